# Each doc: (path, heading, [ (sentence, [(kind, claim, note), ...]) x4 ])
R, P, C, O, A = "reworded", "paraphrase", "contradiction", "overclaim", "added"
DOCS = []
DOCS.append(("python-peps/pep-0447.rst", "PEP 447: Add __getdescriptor__ method to metaclass", [
("This PEP is deferred until someone has time to update this PEP and push it forward.", [
 (R, "PEP 447 is deferred until someone has the time to update it and push it forward.", "'This PEP' -> 'PEP 447'"),
 (P, "PEP 447 stays on hold until somebody finds the time to revise the proposal and move it ahead.", "free rewording"),
 (C, "PEP 447 has been accepted, and work on updating it is actively being pushed forward.", "swap: deferred -> accepted"),
 (O, "PEP 447 is guaranteed to be pushed forward as soon as someone has time to update it.", "'deferred until' -> 'guaranteed to be pushed forward'"),
 (A, "PEP 447 is deferred, because of concerns about its performance impact, until someone has time to update it.", "added cause: performance concerns"),
]),
("The default implementation of that method looks up the name the class ``__dict__``, which means that attribute lookup is unchanged unless a metatype actually defines the new special method.", [
 (R, "The default implementation of __getdescriptor__ looks up the name in the class __dict__, so attribute lookup stays unchanged unless a metatype actually defines the new special method.", "markup dropped, clause reworded"),
 (P, "Because the default method simply consults the class __dict__, attribute lookup behaves as before unless a metatype defines __getdescriptor__ itself.", "free rewording"),
 (C, "Even when no metatype defines the new special method, attribute lookup changes, because the default implementation no longer consults the class __dict__.", "negation: unchanged -> changes"),
 (O, "Under PEP 447 attribute lookup is unchanged for every class, whether or not its metatype defines the new special method.", "dropped 'unless a metatype defines the method'"),
 (A, "The default __getdescriptor__ looks up the name in the class __dict__, mirroring what PyPy already does, so lookup is unchanged unless a metatype defines the method.", "added: mirrors PyPy"),
]),
("The advantage of using a method on the metaclass is that will give an error when two classes on the MRO have different metaclasses that may have different behaviors for ``__getdescriptor__``.", [
 (R, "Using a method on the metaclass has the advantage that an error is given when two classes on the MRO have different metaclasses that may behave differently for __getdescriptor__.", "active/passive, synonym"),
 (P, "Defining __getdescriptor__ on the metaclass means that an MRO mixing two metaclasses, which might implement it differently, produces an error.", "free rewording"),
 (C, "With the method on the metaclass, two classes on the MRO whose metaclasses behave differently for __getdescriptor__ pass undetected instead of giving an error.", "negation: gives an error -> passes undetected"),
 (O, "Placing the method on the metaclass guarantees that every inconsistency in __getdescriptor__ behaviour along the MRO is caught with an error.", "'may have different behaviors' -> every inconsistency caught"),
 (A, "The metaclass placement gives an error when MRO classes have different metaclasses and is also faster than using a classmethod on the class.", "added: faster than classmethod"),
]),
("The new flag is primarily useful to avoid crashing when loading an extension for an older version of CPython and could have positive speed implications as well.", [
 (R, "The new Py_TPFLAGS_GETDESCRIPTOR flag is mainly useful for avoiding crashes when an extension for an older CPython version is loaded, and could also have positive speed implications.", "synonyms, active/passive"),
 (P, "Above all, the added type flag keeps CPython from crashing when it loads an extension built for an older version, and it might help speed too.", "free rewording"),
 (C, "The new flag is primarily a speed optimisation, with avoiding crashes when loading older extensions being only a possible side benefit.", "roles: primary and secondary purpose swapped"),
 (O, "The new flag prevents crashes when loading older extensions and will make attribute lookup faster.", "'could have positive speed implications' -> 'will make faster'"),
 (A, "The new flag mainly avoids crashes when loading extensions for older CPython versions, which previously caused segmentation faults in PyObjC.", "added: segfaults in PyObjC"),
]),
]))

