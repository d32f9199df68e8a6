# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-50, part A (drafts 1-5).

Same format as review-claims-49's parts: documentation pages under
/work/main/node_modules, here five changelogs.  One entry per document, in
draft order.  Each sentence gives the section it comes from, a start anchor
(unique in the raw file) and an end anchor (first match after the start,
inclusive), plus five hand-written (claim, note) tuples, one per kind.

`path` is relative to /work/main/node_modules (a build script computes that
folder as Path(__file__).resolve().parents[N] / "node_modules").  `kind` is
"docs"; `num` is the page's top folder under node_modules (the package; for
the scoped @vscode/test-electron its full name), equal to the "name" field
of that folder's package.json; `title` is the page's first Markdown heading
(any level) with the '#' marks, links and code marks removed, kept otherwise
as written ("Change Log", "workerpool history", "Changelog", and for the two
changelogs that have no title heading their first release heading:
"0.6.3 / 2021-05-23", "Version 4.0.0 (2018-01-28)").  The draft heading
built from it reads "## <package> docs: <title>".  `section` is the text of
the nearest heading above the sentence (closing '#'s of ATX headings
dropped, other markup kept, as in review-claims-49); check_part_a.py also
derives the top-level section of each cut (the release headings; each draft
takes its four cuts from four different releases).

