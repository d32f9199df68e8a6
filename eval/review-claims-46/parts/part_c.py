# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-46, part C (drafts 11-15).

Same format as review-claims-45's parts: one entry per document, in draft
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
badges dropped, other markup kept, as in review-claims-45);
check_part_c.py also derives the top-level section of each cut.

All five assigned documents are used; the spare
(micromark-extension-gfm/readme.md) is not.  Two of them have identical
copies of their README elsewhere under node_modules, as the README of another
installed version of the same package (path-scurry: mocha's nested 1.11.1;
safe-buffer: the nested 5.1.2 of readable-stream and string_decoder); see
notes-c.md and check_part_c.py.
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# path-scurry's README: "# path-scurry" (the title) with a one-sentence
# subjectless tagline, then ## Ugh, yet another file traversal thing on npm?
# (two short sentences), ## Well what is it you wanted? (a lead-in and a
# numbered list of seven requirements), ## PERFORMANCE (prose and two
# benchmark code blocks), ## USAGE (code only) and ## API (### interfaces with
# option items, ### Class `PathScurry` and ### Class `Path` with #### method
# headings).  Sentences from four top-level sections: the tagline under the
# title, Well what is it you wanted? (item 5), PERFORMANCE and API (the nocase
# option item under ### Interface `PathScurryOpts`).
DOCS.append(dict(
    path="path-scurry/README.md",
    kind="README", num="path-scurry", title="path-scurry",
    sentences=[
        dict(
            section="path-scurry",
            start="Extremely high performant utility",
            end="greatest degree possible.",
            reworded=("The path-scurry package is an extremely high performant utility for building tools that read the file system, minimizing filesystem and path string munging operations to the greatest degree possible.",
                      "the subjectless tagline given the subject 'The path-scurry package is an'; otherwise as written"),
            paraphrase=("Meant for tools that read the file system, path-scurry is a very high-performance utility that cuts filesystem operations and path string munging down as far as it possibly can.",
                        "freer rewording; 'for building tools that read the file system' -> 'Meant for tools that read the file system', moved to the front; 'Extremely high performant' -> 'very high-performance'; 'minimizing ... to the greatest degree possible' -> 'cuts ... down as far as it possibly can'"),
            contradiction=("The path-scurry package is an extremely high performant utility for building tools that read the file system, although it makes no attempt to minimize filesystem and path string munging operations.",
                           "[negation] 'minimizing filesystem and path string munging operations to the greatest degree possible' -> 'makes no attempt to minimize' them"),
            overclaim=("The path-scurry package is the only utility for building tools that read the file system that minimizes filesystem and path string munging operations to the greatest degree possible.",
                       "exclusivity added: 'the only utility ...'; the README compares path-scurry with path.resolve and @nodelib/fs.walk on speed and says that none of the existing traversal modules gave its author exactly what he wanted, but it never says that no other utility minimizes these operations"),
            added=("The path-scurry package is an extremely high performant utility for building tools that read the file system, minimizing filesystem and path string munging operations to the greatest degree possible, and it works the same way under Deno and Bun as under Node.js.",
                   "added detail (it works the same way under Deno and Bun) not in the README; 'Deno' and 'Bun' do not occur in it ('Node.js' once, in PERFORMANCE, about the fs thread pool); not checked in the world"),
        ),
        dict(
            section="Well what is it you wanted?",
            start="It's more important to prevent excess syscalls",
            end="seamlessly when requested.",
            reworded=("For path-scurry, it is more important to prevent excess syscalls than to be up to date, but it should be smart enough to know what it doesn't know, and go get it seamlessly when requested.",
                      "the list item (item 5 of what its author wanted from the module he needed while working on glob, which path-scurry is) given the setting 'For path-scurry'; 'It's' -> 'it is'; the italics of '_doesn't_' dropped"),
            paraphrase=("A design goal of path-scurry is to put avoiding excess syscalls ahead of being up to date, while still being smart enough to know what it does not know and to fetch that seamlessly on request.",
                        "freer rewording; the list item named as a design goal (the section lists what the author wanted from the module); 'more important to prevent excess syscalls than to be up to date' -> 'put avoiding excess syscalls ahead of being up to date'; 'go get it seamlessly when requested' -> 'fetch that seamlessly on request'; the 'should' of the goal kept by the frame 'A design goal'"),
            contradiction=("For path-scurry, it is more important to be up to date than to prevent excess syscalls, but it should be smart enough to know what it doesn't know, and go get it seamlessly when requested.",
                           "[roles] the two priorities swapped: the item puts preventing excess syscalls above being up to date, not the other way round"),
            overclaim=("For path-scurry, preventing excess syscalls is the most important of all its design goals, ranking above being up to date, though it should be smart enough to know what it doesn't know and go get it seamlessly when requested.",
                       "ranking added: the item only puts preventing excess syscalls above being up to date; 'the most important of all its design goals' ranks it above the other six items of the list, which the README does not rank"),
            added=("For path-scurry, it is more important to prevent excess syscalls than to be up to date, since earlier versions of glob called stat on the same paths many times over, but it should know what it doesn't know and go get it seamlessly when requested.",
                   "added cause (earlier versions of glob called stat on the same paths many times over) not in the README; glob is named only as the project its author was working on ('While working on glob'), 'earlier' does not occur, and nothing is said about glob's past behaviour; not checked in the world"),
        ),
        dict(
            section="PERFORMANCE",
            start="For resolving string paths,",
            end="on the first resolution.",
            reworded=("For resolving string paths, path-scurry's PathScurry ranges from 5-50 times faster than path.resolve on repeated resolutions, but around 100 to 1000 times slower on the first resolution.",
                      "'PathScurry' given the package name ('path-scurry's PathScurry'); backticks and the italics of '_slower_' dropped; otherwise as written"),
            paraphrase=("When the same string paths are resolved again and again, PathScurry in path-scurry beats path.resolve by a factor of 5 to 50, yet the first time a path is resolved it is roughly 100 to 1000 times slower.",
                        "freer rewording; 'on repeated resolutions' -> 'When the same string paths are resolved again and again', moved to the front; '5-50 times faster' -> 'beats ... by a factor of 5 to 50'; 'around' -> 'roughly'; both ranges kept"),
            contradiction=("For resolving string paths, path-scurry's PathScurry ranges from 5-50 times faster than path.resolve on repeated resolutions, but around 10 to 100 times slower on the first resolution.",
                           "[number] around 100 to 1000 times slower -> around 10 to 100 times slower"),
            overclaim=("For resolving string paths, path-scurry's PathScurry is 5-50 times faster than path.resolve on repeated resolutions on every platform and Node.js version, but around 100 to 1000 times slower on the first resolution.",
                       "scope widened: the sentence gives the ranges without saying where they hold; 'on every platform and Node.js version' generalises them (the README's walk figures are explicitly 'On my machine'); 'ranges from' also dropped"),
            added=("For resolving string paths, path-scurry's PathScurry ranges from 5-50 times faster than path.resolve on repeated resolutions, but around 100 to 1000 times slower on the first resolution, with the break-even point typically reached after about a dozen resolutions of the same path.",
                   "added estimate (break-even after about a dozen resolutions of the same path) not in the README; 'dozen' and 'break-even' do not occur in it; the next sentence only says that resolving the same paths 'thousands or millions of times' can be beneficial"),
        ),
        dict(
            section="Interface `PathScurryOpts`",
            start="`nocase`: Boolean indicating",
            end="`false` elsewhere.",
            reworded=("The nocase option of path-scurry is a boolean indicating that file names should be compared case-insensitively; it defaults to true on darwin and win32 implementations and false elsewhere.",
                      "the option item given the subject 'The nocase option of path-scurry is a' (the heading: the options argument of the PathScurry constructor); the two sentences joined; backticks dropped"),
            paraphrase=("Case-insensitive comparison of file names in path-scurry is controlled by the boolean nocase option, which is on by default for the darwin and win32 implementations and off for all others.",
                        "freer rewording; 'Boolean indicating that file names should be compared case-insensitively' -> 'Case-insensitive comparison of file names ... is controlled by the boolean nocase option'; 'Defaults to true ... false elsewhere' -> 'on by default ... off for all others'"),
            contradiction=("The nocase option of path-scurry is a boolean indicating that file names should be compared case-insensitively; it defaults to true on linux and win32 implementations and false elsewhere.",
                           "[entity] darwin -> linux (a platform the README never names; 'linux' does not occur in it)"),
            overclaim=("The nocase option of path-scurry defaults to true on darwin and win32 implementations and false elsewhere, so by default file names are always compared the way the underlying file system compares them.",
                       "a default asserted as always right: the item only gives the defaults per implementation; 'always compared the way the underlying file system compares them' is not said (the Warning under the item describes what goes wrong when the setting and the file system differ, without saying the defaults always match)"),
            added=("The nocase option of path-scurry is a boolean indicating that file names should be compared case-insensitively, defaulting to true on darwin and win32 implementations and false elsewhere, and it can also be set through an environment variable.",
                   "added detail (the option can be set through an environment variable) not in the README; 'environment' and 'variable' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# braces's README: "# braces" with inline badges (the title), a blockquote
# tagline and a follow-the-author line (verb boilerplate), then ## Install
# (a command), ## v3.0.0 Released!! (a link), ## Why use braces? (a sentence
# and a bullet list), ## Usage (### subsections with lead-ins and code),
# ## Options (### options.* with Type/Default/Description labels), ## What is
# "brace expansion"?, ## Brace matching, ## Brace matching pitfalls (inside a
# <details> block, with ### subsections), ## Performance (### Better
# algorithms, ### Faster algorithms, tables), ## Benchmarks (commands and
# output) and ## About (verb boilerplate, contributors, author, licence).
# Sentences from four top-level sections: Why use braces?, Usage (### Nesting),
# Options (### options.rangeLimit) and Performance (### Better algorithms).
DOCS.append(dict(
    path="braces/README.md",
    kind="README", num="braces", title="braces",
    sentences=[
        dict(
            section="Why use braces?",
            start="Brace patterns make globs more powerful",
            end="sequences of characters.",
            reworded=("Brace patterns, which the braces package handles, make globs more powerful by adding the ability to match specific ranges and sequences of characters.",
                      "the setting 'which the braces package handles' added (the section is 'Why use braces?'); otherwise as written"),
            paraphrase=("By letting globs match particular ranges and sequences of characters, brace patterns give globs more power, as the braces README explains.",
                        "freer rewording; the means ('by adding the ability to match ...') moved to the front; 'make globs more powerful' -> 'give globs more power'; 'specific' -> 'particular'; the frame 'as the braces README explains' added"),
            contradiction=("Brace patterns, which the braces package handles, make globs more powerful, although they do not add the ability to match specific ranges and sequences of characters.",
                           "[negation] 'by adding the ability to match specific ranges and sequences of characters' -> 'they do not add the ability'"),
            overclaim=("Brace patterns, which the braces package handles, are the only way to give globs the ability to match specific ranges and sequences of characters.",
                       "exclusivity added: the sentence says brace patterns add this ability, not that nothing else can; the README names no other way either way"),
            added=("Brace patterns, which the braces package handles, make globs more powerful by adding the ability to match specific ranges and sequences of characters, a feature first introduced by the C shell in the 1970s.",
                   "added origin (first introduced by the C shell in the 1970s) not in the README; 'C shell', 'csh' and '1970' do not occur in it; the What is \"brace expansion\"? section says only that brace expansion 'was made popular by unix shells'; may be true in the world, not checked"),
        ),
        dict(
            section="Nesting",
            start="Brace patterns may be nested.",
            end="left to right order is preserved.",
            reworded=("In braces, brace patterns may be nested, and the results of each expanded string are not sorted, with left to right order preserved.",
                      "the setting 'In braces' added; the two sentences joined; 'and left to right order is preserved' -> 'with left to right order preserved'"),
            paraphrase=("The braces package lets brace patterns be nested, and it keeps the results of each expanded string in their left-to-right order instead of sorting them.",
                        "freer rewording; 'may be nested' -> 'lets brace patterns be nested'; 'are not sorted, and left to right order is preserved' -> 'keeps ... in their left-to-right order instead of sorting them'"),
            contradiction=("In braces, brace patterns may be nested, and the results of each expanded string are not sorted, but their left to right order is reversed.",
                           "[direction] left to right order preserved -> reversed"),
            overclaim=("The braces README recommends nesting brace patterns, whose expanded results are not sorted and keep their left to right order.",
                       "a possibility made a recommendation: 'Brace patterns may be nested' -> 'recommends nesting'; the README only says nesting is allowed and shows examples"),
            added=("In braces, brace patterns may be nested, the results of each expanded string are not sorted and keep their left to right order, and nested patterns are expanded from the innermost braces outwards.",
                   "added mechanism (nested patterns are expanded from the innermost braces outwards) not in the README; 'innermost' and 'outward' do not occur in it; the Nesting examples show only inputs and results"),
        ),
        dict(
            section="options.rangeLimit",
            start="**Description**: To prevent malicious patterns",
            end="exceed the `rangeLimit`.",
            reworded=("In braces, to prevent malicious patterns from being passed by users, an error is thrown when braces.expand() is used or options.expand is true and the generated range will exceed the rangeLimit.",
                      "the 'Description:' label dropped and the setting 'In braces' added (the heading: options.rangeLimit); backticks and bold dropped"),
            paraphrase=("The rangeLimit option of braces guards against malicious patterns from users: when expansion is asked for, through braces.expand() or the expand option, and the range it would generate goes past rangeLimit, braces throws an error.",
                        "freer rewording; 'To prevent malicious patterns from being passed by users' -> 'guards against malicious patterns from users'; the condition 'braces.expand() is used or options.expand is true' -> 'when expansion is asked for, through braces.expand() or the expand option'; 'will exceed' -> 'would ... goes past'"),
            contradiction=("In braces, to prevent malicious patterns from being passed by users, an error is thrown when braces.expand() is used or options.expand is true and the generated range will stay below the rangeLimit.",
                           "[direction] the generated range will exceed the rangeLimit -> will stay below it"),
            overclaim=("In braces, the rangeLimit option makes it impossible for users to pass malicious patterns, since an error is thrown when braces.expand() is used or options.expand is true and the generated range will exceed the rangeLimit.",
                       "an aim asserted as an effect: 'To prevent malicious patterns from being passed by users' -> 'makes it impossible for users to pass malicious patterns'; the README does not claim that the limit stops every malicious pattern (and the next line says it can be set to Infinity to disable it)"),
            added=("In braces, to prevent malicious patterns from being passed by users, an error is thrown when expansion is requested and the generated range will exceed the rangeLimit, and the error message names the pattern that caused it.",
                   "added detail (the error message names the pattern) not in the README; 'message' does not occur in it; the maxLength example only says '//=> throws an error'"),
        ),
        dict(
            section="Better algorithms",
            start="Minimatch gets exponentially slower",
            end="respectively.",
            reworded=("Minimatch gets exponentially slower as patterns increase in complexity, but braces does not; the following results were generated using braces() and minimatch.braceExpand(), respectively.",
                      "'braces does not' joined to the first clause with 'but'; the two sentences joined with a semicolon; backticks dropped"),
            paraphrase=("As patterns grow more complex, minimatch slows down exponentially and braces does not, according to the README's comparison, which was made with braces() for braces and minimatch.braceExpand() for minimatch.",
                        "freer rewording; 'as patterns increase in complexity' moved to the front; 'The following results' -> 'the README's comparison' (the table after the cut); 'respectively' spelt out as 'braces() for braces and minimatch.braceExpand() for minimatch'"),
            contradiction=("Braces gets exponentially slower as patterns increase in complexity, but minimatch does not; the following results were generated using braces() and minimatch.braceExpand(), respectively.",
                           "[roles] minimatch and braces swapped: it is minimatch that gets exponentially slower"),
            overclaim=("Every brace expansion library other than braces, minimatch included, gets exponentially slower as patterns increase in complexity, as results generated with braces() and minimatch.braceExpand() show.",
                       "scope widened: the comparison covers only minimatch (minimatch.braceExpand()); 'every brace expansion library other than braces' generalises it; the section before says braces is 'the only library' that converts patterns into optimized regular expressions, but not that all others get exponentially slower"),
            added=("Minimatch gets exponentially slower as patterns increase in complexity while braces does not, according to results generated with braces() and minimatch.braceExpand() on Node.js 10.",
                   "added detail (the results were generated on Node.js 10) not in the README; 'node' does not occur in it, and it names no runtime or machine for the tables"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# safe-buffer's README: "# safe-buffer" followed by reference-style badges
# (the title; the badges' link definitions follow), "#### Safer Node.js
# Buffer API" with two bold one-line paragraphs, then ## install (a command),
# ## usage (two sentences and code), ## api (### Class Method headings, text
# taken from the Node.js documentation, code), ## Related links, ## Why is
# `Buffer` unsafe? (a long essay with ### and #### subsections), ## links,
# ## credit and ## license.  Sentences from four top-level sections: usage,
# api (### Class Method: Buffer.alloc(...)), Why is `Buffer` unsafe?
# (### Conclusion) and credit.
DOCS.append(dict(
    path="safe-buffer/README.md",
    kind="README", num="safe-buffer", title="safe-buffer",
    sentences=[
        dict(
            section="usage",
            start="It's a drop-in replacement for",
            end="node.js modules:",
            reworded=("The safe-buffer package is a drop-in replacement for Buffer, and it can be used by adding one require line to the top of node.js modules.",
                      "'It's' -> 'The safe-buffer package is' (the sentence before the cut: 'The goal of this package is to provide a safe replacement for the node.js Buffer'); 'You can use it by adding ... your node.js modules' made impersonal; the two sentences joined; the colon before the code example -> full stop; backticks dropped"),
            paraphrase=("Because safe-buffer can stand in for Buffer as a drop-in replacement, a single require line at the top of a node.js module is enough to start using it.",
                        "freer rewording; 'You can use it by adding one require line to the top of your node.js modules' -> 'a single require line at the top of a node.js module is enough to start using it'; 'drop-in replacement' kept"),
            contradiction=("The safe-buffer package is a drop-in replacement for Buffer, and it can be used by adding two require lines to the top of node.js modules.",
                           "[number] one require line -> two require lines"),
            overclaim=("The safe-buffer package is a drop-in replacement for Buffer and the only way to use the new Buffer APIs in old versions of Node.js, needing just one require line at the top of each module.",
                       "exclusivity added: 'the only way to use the new Buffer APIs in old versions of Node.js'; the README's opening says safe-buffer lets the new APIs be used in all versions of Node.js, but never that nothing else does"),
            added=("The safe-buffer package is a drop-in replacement for Buffer that can be used by adding one require line to the top of node.js modules, and bundlers such as browserify pick it up without extra configuration.",
                   "added detail (bundlers such as browserify pick it up without extra configuration) not in the README; 'browserify', 'bundler' and 'browser' do not occur in it"),
        ),
        dict(
            section="Class Method: Buffer.alloc(size[, fill[, encoding]])",
            start="Calling `Buffer.alloc(size)` can be",
            end="*never contain sensitive data*.",
            reworded=("In safe-buffer, calling Buffer.alloc(size) can be significantly slower than the alternative Buffer.allocUnsafe(size) but ensures that the contents of the newly created Buffer instance will never contain sensitive data.",
                      "the setting 'In safe-buffer' added (the api section documents the package's Buffer); 'the newly created Buffer instance contents' -> 'the contents of the newly created Buffer instance'; backticks and italics dropped"),
            paraphrase=("With safe-buffer, Buffer.alloc(size) may run a good deal slower than Buffer.allocUnsafe(size), but in return the contents of the new Buffer are ensured never to hold sensitive data.",
                        "freer rewording; 'can be significantly slower' -> 'may run a good deal slower' (hedge kept); 'but ensures that ... will never contain sensitive data' -> 'but in return ... are ensured never to hold sensitive data'"),
            contradiction=("In safe-buffer, calling Buffer.allocUnsafe(size) can be significantly slower than the alternative Buffer.alloc(size) but ensures that the contents of the newly created Buffer instance will never contain sensitive data.",
                           "[roles] Buffer.alloc and Buffer.allocUnsafe swapped: it is Buffer.alloc that can be slower and that ensures the contents hold no sensitive data"),
            overclaim=("In safe-buffer, calling Buffer.alloc(size) is always significantly slower than the alternative Buffer.allocUnsafe(size), though it ensures that the newly created Buffer's contents will never contain sensitive data.",
                       "hedge removed: 'can be significantly slower' -> 'is always significantly slower'"),
            added=("In safe-buffer, calling Buffer.alloc(size) can be significantly slower than Buffer.allocUnsafe(size) but ensures that the newly created Buffer's contents will never contain sensitive data, and the gap is largest for buffers of several megabytes.",
                   "added estimate (the gap is largest for buffers of several megabytes) not in the README; 'megabyte' does not occur in it and it gives no timing figures for alloc"),
        ),
        dict(
            section="Conclusion",
            start="Eventually, we hope that node.js core",
            end="not a breaking change.",
            reworded=("The safe-buffer authors hope that node.js core can eventually switch to this new, safer behavior, and they believe the impact on the ecosystem would be minimal since it is not a breaking change.",
                      "'we' -> 'The safe-buffer authors' (the README's writers, who speak as 'we' throughout the essay); 'Eventually' moved into the clause; the two sentences joined; 'it's' -> 'it is'"),
            paraphrase=("In the long run, the authors of safe-buffer would like node.js core to adopt the new, safer behaviour, and they expect the ecosystem to feel it only minimally, because the switch would not be a breaking change.",
                        "freer rewording; 'Eventually, we hope that ... can switch to' -> 'In the long run ... would like ... to adopt'; 'We believe the impact ... would be minimal' -> 'they expect the ecosystem to feel it only minimally'; 'since it's not a breaking change' -> 'because the switch would not be a breaking change'"),
            contradiction=("The safe-buffer authors hope that node.js core can eventually switch to this new, safer behavior, though they believe the impact on the ecosystem would be considerable even though it is not a breaking change.",
                           "[direction] the impact on the ecosystem would be minimal -> considerable"),
            overclaim=("Node.js core will switch to the new, safer behavior of safe-buffer, with minimal impact on the ecosystem since it is not a breaking change.",
                       "a hope asserted as a plan: 'we hope that node.js core can switch' -> 'Node.js core will switch'; 'We believe the impact ... would be minimal' asserted as fact"),
            added=("The safe-buffer authors hope that node.js core can eventually switch to this new, safer behavior, which they plan to propose for Node.js 8, and they believe the impact on the ecosystem would be minimal since it is not a breaking change.",
                   "added plan (to propose the switch for Node.js 8) not in the README; no Node.js version number occurs in it (the numbers 8080 and 8192 are a port and a pool size); the README says 'We propose' only about Buffer.allocUnsafe(number)"),
        ),
        dict(
            section="credit",
            start="The original issues in `bittorrent-dht`",
            end="[Feross Aboukhadijeh](http://feross.org/).",
            reworded=("As the safe-buffer README credits, the original issues in bittorrent-dht and ws were discovered by Mathias Buus and Feross Aboukhadijeh.",
                      "the frame 'As the safe-buffer README credits' added (the section is 'credit'); the two '(disclosure)' links, link syntax, URLs and backticks dropped"),
            paraphrase=("Mathias Buus and Feross Aboukhadijeh were the ones who found the original bittorrent-dht and ws issues described in safe-buffer's README.",
                        "freer rewording; made active and reordered ('were discovered by' -> 'were the ones who found'); the disclosure links dropped as asides"),
            contradiction=("As the safe-buffer README credits, the original issues in bittorrent-dht and ws were discovered by Adam Baldwin and Feross Aboukhadijeh.",
                           "[entity] Mathias Buus -> Adam Baldwin, whom the next sentence of the credit section thanks for helping disclose the issues and for running the Node Security Project, not for discovering them"),
            overclaim=("The original issues in bittorrent-dht and ws were discovered by Mathias Buus and Feross Aboukhadijeh, who between them found every Buffer vulnerability disclosed in npm packages.",
                       "scope widened: the sentence credits them with the bittorrent-dht and ws issues; 'every Buffer vulnerability disclosed in npm packages' is not said (the Conclusion says only that 'we found the issue in some of the most popular npm packages')"),
            added=("The original issues in bittorrent-dht and ws were discovered by Mathias Buus and Feross Aboukhadijeh in January 2016.",
                   "added date (January 2016) not in the README; no month or year occurs in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# p-map's readme: "# p-map" (the title) with a blockquote tagline and two
# sentences, then ## Install (a command), ## Usage (code only), ## API (a
# lead-in, a table, ### function headings, #### input / mapper / options,
# ##### option headings, NOTE blockquotes), ## Recipes (### Rate limiting,
# ### Dynamic concurrency) and ## Related (links to other packages with their
# taglines).  Prose of 12+ words about p-map itself sits only under the title,
# API and Recipes, so the draft draws on three top-level sections (four
# distinct headings: the title, pMap(input, mapper, options?), stopOnError,
# Rate limiting).  No cut is inside a > [!NOTE] blockquote.
DOCS.append(dict(
    path="p-map/readme.md",
    kind="README", num="p-map", title="p-map",
    sentences=[
        dict(
            section="p-map",
            start="This is different from `Promise.all()`",
            end="when there's an error.",
            reworded=("The p-map package is different from Promise.all() in that the concurrency can be controlled and it can also be decided whether or not to stop iterating when there is an error.",
                      "'This' -> 'The p-map package'; 'you can control ... and also decide' made impersonal ('can be controlled ... can also be decided'); 'there's' -> 'there is'; backticks dropped"),
            paraphrase=("Unlike Promise.all(), p-map lets its users set the concurrency and choose whether iteration should stop when an error occurs.",
                        "freer rewording; 'This is different from Promise.all() in that' -> 'Unlike Promise.all()'; 'control the concurrency' -> 'set the concurrency'; 'decide whether or not to stop iterating when there's an error' -> 'choose whether iteration should stop when an error occurs'"),
            contradiction=("The p-map package is different from Promise.all() in that the concurrency can be controlled, although it cannot be decided whether or not to stop iterating when there is an error.",
                           "[negation] 'and also decide whether or not to stop iterating' -> 'it cannot be decided whether or not to stop iterating'"),
            overclaim=("The most important difference between p-map and Promise.all() is that with p-map the concurrency can be controlled and it can be decided whether or not to stop iterating when there is an error.",
                       "ranking added: the sentence names two differences without ranking them against any others; 'The most important difference' is not in the README ('important' does not occur in it)"),
            added=("The p-map package is different from Promise.all() in that the concurrency can be controlled and it can be decided whether or not to stop iterating when there is an error, and it adds only about one kilobyte to a bundle.",
                   "added estimate (about one kilobyte added to a bundle) not in the README; 'kilobyte' and 'bundle' do not occur in it"),
        ),
        dict(
            section="pMap(input, mapper, options?)",
            start="Returns a `Promise` that is fulfilled when all promises in `input` and the ones returned from `mapper` are fulfilled",
            end="in `input` order.",
            reworded=("The pMap function of p-map returns a Promise that is fulfilled when all promises in input and the ones returned from mapper are fulfilled, or rejects if any of the promises reject, and the fulfilled value is an Array of the fulfilled values returned from mapper in input order.",
                      "the subjectless 'Returns' given the subject 'The pMap function of p-map' (the heading); the two sentences joined; backticks dropped"),
            paraphrase=("Once every promise in the input and every promise the mapper returns has been fulfilled, pMap in p-map fulfils with an array of the mapper's fulfilled values in input order, and it rejects if any of those promises rejects.",
                        "freer rewording; the fulfilment condition moved to the front; 'The fulfilled value is an Array of the fulfilled values returned from mapper in input order' -> 'fulfils with an array of the mapper's fulfilled values in input order'; the rejection clause kept without a timing ('if any')"),
            contradiction=("The pMap function of p-map returns a Promise that is fulfilled when all promises in input and the ones returned from mapper are fulfilled, and it does not reject if any of the promises reject; the fulfilled value is an Array of the values returned from mapper in input order.",
                           "[negation] 'or rejects if any of the promises reject' -> 'it does not reject if any of the promises reject'"),
            overclaim=("Since its first release, the pMap function of p-map has returned a Promise that is fulfilled when all promises in input and the ones returned from mapper are fulfilled, or rejects if any of them reject, with the values in input order.",
                       "scope widened in time: the item describes pMap as it is now; 'Since its first release ... has returned' says it has always behaved so, which the README does not say (it gives no history; 'release' does not occur in it)"),
            added=("The pMap function of p-map returns a Promise that is fulfilled when all promises in input and the ones returned from mapper are fulfilled, or rejects if any of the promises reject, and it reports progress through an optional onProgress callback.",
                   "added detail (an optional onProgress callback reports progress) not in the README; 'progress' and 'onProgress' do not occur in it; the options are concurrency, backpressure, preserveOrder, stopOnError and signal"),
        ),
        dict(
            section="stopOnError",
            start="The errors are listed in the order of the input",
            end="the same `AggregateError`.",
            reworded=("With stopOnError set to false, p-map lists the errors in the order of the input, not in the order the promises happened to settle in, so the same input always produces the same AggregateError.",
                      "the setting 'With stopOnError set to false, p-map lists' named from the sentence before the cut ('When false, ... reject with an AggregateError containing all the errors') and the heading; passive 'The errors are listed' made active; backticks dropped"),
            paraphrase=("Because p-map orders the errors in its AggregateError by their position in the input rather than by when each promise settled, a given input always yields the same AggregateError.",
                        "freer rewording; cause and consequence kept ('so' -> 'Because'); 'in the order of the input, not in the order the promises happened to settle in' -> 'by their position in the input rather than by when each promise settled'; the stopOnError setting left implicit in 'its AggregateError'"),
            contradiction=("With stopOnError set to false, p-map lists the errors in the order the promises happened to settle in, not in the order of the input, so the same input always produces the same AggregateError.",
                           "[roles] the two orders swapped: the errors follow the input order, not the order in which the promises settled"),
            overclaim=("With stopOnError set to false, p-map lists the errors in the order of the input rather than the order in which the promises settled, which makes every p-map run, not just its AggregateError, fully reproducible.",
                       "degree and scope raised: the sentence says only that the same input produces the same AggregateError; 'every p-map run ... fully reproducible' says more (the mappers run concurrently, and nothing says their timing or results repeat); 'reproduc' does not occur in the README"),
            added=("With stopOnError set to false, p-map lists the errors in the order of the input, not in the order the promises happened to settle in, so the same input always produces the same AggregateError, which also keeps snapshot tests of its errors stable.",
                   "added consequence (snapshot tests of its errors stay stable) not in the README; 'snapshot' and 'test' do not occur in it"),
        ),
        dict(
            section="Rate limiting",
            start="This package controls how many mapper",
            end="like [`p-throttle`](https://github.com/sindresorhus/p-throttle):",
            reworded=("The p-map package controls how many mapper promises run concurrently, and to limit how often the mapper starts, the mapper can be composed with a rate limiter like p-throttle.",
                      "'This package' -> 'The p-map package'; the imperative 'compose it with' made passive, 'it' named as 'the mapper' (the code after the cut passes throttle(mapper)); the two sentences joined; link syntax, URL and backticks dropped; the colon before the code -> full stop"),
            paraphrase=("What p-map regulates is the number of mapper promises running at the same time; limiting the rate at which the mapper is started is done by wrapping the mapper in a rate limiter such as p-throttle.",
                        "freer rewording; 'controls how many mapper promises run concurrently' -> 'regulates ... the number of mapper promises running at the same time'; 'To limit how often the mapper starts, compose it with' -> 'limiting the rate at which the mapper is started is done by wrapping the mapper in'; 'like' -> 'such as'"),
            contradiction=("The p-map package controls how many mapper promises run concurrently, and to limit how often the mapper starts, the mapper can be composed with a rate limiter like p-limit.",
                           "[entity] p-throttle -> p-limit, which the README names under Dynamic concurrency as the way to change the concurrency while mapping, not as a rate limiter"),
            overclaim=("The p-map README recommends composing every mapper with a rate limiter like p-throttle, since p-map itself controls how many mapper promises run concurrently.",
                       "condition dropped and a piece of advice made general: 'To limit how often the mapper starts, compose it with ...' (advice for that goal) -> 'recommends composing every mapper'; 'recommend' does not occur in the README"),
            added=("The p-map package controls how many mapper promises run concurrently, and to limit how often the mapper starts, the mapper can be composed with a rate limiter like p-throttle, which is often needed to stay within the request quotas of web APIs.",
                   "added purpose (staying within the request quotas of web APIs) not in the README; 'quota' does not occur in it; the backpressure option mentions 'an overwhelming number of HTTP requests', about consuming results, not rate limits"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# xml2js's README uses setext headings: "node-xml2js" (the title, underlined
# with '='), then the level-1 sections Description, Installation (install
# commands in prose), Usage (level-2 subsections: Shoot-and-forget usage,
# Simple as pie usage, Promise usage, Parsing multiple files, So you wanna
# some JSON?, Displaying results, XML builder usage with ### Adding xmlns
# attributes, Processing attribute, tag names and values), Options (a
# lead-in and option items; level-2 Options for the `Builder` class),
# Updating to new version, Running tests, development, and Getting support.
# Several level-1 headings, so the level-1 headings are the top-level
# sections (as for tslib in review-claims-45).  Sentences from four of them:
# Description, Usage (Displaying results), Options and Updating to new
# version.  Installation is not used (its sentences are install commands).
DOCS.append(dict(
    path="xml2js/README.md",
    kind="README", num="xml2js", title="node-xml2js",
    sentences=[
        dict(
            section="Description",
            start="Simple XML to JavaScript object converter.",
            end="xmlbuilder-js/).",
            reworded=("The xml2js package is a simple XML to JavaScript object converter that supports bi-directional conversion and uses sax-js and xmlbuilder-js.",
                      "the subjectless 'Simple XML to JavaScript object converter.' and 'Uses ...' given the subject 'The xml2js package'; the three sentences joined; link syntax and URLs dropped"),
            paraphrase=("Built on sax-js and xmlbuilder-js, xml2js is a simple converter between XML and JavaScript objects that works in both directions.",
                        "freer rewording; 'Uses sax-js and xmlbuilder-js' -> 'Built on sax-js and xmlbuilder-js', moved to the front; 'It supports bi-directional conversion' -> 'works in both directions'"),
            contradiction=("The xml2js package is a simple XML to JavaScript object converter that uses sax-js and xmlbuilder-js but does not support bi-directional conversion.",
                           "[negation] 'It supports bi-directional conversion' -> 'does not support bi-directional conversion' (also against the XML builder usage section)"),
            overclaim=("The xml2js package is the simplest XML to JavaScript object converter available, supporting bi-directional conversion with sax-js and xmlbuilder-js.",
                       "ranking added: 'Simple' -> 'the simplest ... available'; the README compares xml2js with no other converter ('Simplest' occurs once, in Installation, about the way to install it)"),
            added=("The xml2js package is a simple XML to JavaScript object converter that supports bi-directional conversion, uses sax-js and xmlbuilder-js, and was first released in 2010.",
                   "added origin in time (first released in 2010) not in the README; '2010' and 'release' do not occur in it; the earliest version it names is 0.1; not checked in the world"),
        ),
        dict(
            section="Displaying results",
            start="That's because Node uses",
            end="a bit low for most XML.",
            reworded=("In displaying xml2js results, Node uses util.inspect to convert the object into strings, and that function stops after depth=2, which is a bit low for most XML.",
                      "'That's because' (the reason why console.dir or console.log show '[Object]' at some level, the sentence before the cut) given the setting 'In displaying xml2js results' (the heading Displaying results); backticks dropped"),
            paraphrase=("When xml2js result objects are displayed, Node turns them into strings with util.inspect, whose cut-off at depth 2 is a little too shallow for most XML.",
                        "freer rewording; the setting 'When xml2js result objects are displayed' (the heading Displaying results); 'uses util.inspect to convert the object into strings' -> 'turns them into strings with util.inspect'; 'stops after depth=2' -> 'whose cut-off at depth 2'; 'a bit low for most XML' -> 'a little too shallow for most XML' ('most' kept)"),
            contradiction=("In displaying xml2js results, Node uses util.inspect to convert the object into strings, and that function stops after depth=4, which is a bit low for most XML.",
                           "[number] depth=2 -> depth=4"),
            overclaim=("In displaying xml2js results, Node uses util.inspect to convert the object into strings, and that function stops after depth=2, which is too low for any XML.",
                       "quantity and degree raised: 'a bit low for most XML' -> 'too low for any XML' (most -> any, 'a bit' dropped)"),
            added=("In displaying xml2js results, Node uses util.inspect, which stops after depth=2, a bit low for most XML, and that default can be raised for the whole process through util.inspect.defaultOptions.",
                   "added detail (the default can be raised through util.inspect.defaultOptions) not in the README; 'defaultOptions' does not occur in it; the README's own remedy is util.inspect(result, false, null); may be true in the world, not checked"),
        ),
        dict(
            section="Options",
            start="`explicitArray` (default: `true`): Always",
            end="more than one.",
            reworded=("The explicitArray option of xml2js, which defaults to true, always puts child nodes in an array if true; otherwise an array is created only if there is more than one.",
                      "the option item given the subject 'The explicitArray option of xml2js' (an option of the parser, per the section's lead-in); '(default: true)' -> 'which defaults to true'; the imperative 'Always put' -> 'always puts'; backticks dropped"),
            paraphrase=("With explicitArray at its default of true, xml2js wraps child nodes in an array every time; when the option is false, an array appears only where there is more than one child node.",
                        "freer rewording; '(default: true)' -> 'at its default of true'; 'Always put child nodes in an array' -> 'wraps child nodes in an array every time'; 'otherwise ... only if there is more than one' -> 'when the option is false, ... only where there is more than one child node'"),
            contradiction=("The explicitArray option of xml2js, which defaults to true, always puts child nodes in an array if true; otherwise no array is created, even if there is more than one.",
                           "[negation] 'an array is created only if there is more than one' -> 'no array is created, even if there is more than one'"),
            overclaim=("The explicitArray option of xml2js, which defaults to true, is essential for parsing any API response, as it always puts child nodes in an array if true; otherwise an array is created only if there is more than one.",
                       "degree raised and scope widened: the Updating to new version section calls enabling explicitArray 'useful when dealing with APIs that return variable amounts of subtags'; 'essential for parsing any API response' says more ('essential' does not occur in the README)"),
            added=("The explicitArray option of xml2js, which defaults to true, always puts child nodes in an array if true, otherwise only if there is more than one, and setting it to false makes parsing noticeably faster.",
                   "added consequence (setting it to false makes parsing noticeably faster) not in the README; 'fast' and 'speed' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Updating to new version",
            start="Version 0.2 changed the default",
            end="before the\nmigration.",
            reworded=("Version 0.2 of xml2js changed the default parsing settings, but version 0.1.14 introduced the default settings for version 0.2, so these settings can be tried before the migration.",
                      "'Version 0.2' given the package name ('Version 0.2 of xml2js'); otherwise as written"),
            paraphrase=("Although xml2js switched to new default parsing settings in version 0.2, those defaults were already shipped in version 0.1.14, so they can be tried out before migrating.",
                        "freer rewording; 'changed the default parsing settings' -> 'switched to new default parsing settings'; 'introduced the default settings for version 0.2' -> 'those defaults were already shipped in version 0.1.14'; 'before the migration' -> 'before migrating'"),
            contradiction=("Version 0.2 of xml2js changed the default parsing settings, but version 0.1.14 introduced the default settings for version 0.2, so these settings can only be tried after the migration.",
                           "[direction] the settings can be tried before the migration -> only after it"),
            overclaim=("Version 0.2 of xml2js changed the default parsing settings, and since version 0.1.14 introduced the settings for version 0.2, every project must try them with 0.1.14 before migrating.",
                       "a possibility made a rule: 'these settings can be tried before the migration' -> 'every project must try them with 0.1.14 before migrating'; 'must' does not occur in the README"),
            added=("Version 0.2 of xml2js changed the default parsing settings, but version 0.1.14 introduced the default settings for version 0.2, so these settings can be tried before the migration, for which a transition period of six months was planned.",
                   "added plan (a six-month transition period) not in the README; 'month' and 'planned' do not occur in it; the paragraph after the code says only that the 0.1 defaults give 'enough time to migrate'"),
        ),
    ]))
