# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-45, part D (drafts 16-20).

Same format as review-claims-44's parts: one entry per document, in draft
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
badges dropped, other markup kept, as in review-claims-44);
check_part_d.py also derives the top-level section of each cut.

Draft 18 is NOT the assigned textextensions/README.md: that README and the
brief's spare, binaryextensions/README.md, each have a single package-specific
prose sentence of 12+ words (see notes-d.md), so this part uses he/README.md,
chosen by the part's writer.
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# to-regex-range's README: "# to-regex-range [badges]" (the title), a
# blockquote tagline, a verb "Please consider following" line, then ## Install
# (a lead-in and code, then two <details> blocks whose <summary> lines are not
# headings: "What does this do?" and "Why use this library?", the second with
# ### Convenience, ### Heavily tested and ### Optimized), ## Usage, ## Options
# (### options.capture, ### options.shorthand, ### options.relaxZeros),
# ## Examples (a table), ## Heads up!, ## History (### v2.0.0 - 2017-04-21,
# ### v1.0.0), ## Attribution and ## About (verb boilerplate).  Sentences from
# four top-level sections: Install (### Heavily tested, inside the <details>
# block), Usage, Options (### options.capture) and History (### v1.0.0).
DOCS.append(dict(
    path="to-regex-range/README.md",
    kind="README", num="to-regex-range", title="to-regex-range",
    sentences=[
        dict(
            section="Heavily tested",
            start="As of April 07, 2019",
            end="results are correct.",
            reworded=("As of April 07, 2019, the to-regex-range library runs more than 1m test assertions against generated regex-ranges to provide brute-force verification that results are correct.",
                      "'this library' -> 'the to-regex-range library'; '>1m' -> 'more than 1m'; link syntax and the test-file path dropped"),
            paraphrase=("To check by brute force that its results are right, to-regex-range tested the regex ranges it generates with upwards of a million assertions, as of 7 April 2019.",
                        "freer rewording; the purpose clause moved to the front; '>1m test assertions' -> 'upwards of a million assertions'; the date kept as the time qualifier ('As of' -> 'as of'); 'brute-force verification' -> 'check by brute force'"),
            contradiction=("As of April 07, 2019, the to-regex-range library runs about ten thousand test assertions against generated regex-ranges to provide brute-force verification that results are correct.",
                           "[number] '>1m test assertions' -> 'about ten thousand test assertions' (a count far below the one stated)"),
            overclaim=("As of April 07, 2019, to-regex-range runs more than 1m test assertions against generated regex-ranges, which guarantees that every regex it can generate for any range is correct.",
                       "degree raised and scope widened: 'to provide brute-force verification that results are correct' (of the ranges tested) -> 'guarantees that every regex it can generate for any range is correct'; 'guarantee' and 'every' do not occur in the README"),
            added=("As of April 07, 2019, to-regex-range runs more than 1m test assertions, written with the mocha test framework, against generated regex-ranges to verify by brute force that results are correct.",
                   "added detail (the assertions are written with mocha) not in the README; 'mocha' does not occur in it (the Running Tests boilerplate names only 'npm test'); not checked in the world"),
        ),
        dict(
            section="Usage",
            start="The main export is a function",
            end="(formatted as strings or numbers).",
            reworded=("The main export of to-regex-range is a function that takes two integers, the min value and the max value, formatted as strings or numbers.",
                      "'The main export' given 'of to-regex-range'; the colon made an apposition; the parentheses around 'formatted as strings or numbers' dropped; backticks dropped"),
            paraphrase=("What to-regex-range chiefly exports is a function with two integer arguments, a minimum and a maximum, either of which may be passed as a number or as a string.",
                        "freer rewording; 'The main export is' -> 'What to-regex-range chiefly exports is'; 'min value and max value' -> 'a minimum and a maximum'; 'formatted as strings or numbers' kept as 'passed as a number or as a string'"),
            contradiction=("The main export of to-regex-range is a function that takes three integers, the min value, the max value and a step, formatted as strings or numbers.",
                           "[number] 'takes two integers' -> 'takes three integers' (a step added as the third; the Heads up! section also says steps are not supported)"),
            overclaim=("The only export of to-regex-range is a function that takes two integers, the min value and the max value, formatted as strings or numbers.",
                       "exclusivity added: 'The main export' -> 'The only export'; the README lists no other export but does not say there is none"),
            added=("The main export of to-regex-range is a function that takes two integers, the min and max values, formatted as strings or numbers, and it throws a TypeError when either value is not a valid integer.",
                   "added detail (a TypeError for invalid values) not in the README; 'TypeError' and 'throw' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="options.capture",
            start="Wrap the returned value in parentheses",
            end="dynamically generating ranges.",
            reworded=("The capture option of to-regex-range wraps the returned value in parentheses when there is more than one regex condition, which is useful when dynamically generating ranges.",
                      "the imperative 'Wrap the returned value' given the subject 'The capture option of to-regex-range' (the ### options.capture heading); the fragment 'Useful when you're dynamically generating ranges.' joined as a relative clause, 'you're' dropped"),
            paraphrase=("With capture turned on, to-regex-range puts parentheses around its output whenever that output holds several regex conditions, which helps when ranges are generated on the fly.",
                        "freer rewording; 'more than one regex condition' -> 'several regex conditions'; 'dynamically generating ranges' -> 'ranges are generated on the fly'; 'Useful' -> 'helps'"),
            contradiction=("The capture option of to-regex-range wraps the returned value in parentheses only when it consists of a single regex condition, which is useful when dynamically generating ranges.",
                           "[number] 'when there is more than one regex condition' -> 'only when it consists of a single regex condition'"),
            overclaim=("The capture option of to-regex-range wraps the returned value in parentheses when there is more than one regex condition, and it is required whenever ranges are generated dynamically.",
                       "a benefit made a rule: 'Useful when you're dynamically generating ranges' -> 'it is required whenever ranges are generated dynamically'; 'required' does not occur in the README"),
            added=("The capture option of to-regex-range wraps the returned value in parentheses when there is more than one regex condition, and it can be combined with the shorthand option in the same call.",
                   "added detail (capture can be combined with shorthand in one call) not in the README; each option's example sets one option only, and 'combined' occurs only in 'combining it another string' (what to do with the returned string); not checked in the world"),
        ),
        dict(
            section="v1.0.0",
            start="Repeating ranges are now grouped",
            end="result in faster matching.",
            reworded=("As of to-regex-range v1.0.0, repeating ranges are grouped using quantifiers; processing time is roughly the same, but the generated regex is much smaller, which should result in faster matching.",
                      "'now' made 'As of to-regex-range v1.0.0' (the ### v1.0.0 heading); the two sentences joined; the source's typo 'rocessing' corrected to 'processing'"),
            paraphrase=("Version 1.0.0 of to-regex-range began using quantifiers to group repeated ranges, which leaves processing time about where it was but makes the generated regex far smaller and so should speed up matching.",
                        "freer rewording; 'roughly the same' -> 'about where it was'; 'much smaller' -> 'far smaller'; the hedge 'should' kept"),
            contradiction=("As of to-regex-range v1.0.0, repeating ranges are grouped using quantifiers, and the generated regex is much smaller, but this should not make matching any faster.",
                           "[negation] 'which should result in faster matching' -> 'this should not make matching any faster'"),
            overclaim=("As of to-regex-range v1.0.0, repeating ranges are grouped using quantifiers, which makes the generated regex much smaller and matching faster in every case, at roughly the same processing time.",
                       "hedge removed and scope widened: 'should result in faster matching' -> 'makes ... matching faster in every case'; 'every' does not occur in the README"),
            added=("As of to-regex-range v1.0.0, repeating ranges are grouped using quantifiers; processing time is roughly the same, but the generated regex is much smaller, typically about half its former length, which should result in faster matching.",
                   "added estimate (about half its former length) not in the README; 'half' and 'length' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# version-range's README (a bevry template): HTML comment markers around
# "# version-range" (the title), a badge block, a one-sentence description,
# then ## Usage (a documentation link, a two-sentence line, code, a
# three-sentence paragraph on semver, an 8-word line), ## Related (lead-ins of
# 8 and 11 words and link lists), ## Install (### npm, Deno, Skypack, unpkg,
# jspm, Editions: commands, code and the template editions list), ## History
# (a link), ## Backers (template lists), ## License.  Package-specific prose
# of 12+ words sits only under the title (the description) and Usage, so the
# draft draws on two top-level sections and two distinct headings; s3 and s4
# are adjacent cuts of one Usage paragraph.
DOCS.append(dict(
    path="version-range/README.md",
    kind="README", num="version-range", title="version-range",
    sentences=[
        dict(
            section="version-range",
            start="Check version ranges like",
            end="Deno, and TypeScript.",
            reworded=("The version-range package checks version ranges like >=N and X || Y || Z, with support for Node.js, web browsers, Deno and TypeScript.",
                      "the imperative 'Check version ranges' given the subject 'The version-range package'; backticks dropped; 'Web Browsers' in lower case"),
            paraphrase=("Ranges such as >=N or X || Y || Z can be tested with version-range, which works in Node.js, Deno and web browsers and supports TypeScript.",
                        "freer rewording; made passive; 'with support for Node.js, Web Browsers, Deno, and TypeScript' -> 'works in Node.js, Deno and web browsers and supports TypeScript' (all four kept)"),
            contradiction=("The version-range package checks version ranges like >=N and X || Y || Z, with support for Node.js, web browsers, Bun and TypeScript.",
                           "[entity] Deno -> Bun (another JavaScript runtime, which the README never names)"),
            overclaim=("The version-range package checks version ranges like >=N and X || Y || Z and runs in every JavaScript runtime, with TypeScript support.",
                       "scope widened: 'support for Node.js, Web Browsers, Deno' -> 'runs in every JavaScript runtime'; 'runtime' occurs only in the Install and Editions link titles describing Deno and Node.js"),
            added=("The version-range package checks version ranges like >=N and X || Y || Z, with support for Node.js, web browsers, Deno and TypeScript, and it has no runtime dependencies.",
                   "added detail (no runtime dependencies) not in the README; 'dependenc' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Usage",
            start="Range comparison of versions",
            end="broad ecosystem support.",
            reworded=("The version-range package offers range comparison of versions for the most common use cases and is fast with broad ecosystem support.",
                      "the two verbless fragments given the subject 'The version-range package' and the verbs 'offers' and 'is', and joined"),
            paraphrase=("Aimed at the most common use cases, version-range compares versions against ranges quickly and is supported across a broad ecosystem.",
                        "freer rewording; 'for the most common use cases' moved to the front; 'Fast' -> 'quickly'; 'broad ecosystem support' -> 'supported across a broad ecosystem'"),
            contradiction=("The version-range package offers range comparison of versions for the most common use cases, and it is slow but has broad ecosystem support.",
                           "[direction] 'Fast' -> 'slow'"),
            overclaim=("The version-range package is the fastest range comparison tool for versions, covering the most common use cases with broad ecosystem support.",
                       "ranking added: 'Fast' -> 'the fastest range comparison tool'; the README compares its speed with nothing"),
            added=("The version-range package offers range comparison of versions for the most common use cases and is fast, about ten times faster than semver, with broad ecosystem support.",
                   "added comparison and estimate (ten times faster than semver) not in the README; 'faster' and 'ten times' do not occur in it; semver is named only for its results"),
        ),
        dict(
            section="Usage",
            start="The above results are expected",
            end="semver) returns.",
            reworded=("The results shown in the version-range usage example above are expected, but they are not what the semver package returns.",
                      "'The above results' -> 'The results shown in the version-range usage example above' (the code block before the sentence); link syntax, URL and backticks dropped; 'they are' added"),
            paraphrase=("For the version-range usage examples, the outcomes listed are the ones to expect, whereas the semver package gives different answers for them.",
                        "freer rewording; 'but not what the semver package returns' -> 'whereas the semver package gives different answers for them'"),
            contradiction=("The results shown in the version-range usage example above are expected, and they are the same as what the semver package returns.",
                           "[negation] 'but not what the semver package returns' -> 'they are the same as what the semver package returns'"),
            overclaim=("The results shown in the version-range usage example above are expected, which proves that the semver package's range checking is simply wrong.",
                       "degree raised: 'not what the semver package returns' -> 'proves that the semver package's range checking is simply wrong'; the README says semver's results differ, and in the next sentence that they alternate between expected and unexpected; 'wrong' does not occur in it"),
            added=("The results shown in the version-range usage example above are expected, but they are not what the semver package returns, as several open issues on semver's tracker confirm.",
                   "added detail (open issues on semver's tracker confirm it) not in the README; 'issue' and 'tracker' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Usage",
            start="The semver package has two different",
            end="as you can see above.",
            reworded=("The semver package has two different behaviours based on whether the version is coerced or not, alternating between expected and unexpected results, and version-range differs to match its authors' actual expectations, as the examples above show.",
                      "the two sentences joined; 'This package' -> 'version-range'; 'our actual expectations' -> 'its authors' actual expectations'; 'as you can see above' -> 'as the examples above show'"),
            paraphrase=("Because semver behaves one way when a version is coerced and another way when it is not, it sometimes gives the expected result and sometimes not, so version-range departs from it in order to match what its authors really expect.",
                        "freer rewording; 'two different behaviours based on whether the version is coerced or not' -> 'behaves one way when ... coerced and another way when it is not'; 'alternating between expected and unexpected results' -> 'sometimes gives the expected result and sometimes not'; 'as you can see above' dropped as an aside"),
            contradiction=("The version-range package has two different behaviours based on whether the version is coerced or not, alternating between expected and unexpected results, whereas semver differs to match actual expectations.",
                           "[roles] semver (the package with two behaviours) and version-range (the package that differs to match expectations) swapped"),
            overclaim=("The semver package has two different behaviours based on whether the version is coerced or not, which makes semver unusable for checking version ranges at all, so version-range differs to match actual expectations.",
                       "degree raised: 'alternating between expected and unexpected results' -> 'makes semver unusable for checking version ranges at all'; 'unusable' does not occur in the README"),
            added=("The semver package has two different behaviours based on whether the version is coerced or not, a split introduced in semver 7, and version-range differs to match its authors' actual expectations.",
                   "added origin in time (the split was introduced in semver 7) not in the README; 'semver 7' does not occur in it ('7' occurs only inside the Discord badge's URLs); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# REPLACEMENT for textextensions/README.md (see notes-d.md): he's README.
# "# he [badges]" (the title) with one intro paragraph of three sentences,
# then ## Installation (lead-ins and code), ## API (### he.version,
# ### he.encode(text, options) with #### option headings, ### he.decode(html,
# options) with #### option headings, ### he.escape(text), ### he.unescape,
# ### Using the he binary), ## Support (a lead-in and a list), ## Unit tests &
# code coverage, ## Acknowledgements, ## Author (a table) and ## License.
# Sentences from three top-level sections: the intro under the title, API
# (#### `useNamedReferences` and ### `he.escape(text)`) and Unit tests & code
# coverage.
DOCS.append(dict(
    path="he/README.md",
    kind="README", num="he", title="he",
    sentences=[
        dict(
            section="he",
            start="It supports [all standardized",
            end="astral Unicode symbols just fine.",
            reworded=("The he package supports all standardized named character references as per HTML, handles ambiguous ampersands and other edge cases just like a browser would, has an extensive test suite, and, contrary to many other JavaScript solutions, handles astral Unicode symbols just fine.",
                      "'It' -> 'The he package' (the intro's first sentence names he); the second '_he_' dropped; link syntax and URLs dropped; the dashes around the aside made commas"),
            paraphrase=("Unlike many other JavaScript solutions, he copes well with astral Unicode symbols; it also covers every standardized named character reference in HTML, treats ambiguous ampersands and other edge cases the way a browser does, and comes with an extensive test suite.",
                        "freer rewording; the astral-symbol clause moved to the front; 'contrary to many other' -> 'Unlike many other' ('many' kept); 'all standardized named character references' -> 'every standardized named character reference'; 'just like a browser would' -> 'the way a browser does'"),
            contradiction=("The he package supports all standardized named character references as per HTML, handles ambiguous ampersands like a browser would and has an extensive test suite, but, like many other JavaScript solutions, it does not handle astral Unicode symbols.",
                           "[negation] 'handles astral Unicode symbols just fine' (contrary to many other solutions) -> 'like many other JavaScript solutions, it does not handle astral Unicode symbols'"),
            overclaim=("The he package supports all standardized named character references as per HTML, handles ambiguous ampersands like a browser would, and, unlike every other JavaScript solution, handles astral Unicode symbols just fine.",
                       "scope widened: 'contrary to many other JavaScript solutions' -> 'unlike every other JavaScript solution'; 'every' occurs in the README only about encodeEverything ('encode every symbol') and 'for every call'"),
            added=("The he package supports all standardized named character references as per HTML, of which there are more than two thousand, handles ambiguous ampersands like a browser would, and handles astral Unicode symbols just fine.",
                   "added detail (more than two thousand named references) not in the README; 'thousand' and '2,000' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`useNamedReferences`",
            start="The default value for the `useNamedReferences` option",
            end="will be used instead.",
            reworded=("In he, the default value of the useNamedReferences option is false, which means that encode() will not use any named character references such as &copy; in the output, and hexadecimal escapes such as &#xA9; will be used instead.",
                      "the setting 'In he' added; the two sentences joined; '(e.g. ...)' -> 'such as'; the dash made 'and'; backticks dropped"),
            paraphrase=("Since he's useNamedReferences option defaults to false, encode() leaves named character references like &copy; out of its output and writes hexadecimal escapes like &#xA9; in their place.",
                        "freer rewording; 'The default value ... is false' -> 'defaults to false'; 'will not use any named character references' -> 'leaves named character references ... out of its output'; 'will be used instead' -> 'writes ... in their place'"),
            contradiction=("In he, the default value of the useNamedReferences option is false, which means that encode() will not use named character references such as &copy; in the output, and decimal escapes such as &#169; will be used instead.",
                           "[entity] hexadecimal escapes (&#xA9;) -> decimal escapes (&#169;), which the README ties to the separate decimal option, also false by default"),
            overclaim=("The useNamedReferences option, the most important of he's encode options, defaults to false, so encode() uses hexadecimal escapes such as &#xA9; instead of named character references such as &copy;.",
                       "ranking added: 'the most important of he's encode options'; the README lists the encode options one after another and ranks none ('important' does not occur in it)"),
            added=("In he, the default value of the useNamedReferences option is false, so encode() uses hexadecimal escapes such as &#xA9; instead of named character references such as &copy;, and the option was added in he 0.5.0.",
                   "added origin in time (the option added in he 0.5.0) not in the README; '0.5' does not occur in it; not checked in the world"),
        ),
        dict(
            section="`he.escape(text)`",
            start="This function takes a string of text and escapes it",
            end="and `` ` ``.",
            reworded=("The he.escape function of he takes a string of text and escapes it for use in text contexts in XML or HTML documents, and only the following characters are escaped: the ampersand, the less-than and greater-than signs, the double and single quotes, and the backtick.",
                      "'This function' -> 'The he.escape function of he' (the ### heading); the two sentences joined; the six code spans named in words (a claim cannot hold backticks)"),
            paraphrase=("The he.escape function prepares text for the text contexts of HTML or XML documents by escaping just six characters: the ampersand, both angle brackets, both kinds of quotation mark and the backtick.",
                        "freer rewording; 'Only the following characters are escaped' -> 'escaping just six characters' (the six listed); 'XML or HTML' reordered"),
            contradiction=("The he.escape function of he takes a string of text and escapes it for use in text contexts in XML or HTML documents, escaping the ampersand, the angle brackets and both quotes but leaving the backtick unescaped.",
                           "[negation] the backtick, one of the six escaped characters, said to be left unescaped"),
            overclaim=("The he.escape function of he takes a string of text and escapes the ampersand, the angle brackets, both quotes and the backtick, which makes the result safe to use anywhere in an XML or HTML document.",
                       "condition dropped and scope widened: 'for use in text contexts in XML or HTML documents' -> 'safe to use anywhere in an XML or HTML document'; 'anywhere' does not occur in the README, 'safe' only inside 'unsafe' (the allowUnsafeSymbols option calls the same six characters 'unsafe for use in HTML content', which says nothing about other contexts)"),
            added=("The he.escape function of he takes a string of text and escapes it for use in text contexts in XML or HTML documents, escaping only the ampersand, angle brackets, quotes and backtick, and it runs considerably faster than he.encode.",
                   "added comparison (faster than he.encode) not in the README; 'faster' does not occur in it; not checked in the world"),
        ),
        dict(
            section="Unit tests & code coverage",
            start="Once that’s done, you can run",
            end="use `grunt test`.",
            reworded=("Once the dependencies are installed, the he package's unit tests can be run in Node using npm test or node tests/tests.js, and to run the tests in Rhino, Ringo, Narwhal and web browsers as well, grunt test is used.",
                      "'Once that's done' -> 'Once the dependencies are installed' (the previous sentence: run npm install to install the dependencies); 'you can run the unit tests' made passive; the imperative 'use grunt test' made passive; the two sentences joined; backticks dropped"),
            paraphrase=("After the dependencies are installed, the unit tests of he run in Node through npm test or node tests/tests.js, while grunt test also runs them in Rhino, Ringo, Narwhal and web browsers.",
                        "freer rewording; 'To run the tests in ... as well, use grunt test' -> 'grunt test also runs them in ...' ('as well' kept as 'also'); the four environments kept"),
            contradiction=("Once the dependencies are installed, the unit tests of he can be run in Node using grunt test, and to run them in Rhino, Ringo, Narwhal and web browsers as well, npm test is used.",
                           "[roles] npm test (the Node command) and grunt test (the command that adds Rhino, Ringo, Narwhal and browsers) swapped"),
            overclaim=("Once the dependencies are installed, the unit tests of he can be run in Node using npm test or node tests/tests.js, and grunt test runs them in every JavaScript environment.",
                       "scope widened: 'in Rhino, Ringo, Narwhal, and web browsers as well' -> 'in every JavaScript environment'; 'environment' does not occur in the README, 'every' only in the encode options ('encode every symbol', 'for every call')"),
            added=("Once the dependencies are installed, the unit tests of he can be run in Node using npm test or node tests/tests.js, while grunt test also runs them in Rhino, Ringo, Narwhal and web browsers and needs a Java runtime for Rhino.",
                   "added requirement (a Java runtime for Rhino) not in the README; 'java' occurs only inside 'JavaScript'; may be true in the world (Rhino runs on the JVM), not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# remark-parse's readme (unified family): "# remark-parse" (the title),
# badges, a one-line tagline, ## Contents (links), ## What is this?, ## When
# should I use this?, ## Install, ## Use (code), ## API (### with ######
# Parameters and Returns), ## Examples (### Example: support GFM and
# frontmatter, ### Example: turning markdown into a man page), ## Syntax,
# ## Syntax tree, ## Types, ## Compatibility, ## Security, ## Contribute,
# ## Sponsor (an HTML table) and ## License.  Sentences from three top-level
# sections: What is this?, When should I use this? and Examples (both
# ### examples).  Syntax, Syntax tree, Types, Compatibility, Security and
# Contribute are shared family text in whole or in part (notes-d.md).
DOCS.append(dict(
    path="remark-parse/readme.md",
    kind="README", num="remark-parse", title="remark-parse",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a [unified][] ([remark][]) plugin",
            end="into a syntax tree.",
            reworded=("The remark-parse package is a unified (remark) plugin that defines how to take markdown as input and turn it into a syntax tree.",
                      "'This package' -> 'The remark-parse package'; reference-link syntax dropped; the line break joined"),
            paraphrase=("As a unified plugin from the remark project, remark-parse specifies how markdown that comes in as input is turned into a syntax tree.",
                        "freer rewording; '[unified] ([remark]) plugin' -> 'a unified plugin from the remark project'; 'defines how to take markdown as input and turn it into' -> 'specifies how markdown that comes in as input is turned into'"),
            contradiction=("The remark-parse package is a unified (remark) plugin that defines how to take a syntax tree as input and turn it into markdown.",
                           "[roles] the input (markdown) and the output (a syntax tree) swapped"),
            overclaim=("The remark-parse package, the most widely used of all unified plugins, defines how to take markdown as input and turn it into a syntax tree.",
                       "ranking added: 'a unified (remark) plugin' -> 'the most widely used of all unified plugins'; 'widely' does not occur in the readme"),
            added=("The remark-parse package is a unified (remark) plugin that defines how to take markdown as input and turn it into a syntax tree, recording the line and column of every node it creates.",
                   "added detail (positional info on every node) not in the readme; 'column' and 'position' do not occur in it ('line' only in 'release line'); may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="This plugin adds support to unified",
            end="[`remark-stringify`][remark-stringify].",
            reworded=("The remark-parse plugin adds support to unified for parsing markdown, and if serializing markdown is also needed, remark, which combines unified, remark-parse and remark-stringify, can be used instead.",
                      "'This plugin' -> 'The remark-parse plugin'; 'If you also need to serialize markdown, you can alternatively use' made passive ('alternatively' -> 'instead'); 'this plugin' -> 'remark-parse'; the two sentences joined; link syntax and backticks dropped"),
            paraphrase=("With remark-parse, unified gains the ability to parse markdown; whoever also needs to serialize markdown may use remark in its place, a bundle of unified, remark-parse and remark-stringify.",
                        "freer rewording; 'adds support to unified for parsing markdown' -> 'unified gains the ability to parse markdown'; 'can alternatively use' -> 'may use ... in its place'; 'combines' -> 'a bundle of'"),
            contradiction=("The remark-parse plugin adds support to unified for parsing markdown, and if serializing markdown is also needed, remark, which combines unified and remark-stringify but not remark-parse, can be used instead.",
                           "[negation] remark 'combines unified, this plugin, and remark-stringify' -> 'but not remark-parse'"),
            overclaim=("The remark-parse plugin adds support to unified for parsing markdown, and anyone who also needs to serialize markdown must use remark, which combines unified, remark-parse and remark-stringify.",
                       "a possibility made a requirement: 'you can alternatively use remark' -> 'must use remark'"),
            added=("The remark-parse plugin adds support to unified for parsing markdown, and if serializing markdown is also needed, remark, first released in 2014, can be used instead, combining unified, remark-parse and remark-stringify.",
                   "added origin in time (remark first released in 2014) not in the readme; '2014' does not occur in it; not checked in the world"),
        ),
        dict(
            section="Example: support GFM and frontmatter",
            start="We support CommonMark by default.",
            end="enabled with plugins.",
            reworded=("The remark-parse plugin supports CommonMark by default, and non-standard markdown extensions can be enabled with plugins.",
                      "'We support' -> 'The remark-parse plugin supports'; the two sentences joined"),
            paraphrase=("Out of the box, remark-parse handles CommonMark, while markdown extensions beyond the standard are turned on through plugins.",
                        "freer rewording; 'by default' -> 'Out of the box'; 'Non-standard markdown extensions can be enabled' -> 'markdown extensions beyond the standard are turned on'"),
            contradiction=("The remark-parse plugin supports GitHub Flavored Markdown by default, and non-standard markdown extensions can be enabled with plugins.",
                           "[entity] CommonMark -> GitHub Flavored Markdown (GFM), which the same example adds with the remark-gfm plugin"),
            overclaim=("The remark-parse plugin supports CommonMark by default, and every non-standard markdown extension can be enabled with a plugin.",
                       "scope widened: 'Non-standard markdown extensions can be enabled with plugins' -> 'every non-standard markdown extension can be enabled with a plugin'; 'every' does not occur in the readme"),
            added=("The remark-parse plugin supports CommonMark by default, following version 0.31 of the CommonMark spec, and non-standard markdown extensions can be enabled with plugins.",
                   "added detail (version 0.31 of the spec) not in the readme; '0.31' and 'spec' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Example: turning markdown into a man page",
            start="Man pages (short for manual pages)",
            end="serialize as\nroff.",
            reworded=("In the remark-parse man page example, man pages (short for manual pages) are a way to document CLIs (for example, man git-log typed in a terminal); they use an old markup format called roff, and a remark plugin, remark-man, can serialize as roff.",
                      "the setting 'In the remark-parse man page example' named from the ### heading; '(example: type man git-log in your terminal)' -> '(for example, man git-log typed in a terminal)'; 'There's a remark plugin ... that can' -> 'a remark plugin ... can'; the three sentences joined; backticks and link syntax dropped"),
            paraphrase=("Manual pages, or man pages, document command-line tools (man git-log in a terminal shows one) and are written in roff, an old markup format that the remark plugin remark-man is able to output.",
                        "freer rewording; 'CLIs' -> 'command-line tools'; 'They use an old markup format called roff' -> 'are written in roff, an old markup format'; 'can serialize as roff' -> 'is able to output' roff"),
            contradiction=("Man pages (short for manual pages) are a way to document CLIs (for example, man git-log); they use a new markup format called roff, and the remark plugin remark-man can serialize as roff.",
                           "[direction] 'an old markup format' -> 'a new markup format'"),
            overclaim=("Man pages (short for manual pages) are the only way to document CLIs (for example, man git-log); they use an old markup format called roff, and the remark plugin remark-man can serialize as roff.",
                       "exclusivity added: 'are a way to document CLIs' -> 'are the only way to document CLIs'"),
            added=("Man pages (short for manual pages) are a way to document CLIs (for example, man git-log); they use roff, an old markup format created at Bell Labs in the early 1970s, and the remark plugin remark-man can serialize as roff.",
                   "added origin (roff created at Bell Labs in the early 1970s) not in the readme; 'bell' and '1970' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# mdast-util-find-and-replace's readme (syntax-tree family): "# mdast-util-
# find-and-replace" (the title), badges, a tagline, ## Contents (links),
# ## What is this?, ## When should I use this?, ## Install, ## Use (code),
# ## API (### `findAndReplace(tree, list[, options])`, ### `Find`,
# ### `FindAndReplaceList`, ### `FindAndReplaceTuple`, ### `Options`,
# ### `RegExpMatchObject`, ### `Replace`, ### `ReplaceFunction`, with ######
# Parameters, Returns, Type and Fields), ## Types, ## Compatibility,
# ## Security, ## Related, ## Contribute and ## License.  Sentences from
# three top-level sections: What is this?, When should I use this? and API
# (the findAndReplace description and ReplaceFunction's ###### Returns list).
DOCS.append(dict(
    path="mdast-util-find-and-replace/readme.md",
    kind="README", num="mdast-util-find-and-replace", title="mdast-util-find-and-replace",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a utility that lets you",
            end="replace them with nodes.",
            reworded=("The mdast-util-find-and-replace package is a utility that lets patterns (a string or a RegExp) be found in text and replaced with nodes.",
                      "'This package' -> 'The mdast-util-find-and-replace package'; 'lets you find patterns ... and replace them' made passive; backticks dropped; the line break joined"),
            paraphrase=("With mdast-util-find-and-replace, patterns given as strings or regular expressions can be searched for in text and swapped out for nodes.",
                        "freer rewording; '(string, RegExp)' -> 'given as strings or regular expressions'; 'find' -> 'searched for'; 'replace them with nodes' -> 'swapped out for nodes'"),
            contradiction=("The mdast-util-find-and-replace package is a utility that lets nodes be found in a tree and replaced with text patterns (a string or a RegExp).",
                           "[roles] what is found (patterns in text) and what it is replaced with (nodes) swapped"),
            overclaim=("The mdast-util-find-and-replace package is the only utility that can find patterns (a string or a RegExp) in mdast text and replace them with nodes.",
                       "exclusivity added: 'a utility that lets you find patterns' -> 'the only utility that can'; the readme's hast-util-find-and-replace works on hast, so it is no counter-example, but nothing says there is no other mdast utility"),
            added=("The mdast-util-find-and-replace package is a utility that lets patterns (a string or a RegExp) be found in text and replaced with nodes, and remark-gfm uses it to turn bare URLs into links.",
                   "added detail (remark-gfm uses it for bare URLs) not in the readme; 'remark-gfm' does not occur in it ('url' only in the Use example's code and output and in a badge URL); may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="This utility is typically useful",
            end="links to persons from them.",
            reworded=("The mdast-util-find-and-replace utility is typically useful when one has regexes and wants to modify mdast, one example being some form of mentions (matched by a regex for @-names) from which links to persons are to be created.",
                      "'This utility' -> 'The mdast-util-find-and-replace utility'; 'you have' -> 'one has'; the second sentence joined as an absolute phrase; the regex literal described in words ('matched by a regex for @-names'); quotation marks dropped"),
            paraphrase=("Changing mdast with the help of regular expressions is the typical use of mdast-util-find-and-replace, for instance when mentions of people, matched by a pattern such as one for @-names, should become links to those people.",
                        "freer rewording; 'typically useful' kept as 'the typical use'; 'One example is' -> 'for instance'; 'create links to persons from them' -> 'should become links to those people'"),
            contradiction=("The mdast-util-find-and-replace utility is typically useful when one has regexes and wants to modify mdast, for example to find some form of mentions and remove the links to persons they contain.",
                           "[direction] 'want to create links to persons from them' -> 'remove the links to persons they contain'"),
            overclaim=("The mdast-util-find-and-replace utility is the right tool whenever one has regexes and wants to modify mdast, for example to turn some form of mentions into links to persons.",
                       "hedge removed: 'is typically useful when' -> 'is the right tool whenever'"),
            added=("The mdast-util-find-and-replace utility is typically useful when one has regexes and wants to modify mdast, for example to create links to persons from mentions, as GitHub does for @-mentions in issue comments.",
                   "added comparison (GitHub's @-mentions in issue comments) not in the readme; 'github' occurs only in URLs, 'comment' never; may be true in the world, not checked"),
        ),
        dict(
            section="`findAndReplace(tree, list[, options])`",
            start="The algorithm searches the tree",
            end="Partial matches are not supported.",
            reworded=("The findAndReplace algorithm of mdast-util-find-and-replace searches the tree in preorder for complete values in Text nodes, and partial matches are not supported.",
                      "'The algorithm' -> 'The findAndReplace algorithm of mdast-util-find-and-replace' (the ### heading); emphasis and link syntax dropped; the two sentences joined"),
            paraphrase=("When findAndReplace runs, it walks the tree in preorder looking for whole values inside Text nodes, and it does not support matches that are only partial.",
                        "freer rewording; 'searches the tree in preorder' -> 'walks the tree in preorder looking for'; 'complete values' -> 'whole values'; 'Partial matches are not supported' -> 'does not support matches that are only partial'"),
            contradiction=("The findAndReplace algorithm of mdast-util-find-and-replace searches the tree in postorder for complete values in Text nodes, and partial matches are not supported.",
                           "[direction] 'in preorder' -> 'in postorder' (the order of the walk reversed)"),
            overclaim=("The findAndReplace algorithm of mdast-util-find-and-replace searches the tree in preorder, the fastest possible order, for complete values in Text nodes, and partial matches are not supported.",
                       "ranking added: 'in preorder' -> 'in preorder, the fastest possible order'; 'fastest' does not occur in the readme"),
            added=("The findAndReplace algorithm of mdast-util-find-and-replace searches the tree in preorder for complete values in Text nodes; partial matches are not supported, though support for them is planned for a future major version.",
                   "added plan (partial-match support planned for a future major version) not in the readme; 'planned' and 'future' do not occur in it ('major' only in the Compatibility boilerplate)"),
        ),
        dict(
            section="Returns",
            start="when `null`, `undefined`",
            end="replace with those nodes",
            reworded=("In mdast-util-find-and-replace, when a replace function returns null, undefined or an empty string the match is removed, when it returns false the match is not replaced at all, when it returns a string it is replaced with a text node of that value, and when it returns a Node or an array of nodes it is replaced with those nodes.",
                      "the four list items of ReplaceFunction's ###### Returns joined into one sentence with the subject 'a replace function' (the ### ReplaceFunction heading) and the setting 'In mdast-util-find-and-replace'; the leading '...or' dropped; '' -> 'an empty string'; Array<Node> -> 'an array of nodes'; backticks dropped"),
            paraphrase=("A replace function given to mdast-util-find-and-replace drops the match by returning null, undefined or an empty string, leaves it alone by returning false, turns it into a text node with a string, and swaps it for nodes by returning one Node or an array of them.",
                        "freer rewording; each return value kept with its effect; 'do not replace at all' -> 'leaves it alone'; 'replace with a text node of that value' -> 'turns it into a text node with a string'"),
            contradiction=("In mdast-util-find-and-replace, when a replace function returns null, undefined or an empty string the match is removed, but returning false does not prevent the match from being replaced.",
                           "[negation] 'when false, do not replace at all' -> 'returning false does not prevent the match from being replaced'"),
            overclaim=("In mdast-util-find-and-replace, returning false from a replace function is the recommended way to skip a match, while null, undefined or an empty string removes it and a string or nodes replace it.",
                       "a possibility made a recommendation: 'when false, do not replace at all' -> 'the recommended way to skip a match'; 'recommend' does not occur in the readme"),
            added=("In mdast-util-find-and-replace, a replace function's null, undefined or empty string removes the match, false keeps it, a string replaces it with a text node, and a Node or array of nodes replaces it with those nodes, which are not searched again.",
                   "added detail (inserted nodes are not searched again) not in the readme; 'again' does not occur in it; may be true in the world, not checked"),
        ),
    ]))
