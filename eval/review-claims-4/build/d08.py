DOC = "python-peps/pep-3101.rst"
NAME = "PEP 3101"
HEADING = "PEP 3101: Advanced string formatting"
S = [
("The '%' operator is primarily limited by the fact that it is a binary operator, and therefore can take at most two arguments.", [
 ("reworded", "The main limitation of the '%' operator is that it is a binary operator and can therefore take at most two arguments.", "nominalised, word order"),
 ("paraphrase", "Being a binary operator, '%' can accept no more than two arguments, and this is its primary limitation.", "free rewording"),
 ("contradiction", "The '%' operator is primarily limited by being a binary operator, and therefore can take at most three arguments.", "number: two -> three"),
 ("overclaim", "The only limitation of the '%' operator is that it is a binary operator that can take at most two arguments.", "primarily -> only"),
 ("added", "The '%' operator is primarily limited by being a binary operator that can take at most two arguments, which also makes it slower than the new format method.", "added: slower than format"),
]),
("The reason for allowing these operators is that they don't normally have side effects in non-pathological code.", [
 ("reworded", "These operators are allowed because they do not normally have side effects in non-pathological code.", "nominal -> verbal construction"),
 ("paraphrase", "PEP 3101 permits these operators since, in code that is not pathological, they usually have no side effects.", "free rewording; kept 'normally' as 'usually'"),
 ("contradiction", "These operators are allowed even though they normally do have side effects in non-pathological code.", "negation: don't have -> do have"),
 ("overclaim", "These operators are allowed because they never have side effects.", "normally -> never; dropped 'non-pathological code'"),
 ("added", "These operators are allowed because they don't normally have side effects in non-pathological code and are cheap to evaluate at run time.", "added reason: cheap to evaluate"),
]),
("For all built-in types, an empty format specification will produce the equivalent of ``str(value)``.", [
 ("reworded", "An empty format specification will produce the equivalent of str(value) for all built-in types.", "word order, markup dropped"),
 ("paraphrase", "Formatting a value of any built-in type with an empty format spec gives the same result as calling str() on it.", "free rewording"),
 ("contradiction", "For all built-in types, an empty format specification will produce the equivalent of repr(value).", "swap: str -> repr"),
 ("overclaim", "For every object, including user-defined types, an empty format specification is required to produce the equivalent of str(value).", "built-in types -> every object, required"),
 ("added", "For all built-in types, an empty format specification will produce the equivalent of str(value), which keeps the format method compatible with the '%' operator.", "added purpose: compatibility with '%'"),
]),
("The new system does not collide with any of the method names of the existing string formatting techniques, so both systems can co-exist until it comes time to deprecate the older system.", [
 ("reworded", "The new system does not clash with any method names of the existing string formatting techniques, so the two systems can co-exist until it is time to deprecate the older one.", "synonyms"),
 ("paraphrase", "Since none of the new system's method names conflict with those of the existing formatting techniques, both can live side by side until the time comes to deprecate the older system.", "free rewording"),
 ("contradiction", "The new system collides with some method names of the existing string formatting techniques, so the two systems cannot co-exist.", "negation: does not collide -> collides"),
 ("overclaim", "The new system does not collide with the existing string formatting techniques, so both systems can co-exist indefinitely.", "until deprecation -> indefinitely"),
 ("added", "The new system does not collide with any method names of the existing string formatting techniques, so both can co-exist until the older system is deprecated in Python 3.1.", "added date: deprecated in 3.1"),
]),
]
