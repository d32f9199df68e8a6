DOC = "rust-rfcs/1317-ide.md"
TITLE = "RFC 1317: The Rust Language Server (IDE support)"
SENTS = [
    {
        "src": "Modern IDEs are large and complex pieces of software; creating a new one from\nscratch for Rust would be impractical.",
        "reworded": ("Modern IDEs are large, complex pieces of software, so creating a new one for Rust from scratch would be impractical.", "semicolon -> 'so'; word order"),
        "paraphrase": ("Since today's IDEs are big and intricate programs, building a Rust-specific IDE from the ground up would not be practical.", "free rewording"),
        "contradiction": ("Modern IDEs are large and complex pieces of software, but creating a new one from scratch for Rust would be practical.", "[negation] impractical -> practical"),
        "overclaim": ("Modern IDEs are so complex that no new IDE for any language could ever be created from scratch.", "Rust -> any language; impractical -> impossible"),
        "added": ("Creating a new IDE from scratch for Rust would be impractical, and earlier attempts at a dedicated Rust IDE had already been abandoned.", "adds abandoned earlier attempts; not stated"),
    },
    {
        "src": "The RLS\nreturns a list of spans (a list is necessary since, for example, a dynamically\ndispatched trait method could be defined in multiple places).",
        "reworded": ("For jump to definition, the RLS returns a list of spans, because, for example, a dynamically dispatched trait method could be defined in multiple places.", "parenthesis folded in; section context named"),
        "paraphrase": ("Jump-to-definition answers come back as a list of spans, since something like a dynamically dispatched trait method may have definitions in more than one place.", "free rewording"),
        "contradiction": ("For jump to definition the RLS returns a single span, since a dynamically dispatched trait method is defined in exactly one place.", "[number] a list of spans -> a single span"),
        "overclaim": ("Jump to definition always returns several spans, because every trait method is defined in multiple places.", "'could be' for dynamically dispatched methods -> every method, always"),
        "added": ("For jump to definition the RLS returns a list of spans sorted by file path, because a trait method could be defined in multiple places.", "adds a sort order not stated"),
    },
    {
        "src": "Assuming the serialisation format is not too complex, this should\nbe possible in a reasonable amount of time.",
        "reworded": ("Assuming the serialisation format is not too complex, reloading incremental compilation data for all crates and searching it for matching identifiers should be possible in a reasonable amount of time.", "'this' resolved from the preceding sentence"),
        "paraphrase": ("Provided the serialisation format stays reasonably simple, reloading every crate's incremental data and scanning it for matching identifiers ought to take an acceptable amount of time.", "free rewording; condition and 'should' kept"),
        "contradiction": ("Even if the serialisation format is not too complex, searching all crates' incremental compilation data could not be done in a reasonable amount of time.", "[negation] should be possible -> could not be done"),
        "overclaim": ("Reloading and searching the incremental compilation data of all crates will be possible in a reasonable amount of time.", "condition on the serialisation format dropped; should -> will"),
        "added": ("If the serialisation format is simple, reloading and searching all crates' incremental data should take about a second for a typical workspace.", "adds a time figure not stated"),
    },
    {
        "src": "It also provides isolation - a panic in the RLS will\nnot cause the IDE to crash, not can a long-running operation delay the IDE.",
        "reworded": ("An IPC interface also provides isolation: a panic in the RLS will not crash the IDE, nor can a long-running operation delay the IDE.", "'It' resolved to the IPC interface; source typo 'not can' read as 'nor can'"),
        "paraphrase": ("Running the RLS behind IPC keeps it apart from the IDE, so an RLS panic cannot bring the IDE down and slow operations cannot hold the IDE up.", "free rewording"),
        "contradiction": ("The IPC interface provides isolation, so that a panic in the IDE will not cause the RLS to crash.", "[roles] RLS and IDE swapped"),
        "overclaim": ("An IPC interface makes the IDE immune to every kind of failure in the RLS.", "panic and long-running operations -> every kind of failure"),
        "added": ("An IPC interface isolates the RLS so a panic cannot crash the IDE, and the IDE can restart the RLS automatically after such a crash.", "adds automatic restart; not stated"),
    },
]
