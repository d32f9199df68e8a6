# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-45, part A (drafts 1-5).

Same format as review-claims-44's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json); `title` is the text of the README's first heading
with images, links, HTML and code marks read away.  `section` is the text of
the nearest heading above the sentence (closing '#'s of ATX headings and
badges dropped, other markup kept, as in review-claims-44);
check_part_a.py also derives the top-level section of each cut.

Draft 02 is the spare, remark-stringify/readme.md: the assigned
@isaacs/cliui/README.md is cliui/README.md word for word apart from its
title and the 4-word line "Temporary fork of [cliui](...)", so none of its
prose is specific to the package (see notes-a.md; check_part_a.py tests this).
"""

DOCS = []

# ---------------------------------------------------------------- draft-01
# whatwg-encoding's README: "# Decode According to the WHATWG Encoding
# Standard" (the title; the package name is not in it) with a one-sentence
# intro and a code block, then ## API (four list items, one per function),
# ## Unsupported encodings (a lead-in, a list of five names and a closing
# sentence), ## Credits and ## Alternatives.  Sentences from four top-level
# sections: the intro under the title, API (the getBOMEncoding item),
# Unsupported encodings (the closing sentence) and Credits.
DOCS.append(dict(
    path="whatwg-encoding/README.md",
    kind="README", num="whatwg-encoding", title="Decode According to the WHATWG Encoding Standard",
    sentences=[
        dict(
            section="Decode According to the WHATWG Encoding Standard",
            start="This package provides a thin layer",
            end="encoding.spec.whatwg.org/).",
            reworded=("The whatwg-encoding package provides a thin layer on top of iconv-lite which makes it expose some of the same primitives as the Encoding Standard.",
                      "'This package' -> 'The whatwg-encoding package'; link syntax and the two URLs dropped; otherwise the sentence as written"),
            paraphrase=("Built as a thin layer over iconv-lite, whatwg-encoding gets that library to offer some of the primitives that the WHATWG Encoding Standard defines.",
                        "freer rewording; 'provides a thin layer on top of' -> 'Built as a thin layer over'; 'makes it expose some of the same primitives as' -> 'gets that library to offer some of the primitives that ... defines' ('some' kept); 'WHATWG' named from the title"),
            contradiction=("The whatwg-encoding package provides a thin layer on top of text-encoding which makes it expose some of the same primitives as the Encoding Standard.",
                           "[entity] iconv-lite -> text-encoding, a package the README names only under Alternatives, as a separate implementation of TextEncoder and TextDecoder"),
            overclaim=("The whatwg-encoding package is a thin layer on top of iconv-lite that makes it expose most of the primitives of the Encoding Standard.",
                       "quantity raised: 'some of the same primitives' -> 'most of the primitives'; the README never says how large a share of the standard's primitives is covered"),
            added=("The whatwg-encoding package provides a thin layer on top of iconv-lite, a pure JavaScript library with no native bindings, which makes it expose some of the same primitives as the Encoding Standard.",
                   "added detail (iconv-lite is pure JavaScript with no native bindings) not in the README; 'pure', 'binding' do not occur in it ('native' only inside 'Alternatives'); may be true in the world, not checked"),
        ),
        dict(
            section="API",
            start="`getBOMEncoding(uint8Array)`: sniffs",
            end="no BOM is present",
            reworded=("In whatwg-encoding, getBOMEncoding sniffs the first 2-3 bytes of the supplied Uint8Array, returning one of the encoding names UTF-8, UTF-16LE, or UTF-16BE if the appropriate BOM is present, or null if no BOM is present.",
                      "the API item given the setting 'In whatwg-encoding'; the argument list '(uint8Array)', backticks and the quotation marks around the names dropped; the en dash of '2–3' written as a hyphen"),
            paraphrase=("The getBOMEncoding function of whatwg-encoding looks at the first two or three bytes of a Uint8Array and gives back UTF-8, UTF-16LE or UTF-16BE when the matching byte order mark is there, and null when there is none.",
                        "freer rewording; 'sniffs' -> 'looks at'; '2–3' -> 'two or three'; 'if the appropriate BOM is present' -> 'when the matching byte order mark is there' (BOM spelt out); the null case kept"),
            contradiction=("In whatwg-encoding, getBOMEncoding sniffs the first 4 bytes of the supplied Uint8Array, returning one of the encoding names UTF-8, UTF-16LE, or UTF-16BE if the appropriate BOM is present, or null if no BOM is present.",
                           "[number] the first 2–3 bytes -> the first 4 bytes"),
            overclaim=("In whatwg-encoding, getBOMEncoding, the most reliable way to tell UTF-8 from UTF-16LE and UTF-16BE, sniffs the first 2-3 bytes of the supplied Uint8Array and returns null if no BOM is present.",
                       "ranking added: 'the most reliable way to tell UTF-8 from UTF-16LE and UTF-16BE'; the README compares getBOMEncoding with nothing and says nothing about reliability ('reliab' does not occur in it)"),
            added=("In whatwg-encoding, getBOMEncoding sniffs the first 2-3 bytes of the supplied Uint8Array, returning UTF-8, UTF-16LE, or UTF-16BE if the appropriate BOM is present, or null if not, and it also accepts a Node.js Buffer.",
                   "added detail (a Node.js Buffer is accepted too) not in the README; 'buffer' does not occur in it ('Node.js' only under Alternatives); may be true in the world, since a Buffer is a Uint8Array, not checked"),
        ),
        dict(
            section="Unsupported encodings",
            start="Passing these encoding names",
            end="will return `null`.",
            reworded=("In whatwg-encoding, passing the names of the unsupported encodings will return false when calling isSupported, and passing any of the possible labels for these encodings to labelToName will return null.",
                      "'these encoding names' -> 'the names of the unsupported encodings' (the section heading and the list above the sentence, outside the cut); the setting 'In whatwg-encoding' added; backticks dropped"),
            paraphrase=("For the encodings it lists as unsupported, whatwg-encoding's isSupported reports false when given their names, and its labelToName gives null for any label those encodings can have.",
                        "freer rewording; the referent named from the section heading; 'will return false when calling isSupported' -> 'isSupported reports false'; 'any of the possible labels' -> 'any label those encodings can have'"),
            contradiction=("In whatwg-encoding, passing the names of the unsupported encodings to labelToName will return false, and passing any of the possible labels for these encodings to isSupported will return null.",
                           "[roles] isSupported (returns false for the names) and labelToName (returns null for the labels) swapped"),
            overclaim=("In whatwg-encoding, every function of the package rejects the unsupported encodings, with isSupported returning false for their names and labelToName returning null for any of their labels.",
                       "scope widened: the sentence names two functions (isSupported and labelToName); 'every function of the package rejects' also covers decode and getBOMEncoding, about which the section says nothing"),
            added=("In whatwg-encoding, passing the names of the unsupported encodings will return false when calling isSupported, labelToName will return null for their labels, and decode throws an error when given one as its fallback encoding.",
                   "added consequence (decode throws an error for such a fallback encoding) not in the README; 'throw' and 'error' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Credits",
            start="This package was originally based",
            end="separate package.",
            reworded=("The whatwg-encoding package was originally based on the excellent work of @nicolashenry in jsdom, and it has since been pulled out into this separate package.",
                      "'This package' -> 'The whatwg-encoding package'; link syntax and URLs dropped ('[in jsdom](...)' -> 'in jsdom'); the two sentences joined; 'It has since' -> 'it has since'"),
            paraphrase=("Code that @nicolashenry wrote for jsdom was the starting point of whatwg-encoding, which was later split out of jsdom into a package of its own.",
                        "freer rewording; 'originally based on the excellent work of' -> 'was the starting point of' ('excellent' dropped as an aside); 'pulled out into this separate package' -> 'split out of jsdom into a package of its own'"),
            contradiction=("The whatwg-encoding package started out as a separate package based on the work of @nicolashenry, and it has since been merged into jsdom.",
                           "[direction] the move reversed: the code was pulled out of jsdom into a separate package, not merged from a separate package into jsdom"),
            overclaim=("The whatwg-encoding package was written entirely by @nicolashenry inside jsdom before it was pulled out into a separate package.",
                       "degree raised: 'originally based on the excellent work of @nicolashenry' -> 'written entirely by @nicolashenry'; the README names no other author, but 'based on' does not mean that he wrote all of it"),
            added=("The whatwg-encoding package was originally based on the work of @nicolashenry in jsdom and was pulled out into a separate package so that other projects could use the code without depending on jsdom.",
                   "added purpose (so that other projects could use the code without depending on jsdom) not in the README; 'depend' and 'project' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# Spare: remark-stringify's readme (unified/remark family).  "# remark-stringify"
# (the title, with badges and a 9-word tagline), ## Contents, then ## What is
# this?, When should I use this?, Install, Use, API (### unified().use(...),
# ### Options with ###### Fields: the option items), Syntax, Syntax tree,
# Types, Compatibility, Security, Contribute, Sponsor and License.  Install,
# Compatibility, Security, Contribute and Sponsor are family boilerplate, and
# several sentences of "When should I use this?", Syntax and Types also occur
# in remark-parse's or other unified READMEs, so only cuts found in no other
# README were taken.  Sentences from four top-level sections: What is this?,
# When should I use this?, API (the setext option item) and Types.
DOCS.append(dict(
    path="remark-stringify/readme.md",
    kind="README", num="remark-stringify", title="remark-stringify",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a [unified][] ([remark][]) plugin",
            end="as the final result.",
            reworded=("The remark-stringify package is a unified (remark) plugin that defines how to take a syntax tree as input and turn it into serialized markdown; when it is used, markdown is serialized as the final result.",
                      "'This package' -> 'The remark-stringify package'; reference-link brackets dropped; the two sentences joined with a semicolon; 'it's' -> 'it is'"),
            paraphrase=("As a unified plugin from the remark ecosystem, remark-stringify lays down how a syntax tree given as input becomes serialized markdown, so that markdown is what comes out at the end whenever the plugin is in use.",
                        "freer rewording; '([remark][])' -> 'from the remark ecosystem'; 'defines how to take ... and turn it into' -> 'lays down how ... becomes'; 'When it's used' kept as 'whenever the plugin is in use'"),
            contradiction=("The remark-stringify package is a unified (remark) plugin that defines how to take serialized markdown as input and turn it into a syntax tree, which is the final result when it is used.",
                           "[roles] input and output swapped: the plugin takes a syntax tree and turns it into serialized markdown, not markdown into a syntax tree"),
            overclaim=("The remark-stringify package is a unified (remark) plugin that turns a syntax tree into serialized markdown, so markdown is always the final result of unified processing.",
                       "condition dropped: 'When it's used, markdown is serialized as the final result' -> 'markdown is always the final result of unified processing', whether or not the plugin is used"),
            added=("The remark-stringify package is a unified (remark) plugin that defines how to take a syntax tree as input and turn it into serialized markdown, which is stored in the value field of the processed virtual file.",
                   "added detail (the markdown is stored in the value field of the virtual file) not in the README; 'value' and 'virtual' do not occur in it; the Use example only prints String(file); may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="If you don’t use plugins and have access to a syntax tree",
            end="inside this\nplugin.",
            reworded=("Without plugins and with access to a syntax tree, mdast-util-to-markdown, which is used inside remark-stringify, can be used directly.",
                      "'If you don't use plugins and have access to a syntax tree, you can directly use' made impersonal ('Without plugins and with access to a syntax tree, ... can be used directly'); 'this plugin' -> 'remark-stringify'; link syntax and backticks dropped"),
            paraphrase=("Projects that have a syntax tree and no plugins can call mdast-util-to-markdown themselves, since that is the utility remark-stringify relies on internally.",
                        "freer rewording; both conditions kept ('have a syntax tree and no plugins'); 'is used inside this plugin' -> 'the utility remark-stringify relies on internally'; 'can' kept"),
            contradiction=("Without plugins and with access to a syntax tree, mdast-util-from-markdown, which is used inside remark-stringify, can be used directly.",
                           "[entity] mdast-util-to-markdown -> mdast-util-from-markdown (a name the README never uses)"),
            overclaim=("Whenever no plugins are used, mdast-util-to-markdown, which remark-stringify uses internally, should always be used directly instead of remark-stringify.",
                       "a possibility made a rule and a condition dropped: 'you can directly use' -> 'should always be used directly instead'; 'and have access to a syntax tree' dropped"),
            added=("Without plugins and with access to a syntax tree, mdast-util-to-markdown, which is used inside remark-stringify, can be used directly, which avoids the overhead of creating a unified processor.",
                   "added consequence (avoids the overhead of creating a unified processor) not in the README; 'overhead' and 'processor' do not occur in it"),
        ),
        dict(
            section="Fields",
            start="`setext` (`boolean`",
            end="or 2 headings",
            reworded=("The setext option of remark-stringify, a boolean that defaults to false, means to use setext headings when possible; when true, setext headings are used for non-empty rank 1 or 2 headings.",
                      "the option item given a subject ('The setext option of remark-stringify') and a verb; '(boolean, default: false)' -> 'a boolean that defaults to false'; 'uses setext headings' made passive; the code example (heading, a line break, equals signs) and backticks dropped"),
            paraphrase=("Turning on the setext option, which is off by default, makes remark-stringify write underlined setext headings where it can, which means headings of rank 1 or 2 that are not empty.",
                        "freer rewording; 'default: false' -> 'off by default'; 'when possible' -> 'where it can'; the example's underline of equals signs described as 'underlined'; 'non-empty rank 1 or 2' kept"),
            contradiction=("The setext option of remark-stringify, a boolean that defaults to false, means to use setext headings when possible; when true, setext headings are used for non-empty headings of rank 1 to 3.",
                           "[number] rank 1 or 2 headings -> rank 1 to 3"),
            overclaim=("The remark-stringify README recommends turning on the setext option, which makes it use setext headings for non-empty rank 1 or 2 headings.",
                       "an option made a recommendation: the item only describes what 'setext' does and gives its default (false); nothing in the README recommends turning it on"),
            added=("The setext option of remark-stringify, which defaults to false, makes it use setext headings for non-empty rank 1 or 2 headings, an option carried over from the earliest releases of remark.",
                   "added origin in time (the option dates from remark's earliest releases) not in the README; 'earliest' does not occur in it, 'release' only in Compatibility ('a new major release', 'the current release line') and 'version' only about Node.js; not checked in the world. (A first draft added that the underline is as long as the heading text; the item's own example shows seven '=' under the seven-letter word 'heading', so that detail was dropped as possibly inferable)"),
        ),
        dict(
            section="Types",
            start="It also registers `Settings` with",
            end="registers the fields.",
            reworded=("The remark-stringify package also registers Settings with unified, and when options are passed with .data('settings', …), the package should be imported somewhere in the types, as that registers the fields.",
                      "'It' -> 'The remark-stringify package'; 'If you're passing options ... make sure to import this package somewhere in your types' made impersonal; the two sentences joined; backticks dropped"),
            paraphrase=("Because remark-stringify registers its Settings with unified, projects that pass options through data('settings', …) need to import it somewhere in their types so that those fields are registered.",
                        "freer rewording; 'make sure to import' -> 'need to import'; 'as that registers the fields' -> 'so that those fields are registered'; the condition (passing options that way) kept"),
            contradiction=("The remark-stringify package also registers Settings with unified, so options passed with .data('settings', …) are typed without importing the package anywhere in the types.",
                           "[negation] 'make sure to import this package somewhere in your types' -> 'without importing the package anywhere in the types'"),
            overclaim=("Every TypeScript project that uses remark-stringify must import it somewhere in its types, as that registers its Settings fields with unified.",
                       "condition dropped and scope widened: 'If you're passing options with .data('settings', …)' -> 'Every TypeScript project that uses remark-stringify must'"),
            added=("The remark-stringify package also registers Settings with unified through TypeScript declaration merging, so when options are passed with .data('settings', …), the package should be imported somewhere in the types.",
                   "added mechanism (TypeScript declaration merging) not in the README; 'declaration' and 'merging' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# yargs-unparser's README: "# yargs-unparser" (the title) with badges,
# link definitions and three one-line paragraphs (a 10-word tagline, the
# name remark and the MOXY history), then ## Installation (a command), ##
# Usage (code, a 9-word lead-in, three option items; ### Example with
# `command` options; ### Caveats), ## Tests (commands), ## Supported Node.js
# Versions (yargs family boilerplate, also in yargs', yargs-parser's and
# y18n's READMEs) and ## License.  Prose of 12+ words specific to the
# package sits only under the title and ## Usage, so the draft draws on two
# top-level sections (three distinct headings: the title, Usage, Caveats).
DOCS.append(dict(
    path="yargs-unparser/README.md",
    kind="README", num="yargs-unparser", title="yargs-unparser",
    sentences=[
        dict(
            section="yargs-unparser",
            start="Probably the unparser word",
            end="yargs/yargs-parser).",
            reworded=("The unparser word in yargs-unparser probably doesn't even exist, but it sounds nice and goes well with yargs-parser.",
                      "'the unparser word' given the setting 'in yargs-unparser'; 'Probably' moved into the clause as 'probably'; link syntax and URL dropped"),
            paraphrase=("Unparser is likely not a real word, the README admits, but in the name yargs-unparser it sounds good and pairs well with yargs-parser.",
                        "freer rewording; 'Probably ... doesn't even exist' -> 'is likely not a real word' (hedge kept); 'sounds nice and goes well with' -> 'sounds good and pairs well with'"),
            contradiction=("The unparser word in yargs-unparser probably doesn't even exist, and it doesn't go well with yargs-parser, though it sounds nice.",
                           "[negation] 'goes well with yargs-parser' -> 'doesn't go well with yargs-parser'"),
            overclaim=("The unparser word in yargs-unparser does not exist in English, but it sounds nice and goes well with yargs-parser.",
                       "hedge removed: 'Probably the unparser word doesn't even exist' -> 'does not exist in English'"),
            added=("The unparser word in yargs-unparser probably doesn't even exist, but it sounds nice and goes well with yargs-parser, and the name was proposed by the yargs team.",
                   "added origin (the yargs team proposed the name) not in the README; 'team' and 'propose' do not occur in it; not checked in the world"),
        ),
        dict(
            section="yargs-unparser",
            start="The code originally lived",
            end="for discoverability.",
            reworded=("The yargs-unparser code originally lived in MOXY's GitHub but was later moved to its current repository for discoverability.",
                      "'The code' -> 'The yargs-unparser code'; 'moved here' -> 'moved to its current repository'; link syntax and URL dropped"),
            paraphrase=("To make it easier to discover, the code of yargs-unparser was moved away from MOXY's GitHub account, where it first lived, to where it is now.",
                        "freer rewording; 'for discoverability' -> 'To make it easier to discover', moved to the front; 'originally lived in' -> 'where it first lived'; 'here' -> 'to where it is now'"),
            contradiction=("The yargs-unparser code originally lived in the yargs GitHub organisation but was later moved to MOXY's GitHub for discoverability.",
                           "[roles] the old and the new home swapped: the code moved from MOXY's GitHub to the repository the README is in (the yargs one, per its issue link), not from yargs to MOXY"),
            overclaim=("The yargs-unparser code originally lived in MOXY's GitHub, and moving it to its current repository made it much easier to discover.",
                       "an intent asserted as an effect: 'moved here for discoverability' (the aim) -> 'made it much easier to discover' (an achieved result); the README reports no effect"),
            added=("The yargs-unparser code originally lived in the GitHub of MOXY, a digital studio in Porto, but was later moved to its current repository for discoverability.",
                   "added detail (MOXY is a digital studio in Porto) not in the README; 'studio' occurs only inside the MOXY URL (github.com/moxystudio), 'Porto' never; not checked in the world"),
        ),
        dict(
            section="Usage",
            start="`default`: The",
            end="values are omitted",
            reworded=("The default option of yargs-unparser takes the default values so that the options with default values are omitted.",
                      "the option item (an entry of the options object that unparse accepts as its second argument, per the lead-in outside the cut) given the subject 'The default option of yargs-unparser' and the verb 'takes'; link syntax, URL and backticks dropped"),
            paraphrase=("When given the default values through its default option, yargs-unparser leaves out the options that still have their default values.",
                        "freer rewording; made a condition ('When given the default values through its default option'); 'so that the options with default values are omitted' -> 'leaves out the options that still have their default values'"),
            contradiction=("The default option of yargs-unparser takes the default values so that the options with default values are always included.",
                           "[direction] omitted -> always included (the effect reversed)"),
            overclaim=("The default option of yargs-unparser takes the default values and makes the unparsed array as short as it can possibly be.",
                       "degree raised: 'so that the options with default values are omitted' -> 'as short as it can possibly be'; omitting default-valued options shortens the array but the README claims no minimum"),
            added=("The default option of yargs-unparser takes the default values so that the options with default values are omitted, comparing each value with its default by strict equality.",
                   "added mechanism (values compared with their defaults by strict equality) not in the README; 'equal', 'strict' and 'compar' do not occur in it"),
        ),
        dict(
            section="Caveats",
            start="The returned array can be parsed",
            end="yargs-unparser/issues).",
            reworded=("The array returned by yargs-unparser can be parsed again by yargs-parser using the default configuration, and users of a custom configuration that they want yargs-unparser to be aware of are asked to file an issue.",
                      "'The returned array' -> 'The array returned by yargs-unparser'; 'If you used custom configuration ... please fill an issue' made impersonal; the source's 'fill' corrected to 'file' and 'to be aware' completed with 'of'; link syntax, URL and backticks dropped; the two sentences joined"),
            paraphrase=("Output of yargs-unparser can be fed back to yargs-parser with its default settings, while anyone relying on custom settings that yargs-unparser should take into account is invited to open an issue.",
                        "freer rewording; 'can be parsed again by yargs-parser using the default configuration' -> 'can be fed back to yargs-parser with its default settings'; 'please fill an issue' -> 'is invited to open an issue'"),
            contradiction=("The array returned by yargs-unparser cannot be parsed again by yargs-parser using the default configuration, and users who want custom configuration support are asked to file an issue.",
                           "[negation] 'can be parsed again by yargs-parser using the default configuration' -> 'cannot be parsed again'"),
            overclaim=("The array returned by yargs-unparser can be parsed again by yargs-parser using the default configuration, and support will be added for any custom configuration that users report in an issue.",
                       "a request made a promise: 'please fill an issue' -> 'support will be added for any custom configuration that users report'"),
            added=("The array returned by yargs-unparser can be parsed again by yargs-parser using the default configuration, and users of a custom configuration, such as camel-case expansion turned off, are asked to file an issue.",
                   "added example (camel-case expansion turned off) not in the README; 'camel' and 'expansion' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# tslib's README (CRLF line endings; every cut below lies inside one line, so
# no rationale contains a carriage return).  Several level-1 headings: "#
# tslib" (the title, with two paragraphs, code and a closing paragraph), "#
# Installing" (a 6-word lead-in, ## npm / yarn / bower / JSPM with code only),
# "# Usage" (8- and 3-word lead-ins, code, #### For bower and JSPM users, ##
# Deployment: three list items), "# Contribute" (TypeScript's contribution
# text, also in typescript's README) and "# Documentation" (links).  So the
# top-level sections are the level-1 headings, as for ret in review-claims-44,
# and the draft draws on two of them, the title's and Usage (three distinct
# headings: tslib, For bower and JSPM users, Deployment).
DOCS.append(dict(
    path="tslib/README.md",
    kind="README", num="tslib", title="tslib",
    sentences=[
        dict(
            section="tslib",
            start="This is a runtime library for",
            end="helper functions.",
            reworded=("The tslib package is a runtime library for TypeScript that contains all of the TypeScript helper functions.",
                      "'This' -> 'The tslib package'; link syntax and URL dropped"),
            paraphrase=("Every TypeScript helper function is collected in tslib, which is a library for TypeScript that is used at runtime.",
                        "freer rewording; made passive ('all of the TypeScript helper functions' -> 'Every TypeScript helper function is collected in'); 'a runtime library' -> 'a library ... used at runtime'"),
            contradiction=("The tslib package is a compile-time library for TypeScript that contains all of the TypeScript helper functions.",
                           "[direction] a runtime library -> a compile-time library (the antonym)"),
            overclaim=("The tslib package contains all of the TypeScript helper functions and is guaranteed to include every helper that future TypeScript versions introduce.",
                       "scope widened in time: 'contains all of the TypeScript helper functions' (now) -> 'guaranteed to include every helper that future TypeScript versions introduce'; 'future' and 'guarantee' do not occur in the README"),
            added=("The tslib package is a runtime library for TypeScript that contains all of the TypeScript helper functions and has no dependencies of its own.",
                   "added detail (no dependencies of its own) not in the README; 'dependenc' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="tslib",
            start="Because this can avoid duplicate",
            end="runtime overhead.",
            reworded=("Because importing helpers from tslib can avoid duplicate declarations of things like __extends and __assign, it means delivering users smaller files on average, as well as less runtime overhead.",
                      "'this' -> 'importing helpers from tslib' (the paragraphs above the cut: with --importHelpers, helpers are required from tslib instead of emitted in each file); 'this means' -> 'it means'; 'etc.' and backticks dropped"),
            paraphrase=("Taking helpers such as __extends or __assign from tslib rather than declaring them again and again can give users smaller files on average and also cut runtime overhead.",
                        "freer rewording; the referent named as above; 'can avoid duplicate declarations' -> 'rather than declaring them again and again can'; 'on average' kept; 'less runtime overhead' -> 'cut runtime overhead'"),
            contradiction=("Because importing helpers from tslib can avoid duplicate declarations of things like __extends and __assign, it means delivering users larger files on average, though with less runtime overhead.",
                           "[direction] smaller files on average -> larger files on average"),
            overclaim=("Because importing helpers from tslib avoids duplicate declarations of things like __extends and __assign, every file delivered to users is smaller and has less runtime overhead.",
                       "hedges removed: 'can avoid' -> 'avoids'; 'smaller files on average' -> 'every file ... is smaller'"),
            added=("Because importing helpers from tslib can avoid duplicate declarations of things like __extends and __assign, it means smaller files on average, typically saving a few kilobytes per bundle, and less runtime overhead.",
                   "added estimate (typically a few kilobytes per bundle) not in the README; 'kilobyte' and 'typical' do not occur in it ('bundles' only in the next sentence, about optimized bundles)"),
        ),
        dict(
            section="For bower and JSPM users",
            start="You will need to add a `paths` mapping",
            end="For Bower users:",
            reworded=("Bower and JSPM users of tslib will need to add a paths mapping for tslib, as in the example for Bower users.",
                      "'You' -> 'Bower and JSPM users of tslib' (the #### heading); 'e.g. For Bower users:' (the lead-in to the Bower example, outside the cut) -> 'as in the example for Bower users'; backticks dropped"),
            paraphrase=("Anyone who installs tslib through Bower or JSPM has to set up a paths entry for it, and the README shows one for Bower.",
                        "freer rewording; 'will need to add a paths mapping for tslib' -> 'has to set up a paths entry for it'; the 'e.g.' lead-in -> 'shows one for Bower'"),
            contradiction=("Bower and JSPM users of tslib do not need to add a paths mapping for tslib.",
                           "[negation] 'You will need to add a paths mapping' -> 'do not need to add'"),
            overclaim=("For Bower and JSPM users, adding a paths mapping for tslib is the only way to make the package work, as in the example for Bower users.",
                       "exclusivity added: 'will need to add a paths mapping' (a requirement) -> 'the only way to make the package work'; the README names no alternatives either way"),
            added=("Bower and JSPM users of tslib will need to add a paths mapping for tslib, as in the example for Bower users, because these package managers do not install into node_modules.",
                   "added cause (Bower and JSPM do not install into node_modules) not in the README; 'node_modules' does not occur in it (the example paths name bower_components and jspm_packages, which is suggestive but not stated); may be true in the world"),
        ),
        dict(
            section="Deployment",
            start="The release runs automatically",
            end="generated notes",
            reworded=("In the tslib deployment process, the release runs automatically: tag, build, publish to npm, and create a GitHub release with generated notes.",
                      "the list item given the setting 'In the tslib deployment process' (the ## Deployment heading); otherwise as written"),
            paraphrase=("Releasing tslib is automated, with tagging, building, publishing to npm and creating a GitHub release with generated notes all done without manual steps.",
                        "freer rewording; 'The release runs automatically' -> 'Releasing tslib is automated ... done without manual steps'; the four steps kept as gerunds"),
            contradiction=("In the tslib deployment process, the release runs automatically: tag, build, publish to Bower, and create a GitHub release with generated notes.",
                           "[entity] publish to npm -> publish to Bower (a package manager the README names under Installing)"),
            overclaim=("Every tslib release, including the older 1.x versions, has been tagged, built, published to npm and given a GitHub release with generated notes automatically.",
                       "scope widened in time: the item describes the current deployment steps; 'every tslib release, including the older 1.x versions' has it apply to all past releases, which the README does not say"),
            added=("In the tslib deployment process, the release runs automatically: tag, build, publish to npm with provenance, and create a GitHub release with generated notes.",
                   "added detail (publishing with provenance) not in the README; 'provenance' does not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# package-json-from-dist's README: "# package-json-from-dist" (the title)
# with three intro paragraphs, then ## Caveats (two paragraphs) and ## USAGE
# (lead-ins between code blocks, one paragraph on tshy, file-name labels).
# Sentences from three top-level sections: the intro under the title,
# Caveats and USAGE (x2).
DOCS.append(dict(
    path="package-json-from-dist/README.md",
    kind="README", num="package-json-from-dist", title="package-json-from-dist",
    sentences=[
        dict(
            section="package-json-from-dist",
            start="However, this requires",
            end="for another purpose.",
            reworded=("As the package-json-from-dist README explains, importing ../package.json into a TypeScript program requires tsc to make an entire copy of the package.json file into the dist folder, which is a problem when using something like tshy, which uses the package.json file in dist for another purpose.",
                      "'However, this' -> 'importing ../package.json into a TypeScript program' (the sentence before the cut); the frame 'As the package-json-from-dist README explains' added; 'your' and 'if you're using' made impersonal; link syntax, URL and backticks dropped"),
            paraphrase=("Simply importing ../package.json makes tsc copy the whole package.json into dist, which clashes with tools such as tshy that use the package.json in dist for a different purpose.",
                        "freer rewording; the referent named as above; 'make an entire copy of' -> 'copy the whole'; 'is a problem if you're using something like tshy' -> 'clashes with tools such as tshy'; 'another purpose' -> 'a different purpose'"),
            contradiction=("Importing ../package.json into a TypeScript program requires tshy to make an entire copy of the package.json file into the dist folder, which is a problem when using something like tsc, which uses the package.json file in dist for another purpose.",
                           "[roles] tsc (which makes the copy) and tshy (which uses the package.json in dist for another purpose) swapped"),
            overclaim=("Importing ../package.json into a TypeScript program makes tsc copy the entire package.json into dist, which breaks every build tool that uses the dist folder.",
                       "scope widened: 'a problem if you're using something like tshy, which uses the package.json file in dist for another purpose' -> 'breaks every build tool that uses the dist folder'"),
            added=("Importing ../package.json into a TypeScript program makes tsc copy the entire package.json into dist, a problem for tools like tshy, which use the package.json in dist to mark the folder's module type.",
                   "added detail ('another purpose' specified as marking the folder's module type) not in the README; 'module type' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Caveats",
            start="It also requires",
            end="answers\nthere.",
            reworded=("The package-json-from-dist module also requires that there is no folder named node_modules anywhere within the dev environment, or else it will get the wrong answers there.",
                      "'It' -> 'The package-json-from-dist module'; 'that you do not have a folder' -> 'that there is no folder'; 'your dev environment' -> 'the dev environment'; 'it'll' -> 'it will'; backticks dropped"),
            paraphrase=("A folder called node_modules anywhere in the development environment makes package-json-from-dist come up with wrong answers there, so the module needs there to be no such folder.",
                        "freer rewording; the condition and the consequence reordered; 'dev' -> 'development'; 'requires' -> 'needs'"),
            contradiction=("The package-json-from-dist module requires a folder named node_modules within the dev environment, or else it will get the wrong answers there.",
                           "[negation] 'requires that you do not have a folder named node_modules' -> 'requires a folder named node_modules'"),
            overclaim=("The package-json-from-dist module requires that no folder named node_modules exists within the dev environment, or else every lookup it makes will return the wrong package.json.",
                       "scope widened: 'it'll get the wrong answers there' (in that location) -> 'every lookup it makes will return the wrong package.json'"),
            added=("The package-json-from-dist module also requires that there is no folder named node_modules within the dev environment, or else it gets wrong answers, because it walks up the directory tree looking for the package root.",
                   "added cause (it walks up the directory tree looking for the package root) not in the README; 'walk', 'directory' and 'tree' do not occur in it ('root' only in the caveat before, 'the root of the package', where dist must sit); may be true in the world, not checked"),
        ),
        dict(
            section="USAGE",
            start="If your module is not directly",
            end="`dist` folder.",
            reworded=("With package-json-from-dist, if a module is not directly in the ./src folder, then the path where the package.json would be expected when it is not built to the dist folder needs to be specified.",
                      "the setting 'With package-json-from-dist' added; 'If your module' -> 'if a module'; 'you need to specify the path that you would expect to find' made passive; 'it's' -> 'it is'; backticks and italics dropped"),
            paraphrase=("For modules that do not sit directly in ./src, package-json-from-dist has to be told where package.json would be found if the code were not built into dist.",
                        "freer rewording; 'you need to specify the path' -> 'has to be told where'; the condition ('not directly in ./src') and 'not built to dist' kept"),
            contradiction=("With package-json-from-dist, if a module is not directly in the ./src folder, then the path where the package.json would be expected when it is built to the dist folder needs to be specified.",
                           "[negation] 'when it's not built to the dist folder' -> 'when it is built to the dist folder'"),
            overclaim=("The package-json-from-dist README recommends keeping every module directly in the ./src folder, since otherwise the expected path of the package.json has to be specified.",
                       "a condition made a recommendation: the sentence only says what to do if a module is not directly in ./src; nothing in the README recommends keeping modules there"),
            added=("With package-json-from-dist, if a module is not directly in the ./src folder, the path where the package.json would be expected when not built to dist must be specified, and a wrong path makes it throw an error.",
                   "added consequence (a wrong path makes it throw an error) not in the README; 'throw' and 'error' do not occur in it ('wrong' only in the Caveats' 'the wrong answers', about node_modules folders); not checked in the world"),
        ),
        dict(
            section="USAGE",
            start="Since [tshy](https://github.com/isaacs/tshy) builds",
            end="to make it work.",
            reworded=("Since tshy builds both CommonJS and ESM by default, users of package-json-from-dist may find that they need a CommonJS override and some @ts-ignore magic to make it work.",
                      "'you may find that you need' -> 'users of package-json-from-dist may find that they need'; '//@ts-ignore' -> '@ts-ignore'; link syntax, URL, italics and backticks dropped"),
            paraphrase=("Because tshy produces CommonJS as well as ESM builds by default, getting package-json-from-dist to work with it may call for a CommonJS override plus a few @ts-ignore comments.",
                        "freer rewording; 'builds both CommonJS and ESM' -> 'produces CommonJS as well as ESM builds'; 'may find that you need' -> 'may call for' (hedge kept); 'some //@ts-ignore magic' -> 'a few @ts-ignore comments'"),
            contradiction=("Since tshy builds only ESM by default, users of package-json-from-dist may find that they need a CommonJS override and some @ts-ignore magic to make it work.",
                           "[number] both CommonJS and ESM (two formats) -> only ESM (one format)"),
            overclaim=("Since tshy builds both CommonJS and ESM by default, package-json-from-dist always needs a CommonJS override and some @ts-ignore magic to work with it.",
                       "hedge removed: 'you may find that you need' -> 'always needs'"),
            added=("Since tshy builds both CommonJS and ESM by default, package-json-from-dist may need a CommonJS override and some @ts-ignore magic to work, and the same applies to other dual-format build tools such as tsup.",
                   "added comparison (other dual-format build tools such as tsup) not in the README; 'tsup' and 'dual' do not occur in it"),
        ),
    ]))
