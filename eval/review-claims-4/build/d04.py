DOC = "python-peps/pep-0101.rst"
NAME = "PEP 101"
HEADING = "PEP 101: Doing Python releases"
S = [
("Python releases before 3.14 are digitally signed with GPG; for these you'll need a key, which hopefully will be on the \"web of trust\" with at least one of the other release managers.", [
 ("reworded", "Python releases earlier than 3.14 are digitally signed with GPG, and for them you'll need a key that will hopefully be on the web of trust with at least one of the other release managers.", "synonyms, punctuation"),
 ("paraphrase", "Releases prior to Python 3.14 carry GPG signatures, so a release manager for them needs a key, ideally one on the web of trust with at least one other release manager.", "free rewording; kept hedge as 'ideally'"),
 ("contradiction", "Python releases from 3.14 onward are digitally signed with GPG, so release managers for them need a key on the web of trust.", "direction: before 3.14 -> from 3.14 onward"),
 ("overclaim", "Python releases before 3.14 are signed with a GPG key that is on the web of trust with at least one other release manager.", "dropped 'hopefully'"),
 ("added", "Python releases before 3.14 are digitally signed with GPG, so release managers need a key, ideally on the web of trust, that is at least 4096 bits long.", "added: 4096-bit key"),
]),
("It is highly recommended that the RM contact the Experts the day before the release.", [
 ("reworded", "It is highly recommended that the Release Manager contact the Experts on the day before the release.", "expanded RM, minor wording"),
 ("paraphrase", "PEP 101 strongly advises the RM to get in touch with the Experts one day ahead of the release.", "free rewording"),
 ("contradiction", "It is highly recommended that the Experts contact the RM the day before the release.", "roles: RM <-> Experts"),
 ("overclaim", "The RM is required to contact the Experts the day before the release.", "highly recommended -> required"),
 ("added", "It is highly recommended that the RM contact the Experts by phone the day before the release.", "added: by phone"),
]),
("If you have non-offline red buildbots, you may want to hold up the release until they are fixed.", [
 ("reworded", "If you have red buildbots that are not offline, you may want to hold up the release until they are fixed.", "'non-offline' -> 'not offline', word order"),
 ("paraphrase", "When buildbots that are still online are showing red, the release manager might want to delay the release until those are fixed.", "free rewording; kept 'may want' as 'might want'"),
 ("contradiction", "If you have non-offline red buildbots, you should go ahead with the release and fix them afterwards.", "direction: hold up -> go ahead"),
 ("overclaim", "If you have non-offline red buildbots, you must hold up the release until they are fixed.", "may want to -> must"),
 ("added", "If you have non-offline red buildbots, you may want to hold up the release until they are fixed and open a release-blocker issue for each failure.", "added: open release-blocker issue per failure"),
]),
("Under current policy, a release branch normally reaches end-of-life status five years after its initial release.", [
 ("reworded", "Under the current policy, a release branch normally reaches end-of-life status five years after it is first released.", "minor wording"),
 ("paraphrase", "Current policy means a release branch usually hits end-of-life five years after its initial release.", "free rewording; kept 'normally' as 'usually'"),
 ("contradiction", "Under current policy, a release branch normally reaches end-of-life status three years after its initial release.", "number: five -> three years"),
 ("overclaim", "Under current policy, every release branch reaches end-of-life status exactly five years after its initial release.", "dropped 'normally'"),
 ("added", "Under current policy, a release branch normally reaches end-of-life status five years after its initial release, following two years of regular bugfix releases.", "added: two years of bugfix releases"),
]),
]
