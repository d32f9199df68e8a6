DOC = "python-peps/pep-0504.rst"
HEADING = "PEP 504: Using the system RNG by default"
S = [
 ("During discussion of this PEP, Steven D'Aprano proposed the simpler alternative\nof offering a standardised ``secrets`` module that provides \"one obvious way\"\nto handle security sensitive tasks like generating default passwords and other\ntokens.", [
  ("reworded", "While PEP 504 was being discussed, Steven D'Aprano proposed the simpler alternative of a standardised secrets module providing \"one obvious way\" to handle security sensitive tasks like generating default passwords and other tokens.", "'this PEP' -> 'PEP 504', light rewording"),
  ("paraphrase", "As a simpler option, Steven D'Aprano suggested a standard secrets module offering one obvious way to do security-sensitive jobs such as creating default passwords and other tokens.", "free rewording"),
  ("contradiction", "During discussion of PEP 504, Steven D'Aprano proposed the more complex alternative of a standardised secrets module for generating default passwords and other tokens.", "[direction] 'simpler' -> 'more complex'"),
  ("overclaim", "Steven D'Aprano proposed a standardised secrets module that would handle every security sensitive task in Python.", "'tasks like passwords and tokens' -> 'every security sensitive task'"),
  ("added", "During discussion of PEP 504, Steven D'Aprano proposed the simpler alternative of a standardised secrets module, modelled on the cryptography library, for generating default passwords and other tokens.", "added 'modelled on the cryptography library'"),
 ]),
 ("In the first Python 3 release after Python 2.7 switches to security fix only\nmode, the deprecation warning will be upgraded to a RuntimeWarning so it is\nvisible by default.", [
  ("reworded", "The deprecation warning will be upgraded to a RuntimeWarning, so that it is visible by default, in the first Python 3 release after Python 2.7 switches to security-fix-only mode.", "clauses reordered"),
  ("paraphrase", "Once Python 2.7 moves to security fixes only, the next Python 3 release will turn the deprecation warning into a RuntimeWarning that shows up by default.", "free rewording"),
  ("contradiction", "In the last Python 3 release before Python 2.7 switches to security fix only mode, the deprecation warning will be upgraded to a RuntimeWarning so it is visible by default.", "[direction] 'first ... after' -> 'last ... before'"),
  ("overclaim", "In the first Python 3 release after Python 2.7 switches to security fix only mode, the deprecation warning will become a RuntimeWarning that is always shown.", "'visible by default' -> 'always shown'"),
  ("added", "In the first Python 3 release after Python 2.7 enters security-fix-only mode, the deprecation warning will become a RuntimeWarning visible by default, and a later release will make it an error.", "added a later escalation to an error"),
 ]),
 ("The problem [#nocsprng]_ with this approach is that it introduces an additional\npoint of failure in security sensitive situations, for the sake of applications\nwhere the random number generation may not even be on a critical performance\npath.", [
  ("reworded", "The problem with the userspace CSPRNG approach is that it introduces an additional point of failure in security sensitive situations, for the sake of applications where random number generation may not even be on a critical performance path.", "'this approach' resolved, citation dropped"),
  ("paraphrase", "A userspace CSPRNG would add another point of failure where security matters, just to help applications whose random number generation might not even be performance-critical.", "free rewording, 'may not even' kept as 'might not even'"),
  ("contradiction", "A userspace CSPRNG would not introduce any additional point of failure in security sensitive situations.", "[negation] 'introduces' -> 'would not introduce'"),
  ("overclaim", "The problem with a userspace CSPRNG is that it introduces an additional point of failure for the sake of applications where random number generation is never on a critical performance path.", "'may not even be' -> 'is never'"),
  ("added", "A userspace CSPRNG introduces an additional point of failure in security sensitive situations, particularly on embedded platforms without a hardware entropy source.", "added embedded platforms qualifier"),
 ]),
 ("However, one of the rules of secure software development is that \"attacks only\nget better, never worse\", so it may be that by the time Python 3.6 is released\nwe will actually see a practical attack on Python's deterministic PRNG publicly\ndocumented.", [
  ("reworded", "Since one rule of secure software development is that attacks only get better, never worse, a practical attack on Python's deterministic PRNG may be publicly documented by the time Python 3.6 is released.", "reordered, passive"),
  ("paraphrase", "Because attacks only ever improve, it is possible that a practical attack on Python's deterministic PRNG will have been publicly documented by the time Python 3.6 ships.", "free rewording, 'may' kept as 'it is possible'"),
  ("contradiction", "Because attacks only get worse, never better, a practical attack on Python's deterministic PRNG is unlikely to be publicly documented by the time Python 3.6 is released.", "[direction] 'attacks only get better' -> 'only get worse'; conclusion reversed"),
  ("overclaim", "Because attacks only get better, a practical attack on Python's deterministic PRNG will be publicly documented by the time Python 3.6 is released.", "'it may be that' -> 'will'"),
  ("added", "Because attacks only get better, a practical attack on Python's deterministic PRNG may be publicly documented by the time Python 3.6 is released, most likely one targeting web frameworks.", "added 'targeting web frameworks'"),
 ]),
]
