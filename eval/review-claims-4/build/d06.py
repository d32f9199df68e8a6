DOC = "python-peps/pep-0770.rst"
NAME = "PEP 770"
HEADING = "PEP 770: Improving measurability of Python packages with Software Bill-of-Materials"
S = [
("None of those shared object libraries are detected when using common SCA tools like Syft and Grype.", [
 ("reworded", "When common SCA tools such as Syft and Grype are used, none of those shared object libraries are detected.", "clause order, 'like' -> 'such as'"),
 ("paraphrase", "Common software composition analysis tools like Syft and Grype fail to detect any of those shared object libraries.", "free rewording"),
 ("contradiction", "All of those shared object libraries are detected when using common SCA tools like Syft and Grype.", "negation: none -> all detected"),
 ("overclaim", "None of those shared object libraries can be detected by any SCA tool.", "common tools like Syft and Grype -> any SCA tool"),
 ("added", "None of those shared object libraries are detected by common SCA tools like Syft and Grype because auditwheel renames them when bundling.", "added cause: auditwheel renames them"),
]),
("Rather than requiring at most one included SBOM document per Python package, this PEP proposes that one or more SBOM documents may be included in a Python package.", [
 ("reworded", "Instead of requiring at most one included SBOM document per Python package, PEP 770 proposes that one or more SBOM documents may be included in a Python package.", "synonym, 'this PEP' -> 'PEP 770'"),
 ("paraphrase", "PEP 770 does not limit a Python package to a single included SBOM document; it proposes that one or more may be included.", "free rewording"),
 ("contradiction", "PEP 770 proposes that at most one SBOM document may be included in a Python package.", "number: one or more -> at most one"),
 ("overclaim", "PEP 770 requires every Python package to include one or more SBOM documents.", "may be included -> required"),
 ("added", "Rather than limiting a package to at most one SBOM document, PEP 770 proposes that one or more may be included, up to a maximum of ten per package.", "added: maximum of ten"),
]),
("PyPI and other indices MAY validate the contents of SBOM documents specified by this PEP, but MUST NOT validate or reject data for unknown SBOM standards, versions, or fields.", [
 ("reworded", "PyPI and other indices may validate the contents of SBOM documents specified by PEP 770, but must not validate or reject data for unknown SBOM standards, versions, or fields.", "capitalisation, 'this PEP' -> 'PEP 770'"),
 ("paraphrase", "Package indices such as PyPI are permitted to validate the SBOM documents PEP 770 specifies, yet must neither validate nor reject data for SBOM standards, versions, or fields they do not know.", "free rewording"),
 ("contradiction", "PyPI and other indices may validate SBOM documents specified by PEP 770 and must reject data for unknown SBOM standards, versions, or fields.", "direction: must not reject -> must reject"),
 ("overclaim", "PyPI and other indices must validate the contents of SBOM documents specified by PEP 770.", "MAY -> MUST"),
 ("added", "PyPI and other indices may validate SBOM documents specified by PEP 770, but must not reject data for unknown SBOM standards, versions, or fields, and must report validation failures to the uploader.", "added: report failures to uploader"),
]),
("Typically tools can automatically annotate bundled dependencies when those dependencies come from a \"packaging ecosystem\" (such as PyPI, Linux distros, Crates.io, NPM, etc).", [
 ("reworded", "Tools can typically annotate bundled dependencies automatically when those dependencies come from a packaging ecosystem such as PyPI, Linux distros, Crates.io, or NPM.", "word order, quotes dropped"),
 ("paraphrase", "When bundled dependencies originate in a packaging ecosystem like PyPI, a Linux distro, Crates.io or NPM, tools are usually able to annotate them automatically.", "free rewording; kept 'typically' as 'usually'"),
 ("contradiction", "Typically tools cannot automatically annotate bundled dependencies when those dependencies come from a packaging ecosystem such as PyPI or NPM.", "negation: can -> cannot"),
 ("overclaim", "Tools can always automatically annotate bundled dependencies that come from a packaging ecosystem such as PyPI or NPM.", "typically -> always"),
 ("added", "Typically tools can automatically annotate bundled dependencies from a packaging ecosystem such as PyPI or NPM by reading the lock files those ecosystems provide.", "added mechanism: lock files"),
]),
]
