# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-47, part B (drafts 6-10).

Same format as review-claims-46's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the end of the start
anchor, inclusive), plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json); `title` is the text of the README's first level-1
heading with images, links, HTML and code marks read away.  `section` is the
text of the nearest heading above the sentence (closing '#'s of ATX headings
and badges dropped, other markup kept, as in review-claims-46);
check_part_b.py also derives the top-level section of each cut.

DEVIATIONS FROM THE BRIEF (see notes-b.md, "Read first"):
- draft 06: the assigned README (@unified-latex/unified-latex-types) has one
  package-specific prose sentence of 12-45 words, and the spare
  (decode-named-character-reference) has none, so neither can give four.
  Draft 06 here is wrap-ansi/readme.md, the replacement named by a follow-up
  brief (a first, provisional choice, cross-spawn/README.md, was dropped
  because an earlier evaluation set used it).  Its four cuts all sit under
  ## API (three different nearest headings).
- drafts 08 and 10: each README has exactly three package-specific prose
  sentences of 12-45 words, so each uses one 8-11-word sentence (d08-s1, 9
  words; d10-s3, 11 words), as review-claims-38 allowed for d05-s3.
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# REPLACEMENT named by the follow-up brief: wrap-ansi's readme.md (wrap-ansi
# 7.0.0, 2745 bytes, 91 lines), in place of the assigned
# @unified-latex/unified-latex-types README (and of the earlier provisional
# cross-spawn README, which an earlier evaluation set used).
# wrap-ansi-cjs/readme.md is a byte-identical copy of the same package (an npm
# alias, package.json name "wrap-ansi", 7.0.0), and
# @isaacs/cliui/node_modules/wrap-ansi/readme.md is wrap-ansi 8.1.0 with the
# same prose; neither is another package's README.
# "# wrap-ansi" (title with two badges), the tagline, ## Install (command),
# ## Usage (code, a screenshot), ## API (### wrapAnsi(string, columns,
# options?), #### string, #### columns, #### options with ##### hard,
# ##### wordWrap and ##### trim), ## Related (four link items), ## Maintainers
# and a Tidelift HTML block.  All its package-specific prose of 12+ words is
# under ## API, so the four cuts come from one top-level section but from
# three different nearest headings: hard, wordWrap (two adjacent sentences,
# not overlapping) and trim.
DOCS.append(dict(
    path="wrap-ansi/readme.md",
    kind="README", num="wrap-ansi", title="wrap-ansi",
    sentences=[
        dict(
            section="hard",
            start="By default the wrap is soft",
            end="hard wrap at the column width.",
            reworded=("In wrap-ansi the wrap is soft by default, meaning long words may extend past the column width, and setting the hard option to true will make it hard wrap at the column width.",
                      "'By default' moved after the verb; 'this' named as the hard option from the ##### hard heading; the two sentences joined with 'and'; backticks dropped; 'may' and both column widths kept, so the cut states all of it"),
            paraphrase=("Unless hard is set to true, wrap-ansi wraps softly, so a long word can run beyond the column width; with hard set to true, lines are broken hard at that width.",
                        "freer rewording; the default stated as a condition ('Unless hard is set to true'); 'may extend past' -> 'can run beyond' (hedge kept); 'will make it hard wrap at the column width' -> 'lines are broken hard at that width'; the option named from the heading, so it is supported"),
            contradiction=("By default wrap-ansi hard wraps at the column width, and setting the hard option to true makes the wrap soft, so that long words may extend past the column width.",
                           "[roles] the default and the opted-in behaviour swapped: the cut says the wrap is soft by default (long words may extend past the width) and hard only when this option is set to true"),
            overclaim=("In wrap-ansi the wrap is soft by default, so long words will always extend past the column width unless the hard option is set to true.",
                       "hedge removed: 'may extend past the column width' -> 'will always extend past'; the cut says only that under the soft default long words may do so, so it does not support 'always'"),
            added=("The soft default wrap of wrap-ansi, under which long words may extend past the column width, was chosen so that long URLs stay clickable in terminals, and setting hard to true makes it hard wrap at the column width.",
                   "added purpose (the soft default keeps long URLs clickable) not in the README; 'URL', 'clickable' and 'chosen' do not occur in it, 'terminal' only in two Related items; invented, so not_supported"),
        ),
        dict(
            section="wordWrap",
            start="By default, an attempt is made",
            end="past the configured columns.",
            reworded=("With wordWrap left at its default, wrap-ansi attempts to split words at spaces, ensuring that they don't extend past the configured columns.",
                      "'By default' given the option from the ##### wordWrap heading ('With wordWrap left at its default'); passive 'an attempt is made' -> 'wrap-ansi attempts'; the rest kept word for word, so the cut supports it"),
            paraphrase=("Unless wordWrap is changed, wrap-ansi tries to break lines at the spaces between words, so that no word runs beyond the configured number of columns.",
                        "freer rewording; 'By default' -> 'Unless wordWrap is changed'; 'an attempt is made to split words at spaces' -> 'tries to break lines at the spaces between words' ('tries' keeps the attempt); 'ensuring that they don't extend past' -> 'so that no word runs beyond'"),
            contradiction=("By default, wrap-ansi attempts to split words at hyphens, ensuring that they don't extend past the configured columns.",
                           "[entity] 'at spaces' -> 'at hyphens'; the cut names spaces as the split points, and hyphens occur nowhere in the README"),
            overclaim=("By default, wrap-ansi splits words at spaces in the optimal way, giving the most even line lengths possible while ensuring that they don't extend past the configured columns.",
                       "degree raised: 'an attempt is made to split words at spaces' -> splitting 'in the optimal way, giving the most even line lengths possible'; the cut says only that the split is attempted and keeps words within the columns, nothing about how even the lines are"),
            added=("By default, wrap-ansi attempts to split words at spaces, ensuring that they don't extend past the configured columns, and it counts each full-width East Asian character as two columns.",
                   "added detail (full-width East Asian characters counted as two columns) not in the README; 'East', 'Asian' and 'full-width' do not occur in it, 'characters' only in 'Newline characters will be normalized'; may be true in the world, not checked, so not_supported"),
        ),
        dict(
            section="wordWrap",
            start="If wordWrap is `false`",
            end="splitting words as necessary.",
            reworded=("If the wordWrap option of wrap-ansi is false, each column will instead be filled completely, with words split as necessary.",
                      "'wordWrap' -> 'the wordWrap option of wrap-ansi'; 'completely filled' -> 'filled completely'; 'splitting words as necessary' -> 'with words split as necessary'; backticks dropped; same meaning, so supported"),
            paraphrase=("With wordWrap set to false, wrap-ansi instead fills each column to the full and breaks words wherever it has to.",
                        "freer rewording; 'each column will ... be completely filled' -> 'fills each column to the full'; 'splitting words as necessary' -> 'breaks words wherever it has to' (the condition 'as necessary' kept); 'instead' kept"),
            contradiction=("If wordWrap is false, wrap-ansi will instead fill each column completely, but without ever splitting words.",
                           "[negation] 'splitting words as necessary' -> 'without ever splitting words'; the cut says words are split where needed"),
            overclaim=("If wordWrap is false, wrap-ansi guarantees that every line of its output, the last one included, is exactly as wide as the configured columns, splitting words as necessary.",
                       "degree raised: 'each column will instead be completely filled' -> a guarantee that every line, the last one included, has exactly the configured width; the cut neither speaks of the last line nor promises exact widths"),
            added=("If wordWrap is false, each column of the wrap-ansi output will instead be completely filled, splitting words as necessary, which suits tables and other fixed-width layouts.",
                   "added use (suits tables and other fixed-width layouts) not in the README; 'table', 'layout', 'suit' and 'fixed' do not occur in it; may be true in the world, not checked, so not_supported"),
        ),
        dict(
            section="trim",
            start="Whitespace on all lines is removed",
            end="if you don't want to trim.",
            reworded=("In wrap-ansi, whitespace on all lines is removed by default, and the trim option should be set to false when trimming is not wanted.",
                      "'In wrap-ansi' added as the setting; the two sentences joined with 'and'; the imperative 'Set this option to false if you don't want to trim' made passive, 'this option' named from the ##### trim heading; backticks dropped"),
            paraphrase=("Unless trim is switched off by setting it to false, wrap-ansi strips whitespace from every line.",
                        "freer rewording; the two sentences merged into one condition; 'by default' expressed as 'Unless trim is switched off'; 'Whitespace on all lines is removed' -> 'strips whitespace from every line'"),
            contradiction=("In wrap-ansi, whitespace is removed by default only on the first line, and the trim option can be set to false when trimming is not wanted.",
                           "[number] 'on all lines' -> 'only on the first line' (all -> one); the option half kept"),
            overclaim=("In wrap-ansi, whitespace on all lines is removed by default, and setting trim to false keeps every space and tab of the input exactly where it was.",
                       "degree raised: 'if you don't want to trim' (no trimming) -> every space and tab of the input kept exactly where it was; the cut says only that trimming is turned off, nothing about the spaces where lines are broken"),
            added=("In wrap-ansi, whitespace on all lines is removed by default, and the maintainers recommend setting trim to false for preformatted text such as code listings.",
                   "added recommendation (trim set to false for preformatted text such as code listings) not in the README; 'recommend', 'preformatted' and 'listing' do not occur in it, 'code' only in 'ANSI escape codes', 'maintainers' only in the ## Maintainers heading and the Tidelift block; invented, so not_supported"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# micromark-extension-gfm-tagfilter's readme.md (2.0.0, 6573 bytes): "#
# micromark-extension-gfm-tagfilter" (title, badges, a one-line tagline),
# then ## Contents, ## What is this?, ## When to use this, ## Install, ## Use
# (code), ## API (### `gfmTagfilterHtml()`, ###### Returns), ## Authoring,
# ## HTML, ## CSS, ## Syntax, ## Types, ## Compatibility, ## Security,
# ## Related, ## Contribute, ## License.  Sentences from four top-level
# sections: What is this?, When to use this, HTML and Security.
DOCS.append(dict(
    path="micromark-extension-gfm-tagfilter/readme.md",
    kind="README", num="micromark-extension-gfm-tagfilter", title="micromark-extension-gfm-tagfilter",
    sentences=[
        dict(
            section="What is this?",
            start="The tag filter is a naïve",
            end="proper HTML sanitizing algorithm.",
            reworded=("The tag filter that micromark-extension-gfm-tagfilter supports is a naïve attempt at XSS protection, and a proper HTML sanitizing algorithm should be used.",
                      "'The tag filter' given the setting 'that micromark-extension-gfm-tagfilter supports' (the paragraph's first sentence); the two sentences joined with 'and'; 'You should use' made passive"),
            paraphrase=("GFM's tag filter is only a naive try at guarding against cross-site scripting, and what should be used is a proper algorithm for sanitizing HTML.",
                        "freer rewording; 'a naïve attempt at XSS protection' -> 'only a naive try at guarding against cross-site scripting' (XSS spelled out); 'You should use' -> 'what should be used is'; GFM named from the paragraph's first sentence"),
            contradiction=("The GFM tag filter is a sophisticated attempt at XSS protection, although a proper HTML sanitizing algorithm should still be used.",
                           "[direction] 'a naïve attempt' -> 'a sophisticated attempt' (the antonym); the advice to use a sanitizer kept"),
            overclaim=("The GFM tag filter is a naïve attempt at XSS protection, so every project that uses micromark-extension-gfm-tagfilter is required to add a proper HTML sanitizing algorithm as well.",
                       "advice made a rule and scope widened: 'You should use' -> 'every project that uses micromark-extension-gfm-tagfilter is required to add'; the README gives advice to the reader only (the rule is not tied to untrusted markdown, which the Security section's 'micromark is safe by default' could be read against)"),
            added=("The GFM tag filter is a naïve attempt at XSS protection that attackers can bypass with event-handler attributes such as onerror, so a proper HTML sanitizing algorithm should be used.",
                   "added example (a bypass through event-handler attributes such as onerror) not in the README; 'attribute', 'onerror', 'event' and 'bypass' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="When to use this",
            start="You can use this extension when",
            end="to support all GFM features.",
            reworded=("The micromark-extension-gfm-tagfilter extension can be used when working with micromark already, and then micromark-extension-gfm, which includes this extension, can be used instead to support all GFM features.",
                      "'You can use this extension' made passive with the package named; the two sentences joined ('When you do' -> 'and then'); link syntax and backticks dropped"),
            paraphrase=("Anyone already using micromark can add the tagfilter extension, or can reach instead for micromark-extension-gfm, which bundles it, to get support for every GFM feature.",
                        "freer rewording; 'working with micromark already' -> 'already using micromark'; 'which includes this extension' -> 'which bundles it'; 'all GFM features' -> 'every GFM feature'; both options kept as possibilities ('can')"),
            contradiction=("When working with micromark already, micromark-extension-gfm-tagfilter can be used instead of micromark-extension-gfm, since the tagfilter extension includes micromark-extension-gfm and so supports all GFM features.",
                           "[roles] the including and included packages swapped: the README says micromark-extension-gfm includes the tagfilter extension, not the other way round"),
            overclaim=("When working with micromark, micromark-extension-gfm, which includes the tagfilter extension, must always be used instead of it in order to support GFM features.",
                       "possibility made a rule: 'you can instead use' -> 'must always be used instead'; the README offers it as an option"),
            added=("When working with micromark already, micromark-extension-gfm can be used instead of the tagfilter extension, since it includes this extension together with autolink literals, footnotes, strikethrough and tables to support all GFM features.",
                   "added list (autolink literals, footnotes, strikethrough and tables as the other bundled features) not in the README; 'autolink', 'footnote', 'strikethrough' and 'table' do not occur in it; true in the world as far as known, not checked"),
        ),
        dict(
            section="HTML",
            start="GFM tagfilter removes certain",
            end="`textarea`, and `xmp`.",
            reworded=("The GFM tagfilter of micromark-extension-gfm-tagfilter removes certain dangerous HTML tags: iframe, noembed, noframes, plaintext, script, style, title, textarea and xmp.",
                      "the setting 'of micromark-extension-gfm-tagfilter' added; backticks dropped; the serial comma dropped"),
            paraphrase=("Nine HTML tags regarded as dangerous, namely iframe, noembed, noframes, plaintext, script, style, title, textarea and xmp, are stripped out by the GFM tag filter.",
                        "freer rewording; passive; 'certain dangerous HTML tags' -> 'Nine HTML tags regarded as dangerous, namely' (the nine listed); 'removes' -> 'stripped out'"),
            contradiction=("The GFM tagfilter removes twelve dangerous HTML tags, including iframe, script, style and textarea.",
                           "[number] the README lists nine tags (iframe, noembed, noframes, plaintext, script, style, title, textarea, xmp), not twelve"),
            overclaim=("The GFM tagfilter removes every dangerous HTML tag, such as iframe, script, style and textarea.",
                       "scope widened: 'certain dangerous HTML tags' -> 'every dangerous HTML tag'; the README lists nine tags and calls the filter naïve"),
            added=("The GFM tagfilter removes certain dangerous HTML tags, iframe, noembed, noframes, plaintext, script, style, title, textarea and xmp, whether they are written in upper or lower case.",
                   "added condition (case-insensitive matching) not in the README; 'case', 'upper' and 'lower' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Security",
            start="While micromark is safe by default",
            end="This package is **not safe**.",
            reworded=("While micromark is safe by default, the micromark-extension-gfm-tagfilter extension only does something when allowDangerousHtml: true is passed, which is an unsafe option; the package is not safe.",
                      "'this extension' -> 'the micromark-extension-gfm-tagfilter extension', 'This package' -> 'the package'; the two sentences joined with a semicolon; backticks and bold dropped"),
            paraphrase=("Micromark is safe out of the box, but the tagfilter extension only has an effect once the unsafe option allowDangerousHtml: true is passed, and the package itself is not safe.",
                        "freer rewording; 'safe by default' -> 'safe out of the box'; 'only does something when' -> 'only has an effect once'; 'which is an unsafe option' folded into 'the unsafe option'; 'not safe' kept"),
            contradiction=("While micromark is safe by default, the tagfilter extension only does something when allowDangerousHtml: true is passed, which is an unsafe option, but the package itself is safe.",
                           "[negation] 'This package is not safe' -> 'the package itself is safe'"),
            overclaim=("While micromark is safe by default, the tagfilter extension only works with allowDangerousHtml: true, and using it makes every page that shows its output vulnerable to XSS.",
                       "degree raised: 'This package is not safe' -> 'using it makes every page that shows its output vulnerable to XSS'; the README states no such effect"),
            added=("While micromark is safe by default, the tagfilter extension only does something when allowDangerousHtml: true is passed, an unsafe option meant for trusted content such as a site's own documentation; the package is not safe.",
                   "added purpose and example (the option is meant for trusted content such as a site's own documentation) not in the README; 'trusted' and 'documentation' do not occur in it, 'content' only inside the ## Contents heading; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# micromark-util-resolve-all's readme.md (2.0.1, 6232 bytes): "#
# micromark-util-resolve-all" (title, badges, a 5-word tagline and a
# four-sentence paragraph on resolvers), then ## Contents, ## What is this?
# (one 11-word sentence, word for word in micromark-util-subtokenize), ## When
# should I use this? (one 13-word sentence shared with nine micromark-util
# READMEs), ## Install, ## Use (code), ## API (### `resolveAll(...)`: a 5-word
# sentence and parameter items of 2-7 words), ## Types, ## Compatibility,
# ## Security, ## Contribute (family boilerplate) and ## License.  The only
# package-specific prose of 12+ words is the paragraph under the title, so all
# four sentences come from it (one top-level section, one heading); d08-s1 is
# its 9-word first sentence (SHORT_OK).
DOCS.append(dict(
    path="micromark-util-resolve-all/readme.md",
    kind="README", num="micromark-util-resolve-all", title="micromark-util-resolve-all",
    sentences=[
        dict(
            section="micromark-util-resolve-all",
            start="[Resolvers][resolver] are functions",
            end="and manipulate them.",
            reworded=("For micromark-util-resolve-all, resolvers are functions that take events and manipulate them.",
                      "a 9-word sentence (the SHORT_OK allowance: the README has only three package-specific prose sentences of 12-45 words); the setting 'For micromark-util-resolve-all' added; the reference-link syntax dropped"),
            paraphrase=("A resolver is a function that receives events and changes them.",
                        "freer rewording; plural -> singular; 'take' -> 'receives'; 'manipulate' -> 'changes'"),
            contradiction=("Resolvers are functions that take events and pass them on without manipulating them.",
                           "[negation] 'and manipulate them' -> 'without manipulating them'"),
            overclaim=("Resolvers are the only functions in micromark that take events and manipulate them.",
                       "exclusivity added: 'the only functions in micromark'; the README defines resolvers and compares them with nothing"),
            added=("Resolvers are functions that take events and manipulate them, and each resolver runs exactly once per document.",
                   "added detail (each resolver runs once per document) not in the README; 'once' and 'document' do not occur in it; invented"),
        ),
        dict(
            section="micromark-util-resolve-all",
            start="This is needed for example",
            end="aren’t parsed left-to-right.",
            reworded=("Resolvers manipulating events, as micromark-util-resolve-all describes them, are needed for example because media (links, images) and attention (strong, italic) aren't parsed left-to-right.",
                      "'This' named from the sentence before ('Resolvers are functions that take events and manipulate them.'); the package named as the setting; the line break dropped"),
            paraphrase=("Event-manipulating resolvers are required because, among other things, links and images (media) and strong and italic text (attention) are not parsed from left to right.",
                        "freer rewording; the referent named from the sentence before; 'for example' -> 'among other things'; the examples and the category names swapped in position, each pair kept together"),
            contradiction=("Resolvers are needed, for example, because media (strong, italic) and attention (links, images) aren't parsed left-to-right.",
                           "[roles] the examples of media and attention swapped: media are links and images, attention is strong and italic"),
            overclaim=("Resolvers are needed because no inline construct in micromark is parsed left-to-right, media and attention being just two examples.",
                       "scope widened: 'media (links, images) and attention (strong, italic) aren't parsed left-to-right' -> 'no inline construct in micromark is parsed left-to-right'"),
            added=("Resolvers are needed for example because media (links, images) and attention (strong, italic) aren't parsed left-to-right, a design that micromark took over from the CommonMark reference parser.",
                   "added origin (the design taken over from the CommonMark reference parser) not in the README; 'CommonMark', 'reference' and 'design' do not occur in it; not checked in the world"),
        ),
        dict(
            section="micromark-util-resolve-all",
            start="Instead, their openings and closings",
            end="turned into plain text.",
            reworded=("Instead, in the process micromark-util-resolve-all describes, the openings and closings of media and attention are parsed, and when that is done, their openings and closings are matched and leftovers are turned into plain text.",
                      "'their' named from the sentence before (media and attention); the package named as the setting; 'when done' -> 'when that is done'; 'left overs' -> 'leftovers'; the line break dropped"),
            paraphrase=("For media and attention, the parser first reads their openings and closings, then pairs them up once that is finished, and whatever is left unmatched becomes plain text.",
                        "freer rewording; 'their' named from the sentence before; 'are matched' -> 'pairs them up'; 'left overs are turned into plain text' -> 'whatever is left unmatched becomes plain text'"),
            contradiction=("Instead, the openings and closings of media and attention are parsed, and when done, they are matched, and left overs are turned into raw HTML.",
                           "[entity] left overs are turned into plain text -> into raw HTML"),
            overclaim=("Parsing the openings and closings of media and attention first, matching them when done and turning left overs into plain text is the only correct way to parse these constructs.",
                       "exclusivity added: the README describes how they are parsed, not that it is 'the only correct way'"),
            added=("Instead, the openings and closings of media and attention are parsed, and when done, they are matched and left overs are turned into plain text, a step that accounts for most of micromark's parsing time.",
                   "added estimate (the step takes most of micromark's parsing time) not in the README; 'time', 'slow', 'performance' and 'most' do not occur in it; invented"),
        ),
        dict(
            section="micromark-util-resolve-all",
            start="Because media and attention can’t overlap",
            end="matches an opening, too.",
            reworded=("Because media and attention can't overlap, that operation, as micromark-util-resolve-all explains, has to be performed when one closing matches an opening, too.",
                      "'we need to perform' made passive ('has to be performed'); the package named as the setting; the line break dropped"),
            paraphrase=("Since media and attention may not overlap each other, the same operation must also run whenever a closing gets matched with an opening.",
                        "freer rewording; 'can't overlap' -> 'may not overlap each other'; 'we need to perform that operation' -> 'the same operation must also run'; 'when one closing matches an opening' -> 'whenever a closing gets matched with an opening'"),
            contradiction=("Because media and attention can overlap, that operation also has to be performed when one closing matches an opening.",
                           "[negation] 'can't overlap' -> 'can overlap'"),
            overclaim=("Because media and attention can't overlap, that operation has to be performed every time any token at all is parsed.",
                       "scope widened: 'when one closing matches an opening' -> 'every time any token at all is parsed'"),
            added=("Because media and attention can't overlap, that operation has to be performed when one closing matches an opening too, which is the main reason micromark-util-resolve-all exists as a separate package.",
                   "added purpose (the main reason the package exists separately) not in the README; 'reason', 'separate' and 'exists' do not occur in it ('main' only inside link URLs); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# unist-util-stringify-position's readme.md (4.0.0, 6025 bytes): "#
# unist-util-stringify-position" (title, badges, a 10-word tagline), then
# ## Contents, ## What is this?, ## When should I use this?, ## Install,
# ## Use (code), ## API (### `stringifyPosition(node|position|point)`,
# ###### Parameters, ###### Returns), ## Types, ## Compatibility, ## Security,
# ## Related, ## Contribute, ## License.  Two older copies (3.0.3) are nested
# under @unified-latex/unified-latex-util-replace/node_modules and
# @unified-latex/unified-latex-util-trim/node_modules; their prose is the same
# apart from Install and Compatibility, so the boilerplate test skips copies of
# the same package (see notes-b.md).  Sentences from three top-level sections:
# What is this?, When should I use this? and API (two headings).
DOCS.append(dict(
    path="unist-util-stringify-position/readme.md",
    kind="README", num="unist-util-stringify-position", title="unist-util-stringify-position",
    sentences=[
        dict(
            section="What is this?",
            start="This package is a utility that takes",
            end="serializes its positional info.",
            reworded=("The unist-util-stringify-position package is a utility that takes any unist node, position or point (whether mdast, hast and so on) and serializes its positional info.",
                      "'This package' -> 'The unist-util-stringify-position package'; the parenthesis moved after the list; 'etc' -> 'and so on'; reference-link syntax dropped"),
            paraphrase=("Given a node, position or point from any unist tree, be it mdast, hast or another, unist-util-stringify-position turns its positional information into a string.",
                        "freer rewording; 'serializes its positional info' -> 'turns its positional information into a string'; 'whether mdast, hast, etc' -> 'be it mdast, hast or another'; 'any' kept"),
            contradiction=("The unist-util-stringify-position package is a utility that takes the serialized positional info of any unist node, position or point and parses it back into an object.",
                           "[direction] serializes -> parses back (the reverse operation)"),
            overclaim=("The unist-util-stringify-position package takes a node, position or point from every kind of syntax tree, not only unist ones, and serializes its positional info.",
                       "scope widened: 'any unist (whether mdast, hast, etc) node' -> 'every kind of syntax tree, not only unist ones'"),
            added=("The unist-util-stringify-position package takes any unist node, position or point and serializes its positional info, and it was first written for the remark markdown processor.",
                   "added origin (first written for remark) not in the README; 'remark', 'processor' and 'written' do not occur in it; invented or unknown, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="This utility is useful to display",
            end="warning messages about something.",
            reworded=("The unist-util-stringify-position utility is useful to display where something occurred in the original document, in one standard way, for humans, for example when throwing errors or warning messages about something.",
                      "'This utility' -> 'The unist-util-stringify-position utility'; the fragment 'For example, when ...' joined to the sentence"),
            paraphrase=("Showing people, in a single standard way, where something happened in the original document, for instance in errors or warnings, is what unist-util-stringify-position is good for.",
                        "freer rewording; reordered; 'for humans' -> 'Showing people'; 'in one standard way' -> 'in a single standard way'; 'For example, when throwing errors or warning messages' -> 'for instance in errors or warnings'"),
            contradiction=("The unist-util-stringify-position utility is useful to display where something occurred in the original document, in one standard way, for machines, for example when throwing errors or warning messages.",
                           "[entity] 'for humans' -> 'for machines'"),
            overclaim=("The unist-util-stringify-position utility is the only way to display where something occurred in the original document, and every error or warning message about a document must use it.",
                       "exclusivity and a rule added: 'is useful to display' -> 'is the only way to display'; 'For example, when throwing errors' -> 'every error or warning message ... must use it'"),
            added=("The unist-util-stringify-position utility is useful to display where something occurred in the original document, in one standard way, for humans, for example in the messages that vfile-message creates.",
                   "added example (the messages of vfile-message) not in the README; 'vfile' does not occur in it (the Related list names four unist utilities only); may be true in the world, not checked"),
        ),
        dict(
            section="`stringifyPosition(node|position|point)`",
            start="Serialize the positional info",
            end="or\nnode.",
            reworded=("The stringifyPosition function of unist-util-stringify-position serializes the positional info of a point, a position (start and end points) or a node.",
                      "the imperative 'Serialize' given the subject 'The stringifyPosition function of unist-util-stringify-position' (the ### heading); the line break dropped"),
            paraphrase=("Points, positions (which consist of a start and an end point) and nodes can all have their positional info serialized with stringifyPosition.",
                        "freer rewording; passive, with the three inputs as subject; 'position (start and end points)' -> 'positions (which consist of a start and an end point)'"),
            contradiction=("The stringifyPosition function serializes the positional info of a point or a position (start and end points), but not of a node.",
                           "[negation] 'or node' -> 'but not of a node'"),
            overclaim=("The stringifyPosition function serializes the positional info of a point, a position or a node losslessly, so that the original point or position can be fully rebuilt from the string.",
                       "degree raised: 'Serialize' -> 'serializes ... losslessly, so that the original ... can be fully rebuilt'; the README says nothing about reading the string back"),
            added=("The stringifyPosition function serializes the positional info of a point, a position or a node, and accepts an optional second argument that chooses the output format.",
                   "added detail (an optional second argument for the output format) not in the README; 'argument' and 'option' do not occur in it; 'format' occurs only in Returns ('In the format of a range'), which describes one fixed format; invented"),
        ),
        dict(
            section="Returns",
            start="In the format of a range",
            end="and `e` for end.",
            reworded=("The string returned by unist-util-stringify-position is in the format of a range ls:cs-le:ce (when given a node or position) or a point l:c (when given a point), where l stands for line, c for column, s for start and e for end.",
                      "the subject 'The string returned by unist-util-stringify-position' from the line above the cut ('Pretty printed positional info of a node (`string`).'); backticks dropped; the serial comma dropped"),
            paraphrase=("For a node or a position the output is a range written ls:cs-le:ce, and for a point it is l:c, with l meaning line, c column, s start and e end.",
                        "freer rewording; the two cases split into two clauses; 'stands for' -> 'meaning'"),
            contradiction=("The string returned by unist-util-stringify-position is in the format of a range ls:cs-le:ce when given a point, or a point l:c when given a node or position, where l stands for line and c for column.",
                           "[roles] the inputs swapped: the range format is for a node or position and the point format for a point; the s and e keys dropped"),
            overclaim=("The ls:cs-le:ce range format for nodes and positions and the l:c point format for points, as returned by unist-util-stringify-position, are the only location formats used across the unified collective.",
                       "exclusivity added: 'the only location formats used across the unified collective'; the README describes its own output only"),
            added=("The string returned by unist-util-stringify-position is a range ls:cs-le:ce for a node or position or a point l:c for a point, a notation borrowed from the GNU coding standards for error messages.",
                   "added origin (borrowed from the GNU coding standards) not in the README; 'GNU', 'standards' and 'borrowed' do not occur in it ('standard' only in 'in one standard way', and 'errors or warning messages' in When should I use this?, which names no origin); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# micromark-util-edit-map's readme.md (1.0.0, 5789 bytes): "#
# micromark-util-edit-map" (title, badges, a 9-word tagline), then
# ## Contents, ## What is this?, ## When should I use this?, ## Install,
# ## Use (code), ## API (### `EditMap()`, ### `EditMap#add(index, remove,
# add)`, ### `EditMap#addBefore(index, remove, add)`, ### `EditMap#consume(
# events)`, each with ###### Parameters / Returns), ## Types, ## Compatibility,
# ## Security, ## Contribute, ## License.  Package-specific prose of 12-45
# words: What is this?, When should I use this? and the addBefore description
# only, so d10-s3 is the 11-word add description (SHORT_OK).  Sentences from
# three top-level sections: What is this?, When should I use this? and API
# (two headings).
DOCS.append(dict(
    path="micromark-util-edit-map/readme.md",
    kind="README", num="micromark-util-edit-map", title="micromark-util-edit-map",
    sentences=[
        dict(
            section="What is this?",
            start="This package exposes an algorithm",
            end="such as for tables or lists.",
            reworded=("The micromark-util-edit-map package exposes an algorithm to batch changes to lists of events, which is needed when authoring complex resolvers, such as for tables or lists.",
                      "'This package' -> 'The micromark-util-edit-map package'; 'needed when' -> 'which is needed when'; the line break dropped"),
            paraphrase=("Authors of complex resolvers, for example ones for tables or lists, need the algorithm for batching changes to event lists that micromark-util-edit-map provides.",
                        "freer rewording; reordered with the resolver authors as subject; 'exposes' -> 'provides'; 'such as for tables or lists' -> 'for example ones for tables or lists'"),
            contradiction=("The micromark-util-edit-map package exposes an algorithm to batch changes to lists of events, needed when authoring simple resolvers, such as for tables or lists.",
                           "[direction] 'complex resolvers' -> 'simple resolvers' (the antonym)"),
            overclaim=("The micromark-util-edit-map package exposes the only algorithm with which complex resolvers, such as for tables or lists, can be authored.",
                       "exclusivity added: 'needed when authoring complex resolvers' -> 'the only algorithm with which complex resolvers ... can be authored'; not 'every resolver', which When should I use this? ('only useful when ... need to change many places') could be read against"),
            added=("The micromark-util-edit-map package exposes an algorithm to batch changes to lists of events, needed for complex resolvers such as for tables or lists, because it avoids re-indexing the list after every single edit.",
                   "added cause (it avoids re-indexing the list after every edit) not in the README; 're-index', 'after every' and 'avoid' do not occur in it ('index' only as the add and addBefore parameter); may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="This package is only useful when",
            end="how a construct is represented.",
            reworded=("The micromark-util-edit-map package is only useful when making one's own micromark extensions that need to change many places in lists of events, such as injecting the result of parsing subcontent, or cleaning up how a construct is represented.",
                      "'This package' -> 'The micromark-util-edit-map package'; 'when you are making your own' -> 'when making one's own'; line breaks dropped"),
            paraphrase=("Only people writing their own micromark extensions that must alter many spots in event lists, for instance to inject the result of parsing subcontent or to tidy up how a construct is represented, will find micromark-util-edit-map useful.",
                        "freer rewording; 'only useful when you are making your own micromark extensions' -> 'Only people writing their own micromark extensions ... will find ... useful'; 'many places' -> 'many spots'; 'such as' -> 'for instance'; both examples kept"),
            contradiction=("The micromark-util-edit-map package is useful even to those who are not making their own micromark extensions, for example for injecting the result of parsing subcontent or cleaning up how a construct is represented.",
                           "[negation] 'only useful when you are making your own micromark extensions' -> 'useful even to those who are not making their own micromark extensions'"),
            overclaim=("The micromark-util-edit-map package is indispensable for every micromark extension that needs to change many places in lists of events, such as for injecting the result of parsing subcontent or cleaning up how a construct is represented.",
                       "usefulness made a necessity: 'only useful when you are making your own micromark extensions that need to change many places' -> 'indispensable for every micromark extension that needs to change many places'; the condition is kept, so the README's 'only' does not rule the claim out"),
            added=("The micromark-util-edit-map package is only useful when making one's own micromark extensions that need to change many places in lists of events, because applying such changes one by one would be slow.",
                   "added cause (changes one by one would be slow) not in the README; 'slow', 'one by one' and 'because' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`EditMap#add(index, remove, add)`",
            start="Create an edit: a remove",
            end="at a certain place.",
            reworded=("The EditMap#add method of micromark-util-edit-map creates an edit: a remove and/or add at a certain place.",
                      "an 11-word sentence (the SHORT_OK allowance: the README has only three package-specific prose sentences of 12-45 words); the imperative 'Create' given the subject 'The EditMap#add method of micromark-util-edit-map' (the ### heading)"),
            paraphrase=("Calling add on an edit map records one edit, which removes items, adds items or does both at a given place.",
                        "freer rewording; 'Create an edit' -> 'records one edit'; 'a remove and/or add' -> 'removes items, adds items or does both'; 'a certain place' -> 'a given place'"),
            contradiction=("The EditMap#add method of micromark-util-edit-map creates an edit: a remove and/or add at two different places at once.",
                           "[number] 'at a certain place' (one place) -> 'at two different places at once'"),
            overclaim=("The EditMap#add method creates an edit, a remove and/or add, at any index whatsoever, even one past the end of the list of events.",
                       "scope widened in place: 'at a certain place' -> 'at any index whatsoever, even one past the end of the list of events'; the README gives no range for the index ('index at which to apply the edit')"),
            added=("The EditMap#add method creates an edit, a remove and/or add at a certain place, and throws an error if the index is negative.",
                   "added detail (an error for a negative index) not in the README; 'throw', 'error' and 'negative' do not occur in it; invented"),
        ),
        dict(
            section="`EditMap#addBefore(index, remove, add)`",
            start="Create an edit: but insert",
            end="instead of after them.",
            reworded=("The EditMap#addBefore method of micromark-util-edit-map creates an edit, but inserts add before existing additions at index, instead of after them.",
                      "the imperative 'Create ... insert' given the subject 'The EditMap#addBefore method of micromark-util-edit-map' (the ### heading); backticks dropped; the line break dropped"),
            paraphrase=("The addBefore method also records an edit, except that its new items go ahead of the additions already queued at that index rather than behind them.",
                        "freer rewording; 'but insert add before existing additions at index' -> 'its new items go ahead of the additions already queued at that index'; 'instead of after them' -> 'rather than behind them'"),
            contradiction=("The EditMap#addBefore method of micromark-util-edit-map creates an edit, but inserts add after existing additions at index, instead of before them.",
                           "[direction] before and after swapped: 'before existing additions ..., instead of after them' -> 'after existing additions ..., instead of before them'"),
            overclaim=("The EditMap#addBefore method creates an edit that inserts add before every existing item in the list of events, not only before existing additions at index.",
                       "scope widened: 'before existing additions at index' -> 'before every existing item in the list of events'"),
            added=("The EditMap#addBefore method creates an edit but inserts add before existing additions at index instead of after them, which is needed when wrapping a construct in enter and exit events.",
                   "added purpose (wrapping a construct in enter and exit events) not in the README; 'wrap' and 'exit' do not occur in it; 'enter' occurs only in the Use code ('enter'), 'construct' only in When should I use this ('how a construct is represented'); not checked in the world"),
        ),
    ]))
