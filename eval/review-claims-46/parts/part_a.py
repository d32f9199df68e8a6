# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-46, part A (drafts 1-5).

Same format as review-claims-45's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json); `title` is the text of the README's first level-1
heading with images, links, HTML and code marks read away, or the package name
where the README has no level-1 heading (type-fest).  `section` is the text of
the nearest heading above the sentence (closing '#'s of ATX headings and
badges dropped, other markup kept, as in review-claims-45); check_part_a.py
also derives the top-level section of each cut.

All five assigned documents are used, in the brief's order; the spare
(yargs/README.md) was not needed and was not opened (see notes-a.md).
"""

DOCS = []

# ---------------------------------------------------------------- draft-01
# commander's Readme.md (commander 12.1.0): "# Commander.js" (the title, with
# badges, a tagline and a table of contents), then ## Installation (a
# command), ## Quick Start, ## Declaring _program_ variable, ## Options (nine
# ### subsections), ## Commands (### Command-arguments, Action handler,
# Stand-alone executable (sub)commands, Life cycle hooks), ## Automated help,
# ## Custom event listeners, ## Bits and pieces (### .parse() ..., Legacy
# options as properties, TypeScript, ...) and ## Support (with ### Commander
# for enterprise, the Tidelift text).  An older commander README (2.20.3,
# under nearley/node_modules) shares none of the four cuts.  Sentences from
# four top-level sections: Quick Start, Commands, Bits and pieces (the Legacy
# options paragraph) and Support.
DOCS.append(dict(
    path="commander/Readme.md",
    kind="README", num="commander", title="Commander.js",
    sentences=[
        dict(
            section="Quick Start",
            start="Commander looks after parsing",
            end="implements a help system.",
            reworded=("The commander package looks after parsing the arguments into options and command-arguments, displays usage errors for problems, and implements a help system.",
                      "'Commander' -> 'The commander package'; the line break dropped; otherwise the sentence as written"),
            paraphrase=("Besides turning the arguments into options and command-arguments, Commander.js reports usage errors when there are problems and provides a help system.",
                        "freer rewording; 'looks after parsing the arguments into' -> 'turning the arguments into'; 'displays usage errors for problems' -> 'reports usage errors when there are problems'; 'implements' -> 'provides'; all three duties kept; the name as in the title"),
            contradiction=("The commander package looks after parsing the arguments into options and command-arguments and displays usage errors for problems, but it does not implement a help system.",
                           "[negation] 'and implements a help system' -> 'but it does not implement a help system'"),
            overclaim=("The commander package is the most widely used library for parsing arguments into options and command-arguments, displaying usage errors and implementing a help system.",
                       "ranking added: 'the most widely used library'; the README compares commander with no other library ('widely' does not occur in it; its only popularity hint is the NPM Downloads badge, which states no figure in the text). The tagline 'The complete solution for node.js command-line interfaces' claims completeness, not use"),
            added=("The commander package looks after parsing the arguments into options and command-arguments, displays usage errors for problems, and implements a help system that can also generate shell completion scripts.",
                   "added detail (the help system generates shell completion scripts) not in the README; 'completion' and 'shell completion' do not occur in it ('shell' only in the help example's 'if the shell program has implicit help'); not checked in the world"),
        ),
        dict(
            section="Commands",
            start="`.command()` automatically copies",
            end="are not inherited.",
            reworded=("In commander, .command() automatically copies the inherited settings from the parent command to the newly created subcommand; this is only done during creation, and any later setting changes to the parent are not inherited.",
                      "the setting 'In commander' added; backticks dropped; the two sentences joined with a semicolon; the source's comma splice ('during creation, any later ...') joined with 'and'"),
            paraphrase=("When Commander.js creates a subcommand through .command(), the new subcommand automatically gets a copy of the parent's inheritable settings at that moment only, so settings changed on the parent afterwards do not carry over.",
                        "freer rewording; 'copies the inherited settings from the parent command to the newly created subcommand' -> 'the new subcommand automatically gets a copy of the parent's inheritable settings'; 'only done during creation' -> 'at that moment only'; 'any later setting changes ... are not inherited' -> 'settings changed on the parent afterwards do not carry over'"),
            contradiction=("In commander, .command() automatically copies the inherited settings from the newly created subcommand to the parent command, and this is only done during creation.",
                           "[roles] source and target swapped: the settings are copied from the parent command to the new subcommand, not from the subcommand to the parent; the second half of the cut's last sentence is dropped, since it would no longer fit"),
            overclaim=("In commander, .command() automatically copies all of the parent command's settings to the newly created subcommand during creation.",
                       "scope widened: 'the inherited settings' (a set the sentence does not list) -> 'all of the parent command's settings'; the README never says that every setting is copied"),
            added=("In commander, .command() automatically copies the inherited settings, such as the help and output configuration, from the parent command to the newly created subcommand, but only during creation.",
                   "added example (the help and output configuration as inherited settings) not in the README; it never lists which settings are inherited ('inherit' occurs only in this paragraph and the .addCommand() one after it); may be true in the world, not checked"),
        ),
        dict(
            section="Legacy options as properties",
            start="Before Commander 7, the option values",
            end="existing properties of `Command`.",
            reworded=("Before version 7 of the commander package, the option values were stored as properties on the command, which was convenient to code, but the downside was possible clashes with existing properties of Command.",
                      "'Commander 7' -> 'version 7 of the commander package'; the two sentences joined ('This was' -> 'which was'); line breaks and backticks dropped"),
            paraphrase=("Until Commander 7, option values lived as properties of the command object, which made coding easy but risked name clashes with properties that Command already has.",
                        "freer rewording; 'Before' -> 'Until'; 'were stored as properties on the command' -> 'lived as properties of the command object'; 'convenient to code' -> 'made coding easy'; 'the downside was possible clashes' -> 'risked name clashes' (the hedge kept)"),
            contradiction=("Before Commander 7, the option values were stored as properties on the command, which was awkward to code and risked clashes with existing properties of Command.",
                           "[direction] 'This was convenient to code' -> 'which was awkward to code' (the antonym); the downside is kept"),
            overclaim=("Before Commander 7, storing the option values as properties on the command regularly broke programs through clashes with existing properties of Command.",
                       "degree raised: 'the downside was possible clashes' -> 'regularly broke programs through clashes'; the README reports no actual breakage and says nothing about how often clashes happened"),
            added=("Before Commander 7, the option values were stored as properties on the command, a design kept from the first 2011 release of the library that was convenient to code but risked clashes with existing properties of Command.",
                   "added origin in time (a design kept from the first 2011 release) not in the README; '2011' and 'first release' do not occur in it ('design' only in 'designed to be installed globally'); may be true in the world, not checked"),
        ),
        dict(
            section="Support",
            start="The current version of Commander is fully supported",
            end="requires at least v18.",
            reworded=("The current version of the commander package is fully supported on Long Term Support versions of Node.js and requires at least v18.",
                      "'Commander' -> 'the commander package'; the comma before 'and requires' dropped; otherwise as written"),
            paraphrase=("Commander.js in its current release needs Node.js 18 or newer and is fully supported on the Long Term Support releases of Node.js.",
                        "freer rewording; the two parts reordered; 'requires at least v18' -> 'needs Node.js 18 or newer'; 'fully supported' kept"),
            contradiction=("The current version of the commander package is fully supported on Long Term Support versions of Node.js and requires at least v16.",
                           "[number] at least v18 -> at least v16"),
            overclaim=("The current version of the commander package is fully supported on every version of Node.js from v18 onwards, including the odd-numbered and pre-release versions.",
                       "scope widened: 'Long Term Support versions of Node.js' -> 'every version of Node.js from v18 onwards, including the odd-numbered and pre-release versions'; the README names only LTS versions as fully supported"),
            added=("The current version of the commander package is fully supported on Long Term Support versions of Node.js, requires at least v18, and is also tested on Bun and Deno.",
                   "added detail (tested on Bun and Deno) not in the README; 'bun' and 'deno' do not occur in it, 'test' only in 'unit testing' (Declaring program variable) and 'useful for unit tests' (the helpWidth item); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# semver's README (semver 7.8.6): a setext title "semver(1) -- The semantic
# versioner for npm", then ## Install (command), ## Usage (lead-ins and code),
# ## Versions, ## Ranges (### Prerelease Tags, Advanced Range Syntax and its
# #### range kinds, Range Grammar), ## Functions (option items, function
# items, ### Comparison, Sorting, Comparators, Ranges, Coercion, Clean),
# ## Constants and ## Exported Modules.  An older semver README (5.7.3, under
# parse-semver/node_modules) repeats much of the 7.x text word for word (the
# leading "=" or "v" sentence, Prerelease Tags, the caret and coercion
# paragraphs, ...), so only cuts found in no other README were taken.
# Sentences from four top-level sections: Versions, Ranges (the Range Grammar
# note), Functions (### Clean) and Exported Modules.
DOCS.append(dict(
    path="semver/README.md",
    kind="README", num="semver", title="semver(1) -- The semantic versioner for npm",
    sentences=[
        dict(
            section="Versions",
            start="Support for stripping a leading",
            end="should not be used anymore.",
            reworded=("In the semver package, support for stripping a leading v is kept for compatibility with v1.0.0 of the SemVer specification but should not be used anymore.",
                      "the setting 'In the semver package' added; the quotation marks around v and the backticks around v1.0.0 dropped; the line break dropped"),
            paraphrase=("The semver package still strips a leading v so as to stay compatible with version 1.0.0 of the SemVer spec, but this should no longer be relied on.",
                        "freer rewording; 'Support for stripping ... is kept for compatibility with' -> 'still strips ... so as to stay compatible with'; 'should not be used anymore' -> 'should no longer be relied on'"),
            contradiction=("In the semver package, support for stripping a leading v is kept for compatibility with v2.0.0 of the SemVer specification but should not be used anymore.",
                           "[number] v1.0.0 of the SemVer specification -> v2.0.0 (the version of the specification that the Versions section says describes a version)"),
            overclaim=("In the semver package, stripping a leading = as well as a leading v is kept only for compatibility with v1.0.0 of the SemVer specification, and neither should be used anymore.",
                       "scope widened and exclusivity added: the sentence discourages only the leading 'v'; the sentence before the cut says a leading '=' is stripped too, but nothing says that '=' is kept for compatibility or should not be used; 'only' is also new"),
            added=("In the semver package, support for stripping a leading v is kept for compatibility with v1.0.0 of the SemVer specification but should not be used anymore, and the semver command prints a warning when it meets one.",
                   "added detail (the command-line tool warns about a leading v) not in the README; 'warn' occurs only in a code example's console.warn about release types; not checked in the world"),
        ),
        dict(
            section="Range Grammar",
            start="Note: Prerelease identifiers (`pre`)",
            end="(e.g., `1.2.3+00` is valid).",
            reworded=("In the semver range grammar, prerelease identifiers (pre) use nr for numeric parts, which disallows leading zeros (for example, 1.2.3-00 is invalid), while build metadata identifiers (build) allow any alphanumeric string including leading zeros (for example, 1.2.3+00 is valid).",
                      "the setting 'In the semver range grammar' added (the ### Range Grammar heading); 'Note:' dropped; the two sentences joined with 'while'; 'e.g.,' -> 'for example,'; backticks dropped"),
            paraphrase=("The semver grammar rejects leading zeros in the numeric parts of prerelease identifiers, so 1.2.3-00 is not a valid version, whereas build metadata may be any alphanumeric string and may start with zeros, as in 1.2.3+00.",
                        "freer rewording; 'use nr for numeric parts, which disallows leading zeros' -> 'rejects leading zeros in the numeric parts'; the grammar symbols pre, nr and build left out; both examples kept"),
            contradiction=("In the semver range grammar, build metadata identifiers use nr for numeric parts, which disallows leading zeros (for example, 1.2.3+00 is invalid), while prerelease identifiers allow any alphanumeric string including leading zeros (for example, 1.2.3-00 is valid).",
                           "[roles] prerelease and build metadata identifiers swapped, with their examples"),
            overclaim=("The most important rule of the semver range grammar is that prerelease identifiers use nr for numeric parts, which disallows leading zeros, while build metadata identifiers allow any alphanumeric string including leading zeros.",
                       "ranking added: 'The most important rule of the semver range grammar'; the README calls the passage a note and ranks none of the grammar's rules ('important' does not occur in it)"),
            added=("In the semver range grammar, prerelease identifiers use nr for numeric parts, which disallows leading zeros (1.2.3-00 is invalid), while build metadata identifiers allow any alphanumeric string including leading zeros (1.2.3+00 is valid), and npm applies the same rule to the version field of package.json.",
                   "added detail (npm applies the rule to the version field of package.json) not in the README; 'package.json' does not occur in it ('npm' only in the title and the install command); may be true in the world, not checked"),
        ),
        dict(
            section="Clean",
            start="This will return a cleaned and trimmed",
            end="This does not work for\nranges.",
            reworded=("The clean function of the semver package will return a cleaned and trimmed semver version; if the provided version is not valid, null will be returned, and clean does not work for ranges.",
                      "'This' -> 'The clean function of the semver package' (the item above the cut: 'clean(version): Clean a string to be a valid semver if possible'); the three sentences joined; 'a null' -> 'null'; the third 'This' -> 'clean'"),
            paraphrase=("Given a version string, the clean function of semver gives back a tidied and trimmed version, or null when the input is not a valid version, and it cannot be used on ranges.",
                        "freer rewording; the referent named as above; 'cleaned' -> 'tidied'; 'If the provided version is not valid a null will be returned' -> 'or null when the input is not a valid version'; 'does not work for ranges' -> 'cannot be used on ranges'"),
            contradiction=("The clean function of the semver package returns a cleaned and trimmed semver version, or null if the provided version is not valid, and it also works for ranges.",
                           "[negation] 'This does not work for ranges' -> 'it also works for ranges'"),
            overclaim=("The semver README recommends the clean function as the way to validate user-supplied versions, since it returns a cleaned and trimmed version or null.",
                       "a description made a recommendation: the README describes what clean returns and recommends it for nothing ('recommend' and 'user-supplied' do not occur in it; valid() is listed separately)"),
            added=("The clean function of the semver package returns a cleaned and trimmed semver version with any build metadata removed, or null if the provided version is not valid, and it does not work for ranges.",
                   "added detail (build metadata is removed) not in the README; none of the clean examples has build metadata (no '+'); 'build' occurs elsewhere (the grammar and its note, the truncate items, compareBuild, sort and rsort, the coerce includePrerelease paragraph), never about clean; may be true in the world, not checked"),
        ),
        dict(
            section="Exported Modules",
            start="You may pull in just the part",
            end="parts\nof the API that are used.",
            reworded=("Just the part of the semver utility that is needed may be pulled in by those who are sensitive to packing and tree-shaking concerns, and the main require('semver') export uses getter functions to lazily load the parts of the API that are used.",
                      "'You may pull in just the part of this semver utility that you need if you are sensitive' made passive and impersonal ('may be pulled in by those who are sensitive'); 'this' -> 'the'; the two sentences joined; backticks dropped"),
            paraphrase=("Projects concerned about packing and tree-shaking can import only the pieces of semver they need, and the top-level require('semver') export loads each part of the API only when it is used, through getter functions.",
                        "freer rewording; the second person made 'Projects concerned about'; 'pull in just the part ... that you need' -> 'import only the pieces ... they need'; 'lazily load the parts of the API that are used' -> 'loads each part of the API only when it is used'"),
            contradiction=("Just the part of the semver utility that is needed may be pulled in for packing and tree-shaking reasons, and the main require('semver') export uses getter functions to eagerly load every part of the API up front.",
                           "[direction] 'lazily load the parts of the API that are used' -> 'eagerly load every part of the API up front'"),
            overclaim=("Importing only the needed parts of semver instead of the main require('semver') export always produces a smaller bundle.",
                       "a possibility made a guaranteed effect: 'You may pull in just the part ... if you are sensitive to packing and tree-shaking concerns' -> 'always produces a smaller bundle'; the README states no effect on bundle size ('bundle' does not occur in it)"),
            added=("Just the part of the semver utility that is needed may be pulled in by those sensitive to packing and tree-shaking concerns, and the main require('semver') export, in a layout introduced with semver 7.0.0, uses getter functions to lazily load the parts of the API that are used.",
                   "added origin in time (the layout was introduced with semver 7.0.0) not in the README; '7.0' and 'introduced' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# debug's README (debug 4.4.3): "# debug" (the title, with badges, an image
# and a two-sentence intro), then ## Installation, ## Usage, ## Namespace
# Colors (#### Node.js, #### Web Browser), ## Millisecond diff,
# ## Conventions, ## Wildcards, ## Environment Variables (a table and a note),
# ## Formatters, ## Browser Support, ## Output streams, ## Extend, ## Set
# dynamically, ## Checking whether a debug target is enabled, ## Usage in
# child processes, ## Authors, ## Backers, ## Sponsors and ## License.
# @types/debug's README is a DefinitelyTyped stub and shares nothing.  Claims
# cannot carry asterisks (the MARKUP rule), so the Wildcards and Conventions
# sentences, whose examples need "*", were passed over.  Sentences from four
# top-level sections: Namespace Colors (#### Node.js), Millisecond diff,
# Browser Support and Set dynamically.
DOCS.append(dict(
    path="debug/README.md",
    kind="README", num="debug", title="debug",
    sentences=[
        dict(
            section="Node.js",
            start="In Node.js, colors are enabled when stderr",
            end="basic colors.",
            reworded=("In Node.js, the debug package enables colors when stderr is a TTY, and the supports-color module should also be installed alongside debug, otherwise debug will only use a small handful of basic colors.",
                      "'colors are enabled' made active with the subject 'the debug package'; 'You also should install' made passive; the two sentences joined; italics, link syntax and URL dropped"),
            paraphrase=("Under Node.js, debug turns colors on when stderr is a terminal, and without supports-color installed next to it debug is limited to a few basic colors, so adding that module is advised.",
                        "freer rewording; 'TTY' -> 'terminal'; 'otherwise debug will only use a small handful of basic colors' -> 'without supports-color installed next to it debug is limited to a few basic colors'; 'You also should install' -> 'adding that module is advised'"),
            contradiction=("In Node.js, the debug package enables colors when stderr is a TTY, and the chalk module should also be installed alongside debug, otherwise debug will only use a small handful of basic colors.",
                           "[entity] supports-color -> chalk, a color package that the README never names ('chalk' does not occur in it)"),
            overclaim=("In Node.js, the debug package enables colors when stderr is a TTY, and installing the supports-color module alongside it gives every namespace a distinct color.",
                       "degree raised: the sentence only says that without supports-color debug uses a small handful of basic colors; 'every namespace a distinct color' promises uniqueness, which the README never does (the Namespace Colors section says a color is generated from the namespace name; 'distinct' does not occur in it)"),
            added=("In Node.js, the debug package enables colors when stderr is a TTY and, with the supports-color module installed alongside it, picks from a palette of 76 colors instead of a small handful of basic ones.",
                   "added number (a palette of 76 colors) not in the README; '76' occurs only inside image URLs (the user id 71256); may be true in the world, not checked"),
        ),
        dict(
            section="Millisecond diff",
            start="When stdout is not a TTY, `Date#toISOString()`",
            end="as shown below:",
            reworded=("In the debug package, when stdout is not a TTY, Date#toISOString() is used, making it more useful for logging the debug information.",
                      "the setting 'In the debug package' added; 'as shown below:' (the lead-in to a screenshot, outside what a claim can show) dropped; backticks dropped; 'stdout' kept as written"),
            paraphrase=("If stdout is not a terminal, debug switches to Date#toISOString(), which suits logging the debug information better.",
                        "freer rewording; 'TTY' -> 'terminal'; 'is used' -> 'switches to'; 'making it more useful for logging' -> 'which suits logging ... better'; the lead-in to the screenshot dropped"),
            contradiction=("In the debug package, when stdout is not a TTY, Date#toUTCString() is used, making it more useful for logging the debug information.",
                           "[entity] Date#toISOString() -> Date#toUTCString(), another Date method ('toUTCString' does not occur in the README)"),
            overclaim=("In the debug package, when stdout is not a TTY, Date#toISOString() is used, which makes the debug output directly usable by every log aggregation tool.",
                       "degree raised and scope widened: 'making it more useful for logging' -> 'directly usable by every log aggregation tool'; 'aggregat' does not occur in the README"),
            added=("In the debug package, when stdout is not a TTY, Date#toISOString() is used, making the debug information more useful for logging and letting log lines from several processes be merged in time order.",
                   "added purpose (merging log lines from several processes in time order) not in the README; 'merge' occurs only in the licence text, 'order' never ('process' only in the child-processes section and its code's process.env and process.stderr)"),
        ),
        dict(
            section="Browser Support",
            start="In Chromium-based web browsers",
            end="log level is _enabled_.",
            reworded=("In Chromium-based web browsers (for example Brave, Chrome, and Electron), the JavaScript console will by default only show messages logged by the debug package if the Verbose log level is enabled.",
                      "'e.g.' -> 'for example'; the em dashes around 'by default' dropped; 'debug' -> 'the debug package'; quotation marks, italics and backticks dropped"),
            paraphrase=("Unless the Verbose log level is turned on, the console of Chromium-based browsers such as Chrome, Brave or Electron hides the messages that debug logs by default.",
                        "freer rewording; 'will by default only show ... if the Verbose log level is enabled' -> 'Unless the Verbose log level is turned on, ... hides ... by default'; the three examples kept, reordered"),
            contradiction=("In Chromium-based web browsers (for example Brave, Chrome, and Electron), the JavaScript console shows messages logged by the debug package by default, even if the Verbose log level is not enabled.",
                           "[negation] 'only show ... if the Verbose log level is enabled' -> 'shows ... even if the Verbose log level is not enabled'"),
            overclaim=("In every web browser, the JavaScript console will by default only show messages logged by the debug package if the Verbose log level is enabled.",
                       "scope widened: 'In Chromium-based web browsers (e.g. Brave, Chrome, and Electron)' -> 'In every web browser'; the README says nothing about log levels in Firefox or other browsers (Firefox occurs only in the Web Browser colors paragraph)"),
            added=("In Chromium-based web browsers (for example Brave, Chrome, and Electron), the JavaScript console will by default only show messages logged by the debug package if the Verbose log level is enabled, because debug writes them with console.debug.",
                   "added cause (debug writes its messages with console.debug) not in the README; 'console.debug' does not occur in it (console.error in the Usage paragraph, console.log and console.info in the Output streams and Set dynamically code); may be true in the world, not checked"),
        ),
        dict(
            section="Set dynamically",
            start="Will disable all namespaces.",
            end="enabled to begin with.",
            reworded=("The disable() function of the debug package will disable all namespaces and returns the namespaces currently enabled (and skipped), which can be useful to disable debugging temporarily without knowing what was enabled to begin with.",
                      "the subjectless 'Will disable' given the subject 'The disable() function of the debug package' (the line with disable() above the cut); the source's 'The functions returns' made 'returns'; 'if you want to' made impersonal; the three sentences joined"),
            paraphrase=("Calling disable() in debug switches off every namespace and hands back the ones that were enabled or skipped, so debugging can be paused for a while without first finding out what had been turned on.",
                        "freer rewording; 'returns the namespaces currently enabled (and skipped)' -> 'hands back the ones that were enabled or skipped'; 'disable debugging temporarily' -> 'debugging can be paused for a while'; 'without knowing what was enabled to begin with' -> 'without first finding out what had been turned on'"),
            contradiction=("The disable() function of the debug package will disable all namespaces but does not return the namespaces that were enabled (and skipped).",
                           "[negation] 'The functions returns the namespaces currently enabled (and skipped)' -> 'does not return the namespaces'; the last sentence of the cut is dropped, since it would no longer fit"),
            overclaim=("The disable() function of the debug package disables all namespaces in every running process at once and returns the namespaces that were enabled (and skipped).",
                       "scope widened: 'Will disable all namespaces' -> 'all namespaces in every running process at once'; the README says nothing about other processes here (child processes occur only in the DEBUG_COLORS section)"),
            added=("The disable() function of the debug package disables all namespaces and returns the namespaces that were enabled (and skipped), which is useful for turning debugging off temporarily, for example while a noisy test suite runs.",
                   "added example (while a noisy test suite runs) not in the README; 'suite' does not occur in it, 'test' only as the namespace name 'test' in the Set dynamically code"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# qs's README (qs 6.17.1): an HTML <p> logo block, then "# qs
# <sup>[![Version Badge][...]][...]</sup>" (the title; a reference-style
# badge inside <sup>, read away to "qs"), badges, three short intro lines
# (10, 4 and 11 words), then ## Usage (### Parsing Objects, Parsing Arrays,
# Parsing primitive/scalar values, Stringifying, Handling of `null` values,
# Dealing with special character sets, Encoding formats: RFC 3986, RFC 1738,
# and WHATWG), ## Security (the security-contact sentence, word for word in
# five other ljharb READMEs), ## qs for enterprise (the Tidelift text),
# link definitions and ## Acknowledgements (a logo credit).  All the
# package-specific prose of 12+ words sits under ## Usage, so the draft draws
# on one top-level section (four distinct ### headings: Parsing Objects,
# Parsing Arrays, Stringifying, Encoding formats ...).
DOCS.append(dict(
    path="qs/README.md",
    kind="README", num="qs", title="qs",
    sentences=[
        dict(
            section="Parsing Objects",
            start="The depth limit helps mitigate abuse",
            end="reasonably small number.",
            reworded=("The depth limit of qs helps mitigate abuse when qs is used to parse user input, and it is recommended to keep it a reasonably small number.",
                      "'The depth limit' given 'of qs'; bold around qs dropped; the line break dropped"),
            paraphrase=("The nesting depth limit of qs helps guard against abuse when user input is parsed, and the README advises keeping that limit reasonably small.",
                        "freer rewording; 'mitigate abuse' -> 'guard against abuse'; 'when qs is used to parse user input' -> 'when user input is parsed'; 'it is recommended to keep it' -> 'the README advises keeping that limit'; 'reasonably small' kept"),
            contradiction=("The depth limit of qs helps mitigate abuse when qs is used to parse user input, and it is recommended to keep it a reasonably large number.",
                           "[direction] a reasonably small number -> a reasonably large number"),
            overclaim=("The depth limit of qs prevents all abuse when qs is used to parse user input, as long as it is kept a reasonably small number.",
                       "degree raised: 'helps mitigate abuse' -> 'prevents all abuse'; the recommendation turned into a condition of that guarantee; the README lists further limits (parameterLimit, arrayLimit, strictDepth) and never calls any of them complete protection"),
            added=("The depth limit of qs, which was lowered from 20 to 5 in an earlier major version, helps mitigate abuse when qs is used to parse user input, and it is recommended to keep it a reasonably small number.",
                   "added history (the default lowered from 20 to 5 in an earlier major version) not in the README; the default of 5 is stated above the cut ('only parse up to 5 children deep'), '20' occurs only as the array limit, in '20,000' and in '%20', 'lowered' never; invented, not checked in the world"),
        ),
        dict(
            section="Parsing Arrays",
            start="**qs** will also limit arrays to a maximum",
            end="with the index as the key.",
            reworded=("The qs library will also limit arrays to a maximum of 20 elements, and any array members with an index of 20 or greater will instead be converted to an object with the index as the key.",
                      "'qs' -> 'The qs library' (bold dropped); the two sentences joined; backticks around 20 dropped"),
            paraphrase=("Arrays parsed by qs are capped at 20 elements, and members whose index is 20 or higher end up in an object keyed by that index instead of an array.",
                        "freer rewording; made passive ('Arrays parsed by qs are capped'); 'with an index of 20 or greater' -> 'whose index is 20 or higher'; 'converted to an object with the index as the key' -> 'end up in an object keyed by that index'"),
            contradiction=("The qs library will also limit arrays to a maximum of 100 elements, and any array members with an index of 100 or greater will instead be converted to an object with the index as the key.",
                           "[number] 20 -> 100 (both the maximum and the index threshold)"),
            overclaim=("The 20-element array limit is the most important of the limits that qs applies when parsing, and any array members with an index of 20 or greater are converted to an object with the index as the key.",
                       "ranking added: 'the most important of the limits'; the README describes the depth, parameter and array limits side by side and ranks none ('important' occurs only in the charset note's '**Important**'). (Overclaims on the limit's protection were avoided: the README says arrayLimit is not a hard cap and can be overridden)"),
            added=("The qs library will also limit arrays to a maximum of 20 elements, and any array members with an index of 20 or greater will be converted to an object with the index as the key, a behaviour that Express inherits when it parses query strings with qs.",
                   "added detail (Express inherits the behaviour) not in the README; 'Express' occurs only in 'query-types Express JS middleware', about converting primitive values; may be true in the world, not checked"),
        ),
        dict(
            section="Stringifying",
            start="By default, `qs.stringify` serializes",
            end="this is unbounded.",
            reworded=("By default, qs.stringify serializes an object of any nesting depth, and this is unbounded for backwards compatibility and because its input is the caller's own object rather than a query string parsed by qs.",
                      "the two sentences joined; the reason clause moved after 'this is unbounded'; backticks and bold dropped"),
            paraphrase=("Out of the box, qs puts no limit on how deeply nested an object it stringifies may be, both to stay backwards compatible and because what it stringifies is the caller's own object, not a query string that qs parsed.",
                        "freer rewording; 'By default' -> 'Out of the box'; 'serializes an object of any nesting depth ... this is unbounded' -> 'puts no limit on how deeply nested'; both reasons kept"),
            contradiction=("By default, qs.stringify does not serialize objects of any nesting depth but stops at a bounded depth, even though its input is the caller's own object rather than a query string parsed by qs.",
                           "[negation] 'serializes an object of any nesting depth ... this is unbounded' -> 'does not serialize objects of any nesting depth but stops at a bounded depth'; the backwards-compatibility reason dropped, since it would no longer fit"),
            overclaim=("By default, qs.stringify serializes an object of any nesting depth, and this will stay unbounded in every future version of qs for backwards compatibility.",
                       "scope widened in time: the sentence states the current default and its reasons; 'will stay unbounded in every future version' is a promise the README does not make ('future' does not occur in it)"),
            added=("By default, qs.stringify serializes an object of any nesting depth, unbounded for backwards compatibility and because its input is the caller's own object, whereas parse has had a depth limit since the first release of qs.",
                   "added history (parse has had a depth limit since the first release) not in the README; that parse has a depth limit is stated (Parsing Objects), 'first release' and 'since' in that sense never; invented, not checked in the world"),
        ),
        dict(
            section="Encoding formats: RFC 3986, RFC 1738, and WHATWG",
            start="RFC3986 used as default option",
            end="equal to '+'.",
            reworded=("In qs, RFC3986 is used as the default option and encodes a space to %20, which is backward compatible, while output can also be stringified as per RFC1738, with a space equal to +.",
                      "the setting 'In qs' added; the missing 'is' supplied; ' ' -> 'a space'; the italics around %20 and the quotation marks dropped; 'In the same time' -> 'while ... also'"),
            paraphrase=("By default qs follows RFC 3986, encoding spaces as %20 in a backward-compatible way, and it can instead stringify according to RFC 1738, which writes a space as a plus sign.",
                        "freer rewording; 'used as default option' -> 'By default qs follows'; 'In the same time, output can be stringified as per' -> 'it can instead stringify according to'; '+' -> 'a plus sign'"),
            contradiction=("In qs, RFC1738 is used as the default option and encodes a space to %20, while output can also be stringified as per RFC3986, with a space equal to +.",
                           "[roles] RFC3986 (the default, space as %20) and RFC1738 (the alternative, space as +) swapped"),
            overclaim=("In qs, the default RFC3986 format, which encodes a space to %20, is compatible with every server, while output can also be stringified as per RFC1738 with a space equal to +.",
                       "scope widened: 'which is backward compatible' -> 'compatible with every server'; the README says nothing about servers here"),
            added=("In qs, RFC3986 is used as the default option and encodes a space to %20, which is backward compatible, while the RFC1738 format, with a space equal to +, was added for compatibility with PHP's urlencode.",
                   "added origin and purpose (RFC1738 added for compatibility with PHP's urlencode) not in the README; 'php' does not occur in it ('urlencoded' only inside 'application/x-www-form-urlencoded'); invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# type-fest's readme (type-fest 4.41.0): an HTML <div> logo and sponsor block
# with no level-1 heading (so the title is the package name, as for mocha in
# review-claims-45), badges and four intro lines standing before any heading,
# then ## Install (a command and a 9-word italic line), ## Usage (code),
# ## API (a lead-in and ### Basic, Utilities, Type Guard with #### `IsType`
# vs. `IfType` and #### Usage, JSON, Structured clone, Async, String, Array,
# Numeric, Change case, Miscellaneous: one-line type items), ## Declined
# types, ## Alternative type names (one-word items), ## Tips (### Extending
# existing types, Related, Built-in types), ## Maintainers and ## License.
# Sentences from three top-level sections: API (x2: the Except item and the
# IsType/IfType paragraph), Declined types and Tips.
DOCS.append(dict(
    path="type-fest/readme.md",
    kind="README", num="type-fest", title="type-fest",
    sentences=[
        dict(
            section="Utilities",
            start="[`Except`](source/except.d.ts) - Create",
            end="utility-types.html#omittype-keys).",
            reworded=("The Except type of type-fest creates a type from an object type without certain keys and is a stricter version of Omit.",
                      "the list item given the subject 'The Except type of type-fest'; the imperative 'Create' -> 'creates'; the two sentences joined ('This is' -> 'and is'); link syntax, URLs and backticks dropped"),
            paraphrase=("With the Except type from type-fest, an object type can be turned into a new type that leaves out chosen keys, much like Omit but stricter.",
                        "freer rewording; 'Create a type from an object type without certain keys' -> 'an object type can be turned into a new type that leaves out chosen keys'; 'a stricter version of Omit' -> 'much like Omit but stricter'"),
            contradiction=("The Except type of type-fest creates a type from an object type without certain keys and is a stricter version of Pick.",
                           "[entity] Omit -> Pick, a built-in type that the README lists under Built-in types (it picks keys rather than leaving them out)"),
            overclaim=("The Except type of type-fest creates a type from an object type without certain keys and should always be used instead of Omit.",
                       "a comparison made a rule: 'a stricter version of Omit' -> 'should always be used instead of Omit'; the README never says that Omit should not be used ('always' does not occur in it; Omit is listed under Built-in types without a warning)"),
            added=("The Except type of type-fest creates a type from an object type without certain keys and is a stricter version of Omit, because it only accepts keys that actually exist on the object type.",
                   "added cause (it only accepts keys that exist on the object type) not in the README; 'exist' occurs only in OverrideProperties' 'existing properties', the 'Extending existing types' heading and the PackageJsonExtras item's pointer to it, and the Built-in types code; may be true in the world, not checked"),
        ),
        dict(
            section="`IsType` vs. `IfType`",
            start="While the `IsT` types return",
            end="is `true` or not.",
            reworded=("In type-fest, while the IsT types return a boolean, the IfT types act like an If/Else: they resolve to the given TypeIfT or TypeIfNotT depending on whether IsX is true or not.",
                      "the setting 'In type-fest' added; the dash before 'they resolve' -> a colon; backticks dropped; the source's 'IsX' (elsewhere 'IsT') kept as written"),
            paraphrase=("Unlike the IsT types of type-fest, which return a boolean, the IfT types behave like an if/else, resolving to TypeIfT when IsX is true and to TypeIfNotT otherwise.",
                        "freer rewording; 'While ... return a boolean' -> 'Unlike ..., which return a boolean'; 'act like an If/Else' -> 'behave like an if/else'; 'resolve to the given TypeIfT or TypeIfNotT depending on whether IsX is true or not' split into its two cases"),
            contradiction=("In type-fest, while the IfT types return a boolean, the IsT types act like an If/Else: they resolve to the given TypeIfT or TypeIfNotT depending on whether IsX is true or not.",
                           "[roles] IsT and IfT swapped. (The sentence after the cut, 'By default, IfT returns a boolean', makes the claim's first clause half true, but the IsT types do not act like an If/Else)"),
            overclaim=("In type-fest, the IfT types behave identically in every case to a hand-written If/Else conditional type, resolving to TypeIfT or TypeIfNotT depending on whether IsX is true, while the IsT types return a boolean.",
                       "similar -> identical: 'act like an If/Else' -> 'behave identically in every case to a hand-written If/Else conditional type'; 'identical' does not occur in the README"),
            added=("In type-fest, while the IsT types return a boolean, the IfT types act like an If/Else, resolving to the given TypeIfT or TypeIfNotT depending on whether IsX is true or not, and the IfT types were added in type-fest 4.0.",
                   "added origin in time (the IfT types were added in type-fest 4.0) not in the README; '4.0' does not occur in it (the only version figure is TypeScript >=5.1); not checked in the world"),
        ),
        dict(
            section="Declined types",
            start="[`Url2Json`](",
            end="defined separately.",
            reworded=("The Url2Json type was declined for type-fest because inferring search parameters from a URL string is a cute idea, but not very useful in practice, since search parameters are usually dynamic and defined separately.",
                      "the list item (under ## Declined types) given the frame 'The Url2Json type was declined for type-fest because'; link syntax, URL and backticks dropped; the item's text otherwise as written"),
            paraphrase=("A Url2Json type that works out search parameters from a URL string was turned down for type-fest: a nice idea, but of little practical use because search parameters are usually dynamic and defined on their own.",
                        "freer rewording; the frame from the section heading as 'was turned down'; 'a cute idea, but not very useful in practice' -> 'a nice idea, but of little practical use'; 'usually' kept; 'defined separately' -> 'defined on their own'"),
            contradiction=("The Url2Json type was declined for type-fest because inferring search parameters from a URL string is a cute idea, but not very useful in practice, since search parameters are usually static and defined separately.",
                           "[direction] search parameters are usually dynamic -> usually static (the antonym)"),
            overclaim=("The Url2Json type was declined for type-fest because inferring search parameters from a URL string is useless in practice, since search parameters are always dynamic and defined separately.",
                       "hedges removed: 'not very useful in practice' -> 'useless in practice'; 'usually dynamic' -> 'always dynamic'"),
            added=("The Url2Json type was declined for type-fest because inferring search parameters from a URL string is not very useful in practice, since search parameters are usually dynamic and defined separately and are better read at runtime with URLSearchParams.",
                   "added recommendation (search parameters are better read at runtime with URLSearchParams) not in the README; 'URLSearchParams' and 'runtime' do not occur in it"),
        ),
        dict(
            section="Extending existing types",
            start="[`PackageJson`](source/package-json.d.ts) - There are",
            end="additional configurations.",
            reworded=("There are a lot of tools that place extra configurations inside the package.json file, and the PackageJson type of type-fest can be extended to support these additional configurations.",
                      "'You can extend PackageJson' made passive with 'the PackageJson type of type-fest'; the item's label folded into the second clause; the two sentences joined; link syntax and backticks dropped"),
            paraphrase=("Since many tools keep extra settings in package.json, the PackageJson type from type-fest is open to extension so that those additional settings can be typed too.",
                        "freer rewording; 'There are a lot of tools that place extra configurations inside' -> 'many tools keep extra settings in'; 'You can extend PackageJson to support' -> 'is open to extension so that ... can be typed too'"),
            contradiction=("There are a lot of tools that place extra configurations inside the package.json file, but the PackageJson type of type-fest cannot be extended to support these additional configurations.",
                           "[negation] 'You can extend PackageJson' -> 'cannot be extended'"),
            overclaim=("Most JavaScript tools place extra configurations inside the package.json file, and the PackageJson type of type-fest can be extended to support them.",
                       "quantity raised: 'There are a lot of tools' -> 'Most JavaScript tools'; the README gives no share of tools ('most' occurs only in 'advanced types most users don't know about' and 'AtMostOne')"),
            added=("There are a lot of tools, such as Prettier and Babel, that place extra configurations inside the package.json file, and the PackageJson type of type-fest can be extended to support these additional configurations.",
                   "added example (Prettier and Babel) not in the README; 'prettier' and 'babel' do not occur in it (its own example extends PackageJson with ESLint's eslintConfig); true in the world for both tools, not checked"),
        ),
    ]))
