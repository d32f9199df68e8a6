DOC = "python-peps/pep-0454.rst"
TITLE = "PEP 454"
HEADING = "PEP 454: A new tracemalloc module to trace Python memory allocations"
S = [
    ("Using such tools to analyze Python memory\nallocations does not help because most memory blocks are allocated in\nthe same C function, in ``PyMem_Malloc()`` for example.", [
        ("reworded", "Analyzing Python memory allocations with such tools does not help, because most memory blocks are allocated in the same C function, for example PyMem_Malloc().", "reordered, markup dropped"),
        ("paraphrase", "Tools of this kind are of no help for Python allocations, since the bulk of memory blocks come from one and the same C function, such as PyMem_Malloc().", "free rewording, most -> the bulk"),
        ("contradiction", "Using such tools to analyze Python memory allocations is helpful, because most memory blocks are allocated in distinct C functions.", "[negation] does not help -> is helpful"),
        ("overclaim", "Using such tools to analyze Python memory allocations does not help because every memory block is allocated in the same C function, PyMem_Malloc().", "most -> every"),
        ("added", "Using such tools to analyze Python memory allocations does not help because most memory blocks are allocated in the same C function, such as PyMem_Malloc(), and because the tools slow Python down fiftyfold.", "added cause: fiftyfold slowdown"),
    ]),
    ("They\nare useful when most memory leaks are instances of the same type and\nthis type is only instantiated in a few functions.", [
        ("reworded", "Tools such as Heapy, Pympler and Meliae are useful when most memory leaks are instances of the same type and that type is instantiated in only a few functions.", "'They' resolved to the named tools"),
        ("paraphrase", "Heapy, Pympler and Meliae work well if the leaked objects are mostly of a single type that is created in just a handful of functions.", "free rewording"),
        ("contradiction", "They are not useful when most memory leaks are instances of the same type and this type is only instantiated in a few functions.", "[negation] useful -> not useful"),
        ("overclaim", "Tools such as Heapy, Pympler and Meliae are the most effective tools available when most memory leaks are instances of the same type instantiated in a few functions.", "useful -> the most effective tools available"),
        ("added", "They are useful when most memory leaks are instances of the same type, such as cached dictionaries, and this type is only instantiated in a few functions.", "added example: cached dictionaries"),
    ]),
    ("If the size of log entry is 32\nbytes, logging produces 8.2 MB per second or 29.0 GB per hour.", [
        ("reworded", "With a 32-byte log entry, logging produces 8.2 MB per second, or 29.0 GB per hour.", "condition compressed"),
        ("paraphrase", "Assuming each log entry takes 32 bytes, the log grows by 8.2 MB every second, which comes to 29.0 GB an hour.", "free rewording"),
        ("contradiction", "If the size of a log entry is 32 bytes, logging produces 8.2 MB per second or 2.9 GB per hour.", "[number] 29.0 GB -> 2.9 GB per hour"),
        ("overclaim", "Logging the calls to the memory allocator produces 8.2 MB per second, or 29.0 GB per hour.", "silently dropped condition 'if the log entry is 32 bytes'"),
        ("added", "If the size of a log entry is 32 bytes, logging produces 8.2 MB per second or 29.0 GB per hour on a 64-bit Linux system.", "added qualifier: 64-bit Linux"),
    ]),
    ("Parsing logs in a different process or a different computer is\nslower than maintaining traces on allocated memory blocks in the same\nprocess.", [
        ("reworded", "Maintaining traces on allocated memory blocks in the same process is faster than parsing logs in a different process or on a different computer.", "comparison inverted (slower -> faster) with operands swapped"),
        ("paraphrase", "Analysing logs in another process or on another machine takes longer than keeping traces of allocated memory blocks within the process itself.", "free rewording"),
        ("contradiction", "Maintaining traces on allocated memory blocks in the same process is slower than parsing logs in a different process or a different computer.", "[roles] the two approaches swapped"),
        ("overclaim", "Parsing logs is always slower than maintaining traces on allocated memory blocks, no matter where the logs are parsed.", "dropped 'in a different process or computer'; always"),
        ("added", "Parsing logs in a different process or a different computer is slower than maintaining traces on allocated memory blocks in the same process, mainly because of network latency.", "added cause: network latency"),
    ]),
]
