DOC = "python-peps/pep-3110.rst"
TITLE = "PEP 3110: Catching Exceptions in Python 3000"
SENTS = [
    {
        "src": "This PEP intends to resolve this issue by adding a cleanup semantic to ``except`` clauses in Python 3 whereby the target name is deleted at the end of the ``except`` suite.",
        "reworded": ("PEP 3110 intends to resolve the traceback reference-cycle issue by adding a cleanup semantic to except clauses in Python 3, whereby the target name is deleted at the end of the except suite.", "'This PEP' and 'this issue' resolved from the preceding sentence; markup dropped"),
        "paraphrase": ("To deal with the garbage-collection problem caused by the exception-traceback-frame reference cycle, PEP 3110 plans for Python 3 except clauses to delete their target name once the except suite finishes.", "free rewording; 'intends' kept as 'plans'"),
        "contradiction": ("PEP 3110 intends to resolve the reference-cycle issue by having Python 3 except clauses delete the target name at the start of the except suite.", "[direction] end of the suite -> start"),
        "overclaim": ("PEP 3110 eliminates every garbage-collection problem involving exceptions by deleting the except target name at the end of the except suite.", "'intends to resolve this issue' -> eliminates every problem"),
        "added": ("PEP 3110 resolves the reference cycle by deleting the except target at the end of the suite, which also makes exception handling measurably faster.", "adds a speed benefit not stated"),
    },
    {
        "src": "While these changes generally cannot be automated, the ``2to3``\nutility is able to point out cases where the target of an ``except``\nclause is a tuple, simplifying conversion.",
        "reworded": ("Although converting except clauses with tuple targets generally cannot be automated, the 2to3 utility can point out cases where an except clause's target is a tuple, which simplifies conversion.", "'these changes' resolved to converting tuple-target clauses"),
        "paraphrase": ("Rewriting tuple-target except clauses is for the most part not automatable, but 2to3 eases the job by flagging except clauses whose target is a tuple.", "free rewording; 'generally' kept as 'for the most part'"),
        "contradiction": ("Converting except clauses with tuple targets can generally be automated, and 2to3 can also point out cases where the target is a tuple.", "[negation] generally cannot be automated -> can"),
        "overclaim": ("The 2to3 utility finds every except clause with a tuple target, which makes converting such code straightforward.", "'able to point out cases' -> finds every; 'simplifying' -> straightforward"),
        "added": ("Tuple-target except clauses generally cannot be converted automatically, but 2to3 points them out and prints the line number of each one.", "adds line-number output; not stated"),
    },
    {
        "src": "In order to facilitate forwards compatibility between Python 2.6 and 3.0,\nthe ``except ... as ...:`` syntax will be backported to the 2.x series.",
        "reworded": ("The except ... as ... syntax will be backported to the 2.x series to facilitate forwards compatibility between Python 2.6 and 3.0.", "clause order swapped; markup dropped"),
        "paraphrase": ("So that code can move more easily from Python 2.6 to 3.0, the 2.x line will also accept the except ... as ... form.", "free rewording"),
        "contradiction": ("To ease forwards compatibility between Python 2.5 and 3.0, the except ... as ... syntax will be backported to the 2.x series.", "[number] 2.6 -> 2.5"),
        "overclaim": ("Backporting the except ... as ... syntax to the 2.x series guarantees full forwards compatibility between Python 2.6 and 3.0.", "'facilitate' -> guarantees full compatibility"),
        "added": ("The except ... as ... syntax will be backported to the 2.x series, and the old comma form will raise a deprecation warning in Python 2.6.", "adds a deprecation warning; not mentioned"),
    },
    {
        "src": "While a ``2to3`` fixer to replace calls to ``sys.exc_info()``\nand some attribute accesses would be trivial, it would be far more\ndifficult for static analysis to find and fix functions that expect\nthe values from ``sys.exc_info()`` as arguments.",
        "reworded": ("A 2to3 fixer replacing calls to sys.exc_info() and some attribute accesses would be trivial, but finding and fixing functions that expect sys.exc_info() values as arguments would be far harder for static analysis.", "light rewording; markup dropped"),
        "paraphrase": ("Swapping out sys.exc_info() calls and some attribute accesses with a 2to3 fixer would be easy, whereas static analysis would struggle far more to locate and repair functions that take sys.exc_info() values as arguments.", "free rewording; 'some' kept"),
        "contradiction": ("Static analysis could easily find functions that expect sys.exc_info() values as arguments, but a 2to3 fixer to replace calls to sys.exc_info() would be far more difficult.", "[roles] which task is trivial and which is difficult swapped"),
        "overclaim": ("Static analysis cannot find or fix functions that expect sys.exc_info() values as arguments, so dropping sys.exc_info() is impossible.", "far more difficult -> cannot; adds an impossibility conclusion"),
        "added": ("A 2to3 fixer for sys.exc_info() calls would be trivial and was already written at a Python 3000 sprint, but fixing functions taking its values is far harder.", "adds that a fixer was written at a sprint; not stated"),
    },
]
