from data1 import R, P, C, O, A
DOCS = []
DOCS.append(("python-peps/pep-3133.rst", "PEP 3133: Introducing roles", [
("Roles provide *only* abstract methods; concrete default implementations are left to other, better-suited mechanisms like mixins.", [
 (R, "Roles provide only abstract methods, and concrete default implementations are left to other, better-suited mechanisms such as mixins.", "markup dropped, synonym"),
 (P, "A role contains nothing but abstract methods; default concrete behaviour belongs to better-suited mechanisms such as mixins.", "free rewording"),
 (C, "Roles provide concrete default implementations, while abstract methods are left to other mechanisms like mixins.", "roles: abstract vs concrete responsibilities swapped"),
 (O, "Roles provide only abstract methods, and concrete default implementations must always be supplied through mixins.", "'mechanisms like mixins' -> 'must always be mixins'"),
 (A, "Roles provide only abstract methods, leaving concrete default implementations to mixins, which keeps role checks fast at class creation time.", "added purpose: fast checks"),
]),
("The role system carries out these checks as soon as a class is flagged as performing a given role.", [
 (R, "These checks are carried out by the role system as soon as a class is flagged as performing a given role.", "active -> passive"),
 (P, "The role system verifies a class the moment it is marked as performing a role.", "free rewording"),
 (C, "The role system defers these checks until an instance of a class flagged as performing a role is first created.", "direction: at flagging -> deferred until instantiation"),
 (O, "The role system checks every class as soon as it is defined, whether or not it has been flagged as performing a role.", "scope widened to every class"),
 (A, "The role system carries out these checks as soon as a class is flagged as performing a role, and repeats them whenever the class is subclassed.", "added: rechecks on subclassing"),
]),
("Since roles take effect at class definition-time, and since the vast majority of attributes are defined at runtime by a class's ``__init__()`` method, there doesn't seem to be a good way to check for attributes at the same time as methods.", [
 (R, "Because roles take effect at class definition time and most attributes are defined at runtime by a class's __init__() method, there doesn't seem to be a good way to check attributes at the same time as methods.", "synonyms, markup dropped"),
 (P, "Checking attributes alongside methods looks impractical, since roles apply when the class is defined while nearly all attributes are only set at runtime in __init__().", "free rewording"),
 (C, "Since roles take effect at runtime while most attributes are defined at class definition time, attributes cannot easily be checked together with methods.", "roles: definition-time and runtime swapped"),
 (O, "Because roles take effect at class definition time, it is impossible to check for attributes in the role system.", "'doesn't seem to be a good way' -> 'impossible'"),
 (A, "Because roles take effect at class definition time and most attributes are set in __init__(), attribute checks were moved to a separate validate() hook.", "added: validate() hook"),
]),
("It is currently not possible to ask a class if its instances perform a given role.", [
 (R, "Asking a class whether its instances perform a given role is currently not possible.", "word order"),
 (P, "For now there is no way to query a class about whether its instances fulfil a particular role.", "free rewording"),
 (C, "It is currently possible to ask a class whether its instances perform a given role by passing the class to performs().", "negation: not possible -> possible"),
 (O, "It will never be possible to ask a class if its instances perform a given role.", "'currently' -> 'never'"),
 (A, "It is currently not possible to ask a class if its instances perform a given role, because classes do not record their role assignments.", "added cause"),
]),
]))

