# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-49, part A (drafts 1-5).

Same format as review-claims-48's parts, with one change: the documents are
documentation pages, not READMEs.  One entry per document, in draft order.
Each sentence gives the section it comes from, a start anchor (unique in the
raw file) and an end anchor (first match after the start, inclusive), plus
five hand-written (claim, note) tuples, one per kind.

`path` is relative to /work/main/node_modules (a build script computes that
folder as Path(__file__).resolve().parents[N] / "node_modules").  `kind` is
"docs"; `num` is the page's top folder under node_modules (the package,
undici for all five, equal to the "name" field of undici/package.json);
`title` is the page's first Markdown heading (any level) with the '#' marks,
links and code marks removed, kept otherwise as written ("Class: Client",
"Dispatcher", ...).  The draft heading built from it reads
"## undici docs: <title>".  `section` is the text of the nearest heading
above the sentence (closing '#'s of ATX headings dropped, other markup kept,
as in review-claims-48); check_part_a.py also derives the top-level section
of each cut (the level-2 headings: each page has one level-1 heading, its
title).

The undici pages share whole passages with each other, with undici/README.md
and with the JSDoc comments of undici/types/*.d.ts (Client and H2CClient
share their option list almost word for word; MockPool and MockClient share
the instantiation example).  Every cut here is a passage that occurs in no
other file under node_modules/undici/ and in no README under node_modules,
raw or with markup, case and white space read away (check_part_a.py tests
this; see notes-a.md for the brief's grep).

Draft 05 uses the first spare: the assigned H2CClient.md has fewer than four
page-specific prose sentences of 12-45 words (its prose is Client.md's with
the class name changed; see notes-a.md), so draft 05 is
undici/docs/docs/api/GlobalInstallation.md.  The second spare, MockClient.md,
was not needed.  DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# undici/docs/docs/api/Client.md (undici 7.30.2): "# Class: Client", a
# two-line intro (shared with types/client.d.ts and with Agent/Pool/
# BalancedPool/RoundRobinPool), then ## `new Client(url[, options])` (the
# Arguments, ### Parameter: `ClientOptions` with the option list and the
# "Notes about HTTP/2" blockquote, #### Parameter: `ConnectOptions`,
# ### Example - Basic Client instantiation, ### Example - Custom connector),
# ## Instance Methods, ## Instance Properties and ## Instance Events.
# Everything under the last three headings is either a "See"/"Implements"
# link or text that H2CClient.md repeats word for word, and most option
# descriptions are repeated in H2CClient.md (and in types/*.d.ts), so the
# page's own prose of 12+ words sits only under ## `new Client(...)`: the
# options pipelining (second and third sentences), initialWindowSize,
# connectionWindowSize, pingInterval, webSocket.maxPayloadSize,
# eventSource.maxEventSize, the HTTP/2 notes and the two examples' lead-ins
# (the Basic one is the H2CClient sentence with the class name changed).
# The draft draws on one top-level section and two distinct nearest
# headings (three cuts under ClientOptions, from three different places:
# the pipelining option, the initialWindowSize option and the HTTP/2 notes
# blockquote; one under Example - Custom connector).
DOCS.append(dict(
    path="undici/docs/docs/api/Client.md",
    kind="docs", num="undici", title="Class: Client",
    sentences=[
        dict(
            section="Parameter: `ClientOptions`",
            start="Carefully consider your workload and environment",
            end="e.g. long running requests.",
            reworded=("The undici Client docs advise carefully considering the workload and environment before enabling concurrent requests, as pipelining may reduce performance if used incorrectly, and note that pipelining is sensitive to network stack settings as well as head of line blocking caused by, for example, long running requests.",
                      "the imperative 'Carefully consider your workload and environment' given the frame 'The undici Client docs advise carefully considering the workload and environment' ('your' -> 'the'); the two sentences joined with 'and note that'; 'e.g.' -> 'for example'"),
            paraphrase=("Because pipelining in undici's Client can hurt performance when it is misused and reacts to network stack settings and to head-of-line blocking from things like long-running requests, the workload and environment deserve careful thought before concurrent requests are turned on.",
                        "freer rewording; the order turned round (the reasons first, the advice last); 'may reduce performance if used incorrectly' -> 'can hurt performance when it is misused' (hedge and condition kept); 'is sensitive to' -> 'reacts to'; 'e.g. long running requests' -> 'things like long-running requests'; 'Carefully consider' -> 'deserve careful thought'"),
            contradiction=("The undici Client docs advise carefully considering the workload and environment before enabling concurrent requests, as pipelining may reduce performance if used incorrectly, and note that pipelining is sensitive to network stack settings as well as head of line blocking caused by short-lived requests.",
                           "[direction] 'head of line blocking caused by e.g. long running requests' -> 'caused by short-lived requests' (the opposite duration); the page names long running requests as what causes the blocking and never speaks of short-lived ones"),
            overclaim=("The undici Client docs warn that enabling concurrent requests will reduce performance, because pipelining always suffers from head of line blocking and from network stack settings.",
                       "hedge and condition removed: 'may reduce performance if used incorrectly' -> 'will reduce performance'; 'is sensitive to' -> 'always suffers from'; the page says pipelining can go wrong, not that it always does ('always' does not occur in the page)"),
            added=("The undici Client docs advise carefully considering the workload and environment before enabling concurrent requests, as pipelining may reduce performance if used incorrectly, not least because many proxies handle pipelined HTTP/1.1 requests poorly.",
                   "added cause (many proxies handle pipelined HTTP/1.1 requests poorly) not in the page, which names network stack settings and head of line blocking only; 'proxy' does not occur in it, and 'proxies' only in the strictContentLength warning ('cause servers and proxies to interpret request boundaries differently'), not about pipelining; may be true in the world, not checked"),
        ),
        dict(
            section="Parameter: `ClientOptions`",
            start="This default is higher than Node.js core's default",
            end="high-bandwith networks.",
            reworded=("The default initialWindowSize of undici's Client is higher than Node.js core's default (65535 bytes) to improve throughput, as Node's choice is very conservative for current high-bandwidth networks.",
                      "'This default' -> 'The default initialWindowSize of undici's Client' (the option item the sentence stands in: 'initialWindowSize ... Default: 262144 (256KB)'); the comma splice joined with 'as'; the typo 'high-bandwith' corrected"),
            paraphrase=("By default, undici's Client sets its HTTP/2 stream-level flow-control window above the 65535 bytes that Node.js core uses, aiming for better throughput, because Node's value is very cautious for today's high-bandwidth networks.",
                        "freer rewording; the option named by what the item says it sets ('Sets the HTTP/2 stream-level flow-control window size'); 'This default is higher than ... to improve throughput' -> 'By default, ... sets ... above ..., aiming for better throughput'; 'very conservative for current' -> 'very cautious for today's'; the number kept"),
            contradiction=("The default initialWindowSize of undici's Client is higher than Node.js core's default (32768 bytes) to improve throughput, as Node's choice is very conservative for current high-bandwidth networks.",
                           "[number] Node.js core's default '65535 bytes' -> '32768 bytes' ('32768' does not occur in the page)"),
            overclaim=("The default initialWindowSize of undici's Client is higher than Node.js core's default (65535 bytes) and so guarantees the highest possible throughput on every network.",
                       "an aim asserted as a guaranteed effect and the scope widened: 'to improve throughput' -> 'guarantees the highest possible throughput on every network'; the page gives the aim only ('guarantee', 'highest' and 'every network' do not occur in it)"),
            added=("The default initialWindowSize of undici's Client is higher than Node.js core's default (65535 bytes) to improve throughput, at the cost of more memory being buffered for each stream.",
                   "added drawback (more memory buffered for each stream) not in the page; 'memory' does not occur in it, and 'buffered' only in eventSource's 'input chunks buffered for an unfinished line'; may be true in the world, not checked"),
        ),
        dict(
            section="Parameter: `ClientOptions`",
            start="The server must support HTTP/2 and choose it",
            end="during the ALPN negotiation.",
            reworded=("For HTTP/2 in undici's Client, the server must support HTTP/2 and choose it as the protocol during the ALPN negotiation.",
                      "the setting 'For HTTP/2 in undici's Client' added from the blockquote's label 'Notes about HTTP/2'; the list marker dropped; otherwise as written"),
            paraphrase=("Undici's Client can use HTTP/2 only if the server both supports it and selects it as the protocol while ALPN is being negotiated.",
                        "freer rewording; 'must support HTTP/2 and choose it' made a condition ('only if the server both supports it and selects it'), both requirements kept; 'during the ALPN negotiation' -> 'while ALPN is being negotiated'"),
            contradiction=("For HTTP/2 in undici's Client, the server must support HTTP/2 and choose it as the protocol during the HTTP Upgrade handshake.",
                           "[entity] 'during the ALPN negotiation' -> 'during the HTTP Upgrade handshake' (the other way of agreeing on HTTP/2, used for cleartext h2c); the notes name ALPN and say HTTP/2 'only works under TLS connections. h2c is not supported.'; 'Upgrade' occurs in the page only as the method Client.upgrade"),
            overclaim=("Ever since HTTP/2 support was first added, undici's Client has always required the server to support HTTP/2 and choose it as the protocol during the ALPN negotiation.",
                       "scope widened in time: the page states the current requirement and says nothing of earlier versions ('always' and 'first added' do not occur in it, 'ever' only inside 'Every' and 'everytime', and 'version' only for Node versions)"),
            added=("For HTTP/2 in undici's Client, the server must support HTTP/2 and choose it as the protocol during the ALPN negotiation, as nginx does once HTTP/2 is enabled on its TLS listener.",
                   "added example (nginx, which chooses HTTP/2 once it is enabled on its TLS listener) not in the page; 'nginx' does not occur in it, and 'listener' only inside the URL anchor 'socketconnectoptions-connectlistener'; may be true in the world, not checked"),
        ),
        dict(
            section="Example - Custom connector",
            start="This will allow you to perform some additional check",
            end="used for the next request.",
            reworded=("A custom connector for undici's Client allows some additional check to be performed on the socket that will be used for the next request.",
                      "'This' -> 'A custom connector for undici's Client' (the ### heading Example - Custom connector); 'will allow you to perform some additional check' made passive without 'you'"),
            paraphrase=("Passing a custom connector through the connect option lets an undici Client run an extra check on the socket that the next request is going to use.",
                        "freer rewording; the connector named by how the example passes it (the connect option, in the code under the heading); 'will allow you to perform some additional check' -> 'lets ... run an extra check'; 'the socket that will be used for the next request' -> 'the socket that the next request is going to use'"),
            contradiction=("A custom connector for undici's Client does not allow any additional check on the socket that will be used for the next request.",
                           "[negation] 'will allow you to perform some additional check' -> 'does not allow any additional check'"),
            overclaim=("A custom connector for undici's Client guarantees that the socket used for the next request is secure.",
                       "a possibility made a guarantee: 'will allow you to perform some additional check on the socket' -> 'guarantees that the socket ... is secure'; the page says what the connector makes possible, not what it ensures ('guarantee' and 'secure' do not occur in it)"),
            added=("A custom connector for undici's Client allows some additional check on the socket that will be used for the next request, such as pinning the fingerprint of the server's certificate.",
                   "added example (pinning the server's certificate fingerprint) not in the page; 'pinning', 'fingerprint' and 'certificate' do not occur in it (the example's check is an '/* assertion */' comment); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# undici/docs/docs/api/Dispatcher.md: "# Dispatcher" (the title), a two-line
