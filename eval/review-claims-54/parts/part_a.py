# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-54, part A (drafts 1-5).

Same format as review-claims-53's parts, on a new corpus: the Markdown
contributor guides of Node.js as installed on this machine by the Debian
package nodejs (20.20.2-1nodesource1+repack1, `dpkg -l nodejs`), under
/usr/share/doc/nodejs/contributing (the corpus root; RC54_CORPUS_ROOT
overrides it).  One entry per document, in draft order.  Each sentence
gives the section it comes from, a start anchor (unique in the raw file)
and an end anchor (first match after the start, inclusive), plus five
hand-written (claim, note) tuples, one per kind.

`path` is relative to the corpus root.  `kind` is "contributing"; `num` is
"Node.js"; `title` is the page's H1 title without markup, so that the
draft heading, "## %s %s: %s" % (num, kind, title), reads
"## Node.js contributing: Commit queue".  The brief wants the draft's first
line to be "# Notes on Node.js contributing", i.e. "# Notes on %s %s" %
(num, kind): review-claims-53's build_gold.py writes "# Notes on %s" % num
and must be changed for this set (see notes-a.md).
`section` is the text of the nearest heading above the sentence with its
'#' marks dropped and other markup kept; text above a page's first ##
heading carries the H1 title ("Commit queue").

Every cut here occurs in no other file under the corpus root (52 Markdown
files and 6 images, maintaining/ included), raw, with case and white space
read away, or with Markdown markup stripped, and only once in its own
page; check_part_a.py tests this for the whole cut and for each sentence
of six or more words inside it (see notes-a.md).  No spare is used: each
of the five assigned pages has at least eleven page-specific prose
sentences of 12-45 words (check_part_a.py prints the counts).

