# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-48, part C (drafts 11-15).

Same format as review-claims-47's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the package folder, equal to the "name" field of
the package's package.json; scoped packages keep their scope:
"@pomgui/deep", "@unified-latex/unified-latex-util-trim"); `title` is the
text of the README's first level-1 heading with images, links, HTML and code
marks read away.  `section` is the text of the nearest heading above the
sentence (closing '#'s of ATX headings and badges dropped, other markup
kept); check_part_c.py also derives the top-level section of each cut.

Draft 11 uses isexe/README.md in place of the assigned README
(micromark-factory-label/readme.md), which has two package-specific prose
sentences of 12-45 words (the "Note" on the 999-character cap, 11 words
without its marker, and the Compatibility template with the package name
filled in); the first spare, bail/readme.md, has one (its "When should I use
this?" sentence), so the second spare, isexe/README.md, was taken.

Drafts 12 and 14 keep their assigned READMEs although each has fewer than
four such sentences (3 and 2), because both spares were spent on draft 11
(bail has too little prose itself) and the brief allows no other README.
They use review-claims-47's two allowances: the family's Compatibility
template with the package's own name filled in (d12-s4, d14-s4), and
rationales of 10-11 words (SHORT_OK: d12-s1, d14-s1, d14-s2).  See
notes-c.md, which flags this as a deviation from the brief's spare rule.
DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# isexe's README (2.0.0), in place of the assigned
# micromark-factory-label/readme.md (see the docstring and notes-c.md):
# "# isexe" (the title) and a two-sentence intro (13 and 11 words), then
# ## USAGE (code only) and ## API with ### `isexe(path, [options],
# [callback])` (two paragraphs), ### `isexe.sync(path, [options])` (one
# sentence) and ### Options (four list items).  The README has one level-1
# heading, so its ## headings are top level: the intro stands under the title
# heading, and all other prose is under ## API.  Sentences from two
# top-level sections (isexe, API) under four distinct nearest headings.
DOCS.append(dict(
    path="isexe/README.md",
    kind="README", num="isexe", title="isexe",
    sentences=[
        dict(
            section="isexe",
            start="Minimal module to check if a file is executable",
            end="and a normal file.",
            reworded=("The isexe package is a minimal module to check if a file is executable and a normal file.",
                      "the label-like sentence given the subject 'The isexe package is'; the comma before 'and a normal file' dropped; otherwise as written"),
            paraphrase=("Checking whether a file is both executable and an ordinary file is the job of isexe, a minimal module.",
                        "freer rewording; the task moved to the front; 'a normal file' -> 'an ordinary file'; both conditions kept ('both ... and'); 'Minimal' kept"),
            contradiction=("The isexe package is a large, full-featured module to check if a file is executable and a normal file.",
                           "[direction] 'Minimal module' -> 'a large, full-featured module' (the antonym)"),
            overclaim=("The isexe package is the smallest module available for checking if a file is executable and a normal file.",
                       "ranking added: 'Minimal' -> 'the smallest module available'; the README compares isexe with no other module ('smallest' does not occur in it)"),
            added=("The isexe package is a minimal module to check if a file is executable and a normal file, and it has no dependencies.",
                   "added detail (no dependencies) not in the README; 'depend' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`isexe(path, [options], [callback])`",
            start="Check if the path is executable.",
            end="a Promise will be returned.",
            reworded=("The isexe function of the isexe package checks if the path is executable, and if no callback is provided and a global Promise object is available, then a Promise will be returned.",
                      "the imperative 'Check' given the subject 'The isexe function of the isexe package' from the ### heading; the two sentences joined with 'and'; 'provided' -> 'is provided' (the source's grammar); backticks dropped"),
            paraphrase=("Called without a callback, isexe checks whether the path is executable and hands back a Promise, provided that a global Promise object exists.",
                        "freer rewording; the no-callback condition moved to the front ('Called without a callback'); the second condition kept as 'provided that a global Promise object exists'; 'a Promise will be returned' -> 'hands back a Promise'"),
            contradiction=("The isexe function of the isexe package checks if the path is executable, but when no callback is provided it never returns a Promise, even if a global Promise object is available.",
                           "[negation] 'then a Promise will be returned' -> 'it never returns a Promise', under the same two conditions"),
            overclaim=("The isexe function of the isexe package checks if the path is executable and always returns a Promise when no callback is provided.",
                       "a condition dropped: 'and a global Promise object is available'; the README promises a Promise only when a global Promise exists and says nothing of other cases ('always' does not occur in it)"),
            added=("The isexe function of the isexe package checks if the path is executable, and if no callback is provided and a global Promise object is available, it returns a Promise, a feature added in isexe 2.0.0.",
                   "added origin in time (the Promise return added in version 2.0.0) not in the README; 'version', '2.0' and 'added' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="`isexe.sync(path, [options])`",
            start="Same as `isexe` but returns",
            end="throws any errors raised.",
            reworded=("In the isexe package, isexe.sync is the same as isexe but returns the value and throws any errors raised.",
                      "the subjectless 'Same as' given the subject isexe.sync from the ### heading and the setting 'In the isexe package'; backticks dropped"),
            paraphrase=("The isexe.sync function behaves like isexe, except that it hands back the value itself and throws whatever errors are raised.",
                        "freer rewording; 'Same as isexe but' -> 'behaves like isexe, except that'; 'returns the value' -> 'hands back the value itself'; 'any errors raised' -> 'whatever errors are raised'"),
            contradiction=("In the isexe package, isexe.sync is the same as isexe but returns the value and never throws the errors that are raised.",
                           "[negation] 'throws any errors raised' -> 'never throws the errors that are raised'"),
            overclaim=("In the isexe package, isexe.sync has always been the same as isexe except that it returns the value and throws any errors raised.",
                       "widened in time: 'Same as' -> 'has always been the same as'; the README describes the current API and says nothing about earlier versions ('always' and 'version' do not occur in it)"),
            added=("In the isexe package, isexe.sync is the same as isexe but returns the value and throws any errors raised, which makes it the better fit for short command-line scripts.",
                   "added recommendation and use case (short command-line scripts) not in the README; 'command', 'line' and 'fit' do not occur in it ('script' only inside the code fence's 'javascript')"),
        ),
        dict(
            section="Options",
            start="`pathExt` List of path extensions",
            end="environment variable on Windows.",
            reworded=("The pathExt option of isexe is a list of path extensions to use instead of the PATHEXT environment variable on Windows.",
                      "the list item's label 'pathExt' made the subject 'The pathExt option of isexe is' (### Options); 'the' added before PATHEXT; backticks and the line break dropped"),
            paraphrase=("On Windows, isexe can be given its own list of path extensions through pathExt, which is then used in place of the PATHEXT environment variable.",
                        "freer rewording; 'on Windows' moved to the front; 'List of path extensions to use instead of' -> 'its own list of path extensions ... used in place of'; the option named as the means ('through pathExt')"),
            contradiction=("The pathExt option of isexe is a list of path extensions to use instead of the PATH environment variable on Windows.",
                           "[entity] PATHEXT -> PATH, a different Windows environment variable (the README names only PATHEXT; 'PATH' occurs in it only inside PATHEXT and pathExt)"),
            overclaim=("The pathExt option of isexe is a list of path extensions to use instead of the PATHEXT environment variable on every operating system.",
                       "scope widened in place: 'on Windows' -> 'on every operating system'; the README ties PATHEXT to Windows only ('operating system', 'Linux', 'Unix' and 'mac' do not occur in it)"),
            added=("The pathExt option of isexe is a list of path extensions, separated by semicolons, to use instead of the PATHEXT environment variable on Windows.",
                   "added detail (the list is separated by semicolons) not in the README, which gives no format for the list; 'semicolon' and 'separat' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# micromark-util-decode-numeric-character-reference's readme (2.0.2):
# "# micromark-util-decode-numeric-character-reference" (the title, with
# badges and a one-line intro of 7 words), then ## Contents, ## What is this?
# (one 10-word sentence), ## When should I use this? (word for word in other
# micromark-util READMEs), ## Install, ## Use (code), ## API (a lead-in and
# ### `decodeNumericCharacterReference(value, base)`: two paragraphs of 21
# and 12 words, then parameter items), ## Types, ## Compatibility,
# ## Security, ## Contribute (micromark boilerplate) and ## License.  Its
# package-specific prose of 12-45 words is three sentences: the two API
# paragraphs and the Compatibility template with the package name filled in.
# The fourth cut is the 10-word What is this? sentence (SHORT_OK), as
# review-claims-47 allowed where a document had only three usable sentences.
# Sentences from three top-level sections: What is this?, API (x2) and
# Compatibility.
DOCS.append(dict(
    path="micromark-util-decode-numeric-character-reference/readme.md",
    kind="README", num="micromark-util-decode-numeric-character-reference",
    title="micromark-util-decode-numeric-character-reference",
    sentences=[
        dict(
            section="What is this?",
            start="This package exposes an algorithm to decode",
            end="numeric character references.",
            reworded=("The micromark-util-decode-numeric-character-reference package exposes an algorithm to decode numeric character references.",
                      "'This package' -> 'The micromark-util-decode-numeric-character-reference package'; otherwise as written (a 10-word sentence, SHORT_OK: the README has only three usable sentences of 12-45 words)"),
            paraphrase=("An algorithm for decoding numeric character references is what micromark-util-decode-numeric-character-reference makes available.",
                        "freer rewording; the sentence turned round with the algorithm first; 'exposes' -> 'makes available'; 'to decode' -> 'for decoding'"),
            contradiction=("The micromark-util-decode-numeric-character-reference package exposes an algorithm to encode numeric character references.",
                           "[direction] 'decode' -> 'encode' (the opposite operation)"),
            overclaim=("The micromark-util-decode-numeric-character-reference package exposes an algorithm to decode every kind of character reference, named ones included.",
                       "scope widened in place: 'numeric character references' -> 'every kind of character reference, named ones included'; the README deals with numeric references only ('named' does not occur in it)"),
            added=("The micromark-util-decode-numeric-character-reference package exposes an algorithm to decode numeric character references, and micromark itself calls it when parsing character references.",
                   "added detail (micromark itself calls it while parsing) not in the README; the When should I use this? section only says it 'might be useful' for making extensions; 'itself' and 'core' do not occur in it ('parse' only inside Number.parseInt); may be true in the world, not checked"),
        ),
        dict(
            section="`decodeNumericCharacterReference(value, base)`",
            start="Turn the number (in string form",
            end="into a character.",
            reworded=("The decodeNumericCharacterReference function of micromark-util-decode-numeric-character-reference turns the number, in string form as either hexadecimal or plain decimal, coming from a numeric character reference into a character.",
                      "the imperative 'Turn' given the subject from the ### heading; the parenthesis made a pair of commas; 'hexa-' written out as 'hexadecimal'; the line break dropped"),
            paraphrase=("Given the number from a numeric character reference as a string, in hexadecimal or plain decimal, decodeNumericCharacterReference gives back the matching character.",
                        "freer rewording; the input moved to the front ('Given the number ... as a string'); both number forms kept; 'Turn ... into a character' -> 'gives back the matching character'"),
            contradiction=("The decodeNumericCharacterReference function of micromark-util-decode-numeric-character-reference turns a character into the number, in string form as either hexadecimal or plain decimal, of a numeric character reference.",
                           "[roles] input and output swapped: the function turns the reference's number into a character, not a character into the number"),
            overclaim=("The decodeNumericCharacterReference function of micromark-util-decode-numeric-character-reference is the only way in micromark to turn the number coming from a numeric character reference into a character.",
                       "exclusivity added: 'the only way in micromark'; the README describes what the function does, not that nothing else does it ('only' occurs in it only in 'ESM only')"),
            added=("The decodeNumericCharacterReference function of micromark-util-decode-numeric-character-reference turns the number, in string form as either hexadecimal or plain decimal, coming from a numeric character reference into a character after trimming leading zeros from the string.",
                   "added step (leading zeros trimmed from the string first) not in the README; 'zero', 'leading' and 'trim' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="`decodeNumericCharacterReference(value, base)`",
            start="Sort of like `String.fromCodePoint",
            end="control characters safe.",
            reworded=("In micromark-util-decode-numeric-character-reference, decodeNumericCharacterReference is sort of like String.fromCodePoint(Number.parseInt(value, base)), but makes non-characters and control characters safe.",
                      "the subjectless 'Sort of like' given the subject decodeNumericCharacterReference from the ### heading and the setting 'In micromark-util-decode-numeric-character-reference'; backticks and the line break dropped"),
            paraphrase=("Roughly, decodeNumericCharacterReference behaves like String.fromCodePoint applied to Number.parseInt(value, base), except that it makes non-characters and control characters safe.",
                        "freer rewording; 'Sort of like' -> 'Roughly ... behaves like' (the hedge kept); the nested call described in words; 'but makes' -> 'except that it makes'"),
            contradiction=("In micromark-util-decode-numeric-character-reference, decodeNumericCharacterReference is sort of like String.fromCodePoint(Number.parseInt(value, base)) and, like it, does nothing to make non-characters and control characters safe.",
                           "[negation] 'but makes non-characters and control characters safe' -> 'does nothing to make non-characters and control characters safe'"),
            overclaim=("In micromark-util-decode-numeric-character-reference, decodeNumericCharacterReference is sort of like String.fromCodePoint(Number.parseInt(value, base)), but makes every unusual character, not only non-characters and control characters, safe.",
                       "scope widened in place: 'non-characters and control characters' -> 'every unusual character, not only' those; the README names just these two groups ('unusual' and 'every' do not occur in it)"),
            added=("In micromark-util-decode-numeric-character-reference, decodeNumericCharacterReference is sort of like String.fromCodePoint(Number.parseInt(value, base)), but makes non-characters and control characters safe, as the CommonMark specification requires.",
                   "added reason (the CommonMark specification requires it) not in the README; 'CommonMark' and 'specification' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Compatibility",
            start="This means we try to keep the current release line",
            end="Node.js 16.",
            reworded=("The maintainers of micromark-util-decode-numeric-character-reference try to keep its current release line, micromark-util-decode-numeric-character-reference@2, compatible with Node.js 16.",
                      "'we' -> 'The maintainers of micromark-util-decode-numeric-character-reference' (the section's 'Projects maintained by the unified collective' and 'When we cut a new major release'); 'This means' dropped; backticks and line breaks dropped"),
            paraphrase=("The aim for the current micromark-util-decode-numeric-character-reference@2 release line is to stay compatible with Node.js 16.",
                        "freer rewording; 'we try to keep' -> 'The aim ... is to stay' (the hedge kept as an aim, not a promise); 'This means' dropped"),
            contradiction=("The maintainers of micromark-util-decode-numeric-character-reference try to keep its current release line, micromark-util-decode-numeric-character-reference@2, compatible with Node.js 18.",
                           "[number] Node.js 16 -> Node.js 18 ('18' does not occur in the README)"),
            overclaim=("The maintainers of micromark-util-decode-numeric-character-reference guarantee that its current release line, micromark-util-decode-numeric-character-reference@2, is compatible with Node.js 16.",
                       "hedge removed: 'we try to keep ... compatible' -> 'guarantee that ... is compatible' ('guarantee' does not occur in the README)"),
            added=("The maintainers of micromark-util-decode-numeric-character-reference try to keep its current release line, micromark-util-decode-numeric-character-reference@2, compatible with Node.js 16 and test it on that version with every commit.",
                   "added detail (tested on Node.js 16 with every commit) not in the README; 'test' and 'commit' do not occur in it (only the Build badge's link labels, which say nothing of Node versions)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# @pomgui/deep's README (3.0.3): "# Deep" (the title) and a 7-word tagline,
# then four ### headings before any ## heading (### deepMerge: a paragraph of
# seven sentences and a 10-word lodash.merge line; ### deepFreeze: one 6-word
# sentence; ### diff and ### patch: one sentence each), then ## Installation
# (lead-ins of 2-3 words and code) and ## Usage (code only; its ### headings
# are inside or between code fences).  The README has one level-1 heading, so
# its ## headings are top level, and all its prose stands under the title
# heading before the first ## heading: one top-level section (Deep), under
# three distinct nearest headings (deepMerge x2, diff, patch).
DOCS.append(dict(
    path="@pomgui/deep/README.md",
    kind="README", num="@pomgui/deep", title="Deep",
    sentences=[
        dict(
            section="deepMerge",
            start="This method is like `assign` except",
            end="destination object.",
            reworded=("In @pomgui/deep, deepMerge is like assign except that it recursively merges own and inherited enumerable string keyed properties of source objects into the destination object.",
                      "'This method' -> 'deepMerge' (the ### heading) with the setting 'In @pomgui/deep'; backticks and line breaks dropped; otherwise as written"),
            paraphrase=("The deepMerge method of @pomgui/deep works like assign, with the difference that it merges the own and inherited enumerable string-keyed properties of the source objects into the destination object recursively.",
                        "freer rewording; 'is like assign except that' -> 'works like assign, with the difference that'; 'recursively' moved to the end; the property qualifiers (own and inherited, enumerable, string keyed) all kept"),
            contradiction=("In @pomgui/deep, deepMerge is like assign except that it recursively merges own and inherited enumerable string keyed properties of the destination object into the source objects.",
                           "[roles] source and destination swapped: the properties of the source objects are merged into the destination object, not the other way round"),
            overclaim=("In @pomgui/deep, deepMerge is the most complete way to recursively merge own and inherited enumerable string keyed properties of source objects into a destination object.",
                       "ranking added: 'the most complete way'; the README compares deepMerge with no other merge (its only comparison is the next paragraph's 'For the most cases it is compatible with lodash.merge'); 'complete' does not occur in it"),
            added=("In @pomgui/deep, deepMerge is like assign except that it recursively merges own and inherited enumerable string keyed properties of source objects into the destination object, and it also detects circular references between the source objects.",
                   "added detail (circular references detected) not in the README; 'circular' and 'reference' do not occur in it; not checked in the world"),
        ),
        dict(
            section="deepMerge",
            start="Source objects are applied from left to right.",
            end="of previous sources.",
            reworded=("In the deepMerge method of @pomgui/deep, source objects are applied from left to right, and subsequent sources overwrite property assignments of previous sources.",
                      "the setting 'In the deepMerge method of @pomgui/deep' from the ### heading; the two sentences joined with 'and'; the line break dropped"),
            paraphrase=("The deepMerge method handles its source objects in left-to-right order, with later sources overwriting the property assignments of earlier ones.",
                        "freer rewording; 'are applied from left to right' -> 'handles ... in left-to-right order'; 'Subsequent sources overwrite ... of previous sources' -> 'later sources overwriting ... of earlier ones'"),
            contradiction=("In the deepMerge method of @pomgui/deep, source objects are applied from left to right, and previous sources overwrite property assignments of subsequent sources.",
                           "[roles] 'Subsequent sources overwrite property assignments of previous sources' -> previous sources overwrite those of subsequent ones (the overwriting and the overwritten sources swapped)"),
            overclaim=("Every release of @pomgui/deep has applied source objects from left to right in deepMerge, with subsequent sources overwriting property assignments of previous sources.",
                       "widened in time: the README describes the current behaviour, not that of every release ('release' does not occur in it; 'version' only in patch's 'the most recent version')"),
            added=("In the deepMerge method of @pomgui/deep, source objects are applied from left to right, subsequent sources overwrite property assignments of previous sources, and null sources are silently ignored.",
                   "added list item (null sources are silently ignored) not in the README; 'null' and 'ignore' do not occur in it (the paragraph's only skip rule is for source properties that resolve to undefined); not checked in the world"),
        ),
        dict(
            section="diff",
            start="Compares two JSON objects",
            end="in REST services.",
            reworded=("The diff function of @pomgui/deep compares two JSON objects and returns the delta, or difference, optimizing bandwidth usage, which makes it ideal for PATCH requests in REST services.",
                      "the subjectless 'Compares' given the subject 'The diff function of @pomgui/deep' from the ### heading; '(difference)' -> ', or difference,'; the dash before 'ideal' turned into 'which makes it ideal'"),
            paraphrase=("By returning the difference between the two JSON objects it compares, diff in @pomgui/deep keeps bandwidth use down, which suits PATCH requests to REST services well.",
                        "freer rewording; 'returns the delta (difference)' -> 'By returning the difference'; 'optimizing bandwidth usage' -> 'keeps bandwidth use down'; 'ideal for' -> 'suits ... well'"),
            contradiction=("The diff function of @pomgui/deep compares two JSON objects and returns the delta, or difference, optimizing bandwidth usage, which makes it ideal for PUT requests in REST services.",
                           "[entity] PATCH -> PUT, a different HTTP method ('PUT' does not occur in the README)"),
            overclaim=("The diff function of @pomgui/deep compares two JSON objects and returns the smallest possible delta, minimizing bandwidth usage for PATCH requests in REST services.",
                       "degree raised: 'returns the delta' -> 'the smallest possible delta', 'optimizing bandwidth usage' -> 'minimizing'; the README claims no minimality ('smallest', 'minimi' do not occur in it)"),
            added=("The diff function of @pomgui/deep compares two JSON objects and returns the delta, optimizing bandwidth usage for PATCH requests in REST services, and the delta follows the JSON Patch format of RFC 6902.",
                   "added detail (the delta follows RFC 6902 JSON Patch) not in the README, which names no format for the delta; 'RFC', '6902' and 'JSON Patch' do not occur in it; probably false in the world (the example's round trip suggests its own format), not checked"),
        ),
        dict(
            section="patch",
            start="Takes the diff's result",
            end="most recent version.",
            reworded=("The patch function of @pomgui/deep takes the diff's result and applies it to a JSON object, reconstructing the most recent version.",
                      "the subjectless 'Takes' given the subject 'The patch function of @pomgui/deep' from the ### heading; 'applies it into' -> 'applies it to' (the source's grammar)"),
            paraphrase=("Applying the output of diff to a JSON object with patch rebuilds the latest version of the object.",
                        "freer rewording; 'the diff's result' -> 'the output of diff'; 'reconstructing the most recent version' -> 'rebuilds the latest version of the object'"),
            contradiction=("The patch function of @pomgui/deep takes the diff's result and applies it to a JSON object, reconstructing the oldest version.",
                           "[direction] 'the most recent version' -> 'the oldest version' (the antonym)"),
            overclaim=("The patch function of @pomgui/deep takes the diff's result and applies it to a JSON object, reconstructing the most recent version in every case, even if the object was changed after the diff was computed.",
                       "scope widened: 'reconstructing the most recent version' stretched to objects changed after the diff; the README says nothing about such objects ('every', 'changed' and 'computed' do not occur in it)"),
            added=("The patch function of @pomgui/deep takes the diff's result and applies it to a JSON object, reconstructing the most recent version without modifying the original object.",
                   "added detail (the original object is not modified) not in the README; 'modif', 'original' and 'mutat' do not occur in it, and the example only compares patch's result with b; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# micromark-util-classify-character's readme (2.0.1):
# "# micromark-util-classify-character" (the title, with badges and an
# 11-word one-line intro), then ## Contents, ## What is this? (one 11-word
# sentence), ## When should I use this? (word for word in other
# micromark-util READMEs), ## Install, ## Use (code), ## API (a lead-in and
# ### `classifyCharacter(code)`: a 10-word and an 18-word paragraph, a
# 7-word note, parameter and returns lines), ## Types, ## Compatibility,
# ## Security, ## Contribute (micromark boilerplate) and ## License.  Its
# package-specific prose of 12-45 words is two sentences (the 18-word API
# paragraph and the Compatibility template with the package name filled in);
# the other two cuts are the 11-word What is this? sentence and the 10-word
# API description (SHORT_OK; see notes-c.md: no spare was left).  Sentences
# from three top-level sections: What is this?, API (x2) and Compatibility.
DOCS.append(dict(
    path="micromark-util-classify-character/readme.md",
    kind="README", num="micromark-util-classify-character",
    title="micromark-util-classify-character",
    sentences=[
        dict(
            section="What is this?",
            start="This package exposes an algorithm to classify",
            end="into 3 categories.",
            reworded=("The micromark-util-classify-character package exposes an algorithm to classify characters into 3 categories.",
                      "'This package' -> 'The micromark-util-classify-character package'; otherwise as written (an 11-word sentence, SHORT_OK: no spare was left for this README)"),
            paraphrase=("An algorithm that sorts characters into three categories is what micromark-util-classify-character exposes.",
                        "freer rewording; the sentence turned round with the algorithm first; 'classify ... into' -> 'sorts ... into'; '3' written as 'three'"),
            contradiction=("The micromark-util-classify-character package exposes an algorithm to classify characters into 4 categories.",
                           "[number] 3 categories -> 4"),
            overclaim=("The micromark-util-classify-character package exposes the algorithm that every micromark extension must use to classify characters into 3 categories.",
                       "a possibility made a rule: the README says the package 'might be useful' for making extensions and requires nothing of them ('must' and 'every' do not occur in it)"),
            added=("The micromark-util-classify-character package exposes an algorithm to classify characters into 3 categories, based on the Unicode general category of each character.",
                   "added detail (the classes come from each character's Unicode general category) not in the README; 'Unicode' and 'general category' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`classifyCharacter(code)`",
            start="Classify whether a code represents",
            end="something\nelse.",
            reworded=("The classifyCharacter function of micromark-util-classify-character classifies whether a code represents whitespace, punctuation, or something else.",
                      "the imperative 'Classify' given the subject from the ### heading; the line break dropped; otherwise as written (a 10-word sentence, SHORT_OK)"),
            paraphrase=("For a given code, classifyCharacter tells whether it stands for whitespace, for punctuation, or for anything else.",
                        "freer rewording; 'For a given code' moved to the front; 'represents' -> 'stands for'; 'something else' -> 'anything else'; the three outcomes kept"),
            contradiction=("The classifyCharacter function of micromark-util-classify-character classifies whether a code represents whitespace, a digit, or something else.",
                           "[entity] punctuation -> a digit, a different class ('digit' does not occur in the README; the Returns line names only the whitespace and punctuation groups)"),
            overclaim=("The classifyCharacter function of micromark-util-classify-character is the only place in micromark that decides whether a code represents whitespace, punctuation, or something else.",
                       "exclusivity added: 'the only place in micromark'; the README says what the function does, not that nothing else in micromark does it ('only' occurs in it only in 'ESM only')"),
            added=("The classifyCharacter function of micromark-util-classify-character classifies whether a code represents whitespace, punctuation, or something else, and it treats symbols such as currency signs as punctuation.",
                   "added detail (symbols such as currency signs count as punctuation) not in the README; 'symbol' and 'currency' do not occur in it; may be true in the world for newer CommonMark, not checked"),
        ),
        dict(
            section="`classifyCharacter(code)`",
            start="Used for attention (emphasis, strong)",
            end="surrounding characters.",
            reworded=("In micromark-util-classify-character, classifyCharacter is used for attention (emphasis and strong), whose sequences can open or close based on the class of surrounding characters.",
                      "the subjectless 'Used for' given the subject classifyCharacter from the ### heading and the setting 'In micromark-util-classify-character'; 'emphasis, strong' -> 'emphasis and strong'; the line break dropped"),
            paraphrase=("Attention (emphasis and strong) is what classifyCharacter is used for, since whether its sequences can open or close depends on the class of the characters around them.",
                        "freer rewording; attention made the subject; 'based on the class of surrounding characters' -> 'depends on the class of the characters around them'; 'can' kept; the relative clause recast with 'since' (the source's 'whose' gives the same link)"),
            contradiction=("In micromark-util-classify-character, classifyCharacter is used for attention (emphasis and strong), whose sequences can open or close regardless of the class of surrounding characters.",
                           "[negation] 'based on the class of surrounding characters' -> 'regardless of the class of surrounding characters'"),
            overclaim=("In micromark-util-classify-character, classifyCharacter is used for every inline construct of markdown, not just attention, to decide whether sequences can open or close.",
                       "scope widened in place: 'attention (emphasis, strong)' -> 'every inline construct of markdown'; the README names attention only ('inline' and 'construct' do not occur in it)"),
            added=("In micromark-util-classify-character, classifyCharacter is used for attention (emphasis and strong), whose sequences can open or close based on the class of surrounding characters, and also for GFM strikethrough.",
                   "added list item (GFM strikethrough) not in the README; 'GFM' and 'strikethrough' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Compatibility",
            start="This means we try to keep the current release line",
            end="Node.js 16.",
            reworded=("The maintainers of micromark-util-classify-character try to keep its current release line, micromark-util-classify-character@2, compatible with Node.js 16.",
                      "'we' -> 'The maintainers of micromark-util-classify-character' (the section's 'Projects maintained by the unified collective' and 'When we cut a new major release'); 'This means' dropped; backticks and the line break dropped"),
            paraphrase=("For micromark-util-classify-character, the aim is for the present 2.x release line to keep working with Node.js 16.",
                        "freer rewording; 'we try to keep' -> 'the aim is' (the hedge kept); 'micromark-util-classify-character@2' -> 'the present 2.x release line'; 'compatible with' -> 'working with'"),
            contradiction=("The maintainers of micromark-util-classify-character try to keep its current release line, micromark-util-classify-character@3, compatible with Node.js 16.",
                           "[number] the release line @2 -> @3 (the next sentence of the README names micromark@3, so the slip looks honest)"),
            overclaim=("The maintainers of micromark-util-classify-character promise that its current release line, micromark-util-classify-character@2, will never drop compatibility with Node.js 16.",
                       "hedge removed and widened in time: 'we try to keep ... compatible' -> 'promise that ... will never drop compatibility' ('promise' and 'never' do not occur in the README; 'drop' only in the preceding sentence, 'When we cut a new major release, we drop support for unmaintained versions of Node', which concerns new major lines, not the current one)"),
            added=("The maintainers of micromark-util-classify-character try to keep its current release line, micromark-util-classify-character@2, compatible with Node.js 16, and they also test it in Bun.",
                   "added detail (tested in Bun) not in the README; 'Bun' does not occur in it as a word (only inside 'bundle'); the Install section names Node.js, Deno and browsers, not Bun"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# @unified-latex/unified-latex-util-trim's README (1.8.4), generated from
# docstrings (four HTML comments say so): "# unified-latex-util-trim",
# ## What is this? (10 words, the same as the other @unified-latex util
# READMEs'), ## When should I use this? (a 14-word sentence and a paragraph
# of 18 + 9 words), ## Install (a command and the esm/commonjs paragraph
# shared word for word with the other @unified-latex READMEs), then two more
# level-1 headings: # Plugins (## `unifiedLatexTrimEnvironmentContents` and
# ## `unifiedLatexTrimRoot`, each a one-sentence description, ### Usage and
# ### Type, code) and # Functions (four ## function headings, each a short
# description, a signature and a parameter table).  With three level-1
# headings, the level-1 headings are the top-level sections.  Sentences from
# all three: unified-latex-util-trim (x1), Plugins (x1) and Functions (x2).
DOCS.append(dict(
    path="@unified-latex/unified-latex-util-trim/README.md",
    kind="README", num="@unified-latex/unified-latex-util-trim", title="unified-latex-util-trim",
    sentences=[
        dict(
            section="When should I use this?",
            start="Note that whitespace can come from",
            end="with both situations.",
            reworded=("The unified-latex-util-trim readme notes that whitespace can come from an Ast.Whitespace node or from an Ast.Comment node that has leading whitespace, and that the package's functions take care to deal with both situations.",
                      "the frame 'The unified-latex-util-trim readme notes that' for 'Note that'; 'These functions' -> 'the package's functions' (the functions the README documents); the two sentences joined with 'and'; backticks and line breaks dropped"),
            paraphrase=("Whitespace may appear either as an Ast.Whitespace node or as an Ast.Comment node with leading whitespace, and the unified-latex-util-trim functions are careful to handle both cases.",
                        "freer rewording; 'can come from' -> 'may appear ... as'; 'take care to deal with both situations' -> 'are careful to handle both cases'; both node kinds and the leading-whitespace condition kept"),
            contradiction=("The unified-latex-util-trim readme notes that whitespace can come from an Ast.Whitespace node or from an Ast.Comment node that has leading whitespace, but that the package's functions deal only with the first of these situations.",
                           "[negation] 'take care to deal with both situations' -> 'deal only with the first of these situations' (the comment case denied; it could also be read as a count slip, both -> one)"),
            overclaim=("The unified-latex-util-trim readme notes that whitespace can come from an Ast.Whitespace node or from an Ast.Comment node that has leading whitespace, and that the package's functions handle both situations perfectly in every document.",
                       "degree raised: 'take care to deal with' -> 'handle ... perfectly in every document' ('perfect' and 'every' do not occur in the README)"),
            added=("The unified-latex-util-trim readme notes that whitespace can come from an Ast.Whitespace node or from an Ast.Comment node that has leading whitespace, which the parser produces when a percent sign follows spaces on a line.",
                   "added cause (the parser produces such comments when a percent sign follows spaces) not in the README; 'percent' and 'parser' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`unifiedLatexTrimEnvironmentContents`",
            start="Unified plugin to trim the whitespace from the start/end of any environments",
            end="math environments.",
            reworded=("The unifiedLatexTrimEnvironmentContents plugin of unified-latex-util-trim is a unified plugin that trims the whitespace from the start and end of any environments, including math environments.",
                      "the label-like 'Unified plugin to trim' given the subject from the ## heading ('The unifiedLatexTrimEnvironmentContents plugin of unified-latex-util-trim is a unified plugin that trims'); 'start/end' -> 'start and end'; the line break dropped"),
            paraphrase=("Whitespace at the beginning and end of every environment, math environments among them, is removed by the unifiedLatexTrimEnvironmentContents plugin.",
                        "freer rewording; passive, with the whitespace as the subject; 'any environments, including math environments' -> 'every environment, math environments among them'; 'trim' -> 'is removed'"),
            contradiction=("The unifiedLatexTrimEnvironmentContents plugin of unified-latex-util-trim is a unified plugin that adds whitespace to the start and end of any environments, including math environments.",
                           "[direction] 'trim the whitespace from' -> 'adds whitespace to' (the opposite operation)"),
            overclaim=("The unifiedLatexTrimEnvironmentContents plugin of unified-latex-util-trim trims the whitespace from the start and end of every environment, group and macro argument in a document.",
                       "scope widened in place: 'any environments' -> 'every environment, group and macro argument'; the plugin is described for environments only ('group', 'macro' and 'argument' do not occur in the README)"),
            added=("The unifiedLatexTrimEnvironmentContents plugin of unified-latex-util-trim trims the whitespace from the start and end of any environments, including math environments, and it is enabled by default in the unified-latex parser.",
                   "added detail (enabled by default in the parser) not in the README, whose Usage line adds it explicitly with unified().use(...); 'default' and 'parser' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`hasWhitespaceEquivalent(nodes)`",
            start="Returns whether the array has whitespace",
            end="Other comments are ignored.",
            reworded=("The hasWhitespaceEquivalent function of unified-latex-util-trim returns whether the array has whitespace at the start or end, with comments whose leadingWhitespace is true counted as whitespace and other comments ignored.",
                      "the subjectless 'Returns' given the subject from the ## heading; 'start/end' -> 'start or end'; 'Comments with leadingWhitespace === true' -> 'comments whose leadingWhitespace is true'; the three sentences joined; backticks and the line break dropped"),
            paraphrase=("When hasWhitespaceEquivalent checks an array for whitespace at its start or end, it treats a comment as whitespace if its leadingWhitespace is true and ignores every other comment.",
                        "freer rewording; 'Returns whether the array has' -> 'checks an array for'; the two comment rules kept ('are counted as whitespace' -> 'treats ... as whitespace', 'Other comments are ignored' -> 'ignores every other comment')"),
            contradiction=("The hasWhitespaceEquivalent function of unified-latex-util-trim returns whether the array has whitespace at the start or end, with comments whose leadingWhitespace is true ignored and other comments counted as whitespace.",
                           "[roles] the two comment groups swapped: comments with leadingWhitespace === true are counted and the others ignored, not the other way round"),
            overclaim=("The hasWhitespaceEquivalent function of unified-latex-util-trim is the only reliable way to tell whether an array has whitespace at the start or end, since it counts comments whose leadingWhitespace is true as whitespace.",
                       "exclusivity and a ranking added: 'the only reliable way'; the README ranks nothing ('only' and 'reliabl' do not occur in it), and its trim functions also deal with such comments"),
            added=("The hasWhitespaceEquivalent function of unified-latex-util-trim returns whether the array has whitespace at the start or end, counting comments whose leadingWhitespace is true as whitespace, and the trim functions call it internally.",
                   "added detail (the trim functions call it internally) not in the README; 'internal' and 'call' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`trim(nodes)`",
            start="Trims whitespace and parbreaks from the start and end",
            end="nodes is returned.",
            reworded=("The trim function of unified-latex-util-trim trims whitespace and parbreaks from the start and end of an array and returns the number of trimmed nodes.",
                      "the subjectless 'Trims' given the subject from the ## heading; 'The number of trimmed nodes is returned' made active and joined with 'and'; the line breaks dropped"),
            paraphrase=("Given an array, trim in unified-latex-util-trim strips whitespace and paragraph breaks from both ends and reports how many nodes it removed.",
                        "freer rewording; 'start and end' -> 'both ends'; 'parbreaks' -> 'paragraph breaks'; 'The number of trimmed nodes is returned' -> 'reports how many nodes it removed'"),
            contradiction=("The trim function of unified-latex-util-trim trims whitespace and parbreaks from the start and end of an array but does not return the number of trimmed nodes.",
                           "[negation] 'The number of trimmed nodes is returned' -> 'does not return the number of trimmed nodes'"),
            overclaim=("The trim function of unified-latex-util-trim trims whitespace and parbreaks from the start and end of an array and of every nested array inside it, and returns the number of trimmed nodes.",
                       "scope widened in place: 'an array' -> 'an array and ... every nested array inside it'; the README describes the ends of the one array passed ('nested' does not occur in it)"),
            added=("The trim function of unified-latex-util-trim trims whitespace and parbreaks from the start and end of an array and returns the number of trimmed nodes, and the unifiedLatexTrimRoot plugin calls it on the root's children.",
                   "added detail (unifiedLatexTrimRoot calls trim on the root's children) not in the README, which says only that the plugin trims 'the start/end of the root element'; 'children' and 'call' do not occur in it; may be true in the world, not checked"),
        ),
    ]))
