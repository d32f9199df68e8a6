# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-39, part D (drafts 16-20).

Same format as review-claims-38's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (the scripts compute that folder from their own
location).  `kind` is "README"; `num` is the package name (the folder under
node_modules, equal to the "name" field of its package.json; a string, as in
review-claims-38); `title` is the text of the README's first `#` heading with
badge images and links removed ("escalade", "globby", "brace-expansion",
"mdurl", "parseArgs").  `section` is the text of the nearest heading above the
sentence (any level, headings inside code fences ignored), as written in the
file after the `#` marks, badges removed, backticks kept.
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# escalade: sentences from the text under the title heading (the tagline),
# Modes (#### "sync") and API (### escalade(input, callback) and #### input):
# four distinct headings, three top-level parts (title, Modes, API).  The
# Benchmarks are a code block, Install a command, Related a link list.
DOCS.append(dict(
    path="escalade/readme.md",
    kind="README", num="escalade", title="escalade",
    sentences=[
        dict(
            section="escalade",
            start="A tiny (183B to 210B)",
            end="ascend parent directories",
            reworded=("The escalade package is a tiny (183B to 210B) and fast utility to ascend parent directories.",
                      "the tagline given the subject 'The escalade package'; the link syntax around 'fast' dropped"),
            paraphrase=("Weighing in at between 183 and 210 bytes, escalade is a small, quick tool for climbing up through parent directories.",
                        "freer rewording; 'tiny' -> 'small', 'fast' -> 'quick', 'ascend' -> 'climbing up through'; keeps both sizes (183B -> 183 bytes)"),
            contradiction=("The escalade package is a tiny (183B to 310B) and fast utility to ascend parent directories.",
                           "[number] 210B -> 310B"),
            overclaim=("The escalade package is the fastest available utility to ascend parent directories, at only 183B to 210B.",
                       "ranking added: 'fast' -> 'the fastest available'; the Benchmarks compare escalade only with find-up; 'fastest' does not occur in the README ('available' only in 'two versions of escalade available' and 'available on the Deno registry')"),
            added=("The escalade package is a tiny (183B to 210B) and fast utility to ascend parent directories, and it has no dependencies of its own.",
                   "added detail (no dependencies) not in the README; 'depend' does not occur in it"),
        ),
        dict(
            section='"sync"',
            start="This is the opt-in mode",
            end="cannot be supported.",
            reworded=("The sync mode of escalade is the opt-in mode, ideal for scenarios where async usage cannot be supported.",
                      "'This' -> 'The sync mode of escalade' (the #### heading \"sync\" under Modes); backticks dropped"),
            paraphrase=("The escalade sync version has to be chosen explicitly and is best suited to situations in which async usage cannot be supported.",
                        "freer rewording; 'the opt-in mode' -> 'has to be chosen explicitly'; 'ideal for scenarios' -> 'best suited to situations'; the condition kept"),
            contradiction=("The sync mode of escalade is the default mode, ideal for scenarios where async usage cannot be supported.",
                           "[direction] opt-in -> default (the README makes the async mode the primary/default one)"),
            overclaim=("The sync mode of escalade is the opt-in mode, ideal for every scenario, not only those where async usage cannot be supported.",
                       "scope widened: 'ideal for scenarios where async usage cannot be supported' -> 'ideal for every scenario'; 'every' does not occur in the README"),
            added=("The sync mode of escalade is the opt-in mode, ideal for scenarios where async usage cannot be supported, such as configuration loaders that must run at startup.",
                   "added example (configuration loaders run at startup) not in the README; 'config', 'loader' and 'startup' do not occur in it"),
        ),
        dict(
            section="escalade(input, callback)",
            start="The `sync` and `async` versions share",
            end="is not Promise-based.",
            reworded=("The sync and async versions of escalade share the same API, and the only difference is that sync is not Promise-based.",
                      "backticks, bold and the <br> tag dropped; the two sentences joined; 'of escalade' added"),
            paraphrase=("Both escalade versions, sync and async, expose an identical API and differ solely in that the sync one does not use Promises.",
                        "freer rewording; 'share the same API' -> 'expose an identical API'; 'The only difference' -> 'differ solely'"),
            contradiction=("The sync and async versions of escalade share the same API, and the only difference is that async is not Promise-based.",
                           "[roles] sync and async swapped in the second sentence: async made the version that is not Promise-based"),
            overclaim=("Since escalade's first release, the sync and async versions have shared the same API, with the only difference being that sync is not Promise-based.",
                       "scope widened in time ('Since escalade's first release'); the README says nothing about the history of the two versions; 'first' does not occur in it"),
            added=("The sync and async versions of escalade share the same API, and the only difference is that sync is not Promise-based, since both are built from a single shared source file.",
                   "added cause (one shared source file) not in the README; 'source', 'built' and 'single' do not occur in it"),
        ),
        dict(
            section="input",
            start="This may be a file or a directory path.",
            end="with its parent directory.",
            reworded=("The input given to escalade may be a file or a directory path; however, when input is a file, escalade will begin with its parent directory.",
                      "'This' -> 'The input given to escalade' (the #### heading input); the <br> tag and backticks dropped; the two sentences joined"),
            paraphrase=("The escalade starting path can point either to a file or to a directory, and for a file the search starts in the directory that contains it.",
                        "freer rewording; 'input' -> 'starting path' (the input is 'The path from which to start ascending'); 'its parent directory' -> 'the directory that contains it'"),
            contradiction=("The input given to escalade may be a file or a directory path; however, when input is a file, escalade will begin with the process.cwd() location.",
                           "[entity] its parent directory -> the process.cwd() location (the README uses process.cwd() only for resolving a relative input)"),
            overclaim=("The input given to escalade may be any kind of path, including a symbolic link or a file URL, and when input is a file, escalade will begin with its parent directory.",
                       "scope widened: 'a file or a directory path' -> 'any kind of path, including a symbolic link or a file URL'; 'symbolic', 'link' and 'URL' do not occur in the README"),
            added=("The input given to escalade may be a file or a directory path; when input is a file, escalade will begin with its parent directory, which it detects with a single stat call.",
                   "added detail (a single stat call) not in the README; 'stat', 'detect' and 'single' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# globby has prose of 12+ words only under API (and its ### / ##### headings)
# and Globbing patterns: the tagline is 3 words, the line under it 9, the
# Features items 2-8 words, Install and Usage code, Related a link list.
# So the four sentences come from four distinct headings (API,
# ignoreFiles, generateGlobTasks(patterns, options?), Globbing patterns) but
# only two top-level sections (API and Globbing patterns).
DOCS.append(dict(
    path="globby/readme.md",
    kind="README", num="globby", title="globby",
    sentences=[
        dict(
            section="API",
            start="Note that glob patterns can only contain",
            end="instead of `path.join()`.",
            reworded=("Glob patterns passed to globby can only contain forward slashes, not backslashes, so constructing a glob pattern from path components requires path.posix.join() instead of path.join().",
                      "'Note that' dropped; 'backward-slashes' -> 'backslashes'; 'if you want to construct ..., you need to use' -> 'constructing ... requires'; 'passed to globby' added (section API); backticks dropped"),
            paraphrase=("Because globby accepts only forward slashes in glob patterns, anyone building a pattern out of path components has to use path.posix.join() rather than path.join().",
                        "freer rewording; 'can only contain forward-slashes, not backward-slashes' -> 'accepts only forward slashes'; 'you need to use' -> 'has to use'; the condition (building from path components) kept"),
            contradiction=("Glob patterns passed to globby can only contain forward slashes, not backslashes, so constructing a glob pattern from path components requires path.join() instead of path.posix.join().",
                           "[roles] path.posix.join() and path.join() swapped"),
            overclaim=("Glob patterns passed to globby can only contain forward slashes, so every glob pattern, even one written by hand, must be built with path.posix.join() instead of path.join().",
                       "condition dropped and scope widened: 'if you want to construct a glob pattern from path components' -> 'every glob pattern, even one written by hand'; 'every', 'hand' and 'built' do not occur in the README"),
            added=("Glob patterns passed to globby can only contain forward slashes, not backslashes, so constructing a glob pattern from path components requires path.posix.join() instead of path.join(), which produces backslashes on Windows.",
                   "added cause (path.join() produces backslashes on Windows) not in the README; 'Windows' and 'produce' do not occur in it"),
        ),
        dict(
            section="ignoreFiles",
            start="This is a more generic form of the `gitignore` option",
            end="`.eslintignore` files.",
            reworded=("The ignoreFiles option of globby is a more generic form of the gitignore option, allowing ignore files with a compatible syntax to be found; for instance, it works with Babel's .babelignore, Prettier's .prettierignore or ESLint's .eslintignore files.",
                      "'This' -> 'The ignoreFiles option of globby' (the ##### heading ignoreFiles); 'allowing you to find' made passive; link syntax, URL and backticks dropped; the two sentences joined"),
            paraphrase=("Generalising the gitignore option, globby's ignoreFiles option can locate ignore files that use a compatible syntax, such as .babelignore for Babel, .prettierignore for Prettier and .eslintignore for ESLint.",
                        "freer rewording; 'a more generic form of' -> 'Generalising'; 'allowing you to find' -> 'can locate'; keeps 'compatible syntax' and the three examples"),
            contradiction=("The ignoreFiles option of globby is a more specific form of the gitignore option, allowing ignore files with a compatible syntax to be found; for instance, it works with Babel's .babelignore, Prettier's .prettierignore or ESLint's .eslintignore files.",
                           "[direction] a more generic form -> a more specific form"),
            overclaim=("The ignoreFiles option of globby is a more generic form of the gitignore option that works with every kind of ignore file, whatever its syntax, including Babel's .babelignore, Prettier's .prettierignore and ESLint's .eslintignore.",
                       "condition dropped: 'ignore files with a compatible syntax' -> 'every kind of ignore file, whatever its syntax'; 'every', 'kind' and 'whatever' do not occur in the README"),
            added=("The ignoreFiles option of globby is a more generic form of the gitignore option, allowing ignore files with a compatible syntax to be found, such as Babel's .babelignore, Prettier's .prettierignore or ESLint's .eslintignore, as well as Docker's .dockerignore files.",
                   "added list item (Docker's .dockerignore) not in the README; 'docker' does not occur in it"),
        ),
        dict(
            section="generateGlobTasks(patterns, options?)",
            start="Note that you should avoid running the same tasks",
            end="taken into consideration.",
            reworded=("Users of globby should avoid running the same tasks from generateGlobTasks multiple times, as they contain a file system cache; instead, generateGlobTasks should be run each time so that file system changes are taken into consideration.",
                      "'Note that you' -> 'Users of globby'; 'the same tasks' given their source and 'this method' named generateGlobTasks (the ### heading); 'to ensure' -> 'so that'; the two sentences joined"),
            paraphrase=("Because the tasks returned by globby's generateGlobTasks carry a file system cache, they should not be reused; calling the method again every time makes sure that changes to the file system are picked up.",
                        "freer rewording; 'should avoid running ... multiple times' -> 'should not be reused'; 'contain' -> 'carry'; keeps 'should' and the purpose"),
            contradiction=("Users of globby should reuse the same tasks from generateGlobTasks multiple times, as they contain a file system cache, rather than running generateGlobTasks again each time.",
                           "[direction] the advice reversed: 'should avoid running the same tasks multiple times ... Instead, run this method each time' -> 'should reuse the same tasks ... rather than running generateGlobTasks again each time'"),
            overclaim=("Running the same tasks from globby's generateGlobTasks more than once always returns stale results, because they contain a file system cache.",
                       "degree raised: 'should avoid running the same tasks multiple times' (so that file system changes are taken into consideration) -> 'always returns stale results'; 'always' and 'stale' do not occur in the README ('results' only in isDynamicPattern's 'the options affect the results')"),
            added=("Users of globby should avoid running the same tasks from generateGlobTasks multiple times, as they contain a file system cache; instead, generateGlobTasks should be run each time, for example on every rebuild in watch mode, so that file system changes are taken into consideration.",
                   "added example (every rebuild in watch mode) not in the README; 'rebuild' and 'watch' do not occur in it"),
        ),
        dict(
            section="Globbing patterns",
            start="`**` matches any number of characters",
            end="only thing in a path part",
            reworded=("In globby's globbing patterns, a double asterisk matches any number of characters, including a slash, as long as it is the only thing in a path part.",
                      "the list item given the frame 'In globby's globbing patterns' (section heading); the code spans written out ('**' -> 'a double asterisk', '/' -> 'a slash'); \"it's\" -> 'it is'"),
            paraphrase=("A globby pattern part that consists solely of two asterisks matches any number of characters, slashes included.",
                        "freer rewording; the condition 'as long as it's the only thing in a path part' folded into the subject ('a pattern part that consists solely of two asterisks')"),
            contradiction=("In globby's globbing patterns, a double asterisk matches any number of characters, but not a slash, as long as it is the only thing in a path part.",
                           "[negation] 'including /' -> 'but not a slash'"),
            overclaim=("In globby's globbing patterns, a double asterisk always matches any number of characters, including a slash.",
                       "condition dropped ('as long as it's the only thing in a path part') and 'always' added; 'always' does not occur in the README"),
            added=("In globby's globbing patterns, a double asterisk matches any number of characters, including a slash, as long as it is the only thing in a path part, but it skips dot files unless the dot option is set.",
                   "added condition (dot files skipped unless the dot option is set) not in the README; 'dot' and 'skip' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# brace-expansion has prose only under one heading, "### const expanded =
# expand(str, [options])" (within ## API): the text under the title is one
# 8-word line ("Brace expansion, as known from sh/bash, in JavaScript."),
# Example and the API lead are code.  All four sentences come from that one
# heading, and so from one top-level section.
DOCS.append(dict(
    path="brace-expansion/README.md",
    kind="README", num="brace-expansion", title="brace-expansion",
    sentences=[
        dict(
            section="const expanded = expand(str, [options])",
            start="The `options` object can provide a `max`",
            end="to prevent DoS attacks.",
            reworded=("The options object of brace-expansion's expand can provide a max value to cap the number of expansions allowed, which is limited to 100,000 by default to prevent DoS attacks.",
                      "'of brace-expansion's expand' added (the ### heading); 'This is limited' -> 'which is limited'; '100_000' -> '100,000'; backticks dropped; the two sentences joined"),
            paraphrase=("To guard against DoS attacks, brace-expansion caps the number of allowed expansions at 100,000 by default, and a different cap can be passed as the max option.",
                        "freer rewording; the purpose moved to the front ('to prevent' -> 'To guard against'); keeps the default of 100,000 and that max is optional ('can provide' -> 'can be passed')"),
            contradiction=("The options object of brace-expansion's expand can provide a max value to cap the number of expansions allowed, but by default the number of expansions is not limited.",
                           "[negation] 'This is limited to 100_000 by default' -> 'by default the number of expansions is not limited'"),
            overclaim=("The options object of brace-expansion's expand can provide a max value to cap the number of expansions allowed, and its default of 100,000 fully protects brace-expansion against DoS attacks.",
                       "an aim asserted as a complete effect: 'to prevent DoS attacks' -> 'fully protects ... against DoS attacks'; 'fully' and 'protect' do not occur in the README"),
            added=("The options object of brace-expansion's expand can provide a max value to cap the number of expansions allowed, which is limited to 100,000 by default to prevent DoS attacks, a limit added after a reported security vulnerability.",
                   "added origin (a reported security vulnerability) not in the README; 'security', 'vulnerab' and 'reported' do not occur in it"),
        ),
        dict(
            section="const expanded = expand(str, [options])",
            start="Three more options bound the work",
            end="nothing is thrown.",
            reworded=("Three more options of brace-expansion bound the work a call does rather than its output; past each of them, the part of str that is left comes back literally instead of being expanded, and nothing is thrown.",
                      "'of brace-expansion' added; backticks dropped; the two sentences joined"),
            paraphrase=("In brace-expansion, a further three options limit how much work a call does, not what it outputs, and when one of them is exceeded the remaining part of str is returned literally, unexpanded, without any error being thrown.",
                        "freer rewording; 'bound' -> 'limit'; 'Past each of them' -> 'when one of them is exceeded'; 'comes back literally instead of being expanded' -> 'is returned literally, unexpanded'; keeps 'three'"),
            contradiction=("Two more options of brace-expansion bound the work a call does rather than its output; past each of them, the part of str that is left comes back literally instead of being expanded, and nothing is thrown.",
                           "[number] Three more options -> Two more options"),
            overclaim=("Three more options of brace-expansion bound the work a call does rather than its output, and brace-expansion never throws an error for any input.",
                       "scope widened: 'nothing is thrown' (past these three bounds) -> 'never throws an error for any input'; 'never', 'error' and 'throws' do not occur in the README ('input' only in the maxLength paragraph's 'inputs whose result count')"),
            added=("Three more options of brace-expansion bound the work a call does rather than its output; past each of them, the part of str that is left comes back literally instead of being expanded, and nothing is thrown, although a warning is printed to stderr.",
                   "added detail (a warning printed to stderr) not in the README; 'warning', 'printed' and 'stderr' do not occur in it"),
        ),
        dict(
            section="const expanded = expand(str, [options])",
            start="This is limited to `20_000_000`",
            end="about 4 million.",
            reworded=("The maxSteps option of brace-expansion is limited to 20,000,000 by default, which takes well under a second to spend, to prevent CPU exhaustion; ordinary patterns need a few hundred steps, and nesting to the full maxDepth about 4 million.",
                      "'This' -> 'The maxSteps option of brace-expansion' (the list item's label, outside the cut); '20_000_000' -> '20,000,000'; backticks dropped; the two sentences joined"),
            paraphrase=("By default brace-expansion allows 20 million steps, an amount spent in well under a second, to keep the CPU from being exhausted; a typical pattern uses only a few hundred steps, while nesting all the way to maxDepth uses roughly 4 million.",
                        "freer rewording; '20_000_000' -> '20 million'; 'Ordinary' -> 'typical'; 'about' -> 'roughly'; keeps 'well under a second' and 'a few hundred'"),
            contradiction=("The maxSteps option of brace-expansion is limited to 20,000,000 by default, which takes well over a second to spend, to prevent CPU exhaustion; ordinary patterns need a few hundred steps, and nesting to the full maxDepth about 4 million.",
                           "[direction] 'takes well under a second to spend' -> 'takes well over a second to spend'"),
            overclaim=("The maxSteps option of brace-expansion is limited to 20,000,000 by default, which takes well under a second to spend on any machine, to prevent CPU exhaustion; ordinary patterns need a few hundred steps.",
                       "scope widened: 'takes well under a second to spend' -> 'on any machine'; the README names no hardware; 'machine' does not occur in it"),
            added=("The maxSteps option of brace-expansion is limited to 20,000,000 by default, which takes well under a second to spend, to prevent CPU exhaustion; ordinary patterns need a few hundred steps, nesting to the full maxDepth about 4 million, and each step costs roughly 10 nanoseconds.",
                   "added estimate (about 10 nanoseconds per step; chosen so that it does not clash with 'well under a second') not in the README; 'nanosecond' and 'costs roughly' do not occur in it ('cost' occurs only in the maxSteps item's 'costs 16 more')"),
        ),
        dict(
            section="const expanded = expand(str, [options])",
            start="A numeric sequence from",
            end="backwards iteration work too.",
            reworded=("A brace-expansion numeric sequence runs from x to y inclusive, with an optional increment; if x or y start with a leading 0, all the numbers will be padded to have equal length, and negative numbers and backwards iteration work too.",
                      "the noun phrase given the verb 'runs' and the name 'brace-expansion'; backticks dropped; the three sentences joined"),
            paraphrase=("In brace-expansion, a numeric sequence includes both ends x and y and can take an optional step; a leading zero on x or y makes every number padded to the same length, and negative values and counting backwards are supported as well.",
                        "freer rewording; 'inclusive' -> 'includes both ends'; 'increment' -> 'step'; 'backwards iteration' -> 'counting backwards'; the leading-zero condition kept"),
            contradiction=("A brace-expansion numeric sequence runs from x to y inclusive, with an optional increment, and if x or y start with a leading 0, all the numbers will be padded to have equal length, but negative numbers and backwards iteration are not supported.",
                           "[negation] 'Negative numbers and backwards iteration work too' -> 'are not supported'"),
            overclaim=("A brace-expansion numeric sequence runs from x to y inclusive, with an optional increment, and all the numbers are always padded to have equal length.",
                       "condition dropped ('If x or y start with a leading 0') and 'always' added; 'always' does not occur in the README"),
            added=("A brace-expansion numeric sequence runs from x to y inclusive, with an optional increment; if x or y start with a leading 0, all the numbers will be padded to have equal length, negative numbers and backwards iteration work too, and an increment of zero is treated as 1.",
                   "added detail (a zero increment treated as 1) not in the README; 'zero' occurs only in the maxSteps item's 'zero-padded', 'treated' not at all"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# mdurl has a single top-level section with prose, ## API (the other is
# License, a link).  The four sentences come from three of its ### headings:
# encode.defaultChars, encode.componentChars; .decode(str [, exclude]) ->
# String; and .parse(url, slashesDenoteHost) -> urlObs (two separate items of
# its "Difference with node's url" list).
DOCS.append(dict(
    path="mdurl/README.md",
    kind="README", num="mdurl", title="mdurl",
    sentences=[
        dict(
            section="encode.defaultChars, encode.componentChars",
            start="For example, `encode('something', encode.componentChars, true)`",
            end="doesn't throw).",
            reworded=("In mdurl, encode('something', encode.componentChars, true) is roughly the equivalent of the encodeURIComponent() function, except that encode() doesn't throw.",
                      "'For example' replaced by the frame 'In mdurl'; the parenthesis made a clause ('except that'); backticks dropped"),
            paraphrase=("Passing encode.componentChars and true to mdurl's encode gives roughly what the encodeURIComponent() function does, with the difference that encode() does not throw.",
                        "freer rewording; the call described by its arguments; keeps 'roughly' and the exception"),
            contradiction=("In mdurl, encode('something', encode.componentChars, true) is roughly the equivalent of the encodeURI() function, except that encode() doesn't throw.",
                           "[entity] encodeURIComponent() -> encodeURI() (the README pairs encodeURI() with encode.defaultChars)"),
            overclaim=("In mdurl, encode('something', encode.componentChars, true) is exactly equivalent to the encodeURIComponent() function in every case, except that encode() doesn't throw.",
                       "similar -> identical: 'roughly the equivalent' -> 'exactly equivalent ... in every case'; 'exactly' and 'every' do not occur in the README"),
            added=("In mdurl, encode('something', encode.componentChars, true) is roughly the equivalent of the encodeURIComponent() function, except that encode() doesn't throw and is about twice as fast.",
                   "added comparison (about twice as fast) not in the README; 'fast' and 'twice' do not occur in it"),
        ),
        dict(
            section=".decode(str [, exclude]) -> String",
            start="Decode percent-encoded string.",
            end="replaced with `U+FFFD`.",
            reworded=("The decode function of mdurl decodes a percent-encoded string; invalid percent-encoded sequences such as %2G are left as is, and invalid UTF-8 characters are replaced with U+FFFD.",
                      "the imperative 'Decode percent-encoded string' given the subject 'The decode function of mdurl' (the ### heading .decode); 'e.g.' -> 'such as'; backticks dropped; the three sentences joined"),
            paraphrase=("When mdurl's decode turns a percent-encoded string back into text, it keeps malformed percent sequences like %2G unchanged and substitutes U+FFFD for invalid UTF-8 characters.",
                        "freer rewording; 'left as is' -> 'keeps ... unchanged'; 'replaced with' -> 'substitutes ... for'"),
            contradiction=("The decode function of mdurl decodes a percent-encoded string, leaving invalid percent-encoded sequences such as %2G as is, but it does not replace invalid UTF-8 characters with U+FFFD.",
                           "[negation] 'Invalid UTF-8 characters are replaced with U+FFFD' -> 'it does not replace invalid UTF-8 characters with U+FFFD'"),
            overclaim=("The decode function of mdurl decodes any percent-encoded string without ever throwing an error, leaving invalid sequences such as %2G as is and replacing invalid UTF-8 characters with U+FFFD.",
                       "a guarantee widened: the handling of two kinds of invalid input -> 'any percent-encoded string without ever throwing an error'; the README says only of encode() that it doesn't throw; 'ever' and 'error' do not occur in it"),
            added=("The decode function of mdurl decodes a percent-encoded string; invalid percent-encoded sequences such as %2G are left as is, invalid UTF-8 characters are replaced with U+FFFD, and markdown-it uses decode to display link text.",
                   "added detail (markdown-it using decode for link text) not in the README; markdown-it is named only in the tagline ('URL utilities for markdown-it parser'); 'display', 'link' and 'text' do not occur in it"),
        ),
        dict(
            section=".parse(url, slashesDenoteHost) -> urlObs",
            start="Backslashes are not replaced with slashes",
            end="treated like a relative path",
            reworded=("The parse function of mdurl does not replace backslashes with slashes, so an address like example.org written with backslashes after http: is treated like a relative path.",
                      "the passive made active with the subject 'The parse function of mdurl' (the ### heading .parse); the code example written out in words, since a claim carries no backslashes"),
            paraphrase=("The mdurl parse function keeps backslashes instead of converting them to slashes, so an http: address written with backslashes, like the example.org one, is handled as a relative path.",
                        "freer rewording; 'are not replaced with slashes' -> 'keeps backslashes instead of converting them'; 'treated like' -> 'handled as'; no comparison with node's url (the list's lead-in), which the cut does not carry"),
            contradiction=("The parse function of mdurl replaces backslashes with slashes, so an address like example.org written with backslashes after http: is not treated like a relative path.",
                           "[negation] 'are not replaced' -> 'replaces' (its consequence negated with it)"),
            overclaim=("The parse function of mdurl treats any URL that contains a backslash like a relative path, because backslashes are not replaced with slashes.",
                       "scope widened: the README's one example (backslashes right after http:) -> 'any URL that contains a backslash'; 'contain' does not occur in the README"),
            added=("The parse function of mdurl does not replace backslashes with slashes, so an address like example.org written with backslashes after http: is treated like a relative path, which keeps it from being used in open-redirect attacks.",
                   "added purpose (blocking open-redirect attacks) not in the README; 'redirect' and 'attack' do not occur in it"),
        ),
        dict(
            section=".parse(url, slashesDenoteHost) -> urlObs",
            start="Nothing is URL-encoded in the resulting object",
            end="paths are encoded)",
            reworded=("Nothing is URL-encoded in the object that mdurl's parse returns, whereas in joyent/node some characters in auth and paths are encoded.",
                      "'the resulting object' -> 'the object that mdurl's parse returns' (the ### heading .parse); the parenthesis made a 'whereas' clause; 'chars' -> 'characters'"),
            paraphrase=("The result of mdurl's parse contains no URL-encoding at all, while joyent/node encodes certain characters in the auth and path parts.",
                        "freer rewording; 'Nothing is URL-encoded' -> 'contains no URL-encoding at all'; 'some chars' -> 'certain characters'"),
            contradiction=("Some characters in auth and paths are URL-encoded in the object that mdurl's parse returns, whereas in joyent/node nothing is encoded.",
                           "[roles] mdurl and joyent/node swapped: mdurl made the one that encodes some characters in auth and paths"),
            overclaim=("Nothing is URL-encoded in the object that mdurl's parse returns, whereas joyent/node encodes every character in auth and paths.",
                       "'some chars' -> 'every character'; 'every' does not occur in the README"),
            added=("Nothing is URL-encoded in the object that mdurl's parse returns, whereas in joyent/node some characters in auth and paths are encoded, so callers must pass the fields through encode before building a link.",
                   "added requirement (callers must encode the fields before building a link) not in the README; 'must', 'caller', 'field' and 'building' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# @pkgjs/parseargs: sentences from ## `util.parseArgs([config])` (its last
# paragraph) and its ### `parseArgs` `tokens` subsection, ## Scope and
# ## F.A.Qs: four distinct headings, three top-level sections.  The Version
# Matchups table, Getting Started steps, the process.mainArgs proposal and
# Links & Resources were not used.
DOCS.append(dict(
    path="@pkgjs/parseargs/README.md",
    kind="README", num="@pkgjs/parseargs", title="parseArgs",
    sentences=[
        dict(
            section="`util.parseArgs([config])`",
            start="`util.parseArgs` is experimental and behavior may change.",
            end="contribute to the design.",
            reworded=("The util.parseArgs function is experimental and its behavior may change; users can join the conversation in pkgjs/parseargs to contribute to the design.",
                      "'The ... function' added; the imperative 'Join' given the subject 'users can'; link syntax and backticks dropped; the two sentences joined"),
            paraphrase=("The util.parseArgs API is experimental and could change its behavior, and anyone wishing to help shape the design is invited to join the discussion in the pkgjs/parseargs repository.",
                        "freer rewording; 'may change' -> 'could change'; 'conversation' -> 'discussion'; 'repository' from the link target (github.com/pkgjs/parseargs)"),
            contradiction=("The util.parseArgs function is experimental, but its behavior will not change; users can join the conversation in pkgjs/parseargs to contribute to the design.",
                           "[negation] 'behavior may change' -> 'its behavior will not change'"),
            overclaim=("The util.parseArgs function is experimental and its behavior will change in the next release; users can join the conversation in pkgjs/parseargs to contribute to the design.",
                       "hedge removed and a time added: 'may change' -> 'will change in the next release'; 'next' and 'release' do not occur in the README"),
            added=("The util.parseArgs function is experimental and its behavior may change, so using it prints an ExperimentalWarning; users can join the conversation in pkgjs/parseargs to contribute to the design.",
                   "added consequence (an ExperimentalWarning is printed) not in the README; 'warning' and 'print' occur only in the code blocks' 'Prints:' comments and the FAQ's 'usage print' questions, never about experimental status"),
        ),
        dict(
            section="`parseArgs` `tokens`",
            start="The returned tokens are in the order encountered",
            end="three tokens.",
            reworded=("The tokens returned by parseArgs are in the order encountered in the input args; options that appear more than once in args produce a token for each use, and short option groups like -xy expand to a token for each option, so -xxx produces three tokens.",
                      "'The returned tokens' -> 'The tokens returned by parseArgs' (the ### heading); backticks dropped; the four sentences joined"),
            paraphrase=("In parseArgs, tokens come back in the same order as in the input args, an option used several times yields one token per use, and a grouped short option such as -xy yields one token per option, which means -xxx gives three tokens.",
                        "freer rewording; 'more than once' -> 'several times'; 'produce' -> 'yields'; keeps the -xy and -xxx examples and 'three'"),
            contradiction=("The tokens returned by parseArgs are in the order encountered in the input args; options that appear more than once in args produce a token for each use, and short option groups like -xy expand to a token for each option, so -xxx produces two tokens.",
                           "[number] three tokens -> two tokens"),
            overclaim=("The tokens returned by parseArgs are the only way to learn the order in which options appeared in the input args, since they are in the order encountered and options that appear more than once produce a token for each use.",
                       "exclusivity added: the tokens keep the order -> 'the only way to learn the order'; the README never ranks ways of learning the order ('only' occurs in 'Only returned if', 'Only boolean options?' and 'Only at the end?', 'learn' only inside the Scope's 'learning materials')"),
            added=("The tokens returned by parseArgs are in the order encountered in the input args; options that appear more than once in args produce a token for each use, short option groups like -xy expand to a token for each option, and the tokens array is frozen so that it cannot be modified.",
                   "added detail (the tokens array is frozen) not in the README; 'frozen' and 'modif' do not occur in it"),
        ),
        dict(
            section="Scope",
            start="Thus, process.parseArgs() is not necessarily",
            end="and learning materials.",
            reworded=("The process.parseArgs() API is not necessarily intended for library authors; it is intended for developers of simple CLI tools, ad-hoc scripts, deployed Node.js applications and learning materials.",
                      "'Thus,' dropped (it points back to the Scope's first sentence); 'The ... API' added; the name process.parseArgs() kept as the README writes it here"),
            paraphrase=("Library authors are not necessarily the audience of process.parseArgs(); it targets people who write simple CLI tools, ad-hoc scripts and deployed Node.js applications, as well as learning materials.",
                        "freer rewording; 'intended for' -> 'the audience of' / 'targets'; keeps 'not necessarily' and all four groups"),
            contradiction=("The process.parseArgs() API is intended for library authors, and not necessarily for developers of simple CLI tools, ad-hoc scripts, deployed Node.js applications and learning materials.",
                           "[roles] library authors and the developers of simple CLI tools etc. swapped between 'not necessarily intended for' and 'intended for'"),
            overclaim=("The process.parseArgs() API must not be used by library authors; it is intended only for developers of simple CLI tools, ad-hoc scripts, deployed Node.js applications and learning materials.",
                       "hedge removed: 'is not necessarily intended for library authors' -> 'must not be used by library authors'; 'intended only'; 'must' occurs only in the config list (type, default), never about who may use parseArgs"),
            added=("The process.parseArgs() API is not necessarily intended for library authors, who are better served by packages such as yargs or commander; it is intended for developers of simple CLI tools, ad-hoc scripts, deployed Node.js applications and learning materials.",
                   "added detail (yargs or commander serving library authors better) not in the README; 'yargs', 'commander' and 'served' do not occur in it ('well-served' occurs in the next sentence, about the prioritised use cases)"),
        ),
        dict(
            section="F.A.Qs",
            start="Is `-bar` the same as `--bar`?",
            end="`-a`, `-r`.",
            reworded=("In parseArgs, -bar is not the same as --bar: -bar is a short option or options, with expansion logic that follows the Utility Syntax Guidelines in POSIX.1-2017, and -bar expands to -b, -a, -r.",
                      "the question and its 'no' answer joined into one statement; 'In parseArgs' added (the FAQ is about the parser); link syntax, URL and backticks dropped"),
            paraphrase=("For parseArgs, -bar and --bar are different things, since -bar is read as one or more short options and expanded, following the POSIX.1-2017 Utility Syntax Guidelines, into -b, -a and -r.",
                        "freer rewording; 'a short option or options' -> 'one or more short options'; keeps the POSIX.1-2017 guidelines and the three expanded options"),
            contradiction=("In parseArgs, -bar is not the same as --bar: -bar is a short option or options, with expansion logic that follows the GNU getopt conventions, and -bar expands to -b, -a, -r.",
                           "[entity] the Utility Syntax Guidelines in POSIX.1-2017 -> the GNU getopt conventions"),
            overclaim=("In parseArgs, -bar is not the same as --bar, because parseArgs follows the POSIX.1-2017 Utility Syntax Guidelines in every respect, expanding -bar to -b, -a, -r.",
                       "scope widened: the expansion logic of short options -> parseArgs following the guidelines 'in every respect'; 'every' and 'respect' do not occur in the README"),
            added=("In parseArgs, -bar is not the same as --bar: -bar is a short option or options, with expansion logic that follows the Utility Syntax Guidelines in POSIX.1-2017, a rule taken over from the minimist package, and -bar expands to -b, -a, -r.",
                   "added origin (taken over from minimist) not in the README; 'minimist' and 'taken' do not occur in it"),
        ),
    ]))
