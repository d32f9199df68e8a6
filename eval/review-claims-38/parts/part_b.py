# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-38, part B (drafts 6-10).

Same format as review-claims-37's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

`kind` is "RFC" or "PEP"; `num` is the number shown in the draft's second
heading; `title` is the document title used in both headings (PEPs: the
Title: header field; Rust RFCs: the document's own opening heading where its
first non-empty line is a Markdown heading, else the file-name slug).
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# RFC 1467 (1,586 bytes) has prose of 12+ words in only three top-level
# sections: Motivation, Detailed design and Alternatives.  The Summary is one
# 10-word imperative, Drawbacks and Unresolved questions are "None.".  s2 and
# s3 are two adjacent sentences of the Detailed design (not overlapping).
DOCS.append(dict(
    path="rust-rfcs/1467-volatile.md",
    kind="RFC", num="1467", title="volatile",
    sentences=[
        dict(
            section="Motivation",
            start="Currently this is only possible",
            end="30962)).",
            reworded=("Currently, volatile access to memory-mapping I/O is only possible using unstable intrinsics, or by abusing a bug in the load and store functions on atomic types which gives them volatile semantics (rust-lang/rust#30962).",
                      "'this' -> volatile access to memory-mapping I/O (preceding sentence: 'to allow volatile access to memory-mapping I/O in stable code'); link syntax and URL dropped, the link text kept; backticks dropped"),
            paraphrase=("At present, volatile access to memory-mapping I/O can only be done with unstable intrinsics or by exploiting a bug, rust-lang/rust#30962, that gives the load and store functions of atomic types volatile semantics.",
                        "freer rewording; 'this' named from the preceding sentence; keeps 'only', both ways and the issue reference"),
            contradiction=("Currently, volatile access to memory-mapping I/O is only possible using unstable intrinsics, or by abusing a bug in the load and store functions on atomic types which gives them volatile semantics (rust-lang/rust#30926).",
                           "[number] the issue number rust-lang/rust#30962 -> #30926"),
            overclaim=("Currently, volatile access to memory-mapping I/O is only possible using unstable intrinsics, or by abusing a bug that gives every operation on atomic types volatile semantics.",
                       "scope widened: 'the load and store functions on atomic types' -> every operation on atomic types"),
            added=("Currently, volatile access to memory-mapping I/O is only possible using unstable intrinsics, or by abusing a bug in the load and store functions on atomic types, a workaround that will stop working once the bug is fixed.",
                   "added consequence (the workaround stops working once the bug is fixed) not in the RFC; 'workaround', 'stop' and 'fix' do not occur in it ('work' only in the Detailed design's 'will work the same way')"),
        ),
        dict(
            section="Detailed design",
            start="`ptr::read_volatile` and `ptr::write_volatile` will work",
            end="volatile semantics.",
            reworded=("The functions ptr::read_volatile and ptr::write_volatile will work the same way as ptr::read and ptr::write respectively, except that the memory access will be performed with volatile semantics.",
                      "'done' -> 'performed'; 'The functions' put in front to avoid a lower-case start; backticks dropped"),
            paraphrase=("Apart from doing the memory access with volatile semantics, ptr::read_volatile will behave like ptr::read and ptr::write_volatile will behave like ptr::write.",
                        "freer rewording; 'respectively' spelled out as two pairs; the exception moved to the front"),
            contradiction=("The functions ptr::read_volatile and ptr::write_volatile will work the same way as ptr::write and ptr::read respectively, except that the memory access will be done with volatile semantics.",
                           "[roles] the pairing swapped: read_volatile now works like ptr::write and write_volatile like ptr::read"),
            overclaim=("Apart from the memory access being done with volatile semantics, ptr::read_volatile and ptr::write_volatile will be identical in every respect, including performance, to ptr::read and ptr::write respectively.",
                       "'work the same way' -> identical in every respect, including performance; 'performance' and 'identical' do not occur in the RFC ('respect' only inside 'respectively')"),
            added=("The functions ptr::read_volatile and ptr::write_volatile will work the same way as ptr::read and ptr::write respectively, except that the memory access will be done with volatile semantics, so the compiler cannot optimise it away or reorder it.",
                   "added consequence (the access cannot be optimised away or reordered) not in the RFC; 'optimi', 'away', 'reorder' and 'compiler' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="The semantics of a volatile access",
            end="by LLVM.",
            reworded=("The semantics of a volatile access are already fairly well defined by both the C standard and LLVM.",
                      "'pretty' -> 'fairly'; 'by the C standard and by LLVM' -> 'by both the C standard and LLVM'"),
            paraphrase=("Both the C standard and LLVM already give a pretty good definition of what a volatile access means.",
                        "freer rewording; active voice; keeps 'already' and 'pretty'"),
            contradiction=("The semantics of a volatile access are already pretty well defined by the C standard and by GCC.",
                           "[entity] LLVM -> GCC"),
            overclaim=("The semantics of a volatile access are already fully and precisely defined by the C standard and by LLVM.",
                       "hedge removed: 'pretty well defined' -> fully and precisely defined"),
            added=("The semantics of a volatile access are already pretty well defined by LLVM and by the C standard, which has included volatile since C89.",
                   "added detail (volatile in the C standard since C89) not in the RFC; 'C89' and 'since' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="We could also stabilize",
            end="available in C.",
            reworded=("The volatile_set_memory, volatile_copy_memory and volatile_copy_nonoverlapping_memory intrinsics could also be stabilized as ptr::write_bytes_volatile, ptr::copy_volatile and ptr::copy_nonoverlapping_volatile, but these are not as widely used and are not available in C.",
                      "'We could also stabilize' made passive; backticks dropped"),
            paraphrase=("Another option is to also stabilize volatile_set_memory, volatile_copy_memory and volatile_copy_nonoverlapping_memory as ptr::write_bytes_volatile, ptr::copy_volatile and ptr::copy_nonoverlapping_volatile, although those intrinsics are used less widely and C does not offer them.",
                        "freer rewording; framed as 'Another option' (section heading Alternatives); 'not as widely used' -> used less widely; 'not available in C' -> C does not offer them"),
            contradiction=("The volatile_set_memory, volatile_copy_memory and volatile_copy_nonoverlapping_memory intrinsics could also be stabilized as ptr::write_bytes_volatile, ptr::copy_volatile and ptr::copy_nonoverlapping_volatile, but these are not as widely used, even though they are available in C.",
                           "[negation] 'are not available in C' -> are available in C"),
            overclaim=("The volatile_set_memory, volatile_copy_memory and volatile_copy_nonoverlapping_memory intrinsics could also be stabilized as ptr::write_bytes_volatile, ptr::copy_volatile and ptr::copy_nonoverlapping_volatile, but these are almost never used and are not available in C.",
                       "degree raised: 'not as widely used' -> almost never used; 'almost' and 'never' do not occur in the RFC"),
            added=("The volatile_set_memory, volatile_copy_memory and volatile_copy_nonoverlapping_memory intrinsics could also be stabilized as ptr functions, but these are not as widely used and are not available in C, so they can be left to a separate RFC later.",
                   "added plan (a separate RFC later) not in the RFC; 'separate' and 'later' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# RFC 1260 (1,558 bytes) has prose of 12+ words in only TWO top-level
# sections: Motivation and Detailed design.  The Summary is one 9-word
# sentence ("Allow a re-export of a function as entry point `main`."), and
# Drawbacks, Alternatives and Unresolved questions are each "None.".  As the
# brief allows, three sentences come from the Motivation (three separate
# paragraphs) and one from the Detailed design.
DOCS.append(dict(
    path="rust-rfcs/1260-main-reexport.md",
    kind="RFC", num="1260", title="main-reexport",
    sentences=[
        dict(
            section="Motivation",
            start="Functions and re-exports",
            end="this inconsistency.",
            reworded=("Functions and re-exports of functions usually behave the same way, but not for the program entry point main, and RFC 1260 aims to fix this inconsistency.",
                      "'This RFC' -> RFC 1260 (header); the two sentences joined; 'they do not' shortened to 'not'; backticks dropped"),
            paraphrase=("Although a function and a re-export of it normally act alike, the program entry point main is an exception, an inconsistency that the RFC sets out to remove.",
                        "freer rewording; 'usually' -> normally; 'aims to fix' -> sets out to remove"),
            contradiction=("Functions and re-exports of functions usually behave the same way, and the program entry point main is no exception.",
                           "[negation] 'but they do not for the program entry point main' -> main is no exception (the second sentence dropped, as it would no longer fit)"),
            overclaim=("Functions and re-exports of functions always behave the same way except for the program entry point main, and RFC 1260 aims to fix this inconsistency.",
                       "hedge removed and exclusivity added: 'usually behave the same way' -> always, with main the only exception; 'always' and 'except' do not occur in the RFC"),
            added=("Functions and re-exports of functions usually behave the same way, but not for the program entry point main, and RFC 1260 aims to fix this inconsistency, which mostly affects crates that generate their main function with a macro.",
                   "added detail (mostly affects crates that generate main with a macro) not in the RFC; 'macro' does not occur in it, 'generate' only in the Motivation's 'generated binary', 'crate' only in the code and the Detailed design"),
        ),
        dict(
            section="Motivation",
            start="The above mentioned inconsistency",
            end="main function.",
            reworded=("The above-mentioned inconsistency means that, for example, you currently cannot use a library's exported function as your main function.",
                      "'e.g.' -> 'for example'; hyphen added to 'above-mentioned'"),
            paraphrase=("Because of this inconsistency it is currently impossible, for instance, to make a function exported by a library serve as your main function.",
                        "freer rewording; keeps 'currently' and the example framing ('for instance')"),
            contradiction=("The above-mentioned inconsistency does not stop you from using a library's exported function as your main function today.",
                           "[negation] 'you currently cannot use' -> does not stop you from using"),
            overclaim=("The only consequence of the above-mentioned inconsistency is that you currently cannot use a library's exported function as your main function.",
                       "exclusivity added: 'means that e.g.' (one example) -> the only consequence; 'only' occurs in the RFC only in the Detailed design's 'explicitly only accepting', 'consequence' never"),
            added=("The above-mentioned inconsistency means that, for example, you currently cannot use a library's exported function as your main function, and the compiler then reports that no main function was found.",
                   "added consequence (the compiler reports that no main function was found) not in the RFC; 'compiler', 'report', 'found' and 'error' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="This is largely irrelevant",
            end="use cases.",
            reworded=("That the main attribute can also change the entry point is largely irrelevant for RFC 1260, as RFC 1260 tries to fix an inconsistency with re-exports and directly defined functions; nevertheless, the main attribute does not cover all the above-mentioned use cases.",
                      "'This' -> that the main attribute can also change the entry point (preceding sentence: 'The `#[main]` attribute can also be used to change the entry point of the generated binary.'); 'this RFC' -> RFC 1260 (header); the two sentences joined; 'it can be pointed out that' dropped; the attribute written as 'the main attribute'"),
            paraphrase=("The main attribute's ability to change the binary's entry point matters little here, since the RFC is about the inconsistency between re-exports and directly defined functions, though the attribute does not handle all of the use cases mentioned above.",
                        "freer rewording; 'This' named from the preceding sentence; 'largely irrelevant' -> matters little; 'does not cover all' -> does not handle all"),
            contradiction=("That the main attribute can also change the entry point is highly relevant for RFC 1260, which tries to fix an inconsistency with re-exports and directly defined functions, although the attribute does not cover all the above-mentioned use cases.",
                           "[direction] 'largely irrelevant' -> highly relevant"),
            overclaim=("That the main attribute can also change the entry point is largely irrelevant for RFC 1260, which tries to fix an inconsistency with re-exports and directly defined functions, and the attribute covers none of the above-mentioned use cases.",
                       "'does not cover all the above-mentioned use cases' -> covers none of them"),
            added=("That the main attribute can also change the entry point is largely irrelevant for RFC 1260, which tries to fix an inconsistency with re-exports and directly defined functions, but the attribute does not cover all the above-mentioned use cases because it is still unstable.",
                   "added cause (the attribute is still unstable) not in the RFC; 'unstable' and 'still' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Use the symbol `main`",
            end="re-exports.",
            reworded=("The symbol main at the top level of a crate that is compiled as a program (--crate-type=bin) is used, and instead of explicitly only accepting directly-defined functions, re-exports, possibly non-pub ones, are also allowed.",
                      "the imperative made passive ('Use' -> 'is used', 'also allow' -> 'are also allowed'); the en dash replaced by ', and'; backticks dropped"),
            paraphrase=("For a crate compiled as a program with --crate-type=bin, the top-level symbol main is used whether it is a directly-defined function or a re-export, and such a re-export need not be pub.",
                        "freer rewording; 'instead of explicitly only accepting ... also allow' -> whether it is ... or; 'possibly non-pub' -> need not be pub"),
            contradiction=("The symbol main at the top level of a crate that is compiled as a program (--crate-type=bin) is used, and instead of explicitly only accepting re-exports, directly-defined functions, possibly non-pub ones, are also allowed.",
                           "[roles] directly-defined functions (already accepted) and re-exports (newly allowed) swapped"),
            overclaim=("In a crate of any crate type, not only one compiled as a program, the top-level symbol main may be a re-export, possibly non-pub, as well as a directly-defined function.",
                       "condition dropped and scope widened: 'a crate that is compiled as a program (--crate-type=bin)' -> a crate of any crate type; 'whatever' and 'any' do not occur in the RFC, 'type' only in --crate-type"),
            added=("The symbol main at the top level of a crate that is compiled as a program (--crate-type=bin) is used, and besides directly-defined functions, re-exports, possibly non-pub ones, are also allowed, as long as the re-exported function takes no arguments.",
                   "added condition (the re-exported function takes no arguments) not in the RFC; 'argument' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# RFC 0522: s1 sits in the subsection "### Motivation for doing this now",
# whose top-level section is Motivation; the four sentences come from four
# top-level sections (Motivation, Detailed design, Drawbacks, Alternatives).
DOCS.append(dict(
    path="rust-rfcs/0522-self-impl.md",
    kind="RFC", num="0522", title="self-impl",
    sentences=[
        dict(
            section="Motivation (Motivation for doing this now)",
            start="It is also really easy",
            end="to the compiler.",
            reworded=("Allowing the Self type in impls is also really easy to implement, and since it is just a desugaring, it should not add any additional complexity to the compiler.",
                      "'It' -> allowing the Self type in impls (Summary: 'Allow `Self` type to be used in impls.')"),
            paraphrase=("Using Self in impls is very simple to implement and, being merely a desugaring, should not make the compiler any more complex.",
                        "freer rewording; 'It' named from the Summary; 'really easy' -> very simple; 'since it is just a desugaring' -> being merely a desugaring; keeps 'should not'"),
            contradiction=("Allowing the Self type in impls is also really easy to implement, but even though it is just a desugaring, it will add some additional complexity to the compiler.",
                           "[negation] 'should not add any additional complexity' -> will add some"),
            overclaim=("Allowing the Self type in impls is also really easy to implement, and since it is just a desugaring, it is guaranteed to add no complexity at all to the compiler.",
                       "hedge removed: 'should not add any additional complexity' -> is guaranteed to add no complexity at all; 'guarantee' does not occur in the RFC"),
            added=("Allowing the Self type in impls is also really easy to implement, taking only a few dozen lines, and since it is just a desugaring, it should not add any additional complexity to the compiler.",
                   "added estimate (a few dozen lines) not in the RFC; 'dozen' and 'lines' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="When used inside an impl",
            end="could be used.",
            reworded=("Inside an impl, Self is desugared during syntactic expansion to the concrete type being implemented, and Self can be used anywhere the desugared type could be used.",
                      "'When used inside an impl' -> 'Inside an impl'; the two sentences joined; backticks dropped"),
            paraphrase=("Within an impl, syntactic expansion rewrites Self into the concrete type the impl is for, and Self is allowed wherever that type could appear.",
                        "freer rewording; active voice; 'can be used anywhere the desugared type could be used' -> allowed wherever that type could appear"),
            contradiction=("When used inside an impl, Self is desugared during type checking to the concrete type being implemented, and Self can be used anywhere the desugared type could be used.",
                           "[entity] syntactic expansion -> type checking"),
            overclaim=("Wherever it appears in a program, not just inside an impl, Self is desugared during syntactic expansion to a concrete type, and it can be used anywhere the desugared type could be used.",
                       "condition dropped, scope widened: 'When used inside an impl' -> wherever it appears in a program; 'wherever' does not occur in the RFC, 'program' only in the Motivation's 'programmers'"),
            added=("When used inside an impl, Self is desugared during syntactic expansion to the concrete type being implemented, including any generic parameters of the impl, and Self can be used anywhere the desugared type could be used.",
                   "added detail (the generic parameters of the impl are included) not in the RFC; 'generic' and 'parameter' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="There are some advantages",
            end="type aliases.",
            reworded=("Being explicit about the self type where it is possible has some advantages: clarity and fewer type aliases.",
                      "word order ('There are some advantages to being explicit' -> 'Being explicit ... has some advantages'); the dash -> a colon"),
            paraphrase=("Writing out the self type explicitly, when that can be done, brings some benefits, namely clarity and a smaller number of type aliases.",
                        "freer rewording; keeps 'some' and the condition 'where it is possible' (when that can be done)"),
            contradiction=("There are some advantages to being explicit about the self type where it is possible: clarity and more type aliases.",
                           "[direction] fewer type aliases -> more type aliases"),
            overclaim=("Being explicit about the self type has major advantages, namely clarity and fewer type aliases.",
                       "degree raised and condition dropped: 'some advantages' -> major advantages; 'where it is possible' dropped; 'major' does not occur in the RFC"),
            added=("There are some advantages to being explicit about the self type where it is possible, namely clarity, fewer type aliases and more helpful compiler error messages.",
                   "added list item (more helpful compiler error messages) not in the RFC; 'error', 'message' and 'helpful' do not occur in it ('compiler' only in the Motivation)"),
        ),
        dict(
            section="Alternatives",
            start="We could just force",
            end="working on methods.",
            reworded=("Authors could just be forced to use the concrete type, as they are currently; this would require the macro expansion code to make the concrete type, or the whole impl AST, available to macros working on methods.",
                      "'We could just force authors' made passive ('as we do currently' -> 'as they are currently'); the two sentences joined; 'make available the concrete type' -> 'make the concrete type ... available'"),
            paraphrase=("The alternative of simply keeping the current requirement to write the concrete type would mean that macro expansion has to hand the concrete type, or the entire impl AST, to macros that work on methods.",
                        "freer rewording; framed as 'The alternative' (section heading Alternatives); keeps 'just' (simply), 'currently' and the parenthesised option"),
            contradiction=("Authors could just be forced to use the concrete type, as they are currently; this would require macros working on methods to make the concrete type, or the whole impl AST, available to the macro expansion code.",
                           "[roles] the macro expansion code (the provider) and the macros working on methods (the receivers) swapped"),
            overclaim=("Authors could just be forced to use the concrete type, as they are currently; this would require the macro expansion code to make the concrete type, or the whole impl AST, available to every macro.",
                       "scope widened: 'macros working on methods' -> every macro; 'every' does not occur in the RFC"),
            added=("Authors could just be forced to use the concrete type, as they are currently, which would require the macro expansion code to make the concrete type, or the whole impl AST, available to macros working on methods and would slow down compilation.",
                   "added consequence (slower compilation) not in the RFC; 'slow' and 'compilation' do not occur in it ('compiler' only in the Motivation)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# RFC 0164 (1,537 bytes) has prose of 12+ words in only three top-level
# sections: Summary, Motivation and Detailed design.  Drawbacks is one 8-word
# sentence, Alternatives one 10-word sentence, Unresolved questions "N/A".
# s2 and s3 are two sentences of the Motivation's single paragraph (not
# overlapping).
DOCS.append(dict(
    path="rust-rfcs/0164-feature-gate-slice-pats.md",
    kind="RFC", num="0164", title="feature-gate-slice-pats",
    sentences=[
        dict(
            section="Summary",
            start="This RFC proposes",
            end="0]`).",
            reworded=("RFC 0164 proposes to feature gate multiple-element slice matches in the head and middle positions, such as [xs.., 0, 0] and [0, xs.., 0].",
                      "'This RFC' -> RFC 0164 (header); the parenthesised examples introduced with 'such as'; backticks dropped"),
            paraphrase=("The RFC wants slice patterns that match several elements at the start or in the middle of the pattern, like [xs.., 0, 0] and [0, xs.., 0], to be put behind a feature gate.",
                        "freer rewording; 'multiple-element' -> that match several elements; 'head' -> start; keeps both examples"),
            contradiction=("RFC 0164 proposes to feature gate single-element slice matches in the head and middle positions.",
                           "[number] multiple-element -> single-element slice matches (the examples dropped)"),
            overclaim=("RFC 0164 proposes to feature gate multiple-element matches in the head and middle positions for every kind of pattern, not only slice patterns.",
                       "scope widened: slice matches -> every kind of pattern; 'every', 'kind' and 'tuple' do not occur in the RFC"),
            added=("RFC 0164 proposes to feature gate multiple-element slice matches in the head and middle positions, such as [xs.., 0, 0] and [0, xs.., 0], a change expected to affect only a handful of crates.",
                   "added estimate (only a handful of crates affected) not in the RFC; 'affect', 'handful' and 'crate' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Second, slice matching",
            end="language).",
            reworded=("Second, slice matching in particular is difficult to implement while also being of only moderate utility, as there are many types of collections and slices just happen to be built into the language.",
                      "the parenthesis turned into an 'as' clause; the source's comma after 'in particular' dropped"),
            paraphrase=("The second reason is that slice matching is hard to implement and only moderately useful, since slices are just one of many collection types and merely happen to be built into the language.",
                        "freer rewording; 'Second' -> 'The second reason' (the paragraph's lead-in: 'Some general reasons and one specific'); keeps 'only moderate' (only moderately)"),
            contradiction=("Second, slice matching in particular is easy to implement but of only moderate utility, as there are many types of collections and slices just happen to be built into the language.",
                           "[direction] difficult to implement -> easy to implement"),
            overclaim=("Second, slice matching is difficult to implement and of almost no utility, since slices just happen to be built into the language.",
                       "degree raised: 'only moderate utility' -> almost no utility; 'almost' does not occur in the RFC"),
            added=("Second, slice matching in particular is difficult to implement while also being of only moderate utility, as there are many types of collections, such as Vec and HashMap, and slices just happen to be built into the language.",
                   "added example (Vec and HashMap) not in the RFC; 'Vec' and 'HashMap' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Finally, the exhaustiveness",
            end="to do so.",
            reworded=("Finally, because of their complexity, the exhaustiveness check is not correct for slice patterns, and it is not known whether it can be done correctly, nor whether doing so is worth the effort.",
                      "word order ('because of their complexity' moved forward); the semicolon -> ', and'; 'if' -> 'whether'"),
            paraphrase=("The last reason is that slice patterns are complex enough that the exhaustiveness check gets them wrong, and nobody knows whether a correct check is possible or worth the effort.",
                        "freer rewording; 'Finally' -> 'The last reason' (the paragraph's lead-in: 'Some general reasons and one specific'); 'it's not known' -> nobody knows"),
            contradiction=("Finally, the exhaustiveness check is correct for slice patterns despite their complexity, but it is not known whether it can be kept correct, nor whether that is worth the effort.",
                           "[negation] 'is not correct for slice patterns' -> is correct"),
            overclaim=("Finally, the exhaustiveness check is wrong for every slice pattern because of their complexity, and it is not known whether it can be done correctly or whether that is worth the effort.",
                       "scope widened: 'not correct for slice patterns' -> wrong for every slice pattern; 'every' does not occur in the RFC"),
            added=("Finally, the exhaustiveness check is not correct for slice patterns because of their complexity, so some matches that miss a case compile without any complaint; it is not known whether it can be done correctly, nor whether it is worth the effort.",
                   "added consequence (matches that miss a case compile without complaint) not in the RFC; 'miss' and 'complain' do not occur in it ('compile' only inside the Detailed design's 'compiler')"),
        ),
        dict(
            section="Detailed design",
            start="The `advanced_slice_patterns` feature gate",
            end="current settings.",
            reworded=("The advanced_slice_patterns feature gate will be added, and when the compiler encounters slice pattern matches in head or middle position, it will emit a warning or an error according to the current settings.",
                      "the two sentences joined; backticks dropped"),
            paraphrase=("A new feature gate, advanced_slice_patterns, will make the compiler warn about or reject slice pattern matches in head or middle position, depending on the current settings.",
                        "freer rewording; 'emit a warning or error' -> warn about or reject; keeps 'head or middle' and 'according to the current settings' (depending on)"),
            contradiction=("The slice_patterns feature gate will be added, and when the compiler encounters slice pattern matches in head or middle position, it will emit a warning or error according to the current settings.",
                           "[entity] the advanced_slice_patterns feature gate -> the slice_patterns feature gate"),
            overclaim=("The advanced_slice_patterns feature gate will be added, and the compiler will always reject slice pattern matches in head or middle position with an error.",
                       "condition dropped: 'a warning or error according to the current settings' -> always an error; 'always' and 'reject' do not occur in the RFC"),
            added=("The advanced_slice_patterns feature gate will be added in the next nightly release, and when the compiler encounters slice pattern matches in head or middle position, it will emit a warning or error according to the current settings.",
                   "added plan (the next nightly release) not in the RFC; 'nightly', 'next' and 'release' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
DOCS.append(dict(
    path="rust-rfcs/0909-move-thread-local-to-std-thread.md",
    kind="RFC", num="0909", title="move-thread-local-to-std-thread",
    sentences=[
        dict(
            section="Motivation",
            start="Combining the modules",
            end="statements.",
            reworded=("Combining std::thread_local and std::thread would reduce the number of top level modules, combine related concepts and make browsing the docs easier, and it would also have the potential to slightly reduce the number of use statements.",
                      "'the modules' -> std::thread_local and std::thread (Summary: 'Move the contents of `std::thread_local` into `std::thread`'); the two sentences joined; backticks dropped"),
            paraphrase=("Merging the two modules would mean fewer top-level modules, related concepts in one place and easier browsing of the documentation, and it might slightly cut the number of use statements.",
                        "freer rewording; 'the modules' as 'the two modules' (Summary); 'would have the potential to' -> might; keeps 'slightly'"),
            contradiction=("Combining std::thread_local and std::thread would reduce the number of top level modules, combine related concepts and make browsing the docs easier, but it would have the potential to slightly increase the number of use statements.",
                           "[direction] slightly reduce -> slightly increase the number of use statements"),
            overclaim=("Combining std::thread_local and std::thread would reduce the number of top level modules, combine related concepts, make browsing the docs easier and substantially reduce the number of use statements.",
                       "hedge removed and degree raised: 'have the potential to slightly reduce' -> substantially reduce; 'substantial' does not occur in the RFC"),
            added=("Combining std::thread_local and std::thread would reduce the number of top level modules, combine related concepts, make browsing the docs easier and speed up compilation, and it could slightly reduce the number of use statements.",
                   "added list item (faster compilation) not in the RFC; 'speed' and 'compil' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="The contents of`std::thread_local`",
            end="one module.",
            reworded=("The contents of the std::thread_local module would be moved into std::thread::local, Key would be renamed to LocalKey, and scoped would also be flattened, providing ScopedKey and so on, so that all thread-related code is combined in one module.",
                      "the three sentences joined ('This way' -> 'so that'); the source's 'of`std` (no space) and 'into to' corrected; 'etc.' -> 'and so on'; backticks dropped"),
            paraphrase=("Under the design, std::thread_local's contents move to std::thread::local, Key becomes LocalKey and scoped is flattened to give ScopedKey and similar items, which puts all thread-related code in a single module.",
                        "freer rewording; framed as 'Under the design' (section heading Detailed design); 'etc.' -> and similar items"),
            contradiction=("The contents of the std::thread_local module would be moved into std::thread::local, LocalKey would be renamed to Key, and scoped would also be flattened, providing ScopedKey, so that all thread-related code is combined in one module.",
                           "[roles] the old and new names swapped: Key renamed to LocalKey -> LocalKey renamed to Key"),
            overclaim=("The contents of the std::thread_local module have already been moved into std::thread::local, with Key renamed to LocalKey and scoped flattened to provide ScopedKey, so all thread-related code is now combined in one module.",
                       "a proposal asserted as done: 'would be moved ... would be renamed' -> have already been moved, renamed; 'already' and 'now' do not occur in the RFC"),
            added=("The contents of the std::thread_local module would be moved into std::thread::local, Key would be renamed to LocalKey so that it does not clash with other names in std::thread, and scoped would be flattened, providing ScopedKey.",
                   "added cause (the rename avoids a clash with other names in std::thread) not in the RFC; 'clash', 'avoid' and 'other names' do not occur in it ('name' only in the header's Feature Name and inside this sentence's 'renamed')"),
        ),
        dict(
            section="Drawbacks",
            start="It may not be worth",
            end="top level modules.",
            reworded=("At this point it may not be worth changing the modules rather than staying with two top level modules in std, and some users may also prefer to have more top level modules.",
                      "'it' -> the modules (Summary: std::thread_local and std::thread); 'changing it ... and staying with' recast as 'changing ... rather than staying with'; the two sentences joined; backticks dropped"),
            paraphrase=("So late in the 1.0 release cycle, the change might not be worth making instead of keeping the two top-level modules in std, and some users might even want more top-level modules.",
                        "freer rewording; 'at this point' -> so late in the 1.0 release cycle (preceding sentence: 'It's pretty late in the 1.0 release cycle.'); keeps 'may' (might), 'two' and 'some'"),
            contradiction=("At this point it may not be worth changing the modules rather than staying with three top level modules in std, and some users may also prefer to have more top level modules.",
                           "[number] two top level modules -> three"),
            overclaim=("At this point it may not be worth changing the modules rather than staying with two top level modules in std, and most users would prefer to have more top level modules.",
                       "'some users may prefer' -> most users would prefer; 'most' occurs in the RFC only inside 'mostly'"),
            added=("At this point it may not be worth changing the modules rather than staying with two top level modules in std, and some users may also prefer to have more top level modules because short top-level paths are quicker to type.",
                   "added cause (short paths are quicker to type) not in the RFC; 'short', 'path', 'quick' and 'type' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="An alternative (as the RFC",
            end="`thread_local` module.",
            reworded=("An alternative, as RFC 0909 originally proposed, would be to bring thread_local in as a submodule rather than flattening; this was decided against in an effort to keep hierarchies flat and because of the slim contents of the thread_local module.",
                      "'the RFC' -> RFC 0909 (header); parentheses -> commas; the two sentences joined; 'contents on' -> 'contents of'; backticks dropped"),
            paraphrase=("The RFC's original plan of keeping thread_local as a submodule instead of flattening it was dropped to keep module hierarchies flat and because thread_local contains so little.",
                        "freer rewording; 'decided against' -> dropped; 'slim contents' -> contains so little; keeps both reasons"),
            contradiction=("Bringing thread_local in as a submodule rather than flattening was not what RFC 0909 originally proposed, and it was decided against in an effort to keep hierarchies flat and because of the slim contents of the thread_local module.",
                           "[negation] 'as the RFC originally proposed' -> not what the RFC originally proposed"),
            overclaim=("Bringing thread_local in as a submodule, as RFC 0909 originally proposed, was decided against because the standard library requires all module hierarchies to be flat, and because of the slim contents of the thread_local module.",
                       "an aim made a rule: 'in an effort to keep hierarchies flat' -> the standard library requires all module hierarchies to be flat; 'require' does not occur in the RFC"),
            added=("An alternative, as RFC 0909 originally proposed, would be to bring thread_local in as a submodule rather than flattening, which was decided against after feedback from the libs team to keep hierarchies flat and because of the module's slim contents.",
                   "added detail (feedback from the libs team) not in the RFC; 'feedback', 'libs' and 'team' do not occur in it"),
        ),
    ]))
