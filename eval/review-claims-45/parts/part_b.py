# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-45, part B (drafts 6-10).

Same format as review-claims-44's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the package folder, scope included, equal to the
"name" field of the package's package.json); `title` is the text of the
README's first heading with images, links, HTML and code marks read away,
where that heading is a level-1 heading; mocha's README has no level-1
heading at all (its first heading is "## Links"), so its title is the package
name (see notes-b.md).  `section` is the text of the nearest heading above
the sentence (closing '#'s of ATX headings and badges dropped, other markup
kept, as in review-claims-44); check_part_b.py also derives the top-level
section of each cut.

Two of the five files (azure-devops-node-api and
node-readable-to-web-readable-stream) have CRLF line endings; every cut taken
from them lies inside one line, so it contains no line break and is the same
text whether the file is read with or without newline translation.
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# mocha's README opens with HTML: a centred logo <p>, a centred tagline <p>
# (not a heading, and before any heading) and two <div>s of badges.  There is
# no level-1 heading; the ## sections are Links (a list of links), Backers,
# Sponsors, Development and License.  Prose of 12+ words sits only under
# Backers, Sponsors and Development, so the draft draws on those three
# top-level sections (two cuts from Development: its "You might want to know
# that" list and its "You might want to help" list).
DOCS.append(dict(
    path="mocha/README.md",
    kind="README", num="mocha", title="mocha",
    sentences=[
        dict(
            section="Backers",
            start="[Become a backer]",
            end="/#backers).",
            reworded=("The mocha README invites people to become a backer, through Open Collective, and show their support to the open source project on the Mocha site.",
                      "the imperative 'Become a backer and show your support' given the frame 'invites people to'; 'our open source project' -> 'the open source project'; 'our site' -> 'the Mocha site'; Open Collective named from the link's URL (opencollective.com/mochajs); link syntax and URLs dropped"),
            paraphrase=("Anyone who wants to back Mocha's open source project can do so on Open Collective and have that support shown on the Mocha website.",
                        "freer rewording; 'Become a backer' -> 'back ... on Open Collective' (the link's target); 'show your support to our open source project on our site' -> 'have that support shown on the Mocha website' (the 'our site' link points to the site's #backers anchor)"),
            contradiction=("The mocha README invites people to become a backer through GitHub Sponsors and show their support to the open source project on the Mocha site.",
                           "[entity] Open Collective (the backer link goes to opencollective.com/mochajs) -> GitHub Sponsors; the README names no other funding platform"),
            overclaim=("Becoming a backer on Open Collective is the most helpful way to support Mocha's open source project, and backers are shown on the Mocha site.",
                       "ranking added: 'Become a backer and show your support' -> 'the most helpful way to support'; the README ranks neither backing nor the company sponsorship of the next section"),
            added=("The mocha README invites people to become a backer and show their support to the open source project on the Mocha site, with backing starting at two dollars a month.",
                   "added detail (backing starts at two dollars a month) not in the README; 'dollar', 'month' and '$' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Sponsors",
            start="Does your company use Mocha?",
            end="new features for everyone.",
            reworded=("People whose company uses mocha are invited to ask their manager or marketing team if the company would be interested in supporting the project, and support will allow the maintainers to dedicate more time for maintenance and new features for everyone.",
                      "the question 'Does your company use Mocha?' made a relative clause ('People whose company uses mocha'); the imperative 'Ask your manager' given the frame 'are invited to'; 'our project' -> 'the project'; the two lines joined with 'and'"),
            paraphrase=("If Mocha is used at someone's company, the README suggests asking a manager or the marketing team about the company supporting the project, as such support would let the maintainers spend more time on maintenance and on new features that benefit everyone.",
                        "freer rewording; 'Ask your manager or marketing team if your company would be interested in supporting' -> 'suggests asking ... about the company supporting'; 'dedicate more time for maintenance and new features for everyone' -> 'spend more time on maintenance and on new features that benefit everyone'"),
            contradiction=("People whose company uses Mocha are asked to find out whether the company would support the project, though support will let the maintainers dedicate more time to maintenance, not to new features.",
                           "[negation] 'more time for maintenance and new features' -> 'more time to maintenance, not to new features'"),
            overclaim=("Mocha says that support from companies using it will let its maintainers work on Mocha full time, on maintenance and on new features for everyone.",
                       "degree raised: 'dedicate more time for maintenance and new features' -> 'work on Mocha full time'; 'full time' does not occur in the README"),
            added=("Support from companies that use Mocha will allow the maintainers to dedicate more time for maintenance and new features for everyone, including faster releases of security fixes.",
                   "added consequence (faster releases of security fixes) not in the README; 'security' and 'fix' do not occur in it"),
        ),
        dict(
            section="Development",
            start="Mocha is one of the _most-depended-upon_",
            end="maintained exclusively by volunteers.",
            reworded=("According to libraries.io, mocha is one of the most-depended-upon modules on npm, and it is an independent open-source project maintained exclusively by volunteers.",
                      "the parenthesis '(source: libraries.io)' made the frame 'According to libraries.io'; the two list items joined ('and' ends the first item); italics, link syntax and URL dropped"),
            paraphrase=("Going by libraries.io, few npm modules have as many dependents as Mocha, and it is an independent open-source project that only volunteers maintain.",
                        "freer rewording; 'one of the most-depended-upon modules on npm' -> 'few npm modules have as many dependents as Mocha'; 'maintained exclusively by volunteers' -> 'that only volunteers maintain'"),
            contradiction=("According to libraries.io, Mocha is one of the most-depended-upon modules on npm, but it is not an independent open-source project.",
                           "[negation] 'Mocha is an _independent_ open-source project' -> 'it is not an independent open-source project'"),
            overclaim=("According to libraries.io, Mocha is the most-depended-upon module on npm, and it is an independent open-source project maintained exclusively by volunteers.",
                       "ranking raised: 'one of the most-depended-upon modules' -> 'the most-depended-upon module'"),
            added=("According to libraries.io, Mocha is one of the most-depended-upon modules on npm, and it is an independent open-source project maintained exclusively by volunteers, which TJ Holowaychuk originally created.",
                   "added origin (created by TJ Holowaychuk) not in the README; 'holowaychuk' does not occur in it (the License line names only the OpenJS Foundation and contributors); may be true in the world, not checked"),
        ),
        dict(
            section="Development",
            start="New to contributing to Mocha?",
            end="explains how things get done",
            reworded=("People new to contributing to mocha can check out a list of good first issues, mocha could use a hand with a further linked set of issues, and the maintainer's handbook explains how things get done.",
                      "the question 'New to contributing to Mocha?' made the subject 'People new to contributing to mocha'; the imperative 'Check out this list' given that subject; 'these issues' -> 'a further linked set of issues'; the three list items joined; link syntax and URLs dropped"),
            paraphrase=("Newcomers who want to contribute to Mocha are pointed to a list of good first issues, the project would welcome help with the issues it has marked as accepting pull requests, and how things get done is explained in the maintainer's handbook.",
                        "freer rewording; 'Mocha could use a hand with these issues' -> 'would welcome help with the issues it has marked as accepting pull requests' (the link's label filter, 'status: accepting prs'); the three items kept in order"),
            contradiction=("People new to contributing to Mocha are pointed to the maintainer's handbook, while a list of good first issues explains how things get done.",
                           "[roles] the list of good first issues (where newcomers are pointed) and the maintainer's handbook (which explains how things get done) swapped"),
            overclaim=("People new to contributing to Mocha must start with the list of good first issues, Mocha could use a hand with other issues, and the maintainer's handbook explains how things get done.",
                       "a suggestion made a requirement: 'New to contributing to Mocha? Check out this list of good first issues' -> 'must start with the list of good first issues'"),
            added=("People new to contributing to Mocha can check out a list of good first issues, and the maintainer's handbook explains how things get done, including the steps for publishing a new release to npm.",
                   "added detail (the handbook covers publishing a release to npm) not in the README; 'publish' does not occur in it ('release' only in the Links item 'Release Notes / History / Changes'); not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# azure-devops-node-api's README (CRLF line endings): a badge line, the title
# "# Azure DevOps Client for Node.js" with an 8-word tagline and an install
# block, then ## News (a 9-word line), Get started (### Samples, Install the
# library, Create a connection, Get an instance of a client, #### Available
# clients, ### Use the client), APIs, Running Samples, API and TFS Mapping
# (a table), Contributing, Issues and Code of Conduct.  The Issues security
# paragraph is word for word in typed-rest-client's README and the Code of
# Conduct paragraph in several Microsoft READMEs, so neither is used.  All
# four cuts lie inside one line each.  s1 is the first line of the blockquote
# under ### Create a connection, cut at the comma before the line break (the
# second line, "so url should be structured like https://**vssps**...", is
# left out).  Three top-level sections: Get started, APIs (x2) and API and
# TFS Mapping.
DOCS.append(dict(
    path="azure-devops-node-api/README.md",
    kind="README", num="azure-devops-node-api", title="Azure DevOps Client for Node.js",
    sentences=[
        dict(
            section="Create a connection",
            start="Please note that some API's",
            end="at the deployment level,",
            reworded=("In azure-devops-node-api, some APIs, such as ProfileApi, can't be hit at the org level and have to be hit at the deployment level.",
                      "the setting named ('In azure-devops-node-api'); 'Please note that' dropped; 'API's (e.g. ProfileApi)' -> 'APIs, such as ProfileApi,'; the source's 'has to be' -> 'have to be' (grammar); the cut ends at the comma before the URL line, so the claim ends with a full stop"),
            paraphrase=("Some of the APIs, ProfileApi among them, cannot be called at the organization level and must instead be called at the deployment level.",
                        "freer rewording; 'some' kept; 'e.g. ProfileApi' -> 'ProfileApi among them'; 'hit' -> 'called'; 'org' -> 'organization'; 'has to be hit' -> 'must instead be called'"),
            contradiction=("In azure-devops-node-api, some APIs, such as ProfileApi, can't be hit at the deployment level and have to be hit at the org level.",
                           "[roles] the org level (where these APIs can't be hit) and the deployment level (where they have to be hit) swapped"),
            overclaim=("In azure-devops-node-api, most APIs, such as ProfileApi, can't be hit at the org level and have to be hit at the deployment level.",
                       "some -> most; the README says only 'some API's' and names one"),
            added=("In azure-devops-node-api, some APIs, such as ProfileApi, can't be hit at the org level and have to be hit at the deployment level, because they deal with data shared by all organizations of a deployment.",
                   "added cause (the data is shared by all organizations of a deployment) not in the README; 'organization' and 'shared' do not occur in it ('org' only in 'orgname' and 'orgUrl'); not checked in the world"),
        ),
        dict(
            section="APIs",
            start="To see what APIs are available",
            end="api/GitApi.ts)",
            reworded=("To see what APIs azure-devops-node-api makes available, one should see the appropriate client interface, for example GitApi.ts.",
                      "the imperative 'see the appropriate client interface' given the subject 'one should'; 'what APIs are available' -> 'what APIs azure-devops-node-api makes available'; the fragment 'For example, GitApi.ts' joined; link syntax and URL dropped"),
            paraphrase=("Which APIs the client library offers can be looked up in the matching client interface, GitApi.ts being one example.",
                        "freer rewording; 'To see what APIs are available' -> 'Which APIs the client library offers can be looked up'; 'the appropriate client interface' -> 'the matching client interface'; the example kept"),
            contradiction=("The azure-devops-node-api client interfaces, for example GitApi.ts, do not show which APIs are available.",
                           "[negation] 'To see what APIs are available, see the appropriate client interface' -> the client interfaces 'do not show which APIs are available'"),
            overclaim=("Users of azure-devops-node-api are required to read the appropriate client interface, such as GitApi.ts, to see what APIs are available.",
                       "a pointer made a rule: 'To see what APIs are available, see the appropriate client interface' -> 'are required to read'"),
            added=("To see what APIs azure-devops-node-api makes available, one should see the appropriate client interface, for example GitApi.ts, which is generated from the Azure DevOps REST API specification.",
                   "added origin (the interface is generated from the REST API specification) not in the README; 'generate' and 'specification' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="APIs",
            start="More detailed information for the endpoints",
            end="view=vsts-rest-4.1",
            reworded=("For azure-devops-node-api, more detailed information for the endpoints of each API can be found in the VSTS REST API reference, version 4.1, on docs.microsoft.com.",
                      "the setting named ('For azure-devops-node-api'); the URL replaced by what it names (docs.microsoft.com, rest/api/vsts, view=vsts-rest-4.1)"),
            paraphrase=("Microsoft's online REST API documentation for VSTS, in its 4.1 version, gives fuller details of each API's endpoints.",
                        "freer rewording; made active; 'More detailed information for the endpoints of each API' -> 'fuller details of each API's endpoints'; the URL named as Microsoft's online REST API documentation for VSTS, version 4.1"),
            contradiction=("More detailed information for the endpoints of each API in azure-devops-node-api can be found in version 4.0 of the VSTS REST API reference on docs.microsoft.com.",
                           "[number] the linked reference version 4.1 (view=vsts-rest-4.1) -> 4.0; '4.0' does not occur in the README"),
            overclaim=("The VSTS REST API reference, version 4.1, on docs.microsoft.com gives complete and up-to-date documentation of the endpoints of each API in azure-devops-node-api.",
                       "degree raised: 'More detailed information' -> 'complete and up-to-date documentation'; 'up-to-date' does not occur in the README, 'complete' only in 'See samples for complete coding examples'"),
            added=("More detailed information for the endpoints of each API can be found in the VSTS REST API reference on docs.microsoft.com, which also lists the permission scopes that each endpoint needs.",
                   "added detail (the reference lists permission scopes) not in the README; 'permission' and 'scope' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="API and TFS Mapping",
            start="Below you'll find a quick mapping",
            end="later TFS versions.",
            reworded=("The azure-devops-node-api README gives a quick mapping of azure-devops-node-api versions and their corresponding TFS releases, and all API versions will work on the TFS version mentioned as well as later TFS versions.",
                      "'Below you'll find' -> 'The azure-devops-node-api README gives'; the two sentences joined with 'and'"),
            paraphrase=("A short table pairs each version of the Node API package with the TFS release it corresponds to, and every API version works with the TFS version listed for it and with any later TFS version.",
                        "freer rewording; 'a quick mapping' -> 'a short table pairs' (the mapping is the table below the sentence); 'All API versions will work on the TFS version mentioned as well as later TFS versions' -> 'every API version works with the TFS version listed for it and with any later TFS version'"),
            contradiction=("The azure-devops-node-api README maps its versions to their corresponding TFS releases, and all API versions will work on the TFS version mentioned as well as earlier TFS versions.",
                           "[direction] 'as well as later TFS versions' -> 'as well as earlier TFS versions'"),
            overclaim=("The azure-devops-node-api README maps each package version to its TFS release and states that every API version supports every feature of the TFS version mentioned and of all later TFS versions.",
                       "degree raised: 'will work on the TFS version mentioned as well as later TFS versions' -> 'supports every feature of'; 'feature' occurs in the README only in the client name FeatureManagement"),
            added=("The azure-devops-node-api README gives a quick mapping of package versions to their corresponding TFS releases, which is updated with each new major release of the package, and all API versions will work on the TFS version mentioned and later ones.",
                   "added detail (the mapping is updated with each major release) not in the README; 'major' and 'update' (other than the table's 'TFS 2018 Update 2' and similar rows) do not occur in it; not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# node-readable-to-web-readable-stream's README (CRLF line endings): three
# badge lines, the title "# node-readable-to-web-readable-stream" with a
# two-line intro and an 11-word "opposite direction" line, then ##
# Installation (lead-ins and code), Usage (prose lines and code), Compatibility
# (a 6-word sentence, a lead-in, a list and an 11-word line), Features (two
# short items), API (### `toWebReadableStream(nodeReadable, options)`: items
# of 9 and 11 words) and License.  Prose of 12+ words sits only under the
# title and ## Usage, so the draft draws on two top-level sections (and two
# distinct headings).  Each cut is one line: s1 and s2 are the intro's two
# lines (two separate cuts, since the file's line break is CRLF), s3 and s4
# two Usage lines.
DOCS.append(dict(
    path="node-readable-to-web-readable-stream/README.md",
    kind="README", num="node-readable-to-web-readable-stream", title="node-readable-to-web-readable-stream",
    sentences=[
        dict(
            section="node-readable-to-web-readable-stream",
            start="**node-readable-to-web-readable-stream** is a utility",
            end="Web/API/ReadableStream).",
            reworded=("The node-readable-to-web-readable-stream package is a utility that converts a Node.js stream.Readable stream into a Web API ReadableStream.",
                      "'node-readable-to-web-readable-stream' -> 'The node-readable-to-web-readable-stream package' (a claim cannot start lower-case); bold, link syntax and URLs dropped"),
            paraphrase=("Given a Node.js stream.Readable, node-readable-to-web-readable-stream turns it into a ReadableStream as defined by the Web API.",
                        "freer rewording; 'is a utility that converts ... into' -> 'Given ..., turns it into'; 'Web API ReadableStream' -> 'a ReadableStream as defined by the Web API'"),
            contradiction=("The node-readable-to-web-readable-stream package is a utility that converts a Web API ReadableStream into a Node.js stream.Readable stream.",
                           "[roles] the source (a Node.js stream.Readable) and the result (a Web API ReadableStream) of the conversion swapped; the README's next paragraph points to another package for that direction"),
            overclaim=("The node-readable-to-web-readable-stream package is a utility that converts any kind of Node.js stream, readable or writable, into a Web API ReadableStream.",
                       "scope widened: 'a Node.js stream.Readable stream' -> 'any kind of Node.js stream, readable or writable'; 'writable' does not occur in the README"),
            added=("The node-readable-to-web-readable-stream package is a utility with no runtime dependencies that converts a Node.js stream.Readable stream into a Web API ReadableStream.",
                   "added detail (no runtime dependencies) not in the README; 'dependenc' and 'runtime' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="node-readable-to-web-readable-stream",
            start="This is particularly useful",
            end="streaming APIs.",
            reworded=("The conversion done by node-readable-to-web-readable-stream is particularly useful for integrating Node.js streams with web-native streaming APIs.",
                      "'This' -> 'The conversion done by node-readable-to-web-readable-stream' (the previous sentence, outside the cut: the utility converts a Node.js stream.Readable into a Web API ReadableStream)"),
            paraphrase=("Converting Node.js streams this way especially helps when they have to work together with streaming APIs that are native to the web.",
                        "freer rewording; the referent of 'This' named from the previous sentence; 'particularly useful for integrating ... with' -> 'especially helps when they have to work together with'"),
            contradiction=("The conversion done by node-readable-to-web-readable-stream is of little use for integrating Node.js streams with web-native streaming APIs.",
                           "[direction] 'particularly useful' -> 'of little use'"),
            overclaim=("The conversion done by node-readable-to-web-readable-stream makes integrating Node.js streams with web-native streaming APIs effortless in every case.",
                       "degree raised and scope widened: 'particularly useful for integrating' -> 'makes integrating ... effortless in every case'; 'effortless' does not occur in the README"),
            added=("The conversion done by node-readable-to-web-readable-stream is particularly useful for integrating Node.js streams with web-native streaming APIs, such as the body of a fetch Response.",
                   "added example (the body of a fetch Response) not in the README; 'fetch', 'response' and 'body' do not occur in it"),
        ),
        dict(
            section="Usage",
            start="You can either convert to a",
            end="or default mode.",
            reworded=("With node-readable-to-web-readable-stream, one can convert either to a WHATWG / Web API ReadableStream in byte mode or to one in default mode.",
                      "'You can either convert to a ... byte mode, or default mode' -> 'one can convert either to a ... in byte mode or to one in default mode' (the source's grammar corrected); the setting named; link syntax and URL dropped"),
            paraphrase=("The conversion can produce a WHATWG ReadableStream in one of two modes, byte mode or default mode.",
                        "freer rewording; 'either ... or' -> 'one of two modes'; 'WHATWG / Web API ReadableStream' -> 'WHATWG ReadableStream'"),
            contradiction=("The node-readable-to-web-readable-stream package offers a single conversion mode, producing a WHATWG / Web API ReadableStream in byte mode.",
                           "[number] two modes (byte mode or default mode) -> a single mode (byte mode)"),
            overclaim=("With node-readable-to-web-readable-stream, any Node.js stream.Readable, whatever it carries, can be converted to a WHATWG / Web API ReadableStream in either byte mode or default mode.",
                       "scope widened: 'You can either convert to ... byte mode, or default mode' -> 'any Node.js stream.Readable, whatever it carries' (object-mode streams included) in either mode"),
            added=("With node-readable-to-web-readable-stream, one can convert to a WHATWG / Web API ReadableStream in either byte mode or default mode, and default mode is used when no mode is specified.",
                   "added detail (default mode when no mode is specified) not in the README; 'default' occurs only as the mode's name and in 'default 16 kB' (the highWaterMark option), 'specified' does not occur; not checked"),
        ),
        dict(
            section="Usage",
            start="If you want to use a [ReadableStreamBYOBReader]",
            end="use this method.",
            reworded=("To use a ReadableStreamBYOBReader with node-readable-to-web-readable-stream, one should use the byte-mode method, makeByteReadableStreamFromNodeReadable.",
                      "'If you want to use' -> 'To use'; 'you should use this method' -> 'one should use the byte-mode method, makeByteReadableStreamFromNodeReadable' (the referent named from the line before, outside the cut, which converts into a byte ReadableStream, and from the code below it); link syntax and URL dropped"),
            paraphrase=("The byte-stream conversion, makeByteReadableStreamFromNodeReadable, is the method to pick when a ReadableStreamBYOBReader is going to read the result.",
                        "freer rewording; the condition kept ('when a ReadableStreamBYOBReader is going to read the result'); 'should use this method' -> 'is the method to pick'; the referent named as in the reworded claim"),
            contradiction=("With node-readable-to-web-readable-stream, a ReadableStreamBYOBReader should not be used with the byte-mode method, makeByteReadableStreamFromNodeReadable.",
                           "[negation] 'If you want to use a ReadableStreamBYOBReader you should use this method' -> 'should not be used with' that method"),
            overclaim=("In node-readable-to-web-readable-stream, makeByteReadableStreamFromNodeReadable is the only way to get a stream that a ReadableStreamBYOBReader can read.",
                       "exclusivity added: 'If you want to use a ReadableStreamBYOBReader you should use this method' -> 'the only way to get a stream that a ReadableStreamBYOBReader can read'"),
            added=("To use a ReadableStreamBYOBReader, one should use the byte-mode method of node-readable-to-web-readable-stream, makeByteReadableStreamFromNodeReadable, which was added in version 0.2 of the package.",
                   "added origin in time (the method added in version 0.2) not in the README; '0.2' does not occur in it, 'version' only in the badge text 'NPM version'; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# @azure/msal-common's README: the title "# Microsoft Authentication Library
# for JavaScript (MSAL.js) Common Protocols Package", badges, an HTML link
# table and a numbered table of contents, then ## About (two paragraphs), FAQ
# (a link), Prerequisites and Usage (a lead-in and two link items),
# Installation (### Via NPM: an indented command), Security Reporting,
# License and the Code of Conduct heading.  Security Reporting and the Code of
# Conduct paragraph are word for word in msal-browser's and msal-node's
# READMEs, and About's second sentence ("It also enables your app to get
# tokens ...") too, so none is used.  About's first sentence (s1) is nearly
# the same in msal-browser's README, which has "Microsoft Entra ID" and other
# URLs where this one has "Azure AD"; it is not word for word in any other
# README (see notes-b.md, which names it as a judgement call).  Prose of 12+
# words otherwise sits only in About's second paragraph and Prerequisites and
# Usage, so the draft draws on two top-level sections.
DOCS.append(dict(
    path="@azure/msal-common/README.md",
    kind="README", num="@azure/msal-common",
    title="Microsoft Authentication Library for JavaScript (MSAL.js) Common Protocols Package",
    sentences=[
        dict(
            section="About",
            start="The MSAL library for JavaScript enables",
            end="active-directory-b2c-overview#identity-providers) service.",
            reworded=("The MSAL library for JavaScript, whose common protocols package is @azure/msal-common, enables client-side JavaScript applications to authenticate users using Azure AD work and school accounts (AAD), Microsoft personal accounts (MSA) and social identity providers like Facebook, Google, LinkedIn and Microsoft accounts through the Azure AD B2C service.",
                      "the package named from the README's title ('... (MSAL.js) Common Protocols Package'); 'etc.' dropped ('like' already marks the list as open); link syntax and URLs dropped"),
            paraphrase=("With MSAL.js, JavaScript apps that run on the client can sign users in with Azure AD work or school accounts, personal Microsoft accounts and social identity providers such as Facebook, Google or LinkedIn, through the Azure AD B2C service.",
                        "freer rewording; 'enables ... to authenticate users' -> 'can sign users in'; 'client-side JavaScript applications' -> 'JavaScript apps that run on the client'; the abbreviations AAD and MSA and the repeated 'Microsoft accounts' dropped; 'through Azure AD B2C service' kept at the end, as in the sentence"),
            contradiction=("The MSAL library for JavaScript enables client-side JavaScript applications to authenticate users using Azure AD work and school accounts, Microsoft personal accounts and social identity providers like Facebook, Google and LinkedIn through the Microsoft Graph service.",
                           "[entity] the Azure AD B2C service -> the Microsoft Graph service (which the next sentence, outside the cut, names as a Microsoft Cloud service the tokens access)"),
            overclaim=("The MSAL library for JavaScript enables client-side JavaScript applications to authenticate users with any identity provider whatsoever, including Azure AD work and school accounts, Microsoft personal accounts and social identity providers such as Facebook, Google and LinkedIn.",
                       "scope widened: 'social identity providers like Facebook, Google, LinkedIn, Microsoft accounts, etc.' -> 'any identity provider whatsoever'; the condition 'through Azure AD B2C service' dropped"),
            added=("The MSAL library for JavaScript enables client-side JavaScript applications to authenticate users with Azure AD work and school accounts, Microsoft personal accounts and social identity providers through the Azure AD B2C service, using the OAuth 2.0 authorization code flow with PKCE.",
                   "added detail (the OAuth 2.0 authorization code flow with PKCE) not in the README; 'oauth', 'pkce' and 'flow' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="About",
            start="The `@azure/msal-common` package described",
            end="the msal-node package).",
            reworded=("The @azure/msal-common package, described by the code in its folder, serves as a common package dependency for the @azure/msal-browser package and, in the future, for the msal-node package.",
                      "'described by the code in this folder' -> 'described by the code in its folder'; the parenthesis '(and in the future, the msal-node package)' made a clause; backticks dropped"),
            paraphrase=("The shared dependency @azure/msal-common is used by @azure/msal-browser now and is meant to be used by msal-node in the future as well.",
                        "freer rewording; the aside 'described by the code in this folder' dropped; 'serves as a common package dependency for' -> 'The shared dependency ... is used by'; 'in the future' kept ('is meant to be used by msal-node in the future')"),
            contradiction=("The @azure/msal-browser package serves as a common package dependency for @azure/msal-common and, in the future, for the msal-node package.",
                           "[roles] the dependency (msal-common) and the package that depends on it (msal-browser) swapped"),
            overclaim=("The @azure/msal-common package is the common dependency of every package in the MSAL.js family, such as @azure/msal-browser.",
                       "scope widened: 'a common package dependency for the @azure/msal-browser package (and in the future, the msal-node package)' -> 'of every package in the MSAL.js family'; 'family' and 'every' do not occur in the README"),
            added=("The @azure/msal-common package serves as a common package dependency for @azure/msal-browser and, in the future, msal-node, and it holds the token cache logic that they share.",
                   "added detail (it holds the shared token cache logic) not in the README; 'cache' does not occur in it ('token' only in About's 'get tokens'); may be true in the world, not checked"),
        ),
        dict(
            section="About",
            start="Be aware that this is an internal library",
            end="consumption by itself.**",
            reworded=("The @azure/msal-common package is an internal library and is subject to frequent change, and it is not meant for production consumption by itself.",
                      "'Be aware that this is' -> 'The @azure/msal-common package is' (the previous sentence names the package); the two sentences joined; bold dropped"),
            paraphrase=("Being an internal library, msal-common can change often, and it should not be used on its own in production.",
                        "freer rewording; 'is subject to frequent change' -> 'can change often'; 'not meant for production consumption by itself' -> 'should not be used on its own in production' ('by itself' kept as 'on its own')"),
            contradiction=("The @azure/msal-common package is an internal library that rarely changes, and it is not meant for production consumption by itself.",
                           "[direction] 'subject to frequent change' -> 'rarely changes'"),
            overclaim=("The @azure/msal-common package is an internal library whose API breaks with every release, and it is not meant for production consumption by itself.",
                       "degree raised: 'subject to frequent change' -> 'whose API breaks with every release'; 'break' and 'release' (other than the TOC's 'Releases' link) do not occur in the README"),
            added=("The @azure/msal-common package is an internal library subject to frequent change, and it is not meant for production consumption by itself because it contains no platform-specific code for storage or network requests.",
                   "added cause (no platform-specific code for storage or network requests) not in the README; 'storage' and 'network' do not occur in it; may be partly true in the world, not checked"),
        ),
        dict(
            section="Prerequisites and Usage",
            start="This library is not meant for production use.",
            end="you are developing for:",
            reworded=("The @azure/msal-common library is not meant for production use, and developers should use one of the packages specific to the platform they are developing for.",
                      "'This library' -> 'The @azure/msal-common library'; the imperative 'Please use' given the subject 'developers should'; 'you are developing for' -> 'they are developing for'; the two sentences joined; the list the colon introduces is outside the cut"),
            paraphrase=("Rather than using msal-common in production, developers are asked to pick whichever platform-specific MSAL package matches the platform they build for.",
                        "freer rewording; 'not meant for production use' -> 'Rather than using ... in production'; 'Please use one of these packages specific to the platform' -> 'asked to pick whichever platform-specific MSAL package matches the platform'"),
            contradiction=("The @azure/msal-common library is not meant for production use, and developers should use both of the platform-specific packages together instead.",
                           "[number] 'use one of these packages' -> 'use both of the platform-specific packages together'"),
            overclaim=("The @azure/msal-common library must never be used in production, and developers are required to use one of the platform-specific packages instead.",
                       "degree raised: 'not meant for production use' -> 'must never be used'; 'Please use' -> 'are required to use'"),
            added=("The @azure/msal-common library is not meant for production use, and developers should instead use the package specific to their platform, such as msal-angular or msal-react for those frameworks.",
                   "added list items (msal-angular, msal-react) not in the README, whose list (outside the cut) names only MSAL for Single Page Applications and MSAL for Node.js; 'angular' and 'react' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# @vscode/test-electron's README: the title "# vscode-test" (not the package
# name), a badge, a two-sentence intro and a "Supported:" lead-in with four
# short items, then ## Usage (a sentence and a long code block), Development
# (four list items), License ("[MIT](LICENSE)") and Contributing (Microsoft's
# CLA paragraphs and the Code of Conduct paragraph).  The Code of Conduct
# paragraph is word for word in other Microsoft READMEs and is not used; the
# CLA text is in no other README under node_modules (see notes-b.md: it is
# Microsoft's template, but the grep finds it nowhere else).  Four top-level
# sections: the intro under the title, Usage, Development and Contributing.
DOCS.append(dict(
    path="@vscode/test-electron/README.md",
    kind="README", num="@vscode/test-electron", title="vscode-test",
    sentences=[
        dict(
            section="vscode-test",
            start="This module helps you test VS Code extensions.",
            end="execution experience.",
            reworded=("The @vscode/test-electron module helps test VS Code extensions, and new extensions may want to use the VS Code Test CLI, which leverages @vscode/test-electron, for a richer editing and execution experience.",
                      "'This module' -> 'The @vscode/test-electron module' (the package the Usage code imports); 'helps you test' -> 'helps test'; 'Note that' dropped; the two sentences joined; link syntax and URL dropped"),
            paraphrase=("Testing VS Code extensions is what vscode-test is for, though a new extension might prefer the VS Code Test CLI, which builds on vscode-test, to get a richer editing and execution experience.",
                        "freer rewording; the module named by the README's title (vscode-test); 'may want to use' -> 'might prefer' (hedge kept); 'leverages this module' -> 'builds on vscode-test'"),
            contradiction=("The @vscode/test-electron module helps test VS Code extensions, and new extensions may want to use the VS Code Test CLI, which leverages it, even though the CLI gives a more limited editing and execution experience.",
                           "[direction] 'for a richer editing and execution experience' -> 'a more limited editing and execution experience'"),
            overclaim=("The @vscode/test-electron module helps test VS Code extensions, but all new extensions are required to use the VS Code Test CLI, which leverages it, instead.",
                       "a suggestion made a rule and scope widened: 'new extensions may want to use' -> 'all new extensions are required to use'"),
            added=("The @vscode/test-electron module helps test VS Code extensions, and new extensions may want to use the VS Code Test CLI, which leverages it, for a richer editing and execution experience, including running tests from the Testing view of VS Code.",
                   "added detail (running tests from VS Code's Testing view) not in the README; 'testing view' and 'view' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Usage",
            start="See [./sample](./sample) for a runnable",
            end="configuration.",
            reworded=("The @vscode/test-electron repository has a runnable sample in its sample folder, with Azure DevOps Pipelines and GitHub Actions configuration.",
                      "the imperative 'See ./sample for a runnable sample' made a statement with the subject 'The @vscode/test-electron repository' (the links point into microsoft/vscode-test); 'Github' -> 'GitHub'; link syntax and URLs dropped"),
            paraphrase=("A sample that can be run, complete with configuration for both GitHub Actions and Azure DevOps Pipelines, is in the sample folder of the vscode-test repository.",
                        "freer rewording; 'a runnable sample' -> 'A sample that can be run'; 'with ... configuration' -> 'complete with configuration for both'; the two CI systems in reverse order"),
            contradiction=("The @vscode/test-electron repository has a runnable sample in its sample folder, with Azure DevOps Pipelines and Travis CI configuration.",
                           "[entity] GitHub Actions -> Travis CI"),
            overclaim=("The @vscode/test-electron repository has a runnable sample in its sample folder, with ready-made configuration for every major CI service, such as Azure DevOps Pipelines and GitHub Actions.",
                       "scope widened: 'with Azure DevOps Pipelines and Github Actions configuration' -> 'for every major CI service, such as'; 'service' and 'every' do not occur in the README"),
            added=("The @vscode/test-electron repository has a runnable sample in its sample folder, with Azure DevOps Pipelines and GitHub Actions configuration that runs the tests under xvfb on Linux.",
                   "added detail (the configuration runs the tests under xvfb on Linux) not in the README; 'xvfb' does not occur in it ('Linux' only in the Supported list); may be true in the world, not checked"),
        ),
        dict(
            section="Development",
            start="In [`sample`](./sample), run",
            end="can run successfully",
            reworded=("When developing @vscode/test-electron, one runs npm install, npm run compile and npm run test in the sample folder to make sure the integration test can run successfully.",
                      "the imperative list item given the frame 'When developing @vscode/test-electron, one runs' (the Development heading); 'In sample' -> 'in the sample folder'; 'integration test' -> 'the integration test'; backticks, link syntax and URL dropped; a full stop added"),
            paraphrase=("During development, the sample folder is where npm install, npm run compile and npm run test are run, to confirm that the integration test runs successfully.",
                        "freer rewording; made passive; 'to make sure integration test can run successfully' -> 'to confirm that the integration test runs successfully'; the three commands kept in order"),
            contradiction=("When developing @vscode/test-electron, one runs npm install and npm run test in the sample folder, without npm run compile, to make sure the integration test can run successfully.",
                           "[negation] the step 'npm run compile' -> 'without npm run compile'"),
            overclaim=("When developing @vscode/test-electron, running npm install, npm run compile and npm run test in the sample folder proves that the integration test will pass on every supported platform.",
                       "degree raised and scope widened: 'to make sure integration test can run successfully' -> 'proves that the integration test will pass on every supported platform'"),
            added=("When developing @vscode/test-electron, one runs npm install, npm run compile and npm run test in the sample folder to make sure the integration test can run successfully, and a pull request is only merged after this check passes in CI.",
                   "added requirement (pull requests merged only after the check passes in CI) not in the README; 'merge' does not occur in it, 'CI' only inside the ci.yml file name of the GitHub Actions link, 'pull request' only in the CLA paragraph"),
        ),
        dict(
            section="Contributing",
            start="When you submit a pull request, a CLA-bot",
            end="provided by the bot.",
            reworded=("When a pull request is submitted to @vscode/test-electron, a CLA-bot will automatically determine whether a CLA needs to be provided and decorate the PR appropriately, for example with a label or comment, and the contributor simply follows the instructions provided by the bot.",
                      "'When you submit a pull request' made passive with the setting 'to @vscode/test-electron' (the README's 'This project'); 'whether you need to provide a CLA' -> 'whether a CLA needs to be provided'; '(e.g., label, comment)' -> 'for example with a label or comment'; the imperative 'Simply follow the instructions' given the subject 'the contributor'; the two sentences joined"),
            paraphrase=("For each new pull request, a bot works out by itself whether the contributor has to sign a Contributor License Agreement and marks the PR accordingly, for instance with a label or a comment, and contributors only need to do what the bot tells them.",
                        "freer rewording; 'a CLA-bot will automatically determine' -> 'a bot works out by itself'; CLA spelled out from the paragraph before the cut; 'decorate the PR appropriately (e.g., label, comment)' -> 'marks the PR accordingly, for instance with a label or a comment'; 'Simply follow the instructions provided by the bot' -> 'only need to do what the bot tells them'"),
            contradiction=("When a pull request is submitted to @vscode/test-electron, a CLA-bot decorates the PR with a label or comment, but it does not determine whether a CLA needs to be provided.",
                           "[negation] 'a CLA-bot will automatically determine whether you need to provide a CLA' -> 'it does not determine whether a CLA needs to be provided'"),
            overclaim=("When a pull request is submitted to @vscode/test-electron, a CLA-bot determines whether a CLA is needed and decorates the PR, and following its instructions is all a contributor ever has to do to get the pull request accepted.",
                       "degree raised: 'Simply follow the instructions provided by the bot' (about the CLA) -> 'all a contributor ever has to do to get the pull request accepted'; 'accept' does not occur in the README"),
            added=("When a pull request is submitted to @vscode/test-electron, a CLA-bot will automatically determine whether a CLA is needed and decorate the PR appropriately, and it checks the pull request again by itself once the CLA has been signed.",
                   "added detail (the bot re-checks the pull request once the CLA is signed) not in the README; 'again' and 'signed' do not occur in it; may be true in the world, not checked"),
        ),
    ]))
