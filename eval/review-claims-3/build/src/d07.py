DOC = "python-peps/pep-0517.rst"
HEADING = "PEP 517: A build-system independent format for source trees"
S = [
 ("If (due to lack of co-ordination between projects, for\n  example) a cycle is present, front ends MAY refuse to build the project.", [
  ("reworded", "Front ends MAY refuse to build the project if a cycle is present, for example because of a lack of co-ordination between projects.", "clauses reordered"),
  ("paraphrase", "When the build requirements contain a cycle, perhaps because projects did not co-ordinate, frontends are permitted to decline to build the project.", "free rewording, MAY kept as 'permitted'"),
  ("contradiction", "If a cycle is present in the build requirements, front ends MUST NOT refuse to build the project.", "[direction] 'MAY refuse' -> 'MUST NOT refuse'"),
  ("overclaim", "If a cycle is present in the build requirements, front ends MUST refuse to build the project.", "MAY -> MUST"),
  ("added", "If a cycle is present in the build requirements, front ends MAY refuse to build the project, and pip does so by default.", "added pip behaviour"),
 ]),
 ("This is not yet the default for the tarfile\nmodule shipped with Python 3.6, so backends using the tarfile module need to\nexplicitly pass ``format=tarfile.PAX_FORMAT``.", [
  ("reworded", "The pax format is not yet the default for the tarfile module shipped with Python 3.6, so backends that use tarfile must explicitly pass format=tarfile.PAX_FORMAT.", "'This' resolved, light rewording"),
  ("paraphrase", "Because the tarfile module in Python 3.6 does not yet default to pax, backends relying on it have to pass format=tarfile.PAX_FORMAT themselves.", "free rewording"),
  ("contradiction", "The pax format is not yet the default for the tarfile module shipped with Python 3.6, so backends using tarfile need to explicitly pass format=tarfile.GNU_FORMAT.", "[swap] PAX_FORMAT -> GNU_FORMAT"),
  ("overclaim", "Every PEP 517 backend must explicitly pass format=tarfile.PAX_FORMAT, since pax is not yet the tarfile default in Python 3.6.", "dropped 'using the tarfile module'"),
  ("added", "Since pax is not yet tarfile's default in Python 3.6, backends using tarfile must pass format=tarfile.PAX_FORMAT, or their sdists will be rejected by PyPI.", "added a PyPI rejection consequence"),
 ]),
 ("Frontends should call each hook in a fresh subprocess, so that backends are\nfree to change process global state (such as environment variables or the\nworking directory).", [
  ("reworded", "Frontends should call every hook in a fresh subprocess so that backends are free to change process-global state, such as environment variables or the working directory.", "light rewording"),
  ("paraphrase", "Running each hook in a new subprocess is recommended for frontends, letting backends alter global process state like environment variables or the current directory.", "free rewording, 'should' kept as 'recommended'"),
  ("contradiction", "Frontends should call each hook in a fresh subprocess, so backends are forbidden from changing process global state such as environment variables or the working directory.", "[direction] 'free to change' -> 'forbidden from changing'"),
  ("overclaim", "Frontends must call each hook in a fresh subprocess, so that backends are free to change process global state such as environment variables.", "'should' -> 'must'"),
  ("added", "Frontends should call each hook in a fresh subprocess, so that backends are free to change process global state such as environment variables, the working directory or signal handlers.", "added signal handlers to the list"),
 ]),
 ("It was removed due to the\n   complexity of the topic, but may be specified in a later PEP.", [
  ("reworded", "The install_editable hook was removed due to the complexity of the topic, but it may be specified in a later PEP.", "'It' resolved to install_editable"),
  ("paraphrase", "Because editable installs are a complicated subject, the install_editable hook was dropped from PEP 517, though a future PEP might define it.", "free rewording, 'may' kept as 'might'"),
  ("contradiction", "The install_editable hook was removed due to the complexity of the topic and will not be specified in any later PEP.", "[negation] 'may be specified' -> 'will not be specified'"),
  ("overclaim", "The install_editable hook was removed due to the complexity of the topic but will be specified in a later PEP.", "'may' -> 'will'"),
  ("added", "The install_editable hook was removed due to the complexity of the topic and was later specified in PEP 660.", "added PEP 660"),
 ]),
]
