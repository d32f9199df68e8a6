DOC = "python-peps/pep-0224.rst"
TITLE = "PEP 224"
HEADING = "PEP 224: Attribute docstrings"
S = [
    ("The docstrings (1) and (2) are currently being ignored by the\nPython byte code compiler, but could obviously be put to good use\nfor documenting the named assignments that precede them.", [
        ("reworded", "The Python byte code compiler currently ignores docstrings (1) and (2), but they could obviously be put to good use for documenting the named assignments that precede them.", "passive -> active"),
        ("paraphrase", "Right now the byte code compiler discards docstrings (1) and (2), even though they could clearly serve to document the named assignments that come just before them.", "free rewording"),
        ("contradiction", "The docstrings (1) and (2) are currently ignored by the Python byte code compiler, but could be put to good use for documenting the named assignments that follow them.", "[direction] precede -> follow"),
        ("overclaim", "The docstrings (1) and (2) are currently ignored by the byte code compiler, but they must be used to document the named assignments that precede them.", "could -> must"),
        ("added", "The docstrings (1) and (2) are currently ignored by the Python byte code compiler, but could be put to good use for documenting the preceding named assignments, as Javadoc does for Java fields.", "added comparison: Javadoc"),
    ]),
    ("A possible solution to this problem would be resetting the name\nvariable for all non-expression nodes in the compiler.", [
        ("reworded", "One possible solution to this problem would be to reset the name variable for all non-expression nodes in the compiler.", "gerund -> infinitive"),
        ("paraphrase", "The problem could perhaps be solved by having the compiler reset the name variable at every non-expression node.", "free rewording, keeps tentative 'could perhaps'"),
        ("contradiction", "A possible solution to this problem would be resetting the name variable for all non-expression nodes in the tokenizer rather than in the compiler.", "[swap] compiler -> tokenizer"),
        ("overclaim", "The problem will be solved by resetting the name variable for all non-expression nodes in the compiler.", "'a possible solution would be' -> will be solved"),
        ("added", "A possible solution to this problem would be resetting the name variable for all non-expression nodes in the compiler, at the cost of a small slowdown in compilation.", "added cost: compilation slowdown"),
    ]),
    ("A modern syntax highlighting editor would easily make this\naccident visible, though, and by simply inserting empty lines\nbetween the attribute definition and the docstring you can avoid\nthe possible concatenation completely, so the problem is\nnegligible.", [
        ("reworded", "A modern syntax-highlighting editor would easily reveal this accident, and simply inserting empty lines between the attribute definition and the docstring avoids the possible concatenation completely, so the problem is negligible.", "synonyms, 'you can avoid' -> 'avoids'"),
        ("paraphrase", "Because modern syntax-highlighting editors readily show the mistake, and blank lines between an attribute definition and its docstring rule out the concatenation entirely, the issue is negligible.", "free rewording"),
        ("contradiction", "A modern syntax highlighting editor would tend to hide this accident rather than make it visible, though inserting empty lines between the attribute definition and the docstring avoids the concatenation.", "[direction] make visible -> hide"),
        ("overclaim", "Every editor, modern or not and with or without syntax highlighting, would easily make this accident visible, so the problem is negligible.", "'modern syntax highlighting editor' -> every editor"),
        ("added", "A modern syntax highlighting editor would easily make this accident visible, and inserting empty lines between the attribute definition and the docstring, as PEP 8 recommends, avoids the concatenation completely.", "added 'as PEP 8 recommends'"),
    ]),
    ("This can be fixed by introducing some extra checks in the\n    compiler to reset the \"doc attribute\" flag in the compiler\n    struct.", [
        ("reworded", "Introducing some extra checks in the compiler to reset the \"doc attribute\" flag in the compiler struct can fix this.", "passive -> active"),
        ("paraphrase", "Adding a few more compiler checks that reset the compiler struct's \"doc attribute\" flag would be enough to fix this.", "free rewording"),
        ("contradiction", "This cannot be fixed by introducing extra checks in the compiler to reset the \"doc attribute\" flag in the compiler struct.", "[negation] can -> cannot"),
        ("overclaim", "Introducing extra checks in the compiler to reset the \"doc attribute\" flag will completely eliminate any ambiguity in attribute docstrings.", "'can be fixed' -> will completely eliminate any ambiguity"),
        ("added", "This can be fixed by introducing some extra checks in the compiler to reset the \"doc attribute\" flag in the compiler struct, which would take only a few lines of C code.", "added effort estimate: few lines of C"),
    ]),
]
