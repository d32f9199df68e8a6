DOC = "rust-rfcs/3027-infallible-promotion.md"
HEADING = "RFC 3027: Infallible promotion"
S = [
 ("When doing code generation for a function, all its constants have to be evaluated, including the ones in dead code, since in general we cannot know that we are compiling dead code.", [
  ("reworded", "During code generation for a function, all of its constants have to be evaluated, including those in dead code, since in general the compiler cannot know that it is compiling dead code.", "light rewording"),
  ("paraphrase", "Codegen must evaluate every constant in a function, even ones in dead code, because it generally cannot tell that the code it is compiling is dead.", "free rewording, 'in general' kept as 'generally'"),
  ("contradiction", "When doing code generation for a function, constants in dead code do not have to be evaluated, since the compiler can tell that it is compiling dead code.", "[negation] 'have to be evaluated' -> 'do not have to be'"),
  ("overclaim", "When doing code generation, all constants of a function have to be evaluated, including those in dead code, since the compiler can never know that code is dead.", "'in general we cannot know' -> 'can never know'"),
  ("added", "During code generation all of a function's constants must be evaluated, including those in dead code, which noticeably slows down compilation of large crates.", "added a compile-time consequence"),
 ]),
 ("Currently, the check stops when hitting a reference to a static, so currently, dereferencing a reference can *not* be considered an infallible operation for the purpose of promotion.", [
  ("reworded", "Because the check currently stops when it hits a reference to a static, dereferencing a reference cannot currently be considered an infallible operation for the purpose of promotion.", "clauses restructured, emphasis dropped"),
  ("paraphrase", "Since the validity check does not yet go past references to statics, dereferencing is for now not counted as infallible when deciding what to promote.", "free rewording, 'currently' kept as 'for now'"),
  ("contradiction", "Because the check stops at references to statics, dereferencing a reference can currently be considered an infallible operation for the purpose of promotion.", "[negation] 'can not' -> 'can'"),
  ("overclaim", "Currently, the validity check stops at every reference it encounters, so dereferencing a reference cannot be considered infallible for the purpose of promotion.", "'a reference to a static' -> 'every reference'"),
  ("added", "Currently, the check stops at references to statics, so dereferencing cannot be considered infallible for promotion, a limitation scheduled to be lifted in 2021.", "added a 2021 schedule"),
 ]),
 ("The language team will be involved (via FCP) in each breaking change to make this judgment call.", [
  ("reworded", "For each breaking change, the language team will be involved through FCP to make this judgment call.", "reordered, parentheses dropped"),
  ("paraphrase", "Whether each breaking change's fallout is acceptable will be decided with the language team through an FCP.", "free rewording"),
  ("contradiction", "For each breaking change, the compiler team rather than the language team will make this judgment call via FCP.", "[swap] language team -> compiler team"),
  ("overclaim", "The language team will be involved via FCP in every change to promotion, whether or not it breaks existing code.", "'each breaking change' -> 'every change'"),
  ("added", "The language team will be involved via FCP in each breaking change to make this judgment call, with a minimum comment period of two weeks.", "added a two-week comment period"),
 ]),
 ("For example, we could still perform implicit promotion for division and modulo if the divisor is a non-zero literal.", [
  ("reworded", "For instance, implicit promotion could still be performed for division and modulo if the divisor is a non-zero literal.", "active -> passive"),
  ("paraphrase", "One option would be to keep implicitly promoting division and modulo as long as the divisor is a literal other than zero.", "free rewording, 'could' kept as 'option'"),
  ("contradiction", "For example, we could no longer perform implicit promotion for division and modulo, even if the divisor is a non-zero literal.", "[negation] 'could still' -> 'could no longer'"),
  ("overclaim", "As an alternative, implicit promotion could still be performed for division and modulo whenever the divisor is any non-zero constant, not only a literal.", "'non-zero literal' widened to any non-zero constant"),
  ("added", "For example, we could still perform implicit promotion for division and modulo if the divisor is a non-zero literal, as GCC does for C constant expressions.", "added a GCC precedent"),
 ]),
]
