DOC = "python-peps/pep-0767.rst"
TITLE = "PEP 767: Annotating Read-Only Attributes"
SENTS = [
    {
        "src": "Use of ``ReadOnly`` in annotations at other sites where it currently has no meaning\n(such as local/global variables or function parameters) is considered out of scope\nfor this PEP, and remains forbidden.",
        "reworded": ("Using ReadOnly in annotations at other sites where it currently has no meaning, such as local or global variables or function parameters, is out of scope for PEP 767 and remains forbidden.", "light rewording; markup dropped"),
        "paraphrase": ("PEP 767 does not extend ReadOnly to places such as function parameters or local and global variables, where it means nothing today, and such uses stay disallowed.", "free rewording"),
        "contradiction": ("Using ReadOnly on local or global variables or function parameters is out of scope for PEP 767, and such uses are now permitted.", "[direction] remains forbidden -> now permitted"),
        "overclaim": ("Using ReadOnly on local variables or function parameters will never be allowed in Python's type system.", "'out of scope for this PEP, remains forbidden' -> never allowed"),
        "added": ("ReadOnly on local or global variables or function parameters stays forbidden under PEP 767, because Final already covers those cases.", "adds a reason (Final covers them) not stated"),
    },
    {
        "src": "Accurately modeling the behavior and type of ``type[HasName].name`` is difficult,\ntherefore it was left out from this PEP to reduce its complexity;\nfuture enhancements to the typing specification may refine this behavior.",
        "reworded": ("Because accurately modelling the behaviour and type of type[HasName].name is difficult, it was left out of PEP 767 to reduce complexity, and future typing specification enhancements may refine this behaviour.", "light rewording; markup dropped"),
        "paraphrase": ("PEP 767 deliberately skips the hard problem of precisely modelling type[HasName].name so as to stay simpler, though later changes to the typing spec might address it.", "free rewording; 'may' kept as 'might'"),
        "contradiction": ("Despite the difficulty, PEP 767 includes an accurate model of the behaviour and type of type[HasName].name.", "[negation] left out -> included"),
        "overclaim": ("Future enhancements to the typing specification will define the behaviour and type of type[HasName].name.", "may refine -> will define"),
        "added": ("Modelling type[HasName].name was left out of PEP 767 to reduce complexity, and mypy and Pyright currently infer it as Any.", "adds type checker behaviour not stated"),
    },
    {
        "src": "Semantics of ``Final`` take precedence over the semantics of read-only attributes;\ncombining ``ReadOnly`` and ``Final`` is redundant,\nand type checkers may choose to warn or error on the redundancy.",
        "reworded": ("Final's semantics take precedence over those of read-only attributes, so combining ReadOnly and Final is redundant, and type checkers may choose to warn or error on the redundancy.", "light rewording"),
        "paraphrase": ("When an attribute is both Final and ReadOnly, Final's rules win; the pairing is redundant, and a type checker is free to flag it with either a warning or an error.", "free rewording; 'may choose' kept as 'is free to'"),
        "contradiction": ("The semantics of read-only attributes take precedence over the semantics of Final, and combining ReadOnly and Final is redundant.", "[roles] Final and ReadOnly precedence swapped"),
        "overclaim": ("Type checkers must report an error whenever ReadOnly and Final are combined on the same attribute.", "'may choose to warn or error' -> must error"),
        "added": ("Final takes precedence over ReadOnly and combining them is redundant, so the typing_extensions backport strips ReadOnly from such annotations.", "adds backport behaviour not stated"),
    },
    {
        "src": "Later revision of this PEP loosened the restriction to also include ``__new__``,\n``__init_subclass__`` and ``@classmethod``\\ s, as it was revealed that the initial\nversion would severely limit the usability of ``ReadOnly`` within immutable classes,\nwhich typically do not define ``__init__``.",
        "reworded": ("A later revision of PEP 767 loosened the restriction to also include __new__, __init_subclass__ and classmethods, since the initial version would severely limit ReadOnly's usability in immutable classes, which typically do not define __init__.", "light rewording; markup dropped"),
        "paraphrase": ("Because immutable classes usually lack an __init__, the initial rules would have badly limited ReadOnly in them, so a revision also permitted __new__, __init_subclass__ and classmethods.", "free rewording; 'typically' kept as 'usually'"),
        "contradiction": ("A later revision of PEP 767 tightened the rules, dropping __new__, __init_subclass__ and classmethods as assignment sites for read-only attributes.", "[direction] loosened to include -> tightened, dropping"),
        "overclaim": ("A later revision of PEP 767 added __new__, __init_subclass__ and classmethods as assignment sites, because immutable classes never define __init__.", "typically -> never"),
        "added": ("A later revision also allowed __new__, __init_subclass__ and classmethods, a change requested by the maintainers of attrs.", "adds who requested the change; not stated"),
    },
]
