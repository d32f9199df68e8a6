DOC = "python-peps/pep-0480.rst"
NAME = "PEP 480"
HEADING = "PEP 480: Surviving a compromise of PyPI with end-to-end signing"
S = [
("After some time has passed, PyPI administrators MAY periodically move (e.g., every month) projects listed in *recently-claimed* to the *claimed* role for maximum security.", [
 ("reworded", "After some time has passed, PyPI administrators may periodically move projects listed in recently-claimed to the claimed role, for example every month, for maximum security.", "markup dropped, aside moved"),
 ("paraphrase", "For maximum security, PyPI administrators are allowed to periodically transfer projects from the recently-claimed role to the claimed role once some time has passed, for instance monthly.", "free rewording; kept MAY as 'allowed'"),
 ("contradiction", "After some time has passed, PyPI administrators may periodically move projects listed in claimed to the recently-claimed role for maximum security.", "roles: recently-claimed <-> claimed"),
 ("overclaim", "PyPI administrators must move projects from the recently-claimed role to the claimed role every month.", "MAY -> must; example -> fixed schedule"),
 ("added", "After some time has passed, PyPI administrators may periodically move projects from recently-claimed to claimed for maximum security, once the project's developers have confirmed their keys by email.", "added condition: confirmation by email"),
]),
("Verification of signatures MUST be done in Python, and verifying RSA [8]_ signatures in pure-Python may be impractical due to speed.", [
 ("reworded", "Signature verification must be done in Python, and verifying RSA signatures in pure Python may be impractical because of speed.", "nominalisation, reference dropped"),
 ("paraphrase", "Signatures have to be verified in Python, and checking RSA signatures in pure Python might be too slow to be practical.", "free rewording; kept 'may'"),
 ("contradiction", "Verification of signatures must be done in compiled C extensions, since verifying RSA signatures in pure Python may be impractical due to speed.", "swap: Python -> compiled C extensions"),
 ("overclaim", "Verifying RSA signatures in pure Python is always too slow to be practical.", "may be impractical -> always too slow"),
 ("added", "Signature verification must be done in Python, and verifying RSA signatures in pure Python may be impractical due to speed, especially on low-powered ARM devices.", "added scope: ARM devices"),
]),
("The implementation MAY encrypt key files with AES-256-CTR-Mode and strengthen passwords with PBKDF2-HMAC-SHA256 (100K iterations by default, but this may be overridden by the developer).", [
 ("reworded", "The implementation may encrypt key files using AES-256-CTR-Mode and strengthen passwords using PBKDF2-HMAC-SHA256, with 100K iterations by default that the developer may override.", "word order, parenthesis folded in"),
 ("paraphrase", "Key files can optionally be encrypted with AES-256-CTR-Mode, with passwords strengthened by PBKDF2-HMAC-SHA256 at a default of 100K iterations that developers are free to change.", "free rewording"),
 ("contradiction", "The implementation may encrypt key files with AES-256-CTR-Mode and strengthen passwords with PBKDF2-HMAC-SHA256, using 10K iterations by default.", "number: 100K -> 10K"),
 ("overclaim", "The implementation must encrypt key files with AES-256-CTR-Mode and always strengthen passwords with exactly 100K PBKDF2-HMAC-SHA256 iterations.", "MAY -> must; dropped developer override"),
 ("added", "The implementation may encrypt key files with AES-256-CTR-Mode and strengthen passwords with PBKDF2-HMAC-SHA256 at 100K iterations by default, a value chosen to take about one second on a laptop.", "added rationale: one second on a laptop"),
]),
("Package managers will likely install projects by downloading these PyPI Wheels (which can be installed much faster than source distributions) rather than the source distributions signed by developers.", [
 ("reworded", "Package managers will likely install projects by downloading these PyPI Wheels, which can be installed much faster than source distributions, instead of the source distributions signed by developers.", "parentheses dropped, synonym"),
 ("paraphrase", "Package managers are likely to download these PyPI Wheels, which install much faster than source distributions, rather than the source distributions that developers sign.", "free rewording; kept 'likely'"),
 ("contradiction", "Package managers will likely install projects by downloading the source distributions signed by developers rather than these PyPI Wheels.", "roles: Wheels <-> developer-signed sdists"),
 ("overclaim", "Package managers will always install projects from PyPI Wheels rather than from the source distributions signed by developers.", "likely -> always"),
 ("added", "Package managers will likely install projects from these PyPI Wheels rather than developer-signed source distributions, since Wheels install much faster and need no compiler on the user's machine.", "added reason: no compiler needed"),
]),
]
