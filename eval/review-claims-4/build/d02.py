DOC = "python-peps/pep-0326.rst"
NAME = "PEP 326"
HEADING = "PEP 326: A case for top and bottom values"
S = [
("Such behavior results in easier to understand code and fewer special cases in which a temporary minimum or maximum value is required, and an actual minimum or maximum numeric value is not limited.", [
 ("reworded", "This behavior results in code that is easier to understand and fewer special cases in which a temporary minimum or maximum value is needed, and an actual minimum or maximum numeric value is not limited.", "synonyms, word order"),
 ("paraphrase", "According to PEP 326, this behavior makes code easier to understand, reduces the special cases that need a temporary minimum or maximum value, and leaves actual minimum or maximum numeric values unlimited.", "free rewording"),
 ("contradiction", "Such behavior results in easier to understand code but more special cases in which a temporary minimum or maximum value is required.", "direction: fewer -> more"),
 ("overclaim", "Such behavior eliminates every special case in which a temporary minimum or maximum value is required.", "fewer -> eliminates every"),
 ("added", "Such behavior results in easier to understand code and fewer special cases needing a temporary minimum or maximum value, particularly in code being ported from Python 2 to Python 3.", "added scope: porting to Python 3"),
]),
("While ``None`` can be used as an absolute minimum that any value can attain [1]_, this may be deprecated [4]_ in Python 3.0 and shouldn't be relied upon.", [
 ("reworded", "Although None can be used as an absolute minimum that any value can attain, this may be deprecated in Python 3.0 and should not be relied upon.", "references dropped, contraction expanded"),
 ("paraphrase", "Using None as an absolute minimum that every value can reach is possible, but that usage might be deprecated in Python 3.0 and should not be depended on.", "free rewording; kept 'may'"),
 ("contradiction", "Although None can be used as an absolute minimum that any value can attain, this may be deprecated in Python 3.0, but it is fine to rely upon.", "negation: shouldn't be relied upon -> fine to rely upon"),
 ("overclaim", "Using None as an absolute minimum will be deprecated in Python 3.0, so it should not be relied upon.", "may -> will"),
 ("added", "While None can serve as an absolute minimum that any value can attain, this may be deprecated in Python 3.0 and should not be relied upon, especially in code that compares None with strings.", "added qualifier: comparisons with strings"),
]),
("Independent implementations of the ``Min``/``Max`` concept by users desiring such functionality are not likely to be compatible, and certainly will produce inconsistent orderings.", [
 ("reworded", "Independent implementations of the Min/Max concept by users who want such functionality are unlikely to be compatible, and will certainly produce inconsistent orderings.", "synonyms, markup dropped"),
 ("paraphrase", "If users who want this functionality write their own Min and Max objects, those versions probably won't be compatible and are sure to yield inconsistent orderings.", "free rewording"),
 ("contradiction", "Independent implementations of the Min/Max concept by users are unlikely to be compatible, but they will produce consistent orderings.", "negation: inconsistent -> consistent"),
 ("overclaim", "Independent implementations of the Min/Max concept written by users are never compatible with one another.", "not likely -> never"),
 ("added", "Independent user implementations of the Min/Max concept are unlikely to be compatible and will produce inconsistent orderings, which is why the heapq module refuses to accept them.", "added: heapq refuses them"),
]),
("The module will use the names ``UniversalMaximum`` and ``UniversalMinimum`` due to the fact that it would be very difficult to mistake what each does.", [
 ("reworded", "The names UniversalMaximum and UniversalMinimum will be used by the module because it would be very difficult to mistake what each one does.", "active -> passive, markup dropped"),
 ("paraphrase", "The module picks UniversalMaximum and UniversalMinimum as its names since it would be very hard to confuse what either of them does.", "free rewording"),
 ("contradiction", "The module will use the short names Max and Min because it would be very difficult to mistake what each does.", "swap: UniversalMaximum/UniversalMinimum -> Max/Min"),
 ("overclaim", "The names UniversalMaximum and UniversalMinimum make it impossible to mistake what each of them does.", "very difficult -> impossible"),
 ("added", "The module will use the names UniversalMaximum and UniversalMinimum, chosen after a python-dev vote, because it would be very difficult to mistake what each does.", "added: chosen by python-dev vote"),
]),
]
