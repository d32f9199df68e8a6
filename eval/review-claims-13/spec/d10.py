DOC = "python-peps/pep-0451.rst"
TITLE = "PEP 451"
HEADING = "PEP 451: A ModuleSpec type for the import system"
S = [
    ("However, loaders may take advantage of\nthe module cache for other kinds of modules.", [
        ("reworded", "Loaders may, however, make use of the module cache for other kinds of modules as well.", "'take advantage of' -> 'make use of', word order"),
        ("paraphrase", "Loaders are nonetheless free to use the module cache for other kinds of modules too.", "free rewording"),
        ("contradiction", "However, loaders may not use the module cache for any other kinds of modules.", "[negation] may -> may not"),
        ("overclaim", "Loaders must use the module cache for every other kind of module as well.", "may -> must; other kinds -> every kind"),
        ("added", "However, loaders may take advantage of the module cache for other kinds of modules, such as extension modules compiled from C.", "added example: C extension modules"),
    ]),
    ("For existing loaders, exec_module() should be a relatively direct\nconversion from the non-boilerplate portion of load_module().", [
        ("reworded", "For loaders that already exist, exec_module() should be a relatively direct conversion of the non-boilerplate part of load_module().", "synonyms"),
        ("paraphrase", "Existing loaders should be able to derive exec_module() fairly directly from the part of load_module() that is not boilerplate.", "free rewording"),
        ("contradiction", "For existing loaders, exec_module() should be a relatively direct conversion from the non-boilerplate portion of find_module().", "[swap] load_module() -> find_module()"),
        ("overclaim", "For existing loaders, exec_module() is always a trivial, mechanical conversion of the non-boilerplate portion of load_module().", "'should be relatively direct' -> always trivial"),
        ("added", "For existing loaders, exec_module() should be a relatively direct conversion from the non-boilerplate portion of load_module(), and importlib ships a helper that performs this conversion automatically.", "added tool: automatic conversion helper"),
    ]),
    ("Simply setting loader_state or adding functionality to a custom\nfinder or loader will likely be a better fit and should be tried first.", [
        ("reworded", "Simply setting loader_state, or adding functionality to a custom finder or loader, will likely fit better and should be tried first.", "'be a better fit' -> 'fit better'"),
        ("paraphrase", "Just setting loader_state or extending a custom finder or loader is probably the better fit, and it is what should be attempted first.", "free rewording, likely -> probably"),
        ("contradiction", "Setting loader_state or adding functionality to a custom finder or loader will likely be a worse fit and should only be tried as a last resort.", "[direction] better/first -> worse/last resort"),
        ("overclaim", "Setting loader_state or adding functionality to a custom finder or loader is always a better fit than subclassing ModuleSpec.", "likely -> always"),
        ("added", "Simply setting loader_state or adding functionality to a custom finder or loader will likely be a better fit, since ModuleSpec subclasses are slower to create, and should be tried first.", "added cause: subclasses slower to create"),
    ]),
    ("Other than adding ``__spec__``, none of the import-related module\nattributes will be changed or deprecated, though some of them could be;\nany such deprecation can wait until Python 4.", [
        ("reworded", "Apart from adding __spec__, none of the import-related module attributes will be changed or deprecated, though some could be, and any such deprecation can wait until Python 4.", "'Other than' -> 'Apart from', markup dropped"),
        ("paraphrase", "Besides the new __spec__, the import-related module attributes are left unchanged and undeprecated; deprecating some of them is possible but can be put off until Python 4.", "free rewording"),
        ("contradiction", "Besides adding __spec__, PEP 451 changes or deprecates several of the existing import-related module attributes.", "[negation] none changed/deprecated -> several changed/deprecated"),
        ("overclaim", "Other than adding __spec__, none of the import-related module attributes will be changed now, but some of them will be deprecated in Python 4.", "'could be ... can wait until' -> will be deprecated in Python 4"),
        ("added", "Other than adding __spec__, none of the import-related module attributes will be changed or deprecated, though __file__ and __path__ could be; any such deprecation can wait until Python 4.", "added specifics: names __file__ and __path__"),
    ]),
]
