DOC = "python-peps/pep-0438.rst"
TITLE = "PEP 438"
HEADING = "PEP 438: Transitioning to release-file hosting on PyPI"
S = [
    ("Today, most packages indexed on PyPI host their release files on PyPI.", [
        ("reworded", "Most packages indexed on PyPI today host their release files on PyPI itself.", "word order, 'itself' added for emphasis only"),
        ("paraphrase", "At present, the majority of the packages that PyPI indexes keep their release files on PyPI.", "free rewording"),
        ("contradiction", "Today, only a minority of packages indexed on PyPI host their release files on PyPI.", "[direction] most -> a minority"),
        ("overclaim", "Today, most packages indexed on PyPI host their release files exclusively on PyPI, with no copies anywhere else.", "added 'exclusively'"),
        ("added", "Today, most packages indexed on PyPI host their release files on PyPI, largely because PyPI hosting costs maintainers nothing.", "added cause: free hosting"),
    ]),
    ("Any remaining errors or\nproblems are expected to only relate to installation of individual\npackages and can be easily corrected by package maintainers or PyPI\nadmins if maintainers are not reachable.", [
        ("reworded", "Any remaining errors or problems are expected to relate only to the installation of individual packages, and package maintainers, or PyPI admins if maintainers are not reachable, can easily correct them.", "word order, passive -> active"),
        ("paraphrase", "Whatever problems remain should only affect installing individual packages, and they can be fixed easily by the package maintainers, or by PyPI admins when maintainers cannot be reached.", "free rewording, keeps 'expected' as 'should'"),
        ("contradiction", "Any remaining errors are expected to only relate to installation of individual packages and can be easily corrected by PyPI admins, or by package maintainers if the admins are not reachable.", "[roles] maintainers and PyPI admins swapped"),
        ("overclaim", "Any remaining errors or problems are guaranteed to relate only to installation of individual packages and will always be corrected by package maintainers or PyPI admins.", "expected -> guaranteed; can -> will always; dropped reachability condition"),
        ("added", "Any remaining errors or problems are expected to only relate to installation of individual packages and can be easily corrected within a day by package maintainers, or by PyPI admins if maintainers are not reachable.", "added 'within a day'"),
    ]),
    ("Installation tools MAY evolve to offer\nan option to use the new rel-attribution to crawl external pages but\nMUST NOT default to it.", [
        ("reworded", "Installation tools MAY evolve to offer an option that uses the new rel-attribution to crawl external pages, but they MUST NOT make it the default.", "'default to it' -> 'make it the default'"),
        ("paraphrase", "Installers are allowed to add an option for crawling external pages through the new rel attributes, though such crawling must never be their default behavior.", "free rewording"),
        ("contradiction", "Installation tools may evolve to offer an option to use the new rel-attribution to crawl external pages, and they are permitted to make it the default.", "[negation] MUST NOT default -> permitted to default"),
        ("overclaim", "Installation tools must offer an option to use the new rel-attribution to crawl external pages, but must not default to it.", "MAY -> must"),
        ("added", "Installation tools MAY evolve to offer an option to use the new rel-attribution to crawl external pages but MUST NOT default to it, and pip plans to add such an option in its next release.", "added pip release plan"),
    ]),
    ("For the second transition phase, maintainers of installation tools are\nasked to release two updates.", [
        ("reworded", "Maintainers of installation tools are asked to release two updates for the second transition phase.", "word order"),
        ("paraphrase", "In the second transition phase, the people who maintain installers are requested to ship two updates.", "free rewording"),
        ("contradiction", "For the second transition phase, maintainers of installation tools are asked to release three updates.", "[number] two -> three updates"),
        ("overclaim", "For the second transition phase, maintainers of installation tools are required to release two updates.", "asked -> required"),
        ("added", "For the second transition phase, maintainers of installation tools are asked to release two updates spaced at least six months apart.", "added timing: six months apart"),
    ]),
]
