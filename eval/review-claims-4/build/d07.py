DOC = "python-peps/pep-0204.rst"
NAME = "PEP 204"
HEADING = "PEP 204: Range literals"
S = [
("The open issues, as well as some confusion between ranges and slice syntax, raised enough questions for Guido not to accept it for Python 2.0, and later to reject the proposal altogether.", [
 ("reworded", "The open issues, along with some confusion between ranges and slice syntax, raised enough questions for Guido not to accept the proposal for Python 2.0, and later to reject it altogether.", "synonyms, pronoun moved"),
 ("paraphrase", "Because of the open issues and some confusion between ranges and slice syntax, Guido first declined the proposal for Python 2.0 and later rejected it entirely.", "free rewording"),
 ("contradiction", "The open issues and some confusion between ranges and slice syntax raised enough questions for Tim Peters not to accept the proposal for Python 2.0.", "swap: Guido -> Tim Peters"),
 ("overclaim", "The open issues and widespread confusion between ranges and slice syntax led Guido not to accept the proposal for Python 2.0 and later to reject it.", "some confusion -> widespread confusion"),
 ("added", "The open issues and some confusion between ranges and slice syntax led Guido not to accept the proposal for Python 2.0, and later to reject it in favour of improving xrange.", "added reason: in favour of xrange"),
]),
("The underlying mechanisms of the standard, and these extended slices, are sufficiently different and inconsistent that many classes and extensions outside of mathematical packages do not implement support for the extended variant.", [
 ("reworded", "The underlying mechanisms of standard and extended slices are different and inconsistent enough that many classes and extensions outside of mathematical packages do not support the extended variant.", "word order, 'implement support for' -> 'support'"),
 ("paraphrase", "Since the mechanisms behind standard and extended slices differ so much and are inconsistent, many classes and extensions outside mathematical packages leave the extended variant unimplemented.", "free rewording"),
 ("contradiction", "The mechanisms of standard and extended slices are consistent, so most classes and extensions outside mathematical packages implement support for the extended variant.", "negation: do not implement -> implement"),
 ("overclaim", "The mechanisms of standard and extended slices are so inconsistent that no class or extension outside mathematical packages supports the extended variant.", "many -> none"),
 ("added", "The mechanisms of standard and extended slices are different and inconsistent enough that many classes and extensions outside mathematical packages skip the extended variant, a problem scheduled to be fixed in Python 2.1.", "added: scheduled fix in 2.1"),
]),
("There is one minor difference between range literals and the slice syntax: though it is possible to omit all of *start*, *end* and *step* in slices, it does not make sense to omit *end* in range literals.", [
 ("reworded", "There is one minor difference between range literals and slice syntax: although start, end and step can all be omitted in slices, omitting end in range literals does not make sense.", "passive, markup dropped"),
 ("paraphrase", "Range literals differ from slices in one minor way: slices let you leave out start, end and step, but leaving out end makes no sense for a range literal.", "free rewording"),
 ("contradiction", "There is one minor difference between range literals and slice syntax: start, end and step can all be omitted in slices, but it does not make sense to omit start in range literals.", "swap: end -> start"),
 ("overclaim", "Although start, end and step can all be omitted in slices, omitting end in a range literal is a syntax error.", "does not make sense -> is a syntax error"),
 ("added", "Start, end and step can all be omitted in slices, but omitting end does not make sense in range literals, a restriction that also applies to the xrange builtin.", "added scope: applies to xrange"),
]),
("This may be a desirable solution, especially for large number arrays: generators require very little in the way of storage and initialization, and there is only a small performance impact in calculating and creating the appropriate number on request.", [
 ("reworded", "This may be a desirable solution, particularly for large number arrays, since generators need very little storage and initialization and there is only a small performance impact in calculating and creating the appropriate number on request.", "synonyms, colon -> 'since'"),
 ("paraphrase", "For big arrays of numbers especially, this could be a good solution, because generators need little storage or initialization and producing each number on request costs only a little performance.", "free rewording; kept 'may' and 'small'"),
 ("contradiction", "This may be a desirable solution for large number arrays, even though generators require a great deal of storage and initialization.", "direction: very little -> a great deal of storage"),
 ("overclaim", "Implementing range literals as tuple generators will be the preferred solution for large number arrays, since generators need very little storage and initialization.", "may be desirable -> will be preferred"),
 ("added", "This may be a desirable solution for large number arrays, since generators need very little storage and initialization, and it would also let range literals be used as dictionary keys.", "added: usable as dictionary keys"),
]),
]
