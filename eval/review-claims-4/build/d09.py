DOC = "python-peps/pep-0385.rst"
NAME = "PEP 385"
HEADING = "PEP 385: Migrating from Subversion to Mercurial"
S = [
("We propose to use named branches for release branches and adopt cloned branches for feature branches.", [
 ("reworded", "The authors propose using named branches for release branches and adopting cloned branches for feature branches.", "'we' -> 'the authors', gerunds"),
 ("paraphrase", "Under the PEP 385 proposal, release branches would be named branches, while feature branches would be handled as cloned branches.", "free rewording"),
 ("contradiction", "We propose to use cloned branches for release branches and named branches for feature branches.", "roles: named <-> cloned"),
 ("overclaim", "PEP 385 mandates named branches for all release branches and forbids anything but cloned branches for feature branches.", "propose -> mandate/forbid"),
 ("added", "We propose to use named branches for release branches and cloned branches for feature branches, mirroring the layout used by the Mozilla project.", "added: mirrors Mozilla"),
]),
("The amount of data transferred over the network when cloning is estimated to be around 80 MB.", [
 ("reworded", "When cloning, the amount of data transferred over the network is estimated at around 80 MB.", "word order"),
 ("paraphrase", "Cloning the repository is expected to send roughly 80 MB across the network.", "free rewording; kept estimate"),
 ("contradiction", "The amount of data transferred over the network when cloning is estimated to be around 180 MB.", "number: 80 -> 180 MB"),
 ("overclaim", "Cloning the repository transfers exactly 80 MB of data over the network.", "dropped 'estimated' and 'around'"),
 ("added", "The amount of data transferred over the network when cloning is estimated at around 80 MB, which takes under a minute on a typical broadband connection.", "added: under a minute on broadband"),
]),
("Usually, that is one of only two branches: the latest maintenance branch and the trunk, except for security fixes applicable to older branches in security-fix-only mode.", [
 ("reworded", "That is usually one of just two branches, the latest maintenance branch and the trunk, except for security fixes applicable to older branches in security-fix-only mode.", "word order, 'only' -> 'just'"),
 ("paraphrase", "Except for security fixes that apply to older branches in security-fix-only mode, that branch is normally one of just two: the latest maintenance branch or the trunk.", "free rewording; kept 'usually' and the exception"),
 ("contradiction", "Usually, that is one of only two branches: the oldest maintenance branch and the trunk, except for security fixes in security-fix-only mode.", "direction: latest -> oldest maintenance branch"),
 ("overclaim", "That is always one of only two branches, the latest maintenance branch and the trunk.", "dropped 'usually' and the security-fix exception"),
 ("added", "Usually that is one of only two branches, the latest maintenance branch and the trunk, except for security fixes to older branches, which also need release manager approval.", "added: release manager approval"),
]),
("Since the svn server contains a bunch of repositories, not just the CPython one, it will probably live on for a bit as not every project may want to migrate or it takes longer for other projects to migrate.", [
 ("reworded", "Because the svn server contains a number of repositories, not only the CPython one, it will probably live on for a while, as not every project may want to migrate or other projects may take longer to migrate.", "synonyms"),
 ("paraphrase", "The svn server holds more than just the CPython repository, so it is likely to stay around for a while, since some projects may not want to migrate or may need more time to do so.", "free rewording; kept 'probably' and 'may'"),
 ("contradiction", "Although the svn server contains many repositories besides the CPython one, it will probably be shut down immediately after the migration.", "negation: live on -> shut down"),
 ("overclaim", "Because the svn server contains many repositories, it will certainly stay in service for a while, since several other projects will not migrate.", "probably -> certainly; may -> will not"),
 ("added", "Since the svn server contains many repositories besides the CPython one, it will probably live on for a bit, most likely until the end of 2012.", "added date: end of 2012"),
]),
]
