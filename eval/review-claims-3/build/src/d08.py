DOC = "python-peps/pep-0797.rst"
HEADING = "PEP 797: Shared object proxies"
S = [
 ("In Python 3.14, the new :mod:`concurrent.interpreters` module can be used to\ncreate multiple interpreters in a single Python process.", [
  ("reworded", "The new concurrent.interpreters module in Python 3.14 can be used to create multiple interpreters within a single Python process.", "reordered, markup dropped"),
  ("paraphrase", "Starting with Python 3.14, the concurrent.interpreters module makes it possible to create several interpreters inside one Python process.", "free rewording"),
  ("contradiction", "In Python 3.13, the new concurrent.interpreters module can be used to create multiple interpreters in a single Python process.", "[number] 3.14 -> 3.13"),
  ("overclaim", "In Python 3.14, the new concurrent.interpreters module can be used to create an unlimited number of interpreters in a single Python process.", "'multiple' -> 'an unlimited number'"),
  ("added", "In Python 3.14, the new concurrent.interpreters module, which supersedes the multiprocessing module, can be used to create multiple interpreters in a single Python process.", "added 'supersedes multiprocessing'"),
 ]),
 ("A shared object proxy should only be used as\na last-resort for highly complex objects that cannot be serialized or shared\nin any other way.", [
  ("reworded", "A shared object proxy should be used only as a last resort for highly complex objects that cannot be serialized or shared any other way.", "light rewording"),
  ("paraphrase", "Shared object proxies are intended as a last resort, reserved for very complex objects that cannot be serialized or shared by any other means.", "free rewording"),
  ("contradiction", "A shared object proxy should be the first choice for sharing objects between interpreters, ahead of serialization or native sharing.", "[direction] 'last resort' -> 'first choice'"),
  ("overclaim", "A shared object proxy must never be used for anything except highly complex objects that cannot be serialized or shared in any other way.", "'should only' -> 'must never ... except'"),
  ("added", "A shared object proxy should only be used as a last resort for highly complex objects that cannot be shared otherwise, because each access is roughly ten times slower.", "added a 'ten times slower' cause"),
 ]),
 ("This proved to make the implementation significantly more complicated, and\nalso ended up with a lot of edge cases that would have been a burden on\nCPython maintainers.", [
  ("reworded", "Making proxies immortal proved to make the implementation significantly more complicated and also ended up with many edge cases that would have burdened CPython maintainers.", "'This' resolved, light rewording"),
  ("paraphrase", "The immortal-proxy approach turned out to complicate the implementation considerably and produced numerous edge cases that would have weighed on CPython's maintainers.", "free rewording"),
  ("contradiction", "The immortal-proxy approach proved to make the implementation significantly simpler, although it left a few edge cases for CPython maintainers.", "[direction] 'more complicated' -> 'simpler'"),
  ("overclaim", "Making objects immortal always makes CPython's implementation significantly more complicated and creates edge cases that burden CPython maintainers.", "this proposal generalised to immortality in general ('always')"),
  ("added", "The immortal-proxy approach made the implementation significantly more complicated, created many edge cases for CPython maintainers, and leaked memory at interpreter shutdown.", "added a memory-leak problem"),
 ]),
 ("To prevent this\nfrom causing crashes, an interpreter will invalidate all proxies pointing\nto any object it owns, so any subsequent access to a proxy will raise an exception.", [
  ("reworded", "To keep lingering proxies from causing crashes, an interpreter will invalidate all proxies pointing to any object it owns, so that any later access to such a proxy raises an exception.", "'this' resolved, light rewording"),
  ("paraphrase", "Rather than risk crashes, a destroyed interpreter invalidates every proxy that refers to one of its objects, and using such a proxy afterwards raises an exception.", "free rewording"),
  ("contradiction", "To prevent crashes, an interpreter will invalidate all proxies pointing to any object it owns, so any subsequent access to such a proxy will silently return None.", "[swap] 'raise an exception' -> 'return None'"),
  ("overclaim", "To prevent crashes, an interpreter that is destroyed will invalidate every proxy in the process, so any subsequent access to any proxy will raise an exception.", "'proxies pointing to objects it owns' -> 'every proxy'"),
  ("added", "To prevent crashes, an interpreter will invalidate all proxies pointing to objects it owns, so any later access raises an exception and logs a warning.", "added 'logs a warning'"),
 ]),
]
