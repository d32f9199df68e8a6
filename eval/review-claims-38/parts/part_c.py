# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-38, part C (drafts 11-15).

Same format as review-claims-37's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

`kind` is "RFC" or "PEP"; `num` is the number shown in the draft's second
heading; `title` is the document title used in both headings (PEPs: the
Title: header field; Rust RFCs: the document's own opening heading where its
first non-empty line is a Markdown heading, else the file-name slug).  None
of the five RFCs here opens with a heading (1119 starts with "- Feature
Name:", the other four with "- Start Date:"), so every title is the slug.
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# RFC 1119: four top-level sections, one sentence each (Motivation, Detailed
# design, Drawbacks, Alternatives).  The Summary (12 words, no full stop) and
# the Unresolved question (12 words, a question) were usable but not needed.
DOCS.append(dict(
    path="rust-rfcs/1119-result-expect.md",
    kind="RFC", num="1119", title="result-expect",
    sentences=[
        dict(
            section="Motivation",
            start="While `Result::unwrap` exists",
            end="arbitrary failure message).",
            reworded=("Result::unwrap exists but does not allow annotating the panic message with the operation attempted (for example, what file was being opened), which is at odds with Option, which includes both unwrap and expect, with expect taking an arbitrary failure message.",
                      "the two sentences joined ('This is at odds' -> 'which is at odds'); 'at odds to' -> 'at odds with'; 'the latter' -> expect (inside the sentence); quotes around Option and backticks dropped; 'e.g.' -> 'for example'"),
            paraphrase=("Result::unwrap offers no way to add the attempted operation, such as the file being opened, to its panic message, unlike Option, which has both unwrap and expect, the second of which accepts an arbitrary failure message.",
                        "freer rewording; 'does not allow annotating the panic message with the operation attempted' -> 'offers no way to add the attempted operation to its panic message'; 'at odds' -> 'unlike'"),
            contradiction=("Result::unwrap already allows annotating the panic message with the operation attempted, such as what file was being opened, much like Option's expect, which takes an arbitrary failure message.",
                           "[negation] does not allow annotating -> already allows annotating; the 'at odds' clause recast as 'much like' to keep the claim coherent"),
            overclaim=("Result::unwrap does not allow annotating the panic message with the operation attempted, which is the biggest inconsistency between Result and Option, since Option includes both unwrap and expect.",
                       "a ranking added: 'at odds to Option' made 'the biggest inconsistency between Result and Option'; 'inconsisten' and 'biggest' do not occur in the RFC"),
            added=("Result::unwrap does not allow annotating the panic message with the operation attempted, so users write match expressions by hand to get a useful message, whereas Option includes both unwrap and expect.",
                   "added consequence (users writing match expressions by hand) not in the RFC; 'match' and 'hand' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Add a new method to the same",
            end="and the error value.",
            reworded=("RFC 1119 adds a new method to the same impl block as Result::unwrap that takes a &str message and returns T if the Result was Ok; if the Result was Err, the method panics with both the provided message and the error value.",
                      "the imperative 'Add ...' given the subject RFC 1119 (header / file name); the two sentences joined; 'it' -> 'the method'; backticks dropped"),
            paraphrase=("The proposed method sits in the impl block that holds Result::unwrap, accepts a &str message, gives back the T when the Result is Ok, and on Err panics showing both that message and the error value.",
                        "freer rewording; the imperative made 'The proposed method'; 'returns T' -> 'gives back the T'; keeps both parts of the panic output"),
            contradiction=("RFC 1119 adds a new method to the same impl block as Result::unwrap that takes a &str message and returns T if the Result was Err; if the Result was Ok, it panics with both the provided message and the error value.",
                           "[roles] Ok and Err swapped: the method returns T on Ok and panics on Err"),
            overclaim=("Result::expect has already been added to the standard library, in the same impl block as Result::unwrap; it takes a &str message, returns T for Ok and panics with both the message and the error value for Err.",
                       "a proposal asserted as done; 'standard' and 'library' do not occur in the RFC (the header's Rust Issue link to a rust-lang/rust pull request could be read as a sign of implementation); the name expect comes from the Summary"),
            added=("RFC 1119 adds a new method to the same impl block as Result::unwrap that consumes the Result, takes a &str message and returns T if the Result was Ok; if the Result was Err, it panics with both the provided message and the error value.",
                   "added detail (the method consumes the Result) not in the RFC; 'consum' and 'self' do not occur in it ('value' only in 'the error value')"),
        ),
        dict(
            section="Drawbacks",
            start="The panic message format is less obvious",
            end="the message passed)",
            reworded=("The panic message format is less obvious than with Option::expect, where the panic message is the message passed.",
                      "'than it is with' -> 'than with'; parentheses and backticks dropped; full stop added (the list item has none)"),
            paraphrase=("With the proposed method it is harder to tell what the panic message will look like than with Option::expect, whose panic message is simply the message passed in.",
                        "freer rewording; 'less obvious' -> 'harder to tell'; 'the proposed method' named from the Summary/Detailed design (the drawback is about the new Result method)"),
            contradiction=("The panic message format is more obvious than it is with Option::expect, where the panic message is the message passed.",
                           "[direction] less obvious -> more obvious"),
            overclaim=("The biggest drawback of RFC 1119 is that the panic message format is less obvious than with Option::expect, where the panic message is the message passed.",
                       "a ranking added: the Drawbacks list two items without ranking them; 'biggest' and 'main' do not occur in the RFC"),
            added=("The panic message format is less obvious than with Option::expect, where the panic message is the message passed, which may trip up tests that check panic messages.",
                   "added consequence (tests that check panic messages) not in the RFC; 'test' and 'check' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="A macro could be introduced",
            end="of the panic message).",
            reworded=("A macro could be introduced to fill the same role, which would allow arbitrary formatting of the panic message.",
                      "the parenthesis turned into a relative clause"),
            paraphrase=("As an alternative, the same job could be done by a new macro, and that would permit the panic message to be formatted in any way.",
                        "freer rewording; 'As an alternative' (section heading Alternatives); keeps 'could'; 'arbitrary formatting' -> 'formatted in any way'"),
            contradiction=("A macro could be introduced to fill the same role, but it would not allow arbitrary formatting of the panic message.",
                           "[negation] would allow arbitrary formatting -> would not allow it"),
            overclaim=("A macro should be introduced instead to fill the same role, since it would allow arbitrary formatting of the panic message.",
                       "a possibility ('could be introduced') made a recommendation ('should be introduced instead'); 'should' and 'instead' do not occur in the RFC"),
            added=("A macro could be introduced to fill the same role, which would allow arbitrary formatting of the panic message, though newcomers would find a macro harder to discover than a method.",
                   "added drawback (harder for newcomers to discover) not in the RFC; 'newcomer', 'discover' and 'find' do not occur in it ('method' does, for the proposed method)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# RFC 0168 has only three top-level sections with usable prose: Summary,
# Detailed design and Drawbacks (Motivation is the 5-word "Make use clauses
# more concise.", Alternatives "Don't do this.", Unresolved questions "N/A").
# Two sentences come from the Detailed design (its second and third
# paragraphs).
DOCS.append(dict(
    path="rust-rfcs/0168-mod.md",
    kind="RFC", num="0168", title="mod",
    sentences=[
        dict(
            section="Summary",
            start="Add syntax sugar for importing",
            end="view item.",
            reworded=("RFC 0168 adds syntax sugar for importing a module and items in that module in a single view item.",
                      "the imperative 'Add ...' given the subject RFC 0168 (header / file name)"),
            paraphrase=("The RFC proposes a shorthand that lets one view item import both a module and items inside that module.",
                        "freer rewording; 'syntax sugar' -> 'shorthand'; 'a single view item' -> 'one view item'; the RFC as actor"),
            contradiction=("RFC 0168 adds syntax sugar for importing a module and items in that module in two view items.",
                           "[number] a single view item -> two view items"),
            overclaim=("RFC 0168 adds syntax sugar for importing a module together with all of its items in a single view item.",
                       "scope widened: 'items in that module' -> 'all of its items' (the RFC's examples import named items; 'all' and 'glob' do not occur in it)"),
            added=("RFC 0168 adds syntax sugar for importing a module and items in that module in a single view item, which also requires changes to the pretty printer.",
                   "added consequence (changes to the pretty printer) not in the RFC; 'pretty' and 'print' do not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="The `mod` keyword cannot be used outside",
            end="a prefix path.",
            reworded=("The mod keyword cannot be used outside of braces, and it cannot be used inside braces that do not have a prefix path either.",
                      "'nor can it be used' -> 'and it cannot be used ... either'; 'which' -> 'that'; backticks dropped"),
            paraphrase=("Using mod is only permitted within braces, and only in braces that are preceded by a prefix path.",
                        "freer rewording: the two prohibitions stated as one permission with two conditions"),
            contradiction=("The mod keyword can be used outside of braces, but it cannot be used inside braces which do not have a prefix path.",
                           "[negation] cannot be used outside of braces -> can be used outside of braces"),
            overclaim=("The mod keyword cannot be used outside of braces, nor inside braces which do not have a prefix path, and neither restriction will ever be relaxed.",
                       "scope widened in time: a permanent rule ('will ever be relaxed') the RFC never states; 'never', 'relax', 'lift' and 'future' do not occur in it"),
            added=("The mod keyword cannot be used outside of braces, nor inside braces which do not have a prefix path, because the module it stands for would then be ambiguous.",
                   "added cause (ambiguity of the module) not in the RFC; 'ambig' does not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="A programmer may write",
            end="`use prefix;`).",
            reworded=("A programmer may write mod in a module list with only a single item, for example use prefix::{mod}, although this is considered poor style and may be forbidden by a lint; the preferred version is use prefix.",
                      "'E.g.,' -> 'for example'; the parenthesised last sentence joined with a semicolon; backticks and the code's semicolons dropped"),
            paraphrase=("Writing mod as the only entry of a module list, as in use prefix::{mod}, is permitted but regarded as poor style that a lint may reject, with plain use prefix being preferred.",
                        "freer rewording; 'may be forbidden by a lint' -> 'a lint may reject'; keeps 'may'"),
            contradiction=("A programmer may write mod in a module list with only a single item, for example use prefix::{mod}, and this is considered good style.",
                           "[direction] considered poor style -> considered good style"),
            overclaim=("Writing mod in a module list with only a single item, such as use prefix::{mod}, is poor style and will be forbidden by a lint.",
                       "'may be forbidden by a lint' -> 'will be forbidden by a lint'"),
            added=("A programmer may write mod in a module list with only a single item, such as use prefix::{mod}, although this is considered poor style, because it hides a plain module import inside list syntax, and may be forbidden by a lint.",
                   "added cause (hiding a plain module import inside list syntax) not in the RFC; 'hide' and 'plain' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="For example, with `use",
            end="is imported).",
            reworded=("For example, with use foo::bar::{mod, baz}, the programmer can use foo::bar::baz in their program but not foo::bar::mod; instead foo::bar is imported.",
                      "the parenthesis turned into a clause after a semicolon; backticks and the code's semicolon dropped"),
            paraphrase=("Given use foo::bar::{mod, baz}, a program may refer to foo::bar::baz, yet not to foo::bar::mod, since what gets imported is foo::bar.",
                        "freer rewording; 'can use ... in their program' -> 'a program may refer to'; '(instead foo::bar is imported)' -> 'since what gets imported is foo::bar'"),
            contradiction=("With use foo::bar::{mod, baz}, the programmer can use foo::bar::mod in their program but not foo::bar::baz.",
                           "[roles] foo::bar::baz and foo::bar::mod swapped (usable vs not usable); the 'instead foo::bar is imported' clause dropped to keep the claim coherent"),
            overclaim=("The most serious drawback of RFC 0168 is that with use foo::bar::{mod, baz} the programmer can use foo::bar::baz in the program but not foo::bar::mod, because foo::bar is imported instead.",
                       "a ranking added: the Drawbacks also list 'Another use of the mod keyword' and rank nothing; 'serious' and 'main' do not occur in the RFC"),
            added=("With use foo::bar::{mod, baz}, the programmer can use foo::bar::baz in their program but not foo::bar::mod, since foo::bar is imported instead, and writing foo::bar::mod in the program is a compile error.",
                   "added consequence (a compile error) not in the RFC; 'compil' and 'error' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# RFC 0341 has only three top-level sections with sentences of 12+ words:
# Summary, Motivation and Drawbacks (the Detailed design is two one-line
# paragraphs of 9 and 10 words, Unresolved questions "None known.").  Two
# sentences come from the Motivation (its first paragraph and its first
# numbered item).
DOCS.append(dict(
    path="rust-rfcs/0341-remove-virtual-structs.md",
    kind="RFC", num="0341", title="remove-virtual-structs",
    sentences=[
        dict(
            section="Summary",
            start="Removes the \"virtual struct\"",
            end="feature gated.",
            reworded=("RFC 0341 removes the virtual struct feature, also known as struct inheritance, which is currently feature gated.",
                      "the subjectless 'Removes ...' given the subject RFC 0341 (header / file name); 'aka' -> 'also known as'; quotes dropped"),
            paraphrase=("The RFC takes out virtual structs, that is struct inheritance, a feature that at present sits behind a feature gate.",
                        "freer rewording; 'removes' -> 'takes out'; 'currently feature gated' -> 'at present sits behind a feature gate'"),
            contradiction=("RFC 0341 removes the virtual struct feature, also known as trait inheritance, which is currently feature gated.",
                           "[entity] struct inheritance -> trait inheritance"),
            overclaim=("Since RFC 0341, the virtual struct feature, also known as struct inheritance, no longer exists in Rust, not even behind a feature gate.",
                       "a proposal asserted as done: the RFC proposes the removal; nothing says it has happened ('removed' does not occur in it)"),
            added=("RFC 0341 removes the virtual struct feature, also known as struct inheritance, which is currently feature gated and used by only a handful of crates.",
                   "added detail (used by only a handful of crates) not in the RFC; 'crate', 'handful' and 'used' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Virtual structs were added experimentally",
            end="a new struct.",
            reworded=("Virtual structs were experimentally added before the RFC process as a way of inheriting fields from one struct when defining a new struct.",
                      "'added experimentally' -> 'experimentally added'; 'prior to' -> 'before'"),
            paraphrase=("Before there was an RFC process, virtual structs had been added as an experiment, letting a newly defined struct inherit the fields of one other struct.",
                        "freer rewording; 'as a way of inheriting fields from one struct when defining a new struct' -> 'letting a newly defined struct inherit the fields of one other struct'"),
            contradiction=("Virtual structs were added experimentally prior to the RFC process as a way of inheriting fields from two structs when defining a new struct.",
                           "[number] from one struct -> from two structs"),
            overclaim=("Virtual structs were added experimentally prior to the RFC process as a way of inheriting both fields and methods from one struct when defining a new struct.",
                       "scope widened: 'fields' -> 'both fields and methods'; 'method' does not occur in the RFC"),
            added=("Virtual structs were added experimentally prior to the RFC process as a way of inheriting fields from one struct when defining a new struct, an idea modelled on class inheritance in C++.",
                   "added origin (modelled on C++ class inheritance) not in the RFC; 'C++', 'class' and 'model' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="The feature is likely to be replaced",
            end="and so on.",
            reworded=("The virtual struct feature is likely to be replaced by a more general mechanism, as part of the need to address hierarchies such as the DOM, ASTs and so on.",
                      "'The feature' -> 'The virtual struct feature' (the Summary and the Motivation's first paragraph)"),
            paraphrase=("One reason for removing virtual structs is that a more general mechanism will probably take their place, driven by the need to handle hierarchies like the DOM and ASTs.",
                        "freer rewording; 'One reason for removing' from the list's lead-in ('The motivations for removing this feature altogether are:'); 'likely' -> 'probably'; 'and so on' dropped"),
            contradiction=("The virtual struct feature is likely to be replaced by a narrower, more specialised mechanism, as part of the need to address hierarchies such as the DOM, ASTs and so on.",
                           "[direction] a more general mechanism -> a narrower, more specialised mechanism (also contradicted by the Drawbacks' 'until a more general mechanism is added')"),
            overclaim=("The virtual struct feature will be replaced by a more general mechanism, as part of the need to address hierarchies such as the DOM, ASTs and so on.",
                       "'is likely to be replaced' -> 'will be replaced'"),
            added=("The virtual struct feature is likely to be replaced by a more general mechanism, as part of the need to address hierarchies such as the DOM in the Servo browser engine, ASTs and so on.",
                   "added detail (the DOM of the Servo browser engine) not in the RFC; 'servo' and 'browser' do not occur in it (the linked discussion URL names 'efficient-inheritance' only)"),
        ),
        dict(
            section="Drawbacks",
            start="The language will no longer offer",
            end="mechanism is added.",
            reworded=("Rust will no longer offer any built-in mechanism for avoiding repetition of struct fields, but macros offer a reasonable workaround until a more general mechanism is added.",
                      "'The language' -> Rust (the header's rust-lang links; the RFC is about the Rust language); the two sentences joined with 'but'"),
            paraphrase=("Once virtual structs are gone, there will be no built-in way to avoid repeating struct fields, though macros are a reasonable stopgap until a more general mechanism arrives.",
                        "freer rewording; the setting 'Once virtual structs are gone' from the Summary/Detailed design; 'workaround' -> 'stopgap'"),
            contradiction=("The language will still offer a built-in mechanism for avoiding repetition of struct fields, and macros offer a reasonable workaround until a more general mechanism is added.",
                           "[negation] will no longer offer any built-in mechanism -> will still offer one"),
            overclaim=("The language will no longer offer any built-in mechanism for avoiding repetition of struct fields, but macros fully solve the problem until a more general mechanism is added.",
                       "'a reasonable workaround' hardened into 'fully solve the problem'; 'fully' does not occur in the RFC ('solve' only inside 'Unresolved questions')"),
            added=("The language will no longer offer any built-in mechanism for avoiding repetition of struct fields, and macros, though a reasonable workaround until a more general mechanism is added, make error messages harder to read.",
                   "added drawback (harder-to-read error messages) not in the RFC; 'error', 'message' and 'read' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# RFC 0111 has only three top-level sections with sentences of 12+ words:
# Motivation, Drawbacks and Alternatives (the Summary is 8 words, the
# Detailed design a 9-word lead-in to a code block, Unresolved questions
# "None that I'm aware of.").  Two sentences come from the Motivation (its two
# paragraphs).
DOCS.append(dict(
    path="rust-rfcs/0111-index-traits.md",
    kind="RFC", num="0111", title="index-traits",
    sentences=[
        dict(
            section="Motivation",
            start="Currently, the `Index` trait",
            end="`.get_mut()` methods.",
            reworded=("Currently, the Index trait is not suitable for most array indexing tasks: the slice functionality cannot be replicated using it, and as a result the new Vec has to use the get() and get_mut() methods.",
                      "the two sentences joined with a colon; backticks and the leading dots of .get() and .get_mut() dropped"),
            paraphrase=("At present the Index trait does not fit most array indexing work, since it cannot reproduce the slice functionality, which is why the new Vec must fall back on get() and get_mut() methods.",
                        "freer rewording; 'not suitable for most' -> 'does not fit most'; 'has to use' -> 'must fall back on'; keeps 'most'"),
            contradiction=("Currently, the Index trait is not suitable for most array indexing tasks: the slice functionality cannot be replicated using it, so the new Vec has to rely on a single get() method.",
                           "[number] two methods (.get() and .get_mut()) -> a single get() method"),
            overclaim=("Currently, the Index trait is not suitable for any array indexing task, since the slice functionality cannot be replicated using it, and as a result the new Vec has to use get() and get_mut() methods.",
                       "'most array indexing tasks' -> 'any array indexing task'; 'any' does not occur in the RFC"),
            added=("Currently, the Index trait is not suitable for most array indexing tasks: the slice functionality cannot be replicated using it, so the new Vec has to use get() and get_mut() methods, which return an Option instead of panicking on an out-of-bounds index.",
                   "added detail (get() returning an Option instead of panicking) not in the RFC; 'option', 'panic' and 'bound' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Additionally, this simply follows",
            end="for a while.",
            reworded=("Additionally, splitting Index into Index and IndexMut simply follows the Deref and DerefMut split that has been implemented for a while.",
                      "'this' -> 'splitting Index into Index and IndexMut' (the Summary: 'Index should be split into Index and IndexMut'); 'Deref/DerefMut' -> 'Deref and DerefMut'; backticks dropped"),
            paraphrase=("The split of Index also just mirrors the division between Deref and DerefMut, which has been in place for some time.",
                        "freer rewording; 'this' -> 'The split of Index' (Summary); 'has been implemented for a while' -> 'has been in place for some time'"),
            contradiction=("Additionally, splitting Index into Index and IndexMut simply follows the Borrow and BorrowMut split that has been implemented for a while.",
                           "[entity] the Deref/DerefMut split -> a Borrow/BorrowMut split"),
            overclaim=("Splitting Index into Index and IndexMut is required for consistency with the Deref and DerefMut split that has been implemented for a while.",
                       "'simply follows' (an additional argument) hardened into 'is required for consistency'; 'requir' and 'consisten' do not occur in the RFC"),
            added=("Additionally, splitting Index simply follows the Deref and DerefMut split that has been implemented for a while, which users already know from smart pointers such as Box.",
                   "added detail (users know the split from smart pointers such as Box) not in the RFC; 'smart', 'pointer' and 'box' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="This design doesn't support hash tables",
            end="backwards compatibly.",
            reworded=("The design of RFC 0111 does not support hash tables because there is no assignment operator, but this can be added backwards compatibly.",
                      "'This design' -> 'The design of RFC 0111' (header / file name); the two sentences joined with 'but'; doesn't -> does not"),
            paraphrase=("Hash tables are not supported by the design, since it has no assignment operator, though that can be added later without breaking backwards compatibility.",
                        "freer rewording; active -> passive; 'can be added backwards compatibly' -> 'can be added later without breaking backwards compatibility'"),
            contradiction=("This design doesn't support hash tables because there is no assignment operator, and this cannot be added backwards compatibly.",
                           "[negation] can be added backwards compatibly -> cannot be added backwards compatibly"),
            overclaim=("This design doesn't support hash tables because there is no assignment operator, and support for them will be added backwards compatibly.",
                       "a possibility ('can be added') made a plan ('will be added'); 'will' occurs in the RFC only in the Alternatives sentence"),
            added=("This design doesn't support hash tables because there is no assignment operator; this can be added backwards compatibly, probably through a separate IndexSet trait.",
                   "added plan (a separate IndexSet trait) not in the RFC; 'IndexSet' and 'separate' do not occur in it"),
        ),
        dict(
            section="Alternatives",
            start="The impact of not doing this",
            end="available to `Vec`.",
            reworded=("The impact of not splitting Index is that the [] notation will not be available to Vec.",
                      "'not doing this' -> 'not splitting Index' (the Summary); backticks dropped"),
            paraphrase=("If Index is not split, Vec will not get to use the square-bracket indexing notation.",
                        "freer rewording; 'this' -> the split of Index (Summary); '[] notation' -> 'square-bracket indexing notation'"),
            contradiction=("Even without splitting Index, the [] notation will still be available to Vec.",
                           "[negation] will not be available to Vec -> will still be available to Vec"),
            overclaim=("The impact of not splitting Index is that the [] notation will not be available to Vec or to any other library collection type.",
                       "scope widened: Vec -> Vec and any other library collection type; 'collection' and 'library' do not occur in the RFC"),
            added=("The impact of not splitting Index is that the [] notation will not be available to Vec, which would make Vec code noticeably more verbose than the equivalent C++.",
                   "added consequence and comparison (more verbose than C++) not in the RFC; 'verbose' and 'C++' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# RFC 0123: three top-level sections, by choice: Motivation (two sentences:
# its first two sentences joined, and its third), Detailed design,
# Drawbacks.  The Alternatives have only a 17-word lead-in ending in a colon
# before a list of one-word names (usable, but the Motivation's third
# sentence is richer); the Summary is 6 words.
DOCS.append(dict(
    path="rust-rfcs/0123-share-to-threadsafe.md",
    kind="RFC", num="0123", title="share-to-threadsafe",
    sentences=[
        dict(
            section="Motivation",
            start="With interior mutability",
            end="values of type `&T`.",
            reworded=("With interior mutability, the name immutable pointer for a value of type &T is not quite accurate; instead, the term shared reference is becoming popular to refer to values of type &T.",
                      "the two sentences joined with a semicolon; 'to reference values' -> 'to refer to values'; quotes and backticks dropped"),
            paraphrase=("Because of interior mutability, calling a &T value an immutable pointer is not entirely accurate, and shared reference is increasingly used as the term for such values.",
                        "freer rewording; 'not quite accurate' -> 'not entirely accurate'; 'is becoming popular' -> 'is increasingly used'"),
            contradiction=("With interior mutability, the name shared reference for a value of type &T is not quite accurate, so the term immutable pointer is becoming popular instead.",
                           "[roles] the two names swapped: 'immutable pointer' is the inaccurate one, 'shared reference' the one becoming popular"),
            overclaim=("With interior mutability, the name immutable pointer for a value of type &T is simply wrong, and shared reference has become the standard term for values of type &T.",
                       "'not quite accurate' -> 'simply wrong'; 'is becoming popular' -> 'has become the standard term'; 'wrong' and 'standard' do not occur in the RFC"),
            added=("With interior mutability, the name immutable pointer for a value of type &T is not quite accurate, because a Cell behind a &T can still be changed; instead, the term shared reference is becoming popular.",
                   "added cause and example (a Cell behind a &T can be changed) not in the RFC; 'cell' and 'change' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="The usage of the term",
            end="with a shared reference.",
            reworded=("Using the term shared conflicts with the Share trait, which is intended for types that can be safely shared concurrently with a shared reference.",
                      "'The usage of the term ... is in conflict with' -> 'Using the term ... conflicts with'; 'which can' -> 'that can'; quotes and backticks dropped"),
            paraphrase=("Calling things shared clashes with the Share trait, whose purpose is to mark types that may be safely shared concurrently through a shared reference.",
                        "freer rewording; 'is in conflict with' -> 'clashes with'; 'is intended for types which can be' -> 'whose purpose is to mark types that may be'; keeps 'safely' and 'concurrently'"),
            contradiction=("The usage of the term shared fits well with the Share trait, which is intended for types which can be safely shared concurrently with a shared reference.",
                           "[direction] is in conflict with -> fits well with"),
            overclaim=("The usage of the term shared is in conflict with the Share trait, which guarantees that every type implementing it can be safely shared concurrently with a shared reference.",
                       "an intention hardened into a guarantee and widened: 'is intended for types which can be' -> 'guarantees that every type implementing it can be'; 'guarantee' and 'implement' do not occur in the RFC ('every' neither)"),
            added=("The usage of the term shared is in conflict with the Share trait, which is intended for types which can be safely shared concurrently with a shared reference, such as Mutex<T>.",
                   "added example (Mutex<T>) not in the RFC; 'mutex' does not occur in it"),
        ),
        dict(
            section="Detailed design",
            start="Rename the `Share` trait in `std::kinds`",
            end="threads.",
            reworded=("RFC 0123 renames the Share trait in std::kinds to Sync; documentation would refer to &T as a shared reference, and the notion of shared would simply mean many references, while Sync implies that it is safe to share among many threads.",
                      "the imperative 'Rename ...' given the subject RFC 0123 (header / file name); the two sentences joined with a semicolon; quotes and backticks dropped"),
            paraphrase=("Under the RFC, Share in std::kinds becomes Sync, and the documentation would call &T a shared reference, with shared meaning just many references and Sync meaning safe to share among many threads.",
                        "freer rewording; 'Under the RFC' for the imperative; keeps 'would'; 'simply mean' -> 'meaning just'"),
            contradiction=("RFC 0123 renames the Share trait in std::sync to Sync; documentation would refer to &T as a shared reference, and shared would simply mean many references, while Sync implies that it is safe to share among many threads.",
                           "[entity] the trait's module: std::kinds -> std::sync"),
            overclaim=("RFC 0123 renames the Share trait in std::kinds to Sync, and all documentation must now call &T a shared reference, with shared meaning only many references and Sync meaning safe to share among many threads.",
                       "'Documentation would refer' -> 'all documentation must now call'; 'must' does not occur in the RFC"),
            added=("RFC 0123 renames the Share trait in std::kinds to Sync, keeping a deprecated Share alias for one release; documentation would refer to &T as a shared reference, while Sync implies that it is safe to share among many threads.",
                   "added plan (a deprecated Share alias for one release) not in the RFC; 'deprecat', 'alias' and 'release' do not occur in it"),
        ),
        dict(
            section="Drawbacks",
            start="The name `Sync` may invoke",
            end="across tasks\".",
            reworded=("The name Sync may evoke conceptions of synchronized from languages such as Java, where locks are used, rather than meaning safe to access in a shared fashion across tasks.",
                      "'invoke' -> 'evoke' (a synonym, the sense the RFC means); commas around the Java clause; quotes and backticks dropped"),
            paraphrase=("Programmers may read Sync as the lock-based synchronized of languages like Java instead of as safe to access in a shared way across tasks.",
                        "freer rewording; keeps 'may'; 'from languages such as Java where locks are used' -> 'the lock-based synchronized of languages like Java'"),
            contradiction=("The name Sync may invoke conceptions of safe shared access across tasks, rather than meaning synchronized as in languages such as Java where locks are used.",
                           "[roles] the two readings swapped: the feared misreading is 'synchronized' (Java, locks), the intended meaning 'safe to access in a shared fashion across tasks'"),
            overclaim=("The name Sync will make programmers coming from Java think of lock-based synchronized rather than safe to access in a shared fashion across tasks.",
                       "'may invoke conceptions' -> 'will make programmers think'; 'programmer' does not occur in the RFC"),
            added=("The name Sync may invoke conceptions of synchronized from languages such as Java, where locks are used and synchronized is a keyword, rather than meaning safe to access in a shared fashion across tasks.",
                   "added detail (synchronized is a Java keyword) not in the RFC; 'keyword' does not occur in it"),
        ),
    ]))
