DOC = "python-peps/pep-0753.rst"
HEADING = "PEP 753: Uniform project URLs in core metadata"
S = [
 ("When interpreting a distribution's metadata of version 1.2 or later\n  (e.g. for rendering on a web page), the index **MUST** prefer\n  ``Project-URL`` fields as a source of URLs over ``Home-page`` and\n  ``Download-URL``, even if the latter are explicitly provided.", [
  ("reworded", "When interpreting a distribution's metadata of version 1.2 or later, for example to render a web page, the index MUST prefer Project-URL fields over Home-page and Download-URL as a URL source, even if the latter are explicitly provided.", "reordered, markup dropped"),
  ("paraphrase", "For metadata version 1.2 and newer, indices are required to take URLs from Project-URL rather than from Home-page or Download-URL, even when those older fields are present.", "free rewording"),
  ("contradiction", "When interpreting metadata of version 1.2 or later, the index MUST prefer Home-page and Download-URL over Project-URL fields as a source of URLs, even if Project-URL is explicitly provided.", "[roles] preferred and dispreferred fields swapped"),
  ("overclaim", "For distribution metadata of any version, the index MUST prefer Project-URL fields over Home-page and Download-URL as a source of URLs.", "dropped 'version 1.2 or later'"),
  ("added", "When interpreting metadata of version 1.2 or later, the index MUST prefer Project-URL fields over Home-page and Download-URL, and MUST show a deprecation badge on the project page.", "added a deprecation badge requirement"),
 ]),
 ("The core metadata specification stipulates that ``Project-URL`` labels are\nfree text, limited to 32 characters.", [
  ("reworded", "According to the core metadata specification, Project-URL labels are free text limited to 32 characters.", "'stipulates that' -> 'according to'"),
  ("paraphrase", "Under the core metadata specification, a Project-URL label can be arbitrary text of at most 32 characters.", "free rewording"),
  ("contradiction", "The core metadata specification stipulates that Project-URL labels are free text, limited to 64 characters.", "[number] 32 -> 64"),
  ("overclaim", "The core metadata specification stipulates that both Project-URL labels and their URLs are free text, each limited to 32 characters.", "limit widened from labels to labels and URLs"),
  ("added", "The core metadata specification limits free-text Project-URL labels to 32 characters, a limit chosen so that labels fit in PyPI's sidebar.", "added a reason for the limit"),
 ]),
 ("This PEP recognizes that the list of well-known labels is unlikely to remain\nstatic, and that subsequent additions to it should not require the overhead\nassociated with a formal PEP process or new metadata version.", [
  ("reworded", "PEP 753 recognizes that the list of well-known labels is unlikely to stay static, and that later additions to it should not require the overhead of a formal PEP process or a new metadata version.", "'This PEP' -> 'PEP 753', light synonyms"),
  ("paraphrase", "Expecting the well-known label list to change over time, PEP 753 holds that future additions should avoid the cost of a full PEP or a new metadata version.", "free rewording"),
  ("contradiction", "PEP 753 recognizes that the list of well-known labels is unlikely to remain static, and that additions to it should require a formal PEP process or a new metadata version.", "[negation] 'should not require' -> 'should require'"),
  ("overclaim", "PEP 753 states that the list of well-known labels will certainly grow and that additions to it will never need a PEP or a new metadata version.", "'unlikely to remain static' -> 'will certainly grow'; 'should not' -> 'will never'"),
  ("added", "Since the well-known label list is unlikely to remain static, PEP 753 says additions should skip the formal PEP process and instead be approved by the PyPI administrators.", "added approval by PyPI administrators"),
 ]),
 ("A small number of package maintainers may observe new warnings or notifications\nfrom their index of choice, should the index choose to ignore ``Home-page``\nand ``Download-URL`` as suggested.", [
  ("reworded", "Should the index choose to ignore Home-page and Download-URL as suggested, a small number of package maintainers may observe new warnings or notifications from their index of choice.", "clauses reordered"),
  ("paraphrase", "If an index decides to ignore Home-page and Download-URL as suggested, a few package maintainers might see new warnings or notifications from it.", "free rewording, 'may' kept as 'might'"),
  ("contradiction", "A large number of package maintainers may observe new warnings or notifications from their index, should the index choose to ignore Home-page and Download-URL.", "[direction] 'small number' -> 'large number'"),
  ("overclaim", "A small number of package maintainers will observe new warnings or notifications from their index of choice.", "'may' -> 'will', dropped the condition"),
  ("added", "A small number of maintainers may see new warnings if their index ignores Home-page and Download-URL, and PyPI plans to send these notifications by email.", "added a PyPI email plan"),
 ]),
]