# intro (its second line shared with Client/Agent/Pool), then ## Instance
# Methods (### close, connect, destroy, dispatch, pipeline, request, stream,
# upgrade, compose with #### Pre-built interceptors and ##### redirect,
# retry, dump, dns, responseError, decompress, Cache Interceptor and
# Deduplicate Interceptor), ## Instance Events (### connect, disconnect,
# connectionError, drain) and ## Parameter: `UndiciHeaders`.  Some of its
# option and method descriptions are repeated in types/dispatcher.d.ts and
# types/interceptors.d.ts and were not used.  Sentences from three top-level
# sections, four distinct nearest headings: Dispatcher.request and the
# decompress interceptor (Instance Methods), the disconnect event (Instance
# Events) and UndiciHeaders.
DOCS.append(dict(
    path="undici/docs/docs/api/Dispatcher.md",
    kind="docs", num="undici", title="Dispatcher",
    sentences=[
        dict(
            section="`Dispatcher.request(options[, callback])`",
            start="Idempotent requests will be automatically retried if",
            end="with a stream request body.",
            reworded=("In undici's Dispatcher.request, idempotent requests will be automatically retried if they fail due to indirect failure from the request at the head of the pipeline, but this does not apply to idempotent requests with a stream request body.",
                      "the setting 'In undici's Dispatcher.request' added from the ### heading; the two sentences joined with 'but'; the line breaks dropped"),
            paraphrase=("Dispatcher.request retries an idempotent request automatically when it fails because of an indirect failure caused by the request at the head of the pipeline, unless that request has a stream as its body.",
                        "freer rewording; the method named from the ### heading; 'will be automatically retried if they fail due to indirect failure from' -> 'retries ... automatically when it fails because of an indirect failure caused by'; 'This does not apply to idempotent requests with a stream request body' -> 'unless that request has a stream as its body'"),
            contradiction=("In undici's Dispatcher.request, idempotent requests will be automatically retried if they fail due to indirect failure from the request at the head of the pipeline, and this also applies to idempotent requests with a stream request body.",
                           "[negation] 'This does not apply to idempotent requests with a stream request body' -> 'this also applies to' them"),
            overclaim=("In undici's Dispatcher.request, an idempotent request without a stream body is automatically retried whenever it fails, whatever caused the failure.",
                       "a condition dropped: 'if they fail due to indirect failure from the request at the head of the pipeline' -> 'whenever it fails, whatever caused the failure'; the page names only that one cause ('whenever' and 'whatever' do not occur in it)"),
            added=("In undici's Dispatcher.request, idempotent requests will be automatically retried, up to five times, if they fail due to indirect failure from the request at the head of the pipeline, though not those with a stream request body.",
                   "added detail (a limit of five retries) not in the page, which gives no number of retries for this case; 'five' does not occur in it; not checked in the world"),
        ),
        dict(
            section="`decompress`",
            start="The `decompress` interceptor automatically decompresses",
            end="or zstd compression.",
            reworded=("Undici's decompress interceptor automatically decompresses response bodies that are compressed with gzip, deflate, brotli, or zstd compression.",
                      "'The `decompress` interceptor' -> 'Undici's decompress interceptor' (one of the page's pre-built interceptors); backticks dropped; otherwise as written"),
            paraphrase=("Response bodies compressed with gzip, deflate, brotli or zstd get unpacked automatically by undici's pre-built decompress interceptor.",
                        "freer rewording; passive with the interceptor as agent; 'decompresses' -> 'get unpacked'; the four formats kept; 'pre-built' from the #### heading Pre-built interceptors"),
            contradiction=("Undici's decompress interceptor automatically decompresses response bodies that are compressed with gzip, deflate, brotli, or LZ4 compression.",
                           "[entity] zstd -> LZ4; the page's Supported Encodings list names gzip/x-gzip, deflate/x-compress, br and zstd, never LZ4 ('lz4' does not occur in it), and its Behavior list says unsupported encodings are passed through unchanged"),
            overclaim=("Undici's decompress interceptor is the fastest way to decompress response bodies that are compressed with gzip, deflate, brotli, or zstd compression.",
                       "a ranking added: the page says what the interceptor does (and that it supports streaming decompression without buffering) but ranks it against nothing ('fastest' does not occur in it; 'fast' only in Dispatcher.stream's 'A faster version of Dispatcher.request' and the Fastify example's 'fast-as-possible requests', neither about decompression)"),
            added=("Undici's decompress interceptor automatically decompresses response bodies that are compressed with gzip, deflate, brotli, or zstd compression, using the zlib module built into Node.js.",
                   "added mechanism (Node's built-in zlib module) not in the page; 'zlib' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Event: `'disconnect'`",
            start="It is recommended to handle this event",
            end="new HTTP/2 session.",
            reworded=("For undici's Dispatcher, it is recommended to handle the disconnect event and close the dispatcher to create a new HTTP/2 session.",
                      "'this event' -> 'the disconnect event' (the ### heading Event: 'disconnect'); the setting 'For undici's Dispatcher' added; the blockquote marker dropped"),
            paraphrase=("When an undici Dispatcher emits 'disconnect', the advice is to handle the event and close the dispatcher so that a fresh HTTP/2 session gets created.",
                        "freer rewording; 'this event' named from the ### heading as the 'disconnect' the dispatcher emits; 'It is recommended' -> 'the advice is'; 'to create a new HTTP/2 session' -> 'so that a fresh HTTP/2 session gets created'"),
            contradiction=("For undici's Dispatcher, it is recommended to handle the disconnect event and keep the dispatcher open so that the existing HTTP/2 session is reused.",
                           "[direction] 'close the dispatcher to create a new HTTP/2 session' -> 'keep the dispatcher open so that the existing HTTP/2 session is reused' (close -> keep open, new -> existing)"),
            overclaim=("For undici's Dispatcher, every application must handle the disconnect event and close the dispatcher, or its HTTP/2 requests will hang.",
                       "a recommendation made a rule and a possibility made a certainty: 'It is recommended' -> 'every application must'; the note's 'it is possible that requests gets hanging' -> 'its HTTP/2 requests will hang' ('every' does not occur in the page, 'must' only in two other sentences, about response bodies and header arrays)"),
            added=("For undici's Dispatcher, it is recommended to handle the disconnect event and close the dispatcher to create a new HTTP/2 session, ideally after waiting about one second for in-flight requests to finish.",
                   "added condition (wait about one second for in-flight requests) not in the page; 'in-flight' occurs only in the deduplicate interceptor's text and 'second' only in the compose diagram's '(called second)' and the timeouts' 'seconds'; not checked in the world"),
        ),
        dict(
            section="Parameter: `UndiciHeaders`",
            start="Undici validates header syntax at the protocol level",
            end="sanitize untrusted application input.",
            reworded=("Undici validates header syntax at the protocol level, for example invalid header names and invalid control characters in string values, but it does not sanitize untrusted application input.",
                      "the parenthesis '(for example, ...)' made an apposition between commas; otherwise as written"),
            paraphrase=("Undici's header checks cover protocol-level syntax, such as bad header names or control characters in string values, but cleaning untrusted input coming from the application is not something undici does.",
                        "freer rewording; 'validates header syntax at the protocol level' -> 'header checks cover protocol-level syntax'; the two examples kept ('invalid header names' -> 'bad header names'); 'does not sanitize untrusted application input' -> 'cleaning untrusted input coming from the application is not something undici does'"),
            contradiction=("Undici sanitizes untrusted application input, but it does not validate header syntax at the protocol level, such as invalid header names and invalid control characters in string values.",
                           "[roles] what undici does and what it leaves to the application swapped: the page says it validates header syntax and does not sanitize untrusted input"),
            overclaim=("Undici's validation of header syntax at the protocol level catches every malformed header, not just invalid header names and invalid control characters in string values.",
                       "a degree raised: the page says undici validates header syntax at the protocol level and gives two examples; it does not say that every malformed header is caught ('every' and 'malformed' do not occur in it)"),
            added=("Undici validates header syntax at the protocol level, for example invalid header names and invalid control characters in string values, but it does not sanitize untrusted application input, since only the application knows which values it can trust.",
                   "added cause (only the application knows which values it can trust) not in the page, which gives no reason; the next sentence tells the reader to validate and sanitize user-provided values but says nothing of why undici does not; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# undici/docs/docs/api/MockPool.md: "# Class: MockPool" (the title) with a
# one-line "Extends" and a 22-word intro, then ## `new MockPool(origin,
# [options])` (Arguments and options items of 10-12 words, one of them
# shared with MockClient.md, and the Basic instantiation example, whose
# first sentence is MockClient.md's with the class name changed and whose
# second is MockClient.md's word for word) and ## Instance Methods
# (### `MockPool.intercept(options)` with ### Parameter:
# `MockPoolInterceptOptions`, ### Return: `MockInterceptor`, ### Parameter:
# `MockResponseOptions`, ### Return: `MockScope` and many code examples;
# ### close, dispatch, request, cleanMocks).  The matcher table also stands
# in MockAgent.md.  The page's own prose of 12+ words sits under the title
# and under ## Instance Methods, so the draft draws on two top-level
# sections and four distinct nearest headings.
DOCS.append(dict(
    path="undici/docs/docs/api/MockPool.md",
    kind="docs", num="undici", title="Class: MockPool",
    sentences=[
        dict(
            section="Class: MockPool",
            start="A mock Pool class that implements the Pool API",
            end="return mocked responses.",
            reworded=("Undici's MockPool is a mock Pool class that implements the Pool API and is used by MockAgent to intercept real requests and return mocked responses.",
                      "the fragment given the subject 'Undici's MockPool is' (the title Class: MockPool); otherwise as written"),
            paraphrase=("MockAgent relies on MockPool, a stand-in Pool class with the same API as Pool, to catch real requests and answer them with mocked responses.",
                        "freer rewording; the sentence turned round with MockAgent as subject; 'implements the Pool API' -> 'with the same API as Pool'; 'intercept real requests and return mocked responses' -> 'catch real requests and answer them with mocked responses'"),
            contradiction=("Undici's MockPool is a mock Pool class that implements the Pool API and is used by MockAgent to intercept mocked requests and return real responses.",
                           "[roles] 'real' and 'mocked' swapped: the page says MockPool intercepts real requests and returns mocked responses"),
            overclaim=("Undici's MockPool is the most important part of undici's mocking support: a mock Pool class that implements the Pool API and is used by MockAgent to intercept real requests and return mocked responses.",
                       "a ranking added: 'the most important part of undici's mocking support'; the page ranks nothing ('most' and 'important' do not occur in it)"),
            added=("Undici's MockPool is a mock Pool class that implements the Pool API and is used by MockAgent to intercept real requests and return mocked responses, a design that mirrors how nock patches Node's http module.",
                   "added comparison (nock patching Node's http module) not in the page; 'nock' does not occur in it, and 'patch' only inside 'Dispatcher' (setGlobalDispatcher, Dispatcher.dispatch); the comparison is invented, not checked in the world"),
        ),
        dict(
            section="`MockPool.intercept(options)`",
            start="When defining interception rules, all the rules must pass",
            end="a real request will be attempted.",
            reworded=("When interception rules are defined for undici's MockPool, all the rules must pass for a request to be intercepted, and if a request is not intercepted, a real request will be attempted.",
                      "'When defining interception rules' made passive with the setting 'for undici's MockPool' (the ### heading MockPool.intercept(options)); the two sentences joined with 'and'"),
            paraphrase=("MockPool.intercept only catches a request that satisfies every one of its rules, and anything it does not catch goes on to a real request attempt.",
                        "freer rewording; the method named from the ### heading; 'all the rules must pass for a request to be intercepted' -> 'only catches a request that satisfies every one of its rules'; 'a real request will be attempted' -> 'goes on to a real request attempt'"),
            contradiction=("When interception rules are defined for undici's MockPool, at least one of the rules must pass for a request to be intercepted, and if a request is not intercepted, a real request will be attempted.",
                           "[number] 'all the rules must pass' -> 'at least one of the rules must pass'"),
            overclaim=("When interception rules are defined for undici's MockPool, all the rules must pass for a request to be intercepted, which makes accidental matches impossible.",
                       "a degree raised and an effect asserted: 'which makes accidental matches impossible'; the page states the rule, not what it rules out ('accident' and 'impossible' do not occur in it)"),
            added=("When interception rules are defined for undici's MockPool, all the rules must pass for a request to be intercepted, and the rules of the intercepts are checked in the order in which the intercepts were defined.",
                   "added detail (intercepts checked in the order they were defined) not in the page; 'order' occurs only in the path matcher's 'in alphabetical order', about query parameters; not checked in the world"),
        ),
        dict(
            section="Parameter: `MockPoolInterceptOptions`",
            start="When a `RegExp` or callback is used, it will match",
            end="in alphabetical order.",
            reworded=("In undici's MockPool, when a RegExp or callback is used as the path matcher, it will match against the request path including all query parameters in alphabetical order.",
                      "the setting 'In undici's MockPool' added; 'as the path matcher' from the list item the sentence stands in ('path ... - a matcher for the HTTP request path'); backticks dropped"),
            paraphrase=("A path matcher given to MockPool.intercept as a RegExp or callback sees the request path together with every query parameter, sorted alphabetically.",
                        "freer rewording; the matcher named from the list item and the ### heading's options; 'will match against the request path including all query parameters in alphabetical order' -> 'sees the request path together with every query parameter, sorted alphabetically'"),
            contradiction=("In undici's MockPool, when a RegExp or callback is used as the path matcher, it will match against the request path without its query parameters.",
                           "[negation] 'including all query parameters' -> 'without its query parameters'"),
            overclaim=("In undici's MockPool, a RegExp or callback path matcher is the most reliable way to match requests, since it always sees every query parameter in alphabetical order.",
                       "a ranking added: 'the most reliable way to match requests'; the page compares the RegExp/callback path matcher with the string matcher plus the query setting but ranks neither ('reliable' does not occur in it)"),
            added=("In undici's MockPool, when a RegExp or callback is used as the path matcher, it will match against the request path including all query parameters in alphabetical order, with their values URL-encoded.",
                   "added detail (the query values are URL-encoded) not in the page; 'encode', 'encoded' and 'URL-encoded' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Return: `MockInterceptor`",
            start="The reply data of an intercepted request may either be",
            end="sent as-is.",
            reworded=("In undici's MockPool, the reply data of an intercepted request may be a string, a buffer, or a JavaScript object, and objects are converted to JSON while strings and buffers are sent as-is.",
                      "the setting 'In undici's MockPool' added; 'may either be a string, buffer, or JavaScript object' -> 'may be a string, a buffer, or a JavaScript object'; the two sentences joined with 'and'"),
            paraphrase=("A MockPool reply can carry a string, a buffer or a JavaScript object as its data, and only objects get turned into JSON, while strings and buffers go out unchanged.",
                        "freer rewording; 'The reply data of an intercepted request may either be' -> 'A MockPool reply can carry ... as its data'; 'Objects are converted to JSON' -> 'only objects get turned into JSON' ('only' follows from the second half: strings and buffers are sent as-is); 'sent as-is' -> 'go out unchanged'"),
            contradiction=("In undici's MockPool, the reply data of an intercepted request may be a string, a buffer, or a JavaScript object, and strings and buffers are converted to JSON while objects are sent as-is.",
                           "[roles] objects and strings/buffers swapped: the page says objects are converted to JSON and strings and buffers are sent as-is"),
            overclaim=("In every one of undici's mock classes, the reply data of an intercepted request may be a string, a buffer, or a JavaScript object, with objects converted to JSON and strings and buffers sent as-is.",
                       "scope widened in place: the page describes MockPool's interceptor only; it says nothing of every mock class of undici ('every' does not occur in it; the intercept section's 'a MockPool or MockPool' names no other class)"),
            added=("In undici's MockPool, the reply data of an intercepted request may be a string, a buffer, or a JavaScript object, and objects are converted to JSON while strings and buffers are sent as-is, the same way nock handles reply bodies.",
                   "added comparison (nock handles reply bodies the same way) not in the page; 'nock' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# undici/docs/docs/api/SnapshotAgent.md: "# SnapshotAgent" (the title) with a
# two-sentence intro, then ## Use Cases (four items of 7-10 words),
# ## Constructor (### Parameters: option items of 5-10 words; ### Modes
# with #### Record, Playback and Update Mode, one line each),
# ## Instance Methods, ## Advanced Configuration, ## Managing Snapshots,
# ## Working with Different Request Types, ## Test Integration and
# ## Snapshot File Format (short lead-ins and code), ## Security
# Considerations, ## Error Handling (code only), ## Best Practices,
# ## Comparison with Other Tools and ## See Also (link items).  Nothing in it
# occurs in another file.  Its prose is short; the sentences of 12+ words
# are the two intro sentences, the Update Mode line, a few lead-ins ending
# in a colon and two check-list items.  Sentences from four top-level
# sections: the intro under the title, Constructor (Update Mode), Security
# Considerations and Comparison with Other Tools.  Two cuts (s3, s4) end in
# a colon that leads in to a code block or a list, as review-claims-38's
# part D used lead-ins.
DOCS.append(dict(
    path="undici/docs/docs/api/SnapshotAgent.md",
    kind="docs", num="undici", title="SnapshotAgent",
    sentences=[
        dict(
            section="SnapshotAgent",
            start="It extends `MockAgent` to enable",
            end="define mock responses.",
            reworded=("Undici's SnapshotAgent extends MockAgent to enable automatic snapshot testing, eliminating the need to manually define mock responses.",
                      "'It' -> 'Undici's SnapshotAgent' (the title, and the sentence before: 'The SnapshotAgent provides a powerful way ...'); backticks dropped"),
            paraphrase=("Built on top of MockAgent, SnapshotAgent makes snapshot testing automatic, so mock responses no longer have to be written by hand.",
                        "freer rewording; 'extends MockAgent' -> 'Built on top of MockAgent'; 'to enable automatic snapshot testing' -> 'makes snapshot testing automatic'; 'eliminating the need to manually define mock responses' -> 'so mock responses no longer have to be written by hand'"),
            contradiction=("Undici's SnapshotAgent extends RetryAgent to enable automatic snapshot testing, eliminating the need to manually define mock responses.",
                           "[entity] MockAgent -> RetryAgent, another undici class, which the page names only among the undici-specific features SnapshotAgent supports (vs nock)"),
            overclaim=("Undici's SnapshotAgent is the best way to test undici code, since it extends MockAgent to enable automatic snapshot testing without manually defined mock responses.",
                       "a ranking added: 'the best way to test undici code'; the page ranks no way of testing ('best' occurs only in the heading Best Practices and in See Also's 'Testing Best Practices' link), and its See Also keeps MockAgent for 'Manual mocking for more control'"),
            added=("Undici's SnapshotAgent extends MockAgent to enable automatic snapshot testing, eliminating the need to manually define mock responses, an approach borrowed from Ruby's VCR library.",
                   "added origin (Ruby's VCR library) not in the page, which compares SnapshotAgent only with a manual MockAgent setup and with nock; 'VCR', 'Ruby' and 'borrow' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Update Mode (`'update'`)",
            start="Uses existing snapshots when available",
            end="new ones for missing requests.",
            reworded=("In update mode, undici's SnapshotAgent uses existing snapshots when available, but records new ones for missing requests.",
                      "the subjectless 'Uses' given the subject 'undici's SnapshotAgent' and the setting 'In update mode' from the #### heading Update Mode ('update'); otherwise as written"),
            paraphrase=("SnapshotAgent's 'update' mode replays a snapshot wherever one already exists and records fresh ones for requests that have none yet.",
                        "freer rewording; the mode named from the #### heading; 'Uses existing snapshots when available' -> 'replays a snapshot wherever one already exists'; 'records new ones for missing requests' -> 'records fresh ones for requests that have none yet'"),
            contradiction=("In update mode, undici's SnapshotAgent uses existing snapshots when available and does not record new ones for missing requests.",
                           "[negation] 'but records new ones for missing requests' -> 'and does not record new ones for missing requests'"),
            overclaim=("Update mode is the mode of undici's SnapshotAgent that every test suite should use, since it uses existing snapshots when available and records new ones for missing requests.",
                       "a description made a recommendation for every case: the page describes the mode but recommends no mode ('should' and 'every' do not occur in the modes' text; its Environment-Based Mode Selection example defaults to playback)"),
            added=("In update mode, undici's SnapshotAgent uses existing snapshots when available, but records new ones for missing requests and prints a warning for each new recording.",
                   "added behaviour (a warning printed for each new recording) not in the page; 'warn', 'warning' and 'print' do not occur in it (console.log occurs only in code examples about other things); not checked in the world"),
        ),
        dict(
            section="Sensitive Data in Snapshots",
            start="By default, SnapshotAgent records all headers",
            end="exclude sensitive information:",
            reworded=("By default, undici's SnapshotAgent records all headers and request and response data, and for production use sensitive information should always be excluded.",
                      "'SnapshotAgent' -> 'undici's SnapshotAgent'; 'request/response data' written out; the imperative 'always exclude sensitive information' made passive ('should always be excluded'); the two sentences joined with 'and'; the closing colon (a lead-in to the code) dropped"),
            paraphrase=("Out of the box, SnapshotAgent stores every header along with the request and response data, and in production sensitive information should always be kept out of its snapshots.",
                        "freer rewording; 'By default' -> 'Out of the box'; 'records all headers' -> 'stores every header'; 'For production use, always exclude sensitive information' -> 'in production sensitive information should always be kept out of its snapshots' (the condition kept)"),
            contradiction=("By default, undici's SnapshotAgent records only a few headers along with request and response data, and for production use sensitive information should always be excluded.",
                           "[number] 'records all headers' -> 'records only a few headers'"),
            overclaim=("By default, undici's SnapshotAgent records all headers and request and response data, so sensitive information must always be excluded in every environment, not only in production.",
                       "a condition dropped and the scope widened: 'For production use, always exclude' -> 'must always be excluded in every environment, not only in production'; the page makes the demand for production use (its check-list speaks of 'environment-specific snapshots' and of the excludeHeaders option 'for production snapshots')"),
            added=("By default, undici's SnapshotAgent records all headers and request and response data so that replays are faithful, and for production use sensitive information should always be excluded.",
                   "added purpose (so that replays are faithful) not in the page, which gives no reason for the default; 'faithful' does not occur in it; not checked in the world"),
        ),
        dict(
            section="vs nock",
            start="SnapshotAgent provides similar functionality to nock",
            end="specifically designed for undici:",
            reworded=("Undici's SnapshotAgent provides similar functionality to nock but is specifically designed for undici.",
                      "'SnapshotAgent' -> 'Undici's SnapshotAgent'; the closing colon (a lead-in to the list) replaced by a full stop"),
            paraphrase=("SnapshotAgent does much the same job as nock, except that it is built specifically for undici.",
                        "freer rewording; 'provides similar functionality to' -> 'does much the same job as' ('similar' kept as 'much the same'); 'but is specifically designed for undici' -> 'except that it is built specifically for undici'"),
            contradiction=("Undici's SnapshotAgent provides similar functionality to nock but is not specifically designed for undici.",
                           "[negation] 'is specifically designed for undici' -> 'is not specifically designed for undici'"),
            overclaim=("Undici's SnapshotAgent offers exactly the same functionality as nock, only designed specifically for undici.",
                       "similar -> identical: 'provides similar functionality to nock' -> 'offers exactly the same functionality as nock'; 'exactly' and 'same functionality' do not occur in the page"),
            added=("Undici's SnapshotAgent provides similar functionality to nock but is specifically designed for undici, whereas nock works by patching Node's http module.",
                   "added comparison (nock patches Node's http module) not in the page; 'http module' does not occur in it, and 'patch' only inside 'Dispatcher' (setGlobalDispatcher); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# The first spare, undici/docs/docs/api/GlobalInstallation.md, in place of
# the assigned H2CClient.md (see notes-a.md).  "# Global Installation" (the
# title) with a one-sentence intro (20 words; undici/README.md has the same
# sentence up to "available globally:", without "without requiring
# imports"), then ## `install()` (an 8-word line and code), ## Installed
# Classes (a 9-word lead-in, shared with README.md, and a table),
# ## Using `FormData` with `fetch` (four short paragraphs around code; its
# "Avoid mixing ..." sentence is word for word in README.md), ## Use Cases
# (a lead-in and items of 8-11 words), two ## Example sections (code only)
# and ## Notes (items of 8-10 words).  The page's own prose of 12+ words sits
# in the intro and under ## Using `FormData` with `fetch`, so the draft
# draws on two top-level sections and two distinct nearest headings.
DOCS.append(dict(
    path="undici/docs/docs/api/GlobalInstallation.md",
    kind="docs", num="undici", title="Global Installation",
    sentences=[
        dict(
            section="Global Installation",
            start="Undici provides an `install()` function",
            end="without requiring imports.",
            reworded=("Undici's install() function adds all WHATWG fetch classes to globalThis, which makes them available globally without requiring imports.",
                      "'Undici provides an install() function to add' -> 'Undici's install() function adds'; 'making them' -> 'which makes them'; backticks dropped"),
            paraphrase=("Calling undici's install() puts every WHATWG fetch class on globalThis, so code can use those classes anywhere without importing them.",
                        "freer rewording; 'provides an install() function to add all WHATWG fetch classes to globalThis' -> 'Calling ... install() puts every WHATWG fetch class on globalThis'; 'making them available globally without requiring imports' -> 'so code can use those classes anywhere without importing them'"),
            contradiction=("Undici's install() function adds all WHATWG fetch classes to globalThis, but they still have to be imported before they can be used.",
                           "[negation] 'making them available globally without requiring imports' -> 'but they still have to be imported'"),
            overclaim=("Undici has provided an install() function that adds all WHATWG fetch classes to globalThis ever since its first release.",
                       "scope widened in time: the page describes the function as it is now and says nothing of when it was added ('ever', 'since' and 'first release' do not occur in it; 'versions' only in 'Node.js versions' and 'undici versions')"),
            added=("Undici's install() function adds all WHATWG fetch classes to globalThis, making them available globally without requiring imports, and calling it a second time has no further effect.",
                   "added detail (a second call has no further effect) not in the page; 'second', 'again' and 'twice' do not occur in it, and its Notes say only that install() overwrites existing global implementations; not checked in the world"),
        ),
        dict(
            section="Using `FormData` with `fetch`",
            start="If you send a `FormData` body, use matching implementations",
            end="`FormData`.",
            reworded=("When sending a FormData body with undici, matching implementations should be used for fetch and FormData.",
                      "'If you send' -> 'When sending ... with undici' (the page's package); the imperative 'use matching implementations' made passive ('should be used'); backticks and the line break dropped"),
            paraphrase=("For a FormData request body, undici's guidance is to take fetch and FormData from the same implementation.",
                        "freer rewording; 'If you send a FormData body' -> 'For a FormData request body'; 'use matching implementations for fetch and FormData' -> 'take fetch and FormData from the same implementation'"),
            contradiction=("When sending a FormData body with undici, fetch and FormData should come from different implementations.",
                           "[direction] 'use matching implementations' -> 'should come from different implementations' (the opposite)"),
            overclaim=("Undici requires matching implementations of fetch and FormData for every request, whether or not it has a FormData body.",
                       "a condition dropped and advice made a rule: 'If you send a FormData body, use matching implementations' -> 'requires ... for every request, whether or not it has a FormData body' ('every request' does not occur in the page, and 'require' only in the intro's 'without requiring imports')"),
            added=("When sending a FormData body with undici, matching implementations should be used for fetch and FormData, and the same goes for the Blob objects appended to the form.",
                   "added list item (Blob objects appended to the form) not in the page; 'Blob' and 'append' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Using `FormData` with `fetch`",
            start="After `install()`, `fetch`, `Headers`",
            end="work as a matching set.",
            reworded=("After undici's install() is called, fetch, Headers, Response, Request, and FormData all come from the installed undici package, so they work as a matching set.",
                      "'After install()' -> 'After undici's install() is called'; backticks and the line break dropped; otherwise as written"),
            paraphrase=("Once install() has run, the globals fetch, Headers, Response, Request and FormData are all undici's own, which lets them work together as a set.",
                        "freer rewording; 'After install()' -> 'Once install() has run'; 'all come from the installed undici package' -> 'are all undici's own'; 'so they work as a matching set' -> 'which lets them work together as a set'; the five names kept"),
            contradiction=("After undici's install() is called, fetch, Headers, Response, Request, and FormData all come from the built-in Node.js implementation, so they work as a matching set.",
                           "[entity] 'the installed undici package' -> 'the built-in Node.js implementation'; the page says install() puts undici's implementations in place (its Notes: 'Classes installed are undici's implementations, not Node.js built-ins')"),
            overclaim=("After undici's install() is called, fetch, Headers, Response, Request, and FormData all come from the installed undici package, which removes every possible source of multipart problems.",
                       "a degree raised: 'so they work as a matching set' -> 'which removes every possible source of multipart problems'; the page says the pairing avoids surprising multipart behaviour, not that it removes every source of problems ('every' and 'problem' do not occur in it)"),
            added=("After undici's install() is called, fetch, Headers, Response, Request, and FormData all come from the installed undici package, so they work as a matching set, because undici's fetch reads a FormData body through internal state that only undici's own FormData carries.",
                   "added cause (undici's fetch reads a FormData body through internal state that only its own FormData carries) not in the page, which says that the classes match but not why; 'internal' and 'state' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Using `FormData` with `fetch`",
            start="Keeping them paired avoids surprising",
            end="undici versions.",
            reworded=("According to undici's docs, keeping fetch and FormData paired avoids surprising multipart behavior across Node.js and undici versions.",
                      "'them' -> 'fetch and FormData' (the sentence before: 'Avoid mixing a global FormData with undici.fetch(), or undici.FormData with the built-in global fetch()'); the frame 'According to undici's docs' added; the line break dropped"),
            paraphrase=("Using fetch and FormData as a pair from one source spares undici users unexpected multipart behaviour as they move between Node.js and undici versions.",
                        "freer rewording; 'Keeping them paired' -> 'Using fetch and FormData as a pair from one source'; 'avoids surprising multipart behavior' -> 'spares ... unexpected multipart behaviour'; 'across Node.js and undici versions' -> 'as they move between Node.js and undici versions'"),
            contradiction=("According to undici's docs, keeping fetch and FormData paired causes surprising multipart behavior across Node.js and undici versions.",
                           "[direction] 'avoids surprising multipart behavior' -> 'causes surprising multipart behavior' (the opposite)"),
            overclaim=("According to undici's docs, keeping fetch and FormData paired guarantees identical multipart output across all Node.js and undici versions.",
                       "a degree raised: 'avoids surprising multipart behavior' -> 'guarantees identical multipart output'; 'across Node.js and undici versions' -> 'across all Node.js and undici versions'; 'identical' and 'output' do not occur in the page, and 'guarantee' only in a code comment of the polyfill example ('Now fetch is guaranteed to be available')"),
            added=("According to undici's docs, keeping fetch and FormData paired avoids surprising multipart behavior across Node.js and undici versions, such as a missing boundary in the content-type header.",
                   "added example (a missing boundary in the content-type header) not in the page; 'boundary' does not occur in it, and 'content-type' only in the code's Headers example; not checked in the world"),
        ),
    ]))
