# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-50, part B (drafts 6-10).

Same format as review-claims-49's parts: the documents are documentation
pages (here one undici API page and four changelogs).  One entry per
document, in draft order.  Each sentence gives the section it comes from (the
nearest heading above it, closing '#'s dropped, other markup kept), a start
anchor (unique in the raw file) and an end anchor (first match after the
start anchor, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`path` is relative to /work/main/node_modules.  `kind` is "docs"; `num` is the
page's top folder under node_modules (the package, equal to the "name" field
of its package.json); `title` is the page's first Markdown heading (any level)
with the '#' marks, links and code marks removed, kept otherwise as written.
The draft heading built from it reads "## <num> docs: <title>".

DRAFTS gives the draft number of each DOCS entry; OPEN_DRAFTS names the
drafts left without a document (none now).  Four of the five assigned pages
have fewer than four prose "source sentences" of 12-45 words of their own
(see notes-b.md and check_part_b.py).  The first brief named two spares;
drafts 09 and 10 were left open until a second brief (rc50-b2) gave them
mime-types/HISTORY.md and yargs-parser/CHANGELOG.md, with two spares of its
own (wink-eng-lite-web-model/CHANGELOG.md, @pkgjs/parseargs/CHANGELOG.md):

  draft 06  undici/docs/docs/api/Cookies.md        used (4 usable cuts)
  draft 07  undici/docs/docs/api/CacheStorage.md   3 usable cuts -> first spare qs/CHANGELOG.md
  draft 08  undici/docs/docs/api/EventSource.md    2 usable cuts -> second spare form-data/CHANGELOG.md
  draft 09  undici/docs/docs/api/ContentType.md    2 usable cuts -> second brief: mime-types/HISTORY.md,
            0 usable cuts -> its first spare wink-eng-lite-web-model/CHANGELOG.md
  draft 10  undici/docs/docs/api/PoolStats.md      0 usable cuts of its own -> second brief:
            yargs-parser/CHANGELOG.md, used (4 usable cuts besides its boilerplate)

Every cut here occurs in no other file of its package folder and in no
readme.md under node_modules, raw, with white space normalised or with
markup, case and white space read away (check_part_b.py tests this).
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry
# drafts with no document: none (drafts 09 and 10 were open until the second
# brief gave them pages; see notes-b.md)
OPEN_DRAFTS = {}