DOCS.append(("python-peps/pep-0214.rst", "PEP 214: Extended print statement", [
("In the extended form, the expression just after >> must yield an object with a ``write()`` method (i.e. a file-like object).", [
 (R, "In the extended form, the expression right after >> must yield an object that has a write() method, that is, a file-like object.", "synonym, markup dropped"),
 (P, "With the extended print syntax, whatever follows >> has to evaluate to a file-like object offering a write() method.", "free rewording"),
 (C, "In the extended form, the expression just after >> must yield a string naming the output file.", "swap: file-like object -> filename string"),
 (O, "In the extended form, the expression just after >> must be a real file object opened for writing.", "'file-like object with write()' -> real opened file"),
 (A, "In the extended form, the expression just after >> must yield an object with both write() and flush() methods.", "added list item: flush()"),
]),
("This approach adds two new opcodes, ``PRINT_ITEM_TO`` and ``PRINT_NEWLINE_TO``, which simply pop the file like object off the top of the stack and use it instead of ``sys.stdout`` as the output stream.", [
 (R, "The reference implementation adds two new opcodes, PRINT_ITEM_TO and PRINT_NEWLINE_TO, which pop the file-like object off the top of the stack and use it instead of sys.stdout as the output stream.", "referent explicit, markup dropped"),
 (P, "Two additional opcodes, PRINT_ITEM_TO and PRINT_NEWLINE_TO, take the file-like object from the top of the stack and write to it in place of sys.stdout.", "free rewording"),
 (C, "This approach adds three new opcodes, PRINT_ITEM_TO, PRINT_NEWLINE_TO and PRINT_FLUSH_TO, which pop the file-like object off the stack.", "number: two -> three opcodes"),
 (O, "The two new opcodes PRINT_ITEM_TO and PRINT_NEWLINE_TO are the only change to the interpreter that extended print requires.", "made exclusive: 'the only change'"),
 (A, "This approach adds two new opcodes, PRINT_ITEM_TO and PRINT_NEWLINE_TO, which pop the file-like object off the stack and flush it after each print.", "added: flush after each print"),
]),
("If I had to choose between 'print in file' and 'print >> file' I would definitely choose '>>'.", [
 (R, "Given a choice between 'print in file' and 'print >> file', the BDFL would definitely choose '>>'.", "first person -> 'the BDFL'"),
 (P, "Between the spellings 'print in file' and 'print >> file', the BDFL clearly prefers the '>>' form.", "free rewording"),
 (C, "If forced to choose between 'print in file' and 'print >> file', the BDFL would pick 'print in file'.", "swap: preferred form"),
 (O, "The BDFL considers '>>' the only acceptable symbol for redirecting print output.", "preference between two -> only acceptable symbol"),
 (A, "The BDFL would definitely choose 'print >> file' over 'print in file', partly because '>>' is faster for the parser to handle.", "added reason: parsing speed"),
]),
("I chose to make it a statement because printing needs to be taught very early on, and is very important in the programs that beginners write.", [
 (R, "Guido chose to make print a statement because printing has to be taught very early on and is very important in the programs beginners write.", "first person -> Guido"),
 (P, "Print became a statement since it is learned at the very start and matters a great deal in beginners' programs.", "free rewording"),
 (C, "Guido chose to make print a function because printing needs to be taught very early on and is important in beginners' programs.", "swap: statement -> function"),
 (O, "Guido made print a statement because printing is the very first thing every Python course teaches.", "'taught very early' -> 'first thing every course teaches'"),
 (A, "Guido chose to make print a statement because it must be taught early, matters to beginners, and is easier for the compiler to optimise.", "added reason: easier to optimise"),
]),
]))

