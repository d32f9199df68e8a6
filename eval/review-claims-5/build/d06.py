DOC = "python-peps/pep-0726.rst"
TITLE = "PEP 726: Module __setattr__ and __delattr__"
SENTS = [
    {
        "src": "More\nimportantly, it also brings a noticeable speed regression (~2-3x) for\nattribute *access*.",
        "reworded": ("More importantly, assigning a custom ModuleType subclass to a module's __class__ also brings a noticeable speed regression, about 2-3x, for attribute access.", "'it' resolved to the __class__ workaround; markup dropped"),
        "paraphrase": ("A bigger drawback of the __class__-subclass workaround is that reading module attributes becomes noticeably slower, by roughly two to three times.", "free rewording; '~' kept as 'roughly'"),
        "contradiction": ("More importantly, the __class__ workaround brings a noticeable speed regression of about 10x for attribute access.", "[number] ~2-3x -> about 10x"),
        "overclaim": ("The __class__ workaround makes every operation on the module at least three times slower.", "attribute access ~2-3x -> every operation at least 3x"),
        "added": ("The __class__ workaround slows attribute access by about 2-3x because every lookup has to go through the subclass's method resolution order.", "adds a cause for the slowdown; not stated"),
    },
    {
        "src": "This limitation is intentional (just as for the :pep:`562`), because the\ninterpreter highly optimizes access to module globals and disabling all that\nand going through special methods written in Python would slow down the code\nunacceptably.",
        "reworded": ("The limitation that direct globals access bypasses module __setattr__ is intentional, as for PEP 562, because the interpreter highly optimizes access to module globals and going through Python special methods would slow code unacceptably.", "'This limitation' resolved from the preceding text; markup dropped"),
        "paraphrase": ("Like PEP 562, PEP 726 deliberately leaves direct access to module globals alone, since the interpreter heavily optimizes it and routing it through Python-written special methods would make code unacceptably slow.", "free rewording"),
        "contradiction": ("The limitation is not intentional; it arises only because the interpreter highly optimizes access to module globals.", "[negation] intentional -> not intentional"),
        "overclaim": ("The interpreter's optimizations make it impossible to route access to module globals through special methods, which is why the limitation exists.", "'would slow down the code unacceptably' -> impossible"),
        "added": ("This limitation is intentional, as for PEP 562, because routing globals access through Python special methods would be unacceptably slow and could cause infinite recursion.", "adds a second reason (recursion) not stated"),
    },
    {
        "src": "This PEP may break code that uses module level (global) names\n``__setattr__`` and ``__delattr__``, but the language reference\nexplicitly reserves *all* undocumented dunder names, and allows\n\"breakage without warning\" [2]_.",
        "reworded": ("PEP 726 may break code that uses module-level (global) names __setattr__ and __delattr__, but the language reference explicitly reserves all undocumented dunder names and allows breakage without warning.", "'This PEP' -> PEP 726; markup and footnote dropped"),
        "paraphrase": ("Code that already defines global __setattr__ or __delattr__ names could break under PEP 726, though the language reference reserves every undocumented dunder name and permits breaking such uses without warning.", "free rewording; 'may' kept as 'could'"),
        "contradiction": ("PEP 726 may break code that uses module-level __setattr__ and __delattr__, but PEP 8 explicitly reserves all undocumented dunder names and allows breakage without warning.", "[swap] the language reference -> PEP 8"),
        "overclaim": ("PEP 726 will break all code that defines module-level __setattr__ or __delattr__ names, which the language reference explicitly forbids.", "may break -> will break all; reserves -> forbids"),
        "added": ("PEP 726 may break code that uses module-level __setattr__ and __delattr__, although a search of PyPI found only a handful of such modules.", "adds a PyPI survey; not mentioned"),
    },
    {
        "src": "But the :pep:`562` accomplishes this scenario only\npartially: e.g. it's impossible to issue a warning during an attempt to\n*change* a renamed attribute.",
        "reworded": ("PEP 562 only partially accomplishes managing deprecation warnings: for example, it is impossible to issue a warning during an attempt to change a renamed attribute.", "'this scenario' resolved to managing deprecation warnings; markup dropped"),
        "paraphrase": ("With PEP 562 alone, deprecation warnings can be managed only in part; one cannot, for instance, warn when code tries to modify a renamed attribute.", "free rewording"),
        "contradiction": ("PEP 562 already fully covers managing deprecation warnings, including issuing a warning when code tries to change a renamed attribute.", "[direction] only partially -> fully"),
        "overclaim": ("The only gap in PEP 562's handling of deprecation warnings is that it cannot warn when a renamed attribute is changed.", "'e.g.' example turned into the only gap"),
        "added": ("PEP 562 handles deprecation warnings only partially, since it cannot warn when a renamed attribute is changed, a gap NumPy hit when renaming its aliases.", "adds a NumPy anecdote; not mentioned"),
    },
]
