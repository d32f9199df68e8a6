# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-46, part B (drafts 6-10).

Same format as review-claims-45's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json; for the scoped @azure/identity the folder is the
two path components "@azure/identity"); `title` is the text of the README's
first heading with images, links, HTML and code marks read away.  `section`
is the text of the nearest heading above the sentence (closing '#'s of ATX
headings and badges dropped, other markup kept, as in review-claims-45);
check_part_b.py also derives the top-level section of each cut.

All five assigned READMEs are used, in the brief's order; the spare
(mdast-util-gfm/readme.md) is not used (see notes-b.md).
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# @azure/identity's README: "# Azure Identity client library for JavaScript"
# (the title; the package name is not in it) with an intro, then ## Getting
# started, Key concepts, Plugins, Examples, Managed identity support, Cloud
# configuration, Credential classes (tables only), Environment variables,
# Continuous Access Evaluation, Token caching, Brokered authentication,
# Troubleshooting, Next steps and Contributing.  Sentences from four
# top-level sections: Getting started (### When to use @azure/identity), Key
# concepts (#### Continuation policy), Environment variables (the sentence
# after the ### Service principal with certificate table) and Brokered
# authentication.
DOCS.append(dict(
    path="@azure/identity/README.md",
    kind="README", num="@azure/identity", title="Azure Identity client library for JavaScript",
    sentences=[
        dict(
            section="When to use @azure/identity",
            start="All credential types provided by",
            end="basic authentication scenarios.",
            reworded=("All credential types provided by @azure/identity are supported in Node.js, while for browsers InteractiveBrowserCredential is the credential type to be used for basic authentication scenarios.",
                      "the two sentences joined with 'while'; backticks dropped; otherwise as written"),
            paraphrase=("Every credential type in the Azure Identity library works in Node.js, whereas in a browser the one to use for basic authentication scenarios is InteractiveBrowserCredential.",
                        "freer rewording; 'All ... are supported in' -> 'Every ... works in'; 'For browsers' -> 'in a browser'; the restriction 'basic authentication scenarios' kept; the package named by the README's own name for it (title and first sentence)"),
            contradiction=("All credential types provided by @azure/identity are supported in Node.js, while for browsers DeviceCodeCredential is the credential type to be used for basic authentication scenarios.",
                           "[entity] InteractiveBrowserCredential -> DeviceCodeCredential, a credential the README lists under Authenticate users ('on devices with limited UI'); the sentence names InteractiveBrowserCredential as the browser credential"),
            overclaim=("All credential types that @azure/identity provides, including any added in future releases, are guaranteed to be supported in Node.js, while for browsers InteractiveBrowserCredential is the credential type to be used for basic authentication scenarios.",
                       "scope widened in time and made a guarantee: 'are supported in Node.js' (the current credential types) -> 'including any added in future releases, are guaranteed to be supported'; the README promises nothing about future credential types ('guarantee' and 'future' do not occur in it)"),
            added=("All credential types provided by @azure/identity are supported in Node.js, while for browsers InteractiveBrowserCredential is the credential type to be used for basic authentication scenarios, so bundlers replace the other credentials with stubs in browser builds.",
                   "added consequence (bundlers replace the other credentials with stubs in browser builds) not in the README; 'bundle' and 'stub' do not occur in it; something like it may be true in the world (a browser entry point of the package), not checked"),
        ),
        dict(
            section="Continuation policy",
            start="As of version 3.3.0, `DefaultAzureCredential` attempts",
            end="credentials experienced.",
            reworded=("As of version 3.3.0 of @azure/identity, DefaultAzureCredential attempts to authenticate with all developer credentials until one succeeds, regardless of any errors that previous developer credentials experienced.",
                      "the setting 'of @azure/identity' added to the version; backticks dropped; 'that' inserted before 'previous'"),
            paraphrase=("Starting with release 3.3.0, DefaultAzureCredential keeps trying one developer credential after another until one of them works, whatever errors the earlier ones ran into.",
                        "freer rewording; 'As of version 3.3.0' -> 'Starting with release 3.3.0' (the version kept); 'attempts to authenticate with all ... until one succeeds' -> 'keeps trying one ... after another until one of them works'; 'regardless of any errors previous ... experienced' -> 'whatever errors the earlier ones ran into'"),
            contradiction=("As of version 3.3.0 of @azure/identity, DefaultAzureCredential stops trying developer credentials as soon as one of them experiences an error.",
                           "[negation] 'attempts ... until one succeeds, regardless of any errors' -> 'stops ... as soon as one of them experiences an error' (the errors are no longer disregarded)"),
            overclaim=("As of version 3.3.0 of @azure/identity, DefaultAzureCredential attempts to authenticate with all developer credentials until one succeeds, regardless of earlier errors, which makes it the most reliable way to authenticate during local development.",
                       "ranking added: 'the most reliable way to authenticate during local development'; the README ranks no credential by reliability ('reliab' does not occur in it; the Examples call DefaultAzureCredential 'generally the quickest way to get started', which is about speed of setup, not reliability)"),
            added=("As of version 3.3.0 of @azure/identity, DefaultAzureCredential attempts to authenticate with all developer credentials until one succeeds, regardless of any errors previous developer credentials experienced, and it logs each failed attempt as a warning.",
                   "added detail (each failed attempt is logged as a warning) not in the README; 'warning' does not occur in it and 'log' only inside 'login' ('az login', 'azd auth login'); not checked in the world"),
        ),
        dict(
            section="Service principal with certificate",
            start="Configuration is attempted in the preceding order.",
            end="the client secret is used.",
            reworded=("In @azure/identity, configuration from environment variables is attempted in the order listed in the README; for example, if values for a client secret and a certificate are both present, the client secret is used.",
                      "'the preceding order' -> 'the order listed in the README' (the Service principal with secret table comes before the certificate table, outside the cut); the setting 'In @azure/identity' and 'from environment variables' (the ## Environment variables heading) added; the two sentences joined with a semicolon"),
            paraphrase=("When DefaultAzureCredential or EnvironmentCredential finds environment variables for both a client secret and a certificate, it authenticates with the secret, because the configurations are tried in the order the README gives them.",
                        "freer rewording; the two credentials named from the section's first sentence ('DefaultAzureCredential and EnvironmentCredential can be configured with environment variables', outside the cut); 'the client secret is used' -> 'it authenticates with the secret'; the order and the both-present condition kept"),
            contradiction=("In @azure/identity, configuration from environment variables is attempted in the order listed in the README; for example, if values for a client secret and a certificate are both present, the certificate is used.",
                           "[roles] the client secret (used when both are present) and the certificate (passed over) swapped"),
            overclaim=("Every credential in @azure/identity prefers a client secret over a certificate whenever both are available, not only when they are configured through environment variables.",
                       "scope widened: the sentence is about configuration from environment variables (DefaultAzureCredential and EnvironmentCredential, per the section's first sentence); 'Every credential ... not only when they are configured through environment variables' extends the precedence to all credential classes, which the README does not say"),
            added=("In @azure/identity, configuration from environment variables is attempted in the order listed in the README, so a client secret wins over a certificate when both are present, the same precedence as in the Azure Identity libraries for Python and .NET.",
                   "added comparison (the same precedence in the Python and .NET Azure Identity libraries) not in the README; 'Python' does not occur in it and '.net' only inside the 'vault.azure.net' URLs of the code examples; may be true in the world, not checked"),
        ),
        dict(
            section="Brokered authentication",
            start="An authentication broker is an application",
            end="(WAM) is supported.",
            reworded=("In @azure/identity, an authentication broker is an application that runs on a user's machine and manages the authentication handshakes and token maintenance for connected accounts, and currently only the Windows Web Account Manager (WAM) is supported.",
                      "the setting 'In @azure/identity' added; the two sentences joined with 'and'; 'Currently,' moved into the clause; the curly apostrophe of 'user’s' written straight"),
            paraphrase=("The only broker the Azure Identity library currently supports is the Windows Web Account Manager (WAM), a broker being an app on the user's own machine that handles authentication handshakes and token upkeep for the accounts connected to it.",
                        "freer rewording; the two sentences reordered (the WAM restriction first); 'Currently, only ... is supported' -> 'The only broker ... currently supports' ('currently' kept); 'manages the authentication handshakes and token maintenance for connected accounts' -> 'handles authentication handshakes and token upkeep for the accounts connected to it'"),
            contradiction=("In @azure/identity, an authentication broker is an application that runs on a user's machine and manages the authentication handshakes and token maintenance for connected accounts, and currently only the Windows Credential Manager is supported.",
                           "[entity] the Windows Web Account Manager (WAM) -> the Windows Credential Manager, another Windows component that the README never names"),
            overclaim=("In @azure/identity, an authentication broker is an application that runs on a user's machine and manages the authentication handshakes and token maintenance for connected accounts, and only the Windows Web Account Manager (WAM) will ever be supported.",
                       "scope widened in time: 'Currently, only the Windows Web Account Manager (WAM) is supported' -> 'only ... will ever be supported'; 'Currently' says nothing about later releases"),
            added=("In @azure/identity, an authentication broker is an application that runs on a user's machine and manages the authentication handshakes and token maintenance for connected accounts, and currently only the Windows Web Account Manager (WAM) is supported, with support for macOS brokers planned for a later release.",
                   "added plan (macOS broker support for a later release) not in the README; 'macOS' and 'plan' do not occur in it ('release' only inside URLs and in 'Azure SDK releases page'); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# table's README: "# Table" (the title, after two <a name> anchors) with a
# 11-word blockquote tagline, badges and a contents list, then ## Features (a
# list of 2-7-word items), ## Install (a command and donation badges), ##
# Usage (code and its output) and ## API (### table with its #####/######
# config options, ### createStream, ### getBorderCharacters with ####
# Borderless Table).  Every prose sentence of 12+ words sits under ## API, so
# the draft draws on one top-level section, through four distinct headings:
# config.singleLine, config.columns[*].paddingRight, createStream and
# Borderless Table.
DOCS.append(dict(
    path="table/README.md",
    kind="README", num="table", title="Table",
    sentences=[
        dict(
            section="config.singleLine",
            start="If `true`, horizontal lines inside",
            end="if specified.",
            reworded=("In the table package, if the singleLine option is true, horizontal lines inside the table are not drawn, and the option also overrides config.drawHorizontalLine if specified.",
                      "the subject 'the singleLine option' named from the ##### config.singleLine heading (outside the cut); 'This option' -> 'the option'; the two sentences joined; backticks dropped"),
            paraphrase=("Turning singleLine on makes table leave out the horizontal lines inside the table, and the setting takes precedence over a config.drawHorizontalLine callback when one is given.",
                        "freer rewording; 'If true' -> 'Turning singleLine on'; 'are not drawn' -> 'leave out'; 'overrides ... if specified' -> 'takes precedence over ... when one is given' (drawHorizontalLine is a callback, per its Type line)"),
            contradiction=("In the table package, if the singleLine option is true, horizontal lines inside the table are not drawn, unless config.drawHorizontalLine is specified, which then overrides the option.",
                           "[roles] the overriding and the overridden setting swapped: singleLine overrides config.drawHorizontalLine, not the other way round"),
            overclaim=("The table README recommends setting singleLine to true, which stops horizontal lines inside the table from being drawn and overrides config.drawHorizontalLine.",
                       "an option made a recommendation: the section only says what singleLine does and gives its default (false); nothing in the README recommends turning it on ('recommend' does not occur in it)"),
            added=("In the table package, if the singleLine option is true, horizontal lines inside the table are not drawn and config.drawHorizontalLine is overridden, but the option is ignored when a header is configured.",
                   "added condition (the option is ignored when a header is configured) not in the README; the config.header section says nothing about singleLine ('ignored' occurs only in the spanningCells sentence about overlap cells); not checked in the world"),
        ),
        dict(
            section="config.columns[*].paddingRight",
            start="The `paddingLeft` and `paddingRight` options do not count",
            end="is `9`.",
            reworded=("In the table package, the paddingLeft and paddingRight options do not count towards the column width, so a column that has width = 5, paddingLeft = 2 and paddingRight = 2 will have a total width of 9.",
                      "the setting 'In the table package' added; the source's grammar corrected ('do not count on' -> 'do not count towards'; 'So the column has ... will have the total width is' -> 'so a column that has ... will have a total width of'); the two sentences joined; backticks dropped"),
            paraphrase=("Table adds a column's left and right padding on top of its configured width instead of taking them out of it, so a column 5 wide with 2 of padding on each side ends up 9 wide in total.",
                        "freer rewording; 'do not count on the column width' -> 'adds ... on top of its configured width instead of taking them out of it'; the example's numbers (5, 2, 2, 9) kept"),
            contradiction=("In the table package, the paddingLeft and paddingRight options do not count towards the column width, so a column that has width = 5, paddingLeft = 2 and paddingRight = 2 will have a total width of 7.",
                           "[number] a total width of 9 -> 7"),
            overclaim=("In the table package, paddingLeft and paddingRight are the only options that add to a column's width, so a column with width = 5 and paddings of 2 on each side is 9 wide in total.",
                       "exclusivity added: 'do not count on the column width' -> 'are the only options that add to a column's width'; the README makes no such claim about the other options ('only' does not occur in it)"),
            added=("In the table package, paddingLeft and paddingRight do not count towards the column width, so a column with width = 5 and paddings of 2 on each side is 9 wide in total, and a negative padding is rejected with an error.",
                   "added detail (a negative padding is rejected with an error) not in the README; 'negative', 'reject' and 'error' do not occur in it; not checked in the world"),
        ),
        dict(
            section="createStream",
            start="`table` package uses ANSI escape codes",
            end="is printed.",
            reworded=("With createStream, the table package uses ANSI escape codes to overwrite the output of the last line when a new row is printed.",
                      "the setting 'With createStream' named from the ### createStream heading; 'table package' -> 'the table package'; backticks dropped"),
            paraphrase=("Each time a stream made with createStream prints a new row, table rewrites what the last line showed by means of ANSI escape codes.",
                        "freer rewording; the condition ('when a new row is printed') moved to the front; 'uses ANSI escape codes to overwrite the output of the last line' -> 'rewrites what the last line showed by means of ANSI escape codes'"),
            contradiction=("With createStream, the table package does not overwrite the output of the last line when a new row is printed, but prints the new row below it.",
                           "[negation] 'uses ANSI escape codes to overwrite the output of the last line' -> 'does not overwrite the output of the last line'"),
            overclaim=("The table package uses ANSI escape codes to overwrite the last line of every table it draws, not only of streams made with createStream.",
                       "scope widened: the sentence is about createStream (the section it sits in); 'every table it draws, not only of streams' also covers the table function, which the README describes as returning a string"),
            added=("With createStream, the table package uses ANSI escape codes to overwrite the output of the last line when a new row is printed, which leaves stray control characters when the output is redirected to a file.",
                   "added consequence (stray control characters when the output is redirected to a file) not in the README; 'redirect' and 'file' do not occur in it and 'control' only inside 'Controllers' (example data of config.spanningCells); may be true in the world, not checked"),
        ),
        dict(
            section="Borderless Table",
            start="Simply using `void` border",
            end="unnecessary spacing.",
            reworded=("In the table package, simply using the void border character template creates a table with a lot of unnecessary spacing.",
                      "the setting 'In the table package' added; 'the' inserted before 'void'; backticks dropped"),
            paraphrase=("Switching table to the void border template and changing nothing else gives a table padded with much more space than it needs.",
                        "freer rewording; 'Simply using' -> 'changing nothing else'; 'a lot of unnecessary spacing' -> 'much more space than it needs'"),
            contradiction=("In the table package, simply using the void border character template creates a compact table with very little spacing.",
                           "[direction] a lot of unnecessary spacing -> very little spacing (a compact table)"),
            overclaim=("In the table package, the void border character template is unusable on its own, since it creates a table with a lot of unnecessary spacing.",
                       "degree raised: 'creates a table with a lot of unnecessary spacing' -> 'is unusable on its own'; the README only calls the spacing unnecessary and shows how to make the table more pleasant to the eye"),
            added=("In the table package, simply using the void border character template creates a table with a lot of unnecessary spacing, which makes its output hard for other programs to parse.",
                   "added consequence (the output is hard for other programs to parse) not in the README; 'parse' and 'program' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# minipass's README: "# minipass" (the title) with seven intro paragraphs and
# a list of packages that extend it, then ## Usage in TypeScript, ##
# Differences from Node.js Streams (### Timing, Exception: Async Opt-In, No
# High/Low Water Marks, ... Impact of "immediate flow" on Tee-streams), ##
# USAGE (### OPTIONS, API, Methods, Properties, Events, Static Methods) and
# ## EXAMPLES.  Sentences from four top-level sections: the intro under the
# title, Differences from Node.js Streams (### Exception: Async Opt-In),
# USAGE (the `close` item of ### Events) and EXAMPLES (### iteration).
DOCS.append(dict(
    path="minipass/README.md",
    kind="README", num="minipass", title="minipass",
    sentences=[
        dict(
            section="minipass",
            start="There is a `read()` method",
            end="copying\nmemory.",
            reworded=("A minipass stream has a read() method, but it is much more efficient to consume data from it via 'data' events or by calling pipe() into some other stream; calling read() requires the buffer to be flattened in some cases, which requires copying memory.",
                      "'There is a read() method' -> 'A minipass stream has a read() method'; 'this stream' -> 'it'; 'it's' -> 'it is'; the two sentences joined with a semicolon; backticks dropped, the quotation marks around 'data' kept"),
            paraphrase=("Although read() exists, data leaves a Minipass stream far more efficiently through 'data' events or pipe(), because read() sometimes has to flatten the buffer, and that means copying memory.",
                        "freer rewording; 'much more efficient to consume data ... via' -> 'data leaves ... far more efficiently through'; the second sentence made the reason ('because'); 'in some cases' -> 'sometimes' (hedge kept)"),
            contradiction=("A minipass stream has a read() method, and it is much more efficient to consume data with read() than via 'data' events or by calling pipe() into some other stream.",
                           "[roles] the efficient and the less efficient ways swapped: the sentence prefers 'data' events and pipe() over read()"),
            overclaim=("In minipass, calling read() always requires the buffer to be flattened and memory to be copied, so it is much less efficient than 'data' events or pipe().",
                       "hedge removed: 'requires the buffer to be flattened in some cases' -> 'always requires the buffer to be flattened'"),
            added=("A minipass stream has a read() method, but 'data' events or pipe() are much more efficient, since read() may have to flatten the buffer and copy memory, at a cost that grows with the number of buffered chunks.",
                   "added detail (the cost grows with the number of buffered chunks) not in the README; 'grow' and 'cost' do not occur in it ('chunk' does, never about the cost of read()); not checked in the world"),
        ),
        dict(
            section="Exception: Async Opt-In",
            start="Switching _out_ of async mode",
            end="not enabled.",
            reworded=("In minipass, switching out of async mode is unsafe, as it could cause data corruption, and so it is not enabled.",
                      "the setting 'In minipass' added; italics of '_out_' dropped; 'and so is not enabled' -> 'and so it is not enabled'"),
            paraphrase=("Because leaving async mode might corrupt data, Minipass does not allow a stream to switch back out of it.",
                        "freer rewording; the reason moved to the front; 'could cause data corruption' -> 'might corrupt data' (hedge kept); 'is not enabled' -> 'does not allow'"),
            contradiction=("In minipass, switching out of async mode could cause data corruption, but it is still enabled.",
                           "[negation] 'and so is not enabled' -> 'but it is still enabled'"),
            overclaim=("In minipass, switching out of async mode would always corrupt data, which is why it is not enabled.",
                       "hedge removed: 'could cause data corruption' -> 'would always corrupt data'"),
            added=("In minipass, switching out of async mode is unsafe, as it could cause data corruption, and so it is not enabled, a rule in place since async mode was introduced in version 3.",
                   "added origin in time (async mode and the rule date from version 3) not in the README; 'version' and 'introduce' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Events",
            start="`close` An indication",
            end="libraries otherwise.",
            reworded=("The close event of minipass is an indication that an underlying resource has been released; Minipass does not emit this event, but will defer it until after end has been emitted, since it throws off some stream libraries otherwise.",
                      "the event item given the subject 'The close event of minipass' and the verb 'is' (the ### Events heading); the two sentences joined with a semicolon; backticks dropped"),
            paraphrase=("Minipass never fires close on its own, and when that event is emitted to signal that an underlying resource was released, it is held back until end has gone out, because otherwise some stream libraries get confused.",
                        "freer rewording; 'does not emit this event' -> 'never fires close on its own'; 'will defer it until after end has been emitted' -> 'it is held back until end has gone out'; 'throws off some stream libraries' -> 'some stream libraries get confused' ('some' kept)"),
            contradiction=("The close event of minipass signals that an underlying resource has been released; Minipass does not emit this event itself, but makes sure it comes before end, since it throws off some stream libraries otherwise.",
                           "[direction] deferred until after end -> made to come before end (the order reversed)"),
            overclaim=("The close event of minipass signals that an underlying resource has been released, and Minipass defers it until after end because emitting it earlier breaks every stream library.",
                       "quantity raised: 'throws off some stream libraries' -> 'breaks every stream library'"),
            added=("The close event of minipass signals that an underlying resource has been released; Minipass does not emit it, but defers it until after end, since it throws off some stream libraries otherwise, such as the stream helpers of the Gulp build tool.",
                   "added example (the stream helpers of the Gulp build tool) not in the README; 'gulp' does not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="iteration",
            start="Synchronous iteration will end",
            end="has not been reached.",
            reworded=("In minipass, synchronous iteration will end when the currently available data is consumed, even if the end event has not been reached.",
                      "the setting 'In minipass' added; backticks around 'end' dropped"),
            paraphrase=("A synchronous loop over a Minipass stream stops once the data available at that moment has been used up, whether or not end has been reached yet.",
                        "freer rewording; 'Synchronous iteration will end' -> 'A synchronous loop ... stops'; 'the currently available data is consumed' -> 'the data available at that moment has been used up'; 'even if the end event has not been reached' -> 'whether or not end has been reached yet'"),
            contradiction=("In minipass, synchronous iteration will not end until the end event has been reached, even if the currently available data is consumed.",
                           "[negation] 'will end when the currently available data is consumed, even if the end event has not been reached' -> 'will not end until the end event has been reached'"),
            overclaim=("The minipass README recommends synchronous iteration for reading streams, which ends when the currently available data is consumed, even before the end event.",
                       "a possibility made a recommendation: the README says streams can be iterated synchronously or asynchronously and recommends neither ('recommend' does not occur in it)"),
            added=("In minipass, synchronous iteration will end when the currently available data is consumed, even if the end event has not been reached, and it is only available in Node.js 10 and later.",
                   "added requirement (Node.js 10 and later) not in the README; it says only 'in platforms that support it', and no Node.js version number occurs in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# diff's README: "# jsdiff" (the title; the package is "diff") with a 10-word
# intro and a link, then ## Installation (a command), ## Usage (a lead-in and
# three numbered steps; ### API with the function items, #### Universal
# `options`; ### Defining custom diffing behaviors; ### Change Objects), ##
# Examples (code), ## Compatibility, ## License and ## Deviations from the
# published Myers diff algorithm.  Sentences from three top-level sections,
# four distinct headings: Usage (step 1), Usage > API (the diffJson item),
# Compatibility and the Myers deviations.  The intro has no full sentence of
# 12+ words ("Based on the algorithm proposed in ..." is a fragment that is
# mostly a link).
DOCS.append(dict(
    path="diff/README.md",
    kind="README", num="diff", title="jsdiff",
    sentences=[
        dict(
            section="Usage",
            start="Split both texts into arrays",
            end="each line is a token.",
            reworded=("As their first step, jsdiff's diff functions split both texts into arrays of tokens, and what constitutes a token varies: in diffChars each character is a token, while in diffLines each line is a token.",
                      "the imperative step given the subject 'jsdiff's diff functions' (the lead-in 'Broadly, jsdiff's diff functions all take an old text and a new text and perform three steps:', outside the cut) and 'As their first step' (the item number); the two sentences joined; quotation marks and backticks dropped"),
            paraphrase=("The first thing the jsdiff diff functions do is break both texts into token arrays, and what counts as a token depends on the function: a single character for diffChars, a whole line for diffLines.",
                        "freer rewording; the subject named from the lead-in as above; 'What constitutes a token varies' -> 'what counts as a token depends on the function'; both examples kept"),
            contradiction=("As their first step, jsdiff's diff functions split both texts into arrays of tokens; in diffChars each line is a token, while in diffLines each character is a token.",
                           "[roles] the token units of diffChars (characters) and diffLines (lines) swapped"),
            overclaim=("Splitting both texts into arrays of tokens, such as characters in diffChars or lines in diffLines, is the most important of the three steps that every jsdiff diff function performs.",
                       "ranking added ('the most important of the three steps'; the README ranks the steps nowhere) and the hedge 'Broadly' of the lead-in dropped ('every jsdiff diff function performs')"),
            added=("As their first step, jsdiff's diff functions split both texts into arrays of tokens, characters in diffChars and lines in diffLines, and these token arrays are cached so that diffing the same text again is faster.",
                   "added detail (the token arrays are cached to speed up repeated diffs) not in the README; 'cache' does not occur in it ('faster' neither); not checked in the world"),
        ),
        dict(
            section="API",
            start="Object properties are ordered alphabetically",
            end="doesn't affect the result.",
            reworded=("In jsdiff's diffJson, object properties are ordered alphabetically in the serialized JSON, so the order of properties in the objects being compared does not affect the result.",
                      "the setting 'In jsdiff's diffJson' named from the start of the API item (outside the cut); 'doesn't' -> 'does not'"),
            paraphrase=("Since diffJson in jsdiff sorts object keys alphabetically when it serializes the objects, the order in which the compared objects list their properties makes no difference to the result.",
                        "freer rewording; 'Object properties are ordered alphabetically in the serialized JSON' -> 'sorts object keys alphabetically when it serializes the objects'; 'doesn't affect the result' -> 'makes no difference to the result'"),
            contradiction=("In jsdiff's diffJson, object properties are ordered alphabetically in the serialized JSON, but the order of properties in the objects being compared still affects the result.",
                           "[negation] 'doesn't affect the result' -> 'still affects the result'"),
            overclaim=("Because jsdiff's diffJson orders object properties alphabetically in the serialized JSON, it is the best tool for comparing JSON-serializable objects.",
                       "ranking added: 'the best tool for comparing JSON-serializable objects'; the README compares diffJson with nothing ('best' does not occur in it)"),
            added=("In jsdiff's diffJson, object properties are ordered alphabetically in the serialized JSON, so their order does not affect the result, and circular references are replaced with a placeholder before serializing.",
                   "added detail (circular references are replaced with a placeholder) not in the README; 'circular' and 'placeholder' do not occur in it; something like it may be true in the world, not checked"),
        ),
        dict(
            section="Compatibility",
            start="jsdiff supports all ES3 environments",
            end="`split` operation.",
            reworded=("The jsdiff library supports all ES3 environments with some known issues on IE8 and below, where some diff algorithms such as word diff and others may fail due to lack of support for capturing groups in the split operation.",
                      "'jsdiff' -> 'The jsdiff library' (a claim cannot start lower-case); 'Under these browsers' -> 'where'; the two sentences joined; backticks dropped"),
            paraphrase=("Any ES3 environment can run jsdiff, though IE8 and older have known problems: word diff and some other algorithms may break there, because those browsers cannot use capturing groups in split.",
                        "freer rewording; 'supports all ES3 environments' -> 'Any ES3 environment can run jsdiff'; 'some known issues' -> 'known problems'; 'may fail' -> 'may break' (hedge kept); 'lack of support for capturing groups in the split operation' -> 'cannot use capturing groups in split'"),
            contradiction=("The jsdiff library supports all ES3 environments with some known issues on IE8 and below, where some diff algorithms such as word diff and others may fail due to lack of support for lookbehind assertions in the split operation.",
                           "[entity] capturing groups -> lookbehind assertions (another regular-expression feature, which the README never names)"),
            overclaim=("The jsdiff library supports all ES3 environments, but on IE8 and below every diff algorithm fails, because split does not support capturing groups there.",
                       "quantity raised and hedge removed: 'some diff algorithms such as word diff and others may fail' -> 'every diff algorithm fails'"),
            added=("The jsdiff library supports all ES3 environments with some known issues on IE8 and below, where word diff and some other algorithms may fail for lack of capturing groups in split, issues that the maintainers do not plan to fix.",
                   "added plan (the maintainers do not plan to fix the issues) not in the README; 'maintainer', 'plan' and 'fix' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Deviations from the published Myers diff algorithm",
            start="jsdiff skips considering diagonals",
            end="end of the old text.",
            reworded=("The jsdiff implementation skips considering diagonals where the furthest-reaching D-path would go off the edge of the edit graph, which dramatically reduces the time cost (from quadratic to linear) in cases where the new text just appends or truncates content at the end of the old text.",
                      "'jsdiff' -> 'The jsdiff implementation' (a claim cannot start lower-case); 'This dramatically reduces' -> 'which dramatically reduces'; the two sentences of the list item joined"),
            paraphrase=("By passing over the diagonals whose furthest-reaching D-path would leave the edit graph, jsdiff dramatically cuts the running time, from quadratic to linear, whenever the new text only appends to or truncates the end of the old text.",
                        "freer rewording; 'skips considering diagonals where ... would go off the edge of' -> 'passing over the diagonals whose ... would leave'; 'the time cost' -> 'the running time'; 'dramatically', 'from quadratic to linear' and the condition kept"),
            contradiction=("The jsdiff implementation skips considering diagonals where the furthest-reaching D-path would go off the edge of the edit graph, which dramatically increases the time cost (from linear to quadratic) when the new text just appends or truncates content at the end of the old text.",
                           "[direction] reduces the time cost (from quadratic to linear) -> increases it (from linear to quadratic)"),
            overclaim=("Because jsdiff skips considering diagonals where the furthest-reaching D-path would go off the edge of the edit graph, every diff it computes takes linear time.",
                       "condition dropped and scope widened: the quadratic-to-linear gain holds 'in cases where the new text just appends or truncates content at the end of the old text'; 'every diff it computes takes linear time' drops that condition"),
            added=("The jsdiff implementation skips diagonals where the furthest-reaching D-path would go off the edge of the edit graph, dramatically cutting the time cost from quadratic to linear when the new text just appends or truncates content at the end of the old text, as with growing log files.",
                   "added example (growing log files) not in the README; 'log' does not occur in it as a word ('console.log' in the example code only); not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# workerpool's README: "# workerpool" (the title) with badges and two intro
# paragraphs, then ## Features (short items), Why, Install, Load, Use (###
# Offload functions dynamically, ### Dedicated workers), Examples, API (###
# pool with its option items, ### worker, Events, Worker API, Utilities),
# Roadmap, Related libraries (URLs), Build, Test, Publish and License
# (Apache text).  Sentences from four top-level sections: the intro under the
# title, Use (### Offload functions dynamically), API (the maxWorkers item of
# ### pool) and Roadmap.
DOCS.append(dict(
    path="workerpool/README.md",
    kind="README", num="workerpool", title="workerpool",
    sentences=[
        dict(
            section="workerpool",
            start="There is a pool of workers to execute tasks.",
            end="from the queue.",
            reworded=("In workerpool there is a pool of workers to execute tasks, new tasks are put in a queue, and a worker executes one task at a time and, once finished, picks a new task from the queue.",
                      "the setting 'In workerpool' added; the three sentences joined"),
            paraphrase=("Tasks handed to workerpool wait in a queue, and each worker in the pool runs a single task at a time, taking the next queued task when it is done.",
                        "freer rewording; the three sentences merged and reordered; 'executes one task at a time' -> 'runs a single task at a time'; 'once finished, picks a new task from the queue' -> 'taking the next queued task when it is done'"),
            contradiction=("In workerpool there is a pool of workers to execute tasks, new tasks are put in a queue, and a worker executes two tasks at a time and, once finished, picks new tasks from the queue.",
                           "[number] one task at a time -> two tasks at a time"),
            overclaim=("Since its first release, workerpool has put new tasks in a queue, with each worker executing one task at a time and, once finished, picking a new task from the queue.",
                       "scope widened in time: the intro describes the package as it is now; 'Since its first release ... has' extends it to every past release, about which the README says nothing ('first release' does not occur in it; its only pointer to history is the Publish step 'Describe changes in HISTORY.md')"),
            added=("In workerpool there is a pool of workers to execute tasks, new tasks are put in a queue, and a worker executes one task at a time, in the same way as the thread pools of Java's ExecutorService.",
                   "added comparison (Java's ExecutorService) not in the README; 'ExecutorService' does not occur in it and 'java' only inside 'Javascript'/'JavaScript' and 'application/javascript'; the README links the thread pool pattern on Wikipedia but names no other implementation"),
        ),
        dict(
            section="Offload functions dynamically",
            start="Note that both function and arguments",
            end="can be significant.",
            reworded=("When functions are offloaded dynamically with workerpool, both the function and its arguments must be static and stringifiable, as they need to be sent to the worker in a serialized form, and for large functions or function arguments the overhead of sending the data to the worker can be significant.",
                      "'Note that' dropped; the setting 'When functions are offloaded dynamically with workerpool' named from the ### heading; 'both function and arguments' -> 'both the function and its arguments'; 'In case of' -> 'for'; the two sentences joined"),
            paraphrase=("Because a dynamically offloaded function and its arguments travel to the worker in serialized form, they have to be static and stringifiable, and with big functions or arguments the cost of that transfer can become significant.",
                        "freer rewording; the reason ('as they need to be sent ... in a serialized form') moved to the front; 'must be' -> 'have to be'; 'the overhead of sending the data to the worker' -> 'the cost of that transfer'; 'can be significant' kept as 'can become significant'"),
            contradiction=("When functions are offloaded dynamically with workerpool, both the function and its arguments must be static and stringifiable, as they are sent to the worker in a serialized form, but even for large functions or function arguments the overhead of sending the data stays negligible.",
                           "[direction] the overhead for large functions or arguments 'can be significant' -> 'stays negligible'"),
            overclaim=("When functions are offloaded dynamically with workerpool, the function and its arguments must be static and stringifiable, and the overhead of sending them to the worker is always significant, whatever their size.",
                       "condition dropped and hedge removed: 'In case of large functions or function arguments, the overhead ... can be significant' -> 'is always significant, whatever their size'"),
            added=("When functions are offloaded dynamically with workerpool, the function and its arguments must be static and stringifiable, as they are sent to the worker in serialized form, and for large ones the overhead can be significant, typically several milliseconds per megabyte.",
                   "added estimate (several milliseconds per megabyte) not in the README; 'megabyte' does not occur in it and 'milliseconds' only in the option items about timeouts; invented, not checked"),
        ),
        dict(
            section="pool",
            start="`maxWorkers: number`.",
            end="is set to 3.",
            reworded=("In workerpool, the default number of maxWorkers is the number of CPUs minus one, and when the number of CPUs could not be determined (for example in older browsers), maxWorkers is set to 3.",
                      "the option label 'maxWorkers: number.' dropped and the setting 'In workerpool' added; the source's 'CPU's' written 'CPUs'; the two sentences joined; backticks dropped"),
            paraphrase=("Unless configured otherwise, a workerpool pool allows at most one worker fewer than the number of CPUs, or three workers when the CPU count cannot be determined, for instance in older browsers.",
                        "freer rewording; 'The default number of maxWorkers' -> 'Unless configured otherwise, ... allows at most'; 'the number of CPU's minus one' -> 'one worker fewer than the number of CPUs'; the fallback of 3 and the older-browsers example kept"),
            contradiction=("In workerpool, the default number of maxWorkers is the number of CPUs minus one, and when the number of CPUs could not be determined (for example in older browsers), maxWorkers is set to 2.",
                           "[number] maxWorkers is set to 3 -> set to 2"),
            overclaim=("In workerpool, the default maxWorkers, the number of CPUs minus one, is the optimal setting for every workload, with 3 used when the CPU count cannot be determined.",
                       "degree raised and scope widened: a default is called 'the optimal setting for every workload'; the README gives the default and says nothing of its fitness ('optimal' and 'workload' do not occur in it)"),
            added=("In workerpool, the default number of maxWorkers is the number of CPUs minus one, which leaves one core free for the main thread, and when the number of CPUs could not be determined (for example in older browsers), maxWorkers is set to 3.",
                   "added purpose (leaving one core free for the main thread) not in the README; 'core' occurs only in Utilities ('The number of CPUs/cores available') and 'main thread' only about isMainThread and onTerminate, never as the reason for the default; may be true in the world, not checked"),
        ),
        dict(
            section="Roadmap",
            start="Implement graceful degradation",
            end="main application.",
            reworded=("The workerpool roadmap includes implementing graceful degradation on old browsers not supporting web workers, with a fallback to processing tasks in the main application.",
                      "the roadmap item given the frame 'The workerpool roadmap includes' (the ## Roadmap heading); the imperative 'Implement' -> 'implementing'; 'webworkers' -> 'web workers'; the colon -> 'with a fallback to'"),
            paraphrase=("A planned workerpool feature is to degrade gracefully in old browsers that lack web workers by running the tasks in the main application instead.",
                        "freer rewording; 'roadmap' -> 'A planned ... feature'; 'graceful degradation on old browsers not supporting webworkers' -> 'degrade gracefully in old browsers that lack web workers'; 'fallback to processing tasks in the main application' -> 'running the tasks in the main application instead'"),
            contradiction=("The workerpool roadmap includes implementing graceful degradation on old browsers that support web workers, with a fallback to processing tasks in the main application.",
                           "[negation] 'old browsers not supporting webworkers' -> 'old browsers that support web workers' (the 'not' dropped)"),
            overclaim=("The workerpool package already falls back to processing tasks in the main application on old browsers that do not support web workers.",
                       "a plan asserted as done: a Roadmap item ('Implement graceful degradation ...') -> 'already falls back'; the README lists it as work still to be implemented"),
            added=("The workerpool roadmap includes graceful degradation on old browsers not supporting web workers, with a fallback to processing tasks in the main application, targeted for the next major version.",
                   "added deadline (the next major version) not in the README; 'major' and 'target' do not occur in it ('version' only in the NPM Version badge, in Publish, about the version number of a release, and in the licence's 'Version 2.0'); invented, not checked"),
        ),
    ]))
