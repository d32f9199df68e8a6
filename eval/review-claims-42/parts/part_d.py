# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-42, part D (drafts 16-20).

Same format as review-claims-39's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (the scripts compute that folder from their own
location: Path(__file__).resolve().parents[3] / "node_modules").  `kind` is
"README"; `num` is the package name (the folder under node_modules, equal to
the "name" field of its package.json; a string); `title` is the text of the
README's first heading with images, links, HTML and code marks read away
("readdirp", "reusify", "run-parallel", "mime-db", "markdown-table": the
badges after readdirp's and run-parallel's names are images inside links).
`section` is the text of the nearest heading above the sentence (any level,
headings inside code fences ignored), as written in the file after the `#`
marks, badges removed, backticks kept.
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# readdirp: the tagline under the title heading, the API list (the
# on('close') item), ### options (the alwaysStat item) and ## Changelog (the
# 3.5 item): four distinct headings, three top-level parts (the text under the
# title, API, Changelog).  The opening code blocks, EntryInfo's short items
# and License are not prose of 12+ words.
DOCS.append(dict(
    path="readdirp/README.md",
    kind="README", num="readdirp", title="readdirp",
    sentences=[
        dict(
            section="readdirp",
            start="Recursive version of fs.readdir.",
            end="a **promise API**.",
            reworded=("The readdirp package is a recursive version of fs.readdir that exposes a stream API, with a small RAM and CPU footprint, and a promise API.",
                      "the subjectless tagline given the subject 'The readdirp package'; the two sentences joined ('Exposes' -> 'that exposes'); bold marks dropped; '&' -> 'and'"),
            paraphrase=("Working like fs.readdir but recursively, readdirp offers a promise API as well as a stream API whose RAM and CPU footprint is small.",
                        "freer rewording; 'Recursive version of' -> 'Working like ... but recursively'; the two APIs reordered; the parenthesis about the footprint kept on the stream API"),
            contradiction=("The readdirp package is a recursive version of fs.readdir that exposes a stream API, with a large RAM and CPU footprint, and a promise API.",
                           "[direction] small RAM & CPU footprint -> a large RAM and CPU footprint"),
            overclaim=("The readdirp package is a recursive version of fs.readdir that exposes a promise API and a stream API with the smallest RAM and CPU footprint of any directory reader for Node.js.",
                       "ranking added: 'small footprint' -> 'the smallest ... of any directory reader for Node.js'; the README compares the stream API only with its own promise API (in a code comment); 'smallest' and 'reader' do not occur in it"),
            added=("The readdirp package is a recursive version of fs.readdir that exposes a stream API, with a small RAM and CPU footprint, and a promise API; both APIs return the entries sorted alphabetically.",
                   "added detail (entries sorted alphabetically) not in the README; 'sort' and 'alphabet' do not occur in it"),
        ),
        dict(
            section="API",
            start="`on('close')` — stream is destroyed",
            end="warning or errors are emitted",
            reworded=("The close event of a readdirp stream means the stream is destroyed via stream.destroy(); it could be useful if you want to manually abort even on a non-fatal error, and at that point the stream is no longer readable and no more entries, warnings or errors are emitted.",
                      "the API item 'on('close') - stream is destroyed ...' given the subject 'The close event of a readdirp stream' (section API, Stream API list); backticks dropped; the subjectless 'Could be useful' given 'it'; the three sentences joined; 'non fatal' -> 'non-fatal', 'warning' -> 'warnings'"),
            paraphrase=("In readdirp, close is emitted once the stream has been destroyed with stream.destroy(), which can help when aborting by hand even on a non-fatal error; after that the stream stops being readable and emits no further entries, warnings or errors.",
                        "freer rewording; 'Could be useful if you want to manually abort' -> 'can help when aborting by hand'; 'is no longer readable' -> 'stops being readable'; keeps the hedge ('can help') and all three kinds of emission"),
            contradiction=("The close event of a readdirp stream means the stream is destroyed via stream.destroy(); at that point the stream is still readable, although no more entries, warnings or errors are emitted.",
                           "[negation] 'the stream is no longer readable' -> 'the stream is still readable'"),
            overclaim=("In readdirp, destroying the stream via stream.destroy() is the recommended way to handle every non-fatal error, after which the stream is no longer readable and no more entries, warnings or errors are emitted.",
                       "a possibility made a recommendation: 'Could be useful if you want to manually abort even on a non fatal error' -> 'is the recommended way to handle every non-fatal error'; 'recommend' and 'handle' do not occur in the README; the code comment 'Optionally call stream.destroy() in warn() in order to abort' neither recommends nor forbids it (a first draft said 'is required', which that comment would contradict)"),
            added=("The close event of a readdirp stream means the stream is destroyed via stream.destroy(), and it is emitted asynchronously on the next tick, after which the stream is no longer readable and no more entries, warnings or errors are emitted.",
                   "added detail (emitted asynchronously on the next tick) not in the README; 'tick' and 'asynchron' do not occur in it"),
        ),
        dict(
            section="options",
            start="Default is `false`, readdirp will return",
            end="`mtime` etc.",
            reworded=("The alwaysStat option of readdirp defaults to false, in which case readdirp returns Dirent entries; setting it to true can double readdir execution time, so it should be used only when file size, mtime and the like are needed.",
                      "'Default is false' given the name of the option (the list item's label alwaysStat, outside the cut); the two sentences joined; the imperative 'use it only when you need' -> 'it should be used only when ... are needed'; 'etc.' -> 'and the like'; backticks dropped"),
            paraphrase=("By default readdirp's alwaysStat is off and Dirent entries come back; switching it on may make readdir take twice as long, so it is worth enabling only if properties such as file size or mtime are required.",
                        "freer rewording; 'can double readdir execution time' -> 'may make readdir take twice as long' (the hedge kept); 'use it only when you need' -> 'worth enabling only if ... are required'"),
            contradiction=("The alwaysStat option of readdirp defaults to false, in which case readdirp returns Dirent entries; setting it to true can halve readdir execution time, so it should be used only when file size, mtime and the like are needed.",
                           "[direction] 'can double readdir execution time' -> 'can halve readdir execution time'"),
            overclaim=("The alwaysStat option of readdirp defaults to false, in which case readdirp returns Dirent entries, and setting it to true always doubles readdir execution time.",
                       "hedge removed: 'can double' -> 'always doubles'; 'always' occurs in the README only in this item's own description ('always return stats property for every file') and inside the option name alwaysStat, never about execution time"),
            added=("The alwaysStat option of readdirp defaults to false, in which case readdirp returns Dirent entries; setting it to true can double readdir execution time, and the slowdown is largest on network file systems.",
                   "added detail (the slowdown largest on network file systems) not in the README; 'network' and 'slowdown' do not occur in it"),
        ),
        dict(
            section="Changelog",
            start="3.5 (Oct 13, 2020)",
            end="entered infinite loop.",
            reworded=("Version 3.5 of readdirp (Oct 13, 2020) disallows recursive directory-based symlinks; before, it could have entered an infinite loop.",
                      "the changelog item given the frame 'Version 3.5 of readdirp'; the two sentences joined; the missing article added ('entered infinite loop' -> 'entered an infinite loop')"),
            paraphrase=("Starting with release 3.5 of 13 October 2020, readdirp refuses recursive symlinks to directories, which earlier could have trapped it in an infinite loop.",
                        "freer rewording; 'disallows' -> 'refuses'; 'directory-based symlinks' -> 'symlinks to directories'; keeps the version, the date and the hedge ('could have')"),
            contradiction=("Version 3.5 of readdirp (Oct 13, 2021) disallows recursive directory-based symlinks; before, it could have entered an infinite loop.",
                           "[number] Oct 13, 2020 -> Oct 13, 2021"),
            overclaim=("Version 3.5 of readdirp (Oct 13, 2020) disallows recursive directory-based symlinks; before, readdirp always entered an infinite loop whenever it met one.",
                       "hedge removed: 'could have entered infinite loop' -> 'always entered an infinite loop whenever it met one'; 'whenever' does not occur in the README"),
            added=("Version 3.5 of readdirp (Oct 13, 2020) disallows recursive directory-based symlinks; before, it could have entered an infinite loop, a bug first reported by users of chokidar.",
                   "added origin (first reported by chokidar users) not in the README; 'chokidar' and 'reported' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# reusify: the intro paragraph and the benchmark paragraph under the title
# heading, ## Why and ## Acknowledgements: three distinct headings and three
# top-level parts.  The Example section's one prose passage (the note on
# resetting the state) was passed over: the whole paragraph is 46 words, and
# its first sentence alone (28 words) is followed by "That's needed so that
# ...", which would support the obvious overclaims (see notes-d.md).
DOCS.append(dict(
    path="reusify/README.md",
    kind="README", num="reusify", title="reusify",
    sentences=[
        dict(
            section="reusify",
            start="Reuse your objects and functions",
            end="hot code paths.",
            reworded=("With reusify you reuse your objects and functions for maximum speed; this technique will make any function run about 10% faster, and as you call your functions a lot, it adds up quickly in hot code paths.",
                      "the imperative 'Reuse your objects' given the frame 'With reusify you reuse'; '~10%' -> 'about 10%'; the three sentences joined ('You call your functions a lot, and it adds up' -> 'as you call your functions a lot, it adds up')"),
            paraphrase=("By reusing objects and functions, the reusify technique makes any function roughly 10% quicker, a gain that soon adds up in hot code paths because functions get called so often.",
                        "freer rewording; 'for maximum speed' folded into 'quicker'; '~10%' -> 'roughly 10%'; 'You call your functions a lot' -> 'functions get called so often'"),
            contradiction=("With reusify you reuse your objects and functions for maximum speed; this technique will make any function run about 20% faster, and as you call your functions a lot, it adds up quickly in hot code paths.",
                           "[number] ~10% -> about 20%"),
            overclaim=("Reusing objects and functions with reusify guarantees that any function runs at least 10% faster in every JavaScript runtime.",
                       "scope widened and hedge removed: '~10% faster' -> 'at least 10% faster', 'will make' -> 'guarantees', 'in every JavaScript runtime' added; the README names only Node v6.10.0 for its benchmark; 'guarantee' and 'runtime' do not occur in it"),
            added=("With reusify you reuse your objects and functions for maximum speed; this technique will make any function run about 10% faster, which adds up quickly in hot code paths such as the inner loop of a template engine.",
                   "added example (the inner loop of a template engine) not in the README; 'template', 'engine', 'inner' and 'loop' do not occur in it"),
        ),
        dict(
            section="reusify",
            start="The above benchmark uses fibonacci",
            end="should not.",
            reworded=("The reusify benchmark uses fibonacci to simulate a real high-CPU load; the actual numbers might differ for your use case, but the difference should not.",
                      "'The above benchmark' -> 'The reusify benchmark'; the two sentences joined; 'high-cpu' -> 'high-CPU'"),
            paraphrase=("To mimic a genuine CPU-heavy workload, the reusify benchmark computes fibonacci numbers; your own figures may vary, though the difference itself should stay the same.",
                        "freer rewording; 'to simulate a real high-cpu load' moved to the front as 'To mimic a genuine CPU-heavy workload'; 'might differ' -> 'may vary'; 'the difference should not' -> 'the difference itself should stay the same' (the hedge 'should' kept)"),
            contradiction=("The reusify benchmark uses fibonacci to simulate a light, low-CPU load; the actual numbers might differ for your use case, but the difference should not.",
                           "[direction] 'a real high-cpu load' -> 'a light, low-CPU load'"),
            overclaim=("The reusify benchmark uses fibonacci to simulate a real high-CPU load, and although the actual numbers might differ, the difference is guaranteed to be the same for every use case.",
                       "hedge removed and scope widened: 'the difference should not' (differ for your use case) -> 'is guaranteed to be the same for every use case'; 'guarantee' does not occur in the README ('every' only in the Example note's 'every subsequent request')"),
            added=("The reusify benchmark uses fibonacci to simulate a real high-CPU load and was run on a 2016 MacBook Pro; the actual numbers might differ for your use case, but the difference should not.",
                   "added detail (the machine, a 2016 MacBook Pro) not in the README, which names only Node v6.10.0; 'macbook' and '2016' do not occur in it"),
        ),
        dict(
            section="Why",
            start="It is faster because V8",
            end="on the garbage collector.",
            reworded=("Reusify is faster because V8 doesn't have to collect all the functions you create; on a short-lived benchmark it is as fast as creating the nested function, but on a longer time frame it creates less pressure on the garbage collector.",
                      "'It' -> 'Reusify' (the section Why explains the package's speed); the two sentences joined"),
            paraphrase=("The speed gain of reusify comes from V8 not needing to collect every function you create: in a short benchmark it merely matches creating the nested function, while over a longer period it puts less strain on the garbage collector.",
                        "freer rewording; 'It is faster because' -> 'The speed gain ... comes from'; 'short-lived benchmark' -> 'short benchmark'; 'is as fast as' -> 'merely matches'; 'pressure' -> 'strain'"),
            contradiction=("Reusify is faster because V8 doesn't have to collect all the functions you create; on a longer time frame it is as fast as creating the nested function, but on a short-lived benchmark it creates less pressure on the garbage collector.",
                           "[roles] 'a short-lived benchmark' and 'a longer time frame' swapped between the two halves"),
            overclaim=("Reusify is faster because V8 doesn't have to collect all the functions you create, and on a longer time frame it removes all pressure on the garbage collector.",
                       "degree raised: 'creates less pressure on the garbage collector' -> 'removes all pressure'; 'removes' does not occur in the README"),
            added=("Reusify is faster because V8 doesn't have to collect all the functions you create, as confirmed with V8's trace-gc flag; on a longer time frame it creates less pressure on the garbage collector.",
                   "added detail (confirmed with the trace-gc flag) not in the README; 'trace', 'flag' and 'confirmed' do not occur in it"),
        ),
        dict(
            section="Acknowledgements",
            start="Thanks to [Trevor Norris]",
            end="share this\ntrick.",
            reworded=("The author of reusify thanks Trevor Norris for getting them down the rabbit hole of performance, and thanks Mathias Buss for suggesting that they share this trick.",
                      "'me' -> 'The author of reusify' / 'them' / 'they'; link syntax and URLs dropped; 'suggesting me to share' -> 'suggesting that they share'"),
            paraphrase=("The reusify README credits Trevor Norris with leading its author into the depths of performance work and Mathias Buss with the suggestion to share the trick.",
                        "freer rewording; 'thanks to ... for' -> 'credits ... with'; 'getting me down the rabbit hole of performance' -> 'leading its author into the depths of performance work'"),
            contradiction=("The author of reusify thanks Mathias Buss for getting them down the rabbit hole of performance, and thanks Trevor Norris for suggesting that they share this trick.",
                           "[roles] Trevor Norris and Mathias Buss swapped"),
            overclaim=("The author of reusify thanks Trevor Norris for teaching them everything they know about performance, and thanks Mathias Buss for suggesting that they share this trick.",
                       "degree raised: 'getting me down the rabbit hole of performance' -> 'teaching them everything they know about performance'; 'teach' and 'everything' do not occur in the README"),
            added=("The author of reusify thanks Trevor Norris for getting them down the rabbit hole of performance and Mathias Buss for suggesting that they share this trick; both are Node.js core contributors.",
                   "added detail (both are Node.js core contributors) not in the README; 'core' and 'contributor' do not occur in it (the README names Node only for the benchmark's 'Node v6.10.0')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# run-parallel has no `##` headings: the title is `#`, everything else `###`
# and below.  Its prose is all under ### usage: #### parallel(tasks,
# [callback]) (two paragraphs), ##### arguments (a list) and the remark after
# the code block under ##### example.  So the four sentences come from three
# distinct headings but one top-level section (### usage); the other ###
# sections are an image line, an install command, a link list and a licence.
DOCS.append(dict(
    path="run-parallel/README.md",
    kind="README", num="run-parallel", title="run-parallel",
    sentences=[
        dict(
            section="parallel(tasks, [callback])",
            start="Run the `tasks` array of functions",
            end="value of the error.",
            reworded=("The parallel function of run-parallel runs the tasks array of functions in parallel, without waiting until the previous function has completed, and if any of the functions passes an error to its callback, the main callback is immediately called with the value of the error.",
                      "the imperative 'Run the tasks array' given the subject 'The parallel function of run-parallel' (the #### heading); backticks dropped; the two sentences joined; 'pass' -> 'passes'"),
            paraphrase=("With run-parallel, the task functions all run at once instead of each waiting for the one before it to finish, and as soon as one of them hands an error to its callback, the main callback is called right away with that error.",
                        "freer rewording; 'in parallel, without waiting until the previous function has completed' -> 'all run at once instead of each waiting for the one before it to finish'; 'immediately' -> 'right away'"),
            contradiction=("The parallel function of run-parallel runs the tasks array of functions in order, each one waiting until the previous function has completed, and if any of them passes an error to its callback, the main callback is immediately called with the value of the error.",
                           "[negation] 'without waiting until the previous function has completed' -> 'each one waiting until the previous function has completed' ('in parallel' -> 'in order' to keep the claim coherent; the README's see-also list names run-series)"),
            overclaim=("The parallel function of run-parallel starts every function in the tasks array at exactly the same moment, and if any of them passes an error to its callback, the main callback is immediately called with the value of the error.",
                       "degree raised: 'in parallel, without waiting until the previous function has completed' -> 'at exactly the same moment'; 'exactly' and 'moment' do not occur in the README"),
            added=("The parallel function of run-parallel runs the tasks array of functions in parallel, and if any of the functions passes an error to its callback, the main callback is immediately called with the value of the error, while errors passed later by the other functions are ignored.",
                   "added consequence (later errors ignored) not in the README; 'ignore' and 'later' do not occur in it"),
        ),
        dict(
            section="parallel(tasks, [callback])",
            start="It is also possible to use an object",
            end="as an object instead of\nan array.",
            reworded=("With run-parallel it is also possible to use an object instead of an array: each property will be run as a function, and the results will be passed to the final callback as an object instead of an array.",
                      "the frame 'With run-parallel' added; the two sentences joined; backticks dropped"),
            paraphrase=("Besides an array, run-parallel accepts an object of tasks, running each of its properties as a function and handing the results to the final callback as an object rather than an array.",
                        "freer rewording; 'It is also possible to use an object instead of an array' -> 'Besides an array, run-parallel accepts an object of tasks'; 'will be passed' -> 'handing'"),
            contradiction=("With run-parallel it is also possible to use an object instead of an array: each property will be run as a function, and the results will be passed to the final callback as an array instead of an object.",
                           "[roles] 'as an object instead of an array' -> 'as an array instead of an object' (the two forms of the results swapped)"),
            overclaim=("With run-parallel, any collection, including a Map or a Set, can be used instead of an array, with each of its entries run as a function.",
                       "scope widened: 'an object' -> 'any collection, including a Map or a Set'; 'collection' and 'map' do not occur in the README; 'set' only inside setTimeout in the example code"),
            added=("With run-parallel it is also possible to use an object instead of an array: each property will be run as a function, properties inherited from the prototype are skipped, and the results will be passed to the final callback as an object.",
                   "added detail (inherited properties skipped) not in the README; 'inherit', 'prototype' and 'skip' do not occur in it"),
        ),
        dict(
            section="arguments",
            start="An array or object containing functions",
            end="optional `result` value.",
            reworded=("The tasks argument of run-parallel is an array or object containing functions to run; each function is passed a callback(err, result), which it must call on completion with an error err, which can be null, and an optional result value.",
                      "the list item given the subject 'The tasks argument of run-parallel' (its label tasks, outside the cut; section arguments); the two sentences joined; backticks dropped; the parenthesis made a relative clause"),
            paraphrase=("Every function in run-parallel's tasks, given as an array or an object, receives a callback that it has to invoke once it finishes, passing an error that may be null and, optionally, a result.",
                        "freer rewording; 'must call on completion' -> 'has to invoke once it finishes'; 'which can be null' -> 'that may be null'; keeps 'optional' and 'array or object'"),
            contradiction=("The tasks argument of run-parallel is an array or object containing functions to run; each function is passed a callback(err, result), which it must call on completion with an error err, which cannot be null, and an optional result value.",
                           "[negation] 'which can be null' -> 'which cannot be null'"),
            overclaim=("The only argument each function in run-parallel's tasks receives is a callback(err, result), which it must call on completion with an error err, which can be null, and an optional result value.",
                       "exclusivity added: 'Each function is passed a callback' -> 'The only argument each function receives is a callback'; the README never says the callback is the only argument ('only' does not occur in it)"),
            added=("The tasks argument of run-parallel is an array or object containing functions to run; each function is passed a callback(err, result), which it must call on completion, and calling that callback more than once throws an error.",
                   "added detail (calling the callback twice throws) not in the README; 'throw' and 'twice' do not occur in it (a first draft, 'if a function never calls it, the final callback never runs', was replaced because it can be inferred from the callback item's 'once all the functions have completed')"),
        ),
        dict(
            section="example",
            start="This module is basically equavalent",
            end="bundle size.",
            reworded=("The run-parallel module is basically equivalent to async.parallel, but it's handy to just have the one function you need instead of the kitchen sink (modularity!), especially if you're serving to the browser and need to reduce your JavaScript bundle size.",
                      "'This module' -> 'The run-parallel module'; the typo 'equavalent' corrected; link syntax, URL and backticks dropped; 'Modularity!' put in parentheses; the three sentences joined"),
            paraphrase=("The run-parallel module does essentially what async.parallel does, yet gives you only the single function you need rather than a whole toolkit, which is particularly useful for browser code whose JavaScript bundle you need to shrink.",
                        "freer rewording; 'basically equavalent' -> 'does essentially what'; 'the kitchen sink' -> 'a whole toolkit'; the aside 'Modularity!' dropped; 'reduce your javascript bundle size' -> 'whose JavaScript bundle you need to shrink'"),
            contradiction=("The run-parallel module is basically equivalent to async.series, but it's handy to just have the one function you need instead of the kitchen sink, especially if you're serving to the browser and need to reduce your JavaScript bundle size.",
                           "[entity] async.parallel -> async.series"),
            overclaim=("The run-parallel module is identical in every respect to async.parallel, and it's handy to just have the one function you need instead of the kitchen sink.",
                       "similar -> identical: 'basically equavalent to async.parallel' -> 'identical in every respect'; 'identical', 'every' and 'respect' do not occur in the README"),
            added=("The run-parallel module is basically equivalent to async.parallel, but it's handy to just have the one function you need instead of the kitchen sink, which saves about 20 kB in a minified browser bundle.",
                   "added estimate (about 20 kB saved) not in the README; 'kB', 'saves' and 'minified' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# mime-db: the intro paragraph under the title heading, ### Database Download
# (within ## Installation), one item of ## Data Structure's property list and
# the first paragraph of ### Adding Custom Media Types (within ## Contributing):
# four distinct headings, four top-level parts (the text under the title,
# Installation, Data Structure, Contributing).  Usage is code.
DOCS.append(dict(
    path="mime-db/README.md",
    kind="README", num="mime-db", title="mime-db",
    sentences=[
        dict(
            section="mime-db",
            start="This is a large database of mime types",
            end="possible with an API.",
            reworded=("The mime-db package is a large database of mime types and information about them; it consists of a single, public JSON file and does not include any logic, allowing it to remain as un-opinionated as possible with an API.",
                      "'This' -> 'The mime-db package' (the title); the two sentences joined"),
            paraphrase=("Holding many mime types together with details about each, mime-db is just one public JSON file with no logic in it, so that it can stay as free of opinions about an API as possible.",
                        "freer rewording; 'a large database' -> 'Holding many mime types'; 'does not include any logic' -> 'with no logic in it'; 'as un-opinionated as possible with an API' -> 'as free of opinions about an API as possible'"),
            contradiction=("The mime-db package is a large database of mime types and information about them that consists of a single, public JSON file and includes its own lookup logic.",
                           "[negation] 'does not include any logic' -> 'includes its own lookup logic'"),
            overclaim=("The mime-db package is a complete database of every mime type in existence, held in a single, public JSON file that does not include any logic.",
                       "scope widened: 'a large database of mime types' -> 'a complete database of every mime type in existence'; the README names three sources it aggregates; 'complete' and 'existence' do not occur in it ('every' only in 'every property could be undefined')"),
            added=("The mime-db package is a large database of mime types and information about them, and it is the data source of the mime-types package; it consists of a single, public JSON file and does not include any logic.",
                   "added detail (used by the mime-types package) not in the README; 'mime-types' does not occur in it ('mime types' only with a space)"),
        ),
        dict(
            section="Database Download",
            start="If you're crazy enough",
            end="change in the future.",
            reworded=("If you're crazy enough to use mime-db in the browser, you can just grab the JSON file using jsDelivr, and it is recommended to replace master with a release tag, as the JSON format may change in the future.",
                      "'this' -> 'mime-db'; link syntax, URLs and backticks dropped; the two sentences joined"),
            paraphrase=("Anyone who wants mime-db in a browser can simply fetch its JSON file from jsDelivr, preferably pointing at a release tag rather than master, since the JSON format might change later on.",
                        "freer rewording; the joke 'crazy enough' dropped; 'It is recommended to replace master with a release tag' -> 'preferably pointing at a release tag rather than master'; 'may change in the future' -> 'might change later on'"),
            contradiction=("If you're crazy enough to use mime-db in the browser, you can just grab the JSON file using jsDelivr, and it is recommended to replace a release tag with master, as the JSON format may change in the future.",
                           "[roles] 'replace master with a release tag' -> 'replace a release tag with master'"),
            overclaim=("If you're crazy enough to use mime-db in the browser, you can grab the JSON file using jsDelivr, but you should use a release tag instead of master because the JSON format will change in the next release.",
                       "hedge removed and a time added: 'may change in the future' -> 'will change in the next release'; 'next' does not occur in the README ('release' only in 'a release tag')"),
            added=("If you're crazy enough to use mime-db in the browser, you can just grab the JSON file, which is about 200 kB in size, using jsDelivr; it is recommended to replace master with a release tag, as the JSON format may change in the future.",
                   "added estimate (the file is about 200 kB) not in the README; 'kB' and 'size' do not occur in it"),
        ),
        dict(
            section="Data Structure",
            start="`.source` - where the mime type is defined.",
            end="custom media type.",
            reworded=("In mime-db, the .source property of a mime type tells where the mime type is defined; if it is not set, it's probably a custom media type.",
                      "the property item given the frame 'In mime-db, the .source property of a mime type tells' (section Data Structure: 'Each mime type has the following properties'); backticks dropped; the two sentences joined"),
            paraphrase=("Each mime-db entry's .source names the place where the type is defined, and when .source is missing the type is most likely a custom one.",
                        "freer rewording; 'where the mime type is defined' -> 'names the place where the type is defined'; 'If not set' -> 'when .source is missing'; 'probably' -> 'most likely' (the hedge kept)"),
            contradiction=("In mime-db, the .source property of a mime type tells where the mime type is defined; if it is not set, it's probably an IANA-registered media type.",
                           "[entity] 'a custom media type' -> 'an IANA-registered media type' (iana is one of the values .source takes, listed just below the cut)"),
            overclaim=("In mime-db, the .source property of a mime type tells where the mime type is defined, and a mime type without it is always a custom media type.",
                       "hedge removed: 'it's probably a custom media type' -> 'is always a custom media type'; 'always' does not occur in the README"),
            added=("In mime-db, the .source property of a mime type tells where the mime type is defined; if it is not set, it's probably a custom media type, which is the case for roughly a tenth of the entries.",
                   "added estimate (roughly a tenth of the entries have no source) not in the README; 'tenth', 'roughly' and 'entries' do not occur in it"),
        ),
        dict(
            section="Adding Custom Media Types",
            start="The best way to get new media types",
            end="pulled into this library.",
            reworded=("The best way to get new media types included in mime-db is to register them with the IANA; the community registration procedure is outlined in RFC 6838 section 5, and types registered with the IANA are automatically pulled into mime-db.",
                      "'this library' -> 'mime-db' (twice); link syntax and URL dropped; the three sentences joined"),
            paraphrase=("Registering a new media type with the IANA, following the community procedure described in section 5 of RFC 6838, is the preferred route into mime-db, since IANA-registered types are pulled into it automatically.",
                        "freer rewording; 'The best way to get new media types included' -> 'the preferred route into mime-db'; 'outlined in RFC 6838 section 5' -> 'described in section 5 of RFC 6838'"),
            contradiction=("The best way to get new media types included in mime-db is to register them with the IETF; the community registration procedure is outlined in RFC 6838 section 5, and types registered with the IETF are automatically pulled into mime-db.",
                           "[entity] the IANA -> the IETF (both occurrences; the IETF publishes the RFC the sentence cites, so the slip looks honest)"),
            overclaim=("The best way to get new media types included in mime-db is to register them with the IANA, and types registered with the IANA appear in mime-db immediately, on the day they are registered.",
                       "degree raised: 'are automatically pulled into this library' -> 'appear in mime-db immediately, on the day they are registered'; 'immediately' and 'day' do not occur in the README"),
            added=("The best way to get new media types included in mime-db is to register them with the IANA, a process that usually takes several months; types registered with the IANA are automatically pulled into mime-db.",
                   "added estimate (IANA registration takes several months) not in the README; 'month' and 'takes' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# markdown-table: ## When should I use this?, two ###### option entries under
# ## API (`options.align` and `options.stringLength`) and ## Compatibility:
# four distinct headings, three top-level sections (When should I use this?,
# API, Compatibility).  The What-is-this and Security sentences are short or
# repeat the tagline; the two "please don't use this" notes are identical
# (no unique start anchor); Inspiration (14 words) was not needed.
DOCS.append(dict(
    path="markdown-table/readme.md",
    kind="README", num="markdown-table", title="markdown-table",
    sentences=[
        dict(
            section="When should I use this?",
            start="This is a simple solution in that",
            end="[github-mdast-util-gfm]).",
            reworded=("The markdown-table package is a simple solution in that it doesn't handle escapes or HTML or any of that; for a complete but heavier solution, build an AST and serialize it with mdast-util-to-markdown (with mdast-util-gfm).",
                      "'This' -> 'The markdown-table package'; the two sentences joined; reference-link syntax and backticks dropped; the curly apostrophe made straight"),
            paraphrase=("Because it deals with neither escapes nor HTML, the markdown-table package stays simple; a complete, though heavier, alternative is to build an AST and serialize it using mdast-util-to-markdown together with mdast-util-gfm.",
                        "freer rewording; 'simple ... in that it doesn't handle' -> 'Because it deals with neither ... stays simple'; 'any of that' dropped; '(with mdast-util-gfm)' -> 'together with mdast-util-gfm'"),
            contradiction=("The markdown-table package is a simple solution that nevertheless handles escapes and HTML; for a complete but heavier solution, build an AST and serialize it with mdast-util-to-markdown (with mdast-util-gfm).",
                           "[negation] 'doesn't handle escapes or HTML' -> 'handles escapes and HTML'"),
            overclaim=("The markdown-table package doesn't handle escapes or HTML, and building an AST and serializing it with mdast-util-to-markdown (with mdast-util-gfm) is the only complete solution.",
                       "exclusivity added: 'For a complete but heavier solution, build an AST ...' -> 'is the only complete solution'; 'only' occurs in the README only in 'ESM only' and 'Only the lowercased first character'"),
            added=("The markdown-table package is a simple solution in that it doesn't handle escapes or HTML or any of that, so a pipe character inside a cell breaks the table; for a complete but heavier solution, build an AST and serialize it with mdast-util-to-markdown.",
                   "added consequence (a pipe inside a cell breaks the table) not in the README; 'pipe' and 'breaks' do not occur in it (the README writes the delimiter only as the code span '|')"),
        ),
        dict(
            section="`options.align`",
            start="Each style is either",
            end="does align left.",
            reworded=("In markdown-table, each align style is either l (left), r (right) or c (center), and other values are treated as an empty string, which doesn't place the colon in the alignment row but does align left.",
                      "'Each style' -> 'In markdown-table, each align style' (the ###### heading options.align); code quotes and backticks dropped ('' -> 'an empty string'); the two sentences joined"),
            paraphrase=("The markdown-table align option takes l for left, r for right and c for center; anything else counts as an empty string, which aligns left without putting a colon in the alignment row.",
                        "freer rewording; 'Other values are treated as' -> 'anything else counts as'; the two halves of the last clause reordered"),
            contradiction=("In markdown-table, each align style is either l (left), r (right) or c (center), and other values are treated as an empty string, which doesn't place the colon in the alignment row but does align right.",
                           "[direction] 'does align left' -> 'does align right'"),
            overclaim=("In markdown-table, each align style is either l (left), r (right) or c (center), and any other value makes every markdown renderer align that column left.",
                       "scope widened: 'does align left' (what markdown-table does) -> 'makes every markdown renderer align that column left'; 'renderer' does not occur in the README ('every' does not occur either)"),
            added=("In markdown-table, each align style is either l (left), r (right) or c (center), and other values are treated as an empty string, which doesn't place the colon in the alignment row but does align left, and markdown-table logs a warning for them.",
                   "added detail (a warning logged for other values) not in the README; 'warning' and 'logs' do not occur in it"),
        ),
        dict(
            section="`options.stringLength`",
            start="Full-width characters and emoji",
            end="“visible” size.",
            reworded=("In markdown-table, full-width characters and emoji mess up delimiter alignment when viewing the markdown source; to fix this, you can pass the stringLength function, which receives the cell content and returns its visible size.",
                      "'In markdown-table' added; 'this function' -> 'the stringLength function' (the ###### heading options.stringLength); the two sentences joined; the curly quotes around 'visible' dropped"),
            paraphrase=("Since full-width characters and emoji throw off how the delimiters line up in the raw markdown, markdown-table lets you supply a stringLength function that takes a cell's content and gives back the size it visibly occupies.",
                        "freer rewording; 'mess up delimiter alignment when viewing the markdown source' -> 'throw off how the delimiters line up in the raw markdown'; 'you can pass' -> 'lets you supply'; 'its visible size' -> 'the size it visibly occupies'"),
            contradiction=("In markdown-table, full-width characters and emoji mess up delimiter alignment when viewing the markdown source, and passing a stringLength function does not fix this.",
                           "[negation] 'To fix this, you can pass this function' -> 'passing a stringLength function does not fix this'"),
            overclaim=("In markdown-table, every non-ASCII character messes up delimiter alignment when viewing the markdown source, so you can pass the stringLength function, which receives the cell content and returns its visible size.",
                       "scope widened: 'Full-width characters and emoji' -> 'every non-ASCII character'; 'ASCII' and 'every' do not occur in the README"),
            added=("In markdown-table, full-width characters and emoji mess up delimiter alignment when viewing the markdown source, a problem reported most often by Chinese and Japanese users; to fix this, you can pass the stringLength function.",
                   "added origin (reported most often by Chinese and Japanese users) not in the README; 'Chinese', 'Japanese' and 'reported' do not occur in it (the example cell is the Chinese text, but the README does not name the language)"),
        ),
        dict(
            section="Compatibility",
            start="This package is at least compatible",
            end="modern browsers.",
            reworded=("The markdown-table package is at least compatible with all maintained versions of Node.js, which as of now are Node.js 14.14+ and 16.0+, and it also works in Deno and modern browsers.",
                      "'This package' -> 'The markdown-table package'; 'As of now, that is' made a relative clause; the three sentences joined"),
            paraphrase=("At minimum, markdown-table works with every Node.js version that is still maintained, which today means 14.14+ and 16.0+, and it runs in Deno and modern browsers as well.",
                        "freer rewording; 'is at least compatible with all maintained versions' -> 'At minimum ... works with every Node.js version that is still maintained'; 'As of now' -> 'today'"),
            contradiction=("The markdown-table package is at least compatible with all maintained versions of Node.js, which as of now are Node.js 12.20+ and 16.0+, and it also works in Deno and modern browsers.",
                           "[number] Node.js 14.14+ -> 12.20+"),
            overclaim=("The markdown-table package is at least compatible with all maintained versions of Node.js, and it works identically in Deno and modern browsers, with no differences in behaviour from Node.js.",
                       "similar -> identical: 'It also works in Deno and modern browsers' -> 'works identically ..., with no differences in behaviour'; 'identical' and 'behaviour' do not occur in the README"),
            added=("The markdown-table package is at least compatible with all maintained versions of Node.js, which as of now are Node.js 14.14+ and 16.0+, and it also works in Deno, Bun and modern browsers.",
                   "added list item (Bun) not in the README; 'bun' occurs only inside 'bundle' and 'bundlejs' (the esm.sh ?bundle URL and the size badge), never as a runtime"),
        ),
    ]))