DOCS.append(("python-peps/pep-0338.rst", "PEP 338: Executing modules as scripts", [
("This capability was left out of the Python 2.4 implementation because the implementation of this was significantly more complicated, and the most appropriate strategy was not at all clear.", [
 (R, "Running modules inside packages was left out of the Python 2.4 implementation because implementing it was significantly more complicated and the most appropriate strategy was not at all clear.", "referent made explicit, light rewording"),
 (P, "Python 2.4 omitted the ability to run modules located in packages, since it was much harder to implement and nobody was sure which strategy was best.", "free rewording"),
 (C, "Running modules inside packages was left out of the Python 2.5 implementation because it was significantly more complicated and the best strategy was unclear.", "number: 2.4 -> 2.5"),
 (O, "Running modules inside packages was left out of Python 2.4 because it was impossible to implement with the import machinery of the time.", "'significantly more complicated' -> 'impossible'"),
 (A, "Running modules inside packages was left out of Python 2.4 because it was more complicated, the best strategy was unclear, and the release deadline was close.", "added cause: release deadline"),
]),
("Providing this functionality as a Python module is significantly easier than writing it in C, and makes the functionality readily available to all Python programs, rather than being specific to the CPython interpreter.", [
 (R, "Providing the functionality as a Python module is significantly easier than writing it in C, and it makes the functionality readily available to all Python programs rather than specific to the CPython interpreter.", "light rewording"),
 (P, "Implementing the feature as a Python module is much simpler than a C implementation, and it lets every Python program use it instead of tying it to CPython.", "free rewording"),
 (C, "Writing this functionality in C is significantly easier than providing it as a Python module, although the module would make it available to all Python programs.", "swap: Python module vs C as the easier option"),
 (O, "Providing this functionality as a Python module is the only way to make it available to all Python programs rather than just CPython.", "'makes available' -> 'the only way'"),
 (A, "Providing this functionality as a Python module is easier than writing it in C, makes it available to all Python programs, and also makes it run faster.", "added: runs faster"),
]),
("If the loader does not make filename information available, this argument is set to ``None``.", [
 (R, "When the module loader does not make filename information available, run_module sets __file__ to None.", "referent made explicit, active voice"),
 (P, "If no filename information is provided by the module loader, __file__ ends up as None.", "free rewording"),
 (C, "If the loader does not make filename information available, __file__ is set to the module name instead of None.", "swap: None -> module name"),
 (O, "Whenever run_module executes a module, the __file__ variable is set to None.", "dropped condition 'if the loader does not make filename information available'"),
 (A, "If the loader does not make filename information available, __file__ is set to None and a RuntimeWarning is issued.", "added: RuntimeWarning"),
]),
("The release of 2.5b1 showed a surprising  (although obvious in retrospect) interaction between this PEP and :pep:`328` - explicit relative imports don't work from a main module.", [
 (R, "The 2.5b1 release revealed a surprising, though obvious in retrospect, interaction between PEP 338 and PEP 328: explicit relative imports do not work from a main module.", "'this PEP' -> 'PEP 338', markup dropped"),
 (P, "With 2.5b1 it became clear that PEP 338 and PEP 328 interact unexpectedly, because explicit relative imports fail in a main module.", "free rewording, aside dropped"),
 (C, "The release of 2.5b1 showed that, thanks to PEP 338 and PEP 328, explicit relative imports work correctly from a main module.", "negation: don't work -> work"),
 (O, "The release of 2.5b1 showed that PEP 338 and PEP 328 are fundamentally incompatible with each other.", "interaction on one point -> fundamentally incompatible"),
 (A, "The release of 2.5b1 showed that explicit relative imports don't work from a main module, a problem first reported by the pychecker developers.", "added: reported by pychecker developers"),
]),
]))

