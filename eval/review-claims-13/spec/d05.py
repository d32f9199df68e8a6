DOC = "python-peps/pep-0675.rst"
TITLE = "PEP 675"
HEADING = "PEP 675: Arbitrary literal string type"
S = [
    ("Warning users in documentation is insufficient - most users either\nnever see these warnings or ignore them.", [
        ("reworded", "Warning users in documentation is not sufficient, since most users either never see such warnings or ignore them.", "insufficient -> not sufficient, dash -> since"),
        ("paraphrase", "Documentation warnings alone do not do the job, because the majority of users either never notice them or disregard them.", "free rewording, keeps 'most'"),
        ("contradiction", "Warning users in documentation is sufficient, because most users see these warnings and follow them.", "[negation] insufficient -> sufficient"),
        ("overclaim", "Warning users in documentation is useless, because every user either never sees these warnings or ignores them.", "most -> every; insufficient -> useless"),
        ("added", "Warning users in documentation is insufficient, as a 2021 survey showed that most users either never see these warnings or ignore them.", "added source: 2021 survey"),
    ]),
    ("They also usually take longer to run than a type checker\n(minutes instead of seconds), which means feedback is not\nimmediate.", [
        ("reworded", "Taint flow analysis tools also usually take longer to run than a type checker, minutes rather than seconds, so feedback is not immediate.", "'They' resolved to taint flow tools, parenthesis folded in"),
        ("paraphrase", "Because taint analysis tools typically need minutes where a type checker needs seconds, they do not give immediate feedback.", "free rewording, 'usually' -> 'typically'"),
        ("contradiction", "Taint flow analysis tools usually run faster than a type checker, so their feedback is more immediate.", "[direction] longer -> faster"),
        ("overclaim", "Taint flow analysis tools always take minutes to run, far longer than a type checker, so their feedback is never immediate.", "usually -> always"),
        ("added", "Taint flow analysis tools usually take longer to run than a type checker (minutes instead of seconds), which is why most teams run them only nightly.", "added consequence: run only nightly"),
    ]),
    ("Such runtime errors would be a more robust\ndefense mechanism than type errors, which can potentially be\nsuppressed, ignored, or never even seen if the author does not use a\ntype checker.", [
        ("reworded", "Runtime errors of this kind would be a more robust defense mechanism than type errors, which can potentially be suppressed, ignored, or never seen at all if the author does not use a type checker.", "light synonyms"),
        ("paraphrase", "Errors raised at runtime would defend more robustly than type errors, since the latter might be suppressed or ignored, or go entirely unseen when the author uses no type checker.", "free rewording, keeps 'might'"),
        ("contradiction", "Type errors would be a more robust defense mechanism than such runtime errors, which can potentially be suppressed, ignored, or never even seen.", "[roles] runtime errors and type errors swapped"),
        ("overclaim", "Such runtime errors would be a completely reliable defense mechanism, unlike type errors, which can be suppressed, ignored, or never seen.", "'more robust' -> completely reliable"),
        ("added", "Such runtime errors would be a more robust defense mechanism than type errors, and they would add no measurable overhead to string operations.", "added claim: no measurable overhead"),
    ]),
    ("The downside of changing the ``str`` stub is that the stub becomes\nmore complicated and can make error messages harder to\nunderstand.", [
        ("reworded", "Changing the str stub has the downside that the stub becomes more complicated and can make error messages harder to understand.", "restructured, markup dropped"),
        ("paraphrase", "Modifying the str stub comes at a cost: it gets more complex and may make error messages more difficult to follow.", "free rewording, can -> may"),
        ("contradiction", "The downside of changing the str stub is that the stub becomes more complicated, although it makes error messages easier to understand.", "[direction] harder -> easier to understand"),
        ("overclaim", "Changing the str stub makes the stub more complicated and will always make error messages harder to understand.", "can -> will always"),
        ("added", "The downside of changing the str stub is that the stub becomes more complicated, can make error messages harder to understand, and slows down type checking.", "added list item: slows type checking"),
    ]),
]
