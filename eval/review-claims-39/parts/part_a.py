# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-39, part A (drafts 1-5).

Same format as review-claims-38's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json); `title` is the text of the README's first (top)
heading with badges dropped, or the package name where the README has no
heading.  `section` is the text of the nearest heading above the sentence
(the heading it sits under; closing '#'s of ATX headings dropped, other markup
kept); check_part_a.py also derives the top-level section of each cut.
"""

DOCS = []

# ---------------------------------------------------------------- draft-01
# normalize-package-data's README: "# normalize-package-data" (the title)
# with ## sections Installation, Usage, "What normalization (currently)
# entails", Credits and License.  Sentences from three top-level sections:
# the intro paragraph under the title, Usage (its "#### Strict mode"
# subsection) and two list items of "What normalization (currently) entails".
# Installation is a code block; Credits and License were left alone.
DOCS.append(dict(
    path="normalize-package-data/README.md",
    kind="README", num="normalize-package-data", title="normalize-package-data",
    sentences=[
        dict(
            section="normalize-package-data",
            start="normalize-package-data exports a function",
            end="the npm registry.",
            reworded=("The normalize-package-data package exports a function that normalizes package metadata; this data is typically found in a package.json file but could in principle come from any source, for example the npm registry.",
                      "package named as the subject ('The normalize-package-data package'); the two sentences joined; the dash before 'for example' made a comma"),
            paraphrase=("The function exported by normalize-package-data normalizes package metadata, which usually lives in a package.json file, although in principle it may come from any source, the npm registry being one example.",
                        "freer rewording; keeps 'typically' (as 'usually') and 'in principle ... could' (as 'in principle ... may')"),
            contradiction=("The normalize-package-data package exports a function that normalizes package metadata; this data is typically found in a package.json file and cannot come from any other source, such as the npm registry.",
                           "[negation] 'could come from any source - for example the npm registry' -> 'cannot come from any other source, such as the npm registry'"),
            overclaim=("The normalize-package-data package exports a function that normalizes package metadata and works equally well on data from any source, whether a package.json file or the npm registry.",
                       "hedge removed and degree raised: 'in principle could come from any source' -> 'works equally well on data from any source'"),
            added=("The normalize-package-data package exports a function that normalizes package metadata, which is typically found in a package.json file but could in principle come from any source, for example the npm registry, and the function runs in browsers as well as in Node.js.",
                   "added detail (the function runs in browsers and in Node.js) not in the README; 'browser' and 'node.js' do not occur in it"),
        ),
        dict(
            section="Strict mode",
            start="If strict mode is activated",
            end="accepted as well.",
            reworded=("When strict mode is activated in normalize-package-data, only Semver 2.0 version strings are accepted; otherwise, Semver 1.0 strings are accepted as well.",
                      "'If' -> 'When'; the package named as the setting ('in normalize-package-data'); the two sentences joined"),
            paraphrase=("Strict mode limits normalize-package-data to Semver 2.0 version strings, whereas without it Semver 1.0 strings are also allowed.",
                        "freer rewording; 'only ... accepted' -> 'limits ... to'; 'as well' -> 'also'"),
            contradiction=("When strict mode is activated in normalize-package-data, only Semver 1.0 version strings are accepted; otherwise, Semver 2.0 strings are accepted as well.",
                           "[roles] Semver 2.0 (strict mode) and Semver 1.0 (accepted otherwise as well) swapped"),
            overclaim=("Strict mode should be activated for every package processed by normalize-package-data, since only Semver 2.0 version strings are then accepted; otherwise, Semver 1.0 strings are accepted as well.",
                       "a possibility made a recommendation: 'You may activate strict validation' (the subsection's first sentence) -> 'should be activated for every package'"),
            added=("When strict mode is activated in normalize-package-data, only Semver 2.0 version strings are accepted; otherwise, Semver 1.0 strings are accepted as well, for compatibility with packages published before Semver 2.0 existed.",
                   "added purpose (compatibility with packages published before Semver 2.0) not in the README; 'compatib' and 'publish' do not occur in it"),
        ),
        dict(
            section="What normalization (currently) entails",
            start="If `description` field does not exist",
            end="value for `description`.",
            reworded=("If the description field does not exist but the readme field does, normalize-package-data takes, more or less, the first paragraph of text found in the readme as the value for description.",
                      "list item given the subject normalize-package-data (the list is what its normalization entails); passive 'is taken' made active; backticks and parentheses dropped"),
            paraphrase=("When a package has a readme field but no description field, normalize-package-data uses roughly the first paragraph of the readme's text as the description.",
                        "freer rewording; keeps the two conditions and 'more or less' (as 'roughly')"),
            contradiction=("If the description field does not exist but the readme field does, normalize-package-data takes, more or less, the first two paragraphs of text found in the readme as the value for description.",
                           "[number] the first paragraph -> the first two paragraphs"),
            overclaim=("If the description field does not exist but the readme field does, normalize-package-data takes exactly the first paragraph of text found in the readme as the value for description.",
                       "hedge removed: '(more or less)' -> 'exactly'"),
            added=("If the description field does not exist but the readme field does, normalize-package-data takes, more or less, the first paragraph of text found in the readme as the value for description, after stripping any Markdown formatting from it.",
                   "added detail (Markdown formatting stripped) not in the README; 'markdown', 'strip' and 'format' do not occur in it"),
        ),
        dict(
            section="What normalization (currently) entails",
            start="If the url in the `homepage` field",
            end="is assumed.",
            reworded=("If the URL in the homepage field does not specify a protocol, normalize-package-data assumes http.",
                      "list item given the subject normalize-package-data; passive 'http is assumed' made active; backticks dropped; the example sentence after the cut not used"),
            paraphrase=("A homepage URL that is given without a protocol is treated by normalize-package-data as an http URL.",
                        "freer rewording; the condition turned into a relative clause"),
            contradiction=("If the URL in the homepage field does not specify a protocol, normalize-package-data assumes https.",
                           "[entity] http -> https"),
            overclaim=("The normalize-package-data package has always assumed http for a homepage URL that does not specify a protocol.",
                       "scope widened in time: a rule of what normalization '(currently)' entails -> 'has always assumed'"),
            added=("If the URL in the homepage field does not specify a protocol, normalize-package-data assumes http, because it cannot check whether the site supports https.",
                   "added cause (the package cannot check for https support) not in the README; 'check', 'site' and 'support' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# hosted-git-info's README: "# hosted-git-info" (the title) with ## sections
# Example, Version Contract, Usage, Methods and Supported hosts.  Sentences
# from four top-level sections: the intro paragraph under the title, the prose
# after the code block in Example, the opening paragraph of Methods and the
# Supported hosts paragraph.
DOCS.append(dict(
    path="hosted-git-info/README.md",
    kind="README", num="hosted-git-info", title="hosted-git-info",
    sentences=[
        dict(
            section="hosted-git-info",
            start="This will let you identify",
            end="without git.",
            reworded=("The hosted-git-info package lets users identify and transform the URLs of various git hosts between protocols, and it can also tell them the URL of the raw path of a particular file, for direct access without git.",
                      "'This' -> the hosted-git-info package (the README's title); 'you' -> 'users'/'them'; the two sentences joined"),
            paraphrase=("With hosted-git-info, URLs from various git hosts can be recognised and converted from one protocol to another, and the package can also give the raw URL of a particular file so that it can be accessed directly without git.",
                        "freer rewording; 'identify and transform' -> 'recognised and converted'; keeps 'various' and 'without git'"),
            contradiction=("The hosted-git-info package lets users identify and transform the URLs of various git hosts between protocols, but it cannot tell them the URL of the raw path of a particular file for direct access without git.",
                           "[negation] 'It also can tell you' -> 'it cannot tell them'"),
            overclaim=("The hosted-git-info package is the standard tool for identifying and transforming the URLs of git hosts between protocols, and it can also tell users the URL of the raw path of a particular file, for direct access without git.",
                       "ranking added: 'will let you identify and transform' -> 'is the standard tool for identifying and transforming'"),
            added=("The hosted-git-info package lets users identify and transform the URLs of various git hosts between protocols, and it can also tell them the URL of the raw path of a particular file for direct access without git, all without making any network requests.",
                   "added detail (no network requests made) not in the README; 'network' does not occur in it ('request' only in 'Pull requests for additional hosts')"),
        ),
        dict(
            section="Example",
            start="If the URL can't be matched",
            end="https urls.",
            reworded=("The hosted-git-info package returns null if the URL can't be matched with a git host, and it can match git, ssh and https URLs.",
                      "'null will be returned' made active with the package as subject; 'We' -> the package; the two sentences joined"),
            paraphrase=("When a URL cannot be matched to any git host, hosted-git-info gives back null; the URLs it can match include git, ssh and https ones.",
                        "freer rewording; 'can match git, ssh and https urls' -> 'the URLs it can match include' (the README goes on to list further forms)"),
            contradiction=("The hosted-git-info package returns undefined if the URL can't be matched with a git host, and it can match git, ssh and https URLs.",
                           "[entity] null -> undefined"),
            overclaim=("The hosted-git-info package never throws on bad input: whenever a URL can't be matched with a git host, it returns null, and it can match git, ssh and https URLs.",
                       "degree raised: 'null will be returned' for an unmatched URL -> 'never throws on bad input'"),
            added=("The hosted-git-info package returns null if the URL can't be matched with a git host, and it can match git, ssh and https URLs, including ones that contain a username and password.",
                   "added detail (URLs with a username and password) not in the README; 'username' and 'password' do not occur in it ('user' only as info.user, the user/org name)"),
        ),
        dict(
            section="Methods",
            start="All of the methods take the same options",
            end="to the constructor.",
            reworded=("All of the methods of hosted-git-info take the same options as the fromUrl factory, and options provided to a method override those provided to the constructor.",
                      "'the methods' named as the methods of hosted-git-info; the two sentences joined; backticks dropped"),
            paraphrase=("Every hosted-git-info method accepts the options that the fromUrl factory accepts, and options given to a method take precedence over those given to the constructor.",
                        "freer rewording; 'override' -> 'take precedence over'"),
            contradiction=("All of the methods of hosted-git-info take the same options as the fromUrl factory, and options provided to the constructor override those provided to a method.",
                           "[roles] options provided to a method and options provided to the constructor swapped (which overrides which)"),
            overclaim=("All of the methods of hosted-git-info take the same options as the fromUrl factory, and options provided to a method permanently override those provided to the constructor, for every later call as well.",
                       "widened in time: 'override' (for that call) -> 'permanently override ..., for every later call as well'"),
            added=("All of the methods of hosted-git-info take the same options as the fromUrl factory, options provided to a method override those provided to the constructor, and unknown option names are silently ignored.",
                   "added detail (unknown option names silently ignored) not in the README; 'unknown', 'ignor' and 'silent' do not occur in it"),
        ),
        dict(
            section="Supported hosts",
            start="Currently this supports GitHub",
            end="hosts welcome.",
            reworded=("Currently, hosted-git-info supports GitHub, Bitbucket and GitLab, and pull requests for additional hosts are welcome.",
                      "'this' -> hosted-git-info; the verbless 'Pull requests for additional hosts welcome' given 'are'; the two sentences joined"),
            paraphrase=("At present the hosts supported by hosted-git-info are GitHub, Bitbucket and GitLab; contributions adding other hosts are welcome as pull requests.",
                        "freer rewording; keeps 'currently' (as 'at present') and the three hosts"),
            contradiction=("Currently, hosted-git-info supports two hosts, GitHub and Bitbucket, and pull requests for additional hosts are welcome.",
                           "[number] three hosts (GitHub, Bitbucket and GitLab) -> two hosts, GitHub and Bitbucket"),
            overclaim=("Currently, hosted-git-info supports GitHub, Bitbucket and GitLab, and any pull request adding another host will be accepted.",
                       "degree raised: pull requests 'welcome' -> 'any pull request ... will be accepted'"),
            added=("Currently, hosted-git-info supports GitHub, Bitbucket and GitLab, support for Gitea is planned next, and pull requests for additional hosts are welcome.",
                   "added plan (Gitea support planned next) not in the README; 'gitea', 'plan' and 'next' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# js-tokens' README uses '='-underlined (setext) headings for its top-level
# sections: Overview (its first heading, followed by a build badge, so the
# title is "Overview"), Installation, Usage, ECMAScript support, Invalid code
# handling, Limitations and License; '### ... ###' headings are subsections.
# Sentences from four top-level sections: Usage (under the matchToToken
# subsection), ECMAScript support, Invalid code handling and Limitations
# (under "Template string interpolation").  The Overview is one 5-word
# sentence and a code block; Installation is an install command and code.
DOCS.append(dict(
    path="js-tokens/README.md",
    kind="README", num="js-tokens", title="Overview",
    sentences=[
        dict(
            section="`var token = matchToToken(match)`",
            start="Names are ECMAScript IdentifierNames",
            end="to tell them apart.",
            reworded=("In js-tokens, names are ECMAScript IdentifierNames, that is, they include both identifiers and keywords, and is-keyword-js may be used to tell them apart.",
                      "the setting named ('In js-tokens'; the name type of matchToToken's tokens); 'You may use' made passive; link brackets dropped; the two sentences joined"),
            paraphrase=("Tokens of type name in js-tokens are ECMAScript IdentifierNames, so keywords count as names just as identifiers do; the is-keyword-js package can separate the two.",
                        "freer rewording; 'Names' named as tokens of type name (the list of types above the sentence); 'may use ... to tell them apart' -> 'can separate the two'"),
            contradiction=("In js-tokens, names are ECMAScript IdentifierNames, which include identifiers but not keywords.",
                           "[negation] 'including both identifiers and keywords' -> 'include identifiers but not keywords'"),
            overclaim=("In js-tokens, names are ECMAScript IdentifierNames, including both identifiers and keywords, and is-keyword-js must be used to tell them apart.",
                       "a possibility made a requirement: 'You may use [is-keyword-js]' -> 'must be used'"),
            added=("In js-tokens, names are ECMAScript IdentifierNames, including both identifiers and keywords, because whether a word acts as a keyword can depend on its context; is-keyword-js may be used to tell them apart.",
                   "added cause (keywords depend on context) not in the README; 'context' occurs only in the Division section's 'to put the / characters in context'"),
        ),
        dict(
            section="ECMAScript support",
            start="If adding support for a newer version",
            end="will be released.",
            reworded=("A new version of js-tokens with a major version bump will be released if adding support for a newer ECMAScript version requires changes.",
                      "the clauses swapped; 'a newer version' named as a newer ECMAScript version (the section heading and the preceding sentence); the source's typo 'verion' corrected"),
            paraphrase=("Should support for a newer ECMAScript version call for changes, js-tokens will ship it as a new major version.",
                        "freer rewording; keeps the condition ('requires changes' -> 'call for changes') and the major bump"),
            contradiction=("A new version of js-tokens with only a minor version bump will be released if adding support for a newer ECMAScript version requires changes.",
                           "[direction] a major version bump -> only a minor version bump"),
            overclaim=("Every time support for a newer ECMAScript version is added, a new version of js-tokens with a major version bump will be released.",
                       "a condition dropped: 'If adding support ... requires changes' -> 'Every time support ... is added'"),
            added=("If adding support for a newer ECMAScript version requires changes, a new version of js-tokens with a major version bump will be released, and the previous major version will keep receiving bug fixes.",
                   "added plan (the previous major version keeps receiving bug fixes) not in the README; 'bug' and 'fix' do not occur in it ('previous' only in 'directly after the previous')"),
        ),
        dict(
            section="Invalid code handling",
            start="JavaScript strings cannot",
            end="end of input.",
            reworded=("Because JavaScript strings cannot contain unescaped newlines, unterminated strings in js-tokens simply end at the end of the line, whereas unterminated template strings can contain unescaped newlines and so go on to the end of input.",
                      "'so' -> 'Because'; the setting named ('in js-tokens'); the two sentences joined, 'though' -> 'whereas'; parentheses around 'unescaped' dropped"),
            paraphrase=("In js-tokens an unterminated ordinary string stops at the end of its line, since JavaScript strings may not hold unescaped newlines, while an unterminated template string, which may hold them, runs on until the end of the input.",
                        "freer rewording; both cases and both reasons kept; 'strings' -> 'ordinary string' to set them against template strings"),
            contradiction=("Because JavaScript template strings cannot contain unescaped newlines, unterminated template strings in js-tokens simply end at the end of the line, whereas unterminated ordinary strings can contain unescaped newlines and so go on to the end of input.",
                           "[roles] strings and template strings swapped (which ends at the end of the line, which goes on to the end of input)"),
            overclaim=("Unterminated template strings are the biggest problem js-tokens has with invalid code: because they can contain unescaped newlines, they go on to the end of input, while unterminated ordinary strings simply end at the end of the line.",
                       "ranking added: 'the biggest problem js-tokens has with invalid code'"),
            added=("Unterminated strings in js-tokens simply end at the end of the line, because JavaScript strings cannot contain unescaped newlines, whereas unterminated template strings go on to the end of input, which is how most syntax highlighters treat them too.",
                   "added comparison (most syntax highlighters treat them the same way) not in the README; 'highlight' does not occur in it ('syntax' only in 'invalid regex syntax')"),
        ),
        dict(
            section="Template string interpolation",
            start="Matching template string interpolations",
            end="supported.",
            reworded=("Matching template string interpolations requires recursive balancing of { and }, something JavaScript regexes cannot do, and js-tokens supports only one level of nesting.",
                      "backticks dropped; 'Only one level of nesting is supported' made active with js-tokens as subject; the two sentences joined with 'and'"),
            paraphrase=("JavaScript regexes cannot do the recursive balancing of braces that matching template string interpolations needs, and js-tokens handles just one level of nesting.",
                        "freer rewording; the two parts of the first sentence reordered; '{ and }' -> 'braces'; 'only' -> 'just'"),
            contradiction=("Matching template string interpolations requires recursive balancing of { and }, something JavaScript regexes cannot do, and js-tokens supports up to two levels of nesting.",
                           "[number] only one level of nesting -> up to two levels"),
            overclaim=("Matching template string interpolations requires recursive balancing of { and }, something no regular expression engine can do, and js-tokens supports only one level of nesting.",
                       "scope widened: 'JavaScript regexes cannot do' -> 'no regular expression engine can do'"),
            added=("Matching template string interpolations requires recursive balancing of { and }, something JavaScript regexes cannot do, and js-tokens supports only one level of nesting, a limit that rarely matters because nested template strings are uncommon in real code.",
                   "added consequence (the limit rarely matters, nesting is uncommon) not in the README; 'rare', 'uncommon' and 'real' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# ansi-escapes' README: "# ansi-escapes" (the title) with ## sections Install,
# Usage, API and Related.  Only API has prose sentences of 12 or more words:
# the tagline under the title is 6 words, Install is a code block, Usage has
# "Or use named exports..." (4 words) and a bold 10-word lead-in, and Related
# is one 11-word list item (counting its dash).  So all four sentences come
# from API, from four different ### entries (clearViewport, clearScreen,
# iTerm.setCwd) and one ##### option (isHidden of iTerm.annotation).
DOCS.append(dict(
    path="ansi-escapes/readme.md",
    kind="README", num="ansi-escapes", title="ansi-escapes",
    sentences=[
        dict(
            section="clearViewport",
            start="This is a safer alternative",
            end="across terminals.",
            reworded=("In ansi-escapes, clearViewport is a safer alternative to clearScreen that works consistently across terminals.",
                      "'This' -> clearViewport (the ### heading the sentence sits under); the setting named ('In ansi-escapes'); backticks dropped"),
            paraphrase=("Compared with clearScreen, the clearViewport escape of ansi-escapes is the safer option and behaves the same way from one terminal to another.",
                        "freer rewording; 'works consistently across terminals' -> 'behaves the same way from one terminal to another'"),
            contradiction=("In ansi-escapes, clearViewport is a riskier alternative to clearScreen, although it works consistently across terminals.",
                           "[direction] a safer alternative -> a riskier alternative"),
            overclaim=("In ansi-escapes, clearViewport is a completely safe replacement for clearScreen that works identically in every terminal.",
                       "degree raised: 'safer' -> 'completely safe', 'alternative' -> 'replacement', 'consistently across terminals' -> 'identically in every terminal'"),
            added=("In ansi-escapes, clearViewport is a safer alternative to clearScreen that works consistently across terminals, including the Windows console.",
                   "added detail (the Windows console included) not in the README; 'windows' and 'console' do not occur in it"),
        ),
        dict(
            section="clearScreen",
            start="This uses RIS",
            end="reset terminal modes.",
            reworded=("The clearScreen escape of ansi-escapes uses RIS (Reset to Initial State), which may also clear the scrollback buffer in some terminals, such as xterm.js and VTE, and reset terminal modes.",
                      "'This' -> the clearScreen escape (the ### heading; the sentence is its warning note); the parenthesised examples written as 'such as'; the note marker dropped"),
            paraphrase=("Since clearScreen in ansi-escapes relies on RIS, the Reset to Initial State sequence, it may also wipe the scrollback buffer in some terminals, xterm.js and VTE among them, and reset terminal modes.",
                        "freer rewording; keeps 'may' and 'some terminals'; 'clear' -> 'wipe'"),
            contradiction=("The clearScreen escape of ansi-escapes uses RIS (Reset to Initial State), which may also clear the scrollback buffer in some terminals, such as xterm.js and VTE, but leaves terminal modes untouched.",
                           "[direction] 'reset terminal modes' -> 'leaves terminal modes untouched'"),
            overclaim=("The clearScreen escape of ansi-escapes uses RIS (Reset to Initial State), which clears the scrollback buffer in every terminal and resets terminal modes.",
                       "hedge removed and scope widened: 'may also clear ... in some terminals' -> 'clears ... in every terminal'"),
            added=("The clearScreen escape of ansi-escapes uses RIS (Reset to Initial State), which may also clear the scrollback buffer in some terminals, such as xterm.js, VTE and tmux, and reset terminal modes.",
                   "added list item (tmux) not in the README; 'tmux' does not occur in it"),
        ),
        dict(
            section="iTerm.setCwd(path?)",
            start="[Inform iTerm2]",
            end="cmd-click).",
            reworded=("The iTerm.setCwd function of ansi-escapes informs iTerm2 of the current directory to help semantic history and enable Cmd-clicking relative paths.",
                      "the imperative 'Inform' given the subject iTerm.setCwd (the ### heading); link syntax and URLs dropped"),
            paraphrase=("By telling iTerm2 which directory is current, the iTerm.setCwd function of ansi-escapes helps its semantic history and lets users Cmd-click relative paths.",
                        "freer rewording; the purpose clauses kept ('to help' -> 'helps', 'enable Cmd-clicking' -> 'lets users Cmd-click')"),
            contradiction=("The iTerm.setCwd function of ansi-escapes informs ConEmu of the current directory to help semantic history and enable Cmd-clicking relative paths.",
                           "[entity] iTerm2 -> ConEmu (the terminal of the neighbouring ConEmu.setCwd entry)"),
            overclaim=("The iTerm.setCwd function of ansi-escapes informs iTerm2 of the current directory to help semantic history and make every relative path printed in the terminal Cmd-clickable.",
                       "scope widened: 'enable Cmd-clicking relative paths' -> 'make every relative path printed in the terminal Cmd-clickable'"),
            added=("The iTerm.setCwd function of ansi-escapes informs iTerm2 of the current directory to help semantic history and enable Cmd-clicking relative paths, and iTerm2 then opens new tabs in that directory.",
                   "added consequence (iTerm2 opens new tabs in that directory) not in the README; 'tab' does not occur in it as a word"),
        ),
        dict(
            section="isHidden",
            start="Annotations created this way",
            end="iTerm command.",
            reworded=("Annotations created with the isHidden option of the iTerm.annotation function of ansi-escapes can be shown using the Show Annotations command of iTerm.",
                      "'this way' -> with the isHidden option (the ##### heading, under iTerm.annotation's options); quotation marks dropped"),
            paraphrase=("A hidden annotation made with ansi-escapes can still be displayed through the Show Annotations command in iTerm.",
                        "freer rewording; 'created this way' -> 'hidden annotation'; 'can be shown using' -> 'can still be displayed through'"),
            contradiction=("Annotations created with the isHidden option of the iTerm.annotation function of ansi-escapes cannot be shown, not even with the Show Annotations command of iTerm.",
                           "[negation] 'can be shown using' -> 'cannot be shown, not even with'"),
            overclaim=("Annotations created with the isHidden option of the iTerm.annotation function of ansi-escapes can be shown only by using the Show Annotations command of iTerm.",
                       "exclusivity added: 'can be shown using' -> 'can be shown only by using'"),
            added=("Annotations created with the isHidden option of the iTerm.annotation function of ansi-escapes can be shown using the Show Annotations command, which iTerm lists in its View menu.",
                   "added detail (the command is in iTerm's View menu) not in the README; 'menu' does not occur in it ('view' only inside 'viewport')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# linkify-it's README: the title "linkify-it" ('='-underlined), then
# '-'-underlined sections Install, "Usage examples" and API, and "## License".
# Only two top-level sections have prose of 12 or more words: the tagline
# (a two-line blockquote) under the title and API.  "Why it's awesome:" is a
# lead-in to three short items (4-6 words), Install has "Browserification is
# also supported." (4 words) besides its code, Usage examples is code only,
# License a link.  Within API, the sentences come from three ### entries:
# the constructor (two: its description and the fuzzyIP item of its options
# list) and .pretest(text).
DOCS.append(dict(
    path="linkify-it/README.md",
    kind="README", num="linkify-it", title="linkify-it",
    sentences=[
        dict(
            section="linkify-it",
            start="Links recognition library",
            end="in plain text.",
            reworded=("The linkify-it package is a link recognition library with full Unicode support, focused on high-quality detection of link patterns in plain text.",
                      "the verbless tagline given the subject 'The linkify-it package is'; the two lines joined; 'FULL' in lower case; the blockquote marker dropped"),
            paraphrase=("Aimed at detecting link patterns in plain text with high quality, linkify-it is a library for recognising links that fully supports Unicode.",
                        "freer rewording; the two parts in reverse order; keeps 'FULL' (as 'fully') and 'plain text'"),
            contradiction=("The linkify-it package is a link recognition library with only partial Unicode support, focused on high-quality detection of link patterns in plain text.",
                           "[direction] FULL unicode support -> only partial Unicode support"),
            overclaim=("The linkify-it package is the most accurate link recognition library available, with full Unicode support and high-quality detection of link patterns in plain text.",
                       "ranking added: 'the most accurate link recognition library available'; 'focused on high quality' -> a claim of achieved quality"),
            added=("The linkify-it package is a link recognition library with full Unicode support, focused on high-quality detection of link patterns in plain text, and it has no runtime dependencies.",
                   "added detail (no runtime dependencies) not in the README; 'depend' and 'runtime' do not occur in it"),
        ),
        dict(
            section="new LinkifyIt(schemas, options)",
            start="Creates new linkifier instance",
            end="for convenience.",
            reworded=("The LinkifyIt constructor of linkify-it creates a new linkifier instance with optional additional schemas and, for convenience, can be called without the new keyword.",
                      "the subjectless sentences given the subject 'The LinkifyIt constructor' (the ### heading); 'for convenience' moved; backticks dropped; the two sentences joined"),
            paraphrase=("For convenience, the LinkifyIt constructor of linkify-it also works without new; it builds a fresh linkifier instance that can optionally be given extra schemas.",
                        "freer rewording; the two parts in reverse order; 'optional additional schemas' -> 'can optionally be given extra schemas'"),
            contradiction=("The LinkifyIt constructor of linkify-it creates a new linkifier instance with optional additional schemas, but it cannot be called without the new keyword.",
                           "[negation] 'Can be called without new' -> 'cannot be called without the new keyword'"),
            overclaim=("The LinkifyIt constructor of linkify-it creates a new linkifier instance with optional additional schemas, and calling it without the new keyword is the recommended style.",
                       "a convenience made a recommendation: 'Can be called without new keyword for convenience' -> 'is the recommended style'"),
            added=("The LinkifyIt constructor of linkify-it creates a new linkifier instance with optional additional schemas, throws an error at once if one of those schemas is malformed, and can be called without the new keyword for convenience.",
                   "added detail (an error thrown for a malformed schema) not in the README; 'throw', 'error' and 'malformed' do not occur in it"),
        ),
        dict(
            section="new LinkifyIt(schemas, options)",
            start="__fuzzyIP__",
            end="Default `false`.",
            reworded=("The fuzzyIP option of linkify-it allows IPs in fuzzy links; it can conflict with some texts, like version numbers, and defaults to false.",
                      "the list item's label made the subject ('The fuzzyIP option of linkify-it'); 'above' dropped; 'Default false' -> 'defaults to false'; markup dropped"),
            paraphrase=("Off by default, the fuzzyIP option of linkify-it permits IP addresses in fuzzy links and may clash with some text, version numbers for example.",
                        "freer rewording; keeps the hedge ('Can conflict' -> 'may clash') and the default"),
            contradiction=("The fuzzyIP option of linkify-it allows IPs in fuzzy links; it can conflict with some texts, like version numbers, and is enabled by default.",
                           "[negation] 'Default false' -> 'is enabled by default'"),
            overclaim=("The fuzzyIP option of linkify-it allows IPs in fuzzy links, always misreads version numbers as IP addresses, and defaults to false.",
                       "hedge removed: 'Can conflict with some texts like version numbers' -> 'always misreads version numbers as IP addresses'"),
            added=("The fuzzyIP option of linkify-it allows IPv4 addresses, but not IPv6 ones, in fuzzy links; it can conflict with some texts, like version numbers, and defaults to false.",
                   "added detail (IPv4 only, not IPv6) not in the README; 'ipv4' and 'ipv6' do not occur in it"),
        ),
        dict(
            section=".pretest(text)",
            start="Quick check if link",
            end="to know exactly.",
            reworded=("The pretest method of linkify-it is a quick check of whether a link may exist and can be used to optimize more expensive test() calls: it returns false if no link can be found, and true if a test() call is needed to know exactly.",
                      "the subjectless sentences given the subject 'The pretest method' (the ### heading); the source's 'MAY BE can exist' -> 'may exist'; the three sentences joined; backticks dropped"),
            paraphrase=("Before the costlier test(), the pretest method of linkify-it can be run as a fast check for a possible link: false means no link can be found, true means test() must be called to know for sure.",
                        "freer rewording; keeps 'can be used' (as 'can be run') and both return values with their meanings"),
            contradiction=("The pretest method of linkify-it is a quick check of whether a link may exist and can be used to optimize more expensive test() calls: it returns true if no link can be found, and false if a test() call is needed to know exactly.",
                           "[roles] the return values false (no link can be found) and true (test() needed) swapped"),
            overclaim=("The pretest method of linkify-it is a quick check of whether a link may exist, and calling it before every test() call always makes linkify-it faster; it returns false if no link can be found, and true if test() is needed.",
                       "hedge removed: 'Can be used to optimize more expensive .test() calls' -> 'calling it before every test() call always makes linkify-it faster'"),
            added=("The pretest method of linkify-it is a quick check of whether a link may exist that only looks for characters such as dots, colons and at signs; it returns false if no link can be found, and true if a test() call is needed to know exactly.",
                   "added detail (pretest only looks for dots, colons and at signs) not in the README; 'colon', 'dots' and 'sign' do not occur in it"),
        ),
    ]))
