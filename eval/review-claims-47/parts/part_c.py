# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-47, part C (drafts 11-15).

Same format as review-claims-46's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json); `title` is the text of the README's first level-1
heading with images, links, HTML and code marks read away.  `section` is the
text of the nearest heading above the sentence (closing '#'s of ATX headings
and badges dropped, other markup kept, as in review-claims-46);
check_part_c.py also derives the top-level section of each cut.

Drafts 13 and 14 are written on REPLACEMENT documents.  The assigned READMEs
of drafts 13 (parse-semver/README.md) and 14 (micromark-core-commonmark/
readme.md) do not have four package-specific prose sentences of 12-45 words,
and the spare (structured-source/README.md) has none, so the assigner named a
list of replacements (xmlbuilder, lie, universalify, strip-json-comments,
parse-json; the first two with four such sentences to be used).  Only lie
has four (draft 13); draft 14 takes universalify, the list's next document
with the most such prose, with one 11-word sentence (d14-s1, SHORT_OK in
check_part_c.py).  See notes-c.md, "Replacement documents".  Three cuts
(d11-s3, d11-s4, d15-s4) are the family's Compatibility/Security wording
with the package's name or versions filled in; they are kept because their
READMEs have no other package-specific prose sentence (notes-c.md,
"Template cuts").
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# mdast-util-phrasing's readme.md (mdast-util-phrasing 4.1.0, 5303 bytes):
# "# mdast-util-phrasing" (the title, with badges and the 8-word line
# "[mdast][] utility to check if a node is phrasing content."), then
# ## Contents (links), ## What is this? (one 15-word sentence), ## When should
# I use this? (a 22-word two-sentence paragraph and a 10-word one), ## Install
# (the family's ESM/npm/esm.sh lead-ins and code), ## Use (code), ## API (an
# 11-word lead-in; ### `phrasing(value)` with an 8-word sentence, a 10-word
# note, ###### Parameters and ###### Returns items of 6-7 words), ## Types
# (13 words, the first sentence word for word in 60 other READMEs),
# ## Compatibility, ## Security, ## Related (two 8-word items), ## Contribute
# and ## License.  Only two sentences of 12+ words are free of the family's
# wording; the other two cuts are the one sentence of ## Compatibility and the
# one sentence of ## Security that carry this package's name (and release
# line): no other README has either cut, but their wording is the unified
# collective's template (flagged in notes-c.md).  Sentences from four
# top-level sections: What is this?, When should I use this?, Compatibility,
# Security.
DOCS.append(dict(
    path="mdast-util-phrasing/readme.md",
    kind="README", num="mdast-util-phrasing", title="mdast-util-phrasing",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a tiny utility to check",
            end="content][phrasing].",
            reworded=("The mdast-util-phrasing package is a tiny utility to check that a given node is phrasing content.",
                      "'This package' -> 'The mdast-util-phrasing package'; the link syntax around 'node' and 'phrasing content' and the line break dropped; otherwise the sentence as written"),
            paraphrase=("Put simply, mdast-util-phrasing is a very small tool for testing whether some node it is handed counts as phrasing content.",
                        "freer rewording; 'a tiny utility' -> 'a very small tool'; 'to check that a given node is' -> 'for testing whether some node it is handed counts as'; 'phrasing content' kept"),
            contradiction=("The mdast-util-phrasing package is a tiny utility to check that a given node is flow content.",
                           "[entity] phrasing content -> flow content, another content category; the README's only 'flow' in prose is the API note that html 'can be both phrasing or flow', which is why the check excludes html (otherwise only inside 'workflows' in the build-badge URL)"),
            overclaim=("The mdast-util-phrasing package is the smallest and fastest utility for checking whether a given node is phrasing content.",
                       "ranking added: 'a tiny utility' -> 'the smallest and fastest utility'; the README compares its size with no other package and says nothing about speed ('fast', 'small' and 'speed' do not occur in it); the one similar utility it names, hast-util-phrasing, works on hast"),
            added=("The mdast-util-phrasing package is a tiny utility to check that a given node is phrasing content, and mdast-util-to-markdown relies on it when serializing trees.",
                   "added detail (mdast-util-to-markdown relies on it) not in the README; 'to-markdown', 'markdown' and 'serializ' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="This utility is typically useful",
            end="for your own checks.",
            reworded=("The mdast-util-phrasing utility is typically useful when making other utilities, and it uses unist-util-is, which can be used for one's own checks.",
                      "'This utility' -> 'The mdast-util-phrasing utility'; 'if you're making' -> 'when making' and 'which you can use for your own checks' -> 'which can be used for one's own checks' (no second person); the two sentences joined; link syntax and backticks dropped"),
            paraphrase=("Mostly people who write other utilities will find mdast-util-phrasing handy, and it is built on unist-util-is, a package that is also available for custom checks.",
                        "freer rewording; 'typically useful if you're making other utilities' -> 'Mostly people who write other utilities will find ... handy' (the hedge kept as 'Mostly'); 'It uses' -> 'it is built on'; 'which you can use for your own checks' -> 'also available for custom checks'"),
            contradiction=("The mdast-util-phrasing utility is typically useful when making other utilities, and it does its checks without using unist-util-is.",
                           "[negation] 'It uses unist-util-is' -> 'does its checks without using unist-util-is'; the relative clause about one's own checks dropped"),
            overclaim=("The mdast-util-phrasing utility is useful only to people who are making other utilities, and it uses unist-util-is, which can be used for one's own checks.",
                       "hedge removed: 'typically useful if you're making other utilities' -> 'useful only to people who are making other utilities'; the README says when it is typically useful, not that it is of no use otherwise ('only' occurs only in 'ESM only')"),
            added=("The mdast-util-phrasing utility is typically useful when making other utilities, such as markdown formatters that must decide where a line may be wrapped, and it uses unist-util-is.",
                   "added example (markdown formatters deciding where a line may be wrapped) not in the README; 'format', 'wrap' and 'markdown' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Compatibility",
            start="This means we try to keep the current release line",
            end="compatible with Node.js 16.",
            reworded=("The unified collective tries to keep the current release line, mdast-util-phrasing@^4, compatible with Node.js 16.",
                      "'This means we try' -> 'The unified collective tries' ('we' named from the section's first sentence, 'Projects maintained by the unified collective are compatible with maintained versions of Node.js.'); backticks and the line break dropped"),
            paraphrase=("For its present major version, the ^4 line, mdast-util-phrasing aims to stay usable on Node.js 16.",
                        "freer rewording; 'the current release line, mdast-util-phrasing@^4' -> 'its present major version, the ^4 line'; 'we try to keep ... compatible with' -> 'aims to stay usable on' (the hedge kept as 'aims')"),
            contradiction=("The unified collective tries to keep the current release line, mdast-util-phrasing@^3, compatible with Node.js 16.",
                           "[number] the current release line mdast-util-phrasing@^4 -> @^3 (the Install section's esm.sh URLs name @4 as well)"),
            overclaim=("The unified collective guarantees that every release of mdast-util-phrasing@^4 works on Node.js 16.",
                       "hedge removed: 'we try to keep ... compatible with Node.js 16' -> 'guarantees that every release ... works on Node.js 16'; 'guarantee' does not occur in the README"),
            added=("The unified collective tries to keep the current release line, mdast-util-phrasing@^4, compatible with Node.js 16 and backports security fixes to the older ^3 line.",
                   "added detail (security fixes backported to the ^3 line) not in the README; '^3' and 'backport' do not occur in it ('security' only in the Security heading and its Contents link); invented, not checked in the world"),
        ),
        dict(
            section="Security",
            start="Use of `mdast-util-phrasing` does not involve",
            end="attacks.",
            reworded=("Use of mdast-util-phrasing does not involve hast or user content or change the tree, so there are no openings for cross-site scripting (XSS) attacks.",
                      "'hast, user content, or change the tree' -> 'hast or user content or change the tree' (the list's grammar evened out); bold, backticks, link syntax and line breaks dropped"),
            paraphrase=("Since mdast-util-phrasing touches neither hast nor user content and leaves the tree unchanged, it gives XSS attacks no way in.",
                        "freer rewording; 'does not involve' -> 'touches neither ... nor'; 'change the tree' -> 'leaves the tree unchanged'; 'so there are no openings for cross-site scripting (XSS) attacks' -> 'it gives XSS attacks no way in'"),
            contradiction=("Use of mdast-util-phrasing does not involve hast or user content, but it still leaves openings for cross-site scripting (XSS) attacks.",
                           "[negation] 'so there are no openings for cross-site scripting (XSS) attacks' -> 'but it still leaves openings'; 'or change the tree' dropped"),
            overclaim=("Because mdast-util-phrasing does not involve hast or user content or change the tree, any application that uses it is safe from cross-site scripting (XSS) attacks.",
                       "scope widened: the README says the use of this package opens no way for XSS attacks; it says nothing about the safety of a whole application that uses it ('application' and 'safe' do not occur in it)"),
            added=("Use of mdast-util-phrasing does not involve hast or user content or change the tree, so there are no openings for cross-site scripting (XSS) attacks, and no security advisory has ever been published for it.",
                   "added detail (no security advisory ever published) not in the README; 'advisory' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# micromark-util-html-tag-name's readme.md (2.0.1, 5381 bytes): "# micromark-
# util-html-tag-name" (the title, with badges and the 8-word line "[micromark][]
# utility with list of html tag names."), then ## Contents, ## What is this?
# (one 11-word sentence), ## When should I use this? (one 14-word sentence),
# ## Install (family lead-ins and code), ## Use (code), ## API (a 13-word
# lead-in; ### `htmlBlockNames` with an 8-word line, a three-sentence
# paragraph of 54 words, "This is copied from:" and a URL, an 8-word note;
# ### `htmlRawNames` with an 8-word line, a 27-word paragraph, "This module is
# copied from:" and a URL, an 8-word note), ## Types, ## Compatibility,
# ## Security, ## Contribute (family text) and ## License.  The 14-word
# When-should-I-use-this sentence occurs in no other README.  The htmlBlockNames
# paragraph is cut in two (sentences 1-2, 28 words; sentence 3, 26 words).
# Sentences from two top-level sections (When should I use this?, API) under
# three distinct nearest headings.
DOCS.append(dict(
    path="micromark-util-html-tag-name/readme.md",
    kind="README", num="micromark-util-html-tag-name", title="micromark-util-html-tag-name",
    sentences=[
        dict(
            section="When should I use this?",
            start="This package is only useful if you want to build",
            end="an alternative to micromark.",
            reworded=("The micromark-util-html-tag-name package is only useful for building an alternative to micromark.",
                      "'This package' -> 'The micromark-util-html-tag-name package'; 'if you want to build' -> 'for building' (no second person); otherwise as written"),
            paraphrase=("Unless the goal is to create a replacement for micromark, micromark-util-html-tag-name is of no use.",
                        "freer rewording; 'only useful if you want to build an alternative to micromark' -> 'Unless the goal is to create a replacement for micromark, ... is of no use' (the restriction kept)"),
            contradiction=("The micromark-util-html-tag-name package is also useful to those who are not building an alternative to micromark.",
                           "[negation] 'only useful if you want to build an alternative to micromark' -> 'also useful to those who are not building' one"),
            overclaim=("Every alternative to micromark has to use the micromark-util-html-tag-name package.",
                       "a condition turned into a requirement: the README says the package is useful only for building an alternative to micromark, not that every alternative needs it ('has to', 'must' and 'require' do not occur in it)"),
            added=("The micromark-util-html-tag-name package is only useful for building an alternative to micromark, such as a parser that streams markdown to HTML chunk by chunk.",
                   "added example (a parser that streams markdown to HTML chunk by chunk) not in the README; 'stream' and 'chunk' do not occur in it; invented"),
        ),
        dict(
            section="`htmlBlockNames`",
            start="The list, when parsing HTML (flow), results in more relaxed",
            end="have to be strictly\nparsed.",
            reworded=("In micromark-util-html-tag-name, the htmlBlockNames list results in more relaxed rules (condition 6) when parsing HTML (flow), and because they are known blocks, the HTML-like syntax does not have to be strictly parsed.",
                      "the setting 'In micromark-util-html-tag-name' added; 'The list' -> 'the htmlBlockNames list' (the ### heading); the clause 'when parsing HTML (flow)' moved after 'rules (condition 6)'; the two sentences joined; the escaped parenthesis of '(condition\\n6\\)' written plainly; 'doesn't' -> 'does not'"),
            paraphrase=("Tag names on htmlBlockNames get the looser condition 6 rules when HTML (flow) is parsed, since for blocks that are already known the HTML-like syntax need not be parsed strictly.",
                        "freer rewording; 'The list ... results in more relaxed rules (condition 6)' -> 'Tag names on htmlBlockNames get the looser condition 6 rules'; 'Because they are known blocks' -> 'since for blocks that are already known'; 'doesn't have to be strictly parsed' -> 'need not be parsed strictly'"),
            contradiction=("In micromark-util-html-tag-name, the htmlBlockNames list results in more relaxed rules (condition 7) when parsing HTML (flow), because the HTML-like syntax of known blocks does not have to be strictly parsed.",
                           "[number] condition 6 -> condition 7; the README's next sentence names condition 7 as the more strict algorithm used for tag names that are not in the list"),
            overclaim=("In micromark-util-html-tag-name, the htmlBlockNames list means that HTML-like syntax opening with a known block name is never checked at all when parsing HTML (flow).",
                       "degree raised: 'more relaxed rules' and 'doesn't have to be strictly parsed' -> 'is never checked at all'; relaxed rules are still rules ('never' does not occur in the README)"),
            added=("In micromark-util-html-tag-name, the htmlBlockNames list results in more relaxed rules (condition 6) when parsing HTML (flow), which also makes such blocks noticeably faster to parse.",
                   "added consequence (such blocks are faster to parse) not in the README; 'fast', 'speed' and 'perform' do not occur in it; invented"),
        ),
        dict(
            section="`htmlBlockNames`",
            start="For tag names not in this list, a more strict algorithm",
            end="seen as HTML (flow) or not.",
            reworded=("For tag names not in the htmlBlockNames list of micromark-util-html-tag-name, a more strict algorithm (condition 7) is used to detect whether the HTML-like syntax is seen as HTML (flow) or not.",
                      "'this list' -> 'the htmlBlockNames list of micromark-util-html-tag-name' (the ### heading); the line break dropped; otherwise as written"),
            paraphrase=("When a tag name is missing from htmlBlockNames, it falls to the stricter condition 7 algorithm to decide whether the HTML-like syntax counts as HTML (flow).",
                        "freer rewording; 'For tag names not in this list' -> 'When a tag name is missing from htmlBlockNames'; 'a more strict algorithm (condition 7) is used to detect whether ... is seen as HTML (flow) or not' -> 'it falls to the stricter condition 7 algorithm to decide whether ... counts as HTML (flow)'"),
            contradiction=("For tag names in the htmlBlockNames list of micromark-util-html-tag-name, a more strict algorithm (condition 7) is used to detect whether the HTML-like syntax is seen as HTML (flow), while names not in the list get more relaxed rules.",
                           "[roles] the names in the list and those not in it swapped: the README gives the relaxed rules (condition 6) to names in the list and the strict algorithm (condition 7) to names not in it"),
            overclaim=("For tag names not in the htmlBlockNames list of micromark-util-html-tag-name, the strictest of all the HTML (flow) conditions, condition 7, decides whether the HTML-like syntax is seen as HTML (flow) or not.",
                       "ranking added: 'a more strict algorithm' (compared with condition 6's relaxed rules) -> 'the strictest of all the HTML (flow) conditions'; the README compares condition 7 only with condition 6 and never ranks condition 1 or any other ('strictest' does not occur in it)"),
            added=("For tag names not in the htmlBlockNames list, a more strict algorithm (condition 7) is used to detect whether the HTML-like syntax is seen as HTML (flow) or not, and it requires the whole tag to sit on one line.",
                   "added detail (the whole tag must sit on one line) not in the README; 'one line' and 'single line' do not occur in it ('line' only in the htmlRawNames paragraph's 'lines' and in Compatibility's 'release line'); may be true in the world (CommonMark's condition 7 asks for a complete tag followed only by whitespace on its line), not checked here"),
        ),
        dict(
            section="`htmlRawNames`",
            start="The list, when parsing HTML (flow), results in HTML that can include",
            end="(condition\n1\\).",
            reworded=("In micromark-util-html-tag-name, the htmlRawNames list, when parsing HTML (flow), results in HTML that can include lines without exiting, until a closing tag also in the list is found (condition 1).",
                      "the setting 'In micromark-util-html-tag-name' added; 'The list' -> 'the htmlRawNames list' (the ### heading); 'this list' -> 'the list'; the escaped parenthesis of '(condition\\n1\\)' written plainly; line breaks dropped"),
            paraphrase=("An HTML (flow) block that starts with a name from htmlRawNames runs on across lines and ends only once a closing tag for a name on that same list turns up, which is condition 1.",
                        "freer rewording; 'results in HTML that can include lines without exiting' -> 'runs on across lines'; 'until a closing tag also in this list is found' -> 'ends only once a closing tag for a name on that same list turns up'; the condition number kept"),
            contradiction=("In micromark-util-html-tag-name, the htmlRawNames list, when parsing HTML (flow), results in HTML that can include lines without exiting, until an opening tag also in the list is found (condition 1).",
                           "[direction] 'a closing tag' -> 'an opening tag'"),
            overclaim=("In micromark-util-html-tag-name, the tag names in htmlRawNames are the only ones for which HTML (flow) can include lines without exiting.",
                       "exclusivity added: the README says what the htmlRawNames list does and says nothing of how other HTML (flow) ends ('only' occurs in the When should I use this? sentence and in 'ESM only', never about lines)"),
            added=("In micromark-util-html-tag-name, the htmlRawNames list, when parsing HTML (flow), results in HTML that can include lines without exiting until a closing tag also in the list is found (condition 1), which keeps markdown inside such elements from being parsed.",
                   "added consequence (markdown inside such elements is not parsed) not in the README; 'markdown' occurs only in 'known tag names to markdown' (What is this?); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# REPLACEMENT for parse-semver/README.md (one package-specific prose sentence
# of 12-45 words; see notes-c.md).  lie's README.md (lie 3.3.0, 2165 bytes,
# no carriage returns), the first document of the brief's replacement list
# with four or more such sentences (xmlbuilder's has none): "# lie" (the
# title), an HTML <a>/<img> logo block with a build badge, a 13-word
# sentence (the library and its spec) and a 19-word one (its fork history),
# the install and require code, ## Usage (a 16-word lead-in and two list
# items of 23 and 16 words on the dist files), ## API ("Implements the
# standard ES6 api:", 5 words, and code) and ## Unhandled Rejections (one
# paragraph of two sentences, 20 and 15 words).  No Security, Compatibility
# or Contribute text, so no family template.  Sentences from three top-level
# sections (every section with prose): the title's section (lie), Usage,
# Unhandled Rejections.
DOCS.append(dict(
    path="lie/README.md",
    kind="README", num="lie", title="lie",
    sentences=[
        dict(
            section="lie",
            start="lie is a small, performant promise library",
            end="(Version 1.1).",
            reworded=("The lie package is a small, performant promise library that implements version 1.1 of the Promises/A+ spec.",
                      "'lie' -> 'The lie package' (a claim cannot start lower-case); 'implementing the Promises/A+ spec (Version 1.1)' -> 'that implements version 1.1 of the Promises/A+ spec'; link syntax and URL dropped; nothing added or lost"),
            paraphrase=("As promise libraries go, lie is compact and fast, and it follows version 1.1 of the Promises/A+ specification.",
                        "freer rewording; 'small, performant' -> 'compact and fast'; 'implementing the Promises/A+ spec (Version 1.1)' -> 'follows version 1.1 of the Promises/A+ specification'; the version number kept, so every detail of the sentence is still there"),
            contradiction=("The lie package is a large, performant promise library that implements version 1.1 of the Promises/A+ spec.",
                           "[direction] 'small' -> 'large', an antonym swap; the README calls lie 'a small, performant promise library', so a large one is what it says lie is not; the rest kept"),
            overclaim=("The lie package is the fastest promise library that implements version 1.1 of the Promises/A+ spec.",
                       "ranking added: 'performant' -> 'the fastest'; the README compares lie's speed with no other library ('fast', 'benchmark' and 'size' do not occur in it), so the ranking is not supported, though nothing contradicts it"),
            added=("The lie package is a small, performant promise library that implements version 1.1 of the Promises/A+ spec and weighs under 4 KB once minified.",
                   "added figure (under 4 KB minified) not in the README; 'KB', 'kilo' and 'size' do not occur in it and it gives no file size, only that lie.min.js exists; invented, not checked in the world"),
        ),
        dict(
            section="lie",
            start="Originally a fork of",
            end="[Chris Burgmer](https://github.com/cburgmer).",
            reworded=("The lie library was originally a fork of Ruben Verborgh's promiscuous, and with version 2.6 it became a fork of ayepromise by Chris Burgmer.",
                      "the subject 'The lie library' supplied (the sentence's 'it' is lie, from the title and the sentence above); the two clauses joined with 'and'; link syntax and URLs dropped; names and the version 2.6 kept"),
            paraphrase=("Lie started out as a fork of promiscuous, which Ruben Verborgh wrote, and at version 2.6 it switched to forking Chris Burgmer's ayepromise.",
                        "freer rewording; 'Originally a fork of' -> 'started out as a fork of'; 'with version 2.6 it became a fork of ayepromise by Chris Burgmer' -> 'at version 2.6 it switched to forking Chris Burgmer's ayepromise'; both projects, both authors and the version kept"),
            contradiction=("The lie library was originally a fork of Chris Burgmer's ayepromise, and with version 2.6 it became a fork of promiscuous by Ruben Verborgh.",
                           "[roles] the two forked projects (with their authors) swapped: the README has promiscuous as the original and ayepromise as the base from version 2.6; the claim reverses the order"),
            overclaim=("Since version 2.6, the lie library has been nothing more than a renamed copy of Chris Burgmer's ayepromise.",
                       "degree raised: 'became a fork of ayepromise' -> 'nothing more than a renamed copy'; a fork can diverge from its origin, and the README never says how much lie changed ('copy' and 'rename' do not occur in it)"),
            added=("The lie library was originally a fork of Ruben Verborgh's promiscuous, and with version 2.6 it became a fork of Chris Burgmer's ayepromise because promiscuous was no longer maintained.",
                   "added cause (promiscuous no longer maintained) not in the README; it gives no reason for the switch and 'maintain' does not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Usage",
            start="lie.polyfill.js/lie.polyfill.min.js adds",
            end="(not a UMD).",
            reworded=("The lie.polyfill.js and lie.polyfill.min.js files of lie add Promise to the global scope only if it is not already defined, and they are not a UMD.",
                      "'lie.polyfill.js/lie.polyfill.min.js' -> 'The lie.polyfill.js and lie.polyfill.min.js files of lie'; 'it's' -> 'it is'; the parenthesis '(not a UMD)' made a clause; quotation marks around Promise dropped"),
            paraphrase=("Lie's polyfill builds, in plain and minified form, put a global Promise in place only where none exists yet, and they are not packaged as a UMD.",
                        "freer rewording; the two file names -> 'polyfill builds, in plain and minified form'; 'adds Promise to the global scope only if it's not already defined' -> 'put a global Promise in place only where none exists yet'; the condition and '(not a UMD)' kept"),
            contradiction=("The lie.polyfill.js and lie.polyfill.min.js files of lie add Promise to the global scope even if it is already defined, and they are not a UMD.",
                           "[negation] 'only if it's not already defined' -> 'even if it is already defined'; the README's polyfill leaves an existing Promise alone, the claim has it added regardless"),
            overclaim=("The lie polyfill files never interfere with anything that is already in the global scope.",
                       "degree raised: the README says the polyfill adds Promise only if Promise is not already defined; it says nothing about any other global, so 'never interfere with anything' goes beyond it ('interfere' does not occur in the README)"),
            added=("The lie.polyfill.js and lie.polyfill.min.js files of lie add Promise to the global scope only if it is not already defined, which suits old browsers such as Internet Explorer 11.",
                   "added example (old browsers such as Internet Explorer 11) not in the README; 'Explorer' and 'IE11' do not occur in it ('browser' only in Unhandled Rejections' 'the browser', 'old' only inside 'folder'); may be true in the world, not checked"),
        ),
        dict(
            section="Unhandled Rejections",
            start="In Node.js, lie emits an `unhandledRejection` event",
            end="in both Node.js and the browser.",
            reworded=("In Node.js, lie emits an unhandledRejection event when a rejected promise is not caught, in line with how io.js does it, which allows lie to act as a promise shim in both Node.js and the browser.",
                      "the two sentences joined ('This allows it' -> 'which allows lie'); 'isn't' -> 'is not'; backticks, link syntax and URL dropped; the event name, io.js and both environments kept"),
            paraphrase=("Because lie fires unhandledRejection under Node.js whenever a rejected promise goes uncaught, matching what io.js does, it can serve as a promise shim in the browser as well as in Node.js.",
                        "freer rewording; 'emits an unhandledRejection event when a rejected promise isn't caught' -> 'fires unhandledRejection ... whenever a rejected promise goes uncaught'; 'in line with how io.js does it' -> 'matching what io.js does'; 'This allows it to' -> 'Because ... it can'"),
            contradiction=("In Node.js, lie emits an uncaughtException event when a rejected promise is not caught, in line with how io.js does it, which allows lie to act as a promise shim in both Node.js and the browser.",
                           "[entity] the event named by the README, unhandledRejection (also the anchor of its io.js link), -> uncaughtException, another Node.js process event; 'uncaught' and 'exception' do not occur in the README"),
            overclaim=("Because lie emits an unhandledRejection event in Node.js when a rejected promise is not caught, it is a perfect drop-in replacement for native promises in every Node.js and browser environment.",
                       "degree and scope raised: 'act as a promise shim in both Node.js and the browser' -> 'a perfect drop-in replacement for native promises in every Node.js and browser environment'; 'perfect', 'drop-in', 'native' and 'every' do not occur in the README"),
            added=("In Node.js, lie emits an unhandledRejection event when a rejected promise is not caught, in line with how io.js does it, while in the browser it logs such rejections to the console.",
                   "added detail (browser rejections logged to the console) not in the README, which says what lie does in Node.js only; 'console' and 'log' do not occur in it; invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# REPLACEMENT for micromark-core-commonmark/readme.md (three usable cuts at
# most, one of them the family's Compatibility template; see notes-c.md).
# universalify's README.md (universalify 2.0.1, 2012 bytes, no carriage
# returns).  No other document of the brief's list besides lie has four
# package-specific prose sentences of 12-45 words (xmlbuilder none,
# universalify and strip-json-comments three cuts each, parse-json one), so
# this draft takes the list's next document with the most such prose
# (universalify, ahead of strip-json-comments by list order) and allows ONE
# sentence of 11 words (d14-s1, SHORT_OK in check_part_c.py, as
# review-claims-38 allowed d05-s3).  The README: "# universalify" (title),
# four badge images, the 11-word tagline, "Uses the native promise
# implementation." (5), ## Installation (code), ## API with ###
# `universalify.fromCallback(fn)` (an 11-word line and a two-sentence
# paragraph of 18 and 23 words, then code) and ### `universalify.fromPromise
# (fn)` (an 11-word line, a two-sentence paragraph of 7 and 10 words, then
# code), ## License ("MIT").  Sentences from two top-level sections (the
# title's section and API) under three distinct nearest headings.
DOCS.append(dict(
    path="universalify/README.md",
    kind="README", num="universalify", title="universalify",
    sentences=[
        dict(
            section="universalify",
            start="Make a callback- or promise-based function",
            end="both promises and callbacks.",
            reworded=("The universalify package makes a callback-based or promise-based function support both promises and callbacks.",
                      "the imperative tagline given the subject 'The universalify package' ('Make' -> 'makes'); 'callback- or promise-based' spelt out as 'callback-based or promise-based'; nothing added or lost"),
            paraphrase=("With universalify, a function written for either callbacks or promises can be called in both styles.",
                        "freer rewording; 'Make a callback- or promise-based function support both promises and callbacks' -> 'a function written for either callbacks or promises can be called in both styles'; the two starting kinds and the two resulting styles kept"),
            contradiction=("The universalify package takes a function that already supports both promises and callbacks and turns it into a purely callback-based or promise-based one.",
                           "[direction] the conversion reversed: the README makes a callback- or promise-based function support both styles; the claim starts from a function with both and narrows it to one"),
            overclaim=("The universalify package is the simplest way to make a callback-based or promise-based function support both promises and callbacks.",
                       "ranking added: the tagline says what universalify does, not that it is simpler than any other way; 'simple', 'simplest' and 'easy' do not occur in the README"),
            added=("The universalify package makes a callback-based or promise-based function support both promises and callbacks, and it was written for the fs-extra library.",
                   "added origin (written for fs-extra) not in the README; 'fs-extra' and 'fs' do not occur in it; may be true in the world (fs-extra uses it), not checked"),
        ),
        dict(
            section="`universalify.fromCallback(fn)`",
            start="Function must take a callback as the last parameter",
            end="the signature `(error, result)`.",
            reworded=("The function passed to universalify.fromCallback must take a callback as the last parameter that will be called with the signature (error, result).",
                      "'Function' -> 'The function passed to universalify.fromCallback' (the ### heading names the call and its parameter fn); backticks dropped; otherwise as written"),
            paraphrase=("Whatever function is handed to fromCallback in universalify needs its final argument to be a callback, which gets invoked as (error, result).",
                        "freer rewording; 'must take a callback as the last parameter' -> 'needs its final argument to be a callback'; 'that will be called with the signature (error, result)' -> 'which gets invoked as (error, result)'; the argument order kept"),
            contradiction=("The function passed to universalify.fromCallback must take a callback as the last parameter that will be called with the signature (result, error).",
                           "[roles] the two arguments of the callback swapped: the README gives the signature (error, result), error first; the claim puts the result first"),
            overclaim=("When universalify is used, every callback-based function in a project must take its callback as the last parameter, called with the signature (error, result).",
                       "scope widened: the README states the requirement for the function passed to fromCallback, not for every callback-based function in a project that uses universalify ('project' does not occur in it)"),
            added=("The function passed to universalify.fromCallback must take a callback as the last parameter that will be called with the signature (error, result), the error-first convention of the Node.js core APIs.",
                   "added comparison (the error-first convention of Node.js core APIs) not in the README; 'Node', 'error-first' and 'convention' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`universalify.fromCallback(fn)`",
            start="`universalify` does not support calling the callback",
            end="is only called once.",
            reworded=("With fromCallback, universalify does not support calling the callback with three or more arguments, and does not ensure that the callback is only called once.",
                      "the setting 'With fromCallback' named from the ### heading; backticks around universalify dropped; otherwise as written"),
            paraphrase=("For fromCallback, universalify cannot handle a callback invoked with more than two arguments, and it does not make sure that the callback runs just one time.",
                        "freer rewording; 'three or more arguments' -> 'more than two arguments' (the same bound); 'does not support calling' -> 'cannot handle a callback invoked'; 'does not ensure that the callback is only called once' -> 'does not make sure that the callback runs just one time'"),
            contradiction=("With fromCallback, universalify does not support calling the callback with three or more arguments, but it does ensure that the callback is only called once.",
                           "[negation] 'does not ensure that the callback is only called once' -> 'it does ensure'; the first limitation kept"),
            overclaim=("With fromCallback, universalify breaks whenever the callback is called with three or more arguments or more than once.",
                       "degree raised: 'does not support' and 'does not ensure' -> 'breaks whenever'; the README names two cases it does not handle, not that either always makes it fail ('break' and 'fail' do not occur in it)"),
            added=("With fromCallback, universalify does not support calling the callback with three or more arguments, as fs.read does with its error, byte count and buffer, and does not ensure that the callback is only called once.",
                   "added example (fs.read calling back with an error, a byte count and a buffer) not in the README; 'fs', 'read', 'byte' and 'buffer' do not occur in it; true of Node.js's fs.read in the world, not checked here"),
        ),
        dict(
            section="`universalify.fromPromise(fn)`",
            start="Function must return a valid JS promise.",
            end="a valid promise is returned.",
            reworded=("The function passed to universalify.fromPromise must return a valid JS promise, and universalify does not ensure that a valid promise is returned.",
                      "'Function' -> 'The function passed to universalify.fromPromise' (the ### heading); the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("Whatever is given to fromPromise in universalify has to hand back a proper JavaScript promise, since universalify itself does not make sure that one comes back.",
                        "freer rewording; 'must return a valid JS promise' -> 'has to hand back a proper JavaScript promise'; 'does not ensure that a valid promise is returned' -> 'does not make sure that one comes back'; the second sentence tied to the first with 'since'"),
            contradiction=("The function passed to universalify.fromPromise must return a valid JS promise, and universalify ensures that a valid promise is returned.",
                           "[negation] 'universalify does not ensure that a valid promise is returned' -> 'universalify ensures' it; the requirement on the function kept"),
            overclaim=("The universalify package does no validation of any kind on the functions passed to it or on what they return.",
                       "scope widened: the README says, for fromPromise, that universalify does not ensure a valid promise is returned; it says nothing about any other check on the functions ('validation' does not occur in it; 'valid' only in 'valid JS promise' and 'valid promise')"),
            added=("The function passed to universalify.fromPromise must return a valid JS promise, which async functions always do, and universalify does not ensure that a valid promise is returned.",
                   "added detail (async functions always return a promise) not in the README; 'async' does not occur in it; true in the world for JavaScript async functions, not stated here"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# character-entities's readme.md (2.0.2, 4041 bytes): "# character-entities"
# (the title, with badges and the 5-word line "Map of named character
# references."), then ## Contents, ## What is this? (one 16-word sentence),
# ## When should I use this? (a 27-word two-sentence paragraph, of which the
# second sentence alone has 11 words), ## Install (lead-ins and code), ## Use
# (code), ## API (a 9-word lead-in; ### characterEntities with a 13-word
# two-sentence item), ## Types (7 words), ## Compatibility, ## Security ("This
# package is safe.", in 36 other READMEs), ## Related (five items about other
# packages), ## Contribute ("Yes please!" and a link) and ## License.  The
# Compatibility cut (24 words) is its first two sentences: the first is word
# for word in six other wooorm READMEs, the second (the version list, 11
# words) in none, so the cut as a whole is in no other README (flagged in
# notes-c.md).  Sentences from four top-level sections: What is this?, When
# should I use this?, API (### characterEntities), Compatibility.
DOCS.append(dict(
    path="character-entities/readme.md",
    kind="README", num="character-entities", title="character-entities",
    sentences=[
        dict(
            section="What is this?",
            start="This is a map of named character references",
            end="they represent.",
            reworded=("The character-entities package is a map of named character references in HTML (latest) to the characters they represent.",
                      "'This' -> 'The character-entities package'; the line break dropped; otherwise as written"),
            paraphrase=("What character-entities provides is a lookup from the named character references of the latest HTML to the characters that they stand for.",
                        "freer rewording; 'a map of ... to' -> 'a lookup from ... to'; 'in HTML (latest)' -> 'of the latest HTML'; 'they represent' -> 'they stand for'"),
            contradiction=("The character-entities package is a map of named character references in HTML 4 to the characters they represent.",
                           "[entity] HTML (latest) -> HTML 4; the README's Related list names a separate package, character-entities-html4, for the HTML 4 references"),
            overclaim=("The character-entities package is the most complete map of named character references available for JavaScript.",
                       "ranking added: 'a map of named character references in HTML (latest)' -> 'the most complete map ... available for JavaScript'; the README compares it with no other map ('complete' and 'JavaScript' do not occur in it)"),
            added=("The character-entities package is a map of named character references in HTML (latest) to the characters they represent, with more than 2,000 entries.",
                   "added number (more than 2,000 entries) not in the README; '2,000', '2000' and 'entries' do not occur in it (its numbers are the Node.js versions, the @2 of the esm.sh URLs and the 4 of HTML 4 and html4); may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="Maybe when you’re writing an HTML parser",
            end="[`stringify-entities`][stringify-entities].",
            reworded=("The character-entities package may be useful when writing an HTML parser or minifier, but otherwise probably never, and even then it might be better to use parse-entities or stringify-entities.",
                      "the heading's question ('When should I use this?') answered with the subject 'The character-entities package may be useful'; 'Maybe when you're writing' -> 'may be useful when writing'; the exclamation mark dropped; the two sentences joined; link syntax and backticks dropped"),
            paraphrase=("Apart from perhaps HTML parsers and minifiers, character-entities is probably not worth using, and even for those, parse-entities or stringify-entities could be the better pick.",
                        "freer rewording; 'Maybe when you're writing an HTML parser or minifier' -> 'Apart from perhaps HTML parsers and minifiers'; 'otherwise probably never' -> 'probably not worth using'; 'it might be better to use' -> 'could be the better pick'; all three hedges kept"),
            contradiction=("The character-entities package may be useful when writing an HTML parser or minifier, and in that case it is usually a better choice than parse-entities or stringify-entities.",
                           "[direction] 'it might be better to use parse-entities or stringify-entities' -> 'it is usually a better choice than' them (the comparison reversed); 'but otherwise probably never' dropped"),
            overclaim=("The character-entities README says that HTML parsers and minifiers should use parse-entities or stringify-entities instead of character-entities.",
                       "hedge removed: 'Even then, it might be better to use' -> 'should use ... instead'; a possibility made a recommendation ('should' occurs in the README only in the heading 'When should I use this?' and its Contents link)"),
            added=("The character-entities package may be useful when writing an HTML parser or minifier, but otherwise probably never, because the full map adds a lot of weight to a browser bundle.",
                   "added cause (the map's weight in a browser bundle) not in the README; 'bundle' occurs only in the esm.sh URL's '?bundle' in the Install code, 'weight' never; may be true in the world, not checked"),
        ),
        dict(
            section="characterEntities",
            start="Mapping between (case-sensitive) character entity names",
            end="for more info.",
            reworded=("The characterEntities export of character-entities is a mapping of (case-sensitive) character entity names to replacements, and more info is at html.spec.whatwg.org.",
                      "the item's subject supplied from the ### heading ('The characterEntities export of character-entities is'); 'Mapping between ... to' -> 'a mapping of ... to'; 'See ... for more info' -> 'more info is at'; the two sentences joined; link syntax and backticks dropped"),
            paraphrase=("In character-entities, characterEntities turns each entity name, with case mattering, into its replacement, and the WHATWG HTML specification has the details.",
                        "freer rewording; '(case-sensitive)' -> 'with case mattering'; 'Mapping between ... names to replacements' -> 'turns each entity name ... into its replacement'; 'See html.spec.whatwg.org for more info' -> 'the WHATWG HTML specification has the details'"),
            contradiction=("The characterEntities export of character-entities maps replacement characters to their (case-sensitive) character entity names.",
                           "[roles] the mapping reversed: the README maps entity names to replacements (and, under What is this?, references to the characters they represent), not characters to names; the pointer to the specification dropped"),
            overclaim=("The characterEntities mapping of character-entities is an exact copy of the complete table of named references at html.spec.whatwg.org.",
                       "degree raised: 'See html.spec.whatwg.org for more info' -> 'an exact copy of the complete table'; the README points to the site for more information and never says the map is copied from it ('copy' and 'table' do not occur in it)"),
            added=("The characterEntities export of character-entities maps (case-sensitive) character entity names to replacements, some of which are two characters long.",
                   "added detail (some replacements are two characters long) not in the README; its examples map to single characters (Æ, æ, &); may be true in the world, not checked"),
        ),
        dict(
            section="Compatibility",
            start="This package is at least compatible with all maintained",
            end="and 18.0+.",
            reworded=("The character-entities package is at least compatible with all maintained versions of Node.js, which as of now are Node.js 12.20+, 14.14+, 16.0+, and 18.0+.",
                      "'This package' -> 'The character-entities package'; the two sentences joined ('As of now, that is' -> 'which as of now are'); the line break dropped"),
            paraphrase=("Every Node.js version still being maintained can run character-entities, and at the time of writing those are 12.20+, 14.14+, 16.0+ and 18.0+.",
                        "freer rewording; 'is at least compatible with all maintained versions of Node.js' -> 'Every Node.js version still being maintained can run'; 'As of now' -> 'at the time of writing'; the four version ranges kept"),
            contradiction=("The character-entities package is at least compatible with all maintained versions of Node.js, which as of now are Node.js 10.13+, 14.14+, 16.0+, and 18.0+.",
                           "[number] 12.20+ -> 10.13+ (the Install section also names 12.20+)"),
            overclaim=("The character-entities package is guaranteed to stay compatible with every future Node.js release.",
                       "scope widened in time: 'at least compatible with all maintained versions of Node.js. As of now, that is ...' -> 'guaranteed to stay compatible with every future Node.js release'; 'future' and 'guarantee' do not occur in the README"),
            added=("The character-entities package is at least compatible with all maintained versions of Node.js, as of now 12.20+, 14.14+, 16.0+, and 18.0+, and its test suite runs on each of them.",
                   "added detail (the test suite runs on each of those versions) not in the README; 'suite' does not occur in it and 'test' only inside 'latest' (What is this?); the Build badge is an image with a workflow URL, no text; may be true in the world, not checked"),
        ),
    ]))
