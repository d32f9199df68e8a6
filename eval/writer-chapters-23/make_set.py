#!/usr/bin/env python3
"""Hand-written spec for the writer-chapters-23 held-out set.

Each draft pairs one Python PEP with one Rust RFC on a shared theme.  Every
paragraph is one claim; every claim carries a label, a kind, a short note and
(for supports / contradicts) rationale anchors.  Anchors are copied from the raw
source file; they are matched with flexible whitespace and the exact raw
substring found in the file is what goes into gold.jsonl.

Run:  python3 make_set.py   (writes drafts/draft-0N.md and gold.jsonl)
"""
import json
import os
import re
import sys

CORPUS = "/work/shared/corpora/real-prose"
HERE = os.path.dirname(os.path.abspath(__file__))

S, C, N, O = "supports", "contradicts", "not_supported", "opinion"


def item(label, kind, claim, anchors=(), note=""):
    return {"label": label, "kind": kind, "claim": claim,
            "anchors": list(anchors), "note": note}


DRAFTS = [
    # ------------------------------------------------------------------ 01
    {
        "file": "draft-01.md",
        "title": "Pressing Pause: Freezes and Final Conventions",
        "theme": "Stabilising a language: freezing change and making conventions official",
        "sections": [
            {
                "heading": "PEP 3003: Python's Language Moratorium",
                "doc": "python-peps/pep-3003.rst",
                "items": [
                    item(O, "framing",
                         "Before getting to the Rust side, it is worth slowing down and looking at what this Python document actually asks of its community.",
                         note="Scene-setting; nothing to check."),
                    item(S, "paraphrase",
                         "The PEP proposes a temporary suspension of every change to Python's syntax, semantics and built-ins, lasting at least two years from the release of Python 3.1.",
                         ["This PEP proposes a temporary moratorium (suspension) of all changes to the Python language syntax, semantics, and built-ins for a period of at least two years from the release of Python 3.1."],
                         note="Reworded abstract sentence."),
                    item(C, "number_changed",
                         "Python 3.2, expected to ship some 12 to 18 months after 3.1, would fall entirely within the moratorium.",
                         ["moratorium would include Python 3.2 (to be released 18-24 months after 3.1)"],
                         note="Source says 18-24 months, not 12 to 18."),
                    item(C, "wrong_agent",
                         "According to the rationale, the moratorium idea was first floated by Brett Cannon on the python-ideas mailing list.",
                         ["This idea was proposed by Guido van Rossum on the python-ideas [1]_ mailing list."],
                         note="Proposed by Guido van Rossum; Brett Cannon is a co-author, not the proposer."),
                    item(S, "summary",
                         "Several areas stay open to change during the freeze, including the C API, the standard library, backports of 3.x features to 2.x, and import semantics.",
                         ["""Allowed to Change
-----------------

* C API
    It is entirely acceptable to change the underlying C code of
    CPython as long as other restrictions of this moratorium are not
    broken. E.g. removing the GIL would be fine assuming certain
    operations that are currently atomic remain atomic.
* The standard library
    As the standard library is not directly tied to the language
    definition it is not covered by this moratorium.
* Backports of 3.x features to 2.x
    The moratorium only affects features that would be new in 3.x.
* Import semantics"""],
                         note="Condenses the short 'Allowed to Change' list."),
                    item(S, "verbatim",
                         "This moratorium does not allow for exceptions: once accepted, any pending changes to the syntax or semantics of the language will be postponed until the moratorium is lifted.",
                         ["This moratorium does not allow for exceptions -- once accepted, any pending changes to the syntax or semantics of the language will be postponed until the moratorium is lifted."],
                         note="Near word for word; dash replaced by colon."),
                    item(N, "overclaim",
                         "The retroactive rule ensures that no feature could ever be smuggled into the CPython source tree while the moratorium was being debated.",
                         note="Source: the rule 'is intended to avoid' features being rushed or smuggled in; 'ensures ... could ever' is stronger."),
                    item(S, "paraphrase",
                         "Under the freeze the grammar file becomes essentially immutable, with fixes for ambiguities as the only exception.",
                         ["The grammar file essentially becomes immutable apart from ambiguity fixes."],
                         note="Reworded."),
                    item(O, "opinion",
                         "Pairing a hard freeze with a short list of case-by-case exemptions strikes me as a pragmatic compromise rather than a bureaucratic one.",
                         note="Evaluative; mentions the (real) case-by-case exemptions."),
                    item(C, "negated",
                         "New imports from the future module remain permitted during the freeze, since they act only as a compiler directive.",
                         ["""* New __future__ imports
    These are explicitly forbidden, as they effectively change the language
    syntax and/or semantics (albeit using a compiler directive)."""],
                         note="Source: new __future__ imports are explicitly forbidden."),
                ],
            },
            {
                "heading": "RFC 430: Finalizing Rust's Naming Conventions",
                "doc": "rust-rfcs/0430-finalizing-naming-conventions.md",
                "items": [
                    item(S, "paraphrase",
                         "The RFC sets out to tweak and make official a handful of long-standing de facto conventions, notably capitalization, underscores and the role of the unwrap method.",
                         ["This conventions RFC tweaks and finalizes a few long-running de facto conventions, including capitalization/underscores, and the role of the `unwrap` method."],
                         note="Reworded summary sentence."),
                    item(C, "direction_flipped",
                         "For acronyms, the RFC prefers keeping them fully capitalized inside UpperCamelCase names, writing UUID rather than Uuid.",
                         ["In `UpperCamelCase`, acronyms count as one word: use `Uuid` rather than `UUID`."],
                         note="Preference reversed: source says Uuid rather than UUID."),
                    item(S, "summary",
                         "In the RFC's table, statics and constants take SCREAMING_SNAKE_CASE, type parameters a concise UpperCamelCase name that is usually a single uppercase letter, and lifetimes something short and lowercase.",
                         ["""| Static variables | `SCREAMING_SNAKE_CASE` |
| Constant variables | `SCREAMING_SNAKE_CASE` |
| Type parameters | concise `UpperCamelCase`, usually single uppercase letter: `T` |
| Lifetimes | short, lowercase: `'a` |"""],
                         note="Condenses four contiguous table rows."),
                    item(N, "unstated_detail",
                         "Compiler lints such as non_camel_case_types warn when code strays from the capitalization rules the RFC lays down.",
                         note="The RFC never mentions lints or compiler enforcement."),
                    item(S, "verbatim",
                         "In snake_case or SCREAMING_SNAKE_CASE, a word should never consist of a single letter unless it is the last word.",
                         ["In `snake_case` or `SCREAMING_SNAKE_CASE`, a \"word\" should never consist of a single letter unless it is the last \"word\"."],
                         note="Word for word minus backticks and quotes."),
                    item(S, "paraphrase",
                         "The RFC points out that for some types, like BufferedReader, unwrap can never panic, whereas on Option and Result it is akin to asserting Some or Ok.",
                         ["Part of the problem is that for some types (e.g. `BufferedReader`), `unwrap` will never panic; but for `Option` and `Result` calling `unwrap` is akin to asserting that the value is `Some`/`Ok`."],
                         note="Reworded."),
                    item(S, "summary",
                         "Alternative names such as assert, ensure, expect and unwrap_or_panic had all been floated for the Option and Result version, without any clear consensus emerging.",
                         ["There's basic agreement that we should have an unambiguous term for the `Option`/`Result` version of `unwrap`. Proposals have included `assert`, `ensure`, `expect`, `unwrap_or_panic` and others; see the links above for extensive discussion. No clear consensus has emerged."],
                         note="Condenses three adjacent sentences."),
                    item(O, "opinion",
                         "Reserving the into_ prefix for conversions that cannot panic is the sort of small, boring rule that quietly saves readers a lot of guesswork.",
                         note="Evaluative; the into_ convention it mentions is real."),
                    item(S, "paraphrase",
                         "Its way out is to keep the name unwrap on Option and Result, and to rename the other unwrap methods so they follow conversion conventions.",
                         ["This RFC proposes a simple way out: continue to call the methods `unwrap` for `Option` and `Result`, and rename *other* uses of `unwrap` to follow conversion conventions."],
                         note="Reworded."),
                    item(N, "overclaim",
                         "The RFC requires that multiple numbers in an UpperCamelCase name always be separated by an underscore, as in Windows10_1709.",
                         note="Source: numbers 'can be separated by a _ for clarity'; 'requires ... always' is stronger."),
                ],
            },
        ],
    },
    # ------------------------------------------------------------------ 02
    {
        "file": "draft-02.md",
        "title": "Who Holds the Pointer?",
        "theme": "Safe access to memory: locked buffers and non-panicking slicing",
        "sections": [
            {
                "heading": "PEP 298: The Locked Buffer Interface",
                "doc": "python-peps/pep-0298.rst",
                "items": [
                    item(O, "framing",
                         "Any system that lets native code touch an object's memory eventually has to decide who may hold the pointer, and for how long.",
                         note="Scene-setting for the theme; nothing specific to check."),
                    item(S, "summary",
                         "PEP 298 proposes a locked buffer interface, an extension to the buffer interface meant to avoid the flaws of the old one defined in Python 2.2 and earlier.",
                         ["This PEP proposes an extension to the buffer interface called the\n'locked buffer interface'.",
                          "The locked buffer interface avoids the flaws of the 'old' buffer interface [1]_ as defined in Python versions up to and including 2.2"],
                         note="Condenses the first two abstract sentences (two-part rationale)."),
                    item(C, "negated",
                         "Memory blocks exposed this way can be accessed only while holding the global interpreter lock.",
                         ["The memory blocks can be accessed without holding the global interpreter lock."],
                         note="Source: accessible without holding the GIL."),
                    item(S, "paraphrase",
                         "Once a client retrieves the buffer, the object enters a locked state in which that memory may not be freed, resized or reallocated.",
                         ["Retrieving a buffer from an object puts this object in a locked state during which the buffer may not be freed, resized, or reallocated."],
                         note="Reworded."),
                    item(S, "verbatim",
                         "The locked buffer interface omits the memory segment model which is present in the old buffer interface, so only a single memory block can be exposed.",
                         ["The locked buffer interface omits the memory segment model which is present in the old buffer interface - only a single memory block can be exposed."],
                         note="Near word for word; dash replaced by ', so'."),
                    item(N, "overclaim",
                         "The PEP demonstrates that re-fetching the pointer on every use is unsafe, because calls such as Py_DECREF always end up running arbitrary Python code.",
                         note="Source: 'seems to be dangerous' because such calls 'may trigger' arbitrary code; 'demonstrates' and 'always' are stronger."),
                    item(C, "number_changed",
                         "Guido judged a lock counter impractical for strings, since each string object would have to grow by 8 bytes to hold it.",
                         ["For strings that might be impractical because the string object would have to grow 4 bytes to hold the counter"],
                         note="Source says 4 bytes."),
                    item(S, "paraphrase",
                         "Greg Ewing doubted the interface was needed at all, arguing that the ordinary buffer interface would do if the pointer were fetched again on every use.",
                         ["Greg Ewing doubts the locked buffer interface is needed at all, he thinks the normal buffer interface could be used if the pointer is (re)fetched each time it's used."],
                         note="Reworded."),
                    item(N, "unstated_detail",
                         "The PEP was withdrawn in favour of the revised buffer protocol of PEP 3118, which later shipped with Python 3.0.",
                         note="Status is Withdrawn, but the PEP never mentions PEP 3118 or a successor."),
                    item(S, "paraphrase",
                         "The PEP itself predicts that it will probably be rejected, since nobody except its author needs it.",
                         ["This PEP will probably be rejected because nobody except the author needs it."],
                         note="Reworded."),
                ],
            },
            {
                "heading": "RFC 1679: Panic-Safe Slicing",
                "doc": "rust-rfcs/1679-panic-safe-slicing.md",
                "items": [
                    item(S, "verbatim",
                         "The RFC's goal is to add panic-safe or total alternatives to the existing panicking indexing syntax.",
                         ["Add \"panic-safe\" or \"total\" alternatives to the existing panicking indexing syntax."],
                         note="Summary line nearly word for word, with a short lead-in."),
                    item(S, "summary",
                         "It notes that get and get_mut already work as non-panicking versions of a[idx], but that range forms such as a[start..end] had no such equivalent.",
                         ["`SliceExt::get` and `SliceExt::get_mut` can be thought as non-panicking versions of the simple\nindexing syntax, `a[idx]`",
                          "However, there is no such equivalent for\n`a[start..end]`, `a[start..]`, or `a[..end]`."],
                         note="Condenses the motivation paragraph (two-part rationale)."),
                    item(O, "opinion",
                         "Filling a small, obvious gap in the slice API is exactly the kind of unglamorous work that makes a standard library pleasant to use.",
                         note="Evaluative."),
                    item(C, "direction_flipped",
                         "A new SliceIndex trait is introduced because trait implementations, unlike inherent methods, cannot be overloaded in an ad hoc way.",
                         ["Because methods cannot be overloaded in an ad-hoc manner in the same way that traits may be implemented, we introduce a `SliceIndex` trait"],
                         note="Reversed: it is methods that cannot be overloaded ad hoc, while traits can be implemented."),
                    item(S, "summary",
                         "The design makes get, get_mut and their unchecked siblings generic over both usize and ranges of usize, so that a.get(start..end) behaves like a[start..end].",
                         ["The `get`, `get_mut`, `get_unchecked`, and `get_unchecked_mut` will be made generic over `usize` as well as ranges of `usize` like slice's `Index` implementation currently is. This will allow e.g. `a.get(start..end)` which will behave analagously to `a[start..end]`."],
                         note="Condenses two adjacent sentences."),
                    item(S, "paraphrase",
                         "One drawback the RFC names is that rustdoc, which currently lists each way to index a slice, would instead show a single generic implementation.",
                         ["Documentation may suffer. Rustdoc output currently explicitly shows each of the ways you can index a slice, while there will simply be a single generic implementation with this change."],
                         note="Reworded."),
                    item(N, "overclaim",
                         "The RFC is confident the documentation cost will be negligible, since newcomers get everything they need from the doc block rather than the trait bound.",
                         note="Source: docs 'may suffer', 'may not be that bad', doc block 'seems to' give the most valuable information; claim hardens all three."),
                    item(C, "wrong_agent",
                         "The get_slice methods listed among the alternatives came from a competing RFC, and they avoided the utility trait at some cost in ergonomics.",
                         ["A previous version of this RFC introduced new `get_slice` etc methods rather than overloading\n  `get` etc. This avoids the utility trait but is somewhat less ergonomic."],
                         note="They came from a previous version of this same RFC."),
                    item(S, "paraphrase",
                         "Splitting the work into one trait per method would make stabilizing those traits more reasonable, the RFC says, but would add a lot more surface area.",
                         ["Instead of one trait amalgamating all of the required methods, we could have one trait per\n  method. This would open a more reasonable door to stabilizing those traits, but adds quite a lot\n  more surface area."],
                         note="Reworded alternative."),
                    item(O, "opinion",
                         "Of all the drawbacks, the admission that SliceIndex is tuned for exactly the methods that use it reads as refreshingly candid.",
                         note="Evaluative; the admission it mentions is real."),
                ],
            },
        ],
    },
    # ------------------------------------------------------------------ 03
    {
        "file": "draft-03.md",
        "title": "Small Syntax, Long Debates",
        "theme": "Small syntax additions: a type shorthand and byte literals",
        "sections": [
            {
                "heading": "PEP 645: Optional Types as x?",
                "doc": "python-peps/pep-0645.rst",
                "items": [
                    item(S, "paraphrase",
                         "PEP 645 proposed a question-mark operator for types, so that int? could stand in for Optional[int].",
                         ["This PEP proposes adding a ``?`` operator for types to allow writing ``int?`` in place of ``Optional[int]``."],
                         note="Reworded abstract."),
                    item(S, "summary",
                         "It was withdrawn because PEP 604's T|None already offered a fine alternative without new syntax, and because T? means something closer to NotRequired in TypeScript.",
                         ["The notation ``T|None`` introduced by :pep:`604` to write ``Optional[T]`` is a\nfine alternative to ``T?`` and does not require new syntax.",
                          "Using ``T?`` to mean ``T|None`` is also inconsistent with TypeScript\nwhere it roughly means ``NotRequired[T]``."],
                         note="Condenses the withdrawal notice (two-part rationale)."),
                    item(C, "wrong_agent",
                         "The withdrawal reflected the consensus of the Python steering council and the PEP's sponsor.",
                         ["The above represents the consensus of\n`typing-sig <https://mail.python.org/archives/list/typing-sig@python.org/>`_\nand the sponsor of this PEP."],
                         note="Consensus was typing-sig's, not the steering council's."),
                    item(C, "number_changed",
                         "In a small sample of five well-typed open source projects, the PEP found that on average 17 percent of annotations included at least one optional type.",
                         ["In a small sampling of `5 well-typed open\nsource projects, on average 7% of annotations\n<https://gist.github.com/MaggieMoss/fd8dfe002b2702fae243dbf81a62624e>`_ included at least one optional type."],
                         note="Source says 7%."),
                    item(N, "overclaim",
                         "The PEP argues that its postfix syntax would be immediately familiar to every Python developer, since C#, TypeScript and Swift all use it.",
                         note="Source: Python developers are 'likely already familiar'; 'every' and 'immediately' are stronger."),
                    item(S, "verbatim",
                         "The new optional syntax should be accepted for function, variable, attribute and parameter annotations.",
                         ["The new optional syntax should be accepted for function, variable, attribute and parameter annotations."],
                         note="Word for word."),
                    item(O, "opinion",
                         "Given how neatly T|None already reads, the withdrawal feels like the right call rather than a loss.",
                         note="Evaluative; mentions the real T|None alternative."),
                    item(S, "summary",
                         "Under the specification, int? would be equal and even identical to typing.Optional[int], and equivalent to a union of int with None.",
                         ["The new optional syntax should be equivalent to the existing typing.Optional syntax",
                          "The new optional syntax should have the same identity as the existing typing.Optional syntax.",
                          "It should also be equivalent to a Union with None."],
                         note="Condenses three specification statements (three-part rationale)."),
                    item(N, "unstated_detail",
                         "The PEP targeted Python 3.10, the same release that shipped the PEP 604 union syntax.",
                         note="The PEP names no target Python version and no release for PEP 604."),
                    item(S, "paraphrase",
                         "Because the question mark was unused anywhere in Python's syntax, the PEP describes itself as fully backwards compatible.",
                         ["``?`` is currently unused in Python syntax, therefore this PEP is fully backwards compatible."],
                         note="Reworded."),
                ],
            },
            {
                "heading": "RFC 69: ASCII Byte Literals",
                "doc": "rust-rfcs/0069-ascii-literals.md",
                "items": [
                    item(O, "framing",
                         "Over on the Rust side, the story moves from type annotations to the humble business of writing bytes in source code.",
                         note="Scene-setting transition; nothing to check."),
                    item(S, "paraphrase",
                         "RFC 69 adds ASCII byte literals and byte string literals to Rust, modelled on the existing Unicode character and string literals.",
                         ["Add ASCII byte literals and ASCII byte string literals to the language,\nsimilar to the existing (Unicode) character and string literals."],
                         note="Reworded."),
                    item(S, "verbatim",
                         "Programs dealing with text usually should use Unicode, represented in Rust by the str and char types.",
                         ["Programs dealing with text usually should use Unicode,\nrepresented in Rust by the `str` and `char` types."],
                         note="Word for word minus backticks."),
                    item(S, "summary",
                         "Its motivating examples are HTTP, where parts of one request or response can use different encodings, and PDF, which is mostly ASCII but can embed UTF-16 strings and raw binary.",
                         ["For example, the HTTP protocol was originally defined as Latin-1,\nbut in practice different pieces of the same request or response\ncan use different encodings.",
                          "The PDF file format is mostly ASCII,\nbut can contain UTF-16 strings and raw binary data."],
                         note="Condenses two adjacent example sentences (two-part rationale)."),
                    item(C, "direction_flipped",
                         "In these literals, a two-digit hex escape stands for a code point rather than a single byte.",
                         ["`'\\x5c' 'x' hex_digit 2` escapes represent a single byte rather than a code point."],
                         note="Reversed: hex escapes represent a single byte rather than a code point."),
                    item(S, "paraphrase",
                         "The RFC admits the language becomes slightly more complex, though it expects that complexity to stay confined to the parser.",
                         ["The language becomes slightly more complex,\nalthough that complexity should be limited to the parser."],
                         note="Reworded drawback."),
                    item(C, "negated",
                         "Both kinds of Unicode escape, the four-digit and eight-digit forms, remain allowed inside the new byte literals.",
                         ["* `'\\x5c' 'u' hex_digit 4` and `'\\x5c' 'U' hex_digit 8` escapes are not allowed."],
                         note="Source: these escapes are not allowed."),
                    item(N, "overclaim",
                         "The RFC argues that assuming UTF-8 is never appropriate when working with bytes, which is why code points map to bytes of the same value.",
                         note="Source: assuming UTF-8 'is not always appropriate'; 'never' is stronger."),
                    item(S, "paraphrase",
                         "By its own account the RFC was written to match Python's syntax, though a different prefix or a u8 suffix would have been possible variations.",
                         ["This RFC was written to align the syntax with Python,\nbut there could be many variations such as using a different prefix (maybe `a` for ASCII),\nor using a suffix instead (maybe `u8`, as in integer literals)."],
                         note="Reworded."),
                    item(O, "opinion",
                         "The unresolved questions, from raw byte strings to the fate of the bytes macro, read like a sensible to-do list rather than loose ends.",
                         note="Evaluative; the unresolved questions it mentions are real."),
                ],
            },
        ],
    },
    # ------------------------------------------------------------------ 04
    {
        "file": "draft-04.md",
        "title": "Names in the Right Place",
        "theme": "Names and bindings: rebinding outer names and constants with no name",
        "sections": [
            {
                "heading": "PEP 3104: Access to Names in Outer Scopes",
                "doc": "python-peps/pep-3104.rst",
                "items": [
                    item(S, "paraphrase",
                         "Before this PEP, Python code could read a name in any enclosing scope but could rebind names only locally or, through a global declaration, at module level.",
                         ["Currently, Python code can refer to a name in any enclosing scope,\nbut it can only rebind names in two scopes: the local scope (by\nsimple assignment) or the module-global scope (using a ``global``\ndeclaration)."],
                         note="Reworded abstract."),
                    item(S, "summary",
                         "The PEP recounts that before version 2.1 Python, like C, had only global and local scopes, and that 2.1 made names bound in all enclosing scopes visible.",
                         ["Before version 2.1, Python's treatment of scopes resembled that of\nstandard C: within a file there were only two levels of scope, global\nand local.",
                          "Python 2.1 moved closer to static nested scoping by making visible\nthe names bound in all enclosing scopes"],
                         note="Condenses the history (two-part rationale)."),
                    item(S, "paraphrase",
                         "Its scoreboard example shows the problem: a nested increment function cannot update the outer score variable and fails with UnboundLocalError.",
                         ["following code, intended to display a number that can be incremented\nand decremented by clicking buttons, doesn't work as someone familiar\nwith lexical scoping might expect",
                          "score = score + step  # fails with UnboundLocalError"],
                         note="Describes the example (two-part rationale)."),
                    item(C, "direction_flipped",
                         "The PEP points out that in most other nested-scope languages a declaration widens the scope of an existing name rather than narrowing it.",
                         ["In\nmost other languages, a declaration contracts the scope of an\nexisting name"],
                         note="Reversed: declarations contract (narrow) the scope."),
                    item(O, "opinion",
                         "The PEP's survey of candidate spellings, from outer to borrow, is more entertaining than most standards documents have any right to be.",
                         note="Evaluative; outer and borrow are both among the listed spellings."),
                    item(S, "summary",
                         "The PEP notes that outer was already used as a variable and attribute name in the standard library, while global carried the conflicting sense of top-level scope.",
                         ["``outer`` is already used as both a\nvariable name and an attribute name in the standard library.  The\nword ``global`` has a conflicting meaning, because \"global variable\"\nis generally understood to mean a variable with top-level scope [27]_."],
                         note="Condenses two adjacent sentences."),
                    item(S, "verbatim",
                         "While nonlocal is a bit long and less pleasant-sounding than some of the other options, it does have precisely the correct meaning: it declares a name not local.",
                         ["While ``nonlocal`` is a bit long\nand less pleasant-sounding than some of the other options, it does\nhave precisely the correct meaning: it declares a name not local."],
                         note="Word for word minus markup."),
                    item(N, "unstated_detail",
                         "The nonlocal statement shipped with Python 3.0, which was released to the public in December 2008.",
                         note="Header gives Python-Version 3.0, but the PEP never gives a release date."),
                    item(S, "paraphrase",
                         "If no binding for the name exists in an enclosing scope, the compiler raises a SyntaxError for the nonlocal declaration.",
                         ["If there is no pre-existing binding in an enclosing scope, the\ncompiler raises a SyntaxError."],
                         note="Reworded."),
                    item(C, "number_changed",
                         "A scan of the standard library found 21 files that would break if global were reused as the outer-scope keyword.",
                         ["there\nare 18 files in the standard library that would break as a result\nof such a change"],
                         note="Source says 18 (the list shows 21 names, three marked 'not counted')."),
                ],
            },
            {
                "heading": "RFC 2526: Constants Named Underscore",
                "doc": "rust-rfcs/2526-const-wildcard.md",
                "items": [
                    item(O, "framing",
                         "Rust's contribution to this chapter comes at names from the opposite direction.",
                         note="Scene-setting transition; nothing to check."),
                    item(S, "paraphrase",
                         "RFC 2526 lets a constant be assigned to an underscore, as in const _: TYPE = VALUE, mirroring the familiar let _ = VALUE.",
                         ["Allow assigning constants to `_`, as in `const _: TYPE = VALUE`, analogous to\n`let _ = VALUE`."],
                         note="Reworded summary."),
                    item(N, "overclaim",
                         "The RFC claims const _ would make every pattern of this kind used today more ergonomic, from custom derives to assertion macros.",
                         note="Source: 'a number of patterns used today'; 'every' is stronger."),
                    item(S, "summary",
                         "The motivation is that type-checking tricks in custom derives need a unique identifier, and any chosen name risks colliding with one the user already has.",
                         ["The ability to ensure that code type checks while discarding the result is\nuseful, especially in custom derives.",
                          "Unfortunately, this requires coming up with a unique identifier to assign to.\nThis is error-prone because no matter what identifier is chosen, there's always\na possibility that a user will have already used the same identifier in their\ncode."],
                         note="Condenses the motivation (two-part rationale)."),
                    item(C, "negated",
                         "Like let _, a const _ item introduces no new binding, and its right-hand side is never evaluated at compile time.",
                         ["Just like `let _`, this\ndoesn't introduce any new bindings, but still evaluates the rvalue at compile\ntime like any other constant."],
                         note="Source: the rvalue is still evaluated at compile time."),
                    item(S, "verbatim",
                         "The rules around constant identifiers are made somewhat more complicated, as is the compiler logic for handling them.",
                         ["The rules around constant identifiers are made somewhat more complicated, as is\nthe compiler logic for handling them."],
                         note="Word for word."),
                    item(O, "opinion",
                         "Swapping the underscore for a freshly generated identifier behind the scenes is the kind of quiet compiler trick that makes a feature feel obvious in hindsight.",
                         note="Evaluative; the fresh-identifier rule it mentions is real."),
                    item(C, "wrong_agent",
                         "One alternative the RFC lists is giving the compiler's type checker an API that fetches a new, globally unique identifier.",
                         ["We could provide procedural macros with an API that fetches a new,\n  globally-unique identifier."],
                         note="The API would be given to procedural macros."),
                    item(S, "paraphrase",
                         "The RFC says Rust will likely want fully general pattern matching for constants one day, as with let bindings, but leaves that design to a future RFC.",
                         ["Eventually, we will likely want to support fully general pattern matching just\nlike in `let` bindings",
                          "However, this RFC leaves the\ndetails of such a design up to a future RFC."],
                         note="Reworded (two-part rationale)."),
                    item(N, "overclaim",
                         "In Go, the RFC explains, var _ bindings exist solely to check that a type implements a particular interface.",
                         note="Source: that syntax 'is often used' for this; 'exist solely' is stronger."),
                ],
            },
        ],
    },
    # ------------------------------------------------------------------ 05
    {
        "file": "draft-05.md",
        "title": "Knobs and Switches",
        "theme": "Configuration: an embedding config API and a target ABI cfg",
        "sections": [
            {
                "heading": "PEP 741: A Configuration C API for Python",
                "doc": "python-peps/pep-0741.rst",
                "items": [
                    item(O, "framing",
                         "This chapter is about configuration, starting with how a program that embeds Python tells the interpreter what it wants.",
                         note="Scene-setting; nothing to check."),
                    item(S, "paraphrase",
                         "PEP 741 adds a C API for configuring Python's initialization that does not rely on C structures, leaving room for ABI-compatible changes later.",
                         ["Add a C API to configure the Python initialization without relying on C\nstructures and the ability to make ABI-compatible changes in the future."],
                         note="Reworded abstract."),
                    item(C, "wrong_agent",
                         "Cython asked for a C API to set options such as optimization_level, verbose and inspect while Python is running.",
                         ["`Marc-André Lemburg requested\n<https://discuss.python.org/t/fr-allow-private-runtime-config-to-enable-extending-without-breaking-the-pyconfig-abi/18004/34>`__\na C API to **set** the value of some configuration options at runtime:"],
                         note="The runtime-set request came from Marc-Andre Lemburg; Cython only needs to get optimization_level."),
                    item(S, "summary",
                         "The PEP traces the four members duplicated between PyPreConfig and PyConfig, such as dev_mode and isolated, to the structures being separate while preinitialization needs some PyConfig members.",
                         ["Both structures\nhave four duplicated members: ``dev_mode``, ``parse_argv``, ``isolated``\nand ``use_environment``.",
                          "The redundancy is caused by the fact that the two structures are\nseparated, whereas some ``PyConfig`` members are needed by the\npreinitialization."],
                         note="Condenses two adjacent paragraphs (two-part rationale)."),
                    item(S, "verbatim",
                         "The C API uses null-terminated UTF-8 encoded strings to refer to a configuration option name.",
                         ["The C API uses null-terminated UTF-8 encoded strings to refer to a\nconfiguration option name."],
                         note="Word for word."),
                    item(N, "unstated_detail",
                         "Victor Stinner, the PEP's author, had also written PEP 587, the earlier initialization configuration API that this one builds on.",
                         note="The header names Stinner as author of PEP 741; the PEP never says who wrote PEP 587."),
                    item(S, "paraphrase",
                         "The PEP also defines read-only options, which PyConfig_Get can read but PyConfig_Set is not able to change.",
                         ["Following options can be get by ``PyConfig_Get()``, but cannot be set by\n``PyConfig_Set()``."],
                         note="Reworded."),
                    item(C, "number_changed",
                         "Python 3.13 has only around 26 configuration options, the PEP argues, so looking options up by string rather than integer is not a real performance problem.",
                         ["Python 3.13 only has around 62 configuration options, and so performance\nis not really a blocker issue."],
                         note="Source says around 62."),
                    item(S, "paraphrase",
                         "One problem the PEP sees with supplying configuration as text is that generating it means quoting and escaping strings, which makes formatting a list of strings non-trivial.",
                         ["The problem is that generating such configuration text requires adding\nquotes to strings and to escape quotes in strings. Formatting an array\nof strings becomes non-trivial."],
                         note="Reworded."),
                    item(N, "overclaim",
                         "Using integers to identify options would inevitably cause conflicts between custom options, the PEP argues.",
                         note="Source: custom options are 'more likely to cause conflicts' with integers; 'inevitably' is stronger."),
                ],
            },
            {
                "heading": "RFC 2992: The target_abi cfg",
                "doc": "rust-rfcs/2992-cfg-target-abi.md",
                "items": [
                    item(S, "summary",
                         "RFC 2992 proposes a new cfg called target_abi, describing aspects of the target's ABI, plus a matching CARGO_CFG_TARGET_ABI environment variable for parity with the others.",
                         ["This proposes a new `cfg`: `target_abi`, which specifies certain aspects of the\ntarget's [Application Binary Interface (ABI)][abi]. This also adds a\n`CARGO_CFG_TARGET_ABI` environment variable for parity with other\n`CARGO_CFG_TARGET_*` variables."],
                         note="Condenses the two summary sentences."),
                    item(S, "summary",
                         "Some targets differ only in their ABI: ios combined with the macabi ABI means Mac Catalyst, while the plain x86_64-apple-ios target is for the iOS simulator.",
                         ["Certain targets are only differentiated by their ABI. For example: the `ios` OS\nin combination with the `macabi` ABI denotes targeting Mac Catalyst (iOS on\nmacOS). The non-`macabi` `x86_64-apple-ios` target is not for Mac Catalyst and\ninstead is for the iOS simulator"],
                         note="Condenses three adjacent sentences."),
                    item(C, "negated",
                         "The new key would work in ordinary cfg checks, though the RFC notes it could not be used inside a cfg_attr attribute.",
                         ["This configuration option would also be usable as\n`#[cfg_attr(target_abi = \"...\", attr)]`."],
                         note="Source: the option would also be usable in cfg_attr."),
                    item(O, "opinion",
                         "Using Mac Catalyst and AppKit as the running example makes an abstract cfg key feel concrete and immediately useful.",
                         note="Evaluative; the Mac Catalyst / AppKit example is real."),
                    item(S, "verbatim",
                         "Adding a build script increases compile time and makes a crate incompatible with certain build systems.",
                         ["Adding a build script increases compile time and makes a crate incompatible\n  with certain build systems."],
                         note="Word for word (first of two identical occurrences)."),
                    item(C, "direction_flipped",
                         "Checking TARGET is error prone, the RFC says, mainly because target_env often follows the ABI without any separation.",
                         ["Checking `TARGET` is error prone, mainly because the ABI often follows\n  `target_env` without separation."],
                         note="Order reversed: the ABI follows target_env."),
                    item(S, "paraphrase",
                         "For an embedded ABI such as gnueabihf, target_env would be defined as gnu and target_abi as eabihf.",
                         ["Embedded ABIs such as `gnueabihf` will define\n`target_env` as `\"gnu\"` and `target_abi` as `\"eabihf\"`."],
                         note="Reworded."),
                    item(N, "unstated_detail",
                         "The target_abi cfg was eventually stabilized in Rust 1.78, several years after the RFC was written.",
                         note="The RFC says nothing about stabilization or any Rust release."),
                    item(S, "paraphrase",
                         "The RFC concedes that, like other cfgs, target_abi can be manipulated at build time into a value that does not match the real target.",
                         ["Like other `cfg`s, this can be manipulated at build time to be a value that\n  mismatches the actual target."],
                         note="Reworded."),
                    item(O, "opinion",
                         "At barely a page long, the RFC is a model of how small a genuinely useful proposal can be.",
                         note="Evaluative; the length remark is loosely factual."),
                ],
            },
        ],
    },
    # ------------------------------------------------------------------ 06
    {
        "file": "draft-06.md",
        "title": "Making the Special Case Ordinary",
        "theme": "Making a special case behave like the ordinary case: main modules and intrinsics",
        "sections": [
            {
                "heading": "PEP 366: Relative Imports from the Main Module",
                "doc": "python-peps/pep-0366.rst",
                "items": [
                    item(O, "framing",
                         "Every language has corners where the thing you run directly behaves a little differently from the thing you import, and Python is no exception.",
                         note="Scene-setting; nothing specific to check."),
                    item(S, "paraphrase",
                         "The PEP offers a backwards-compatible fix so that modules run as scripts from inside a package can still use explicit relative imports.",
                         ["This PEP proposes a backwards compatible mechanism that permits\nthe use of explicit relative imports from executable modules within\npackages."],
                         note="Reworded."),
                    item(S, "summary",
                         "Such imports failed because of an awkward interaction between PEP 328 and PEP 338, and a new module-level attribute makes them work automatically under the -m switch.",
                         ["Such imports currently fail due to an awkward interaction\nbetween :pep:`328` and :pep:`338`.",
                          "By adding a new module level attribute, this PEP allows relative imports\nto work automatically if the module is executed using the ``-m`` switch."],
                         note="Condenses the abstract (two-part rationale)."),
                    item(C, "wrong_agent",
                         "As with a module's name, the PEP makes the runpy module responsible for setting the new package attribute on every imported module.",
                         ["As with the current ``__name__`` attribute, setting ``__package__`` will\nbe the responsibility of the :pep:`302` loader used to import a module."],
                         note="It is the PEP 302 loader's job; runpy sets it only for modules it executes."),
                    item(S, "paraphrase",
                         "When a main module is run by its filename, the package attribute is set to None, so a little boilerplate is needed before the first relative import.",
                         ["When the main module is specified by its filename, then the\n``__package__`` attribute will be set to ``None``. To allow\nrelative imports when the module is executed directly, boilerplate\nsimilar to the following would be needed before the first relative\nimport statement::"],
                         note="Reworded."),
                    item(S, "verbatim",
                         "The boilerplate has the advantage that this change need only be made once per file, regardless of the number of relative imports.",
                         ["It has the advantage that this change need only be made\nonce per file, regardless of the number of relative imports."],
                         note="Near word for word ('It' becomes 'The boilerplate')."),
                    item(C, "negated",
                         "The PEP does not permit setting the package attribute to the empty string, so tools like runpy must special-case top-level modules.",
                         ["Note that setting ``__package__`` to the empty string explicitly is\npermitted, and has the effect of disabling all relative imports from\nthat module (since the import machinery will consider it to be a\ntop level module in that case). This means that tools like ``runpy``\ndo not need to provide special case handling for top level modules\nwhen setting ``__package__``."],
                         note="Source: explicitly permitted, so runpy needs no special case."),
                    item(O, "opinion",
                         "Caching the package name so relative imports get fractionally faster is a nice bonus for what is otherwise a modest bug fix.",
                         note="Evaluative; the caching speed-up it mentions is real."),
                    item(N, "unstated_detail",
                         "In later Python versions, the module spec objects introduced by PEP 451 took over much of the role this new attribute played.",
                         note="The PEP never mentions PEP 451 or module specs."),
                    item(S, "paraphrase",
                         "The PEP notes that PEP 3122, which would have changed how the main module is identified, was rejected as too costly in compatibility for a fairly minor bug.",
                         [":pep:`3122` proposed addressing this problem by changing the way\nthe main module is identified. That's a significant compatibility cost\nto incur to fix something that is a pretty minor bug in the overall\nscheme of things, and the PEP was rejected [3]_."],
                         note="Reworded."),
                ],
            },
            {
                "heading": "RFC 8: Intrinsics as Ordinary Functions",
                "doc": "rust-rfcs/0008-new-intrinsics.md",
                "items": [
                    item(S, "paraphrase",
                         "A note at the top records that the RFC was never implemented and has been retired, though its design may still prove useful.",
                         ["**Note: this RFC was never implemented and has been retired. The\ndesign may still be useful in the future"],
                         note="Reworded."),
                    item(S, "summary",
                         "Intrinsics must be wrapped to act like normal functions, which forces rustc to inline many tiny wrappers and hurts both compile times and unoptimized runtime performance.",
                         ["The way our intrinsics work forces them to be wrapped in order to\nbehave like normal functions. As a result, rustc is forced to inline a\ngreat number of tiny intrinsic wrappers, which is bad for both\ncompile-time performance and runtime performance without\noptimizations."],
                         note="Condenses two adjacent sentences."),
                    item(C, "direction_flipped",
                         "The proposal would have removed the ordinary Rust ABI for intrinsics and reused the rust-intrinsic foreign ABI instead.",
                         ["This proposal changes the way intrinsics are surfaced\nin the language so that they behave the same as normal Rust functions\nby removing the \"rust-intrinsic\" foreign ABI and reusing the \"Rust\"\nABI."],
                         note="Reversed: remove rust-intrinsic, reuse Rust."),
                    item(N, "overclaim",
                         "The RFC claims the change would entirely eliminate the compile-time cost of intrinsics.",
                         note="Source: inlining tiny wrappers is 'bad for' compile-time performance; 'entirely eliminate' is stronger."),
                    item(S, "summary",
                         "Because intrinsics carry a differently named ABI from ordinary Rust functions, an intrinsic cannot be taken as a function value, so intrinsics cannot simply be exposed as public API.",
                         ["Intrinsics have a differently-named ABI from Rust functions\n(\"rust-intrinsic\" vs. \"Rust\") though the actual ABI implementation is\nidentical.",
                          "As a result one can't take the value of an intrinsic as a\nfunction:",
                          "This incongruity means that we can't just expose the intrinsics\ndirectly as part of the public API."],
                         note="Condenses the motivation (three-part rationale)."),
                    item(O, "opinion",
                         "Even unimplemented, the RFC is a tidy example of spotting an incongruity and proposing the least surprising fix.",
                         note="Evaluative; 'unimplemented' matches the retirement note."),
                    item(S, "paraphrase",
                         "Under the design, intrinsics would be declared as extern Rust functions and marked as intrinsics with a lang attribute.",
                         ["Under this scheme intrinsics will be declared as `extern \"Rust\"` functions\nand identified as intrinsics with the `#[lang = \"...\"]` attribute:"],
                         note="Reworded."),
                    item(S, "verbatim",
                         "Currently, Rust foreign functions may not be generic; this change will require a special case that allows intrinsics to be generic.",
                         ["Currently, \"Rust\" foreign functions may not be generic; this change\nwill require a special case that allows intrinsics to be generic."],
                         note="Word for word minus the quotation marks around Rust."),
                    item(C, "number_changed",
                         "The RFC sets out four alternatives, among them a dedicated intrinsic attribute that would keep letting intrinsics be redeclared.",
                         ["""1. Instead of making intrinsics lang items we could create a slightly
different mechanism, like an `#[intrinsic]` attribute, that would
continue letting intrinsics to be redeclared.

2. While using lang items to identify intrinsics, intrinsic lang items
*could* be allowed to be redeclared.

3. We could also make "rust-intrinsic" coerce or otherwise be the same
as "Rust" externs and normal Rust functions."""],
                         note="The RFC lists three alternatives."),
                    item(N, "unstated_detail",
                         "The retired design was later partly revived, with intrinsics eventually declared as ordinary functions marked by a rustc_intrinsic attribute.",
                         note="The RFC says nothing about later revival or a rustc_intrinsic attribute."),
                ],
            },
        ],
    },
]


