DOC = "python-peps/pep-0219.rst"
TITLE = "PEP 219: Stackless Python"
SENTS = [
    {
        "src": "But in more than a year, no one has found any other productive use of continuations, so there seems to be no demand for their support.",
        "reworded": ("In more than a year, nobody has found any other productive use of continuations, so there seems to be no demand for supporting them.", "light rewording"),
        "paraphrase": ("Since no one has come up with another productive use for continuations in over a year, demand for supporting them appears to be absent.", "free rewording; 'seems' kept as 'appears'"),
        "contradiction": ("After only a few weeks, no one had found any other productive use of continuations, so there seemed to be no demand for their support.", "[number] more than a year -> a few weeks"),
        "overclaim": ("Continuations have no productive use beyond coroutines, microthreads and generators, so nobody will ever need them supported.", "'no one has found in a year' -> have no use; 'seems' -> nobody will ever"),
        "added": ("No one has found another productive use of continuations in more than a year, so continuation support will be removed from Stackless.", "adds a removal consequence not stated"),
    },
    {
        "src": "This PEP, therefore, offers a way for making Python able to realistically manage thousands of\nseparate \"threads\" of activity (vs. today's limit of perhaps dozens\nof separate threads of activity).",
        "reworded": ("PEP 219 therefore offers a way to make Python able to realistically manage thousands of separate threads of activity, compared with today's limit of perhaps dozens.", "'This PEP' -> PEP 219; parenthesis folded in"),
        "paraphrase": ("With PEP 219, Python could realistically handle thousands of distinct threads of activity, where today the ceiling is perhaps a few dozen.", "free rewording; 'perhaps' kept"),
        "contradiction": ("PEP 219 offers a way for Python to realistically manage thousands of threads of activity, compared with today's limit of perhaps a few hundred.", "[number] dozens -> a few hundred"),
        "overclaim": ("PEP 219 makes Python able to manage an unlimited number of threads of activity, compared with today's hard limit of dozens.", "thousands -> unlimited; 'perhaps dozens' -> hard limit"),
        "added": ("PEP 219 would let Python manage thousands of threads of activity instead of perhaps dozens, which matters mainly for network servers with many connections.", "adds a purpose (network servers) not stated"),
    },
    {
        "src": "Extensions which do not go to the\neffort will still be safe, but will not play well with coroutines\n/ microthreads.",
        "reworded": ("C extensions that do not go to the effort of avoiding nested interpreter invocations will still be safe, but will not play well with coroutines or microthreads.", "'the effort' resolved from the preceding sentence"),
        "paraphrase": ("An extension whose authors skip the extra work will remain safe to use, yet it will not cooperate nicely with coroutines or microthreads.", "free rewording"),
        "contradiction": ("Extensions which do not go to the effort will not be safe, and will not play well with coroutines or microthreads.", "[negation] will still be safe -> will not be safe"),
        "overclaim": ("Extensions that do not go to the effort will still be safe, but they can never be used in the same program as coroutines or microthreads.", "'not play well' -> can never be used together"),
        "added": ("Extensions that do not go to the effort will still be safe but will not play well with coroutines, and they will also run somewhat slower.", "adds a speed penalty not stated"),
    },
    {
        "src": "Unbounded\nrecursion in Python code becomes a memory error, instead of a\nstack error (and thus, in non-Cupertino operating systems,\nsomething that can be recovered from).",
        "reworded": ("Unbounded recursion in Python code becomes a memory error rather than a stack error, and thus, in non-Cupertino operating systems, something that can be recovered from.", "light rewording; parenthesis folded in"),
        "paraphrase": ("With this approach, runaway recursion in Python code turns into a memory error instead of a stack error, which makes it recoverable on non-Cupertino operating systems.", "free rewording; the OS exception kept"),
        "contradiction": ("Unbounded recursion in Python code becomes a stack error instead of a memory error, which on non-Cupertino systems can be recovered from.", "[roles] memory error and stack error swapped"),
        "overclaim": ("Unbounded recursion in Python code becomes a memory error that can be recovered from on every operating system.", "non-Cupertino restriction dropped"),
        "added": ("Unbounded recursion becomes a recoverable memory error instead of a stack error, and the interpreter reports the depth at which the recursion was stopped.", "adds a reported recursion depth; not stated"),
    },
]
