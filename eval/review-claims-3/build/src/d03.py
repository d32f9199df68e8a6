DOC = "python-peps/pep-0672.rst"
HEADING = "PEP 672: Unicode-related security considerations for Python"
S = [
 ("The possible issues generally can't be solved in Python itself without excessive restrictions of the language.", [
  ("reworded", "Without excessive restrictions of the language, the possible issues generally cannot be solved in Python itself.", "reordered, contraction expanded"),
  ("paraphrase", "As a rule, these problems cannot be fixed within Python itself unless the language is restricted excessively.", "free rewording, 'generally' kept as 'as a rule'"),
  ("contradiction", "The possible issues can generally be solved in Python itself without excessive restrictions of the language.", "[negation] removed 'can't'"),
  ("overclaim", "None of the possible issues can be solved in Python itself without excessive restrictions of the language.", "'generally' -> 'none'"),
  ("added", "The possible issues generally can't be solved in Python itself without excessive restrictions of the language, which would break backward compatibility.", "added a backward-compatibility consequence"),
 ]),
 ("CPython may treat the control character NUL (``\\0``) as end of input,\nbut many editors simply skip it, possibly showing code that Python will not\nrun as a regular part of a file.", [
  ("reworded", "CPython may treat the NUL control character as the end of input, but many editors simply skip it, possibly displaying code that Python will not run as a regular part of the file.", "light rewording, markup dropped"),
  ("paraphrase", "Since CPython may stop reading at a NUL character while many editors just ignore it, code that Python never runs might appear to be an ordinary part of the file.", "free rewording, 'may'/'many'/'possibly' kept"),
  ("contradiction", "Many editors may treat the NUL control character as end of input, but CPython simply skips it, possibly running code that the editor does not show.", "[roles] CPython and editors swapped"),
  ("overclaim", "CPython treats the NUL control character as end of input and all editors skip it, so they show code that Python will not run as a regular part of the file.", "'may' -> certain, 'many editors' -> 'all editors', 'possibly' dropped"),
  ("added", "CPython may treat NUL as end of input while many editors skip it, possibly showing code that Python will not run, especially when the NUL is hidden inside a comment.", "added 'especially inside a comment'"),
 ]),
 ("However, when numbers are converted from strings, such as in the ``int`` and\n``float`` constructors or by the ``str.format`` method, any decimal digit\ncan be used.", [
  ("reworded", "When numbers are converted from strings, for instance in the int and float constructors or by the str.format method, any decimal digit can be used.", "'such as' -> 'for instance', markup dropped"),
  ("paraphrase", "String-to-number conversions, like those done by int(), float() or str.format, accept any decimal digit.", "free rewording"),
  ("contradiction", "When numbers are converted from strings, such as in the int and float constructors or by str.format, only the ASCII digits 0-9 can be used.", "[swap] 'any decimal digit' -> 'only ASCII digits'"),
  ("overclaim", "When numbers are converted from strings, such as by int, float or str.format, any Unicode numeric character, including fractions and superscripts, can be used.", "widened 'decimal digit' to any numeric character"),
  ("added", "When numbers are converted from strings, such as by int, float or str.format, any decimal digit can be used, a behaviour carried over from Python 2.", "added a Python 2 origin"),
 ]),
 ("For reasons like compatibility with earlier encodings, Unicode often has\nseveral ways to encode what is essentially a single “character”.", [
  ("reworded", "Unicode often has several ways to encode what is essentially a single character, for reasons like compatibility with earlier encodings.", "clauses reordered, quotes dropped"),
  ("paraphrase", "Partly to stay compatible with older encodings, Unicode frequently offers more than one way to encode what is basically one character.", "free rewording, 'often' kept as 'frequently'"),
  ("contradiction", "Unicode never has more than one way to encode what is essentially a single character, despite compatibility with earlier encodings.", "[negation] 'often has several ways' -> 'never more than one'"),
  ("overclaim", "For reasons like compatibility with earlier encodings, Unicode has several ways to encode every single character.", "'often' -> 'every'"),
  ("added", "For reasons like compatibility with earlier encodings, Unicode often has several ways to encode a single character, and the number of such duplicates grows with every Unicode version.", "added growth with every Unicode version"),
 ]),
]
