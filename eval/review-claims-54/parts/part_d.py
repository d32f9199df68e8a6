# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-54, part D (drafts 16-20).

Same format as review-claims-53's parts.  The documents are five of the
Markdown contributor guides of Node.js as installed on this machine by the
Debian package nodejs (20.20.2-1nodesource1+repack1), under
/usr/share/doc/nodejs/contributing (the corpus root; `path` is relative to
it; the self-check reads it from RC54_CORPUS_ROOT if that is set).  One
entry per document, in draft order.  Each sentence gives the section it
comes from, a start anchor (unique in the raw file) and an end anchor
(first match after the start, inclusive), plus five hand-written
(claim, note) tuples, one per kind.

`kind` is "contributing", `num` is "Node.js" and `title` is the page's H1
heading with its markup read away (the pages have no front matter), so the
draft heading reads "## Node.js contributing: <title>" with the template's
"## %s %s: %s" % (num, kind, title).  The brief asks for the draft's first
line "# Notes on Node.js contributing", i.e. "# Notes on %s %s" % (num,
kind): the template's build_gold.py writes "# Notes on %s" % num, so the
set's build script needs that one change (not made here: this part writes
no build script).  `section` is the text of the nearest heading above the
sentence, its '#' marks dropped and any other markup kept as written.

The contributor guides repeat each other in places (maintaining-openssl.md
and maintaining-dependencies.md share the sentence on the quictls/openssl
fork, and maintaining-dependencies.md shares a sentence on cjs-module-lexer
with maintaining-cjs-module-lexer.md; maintaining-V8.md repeats its own
backport steps in the git-node and the manual path, maintaining-icu.md its
warning about deps/icu-small), so every cut, and every sentence of six or more
words inside it, was tested against every other file under the corpus root,
raw, with case and white space read away, and with Markdown markup stripped,
and against its own page (it must occur there once): none occurs elsewhere
or twice (check_part_d.py tests it; notes-d.md lists the shared passages
avoided).

