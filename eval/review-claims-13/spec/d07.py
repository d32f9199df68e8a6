DOC = "python-peps/pep-0391.rst"
TITLE = "PEP 391"
HEADING = "PEP 391: Dictionary-based configuration for logging"
S = [
    ("The key ``'()'`` has been used as the special key because it is not a\nvalid keyword parameter name, and so will not clash with the names of\nthe keyword arguments used in the call.", [
        ("reworded", "'()' was chosen as the special key because it is not a valid keyword parameter name, and therefore it will not clash with the keyword argument names used in the call.", "passive -> active-ish, markup dropped"),
        ("paraphrase", "Since '()' is not a legal keyword parameter name, using it as the special key means it cannot collide with the names of keyword arguments passed in the call.", "free rewording"),
        ("contradiction", "The key '()' was used as the special key because it is a valid keyword parameter name that matches the keyword arguments used in the call.", "[negation] 'not a valid' -> 'a valid'"),
        ("overclaim", "The key '()' was chosen because it cannot clash with any other key anywhere in a logging configuration dictionary.", "no clash with call's keyword arguments -> no clash with any key anywhere"),
        ("added", "The key '()' was used as the special key because it is not a valid keyword parameter name and is easy to type in YAML, so it will not clash with the keyword arguments used in the call.", "added reason: easy to type in YAML"),
    ]),
    ("The only valid value at present is 1, but having this key\n  allows the schema to evolve while still preserving backwards\n  compatibility.", [
        ("reworded", "At present the only valid value of the version key is 1, but having this key lets the schema evolve while still preserving backwards compatibility.", "word order, 'allows' -> 'lets'"),
        ("paraphrase", "For now the version can only be 1, yet having the key means the schema can change over time without giving up backwards compatibility.", "free rewording"),
        ("contradiction", "The only valid version value at present is 2, but having this key allows the schema to evolve while still preserving backwards compatibility.", "[number] 1 -> 2"),
        ("overclaim", "The only valid version value at present is 1, and having this key guarantees that every future schema change will be backwards compatible.", "allows -> guarantees every future change"),
        ("added", "The only valid value at present is 1, but having the version key, which was borrowed from the fileConfig() format, allows the schema to evolve while preserving backwards compatibility.", "added origin: borrowed from fileConfig()"),
    ]),
    ("On the basis\nthat practicality beats purity, only Handlers will be given this new\n``name`` property.", [
        ("reworded", "Since practicality beats purity, only Handlers will receive this new name property.", "'On the basis that' -> 'Since', markup dropped"),
        ("paraphrase", "Following the principle that practicality beats purity, the new name property is given to Handlers alone.", "free rewording"),
        ("contradiction", "On the basis that practicality beats purity, only Formatters will be given this new name property.", "[swap] Handlers -> Formatters"),
        ("overclaim", "On the basis that practicality beats purity, Filters and Formatters will never be given a name property.", "'only Handlers will be given this' -> Filters/Formatters never will"),
        ("added", "On the basis that practicality beats purity, only Handlers will be given this new name property, which will also be shown in their repr output.", "added detail: shown in repr"),
    ]),
    ("While there\nhasn't been a huge amount of discussion, this is perhaps to be\nexpected for a niche topic.", [
        ("reworded", "There hasn't been a huge amount of discussion, but this is perhaps to be expected for a niche topic.", "'While' -> 'but'"),
        ("paraphrase", "The PEP drew relatively little discussion, which is maybe not surprising for such a niche subject.", "free rewording, keeps hedge 'maybe'"),
        ("contradiction", "There has been a huge amount of discussion of the PEP, which is unusual for a niche topic.", "[negation] hasn't been a huge amount -> has been"),
        ("overclaim", "There hasn't been much discussion of the PEP, which is certainly to be expected for a niche topic.", "dropped 'perhaps' -> certainly"),
        ("added", "There hasn't been a huge amount of discussion, partly because the PEP was announced during a holiday period, though this is perhaps to be expected for a niche topic.", "added cause: holiday period"),
    ]),
]
