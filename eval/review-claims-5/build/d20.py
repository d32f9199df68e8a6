DOC = "rust-rfcs/0241-deref-conversions.md"
TITLE = "RFC 241: Deref conversions"
SENTS = [
    {
        "src": "Having to include an extra `&` or `&mut` for arguments is a slight\ninconvenience, but it makes it much easier to track ownership at a glance.",
        "reworded": ("Including an extra & or &mut for arguments is a slight inconvenience, but it makes ownership much easier to track at a glance.", "light rewording; markup dropped"),
        "paraphrase": ("Writing an explicit & or &mut on arguments costs a little convenience, yet in return one can follow ownership far more easily at a glance.", "free rewording"),
        "contradiction": ("Having to include an extra & or &mut for arguments is a slight inconvenience, and it makes ownership much harder to track at a glance.", "[direction] easier -> harder"),
        "overclaim": ("Requiring an explicit & or &mut on arguments makes ownership trivial to track in every Rust program.", "'much easier' -> trivial, in every program"),
        "added": ("An extra & or &mut on arguments is a slight inconvenience, typically one or two characters per call, but makes ownership much easier to track.", "adds a character-count figure not stated"),
    },
    {
        "src": "While arbitrary coercions are\nconvenient, they come at a substantial cost in local reasoning about code.",
        "reworded": ("Arbitrary coercions are convenient, but they come at a substantial cost in local reasoning about code.", "'While' clause -> 'but'"),
        "paraphrase": ("Arbitrary implicit coercions are handy, yet they make it considerably harder to reason about code locally.", "free rewording"),
        "contradiction": ("Arbitrary coercions are convenient and come at only a small cost in local reasoning about code.", "[direction] substantial cost -> small cost"),
        "overclaim": ("Arbitrary coercions make local reasoning about code impossible.", "substantial cost -> impossible"),
        "added": ("Arbitrary coercions are convenient but cost a lot in local reasoning, which is why Scala later restricted its implicit conversions.", "adds a Scala history detail; Scala is only cited as an example"),
    },
    {
        "src": "This change could make Rust more difficult to learn (though note that\nit puts *more* attention on ownership), though it would make it more convenient\nto use in the long run.",
        "reworded": ("The change to the mental model around & could make Rust more difficult to learn, though it puts more attention on ownership, but it would make Rust more convenient to use in the long run.", "'This change' resolved; parenthesis folded in"),
        "paraphrase": ("Shifting how & is understood might steepen Rust's learning curve, even as it emphasises ownership more, but over time it would make the language handier to use.", "free rewording; 'could' kept as 'might'"),
        "contradiction": ("This change could make Rust easier to learn, though it would make the language less convenient to use in the long run.", "[roles] the learning cost and the long-run benefit swapped"),
        "overclaim": ("The change to the mental model of & will make Rust more difficult to learn.", "could -> will"),
        "added": ("The change could make Rust harder to learn but more convenient in the long run, and the Rust book will need a new chapter to explain it.", "adds a documentation consequence not stated"),
    },
    {
        "src": "In practice, the name and context of a method\n  invocation is almost always sufficient to infer its move/borrow semantics.",
        "reworded": ("In practice, a method invocation's name and context are almost always enough to infer its move or borrow semantics.", "light rewording"),
        "paraphrase": ("For self on method calls, the method's name and the surrounding context nearly always reveal, in practice, whether something is moved or borrowed.", "free rewording; 'almost always' kept as 'nearly always'"),
        "contradiction": ("In practice, the name and context of a method invocation are rarely sufficient to infer its move/borrow semantics.", "[direction] almost always -> rarely"),
        "overclaim": ("The name and context of a method invocation always tell you its move/borrow semantics.", "almost always -> always"),
        "added": ("A method invocation's name and context almost always reveal its move/borrow semantics, since by convention methods named into_ take self by value.", "adds a naming convention not stated"),
    },
]
