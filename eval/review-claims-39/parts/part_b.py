# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-39, part B (drafts 6-10).

Same format as review-claims-38's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs under /work/main/node_modules (paths
relative to that folder).  `kind` is "README"; `num` is the package name (the
"name" field of the package's package.json, which is also the folder the
README sits in); `title` is the README's top heading text (its first `# `
heading, with badge images, link syntax, emoji shortcodes and backticks
dropped), used in both draft headings.

`section` is the top-level section the cut sits in: the text of the last
`## ` heading before it, or the README's title where the cut comes before the
first `## ` heading (the introduction under the `# ` heading).  Where the
heading the sentence sits directly under is a deeper one (`###`, `####`), its
text follows in parentheses, as review-claims-38 did for a subsection.
Heading texts are given without emoji shortcodes, backticks and link syntax.
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# @nodelib/fs.walk (6,139 bytes).  Three top-level sections: Highlights (a
# list item), API (the tip under "#### optionsOrSettings") and Options (two
# option descriptions).  The introduction is one 8-word blockquote, Install
# and Usage are code only, the Entry list items are 8-10 words, and
# Changelog is one link sentence.
DOCS.append(dict(
    path="@nodelib/fs.walk/README.md",
    kind="README", num="@nodelib/fs.walk", title="@nodelib/fs.walk",
    sentences=[
        dict(
            section="Highlights",
            start="On Node.js 10.10+ uses",
            end="performance reasons.",
            reworded=("On Node.js 10.10 and later, @nodelib/fs.walk uses the mechanism without additional calls to determine the entry type, for performance reasons.",
                      "the subjectless list item given the subject @nodelib/fs.walk (the package the Highlights list describes); '10.10+' -> '10.10 and later'; the emoji shortcode before the cut is not part of it"),
            paraphrase=("For performance reasons, @nodelib/fs.walk determines the entry type without making additional calls when running on Node.js 10.10 or newer.",
                        "freer rewording; the reason moved to the front; 'uses the mechanism without additional calls to determine the entry type' -> determines the entry type without making additional calls; keeps the version condition"),
            contradiction=("Starting with Node.js 12.10, @nodelib/fs.walk uses the mechanism without additional calls to determine the entry type, for performance reasons.",
                           "[number] the version threshold Node.js 10.10+ -> 12.10 ('Starting with' makes it a threshold, so Node.js 10.10-12.9 is excluded)"),
            overclaim=("On Node.js 10.10 and later, @nodelib/fs.walk uses the mechanism without additional calls to determine the entry type, which makes it the fastest way to walk a directory in Node.js.",
                       "a ranking added: 'for performance reasons' -> the fastest way to walk a directory; 'fastest' and 'faster' do not occur in the README (its tagline says only 'efficiently walking')"),
            added=("On Node.js 10.10 and later, @nodelib/fs.walk uses the withFileTypes option of fs.readdir, which needs no additional calls to determine the entry type, for performance reasons.",
                   "added detail (the mechanism is the withFileTypes option of fs.readdir) not in the README; 'withFileTypes' does not occur in it ('fs.readdir' occurs under concurrency and stats, 'fs.Dirent' in the Entry list)"),
        ),
        dict(
            section="API (optionsOrSettings)",
            start="When you pass a plain object",
            end="`Settings` class.",
            reworded=("When a plain object is passed as the optionsOrSettings argument, @nodelib/fs.walk will create an instance of the Settings class automatically; if the method is to be called frequently, a pre-created instance of the Settings class should be used.",
                      "'you pass' made passive and the argument named from the heading (optionsOrSettings); the instance creation given the subject @nodelib/fs.walk; the imperative 'use' -> 'should be used'; the two sentences joined; backticks dropped"),
            paraphrase=("A plain options object passed to @nodelib/fs.walk is turned into a Settings instance automatically, and for frequent calls of the method a pre-created Settings instance is recommended.",
                        "freer rewording; 'When you pass a plain object, an instance ... will be created' -> a plain options object passed ... is turned into a Settings instance; the imperative as 'is recommended'; keeps the condition 'frequently' (for frequent calls); no cause added between the two parts"),
            contradiction=("When a plain object is passed as the optionsOrSettings argument, @nodelib/fs.walk creates an instance of the Settings class automatically, so a pre-created Settings instance is only worth using if the method is called rarely.",
                           "[direction] the advice is turned round: a pre-created instance for frequent calls -> only worth it for rare calls"),
            overclaim=("For a plain object, @nodelib/fs.walk creates an instance of the Settings class automatically, but a pre-created Settings instance must be used whenever the method is called more than once.",
                       "advice made a rule and scope widened: 'If you plan to call the method frequently, use' -> must be used whenever the method is called more than once; 'must' occurs in the README only in 'it must use the file: protocol', 'more than once' never"),
            added=("When a plain object is passed as the optionsOrSettings argument, @nodelib/fs.walk creates an instance of the Settings class automatically, a step that validates every option, so for frequent calls a pre-created Settings instance should be used.",
                   "added cause (creating a Settings instance validates every option) not in the README; 'validat' and 'every' do not occur in it"),
        ),
        dict(
            section="Options (concurrency)",
            start="The higher the number",
            end="File System.",
            reworded=("For the concurrency option of @nodelib/fs.walk, the higher the number, the higher the performance and the load on the file system.",
                      "'the number' named from the heading (the concurrency option); 'higher performance' -> 'the higher the performance'; 'File System' lower-cased; the emoji shortcode before the cut is not part of it"),
            paraphrase=("Raising the concurrency setting of @nodelib/fs.walk increases both its performance and the load it puts on the file system.",
                        "freer rewording; 'the higher the number, the higher' -> raising ... increases both; the setting named from the heading"),
            contradiction=("For the concurrency option of @nodelib/fs.walk, the higher the number, the lower the performance and the higher the load on the file system.",
                           "[direction] the higher performance -> the lower performance"),
            overclaim=("For the concurrency option of @nodelib/fs.walk, performance grows in direct proportion to the number, and so does the load on the file system.",
                       "degree raised: 'the higher the number, the higher performance' -> grows in direct proportion; 'proportion' and 'linear' do not occur in the README"),
            added=("For the concurrency option of @nodelib/fs.walk, the higher the number, the higher the performance and the load on the file system, especially on network drives.",
                   "added condition (especially on network drives) not in the README; 'network' and 'drive' do not occur in it"),
        ),
        dict(
            section="Options (pathSegmentSeparator)",
            start="By default, this package uses",
            end="to use instead.",
            reworded=("By default, @nodelib/fs.walk uses the correct path separator for the operating system (a backslash on Windows, a forward slash on Unix-like systems), but the pathSegmentSeparator option can be set to any separator characters to use instead.",
                      "'this package' -> @nodelib/fs.walk; 'your OS' -> the operating system; the two separators written in words; 'But you can set this option' -> the pathSegmentSeparator option (heading) can be set; 'character(s)' -> characters; the two sentences joined"),
            paraphrase=("Normally @nodelib/fs.walk picks the path separator that suits the operating system, a backslash on Windows and a forward slash on Unix-like systems, and its pathSegmentSeparator option lets users substitute whatever separator characters they prefer.",
                        "freer rewording; 'By default' -> normally; 'set this option to any separator character(s) that you want' -> substitute whatever separator characters they prefer; the option named from the heading"),
            contradiction=("By default, @nodelib/fs.walk uses the correct path separator for the operating system (a forward slash on Windows, a backslash on Unix-like systems), but the pathSegmentSeparator option can be set to any separator characters instead.",
                           "[roles] the separators of Windows (backslash) and Unix-like systems (forward slash) swapped"),
            overclaim=("By default, @nodelib/fs.walk uses the correct path separator for the operating system, and its pathSegmentSeparator option accepts any string whatsoever, even an empty one, as the separator.",
                       "scope widened: 'any separator character(s)' -> any string whatsoever, even an empty one; 'empty' and 'whatsoever' do not occur in the README, 'string' only in the Type fields"),
            added=("By default, @nodelib/fs.walk uses the correct path separator for the operating system (a backslash on Windows, a forward slash on Unix-like systems), but the pathSegmentSeparator option can be set to other separator characters, which is useful for building glob patterns.",
                   "added purpose (useful for building glob patterns) not in the README; 'glob' and 'pattern' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# foreground-child (4,488 bytes).  Four top-level sections: the introduction
# under the "# foreground-child" title (before the first "## "), USAGE,
# Caveats and "util: foreground-child/proxy-signals".  d07-s3's "this" is the
# preceding sentence of Caveats (a SIGKILL kills the parent but is not
# proxied to the child); d07-s4's "It" is the proxying of the preceding
# paragraph ("any fatal signal received by the current process will be
# proxied to the child process").
DOCS.append(dict(
    path="foreground-child/README.md",
    kind="README", num="foreground-child", title="foreground-child",
    sentences=[
        dict(
            section="foreground-child",
            start="Mostly this module",
            end="and such.",
            reworded=("The foreground-child module is mostly here to support some use cases around wrapping child processes for test coverage and similar purposes.",
                      "'this module' -> the foreground-child module; word order ('Mostly' moved after the verb); 'and such' -> and similar purposes"),
            paraphrase=("The main purpose of foreground-child is to support certain use cases that involve wrapping child processes, for things like test coverage.",
                        "freer rewording; 'Mostly ... is here to support' -> the main purpose is to support; 'some' -> certain; 'for test coverage and such' -> for things like test coverage"),
            contradiction=("The foreground-child module is mostly here to support some use cases around wrapping worker threads for test coverage and such.",
                           "[entity] child processes -> worker threads ('worker' and 'thread' do not occur in the README)"),
            overclaim=("The foreground-child module is the standard tool that test coverage programs use to wrap child processes.",
                       "a status added: 'is here to support some use cases around wrapping child processes for test coverage' -> the standard tool that coverage programs use; 'tool' does not occur in the README, 'standard' only in 'standard IO file descriptors'"),
            added=("The foreground-child module is mostly here to support some use cases around wrapping child processes for test coverage and such, and it was originally written for the nyc coverage tool.",
                   "added origin (originally written for nyc) not in the README; 'nyc', 'originally' and 'written' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="USAGE",
            start="If the callback returns a string value",
            end="parent exit status code.",
            reworded=("If the foreground-child callback returns a string value, that string will be used as the signal to exit the parent process; if it returns a number, that number will be used as the parent's exit status code.",
                      "'the callback' -> the foreground-child callback; 'then that' -> that string; the two sentences joined; 'the parent exit status code' -> the parent's exit status code"),
            paraphrase=("A string returned by the foreground-child callback is taken as the signal with which the parent process exits, while a returned number becomes the parent's exit status code.",
                        "freer rewording; the conditions recast as 'a string returned by' / 'a returned number'; both cases kept"),
            contradiction=("If the foreground-child callback returns a number, that number will be used as the signal to exit the parent process; if it returns a string, that string will be used as the parent's exit status code.",
                           "[roles] string (the exit signal) and number (the exit status code) swapped"),
            overclaim=("Returning a string or a number from the callback is the recommended way to set how the parent process of foreground-child exits: a string is used as the exit signal and a number as the exit status code.",
                       "a possibility made a recommendation: 'If the callback returns a string value ... If it returns a number' -> the recommended way; 'recommend' does not occur in the README (a first version, 'the only way to control how the parent process exits', was replaced because the Caveats say a SIGKILL always kills the parent)"),
            added=("If the foreground-child callback returns a string value such as SIGTERM, that string will be used as the signal to exit the parent process; if it returns a number, that number will be used as the parent's exit status code.",
                   "added example (SIGTERM) not in the README; 'SIGTERM' does not occur in it (it names SIGKILL and SIGHUP only)"),
        ),
        dict(
            section="Caveats",
            start="In order to address this",
            end="parent terminating.",
            reworded=("To address the fact that a SIGKILL to the parent is not proxied to the child, foreground-child spawns a special watchdog child process, which will send a SIGKILL to the child process if it does not terminate within half a second after the watchdog receives a SIGHUP due to its parent terminating.",
                      "'this' -> the fact that a SIGKILL to the parent is not proxied to the child (preceding sentence: 'a SIGKILL will always kill the parent process, but will not proxy the signal to the child process'); the passive 'is spawned' given the subject foreground-child; quotation marks dropped"),
            paraphrase=("Because a SIGKILL cannot be passed on to the child, foreground-child starts a separate watchdog process: once the parent terminates, the watchdog gets a SIGHUP, and if the child has not exited half a second later, the watchdog kills it with a SIGKILL.",
                        "freer rewording; 'this' named from the preceding sentence; the order of events told step by step; keeps 'half a second', SIGHUP and SIGKILL"),
            contradiction=("To address the fact that a SIGKILL to the parent is not proxied to the child, foreground-child spawns a special watchdog child process, which will send a SIGKILL to the child process if it does not terminate within two seconds after the watchdog receives a SIGHUP due to its parent terminating.",
                           "[number] half a second -> two seconds"),
            overclaim=("To address the fact that a SIGKILL to the parent is not proxied to the child, foreground-child spawns a special watchdog process that sends a SIGKILL to the child process and all of its descendants if the child does not terminate within half a second after its parent terminates.",
                       "scope widened: 'the child process' -> the child process and all of its descendants; 'descendant' and 'grandchild' do not occur in the README"),
            added=("To address the fact that a SIGKILL to the parent is not proxied to the child, foreground-child spawns a special watchdog child process, which will send a SIGKILL to the child process if it does not terminate within half a second, a delay that can be changed through an environment variable.",
                   "added detail (the delay can be changed through an environment variable) not in the README; 'environment', 'variable' and 'delay' do not occur in it"),
        ),
        dict(
            section="util: foreground-child/proxy-signals",
            start="It doesn't go in the other direction",
            end="handle them appropriately.",
            reworded=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction: signals sent to the child process will not affect the parent, and for that the child's exit or close events should be listened to and handled appropriately.",
                      "'It' -> the signal proxying of the proxy-signals export (heading and preceding paragraph); 'doesn't' -> does not; 'ie,' -> a colon; the imperative 'listen to ... and handle them' made passive; the two sentences joined; backticks dropped"),
            paraphrase=("The proxySignals helper of foreground-child forwards signals one way only, so signals sent to the child process leave the parent unaffected; to react to them, the parent should listen for the child's exit or close events and handle them appropriately.",
                        "freer rewording; 'It doesn't go in the other direction' -> forwards signals one way only; 'will not affect the parent' -> leave the parent unaffected; 'For that' -> to react to them; the helper named from the code's import (proxySignals)"),
            contradiction=("The signal proxying of foreground-child's proxy-signals export also goes in the other direction: signals sent to the child process will affect the parent as well.",
                           "[negation] 'It doesn't go in the other direction; ie, signals sent to the child process will not affect the parent' -> also goes in the other direction, signals sent to the child affect the parent (the 'For that' sentence dropped, as it would no longer fit)"),
            overclaim=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction, and listening to the child's exit or close events is the only way for the parent to learn about signals sent to the child.",
                       "exclusivity added: 'For that, listen to the child exit or close events' -> the only way; 'only' does not occur in the README"),
            added=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction: signals sent to the child process will not affect the parent, so the child's exit or close events, which report the signal name as their second argument, should be handled instead.",
                   "added detail (the exit or close events report the signal name as their second argument) not in the README; 'argument' occurs only in the introduction's 'a --cmd argument', 'second' only as 'half a second'; true in the world for Node's exit event, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# combined-stream (4,551 bytes).  Three top-level sections: the introduction
# under the "# combined-stream" title (the NB paragraph, cut after "**NB** "),
# Usage and API (two method descriptions).  Installation is code only and
# License is licence text.  d08-s2 ends in the colon that leads into the
# second code example; its 29 words are prose.
DOCS.append(dict(
    path="combined-stream/Readme.md",
    kind="README", num="combined-stream", title="combined-stream",
    sentences=[
        dict(
            section="combined-stream",
            start="Currently `combined-stream` works",
            end="streams version 2.",
            reworded=("Currently, combined-stream works with streams version 1 only, and there is an ongoing effort to switch the library to streams version 2.",
                      "the two sentences joined; 'this library' -> the library (combined-stream is named in the first sentence); backticks dropped; the NB marker before the cut is not part of it"),
            paraphrase=("At present combined-stream supports only version 1 streams, though work is under way to move the library to streams version 2.",
                        "freer rewording; 'Currently' -> at present; 'works with ... only' -> supports only; 'There is ongoing effort to switch' -> work is under way to move"),
            contradiction=("Currently, combined-stream works with streams version 1 only, and there is an ongoing effort to switch the library to streams version 3.",
                           "[number] streams version 2 -> streams version 3"),
            overclaim=("Currently, combined-stream works with streams version 1 only, and its maintainers have committed to switching it to streams version 2.",
                       "an effort made a commitment: 'There is ongoing effort to switch' -> the maintainers have committed; 'commit' and 'maintainer' do not occur in the README"),
            added=("Currently, combined-stream works with streams version 1 only, and there is an ongoing effort to switch the library to streams version 2, which was introduced in Node.js 0.10.",
                   "added origin (streams version 2 came with Node.js 0.10) not in the README; 'Node' and '0.10' do not occur in it; true in the world, not checked"),
        ),
        dict(
            section="Usage",
            start="While the example above works great",
            end="to `false`:",
            reworded=("While the combined-stream example above works great, it will pause all source streams until they are needed; to keep that from happening, pauseStreams can be set to false.",
                      "'the example above' -> the combined-stream example above; 'If you don't want that to happen, you can set' -> to keep that from happening, ... can be set; the two sentences joined; the colon (lead-in to the code) dropped; backticks dropped"),
            paraphrase=("In the basic combined-stream example, every source stream stays paused until it is needed, which can be prevented by setting pauseStreams to false.",
                        "freer rewording; 'the example above' -> the basic combined-stream example (the first code example of Usage); 'works great' dropped as an aside; 'If you don't want that to happen' -> which can be prevented"),
            contradiction=("While the combined-stream example above works great, it will pause all source streams until they are needed, and setting pauseStreams to false does not change that.",
                           "[negation] setting pauseStreams to false prevents the pausing -> does not change that"),
            overclaim=("While the combined-stream example above works great, it pauses all source streams until they are needed, so pauseStreams should always be set to false.",
                       "a possibility made a recommendation: 'If you don't want that to happen, you can set pauseStreams to false' -> should always be set to false; 'always' occurs in the README only in 'combined-stream always attaches an error listener'"),
            added=("While the combined-stream example above works great, it will pause all source streams until they are needed; if that is not wanted, for instance with live network sockets, pauseStreams can be set to false.",
                   "added example (live network sockets) not in the README; 'network', 'socket' and 'live' do not occur in it"),
        ),
        dict(
            section="API (combinedStream.append(stream))",
            start="Regardless of how the `stream` is appended",
            end="do that manually.",
            reworded=("Regardless of how a stream is appended, combined-stream always attaches an error listener to it, so users do not have to do that manually.",
                      "'the stream' -> a stream; 'you don't have to' -> users do not have to; backticks and quotation marks dropped"),
            paraphrase=("Every appended stream, however it was added, automatically gets an error listener from combined-stream, which saves attaching one by hand.",
                        "freer rewording; 'Regardless of how the stream is appended' -> however it was added; 'so you don't have to do that manually' -> which saves attaching one by hand"),
            contradiction=("Regardless of how a stream is appended, combined-stream never attaches an error listener to it, so users have to do that manually.",
                           "[negation] always attaches -> never attaches, and so users have to do it manually"),
            overclaim=("Regardless of how a stream is appended, combined-stream attaches listeners for all of the stream's events, so users never have to attach any listener to it manually.",
                       "scope widened: 'an error listener' -> listeners for all of the stream's events, and so never any listener manually; 'never' occurs in the README only in 'will never be paused'"),
            added=("Regardless of how a stream is appended, combined-stream always attaches an error listener to it, which re-emits the error on the combined stream, so users do not have to do that manually.",
                   "added detail (the listener re-emits the error on the combined stream) not in the README; 're-emit' and 'forward' do not occur in it (the combined stream's own 'error' event is mentioned only for maxDataSize)"),
        ),
        dict(
            section="API (combinedStream.resume())",
            start="Causes `combinedStream` to start drain",
            end="currently being drained.",
            reworded=("The combinedStream.resume() method causes the combined stream to start draining the streams it manages; the function is idempotent and also emits a resume event each time, which usually goes to the stream that is currently being drained.",
                      "the subjectless description given the subject 'The combinedStream.resume() method' (heading); 'start drain' corrected to 'start draining'; the two sentences joined; backticks and quotation marks dropped"),
            paraphrase=("Calling resume() on a combined-stream object makes it begin draining the streams it manages; repeated calls have the same effect as one, except that every call emits a resume event, which normally reaches the stream being drained at that moment.",
                        "freer rewording; 'idempotent' spelled out as 'repeated calls have the same effect as one'; 'usually' -> normally; keeps 'each time' (every call)"),
            contradiction=("The combinedStream.resume() method causes the combined stream to stop draining the streams it manages; the function is idempotent and also emits a resume event each time, which usually goes to the stream that is currently being drained.",
                           "[direction] start draining -> stop draining"),
            overclaim=("The combinedStream.resume() method causes the combined stream to start draining the streams it manages; the function is idempotent and emits a resume event each time, which always goes to the stream that is currently being drained.",
                       "hedge removed: 'usually goes to' -> always goes to; 'always' occurs in the README only in 'combined-stream always attaches an error listener'"),
            added=("The combinedStream.resume() method causes the combined stream to start draining the streams it manages and is called automatically when the combined stream is piped; it is idempotent and emits a resume event each time.",
                   "added detail (resume() is called automatically when the combined stream is piped) not in the README; 'automatic' does not occur in it, 'pipe' only in 'combinedStream.pipe(...)' in the code, 'delayedStream.pipe()' under pauseStreams and 'piping the appended streams' under write"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# delayed-stream (3,871 bytes).  Three top-level sections: Usage,
# Implementation (two of its subsections) and API.  The 11-word tagline
# under the title is too short; Installation is code only; License is
# licence text.
DOCS.append(dict(
    path="delayed-stream/Readme.md",
    kind="README", num="delayed-stream", title="delayed-stream",
    sentences=[
        dict(
            section="Usage",
            start="The following example shows",
            end="by 1000 ms.",
            reworded=("The delayed-stream usage example shows how to write an HTTP echo server that delays its response by 1000 ms.",
                      "'The following example' -> the delayed-stream usage example; 'a http' -> an HTTP"),
            paraphrase=("The usage example for delayed-stream builds an HTTP echo server whose responses are held back for one second.",
                        "freer rewording; 'shows how to write' -> builds; 'delays its response by 1000 ms' -> responses are held back for one second"),
            contradiction=("The delayed-stream usage example shows how to write an HTTP echo server that delays its response by 100 ms.",
                           "[number] 1000 ms -> 100 ms"),
            overclaim=("The delayed-stream usage example shows how to write a complete, production-ready HTTP echo server that delays its response by 1000 ms.",
                       "degree raised: 'an http echo server' -> a complete, production-ready one; 'production' and 'complete' do not occur in the README"),
            added=("The delayed-stream usage example shows how to write an HTTP echo server that listens on port 8080 and delays its response by 1000 ms.",
                   "added detail (listens on port 8080) not in the README; 'port' and '8080' do not occur in it, and the example code calls no listen()"),
        ),
        dict(
            section="Implementation (Event Buffering / Proxying)",
            start="However, delayed-stream still continues",
            end="yet or\nnot.",
            reworded=("However, delayed-stream still continues to emit all events it captures on the source stream, whether or not the delayed stream has been released yet.",
                      "'on the source' -> on the source stream; 'regardless of whether you have released the delayed stream yet or not' -> whether or not the delayed stream has been released yet (passive); backticks dropped"),
            paraphrase=("Every event that delayed-stream captures is still emitted on the source as well, no matter whether the delayed stream has already been released.",
                        "freer rewording; 'still continues to emit all events it captures on the source' -> every event it captures is still emitted on the source; 'regardless of whether' -> no matter whether"),
            contradiction=("Until the delayed stream has been released, delayed-stream does not emit the events it captures on the source.",
                           "[negation] 'still continues to emit ... regardless of whether you have released the delayed stream yet or not' -> does not emit them until it is released"),
            overclaim=("However, delayed-stream guarantees that every event it captures is still emitted on the source with its original timing, whether or not the delayed stream has been released yet.",
                       "a guarantee and a degree added: 'still continues to emit' -> guarantees ... with its original timing; 'guarantee', 'original' and 'timing' do not occur in the README"),
            added=("However, delayed-stream still continues to emit all events it captures on the source stream, whether or not the delayed stream has been released yet, which lets several delayed streams wrap the same source.",
                   "added consequence (several delayed streams can wrap the same source) not in the README; 'several' and 'wrap' do not occur in it"),
        ),
        dict(
            section="Implementation (Error handling)",
            start="However, `delayedStream.create` attaches",
            end="rather than in two places.",
            reworded=("However, delayedStream.create attaches a no-op error listener to the source, so that errors only have to be handled on the delayedStream object rather than in two places.",
                      "'This way you only have to handle errors' -> so that errors only have to be handled (passive); the two sentences joined; backticks and quotation marks dropped; the source's lower-case 'delayedStream.create' kept"),
            paraphrase=("Because delayedStream.create gives the source a do-nothing error listener, users of delayed-stream need to handle errors only on the delayed stream object instead of in two places.",
                        "freer rewording; 'attaches a no-op error listener to the source' -> gives the source a do-nothing error listener; 'This way' -> Because; keeps 'only' and 'two places'"),
            contradiction=("However, delayedStream.create attaches a no-op error listener to the delayedStream object, so that errors only have to be handled on the source rather than in two places.",
                           "[roles] the source (which gets the no-op listener) and the delayedStream object (where errors are handled) swapped"),
            overclaim=("However, delayedStream.create attaches a no-op error listener to the source and to every destination the delayed stream is piped to, so errors only have to be handled on the delayedStream object.",
                       "scope widened: 'to the source' -> to the source and to every destination it is piped to; 'every' and 'destination' do not occur in the README ('dest' only in the heading delayedStream.pipe(dest))"),
            added=("However, delayedStream.create attaches a no-op error listener to the source, which is removed again once the delayed stream is released, so errors only have to be handled on the delayedStream object.",
                   "added detail (the no-op listener is removed again on release) not in the README; 'removed' does not occur in it"),
        ),
        dict(
            section="API (delayedStream.release())",
            start="Emits and clears all events",
            end="`delayedStream.resume()` instead.",
            reworded=("The release() method of delayed-stream emits and clears all events that have been buffered up so far; it does not resume the underlying source, for which delayedStream.resume() should be used instead.",
                      "the subjectless description given the subject 'The release() method of delayed-stream' (heading); 'underlaying' corrected to 'underlying'; the imperative 'use ... instead' -> should be used instead; the two sentences joined; backticks dropped"),
            paraphrase=("Calling release() on a delayed-stream object emits every event buffered up to that point and then discards them, without resuming the underlying source, which is what delayedStream.resume() is for.",
                        "freer rewording; 'Emits and clears' -> emits ... and then discards; 'does not resume ..., use delayedStream.resume() instead' -> without resuming ..., which is what resume() is for"),
            contradiction=("The release() method of delayed-stream emits and clears all events that have been buffered up so far and also resumes the underlying source, so delayedStream.resume() is not needed.",
                           "[negation] 'does not resume the underlaying source' -> also resumes it"),
            overclaim=("The release() method of delayed-stream emits and clears all events buffered so far without affecting the underlying source in any way; resuming the source takes delayedStream.resume().",
                       "degree raised: 'does not resume the underlaying source' -> without affecting it in any way; 'affect' does not occur in the README"),
            added=("The release() method of delayed-stream emits and clears all events that have been buffered up so far, synchronously before it returns; it does not resume the underlying source, for which delayedStream.resume() should be used.",
                   "added detail (the events are emitted synchronously before release() returns) not in the README; 'synchronous' does not occur in it, 'return' only in 'Returns a new delayedStream' and 'An ECMA5 getter that returns'"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# asynckit (7,640 bytes).  Only TWO top-level sections have prose of 12+
# words: the introduction under the "# asynckit" title (its heading carries
# an NPM badge, dropped from the title) and Examples.  Install is code only;
# "Want to Know More?" has two short sentences (7 and 8 words, with links)
# separated by a blank line; License is licence text.  So s1 and s2 come
# from the introduction (lines 15 and 18) and s3 and s4 from two different
# subsections of Examples (Parallel Jobs, and the note at the end of Serial
# Jobs, which sits under its "#### Input Object" heading).  d10-s3's
# subject is the parallel iterator (heading "### Parallel Jobs").
DOCS.append(dict(
    path="asynckit/README.md",
    kind="README", num="asynckit", title="asynckit",
    sentences=[
        dict(
            section="asynckit",
            start="AsyncKit provides harness",
            end="arrays or objects.",
            reworded=("AsyncKit provides a harness for parallel and serial iterators over lists of items represented by arrays or objects.",
                      "articles and plural added ('harness' -> 'a harness', 'list of items' -> 'lists of items'); backticks dropped"),
            paraphrase=("AsyncKit offers a framework for running iterators in parallel or serially over a list of items, where the items are given as an array or as an object.",
                        "freer rewording; 'provides harness for parallel and serial iterators' -> offers a framework for running iterators in parallel or serially; 'represented by arrays or objects' -> given as an array or as an object"),
            contradiction=("AsyncKit provides a harness for parallel and serial iterators over lists of items represented by arrays or generators.",
                           "[entity] arrays or objects -> arrays or generators ('generator' does not occur in the README)"),
            overclaim=("AsyncKit provides a harness for parallel and serial iterators over any kind of collection, not only arrays and objects.",
                       "scope widened: 'list of items represented by arrays or objects' -> any kind of collection; 'kind' does not occur in the README, 'collection' only in the note's 'unordered collection of properties'"),
            added=("AsyncKit provides a harness for parallel and serial iterators over lists of items represented by arrays or objects, with a configurable concurrency limit for the parallel iterator.",
                   "added detail (a configurable concurrency limit) not in the README; 'concurrency', 'limit' and 'configur' do not occur in it"),
        ),
        dict(
            section="asynckit",
            start="It ensures async operations",
            end="from sync iterators.",
            reworded=("AsyncKit ensures that operations are asynchronous, to keep behavior more stable and to prevent Maximum call stack size exceeded errors from sync iterators.",
                      "'It' -> AsyncKit (the preceding paragraph); the source's grammar corrected ('ensures async operations to keep' -> 'ensures that operations are asynchronous, to keep'; 'and prevent' -> 'and to prevent'); the comma before 'from sync iterators' dropped; backticks dropped"),
            paraphrase=("By keeping operations asynchronous, AsyncKit makes its behavior more stable and stops synchronous iterators from causing Maximum call stack size exceeded errors.",
                        "freer rewording; 'ensures async operations' -> by keeping operations asynchronous; 'prevent ... errors, from sync iterators' -> stops synchronous iterators from causing ... errors"),
            contradiction=("AsyncKit ensures that operations are asynchronous, which makes behavior less stable but prevents Maximum call stack size exceeded errors from sync iterators.",
                           "[direction] more stable -> less stable"),
            overclaim=("AsyncKit ensures that operations are asynchronous, which makes its behavior completely stable and rules out any Maximum call stack size exceeded error, whatever the iterator does.",
                       "degree raised and scope widened: 'more stable' -> completely stable; 'prevent ... errors, from sync iterators' -> rules out any such error, whatever the iterator does; 'completely' does not occur in the README"),
            added=("AsyncKit ensures that operations are asynchronous by deferring callbacks with setImmediate, to keep behavior more stable and to prevent Maximum call stack size exceeded errors from sync iterators.",
                   "added detail (callbacks are deferred with setImmediate) not in the README; 'setImmediate', 'nextTick' and 'defer' do not occur in it (the code comments say only 'it will be automatically made async')"),
        ),
        dict(
            section="Examples (Parallel Jobs)",
            start="In unlikely event of an error from one of the jobs,\nwill terminate",
            end="main callback function.",
            reworded=("In the unlikely event of an error from one of the jobs, asynckit's parallel iterator will terminate the rest of the active jobs (if an abort function is provided) and return the error along with the salvaged data to the main callback function.",
                      "the subjectless sentence given the subject 'asynckit's parallel iterator' (heading Parallel Jobs; the section's first sentence: 'Runs iterator over provided array in parallel'); articles added"),
            paraphrase=("If, unusually, one of the jobs fails with an error, asynckit's parallel mode aborts the other active jobs, provided an abort function was supplied, and hands the error together with the salvaged data to the main callback.",
                        "freer rewording; 'In unlikely event' -> If, unusually; 'terminate rest of the active jobs' -> aborts the other active jobs; keeps the condition (provided an abort function was supplied) and 'salvaged data'"),
            contradiction=("In the unlikely event of an error from one of the jobs, asynckit's parallel iterator will not terminate the rest of the active jobs, even if an abort function is provided, and returns the error along with the salvaged data to the main callback function.",
                           "[negation] will terminate the rest of the active jobs (if an abort function is provided) -> will not terminate them, even if one is provided"),
            overclaim=("An error from one of the jobs almost never happens with asynckit's parallel iterator, and if it does, the rest of the active jobs are terminated (if an abort function is provided) and the error is returned along with the salvaged data to the main callback function.",
                       "degree raised: 'In unlikely event of an error' -> almost never happens; 'almost' does not occur in the README, 'never' only inside the note's 'Whenever' (a first version, 'Whenever one of the jobs fails, ... terminates all the other active jobs' with the condition dropped, was replaced because the introduction says, without a condition, that asynckit 'terminates left over jobs upon an error event')"),
            added=("In the unlikely event of an error from one of the jobs, asynckit's parallel iterator will terminate the rest of the active jobs (if an abort function is provided) and return the error along with the salvaged data to the main callback function, which is called only once even if several jobs fail.",
                   "added detail (the main callback is called only once even if several jobs fail) not in the README; 'once' and 'several' do not occur in it"),
        ),
        dict(
            section="Examples (Input Object)",
            start="Since _object_ is an",
            end="`serialOrdered` method.",
            reworded=("Since an object is an unordered collection of properties, it may produce unexpected results with asynckit's sequential iterations; whenever the order of the jobs' execution is important, the serialOrdered method should be used.",
                      "'with sequential iterations' -> with asynckit's sequential iterations (heading Serial Jobs); the imperative 'please use' -> should be used; the two sentences joined; articles added; underscores (italics) and backticks dropped"),
            paraphrase=("Because the properties of an object have no fixed order, serial iteration over an object in asynckit can give unexpected results; when the execution order of the jobs matters, serialOrdered is the method to use.",
                        "freer rewording; 'unordered collection of properties' -> properties have no fixed order; 'may produce' -> can give; 'Whenever order ... is important' -> when the execution order matters"),
            contradiction=("Since an object is an unordered collection of properties, it may produce unexpected results with asynckit's sequential iterations; whenever the order of the jobs' execution is important, the serial method should be used.",
                           "[entity] the serialOrdered method -> the serial method"),
            overclaim=("Since an object is an unordered collection of properties, asynckit's sequential iterations over an object will always produce unexpected results; whenever the order of the jobs' execution is important, the serialOrdered method should be used.",
                       "hedge removed: 'may produce unexpected results' -> will always produce them; 'always' does not occur in the README"),
            added=("Since an object is an unordered collection of properties, it may produce unexpected results with asynckit's sequential iterations, especially when the keys are numeric; whenever the order of the jobs' execution is important, the serialOrdered method should be used.",
                   "added condition (especially when the keys are numeric) not in the README; 'numeric' does not occur in it ('key' only in the example code)"),
        ),
    ]))
