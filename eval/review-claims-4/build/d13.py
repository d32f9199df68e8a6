DOC = "python-peps/pep-0706.rst"
NAME = "PEP 706"
HEADING = "PEP 706: Filter for tarfile.extractall"
S = [
("When using a function, they will generally want to wrap it in ``staticmethod()`` to prevent injection of a ``self`` argument.", [
 ("reworded", "When a function is used, they will generally want to wrap it in staticmethod() to prevent a self argument from being injected.", "active -> passive, markup dropped"),
 ("paraphrase", "If they use a function, integrators will usually want to wrap it in staticmethod() so that no self argument gets injected.", "free rewording; kept 'generally' as 'usually'"),
 ("contradiction", "When using a function, they will generally want to wrap it in classmethod() to prevent injection of a self argument.", "swap: staticmethod -> classmethod"),
 ("overclaim", "A function assigned as the class-level extraction_filter must always be wrapped in staticmethod().", "generally want -> must always"),
 ("added", "When using a function, they will generally want to wrap it in staticmethod() to prevent injection of a self argument, a pitfall the tarfile module warns about at run time.", "added: runtime warning"),
]),
("The *non-fatal* errors are not very likely to appear on a Unix-like system.", [
 ("reworded", "On a Unix-like system, the non-fatal errors are not very likely to appear.", "word order, markup dropped"),
 ("paraphrase", "Non-fatal errors are unlikely to show up on Unix-like systems.", "free rewording"),
 ("contradiction", "The non-fatal errors are very likely to appear on a Unix-like system.", "negation: not very likely -> very likely"),
 ("overclaim", "The non-fatal errors never appear on a Unix-like system.", "not very likely -> never"),
 ("added", "The non-fatal errors are not very likely to appear on a Unix-like system, but they are common on Windows.", "added: common on Windows"),
]),
("In CPython, we don't add warnings to patch releases, so the default filter should be changed to ``'fully_trusted'`` in backports.", [
 ("reworded", "Because CPython doesn't add warnings to patch releases, the default filter should be changed to 'fully_trusted' in backports.", "clause restructured, markup dropped"),
 ("paraphrase", "Since CPython patch releases do not get new warnings, backports should switch the default filter to 'fully_trusted'.", "free rewording; kept 'should'"),
 ("contradiction", "In CPython, warnings are not added to patch releases, so the default filter should be changed to 'data' in backports.", "swap: 'fully_trusted' -> 'data'"),
 ("overclaim", "CPython backports are required to use 'fully_trusted' as the default filter because CPython does not add warnings to patch releases.", "should -> required"),
 ("added", "In CPython, warnings are not added to patch releases, so the default filter should be 'fully_trusted' in backports, which were released for Python 3.8 through 3.11.", "added: backported to 3.8-3.11"),
]),
("Also, since many calls to ``unpack_archive`` are likely to be unsafe, there's hope that the ``DeprecationWarning`` will often turn out to be a helpful hint to review affected code.", [
 ("reworded", "Also, because many calls to unpack_archive are likely to be unsafe, it is hoped that the DeprecationWarning will often turn out to be a helpful hint to review affected code.", "synonyms, markup dropped"),
 ("paraphrase", "Since many unpack_archive calls are probably unsafe, the hope is that the DeprecationWarning will frequently act as a useful prompt to review the affected code.", "free rewording; kept 'many', 'likely', 'often'"),
 ("contradiction", "Since only a few calls to unpack_archive are likely to be unsafe, the DeprecationWarning will rarely be a helpful hint to review affected code.", "direction: many -> few, often -> rarely"),
 ("overclaim", "Since many calls to unpack_archive are unsafe, the DeprecationWarning will always be a helpful hint to review affected code.", "often -> always; dropped 'likely' and 'hope'"),
 ("added", "Since many calls to unpack_archive are likely to be unsafe, the DeprecationWarning will hopefully prompt reviews of affected code, and it links to the CVE-2007-4559 advisory.", "added: warning links to CVE advisory"),
]),
]
