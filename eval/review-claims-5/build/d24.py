DOC = "rust-rfcs/1513-less-unwinding.md"
TITLE = "RFC 1513: Less unwinding (panic strategies)"
SENTS = [
    {
        "src": "Many applications simply can't recover from an internal assertion failure,\n  so there's no need trying to recover it.",
        "reworded": ("Many applications simply cannot recover from an internal assertion failure, so there is no need to try recovering it.", "contractions expanded; light rewording"),
        "paraphrase": ("For a large number of applications an internal assertion failure is unrecoverable anyway, which makes any attempt to recover from it unnecessary.", "free rewording; 'many' kept"),
        "contradiction": ("Most applications can recover from an internal assertion failure, so trying to recover it is worthwhile.", "[negation] can't recover -> can recover"),
        "overclaim": ("Applications in general cannot recover from an internal assertion failure, so trying to recover one is always pointless.", "many -> applications in general; always"),
        "added": ("Many applications can't recover from an internal assertion failure, so there's no need to try, especially since the assertion message is lost during unwinding.", "adds a claim about lost messages; not stated"),
    },
    {
        "src": "This codegen option will default to `unwind` if not specified (what happens\ntoday), and the value will be encoded into the crate metadata.",
        "reworded": ("If not specified, the -C panic codegen option will default to unwind, as happens today, and its value will be encoded into the crate metadata.", "'This codegen option' resolved; parenthesis folded in"),
        "paraphrase": ("Leaving -C panic unset keeps today's behaviour, unwinding, and whatever value is used gets recorded in the crate's metadata.", "free rewording"),
        "contradiction": ("The -C panic codegen option will default to abort if not specified, and the value will be encoded into the crate metadata.", "[swap] unwind -> abort"),
        "overclaim": ("The -C panic option will default to unwind, and this default can never change in any future Rust version.", "adds permanence not stated"),
        "added": ("The -C panic option defaults to unwind and its value is encoded into crate metadata, where rustdoc displays it on each crate's page.", "adds rustdoc display; not stated"),
    },
    {
        "src": "The test runner that libtest implements relies on equating panics with\n  failure and cannot work if panics are translated to aborts.",
        "reworded": ("libtest's test runner relies on equating panics with failure, and it cannot work if panics are translated to aborts.", "light rewording"),
        "paraphrase": ("Because the libtest runner treats a panic as a test failure, it breaks down when panics are turned into aborts.", "free rewording"),
        "contradiction": ("The libtest test runner relies on equating aborts with failure and cannot work if aborts are translated to panics.", "[roles] panics and aborts swapped"),
        "overclaim": ("No Rust test framework of any kind can work if panics are translated to aborts.", "libtest's runner -> every test framework"),
        "added": ("The libtest test runner equates panics with failure and cannot work with aborts, because it runs each test on its own thread.", "adds a cause (thread per test) not stated"),
    },
    {
        "src": "Distribution, however, is *far*\n  easier because there's only one copy of the standard library and we don't have\n  to rely on any other form of infrastructure.",
        "reworded": ("Distribution is far easier, however, because there is only one copy of the standard library and no other form of infrastructure has to be relied on.", "light rewording; emphasis dropped"),
        "paraphrase": ("Shipping a single copy of the standard library, with no other infrastructure to depend on, makes distribution much simpler.", "free rewording"),
        "contradiction": ("Distribution is far easier because there are only two copies of the standard library and no other infrastructure is needed.", "[number] one copy -> two copies"),
        "overclaim": ("Because there is only one copy of the standard library, distributing Rust requires no infrastructure at all.", "'no other form of infrastructure' -> none at all"),
        "added": ("Distribution is far easier with only one standard library copy and no extra infrastructure, which also halves the download size of rustup.", "adds a download-size consequence not stated"),
    },
]
