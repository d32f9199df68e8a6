DOC = "python-peps/pep-0617.rst"
TITLE = "PEP 617"
HEADING = "PEP 617: New PEG parser for CPython"
S = [
    ("LL(1) parsers and grammars are usually efficient and simple to implement\nand generate.", [
        ("reworded", "LL(1) parsers and grammars are usually efficient, and they are simple to implement and to generate.", "split into two predicates"),
        ("paraphrase", "As a rule, LL(1) grammars and their parsers perform efficiently and are easy both to write and to generate.", "free rewording, usually -> as a rule"),
        ("contradiction", "LL(1) parsers and grammars are usually inefficient and hard to implement and generate.", "[negation] efficient/simple -> inefficient/hard"),
        ("overclaim", "LL(1) parsers and grammars are always efficient and simple to implement and generate.", "usually -> always"),
        ("added", "LL(1) parsers and grammars are usually efficient and simple to implement and generate, which is why they are popular in compiler courses.", "added consequence: popular in teaching"),
    ]),
    ("The cost of the memoization cache is that the parser will naturally\nuse more memory than a simple LL(1) parser, which normally are table-based.", [
        ("reworded", "The memoization cache comes at a cost: the parser will naturally use more memory than a simple LL(1) parser, which is normally table-based.", "restructured with colon"),
        ("paraphrase", "Because of the memoization cache, the parser inherently consumes more memory than a simple LL(1) parser, which is usually table-based.", "free rewording"),
        ("contradiction", "Thanks to the memoization cache, the parser will naturally use less memory than a simple LL(1) parser, which is normally table-based.", "[direction] more memory -> less memory"),
        ("overclaim", "Because of the memoization cache, the parser will use more memory than any LL(1) parser, no matter how that parser is implemented.", "simple (table-based) LL(1) parser -> any LL(1) parser"),
        ("added", "The cost of the memoization cache is that the parser will naturally use more memory than a simple LL(1) parser, and it also makes the parser slower to start up.", "added consequence: slower start-up"),
    ]),
    ("We have also occasionally compiled a much larger codebase (the approx.\n3800 most popular packages on PyPI) and this has helped us find a (very)\nfew additional bugs in the new parser.", [
        ("reworded", "The authors also occasionally compiled a much larger codebase, roughly the 3800 most popular packages on PyPI, and this helped them find a very few additional bugs in the new parser.", "first person -> 'the authors', parentheses dropped"),
        ("paraphrase", "Now and then they compiled a far bigger body of code, about the 3800 most popular PyPI packages, which turned up a handful of extra bugs in the new parser.", "free rewording"),
        ("contradiction", "We have also occasionally compiled a much larger codebase, the approximately 8300 most popular packages on PyPI, and this helped us find a very few additional bugs in the new parser.", "[number] 3800 -> 8300"),
        ("overclaim", "Compiling the approximately 3800 most popular packages on PyPI helped the authors find all of the remaining bugs in the new parser.", "'a (very) few additional bugs' -> all remaining bugs"),
        ("added", "We have also occasionally compiled the approx. 3800 most popular packages on PyPI, which helped us find a very few additional bugs in the new parser, all of them in f-string handling.", "added detail: bugs were in f-string handling"),
    ]),
    ("PEG was selected because it was easy to understand given a basic\nunderstanding of recursive-descent parsing.", [
        ("reworded", "PEG was chosen because, given a basic understanding of recursive-descent parsing, it was easy to understand.", "selected -> chosen, clause reordered"),
        ("paraphrase", "The authors went with PEG since it is easy to grasp for anyone who has a basic understanding of recursive-descent parsing.", "free rewording"),
        ("contradiction", "LALR(1) was selected because it was easy to understand given a basic understanding of recursive-descent parsing.", "[swap] PEG -> LALR(1)"),
        ("overclaim", "PEG was selected because it is easy to understand even without any knowledge of recursive-descent parsing.", "dropped condition 'given a basic understanding'"),
        ("added", "PEG was selected because it was easy to understand given a basic understanding of recursive-descent parsing and because it produced the fastest parsers in early benchmarks.", "added cause: fastest in benchmarks"),
    ]),
]
