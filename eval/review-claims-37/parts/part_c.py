# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-37, part C (drafts 11-15).

Same format as review-claims-36's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

`kind` is "RFC" or "PEP"; `num` is the number shown in the draft's second
heading; `title` is the document title used in both headings (PEPs: the
Title: header field; Rust RFCs: the document's own opening heading where its
first non-empty line is a Markdown heading, else the file-name slug).  None
of the five RFCs here opens with a heading, so every title is the slug.
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# RFC 1219 has only three top-level sections with prose: Summary, Motivation
# and Detailed design (Drawbacks, Alternatives and Unresolved Questions are
# empty headings).  Two sentences come from the Detailed design.
DOCS.append(dict(
    path="rust-rfcs/1219-use-group-as.md",
    kind="RFC", num="1219", title="use-group-as",
    sentences=[
        dict(
            section="Summary",
            start="Allow renaming imports",
            end="from a module.",
            reworded=("RFC 1219 allows renaming imports when importing a group of symbols from a module.",
                      "the imperative 'Allow ...' given the subject RFC 1219 (header)"),
            paraphrase=("Under RFC 1219, imports can be given new names when several symbols are imported together as a group from one module.",
                        "freer rewording; 'a group of symbols' -> 'several symbols imported together as a group'; the RFC as actor"),
            contradiction=("RFC 1219 still forbids renaming imports when importing a group of symbols from a module.",
                           "[negation] allow renaming -> still forbids renaming"),
            overclaim=("Renaming imports when importing a group of symbols from a module has been possible in stable Rust ever since RFC 1219 was accepted.",
                       "a proposal asserted as done: the RFC only proposes the change; acceptance, implementation and stabilisation are never mentioned ('stable' does not occur in it)"),
            added=("RFC 1219 allows renaming imports when importing a group of symbols from a module, for example to avoid a clash between std::io::Result and the prelude's Result.",
                   "added purpose (avoiding a clash with the prelude's Result) not in the RFC; 'clash', 'conflict' and 'prelude' do not occur in it ('Result' only in the code examples)"),
        ),
        dict(
            section="Motivation",
            start="It's unfortunate to duplicate",
            end="if it worked.",
            reworded=("Duplicating use std::io:: on the 3 lines is unfortunate, and the proposed example feels logical and like something you reach for in this instance without knowing for sure whether it worked.",
                      "word order ('It's unfortunate to duplicate' -> 'Duplicating ... is unfortunate'); backticks dropped; 'if' -> 'whether'"),
            paraphrase=("Repeating the use std::io:: prefix on three separate lines is a pity, while the grouped form proposed by the RFC seems logical and is what one would instinctively try here, without being sure it would work.",
                        "freer rewording; 'the 3 lines' -> 'three separate lines'; 'the proposed example' -> 'the grouped form proposed by the RFC' (the Summary's example); keeps 'without knowing for sure'"),
            contradiction=("Duplicating use std::io:: on the 2 lines is unfortunate, and the proposed example feels logical and like something you reach for in this instance without knowing for sure whether it worked.",
                           "[number] the 3 lines -> the 2 lines"),
            overclaim=("Duplicating use std::io:: on the 3 lines is unfortunate, and the proposed example is the only logical way to write these imports.",
                       "'feels logical' hardened into 'the only logical way'; the hedge 'without knowing for sure if it worked' dropped"),
            added=("Duplicating use std::io:: on the 3 lines is unfortunate and makes long import lists harder to scan, while the proposed example feels logical and like something you reach for in this instance without knowing for sure whether it worked.",
                   "added consequence (long import lists harder to scan) not in the RFC; 'scan', 'list' and 'long' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="The `\"as\" ident` part is optional",
            end="`use foo::{bar as bar}`.",
            reworded=("The as ident part is optional in each location, and if it is omitted it is expanded to alias to the same name, so use foo::{bar} expands to use foo::{bar as bar}.",
                      "backticks and the quotes around as dropped; 'e.g.' -> 'so'"),
            paraphrase=("Wherever an as ident clause may appear it can be left out, in which case the name is aliased to itself; for example, use foo::{bar} becomes use foo::{bar as bar}.",
                        "freer rewording; 'optional in each location' -> 'wherever it may appear it can be left out'; 'expanded to alias to the same name' -> 'aliased to itself'"),
            contradiction=("The as ident part is optional in each location, and if it is omitted it is expanded to alias to the same name, so use foo::{bar as bar} expands to use foo::{bar}.",
                           "[roles] the two forms of the example swapped: use foo::{bar} expands to use foo::{bar as bar}, not the reverse"),
            overclaim=("The as ident part is optional in each location, and an omitted alias is expanded to the same name, so use foo::{bar} and use foo::{bar as bar} are indistinguishable in every respect, down to compiler error messages and generated documentation.",
                       "'expands to' widened into 'indistinguishable in every respect', extended to error messages and documentation, which the RFC never discusses ('error' occurs only in the code's Error as IoError; 'message' and 'documentation' never)"),
            added=("The as ident part is optional in each location, and if omitted it is expanded to alias to the same name, so existing use declarations without an alias keep compiling unchanged.",
                   "added consequence (existing declarations keep compiling) not in the RFC; 'compil', 'exist', 'compatib' and 'unchanged' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="This includes being able to rename",
            end="IoResult};`.",
            reworded=("The proposed grammar includes being able to rename self, such as use std::io::{self as stdio, Result as IoResult}.",
                      "'This' -> 'The proposed grammar' (the grammar change and the optional as ident of the preceding paragraph); backticks and the trailing semicolon of the code dropped"),
            paraphrase=("Even self can be given a new name under the new grammar, for example by writing use std::io::{self as stdio, Result as IoResult}.",
                        "freer rewording; 'This includes being able to rename self' -> 'Even self can be given a new name'; 'the new grammar' from the preceding paragraphs"),
            contradiction=("The proposed grammar does not allow renaming self, so use std::io::{self as stdio, Result as IoResult} would be rejected.",
                           "[negation] includes being able to rename self -> does not allow renaming self"),
            overclaim=("Being able to rename self, as in use std::io::{self as stdio, Result as IoResult}, is the most important part of RFC 1219's grammar change.",
                       "a ranking added: the RFC lists renaming self as included, never as the most important part"),
            added=("The proposed grammar includes being able to rename self, such as use std::io::{self as stdio, Result as IoResult}, which helps when a module's name would otherwise shadow a local variable.",
                   "added purpose (a module name shadowing a local variable) not in the RFC; 'shadow', 'local' and 'variable' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# RFC 1030 has three top-level sections with usable prose outside one-line
# items: Motivation, Detailed design and Drawbacks (the Summary is 9 words,
# Alternatives "None.", Unresolved questions a 9-word line and a 12-word
# question).  Two sentences come from the Motivation (two of its three
# bullets).
DOCS.append(dict(
    path="rust-rfcs/1030-prelude-additions.md",
    kind="RFC", num="1030", title="prelude-additions",
    sentences=[
        dict(
            section="Motivation",
            start="For `Default`, the ergonomics",
            end="the trait.",
            reworded=("For Default, the ergonomics have vastly improved now that MyType::default() can be written thanks to UFCS, so it now makes more sense to promote widespread use of the trait.",
                      "active -> passive ('you can write' -> 'can be written'); the two sentences joined ('Thanks to this improvement' -> 'so'); backticks dropped"),
            paraphrase=("Because UFCS now lets you write MyType::default(), using Default has become far more ergonomic, which makes encouraging widespread use of the trait more sensible than before.",
                        "freer rewording; 'vastly improved' -> 'far more ergonomic'; 'makes more sense to promote' -> 'makes encouraging ... more sensible'"),
            contradiction=("Although the ergonomics of Default have vastly improved now that you can write MyType::default() thanks to UFCS, it now makes less sense to promote widespread use of the trait.",
                           "[direction] makes more sense to promote -> makes less sense; the link between the two sentences reworded as 'Although'"),
            overclaim=("For Default, the ergonomics have vastly improved now that you can write MyType::default() thanks to UFCS, so every type should now implement the trait.",
                       "'makes more sense to promote widespread use of the trait' hardened into 'every type should implement the trait'"),
            added=("For Default, the ergonomics have vastly improved now that you can write MyType::default() thanks to UFCS, where previously Default::default() needed a type annotation, so promoting widespread use of the trait makes more sense.",
                   "added detail (Default::default() previously needing a type annotation) not in the RFC; 'annotation', 'previous' and 'before' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="For `ToOwned`, promoting",
            end="does not work).",
            reworded=("Promoting ToOwned to the prelude would add a uniform, idiomatic way to acquire an owned copy of data, including going from str to String, for which Clone does not work.",
                      "word order ('For ToOwned, promoting to the prelude' -> 'Promoting ToOwned to the prelude'); parentheses and backticks dropped"),
            paraphrase=("Having ToOwned in the prelude would offer one consistent, idiomatic means of getting an owned copy of data, covering cases such as turning a str into a String, which Clone cannot handle.",
                        "freer rewording; 'uniform' -> 'consistent'; 'for which Clone does not work' -> 'which Clone cannot handle'; keeps 'would'"),
            contradiction=("Promoting ToOwned to the prelude would add a uniform, idiomatic way to acquire an owned copy of data, including going from str to String, which Clone also handles.",
                           "[negation] Clone does not work for str to String -> Clone also handles it"),
            overclaim=("Promoting ToOwned to the prelude will make it the single idiomatic way to acquire an owned copy of any data, including going from str to String, for which Clone does not work.",
                       "would -> will; 'a uniform, idiomatic way' -> 'the single idiomatic way'; 'data' -> 'any data'"),
            added=("Promoting ToOwned to the prelude would add a uniform, idiomatic way to acquire an owned copy of data, including going from str to String and from Path to PathBuf, for which Clone does not work.",
                   "added list item (Path to PathBuf) not in the RFC; 'Path' and 'PathBuf' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Ultimately deprecate",
            end="IntoIterator>::IntoIter`.",
            reworded=("RFC 1030 would ultimately deprecate module-level IntoIter types, for example in vec, though this may want to wait until you can write Vec<T>::IntoIter rather than <Vec<T> as IntoIterator>::IntoIter.",
                      "the imperative list item given the subject RFC 1030 (header); 'e.g. in vec' -> 'for example in vec'; backticks dropped"),
            paraphrase=("Module-level IntoIter types such as the one in vec are eventually to be deprecated, possibly only once Vec<T>::IntoIter can be written in place of <Vec<T> as IntoIterator>::IntoIter.",
                        "freer rewording; 'Ultimately' -> 'eventually'; 'this may want to wait until' -> 'possibly only once' (keeps the hedge)"),
            contradiction=("RFC 1030 would ultimately deprecate module-level IntoIter types, for example in vec, though this may want to wait until you can write <Vec<T> as IntoIterator>::IntoIter rather than Vec<T>::IntoIter.",
                           "[roles] the short and the long spelling swapped: the wait is for Vec<T>::IntoIter to become writable instead of <Vec<T> as IntoIterator>::IntoIter"),
            overclaim=("RFC 1030 would ultimately deprecate module-level IntoIter types, for example in vec, and this must wait until you can write Vec<T>::IntoIter rather than <Vec<T> as IntoIterator>::IntoIter.",
                       "'this may want to wait' -> 'this must wait'"),
            added=("RFC 1030 would ultimately deprecate module-level IntoIter types, for example in vec, though this may want to wait until you can write Vec<T>::IntoIter, and the deprecation will be announced in the release notes.",
                   "added plan (an announcement in the release notes) not in the RFC; 'release', 'notes' and 'announc' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="The main downside is",
            end="unlikely to be used.",
            reworded=("The main downside is that prelude entries eat up some amount of namespace, particularly method namespace; however, these are all important core traits in std, so their method names are already quite unlikely to be used.",
                      "parenthesis turned into an apposition; 'meaning that' -> 'so'; the two sentences joined; backticks dropped"),
            paraphrase=("The chief drawback is that anything in the prelude takes up some namespace, especially method names, but since these are all important core std traits, their method names are already quite unlikely to be used.",
                        "freer rewording; 'main downside' -> 'chief drawback'; 'eat up some amount of' -> 'takes up some'; keeps 'quite unlikely'"),
            contradiction=("The main downside is that prelude entries eat up some amount of namespace, particularly type namespace, although these are all important core traits in std.",
                           "[entity] method namespace -> type namespace; the clause about method names dropped to keep the claim consistent"),
            overclaim=("Prelude entries eat up some namespace, particularly method namespace, but because these are all important core traits in std, their method names will never clash with anything in user code.",
                       "'already quite unlikely to be used' hardened into 'will never clash with anything in user code'"),
            added=("The main downside is that prelude entries eat up some namespace, particularly method namespace, which can make a user-defined method with the same name ambiguous; however, these are all important core traits in std.",
                   "added consequence (an ambiguous user-defined method) not in the RFC; 'ambigu', 'user' and 'same name' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# RFC 1590: two sentences from the Motivation (one from each of its two
# paragraphs), one from the Detailed design, one from the Alternatives.  The
# Summary (12 words) was usable but not needed; Drawbacks and Unresolved
# questions are "None".
DOCS.append(dict(
    path="rust-rfcs/1590-macro-lifetimes.md",
    kind="RFC", num="1590", title="macro-lifetimes",
    sentences=[
        dict(
            section="Motivation",
            start="Certain classes of macros",
            end="lifetimes eventually.",
            reworded=("Without the ability to pass lifetimes, certain classes of macros are completely impossible; specifically, anything that wants to implement a trait from inside a macro is going to need to deal with lifetimes eventually.",
                      "word order (the condition moved to the front); the two sentences joined with a semicolon; 'inside of' -> 'inside'"),
            paraphrase=("Some kinds of macros cannot be written at all unless lifetimes can be passed to them; in particular, any macro that implements a trait will sooner or later have to handle lifetimes.",
                        "freer rewording; 'completely impossible' -> 'cannot be written at all'; 'anything that wants to implement a trait from inside of a macro' -> 'any macro that implements a trait'; 'eventually' -> 'sooner or later'"),
            contradiction=("Certain classes of macros are completely impossible without the ability to pass lifetimes, but anything that wants to implement a trait from inside a macro never needs to deal with lifetimes.",
                           "[negation] is going to need to deal with lifetimes eventually -> never needs to deal with lifetimes"),
            overclaim=("Most macros are completely impossible without the ability to pass lifetimes, since anything that implements a trait from inside a macro is going to need to deal with lifetimes eventually.",
                       "'Certain classes of macros' -> 'Most macros'"),
            added=("Certain classes of macros are completely impossible without the ability to pass lifetimes; for example, a macro that derives a trait for a struct holding references is going to need to deal with lifetimes eventually.",
                   "added example (deriving a trait for a struct holding references) not in the RFC; 'derive', 'struct' and 'reference' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Since a lifetime is a single token",
            end="compile.",
            reworded=("Because a lifetime is a single token, the only way to match against a lifetime is by capturing it as tt; something like '$lifetime:ident would fail to compile.",
                      "since -> because; the two sentences joined with a semicolon; backticks dropped"),
            paraphrase=("A lifetime being just one token, macro patterns can only match it by capturing it as a tt, and a pattern such as '$lifetime:ident does not compile.",
                        "freer rewording; 'the only way to match against a lifetime is by capturing it as tt' -> 'can only match it by capturing it as a tt'; 'would fail to compile' -> 'does not compile'"),
            contradiction=("Since a lifetime is made up of two tokens, the only way to match against a lifetime is by capturing it as tt, and something like '$lifetime:ident would fail to compile.",
                           "[number] a single token -> two tokens (also contradicted by the Detailed design's 'As it is a single token')"),
            overclaim=("Since a lifetime is a single token, the only way to match against a lifetime is by capturing it as tt, which is the most serious limitation of macro_rules! patterns.",
                       "a ranking added: the RFC calls tt 'extremely limiting' but never ranks it among the limitations of macro_rules! patterns"),
            added=("Since a lifetime is a single token, the only way to match against a lifetime is by capturing it as tt, and something like '$lifetime:ident would fail to compile because the apostrophe cannot be followed by a macro variable.",
                   "added cause (the apostrophe cannot be followed by a macro variable) not in the RFC; 'apostrophe', 'quote' and 'variable' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Since a lifetime acts",
            end="almost identically.",
            reworded=("Because a lifetime acts very much like an identifier and can appear in almost as many places, it can be handled almost identically.",
                      "since -> because; commas dropped"),
            paraphrase=("A lifetime behaves much like an identifier and shows up in nearly as many positions, so the new lifetime specifier can be treated in almost the same way as an identifier.",
                        "freer rewording; 'it can be handled almost identically' read as 'treated in almost the same way as an identifier'; 'it' taken as the new lifetime specifier (the section's first sentence); keeps 'almost'"),
            contradiction=("Since a lifetime acts very much like a type, and can appear in almost as many places, it can be handled almost identically.",
                           "[entity] an identifier -> a type"),
            overclaim=("Since a lifetime acts exactly like an identifier and can appear in all the same places, it can be handled identically.",
                       "'very much like' -> 'exactly like'; 'almost as many places' -> 'all the same places'; 'almost identically' -> 'identically'"),
            added=("Since a lifetime acts very much like an identifier and can appear in almost as many places, it can be handled almost identically, which is why the preliminary implementation needed fewer than a hundred lines of changes.",
                   "added consequence (fewer than a hundred lines of changes) not in the RFC; 'hundred', 'lines' and 'changes' do not occur in it ('preliminary implementation' does: 'A preliminary implementation can be found at' a PR URL)"),
        ),
        dict(
            section="Alternatives",
            start="A more general specifier",
            end="individually would cover.",
            reworded=("A more general specifier, such as a type parameter list that would roughly map to ast::Generics, would cover most of the cases that matching lifetimes individually would cover.",
                      "'which would roughly map' -> 'that would roughly map'; quotes and backticks dropped"),
            paraphrase=("As an alternative, a broader specifier like a type parameter list, corresponding roughly to ast::Generics, could handle most of what matching individual lifetimes would handle.",
                        "freer rewording; 'would cover most of the cases' -> 'could handle most of what'; keeps 'roughly' and 'most'"),
            contradiction=("A more general specifier, such as a type parameter list that would roughly map to ast::Generics, would cover only a few of the cases that matching lifetimes individually would cover.",
                           "[direction] most of the cases -> only a few of the cases"),
            overclaim=("A more general specifier, such as a type parameter list that would roughly map to ast::Generics, would cover every case that matching lifetimes individually would cover.",
                       "'most of the cases' -> 'every case'"),
            added=("A more general specifier, such as a type parameter list that would roughly map to ast::Generics, would cover most of the cases that matching lifetimes individually would cover, though its error messages would be harder to read.",
                   "added drawback (harder-to-read error messages) not in the RFC; 'error', 'message' and 'read' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
DOCS.append(dict(
    path="rust-rfcs/1535-stable-overflow-checks.md",
    kind="RFC", num="1535", title="stable-overflow-checks",
    sentences=[
        dict(
            section="Motivation",
            start="This is an easy way",
            end="the other.",
            reworded=("The -C overflow-checks flag is an easy way to turn on overflow checks in release builds without otherwise turning on debug assertions via the -C debug-assertions flag; in stable Rust today you can't get one without the other.",
                      "'This' -> 'The -C overflow-checks flag' (Summary: 'Stabilize the -C overflow-checks command line argument'); the two sentences joined; comma and backticks dropped"),
            paraphrase=("With the overflow-checks flag, release builds can get overflow checks without also enabling debug assertions through -C debug-assertions, whereas stable Rust currently offers no way to have one without the other.",
                        "freer rewording; 'This' -> 'the overflow-checks flag' (Summary); 'In stable Rust today you can't get one without the other' -> 'stable Rust currently offers no way to have one without the other'"),
            contradiction=("The -C overflow-checks flag is an easy way to turn on debug assertions in release builds without otherwise turning on overflow checks; in stable Rust today you can't get one without the other.",
                           "[roles] overflow checks and debug assertions swapped"),
            overclaim=("The -C overflow-checks flag is an easy way to turn on overflow checks in release builds without also turning on debug assertions, which no stable Rust release has ever allowed.",
                       "'In stable Rust today' widened in time to 'no stable Rust release has ever'"),
            added=("The -C overflow-checks flag is an easy way to turn on overflow checks in release builds without otherwise turning on debug assertions, which matters because overflow checks cost far less at run time than the full set of debug assertions.",
                   "added cause (overflow checks are much cheaper at run time than debug assertions) not in the RFC; 'cost', 'run time', 'runtime', 'performance' and 'cheap' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="This is a stabilization RFC.",
            end="making it stable.",
            reworded=("RFC 1535 is a stabilization RFC, and the only steps will be to move force-overflow-checks from -Z to -C, rename it to overflow-checks and make it stable.",
                      "'This' -> RFC 1535 (header); the two sentences joined; gerunds turned into infinitives; backticks dropped"),
            paraphrase=("As a pure stabilization RFC, it involves nothing more than moving force-overflow-checks from -Z to -C under the new name overflow-checks and marking it stable.",
                        "freer rewording; 'The only steps will be' -> 'involves nothing more than'; 'renaming it to' -> 'under the new name'"),
            contradiction=("RFC 1535 is a stabilization RFC, and the only steps will be to move debug-assertions from -Z to -C, rename it to overflow-checks and make it stable.",
                           "[entity] the flag being moved: force-overflow-checks -> debug-assertions (named in the Motivation as an existing -C flag)"),
            overclaim=("RFC 1535 has already moved force-overflow-checks from -Z to -C, renamed it to overflow-checks and made it stable.",
                       "a proposal asserted as done: 'The only steps will be' describes planned steps"),
            added=("RFC 1535 is a stabilization RFC, and the only steps will be to move force-overflow-checks from -Z to -C, rename it to overflow-checks and make it stable, work that the RFC expects to take less than a day.",
                   "added estimate (less than a day of work) not in the RFC; 'day', 'expect' and 'work' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="Like other such flags",
            end="instantiated in.",
            reworded=("Like other such flags, the overflow-checks flag applies to the entire code unit regardless of monomorphizations, so code generation for a single function can be different based on which code unit it is instantiated in.",
                      "'this' -> 'the overflow-checks flag' (the RFC's flag); the two sentences joined ('This means that' -> 'so'); it's -> it is"),
            paraphrase=("As with other ad-hoc code generation flags, the flag acts on a whole code unit irrespective of monomorphization, meaning one function may be compiled differently depending on the code unit where it gets instantiated.",
                        "freer rewording; 'such flags' -> 'ad-hoc code generation flags' (the preceding sentence: 'another rather ad-hoc flag for modifying code generation'); 'can be different' -> 'may be compiled differently'"),
            contradiction=("Like other such flags, the overflow-checks flag applies to the entire code unit regardless of monomorphizations, so code generation for a single function cannot differ between the code units it is instantiated in.",
                           "[negation] can be different based on the code unit -> cannot differ between code units"),
            overclaim=("Like other such flags, the overflow-checks flag applies to the entire code unit regardless of monomorphizations, so code generation for a single function will always differ based on which code unit it is instantiated in.",
                       "'can be different' -> 'will always differ'"),
            added=("Like other such flags, the overflow-checks flag applies to the entire code unit regardless of monomorphizations, so code generation for a single function can differ between code units, which also makes incremental compilation less effective.",
                   "added consequence (incremental compilation less effective) not in the RFC; 'incremental', 'compilation' and 'effective' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="The flag could instead",
            end="turns on overflow checks.",
            reworded=("Instead, the flag could be tied to crates such that any time code from that crate is inlined or monomorphized it turns on overflow checks.",
                      "word order ('could instead be' -> 'Instead, ... could be'); 'inlined/monomorphized' -> 'inlined or monomorphized'"),
            paraphrase=("An alternative is to attach the flag to crates, so that code from such a crate gets overflow checks whenever it is inlined or monomorphized.",
                        "freer rewording; 'tied to' -> 'attach to'; 'any time' -> 'whenever'; the hedge kept as 'An alternative is'"),
            contradiction=("The flag could instead be tied to crates such that any time code from that crate is inlined or monomorphized it turns off overflow checks.",
                           "[direction] turns on overflow checks -> turns off overflow checks"),
            overclaim=("Tying the flag to crates, so that any time code from that crate is inlined or monomorphized it turns on overflow checks, would be the better design.",
                       "an alternative ('could instead') turned into a preference ('would be the better design')"),
            added=("The flag could instead be tied to crates such that any time code from that crate is inlined or monomorphized it turns on overflow checks, which would let a library author guarantee overflow checks for their own arithmetic.",
                   "added purpose (a library author guaranteeing checks for their own arithmetic) not in the RFC; 'library', 'author', 'guarantee' and 'arithmetic' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# RFC 0601 has three top-level sections with usable prose: Motivation,
# Detailed design and Alternatives (Summary 7 words, Drawbacks 9 words,
# Unresolved questions empty).  Two sentences come from the Motivation; s2
# is the two list items of "Some advantages of the `become` keyword are:",
# cut after the first item's " - " marker.
DOCS.append(dict(
    path="rust-rfcs/0601-replace-be-with-become.md",
    kind="RFC", num="0601", title="replace-be-with-become",
    sentences=[
        dict(
            section="Motivation",
            start="Currently the keyword reserved",
            end="issues/271).",
            reworded=("Currently the keyword reserved for guaranteed tail calls is be, but the become alternative was proposed in the old RFC for guaranteed tail calls, which is now postponed and tracked in PR#271.",
                      "'this purpose' -> guaranteed tail calls (preceding sentence: 'A keyword needs to be reserved to support guaranteed tail calls in a backward-compatible way'); link syntax and backticks dropped"),
            paraphrase=("At present be is the word set aside for guaranteed tail calls, although become had been suggested instead in the earlier tail-call RFC, which has been postponed and is tracked in PR#271.",
                        "freer rewording; 'this purpose' -> guaranteed tail calls (preceding sentence); 'the old RFC for guaranteed tail calls' -> 'the earlier tail-call RFC'"),
            contradiction=("Currently the keyword reserved for guaranteed tail calls is be, but the become alternative was proposed in the old RFC for guaranteed tail calls, which is now postponed and tracked in PR#217.",
                           "[number] PR#271 -> PR#217"),
            overclaim=("Currently the keyword reserved for guaranteed tail calls is be, but the old RFC for guaranteed tail calls, now postponed and tracked in PR#271, settled on become as the keyword to use.",
                       "'the become alternative was proposed' hardened into 'settled on become as the keyword to use'"),
            added=("Currently the keyword reserved for guaranteed tail calls is be, but become was proposed in the old RFC for guaranteed tail calls, which was postponed because LLVM could not guarantee tail calls on all targets and is tracked in PR#271.",
                   "added cause (LLVM unable to guarantee tail calls on all targets) not in the RFC; 'LLVM', 'target' and 'platform' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="it provides a clearer",
            end="as long as `return`)",
            reworded=("The become keyword provides a clearer indication of its meaning (this function becomes that function), and its syntax results in better code alignment, since become is exactly as long as return.",
                      "'it'/'its' -> the become keyword (the lead-in 'Some advantages of the become keyword are:'); the two list items joined; quotes and backticks dropped"),
            paraphrase=("In favour of become, it signals more clearly what it means, as in this function becomes that function, and it lines code up better because it has exactly the same length as return.",
                        "freer rewording; 'In favour of become' from the lead-in 'Some advantages of the become keyword are:'; 'results in better code alignment' -> 'lines code up better'"),
            contradiction=("The become keyword provides a clearer indication of its meaning, this function becomes that function, but its syntax results in worse code alignment, even though become is exactly as long as return.",
                           "[direction] better code alignment -> worse code alignment; the link reworded as 'but ... even though'"),
            overclaim=("The become keyword makes its meaning completely unambiguous (this function becomes that function), and its syntax results in better code alignment, since become is exactly as long as return.",
                       "'a clearer indication of its meaning' hardened into 'makes its meaning completely unambiguous'"),
            added=("The become keyword provides a clearer indication of its meaning and better code alignment, since become is exactly as long as return, and it is also easier to search for in code than the two-letter be.",
                   "added list item (easier to search for than the two-letter be) not in the RFC; 'search', 'grep' and 'letter' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Rename the `be` reserved word",
            end="find-and-replace.",
            reworded=("RFC 0601 renames the be reserved word to become, which is a very simple find-and-replace.",
                      "the imperative 'Rename ...' given the subject RFC 0601 (header); the two sentences joined; backticks dropped"),
            paraphrase=("The design just swaps the reserved word be for become, a change that amounts to a very simple find-and-replace.",
                        "freer rewording; 'Rename the be reserved word to become' -> 'swaps the reserved word be for become'; 'The design' from the section heading"),
            contradiction=("RFC 0601 renames the become reserved word to be, which is a very simple find-and-replace.",
                           "[roles] be and become swapped: be is renamed to become"),
            overclaim=("Renaming the be reserved word to become is a very simple find-and-replace, as is every keyword rename in Rust.",
                       "scope widened from this rename to every keyword rename in Rust"),
            added=("RFC 0601 renames the be reserved word to become, a very simple find-and-replace that touches only the compiler's keyword table.",
                   "added detail (only the compiler's keyword table is touched) not in the RFC; 'compiler', 'table' and 'touch' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="Using `become` as the keyword",
            end="used in valid code.",
            reworded=("Using become as the keyword for tail calls would not be backward-compatible, because it would introduce a new keyword that might have been used in valid code.",
                      "'which might' -> 'that might'; backticks dropped"),
            paraphrase=("If be were simply kept, switching tail calls to the become keyword later would break backward compatibility, since a new keyword might already appear in valid code.",
                        "freer rewording; the setting 'If be were simply kept' from the preceding sentence (the do-nothing alternative: 'to keep the be keyword reserved'); keeps 'might'"),
            contradiction=("Using become as the keyword for tail calls would still be backward-compatible, even though it would introduce a new keyword that might have been used in valid code.",
                           "[negation] would not be backward-compatible -> would still be backward-compatible; 'because' reworded as 'even though'"),
            overclaim=("Using become as the keyword for tail calls would break existing crates, because become is already used as an identifier in valid code.",
                       "'might have been used in valid code' hardened into 'is already used'; 'would not be backward-compatible' into 'would break existing crates'"),
            added=("Using become as the keyword for tail calls would not be backward-compatible because it would introduce a new keyword that might have been used in valid code, so the switch would have to wait for a new edition.",
                   "added consequence (waiting for a new edition) not in the RFC; 'edition' and 'wait' do not occur in it"),
        ),
    ]))