No spare is used: each of the five pages has four or more page-specific
prose sentences of 12-45 words (V8 86, dependencies 66, OpenSSL 14, ICU 28,
types 28 by the check's count).  DRAFTS gives the draft number of each
entry.

Contradiction sub-kinds, planned over the 20 sentences before writing, with
review-claims-53 part D's split (number=3, entity=3, direction=4,
negation=6, roles=4):

    draft  s1         s2         s3         s4
    16     direction  number     roles      entity
    17     negation   roles      entity     roles
    18     negation   number     negation   roles
    19     negation   direction  number     direction
    20     entity     negation   direction  negation
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# maintaining/maintaining-V8.md (18,265 bytes): H1 "Maintaining V8 in
# Node.js"; ## sections Background, V8 release schedule (### V8 merge
# process overview), Node.js support requirements, Maintenance process
# (### Unfixed upstream bugs, Backporting to active branches, Backporting to
# abandoned branches with #### git-node / manually, Backports identified by
# the V8 team), Updating V8 (### Minor updates, Major updates), Proposal:
# Using a fork repository to track upstream V8, then a footnote and the
# reference definitions.  Four cuts from four ## sections.
DOCS.append(dict(
    path="maintaining/maintaining-V8.md",
    kind="contributing", num="Node.js", title="Maintaining V8 in Node.js",
    sentences=[
        dict(
            section="Background",
            start="The support horizon for Chromium is",
            end="needs\nto support.",
            reworded=("Because the support horizon for Chromium differs from the one for Node.js, Node.js has to support multiple V8 versions for longer than upstream needs to.",
                      "'is different compared to' -> 'differs from'; 'As a result' -> 'Because ...' (the two sentences joined); 'needs to support multiple versions of V8 longer than what upstream needs to support' -> 'has to support multiple V8 versions for longer than upstream needs to'"),
            paraphrase=("Since Chromium and Node.js keep their releases supported for different spans of time, Node.js ends up having to keep several V8 versions going for longer than the V8 project itself has to.",
                        "freer rewording; 'The support horizon ... is different' -> 'keep their releases supported for different spans of time'; 'upstream' -> 'the V8 project itself' (the page's 'upstream V8', line 46); 'needs to support multiple versions of V8 longer' -> 'having to keep several V8 versions going for longer'"),
            contradiction=("Because the support horizons of Chromium and Node.js differ, Node.js needs to support V8 versions for a shorter time than upstream does.",
                           "[direction] the comparison reversed: 'longer than what upstream needs to support' -> 'for a shorter time than upstream does'"),
            overclaim=("Node.js has to keep supporting every V8 version it has ever shipped for longer than upstream does.",
                       "scope widened: 'multiple versions of V8' -> 'every V8 version it has ever shipped'; 'ever' and 'shipped' do not occur in the page ('every' only in line 352, 'every change'); the page's own support periods are 'many months' or 'several years' (lines 47-48), not forever"),
            added=("Node.js supports several V8 versions longer than upstream because the two projects' support horizons differ, and the gap is typically about eighteen months.",
                   "added figure (a gap of about eighteen months) not in the page; 'eighteen', 'gap' and 'typically' do not occur in it ('months' only in line 47, the Current lines); invented"),
        ),
        dict(
            section="V8 release schedule",
            start="V8 and Chromium follow a",
            end="not maintained by the V8 team.",
            reworded=("V8 and Chromium follow a roughly four-week release cadence, several V8 branches are active at any given time, and all older branches are abandoned and no longer maintained by the V8 team.",
                      "'4-week' -> 'four-week'; the three sentences joined; 'there are several V8 branches that are active' -> 'several V8 branches are active'; 'are not maintained' -> 'no longer maintained'; the link to the V8 release process left out"),
            paraphrase=("A new V8 and Chromium release comes out about once a month, a handful of V8 branches are live at once, and anything older is dropped by the V8 team and left without maintenance.",
                        "freer rewording; 'roughly 4-week release cadence' -> 'about once a month'; 'several V8 branches that are active' -> 'a handful of V8 branches are live at once'; 'abandoned and are not maintained by the V8 team' -> 'dropped by the V8 team and left without maintenance'"),
            contradiction=("V8 and Chromium follow a roughly twelve-week release cadence, with several V8 branches active at any given time and the older ones abandoned by the V8 team.",
                           "[number] 'roughly 4-week release cadence' -> 'roughly twelve-week release cadence'"),
            overclaim=("V8 and Chromium ship a new release exactly every four weeks, never a day earlier or later.",
                       "degree raised: 'a roughly 4-week release cadence' -> 'exactly every four weeks, never a day earlier or later'; 'exactly', 'never' and 'day' do not occur in the page ('days' only in line 34, the baking time)"),
            added=("V8 and Chromium follow a roughly four-week release cadence, and each new V8 branch is announced on the V8 blog when it becomes active.",
                   "added detail (an announcement on the V8 blog) not in the page; 'blog' and 'announced' do not occur in it (the page links v8.dev's release-process page only); invented"),
        ),
        dict(
            section="Node.js support requirements",
            start="The versions of V8 used in Node.js may have already been",
            end="years (LTS branches).",
            reworded=("The V8 versions used in Node.js may already have been abandoned by upstream V8, but Node.js still has to keep supporting those branches for many months on Current lines or several years on LTS lines.",
                      "'However' -> 'but' (the two sentences joined); 'these branches for many months (Current branches) or several years (LTS branches)' -> 'those branches for many months on Current lines or several years on LTS lines'"),
            paraphrase=("Even after the V8 project has walked away from a version, Node.js may still be shipping it and must keep it supported, for months on its Current releases and for years on its long-term support releases.",
                        "freer rewording; 'may have already been abandoned by upstream V8' -> 'Even after the V8 project has walked away from a version'; 'needs to continue supporting' -> 'must keep it supported'; 'LTS' spelled out as 'long-term support'"),
            contradiction=("Node.js keeps supporting V8 branches abandoned upstream for several years on its Current lines but only for many months on its LTS lines.",
                           "[roles] the two periods swapped between the two kinds of branch: the page gives many months to Current branches and several years to LTS branches; the claim gives years to Current and months to LTS"),
            overclaim=("Node.js must keep supporting every V8 branch that upstream V8 has abandoned, not only the ones Node.js uses, for many months or several years.",
                       "scope widened: 'these branches' (the V8 versions used in Node.js) -> 'every V8 branch that upstream V8 has abandoned, not only the ones Node.js uses'; the page's support is for the branches in use (line 43-44, 'for the various Current, LTS, and nightly releases')"),
            added=("Node.js keeps supporting V8 branches that upstream has abandoned, for months on Current lines and years on LTS lines, and the release team publishes the planned end date of that support for each V8 branch.",
                   "added detail (a published end date per V8 branch) not in the page; 'end date', 'publishes' and 'release team' do not occur in it; invented"),
        ),
        dict(
            section="Backporting to abandoned branches",
            start="Abandoned V8 branches are supported in the Node.js repository.",
            end="V8-CI must test the change.",
            reworded=("Abandoned V8 branches are supported in the Node.js repository, where a fix has to be cherry-picked and the change tested by V8-CI.",
                      "the two sentences joined with 'where'; 'The fix needs to be cherry-picked in the Node.js repository and V8-CI must test the change' -> 'a fix has to be cherry-picked and the change tested by V8-CI'"),
            paraphrase=("Once upstream has dropped a V8 branch, it is looked after inside the Node.js codebase itself: fixes are cherry-picked there, and each such change has to be run through V8-CI.",
                        "freer rewording; 'Abandoned V8 branches are supported in the Node.js repository' -> 'Once upstream has dropped a V8 branch, it is looked after inside the Node.js codebase itself'; 'V8-CI must test the change' -> 'each such change has to be run through V8-CI'"),
            contradiction=("For abandoned V8 branches, a fix is cherry-picked in the upstream V8 repository rather than in the Node.js repository, and V8-CI then tests the change.",
                           "[entity] 'cherry-picked in the Node.js repository' -> 'cherry-picked in the upstream V8 repository rather than in the Node.js repository'"),
            overclaim=("Any fix for an abandoned V8 branch that passes V8-CI is automatically accepted into the Node.js repository.",
                       "a necessary step made a sufficient one: 'V8-CI must test the change' -> passing V8-CI means the fix 'is automatically accepted'; 'automatically' does not occur in the page ('automated' only for V8's tagging, line 234, and the fork proposal, lines 348-356), 'accepted' only in line 39 (V8's rule for its own branches)"),
            added=("Abandoned V8 branches are supported in the Node.js repository, where fixes are cherry-picked and tested on V8-CI, and each such backport needs the approval of two members of the V8 team.",
                   "added rule (approval by two V8 team members) not in the page; the manual steps only 'notify the @nodejs/v8 team' (line 180); 'approval' does not occur, 'two' only in line 83 (two active branches); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# maintaining/maintaining-dependencies.md (15,024 bytes): H1 "Maintaining
# Dependencies"; an intro under the H1 (what the dependencies are, the list
# of them, when code is a dependency, when it may be externalized, three
# numbered reasons distributions externalize), ## sections Supporting
# externalized dependencies with native code, Supporting externalizable
# dependencies with JavaScript code, Supporting non-externalized
# dependencies with JavaScript code, Common approach for dependencies with
# WASM components, Updating dependencies, Dependency list (one ### per
# dependency), then the reference definitions.  Cuts from the intro (the
# H1 counts as its section), two ## sections and ### ngtcp2 under
# ## Dependency list.
DOCS.append(dict(
    path="maintaining/maintaining-dependencies.md",
    kind="contributing", num="Node.js", title="Maintaining Dependencies",
    sentences=[
        dict(
            section="Maintaining Dependencies",
            start="They manage the dependency separately",
            end="individual applications.",
            reworded=("One reason distributions use externalized dependencies for Node.js is that they manage a dependency separately because more applications than just Node.js use it, and linking against a shared library lets them handle updates and CVE fixes in the library instead of patching every individual application.",
                      "'They' is 'Many distributions' (line 62, 'use externalized dependencies for one or more of these reasons'; the cut is reason 2); 'as it is used by' -> 'because ... use it'; 'allows them to manage updates and CVE fixes against the library instead of having to patch all of the individual applications' -> 'lets them handle ... in the library instead of patching every individual application'"),
            paraphrase=("Because a library like this is shared by many programs on a distribution, not only Node.js, the distribution prefers to link against the shared copy, so a security fix applied once to the library covers all of those programs.",
                        "freer rewording; 'used by more applications than just Node.js' -> 'shared by many programs on a distribution, not only Node.js'; 'manage updates and CVE fixes against the library instead of having to patch all of the individual applications' -> 'a security fix applied once to the library covers all of those programs'"),
            contradiction=("For distributions, linking Node.js against a shared library does not spare them from patching each individual application when a CVE fix comes out.",
                           "[negation] 'allows them to manage ... CVE fixes against the library instead of having to patch all of the individual applications' -> 'does not spare them from patching each individual application'"),
            overclaim=("Linking against a shared library means distributions never have to patch Node.js or any other application at all.",
                       "degree raised: 'manage updates and CVE fixes against the library instead of having to patch all of the individual applications' (for that library's fixes) -> 'never have to patch Node.js or any other application at all'; 'never' does not occur in the page"),
            added=("Distributions manage shared dependencies separately so that CVE fixes go into the library rather than into each application, and they typically rebuild Node.js within a day of each such library fix.",
                   "added detail (a rebuild of Node.js within a day) not in the page; 'rebuild' occurs only in line 153 and 183 (WASM components), 'within a day' not at all; invented"),
        ),
        dict(
            section="Supporting externalizable dependencies with JavaScript code",
            start="Not reporting the version is better",
            end="externalized dependency.",
            reworded=("When a dependency of Node.js is externalized, not reporting its version is better than wrongly reporting the version of the bundled dependency instead of the externalized one.",
                      "'When a dependency ... is externalized' from the list item the cut ends (line 126-128: the version is not reported 'when the dependency is externalized'); 'incorrectly reporting the version of the dependency bundled with Node.js, instead of the version for the externalized dependency' -> 'wrongly reporting the version of the bundled dependency instead of the externalized one'"),
            paraphrase=("For an externalized dependency, leaving the version out of what Node.js reports is preferred to showing the number of the copy that ships inside Node.js, which is not the one actually in use.",
                        "freer rewording; 'Not reporting the version is better than' -> 'leaving the version out ... is preferred to'; 'incorrectly reporting the version of the dependency bundled with Node.js' -> 'showing the number of the copy that ships inside Node.js, which is not the one actually in use'"),
            contradiction=("For an externalized dependency, reporting the version of the copy bundled with Node.js, even though it is the wrong one, is better than not reporting any version at all.",
                           "[roles] the two options of the comparison swapped: the page ranks not reporting above reporting the bundled version; the claim ranks reporting the bundled version above not reporting"),
            overclaim=("The Node.js maintainers treat a missing version as better than any inaccurate version report, whatever the dependency and however small the error.",
                       "scope widened: the page's preference is about one case, the bundled version shown for an externalized dependency; the claim makes it 'any inaccurate version report, whatever the dependency and however small the error'; 'inaccurate' and 'whatever' do not occur in the page, 'small' only inside 'icu-small' (the list of dependencies)"),
            added=("When a dependency is externalized, Node.js leaves its version unreported rather than show the bundled one, and it prints a warning at startup saying that the version is unknown.",
                   "added behaviour (a startup warning) not in the page; 'warning', 'startup' and 'unknown' do not occur in it; invented"),
        ),
        dict(
            section="Updating dependencies",
            start="In general updates to dependencies should only be accepted",
            end="case-by-case basis.",
            reworded=("In general, Node.js should accept updates to dependencies only once they have already landed upstream, though the TSC may grant an exception case by case.",
                      "'updates to dependencies should only be accepted if they have already landed in the upstream' -> 'Node.js should accept updates to dependencies only once they have already landed upstream'; the two sentences joined with 'though'; 'on a case-by-case basis' -> 'case by case'"),
            paraphrase=("As a rule the project takes a dependency change only after it is in the original upstream project, and any departure from that rule is for the Technical Steering Committee to allow one case at a time.",
                        "freer rewording; 'In general' -> 'As a rule'; 'already landed in the upstream' -> 'after it is in the original upstream project'; 'The TSC may grant an exception on a case-by-case basis' -> 'any departure ... is for the Technical Steering Committee to allow one case at a time' (TSC spelled out)"),
            contradiction=("In general, dependency updates should only be accepted once they have landed upstream, although the release team may grant an exception case by case.",
                           "[entity] 'The TSC may grant an exception' -> 'the release team may grant an exception'; the page names the release and LTS teams only for npm's release streams (line 324)"),
            overclaim=("Any dependency update that has already landed upstream will be accepted into Node.js.",
                       "a necessary condition made a sufficient one: 'should only be accepted if they have already landed in the upstream' -> 'Any ... update that has already landed upstream will be accepted'; the page also asks for automated tooling or a documented reason for manual PRs (lines 198-201)"),
            added=("Dependency updates should generally land upstream before Node.js accepts them, and a TSC exception needs a majority vote at a TSC meeting.",
                   "added rule (a majority vote at a TSC meeting) not in the page; 'vote', 'majority' and 'meeting' do not occur in it; invented"),
        ),
        dict(
            section="ngtcp2",
            start="The `nghttp3` library depends on `ngtcp2`.",
            end="the `lib` directory.",
            reworded=("Among the Node.js dependencies, the nghttp3 library depends on ngtcp2, the two should always be updated together, and only the lib and crypto directories of ngtcp2 and the lib directory of nghttp3 are wanted.",
                      "'Among the Node.js dependencies' from the page (### ngtcp2 under ## Dependency list); 'Both should always be updated together' -> 'the two should always be updated together'; 'From ngtcp2 we only want the contents of the lib and crypto directories; from nghttp3 we only want the contents of the lib directory' -> 'only the lib and crypto directories of ngtcp2 and the lib directory of nghttp3 are wanted'; backticks dropped"),
            paraphrase=("Because nghttp3 is built on top of ngtcp2, Node.js moves both to new versions in one go, and it takes just the lib and crypto folders from ngtcp2 and just the lib folder from nghttp3.",
                        "freer rewording; 'depends on' -> 'is built on top of'; 'Both should always be updated together' -> 'moves both to new versions in one go'; 'we only want the contents of' -> 'takes just'; 'directories' -> 'folders'"),
            contradiction=("In Node.js, the ngtcp2 library depends on nghttp3, and Node.js takes the lib and crypto directories from nghttp3 but only the lib directory from ngtcp2.",
                           "[roles] the two libraries swapped: on the page nghttp3 depends on ngtcp2, and lib and crypto come from ngtcp2, lib only from nghttp3; the claim swaps both"),
            overclaim=("Every library that Node.js bundles depends on another bundled library and must always be updated together with it.",
                       "scope widened: the page's rule is about nghttp3 and ngtcp2; the claim extends it to 'Every library that Node.js bundles'; 'bundles' does not occur in the page, 'bundled' only for bundling into the binary (lines 51, 97, 112, 130), 'every' not at all ('everything' in line 65)"),
            added=("The nghttp3 library depends on ngtcp2 and both are updated together, by a single update script that fetches the two libraries at once.",
                   "added detail (one script fetching both) not in the page; the page names 'the corresponding script in tools/update-deps' for dependencies in general (line 192) and says nothing of a shared script for these two; 'fetches' does not occur in it, 'single' only in 'Single Executable' (line 344); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# maintaining/maintaining-openssl.md (4,578 bytes): H1 "Maintaining
# OpenSSL"; an intro under the H1 (automatic updates, the PRs needed per
# release line), ## sections Use of the quictls/openssl fork (its first
# sentence is copied in maintaining-dependencies.md), Requirements (four
# bullets), 0. Check requirements (code), 1. Obtain and extract new OpenSSL
# sources (### OpenSSL 3.x.x: code), 2. Execute `make` in
# `deps/openssl/config` directory, 3. Check diffs, 4. Commit and make test
# (### OpenSSL 3.x.x: code).  Cuts from the intro, ## Requirements and two
# from ## 3. Check diffs.
DOCS.append(dict(
    path="maintaining/maintaining-openssl.md",
    kind="contributing", num="Node.js", title="Maintaining OpenSSL",
    sentences=[
        dict(
            section="Maintaining OpenSSL",
            start="OpenSSL is automatically updated by the",
            end="can be used to update it.",
            reworded=("OpenSSL in Node.js is updated automatically by the update-openssl-action, and a script in tools/dep_updaters can also be used to update it.",
                      "'OpenSSL is automatically updated' -> 'OpenSSL in Node.js is updated automatically'; the two sentences joined; 'There is also a script ... that can be used to update it' -> 'a script ... can also be used to update it'; the link and backticks dropped"),
            paraphrase=("A dedicated update action keeps the copy of OpenSSL in Node.js current without anyone doing it by hand, and a separate script among the dependency-updater tools can do the same job.",
                        "freer rewording; 'is automatically updated by the update-openssl-action' -> 'A dedicated update action keeps ... current without anyone doing it by hand'; 'a script in tools/dep_updaters that can be used to update it' -> 'a separate script among the dependency-updater tools can do the same job'"),
            contradiction=("OpenSSL in Node.js is not updated by any automated action, so it has to be updated with the script in tools/dep_updaters.",
                           "[negation] 'OpenSSL is automatically updated by the update-openssl-action' -> 'is not updated by any automated action'"),
            overclaim=("The update-openssl-action picks up every new OpenSSL release on the very day it is published.",
                       "degree raised: 'automatically updated' -> 'every new OpenSSL release on the very day it is published'; 'day', 'published' and 'every' do not occur in the page; the page gives no timing"),
            added=("OpenSSL is updated automatically by the update-openssl-action, which opens its pull request every Monday, and a script in tools/dep_updaters can update it too.",
                   "added detail (a pull request every Monday) not in the page; 'Monday' and 'pull request' do not occur in it ('PR' only in lines 8-14, for manual updates across release lines); invented"),
        ),
        dict(
            section="Requirements",
            start="`perl` Only Perl version 5",
            end="Version 2.26 or higher is needed.",
            reworded=("Maintaining OpenSSL in Node.js requires Perl, of which only version 5 is tested, nasm version 2.11 or higher, and GNU as from binutils at version 2.26 or higher.",
                      "the bullets of ## Requirements joined in one sentence; 'Only Perl version 5 is tested' -> 'Perl, of which only version 5 is tested'; 'Version 2.11 or higher is needed' -> 'nasm version 2.11 or higher'; 'GNU as in binutils. Version 2.26 or higher is needed' -> 'GNU as from binutils at version 2.26 or higher'; the nasm link and backticks dropped; 'Maintaining OpenSSL in Node.js requires' from the page's title and the section"),
            paraphrase=("For an OpenSSL update the tools needed are an assembler from binutils no older than 2.26, nasm no older than 2.11, and Perl, where release 5 is the only one that has been tried.",
                        "freer rewording; 'GNU as in binutils. Version 2.26 or higher' -> 'an assembler from binutils no older than 2.26'; 'Version 2.11 or higher is needed' -> 'no older than 2.11'; 'Only Perl version 5 is tested' -> 'Perl, where release 5 is the only one that has been tried'; the order changed"),
            contradiction=("For the OpenSSL update both Perl 5 and Perl 6 are tested, and nasm 2.11 or higher is needed along with GNU as 2.26 or higher.",
                           "[number] 'Only Perl version 5 is tested' -> 'both Perl 5 and Perl 6 are tested' (one tested version -> two)"),
            overclaim=("Any nasm from version 2.11 onwards and any GNU as from version 2.26 onwards is guaranteed to work for the OpenSSL update in Node.js.",
                       "a necessary condition made a sufficient one: 'Version 2.11 or higher is needed', 'Version 2.26 or higher is needed' -> 'Any ... onwards is guaranteed to work'; 'guaranteed' and 'work' do not occur in the page"),
            added=("The OpenSSL update in Node.js needs Perl 5, nasm 2.11 or higher and GNU as 2.26 or higher, as well as Python 3.8 or later.",
                   "added requirement (Python 3.8 or later) not in the page; 'python' does not occur in it; the other bullet of the list is 'Linux environment', which the claim leaves out; invented"),
        ),
        dict(
            section="3. Check diffs",
            start="Check diffs to ensure updates are right.",
            end="data in them.",
            reworded=("For an OpenSSL update, the diffs should be checked to make sure the updates are right, and the buildinf.h files will be updated even when the OpenSSL sources have no updates, because they contain timestamp data.",
                      "'For an OpenSSL update' from the page's subject; 'Check diffs to ensure updates are right' -> 'the diffs should be checked to make sure the updates are right'; 'Even if there are no updates in openssl sources' -> 'even when the OpenSSL sources have no updates'; 'they have timestamp data in them' -> 'they contain timestamp data'; backticks dropped"),
            paraphrase=("Looking over the diff is how the maintainer confirms an OpenSSL update went right, and the buildinf.h files show up as changed even when no OpenSSL source has changed, since they record a timestamp.",
                        "freer rewording; 'Check diffs to ensure updates are right' -> 'Looking over the diff is how the maintainer confirms an OpenSSL update went right'; 'will be updated because they have timestamp data in them' -> 'show up as changed ... since they record a timestamp'"),
            contradiction=("When the OpenSSL sources have no updates, the buildinf.h files are left unchanged, since they hold no timestamp data.",
                           "[negation] 'buildinf.h files will be updated because they have timestamp data in them' -> 'are left unchanged, since they hold no timestamp data'"),
            overclaim=("When the OpenSSL sources have no updates, the buildinf.h files are the only files in the diff that change.",
                       "exclusivity added ('the only files in the diff that change'); the page says buildinf.h files change even without source updates, not that nothing else does; 'only' occurs in the page only in line 32 ('Only Perl version 5 is tested')"),
            added=("The diffs of an OpenSSL update should be checked, and buildinf.h changes every time because of its timestamp data, which records the build time in UTC.",
                   "added detail (the timestamp recorded in UTC) not in the page; 'UTC' and 'build time' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="3. Check diffs",
            start="On Windows, OpenSSL Configure generates",
            end="manually\ncreated.",
            reworded=("On Windows, OpenSSL Configure generates a makefile that can be used for the nmake command, whereas the make command in step 2 of the OpenSSL update uses Makefile_VC-WIN64A and Makefile_VC-WIN32, which are created manually.",
                      "the two sentences joined with 'whereas'; 'in step 2 (above)' -> 'in step 2 of the OpenSSL update'; 'that are manually created' -> 'which are created manually'; backticks dropped"),
            paraphrase=("The makefile that OpenSSL's Configure script writes on Windows is meant for nmake, but the build run in step 2 relies instead on two hand-written makefiles, Makefile_VC-WIN64A and Makefile_VC-WIN32.",
                        "freer rewording; 'generates a makefile that can be used for the nmake command' -> 'writes ... is meant for nmake'; 'The make command in step 2 (above) uses' -> 'the build run in step 2 relies instead on'; 'manually created' -> 'hand-written'"),
            contradiction=("On Windows, the makefile for the nmake command is written by hand, while the Makefile_VC-WIN64A and Makefile_VC-WIN32 used by step 2 are generated by OpenSSL Configure.",
                           "[roles] the two sides swapped: on the page Configure generates the nmake makefile and the two VC makefiles are manually created; the claim has the nmake makefile hand-written and the VC makefiles generated by Configure"),
            overclaim=("On Windows, the makefile that OpenSSL Configure generates works with every make tool, not only with nmake.",
                       "scope widened: 'a makefile that can be used for the nmake command' -> 'works with every make tool, not only with nmake'; 'every' and 'tool' do not occur in the page; the page's step 2 uses other, hand-made makefiles, which a strict reader may take as a hint against the claim (notes-d.md)"),
            added=("On Windows, OpenSSL Configure generates an nmake makefile, while step 2 uses the hand-made Makefile_VC-WIN64A and Makefile_VC-WIN32, both of which target Visual Studio 2022.",
                   "added detail (the makefiles target Visual Studio 2022) not in the page; 'Visual Studio' and '2022' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# maintaining/maintaining-icu.md (8,432 bytes): H1 "Maintaining ICU in
# Node.js"; ## sections Background (with a blockquote from icu-project.org,
# which maintaining-dependencies.md nearly copies), Data dependencies (###
# Time zone data, #### Example: updating the ICU `.dat` file), Release
# schedule (### V8 depends on ICU), How to upgrade ICU, Floating patches to
# ICU (### Example, ### Clean up, ### Why not just modify the ICU source
# directly?), then the reference definitions.  Cuts from three ## sections
# and four nearest headings.
DOCS.append(dict(
    path="maintaining/maintaining-icu.md",
    kind="contributing", num="Node.js", title="Maintaining ICU in Node.js",
    sentences=[
        dict(
            section="Time zone data",
            start="Time zone data files are updated independently",
            end="data file\nfixes.",
            reworded=("In Node.js, time zone data files are updated independently of ICU's CLDR data, so ICU and its main data files do not need to be upgraded to apply time zone data file fixes.",
                      "'In Node.js' from the page's subject; 'ICU CLDR data' -> 'ICU's CLDR data'; the two sentences joined with 'so'; 'in order to apply' -> 'to apply'"),
            paraphrase=("Fixes to time zone information can go in on their own, without moving to a newer ICU or replacing its main data, because the two kinds of data are refreshed separately.",
                        "freer rewording; 'Time zone data files are updated independently of ICU CLDR data' -> 'the two kinds of data are refreshed separately'; 'ICU and its main data files do not need to be upgraded in order to apply time zone data file fixes' -> 'Fixes to time zone information can go in on their own, without moving to a newer ICU or replacing its main data'"),
            contradiction=("Time zone data fixes can only be applied in Node.js after ICU and its main data files have been upgraded.",
                           "[negation] 'ICU and its main data files do not need to be upgraded in order to apply time zone data file fixes' -> 'can only be applied ... after ICU and its main data files have been upgraded'"),
            overclaim=("Any change to ICU's data, not just time zone data, can be applied in Node.js without upgrading ICU itself.",
                       "scope widened: the page's rule is about time zone data file fixes; the claim extends it to 'Any change to ICU's data'; 'any change' does not occur in the page ('any changes' only in a code comment, line 229; 'any' otherwise in lines 145, 173 and 244: source code, patches)"),
            added=("Time zone data files are updated independently of ICU's CLDR data, and the IANA releases that drive those updates come out about ten times a year.",
                   "added figure (about ten IANA releases a year) not in the page; the page says the IANA tzdata project 'releases new versions and announces them' (line 48) without a number; 'ten' does not occur in it; invented"),
        ),
        dict(
            section="V8 depends on ICU",
            start="The file `tools/icu/icu_versions.json` contains the current minimum",
            end="their ICU is too old.",
            reworded=("The file tools/icu/icu_versions.json holds the current minimum ICU version that Node.js is known to work with, and it should be at least the same version as V8's, so that users find out earlier that their ICU is too old.",
                      "'contains' -> 'holds'; the two sentences joined; 'the same version as V8' -> 'the same version as V8's' (V8's minimum ICU version, lines 85-86); 'will find out' -> 'find out'; the emphasis and backticks dropped"),
            paraphrase=("Node.js records the oldest ICU it is known to run with in a JSON file under its tools folder, and that floor is kept no lower than the one V8 demands, so that an outdated ICU is noticed sooner.",
                        "freer rewording; 'contains the current minimum version of ICU that Node.js is known to work with' -> 'records the oldest ICU it is known to run with'; 'at least the same version as V8' -> 'no lower than the one V8 demands'; 'users will find out earlier that their ICU is too old' -> 'an outdated ICU is noticed sooner'"),
            contradiction=("The minimum ICU version in tools/icu/icu_versions.json should be kept below the one V8 requires, so that an old ICU is reported later rather than earlier.",
                           "[direction] 'at least the same version as V8' -> 'kept below the one V8 requires'; 'find out earlier' -> 'reported later rather than earlier'"),
            overclaim=("The minimum version in tools/icu/icu_versions.json guarantees that Node.js builds and runs correctly with every ICU release from that version on.",
                       "degree raised: 'the current minimum version of ICU that Node.js is known to work with' -> 'guarantees that Node.js builds and runs correctly with every ICU release from that version on'; 'guarantee', 'correctly' and 'every' do not occur in the page"),
            added=("The minimum ICU version in tools/icu/icu_versions.json should be at least V8's, and a build with an older ICU stops with an error message naming the required version.",
                   "added detail (an error message naming the required version) not in the page; the page says only that 'A test case validates this when Node.js is built' (line 99-100) and that V8 'will not compile' with a too old ICU (line 86-87); 'error' does not occur in it"),
        ),
        dict(
            section="Release schedule",
            start="ICU typically has >1 release a year",
            end="release of [Unicode][].",
            reworded=("ICU typically has more than one release a year, particularly around the time of a major Unicode release.",
                      "'>1 release a year' -> 'more than one release a year'; 'particularly coinciding with a major release of Unicode' -> 'particularly around the time of a major Unicode release'; the link dropped"),
            paraphrase=("New versions of ICU usually appear more than once a year, and one of them is often timed to match a big Unicode release.",
                        "freer rewording; 'typically has >1 release a year' -> 'usually appear more than once a year'; 'particularly coinciding with a major release of Unicode' -> 'one of them is often timed to match a big Unicode release'"),
            contradiction=("ICU typically has only one release every two years, usually timed to match a major Unicode release.",
                           "[number] '>1 release a year' -> 'only one release every two years'"),
            overclaim=("Every major Unicode release is matched by an ICU release in the very same week.",
                       "degree raised: 'particularly coinciding with a major release of Unicode' -> 'Every major Unicode release is matched ... in the very same week'; 'week' and 'every' do not occur in the page"),
            added=("ICU typically has more than one release a year, often around a major Unicode release, and Node.js picks up each new ICU release within a month.",
                   "added rule (Node.js adopts each ICU release within a month) not in the page; 'month' occurs only in the Intl example ({ month: 'long' }, lines 138, 166), 'within' only in line 86 ('within the V8 source tree'); invented"),
        ),
        dict(
            section="Clean up",
            start="Any patches older than the minimum version",
            end="will never be used.",
            reworded=("Any floating ICU patches older than the minimum version given in tools/icu/icu_versions.json ought to be deleted, because they will never be used.",
                      "'patches' -> 'floating ICU patches' (the section ## Floating patches to ICU); backticks dropped; otherwise kept"),
            paraphrase=("Patches aimed at ICU versions below the minimum recorded in the icu_versions.json file under tools can simply be removed, since nothing will ever apply them.",
                        "freer rewording; 'older than the minimum version given in tools/icu/icu_versions.json' -> 'aimed at ICU versions below the minimum recorded in the icu_versions.json file under tools'; 'ought to be deleted' -> 'can simply be removed'; 'they will never be used' -> 'nothing will ever apply them'"),
            contradiction=("Floating ICU patches newer than the minimum version in tools/icu/icu_versions.json ought to be deleted, because they will never be used.",
                           "[direction] 'older than the minimum version' -> 'newer than the minimum version'"),
            overclaim=("Every floating patch in Node.js, for ICU or for any other dependency, ought to be deleted as soon as it is older than that dependency's minimum supported version.",
                       "scope widened: the page's rule is about ICU patches and tools/icu/icu_versions.json; the claim extends it to 'any other dependency'; 'dependency' does not occur in the page ('dependencies' only in the heading 'Data dependencies' and in 'the V8 dependencies above', line 249)"),
            added=("Floating ICU patches older than the minimum version in tools/icu/icu_versions.json should be deleted, and a CI check fails as long as any such patch remains.",
                   "added rule (a failing CI check) not in the page; 'CI check' does not occur in it ('test-ci' only as a make target, lines 130, 193); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# maintaining/maintaining-types-for-nodejs.md (6,191 bytes): H1
# "Maintaining types for Node.js"; an intro under the H1, ## sections High
# level approach - maintaining types, High level approach - development
# workflow, Generation/Consumption of machine readable JSON files, Markdown
# structure, Planned changes (as of Jan 1 2022), then the reference
# definitions.  Cuts from four ## sections.
DOCS.append(dict(
    path="maintaining/maintaining-types-for-nodejs.md",
    kind="contributing", num="Node.js", title="Maintaining types for Node.js",
    sentences=[
        dict(
            section="High level approach - maintaining types",
            start="The different options were discussed",
            end="is the best approach.",
            reworded=("As part of the next-10 effort, the different options for maintaining Node.js types were discussed, and it was agreed that maintaining the types externally is the best approach.",
                      "the order of the clauses changed; 'The different options' -> 'the different options for maintaining Node.js types' (the options of line 11-13); 'maintaining them externally' -> 'maintaining the types externally'; the link dropped"),
            paraphrase=("After weighing the alternatives during next-10, the project settled on keeping the type definitions for Node.js outside of Node.js itself as the preferred way forward.",
                        "freer rewording; 'The different options were discussed as part of the next-10 effort' -> 'After weighing the alternatives during next-10'; 'it was agreed that maintaining them externally is the best approach' -> 'the project settled on keeping the type definitions ... outside of Node.js itself as the preferred way forward'"),
            contradiction=("During the next-10 effort it was agreed that the best approach is for the Node.js core team to maintain the types inside the Node.js repository.",
                           "[entity] who maintains the types and where: 'maintaining them externally' -> 'the Node.js core team ... inside the Node.js repository'"),
            overclaim=("The next-10 effort reached unanimous agreement that external maintenance is the only acceptable way to handle types for Node.js.",
                       "degree raised: 'it was agreed that maintaining them externally is the best approach' -> 'unanimous agreement', 'the only acceptable way'; 'unanimous', 'only' and 'acceptable' do not occur in the page"),
            added=("During next-10 it was agreed that types for Node.js are best maintained externally, and the DefinitelyTyped project was named as their home.",
                   "added detail (DefinitelyTyped named as the home of the types) not in the page; 'DefinitelyTyped' does not occur in it; may be true in the world (the types are published there), not checked"),
        ),
        dict(
            section="High level approach - development workflow",
            start="We have agreed that the approach will",
            end="to work with Node.js.",
            reworded=("It has been agreed that the approach for TypeScript will not include bundling TypeScript tools with Node.js, but will instead improve the developer experience of how those tools are installed and configured to work with Node.js.",
                      "'We have agreed' -> 'It has been agreed' (the page's 'we' is the project); 'the approach' -> 'the approach for TypeScript'; the emphasis on 'NOT' dropped; 'installed/configured' -> 'installed and configured'"),
            paraphrase=("Rather than shipping TypeScript tooling inside the runtime, the plan is to make it smoother for developers to set that tooling up so that it works alongside Node.js.",
                        "freer rewording; 'will NOT include bundling TypeScript tools with Node.js' -> 'Rather than shipping TypeScript tooling inside the runtime'; 'improve the developer experience for how those tools are installed/configured to work with Node.js' -> 'make it smoother for developers to set that tooling up so that it works alongside Node.js'"),
            contradiction=("The agreed approach is to bundle TypeScript tools with Node.js so that developers no longer have to install and configure them on their own.",
                           "[negation] 'will NOT include bundling TypeScript tools with Node.js' -> 'The agreed approach is to bundle TypeScript tools with Node.js'"),
            overclaim=("The Node.js project has agreed never to ship anything related to TypeScript together with the runtime.",
                       "scope widened and made permanent: 'will NOT include bundling TypeScript tools' -> 'never to ship anything related to TypeScript'; 'never' and 'anything' do not occur in the page; the page's own plan includes TypeScript-specific error messages (lines 51-53)"),
            added=("Instead of bundling TypeScript tools, Node.js will improve how they are installed and configured, and the TypeScript team at Microsoft has agreed to help with that work.",
                   "added detail (Microsoft's TypeScript team helping) not in the page; 'Microsoft' does not occur in it; invented"),
        ),
        dict(
            section="Generation/Consumption of machine readable JSON files",
            start="When you run `make doc` the canonical",
            end="a `.json` file.",
            reworded=("Running make doc converts the canonical markdown files that document the Node.js APIs in the doc/api directory into both an .html file and a .json file.",
                      "'When you run make doc the ... files ... are converted' -> 'Running make doc converts the ... files ... into'; 'used to document' -> 'that document'; the link and backticks dropped"),
            paraphrase=("The documentation build takes the markdown pages that are the master copy of the Node.js API reference and produces an HTML version and a JSON version of each.",
                        "freer rewording; 'When you run make doc' -> 'The documentation build'; 'the canonical markdown files used to document the Node.js APIs in the doc/api directory' -> 'the markdown pages that are the master copy of the Node.js API reference'; 'are converted to both an .html file and a .json file' -> 'produces an HTML version and a JSON version of each'"),
            contradiction=("Running make doc converts .html and .json files into the canonical markdown files that document the Node.js APIs in the doc/api directory.",
                           "[direction] the conversion reversed: on the page markdown is converted to .html and .json; the claim converts .html and .json into markdown"),
            overclaim=("Running make doc converts every markdown file in the Node.js repository, not just the API documentation, into both HTML and JSON.",
                       "scope widened: 'the canonical markdown files used to document the Node.js APIs in the doc/api directory' -> 'every markdown file in the Node.js repository'; 'every' and 'repository' do not occur in the page"),
            added=("Running make doc converts the API markdown files in doc/api into .html and .json files, and it also produces a single PDF of the whole API reference.",
                   "added output (a PDF) not in the page; 'PDF' does not occur in it; invented"),
        ),
        dict(
            section="Planned changes (as of Jan 1 2022)",
            start="While JSON files are already being generated",
            end="manual fixup\nafterwards.",
            reworded=("The JSON files for the Node.js APIs are already generated and published, but they are not structured well enough for the type projects to consume them easily, and external teams generally need some custom scripts plus manual fixup afterwards.",
                      "'While JSON files are already being generated and published, they are not' -> 'The JSON files ... are already generated and published, but they are not'; 'for them to be easily consumed by the type projects' -> 'for the type projects to consume them easily'; 'Generally external teams need' -> 'external teams generally need'; 'along with' -> 'plus'"),
            paraphrase=("Although Node.js already puts out its API data as JSON, the layout is too rough for type projects to use directly, which leaves outside teams writing their own scripts and then patching the results by hand.",
                        "freer rewording; 'are already being generated and published' -> 'already puts out its API data as JSON'; 'not structured well enough for them to be easily consumed' -> 'the layout is too rough ... to use directly'; 'need some custom scripts along with manual fixup afterwards' -> 'writing their own scripts and then patching the results by hand'"),
            contradiction=("The published JSON files for the Node.js APIs are structured well enough that the type projects can consume them directly, with no custom scripts or manual fixup.",
                           "[negation] 'they are not structured well enough for them to be easily consumed by the type projects' -> 'are structured well enough that the type projects can consume them directly'; 'need some custom scripts along with manual fixup' -> 'with no custom scripts or manual fixup'"),
            overclaim=("Every external type project has to write its own custom scripts and do manual fixup before it can use the published JSON files.",
                       "degree raised: 'Generally external teams need' -> 'Every external type project has to'; 'every' does not occur in the page"),
            added=("The published JSON files are not structured well enough for the type projects, and the maintainers of the Node.js types spend about a week fixing up each new Node.js release by hand.",
                   "added figure (about a week of fixup per release) not in the page; 'week' does not occur in it; invented"),
        ),
    ]))
