# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-44, part D (drafts 16-20).

Same format as review-claims-42's parts: one entry per document, in draft
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
badges dropped, other markup kept, as in review-claims-42);
check_part_d.py also derives the top-level section of each cut.
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# tmp's README: "# Tmp" (the title), a 9-word tagline and badges, then
# ## About, two "An Important Note" sections (breaking changes; compatibility
# with ### version subsections), How to install (a command), Usage (one
# 5-word line), Graceful cleanup (with the basic ### usage subsections under
# it), Advanced usage (### subsections, among them "Controlling the
# Descriptor") and Options (a list).  Sentences from four top-level sections:
# About, Graceful cleanup, Advanced usage (### Controlling the Descriptor) and
# Options (the `mode` item).
DOCS.append(dict(
    path="tmp/README.md",
    kind="README", num="tmp", title="Tmp",
    sentences=[
        dict(
            section="About",
            start="Tmp uses crypto for determining",
            end="pseudo random numbers.",
            reworded=("The tmp package uses crypto to determine random file names, or a six letter random identifier when templates are used, and it falls back to pseudo random numbers in case the system does not have that much entropy left.",
                      "'Tmp' -> 'The tmp package' (the title); the 'when using templates' aside moved after its object; 'you do not have ... on your system' -> 'the system does not have'; 'And just in case that' -> 'in case'; the two sentences joined"),
            paraphrase=("Random file names in tmp come from crypto, as does the six letter random identifier used with templates, and if the system runs short of entropy, pseudo random numbers are used instead.",
                        "freer rewording; 'uses crypto for determining' -> 'come from crypto'; keeps the templates condition, 'six letter' and the fallback's condition ('just in case that you do not have that much entropy left' -> 'if the system runs short of entropy')"),
            contradiction=("The tmp package uses crypto to determine random file names, or an eight letter random identifier when templates are used, and it falls back to pseudo random numbers when the system lacks entropy.",
                           "[number] 'a six letter random identifier' -> 'an eight letter random identifier'"),
            overclaim=("The most important design choice of the tmp package is its use of crypto for random file names and for the six letter identifier of templates, with pseudo random numbers only as a fallback when entropy runs low.",
                       "ranking added: 'The most important design choice'; the README ranks none of its features ('most important' occurs only in 'Most importantly, any support for earlier versions of node-tmp was also dropped', about version 0.1.0)"),
            added=("The tmp package uses crypto to determine random file names, or a six letter random identifier with templates, and when it falls back to pseudo random numbers for lack of entropy, it logs a warning.",
                   "added consequence (a warning logged on the fallback) not in the README; 'warn' does not occur in it, 'log' only in console.log calls inside the code blocks"),
        ),
        dict(
            section="Graceful cleanup",
            start="If graceful cleanup is set",
            end="temporary object removal.",
            reworded=("If graceful cleanup is set, the tmp package removes all controlled temporary objects on process exit; otherwise the temporary objects remain in place, waiting to be cleaned up on system restart or by otherwise scheduled temporary object removal.",
                      "'tmp will remove' -> 'the tmp package removes'; the comma before 'otherwise' made a semicolon; 'will remain' -> 'remain'; 'or otherwise scheduled' -> 'or by otherwise scheduled'"),
            paraphrase=("Without graceful cleanup, tmp leaves its temporary objects in place until a system restart or some other scheduled removal cleans them up, whereas with it set, all controlled temporary objects are removed when the process exits.",
                        "freer rewording; the two branches in reverse order; 'on process exit' -> 'when the process exits'; keeps 'all controlled' and both cleanup routes"),
            contradiction=("If graceful cleanup is set, tmp does not remove the controlled temporary objects on process exit but leaves them in place to be cleaned up on system restart or by other scheduled temporary object removal.",
                           "[negation] 'If graceful cleanup is set, tmp will remove all controlled temporary objects on process exit' -> 'does not remove ... but leaves them in place' (the 'otherwise' branch given to the set case)"),
            overclaim=("If graceful cleanup is set, tmp is guaranteed to remove all controlled temporary objects on process exit, even when the process crashes or is killed; otherwise they remain in place until a system restart or other scheduled removal.",
                       "scope widened and made a guarantee: 'on process exit' -> 'is guaranteed to remove ... even when the process crashes or is killed'; 'crash' and 'kill' do not occur in the README"),
            added=("If graceful cleanup is set, tmp removes all controlled temporary objects on process exit by registering a handler for the process exit event; otherwise they remain in place until a system restart or other scheduled removal.",
                   "added mechanism (a handler registered for the exit event) not in the README; 'handler' and 'regist' do not occur in it"),
        ),
        dict(
            section="Controlling the Descriptor",
            start="As a side effect of creating a unique file",
            end="`removeCallback` is invoked.",
            reworded=("As a side effect of creating a unique file, the tmp package gets a file descriptor that is returned to the user as the fd parameter; the descriptor may be used by the application and is closed when removeCallback is invoked.",
                      "'`tmp`' -> 'the tmp package'; a comma added after the opening phrase; the two sentences joined with a semicolon; backticks dropped"),
            paraphrase=("Creating a unique file gives tmp a file descriptor as a by-product, which it hands to the user in the fd parameter; the application is free to use it, and invoking removeCallback closes it.",
                        "freer rewording; 'As a side effect of' -> 'as a by-product'; 'may be used by the application' -> 'is free to use it'; 'is closed when the removeCallback is invoked' made active"),
            contradiction=("As a side effect of creating a unique file, the tmp package gets a file descriptor that is returned to the user as the fd parameter, and the descriptor stays open when removeCallback is invoked.",
                           "[negation] 'is closed when the removeCallback is invoked' -> 'stays open when removeCallback is invoked'"),
            overclaim=("The file descriptor that tmp gets when it creates a unique file and returns to the user as the fd parameter is the recommended way for the application to access the file, and it is closed when removeCallback is invoked.",
                       "a possibility made a recommendation: 'The descriptor may be used by the application' -> 'is the recommended way for the application to access the file'; 'recommend' does not occur in the README"),
            added=("As a side effect of creating a unique file, tmp gets a file descriptor, opened in exclusive mode, that is returned to the user as the fd parameter and is closed when removeCallback is invoked.",
                   "added detail (the file opened in exclusive mode) not in the README; 'exclusive' does not occur in it"),
        ),
        dict(
            section="Options",
            start="`mode`: the file mode",
            end="on directory creation",
            reworded=("The mode option of the tmp package is the file mode to create with, and it falls back to 0o600 on file creation and 0o700 on directory creation.",
                      "the list item's label '`mode`:' made the subject 'The mode option' (the Options heading); the comma splice joined with 'and it'; backticks dropped; a full stop added (the item has none)"),
            paraphrase=("Unless another mode is given, tmp creates files with mode 0o600 and directories with mode 0o700.",
                        "freer rewording; 'falls back to' -> 'Unless another mode is given'; both defaults kept with what they apply to"),
            contradiction=("The mode option of the tmp package is the file mode to create with, and it falls back to 0o700 on file creation and 0o600 on directory creation.",
                           "[roles] the file default (0o600) and the directory default (0o700) swapped"),
            overclaim=("The mode option of tmp is the file mode to create with, and its fallbacks of 0o600 for files and 0o700 for directories apply in the same way on every operating system, Windows included.",
                       "scope widened: 'on every operating system, Windows included'; 'windows' and 'platform' do not occur in the README, 'operating system' only in a code comment of the detachDescriptor example ('reclaimed by the operating system')"),
            added=("The mode option of the tmp package is the file mode to create with, falling back to 0o600 for files and 0o700 for directories, and the mode is still subject to the process umask.",
                   "added detail (the mode is subject to the process umask) not in the README; 'umask' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# chokidar's README: "# Chokidar [badge]" (the title), a blockquote tagline,
# then ## Why? (a list and three paragraphs), Getting started (install and
# code, the watch() signature, #### option groups Persistence, Path
# filtering, Performance and Errors, ### Methods & Events and ### CLI),
# Troubleshooting, Changelog (with ### Upgrading), Also and License.
# Sentences from four top-level sections: Why?, Getting started (#### Errors,
# the `atomic` entry), Troubleshooting and Changelog (the v3 item).
DOCS.append(dict(
    path="chokidar/README.md",
    kind="README", num="chokidar", title="Chokidar",
    sentences=[
        dict(
            section="Why?",
            start="Made for [Brunch]",
            end="production environments.",
            reworded=("The chokidar package was made for Brunch in 2012, and it is now used in about 30 million repositories and has proven itself in production environments.",
                      "the subjectless 'Made for ... it is now used' given the subject 'The chokidar package' (the title and the Why? section); '~30' -> 'about 30'; link syntax and URLs dropped"),
            paraphrase=("Originally built for Brunch in 2012, Chokidar has since proven itself in production and is used today in roughly 30 million repositories.",
                        "freer rewording; the last two parts in reverse order; 'Made for' -> 'Originally built for'; '~30 million' -> 'roughly 30 million'; 'in production environments' -> 'in production'"),
            contradiction=("The chokidar package was made for Gulp in 2012, and it is now used in about 30 million repositories and has proven itself in production environments.",
                           "[entity] Brunch -> Gulp"),
            overclaim=("Chokidar, made for Brunch in 2012, is now used in about 30 million repositories and has proven itself in every production environment it has been deployed in.",
                       "scope widened: 'has proven itself in production environments' -> 'in every production environment it has been deployed in'"),
            added=("Chokidar was made for Brunch in 2012 and is now used in about 30 million repositories, including Visual Studio Code and webpack, and has proven itself in production environments.",
                   "added example (Visual Studio Code and webpack among its users) not in the README; 'webpack', 'visual studio' and 'vscode' do not occur in it"),
        ),
        dict(
            section="Errors",
            start="If a file is\nre-added within 100 ms",
            end="then `add`.",
            reworded=("If a file is re-added within 100 ms of being deleted, the chokidar package emits a change event rather than unlink then add.",
                      "'Chokidar' -> 'the chokidar package'; backticks dropped; otherwise the sentence as it stands (the atomic option named in the entry's label is outside the cut)"),
            paraphrase=("When a deleted file comes back within 100 milliseconds, Chokidar reports a change event instead of an unlink event followed by an add event.",
                        "freer rewording; 'is re-added within 100 ms of being deleted' -> 'a deleted file comes back within 100 milliseconds'; 'emits' -> 'reports'; 'rather than unlink then add' -> 'instead of an unlink event followed by an add event'"),
            contradiction=("If a file is re-added within 100 ms of being deleted, Chokidar emits unlink then add rather than a change event.",
                           "[roles] the event emitted (change) and the events not emitted (unlink then add) swapped"),
            overclaim=("If a file is re-added within 100 ms of being deleted, Chokidar emits a change event rather than unlink then add, which lets it handle the atomic writes of every editor correctly.",
                       "scope widened and an effect asserted: 'which lets it handle the atomic writes of every editor correctly'; the entry (outside the cut) speaks only of filtering out artifacts of 'editors that use \"atomic writes\"' and says the 100 ms default may not work well for everyone"),
            added=("If a file is re-added within 100 ms of being deleted, Chokidar emits a change event rather than unlink then add, a window that was only 50 ms in chokidar 2.",
                   "added history (a 50 ms window in chokidar 2) not in the README; '50' does not occur in it, and the Changelog's v2 item says nothing about atomic writes"),
        ),
        dict(
            section="Troubleshooting",
            start="All fsevents-related issues",
            end="upgrading to v4+.",
            reworded=("In the chokidar package, all fsevents-related issues, such as 'WARN optional dep failed' and 'fsevents is not a constructor', are solved by upgrading to v4 or later.",
                      "the setting 'In the chokidar package' added (the title); the parenthesis made a 'such as' phrase with the two messages in quotes; 'v4+' -> 'v4 or later'; backticks dropped"),
            paraphrase=("Upgrading Chokidar to version 4 or newer gets rid of every problem related to fsevents, for instance the 'WARN optional dep failed' and 'fsevents is not a constructor' messages.",
                        "freer rewording; made active with the upgrade as subject; 'All ... issues are solved' -> 'gets rid of every problem'; 'v4+' -> 'version 4 or newer'"),
            contradiction=("In Chokidar, all fsevents-related issues, such as 'WARN optional dep failed' and 'fsevents is not a constructor', are solved by downgrading to v3.",
                           "[direction] 'upgrading to v4+' -> 'downgrading to v3'"),
            overclaim=("In Chokidar, all fsevents-related issues, such as 'WARN optional dep failed' and 'fsevents is not a constructor', are solved by upgrading to v4 or later, and upgrading is the only way to solve them.",
                       "exclusivity added: 'upgrading is the only way to solve them'; the README names no other fix for these issues but does not rule one out"),
            added=("In Chokidar, all fsevents-related issues, such as 'WARN optional dep failed' and 'fsevents is not a constructor', are solved by upgrading to v4 or later, and no fix for them is planned in v3.",
                   "added plan (no fix planned for v3) not in the README; 'plan' does not occur in it, and 'fix' only in 'bugfixes' (the Changelog's v2 and v1 items)"),
        ),
        dict(
            section="Changelog",
            start="**v3 (Apr 2019):**",
            end="v8.16+.",
            reworded=("Version 3 of the chokidar package, from April 2019, brought massive CPU and RAM consumption improvements, reduced deps and package size by a factor of 17x, and bumped the Node.js requirement to v8.16+.",
                      "the bold label 'v3 (Apr 2019):' made the subject 'Version 3 of the chokidar package, from April 2019'; '&' -> 'and'; 'deps / package size' -> 'deps and package size'; the verbs put in the past tense; the bold markup dropped"),
            paraphrase=("Chokidar 3, from April 2019, cut CPU and RAM consumption massively, made its dependencies and package size 17 times smaller and raised the minimum Node.js version to 8.16.",
                        "freer rewording; 'massive ... improvements' -> 'cut ... massively'; 'reduces ... by a factor of 17x' -> '17 times smaller'; 'bumps Node.js requirement to v8.16+' -> 'raised the minimum Node.js version to 8.16'"),
            contradiction=("Version 3 of Chokidar, from April 2019, brought massive CPU and RAM consumption improvements, reduced deps and package size by a factor of 7x, and bumped the Node.js requirement to v8.16+.",
                           "[number] 'by a factor of 17x' -> 'by a factor of 7x'"),
            overclaim=("Version 3 of Chokidar, from April 2019, solved all of its CPU and RAM consumption problems, reduced deps and package size by a factor of 17x, and bumped the Node.js requirement to v8.16+.",
                       "degree raised: 'massive CPU & RAM consumption improvements' -> 'solved all of its CPU and RAM consumption problems'"),
            added=("Version 3 of Chokidar, from April 2019, brought massive CPU and RAM consumption improvements by moving its directory traversal to the readdirp package, and cut deps and package size by a factor of 17x.",
                   "added cause (the improvements came from moving directory traversal to readdirp) not in the README; 'readdirp' and 'traversal' do not occur in it; the Node.js requirement is left out"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# form-data's README: "# Form-Data [badges]" (the title) with two intro
# paragraphs under it, badges, then ## Install (a command), Usage (lead-ins
# and code, ### Custom options, ### Alternative submission methods,
# ### Methods with one #### entry per method, ### Integration with other
# libraries), Notes (a list) and License.  Prose of 12+ words sits only under
# the title, under Usage and in Notes, so the draft draws on three top-level
# sections (four distinct headings: the title, Alternative submission
# methods, the append() entry and Notes).  The tagline and several Usage and
# Notes sentences carry inline triple-backtick code spans (```...```), which
# the self-check treats as code fences, so none of them is used.
DOCS.append(dict(
    path="form-data/README.md",
    kind="README", num="form-data", title="Form-Data",
    sentences=[
        dict(
            section="Form-Data",
            start="The API of this library is inspired",
            end="[xhr2-fd].",
            reworded=("The API of the form-data package is inspired by the XMLHttpRequest-2 FormData Interface.",
                      "'this library' -> 'the form-data package' (the title); the reference-style link syntax dropped"),
            paraphrase=("Form-Data's API takes its inspiration from the FormData interface of XMLHttpRequest-2.",
                        "freer rewording; 'is inspired by' -> 'takes its inspiration from'; 'the XMLHttpRequest-2 FormData Interface' -> 'the FormData interface of XMLHttpRequest-2'"),
            contradiction=("The FormData interface of XMLHttpRequest-2 was inspired by the API of the form-data package.",
                           "[roles] the inspiring API (XMLHttpRequest-2's FormData interface) and the inspired one (form-data's) swapped"),
            overclaim=("The API of Form-Data is identical in every respect to the XMLHttpRequest-2 FormData Interface.",
                       "similar -> identical: 'is inspired by' -> 'is identical in every respect to'; 'identical' and 'respect' do not occur in the README"),
            added=("The API of Form-Data is inspired by the XMLHttpRequest-2 FormData Interface, and the package was written to bring that interface to Node.js before Node.js had a built-in FormData.",
                   "added purpose and history (written to fill the gap before a built-in FormData in Node.js) not in the README; 'built-in' does not occur in it"),
        ),
        dict(
            section="Alternative submission methods",
            start="The `filepath` property overrides",
            end="webkitdirectory).",
            reworded=("In the form-data package, the filepath property overrides filename and may contain a relative path; it is typically used when uploading multiple files from a directory.",
                      "the setting 'In the form-data package' added (the title); the two sentences joined with a semicolon, 'This' -> 'it' (the filepath property); backticks, link syntax and URL dropped"),
            paraphrase=("Form-Data's filepath property, which takes precedence over filename and can hold a relative path, is usually used for uploads of multiple files from a directory.",
                        "freer rewording; 'overrides' -> 'takes precedence over'; 'may contain' -> 'can hold'; 'typically' -> 'usually'"),
            contradiction=("In Form-Data, the filename property overrides filepath, which may contain a relative path and is typically used when uploading multiple files from a directory.",
                           "[roles] the overriding property (filepath) and the overridden one (filename) swapped"),
            overclaim=("In Form-Data, the filepath property overrides filename, may contain a relative path and must be used whenever multiple files from a directory are uploaded.",
                       "a typical use made a rule: 'This is typically used when uploading multiple files from a directory' -> 'must be used whenever'"),
            added=("In Form-Data, the filepath property overrides filename and may contain a relative path, which is sent to the server in the filename parameter of the part's Content-Disposition header.",
                   "added mechanism (sent in the Content-Disposition header's filename parameter) not in the README; 'disposition' does not occur in it; the directory-upload use is left out"),
        ),
        dict(
            section="_Void_ append( **String** _field_, **Mixed** _value_ [, **Mixed** _options_] )",
            start="Append data to the form.",
            end="by the user.",
            reworded=("The append method of the form-data package appends data to the form and accepts about any format (string, integer, boolean, buffer, etc.), but arrays are not supported and need to be turned into strings by the user.",
                      "the imperative 'Append data to the form' given the subject 'The append method' (the #### heading); 'You can submit' -> 'accepts'; the three sentences joined; 'However, Arrays' -> 'but arrays'"),
            paraphrase=("Form-Data's append adds data to the form in nearly any format, such as strings, integers, booleans or buffers, though arrays are unsupported and must first be converted to strings by the user.",
                        "freer rewording; 'about any format' -> 'nearly any format'; the parenthesised list made a 'such as' phrase (its 'etc.' carried by 'such as'); 'need to be turned into' -> 'must first be converted to'"),
            contradiction=("The append method of Form-Data adds data to the form and accepts about any format (string, integer, boolean, etc.), but buffers are not supported and need to be turned into strings by the user.",
                           "[entity] the unsupported type Arrays -> buffers (which the sentence lists among the formats that can be submitted)"),
            overclaim=("The append method of Form-Data accepts data in every format except arrays, which are the one type that has to be turned into strings by the user.",
                       "hedge removed: 'about any format' -> 'every format except arrays', with arrays made 'the one type'; the getBuffer() note elsewhere narrows the accepted types only for getBuffer()"),
            added=("The append method of Form-Data accepts about any format (string, integer, boolean, buffer, etc.), but arrays are not supported, because the multipart format has no way to encode them, and need to be turned into strings by the user.",
                   "added cause (the multipart format cannot encode arrays) not in the README; 'multipart' occurs only in '\"multipart/form-data\" streams', 'multipart data' and link anchors, 'encode' not at all"),
        ),
        dict(
            section="Notes",
            start="Starting version `2.x`",
            end="`node@4.x`.",
            reworded=("Starting with version 2.x, the form-data package dropped support for node 0.10.x, and starting with version 3.x it dropped support for node 4.x.",
                      "the two list items joined with 'and'; 'FormData' -> 'the form-data package' in the first and 'it' in the second; 'Starting version' -> 'Starting with version'; 'has dropped' -> 'dropped'; 'node@0.10.x' -> 'node 0.10.x'; backticks dropped"),
            paraphrase=("Node 0.10.x is no longer supported by FormData from version 2.x on, and node 4.x is no longer supported from version 3.x on.",
                        "freer rewording; made passive with the node versions as subjects; 'Starting version 2.x' -> 'from version 2.x on'; 'has dropped support for' -> 'is no longer supported'"),
            contradiction=("Starting with version 2.x, Form-Data dropped support for node 0.12.x, and starting with version 3.x it dropped support for node 4.x.",
                           "[number] 'node@0.10.x' -> 'node 0.12.x'"),
            overclaim=("Each new major version of Form-Data drops support for an older node release, as version 2.x did for node 0.10.x and version 3.x for node 4.x.",
                       "two events made a rule: 'Each new major version ... drops support'; 'major' does not occur in the README, which says nothing about version 4.x and node support"),
            added=("Starting with version 2.x, Form-Data dropped support for node 0.10.x, and starting with version 3.x for node 4.x, in each case because those node versions had reached their end of life.",
                   "added cause (the node versions had reached end of life) not in the README; 'end of life' and 'eol' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# yargs-parser's README: "# yargs-parser" (the title), badges, a 7-word
# tagline and a 10-word lower-case line, then ## Example, Deno Example, ESM
# Example, API (### parser(args, opts={}), ### ...detailed(...),
# ### Configuration and one ### per configuration key), Supported Node.js
# Versions, Special Thanks and License.  Prose of 12+ words outside API: only
# the ESM lead-in (13 words), the Supported Node.js Versions paragraph (shared
# word for word with yargs', y18n's and yargs-unparser's READMEs, so not used)
# and Special Thanks.  The draft draws on three top-level sections (ESM
# Example, API twice, Special Thanks; four distinct headings).
DOCS.append(dict(
    path="yargs-parser/README.md",
    kind="README", num="yargs-parser", title="yargs-parser",
    sentences=[
        dict(
            section="ESM Example",
            start="As of `v19` `yargs-parser` supports ESM",
            end="browser_):",
            reworded=("As of v19, the yargs-parser package supports ESM, both in Node.js and in the browser.",
                      "'`yargs-parser`' -> 'the yargs-parser package'; the italic parenthesis made an apposition; the colon that leads into the examples made a full stop; backticks and underscores dropped"),
            paraphrase=("Since version 19, yargs-parser can be used as an ES module in Node.js as well as in browsers.",
                        "freer rewording; 'As of v19' -> 'Since version 19'; 'supports ESM' -> 'can be used as an ES module'; both environments kept"),
            contradiction=("Until v19, yargs-parser supported ESM, both in Node.js and in the browser.",
                           "[direction] 'As of v19' (from v19 on) -> 'Until v19' (up to v19)"),
            overclaim=("As of v19, yargs-parser supports ESM in every JavaScript runtime, not only in Node.js and in the browser.",
                       "scope widened: 'both in Node.js and in the browser' -> 'in every JavaScript runtime'; 'runtime' does not occur in the README (the Deno Example section names Deno, but not for ESM in every runtime)"),
            added=("As of v19, yargs-parser supports ESM both in Node.js and in the browser, and the same release dropped support for Node.js 8.",
                   "added detail (v19 dropped Node.js 8) not in the README; the README names no Node.js version it supports or dropped ('node.js 8' does not occur)"),
        ),
        dict(
            section="parser(args, opts={})",
            start="`opts.coerce`: provide",
            end="entire array:",
            reworded=("The opts.coerce option of the yargs-parser package takes a custom synchronous function that returns a coerced value from the argument provided or throws an error, and for arrays the function is called only once for the entire array.",
                      "the imperative 'provide a custom synchronous function' made 'The opts.coerce option ... takes'; the parenthesis '(or throws an error)' made part of the clause; the two sentences joined; the colon that leads into the example made a full stop; backticks dropped"),
            paraphrase=("With opts.coerce, yargs-parser lets a custom synchronous function turn the provided argument into a coerced value or throw an error, and for an array that function runs just once on the whole array.",
                        "freer rewording; 'returns a coerced value from the argument provided' -> 'turn the provided argument into a coerced value'; 'is called only once for the entire array' -> 'runs just once on the whole array'"),
            contradiction=("The opts.coerce option of yargs-parser takes a custom asynchronous function that returns a coerced value from the argument provided or throws an error, and for arrays the function is called only once for the entire array.",
                           "[direction] synchronous -> asynchronous (an antonym swap, as review-claims-38 tags such swaps)"),
            overclaim=("The opts.coerce option of yargs-parser takes a custom synchronous function that returns a coerced value or throws an error, and in every version of yargs-parser the function has always been called only once for an entire array.",
                       "scope widened in time: 'For arrays the function is called only once' -> 'in every version ... has always been called only once'; 'always' does not occur in the README"),
            added=("The opts.coerce option of yargs-parser takes a custom synchronous function that returns a coerced value from the argument provided or throws an error, and the function also receives the name of the key as a second argument.",
                   "added detail (the key's name passed as a second argument) not in the README; 'second' does not occur in it; the once-per-array rule is left out"),
        ),
        dict(
            section="Configuration",
            start="The yargs-parser applies several",
            end="field\nof `opts`.",
            reworded=("The yargs-parser package applies several automated transformations on the keys provided in args, and these features can be turned on and off using the configuration field of opts.",
                      "'The yargs-parser' -> 'The yargs-parser package'; the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("A number of automatic transformations are performed by yargs-parser on the keys given in args, and they can be enabled or disabled through the configuration field of opts.",
                        "freer rewording; made passive; 'several' -> 'A number of'; 'turned on and off' -> 'enabled or disabled'; 'using' -> 'through'"),
            contradiction=("The yargs-parser package applies several automated transformations on the keys provided in args, and these features cannot be turned off through the configuration field of opts.",
                           "[negation] 'can be turned on and off using the configuration field' -> 'cannot be turned off through the configuration field'"),
            overclaim=("The yargs-parser package applies several automated transformations on the keys provided in args, and every aspect of its parsing can be turned on and off using the configuration field of opts.",
                       "scope widened: 'These features' (the automated transformations) -> 'every aspect of its parsing'"),
            added=("The yargs-parser package applies several automated transformations on the keys provided in args, which can be turned on and off in the configuration field of opts or in a yargs-parser section of package.json.",
                   "added list item (a package.json section as a second place for the settings) not in the README; 'package.json' does not occur in it"),
        ),
        dict(
            section="Special Thanks",
            start="The yargs project evolves",
            end="hard work.",
            reworded=("The yargs project behind yargs-parser evolves from optimist and minimist, and it owes its existence to a lot of James Halliday's hard work.",
                      "'The yargs project' given the apposition 'behind yargs-parser' (the tagline: 'The mighty option parser used by yargs'; the badges' github.com/yargs/yargs-parser); the two sentences joined"),
            paraphrase=("Yargs grew out of optimist and minimist, and it would not exist without the considerable work James Halliday put in.",
                        "freer rewording; 'evolves from' -> 'grew out of'; 'owes its existence to a lot of ... hard work' -> 'would not exist without the considerable work ... put in'"),
            contradiction=("The yargs project evolves from optimist and minimist, and it owes its existence to a lot of Isaac Schlueter's hard work.",
                           "[entity] James Halliday -> Isaac Schlueter"),
            overclaim=("The yargs project evolves from optimist and minimist and owes its existence entirely to James Halliday's hard work.",
                       "degree raised: 'a lot of James Halliday's hard work' -> 'entirely to James Halliday's hard work'"),
            added=("The yargs project began in 2013 as a fork of optimist, evolves from optimist and minimist, and owes its existence to a lot of James Halliday's hard work.",
                   "added origin (a 2013 fork of optimist) not in the README; 'fork' and '2013' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# fast-uri's README: "# fast-uri" (the title), badges and a 5-word tagline,
# then an empty ## Usage, ## Options (paragraphs, an option list whose
# entries are tab-indented list-item text, and ### Parse, Serialize, Resolve,
# Normalize and Equal, each a code block; only Normalize adds prose), ##
# Scheme supports (a sentence and a list of schemes), Benchmarks (tables in a
# code block), TODO (two items of 4 and 7 words) and License.  Prose of 12+
# words sits only in Options and Scheme supports, so the draft draws on two
# top-level sections (three distinct headings: Options twice, Normalize and
# Scheme supports).  Both Options cuts are list-item text (the unicodeSupport
# entry's description line and the second paragraph of the reference entry),
# not indented code: each follows its item's marker line at the item's
# content indent.
DOCS.append(dict(
    path="fast-uri/README.md",
    kind="README", num="fast-uri", title="fast-uri",
    sentences=[
        dict(
            section="Options",
            start="If set to `true`, the parser will unescape",
            end="rfc3987.txt).",
            reworded=("If the unicodeSupport option of the fast-uri package is set to true, the parser will unescape non-ASCII characters in the parsed output as per RFC 3987.",
                      "'If set to true' given its subject, the unicodeSupport option (the entry's label '`unicodeSupport` (boolean, false)', outside the cut); backticks, link syntax and URL dropped"),
            paraphrase=("Turning on fast-uri's unicodeSupport option makes the parser decode escaped non-ASCII characters in its parsed output, following RFC 3987.",
                        "freer rewording; 'If set to true' -> 'Turning on'; 'unescape' -> 'decode escaped'; 'as per' -> 'following'"),
            contradiction=("If the unicodeSupport option of fast-uri is set to true, the parser will escape non-ASCII characters in the parsed output as per RFC 3987.",
                           "[direction] unescape -> escape"),
            overclaim=("If the unicodeSupport option of fast-uri is set to true, the parser will unescape non-ASCII characters in the parsed output and so becomes fully compliant with RFC 3987.",
                       "degree raised: 'as per RFC 3987' (for the unescaping) -> 'becomes fully compliant with RFC 3987'; 'fully' and 'complian' do not occur in the README"),
            added=("If the unicodeSupport option of fast-uri is set to true, the parser will unescape non-ASCII characters in the parsed output as per RFC 3987, and the serializer will escape them again on output.",
                   "added detail (the serializer re-escapes them) not in the README; the entry speaks only of the parser, and the absolutePath entry is the only one that names the serializer"),
        ),
        dict(
            section="Options",
            start="Such a reference is inherently ambiguous",
            end="from a path.",
            reworded=("A suffix reference, as handled by the reference option of the fast-uri package, is inherently ambiguous: an authority component cannot always be distinguished from a path.",
                      "'Such a reference' -> 'A suffix reference' (the previous sentence: 'A suffix reference is written without its scheme and without the // authority marker'), placed in the fast-uri package's reference option (the entry's label)"),
            paraphrase=("Since an authority component cannot in every case be told apart from a path, suffix references used with fast-uri's reference option are ambiguous by nature.",
                        "freer rewording; the colon's explanation made a 'Since' clause in front; 'cannot always be distinguished' -> 'cannot in every case be told apart'; 'inherently' -> 'by nature'"),
            contradiction=("A suffix reference, as handled by the reference option of fast-uri, is unambiguous, since an authority component can always be distinguished from a path.",
                           "[negation] 'inherently ambiguous' -> 'unambiguous', 'cannot always be distinguished' -> 'can always be distinguished'"),
            overclaim=("A suffix reference, as handled by the reference option of fast-uri, is inherently ambiguous, since an authority component can never be distinguished from a path.",
                       "degree raised: 'cannot always be distinguished' -> 'can never be distinguished'"),
            added=("A suffix reference, as handled by the reference option of fast-uri, is inherently ambiguous, since an authority component cannot always be distinguished from a path, so fast-uri emits a warning whenever the suffix format is used.",
                   "added consequence (a warning emitted for the suffix format) not in the README; 'warn' does not occur in it (the entry itself advises the reader against trusting suffix output)"),
        ),
        dict(
            section="Normalize",
            start="Reserved path escapes such as",
            end="normalization and comparison.",
            reworded=("In the fast-uri package, reserved path escapes such as %2F and %2E are preserved as path data during normalization and comparison.",
                      "the setting 'In the fast-uri package' added (the title); backticks dropped"),
            paraphrase=("When fast-uri normalizes or compares URIs, it keeps reserved path escapes like %2F and %2E as path data.",
                        "freer rewording; made active; 'during normalization and comparison' -> 'When fast-uri normalizes or compares URIs'; 'are preserved' -> 'keeps'"),
            contradiction=("In fast-uri, reserved path escapes such as %2F and %2E are not preserved as path data during normalization and comparison.",
                           "[negation] 'are preserved' -> 'are not preserved'"),
            overclaim=("In fast-uri, reserved path escapes such as %2F and %2E are preserved as path data by every function of the library, including resolve and serialize, not only during normalization and comparison.",
                       "scope widened: 'during normalization and comparison' -> 'by every function of the library, including resolve and serialize'"),
            added=("In fast-uri, reserved path escapes such as %2F and %2E are preserved as path data during normalization and comparison, a behaviour introduced to fix a path traversal vulnerability.",
                   "added origin and cause (a fix for a path traversal vulnerability) not in the README; 'traversal' and 'vulnerab' do not occur in it"),
        ),
        dict(
            section="Scheme supports",
            start="fast-uri supports inserting custom",
            end="following schemes:",
            reworded=("The fast-uri package supports inserting custom scheme-dependent processing rules, and it currently has built-in support for the schemes listed in its README.",
                      "the lower-case start 'fast-uri' -> 'The fast-uri package'; the two sentences joined; 'the following schemes:' (the list after the cut) -> 'the schemes listed in its README'; link syntax and URL dropped"),
            paraphrase=("Custom processing rules that depend on the scheme can be plugged into fast-uri, which at present ships with built-in support for a listed set of schemes.",
                        "freer rewording; 'supports inserting custom scheme-dependent processing rules' -> 'Custom processing rules that depend on the scheme can be plugged into'; 'Currently' -> 'at present'"),
            contradiction=("Custom scheme-dependent processing rules cannot be inserted into fast-uri, although it currently has built-in support for a listed set of schemes.",
                           "[negation] 'supports inserting custom scheme-dependent processing rules' -> 'cannot be inserted'"),
            overclaim=("The fast-uri package supports inserting custom scheme-dependent processing rules, and its built-in support for the schemes it lists is permanent and will never be removed.",
                       "scope widened in time: 'Currently, fast-uri has built-in support' -> 'is permanent and will never be removed'; 'permanent' does not occur in the README"),
            added=("The fast-uri package supports inserting custom scheme-dependent processing rules, which are registered by passing a handler object to a registerScheme function, and it currently has built-in support for a listed set of schemes.",
                   "added mechanism (a registerScheme function taking a handler object) not in the README; 'regist' and 'handler' do not occur in it"),
        ),
    ]))
