"""Source data for review-claims-24.

One entry per document (in draft order).  Each document has four source
sentences; each sentence is located in the raw file by a ``start`` anchor
(must occur exactly once in the file) and an ``end`` anchor (the first
occurrence at or after the start).  The rationale is the raw text from the
beginning of ``start`` to the end of ``end``, markup and line breaks kept.

Each sentence carries exactly five claims, keyed by kind:
reworded, paraphrase (label supports), contradiction (contradicts),
overclaim, added (not_supported).  Each claim is (text, note).
Contradiction notes start with the sub-kind tag.
"""

CORPUS_ROOT = "/work/shared/corpora/real-prose"

SKIPPED = {
    "path": "python-peps/pep-3108.rst",
    "why": "mostly bulleted module lists, rename tables and numbered "
           "checklists; the least ordinary running prose in the pool",
}

DOCS = [
    # ------------------------------------------------------------------ d01
    {
        "path": "python-peps/pep-0496.rst",
        "name": "PEP 496: Environment Markers",
        "sentences": [
            {
                "start": "After this PEP was initially drafted, :pep:`508`",
                "end": "including environment markers.",
                "claims": {
                    "reworded": (
                        "PEP 508 was developed and submitted after PEP 496 was first drafted, in order to fully specify the dependency declaration syntax, environment markers included.",
                        "light rewording: clause order changed, 'this PEP' named, 'initially' -> 'first'"),
                    "paraphrase": (
                        "Once PEP 496 had been drafted, PEP 508 came along to give a complete specification of how dependencies are declared, environment markers among them.",
                        "freer rewording; keeps the after-drafting order, PEP 508 and the full specification incl. markers"),
                    "contradiction": (
                        "PEP 508 was developed before PEP 496 was initially drafted, to fully specify the dependency declaration syntax including environment markers.",
                        "[direction] 'after this PEP was initially drafted' reversed to 'before'"),
                    "overclaim": (
                        "After PEP 496 was first drafted, PEP 508 was developed to fully specify every aspect of Python packaging metadata, environment markers included.",
                        "scope widened: 'the dependency declaration syntax' -> 'every aspect of Python packaging metadata'"),
                    "added": (
                        "After PEP 496 was initially drafted, PEP 508 was developed at the request of the pip maintainers to fully specify the dependency declaration syntax, including environment markers.",
                        "adds an unstated cause: developed at the request of the pip maintainers (pip is not mentioned in the document)"),
                },
            },
            {
                "start": "When 2.7.10 was released, even these extensions",
                "end": "and thus this PEP has been born.",
                "claims": {
                    "reworded": (
                        "Because they relied on simple lexical comparisons, even the proposed marker extensions became insufficient once 2.7.10 was released, which is how PEP 496 came about.",
                        "light rewording: cause moved to the front; 'these extensions' rendered as 'the proposed marker extensions'"),
                    "paraphrase": (
                        "The release of 2.7.10 exposed the limits of the marker extensions, whose simple lexical comparisons were no longer good enough, and that is what prompted PEP 496.",
                        "freer rewording; keeps 2.7.10, lexical comparisons as the cause, and the PEP as the result"),
                    "contradiction": (
                        "Even the marker extensions became insufficient when 2.7.9 was released, because of their reliance on simple lexical comparisons, and this prompted PEP 496.",
                        "[number] release 2.7.10 changed to 2.7.9"),
                    "overclaim": (
                        "When 2.7.10 was released, environment markers as a whole became unusable because of their reliance on simple lexical comparisons, and so PEP 496 was born.",
                        "strengthened and widened: 'these extensions became insufficient' -> 'environment markers as a whole became unusable'"),
                    "added": (
                        "When 2.7.10 was released, even the marker extensions became insufficient due to their reliance on simple lexical comparisons, which broke dependency installation on Debian-based systems, and so PEP 496 was born.",
                        "adds an unstated consequence (broken installs on Debian-based systems)"),
                },
            },
            {
                "start": "However, the significant differences\nbetween them may mean",
                "end": "only on Windows, for\nexample)",
                "claims": {
                    "reworded": (
                        "The significant differences between operating systems may mean that particular dependencies are needed only on particular platforms, for example relying on pywin32 only on Windows.",
                        "light rewording: 'them' made explicit, parenthesis turned into an appositive, markup dropped"),
                    "paraphrase": (
                        "Because operating systems differ substantially, some dependencies might be required on certain platforms only, with pywin32 being needed just on Windows as an example.",
                        "freer rewording; keeps the hedge (may -> might) and the pywin32/Windows example"),
                    "contradiction": (
                        "The significant differences between operating systems may mean that particular dependencies are only needed on particular platforms, such as relying on pywin32 only on macOS.",
                        "[entity] platform of the pywin32 example swapped: Windows -> macOS"),
                    "overclaim": (
                        "The significant differences between operating systems mean that most dependencies are only needed on particular platforms, as with pywin32 on Windows.",
                        "hedge 'may' removed and 'particular dependencies' widened to 'most dependencies'"),
                    "added": (
                        "The differences between operating systems may mean that particular dependencies are only needed on particular platforms, such as pywin32 on Windows or pyobjc on macOS.",
                        "adds an unstated list item: pyobjc on macOS"),
                },
            },
            {
                "start": "If a particular string value is not available (such as",
                "end": "equivalent to the empty string.",
                "claims": {
                    "reworded": (
                        "When a particular string value is unavailable, as sys.implementation.name is in Python versions before 3.3, the matching marker variable must be treated as equivalent to the empty string.",
                        "light rewording: synonyms (unavailable, before, treated as), markup dropped"),
                    "paraphrase": (
                        "A string marker variable whose underlying value can't be obtained, for instance sys.implementation.name on Python older than 3.3, has to be regarded as the empty string.",
                        "freer rewording; keeps the condition, the <3.3 example and the MUST"),
                    "contradiction": (
                        "If a particular string value is not available, such as sys.implementation.name before Python 3.3, the corresponding marker variable must be considered equivalent to 0.",
                        "[entity] the substitute value swapped: the empty string -> 0 (the document's rule for unavailable version numbers)"),
                    "overclaim": (
                        "In Python versions prior to 3.3, every string marker variable must be treated as equivalent to the empty string.",
                        "scope widened: the rule for an unavailable value (one example) turned into a rule for all string markers before 3.3"),
                    "added": (
                        "If a particular string value is not available, such as sys.implementation.name before Python 3.3, the marker variable must be considered equivalent to the empty string so that marker evaluation never raises an exception.",
                        "adds an unstated purpose: so that marker evaluation never raises an exception"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d02
    {
        "path": "python-peps/pep-0605.rst",
        "name": "PEP 605: A rolling feature release stream for CPython",
        "sentences": [
            {
                "start": "The potential alpha/beta alternation",
                "end": "deemed too\nlong.",
                "claims": {
                    "reworded": (
                        "The two-year cadence between releases was judged too long, and the potential alternation between alpha and beta releases was judged too confusing.",
                        "light rewording: the two clauses swapped, 'deemed' -> 'judged'"),
                    "paraphrase": (
                        "The possible mixing of alpha and beta releases was considered too confusing, and a two-year gap between releases was considered excessive.",
                        "freer rewording; both reasons and the two-year figure kept"),
                    "contradiction": (
                        "The potential alpha/beta alternation was deemed too confusing, and the proposed 18-month cadence between releases was deemed too long.",
                        "[number] 'two year cadence' changed to '18-month cadence'"),
                    "overclaim": (
                        "Everyone who reviewed PEP 605 unanimously found the alpha/beta alternation too confusing and the two-year cadence too long.",
                        "scope/strength widened: unstated unanimity of all reviewers"),
                    "added": (
                        "The potential alpha/beta alternation was deemed too confusing, and the two-year cadence between releases was deemed too long because it would delay security fixes.",
                        "adds an unstated cause: delaying security fixes"),
                },
            },
            {
                "start": "Under this proposal, Python 3.9.0a1 would be released in December 2019",
                "end": "release in October 2019.",
                "claims": {
                    "reworded": (
                        "Under the PEP 605 proposal, Python 3.9.0a1 would come out in December 2019, two months after the 3.8.0 baseline feature release of October 2019.",
                        "light rewording: 'be released' -> 'come out', 'this proposal' named"),
                    "paraphrase": (
                        "The proposal schedules Python 3.9.0a1 for December 2019, which is two months on from the October 2019 baseline feature release of Python 3.8.0.",
                        "freer rewording; keeps the conditional framing, both dates and the two-month gap"),
                    "contradiction": (
                        "Under this proposal, Python 3.9.0a1 would be released in January 2020, three months after the Python 3.8.0 baseline feature release in October 2019.",
                        "[number] release month and gap changed: December 2019 / two months -> January 2020 / three months"),
                    "overclaim": (
                        "Python 3.9.0a1 will be released in December 2019, two months after the October 2019 release of Python 3.8.0.",
                        "condition dropped: 'under this proposal ... would be' turned into an unconditional 'will be' (the PEP was rejected)"),
                    "added": (
                        "Under this proposal, Python 3.9.0a1 would be released in December 2019, two months after the October 2019 release of Python 3.8.0, and would be the first CPython release built entirely on GitHub Actions.",
                        "adds an unstated detail: built entirely on GitHub Actions"),
                },
            },
            {
                "start": "The pre-freeze phase would typically be expected to start",
                "end": "preceding stable X.Y.0 release.",
                "claims": {
                    "reworded": (
                        "The pre-freeze phase would typically be expected to begin two months after the previous stable X.Y.0 release.",
                        "light rewording: start -> begin, 2 -> two, preceding -> previous"),
                    "paraphrase": (
                        "As a rule, the pre-freeze phase is expected to kick off two months following the preceding stable X.Y.0 release.",
                        "freer rewording; hedge 'typically' kept as 'as a rule', two months kept"),
                    "contradiction": (
                        "The pre-freeze phase would typically be expected to start 2 months before the preceding stable X.Y.0 release.",
                        "[direction] 'after' reversed to 'before'"),
                    "overclaim": (
                        "The pre-freeze phase would always start exactly two months after the preceding stable X.Y.0 release.",
                        "hedge 'typically be expected' removed; 'always ... exactly' added"),
                    "added": (
                        "The pre-freeze phase would typically be expected to start 2 months after the preceding stable X.Y.0 release, giving core developers time to recover from the release crunch.",
                        "adds an unstated purpose: time to recover from the release crunch"),
                },
            },
            {
                "start": "Actual release dates may be scheduled up to a month earlier or later",
                "end": "annual core developer\nsprints).",
                "claims": {
                    "reworded": (
                        "At the release manager's discretion, actual release dates may be scheduled up to a month earlier or later, depending on release team availability and the timing of other events such as PyCon US or the annual core developer sprints.",
                        "light rewording: discretion clause moved to the front, 'based on' -> 'depending on'"),
                    "paraphrase": (
                        "The release manager may shift real release dates by as much as a month in either direction, taking into account how available the release team is and when events like PyCon US or the yearly core sprints fall.",
                        "freer rewording; keeps 'may', 'up to a month', both factors and both example events"),
                    "contradiction": (
                        "Actual release dates may be scheduled up to a month earlier or later at the discretion of the Steering Council, based on release team availability and events such as PyCon US or the core developer sprints.",
                        "[entity] whose discretion: release manager -> Steering Council"),
                    "overclaim": (
                        "The release manager may move actual release dates by up to a month, and must always reschedule them around PyCon US and the annual core developer sprints.",
                        "a consideration turned into a requirement: 'must always reschedule around' those events"),
                    "added": (
                        "Actual release dates may be scheduled up to a month earlier or later at the release manager's discretion, based on release team availability, events such as PyCon US, and major holidays such as Christmas.",
                        "adds an unstated list item: major holidays such as Christmas"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d03
    {
        "path": "python-peps/pep-0349.rst",
        "name": "PEP 349: Allow str() to return unicode strings",
        "sentences": [
            {
                "start": "The C function\n``PyObject_Str()`` would remain unchanged",
                "end": "would be added instead.",
                "claims": {
                    "reworded": (
                        "PyObject_Str() in the C API would stay unchanged, and a PyString_New() function would be added instead.",
                        "light rewording: 'remain' -> 'stay', markup dropped"),
                    "paraphrase": (
                        "Rather than altering the C function PyObject_Str(), the proposal would leave it alone and introduce a new function called PyString_New().",
                        "freer rewording; same two facts"),
                    "contradiction": (
                        "The C function PyString_New() would remain unchanged, and the function PyObject_Str() would be added instead.",
                        "[roles] the unchanged function and the added function swapped"),
                    "overclaim": (
                        "The C function PyObject_Str() would be guaranteed to stay unchanged in all future Python versions, with PyString_New() added instead.",
                        "scope widened in time: 'would remain unchanged' -> guaranteed unchanged in all future versions"),
                    "added": (
                        "PyObject_Str() would remain unchanged, while a new PyString_New() function would be added and documented as the preferred way for new extension code to get a string representation.",
                        "adds an unstated detail: documented as the preferred way for new extension code"),
                },
            },
            {
                "start": "A more realistic strategy is to",
                "end": "all-str environment\nbehaviour.",
                "claims": {
                    "reworded": (
                        "A more realistic strategy is to make the libraries capable of operating on unicode strings one at a time, while keeping their current behaviour in an all-str environment.",
                        "light rewording: 'individually' -> 'one at a time', 'preserving' -> 'keeping'"),
                    "paraphrase": (
                        "It is more practical to adapt each library separately so it can handle unicode strings, without changing how it behaves when everything is str.",
                        "freer rewording; keeps comparative 'more realistic/practical', per-library approach and preservation of all-str behaviour"),
                    "contradiction": (
                        "A more realistic strategy is to make the libraries unicode-capable one by one without preserving their current all-str environment behaviour.",
                        "[negation] 'while preserving' turned into 'without preserving'"),
                    "overclaim": (
                        "The only workable strategy is to make the libraries capable of operating on unicode strings individually while preserving their all-str behaviour.",
                        "comparative 'more realistic' strengthened to 'the only workable'"),
                    "added": (
                        "A more realistic strategy is to individually make the libraries capable of operating on unicode strings while preserving their all-str behaviour, starting with the most widely used modules such as the email package.",
                        "adds an unstated ordering detail: start with the most widely used modules, e.g. email"),
                },
            },
            {
                "start": "In the\nstandard library, only one such case has been found so far.",
                "end": "only one such case has been found so far.",
                "claims": {
                    "reworded": (
                        "So far only one case has been found in the standard library of code that needs str() to return a str instance.",
                        "light rewording; 'such case' spelled out from the preceding sentence"),
                    "paraphrase": (
                        "To date, the standard library has turned up just a single place that depends on str() returning a str instance.",
                        "freer rewording; keeps 'so far' (to date) and 'one'"),
                    "contradiction": (
                        "So far, two cases have been found in the standard library where code requires str() to return a str instance.",
                        "[number] one case -> two cases"),
                    "overclaim": (
                        "The standard library contains only one piece of code that requires str() to return a str instance.",
                        "hedge 'so far' (has been found) removed: presented as the definitive count"),
                    "added": (
                        "Only one standard library case requiring str() to return a str instance has been found so far, and it was discovered by running the full regression test suite.",
                        "adds an unstated detail: how it was discovered"),
                },
            },
            {
                "start": "However, since the compatibility problems are expected to",
                "end": "seems preferable to adding a new built-in.",
                "claims": {
                    "reworded": (
                        "Because compatibility problems are expected to be rare, changing str() seems preferable to adding a new built-in.",
                        "light rewording; 'since' -> 'because', document typo 'expected to rare' read as 'expected to be rare'"),
                    "paraphrase": (
                        "Given that few compatibility problems are anticipated, modifying str() looks like a better option than introducing another built-in function.",
                        "freer rewording; keeps both hedges (expected, seems)"),
                    "contradiction": (
                        "Since compatibility problems are expected to be rare, adding a new built-in seems preferable to changing str().",
                        "[direction] the preference reversed"),
                    "overclaim": (
                        "Since compatibility problems will be rare, changing str() is clearly better than adding a new built-in.",
                        "hedges removed: 'are expected to' -> 'will', 'seems preferable' -> 'is clearly better'"),
                    "added": (
                        "Since compatibility problems are expected to be rare, changing str() seems preferable to adding a new built-in, which would also have to be taught to every Python user.",
                        "adds an unstated reason against a new built-in (teaching burden)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d04
    {
        "path": "python-peps/pep-0273.rst",
        "name": "PEP 273: Import Modules from Zip Archives",
        "sentences": [
            {
                "start": "Zip imports were added to Python 2.3, but the final implementation",
                "end": "from the one described in this PEP.",
                "claims": {
                    "reworded": (
                        "Zip imports were added in Python 2.3, although the final implementation takes a different approach from the one PEP 273 describes.",
                        "light rewording: 'but' -> 'although', 'this PEP' named"),
                    "paraphrase": (
                        "Python 2.3 gained zip imports, yet the way they were ultimately implemented departs from the approach laid out in PEP 273.",
                        "freer rewording; same version and same contrast"),
                    "contradiction": (
                        "Zip imports were added to Python 2.2, but the final implementation uses an approach different from the one described in PEP 273.",
                        "[number] Python 2.3 -> 2.2"),
                    "overclaim": (
                        "Zip imports were added to Python 2.3, but the final implementation takes a different approach and shares no code at all with the patch written for PEP 273.",
                        "strengthened: 'a different approach' -> 'shares no code at all' with the PEP's patch"),
                    "added": (
                        "Zip imports were added to Python 2.3, though the final implementation takes a different approach from PEP 273 because Guido van Rossum preferred a general import hook mechanism.",
                        "adds an unstated cause and person (Guido van Rossum's preference)"),
                },
            },
            {
                "start": "They are operating system dependent, and probably can't be loaded",
                "end": "except from a file.",
                "claims": {
                    "reworded": (
                        "Dynamic modules are operating-system dependent and probably cannot be loaded except from a file.",
                        "light rewording; 'they' spelled out as dynamic modules (previous sentence)"),
                    "paraphrase": (
                        "Because they depend on the operating system, dynamic modules most likely can only be loaded from a file.",
                        "freer rewording; hedge kept ('most likely')"),
                    "contradiction": (
                        "Dynamic modules are not operating-system dependent, though they probably can't be loaded except from a file.",
                        "[negation] 'are operating system dependent' negated"),
                    "overclaim": (
                        "Dynamic modules are operating-system dependent and can never be loaded except from a file.",
                        "hedge 'probably' removed, 'never' added"),
                    "added": (
                        "Dynamic modules are operating-system dependent and probably can't be loaded except from a file, because the platform loader's dlopen() call needs a real filesystem path.",
                        "adds an unstated mechanism (dlopen needing a filesystem path)"),
                },
            },
            {
                "start": "Import of\ncompressed files will fail with a message",
                "end": "``zlib`` is available.",
                "claims": {
                    "reworded": (
                        "Unless zlib is available, importing compressed files will fail with the message \"missing zlib\".",
                        "light rewording: condition moved to the front, markup dropped"),
                    "paraphrase": (
                        "If zlib can't be found, any attempt to import a compressed file fails, reporting \"missing zlib\".",
                        "freer rewording; same condition and message"),
                    "contradiction": (
                        "If zlib is not available, compressed files can still be imported, with a \"missing zlib\" message printed only as a warning.",
                        "[negation] 'will fail' turned into 'can still be imported'"),
                    "overclaim": (
                        "Any import from a zip archive will fail with a \"missing zlib\" message unless zlib is available.",
                        "scope widened: compressed files -> any import from a zip archive"),
                    "added": (
                        "Import of compressed files will fail with a \"missing zlib\" message unless zlib is available, which is why zlib must be built into the interpreter as a static module.",
                        "adds an unstated consequence: zlib must be built as a static module"),
                },
            },
            {
                "start": "For each item in\n``sys.path`` that is not a zip archive",
                "end": "add\nthe directory contents to the dictionary.",
                "claims": {
                    "reworded": (
                        "For every sys.path item that is not a zip archive, os.listdir is called and the directory's contents are added to the dictionary.",
                        "light rewording: active -> passive, markup dropped"),
                    "paraphrase": (
                        "Non-zip entries on sys.path are each listed with os.listdir, and whatever they contain gets recorded in the dictionary.",
                        "freer rewording; same condition and actions"),
                    "contradiction": (
                        "os.listdir is called only for the zip archives in sys.path, and their contents are added to the dictionary; ordinary directories are left out.",
                        "[roles] zip archives and non-zip directories swapped"),
                    "overclaim": (
                        "For each item in sys.path that is not a zip archive, os.listdir is called and the full contents of that directory and all of its subdirectories are added to the dictionary.",
                        "scope widened: directory contents -> recursive listing of all subdirectories"),
                    "added": (
                        "For each non-zip item in sys.path, os.listdir is called and the directory contents are added to the dictionary, which is rebuilt whenever sys.path changes.",
                        "adds an unstated behaviour: rebuilt whenever sys.path changes"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d05
    {
        "path": "python-peps/pep-0754.rst",
        "name": "PEP 754: IEEE 754 Floating Point Special Values",
        "sentences": [
            {
                "start": "After sitting open for four years",
                "end": "sufficient community interest.",
                "claims": {
                    "reworded": (
                        "PEP 754 failed to generate enough community interest after sitting open for four years.",
                        "light rewording: clause order, 'it' named, 'sufficient' -> 'enough'"),
                    "paraphrase": (
                        "Having remained open for four years, the PEP never attracted sufficient interest from the community.",
                        "freer rewording; four years and 'sufficient' kept"),
                    "contradiction": (
                        "After sitting open for two years, PEP 754 failed to generate sufficient community interest.",
                        "[number] four years -> two years"),
                    "overclaim": (
                        "After sitting open for four years, PEP 754 had generated no community interest at all.",
                        "strengthened: 'sufficient interest' -> 'no interest at all'"),
                    "added": (
                        "After four years open, PEP 754 failed to generate sufficient community interest, largely because NumPy already offered the same constants.",
                        "adds an unstated cause (NumPy already offering the constants)"),
                },
            },
            {
                "start": "However the ``eval(repr(float('inf')))``",
                "end": "unless you define inf and nan yourself",
                "claims": {
                    "reworded": (
                        "The eval(repr(float('inf'))) roundtrip is still unsupported unless you define inf and nan yourself.",
                        "light rewording: 'not supported' -> 'unsupported', markup dropped"),
                    "paraphrase": (
                        "Unless a programmer defines inf and nan on their own, evaluating the repr of float('inf') still won't round-trip.",
                        "freer rewording; keeps the exception condition"),
                    "contradiction": (
                        "The eval(repr(float('inf'))) roundtrip now works even if you do not define inf and nan yourself.",
                        "[negation] 'still not supported unless' -> 'now works even if not'"),
                    "overclaim": (
                        "No repr of a float special value can be round-tripped through eval() unless you define inf and nan yourself.",
                        "scope widened: the float('inf') case generalised to every float special value"),
                    "added": (
                        "The eval(repr(float('inf'))) roundtrip is still not supported unless you define inf and nan yourself, because repr produces a bare name rather than a float literal.",
                        "adds an unstated explanation of why the roundtrip fails"),
                },
            },
            {
                "start": "Most modern CPUs implement the\nIEEE 754 standard",
                "end": "processor series.",
                "claims": {
                    "reworded": (
                        "The IEEE 754 standard is implemented by most modern CPUs, among them the (Ultra)SPARC, PowerPC and x86 processor series.",
                        "light rewording: active -> passive, 'including' -> 'among them'"),
                    "paraphrase": (
                        "The majority of current processors, such as the x86, PowerPC and (Ultra)SPARC families, follow the IEEE 754 standard.",
                        "freer rewording; 'most' kept as 'the majority'"),
                    "contradiction": (
                        "Only a few modern CPUs implement the IEEE 754 standard, among them the (Ultra)SPARC, PowerPC and x86 processor series.",
                        "[direction] quantity reversed: 'most' -> 'only a few'"),
                    "overclaim": (
                        "All modern CPUs implement the IEEE 754 standard, including the (Ultra)SPARC, PowerPC and x86 series.",
                        "'most' -> 'all'"),
                    "added": (
                        "Most modern CPUs implement IEEE 754, including the (Ultra)SPARC, PowerPC and x86 processor series as well as the DEC Alpha.",
                        "adds an unstated list item: DEC Alpha"),
                },
            },
            {
                "start": "The\ncurrent implementation is pure Python, but some efficiency",
                "end": "translating the core routines into C.",
                "claims": {
                    "reworded": (
                        "The current implementation is written in pure Python, though translating the core routines into C could gain some efficiency.",
                        "light rewording: 'but' -> 'though', passive rephrase of the second clause"),
                    "paraphrase": (
                        "Right now the fpconst code is entirely Python; moving its core routines to C might make it somewhat more efficient.",
                        "freer rewording; hedge (could -> might) and 'some' (somewhat) kept"),
                    "contradiction": (
                        "The current implementation is written in C, but some efficiency could be gained by translating the core routines into pure Python.",
                        "[roles] the languages swapped: Python and C"),
                    "overclaim": (
                        "The current implementation is pure Python, and translating its core routines into C would make it dramatically faster.",
                        "hedge and degree strengthened: 'some efficiency could be gained' -> 'would make it dramatically faster'"),
                    "added": (
                        "The current implementation is pure Python, but some efficiency could be gained by translating the core routines into C, which is planned for the Python 2.4 release.",
                        "adds an unstated plan (C translation planned for 2.4)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d06
    {
        "path": "python-peps/pep-0678.rst",
        "name": "PEP 678: Enriching Exceptions with Notes",
        "sentences": [
            {
                "start": "Use cases have been\nidentified in the standard library",
                "end": "common code patterns with retries.",
                "claims": {
                    "reworded": (
                        "Use cases have been found in the standard library, in the Hypothesis and cattrs packages, and in common code patterns involving retries.",
                        "light rewording: 'identified' -> 'found', 'with' -> 'involving'"),
                    "paraphrase": (
                        "The identified use cases come from the standard library, from the Hypothesis and cattrs packages, and from typical retry-based code.",
                        "freer rewording; the same three sources"),
                    "contradiction": (
                        "No use cases have been identified in the standard library; they come only from the Hypothesis and cattrs packages and from retry patterns.",
                        "[negation] use cases in the standard library negated"),
                    "overclaim": (
                        "Use cases have been identified in the standard library, in Hypothesis and cattrs, and in every code pattern that involves retries.",
                        "'common code patterns with retries' -> 'every code pattern that involves retries'"),
                    "added": (
                        "Use cases have been identified in the standard library, the Hypothesis and cattrs packages, common retry patterns, and asyncio task groups.",
                        "adds an unstated list item: asyncio task groups"),
                },
            },
            {
                "start": "When an exception is displayed by the interpreter's builtin traceback-rendering code",
                "end": "with each note starting on a new line.",
                "claims": {
                    "reworded": (
                        "When the interpreter's builtin traceback-rendering code displays an exception, any notes it has appear immediately after the exception message, in the order they were added, each one starting on a new line.",
                        "light rewording: passive -> active, 'if there are any' folded in"),
                    "paraphrase": (
                        "The built-in traceback display prints an exception's notes, if it has any, straight after its message, one per line and in the order they were added.",
                        "freer rewording; keeps position, order and new-line rule"),
                    "contradiction": (
                        "When the builtin traceback-rendering code displays an exception, its notes appear immediately before the exception message, each starting on a new line.",
                        "[direction] notes placed 'before' instead of 'after' the exception message"),
                    "overclaim": (
                        "Whenever an exception is displayed by any tool, its notes appear immediately after the exception message, in the order they were added, each on a new line.",
                        "scope widened: the interpreter's builtin traceback code -> any tool"),
                    "added": (
                        "When the builtin traceback code displays an exception, its notes appear right after the exception message in the order they were added, each on a new line, and notes longer than the terminal width are wrapped.",
                        "adds an unstated behaviour: wrapping long notes to the terminal width"),
                },
            },
            {
                "start": "We were also unable to find any code which would be broken by the addition of",
                "end": "none of them are on a subclass of\n``BaseException``.",
                "claims": {
                    "reworded": (
                        "The authors were also unable to find any code that adding BaseException.add_note() would break: searching Google and GitHub finds several definitions of an .add_note() method, but none are on a subclass of BaseException.",
                        "light rewording: 'we' -> 'the authors', link markup dropped"),
                    "paraphrase": (
                        "Searches of Google and GitHub did turn up several .add_note() methods, yet none belonged to a BaseException subclass, so the authors found no code that the new method would break.",
                        "freer rewording; keeps 'several', 'none' and 'found no code'"),
                    "contradiction": (
                        "Searching Google and GitHub finds several definitions of an .add_note() method, two of which are on subclasses of BaseException.",
                        "[number] 'none of them' on a BaseException subclass -> 'two of which'"),
                    "overclaim": (
                        "No code anywhere would be broken by the addition of BaseException.add_note(), since no .add_note() method is defined on any BaseException subclass.",
                        "'we were unable to find' turned into a universal certainty"),
                    "added": (
                        "The authors found no code that adding BaseException.add_note() would break; searches of Google and GitHub turned up several .add_note() methods, none on a BaseException subclass and most of them in GUI toolkits.",
                        "adds an unstated detail: where those methods were found (GUI toolkits)"),
                },
            },
            {
                "start": "First, it changes the type of the exception",
                "end": "for downstream code.",
                "claims": {
                    "reworded": (
                        "First, raising a wrapper exception changes the exception's type, which is often a breaking change for downstream code.",
                        "light rewording; 'it' spelled out as raising a wrapper exception (the pattern under discussion)"),
                    "paraphrase": (
                        "One problem with wrapping is that the exception ends up with a different type, and that frequently breaks code further downstream.",
                        "freer rewording; 'often' kept as 'frequently'"),
                    "contradiction": (
                        "Raising a wrapper exception changes the exception's type, but this is rarely a breaking change for downstream code.",
                        "[direction] frequency reversed: 'often' -> 'rarely'"),
                    "overclaim": (
                        "Raising a wrapper exception changes the type of the exception, which always breaks downstream code.",
                        "'often a breaking change' -> 'always breaks'"),
                    "added": (
                        "First, raising a wrapper exception changes the exception's type, which is often a breaking change for downstream code that catches specific exception classes such as KeyError.",
                        "adds an unstated example (code catching KeyError)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d07
    {
        "path": "python-peps/pep-0006.rst",
        "name": "PEP 6: Bug Fix Releases",
        "sentences": [
            {
                "start": "This PEP is not, repeat NOT, a guarantee",
                "end": "willing to do\nthe work.",
                "claims": {
                    "reworded": (
                        "PEP 6 is not a guarantee that bug fix releases will exist; it only specifies a procedure to follow if enough of the Python community, willing to do the work, wants bug fix releases.",
                        "light rewording; emphatic 'repeat NOT' dropped"),
                    "paraphrase": (
                        "Rather than promising bug fix releases, PEP 6 merely lays out the procedure to use should enough community members who are willing to do the work want them.",
                        "freer rewording; keeps the no-guarantee point and the full condition"),
                    "contradiction": (
                        "PEP 6 guarantees that bug fix releases will exist and specifies the procedure for producing them.",
                        "[negation] 'is not a guarantee' turned into 'guarantees'"),
                    "overclaim": (
                        "PEP 6 specifies a procedure to be followed whenever any part of the Python community asks for bug fix releases.",
                        "condition dropped: 'enough of the community willing to do the work' -> 'any part of the community asks'"),
                    "added": (
                        "PEP 6 is not a guarantee of bug fix releases; it only specifies a procedure to follow if enough of the community is willing to do the work, and the PSF would fund that work.",
                        "adds an unstated detail: PSF funding"),
                },
            },
            {
                "start": "Breaking any of these prohibitions requires a BDFL proclamation",
                "end": "in the release notes).",
                "claims": {
                    "reworded": (
                        "A BDFL proclamation, together with a prominent warning in the release notes, is required to break any of these prohibitions.",
                        "light rewording: active -> passive, parenthesis folded in"),
                    "paraphrase": (
                        "None of the bug fix release prohibitions may be broken without the BDFL proclaiming it and the release notes prominently warning about it.",
                        "freer rewording; both requirements kept"),
                    "contradiction": (
                        "Breaking any of these prohibitions requires a Patch Czar proclamation and a prominent warning in the release notes.",
                        "[entity] BDFL -> Patch Czar"),
                    "overclaim": (
                        "Breaking any prohibition or not-quite-prohibition for bug fix releases requires a BDFL proclamation and a prominent warning in the release notes.",
                        "scope widened to the softer 'not-quite-prohibitions' as well"),
                    "added": (
                        "Breaking any of these prohibitions requires a BDFL proclamation, a prominent warning in the release notes, and a vote on python-dev.",
                        "adds an unstated list item: a python-dev vote"),
                },
            },
            {
                "start": "However, the BDFL and designated appointees retain veto power",
                "end": "veto power over\nindividual patches.",
                "claims": {
                    "reworded": (
                        "The BDFL and designated appointees nevertheless keep veto power over individual patches.",
                        "light rewording: 'however' -> 'nevertheless', 'retain' -> 'keep'"),
                    "paraphrase": (
                        "Even with a Patch Czar in place, veto power over individual patches stays with the BDFL and designated appointees.",
                        "freer rewording; 'however' rendered from context (Patch Czar)"),
                    "contradiction": (
                        "The Patch Czar retains veto power over individual patches, a power that the BDFL and designated appointees do not have.",
                        "[roles] veto holder swapped between the BDFL/appointees and the Patch Czar"),
                    "overclaim": (
                        "The BDFL and designated appointees retain absolute veto power over every aspect of bugfix releases.",
                        "scope widened: individual patches -> every aspect of bugfix releases"),
                    "added": (
                        "The BDFL and designated appointees retain veto power over individual patches, a power that has been used only a handful of times.",
                        "adds an unstated detail about how often the veto was used"),
                },
            },
            {
                "start": "The original\nversion suggested a single patch",
                "end": "concurrently with the N release.",
                "claims": {
                    "reworded": (
                        "The original version of the proposal suggested a single patch for the N-1 release, released at the same time as the N release.",
                        "light rewording: 'concurrently' -> 'at the same time'"),
                    "paraphrase": (
                        "At first, PEP 6 envisioned one patch release of N-1 coming out alongside release N.",
                        "freer rewording; 'single', N-1 and concurrency kept"),
                    "contradiction": (
                        "The original version suggested a single patch for the N-1 release, to be released before the N release.",
                        "[direction] 'concurrently with' changed to 'before'"),
                    "overclaim": (
                        "The original version required exactly one patch release for every N-1 release, always shipped on the same day as release N.",
                        "'suggested' -> 'required'; 'concurrently' -> 'always on the same day'"),
                    "added": (
                        "The original version suggested a single patch for the N-1 release to be released concurrently with the N release, so that users would only need to upgrade once.",
                        "adds an unstated purpose"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d08
    {
        "path": "python-peps/pep-0737.rst",
        "name": "PEP 737: C API to format a type fully qualified name",
        "sentences": [
            {
                "start": "In 2001, the function was modified",
                "end": "on the\nheap.",
                "claims": {
                    "reworded": (
                        "PyErr_Format() was changed in 2001 to allocate a dynamic buffer on the heap.",
                        "light rewording; 'the function' named (PyErr_Format, from the preceding paragraph)"),
                    "paraphrase": (
                        "A 2001 change made PyErr_Format() allocate its buffer dynamically on the heap.",
                        "freer rewording; year kept"),
                    "contradiction": (
                        "In 2011, PyErr_Format() was modified to allocate a dynamic buffer on the heap.",
                        "[number] 2001 -> 2011"),
                    "overclaim": (
                        "In 2001, all of CPython's string formatting functions were modified to allocate dynamic buffers on the heap.",
                        "scope widened: one function -> all of CPython's formatting functions"),
                    "added": (
                        "In 2001, PyErr_Format() was modified to allocate a dynamic buffer on the heap after a buffer overflow was reported.",
                        "adds an unstated cause: a reported buffer overflow"),
                },
            },
            {
                "start": "In non-trivial applications, it is likely to have two types",
                "end": "especially with\ngeneric names.",
                "claims": {
                    "reworded": (
                        "In non-trivial applications, two types with the same short name are likely to be defined in two different modules, especially when the names are generic.",
                        "light rewording: sentence restructured around the types"),
                    "paraphrase": (
                        "Non-trivial applications will probably end up with two types in different modules that share a short name, particularly if those names are generic.",
                        "freer rewording; hedge 'likely' kept as 'probably'"),
                    "contradiction": (
                        "In non-trivial applications, it is unlikely to have two types with the same short name defined in two different modules, even with generic names.",
                        "[negation] 'likely' -> 'unlikely'"),
                    "overclaim": (
                        "Every non-trivial application has two types with the same short name defined in two different modules.",
                        "hedge removed: 'it is likely' -> 'every ... has'"),
                    "added": (
                        "In non-trivial applications, two types with the same short name, such as Error or Config, are likely to be defined in two different modules.",
                        "adds unstated example names (Error, Config)"),
                },
            },
            {
                "start": "Replacing the type short name with the type fully qualified name is only\nrecommended in new C code.",
                "end": "is only\nrecommended in new C code.",
                "claims": {
                    "reworded": (
                        "Replacing a type's short name with its fully qualified name is recommended only in new C code.",
                        "light rewording"),
                    "paraphrase": (
                        "The advice to use fully qualified type names instead of short ones applies just to newly written C code.",
                        "freer rewording; 'only' kept as 'just', 'recommended' as 'advice'"),
                    "contradiction": (
                        "Replacing the type short name with the type fully qualified name is only recommended in new Python code.",
                        "[entity] new C code -> new Python code"),
                    "overclaim": (
                        "Replacing the type short name with the fully qualified name is required in all new C code.",
                        "recommendation turned into a requirement"),
                    "added": (
                        "Replacing the type short name with the fully qualified name is only recommended in new C code, and a compiler warning will flag short names in new code.",
                        "adds an unstated enforcement mechanism (compiler warning)"),
                },
            },
            {
                "start": "Having more options to format type names can lead to inconsistencies",
                "end": "make the API more error prone.",
                "claims": {
                    "reworded": (
                        "More options for formatting type names can lead to inconsistencies between different modules and can make the API more error prone.",
                        "light rewording"),
                    "paraphrase": (
                        "Offering extra ways to format type names risks inconsistent results across modules and a more error-prone API.",
                        "freer rewording; hedge 'can' kept as 'risks' for both effects"),
                    "contradiction": (
                        "Having more options to format type names would reduce inconsistencies between modules and make the API less error prone.",
                        "[direction] effects reversed: lead to -> reduce, more -> less error prone"),
                    "overclaim": (
                        "Having more options to format type names will inevitably cause inconsistencies between modules and make the API unusable.",
                        "'can lead to' -> 'will inevitably cause'; 'more error prone' -> 'unusable'"),
                    "added": (
                        "Having more options to format type names can lead to inconsistencies between modules and make the API more error prone, and it would also slow down PyUnicode_FromFormat().",
                        "adds an unstated drawback: slower PyUnicode_FromFormat()"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d09
    {
        "path": "python-peps/pep-0547.rst",
        "name": "PEP 547: Running extension modules using the -m option",
        "sentences": [
            {
                "start": "Cython -- the most important use case",
                "end": "multi-phase initialization yet.",
                "claims": {
                    "reworded": (
                        "Cython, the most important and the only explicit use case for PEP 547, is not yet ready for multi-phase initialization.",
                        "light rewording: dashes -> commas, 'this PEP' named"),
                    "paraphrase": (
                        "The PEP's main use case, and the only one named explicitly, is Cython, which can't handle multi-phase initialization yet.",
                        "freer rewording; 'yet' kept"),
                    "contradiction": (
                        "Cython, the most important use case for PEP 547, is already ready for multi-phase initialization.",
                        "[negation] 'is not ready ... yet' -> 'is already ready'"),
                    "overclaim": (
                        "Cython, the most important use case for PEP 547, is fundamentally incapable of supporting multi-phase initialization.",
                        "'not ready yet' strengthened to a permanent incapacity"),
                    "added": (
                        "Cython, the most important and only explicit use case for PEP 547, is not ready for multi-phase initialization yet, and its maintainers plan to add support in Cython 3.0.",
                        "adds an unstated plan (Cython 3.0)"),
                },
            },
            {
                "start": "The technical groundwork to make this possible has been done",
                "end": "“Possible Future Extensions” section.",
                "claims": {
                    "reworded": (
                        "The technical groundwork for this was done for PEP 489, and enabling the -m option is listed in that PEP's \"Possible Future Extensions\" section.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "PEP 489 already laid the technical foundations, and it names support for the -m option among its possible future extensions.",
                        "freer rewording; both facts kept"),
                    "contradiction": (
                        "The technical groundwork to make this possible was done for PEP 451, and enabling the -m option is listed in that PEP's \"Possible Future Extensions\" section.",
                        "[entity] PEP 489 -> PEP 451"),
                    "overclaim": (
                        "The technical groundwork was done for PEP 489, which lists enabling the -m option as a planned and committed feature.",
                        "'Possible Future Extensions' turned into 'planned and committed'"),
                    "added": (
                        "The technical groundwork was done for PEP 489, and enabling the -m option is listed in its \"Possible Future Extensions\" section alongside support for subinterpreters.",
                        "adds an unstated neighbouring list item (subinterpreter support)"),
                },
            },
            {
                "start": "The implementation must take care that ``md_state`` memory",
                "end": "allocated at most\nonce.",
                "claims": {
                    "reworded": (
                        "The implementation has to make sure that md_state memory is allocated no more than once.",
                        "light rewording: 'at most once' -> 'no more than once'"),
                    "paraphrase": (
                        "Care must be taken in the implementation so that the memory for md_state never gets allocated twice.",
                        "freer rewording; same constraint"),
                    "contradiction": (
                        "The implementation must take care that md_state memory is allocated at least once.",
                        "[direction] 'at most once' -> 'at least once'"),
                    "overclaim": (
                        "The implementation must ensure that no memory of any kind is allocated more than once during module initialization.",
                        "scope widened: md_state memory -> any memory"),
                    "added": (
                        "The implementation must take care that md_state memory is allocated at most once, since a second allocation would leak the first block.",
                        "adds an unstated cause (memory leak)"),
                },
            },
            {
                "start": "Any import-related attributes, such as",
                "end": "will be ignored.",
                "claims": {
                    "reworded": (
                        "Import-related attributes already set on the module, such as __spec__ or __name__, will be ignored.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "The new exec_in_module method disregards any import-related attribute, for instance __spec__ or __name__, that the existing module already has.",
                        "freer rewording; subject filled in from the surrounding specification"),
                    "contradiction": (
                        "Import-related attributes already set on the module, such as __spec__ or __name__, will be honoured rather than ignored.",
                        "[negation] 'will be ignored' negated"),
                    "overclaim": (
                        "All attributes already set on the module will be ignored.",
                        "scope widened: import-related attributes -> all attributes"),
                    "added": (
                        "Import-related attributes like __spec__ or __name__ that are already set on the module will be ignored, and a warning will be emitted for each of them.",
                        "adds an unstated behaviour: a warning per attribute"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d10
    {
        "path": "python-peps/pep-0821.rst",
        "name": "PEP 821: Support for unpacking TypedDicts in Callable type hints",
        "sentences": [
            {
                "start": "Currently, ``Callable`` assumes positional-only",
                "end": "verbose callback\nprotocols.",
                "claims": {
                    "reworded": (
                        "Callable currently assumes positional-only parameters, and typing keyword-only functions requires verbose callback protocols.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Right now, Callable treats every parameter as positional-only, so describing keyword-only functions means writing wordy callback protocols.",
                        "freer rewording"),
                    "contradiction": (
                        "Currently, Callable assumes keyword-only parameters, and typing positional-only functions requires verbose callback protocols.",
                        "[roles] positional-only and keyword-only swapped"),
                    "overclaim": (
                        "Currently, Callable assumes positional-only parameters, so every keyword-only function needs its own separately written callback protocol.",
                        "strengthened: 'requires verbose callback protocols' -> each function needs its own protocol"),
                    "added": (
                        "Currently, Callable assumes positional-only parameters, and typing keyword-only functions requires verbose callback protocols, which many type checkers report with confusing error messages.",
                        "adds an unstated consequence (confusing error messages)"),
                },
            },
            {
                "start": "The design space overlaps with ``TypedDict``",
                "end": "from existing ``**kwargs`` typing.",
                "claims": {
                    "reworded": (
                        "The design space of a new keyword syntax for Callable overlaps with TypedDict and PEP 692 and risks behaviour that diverges from existing **kwargs typing.",
                        "light rewording; subject spelled out from the alternative being discussed"),
                    "paraphrase": (
                        "A dedicated keyword syntax would overlap with TypedDict and PEP 692 and could end up behaving differently from how **kwargs is already typed.",
                        "freer rewording; hedge 'risks' kept as 'could'"),
                    "contradiction": (
                        "The design space of a new keyword syntax does not overlap with TypedDict or PEP 692, so there is no risk of divergence from existing **kwargs typing.",
                        "[negation] overlap and risk both negated"),
                    "overclaim": (
                        "A new keyword syntax for Callable would inevitably produce behaviour that diverges from existing **kwargs typing.",
                        "'risks' -> 'would inevitably produce'"),
                    "added": (
                        "The design space overlaps with TypedDict and PEP 692 and risks divergent behaviour from existing **kwargs typing, and the idea was opposed by the mypy maintainers.",
                        "adds an unstated fact (mypy maintainers' opposition)"),
                },
            },
            {
                "start": "For type-checking purposes, ``Callable[[Unpack[TD]], R]`` behaves",
                "end": "``**kwargs: Unpack[TD]``.",
                "claims": {
                    "reworded": (
                        "For type-checking purposes, Callable[[Unpack[TD]], R] behaves as though it had been specified through a callback protocol whose __call__ method takes **kwargs: Unpack[TD].",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Type checkers treat Callable[[Unpack[TD]], R] just like a callback protocol with a __call__ that has **kwargs: Unpack[TD].",
                        "freer rewording; the type-checking scope kept"),
                    "contradiction": (
                        "For type-checking purposes, Callable[[Unpack[TD]], R] behaves as if it were specified via a callback protocol whose __call__ method has *args: Unpack[TD].",
                        "[entity] **kwargs -> *args"),
                    "overclaim": (
                        "At runtime and for type checking alike, Callable[[Unpack[TD]], R] is identical to a callback protocol whose __call__ has **kwargs: Unpack[TD].",
                        "scope widened: 'for type-checking purposes' -> runtime as well"),
                    "added": (
                        "For type-checking purposes, Callable[[Unpack[TD]], R] behaves like a callback protocol whose __call__ has **kwargs: Unpack[TD], and type checkers display it in that protocol form in error messages.",
                        "adds an unstated display behaviour"),
                },
            },
            {
                "start": "Subscripting a ``ParamSpec`` with a generic ``Unpack``",
                "end": "is not affected by this",
                "claims": {
                    "reworded": (
                        "Subscripting a ParamSpec with a generic Unpack of a TypedDict is backwards compatible only when it is placed inside extra brackets; a TypeAliasType is unaffected.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Unless extra brackets are used, subscripting a ParamSpec with a generic TypedDict Unpack isn't backwards compatible, though this doesn't affect a TypeAliasType.",
                        "freer rewording; condition and exception kept"),
                    "contradiction": (
                        "Subscripting a TypeAliasType with a generic Unpack of a TypedDict is only backwards compatible inside extra brackets, while a ParamSpec is not affected by this.",
                        "[roles] ParamSpec and TypeAliasType swapped"),
                    "overclaim": (
                        "Subscripting a ParamSpec with any Unpack of a TypedDict, generic or not, is only backwards compatible inside extra brackets; a TypeAliasType is not affected.",
                        "scope widened: generic Unpack -> any Unpack"),
                    "added": (
                        "Subscripting a ParamSpec with a generic Unpack of a TypedDict is only backwards compatible inside extra brackets, a limitation that typing_extensions will work around; a TypeAliasType is not affected.",
                        "adds an unstated workaround (typing_extensions)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d11
    {
        "path": "python-peps/pep-0749.rst",
        "name": "PEP 749: Implementing PEP 649",
        "sentences": [
            {
                "start": "However, the implementation took longer than anticipated",
                "end": "implemented in Python 3.14.",
                "claims": {
                    "reworded": (
                        "The implementation took longer than anticipated, and PEP 649 is now expected to be implemented in Python 3.14.",
                        "light rewording; 'the PEP' named"),
                    "paraphrase": (
                        "Implementing PEP 649 has taken more time than expected, so it is now expected to land in Python 3.14.",
                        "freer rewording; hedge 'expected' and version kept"),
                    "contradiction": (
                        "The implementation went faster than anticipated, and PEP 649 is now expected to be implemented in Python 3.14.",
                        "[direction] 'took longer than anticipated' reversed"),
                    "overclaim": (
                        "The implementation took longer than anticipated, and PEP 649 will definitely be implemented in Python 3.14.",
                        "hedge 'is expected to' -> 'will definitely'"),
                    "added": (
                        "The implementation took longer than anticipated because of a shortage of reviewers, and PEP 649 is now expected to be implemented in Python 3.14.",
                        "adds an unstated cause (reviewer shortage)"),
                },
            },
            {
                "start": "However, that module is rather large",
                "end": "discouraged from importing it.",
                "claims": {
                    "reworded": (
                        "The inspect module is rather large, depends directly or indirectly on at least 35 other standard library modules, and is so slow to import that other standard library modules are often discouraged from importing it.",
                        "light rewording; 'that module' named (inspect)"),
                    "paraphrase": (
                        "inspect is big, pulls in at least 35 other standard library modules directly or indirectly, and imports so slowly that other stdlib modules are frequently steered away from using it.",
                        "freer rewording; 'at least 35' and 'often' kept"),
                    "contradiction": (
                        "The inspect module is rather large, but it depends on only around ten other standard library modules, and is so slow to import that other stdlib modules are often discouraged from importing it.",
                        "[number] 'at least 35' dependencies -> 'only around ten'"),
                    "overclaim": (
                        "The inspect module depends on at least 35 other standard library modules and is so slow to import that no other standard library module imports it.",
                        "'often discouraged from importing it' -> 'no other module imports it'"),
                    "added": (
                        "The inspect module is large, depends on at least 35 other standard library modules, and imports so slowly that other stdlib modules are often discouraged from importing it; its import time roughly doubled between 3.10 and 3.13.",
                        "adds an unstated measurement"),
                },
            },
            {
                "start": "Users who manually\nwrite annotate functions should raise",
                "end": "which could have unpredictable results.",
                "claims": {
                    "reworded": (
                        "People who write annotate functions by hand should raise NotImplementedError when the VALUE_WITH_FAKE_GLOBALS format is requested, so that the standard library won't call those functions with \"fake globals\", which could have unpredictable results.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "A hand-written annotate function ought to raise NotImplementedError for the VALUE_WITH_FAKE_GLOBALS format; that keeps the standard library from running it under fake globals, where its behaviour could be unpredictable.",
                        "freer rewording; 'should' and 'could' kept"),
                    "contradiction": (
                        "Users who manually write annotate functions should raise TypeError if the VALUE_WITH_FAKE_GLOBALS format is requested, so the standard library will not call them with fake globals.",
                        "[entity] NotImplementedError -> TypeError"),
                    "overclaim": (
                        "Users who manually write annotate functions should raise NotImplementedError for VALUE_WITH_FAKE_GLOBALS, because calling them with fake globals will always produce wrong results.",
                        "'could have unpredictable results' -> 'will always produce wrong results'"),
                    "added": (
                        "Users who write annotate functions manually should raise NotImplementedError if VALUE_WITH_FAKE_GLOBALS is requested, so the standard library falls back to calling them with the VALUE format instead of fake globals.",
                        "adds an unstated fallback behaviour"),
                },
            },
            {
                "start": "In previous Python versions, accessing the annotations of functions or modules",
                "end": "on access of the ``__annotations__`` attribute.",
                "claims": {
                    "reworded": (
                        "In earlier Python versions, accessing the annotations of functions or modules could not execute arbitrary code, but classes and other objects could already execute arbitrary code when their __annotations__ attribute was accessed.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Previously, reading annotations on a function or module never ran arbitrary code, whereas for classes and other objects, accessing __annotations__ already could.",
                        "freer rewording; same contrast"),
                    "contradiction": (
                        "In previous Python versions, accessing the annotations of classes could not execute arbitrary code, but functions and modules could already execute arbitrary code on access of __annotations__.",
                        "[roles] functions/modules and classes swapped"),
                    "overclaim": (
                        "In previous Python versions, every class executed arbitrary code whenever its __annotations__ attribute was accessed.",
                        "'could already execute' -> 'every class executed'"),
                    "added": (
                        "In previous Python versions, accessing the annotations of functions or modules could not execute arbitrary code, but classes could already do so through metaclass properties, as could other objects.",
                        "adds an unstated mechanism (metaclass properties)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d12
    {
        "path": "python-peps/pep-0697.rst",
        "name": "PEP 697: Limited C API for Extending Opaque Types",
        "sentences": [
            {
                "start": "This PEP does not propose allowing to extend non-dynamically sized",
                "end": "lack of demand for doing so.",
                "claims": {
                    "reworded": (
                        "PEP 697 does not propose allowing the extension of non-dynamically sized variable-sized objects such as tuple or int, because of their different memory layout and a perceived lack of demand.",
                        "light rewording; 'this PEP' named"),
                    "paraphrase": (
                        "Extending variable-sized objects that are not dynamically sized, like tuple and int, is left out of the proposal, since their memory layout differs and there seems to be little demand for it.",
                        "freer rewording; both reasons kept, 'perceived' kept as 'seems'"),
                    "contradiction": (
                        "PEP 697 proposes allowing the extension of non-dynamically sized variable-sized objects such as tuple or int, despite their different memory layout.",
                        "[negation] 'does not propose' -> 'proposes'"),
                    "overclaim": (
                        "PEP 697 does not propose extending tuple or int because nobody needs to extend them.",
                        "'perceived lack of demand' -> 'nobody needs to'"),
                    "added": (
                        "PEP 697 does not propose allowing extension of non-dynamically sized variable-sized objects like tuple or int, due to their memory layout and perceived lack of demand, and bytes is excluded for the same reasons.",
                        "adds an unstated list item: bytes"),
                },
            },
            {
                "start": "In the Limited API, most ``struct``\\ s are opaque",
                "end": "alternate implementations of the C API).",
                "claims": {
                    "reworded": (
                        "Most structs in the Limited API are opaque: their size and memory layout are not exposed, so they can be changed in new CPython versions or in alternate implementations of the C API.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Because the Limited API hides the size and layout of most of its structs, new CPython releases, or other implementations of the C API, are free to change them.",
                        "freer rewording; 'most' and 'can be changed' kept"),
                    "contradiction": (
                        "In the Limited API, most structs expose their size and memory layout, so they cannot be changed in new versions of CPython.",
                        "[negation] 'not exposed ... can be changed' -> 'expose ... cannot be changed'"),
                    "overclaim": (
                        "In the Limited API, most structs are opaque, so their size and memory layout change in every new version of CPython.",
                        "'can be changed' -> 'change in every new version'"),
                    "added": (
                        "In the Limited API, most structs are opaque so that their size and layout can change in new CPython versions, a design that originated in Python 3.2.",
                        "adds an unstated origin (Python 3.2)"),
                },
            },
            {
                "start": "At least initially, this flag will serve only as a check against misuse",
                "end": "(and a hint for reviewers).",
                "claims": {
                    "reworded": (
                        "At least at first, the flag for relative offsets will serve only as a check against misuse and as a hint for reviewers.",
                        "light rewording; 'this flag' named"),
                    "paraphrase": (
                        "Initially, the relative-offset flag will do nothing more than guard against misuse and signal intent to reviewers.",
                        "freer rewording; 'at least initially' and 'only' kept"),
                    "contradiction": (
                        "At least initially, the relative-offset flag will serve only as a hint for reviewers, not as a check against misuse.",
                        "[negation] the 'check against misuse' role negated"),
                    "overclaim": (
                        "The relative-offset flag will only ever serve as a check against misuse and a hint for reviewers.",
                        "'at least initially' -> 'only ever'"),
                    "added": (
                        "At least initially, the relative-offset flag will serve only as a check against misuse and a hint for reviewers, and linters will be updated to detect a missing flag.",
                        "adds an unstated tooling change (linters)"),
                },
            },
            {
                "start": "This is not documented explicitly, but CPython up to version 3.11",
                "end": "so it should be safe.",
                "claims": {
                    "reworded": (
                        "The assumption is not explicitly documented, but CPython up to version 3.11 relied on it when adding __dict__ to subclasses, so it should be safe.",
                        "light rewording; 'this' named as the assumption"),
                    "paraphrase": (
                        "Although nothing documents it explicitly, CPython through 3.11 depended on this assumption to add __dict__ to subclasses, which suggests it should be safe to rely on.",
                        "freer rewording; 'should be safe' kept"),
                    "contradiction": (
                        "The assumption is not documented explicitly, and CPython stopped relying on it after version 3.8, when it changed how __dict__ is added to subclasses.",
                        "[number] 'up to version 3.11' -> stopped after 3.8"),
                    "overclaim": (
                        "The assumption is not documented explicitly, but since CPython up to 3.11 relied on it when adding __dict__ to subclasses, it is guaranteed to be safe.",
                        "hedge 'should be safe' -> 'guaranteed'"),
                    "added": (
                        "The assumption is not documented explicitly, but CPython up to version 3.11 relied on it when adding __dict__ and __weakref__ to subclasses, so it should be safe.",
                        "adds an unstated list item: __weakref__"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d13
    {
        "path": "python-peps/pep-3141.rst",
        "name": "PEP 3141: A Type Hierarchy for Numbers",
        "sentences": [
            {
                "start": "For example, slicing requires its arguments to",
                "end": "their arguments to be ``Real``.",
                "claims": {
                    "reworded": (
                        "Slicing, for example, requires its arguments to be Integrals, while the functions in the math module require their arguments to be Real.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "To take two examples, slice arguments have to be Integral, and math module functions need Real arguments.",
                        "freer rewording"),
                    "contradiction": (
                        "For example, slicing requires its arguments to be Real, and the functions in the math module require their arguments to be Integrals.",
                        "[roles] Integral and Real requirements swapped"),
                    "overclaim": (
                        "Slicing requires its arguments to be Integrals, and every function in the standard library requires its arguments to be Real.",
                        "scope widened: math module -> every standard library function"),
                    "added": (
                        "Slicing requires Integral arguments, the math module's functions require Real arguments, and the cmath module's functions accept Complex arguments.",
                        "adds an unstated list item: cmath"),
                },
            },
            {
                "start": "Most implementations of complex numbers will be hashable",
                "end": "supported by this hierarchy.",
                "claims": {
                    "reworded": (
                        "Most complex number implementations will be hashable, but anyone who needs to rely on that has to check it explicitly, because mutable numbers are supported by this hierarchy.",
                        "light rewording"),
                    "paraphrase": (
                        "Since the hierarchy allows mutable numbers, you can't take hashability for granted even though most complex implementations will have it; check explicitly if you depend on it.",
                        "freer rewording; 'most' and the condition kept"),
                    "contradiction": (
                        "Most implementations of complex numbers will be hashable, and since mutable numbers are not supported by this hierarchy, you can rely on that without checking.",
                        "[negation] 'mutable numbers are supported' negated"),
                    "overclaim": (
                        "Because mutable numbers are supported by this hierarchy, you must always check hashability explicitly before hashing any number.",
                        "conditional advice ('if you need to rely on that') turned into a universal requirement"),
                    "added": (
                        "Most complex number implementations will be hashable, but you must check explicitly if you rely on it, since this hierarchy supports mutable numbers such as accumulator objects used in simulations.",
                        "adds an unstated example of a mutable number"),
                },
            },
            {
                "start": "In general, the ``int()`` conversion should try",
                "end": "try ``__trunc__()``.",
                "claims": {
                    "reworded": (
                        "Generally, the int() conversion should first try __int__() and, if that is not found, try __trunc__().",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "As a general rule, int() ought to look for __int__() and fall back to __trunc__() only when __int__() is missing.",
                        "freer rewording; 'in general' and 'should' kept"),
                    "contradiction": (
                        "In general, the int() conversion should try __trunc__() first and, if it is not found, try __int__().",
                        "[roles] the order of __int__ and __trunc__ swapped"),
                    "overclaim": (
                        "The int() conversion must try __int__() first and fall back to __trunc__() if it is not found, with no exceptions for any numeric type.",
                        "'in general ... should' -> 'must ... with no exceptions'"),
                    "added": (
                        "In general, int() should try __int__() first and, if it is not found, try __trunc__(), raising TypeError if neither exists.",
                        "adds an unstated consequence (TypeError)"),
                },
            },
            {
                "start": "After consultation with its authors it has been decided",
                "end": "part of the numeric\ntower.",
                "claims": {
                    "reworded": (
                        "After consulting its authors, it was decided that the Decimal type should not be made part of the numeric tower at this time.",
                        "light rewording"),
                    "paraphrase": (
                        "Following talks with its authors, the decision was to leave Decimal out of the numeric tower for now.",
                        "freer rewording; 'at this time' kept as 'for now'"),
                    "contradiction": (
                        "After consultation with its authors, it has been decided that the Decimal type should be made part of the numeric tower.",
                        "[negation] 'should not' -> 'should'"),
                    "overclaim": (
                        "After consultation with its authors, it has been decided that the Decimal type will never be part of the numeric tower.",
                        "'not at this time' -> 'never'"),
                    "added": (
                        "After consultation with its authors, it was decided that Decimal should not be made part of the numeric tower at this time, because its context-dependent rounding does not fit the Real ABC.",
                        "adds an unstated reason"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d14
    {
        "path": "python-peps/pep-8010.rst",
        "name": "PEP 8010: The Technical Leader Governance Model",
        "sentences": [
            {
                "start": "The voting procedures and events described in this PEP will default",
                "end": "this is subject to change.",
                "claims": {
                    "reworded": (
                        "The voting procedures and events described in PEP 8010 will default to the voting method specified in PEP 8001, although this is subject to change because PEP 8001 was still under discussion when PEP 8010 was written.",
                        "light rewording; 'this PEP' and 'that PEP' named"),
                    "paraphrase": (
                        "PEP 8010 uses PEP 8001's voting method by default for its votes, but that could change, since PEP 8001 itself was still being discussed at the time.",
                        "freer rewording; default and subject-to-change kept"),
                    "contradiction": (
                        "The voting procedures and events described in PEP 8010 will default to the voting method specified in PEP 8016, although this is subject to change.",
                        "[entity] PEP 8001 -> PEP 8016"),
                    "overclaim": (
                        "Every governance vote in the Python project will default to the voting method specified in PEP 8001.",
                        "scope widened: this PEP's procedures -> every governance vote in the project; hedge dropped"),
                    "added": (
                        "The voting procedures in PEP 8010 will default to PEP 8001's voting method, which uses ranked-choice ballots, although that is subject to change since PEP 8001 was still under discussion.",
                        "adds an unstated detail about the method (ranked-choice ballots)"),
                },
            },
            {
                "start": "A singular technical leader can promote that vision",
                "end": "spans the entire Python community.",
                "claims": {
                    "reworded": (
                        "A single technical leader can promote that vision more effectively than a committee can, whether the committee is small (for example 3 or 5 people) or spans the whole Python community.",
                        "light rewording"),
                    "paraphrase": (
                        "Compared with any committee, from a handful of 3 or 5 people up to the entire Python community, one technical leader is better able to promote that vision.",
                        "freer rewording; 'can' kept as 'is better able', both committee sizes kept"),
                    "contradiction": (
                        "A committee, whether small or spanning the entire Python community, can promote that vision more than a singular technical leader can.",
                        "[roles] leader and committee swapped"),
                    "overclaim": (
                        "A singular technical leader will always promote that vision better than any committee.",
                        "'can' -> 'will always'"),
                    "added": (
                        "A singular technical leader can promote that vision more than a committee can, whether small or community-wide, as the history of Perl's governance shows.",
                        "adds an unstated supporting example (Perl)"),
                },
            },
            {
                "start": "There are no term limits,\nso the GUIDO may run",
                "end": "for as long as they like.",
                "claims": {
                    "reworded": (
                        "Since there are no term limits, the GUIDO may run for re-election for as long as they wish.",
                        "light rewording"),
                    "paraphrase": (
                        "With no cap on the number of terms, a GUIDO can keep seeking re-election indefinitely.",
                        "freer rewording; 'may run' kept as 'can keep seeking'"),
                    "contradiction": (
                        "The GUIDO may serve at most two terms, so they cannot run for re-election for as long as they like.",
                        "[number] 'no term limits' -> a two-term limit"),
                    "overclaim": (
                        "There are no term limits, so the GUIDO will be re-elected for as long as they like.",
                        "'may run for re-election' -> 'will be re-elected'"),
                    "added": (
                        "There are no term limits, so the GUIDO may run for re-election for as long as they like, although they must announce each re-election bid at least a month in advance.",
                        "adds an unstated requirement"),
                },
            },
            {
                "start": "Core developers then have three weeks to vote",
                "end": "described in :pep:`8001`.",
                "claims": {
                    "reworded": (
                        "Core developers then get three weeks to vote, following the process described in PEP 8001.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "After that, the GUIDO vote runs for three weeks among core developers, using PEP 8001's process.",
                        "freer rewording"),
                    "contradiction": (
                        "Core developers then have two weeks to vote, using the process described in PEP 8001.",
                        "[number] three weeks -> two weeks"),
                    "overclaim": (
                        "Every core developer is then required to vote within three weeks, using the process described in PEP 8001.",
                        "'have three weeks to vote' -> 'required to vote'"),
                    "added": (
                        "Core developers then have three weeks to vote using the process described in PEP 8001, and the results are announced on python-dev.",
                        "adds an unstated detail about announcing results"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d15
    {
        "path": "python-peps/pep-0766.rst",
        "name": "PEP 766: Explicit Priority Choices Among Multiple Indexes",
        "sentences": [
            {
                "start": "Through its ubiquity, pip has\nlong defined",
                "end": "how they handle multiple\nindexes.",
                "claims": {
                    "reworded": (
                        "Because of its ubiquity, pip has long defined the standard expected behavior across other tools in the ecosystem, but Python installers are now diverging in how they handle multiple indexes.",
                        "light rewording: 'through' -> 'because of', 'with respect to' -> 'in'"),
                    "paraphrase": (
                        "pip is so widespread that it has long set the expectations for how other ecosystem tools behave, yet installers are starting to differ in their handling of multiple indexes.",
                        "freer rewording; both halves kept"),
                    "contradiction": (
                        "Through its ubiquity, pip has long defined the standard expected behavior across other tools in the ecosystem, and Python installers are converging on how they handle multiple indexes.",
                        "[direction] 'diverging' -> 'converging'"),
                    "overclaim": (
                        "pip has long defined the standard expected behavior across other tools, but Python installers now handle multiple indexes in completely incompatible ways.",
                        "'diverging' strengthened to 'completely incompatible'"),
                    "added": (
                        "Through its ubiquity, pip has long defined the standard expected behavior across other tools, but Python installers are diverging in how they handle multiple indexes, a split that began with conda.",
                        "adds an unstated origin of the divergence (conda)"),
                },
            },
            {
                "start": "In most of these cases, it is not desirable",
                "end": "completely forego PyPI.",
                "claims": {
                    "reworded": (
                        "In most of these cases, completely giving up PyPI is not desirable.",
                        "light rewording"),
                    "paraphrase": (
                        "For the majority of these situations, dropping PyPI altogether would be undesirable.",
                        "freer rewording; 'most' and 'completely' kept"),
                    "contradiction": (
                        "In most of these cases, it is desirable to completely forego PyPI.",
                        "[negation] 'not desirable' -> 'desirable'"),
                    "overclaim": (
                        "In every one of these cases, it is undesirable to completely forego PyPI.",
                        "'most' -> 'every'"),
                    "added": (
                        "In most of these cases, it is not desirable to completely forego PyPI, since PyPI hosts the only copies of many transitive dependencies.",
                        "adds an unstated reason"),
                },
            },
            {
                "start": "However, that recommendation is not readily enforceable",
                "end": "would be a wise defensive change.",
                "claims": {
                    "reworded": (
                        "The recommendation of identical files across indexes, however, is not readily enforceable, and adding the origin index to the cache key would be a wise defensive change.",
                        "light rewording; 'that recommendation' spelled out from the previous sentence"),
                    "paraphrase": (
                        "Since the identical-files recommendation can't easily be enforced, including the index a distribution came from in the cache key would be a sensible precaution.",
                        "freer rewording; 'would be' kept"),
                    "contradiction": (
                        "The recommendation of identical files across indexes is readily enforceable, so augmenting the cache key with the origin index is unnecessary.",
                        "[negation] 'not readily enforceable' -> 'readily enforceable' (and the advice negated)"),
                    "overclaim": (
                        "Because the identical-files recommendation is not readily enforceable, installers must include the origin index in every cache key.",
                        "'would be a wise defensive change' turned into a requirement"),
                    "added": (
                        "That recommendation is not readily enforceable, and augmenting the cache key with the origin index would be a wise defensive change, though it would double the size of the cache.",
                        "adds an unstated cost"),
                },
            },
            {
                "start": "Index priority creates a mechanism for users to explicitly specify",
                "end": "among their indexes.",
                "claims": {
                    "reworded": (
                        "Index priority gives users a mechanism for explicitly specifying a trust hierarchy among their indexes.",
                        "light rewording"),
                    "paraphrase": (
                        "With index priority, users can spell out explicitly which of their indexes they trust more than others.",
                        "freer rewording"),
                    "contradiction": (
                        "Index priority provides no way for users to explicitly specify a trust hierarchy among their indexes.",
                        "[negation] 'creates a mechanism' -> 'provides no way'"),
                    "overclaim": (
                        "Index priority forces users to explicitly specify a trust hierarchy among all of their indexes.",
                        "'creates a mechanism for' -> 'forces'"),
                    "added": (
                        "Index priority creates a mechanism for users to explicitly specify a trust hierarchy among their indexes, with the hierarchy recorded in a signed configuration file.",
                        "adds an unstated detail (signed configuration file)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d16
    {
        "path": "python-peps/pep-0684.rst",
        "name": "PEP 684: A Per-Interpreter GIL",
        "sentences": [
            {
                "start": "Since Python 1.5 (1997), CPython users can run multiple interpreters",
                "end": "in the same process.",
                "claims": {
                    "reworded": (
                        "CPython users have been able to run multiple interpreters in the same process since Python 1.5, released in 1997.",
                        "light rewording"),
                    "paraphrase": (
                        "Running several interpreters inside one process has been possible for CPython users ever since Python 1.5 in 1997.",
                        "freer rewording"),
                    "contradiction": (
                        "Since Python 2.5 (2006), CPython users can run multiple interpreters in the same process.",
                        "[number] Python 1.5 (1997) -> Python 2.5 (2006)"),
                    "overclaim": (
                        "Since Python 1.5 (1997), CPython users can run any number of interpreters in the same process without any limit.",
                        "'multiple' widened to 'any number ... without any limit'"),
                    "added": (
                        "Since Python 1.5 (1997), CPython users can run multiple interpreters in the same process, a feature originally added for embedding Python in web servers.",
                        "adds an unstated origin of the feature"),
                },
            },
            {
                "start": "While it usually isn't a problem in practice",
                "end": "a consistent distraction.",
                "claims": {
                    "reworded": (
                        "Although the GIL usually isn't a problem in practice, at the very least it makes Python's multi-core story murky, which turns the GIL into a consistent distraction.",
                        "light rewording; 'it' named"),
                    "paraphrase": (
                        "Even if the GIL rarely causes practical trouble, it at minimum muddies Python's multi-core story and so keeps being a distraction.",
                        "freer rewording; 'usually isn't' kept as 'rarely', 'at the very least' kept"),
                    "contradiction": (
                        "The GIL is usually a serious problem in practice, and at the very least it makes Python's multi-core story murky.",
                        "[negation] 'usually isn't a problem' -> 'usually a serious problem'"),
                    "overclaim": (
                        "The GIL usually isn't a problem in practice, but it makes Python's multi-core story so murky that it is the single biggest distraction facing the language.",
                        "degree strengthened: 'a consistent distraction' -> 'the single biggest distraction facing the language'"),
                    "added": (
                        "While the GIL usually isn't a problem in practice, it makes Python's multi-core story murky, which makes it a consistent distraction, especially in conference talks and job interviews.",
                        "adds unstated settings for the distraction"),
                },
            },
            {
                "start": "We experimented with `a rough implementation`_",
                "end": "essentially zero.",
                "claims": {
                    "reworded": (
                        "The authors experimented with a rough implementation and found it fairly straightforward, with an essentially zero performance penalty.",
                        "light rewording; 'we' -> 'the authors', link markup dropped"),
                    "paraphrase": (
                        "A rough prototype turned out to be fairly easy to build and cost essentially nothing in performance.",
                        "freer rewording; 'fairly' and 'essentially' kept"),
                    "contradiction": (
                        "The authors experimented with a rough implementation and found it fairly straightforward, but the performance penalty was significant.",
                        "[direction] penalty 'essentially zero' -> 'significant'"),
                    "overclaim": (
                        "The authors' rough implementation proved that moving the allocator state has no performance cost in any workload.",
                        "'essentially zero' in one rough experiment -> proven no cost in any workload"),
                    "added": (
                        "The authors experimented with a rough implementation and found it fairly straightforward, with essentially zero performance penalty on the pyperformance benchmark suite.",
                        "adds an unstated benchmark name"),
                },
            },
            {
                "start": "Other Python implementation are not required to provide support",
                "end": "(though some do already).",
                "claims": {
                    "reworded": (
                        "Other Python implementations do not have to support multiple interpreters in the same process, although some already do.",
                        "light rewording"),
                    "paraphrase": (
                        "Alternative Python implementations aren't obliged to offer multiple interpreters per process, even if some of them already provide this.",
                        "freer rewording"),
                    "contradiction": (
                        "Other Python implementations are required to provide support for multiple interpreters in the same process.",
                        "[negation] 'not required' -> 'required'"),
                    "overclaim": (
                        "Other Python implementations are not required to support multiple interpreters in the same process, and most of them already do.",
                        "'some' -> 'most'"),
                    "added": (
                        "Other Python implementations are not required to support multiple interpreters in the same process, though some, such as GraalPy, already do.",
                        "adds an unstated example (GraalPy)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d17
    {
        "path": "python-peps/pep-3138.rst",
        "name": "PEP 3138: String representation in Python 3000",
        "sentences": [
            {
                "start": "But for other\nlanguages, such as Japanese",
                "end": "this is very inconvenient.",
                "claims": {
                    "reworded": (
                        "For other languages, though, such as Japanese, where most characters in a string are not ASCII, this escaping is very inconvenient.",
                        "light rewording"),
                    "paraphrase": (
                        "In languages like Japanese, whose strings consist mostly of non-ASCII characters, the escaping is a real nuisance.",
                        "freer rewording"),
                    "contradiction": (
                        "For languages such as Japanese, where most characters in a string are not ASCII, this escaping is not a problem.",
                        "[negation] 'very inconvenient' -> 'not a problem'"),
                    "overclaim": (
                        "For languages such as Japanese, where most characters are not ASCII, the escaping makes repr() output completely unusable.",
                        "strengthened: 'very inconvenient' -> 'completely unusable'"),
                    "added": (
                        "For languages such as Japanese, where most characters are not ASCII, this is very inconvenient, and Chinese and Korean users face the same problem.",
                        "adds unstated list items (Chinese, Korean)"),
                },
            },
            {
                "start": "Unlike sys.stdout, sys.stderr doesn't raise",
                "end": "'backslashreplace'.",
                "claims": {
                    "reworded": (
                        "Unlike sys.stdout, sys.stderr does not raise UnicodeEncodingError by default, since its default error-handler is 'backslashreplace'.",
                        "light rewording"),
                    "paraphrase": (
                        "Because sys.stderr defaults to the 'backslashreplace' error-handler, it won't raise UnicodeEncodingError by default the way sys.stdout can.",
                        "freer rewording; 'by default' kept"),
                    "contradiction": (
                        "Unlike sys.stderr, sys.stdout doesn't raise UnicodeEncodingError by default, because its default error-handler is 'backslashreplace'.",
                        "[roles] sys.stdout and sys.stderr swapped"),
                    "overclaim": (
                        "sys.stderr can never raise UnicodeEncodingError, because its error-handler is 'backslashreplace'.",
                        "'by default' dropped; 'never' added"),
                    "added": (
                        "Unlike sys.stdout, sys.stderr doesn't raise UnicodeEncodingError by default, because its default error-handler is 'backslashreplace', a choice made to keep tracebacks readable on Windows consoles.",
                        "adds an unstated purpose (Windows consoles)"),
                },
            },
            {
                "start": "To\navoid the problem, the user can adjust the terminal encoding",
                "end": "suitable for their environment.",
                "claims": {
                    "reworded": (
                        "To avoid the problem of similar-looking characters, the user can adjust the terminal encoding to get a result suited to their environment.",
                        "light rewording; 'the problem' spelled out from context"),
                    "paraphrase": (
                        "Users who run into look-alike characters can change their terminal's encoding to get output that fits their environment.",
                        "freer rewording; 'can' kept"),
                    "contradiction": (
                        "Adjusting the terminal encoding cannot help users avoid the problem of look-alike characters.",
                        "[negation] 'can adjust ... to avoid' negated"),
                    "overclaim": (
                        "Users must adjust their terminal encoding to avoid the problem of similar-looking characters.",
                        "'can' -> 'must'"),
                    "added": (
                        "To avoid the problem of look-alike characters, the user can adjust the terminal encoding, for example by setting the LANG environment variable.",
                        "adds an unstated example (LANG)"),
                },
            },
            {
                "start": "Stuff written to stdout might be consumed",
                "end": "escapes.",
                "claims": {
                    "reworded": (
                        "Output written to stdout might be consumed by another program, which might misinterpret the backslash escapes.",
                        "light rewording; 'stuff' -> 'output'"),
                    "paraphrase": (
                        "Another program could end up reading what goes to stdout, and it could get the backslash escapes wrong.",
                        "freer rewording; both hedges kept"),
                    "contradiction": (
                        "Output written to stdout is never consumed by other programs, so the backslash escapes cannot be misinterpreted.",
                        "[negation] 'might be consumed' -> 'is never consumed'"),
                    "overclaim": (
                        "Output written to stdout will be consumed by other programs that misinterpret the backslash escapes.",
                        "hedges 'might ... might' -> 'will'"),
                    "added": (
                        "Output written to stdout might be consumed by another program, such as a grep pipeline in a shell script, that might misinterpret the backslash escapes.",
                        "adds an unstated example (grep pipeline)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d18
    {
        "path": "python-peps/pep-0581.rst",
        "name": "PEP 581: Using GitHub Issues for CPython",
        "sentences": [
            {
                "start": "All other\nprojects within the PSF's organization",
                "end": "are\nusing GitHub issues.",
                "claims": {
                    "reworded": (
                        "Every other project in the PSF's organization is hosted on GitHub and uses GitHub issues.",
                        "light rewording"),
                    "paraphrase": (
                        "Apart from CPython, all of the PSF organization's projects live on GitHub and track their issues there.",
                        "freer rewording; 'other' rendered as 'apart from CPython'"),
                    "contradiction": (
                        "All other projects within the PSF's organization are hosted on GitLab and use GitLab issues.",
                        "[entity] GitHub -> GitLab"),
                    "overclaim": (
                        "All Python-related open source projects are hosted on GitHub and use GitHub issues.",
                        "scope widened: PSF organization projects -> all Python-related projects"),
                    "added": (
                        "All other projects within the PSF's organization are hosted on GitHub and use GitHub issues, including the devguide repository.",
                        "adds an unstated example (devguide)"),
                },
            },
            {
                "start": "REST API has been integrated in Roundup in February 2019",
                "end": "not yet integrated to bpo.",
                "claims": {
                    "reworded": (
                        "A REST API was integrated into Roundup in February 2019, but it has not yet been integrated into bpo.",
                        "light rewording"),
                    "paraphrase": (
                        "Roundup gained a REST API in February 2019, though bpo hasn't picked it up yet.",
                        "freer rewording; 'yet' kept"),
                    "contradiction": (
                        "A REST API was integrated into bpo in February 2019, but it has not yet been integrated into upstream Roundup.",
                        "[roles] Roundup and bpo swapped"),
                    "overclaim": (
                        "A REST API was integrated into Roundup in February 2019, but bpo will never integrate it.",
                        "'not yet' -> 'never'"),
                    "added": (
                        "A REST API was integrated into Roundup in February 2019, following a Google Summer of Code project, but it is not yet integrated into bpo.",
                        "adds an unstated origin (GSoC)"),
                },
            },
            {
                "start": "I believe the effort of creating and maintaining GitHub integrations",
                "end": "continue maintaining it.",
                "claims": {
                    "reworded": (
                        "The author believes that creating and maintaining GitHub integrations and bots takes much less effort than getting Roundup up to speed and then continuing to maintain it.",
                        "light rewording; 'I' -> 'the author'"),
                    "paraphrase": (
                        "In the author's view, building and keeping up GitHub bots and integrations would cost far less work than modernising Roundup and maintaining it afterwards.",
                        "freer rewording; belief framing and comparison kept"),
                    "contradiction": (
                        "The author believes the effort of creating and maintaining GitHub integrations and bots is much greater than the effort needed to get Roundup up to speed and keep maintaining it.",
                        "[direction] 'much less' -> 'much greater'"),
                    "overclaim": (
                        "Creating and maintaining GitHub integrations and bots requires almost no effort compared with getting Roundup up to speed.",
                        "belief framing dropped; 'much less' -> 'almost no effort'"),
                    "added": (
                        "The author believes creating and maintaining GitHub integrations and bots takes much less effort than getting Roundup up to speed and maintaining it, partly because GitHub's API documentation is more complete.",
                        "adds an unstated reason"),
                },
            },
            {
                "start": "As a precautionary step, CPython's repository on GitHub",
                "end": "since June 2018.",
                "claims": {
                    "reworded": (
                        "As a precaution, CPython's GitHub repository has been backed up on a daily basis since June 2018.",
                        "light rewording"),
                    "paraphrase": (
                        "Since June 2018, CPython's repository on GitHub has been backed up every day as a precautionary measure.",
                        "freer rewording"),
                    "contradiction": (
                        "As a precautionary step, CPython's repository on GitHub has been backed up daily since February 2017.",
                        "[number] June 2018 -> February 2017"),
                    "overclaim": (
                        "All of the PSF's repositories on GitHub have been backed up daily since June 2018.",
                        "scope widened: CPython's repository -> all PSF repositories"),
                    "added": (
                        "As a precaution, CPython's GitHub repository has been backed up daily since June 2018 to servers run by the PSF.",
                        "adds an unstated destination for the backups"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d19
    {
        "path": "python-peps/pep-3115.rst",
        "name": "PEP 3115: Metaclasses in Python 3000",
        "sentences": [
            {
                "start": "In particular, there is an important body of use cases",
                "end": "class members are\ndeclared.",
                "claims": {
                    "reworded": (
                        "In particular, there is an important body of use cases in which it would be useful to preserve the order in which a class's members are declared.",
                        "light rewording"),
                    "paraphrase": (
                        "Notably, a significant set of use cases would benefit from keeping class members in the order they were declared.",
                        "freer rewording; 'would be useful' kept as 'would benefit'"),
                    "contradiction": (
                        "There is no important body of use cases where it would be useful to preserve the order in which class members are declared.",
                        "[negation] existence of the use cases negated"),
                    "overclaim": (
                        "For an important body of use cases, preserving the order in which class members are declared is strictly required.",
                        "'would be useful' -> 'strictly required'"),
                    "added": (
                        "There is an important body of use cases where it would be useful to preserve the order in which class members are declared, such as generating command-line argument parsers.",
                        "adds an unstated example use case"),
                },
            },
            {
                "start": "This PEP\nwill not address this issue, other than to note it",
                "end": "logical proofs.",
                "claims": {
                    "reworded": (
                        "PEP 3115 will not address the aesthetic issue beyond noting it, because aesthetic debates cannot be resolved through logical proofs.",
                        "light rewording; 'this issue' named as the aesthetic issue"),
                    "paraphrase": (
                        "Since matters of taste can't be settled by logical proof, the PEP merely mentions the aesthetic complaint about __metaclass__ and leaves it there.",
                        "freer rewording; 'the issue' filled in from the sentence before"),
                    "contradiction": (
                        "PEP 3115 addresses the aesthetic issue in detail, since aesthetic debates can be resolved via logical proofs.",
                        "[negation] 'will not address' and 'cannot be resolved' negated"),
                    "overclaim": (
                        "PEP 3115 does not address the aesthetic issue beyond noting it, since aesthetic debates can never be resolved by any means.",
                        "'via logical proofs' -> 'by any means'"),
                    "added": (
                        "PEP 3115 will not address the aesthetic issue, other than noting it, since aesthetic debates cannot be resolved via logical proofs and tend to derail mailing-list discussions.",
                        "adds an unstated reason"),
                },
            },
            {
                "start": "The ``__prepare__`` method will most often be implemented as a class",
                "end": "the class itself) is created.",
                "claims": {
                    "reworded": (
                        "__prepare__ will most often be implemented as a class method rather than an instance method, because it is called before the metaclass instance, that is, the class itself, is created.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Since __prepare__ runs before the class (the metaclass instance) exists, it is usually written as a class method instead of an instance method.",
                        "freer rewording; 'most often' kept as 'usually'"),
                    "contradiction": (
                        "__prepare__ will most often be implemented as a class method because it is called after the metaclass instance (the class itself) is created.",
                        "[direction] 'before' -> 'after'"),
                    "overclaim": (
                        "__prepare__ must always be implemented as a class method, because it is called before the class itself is created.",
                        "'will most often be' -> 'must always be'"),
                    "added": (
                        "__prepare__ will most often be implemented as a class method because it is called before the class itself is created, and implementing it as a static method raises a TypeError.",
                        "adds an unstated consequence"),
                },
            },
            {
                "start": "Josiah Carlson proposed using the name 'type'",
                "end": "the type of the type.",
                "claims": {
                    "reworded": (
                        "Josiah Carlson proposed the name 'type' rather than 'metaclass', reasoning that what is really being specified is the type of the type.",
                        "light rewording"),
                    "paraphrase": (
                        "According to Josiah Carlson, the keyword should be called 'type' instead of 'metaclass', since what it really specifies is the type of the type.",
                        "freer rewording"),
                    "contradiction": (
                        "Josiah Carlson proposed using the name 'metaclass' instead of 'type', on the theory that what is really being specified is the type of the type.",
                        "[roles] 'type' and 'metaclass' swapped"),
                    "overclaim": (
                        "Josiah Carlson insisted that the name 'type' must replace 'metaclass', on the theory that what is really being specified is the type of the type.",
                        "'proposed' -> 'insisted ... must'"),
                    "added": (
                        "Josiah Carlson proposed using the name 'type' instead of 'metaclass', on the theory that what is being specified is the type of the type, echoing the terminology used in Smalltalk.",
                        "adds an unstated influence (Smalltalk)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d20
    {
        "path": "python-peps/pep-0263.rst",
        "name": "PEP 263: Defining Python Source Code Encodings",
        "sentences": [
            {
                "start": "In Python 2.1, Unicode literals can only be written",
                "end": "\"unicode-escape\".",
                "claims": {
                    "reworded": (
                        "Unicode literals in Python 2.1 can only be written using the Latin-1 based \"unicode-escape\" encoding.",
                        "light rewording"),
                    "paraphrase": (
                        "Python 2.1 restricts how Unicode literals are written to the \"unicode-escape\" encoding, which is based on Latin-1.",
                        "freer rewording"),
                    "contradiction": (
                        "In Python 2.1, Unicode literals can only be written using the UTF-8 based encoding \"unicode-escape\".",
                        "[entity] Latin-1 based -> UTF-8 based"),
                    "overclaim": (
                        "In Python 2.1 and every earlier release, Unicode literals can only be written using the Latin-1 based \"unicode-escape\" encoding.",
                        "scope widened to every earlier release"),
                    "added": (
                        "In Python 2.1, Unicode literals can only be written using the Latin-1 based \"unicode-escape\" encoding, which requires \\u escapes for every character outside Latin-1.",
                        "adds an unstated consequence (\\u escapes needed)"),
                },
            },
            {
                "start": "If a source file uses both the UTF-8 BOM mark signature",
                "end": "is 'utf-8'.",
                "claims": {
                    "reworded": (
                        "When a source file has both the UTF-8 BOM signature and a magic encoding comment, 'utf-8' is the only encoding the comment may declare.",
                        "light rewording"),
                    "paraphrase": (
                        "A file that starts with the UTF-8 BOM and also carries a magic coding comment can only declare 'utf-8' in that comment.",
                        "freer rewording"),
                    "contradiction": (
                        "If a source file uses both the UTF-8 BOM mark signature and a magic encoding comment, the only allowed encoding for the comment is 'latin-1'.",
                        "[entity] 'utf-8' -> 'latin-1'"),
                    "overclaim": (
                        "If a source file uses any Unicode BOM signature together with a magic encoding comment, the only allowed encoding for the comment is 'utf-8'.",
                        "scope widened: the UTF-8 BOM -> any Unicode BOM"),
                    "added": (
                        "If a source file uses both the UTF-8 BOM signature and a magic encoding comment, the comment may only name 'utf-8', and editors such as Emacs are expected to enforce this.",
                        "adds an unstated enforcement expectation"),
                },
            },
            {
                "start": "It does not include\n   encodings which use two or more bytes",
                "end": "e.g. UTF-16.",
                "claims": {
                    "reworded": (
                        "Encodings that use two or more bytes for every character, such as UTF-16, are not included among the allowed source code encodings.",
                        "light rewording; 'it' spelled out"),
                    "paraphrase": (
                        "UTF-16, and any other encoding in which every character takes at least two bytes, cannot be used as a source code encoding.",
                        "freer rewording"),
                    "contradiction": (
                        "Only encodings that use three or more bytes for all characters are excluded, so UTF-16 is allowed as a source code encoding.",
                        "[number] 'two or more bytes' -> 'three or more', UTF-16 allowed"),
                    "overclaim": (
                        "Encodings that use two or more bytes for all characters, such as UTF-16, will never be supported as source encodings in any future Python version.",
                        "scope widened in time (never, any future version)"),
                    "added": (
                        "Encodings that use two or more bytes for all characters, such as UTF-16, are not included, because they would make Python files unreadable in most text editors.",
                        "adds an unstated reason"),
                },
            },
            {
                "start": "This PEP intends to provide an upgrade path",
                "end": "robust and portable definition.",
                "claims": {
                    "reworded": (
                        "PEP 263 is intended to provide an upgrade path from the current, more-or-less undefined source code encoding situation to a more robust and portable definition.",
                        "light rewording"),
                    "paraphrase": (
                        "The aim of PEP 263 is a migration route away from today's largely undefined handling of source encodings toward something sturdier and more portable.",
                        "freer rewording; 'intends' kept as 'aim', comparatives kept"),
                    "contradiction": (
                        "PEP 263 intends to provide an upgrade path from a robust and portable definition of source code encoding to a looser, more-or-less undefined one.",
                        "[direction] from/to of the upgrade path reversed"),
                    "overclaim": (
                        "PEP 263 provides a fully robust and portable definition of source code encoding that resolves every encoding problem in Python source files.",
                        "'intends to provide an upgrade path ... more robust' -> 'provides a fully robust ... resolves every problem'"),
                    "added": (
                        "PEP 263 intends to provide an upgrade path from the more-or-less undefined source code encoding situation to a more robust and portable definition, modelled on XML's encoding declaration.",
                        "adds an unstated model (XML)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d21
    {
        "path": "python-peps/pep-0333.rst",
        "name": "PEP 333: Python Web Server Gateway Interface v1.0",
        "sentences": [
            {
                "start": "Therefore,\nnew standard library modules are not proposed or required",
                "end": "than 2.2.2.",
                "claims": {
                    "reworded": (
                        "WSGI therefore neither proposes nor requires new standard library modules, and nothing in it requires a Python version greater than 2.2.2.",
                        "light rewording"),
                    "paraphrase": (
                        "None of WSGI depends on a Python newer than 2.2.2, and the specification neither proposes nor needs any new standard library modules.",
                        "freer rewording; clause order swapped"),
                    "contradiction": (
                        "New standard library modules are not proposed by this specification, but WSGI requires Python 2.3 or later.",
                        "[number] no requirement beyond 2.2.2 -> requires 2.3 or later"),
                    "overclaim": (
                        "The WSGI specification forbids implementations from depending on any standard library module added after Python 2.2.2.",
                        "'not proposed or required' -> 'forbids depending on'"),
                    "added": (
                        "New standard library modules are not proposed or required by WSGI, and nothing in it requires a Python version newer than 2.2.2, the version shipped with Red Hat Linux at the time.",
                        "adds an unstated reason for the version choice"),
                },
            },
            {
                "start": "Application objects must be able\nto be invoked more than once",
                "end": "make such repeated requests.",
                "claims": {
                    "reworded": (
                        "Application objects must be able to be invoked more than once, since virtually all servers and gateways other than CGI will make such repeated requests.",
                        "light rewording"),
                    "paraphrase": (
                        "Because almost every server or gateway except CGI calls the application repeatedly, an application object has to support being invoked multiple times.",
                        "freer rewording; 'virtually all' and the CGI exception kept"),
                    "contradiction": (
                        "Application objects must be able to be invoked more than once, as virtually all servers and gateways (other than FastCGI) will make such repeated requests.",
                        "[entity] the exception CGI -> FastCGI"),
                    "overclaim": (
                        "Application objects must be able to be invoked an unlimited number of times, since all servers except CGI make repeated requests.",
                        "'more than once' -> 'unlimited number of times'; 'virtually all' -> 'all'"),
                    "added": (
                        "Application objects must be able to be invoked more than once, since virtually all servers other than CGI will make repeated requests, often from a pool of worker processes.",
                        "adds an unstated detail (worker process pools)"),
                },
            },
            {
                "start": "New WSGI applications and frameworks **should not** use the",
                "end": "if it is possible to avoid doing so.",
                "claims": {
                    "reworded": (
                        "New WSGI applications and frameworks should avoid using the write() callable whenever it is possible to do so.",
                        "light rewording; bold markup dropped"),
                    "paraphrase": (
                        "If they can get by without it, newly written WSGI applications and frameworks ought not to use write().",
                        "freer rewording; condition kept"),
                    "contradiction": (
                        "New WSGI applications and frameworks should prefer the write() callable over returning their output as an iterable.",
                        "[direction] the recommendation reversed (avoid write() -> prefer write())"),
                    "overclaim": (
                        "New WSGI applications and frameworks must never use the write() callable.",
                        "'should not ... if it is possible to avoid' -> 'must never'"),
                    "added": (
                        "New WSGI applications and frameworks should not use the write() callable if it can be avoided, and write() is expected to be removed in a future WSGI version.",
                        "adds an unstated plan"),
                },
            },
            {
                "start": "All encoding/decoding must be handled by the application",
                "end": "not Unicode objects.",
                "claims": {
                    "reworded": (
                        "The application must handle all encoding and decoding; every string passed to or from the server must be a standard Python byte string, not a Unicode object.",
                        "light rewording"),
                    "paraphrase": (
                        "Encoding and decoding are entirely the application's job, and only standard Python byte strings, never Unicode objects, may be passed between it and the server.",
                        "freer rewording"),
                    "contradiction": (
                        "All encoding and decoding must be handled by the server; strings passed between the server and the application must be standard Python byte strings.",
                        "[roles] application -> server as the party responsible for encoding"),
                    "overclaim": (
                        "Every string anywhere in a WSGI application, including its internal data, must be a byte string rather than a Unicode object.",
                        "scope widened: strings passed to/from the server -> every string in the application"),
                    "added": (
                        "All encoding and decoding must be handled by the application, and strings passed to or from the server must be byte strings rather than Unicode objects, which is why most frameworks decode request data in a middleware layer.",
                        "adds an unstated consequence about frameworks"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d22
    {
        "path": "python-peps/pep-3125.rst",
        "name": "PEP 3125: Remove Backslash Continuation",
        "sentences": [
            {
                "start": "There wasn't enough support in favor",
                "end": "would become harder.",
                "claims": {
                    "reworded": (
                        "There was not enough support in favour of PEP 3125, the feature it would remove isn't all that harmful, and some use cases would become harder.",
                        "light rewording; the PEP named"),
                    "paraphrase": (
                        "Too few people backed the proposal, backslash continuation does little harm, and removing it would make certain use cases more difficult.",
                        "freer rewording; all three reasons kept"),
                    "contradiction": (
                        "There wasn't enough support in favor and the feature isn't all that harmful, but no use cases would become harder.",
                        "[negation] 'some use cases would become harder' -> 'no use cases'"),
                    "overclaim": (
                        "No one supported PEP 3125, the feature it would remove is entirely harmless, and some use cases would become harder.",
                        "'not enough support' -> 'no one'; 'isn't all that harmful' -> 'entirely harmless'"),
                    "added": (
                        "There wasn't enough support for PEP 3125, the feature isn't all that harmful, some use cases would become harder, and 2to3 could not convert existing code automatically.",
                        "adds an unstated list item (2to3)"),
                },
            },
            {
                "start": "Fortunately, the typical result is only a syntax error",
                "end": "rather than a\nruntime bug",
                "claims": {
                    "reworded": (
                        "Fortunately, the typical result of trailing whitespace after a backslash is only a syntax error rather than a runtime bug.",
                        "light rewording; subject filled in from context"),
                    "paraphrase": (
                        "Luckily, an invisible space after the backslash usually just produces a syntax error, not a bug at runtime.",
                        "freer rewording; 'typical' kept as 'usually'"),
                    "contradiction": (
                        "Unfortunately, the typical result is a runtime bug rather than a syntax error.",
                        "[roles] syntax error and runtime bug swapped"),
                    "overclaim": (
                        "Trailing whitespace after a backslash always results in a syntax error and can never cause a runtime bug.",
                        "'typical' -> 'always ... never'"),
                    "added": (
                        "Fortunately, the typical result is only a syntax error rather than a runtime bug, and most editors highlight the offending whitespace.",
                        "adds an unstated detail about editors"),
                },
            },
            {
                "start": "Many of the objections to removing ``\\`` termination",
                "end": "don't mind losing the general case.",
                "claims": {
                    "reworded": (
                        "Many objections to removing backslash termination were really objections to removing it inside literal strings; several people clarified that they want to keep the literal-string usage but don't mind losing the general case.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Much of the pushback was only about backslashes in string literals: several people made clear they'd keep that usage but were fine with giving up the general case.",
                        "freer rewording; 'many' and 'several' kept"),
                    "contradiction": (
                        "Many objections to removing backslash termination were really about literal strings, and several people said they want to keep the general case but don't mind losing the literal-string usage.",
                        "[roles] the literal-string usage and the general case swapped"),
                    "overclaim": (
                        "All of the objections to removing backslash termination were really objections to removing it within literal strings.",
                        "'many' -> 'all'"),
                    "added": (
                        "Many objections to removing backslash termination were really about literal strings; several people want to keep that usage but don't mind losing the general case, most of them maintainers of large string-heavy codebases.",
                        "adds an unstated detail about who objected"),
                },
            },
            {
                "start": "Requiring that the continuation be indented more than the initial line",
                "end": "both safety and complexity.",
                "claims": {
                    "reworded": (
                        "Requiring the continuation to be indented more than the initial line would add both safety and complexity.",
                        "light rewording"),
                    "paraphrase": (
                        "Making continuation lines indent further than the first line would bring extra safety, but also extra complexity.",
                        "freer rewording"),
                    "contradiction": (
                        "Requiring that the continuation be indented more than the initial line would add safety while reducing complexity.",
                        "[direction] complexity 'added' -> 'reduced'"),
                    "overclaim": (
                        "Requiring that the continuation be indented more than the initial line would make implicit line continuation completely safe.",
                        "'add safety' -> 'completely safe'; complexity cost dropped"),
                    "added": (
                        "Requiring that the continuation be indented more than the initial line would add both safety and complexity, and it is the approach taken by Haskell's layout rule.",
                        "adds an unstated comparison (Haskell)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d23
    {
        "path": "python-peps/pep-0378.rst",
        "name": "PEP 378: Format Specifier for Thousands Separator",
        "sentences": [
            {
                "start": "First, it is\na global setting",
                "end": "in multiple locales.",
                "claims": {
                    "reworded": (
                        "First, the locale module is a global setting, which makes it unsuitable for multi-threaded apps that need to serve requests in multiple locales.",
                        "light rewording; 'it' named"),
                    "paraphrase": (
                        "Because locale is process-wide, it doesn't suit multi-threaded applications that handle requests in several different locales.",
                        "freer rewording"),
                    "contradiction": (
                        "The locale module is a per-thread setting, so it is well suited to multi-threaded apps that serve requests in multiple locales.",
                        "[negation] 'global ... not suitable' -> 'per-thread ... well suited'"),
                    "overclaim": (
                        "The locale module is a global setting and cannot be used in any multi-threaded application.",
                        "scope widened: apps serving multiple locales -> any multi-threaded application"),
                    "added": (
                        "First, the locale module is a global setting, unsuitable for multi-threaded apps serving requests in multiple locales, and changing it is not thread-safe on Windows.",
                        "adds an unstated platform detail"),
                },
            },
            {
                "start": "This proposal has the virtue of being simpler",
                "end": "right out of the box.",
                "claims": {
                    "reworded": (
                        "The main proposal is simpler than the alternative proposal, but it is much less flexible and meets the needs of fewer users right out of the box.",
                        "light rewording; 'this proposal' named"),
                    "paraphrase": (
                        "Compared with the alternative, the comma proposal wins on simplicity but loses a lot of flexibility, serving fewer users out of the box.",
                        "freer rewording"),
                    "contradiction": (
                        "The main proposal is simpler than the alternative proposal, and it is also much more flexible and meets the needs of more users right out of the box.",
                        "[direction] 'less flexible ... fewer users' -> 'more flexible ... more users'"),
                    "overclaim": (
                        "The main proposal is simpler than the alternative but meets the needs of almost no users out of the box.",
                        "'fewer users' -> 'almost no users'"),
                    "added": (
                        "The main proposal is simpler than the alternative but much less flexible, meeting fewer users' needs out of the box, and it was favoured by most participants on python-dev.",
                        "adds an unstated detail about support"),
                },
            },
            {
                "start": "This proposal meets mosts needs",
                "end": "a bit more effort to parse.",
                "claims": {
                    "reworded": (
                        "The alternative proposal meets most needs, but at the cost of taking a bit more effort to parse.",
                        "light rewording; document typo 'mosts' read as 'most'"),
                    "paraphrase": (
                        "Eric Smith's proposal covers most requirements, though parsing it takes somewhat more effort.",
                        "freer rewording"),
                    "contradiction": (
                        "The alternative proposal meets most needs and takes a bit less effort to parse.",
                        "[direction] 'more effort to parse' -> 'less effort'"),
                    "overclaim": (
                        "The alternative proposal meets most needs but is considerably harder to parse.",
                        "'a bit more effort' -> 'considerably harder'"),
                    "added": (
                        "The alternative proposal meets most needs, but it takes a bit more effort to parse and would slow down every format() call.",
                        "adds an unstated consequence"),
                },
            },
            {
                "start": "Eric Smith pointed-out that these are already",
                "end": "(albeit only\n  for integers).",
                "claims": {
                    "reworded": (
                        "Eric Smith pointed out that these groupings are already handled by the \"n\" specifier in the locale module, albeit only for integers.",
                        "light rewording"),
                    "paraphrase": (
                        "According to Eric Smith, the locale module's \"n\" specifier already deals with these groupings, though just for integers.",
                        "freer rewording; 'only for integers' kept"),
                    "contradiction": (
                        "Eric Smith pointed out that these are already handled by the \"n\" specifier in the locale module, albeit only for floats.",
                        "[entity] integers -> floats"),
                    "overclaim": (
                        "Eric Smith pointed out that every national digit-grouping convention is already handled by the locale module's \"n\" specifier, albeit only for integers.",
                        "'these' (hundreds, ten-thousands) -> every national convention"),
                    "added": (
                        "Eric Smith pointed out that these are already handled by the \"n\" specifier in the locale module, albeit only for integers, a specifier that was added in Python 2.5.",
                        "adds an unstated version detail"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d24
    {
        "path": "python-peps/pep-3109.rst",
        "name": "PEP 3109: Raising Exceptions in Python 3000",
        "sentences": [
            {
                "start": "This PEP introduces changes to Python's mechanisms for raising",
                "end": "the size of the\nlanguage.",
                "claims": {
                    "reworded": (
                        "PEP 3109 introduces changes to how Python raises exceptions, intended to reduce both line noise and the size of the language.",
                        "light rewording"),
                    "paraphrase": (
                        "The changes PEP 3109 makes to exception raising aim to cut down on line noise and to shrink the language.",
                        "freer rewording; intent framing kept ('aim to')"),
                    "contradiction": (
                        "PEP 3109 introduces changes to Python's mechanisms for raising exceptions intended to reduce line noise at the cost of increasing the size of the language.",
                        "[direction] size of the language 'reduced' -> 'increased'"),
                    "overclaim": (
                        "PEP 3109's changes to raising exceptions eliminate line noise and substantially shrink the language.",
                        "'intended to reduce' -> 'eliminate'"),
                    "added": (
                        "PEP 3109 changes Python's mechanisms for raising exceptions to reduce line noise and the size of the language, and to make exception handling faster.",
                        "adds an unstated purpose (speed)"),
                },
            },
            {
                "start": "Python 2.x's\n``raise`` statement violates this principle",
                "end": "the same thought.",
                "claims": {
                    "reworded": (
                        "Python 2.x's raise statement violates the \"one obvious way to do it\" principle by permitting multiple ways of expressing the same thought.",
                        "light rewording; 'this principle' named from the previous sentence"),
                    "paraphrase": (
                        "Because it allows the same thing to be written several ways, the raise statement in Python 2.x goes against the principle of one obvious way to do it.",
                        "freer rewording"),
                    "contradiction": (
                        "Python 2.x's raise statement follows this principle, permitting only one way of expressing each thought.",
                        "[negation] 'violates' -> 'follows'"),
                    "overclaim": (
                        "Python 2.x's raise statement violates this principle more than any other statement in the language.",
                        "unstated superlative"),
                    "added": (
                        "Python 2.x's raise statement violates this principle, permitting multiple ways of expressing the same thought, a problem first pointed out by Tim Peters.",
                        "adds an unstated attribution"),
                },
            },
            {
                "start": "Because of its relation to exception raising, the signature",
                "end": "second and third parameters.",
                "claims": {
                    "reworded": (
                        "Because it is related to exception raising, the signature of the throw() method on generator objects will change, dropping the optional second and third parameters.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Generators' throw() method, being tied to exception raising, will lose its optional second and third parameters.",
                        "freer rewording"),
                    "contradiction": (
                        "Because of its relation to exception raising, the signature for the throw() method on generator objects will change, dropping only the optional third parameter.",
                        "[number] second and third parameters -> only the third"),
                    "overclaim": (
                        "Because of their relation to exception raising, every method that accepts an exception, including generator throw(), will drop its optional second and third parameters.",
                        "scope widened: throw() -> every method accepting an exception"),
                    "added": (
                        "The throw() method on generator objects will change, dropping the optional second and third parameters, and the same change will apply to coroutine objects.",
                        "adds an unstated scope (coroutines)"),
                },
            },
            {
                "start": "This change will bring ``raise`` statements into line",
                "end": "which already disallows\nthis.",
                "claims": {
                    "reworded": (
                        "This change brings raise statements into line with the throw() method on generator objects, which already disallows raising such tuples.",
                        "light rewording; 'this' spelled out from context"),
                    "paraphrase": (
                        "Dropping tuple raising makes raise consistent with generators' throw() method, which already forbids it.",
                        "freer rewording"),
                    "contradiction": (
                        "This change will bring the throw() method on generator objects into line with raise statements, which already disallow this.",
                        "[roles] raise and throw() swapped"),
                    "overclaim": (
                        "This change makes raise statements behave identically to the throw() method on generator objects in every respect.",
                        "scope widened: consistency on tuples -> identical in every respect"),
                    "added": (
                        "This change will bring raise statements into line with the throw() method on generator objects, which already disallows this, and with the behaviour of Jython.",
                        "adds an unstated comparison (Jython)"),
                },
            },
        ],
    },
    # ------------------------------------------------------------------ d25
    {
        "path": "python-peps/pep-0536.rst",
        "name": "PEP 536: Final Grammar for Literal String Interpolation",
        "sentences": [
            {
                "start": "This PEP proposes a formal grammar lifting",
                "end": "or f-literals.",
                "claims": {
                    "reworded": (
                        "PEP 536 proposes a formal grammar that lifts those restrictions, promoting \"f-strings\" to \"f expressions\", or f-literals.",
                        "light rewording"),
                    "paraphrase": (
                        "By giving f-strings a formal grammar, PEP 536 would remove their restrictions and turn them into f expressions, also called f-literals.",
                        "freer rewording"),
                    "contradiction": (
                        "PEP 536 proposes keeping those restrictions in place while giving f-strings a formal grammar.",
                        "[negation] 'lifting those restrictions' -> 'keeping' them"),
                    "overclaim": (
                        "PEP 536 defines the final, complete grammar for all Python string literals.",
                        "scope widened: f-strings -> all string literals"),
                    "added": (
                        "PEP 536 proposes a formal grammar lifting those restrictions, promoting f-strings to f expressions or f-literals, a name chosen by analogy with byte literals.",
                        "adds an unstated naming rationale"),
                },
            },
            {
                "start": "The current implementation of f-strings in CPython relies",
                "end": "post processing of its tokens.",
                "claims": {
                    "reworded": (
                        "CPython's current f-string implementation relies on the existing string parsing machinery and on post-processing of its tokens.",
                        "light rewording"),
                    "paraphrase": (
                        "Today CPython builds f-strings on top of its ordinary string parser and then post-processes the resulting tokens.",
                        "freer rewording"),
                    "contradiction": (
                        "The current implementation of f-strings in CPython relies on dedicated f-string parse code rather than the existing string parsing machinery.",
                        "[entity] existing string parsing machinery -> dedicated parse code"),
                    "overclaim": (
                        "Every Python implementation parses f-strings using the existing string parsing machinery and post-processing of its tokens.",
                        "scope widened: CPython -> every implementation"),
                    "added": (
                        "The current implementation of f-strings in CPython relies on the existing string parsing machinery and post-processing of its tokens, an approach chosen to get f-strings into Python 3.6 quickly.",
                        "adds an unstated reason and version"),
                },
            },
            {
                "start": "The restrictions mentioned in Motivation_ are non-obvious",
                "end": "implementation details.",
                "claims": {
                    "reworded": (
                        "The restrictions described in the Motivation section are non-obvious and counter-intuitive unless the user is familiar with the f-literals' implementation details.",
                        "light rewording; section link markup dropped"),
                    "paraphrase": (
                        "Users who don't know how f-literals are implemented find the restrictions listed under Motivation unintuitive and hard to anticipate.",
                        "freer rewording; the condition kept"),
                    "contradiction": (
                        "The restrictions mentioned in Motivation are obvious and intuitive even to users who are unfamiliar with the implementation details.",
                        "[negation] 'non-obvious and counter-intuitive unless familiar' negated"),
                    "overclaim": (
                        "The restrictions mentioned in Motivation make f-strings unusable for anyone unfamiliar with their implementation details.",
                        "'counter-intuitive' -> 'unusable'"),
                    "added": (
                        "The restrictions mentioned in Motivation are non-obvious and counter-intuitive unless the user knows the implementation details, and they are a frequent topic of Stack Overflow questions.",
                        "adds an unstated detail"),
                },
            },
            {
                "start": "Since strings delimited by single ``'`` or ``\"``",
                "end": "expression portions of single line strings.",
                "claims": {
                    "reworded": (
                        "Because strings delimited by single ' or \" characters are expected to be single-line, line breaks remain illegal in the expression portions of single-line strings.",
                        "light rewording; markup dropped"),
                    "paraphrase": (
                        "Expression portions of single-line strings still can't contain line breaks, since strings quoted with one ' or \" are expected to fit on a single line.",
                        "freer rewording"),
                    "contradiction": (
                        "Although strings delimited by single ' or \" characters are expected to be single line, line breaks become legal in expression portions of single line strings.",
                        "[negation] 'remain illegal' -> 'become legal'"),
                    "overclaim": (
                        "Line breaks in the expression portions of single-line strings will remain illegal in every future version of Python.",
                        "scope widened in time (every future version)"),
                    "added": (
                        "Since strings delimited by single ' or \" characters are expected to be single line, line breaks remain illegal in their expression portions, and the tokenizer reports such a line break as an unterminated string.",
                        "adds an unstated error-reporting detail"),
                },
            },
        ],
    },
]
