DOC = "rust-rfcs/0390-enum-namespacing.md"
TITLE = "RFC 390: Enum namespacing"
SENTS = [
    {
        "src": "These long names are unavoidable as all variants of the 47 enums in the `ast`\nmodule are forced into the same namespace.",
        "reworded": ("Because all variants of the 47 enums in the ast module are forced into the same namespace, these long names are unavoidable.", "clause order swapped; markup dropped"),
        "paraphrase": ("With every variant of the ast module's 47 enums sharing one namespace, long prefixed names such as ItemFn and ExprCall cannot be avoided.", "free rewording; examples from the preceding code"),
        "contradiction": ("These long names are unavoidable because all variants of the 74 enums in the ast module are forced into the same namespace.", "[number] 47 -> 74"),
        "overclaim": ("Long, manually mangled variant names are unavoidable in every Rust module that defines enums.", "the ast module -> every module"),
        "added": ("These long names are unavoidable because the variants of the ast module's 47 enums share one namespace, and they make the module over 2,000 lines long.", "adds a module length not stated"),
    },
    {
        "src": "With flat enums, this is trivial within the module in\nwhich the enum is defined, but very painful anywhere else, as it requires each\nvariant to be `use`d individually, which can get *extremely* verbose.",
        "reworded": ("With flat enums, using many variants unqualified is trivial within the module where the enum is defined, but very painful anywhere else, since each variant must be used individually, which can get extremely verbose.", "'this' resolved to unqualified use of many variants"),
        "paraphrase": ("Flat enums make unqualified variant use easy only in the enum's own module; elsewhere every variant needs its own use import, which can become extremely verbose.", "free rewording"),
        "contradiction": ("With flat enums, unqualified use of variants is very painful within the module where the enum is defined, but trivial anywhere else.", "[roles] defining module and elsewhere swapped"),
        "overclaim": ("With flat enums, using variants unqualified outside the defining module is so verbose that nobody ever does it.", "'very painful, can get extremely verbose' -> nobody ever does it"),
        "added": ("With flat enums, unqualified variant use is trivial in the defining module but painful elsewhere, and the long import lists also slow down compilation.", "adds a compile-time cost not stated"),
    },
    {
        "src": "In addition, if unforeseen problems arise during this set of work, we\ncan roll back the initial commit and put the change off until after 1.0, with\nonly a small pre-1.0 change required.",
        "reworded": ("If unforeseen problems arise during this work, the initial commit can be rolled back and the change put off until after 1.0, with only a small pre-1.0 change required.", "'we' dropped; passive"),
        "paraphrase": ("Should unexpected trouble appear during the port, the first commit could be reverted and namespacing deferred past 1.0, at the cost of just a minor change before 1.0.", "free rewording; condition kept"),
        "contradiction": ("If unforeseen problems arise, the initial commit can be rolled back and the change put off until after 1.0, although a large pre-1.0 change would be required.", "[direction] only a small change -> a large change"),
        "overclaim": ("Any problem that arises during the port can be undone by rolling back the initial commit, so the transition carries no risk at all.", "conditional fallback plan -> no risk at all"),
        "added": ("If unforeseen problems arise, the initial commit can be rolled back and the change postponed until after 1.0, a decision the core team would make at its weekly meeting.", "adds who decides and where; not stated"),
    },
    {
        "src": "In the grand scheme of\nhacks to preserve backwards compatibility, this is not that bad, but still\ndecidedly worse than not having to worry about fallback at all.",
        "reworded": ("Among hacks to preserve backwards compatibility, a fallback case in resolve is not that bad, but it is still decidedly worse than not having to worry about fallback at all.", "'this' resolved to the resolve fallback"),
        "paraphrase": ("As backwards-compatibility hacks go, letting resolve fall back to the flat variant location is tolerable, though clearly inferior to needing no fallback whatsoever.", "free rewording"),
        "contradiction": ("As backwards-compatibility hacks go, a fallback case in resolve is decidedly better than not having to worry about fallback at all.", "[direction] worse -> better"),
        "overclaim": ("Adding enum namespacing after 1.0 with a fallback case in resolve would keep all existing code compiling without exception.", "'not that bad' hack -> full compatibility without exception"),
        "added": ("A fallback case in resolve is not that bad as compatibility hacks go, though worse than no fallback, partly because it would slow down name resolution.", "adds a performance reason not stated"),
    },
]
