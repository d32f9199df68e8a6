# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-47, part D (drafts 16-20).

Same format as review-claims-46's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name below node_modules, scope
included, equal to the "name" field of the package's package.json); `title`
is the text of the README's first level-1 heading with images, links, HTML
and code marks read away.  `section` is the text of the nearest heading above
the sentence (closing '#'s of ATX headings and badges dropped, other markup
kept, as in review-claims-46); check_part_d.py also derives the top-level
section of each cut.

DOCUMENTS DIFFER FROM THE FIRST BRIEF (see notes-d.md, "Read this first"):
three of the five assigned READMEs have fewer than four prose sentences of
12-45 words that occur in no other README:
  draft 16  @secretlint/secretlint-rule-preset-recommend/README.md  (2)
  draft 17  is-extglob/README.md                                    (0)
  draft 18  boundary/README.md                                      (0)
Draft 16 uses the first brief's spare, color-convert/README.md.  Drafts 17
and 18 first used whatwg-encoding/README.md and reusify/README.md (chosen by
the first helper); both were used by earlier evaluation sets, so a second
brief had them replaced by the first two READMEs of its candidate list
(yocto-queue, signal-exit, underscore, ms, balanced-match, in that order)
that have at least four package-specific prose sentences of 12-45 words:
  draft 17  signal-exit/README.md  (yocto-queue, before it, has three)
  draft 18  ms/readme.md           (underscore, before it, has two)
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# color-convert's README (color-convert 2.0.1; the brief's spare, used in
# place of @secretlint/secretlint-rule-preset-recommend, whose README has two
# package-specific prose passages of 12+ words).  Five level-1 headings
# (# color-convert, # Install, # API, # Contribute, # License), so level 1 is
# the top level; # API holds ### Arrays and ## Routing.  Sentences from three
# top-level sections: color-convert (the intro under the title), API (x2: the
# rounding paragraph and the ## Routing caveat) and Contribute.
DOCS.append(dict(
    path="color-convert/README.md",
    kind="README", num="color-convert", title="color-convert",
    sentences=[
        dict(
            section="color-convert",
            start="Color-convert is a color conversion library",
            end="(will round to closest):",
            reworded=("The color-convert package is a color conversion library for JavaScript and node that converts all ways between rgb, hsl, hsv, hwb, cmyk, ansi, ansi16, hex strings and CSS keywords, and will round to the closest.",
                      "'Color-convert' -> 'The color-convert package'; the two sentences joined with 'that'; backticks dropped ('keywords' for `keyword`s); the parenthesis '(will round to closest)' made a clause; the colon before the code example dropped"),
            paraphrase=("Color-convert, a color conversion library for JavaScript and Node, converts in every direction among rgb, hsl, hsv, hwb, cmyk, ansi, ansi16, hex strings and CSS keyword names, rounding to the nearest match.",
                        "freer rewording; 'converts all ways between' -> 'converts in every direction among'; all nine formats kept; 'will round to closest' -> 'rounding to the nearest match'; the lead-in colon dropped"),
            contradiction=("The color-convert package converts only one way, from rgb to hsl, hsv, hwb, cmyk, ansi, ansi16, hex strings and CSS keywords, and will round to the closest.",
                           "[direction] 'converts all ways between' -> 'converts only one way, from rgb to' (all directions -> one direction, tagged like review-claims-38's bidirectional -> one-way); the code example under the cut also converts keyword to rgb"),
            overclaim=("Color-convert is the fastest color conversion library for JavaScript and node, converting all ways between rgb, hsl, hsv, hwb, cmyk, ansi, ansi16, hex strings and CSS keywords.",
                       "ranking added: 'a color conversion library' -> 'the fastest color conversion library'; the README compares color-convert with no other library and says nothing about speed ('fast', 'speed' and 'performance' do not occur in it)"),
            added=("The color-convert package is a color conversion library for JavaScript and node, used by the chalk and ansi-styles packages, that converts all ways between rgb, hsl, hsv, hwb, cmyk, ansi, ansi16, hex strings and CSS keywords.",
                   "added detail (used by chalk and ansi-styles) not in the README; 'chalk' and 'ansi-styles' do not occur in it ('ansi' only as the format names ansi, ansi16 and ansi256); may be true in the world, not checked"),
        ),
        dict(
            section="API",
            start="All functions have a rounded and unrounded variant.",
            end="tack on `.raw` to the function.",
            reworded=("In the color-convert package, all functions have a rounded and unrounded variant; return values are rounded by default, and the unrounded (raw) results are obtained by simply tacking .raw on to the function.",
                      "the setting 'In the color-convert package' added; the three sentences joined; 'By default, return values are rounded' reordered; 'To get ..., simply tack on' made passive; backticks dropped"),
            paraphrase=("Every color-convert conversion comes in a rounded and an unrounded form: results are rounded unless .raw is appended to the function, which gives the raw, unrounded values.",
                        "freer rewording; 'All functions have a rounded and unrounded variant' -> 'Every ... conversion comes in a rounded and an unrounded form'; 'By default, return values are rounded' -> 'results are rounded unless'; 'tack on .raw' -> '.raw is appended'"),
            contradiction=("In the color-convert package, all functions have a rounded and unrounded variant; return values are unrounded by default, and the rounded results are obtained by tacking .raw on to the function.",
                           "[roles] the rounded and the unrounded variant swapped: the sentence makes rounded the default and .raw the way to the unrounded results"),
            overclaim=("In the color-convert package, all functions have a rounded and unrounded variant, and the rounded default is the recommended choice for every application.",
                       "a default made a recommendation: the README says only that return values are rounded by default and how to get the raw ones; it recommends neither ('recommend' does not occur in it)"),
            added=("In the color-convert package, all functions have a rounded and unrounded variant, rounded by default, and the unrounded .raw variant is meant for chaining conversions without accumulating rounding errors.",
                   "added purpose (the raw variant is meant for chaining conversions without accumulating rounding errors) not in the README; 'chain', 'accumulat' and 'error' do not occur in it; the Routing caveat about a loss of precision is about extensive conversions, not about .raw"),
        ),
        dict(
            section="Routing",
            start="Keep in mind that extensive conversions",
            end="exist only to be complete.",
            reworded=("In the color-convert package, extensive conversions may result in a loss of precision, and they exist only to be complete.",
                      "'Keep in mind that' dropped; the setting 'In the color-convert package' added; the italics around 'may' dropped; 'they' added before 'exist'"),
            paraphrase=("The long, multi-step conversions that color-convert routes together are there only for completeness and can lose precision.",
                        "freer rewording; 'extensive conversions' -> 'The long, multi-step conversions that color-convert routes together' (named from the ## Routing section: 'automatically routed together', 'conversions requiring more than one step'); 'may result in a loss of precision' -> 'can lose precision'; 'exist only to be complete' -> 'are there only for completeness'"),
            contradiction=("In the color-convert package, extensive conversions never result in a loss of precision, although they exist only to be complete.",
                           "[negation] 'may result in a loss of precision' -> 'never result in a loss of precision'"),
            overclaim=("In the color-convert package, extensive conversions always result in a noticeable loss of precision and exist only to be complete.",
                       "hedge removed and degree raised: 'may result in a loss of precision' -> 'always result in a noticeable loss of precision'; the README gives no measure of the loss"),
            added=("In the color-convert package, extensive conversions, such as one from ansi16 through rgb to lab, may result in a loss of precision and exist only to be complete.",
                   "added example (ansi16 through rgb to lab) not in the README; its own examples of routed conversions are XYZ -> RGB -> CMYK and LCH -> LAB -> XYZ -> RGB -> Hex; 'lab' occurs in them and in the code (hex.lab), ansi16 only in the format list and the channels code; the route is invented"),
        ),
        dict(
            section="Contribute",
            start="If there is a new model you would like",
            end="please send us a pull request.",
            reworded=("The color-convert maintainers ask for a pull request from anyone who would like to support a new model or add a direct conversion between two existing models.",
                      "'please send us a pull request' -> 'The color-convert maintainers ask for a pull request'; 'If there is a new model you would like to support, or want to add' -> 'from anyone who would like to support ... or add'; both cases kept"),
            paraphrase=("Contributions to color-convert of a new color model, or of a direct conversion between two models it already has, are welcome as pull requests.",
                        "freer rewording; the request made an invitation ('are welcome as pull requests'); 'two existing models' -> 'two models it already has'; both cases kept; the second person dropped"),
            contradiction=("The color-convert maintainers ask contributors not to send pull requests for new models or for direct conversions between two existing models.",
                           "[negation] 'please send us a pull request' -> 'ask contributors not to send pull requests'"),
            overclaim=("The color-convert maintainers will merge any pull request that adds a new model or a direct conversion between two existing models.",
                       "a request made a promise: 'please send us a pull request' -> 'will merge any pull request'; the README says nothing about what is merged ('merge' does not occur in it)"),
            added=("The color-convert maintainers ask for a pull request, with tests for the new functions, from anyone who would like to support a new model or add a direct conversion between two existing models.",
                   "added requirement (tests for the new functions) not in the README; 'test' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# signal-exit's README (signal-exit 4.1.0; the first README of the brief's
# candidate list with four or more package-specific prose sentences of 12-45
# words, used in place of is-extglob, whose README has none; yocto-queue,
# listed before it, has three: see notes-d.md).  "# signal-exit" (the title:
# a lead-in, a list of four ways a process exits, "Use `signal-exit`." and a
# code example), then ## API (a signature line and three paragraphs) with
# ### Options (one item), ### Capturing Signal Exits (four paragraphs) and
# ### Browser Fallback (two paragraphs).  Its only level-1 heading is the
# title, so the top level is ##: the document has two top-level sections
# (signal-exit and API).  Sentences from both, under four distinct headings:
# signal-exit (the list), API, Options and Capturing Signal Exits.
DOCS.append(dict(
    path="signal-exit/README.md",
    kind="README", num="signal-exit", title="signal-exit",
    sentences=[
        dict(
            section="signal-exit",
            start="reaching the end of execution.",
            end="from outside the process",
            reworded=("The signal-exit package is for firing an event when a process exits by reaching the end of execution, by explicitly having process.exit(code) called, by having process.kill(pid, sig) called, or by receiving a fatal signal from outside the process.",
                      "the four list items joined into one sentence, each given 'by'; the frame from the lines around the list ('When you want to fire an event no matter how a process exits:' ... 'Use `signal-exit`.') as the subject 'The signal-exit package is for firing an event when a process exits'; backticks dropped"),
            paraphrase=("With signal-exit an event can be fired whichever way a process ends: normal completion of execution, an explicit call to process.exit(code), a call to process.kill(pid, sig), or a fatal signal sent to it from outside.",
                        "freer rewording; 'reaching the end of execution' -> 'normal completion of execution'; 'explicitly having ... called' -> 'an explicit call to'; 'receiving a fatal signal from outside the process' -> 'a fatal signal sent to it from outside'; all four ways and the qualifiers 'explicit', 'fatal' and 'from outside' kept"),
            contradiction=("The signal-exit package is for firing an event on three kinds of process exit: reaching the end of execution, an explicit process.exit(code) call and a process.kill(pid, sig) call.",
                           "[number] the list's four ways a process exits -> 'three kinds of process exit', the fourth (a fatal signal from outside the process) left out; the list names four, and the lead-in's 'no matter how a process exits' rules out a closed list of three"),
            overclaim=("The signal-exit package is the only reliable way to fire an event when a process exits by reaching the end of execution, by process.exit(code) or process.kill(pid, sig) being called, or by a fatal signal from outside.",
                       "exclusivity added: 'Use signal-exit' for these four ways of exiting -> 'the only reliable way'; the README compares signal-exit with nothing ('reliable' does not occur in it, 'only' once, in '_only_ fires for signals' under ## API)"),
            added=("The signal-exit package, first written for the nyc test coverage tool, is for firing an event when a process exits by reaching the end of execution, by process.exit(code) or process.kill(pid, sig) being called, or by a fatal signal from outside.",
                   "added origin (first written for the nyc test coverage tool) not in the README; 'nyc' and 'coverage' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="API",
            start="If the global `process` object is not suitable",
            end="returns a no-op `remove` method.",
            reworded=("In signal-exit, if the global process object is not suitable for the purpose (that is, it is unset, or it has no emit method, or the like), then the onExit function is a no-op that returns a no-op remove method.",
                      "the setting 'In signal-exit' added; 'this purpose' -> 'the purpose'; the parenthesis '(ie, it's unset, or doesn't have an `emit` method, etc.)' -> '(that is, it is unset, or it has no emit method, or the like)'; backticks dropped"),
            paraphrase=("When there is no usable global process object, for instance because it is missing or lacks an emit method, the onExit function of signal-exit does nothing and hands back a remove method that does nothing either.",
                        "freer rewording; 'is not suitable for this purpose' -> 'there is no usable global process object'; 'ie, it's unset, or doesn't have an emit method, etc.' -> 'for instance because it is missing or lacks an emit method'; 'is a no-op that returns a no-op remove method' -> 'does nothing and hands back a remove method that does nothing either'"),
            contradiction=("In signal-exit, if the global process object is not suitable, for example because it is unset or has no emit method, then the remove method is a no-op that returns a no-op onExit function.",
                           "[roles] onExit and remove swapped: the sentence has onExit be the no-op that returns a no-op remove method, as the signature line above it shows onExit returning remove"),
            overclaim=("In signal-exit, the onExit function can never throw in any JavaScript environment, since it becomes a no-op that returns a no-op remove method whenever the global process object is unset or lacks an emit method.",
                       "a guarantee added: the sentence says what onExit does when the process object is not suitable; 'can never throw in any JavaScript environment' is a general promise the README never makes ('throw' and 'environment' do not occur in it)"),
            added=("In signal-exit, if the global process object is unset or has no emit method, the onExit function is a no-op that returns a no-op remove method, and it prints a one-time warning the first time this happens.",
                   "added consequence (a one-time warning is printed) not in the README; 'warning' does not occur in it; invented"),
        ),
        dict(
            section="Options",
            start="`alwaysLast`: Run this handler",
            end="to be monkeypatched.",
            reworded=("The alwaysLast option of signal-exit runs the handler after any other signal or exit handlers, and it causes process.emit to be monkeypatched.",
                      "the option item given the subject 'The alwaysLast option of signal-exit'; the imperative 'Run this handler' -> 'runs the handler'; 'This causes' -> 'and it causes'; the two sentences joined; backticks dropped"),
            paraphrase=("Setting alwaysLast in signal-exit makes the handler run once every other signal or exit handler has run, and turning it on leads to process.emit being monkeypatched.",
                        "freer rewording; 'Run this handler after any other signal or exit handlers' -> 'makes the handler run once every other signal or exit handler has run'; 'This causes process.emit to be monkeypatched' -> 'turning it on leads to process.emit being monkeypatched'"),
            contradiction=("The alwaysLast option of signal-exit runs the handler before any other signal or exit handlers, and it causes process.emit to be monkeypatched.",
                           "[direction] 'after any other signal or exit handlers' -> 'before any other signal or exit handlers' (the option's own name, alwaysLast, also says last)"),
            overclaim=("Every signal-exit handler should be registered with the alwaysLast option, which runs it after any other signal or exit handlers by monkeypatching process.emit.",
                       "an option made a recommendation for every handler: the README lists alwaysLast among the options and says nothing about when to use it ('should', 'recommend' and 'register' do not occur in it)"),
            added=("The alwaysLast option of signal-exit runs the handler after any other signal or exit handlers, and when several handlers set it, they run in the order in which they were added.",
                   "added rule (handlers that all set alwaysLast run in the order they were added) not in the README; 'order' does not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Capturing Signal Exits",
            start="In this case, it your responsibility",
            end="would otherwise have occurred.",
            reworded=("When a signal-exit handler captures a signal exit by returning true, it is the caller's responsibility to exit with a signal (for example, by calling process.kill()) if the caller wishes to preserve the same exit status that would otherwise have occurred.",
                      "'In this case' -> 'When a signal-exit handler captures a signal exit by returning true' (the paragraph above: a handler returning an exact boolean true for an exit due to a signal); 'it your responsibility as the caller' -> 'it is the caller's responsibility' (the source's missing 'is' supplied); 'if you wish' -> 'if the caller wishes'; backticks dropped"),
            paraphrase=("Once a handler has captured a signal exit, signal-exit leaves it to the caller to exit with a signal, such as through process.kill(), whenever the exit status that would have resulted is to be kept.",
                        "freer rewording; the referent of 'In this case' as 'Once a handler has captured a signal exit'; 'it your responsibility as the caller' -> 'leaves it to the caller'; 'for example, by calling' -> 'such as through'; 'if you wish to preserve the same exit status that would otherwise have occurred' -> 'whenever the exit status that would have resulted is to be kept'"),
            contradiction=("When a signal-exit handler captures a signal exit by returning true, it is the caller's responsibility to exit with a signal, for example by calling process.exit(), if the caller wishes to preserve the same exit status that would otherwise have occurred.",
                           "[entity] process.kill() -> process.exit(): the sentence's example of exiting with a signal is process.kill(); the README's list under the title gives process.exit(code) as an exit by code, a different way of exiting"),
            overclaim=("In signal-exit, after a handler captures a signal exit, a call to process.kill() by the caller is guaranteed to reproduce exactly the exit status that would otherwise have occurred, on every operating system.",
                       "a guarantee added and the scope widened: the sentence gives process.kill() as one example of exiting with a signal to preserve the exit status; 'guaranteed to reproduce exactly' and 'on every operating system' are not stated ('guarantee', 'operating', 'platform' and 'Windows' do not occur in the README)"),
            added=("When a signal-exit handler captures a signal exit by returning true, it is the caller's responsibility to exit with a signal, for example by calling process.kill(), if the caller wishes to preserve the exit status, which a shell reports as 128 plus the signal number.",
                   "added detail (a shell reports the status as 128 plus the signal number) not in the README; '128' and 'shell' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# ms's readme (ms 2.1.3; the second README of the brief's candidate list with
# four or more package-specific prose sentences of 12-45 words, used in place
# of boundary, whose README has none; underscore, listed before it, has two:
# see notes-d.md).  "# ms" (the title, a CI badge and an 11-word intro), then
# ## Examples (code, with ### Convert from Milliseconds and ### Time Format
# Written-Out, code only), ## Features (four items), ## Related Packages (one
# 7-word item) and ## Caught a Bug? (three numbered steps and a 10-word line).
# The top level is ##.  Only ## Features and ## Caught a Bug? hold prose of
# 12+ words, so the sentences come from two top-level sections and two
# headings: the three long Features items and the last sentence of step 3.
DOCS.append(dict(
    path="ms/readme.md",
    kind="README", num="ms", title="ms",
    sentences=[
        dict(
            section="Features",
            start="If a number is supplied to `ms`",
            end="a string with a unit is returned",
            reworded=("When a number is supplied to the ms package, it returns a string with a unit.",
                      "passive -> active: 'If a number is supplied to `ms`, a string with a unit is returned' -> 'When a number is supplied to the ms package, it returns a string with a unit'; backticks dropped; a full stop added (the item has none)"),
            paraphrase=("Given a numeric argument, ms produces a string that includes a unit.",
                        "freer rewording; 'If a number is supplied to ms' -> 'Given a numeric argument'; 'a string with a unit is returned' -> 'produces a string that includes a unit'"),
            contradiction=("When a number is supplied to the ms package, it returns a string without a unit.",
                           "[negation] 'a string with a unit' -> 'a string without a unit'; the examples under ### Convert from Milliseconds (ms(60000) gives \"1m\") also show the unit"),
            overclaim=("When a number is supplied to the ms package, it returns a string with a unit that always gives the exact value, never a rounded one.",
                       "a guarantee added: the item says only that a string with a unit is returned; nothing in the README says the string is exact ('exact' and 'round' do not occur in it); its examples (60000 -> \"1m\", 2 * 60000 -> \"2m\") happen to be whole units"),
            added=("When a number is supplied to the ms package, it returns a string with a unit, which makes it handy for printing how long a request took in log output.",
                   "added purpose and example (printing request durations in logs) not in the README; 'request' and 'log' do not occur in it; invented"),
        ),
        dict(
            section="Features",
            start="If a string that contains the number is supplied",
            end="for `'100'`)",
            reworded=("When a string that contains the number is supplied to the ms package, it returns it as a number, for example 100 for '100'.",
                      "'If a string ... is supplied' -> 'When a string ... is supplied to the ms package'; the parenthesis '(e.g.: it returns `100` for `'100'`)' -> ', for example 100 for '100''; backticks dropped; a full stop added"),
            paraphrase=("Given a numeric string such as '100', ms gives back the number itself, 100 in that case.",
                        "freer rewording; 'a string that contains the number' -> 'a numeric string'; 'returns it as a number' -> 'gives back the number itself'; the example kept as 'such as '100'' and '100 in that case'"),
            contradiction=("When a string that contains the number is supplied to the ms package, it returns it as a number, for example 100000 for '100'.",
                           "[number] 'it returns 100 for '100'' -> '100000 for '100''; the sentence returns the string as the same number, and the Examples block has ms('100') // 100"),
            overclaim=("The ms package returns a numeric string such as '100' as a number, which makes it a full replacement for parseInt and Number when reading numeric strings.",
                       "degree raised: one case of ms's input handling -> 'a full replacement for parseInt and Number'; the README compares ms with no other function ('parseInt' does not occur in it, 'Number' only as the word 'number')"),
            added=("When a string that contains the number is supplied to the ms package, it returns it as a number, for example 100 for '100', so that configuration values read from environment variables can be passed straight to ms.",
                   "added purpose (configuration values from environment variables) not in the README; 'configuration' and 'environment' do not occur in it; invented"),
        ),
        dict(
            section="Features",
            start="If you pass a string with a number and a valid unit",
            end="milliseconds is returned",
            reworded=("When a string with a number and a valid unit is passed to the ms package, it returns the number of equivalent milliseconds.",
                      "'If you pass a string' -> 'When a string ... is passed to the ms package' (the reader taken out); 'the number of equivalent milliseconds is returned' -> 'it returns the number of equivalent milliseconds'; a full stop added"),
            paraphrase=("Handing ms a string made of a number plus a recognised unit gives back the matching amount of time in milliseconds.",
                        "freer rewording; 'a valid unit' -> 'a recognised unit'; 'the number of equivalent milliseconds is returned' -> 'gives back the matching amount of time in milliseconds'"),
            contradiction=("When a string with a number and a valid unit is passed to the ms package, it returns the number of equivalent seconds.",
                           "[entity] milliseconds -> seconds; the Examples block (ms('1m') // 60000, ms('5s') // 5000) and the intro ('convert various time formats to milliseconds') agree with the sentence"),
            overclaim=("The ms package returns the number of equivalent milliseconds for any string with a number and a unit, whatever the language or abbreviation of the unit.",
                       "condition dropped and scope widened: 'a valid unit' -> 'a unit, whatever the language or abbreviation'; the README does not list the valid units, and its examples use English units only ('language' and 'abbreviation' do not occur in it)"),
            added=("When a string with a number and a valid unit is passed to the ms package, it returns the number of equivalent milliseconds, while a string with an invalid unit makes it return undefined.",
                   "added consequence (undefined for an invalid unit) not in the README; 'undefined' and 'invalid' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Caught a Bug?",
            start="Instead of the default one from npm",
            end="use your clone of ms!",
            reworded=("After a clone of ms is linked into a module, Node.js will use that clone of ms instead of the default one from npm.",
                      "the setting of step 3 (linking the local development instance into the dependencies of a module with npm link ms) given as 'After a clone of ms is linked into a module'; 'your clone' -> 'that clone'; the clauses reordered; 'will now use' -> 'will use'; '!' -> '.'"),
            paraphrase=("Once the link is in place, Node.js loads the locally cloned ms for that module rather than the copy published on npm.",
                        "freer rewording; the referent of step 3 as 'Once the link is in place' and 'for that module'; 'will now use your clone of ms' -> 'loads the locally cloned ms'; 'Instead of the default one from npm' -> 'rather than the copy published on npm'"),
            contradiction=("After a clone of ms is linked into a module, Node.js will use the default ms from npm instead of the clone.",
                           "[roles] the two copies swapped: the sentence has Node.js use the clone instead of the default one from npm"),
            overclaim=("Once a clone of ms is linked, every Node.js project on the machine will use that clone instead of the default ms from npm.",
                       "scope widened: step 3 links the clone into the dependencies of the one module under test; 'every Node.js project on the machine' is not stated ('every' and 'machine' do not occur in the README)"),
            added=("After a clone of ms is linked into a module, Node.js will use that clone of ms instead of the default one from npm until npm unlink ms is run in that module.",
                   "added condition (until npm unlink ms is run) not in the README; 'unlink' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# pluralize's Readme (pluralize 8.0.0): "# Pluralize" (badges and a 5-word
# tagline), ## Installation (code; ### Node, ### AMD, ### `<script>` tag, all
# code), ## Why? (one paragraph of three sentences), ## Usage (three
# parameter items, "Examples:" and code) and ## License.  Its only prose of
# 12+ words is the Why? paragraph and the parameter list, so the draft draws
# on two top-level sections and two distinct headings: Why? (x3, one cut per
# sentence) and Usage (the three parameter items as one cut).  An older
# pluralize (2.0.0) is installed under @textlint/linter-formatter/node_modules
# and its Readme has the same Why? paragraph; see notes-d.md.
DOCS.append(dict(
    path="pluralize/Readme.md",
    kind="README", num="pluralize", title="Pluralize",
    sentences=[
        dict(
            section="Why?",
            start="This module uses a pre-defined list of rules",
            end="a given word.",
            reworded=("The pluralize package uses a pre-defined list of rules, applied in order, to singularize or pluralize a given word.",
                      "'This module' -> 'The pluralize package'; otherwise as written"),
            paraphrase=("To turn a word into its singular or its plural form, pluralize works through a fixed, predefined set of rules in sequence.",
                        "freer rewording; 'uses a pre-defined list of rules, applied in order' -> 'works through a fixed, predefined set of rules in sequence'; 'singularize or pluralize a given word' -> 'turn a word into its singular or its plural form'"),
            contradiction=("The pluralize package does not use a pre-defined list of rules to singularize or pluralize a given word but looks each word up in a dictionary.",
                           "[negation] 'uses a pre-defined list of rules' -> 'does not use a pre-defined list of rules'; 'dictionary' does not occur in the README"),
            overclaim=("The pluralize package uses a pre-defined list of rules, applied in order, that covers every irregular English plural.",
                       "scope widened: 'a pre-defined list of rules' -> a list 'that covers every irregular English plural'; the README never says how complete the rules are ('English' does not occur in it), and its Usage code shows irregular rules being added"),
            added=("The pluralize package uses a pre-defined list of rules, applied in order, to singularize or pluralize a given word, and it keeps the original casing of the word.",
                   "added detail (the original casing is kept) not in the README; 'casing' and 'upper' do not occur in it ('case' only in 'many cases'); the examples are all lower case; may be true in the world, not checked"),
        ),
        dict(
            section="Why?",
            start="There are many cases where this is useful",
            end="based on user input.",
            reworded=("There are many cases where the pluralize package is useful, such as any automation based on user input.",
                      "'this' (singularizing or pluralizing a word with the module's rules, the sentence before) -> 'the pluralize package'; otherwise as written"),
            paraphrase=("Pluralize comes in handy in lots of situations, for instance any automated process that depends on what users enter.",
                        "freer rewording; 'There are many cases where this is useful' -> 'comes in handy in lots of situations'; 'such as any automation based on user input' -> 'for instance any automated process that depends on what users enter'"),
            contradiction=("There are few cases where the pluralize package is useful, one of them being automation based on user input.",
                           "[direction] 'many cases' -> 'few cases'"),
            overclaim=("The pluralize package is essential for any automation based on user input.",
                       "degree raised: 'There are many cases where this is useful, such as' -> 'is essential for'; 'essential' and 'necessary' do not occur in the README"),
            added=("There are many cases where the pluralize package is useful, such as any automation based on user input, and it is widely used by ORMs to derive table names from model names.",
                   "added example (ORMs deriving table names from model names) not in the README; 'ORM' and 'model' do not occur in it, 'table' only inside 'uncountable' in the Usage code; not checked in the world"),
        ),
        dict(
            section="Why?",
            start="For applications where the word(s) are known",
            end="a much lighter alternative.",
            reworded=("For applications where the words are known ahead of time, a simple ternary (or function) can be used instead of the pluralize package, which would be a much lighter alternative.",
                      "'you can use' made passive; 'instead of the pluralize package' names what the ternary is an alternative to; 'word(s)' -> 'words'"),
            paraphrase=("When an application knows its words in advance, a plain ternary expression or a small function is a far lighter option than pluralize.",
                        "freer rewording; 'where the word(s) are known ahead of time' -> 'knows its words in advance'; 'a much lighter alternative' -> 'a far lighter option than pluralize'; 'would be' -> 'is'"),
            contradiction=("For applications where the words are known ahead of time, a simple ternary (or function) can be used instead of the pluralize package, though it would be a much heavier alternative.",
                           "[direction] 'a much lighter alternative' -> 'a much heavier alternative'"),
            overclaim=("For applications where the words are known ahead of time, the pluralize package should never be used, since a simple ternary (or function) is always the better choice.",
                       "a possibility made a rule: 'you can use a simple ternary (or function) which would be a much lighter alternative' -> 'should never be used' and 'is always the better choice'"),
            added=("For applications where the words are known ahead of time, a simple ternary (or function) would be a much lighter alternative to the pluralize package, saving several kilobytes in a browser bundle.",
                   "added estimate (several kilobytes saved in a browser bundle) not in the README; 'kilobyte', 'bundle' and 'browser' do not occur in it (a File Size badge is the only mention of size, with no figure in the text); not checked in the world"),
        ),
        dict(
            section="Usage",
            start="`word: string` The word to pluralize",
            end="(e.g. 3 ducks)",
            reworded=("The pluralize function of the pluralize package takes word (a string), the word to pluralize; count (a number), how many of the word exist; and inclusive (a boolean), whether to prefix with the number, for example 3 ducks.",
                      "the three parameter items given the subject 'The pluralize function of the pluralize package takes'; the types put in parentheses after the names; backticks, colons and list markers dropped; 'e.g.' -> 'for example'"),
            paraphrase=("Pluralize is called with a string word, a numeric count of how many of that word there are, and an inclusive boolean that decides whether the result is prefixed with the number, as in 3 ducks.",
                        "freer rewording; the three items made one sentence; 'How many of the word exist' -> 'how many of that word there are'; 'Whether to prefix with the number' -> 'decides whether the result is prefixed with the number'; the example kept"),
            contradiction=("The pluralize function of the pluralize package takes word, the word to pluralize; count, how many of the word exist; and inclusive, a boolean saying whether to prefix the result with an indefinite article, as in a duck.",
                           "[entity] 'prefix with the number (e.g. 3 ducks)' -> 'prefix the result with an indefinite article, as in a duck'; 'article' does not occur in the README"),
            overclaim=("The count argument of pluralize accepts any number, including negative and fractional counts, to say how many of the word exist.",
                       "scope widened: 'count: number' -> 'any number, including negative and fractional counts'; the README's examples use 0, 1, 2 and 5 only ('negative' and 'fraction' do not occur in it)"),
            added=("The pluralize function takes word, the word to pluralize, count, how many of the word exist, and inclusive, whether to prefix with the number, and count may also be given as a numeric string.",
                   "added detail (count may be a numeric string) not in the README; the item types count as number and no example passes a string count; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# @napi-rs/canvas's README (@napi-rs/canvas 0.1.100): "# `skr canvas`" (the
# title, with badges, a sponsor line, a tagline, the pre-release warning and a
# link to a Chinese README), then level-1 sections # Install, # Support
# matrix (## System requirement with ### `arm64`, ### `armv7`, ### glibc;
# ## AWS Lambda usage), # Usage, # Performance, # Features (## Path2D,
# ## PathKit with ### Path Operation, ### Covert `FillType` in **_Path_**,
# ### Simplify **_Path_**; ## Lottie Animation), # [Example](...) and
# # Building (## Build skia from source, ## Pull pre-build skia binary from
# GitHub).  Several level-1 headings, so level 1 is the top level.  Sentences
# from four top-level sections: `skr canvas` (the intro), Support matrix
# (### glibc), Features (### Covert FillType) and Building.
DOCS.append(dict(
    path="@napi-rs/canvas/README.md",
    kind="README", num="@napi-rs/canvas", title="skr canvas",
    sentences=[
        dict(
            section="`skr canvas`",
            start="This project is in pre-release stage.",
            end="issues/113).",
            reworded=("The @napi-rs/canvas project is in the pre-release stage and there may be some bugs; for details on planned features and future direction, the Roadmap should be consulted.",
                      "'This project' -> 'The @napi-rs/canvas project'; 'in pre-release stage' -> 'in the pre-release stage'; the sentences joined ('And there may be' -> 'and there may be'); the <br/> tag, link syntax and URL dropped; 'please refer to the Roadmap' made passive"),
            paraphrase=("Still at the pre-release stage, @napi-rs/canvas may contain bugs, and its Roadmap describes the planned features and where the project is heading.",
                        "freer rewording; 'This project is in pre-release stage' -> 'Still at the pre-release stage'; 'there may be some bugs' -> 'may contain bugs' (the hedge kept); 'For details on planned features and future direction please refer to the Roadmap' -> 'its Roadmap describes the planned features and where the project is heading'"),
            contradiction=("The @napi-rs/canvas project is no longer in the pre-release stage, and its planned features and future direction are described in the Roadmap.",
                           "[negation] 'This project is in pre-release stage' -> 'is no longer in the pre-release stage'; 'there may be some bugs' dropped, since it would no longer fit"),
            overclaim=("The @napi-rs/canvas project is in the pre-release stage and is known to contain serious bugs, so it should not be used in production.",
                       "hedge removed and a rule added: 'there may be some bugs' -> 'is known to contain serious bugs'; 'should not be used in production' is not stated ('production' does not occur in the README)"),
            added=("The @napi-rs/canvas project is in the pre-release stage and there may be some bugs, and a 1.0 release is planned once the features on the Roadmap are done.",
                   "added plan (a 1.0 release once the Roadmap's features are done) not in the README; '1.0' does not occur in it; invented"),
        ),
        dict(
            section="glibc",
            start="Since Skia relies on the [glibc]",
            end="on your system.",
            reworded=("Since Skia relies on the glibc 2.18 API, the @napi-rs/canvas package needs at least glibc version 2.18 on the system.",
                      "'you need to have' -> 'the @napi-rs/canvas package needs'; '>= 2.18' -> '2.18' after 'at least'; 'your system' -> 'the system'; link syntax and URL dropped"),
            paraphrase=("Because Skia is built against the glibc 2.18 API, @napi-rs/canvas requires glibc 2.18 or newer on the machine it runs on.",
                        "freer rewording; 'relies on' -> 'is built against'; 'you need to have at least glibc version >= 2.18 on your system' -> 'requires glibc 2.18 or newer on the machine it runs on'"),
            contradiction=("Since Skia relies on the glibc 2.28 API, the @napi-rs/canvas package needs at least glibc version 2.28 on the system.",
                           "[number] glibc 2.18 -> 2.28, in both places"),
            overclaim=("Since Skia relies on the glibc 2.18 API, the @napi-rs/canvas package needs at least glibc 2.18 and will stay compatible with glibc 2.18 in every future release.",
                       "widened in time: the README states the current requirement; 'will stay compatible ... in every future release' is a promise it does not make ('future' occurs only in the Roadmap sentence)"),
            added=("Since Skia relies on the glibc 2.18 API, the @napi-rs/canvas package needs at least glibc 2.18 on the system, which rules out CentOS 6 and other older Linux distributions.",
                   "added consequence and example (CentOS 6 and older distributions ruled out) not in the README; 'CentOS' and 'distribution' do not occur in it ('Linux' only in the arm64 requirement; the build steps name dnf and a Fedora package page, only in code); may be true in the world, not checked"),
        ),
        dict(
            section="Covert `FillType` in **_Path_**",
            start="You can convert `fill-rule=\"evenodd\"`",
            end="only supported in **OpenType** fonts.",
            reworded=("With the asWinding() method of @napi-rs/canvas, fill-rule evenodd can be converted to fill-rule nonzero in SVG, which is useful for OpenType font-related tools, as fill-rule nonzero is only supported in OpenType fonts.",
                      "the method named from the line above the cut (.asWinding(), under the heading 'Covert FillType in Path'); 'You can convert' made passive; the two sentences joined ('This is useful' -> 'which is useful'); backticks, quotation marks and bold dropped"),
            paraphrase=("The asWinding() method of @napi-rs/canvas turns an SVG path's evenodd fill rule into a nonzero one, which helps OpenType font tools because OpenType fonts support only the nonzero fill rule.",
                        "freer rewording; the method named as above; 'You can convert fill-rule=evenodd to fill-rule=nonzero in SVG' -> 'turns an SVG path's evenodd fill rule into a nonzero one'; 'is only supported in OpenType fonts' -> 'OpenType fonts support only the nonzero fill rule'"),
            contradiction=("With the asWinding() method of @napi-rs/canvas, fill-rule nonzero can be converted to fill-rule evenodd in SVG, which is useful for OpenType font-related tools, as fill-rule evenodd is only supported in OpenType fonts.",
                           "[roles] evenodd and nonzero swapped throughout: the sentence converts evenodd to nonzero, the rule that OpenType fonts support"),
            overclaim=("The asWinding() method of @napi-rs/canvas converts fill-rule evenodd to fill-rule nonzero in SVG, and every OpenType font-related tool requires this conversion.",
                       "a benefit made a rule: 'This is useful for OpenType font-related tools' -> 'every OpenType font-related tool requires this conversion'"),
            added=("With the asWinding() method of @napi-rs/canvas, fill-rule evenodd can be converted to fill-rule nonzero in SVG, which is useful for OpenType font-related tools such as fontTools, as nonzero is only supported in OpenType fonts.",
                   "added example (fontTools as an OpenType font-related tool) not in the README; 'fontTools' does not occur in it; the tool is real, the link to asWinding is not checked"),
        ),
        dict(
            section="Build skia from source",
            start="You can build this project from source",
            end="skia.org/docs/user/build",
            reworded=("The @napi-rs/canvas project can be built from source, and the system requirements are given on Skia's build documentation page.",
                      "'You can build this project' -> 'The @napi-rs/canvas project can be built'; the comma splice joined with 'and'; 'are here:' and the bare URL (skia.org/docs/user/build) -> 'are given on Skia's build documentation page'"),
            paraphrase=("Building @napi-rs/canvas from source is possible, with the system requirements set out in Skia's build documentation.",
                        "freer rewording; 'You can build this project from source' -> 'Building @napi-rs/canvas from source is possible'; the URL rendered as 'Skia's build documentation'"),
            contradiction=("The @napi-rs/canvas project cannot be built from source and is only distributed as prebuilt binaries.",
                           "[negation] 'You can build this project from source' -> 'cannot be built from source'"),
            overclaim=("Building @napi-rs/canvas from source is the recommended way to install it, with the system requirements given in Skia's build documentation.",
                       "a possibility made a recommendation: 'You can build this project from source' -> 'is the recommended way to install it'; the README recommends no way of installing ('recommend' does not occur in it), and its # Install section shows a package-manager command"),
            added=("The @napi-rs/canvas project can be built from source, which takes about an hour on a typical machine, and the system requirements are given in Skia's build documentation.",
                   "added estimate (about an hour on a typical machine) not in the README; 'hour' and 'minute' do not occur in it ('machine' only in the Performance hardware listing, a code block); invented"),
        ),
    ]))