DOCS.append(("python-peps/pep-0275.rst", "PEP 275: Switching on multiple values", [
("This works fine for short switch constructs, since the overhead of repeated loading of a local (the variable x in this case) and comparing it to some constant is low (it has a complexity of O(n) on average).", [
 (R, "For short switch constructs this works fine, because the overhead of repeatedly loading a local and comparing it to some constant is low, with an average complexity of O(n).", "word order, asides dropped"),
 (P, "With short switch constructs the if-elif approach is fine, since reloading the local variable and comparing it to a constant is cheap, averaging O(n) complexity.", "free rewording"),
 (C, "This works fine for short switch constructs, since repeatedly loading a local and comparing it to a constant has a complexity of O(1) on average.", "number: O(n) -> O(1)"),
 (O, "This works fine for switch constructs of any length, since the overhead of repeatedly loading a local and comparing it to a constant is low.", "dropped 'short'"),
 (A, "This works fine for short switch constructs because the overhead is low, and the compiler already caches the loaded local between comparisons.", "added: compiler caches the local"),
]),
("Both involve some run-time overhead to assure that the switching variable is immutable and hashable.", [
 (R, "Both solutions involve some run-time overhead to ensure that the switching variable is immutable and hashable.", "synonym"),
 (P, "Each approach pays a certain cost at run time for checking that the switch variable is hashable and immutable.", "free rewording"),
 (C, "Neither solution involves any run-time overhead for ensuring that the switching variable is immutable and hashable.", "negation: some overhead -> none"),
 (O, "Both solutions involve substantial run-time overhead to assure that the switching variable is immutable and hashable.", "'some' -> 'substantial'"),
 (A, "Both involve some run-time overhead to assure the switching variable is immutable and hashable, estimated at about 5% for typical parsers.", "added: 5% estimate"),
]),
("If no else part is given and none of the defined cases matches, no action is taken and the switch statement is ignored.", [
 (R, "When no else part is given and none of the defined cases match, the switch statement is ignored and no action is taken.", "word order"),
 (P, "A switch without an else branch simply does nothing if none of its cases matches.", "free rewording"),
 (C, "If no else part is given and none of the defined cases matches, the switch statement raises a TypeError.", "swap: ignored -> raises TypeError"),
 (O, "If none of the defined cases matches, no action is taken and the switch statement is ignored.", "dropped condition 'no else part is given'"),
 (A, "If no else part is given and no case matches, the switch statement is ignored and a warning is emitted in debug builds.", "added: warning in debug builds"),
]),
("The switch statement should not implement fall-through behaviour (as does the switch statement in C).", [
 (R, "Unlike the switch statement in C, the proposed switch statement should not implement fall-through behaviour.", "word order"),
 (P, "The proposed Python switch is meant to avoid C-style fall-through from one case into the next.", "free rewording"),
 (C, "The switch statement should implement fall-through behaviour, just as the switch statement in C does.", "negation: should not -> should"),
 (O, "The switch statement must never let control pass from one case to another in any form, including via explicit jumps.", "'should not implement fall-through' -> 'must never ... in any form'"),
 (A, "The switch statement should not implement fall-through behaviour as in C, because fall-through is a frequent source of bugs in C programs.", "added cause: source of bugs"),
]),
]))