DOCS.append(("python-peps/pep-0455.rst", "PEP 455: Adding a key-transforming dictionary to collections", [
("The original keys needn't be hashable, as long as the transformation function returns a hashable one::", [
 (R, "The original keys do not need to be hashable, as long as the transformation function returns a hashable key.", "light rewording"),
 (P, "Unhashable keys can be used with TransformDict provided the transformation function maps them to something hashable.", "free rewording"),
 (C, "The original keys must be hashable, even when the transformation function returns a hashable one.", "negation: needn't -> must"),
 (O, "TransformDict accepts any object at all as a key, hashable or not.", "dropped condition on the transformation function"),
 (A, "The original keys needn't be hashable as long as the transformation function returns a hashable one, which makes TransformDict popular for using lists as keys.", "added consequence: lists as keys"),
]),
("Most python-dev respondents found retaining the first user-supplied key more intuitive than retaining the last.", [
 (R, "Retaining the first user-supplied key was found more intuitive than retaining the last by most python-dev respondents.", "active -> passive"),
 (P, "The majority of people replying on python-dev considered keeping the first supplied key more natural than keeping the last one.", "free rewording"),
 (C, "Most python-dev respondents found retaining the last user-supplied key more intuitive than retaining the first.", "swap: first <-> last"),
 (O, "All python-dev respondents found retaining the first user-supplied key more intuitive than retaining the last.", "'most' -> 'all'"),
 (A, "Most python-dev respondents found retaining the first user-supplied key more intuitive, and the BDFL-Delegate formally approved that choice.", "added: delegate approval"),
]),
("Moreover, an encoder / decoder pair would require the transformation to be bijective, which prevents important use cases like case-insensitive matching.", [
 (R, "An encoder/decoder pair would also require the transformation to be bijective, which rules out important use cases such as case-insensitive matching.", "synonyms"),
 (P, "Using an encoder and decoder would force the transformation to be one-to-one, excluding important uses like case-insensitive matching.", "free rewording"),
 (C, "An encoder / decoder pair would not require the transformation to be bijective, so it would still allow case-insensitive matching.", "negation: would require -> would not"),
 (O, "An encoder / decoder pair would require a bijective transformation, which prevents every practical use case of TransformDict.", "'important use cases like' -> 'every use case'"),
 (A, "An encoder / decoder pair would require a bijective transformation, which prevents case-insensitive matching and would also double the memory used per key.", "added: doubles memory"),
]),
("While both approaches can be defended, they don't follow established practices in the standard library, and therefore were rejected.", [
 (R, "Both approaches can be defended, but they were rejected because they don't follow established practices in the standard library.", "word order"),
 (P, "Although defensible, the type factory and subclassing patterns were turned down for departing from standard library conventions.", "free rewording"),
 (C, "Both approaches follow established practices in the standard library, and therefore were accepted.", "negation: don't follow/rejected -> follow/accepted"),
 (O, "Any constructor pattern that departs from established standard library practice is automatically rejected for TransformDict.", "two rejected proposals generalised to an automatic rule"),
 (A, "Both approaches were rejected for not following established standard library practices and for being harder to document.", "added reason: harder to document"),
]),
]))

DOCS.append(("python-peps/pep-0831.rst", "PEP 831: Frame pointers everywhere", [
("The measured overhead is under 2% geometric mean for typical workloads (see `Backwards Compatibility`_ for per-platform numbers).", [
 (R, "For typical workloads the measured overhead is under 2% geometric mean, with per-platform numbers given in the Backwards Compatibility section.", "word order, markup dropped"),
 (P, "Frame pointers were measured to cost less than 2% by geometric mean on typical workloads.", "free rewording, aside dropped"),
 (C, "The measured overhead of frame pointers is around 5% geometric mean for typical workloads.", "number: under 2% -> around 5%"),
 (O, "The measured overhead of frame pointers is under 2% for every workload on every platform.", "dropped 'typical' and 'geometric mean'"),
 (A, "The measured overhead is under 2% geometric mean for typical workloads, and CPython's own test suite even runs 10% faster with frame pointers.", "added: test suite 10% faster"),
]),
("At optimisation levels ``-O1`` and above, GCC and Clang omit frame pointers by default [#gcc_fomit]_.", [
 (R, "GCC and Clang omit frame pointers by default at optimisation levels -O1 and higher.", "word order, markup dropped"),
 (P, "Once optimisation is at -O1 or above, both GCC and Clang leave out frame pointers unless told otherwise.", "free rewording"),
 (C, "At optimisation levels -O1 and above, GCC and Clang keep frame pointers by default.", "negation: omit -> keep"),
 (O, "GCC and Clang always omit frame pointers by default, whatever the optimisation level.", "dropped condition '-O1 and above'"),
 (A, "At optimisation levels -O1 and above, GCC and Clang omit frame pointers by default unless the -pg profiling flag is also given.", "added exception: -pg"),
]),
("Frame-pointer walking completed a 64-frame unwind in **116 ns**, on average **210x faster** than the DWARF alternatives tested.", [
 (R, "On average, frame-pointer walking finished a 64-frame unwind in 116 ns, 210 times faster than the DWARF alternatives that were tested.", "synonyms, markup dropped"),
 (P, "Walking frame pointers unwound 64 frames in 116 nanoseconds, roughly 210x quicker on average than the benchmarked DWARF unwinders.", "free rewording"),
 (C, "Frame-pointer walking completed a 64-frame unwind in 116 ns, on average 21x faster than the DWARF alternatives tested.", "number: 210x -> 21x"),
 (O, "Frame-pointer walking is 210x faster than any DWARF unwinder in existence.", "'alternatives tested' -> 'any unwinder in existence'"),
 (A, "Frame-pointer walking completed a 64-frame unwind in 116 ns, 210x faster than the DWARF alternatives, with each unwinder run one million times.", "added: one million runs"),
]),
("Python 3.13 added ``-Xperf_jit``, a DWARF-based alternative, but it requires ``perf`` >= 6.8, produces substantially larger data files than the frame-pointer path, and is not suitable for continuous production profiling due to its per-sample overhead.", [
 (R, "Python 3.13 added -Xperf_jit, a DWARF-based alternative, but it needs perf 6.8 or newer, produces substantially larger data files than the frame-pointer path, and is unsuitable for continuous production profiling because of its per-sample overhead.", "synonyms, markup dropped"),
 (P, "The DWARF-based -Xperf_jit option from Python 3.13 demands perf 6.8+, writes much bigger data files than frame-pointer profiling, and costs too much per sample for always-on production use.", "free rewording"),
 (C, "Python 3.12 added -Xperf_jit, a DWARF-based alternative that requires perf >= 6.8 and produces larger data files than the frame-pointer path.", "number: 3.13 -> 3.12"),
 (O, "Python 3.13's -Xperf_jit requires perf >= 6.8 and is unsuitable for any kind of production profiling.", "'continuous production profiling' -> 'any production profiling'"),
 (A, "Python 3.13 added -Xperf_jit, a DWARF-based alternative that requires perf >= 6.8 and only works on x86-64 Linux.", "added restriction: x86-64 only"),
]),
]))

