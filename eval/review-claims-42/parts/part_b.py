# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-42, part B (drafts 6-10).

Same format as review-claims-39's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the end of the start
anchor, inclusive), plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs under /work/main/node_modules (paths
relative to that folder).  `kind` is "README"; `num` is the package folder
name (which equals the "name" field of its package.json); `title` is the
README's first heading (ATX `# ` or setext `===`) with images, badges, links,
HTML and code marks read away, used in both draft headings.

`section` is the nearest heading above the sentence, written as in
review-claims-39: the top-level section (the last `## ` or `---`-underlined
heading before the cut, or the README's title where the cut comes before the
first such heading), and, where the heading the sentence sits directly under
is a deeper one (`###`, `####`), that heading's text in parentheses.
Heading texts are given without backticks, link syntax and badges.
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# glob-parent (4,646 bytes).  Three top-level sections: API (the description
# under "### globParent(maybeGlobString, [options])"), Escaping (the lead-in
# to the list of special characters, which ends in a colon) and Limitations
# (its two subsections, Braces & Brackets and Windows).  The tagline under
# the title is 9 words, Usage is code only, "#### options" is a code block,
# License is "ISC".
DOCS.append(dict(
    path="glob-parent/README.md",
    kind="README", num="glob-parent", title="glob-parent",
    sentences=[
        dict(
            section="API (globParent(maybeGlobString, [options]))",
            start="Takes a string and returns",
            end="Limitations below.",
            reworded=("The globParent function of glob-parent takes a string and returns the part of the path before the glob begins; users should be aware of the escaping rules and limitations described further on.",
                      "the subjectless description given the subject 'The globParent function of glob-parent' (heading); the imperative 'Be aware of' -> users should be aware of; 'below' -> described further on; 'Escaping rules and Limitations' lower-cased; the two sentences joined"),
            paraphrase=("Given a string, glob-parent's globParent hands back the portion of the path that comes before the start of the glob, and the README warns readers to mind its escaping rules and limitations.",
                        "freer rewording; 'returns the part of the path before the glob begins' -> hands back the portion that comes before the start of the glob; the imperative 'Be aware of' -> the README warns readers to mind"),
            contradiction=("The globParent function of glob-parent takes a string and returns the part of the path after the glob begins; users should be aware of the escaping rules and limitations described further on.",
                           "[direction] the part of the path before the glob begins -> after it"),
            overclaim=("The globParent function of glob-parent takes a string and returns the part of the path before the glob begins, and the escaping rules and limitations described further on are the only cases in which that result can be wrong.",
                       "exclusivity added: 'Be aware of Escaping rules and Limitations below' -> they are the only cases in which the result can be wrong; 'only' and 'wrong' do not occur in the README (Limitations speaks of 'some advanced use cases that can trip it up', which the claim does not deny)"),
            added=("The globParent function of glob-parent takes a string and returns the part of the path before the glob begins, caching the result for repeated calls with the same string.",
                   "added detail (the result is cached for repeated calls) not in the README; 'cache' and 'repeat' do not occur in it; the 'Be aware' sentence dropped for length"),
        ),
        dict(
            section="Escaping",
            start="The following characters have special",
            end="regular path characters:",
            reworded=("The characters listed in glob-parent's Escaping section have special significance in glob patterns and must be escaped if they are to be treated as regular path characters.",
                      "'The following characters' -> the characters listed in glob-parent's Escaping section (heading; the list itself is not named in any claim); 'if you want them to be treated' -> if they are to be treated; the colon (lead-in to the list) -> a full stop"),
            paraphrase=("Certain characters carry special meaning in glob patterns, and for glob-parent to read them as ordinary path characters they have to be escaped.",
                        "freer rewording; 'The following characters' -> certain characters; 'have special significance' -> carry special meaning; 'must be escaped if you want them to be treated as regular path characters' -> for glob-parent to read them as ordinary path characters they have to be escaped; joined with 'and', no cause added"),
            contradiction=("The characters listed in glob-parent's Escaping section have special significance in glob patterns but need not be escaped to be treated as regular path characters.",
                           "[negation] must be escaped -> need not be escaped"),
            overclaim=("The most important rule in glob-parent's README is that characters with special significance in glob patterns must be escaped to be treated as regular path characters.",
                       "a ranking added: the rule made 'the most important rule in the README'; 'important' and 'most' do not occur in the README (the API description points to the escaping rules and limitations alike, without ranking them)"),
            added=("The characters listed in glob-parent's Escaping section, which follow the glob syntax of the micromatch library, have special significance in glob patterns and must be escaped if they are to be treated as regular path characters.",
                   "added origin (the characters follow micromatch's glob syntax) not in the README; 'micromatch' does not occur in it (the only libraries named are expand-braces and expand-brackets)"),
        ),
        dict(
            section="Limitations (Braces & Brackets)",
            start="This library attempts a quick",
            end="parsing/lexing the pattern.",
            reworded=("The glob-parent library attempts a quick and imperfect method of determining which path parts have glob magic without fully parsing or lexing the pattern.",
                      "'This library' -> the glob-parent library; 'parsing/lexing' -> parsing or lexing"),
            paraphrase=("Rather than fully parsing or lexing a pattern, glob-parent uses a fast but imperfect way of working out which parts of the path contain glob magic.",
                        "freer rewording; 'without fully parsing/lexing' moved to the front as 'Rather than'; 'attempts a quick and imperfect method of determining' -> uses a fast but imperfect way of working out"),
            contradiction=("The glob-parent library attempts a slow but exact method of determining which path parts have glob magic without fully parsing or lexing the pattern.",
                           "[direction] quick and imperfect -> slow but exact (two antonym swaps in one phrase)"),
            overclaim=("The glob-parent library determines which path parts have glob magic in constant time, whatever the length of the pattern, without fully parsing or lexing it.",
                       "degree raised: 'a quick ... method' -> in constant time, whatever the length of the pattern; 'constant', 'time' and 'length' do not occur in the README; the claim also drops 'attempts' and 'imperfect'"),
            added=("The glob-parent library attempts a quick and imperfect method of determining which path parts have glob magic, relying on the is-glob package, without fully parsing or lexing the pattern.",
                   "added detail (the method relies on the is-glob package) not in the README; 'is-glob' does not occur in it; may be true in the world (glob-parent 5 depends on is-glob), not checked against the package"),
        ),
        dict(
            section="Limitations (Windows)",
            start="Backslashes are not valid",
            end="Windows path separators).",
            reworded=("Backslashes are not valid path separators for globs; if a path with backslashes is provided anyway, glob-parent will, for simple cases, replace the path separator and return the non-glob parent path, now with forward slashes, which are still valid as Windows path separators.",
                      "the two sentences joined; 'for you' dropped; the parenthesis turned into an appositive; 'forward-slashes' -> forward slashes"),
            paraphrase=("Globs do not accept backslashes as path separators, but if a path with backslashes is passed in a simple case, glob-parent swaps the separators itself and returns the non-glob parent with forward slashes, which Windows also accepts as path separators.",
                        "freer rewording; 'are not valid path separators for globs' -> globs do not accept them as separators; 'provided anyway' -> passed; 'replace the path separator for you' -> swaps the separators itself; 'still valid as Windows path separators' -> Windows also accepts them; keeps the condition 'for simple cases'"),
            contradiction=("Forward slashes are not valid path separators for globs; if a path with forward slashes is provided anyway, glob-parent will, for simple cases, replace the path separator and return the non-glob parent path, now with backslashes, which are still valid as Windows path separators.",
                           "[roles] backslashes (invalid in globs, replaced) and forward slashes (the replacement) swapped"),
            overclaim=("Backslashes are not valid path separators for globs; if a path with backslashes is provided anyway, glob-parent will, for simple cases, return the non-glob parent path with forward slashes, which every Windows program and API accepts as path separators.",
                       "scope widened: 'still valid as Windows path separators' -> accepted by every Windows program and API; 'every' does not occur in the README, 'API' only as the heading, 'Program' only in the code example's 'Program Files'"),
            added=("Backslashes are not valid path separators for globs; if a path with backslashes is provided anyway, glob-parent will, for simple cases, return the non-glob parent path with forward slashes, so that the result can be passed straight on to other glob libraries.",
                   "added purpose (the result can be passed on to other glob libraries) not in the README; 'library' occurs only in 'This library attempts' and 'your library' (Braces & Brackets), never about passing the result on"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# immediate (3,697 bytes).  Three top-level sections: Introduction (its last
# paragraph), The Tricks (two subsections, MessageChannel and
# <script> onreadystatechange) and "Tricks we don't use" (the setImmediate
# paragraph).  Above Introduction there is only code and "then"; the first
# and third Introduction paragraphs are full of links; "Reference and
# Reading" is a list of links.  The title heading carries a Travis badge,
# dropped from the title.
DOCS.append(dict(
    path="immediate/README.md",
    kind="README", num="immediate", title="immediate",
    sentences=[
        dict(
            section="Introduction",
            start="Several new features were added",
            end="barebones version.",
            reworded=("Several new features were added to immediate in versions 3.1.0 and 3.2.0 to maintain parity with process.nextTick, but the 3.0.x series is still being kept up to date for anyone who just needs the small barebones version.",
                      "'were added' given the object 'to immediate'; 'if you just need' -> for anyone who just needs"),
            paraphrase=("To stay on a par with process.nextTick, immediate gained several new features in versions 3.1.0 and 3.2.0, while the small barebones 3.0.x series continues to be kept up to date for those who need only that.",
                        "freer rewording; the purpose moved to the front; 'maintain parity with' -> stay on a par with; 'is still being kept up to date' -> continues to be kept up to date; 'if you just need the small barebones version' -> for those who need only that"),
            contradiction=("Several new features were added to immediate in versions 3.1.0 and 3.2.0 to maintain parity with process.nextTick, but the 3.2.x series is still being kept up to date for anyone who just needs the small barebones version.",
                           "[number] the barebones series 3.0.x -> 3.2.x (the series that, by the same sentence, got the new features in 3.2.0)"),
            overclaim=("Several new features were added to immediate in versions 3.1.0 and 3.2.0, which made it fully equivalent to process.nextTick in every respect, but the 3.0.x series is still being kept up to date for the small barebones version.",
                       "an aim asserted as an effect and a degree raised: 'to maintain parity with process.nextTick' -> made it fully equivalent in every respect; 'equivalent', 'respect' and 'every' do not occur in the README"),
            added=("Several new features were added to immediate in versions 3.1.0 and 3.2.0 to maintain parity with process.nextTick, but the 3.0.x series, which is about half the size, is still being kept up to date for anyone who just needs the small barebones version.",
                   "added estimate (the 3.0.x series is about half the size) not in the README; 'half' and 'size' do not occur in it ('small' is the sentence's own word)"),
        ),
        dict(
            section="The Tricks (MessageChannel)",
            start="Unfortunately, `postMessage`",
            end="inside a web worker.",
            reworded=("Because postMessage has completely different semantics inside web workers and so cannot be used there, immediate turns to MessageChannel, which has worse browser support but does work inside a web worker.",
                      "the two sentences joined ('Unfortunately' and 'So' -> Because); 'we turn to' -> immediate turns to; backticks and the reference-link brackets dropped"),
            paraphrase=("Since postMessage behaves entirely differently in web workers and is unusable there, immediate relies on MessageChannel instead, which browsers support less well but which works inside a web worker.",
                        "freer rewording; 'has completely different semantics' -> behaves entirely differently; 'cannot be used there' -> is unusable there; 'has worse browser support' -> browsers support less well; 'Unfortunately' dropped as an aside"),
            contradiction=("Because postMessage has completely different semantics inside web workers and so cannot be used there, immediate turns to MessageChannel, which has better browser support and also works inside a web worker.",
                           "[direction] worse browser support -> better browser support"),
            overclaim=("Because postMessage has completely different semantics inside web workers and so cannot be used there, immediate turns to MessageChannel, which only a handful of browsers support but which does work inside a web worker.",
                       "degree raised: 'worse browser support' -> only a handful of browsers support it; 'handful' and 'only' do not occur in the README"),
            added=("Because postMessage has completely different semantics inside web workers and so cannot be used there, immediate turns to MessageChannel, which has worse browser support but does work inside web workers, including service workers.",
                   "added detail (MessageChannel also used inside service workers) not in the README; 'service' and 'worker' other than in 'web worker(s)' do not occur in it"),
        ),
        dict(
            section="The Tricks (<script> onreadystatechange)",
            start="For our last trick",
            end="`onreadystatechange` event.",
            reworded=("As its last trick, immediate pulls something out to make things fast in Internet Explorer versions 6 through 8, namely creating a script element and firing its calls in the element's onreadystatechange event.",
                      "'For our last trick, we pull' -> As its last trick, immediate pulls; 'our calls' -> its calls; 'its onreadystatechange event' -> the element's; the colon before 'namely' -> a comma; backticks dropped"),
            paraphrase=("To speed things up in Internet Explorer 6 to 8, immediate's final trick is to create a script element and fire its calls from that element's onreadystatechange event.",
                        "freer rewording; 'to make things fast' moved to the front as 'To speed things up'; 'versions 6 through 8' -> 6 to 8; 'pull something out' (an idiom) dropped; 'in its ... event' -> from that element's ... event"),
            contradiction=("As its last trick, immediate pulls something out to make things fast in Internet Explorer versions 9 through 11, namely creating a script element and firing its calls in the element's onreadystatechange event.",
                           "[number] Internet Explorer versions 6 through 8 -> 9 through 11"),
            overclaim=("As its last trick, immediate creates a script element and fires its calls in the element's onreadystatechange event, which makes it the fastest way to schedule calls in Internet Explorer versions 6 through 8.",
                       "a ranking added: 'to make things fast' -> the fastest way to schedule calls; 'fastest' does not occur in the README (the next sentence says only that the trick is 'also faster than setTimeout(..., 0)')"),
            added=("As its last trick, immediate pulls something out to make things fast in Internet Explorer versions 6 through 8, namely creating a script element, firing its calls in the element's onreadystatechange event and then removing the element from the page again.",
                   "added detail (the script element is removed from the page afterwards) not in the README; 'remove' and 'clean' do not occur in it, 'page' only inside the 'multipage' URLs of the link definitions; plausible in the world, not checked"),
        ),
        dict(
            section="Tricks we don't use (setImmediate)",
            start="We avoid this process.nextTick",
            end="avoid using this.",
            reworded=("The immediate library avoids setImmediate: process.nextTick in Node is better suited to its needs, and in Internet Explorer 10 there is a broken version of setImmediate, which it avoids using.",
                      "'We avoid this' -> the immediate library avoids setImmediate ('this' named from the heading); the run-on sentence given a colon and a comma; 'node' -> Node; 'our needs' -> its needs; 'we avoid using this' -> which it avoids using"),
            paraphrase=("Two reasons keep immediate from using setImmediate: in Node, process.nextTick suits its needs better, and Internet Explorer 10 has a broken version of setImmediate.",
                        "freer rewording; the run-on sentence read as two reasons; 'is better suited to our needs' -> suits its needs better; 'there is a broken version' -> has a broken version"),
            contradiction=("The immediate library avoids process.nextTick in Node because setImmediate is better suited to its needs there, and it avoids setImmediate in Internet Explorer 10, where there is a broken version of it.",
                           "[roles] in Node, process.nextTick (better suited) and setImmediate (avoided) swapped; the Internet Explorer 10 part kept"),
            overclaim=("The immediate library avoids setImmediate because process.nextTick in Node is better suited to its needs and because every version of Internet Explorer has a broken setImmediate.",
                       "scope widened: 'in Internet Explorer 10 there is a broken version' -> every version of Internet Explorer has a broken one; 'every' does not occur in the README"),
            added=("The immediate library avoids setImmediate because process.nextTick in Node is better suited to its needs and because Internet Explorer 10 has a broken version of setImmediate, whereas Microsoft Edge has a working one.",
                   "added comparison (Microsoft Edge has a working setImmediate) not in the README; 'Edge' does not occur in it, 'microsoft' only in the ie-demo link's URL; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# jsonfile (6,444 bytes).  Setext headings: the title "Node.js - jsonfile"
# (underlined with "="), then "Why?", "Installation", "API" and "License"
# (underlined with "-"); the four method headings under API are "###".
# Three top-level sections: the introduction under the title, Why? and API
# (two method subsections).  Installation is an indented code line; the
# writeFile and writeFileSync options paragraphs repeat each other word for
# word from "Can also pass in", so no unique start anchor gives their second
# sentence; License is licence text.
DOCS.append(dict(
    path="jsonfile/README.md",
    kind="README", num="jsonfile", title="Node.js - jsonfile",
    sentences=[
        dict(
            section="Node.js - jsonfile",
            start="Easily read/write JSON",
            end="in the browser._",
            reworded=("The jsonfile module lets users easily read and write JSON files in Node.js; note that it cannot be used in the browser.",
                      "the subjectless tagline given the subject 'The jsonfile module ... lets users'; 'read/write' -> read and write; 'this module' -> it; the italic note marks dropped; the two sentences joined"),
            paraphrase=("With jsonfile, JSON files can be read and written without fuss in Node.js, though the module does not work in browsers.",
                        "freer rewording; 'Easily' -> without fuss; 'cannot be used in the browser' -> does not work in browsers"),
            contradiction=("The jsonfile module lets users easily read and write JSON files in Node.js, and it can be used in the browser as well.",
                           "[negation] cannot be used in the browser -> can be used in the browser as well"),
            overclaim=("The jsonfile module is the easiest way to read and write JSON files in Node.js, though it cannot be used in the browser.",
                       "a ranking added: 'Easily read/write' -> the easiest way; 'easiest' does not occur in the README"),
            added=("The jsonfile module lets users easily read and write JSON files in Node.js and in Electron's main process, but it cannot be used in the browser.",
                   "added detail (it also works in Electron's main process) not in the README; 'Electron' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Why?",
            start="Writing `JSON.stringify()`",
            end="became annoying.",
            reworded=("The reason for jsonfile is that writing JSON.stringify() and then fs.writeFile(), and JSON.parse() with fs.readFile() enclosed in try/catch blocks, became annoying.",
                      "the answer to the heading 'Why?' framed as 'The reason for jsonfile is that'; commas added around the second pair; backticks dropped"),
            paraphrase=("The jsonfile package exists because it got tiresome to call JSON.stringify() followed by fs.writeFile(), and to wrap JSON.parse() together with fs.readFile() in try/catch blocks.",
                        "freer rewording; the heading 'Why?' read as 'exists because'; 'became annoying' -> it got tiresome; 'and then' -> followed by; 'enclosed in' -> to wrap ... in"),
            contradiction=("The reason for jsonfile is that writing JSON.parse() and then fs.writeFile(), and JSON.stringify() with fs.readFile() enclosed in try/catch blocks, became annoying.",
                           "[roles] JSON.stringify() (paired with fs.writeFile()) and JSON.parse() (paired with fs.readFile()) swapped"),
            overclaim=("The reason for jsonfile is that every Node.js developer found writing JSON.stringify() and then fs.writeFile(), and JSON.parse() with fs.readFile() enclosed in try/catch blocks, annoying.",
                       "scope widened: an unattributed 'became annoying' -> every Node.js developer found it annoying; 'every' does not occur in the README, 'developer' only inside the developer.mozilla.org URLs"),
            added=("The reason for jsonfile is that writing JSON.stringify() and then fs.writeFile(), and JSON.parse() with fs.readFile() enclosed in try/catch blocks, became annoying in projects that keep their configuration in JSON files.",
                   "added condition (in projects that keep their configuration in JSON files) not in the README; 'config' does not occur in it, 'project' only in the AppVeyor badge URL"),
        ),
        dict(
            section="API (readFile(filename, [options], callback))",
            start="You can also use this method with promises",
            end="a callback function.",
            reworded=("The readFile method of jsonfile can also be used with promises: it will return a promise if no callback function is passed.",
                      "'You can also use this method' -> The readFile method of jsonfile can also be used (passive, 'this method' named from the heading and the next sentence); 'if you do not pass a callback function' -> if no callback function is passed; the two sentences joined; backticks dropped"),
            paraphrase=("When it is called without a callback function, jsonfile's readFile returns a promise, so the method works with promises as well.",
                        "freer rewording; the condition moved to the front; 'You can also use this method with promises' -> the method works with promises as well, given as what follows from the returned promise"),
            contradiction=("The readFile method of jsonfile cannot be used with promises; it always needs a callback function to be passed.",
                           "[negation] can also be used with promises (a promise is returned without a callback) -> cannot be used with promises and always needs a callback"),
            overclaim=("The readFile method of jsonfile returns a promise if no callback function is passed, and the promise form is the recommended way to call it.",
                       "a possibility made a recommendation: 'You can also use this method with promises' -> the promise form is the recommended way; 'recommend' does not occur in this README"),
            added=("The readFile method of jsonfile can also be used with promises, a feature that comes from the universalify package: it will return a promise if no callback function is passed.",
                   "added origin (the promise support comes from the universalify package) not in the README; 'universalify' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="API (readFileSync(filename, [options]))",
            start="`throws` (`boolean`, default: `true`). If an error",
            end="for the object.",
            reworded=("The throws option of jsonfile's readFileSync is a boolean that defaults to true: if an error is encountered reading or parsing the file, the error is thrown, and if the option is false, null is returned for the object.",
                      "the list item given the subject 'The throws option of jsonfile's readFileSync' (heading); '(boolean, default: true)' -> is a boolean that defaults to true; the imperative 'throw the error' -> the error is thrown; 'returns null' made passive; the sentences joined; backticks dropped"),
            paraphrase=("By default, jsonfile's readFileSync throws any error it meets while reading or parsing the file, but setting its boolean throws option to false makes it return null for the object instead.",
                        "freer rewording; 'default: true' -> By default; 'If an error is encountered' -> any error it meets; 'If false, returns null' -> setting the option to false makes it return null instead"),
            contradiction=("The throws option of jsonfile's readFileSync is a boolean that defaults to true, and even when it is set to false, readFileSync still throws an error encountered reading or parsing the file instead of returning null.",
                           "[negation] 'If false, returns null for the object' -> even when false, still throws instead of returning null"),
            overclaim=("The throws option of jsonfile's readFileSync defaults to true, and when it is set to false, readFileSync never throws an error of any kind and returns null instead.",
                       "scope widened: 'an error ... reading or parsing the file' -> never throws an error of any kind; 'never' and 'kind' do not occur in the README"),
            added=("The throws option of jsonfile's readFileSync is a boolean that defaults to true: if an error is encountered reading or parsing the file, the error is thrown, and if the option is false, a warning is printed and null is returned for the object.",
                   "added detail (a warning is printed when throws is false) not in the README; 'warn' and 'print' do not occur in it ('console.error' and 'console.log' occur only in the code examples)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# merge2 (3,744 bytes).  Only ONE top-level section has prose of 12+ words:
# API.  The tagline under the title is 10 words; Install is "Install with
# [npm](...)" and code; Usage is code only; the objectMode line and its
# follow-up sentence are 7 and 11 words; License is licence text.  So all
# four sentences come from API, from three different subsections: the
# description under the last of the five "### merge2(...)" signature
# headings, the queueDrain event and two items of "#### options".
DOCS.append(dict(
    path="merge2/README.md",
    kind="README", num="merge2", title="merge2",
    sentences=[
        dict(
            section="API (merge2(stream1, [stream2, stream3, ...], streamN, options))",
            start="return a duplex stream",
            end="merged in parallel.",
            reworded=("The merge2 function returns a duplex stream, mergedStream, and streams given in an array will be merged in parallel.",
                      "the subjectless fragment given the subject 'The merge2 function' (the headings); the parenthesis turned into an appositive; 'streams in array' -> streams given in an array; the two sentences joined"),
            paraphrase=("Calling merge2 yields a duplex stream called mergedStream, and any streams grouped together in an array are merged in parallel.",
                        "freer rewording; 'return' -> Calling merge2 yields; '(mergedStream)' -> called mergedStream; 'streams in array' -> streams grouped together in an array"),
            contradiction=("The merge2 function returns a duplex stream, mergedStream, and streams given in an array will be merged in sequence, one after another.",
                           "[direction] merged in parallel -> merged in sequence, one after another (the two modes of the tagline swapped for each other)"),
            overclaim=("The merge2 function returns a duplex stream, mergedStream, and putting streams in an array is the only way to have merge2 merge them in parallel.",
                       "exclusivity added: 'streams in array will be merged in parallel' -> an array is the only way to get parallel merging; 'only' does not occur in the README"),
            added=("The merge2 function returns a duplex stream, mergedStream, and streams given in an array will be merged in parallel, although merging many streams in parallel can raise memory use.",
                   "added drawback (parallel merging of many streams can raise memory use) not in the README; 'memory' does not occur in it ('highWaterMark' is named only as an option passed on to Node.js streams)"),
        ),
        dict(
            section="API (mergedStream.on('queueDrain', function() {}))",
            start="It will emit 'queueDrain'",
            end="end the mergedStream.",
            reworded=("The merge2 mergedStream will emit queueDrain when all streams have merged; if end is set to false in the options, this event gives notice that more streams should be added to merge or the mergedStream should be ended.",
                      "'It' -> The merge2 mergedStream (heading); 'all streams merged' -> have merged; 'If you set end === false' -> if end is set to false; 'give you a notice that should add ... or end' -> gives notice that more streams should be added ... or the mergedStream should be ended (grammar corrected); quotation marks and backticks dropped; the two sentences joined"),
            paraphrase=("Once every stream has been merged, merge2's mergedStream emits a queueDrain event, and with the end option set to false that event is the cue either to add more streams to merge or to end the mergedStream.",
                        "freer rewording; 'when all streams merged' -> Once every stream has been merged; 'this event give you a notice that should' -> that event is the cue either to ... or to"),
            contradiction=("The merge2 mergedStream will emit queueDrain as soon as the first stream has merged; if end is set to false in the options, this event gives notice that more streams should be added to merge or the mergedStream should be ended.",
                           "[number] when all streams merged -> as soon as the first stream has merged"),
            overclaim=("The merge2 mergedStream emits queueDrain when all streams have merged, and with end set to false in the options, listening for this event is the only way to know when to add more streams or end the mergedStream.",
                       "exclusivity added: 'this event give you a notice' -> listening for it is the only way to know; 'only' does not occur in the README"),
            added=("The merge2 mergedStream will emit queueDrain when all streams have merged, an event introduced in merge2 version 1.1; if end is set to false in the options, this event gives notice that more streams should be added or the mergedStream should be ended.",
                   "added origin (queueDrain was introduced in merge2 1.1) not in the README, invented; 'version' occurs only in the 'NPM version' badge's alt text, '1.1' nowhere"),
        ),
        dict(
            section="API (options)",
            start="**end** - `Boolean`",
            end="by yourself.",
            reworded=("The end option of merge2 is a Boolean: if end is false, the mergedStream will not be ended automatically, and users should end it themselves.",
                      "the list item given the subject 'The end option of merge2' (heading options); 'end === false' -> end is false; 'auto ended' -> ended automatically; 'you should end by yourself' -> users should end it themselves; bold and backticks dropped"),
            paraphrase=("Setting merge2's Boolean end option to false stops the mergedStream from ending on its own, leaving users to end it themselves.",
                        "freer rewording; 'if end === false then mergedStream will not be auto ended' -> setting the option to false stops it from ending on its own; 'you should end by yourself' -> leaving users to end it themselves"),
            contradiction=("The end option of merge2 is a Boolean: even if end is false, the mergedStream will still be ended automatically, so users need not end it themselves.",
                           "[negation] will not be auto ended -> will still be ended automatically, and users need not end it"),
            overclaim=("The Boolean end option is the only way to stop merge2's mergedStream from ending automatically; with end set to false, users should end it themselves.",
                       "exclusivity added: 'if end === false then mergedStream will not be auto ended' -> the end option is the only way to stop it ending automatically; 'only' does not occur in the README"),
            added=("The end option of merge2 is a Boolean: if end is false, the mergedStream will not be ended automatically, and users should end it themselves; ending it before all streams have merged drops the data of the streams not yet merged.",
                   "added consequence (ending it before all streams have merged drops the data of those not yet merged) not in the README; 'drop' and 'data' do not occur in it (the queueDrain sentence says only that, with end false, the event is the notice to add more streams or end the mergedStream)"),
        ),
        dict(
            section="API (options)",
            start="**pipeError** - `Boolean`",
            end="from source streams.",
            reworded=("The pipeError option of merge2 is a Boolean: if pipeError is true, the mergedStream will emit the error event from the source streams.",
                      "the list item given the subject 'The pipeError option of merge2' (heading options); 'pipeError === true' -> pipeError is true; 'emit error event' -> emit the error event; bold and backticks dropped"),
            paraphrase=("When merge2's Boolean pipeError option is true, error events from the source streams are emitted on the mergedStream.",
                        "freer rewording; the condition moved to the front; 'mergedStream will emit error event from source streams' made passive"),
            contradiction=("The pipeError option of merge2 is a Boolean: if pipeError is true, the source streams will emit the error event from the mergedStream.",
                           "[roles] the mergedStream (which emits) and the source streams (where the error comes from) swapped"),
            overclaim=("The pipeError option of merge2 is a Boolean: if pipeError is true, the mergedStream will emit every error that occurs anywhere in the pipeline, including errors of the streams it is piped into.",
                       "scope widened: 'error event from source streams' -> every error anywhere in the pipeline, including downstream streams; 'every', 'pipeline' and 'anywhere' do not occur in the README"),
            added=("The pipeError option of merge2 is a Boolean: if pipeError is true, the mergedStream will emit the error event from the source streams, with the failing source stream attached to the error object.",
                   "added detail (the failing source stream is attached to the error object) not in the README; 'attach' and 'object' (other than 'objectMode' and the Type 'Object') do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# mime-types (3,481 bytes).  Three top-level sections: the introduction under
# the "# mime-types" title (the first item of the "except:" list, cut before
# its ", so do `var type = ...`" code), Adding Types, and API (two cuts from
# the mime.contentType description: its first two sentences, then its third).
# The tagline is 5 words, "Otherwise, the API is compatible with `mime`
# 1.x." 8, Install is a boilerplate lead-in full of links, "All functions
# return `false` ..." 10, and the other API descriptions 6-8 words.
DOCS.append(dict(
    path="mime-types/README.md",
    kind="README", num="mime-types", title="mime-types",
    sentences=[
        dict(
            section="mime-types",
            start="__No fallbacks.__",
            end="simply returns `false`",
            reworded=("The mime-types module has no fallbacks: instead of naively returning the first available type, mime-types simply returns false.",
                      "the list item's bold 'No fallbacks.' given the subject 'The mime-types module has'; backticks and bold marks dropped; a full stop added (the cut ends before ', so do' and its code)"),
            paraphrase=("Rather than naively falling back to the first available type, mime-types just returns false.",
                        "freer rewording; 'No fallbacks. Instead of naively returning the first available type' -> Rather than naively falling back to the first available type; 'simply' -> just"),
            contradiction=("The mime-types module has no fallbacks: instead of naively returning the first available type, mime-types simply returns null.",
                           "[entity] returns false -> returns null"),
            overclaim=("The mime-types module has no fallbacks and simply returns false instead, so every type it does return is guaranteed to be the correct one.",
                       "a guarantee added: 'No fallbacks ... simply returns false' -> every type it returns is guaranteed to be correct; 'guarantee', 'correct' and 'every' do not occur in the README"),
            added=("The mime-types module has no fallbacks: instead of naively returning the first available type, mime-types simply returns false and logs a warning.",
                   "added detail (a warning is logged) not in the README; 'warn' and 'log' do not occur in it"),
        ),
        dict(
            section="Adding Types",
            start="All mime types are based on",
            end="add mime types.",
            reworded=("All mime types in mime-types are based on mime-db, so anyone who would like to add mime types should open a PR there.",
                      "'All mime types' given 'in mime-types'; the link syntax dropped; the imperative 'open a PR there if you'd like to add' -> anyone who would like to add ... should open a PR there"),
            paraphrase=("Since mime-types takes all of its MIME types from mime-db, new types should be proposed through a pull request to mime-db.",
                        "freer rewording; 'are based on' -> takes from; 'open a PR there if you'd like to add mime types' -> new types should be proposed through a pull request to mime-db; 'so' -> Since"),
            contradiction=("All mime types in mime-types are based on the IANA media types registry, so anyone who would like to add mime types should submit them there.",
                           "[entity] mime-db -> the IANA media types registry ('IANA' does not occur in the README)"),
            overclaim=("All mime types in mime-types are based on mime-db, so any type added to mime-db through a PR becomes available in mime-types immediately.",
                       "an effect asserted in time: 'based on mime-db, so open a PR there' -> a type added there becomes available in mime-types immediately; 'immediately' does not occur in the README"),
            added=("All mime types in mime-types are based on mime-db, which collects them from IANA, Apache and nginx, so anyone who would like to add mime types should open a PR there.",
                   "added detail (mime-db collects its types from IANA, Apache and nginx) not in the README; 'IANA', 'Apache' and 'nginx' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="API (mime.contentType(type))",
            start="Create a full content-type header",
            end="content-type is used.",
            reworded=("The mime.contentType function of mime-types creates a full content-type header given a content-type or extension; when given an extension, mime.lookup is used to get the matching content-type, and otherwise the given content-type is used.",
                      "the subjectless description given the subject 'The mime.contentType function of mime-types' (heading); 'Create' -> creates; the two sentences joined; backticks dropped"),
            paraphrase=("From either a content-type or an extension, mime.contentType builds a full content-type header, looking an extension up with mime.lookup to find its content-type and otherwise taking the content-type it was given.",
                        "freer rewording; 'given a content-type or extension' moved to the front; 'Create' -> builds; 'mime.lookup is used to get the matching content-type' -> looking an extension up with mime.lookup to find its content-type"),
            contradiction=("The mime.contentType function of mime-types creates a full content-type header given a content-type or extension; when given an extension, mime.extension is used to get the matching content-type, and otherwise the given content-type is used.",
                           "[entity] mime.lookup -> mime.extension (a real mime-types function, described in the README as getting the default extension for a content-type)"),
            overclaim=("The mime.contentType function of mime-types creates a full content-type header given a content-type or extension and is the recommended way to set the Content-Type header of every HTTP response.",
                       "a possibility made a recommendation and scope widened: 'Create a full content-type header' -> the recommended way for every HTTP response; 'recommend', 'HTTP', 'response' and 'every' do not occur in the README"),
            added=("The mime.contentType function of mime-types creates a full content-type header given a content-type or extension; when given an extension, mime.lookup, which ignores letter case, is used to get the matching content-type.",
                   "added detail (mime.lookup ignores letter case) not in the README; 'case' and 'letter' do not occur in it (the lookup examples are all lower-case); the 'otherwise' clause dropped for length"),
        ),
        dict(
            section="API (mime.contentType(type))",
            start="Then if the",
            end="returned content-type.",
            reworded=("Then, if the content-type does not already have a charset parameter, mime.contentType uses mime.charset to get the default charset and adds it to the returned content-type.",
                      "'mime.charset is used' given the subject mime.contentType (heading): 'mime.contentType uses mime.charset'; 'add to' -> adds it to; backticks dropped"),
            paraphrase=("When the content-type lacks a charset parameter, mime.contentType asks mime.charset for the default charset and appends it to the content-type it returns.",
                        "freer rewording; 'does not already have' -> lacks; 'is used to get' -> asks for; 'add to the returned content-type' -> appends it to the content-type it returns; 'Then' dropped"),
            contradiction=("Then, if the content-type does not already have a charset parameter, mime.contentType returns it without adding any charset.",
                           "[negation] mime.charset is used to get the default charset and add it to the returned content-type -> returns it without adding any charset"),
            overclaim=("Then, if the content-type does not already have a charset parameter, mime.contentType adds the default charset from mime.charset, which is always UTF-8.",
                       "scope widened: 'the default charset' -> always UTF-8; 'always' does not occur in the README ('UTF-8' only in the one mime.charset example for text/markdown)"),
            added=("Then, if the content-type does not already have a charset parameter, mime.contentType uses mime.charset to get the default charset and adds it to the returned content-type, a step that can be switched off with an option.",
                   "added detail (the charset step can be switched off with an option) not in the README; 'option' and 'switch' do not occur in it"),
        ),
    ]))
