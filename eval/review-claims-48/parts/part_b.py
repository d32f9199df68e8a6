# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-48, part B (drafts 6-10).

Same format as review-claims-47's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the package folder, equal to the "name" field of
the package's package.json; for the scoped package of draft 09 that is
"@textlint/types"); `title` is the text of the README's first level-1 heading
with images, links, HTML and code marks read away.  `section` is the text of
the nearest heading above the sentence (closing '#'s of ATX headings and
badges dropped, other markup kept, as in review-claims-47); check_part_b.py
also derives the top-level section of each cut.

Draft 06 uses environment/readme.md, the first spare, in place of the
assigned micromark-factory-destination/readme.md, which has no
package-specific prose sentence of 12-45 words (its only one is the
micromark Compatibility template with the package name filled in; the rest
is micromark boilerplate or lines of 2-9 words; review-claims-47's notes-a
found the same).  The assigned READMEs of drafts 07 (i) and 08
(micromark-util-normalize-identifier) have only three package-specific prose
sentences of 12-45 words each; the second spare, which/README.md, has only
three too, so it would not help, and it was passed over (as review-claims-47
passed over a spare with too little prose).  With no spare left, drafts 07
and 08 keep their assigned READMEs and take one sentence of 8-11 words each
(SHORT_OK: d07-s3, 10 words; d08-s1, 11 words), the allowance that
review-claims-47 used for its documents with only three usable sentences
(see notes-b.md).  DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-06
# environment's readme (1.1.0), in place of the assigned
# micromark-factory-destination/readme.md (no package-specific prose sentence
# of 12-45 words).  "# environment" (the title) with a one-line blockquote
# tagline (11 words), then ## Install (a command), ## Usage (code and a
# "> [!NOTE]" callout of two sentences), ## API (fifteen ### export headings,
# each one "Check if the code is running ..." line, all of 8-11 words except
# isWebWorker's) and ## Related (three "- [name](url) - description" items).
# Sentences from three top-level sections: Usage (the callout, two sentences
# of 6 and 8 words, 14 in all), API (### `isWebWorker`, the only API line of
# 12+ words) and Related (x2: the is-in-ci item, 12 words by whitespace split
# counting the link and the " - " separator, and the is64bit item, 13).
DOCS.append(dict(
    path="environment/readme.md",
    kind="README", num="environment", title="environment",
    sentences=[
        dict(
            section="Usage",
            start="Runtime checks should be used sparingly.",
            end="whenever possible.",
            reworded=("The environment readme notes that runtime checks should be used sparingly and that conditional package exports and imports should be preferred whenever possible.",
                      "the frame 'The environment readme notes that' added; the two sentences joined with 'and that'; the imperative 'Prefer' made passive ('should be preferred'); link syntax and URLs dropped; 'whenever possible' kept"),
            paraphrase=("Where it can be done, conditional package exports and imports are the better option, and runtime environment checks are best kept to a minimum.",
                        "freer rewording; the two sentences reordered; 'whenever possible' -> 'Where it can be done'; 'Prefer' -> 'are the better option'; 'should be used sparingly' -> 'are best kept to a minimum'; 'environment' added to 'runtime checks' as the referent (the package's own kind of check, from the tagline)"),
            contradiction=("The environment readme notes that runtime checks can be used liberally and that conditional package exports and imports should be preferred whenever possible.",
                           "[direction] 'should be used sparingly' -> 'can be used liberally' (the opposite frequency)"),
            overclaim=("The environment readme says that runtime checks should never be used where conditional package exports and imports are available.",
                       "a preference made a ban: 'should be used sparingly' and 'Prefer ... whenever possible' -> 'should never be used where ... are available'; sparingly is not never ('never' occurs in the readme only inside 'whenever')"),
            added=("The environment readme notes that runtime checks should be used sparingly because they add overhead at startup, and that conditional package exports and imports should be preferred whenever possible.",
                   "added cause (runtime checks add overhead at startup) not in the readme; 'overhead', 'startup', 'slow' and 'perform' do not occur in it; the readme gives no reason for the advice"),
        ),
        dict(
            section="`isWebWorker`",
            start="Check if the code is running in a [Web Worker]",
            end="or service worker.",
            reworded=("In the environment package, isWebWorker checks if the code is running in a Web Worker environment, which could be either a dedicated worker, a shared worker, or a service worker.",
                      "the subjectless 'Check if' given the subject isWebWorker from the ### heading and the setting 'In the environment package'; link syntax and the URL dropped; the article 'a' repeated before each kind of worker"),
            paraphrase=("The isWebWorker export of environment tells whether the code is executing in a Web Worker, which may be a dedicated, a shared or a service worker.",
                        "freer rewording; the referent isWebWorker from the ### heading ('export': the Usage code imports the names from the package); 'Check if the code is running in' -> 'tells whether the code is executing in'; 'could be either' -> 'may be'; the three kinds kept"),
            contradiction=("In the environment package, isWebWorker checks if the code is running in a Web Worker environment, which could be a dedicated worker or a shared worker but not a service worker.",
                           "[negation] the readme lists the service worker among the Web Workers isWebWorker covers; the claim says it is not one"),
            overclaim=("In the environment package, isWebWorker reliably detects a dedicated, shared or service worker environment in every JavaScript runtime.",
                       "degree and scope raised: 'Check if the code is running in a Web Worker environment' -> 'reliably detects ... in every JavaScript runtime'; the readme says nothing of reliability, and names runtimes only in other API lines and in the tagline's 'JavaScript environment ... at runtime' ('reliab' and 'every' do not occur in it)"),
            added=("In the environment package, isWebWorker checks if the code is running in a Web Worker environment (a dedicated, shared or service worker) by testing whether the global importScripts function exists.",
                   "added mechanism (testing for the global importScripts function) not in the readme; 'importScripts' does not occur in it, and it describes no mechanism for any check; not checked in the world"),
        ),
        dict(
            section="Related",
            start="[is-in-ci](",
            end="in a CI environment",
            reworded=("The environment readme lists is-in-ci as a related package to check if the process is running in a CI environment.",
                      "the list item under ## Related given the frame 'The environment readme lists ... as a related package' (from the heading); link syntax, the URL and the ' - ' separator dropped; a full stop added (the item has none)"),
            paraphrase=("For finding out whether a process runs under continuous integration, the environment readme points to the related is-in-ci package.",
                        "freer rewording; the purpose moved to the front; 'Check if the process is running in a CI environment' -> 'finding out whether a process runs under continuous integration' (CI spelled out); 'Related' kept as 'the related ... package'"),
            contradiction=("The environment readme lists is-in-ci as a related package to check if the process is running in a Docker container.",
                           "[entity] 'a CI environment' -> 'a Docker container', a different thing to check for; 'docker' and 'container' do not occur in the readme"),
            overclaim=("The environment readme recommends is-in-ci as the best way to check if the process is running in a CI environment.",
                       "ranking added: a Related list entry -> 'recommends ... as the best way'; the readme ranks nothing ('best' and 'recommend' do not occur in it)"),
            added=("The environment readme lists is-in-ci, a related package that checks if the process is running in a CI environment by reading the CI environment variable.",
                   "added mechanism (reading the CI environment variable) not in the readme; 'variable' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Related",
            start="[is64bit](",
            end="64-bit or 32-bit",
            reworded=("The environment readme lists is64bit as a related package to check if the operating system CPU architecture is 64-bit or 32-bit.",
                      "the list item given the frame 'The environment readme lists ... as a related package'; link syntax, the URL and the ' - ' separator dropped; a full stop added"),
            paraphrase=("Whether the operating system's CPU architecture is 32-bit or 64-bit can be found out with is64bit, one of the packages the environment readme lists as related.",
                        "freer rewording; the question made the subject; the two widths reordered; 'Check if' -> 'can be found out with'"),
            contradiction=("The environment readme lists is64bit as a related package to check if the operating system CPU architecture is 64-bit or 16-bit.",
                           "[number] '64-bit or 32-bit' -> '64-bit or 16-bit'"),
            overclaim=("The environment readme lists is64bit as a related package that checks the CPU architecture on every operating system and in every browser.",
                       "scope widened in place: 'the operating system CPU architecture' -> 'on every operating system and in every browser'; the item names no platforms ('every' does not occur in the readme; 'browser' only in the isBrowser line and the Usage code)"),
            added=("The environment readme lists is64bit, a related package that checks if the operating system CPU architecture is 64-bit or 32-bit, which helps when choosing a native binary to download.",
                   "added purpose (choosing a native binary to download) not in the readme; 'native', 'binary' and 'download' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# i's README (0.3.7): "# inflect" (the title; the npm name is i), the 4-word
# tagline "customizable inflections for nodejs", a bold NOTE line, then
# ## Installation (a command), ## Usage (three short lines around code),
# eleven ### function headings (code only), ## Custom rules for inflection
# (### Custom plural with a 10-word lead-in, then four ### headings with code
# only), ## Contributors (a 6-word link line; ### TODO with one list item and
# a bold line), ## License, ## Bug Reports, ## Contact (short lines).  Its
# package-specific prose of 12-45 words is three sentences: the NOTE line,
# the Usage line "All the below api functions ..." and the TODO section's
# bold line.  The fourth cut is the 10-word "We can use regexp in any of these
# custom rules" (SHORT_OK; the second spare, which/README.md, also has only
# three, see notes-b.md).  Sentences from four top-level sections: inflect
# (the intro under the title), Usage, Custom rules for inflection and
# Contributors.
DOCS.append(dict(
    path="i/README.md",
    kind="README", num="i", title="inflect",
    sentences=[
        dict(
            section="inflect",
            start="**NOTE: 0.3.2 was accidentally",
            end="upgrade to 0.3.3**",
            reworded=("The readme of the i package (inflect) notes that version 0.3.2 was accidentally unpublished from the server and that npm does not allow the author to publish it back, and it asks users to upgrade to 0.3.3.",
                      "the frame 'The readme of the i package (inflect) notes that' added; 'me' -> 'the author'; 'doesn't' -> 'does not'; the request 'Please upgrade to 0.3.3' made 'it asks users to upgrade to 0.3.3'; bold dropped"),
            paraphrase=("Version 0.3.2 of inflect was removed from the npm server by mistake, npm will not let the author republish it, and users are asked to move to 0.3.3 instead.",
                        "freer rewording; 'accidentally unpublished from the server' -> 'removed from the npm server by mistake'; 'doesn't allow me to publish it back' -> 'will not let the author republish it'; 'Please upgrade to 0.3.3' -> 'users are asked to move to 0.3.3 instead'"),
            contradiction=("The inflect readme notes that version 0.3.2 was accidentally unpublished from the server but that npm allows the author to publish it back, and it asks users to upgrade to 0.3.3.",
                           "[negation] 'npm doesn't allow me to publish it back' -> 'npm allows the author to publish it back'"),
            overclaim=("The inflect readme says that every version of the package before 0.3.3 was unpublished from the server and can no longer be installed.",
                       "scope widened in place: the one version 0.3.2 -> 'every version ... before 0.3.3'; the readme names no other unpublished version ('every' and 'version' do not occur in it)"),
            added=("The inflect readme notes that version 0.3.2 was accidentally unpublished from the server during a faulty release script run, that npm does not allow it to be published back, and that users should upgrade to 0.3.3.",
                   "added cause (a faulty release script run) not in the readme; 'release' and 'script' do not occur in it; the readme says only 'accidentally'"),
        ),
        dict(
            section="Usage",
            start="All the below api functions",
            end="on a string",
            reworded=("According to the inflect readme, all the API functions below can be called directly on a string.",
                      "the frame 'According to the inflect readme' added; 'the below api functions' -> 'the API functions below'; a full stop added (the line has none)"),
            paraphrase=("Each of the inflect API functions documented further down in the readme can be invoked directly on a string.",
                        "freer rewording; 'All the below api functions' -> 'Each of the inflect API functions documented further down in the readme' (the quantifier kept); 'called' -> 'invoked'; 'can' kept"),
            contradiction=("According to the inflect readme, none of the API functions below can be called directly on a string.",
                           "[negation] 'All ... can be called directly on a string' -> 'none ... can be called directly on a string'"),
            overclaim=("According to the inflect readme, all the API functions below can be called directly on a string and also on every other built-in JavaScript type.",
                       "scope widened in place: 'on a string' -> 'on a string and also on every other built-in JavaScript type'; the readme names strings only ('every' and 'javascript' do not occur in it)"),
            added=("According to the inflect readme, all the API functions below can be called directly on a string because inflect adds them to String.prototype.",
                   "added mechanism (inflect adds the functions to String.prototype) not in the readme; 'prototype' does not occur in it (the Usage code shows 'messages to store'.titleize, but says nothing of how); may be true in the world, not checked"),
        ),
        dict(
            section="Custom plural",
            start="We can use regexp",
            end="custom rules",
            reworded=("The inflect readme says that regexp can be used in any of the custom rules.",
                      "a 10-word sentence, the part's SHORT_OK allowance (see notes-b.md); 'We can use regexp' made passive; 'these custom rules' -> 'the custom rules'; the frame 'The inflect readme says that' added; a full stop added"),
            paraphrase=("Regular expressions are allowed in every one of inflect's custom inflection rules.",
                        "freer rewording; 'regexp' spelled out; 'can use ... in any of' -> 'are allowed in every one of'; 'custom inflection rules' from the ## heading 'Custom rules for inflection'"),
            contradiction=("The inflect readme says that regexp cannot be used in any of the custom rules.",
                           "[negation] 'We can use regexp' -> 'regexp cannot be used'"),
            overclaim=("The inflect readme says that regexp can be used anywhere in inflect, in the custom rules and in every other function.",
                       "scope widened in place: 'in any of these custom rules' -> 'anywhere in inflect, ... and in every other function'; the readme speaks of the custom rules only ('anywhere' and 'every' do not occur in it)"),
            added=("The inflect readme says that regexp can be used in any of the custom rules and that a rule given as a plain string is turned into a case-insensitive regexp internally.",
                   "added detail (string rules are turned into case-insensitive regexps internally) not in the readme; 'case-insensitive', 'internal' and 'convert' do not occur in it (one code example, the custom human rule, writes a regexp with the i flag); not checked in the world"),
        ),
        dict(
            section="TODO",
            start="__I accept pull requests",
            end="within a day__",
            reworded=("The author of inflect accepts pull requests and guarantees a reply back within a day.",
                      "the first person 'I' -> 'The author of inflect'; bold (underscores) dropped; a full stop added"),
            paraphrase=("Pull requests to inflect are welcome, and the author promises to answer them within one day.",
                        "freer rewording; 'I accept pull requests' -> 'Pull requests ... are welcome'; 'guarantee a reply back within a day' -> 'promises to answer them within one day'"),
            contradiction=("The author of inflect accepts pull requests and guarantees a reply back within a week.",
                           "[number] 'within a day' -> 'within a week'"),
            overclaim=("The author of inflect merges every pull request and guarantees a reply back within a day.",
                       "degree raised: 'accept pull requests' (a willingness to take them) -> 'merges every pull request'; 'merge' and 'every' do not occur in the readme"),
            added=("The author of inflect accepts pull requests made against the master branch and guarantees a reply back within a day.",
                   "added condition (pull requests made against the master branch) not in the readme; 'master' and 'branch' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# micromark-util-normalize-identifier's readme (2.0.1): "# micromark-util-
# normalize-identifier" (the title, with badges and a one-line intro), then
# ## Contents, ## What is this? (one 11-word sentence), ## When should I use
# this? (one sentence, word for word in other micromark-util READMEs),
# ## Install, ## Use (code), ## API (a lead-in and ### `normalizeIdentifier
# (value)` with four short paragraphs, parameters and returns), ## Types,
# ## Compatibility, ## Security, ## Contribute (micromark boilerplate; the
# Compatibility line with the package name filled in is the family template)
# and ## License.  Its package-specific prose of 12-45 words is three
# sentences, all under ### `normalizeIdentifier(value)`; the fourth cut is the
# 11-word What is this? sentence (SHORT_OK; see notes-b.md).  So the draft
# draws on two top-level sections (What is this?, API) and two distinct
# nearest headings.
DOCS.append(dict(
    path="micromark-util-normalize-identifier/readme.md",
    kind="README", num="micromark-util-normalize-identifier", title="micromark-util-normalize-identifier",
    sentences=[
        dict(
            section="What is this?",
            start="This package exposes an algorithm",
            end="found in markdown.",
            reworded=("The micromark-util-normalize-identifier package exposes an algorithm to normalize identifiers found in markdown.",
                      "an 11-word sentence, the part's SHORT_OK allowance (see notes-b.md); 'This package' -> 'The micromark-util-normalize-identifier package'; otherwise as written"),
            paraphrase=("An algorithm for normalizing the identifiers that occur in markdown is what micromark-util-normalize-identifier makes available.",
                        "freer rewording; the sentence turned round with the algorithm as its subject; 'exposes' -> 'makes available'; 'found in markdown' -> 'that occur in markdown'"),
            contradiction=("The micromark-util-normalize-identifier package exposes an algorithm to normalize identifiers found in HTML.",
                           "[entity] 'found in markdown' -> 'found in HTML'; 'html' occurs in the readme only as the language of the Install section's browser code block"),
            overclaim=("The micromark-util-normalize-identifier package exposes the standard algorithm that every markdown parser uses to normalize identifiers.",
                       "ranking and scope added: 'an algorithm' -> 'the standard algorithm that every markdown parser uses'; the readme names no other parser ('standard', 'every' and 'parser' do not occur in it)"),
            added=("The micromark-util-normalize-identifier package exposes an algorithm, taken from the CommonMark specification, to normalize identifiers found in markdown.",
                   "added origin (taken from the CommonMark specification) not in the readme; 'CommonMark' and 'spec' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`normalizeIdentifier(value)`",
            start="Some characters are considered",
            end="(U+0398 (`Θ`)).",
            reworded=("The micromark-util-normalize-identifier readme explains that some characters are considered uppercase, such as U+03F4 (ϴ), but uppercasing their lowercase counterpart (U+03B8 (θ)) results in a different uppercase character (U+0398 (Θ)).",
                      "the frame 'The micromark-util-normalize-identifier readme explains that' added; quotation marks and backticks dropped; the source's broken grammar ('but if their lowercase counterpart ... is uppercased will result in') corrected to 'but uppercasing their lowercase counterpart ... results in'; line breaks dropped"),
            paraphrase=("Per micromark-util-normalize-identifier, a character such as ϴ (U+03F4) counts as uppercase, yet its lowercase counterpart θ (U+03B8) uppercases to Θ (U+0398), a different uppercase character.",
                        "freer rewording; 'Some characters are considered uppercase, such as' -> 'a character such as ... counts as uppercase'; 'if their lowercase counterpart is uppercased will result in a different uppercase character' -> 'its lowercase counterpart ... uppercases to ..., a different uppercase character'; the code points kept"),
            contradiction=("The micromark-util-normalize-identifier readme explains that some characters are considered uppercase, such as U+0398 (Θ), but uppercasing their lowercase counterpart (U+03B8 (θ)) results in a different uppercase character, U+03F4 (ϴ).",
                           "[roles] U+03F4 and U+0398 swapped: in the readme ϴ is the character considered uppercase and Θ the result of uppercasing θ, not the other way round"),
            overclaim=("The micromark-util-normalize-identifier readme explains that every uppercase character outside ASCII, such as U+03F4 (ϴ), turns into a different uppercase character when its lowercase counterpart is uppercased.",
                       "scope widened: 'Some characters' -> 'every uppercase character outside ASCII'; the readme gives one example ('every' and 'ASCII' do not occur in it)"),
            added=("The micromark-util-normalize-identifier readme explains that some characters, such as U+03F4 (ϴ), are considered uppercase but uppercasing their lowercase counterpart (U+03B8 (θ)) gives a different character (U+0398 (Θ)), and that U+03F4 is a symbol used in mathematics.",
                   "added detail (U+03F4 is a symbol used in mathematics) not in the readme; 'math' and 'symbol' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`normalizeIdentifier(value)`",
            start="So, to get a canonical form,",
            end="lower- and uppercase.",
            reworded=("To get a canonical form, micromark-util-normalize-identifier performs both lowercasing and uppercasing.",
                      "'we' -> 'micromark-util-normalize-identifier'; the opening 'So,' dropped; 'lower- and uppercase' -> 'lowercasing and uppercasing'"),
            paraphrase=("Because of such characters, normalizeIdentifier both lowercases and uppercases an identifier to arrive at a canonical form.",
                        "freer rewording; 'So' given its referent 'Because of such characters' (the sentence before the cut, d08-s2's); the function name from the ### heading; 'to get a canonical form' -> 'to arrive at a canonical form'"),
            contradiction=("To get a canonical form, micromark-util-normalize-identifier performs a single case conversion, uppercasing only.",
                           "[number] 'both lower- and uppercase' (two conversions) -> 'a single case conversion, uppercasing only'"),
            overclaim=("By performing both lower- and uppercase, micromark-util-normalize-identifier guarantees a canonical form for every Unicode string in every language.",
                       "an aim asserted as a guaranteed effect and widened: 'to get a canonical form' -> 'guarantees a canonical form for every Unicode string in every language'; 'guarantee', 'Unicode', 'every' and 'language' do not occur in the readme"),
            added=("To get a canonical form, micromark-util-normalize-identifier performs both lower- and uppercase, which takes about twice as long as a single conversion.",
                   "added cost (about twice as long as a single conversion) not in the readme; 'time', 'twice', 'cost' and 'fast' do not occur in it"),
        ),
        dict(
            section="`normalizeIdentifier(value)`",
            start="Using uppercase last makes sure keys",
            end="is uppercase.",
            reworded=("In micromark-util-normalize-identifier, using uppercase last makes sure keys will never interact with default prototypal values such as constructor, because nothing in the prototype of Object is uppercase.",
                      "the setting 'In micromark-util-normalize-identifier' added; the colon made 'because'; the parentheses and backticks dropped; line breaks dropped"),
            paraphrase=("Since no property of Object's prototype is in uppercase, ending the normalization with uppercasing ensures that the resulting keys can never clash with default prototype values like constructor.",
                        "freer rewording; the reason moved to the front; 'Using uppercase last' -> 'ending the normalization with uppercasing'; 'will never interact with' -> 'can never clash with' ('never' kept); 'such as' -> 'like'"),
            contradiction=("In micromark-util-normalize-identifier, using lowercase last makes sure keys will never interact with default prototypal values such as constructor, because nothing in the prototype of Object is lowercase.",
                           "[direction] uppercase -> lowercase (the opposite case) in both places; the readme's own example, constructor, is lowercase"),
            overclaim=("In micromark-util-normalize-identifier, using uppercase last makes normalized identifiers safe to use as keys in any JavaScript object without any other precautions.",
                       "degree and scope raised: 'keys will never interact with default prototypal values' -> 'safe to use as keys in any JavaScript object without any other precautions'; 'JavaScript' and 'precaution' do not occur in the readme ('safe' only in the Security boilerplate 'This package is safe.')"),
            added=("In micromark-util-normalize-identifier, using uppercase last makes sure keys never interact with default prototypal values such as constructor, so definitions can be stored in a plain object instead of a Map.",
                   "added consequence (definitions can be stored in a plain object instead of a Map) not in the readme; 'plain object' and 'Map' do not occur in it ('definitions' only in 'as found in references, definitions')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# @textlint/types's README (15.8.0): "# @textlint/types" (the title) with a
# one-line description (11 words) and a request paragraph, then ## Types
# (### Rule types: a lead-in, a three-item list, a two-sentence paragraph and
# a list of OK/NG arrows; ### Abstraction Layer: two sentences of 5 and 9
# words), ## Install (an indented command), ## Usage (code), ## FAQ (one ###
# question heading, two short lines, code, one 14-word sentence),
# ## Versioning Policy (two short paragraphs and a three-item list),
# ## Changelog, ## Running tests, ## Contributing, ## Author and ## License.
# Only two single sentences have 12+ words (the request and the FAQ answer);
# d09-s2 and d09-s4 are two-sentence cuts (20 and 12 words) of one paragraph
# each, as the format allows.  Sentences from four top-level sections: the
# intro under the title, Types (### Rule types), FAQ and Versioning Policy.
DOCS.append(dict(
    path="@textlint/types/README.md",
    kind="README", num="@textlint/types", title="@textlint/types",
    sentences=[
        dict(
            section="@textlint/types",
            start="If you import types from",
            end="instead of it.",
            reworded=("The @textlint/types readme asks that a rule module which imports types from @textlint/kernel use @textlint/types instead.",
                      "the conditional request 'If you import ... in your rule module, please use ... instead of it' made 'asks that a rule module which imports ... use ... instead'; backticks dropped"),
            paraphrase=("A textlint rule module that currently gets its types from @textlint/kernel is asked to switch to @textlint/types.",
                        "freer rewording; the condition made the subject ('A textlint rule module that currently gets its types from'); 'please use ... instead of it' -> 'is asked to switch to'"),
            contradiction=("The @textlint/types readme asks that a rule module which imports types from @textlint/types use @textlint/kernel instead.",
                           "[roles] the two packages swapped: the readme asks rule modules to move from @textlint/kernel to @textlint/types, not the other way round"),
            overclaim=("The @textlint/types readme says that importing types from @textlint/kernel in a rule module is no longer possible.",
                       "a request made an impossibility: 'please use @textlint/types instead' -> 'is no longer possible'; the readme says nothing of kernel dropping its types ('no longer' and 'possible' do not occur in it)"),
            added=("The @textlint/types readme asks that a rule module which imports types from @textlint/kernel use @textlint/types instead, because the type exports of @textlint/kernel are deprecated.",
                   "added cause (kernel's type exports are deprecated) not in the readme; 'deprecat' does not occur in it; not checked in the world"),
        ),
        dict(
            section="Rule types",
            start="Rule types is depended from",
            end="should not depended on `@textlint/kernel`",
            reworded=("According to the @textlint/types readme, rule types are depended on by textlint's rule modules and by @textlint/kernel, whereas a textlint rule module should not depend on @textlint/kernel.",
                      "the frame 'According to the @textlint/types readme' added; the source's grammar corrected ('is depended from' -> 'are depended on by', 'By contrasts' -> 'whereas', 'should not depended' -> 'should not depend'); the two sentences joined; backticks dropped"),
            paraphrase=("Both textlint rule modules and @textlint/kernel rely on the rule types, but rule modules themselves are not supposed to rely on @textlint/kernel.",
                        "freer rewording; the dependants made the subject; 'is depended from' -> 'rely on'; 'should not depended on' -> 'are not supposed to rely on'"),
            contradiction=("According to the @textlint/types readme, rule types depend on textlint's rule modules and on @textlint/kernel, whereas a textlint rule module should not depend on @textlint/kernel.",
                           "[direction] the dependency of the first sentence reversed: rule modules and the kernel depend on the rule types, not the rule types on them (the readme's own arrows: 'OK: Rule types <--- Rule module')"),
            overclaim=("According to the @textlint/types readme, every textlint package, not only the rule modules and @textlint/kernel, depends on the rule types.",
                       "scope widened in place: 'textlint's rule module and @textlint/kernel' -> 'every textlint package'; 'every' does not occur in the readme"),
            added=("According to the @textlint/types readme, rule types are depended on by textlint's rule modules and @textlint/kernel, and a rule module should not depend on @textlint/kernel because that would pull the whole linting engine into every rule.",
                   "added reason (depending on the kernel would pull the whole linting engine into every rule) not in the readme; 'engine' does not occur in it ('pull' only in 'Pull requests' and 'pull request')"),
        ),
        dict(
            section="Occur incompatible types between `@textlint/types` and other module like `textlint-rule-helper`",
            start="If your dependencies is duplicated",
            end="depended on `@textlint/types`.",
            reworded=("The @textlint/types readme advises that if the @textlint/types dependencies are duplicated, the modules that depend on @textlint/types should be updated.",
                      "'your dependencies' -> 'the @textlint/types dependencies' (from the line above the cut: 'You should check if your @textlint/types dependencies is duplicated'); 'you should update modules' made passive; the source's grammar corrected ('is duplicated', 'are depended on'); backticks dropped"),
            paraphrase=("When more than one copy of @textlint/types is installed, the readme's advice is to update the modules that depend on it.",
                        "freer rewording; 'your dependencies is duplicated' -> 'more than one copy of @textlint/types is installed' (the referent as in the reworded claim); 'you should update' -> 'the readme's advice is to update'"),
            contradiction=("The @textlint/types readme advises that if the @textlint/types dependencies are duplicated, @textlint/types itself should be updated rather than the modules that depend on it.",
                           "[roles] what is to be updated swapped: the readme says to update the modules that depend on @textlint/types, and the claim puts @textlint/types in their place and rules them out"),
            overclaim=("The @textlint/types readme says that updating the modules that depend on @textlint/types always removes duplicated @textlint/types dependencies.",
                       "advice asserted as a guaranteed effect: 'you should update modules' -> 'updating ... always removes'; 'always' occurs in the readme only in 'Pull requests and stars are always welcome', 'remov' not at all"),
            added=("The @textlint/types readme advises that if the @textlint/types dependencies are duplicated, the modules that depend on @textlint/types should be updated and the lock file regenerated.",
                   "added step (regenerating the lock file) not in the readme; 'lock' and 'regenerat' do not occur in it (the FAQ shows only 'npm ls @textlint/types')"),
        ),
        dict(
            section="Versioning Policy",
            start="`@textlint/types` is not semantic versioning.",
            end="only TypeScript definition.",
            reworded=("The @textlint/types package does not follow semantic versioning because it provides only TypeScript definitions.",
                      "'is not semantic versioning' -> 'does not follow semantic versioning'; the two sentences joined ('Because, This library provide' -> 'because it provides'); backticks dropped; the plural 'definitions'"),
            paraphrase=("Since it ships nothing but TypeScript definitions, @textlint/types is not versioned according to semantic versioning rules.",
                        "freer rewording; the reason moved to the front; 'provide only' -> 'ships nothing but'; 'is not semantic versioning' -> 'is not versioned according to semantic versioning rules'"),
            contradiction=("The @textlint/types package follows semantic versioning because it provides only TypeScript definitions.",
                           "[negation] 'is not semantic versioning' -> 'follows semantic versioning'"),
            overclaim=("The @textlint/types package does not follow semantic versioning, and no package that provides only TypeScript definitions can follow it.",
                       "the package's reason made a general rule: 'This library provide only TypeScript definition' -> 'no package that provides only TypeScript definitions can follow it'; the readme speaks of this package only (the next paragraph says it is 'hard that we follow', not impossible for anyone)"),
            added=("The @textlint/types package does not follow semantic versioning because it provides only TypeScript definitions, so packages that depend on it should pin an exact version.",
                   "added advice (pin an exact version) not in the readme; 'pin' and 'exact' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# mute-stream's README (0.0.8): "# mute-stream" (the title) with a 10-word
# tagline and a one-sentence intro, then ## Usage (code), ## Options ("All
# options are optional." and two `* ` items), ## ms.mute() (two sentences of
# 4 words), ## ms.unmute() (4 words), ## ms.isTTY (one sentence) and
# ## Other stream methods... (two sentences).  No licence section.
# Sentences from four top-level sections: the intro under the title,
# Options (the replace item), ms.isTTY and Other stream methods....
DOCS.append(dict(
    path="mute-stream/README.md",
    kind="README", num="mute-stream", title="mute-stream",
    sentences=[
        dict(
            section="mute-stream",
            start="This is a basic pass-through stream",
            end="passed through.",
            reworded=("The mute-stream package is a basic pass-through stream, but when it is muted, the bytes are silently dropped rather than being passed through.",
                      "'This' -> 'The mute-stream package'; 'when muted' -> 'when it is muted'; the comma before 'rather' dropped; the line break dropped"),
            paraphrase=("In its muted state, mute-stream discards the bytes without any notice instead of forwarding them, while otherwise it simply passes data through.",
                        "freer rewording; the muted case moved to the front; 'silently dropped' -> 'discards ... without any notice'; 'rather than being passed through' -> 'instead of forwarding them'; 'a basic pass-through stream' -> 'otherwise it simply passes data through'"),
            contradiction=("The mute-stream package is a basic pass-through stream, but when it is unmuted, the bytes are silently dropped rather than being passed through.",
                           "[direction] 'when muted' -> 'when it is unmuted' (the opposite state)"),
            overclaim=("The mute-stream package is a basic pass-through stream, but when muted, the bytes are silently dropped and can never be recovered by any means.",
                       "degree raised: 'silently dropped, rather than being passed through' -> 'dropped and can never be recovered by any means'; the readme says only that muted bytes are not passed on ('recover' and 'never' do not occur in it)"),
            added=("The mute-stream package is a basic pass-through stream, but when muted, the bytes are silently dropped rather than passed through, and it keeps a count of the dropped bytes.",
                   "added detail (a count of the dropped bytes is kept) not in the readme; 'count' does not occur in it"),
        ),
        dict(
            section="Options",
            start="`replace` Set to a string",
            end="for example.)",
            reworded=("The replace option of mute-stream can be set to a string to replace each character with the specified string when muted, so that, for example, asterisks can be shown instead of the password.",
                      "the option label 'replace' given the frame 'The replace option of mute-stream can be'; the parenthesis joined with 'so that'; 'you can show ****' -> 'asterisks can be shown' (the asterisks named in words); backticks dropped"),
            paraphrase=("With mute-stream's replace option set to a string, every character that passes while the stream is muted comes out as that string, which lets a password be displayed as a row of asterisks, for example.",
                        "freer rewording; 'replace each character with the specified string when muted' -> 'every character that passes while the stream is muted comes out as that string'; the example kept ('for example')"),
            contradiction=("The replace option of mute-stream can be set to a string to replace the whole muted output with a single copy of the specified string, so that, for example, asterisks can be shown instead of the password.",
                           "[number] 'each character' replaced by the string -> the whole output replaced by 'a single copy' of it"),
            overclaim=("The replace option of mute-stream is the standard way for Node.js command-line tools to show asterisks instead of a password.",
                       "ranking and convention added: an option that 'can' show asterisks 'for example' -> 'the standard way for Node.js command-line tools'; 'Node.js' does not occur in the readme ('standard' only in d10-s4's 'standard readable and writable stream methods')"),
            added=("The replace option of mute-stream can be set to a string to replace each character with it when muted, for example to show asterisks instead of the password, and it defaults to an asterisk.",
                   "added default (an asterisk) not in the readme; 'default' does not occur in it; probably false in the world (not checked), but not stated either way, so not_supported"),
        ),
        dict(
            section="ms.isTTY",
            start="True if the pipe destination",
            end="source is\na TTY.",
            reworded=("In mute-stream, ms.isTTY is true if the pipe destination is a TTY, or if the incoming pipe source is a TTY.",
                      "the subjectless 'True if' given the subject 'ms.isTTY' from the ## heading and the setting 'In mute-stream'; the line break dropped"),
            paraphrase=("The isTTY property of a MuteStream reports true when either the stream it pipes to or the stream piping into it is a terminal (TTY).",
                        "freer rewording; 'the pipe destination' -> 'the stream it pipes to'; 'the incoming pipe source' -> 'the stream piping into it'; the two conditions kept as 'either ... or'; 'MuteStream' from the Usage code and d10-s4's cut"),
            contradiction=("In mute-stream, ms.isTTY is false whenever the pipe destination is a TTY.",
                           "[negation] 'True if the pipe destination is a TTY' -> 'false whenever the pipe destination is a TTY'"),
            overclaim=("In mute-stream, ms.isTTY is true if any stream anywhere in the pipe chain is a TTY.",
                       "scope widened in place: the direct pipe destination or source -> 'any stream anywhere in the pipe chain'; 'chain' and 'anywhere' do not occur in the readme"),
            added=("In mute-stream, ms.isTTY is true if the pipe destination or the incoming pipe source is a TTY, which lets libraries that check it switch to raw mode through the MuteStream.",
                   "added purpose (libraries switching to raw mode through the MuteStream) not in the readme; 'raw' does not occur in it"),
        ),
        dict(
            section="Other stream methods...",
            start="The other standard readable",
            end="and destination.",
            reworded=("In mute-stream, the other standard readable and writable stream methods are all available, and the MuteStream object acts as a facade to its pipe source and destination.",
                      "the setting 'In mute-stream' added; the two sentences joined with 'and'; line breaks and the double space dropped"),
            paraphrase=("A MuteStream stands in front of both the stream that pipes into it and the stream it pipes to, and it offers all the remaining usual methods of readable and writable streams.",
                        "freer rewording; the sentences swapped; 'acts as a facade to its pipe source and destination' -> 'stands in front of both the stream that pipes into it and the stream it pipes to'; 'The other standard ... methods are all available' -> 'it offers all the remaining usual methods'"),
            contradiction=("In mute-stream, the other standard readable and writable stream methods are all available, and the pipe source and destination act as a facade to the MuteStream object.",
                           "[roles] facade and fronted objects swapped: the MuteStream is the facade to its pipe source and destination, not they to it"),
            overclaim=("In mute-stream, every method of every Node.js stream class, including the transform and duplex methods, is available on the MuteStream object, which acts as a facade to its pipe source and destination.",
                       "scope widened in place: 'the other standard readable and writable stream methods' -> 'every method of every Node.js stream class, including the transform and duplex methods'; 'transform', 'duplex' and 'Node.js' do not occur in the readme"),
            added=("In mute-stream, the other standard readable and writable stream methods are all available, and the MuteStream object acts as a facade to its pipe source and destination, forwarding resize events to them.",
                   "added detail (resize events forwarded) not in the readme; 'resize' and 'event' do not occur in it (the Usage code only listens for and emits 'data'); not checked in the world"),
        ),
    ]))
