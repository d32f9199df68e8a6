# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-44, part C (drafts 11-15).

Same format as review-claims-42's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json; for the scoped spare, "@nodelib/fs.scandir", the
folder is the two path parts before the README's file name); `title` is the
text of the README's first heading with images, links, HTML and code marks
read away.  `section` is the text of the nearest heading above the sentence
(closing '#'s of ATX headings and badges dropped, other markup kept, as in
review-claims-42); check_part_c.py also derives the top-level section of each
cut.

Draft 12 was to be character-entities/readme.md.  That README has only three
package-specific prose passages of 12-45 words (What is this?, When should I
use this?, the characterEntities entry); its other prose is family
boilerplate (Install, Types, Compatibility, Security, Contribute) or a list
of links to other packages, so the spare @nodelib/fs.scandir/README.md takes
draft 12 (see notes-c.md).
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# zwitch's README: "# zwitch" (the title), badges, a 5-word tagline, then
# ## Contents (links), What is this?, When should I use this?, Install
# (boilerplate lead-ins and code), Use (code), API (### zwitch(...) with
# ##### / ###### option entries, ### one(...) with ###### entries, ###
# handler), Types, Compatibility, Related, Contribute, Security and License.
# Sentences from three top-level sections: What is this?, When should I use
# this? and API (the ### `one(value[, rest…])` entry and its ######
# `one.invalid` entry).  Types and Compatibility open with family boilerplate
# ("This package is fully typed with [TypeScript][].", "This package is at
# least compatible with all maintained versions of Node.js."), Security is 4
# words, so no fourth top-level section has package-specific prose.
DOCS.append(dict(
    path="zwitch/readme.md",
    kind="README", num="zwitch", title="zwitch",
    sentences=[
        dict(
            section="What is this?",
            start="This is a tiny package that lets you",
            end="some field on objects.",
            reworded=("The zwitch package is a tiny package that lets one switch between some field on objects.",
                      "'This' -> 'The zwitch package' (the title); 'you' -> 'one'; backticks dropped"),
            paraphrase=("Zwitch is a tiny package that makes it possible to switch on some field of objects.",
                        "freer rewording; 'lets you switch between some field on objects' -> 'makes it possible to switch on some field of objects'; 'tiny' kept"),
            contradiction=("The zwitch package is a large package that lets one switch between some field on objects.",
                           "[direction] 'a tiny package' -> 'a large package'"),
            overclaim=("The zwitch package is the smallest package there is for switching between some field on objects.",
                       "ranking added: 'a tiny package' -> 'the smallest package there is'; the README compares zwitch with no other package"),
            added=("The zwitch package is a tiny package that lets one switch between some field on objects, and it is used throughout the unified ecosystem.",
                   "added detail (used throughout the unified ecosystem) not in the README; 'unified' and 'ecosystem' do not occur in it"),
        ),
        dict(
            section="When should I use this?",
            start="This package is very useful when mapping one AST",
            end="but it’s extensible.",
            reworded=("The zwitch package is very useful when mapping one AST to another; it is a lot like a switch statement on one field, but it is extensible.",
                      "'This package' -> 'The zwitch package'; the two sentences joined with a semicolon; 'It's' and 'it's' written out; backticks dropped"),
            paraphrase=("For mapping one abstract syntax tree onto another, zwitch is very handy: it works much like a switch statement over a single field, except that it can be extended.",
                        "freer rewording; AST spelled out; 'very useful' -> 'very handy'; 'a lot like' -> 'much like'; 'one field' -> 'a single field'; 'extensible' -> 'can be extended'"),
            contradiction=("The zwitch package is very useful when mapping one AST to another; it is a lot like a switch statement on one field, but it is not extensible.",
                           "[negation] 'but it's extensible' -> 'but it is not extensible'"),
            overclaim=("The zwitch package is required whenever one AST is mapped to another, since it is a lot like a switch statement on one field but extensible.",
                       "a usefulness made a requirement: 'very useful when mapping' -> 'required whenever one AST is mapped to another'"),
            added=("The zwitch package is very useful when mapping one AST to another, for example mdast to hast, and it is a lot like a switch statement on one field, but extensible.",
                   "added example (mdast to hast) not in the README; 'mdast' and 'hast' do not occur in it"),
        ),
        dict(
            section="`one(value[, rest…])`",
            start="If `value` is not an object, or doesn’t have a `key` property",
            end="“unknown” handler will be called.",
            reworded=("In zwitch, if the value passed to one is not an object or does not have a key property, the special invalid handler will be called, and if it has an unknown key, the special unknown handler will be called.",
                      "'value' named as the value passed to one (the ### heading `one(value[, rest…])`); 'doesn't' written out; backticks and curly quotes dropped; the two sentences joined with 'and'"),
            paraphrase=("The function that zwitch returns calls its special unknown handler for a value with an unrecognised key, and its special invalid handler for a value that is not an object or has no key property.",
                        "freer rewording; the two cases in reverse order; made active with 'the function that zwitch returns' (one) as subject; 'unknown key' -> 'unrecognised key'"),
            contradiction=("In zwitch, if the value passed to one is not an object or does not have a key property, the special unknown handler will be called, and if it has an unknown key, the special invalid handler will be called.",
                           "[roles] the invalid handler (for non-objects and values without a key property) and the unknown handler (for unknown keys) swapped"),
            overclaim=("In zwitch, any value that is not an object, has no key property or has an unknown key is guaranteed to be handled safely, because one then calls the special invalid or unknown handler.",
                       "degree raised: the sentence says only which special handler will be called; 'guaranteed to be handled safely' is not stated anywhere ('safe' occurs only in the Security section's 'This package is safe.', about security)"),
            added=("In zwitch, the split between a special invalid handler, called for a value that is not an object or has no key property, and a special unknown handler, called for a value with an unknown key, was introduced in zwitch 1.1.",
                   "added origin in time (the split introduced in zwitch 1.1) not in the README; '1.1' and 'introduce' do not occur in it (grep -F)"),
        ),
        dict(
            section="`one.invalid`",
            start="Special [`handler`][handler] called if a value doesn’t have",
            end="returned for invalid values.",
            reworded=("In zwitch, one.invalid is the special handler called if a value does not have a key property; if it is not set, undefined is returned for invalid values.",
                      "the subjectless sentence given the subject 'one.invalid' (the ###### heading); link syntax and backticks dropped; 'doesn't' written out; the two sentences joined with a semicolon"),
            paraphrase=("The one.invalid handler of zwitch is a special handler for values that lack a key property, and when it is not set, such invalid values give undefined.",
                        "freer rewording; 'called if a value doesn't have a key property' -> 'a special handler for values that lack a key property'; 'is returned for' -> 'give'"),
            contradiction=("In zwitch, one.invalid is the special handler called if a value does not have a key property; if it is not set, null is returned for invalid values.",
                           "[entity] undefined -> null"),
            overclaim=("In zwitch, one.invalid should always be set, since it is the special handler for values without a key property and otherwise undefined is returned for them.",
                       "a description made a recommendation: 'should always be set'; the README says only what happens if it is not set (and that options can be omitted)"),
            added=("In zwitch, one.invalid is the special handler called if a value does not have a key property; if it is not set, undefined is returned for invalid values and a warning is printed to the console.",
                   "added consequence (a warning printed to the console) not in the README; 'warning' and 'console' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# SPARE.  Draft 12 was to be character-entities/readme.md, which has only
# three package-specific prose passages of 12-45 words (notes-c.md).  The
# spare @nodelib/fs.scandir's README: "# @nodelib/fs.scandir" (the title), a
# blockquote tagline, then ## :bulb: Highlights (a sentence and a list), Install
# (a command), Usage (code), API (### .scandir, ### .scandirSync with ####
# path / optionsOrSettings, ### Settings), Entry (a list), Options (###
# entries), `old` and `modern` mode (### old, ### modern), Changelog and
# License.  Sentences from four top-level sections: :bulb: Highlights, API (###
# .scandir), Entry and `old` and `modern` mode (### modern).  The options
# sentences, the Highlights list items on 10.10+ and broken symbolic links and
# the ":book: When you pass a plain object" note are shared word for word with
# @nodelib/fs.walk's or fs.stat's README (or fast-glob's), so none is used.
DOCS.append(dict(
    path="@nodelib/fs.scandir/README.md",
    kind="README", num="@nodelib/fs.scandir", title="@nodelib/fs.scandir",
    sentences=[
        dict(
            section=":bulb: Highlights",
            start="The package is aimed at obtaining information",
            end="entries in the directory.",
            reworded=("The @nodelib/fs.scandir package is aimed at obtaining information about the entries in a directory.",
                      "'The package' -> 'The @nodelib/fs.scandir package' (the title); 'the directory' -> 'a directory' (the tagline's 'the specified directory' is outside the cut)"),
            paraphrase=("Getting information about what a directory contains is what @nodelib/fs.scandir is designed for.",
                        "freer rewording; 'is aimed at obtaining' -> 'is designed for getting'; 'entries in the directory' -> 'what a directory contains'"),
            contradiction=("The @nodelib/fs.scandir package is aimed at obtaining information about the entries in a ZIP archive.",
                           "[entity] a directory -> a ZIP archive"),
            overclaim=("The @nodelib/fs.scandir package obtains all the information that Node.js can give about every entry in a directory.",
                       "aim asserted as effect and degree raised: 'is aimed at obtaining information about entries' -> 'obtains all the information that Node.js can give about every entry'"),
            added=("The @nodelib/fs.scandir package, which fast-glob builds on through @nodelib/fs.walk, is aimed at obtaining information about the entries in a directory.",
                   "added detail (fast-glob builds on it through @nodelib/fs.walk) not in the README; 'fast-glob' and 'fs.walk' do not occur in it"),
        ),
        dict(
            section=".scandir(path, [optionsOrSettings], callback)",
            start="Returns an array of plain objects ([`Entry`](#entry)) with information about entry for provided path with",
            end="standard callback-style.",
            reworded=("The scandir method of @nodelib/fs.scandir returns an array of plain Entry objects with information about the entries for the provided path, in the standard callback style.",
                      "the subjectless sentence given the subject 'The scandir method' (the ### heading .scandir(...)); link syntax dropped; 'entry' -> 'the entries'; 'with standard callback-style' -> 'in the standard callback style'"),
            paraphrase=("Using the standard callback style, the scandir function of @nodelib/fs.scandir gives back an array of plain Entry objects that describe the entries at the given path.",
                        "freer rewording; the style moved to the front; 'returns' -> 'gives back'; 'with information about' -> 'that describe'; 'provided' -> 'given'"),
            contradiction=("The scandir method of @nodelib/fs.scandir returns a single plain Entry object with information about the provided path, in the standard callback style.",
                           "[number] 'an array of plain objects' -> 'a single plain Entry object'"),
            overclaim=("The scandir method of @nodelib/fs.scandir, which should be preferred over scandirSync, returns an array of plain Entry objects with information about the entries for the provided path.",
                       "a recommendation added: 'should be preferred over scandirSync'; the README describes both methods and prefers neither"),
            added=("The scandir method of @nodelib/fs.scandir returns an array of plain Entry objects with information about the entries for the provided path, sorted by name, in the standard callback style.",
                   "added detail (the entries sorted by name) not in the README; 'sort' does not occur in it"),
        ),
        dict(
            section="Entry",
            start="`dirent` — An instance of",
            end="[`DirentFromStats`](./src/utils/fs.ts) class.",
            reworded=("In @nodelib/fs.scandir, the dirent field of an entry is an instance of the fs.Dirent class, and on Node.js below 10.10 it is emulated by the DirentFromStats class.",
                      "the list item given the setting 'In @nodelib/fs.scandir' and the subject 'the dirent field of an entry' (the Entry heading); the subjectless second sentence given 'it'; link syntax and backticks dropped; the two sentences joined"),
            paraphrase=("Each entry from @nodelib/fs.scandir carries a dirent that is an fs.Dirent instance, which the DirentFromStats class emulates on Node.js versions older than 10.10.",
                        "freer rewording; the emulation made active with DirentFromStats as subject; 'below 10.10' -> 'versions older than 10.10'"),
            contradiction=("In @nodelib/fs.scandir, the dirent field of an entry is an instance of the DirentFromStats class, and on Node.js below 10.10 it is emulated by the fs.Dirent class.",
                           "[roles] fs.Dirent (the class of dirent) and DirentFromStats (the emulation on old Node.js) swapped"),
            overclaim=("In @nodelib/fs.scandir, the dirent field of an entry is an instance of the fs.Dirent class, and on Node.js below 10.10 the DirentFromStats class emulates it identically in every respect.",
                       "similar -> identical: 'will be emulated by' -> 'emulates it identically in every respect'"),
            added=("In @nodelib/fs.scandir, the dirent field of an entry is an instance of the fs.Dirent class, and on Node.js below 10.10 it is emulated by the DirentFromStats class, which will be removed in a later release.",
                   "added plan (DirentFromStats to be removed) not in the README; 'remove' and 'later' do not occur in it ('release' occurs only in the Changelog's 'Releases section' and 'release version' and the licence line's 'released')"),
        ),
        dict(
            section="modern",
            start="In the modern mode, reading the directory",
            end="is still present.",
            reworded=("In the modern mode of @nodelib/fs.scandir, reading the directory with fs.readdir and its withFileTypes option is combined with obtaining information about the entries, though an additional fs.stat call for symbolic links is still present.",
                      "'the modern mode' given the setting 'of @nodelib/fs.scandir'; the parentheses made phrases ('with fs.readdir and its withFileTypes option', 'an additional fs.stat call'); backticks dropped; the two sentences joined with 'though'"),
            paraphrase=("When @nodelib/fs.scandir runs in modern mode, fs.readdir with withFileTypes both reads the directory and gets information about what it contains, but symbolic links still need one more call, fs.stat.",
                        "freer rewording; 'is combined with' -> 'both reads ... and gets'; 'An additional call ... is still present' -> 'still need one more call'"),
            contradiction=("In the modern mode of @nodelib/fs.scandir, reading the directory with fs.readdir and its withFileTypes option is combined with obtaining information about the entries, so no additional call for symbolic links is needed.",
                           "[negation] 'An additional call for symbolic links (fs.stat) is still present' -> 'no additional call for symbolic links is needed'"),
            overclaim=("In the modern mode of @nodelib/fs.scandir, combining the fs.readdir call with obtaining information about the entries makes reading several times faster than the old mode, although an fs.stat call for symbolic links is still present.",
                       "degree raised: the cut gives no speed; the next paragraph (outside the cut) says only 'It's faster', never 'several times faster'"),
            added=("In the modern mode of @nodelib/fs.scandir, reading the directory with fs.readdir and its withFileTypes option is combined with obtaining information about the entries, and the additional fs.stat calls for symbolic links are made in parallel.",
                   "added detail (the fs.stat calls made in parallel) not in the README; 'parallel' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# unist-util-is's README: "# unist-util-is" (the title), badges, a tagline
# with a link, then ## Contents, What is this?, When should I use this? (three
# one-sentence paragraphs), Install, Use (code), API (### is(...) with ######
# Parameters / Returns / Throws, ### convert(test), ### Check, ### Test, ###
# TestFunction), Examples (code), Types, Compatibility, Related, Contribute and
# License.  Sentences from three top-level sections: What is this?, When
# should I use this? (its third paragraph) and API (###### Throws under is,
# and ### convert(test)).  Types, Compatibility and Contribute are
# unified-collective boilerplate; Examples is code.
DOCS.append(dict(
    path="unist-util-is/readme.md",
    kind="README", num="unist-util-is", title="unist-util-is",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a small utility that checks",
            end="is a certain node.",
            reworded=("The unist-util-is package is a small utility that checks that a node is a certain node.",
                      "'This package' -> 'The unist-util-is package' (the title)"),
            paraphrase=("Checking whether a node is a particular node is the job of unist-util-is, a small utility.",
                        "freer rewording; the check moved to the front; 'a certain node' -> 'a particular node'; 'small' kept"),
            contradiction=("The unist-util-is package is a small utility that checks whether a value is a node at all, but not whether a node is a certain node.",
                           "[negation] 'checks that a node is a certain node' -> 'but not whether a node is a certain node'"),
            overclaim=("The unist-util-is package is a small utility that can check that a node is a certain node in every kind of syntax tree, whatever its format.",
                       "scope widened: 'a node' (a unist node, per the tagline) -> 'in every kind of syntax tree, whatever its format'"),
            added=("The unist-util-is package is a small utility that checks that a node is a certain node, and unist-util-visit uses it to decide which nodes to visit.",
                   "added detail (used by unist-util-visit) not in the README; 'unist-util-visit' and 'visit' do not occur in it"),
        ),
        dict(
            section="When should I use this?",
            start="For more advanced tests, [`unist-util-select`]",
            end="against CSS selectors.",
            reworded=("As an alternative to unist-util-is for more advanced tests, unist-util-select can be used to match against CSS selectors.",
                      "the setting named ('As an alternative to unist-util-is', from the section 'When should I use this?' of its README); link syntax and backticks dropped; the line break joined"),
            paraphrase=("Tests that are more advanced can be done with unist-util-select, which matches nodes against CSS selectors.",
                        "freer rewording; made passive on the tests; 'can be used to match' -> 'which matches nodes'; 'more advanced' kept"),
            contradiction=("As an alternative to unist-util-is for simpler tests, unist-util-select can be used to match against CSS selectors.",
                           "[direction] 'more advanced tests' -> 'simpler tests'"),
            overclaim=("For any test more advanced than a plain type check, unist-util-select must be used instead of unist-util-is, matching against CSS selectors.",
                       "a possibility made a rule: 'can be used' -> 'must be used instead of unist-util-is'; scope widened to 'any test more advanced than a plain type check'"),
            added=("For more advanced tests, unist-util-select can be used to match against CSS selectors, although it is slower than unist-util-is.",
                   "added comparison (slower than unist-util-is) not in the README; 'slow' does not occur in it ('faster' occurs only in the convert entry, about the created function)"),
        ),
        dict(
            section="Throws",
            start="When an incorrect `test`, `index`, or `parent` is given.",
            end="is not a node.",
            reworded=("The is function of unist-util-is throws when an incorrect test, index or parent is given, but no error is thrown when the node is not a node.",
                      "subject and verb from the ###### Throws heading under ### is(...); backticks dropped; 'There is no error thrown' -> 'no error is thrown'; the two sentences joined with 'but'"),
            paraphrase=("Passing something that is not a node to the is function of unist-util-is raises no error, whereas giving it a wrong test, index or parent does.",
                        "freer rewording; the two parts in reverse order; 'incorrect' -> 'wrong'; 'thrown' -> 'raises'"),
            contradiction=("The is function of unist-util-is throws when an incorrect test, index or parent is given, and it also throws an error when the node is not a node.",
                           "[negation] 'There is no error thrown when node is not a node' -> 'it also throws an error when the node is not a node'"),
            overclaim=("The is function is the only function of unist-util-is that ever throws, which it does when an incorrect test, index or parent is given, but not when the node is not a node.",
                       "exclusivity added: 'the only function of unist-util-is that ever throws'; the README says nothing of whether convert or the created checks throw"),
            added=("The is function of unist-util-is throws a TypeError when an incorrect test, index or parent is given, but no error is thrown when the node is not a node.",
                   "added detail (the error is a TypeError) not in the README; 'typeerror' does not occur in it"),
        ),
        dict(
            section="`convert(test)`",
            start="The created function is a bit faster",
            end="`index`, and `parent`.",
            reworded=("The function created by convert in unist-util-is is a bit faster because it expects only valid input: a node, index and parent.",
                      "'The created function' named as the function created by convert (the ### heading convert(test)); 'valid input only' -> 'only valid input'; backticks dropped"),
            paraphrase=("Since it assumes that its input, a node, an index and a parent, is valid, the check that the convert function of unist-util-is creates runs slightly faster.",
                        "freer rewording; the cause moved to the front; 'a bit faster' -> 'slightly faster'; 'expects valid input only' -> 'assumes that its input ... is valid'"),
            contradiction=("The function created by convert in unist-util-is is a bit slower because it expects only valid input: a node, index and parent.",
                           "[direction] 'a bit faster' -> 'a bit slower'"),
            overclaim=("The function created by convert in unist-util-is is the fastest way to check unist nodes, because it expects only valid input: a node, index and parent.",
                       "ranking added: 'a bit faster' -> 'the fastest way to check unist nodes' ('much faster' was avoided, as 'a bit' would contradict it rather than leave it unsupported)"),
            added=("The function created by convert in unist-util-is is a bit faster because it expects only valid input, a node, index and parent, which matters mostly for trees of more than a thousand nodes.",
                   "added estimate (mostly for trees of more than a thousand nodes) not in the README; 'thousand' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# mdast-util-to-string's README: "# mdast-util-to-string" (the title),
# badges, a tagline with a link, then ## Contents, What is this?, When should
# I use this? (three one-sentence paragraphs), Install, Use (code), API (###
# toString(...) with ###### Parameters / Returns, ### Options with ######
# Fields), Types, Compatibility, Security, Related, Contribute and License.
# Sentences from three top-level sections: What is this?, When should I use
# this? (its first paragraph) and API (### toString(...) and the ###### Fields
# list of ### Options).  The Security paragraph is shared word for word
# (apart from the package name) with mdast-util-phrasing's README; Types,
# Compatibility and Contribute are unified-collective boilerplate.  The
# Fields list (two option items, d14-s4) is an API option description in
# words, like review-claims-42's d04-s2 (three Features items).
DOCS.append(dict(
    path="mdast-util-to-string/readme.md",
    kind="README", num="mdast-util-to-string", title="mdast-util-to-string",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a tiny utility that gets the textual",
            end="content of a node.",
            reworded=("The mdast-util-to-string package is a tiny utility that gets the textual content of a node.",
                      "'This package' -> 'The mdast-util-to-string package' (the title)"),
            paraphrase=("Getting the text content of a node is what the tiny mdast-util-to-string utility does.",
                        "freer rewording; the action moved to the front; 'textual content' -> 'text content'; 'tiny' kept"),
            contradiction=("The mdast-util-to-string package is a tiny utility that sets the textual content of a node.",
                           "[direction] 'gets' -> 'sets' (the direction of the data flow reversed)"),
            overclaim=("The mdast-util-to-string package is the standard utility that every mdast tool uses to get the textual content of a node.",
                       "ranking and scope added: 'a tiny utility' -> 'the standard utility that every mdast tool uses'"),
            added=("The mdast-util-to-string package is a tiny utility that gets the textual content of a node and trims the whitespace around it.",
                   "added detail (surrounding whitespace trimmed) not in the README; 'trim' and 'whitespace' do not occur in it"),
        ),
        dict(
            section="When should I use this?",
            start="This utility is useful when you have a node, say a heading",
            end="text inside it.",
            reworded=("The mdast-util-to-string utility is useful when one has a node, say a heading, and wants to get the text inside it.",
                      "'This utility' -> 'The mdast-util-to-string utility'; 'you have ... and want' -> 'one has ... and wants'"),
            paraphrase=("Anyone holding a node, a heading for example, who needs the text it contains will find mdast-util-to-string useful.",
                        "freer rewording; 'say a heading' -> 'a heading for example'; 'want to get the text inside it' -> 'needs the text it contains'"),
            contradiction=("The mdast-util-to-string utility is not suited to cases where one has a node, say a heading, and wants to get the text inside it.",
                           "[negation] 'is useful when' -> 'is not suited to cases where'"),
            overclaim=("The mdast-util-to-string utility is the best way to get the text inside a heading or any other node.",
                       "ranking added: 'is useful when' -> 'the best way'; scope widened from the example ('say a heading') to 'any other node'"),
            added=("The mdast-util-to-string utility is useful when one has a node, say a heading, and wants to get the text inside it, for example to build the slug of a heading anchor.",
                   "added purpose (building a heading's slug or anchor) not in the README; 'slug' and 'anchor' do not occur in it"),
        ),
        dict(
            section="`toString(value[, options])`",
            start="Prefers the node’s plain-text fields",
            end="serialize the nodes in it.",
            reworded=("The toString function of mdast-util-to-string prefers the node's plain-text fields, otherwise serializes its children, and if the given value is an array, serializes the nodes in it.",
                      "the subjectless sentence given the subject 'The toString function' (the ### heading); 'serialize' -> 'serializes' (the source's grammar corrected); the curly apostrophe made straight"),
            paraphrase=("Given an array, the toString function of mdast-util-to-string serializes each node in it; given a node, it uses the node's plain-text fields if it can and falls back to serializing the children.",
                        "freer rewording; the array case moved to the front; 'prefers ... otherwise' -> 'uses ... if it can and falls back to'"),
            contradiction=("The toString function of mdast-util-to-string prefers serializing a node's children, otherwise uses the node's plain-text fields, and if the given value is an array, serializes the nodes in it.",
                           "[roles] the preferred source (plain-text fields) and the fallback (serializing the children) swapped"),
            overclaim=("The toString function of mdast-util-to-string prefers the node's plain-text fields, otherwise serializes its children, and accepts any iterable, not only arrays, serializing the nodes in it.",
                       "scope widened: 'if the given value is an array' -> 'any iterable, not only arrays'; 'iterable' does not occur in the README"),
            added=("The toString function of mdast-util-to-string prefers the node's plain-text fields, otherwise serializes its children, and if the given value is an array, serializes the nodes in it, skipping any null entries.",
                   "added detail (null entries skipped) not in the README; 'null' does not occur in it"),
        ),
        dict(
            section="Fields",
            start="`includeImageAlt` (`boolean`, default: `true`)",
            end="`value` of HTML",
            reworded=("The options of mdast-util-to-string include includeImageAlt, a boolean that defaults to true and sets whether to use alt for images, and includeHtml, a boolean that defaults to true and sets whether to use the value of HTML.",
                      "the two list items given the subject 'The options of mdast-util-to-string include' (the ### Options heading above ###### Fields) and joined; the parentheses made phrases; backticks and list markers dropped; 'images' for 'image's'; a full stop added"),
            paraphrase=("By default, mdast-util-to-string uses the alt of images and the value of HTML, which the boolean options includeImageAlt and includeHtml control.",
                        "freer rewording; the defaults ('default: true') stated first as 'By default ... uses'; the two items merged into one clause"),
            contradiction=("The options of mdast-util-to-string include includeImageAlt, a boolean that defaults to true and sets whether to use the title for images, and includeHtml, a boolean that defaults to true and sets whether to use the value of HTML.",
                           "[entity] the alt of images -> the title of images"),
            overclaim=("The options of mdast-util-to-string let every kind of node be included or left out, through fields such as includeImageAlt, whether to use alt for images, and includeHtml, whether to use the value of HTML.",
                       "scope widened: two fields for images and HTML -> 'let every kind of node be included or left out'"),
            added=("The options of mdast-util-to-string include includeImageAlt and includeHtml, booleans that default to true and set whether to use alt for images and the value of HTML, and both were added in version 3.2.",
                   "added origin in time (added in version 3.2) not in the README; '3.2' does not occur in it (the README names only 'mdast-util-to-string@^4' and '@4')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# trough's README: "# trough" (the title), badges, a 3-word tagline, then
# ## Contents, What is this?, When should I use this?, Install, Use (code),
# API (### trough(), ### wrap(...), ### Callback, ### Middleware with ######
# Synchronous / Promise / Asynchronous and examples, ### Pipeline, ### Run,
# ### Use), Compatibility, Security, Contribute and License.  Sentences from
# three top-level sections: What is this?, When should I use this? and API
# (### wrap(...) and the blockquote note of ### Run).  Compatibility,
# Security and Contribute are boilerplate.
DOCS.append(dict(
    path="trough/readme.md",
    kind="README", num="trough", title="trough",
    sentences=[
        dict(
            section="What is this?",
            start="`trough` is like [`ware`]",
            end="input of the next.",
            reworded=("The trough package is like ware with less sugar, and its middleware functions can also change the input of the next one.",
                      "'trough' -> 'The trough package'; link syntax and backticks dropped; the two sentences joined with 'and'; 'Middleware functions' -> 'its middleware functions'; 'the next' -> 'the next one'"),
            paraphrase=("Compared with ware, trough has less syntactic sugar, and in trough a middleware function can also alter what the following one receives as input.",
                        "freer rewording; 'is like ware with less sugar' -> 'Compared with ware, trough has less syntactic sugar'; 'change the input of the next' -> 'alter what the following one receives as input'"),
            contradiction=("The ware package is like trough with less sugar, and trough's middleware functions can also change the input of the next one.",
                           "[roles] trough (the one with less sugar) and ware (the one it is compared with) swapped"),
            overclaim=("The trough package is a drop-in replacement for ware with less sugar, and its middleware functions can also change the input of the next one.",
                       "similar -> identical: 'is like ware' -> 'a drop-in replacement for ware'"),
            added=("The trough package is like ware with less sugar and was written for the unified ecosystem, and its middleware functions can also change the input of the next one.",
                   "added origin (written for the unified ecosystem) not in the README; 'unified' and 'ecosystem' do not occur in it"),
        ),
        dict(
            section="When should I use this?",
            start="You can use this package when you’re building",
            end="promises or callbacks.",
            reworded=("The trough package can be used when building something that accepts plugins, which are functions that can be sync or async, promises or callbacks.",
                      "'You can use this package when you're building' -> 'The trough package can be used when building'; quotation marks around 'plugins' and the comma before 'that' dropped"),
            paraphrase=("Anyone building a tool that takes plugins, functions that may be synchronous or asynchronous and may use promises or callbacks, can use trough.",
                        "freer rewording; made impersonal ('Anyone building a tool'); 'sync or async' -> 'synchronous or asynchronous'; all four plugin forms kept"),
            contradiction=("The trough package can be used when building something that accepts plugins, as long as the plugins are synchronous functions and not async ones, promises or callbacks.",
                           "[negation] 'that can be sync or async, promises or callbacks' -> 'synchronous functions and not async ones, promises or callbacks'"),
            overclaim=("The trough package should be used for anything that accepts plugins, which are functions that can be sync or async, promises or callbacks.",
                       "a possibility made a recommendation: 'You can use this package when' -> 'should be used for anything that accepts plugins'"),
            added=("The trough package can be used when building something that accepts plugins, which are functions that can be sync or async, promises or callbacks, and it also supports generator functions.",
                   "added list item (generator functions) not in the README; 'generator' does not occur in it"),
        ),
        dict(
            section="`wrap(middleware, callback)`",
            start="If `middleware` accepts more arguments than the later given in input",
            end="must be called by `middleware`.",
            reworded=("In trough's wrap, if the middleware accepts more arguments than are later given as input, an extra done function is passed to it after that input, which the middleware must call.",
                      "the setting named ('In trough's wrap', the ### heading wrap(middleware, callback)); 'than the later given in input' -> 'than are later given as input' (the source's grammar corrected); 'must be called by middleware' made active; backticks dropped"),
            paraphrase=("When a middleware wrapped by trough takes more parameters than the input it is later given, it receives an additional done function after that input and has to call it.",
                        "freer rewording; 'accepts more arguments' -> 'takes more parameters'; 'an extra done function is passed to it' -> 'it receives an additional done function'; 'must be called' -> 'has to call it'"),
            contradiction=("In trough's wrap, if the middleware accepts more arguments than are later given as input, two extra functions, done and next, are passed to it after that input, and the middleware must call both.",
                           "[number] 'an extra done function' (one) -> 'two extra functions, done and next'"),
            overclaim=("In trough's wrap, the recommended way to write all middleware is to accept more arguments than the input, so that an extra done function, which the middleware must call, is passed after that input.",
                       "a possibility made a recommendation: 'the recommended way to write all middleware'; the README describes this case among others and recommends none of them"),
            added=("In trough's wrap, if the middleware accepts more arguments than are later given as input, an extra done function is passed to it after that input, which the middleware must call, and calling it twice throws an error.",
                   "added consequence (calling done twice throws) not in the README; 'twice' does not occur in it"),
        ),
        dict(
            section="`Run`",
            start="as the length of input defines whether async functions get a",
            end="at one value normally.",
            reworded=("Because in trough the length of the input defines whether async functions get a next function, it is recommended to keep the input at one value normally.",
                      "'as' -> 'Because'; the setting 'in trough' named (the ### Run heading of its README); blockquote markers and backticks dropped (the emoji and the bold Note label are outside the cut); 'it's' written out"),
            paraphrase=("Normally the input to a trough pipeline should be kept to a single value, since how many input values there are decides whether async functions receive a next function.",
                        "freer rewording; the advice moved to the front; 'it's recommended to keep' -> 'should be kept'; 'the length of input' -> 'how many input values there are'; 'normally' kept"),
            contradiction=("Because in trough the length of the input defines whether async functions get a next function, it is recommended to keep the input at two values normally.",
                           "[number] 'one value' -> 'two values'"),
            overclaim=("Because in trough the length of the input defines whether async functions get a next function, the input must always be exactly one value.",
                       "a recommendation made a rule and the hedge dropped: 'it's recommended to keep input at one value normally' -> 'must always be exactly one value'"),
            added=("Because in trough the length of the input defines whether async functions get a next function, it is recommended to keep the input at one value normally, and a later release will remove this dependence on the length.",
                   "added plan (a later release removes the dependence) not in the README; 'remove' and 'dependence' do not occur in it ('later' only in the wrap entry's 'than the later given in input', 'release' only in the Compatibility section's 'major release' and 'release line')"),
        ),
    ]))
