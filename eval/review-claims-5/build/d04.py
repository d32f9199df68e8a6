DOC = "python-peps/pep-0651.rst"
TITLE = "PEP 651: Robust Stack Overflow Handling"
SENTS = [
    {
        "src": "Allowing machine stack overflow is a potential security vulnerability, but limiting recursion depth can prevent the use of some algorithms in Python.",
        "reworded": ("Allowing the machine stack to overflow is a potential security vulnerability, while limiting recursion depth can prevent some algorithms from being used in Python.", "light rewording"),
        "paraphrase": ("PEP 651 points to a tension: letting the machine stack overflow could open a security hole, yet capping recursion depth can rule out certain algorithms in Python.", "free rewording; 'potential' and 'some' kept"),
        "contradiction": ("Allowing machine stack overflow poses no security risk, but limiting recursion depth can prevent the use of some algorithms in Python.", "[negation] potential vulnerability -> no risk"),
        "overclaim": ("Allowing machine stack overflow is a security vulnerability, and limiting recursion depth prevents most recursive algorithms from being used in Python.", "potential dropped; can prevent some -> prevents most"),
        "added": ("Allowing machine stack overflow is a potential security vulnerability because attackers can use it to execute arbitrary code, while limiting recursion depth blocks some algorithms.", "adds arbitrary code execution; the PEP only speaks of crashing the VM"),
    },
    {
        "src": "If the implementation couples the Python stack to the underlying VM or hardware stack, then it should raise a ``RecursionOverflow`` exception when the recursion limit is exceeded, but the underlying stack does not overflow.",
        "reworded": ("An implementation that couples the Python stack to the underlying VM or hardware stack should raise RecursionOverflow when the recursion limit is exceeded but the underlying stack does not overflow.", "conditional folded into a relative clause; markup dropped"),
        "paraphrase": ("Where the Python stack is tied to the VM or hardware stack, exceeding the recursion limit without the underlying stack actually overflowing should produce a RecursionOverflow exception.", "free rewording; both conditions kept"),
        "contradiction": ("An implementation that couples the Python stack to the hardware stack should raise StackOverflow when the recursion limit is exceeded but the underlying stack does not overflow.", "[swap] RecursionOverflow -> StackOverflow"),
        "overclaim": ("An implementation that couples the Python stack to the hardware stack must raise RecursionOverflow when the recursion limit is exceeded but the underlying stack does not overflow.", "should -> must"),
        "added": ("An implementation that ties the Python stack to the hardware stack should raise RecursionOverflow when the limit is exceeded without overflow, as Jython and PyPy already do.", "adds named implementations already doing this; not stated"),
    },
    {
        "src": "It is hard to predict whether the overall effect will be positive or negative,\nbut it is quite likely that the net effect will be too small to be measured.",
        "reworded": ("Whether the overall performance effect will be positive or negative is hard to predict, but the net effect will quite likely be too small to measure.", "light rewording; 'performance' from the section heading"),
        "paraphrase": ("PEP 651 cannot easily say whether performance will improve or worsen overall, though it judges it quite probable that the net change will be unmeasurably small.", "free rewording; 'quite likely' kept"),
        "contradiction": ("It is hard to predict whether the overall effect will be positive or negative, but the net effect will quite likely be large enough to measure easily.", "[direction] too small to be measured -> large enough to measure"),
        "overclaim": ("The net performance effect of PEP 651 will be too small to be measured.", "'quite likely' dropped"),
        "added": ("It is hard to predict whether the net performance effect will be positive or negative, although early benchmarks showed it was too small to measure.", "adds benchmarks not mentioned anywhere"),
    },
    {
        "src": "While this might sound bad, it is no worse than the current situation, where we guess that the\nsize of the C stack is at least 1000 times the stack space required for the chain of calls from\n``_PyEval_EvalFrameDefault`` to ``_PyEval_EvalFrameDefault``.",
        "reworded": ("Guessing on minor platforms is no worse than the current situation, in which the C stack is guessed to be at least 1000 times the stack space needed for the call chain from _PyEval_EvalFrameDefault to _PyEval_EvalFrameDefault.", "'this' resolved to guessing on minor platforms; markup dropped"),
        "paraphrase": ("Though guessing on minor platforms might sound bad, CPython already guesses today, assuming its C stack is at least a thousand times the space used by one _PyEval_EvalFrameDefault-to-_PyEval_EvalFrameDefault call chain.", "free rewording; 'at least 1000' kept"),
        "contradiction": ("Guessing is no worse than today, where the C stack is assumed to be at least 100 times the stack space of the _PyEval_EvalFrameDefault to _PyEval_EvalFrameDefault call chain.", "[number] 1000 -> 100"),
        "overclaim": ("Guessing stack bounds on minor platforms is perfectly safe, since CPython already guesses that the C stack is at least 1000 times the space of one evaluation call chain.", "'no worse than the current situation' -> perfectly safe"),
        "added": ("CPython currently guesses that the C stack is at least 1000 times the space of one _PyEval_EvalFrameDefault call chain, a figure chosen to suit 8 MB Linux stacks.", "adds where the figure comes from; not stated"),
    },
]
