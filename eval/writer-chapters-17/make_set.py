#!/usr/bin/env python3
"""Build drafts/*.md and gold.jsonl from the hand-written spec below.

Rationale entries are written by hand from the source files. Each entry is
either a string (matched against the raw file with any run of whitespace in the
entry allowed to match any run of whitespace in the file) or a (start, end)
pair (the raw span from the first match of start to the first match of end
after it). In both cases the text stored in gold.jsonl is the exact raw
substring of the file, markup and line breaks kept. check_gold.py verifies this
independently.
"""
import json
import os
import re

ROOT = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))


def flex(s):
    return r"\s+".join(re.escape(t) for t in s.split())


def cut(doc, spec):
    raw = open(os.path.join(ROOT, doc), encoding="utf-8").read()
    if isinstance(spec, tuple):
        start, end = spec
        m1 = re.search(flex(start), raw)
        if not m1:
            raise SystemExit(f"start not found in {doc}: {start!r}")
        m2 = re.compile(flex(end)).search(raw, m1.start())
        if not m2:
            raise SystemExit(f"end not found in {doc}: {end!r}")
        return raw[m1.start():m2.end()]
    m = re.search(flex(spec), raw)
    if not m:
        raise SystemExit(f"not found in {doc}: {spec!r}")
    return m.group(0)


def S(claim, kind, rat, note):
    return dict(claim=claim, label="supports", kind=kind, rat=rat, note=note)


def C(claim, kind, rat, note):
    return dict(claim=claim, label="contradicts", kind=kind, rat=rat, note=note)


def N(claim, kind, note):
    return dict(claim=claim, label="not_supported", kind=kind, rat=[], note=note)


def O(claim, kind, note):
    return dict(claim=claim, label="opinion", kind=kind, rat=[], note=note)


P456 = "python-peps/pep-0456.rst"
R823 = "rust-rfcs/0823-hash-simplification.md"
P736 = "python-peps/pep-0736.rst"
R1685 = "rust-rfcs/1685-deprecate-anonymous-parameters.md"
P637 = "python-peps/pep-0637.rst"
R198 = "rust-rfcs/0198-slice-notation.md"
P725 = "python-peps/pep-0725.rst"
R1361 = "rust-rfcs/1361-cargo-cfg-dependencies.md"
P225 = "python-peps/pep-0225.rst"
R2169 = "rust-rfcs/2169-euclidean-modulo.md"
P765 = "python-peps/pep-0765.rst"
R1328 = "rust-rfcs/1328-global-panic-handler.md"