DRAFTS gives the draft number of each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing
(the split of review-claims-53's part A): number 4, entity 3, direction 4,
negation 5, roles 4.

    d01 commit-queue.md                entity    direction roles     number
    d02 issues.md                      entity    negation  number    negation
    d03 feature-request-management.md  negation  roles     entity    number
    d04 components-in-core.md          number    negation  direction direction
    d05 security-model-strategy.md     direction negation  roles     roles
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# commit-queue.md (5,903 bytes): "# Commit queue", a "> Stability: 1 -
# Experimental" blockquote, an italic tl;dr, two intro paragraphs, then
# ## Overview (a numbered list with nested steps, then the squash/rebase
# labels), ## Current limitations (a numbered list), ## Implementation
# (scheduler, token set-up, commit-queue.sh's arguments and steps) and
# ## Reverting broken commits.  The four cuts come from four top-level
# sections: the introduction, Overview, Current limitations and
# Implementation.
DOCS.append(dict(
    path="commit-queue.md",
    kind="contributing", num="Node.js", title="Commit queue",
    sentences=[
        dict(
            section="Commit queue",
            start="Commit Queue is an experimental feature for the project",
            end="label to a PR.",
            reworded=("Node.js's Commit Queue is an experimental project feature that simplifies the landing process by automating it through GitHub Actions, letting collaborators land pull requests by adding the commit-queue label to a PR.",
                      "'for the project which simplifies' -> 'project feature that simplifies'; 'via GitHub Actions' -> 'through GitHub Actions'; the two sentences joined, 'With it, collaborators can land' -> 'letting collaborators land'; backticks dropped"),
            paraphrase=("Still in an experimental state, the queue hands the chore of merging pull requests over to a GitHub Actions workflow, so a collaborator only has to tag a PR with the commit-queue label to get it landed.",
                        "freer rewording; 'an experimental feature' -> 'Still in an experimental state'; 'simplifies the landing process by automating it via GitHub Actions' -> 'hands the chore of merging pull requests over to a GitHub Actions workflow'; 'can land pull requests by adding the label' -> 'only has to tag a PR with the label to get it landed'"),
            contradiction=("The experimental Commit Queue automates landing in Node.js through the project's Jenkins CI, and it is set off when a collaborator puts the commit-queue label on a pull request.",
                           "[entity] the automation platform swapped: 'via GitHub Actions' -> 'through the project's Jenkins CI' (Jenkins CI is named on the page as a CI the queue checks, not as what runs it)"),
            overclaim=("With the Commit Queue, any Node.js contributor at all can get a pull request landed simply by putting the commit-queue label on it.",
                       "scope widened: 'collaborators can land pull requests by adding the label' -> 'any Node.js contributor at all'; the page gives the label to collaborators and never says others may use it ('contributor' does not occur in it)"),
            added=("Node.js's experimental Commit Queue, which lands pull requests through GitHub Actions once a collaborator adds the commit-queue label, was first switched on in 2020.",
                   "added date (2020) not in the page; no year occurs in it; may or may not be true in the world, not checked"),
        ),
        dict(
            section="Overview",
            start="To make the Commit Queue squash all the commits",
            end="add the `commit-queue-squash` label.",
            reworded=("To have Node.js's Commit Queue squash all the commits of a pull request into the first one, the commit-queue-squash label is added.",
                      "'To make the Commit Queue squash' -> 'To have Node.js's Commit Queue squash'; imperative 'add the label' -> passive 'the label is added'; backticks dropped"),
            paraphrase=("Putting the commit-queue-squash label on a PR tells the queue to fold every commit in it down into the opening commit.",
                        "freer rewording; 'To make ... add the label' turned round into 'Putting the label on a PR tells the queue to'; 'squash all the commits ... into the first one' -> 'fold every commit in it down into the opening commit'"),
            contradiction=("With the commit-queue-squash label on a pull request, Node.js's Commit Queue folds all of its commits into the last one.",
                           "[direction] which end of the pull request the commits are squashed into reversed: 'into the first one' -> 'into the last one'"),
            overclaim=("Squashing through the commit-queue-squash label is the recommended way to land every pull request that has more than one commit in Node.js.",
                       "a possibility made a recommendation for all cases: the page says how to make the queue squash ('To make ... add the label'); it recommends nothing and does not say every multi-commit pull request should be squashed ('recommend' does not occur in it); it offers commit-queue-rebase as the other option (line 42)"),
            added=("The commit-queue-squash label makes the Commit Queue squash a pull request's commits into the first one, keeping only that first commit's message.",
                   "added detail (what happens to the commit messages) not in the page; the page speaks of 'commit message guidelines' (line 52) only; invented"),
        ),
        dict(
            section="Current limitations",
            start="Only Jenkins CI and GitHub Actions are checked",
            end="CITGM are ignored)",
            reworded=("Node.js's Commit Queue checks only Jenkins CI and GitHub Actions, and V8 CI and CITGM are ignored.",
                      "subject supplied from the list's lead-in ('the currently known limitations of the commit queue'); 'Only ... are checked (V8 CI and CITGM are ignored)' -> 'checks only ..., and ... are ignored'"),
            paraphrase=("Results from V8 CI and CITGM play no part in what the queue looks at; the only CI systems it pays attention to are Jenkins and GitHub Actions.",
                        "freer rewording; the ignored systems put first; 'are ignored' -> 'play no part in what the queue looks at'; 'Only Jenkins CI and GitHub Actions are checked' -> 'the only CI systems it pays attention to are Jenkins and GitHub Actions'"),
            contradiction=("The Commit Queue in Node.js looks only at V8 CI and CITGM, while Jenkins CI and GitHub Actions results are left out of its checks.",
                           "[roles] the checked and the ignored CI systems swapped: the page checks Jenkins CI and GitHub Actions and ignores V8 CI and CITGM"),
            overclaim=("Node.js's Commit Queue is built never to look at V8 CI or CITGM, and it will always rely on Jenkins CI and GitHub Actions alone.",
                       "a current limitation made permanent: the page lists this among 'the currently known limitations of the commit queue' of a feature 'still in early stages' (lines 48-50); 'never' and 'always' in this sense do not occur in the cut, and the page does not say it will stay so"),
            added=("The Commit Queue checks only Jenkins CI and GitHub Actions, skipping V8 CI and CITGM because those runs take several hours to finish.",
                   "added reason (V8 CI and CITGM runs take hours) not in the page; 'hours' does not occur in it; the page gives no reason for ignoring them; invented"),
        ),
        dict(
            section="Implementation",
            start="The [action](../../.github/workflows/commit-queue.yml) will run",
            end="might take longer between runs.",
            reworded=("The Node.js Commit Queue action runs on scheduler events every five minutes, the smallest number the scheduler accepts, but the scheduler is not guaranteed to run every five minutes and may take longer between runs.",
                      "'The action will run' -> 'The Node.js Commit Queue action runs'; 'Five minutes is the smallest number accepted by the scheduler' made an apposition; 'it might take longer' -> 'and may take longer'; the link markup dropped"),
            paraphrase=("Five minutes is as short an interval as the scheduler will take, so that is how often the queue's workflow is set to fire, and even then a run can turn up late.",
                        "freer rewording; the scheduler's minimum put first ('is as short an interval as the scheduler will take'); 'will run on scheduler events every five minutes' -> 'that is how often the queue's workflow is set to fire'; 'not guaranteed to run every five minutes, it might take longer between runs' -> 'even then a run can turn up late'"),
            contradiction=("The Commit Queue's action is triggered by the scheduler every minute, which is the shortest interval the scheduler allows, though gaps between runs can sometimes be longer.",
                           "[number] 'every five minutes' -> 'every minute', and 'Five minutes is the smallest number accepted' -> 'every minute ... the shortest interval the scheduler allows'"),
            overclaim=("Runs of the Commit Queue action are regularly delayed by hours, since the scheduler does not keep to its five-minute interval.",
                       "degree and frequency raised: 'is not guaranteed to run every five minutes, it might take longer between runs' -> 'regularly delayed by hours' and 'does not keep to'; the page gives no size or frequency of the delay ('hours' and 'regularly' do not occur in it)"),
            added=("The Commit Queue action is started by a cron expression in its workflow file that fires every five minutes, the shortest interval the scheduler accepts.",
                   "added detail (a cron expression in the workflow file) not in the page; 'cron' does not occur in it (the page links the workflow file, line 62, but says nothing of its contents); true in the world as far as known, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# issues.md (4,035 bytes): "# Issues", a list of links to the four
# sections, then ## Asking for general help (one sentence),
# ## Discussing non-technical topics (one sentence), ## Submitting a bug
# report (four paragraphs) and ## Triaging a bug report (four paragraphs
# and a list of four triage rules), then two link definitions.  The cuts
# come from three of the four sections.
DOCS.append(dict(
    path="issues.md",
    kind="contributing", num="Node.js", title="Issues",
    sentences=[
        dict(
            section="Asking for general help",
            start="Because the level of activity in the `nodejs/node` repository",
            end="the [Node.js help repository][].",
            reworded=("Since the nodejs/node repository sees so high a level of activity, questions or requests for general help using Node.js should go to the Node.js help repository instead.",
                      "'Because the level of activity in the repository is so high' -> 'Since the repository sees so high a level of activity'; 'should be directed at' -> 'should go to ... instead'; backticks and reference-link brackets dropped"),
            paraphrase=("The main Node.js repo is far too busy to double as a support desk, so anyone who just needs a hand with using Node.js is sent to the separate help repository instead.",
                        "freer rewording; 'the level of activity ... is so high' -> 'is far too busy to double as a support desk'; 'questions or requests for general help' -> 'anyone who just needs a hand'; 'should be directed at' -> 'is sent to'"),
            contradiction=("General help questions about using Node.js belong in the Technical Steering Committee repository, since the nodejs/node repository sees so much activity.",
                           "[entity] where help questions go swapped: 'the Node.js help repository' -> 'the Technical Steering Committee repository' (the page sends non-technical topics there, line 17)"),
            overclaim=("The nodejs/node repository is the busiest repository on all of GitHub, which is why general help questions are sent to the Node.js help repository.",
                       "degree raised to a superlative: 'the level of activity ... is so high' -> 'the busiest repository on all of GitHub'; the page compares it with no other repository ('busiest' and 'GitHub' do not occur in the cut; 'GitHub' occurs only in 'the project's GitHub organization', line 52, and in link URLs)"),
            added=("Requests for general help with Node.js should go to the Node.js help repository, where volunteers usually answer within a day.",
                   "added detail (who answers there and how fast) not in the page; 'volunteer' and 'day' do not occur in it, 'answer' only in 'cannot answer every detail' (line 24) and 'answered' in the closing rule (line 70); invented"),
        ),
        dict(
            section="Submitting a bug report",
            start="The two most important pieces of information",
            end="recreate the problem on our own.",
            reworded=("The two most important pieces of information Node.js needs in order to properly evaluate a bug report are a description of the behavior being seen and a simple test case that can be used to recreate the problem.",
                      "'we need' -> 'Node.js needs'; 'the report is' -> 'a bug report are'; 'you are seeing' -> 'being seen'; 'a simple test case we can use to recreate the problem on our own' -> 'a simple test case that can be used to recreate the problem'"),
            paraphrase=("What matters most in a report of a bug, as the project sees it, is an account of what is actually happening plus a small reproduction the maintainers can run by themselves.",
                        "freer rewording; 'The two most important pieces of information we need in order to properly evaluate the report' -> 'What matters most ... as the project sees it'; 'a description of the behavior you are seeing' -> 'an account of what is actually happening'; 'a simple test case we can use to recreate the problem on our own' -> 'a small reproduction the maintainers can run by themselves'"),
            contradiction=("A description of the behavior being seen is enough for the Node.js team to evaluate a bug report properly, and no test case for recreating the problem is needed.",
                           "[negation] the test case, one of the 'two most important pieces of information we need', is said not to be needed"),
            overclaim=("A description of the behavior and a simple test case are all the information Node.js ever needs to evaluate any bug report.",
                       "'The two most important pieces of information' -> 'all the information ... ever needs ... any bug report'; the page ranks them first and asks for the Bug Report template to be filled out (lines 23-25); 'ever' does not occur in it"),
            added=("To evaluate a bug report, Node.js needs a description of the behavior being seen and a simple test case, together with the exact output of node -v.",
                   "added requirement (the output of node -v) not in the page; '-v' and 'version' do not occur in it (the Bug Report template's fields are not listed); invented for the page"),
        ),
        dict(
            section="Triaging a bug report",
            start="Anyone with a reasonable understanding of Node.js programming",
            end="can apply for and become a triager.",
            reworded=("Anyone with a reasonable understanding of Node.js programming and of the project's GitHub organization, plus a few contributions to the project such as commenting on issues or PRs, can apply for and become a triager.",
                      "'(commenting on issues or PRs)' -> 'such as commenting on issues or PRs'; 'and the project's GitHub organization' -> 'and of the project's GitHub organization'"),
            paraphrase=("The triager role is open to people who know their way around Node.js code and the project's GitHub set-up and have already chipped in a little, even if only by commenting on issues or pull requests.",
                        "freer rewording; 'Anyone ... can apply for and become a triager' -> 'The triager role is open to people who'; 'a reasonable understanding of Node.js programming' -> 'know their way around Node.js code'; 'a few contributions to the project (commenting on issues or PRs)' -> 'have already chipped in a little, even if only by commenting on issues or pull requests'"),
            contradiction=("To apply as a Node.js triager, a person needs at least fifty merged pull requests on top of a reasonable understanding of Node.js programming and the project's GitHub organization.",
                           "[number] 'a few contributions to the project (commenting on issues or PRs)' -> 'at least fifty merged pull requests'"),
            overclaim=("Anyone who understands Node.js reasonably well and has made a few contributions is guaranteed to be accepted as a triager once they apply.",
                       "'can apply for and become a triager' -> 'is guaranteed to be accepted'; the page says such people may apply and become triagers, not that every application succeeds ('guarantee' and 'accept' do not occur in it)"),
            added=("Anyone with a reasonable grasp of Node.js programming and the project's GitHub organization plus a few contributions can become a triager, and the triager list is reviewed once a year.",
                   "added detail (a yearly review of the triager list) not in the page; 'review', 'year' and 'list' in this sense do not occur in it; invented"),
        ),
        dict(
            section="Triaging a bug report",
            start="If you're not able to reproduce an issue",
            end="add the `needs more info` label.",
            reworded=("When a Node.js triager is not able to reproduce an issue, they should leave a comment asking for more info and add the needs more info label.",
                      "the list addresses the reader ('When triagging issues and PRs: ... If you're not able'), so the subject is made 'a Node.js triager'; backticks dropped"),
            paraphrase=("Issues that cannot be reproduced call for a reply to the reporter requesting further details, with the needs more info tag put on them as well.",
                        "freer rewording; the issue made the subject; 'leave a comment asking for more info' -> 'a reply to the reporter requesting further details'; 'add the label' -> 'with the tag put on them as well'"),
            contradiction=("A Node.js triager who fails to reproduce an issue should simply add the needs more info label and not leave any comment asking for more information.",
                           "[negation] 'leave a comment asking for more info' -> 'not leave any comment asking for more information'; the label kept"),
            overclaim=("The needs more info label should be put on every Node.js issue that lacks details, whether or not anyone has tried to reproduce it.",
                       "condition dropped and scope widened: the page ties the label to a triager not being able to reproduce an issue; it does not say every issue lacking details gets it ('every' does not occur in the cut; 'details' only in 'every detail', line 24)"),
            added=("When a triager cannot reproduce an issue, they should ask for more info in a comment and add the needs more info label, and the issue is closed automatically after 30 days without a reply.",
                   "added consequence (automatic closing after 30 days) not in the page; 'automatic' and 'days' do not occur in it (the 'closed' rule at line 70 says issues should ideally be closed only when fixed or answered); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# feature-request-management.md (3,492 bytes): "# Feature request
# management", four intro paragraphs, then ## Creating feature requests,
# ## Triage of feature requests, ## Expressing support for a feature
# request and ## Automated feature request handling (prose around two
# fenced "markdown" blocks holding the bot's comments).  The cuts come
# from the introduction and three ## sections; nothing is cut from the
# fenced comments.
DOCS.append(dict(
    path="feature-request-management.md",
    kind="contributing", num="Node.js", title="Feature request management",
    sentences=[
        dict(
            section="Feature request management",
            start="At the same time, the project is volunteer run",
            end="individually motivated to work on.",
            reworded=("The Node.js project is volunteer run and does not have the ability to direct resources toward specific work, so the features that are implemented are those volunteers are individually motivated to work on.",
                      "'At the same time, the project' -> 'The Node.js project'; the two sentences joined with 'so'; 'The features which are implemented are those for which volunteers are individually motivated to work on' -> 'the features that are implemented are those volunteers are individually motivated to work on'"),
            paraphrase=("Since nobody at Node.js can assign the people who give their time to it to particular tasks, what ends up getting built is whatever individual contributors personally want to take on.",
                        "freer rewording; 'volunteer run and does not have the ability to direct resources toward specific work' -> 'nobody ... can assign the people who give their time to it to particular tasks'; 'The features which are implemented' -> 'what ends up getting built'; 'volunteers are individually motivated to work on' -> 'individual contributors personally want to take on'"),
            contradiction=("Although Node.js is run by volunteers, the project is able to steer resources toward specific work, so what gets built does not hinge on what individual volunteers want to do.",
                           "[negation] 'does not have the ability to direct resources toward specific work' -> 'is able to steer resources toward specific work'; the consequence negated to match"),
            overclaim=("Not a single person who works on Node.js is paid for it, since the project is run entirely by volunteers and cannot direct any resources at all.",
                       "scope raised: 'the project is volunteer run and does not have the ability to direct resources toward specific work' -> 'Not a single person ... is paid for it', 'run entirely by volunteers', 'cannot direct any resources at all'; the page says nothing about pay ('paid', 'entirely' and 'single' do not occur in it) and limits only the directing of resources toward specific work"),
            added=("Because Node.js is volunteer run, it cannot direct resources toward specific work, although the OpenJS Foundation pays for some of its infrastructure.",
                   "added detail (the OpenJS Foundation funding infrastructure) not in the page; 'OpenJS', 'Foundation' and 'infrastructure' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Creating feature requests",
            start="This may be done automatically when the issue",
            end="as opposed\nto a bug).",
            reworded=("In Node.js the feature request label may be added automatically when an issue is opened or at a later point, often when investigating a bug report results in it being considered a feature request as opposed to a bug.",
                      "'This' is adding the feature request label, from the sentence above ('A feature request can be created by adding the feature request label to an issue'); 'when the issue is opened' -> 'when an issue is opened'; the parenthesis made a clause; 'investigation of a bug report results' -> 'investigating a bug report results'"),
            paraphrase=("An issue can be tagged as a feature request right as it is filed or some time afterwards, which typically happens once digging into a supposed bug shows it is really a request for new behavior.",
                        "freer rewording; 'This may be done automatically when the issue is opened' -> 'tagged as a feature request right as it is filed' (the word 'automatically' not carried, a loss but no addition); 'often when investigation of a bug report results in it being considered a feature request as opposed to a bug' -> 'typically happens once digging into a supposed bug shows it is really a request for new behavior'"),
            contradiction=("The feature request label is often added later, when looking into a feature request shows that it should be treated as a bug rather than a feature request.",
                           "[roles] what the issue starts as and what it turns out to be swapped: the page has a bug report found to be a feature request 'as opposed to a bug'"),
            overclaim=("Most of the feature requests in Node.js start out as bug reports that turn out, on investigation, to be asking for new features.",
                       "frequency raised and turned round: the page says that when the label is added later, it is often because a bug report turns out to be a feature request; it does not say most feature requests start as bug reports ('most' occurs only in the automated-handling paragraph, line 58, about addressed requests)"),
            added=("The feature request label may be added automatically through a checkbox in the issue form when an issue is opened, or later when a bug report turns out to be a feature request.",
                   "added mechanism (a checkbox in the issue form) not in the page; 'checkbox' and 'form' do not occur in it; invented"),
        ),
        dict(
            section="Expressing support for a feature request",
            start="If you come across a feature request and want to add your",
            end="as a reaction.",
            reworded=("Anyone who comes across a Node.js feature request and wants to add support for that feature should express it with the thumbs up emoji as a reaction.",
                      "'If you come across ... and want to add your support ... please express your support' -> 'Anyone who comes across ... and wants to add support ... should express it'"),
            paraphrase=("People who like a proposed feature are asked to show it by putting a thumbs-up reaction on the request.",
                        "freer rewording; 'If you come across a feature request and want to add your support for that feature' -> 'People who like a proposed feature'; 'please express your support with the thumbs up emoji as a reaction' -> 'are asked to show it by putting a thumbs-up reaction on the request'"),
            contradiction=("Backing for a Node.js feature request should be shown by reacting to it with the heart emoji.",
                           "[entity] the emoji swapped: 'the thumbs up emoji' -> 'the heart emoji'"),
            overclaim=("Everyone who reads a Node.js feature request is expected to react to it with a thumbs up emoji.",
                       "scope widened: the page asks those who 'want to add your support' to react with a thumbs up; it does not expect every reader to react ('everyone' and 'expected' do not occur in it)"),
            added=("Support for a Node.js feature request should be shown with a thumbs up reaction, and feature requests are sorted by that count on the project's planning board.",
                   "added detail (sorting on a planning board) not in the page; 'sort', 'count' and 'board' do not occur in it; the page says only that reactions may be used 'At some point in the future' as input to the automated handling (lines 52-54); invented"),
        ),
        dict(
            section="Automated feature request handling",
            start="Once there has been no activity on a feature request for",
            end="to the issue:",
            reworded=("Once there has been no activity on a Node.js feature request for 5 months, a comment is added to the issue.",
                      "'a feature request' -> 'a Node.js feature request'; 'the following comment will be added to the issue:' -> 'a comment is added to the issue' (the comment's text, in the fenced block below, is not part of the cut)"),
            paraphrase=("After five quiet months with nothing happening on it, a feature request gets a note posted on it.",
                        "freer rewording; 'Once there has been no activity ... for 5 months' -> 'After five quiet months with nothing happening on it'; 'the following comment will be added to the issue' -> 'gets a note posted on it'"),
            contradiction=("A comment gets added to a Node.js feature request when it has gone twelve months without any activity.",
                           "[number] 'for 5 months' -> 'twelve months'"),
            overclaim=("The comment after 5 months of inactivity is added to every open issue in the Node.js repository, not only to feature requests.",
                       "scope widened: 'no activity on a feature request' -> 'every open issue ..., not only to feature requests'; the page's handling is for issues labelled feature request only ('every' does not occur in the cut)"),
            added=("Once a feature request has gone 5 months without activity, a GitHub Actions workflow adds a comment to the issue.",
                   "added actor (a GitHub Actions workflow) not in the page; 'Actions' and 'workflow' do not occur in it, 'GitHub' only in link URLs (the section is called 'Automated feature request handling' but names no tool); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# components-in-core.md (2,566 bytes): "# To be or not to be in core", two
# intro paragraphs, then ## Strong arguments for including a component in
# core (seven numbered items), ## Strong arguments against including a
# component in core (five items) and ## Benefits and challenges (one
# sentence, then ### Benefits and ### Challenges, lists).  The cuts come
# from all four top-level parts.  The against list's licence item is not
# used (the check refuses cuts that mention a licence).
DOCS.append(dict(
    path="components-in-core.md",
    kind="contributing", num="Node.js", title="To be or not to be in core",
    sentences=[
        dict(
            section="To be or not to be in core",
            start="A component may be included in core as a dependency",
            end="apply in all of these cases.",
            reworded=("A component may be included in Node.js core as a dependency, as a module, or integrated into the code base, and the same arguments for including or not including it in core generally apply in all of these cases.",
                      "'in core' -> 'in Node.js core'; 'a module' -> 'as a module'; the two sentences joined with 'and'; 'The same arguments for including/not including in core' -> 'the same arguments for including or not including it in core'"),
            paraphrase=("Whether something would be pulled in as a dependency, shipped as a module or woven into the codebase itself, the case for or against putting it in core is, by and large, the same.",
                        "freer rewording; the three forms put in a 'Whether' clause ('woven into the codebase itself' for 'integrated into the code base'); 'The same arguments for including/not including in core generally apply in all of these cases' -> 'the case for or against putting it in core is, by and large, the same'"),
            contradiction=("A component can come into Node.js core as a dependency, a module or integrated code, but the usual arguments for and against inclusion apply to only one of those three forms.",
                           "[number] 'generally apply in all of these cases' -> 'apply to only one of those three forms'"),
            overclaim=("The arguments for and against bringing a component into Node.js core apply in exactly the same way whatever form it takes, with no exceptions.",
                       "hedge removed: 'generally apply in all of these cases' -> 'apply in exactly the same way ..., with no exceptions' ('exception' does not occur in the page)"),
            added=("A component may come into Node.js core as a dependency, a module or integrated code, and dependencies are kept in the deps folder of the repository.",
                   "added detail (the deps folder) not in the page; 'deps' and 'folder' do not occur in it ('dependency' only in this cut and in 'no dependency on npm', line 46); true in the world as far as known, not checked"),
        ),
        dict(
            section="Strong arguments for including a component in core",
            start="The component requires native bindings.",
            end="native compilation toolchain.",
            reworded=("When a component requires native bindings, including it in Node.js core enables utility across operating systems and architectures without requiring users to have a native compilation toolchain.",
                      "the two sentences joined: 'The component requires native bindings. Inclusion in core enables' -> 'When a component requires native bindings, including it in Node.js core enables'"),
            paraphrase=("Putting code that depends on compiled bindings into core spares people from setting up a compiler of their own, while still letting it work on different operating systems and processor architectures.",
                        "freer rewording; 'requires native bindings' -> 'depends on compiled bindings'; 'without requiring users to have a native compilation toolchain' -> 'spares people from setting up a compiler of their own'; 'enables utility across operating systems and architectures' -> 'letting it work on different operating systems and processor architectures'"),
            contradiction=("Moving a component with native bindings into Node.js core does not free users from needing a native compilation toolchain on each operating system and architecture.",
                           "[negation] 'without requiring users to have a native compilation toolchain' -> 'does not free users from needing a native compilation toolchain'"),
            overclaim=("Any component that needs native bindings should be moved into Node.js core.",
                       "'a strong argument for including a component in core' (the section) made a rule for every such component: the page lists native bindings as one of seven arguments for, next to five arguments against; 'should be moved' and 'any' do not occur in the cut"),
            added=("Including a component that needs native bindings in core spares users a native compilation toolchain, since Node.js ships prebuilt binaries for each supported platform.",
                   "added reason (prebuilt binaries for each supported platform) not in the page; 'prebuilt', 'binaries' and 'platform' do not occur in it; true in the world as far as known, not checked"),
        ),
        dict(
            section="Strong arguments against including a component in core",
            start="The component is evolving quickly and inclusion",
            end="API changes.",
            reworded=("When a component is evolving quickly, its inclusion in Node.js core will require frequent API changes.",
                      "'The component is evolving quickly and inclusion in core will require' -> 'When a component is evolving quickly, its inclusion in Node.js core will require'"),
            paraphrase=("Something still changing at a rapid pace would keep forcing changes to the interface that core exposes once it had been brought in.",
                        "freer rewording; 'is evolving quickly' -> 'still changing at a rapid pace'; 'inclusion in core will require frequent API changes' -> 'would keep forcing changes to the interface that core exposes once it had been brought in'"),
            contradiction=("A component that is evolving quickly would need only rare API changes once it has been included in Node.js core.",
                           "[direction] 'frequent API changes' -> 'only rare API changes'"),
            overclaim=("Components that are evolving quickly are never allowed into Node.js core.",
                       "an argument against made a ban: the page lists fast evolution among 'Strong arguments against', and its Benefits and challenges section treats unclear cases as matters to weigh; 'never' and 'allowed' do not occur in it"),
            added=("A component that is evolving quickly would need frequent API changes in core, and each of them would require a semver-major release of Node.js.",
                   "added consequence (a semver-major release per API change) not in the page; 'semver', 'major' and 'release' in this sense do not occur in it ('release cycle' only, line 53); invented"),
        ),
        dict(
            section="Challenges",
            start="Inclusion in core, rather than as an ecosystem module",
            end="than that of most separate modules.",
            reworded=("Inclusion in Node.js core, rather than as an ecosystem module, is likely to reduce code merging velocity, since the Node.js process for code review and merging takes more time than that of most separate modules.",
                      "'in core' -> 'in Node.js core'; the two sentences joined with 'since'; 'is more time-consuming than' -> 'takes more time than'"),
            paraphrase=("Changes tend to land more slowly once a component lives in core instead of as its own package, because Node.js takes longer to review and merge code than most standalone modules do.",
                        "freer rewording; 'is likely to reduce code merging velocity' -> 'Changes tend to land more slowly'; 'rather than as an ecosystem module' -> 'instead of as its own package'; 'the Node.js process for code review and merging is more time-consuming than that of most separate modules' -> 'Node.js takes longer to review and merge code than most standalone modules do'"),
            contradiction=("Moving a component into Node.js core instead of keeping it as an ecosystem module is likely to speed up code merging, because Node.js reviews and merges code faster than most separate modules.",
                           "[direction] 'reduce code merging velocity' -> 'speed up code merging', and 'more time-consuming than' -> 'faster than'"),
            overclaim=("Code review and merging in Node.js is slower than in any separate module, so including a component in core always slows its development down.",
                       "'more time-consuming than that of most separate modules' -> 'slower than in any separate module'; 'is likely to reduce code merging velocity' -> 'always slows its development down' ('always' does not occur in the page)"),
            added=("Inclusion in core is likely to slow code merging, because a change to Node.js needs at least two approvals and a 48-hour wait before it can land.",
                   "added reason (two approvals, a 48-hour wait) not in the page; 'approval', 'hour' and 'land' do not occur in it; collaborator-guide.md (another page, not this one) describes landing rules; labelled against this page"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# security-model-strategy.md (2,212 bytes): "# Security Model Strategy",
# one intro sentence, then ## High-level approach (a list of four aims)
# with three ### sections: Document the security model, Document threat
# models and current state of the art, Support experimentation on
# features like permissions.  The page has only two top-level parts (the
# introduction and ## High-level approach); the cuts take the intro and
# one passage from each of the three ### sections.
DOCS.append(dict(
    path="security-model-strategy.md",
    kind="contributing", num="Node.js", title="Security Model Strategy",
    sentences=[
        dict(
            section="Security Model Strategy",
            start="A clear security model, with features like permissions",
            end="of Node.js.",
            reworded=("Node.js counts a clear security model, with features such as permissions and policy enforcement, among its top technical priorities.",
                      "'A clear security model ... is a top technical priority of Node.js' -> 'Node.js counts a clear security model ... among its top technical priorities'; 'like' -> 'such as'; the link markup dropped"),
            paraphrase=("Among the things the Node.js project ranks highest on the technical side is having a well-defined approach to security, including permission and policy controls.",
                        "freer rewording; 'is a top technical priority' -> 'Among the things the project ranks highest on the technical side'; 'A clear security model' -> 'a well-defined approach to security'; 'features like permissions and policy enforcement' -> 'including permission and policy controls'"),
            contradiction=("For Node.js, a clear security model with permissions and policy enforcement sits low on the list of technical priorities.",
                           "[direction] 'is a top technical priority' -> 'sits low on the list of technical priorities'"),
            overclaim=("A clear security model is the single most important technical priority of Node.js, ranked ahead of everything else.",
                       "'a top technical priority' -> 'the single most important ..., ranked ahead of everything else'; the page does not rank it first ('most important' and 'ahead' do not occur in it)"),
            added=("A clear security model with permissions and policy enforcement became a top technical priority of Node.js after a vote of the Technical Steering Committee.",
                   "added detail (a TSC vote) not in the page; 'vote', 'Technical Steering Committee' and 'TSC' do not occur in it; invented"),
        ),
        dict(
            section="Document the security model",
            start="Node.js does not provide a sandbox",
            end="trusted to not be malicious.",
            reworded=("Node.js does not provide a sandbox, and both the JavaScript and the native code it runs are trusted not to be malicious.",
                      "'both the JavaScript and native code which is run is trusted to not be malicious' -> 'both the JavaScript and the native code it runs are trusted not to be malicious'"),
            paraphrase=("There is no isolation layer in Node.js: whatever JavaScript or compiled native code it executes is simply assumed to be benign.",
                        "freer rewording; 'does not provide a sandbox' -> 'There is no isolation layer'; 'both the JavaScript and native code which is run' -> 'whatever JavaScript or compiled native code it executes'; 'is trusted to not be malicious' -> 'is simply assumed to be benign'"),
            contradiction=("Node.js runs code inside a sandbox of its own, so neither the JavaScript nor the native code it executes has to be trusted.",
                           "[negation] 'does not provide a sandbox' -> 'runs code inside a sandbox of its own'; 'is trusted to not be malicious' -> 'neither ... has to be trusted'"),
            overclaim=("Node.js does not provide a sandbox, and no JavaScript runtime could ever offer one, because a runtime always has to trust the code it runs.",
                       "scope widened from Node.js to every JavaScript runtime, and the page's account of Node.js made a necessity ('no JavaScript runtime could ever', 'always has to'); the page speaks only of Node.js and gives no reason ('runtime' and 'ever' do not occur in it)"),
            added=("Node.js does not provide a sandbox and trusts the JavaScript and native code it runs, so untrusted code should be run in a container or a separate virtual machine.",
                   "added advice (run untrusted code in a container or virtual machine) not in the page; 'container', 'virtual' and 'untrusted' do not occur in it; invented for the page"),
        ),
        dict(
            section="Document threat models and current state of the art",
            start="Node.js is used in several different use cases and the",
            end="of these use cases.",
            reworded=("Node.js is used in several different use cases and the threats may differ in each, so the project should document the threat models and use that to help define the Node.js security model in the context of each use case.",
                      "'the threats may be different in each use case' -> 'the threats may differ in each'; the two sentences joined with 'so'; 'in the context of each of these use cases' -> 'in the context of each use case'"),
            paraphrase=("Because the risks can vary from one way of using Node.js to another, the project means to write down a threat model for each of them and let those shape the security model for each setting.",
                        "freer rewording; 'several different use cases' and 'the threats may be different in each' -> 'the risks can vary from one way of using Node.js to another'; 'should document the threat models and use that to help define the security model' -> 'means to write down a threat model ... and let those shape the security model'"),
            contradiction=("The Node.js project should first settle on its security model and then use it to work out the threat models for each of its use cases.",
                           "[roles] what defines what swapped: the page uses the threat models to help define the security model, not the security model to define the threat models"),
            overclaim=("The threats facing Node.js are completely different in every one of its use cases, so each use case needs an entirely separate security model.",
                       "'the threats may be different in each use case' -> 'completely different in every one'; 'help define the security model in the context of each of these use cases' -> 'an entirely separate security model' ('completely', 'entirely' and 'separate' do not occur in it)"),
            added=("Node.js faces different threats in different use cases, and the project should document a threat model for each one using the STRIDE method.",
                   "added method (STRIDE) not in the page; 'STRIDE' and 'method' do not occur in it; invented"),
        ),
        dict(
            section="Support experimentation on features like permissions",
            start="The project is not currently planning to provide supported",
            end="like permission enforcement.",
            reworded=("The Node.js project has no current plans to provide supported sandbox functionality, but it does want to support experimentation on related features such as permission enforcement.",
                      "'The project' -> 'The Node.js project'; 'is not currently planning to provide' -> 'has no current plans to provide'; 'but wants to' -> 'but it does want to'; 'like' -> 'such as'"),
            paraphrase=("A fully backed sandbox is off the table for now, though Node.js is keen to encourage trials of neighbouring ideas such as enforcing permissions.",
                        "freer rewording; 'is not currently planning to provide supported sandbox functionality' -> 'A fully backed sandbox is off the table for now'; 'wants to support experimentation on related features like permission enforcement' -> 'is keen to encourage trials of neighbouring ideas such as enforcing permissions'"),
            contradiction=("The Node.js project plans to provide supported permission enforcement, while sandbox functionality is only something it wants to support experiments on.",
                           "[roles] the supported feature and the experimental one swapped: the page rules out supported sandbox functionality for now and supports experimentation on permission enforcement"),
            overclaim=("The Node.js project has ruled out ever providing sandbox functionality.",
                       "'is not currently planning to provide supported sandbox functionality' -> 'has ruled out ever providing' (time widened, 'supported' dropped); 'ever' and 'ruled out' do not occur in the page"),
            added=("Node.js is not planning supported sandbox functionality but wants to support experimentation on permission enforcement, which is turned on with a command-line flag.",
                   "added detail (a command-line flag) not in the page; 'flag' and 'command-line' do not occur in it ('opt-in', line 61, names no mechanism); true in the world as far as known (--permission / --experimental-permission), not checked"),
        ),
    ]))
