DOC = "python-peps/pep-0771.rst"
NAME = "PEP 771"
HEADING = "PEP 771: Default extras for Python software packages"
S = [
("If such tool-specific options are implemented, tool developers should make these opt-in, and users should experience the above PEP 771 behavior as default.", [
 ("reworded", "If tool-specific options of this kind are implemented, tool developers should make them opt-in, and users should experience the PEP 771 behavior as the default.", "word order, 'these' -> 'them'"),
 ("paraphrase", "Where installers add their own tool-specific options of this kind, developers should make those options opt-in, and users should still get the PEP 771 behavior by default.", "free rewording; kept 'should' and the condition"),
 ("contradiction", "If such tool-specific options are implemented, tool developers should make them opt-out, and users should experience them as the default behavior.", "direction: opt-in -> opt-out"),
 ("overclaim", "Tool developers must make any tool-specific options that alter default extras behavior opt-in.", "should -> must"),
 ("added", "If such tool-specific options are implemented, tool developers should make them opt-in and list them in the tool's help output, so users get PEP 771 behavior by default.", "added: list them in help output"),
]),
("Since this introduces a new field in the core package metadata, this will require `Metadata-Version <https://packaging.python.org/en/latest/specifications/core-metadata/#metadata-version>`_ to be bumped to the next minor version (2.5 at the time of writing).", [
 ("reworded", "Because a new field is introduced in the core package metadata, Metadata-Version will need to be bumped to the next minor version, which was 2.5 at the time of writing.", "active/passive, markup dropped"),
 ("paraphrase", "Adding a new core metadata field means Metadata-Version has to move up to its next minor version, 2.5 when PEP 771 was written.", "free rewording"),
 ("contradiction", "Because a new field is introduced in the core package metadata, Metadata-Version must be bumped to the next minor version, which was 2.4 at the time of writing.", "number: 2.5 -> 2.4"),
 ("overclaim", "PEP 771 fixes Metadata-Version 2.5 as the metadata version that introduces its new core metadata field.", "dropped 'at the time of writing' hedge"),
 ("added", "Since a new core metadata field is introduced, Metadata-Version must be bumped to the next minor version (2.5 at the time of writing) so that PyPI can validate uploads that use it.", "added purpose: PyPI validation"),
]),
("If pytest were to add a default extra and those plugins were not updated accordingly, installing a plugin would include the default extras' dependencies.", [
 ("reworded", "Installing a plugin would include the default extras' dependencies if pytest were to add a default extra and those plugins were not updated accordingly.", "clause order"),
 ("paraphrase", "Should pytest introduce a default extra without its dependent plugins being updated to match, installing one of those plugins would pull in the default extra's dependencies.", "free rewording"),
 ("contradiction", "If pytest were to add a default extra and those plugins were not updated accordingly, installing a plugin would not include the default extras' dependencies.", "negation: would -> would not"),
 ("overclaim", "If pytest were to add a default extra, installing any pytest plugin would include the default extras' dependencies.", "dropped condition 'plugins not updated'"),
 ("added", "If pytest added a default extra and its plugins were not updated accordingly, installing a plugin would include the default extras' dependencies and noticeably slow down continuous integration runs.", "added consequence: slower CI"),
]),
("In this case, we recommend against using the default extra feature for any extra that contains a dependency that could be incompatible with another.", [
 ("reworded", "In this case, the authors recommend not using the default extra feature for any extra containing a dependency that could be incompatible with another.", "synonyms, 'we' -> 'the authors'"),
 ("paraphrase", "For this situation, PEP 771 advises against making an extra a default if it contains a dependency that might be incompatible with another one.", "free rewording; kept 'could' as 'might'"),
 ("contradiction", "In this case, PEP 771 recommends using the default extra feature for extras that contain a dependency that could be incompatible with another.", "direction: recommend against -> recommend"),
 ("overclaim", "PEP 771 forbids using the default extra feature for any extra that contains a dependency that could be incompatible with another.", "recommendation -> prohibition"),
 ("added", "In this case, PEP 771 recommends against using the default extra feature for any extra with a potentially incompatible dependency, and suggests publishing such extras as separate packages instead.", "added: publish as separate packages"),
]),
]
