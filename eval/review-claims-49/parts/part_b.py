# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-49, part B (drafts 6-10).

Same format as review-claims-48's parts, with one change: the documents are
documentation pages, not READMEs.  One entry per document, in draft order.
Each sentence gives the section it comes from, a start anchor (unique in the
raw file) and an end anchor (first match after the start anchor, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

`path` is relative to /work/main/node_modules (a build script computes that
folder as Path(__file__).resolve().parents[N] / "node_modules").  `kind` is
"docs"; `num` is the page's top folder under node_modules (the package,
equal to the "name" field of that folder's package.json: undici for all five
pages here); `title` is the page's first Markdown heading (any level) with
the '#' marks, links and code marks removed, otherwise as written.  The
draft heading built from it reads "## <num> docs: <title>", e.g.
"## undici docs: Class: Socks5ProxyAgent".  `section` is the text of the
nearest heading above the sentence (closing '#'s and badges dropped, other
markup such as backticks kept, as in review-claims-48); check_part_b.py also
derives the top-level section of each cut.

All five assigned pages have four or more page-specific prose sentences of
12-45 words, so neither spare (undici/docs/docs/api/MockCallHistoryLog.md,
then undici/docs/docs/api/Debug.md) was used (see notes-b.md).  DRAFTS gives
the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-06
# undici/docs/docs/api/DiagnosticsChannel.md (undici 7.30.2): "# Diagnostics
# Channel Support" (the title; its intro is "Stability: Experimental.", a
# two-line paragraph on diagnostics_channel and a 6-word lead-in), then one
# ## section per channel (`undici:request:create` ... `undici:request:
# pending-requests`), each a one- or two-sentence description and a code
# block; ### Handshake Response Object under `undici:websocket:open`;
# ### Event Properties and ### Example under `undici:request:pending-
# requests`.  The page has one level-1 heading, so its ## headings are top
# level.  Sentences from four top-level sections: the intro under the title,
# `undici:request:trailers`, `undici:client:beforeConnect` and
# `undici:request:pending-requests` (its ### Event Properties list).
DOCS.append(dict(
    path="undici/docs/docs/api/DiagnosticsChannel.md",
    kind="docs", num="undici", title="Diagnostics Channel Support",
    sentences=[
        dict(
            section="Diagnostics Channel Support",
            start="Undici supports the [`diagnostics_channel`]",
            end="retrieve internal information.",
            reworded=("Undici supports the diagnostics_channel, currently available only on Node.js v16+, which is the preferred way to instrument Undici and retrieve internal information.",
                      "the link and backticks read away; the parenthesis '(currently available only on Node.js v16+)' made an apposition; the two sentences joined with 'which' ('It' = the diagnostics_channel); otherwise as written"),
            paraphrase=("The recommended way to instrument Undici and get at its internal information is Node's diagnostics_channel, which Undici supports and which at present exists only on Node.js 16 and later.",
                        "freer rewording; the two sentences reordered; 'preferred' -> 'recommended'; 'retrieve internal information' -> 'get at its internal information'; 'currently available only on Node.js v16+' -> 'at present exists only on Node.js 16 and later' (the condition kept); 'Node's' from the link target (nodejs.org/api) and the Node.js version"),
            contradiction=("Undici supports the diagnostics_channel, currently available only on Node.js v18+, which is the preferred way to instrument Undici and retrieve internal information.",
                           "[number] 'Node.js v16+' -> 'Node.js v18+' ('18' and 'v18' do not occur in the page)"),
            overclaim=("Undici supports the diagnostics_channel, currently available only on Node.js v16+, which gives full access to all of Undici's internal information.",
                       "a degree raised: 'the preferred way to ... retrieve internal information' -> 'gives full access to all of Undici's internal information'; the page says the channel is the preferred way to retrieve internal information, not that everything internal is exposed ('full access' and 'all of' do not occur in it)"),
            added=("Undici supports the diagnostics_channel, currently available only on Node.js v16+, which is the preferred way to instrument Undici and retrieve internal information, and Undici publishes a message only when its channel has at least one subscriber.",
                   "added condition (a message published only when the channel has a subscriber) not in the page; 'subscriber', 'at least one' and 'only when' do not occur in it (only the code's .subscribe( calls); may be true in the world, not checked"),
        ),
        dict(
            section="`undici:request:trailers`",
            start="This message is published after the response body and trailers",
            end="empty `trailers` array.",
            reworded=("Undici's undici:request:trailers message is published after the response body and trailers have been received, that is, once the response has been completed, and after an upgraded socket is passed to the request handler, it is published with an empty trailers array.",
                      "'This message' -> 'Undici's undici:request:trailers message' (the ## heading); 'i.e.' -> 'that is'; the two sentences joined with 'and'; backticks and the line break dropped"),
            paraphrase=("Undici fires undici:request:trailers once a response is complete, with both its body and its trailers received; when an upgraded socket has been handed to the request handler, the message comes with an empty trailers array.",
                        "freer rewording; the channel named from the ## heading; 'is published after the response body and trailers have been received, i.e. the response has been completed' -> 'fires ... once a response is complete, with both its body and its trailers received'; 'passed to' -> 'handed to'; 'is published with an empty trailers array' -> 'comes with an empty trailers array'"),
            contradiction=("Undici's undici:request:trailers message is published after the response body and trailers have been received, that is, once the response has been completed, but it is not published after an upgraded socket is passed to the request handler.",
                           "[negation] 'After an upgraded socket is passed to the request handler, this message is published with an empty trailers array' -> 'it is not published after an upgraded socket is passed to the request handler'"),
            overclaim=("Undici's undici:request:trailers message, published once the response has been completed, carries an empty trailers array only in the case where an upgraded socket has been passed to the request handler.",
                       "exclusivity added: the page names the upgraded-socket case as one in which the array is empty; it never says that this is the only case (a response without trailers is not discussed; 'only in the case' does not occur in it)"),
            added=("Undici's undici:request:trailers message is published after the response body and trailers have been received, that is, once the response has been completed, and it is published before the response body stream emits its end event.",
                   "added ordering (published before the body stream's end event) not in the page; 'end event', 'emits' and 'stream' do not occur in it ('end' only inside words such as 'sent' and 'pending'); not checked in the world"),
        ),
        dict(
            section="`undici:client:beforeConnect`",
            start="This message is published before creating a new connection",
            end="related to any specific request.",
            reworded=("Undici's undici:client:beforeConnect message is published before creating a new connection for any request, and it cannot be assumed that this event is related to any specific request.",
                      "'This message' -> 'Undici's undici:client:beforeConnect message' (the ## heading); the emphasis on 'any' dropped; 'You can not assume that' -> 'it cannot be assumed that' (the reader's 'You' made impersonal); the two sentences joined"),
            paraphrase=("Undici fires undici:client:beforeConnect ahead of opening a new connection, whatever the request, and a subscriber should not take the event to belong to one particular request.",
                        "freer rewording; the channel named from the ## heading; 'before creating a new connection for any request' -> 'ahead of opening a new connection, whatever the request'; 'You can not assume that this event is related to any specific request' -> 'a subscriber should not take the event to belong to one particular request'"),
            contradiction=("Undici's undici:client:beforeConnect message is published after creating a new connection for any request, and it cannot be assumed that this event is related to any specific request.",
                           "[direction] 'before creating a new connection' -> 'after creating a new connection' (the opposite order; the page has a separate undici:client:connected message for after a connection is established)"),
            overclaim=("Undici's undici:client:beforeConnect message, published before creating a new connection for any request, is never related to a specific request.",
                       "certainty added: 'You can not assume that this event is related to any specific request' (a warning about what a subscriber may assume) -> 'is never related to a specific request'; 'never' does not occur in the page"),
            added=("Undici's undici:client:beforeConnect message is published before creating a new connection for any request, cannot be assumed to relate to a specific request, and was added so that tracing tools can time connection set-up.",
                   "added origin and purpose (added so that tracing tools can time connection set-up) not in the page; 'tracing', 'time', 'set-up' and 'setup' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Event Properties",
            start="`type` (`string`): Either",
            end="(successfully or with an error).",
            reworded=("In Undici's undici:request:pending-requests events, type is a string, either added when a new pending request is registered, or removed when a pending request completes, successfully or with an error.",
                      "the list item given the setting 'In Undici's undici:request:pending-requests events' (the ## heading above ### Event Properties); the label '`type` (`string`):' -> 'type is a string'; backticks and quotes dropped; the parenthesis made an apposition"),
            paraphrase=("The type string of a pending-requests event from Undici's deduplicate interceptor says added for a newly registered pending request and removed once a pending request has finished, whether it succeeded or failed.",
                        "freer rewording; 'deduplicate interceptor' from the ## section's first sentence ('when the deduplicate interceptor's pending request map changes'); 'when a new pending request is registered' -> 'for a newly registered pending request'; 'completes (successfully or with an error)' -> 'has finished, whether it succeeded or failed'"),
            contradiction=("In Undici's undici:request:pending-requests events, type is a string, either removed when a new pending request is registered, or added when a pending request completes, successfully or with an error.",
                           "[roles] the two values swapped: the page gives 'added' for a newly registered pending request and 'removed' for a completed one"),
            overclaim=("In Undici's undici:request:pending-requests events, the type string alone, added or removed, is enough to monitor request deduplication.",
                       "sufficiency added: the page describes type and lists size and key beside it (its example logs all three); it never says that type alone is enough for monitoring ('alone' and 'enough' do not occur in it)"),
            added=("In Undici's undici:request:pending-requests events, type is either added when a new pending request is registered or removed when a pending request completes, successfully or with an error, and a removed event follows only after every waiting handler has received the response.",
                   "added ordering (removed only after every waiting handler has the response) not in the page; the section says that 'all waiting handlers receive the same response' but not when the removed event comes relative to that ('follows' does not occur in it); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# undici/docs/docs/api/api-lifecycle.md: "# Client Lifecycle" (the title;
# an intro paragraph and a blockquoted caveat), ## State Transition Overview
# (a nested list of transitions, a lead-in and a mermaid code block) and
# ## State details (### idle, ### pending, ### processing with #### running,
# #### busy and #### closing, ### destroyed).  The page has one level-1
# heading and only two ## headings, so it has three top-level sections:
# the intro under the title, State Transition Overview and State details;
# the draft draws on all three (four distinct nearest headings: Client
# Lifecycle, State Transition Overview, idle and busy).
DOCS.append(dict(
    path="undici/docs/docs/api/api-lifecycle.md",
    kind="docs", num="undici", title="Client Lifecycle",
    sentences=[
        dict(
            section="Client Lifecycle",
            start="This diagram is not a perfect representation",
            end="from what is described below.",
            reworded=("The undici Client lifecycle diagram is not a perfect representation of the undici Client: since the Client class is not actually implemented as a state machine, actual execution may deviate slightly from what is described.",
                      "'This diagram' -> 'The undici Client lifecycle diagram' (the page title, Client Lifecycle, and the diagram below); 'state-machine' -> 'state machine'; 'below' dropped; the two sentences joined with a colon (the blockquote marker '> ' stands before the cut)"),
            paraphrase=("Because undici's Client class is not really built as a state machine, the lifecycle diagram only approximates the Client, and what actually happens may differ a little from the description.",
                        "freer rewording; 'is not a perfect representation' -> 'only approximates'; 'is not actually implemented as a state-machine' -> 'is not really built as a state machine'; 'may deviate slightly' -> 'may differ a little' (the hedge and the degree kept)"),
            contradiction=("The undici Client lifecycle diagram is not a perfect representation of the undici Client: since the Client class is not actually implemented as a state machine, actual execution may deviate greatly from what is described.",
                           "[direction] 'may deviate slightly' -> 'may deviate greatly' (the antonym of the degree; 'greatly' does not occur in the page)"),
            overclaim=("Because the undici Client class is not actually implemented as a state machine, its actual execution always deviates from what the lifecycle diagram describes.",
                       "hedge removed: 'may deviate slightly' -> 'always deviates'; the page says execution may deviate, not that it always does ('always' does not occur in it)"),
            added=("The undici Client lifecycle diagram is not a perfect representation of the undici Client, since the Client class is not actually implemented as a state machine, and it was drawn for an older major version of undici.",
                   "added history (drawn for an older major version) not in the page; 'older', 'major', 'version' and 'drawn' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="State Transition Overview",
            start="If the *close* event is fired while",
            end="before firing the *done* event.",
            reworded=("If the close event is fired while the undici Client still has queued requests, the Client transitions to the process.closing state, where it will complete all existing requests before firing the done event.",
                      "'the Client' given 'undici' once; emphasis and backticks dropped; the page's state name 'process.closing' kept as written; a comma added before 'where'"),
            paraphrase=("An undici Client that gets the close event with requests still queued moves into the process.closing state, finishes all of the existing requests there and only then fires the done event.",
                        "freer rewording; 'If the close event is fired while the Client still has queued requests' -> 'that gets the close event with requests still queued'; 'will complete all existing requests before firing the done event' -> 'finishes all of the existing requests there and only then fires the done event' (the order kept)"),
            contradiction=("If the close event is fired while the undici Client still has queued requests, the Client transitions to the process.closing state, where it will fire the done event before completing all existing requests.",
                           "[roles] the order of the two steps swapped: the page has the Client complete all existing requests before firing the done event"),
            overclaim=("If the close event is fired while the undici Client still has queued requests, the Client transitions to the process.closing state, where every existing request is guaranteed to succeed before the done event is fired.",
                       "a degree raised: 'will complete all existing requests' -> 'every existing request is guaranteed to succeed'; completing a request is not the same as its succeeding, and the page gives no such guarantee ('guaranteed', 'succeed' and 'every' do not occur in it)"),
            added=("If the close event is fired while the undici Client still has queued requests, the Client transitions to the process.closing state, where it completes all existing requests before firing the done event, which resolves the promise returned by Client.close().",
                   "added consequence (the done event resolves the promise of Client.close()) not in the page; 'promise' and 'resolve' do not occur in it (Client.close() occurs, as a call that starts closing); may be true in the world, not checked"),
        ),
        dict(
            section="idle",
            start="While an `origin` is required",
            end="#clientdispatchoptions-handlers).",
            reworded=("While an origin is required for instantiating an undici Client instance, the underlying socket connection will not be established until a request is queued using Client.dispatch().",
                      "'a Client instance' -> 'an undici Client instance'; backticks and the link read away; otherwise as written"),
            paraphrase=("Creating an undici Client takes an origin, but the Client opens no socket connection until a request has been queued through Client.dispatch().",
                        "freer rewording; 'an origin is required for instantiating' -> 'Creating ... takes an origin'; 'the underlying socket connection will not be established until' -> 'the Client opens no socket connection until'; 'queued using' -> 'queued through'"),
            contradiction=("While an origin is required for instantiating an undici Client instance, the underlying socket connection will not be established until at least two requests are queued using Client.dispatch().",
                           "[number] 'until a request is queued' -> 'until at least two requests are queued'"),
            overclaim=("In every undici release, a Client instance has waited until a request was queued using Client.dispatch() before establishing its underlying socket connection.",
                       "scope widened in time: the page describes the current Client and says nothing of earlier releases ('every', 'release' and 'version' do not occur in it)"),
            added=("While an origin, which must include the protocol and the host, is required for instantiating an undici Client instance, the underlying socket connection will not be established until a request is queued using Client.dispatch().",
                   "added requirement (the origin must include the protocol and the host) not in the page; 'protocol' and 'host' do not occur in it; may be stated on the Client page, which is not this document; not checked"),
        ),
        dict(
            section="busy",
            start="This sub-state is only entered when a request body",
            end="(/docs/docs/api/Client.md#running).",
            reworded=("The processing.busy sub-state of an undici Client is only entered when a request body is an instance of Stream and requires draining, and the Client cannot process additional requests while in it and must wait until the currently processing request body is completely drained before transitioning back to processing.running.",
                      "'This sub-state' -> 'The processing.busy sub-state of an undici Client' (the #### heading busy; the page names the state processing.busy); 'in this state' -> 'in it'; the links, emphasis and backticks read away; the two sentences joined"),
            paraphrase=("Only a Stream request body that needs draining puts an undici Client into processing.busy, where no further requests are processed until that body has fully drained and the Client can go back to processing.running.",
                        "freer rewording; 'This sub-state is only entered when a request body is an instance of Stream and requires draining' -> 'Only a Stream request body that needs draining puts ... into processing.busy' (both conditions kept); 'cannot process additional requests ... must wait until ... completely drained' -> 'no further requests are processed until that body has fully drained'"),
            contradiction=("The processing.busy sub-state of an undici Client is only entered when a request body is an instance of Buffer and requires draining, and the Client cannot process additional requests while in it.",
                           "[entity] 'an instance of Stream' -> 'an instance of Buffer' ('Buffer' does not occur in the page); the last clause (waiting to drain, then back to processing.running) dropped from the claim"),
            overclaim=("Whenever a request body is an instance of Stream, the undici Client enters the processing.busy sub-state and cannot process additional requests until that body is completely drained.",
                       "a condition dropped: the page says the sub-state is entered when the body is a Stream 'and requires draining'; the claim drops the second condition ('whenever' does not occur in the page)"),
            added=("The processing.busy sub-state of an undici Client is only entered when a request body is an instance of Stream and requires draining, and it usually lasts only a few milliseconds, during which the Client cannot process additional requests.",
                   "added estimate (usually only a few milliseconds) not in the page, which gives no duration; 'usually', 'few' and 'millisecond' do not occur in it; invented, not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# undici/docs/docs/api/Socks5ProxyAgent.md: "# Class: Socks5ProxyAgent" (the
# title; "Extends: `undici.Dispatcher`" and a two-sentence description),
# ## `new Socks5ProxyAgent(proxyUrl[, options])` (Arguments, ### Parameter:
# `Socks5ProxyAgent.Options`, #### examples, ### close(), destroy(),
# dispatch() and request()), ## Debugging, ## SOCKS5 Protocol Support (###
# lists of labels), ## Performance Considerations, ## Security Notes and
# ## Compatibility (lists of labelled items).  One level-1 heading, so the
# ## headings are top level.  Sentences from four top-level sections: the
# intro under the title, the constructor section (its ### Parameter list),
# Debugging and Security Notes.
DOCS.append(dict(
    path="undici/docs/docs/api/Socks5ProxyAgent.md",
    kind="docs", num="undici", title="Class: Socks5ProxyAgent",
    sentences=[
        dict(
            section="Class: Socks5ProxyAgent",
            start="A SOCKS5 proxy wrapper class",
            end="authentication support.",
            reworded=("Socks5ProxyAgent is a SOCKS5 proxy wrapper class that implements the Dispatcher API and enables HTTP requests to be routed through a SOCKS5 proxy server, providing connection tunneling and authentication support.",
                      "the fragment 'A SOCKS5 proxy wrapper class that ...' given the subject 'Socks5ProxyAgent is' (the title, Class: Socks5ProxyAgent); 'It enables' joined to it as 'and enables'; otherwise as written"),
            paraphrase=("Undici's Socks5ProxyAgent wraps a SOCKS5 proxy behind the Dispatcher API, letting HTTP requests travel through a SOCKS5 proxy server with tunnelled connections and support for authentication.",
                        "freer rewording; 'Undici's' from 'Extends: undici.Dispatcher'; 'A SOCKS5 proxy wrapper class that implements the Dispatcher API' -> 'wraps a SOCKS5 proxy behind the Dispatcher API'; 'enables HTTP requests to be routed through' -> 'letting HTTP requests travel through'; 'providing connection tunneling and authentication support' -> 'with tunnelled connections and support for authentication'"),
            contradiction=("Socks5ProxyAgent is a SOCKS5 proxy wrapper class that implements the Dispatcher API and routes HTTP requests through a SOCKS5 proxy server, providing connection tunneling but no authentication support.",
                           "[negation] 'providing connection tunneling and authentication support' -> 'providing connection tunneling but no authentication support'"),
            overclaim=("Socks5ProxyAgent is a SOCKS5 proxy wrapper class that implements the Dispatcher API and routes HTTP requests through any SOCKS5 proxy server, supporting every SOCKS5 authentication method.",
                       "scope widened in place: 'authentication support' -> 'supporting every SOCKS5 authentication method', 'a SOCKS5 proxy server' -> 'any SOCKS5 proxy server'; the page lists two authentication methods it supports (No Authentication and Username/Password) and never says it supports all of them ('every' does not occur in it)"),
            added=("Socks5ProxyAgent is a SOCKS5 proxy wrapper class that implements the Dispatcher API and enables HTTP requests to be routed through a SOCKS5 proxy server, providing connection tunneling and authentication support, and it can route WebSocket connections through the proxy as well.",
                   "added capability (WebSocket connections routed through the proxy) not in the page, which speaks of HTTP and HTTPS requests and fetch only; 'WebSocket' does not occur in it; not checked in the world"),
        ),
        dict(
            section="Parameter: `Socks5ProxyAgent.Options`",
            start="TLS options applied to the HTTPS connection",
            end="through the SOCKS5 tunnel.",
            reworded=("The requestTls option of Socks5ProxyAgent holds TLS options applied to the HTTPS connection to the target server through the SOCKS5 tunnel.",
                      "the option description given the subject 'The requestTls option of Socks5ProxyAgent' (the item's label, **requestTls**, before the cut, and the ### heading Socks5ProxyAgent.Options); otherwise as written"),
            paraphrase=("Through requestTls, Socks5ProxyAgent takes the TLS settings used for the HTTPS connection that runs via the SOCKS5 tunnel to the target server.",
                        "freer rewording; the option named from the item's label; 'TLS options applied to the HTTPS connection to the target server through the SOCKS5 tunnel' -> 'the TLS settings used for the HTTPS connection that runs via the SOCKS5 tunnel to the target server'"),
            contradiction=("The requestTls option of Socks5ProxyAgent holds TLS options applied to the connection to the SOCKS5 proxy server itself rather than to the target server.",
                           "[entity] 'the HTTPS connection to the target server through the SOCKS5 tunnel' -> 'the connection to the SOCKS5 proxy server itself rather than to the target server' (the page gives that connection its own option, proxyTls)"),
            overclaim=("The requestTls option of Socks5ProxyAgent gives complete control over every aspect of the HTTPS connection to the target server through the SOCKS5 tunnel.",
                       "a degree raised: 'TLS options applied to the HTTPS connection' -> 'complete control over every aspect of the HTTPS connection'; the option carries TLS options only ('control', 'aspect' and 'every' do not occur in the page; 'complete' only in 'after tests are complete' and 'All requests completed')"),
            added=("The requestTls option of Socks5ProxyAgent holds TLS options applied to the HTTPS connection to the target server through the SOCKS5 tunnel, and when it is omitted, the default certificate authorities of Node.js are used to verify that server.",
                   "added default (Node.js' default certificate authorities when the option is omitted) not in the page; 'default', 'certificate', 'authorit' and 'omitted' do not occur in it (only 'ca' among the option names the item lists); may be true in the world, not checked"),
        ),
        dict(
            section="Debugging",
            start="This will output detailed information",
            end="connection establishment.",
            reworded=("For Socks5ProxyAgent, running with NODE_DEBUG=undici:socks5 will output detailed information about the SOCKS5 handshake, authentication, and connection establishment.",
                      "'This' -> 'running with NODE_DEBUG=undici:socks5' (the sh code line above the cut, 'NODE_DEBUG=undici:socks5 node script.js'); the setting 'For Socks5ProxyAgent' added (the page's class); otherwise as written"),
            paraphrase=("Setting NODE_DEBUG to undici:socks5 makes undici print detailed output on the SOCKS5 handshake of Socks5ProxyAgent, on its authentication and on how its connections are established.",
                        "freer rewording; the referent from the code line above; 'will output detailed information about' -> 'makes undici print detailed output on'; the three topics kept ('connection establishment' -> 'how its connections are established')"),
            contradiction=("For Socks5ProxyAgent, running with NODE_DEBUG=undici:socks5 outputs detailed information about the SOCKS5 handshake and connection establishment, but none about authentication.",
                           "[negation] 'about the SOCKS5 handshake, authentication, and connection establishment' -> 'about the SOCKS5 handshake and connection establishment, but none about authentication'"),
            overclaim=("For Socks5ProxyAgent, running with NODE_DEBUG=undici:socks5 outputs a complete trace of every byte exchanged with the SOCKS5 proxy.",
                       "a degree raised: 'detailed information about the SOCKS5 handshake, authentication, and connection establishment' -> 'a complete trace of every byte exchanged'; 'trace', 'byte' and 'every' do not occur in the page ('complete' only in 'after tests are complete' and 'All requests completed')"),
            added=("For Socks5ProxyAgent, running with NODE_DEBUG=undici:socks5 will output detailed information about the SOCKS5 handshake, authentication, and connection establishment, and that output is written to stderr.",
                   "added detail (the output goes to stderr) not in the page; 'stderr' does not occur in it; may be true in the world (NODE_DEBUG output), not checked"),
        ),
        dict(
            section="Security Notes",
            start="Credentials are sent to the SOCKS5 proxy",
            end="unless using SOCKS5 over TLS",
            reworded=("With Socks5ProxyAgent, credentials are sent to the SOCKS5 proxy in plaintext unless SOCKS5 over TLS is used.",
                      "the setting 'With Socks5ProxyAgent' added (the page's class); 'unless using SOCKS5 over TLS' -> 'unless SOCKS5 over TLS is used'; a full stop added (the item has none); the label **Authentication**: stands before the cut"),
            paraphrase=("Unless the SOCKS5 connection itself runs over TLS, Socks5ProxyAgent passes the proxy credentials to the proxy unencrypted.",
                        "freer rewording; the condition moved to the front; 'unless using SOCKS5 over TLS' -> 'Unless the SOCKS5 connection itself runs over TLS'; 'in plaintext' -> 'unencrypted'"),
            contradiction=("With Socks5ProxyAgent, credentials are never sent to the SOCKS5 proxy in plaintext, even when SOCKS5 over TLS is not used.",
                           "[negation] 'are sent ... in plaintext unless using SOCKS5 over TLS' -> 'are never sent ... in plaintext, even when SOCKS5 over TLS is not used'"),
            overclaim=("With Socks5ProxyAgent, SOCKS5 over TLS is required whenever credentials are sent to the SOCKS5 proxy.",
                       "a security note made a rule: the page states that credentials go in plaintext without TLS; it does not require TLS ('required' occurs only in the proxyUrl item's '(required)'; the last security note says only 'Consider using authenticated proxies and secure networks')"),
            added=("With Socks5ProxyAgent, credentials are sent to the SOCKS5 proxy in plaintext unless SOCKS5 over TLS is used, because RFC 1929 username/password authentication has no encryption of its own.",
                   "added cause (RFC 1929 has no encryption of its own) not in the page; RFC 1929 is named in the page (Authentication Methods, Compatibility) but never as the reason for plaintext credentials, and 'encryption' occurs only in the security note on end-to-end encryption of HTTPS traffic ('encrypted' in it and in TLS Termination); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# undici/docs/docs/api/CacheStore.md: "# Cache Store" (the title; a
# three-sentence intro), ## Pre-built Cache Stores (### `MemoryCacheStore`
# with option items, ### Getters, ### Methods, ### Events, ###
# `SqliteCacheStore`), ## Defining a Custom Cache Store (### Getter: `isFull`,
# ### Function: `get`, ### Function: `createWriteStream`), ## `CacheValue`
# (### Property ... headings), ## `CacheStoreReadable` and
# ## `CacheStoreWriteable`.  One level-1 heading, so the ## headings are top
# level.  The two maxEntrySize items are word for word the same (no unique
# start anchor).  Sentences from four top-level sections: the intro,
# Pre-built Cache Stores (SqliteCacheStore), Defining a Custom Cache Store
# (isFull) and `CacheValue` (vary).
DOCS.append(dict(
    path="undici/docs/docs/api/CacheStore.md",
    kind="docs", num="undici", title="Cache Store",
    sentences=[
        dict(
            section="Cache Store",
            start="A Cache Store is responsible",
            end="header (if present).",
            reworded=("In undici, a Cache Store is responsible for storing and retrieving cached responses, and also for deciding which specific response to use based off of a response's Vary header, if present.",
                      "the setting 'In undici' added (the page's package); the two sentences joined ('It is also responsible' -> 'and also'); the parenthesis '(if present)' made an apposition; backticks and line breaks dropped"),
            paraphrase=("An undici cache store both keeps and looks up cached responses, and when a response carries a Vary header, the store is also what picks the particular response to use on the basis of it.",
                        "freer rewording; 'responsible for storing and retrieving' -> 'both keeps and looks up'; 'deciding which specific response to use based off of a response's Vary header (if present)' -> 'when a response carries a Vary header, the store is also what picks the particular response to use on the basis of it' (the condition kept)"),
            contradiction=("In undici, a Cache Store is responsible for storing and retrieving cached responses, and also for deciding which specific response to use based off of a response's ETag header, if present.",
                           "[entity] 'Vary header' -> 'ETag header' ('ETag' does not occur in the page)"),
            overclaim=("In undici, a Cache Store stores and retrieves cached responses and decides which specific response to use based on a response's Vary header, which every cached response is required to have.",
                       "a condition dropped and made a rule: '(if present)' -> 'which every cached response is required to have'; the page treats the Vary header as optional ('every' and 'required' do not occur in it)"),
            added=("In undici, a Cache Store is responsible for storing and retrieving cached responses and for deciding which specific response to use based off of a response's Vary header, if present, and it evicts the least recently used responses when it runs out of space.",
                   "added detail (least-recently-used eviction when out of space) not in the page, which gives size and count limits but no eviction policy; 'evict', 'least recently', 'LRU' and 'space' do not occur in it; not checked in the world"),
        ),
        dict(
            section="`SqliteCacheStore`",
            start="The `SqliteCacheStore` stores the responses",
            end="api is present.",
            reworded=("Undici's SqliteCacheStore stores the responses in a SQLite database, using Node.js' node:sqlite api under the hood, and it is only exposed if the node:sqlite api is present.",
                      "'The SqliteCacheStore' -> 'Undici's SqliteCacheStore'; the three sentences joined ('Under the hood, it uses' -> 'using ... under the hood'); the link and backticks read away"),
            paraphrase=("SqliteCacheStore keeps responses in a SQLite database through Node.js' built-in node:sqlite module, and undici makes it available only where that module exists.",
                        "freer rewording; 'stores the responses in a SQLite database' -> 'keeps responses in a SQLite database'; 'Under the hood, it uses Node.js' node:sqlite api' -> 'through Node.js' built-in node:sqlite module' ('built-in' for the node: prefix); 'is only exposed if the node:sqlite api is present' -> 'undici makes it available only where that module exists'"),
            contradiction=("Undici's SqliteCacheStore stores the responses in a SQLite database, using Node.js' node:sqlite api under the hood, and it is exposed even if the node:sqlite api is not present.",
                           "[negation] 'is only exposed if the node:sqlite api is present' -> 'is exposed even if the node:sqlite api is not present'"),
            overclaim=("Undici's SqliteCacheStore, which stores the responses in a SQLite database through Node.js' node:sqlite api, is the recommended cache store for production use.",
                       "a recommendation and a ranking added: the page describes the two pre-built stores without recommending either ('recommended' and 'production' do not occur in it)"),
            added=("Undici's SqliteCacheStore stores the responses in a SQLite database, using Node.js' node:sqlite api under the hood, is only exposed if that api is present, and creates its table automatically the first time it opens the database.",
                   "added behaviour (the table created automatically on first open) not in the page; 'first time' and 'open' do not occur in it, 'table' only inside 'Writable', and 'automatically' only in the vary section; not checked in the world"),
        ),
        dict(
            section="Getter: `isFull`",
            start="Optional. This tells the cache interceptor",
            end="not attempt to cache the response.",
            reworded=("In a custom undici cache store, the isFull getter is optional; it tells the cache interceptor if the store is full or not, and if it is true, the cache interceptor will not attempt to cache the response.",
                      "'Optional.' and 'This' given the subject 'the isFull getter' (the ### heading Getter: isFull) and the setting 'In a custom undici cache store' (the ## heading Defining a Custom Cache Store); the three pieces joined; the line break dropped"),
            paraphrase=("A custom cache store for undici may provide an isFull getter, through which the cache interceptor learns whether the store is full, and a true value stops the interceptor from trying to cache the response.",
                        "freer rewording; 'Optional.' -> 'may provide'; 'This tells the cache interceptor if the store is full or not' -> 'through which the cache interceptor learns whether the store is full'; 'If this is true, the cache interceptor will not attempt to cache the response' -> 'a true value stops the interceptor from trying to cache the response'"),
            contradiction=("In a custom undici cache store, the isFull getter is optional; it tells the store if the cache interceptor is full or not, and if it is true, the cache interceptor will not attempt to cache the response.",
                           "[roles] the store and the cache interceptor swapped in the first clause: the getter tells the interceptor whether the store is full, not the store whether the interceptor is"),
            overclaim=("In a custom undici cache store, once the optional isFull getter has returned true, the cache interceptor never again attempts to cache a response in that store.",
                       "scope widened in time: the page says the interceptor will not attempt to cache the response if isFull is true; it says nothing of later responses once the store has room again ('never' and 'once' do not occur in it)"),
            added=("In a custom undici cache store, the optional isFull getter tells the cache interceptor if the store is full or not, and if it is true, the cache interceptor does not attempt to cache the response and logs a warning instead.",
                   "added consequence (a warning logged) not in the page; 'warning' and 'log' do not occur in it; invented, not checked in the world"),
        ),
        dict(
            section="Property `vary`",
            start="Values are `null` when the",
            end="as request headers.",
            reworded=("In undici's CacheValue, vary values are null when the header specified in Vary was not present in the original request, and these null values are automatically filtered out during revalidation so that they are not sent as request headers.",
                      "'Values' given the setting 'In undici's CacheValue, vary values' (the ### heading Property vary under ## CacheValue); the two sentences joined; 'so they' -> 'so that they'; backticks and line breaks dropped"),
            paraphrase=("When the original request lacked a header named in Vary, undici's CacheValue records null for it in vary, and such nulls are dropped automatically on revalidation so they do not go out as request headers.",
                        "freer rewording; the condition moved to the front; 'the header specified in Vary was not present' -> 'lacked a header named in Vary'; 'automatically filtered out during revalidation' -> 'dropped automatically on revalidation'; 'are not sent as request headers' -> 'do not go out as request headers'"),
            contradiction=("In undici's CacheValue, vary values are null when the header specified in Vary was not present in the original request, and these null values are kept during revalidation and sent as request headers.",
                           "[negation] 'are automatically filtered out during revalidation so they are not sent as request headers' -> 'are kept during revalidation and sent as request headers'"),
            overclaim=("In undici's CacheValue, vary values are null when the header specified in Vary was not present in the original request, and during revalidation no header from the vary record is ever sent as a request header.",
                       "scope widened in place: the page says the null values are not sent; the claim says no header from the vary record is ever sent, which the page does not say of the non-null values ('ever' does not occur in it; 'record' only in the type Record<...> of the property)"),
            added=("In undici's CacheValue, vary values are null when the header specified in Vary was not present in the original request, and these null values are filtered out during revalidation, which keeps servers that reject empty header values from answering with an error.",
                   "added purpose (servers that reject empty header values) not in the page, which gives no reason for the filtering; 'reject', 'empty', 'server' and 'error' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# undici/docs/docs/api/Fetch.md: "# Fetch" (the title; a 15-word intro and a
# link line), ## FormData (a standard-and-MDN line, the constructor
# sentences, two paragraphs on keeping fetch and FormData together),
# ## Response, ## Request and ## Header (each the same one-line
# "implemented as per the standard" sentence with a different MDN link, so
# no unique start anchor), then a second level-1 heading, # Body Mixins (a
# lead-in, a link list, two sentences on .formData() and a code block).  As
# the page has two level-1 headings, its top-level sections are the two
# level-1 sections (the rule of review-claims-48's check for a file with
# several level-1 headings): Fetch and Body Mixins.  The draft draws on
# both, with three distinct nearest headings (Fetch, FormData (x2), Body
# Mixins); no other section has prose of its own.
DOCS.append(dict(
    path="undici/docs/docs/api/Fetch.md",
    kind="docs", num="undici", title="Fetch",
    sentences=[
        dict(
            section="Fetch",
            start="Undici exposes a fetch() method",
            end="resource from the network.",
            reworded=("Undici exposes a fetch() method that starts the process of fetching a resource from the network.",
                      "the source's missing relative pronoun added ('a fetch() method starts' -> 'a fetch() method that starts'); otherwise as written"),
            paraphrase=("The fetch() method that undici provides kicks off the retrieval of a resource over the network.",
                        "freer rewording; 'exposes' -> 'provides'; 'starts the process of fetching a resource from the network' -> 'kicks off the retrieval of a resource over the network'"),
            contradiction=("Undici exposes a fetch() method that starts the process of uploading a resource to the network.",
                           "[direction] 'fetching a resource from the network' -> 'uploading a resource to the network' (the opposite direction of transfer; 'upload' does not occur in the page)"),
            overclaim=("Undici's fetch() method is the only way undici offers to fetch a resource from the network.",
                       "exclusivity added: the page says undici exposes a fetch() method; it never says that fetch() is the only way to fetch a resource ('only way' does not occur in it)"),
            added=("Undici exposes a fetch() method that starts the process of fetching a resource from the network and follows up to 20 redirects by default.",
                   "added detail (up to 20 redirects by default) not in the page; 'redirect' and '20' do not occur in it; may be true in the world (the Fetch standard's limit), not checked"),
        ),
        dict(
            section="FormData",
            start="If any parameters are passed to the FormData",
            end="an error will be thrown.",
            reworded=("If any parameters other than undefined are passed to undici's FormData constructor, an error will be thrown.",
                      "'other than undefined' moved next to 'parameters'; 'the FormData constructor' -> 'undici's FormData constructor' (the page's package); backticks dropped"),
            paraphrase=("Undici's FormData constructor throws when it is given any argument that is not undefined.",
                        "freer rewording; the constructor made the subject; 'If any parameters are passed ... other than undefined, an error will be thrown' -> 'throws when it is given any argument that is not undefined'"),
            contradiction=("Undici's FormData constructor accepts one parameter other than undefined and throws an error only when two or more are passed.",
                           "[number] 'any parameters ... other than undefined' (one is enough to throw) -> 'accepts one parameter ... throws ... only when two or more are passed'"),
            overclaim=("Passing anything but undefined to undici's FormData constructor crashes the whole Node.js process.",
                       "a degree raised: 'an error will be thrown' -> 'crashes the whole Node.js process'; a thrown error can be caught, and the page says nothing of the process ('crash' does not occur in it; 'process' only in the intro's 'the process of fetching')"),
            added=("If any parameters other than undefined are passed to undici's FormData constructor, an error will be thrown, because Node.js has no HTML form element that the constructor could read fields from.",
                   "added cause (no HTML form element in Node.js) not in the page, which gives no reason; 'HTML', 'element' and 'fields' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="FormData",
            start="When you use `FormData` as a request body",
            end="with `undici.fetch()`.",
            reworded=("When FormData is used as a request body, fetch and FormData should be kept from the same implementation, using the built-in global FormData with the built-in global fetch() and undici's FormData with undici.fetch().",
                      "the reader's 'When you use' -> 'When FormData is used'; the imperatives 'keep' and 'Use ... and use' -> 'should be kept ..., using ... and'; the two sentences joined; backticks and line breaks dropped"),
            paraphrase=("A FormData request body and the fetch that sends it should come from one implementation, pairing the global FormData with the global fetch() and undici's own FormData with undici.fetch().",
                        "freer rewording; 'keep fetch and FormData from the same implementation' -> 'should come from one implementation'; 'Use the built-in global FormData with the built-in global fetch(), and use undici's FormData with undici.fetch()' -> 'pairing the global FormData with the global fetch() and undici's own FormData with undici.fetch()'"),
            contradiction=("When FormData is used as a request body, the built-in global FormData should be used with undici.fetch(), and undici's FormData with the built-in global fetch().",
                           "[roles] the pairing swapped: the page pairs the global FormData with the global fetch() and undici's FormData with undici.fetch()"),
            overclaim=("Sending a FormData body with a fetch from a different implementation than the FormData always fails in undici.",
                       "a recommendation asserted as a certain effect: the page says to keep the two from the same implementation; it does not say that mixing them always fails ('always' and 'fail' do not occur in it)"),
            added=("When FormData is used as a request body, fetch and FormData should be kept from the same implementation, since each implementation recognises only its own FormData class when it encodes the body.",
                   "added cause (each implementation recognises only its own FormData class when encoding) not in the page, which gives no reason; 'recognis', 'class' and 'encode' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Body Mixins",
            start="There is an ongoing discussion",
            end="(https://www.npmjs.com/package/@fastify/busboy).",
            reworded=("There is an ongoing discussion regarding undici's .formData() and its usefulness and performance in server environments, and a dedicated library such as Busboy or @fastify/busboy is recommended for parsing multipart/form-data bodies.",
                      "'.formData()' given 'undici's'; 'It is recommended to use a dedicated library for parsing ... bodies, such as' -> 'a dedicated library such as ... is recommended for parsing ... bodies'; the two sentences joined; backticks and links read away"),
            paraphrase=("The usefulness and performance of the .formData() body mixin on servers are still being debated, and the undici docs advise parsing multipart/form-data bodies with a dedicated library like Busboy or @fastify/busboy.",
                        "freer rewording; 'body mixin' from the # heading Body Mixins; 'There is an ongoing discussion regarding' -> 'are still being debated'; 'in server environments' -> 'on servers'; 'It is recommended to use' -> 'the undici docs advise'"),
            contradiction=("There is an ongoing discussion regarding undici's .formData() and its usefulness and performance in server environments, but .formData() is recommended over dedicated libraries such as Busboy or @fastify/busboy for parsing multipart/form-data bodies.",
                           "[direction] the recommendation reversed: the page recommends a dedicated library over .formData(), not .formData() over such libraries"),
            overclaim=("After a discussion of its usefulness and performance in server environments, undici has deprecated .formData() in favour of dedicated libraries such as Busboy or @fastify/busboy.",
                       "a discussion asserted as settled and a recommendation as done: 'There is an ongoing discussion' and 'It is recommended to use a dedicated library' -> 'undici has deprecated .formData()'; 'deprecat' does not occur in the page"),
            added=("There is an ongoing discussion regarding undici's .formData() and its usefulness and performance in server environments, and a dedicated library such as Busboy or @fastify/busboy, a fork of Busboy maintained by the Fastify team, is recommended for parsing multipart/form-data bodies.",
                   "added origin (@fastify/busboy as a fork of Busboy maintained by the Fastify team) not in the page; 'fork', 'maintain' and 'Fastify team' do not occur in it (only the package name and its npm URL); may be true in the world, not checked"),
        ),
    ]))