# ---------------------------------------------------------------- draft-06
# undici/docs/docs/api/Cookies.md (undici 7.30.2, 2650 bytes): "# Cookie
# Handling" (the title), then ## `Cookie` interface (a list of typed fields;
# only `unparsed` has words: "Left over attributes that weren't parsed.", 6),
# and one ## section per function: deleteCookie, getCookies, getSetCookies,
# parseCookie and setCookie, each a one-line description, a code example,
# "Arguments:" with typed items and "Returns:".  Prose of 12+ words: the
# deleteCookie description (18 words), the getCookies description (12), and
# parseCookie's two "Notes:" items (21 words in two sentences of 11 and 10,
# and 13).  getSetCookies (4), parseCookie (10) and setCookie (7) have
# shorter descriptions.  So the draft draws on three top-level sections
# (deleteCookie, getCookies, parseCookie x2), which are also the nearest
# headings.  s3 is a two-sentence list item (see notes-b.md on why the page
# counts as having four usable source sentences).
DOCS.append(dict(
    path="undici/docs/docs/api/Cookies.md",
    kind="docs", num="undici", title="Cookie Handling",
    sentences=[
        dict(
            section="`deleteCookie(headers, name[, attributes])`",
            start="Sets the expiry time of the cookie",
            end="delete it when received.",
            reworded=("Undici's deleteCookie sets the expiry time of the cookie to the unix epoch, which causes browsers to delete it when they receive it.",
                      "the subjectless 'Sets' given the subject 'Undici's deleteCookie' (the ## heading deleteCookie(headers, name[, attributes])); 'causing browsers to delete it when received' -> 'which causes browsers to delete it when they receive it'"),
            paraphrase=("To get rid of a cookie, deleteCookie backdates its expiry to the Unix epoch, so a browser that receives the header throws the cookie away.",
                        "freer rewording; the purpose 'To get rid of a cookie' from the function's name in the ## heading; 'Sets the expiry time ... to the unix epoch' -> 'backdates its expiry to the Unix epoch'; 'causing browsers to delete it when received' -> 'so a browser that receives the header throws the cookie away'"),
            contradiction=("Undici's deleteCookie sets the expiry time of the cookie to the unix epoch, but this does not cause browsers to delete it when they receive it.",
                           "[negation] 'causing browsers to delete it when received' -> 'this does not cause browsers to delete it'"),
            overclaim=("Undici's deleteCookie sets the cookie's expiry time to the unix epoch, which guarantees that every HTTP client, not just browsers, deletes the cookie at once.",
                       "an effect made a guarantee and the scope widened: 'causing browsers to delete it when received' -> 'guarantees that every HTTP client, not just browsers, deletes the cookie at once'; the page names browsers only ('guarantee', 'every', 'client' and 'once' do not occur in it)"),
            added=("Undici's deleteCookie sets the expiry time of the cookie to the unix epoch, causing browsers to delete it when received, the same technique that Express uses in res.clearCookie.",
                   "added comparison (Express's res.clearCookie uses the same technique) not in the page; 'Express' and 'clearCookie' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`getCookies(headers)`",
            start="Parses the `Cookie` header and returns",
            end="attributes and values.",
            reworded=("Undici's getCookies parses the Cookie header and returns a list of attributes and values.",
                      "the subjectless 'Parses' given the subject 'Undici's getCookies' (the ## heading getCookies(headers)); backticks dropped; otherwise as written"),
            paraphrase=("Given a set of headers, getCookies reads the Cookie request header and hands back a list of its attributes together with their values.",
                        "freer rewording; 'Given a set of headers' from the function's one argument (headers) in the heading; 'Parses the Cookie header' -> 'reads the Cookie request header'; 'returns a list of attributes and values' -> 'hands back a list of its attributes together with their values'"),
            contradiction=("Undici's getCookies parses the Set-Cookie header and returns a list of attributes and values.",
                           "[entity] the Cookie header -> the Set-Cookie header; the page gives Set-Cookie to getSetCookies ('Parses all Set-Cookie headers.') and parseCookie, and says getCookies 'Parses the Cookie header'"),
            overclaim=("Undici's getCookies is the only way to read the Cookie header in undici, returning a list of its attributes and values.",
                       "exclusivity added: 'the only way to read the Cookie header in undici'; the page describes what getCookies does but says nothing of other ways ('only' occurs in the page only in parseCookie's note 'sameSite is only set for ...', and 'way' does not occur)"),
            added=("Undici's getCookies parses the Cookie header and returns a list of attributes and values, keeping only the first value when the same name appears twice.",
                   "added detail (the first value wins for a repeated name) not in the page; its example has two distinct names ('get=cookies; and=attributes') and no repeated one; 'first', 'twice' and 'duplicate' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="`parseCookie(cookie)`",
            start="The cookie value is returned as it appears",
            end="are **not** decoded.",
            reworded=("Undici's parseCookie returns the cookie value as it appears in the header, and percent-encoded sequences such as %20 or %0D%0A are not decoded.",
                      "'The cookie value is returned' made active with the subject 'Undici's parseCookie' (the ## heading parseCookie(cookie), under whose 'Notes:' the item stands); the two sentences joined with 'and'; backticks and the bold marks of **not** dropped"),
            paraphrase=("The value that parseCookie hands back is the raw one from the header, so escapes like %20 or %0D%0A stay undecoded.",
                        "freer rewording; 'The cookie value is returned as it appears in the header' -> 'The value that parseCookie hands back is the raw one from the header'; 'Percent-encoded sequences such as %20 or %0D%0A are not decoded' -> 'escapes like %20 or %0D%0A stay undecoded' (both examples kept)"),
            contradiction=("Undici's parseCookie returns the cookie value as it appears in the header, except that percent-encoded sequences such as %20 or %0D%0A are decoded.",
                           "[negation] 'are **not** decoded' -> 'are decoded'"),
            overclaim=("Every cookie function in undici, not just parseCookie, returns cookie values as they appear in the header without decoding percent-encoded sequences.",
                       "scope widened in place: the note stands under parseCookie only; the page says nothing of decoding in getCookies or getSetCookies ('every' and 'function' do not occur in the page)"),
            added=("Undici's parseCookie returns the cookie value as it appears in the header without decoding sequences such as %20 or %0D%0A, so callers who need the decoded value must run decodeURIComponent on it themselves.",
                   "added consequence and advice (callers must run decodeURIComponent themselves) not in the page; 'decodeURIComponent' and 'caller' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`parseCookie(cookie)`",
            start="`sameSite` is only set for exact",
            end="`Lax`, or `None`.",
            reworded=("In undici's parseCookie, sameSite is only set for exact case-insensitive matches of Strict, Lax, or None.",
                      "the setting 'In undici's parseCookie' added from the ## heading parseCookie(cookie) (the item stands under its 'Notes:'); backticks dropped; otherwise as written"),
            paraphrase=("The sameSite field from parseCookie is filled in only when the attribute equals Strict, Lax or None, ignoring letter case but otherwise matching exactly.",
                        "freer rewording; 'is only set for' -> 'is filled in only when'; 'exact case-insensitive matches' split into 'ignoring letter case but otherwise matching exactly'; the three values kept"),
            contradiction=("In undici's parseCookie, sameSite is only set for exact case-sensitive matches of Strict, Lax, or None.",
                           "[direction] 'case-insensitive' -> 'case-sensitive' (an antonym swap, tagged [direction] as in review-claims-38)"),
            overclaim=("Undici's parseCookie strictly validates every cookie attribute, setting sameSite only for exact case-insensitive matches of Strict, Lax, or None.",
                       "scope widened in place: the note is about sameSite alone; the page says nothing of validating the other attributes, and its Cookie interface keeps 'Left over attributes that weren't parsed' in unparsed ('strictly', 'validate' and 'every' do not occur in it)"),
            added=("In undici's parseCookie, sameSite is only set for exact case-insensitive matches of Strict, Lax, or None, as the RFC 6265bis draft requires.",
                   "added origin (the RFC 6265bis draft) not in the page; 'RFC', '6265' and 'draft' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# qs/CHANGELOG.md (qs 6.17.1, 49086 bytes, 937
# lines): the FIRST SPARE, used in place of the assigned
# undici/docs/docs/api/CacheStorage.md (three usable cuts only).  The file
# has no level-1 heading; its first heading is "## **6.17.1**", so the title
# by the brief's rule is "**6.17.1**" (bold marks are not code marks and are
# kept; see notes-b.md).  Each "## **x.y.z**" version heading is a top-level
# section; entries are "- [Tag] ..." list items, many of them repeated
# word for word under several versions (backports) and many shorter than 12
# words.  The four cuts are worded entries of 14-19 words that occur once in
# the file, from four version sections (6.17.1, 6.14.1, 6.12.1, 6.12.0); each
# cut leaves out the trailing PR reference where there is one ("(#502)").
DOCS.append(dict(
    path="qs/CHANGELOG.md",
    kind="docs", num="qs", title="**6.17.1**",
    sentences=[
        dict(
            section="**6.17.1**",
            start="[Fix] `utils`: `merge`: count the elements",
            end="not its holes",
            reworded=("In qs 6.17.1, utils.merge was fixed to count the elements of a sparse array against arrayLimit, not its holes.",
                      "the version 'In qs 6.17.1' from the ## heading; '[Fix] utils: merge: count' -> 'utils.merge was fixed to count'; backticks dropped"),
            paraphrase=("A fix in the 6.17.1 release makes the merge helper in qs's utils measure a sparse array against arrayLimit by its actual elements rather than by its holes.",
                        "freer rewording; the tag [Fix] -> 'A fix'; 'utils: merge' -> 'the merge helper in qs's utils'; 'count the elements ... against arrayLimit, not its holes' -> 'measure ... against arrayLimit by its actual elements rather than by its holes'"),
            contradiction=("In qs 6.17.1, utils.merge was fixed to count the holes of a sparse array against arrayLimit, not its elements.",
                           "[roles] elements and holes swapped: the entry counts the elements against arrayLimit, not the holes"),
            overclaim=("In qs 6.17.1, utils.merge was fixed so that arrayLimit can no longer be bypassed in any way.",
                       "a degree raised: one counting fix for sparse arrays asserted as closing every way round arrayLimit; other entries (6.17.0, 6.16.x, 6.14.x) fix other arrayLimit cases, and the changelog never says the limit cannot be bypassed ('bypass' does not occur in it)"),
            added=("In qs 6.17.1, utils.merge was fixed to count the elements of a sparse array against arrayLimit, not its holes, after a report that sparse arrays let attackers exceed the limit.",
                   "added cause (a report that attackers could exceed the limit) not in the changelog; 'attacker' does not occur in it, 'report' only in 'it does not reliably report failures' (a tests entry) and 'exceed' only inside 'exceeded' and throwOnLimitExceeded; 6.16.0's '[Docs] clarify arrayLimit is a representation threshold, not an element-count cap' is about the option, not about attackers; invented, not checked in the world"),
        ),
        dict(
            section="**6.14.1**",
            start="[Fix] `parse`: when a custom decoder returns `null`",
            end="ignore that key",
            reworded=("In qs 6.14.1, parse was fixed to ignore a key when a custom decoder returns null for that key.",
                      "the version 'In qs 6.14.1' from the ## heading; '[Fix] parse: when ..., ignore that key' -> 'parse was fixed to ignore a key when ...' (the clauses swapped); backticks dropped"),
            paraphrase=("The 6.14.1 release of qs makes parse skip any key for which a custom decoder gives back null.",
                        "freer rewording; the tag [Fix] read as a change the release makes; 'ignore that key' -> 'skip any key'; 'returns null for a key' -> 'gives back null'"),
            contradiction=("In qs 6.14.1, parse was fixed so that it no longer ignores a key when a custom decoder returns null for it.",
                           "[negation] 'ignore that key' -> 'no longer ignores a key'"),
            overclaim=("In qs 6.14.1, parse was fixed to ignore a key whenever any decoder returns any falsy value for it.",
                       "scope widened in place: a custom decoder returning null -> any decoder returning any falsy value; the entry names null and custom decoders only ('falsy' and 'whenever' do not occur in the changelog)"),
            added=("In qs 6.14.1, parse was fixed to ignore a key when a custom decoder returns null for it, and a warning is logged for each key dropped this way.",
                   "added consequence (a warning logged for each dropped key) not in the changelog; 'warning' occurs only in the eslint and 'eclint transitive audit warning' entries, 'logged' and 'dropped' not at all; invented, not checked in the world"),
        ),
        dict(
            section="**6.12.1**",
            start="[Performance] `utils`: Optimize performance",
            end="speed up processing",
            reworded=("In qs 6.12.1, utils was optimized for performance under large data volumes, reducing memory usage and speeding up processing.",
                      "the version 'In qs 6.12.1' from the ## heading; the tag [Performance] and the imperative 'Optimize ..., reduce ..., and speed up' -> 'was optimized ..., reducing ... and speeding up'; backticks and the PR reference (#502, not in the cut) dropped"),
            paraphrase=("A performance change in the 6.12.1 release tunes qs's utils for large amounts of data, cutting memory use and making processing faster.",
                        "freer rewording; 'under large data volumes' -> 'for large amounts of data'; 'reduce memory usage' -> 'cutting memory use'; 'speed up processing' -> 'making processing faster'"),
            contradiction=("In qs 6.12.1, utils was optimized for speed under large data volumes at the cost of higher memory usage.",
                           "[direction] 'reduce memory usage' -> 'at the cost of higher memory usage'"),
            overclaim=("In qs 6.12.1, utils was optimized so that qs became the fastest and most memory-efficient query string library for large data volumes.",
                       "a ranking added: 'the fastest and most memory-efficient query string library'; the entry says qs's utils got faster and leaner, and compares qs with no other library ('fastest' and 'efficient' do not occur in the changelog)"),
            added=("In qs 6.12.1, utils was optimized for large data volumes, reducing memory usage and speeding up processing, by replacing recursive calls with an iterative loop.",
                   "added mechanism (recursion replaced by an iterative loop) not in the changelog; 'recursive' and 'iterative' do not occur in it ('recursion' only in 6.16.0's stringify depth option and #68, 'loop' only in 'instead of an infinite loop' for stringify cycles); invented, not checked in the world"),
        ),
        dict(
            section="**6.12.0**",
            start="[Dev Deps] pin `jackspeak` since",
            end="install process in npm < 6",
            reworded=("In qs 6.12.0, the jackspeak dev dependency was pinned because versions 2.1.2 and later depend on npm aliases, which kill the install process in npm versions below 6.",
                      "the version 'In qs 6.12.0' from the ## heading; '[Dev Deps] pin jackspeak since 2.1.2+ depends' -> 'the jackspeak dev dependency was pinned because versions 2.1.2 and later depend'; 'npm < 6' -> 'npm versions below 6'; backticks dropped"),
            paraphrase=("For its 6.12.0 release, qs held its jackspeak dev dependency back, since from 2.1.2 on jackspeak relies on npm aliases that make installs die on npm older than 6.",
                        "freer rewording; 'pin' -> 'held ... back'; '2.1.2+' -> 'from 2.1.2 on'; 'kill the install process in npm < 6' -> 'make installs die on npm older than 6'; both numbers kept"),
            contradiction=("In qs 6.12.0, the jackspeak dev dependency was pinned because versions 2.1.2 and later depend on npm aliases, which kill the install process in npm versions below 7.",
                           "[number] 'npm < 6' -> 'npm versions below 7'"),
            overclaim=("In qs 6.12.0, the jackspeak dev dependency was pinned because its newer versions break installation on every npm version.",
                       "the condition dropped and the scope widened: 'kill the install process in npm < 6' -> 'break installation on every npm version'; the entry limits the breakage to npm below 6 ('every' does not occur in the changelog; 'newer' and 'break' occur only in 6.5.1's 'so newer npm doesn't break older node', not about jackspeak)"),
            added=("In qs 6.12.0, the jackspeak dev dependency was pinned because versions 2.1.2 and later depend on npm aliases, which kill the install process in npm below 6, and the pin is to be removed once npm 5 support is dropped.",
                   "added plan (remove the pin once npm 5 support is dropped) not in the changelog; no later entry unpins jackspeak, and 'npm 5' does not occur ('npm v5+' only in the 6.5.0 tests entry about node < v4); invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# form-data/CHANGELOG.md (50480 bytes, 686 lines): the SECOND SPARE, used in
# place of the assigned undici/docs/docs/api/EventSource.md (two usable cuts,
# one a lead-in to code).  "# Changelog" (the title) with the Keep a
# Changelog boilerplate (not used: it is not specific to this page), then one
# "## [vX.Y.Z](compare link) - date" section per version, each with
# "### Merged", "### Fixed" and/or "### Commits" lists whose items end in a
# commit or PR link.  Most items are under 12 words and many repeat under
# several versions (backports).  The four cuts are worded items of 12-14
# words that occur once in the file, each cut before its commit link, from
# four version sections (v2.5.6, v2.5.0, v1.0.0-rc4, 0.0.9); all four stand
# under a "### Commits" heading, so the draft has one distinct nearest
# heading and four top-level sections.
DOCS.append(dict(
    path="form-data/CHANGELOG.md",
    kind="docs", num="form-data", title="Changelog",
    sentences=[
        dict(
            section="Commits",
            start="[Tests] use `safe-buffer` so the header-injection",
            end="runs on node &lt; 4",
            reworded=("In form-data 2.5.6, the tests use safe-buffer so that the header-injection test runs on Node versions below 4.",
                      "the version 'In form-data 2.5.6' from the ## heading; the tag [Tests] -> 'the tests'; 'node &lt; 4' (an HTML entity in the source) -> 'Node versions below 4'; backticks dropped"),
            paraphrase=("For the 2.5.6 release, form-data's test suite relies on safe-buffer, which lets its header-injection test run on Node older than 4.",
                        "freer rewording; 'use safe-buffer so the header-injection test runs on' -> 'relies on safe-buffer, which lets its header-injection test run on'; 'node < 4' -> 'Node older than 4'"),
            contradiction=("In form-data 2.5.6, the tests use safe-buffer so that the header-injection test runs on Node versions below 6.",
                           "[number] 'node &lt; 4' -> 'Node versions below 6'"),
            overclaim=("In form-data 2.5.6, the tests use safe-buffer so that the whole test suite runs on every Node version ever released.",
                       "scope widened in place: one test (the header-injection test) on Node below 4 -> the whole test suite on every Node version ever released ('whole', 'suite', 'ever' and 'every' do not occur in the changelog)"),
            added=("In form-data 2.5.6, the tests use safe-buffer so that the header-injection test runs on Node versions below 4, where that test had been failing on every CI run.",
                   "added history (the test failed on every CI run) not in the changelog; 'CI' does not occur in it, 'failing' only in 'lib: emit error when failing to get length' and 'failures' only in the predict-v8-randomness entries; invented, not checked in the world"),
        ),
        dict(
            section="Commits",
            start="Fixed: filesize is not a valid option?",
            end="should be used for streams",
            reworded=("A form-data 2.5.0 commit notes that filesize is not a valid option and that knownLength should be used for streams.",
                      "the version 'form-data 2.5.0' from the ## heading and 'commit' from the ### heading Commits; 'Fixed: filesize is not a valid option? knownLength should be used' -> 'notes that filesize is not a valid option and that knownLength should be used' (the two parts joined; the question mark read as the source's punctuation, see notes-b.md)"),
            paraphrase=("According to a 2.5.0 entry, form-data has no filesize option, and for streams the option to use is knownLength.",
                        "freer rewording; 'filesize is not a valid option' -> 'form-data has no filesize option'; 'knownLength should be used for streams' -> 'for streams the option to use is knownLength'"),
            contradiction=("A form-data 2.5.0 commit notes that knownLength is not a valid option and that filesize should be used for streams.",
                           "[roles] filesize and knownLength swapped: the entry says filesize is not a valid option and knownLength should be used"),
            overclaim=("A form-data 2.5.0 commit notes that knownLength is required for every stream appended to form-data, since filesize is not a valid option.",
                       "a recommendation made a rule and the scope widened: 'knownLength should be used for streams' -> 'is required for every stream appended'; the entry says should, not must ('required', 'every' and 'appended' do not occur in the changelog)"),
            added=("A form-data 2.5.0 commit notes that filesize is not a valid option and that knownLength should be used for streams, and a warning is now printed when filesize is passed.",
                   "added consequence (a warning printed when filesize is passed) not in the changelog; 'warning' and 'printed' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Commits",
            start="Add similar type error as the browser",
            end="form-data without new.",
            reworded=("In form-data 1.0.0-rc4, a type error similar to the browser's was added for attempts to use form-data without new.",
                      "the version 'In form-data 1.0.0-rc4' from the ## heading; the imperative 'Add similar type error as the browser for attempting to' made passive ('was added ... for attempts to')"),
            paraphrase=("The 1.0.0-rc4 changelog of form-data adds a browser-like type error for calling form-data without the new keyword.",
                        "freer rewording; kept in the past release (a later entry, v3.0.0's 'Pass options to constructor if not used with new', may change the behaviour, so the paraphrase does not say what form-data does now); 'similar type error as the browser' -> 'a browser-like type error'; 'attempting to use form-data without new' -> 'calling form-data without the new keyword'"),
            contradiction=("In form-data 1.0.0-rc4, a type error similar to the one Node.js core throws was added for attempts to use form-data without new.",
                           "[entity] 'as the browser' -> 'the one Node.js core throws'; the entry names the browser as the model ('Node.js' does not occur in the changelog; 'node' only as a version target in test entries)"),
            overclaim=("In form-data 1.0.0-rc4, a type error identical in every respect to the browser's was added for attempts to use form-data without new.",
                       "similar -> identical: 'similar type error as the browser' -> 'identical in every respect to the browser's' ('identical' does not occur in the changelog, 'respect' only in '#71 Respect bytes range in a read stream.')"),
            added=("In form-data 1.0.0-rc4, a type error similar to the browser's was added for attempts to use form-data without new, with a message that names the missing keyword.",
                   "added detail (the message names the missing keyword) not in the changelog; 'message' and 'keyword' do not occur in it, 'missing' only in 'add missing peer dep' and 'Added missing deps' (the Merged list's 'Should throw type error without new operator.' gives no message); invented, not checked in the world"),
        ),
        dict(
            section="Commits",
            start="pass options.knownLength to set length",
            end="async size calculation",
            reworded=("In form-data 0.0.9, options.knownLength can be passed to set the length at the beginning, without waiting for the async size calculation.",
                      "the version 'In form-data 0.0.9' from the ## heading; the imperative 'pass options.knownLength to set length' -> 'options.knownLength can be passed to set the length'; 'w/o' -> 'without'"),
            paraphrase=("Supplying options.knownLength lets form-data set the length up front instead of waiting for its asynchronous size calculation, per the 0.0.9 changelog.",
                        "freer rewording; 'pass' -> 'Supplying'; 'set length at beginning' -> 'set the length up front'; 'w/o waiting for async size calculation' -> 'instead of waiting for its asynchronous size calculation'"),
            contradiction=("In form-data 0.0.9, options.knownLength can be passed to set the length at the end, after waiting for the async size calculation.",
                           "[direction] 'at beginning, w/o waiting for' -> 'at the end, after waiting for' (beginning -> end, without waiting -> after waiting)"),
            overclaim=("In form-data 0.0.9, passing options.knownLength makes form-data skip all asynchronous work, so that submitting a form becomes fully synchronous.",
                       "a degree raised: skipping the async size calculation -> skipping all asynchronous work and making submission fully synchronous ('synchronous' does not occur in the changelog; 'async' only in this entry and in 'Add async to deps')"),
            added=("In form-data 0.0.9, options.knownLength can be passed to set the length at the beginning, without waiting for the async size calculation, a change contributed by a user uploading large files to Amazon S3.",
                   "added origin (a contribution from a user uploading large files to Amazon S3) not in the changelog; 'Amazon', 'S3', 'upload', 'user' and 'contributed' do not occur in it as words ('user' only inside userHeaders); invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# wink-eng-lite-web-model/CHANGELOG.md (wink-eng-lite-web-model 1.8.1, 5668
# bytes, 163 lines): the FIRST SPARE OF THE SECOND BRIEF (rc50-b2), used in
# place of that brief's mime-types/HISTORY.md, which has no prose of 12+
# words (every entry is a "deps: mime-db@..." line or an item of 1-8 words);
# mime-types/HISTORY.md itself stood in for the assigned
# undici/docs/docs/api/ContentType.md (two usable cuts).  Each release is
# "# [release title](link)", "## Version x.y.z date" and one or two
# "### <emoji> Features/Updates/Fixes" lists of worded items, most ending in
# emoji.  The file has many level-1 headings, so the release titles are the
# top level; its first heading is "# [Squashed a bug](link)" (release 1.8.1),
# so the title by the rule is "Squashed a bug" (see notes-b.md).  The four
# cuts are items of 12-19 words that occur once, each cut before its emoji,
# from four releases (1.8.0, 1.5.0, 1.4.1, 1.0.1) and three nearest headings
# (Features x2, Updates, Fixes).  The items address the reader as "We"; the
# claims name the package and the version from the ## heading.
DOCS.append(dict(
    path="wink-eng-lite-web-model/CHANGELOG.md",
    kind="docs", num="wink-eng-lite-web-model", title="Squashed a bug",
    sentences=[
        dict(
            section="\u2728 Features",
            start="We've enhanced the model to process",
            end="non breaking space characters.",
            reworded=("In wink-eng-lite-web-model 1.8.0, the model was enhanced to process em/en, third/quarter, thin/hair and medium math space characters as well as regular/narrow non-breaking space characters.",
                      "the version 'In wink-eng-lite-web-model 1.8.0' from the ## heading 'Version 1.8.0 May 19, 2024'; 'We've enhanced the model' made passive ('the model was enhanced'); '&' -> 'as well as'; 'non breaking' hyphenated; the list otherwise as written; the emoji after the cut dropped"),
            paraphrase=("Release 1.8.0 of wink-eng-lite-web-model taught the model to handle more non-regular spaces: em and en, third and quarter, thin and hair and medium math spaces, along with regular and narrow non-breaking spaces.",
                        "freer rewording; 'more non-regular spaces' from the release title above the entry ('# Add support for more non regular space characters'); 'enhanced the model to process' -> 'taught the model to handle'; the slashed pairs written out with 'and'; every kind in the list kept"),
            contradiction=("In wink-eng-lite-web-model 1.8.0, the model was enhanced to process em/en, third/quarter, thin/hair and medium math space characters, but not regular or narrow non-breaking space characters.",
                           "[negation] '& regular/narrow non breaking space characters' -> 'but not regular or narrow non-breaking space characters'; the entry lists them among the characters the model now processes"),
            overclaim=("In wink-eng-lite-web-model 1.8.0, the model was enhanced to process every Unicode space character, from em and en spaces to narrow non-breaking spaces.",
                       "scope widened in place: the entry's list of named space characters -> 'every Unicode space character'; the changelog names em/en, third/quarter, thin/hair, medium math and regular/narrow non-breaking spaces here and the non-breaking space (U+00A0) in 1.6.0, not every space character ('every' and 'Unicode' do not occur in it)"),
            added=("In wink-eng-lite-web-model 1.8.0, the model was enhanced to process em/en, third/quarter, thin/hair, medium math and regular/narrow non-breaking space characters, which often turn up in text copied from PDF files.",
                   "added detail (such characters often come from text copied out of PDF files) not in the changelog, which gives no source or reason for them; 'PDF' and 'copied' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="\u2728 Features",
            start="We have enhanced the model a little bit",
            end="is now touching 95%.",
            reworded=("In wink-eng-lite-web-model 1.5.0, the model was enhanced a little bit, and its POS tagging accuracy is now touching 95%.",
                      "the version 'In wink-eng-lite-web-model 1.5.0' from the ## heading 'Version 1.5.0 March 27, 2023'; 'We have enhanced the model' made passive; the dash replaced by ', and'; 'its' added before 'POS tagging accuracy'; the emoji after the cut dropped"),
            paraphrase=("A small improvement to the model in wink-eng-lite-web-model 1.5.0 brought its part-of-speech tagging accuracy up to about 95 per cent.",
                        "freer rewording; 'enhanced the model a little bit' -> 'A small improvement to the model'; 'POS tagging' written out as 'part-of-speech tagging'; 'is now touching 95%' -> 'brought ... up to about 95 per cent' (the number kept)"),
            contradiction=("In wink-eng-lite-web-model 1.5.0, the model was enhanced a little bit, and its POS tagging accuracy is now touching 85%.",
                           "[number] 'touching 95%' -> 'touching 85%'"),
            overclaim=("In wink-eng-lite-web-model 1.5.0, the model was enhanced a little bit, and its POS tagging accuracy is now guaranteed to be at least 95% on any English text.",
                       "a degree raised and the scope widened: 'is now touching 95%' (just reaching it) -> 'guaranteed to be at least 95% on any English text'; the entry gives one approximate figure with no guarantee and no test set ('guaranteed' and 'least' do not occur in the changelog, 'English' only in the 1.0.0 release title 'Announcing the English lite language model for Web Browsers')"),
            added=("In wink-eng-lite-web-model 1.5.0, the model was enhanced a little bit, and its POS tagging accuracy is now touching 95%, up from about 93% in the previous release.",
                   "added comparison (up from about 93% in the previous release) not in the changelog, which gives no earlier figure ('93' and 'previous' do not occur in it); invented, not checked in the world"),
        ),
        dict(
            section="\u2699\ufe0f Updates",
            start="We have added engines in package.json",
            end="compatible browser version in README.",
            reworded=("In wink-eng-lite-web-model 1.4.1, engines for Node.js 16 or later were added to package.json, and a link to the compatible browser version was added to the README.",
                      "the version 'In wink-eng-lite-web-model 1.4.1' from the ## heading 'Version 1.4.1 April 06, 2022'; 'We have added engines ... and link ...' made passive and split into two clauses; '>= 16' -> '16 or later'; 'in README' -> 'to the README'; the emoji after the cut dropped"),
            paraphrase=("Version 1.4.1 of wink-eng-lite-web-model set its version prerequisite by declaring Node.js 16 or newer in the engines field of package.json and by linking from the README to the browser versions it works with.",
                        "freer rewording; 'set its version prerequisite' from the release title above the entry ('# Defined version prerequisite'); 'added engines in package.json for Node.js >= 16' -> 'declaring Node.js 16 or newer in the engines field of package.json'; 'link to compatible browser version in README' -> 'linking from the README to the browser versions it works with'"),
            contradiction=("In wink-eng-lite-web-model 1.4.1, engines for Node.js 16 or later were added to the README, and a link to the compatible browser version was added to package.json.",
                           "[roles] package.json and the README swapped: the entry puts the engines in package.json and the browser link in the README"),
            overclaim=("In wink-eng-lite-web-model 1.4.1, an engines entry was added to package.json that makes installation fail on any Node.js version below 16.",
                       "a declared prerequisite asserted as an enforced effect: 'added engines in package.json for Node.js >= 16' -> 'makes installation fail on any Node.js version below 16'; the entry says nothing of what happens on older versions ('installation' does not occur in the changelog, 'fail' only inside 'failing' (1.0.1) and 'failed' (1.2.1))"),
            added=("In wink-eng-lite-web-model 1.4.1, engines for Node.js 16 or later were added to package.json and a link to the compatible browser version to the README, after users on Node.js 14 reported crashes while loading the model.",
                   "added cause (crash reports from users on Node.js 14) not in the changelog; 'crashes', 'reported' and 'users' do not occur in it, and neither does the number 14 (1.4.0's 'While loading, it automatically detects unsupported Node.js & Browsers' gives no reason for the prerequisite); invented, not checked in the world"),
        ),
        dict(
            section="\U0001f41b Fixes",
            start="Custom entities meta model loading",
            end="It has been fixed now.",
            reworded=("The wink-eng-lite-web-model 1.0.1 changelog says that custom entities meta model loading was failing and that it has now been fixed.",
                      "the version from the ## heading 'Version 1.0.1 December 2, 2020' and the frame 'The ... changelog says'; the two sentences joined with 'and that'; 'It has been fixed now' -> 'it has now been fixed'; the emoji after the cut dropped"),
            paraphrase=("Release 1.0.1 of wink-eng-lite-web-model repaired the loading of the meta model for custom entities, which had been broken.",
                        "freer rewording; 'Custom entities meta model loading was failing' -> 'the loading of the meta model for custom entities ... had been broken'; 'It has been fixed now' -> 'repaired'"),
            contradiction=("The wink-eng-lite-web-model 1.0.1 changelog says that custom entities meta model loading was failing and that it has not been fixed yet.",
                           "[negation] 'It has been fixed now' -> 'it has not been fixed yet'"),
            overclaim=("The wink-eng-lite-web-model 1.0.1 changelog says that custom entities meta model loading was failing and has been fixed for good, so loading custom entities can never fail again.",
                       "scope widened in time: 'It has been fixed now' -> 'fixed for good, so loading custom entities can never fail again' ('never', 'again' and 'good' do not occur in the changelog)"),
            added=("The wink-eng-lite-web-model 1.0.1 changelog says that custom entities meta model loading was failing in Safari and that it has now been fixed.",
                   "added condition (the failure was in Safari) not in the changelog; 'Safari' does not occur in it ('Browsers' only in 1.4.0's release title and entry); invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# yargs-parser/CHANGELOG.md (yargs-parser 21.1.1, 16462 bytes, 308 lines):
# the SECOND BRIEF's page for draft 10 (rc50-b2), in place of the assigned
# undici/docs/docs/api/PoolStats.md (no usable cut of its own); kept.
# "# Changelog" (the title) and the standard-version boilerplate (not used),
# then one heading per release: "## [x.y.z](compare link) (date)" for
# minor and major releases, "### [x.y.z](compare link) (date)" for patch
# releases, each with "### Bug Fixes", "### Features", "### ⚠ BREAKING
# CHANGES" and similar lists.  Most items are a scope and 2-10 words
# followed by an issue link and a commit link, which are not counted.  The
# page has four worded items of 12+ words of its own besides the
# boilerplate, and all four are used: 20.2.3's exports fix, 18.1.1's
# __proto__ fix (its issue link (#258) sits inside the cut, in the middle of
# the first sentence), 18.0.0's NaN feature and 17.0.0's two-sentence
# breaking change.  Nearest headings: Bug Fixes x2, Features, ⚠ BREAKING
# CHANGES.  Each cut stops before its trailing link; 18.1.1's cut stops
# before "([63810ca](...))".
DOCS.append(dict(
    path="yargs-parser/CHANGELOG.md",
    kind="docs", num="yargs-parser", title="Changelog",
    sentences=[
        dict(
            section="Bug Fixes",
            start="**exports:** node 13.0 and 13.1",
            end="_with_ a string fallback",
            reworded=("A yargs-parser 20.2.3 bug fix for exports notes that Node 13.0 and 13.1 require the dotted object form with a string fallback.",
                      "the version 'yargs-parser 20.2.3' from the ### heading '[20.2.3](compare link) (2020-10-16)' and 'bug fix' from the ### heading Bug Fixes; the scope '**exports:**' -> 'for exports'; 'node' -> 'Node'; the bold marks and the underscores of _with_ dropped"),
            paraphrase=("According to the 20.2.3 changelog of yargs-parser, Node versions 13.0 and 13.1 need exports written in the dotted object form, and that form has to include a string fallback.",
                        "freer rewording; 'require the dotted object form' -> 'need exports written in the dotted object form'; the emphasised 'with a string fallback' -> 'that form has to include a string fallback'; both Node versions kept"),
            contradiction=("A yargs-parser 20.2.3 bug fix for exports notes that Node 13.0 and 13.1 require the dotted object form without a string fallback.",
                           "[negation] '_with_ a string fallback' (emphasised in the source) -> 'without a string fallback'"),
            overclaim=("A yargs-parser 20.2.3 bug fix for exports, the most important fix of all the 20.x releases, notes that Node 13.0 and 13.1 require the dotted object form with a string fallback.",
                       "a ranking added: 'the most important fix of all the 20.x releases'; the changelog ranks no fix above another ('important' does not occur in it)"),
            added=("A yargs-parser 20.2.3 bug fix for exports notes that Node 13.0 and 13.1 require the dotted object form with a string fallback, because those releases shipped before conditional exports were unflagged.",
                   "added cause (conditional exports were still behind a flag in those Node releases) not in the changelog; 'conditional', 'unflagged' and 'shipped' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Bug Fixes",
            start="\\_\\_proto\\_\\_ will now be replaced",
            end="Snyk Security Research Team.",
            reworded=("In yargs-parser 18.1.1, __proto__ is now replaced with ___proto___ in parse, patching a potential prototype pollution vulnerability that was reported by the Snyk Security Research Team.",
                      "the version 'In yargs-parser 18.1.1' from the ### heading '[18.1.1](compare link) (2020-03-16)'; 'will now be replaced' -> 'is now replaced'; the backslash escapes and the issue link (#258) inside the cut dropped; the second sentence joined as 'that was reported by'; the line break dropped"),
            paraphrase=("To close a possible prototype pollution hole reported by the Snyk Security Research Team, yargs-parser 18.1.1 makes parse turn __proto__ into ___proto___.",
                        "freer rewording; the purpose and the reporter moved to the front; 'potential' -> 'possible'; 'vulnerability' -> 'hole'; 'will now be replaced with ___proto___ in parse' -> 'makes parse turn __proto__ into ___proto___'"),
            contradiction=("In yargs-parser 18.1.1, ___proto___ is now replaced with __proto__ in parse, patching a potential prototype pollution vulnerability that was reported by the Snyk Security Research Team.",
                           "[roles] __proto__ and ___proto___ swapped: the entry replaces __proto__ with ___proto___, not the other way round"),
            overclaim=("In yargs-parser 18.1.1, __proto__ is now replaced with ___proto___ in parse, which makes yargs-parser immune to every form of prototype pollution.",
                       "a degree raised: 'patching a potential prototype pollution vulnerability' (one vulnerability) -> 'immune to every form of prototype pollution' ('immune' and 'every' do not occur in the changelog; 'form' only in 20.2.3's 'dotted object form' and 18.1.2's 'format')"),
            added=("In yargs-parser 18.1.1, __proto__ is now replaced with ___proto___ in parse, patching a potential prototype pollution vulnerability that the Snyk Security Research Team reported and that was assigned a CVE identifier.",
                   "added detail (a CVE identifier was assigned) not in the changelog; 'CVE', 'assigned' and 'identifier' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Features",
            start="NaN can now be provided as a value",
            end="is expected for array",
            reworded=("In yargs-parser 18.0.0, NaN can now be provided as a value for nargs, indicating that at least one value is expected for an array.",
                      "the version 'In yargs-parser 18.0.0' from the ## heading '[18.0.0](compare link) (2020-03-02)'; the quotation marks round 'at least' dropped; 'that' and 'an' added"),
            paraphrase=("Starting with 18.0.0, yargs-parser accepts NaN as an nargs setting, which signals that an array expects one or more values.",
                        "freer rewording; 'can now be provided as a value for nargs' -> 'accepts NaN as an nargs setting'; 'indicating \"at least\" one value is expected for array' -> 'which signals that an array expects one or more values' (at least one = one or more)"),
            contradiction=("In yargs-parser 18.0.0, NaN can now be provided as a value for nargs, indicating that at most one value is expected for an array.",
                           "[direction] 'at least one value' -> 'at most one value' (the opposite bound)"),
            overclaim=("In yargs-parser 18.0.0, NaN can now be provided as the nargs value of any option, not only of an array, to indicate that at least one value is expected.",
                       "scope widened in place: 'expected for array' -> 'the nargs value of any option, not only of an array'; the entry speaks of arrays only and the changelog says nothing of NaN for other options ('NaN' occurs only in this entry)"),
            added=("In yargs-parser 18.0.0, NaN can now be provided as a value for nargs, indicating that at least one value is expected for an array, an idea borrowed from the plus setting of Python's argparse.",
                   "added origin (Python's argparse and its plus setting) not in the changelog; 'Python', 'argparse' and 'borrowed' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="\u26a0 BREAKING CHANGES",
            start="objects used during parsing are now created",
            end="leaks externally.",
            reworded=("In yargs-parser 17.0.0, objects used during parsing are now created with a null prototype, and there may be some scenarios where this change in behavior leaks externally.",
                      "the version 'In yargs-parser 17.0.0' from the ## heading '[17.0.0](compare link) (2020-02-10)'; the two sentences joined with ', and'; the line breaks dropped"),
            paraphrase=("A breaking change in yargs-parser 17.0.0 gives the objects it uses while parsing a null prototype, a change that might in some cases be visible outside the parser.",
                        "freer rewording; 'breaking change' from the ### heading BREAKING CHANGES; 'objects used during parsing are now created with a null prototype' -> 'gives the objects it uses while parsing a null prototype'; 'There may be some scenarios where this change in behavior leaks externally' -> 'a change that might in some cases be visible outside the parser' (the hedge kept)"),
            contradiction=("In yargs-parser 17.0.0, objects used during parsing are now created with Object.prototype as their prototype, and there may be some scenarios where this change in behavior leaks externally.",
                           "[entity] 'a null prototype' -> 'Object.prototype as their prototype'"),
            overclaim=("In yargs-parser 17.0.0, objects used during parsing are now created with a null prototype, a change in behavior that will leak externally in most programs.",
                       "hedge removed and 'some' raised: 'There may be some scenarios where this change in behavior leaks externally' -> 'will leak externally in most programs' ('most' and 'programs' do not occur in the changelog)"),
            added=("In yargs-parser 17.0.0, objects used during parsing are now created with a null prototype, and this change in behavior may leak externally, for example when a program calls hasOwnProperty directly on the parsed result.",
                   "added example (a program calling hasOwnProperty directly on the parsed result) not in the changelog; 'hasOwnProperty' does not occur in it; may be true in the world, not checked"),
        ),
    ]))
