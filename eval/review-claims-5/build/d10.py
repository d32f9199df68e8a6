DOC = "python-peps/pep-0625.rst"
TITLE = "PEP 625: Filename of a Source Distribution"
SENTS = [
    {
        "src": "But due to the lack of specification, the installer does not have any guarantee as to the correctness of the inferred data, and must verify it at some point by locally building the distribution metadata.",
        "reworded": ("Because of the lack of specification, the installer has no guarantee that the inferred data is correct, and must at some point verify it by building the distribution metadata locally.", "light rewording"),
        "paraphrase": ("Lacking a spec, an installer such as pip cannot trust the name and version it infers from an sdist filename and eventually has to confirm them by generating the metadata locally.", "free rewording; 'the inferred data' resolved to name and version"),
        "contradiction": ("Due to the lack of specification, the installer cannot trust the inferred data and verifies it by fetching metadata from the index instead of building it locally.", "[swap] locally building the metadata -> fetching it from the index instead"),
        "overclaim": ("Because of the missing specification, the name and version that installers infer from sdist filenames are usually wrong.", "'no guarantee of correctness' -> usually wrong"),
        "added": ("Without a specification, the installer must verify inferred filename data by building metadata locally, which can take minutes for projects with C extensions.", "adds a time cost for C extensions; not stated"),
    },
    {
        "src": "Code that processes sdist files MAY determine the distribution name and version\nby simply parsing the filename, and is not required to verify that information\nby generating or reading the metadata from the sdist contents.",
        "reworded": ("Code that processes sdist files MAY determine the distribution name and version just by parsing the filename, and does not have to verify them by generating or reading metadata from the sdist contents.", "light rewording"),
        "paraphrase": ("Tools consuming sdists are allowed to take the name and version straight from the filename, with no obligation to confirm them against metadata built or read from inside the archive.", "free rewording; MAY -> allowed"),
        "contradiction": ("Code that processes sdist files may parse the filename for the name and version, but is required to verify them by reading the metadata from the sdist contents.", "[direction] not required -> required"),
        "overclaim": ("Code that processes sdist files MUST determine the distribution name and version by parsing the filename alone.", "MAY -> MUST"),
        "added": ("Code that processes sdist files MAY take the name and version from the filename without verification, a behaviour pip adopted in version 21.0.", "adds a pip version adopting it; not stated"),
    },
    {
        "src": "However, a review\nof the filenames on PyPI determined that 37% of files are obviously legacy\n(because they contain multiple or no hyphens) and of the remainder, parsing\naccording to this PEP gives the correct answer in all but 0.004% of cases.",
        "reworded": ("A review of PyPI filenames found that 37% of files are obviously legacy because they contain multiple or no hyphens, and that for the rest, parsing according to PEP 625 is correct in all but 0.004% of cases.", "light rewording; 'this PEP' -> PEP 625"),
        "paraphrase": ("Surveying PyPI showed 37% of filenames to be plainly legacy, having several hyphens or none, while for the remaining files PEP 625's parsing goes wrong only 0.004% of the time.", "free rewording; numbers kept"),
        "contradiction": ("A review of PyPI filenames found 37% of files obviously legacy, and for the remainder parsing according to PEP 625 gave a wrong answer in 0.4% of cases.", "[number] 0.004% -> 0.4%"),
        "overclaim": ("A review of PyPI filenames showed that parsing according to PEP 625 always gives the correct answer for files that are not obviously legacy.", "all but 0.004% -> always"),
        "added": ("A 2020 review of PyPI filenames by the PyPI administrators found 37% obviously legacy, and PEP 625 parsing failed on only 0.004% of the rest.", "adds who did the review and when; not stated"),
    },
    {
        "src": "Note that in practice, it is likely\nthat tools will create the two names using the same code, so normalisation is\nlikely to happen naturally, even if it is not explicitly required.",
        "reworded": ("In practice, tools will likely create the filename and the top-level directory name using the same code, so normalisation will likely happen naturally even if it is not explicitly required.", "'the two names' resolved from the preceding sentences"),
        "paraphrase": ("Because tools will probably generate the sdist filename and its top-level directory name from the same code, the directory name is likely to end up normalised anyway, even without an explicit rule.", "free rewording; both 'likely's kept"),
        "contradiction": ("In practice, normalisation of the top-level directory name is unlikely to happen naturally unless it is explicitly required.", "[negation] likely to happen naturally -> unlikely unless required"),
        "overclaim": ("Because tools use the same code for both names, the top-level directory name will always be normalised.", "both 'likely' hedges dropped"),
        "added": ("Tools will likely create both names with the same code, so normalisation happens naturally, as setuptools and flit already do.", "adds named tools that already do this; not stated"),
    },
]
