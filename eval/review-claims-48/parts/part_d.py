# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-48, part D (drafts 16-20).

Same format as review-claims-47's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the package folder, equal to the "name" field of
the package's package.json; for the scoped package of draft 20 that is
"@azure/abort-controller"); `title` is the text of the README's first
level-1 heading with images, links, HTML and code marks read away.
`section` is the text of the nearest heading above the sentence (closing
'#'s of ATX headings and badges dropped, other markup kept, as in
review-claims-47); check_part_d.py also derives the top-level section of
each cut.

Drafts 18 and 19 use the brief's two spares, in order, in place of the
assigned READMEs: micromark-util-combine-extensions/readme.md gives only
three package-specific cuts of 12-45 words (one of them the micromark
Compatibility template with the package name filled in) and
locate-path/readme.md only one (its other sentences of 12+ words are word
for word in p-locate's and find-up's READMEs).  Draft 18 is
buffer-crc32/README.md (three cuts of 12-45 words and one of 11 words,
d18-s2, SHORT_OK), draft 19 ecdsa-sig-formatter/README.md (four cuts).
Drafts 16 and 17 each use one Compatibility template cut (d16-s4, d17-s4),
because their READMEs have only three other package-specific cuts; see
notes-d.md.  DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# micromark-factory-whitespace's readme (2.0.1): "# micromark-factory-
# whitespace" (the title, with badges and a one-line intro), then
# ## Contents, ## What is this? (7 words), ## When should I use this? (word
# for word in other micromark READMEs), ## Install, ## Use (code), ## API
# (a lead-in of 11 words and ### `factoryWhitespace(…)`: "Parse spaces and
# tabs.", "There is no `nok` parameter:" and a two-item list, then
# Parameters and Returns), ## Types, ## Compatibility, ## Security,
# ## Contribute (micromark boilerplate) and ## License.  Package-specific
# cuts of 12-45 words: the intro line and the two list items; the fourth is
# the Compatibility template sentence with the package name filled in (as
# review-claims-47 did for its drafts 11 and 15).  Sentences from three
# top-level sections: the intro under the title heading, API (x2) and
# Compatibility.
DOCS.append(dict(
    path="micromark-factory-whitespace/readme.md",
    kind="README", num="micromark-factory-whitespace", title="micromark-factory-whitespace",
    sentences=[
        dict(
            section="micromark-factory-whitespace",
            start="[micromark][] factory to parse",
            end="lots of places).",
            reworded=("The micromark-factory-whitespace package is a micromark factory to parse markdown line endings or spaces, which are found in lots of places.",
                      "the label-like '[micromark][] factory to parse' given the subject 'The micromark-factory-whitespace package is a' (the title heading); link syntax dropped; the parenthesis '(found in lots of places)' made a relative clause"),
            paraphrase=("Markdown line endings or spaces turn up in many places, and micromark-factory-whitespace supplies the micromark factory that parses them.",
                        "freer rewording; the parenthesis moved to the front as a main clause; 'lots of' -> 'many'; 'factory to parse' -> 'supplies the micromark factory that parses them'; 'or' kept"),
            contradiction=("The micromark-factory-whitespace package is a micromark factory to parse markdown line endings or spaces, which are found in only a few places.",
                           "[direction] 'found in lots of places' -> 'found in only a few places' (the antonym)"),
            overclaim=("The micromark-factory-whitespace package is the micromark factory that every markdown construct uses to parse line endings or spaces.",
                       "scope widened: 'found in lots of places' -> 'every markdown construct uses' the factory; the readme says such whitespace occurs in many places, not that every construct parses it with this factory ('every' and 'construct' do not occur in the readme)"),
            added=("The micromark-factory-whitespace package is a micromark factory to parse markdown line endings or spaces, which are found in lots of places, such as between a link's label and its destination.",
                   "added example (between a link's label and its destination) not in the readme; 'destination' and 'link' do not occur in it, and 'label' only in the bundle-size badge URL's query '?label=minzipped'"),
        ),
        dict(
            section="`factoryWhitespace(…)`",
            start="line endings or spaces in markdown are often optional",
            end="or not",
            reworded=("In micromark-factory-whitespace, line endings or spaces in markdown are often optional, in which case the factory can be used and ok will be switched to whether spaces were found or not.",
                      "the setting 'In micromark-factory-whitespace' added; 'this factory' -> 'the factory'; backticks and line breaks dropped; the list item's lower-case start capitalised; otherwise as written (the item has no full stop)"),
            paraphrase=("Where markdown line endings or spaces are optional, which is often the case, factoryWhitespace can be used, and it moves on to the ok state whether or not spaces were found.",
                        "freer rewording; 'in which case' -> 'Where ... are optional, which is often the case' (the condition and 'often' kept); 'this factory' -> factoryWhitespace (the ### heading); 'ok will be switched to' -> 'moves on to the ok state'; 'whether spaces were found or not' -> 'whether or not spaces were found'"),
            contradiction=("In micromark-factory-whitespace, line endings or spaces in markdown are often optional, and in that case the factory cannot be used.",
                           "[negation] 'in which case this factory can be used' -> 'in that case the factory cannot be used'; the clause about ok is dropped"),
            overclaim=("In micromark-factory-whitespace, line endings or spaces in markdown are always optional, so the factory can be used anywhere and ok will be switched to whether spaces were found or not.",
                       "hedge removed: 'often optional' -> 'always optional', and 'in which case' -> 'anywhere'; 'always' and 'anywhere' do not occur in the readme"),
            added=("In micromark-factory-whitespace, line endings or spaces in markdown are often optional, in which case the factory can be used and ok will be switched to whether spaces were found or not, and form feeds are treated as spaces too.",
                   "added list item (form feeds treated as spaces) not in the readme; 'form feed' and 'feed' do not occur in it (the factory is described as parsing 'spaces and tabs' and line endings); not true in the world as far as the writer knows, but not contradicted by the readme"),
        ),
        dict(
            section="`factoryWhitespace(…)`",
            start="one line ending or space can be detected",
            end="using\n  `factoryWhitespace`",
            reworded=("For micromark-factory-whitespace, one line ending or space can be detected with markdownLineEndingOrSpace(code) right before using factoryWhitespace.",
                      "the setting 'For micromark-factory-whitespace' added; link syntax, backticks and line breaks dropped; the list item's lower-case start capitalised; otherwise as written"),
            paraphrase=("Checking for a single line ending or space is possible by calling markdownLineEndingOrSpace(code) just before factoryWhitespace is used.",
                        "freer rewording; 'one line ending or space can be detected with' -> 'Checking for a single line ending or space is possible by calling'; 'right before using' -> 'just before ... is used'; 'can' kept as 'is possible'"),
            contradiction=("For micromark-factory-whitespace, one line ending or space can be detected with factoryWhitespace right before using markdownLineEndingOrSpace(code).",
                           "[roles] the two functions swapped: the readme detects with markdownLineEndingOrSpace(code) right before using factoryWhitespace, not with factoryWhitespace before markdownLineEndingOrSpace(code)"),
            overclaim=("For micromark-factory-whitespace, a line ending or space must always be detected with markdownLineEndingOrSpace(code) right before factoryWhitespace is used.",
                       "a possibility made a requirement: 'can be detected' -> 'must always be detected'; the item offers a way to detect one, not a rule ('must' and 'always' do not occur in the readme)"),
            added=("For micromark-factory-whitespace, one line ending or space can be detected with markdownLineEndingOrSpace(code) right before using factoryWhitespace, which avoids creating an empty whitespace token.",
                   "added purpose (avoiding an empty whitespace token) not in the readme; 'empty' does not occur in it, and 'token' only inside 'tokenizer', 'TokenizeContext' and 'tokenizeTitle' in the Use example's code"),
        ),
        dict(
            section="Compatibility",
            start="This means we try to keep the current release line",
            end="Node.js 16.",
            reworded=("The maintainers of micromark-factory-whitespace try to keep its current release line, micromark-factory-whitespace@2, compatible with Node.js 16.",
                      "'we' -> 'The maintainers of micromark-factory-whitespace' (the paragraph before: 'Projects maintained by the unified collective'); 'This means' (which points back to the sentence before the cut) dropped; 'the' -> 'its'; backticks and the line break dropped"),
            paraphrase=("Compatibility with Node.js 16 is the aim for micromark-factory-whitespace@2, the package's current release line.",
                        "freer rewording; 'we try to keep ... compatible with Node.js 16' -> 'Compatibility with Node.js 16 is the aim for' (an attempt, not a promise, as in the source); 'the current release line' made an apposition"),
            contradiction=("The maintainers of micromark-factory-whitespace try to keep its current release line, micromark-factory-whitespace@2, compatible with Node.js 18.",
                           "[number] Node.js 16 -> Node.js 18 ('18' does not occur in the readme)"),
            overclaim=("The maintainers of micromark-factory-whitespace guarantee that its current release line, micromark-factory-whitespace@2, works with Node.js 16.",
                       "hedge removed: 'we try to keep ... compatible with' -> 'guarantee that ... works with'; 'guarantee' does not occur in the readme"),
            added=("The maintainers of micromark-factory-whitespace try to keep its current release line, micromark-factory-whitespace@2, compatible with Node.js 16, which is also the version the published package is built with.",
                   "added detail (the published package is built with Node.js 16) not in the readme; 'built' and 'publish' do not occur in it ('build' only in the badge names and URLs)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# micromark-util-decode-string's readme (2.0.1): "# micromark-util-decode-
# string" (the title, with badges and the 6-word intro "[micromark][]
# utility to decode markdown strings."), then ## Contents, ## What is this?
# (one 12-word sentence), ## When should I use this? (word for word in other
# micromark-util READMEs), ## Install, ## Use (code), ## API (an 11-word
# lead-in and ### `decodeString(value)`: a 17-word description and a
# 9 + 3-word paragraph, then Parameters and Returns), ## Types,
# ## Compatibility, ## Security, ## Contribute and ## License.  The badges'
# link definitions name micromark-util-normalize-identifier (a copy-paste
# slip of the README).  Package-specific cuts: What is this?, the two
# decodeString paragraphs (the second is two sentences, 12 words) and the
# Compatibility template sentence.  Sentences from three top-level
# sections: What is this?, API (x2) and Compatibility.
DOCS.append(dict(
    path="micromark-util-decode-string/readme.md",
    kind="README", num="micromark-util-decode-string", title="micromark-util-decode-string",
    sentences=[
        dict(
            section="What is this?",
            start="This package exposes an algorithm",
            end="references.",
            reworded=("The micromark-util-decode-string package exposes an algorithm to parse character escapes and character references.",
                      "'This package' -> 'The micromark-util-decode-string package'; the line break dropped; otherwise as written"),
            paraphrase=("An algorithm for parsing character references and character escapes is what micromark-util-decode-string makes available.",
                        "freer rewording; the sentence turned round with the algorithm as its subject; the two kinds named in the other order; 'exposes' -> 'makes available'"),
            contradiction=("The micromark-util-decode-string package exposes two separate algorithms, one to parse character escapes and one to parse character references.",
                           "[number] 'an algorithm' (one, for both kinds) -> 'two separate algorithms'; the API section also exports a single identifier, decodeString"),
            overclaim=("The micromark-util-decode-string package exposes the only algorithm in the micromark project that parses character escapes and character references.",
                       "exclusivity added: 'the only algorithm in the micromark project'; the readme says what the package exposes, not that nothing else in micromark parses them ('only' occurs in the readme only in 'ESM only')"),
            added=("The micromark-util-decode-string package exposes an algorithm to parse character escapes and character references, including every named character reference that HTML defines.",
                   "added detail (every named character reference that HTML defines) not in the readme; 'named' does not occur in it and 'HTML' only in the Install section's code fence; may be true in the world, not checked"),
        ),
        dict(
            section="`decodeString(value)`",
            start="Decode markdown strings (which",
            end="and titles).",
            reworded=("The decodeString function of micromark-util-decode-string decodes markdown strings, which occur in places such as fenced code info strings, destinations, labels, and titles.",
                      "the subjectless 'Decode' given the subject 'The decodeString function of micromark-util-decode-string' (the ### heading); the parenthesis made a relative clause; the line break dropped"),
            paraphrase=("Markdown strings, found for example in the info strings of fenced code and in destinations, labels and titles, are what decodeString decodes.",
                        "freer rewording; the sentence turned round; 'which occur in places such as' -> 'found for example in' (the list kept as examples); 'fenced code info strings' -> 'the info strings of fenced code'"),
            contradiction=("The decodeString function of micromark-util-decode-string decodes markdown strings, which occur in places such as fenced code info strings, destinations, labels, and headings.",
                           "[entity] 'titles' -> 'headings' ('heading' does not occur in the readme); heading text is not one of the string places the readme lists"),
            overclaim=("The decodeString function of micromark-util-decode-string decodes every kind of markdown text, paragraphs included, not only markdown strings.",
                       "scope widened in place: 'markdown strings (which occur in places such as ...)' -> 'every kind of markdown text, paragraphs included'; 'paragraph' does not occur in the readme"),
            added=("The decodeString function of micromark-util-decode-string decodes markdown strings, which occur in places such as fenced code info strings, destinations, labels, and titles, and it runs in time linear in the length of the string.",
                   "added detail (linear running time) not in the readme; 'linear', 'time' and 'length' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`decodeString(value)`",
            start="The “string” content type",
            end="This decodes those.",
            reworded=("In micromark-util-decode-string, the string content type allows character escapes and character references, and decodeString decodes those.",
                      "the setting 'In micromark-util-decode-string' added; 'This' -> 'decodeString' (the ### heading); the quotation marks around string dropped; '-references' written out as 'character references'; the two sentences joined with 'and'"),
            paraphrase=("Character escapes and character references may appear in content of the string type, and decoding them is the job of decodeString.",
                        "freer rewording; 'allows' -> 'may appear in'; 'This decodes those' -> 'decoding them is the job of decodeString' (the referent from the ### heading)"),
            contradiction=("In micromark-util-decode-string, the string content type allows character escapes but not character references, and decodeString decodes those.",
                           "[negation] 'allows character escapes and -references' -> 'allows character escapes but not character references'"),
            overclaim=("In micromark-util-decode-string, the string content type is the only markdown content type that allows character escapes and character references, and decodeString decodes those.",
                       "exclusivity added: 'the only markdown content type that allows'; the readme names the string content type and no other content type ('only' occurs in the readme only in 'ESM only')"),
            added=("In micromark-util-decode-string, the string content type allows character escapes and character references, and decodeString decodes those, leaving invalid references as literal text.",
                   "added detail (invalid references left as literal text) not in the readme; 'invalid' and 'literal' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Compatibility",
            start="This means we try to keep the current release line",
            end="Node.js 16.",
            reworded=("The micromark-util-decode-string maintainers try to keep the current release line, micromark-util-decode-string@2, compatible with Node.js 16.",
                      "'we' -> 'The micromark-util-decode-string maintainers' (the paragraph before: 'Projects maintained by the unified collective'); 'This means' dropped; backticks and the line break dropped"),
            paraphrase=("For micromark-util-decode-string, the intent is that version 2, the current release line, stays compatible with Node.js 16.",
                        "freer rewording; 'we try to keep' -> 'the intent is that ... stays' (an attempt, not a promise); 'micromark-util-decode-string@2' -> 'version 2'"),
            contradiction=("The micromark-util-decode-string maintainers do not try to keep the current release line, micromark-util-decode-string@2, compatible with Node.js 16.",
                           "[negation] 'we try to keep' -> 'do not try to keep'"),
            overclaim=("Every release line of micromark-util-decode-string, not just the current one, has been kept compatible with Node.js 16.",
                       "scope widened in time and hedge removed: 'the current release line' -> 'Every release line ..., not just the current one'; 'try to keep' -> 'has been kept'; the readme speaks only of the current line @2 ('every' does not occur in it)"),
            added=("The micromark-util-decode-string maintainers try to keep the current release line, micromark-util-decode-string@2, compatible with Node.js 16, and they also test it in Bun.",
                   "added detail (tested in Bun) not in the readme; 'Bun' does not occur in it (the Install section names Node.js, Deno and browsers); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# buffer-crc32's README (0.2.13), in place of the assigned
# micromark-util-combine-extensions/readme.md (see the module docstring and
# notes-d.md); the brief's first spare.  Six level-1 headings: # buffer-crc32
# (a build badge, a 19-word description starting with lower-case "crc32",
# and an 11-word line "Derived from ... PNG specification: <URL>"),
# # install (code), # example (code), # tests (two sentences, 19 words),
# # see also (a URL and a 12-word sentence) and # license ("MIT/X11").  With
# several level-1 headings, they are the top-level sections.  All four
# usable passages are used; d18-s2 has 11 words (SHORT_OK).  Sentences from
# three top-level sections: buffer-crc32 (x2), tests and see also.
DOCS.append(dict(
    path="buffer-crc32/README.md",
    kind="README", num="buffer-crc32", title="buffer-crc32",
    sentences=[
        dict(
            section="buffer-crc32",
            start="crc32 that works with binary data",
            end="has tests.",
            reworded=("The buffer-crc32 package is a crc32 that works with binary data and fancy character sets, outputs buffer, signed or unsigned data and has tests.",
                      "the subjectless description given the subject 'The buffer-crc32 package is a' (the title heading); the line break dropped; otherwise as written"),
            paraphrase=("Binary data and fancy character sets are both handled by buffer-crc32, a crc32 implementation that can output a buffer or signed or unsigned data and that comes with tests.",
                        "freer rewording; the inputs made the subject; 'outputs buffer, signed or unsigned data' -> 'can output a buffer or signed or unsigned data'; 'has tests' -> 'comes with tests'"),
            contradiction=("The buffer-crc32 package is a crc32 that works with binary data but not with fancy character sets, outputs buffer, signed or unsigned data and has tests.",
                           "[negation] 'works with binary data and fancy character sets' -> 'works with binary data but not with fancy character sets'"),
            overclaim=("The buffer-crc32 package is a crc32 that works with every character set in existence, outputs buffer, signed or unsigned data and has tests.",
                       "scope widened: 'fancy character sets' -> 'every character set in existence'; 'every' and 'existence' do not occur in the readme"),
            added=("The buffer-crc32 package is a crc32 that works with binary data and fancy character sets, outputs buffer, signed or unsigned data, has tests and is written in pure JavaScript without native bindings.",
                   "added detail (pure JavaScript without native bindings) not in the readme; 'pure', 'native', 'binding' and 'javascript' do not occur in it ('js' only as the example's code-fence language); may be true in the world, not checked"),
        ),
        dict(
            section="buffer-crc32",
            start="Derived from the sample CRC",
            end="D-CRCAppendix",
            reworded=("The buffer-crc32 package is derived from the sample CRC implementation in the PNG specification.",
                      "an 11-word cut (the URL counts as one word; SHORT_OK, see notes-d.md); the subjectless 'Derived from' given the subject 'The buffer-crc32 package is' (the title heading); the colon and the URL after it dropped"),
            paraphrase=("The sample CRC implementation given in the PNG specification is what buffer-crc32 was derived from.",
                        "freer rewording; the sentence turned round with the sample implementation as its subject; 'in' -> 'given in'"),
            contradiction=("The buffer-crc32 package is derived from the sample CRC implementation in the ZIP specification.",
                           "[entity] the PNG specification -> the ZIP specification ('zip' does not occur in the readme; zlib, in the tests section, is a different name)"),
            overclaim=("The buffer-crc32 package is an exact line-by-line copy of the sample CRC implementation in the PNG specification.",
                       "degree raised: 'Derived from' -> 'an exact line-by-line copy of'; 'exact', 'line' and 'copy' do not occur in the readme"),
            added=("The buffer-crc32 package is derived from the sample CRC implementation in the PNG specification, ported from C to JavaScript.",
                   "added origin detail (ported from C to JavaScript) not in the readme; 'ported' and 'javascript' do not occur in it; may be true in the world (the PNG specification's sample code is in C), not checked"),
        ),
        dict(
            section="tests",
            start="This was tested against",
            end="(requires tap)",
            reworded=("The buffer-crc32 package was tested against the output of zlib's crc32 method, and its tests can be run with npm test, which requires tap.",
                      "'This' -> 'The buffer-crc32 package' (the package the readme describes); 'You can run the tests with' made passive ('its tests can be run with'); the backticks (and the missing space before them) dropped; the parenthesis '(requires tap)' made a relative clause; the two sentences joined with 'and'"),
            paraphrase=("The output of buffer-crc32 was checked against what zlib's crc32 method produces, and running its tests through npm test needs tap.",
                        "freer rewording; 'was tested against the output of' -> 'was checked against what ... produces'; 'You can run the tests with npm test (requires tap)' -> 'running its tests through npm test needs tap'"),
            contradiction=("The buffer-crc32 package was tested against the output of zlib's crc32 method, and its tests can be run with npm test, which does not need tap.",
                           "[negation] '(requires tap)' -> 'which does not need tap'"),
            overclaim=("The buffer-crc32 package was tested against the output of zlib's crc32 method and is proven to give the same result for every possible input.",
                       "degree raised: 'was tested against' -> 'is proven to give the same result for every possible input'; a test run is not a proof, and the readme names no inputs ('proven', 'every' and 'possible' do not occur in it)"),
            added=("The buffer-crc32 package was tested against the output of zlib's crc32 method on thousands of random buffers, and its tests can be run with npm test, which requires tap.",
                   "added detail (thousands of random buffers) not in the readme; 'thousand' and 'random' do not occur in it"),
        ),
        dict(
            section="see also",
            start="https://github.com/alexgorbatchev/node-crc",
            end="@tjholowaychuk).",
            reworded=("The buffer-crc32 readme notes that crc.buffer.crc32 from node-crc also supports buffer inputs and returns unsigned ints, with thanks to @tjholowaychuk.",
                      "the frame 'The buffer-crc32 readme notes that' added; the URL replaced by the repository name it ends in, node-crc; backticks dropped; the source's 'return' corrected to 'returns'; the parenthesis '(thanks @tjholowaychuk)' -> 'with thanks to @tjholowaychuk'"),
            paraphrase=("As the buffer-crc32 readme points out, the crc.buffer.crc32 function of node-crc is another one that accepts buffers as input and gives back unsigned integers.",
                        "freer rewording; 'also supports buffer inputs' -> 'is another one that accepts buffers as input'; 'return unsigned ints' -> 'gives back unsigned integers'; the thanks (an aside) dropped; node-crc named from the URL, as in the reworded claim"),
            contradiction=("The buffer-crc32 readme notes that crc.buffer.crc32 from node-crc also supports buffer inputs and returns signed ints, with thanks to @tjholowaychuk.",
                           "[direction] 'unsigned ints' -> 'signed ints' (the opposite)"),
            overclaim=("The buffer-crc32 readme recommends crc.buffer.crc32 from node-crc as the better choice, since it also supports buffer inputs and returns unsigned ints.",
                       "a pointer made a recommendation and a ranking: 'see also' -> 'recommends ... as the better choice'; 'recommend' and 'better' do not occur in the readme"),
            added=("The buffer-crc32 readme notes that crc.buffer.crc32 from node-crc also supports buffer inputs and returns unsigned ints, and that node-crc offers other checksums such as crc16.",
                   "added list item (other checksums such as crc16) not in the readme; 'crc16' and 'checksum' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# ecdsa-sig-formatter's README (1.0.11), in place of the assigned
# locate-path/readme.md (see the module docstring and notes-d.md); the
# brief's second spare.  "# ecdsa-sig-formatter" (the title, with two badges
# and the 9-word line "Translate between JOSE and ASN.1/DER encodings for
# ECDSA signatures"), ## Install (code), ## Usage (code, then ### API with
# two #### function headings, each a two-sentence description and two list
# items of 9-10 words), ## Contributing (five numbered steps; items 2 and 5
# have 18 and 17 words, item 1 has 11, items 3 and 4 have 8) and
# ### Code Style (one 9-word sentence, then link definitions).  Its only
# package-specific cuts of 12-45 words are the two function descriptions and
# Contributing items 2 and 5, all used.  Sentences from two top-level
# sections: Usage (x2, under two distinct #### headings) and Contributing
# (x2).
DOCS.append(dict(
    path="ecdsa-sig-formatter/README.md",
    kind="README", num="ecdsa-sig-formatter", title="ecdsa-sig-formatter",
    sentences=[
        dict(
            section="`.derToJose(Buffer|String signature, String alg)` -> `String`",
            start="Convert the ASN.1/DER encoded signature to",
            end="encoded `String`.",
            reworded=("The derToJose function of ecdsa-sig-formatter converts the ASN.1/DER encoded signature to a JOSE-style concatenated signature and returns a base64 url encoded String.",
                      "the imperative 'Convert' given the subject 'The derToJose function of ecdsa-sig-formatter' (the #### heading); underscores (emphasis) and backticks dropped; the two sentences joined with 'and'"),
            paraphrase=("Given an ASN.1/DER encoded signature, derToJose produces its JOSE-style concatenated form and hands it back as a base64 url encoded string.",
                        "freer rewording; the input moved to the front; 'Convert ... to a JOSE-style concatenated signature' -> 'produces its JOSE-style concatenated form'; 'Returns a base64 url encoded String' -> 'hands it back as a base64 url encoded string'"),
            contradiction=("The derToJose function of ecdsa-sig-formatter converts a JOSE-style concatenated signature to an ASN.1/DER encoded signature and returns a base64 url encoded String.",
                           "[direction] the direction of conversion reversed: derToJose converts from ASN.1/DER to JOSE, not from JOSE to ASN.1/DER (which the readme says of joseToDer); tagged like review-claims-47's d02-s3"),
            overclaim=("The derToJose function of ecdsa-sig-formatter converts any input, even a malformed signature, to a JOSE-style concatenated signature and returns a base64 url encoded String.",
                       "scope widened: 'the ASN.1/DER encoded signature' -> 'any input, even a malformed signature'; the readme says nothing about malformed input ('malformed', 'invalid', 'error' and 'throw' do not occur in it)"),
            added=("The derToJose function of ecdsa-sig-formatter converts the ASN.1/DER encoded signature to a JOSE-style concatenated signature and returns a base64 url encoded String without padding characters.",
                   "added detail (no padding characters) not in the readme; 'padding' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`.joseToDer(Buffer|String signature, String alg)` -> `Buffer`",
            start="Convert the JOSE-style concatenated signature to",
            end="Returns a `Buffer`",
            reworded=("The joseToDer function of ecdsa-sig-formatter converts the JOSE-style concatenated signature to an ASN.1/DER encoded signature and returns a Buffer.",
                      "the imperative 'Convert' given the subject 'The joseToDer function of ecdsa-sig-formatter' (the #### heading); backticks and the line break dropped; the two sentences joined with 'and' (the source's second sentence has no full stop)"),
            paraphrase=("Going the other way, joseToDer turns a JOSE-style concatenated signature into an ASN.1/DER encoded one and hands it back as a Buffer.",
                        "freer rewording; 'Going the other way' points back to derToJose, the function described just before (an outside referent); 'Convert ... to' -> 'turns ... into'; 'Returns a Buffer' -> 'hands it back as a Buffer'"),
            contradiction=("The joseToDer function of ecdsa-sig-formatter converts the JOSE-style concatenated signature to an ASN.1/DER encoded signature and returns a String.",
                           "[entity] 'Returns a Buffer' -> 'returns a String' (String is what derToJose returns; the #### heading also says -> Buffer)"),
            overclaim=("The joseToDer function of ecdsa-sig-formatter is the only way to turn a JOSE-style concatenated signature into an ASN.1/DER encoded signature.",
                       "exclusivity added: 'the only way'; the readme describes the function, not the absence of other ways ('only' and 'way' do not occur in it)"),
            added=("The joseToDer function of ecdsa-sig-formatter converts the JOSE-style concatenated signature to an ASN.1/DER encoded signature, adding a zero byte in front of any integer whose top bit is set, and returns a Buffer.",
                   "added detail (a zero byte in front of an integer whose top bit is set) not in the readme; 'zero', 'byte', 'integer' and 'bit' do not occur in it; DER requires this for positive integers in the world, not checked for this package"),
        ),
        dict(
            section="Contributing",
            start="Make your modifications",
            end="`spec` directory.",
            reworded=("The ecdsa-sig-formatter contributing steps ask contributors to make their modifications in a branch, updating and writing new unit tests as necessary in the spec directory.",
                      "the imperative given the frame 'The ecdsa-sig-formatter contributing steps ask contributors to' (the ## Contributing list); 'your' -> 'their'; backticks and the line break dropped"),
            paraphrase=("Contributors to ecdsa-sig-formatter should work in a branch and, where needed, add or update unit tests in the spec directory.",
                        "freer rewording; 'Make your modifications in a branch' -> 'should work in a branch'; 'as necessary' kept as 'where needed'; 'updating and writing new unit tests' -> 'add or update unit tests'"),
            contradiction=("The ecdsa-sig-formatter contributing steps ask contributors to make their modifications in the spec directory, updating and writing new unit tests as necessary in a branch.",
                           "[roles] the branch and the spec directory swapped: the readme puts the modifications in a branch and the unit tests in the spec directory, not the modifications in the spec directory and the tests in a branch"),
            overclaim=("The ecdsa-sig-formatter contributing steps require contributors to write new unit tests in the spec directory for every change, however small, made in a branch.",
                       "condition dropped and degree raised: 'as necessary' -> 'for every change, however small'; 'every', 'however' and 'small' do not occur in the readme"),
            added=("The ecdsa-sig-formatter contributing steps ask contributors to make their modifications in a branch named after the issue it addresses, updating and writing new unit tests as necessary in the spec directory.",
                   "added requirement (the branch named after the issue it addresses) not in the readme; 'issue' and 'name' do not occur in it"),
        ),
        dict(
            section="Contributing",
            start="Submit a pull request",
            end="to chime in.",
            reworded=("The ecdsa-sig-formatter contributing steps say to submit a pull request to the repository and then wait for tests to run and someone to chime in.",
                      "the imperatives given the frame 'The ecdsa-sig-formatter contributing steps say to'; 'this repository' -> 'the repository'; the two sentences joined with 'and then' (the source's order); the line break dropped"),
            paraphrase=("After a contributor opens a pull request against the ecdsa-sig-formatter repository, the next step is to wait until the tests have run and someone has responded.",
                        "freer rewording; 'Submit a pull request to this repository' -> 'After a contributor opens a pull request against the ... repository'; 'Wait for tests to run and someone to chime in' -> 'wait until the tests have run and someone has responded'"),
            contradiction=("The ecdsa-sig-formatter contributing steps say to wait for tests to run and for someone to chime in before submitting a pull request to the repository.",
                           "[roles] the order of the two steps swapped: the readme says to submit the pull request and then wait for tests and a reply, not to wait first and submit afterwards"),
            overclaim=("The ecdsa-sig-formatter contributing steps promise that a maintainer will review every pull request submitted to the repository as soon as its tests have run.",
                       "an instruction to wait made a promise: 'Wait for tests to run and someone to chime in' -> 'promise that a maintainer will review every pull request ... as soon as'; 'promise', 'maintainer' and 'review' do not occur in the readme"),
            added=("The ecdsa-sig-formatter contributing steps say to submit a pull request to the repository and then wait for tests to run and someone to chime in, which usually takes a few days.",
                   "added estimate (usually a few days) not in the readme; 'usually' and 'days' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# @azure/abort-controller's README (2.1.2): "# Azure Abort Controller client
# library for JavaScript" (the only level-1 heading, so the ## headings are
# top level) with two intro paragraphs and a list of key links, then
# ## Getting started (### Installation: a lead-in and code), ## Key Concepts
# (three sentences, the last with a stray full stop), ## Examples (a
# lead-in and two ### code examples), ## Next steps, ## Troubleshooting and
# ## Contributing (Azure SDK text found word for word in other @azure and
# @typespec READMEs), and an impressions image.  Sentences from three
# top-level sections: the intro under the title heading (x2), Key Concepts
# and Examples.
DOCS.append(dict(
    path="@azure/abort-controller/README.md",
    kind="README", num="@azure/abort-controller", title="Azure Abort Controller client library for JavaScript",
    sentences=[
        dict(
            section="Azure Abort Controller client library for JavaScript",
            start="The `@azure/abort-controller` package provides",
            end="modern JavaScript platforms.",
            reworded=("The @azure/abort-controller package provides the AbortSignalLike interface and AbortError classes to make it easier to work with the AbortController and the AbortSignal used by fetch built into modern JavaScript platforms.",
                      "backticks, link syntax, URLs and line breaks dropped; 'provides AbortSignalLike interface' -> 'provides the AbortSignalLike interface'; otherwise as written"),
            paraphrase=("To ease work with AbortController and with the AbortSignal that fetch uses on modern JavaScript platforms, @azure/abort-controller offers an AbortSignalLike interface and AbortError classes.",
                        "freer rewording; the purpose moved to the front ('to make it easier to work with' -> 'To ease work with'); 'used by fetch built into modern JavaScript platforms' -> 'that fetch uses on modern JavaScript platforms'; 'provides' -> 'offers'"),
            contradiction=("The @azure/abort-controller package provides the AbortSignalLike interface and AbortError classes to make it easier to work with the AbortController and the AbortSignal used by fetch built into legacy JavaScript platforms.",
                           "[direction] 'modern JavaScript platforms' -> 'legacy JavaScript platforms' (the antonym)"),
            overclaim=("The @azure/abort-controller package provides the AbortSignalLike interface and AbortError classes that make AbortController and AbortSignal work on every JavaScript platform, old or new.",
                       "scope widened and an aim made an effect: 'to make it easier to work with ... built into modern JavaScript platforms' -> 'that make AbortController and AbortSignal work on every JavaScript platform, old or new'; 'every' and 'old' do not occur in the readme"),
            added=("The @azure/abort-controller package provides the AbortSignalLike interface and AbortError classes to make it easier to work with AbortController and AbortSignal, and it also ships a polyfill of AbortController for older platforms.",
                   "added detail (a polyfill of AbortController for older platforms) not in the readme; 'polyfill' does not occur in it and 'older' only inside 'folder' (Next steps); in the world an earlier major version shipped its own AbortController (not checked)"),
        ),
        dict(
            section="Azure Abort Controller client library for JavaScript",
            start="Customers of Azure SDK",
            end="to Azure SDK operations.",
            reworded=("Customers of Azure SDK for JavaScript in general do not need to use @azure/abort-controller; instead they use the AbortController and AbortSignal provided by their platforms and pass the abort signals to Azure SDK operations.",
                      "'this library' -> '@azure/abort-controller' (the package the readme describes); backticks and the line break dropped; the two sentences joined with a semicolon"),
            paraphrase=("Most users of the Azure SDK for JavaScript can do without @azure/abort-controller and hand the AbortSignal of their platform's own AbortController to Azure SDK operations.",
                        "freer rewording; 'in general do not need to use this library' -> 'Most users ... can do without @azure/abort-controller'; 'use AbortController and AbortSignal provided by their platforms and pass the abort signals to' -> 'hand the AbortSignal of their platform's own AbortController to'"),
            contradiction=("Customers of Azure SDK for JavaScript in general need to use @azure/abort-controller instead of the AbortController and AbortSignal provided by their platforms.",
                           "[negation] 'do not need to use this library' -> 'need to use @azure/abort-controller'; 'Instead they use' the platforms' classes turned round into 'instead of' them"),
            overclaim=("No customer of Azure SDK for JavaScript ever needs to use @azure/abort-controller, because the AbortController and AbortSignal provided by their platforms always suffice for Azure SDK operations.",
                       "hedge removed: 'in general do not need' -> 'No customer ... ever needs', and 'always suffice' added; 'ever' and 'always' do not occur in the readme"),
            added=("Customers of Azure SDK for JavaScript in general do not need to use @azure/abort-controller, because Node.js has provided AbortController and AbortSignal from version 15 on, and they pass the abort signals to Azure SDK operations.",
                   "added cause with a version (Node.js has provided them from version 15 on) not in the readme; 'Node' and '15' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Key Concepts",
            start="Use `AbortController` to create",
            end="instantiated `AbortController`.",
            reworded=("The abort-controller readme says that AbortController is used to create an AbortSignal which can then be passed to Azure SDK operations to cancel pending work, and that the AbortSignal can be accessed via the signal property on an instantiated AbortController.",
                      "the frame 'The abort-controller readme says that' added; the imperative 'Use AbortController to create' made passive ('AbortController is used to create'); backticks and the line break dropped; the two sentences joined with 'and that'"),
            paraphrase=("An AbortSignal made with an AbortController, and reachable through the controller instance's signal property, can be handed to Azure SDK operations so that pending work is cancelled.",
                        "freer rewording; the two sentences merged around the AbortSignal; 'can be accessed via the signal property on an instantiated AbortController' -> 'reachable through the controller instance's signal property'; 'can then be passed ... to cancel pending work' -> 'can be handed ... so that pending work is cancelled'"),
            contradiction=("The abort-controller readme says that AbortController is used to create an AbortSignal which can then be passed to Azure SDK operations to cancel pending work, and that the AbortController can be accessed via the signal property on an instantiated AbortSignal.",
                           "[roles] AbortController and AbortSignal swapped in the second sentence: the signal is reached through the controller's signal property, not the controller through the signal's"),
            overclaim=("The abort-controller readme says that an AbortSignal created with AbortController, once passed to Azure SDK operations, stops all of their pending work immediately and without exception.",
                       "degree raised: 'can then be passed ... to cancel pending work' -> 'stops all of their pending work immediately and without exception'; 'immediately' and 'exception' do not occur in the readme"),
            added=("The abort-controller readme says that AbortController is used to create an AbortSignal which can be passed to Azure SDK operations to cancel pending work, and that one AbortSignal can be shared by several operations at once.",
                   "added detail (one AbortSignal shared by several operations at once) not in the readme; 'shared' and 'several' do not occur in it"),
        ),
        dict(
            section="Examples",
            start="The below examples assume",
            end="of the abort signal.",
            reworded=("The @azure/abort-controller examples assume that doAsyncWork is a function that takes a bag of properties, one of which is the abort signal.",
                      "'The below examples' -> 'The @azure/abort-controller examples'; backticks and the line break dropped; the source's 'one of which is of the abort signal' corrected to 'one of which is the abort signal'"),
            paraphrase=("In the abort-controller readme's examples, doAsyncWork stands for a function taking a bag of properties that includes the abort signal.",
                        "freer rewording; 'assume that doAsyncWork is a function' -> 'doAsyncWork stands for a function'; 'one of which is the abort signal' -> 'that includes the abort signal'"),
            contradiction=("The @azure/abort-controller examples assume that doAsyncWork is a function that takes two bags of properties, one of which is the abort signal.",
                           "[number] 'a bag of properties' -> 'two bags of properties'; 'one of which' now picks one of the bags, not a property"),
            overclaim=("The @azure/abort-controller readme says that every Azure SDK operation, like doAsyncWork in its examples, takes a bag of properties one of which is the abort signal.",
                       "scope widened: an assumption about the example function doAsyncWork made a statement about every Azure SDK operation; 'every' does not occur in the readme"),
            added=("The @azure/abort-controller examples assume that doAsyncWork is a function that takes a bag of properties, one of which is the abort signal, and that it throws an AbortError when the signal fires.",
                   "added assumption (doAsyncWork throws an AbortError when the signal fires) not in the readme; AbortError occurs only in the first paragraph's list of what the package provides; 'throw' and 'fire' do not occur in it"),
        ),
    ]))