DOCS.append(("python-peps/pep-0208.rst", "PEP 208: Reworking the coercion model", [
("Allowing operations handle different types is often simpler, more flexible, and faster than having the interpreter do coercion.", [
 (R, "Letting operations handle different types is often simpler, more flexible and faster than having the interpreter do the coercion.", "synonym"),
 (P, "Having the operations deal with mixed types themselves is frequently simpler, more flexible and quicker than interpreter-driven coercion.", "free rewording"),
 (C, "Allowing operations to handle different types is often slower than having the interpreter do coercion, though it is simpler and more flexible.", "direction: faster -> slower"),
 (O, "Allowing operations to handle different types is always simpler, more flexible, and faster than having the interpreter do coercion.", "'often' -> 'always'"),
 (A, "Allowing operations to handle different types is often simpler, more flexible, faster and more secure than having the interpreter do coercion.", "added list item: more secure"),
]),
("If a new style slot finds that it cannot handle the passed argument type combination, it may return a new reference of the special singleton ``Py_NotImplemented`` to the caller.", [
 (R, "When a new style slot cannot handle the passed combination of argument types, it may return a new reference to the special singleton Py_NotImplemented to the caller.", "light rewording"),
 (P, "A new-style slot that can't deal with the given argument types is allowed to hand back a new reference to Py_NotImplemented.", "free rewording"),
 (C, "If a new style slot cannot handle the passed argument type combination, it must raise a TypeError instead of returning Py_NotImplemented.", "swap: return Py_NotImplemented -> raise TypeError"),
 (O, "If a new style slot cannot handle the passed argument types, it must return a new reference to Py_NotImplemented.", "'may' -> 'must'"),
 (A, "If a new style slot cannot handle the argument types, it may return Py_NotImplemented after logging the failed combination for debugging.", "added: logging"),
]),
("New style numbers don't provide a coercion slot and thus cannot be explicitly coerced.", [
 (R, "Because new style numbers do not provide a coercion slot, they cannot be explicitly coerced.", "word order"),
 (P, "Lacking a coercion slot, new-style numbers are not open to explicit coercion.", "free rewording"),
 (C, "New style numbers provide a coercion slot and can therefore be explicitly coerced.", "negation: don't provide -> provide"),
 (O, "New style numbers cannot take part in any coercion at all, explicit or implicit.", "'explicitly' -> any coercion"),
 (A, "New style numbers don't provide a coercion slot and cannot be explicitly coerced, so calling coerce() on them returns None.", "added consequence: returns None"),
]),
("This may seem to cause more work on the behalf of the type implementor, but is in fact no more difficult than writing the same kind of routines for an old style coercion slot.", [
 (R, "This may appear to create more work for the type implementor, but it is in fact no more difficult than writing the same kind of routines for an old style coercion slot.", "synonyms"),
 (P, "Though it might look like extra effort for whoever implements a type, checking and converting arguments is no harder than writing an old-style coercion slot.", "free rewording"),
 (C, "This does cause more work for the type implementor, being considerably more difficult than writing routines for an old style coercion slot.", "direction: no more difficult -> more difficult"),
 (O, "New style slots are easier to write than old style coercion slots for every type implementor.", "'no more difficult' -> 'easier' for everyone"),
 (A, "This may seem like more work for the type implementor, but it is no harder than an old style coercion slot, and helper macros are provided to simplify it.", "added: helper macros"),
]),
]))

