#!/usr/bin/env python3
"""Hand-written spec for writer-chapters-22.

Writes drafts/draft-0N.md, gold.jsonl and sources.txt from the SPEC below.
Each rationale anchor is matched against the raw source file with flexible
whitespace (any run of whitespace in the anchor matches any run of whitespace
in the file); the exact raw substring found in the file is what gets stored.
Stdlib only.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
CORPUS = "/work/shared/corpora/real-prose"


def S(kind, claim, anchors, note=""):
    return ("supports", kind, claim, list(anchors), note)


def C(kind, claim, anchor, note=""):
    return ("contradicts", kind, claim, [anchor], note)


def N(kind, claim, note=""):
    return ("not_supported", kind, claim, [], note)


def O(kind, claim, note=""):
    return ("opinion", kind, claim, [], note)


P292 = "python-peps/pep-0292.rst"
R2151 = "rust-rfcs/2151-raw-identifiers.md"
P413 = "python-peps/pep-0413.rst"
R3338 = "rust-rfcs/3338-style-evolution.md"
P314 = "python-peps/pep-0314.rst"
R2196 = "rust-rfcs/2196-metabuild.md"
P296 = "python-peps/pep-0296.rst"
R1358 = "rust-rfcs/1358-repr-align.md"
P529 = "python-peps/pep-0529.rst"
R2235 = "rust-rfcs/2235-libc-struct-traits.md"
P811 = "python-peps/pep-0811.rst"
R2436 = "rust-rfcs/2436-style-guide.md"

SPEC = [
    # ------------------------------------------------------------------ 01
    dict(
        file="draft-01.md",
        theme="Escape hatches in syntax: placeholders and raw identifiers",
        title="Escape Hatches: Python Templates and Rust Raw Identifiers",
        sections=[
            dict(heading="PEP 292: Simpler String Substitutions", doc=P292, items=[
                O("framing",
                  "We begin on the Python side, with a modest proposal about how values get dropped into strings.",
                  "Scene-setting; nothing to check."),
                S("summary",
                  "The PEP opens by arguing that percent-formatting is error prone even for experienced programmers, a common slip being to leave off the trailing format character.",
                  ["``%``-formatting codes are also error prone, even for experienced Python programmers.  A common mistake is to leave off the trailing format character"],
                  "Condenses two adjacent Rationale sentences."),
                N("overclaim",
                  "According to the PEP, real applications never need the full complexity of the rules for what can follow a percent sign.",
                  "PEP says the usual application 'rarely needs such complexity'; 'never' overstates it."),
                S("paraphrase",
                  "Its answer is a new class called Template, which lives in the string module.",
                  ["We propose the addition of a new class, called ``Template``, which will live in the string module."]),
                S("paraphrase",
                  "The braced form is required when valid identifier characters follow a placeholder without being part of it, as in ${noun}ification.",
                  ["``${identifier}`` is equivalent to ``$identifier``.  It is required when valid identifier characters follow the placeholder but are not part of the placeholder, e.g. ``\"${noun}ification\"``."]),
                C("negated",
                  "Values in the mapping are not converted to strings automatically, so the caller has to do that conversion beforehand.",
                  "Values in mapping are converted automatically to strings.",
                  "PEP says values ARE converted automatically."),
                S("verbatim",
                  "With substitute(), if there are placeholders which are not present in the mapping, a KeyError will be raised.",
                  ["``substitute()``.  This method returns a new string which results when the values of a mapping are substituted for the placeholders in the ``Template``.  If there are placeholders which are not present in the mapping, a ``KeyError`` will be raised."],
                  "Near word-for-word copy of the last sentence of the substitute() bullet; cut starts at the bullet so the method is visible."),
                S("summary",
                  "Its sibling safe_substitute() never raises KeyError for missing placeholders and instead leaves the original placeholder in the resulting string.",
                  ["This is similar to the ``substitute()`` method, except that ``KeyErrors`` are never raised (due to placeholders missing from the mapping).  When a placeholder is missing, the original placeholder will appear in the resulting string."],
                  "Condenses two sentences of the safe_substitute() bullet."),
                C("wrong_agent",
                  "The case for the dollar sign comes from the PEP's author, Barry Warsaw, who notes that $ means substitution in many languages besides Perl.",
                  "The BDFL said it best [3]_: \"The ``$`` means \"substitution\" in so many languages besides Perl",
                  "The quote is attributed to the BDFL, not to the PEP's author (Barry Warsaw, per the header)."),
                O("opinion",
                  "The safe_substitute() escape valve is the quietly clever part of the design, since a half-filled template beats a crash in most real programs.",
                  "Evaluative; mentions a real feature but the judgement is the point."),
            ]),
            dict(heading="RFC 2151: Raw Identifiers", doc=R2151, items=[
                C("direction_flipped",
                  "The RFC adds a raw identifier format, r#ident, so that crates written in older editions can still use a newer API whose names overlap with new keywords.",
                  "Add a raw identifier format `r#ident`, so crates written in future language editions/versions can still use an older API that overlaps with new keywords.",
                  "Direction swapped: it is newer-edition crates using an older API."),
                C("number_changed",
                  "Its motivation cites a count by matklad of 38 crates using catch as an identifier, some of them public.",
                  "[@matklad found] 28 crates using `catch` identifiers, some public.",
                  "28, not 38."),
                S("verbatim",
                  "Raw identifiers are always interpreted as plain identifiers and never as keywords, regardless of context.",
                  ["Raw identifiers are always interpreted as plain identifiers and never as keywords, regardless of context."]),
                S("paraphrase",
                  "A raw identifier is treated exactly like the same name written without the prefix, so r#foo can refer to an ordinary variable named foo.",
                  ["They are also treated equivalent to an identifier that wasn't raw -- for instance, it's perfectly legal to write: ```rust let foo = 123; let bar = r#foo * 2;"]),
                O("opinion",
                  "Honestly, a slightly noisy prefix is a small price for keeping years of published crates usable after a keyword lands.",
                  "Evaluative."),
                S("summary",
                  "Even so, the RFC advises simply choosing a different name when defining items, because the r# prefix must be repeated at every mention and is cumbersome for everyone.",
                  ["Generally when defining items, you should just avoid keywords altogether and choose a different name.  Raw identifiers require the `r#` prefix every time they are mentioned, making them cumbersome to both the developer and users."],
                  "Condenses two adjacent sentences."),
                N("overclaim",
                  "The RFC warns that without some way to name former identifiers, crates from different editions simply could not interoperate at all.",
                  "RFC says this 'may hurt interoperability'; 'could not interoperate at all' overstates it (the Motivation's narrower 'unable to use catch identifiers' is about one identifier, not all interop)."),
                S("paraphrase",
                  "The RFC notes that prefixes which already start legal tokens, such as C#'s @ident or Dart's #ident, would break Macros 1.0.",
                  ["Alternatives which already start legal tokens, like [C#]'s `@ident`, [Dart]'s `#ident`, or alternate prefixes like `identifier#catch`, all break Macros 1.0"]),
                N("unstated_detail",
                  "Raw identifiers went on to become stable in Rust 1.30, which shipped in the autumn of 2018.",
                  "Outside fact (stabilization release); the RFC never mentions it."),
                S("paraphrase",
                  "Among its open questions is whether rustdoc should use the r# syntax, for example when documenting a glob re-export from an older edition.",
                  ["Does rustdoc need to use the `r#` syntax? e.g. to document `pub use old_edition::*`"]),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 02
    dict(
        file="draft-02.md",
        theme="Evolving at different speeds without breaking users",
        title="Changing at Different Speeds: Release Cycles and Style Editions",
        sections=[
            dict(heading="PEP 413: Faster Evolution of the Standard Library", doc=P413, items=[
                S("paraphrase",
                  "The PEP proposes giving the standard library its own version scheme, distinct from but coupled to the language version, so the library can be released faster.",
                  ["This PEP proposes the adoption of a separate versioning scheme for the standard library (distinct from, but coupled to, the existing language versioning scheme) that allows accelerated releases of the Python standard library"]),
                S("summary",
                  "It was later withdrawn, partly because PEP 453 would make pip available to most new users, and the author no longer felt such a fundamental change was appropriate.",
                  ["With the acceptance of :pep:`453` meaning that ``pip`` will be available to most new Python users by default",
                   "the PEP author no longer feels it would be appropriate to make such a fundamental change to the standard library development process."],
                  "Two cuts from the PEP Withdrawal section."),
                C("wrong_agent",
                  "For the NEWS file, Larry Hastings suggested a non-conflicting, separate-files-per-change approach similar to the one Twisted uses.",
                  "One suggestion from Barry Warsaw is to adopt a non-conflicting separate-files-per-change approach, similar to that used by Twisted",
                  "Suggestion is Barry Warsaw's; Larry Hastings only appears in the acknowledgements."),
                S("verbatim",
                  "Maintenance releases will also continue as they do today, being strictly limited to bug fixes for the corresponding language release.",
                  ["Maintenance releases will also continue as they do today, being strictly limited to bug fixes for the corresponding language release."]),
                O("opinion",
                  "The scenario-by-scenario verdicts are the most enjoyable part, reading almost like a referee's scorecard between two rival proposals.",
                  "Evaluative; alludes to the User Scenarios verdicts."),
                C("number_changed",
                  "The PEP warns that a much faster CPython cycle could leave PyGame facing as many as 12 simultaneous binary releases.",
                  "(up to 18 simultaneous binary releases for PyGame!)",
                  "18, not 12."),
                S("summary",
                  "A new sys.stdlib_info attribute would expose the standard library version to code, and the same information would also appear in the sys.version string.",
                  ["this PEP proposes the addition of a new ``sys.stdlib_info`` attribute that records the new standard library version above and beyond the underlying interpreter version.",
                   "This information would also be included in the ``sys.version`` string"],
                  "Two cuts from Programmatic Version Identification."),
                N("overclaim",
                  "The PEP treats the Python 3.2 language moratorium as proof that slowing down language releases carries no costs at all.",
                  "PEP says the moratorium slowed the cycle 'without causing any major problems or complaints'; 'proof' of 'no costs at all' overstates it."),
                S("paraphrase",
                  "A four-part version number was ruled out because of backwards compatibility constraints on the sys.version_info structure.",
                  ["Why not use a four part version number?",
                   "However, this scheme isn't viable due to backwards compatibility constraints on the ``sys.version_info`` structure."],
                  "Two cuts: the section heading (names the four-part scheme) and its verdict sentence."),
                N("unstated_detail",
                  "Python eventually settled on a fixed annual release cadence instead, adopted years later under PEP 602.",
                  "Outside fact; PEP 602 and annual releases are never mentioned."),
            ]),
            dict(heading="RFC 3338: Style Editions for Rust", doc=R3338, items=[
                O("framing",
                  "Crossing over to Rust, the same tension between stability and progress turns up somewhere less expected: code formatting.",
                  "Scene-setting transition."),
                S("verbatim",
                  "This RFC defines a mechanism for evolving the default Rust style over time without breaking backwards compatibility, via the Rust edition mechanism.",
                  ["This RFC defines a mechanism for evolving the default Rust style over time without breaking backwards compatibility, via the Rust edition mechanism."]),
                S("summary",
                  "Code in Rust 2015, 2018 and 2021 keeps the existing default style, while Rust 2024 and later editions may use a new style edition.",
                  ["Code in Rust 2015, 2018, or 2021 will use the existing default style. Code in future editions (Rust 2024 and onwards) may use a new style edition."],
                  "Condenses two adjacent sentences."),
                N("overclaim",
                  "The RFC's motivation is that every Rust project checks its formatting in continuous integration, so any style change would break them all.",
                  "RFC says 'many projects' have such CI hooks; 'every project' overstates it."),
                S("paraphrase",
                  "A separate style_edition option or --style-edition flag overrides the edition for styling, while the edition still governs how the code is parsed.",
                  ["`style_edition` or `--style-edition`, if set, always overrides `edition` or `--edition` for the purposes of styling, though `edition` or `--edition` still determines the edition for the purposes of parsing Rust code."]),
                C("negated",
                  "Under the RFC, rustfmt is expected to support every combination of Rust edition and style edition, however far apart they are.",
                  "Note that rustfmt may not necessarily support all combinations of Rust edition and style edition; in particular, it may not support using a style edition that differs by more than one step from the Rust edition.",
                  "RFC says rustfmt may NOT support all combinations."),
                S("paraphrase",
                  "Keeping formatting changes in their own commit also helps tools skip that commit, for example through git's blame.ignoreRevsFile.",
                  ["Keeping formatting changes in a separate commit also helps tooling ignore that commit, such as with git's `blame.ignoreRevsFile`."]),
                O("opinion",
                  "Tying style to editions is one of those ideas that looks obvious only after someone has taken the trouble to write it down.",
                  "Evaluative."),
                C("direction_flipped",
                  "Keeping the style edition in lockstep with the Rust edition would be easier to develop and test, and would also make edition transitions produce smaller commits.",
                  "We could leave out the separate configuration of style edition, and keep style edition in lockstep with Rust edition. This would be easier to develop and test, but would mean larger and noisier commits in projects transitioning from one edition to another.",
                  "RFC says lockstep would mean LARGER and noisier commits."),
                S("paraphrase",
                  "New style editions start out nightly-only so they can be tested, and requesting one from stable rustfmt produces an error.",
                  ["New style editions will be initially introduced as nightly-only, to make them available for testing; such nightly-only editions will produce an error if requested in stable rustfmt."]),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 03
    dict(
        file="draft-03.md",
        theme="Describing a package to build and packaging tools",
        title="Describing a Package: PKG-INFO Fields and Cargo Metabuild",
        sections=[
            dict(heading="PEP 314: Metadata for Python Software Packages 1.1", doc=P314, items=[
                O("framing",
                  "The Python half of this chapter is about how a package describes itself to the tools that handle it.",
                  "Scene-setting."),
                S("summary",
                  "The sdist command extracts the metadata fields from its arguments and writes them to a PKG-INFO file in the top directory of the source distribution.",
                  ["The Distutils ``sdist`` command will extract the metadata fields from the arguments and write them to a file in the generated zipfile or tarball.  This file will be named PKG-INFO and will be placed in the top directory of the source distribution"],
                  "Condenses two adjacent sentences."),
                C("negated",
                  "Developers are free to supply their own PKG-INFO file, which sdist will simply pick up and include in the archive.",
                  "Developers may not provide their own PKG-INFO file.  The ``sdist`` command will, if it detects an existing PKG-INFO file, terminate with an appropriate error message.",
                  "PEP forbids hand-written PKG-INFO; sdist errors out."),
                S("paraphrase",
                  "The file format is a single set of RFC 822 headers that can be parsed with the rfc822.py module.",
                  ["The PKG-INFO file format is a single set of :rfc:`822` headers parseable by the rfc822.py module."]),
                S("verbatim",
                  "Fields marked optional are not required to appear in a valid PKG-INFO file; all other fields must be present.",
                  ["Fields marked with \"(optional)\" are not required to appear in a valid PKG-INFO file; all other fields must be present."],
                  "Near word-for-word; 'with \"(optional)\"' shortened to 'optional'."),
                O("opinion",
                  "The beagle-voting examples running through the field list are a delightful touch in what is otherwise a dry specification.",
                  "Evaluative; mentions the real BeagleVote examples."),
                C("number_changed",
                  "Version numbers in a requirement follow StrictVersion, with two to four dot-separated numeric components and an optional a or b pre-release tag.",
                  "Version numbers must be in the format accepted by the distutils.version.StrictVersion class: two or three dot-separated numeric components",
                  "Two or three, not two to four."),
                S("paraphrase",
                  "Author-email is mandatory because cataloging systems can use its e-mail portion as a unique key representing the author.",
                  ["It's not optional because cataloging systems can use the e-mail portion of this field as a unique key representing the author."]),
                C("direction_flipped",
                  "An Obsoletes entry names a package that renders the current package obsolete, meaning the two should not be installed at the same time.",
                  "Each entry contains a string describing a package or module that this package renders obsolete, meaning that the two packages should not be installed at the same time.",
                  "Relation reversed: the entry names what THIS package renders obsolete."),
                N("unstated_detail",
                  "In practice the Requires field saw little use, because setuptools soon introduced its own install_requires mechanism instead.",
                  "Outside history; setuptools/install_requires are never mentioned."),
            ]),
            dict(heading="RFC 2196: Metabuild", doc=R2196, items=[
                S("verbatim",
                  "The RFC aims to introduce a mechanism for Cargo crates to make use of declarative build scripts, obtained from one or more of their dependencies rather than via a build.rs file.",
                  ["Introduce a mechanism for Cargo crates to make use of declarative build scripts, obtained from one or more of their dependencies rather than via a `build.rs` file."],
                  "Summary sentence nearly word for word, with a short lead-in."),
                S("paraphrase",
                  "Today such build systems often have to override build.rs themselves and do custom per-crate integration work by hand, since there is no way to introspect the script.",
                  ["Right now, such systems often have to override the `build.rs` script themselves, and do custom per-crate integration work, manually; there\u2019s no way to introspect what `build.rs` does"]),
                N("overclaim",
                  "The RFC identifies build.rs scripts as the only obstacle standing between Cargo and integration with Linux distributions and mono-repo build systems.",
                  "RFC calls build.rs 'the biggest problem'; 'the only obstacle' overstates it."),
                S("paraphrase",
                  "Rather than architect a perfect solution up front, the RFC proposes letting declarative build systems be tried out within the crates.io ecosystem.",
                  ["Rather than attempt to architect the perfect solution from the start, and potentially create an intermediate state that will require long-term support, we propose to allow experimentation with declarative build systems within the crates.io ecosystem"]),
                S("paraphrase",
                  "A crate that specifies metabuild must not also specify build, and Cargo will ignore any build.rs file it has.",
                  ["If you specify `metabuild`, you must not specify `build`, and Cargo will ignore the `build.rs` file if any."]),
                S("summary",
                  "The metabuild functions deliberately take no parameters, reading what they need from Cargo.toml, and they return no error type, panicking on failure instead.",
                  ["Note that the `metabuild` functions intentionally take no parameters; they should obtain any parameters they need from `Cargo.toml`.",
                   "Also note that the `metabuild` functions do not return an error type; if they fail, they should panic."],
                  "Two cuts, two nearby notes."),
                C("wrong_agent",
                  "For an initial implementation, each metabuild crate can generate and cache the temporary build.rs in the target directory.",
                  "For an initial implementation, Cargo can generate and cache that `build.rs` in the `target` directory when needed, alongside the built version of the script.",
                  "Cargo, not the metabuild crates, generates and caches the script."),
                O("opinion",
                  "Panicking on failure feels crude, but for an interface openly meant for experimentation it is an honest and sensible trade-off.",
                  "Evaluative; mentions the panic rule."),
                S("summary",
                  "Cargo should reject metabuild names that match no build-dependency, and should invoke conditional build-dependencies only when their conditions apply.",
                  ["If any of the strings mentioned in `metabuild` do not match one of the build-dependencies, Cargo should produce an error",
                   "then Cargo should only invoke that build-dependency's `metabuild` function when those conditions apply."],
                  "Two cuts from one paragraph."),
                N("overclaim",
                  "The RFC argues that building semantic interfaces into Cargo one at a time would make experimentation with build functionality impossible.",
                  "RFC says it 'would drastically impair experimentation'; 'impossible' overstates it."),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 04
    dict(
        file="draft-04.md",
        theme="Raw memory: byte buffers and alignment",
        title="Down to the Bytes: Buffers and Alignment",
        sections=[
            dict(heading="PEP 296: Adding a bytes Object Type", doc=P296, items=[
                O("framing",
                  "The Python half of this chapter digs into an old question: how should a language hold raw binary data?",
                  "Scene-setting question."),
                S("paraphrase",
                  "Its author eventually withdrew the proposal in favour of PEP 358.",
                  ["This PEP is withdrawn by the author (in favor of :pep:`358`)."]),
                S("summary",
                  "The PEP observes that string, buffer, array and mmap objects were all similar to the proposed type, yet each was too narrow and missing critical features.",
                  ["For instance the standard string, buffer, array, and mmap objects are all very similar in some regards to the bytes object.  Additionally, several significant third party extensions have created similar objects to try and fill similar needs.  Frustratingly, each of these objects is too narrow in scope and is missing critical features to make it applicable to a wider category of problems."],
                  "Condenses three adjacent Rationale sentences."),
                C("number_changed",
                  "Its showcase example creates two 1-megabyte bytes objects and copies a slice from one into the other without building a temporary.",
                  "# create two 10 Meg bytes objects b1 = bytes(10000000) b2 = bytes(10000000)",
                  "Objects are 10 Meg; 1 Meg is the size of the avoided temporary."),
                S("summary",
                  "Slicing returns a new bytes object that shares the underlying memory with the original, a behaviour that has been called creating a view.",
                  ["In particular, a slice always returns a new bytes object, but the underlying memory is shared between the two objects.  This type of slice behavior has been called creating a \"view\"."],
                  "Condenses two adjacent sentences."),
                S("verbatim",
                  "Repetition and concatenation are undefined for bytes objects and will raise an exception.",
                  ["Additionally, repetition and concatenation are undefined for bytes objects and will raise an exception."]),
                N("overclaim",
                  "The PEP states that any extension which mutates a string object will inevitably crash the interpreter.",
                  "PEP says extension authors are 'on very thin ice' if they break the string rules; 'inevitably crash' overstates it."),
                S("paraphrase",
                  "Native pickle support is, in the author's words, the only requirement that cannot be implemented through a third-party extension.",
                  ["(In truth, this is the only requirement that can't be implemented via a third party extension.)"]),
                C("wrong_agent",
                  "Todd Miller wondered whether it would make sense to create a bytes object from an mmap object.",
                  "Guido van Rossum wondered whether it would make sense to be able to create a bytes object from a mmap object.",
                  "It was Guido van Rossum; Todd Miller's note is the next bullet (large buffer functions)."),
                O("opinion",
                  "The candid XXX notes scattered through the text give the proposal a charming, thinking-out-loud quality that polished specs rarely have.",
                  "Evaluative; mentions the real XXX notes."),
            ]),
            dict(heading="RFC 1358: Custom Alignment with repr(align)", doc=R1358, items=[
                S("verbatim",
                  "The RFC extends the existing #[repr] attribute on structs with an align = \"N\" option to specify a custom alignment for struct types.",
                  ["Extend the existing `#[repr]` attribute on structs with an `align = \"N\"` option to specify a custom alignment for `struct` types."],
                  "Summary sentence nearly word for word, backticks dropped."),
                S("summary",
                  "Its motivation cites hardware with obscure alignment requirements, easier interoperation with C compilers such as gcc and clang, and tricks like statically allocating kernel page tables.",
                  ["Hardware can often have obscure requirements such as \"this structure is aligned to 32 bytes\"",
                   "C compilers like gcc and clang offer the ability to specify a custom alignment for structures, and Rust can much more easily interoperate with these types",
                   "this can be used to statically allocate page tables in a kernel"],
                  "Three cuts, one from each Motivation bullet."),
                C("negated",
                  "Alignment values do not have to be powers of two, provided they can be parsed as a u64.",
                  "Alignment values must be a power of two.",
                  "RFC requires a power of two."),
                S("paraphrase",
                  "When several align directives are given, the struct's real alignment is the largest of them and its own natural alignment.",
                  ["Multiple `#[repr(align = \"..\")]` directives are accepted on a struct declaration, and the actual alignment of the structure will be the maximum of all `align` directives and the natural alignment of the struct itself."]),
                N("overclaim",
                  "The RFC commits to adding custom alignment for enums and type definitions in a later backwards-compatible release.",
                  "RFC only says such an extension 'should be a backwards-compatible extension'; 'commits to adding' overstates it."),
                C("direction_flipped",
                  "For now, a repr(align) struct may not contain a repr(packed) struct, although nesting an aligned struct inside a packed one is allowed.",
                  "For now, it will be illegal for any `#[repr(packed)]` struct to transitively contain a struct with `#[repr(align)]`.",
                  "Containment reversed: packed may not contain aligned; aligned may contain packed."),
                S("paraphrase",
                  "The RFC explains that MSVC and gcc differ in how packed and aligned attributes interact, so combining them yields an error for now.",
                  ["The behavior of MSVC and gcc differ in how these properties interact, and for now we'll just yield an error while we get experience with the two attributes."]),
                O("opinion",
                  "The examples section is the best part of the RFC, since four short structs with asserts explain the rules better than prose could.",
                  "Evaluative; the four example structs are real."),
                S("paraphrase",
                  "One acknowledged drawback is that a struct field's alignment cannot be customised directly without wrapping it in a newtype.",
                  ["This also currently does not allow for specifying the custom alignment of a struct field (as C compilers also allow doing) without the usage of a newtype structure."]),
                N("unstated_detail",
                  "When the feature was finally stabilized in Rust 1.25, the syntax had changed to repr(align(N)) with an integer argument.",
                  "Outside history; the RFC only shows align = \"N\"."),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 05
    dict(
        file="draft-05.md",
        theme="Crossing platform lines: OS-facing interfaces",
        title="Crossing Platform Lines: Windows Paths and libc Structs",
        sections=[
            dict(heading="PEP 529: UTF-8 for Windows Filesystem Paths", doc=P529, items=[
                O("framing",
                  "We start with Python on Windows, and with how file names travel between a program and the operating system.",
                  "Scene-setting."),
                S("paraphrase",
                  "The PEP changes the default filesystem encoding on Windows to utf-8 and switches all filesystem functions to the Unicode APIs for paths.",
                  ["This PEP proposes changing the default filesystem encoding on Windows to utf-8, and changing all filesystem functions to use the Unicode APIs for filesystem paths."]),
                S("summary",
                  "File contents are not affected; the change only concerns bytes objects that Python passes to the operating system as path names.",
                  ["Notably, this does not impact the encoding of the contents of files.",
                   "This only affects the encoding used when users pass a bytes object to Python where it is then passed to the operating system as a path name."],
                  "Two cuts from one Abstract paragraph."),
                C("number_changed",
                  "Because converting paths to bytes could silently lose data, bytes paths on Windows had been deprecated since Python 3.4.",
                  "This potential data loss is why the use of bytes paths on Windows was deprecated in Python 3.3",
                  "3.3, not 3.4."),
                S("verbatim",
                  "The use of utf-8 will not be configurable, except for the provision of a \"legacy mode\" flag to revert to the previous behaviour.",
                  ["The use of utf-8 will not be configurable, except for the provision of a \"legacy mode\" flag to revert to the previous behaviour."]),
                O("opinion",
                  "Choosing utf-8 over the purer utf-16-le was, in my view, exactly the pragmatic call Python needed here.",
                  "Evaluative; echoes the PEP's own 'more pure' wording."),
                S("paraphrase",
                  "The PEP prefers utf-8 bytes over utf-16-le so that path names round-trip and basic manipulation still works when an ASCII-compatible encoding is assumed.",
                  ["The choice of utf-8 bytes (as opposed to utf-16-le bytes) is to ensure the ability to round-trip path names and allow basic manipulation (for example, using the ``os.path`` module) when assuming an ASCII-compatible encoding."]),
                S("summary",
                  "Legacy mode is switched on by the PYTHONLEGACYWINDOWSFSENCODING environment variable or a sys._enablelegacywindowsfsencoding() call, and cannot be turned off while Python runs.",
                  ["Add a legacy mode flag, enabled by the environment variable ``PYTHONLEGACYWINDOWSFSENCODING`` or by a function call to ``sys._enablelegacywindowsfsencoding()``.",
                   "Legacy mode cannot be disabled while Python is running."],
                  "Two cuts from the Add legacy mode section."),
                C("direction_flipped",
                  "Rejecting a ban on bytes paths, the PEP says its motivation is to make code written on Windows more likely to work correctly on POSIX.",
                  "However, the motivation for this PEP is to increase the likelihood that code written on POSIX will also work correctly on Windows.",
                  "Direction reversed: POSIX code working on Windows."),
                N("unstated_detail",
                  "A companion proposal, PEP 528, made the same switch to UTF-8 for the Windows console in the same release.",
                  "Outside fact; PEP 528 and the console are never mentioned."),
            ]),
            dict(heading="RFC 2235: Extra Traits for libc Structs", doc=R2235, items=[
                S("paraphrase",
                  "The RFC adds an extra_traits feature to libc that enables Debug, Eq, Hash and PartialEq implementations for all of its structs.",
                  ["Add an `extra_traits` feature to the `libc` library that enables `Debug`, `Eq`, `Hash`, and `PartialEq` implementations for all structs."]),
                C("wrong_agent",
                  "As an example, the libc crate itself offers a TimeSpec wrapper around the timespec struct, which could easily implement Eq.",
                  "As a specific example, the `nix` crate offers the `TimeSpec` wrapper type around the `timespec` struct.",
                  "The wrapper is offered by nix, not libc."),
                S("summary",
                  "Many libc structs are large and vary between platforms, which makes implementing these traits by hand on wrapper types time consuming and error prone.",
                  ["Unfortunately there are a great many structs that are large and vary widely between platforms.",
                   "this variation makes implementing these traits manually on wrapper types time consuming and error prone."],
                  "Two cuts from one Motivation paragraph."),
                N("overclaim",
                  "The RFC says the Rust API Guidelines require every library to implement all of the standard traits on its public types.",
                  "RFC says the guidelines consider it 'useful to expose as many traits as possible'; 'require every library ... all' overstates it."),
                C("negated",
                  "The reference design notes that auto-derive works for arrays of any size, so no struct will need a manual implementation.",
                  "This won't work for some types because auto-derive doesn't work for arrays larger than 32 elements, so for these they'll be implemented manually.",
                  "Auto-derive does NOT work for arrays over 32 elements; some structs need manual impls."),
                S("verbatim",
                  "This extra trait will increase the testing requirements for libc.",
                  ["This extra trait will increase the testing requirements for `libc`."]),
                O("opinion",
                  "It is a refreshingly small RFC, and its compile-time table does more persuading than any paragraph could.",
                  "Evaluative; mentions the real timing table."),
                S("paraphrase",
                  "Enabling the traits unconditionally was rejected because doing so increased libc's compilation times by 100 to 200 percent.",
                  ["### Always enabled with no feature flags\n\nThis was regarded as unsuitable because it increases compilation times by 100-200%."]),
                N("unstated_detail",
                  "The nix crate that motivates the RFC provides safe Rust bindings to Unix system APIs built on top of libc.",
                  "Outside description of nix; the RFC only says nix uses libc structs and wrappers."),
                S("paraphrase",
                  "A default-on feature was argued against because crates more than one level above libc in the dependency chain could not opt out.",
                  ["For crates that are more than one level above `libc` in the dependency chain it will be impossible for them to opt out."]),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 06
    dict(
        file="draft-06.md",
        theme="Writing the rules down: formal teams and official process",
        title="Writing the Rules Down: Security Teams and Style Guides",
        sections=[
            dict(heading="PEP 811: Python Security Response Team Membership", doc=P811, items=[
                O("framing",
                  "This last chapter is about process documents, starting with the people who handle Python's security reports.",
                  "Scene-setting."),
                S("summary",
                  "The PEP formalizes membership and responsibilities for the Python Security Response Team, the group that handles vulnerability disclosures sent to security@python.org.",
                  ["This PEP proposes formalizing the membership and responsibilities policies of the Python Security Response Team (PSRT).",
                   "which handles security vulnerability disclosures to the ``security@python.org`` mailing list."],
                  "Two cuts from the first Abstract paragraph."),
                N("overclaim",
                  "According to the PEP, the shortage of new members has already crippled the team's ability to triage reports.",
                  "PEP says few new members 'over time could negatively impact' triage; 'already crippled' overstates it."),
                S("paraphrase",
                  "A nominee is admitted with at least two-thirds positive votes in a week-long vote of existing members, provided the Steering Council does not veto it.",
                  ["It is granted by receiving at least two-thirds positive votes from a vote of existing PSRT members that is open for one week and is not vetoed by the Steering Council."]),
                C("wrong_agent",
                  "Members found to be inactive in the yearly report can be removed by the PSRT admins with a simple vote.",
                  "The Steering Council may remove members of the PSRT with a simple vote.",
                  "Removal vote is the Steering Council's; admins only compile the report."),
                S("verbatim",
                  "A list of PSRT members will be published publicly and kept up-to-date by PSRT admins.",
                  ["A list of PSRT members will be published publicly and kept up-to-date by PSRT admins."]),
                C("number_changed",
                  "At the time of writing, pruning inactive members would shrink the PSRT from roughly 30 people to about 10.",
                  "At the time of writing, this would reduce the PSRT membership size to ~15 members from ~30.",
                  "~15, not ~10."),
                S("paraphrase",
                  "Release Managers and Steering Council members may stay in the PSRT regardless of how active they are on vulnerability reports.",
                  ["Members of the PSRT who are a Release Manager or Steering Council member may remain in the PSRT regardless of inactivity in vulnerability reports."]),
                S("summary",
                  "The PEP admits GHSA lacks private CI runs for remediation branches and several API endpoints, but says none of these gaps block adoption.",
                  ["* Ability to privately run vulnerability remediation branches on CI.\n* Multiple API endpoints are missing for the GHSA",
                   "These missing features have been reported to GitHub and none are blocking the adoption of GHSA."],
                  "Two cuts: the short missing-features list and the sentence after it."),
                N("unstated_detail",
                  "The PSF CVE Numbering Authority that turns these advisories into CVE records was established in 2023.",
                  "Outside date; the PEP names the CNA but not when it was set up."),
            ]),
            dict(heading="RFC 2436: An Official Rust Style Guide", doc=R2436, items=[
                S("paraphrase",
                  "The RFC makes its style the default behaviour of Rustfmt, requires it for official Rust projects like the compiler and standard libraries, and recommends it for all Rust projects.",
                  ["The style is a specification for the default behaviour of [Rustfmt](https://github.com/rust-lang-nursery/rustfmt), is required for official Rust projects (including the compiler and standard libraries), and is recommended for all Rust projects."]),
                S("verbatim",
                  "The style guide in this RFC only covers the formatting of code, it does not have any recommendations about how to write idiomatic or high quality Rust code.",
                  ["The style guide in this RFC only covers the formatting of code, it does not have any recommendations about how to write idiomatic or high quality Rust code."]),
                O("opinion",
                  "Asking readers not to relitigate settled formatting debates is probably the wisest sentence in the whole document.",
                  "Evaluative; refers to the real request not to reopen debate."),
                C("negated",
                  "The RFC encourages users to tune Rustfmt's many configuration options until the output suits their own project's taste.",
                  "We recommend that users do not configure Rustfmt using the available options and use the default settings.",
                  "RFC recommends NOT configuring the options."),
                S("summary",
                  "Since humans comprehend information through pattern matching, the RFC argues, consistent formatting across Rust code lowers the bar to entry for new developers.",
                  ["Humans comprehend information through pattern matching. By ensuring that all Rust code has similar formatting, less mental effort is required to comprehend a new project, lowering the bar to entry for new developers."],
                  "Condenses two adjacent sentences."),
                C("direction_flipped",
                  "The guide originally lived in the rust-lang/rust repository and was moved into the RFC repository as of RFC 3309.",
                  "The style guide formerly lived in the RFC repo, since it was an appendix to this RFC. The style guide has now been moved to the `rust-lang/rust` repository, as of RFC 3309.",
                  "Move direction reversed: RFC repo -> rust-lang/rust."),
                S("paraphrase",
                  "Declaring Rustfmt's output to be the official style, with no written guide, would have shut out community input and left no good way to judge breaking changes.",
                  ["We could also not have a written style guide and state that the output of Rustfmt is the official Rust style, however, that would not have permitted the community input that the formatting RFC process facilitated, and would not give a good way to judge breaking changes in Rustfmt."]),
                O("opinion",
                  "Even the drawbacks section has charm, conceding that style guides can feel bureaucratic before briskly declaring the benefits far heavier.",
                  "Evaluative; paraphrases the real Drawbacks section in passing."),
                N("unstated_detail",
                  "PEP 8, the Python guide the RFC cites as prior art, was first published back in 2001.",
                  "Outside date; the RFC only links Python's guide."),
                S("paraphrase",
                  "The RFC thanks the style team for the guidelines, naming members including Nick Cameron, Steve Klabnik and Josh Triplett.",
                  ["Thanks to the style team for their work on the guidelines: Brian Anderson, Jorge Aparicio, Nick Cameron, Steve Klabnik, Nicole Mazzuca, Scott Olson, and Josh Triplett."]),
            ]),
        ],
    ),
]


def find_raw(text, anchor):
    """Return the exact raw substring of text matching anchor, whitespace-flexible."""
    toks = anchor.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    hits = [m.group(0) for m in re.finditer(pat, text)]
    if not hits:
        raise SystemExit(f"anchor not found: {anchor[:90]!r}")
    if len(set(hits)) > 1:
        print(f"warning: anchor matched several different spans: {anchor[:60]!r}", file=sys.stderr)
    return hits[0]


def main():
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows = []
    sources = []
    for d in SPEC:
        lines = [f"# {d['title']}", ""]
        para = 0
        for sec in d["sections"]:
            doc = sec["doc"]
            if doc not in sources:
                sources.append(doc)
            with open(os.path.join(CORPUS, doc), encoding="utf-8") as fh:
                text = fh.read()
            lines += [f"## {sec['heading']}", ""]
            for label, kind, claim, anchors, note in sec["items"]:
                para += 1
                lines += [claim, ""]
                rationale = [find_raw(text, a) for a in anchors]
                rows.append(dict(
                    claim=claim,
                    draft=d["file"],
                    paragraph=para,
                    label=label,
                    rationale=rationale,
                    doc_ids_files=[doc],
                    kind=kind,
                    note=note,
                ))
        with open(os.path.join(HERE, "drafts", d["file"]), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(sources) + "\n")
    print(f"wrote {len(SPEC)} drafts, {len(rows)} rows, {len(sources)} sources")


if __name__ == "__main__":
    main()
