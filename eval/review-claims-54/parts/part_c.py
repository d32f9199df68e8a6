# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-54, part C (drafts 11-15).

Same format as review-claims-53's parts.  The documents are the Markdown
contributor guides of Node.js as installed on this machine by the Debian
package `nodejs` (20.20.2-1nodesource1+repack1), under the corpus root
/usr/share/doc/nodejs/contributing (`path` is relative to it; the
self-check reads RC54_CORPUS_ROOT if that is set).  One entry per document,
in draft order.  Each sentence gives the section it comes from, a start
anchor (unique in the raw file) and an end anchor (first match after the
start, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`kind` is "contributing", `num` is "Node.js" and `title` is the page's H1
heading with Markdown markup read away (the pages have no front matter), so
a draft heading reads "## Node.js contributing: <title>" ("Security
release process", "Technical Priorities", "Recognizing Contributors",
"Adding V8 Fast API", "Node.js Node-API version release process").  The
brief wants the draft's first line to read "# Notes on Node.js
contributing", i.e. "# Notes on <num> <kind>" (review-claims-53's
build_gold.py wrote "# Notes on <num>"; the lead's build script has to
join both fields there).  `section` is the text of the nearest heading
above the sentence ('#' marks dropped, other markup such as backticks kept
as written; for a cut in a page's introduction it is the H1 title).

No spare is used: every assigned page has four or more prose sentences of
12-45 words that occur in no other file under the corpus root (the check
prints the counts: 35, 50, 22, 14, 17).  Every cut here occurs in no other
file under the corpus root, raw, with white space and case read away, or
with Markdown markup stripped, and once only in its own page; no line and
no sentence of a cut with six or more words occurs elsewhere either, or
twice in its page (check_part_c.py tests all of these; notes-c.md lists
the shared and near-copied passages that were avoided).

Contradiction sub-kinds, planned over the 20 sentences before writing
(review-claims-53 part C's split: number 4, entity 3, direction 4,
negation 5, roles 4):

    d11 security-release-process.md   roles     direction negation  entity
    d12 technical-priorities.md       number    roles     negation  number
    d13 recognizing-contributors.md   roles     number    entity    negation
    d14 adding-v8-fast-api.md         direction negation  roles     direction
    d15 releases-node-api.md          entity    negation  direction number

d15-s2 first sat on #### Step 1 (new Node-APIs' NAPI_EXPERIMENTAL define
guards, line 81); its first line is also line 159's, so the check's
own-page line test refuses it, and it moved to #### Step 2 (runtime
guards, line 123) with the same tag.
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# security-release-process.md (10,562 bytes): an introduction, "## Security
# release stewards" (prose and a table), "## Planning", "## Announcement"
# and "## Release day" (check lists), "## Post-Release", "## Adding a
# security revert option" (prose and code), "## When things go wrong" (###
# Incomplete fixes, ### Updating CVEs).  Four cuts from four ## sections:
# severity and summary synced from HackerOne (Planning, step 3), the CI
# lock-down on release day, breaking changes in LTS lines for security
# fixes, and a new CVE for an incomplete fix.  The stewards' nomination
# (lines 11-14) was the first choice; its last line, "through the regular
# TSC consensus process.", is also collaborator-guide.md's line 450, so the
# check's line test refuses it.  The announcement's request not to tweet (lines 119-124) is indented
# under a list item after a code block, which the check reads as indented
# code, so it is not used.
DOCS.append(dict(
    path="security-release-process.md",
    kind="contributing", num="Node.js", title="Security release process",
    sentences=[
        dict(
            section="Planning",
            start="Assign a severity and write a team summary",
            end="severity and summary in\n    `vulnerabilities.json`.",
            reworded=("In the Node.js security release process, a severity is assigned and a team summary written on HackerOne for the reports chosen in vulnerabilities.json, and git node security --sync is run to update the severity and summary in vulnerabilities.json.",
                      "'Assign a severity and write a team summary on HackerOne' -> 'a severity is assigned and a team summary written on HackerOne' (passive; 'In the Node.js security release process' from the page title); 'Run git node security --sync to update' -> 'git node security --sync is run to update'; the two list items joined with 'and'; backticks and the list markers dropped"),
            paraphrase=("Severity ratings and team write-ups for the selected reports are entered in HackerOne, and a sync through git node security then carries them into the vulnerabilities.json file.",
                        "freer rewording; 'Assign a severity and write a team summary on HackerOne for the reports chosen' -> 'Severity ratings and team write-ups for the selected reports are entered in HackerOne'; 'Run git node security --sync to update severity and summary in vulnerabilities.json' -> 'a sync through git node security then carries them into the vulnerabilities.json file' (that the sync takes them from HackerOne is read from the pairing of the two items)"),
            contradiction=("In the Node.js security release process, severity and a team summary are written into vulnerabilities.json first, and git node security --sync then pushes them to the reports on HackerOne.",
                           "[roles] source and target swapped: the page has severity and summary written on HackerOne and --sync update them in vulnerabilities.json; the claim writes them in vulnerabilities.json and has --sync push them to HackerOne"),
            overclaim=("Running git node security --sync keeps every field of vulnerabilities.json in step with HackerOne, not only the severity and the team summary.",
                       "scope widened: 'to update severity and summary in vulnerabilities.json' -> 'keeps every field of vulnerabilities.json in step with HackerOne'; the page names only severity and summary ('field' does not occur in it)"),
            added=("For a Node.js security release, severity and a team summary are written on HackerOne for the chosen reports and synced into vulnerabilities.json with git node security --sync, using the CVSS 3.1 scoring scale.",
                   "added detail (the CVSS 3.1 scale) not in the page; 'CVSS' and 'scale' do not occur in it, nor anywhere under the corpus root; invented"),
        ),
        dict(
            section="Release day",
            start="Lock down the CI to prevent public access",
            end="`@nodejs/jenkins-admins`.",
            reworded=("On Node.js security release day, the CI is locked down to prevent public access to the CI machines, by pinging a member of @nodejs/jenkins-admins.",
                      "'Release day' (the section) and the page title made 'On Node.js security release day'; 'Lock down the CI' -> 'the CI is locked down' (passive); 'ping a member of' -> 'by pinging a member of'; backticks dropped"),
            paraphrase=("Part of the Node.js security release day checklist is getting one of the Jenkins admins to shut the public out of the CI machines.",
                        "freer rewording; 'Lock down the CI to prevent public access to the CI machines' -> 'shut the public out of the CI machines'; 'ping a member of @nodejs/jenkins-admins' -> 'getting one of the Jenkins admins to'; 'Release day' (the section) -> 'the ... security release day checklist'"),
            contradiction=("On Node.js security release day, the CI is locked down so that the public can reach the CI machines, with a member of @nodejs/jenkins-admins pinged to do it.",
                           "[direction] the purpose reversed: 'to prevent public access to the CI machines' -> 'so that the public can reach the CI machines'; the page's later step 3 unlocks the CI 'to allow public access' (line 147), which is the opposite step, not the lock-down"),
            overclaim=("Locking down the Node.js CI on security release day, done by pinging a member of @nodejs/jenkins-admins, guarantees that no details of the fixes can leak before the release is out.",
                       "a purpose made a guarantee: 'to prevent public access to the CI machines' -> 'guarantees that no details of the fixes can leak'; the page claims nothing about leaks ('leak' and 'guarantee' do not occur in it)"),
            added=("On Node.js security release day, a member of @nodejs/jenkins-admins is pinged to lock the CI against public access, which usually takes about an hour to complete.",
                   "added detail (about an hour) not in the page; 'hour' does not occur in it; invented"),
        ),
        dict(
            section="Adding a security revert option",
            start="Breaking changes are allowed in existing LTS",
            end="the original behaviour.",
            reworded=("Node.js allows breaking changes in existing LTS lines in order to fix important security vulnerabilities, and when such breaking changes are made it is important to provide a command line option that restores the original behaviour.",
                      "'Breaking changes are allowed' -> 'Node.js allows breaking changes'; the two sentences joined with 'and'; 'When breaking changes are made' -> 'when such breaking changes are made'; otherwise kept"),
            paraphrase=("An important security flaw can justify breaking behaviour even on a Node.js long-term support line, but any such break should come with a command-line switch that brings the old behaviour back.",
                        "freer rewording; 'Breaking changes are allowed in existing LTS lines in order to fix important security vulnerabilities' -> 'An important security flaw can justify breaking behaviour even on a ... long-term support line'; 'it is important to provide a command line option that restores the original behaviour' -> 'any such break should come with a command-line switch that brings the old behaviour back'"),
            contradiction=("Node.js never allows breaking changes in existing LTS lines, not even to fix important security vulnerabilities, so there is never a need for an option that restores the original behaviour.",
                           "[negation] 'Breaking changes are allowed in existing LTS lines in order to fix important security vulnerabilities' -> 'never allows breaking changes in existing LTS lines, not even to fix important security vulnerabilities'"),
            overclaim=("Node.js allows breaking changes in existing LTS lines for any security fix, however minor, as long as a command line option restores the original behaviour.",
                       "scope widened: 'to fix important security vulnerabilities' -> 'for any security fix, however minor' ('minor' does not occur in the page)"),
            added=("Breaking changes may land in existing Node.js LTS lines to fix important security vulnerabilities, with a command line option to restore the old behaviour, and such options are removed again in the next major release.",
                   "added detail (revert options removed in the next major release) not in the page; 'major' does not occur in it, 'removed' only for HackerOne reports (line 55); invented"),
        ),
        dict(
            section="Incomplete fixes",
            start="When a CVE is reported as fixed",
            end="to cover subsequent fix.",
            reworded=("When a CVE is reported as fixed in a Node.js security release and it turns out that the fix was incomplete, a new CVE should be used to cover the subsequent fix.",
                      "'in a security release' -> 'in a Node.js security release'; 'subsequent fix' -> 'the subsequent fix'; otherwise kept"),
            paraphrase=("If a Node.js vulnerability announced as fixed proves to have been only partly fixed, the follow-up patch gets its own fresh CVE identifier.",
                        "freer rewording; 'When a CVE is reported as fixed in a security release and it turns out that the fix was incomplete' -> 'If a ... vulnerability announced as fixed proves to have been only partly fixed'; 'a new CVE should be used to cover subsequent fix' -> 'the follow-up patch gets its own fresh CVE identifier'"),
            contradiction=("When a CVE reported as fixed in a Node.js security release turns out to have an incomplete fix, the original CVE should be reused to cover the follow-up fix.",
                           "[entity] which CVE covers the later fix: 'a new CVE' -> 'the original CVE'; the page's next sentence (lines 233-236) also warns against changing the original CVE's 'fixed in' value"),
            overclaim=("Whenever a Node.js security fix needs any follow-up patch at all, for whatever reason, a new CVE must be requested for it.",
                       "scope widened and a duty raised: 'When a CVE is reported as fixed ... and it turns out that the fix was incomplete' -> 'Whenever a ... security fix needs any follow-up patch at all, for whatever reason'; 'should be used' -> 'must be requested'"),
            added=("When a CVE reported as fixed in a Node.js security release turns out to be incompletely fixed, a new CVE should cover the later fix, and the new CVE's description must reference the original one.",
                   "added rule (the new CVE's description referencing the original) not in the page; 'reference' occurs only in the Post-Release cleanup ('report reference', line 171) and 'description' only in the intro, the JSON descriptions of the vulnerability DB and the node_revert.h example (lines 4, 176, 196), never about a follow-up CVE; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# technical-priorities.md (8,446 bytes): an introduction and thirteen ##
# priorities (Modern HTTP ... Package management), all prose.  Four cuts
# from four sections: the review schedule (introduction), Documentation,
# Better multithreaded support and Package management.  The Package
# management section's last sentence shares its policy phrase ("multiple
# dependencies or tools that serve the same purpose") with distribution.md
# and is not used.
DOCS.append(dict(
    path="technical-priorities.md",
    kind="contributing", num="Node.js", title="Technical Priorities",
    sentences=[
        dict(
            section="Technical Priorities",
            start="They will be updated regularly",
            end="on a 6-month basis.",
            reworded=("The Node.js technical priorities will be updated regularly and will be reviewed by the next-10 team and the TSC on a six-month basis.",
                      "'They' named from the page title and its first sentence (line 3: 'key technical priorities'); '6-month' -> 'six-month'; otherwise kept"),
            paraphrase=("Node.js's list of technical priorities is a living document: the TSC and the next-10 team go over it twice a year and revise it on a regular basis.",
                        "freer rewording; 'will be reviewed by the next-10 team and the TSC on a 6-month basis' -> 'the TSC and the next-10 team go over it twice a year'; 'will be updated regularly' -> 'revise it on a regular basis'"),
            contradiction=("The Node.js technical priorities will be updated regularly and reviewed by the next-10 team and the TSC once every twelve months.",
                           "[number] the review interval '6-month' -> 'once every twelve months' ('twelve' and '12-month' do not occur in the page)"),
            overclaim=("Every six months the next-10 team and the TSC rewrite the Node.js technical priorities from scratch.",
                       "a review made a rewrite: 'will be updated regularly and will be reviewed ... on a 6-month basis' -> 'rewrite ... from scratch' ('scratch' and 'rewrite' do not occur in the page)"),
            added=("The Node.js technical priorities are reviewed by the next-10 team and the TSC on a six-month basis, and each revised list has to be ratified by a vote of all Node.js collaborators.",
                   "added rule (a ratification vote of all collaborators) not in the page; 'vote', 'ratified' and 'collaborators' do not occur in it; invented"),
        ),
        dict(
            section="Documentation",
            start="The current documentation is great",
            end="information is difficult.",
            reworded=("The Node.js technical priorities describe the current documentation as great for experienced developers or people who know what they are looking for, but for beginners it can be quite hard to read and finding the desired information is difficult.",
                      "'The current documentation is great for ...' made reported speech ('The Node.js technical priorities describe ...', the page title); 'who are aware of what they are looking for' -> 'who know what they are looking for'; 'On the other hand' -> 'but'; 'this documentation' -> 'it'"),
            paraphrase=("Seasoned developers who already know what they want are well served by today's Node.js docs, whereas newcomers find them heavy going and struggle to track down what they need.",
                        "freer rewording; 'great for experienced developers or people who are aware of what they are looking for' -> 'Seasoned developers who already know what they want are well served'; 'for beginners this documentation can be quite hard to read' -> 'newcomers find them heavy going'; 'finding the desired information is difficult' -> 'struggle to track down what they need'"),
            contradiction=("According to the Node.js technical priorities, the current documentation is great for beginners, while experienced developers find it quite hard to read and struggle to find the information they want.",
                           "[roles] the two audiences swapped: the page finds the documentation great for experienced developers and hard for beginners; the claim has it great for beginners and hard for experienced developers"),
            overclaim=("The Node.js technical priorities call the current documentation unusable for beginners, who cannot find any of the information they need in it.",
                       "a degree raised: 'can be quite hard to read and finding the desired information is difficult' -> 'unusable for beginners, who cannot find any of the information'; hard is not impossible ('unusable' does not occur in the page)"),
            added=("The Node.js technical priorities say the current documentation serves experienced developers well but is hard for beginners to read, mainly because the API reference pages are ordered alphabetically.",
                   "added reason (alphabetical ordering of the API reference) not in the page; 'alphabetical' and 'ordered' do not occur in it, 'reference' only in npm's 'reference implementation' (line 170); the section's next sentences ask for concrete examples and a learning path (lines 52-55), not a new order; invented"),
        ),
        dict(
            section="Better multithreaded support",
            start="The right answer is often to use",
            end="on the same server.",
            reworded=("The Node.js technical priorities note that the right answer is often to use technologies like containers to run multiple single-threaded Node.js instances on the same server.",
                      "reported speech ('The Node.js technical priorities note that', the page title); 'single threaded' -> 'single-threaded'; otherwise kept"),
            paraphrase=("Frequently the best approach is to pack a number of single-threaded Node.js processes onto one machine, using containers or similar tools.",
                        "freer rewording; 'The right answer is often' -> 'Frequently the best approach is'; 'to use technologies like containers to run multiple single threaded Node.js instances on the same server' -> 'to pack a number of single-threaded Node.js processes onto one machine, using containers or similar tools'"),
            contradiction=("The Node.js technical priorities say that using containers to run multiple single-threaded Node.js instances on the same server is not the right answer.",
                           "[negation] 'The right answer is often to use technologies like containers to run multiple single threaded Node.js instances' -> 'is not the right answer'"),
            overclaim=("According to the Node.js technical priorities, containers running several single-threaded Node.js instances on one server are the right answer in every case.",
                       "a frequency made universal: 'The right answer is often' -> 'the right answer in every case' ('every case' does not occur in the page; its next sentence, lines 110-112, names use cases that need multiple threads in one instance, so a strict reader may call this contradicted by the page, though not by the rationale)"),
            added=("The Node.js technical priorities say the right answer is often to run multiple single-threaded Node.js instances on one server with containers, typically one instance per CPU core.",
                   "added detail (one instance per CPU core) not in the page; 'core' and 'CPU' do not occur in it; may be common practice in the world, not checked"),
        ),
        dict(
            section="Package management",
            start="This is for historical reasons",
            end="most JavaScript software.",
            reworded=("Node.js includes npm for historical reasons, since npm was the only JavaScript package manager when it was added in 2011, and because it is the reference implementation for the npm registry, the de facto primary source for most JavaScript software.",
                      "'This' named from the sentence before (line 168: 'Node.js includes npm for this purpose'); 'This is for historical reasons — when npm was added in 2011, it was the only JavaScript package manager —' -> 'for historical reasons, since npm was the only JavaScript package manager when it was added in 2011'; 'which is the de facto' -> 'the de facto'; backticks dropped"),
            paraphrase=("Bundling npm with Node.js goes back to its being the sole JavaScript package manager when it joined in 2011, and to its role as the canonical client for the registry that supplies most JavaScript code.",
                        "freer rewording; 'This is for historical reasons — when npm was added in 2011, it was the only JavaScript package manager' -> 'goes back to its being the sole JavaScript package manager when it joined in 2011'; 'the reference implementation for the npm registry, which is the de facto primary source for most JavaScript software' -> 'the canonical client for the registry that supplies most JavaScript code'"),
            contradiction=("Node.js includes npm partly for historical reasons: when npm was added in 2014, it was the only JavaScript package manager.",
                           "[number] the year 'added in 2011' -> 'added in 2014' ('2014' does not occur in the page)"),
            overclaim=("Node.js includes npm because npm is the reference implementation for the npm registry, which is the source of all JavaScript software.",
                       "a quantity raised: 'the de facto primary source for most JavaScript software' -> 'the source of all JavaScript software'"),
            added=("Node.js includes npm for historical reasons, having added it in 2011 when it was the only JavaScript package manager, and npm's maintainers hold a permanent seat on the Node.js TSC.",
                   "added detail (a permanent TSC seat for npm's maintainers) not in the page; 'TSC' occurs in it only in line 15 (the review), 'seat' and 'maintainers' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# recognizing-contributors.md (3,767 bytes): an introduction with a list of
# hoped-for benefits, "## Sponsorship link on nodejs/node README.md", "##
# Amplification of posts announcing talks by collaborators" and "##
# Bi-monthly contributor spotlight", all prose and lists.  Four cuts, one
# from each.  The amplification cut shares "in the nodejs-social channel in
# the OpenJS" (seven words) with security-release-process.md, line 104-105,
# which asks the same channel for amplification of a blog post; it agrees.
DOCS.append(dict(
    path="recognizing-contributors.md",
    kind="contributing", num="Node.js", title="Recognizing Contributors",
    sentences=[
        dict(
            section="Recognizing Contributors",
            start="Helping people demonstrate to their managers",
            end="something that matters)",
            reworded=("One benefit Node.js hopes to achieve by recognizing contributors is helping people demonstrate to their managers the value of the contributions they are making, which in turn helps their manager support their employer investing in the project.",
                      "the item made a full sentence from its list's lead-in (line 8: 'Some of the benefits we hope to achieve through these programs include:') and the page title; 'which in terms helps' -> 'which in turn helps'; the aside '(unfortunately this is something that matters)' dropped"),
            paraphrase=("Node.js hopes that recognizing contributors gives them something to show their bosses, so that managers can back their company's investment in the project, which the guide admits, regretfully, matters.",
                        "freer rewording; 'Helping people demonstrate to their managers the value of the contributions they are making' -> 'gives them something to show their bosses'; 'helps their manager support their employer investing in the project' -> 'managers can back their company's investment in the project'; '(unfortunately this is something that matters)' -> 'which the guide admits, regretfully, matters'; 'recognizing contributors' from the page title"),
            contradiction=("One aim of the Node.js contributor recognition programs is to help managers demonstrate to the people who work for them the value of the contributions those managers make to the project.",
                           "[roles] who shows whom is swapped: the page has contributors demonstrate to their managers the value of their own contributions; the claim has managers demonstrate to their staff the value of the managers' contributions"),
            overclaim=("Node.js's recognition of contributors ensures that their employers keep investing in the project.",
                       "a hope made a certainty: 'Some of the benefits we hope to achieve ... include: Helping people demonstrate ... which in terms helps their manager support their employer investing' -> 'ensures that their employers keep investing' ('ensure' occurs in the page only in line 33, about the sponsorship page's text)"),
            added=("Among the benefits Node.js hopes recognition brings is helping contributors show their managers the value of their work, for which the project provides a signed letter of thanks on request.",
                   "added detail (a signed letter of thanks) not in the page; 'letter' and 'signed' do not occur in it; invented"),
        ),
        dict(
            section="Sponsorship link on nodejs/node README.md",
            start="Collaborators may add a single link",
            end="named `Support me`.",
            reworded=("Node.js collaborators may add a single link named Support me beside their name in the section titled Collaborators of the nodejs/node README.md file.",
                      "'Collaborators' -> 'Node.js collaborators'; the order of the parts changed; 'on the nodejs/node README.md file in the section titled Collaborators' -> 'in the section titled Collaborators of the nodejs/node README.md file'; link and backticks dropped"),
            paraphrase=("In the list of collaborators in the nodejs/node README, each collaborator is allowed one Support me link next to their entry.",
                        "freer rewording; 'Collaborators may add a single link beside their name' -> 'each collaborator is allowed one Support me link next to their entry'; 'on the nodejs/node README.md file in the section titled Collaborators' -> 'In the list of collaborators in the nodejs/node README'"),
            contradiction=("Node.js collaborators may add up to three links named Support me beside their name in the Collaborators section of the nodejs/node README.md file.",
                           "[number] 'a single link' -> 'up to three links' ('three' does not occur in the page)"),
            overclaim=("Every Node.js collaborator is required to add a Support me link beside their name in the Collaborators section of the nodejs/node README.md.",
                       "a permission made a duty: 'Collaborators may add' -> 'Every ... collaborator is required to add' ('required' does not occur in the page)"),
            added=("Node.js collaborators may add one Support me link beside their name in the Collaborators section of the nodejs/node README.md, but the link has to be approved by two other collaborators first.",
                   "added rule (approval by two other collaborators) not in the page; 'approved' occurs in it only for spotlight nominations (lines 69, 71, 74), 'two' not at all; invented"),
        ),
        dict(
            section="Amplification of posts announcing talks by collaborators",
            start="They can request that a post highlighting",
            end="OpenJS Foundation slack.",
            reworded=("A Node.js collaborator speaking at an event can request that a post highlighting the talk be amplified by the Node.js accounts by making a request in the #nodejs-social channel in the OpenJS Foundation Slack.",
                      "'They' named from the sentence before (line 45: 'When a collaborator is speaking at a public event'); 'a post highlighting that they are speaking at the event' -> 'a post highlighting the talk'; 'slack' -> 'Slack'"),
            paraphrase=("To get the Node.js social accounts to boost a post about an upcoming talk, a collaborator asks for it in the nodejs-social channel of the OpenJS Foundation's Slack.",
                        "freer rewording; 'request that a post highlighting that they are speaking at the event be amplified by the Node.js accounts' -> 'get the Node.js social accounts to boost a post about an upcoming talk'; 'by making a request in the #nodejs-social channel in the OpenJS Foundation slack' -> 'asks for it in the nodejs-social channel of the OpenJS Foundation's Slack'"),
            contradiction=("A Node.js collaborator speaking at an event can have a post about it amplified by the Node.js accounts by opening an issue in the nodejs/admin repository on GitHub.",
                           "[entity] where the request is made: 'in the #nodejs-social channel in the OpenJS Foundation slack' -> 'by opening an issue in the nodejs/admin repository on GitHub' ('admin' and 'issue' do not occur in the page)"),
            overclaim=("Any post by a Node.js collaborator about a talk they are giving is amplified by the Node.js accounts once it is requested in the #nodejs-social channel of the OpenJS Foundation Slack.",
                       "a request made a promise: 'They can request that a post ... be amplified' -> 'is amplified ... once it is requested'; the page gives a way to ask, not a guarantee of amplification, and its next sentence (lines 49-51) expects collaborators to ask only for relevant events"),
            added=("A Node.js collaborator can ask in the #nodejs-social channel of the OpenJS Foundation Slack for a post about their talk to be amplified by the Node.js accounts, at least two weeks before the event.",
                   "added detail (two weeks' notice) not in the page; 'week' does not occur in it, 'before' only in the spotlight section (line 74); invented"),
        ),
        dict(
            section="Bi-monthly contributor spotlight",
            start="Anybody who is not",
            end="team member etc.",
            reworded=("Anybody who is not a member of the Node.js Technical Steering Committee and has made a notable contribution to the project can be nominated for the contributor spotlight, and they do not need to be a collaborator or team member.",
                      "'the Technical Steering Committee (TSC)' -> 'the Node.js Technical Steering Committee'; 'can be nominated' -> 'can be nominated for the contributor spotlight' (the section); 'They DO NOT need to be a collaborator, team member etc.' -> 'they do not need to be a collaborator or team member' (capitals and 'etc.' dropped); the two sentences joined with 'and'"),
            paraphrase=("Nominees for the Node.js contributor spotlight can come from anywhere outside the TSC, with no collaborator status or team membership required, as long as their contribution to the project is notable.",
                        "freer rewording; 'Anybody who is not a member of the Technical Steering Committee (TSC)' -> 'can come from anywhere outside the TSC'; 'They DO NOT need to be a collaborator, team member etc.' -> 'with no collaborator status or team membership required'; 'has made a notable contribution to the project' -> 'as long as their contribution to the project is notable'"),
            contradiction=("Someone who is not a Node.js collaborator or team member cannot be nominated for the contributor spotlight, however notable their contribution to the project.",
                           "[negation] 'They DO NOT need to be a collaborator, team member etc.' -> 'Someone who is not a ... collaborator or team member cannot be nominated'"),
            overclaim=("Anyone outside the Node.js TSC who has made a notable contribution to the project is guaranteed to be featured in the contributor spotlight.",
                       "a chance made a certainty: 'can be nominated' -> 'is guaranteed to be featured'; the page has nominations reviewed and approved by the TSC (lines 69-72) ('guaranteed' does not occur in it)"),
            added=("Anyone outside the Node.js Technical Steering Committee who has made a notable contribution can be nominated for the contributor spotlight, but self-nominations are not accepted.",
                   "added rule (no self-nominations) not in the page; 'self' does not occur in it; anyone may use the web form (lines 66-67); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# adding-v8-fast-api.md (5,180 bytes): an introduction, "## Limitations" and
# "## Requirements" (lists), "## Fallback to slow path" (prose and a C++
# example) and "## Example" (mostly code).  Four cuts: the introduction's
# reason for the fast API, the limitation on throwing errors, the advice to
# test in a loop and the effect of passing true to the fallback option.
DOCS.append(dict(
    path="adding-v8-fast-api.md",
    kind="contributing", num="Node.js", title="Adding V8 Fast API",
    sentences=[
        dict(
            section="Adding V8 Fast API",
            start="Embedding functions implemented in C++",
            end="from JIT-ed code.",
            reworded=("Embedding functions implemented in C++ in Node.js incurs a high overhead, so V8 provides an API to implement native functions that may be invoked directly from JIT-ed code.",
                      "'in Node.js' added from the page (line 3: Node.js uses V8); 'incur' -> 'incurs'; 'which may be invoked' -> 'that may be invoked'"),
            paraphrase=("Since calling into embedded C++ is expensive, V8 offers a way to write native functions that JIT-compiled code can call without a detour.",
                        "freer rewording; 'Embedding functions implemented in C++ incur a high overhead' -> 'calling into embedded C++ is expensive'; 'provides an API to implement native functions' -> 'offers a way to write native functions'; 'which may be invoked directly from JIT-ed code' -> 'that JIT-compiled code can call without a detour'"),
            contradiction=("Because embedding functions implemented in C++ carries little overhead in Node.js, V8 provides an API to implement native functions that can be invoked directly from JIT-ed code.",
                           "[direction] the cost reversed: 'incur a high overhead' -> 'carries little overhead'"),
            overclaim=("V8's fast API removes all of the overhead of embedding C++ functions in Node.js by letting JIT-ed code invoke native functions directly.",
                       "a degree raised: the page says the overhead is high and that the API lets JIT-ed code invoke native functions directly; it does not say all overhead is removed ('removes' does not occur in it; 'all' only in 'Not all parameter and return types', line 16)"),
            added=("Embedding C++ functions in Node.js incurs a high overhead, so V8 provides an API for native functions invoked directly from JIT-ed code, an API that V8 first shipped in its version 8.0.",
                   "added detail (a V8 version 8.0) not in the page; no V8 version number occurs in it; invented"),
        ),
        dict(
            section="Limitations",
            start="Throwing errors is not available",
            end="fallback to the slow API.",
            reworded=("In Node.js, throwing errors is not available from within a V8 fast API call, but it can be done through the fallback to the slow API.",
                      "'In Node.js' and 'V8' added from the page (title and line 3); 'but can be done' -> 'but it can be done'; otherwise kept"),
            paraphrase=("A fast API function cannot raise an exception itself; to throw one, it has to hand the call over to the slow version.",
                        "freer rewording; 'Throwing errors is not available from within a fast API call' -> 'A fast API function cannot raise an exception itself'; 'but can be done through the fallback to the slow API' -> 'to throw one, it has to hand the call over to the slow version'"),
            contradiction=("In Node.js, errors can be thrown directly from within a V8 fast API call, with no need to fall back to the slow API.",
                           "[negation] 'Throwing errors is not available from within a fast API call' -> 'errors can be thrown directly from within a ... fast API call'"),
            overclaim=("Because errors cannot be thrown inside a V8 fast API call, falling back to the slow API guarantees that every error in a Node.js fast API function is reported correctly.",
                       "a possibility made a guarantee: 'can be done through the fallback to the slow API' -> 'guarantees that every error ... is reported correctly' ('guarantee' and 'correctly' do not occur in the page)"),
            added=("In Node.js, throwing errors is not available inside a V8 fast API call but can be done through the fallback to the slow API, which costs roughly one extra microsecond per call.",
                   "added detail (about a microsecond per fallback) not in the page; 'microsecond' and 'cost' do not occur in it; invented"),
        ),
        dict(
            section="Requirements",
            start="To test fast APIs, make sure",
            end="over the slow one.",
            reworded=("To test V8 fast APIs in Node.js, the tests should be run in a loop with a decent iteration count to trigger the relevant optimizations that prefer the fast API over the slow one.",
                      "'To test fast APIs, make sure to run the tests' -> 'To test ... fast APIs ..., the tests should be run'; 'V8' and 'in Node.js' from the page; 'iterations count' -> 'iteration count'"),
            paraphrase=("To exercise a fast API, a Node.js test should call it over and over, enough times for the optimizer to kick in and start choosing the fast path instead of the slow one.",
                        "freer rewording; 'run the tests in a loop with a decent iterations count' -> 'call it over and over, enough times'; 'to trigger relevant optimizations that prefer the fast API over the slow one' -> 'for the optimizer to kick in and start choosing the fast path instead of the slow one'"),
            contradiction=("To test V8 fast APIs in Node.js, the tests should be run in a loop with a decent iteration count to trigger the relevant optimizations that prefer the slow API over the fast one.",
                           "[roles] the preferred and the passed-over paths swapped: the page's optimizations prefer the fast API over the slow one; the claim's prefer the slow one over the fast one"),
            overclaim=("Running Node.js tests in a loop with a decent iteration count guarantees that V8 takes the fast API path on every call.",
                       "a purpose made a guarantee: 'to trigger relevant optimizations that prefer the fast API' -> 'guarantees that V8 takes the fast API path on every call'; the loop is there because early calls are not optimized ('guarantee' and 'every' do not occur in the page)"),
            added=("Node.js tests of V8 fast APIs should run in a loop with a decent iteration count to trigger the optimizations that prefer the fast API, and they should also be run with the --allow-natives-syntax flag.",
                   "added detail (the --allow-natives-syntax flag) not in the page; 'natives' and 'flag' do not occur in it; may be true in the world of Node.js's own tests, not checked"),
        ),
        dict(
            section="Fallback to slow path",
            start="Passing `true` to the `fallback` option",
            end="with the same arguments.",
            reworded=("In a Node.js fast API function, passing true to the fallback option will force V8 to run the slow path with the same arguments.",
                      "'In a Node.js fast API function' from the page (title, line 40-41: the fallback is enabled from the C++ implementation of the fast API function); backticks dropped; otherwise kept"),
            paraphrase=("Setting fallback to true makes V8 redo the call through the slow implementation, handing it the very same arguments.",
                        "freer rewording; 'Passing true to the fallback option' -> 'Setting fallback to true'; 'will force V8 to run the slow path' -> 'makes V8 redo the call through the slow implementation'; 'with the same arguments' -> 'handing it the very same arguments'"),
            contradiction=("In a Node.js fast API function, passing true to the fallback option makes V8 skip the slow path and retry the fast path with the same arguments.",
                           "[direction] where V8 goes reversed: 'force V8 to run the slow path' -> 'skip the slow path and retry the fast path'"),
            overclaim=("Passing true to the fallback option in a Node.js fast API function makes V8 run the slow path for every later call of that function, not just the current one.",
                       "scope widened: the page says V8 runs the slow path 'with the same arguments', i.e. for the call at hand; 'every later call' is not in it (the example sets the option per call, only when b == 0, lines 58-60 and 104-106)"),
            added=("Passing true to the fallback option makes V8 run the slow path with the same arguments, and Node.js logs a warning each time this happens.",
                   "added behaviour (a warning logged on each fallback) not in the page; 'warning' and 'log' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# releases-node-api.md (7,234 bytes): an introduction, "## Table of
# contents" (links) and "## How to create a release" with ### steps 0-10
# and, under step 5, #### Steps 1-5; much of it is code.  Its first
# sentence and step 0 are near-copies of releases.md (lines 128-129, the
# Build Working Group instead of the Node-API Working Group; the "contacted
# best" sentence, nine words), and steps 1, 6 and 7's first paragraph are
# word for word in releases.md, so none of them is used.  Four cuts from
# four steps under the one ## section with prose: step 4, step 5's Step 2
# and Step 4, and step 7's tag line.  Step 5's Step 1 (line 81) is not
# used: its first line is also line 159's first line.
DOCS.append(dict(
    path="releases-node-api.md",
    kind="contributing", num="Node.js", title="Node.js Node-API version release process",
    sentences=[
        dict(
            section="4. Define `addon_context_register_func`",
            start="For each new version of Node-API an",
            end="to the new Node-API version.",
            reworded=("For each new Node-API version, an else if case must be added to get_node_api_context_register_func in src/node_api.cc, and the numeric literal used in the static_assert statement in that function must be updated to the new Node-API version.",
                      "'For each new version of Node-API' -> 'For each new Node-API version'; backticks dropped; otherwise kept"),
            paraphrase=("Every Node-API release means giving get_node_api_context_register_func in src/node_api.cc one more else-if branch and bumping the number that its static_assert checks to the new version.",
                        "freer rewording; 'For each new version of Node-API an else if case must be added to' -> 'Every Node-API release means giving ... one more else-if branch'; 'the numeric literal used in the static_assert statement in that function must be updated to the new Node-API version' -> 'bumping the number that its static_assert checks to the new version'"),
            contradiction=("For each new Node-API version, an else if case must be added to get_node_api_context_register_func in src/node_version.h, and the numeric literal in its static_assert statement updated.",
                           "[entity] the file 'src/node_api.cc' -> 'src/node_version.h' (a file the page names for the NODE_API_SUPPORTED_VERSION_MAX macro in step 3, line 61, not for this function)"),
            overclaim=("For every Node.js release, and not only for Node-API version releases, an else if case must be added to get_node_api_context_register_func in src/node_api.cc.",
                       "scope widened: 'For each new version of Node-API' -> 'For every Node.js release, and not only for Node-API version releases'; the page is about Node-API version releases only"),
            added=("For each new Node-API version, an else if case must be added to get_node_api_context_register_func in src/node_api.cc and its static_assert literal updated, and each such case carries a comment naming the Node.js release that first shipped the version.",
                   "added rule (a comment naming the first Node.js release) not in the page; 'comment' does not occur in it ('shipped' neither); invented"),
        ),
        dict(
            section="Step 2. Update runtime version guards",
            start="If this release includes runtime behavior version guards",
            end="guard for the change.",
            reworded=("If a Node-API version release includes runtime behavior version guards, the relevant commits should already include a NAPI_VERSION_EXPERIMENTAL guard for the change.",
                      "'this release' -> 'a Node-API version release' (the page title); 'include NAPI_VERSION_EXPERIMENTAL guard' -> 'include a NAPI_VERSION_EXPERIMENTAL guard'; backticks dropped; otherwise kept"),
            paraphrase=("Runtime behaviour that a Node-API release gates by version is expected to arrive already fenced off behind NAPI_VERSION_EXPERIMENTAL, put there by the commits that made the change.",
                        "freer rewording; 'If this release includes runtime behavior version guards' -> 'Runtime behaviour that a Node-API release gates by version'; 'the relevant commits should already include NAPI_VERSION_EXPERIMENTAL guard for the change' -> 'is expected to arrive already fenced off behind NAPI_VERSION_EXPERIMENTAL, put there by the commits that made the change'"),
            contradiction=("If a Node-API version release includes runtime behavior version guards, the relevant commits should not yet have any NAPI_VERSION_EXPERIMENTAL guard for the change.",
                           "[negation] 'the relevant commits should already include NAPI_VERSION_EXPERIMENTAL guard for the change' -> 'should not yet have any NAPI_VERSION_EXPERIMENTAL guard for the change'"),
            overclaim=("Every runtime behavior change in Node.js, whether or not it ships in a Node-API version release, comes with a NAPI_VERSION_EXPERIMENTAL guard.",
                       "scope widened: the page speaks of the runtime behavior version guards that a Node-API release includes; 'Every runtime behavior change in Node.js, whether or not it ships in a Node-API version release' is not in it ('whether' does not occur in the page)"),
            added=("If a Node-API release includes runtime behavior version guards, the relevant commits should already include a NAPI_VERSION_EXPERIMENTAL guard, and each guarded change must be covered by a test that runs with the guard both on and off.",
                   "added rule (a test with the guard on and off) not in the page; the page's test steps are about the napi_get_version test and the add-on tests' NAPI_EXPERIMENTAL definitions (lines 112-119, 133-153), never about runtime guards ('off' does not occur in it); invented"),
        ),
        dict(
            section="Step 4. Update document",
            start="For all Node-API functions and types with define guards",
            end="stability banner:",
            reworded=("For all Node-API functions and types whose define guards were updated in Step 1, a Node-API version release adds the napiVersion: x metadata in doc/api/n-api.md to those released in the version and removes the experimental stability banner.",
                      "'with define guards updated in Step 1' -> 'whose define guards were updated in Step 1'; the imperative 'add ... and remove' -> 'a Node-API version release adds ... and removes' (the page title); 'to the Node-API types and functions that are released in the version' -> 'to those released in the version'; backticks and the closing colon dropped"),
            paraphrase=("Once their guards have been switched over, the newly released Node-API functions and types get a napiVersion entry for the new version in the n-api.md documentation and lose their experimental label.",
                        "freer rewording; 'For all Node-API functions and types with define guards updated in Step 1' -> 'Once their guards have been switched over, the newly released Node-API functions and types'; 'add the napiVersion: x metadata' -> 'get a napiVersion entry for the new version'; 'remove the experimental stability banner' -> 'lose their experimental label'"),
            contradiction=("For all Node-API functions and types whose define guards were updated in Step 1, a Node-API version release adds the napiVersion: x metadata in doc/api/n-api.md and adds an experimental stability banner to them.",
                           "[direction] the banner step reversed: 'remove the experimental stability banner' -> 'adds an experimental stability banner'"),
            overclaim=("In a Node-API version release, every Node-API function and type in doc/api/n-api.md, including those released in earlier versions, gets the new napiVersion: x metadata.",
                       "scope widened: the page adds the metadata 'to the Node-API types and functions that are released in the version'; older ones are not mentioned ('earlier' does not occur in the page); a strict reader may call it contradicted, since the page names only the new ones"),
            added=("For all Node-API functions and types whose define guards were updated in Step 1, the release adds napiVersion: x metadata in doc/api/n-api.md, removes the experimental banner and links each of them to the pull request that introduced it.",
                   "added step (a link to the introducing pull request) not in the page; 'introduced' does not occur in it; invented"),
        ),
        dict(
            section="7. Propose release on GitHub",
            start="Tag the PR with the `notable-change` label",
            end="@nodejs/node-api-implementer.",
            reworded=("The Node-API release pull request is tagged with the notable-change label, and the GitHub teams @nodejs/node-api and @nodejs/node-api-implementer are @-mentioned on it.",
                      "'Tag the PR' -> 'The Node-API release pull request is tagged' (passive; the PR of step 7 and the page title); '@-mention the GitHub team' -> 'the GitHub teams ... are @-mentioned on it'; backticks dropped"),
            paraphrase=("The proposal PR for a new Node-API version gets the notable-change label and pings both the node-api and the node-api-implementer teams on GitHub.",
                        "freer rewording; 'Tag the PR with the notable-change label' -> 'The proposal PR ... gets the notable-change label'; '@-mention the GitHub team @nodejs/node-api and @nodejs/node-api-implementer' -> 'pings both the node-api and the node-api-implementer teams on GitHub'"),
            contradiction=("The Node-API release pull request is tagged with the notable-change label, and only one GitHub team, @nodejs/node-api, is @-mentioned on it.",
                           "[number] the teams to mention: two (@nodejs/node-api and @nodejs/node-api-implementer) -> 'only one GitHub team'"),
            overclaim=("Every pull request that touches Node-API, not just the release proposal, must be tagged notable-change and @-mention @nodejs/node-api and @nodejs/node-api-implementer.",
                       "scope widened: the page gives the rule for the release's PR of step 7 only; 'Every pull request that touches Node-API' is not in it (collaborator-guide.md's notable-change rules, lines 486 and 518, are about deprecations, not Node-API)"),
            added=("The Node-API release pull request is tagged notable-change and @-mentions @nodejs/node-api and @nodejs/node-api-implementer, and it has to be opened from a branch of the nodejs/node repository itself rather than from a fork.",
                   "added rule (no pull request from a fork) not in the page; 'fork' does not occur in it (step 2 creates the branch node-api-x-proposal off upstream/main, lines 52-55, and says nothing of where it is pushed); invented"),
        ),
    ]))