DOCS.append(("python-peps/pep-0667.rst", "PEP 667: Consistent views of namespaces", [
("Views of different frames compare unequal even if they have the same contents.", [
 (R, "Even when they have the same contents, views of different frames compare unequal.", "word order"),
 (P, "Two f_locals views taken from distinct frames are never equal, regardless of matching contents.", "free rewording"),
 (C, "Views of different frames compare equal whenever they have the same contents.", "negation: unequal -> equal"),
 (O, "All f_locals views compare unequal to each other, even two views of the same frame.", "scope widened from different frames to all views"),
 (A, "Views of different frames compare unequal even if they have the same contents, and they also hash to different values.", "added: hashing"),
]),
("To avoid introducing a circular reference between frame objects and the write-through proxies, each access to ``frame.f_locals`` returns a *new* write-through proxy instance.", [
 (R, "Each access to frame.f_locals returns a new write-through proxy instance so as to avoid introducing a circular reference between frame objects and the proxies.", "word order, markup dropped"),
 (P, "Every read of frame.f_locals creates a fresh write-through proxy, which prevents a reference cycle between frames and their proxies.", "free rewording"),
 (C, "Each access to frame.f_locals returns the same write-through proxy instance, which is cached on the frame object.", "negation: new instance -> same cached instance"),
 (O, "Because each access to frame.f_locals returns a new proxy, frame objects can never be part of any reference cycle.", "avoiding one cycle -> never in any cycle"),
 (A, "Each access to frame.f_locals returns a new write-through proxy to avoid circular references, which adds roughly 100 nanoseconds to every access.", "added: 100 ns cost"),
]),
("Accordingly, calls to ``PyEval_GetLocals()`` will emit ``DeprecationWarning`` in Python 3.14, with a target removal date of Python 3.16 (two releases after Python 3.14).", [
 (R, "Calls to PyEval_GetLocals() will therefore emit DeprecationWarning in Python 3.14, with removal targeted for Python 3.16, two releases after 3.14.", "light rewording"),
 (P, "PyEval_GetLocals() will start emitting a DeprecationWarning in 3.14 and is slated to be removed in 3.16.", "free rewording"),
 (C, "Calls to PyEval_GetLocals() will emit DeprecationWarning in Python 3.13, with a target removal date of Python 3.15.", "number: 3.14/3.16 -> 3.13/3.15"),
 (O, "PyEval_GetLocals() will definitely be removed in Python 3.16 after emitting DeprecationWarning in 3.14.", "'target removal date' -> 'definitely removed'"),
 (A, "Calls to PyEval_GetLocals() will emit DeprecationWarning in Python 3.14 and are targeted for removal in 3.16, together with PyEval_GetGlobals().", "added: PyEval_GetGlobals removal"),
]),
("In Python 3.12, this example will fail with an ``UnboundLocalError``, as the definition of ``y`` by ``l()['y'] = 4`` is lost.", [
 (R, "This example fails with an UnboundLocalError in Python 3.12, because the definition of y by l()['y'] = 4 is lost.", "word order, markup dropped"),
 (P, "Under Python 3.12 the example raises UnboundLocalError, since assigning y through l()['y'] = 4 does not stick.", "free rewording"),
 (C, "In Python 3.12 this example runs successfully, because the definition of y by l()['y'] = 4 is preserved.", "negation: fails/lost -> succeeds/preserved"),
 (O, "In every Python version before 3.13, any local variable defined through frame.f_locals is always lost.", "one example generalised to all versions and writes"),
 (A, "In Python 3.12 this example fails with an UnboundLocalError because the definition of y is lost, a bug first reported in 2017.", "added: reported in 2017"),
]),
]))
