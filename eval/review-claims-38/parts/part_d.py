# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-38, part D (drafts 16-20).

Same format as review-claims-37's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

`kind` is "RFC" or "PEP"; `num` is the number shown in the draft's second
heading (a string: the four digits of the RFC file name, or the PEP number
without leading zeros); `title` is the document title used in both headings
(PEPs: the Title: header field; Rust RFCs: the document's own opening heading
where its first non-empty line is a Markdown heading, else the file-name slug;
none of the three RFCs opens with a heading: 0342, 0139 and 0534 all start
with "- Start Date:").
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# RFC 0342 has usable prose in only three top-level sections: the Summary and
# the Detailed design are one 7-word sentence each ("Reserve `abstract`,
# `final`, and `override` as possible keywords." / "Make ... reserved
# keywords."), Unresolved questions is "N/A".  Two sentences come from the
# Motivation (its two halves, not overlapping).
DOCS.append(dict(
    path="rust-rfcs/0342-keywords.md",
    kind="RFC", num="0342", title="keywords",
    sentences=[
        dict(
            section="Motivation",
            start="We intend to add some mechanism",
            end="we do know that we\nwill.",
            reworded=("The Rust developers intend to add some mechanism to Rust to support more efficient inheritance (see, for example, RFC PRs 245 and 250 and a thread on discuss); although they have not decided how to do this, they do know that they will.",
                      "'We' -> the Rust developers; 'e.g.' -> 'for example'; link syntax, URL and '#' dropped; 'this thread' -> 'a thread'; the two sentences joined"),
            paraphrase=("Rust is to gain some way of supporting more efficient inheritance, with RFC PRs 245 and 250 and a discuss thread as background; how it will be done is still open, but that it will be done is certain.",
                        "freer rewording; keeps 'some mechanism' (as 'some way'), 'more efficient', both PR numbers, 'not decided how' (as 'still open') and 'we do know that we will' (as 'certain')"),
            contradiction=("The Rust developers intend to add some mechanism to Rust to support more efficient inheritance, as discussed in RFC PRs 245 and 250, and they have already decided how to do it.",
                           "[negation] 'we have not decided how to do this' -> 'they have already decided how to do it'"),
            overclaim=("The Rust developers intend to add full class-based inheritance to Rust, as discussed in RFC PRs 245 and 250, and although they have not decided how, they know that they will.",
                       "scope widened: 'some mechanism to support more efficient inheritance' -> 'full class-based inheritance'; 'class' and 'full' do not occur in the RFC"),
            added=("The Rust developers intend to add some mechanism to Rust to support more efficient inheritance, chiefly so that the Servo browser engine can model the DOM, and although they have not decided how to do this, they know that they will.",
                   "added purpose (Servo modelling the DOM) not in the RFC; 'Servo', 'browser', 'engine' and 'DOM' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Any implementation is likely",
            end="compatible as possible.",
            reworded=("Any implementation of efficient inheritance is likely to use the keywords virtual (already used and to remain reserved), abstract, final and override, so it makes sense to reserve these now to make the eventual implementation as backwards compatible as possible.",
                      "'Any implementation' given its object 'of efficient inheritance' (the Motivation's first sentence); 'make use of' -> 'use'; backticks dropped"),
            paraphrase=("Whatever form inheritance eventually takes will probably rely on virtual, which is already reserved and will stay so, and on abstract, final and override, so reserving those words now keeps the eventual implementation as backwards compatible as possible.",
                        "freer rewording; 'is likely to' -> 'will probably'; keeps virtual's status, the three other keywords and 'as backwards compatible as possible'"),
            contradiction=("Any implementation is likely to use the keywords abstract (already used, to remain reserved), virtual, final and override, so it makes sense to reserve these now to make the eventual implementation as backwards compatible as possible.",
                           "[roles] virtual and abstract swapped: abstract made the keyword that is already used and stays reserved, virtual one of those to be reserved now"),
            overclaim=("Any implementation of efficient inheritance will use the keywords virtual (already used, to remain reserved), abstract, final and override, so it makes sense to reserve these now to make the eventual implementation as backwards compatible as possible.",
                       "'is likely to make use of' -> 'will use' (hedge removed)"),
            added=("Any implementation is likely to use the keywords virtual (already used, to remain reserved), abstract, final and override, all familiar from languages such as C# and Java, so it makes sense to reserve these now to make the eventual implementation as backwards compatible as possible.",
                   "added detail (the keywords familiar from C# and Java) not in the RFC; 'C#', 'Java' and 'familiar' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="Takes a few more words",
            end="of Rust programmers.",
            reworded=("Reserving abstract, final and override takes a few more words out of the possible vocabulary of Rust programmers.",
                      "the subjectless sentence given the subject 'Reserving abstract, final and override' (Summary and Detailed design)"),
            paraphrase=("A drawback is that Rust programmers have a few more words removed from the vocabulary available to them.",
                        "freer rewording; 'A drawback is' from the section heading; 'possible vocabulary' -> 'the vocabulary available to them'; keeps 'a few more words'"),
            contradiction=("Reserving abstract, final and override adds a few more words to the possible vocabulary of Rust programmers.",
                           "[direction] takes words out of the vocabulary -> adds words to it"),
            overclaim=("Reserving abstract, final and override permanently takes a few more words out of the possible vocabulary of Rust programmers.",
                       "scope widened in time ('permanently'); the RFC says nothing about how long the reservation lasts and reserves the words 'as possible keywords'; 'permanent' does not occur in it"),
            added=("Reserving abstract, final and override takes a few more words out of the possible vocabulary of Rust programmers, who will have to rename any variables or fields that already use them.",
                   "added consequence (renaming existing variables or fields) not in the RFC; 'rename', 'variable' and 'field' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="Don't do this and deal",
            end="language version, probably.",
            reworded=("One alternative is not to reserve the keywords now and to deal with it once there is an implementation, which would probably mean bumping the language version.",
                      "the imperative given the frame 'One alternative is' (section heading Alternatives); 'Don't do this' -> 'not to reserve the keywords now' ('this' = reserving abstract, final and override, Summary and Detailed design); 'when we have' -> 'once there is'; 'This would mean ..., probably' -> 'which would probably mean'"),
            paraphrase=("Instead, the reservation could be skipped and the issue handled when an implementation exists, though that would likely require a bump of the language version.",
                        "freer rewording; 'probably' -> 'likely'; 'when we have an implementation' -> 'when an implementation exists'"),
            contradiction=("One alternative is not to reserve the keywords now and to deal with it once there is an implementation, which would probably not require bumping the language version.",
                           "[negation] 'would mean bumping the language version, probably' -> 'would probably not require bumping'"),
            overclaim=("One alternative is not to reserve the keywords now and to deal with it once there is an implementation, which would certainly mean bumping the language version.",
                       "'probably' -> 'certainly' (hedge removed); 'certain' does not occur in the RFC"),
            added=("One alternative is not to reserve the keywords now and to deal with it once there is an implementation, which would probably mean bumping the language version to 2.0.",
                   "added detail (the bumped version would be 2.0) not in the RFC; '2.0' does not occur in it (no version number at all; only '#250' matches a loose 2.0 pattern)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# RFC 0139 has usable prose in only three top-level sections: the Summary is
# 10 words ("Remove the coercion from `Box<T>` to `&T` from the language."),
# Drawbacks 8 words ("Borrowing from `Box<T>` to `&T` may be convenient."),
# Unresolved questions "None.".  Two sentences come from the Detailed design
# (the two sentences of its second paragraph); the Alternatives sentence is
# exactly 12 words.
DOCS.append(dict(
    path="rust-rfcs/0139-remove-cross-borrowing-entirely.md",
    kind="RFC", num="0139", title="remove-cross-borrowing-entirely",
    sentences=[
        dict(
            section="Motivation",
            start="The coercion between `Box<T>` to `&T`",
            end="in RFC 33.",
            reworded=("The coercion from Box<T> to &T cannot be replicated by user-defined smart pointers and has been found to be rarely used, and the coercion between Box<T> and &mut T was already removed in RFC 33.",
                      "'between Box<T> to &T' -> 'from Box<T> to &T' (grammar); 'is not replicable' -> 'cannot be replicated'; 'We already removed' -> passive; footnote reference [1] and backticks dropped; the two sentences joined"),
            paraphrase=("User-defined smart pointers have no way to reproduce the Box<T> to &T coercion, which turns out to be seldom used, and the Box<T> to &mut T coercion was already taken out in RFC 33.",
                        "freer rewording; 'rarely' -> 'seldom'; keeps RFC 33"),
            contradiction=("The coercion from Box<T> to &T cannot be replicated by user-defined smart pointers and has been found to be rarely used, and the coercion between Box<T> and &mut T was already removed in RFC 34.",
                           "[number] RFC 33 -> RFC 34"),
            overclaim=("The coercion from Box<T> to &T cannot be replicated by user-defined smart pointers and is never used in practice, and the coercion between Box<T> and &mut T was already removed in RFC 33.",
                       "'has been found to be rarely used' -> 'is never used in practice'; 'never' and 'practice' do not occur in the RFC"),
            added=("The coercion from Box<T> to &T cannot be replicated by user-defined smart pointers and has been found to be rarely used, appearing only a handful of times in the compiler and standard library, and the coercion between Box<T> and &mut T was already removed in RFC 33.",
                   "added estimate (a handful of uses in the compiler and standard library) not in the RFC; 'handful', 'compiler', 'standard' and 'library' do not occur in it (footnote [1] is only a pull-request URL)"),
        ),
        dict(
            section="Detailed design",
            start="Note that methods that take",
            end="referencing or dereferencing.",
            reworded=("Methods that take &self can still be called on values of type Box<T> without any special referencing or dereferencing.",
                      "'Note that' dropped; backticks dropped"),
            paraphrase=("A method taking &self can still be invoked on a Box<T> value with no special referencing or dereferencing needed.",
                        "freer rewording; plural -> singular; keeps 'still' and 'no special referencing or dereferencing'"),
            contradiction=("Methods that take &self can no longer be called on values of type Box<T> without special referencing or dereferencing.",
                           "[negation] 'can still be called ... without any special referencing' -> 'can no longer be called ... without special referencing'"),
            overclaim=("Calling a method that takes &self on a Box<T> value is in every respect identical to calling it on a plain T, with no special referencing or dereferencing.",
                       "similar -> identical: 'without any special referencing or dereferencing' -> 'in every respect identical to calling it on a plain T'; 'identical', 'respect' and 'plain' do not occur in the RFC"),
            added=("Methods that take &self can still be called on values of type Box<T> without any special referencing or dereferencing, so most existing code will keep compiling unchanged.",
                   "added consequence (most existing code compiles unchanged) not in the RFC; 'existing', 'compil' and 'unchanged' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="That is because the semantics",
            end="by one autoref.",
            reworded=("Methods taking &self can be called on Box<T> values because the semantics of auto-deref and auto-ref combine to make it work: the types unify after one autoderef followed by one autoref.",
                      "'That' named from the preceding sentence (methods that take &self callable on Box<T> values); 'conspire' -> 'combine'"),
            paraphrase=("This works thanks to auto-deref and auto-ref: a single autoderef and then a single autoref are enough for the types to unify.",
                        "freer rewording; keeps the order and the count of the two steps; 'That' kept as 'This'"),
            contradiction=("Methods taking &self can be called on Box<T> values because the semantics of auto-deref and auto-ref conspire to make it work: the types unify after one autoref followed by one autoderef.",
                           "[roles] the order of the two steps swapped (one autoderef followed by one autoref -> one autoref followed by one autoderef)"),
            overclaim=("Because of the semantics of auto-deref and auto-ref, the types in any method call on a Box<T> value, whatever the method's receiver, unify after one autoderef followed by one autoref.",
                       "scope widened: the sentence explains calls of &self methods, the claim covers any method call on a Box<T> whatever its receiver; 'receiver' does not occur in the RFC"),
            added=("The semantics of auto-deref and auto-ref conspire to make &self method calls on Box<T> values work, since the types unify after one autoderef followed by one autoref, the same rule that lets such methods be called on Rc<T> values.",
                   "added comparison (the same rule for Rc<T>) not in the RFC; 'Rc' does not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="The impact of not doing this",
            end="will remain.",
            reworded=("The impact of not removing the coercion from Box<T> to &T is that the coercion will remain.",
                      "'this' -> 'removing the coercion from Box<T> to &T' (Summary and the Detailed design's first sentence)"),
            paraphrase=("If the RFC is not adopted, the Box<T> to &T coercion simply stays.",
                        "freer rewording; 'not doing this' -> 'If the RFC is not adopted'; 'will remain' -> 'stays'"),
            contradiction=("The impact of adopting RFC 0139 is that the coercion from Box<T> to &T will remain.",
                           "[negation] 'not doing this' -> 'adopting RFC 0139' (the 'not' dropped): the sentence ties the coercion's survival to not making the change"),
            overclaim=("The impact of not removing the coercion from Box<T> to &T is that the coercion will remain in the language forever.",
                       "scope widened in time ('forever'); 'forever' does not occur in the RFC"),
            added=("The impact of not removing the coercion from Box<T> to &T is that the coercion will remain, and it would then have to be kept for backwards compatibility after 1.0.",
                   "added consequence (kept for backwards compatibility after 1.0) not in the RFC; '1.0', 'backward' and 'compatib' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# RFC 0534 has usable prose in only three top-level sections: the Summary is
# one 7-word sentence ("Rename the `#[deriving(Foo)]` syntax extension to
# `#[derive(Foo)]`."), and there are no Alternatives or Unresolved questions
# sections.  Two sentences come from the Motivation (its first and second
# paragraphs).
DOCS.append(dict(
    path="rust-rfcs/0534-deriving2derive.md",
    kind="RFC", num="0534", title="deriving2derive",
    sentences=[
        dict(
            section="Motivation",
            start="Unlike our other verb-based",
            end="and so\non.",
            reworded=("Unlike Rust's other verb-based attribute names, deriving stands alone as a present participle; by convention Rust's attributes prefer warn rather than warning, inline rather than inlining, test rather than testing, and so on.",
                      "'our' -> Rust's (twice); quotes dropped; the two sentences joined"),
            paraphrase=("Among the verb-based attribute names, deriving is the lone present participle, whereas attributes conventionally take the bare verb, such as warn, inline and test rather than warning, inlining and testing.",
                        "freer rewording; 'stands alone' -> 'the lone'; 'By convention ... prefer' -> 'conventionally take'; the three pairs kept"),
            contradiction=("Like Rust's other verb-based attribute names, deriving takes the form of a present participle.",
                           "[negation] 'Unlike our other verb-based attribute names, deriving stands alone as a present participle' -> 'Like the other names, deriving is a present participle'"),
            overclaim=("Deriving stands alone as a present participle among Rust's verb-based attribute names, because a strict rule requires attributes to use warn rather than warning, inline rather than inlining, test rather than testing, and so on.",
                       "'By convention our attributes prefer' hardened into 'a strict rule requires'; 'rule', 'strict' and 'require' do not occur in the RFC"),
            added=("Unlike Rust's other verb-based attribute names, deriving stands alone as a present participle; by a convention written down in the Rust style guide, attributes prefer warn rather than warning, inline rather than inlining, test rather than testing, and so on.",
                   "added detail (the convention written down in the Rust style guide) not in the RFC; 'style', 'guide' and 'written' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="It's also shorter to type",
            end="Copy implementations.",
            reworded=("The name derive is also shorter to type, which is very important in a world without implicit Copy implementations.",
                      "'It' -> 'The name derive' (Summary and the preceding paragraph)"),
            paraphrase=("Derive also takes fewer keystrokes, which matters a great deal in a world where Copy is not implemented implicitly.",
                        "freer rewording; 'shorter to type' -> 'takes fewer keystrokes'; 'very important' -> 'matters a great deal'; keeps the condition (no implicit Copy)"),
            contradiction=("The name derive is also shorter to type, which is very important in a world with implicit Copy implementations.",
                           "[negation] 'without implicit Copy implementations' -> 'with implicit Copy implementations'"),
            overclaim=("The name derive is shorter to type, which is the most important reason for the rename in a world without implicit Copy implementations.",
                       "ranking added: 'very important' -> 'the most important reason for the rename' (the RFC gives it as one of three reasons, after the convention and before 'reads better'); 'reason' does not occur in it"),
            added=("The name derive is also shorter to type, which is very important in a world without implicit Copy implementations, where most structs will carry an explicit derive(Copy) line.",
                   "added estimate (most structs carrying an explicit derive(Copy)) not in the RFC; 'struct' and 'most' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Rename the `deriving` attribute",
            end="find-\nand-replace.",
            reworded=("RFC 0534 renames the deriving attribute to derive, which should be a very simple find-and-replace.",
                      "imperative given the subject RFC 0534 (header); 'This should be' -> 'which should be'; the line-broken 'find-and-replace' rejoined; backticks dropped"),
            paraphrase=("The plan is to rename deriving to derive, a change that ought to be just a very simple find-and-replace.",
                        "freer rewording; 'should' -> 'ought to'; keeps 'very simple'"),
            contradiction=("RFC 0534 renames the derive attribute to deriving, which should be a very simple find-and-replace.",
                           "[roles] the old and the new name swapped (deriving -> derive becomes derive -> deriving)"),
            overclaim=("Renaming the deriving attribute to derive is guaranteed to be a very simple find-and-replace.",
                       "'should be' -> 'is guaranteed to be' (hedge removed); 'guarantee' does not occur in the RFC"),
            added=("RFC 0534 renames the deriving attribute to derive, which should be a very simple find-and-replace that a script can apply across the compiler, the standard library and crates.io.",
                   "added detail (a script applying it across the compiler, standard library and crates.io) not in the RFC; 'script', 'compiler', 'library' and 'crates' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="Participles the world over",
            end="promising young language.",
            reworded=("Participles the world over will mourn the loss of their only foothold in Rust, this promising young language.",
                      "'lament' -> 'mourn'; 'this promising young language' named as Rust (the RFC's subject; the word Rust itself occurs only in the header's issue link)"),
            paraphrase=("Participles all over the world will grieve over losing the one foothold they had in this promising young language.",
                        "freer rewording; 'their only foothold' -> 'the one foothold they had'"),
            contradiction=("Participles the world over will celebrate the loss of their only foothold in this promising young language.",
                           "[direction] lament -> celebrate"),
            overclaim=("Participles the world over will lament the loss of deriving, their only foothold in any programming language.",
                       "scope widened: 'their only foothold in this promising young language' -> in any programming language; 'programming' does not occur in the RFC ('deriving' named from the Summary)"),
            added=("Participles the world over will lament the loss of their only foothold in this promising young language, although deriving will still be accepted during a short grace period.",
                   "added plan (deriving still accepted during a grace period) not in the RFC; 'accept', 'grace' and 'period' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
DOCS.append(dict(
    path="python-peps/pep-0251.rst",
    kind="PEP", num="251", title="Python 2.2 Release Schedule",
    sentences=[
        dict(
            section="Abstract",
            start="The schedule primarily concerns",
            end="first\nbeta release.",
            reworded=("The Python 2.2 schedule primarily concerns itself with PEP-sized items, and small bug fixes and changes will occur up until the first beta release.",
                      "'The schedule' -> 'The Python 2.2 schedule' (the preceding sentence: 'the Python 2.2 development and release schedule'); the two sentences joined"),
            paraphrase=("The schedule is mainly about PEP-sized items, while small bug fixes and changes continue until the first beta.",
                        "freer rewording; 'primarily' -> 'mainly'; keeps 'until the first beta'"),
            contradiction=("The Python 2.2 schedule primarily concerns itself with PEP-sized items, and small bug fixes and changes will occur up until the second beta release.",
                           "[number] the first beta release -> the second"),
            overclaim=("The Python 2.2 schedule concerns itself only with PEP-sized items, and small bug fixes and changes will occur up until the first beta release.",
                       "'primarily' -> 'only'; 'only' does not occur in PEP 251"),
            added=("The Python 2.2 schedule primarily concerns itself with PEP-sized items; small bug fixes and changes will occur up until the first beta release, after which only critical fixes are accepted.",
                   "added detail (only critical fixes after the first beta) not in PEP 251; 'critical', 'accept' and 'only' do not occur in it"),
        ),
        dict(
            section="Release Schedule",
            start="Note that we've slipped",
            end="release of 2.2a1.",
            reworded=("The Python 2.2 release dates have slipped compared to the schedule posted around the release of 2.2a1.",
                      "'we've slipped this' -> 'the Python 2.2 release dates have slipped' ('this' = the release dates of the section, introduced by the preceding 'Tentative future release dates.'); 'Note that' dropped"),
            paraphrase=("These dates are later than the ones in the schedule published around the time 2.2a1 came out.",
                        "freer rewording; 'slipped' -> 'later'; 'posted around the release of 2.2a1' -> 'published around the time 2.2a1 came out'"),
            contradiction=("The Python 2.2 release dates are earlier than those in the schedule posted around the release of 2.2a1.",
                           "[direction] slipped (later) -> earlier"),
            overclaim=("Every Python 2.2 release date has slipped compared to the schedule posted around the release of 2.2a1.",
                       "scope widened: 'this' (the schedule) -> every single release date; 'every' occurs only in the Release Mechanics' 'every alpha, beta or other release'"),
            added=("The Python 2.2 release dates have slipped compared to the schedule posted around the release of 2.2a1, mainly because the unification of types and classes took longer than expected.",
                   "added cause (type and class unification taking longer) not in PEP 251; the unification occurs only as an item of the feature list; 'because', 'longer' and 'expected' do not occur in it"),
        ),
        dict(
            section="Release Mechanics",
            start="Changes to the branch are limited",
            end="for future releases.",
            reworded=("Changes to the release branch are limited to the release manager and his designated bots, and this experiment was deemed a success and should be observed for future releases.",
                      "'the branch' -> 'the release branch' (the preceding sentence: a branch forked off a week before every release, 'which became the release'); the apostrophe of 'bots dropped; the two sentences joined"),
            paraphrase=("Only the release manager and the bots he designates may change the branch; the experiment was judged a success and ought to be followed for later releases.",
                        "freer rewording; 'deemed a success' -> 'judged a success'; 'should be observed' -> 'ought to be followed'"),
            contradiction=("Changes to the release branch are limited to the core developers and their designated bots, and this experiment was deemed a success and should be observed for future releases.",
                           "[entity] the release manager -> the core developers"),
            overclaim=("Changes to the release branch are limited to the release manager and his designated bots, and this experiment was deemed a success that must be followed for all future Python releases.",
                       "a recommendation made a requirement: 'should be observed for future releases' -> 'must be followed for all future Python releases'; 'must' does not occur in PEP 251"),
            added=("Changes to the release branch are limited to the release manager and his designated bots, and this experiment, which cut the number of last-minute breakages, was deemed a success and should be observed for future releases.",
                   "added consequence (fewer last-minute breakages) not in PEP 251; 'break', 'last' and 'minute' do not occur in it"),
        ),
        dict(
            section="New features for Python 2.2",
            start="The following new features are introduced",
            end="document [3]_.",
            reworded=("New features are introduced in Python 2.2, and for a more detailed account of them, see Misc/NEWS in the Python distribution or Andrew Kuchling's What's New in Python 2.2 document.",
                      "'The following new features' -> 'New features' (the list after the sentence is not in the cut); footnote references [2]_ and [3]_ and the quotes dropped; the two sentences joined"),
            paraphrase=("A fuller account of the new Python 2.2 features can be found in the Misc/NEWS file of the Python distribution or in Andrew Kuchling's What's New in Python 2.2.",
                        "freer rewording; 'a more detailed account' -> 'a fuller account'; keeps both sources and the 'or'"),
            contradiction=("New features are introduced in Python 2.2, and for a more detailed account of them, see Misc/NEWS in the Python distribution or Barry Warsaw's What's New in Python 2.2 document.",
                           "[entity] Andrew Kuchling -> Barry Warsaw (the release manager and one of the PEP's authors)"),
            overclaim=("For a complete account of every new feature in Python 2.2, see Misc/NEWS in the Python distribution or Andrew Kuchling's What's New in Python 2.2 document.",
                       "'a more detailed account' -> 'a complete account of every new feature'; 'complete' does not occur in PEP 251"),
            added=("New features are introduced in Python 2.2, and for a more detailed account of them, see Misc/NEWS in the Python distribution or Andrew Kuchling's What's New in Python 2.2 document, which also gives advice on porting code from Python 2.1.",
                   "added detail (porting advice from Python 2.1) not in PEP 251; 'porting', 'advice' and 'port' do not occur in it, '2.1' only inside the References URL's '2.2.1'"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# PEP 160 has usable prose in only three top-level sections: Schedule is a
# list of four dates (7-8 words each, no prose) and Copyright is the
# public-domain notice.  Two sentences come from the Mechanism (its first
# paragraph's second sentence and its third paragraph).
DOCS.append(dict(
    path="python-peps/pep-0160.rst",
    kind="PEP", num="160", title="Python 1.6 Release Schedule",
    sentences=[
        dict(
            section="Introduction",
            start="This release will be produced",
            end="Initiatives (CNRI).",
            reworded=("The Python 1.6 release will be produced by BeOpen PythonLabs staff for the Corporation for National Research Initiatives (CNRI).",
                      "'This release' -> 'The Python 1.6 release' (the preceding paragraph: 'the Python 1.6 release schedule')"),
            paraphrase=("Staff of BeOpen PythonLabs will make the Python 1.6 release on behalf of CNRI, the Corporation for National Research Initiatives.",
                        "freer rewording; 'produced by ... for' -> 'make ... on behalf of'"),
            contradiction=("The Python 1.6 release will be produced by CNRI staff for BeOpen PythonLabs.",
                           "[roles] producer and client swapped: BeOpen PythonLabs staff for CNRI -> CNRI staff for BeOpen PythonLabs"),
            overclaim=("Every future Python release, not just 1.6, will be produced by BeOpen PythonLabs staff for the Corporation for National Research Initiatives (CNRI).",
                       "scope widened: this release -> every future Python release; 'future' does not occur in PEP 160"),
            added=("The Python 1.6 release will be produced by BeOpen PythonLabs staff for the Corporation for National Research Initiatives (CNRI) under a contract between the two organisations.",
                   "added detail (a contract between the two) not in PEP 160; 'contract' and 'organis' do not occur in it"),
        ),
        dict(
            section="Features",
            start="SRE: Fredrik Lundh's",
            end="of the re module.",
            reworded=("SRE, Fredrik Lundh's new regular expression engine, will be used to provide support for both 8-bit strings and Unicode strings, and it must pass the regression test used for the pcre-based version of the re module.",
                      "the list item's label 'SRE:' made an apposition; the two sentences joined"),
            paraphrase=("Fredrik Lundh's new regex engine, SRE, is to handle both 8-bit and Unicode strings and has to pass the same regression test as the pcre-based re module.",
                        "freer rewording; 'regular expression' -> 'regex'; 'must pass the regression test used for' -> 'has to pass the same regression test as'"),
            contradiction=("SRE, Fred Drake's new regular expression engine, will be used to provide support for both 8-bit strings and Unicode strings, and it must pass the regression test used for the pcre-based version of the re module.",
                           "[entity] Fredrik Lundh -> Fred Drake (the PEP's author)"),
            overclaim=("SRE, Fredrik Lundh's new regular expression engine, will support both 8-bit and Unicode strings and must behave identically to the pcre-based version of the re module in every case.",
                       "'must pass the regression test used for the pcre-based version' -> 'must behave identically to the pcre-based version in every case'; 'identical', 'case' and 'every' do not occur in PEP 160"),
            added=("SRE, Fredrik Lundh's new regular expression engine, will be used to provide support for both 8-bit strings and Unicode strings, and it must pass the regression test used for the pcre-based version of the re module, which it is also expected to outperform.",
                   "added comparison (SRE expected to outperform pcre) not in PEP 160; 'perform', 'fast', 'speed' and 'expect' do not occur in it"),
        ),
        dict(
            section="Mechanism",
            start="Patches\nrequired from more recent",
            end="incompatible\nimplementations.",
            reworded=("Whenever possible, patches required from more recent checkins will be merged in by moving the branch tag on individual files, in order to reduce mailing list clutter and avoid divergent and incompatible implementations.",
                      "'whenever possible' moved to the front"),
            paraphrase=("Where it can be done, patches needed from later checkins are brought in by moving the branch tag file by file, so as to cut mailing list clutter and keep implementations from diverging and becoming incompatible.",
                        "freer rewording; keeps 'whenever possible' (as 'Where it can be done') and both purposes"),
            contradiction=("Whenever possible, patches required from more recent checkins will be merged in by moving the branch tag on individual files, even though this adds to mailing list clutter, in order to avoid divergent and incompatible implementations.",
                           "[direction] 'in order to reduce mailing list clutter' -> 'even though this adds to mailing list clutter'"),
            overclaim=("Patches required from more recent checkins will always be merged in by moving the branch tag on individual files, in order to reduce mailing list clutter and avoid divergent and incompatible implementations.",
                       "'whenever possible' -> 'always' (condition dropped); 'always' does not occur in PEP 160"),
            added=("Whenever possible, patches required from more recent checkins will be merged in by moving the branch tag on individual files with a script that moves the tags in bulk, in order to reduce mailing list clutter and avoid divergent and incompatible implementations.",
                   "added detail (a script moving the tags in bulk) not in PEP 160; 'script' and 'bulk' do not occur in it"),
        ),
        dict(
            section="Mechanism",
            start="Patches and features will be merged",
            end="in effect on 16 May 2000.",
            reworded=("Patches and features will be merged to the extent needed to pass the regression tests in effect on 16 May 2000.",
                      "'required' -> 'needed'; 'the' added"),
            paraphrase=("Merging of patches and features will go only as far as is required for the regression tests that were in force on 16 May 2000 to pass.",
                        "freer rewording; 'to the extent required' -> 'only as far as is required'; keeps the date"),
            contradiction=("Patches and features will be merged to the extent required to pass the regression tests in effect on 16 March 2000.",
                           "[number] 16 May 2000 -> 16 March 2000"),
            overclaim=("Patches and features will be merged to the extent required for the release to pass every regression test in effect on 16 May 2000 on every supported platform.",
                       "scope widened: regression tests -> every regression test on every supported platform; 'platform' and 'every' do not occur in PEP 160"),
            added=("Patches and features will be merged to the extent required to pass regression tests in effect on 16 May 2000, with each merge approved by Guido van Rossum.",
                   "added detail (each merge approved by Guido van Rossum) not in PEP 160; 'Guido', 'Rossum' and 'approv' do not occur in it"),
        ),
    ]))
