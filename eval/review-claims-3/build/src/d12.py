DOC = "python-peps/pep-0249.rst"
HEADING = "PEP 249: Python Database API Specification v2.0"
S = [
 ("For optimal performance, it is usually best to use the\n    `.arraysize`_ attribute.", [
  ("reworded", "For optimal performance with fetchmany(), it is usually best to use the .arraysize attribute.", "context named, markup dropped"),
  ("paraphrase", "To get the best fetchmany() performance, relying on the cursor's .arraysize attribute is generally the best choice.", "free rewording, 'usually' kept as 'generally'"),
  ("contradiction", "For optimal performance, it is usually best to avoid the .arraysize attribute and pass an explicit size to fetchmany() instead.", "[direction] 'use' -> 'avoid'"),
  ("overclaim", "For optimal performance, fetchmany() must always be used with the .arraysize attribute.", "'usually best' -> 'must always'"),
  ("added", "For optimal performance, it is usually best to use the .arraysize attribute with fetchmany(), setting it to at least 100 rows.", "added 'at least 100 rows'"),
 ]),
 ("Database modules that do not support transactions should implement this\n    method with void functionality.", [
  ("reworded", "Database modules that lack transaction support should implement the .commit() method with void functionality.", "'this method' resolved, light rewording"),
  ("paraphrase", "If a database module has no transaction support, its .commit() method should simply do nothing.", "free rewording, 'should' kept"),
  ("contradiction", "Database modules that do not support transactions should make the .commit() method raise NotSupportedError.", "[swap] void functionality -> raising NotSupportedError"),
  ("overclaim", "Database modules that do not support transactions must implement the .commit() method with void functionality.", "'should' -> 'must'"),
  ("added", "Database modules that do not support transactions should implement .commit() with void functionality and emit a warning whenever it is called.", "added 'emit a warning'"),
 ]),
 ("Modules are free to implement this method using multiple calls to\n    the `.execute()`_ method or by using array operations to have the\n    database process the sequence as a whole in one call.", [
  ("reworded", "Modules are free to implement .executemany() with multiple calls to .execute() or with array operations that have the database process the whole sequence in one call.", "'this method' resolved, markup dropped"),
  ("paraphrase", "An executemany implementation may simply loop over .execute(), or it may pass the entire parameter sequence to the database in a single array operation; both are allowed.", "free rewording"),
  ("contradiction", "Modules must not implement .executemany() with multiple calls to .execute(); they have to use array operations so the database processes the sequence in one call.", "[direction] 'free to' -> 'must not'"),
  ("overclaim", "Modules must implement .executemany() using array operations so that the database processes the sequence as a whole in one call.", "choice turned into a requirement"),
  ("added", "Modules are free to implement .executemany() with repeated .execute() calls or with array operations, though array operations are typically ten times faster.", "added a speed comparison"),
 ]),
 ("In a future revision of the DB-API, the base class for\n    ``Warning`` will likely change to the builtin ``Warning`` class.", [
  ("reworded", "The base class for Warning will likely change to the builtin Warning class in a future revision of the DB-API.", "reordered, markup dropped"),
  ("paraphrase", "A later DB-API revision is expected to make the DB-API Warning exception derive from Python's builtin Warning class.", "free rewording, 'likely' kept as 'expected'"),
  ("contradiction", "In a future revision of the DB-API, the base class for Warning will remain Exception rather than changing to the builtin Warning class.", "[negation] 'will likely change' -> 'will remain'"),
  ("overclaim", "In the next revision of the DB-API, the base class for Warning will change to the builtin Warning class.", "'likely' dropped, 'a future' -> 'the next'"),
  ("added", "In a future revision of the DB-API, the base class for Warning will likely change to the builtin Warning class, a change planned for DB-API 3.0.", "added 'planned for DB-API 3.0'"),
 ]),
]
