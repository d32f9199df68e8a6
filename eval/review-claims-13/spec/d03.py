DOC = "python-peps/pep-0578.rst"
TITLE = "PEP 578"
HEADING = "PEP 578: Python runtime audit hooks"
S = [
    ("For CPython, hooks added from C are global, while hooks added from Python are only for the current interpreter.", [
        ("reworded", "In CPython, hooks added from C are global, whereas hooks added from Python apply only to the current interpreter.", "'For' -> 'In', 'while' -> 'whereas'"),
        ("paraphrase", "On CPython a hook registered from C applies globally, but a hook registered from Python code is limited to the current interpreter.", "free rewording"),
        ("contradiction", "For CPython, hooks added from Python are global, while hooks added from C are only for the current interpreter.", "[roles] C and Python swapped"),
        ("overclaim", "In every Python implementation, hooks added from C are global while hooks added from Python apply only to the current interpreter.", "dropped 'For CPython' scope; all implementations"),
        ("added", "For CPython, hooks added from C are global, while hooks added from Python are only for the current interpreter because they are stored on the interpreter state object.", "added mechanism: stored on interpreter state"),
    ]),
    ("When an event is audited but no hooks have been set, the ``audit()``\nfunction should impose minimal overhead.", [
        ("reworded", "The audit() function should impose minimal overhead when an event is audited but no hooks have been set.", "clauses reordered, markup dropped"),
        ("paraphrase", "If no hook has been registered, auditing an event through audit() ought to cost very little.", "free rewording"),
        ("contradiction", "When an event is audited but no hooks have been set, the audit() function is expected to impose substantial overhead.", "[direction] minimal -> substantial overhead"),
        ("overclaim", "When an event is audited but no hooks have been set, the audit() function imposes no overhead at all.", "'should impose minimal' -> no overhead at all"),
        ("added", "When an event is audited but no hooks have been set, the audit() function should impose minimal overhead, typically under one microsecond per call.", "added figure: under one microsecond"),
    ]),
    ("Analysis using the Python Performance Benchmark Suite [1]_ shows no\nsignificant impact, with the vast majority of benchmarks showing\nbetween 1.05x faster to 1.05x slower.", [
        ("reworded", "An analysis with the Python Performance Benchmark Suite shows no significant impact, with the vast majority of benchmarks falling between 1.05x faster and 1.05x slower.", "synonyms, reference marker dropped"),
        ("paraphrase", "Running the Python Performance Benchmark Suite revealed no meaningful performance effect, since nearly all benchmarks landed somewhere between 1.05x faster and 1.05x slower.", "free rewording, 'vast majority' -> 'nearly all'"),
        ("contradiction", "Analysis using the Python Performance Benchmark Suite shows no significant impact, with the vast majority of benchmarks showing between 1.5x faster and 1.5x slower.", "[number] 1.05x -> 1.5x"),
        ("overclaim", "Analysis using the Python Performance Benchmark Suite shows no significant impact, with every single benchmark falling between 1.05x faster and 1.05x slower.", "'vast majority' -> every benchmark"),
        ("added", "Analysis using the Python Performance Benchmark Suite on both Linux and Windows shows no significant impact, with the vast majority of benchmarks between 1.05x faster and 1.05x slower.", "added platforms: Linux and Windows"),
    ]),
    ("Particularly for intrusion scenarios, detection is significantly more\nimportant than early prevention (as early prevention will generally\ndrive attackers to use an alternate, less-detectable, approach).", [
        ("reworded", "Detection is significantly more important than early prevention, particularly for intrusion scenarios, since early prevention will generally drive attackers to an alternate, less-detectable approach.", "reordered, parenthesis turned into clause"),
        ("paraphrase", "Especially where intrusions are concerned, spotting an attack matters much more than stopping it early, because early blocking generally pushes attackers toward other approaches that are harder to detect.", "free rewording, keeps 'generally'"),
        ("contradiction", "Particularly for intrusion scenarios, early prevention is significantly more important than detection.", "[roles] detection and early prevention swapped"),
        ("overclaim", "In every security scenario, detection is more important than early prevention, because early prevention always drives attackers to a less-detectable approach.", "'particularly for intrusion' -> every scenario; generally -> always"),
        ("added", "Particularly for intrusion scenarios, detection is significantly more important than early prevention, since early prevention generally drives attackers to less-detectable approaches and also warns them that they have been noticed.", "added cause: warns attackers"),
    ]),
]
