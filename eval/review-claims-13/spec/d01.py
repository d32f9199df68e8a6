DOC = "python-peps/pep-0557.rst"
TITLE = "PEP 557"
HEADING = "PEP 557: Data Classes"
S = [
    ("With two exceptions, the specified attribute type annotation is completely ignored by Data Classes.", [
        ("reworded", "Data Classes completely ignore the specified attribute type annotation, with two exceptions.", "reordered, active voice"),
        ("paraphrase", "Apart from two exceptions, Data Classes pay no attention at all to the type given in an attribute's annotation.", "free rewording, keeps 'two exceptions'"),
        ("contradiction", "With three exceptions, the specified attribute type annotation is completely ignored by Data Classes.", "[number] two -> three exceptions"),
        ("overclaim", "Data Classes completely ignore the type annotation that is specified for an attribute.", "silently dropped 'with two exceptions'"),
        ("added", "With two exceptions, Data Classes completely ignore attribute type annotations, which keeps the cost of applying the decorator low.", "added purpose: keeps decorator cost low"),
    ]),
    ("Due to their very dynamic nature, some of the libraries mentioned above are difficult to use with static type checkers.", [
        ("reworded", "Some of the libraries mentioned above are difficult to use with static type checkers because of their very dynamic nature.", "reordered, 'due to' -> 'because of'"),
        ("paraphrase", "Because they are highly dynamic, a number of the previously listed libraries are hard to use together with static type checkers.", "free rewording, keeps 'some'"),
        ("contradiction", "None of the libraries mentioned above are difficult to use with static type checkers, despite their very dynamic nature.", "[negation] some are difficult -> none are difficult"),
        ("overclaim", "Due to their very dynamic nature, all of the libraries mentioned above are difficult to use with static type checkers.", "some -> all"),
        ("added", "Due to their very dynamic nature, some of the libraries mentioned above, such as attrs, are difficult to use with static type checkers.", "added example: attrs named as one of them"),
    ]),
    ("It is expected that ``init=False`` fields will be rarely and judiciously used.", [
        ("reworded", "PEP 557 expects that fields with init=False will be used rarely and judiciously.", "markup dropped, 'It is expected' -> 'PEP 557 expects'"),
        ("paraphrase", "Fields declared with init=False are anticipated to see only rare and careful use.", "free rewording"),
        ("contradiction", "It is expected that init=False fields will be used frequently and as a matter of routine.", "[direction] rarely -> frequently"),
        ("overclaim", "PEP 557 requires that init=False fields be used only rarely and judiciously.", "expectation turned into a requirement"),
        ("added", "It is expected that init=False fields will be rarely and judiciously used, mainly because they complicate static type checking.", "added cause: static type checking"),
    ]),
    ("Because this behavior is somewhat surprising, the initial version of Data Classes will not support automatically setting ``__slots__``.", [
        ("reworded", "The initial version of Data Classes will not support setting __slots__ automatically, because this behavior is somewhat surprising.", "clauses reordered, markup dropped"),
        ("paraphrase", "Since the behavior would be somewhat surprising, Data Classes will not set __slots__ automatically in their first version.", "free rewording"),
        ("contradiction", "Even though this behavior is somewhat surprising, the initial version of Data Classes will support automatically setting __slots__.", "[negation] will not support -> will support"),
        ("overclaim", "Because this behavior is somewhat surprising, Data Classes will never support automatically setting __slots__.", "'initial version' -> never"),
        ("added", "Because this behavior is somewhat surprising and would also break pickling, the initial version of Data Classes will not support automatically setting __slots__.", "added cause: breaks pickling"),
    ]),
]
