DOC = "python-peps/pep-0399.rst"
NAME = "PEP 399"
HEADING = "PEP 399: Pure Python/C accelerator module compatibility requirements"
S = [
("Typically the exemption will be granted only when a module wraps a specific C-based library (e.g., sqlite3_).", [
 ("reworded", "The exemption will typically be granted only when a module wraps a specific C-based library, such as sqlite3.", "word order, markup dropped"),
 ("paraphrase", "Under PEP 399, the special exemption is normally reserved for modules that wrap a particular C-based library, sqlite3 being one example.", "free rewording; kept 'typically' as 'normally'"),
 ("contradiction", "Typically the exemption will not be granted when a module wraps a specific C-based library such as sqlite3.", "negation: granted -> not granted"),
 ("overclaim", "The exemption is granted only when a module wraps a specific C-based library such as sqlite3.", "dropped 'Typically'"),
 ("added", "Typically the exemption will be granted only when a module wraps a specific C-based library such as sqlite3, and only after a vote on the python-dev mailing list.", "added: python-dev vote"),
]),
("Usage of ``ctypes`` to provide an API for a C library will continue to be frowned upon as ``ctypes`` lacks compiler guarantees that C code typically relies upon to prevent certain errors from occurring (e.g., API changes).", [
 ("reworded", "Using ctypes to provide an API for a C library will continue to be frowned upon, since ctypes lacks compiler guarantees that C code typically relies on to prevent certain errors such as API changes.", "synonyms, markup dropped"),
 ("paraphrase", "PEP 399 keeps discouraging ctypes-based APIs for C libraries, because ctypes does not offer the compiler guarantees that C code usually depends on to prevent errors like API changes.", "free rewording"),
 ("contradiction", "Using ctypes to provide an API for a C library will now be preferred, even though ctypes lacks compiler guarantees that C code typically relies upon.", "direction: frowned upon -> preferred"),
 ("overclaim", "PEP 399 forbids using ctypes to provide an API for a C library because ctypes lacks compiler guarantees.", "frowned upon -> forbidden"),
 ("added", "Using ctypes to provide an API for a C library will continue to be frowned upon, as ctypes lacks compiler guarantees and is also noticeably slower than a C extension module.", "added cause: slower than C extension"),
]),
("In those instances the C version is considered the reference implementation in terms of expected semantics.", [
 ("reworded", "In those instances, the C version is regarded as the reference implementation for expected semantics.", "synonyms"),
 ("paraphrase", "In such cases, the expected semantics are defined by the C version, which serves as the reference implementation.", "free rewording"),
 ("contradiction", "In those instances the pure Python version is considered the reference implementation in terms of expected semantics.", "roles: C version <-> pure Python version as reference"),
 ("overclaim", "In those instances the C version is treated as the definitive reference implementation in every respect.", "dropped 'in terms of expected semantics'"),
 ("added", "In those instances the C version is considered the reference implementation for expected semantics, and any divergence is treated as a bug in the pure Python code.", "added consequence: divergence is a Python bug"),
]),
("C code is allowed to have a fast path if the proper ``PyList_CheckExact()`` is used, but otherwise APIs should work with any object that duck types to the proper interface instead of a specific type.", [
 ("reworded", "C code may have a fast path if the proper PyList_CheckExact() is used, but otherwise APIs should work with any object that duck types to the proper interface rather than a specific type.", "synonyms, markup dropped"),
 ("paraphrase", "A fast path in C code is permitted when the appropriate PyList_CheckExact() check is used; apart from that, APIs should accept any object that duck types to the right interface instead of demanding a specific type.", "free rewording"),
 ("contradiction", "C code is allowed to have a fast path if PyList_GetItem() is used, but otherwise APIs should work with any object that duck types to the proper interface.", "swap: PyList_CheckExact() -> PyList_GetItem()"),
 ("overclaim", "C code must always include a PyList_CheckExact() fast path, and APIs should otherwise work with any duck-typed object instead of a specific type.", "allowed -> must"),
 ("added", "C code is allowed a fast path if the proper PyList_CheckExact() is used, which can make list-heavy workloads about twice as fast, but otherwise APIs should accept any duck-typed object.", "added: about twice as fast"),
]),
]
