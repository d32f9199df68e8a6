DOC = "python-peps/pep-0598.rst"
TITLE = "PEP 598"
HEADING = "PEP 598: Introducing incremental feature releases"
S = [
    ("For governance purposes, baseline feature releases are the only releases that\nwould qualify as a \"feature release\" in the :pep:`13` sense (incremental feature\nreleases wouldn't count).", [
        ("reworded", "For governance purposes, only baseline feature releases would qualify as a feature release in the PEP 13 sense, and incremental feature releases would not count.", "restructured, markup and quotes dropped"),
        ("paraphrase", "When it comes to governance, only baseline feature releases would be treated as feature releases under PEP 13, while incremental ones would not be counted.", "free rewording"),
        ("contradiction", "For governance purposes, incremental feature releases are the only releases that would qualify as a feature release in the PEP 13 sense, while baseline feature releases would not count.", "[roles] baseline and incremental swapped"),
        ("overclaim", "PEP 13 has now been officially amended so that baseline feature releases are the only releases that count as feature releases for governance purposes.", "proposal ('would') turned into an adopted, amended rule"),
        ("added", "For governance purposes, baseline feature releases are the only releases that would qualify as a feature release in the PEP 13 sense, so only they would trigger a new Steering Council election.", "added consequence: Steering Council election"),
    ]),
    ("Similarly, Python libraries and applications are often only tested against\nthe latest version in a release series, and this is usually sufficient to keep\ncode working on earlier releases in that same series.", [
        ("reworded", "Python libraries and applications are likewise often tested only against the latest version in a release series, and this is usually enough to keep code working on earlier releases in the same series.", "synonyms, word order"),
        ("paraphrase", "Libraries and applications frequently test just the newest version of a release series, and that typically suffices to keep them working on the series' earlier releases.", "free rewording, keeps often/usually"),
        ("contradiction", "Python libraries and applications are often only tested against the latest version in a release series, but this is usually not sufficient to keep code working on earlier releases in that series.", "[negation] 'usually sufficient' -> 'usually not sufficient'"),
        ("overclaim", "Python libraries and applications are always tested only against the latest version in a release series, and this is always sufficient to keep code working on earlier releases in that series.", "often/usually -> always"),
        ("added", "Python libraries and applications are often only tested against the latest version in a release series, mainly to save CI time, and this is usually sufficient to keep code working on earlier releases in that series.", "added cause: saving CI time"),
    ]),
    ("Actual release dates may be adjusted up to a month earlier or later at\nthe discretion of the release manager, based on release team availability, and\nthe timing of other events (e.g. PyCon US, or the annual core development\nsprints).", [
        ("reworded", "At the release manager's discretion, actual release dates may be moved up to a month earlier or later, based on release team availability and the timing of other events such as PyCon US or the annual core development sprints.", "reordered, 'adjusted' -> 'moved'"),
        ("paraphrase", "The release manager may shift real release dates by as much as one month in either direction, depending on team availability and on events like PyCon US or the yearly core sprints.", "free rewording"),
        ("contradiction", "Actual release dates may be adjusted up to three months earlier or later at the discretion of the release manager, based on release team availability and the timing of other events.", "[number] a month -> three months"),
        ("overclaim", "Actual release dates must be adjusted up to a month earlier or later whenever they clash with PyCon US or the annual core development sprints.", "may -> must; discretion turned into a rule"),
        ("added", "Actual release dates may be adjusted up to a month earlier or later at the discretion of the release manager, subject to approval by the Steering Council.", "added condition: Steering Council approval"),
    ]),
    ("This PEP proposes that feature additions be limited to 12 months after the\ninitial baseline feature release.", [
        ("reworded", "PEP 598 proposes limiting feature additions to 12 months after the initial baseline feature release.", "'This PEP' -> 'PEP 598', nominalised"),
        ("paraphrase", "Under PEP 598's proposal, new features could only be added during the 12 months that follow the initial baseline feature release.", "free rewording"),
        ("contradiction", "PEP 598 proposes that feature additions be limited to 12 months after the feature complete release.", "[swap] baseline feature release -> feature complete release"),
        ("overclaim", "PEP 598 requires every Python release series to stop accepting feature additions 12 months after its baseline feature release.", "proposes -> requires"),
        ("added", "PEP 598 proposes that feature additions be limited to 12 months after the initial baseline feature release, with any later exceptions requiring a vote of the core developers.", "added exception procedure: core developer vote"),
    ]),
]