DRAFTS = [
    # ------------------------------------------------------------------ 01
    dict(
        title="Hashing Under Attack: Python and Rust Rethink Their Hash Functions",
        theme="hashing and hash-flooding DoS",
        sections=[
            ("PEP 456: SipHash comes to CPython", P456, [
                O("To see why two very different languages ended up worrying about the same thing, it helps to start with Python's version of the problem.",
                  "framing", "scene-setting; nothing checkable"),
                S("SipHash becomes the default hash for strings and bytes under the PEP, which sets out to fix hash randomization properly, once and for all.",
                  "paraphrase",
                  ["This PEP proposes SipHash as default string and bytes hash algorithm to properly fix hash randomization once and for all."],
                  "reworded abstract"),
                S("Despite an earlier attempt, CPython was still vulnerable to hash-collision denial-of-service attacks, and Aumasson and Bernstein had already shown how the seed for the current implementation could be recovered.",
                  "summary",
                  [("Despite the last attempt [issue13703]_", "can be recovered [poc]_.")],
                  "condenses the opening of the Rationale"),
                C("SipHash was designed by Austin Appleby as a fast and secure keyed hash algorithm.",
                  "wrong_agent",
                  ["It was designed by Jean-Philippe Aumasson and Daniel J. Bernstein as a fast and secure keyed hash algorithm."],
                  "Appleby developed MurmurHash; SipHash is by Aumasson and Bernstein"),
                S("FNV is a simple multiply and XOR algorithm with no cryptographic properties.",
                  "verbatim",
                  ["FNV is a simple multiply and XOR algorithm with no cryptographic properties."],
                  "sentence copied as is"),
                C("Statistics cited in the PEP show that short strings dominate, with only about 15% of hashed strings longer than 16 bytes.",
                  "number_changed",
                  ["However, according to statistics [issue19183]_ a typical Python program as well as the Python test suite have a hash ratio of about 50% small strings between 1 and 6 bytes. Only 5% of the strings are larger than 16 bytes."],
                  "source says 5%, not 15%"),
                S("Murmur3 is ruled out as a secure option because Aumasson, Bernstein and Boßlet showed that it is not resilient against hash collision attacks.",
                  "paraphrase",
                  ["Aumasson, Bernstein and Boßlet have shown [sip]_ [ocert-2012-001]_ that Murmur3 is not resilient against hash collision attacks. Therefore, Murmur3 can no longer be considered as secure algorithm."],
                  "reworded, order changed"),
                N("The PEP also points out that setting the PYTHONHASHSEED environment variable lets users pin the SipHash key for reproducible runs.",
                  "unstated_detail", "PYTHONHASHSEED is never mentioned in the PEP"),
                C("On a 64-bit Linux machine with an Intel Core i7, benchmark runs with a cutoff of 7 came out between 3% and 5% slower with the small string optimization.",
                  "direction_flipped",
                  ["On 64 bit Linux system with Intel Core i7 multiple runs of Python's benchmark suite [pybench]_ show an average speedups between 3% and 5% for benchmarks such as django_v2, mako and etree with a cutoff of 7."],
                  "source reports speedups, not slowdowns, for this setup"),
                O("Trading a home-grown tweak of FNV for a function designed by cryptographers was the right call, and it has aged well.",
                  "opinion", "evaluative judgement"),
            ]),
            ("Rust RFC 823: paring back std::hash", R823, [
                S("Rust's RFC 823 pares back the std::hash API to make it more ergonomic to use and to implement, while leaving the module largely as it is apart from changes to its core traits.",
                  "paraphrase",
                  ["Pare back the `std::hash` module's API to improve ergonomics of usage and definitions. While an alternative scheme more in line with what Java and C++ have is considered, the current `std::hash` module will remain largely as-is with modifications to its core traits."],
                  "reworded summary section"),
                S("Because every primitive type implemented Hash only for hashers that were also Writers, the old design effectively forced byte-stream hashing everywhere, even though the traits themselves did not demand it.",
                  "summary",
                  ["The purpose of not having a `Writer` supertrait on `Hasher` or on the `H` type parameter is to allow hashing algorithms that are *not* byte-stream oriented (e.g. Java-like algorithms). Unfortunately all primitive types in Rust are only defined for `Hash<H> where H: Writer + Hasher`, essentially forcing a byte-stream oriented hashing algorithm for all hashing."],
                  "condenses two sentences"),
                C("A key observation in the RFC is that the hash values a Rust program produces are reproducible outside of Rust.",
                  "negated",
                  ["The key observation is that the hash values produced in a Rust program are **not** reproducible outside of Rust."],
                  "source says they are NOT reproducible outside Rust"),
                S("Under the new design the separate Writer trait disappears, folded straight into Hasher, which gains specialised write methods for the primitives to call.",
                  "paraphrase",
                  ["The `Writer` trait has been removed by folding it directly into the `Hasher` trait. As part of this movement the `Hasher` trait grew a number of specialized `write_foo` methods which the primitives will call."],
                  "reworded bullet"),
                S("The Hasher trait no longer has a reset method.",
                  "verbatim",
                  ["* The `Hasher` trait no longer has a `reset` method."],
                  "bullet copied without markup"),
                N("With the new specialised write methods, the RFC says primitives no longer pay any performance penalty for byte-oriented hashing.",
                  "overclaim", "source only says the methods 'should help regain some performance losses'"),
                S("Today's HashMap defends against denial-of-service attacks by default with SipHash 2-4 and a random 128-bit seed per instance, so each map is randomly ordered even when the same keys go in the same order.",
                  "summary",
                  [("Currently one of the features of the standard library's `HashMap` implementation", "same keys are inserted in the same order.")],
                  "condenses the two-measure list and its consequence"),
                O("Of the two designs on the table, the minor refactoring is clearly the wiser choice.",
                  "opinion", "evaluative judgement"),
                S("Instead of a custom trait, the proposed HashMap API would calculate hashes through the standard Fn trait, dropping the HashState trait along the way.",
                  "paraphrase",
                  ["For both this recommendation as well as the alternative below, this RFC proposes removing the `HashState` trait and `Hasher` structure (as well as the `hash_state` module) in favor of the following API:",
                   "The precise details will be affected based on which design in this RFC is chosen, but the general idea is to move from a custom trait to the standard `Fn` trait for calculating hashes."],
                  "combines two nearby statements"),
                N("Rust 1.0 shipped with these reworked Hash and Hasher traits only a few months after the RFC was written.",
                  "unstated_detail", "the RFC says nothing about Rust 1.0 or what shipped"),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 02
    dict(
        title="Naming Things at the Call Site and in the Signature",
        theme="function arguments and parameter names",
        sections=[
            ("PEP 736: keyword argument shorthand", P736, [
                S("The proposal would let a call like f(x=x) be shortened to f(x=) whenever a keyword argument shares its name with the variable holding its value.",
                  "paraphrase",
                  ["This PEP proposes to introduce syntactic sugar ``f(x=)`` for the common pattern where a keyword argument has the same name as that of the variable corresponding to its value ``f(x=x)``."],
                  "reworded abstract"),
                S("Named arguments make code more readable and guard against accidentally swapping values, yet people often reach for positional arguments just to cut down on verbosity.",
                  "summary",
                  ["By being explicit, keyword arguments increase readability and minimise the risk of inadvertent transposition. On the flipside, positional arguments are often preferred simply to minimise verbosity and visual noise."],
                  "condenses two Rationale sentences"),
                C("The authors argue that the f(x=) form is exactly analogous to the keyword-argument shorthand JavaScript already offers.",
                  "wrong_agent",
                  ["The proposed syntax is exactly analogous to the Ruby keyword argument syntactic sugar.",
                   "Beyond function invocation specifically, more languages offer similar features:"],
                  "the exact analogue named is Ruby; JavaScript is cited only for object initialisers"),
                S("In the popular libraries the authors analysed, the f(x=x) pattern made up anywhere from 15% to just under half of all keyword arguments, depending on the codebase.",
                  "paraphrase",
                  [("We analysed popular Python libraries", "to compute:"),
                   "Based on this, we note that the ``f(x=x)`` keyword argument pattern is widespread, accounting for anywhere from 15% to just below half of all keyword argument uses depending on the codebase."],
                  "reworded Applicability conclusion"),
                S("If no variable matches that name in the invocation scope, a NameError is raised in an identical manner as would be with the established expanded syntax.",
                  "verbatim",
                  ["If no variable matches that name in the invocation scope, a ``NameError`` is raised in an identical manner as would be with the established expanded syntax."],
                  "sentence copied without markup"),
                N("The PEP argues that the shorthand would make every Python codebase more explicit.",
                  "overclaim", "source says 'typical Python codebases more explicit in general'"),
                C("In a poll of Python developers, f(x=) came in second, behind the keyword-only style f(a, b, *, x).",
                  "direction_flipped",
                  [("* `A poll of Python developers", "indicates that this is the most popular syntax among those proposed."),
                   ("In favour of this proposal:", "indicates that this is the second most popular syntax among those proposed.")],
                  "ranking reversed: f(x=) was most popular, the * form second"),
                S("Function definitions are left untouched, since the change applies only to how functions are invoked.",
                  "paraphrase",
                  ["This proposal only pertains to function invocations; function definitions are unaffected by the syntax change."],
                  "reworded, clauses reordered"),
                O("Whatever one thinks of a trailing equals sign, it is hard not to sympathise with the authors' frustration at all that repetition.",
                  "opinion", "evaluative"),
            ]),
            ("Rust RFC 1685: retiring anonymous parameters", R1685, [
                O("Rust's half of the story comes at argument names from the opposite direction.",
                  "framing", "scene-setting transition"),
                S("RFC 1685 takes aim at the way Rust lets trait methods leave their parameters unnamed, and proposes deprecating that syntax.",
                  "paraphrase",
                  ["Currently Rust allows anonymous parameters in trait methods:",
                   "This RFC proposes to deprecate this syntax."],
                  "reworded summary"),
                S("The RFC calls anonymous parameters a historic accident that causes a number of technical annoyances, though it concedes that none of them is significant.",
                  "summary",
                  ["Anonymous parameters are a [historic accident]. They cause a number of technical annoyances.",
                   "None of these issues is significant, but they exist."],
                  "condenses the motivation framing around the list"),
                N("According to the RFC, programmers coming from Python or JavaScript will always read fn foo(T) as declaring a parameter named T.",
                  "overclaim", "source only says T 'looks more like a parameter name' to them"),
                S("Anonymous parameters also cause inconsistencies between trait definitions and implementations.",
                  "verbatim",
                  ["Anonymous parameters also cause inconsistencies between trait definitions and implementations."],
                  "sentence copied as is"),
                C("Of the 5560 crates.io packages surveyed, 146 used at least one anonymous parameter.",
                  "number_changed",
                  ["Of the 5560 packages from crates.io, 416 include at least one usage of an anonymous parameter ([full report])."],
                  "source says 416, not 146"),
                C("In the end the RFC proposes removing anonymous parameters from the language outright.",
                  "negated",
                  ["This RFC intentionally does not propose to remove this syntax.",
                   "So the proposal is just to deprecate this syntax."],
                  "the RFC explicitly does not propose removal"),
                O("It is a refreshingly modest proposal, happy to nudge people away from the syntax rather than break anyone's code.",
                  "opinion", "evaluative"),
                S("A hard deprecation would emit warnings and push crate authors into changing their code, causing churn, while a soft one would document the syntax as deprecated and add an allow-by-default lint without compiler warnings by default.",
                  "summary",
                  ["One option is to produce a warning for anonymous parameters. This is backwards compatible, but in practice will force crate authors to actively change their code to avoid the warnings, causing code churn.",
                   "Another option is to clearly document this syntax as deprecated and add an allow-by-default lint, a clippy lint, and an IntelliJ Rust inspection, but do not produce compiler warnings by default."],
                  "condenses the two deprecation strategies"),
                S("Although rustfmt and IntelliJ Rust could mechanically rewrite anonymous parameters as underscores, the RFC would rather people add real names so it is obvious what the impl side expects.",
                  "paraphrase",
                  ["Rustfmt and IntelliJ Rust can automatically change anonymous parameters to `_`. However it is better to manually add real names to make it obvious what name is expected on the `impl` side."],
                  "reworded Automatic transition"),
                N("With the 2018 edition, Rust went on to turn anonymous trait parameters into a hard error.",
                  "unstated_detail", "the RFC never says what later happened in any edition"),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 03
    dict(
        title="Square Brackets, Reconsidered",
        theme="indexing and slicing syntax",
        sections=[
            ("PEP 637: keywords inside the brackets", P637, [
                O("Few bits of syntax feel as settled as a pair of square brackets, which is exactly what makes these two proposals worth a closer look.",
                  "framing", "scene-setting"),
                S("The PEP would extend Python so that item access accepts keyword arguments, just as function calls already do.",
                  "paraphrase",
                  ["At present keyword arguments are allowed in function calls, but not in item access. This PEP proposes that Python be extended to allow keyword arguments in item access."],
                  "reworded abstract"),
                C("PEP 637 picks up where PEP 472 left off, after that earlier proposal was rejected in 2014 for lack of interest.",
                  "number_changed",
                  ["This PEP is a successor to :pep:`472`, which was rejected due to lack of interest in 2019."],
                  "PEP 472 was opened in 2014 but rejected in 2019"),
                S("Type hints had come to use square brackets consistently, while data packages such as pandas and xarray let users access data by name but could not use index notation to do it.",
                  "summary",
                  [("However, with the introduction of type hints in :pep:`484` the", "but cannot currently use index notation ([]) for this functionality.")],
                  "condenses three Background sentences"),
                S("An empty subscript is still illegal, regardless of context.",
                  "verbatim",
                  ["1. An empty subscript is still illegal, regardless of context (see Rejected Ideas)::"],
                  "copied, parenthetical and numbering dropped"),
                C("Within a subscript, the PEP requires keyword arguments to come before any positional arguments.",
                  "direction_flipped",
                  ["4. Keyword arguments, if any, must follow positional arguments::"],
                  "keywords must follow, not precede, positional arguments"),
                S("Built-in classes such as dict and list would keep rejecting keyword arguments, so d[1, a=2] on a dictionary would raise a TypeError.",
                  "paraphrase",
                  ["In fact, dict (as well as list and other stdlib classes with indexing semantics) will remain the same and will continue not to accept keyword arguments. In other words, if ``d`` is a ``dict``, the statement ``d[1, a=2]`` will raise ``TypeError``, as their implementation will not support the use of keyword arguments."],
                  "reworded"),
                C("When the authors asked the pandas community what to pass when no positional index is given, the consensus was that the empty tuple felt appropriate.",
                  "wrong_agent",
                  ["1. The numpy community was inquired [#numpy-ml]_, and the general consensus of the responses was that the empty tuple felt appropriate."],
                  "it was the numpy community that was consulted"),
                N("According to the PEP, pandas and numpy were ready to adopt keyword indexing as soon as it landed.",
                  "overclaim", "source only calls them the libraries 'most likely to implement the feature'"),
                O("It is a shame the idea died, because df[x=1] reads far better than the boolean-mask incantations it would have replaced.",
                  "opinion", "evaluative"),
            ]),
            ("Rust RFC 198: overloaded slice notation", R198, [
                S("RFC 198 introduces overloaded slice notation, so that foo[n..m] stands for foo.slice(n, m), built on two new traits, Slice and SliceMut.",
                  "paraphrase",
                  [("This RFC adds *overloaded slice notation*:", "via two new traits, `Slice` and `SliceMut`.")],
                  "reworded summary, one example kept"),
                S("Rust was drifting toward a Python-like convention in which foo[n] fails when n is out of bounds while get returns an Option, and slice notation would let vector-like APIs follow the same rule.",
                  "summary",
                  ["We are gradually moving toward a Python-like world where notation like `foo[n]` calls `fail!` when `n` is out of bounds, while corresponding methods like `get` return `Option` values rather than failing. By providing similar notation for slicing, we open the door to following the same convention throughout vector-like APIs."],
                  "condenses the error-handling motivation"),
                C("Unlike indexing, uses of the new slice notation will not auto-deref the way method invocations do.",
                  "negated",
                  ["Like `Index`, uses of this notation will auto-deref just as if they were method invocations."],
                  "source says slicing auto-derefs, like Index"),
                S("The choice of square brackets for slicing is straightforward: it matches our indexing notation, and slicing and indexing are closely related.",
                  "verbatim",
                  ["The choice of square brackets for slicing is straightforward: it matches our indexing notation, and slicing and indexing are closely related."],
                  "sentence copied as is"),
                S("Ever since Rust stopped auto-slicing in coercions, explicit as_slice calls have become extremely common and count among the language's leading ergonomic and first-impression problems.",
                  "paraphrase",
                  ["Since we've moved away from auto-slicing in coercions, explicit `as_slice` calls have become extremely common, and are one of the [leading ergonomic/first impression](https://github.com/rust-lang/rust/issues/14983) problems with the language."],
                  "reworded"),
                O("Rust's preference for .. over Python's colon feels like the right one for a language that already used .. elsewhere.",
                  "opinion", "evaluative"),
                S("Because slicing is exclusive while .. in match patterns is inclusive, the RFC switches the match form to ... to keep the two apart.",
                  "paraphrase",
                  ["Note that slicing is \"exclusive\" (so `[n..m]` is the interval `n <= x < m`), while `..` in `match` patterns is \"inclusive\". To avoid confusion, we propose to change the `match` notation to `...` to reflect the distinction."],
                  "reworded"),
                N("The RFC says the new notation removes the need for Vec and String to implement Deref.",
                  "overclaim", "source hedges: 'if it can eliminate the need ... all the better'"),
                S("The RFC is wary of bringing back an auto-slicing coercion, since that would mean either special-casing Vec and String again or, via a trait, opening Pandora's box to arbitrary code running during coercion.",
                  "summary",
                  [("Unfortunately, adding such a coercion requires choosing between the following:", "so we should pursue more conservative solutions first.")],
                  "condenses the coercion alternative"),
                N("The bare foo[] form for taking a whole slice was later replaced by foo[..] before Rust 1.0 was released.",
                  "unstated_detail", "later history of the syntax is not in the RFC"),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 04
    dict(
        title="Dependencies That Don't Fit the Default Mould",
        theme="declaring non-standard (external / platform-specific) dependencies",
        sections=[
            ("PEP 725: external dependencies in pyproject.toml", P725, [
                O("Dependency declarations are the unglamorous plumbing of any ecosystem, and this chapter follows two attempts to stretch them a little further.",
                  "framing", "scene-setting"),
                S("The PEP adds an [external] table to pyproject.toml where projects can record the build and runtime dependencies that do not come from PyPI.",
                  "paraphrase",
                  ["This PEP specifies how to write a project's external, or non-PyPI, build and runtime dependencies in a ``pyproject.toml`` file for packaging-related tools to consume."
                   , "This PEP proposes to add an ``[external]`` table to ``pyproject.toml`` with seven keys."],
                  "reworded abstract"),
                S("Missing external dependencies are the most likely cause of failed builds, so installers that list them in their error messages could save users a lot of time.",
                  "summary",
                  ["Missing external dependencies on the end user's system are the most likely cause of build failures. If installers can show the required external dependencies as part of their error message, this may save users a lot of time."],
                  "condenses two sentences"),
                C("The proposed [external] table comes with five keys.",
                  "number_changed",
                  ["This PEP proposes to add an ``[external]`` table to ``pyproject.toml`` with seven keys."],
                  "seven keys, not five"),
                C("Distro tools such as Fedora's Grayskull already try to generate dependency metadata automatically from upstream Python packages.",
                  "wrong_agent",
                  [("Packaging ecosystems like Linux distros", "upstream Python packages.")],
                  "Grayskull is conda's tool; Fedora's is pyp2spec"),
                N("With this metadata in place, distro packagers would no longer have to handle external dependencies by hand at all.",
                  "overclaim", "source says it makes packaging for distros 'easier and more reliable'"),
                S("Concrete packages are straightforward to understand, and are a concept present in every package management system.",
                  "verbatim",
                  ["Concrete packages are straightforward to understand, and are a concept present in every package management system."],
                  "sentence copied as is"),
                S("Dependencies are written as DepURLs, a derivative of the Package URL format that swaps the pkg scheme for dep.",
                  "paraphrase",
                  ["A \"Package URL\" or `PURL`_ is a widely used URL string for identifying packages that is meant to be portable across packaging ecosystems.",
                   ("Since external dependencies are likely to be typed by hand", "(further discussed below):"),
                   "In this derivative, we replace the ``pkg`` scheme with ``dep``. Hence, we will refer to them as DepURLs."],
                  "reworded"),
                C("Unlike plain PURLs, DepURLs stick to fixed versions and do not allow version ranges.",
                  "direction_flipped",
                  ["- Allow version ranges (and not just literals) in the ``version`` field.",
                   ("Since none of these options are very ergonomic, we chose instead for DepURLs", ":pep:`440` semantics.")],
                  "DepURLs add range support; it is PURL that only has fixed versions"),
                S("Python's own development headers are added implicitly, and must be assumed necessary whenever the [external] table lists a compiler.",
                  "paraphrase",
                  ["For consistency between Python dependencies and external dependencies, we choose to add it implicitly. Python development headers must be assumed to be necessary when an ``[external]`` table contains one or more compiler packages."],
                  "reworded"),
            ]),
            ("Cargo RFC 1361: cfg-based target dependencies", R1361, [
                S("Rust's RFC 1361 lets Cargo express target-specific dependencies with the same #[cfg] syntax that Rust source code uses.",
                  "paraphrase",
                  ["Improve the target-specific dependency experience in Cargo by leveraging the same `#[cfg]` syntax that Rust has."],
                  "reworded summary"),
                S("As things stood, most crates depended on platform-specific crates unconditionally and relied on #[cfg] inside them, leading to excessive downloads and compilations.",
                  "summary",
                  [("As a result most crates end up", "platform specific dependency.")],
                  "condenses two sentences"),
                O("Reusing cfg is the kind of obvious-in-hindsight idea that makes you wonder why Cargo ever asked for raw target triples.",
                  "opinion", "evaluative"),
                C("Cargo will lean on the compiler to parse the cfg expressions rather than writing a parser of its own.",
                  "negated",
                  ["Cargo will implement its own parser of this syntax inside the `cfg` expression, it will not rely on the compiler itself."],
                  "opposite of the stated design"),
                S("To learn which cfg values hold for a given target, Cargo will ask the compiler through a new rustc --print cfg flag.",
                  "paraphrase",
                  [("The last missing piece is simply understand", "via a new command line flag:"),
                   "The `--print cfg` command line flag will print out all built-in `#[cfg]` directives defined by the compiler onto standard output."],
                  "reworded"),
                N("The RFC argues that matching dependencies against target strings can never be robust.",
                  "overclaim", "source: 'isn't necessarily guaranteed to be robust moving forward'"),
                S("This is not a forwards-compatible extension to Cargo, so this will break compatibility with older Cargo versions.",
                  "verbatim",
                  ["This is not a forwards-compatible extension to Cargo, so this will break compatibility with older Cargo versions."],
                  "sentence copied as is"),
                S("Of the mitigation strategies it lists, the RFC recommends having crates.io reject the cfg syntax until the implementation has been on stable Cargo for at least one full cycle.",
                  "summary",
                  ["This can be perhaps mitigated via a number of strategies:",
                   "1. Have crates.io reject the `cfg` syntax until the implementation has landed on stable Cargo for at least one full cycle.",
                   ("For ease of implementation this RFC would recommend strategy (1)", "implementation.")],
                  "condenses strategy list and recommendation"),
                N("The same cfg syntax later became the standard way to declare platform-specific dependencies in Cargo.toml files.",
                  "unstated_detail", "later adoption is not in the RFC"),
                O("Of the two proposals, this is the one that feels finished: short, concrete and easy to picture in a real Cargo.toml.",
                  "opinion", "evaluative"),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 05
    dict(
        title="When One Set of Operators Is Not Enough",
        theme="arithmetic operator semantics",
        sections=[
            ("PEP 225: elementwise and objectwise operators", P225, [
                O("Arithmetic operators seem like the least controversial part of a language, right up until someone needs two kinds of multiplication.",
                  "framing", "scene-setting"),
                S("The proposal would add six new binary infix operators to Python, each a tilde-prefixed twin of an existing one, such as ~+ for +.",
                  "paraphrase",
                  ["- Six new binary infix operators ``~+`` ``~-`` ``~*`` ``~/`` ``~%`` ``~**`` are added to core Python.  They parallel the existing operators ``+`` ``-`` ``*`` ``/`` ``%`` ``**``."],
                  "reworded"),
                S("Arrays and matrices come with two distinct flavours of semantics, objectwise and elementwise, and because the two are often mixed in one formula they need to be told apart syntactically.",
                  "summary",
                  [("However, for objects composed of", "thereby requiring syntactical distinction.")],
                  "condenses the Background paragraph"),
                O("Read today, the tilde proposal feels like a clever idea that asked too much of the language for one community's needs.",
                  "opinion", "evaluative"),
                C("In R, the ordinary operator is used for objectwise operations while a dotted .op form marks elementwise ones.",
                  "wrong_agent",
                  ["For example, in MatLab, the ordinary ``op`` is used for objectwise operation while ``.op`` is used for elementwise operation. In R, ``op`` stands for elementwise operation while ``%op%`` stands for objectwise operation."],
                  "that is MatLab's convention; R uses op / %op%"),
                S("Operator ~op retains the syntactical properties of operator op, including precedence.",
                  "verbatim",
                  ["- Operator ``~op`` retains the syntactical properties of operator ``op``, including precedence."],
                  "bullet copied without markup"),
                C("The PEP specifies that the new tilde operators are the elementwise ones, keeping the plain operators for objectwise work.",
                  "negated",
                  ["It is intended that one set of ``op`` or ``~op`` is used for elementwise operations, the other for objectwise operations, but it is not specified which version of operators stands for elementwise or objectwise operations, leaving the decision to applications."],
                  "the PEP deliberately leaves this unspecified"),
                S("Greg Lielens wrote a prototype of the ~op operators as a patch against the Python 2.0b1 source.",
                  "paraphrase",
                  ["Greg Lielens implemented the infix ``~op`` as a patch against Python 2.0b1 source [1]_."],
                  "reworded"),
                C("The discussions behind the PEP mostly took place between March and April 2000 on comp.lang.python and python-dev.",
                  "number_changed",
                  ["The discussions mostly happened in July to August of 2000 on news group comp.lang.python and the mailing list python-dev."],
                  "July to August, not March to April"),
                N("Python eventually took a narrower route, adding a single @ operator for matrix multiplication in Python 3.5.",
                  "unstated_detail", "PEP only says PEP 465 was accepted instead; @ and 3.5 are not stated"),
            ]),
            ("Rust RFC 2169: Euclidean division and modulo", R2169, [
                S("The RFC adds a modulo method, plus a matching division method, whose behaviour with a negative dividend or divisor is more mathematically regular than that of the built-in % remainder operator.",
                  "paraphrase",
                  ["This RFC proposes the addition of a modulo method with more useful and mathematically regular properties over the built-in remainder `%` operator when the dividend or divisor is negative, along with the associated division method."],
                  "reworded summary"),
                S("Rust's truncating / and % behave unintuitively with negative operands, and although the RFC grants there were good reasons for that design, it notes that convenient access to a modulo operation has often been requested.",
                  "summary",
                  [("The behaviour of division and modulo, as implemented by Rust's", "3yoo1q/remainder/).")],
                  "condenses the Motivation"),
                C("The RFC notes that the differences between flooring and Euclidean division and modulo come up often in practice.",
                  "direction_flipped",
                  [("The difference in behaviour between flooring and Euclidean division & modulo come up rarely in practice", "doid=128861.128862).")],
                  "rarely, not often"),
                S("The unsigned implementations of these methods are trivial.",
                  "verbatim",
                  ["The unsigned implementations of these methods are trivial."],
                  "sentence copied as is"),
                S("Euclidean division and modulo would be exposed as the div_euc and mod_euc methods, for integers as well as floating-point numbers.",
                  "paraphrase",
                  ["Euclidean division & modulo for integers and floating-point numbers will be achieved using the `div_euc` and `mod_euc` methods."],
                  "reworded"),
                N("According to the RFC, Euclidean modulo is the right choice whenever signed integers or floating-point numbers are involved.",
                  "overclaim", "source: 'often Euclidean modulo will be more appropriate'"),
                S("Offering both flooring and Euclidean versions was considered, but the RFC thinks the difference is probably specialised enough that this would be overkill.",
                  "paraphrase",
                  ["Alternatively, both methods (flooring _and_ Euclidean) could be made available, though the difference between the two is likely specialised-enough that this would be overkill."],
                  "reworded"),
                S("Arguing for core rather than a crate such as num, the RFC says modulo is more often wanted than remainder for signed operations and is used or reimplemented commonly enough to be generally accessible.",
                  "summary",
                  ["This functionality could instead reside in a separate crate, such as `num` (floored division & modulo is already available in this crate). However, there are strong points for inclusion into core itself:",
                   ("- Modulo as an operation is more often desirable", "003687.html)."),
                   "- The Euclidean or flooring modulo is used (or reimplemented) commonly enough that it is worth having it generally accessible, rather than in a separate crate that must be depended on by each project."],
                  "condenses the case for core"),
                N("These methods were eventually stabilised under the names div_euclid and rem_euclid.",
                  "unstated_detail", "later naming is not in the RFC"),
                O("It is a small change, but a welcome one for anyone who has been bitten by a negative remainder in an index calculation.",
                  "opinion", "evaluative"),
            ]),
        ],
    ),
    # ------------------------------------------------------------------ 06
    dict(
        title="When Things Go Wrong: finally Blocks and Panic Handlers",
        theme="exceptional control flow and failure handling",
        sections=[
            ("PEP 765: no more escaping from finally", P765, [
                O("Error handling is where languages show their priorities, and this pair of proposals is about the moments after something has already gone wrong.",
                  "framing", "scene-setting"),
                S("The PEP withdraws support for return, break and continue statements that jump out of a finally block.",
                  "paraphrase",
                  ["This PEP proposes to withdraw support for ``return``, ``break`` and ``continue`` statements that break out of a ``finally`` block."],
                  "reworded abstract"),
                S("Of the two surprising behaviours, the more dangerous is that exceptions are not re-raised, because a swallowed exception slips through testing more easily than a wrong return value.",
                  "summary",
                  ["- If the ``finally`` clause executes a ``break``, ``continue`` or ``return`` statement, exceptions are not re-raised.",
                   "Both of these behaviours cause confusion, but the first is particularly dangerous because a swallowed exception is more likely to slip through testing, than an incorrect return value."],
                  "condenses the Motivation"),
                C("In the 8,000 most popular PyPI packages, the analysis found such statements at a rate of about 20 per million lines of code.",
                  "number_changed",
                  ["- These features are rare (2 per million LOC in the top 8,000 PyPI packages, 4 per million LOC in a random selection of packages)."],
                  "2 per million, not 20"),
                C("PEP 765 revives an idea first put forward in PEP 654, which had been turned down in favour of leaving the problem to linters.",
                  "wrong_agent",
                  ["This was proposed in the past by :pep:`601`.",
                   "In 2019, :pep:`601` proposed to change Python to emit a ``SyntaxWarning`` for a few releases and then turn it into a ``SyntaxError``. It was rejected in favour of viewing this as a programming style issue, to be handled by linters and :pep:`8`."],
                  "the earlier proposal was PEP 601; PEP 654 is except*"),
                S("Most of the usages are incorrect, and introduce unintended exception-swallowing bugs.",
                  "verbatim",
                  ["- Most of the usages are incorrect, and introduce unintended exception-swallowing bugs."],
                  "bullet copied as is"),
                O("It is hard to argue with a language change backed by this much real-world evidence.",
                  "opinion", "evaluative"),
                C("The maintainers who responded to the bug reports were mostly dismissive, with most of them saying the code worked as intended.",
                  "direction_flipped",
                  ["Finally, the author responses were overwhelmingly positive. Of the 40 responses received within two weeks, 35 acknowledged the issue, 15 of which also created a PR to fix it. Only two thought that the code is fine as it is, and three stated that the code is no longer maintained so they will not look into it."],
                  "responses were overwhelmingly positive; only two said fine as is"),
                S("A suggestion to change the semantics so that an in-flight exception takes precedence over the control flow statement was considered and rejected.",
                  "paraphrase",
                  [("It `was suggested", "in-flight exception takes precedence over them."),
                   "This was rejected for two reasons."],
                  "reworded Rejected Ideas entry"),
                N("The analysis shows that linters flagging the pattern are the reason it has become so rare.",
                  "overclaim", "source: 'This could be thanks to the linters' (a possibility)"),
            ]),
            ("Rust RFC 1328: a global panic handler", R1328, [
                S("By default a panicking Rust thread prints the panic argument plus the file and line it came from to standard error, and this RFC lets user code swap that logic for custom handlers.",
                  "paraphrase",
                  [("When a thread panics in Rust, the unwinding runtime currently prints a message", "custom handlers that will run before unwinding begins.")],
                  "reworded summary"),
                S("The default behaviour suits some programs poorly: command-line tools do not want stray panic messages in their output, and GUI programs may have no standard error attached at all.",
                  "summary",
                  [("The default behavior is not always ideal for all programs:", "internal error dialog to the user.")],
                  "condenses the motivation list"),
                C("If a thread panics while it is already panicking, the panic handler is invoked a second time before the process aborts.",
                  "negated",
                  ["If a thread panics while panicking (a \"double panic\"), the panic handler will *not* be invoked and the process will abort."],
                  "handler is NOT invoked on a double panic"),
                S("The take_handler method exists to allow for handlers to \"chain\" by closing over the previous handler and calling into it.",
                  "verbatim",
                  ["The `take_handler` method exists to allow for handlers to \"chain\" by closing over the previous handler and calling into it:"],
                  "sentence copied without markup"),
                N("The RFC warns that adding panic infrastructure will inevitably lead programmers to use panics for ordinary control flow.",
                  "overclaim", "source: it 'becomes more attractive' to do so"),
                S("Because it is a single global resource, the panic handler should be set by applications rather than libraries, most likely early during startup.",
                  "paraphrase",
                  ["This is obviously a racy operation, but as a single global resource, the global panic handler should only be adjusted by applications rather than libraries, most likely early in the startup process."],
                  "reworded"),
                S("The older, unstable registration API had several problems, among them a fixed but unspecified number of handlers that could never be unregistered and raw function pointers instead of closures.",
                  "summary",
                  [("The standard library [previously", "The callbacks were raw function pointers rather than closures.")],
                  "condenses the list of old-API issues"),
                O("It is a sensible, narrowly scoped design that leaves room to grow without committing to too much up front.",
                  "opinion", "evaluative"),
                S("Although location always returns Some today, it is typed as an Option so that crates might one day be compiled without location metadata to save binary size.",
                  "paraphrase",
                  ["Note that `location` will always return `Some` in the current implementation. It returns an `Option` to hedge against possible future changes to the panic system that would allow a crate to be compiled with location metadata removed to minimize binary size."],
                  "reworded"),
                N("These functions were later stabilised in the standard library as std::panic::set_hook and take_hook.",
                  "unstated_detail", "later naming/stabilisation is not in the RFC"),
            ]),
        ],
    ),
]


def main():
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    rows = []
    for i, d in enumerate(DRAFTS, 1):
        name = f"drafts/draft-{i:02d}.md"
        out = [f"# {d['title']}", ""]
        n = 0
        for heading, doc, items in d["sections"]:
            out += [f"## {heading}", ""]
            for it in items:
                n += 1
                out += [it["claim"], ""]
                rats = [cut(doc, r) for r in it["rat"]]
                rows.append(dict(
                    claim=it["claim"], draft=name, paragraph=n,
                    label=it["label"], rationale=rats,
                    doc_ids_files=[doc] if rats else [],
                    kind=it["kind"], note=it["note"]))
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write("\n".join(out).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(DRAFTS)} drafts, {len(rows)} rows")


if __name__ == "__main__":
    main()