DOCS.append(("python-peps/pep-0452.rst", "PEP 452: API for cryptographic hash functions v2.0", [
("Python 2.x implementations may take ASCII-only unicode as argument, but portable code should not rely on the feature.", [
 (R, "Python 2.x implementations may accept ASCII-only unicode as an argument, but portable code should not rely on that feature.", "synonym"),
 (P, "Some Python 2 implementations might accept ASCII-only unicode, yet code meant to be portable ought not to depend on it.", "free rewording"),
 (C, "Python 3.x implementations may take ASCII-only unicode as argument, but portable code should not rely on the feature.", "number: 2.x -> 3.x"),
 (O, "Python 2.x implementations accept ASCII-only unicode as an argument, but portable code should not rely on the feature.", "'may take' -> 'accept'"),
 (A, "Python 2.x implementations may take ASCII-only unicode as argument, but portable code should not rely on it because it will be removed in Python 2.8.", "added: removal in 2.8"),
]),
("Hashes with a variable output size will set this variable to None.", [
 (R, "For hashes whose output size is variable, the module-level digest_size variable is set to None.", "active/passive, referent explicit"),
 (P, "A hash module whose digest length can vary reports None as its module-level digest_size.", "free rewording"),
 (C, "Hashes with a variable output size will set the module-level digest_size variable to 0.", "swap: None -> 0"),
 (O, "All hash function modules set the module-level digest_size variable to None.", "dropped condition 'variable output size'"),
 (A, "Hashes with a variable output size will set the module-level digest_size to None and expose a max_digest_size variable instead.", "added: max_digest_size"),
]),
("The digest size is measured in bytes, not bits, even though hash algorithm sizes are usually quoted in bits; MD5 is a 128-bit algorithm and not a 16-byte one, for example.", [
 (R, "Even though hash algorithm sizes are usually quoted in bits, the digest size is measured in bytes rather than bits; MD5, for example, is a 128-bit algorithm, not a 16-byte one.", "word order"),
 (P, "digest_size counts bytes instead of bits, although algorithm sizes are normally given in bits, which is why MD5 is described as 128-bit.", "free rewording"),
 (C, "The digest size is measured in bits, not bytes, matching the way hash algorithm sizes are usually quoted.", "swap: bytes <-> bits"),
 (O, "The digest size is measured in bytes even though hash algorithm sizes are always quoted in bits.", "'usually' -> 'always'"),
 (A, "The digest size is measured in bytes rather than bits, following the convention of the OpenSSL library, even though sizes are usually quoted in bits.", "added: OpenSSL convention"),
]),
("If no HMAC algorithm is standardized for the hash algorithm, return ``NotImplemented`` instead.", [
 (R, "When no HMAC algorithm has been standardized for a hash algorithm, block_size should return NotImplemented instead.", "referent explicit, light rewording"),
 (P, "For a hash algorithm that has no standardized HMAC algorithm, block_size is NotImplemented rather than an integer.", "free rewording"),
 (C, "Even if no HMAC algorithm is standardized for the hash algorithm, block_size must return an integer rather than NotImplemented.", "negation: return NotImplemented -> must not"),
 (O, "The block_size attribute returns NotImplemented for every hash algorithm.", "dropped condition 'no HMAC standardized'"),
 (A, "If no HMAC algorithm is standardized for the hash algorithm, block_size returns NotImplemented, as is currently the case for SHA-3.", "added: SHA-3 example"),
]),
]))

DOCS.append(("python-peps/pep-0343.rst", "PEP 343: The \"with\" statement", [
("The PEP stabilised around the time of the first Python 2.5 beta release.", [
 (R, "PEP 343 stabilised at around the time of the first beta release of Python 2.5.", "'The PEP' -> 'PEP 343', word order"),
 (P, "The with-statement PEP settled down roughly when Python 2.5 had its first beta.", "free rewording"),
 (C, "PEP 343 stabilised around the time of the first Python 2.6 beta release.", "number: 2.5 -> 2.6"),
 (O, "PEP 343 was finalised exactly at the first Python 2.5 beta release and never changed afterwards.", "'around the time' -> 'exactly', never changed"),
 (A, "PEP 343 stabilised around the first Python 2.5 beta release after a two-month review on python-dev.", "added: two-month review"),
]),
("Without the future statement, using 'with' or 'as' as an identifier will cause a Warning to be issued to stderr.", [
 (R, "Using 'with' or 'as' as an identifier without the future statement causes a Warning to be issued to stderr.", "word order"),
 (P, "Code that lacks the future import but still names something 'with' or 'as' gets a warning printed on stderr.", "free rewording"),
 (C, "Without the future statement, using 'with' or 'as' as an identifier will raise a SyntaxError.", "swap: Warning -> SyntaxError"),
 (O, "Using 'with' or 'as' as an identifier will cause a Warning to be issued to stderr.", "dropped condition 'without the future statement'"),
 (A, "Without the future statement, using 'with' or 'as' as an identifier causes a Warning on stderr that can be silenced with the -W option.", "added: -W silencing"),
]),
("Finally, if ``BLOCK`` contains a break, continue or return statement, the ``__exit__()`` method is called with three None arguments just as if ``BLOCK`` completed normally.", [
 (R, "If BLOCK contains a break, continue or return statement, __exit__() is called with three None arguments, just as if BLOCK had completed normally.", "markup dropped, light rewording"),
 (P, "A break, continue or return inside the with block is treated like normal completion, so __exit__() receives three None values.", "free rewording"),
 (C, "If BLOCK contains a break, continue or return statement, __exit__() is called with the exception type, value and traceback instead of three None arguments.", "swap: None arguments -> exception details"),
 (O, "The __exit__() method is always called with three None arguments, just as if BLOCK completed normally.", "dropped condition on break/continue/return"),
 (A, "If BLOCK contains a break, continue, return or yield statement, __exit__() is called with three None arguments as if BLOCK completed normally.", "added list item: yield"),
]),
("Many context managers (such as files and generator-based contexts) will be single-use objects.", [
 (R, "Many context managers, for example files and generator-based contexts, are going to be single-use objects.", "synonyms, markup dropped"),
 (P, "Numerous context managers, like files and generator-based ones, can be used only once.", "free rewording"),
 (C, "Context managers such as files and generator-based contexts are reusable rather than single-use objects.", "negation: single-use -> reusable"),
 (O, "All context managers, without exception, will be single-use objects.", "'many' -> 'all'"),
 (A, "Many context managers, such as files, generator-based contexts and database connections, will be single-use objects.", "added list item: database connections"),
]),
]))