Every cut is a passage that occurs in no other file of the five packages'
folders and in no README under node_modules, raw or with markup, case and
white space read away (check_part_a.py tests this; see notes-a.md for the
brief's grep).  No spare was used: every assigned changelog has four or more
prose sentences of 12-45 words of its own.  DRAFTS gives the draft number of
each DOCS entry.

A first attempt at this part (on five undici pages, all too thin) left all
five drafts open; this file replaces it.
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# xmlbuilder/CHANGELOG.md (xmlbuilder 11.0.1): "# Change Log" (the title), a
# two-sentence intro in the Keep a Changelog style, then one
# "## [x.y.z] - date" heading per release from 11.0.0 back to 0.0.1, each
# with a list of items (a few with code fences), and the link definitions
# of the release headings at the end.  The long items of 12+ words sit in
# 11.0.0, 10.0.0, 9.0.0, 8.1.0, 8.0.0, 7.0.0, 6.0.0 and 5.0.0.  Four cuts
# from four releases: 11.0.0 (the null-attribute option), 8.1.0 (callback
# mode), 7.0.0 (processing instructions) and 6.0.0 (stream writer).
DOCS.append(dict(
    path="xmlbuilder/CHANGELOG.md",
    kind="docs", num="xmlbuilder", title="Change Log",
    sentences=[
        dict(
            section="[11.0.0] - 2019-02-18",
            start="Removed the `skipNullAttributes` option.",
            end="in case someone needs the old behavior.",
            reworded=("In xmlbuilder 11.0.0 the skipNullAttributes option was removed, null attributes are now skipped by default, and the keepNullAttributes option was added in case someone needs the old behavior.",
                      "the version from the ## heading [11.0.0]; the three sentences joined; 'Removed the ... option' and 'Added the ... option' made passive; backticks dropped"),
            paraphrase=("Starting with xmlbuilder 11.0.0, attributes with a null value are left out by default and the skipNullAttributes option is gone, while a new keepNullAttributes option is there for anyone who needs the previous behaviour.",
                        "freer rewording; the order changed (the new default first, the removal second); 'null attributes are now skipped' -> 'attributes with a null value are left out'; 'in case someone needs the old behavior' -> 'for anyone who needs the previous behaviour'"),
            contradiction=("In xmlbuilder 11.0.0 the skipNullAttributes option was removed and null attributes are now skipped by default, with no option left to bring back the old behavior.",
                           "[negation] 'Added the keepNullAttributes option in case someone needs the old behavior' -> 'with no option left to bring back the old behavior'"),
            overclaim=("Most xmlbuilder users upgrading to 11.0.0 need the new keepNullAttributes option, since null attributes are now skipped by default.",
                       "a degree raised: 'in case someone needs the old behavior' -> 'Most ... users ... need' the option; the page says nothing of how many users need the old behaviour ('most' occurs only in 0.1.1's 'Removed most validity checks', 'users' and 'upgrading' not at all)"),
            added=("In xmlbuilder 11.0.0 the skipNullAttributes option was removed and null attributes are now skipped by default, while the keepNullAttributes option added for the old behavior is planned to go away in the next major release.",
                   "added plan (keepNullAttributes to be removed in the next major release) not in the page; 'next' and 'planned' do not occur in it, and 'major' only in 7.0.0's 'a major breaking change'; invented"),
        ),
        dict(
            section="[8.1.0] - 2016-03-29",
            start="In this mode, `begin` uses a different",
            end="is not kept.",
            reworded=("In xmlbuilder's callback mode, begin uses a different code path and the builder should use much less memory, since the entire XML tree is not kept.",
                      "'this mode' -> 'xmlbuilder's callback mode' (the item: 'Added the callback option to the begin export function. When used with a callback function, ...'); backticks dropped; a comma added before 'since'"),
            paraphrase=("Because xmlbuilder does not hold on to the whole XML tree when begin is given a callback, that mode runs along its own code path and ought to need far less memory.",
                        "freer rewording; the reason put first; 'In this mode' named by what the item says starts it (begin given a callback); 'should use much less memory' -> 'ought to need far less memory' (the hedge kept)"),
            contradiction=("In xmlbuilder's callback mode, begin uses the same code path as usual, and the builder should use much less memory since the entire XML tree is not kept.",
                           "[direction] 'uses a different code path' -> 'uses the same code path as usual' (different -> same, an antonym swap)"),
            overclaim=("In xmlbuilder's callback mode, begin uses a different code path and the builder's memory use stays constant however large the XML document grows.",
                       "hedge removed and degree raised: 'should use much less memory' -> 'memory use stays constant however large the XML document grows'; the page promises no bound ('constant' and 'large' do not occur in it, 'memory' only in this item)"),
            added=("In xmlbuilder's callback mode, begin uses a different code path and the builder should use much less memory since the entire XML tree is not kept, which makes it the mode to use for very large feeds such as sitemaps.",
                   "added example and recommendation (very large feeds such as sitemaps) not in the page; 'sitemap', 'feed' and 'large' do not occur in it; the item's only other words on the mode are its drawbacks; not checked in the world"),
        ),
        dict(
            section="[7.0.0] - 2016-03-21",
            start="Previously processing instructions were inserted before",
            end="appended to the children of the parent node.",
            reworded=("Before xmlbuilder 7.0.0, processing instructions were inserted before their parent node, and since that release they are appended to the children of the parent node.",
                      "'Previously' and 'After this change' anchored to the version of the ## heading [7.0.0] ('Before xmlbuilder 7.0.0', 'since that release'); the two sentences joined with 'and'; the second 'processing instructions' -> 'they'"),
            paraphrase=("Since xmlbuilder 7.0.0 a processing instruction ends up among its parent node's children instead of in front of the parent node, where earlier versions put it.",
                        "freer rewording; the new behaviour first, the old one last; 'appended to the children of the parent node' -> 'ends up among its parent node's children'; 'inserted before their parent node' -> 'in front of the parent node'"),
            contradiction=("Before xmlbuilder 7.0.0, processing instructions were appended to the children of their parent node, and since that release they are inserted before the parent node.",
                           "[roles] the old and the new placement swapped: the page says they used to be inserted before the parent node and are now appended to its children"),
            overclaim=("Since xmlbuilder 7.0.0, processing instructions and comments alike are appended to the children of the parent node instead of being inserted before it.",
                       "scope widened in place: the sentence is about processing instructions only; the page says nothing of comments changing place in 7.0.0 ('comment' occurs only in 11.0.0's 'comment and cdata nodes', 8.0.0's commentBefore/commentAfter item and 0.0.6's 'Added support for XML comments')"),
            added=("Before xmlbuilder 7.0.0, processing instructions were inserted before their parent node, and they are now appended to the children of the parent node, as the XML specification requires.",
                   "added cause (the XML specification requires it) not in the page, which gives no reason; 'specification' occurs only in 5.0.0's 'Canonical XML 1.0 specification' link, about escaping, and 'requir-' only in the 'require statements' items (5.0.1, 2.4.5) and the minimum node.js versions (9.0.0, 8.0.0, 2.2.0); invented"),
        ),
        dict(
            section="[6.0.0] - 2016-03-20",
            start="An `XMLStreamWriter` is also added",
            end="function exported by the module.",
            reworded=("In xmlbuilder 6.0.0 an XMLStreamWriter was also added that outputs the XML document to a writable stream, and a stream writer can be created by calling the streamWriter(stream, options) function exported by the module.",
                      "the version from the ## heading [6.0.0]; 'is also added which outputs' -> 'was also added that outputs'; the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("The 6.0.0 release of xmlbuilder brought an XMLStreamWriter that writes the XML document out to a writable stream, and one is obtained by calling the exported streamWriter(stream, options) function.",
                        "freer rewording; 'outputs ... to' -> 'writes ... out to'; 'A stream writer can be created by calling the ... function exported by the module' -> 'one is obtained by calling the exported ... function'"),
            contradiction=("In xmlbuilder 6.0.0 an XMLStreamWriter was also added that outputs the XML document to a writable stream, and a stream writer can be created by calling the stringWriter(options) function exported by the module.",
                           "[entity] streamWriter(stream, options) -> stringWriter(options), the function that the same item gives for the XMLStringWriter class"),
            overclaim=("In xmlbuilder 6.0.0 an XMLStreamWriter was added that outputs the XML document to a writable stream, and it became the recommended writer for every document.",
                       "a possibility made a recommendation for every case: the page says a stream writer 'can be created', not that it is recommended ('recommended' does not occur in the page, 'every' not at all)"),
            added=("In xmlbuilder 6.0.0 an XMLStreamWriter was also added that outputs the XML document to a writable stream and flushes its output each time an element is closed.",
                   "added behaviour (output flushed each time an element is closed) not in the page; 'flush' does not occur in it, and 'closed' only in 5.0.0's 'empty elements are not self-closed'; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# workerpool/HISTORY.md (workerpool 9.3.4): "# workerpool history" (the
# title) with the repository URL on the next line, then one
# "## <date>, version x.y.z" heading per release from 9.3.4 back to 0.0.1
# (2.3.4, a 2021 backport, sits between 3.0.0 and 2.3.3).  Most items are
# short "Fix: ... Thanks @..." lines; the longer prose is in the BREAKING
# CHANGE paragraphs (9.0.0, 8.0.0, 7.0.0, 6.0.0) and a few items (8.0.0,
# 6.4.0, 5.0.0, 4.0.0, 3.1.2, 2.1.0, 2.0.0).  Four cuts from four releases:
# 9.0.0 (the BREAKING CHANGE paragraph), 6.4.0, 5.0.0 and 2.0.0.
DOCS.append(dict(
    path="workerpool/HISTORY.md",
    kind="docs", num="workerpool", title="workerpool history",
    sentences=[
        dict(
            section="2023-12-18, version 9.0.0",
            start="BREAKING CHANGE: the library now comes with TypeScript",
            end="is called `type Pool` now.",
            reworded=("As a breaking change in version 9.0.0, workerpool now comes with TypeScript type definitions included, and there may be minor differences between these new, embedded type definitions and the implementation from @types/workerpool that was needed before, for example type WorkerPool is now called type Pool.",
                      "'BREAKING CHANGE: the library' -> 'As a breaking change in version 9.0.0, workerpool' (the ## heading); the three sentences joined; backticks dropped"),
            paraphrase=("Workerpool 9.0.0 ships its own embedded TypeScript types, which may differ slightly from the @types/workerpool typings that used to be required; type WorkerPool, for instance, has become type Pool.",
                        "freer rewording; 'comes with TypeScript type definitions included' -> 'ships its own embedded TypeScript types'; 'There may be minor differences' -> 'may differ slightly' (the hedge kept); 'that was needed before' -> 'that used to be required'; the example kept; the BREAKING CHANGE label dropped"),
            contradiction=("As a breaking change in version 9.0.0, workerpool now comes with TypeScript type definitions included, and there may be minor differences from the @types/workerpool implementation needed before, for example type Pool is now called type WorkerPool.",
                           "[roles] the old and the new type name swapped: the page says type WorkerPool is called type Pool now"),
            overclaim=("Since version 9.0.0, workerpool comes with TypeScript type definitions included, and the only difference from the @types/workerpool definitions is that type WorkerPool is now called type Pool.",
                       "an example made the whole list: 'There may be minor differences ... For example, type WorkerPool is called type Pool now' -> 'the only difference'; the page names one example and does not say it is the only one ('only' does not occur in the page)"),
            added=("Since version 9.0.0, workerpool comes with TypeScript type definitions included, so the @types/workerpool package should be removed from a project's dependencies after upgrading.",
                   "added consequence and advice (remove @types/workerpool from the dependencies) not in the page, which says only that @types/workerpool 'was needed before'; 'dependencies' occurs only in 4.0.0's 'Removed redundant dependencies, upgraded all devDependencies', and 'upgrad-' only there and in 4.0.0's 'the upgrade to Webpack 4'; may be sound advice in the world, not checked"),
        ),
        dict(
            section="2023-02-24, version 6.4.0",
            start="Implement a new callback `onTerminate` at the worker side",
            end="if it doesn't finish in time",
            reworded=("Workerpool 6.4.0 implements a new callback, onTerminate, at the worker side, which can be used to clean up resources, and an option workerTerminateTimeout which forcefully terminates a worker if it doesn't finish in time.",
                      "the imperative 'Implement' given the subject 'Workerpool 6.4.0' (the ## heading); commas around the callback's name; backticks dropped; a full stop added (the cut ends before the issue numbers)"),
            paraphrase=("Since version 6.4.0, a workerpool worker can set an onTerminate callback to clean up its resources, and the new workerTerminateTimeout option kills a worker forcefully when it does not finish in time.",
                        "freer rewording; 'a new callback onTerminate at the worker side, which can be used to clean up resources' -> 'a workerpool worker can set an onTerminate callback to clean up its resources' ('can' kept); 'forcefully terminates ... if it doesn't finish in time' -> 'kills ... forcefully when it does not finish in time'"),
            contradiction=("Workerpool 6.4.0 implements a new callback, onTerminate, at the worker side, which can be used to clean up resources, and an option workerTerminateTimeout which gracefully terminates a worker if it doesn't finish in time.",
                           "[direction] 'forcefully terminates a worker' -> 'gracefully terminates a worker' (an antonym swap of the manner); 'gracefully' does not occur in the page"),
            overclaim=("Workerpool 6.4.0 implements a worker-side onTerminate callback that guarantees every resource is cleaned up, and an option workerTerminateTimeout which forcefully terminates a worker if it doesn't finish in time.",
                       "a possibility made a guarantee and the scope widened: 'which can be used to clean up resources' -> 'guarantees every resource is cleaned up'; 'guarantee' and 'every' do not occur in the page"),
            added=("Workerpool 6.4.0 implements a new worker-side callback, onTerminate, to clean up resources, and an option workerTerminateTimeout, with a default of one second, which forcefully terminates a worker if it doesn't finish in time.",
                   "added detail (a default of one second) not in the page, which gives no default for the option; 'second' does not occur in it, and 'default' only in 5.0.0's 'the default workerType'; may be true in the world, not checked"),
        ),
        dict(
            section="2019-08-25, version 5.0.0",
            start="In a node.js environment, the default `workerType`",
            end="to `'thread'`.",
            reworded=("In workerpool 5.0.0, the default workerType in a node.js environment is changed from 'process' to 'thread'.",
                      "the version from the ## heading; the setting 'In a node.js environment' moved after the subject; backticks dropped, the single quotes of the values kept"),
            paraphrase=("Under Node.js, workerpool 5.0.0 switched its default worker type to threads, where it had used processes before.",
                        "freer rewording; 'In a node.js environment' -> 'Under Node.js' (the condition kept); 'the default workerType is changed from process to thread' -> 'switched its default worker type to threads, where it had used processes before'"),
            contradiction=("In workerpool 5.0.0, the default workerType in a node.js environment is changed from 'process' to 'web'.",
                           "[entity] 'thread' -> 'web', the value that the same release adds 'to enforce use a Web Worker'"),
            overclaim=("In workerpool 5.0.0, the default workerType is changed from 'process' to 'thread' in every environment, browsers included.",
                       "a condition dropped and the scope widened: 'In a node.js environment' -> 'in every environment, browsers included'; the page gives the new default for node.js only ('every' does not occur in it; 'browser' occurs in other items, about builds, detection and maxWorkers, never about the default workerType)"),
            added=("In workerpool 5.0.0, the default workerType in a node.js environment is changed from 'process' to 'thread', because worker threads start faster and use less memory than child processes.",
                   "added cause (threads start faster and use less memory) not in the page, which gives no reason; 'faster' and 'memory' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="2016-09-18, version 2.0.0",
            start="This conversion implementation loses the prototype",
            end="in the main code.",
            reworded=("Workerpool 2.0.0's custom implementation for converting Error objects loses the prototype object, which means that, for example, a 'TypeError' will become just an 'Error' in the main code.",
                      "'This conversion implementation' -> 'Workerpool 2.0.0's custom implementation for converting Error objects' (the item's first sentence: 'Replaced conversion of Error-objecting using serializerr to custom implementation'); 'e.g.' -> 'for example'; articles added"),
            paraphrase=("Because the error conversion that workerpool has used since 2.0.0 drops the prototype object, an error such as a TypeError reaches the main code as a plain Error.",
                        "freer rewording; the referent named from the item's first sentence; 'loses the prototype object' -> 'drops the prototype object'; 'e.g. TypeError will become just Error in the main code' -> 'an error such as a TypeError reaches the main code as a plain Error'"),
            contradiction=("Workerpool 2.0.0's custom implementation for converting Error objects does not lose the prototype object, so that, for example, a 'TypeError' is still a 'TypeError' in the main code.",
                           "[negation] 'loses the prototype object which means that e.g. TypeError will become just Error' -> 'does not lose the prototype object, so that ... is still a TypeError'"),
            overclaim=("Workerpool 2.0.0's custom conversion of Error objects loses everything about an error except its message, so a 'TypeError' becomes just an 'Error' in the main code.",
                       "a degree raised: 'loses the prototype object' -> 'loses everything about an error except its message'; the page names the prototype only ('message' occurs only in 6.1.3's 'disregard messages' and the 'error message' items of 3.1.2 and 1.1.0, 'everything' not at all)"),
            added=("Workerpool 2.0.0's custom conversion of Error objects loses the prototype object, so a 'TypeError' becomes just an 'Error' in the main code, which is why the release also adds an error code property to tell error types apart.",
                   "added consequence (an error code property to tell types apart) not in the page; 2.0.0 has this one item only, 'property' does not occur in the page, and 'properties' only in 8.0.0's 'unknown or inherited properties'; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# @vscode/test-electron/CHANGELOG.md (@vscode/test-electron 2.5.2):
# "# Changelog" (the title), then one "### x.y.z | date" heading per release
# from 2.5.2 back to 0.1.3 (no level-2 heading).  Most items are short
# lines without a full stop; the items of 12+ words are in 2.4.0, 2.1.0,
# 2.0.0, 1.3.0, 1.2.2, 1.1.0, 1.0.0-next.1, 1.0.0-next.0 and 0.4.1.  Four
# cuts from four releases: 2.1.0 (the reporter option), 2.0.0 (separate
# instance), 1.3.0 (the platform option's second line) and 1.0.0-next.1
# (logging).  The package was called vscode-test until 1.6.1 ("Rename to
# @vscode/test-electron"); the claims name it by its present name.
DOCS.append(dict(
    path="@vscode/test-electron/CHANGELOG.md",
    kind="docs", num="@vscode/test-electron", title="Changelog",
    sentences=[
        dict(
            section="2.1.0 | 2022-01-14",
            start="Add a progress `reporter` option",
            end="silence download progress.",
            reworded=("Version 2.1.0 of @vscode/test-electron adds a progress reporter option on the TestOptions, which can be used to see more detail or to silence download progress.",
                      "the imperative 'Add' given the subject 'Version 2.1.0 of @vscode/test-electron' (the ### heading); backticks dropped; 'to' repeated before 'silence'"),
            paraphrase=("Since 2.1.0, the TestOptions of @vscode/test-electron accept a progress reporter, with which more detail can be shown or the download progress kept quiet.",
                        "freer rewording; the options made the subject; 'Add a progress reporter option on the TestOptions' -> 'the TestOptions ... accept a progress reporter'; 'can be used to see more detail or silence download progress' -> 'with which more detail can be shown or the download progress kept quiet' ('can' kept)"),
            contradiction=("Version 2.1.0 of @vscode/test-electron adds a progress reporter option on the TestOptions, which can be used to see more detail but cannot silence download progress.",
                           "[negation] 'can be used to see more detail or silence download progress' -> 'can be used to see more detail but cannot silence download progress'"),
            overclaim=("Version 2.1.0 of @vscode/test-electron adds a progress reporter option on the TestOptions that silences all output of a test run.",
                       "scope widened and a possibility made an effect: 'can be used to ... silence download progress' -> 'silences all output of a test run'; the option is about download progress only ('all output' does not occur in the page)"),
            added=("Version 2.1.0 of @vscode/test-electron adds a progress reporter option on the TestOptions to see more detail or silence download progress, for example by passing a reporter that writes to a log file.",
                   "added example (a reporter that writes to a log file) not in the page; 'log file' does not occur in it ('log' occurs in the title Changelog, in 'logging' (2.1.1, 1.0.0-next.1), 'Log errors' (0.3.1), 'Log folder' (0.1.5) and '-NoLogo'; 'file' only in 1.5.0's 'long file paths', 1.0.0-next.0's 'file/folder/workspace' and 0.1.4's '-NoProfile'); not checked in the world"),
        ),
        dict(
            section="2.0.0 | 2021-12-14",
            start="Run tests using a separate instance of VS Code",
            end="`reuseMachineInstall: true`.",
            reworded=("Since version 2.0.0, @vscode/test-electron runs tests using a separate instance of VS Code by default, which can be disabled by setting reuseMachineInstall: true.",
                      "the imperative 'Run tests' given the subject '@vscode/test-electron' and the version of the ### heading; the two sentences joined with 'which'; backticks dropped"),
            paraphrase=("By default, @vscode/test-electron 2.0.0 and later launch tests in a VS Code instance of their own, unless reuseMachineInstall is set to true.",
                        "freer rewording; 'using a separate instance of VS Code' -> 'in a VS Code instance of their own'; 'This can be disabled by setting reuseMachineInstall: true' -> 'unless reuseMachineInstall is set to true'; 'by default' kept"),
            contradiction=("Since version 2.0.0, @vscode/test-electron runs tests using the same instance of VS Code by default, which can be disabled by setting reuseMachineInstall: true.",
                           "[direction] 'a separate instance' -> 'the same instance' (separate -> same, an antonym swap)"),
            overclaim=("Since version 2.0.0, @vscode/test-electron runs tests using a separate instance of VS Code by default, and setting reuseMachineInstall: true is the only way to disable this.",
                       "exclusivity added: 'This can be disabled by setting reuseMachineInstall: true' -> 'is the only way to disable this'; the page names one way and does not say there is no other ('only' occurs only in 0.3.0's 'with only vscodeExecutablePath and launchArgs')"),
            added=("Since version 2.0.0, @vscode/test-electron runs tests using a separate instance of VS Code by default, at the cost of a slower first run while that instance is downloaded.",
                   "added drawback (a slower first run while the instance downloads) not in the page; 'slower' does not occur in it ('faster' only in 1.5.0's 'Download and unzip directly for faster setup'); not checked in the world"),
        ),
        dict(
            section="1.3.0 | 2019-12-11",
            start="On Windows, `win32-x64-archive` is also available",
            end="64 bit version of VS Code.",
            reworded=("For the platform option added in @vscode/test-electron 1.3.0, win32-x64-archive is also available on Windows for using the 64 bit version of VS Code.",
                      "the setting 'For the platform option added in @vscode/test-electron 1.3.0' from the item's first sentence ('Add platform option.') and the ### heading; 'On Windows' moved; 'the' added; backticks dropped"),
            paraphrase=("Windows users of @vscode/test-electron can choose win32-x64-archive as the platform to run a 64-bit VS Code, an option available since 1.3.0.",
                        "freer rewording; 'On Windows, win32-x64-archive is also available' -> 'Windows users ... can choose win32-x64-archive as the platform' (the platform option of the same item); 'for using 64 bit version of VS Code' -> 'to run a 64-bit VS Code'"),
            contradiction=("For the platform option added in @vscode/test-electron 1.3.0, win32-x64-archive is also available on Windows for using the 32 bit version of VS Code.",
                           "[number] '64 bit version' -> '32 bit version' ('32' occurs in the page only inside 'win32', the platform names)"),
            overclaim=("For the platform option added in @vscode/test-electron 1.3.0, win32-x64-archive is the recommended choice on every Windows machine.",
                       "a possibility made a recommendation for every case: 'is also available' -> 'is the recommended choice on every Windows machine'; the page recommends nothing and keeps win32-archive as the Windows default ('recommended' and 'every' do not occur in it)"),
            added=("For the platform option added in @vscode/test-electron 1.3.0, win32-x64-archive is also available on Windows for using the 64 bit version of VS Code, which needs a 64-bit edition of Windows 10.",
                   "added requirement (a 64-bit edition of Windows 10) not in the page; 'Windows 10' and 'edition' do not occur in it; not checked in the world"),
        ),
        dict(
            section="1.0.0-next.1 | 2019-06-24",
            start="Improve logging. No more prefix",
            end="`console.error`.",
            reworded=("Version 1.0.0-next.1 of @vscode/test-electron improves logging: there is no more Spawn Error prefix, and the stdout and stderr of the launched process are directed to console.log and console.error.",
                      "the imperatives given the subject 'Version 1.0.0-next.1 of @vscode/test-electron' (the ### heading); 'direct stdout and stderr ... to' made passive; the two sentences joined with a colon; backticks dropped"),
            paraphrase=("In @vscode/test-electron 1.0.0-next.1, logging got better by dropping the Spawn Error prefix and by sending the launched process's stdout to console.log and its stderr to console.error.",
                        "freer rewording; 'Improve logging' -> 'logging got better'; 'No more prefix Spawn Error' -> 'dropping the Spawn Error prefix'; the respective pairing of 'stdout and stderr' with 'console.log and console.error' spelled out"),
            contradiction=("In @vscode/test-electron 1.0.0-next.1, logging was improved by dropping the Spawn Error prefix and by sending the launched process's stdout to console.error and its stderr to console.log.",
                           "[roles] the pairing swapped: the page directs 'stdout and stderr' to 'console.log and console.error' in that order (respectively); the claim sends stdout to console.error and stderr to console.log"),
            overclaim=("Improved logging was the most important change in version 1.0.0-next.1 of @vscode/test-electron, which dropped the Spawn Error prefix and directed stdout and stderr of the launched process to console.log and console.error.",
                       "a ranking added: 'the most important change' of the release; the page lists three items for 1.0.0-next.1 and ranks none ('important' does not occur in it, 'most' only in 2.3.0's 'the most recent version')"),
            added=("Version 1.0.0-next.1 of @vscode/test-electron improves logging by dropping the Spawn Error prefix and directing stdout and stderr of the launched process to console.log and console.error, so that test output shows up in the Debug Console.",
                   "added purpose (test output shown in the Debug Console) not in the page; 'Debug Console' does not occur in it ('console' only as console.log/console.error and in 'console message'); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# iconv-lite/Changelog.md (iconv-lite 0.6.3): no title heading; the page
# starts with "## 0.6.3 / 2021-05-23", one "## x.y.z / date" heading per
# release from 0.6.3 back to 0.4.0, each with a "*" list (nested in 0.6.0
# and 0.4.12).  The page's first heading, and so its title, is
# "0.6.3 / 2021-05-23".  Four cuts from four releases: 0.6.0 (Streaming API
# in browser packs), 0.5.0 (UTF-32), 0.4.10 (UTF-16 heuristic) and 0.4.7
# (Node.js v0.8).
DOCS.append(dict(
    path="iconv-lite/Changelog.md",
    kind="docs", num="iconv-lite", title="0.6.3 / 2021-05-23",
    sentences=[
        dict(
            section="0.6.0 / 2020-06-08",
            start="Streaming API will be",
            end="`iconv.enableStreamingAPI(require('stream'))`.",
            reworded=("Since iconv-lite 0.6.0, the Streaming API is excluded by default in browser packs, saving about 100Kb of bundle size, unless it is enabled explicitly using iconv.enableStreamingAPI(require('stream')).",
                      "the version from the ## heading; 'will be excluded' -> 'is excluded'; '~100Kb bundle size' -> 'about 100Kb of bundle size'; 'it is' added; backticks dropped"),
            paraphrase=("In browser packs, iconv-lite 0.6.0 leaves its Streaming API out unless a call to iconv.enableStreamingAPI(require('stream')) turns it on, which trims roughly 100Kb from the bundle.",
                        "freer rewording; the setting put first; 'will be excluded by default ... unless enabled explicitly using' -> 'leaves ... out unless a call to ... turns it on'; '~100Kb' -> 'roughly 100Kb' (the number kept)"),
            contradiction=("Since iconv-lite 0.6.0, the Streaming API is excluded by default in browser packs, saving about 10Kb of bundle size, unless it is enabled explicitly using iconv.enableStreamingAPI(require('stream')).",
                           "[number] '~100Kb' -> 'about 10Kb' ('10Kb' does not occur in the page)"),
            overclaim=("Since iconv-lite 0.6.0, the Streaming API is excluded by default in every environment, Node included, unless it is enabled explicitly using iconv.enableStreamingAPI(require('stream')).",
                       "a condition dropped and the scope widened: 'in browser packs' -> 'in every environment, Node included'; the sentence and its item speak of browser environments only ('every' does not occur in the page)"),
            added=("Since iconv-lite 0.6.0, the Streaming API is excluded by default in browser packs unless it is enabled explicitly using iconv.enableStreamingAPI(require('stream')), which must be called before the first decoder is created.",
                   "added requirement (call it before the first decoder is created) not in the page; 'before' and 'first' do not occur in it, and 'decoder' only in 0.6.1's 'UTF-32 decoder's endianness detection' and 0.5.2's getDecoder(); not checked in the world"),
        ),
        dict(
            section="0.5.0 / 2019-06-26",
            start="Added UTF-32 encoding, both little-endian",
            end="what we use in UTF-16.",
            reworded=("Iconv-lite 0.5.0 added UTF-32 encoding in both little-endian and big-endian variants (UTF-32LE and UTF-32BE), and if endianness is not provided for decoding, it is deduced automatically from the stream using a heuristic similar to the one used in UTF-16.",
                      "the version from the ## heading; the two sentences joined with 'and'; the typo 'UTF32-BE' corrected to 'UTF-32BE'; 'what we use in UTF-16' -> 'the one used in UTF-16'"),
            paraphrase=("When no endianness is given for decoding, the UTF-32 support that iconv-lite 0.5.0 added for both byte orders works it out from the stream with a heuristic much like its UTF-16 one.",
                        "freer rewording; the condition put first; 'both little-endian and big-endian variants' -> 'both byte orders'; 'deduced automatically from the stream using a heuristic similar to what we use in UTF-16' -> 'works it out from the stream with a heuristic much like its UTF-16 one'"),
            contradiction=("Iconv-lite 0.5.0 added UTF-32 encoding in both little-endian and big-endian variants, but if endianness is not provided for decoding, it is not deduced from the stream.",
                           "[negation] 'it's deduced automatically from the stream' -> 'it is not deduced from the stream'"),
            overclaim=("Iconv-lite 0.5.0 added UTF-32 encoding in both little-endian and big-endian variants, and if endianness is not provided for decoding, it is always deduced correctly from the stream.",
                       "a degree raised: 'deduced automatically ... using a heuristic' -> 'always deduced correctly'; a heuristic makes no such promise, and the page gives none ('always' and 'correctly' do not occur in it; 0.6.1 even fixes 'minor issue in UTF-32 decoder's endianness detection code')"),
            added=("Iconv-lite 0.5.0 added UTF-32 encoding in both little-endian and big-endian variants, deducing the endianness from the stream when it is not provided for decoding and falling back to little-endian when the heuristic cannot decide.",
                   "added detail (a little-endian fallback when the heuristic cannot decide) not in the page; 0.4.9's 'UTF16 now uses UTF16-LE by default' is about UTF-16, and 'fall back' and 'decide' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="0.4.10 / 2015-05-26",
            start="Changed UTF-16 endianness heuristic",
            end="\"default\" endianness.",
            reworded=("Iconv-lite 0.4.10 changed the UTF-16 endianness heuristic to take into account any ASCII characters, not just spaces, which should minimize the importance of the default endianness.",
                      "the version from the ## heading; the two sentences joined with 'which'; 'chars' -> 'characters'; the quotation marks around 'default' dropped"),
            paraphrase=("By looking at all ASCII characters instead of only spaces, the UTF-16 endianness guessing in iconv-lite 0.4.10 ought to make the default endianness matter less.",
                        "freer rewording; the means put first; 'take into account any ASCII chars, not just spaces' -> 'looking at all ASCII characters instead of only spaces'; 'should minimize the importance of' -> 'ought to make ... matter less' (the hedge kept)"),
            contradiction=("Iconv-lite 0.4.10 changed the UTF-16 endianness heuristic to take into account any ASCII characters, not just spaces, which should increase the importance of the default endianness.",
                           "[direction] 'minimize the importance' -> 'increase the importance'"),
            overclaim=("Iconv-lite 0.4.10 changed the UTF-16 endianness heuristic to take into account any ASCII characters, not just spaces, which makes the default endianness irrelevant.",
                       "hedge removed and degree raised: 'should minimize the importance of default endianness' -> 'makes the default endianness irrelevant'; 'irrelevant' does not occur in the page, and 0.4.9, the release before, makes UTF16-LE the UTF-16 default"),
            added=("Iconv-lite 0.4.10 changed the UTF-16 endianness heuristic to take into account any ASCII characters, not just spaces, after reports of Chinese text being decoded with the wrong byte order.",
                   "added cause (reports about Chinese text decoded with the wrong byte order) not in the page, which gives no origin; 'Chinese', 'reports' and 'byte order' do not occur in it; invented"),
        ),
        dict(
            section="0.4.7 / 2015-02-05",
            start="stop official support of Node.js v0.8.",
            end="hard to get on Travis CI.",
            reworded=("Iconv-lite 0.4.7 stops official support of Node.js v0.8, which should still work, but with no guarantees, because packages needed for testing are hard to get on Travis CI.",
                      "the lower-case 'stop' given the subject 'Iconv-lite 0.4.7' (the ## heading); the three fragments joined; 'reason:' -> 'because'"),
            paraphrase=("As of 0.4.7, iconv-lite no longer officially supports Node.js v0.8, since the packages its tests need are hard to obtain on Travis CI, though it should keep working there without any guarantee.",
                        "freer rewording; the reason moved before the hedge; 'stop official support' -> 'no longer officially supports'; 'Packages needed for testing are hard to get' -> 'the packages its tests need are hard to obtain'; 'Should still work, but no guarantees' -> 'should keep working there without any guarantee'"),
            contradiction=("Iconv-lite 0.4.7 stops official support of Node.js v0.8, which should still work, but with no guarantees, because packages needed for testing are hard to get on AppVeyor.",
                           "[entity] 'Travis CI' -> 'AppVeyor', another CI service; the page names Travis only ('AppVeyor' does not occur in it)"),
            overclaim=("Iconv-lite 0.4.7 stops official support of Node.js v0.8 because packages needed for testing are impossible to get on Travis CI.",
                       "a degree raised: 'hard to get' -> 'impossible to get'; 'impossible' does not occur in the page"),
            added=("Iconv-lite 0.4.7 stops official support of Node.js v0.8 because packages needed for testing are hard to get on Travis CI, and v0.8 was also removed from the engines field of its package.json.",
                   "added detail (v0.8 removed from the engines field) not in the page; 'engines' does not occur in it, and package.json only in 0.6.1's version ranges and 0.4.21's 'browser' field and 'contributors' items; not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# js-tokens/CHANGELOG.md (js-tokens 4.0.0): no title heading; the page
# starts with "### Version 4.0.0 (2018-01-28) ###", one such level-3 heading
# per release from 4.0.0 back to 0.1.0, each with "- Label: ..." items and
# in 4.0.0, 3.0.0 and 2.0.0 paragraphs on the breaking changes (3.0.0 also
# quotes a V8 blog post in a blockquote and shows code).  The page's first
# heading, and so its title, is "Version 4.0.0 (2018-01-28)" (the closing
# '###' dropped).  Four cuts from four releases: 4.0.0 (the closed
# property), 3.0.0 (the exports), 1.0.0 (the minus sign) and 0.3.1 (unicode
# spaces).  None is from the blockquote.
DOCS.append(dict(
    path="js-tokens/CHANGELOG.md",
    kind="docs", num="js-tokens", title="Version 4.0.0 (2018-01-28)",
    sentences=[
        dict(
            section="Version 4.0.0 (2018-01-28)",
            start="Changed: _All_ tokens returned by the `matchToToken`",
            end="which might improve performance.",
            reworded=("Since js-tokens 4.0.0, all tokens returned by the matchToToken function have a closed property, set to undefined for the tokens where closed doesn't make sense, which means that all token objects have the same shape, which might improve performance.",
                      "the label 'Changed:' replaced by 'Since js-tokens 4.0.0' (the ### heading); the three sentences joined; emphasis, backticks and the curly quotes dropped; 'tokens objects' -> 'token objects'"),
            paraphrase=("In js-tokens 4.0.0, every token that matchToToken returns gets a closed property, left undefined where the notion does not apply, so that all token objects share one shape and performance may benefit.",
                        "freer rewording; 'have a closed property. It is set to undefined for the tokens where closed doesn't make sense' -> 'gets a closed property, left undefined where the notion does not apply'; 'might improve performance' -> 'performance may benefit' (the hedge kept)"),
            contradiction=("Since js-tokens 4.0.0, all tokens returned by the matchToToken function have a closed property, set to undefined where closed doesn't make sense, although the token objects still do not all have the same shape.",
                           "[negation] 'This means that all tokens objects have the same shape' -> 'the token objects still do not all have the same shape'"),
            overclaim=("Since js-tokens 4.0.0, all tokens returned by the matchToToken function have a closed property, so all token objects have the same shape, which makes js-tokens measurably faster.",
                       "hedge removed and an effect asserted: 'which might improve performance' -> 'which makes js-tokens measurably faster'; the page measures nothing ('faster' and 'measurably' do not occur in it; 'fast' only inside the quoted V8 post)"),
            added=("Since js-tokens 4.0.0, all tokens returned by the matchToToken function have a closed property, so all token objects have the same shape, which might improve performance because V8 can then keep them on a single hidden class.",
                   "added mechanism (V8 keeping the objects on one hidden class) not in the page; 'hidden class' does not occur in it, and 'V8' only in 3.0.0's link text and quote about RegExps; may be true in the world, not checked"),
        ),
        dict(
            section="Version 3.0.0 (2017-01-11)",
            start="This module used to export a single regex",
            end="to avoid this issue.",
            reworded=("Before version 3.0.0, js-tokens exported a single regex with matchToToken bolted on, just like in the V8 example that the changelog quotes, and version 3.0.0 changes the module's exports to avoid this issue.",
                      "'This module used to export' -> 'Before version 3.0.0, js-tokens exported' (the ### heading); 'the above example' -> 'the V8 example that the changelog quotes' (the blockquote before the paragraph, from the linked V8 blog post); 'This release' -> 'version 3.0.0'; the two sentences joined; backticks and the leading dot dropped"),
            paraphrase=("To avoid the problem shown in the V8 example it quotes, js-tokens 3.0.0 reworked its exports, which until then had been one regex with matchToToken attached to it.",
                        "freer rewording; the purpose put first; 'this issue' named as 'the problem shown in the V8 example it quotes'; 'changes the exports of the module' -> 'reworked its exports'; 'a single regex, with .matchToToken bolted on' -> 'one regex with matchToToken attached to it'"),
            contradiction=("Before version 3.0.0, js-tokens exported two regexes with matchToToken bolted on, just like in the V8 example that the changelog quotes, and version 3.0.0 changes the module's exports to avoid this issue.",
                           "[number] 'a single regex' -> 'two regexes'"),
            overclaim=("Before version 3.0.0, js-tokens exported a single regex with matchToToken bolted on, and version 3.0.0 changes the module's exports to remove that slowdown in every JavaScript engine.",
                       "scope widened: the page frames the issue with a V8 example ('improve performance in V8') and says nothing of other engines ('engine' does not occur in it, 'every' not at all)"),
            added=("Before version 3.0.0, js-tokens exported a single regex with matchToToken bolted on, and version 3.0.0 changes the module's exports to avoid this issue, a change suggested by a V8 engineer in a GitHub issue.",
                   "added origin (a suggestion by a V8 engineer in a GitHub issue) not in the page, which links only the V8 blog post and a gist; 'engineer' and 'suggested' do not occur in it, 'GitHub' only inside the gist URL; invented"),
        ),
        dict(
            section="Version 1.0.0 (2015-02-26)",
            start="Fixed: A `-` followed by a number",
            end="change.)",
            reworded=("In js-tokens 1.0.0, a minus sign followed by a number is now correctly matched as a punctuator followed by a number; it used to be matched as just a number, but there is no such thing as negative number literals, so this is possibly a backwards-incompatible change.",
                      "the label 'Fixed:' replaced by 'In js-tokens 1.0.0' (the ### heading); 'A -' -> 'a minus sign'; the parenthesis joined with 'so this is'; backticks dropped"),
            paraphrase=("Since JavaScript has no negative number literals, js-tokens 1.0.0 no longer reads a minus sign in front of a number as part of that number but matches it as a punctuator followed by the number, a change that may break backwards compatibility.",
                        "freer rewording; the reason put first; 'there is no such thing as negative number literals' -> 'JavaScript has no negative number literals'; 'It used to be matched as just a number' -> 'no longer reads ... as part of that number'; 'Possibly backwards-incompatible' -> 'may break backwards compatibility' (the hedge kept)"),
            contradiction=("In js-tokens 1.0.0, a minus sign followed by a number is now matched as just a number, whereas it used to be matched as a punctuator followed by a number.",
                           "[roles] the old and the new matching swapped: the page says it is now matched as a punctuator followed by a number and used to be matched as just a number"),
            overclaim=("In js-tokens 1.0.0, a minus sign followed by a number is now matched as a punctuator followed by a number, a change that breaks every program built on js-tokens.",
                       "hedge removed and scope widened: '(Possibly backwards-incompatible change.)' -> 'breaks every program built on js-tokens'; 'every' and 'program' do not occur in the page"),
            added=("In js-tokens 1.0.0, a minus sign followed by a number is now correctly matched as a punctuator followed by a number, and the same now holds for a plus sign followed by a number.",
                   "added list item (the plus sign) not in the page; 'plus' does not occur in it, and '+' not at all; may be true in the world, not checked"),
        ),
        dict(
            section="Version 0.3.1 (2015-01-06)",
            start="Fixed: Support for unicode spaces.",
            end="in strings and\n  regexes.",
            reworded=("In js-tokens 0.3.1, support for unicode spaces was fixed: they used to be allowed in names, which is very confusing, and some unicode newlines were wrongly allowed in strings and regexes.",
                      "the label 'Fixed:' made the verb 'was fixed' with the version of the ### heading; the two sentences joined with a colon; the parenthesis made a relative clause"),
            paraphrase=("Before js-tokens 0.3.1, unicode spaces were confusingly accepted inside names and certain unicode newlines were wrongly accepted inside strings and regexes, which that release fixed.",
                        "freer rewording; the old behaviour first and the fix last; '(which is very confusing)' -> 'confusingly'; 'some' -> 'certain'; 'allowed in' -> 'accepted inside'"),
            contradiction=("In js-tokens 0.3.1, support for unicode spaces was fixed: they used to be allowed in names, which is very confusing, and some unicode newlines were wrongly allowed in comments and regexes.",
                           "[entity] 'in strings and regexes' -> 'in comments and regexes' ('comments' does not occur in the page)"),
            overclaim=("In js-tokens 0.3.1, support for unicode spaces was fixed: they used to be allowed in names, and every unicode newline was wrongly allowed in strings and regexes.",
                       "a degree raised: 'some unicode newlines' -> 'every unicode newline'; 'every' does not occur in the page"),
            added=("In js-tokens 0.3.1, support for unicode spaces was fixed: they used to be allowed in names and some unicode newlines in strings and regexes, a bug first reported by a user tokenizing minified code.",
                   "added origin (a report by a user tokenizing minified code) not in the page; 'reported', 'user' and 'minified' do not occur in it; invented"),
        ),
    ]))
