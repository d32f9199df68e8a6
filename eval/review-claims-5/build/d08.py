DOC = "python-peps/pep-0307.rst"
TITLE = "PEP 307: Extensions to the pickle protocol"
SENTS = [
    {
        "src": "The binary pickle for the classic object consumed 33 bytes, and for the new-style object 86 bytes.",
        "reworded": ("In PEP 307's example, the binary pickle took 33 bytes for the classic object and 86 bytes for the new-style object.", "light rewording; 'consumed' -> 'took'"),
        "paraphrase": ("Pickled in binary form, the example's new-style instance needed 86 bytes, against just 33 bytes for the equivalent classic instance.", "free rewording; order reversed"),
        "contradiction": ("The binary pickle for the classic object consumed 33 bytes, while the new-style object's pickle consumed 68 bytes.", "[number] 86 -> 68"),
        "overclaim": ("Binary pickles of new-style objects are always more than twice the size of pickles of classic objects.", "one example -> always"),
        "added": ("The binary pickle took 33 bytes for the classic object and 86 for the new-style one, and text-mode pickles showed a similar gap.", "adds text-mode measurements; not stated"),
    },
    {
        "src": "Even\nhigh quality implementations of widely used protocols are\nroutinely found flawed; Python's pickle implementation simply\ncannot make such guarantees without a much larger time investment.",
        "reworded": ("Even high-quality implementations of widely used protocols are routinely found to be flawed, and Python's pickle implementation simply cannot make such guarantees without a much larger investment of time.", "light rewording"),
        "paraphrase": ("Flaws routinely turn up even in well-built implementations of popular protocols, and without investing far more time, Python's pickle code cannot offer guarantees of that kind.", "free rewording"),
        "contradiction": ("Even high-quality implementations of widely used protocols are rarely found flawed, yet Python's pickle implementation cannot make such guarantees without much more time.", "[direction] routinely -> rarely"),
        "overclaim": ("Every implementation of a widely used protocol is flawed, so Python's pickle implementation can never be made secure.", "routinely -> every; 'without a much larger time investment' -> never"),
        "added": ("Even high-quality protocol implementations are routinely found flawed, and the PSF declined to fund the larger time investment that securing pickle would need.", "adds a PSF funding decision; not stated"),
    },
    {
        "src": "It is quite possible\nthat certain names cannot be imported; that should not be a\nproblem as long as no pickle containing a reference to such names\nhas to be unpickled.",
        "reworded": ("Certain names may well be impossible to import, but that should not be a problem as long as no pickle referencing such names has to be unpickled.", "light rewording; 'quite possible' -> 'may well'"),
        "paraphrase": ("Some registered names might not be importable; this is expected to be harmless unless a pickle that refers to one of them actually needs unpickling.", "free rewording; 'should not be' kept as 'expected to be harmless'"),
        "contradiction": ("It is quite possible that certain names cannot be imported, and that is a problem even if no pickle referencing such names is ever unpickled.", "[negation] should not be a problem -> is a problem"),
        "overclaim": ("Names in the extension registry that cannot be imported never cause any problem.", "condition (no such pickle unpickled) dropped"),
        "added": ("Certain names may not be importable, which is fine unless a pickle referencing them must be unpickled, in which case an ImportError is raised.", "adds the exception type; not stated"),
    },
    {
        "src": "Part of the\nprotocol 2 changes break large lists and dicts into pieces of no\nmore than 1000 elements each, so that unpickling needn't create\na temp object larger than needed to hold 1000 elements.",
        "reworded": ("Some of the protocol 2 changes split large lists and dicts into pieces of no more than 1000 elements each, so unpickling need not create a temporary object bigger than needed to hold 1000 elements.", "light rewording"),
        "paraphrase": ("To spare unpickling from allocating a temporary object beyond what 1000 elements need, part of the protocol 2 work chops big lists and dicts into chunks of at most 1000 elements.", "free rewording; purpose clause moved first"),
        "contradiction": ("Part of the protocol 2 changes break large lists and dicts into pieces of at least 1000 elements each, so unpickling needn't create a larger temp object.", "[direction] no more than -> at least"),
        "overclaim": ("Protocol 2 guarantees that unpickling never creates a temporary object larger than 1000 elements.", "'needn't' -> never; 'part of the changes' -> protocol 2 guarantees"),
        "added": ("Protocol 2 changes break large lists and dicts into pieces of at most 1000 elements, which also lets a truncated pickle's earlier pieces be recovered.", "adds a recovery benefit; not stated"),
    },
]
