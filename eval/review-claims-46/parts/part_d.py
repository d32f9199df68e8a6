# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-46, part D (drafts 16-20).

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
check_part_d.py also derives the top-level section of each cut.

All five assigned documents are used, in the brief's order; the spare
(mdast-util-gfm-footnote/readme.md) is not used (see notes-d.md).
"""

DOCS = []

# ---------------------------------------------------------------- draft-16
# jsonwebtoken's README has five level-1 headings: "# jsonwebtoken" (the
# title, a badge table and two short lines of 5 and 10 words), "# Install"
# (a command), "# Migration notes" (two links), "# Usage" (### jwt.sign,
# #### Token Expiration, ### jwt.verify, ### jwt.decode inside <details>,
# ## Errors & Codes, ## Algorithms supported, ## Refreshing JWTs) and
# "# TODO" (a 6-word item, then ## Issue Reporting, ## Author and ## License:
# Auth0's issue/security-contact boilerplate, a link and licence text).  So
# the level-1 headings are the top-level sections (as tslib's in
# review-claims-45) and all usable prose sits under # Usage; the four
# sentences come from four different headings there: jwt.sign, jwt.verify,
# jwt.decode and Refreshing JWTs.
DOCS.append(dict(
    path="jsonwebtoken/README.md",
    kind="README", num="jsonwebtoken", title="jsonwebtoken",
    sentences=[
        dict(
            section="jwt.sign(payload, secretOrPrivateKey, [options, callback])",
            start="When signing with RSA algorithms the minimum modulus",
            end="will be rejected with an error.",
            reworded=("When signing with RSA algorithms in jsonwebtoken, the minimum modulus length is 2048 unless the allowInsecureKeySizes option is set to true, and private keys below this size are rejected with an error.",
                      "the setting 'in jsonwebtoken' added; 'except when' -> 'unless'; the two sentences joined; 'will be rejected' -> 'are rejected'"),
            paraphrase=("Unless allowInsecureKeySizes is turned on, jsonwebtoken refuses, with an error, to sign with an RSA private key whose modulus is shorter than 2048.",
                        "freer rewording; the exception moved to the front ('is set to true' -> 'is turned on'); 'the minimum modulus length is 2048 ... Private keys below this size will be rejected with an error' -> 'refuses, with an error, to sign with an RSA private key whose modulus is shorter than 2048'; the condition 'When signing with RSA algorithms' kept"),
            contradiction=("When signing with RSA algorithms in jsonwebtoken, the minimum modulus length is 1024 unless the allowInsecureKeySizes option is set to true, and private keys below this size are rejected with an error.",
                           "[number] minimum modulus length 2048 -> 1024 (the allowInsecureKeySizes option item, outside the cut, also says 'a modulus below 2048')"),
            overclaim=("Every version of jsonwebtoken has enforced a minimum RSA modulus length of 2048 when signing, unless the allowInsecureKeySizes option is set to true.",
                       "scope widened in time: the sentence describes the current behaviour; 'Every version of jsonwebtoken has enforced' extends it to all past versions, about which the README says nothing (its Migration notes are two links to wiki pages)"),
            added=("When signing with RSA algorithms, jsonwebtoken requires a minimum modulus length of 2048, following NIST guidance, unless the allowInsecureKeySizes option is set to true, and smaller private keys are rejected with an error.",
                   "added origin (the limit follows NIST guidance) not in the README; 'NIST' and 'guidance' do not occur in it"),
        ),
        dict(
            section="jwt.verify(token, secretOrPublicKey, [options, callback])",
            start="If `jwt.verify` is called asynchronous",
            end="fetch the secret or public key.",
            reworded=("If jwt.verify in jsonwebtoken is called asynchronously, secretOrPublicKey can be a function that should fetch the secret or public key.",
                      "the setting 'in jsonwebtoken' added; backticks dropped; the source's 'called asynchronous' corrected to 'called asynchronously'"),
            paraphrase=("In asynchronous calls to the jwt.verify function of jsonwebtoken, the secretOrPublicKey argument may be given as a function whose job is to fetch the secret or the public key.",
                        "freer rewording; the condition kept ('If ... is called asynchronous' -> 'In asynchronous calls'); 'can be' -> 'may be given as'; 'that should fetch' -> 'whose job is to fetch'"),
            contradiction=("If jwt.verify in jsonwebtoken is called asynchronously, secretOrPublicKey cannot be a function and must be the secret or public key itself.",
                           "[negation] 'can be a function' -> 'cannot be a function' (the rest of the claim spells out what is left)"),
            overclaim=("Whenever jwt.verify in jsonwebtoken is called, synchronously or asynchronously, secretOrPublicKey can be a function that fetches the secret or public key.",
                       "condition dropped: 'If jwt.verify is called asynchronous' -> 'Whenever ... synchronously or asynchronously'; the README never says a function is accepted in synchronous calls (a tool may read the condition as implying that it is not)"),
            added=("If jwt.verify in jsonwebtoken is called asynchronously, secretOrPublicKey can be a function that should fetch the secret or public key, and the keys it fetches are cached for later calls.",
                   "added detail (fetched keys are cached for later calls) not in the README; 'cache' does not occur in it (the getKey example uses jwks-rsa's client but says nothing about caching)"),
        ),
        dict(
            section="jwt.decode(token [, options])",
            start="This will __not__ verify",
            end="use `jwt.verify` instead.",
            reworded=("The jwt.decode function of jsonwebtoken will not verify whether the signature is valid, and it should not be used for untrusted messages; jwt.verify is most likely what is wanted instead.",
                      "'This' -> 'The jwt.decode function of jsonwebtoken' (the ### heading; the cut starts after the blockquote label '> __Warning:__ '); 'You should not use this' made impersonal; 'You most likely want to use jwt.verify instead' -> 'jwt.verify is most likely what is wanted instead'; the three sentences joined; underscores and backticks dropped"),
            paraphrase=("The decode function of jsonwebtoken leaves the signature unchecked, so the README warns against using it on untrusted messages and names jwt.verify as most likely the one to use.",
                        "freer rewording; 'will not verify whether the signature is valid' -> 'leaves the signature unchecked'; 'You should not use this for untrusted messages' -> 'warns against using it on untrusted messages' (the cut is a Warning); the hedge 'most likely' kept"),
            contradiction=("The jwt.decode function of jsonwebtoken will verify whether the signature is valid, but it still should not be used for untrusted messages; jwt.verify is most likely what is wanted instead.",
                           "[negation] 'This will not verify whether the signature is valid' -> 'will verify' (the item's own description, outside the cut, also says 'without verifying if the signature is valid')"),
            overclaim=("The jwt.decode function of jsonwebtoken does not verify whether the signature is valid and should not be used for untrusted messages; jwt.verify is always what is wanted instead.",
                       "hedge removed: 'You most likely want to use jwt.verify instead' -> 'jwt.verify is always what is wanted instead'"),
            added=("The jwt.decode function of jsonwebtoken will not verify whether the signature is valid and should not be used for untrusted messages, but it runs noticeably faster than jwt.verify.",
                   "added comparison (decode runs noticeably faster than verify) not in the README; 'fast', 'speed' and 'perform' do not occur in it"),
        ),
        dict(
            section="Refreshing JWTs",
            start="We are not comfortable including this",
            end="how this could be accomplished.",
            reworded=("The jsonwebtoken maintainers are not comfortable including auto-refreshing of JWTs as part of the library, but an example shows how this could be accomplished.",
                      "'We' -> 'The jsonwebtoken maintainers'; 'this' -> 'auto-refreshing of JWTs' (the section heading and the sentence before the cut: 'if auto-refreshing a JWT will not introduce any vulnerability'); 'however, you can take a look at this example to show how' -> 'but an example shows how'; link syntax and URL dropped"),
            paraphrase=("The authors of jsonwebtoken do not feel comfortable making JWT auto-refreshing part of the library, though they link to an example of how it could be done.",
                        "freer rewording; referent as in the reworded row; 'are not comfortable including this as part of' -> 'do not feel comfortable making ... part of'; 'you can take a look at this example' -> 'they link to an example'; 'could' kept"),
            contradiction=("The jsonwebtoken maintainers are comfortable including auto-refreshing of JWTs as part of the library, and an example shows how this could be accomplished.",
                           "[negation] 'We are not comfortable including this' -> 'are comfortable including'"),
            overclaim=("The jsonwebtoken maintainers refuse ever to include auto-refreshing of JWTs in the library, though an example shows how it could be accomplished.",
                       "degree raised and widened in time: 'are not comfortable including this' (a present reluctance) -> 'refuse ever to include'"),
            added=("The jsonwebtoken maintainers are not comfortable including auto-refreshing of JWTs as part of the library, since refresh tokens belong on the authorization server, but an example shows how it could be done.",
                   "added reason (refresh tokens belong on the authorization server) not in the README; 'refresh token' and 'authorization server' do not occur in it ('server' only in the clockTolerance item, 'different servers')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# istextorbinary's README: HTML comment markers, "# Is Text or Binary?" (the
# title; the package name is not in it), a badge block, a two-sentence
# description, the "Determination works like so:" lead-in with a numbered
# two-item list and five prose paragraphs, then ## Usage (a link and code),
# ## Install (bevry's generated install and Editions text), ## History (a
# link), ## Backers (bevry's generated contributor and sponsor lists) and
# ## License.  All of the package-specific prose sits under the title, so
# the draft draws on one top-level section and one heading: the list's first
# item and three separate paragraphs after it.
DOCS.append(dict(
    path="istextorbinary/README.md",
    kind="README", num="istextorbinary", title="Is Text or Binary?",
    sentences=[
        dict(
            section="Is Text or Binary?",
            start="Extension Check: If filename is available",
            end="this is near instant.",
            reworded=("In the extension check of istextorbinary, if a filename is available, it checks whether any of its extensions, from right to left, is a text extension or a binary extension, and this is near instant.",
                      "the list item's label 'Extension Check:' made the setting 'In the extension check of istextorbinary'; the imperative 'check if' given the subject 'it'; 'are an text extension' corrected to 'is a text extension'; parentheses, link syntax and URLs dropped"),
            paraphrase=("When istextorbinary has a filename to go on, it looks through the name's extensions, working from the rightmost one leftwards, to see whether one of them is a text or a binary extension, a step that takes almost no time.",
                        "freer rewording; 'If filename is available' -> 'When istextorbinary has a filename to go on'; 'from right to left' -> 'working from the rightmost one leftwards'; 'near instant' -> 'takes almost no time'"),
            contradiction=("In the extension check of istextorbinary, if a filename is available, it checks whether any of its extensions, from left to right, is a text extension or a binary extension, and this is near instant.",
                           "[direction] from right to left -> from left to right (the next paragraph, outside the cut, also says 'from right to left')"),
            overclaim=("The extension check of istextorbinary, which looks at a filename's extensions from right to left for a text or binary extension, is fully instant and has no performance cost at all.",
                       "degree raised: 'this is near instant' -> 'is fully instant and has no performance cost at all'"),
            added=("In the extension check of istextorbinary, if a filename is available, it checks whether any of its extensions, from right to left, is a text or binary extension, comparing them case-insensitively, and this is near instant.",
                   "added detail (extensions are compared case-insensitively) not in the README; 'insensitiv' does not occur in it and 'case' only in 'in this case' and 'in which case' (the paragraph after the list); not checked in the world"),
        ),
        dict(
            section="Is Text or Binary?",
            start="The contents check (with the default options)",
            end="anything less is not accurate.",
            reworded=("With the default options, the contents check of istextorbinary will check 24 bytes at the start, middle, and end of the buffer; history has shown that checking all three locations is mandatory for accuracy, and that anything less is not accurate.",
                      "the parenthesis '(with the default options)' moved to the front; 'The contents check' -> 'the contents check of istextorbinary'; the two sentences joined with a semicolon"),
            paraphrase=("Using its default options, the contents check in istextorbinary reads 24 bytes from each of the buffer's start, middle and end, and experience has shown that all three places must be checked for an accurate result.",
                        "freer rewording; 'will check 24 bytes at the start, middle, and end of the buffer' -> 'reads 24 bytes from each of the buffer's start, middle and end'; 'History has shown that checking all three locations is mandatory for accuracy, and that anything less is not accurate' -> 'experience has shown that all three places must be checked for an accurate result'; the default-options condition kept"),
            contradiction=("With the default options, the contents check of istextorbinary will check 64 bytes at the start, middle, and end of the buffer; history has shown that checking all three locations is mandatory for accuracy.",
                           "[number] 24 bytes -> 64 bytes (the clause 'and that anything less is not accurate' dropped)"),
            overclaim=("Whatever options it is given, the contents check of istextorbinary checks exactly 24 bytes at the start, middle, and end of the buffer, as history has shown all three locations to be mandatory for accuracy.",
                       "condition dropped: '(with the default options)' -> 'Whatever options it is given'; the README never describes the options or what they change"),
            added=("With the default options, the contents check of istextorbinary will check 24 bytes at the start, middle, and end of the buffer, looking for zero bytes, since history has shown that all three locations are mandatory for accuracy.",
                   "added mechanism (the sampled bytes are searched for zero bytes) not in the README; 'zero' does not occur in it ('null' only as a value in the Usage code); not checked in the world"),
        ),
        dict(
            section="Is Text or Binary?",
            start="One cannot just do the contents check alone",
            end="known extensions a side-effect.",
            reworded=("In istextorbinary, the contents check cannot just be done alone, because UTF16 characters are indistinguishable from binary, which would return an inaccurate result; hence the combination is necessary for accuracy, with performance for known extensions a side-effect.",
                      "'One cannot just do the contents check alone' made passive with the setting 'In istextorbinary'; 'hence why' -> 'hence'; commas added"),
            paraphrase=("Relying on the contents check by itself would give wrong answers, since UTF16 text cannot be told apart from binary data, so istextorbinary needs the two checks together to be accurate and gains speed on known extensions as a by-product.",
                        "freer rewording; 'indistinguishable from binary which would return an inaccurate result' -> 'cannot be told apart from binary data ... would give wrong answers'; 'the combination is necessary for accuracy' -> 'needs the two checks together to be accurate'; 'performance for known extensions a side-effect' -> 'gains speed on known extensions as a by-product'"),
            contradiction=("In istextorbinary, the contents check cannot just be done alone, because UTF16 characters are indistinguishable from binary; hence the combination is necessary for performance, with accuracy for known extensions a side-effect.",
                           "[roles] accuracy (the reason for the combination) and performance (its side-effect for known extensions) swapped"),
            overclaim=("In istextorbinary, combining the extension check with the contents check makes detection accurate for every file, including UTF16 text, which the contents check alone would misread as binary.",
                       "a necessity asserted as a guarantee: 'the combination is necessary for accuracy' -> 'makes detection accurate for every file'; the README says the combination is needed, not that it is always right"),
            added=("In istextorbinary, the contents check cannot be done alone because UTF16 characters are indistinguishable from binary, a problem that also affects UTF-32 text, hence the combination is necessary for accuracy.",
                   "added comparison (UTF-32 text has the same problem) not in the README; '32' and 'UTF-32' do not occur in it (only 'UTF16' and, in the Usage code, 'utf8'); may be true in the world, not checked"),
        ),
        dict(
            section="Is Text or Binary?",
            start="Ever since 2012",
            end="its other dependents.",
            reworded=("Ever since 2012, the superior accuracy and performance of istextorbinary have been essential to the operation of DocPad and its other dependents.",
                      "'this module's superior accuracy and performance' -> 'the superior accuracy and performance of istextorbinary'; 'has been' -> 'have been' (two subjects); link syntax and URL dropped"),
            paraphrase=("Since 2012, DocPad and the other projects that depend on istextorbinary have needed its superior accuracy and performance in order to operate.",
                        "freer rewording; the dependents made the subject; 'has been essential to the operation of' -> 'have needed ... in order to operate'; 'superior' and the year kept"),
            contradiction=("Ever since 2012, the superior accuracy and performance of istextorbinary have been essential to the operation of Docusaurus and its other dependents.",
                           "[entity] DocPad -> Docusaurus (another static site generator, which the README never names)"),
            overclaim=("Ever since 2012, DocPad has used istextorbinary as its only means of telling text files from binary ones.",
                       "exclusivity added: 'essential to the operation of DocPad' -> 'its only means of telling text files from binary ones'; the README does not say DocPad has no other means"),
            added=("Ever since 2012, when it was first split out of DocPad, the superior accuracy and performance of istextorbinary have been essential to the operation of DocPad and its other dependents.",
                   "added origin (istextorbinary was split out of DocPad in 2012) not in the README; 'split' and 'extract' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# yauzl's README: "# yauzl" (the title) with a two-line intro and the
# "Design principles:" list, then ## Usage (lead-ins and code), ## API (a
# long reference: functions, classes, events, options), ## How to Avoid
# Crashing, ## Limitations (a sentence and 13 ### subsections), ## Change
# History (version items) and ## Development.  Sentences from four
# top-level sections: the title's design-principle list, API (the
# dosDateTimeToDate subsection), Limitations (No Streaming Unzip API) and
# Development.  Three other design principles share text with yazl's README
# and were not used.
DOCS.append(dict(
    path="yauzl/README.md",
    kind="README", num="yauzl", title="yauzl",
    sentences=[
        dict(
            section="yauzl",
            start="Follow the spec.",
            end="Read the central directory for file metadata.",
            reworded=("One of yauzl's design principles is to follow the spec: don't scan for local file headers, and read the central directory for file metadata.",
                      "the list item given the frame 'One of yauzl's design principles is' (the lead-in 'Design principles:' above the list, outside the cut); the three sentences joined"),
            paraphrase=("Following the zip specification is a design principle of yauzl, which means getting file metadata from the central directory instead of scanning for local file headers.",
                        "freer rewording; 'the spec' -> 'the zip specification'; the two imperatives recast as what the principle means; the order of the two parts reversed"),
            contradiction=("One of yauzl's design principles is to follow the spec: don't scan the central directory, and read the local file headers for file metadata.",
                           "[roles] the central directory (read for metadata) and the local file headers (not scanned) swapped; also contradicted by the Limitations subsection 'Local File Headers Are Ignored'"),
            overclaim=("Following the spec is the most important of yauzl's design principles: don't scan for local file headers, and read the central directory for file metadata.",
                       "ranking added: 'the most important of yauzl's design principles'; the README lists five principles and ranks none"),
            added=("One of yauzl's design principles, shared with its companion zip-writing library yazl, is to follow the spec: don't scan for local file headers, and read the central directory for file metadata.",
                   "added detail (yazl shares the principle) not in the README; yazl is named only in the intro ('For zipping, see yazl'), which says nothing about its principles"),
        ),
        dict(
            section="dosDateTimeToDate(date, time)",
            start="This function only remains exported",
            end="remain supported.",
            reworded=("The dosDateTimeToDate function only remains exported in order to maintain compatibility with older versions of yauzl, and it will be removed in yauzl 4.0.0 unless someone asks for it to remain supported.",
                      "'This function' -> 'The dosDateTimeToDate function' (the ### heading); the two sentences joined"),
            paraphrase=("Compatibility with older yauzl versions is the only reason dosDateTimeToDate is still exported, and it is due to be dropped in yauzl 4.0.0 unless someone requests that it stay supported.",
                        "freer rewording; 'only remains exported in order to maintain compatibility' -> 'Compatibility ... is the only reason ... is still exported'; 'will be removed' -> 'is due to be dropped'; the condition 'unless someone asks' kept"),
            contradiction=("The dosDateTimeToDate function only remains exported to maintain compatibility with older versions of yauzl, and it will not be removed in yauzl 4.0.0, even if no one asks for it to remain supported.",
                           "[negation] 'It will be removed in yauzl 4.0.0 unless someone asks' -> 'it will not be removed ..., even if no one asks'"),
            overclaim=("The dosDateTimeToDate function of yauzl will certainly be removed in yauzl 4.0.0.",
                       "condition dropped: 'unless someone asks for it to remain supported' removed and 'certainly' added"),
            added=("The dosDateTimeToDate function only remains exported to maintain compatibility with older versions of yauzl, and it will be removed in yauzl 4.0.0, planned for release in 2026, unless someone asks for it to remain supported.",
                   "added plan (yauzl 4.0.0 is planned for release in 2026) not in the README; '2026' and 'planned' do not occur in it"),
        ),
        dict(
            section="No Streaming Unzip API",
            start="The Central Directory, which is the authority",
            end="not the beginning.",
            reworded=("As the yauzl README explains, the Central Directory, which is the authority on the contents of a .zip file, is at the end of the .zip file, not the beginning.",
                      "the frame 'As the yauzl README explains' added; 'the .zip file' -> 'a .zip file' and 'a .zip file' -> 'the .zip file'; otherwise as written"),
            paraphrase=("A .zip file keeps its Central Directory, the authoritative record of what the archive contains, at its end rather than at its start, the yauzl README notes.",
                        "freer rewording; 'which is the authority on the contents of' -> 'the authoritative record of what the archive contains'; 'at the end ..., not the beginning' -> 'at its end rather than at its start'"),
            contradiction=("As the yauzl README explains, the Central Directory, which is the authority on the contents of a .zip file, is at the beginning of the .zip file, not the end.",
                           "[direction] at the end, not the beginning -> at the beginning, not the end (an antonym swap, tagged [direction] as in the reference)"),
            overclaim=("As the yauzl README explains, archive formats in general, not only .zip, keep the authoritative directory of their contents at the end of the file rather than the beginning.",
                       "scope widened: the sentence is about the .zip format only; 'archive formats in general, not only .zip' covers formats the README never discusses"),
            added=("As the yauzl README explains, the Central Directory, which is the authority on the contents of a .zip file, is at the end of the file, not the beginning, so that archivers can append entries without rewriting the whole file.",
                   "added purpose (so that archivers can append entries without rewriting the file) not in the README; 'append' and 'rewrit' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Development",
            start="One of the trickiest things in development",
            end="certain conditions in this library.",
            reworded=("One of the trickiest things in yauzl development is crafting the test cases located in test/success and test/failure, which are zip files that have been specifically generated or designed to test certain conditions in yauzl.",
                      "'in development' -> 'in yauzl development'; the path pattern 'test/{success,failure}/' written out as 'test/success and test/failure' (the braces are shell brace expansion); the source's 'generated or design' corrected to 'designed'; 'this library' -> 'yauzl'; the two sentences joined; backticks dropped"),
            paraphrase=("For the developers of yauzl, making the zip files under test/success and test/failure, each generated or designed on purpose to exercise particular conditions, is among the hardest parts of the work.",
                        "freer rewording; 'One of the trickiest things' -> 'among the hardest parts'; 'crafting test cases' -> 'making the zip files'; 'specifically generated or design to test certain conditions' -> 'generated or designed on purpose to exercise particular conditions'"),
            contradiction=("One of the easiest things in yauzl development is crafting the test cases located in test/success and test/failure, zip files specifically generated or designed to test certain conditions in yauzl.",
                           "[direction] 'One of the trickiest things' -> 'One of the easiest things'"),
            overclaim=("Crafting the test cases in test/success and test/failure is the single trickiest part of yauzl development, since each zip file there is generated or designed for a particular condition.",
                       "degree raised: 'One of the trickiest things' -> 'the single trickiest part'"),
            added=("One of the trickiest things in yauzl development is crafting the test cases in test/success and test/failure, zip files generated or designed to test certain conditions, and there are more than a hundred of them.",
                   "added estimate (more than a hundred test files) not in the README; 'hundred' does not occur in it and no count of test files is given"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# mdast-util-gfm-table's readme (syntax-tree family): "# mdast-util-gfm-table"
# (the title, badges, an 8-word tagline), ## Contents, ## What is this?,
# ## When to use this, ## Install, ## Use, ## API (### per export, ###
# Options with ###### Fields), ## Examples, ## HTML, ## Syntax, ## Syntax tree
# (### Nodes with #### Table, TableRow, TableCell; ### Enumeration; ###
# Content model), ## Types, ## Compatibility, ## Related, ## Contribute and
# ## License.  When to use this, Install, HTML, Compatibility and Contribute
# are mostly family boilerplate, the option items are also in mdast-util-gfm's
# readme and most of the Examples prose is in remark-gfm's, so only cuts found
# in no other README were taken.  Most of the rest is the family's template
# text with this package's words put in: Types' "The `Table`, `TableRow`, and
# `TableCell` types of the mdast nodes are exposed from `@types/mdast`." is,
# apart from "The", word for word in mdast-util-gfm's readme, and the
# Examples' "The above code shows how these utilities can be used to format
# markdown." is remark-gfm's with one word changed; neither was used.  The
# node descriptions under ## Syntax tree are the package's own.  Sentences
# from two top-level sections: What is this? (a family-template sentence in
# which "tables" is this package's word; see notes-d.md) and Syntax tree (x3:
# the Table node's align field and the two TableCell paragraphs).
DOCS.append(dict(
    path="mdast-util-gfm-table/readme.md",
    kind="README", num="mdast-util-gfm-table", title="mdast-util-gfm-table",
    sentences=[
        dict(
            section="What is this?",
            start="These extensions plug into",
            end="syntax trees to markdown).",
            reworded=("The two extensions of mdast-util-gfm-table plug into mdast-util-from-markdown, to support parsing tables in markdown into a syntax tree, and mdast-util-to-markdown, to support serializing tables in syntax trees to markdown.",
                      "'These extensions' -> 'The two extensions of mdast-util-gfm-table' (the sentence before the cut: 'This package contains two extensions'); the parentheses turned into commas; reference-link brackets and backticks dropped"),
            paraphrase=("Through an extension for each, mdast-util-gfm-table lets mdast-util-from-markdown turn markdown tables into a syntax tree and lets mdast-util-to-markdown write the tables of a syntax tree back out as markdown.",
                        "freer rewording; 'plug into' -> 'Through an extension for each ... lets'; 'to support parsing tables in markdown into a syntax tree' -> 'turn markdown tables into a syntax tree'; 'to support serializing tables in syntax trees to markdown' -> 'write the tables of a syntax tree back out as markdown'"),
            contradiction=("The two extensions of mdast-util-gfm-table plug into mdast-util-from-markdown, to support serializing tables in syntax trees to markdown, and mdast-util-to-markdown, to support parsing tables in markdown into a syntax tree.",
                           "[roles] the two jobs swapped between mdast-util-from-markdown (parsing) and mdast-util-to-markdown (serializing)"),
            overclaim=("The extensions of mdast-util-gfm-table plug into mdast-util-from-markdown and mdast-util-to-markdown and support every kind of table found in any markdown dialect.",
                       "scope widened: the package adds GFM table syntax ('add support for GFM table syntax', the sentence before the cut); 'every kind of table found in any markdown dialect' covers syntaxes the README never mentions"),
            added=("The two extensions of mdast-util-gfm-table plug into mdast-util-from-markdown, to support parsing tables in markdown into a syntax tree, and mdast-util-to-markdown, to support serializing them, and they were split out of remark-parse when remark moved to micromark.",
                   "added origin (split out of remark-parse when remark moved to micromark) not in the README; 'remark-parse' and 'split' do not occur in it ('remark' only in remark-gfm and 'remark plugin', 'micromark' in the micromark packages); not checked in the world"),
        ),
        dict(
            section="`Table`",
            start="An `align` field can be present.",
            end="cells in columns are aligned.",
            reworded=("In the Table node of mdast-util-gfm-table, an align field can be present; if present, it must be a list of alignTypes, and it represents how cells in columns are aligned.",
                      "the setting 'In the Table node of mdast-util-gfm-table' added (the #### Table heading); the three sentences joined; backticks, bold and the reference link dropped"),
            paraphrase=("A Table node from mdast-util-gfm-table may carry an align field, which, when it is there, has to be a list of alignType values saying how the cells in each column are aligned.",
                        "freer rewording; 'can be present' -> 'may carry'; 'If present, it must be' -> 'when it is there, has to be'; 'It represents how cells in columns are aligned' -> 'saying how the cells in each column are aligned'"),
            contradiction=("In the Table node of mdast-util-gfm-table, an align field can be present; if present, it must be a list of alignTypes, and it represents how cells in rows are aligned.",
                           "[entity] cells in columns -> cells in rows"),
            overclaim=("In mdast-util-gfm-table, every Table node has an align field, a list of alignTypes that represents how cells in columns are aligned.",
                       "scope widened: 'An align field can be present. If present, ...' -> 'every Table node has an align field'; the examples in the README show it present, but the node description makes it optional"),
            added=("In the Table node of mdast-util-gfm-table, an align field can be present; if present, it must be a list of alignTypes, taken from the colons in the delimiter row, and it represents how cells in columns are aligned.",
                   "added detail (the alignTypes are taken from the colons in the delimiter row) not in the README; 'colon' does not occur in it ('delimiter' only in the option items, about padding and aligning delimiters when serializing)"),
        ),
        dict(
            section="`TableCell`",
            start="**TableCell** (**[Parent][github-mdast-parent]**) represents a header cell",
            end="or a data cell otherwise.",
            reworded=("In mdast-util-gfm-table, TableCell, a Parent node, represents a header cell in a Table if its parent is a head, or a data cell otherwise.",
                      "the setting 'In mdast-util-gfm-table' added; '(Parent)' -> 'a Parent node'; bold, italics and reference links dropped"),
            paraphrase=("Whether a TableCell node of mdast-util-gfm-table stands for a header cell or a data cell of a Table depends on its parent: a head makes it a header cell, anything else a data cell.",
                        "freer rewording; the condition made the subject ('depends on its parent'); 'if its parent is a head ... or a data cell otherwise' -> 'a head makes it a header cell, anything else a data cell'; '(Parent)' dropped as an aside"),
            contradiction=("In mdast-util-gfm-table, TableCell, a Parent node, represents a data cell in a Table if its parent is a head, or a header cell otherwise.",
                           "[roles] header cell and data cell swapped"),
            overclaim=("Since the first release of mdast-util-gfm-table, TableCell has always represented a header cell in a Table if its parent is a head, or a data cell otherwise.",
                       "widened in time: 'Since the first release ... has always represented'; the README describes the current node and says nothing about earlier releases ('release' only in Compatibility: 'a new major release', 'the current release line')"),
            added=("In mdast-util-gfm-table, TableCell represents a header cell in a Table if its parent is a head, or a data cell otherwise, and mdast-util-to-hast turns these into th and td elements.",
                   "added detail (mdast-util-to-hast turns them into th and td elements) not in the README; mdast-util-to-hast is named only as what turns markdown into HTML, and 'th' and 'td' do not occur in it"),
        ),
        dict(
            section="`TableCell`",
            start="**TableCell** can be used where",
            end="**[Break][github-mdast-break]** nodes.",
            reworded=("In mdast-util-gfm-table, TableCell can be used where row content is expected, and its content model is phrasing content excluding Break nodes.",
                      "the setting 'In mdast-util-gfm-table' added; the two sentences joined; bold and reference links dropped"),
            paraphrase=("A TableCell node of mdast-util-gfm-table belongs wherever row content is expected and may contain any phrasing content except Break nodes.",
                        "freer rewording; 'can be used where row content is expected' -> 'belongs wherever row content is expected'; 'Its content model is phrasing content excluding Break nodes' -> 'may contain any phrasing content except Break nodes'"),
            contradiction=("In mdast-util-gfm-table, TableCell cannot be used where row content is expected, although its content model is phrasing content excluding Break nodes.",
                           "[negation] 'can be used where row content is expected' -> 'cannot be used' (the Content model section, outside the cut, also says 'Row content represent the cells in a row')"),
            overclaim=("Every mdast tool, not only mdast-util-gfm-table, treats the content of a TableCell as phrasing content excluding Break nodes.",
                       "scope widened: the README describes the interface this utility adds to mdast ('The following interfaces are added to mdast by this utility'); 'Every mdast tool, not only mdast-util-gfm-table' covers tools it says nothing about"),
            added=("In mdast-util-gfm-table, TableCell can be used where row content is expected, and its content model is phrasing content excluding Break nodes, because a line ending would end the table row.",
                   "added reason (a line ending would end the table row) not in the README; 'line ending' and 'newline' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# micromark-extension-gfm-footnote's readme (micromark family):
# "# micromark-extension-gfm-footnote" (the title, badges, a 6-word tagline),
# ## Contents, ## What is this?, ## When to use this, ## Install, ## Use,
# ## API (### per export, ### HtmlOptions with ##### Fields and ###### one
# heading per option), ## Bugs, ## Authoring, ## HTML, ## CSS, ## Syntax,
# ## Types, ## Compatibility, ## Security, ## Related, ## Contribute and
# ## License.  When to use this, Install, Types, Compatibility, Security and
# Contribute are mostly family boilerplate (two Security sentences are also in
# micromark-extension-gfm's readme).  Sentences from four top-level sections:
# What is this?, API (the clobberPrefix option), HTML and Syntax.
DOCS.append(dict(
    path="micromark-extension-gfm-footnote/readme.md",
    kind="README", num="micromark-extension-gfm-footnote", title="micromark-extension-gfm-footnote",
    sentences=[
        dict(
            section="What is this?",
            start="GitHub announced footnotes",
            end="can be considered part of GFM.",
            reworded=("As the micromark-extension-gfm-footnote README explains, GitHub announced footnotes on September 30, 2021 but did not specify them in their GFM spec; as they are implemented in GitHub's parser and supported in all places where other GFM features work, they can be considered part of GFM.",
                      "the frame 'As the micromark-extension-gfm-footnote README explains' added; 'their parser' -> 'GitHub's parser'; the reference link dropped; the two sentences joined with a semicolon"),
            paraphrase=("GitHub left footnotes out of its GFM spec when it announced them on September 30, 2021, but the micromark-extension-gfm-footnote README says they can still be counted as GFM, since GitHub's parser implements them and they work wherever other GFM features do.",
                        "freer rewording; 'did not specify them in their GFM spec' -> 'left footnotes out of its GFM spec'; 'can be considered part of GFM' -> 'can still be counted as GFM' (the hedge 'can' kept); 'supported in all places where other GFM features work' -> 'work wherever other GFM features do'"),
            contradiction=("As the micromark-extension-gfm-footnote README explains, GitHub announced footnotes on September 30, 2019 but did not specify them in their GFM spec; as they are implemented in GitHub's parser, they can be considered part of GFM.",
                           "[number] September 30, 2021 -> September 30, 2019 (the clause 'and supported in all places where other GFM features work' dropped)"),
            overclaim=("As footnotes are implemented in GitHub's parser and supported wherever other GFM features work, every GFM parser must treat them as part of GFM, although GitHub did not specify them in their GFM spec.",
                       "a possibility made a rule and scope widened: 'they can be considered part of GFM' -> 'every GFM parser must treat them as part of GFM'"),
            added=("As the micromark-extension-gfm-footnote README explains, GitHub announced footnotes on September 30, 2021, after years of user requests, but did not specify them in their GFM spec; they can still be considered part of GFM.",
                   "added history (after years of user requests) not in the README; 'request' and 'years' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`clobberPrefix`",
            start="The above example shows that elements",
            end="that place.",
            reworded=("In the micromark-extension-gfm-footnote README, the DOM clobbering example shows that elements are made available by browsers, by their ID, on the window object, which is a security risk because some other variable might be expected at that place.",
                      "'The above example' -> 'the DOM clobbering example' (the code block before the cut, introduced by 'DOM clobbering is this:'); the setting 'In the micromark-extension-gfm-footnote README' added; 'This is' -> 'which is'; 'you might be expecting' made passive; backticks dropped"),
            paraphrase=("Browsers expose elements on the window object under their IDs, as the clobbering example in the micromark-extension-gfm-footnote README shows, and that is a security risk because code may expect a different variable under that name.",
                        "freer rewording; 'elements are made available by browsers, by their ID, on the window object' -> 'Browsers expose elements on the window object under their IDs'; 'you might be expecting some other variable at that place' -> 'code may expect a different variable under that name' (the hedge kept as 'may')"),
            contradiction=("In the micromark-extension-gfm-footnote README, the DOM clobbering example shows that elements are made available by browsers, by their ID, on the document object, which is a security risk because some other variable might be expected at that place.",
                           "[entity] the window object -> the document object (the code comment in the example, outside the cut, also reads the element as the global 'x')"),
            overclaim=("The micromark-extension-gfm-footnote README shows that browsers make elements available by their ID on the window object, which lets any markdown author run arbitrary code on the page.",
                       "degree raised: 'a security risk because you might be expecting some other variable at that place' -> 'lets any markdown author run arbitrary code on the page'"),
            added=("As the micromark-extension-gfm-footnote README explains, browsers make elements available by their ID on the window object, a behaviour kept only for compatibility with old Internet Explorer pages, and this is a security risk.",
                   "added origin (the behaviour is kept for old Internet Explorer pages) not in the README; 'Internet Explorer' does not occur in it ('compatib' only in Compatibility, about Node.js and micromark versions); not checked in the world"),
        ),
        dict(
            section="HTML",
            start="GFM footnotes do not, on their own",
            end="elements in HTML.",
            reworded=("According to the micromark-extension-gfm-footnote README, GFM footnotes do not, on their own, relate to anything in HTML, but when a footnote reference matches with a definition, they each relate to several elements in HTML.",
                      "the frame 'According to the micromark-extension-gfm-footnote README' added; the two sentences joined with 'but'"),
            paraphrase=("By itself a GFM footnote has no counterpart in HTML, but once a reference matches a definition, the reference and the definition each correspond to several HTML elements, the micromark-extension-gfm-footnote README explains.",
                        "freer rewording; 'do not, on their own, relate to anything in HTML' -> 'By itself ... has no counterpart in HTML'; 'they each relate to several elements' -> 'the reference and the definition each correspond to several HTML elements'"),
            contradiction=("According to the micromark-extension-gfm-footnote README, GFM footnotes do, on their own, relate to elements in HTML, and when a footnote reference matches with a definition, they each relate to several elements in HTML.",
                           "[negation] 'do not, on their own, relate to anything in HTML' -> 'do, on their own, relate to elements in HTML'"),
            overclaim=("According to the micromark-extension-gfm-footnote README, a footnote reference that matches a definition relates to the same HTML elements in every markdown renderer that supports GFM.",
                       "scope widened: the section describes the HTML this extension generates; 'in every markdown renderer that supports GFM' covers renderers the README does not describe"),
            added=("According to the micromark-extension-gfm-footnote README, GFM footnotes do not on their own relate to anything in HTML; a reference that matches a definition relates to several HTML elements, while unmatched references are output as plain text.",
                   "added detail (unmatched references are output as plain text) not in the README; 'unmatched', 'plain' and 'literal' do not occur in it; the first sentence ('do not, on their own, relate to anything in HTML') says nothing about what an unmatched reference becomes; may be true in the world, not checked"),
        ),
        dict(
            section="Syntax",
            start="Multiple definitions with the same, normalized",
            end="first definition is preferred.",
            reworded=("In micromark-extension-gfm-footnote, multiple definitions with the same normalized identifier are ignored, and the first definition is preferred.",
                      "the setting 'In micromark-extension-gfm-footnote' added; the commas around 'normalized' dropped; the colon -> ', and'"),
            paraphrase=("When several footnote definitions share an identifier after normalization, micromark-extension-gfm-footnote keeps the first of them and ignores the rest.",
                        "freer rewording; 'with the same, normalized, identifier' -> 'share an identifier after normalization'; 'are ignored: the first definition is preferred' -> 'keeps the first of them and ignores the rest'"),
            contradiction=("In micromark-extension-gfm-footnote, multiple definitions with the same normalized identifier are ignored, and the last definition is preferred.",
                           "[direction] the first definition -> the last definition (the example after the cut also says the definition with the content x, the first, wins)"),
            overclaim=("Every markdown parser that supports footnotes ignores duplicate definitions and prefers the first one, as micromark-extension-gfm-footnote does.",
                       "scope widened: a rule of this extension's syntax -> 'Every markdown parser that supports footnotes'; the README describes no other parser's handling of duplicates (its Bugs list is about GitHub's)"),
            added=("In micromark-extension-gfm-footnote, multiple definitions with the same normalized identifier are ignored and the first definition is preferred, the same rule CommonMark uses for link reference definitions.",
                   "added comparison (the same rule as CommonMark's for link reference definitions) not in the README; 'CommonMark' occurs only in the Bugs item (links in links) and the Syntax link to block structure, 'link reference' never; may be true in the world, not checked"),
        ),
    ]))