def find_raw(text, anchor):
    """Match anchor against text with flexible whitespace; return raw substring."""
    toks = anchor.split()
    pat = r"\s+".join(re.escape(t) for t in toks)
    m = re.search(pat, text)
    if not m:
        return None
    return m.group(0)


def main():
    problems = []
    rows = []
    sources = []
    os.makedirs(os.path.join(HERE, "drafts"), exist_ok=True)
    for d in DRAFTS:
        lines = ["# " + d["title"], ""]
        para = 0
        for sec in d["sections"]:
            doc = sec["doc"]
            sources.append(doc)
            with open(os.path.join(CORPUS, doc), encoding="utf-8") as fh:
                raw = fh.read()
            lines += ["## " + sec["heading"], ""]
            for it in sec["items"]:
                para += 1
                lines += [it["claim"], ""]
                rat = []
                for a in it["anchors"]:
                    r = find_raw(raw, a)
                    if r is None:
                        problems.append(f"{d['file']} p{para}: anchor not found: {a[:70]!r}")
                    else:
                        rat.append(r)
                rows.append({
                    "claim": it["claim"],
                    "draft": d["file"],
                    "paragraph": para,
                    "label": it["label"],
                    "rationale": rat,
                    "doc_ids_files": [doc],
                    "kind": it["kind"],
                    "note": it["note"],
                })
        with open(os.path.join(HERE, "drafts", d["file"]), "w", encoding="utf-8") as fh:
            fh.write("\n".join(lines).rstrip("\n") + "\n")
    with open(os.path.join(HERE, "gold.jsonl"), "w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "sources.txt"), "w", encoding="utf-8") as fh:
        fh.write("\n".join(sources) + "\n")
    for p in problems:
        print("PROBLEM:", p)
    print(f"wrote {len(rows)} rows, {len(DRAFTS)} drafts, {len(sources)} sources")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
