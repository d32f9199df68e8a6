DOC = "rust-rfcs/3355-rust-spec.md"
TITLE = "RFC 3355"
HEADING = "RFC 3355: A Rust specification"
S = [
    ("Unfortunately, their use is currently limited, because none of these are complete, entirely accurate, or normative.", [
        ("reworded", "Unfortunately, their usefulness is currently limited, since none of them is complete, entirely accurate, or normative.", "use -> usefulness, because -> since"),
        ("paraphrase", "Sadly these resources are of limited use today, because not one of them is complete, fully accurate, or normative.", "free rewording"),
        ("contradiction", "Their use is currently limited even though all of these are complete, entirely accurate, and normative.", "[negation] none -> all"),
        ("overclaim", "Because none of these are complete, entirely accurate, or normative, they are currently useless to Rust users.", "limited -> useless"),
        ("added", "Unfortunately, their use is currently limited, because none of these are complete, entirely accurate, or normative, and most of them are no longer maintained.", "added cause: no longer maintained"),
    ]),
    ("It is _not_ a primary goal of the specification to aid in the development of alternative Rust implementations,\n  although authors of alternative compilers might still find the specification to be useful.", [
        ("reworded", "Aiding the development of alternative Rust implementations is not a primary goal of the specification, though authors of alternative compilers might still find it useful.", "restructured, emphasis dropped"),
        ("paraphrase", "Helping other Rust implementations is not among the specification's main aims, even if people writing alternative compilers may still get value from it.", "free rewording, might -> may"),
        ("contradiction", "A primary goal of the specification is to aid in the development of alternative Rust implementations.", "[negation] 'not a primary goal' -> a primary goal"),
        ("overclaim", "Although aiding alternative implementations is not a primary goal, authors of alternative compilers will certainly find the specification useful.", "might -> will certainly"),
        ("added", "It is not a primary goal of the specification to aid alternative Rust implementations, although authors of alternative compilers such as gccrs might still find it useful.", "added example: gccrs"),
    ]),
    ("The foundation should hire a technical editor\nwho will work with the Rust teams and contributors to create the Rust specification.", [
        ("reworded", "The Rust Foundation should hire a technical editor to work with the Rust teams and contributors on creating the Rust specification.", "relative clause -> infinitive"),
        ("paraphrase", "A technical editor, hired by the Foundation, should collaborate with the Rust teams and contributors to produce the Rust specification.", "free rewording, passive"),
        ("contradiction", "The Rust Leadership Council should hire a technical editor who will work with the Rust teams and contributors to create the Rust specification.", "[swap] Foundation -> Leadership Council"),
        ("overclaim", "The foundation must hire a technical editor to work with the Rust teams and contributors on the Rust specification.", "should -> must"),
        ("added", "The foundation should hire a full-time technical editor on a two-year contract who will work with the Rust teams and contributors to create the Rust specification.", "added: full-time, two-year contract"),
    ]),
    ("The Rust Foundation supports and coordinates the work, but the Rust teams will remain in charge of what Rust is.", [
        ("reworded", "The Rust Foundation supports and coordinates the work, while the Rust teams remain in charge of what Rust is.", "but -> while"),
        ("paraphrase", "Although the Foundation backs and coordinates the effort, deciding what Rust is stays with the Rust teams.", "free rewording"),
        ("contradiction", "The Rust teams support and coordinate the work, but the Rust Foundation will be in charge of what Rust is.", "[roles] Foundation and teams swapped"),
        ("overclaim", "The Rust Foundation funds the entire specification effort, but the Rust teams will remain in charge of what Rust is.", "supports -> funds the entire effort"),
        ("added", "The Rust Foundation supports and coordinates the work through its Technical Steering Committee, but the Rust teams will remain in charge of what Rust is.", "added body: Technical Steering Committee"),
    ]),
]
