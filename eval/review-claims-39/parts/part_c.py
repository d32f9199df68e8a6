# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-39, part C (drafts 11-15).

Same format as review-claims-38's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (the self-check computes that folder as
Path(__file__).resolve().parents[3] / "node_modules").  `kind` is "README";
`num` is the package name (the "name" field of the package's package.json,
equal to its folder name here); `title` is the text of the README's first
heading with badge images removed (the package name if nothing is left).
jwa, jws, entities and punycode.js open with an ATX "# " heading followed by
badges; serialize-javascript opens with a "="-underlined heading.  `section`
is the text of the nearest heading above the cut (ATX or underlined, outside
code fences), as written in the file minus the leading #s; a sentence that
sits under the README's first heading has the title as its section.
"""

DOCS = []

# ---------------------------------------------------------------- draft-11
# jwa/README.md (5,369 bytes).  Four sections, one sentence each: the
# opening paragraph under the title, Requirements, and the two Usage
# subsections jwa(algorithm) and jwa#sign(...).  The table of algorithms,
# the code examples and the MIT licence text were not used.
DOCS.append(dict(
    path="jwa/README.md",
    kind="README", num="jwa", title="node-jwa",
    sentences=[
        dict(
            section="node-jwa",
            start="A\n[JSON Web Algorithms]",
            end="json-web-signature.html).",
            reworded=("The jwa package is a JSON Web Algorithms implementation focusing, exclusively at this point, on the algorithms necessary for JSON Web Signatures.",
                      "the subjectless 'A ... implementation' given the subject 'The jwa package' (package name); link syntax and URLs dropped, the link texts kept; the parenthesis turned into commas"),
            paraphrase=("For now, jwa implements only those JSON Web Algorithms that are needed for JSON Web Signatures.",
                        "freer rewording; 'exclusively, at this point' -> 'For now ... only'; 'necessary for' -> 'needed for'"),
            contradiction=("The jwa package is a JSON Web Algorithms implementation focusing, exclusively at this point, on the algorithms necessary for JSON Web Encryption.",
                           "[entity] JSON Web Signatures -> JSON Web Encryption"),
            overclaim=("The jwa package will only ever implement the JSON Web Algorithms that are necessary for JSON Web Signatures.",
                       "scope widened in time: the present focus ('at this point') made a permanent limit ('will only ever'); 'ever', 'never', 'future' and 'always' do not occur in the README"),
            added=("The jwa package is a JSON Web Algorithms implementation focusing, at this point, on the algorithms necessary for JSON Web Signatures, with JSON Web Encryption algorithms planned for a later release.",
                   "added plan (JSON Web Encryption algorithms in a later release) not in the README; 'encrypt', 'plan' and 'release' do not occur in it"),
        ),
        dict(
            section="Requirements",
            start="In order to run the tests, a recent",
            end="support ECDSA\nkeys.",
            reworded=("Running the jwa tests requires a recent version of OpenSSL; the version that comes with OS X (OpenSSL 0.9.8r, 8 Feb 2011) is not recent enough, as it does not fully support ECDSA keys.",
                      "'In order to run the tests, a recent version of OpenSSL is required' -> 'Running the jwa tests requires a recent version of OpenSSL' (the tests are jwa's own); the two sentences joined with a semicolon; bold dropped; a comma put into the version string"),
            paraphrase=("The OpenSSL bundled with OS X, 0.9.8r from 8 Feb 2011, is too old for the jwa test suite because its ECDSA key support is incomplete, so a recent OpenSSL is needed to run the tests.",
                        "freer rewording; the parts reordered; 'not recent enough' -> 'too old'; 'does not fully support ECDSA keys' -> 'its ECDSA key support is incomplete'; keeps the condition 'to run the tests'"),
            contradiction=("To run the jwa tests, a recent version of OpenSSL is required, and the version that comes with OS X (OpenSSL 0.9.8r, 8 Feb 2011) is recent enough, since it fully supports ECDSA keys.",
                           "[negation] is not recent enough, as it does not fully support ECDSA keys -> is recent enough, since it fully supports them"),
            overclaim=("The jwa package needs a recent version of OpenSSL to work at all, and the OpenSSL 0.9.8r that comes with OS X is not recent enough, as it does not fully support ECDSA keys.",
                       "a condition dropped: the README requires a recent OpenSSL 'in order to run the tests', not for using the package; 'at all' does not occur in the README ('work' only in 'PS* only works on Node 6.12+')"),
            added=("To run the jwa tests, a recent version of OpenSSL is required; the version that comes with OS X (OpenSSL 0.9.8r, 8 Feb 2011) is not recent enough, as it does not fully support ECDSA keys, but Homebrew can install a newer one.",
                   "added detail (a newer OpenSSL from Homebrew) not in the README; 'homebrew', 'brew' and 'install' do not occur in it"),
        ),
        dict(
            section="jwa(algorithm)",
            start="Creates a new `jwa` object",
            end="throw a `TypeError`.",
            reworded=("The jwa function creates a new jwa object with sign and verify methods for the algorithm; valid algorithm values, such as 'HS256' and 'HS384', are listed in the README's table and are case-sensitive, and passing an invalid algorithm value will throw a TypeError.",
                      "the subjectless 'Creates ...' given the subject 'The jwa function' (heading jwa(algorithm)); the three sentences joined; 'can be found in the table above' -> 'are listed in the README's table'; 'etc' -> 'such as'; backticks dropped"),
            paraphrase=("Calling jwa(algorithm) returns a new object with sign and verify methods, where the algorithm must be one of the case-sensitive values in the README's table, such as 'HS256', or a TypeError is thrown.",
                        "freer rewording; 'Creates a new jwa object' -> 'returns a new object'; 'Passing an invalid algorithm value will throw a TypeError' -> 'must be one of the values ... or a TypeError is thrown'"),
            contradiction=("The jwa function creates a new jwa object with sign and verify methods for the algorithm; valid algorithm values such as 'HS256' are listed in the README's table and are not case-sensitive, and an invalid one throws a TypeError.",
                           "[negation] are case-sensitive -> are not case-sensitive"),
            overclaim=("Passing an invalid algorithm value or an invalid key to jwa will throw a TypeError, and valid algorithm values, such as 'HS256', are case-sensitive.",
                       "scope widened: the TypeError is promised for an invalid key too; the README says only that an invalid algorithm value throws, and never says what an invalid key does ('key' occurs only for the key arguments of sign and verify)"),
            added=("The jwa function creates a new jwa object with sign and verify methods for the algorithm, and valid values such as 'HS256' are case-sensitive; passing an invalid algorithm value will throw a TypeError whose message lists the supported algorithms.",
                   "added detail (the TypeError message lists the supported algorithms) not in the README; 'message' and 'list' do not occur in it"),
        ),
        dict(
            section="jwa#sign(input, secretOrPrivateKey)",
            start="Sign some input with either",
            end="RSA and ECDSA algorithms.",
            reworded=("The sign method of jwa signs some input with either a secret for HMAC algorithms or a private key for RSA and ECDSA algorithms.",
                      "the imperative 'Sign some input ...' given the subject 'The sign method of jwa' (heading jwa#sign(...)); the comma before 'or' dropped"),
            paraphrase=("When signing with jwa, HMAC algorithms take a secret, while RSA and ECDSA algorithms take a private key.",
                        "freer rewording; the two cases made two clauses; 'either ... or' -> 'while'"),
            contradiction=("The sign method of jwa signs some input with either a private key for HMAC algorithms or a secret for RSA and ECDSA algorithms.",
                           "[roles] the secret and the private key swapped between HMAC and RSA/ECDSA"),
            overclaim=("The sign method of jwa can sign any input whatsoever, using a secret for HMAC algorithms or a private key for RSA and ECDSA algorithms.",
                       "scope widened: 'some input' -> 'any input whatsoever'; the next paragraph only says JSON.stringify is called on a non-string input 'to attempt to coerce it'; 'whatsoever' and 'any' do not occur in the README"),
            added=("The sign method of jwa signs some input with either a secret for HMAC algorithms or a private key for RSA and ECDSA algorithms, and the HMAC secret should be at least as long as the hash output.",
                   "added requirement (a secret at least as long as the hash output) not in the README; 'long' and 'length' do not occur in it ('hash' only in the algorithm table, 'output' only for the signature's base64url format)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# jws/readme.md (6,933 bytes).  Four sections, one sentence each: the
# opening paragraphs under the title, and three Usage subsections
# (jws.sign(options), jws.createSign(options), Class: VerifyStream).  The
# algorithm table, option lists, code, the TODO list and the licence were not
# used.
DOCS.append(dict(
    path="jws/readme.md",
    kind="README", num="jws", title="node-jws",
    sentences=[
        dict(
            section="node-jws",
            start="This was developed against",
            end="(patches welcome).",
            reworded=("The jws package was developed against draft-ietf-jose-json-web-signature-08 and implements the entire spec except X.509 Certificate Chain signing and verifying, for which patches are welcome.",
                      "'This' -> 'The jws package' (package name); 'signing/verifying' -> 'signing and verifying'; the parenthesis turned into a relative clause; bold and backticks dropped"),
            paraphrase=("Apart from X.509 Certificate Chain signing and verification, jws covers the whole JSON Web Signature spec as of draft-ietf-jose-json-web-signature-08, and patches for the missing part are welcome.",
                        "freer rewording; the exception moved to the front; 'the entire spec' -> 'the whole JSON Web Signature spec' (the README's first sentence: 'An implementation of JSON Web Signatures')"),
            contradiction=("The jws package was developed against draft-ietf-jose-json-web-signature-07 and implements the entire spec except X.509 Certificate Chain signing and verifying.",
                           "[number] the draft number 08 -> 07"),
            overclaim=("The jws package fully implements the final JSON Web Signature standard, apart from X.509 Certificate Chain signing and verifying.",
                       "scope widened in time: a draft (draft-...-08) -> the final standard; 'final' and 'standard' do not occur in the README"),
            added=("The jws package was developed against draft-ietf-jose-json-web-signature-08 and implements the entire spec except X.509 Certificate Chain signing and verifying, which was left out because Node could not parse certificate chains at the time.",
                   "added cause (Node could not parse certificate chains) not in the README; 'parse' and 'chains' do not occur in it ('Chain' only in this sentence, 'X.509 support, ugh' in the TODO list)"),
        ),
        dict(
            section="jws.sign(options)",
            start="If `payload` is not a buffer",
            end="using `JSON.stringify`.",
            reworded=("In jws.sign, a payload that is not a buffer or a string will be coerced into a string using JSON.stringify.",
                      "'If payload is not ..., it will be coerced' -> 'a payload that is not ... will be coerced'; the function named from the heading jws.sign(options); backticks dropped"),
            paraphrase=("Given a payload other than a string or a buffer, jws.sign turns it into a string with JSON.stringify.",
                        "freer rewording; 'is coerced into a string using' -> 'turns it into a string with'; buffer and string swapped in the list"),
            contradiction=("If the payload passed to jws.sign is not a buffer or a string, it will be coerced into a string using its toString method.",
                           "[entity] JSON.stringify -> the payload's toString method"),
            overclaim=("The jws.sign function can sign a payload of any JavaScript type, since a payload that is not a buffer or a string is coerced into a string using JSON.stringify.",
                       "the coercion rule made a promise that a payload of any type can be signed; the README names no such guarantee; 'type' and 'JavaScript' do not occur in the README"),
            added=("If the payload passed to jws.sign is not a buffer or a string, it will be coerced into a string using JSON.stringify, so the key order of a payload object affects the signature.",
                   "added consequence (key order affects the signature) not in the README; 'order' and 'affect' do not occur in it"),
        ),
        dict(
            section="jws.createSign(options)",
            start="Other than `header`, all options",
            end="a stream for convenience.",
            reworded=("For jws.createSign, all options other than header expect a string or a buffer when the value is known ahead of time, or a stream for convenience.",
                      "the function named from the heading jws.createSign(options); 'Other than header, all options' -> 'all options other than header'; backticks dropped"),
            paraphrase=("Except for header, every jws.createSign option takes a string or buffer if its value is already known, or can be given a stream as a convenience.",
                        "freer rewording; 'when the value is known ahead of time' -> 'if its value is already known'; keeps the exception for header"),
            contradiction=("For jws.createSign, all options other than header expect a stream when the value is known ahead of time, or a string or a buffer for convenience.",
                           "[roles] the string-or-buffer case and the stream case swapped"),
            overclaim=("All jws.createSign options other than header can take a string or a buffer in every situation, or a stream for convenience.",
                       "a condition dropped and the scope widened: 'when the value is known ahead of time' -> 'in every situation'; 'every' occurs in the README only in the TODO item's 'every time', 'situation' not at all"),
            added=("For jws.createSign, all options other than header expect a string or a buffer when the value is known ahead of time, or a stream for convenience, such as an fs read stream for a private key stored on disk.",
                   "added example (an fs read stream for a private key on disk) not in the README; 'disk', 'stored' and 'fs' do not occur in it, 'file' only in the licence text's 'documentation files' (the code examples only pipe an unnamed privateKeyStream)"),
        ),
        dict(
            section="Class: VerifyStream",
            start="This is a `Readable Stream`",
            end="signature was valid.",
            reworded=("The jws VerifyStream class is a Readable Stream that emits a single data event, the result of whether or not the signature was valid.",
                      "'This' -> 'The jws VerifyStream class' (heading Class: VerifyStream); 'that signature' -> 'the signature'; backticks dropped"),
            paraphrase=("A jws VerifyStream is readable and emits just one data event, which tells whether the signature was valid.",
                        "freer rewording; 'a single data event, the result of whether or not' -> 'just one data event, which tells whether'"),
            contradiction=("The jws VerifyStream class is a Writable Stream that emits a single data event, the result of whether or not the signature was valid.",
                           "[direction] Readable Stream -> Writable Stream (an antonym swap)"),
            overclaim=("VerifyStream, a Readable Stream that emits a single data event with the result of whether the signature was valid, is the recommended way to verify signatures with jws.",
                       "a recommendation added: the README documents the synchronous jws.verify next to the streaming API and prefers neither; 'recommend' and 'prefer' do not occur in it"),
            added=("The jws VerifyStream class is a Readable Stream that emits a single data event, the result of whether or not the signature was valid, and it emits an error event if the signature is malformed.",
                   "added detail (an error event for a malformed signature) not in the README; 'error' and 'malformed' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# entities/readme.md (5,074 bytes).  Three sections: Features (a list
# item), FAQ (two answers; the questions are blockquotes, not headings) and
# Acknowledgements (a list item).  The benchmark table, the code, the
# security-contact and Tidelift paragraphs were not used.
DOCS.append(dict(
    path="entities/readme.md",
    kind="README", num="entities", title="entities",
    sentences=[
        dict(
            section="Features",
            start="Tried and true: `entities` is used",
            end="process HTML entities.",
            reworded=("The entities package is tried and true, being used by many popular libraries: for example, htmlparser2, the official AWS SDK and commonmark use it to process HTML entities.",
                      "the run-in label 'Tried and true:' made the predicate of 'The entities package' and the rest joined to it with 'being used'; 'eg.' -> 'for example'; link syntax, URLs and backticks dropped (the emoji before the label is not in the cut)"),
            paraphrase=("Many well-known libraries depend on entities for handling HTML entities, among them htmlparser2, commonmark and the official AWS SDK.",
                        "freer rewording; 'popular' -> 'well-known'; 'use it to process' -> 'depend on ... for handling'; the three examples reordered"),
            contradiction=("The entities package is used by many popular libraries; for example, htmlparser2, the official Azure SDK and commonmark use it to process HTML entities.",
                           "[entity] the official AWS SDK -> the official Azure SDK"),
            overclaim=("The entities package is used by most popular JavaScript libraries that handle HTML, including htmlparser2, the official AWS SDK and commonmark.",
                       "'many popular libraries' -> 'most popular JavaScript libraries that handle HTML'; 'most' does not occur in the README"),
            added=("The entities package is used by many popular libraries; for example, htmlparser2, the official AWS SDK and commonmark use it to process HTML entities, and it has no runtime dependencies of its own.",
                   "added detail (no runtime dependencies) not in the README; 'runtime' does not occur in it ('dependency'/'dependencies' only in the FAQ's 'dependency graph' and the Tidelift paragraph)"),
        ),
        dict(
            section="FAQ",
            start="If your target supports UTF-8",
            end="an XML document.",
            reworded=("If the target supports UTF-8, the escapeUTF8 method of entities is going to be the best choice; otherwise, either encodeHTML or encodeXML should be used, depending on whether one is dealing with an HTML or an XML document.",
                      "'your target' -> 'the target'; the imperative 'use either ...' made passive ('should be used'); 'based on whether you're dealing' -> 'depending on whether one is dealing'; the two sentences joined; backticks dropped"),
            paraphrase=("For targets that support UTF-8, entities' best choice is the escapeUTF8 method, and for other targets it is encodeHTML for HTML documents or encodeXML for XML documents.",
                        "freer rewording; 'is going to be your best choice' -> 'best choice is'; the either/or spelled out per document type"),
            contradiction=("If the target does not support UTF-8, the escapeUTF8 method of entities is going to be the best choice; otherwise, encodeHTML or encodeXML should be used, depending on whether the document is HTML or XML.",
                           "[negation] the condition flipped: supports UTF-8 -> does not support UTF-8"),
            overclaim=("Whenever a target supports UTF-8, escapeUTF8 is the only encoding method of entities that should ever be used, while encodeHTML and encodeXML are for targets without UTF-8 support.",
                       "'going to be your best choice' hardened into exclusivity ('the only encoding method ... that should ever be used'; 'encoding' keeps the decode methods out of it); 'only' occurs in the README only in the Features' 'only have ASCII characters', 'ever' not as a word"),
            added=("If the target supports UTF-8, the escapeUTF8 method of entities is the best choice; otherwise, either encodeHTML or encodeXML should be used, depending on whether the document is HTML or XML, with encodeXML being the faster of the two.",
                   "added comparison (encodeXML faster than encodeHTML) not in the README; the Performance table gives one encode figure per library and does not compare the two methods; 'faster' occurs only in the FAQ's comparison with other modules"),
        ),
        dict(
            section="FAQ",
            start="When strict decoding,",
            end="in legacy environments.",
            reworded=("When decoding strictly, the entities package ignores entities that are not terminated with a semicolon, which is helpful for decoding entities in legacy environments.",
                      "'When strict decoding, entities not terminated ... will be ignored' -> 'When decoding strictly, the entities package ignores entities that are not terminated'; 'This is helpful' -> 'which is helpful' (the same loose referent)"),
            paraphrase=("In strict decoding mode, the entities package skips any entity lacking a closing semicolon, and this helps when decoding entities in legacy environments.",
                        "freer rewording; 'not terminated with a semicolon' -> 'lacking a closing semicolon'; 'will be ignored' -> 'skips'"),
            contradiction=("When decoding strictly, the entities package still decodes entities that are not terminated with a semicolon, which is helpful in legacy environments.",
                           "[negation] will be ignored -> are still decoded"),
            overclaim=("Strict decoding in the entities package is required for decoding entities correctly in legacy environments, because entities not terminated with a semicolon are ignored.",
                       "'helpful' hardened into 'required ... correctly'; 'required' and 'correct' do not occur in the README ('require' only in the code)"),
            added=("When decoding strictly, the entities package ignores entities that are not terminated with a semicolon, which is helpful for decoding entities in legacy environments, and strict decoding is also what XML requires.",
                   "added comparison (XML requires strict decoding) not in the README; 'requires' does not occur in it ('require' only in the code; 'XML' only in the tagline, the code and the preceding FAQ answer)"),
        ),
        dict(
            section="Acknowledgements",
            start="[@mathiasbynens](https://github.com/mathiasbynens) for his",
            end="inspirations for `entities`",
            reworded=("In its acknowledgements, entities credits mathiasbynens for his explanations about character encodings and for his library he, which was one of the inspirations for entities.",
                      "the frame from the section heading Acknowledgements (the lead-in 'Thanks to' is outside the cut) made 'In its acknowledgements, entities credits'; link syntax, the @ and backticks dropped; full stop added (the list item has none)"),
            paraphrase=("The he library by mathiasbynens, who is also acknowledged for explaining character encodings, helped inspire entities.",
                        "freer rewording; 'which was one of the inspirations for entities' -> 'helped inspire entities'; 'acknowledged' from the section heading"),
            contradiction=("In its acknowledgements, entities credits mathiasbynens for his explanations about character encodings and for his library he, which was inspired by entities.",
                           "[roles] he and entities swapped: he inspired entities, not the other way round"),
            overclaim=("In its acknowledgements, entities credits mathiasbynens for his explanations about character encodings and for his library he, which was the main inspiration for entities.",
                       "a ranking added: 'one of the inspirations' -> 'the main inspiration'; 'main' does not occur in the README as a word"),
            added=("In its acknowledgements, entities credits mathiasbynens for his explanations about character encodings and for his library he, which was one of the inspirations for entities and whose test cases entities reuses.",
                   "added detail (entities reuses he's test cases) not in the README; 'case' and 'reuse' do not occur in it ('test' as a word only in the badge URL nodejs-test.yml)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# punycode.js/README.md (5,719 bytes).  Four sections: the opening paragraph
# under the title, the Installation note (a three-line blockquote; the
# leading "> " markers and the emoji before "Note" are raw markup, the emoji
# is outside the cut), and two API subsections.  The list of compared
# implementations, the code, the maintainers' release steps, the author table
# and the licence line were not used.
DOCS.append(dict(
    path="punycode.js/README.md",
    kind="README", num="punycode.js", title="Punycode.js",
    sentences=[
        dict(
            section="Punycode.js",
            start="Punycode.js is a robust",
            end="rfc5891).",
            reworded=("Punycode.js is a robust Punycode converter that fully complies with RFC 3492 and RFC 5891.",
                      "'complies to' -> 'complies with'; link syntax and URLs dropped, the link texts kept"),
            paraphrase=("The Punycode.js converter is robust and in full compliance with both RFC 3492 and RFC 5891.",
                        "freer rewording; 'fully complies' -> 'in full compliance'"),
            contradiction=("Punycode.js is a robust Punycode converter that fully complies with RFC 3492 and RFC 5890.",
                           "[number] RFC 5891 -> RFC 5890"),
            overclaim=("Punycode.js is the most robust Punycode converter available for JavaScript, fully complying with RFC 3492 and RFC 5891.",
                       "a ranking added: 'a robust Punycode converter' -> 'the most robust ... available'; 'most' does not occur in the README"),
            added=("Punycode.js is a robust Punycode converter that fully complies with RFC 3492 and RFC 5891 and is tested against the sample strings of RFC 3492.",
                   "added detail (tested against the RFC 3492 sample strings) not in the README; 'test' and 'sample' do not occur in it (RFC 3492 is named in the list of compared implementations only for its C example code)"),
        ),
        dict(
            section="Installation",
            start="Note that userland modules",
            end="rather than core modules.",
            reworded=("Userland modules don't hide core modules, so require('punycode') still imports the deprecated core module even if npm install punycode was executed; require('punycode/') should be used to import the userland module rather than the core module.",
                      "'Note that' dropped; 'For example' -> 'so'; the imperative 'Use ...' made passive ('should be used'); the three lines joined with a semicolon; the blockquote markers and backticks dropped"),
            paraphrase=("Installing Punycode.js with npm does not shadow the deprecated core punycode module, which require('punycode') still loads, so require('punycode/') is the way to get the userland module instead of the core one.",
                        "freer rewording; 'userland modules don't hide core modules' applied to this package; 'Use require('punycode/') to import userland modules' -> 'is the way to get the userland module'"),
            contradiction=("Userland modules don't hide core modules, so require('punycode/') still imports the deprecated core module even after npm install punycode, and require('punycode') should be used to import the userland module instead.",
                           "[roles] require('punycode') and require('punycode/') swapped"),
            overclaim=("Because userland modules don't hide core modules, require('punycode/') must be used to import Punycode.js in every environment, including browsers and bundlers, not only in Node.js.",
                       "scope widened: the note stands under the lead-in 'In Node.js:' and is about Node's core modules; 'bundler' does not occur in the README ('bundled' only for the copy bundled with Node.js, 'browsers' only in the first section's 'modern Node.js versions and browsers')"),
            added=("Userland modules don't hide core modules, so require('punycode') still imports the deprecated core module even after npm install punycode, and Node.js prints a deprecation warning when it does; require('punycode/') imports the userland module instead.",
                   "added detail (Node.js prints a deprecation warning) not in the README; 'warning' and 'print' do not occur in it ('deprecated' only in this note, 'soft-deprecated' in the first section)"),
        ),
        dict(
            section="`punycode.toASCII(input)`",
            start="Converts a lowercased Unicode string",
            end="already in ASCII.",
            reworded=("The punycode.toASCII function of Punycode.js converts a lowercased Unicode string representing a domain name or an email address to Punycode; only the non-ASCII parts of the input are converted, so it doesn't matter if it is called with a domain that's already in ASCII.",
                      "the subjectless 'Converts ...' given the subject 'The punycode.toASCII function of Punycode.js' (heading punycode.toASCII(input)); 'i.e.' -> 'so'; 'you call it' -> 'it is called'; backticks dropped, curly apostrophes made straight"),
            paraphrase=("Punycode.js's toASCII turns a lowercased Unicode domain name or email address into Punycode, converting only its non-ASCII parts, so passing a domain that is already ASCII does no harm.",
                        "freer rewording; 'it doesn't matter if you call it with' -> 'passing ... does no harm'"),
            contradiction=("The punycode.toASCII function of Punycode.js converts an uppercased Unicode string representing a domain name or an email address to Punycode, converting only the non-ASCII parts of the input.",
                           "[direction] a lowercased Unicode string -> an uppercased Unicode string (an antonym swap)"),
            overclaim=("The punycode.toASCII function of Punycode.js converts any Unicode string, not only domain names and email addresses, to Punycode, converting only its non-ASCII parts.",
                       "scope widened: 'a lowercased Unicode string representing a domain name or an email address' -> any Unicode string; the lowercasing condition dropped too"),
            added=("The punycode.toASCII function of Punycode.js converts a lowercased Unicode string representing a domain name or an email address to Punycode, converting only its non-ASCII parts, and it throws a RangeError on invalid input.",
                   "added detail (a RangeError on invalid input) not in the README; 'error', 'throw' and 'invalid' do not occur in it"),
        ),
        dict(
            section="`punycode.ucs2.decode(string)`",
            start="Creates an array containing",
            end="matching UTF-16.",
            reworded=("The punycode.ucs2.decode function of Punycode.js creates an array containing the numeric code point values of each Unicode symbol in the string; while JavaScript uses UCS-2 internally, it converts a pair of surrogate halves, each of which UCS-2 exposes as separate characters, into a single code point, matching UTF-16.",
                      "the subjectless 'Creates ...' given the subject 'The punycode.ucs2.decode function of Punycode.js' (heading); 'this function will convert' -> 'it converts'; the two sentences joined; link syntax and URL dropped, the link text kept; the parenthesis turned into commas"),
            paraphrase=("Punycode.js's ucs2.decode returns an array of the numeric code points of the string's Unicode symbols, and although JavaScript works with UCS-2 internally, it merges each surrogate pair, which UCS-2 shows as two separate characters, into one code point, as UTF-16 does.",
                        "freer rewording; 'a pair of surrogate halves' -> 'each surrogate pair'; 'matching UTF-16' -> 'as UTF-16 does'"),
            contradiction=("The punycode.ucs2.decode function of Punycode.js creates an array of the numeric code point values of each Unicode symbol in the string, converting a pair of surrogate halves into two separate code points, matching UTF-16.",
                           "[number] a single code point -> two separate code points"),
            overclaim=("The punycode.ucs2.decode function of Punycode.js turns every JavaScript string, even one with unpaired surrogate halves, into an array of correct Unicode code points, merging each surrogate pair into a single code point.",
                       "scope widened: the README describes pairs of surrogate halves and says nothing about unpaired ones; 'unpaired', 'lone' and 'correct' do not occur in it"),
            added=("The punycode.ucs2.decode function of Punycode.js creates an array of the numeric code point values of each Unicode symbol in the string, merging surrogate pairs into single code points, because the Punycode algorithm works on code points rather than code units.",
                   "added cause (the Punycode algorithm works on code points, not code units) not in the README; 'unit' and 'because' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# serialize-javascript/README.md (5,818 bytes).  Three sections: Overview
# (two sentences from two paragraphs), options.isJSON (a subsection of
# Usage > Options) and Deserializing.  The Overview's JSON.stringify
# paragraph, the escaping paragraphs, the other options, the code and the
# licence lines were not used.
DOCS.append(dict(
    path="serialize-javascript/README.md",
    kind="README", num="serialize-javascript", title="Serialize JavaScript",
    sentences=[
        dict(
            section="Overview",
            start="The code in this package began",
            end="an independent package on npm.",
            reworded=("The code in serialize-javascript began its life as an internal module to express-state; to expand its usefulness, it now lives as serialize-javascript, an independent package on npm.",
                      "'this package' -> serialize-javascript (package name); the two sentences joined with a semicolon; the dash turned into a comma; reference-link brackets and backticks dropped"),
            paraphrase=("Originally an internal module of express-state, the serialize-javascript code was moved into its own independent npm package so that it would be more widely useful.",
                        "freer rewording; 'To expand its usefulness' kept as a purpose ('so that it would be more widely useful'); 'began its life as' -> 'Originally'"),
            contradiction=("The code in serialize-javascript began as an internal module to express-state and still lives inside express-state rather than as an independent package on npm.",
                           "[negation] now lives as an independent package -> still lives inside express-state rather than as an independent package"),
            overclaim=("Moving serialize-javascript out of express-state into an independent package on npm has greatly expanded its usefulness.",
                       "an aim asserted as an effect and a degree added: 'To expand its usefulness' -> 'has greatly expanded its usefulness'; 'greatly' does not occur in the README"),
            added=("The code in serialize-javascript began its life as an internal module to express-state and was split out into an independent package on npm in 2014 to expand its usefulness.",
                   "added date (2014) not in the README; no year occurs in it apart from the example date 'Thu, 28 Apr 2016' in the code"),
        ),
        dict(
            section="Overview",
            start="Please note that serialization for ES6",
            end="polyfill.",
            reworded=("In serialize-javascript, serialization of ES6 Sets and Maps requires support for Array.from, which is not available in IE or Node below 0.12, or an Array.from polyfill.",
                      "'Please note that' dropped; the package named ('In serialize-javascript'); '&' -> 'and'; 'Node < 0.12' -> 'Node below 0.12'; the parenthesis made a relative clause; backticks dropped"),
            paraphrase=("To serialize ES6 Sets and Maps, serialize-javascript needs Array.from, either natively, which rules out IE and Node versions earlier than 0.12, or through a polyfill.",
                        "freer rewording; the two alternatives (native support or a polyfill) kept; 'not available in IE or Node < 0.12' -> 'rules out IE and Node versions earlier than 0.12'"),
            contradiction=("In serialize-javascript, serialization of ES6 Sets and Maps requires support for Array.from, which is not available in IE or in Node versions after 0.12, or an Array.from polyfill.",
                           "[direction] Node < 0.12 (before) -> Node versions after 0.12"),
            overclaim=("Apart from IE and Node versions before 0.12, every JavaScript environment supports Array.from, so serialize-javascript can serialize ES6 Sets and Maps everywhere else without a polyfill.",
                       "scope widened: the two environments the README names as lacking Array.from made the only ones; 'every' and 'everywhere' do not occur in the README"),
            added=("In serialize-javascript, serialization of ES6 Sets and Maps requires Array.from, which IE and Node below 0.12 lack, or an Array.from polyfill such as the one in core-js.",
                   "added example (the core-js polyfill) not in the README; 'core-js' and 'core' do not occur in it"),
        ),
        dict(
            section="`options.isJSON`",
            start="This option is a signal to",
            end="over 3x faster.",
            reworded=("The isJSON option signals to serialize() that the object being serialized does not contain any function or regexp values, which enables a hot-path that allows serialization in serialize-javascript to be over 3x faster.",
                      "'This option' -> 'The isJSON option' (heading options.isJSON); 'is a signal to' -> 'signals to'; the two sentences joined; 'regexps values' -> 'regexp values'; backticks dropped"),
            paraphrase=("Setting isJSON tells serialize-javascript that the object holds no functions or regexps, letting it take a hot path that serializes more than three times faster.",
                        "freer rewording; 'over 3x' -> 'more than three times'; 'signal' -> 'tells'"),
            contradiction=("The isJSON option signals to serialize() that the object being serialized does not contain any function or regexp values, which enables a hot-path that makes serialization in serialize-javascript over 3x slower.",
                           "[direction] over 3x faster -> over 3x slower"),
            overclaim=("Enabling isJSON makes serialize-javascript serialize any object over 3x faster, whatever values the object contains.",
                       "a condition dropped: the option is a signal that the object contains no function or regexp values; 'whatever' does not occur in the README"),
            added=("The isJSON option signals to serialize() that the object being serialized does not contain any function or regexp values, enabling a hot-path that is over 3x faster, and serialize-javascript does not check that the signal is true.",
                   "added detail (the signal is not checked) not in the README; 'check' and 'verif' do not occur in it"),
        ),
        dict(
            section="Deserializing",
            start="For some use cases you might",
            end="not part of this module.",
            reworded=("For some use cases the serialized string might also need to be deserialized, but deserialization is explicitly not part of serialize-javascript.",
                      "'you might also need to deserialize the string' -> 'the serialized string might also need to be deserialized'; 'This is explicitly not part of this module' -> 'deserialization is explicitly not part of serialize-javascript'; the two sentences joined with 'but'"),
            paraphrase=("Turning the string back into data, which some use cases need, is expressly left out of serialize-javascript.",
                        "freer rewording; 'deserialize the string' -> 'Turning the string back into data'; 'explicitly not part of' -> 'expressly left out of'; keeps 'some use cases'"),
            contradiction=("For some use cases the serialized string needs to be deserialized, and deserialization is part of serialize-javascript.",
                           "[negation] is explicitly not part of this module -> is part of serialize-javascript"),
            overclaim=("Most users of serialize-javascript also need to deserialize the string, but deserialization is explicitly not part of the package.",
                       "'For some use cases' -> 'Most users'; 'most' does not occur in the README"),
            added=("For some use cases the serialized string might also need to be deserialized, which is explicitly not part of serialize-javascript, and a separate deserialize package on npm fills that gap.",
                   "added detail (a separate deserialize package on npm) not in the README; 'separate' and 'gap' do not occur in it ('deserialize' only in this section and its code)"),
        ),
    ]))
