# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-47, part A (drafts 1-5).

Same format as review-claims-46's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the package folder, equal to the "name" field of
the package's package.json; for the scoped package of draft 05 that is
"@unified-latex/unified-latex-util-replace"); `title` is the text of the
README's first level-1 heading with images, links, HTML and code marks read
away.  `section` is the text of the nearest heading above the sentence
(closing '#'s of ATX headings and badges dropped, other markup kept, as in
review-claims-46); check_part_a.py also derives the top-level section of each
cut.

Draft 04 uses domhandler/readme.md in place of the assigned README
(editions/README.md), which has one package-specific prose sentence of
12-45 words (its description line); the rest is badges, one-line links,
bevry boilerplate shared word for word with other bevry READMEs, sponsor and
donor lists and licence text.  The first spare
(micromark-factory-destination/readme.md) has none of its own: its only
prose sentences of 12+ words are micromark boilerplate or the templated
Compatibility line.  domhandler/readme.md, the next document the brief
names, has four, besides the Tidelift enterprise paragraph, a template that
differs from other READMEs only by the package name (see notes-a.md).  DRAFTS gives the draft number of
each DOCS entry.
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# mdast-util-gfm-footnote's readme (2.1.0): "# mdast-util-gfm-footnote" (the
# title, with badges and a one-line intro), then ## Contents, ## What is
# this?, ## When to use this, ## Install, ## Use (code), ## API (### the two
# functions and ToMarkdownOptions), ## HTML (the same three sentences as the
# end of When to use this), ## Syntax (one link line), ## Syntax tree
# (### Nodes with #### `FootnoteDefinition` and #### `FootnoteReference`,
# ### Content model), ## Types, ## Compatibility, ## Related, ## Contribute
# and ## License.  Much of it is syntax-tree (unified) family text shared with
# the sibling mdast-util-gfm-* READMEs (the Compatibility and Contribute
# paragraphs, "This package is fully typed ...", "All these packages are used
# ...", the firstLineBlank option item, which mdast-util-gfm repeats word for
# word); only cuts found in no other README were taken.  Sentences from four
# top-level sections: What is this?, When to use this, Syntax tree and Types.
DOCS.append(dict(
    path="mdast-util-gfm-footnote/readme.md",
    kind="README", num="mdast-util-gfm-footnote", title="mdast-util-gfm-footnote",
    sentences=[
        dict(
            section="What is this?",
            start="GFM footnotes were [announced",
            end="is currently buggy.",
            reworded=("According to the mdast-util-gfm-footnote readme, GFM footnotes were announced September 30, 2021 but are not specified, and their implementation on github.com is currently buggy.",
                      "the frame 'According to the mdast-util-gfm-footnote readme' added; link syntax dropped from 'announced September 30, 2021'; the two sentences joined with 'and'; otherwise as written"),
            paraphrase=("GFM footnotes were announced on 30 September 2021 yet have no specification, and the github.com implementation of them is buggy at the moment.",
                        "freer rewording; the date written day first; 'but are not specified' -> 'yet have no specification'; 'Their implementation on github.com is currently buggy' -> 'the github.com implementation of them is buggy at the moment' ('currently' kept as 'at the moment'); who announced them is not said, as in the source (the link goes to the GitHub blog, but the claim does not name an announcer)"),
            contradiction=("According to the mdast-util-gfm-footnote readme, GFM footnotes were announced September 30, 2022 but are not specified, and their implementation on github.com is currently buggy.",
                           "[number] announced September 30, 2021 -> September 30, 2022"),
            overclaim=("According to the mdast-util-gfm-footnote readme, GFM footnotes are not specified and their implementation on github.com has always been buggy.",
                       "scope widened in time: 'is currently buggy' -> 'has always been buggy'; the readme says nothing about the implementation's state before now"),
            added=("According to the mdast-util-gfm-footnote readme, GFM footnotes were announced September 30, 2021 but are not specified, and their implementation on github.com is currently buggy, with fixes expected in the next cmark-gfm release.",
                   "added plan (fixes expected in the next cmark-gfm release) not in the readme; the sentence after the cut says only that 'The bugs have been reported on cmark-gfm'; 'fix' does not occur in it, 'expected' only in 'content is expected' (Syntax tree) and 'release' only in the Compatibility boilerplate"),
        ),
        dict(
            section="When to use this",
            start="When you don’t need a syntax tree",
            end="`micromark-extension-gfm-footnote`.",
            reworded=("The mdast-util-gfm-footnote readme says that when a syntax tree is not needed, micromark can be used directly with micromark-extension-gfm-footnote.",
                      "the frame 'The mdast-util-gfm-footnote readme says that' added; 'you don't need' -> 'is not needed'; 'you can use micromark' made passive; link syntax and backticks dropped"),
            paraphrase=("Projects that have no need for a syntax tree can use micromark directly, together with micromark-extension-gfm-footnote.",
                        "freer rewording; 'When you don't need a syntax tree' -> 'Projects that have no need for a syntax tree'; 'directly with' -> 'directly, together with'; 'can' kept"),
            contradiction=("The mdast-util-gfm-footnote readme says that when a syntax tree is not needed, micromark cannot be used directly with micromark-extension-gfm-footnote.",
                           "[negation] 'you can use micromark directly with' -> 'micromark cannot be used directly with'"),
            overclaim=("The mdast-util-gfm-footnote readme says that whenever a syntax tree is not needed, micromark must be used directly with micromark-extension-gfm-footnote instead.",
                       "a possibility made a requirement: 'you can use' -> 'must be used ... instead'; the readme offers micromark as an option, not a rule"),
            added=("The mdast-util-gfm-footnote readme says that when a syntax tree is not needed, micromark can be used directly with micromark-extension-gfm-footnote, which is faster because no tree is built.",
                   "added reason and benefit (faster because no tree is built) not in the readme; 'fast', 'faster', 'speed' and 'perform' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`FootnoteDefinition`",
            start="**FootnoteDefinition** (**[Parent]",
            end="outside its flow.",
            reworded=("In mdast-util-gfm-footnote, FootnoteDefinition, a Parent node, represents content relating to the document that is outside its flow.",
                      "the setting 'In mdast-util-gfm-footnote' added (the ## Syntax tree section says the interfaces are 'added to mdast by this utility'); bold and link syntax dropped; the parenthesis '(Parent)' -> 'a Parent node'"),
            paraphrase=("The FootnoteDefinition node that mdast-util-gfm-footnote adds is a Parent and stands for content that relates to the document but lies outside the document's flow.",
                        "freer rewording; the referent 'that mdast-util-gfm-footnote adds' from the section's lead-in ('The following interfaces are added to mdast by this utility'); 'represents' -> 'stands for'; 'relating to the document that is outside its flow' -> 'relates to the document but lies outside the document's flow'"),
            contradiction=("In mdast-util-gfm-footnote, FootnoteDefinition, a Parent node, represents content relating to the document that is inside its main flow.",
                           "[direction] 'outside its flow' -> 'inside its main flow' (the antonym)"),
            overclaim=("In mdast-util-gfm-footnote, FootnoteDefinition is the only node that represents content relating to the document that is outside its flow.",
                       "exclusivity added: 'the only node'; the sentence says what FootnoteDefinition represents, not that no other node represents such content ('only' occurs in the readme only in 'ESM only')"),
            added=("In mdast-util-gfm-footnote, FootnoteDefinition, a Parent node, represents content relating to the document that is outside its flow and is rendered at the end of the document.",
                   "added detail (rendered at the end of the document) not in the readme; it says that turning markdown into HTML is done by mdast-util-to-hast and describes no rendering position; 'render' and 'end of the document' do not occur in it"),
        ),
        dict(
            section="Types",
            start="The `FootnoteDefinition` and `FootnoteReference` types",
            end="`@types/mdast`.",
            reworded=("For mdast-util-gfm-footnote, the FootnoteDefinition and FootnoteReference types of the mdast nodes are exposed from @types/mdast.",
                      "the setting 'For mdast-util-gfm-footnote' added; backticks dropped; the line break dropped; otherwise as written"),
            paraphrase=("The TypeScript types of the two footnote nodes, FootnoteDefinition and FootnoteReference, come from the @types/mdast package.",
                        "freer rewording; 'TypeScript' from the section's first sentence ('This package is fully typed with TypeScript'); 'the mdast nodes' -> 'the two footnote nodes'; 'are exposed from' -> 'come from'"),
            contradiction=("For mdast-util-gfm-footnote, the FootnoteDefinition and FootnoteReference types of the mdast nodes are exposed from @types/unist.",
                           "[entity] @types/mdast -> @types/unist (unist occurs in the readme only in link definitions)"),
            overclaim=("For mdast-util-gfm-footnote, the FootnoteDefinition and FootnoteReference types of the mdast nodes will always be exposed from @types/mdast.",
                       "scope widened in time: 'are exposed' -> 'will always be exposed'; the readme says where the types are exposed now, not that this will never change"),
            added=("For mdast-util-gfm-footnote, the FootnoteDefinition and FootnoteReference types of the mdast nodes are exposed from @types/mdast, which has included them since its version 4.",
                   "added origin in time (included in @types/mdast since its version 4) not in the readme; no version of @types/mdast is named in it (its only versions are Node.js 16, 'version 16+' and the release line '@^2'); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# micromark-extension-gfm's readme (3.0.0): "# micromark-extension-gfm" (the
# title, with badges and a one-line intro), then ## Contents, ## What is
# this?, ## When to use this, ## Install, ## Use (code and HTML output),
# ## API (### `gfm(options?)`, `gfmHtml(options?)`, `Options`,
# `HtmlOptions`), ## Bugs, ## Authoring, ## HTML, ## CSS and ## Syntax (each a
# lead-in sentence and a list of links), ## Types, ## Compatibility,
# ## Security, ## Contribute and ## License.  Shared word for word elsewhere,
# so not taken: the Bugs, Authoring, CSS and Syntax lead-ins (remark-gfm's
# readme), the Security paragraph (micromark-extension-gfm-footnote's), "All
# these packages are used in ..." and the development-condition sentences
# (the micromark extension family).  Sentences from four top-level sections:
# What is this?, When to use this, API (### `gfmHtml(options?)`) and HTML.
DOCS.append(dict(
    path="micromark-extension-gfm/readme.md",
    kind="README", num="micromark-extension-gfm", title="micromark-extension-gfm",
    sentences=[
        dict(
            section="What is this?",
            start="This package contains extensions that add",
            end="tasklists.",
            reworded=("The micromark-extension-gfm package contains extensions that add support for all features enabled by GFM to micromark, supporting autolink literals, footnotes, strikethrough, tables, tagfilter, and tasklists.",
                      "'This package' -> 'The micromark-extension-gfm package'; the second sentence ('It supports ...') joined as a participle clause; link syntax and line breaks dropped"),
            paraphrase=("With micromark-extension-gfm, micromark gains support for every feature that GFM enables, namely autolink literals, footnotes, strikethrough, tables, tagfilter and tasklists.",
                        "freer rewording; the package made the means ('With micromark-extension-gfm, micromark gains support'); 'all features enabled by GFM' -> 'every feature that GFM enables'; the six features kept"),
            contradiction=("The micromark-extension-gfm package adds GFM support to micromark for autolink literals, footnotes, strikethrough, tables and tasklists, but not for tagfilter.",
                           "[negation] the source lists tagfilter among the supported features; the claim says it is not supported"),
            overclaim=("The micromark-extension-gfm package is the most complete way to add GFM to micromark, supporting autolink literals, footnotes, strikethrough, tables, tagfilter, and tasklists.",
                       "ranking added: 'the most complete way to add GFM to micromark'; the readme compares the package with no other way (it only says the features can also be used separately); 'complete' does not occur in it"),
            added=("The micromark-extension-gfm package adds all GFM features to micromark: autolink literals, footnotes, strikethrough, tables, tagfilter, tasklists, and GitHub's alert blockquotes.",
                   "added list item (GitHub's alert blockquotes) not in the readme; 'alert' and 'blockquote' do not occur in it; not among GFM's features in the world either, as far as the writer knows (not checked)"),
        ),
        dict(
            section="When to use this",
            start="This project is useful when",
            end="markdown.",
            reworded=("The micromark-extension-gfm project is useful when one wants to support GFM in markdown.",
                      "'This project' -> 'The micromark-extension-gfm project'; 'you want' -> 'one wants'; otherwise as written"),
            paraphrase=("For adding GFM support to markdown, micromark-extension-gfm is a useful project.",
                        "freer rewording; the condition moved to the front ('when you want to support GFM in markdown' -> 'For adding GFM support to markdown'); 'is useful' kept"),
            contradiction=("The micromark-extension-gfm project is of no use when one wants to support GFM in markdown.",
                           "[negation] 'is useful when' -> 'is of no use when'"),
            overclaim=("The micromark-extension-gfm project is the best choice whenever one wants to support GFM in markdown.",
                       "ranking added: 'useful' -> 'the best choice'; the readme ranks no option ('best' does not occur in it) and offers the separate feature extensions and remark-gfm as other routes"),
            added=("The micromark-extension-gfm project is useful when one wants to support GFM in markdown, for example when rendering README files for a documentation site.",
                   "added example (rendering README files for a documentation site) not in the readme; 'documentation' and 'site' do not occur in it ('readme' only in 'see each corresponding readme')"),
        ),
        dict(
            section="`gfmHtml(options?)`",
            start="Create an extension for `micromark` to support GFM",
            end="to HTML.",
            reworded=("In micromark-extension-gfm, gfmHtml creates an extension for micromark to support GFM when serializing to HTML.",
                      "the subjectless 'Create an extension' given the subject 'gfmHtml' from the ### heading `gfmHtml(options?)` and the setting 'In micromark-extension-gfm'; backticks dropped"),
            paraphrase=("The gfmHtml function of micromark-extension-gfm returns a micromark extension that handles GFM while the output is being turned into HTML.",
                        "freer rewording; the referent gfmHtml from the ### heading; 'Create an extension for micromark' -> 'returns a micromark extension' (the heading's Returns block says it returns one); 'to support GFM when serializing to HTML' -> 'that handles GFM while the output is being turned into HTML'"),
            contradiction=("In micromark-extension-gfm, gfmHtml creates an extension for micromark to support GFM when parsing HTML into markdown.",
                           "[direction] 'when serializing to HTML' -> 'when parsing HTML into markdown' (the opposite direction of conversion)"),
            overclaim=("In micromark-extension-gfm, gfmHtml creates an extension for micromark to support GFM when serializing to HTML, markdown or any other output format.",
                       "scope widened in place: 'when serializing to HTML' -> 'when serializing to HTML, markdown or any other output format'; the sentence names HTML only"),
            added=("In micromark-extension-gfm, gfmHtml creates an extension for micromark to support GFM when serializing to HTML, which is needed because micromark itself only knows CommonMark.",
                   "added cause (micromark itself only knows CommonMark) not in the readme; 'CommonMark' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="HTML",
            start="For info on what HTML features",
            end="corresponding readme:",
            reworded=("The micromark-extension-gfm readme sends readers to each corresponding readme for info on what HTML features GFM relates to.",
                      "the imperative 'see each corresponding readme' given the subject 'The micromark-extension-gfm readme sends readers to'; the two parts swapped; the closing colon (the lead-in to a list of links) dropped"),
            paraphrase=("Info on which HTML features the GFM constructs relate to is to be found in the readmes of the individual GFM extensions, as the micromark-extension-gfm readme points out.",
                        "freer rewording; the pointer restated as where the info is found; 'each corresponding readme' named from the list under the sentence (the readmes of the autolink literal, footnote, strikethrough, table, tagfilter and tasklist extensions); the claim does not say that this readme lacks the info"),
            contradiction=("The micromark-extension-gfm readme says that the corresponding readmes have no info on what HTML features GFM relates to.",
                           "[negation] 'For info on ... see each corresponding readme' -> 'the corresponding readmes have no info on ...'"),
            overclaim=("The micromark-extension-gfm readme says that each corresponding readme gives complete info on every HTML feature that GFM relates to.",
                       "degree raised: 'For info on ... see' -> 'gives complete info on every HTML feature'; the lead-in promises info, not completeness ('complete' does not occur in the readme)"),
            added=("The micromark-extension-gfm readme sends readers to each corresponding readme for info on what HTML features GFM relates to, including screenshots of the rendered output.",
                   "added detail (screenshots of the rendered output) not in the readme; 'screenshot' and 'image' do not occur in it ('render' neither)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# micromark-util-character's readme (2.1.1): "# micromark-util-character" (the
# title, with badges and a one-line intro), then ## Contents, ## What is
# this? (one 10-word sentence), ## When should I use this? (one sentence,
# word for word in other micromark-util READMEs), ## Install, ## Use (code),
# ## API (a lead-in and twelve ### function headings, each with a short
# description and most with definitions), ## Types, ## Compatibility,
# ## Security, ## Contribute (micromark boilerplate) and ## License.  All the
# package-specific prose of 12+ words sits under ## API, so the draft draws
# on one top-level section (four distinct ### headings: `asciiControl(code)`,
# `markdownLineEnding(code)`, `markdownSpace(code)`,
# `unicodePunctuation(code)`).
DOCS.append(dict(
    path="micromark-util-character/readme.md",
    kind="README", num="micromark-util-character", title="micromark-util-character",
    sentences=[
        dict(
            section="`asciiControl(code)`",
            start="An **ASCII control** is",
            end="(DEL).",
            reworded=("In micromark-util-character, an ASCII control is a character in the inclusive range U+0000 NULL (NUL) to U+001F (US), or U+007F (DEL).",
                      "the setting 'In micromark-util-character' added; bold dropped; the line break dropped; otherwise as written"),
            paraphrase=("For micromark-util-character, the ASCII control characters are U+0000 (NUL) through U+001F (US), both ends included, plus U+007F (DEL).",
                        "freer rewording; 'a character in the inclusive range ... to' -> 'through ..., both ends included'; 'or' -> 'plus'; the name NULL dropped (NUL kept)"),
            contradiction=("In micromark-util-character, an ASCII control is a character in the exclusive range U+0000 NULL (NUL) to U+001F (US), or U+007F (DEL).",
                           "[direction] 'inclusive range' -> 'exclusive range' (the antonym; it would leave out NUL and US themselves)"),
            overclaim=("Every version of micromark-util-character has defined an ASCII control as a character in the inclusive range U+0000 NULL (NUL) to U+001F (US), or U+007F (DEL).",
                       "scope widened in time: the readme gives the current definition, not the history of every version ('Every version' and 'has defined' are new; the readme names only the release line @2)"),
            added=("In micromark-util-character, an ASCII control is a character in the inclusive range U+0000 NULL (NUL) to U+001F (US), or U+007F (DEL), and micromark replaces NUL with U+FFFD REPLACEMENT CHARACTER.",
                   "added consequence (micromark replaces NUL with U+FFFD) not in the readme; 'FFFD' and 'REPLACEMENT CHARACTER' do not occur in it ('replace' only for line endings and tabs); may be true in the world, not checked"),
        ),
        dict(
            section="`markdownLineEnding(code)`",
            start="In micromark, the actual character U+000A",
            end="occurred together.",
            reworded=("The micromark-util-character readme explains that in micromark, the actual characters U+000A LINE FEED (LF) and U+000D CARRIAGE RETURN (CR) are replaced by the virtual line ending characters depending on whether they occurred together.",
                      "the frame 'The micromark-util-character readme explains that' added; 'these virtual characters' -> 'the virtual line ending characters' (the sentence before the cut: 'A markdown line ending is the virtual characters M-0003 ... M-0004 ... M-0005'); the source's 'the actual character' made plural for its two characters; line breaks dropped"),
            paraphrase=("According to micromark-util-character, micromark swaps real LF (U+000A) and CR (U+000D) characters for virtual line ending characters, and which one is used depends on whether the two appeared together.",
                        "freer rewording; 'are replaced by these virtual characters' -> 'swaps ... for virtual line ending characters' (the referent as in the reworded claim); 'depending on whether they occurred together' -> 'which one is used depends on whether the two appeared together'"),
            contradiction=("The micromark-util-character readme explains that in micromark, the virtual line ending characters are replaced by the actual characters U+000A LINE FEED (LF) and U+000D CARRIAGE RETURN (CR) depending on whether they occurred together.",
                           "[roles] what is replaced and what replaces it swapped: the actual LF and CR characters are replaced by the virtual characters, not the virtual characters by the actual ones"),
            overclaim=("The micromark-util-character readme explains that in micromark, every control character, not only U+000A LINE FEED (LF) and U+000D CARRIAGE RETURN (CR), is replaced by a virtual character.",
                       "scope widened in place: the two line ending characters -> every control character; the readme describes virtual characters only for LF, CR and the tab (markdownSpace), and says nothing of other control characters being replaced"),
            added=("The micromark-util-character readme explains that in micromark, U+000A LINE FEED (LF) and U+000D CARRIAGE RETURN (CR) are replaced by virtual characters depending on whether they occurred together, which keeps positions consistent between Windows and Unix files.",
                   "added purpose (keeping positions consistent between Windows and Unix files) not in the readme; 'Windows', 'Unix' and 'position' do not occur in it"),
        ),
        dict(
            section="`markdownSpace(code)`",
            start="In micromark, the actual character U+0009",
            end="tab occurred.",
            reworded=("The micromark-util-character readme says that in micromark, the actual character U+0009 CHARACTER TABULATION (HT) is replaced by one M-0002 HORIZONTAL TAB (HT) and between 0 and 3 M-0001 VIRTUAL SPACE (VS) characters, depending on the column at which the tab occurred.",
                      "the frame 'The micromark-util-character readme says that' added; line breaks dropped; otherwise as written"),
            paraphrase=("Per micromark-util-character, micromark turns each real tab (U+0009) into a single virtual horizontal tab (M-0002) plus zero to three virtual spaces (M-0001), the number depending on the column where the tab was.",
                        "freer rewording; 'the actual character U+0009 CHARACTER TABULATION (HT) is replaced by' -> 'turns each real tab (U+0009) into'; 'one' -> 'a single'; 'between 0 and 3' -> 'zero to three'; 'depending on the column at which the tab occurred' kept in other words"),
            contradiction=("The micromark-util-character readme says that in micromark, the actual character U+0009 CHARACTER TABULATION (HT) is replaced by one M-0002 HORIZONTAL TAB (HT) and between 0 and 7 M-0001 VIRTUAL SPACE (VS) characters, depending on the column at which the tab occurred.",
                           "[number] between 0 and 3 virtual spaces -> between 0 and 7"),
            overclaim=("In micromark and every other CommonMark parser, the actual character U+0009 CHARACTER TABULATION (HT) is replaced by one M-0002 HORIZONTAL TAB (HT) and between 0 and 3 M-0001 VIRTUAL SPACE (VS) characters, depending on the column.",
                       "scope widened in place: 'In micromark' -> 'In micromark and every other CommonMark parser'; the readme describes micromark only ('CommonMark' does not occur in it)"),
            added=("The micromark-util-character readme says that in micromark, a tab is replaced by one M-0002 HORIZONTAL TAB (HT) and between 0 and 3 M-0001 VIRTUAL SPACE (VS) characters, depending on its column, before any tokenizer sees the text.",
                   "added detail in time (the replacement happens before any tokenizer sees the text) not in the readme; 'tokenizer', 'token' and 'before' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`unicodePunctuation(code)`",
            start="A **Unicode punctuation** is",
            end="(**\\[UNICODE]**).",
            reworded=("In micromark-util-character, a Unicode punctuation is a character in the Unicode Pc (Punctuation, Connector), Pd (Punctuation, Dash), Pe (Punctuation, Close), Pf (Punctuation, Final quote), Pi (Punctuation, Initial quote), Po (Punctuation, Other), or Ps (Punctuation, Open) categories, or an ASCII punctuation.",
                      "the setting 'In micromark-util-character' added; bold and backticks dropped; the cross-reference '(see asciiPunctuation)' and the citation '[UNICODE]' dropped (markup and reference); line breaks dropped"),
            paraphrase=("For micromark-util-character, a character counts as Unicode punctuation if it is ASCII punctuation or belongs to one of the seven Unicode punctuation categories Pc, Pd, Pe, Pf, Pi, Po and Ps.",
                        "freer rewording; the two alternatives reordered; the category names in parentheses dropped and the seven codes counted ('seven' is the number of codes the sentence lists); the citation dropped"),
            contradiction=("In micromark-util-character, a Unicode punctuation is a character in the Unicode Pc (Punctuation, Connector), Pd (Punctuation, Dash), Pe (Punctuation, Close), Pf (Punctuation, Final quote), Pi (Punctuation, Initial quote), So (Symbol, Other), or Ps (Punctuation, Open) categories, or an ASCII punctuation.",
                           "[entity] Po (Punctuation, Other) -> So (Symbol, Other), a symbol category the definition does not list ('So' and 'Symbol' do not occur in the readme)"),
            overclaim=("In micromark, every extension is required to use the definition of Unicode punctuation from micromark-util-character: a character in the Unicode Pc, Pd, Pe, Pf, Pi, Po or Ps categories, or an ASCII punctuation.",
                       "a definition made a rule for others: the readme defines what unicodePunctuation checks; it requires nothing of extensions (the When should I use this? section says only that the package 'might be useful' for making extensions; 'required' and 'must' do not occur in the readme)"),
            added=("In micromark-util-character, a Unicode punctuation is a character in the Unicode Pc, Pd, Pe, Pf, Pi, Po or Ps categories, or an ASCII punctuation, and micromark uses this to decide whether emphasis delimiters can open or close.",
                   "added purpose (deciding whether emphasis delimiters can open or close) not in the readme; 'emphasis', 'delimiter', 'open or close' do not occur in it ('Open' and 'Close' only as the category names Ps and Pe); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# domhandler's readme (5.0.3), in place of the assigned editions/README.md
# (one package-specific prose sentence of 12-45 words); the first spare,
# micromark-factory-destination/readme.md, has none, so the brief's second
# choice was taken (see notes-a.md).  "# domhandler" (the title, with a
# linked build badge) and a three-line intro, then ## Usage (code and the
# 5-word "Available options are described below."), ## Example (code and
# "Output:"), ## Option: `withStartIndices` and ## Option: `withEndIndices`
# (three short lines each), a rule, "License: BSD-2-Clause", ## Security
# contact information and ## `domhandler` for enterprise (the Tidelift texts
# of many READMEs; the enterprise paragraph differs from its siblings only by
# the package name).  Its package-specific prose of 12-45 words is exactly
# four sentences: the two intro sentences (under the title heading, before
# any ## heading) and one sentence under each Option heading.  All four are
# used, so the draft draws on three sections (the title's intro and the two
# Option headings).
DOCS.append(dict(
    path="domhandler/readme.md",
    kind="README", num="domhandler", title="domhandler",
    sentences=[
        dict(
            section="domhandler",
            start="The DOM handler creates a tree",
            end="all nodes of a page.",
            reworded=("According to the domhandler readme, the DOM handler creates a tree that contains all the nodes of a page.",
                      "the frame 'According to the domhandler readme' added; 'containing all nodes' -> 'that contains all the nodes'; otherwise as written"),
            paraphrase=("Every node of a page ends up in the tree that the DOM handler builds.",
                        "freer rewording; the sentence turned round with the nodes as its subject; 'all nodes' -> 'Every node' (the quantifier kept); 'creates a tree containing' -> 'ends up in the tree that ... builds'"),
            contradiction=("According to the domhandler readme, the DOM handler creates a flat list containing all the nodes of a page.",
                           "[entity] 'a tree' -> 'a flat list', a different structure: a flat list has no nesting, while the readme's handler builds a tree (the next sentence calls it 'The tree'); 'flat' and 'list' do not occur in the readme"),
            overclaim=("According to the domhandler readme, the DOM handler creates a tree containing all nodes of a page, even those that the page's scripts add while it runs.",
                       "scope widened in place: 'all nodes of a page' stretched to nodes that scripts add at run time; the readme speaks of the nodes of the page as parsed and says nothing of running scripts ('run' does not occur in it; 'script' only in the example's code, where the script element's content stays a text child)"),
            added=("According to the domhandler readme, the DOM handler creates a tree containing all the nodes of a page, and each node in it keeps a reference to its parent and to its siblings.",
                   "added detail (each node keeps references to its parent and siblings) not in the readme; 'parent', 'sibling', 'prev' and 'next' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="domhandler",
            start="The tree can be manipulated using the",
            end="dom-serializer) .",
            reworded=("The tree that domhandler creates can be manipulated using the domutils or cheerio libraries and rendered using dom-serializer.",
                      "'The tree' given its referent 'that domhandler creates' from the sentence before the cut ('The DOM handler creates a tree ...'); link syntax, URLs, line breaks and the space before the full stop dropped; otherwise as written"),
            paraphrase=("Either domutils or cheerio can be used to modify the DOM handler's tree, and dom-serializer can be used to render it.",
                        "freer rewording; the libraries made the subjects; 'manipulated' -> 'modify'; 'can be' kept for both parts (the source's 'rendered using' falls under the same 'can be'); the word 'libraries' dropped"),
            contradiction=("The tree that domhandler creates can be manipulated using dom-serializer and rendered using the domutils or cheerio libraries.",
                           "[roles] the tools swapped: the readme names domutils or cheerio for manipulating the tree and dom-serializer for rendering it, not the other way round"),
            overclaim=("The tree that domhandler creates has to be manipulated using the domutils or cheerio libraries and rendered using dom-serializer.",
                       "a possibility made a requirement: 'can be manipulated ... and rendered' -> 'has to be'; the readme names these libraries as ways to work with the tree, not as the only ones allowed ('must', 'only' and 'has to' do not occur in it)"),
            added=("The tree that domhandler creates can be manipulated using the domutils or cheerio libraries and rendered using dom-serializer, which can output either HTML or XML.",
                   "added detail (dom-serializer can output HTML or XML) not in the readme; 'XML' does not occur in it, and 'HTML' only in the example's code ('htmlparser2', 'rawHtml'); may be true in the world, not checked"),
        ),
        dict(
            section="Option: `withStartIndices`",
            start="When the parser is used in a non-streaming fashion, `startIndex`",
            end="start of the node in the document.",
            reworded=("For domhandler's withStartIndices option, when the parser is used in a non-streaming fashion, startIndex is an integer indicating the position of the start of the node in the document.",
                      "the setting 'For domhandler's withStartIndices option' from the ## heading; backticks and the line break dropped; otherwise as written"),
            paraphrase=("With the withStartIndices option of domhandler and a parser that is not run in streaming mode, the startIndex of each node is an integer that gives where the node starts in the document.",
                        "freer rewording; 'When the parser is used in a non-streaming fashion' -> 'a parser that is not run in streaming mode' (the condition kept); 'of each node' from the line before the cut ('Add a startIndex property to nodes.'); 'indicating the position of the start of the node' -> 'gives where the node starts'"),
            contradiction=("For domhandler's withStartIndices option, when the parser is used in a non-streaming fashion, startIndex is an integer indicating the position of the end of the node in the document.",
                           "[direction] 'the start of the node' -> 'the end of the node' (the antonym); the readme gives the end position to endIndex, under the withEndIndices option"),
            overclaim=("For domhandler's withStartIndices option, startIndex is always an integer indicating the position of the start of the node in the document, however the parser is used.",
                       "a condition dropped: the readme makes the statement only 'When the parser is used in a non-streaming fashion'; 'always ... however the parser is used' extends it to streaming use, about which the readme says nothing ('always' does not occur in it)"),
            added=("For domhandler's withStartIndices option, when the parser is used in a non-streaming fashion, startIndex is an integer indicating the position of the start of the node in the document, counted in characters from zero.",
                   "added detail (the position is counted in characters from zero) not in the readme, which gives no unit or base for the integer; 'character', 'zero' and 'offset' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Option: `withEndIndices`",
            start="When the parser is used in a non-streaming fashion, `endIndex`",
            end="end of the node in the document.",
            reworded=("In domhandler, when the parser is used in a non-streaming fashion, the endIndex property that the withEndIndices option adds is an integer indicating the position of the end of the node in the document.",
                      "the setting 'In domhandler' added; 'endIndex' given the referent 'the endIndex property that the withEndIndices option adds' from the ## heading and the line before the cut ('Add an endIndex property to nodes.'); backticks and the line break dropped"),
            paraphrase=("If the parser does not run in streaming mode, the endIndex that domhandler's withEndIndices option adds to nodes is an integer giving the place in the document where the node ends.",
                        "freer rewording; 'When the parser is used in a non-streaming fashion' -> 'If the parser does not run in streaming mode' (the condition kept); the referent as in the reworded claim; 'indicating the position of the end of the node' -> 'giving the place ... where the node ends'"),
            contradiction=("In domhandler, when the parser is used in a non-streaming fashion, the endIndex property that the withEndIndices option adds is a pair of integers, the line and the column of the end of the node in the document.",
                           "[number] 'an integer' -> 'a pair of integers' (the line and the column); 'line' and 'column' do not occur in the readme"),
            overclaim=("In domhandler, when the parser is used in a non-streaming fashion, the endIndex property that the withEndIndices option adds is the only way to find the position of the end of a node in the document.",
                       "exclusivity added: 'the only way to find the position'; the readme says what endIndex indicates, not that nothing else gives that position ('only' does not occur in it)"),
            added=("In domhandler, when the parser is used in a non-streaming fashion, the endIndex property that the withEndIndices option adds is an integer indicating the position of the end of the node in the document, at the cost of slightly slower parsing.",
                   "added drawback (slightly slower parsing) not in the readme; 'slow', 'cost', 'speed' and 'perform' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# @unified-latex/unified-latex-util-replace's README (1.8.4), generated from
# docstrings (four HTML comments say so): "# unified-latex-util-replace",
# ## What is this? (10 words), ## When should I use this? (9 words),
# ## Install (a command and the esm/commonjs paragraph shared word for word
# with the other @unified-latex READMEs), then two more level-1 headings:
# # Plugins (## `unifiedLatexReplaceStreamingCommands`, with ### Usage and
# ### Type, code) and # Functions (eight ## function headings, each a short
# description, a signature and a parameter table).  With three level-1
# headings, the level-1 headings are the top-level sections.  Sentences from
# two of them, Plugins (x1) and Functions (x3, under three ## headings).
DOCS.append(dict(
    path="@unified-latex/unified-latex-util-replace/README.md",
    kind="README", num="@unified-latex/unified-latex-util-replace", title="unified-latex-util-replace",
    sentences=[
        dict(
            section="`unifiedLatexReplaceStreamingCommands`",
            start="Unified plugin to replace all found",
            end="no math ancestor.",
            reworded=("The unifiedLatexReplaceStreamingCommands plugin of unified-latex-util-replace is a unified plugin that replaces all found streaming commands with their argument-style equivalents, and this only applies to sections of the tree with no math ancestor.",
                      "the label-like opening 'Unified plugin to replace' given the subject from the ## heading ('The unifiedLatexReplaceStreamingCommands plugin of unified-latex-util-replace is a unified plugin that replaces'); the two sentences joined with 'and'"),
            paraphrase=("Outside math, the unifiedLatexReplaceStreamingCommands plugin turns each streaming command it finds into the equivalent argument-style command, while parts of the tree that have a math ancestor are left as they are.",
                        "freer rewording; the condition moved to the front ('Outside math'); 'replace all found streaming commands with their argument-style equivalents' -> 'turns each streaming command it finds into the equivalent argument-style command'; 'This only applies to sections of the tree with no math ancestor' restated as both 'Outside math' and 'parts ... that have a math ancestor are left as they are'"),
            contradiction=("The unifiedLatexReplaceStreamingCommands plugin of unified-latex-util-replace replaces all found argument-style commands with their streaming equivalents, outside sections of the tree with a math ancestor.",
                           "[roles] what is replaced and what replaces it swapped: the plugin turns streaming commands into argument-style ones, not argument-style commands into streaming ones"),
            overclaim=("The unifiedLatexReplaceStreamingCommands plugin of unified-latex-util-replace replaces every LaTeX streaming command in existence with its argument-style equivalent wherever the tree has no math ancestor.",
                       "scope widened: 'all found streaming commands' -> 'every LaTeX streaming command in existence'; the plugin replaces those it finds (its options take a record of replacers), and the readme never says it knows every such command"),
            added=("The unifiedLatexReplaceStreamingCommands plugin of unified-latex-util-replace replaces all found streaming commands with their argument-style equivalents outside math, and it also removes the empty groups this leaves behind.",
                   "added detail (it also removes empty groups left behind) not in the readme; 'empty' and 'remove' do not occur in it ('group' only in the replaceStreamingCommand and replaceStreamingCommandInGroup descriptions)"),
        ),
        dict(
            section="`replaceNode(ast, visitor)`",
            start="If\n`visitor` returns",
            end="no replacement happens.",
            reworded=("In the replaceNode function of unified-latex-util-replace, if the visitor returns a node or an array of nodes, those nodes replace the node passed to the visitor; if null is returned, the node is deleted, and if undefined is returned, no replacement happens.",
                      "the setting 'In the replaceNode function of unified-latex-util-replace' from the ## heading; backticks dropped; 'visitor' given the article 'the'; the three sentences joined with a semicolon and 'and'"),
            paraphrase=("With replaceNode, a visitor that returns one node or an array of nodes has them put in place of the visited node, returning null removes the node, and returning undefined leaves it unchanged.",
                        "freer rewording; 'those nodes replace the node passed to visitor' -> 'has them put in place of the visited node'; 'is deleted' -> 'removes the node'; 'no replacement happens' -> 'leaves it unchanged'"),
            contradiction=("In the replaceNode function of unified-latex-util-replace, if the visitor returns undefined, the node is deleted, and if it returns null, no replacement happens.",
                           "[roles] null and undefined swapped: null deletes the node and undefined leaves it, not the other way round; the first sentence of the cut is dropped"),
            overclaim=("In the replaceNode function of unified-latex-util-replace, returning null from the visitor is the only way to delete a node.",
                       "exclusivity added: 'If null is returned, the node is deleted' -> 'the only way to delete a node'; the readme does not say whether, for example, an empty array also deletes it ('only' occurs as a word in the readme only in 'This only applies to sections ...'; otherwise inside 'readonly' in code)"),
            added=("In the replaceNode function of unified-latex-util-replace, a visitor can return a node, an array of nodes, null to delete the node or undefined to keep it, and a returned string is turned into a text node.",
                   "added list item (a returned string is turned into a text node) not in the readme; 'string' occurs only in code and types ('key: string', 'string[]') and in the HTML comment's 'docstring', 'text node' does not occur"),
        ),
        dict(
            section="`replaceNodeDuringVisit(replacement, info)`",
            start="Replaces the current node with",
            end="will error.",
            reworded=("The replaceNodeDuringVisit function of unified-latex-util-replace replaces the current node with replacement, and it is assumed that the current node is in an array that is a child of a parent element; if this is not the case, the function will error.",
                      "the subjectless 'Replaces' given the subject from the ## heading; backticks dropped; the three sentences joined with 'and' and a semicolon; line breaks dropped"),
            paraphrase=("The replaceNodeDuringVisit function swaps the current node for the given replacement, but it expects that node to sit in an array belonging to a parent element and raises an error otherwise.",
                        "freer rewording; 'Replaces the current node with replacement' -> 'swaps the current node for the given replacement'; 'It is assumed that' -> 'it expects'; 'an array that is a child of a parent element' -> 'an array belonging to a parent element'; 'If this is not the case, the function will error' -> 'raises an error otherwise'"),
            contradiction=("The replaceNodeDuringVisit function of unified-latex-util-replace replaces the current node with replacement, and if the current node is not in an array that is a child of a parent element, the function does not error.",
                           "[negation] 'the function will error' -> 'the function does not error'"),
            overclaim=("The replaceNodeDuringVisit function of unified-latex-util-replace replaces the current node with replacement, and if the current node is not in an array that is a child of a parent element, it crashes the whole program.",
                       "degree raised: 'the function will error' -> 'it crashes the whole program'; an error need not end the program, and the readme says nothing of the program ('crash' and 'program' do not occur in it)"),
            added=("The replaceNodeDuringVisit function of unified-latex-util-replace replaces the current node with replacement and errors, with a message naming the node's type, if the node is not in an array that is a child of a parent element.",
                   "added detail (the error message names the node's type) not in the readme; 'message' does not occur in it ('type' only in 'Type' headings, parameter tables and code)"),
        ),
        dict(
            section="`replaceStreamingCommand(ast, isStreamingCommand, replacer, options)`",
            start="By default, this command will split",
            end="once per paragraph.",
            reworded=("By default, the replaceStreamingCommand function of unified-latex-util-replace will split at parbreaks, since commands like textbf do not accept parbreaks in their contents, and call replacer multiple times, once per paragraph.",
                      "'this command' -> 'the replaceStreamingCommand function of unified-latex-util-replace' (the ## heading); the parenthesis turned into a 'since' clause; backticks, the backslash of textbf and the stray backslash after replacer dropped"),
            paraphrase=("Because commands such as textbf cannot take paragraph breaks in their contents, replaceStreamingCommand splits at parbreaks by default and calls replacer separately for each paragraph.",
                        "freer rewording; the reason moved to the front; 'do not accept parbreaks' -> 'cannot take paragraph breaks'; 'call replacer multiple times, once per paragraph' -> 'calls replacer separately for each paragraph'; 'By default' kept"),
            contradiction=("By default, the replaceStreamingCommand function of unified-latex-util-replace splits at parbreaks, since commands like textbf do not accept parbreaks in their contents, but calls replacer only once for all the paragraphs together.",
                           "[number] 'multiple times, once per paragraph' -> 'only once for all the paragraphs together'"),
            overclaim=("By default, the replaceStreamingCommand function of unified-latex-util-replace splits at parbreaks, since no LaTeX command accepts parbreaks in its contents, and calls replacer once per paragraph.",
                       "scope widened: 'commands like textbf do not accept parbreaks' -> 'no LaTeX command accepts parbreaks'; the readme names one kind of command (and its next sentence even lists environments as another place to split)"),
            added=("By default, the replaceStreamingCommand function of unified-latex-util-replace splits at parbreaks and calls replacer once per paragraph, then joins the results with a parbreak again.",
                   "added detail (the results are joined with a parbreak again) not in the readme; 'join' does not occur in it; the last sentence of the function's first paragraph says only that the return value of replacer 'is inserted into the stream'"),
        ),
    ]))
