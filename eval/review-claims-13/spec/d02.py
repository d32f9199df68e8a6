DOC = "python-peps/pep-0653.rst"
TITLE = "PEP 653"
HEADING = "PEP 653: Precise semantics for pattern matching"
S = [
    ("Large amounts of undefined behavior may be acceptable in a language like C, but in Python it should be kept to a minimum.", [
        ("reworded", "Large amounts of undefined behavior may be acceptable in a language such as C, but in Python it ought to be kept to a minimum.", "'like' -> 'such as', 'should' -> 'ought to'"),
        ("paraphrase", "While a language like C may tolerate a great deal of undefined behavior, Python should keep its undefined behavior as small as possible.", "free rewording, keeps 'may' and 'should'"),
        ("contradiction", "Large amounts of undefined behavior may be acceptable in Python, but in a language like C it should be kept to a minimum.", "[roles] C and Python swapped"),
        ("overclaim", "PEP 653 holds that undefined behavior must be eliminated entirely from Python, even though C may accept large amounts of it.", "'kept to a minimum' -> eliminated entirely; should -> must"),
        ("added", "Large amounts of undefined behavior may be acceptable in a language like C, but in Python it should be kept to a minimum because Python programmers expect errors to be reported as exceptions.", "added cause: programmers expect exceptions"),
    ]),
    ("In fact, implementations are encouraged to make these assumptions, as it is likely to result in significantly better performance.", [
        ("reworded", "Implementations are in fact encouraged to make these assumptions, since doing so is likely to result in significantly better performance.", "as -> since, word order"),
        ("paraphrase", "Implementations are actually urged to rely on these assumptions, because that will probably yield significantly better performance.", "free rewording, likely -> probably"),
        ("contradiction", "In fact, implementations are discouraged from making these assumptions about pattern matching.", "[direction] encouraged -> discouraged"),
        ("overclaim", "Implementations are required to make these assumptions, because doing so is guaranteed to result in significantly better performance.", "encouraged -> required; likely -> guaranteed"),
        ("added", "In fact, implementations are encouraged to make these assumptions, as it is likely to result in significantly better performance, roughly doubling the speed of match statements.", "added figure: doubles match speed"),
    ]),
    ("Performance should be comparable to the implementation of :pep:`634` (at time of writing) by the release of 3.10.", [
        ("reworded", "By the release of 3.10, performance should be comparable to the PEP 634 implementation as it stood at the time of writing.", "reordered, markup dropped"),
        ("paraphrase", "By the time 3.10 is released, the new semantics are expected to perform about as well as the PEP 634 implementation did when this was written.", "free rewording, 'should' -> 'expected to'"),
        ("contradiction", "Performance is expected to become comparable to the PEP 634 implementation only with the 3.11 release, not by 3.10.", "[number] 3.10 -> 3.11"),
        ("overclaim", "Performance is guaranteed to match the implementation of PEP 634 by the release of 3.10.", "'should be comparable' -> guaranteed to match"),
        ("added", "Performance should be comparable to the PEP 634 implementation by the release of 3.10, as measured by the pyperformance benchmark suite.", "added detail: pyperformance benchmark"),
    ]),
    ("Using a single value has a small advantage in terms of performance,\nbut is likely to result in unintended changes to container matching when overriding class matching behavior, and vice versa.", [
        ("reworded", "A single combined value offers a small performance advantage, but it is likely to cause unintended changes to container matching when class matching behavior is overridden, and vice versa.", "synonyms, passive for 'overriding'"),
        ("paraphrase", "Merging the two attributes into one value would be slightly faster, yet it would probably lead to accidental changes in container matching whenever class matching is overridden, and the reverse.", "free rewording, 'likely' -> 'probably'"),
        ("contradiction", "Using a single value has a small performance cost, and it is likely to result in unintended changes to container matching when overriding class matching behavior, and vice versa.", "[direction] performance advantage -> cost"),
        ("overclaim", "Using a single value has a small performance advantage, but it always results in unintended changes to container matching when class matching behavior is overridden, and vice versa.", "'is likely to' -> always"),
        ("added", "Using a single value has a small advantage in terms of performance and memory use, but is likely to result in unintended changes to container matching when overriding class matching behavior, and vice versa.", "added 'and memory use'"),
    ]),
]
