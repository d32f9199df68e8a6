DOC = "python-peps/pep-0554.rst"
HEADING = "PEP 554: Multiple interpreters in the stdlib"
S = [
 ("CPython has supported multiple interpreters in the same process (AKA\n\"subinterpreters\") since version 1.5 (1997).", [
  ("reworded", "Since version 1.5 (1997), CPython has supported multiple interpreters, also known as subinterpreters, in the same process.", "reordered, 'AKA' expanded"),
  ("paraphrase", "Running several interpreters inside one process, known as subinterpreters, has been possible in CPython ever since version 1.5 in 1997.", "free rewording"),
  ("contradiction", "CPython has supported multiple interpreters in the same process (subinterpreters) since version 2.0 (2000).", "[number] 1.5 (1997) -> 2.0 (2000)"),
  ("overclaim", "CPython has supported any number of interpreters in the same process since version 1.5 (1997).", "'multiple' -> 'any number of'"),
  ("added", "CPython has supported multiple interpreters in the same process since version 1.5 (1997), a feature originally added for embedding Python in the Apache web server.", "added an origin (Apache embedding)"),
 ]),
 ("The position of this PEP is that the actual\nextra maintenance burden will be small and well below the threshold at\nwhich subinterpreters are worth it.", [
  ("reworded", "PEP 554's position is that the actual extra maintenance burden will be small and well below the threshold at which subinterpreters are worth it.", "'this PEP' -> 'PEP 554'"),
  ("paraphrase", "PEP 554 takes the view that the real additional maintenance cost will be minor, comfortably under the point at which subinterpreters would stop being worthwhile.", "free rewording"),
  ("contradiction", "The position of PEP 554 is that the actual extra maintenance burden will be large and well above the threshold at which subinterpreters are worth it.", "[direction] 'small ... below' -> 'large ... above'"),
  ("overclaim", "PEP 554 demonstrates that the actual extra maintenance burden will be small and well below the threshold at which subinterpreters are worth it.", "'position' (opinion) -> 'demonstrates'"),
  ("added", "PEP 554 holds that the extra maintenance burden will be small and below the threshold at which subinterpreters are worth it, citing a survey of the most-used extension modules on PyPI.", "added a supporting survey"),
 ]),
 ("Each has indicated that they would be able to\nsupport multiple interpreters in the same process (if they choose to)\nwithout a lot of trouble.", [
  ("reworded", "Each of the implementors contacted indicated that they would be able to support multiple interpreters in the same process, if they choose to, without a lot of trouble.", "'Each' resolved, parentheses dropped"),
  ("paraphrase", "All of the Python implementations that were asked said they could add support for several interpreters in one process without much difficulty, should they decide to.", "free rewording, condition kept"),
  ("contradiction", "Each has indicated that they would not be able to support multiple interpreters in the same process without a lot of trouble.", "[negation] 'would be able' -> 'would not be able'"),
  ("overclaim", "Each of the alternative Python implementations contacted has committed to supporting multiple interpreters in the same process.", "'would be able to (if they choose to)' -> 'committed to'"),
  ("added", "Jython, IronPython, PyPy and MicroPython each indicated they could support multiple interpreters in one process without a lot of trouble, and PyPy already has a prototype.", "added a PyPy prototype"),
 ]),
 ("The name \"Channel\" was used instead of \"Queue\" to avoid confusion with\nthe stdlib ``queue.Queue``.", [
  ("reworded", "To avoid confusion with the stdlib queue.Queue, the name \"Channel\" was used instead of \"Queue\".", "reordered, markup dropped"),
  ("paraphrase", "PEP 554 calls the construct a channel rather than a queue so that it will not be mistaken for the standard library's queue.Queue.", "free rewording"),
  ("contradiction", "The name \"Queue\" was used instead of \"Channel\" to avoid confusion with the stdlib queue.Queue.", "[roles] Channel and Queue swapped"),
  ("overclaim", "The only reason the name \"Channel\" was used instead of \"Queue\" was to avoid confusion with the stdlib queue.Queue.", "made the reason exclusive ('the only reason')"),
  ("added", "The name \"Channel\" was used instead of \"Queue\" to avoid confusion with the stdlib queue.Queue and to match the terminology of Go.", "added a second reason (Go terminology)"),
 ]),
]
