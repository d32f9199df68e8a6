DOC = "python-peps/pep-0701.rst"
HEADING = "PEP 701: Syntactic formalization of f-strings"
S = [
 ("Writing and maintaining parsing\n   code by hand in C has always been considered error prone and dangerous as it needs\n   to deal with a lot of manual memory management over the original lexer buffers.", [
  ("reworded", "Writing and maintaining parsing code by hand in C has always been regarded as error prone and dangerous, since it must deal with a lot of manual memory management over the original lexer buffers.", "light rewording"),
  ("paraphrase", "Hand-written C parsing code has always been regarded as risky and error prone because it involves a great deal of manual memory management over the original lexer buffers.", "free rewording"),
  ("contradiction", "Writing and maintaining parsing code by hand in C has never been considered error prone, even though it deals with manual memory management over the lexer buffers.", "[negation] 'always been considered error prone' -> 'never'"),
  ("overclaim", "Writing parsing code by hand in C inevitably produces memory-safety bugs because of the manual memory management over the original lexer buffers.", "'considered error prone' -> 'inevitably produces bugs'"),
  ("added", "Hand-written C parsing code is considered error prone and dangerous because of its manual memory management over the lexer buffers, and it has caused several security vulnerabilities.", "added security vulnerabilities"),
 ]),
 ("Implementations are therefore free to impose a\n   limit on the nesting depth if they need to.", [
  ("reworded", "Implementations are therefore free to limit the nesting depth if they need to.", "'impose a limit on' -> 'limit'"),
  ("paraphrase", "As a result, a Python implementation may cap how deeply f-strings can be nested when it needs to.", "free rewording"),
  ("contradiction", "Implementations are therefore not allowed to impose any limit on the nesting depth.", "[direction] 'free to' (allowed) -> 'not allowed to'"),
  ("overclaim", "Every implementation, CPython included, therefore imposes a limit on the f-string nesting depth.", "'free to ... if they need to' -> 'every implementation imposes'"),
  ("added", "Implementations are free to impose a limit on the nesting depth if they need to, provided that they document the limit.", "added a documentation requirement"),
 ]),
 ("The IDLE editor, included in the standard library, is an example of a\n  tool which may need some work to correctly apply syntax highlighting to f-strings.", [
  ("reworded", "The IDLE editor, which ships in the standard library, is one example of a tool that may need some work to correctly apply syntax highlighting to f-strings.", "light rewording"),
  ("paraphrase", "For instance, IDLE, the editor bundled with the standard library, might require some changes before it highlights f-strings correctly.", "free rewording, 'may' kept as 'might'"),
  ("contradiction", "The IDLE editor, included in the standard library, already highlights f-strings correctly and will need no work.", "[negation] 'may need some work' -> 'will need no work'"),
  ("overclaim", "The IDLE editor, included in the standard library, will need significant work to correctly apply syntax highlighting to f-strings.", "'may need some work' -> 'will need significant work'"),
  ("added", "The IDLE editor, included in the standard library, may need some work to correctly highlight f-strings, and its maintainers have agreed to do this for Python 3.12.", "added a maintainer commitment"),
 ]),
 ("We believe that forbidding quote reuse should be\n   done in linters and code style tools and not in the parser, the same way other\n   confusing or hard-to-read constructs in the language are handled today.", [
  ("reworded", "The authors believe that forbidding quote reuse should be done in linters and code style tools rather than in the parser, the same way other confusing or hard-to-read constructs are handled today.", "'We' -> 'The authors', 'and not' -> 'rather than'"),
  ("paraphrase", "According to the PEP 701 authors, any ban on quote reuse belongs in linters and style checkers rather than the parser, matching how other hard-to-read constructs are dealt with today.", "free rewording"),
  ("contradiction", "The authors believe that forbidding quote reuse should be done in the parser and not in linters and code style tools.", "[roles] parser and linters swapped"),
  ("overclaim", "The authors believe that linters and code style tools should always forbid quote reuse in f-strings.", "conditional placement of a ban turned into a requirement to ban"),
  ("added", "The authors believe that forbidding quote reuse should be done in linters and code style tools such as flake8 and pylint, not in the parser.", "added flake8 and pylint as examples"),
 ]),
]
