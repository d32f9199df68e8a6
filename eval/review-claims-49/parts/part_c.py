# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-49, part C (drafts 11-15).

Same format as review-claims-48's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are documentation pages, not READMEs (the one change from
review-claims-48): four pages of undici's docs/docs/best-practices/ folder and
safer-buffer's Porting-Buffer.md.  `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "docs";
`num` is the page's top folder under node_modules (the package folder, equal
to the "name" field of the package's package.json: "undici" or
"safer-buffer"); `title` is the page's first Markdown heading (any level)
with the '#' marks, links and code marks removed, kept otherwise as written.
The draft heading built from them reads "## <num> docs: <title>", e.g.
"## undici docs: Writing tests".  `section` is the text of the nearest
heading above the sentence (closing '#'s of ATX headings and badges dropped,
other markup kept, as in review-claims-48); for a cut in the text under the
page's level-1 title and before any other heading, that is the title
heading.  check_part_c.py also derives the top-level section of each cut
(every page here has exactly one level-1 heading, so its ## headings are the
top level).

All five assigned pages have four or more page-specific prose sentences of
12-45 words, so no spare (undici/docs/docs/best-practices/proxy.md, then
undici/docs/docs/api/Cookies.md) was used.  DRAFTS gives the draft number of
each DOCS entry.
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# undici/docs/docs/best-practices/undici-vs-builtin-fetch.md (undici 7.30.2,
# 6594 bytes, 224 lines): "# Undici Module vs. Node.js Built-in Fetch" (the
# title) with a two-sentence intro, then ## Background, ## Keep `fetch` and
# `FormData` from the same implementation (### subsections of code, the
# install() paragraph, whose first line "`install()` replaces the global
# `fetch`, `Headers`, `Response`, `Request`, and" is also in
# undici/README.md, and a two-sentence closing note), ## When you do NOT need to install undici
# (a list of five conditions and one closing sentence), ## When you SHOULD
# install undici (### subsections, most a lead-in to code), ## Version
# compatibility (a table, then prose) and ## Further reading (links).  One
# sentence from each of four top-level sections: Background, When you do NOT
# need to install undici, When you SHOULD install undici (### Newer version
# than what Node.js bundles) and Version compatibility.
DOCS.append(dict(
    path="undici/docs/docs/best-practices/undici-vs-builtin-fetch.md",
    kind="docs", num="undici", title="Undici Module vs. Node.js Built-in Fetch",
    sentences=[
        dict(
            section="Background",
            start="The `fetch()`, `Request`, `Response`",
            end="into Node.js\nitself.",
            reworded=("In Node.js v18+, the fetch(), Request, Response, Headers and FormData globals are provided by a version of undici that is bundled into Node.js itself.",
                      "'in Node.js v18+' moved to the front; backticks, the serial comma and the line breaks dropped; otherwise as written; the sentence itself names undici"),
            paraphrase=("From Node.js 18 on, the global fetch(), Request, Response, Headers and FormData come from a copy of undici that ships inside Node.js.",
                        "freer rewording; 'v18+' -> 'From Node.js 18 on'; 'are provided by a version of undici that is bundled into Node.js itself' -> 'come from a copy of undici that ships inside Node.js'; all five globals kept"),
            contradiction=("In Node.js v18+, the fetch(), Request, Response, Headers and FormData globals are provided by a version of node-fetch that is bundled into Node.js itself.",
                           "[entity] 'a version of undici' -> 'a version of node-fetch', another fetch library for Node.js; the sentence names undici as the bundled implementation ('node-fetch' does not occur in the page)"),
            overclaim=("In Node.js v18+, every HTTP API of Node.js, including the fetch(), Request, Response, Headers and FormData globals, is provided by a version of undici bundled into Node.js.",
                       "scope widened in place: the five named globals -> 'every HTTP API of Node.js, including' them; the page speaks of the Fetch API globals only and never of node:http or other HTTP APIs ('every' does not occur in it)"),
            added=("In Node.js v18+, the fetch(), Request, Response, Headers and FormData globals are provided by a version of undici that is bundled into Node.js itself, where it lives in the deps/undici folder of the Node.js source tree.",
                   "added detail (the deps/undici folder of the Node.js source tree) not in the page; 'deps', 'folder' and 'source tree' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="When you do NOT need to install undici",
            start="This is common in applications",
            end="JavaScript runtimes.",
            reworded=("Relying on the built-in globals instead of adding undici is common in applications that make straightforward HTTP requests or in libraries that target multiple JavaScript runtimes.",
                      "'This' given its referent from the paragraph above the list ('you can rely on the built-in globals and skip adding undici to your dependencies'), without the reader-address; the line break dropped; otherwise as written"),
            paraphrase=("Skipping the undici dependency in favour of the built-in fetch globals is a usual choice for apps whose HTTP requests are straightforward and for libraries aimed at several JavaScript runtimes.",
                        "freer rewording; the referent as in the reworded claim ('rely on the built-in globals and skip adding undici'); 'is common in' -> 'is a usual choice for'; 'applications that make straightforward HTTP requests' -> 'apps whose HTTP requests are straightforward'; 'target multiple' -> 'aimed at several'"),
            contradiction=("Relying on the built-in globals instead of adding undici is rare in applications that make straightforward HTTP requests or in libraries that target multiple JavaScript runtimes.",
                           "[direction] 'common' -> 'rare' (the antonym)"),
            overclaim=("Every application that makes straightforward HTTP requests and every library that targets multiple JavaScript runtimes relies on the built-in globals instead of adding undici.",
                       "a frequency made universal: 'This is common in applications ... or in libraries ...' -> 'Every application ... and every library ... relies on'; the page says only that the choice is common ('every' does not occur in it)"),
            added=("Relying on the built-in globals instead of adding undici is common in applications that make straightforward HTTP requests, such as command-line tools that call a single REST API, or in libraries that target multiple JavaScript runtimes.",
                   "added example (command-line tools that call a single REST API) not in the page; 'command', 'REST', 'tool' and 'single' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Newer version than what Node.js bundles",
            start="The npm package often includes",
            end="landed in a Node.js release.",
            reworded=("The undici npm package often includes features, performance improvements, and bug fixes that have not yet landed in a Node.js release.",
                      "'The npm package' -> 'The undici npm package' (the page's subject; the ### heading 'Newer version than what Node.js bundles' sits under ## When you SHOULD install undici); the line break dropped; otherwise as written"),
            paraphrase=("Features, speed-ups and bug fixes frequently show up in undici on npm before any Node.js release has picked them up.",
                        "freer rewording; 'often' -> 'frequently' (the hedge kept); 'performance improvements' -> 'speed-ups'; 'that have not yet landed in a Node.js release' -> 'before any Node.js release has picked them up'"),
            contradiction=("Node.js releases often include features, performance improvements, and bug fixes that have not yet landed in the undici npm package.",
                           "[roles] the npm package and the Node.js release swapped: the sentence says the npm package is ahead of Node.js, not Node.js ahead of the package"),
            overclaim=("The undici npm package always includes features, performance improvements, and bug fixes that have not yet landed in any Node.js release.",
                       "hedge removed: 'often includes' -> 'always includes'; the page's 'often' (and the Background's 'potentially a newer release') leave room for times when the package is not ahead ('always' occurs in the page only in 'You can always check the exact bundled version at runtime', not about the package's contents)"),
            added=("The undici npm package often includes features, performance improvements, and bug fixes that have not yet landed in a Node.js release, and such changes usually reach Node.js within about six weeks.",
                   "added estimate (changes reach Node.js within about six weeks) not in the page, which gives no delay; 'week', 'six' and 'usually' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Version compatibility",
            start="Installing undici from npm does not",
            end="(/docs/api/GlobalInstallation.md).",
            reworded=("Installing undici from npm does not replace the built-in globals, and to make the installed version replace the global fetch and related classes, undici's install() is used.",
                      "two sentences joined; 'If you want your installed version to replace ..., use install()' -> 'to make the installed version replace ..., undici's install() is used' (the reader-address removed); backticks and the link dropped; line breaks dropped"),
            paraphrase=("An npm install of undici leaves the built-in globals in place, and calling install() makes the installed copy take over the global fetch and its related classes.",
                        "freer rewording; 'does not replace the built-in globals' -> 'leaves the built-in globals in place'; 'If you want your installed version to replace ..., use install()' -> 'calling install() makes the installed copy take over ...'; 'related classes' kept"),
            contradiction=("Installing undici from npm replaces the built-in globals, so install() is not needed to make the installed version take over the global fetch and related classes.",
                           "[negation] 'does not replace the built-in globals' -> 'replaces the built-in globals'; the second half (install() not needed) follows from the slip and is also contradicted by the second sentence"),
            overclaim=("Installing undici from npm does not replace the built-in globals, and install() is the only way to make the installed version replace the global fetch and related classes.",
                       "exclusivity added: 'use install()' -> 'install() is the only way'; the page names install() for this and names no other way, but never says it is the only one ('only' does not occur in the sentence; the page's 'only' is in 'You only need the standard Fetch API')"),
            added=("Installing undici from npm does not replace the built-in globals, and install(), which makes the installed version replace the global fetch and related classes, should be called once at application start-up before any request is made.",
                   "added requirement (install() called once at start-up, before any request) not in the page; 'start-up', 'startup', 'once' and 'before any' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# undici/docs/docs/best-practices/writing-tests.md (2218 bytes, 63 lines):
# "# Writing tests" (the title) with a two-sentence intro, a 14-word lead-in
# ending in a colon and code, then ## Guarding against unexpected disconnects
# (a three-sentence paragraph and a 13-word lead-in, code, a two-sentence
# paragraph, a 13-word lead-in ending in a colon and seven short list items).
# The page has only two places with prose: the intro under the title and the
# one ## section, so the draft draws on two top-level sections (two distinct
# nearest headings; MIN_SECTIONS and MIN_HEADS in check_part_c.py): the
# intro's two sentences and two passages of the ## section.  Nothing in it
# occurs in another file of undici or in another README.
DOCS.append(dict(
    path="undici/docs/docs/best-practices/writing-tests.md",
    kind="docs", num="undici", title="Writing tests",
    sentences=[
        dict(
            section="Writing tests",
            start="Undici is tuned for",
            end="a new socket.",
            reworded=("Undici is tuned for a production use case, and its default will keep a socket open for a few seconds after an HTTP request is completed, to remove the overhead of opening up a new socket.",
                      "commas added before 'and' and before 'to remove'; the line breaks dropped; otherwise as written (the sentence names Undici)"),
            paraphrase=("Undici is optimised for production use: by default it holds a socket open for a few seconds after an HTTP request finishes, saving the overhead of opening a new one.",
                        "freer rewording; 'tuned for a production use case' -> 'optimised for production use'; 'its default will keep a socket open' -> 'by default it holds a socket open'; 'a few seconds' kept; 'to remove the overhead of opening up a new socket' -> 'saving the overhead of opening a new one'"),
            contradiction=("Undici is tuned for a production use case, and its default will keep a socket open for a few minutes after an HTTP request is completed, to remove the overhead of opening up a new socket.",
                           "[number] 'a few seconds' -> 'a few minutes'; 'minute' does not occur in the page"),
            overclaim=("Undici is tuned for a production use case, and its default keeps a socket open for a few seconds after each HTTP request, which guarantees that no later request ever pays the overhead of opening a new socket.",
                       "an aim asserted as an assured effect: 'to remove the overhead of opening up a new socket' -> 'guarantees that no later request ever pays' it; a socket kept for a few seconds cannot serve a request that comes later, and the page promises nothing ('guarantee' and 'ever' do not occur in it)"),
            added=("Undici is tuned for a production use case, and its default will keep a socket open for a few seconds after an HTTP request is completed, to remove the overhead of opening up a new socket, which matters most for HTTPS because of the TLS handshake.",
                   "added cause (the saving matters most for HTTPS because of the TLS handshake) not in the page; 'HTTPS', 'TLS' and 'handshake' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Writing tests",
            start="These settings that makes",
            end="execution times.",
            reworded=("The settings that make Undici shine in production are not a good fit for using Undici in automated tests, as they will result in longer execution times.",
                      "'These settings that makes' -> 'The settings that make' (the grammar corrected); 'it will' -> 'they will'; the line breaks dropped"),
            paraphrase=("Undici's production-friendly defaults suit automated tests poorly, because they make test runs take longer.",
                        "freer rewording; 'These settings that makes Undici shine in production' -> 'Undici's production-friendly defaults' (the settings are the default of the sentence before); 'are not a good fit for using Undici in automated tests' -> 'suit automated tests poorly'; 'longer execution times' -> 'make test runs take longer'"),
            contradiction=("The settings that make Undici shine in production are also a good fit for using Undici in automated tests.",
                           "[negation] 'are not a good fit' -> 'are also a good fit'; the reason ('as it will result in longer execution times') dropped because it would no longer fit"),
            overclaim=("The settings that make Undici shine in production must never be used in automated tests, as they will result in longer execution times.",
                       "advice made a rule: 'are not a good fit for' -> 'must never be used in'; the page calls the settings a poor fit and suggests other defaults, but forbids nothing ('must' and 'never' do not occur in it)"),
            added=("The settings that make Undici shine in production are not a good fit for using Undici in automated tests, as they will result in longer execution times and can keep the test runner from exiting until the sockets close.",
                   "added consequence (the test runner kept from exiting until the sockets close) not in the page; 'exit', 'runner' and 'until' do not occur in it ('close' only as client.close()); not checked in the world"),
        ),
        dict(
            section="Guarding against unexpected disconnects",
            start="Undici's `Client` automatically",
            end="protocol violations.",
            reworded=("Undici's Client automatically reconnects after a socket error, which means a test can silently disconnect, reconnect, and still pass, and this could unfortunately mask bugs like unexpected parser errors or protocol violations.",
                      "three sentences joined ('This means' -> 'which means'; 'Unfortunately, this could' -> 'and this could unfortunately'); backticks and the line breaks dropped (the source has a trailing space after 'Unfortunately,')"),
            paraphrase=("Because undici's Client reconnects on its own after a socket error, a test may drop its connection, reconnect and pass without anyone noticing, which could hide bugs such as unexpected parser errors or protocol violations.",
                        "freer rewording; 'automatically reconnects' -> 'reconnects on its own'; 'can silently disconnect' -> 'may drop its connection ... without anyone noticing'; 'could mask' -> 'could hide' (the hedge kept); the two kinds of bug kept"),
            contradiction=("Undici's Client does not automatically reconnect after a socket error, so a test that disconnects cannot silently reconnect and still pass.",
                           "[negation] 'automatically reconnects' -> 'does not automatically reconnect', and so 'a test can silently disconnect, reconnect, and still pass' -> 'cannot'"),
            overclaim=("Undici's Client automatically reconnects after a socket error, so a test can silently disconnect, reconnect and still pass, which always masks bugs like unexpected parser errors or protocol violations.",
                       "hedge removed: 'this could mask bugs' -> 'which always masks bugs' ('always' does not occur in the page)"),
            added=("Undici's Client automatically reconnects after a socket error, so a test can silently disconnect, reconnect and still pass, which could mask bugs like unexpected parser errors or protocol violations, and it retries the connection up to three times.",
                   "added detail (up to three reconnection attempts) not in the page, which gives no number of attempts; 'three' and 'attempt' do not occur in it ('times' only in the intro's 'longer execution times') ('retry' only in the list item 'Retry/reconnect tests where the disconnect triggers the retry'); invented, not checked in the world"),
        ),
        dict(
            section="Guarding against unexpected disconnects",
            start="`client.close()` and `client.destroy()`",
            end="is true).",
            reworded=("In undici, client.close() and client.destroy() both emit 'disconnect' events, but those are expected, and the disconnect guard only fails when a disconnect happens during the active test, that is, when !client.closed && !client.destroyed is true.",
                      "the setting 'In undici' added; two sentences joined; 'The guard' -> 'the disconnect guard' (the guard of the paragraph above the code, 'add a disconnect guard'); 'i.e.' -> 'that is'; backticks and the line breaks dropped"),
            paraphrase=("The disconnect events that undici's client.close() and client.destroy() emit are expected, so the guard fails only for a disconnect during the active test, while the client is neither closed nor destroyed.",
                        "freer rewording; 'both emit disconnect events, but those are expected' -> 'The disconnect events that ... emit are expected'; the condition '!client.closed && !client.destroyed is true' -> 'while the client is neither closed nor destroyed'; 'only fails' kept as 'fails only'"),
            contradiction=("In undici, client.close() and client.destroy() both emit 'disconnect' events, but those are expected, and the disconnect guard only fails when a disconnect happens after the active test has ended.",
                           "[direction] 'during the active test' -> 'after the active test has ended' (the opposite time); the i.e. condition dropped because it would no longer fit"),
            overclaim=("In undici, the disconnect guard is guaranteed to catch every unexpected disconnect in any test, while the expected 'disconnect' events of client.close() and client.destroy() never make it fail.",
                       "a necessary condition made a guarantee and the scope widened: 'The guard only fails when a disconnect happens during the active test' -> 'is guaranteed to catch every unexpected disconnect in any test'; the page even lists tests where the guard should be skipped ('guarantee' and 'every' do not occur in it)"),
            added=("In undici, client.close() and client.destroy() both emit 'disconnect' events, but those are expected, and the disconnect guard, which only fails when a disconnect happens during the active test, can be attached to a Pool in the same way.",
                   "added detail (the same guard on a Pool) not in the page, which speaks of Client only; 'Pool' and 'same way' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# undici/docs/docs/best-practices/crawling.md (3150 bytes, 58 lines):
# "# Crawling" (the title), then ten lines of intro prose and code
# (user-agent defaults, the recommendation of a custom User-Agent, contact
# details, an example per request), ## Best Practices for Crawlers (a
# 17-word lead-in ending in a colon and five bold-labelled `* ` items, each
# a label line and an indented text line) and ## References and Further
# Reading (links).  Prose sits only in the intro under the title and under
# ## Best Practices for Crawlers, so the draft draws on two top-level
# sections (two distinct nearest headings: the bold item labels are not
# headings): two intro paragraphs and two list items.  Nothing in it occurs
# in another file of undici or in another README.
DOCS.append(dict(
    path="undici/docs/docs/best-practices/crawling.md",
    kind="docs", num="undici", title="Crawling",
    sentences=[
        dict(
            section="Crawling",
            start="In **undici**, the default",
            end="default user agent.",
            reworded=("In undici, the default user agent is 'undici', and since undici is integrated into Node.js core as the implementation of fetch(), requests made via fetch() use 'node' as the default user agent.",
                      "two sentences joined with 'and'; bold and backticks dropped (the quoted values kept in single quotes)"),
            paraphrase=("Undici identifies itself as 'undici' by default, whereas fetch() requests in Node.js default to the user agent 'node', because Node.js core uses undici to implement fetch().",
                        "freer rewording; 'the default user agent is undici' -> 'identifies itself as undici by default'; 'Since undici is integrated into Node.js core as the implementation of fetch()' -> 'because Node.js core uses undici to implement fetch()', moved to the end"),
            contradiction=("In undici, the default user agent is 'node', and since undici is integrated into Node.js core as the implementation of fetch(), requests made via fetch() use 'undici' as the default user agent.",
                           "[roles] the two defaults swapped: the page gives 'undici' for undici and 'node' for fetch()"),
            overclaim=("In undici, the default user agent is 'undici', and requests made via fetch() in every JavaScript runtime, not only Node.js, use 'node' as the default user agent.",
                       "scope widened in place: the sentence speaks of fetch() in Node.js ('Since undici is integrated into Node.js core as the implementation of fetch()') -> 'in every JavaScript runtime, not only Node.js'; the page names no other runtime ('every', 'runtime', 'JavaScript', 'Deno' and 'Bun' do not occur in it)"),
            added=("In undici, the default user agent is 'undici', while requests made via fetch() use 'node', since undici is integrated into Node.js core as the implementation of fetch(), a default chosen so that servers can tell this traffic apart from browsers.",
                   "added purpose (telling the traffic apart from browsers) not in the page, which gives no reason for the defaults; 'browser', 'chosen' and 'apart' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Crawling",
            start="It is recommended to specify",
            end="being denied.",
            reworded=("The undici crawling guide recommends specifying a custom User-Agent header when implementing crawlers, and providing a descriptive user agent allows servers to correctly identify the client and reduces the likelihood of requests being denied.",
                      "the impersonal 'It is recommended to specify' -> 'The undici crawling guide recommends specifying'; two sentences joined with 'and'; bold and backticks dropped"),
            paraphrase=("For crawlers built with undici, a custom, descriptive User-Agent header is advised, as it lets servers identify the client properly and makes it less likely that requests are refused.",
                        "freer rewording; 'It is recommended to specify' -> 'is advised'; 'allows servers to correctly identify the client' -> 'lets servers identify the client properly'; 'reduces the likelihood of requests being denied' -> 'makes it less likely that requests are refused' (a likelihood, not a promise)"),
            contradiction=("The undici crawling guide recommends specifying a custom User-Agent header when implementing crawlers, and providing a descriptive user agent allows servers to correctly identify the client but increases the likelihood of requests being denied.",
                           "[direction] 'reduces the likelihood' -> 'increases the likelihood' (the antonym)"),
            overclaim=("The undici crawling guide recommends a custom User-Agent header for crawlers, because a descriptive user agent guarantees that servers will never deny the crawler's requests.",
                       "hedge removed: 'reduces the likelihood of requests being denied' -> 'guarantees that servers will never deny' them ('guarantee' and 'never' do not occur in the page)"),
            added=("The undici crawling guide recommends specifying a custom User-Agent header when implementing crawlers, and undici logs a warning at runtime when a request is sent with the default user agent.",
                   "added behaviour (a runtime warning for the default user agent) not in the page; 'warn', 'log' (only in 'Monitoring and logging', about the crawler's own logging) and 'runtime' do not occur in it otherwise; invented, not checked in the world"),
        ),
        dict(
            section="Best Practices for Crawlers",
            start="Regulate request frequency",
            end="one second between requests.",
            reworded=("Under rate limiting, the undici crawling guide advises regulating request frequency to avoid imposing excessive load on servers, introducing delays between requests or limiting the number of concurrent requests, and notes that the W3C suggests at least one second between requests.",
                      "the item's label 'Rate limiting' and the page named ('Under rate limiting, the undici crawling guide advises'); the imperatives 'Regulate', 'Introduce', 'limit' made gerunds; three sentences joined; the indentation and line break dropped"),
            paraphrase=("To keep from overloading servers, a crawler built on undici should throttle how often it sends requests, either by pausing between them or by capping concurrency, and the W3C suggests waiting at least a second between requests.",
                        "freer rewording; 'to avoid imposing excessive load on servers' -> 'To keep from overloading servers'; 'Introduce delays between requests or limit the number of concurrent requests' -> 'either by pausing between them or by capping concurrency'; 'at least one second' -> 'at least a second' (the number kept)"),
            contradiction=("Under rate limiting, the undici crawling guide advises regulating request frequency to avoid imposing excessive load on servers, introducing delays between requests or limiting the number of concurrent requests, and notes that the W3C suggests at least five seconds between requests.",
                           "[number] 'at least one second' -> 'at least five seconds'; 'five' does not occur in the page"),
            overclaim=("Under rate limiting, the undici crawling guide advises regulating request frequency to avoid imposing excessive load on servers, and notes that the W3C requires every crawler to wait at least one second between requests.",
                       "a suggestion made a rule: 'The W3C suggests at least one second' -> 'the W3C requires every crawler to wait at least one second' ('require' and 'every' do not occur in the page)"),
            added=("Under rate limiting, the undici crawling guide advises regulating request frequency to avoid imposing excessive load on servers, and notes that the W3C suggests at least one second between requests, or ten seconds for small sites.",
                   "added condition and number (ten seconds for small sites) not in the page; 'ten', 'small' and 'site' (only in 'the target site's robots.txt file') do not occur in it otherwise; invented, not checked in the world"),
        ),
        dict(
            section="Best Practices for Crawlers",
            start="Implement retry logic",
            end="or 429).",
            reworded=("For error handling, the undici crawling guide says to implement retry logic with exponential backoff for transient failures and to stop requests when persistent errors occur, such as HTTP 403 or 429.",
                      "the item's label 'Error handling' and the page named ('For error handling, the undici crawling guide says to'); the parenthesis '(e.g., HTTP 403 or 429)' -> ', such as HTTP 403 or 429'; the comma before 'and' dropped"),
            paraphrase=("According to the undici crawling guide, a crawler should retry transient failures with exponentially growing delays and stop sending requests once persistent errors, for example HTTP 403 or 429, occur.",
                        "freer rewording; 'Implement retry logic with exponential backoff' -> 'retry ... with exponentially growing delays'; 'stop requests when persistent errors occur' -> 'stop sending requests once persistent errors ... occur'; both status codes kept as examples"),
            contradiction=("For error handling, the undici crawling guide says to implement retry logic with exponential backoff for persistent errors and to stop requests when transient failures occur, such as HTTP 403 or 429.",
                           "[roles] transient failures and persistent errors swapped: the page retries the transient ones and stops on the persistent ones"),
            overclaim=("For error handling, the undici crawling guide says to stop requests whenever any HTTP 4xx error occurs, and to retry transient failures with exponential backoff.",
                       "scope widened in place: the examples 'HTTP 403 or 429' of persistent errors -> 'any HTTP 4xx error'; the page names only those two codes ('4xx' and 'whenever' do not occur in it)"),
            added=("For error handling, the undici crawling guide says to implement retry logic with exponential backoff for transient failures, using undici's RetryAgent, and to stop requests when persistent errors occur, such as HTTP 403 or 429.",
                   "added mechanism (undici's RetryAgent) not in the page, which names no undici API for retries ('RetryAgent' does not occur in it; 'agent' only in 'user agent' and 'User-Agent'); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# undici/docs/docs/best-practices/client-certificate.md (2053 bytes, 64
# lines): "# Client certificate" (the title), four paragraphs of prose (one,
# two, one and three sentences), then ### Client Certificate Authentication,
# which holds only a code block.  All the page's prose stands under the
# title, before the ### heading, so the draft draws on one section (one
# distinct nearest heading, the title; MIN_SECTIONS and MIN_HEADS in
# check_part_c.py): the four paragraphs, the last cut after its second
# sentence (its three sentences have 47 words).  Nothing in it occurs in
# another file of undici or in another README.
DOCS.append(dict(
    path="undici/docs/docs/best-practices/client-certificate.md",
    kind="docs", num="undici", title="Client certificate",
    sentences=[
        dict(
            section="Client certificate",
            start="Client certificate authentication can",
            end="`connect` option.",
            reworded=("In undici, client certificate authentication can be configured with the Client, and the required options are passed along through the connect option.",
                      "the setting 'In undici' added; the comma splice joined with 'and'; backticks dropped; otherwise as written"),
            paraphrase=("Undici's Client supports client certificate authentication, with the needed settings handed over in its connect option.",
                        "freer rewording; 'can be configured with the Client' -> 'Undici's Client supports'; 'the required options are passed along through the connect option' -> 'the needed settings handed over in its connect option'"),
            contradiction=("In undici, client certificate authentication can be configured with the Client, and the required options are passed along through the agent option.",
                           "[entity] 'the connect option' -> 'the agent option'; the page names connect as the option that carries them ('agent' occurs only as the servername value 'agent1' in the code)"),
            overclaim=("In undici, client certificate authentication can be configured with every dispatcher, including Pool and Agent, by passing the required options through the connect option.",
                       "scope widened in place: 'with the Client' -> 'with every dispatcher, including Pool and Agent'; the page names Client only ('dispatcher' and 'Pool' do not occur in it, and 'agent' only inside the servername value 'agent1' in the code); may be true in the world, but not stated"),
            added=("In undici, client certificate authentication can be configured with the Client, and the required options are passed along through the connect option, where a PFX bundle can be given instead of separate key and certificate files.",
                   "added detail (a PFX bundle instead of separate key and certificate files) not in the page; 'PFX', 'bundle' and 'instead' do not occur in it ('key' and 'cert' only in the code); may be true in the world, not checked"),
        ),
        dict(
            section="Client certificate",
            start="The client certificates must be signed",
            end="curated by Mozilla.",
            reworded=("For undici's client certificate authentication, the client certificates must be signed by a trusted CA, and the Node.js default is to trust the well-known CAs curated by Mozilla.",
                      "the setting 'For undici's client certificate authentication' added (the page's subject); two sentences joined with 'and'; otherwise as written"),
            paraphrase=("Client certificates used with undici need a signature from a trusted certificate authority, and out of the box Node.js trusts the well-known CAs that Mozilla curates.",
                        "freer rewording; 'must be signed by a trusted CA' -> 'need a signature from a trusted certificate authority'; 'The Node.js default is to trust' -> 'out of the box Node.js trusts'; 'curated by Mozilla' -> 'that Mozilla curates'"),
            contradiction=("For undici's client certificate authentication, the client certificates must be signed by a trusted CA, and the Node.js default is to trust the well-known CAs curated by Microsoft.",
                           "[entity] 'curated by Mozilla' -> 'curated by Microsoft'; 'Microsoft' does not occur in the page"),
            overclaim=("For undici's client certificate authentication, the client certificates must be signed by a trusted CA, and Node.js trusts by default the well-known CAs curated by Mozilla, the most carefully vetted CA list available.",
                       "a ranking added: 'the well-known CAs curated by Mozilla' -> '..., the most carefully vetted CA list available'; the page ranks no CA list ('most' and 'vetted' do not occur in it; 'list' only inside the code's server.listen)"),
            added=("For undici's client certificate authentication, the client certificates must be signed by a trusted CA, and the Node.js default is to trust the well-known CAs curated by Mozilla, a list that is compiled into the Node.js binary.",
                   "added detail (the CA list compiled into the Node.js binary) not in the page; 'compiled' and 'binary' do not occur in it ('list' only inside the code's server.listen); may be true in the world, not checked"),
        ),
        dict(
            section="Client certificate",
            start="Setting the server option",
            end="request the client certificate.",
            reworded=("For client certificate authentication with undici, setting the server option requestCert: true tells the server to request the client certificate.",
                      "the setting 'For client certificate authentication with undici' added (the page's subject); backticks dropped; otherwise as written"),
            paraphrase=("With requestCert set to true in its options, the server asks the connecting client for its certificate.",
                        "freer rewording; 'Setting the server option requestCert: true' -> 'With requestCert set to true in its options'; 'tells the server to request the client certificate' -> 'the server asks the connecting client for its certificate'"),
            contradiction=("For client certificate authentication with undici, setting the server option requestCert: true tells the client to request the server certificate.",
                           "[roles] server and client swapped: the option tells the server to request the client's certificate, not the client to request the server's"),
            overclaim=("For client certificate authentication with undici, setting the server option requestCert: true, the single most important option for it, tells the server to request the client certificate.",
                       "a ranking added: 'the single most important option for it'; the page ranks none of the options it names (requestCert, rejectUnauthorized, connect) ('most' and 'important' do not occur in it)"),
            added=("For client certificate authentication with undici, setting the server option requestCert: true, whose default is false, tells the server to request the client certificate.",
                   "added detail (the option's default, false) not in the page; the page shows requestCert only as true, and 'default' occurs only in 'The Node.js default is to trust' (about CAs); may be true in the world, not checked"),
        ),
        dict(
            section="Client certificate",
            start="The server option `rejectUnauthorized: false`",
            end="certificate was valid.",
            reworded=("In undici's client certificate guide, the server option rejectUnauthorized: false allows handling any invalid certificate errors in client code, and the authorized property on the socket of the incoming request will show if the client certificate was valid.",
                      "the frame 'In undici's client certificate guide' added; 'allows us to handle' -> 'allows handling' (the 'us' removed); two sentences joined with 'and'; backticks dropped"),
            paraphrase=("When the server is given rejectUnauthorized: false, invalid certificate errors can be dealt with in client code, and whether the client certificate was valid can be read from the authorized property of the incoming request's socket.",
                        "freer rewording; 'allows us to handle any invalid certificate errors' -> 'invalid certificate errors can be dealt with'; 'The authorized property on the socket of the incoming request will show if' -> 'whether ... can be read from the authorized property of the incoming request's socket'"),
            contradiction=("In undici's client certificate guide, the server option rejectUnauthorized: false does not allow any invalid certificate errors to be handled in client code, and the authorized property on the socket of the incoming request shows if the client certificate was valid.",
                           "[negation] 'allows us to handle any invalid certificate errors' -> 'does not allow any invalid certificate errors to be handled'"),
            overclaim=("In undici's client certificate guide, the server option rejectUnauthorized: false lets client code handle every kind of TLS error, and the authorized property on the socket of the incoming request shows if the client certificate was valid.",
                       "scope widened in place: 'any invalid certificate errors' -> 'every kind of TLS error'; the page speaks of invalid certificate errors only ('TLS' occurs only as a variable name in the code, 'every' and 'kind' not at all)"),
            added=("In undici's client certificate guide, the server option rejectUnauthorized: false allows handling any invalid certificate errors in client code, and the authorized property on the incoming request's socket shows if the client certificate was valid, so a server in production must check it on every request.",
                   "added consequence and requirement (a production server must check authorized on every request) not in the page; 'production', 'every' and 'must check' do not occur in it ('must' only in 'must be signed by a trusted CA'); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# safer-buffer/Porting-Buffer.md (safer-buffer 2.1.2, 12794 bytes, 268
# lines): "# Porting to the Buffer.from/Buffer.alloc API" (the title), then
# ## Overview (a list of links to the variants, and three ### "Finding
# problematic bits of code" subsections), ## Variant 1: Drop support for
# Node.js ≤ 4.4.x and 5.0.0 — 5.9.x., ## Variant 2: Use a polyfill,
# ## Variant 3 — manual detection, with safeguards (### Buffer(0),
# ### Buffer(notNumber), ### Buffer(number)), ## Regarding
# Buffer.allocUnsafe and ## FAQ (two ### questions).  The <a id="..."></a>
# lines before the headings are HTML anchors, not headings.  One sentence
# from each of four top-level sections: Overview (### Finding problematic
# bits of code using Node.js 8, a list item), Variant 1, Variant 3
# (### Buffer(0)) and FAQ (the second ### question).  Nothing in it occurs
# in another file of safer-buffer, in undici or in another README.
DOCS.append(dict(
    path="safer-buffer/Porting-Buffer.md",
    kind="docs", num="safer-buffer", title="Porting to the Buffer.from/Buffer.alloc API",
    sentences=[
        dict(
            section="Finding problematic bits of code using Node.js 8",
            start="`--pending-deprecation` will show",
            end="even on Node.js 8.",
            reworded=("The safer-buffer porting guide says that --pending-deprecation will show more types of deprecation warnings, and in particular the Buffer() deprecation warning, even on Node.js 8.",
                      "the frame 'The safer-buffer porting guide says that' added (the list item describes a Node.js flag); two sentences joined ('In particular, it will show' -> 'and in particular'); backticks dropped"),
            paraphrase=("Passing the --pending-deprecation flag makes Node.js print additional kinds of deprecation warnings, the Buffer() one among them, even on Node.js 8.",
                        "freer rewording; 'will show more types of deprecation warnings' -> 'makes Node.js print additional kinds of deprecation warnings'; 'In particular, it will show the Buffer() deprecation warning' -> 'the Buffer() one among them'; 'even on Node.js 8' kept"),
            contradiction=("The safer-buffer porting guide says that --trace-deprecation will show more types of deprecation warnings, and in particular the Buffer() deprecation warning, even on Node.js 8.",
                           "[entity] '--pending-deprecation' -> '--trace-deprecation', another flag of the same list, which the page describes differently ('does the same thing [a stack trace], but only for deprecation warnings')"),
            overclaim=("The safer-buffer porting guide says that --pending-deprecation will show every type of deprecation warning, including the Buffer() one, on every Node.js version.",
                       "scope widened: 'more types of deprecation warnings' -> 'every type of deprecation warning'; 'even on Node.js 8' -> 'on every Node.js version' ('every' does not occur in the page)"),
            added=("The safer-buffer porting guide says that --pending-deprecation will show more types of deprecation warnings, in particular the Buffer() deprecation warning even on Node.js 8, and that such warnings can be turned into errors with --throw-deprecation.",
                   "added detail (the --throw-deprecation flag) not in the page; '--throw-deprecation' does not occur in it ('throw' only in Variant 2's 'will _throw_', the Buffer(notNumber) code and the FAQ's 'throw an exception'); may be true in the world, not checked"),
        ),
        dict(
            section="Variant 1: Drop support for Node.js ≤ 4.4.x and 5.0.0 — 5.9.x.",
            start="The Node.js 5.x release line",
            end="release-schedule)).",
            reworded=("The safer-buffer porting guide notes that the Node.js 5.x release line has been unsupported since July 2016, and that the Node.js 4.x release line reaches its End of Life in April 2018.",
                      "the frame 'The safer-buffer porting guide notes that' added; the Schedule link and its arrow dropped; otherwise as written"),
            paraphrase=("According to the porting guide shipped with safer-buffer, Node.js 5.x lost support in July 2016, while Node.js 4.x hits End of Life in April 2018.",
                        "freer rewording; 'has been unsupported since July 2016' -> 'lost support in July 2016'; 'reaches its End of Life in April 2018' -> 'hits End of Life in April 2018'; both dates and both release lines kept"),
            contradiction=("The safer-buffer porting guide notes that the Node.js 5.x release line has been unsupported since July 2017, and that the Node.js 4.x release line reaches its End of Life in April 2018.",
                           "[number] 'since July 2016' -> 'since July 2017'; '2017' does not occur in the page"),
            overclaim=("The safer-buffer porting guide notes that every Node.js release line older than 6.x, not only 4.x and 5.x, is unsupported or reaches its End of Life by April 2018.",
                       "scope widened in place: the two release lines 4.x and 5.x -> 'every Node.js release line older than 6.x'; the page gives dates for those two only ('every' and '6.x' do not occur in it); may be true in the world, but not stated"),
            added=("The safer-buffer porting guide notes that the Node.js 5.x release line has been unsupported since July 2016, and that the Node.js 4.x release line, a long-term support line, reaches its End of Life in April 2018.",
                   "added detail (4.x as a long-term support line) not in the page; 'LTS', 'long-term' and 'long term' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Buffer(0)",
            start="This special case for creating empty",
            end="Node.js 0.8.x.",
            reworded=("In the safer-buffer porting guide, the special case Buffer(0) for creating empty buffers can be safely replaced with Buffer.concat([]), which returns the same result all the way down to Node.js 0.8.x.",
                      "'This special case' -> 'the special case Buffer(0)' (the ### heading Buffer(0), under ## Variant 3); the setting 'In the safer-buffer porting guide' added; backticks and the line break dropped"),
            paraphrase=("An empty buffer made with Buffer(0) can be swapped safely for Buffer.concat([]), which gives an identical result on Node.js versions as old as 0.8.x.",
                        "freer rewording; the case named from the ### heading; 'can be safely replaced with' -> 'can be swapped safely for'; 'returns the same result all the way down to Node.js 0.8.x' -> 'gives an identical result on Node.js versions as old as 0.8.x'"),
            contradiction=("In the safer-buffer porting guide, the special case Buffer(0) for creating empty buffers cannot be safely replaced with Buffer.concat([]), because it does not return the same result all the way down to Node.js 0.8.x.",
                           "[negation] 'can be safely replaced ..., which returns the same result' -> 'cannot be safely replaced ..., because it does not return the same result'"),
            overclaim=("In the safer-buffer porting guide, the special case Buffer(0) for creating empty buffers can be safely replaced with Buffer.concat([]), which returns the same result on every Node.js version ever released.",
                       "scope widened in time: 'all the way down to Node.js 0.8.x' -> 'on every Node.js version ever released'; the page goes back to 0.8.x only ('every' does not occur in it; 'ever' only in the allocUnsafe list's 'you probably won't ever see a performance difference')"),
            added=("In the safer-buffer porting guide, the special case Buffer(0) for creating empty buffers can be safely replaced with Buffer.concat([]), which returns the same result all the way down to Node.js 0.8.x and is also faster than Buffer.alloc(0).",
                   "added comparison (faster than Buffer.alloc(0)) not in the page; 'alloc(0)' does not occur in it, and 'faster' only in Variant 1's 'Buffer.alloc() is also _faster_ ... than new Buffer(size).fill(0)' and the allocUnsafe list (small buffers 'might be even faster with Buffer.alloc()'); invented, not checked in the world"),
        ),
        dict(
            section="The `Buffer()` constructor has been deprecated for a while. Is this really an issue?",
            start="Surveys of code in the `npm`",
            end="*increasing*.",
            reworded=("The safer-buffer porting guide's FAQ says that surveys of code in the npm ecosystem have shown that the Buffer() constructor is still widely used, including in new code, and that overall usage of such code has actually been increasing.",
                      "the frame 'The safer-buffer porting guide's FAQ says that' added; 'This includes new code' -> 'including in new code'; two sentences joined; backticks and the emphasis on 'increasing' dropped; line breaks dropped"),
            paraphrase=("Surveys of npm code found the Buffer() constructor still in wide use, new code included, with its overall use actually going up.",
                        "freer rewording; 'Surveys of code in the npm ecosystem have shown' -> 'Surveys of npm code found'; 'is still widely used' -> 'still in wide use'; 'This includes new code' -> 'new code included'; 'has actually been increasing' -> 'actually going up'"),
            contradiction=("The safer-buffer porting guide's FAQ says that surveys of code in the npm ecosystem have shown that the Buffer() constructor is still widely used, including in new code, and that overall usage of such code has actually been decreasing.",
                           "[direction] 'increasing' -> 'decreasing' (the antonym)"),
            overclaim=("The safer-buffer porting guide's FAQ says that surveys of code in the npm ecosystem have shown that the Buffer() constructor is used in most npm packages, including new ones, and that its usage has been increasing.",
                       "a degree raised: 'is still widely used' -> 'is used in most npm packages'; the page gives no share of packages ('most' does not occur in it)"),
            added=("The safer-buffer porting guide's FAQ says that surveys of code in the npm ecosystem have shown that the Buffer() constructor is still widely used, including in new code, with over a thousand packages calling it, and that its overall usage has been increasing.",
                   "added estimate (over a thousand packages) not in the page, which gives no count; 'thousand' and '1000' do not occur in it ('packages' only in Variant 1's 'older branches of your packages' and the 'Ecosystem packages lacking this type-check' sentence, 'package' only in the npmjs.com link URLs of Variant 2; no count of packages anywhere); invented, not checked in the world"),
        ),
    ]))