DOCS.append(("python-peps/pep-0290.rst", "PEP 290: Code migration and modernization", [
("Prior to Python 2.3, comparison operations returned 0 or 1 rather than True or False.", [
 (R, "Before Python 2.3, comparison operations returned 0 or 1 instead of True or False.", "synonyms"),
 (P, "Until Python 2.3 arrived, comparisons produced the integers 0 and 1 rather than boolean values.", "free rewording"),
 (C, "Starting with Python 2.3, comparison operations returned 0 or 1 rather than True or False.", "direction: prior to -> starting with"),
 (O, "Prior to Python 2.3, comparison operations returned 0 or 1, so all code relying on this breaks when run under Python 2.3.", "added 'all code breaks' (source: continues to calculate normally)"),
 (A, "Prior to Python 2.3, comparison operations returned 0 or 1 rather than True or False, a change introduced by PEP 285.", "added: PEP 285"),
]),
("It is much faster than cmp and typically more readable while using less code.", [
 (R, "The key function is much faster than cmp and is typically more readable while using less code.", "referent explicit"),
 (P, "Compared with cmp, a key function runs far faster and usually reads better with less code.", "free rewording"),
 (C, "The key function is much slower than cmp, although it is typically more readable and uses less code.", "direction: faster -> slower"),
 (O, "The key function is much faster than cmp and always more readable while using less code.", "'typically' -> 'always'"),
 (A, "The key function is much faster than cmp, typically more readable, uses less code and needs less memory.", "added: less memory"),
]),
("Also, some object types may overload comparison, so equality testing may be much slower.", [
 (R, "Equality testing may be much slower because some object types may overload comparison.", "word order"),
 (P, "Since certain types can override comparison, testing for equality can end up far slower.", "free rewording"),
 (C, "Some object types may overload comparison, so equality testing may be much faster than identity testing.", "direction: slower -> faster"),
 (O, "Because object types overload comparison, equality testing is always much slower than identity testing.", "hedges 'some' and 'may' removed"),
 (A, "Some object types may overload comparison, so equality testing may be much slower and can even raise exceptions.", "added: may raise exceptions"),
]),
("Use of ``pop(0)`` or ``insert(0, x)`` triggers O(n) data movement for the entire list.", [
 (R, "Calling pop(0) or insert(0, x) triggers O(n) data movement for the whole list.", "synonyms, markup dropped"),
 (P, "Popping or inserting at index 0 forces the entire list to be shifted, an O(n) cost.", "free rewording"),
 (C, "Use of pop(0) or insert(0, x) triggers only O(1) data movement for the list.", "number: O(n) -> O(1)"),
 (O, "Because pop(0) and insert(0, x) trigger O(n) data movement, list-based queues must always be replaced with collections.deque.", "suggestion turned into requirement"),
 (A, "Use of pop(0) or insert(0, x) triggers O(n) data movement for the entire list and also forces the list to be reallocated.", "added: reallocation"),
]),
]))
