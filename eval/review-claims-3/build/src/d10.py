DOC = "python-peps/pep-0511.rst"
HEADING = "PEP 511: API for code transformers"
S = [
 ("Finally, this PEP was driven was the FAT Python optimization project\nwhich was abandoned in 2016, since it was not possible to show any\nsignificant speedup, but also because of the lack of time to implement\nthe most advanced and complex optimizations.", [
  ("reworded", "PEP 511 was driven by the FAT Python optimization project, which was abandoned in 2016 because no significant speedup could be shown and also because of a lack of time to implement the most advanced and complex optimizations.", "light rewording, passive"),
  ("paraphrase", "The FAT Python optimization project behind PEP 511 was dropped in 2016, both because it could not demonstrate a significant speedup and because there was too little time to build its most advanced optimizations.", "free rewording"),
  ("contradiction", "PEP 511 was driven by the FAT Python optimization project, which was abandoned in 2018 because no significant speedup could be shown and there was no time for the most complex optimizations.", "[number] 2016 -> 2018"),
  ("overclaim", "The FAT Python optimization project behind PEP 511 was abandoned in 2016 after it was shown to give no speedup at all.", "'not possible to show any significant speedup' -> 'shown to give no speedup at all'; second cause dropped"),
  ("added", "The FAT Python project behind PEP 511 was abandoned in 2016 because it could not show a significant speedup, lacked time for the advanced optimizations, and lost its funding.", "added loss of funding as a cause"),
 ]),
 ("Ned Batchelder asked to add an option to disable the peephole optimizer\nbecause it makes code coverage more difficult to implement.", [
  ("reworded", "Ned Batchelder asked for an option to disable the peephole optimizer, because the optimizer makes code coverage more difficult to implement.", "light rewording"),
  ("paraphrase", "Since the peephole optimizer gets in the way of implementing code coverage, Ned Batchelder requested a way to switch it off.", "free rewording"),
  ("contradiction", "Victor Stinner asked to add an option to disable the peephole optimizer because it makes code coverage more difficult to implement.", "[swap] Ned Batchelder -> Victor Stinner"),
  ("overclaim", "Ned Batchelder asked to add an option to disable the peephole optimizer because it makes code coverage impossible to implement.", "'more difficult' -> 'impossible'"),
  ("added", "Ned Batchelder, the maintainer of coverage.py, asked to add an option to disable the peephole optimizer because it makes code coverage harder to implement.", "added 'maintainer of coverage.py'"),
 ]),
 ("The code is transformed at runtime and so the interpreter can be slower\nwhen expensive code transformers are used.", [
  ("reworded", "Code is transformed at runtime, so the interpreter can be slower when expensive code transformers are used.", "'and so' -> 'so', article dropped"),
  ("paraphrase", "Because the transformation happens at runtime, using costly code transformers may slow the interactive interpreter down.", "free rewording, 'can' kept as 'may'"),
  ("contradiction", "The code is transformed at runtime, but the interpreter is never slower, even when expensive code transformers are used.", "[negation] 'can be slower' -> 'is never slower'"),
  ("overclaim", "The code is transformed at runtime, so the interpreter is always slower whenever any code transformer is used.", "'can' -> 'always', 'expensive' dropped"),
  ("added", "The code is transformed at runtime, so the interpreter can be slower when expensive code transformers are used, typically by a factor of two.", "added 'by a factor of two'"),
 ]),
 ("Most interesting optimizations break\nthe Python semantics since no guard is used to disable optimization if\nsomething changes.", [
  ("reworded", "In astoptimizer, most interesting optimizations break Python semantics, since no guard is used to disable an optimization if something changes.", "context named, light rewording"),
  ("paraphrase", "Because astoptimizer has no guards to switch an optimization off when something changes, the majority of its interesting optimizations violate Python semantics.", "free rewording, 'most' kept as 'majority'"),
  ("contradiction", "In astoptimizer, most interesting optimizations preserve Python semantics, since guards are used to disable optimization if something changes.", "[negation] 'no guard is used' -> 'guards are used'"),
  ("overclaim", "In astoptimizer, every optimization breaks Python semantics, since no guard is used to disable optimization if something changes.", "'most interesting optimizations' -> 'every optimization'"),
  ("added", "In astoptimizer, most interesting optimizations break Python semantics since no guard is used, which is why it was never merged into CPython.", "added a consequence (never merged)"),
 ]),
]
