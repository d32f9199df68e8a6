DOC = "rust-rfcs/1422-pub-restricted.md"
TITLE = "RFC 1422: pub(restricted)"
SENTS = [
    {
        "src": "In theory, we can add the changes of this RFC without breaking any old\ncode.",
        "reworded": ("In theory, the changes of RFC 1422 can be added without breaking any old code.", "passive; 'this RFC' -> RFC 1422"),
        "paraphrase": ("On paper, introducing pub(restricted) need not break any existing code.", "free rewording; 'In theory' kept as 'On paper'"),
        "contradiction": ("Even in theory, the changes of RFC 1422 cannot be added without breaking some old code.", "[negation] without breaking -> cannot without breaking"),
        "overclaim": ("Adding the changes of RFC 1422 is guaranteed never to break any existing Rust code in practice.", "'in theory' -> guaranteed in practice"),
        "added": ("In theory, RFC 1422's changes can be added without breaking old code, which a crater run over all of crates.io later confirmed.", "adds a crater run; not mentioned"),
    },
    {
        "src": "The feature proposed by this RFC appears to be similar in intent to\nScala's scoped access modifiers.",
        "reworded": ("The pub(restricted) feature proposed by RFC 1422 appears to be similar in intent to Scala's scoped access modifiers.", "'this RFC' -> RFC 1422; feature named"),
        "paraphrase": ("In purpose, RFC 1422's proposal seems to resemble the scoped access modifiers that Scala offers.", "free rewording; 'appears' kept as 'seems'"),
        "contradiction": ("The feature proposed by RFC 1422 appears to differ in intent from Scala's scoped access modifiers.", "[negation] similar in intent -> differs in intent"),
        "overclaim": ("The feature proposed by RFC 1422 is identical to Scala's scoped access modifiers protected[Y] and private[Y].", "'appears similar in intent' -> identical"),
        "added": ("The feature appears similar in intent to Scala's scoped access modifiers, which Scala programmers mainly use to hide implementation packages.", "adds how Scala programmers use them; not stated"),
    },
    {
        "src": "The main problem with this approach is that we tried it, and it\n   did not work well: The implementation was buggy, and the user-visible\n   error messages were hard to understand.",
        "reworded": ("The main problem with making privacy analysis smarter, for example through global reachability analysis, is that it was tried and did not work well: the implementation was buggy and the user-visible error messages were hard to understand.", "'this approach' resolved from the bullet"),
        "paraphrase": ("Rust already attempted smarter privacy analysis and it went badly, leaving a buggy implementation and error messages that users struggled to understand.", "free rewording"),
        "contradiction": ("Smarter privacy analysis was tried and did not work well: its implementation was buggy, although its user-visible error messages were easy to understand.", "[direction] hard to understand -> easy to understand"),
        "overclaim": ("Global reachability analysis for privacy can never be made to work in Rust.", "'tried it and it did not work well' -> can never work"),
        "added": ("Smarter privacy analysis was tried and worked poorly, with a buggy implementation and confusing errors, and it was removed before Rust 1.0.", "adds a removal before 1.0; not stated"),
    },
    {
        "src": "This remains an unresolved question, but my personal inclination, at\nleast for the initial implementation, is to make globs only import\npurely `pub` items; no non-`pub`, and no `pub(restricted)`.",
        "reworded": ("How globs treat pub(restricted) remains unresolved, but the author's personal inclination, at least for the initial implementation, is to make globs import only purely pub items, with no non-pub and no pub(restricted) items.", "'This' resolved; 'my' -> the author's"),
        "paraphrase": ("The glob question is still open; for a first implementation at least, the author leans toward letting globs bring in only fully pub items, excluding non-pub and pub(restricted) ones.", "free rewording; hedges kept"),
        "contradiction": ("The glob question is unresolved, but the author is inclined to make globs import pub(restricted) items as well as purely pub items.", "[direction] excluded -> included"),
        "overclaim": ("Globs will never be allowed to import pub(restricted) items in any Rust release.", "personal inclination for the initial implementation -> never"),
        "added": ("The author leans toward globs importing only purely pub items at first, because rustdoc cannot yet display pub(restricted) items.", "adds a rustdoc reason not stated"),
    },
]
