# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-42, part A (drafts 1-5).

Same format as review-claims-39's parts: one entry per document, in draft
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
badges dropped, other markup kept, as in review-claims-39);
check_part_a.py also derives the top-level section of each cut.
"""

DOCS = []

# ---------------------------------------------------------------- draft-01
# cross-spawn's README: "# cross-spawn" (the title), a badge line and a
# 9-word tagline, then ## Installation (install commands), Why, Usage,
# Caveats (### subsections), Tests (commands) and License.  Sentences from
# three top-level sections: Why, Usage and Caveats (two different ###
# subsections, "`options.shell` support" and "Shebangs support").  The
# tagline is 9 words; Installation and Tests have no prose of 12+ words.
DOCS.append(dict(
    path="cross-spawn/README.md",
    kind="README", num="cross-spawn", title="cross-spawn",
    sentences=[
        dict(
            section="Why",
            start="All these issues are handled correctly",
            end="escaping of shell arguments.",
            reworded=("The issues that node's spawn has on Windows are all handled correctly by cross-spawn, while some known modules, such as win-spawn, try to solve this but are either broken or provide faulty escaping of shell arguments.",
                      "'All these issues' named from the section's lead-in ('Node has issues when using spawn on Windows:'); the two sentences joined with 'while'; backticks and link syntax dropped"),
            paraphrase=("Unlike some known modules that try to do the same, win-spawn among them, which are either broken or escape shell arguments faultily, cross-spawn handles the issues of node's spawn on Windows correctly.",
                        "freer rewording; the two parts in reverse order; keeps 'some known modules' and both failings ('either broken or ... faulty escaping')"),
            contradiction=("The issues that node's spawn has on Windows are all handled correctly by win-spawn, while some known modules, such as cross-spawn, try to solve this but are either broken or provide faulty escaping of shell arguments.",
                           "[roles] cross-spawn (handles the issues correctly) and win-spawn (a known module that is broken or escapes faultily) swapped"),
            overclaim=("The issues that node's spawn has on Windows are all handled correctly by cross-spawn, and every other module that tries to solve them is either broken or provides faulty escaping of shell arguments.",
                       "scope widened: 'some known modules, such as win-spawn' -> 'every other module that tries to solve them'"),
            added=("The cross-spawn package, which started as a fork of win-spawn, handles the issues that node's spawn has on Windows correctly, whereas win-spawn and some other known modules are either broken or provide faulty escaping of shell arguments.",
                   "added origin (cross-spawn started as a fork of win-spawn) not in the README; 'fork' does not occur in it"),
        ),
        dict(
            section="Usage",
            start="Exactly the same way as node's",
            end="drop in replacement.",
            reworded=("The cross-spawn package is used exactly the same way as node's spawn or spawnSync, so it is a drop-in replacement.",
                      "the verbless sentence given the subject and verb 'The cross-spawn package is used' (the Usage heading); link syntax, URLs and backticks dropped; 'drop in' hyphenated"),
            paraphrase=("Since its usage is identical to that of node's spawn and spawnSync, cross-spawn can be dropped in to replace them.",
                        "freer rewording; 'Exactly the same way' -> 'identical'; 'a drop in replacement' -> 'can be dropped in to replace them'"),
            contradiction=("The cross-spawn package is used exactly the same way as node's exec or execSync, so it is a drop-in replacement for them.",
                           "[entity] spawn and spawnSync -> exec and execSync (two other functions of node's child_process module)"),
            overclaim=("The cross-spawn package is a drop-in replacement for every function of node's child_process module, since it is used exactly the same way as each of them.",
                       "scope widened: 'node's spawn or spawnSync' -> 'every function of node's child_process module' ('child_process' occurs only inside the two link URLs)"),
            added=("The cross-spawn package is used exactly the same way as node's spawn or spawnSync, so it is a drop-in replacement, and it ships its own TypeScript type definitions.",
                   "added detail (TypeScript type definitions shipped) not in the README; 'typescript' and 'definition' do not occur in it"),
        ),
        dict(
            section="`options.shell` support",
            start="While `cross-spawn` adds support for `options.shell`",
            end="enhancements are disabled.",
            reworded=("Although cross-spawn adds support for options.shell in node versions below v4.8, all of cross-spawn's enhancements are disabled.",
                      "'While' -> 'Although'; '<v4.8' -> 'versions below v4.8'; 'its' -> cross-spawn's; backticks dropped"),
            paraphrase=("Support for options.shell on node versions older than v4.8 is added by cross-spawn, but all of cross-spawn's enhancements are switched off.",
                        "freer rewording; made passive; 'below' -> 'older than'; 'disabled' -> 'switched off'; the sentence's own scope (no 'when'/'only' added) kept"),
            contradiction=("The cross-spawn package adds support for options.shell in node versions below v4.8, and all of its enhancements remain enabled.",
                           "[negation] 'all of its enhancements are disabled' -> 'remain enabled'"),
            overclaim=("The cross-spawn package adds support for options.shell in node versions below v4.8, and this is its most important feature, even though all of its enhancements are disabled.",
                       "ranking added: 'this is its most important feature'"),
            added=("Although cross-spawn adds support for options.shell in node versions below v4.8, all of its enhancements are disabled, a behaviour introduced in cross-spawn 5.0.",
                   "added origin in time (introduced in cross-spawn 5.0) not in the README; '5.0' does not occur in it (the README names only 'cross-spawn@6' and node versions)"),
        ),
        dict(
            section="Shebangs support",
            start="While `cross-spawn` handles shebangs",
            end="contain any arguments.",
            reworded=("The cross-spawn package handles shebangs on Windows, but its support is limited: it only supports #!/usr/bin/env <program>, where <program> must not contain any arguments.",
                      "the 'While' clause made a main clause with 'but'; 'More specifically, it just supports' -> ': it only supports'; backticks dropped"),
            paraphrase=("On Windows, shebang handling in cross-spawn is limited to the form #!/usr/bin/env followed by a program that has no arguments.",
                        "freer rewording; keeps 'limited', the single supported form and the no-arguments condition"),
            contradiction=("The cross-spawn package handles shebangs on Windows with limited support: it only supports #!/usr/bin/env <program>, where <program> may contain at most one argument.",
                           "[number] 'must not contain any arguments' (zero) -> 'may contain at most one argument'"),
            overclaim=("The cross-spawn package handles shebangs on every platform, not only on Windows, but its support is limited to #!/usr/bin/env <program>, where <program> must not contain any arguments.",
                       "scope widened: 'handles shebangs on Windows' -> 'on every platform, not only on Windows'"),
            added=("The cross-spawn package handles shebangs on Windows with limited support: it only supports #!/usr/bin/env <program>, where <program> must not contain any arguments, and a shebang with arguments makes the spawn fail with an error.",
                   "added consequence (the spawn fails with an error) not in the README; 'fail' does not occur in it, 'error' only in 'very error prone' and the link text 'invalid syntax error'"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# cheerio's README (Readme.md): the title is an HTML heading,
# '<h1 align="center">cheerio</h1>', followed by an <h5> tagline, a badge
# <div>, a link and a code block; then ## Installation, Features, API (###
# Loading, Selectors with a #### method heading, Rendering, The "DOM Node"
# object), Screencasts, "Cheerio in the real world", Sponsors, Backers and
# License.  Sentences from three top-level sections: Features, API (### Loading
# and the #### heading of the $ method under ### Selectors) and Screencasts.
DOCS.append(dict(
    path="cheerio/Readme.md",
    kind="README", num="cheerio", title="cheerio",
    sentences=[
        dict(
            section="Features",
            start="Cheerio wraps around",
            end="server environments.",
            reworded=("The cheerio package wraps around parse5 for parsing HTML and can optionally use the forgiving htmlparser2; it can parse nearly any HTML or XML document and works in both browser and server environments.",
                      "'Cheerio' -> 'The cheerio package' (the title); link syntax and URLs dropped; the three sentences joined; the bold feature label is outside the cut"),
            paraphrase=("For HTML parsing, Cheerio builds on parse5, with the forgiving htmlparser2 available as an option; it handles almost any HTML or XML document and runs in browsers as well as on servers.",
                        "freer rewording; 'wraps around' -> 'builds on'; keeps 'optionally' (as 'available as an option') and 'nearly any' (as 'almost any')"),
            contradiction=("The cheerio package wraps around htmlparser2 for parsing HTML and can optionally use the forgiving parse5; it can parse nearly any HTML or XML document and works in both browser and server environments.",
                           "[roles] parse5 (wrapped for parsing HTML) and htmlparser2 (the optional forgiving parser) swapped"),
            overclaim=("Cheerio can parse any HTML or XML document, however malformed, using parse5 or the forgiving htmlparser2, and it works in both browser and server environments.",
                       "hedge removed and degree raised: 'nearly any HTML or XML document' -> 'any HTML or XML document, however malformed'"),
            added=("Cheerio wraps around parse5 for parsing HTML, can optionally use the forgiving htmlparser2, can parse nearly any HTML or XML document, and works in browser and server environments as well as in Deno.",
                   "added list item (Deno) not in the README; 'deno' does not occur in it"),
        ),
        dict(
            section="Loading",
            start="First you need to load in the HTML.",
            end="HTML document.",
            reworded=("With the cheerio package, the HTML must first be loaded in: this step is implicit in jQuery, since jQuery operates on the one, baked-in DOM, but with Cheerio the HTML document needs to be passed in.",
                      "'you need to load' and 'we need to pass in' made passive, with Cheerio as the setting; the three sentences joined"),
            paraphrase=("Whereas in jQuery the loading step is implicit, because jQuery works on the single built-in DOM, Cheerio requires the HTML document to be passed in first.",
                        "freer rewording; the order of the parts changed; 'the one, baked-in DOM' -> 'the single built-in DOM'; 'First you need to load' folded into 'to be passed in first'"),
            contradiction=("As in jQuery, loading the HTML is an implicit step in Cheerio, so the HTML document does not need to be passed in.",
                           "[negation] 'With Cheerio, we need to pass in the HTML document' -> 'does not need to be passed in'"),
            overclaim=("With the cheerio package, loading the HTML is the only setup step ever needed, whereas in jQuery this step is implicit, since jQuery operates on the one, baked-in DOM.",
                       "exclusivity added: 'First you need to load in the HTML' -> 'the only setup step ever needed'"),
            added=("With the cheerio package, the HTML must first be loaded in, either as a string or as a Buffer; in jQuery this step is implicit, since jQuery operates on the one, baked-in DOM.",
                   "added detail (a Buffer accepted) not in the README; 'buffer' does not occur in it (a string is what the examples pass, and the $ entry calls root 'typically the HTML document string')"),
        ),
        dict(
            section="\\$( selector, [context], [root] )",
            start="This selector method is the starting point",
            end="elements in the\ndocument.",
            reworded=("In the cheerio package, the $ selector method is the starting point for traversing and manipulating the document and, like in jQuery, it is the primary method for selecting elements in the document.",
                      "'This selector method' -> 'the $ selector method' (the #### heading '\\$( selector, [context], [root] )'); the setting named ('In the cheerio package'); the two sentences joined"),
            paraphrase=("As in jQuery, Cheerio's $ function is the main way to select elements, and traversing and manipulating the document start from it.",
                        "freer rewording; the two sentences in reverse order; 'primary method' -> 'main way'; 'starting point' -> 'start from it'"),
            contradiction=("In the cheerio package, the $ selector method is the starting point for traversing and manipulating the document, but, unlike in jQuery, it is not the primary method for selecting elements.",
                           "[negation] 'Like in jQuery, it's the primary method' -> 'unlike in jQuery, it is not the primary method'"),
            overclaim=("In the cheerio package, as in jQuery, the $ selector method is the only way to select elements in the document, and every traversal or manipulation must start from it.",
                       "exclusivity added: 'the primary method' -> 'the only way'; 'the starting point' -> 'every traversal or manipulation must start from it'"),
            added=("In the cheerio package, the $ selector method is the starting point for traversing and manipulating the document and, like in jQuery, the primary method for selecting elements, and it caches its results so that repeated selections are fast.",
                   "added detail (results cached) not in the README; 'cache' and 'repeat' do not occur in it"),
        ),
        dict(
            section="Screencasts",
            start="This video tutorial is a follow-up",
            end="JSDOM + jQuery.",
            reworded=("The video tutorial listed under cheerio's Screencasts is a follow-up to Nettut's \"How to Scrape Web Pages with Node.js and jQuery\", using cheerio instead of JSDOM + jQuery.",
                      "'This video tutorial' -> the video tutorial listed under cheerio's Screencasts (the ## heading and its Vimeo link); the blockquote marker dropped"),
            paraphrase=("Cheerio's screencast follows on from Nettut's tutorial \"How to Scrape Web Pages with Node.js and jQuery\", but replaces JSDOM + jQuery with cheerio.",
                        "freer rewording; 'is a follow-up to' -> 'follows on from'; 'using cheerio instead of' -> 'replaces ... with cheerio'"),
            contradiction=("The video tutorial listed under cheerio's Screencasts is a follow-up to Nettut's \"How to Scrape Web Pages with Node.js and jQuery\", using cheerio instead of PhantomJS + jQuery.",
                           "[entity] JSDOM -> PhantomJS"),
            overclaim=("The video tutorial listed under cheerio's Screencasts, a follow-up to Nettut's \"How to Scrape Web Pages with Node.js and jQuery\", shows that cheerio can replace JSDOM + jQuery in every scraping task.",
                       "scope widened: 'using cheerio instead of JSDOM + jQuery' (in the tutorial) -> 'can replace JSDOM + jQuery in every scraping task'; the next sentence (outside the cut) says only that the video shows how easy cheerio is and how much faster"),
            added=("The video tutorial listed under cheerio's Screencasts, recorded in 2011, is a follow-up to Nettut's \"How to Scrape Web Pages with Node.js and jQuery\", using cheerio instead of JSDOM + jQuery.",
                   "added date (recorded in 2011) not in the README; '2011' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# dom-serializer's README has two level-1 headings: "# dom-serializer [badge]"
# (the title, with a one-sentence intro and a code block) and "# API" (##
# `render`, ## Options with ### entries, ## Ecosystem, a table), then a
# "LICENSE: MIT" line.  Prose of 12+ words sits only in the intro and in API,
# so the draft draws on two top-level sections (four distinct headings: the
# title, `render`, `encodeEntities`, `xmlMode`).
DOCS.append(dict(
    path="dom-serializer/README.md",
    kind="README", num="dom-serializer", title="dom-serializer",
    sentences=[
        dict(
            section="dom-serializer",
            start="Renders a [domhandler]",
            end="to a string.",
            reworded=("The dom-serializer package renders a domhandler DOM node or an array of domhandler DOM nodes to a string.",
                      "the subjectless sentence given the subject 'The dom-serializer package' (the title); link syntax and URL dropped"),
            paraphrase=("Given either a single domhandler DOM node or an array of such nodes, dom-serializer turns it into a string.",
                        "freer rewording; 'Renders ... to a string' -> 'turns it into a string'; both inputs kept"),
            contradiction=("The dom-serializer package parses a string into a domhandler DOM node or an array of domhandler DOM nodes.",
                           "[direction] renders nodes to a string -> parses a string into nodes"),
            overclaim=("The dom-serializer package is the fastest way to render a domhandler DOM node or an array of domhandler DOM nodes to a string.",
                       "ranking added: 'the fastest way'"),
            added=("The dom-serializer package renders a domhandler DOM node or an array of domhandler DOM nodes to a string, and it can also write the output directly to a stream.",
                   "added detail (output written to a stream) not in the README; 'stream' and 'write' do not occur in it"),
        ),
        dict(
            section="`render`",
            start="Can be thought of as the equivalent",
            end="passed node(s).",
            reworded=("The render function of dom-serializer can be thought of as the equivalent of the outerHTML of the passed node or nodes.",
                      "the subjectless sentence given the subject 'The render function' (the ## heading); 'node(s)' -> 'node or nodes'; backticks dropped"),
            paraphrase=("What the render function of dom-serializer produces may be regarded as the outerHTML of the node or nodes given to it.",
                        "freer rewording; keeps the hedge ('Can be thought of as the equivalent of' -> 'may be regarded as'); 'the passed node(s)' -> 'the node or nodes given to it'"),
            contradiction=("The render function of dom-serializer can be thought of as the equivalent of the innerHTML of the passed node or nodes.",
                           "[entity] outerHTML -> innerHTML"),
            overclaim=("The render function of dom-serializer always returns exactly the same string as a browser's outerHTML for the passed node or nodes.",
                       "similar -> identical: 'can be thought of as the equivalent of' -> 'always returns exactly the same string as'"),
            added=("The render function of dom-serializer can be thought of as the equivalent of the outerHTML of the passed node or nodes, and it adds line breaks and indentation to make the output readable.",
                   "added detail (pretty-printing) not in the README; 'indent', 'line break' and 'readable' do not occur in it"),
        ),
        dict(
            section="`encodeEntities`",
            start="If `xmlMode` is `true` or the value not",
            end="encoded as well.",
            reworded=("In dom-serializer, if xmlMode is true or the value of the encodeEntities option is not 'utf8', characters outside of the utf8 range will be encoded as well.",
                      "'the value' named as the value of the encodeEntities option (the ### heading the sentence sits under); 'not' given 'is'; backticks dropped"),
            paraphrase=("Whenever xmlMode is true or encodeEntities is set to something other than 'utf8', dom-serializer also encodes characters that lie outside the utf8 range.",
                        "freer rewording; the condition and 'as well' (as 'also') kept; made active"),
            contradiction=("In dom-serializer, if xmlMode is true or the value of the encodeEntities option is not 'utf8', characters outside of the utf8 range will be decoded as well.",
                           "[direction] encoded -> decoded (the neighbouring option is decodeEntities)"),
            overclaim=("In dom-serializer, if xmlMode is true or the value of the encodeEntities option is not 'utf8', every character of the output will be encoded, not only those outside of the utf8 range.",
                       "scope widened: 'characters outside of the utf8 range' -> 'every character of the output'"),
            added=("In dom-serializer, if xmlMode is true or the value of the encodeEntities option is not 'utf8', characters outside of the utf8 range will be encoded as well, as hexadecimal numeric character references.",
                   "added detail (hexadecimal numeric character references) not in the README; 'hexadecimal', 'numeric' and 'reference' do not occur in it"),
        ),
        dict(
            section="`xmlMode`",
            start="Treat the input as an XML document",
            end="`selfClosingTags` options.",
            reworded=("The xmlMode option of dom-serializer treats the input as an XML document and enables the emptyAttrs and selfClosingTags options.",
                      "the imperative 'Treat' given the subject 'The xmlMode option' (the ### heading); the semicolon made 'and'; backticks dropped"),
            paraphrase=("Setting xmlMode makes dom-serializer handle its input as XML and also switches on both the emptyAttrs and the selfClosingTags options.",
                        "freer rewording; 'Treat the input as an XML document' -> 'handle its input as XML'; 'enables' -> 'switches on'"),
            contradiction=("The xmlMode option of dom-serializer treats the input as an XML document and enables just one other option, emptyAttrs.",
                           "[number] two options enabled (emptyAttrs and selfClosingTags) -> just one, emptyAttrs"),
            overclaim=("The xmlMode option of dom-serializer must be set for every XML document, since it treats the input as an XML document and enables the emptyAttrs and selfClosingTags options.",
                       "a description made a rule: 'must be set for every XML document'"),
            added=("The xmlMode option of dom-serializer treats the input as an XML document, enables the emptyAttrs and selfClosingTags options, and adds an XML declaration to the start of the output.",
                   "added detail (an XML declaration emitted) not in the README; 'declaration' does not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# fast-deep-equal's README: "# fast-deep-equal" (the title) with the tagline on
# the next line, badges, then ## Install (code), Features (a list, a lead-in and
# a second list), Usage (lead-ins and code), Performance benchmark (code and a
# note), Enterprise support, Security contact and License.  Sentences from
# four top-level sections: the tagline under the title, the first Features
# list (three items in one cut), the React lead-in under Usage (d04-s4) and
# the benchmark note.  d04-s4 first cut the Security contact paragraph; that
# is Tidelift boilerplate shared word for word with json-schema-traverse's
# README (part C's d14-s4), and so is the Enterprise support paragraph, so
# neither is used.
DOCS.append(dict(
    path="fast-deep-equal/README.md",
    kind="README", num="fast-deep-equal", title="fast-deep-equal",
    sentences=[
        dict(
            section="fast-deep-equal",
            start="The fastest deep equal with",
            end="arrays support.",
            reworded=("The fast-deep-equal package is the fastest deep equal with ES6 Map, Set and Typed arrays support.",
                      "the verbless tagline given the subject 'The fast-deep-equal package is'"),
            paraphrase=("With support for ES6 Maps, Sets and typed arrays, fast-deep-equal is the fastest deep-equal implementation.",
                        "freer rewording; the support phrase moved to the front; 'deep equal' -> 'deep-equal implementation'; the tagline's ambiguity (fastest overall, or fastest among those with this support) left as it is"),
            contradiction=("The fast-deep-equal package is the fastest deep equal, although it has no support for ES6 Map, Set and Typed arrays.",
                           "[negation] 'with ES6 Map, Set and Typed arrays support' -> 'has no support for'"),
            overclaim=("The fast-deep-equal package is the fastest deep equal and supports every ES6 data structure, including WeakMap and WeakSet.",
                       "scope widened: 'ES6 Map, Set and Typed arrays support' -> 'every ES6 data structure, including WeakMap and WeakSet'; 'weak' does not occur in the README"),
            added=("The fast-deep-equal package is the fastest deep equal with ES6 Map, Set and Typed arrays support, and it has no dependencies of its own.",
                   "added detail (no dependencies) not in the README; 'dependenc' does not occur in it"),
        ),
        dict(
            section="Features",
            start="ES5 compatible",
            end="objects by value.",
            reworded=("The fast-deep-equal package is ES5 compatible, works in node.js 8+ and in browsers from IE9 up, and checks the equality of Date and RegExp objects by value.",
                      "the three list items given the subject 'The fast-deep-equal package' (the Features heading) and joined; the parentheses dropped ('(8+)' -> '8+', 'browsers (IE9+)' -> 'browsers from IE9 up')"),
            paraphrase=("Date and RegExp objects are compared by value in fast-deep-equal, which is compatible with ES5 and runs in Node.js 8 or later and in IE9 or later browsers.",
                        "freer rewording; the list items reordered; '8+' -> '8 or later', 'IE9+' -> 'IE9 or later'"),
            contradiction=("The fast-deep-equal package is ES5 compatible, requires at least node.js 10, works in browsers from IE9 up, and checks the equality of Date and RegExp objects by value.",
                           "[number] works in node.js 8+ -> requires at least node.js 10"),
            overclaim=("The fast-deep-equal package is the only deep-equal library that is ES5 compatible, works in node.js 8+ and IE9+ browsers, and checks the equality of Date and RegExp objects by value.",
                       "exclusivity added: 'the only deep-equal library that'"),
            added=("The fast-deep-equal package is ES5 compatible, works in node.js 8+ and IE9+ browsers, and checks the equality of Date, RegExp and Error objects by value.",
                   "added list item (Error objects) not in the README; 'error' does not occur in it"),
        ),
        dict(
            section="Performance benchmark",
            start="__Please note__: this benchmark",
            end="in your application.",
            reworded=("The fast-deep-equal benchmark runs against the available test cases; to choose the most performant library for an application, it is recommended to benchmark against one's own data and not to expect the benchmark to reflect the performance difference in that application.",
                      "'this benchmark' -> the fast-deep-equal benchmark (the section heading); 'your' -> 'an application'/'one's own'; 'NOT' in lower case; the bold 'Please note' label dropped; the two sentences joined"),
            paraphrase=("The fast-deep-equal benchmark uses the available test cases, and anyone choosing the most performant library for an application is advised to benchmark with their own data instead of expecting these results to show the performance difference in that application.",
                        "freer rewording; 'it is recommended' -> 'is advised'; 'runs against' -> 'uses'; both parts of the advice kept"),
            contradiction=("The fast-deep-equal benchmark runs against the available test cases and can be expected to reflect the performance difference in an application.",
                           "[negation] 'to NOT expect this benchmark to reflect the performance difference' -> 'can be expected to reflect'"),
            overclaim=("The fast-deep-equal benchmark runs against the available test cases, and before any deep-equal library is chosen, it must be benchmarked against the application's own data.",
                       "a recommendation made a rule: 'it is recommended to benchmark against your data' -> 'it must be benchmarked'; 'To choose the most performant library' -> 'before any deep-equal library is chosen'"),
            added=("The fast-deep-equal benchmark runs against the available test cases, which use only small objects, so it is recommended to benchmark against one's own data and not to expect the benchmark to reflect the performance difference in an application.",
                   "added detail and cause (the test cases use only small objects) not in the README; 'small' and 'object' do not occur in the note (the Features items name Date and RegExp objects)"),
        ),
        # d04-s4 replaced (review-claims-42 assembly): it first cut the Security
        # contact paragraph ("To report a security vulnerability ... via GitHub
        # issues."), Tidelift boilerplate that json-schema-traverse's README
        # (d14-s4) has word for word, so the whole-set check failed with
        # "rationale shared by several sentence ids".  It now cuts the React
        # lead-in under ## Usage (ends in "):" before the code block).  It sits
        # before d04-s3 in the file; the id was kept.  Same sub-kind ([roles]).
        dict(
            section="Usage",
            start="To use with React",
            end="react-fast-compare)):",
            reworded=("The fast-deep-equal package can be used with React in a way that avoids traversing the _owner property of React elements, which contains circular references and is not needed when comparing the elements, an approach borrowed from react-fast-compare.",
                      "the infinitive lead-in ('To use with React (avoiding ...):') made a statement with the subject 'The fast-deep-equal package' (the title; the code it introduces is outside the cut); the parenthesis made a clause; 'React elements' _owner property' -> 'the _owner property of React elements'; '- borrowed from' -> 'an approach borrowed from'; link syntax and URL dropped"),
            paraphrase=("For use with React, fast-deep-equal can skip traversing React elements' _owner property, which holds circular references and is not needed for comparing the elements, a technique it took from react-fast-compare.",
                        "freer rewording; 'avoiding the traversal of' -> 'skip traversing'; 'contains' -> 'holds'; 'borrowed from' -> 'a technique it took from'; both reasons (circular references, not needed) kept"),
            contradiction=("The fast-deep-equal package can be used with React in a way that avoids traversing the _owner property of React elements, which contains circular references and is not needed when comparing the elements, an approach that react-fast-compare borrowed from fast-deep-equal.",
                           "[roles] the borrower (fast-deep-equal) and the source (react-fast-compare) swapped: 'borrowed from react-fast-compare' -> 'react-fast-compare borrowed from fast-deep-equal'"),
            overclaim=("The fast-deep-equal package can be used with React in a way that avoids traversing the _owner property of React elements, which contains circular references, and its React comparison is identical in every respect to react-fast-compare's.",
                       "scope widened and similar -> identical: 'borrowed from react-fast-compare' (the skipping of _owner) -> 'its React comparison is identical in every respect to react-fast-compare's'; 'identical' and 'respect' do not occur in the README"),
            added=("The fast-deep-equal package can be used with React in a way that avoids traversing the _owner property of React elements, which contains circular references and is not needed when comparing the elements, and this React support requires React 16 or later.",
                   "added requirement (React 16 or later) not in the README; 'require' occurs only in require(...) calls (code blocks and the inline code of the ES6 lead-in) and in 'requires node.js 6+', '16' only inside 'Int16Array' in a code block; the README names no React version"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# fill-range's README: "# fill-range [badges]" (the title), a blockquote
# tagline, a "Please consider following" line, then ## Install (code), Usage,
# Examples (bold labels and code), Options (### entries with bold
# Type/Default/Description labels), About (<details> blocks with <summary>
# labels, then ### Contributors, Author and License).  Sentences from four
# top-level sections: the tagline under the title, Usage, Options (### 
# options.strictRanges) and About (the "Building docs" <details> block).
DOCS.append(dict(
    path="fill-range/README.md",
    kind="README", num="fill-range", title="fill-range",
    sentences=[
        dict(
            section="fill-range",
            start="Fill in a range of numbers or letters",
            end="with `options.toRegex`",
            reworded=("The fill-range package fills in a range of numbers or letters, optionally passing an increment or step to use, or creates a regex-compatible range with options.toRegex.",
                      "the imperative tagline given the subject 'The fill-range package'; the blockquote marker and backticks dropped; a full stop added"),
            paraphrase=("With fill-range, a range of numbers or letters can be filled in, with an optional increment (step), or turned into a regex-compatible range through options.toRegex.",
                        "freer rewording; made passive; 'optionally passing an increment or step' -> 'with an optional increment (step)'"),
            contradiction=("The fill-range package fills in a range of numbers or letters, optionally passing an increment or step to use, or, with options.toRegex, turns a regex into a range.",
                           "[direction] 'create a regex-compatible range with options.toRegex' (range -> regex) -> 'turns a regex into a range' (regex -> range)"),
            overclaim=("The fill-range package fills in a range of numbers or letters, optionally with a step, or creates the shortest possible regular expression for the range with options.toRegex.",
                       "degree raised: 'a regex-compatible range' -> 'the shortest possible regular expression for the range'"),
            added=("The fill-range package, which micromatch uses for brace expansion, fills in a range of numbers or letters, optionally passing an increment or step to use, or creates a regex-compatible range with options.toRegex.",
                   "added detail (used by micromatch for brace expansion) not in the README; 'micromatch' and 'brace' do not occur in it"),
        ),
        dict(
            section="Usage",
            start="Expands numbers and letters",
            end="strings)_.",
            reworded=("The fill-range package expands numbers and letters, optionally using a step as the last argument, and numbers may be defined as JavaScript numbers or strings.",
                      "the subjectless sentence given the subject 'The fill-range package'; the parenthesised italic second sentence joined with 'and'; backticks dropped"),
            paraphrase=("Numbers and letters are expanded by fill-range, which can take an optional step as its final argument; numbers can be given either as JavaScript numbers or as strings.",
                        "freer rewording; made passive; 'last' -> 'final'; 'may be defined' -> 'can be given'"),
            contradiction=("The fill-range package expands numbers and letters, optionally using a step as the first argument, and numbers may be defined as JavaScript numbers or strings.",
                           "[direction] the last argument -> the first argument (the position reversed)"),
            overclaim=("The fill-range package expands numbers and letters, optionally using a step as the last argument, and numbers should preferably be given as strings rather than as JavaScript numbers.",
                       "a possibility made a recommendation: 'Numbers may be defined as JavaScript numbers or strings' -> 'should preferably be given as strings'"),
            added=("The fill-range package expands numbers and letters, optionally using a step as the last argument, treats a step of zero as a step of one, and accepts numbers defined as JavaScript numbers or strings.",
                   "added detail (a step of zero treated as one) not in the README; 'zero' occurs only in the code comments 'zero padding'"),
        ),
        dict(
            section="options.strictRanges",
            start="By default, `null` is returned",
            end="on invalid ranges.",
            reworded=("By default, fill-range returns null when an invalid range is passed, and enabling the strictRanges option makes it throw a RangeError on invalid ranges.",
                      "'null is returned' made active with fill-range as subject; 'this option' -> the strictRanges option (the ### heading options.strictRanges); the imperative made a clause; backticks dropped"),
            paraphrase=("Unless strictRanges is turned on, fill-range gives back null for an invalid range; with the option turned on, a RangeError is thrown instead.",
                        "freer rewording; 'By default' -> 'Unless strictRanges is turned on'; 'Enable this option to throw' -> 'with the option turned on, a RangeError is thrown instead'"),
            contradiction=("By default, fill-range throws a RangeError when an invalid range is passed, and enabling the strictRanges option makes it return null on invalid ranges instead.",
                           "[roles] null (the default) and RangeError (with strictRanges) swapped"),
            overclaim=("By default, fill-range returns null when an invalid range is passed, and enabling the strictRanges option makes it throw a RangeError on every kind of invalid input, including an invalid options object.",
                       "scope widened: 'on invalid ranges' -> 'on every kind of invalid input, including an invalid options object'"),
            added=("By default, fill-range returns null when an invalid range is passed, and enabling the strictRanges option makes it throw a RangeError, whose message names the invalid values, on invalid ranges.",
                   "added detail (the error message names the invalid values) not in the README; 'message' does not occur in it"),
        ),
        dict(
            section="About",
            start="This project's readme.md is generated",
            end="readme template.",
            reworded=("The readme.md of fill-range is generated by verb and should not be edited directly; any changes to the readme must be made in the .verb.md readme template.",
                      "'This project's' -> 'of fill-range'; 'please don't edit the readme directly' -> 'should not be edited directly'; the comma splice made 'and'; link syntax and URL dropped"),
            paraphrase=("Rather than editing fill-range's readme.md, which verb generates, contributors must make any change in the .verb.md readme template.",
                        "freer rewording; the request not to edit and the rule folded into 'Rather than editing ..., contributors must'; 'is generated by verb' -> 'which verb generates'"),
            contradiction=("The readme.md of fill-range is generated by verb, but it may be edited directly, without going through the .verb.md readme template.",
                           "[negation] 'please don't edit the readme directly' and 'must be made in the .verb.md readme template' -> 'may be edited directly, without going through the template'"),
            overclaim=("All of fill-range's documentation files are generated by verb and must never be edited directly; any changes must be made in the .verb.md readme template.",
                       "scope widened: 'This project's readme.md' -> 'All of fill-range's documentation files'"),
            added=("The readme.md of fill-range is generated by verb and should not be edited directly; any changes must be made in the .verb.md readme template, and the readme is regenerated automatically on every release.",
                   "added detail (regenerated automatically on every release) not in the README; 'automatic' and 'release' do not occur in it (the last line says when this file was generated, not that it is regenerated)"),
        ),
    ]))
