# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-42, part C (drafts 11-15).

Same format as review-claims-39's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the end of the start
anchor, inclusive), plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (the self-check computes that folder as
Path(__file__).resolve().parents[3] / "node_modules").  `kind` is "README";
`num` is the package folder name (equal to the "name" field of its
package.json); `title` is the text of the README's first heading with images,
links, HTML and code marks read away (nearley's trailing link-arrow emoji is
read away too, see notes-c.md).  `section` is the text of the nearest heading
above the cut (ATX or underlined, outside code fences), as written in the file
minus the leading #s; a sentence that sits under the README's first heading
has the title as its section.

Draft 14 was assigned pluralize/Readme.md; that README has only three prose
sentences of 12-45 words (its "Why?" paragraph), so, as the brief says, it was
replaced by json-schema-traverse/README.md.
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# nearley/README.md (3,428 bytes).  Three sections: two sentences from the
# paragraphs under the title heading, one from Documentation, one from
# Contributing (the acknowledgements paragraph).  The feature list, the list
# of projects, the "staff pick" line, the licence line and the BibTeX lead-in
# and code were not used.
DOCS.append(dict(
    path="nearley/README.md",
    kind="README", num="nearley", title="nearley",
    sentences=[
        dict(
            section="nearley",
            start="nearley is a **streaming** parser",
            end="[moo](http://github.com/tjvr/moo)).",
            reworded=("As a streaming parser, nearley supports catching errors gracefully and providing all parsings for ambiguous grammars, and it is compatible with a variety of lexers, with moo recommended by its authors.",
                      "'nearley is a streaming parser with support for' -> 'As a streaming parser, nearley supports'; the two sentences joined; 'It' -> nearley; 'we recommend moo' -> 'moo recommended by its authors'; bold, italics and link syntax dropped"),
            paraphrase=("The nearley parser works on streams, handles errors gracefully, gives every parse of an ambiguous grammar and can be combined with many different lexers, of which the README recommends moo.",
                        "freer rewording; 'streaming parser' -> 'works on streams'; 'providing all parsings' -> 'gives every parse'; 'compatible with a variety of lexers' -> 'can be combined with many different lexers'; 'we recommend' -> 'the README recommends'"),
            contradiction=("As a streaming parser, nearley supports catching errors gracefully, but for ambiguous grammars it provides only a single parsing; it is compatible with a variety of lexers, and its authors recommend moo.",
                           "[number] providing all parsings for ambiguous grammars -> only a single parsing"),
            overclaim=("The nearley parser is compatible with every existing lexer, and as a streaming parser it catches errors gracefully and provides all parsings for ambiguous grammars.",
                       "scope widened: 'a variety of lexers' -> 'every existing lexer'; 'every' and 'existing lexer' do not occur in the README ('existing' only in the next paragraph's 'most existing JS parsers')"),
            added=("As a streaming parser, nearley catches errors gracefully and provides all parsings for ambiguous grammars, and it is compatible with a variety of lexers, although its authors recommend moo because moo is the fastest JavaScript lexer.",
                   "added cause (moo recommended because it is the fastest JavaScript lexer) not in the README; 'fastest' does not occur in it ('fast' only for nearley itself, 'simple, fast and powerful parsing toolkit')"),
        ),
        dict(
            section="nearley",
            start="In particular, while most existing JS parsers",
            end="algorithm](https://en.wikipedia.org/wiki/Earley_parser).",
            reworded=("While most existing JS parsers, such as PEGjs and Jison, choke on certain grammars, for example left recursive ones, nearley handles them easily and efficiently by using the Earley parsing algorithm.",
                      "'In particular,' dropped; the parenthesis '(e.g. left recursive ones)' turned into 'for example left recursive ones'; link syntax and URLs dropped, the link texts kept"),
            paraphrase=("Thanks to the Earley parsing algorithm, nearley copes easily and efficiently with grammars, such as left recursive ones, that most existing JavaScript parsers, PEGjs and Jison among them, choke on.",
                        "freer rewording; the means ('by using the Earley parsing algorithm') moved to the front; 'JS' -> 'JavaScript'; 'handles' -> 'copes with'; keeps 'most'"),
            contradiction=("While nearley chokes on certain grammars, such as left recursive ones, existing JS parsers such as PEGjs and Jison handle them easily and efficiently by using the Earley parsing algorithm.",
                           "[roles] nearley and PEGjs/Jison swapped: the sentence has PEGjs and Jison choke and nearley handle the grammars with the Earley algorithm"),
            overclaim=("Every existing JS parser other than nearley, including PEGjs and Jison, chokes on left recursive grammars, which nearley handles easily and efficiently with the Earley parsing algorithm.",
                       "'most existing JS parsers' -> 'Every existing JS parser other than nearley'; 'every' does not occur in the README (the previous sentence also says 'Unlike most other parser generators')"),
            added=("While most existing JS parsers such as PEGjs and Jison choke on certain grammars, for example left recursive ones, nearley handles them easily and efficiently by using the Earley parsing algorithm, which runs in cubic time in the worst case.",
                   "added detail (the Earley algorithm's cubic worst-case time) not in the README; 'cubic', 'time' and 'worst' do not occur in it"),
        ),
        dict(
            section="Documentation",
            start="Please visit our website",
            end="examples to get inspired.",
            reworded=("To get started, readers should visit the nearley website, nearley.js.org, where they will find a tutorial, detailed reference documents, and links to several real-world examples to get inspired.",
                      "the imperative 'Please visit our website' made 'readers should visit the nearley website'; the two sentences joined with 'where'; the URL's scheme dropped (the host name kept, as the site's name)"),
            paraphrase=("The nearley.js.org site is the place to start with nearley: it offers a tutorial, detailed reference documentation and links to several real-world examples for inspiration.",
                        "freer rewording; 'Please visit ... to get started' -> 'is the place to start with nearley'; 'You will find' -> 'it offers'; keeps 'several'"),
            contradiction=("To get started, readers should visit the nearley website, nearley.js.org, which has detailed reference documents and links to several real-world examples but no tutorial.",
                           "[negation] 'You will find a tutorial' -> 'but no tutorial'"),
            overclaim=("The nearley website, nearley.js.org, has a tutorial, detailed reference documents, and links to all known real-world projects that use nearley.",
                       "scope widened: 'links to several real-world examples' -> 'links to all known real-world projects that use nearley'; 'known' and 'all' do not occur in the README ('all' only as the italic '_all_ parsings')"),
            added=("To get started, readers should visit the nearley website, nearley.js.org, where they will find a tutorial, detailed reference documents, links to several real-world examples, and an interactive playground for testing grammars in the browser.",
                   "added list item (an interactive playground for testing grammars) not in the README; 'playground' and 'interactive' do not occur in it ('browser' only in 'It works in both node and the browser')"),
        ),
        dict(
            section="Contributing",
            start="A big thanks to Nathan Dinsmore",
            end="bootstrapping the grammar.",
            reworded=("The nearley README gives a big thanks to Nathan Dinsmore for teaching its author how to Earley, to Aria Stewart for helping structure nearley into a mature module, and to Robin Windels for bootstrapping the grammar.",
                      "the verbless 'A big thanks to ...' given the frame 'The nearley README gives'; 'me' -> 'its author'; 'to' repeated before each name"),
            paraphrase=("Among those the nearley author thanks are Robin Windels, for bootstrapping the grammar, Aria Stewart, for helping to turn nearley into a mature module, and Nathan Dinsmore, for teaching the author how to Earley.",
                        "freer rewording; the three thanks reordered; 'helping structure nearley into' -> 'helping to turn nearley into'; 'Among those' because the paragraph goes on to thank more people"),
            contradiction=("The nearley README thanks Nathan Dinsmore for teaching its author how to Earley, Robin Windels for helping structure nearley into a mature module, and Aria Stewart for bootstrapping the grammar.",
                           "[roles] Aria Stewart and Robin Windels swapped between structuring nearley into a mature module and bootstrapping the grammar"),
            overclaim=("The nearley README thanks Nathan Dinsmore for teaching its author how to Earley, Aria Stewart for single-handedly structuring nearley into a mature module, and Robin Windels for bootstrapping the grammar.",
                       "degree raised: 'helping structure nearley' -> 'single-handedly structuring nearley'; 'single', 'handedly' and 'alone' do not occur in the README"),
            added=("The nearley README thanks Nathan Dinsmore for teaching its author how to Earley, Aria Stewart for helping structure nearley into a mature module by splitting it into a separate compiler and runtime, and Robin Windels for bootstrapping the grammar.",
                   "added detail (how Aria Stewart helped: splitting nearley into a compiler and a runtime) not in the README; 'runtime' and 'split' do not occur in it ('compiler' occurs: 'The nearley compiler is bootstrapped', 'refactored the compiler')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# object-inspect/readme.markdown (3,952 bytes).  One section: all four
# sentences come from "## var s = inspect(obj, opts={})" (the description
# and three items of its "Additional options:" list), because the README has
# no other prose of 12 words or more (the tagline under the title has 9
# words; "example" and its subsections are code; "install" is "With npm do:"
# and code; "license" is "MIT").
DOCS.append(dict(
    path="object-inspect/readme.markdown",
    kind="README", num="object-inspect", title="object-inspect",
    sentences=[
        dict(
            section="var s = inspect(obj, opts={})",
            start="Return a string `s` with",
            end="`opts.depth`.",
            reworded=("The inspect function of object-inspect returns a string s with the string representation of obj up to a depth of opts.depth.",
                      "the imperative 'Return ...' given the subject 'The inspect function of object-inspect' (heading var s = inspect(obj, opts={})); backticks dropped"),
            paraphrase=("Calling inspect(obj, opts) from object-inspect gives back a string that represents obj, going no deeper than opts.depth.",
                        "freer rewording; 'Return a string s' -> 'gives back a string'; 'up to a depth of opts.depth' -> 'going no deeper than opts.depth'"),
            contradiction=("The inspect function of object-inspect returns a string representation of obj at its full depth, without being limited by opts.depth.",
                           "[negation] 'up to a depth of opts.depth' -> 'without being limited by opts.depth'"),
            overclaim=("The inspect function of object-inspect returns the most faithful string representation of obj that any JavaScript library produces, up to a depth of opts.depth.",
                       "a ranking added: 'the string representation' -> 'the most faithful ... that any JavaScript library produces'; 'faithful', 'most' and 'library' do not occur in the README"),
            added=("The inspect function of object-inspect returns a string s with the string representation of obj up to a depth of opts.depth, which defaults to 5.",
                   "added default (opts.depth defaults to 5) not in the README; the README gives defaults for other options only, and the number 5 occurs only in the example code"),
        ),
        dict(
            section="var s = inspect(obj, opts={})",
            start="`maxCollectionLength`: must be",
            end="more items`.",
            reworded=("The maxCollectionLength option of object-inspect must be 0, a positive integer, Infinity, or null, if present, and defaults to Infinity; it is the maximum number of elements to include when formatting Arrays, TypedArrays, Maps, and Sets, and the remaining elements are summarized as '... N more items'.",
                      "the option named as the subject; 'Default Infinity.' -> 'defaults to Infinity'; the sentences joined; backticks dropped, the summary text put in quotes"),
            paraphrase=("In object-inspect, maxCollectionLength, which when given must be 0, a positive integer, Infinity or null and which is Infinity by default, caps how many elements of an Array, TypedArray, Map or Set are shown, the rest being summarized as '... N more items'.",
                        "freer rewording; 'if present' -> 'when given'; 'The maximum number of elements to include' -> 'caps how many elements ... are shown'"),
            contradiction=("The maxCollectionLength option of object-inspect, which defaults to Infinity, is the minimum number of elements to include when formatting Arrays, TypedArrays, Maps, and Sets.",
                           "[direction] the maximum number of elements -> the minimum number (an antonym swap)"),
            overclaim=("The maxCollectionLength option of object-inspect, which defaults to Infinity, limits the number of elements shown for every kind of collection or object, summarizing the rest as '... N more items'.",
                       "scope widened: 'Arrays, TypedArrays, Maps, and Sets' -> 'every kind of collection or object'; 'every', 'kind' and 'collection' (as a word) do not occur in the README"),
            added=("The maxCollectionLength option of object-inspect, which defaults to Infinity, is the maximum number of elements to include when formatting Arrays, TypedArrays, Maps, and Sets, and passing a negative number for it throws a TypeError.",
                   "added consequence (a negative value throws a TypeError) not in the README; 'throw', 'error' and 'negative' do not occur in it"),
        ),
        dict(
            section="var s = inspect(obj, opts={})",
            start="`customInspect`: When `true`",
            end="Default `true`.",
            reworded=("When object-inspect's customInspect option is true, a custom inspect method function will be invoked, either under the util.inspect.custom symbol or the inspect property; when it is the string 'symbol', only the symbol method will be invoked, and the default is true.",
                      "the option named as the subject; the typo 'undere' corrected to 'under'; the parenthesis turned into an appositive; 'Default true.' -> 'the default is true'; backticks dropped"),
            paraphrase=("By default, object-inspect calls an object's own custom inspect method, whether it sits under the util.inspect.custom symbol or in an inspect property, and setting customInspect to 'symbol' restricts this to the symbol method.",
                        "freer rewording; 'Default true' and 'When true, ... will be invoked' merged into 'By default, object-inspect calls'; 'only the symbol method will be invoked' -> 'restricts this to the symbol method'"),
            contradiction=("When object-inspect's customInspect option is the string 'symbol', only the inspect property method will be invoked, while true, the default, invokes a custom inspect method under either the util.inspect.custom symbol or the inspect property.",
                           "[entity] 'only the symbol method' -> 'only the inspect property method'"),
            overclaim=("Since its first release, object-inspect has invoked a custom inspect method by default, under either the util.inspect.custom symbol or the inspect property, with the 'symbol' setting restricting this to the symbol method.",
                       "scope widened in time: the README describes the current option ('Default true') -> 'Since its first release ... has invoked'; 'first', 'release' and 'since' do not occur in the README"),
            added=("When object-inspect's customInspect option is true, the default, a custom inspect method found under the util.inspect.custom symbol or the inspect property will be invoked and passed the current depth and the options object.",
                   "added detail (the method is passed the depth and the options object) not in the README; 'passed' and 'current' do not occur in it ('depth' only in opts.depth, 'options' in 'Additional options:')"),
        ),
        dict(
            section="var s = inspect(obj, opts={})",
            start="`multilineStrings`: must be",
            end="are still escaped.",
            reworded=("The multilineStrings option of object-inspect must be a boolean, if present, and defaults to false; if it is true, newlines in strings will be printed as actual line breaks, inside the quotes, rather than escaped, while other control characters, including carriage returns, are still escaped.",
                      "the option named as the subject; 'Default false.' -> 'defaults to false'; the sentences joined; the escape sequences written out ('rather than as \\n' -> 'rather than escaped', '\\r' -> 'carriage returns'); backticks dropped"),
            paraphrase=("Setting multilineStrings, a boolean option that is false by default, makes object-inspect print newlines inside quoted strings as real line breaks instead of escaping them, though carriage returns and the other control characters stay escaped.",
                        "freer rewording; 'actual line breaks, inside the quotes' -> 'inside quoted strings as real line breaks'; 'are still escaped' -> 'stay escaped'"),
            contradiction=("If object-inspect's multilineStrings option is true, newlines in strings are printed as actual line breaks inside the quotes, and other control characters, including carriage returns, are no longer escaped either.",
                           "[negation] 'Other control characters, including \\r, are still escaped' -> 'are no longer escaped either'"),
            overclaim=("The multilineStrings option of object-inspect, false by default, should be set to true whenever strings contain newlines, so that they are printed as actual line breaks inside the quotes.",
                       "a possibility made a recommendation: the README says what the option does and recommends no setting; 'should' and 'whenever' do not occur in the README ('recommend' neither)"),
            added=("If object-inspect's multilineStrings option is true, newlines in strings are printed as actual line breaks inside the quotes, while other control characters, including carriage returns, are still escaped, and the option has no effect on object keys.",
                   "added detail (no effect on object keys) not in the README; 'keys' and 'effect' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# pako/README.md (6,066 bytes).  Three sections: two sentences under the
# underlined title "pako" (the project's purpose and the note after the
# benchmark code), one from "Example & API" and one from "Notes".  The bold
# run-in labels (__Why pako is cool:__, __Benchmarks:__, __Install:__) are not
# headings.  The feature list, the list of projects, the benchmark figures,
# the Tidelift paragraph, the thanks and the licence were not used.
DOCS.append(dict(
    path="pako/README.md",
    kind="README", num="pako", title="pako",
    sentences=[
        dict(
            section="pako",
            start="This project was done to understand",
            end="CPU-intensive tasks.",
            reworded=("The pako project was done to understand how fast JS can be and whether it is necessary to develop native C modules for CPU-intensive tasks.",
                      "'This project' -> 'The pako project' (package name); the source's 'and is it necessary to develop' corrected to 'and whether it is necessary to develop'"),
            paraphrase=("Pako was written to find out how fast JavaScript can get and whether native C modules need to be developed for CPU-intensive tasks.",
                        "freer rewording; 'was done to understand' -> 'was written to find out'; 'JS' -> 'JavaScript'; 'is it necessary to develop native C modules' -> 'whether native C modules need to be developed'"),
            contradiction=("The pako project was done to understand how fast WebAssembly can be and whether it is necessary to develop native C modules for CPU-intensive tasks.",
                           "[entity] how fast JS can be -> how fast WebAssembly can be"),
            overclaim=("The pako project showed that it is unnecessary to develop native C modules for CPU-intensive tasks.",
                       "an aim asserted as a finding: the project 'was done to understand ... is it necessary'; the README states no conclusion (only 'Enjoy the result!' and 'Almost as fast ... as C implementation'); 'showed' and 'unnecessary' do not occur in it"),
            added=("The pako project was done to understand how fast JS can be and whether it is necessary to develop native C modules for CPU-intensive tasks, after its authors found Node's zlib binding unusable in browsers.",
                   "added cause (Node's zlib binding unusable in browsers) not in the README; 'binding' and 'unusable' do not occur in it ('browsers' only in 'Works in browsers', 'node' only in the benchmark and install lines)"),
        ),
        dict(
            section="pako",
            start="zlib's test is partially affected",
            end="considered as correct.",
            reworded=("In pako's benchmarks, the zlib test is partially affected by marshalling, which makes sense for inflate only; the deflate level can be changed to 0 in the benchmark source to investigate details, and for deflate level 6 the results can be considered correct.",
                      "'zlib's test' -> 'In pako's benchmarks, the zlib test' (the paragraph follows the benchmark output); 'that make sense' corrected to 'which makes sense'; 'You can change' made passive; the three sentences joined"),
            paraphrase=("According to the pako README, marshalling partly affects the zlib benchmark figures; setting the deflate level to 0 in the benchmark source lets one look into the details, and the results for deflate level 6 can be taken as correct.",
                        "freer rewording; the aside '(that make sense for inflate only)' dropped; 'partially affected' -> 'partly affects'; 'can be considered as correct' -> 'can be taken as correct'"),
            contradiction=("In pako's benchmarks, the zlib test is partially affected by marshalling, and the results can be considered correct only for deflate level 9.",
                           "[number] 'For deflate level 6 results can be considered as correct' -> correct only for deflate level 9"),
            overclaim=("Pako's benchmark results for deflate level 6 are guaranteed to be exact, even though marshalling partially affects the zlib test.",
                       "hedge removed: 'can be considered as correct' -> 'are guaranteed to be exact'; 'guarantee' does not occur in the README, 'exact' only in the Tidelift paragraph's 'the exact dependencies you use'"),
            added=("In pako's benchmarks, the zlib test is partially affected by marshalling, and the results can be considered correct for deflate level 6, which is also zlib's default compression level.",
                   "added detail (level 6 is zlib's default) not in the README; 'default' and 'compression' do not occur in it"),
        ),
        dict(
            section="Example & API",
            start="Sometime you can wish to work",
            end="`{ to: 'string' }`.",
            reworded=("Sometimes one may wish to work with strings, for example to send big objects as JSON to a server; pako detects the input data type, and its output can be forced to be a string with the option { to: 'string' }.",
                      "'Sometime you can wish' corrected to 'Sometimes one may wish'; the fragment 'For example, to send ...' attached to the first sentence; 'You can force output' made passive; the sentences joined; backticks dropped"),
            paraphrase=("Pako recognises what type of input data it gets, and when strings are wanted, for instance for sending big objects to a server as JSON, the option { to: 'string' } makes its output a string.",
                        "freer rewording; 'detects input data type' -> 'recognises what type of input data it gets'; the parts reordered; 'force output to be string' -> 'makes its output a string'"),
            contradiction=("Pako cannot detect the input data type, but its output can be forced to be a string with the option { to: 'string' }, for example to send big objects as JSON to a server.",
                           "[negation] 'Pako detects input data type' -> 'Pako cannot detect the input data type'"),
            overclaim=("Whenever big objects are sent as JSON to a server, pako's output must be forced to be a string with the option { to: 'string' }.",
                       "a possibility made a rule: 'You can force output to be string' (with sending JSON to a server as an example of wishing to work with strings) -> 'must be forced' whenever objects are sent; 'must' and 'whenever' do not occur in the README"),
            added=("Pako detects the input data type, and its output can be forced to be a string with the option { to: 'string' }, which also makes inflate decode the result as UTF-8.",
                   "added detail (inflate decodes the result as UTF-8) not in the README; 'UTF' and 'decode' do not occur in it ('inflate' with { to: 'string' } occurs in the code example, without any encoding)"),
        ),
        dict(
            section="Notes",
            start="High level inflate/deflate wrappers",
            end="Z_SYNC_FLUSH.",
            reworded=("In pako, the high level inflate and deflate wrappers, which are classes, may not support some flush modes, but Z_NO_FLUSH, Z_FINISH and Z_SYNC_FLUSH should work.",
                      "the package named ('In pako'); 'inflate/deflate' -> 'inflate and deflate'; '(classes)' -> 'which are classes'; 'Those should work:' -> 'but ... should work'"),
            paraphrase=("Pako's high-level inflate/deflate wrapper classes might lack support for certain flush modes, while Z_NO_FLUSH, Z_FINISH and Z_SYNC_FLUSH are expected to work.",
                        "freer rewording; 'may not support some' -> 'might lack support for certain'; 'should work' -> 'are expected to work'"),
            contradiction=("In pako, it is the low level inflate and deflate functions, not the high level wrapper classes, that may not support some flush modes; Z_NO_FLUSH, Z_FINISH and Z_SYNC_FLUSH should work.",
                           "[direction] high level wrappers -> low level functions (an antonym swap, with the high level classes named as the ones not affected)"),
            overclaim=("Pako's high level inflate and deflate wrapper classes support no flush modes other than Z_NO_FLUSH, Z_FINISH and Z_SYNC_FLUSH.",
                       "degree raised: 'may not support some flush modes' -> 'support no flush modes other than' the three that 'should work'"),
            added=("In pako, the high level inflate and deflate wrapper classes may not support some flush modes, Z_FULL_FLUSH among them, while Z_NO_FLUSH, Z_FINISH and Z_SYNC_FLUSH should work.",
                   "added list item (Z_FULL_FLUSH as an unsupported mode) not in the README; 'Z_FULL_FLUSH' does not occur in it ('full' only in 'Full docs')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# json-schema-traverse/README.md (3,350 bytes), replacing the assigned
# pluralize/Readme.md (too little prose, see notes-c.md).  Two sections:
# three sentences from Usage (two sentences of the paragraph after the code
# and one item of the callback-parameter list) and one from Security contact.
# The tagline, the allKeys sentence, the Tidelift subscription paragraph and
# the licence link were not used.
DOCS.append(dict(
    path="json-schema-traverse/README.md",
    kind="README", num="json-schema-traverse", title="json-schema-traverse",
    sentences=[
        dict(
            section="Usage",
            start="Callback function `cb` is called",
            end="they are passed as is.",
            reworded=("In json-schema-traverse, the callback function cb is called for each schema object, including the root schema but not draft-06 boolean schemas, in pre-order traversal; schema references ($ref) are not resolved but passed as is.",
                      "the package named ('In json-schema-traverse'); the parenthesis folded into 'including the root schema but not ...'; the comma splice 'are not resolved, they are passed as is' -> 'are not resolved but passed as is'; backticks dropped"),
            paraphrase=("Every schema object apart from draft-06 boolean schemas, the root schema included, is visited in pre-order and handed to the json-schema-traverse callback, while $ref references are passed along unresolved.",
                        "freer rewording; the sentence turned round with the schema objects as subject; 'is called for each schema object' -> 'is visited ... and handed to the callback'; 'are not resolved, they are passed as is' -> 'are passed along unresolved'"),
            contradiction=("In json-schema-traverse, the callback function cb is called for each schema object, including the root schema, in post-order traversal, and schema references ($ref) are passed as is.",
                           "[direction] pre-order traversal -> post-order traversal (an antonym swap)"),
            overclaim=("Pre-order traversal in json-schema-traverse, which calls cb for each schema object including the root schema and passes schema references ($ref) as is, is the most efficient way to walk a JSON Schema.",
                       "a ranking added: the sentence describes the traversal -> 'the most efficient way to walk a JSON Schema'; 'most', 'efficient' and 'walk' do not occur in the README"),
            added=("In json-schema-traverse, the callback function cb is called for each schema object, including the root schema, in pre-order traversal, and schema references ($ref) are passed as is, to avoid infinite loops on recursive schemas.",
                   "added purpose (avoiding infinite loops on recursive schemas) not in the README; 'loop', 'infinite' and 'recursive' do not occur in it"),
        ),
        dict(
            section="Usage",
            start="Alternatively, you can pass a `{pre, post}`",
            end="have been traversed.",
            reworded=("Alternatively, a {pre, post} object can be passed as cb to json-schema-traverse, and then pre will be called before traversing child elements, and post will be called after all child elements have been traversed.",
                      "'you can pass' made passive; the package named ('to json-schema-traverse'); backticks dropped"),
            paraphrase=("Instead of a single callback, json-schema-traverse accepts a {pre, post} object as cb, calling pre before it traverses the child elements and post once all of them have been traversed.",
                        "freer rewording; 'Alternatively' -> 'Instead of a single callback'; 'after all child elements have been traversed' -> 'once all of them have been traversed'"),
            contradiction=("Alternatively, a {pre, post} object can be passed as cb to json-schema-traverse, and then post will be called before traversing child elements, and pre will be called after all child elements have been traversed.",
                           "[roles] pre and post swapped"),
            overclaim=("Passing a {pre, post} object as cb is the recommended way to use json-schema-traverse, with pre called before traversing child elements and post after all of them have been traversed.",
                       "a possibility made a recommendation: 'Alternatively, you can pass' -> 'the recommended way'; 'recommend' and 'prefer' do not occur in the README"),
            added=("Alternatively, a {pre, post} object can be passed as cb to json-schema-traverse, in which case pre is called before traversing child elements, post is called after all child elements have been traversed, and either of the two may be left out.",
                   "added detail (pre or post may be omitted) not in the README; 'omit', 'optional' and 'left out' do not occur in it"),
        ),
        dict(
            section="Usage",
            start="_parent schema_: not necessarily",
            end="is the root schema",
            reworded=("The parent schema passed to the json-schema-traverse callback is not necessarily the parent object or array; in the README's example, the parent schema for {type: 'string'} is the root schema.",
                      "the list label '_parent schema_:' given the frame 'The parent schema passed to the json-schema-traverse callback is' (from the list's lead-in 'Callback is passed these parameters:'); 'object/array' -> 'object or array'; 'the example above' -> 'the README's example'; italics and backticks dropped; full stop added (the item has none)"),
            paraphrase=("In json-schema-traverse, the parent schema of a schema need not be the object or array that directly contains it: for {type: 'string'} in the README's example, the parent schema is the root schema.",
                        "freer rewording; 'not necessarily parent object/array' -> 'need not be the object or array that directly contains it'"),
            contradiction=("The parent schema passed to the json-schema-traverse callback is always the parent object or array, never a schema further up such as the root schema.",
                           "[negation] 'not necessarily parent object/array' -> 'always the parent object or array' (and the example's root schema denied)"),
            overclaim=("The parent schema passed to the json-schema-traverse callback is never the parent object or array itself; in the README's example, the parent schema for {type: 'string'} is the root schema.",
                       "'not necessarily the parent object or array' -> 'never the parent object or array itself'; 'never' does not occur in the README"),
            added=("The parent schema passed to the json-schema-traverse callback is not necessarily the parent object or array; in the README's example, the parent schema for {type: 'string'} is the root schema, and for the root schema itself it is undefined.",
                   "added detail (the parent schema of the root schema is undefined) not in the README; 'undefined' does not occur in it"),
        ),
        dict(
            section="Security contact",
            start="To report a security vulnerability",
            end="via GitHub issues.",
            reworded=("To report a security vulnerability in json-schema-traverse, the Tidelift security contact should be used; Tidelift will coordinate the fix and disclosure, and security vulnerabilities should not be reported via GitHub issues.",
                      "the package named ('in json-schema-traverse'); 'please use' and 'Please do NOT report' made passive ('should be used', 'should not be reported'); the sentences joined; link syntax and URL dropped, the link text kept"),
            paraphrase=("Security vulnerabilities in json-schema-traverse should go to the Tidelift security contact rather than to GitHub issues, and Tidelift will coordinate both the fix and its disclosure.",
                        "freer rewording; the report channel and the prohibition merged ('rather than to GitHub issues'); the parts reordered"),
            contradiction=("Security vulnerabilities in json-schema-traverse should be reported to the Tidelift security contact, and GitHub will coordinate the fix and disclosure.",
                           "[entity] 'Tidelift will coordinate the fix and disclosure' -> GitHub will"),
            overclaim=("Tidelift itself fixes and discloses security vulnerabilities in json-schema-traverse, which must be reported through the Tidelift security contact.",
                       "degree raised: 'will coordinate the fix and disclosure' -> 'itself fixes and discloses'; 'please use' -> 'must be reported'; 'must' does not occur in the README"),
            added=("To report a security vulnerability in json-schema-traverse, the Tidelift security contact should be used, not GitHub issues; Tidelift will coordinate the fix and disclosure and aims to reply within 48 hours.",
                   "added detail (a reply within 48 hours) not in the README; 'hours', 'reply' and '48' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# randexp/README.md (4,419 bytes).  Four sections: the sentence under the
# title heading "randexp.js", Custom PRNG, Infinite Repetitionals and Bad
# Regular Expressions (the second list item).  The code, the Motivation
# paragraphs, Default Range, the projects section, Install, Tests and the
# licence were not used.
DOCS.append(dict(
    path="randexp/README.md",
    kind="README", num="randexp", title="randexp.js",
    sentences=[
        dict(
            section="randexp.js",
            start="randexp will generate a random string",
            end="RegExp Javascript object.",
            reworded=("Given a RegExp JavaScript object, randexp will generate a random string that matches it.",
                      "the object moved to the front ('Given a RegExp JavaScript object'); 'Javascript' spelled 'JavaScript'"),
            paraphrase=("The randexp library takes a JavaScript RegExp object and produces a random string that the expression matches.",
                        "freer rewording; 'will generate a random string that matches' -> 'produces a random string that the expression matches'"),
            contradiction=("Given a string, randexp will generate a random RegExp JavaScript object that matches it.",
                           "[roles] the string and the RegExp object swapped: randexp generates a string from a RegExp, not a RegExp from a string"),
            overclaim=("Randexp is the most complete JavaScript library for generating random strings that match a given RegExp object.",
                       "a ranking added: 'will generate a random string that matches' -> 'the most complete JavaScript library'; 'complete' and 'most' do not occur in the README"),
            added=("Randexp will generate a random string that matches a given RegExp JavaScript object, and it can also be asked for a string of a requested length.",
                   "added detail (strings of a requested length) not in the README; 'length' and 'requested' do not occur in it"),
        ),
        dict(
            section="Custom PRNG",
            start="The default randomness is provided",
            end="number within that range.",
            reworded=("In randexp, the default randomness is provided by Math.random(); to use a seedable or cryptographic PRNG, one can override RandExp.prototype.randInt or randexp.randInt, where randexp is an instance of RandExp, and randInt(from, to) accepts an inclusive range and returns a randomly selected number within that range.",
                      "the package named ('In randexp'); 'If you need to use ..., you can override' -> 'to use ..., one can override'; the parenthesis turned into a clause; the sentences joined; backticks dropped"),
            paraphrase=("Randexp draws its randomness from Math.random() by default, but a seedable or cryptographic PRNG can be plugged in by overriding randInt(from, to), on RandExp.prototype or on a single instance, a method that takes an inclusive range and returns a random number inside it.",
                        "freer rewording; the two override targets merged ('on RandExp.prototype or on a single instance'); 'randomly selected number within that range' -> 'random number inside it'"),
            contradiction=("In randexp, the default randomness is provided by Math.random(), and a seedable or cryptographic PRNG can be used by overriding RandExp.prototype.randInt or an instance's randInt, which accepts an exclusive range and returns a randomly selected number within that range.",
                           "[direction] an inclusive range -> an exclusive range (an antonym swap)"),
            overclaim=("Overriding RandExp.prototype.randInt or an instance's randInt with a cryptographic PRNG makes every string that randexp generates cryptographically secure.",
                       "an effect asserted: the README says a cryptographic PRNG can be used by overriding randInt, not that the output is then secure; 'secure' occurs only in the badge host name secure.travis-ci.org, 'every' only in the Motivation's 'used in every language, every programmer'"),
            added=("In randexp, the default randomness is provided by Math.random(), a seedable or cryptographic PRNG can be used by overriding randInt, and randInt(from, to), which accepts an inclusive range, is also used to pick among alternatives such as (a|b).",
                   "added detail (randInt also picks among alternatives) not in the README; 'alternative' and 'pick' do not occur in it (alternation appears only in the code examples)"),
        ),
        dict(
            section="Infinite Repetitionals",
            start="Repetitional tokens such as",
            end="useable max value.",
            reworded=("In randexp, repetitional tokens such as the star, the plus sign and {3,} have an infinite max range, and in this case randexp looks at their min and adds 100 to it to get a usable max value.",
                      "the package named ('In randexp'); the tokens written out in words (the star, the plus sign) because claims carry no asterisks; 'its min' -> 'their min'; 'useable' -> 'usable'; the sentences joined; backticks dropped"),
            paraphrase=("Since tokens like the star, the plus sign and {3,} have no upper bound, randexp uses their minimum plus 100 as the maximum.",
                        "freer rewording; 'have an infinite max range' -> 'have no upper bound'; 'looks at its min and adds 100 to it to get a useable max value' -> 'uses their minimum plus 100 as the maximum'"),
            contradiction=("In randexp, repetitional tokens such as the star, the plus sign and {3,} have an infinite max range, so randexp looks at their min and adds 1000 to it to get a usable max value.",
                           "[number] adds 100 -> adds 1000"),
            overclaim=("For repetitional tokens such as the star, the plus sign and {3,}, randexp computes the best possible max value by adding 100 to their min.",
                       "degree raised: 'a useable max value' -> 'the best possible max value'; 'best' and 'possible' do not occur in the README"),
            added=("In randexp, repetitional tokens such as the star, the plus sign and {3,} have an infinite max range, so randexp adds 100 to their min to get a usable max value, a limit chosen to keep generation fast.",
                   "added purpose (the limit keeps generation fast) not in the README; 'fast', 'chosen' and 'limit' do not occur in it"),
        ),
        dict(
            section="Bad Regular Expressions",
            start="Back references to non-existing groups",
            end="it will too be ignored.",
            reworded=("Randexp will ignore back references to non-existing groups, returning an empty string for them, and a reference to a group that exists only after the reference is used will be ignored too.",
                      "the fragment 'Back references to non-existing groups like ...' folded into the next sentence as its object; the examples dropped (they contain backslashes); 'it will too be ignored' -> 'will be ignored too'"),
            paraphrase=("Randexp ignores any back reference to a group that does not exist, producing an empty string for it, and it likewise ignores a reference to a group that only appears later in the expression.",
                        "freer rewording; 'non-existing groups' -> 'a group that does not exist'; 'exists only after the reference is used' -> 'only appears later in the expression'"),
            contradiction=("Randexp will ignore back references to non-existing groups, returning an empty string for them, but a reference to a group that exists only after the reference is used will not be ignored.",
                           "[negation] 'it will too be ignored' -> 'will not be ignored'"),
            overclaim=("Every version of randexp has ignored back references to non-existing groups, returning an empty string for them, including references to a group that exists only after the reference is used.",
                       "scope widened in time: the README describes the current behaviour -> 'Every version ... has'; 'version' occurs only in the Install section's 'minified version', 'every' only in the Motivation's 'used in every language, every programmer'"),
            added=("Randexp will ignore back references to non-existing groups, returning an empty string for them, and it prints a warning to the console when it does so.",
                   "added detail (a console warning) not in the README; 'warning', 'print' and 'console' do not occur in it"),
        ),
    ]))
