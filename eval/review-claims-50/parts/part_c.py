# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-50, part C (drafts 11-15).

Same format as review-claims-49's parts: the documents are documentation
pages under /work/main/node_modules.  One entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor
(unique in the raw file) and an end anchor (first match after the start,
inclusive), plus five hand-written (claim, note) tuples, one per kind.

`path` is relative to /work/main/node_modules (a build script computes that
folder as Path(__file__).resolve().parents[N] / "node_modules").  `kind` is
"docs"; `num` is the page's top folder under node_modules (the package,
equal to the "name" field of its package.json); `title` is the page's first
Markdown heading (any level) with the '#' marks, links and code marks
removed, kept otherwise as written.  The draft heading built from it reads
"## <package> docs: <title>".  `section` is the text of the nearest heading
above the sentence (closing '#'s of ATX headings dropped, other markup
kept, as in review-claims-49); check_part_c.py also derives the top-level
section of each cut.

Every cut is a passage that occurs in no other file of the page's package
folder, in no README under node_modules and in no other file under
node_modules with the same file name (other changelogs, codes of conduct,
governance files), raw or with markup, case and white space read away
(check_part_c.py tests this; see notes-c.md for the brief's grep).

Two assigned pages have fewer than four prose sentences of 12-45 words of
their own: undici/docs/docs/best-practices/proxy.md (draft 11: three) and
playwright-core/lib/tools/skills/playwright-cli/references/request-mocking.md
(draft 15: none).  Draft 11 takes the first spare, yargs/CHANGELOG.md.  The
second spare, mime-db/HISTORY.md, has no such sentence either (its release
items have 3-10 words), so draft 15 was first left open.  A second brief
then gave draft 15 object-inspect/CHANGELOG.md (with get-intrinsic/
CHANGELOG.md as its spare, not needed), so every draft now has an entry
(see notes-c.md).  DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# The first spare, yargs/CHANGELOG.md (yargs 17.7.3's package; the changelog
# runs from 17.7.2 down to 16.0.0), in place of the assigned undici
# best-practices page proxy.md (see notes-c.md).  "# Changelog" (the title)
# with the standard-version header (shared with other CHANGELOG.md files
# under node_modules), then one ## heading per release (a link and a date;
# a few patch releases have ### headings instead) with ### Features, ### Bug
# Fixes, ### ⚠ BREAKING CHANGES and ### Code Refactoring lists.  The items
# are commit subjects followed by issue and commit links; only the worded
# part of an item is cut (after a **scope:** label, before the links).
# Worded items of 12+ words are few (nine by the check's count); the four
# cuts come from four releases (top-level sections 17.4.0, 17.2.0, 17.1.0,
# 16.0.0) and three distinct nearest headings (Features, Bug Fixes x2,
# ⚠ BREAKING CHANGES).
DOCS.append(dict(
    path="yargs/CHANGELOG.md",
    kind="docs", num="yargs", title="Changelog",
    sentences=[
        dict(
            section="Features",
            start="choices will now work for all possible aliases",
            end="the default long option",
            reworded=("In yargs 17.4.0, completion choices will now work for all possible aliases of an option and not just the default long option.",
                      "the setting 'In yargs 17.4.0' from the ## heading and 'completion' from the item's scope label '**completion:**' (outside the cut, same line); otherwise as written, with a full stop added"),
            paraphrase=("Starting with yargs 17.4.0, the completion feature offers an option's choices for any of its possible aliases instead of only for the default long option.",
                        "freer rewording; 'choices will now work for all possible aliases of an option' -> 'offers an option's choices for any of its possible aliases'; 'and not just the default long option' -> 'instead of only for the default long option'; version and 'completion' from the heading and the scope label"),
            contradiction=("In yargs 17.4.0, completion choices will now work for all possible aliases of an option and not just the default short option.",
                           "[direction] 'the default long option' -> 'the default short option' (the opposite form of an option); the item calls the default option the long one, and 'short option' occurs in the page only in the same release's bug fix about matching options that begin with '-'"),
            overclaim=("The most important change in yargs 17.4.0 is that completion choices now work for all possible aliases of an option, not just the default long option.",
                       "a ranking added: the page lists this feature next to 'positional arguments completion' and four bug fixes in 17.4.0 and ranks none of them ('important' does not occur in the page)"),
            added=("In yargs 17.4.0, completion choices will now work for all possible aliases of an option and not just the default long option, after users of single-letter aliases reported empty completion lists.",
                   "added origin (reports from users of single-letter aliases about empty completion lists) not in the page; 'reported' and 'single-letter' do not occur in it, 'empty' only in 'empty locale', 'empty string' and 'scriptName is empty', 'single' only in 16.0.0's 'single character aliases' in help output; invented"),
        ),
        dict(
            section="Bug Fixes",
            start="cast error types as TypeScript 4.4",
            end="instead of any",
            reworded=("Yargs 17.2.0 casts error types because TypeScript 4.4 infers them as unknown instead of any.",
                      "the commit subject 'cast error types as ...' given the subject 'Yargs 17.2.0' (the ## heading; the item stands under its Bug Fixes); the causal 'as' -> 'because'; a full stop added"),
            paraphrase=("A bug fix in yargs 17.2.0 adds casts for error types, since TypeScript 4.4 gives them the type unknown rather than any.",
                        "freer rewording; 'cast error types' -> 'adds casts for error types'; 'infers them as unknown instead of any' -> 'gives them the type unknown rather than any'; the version kept; 'A bug fix' from the ### heading Bug Fixes"),
            contradiction=("Yargs 17.2.0 casts error types because TypeScript 4.2 infers them as unknown instead of any.",
                           "[number] TypeScript '4.4' -> '4.2'; the string '4.2' occurs in the page only inside the compare link 'v15.4.2'"),
            overclaim=("By casting error types, yargs 17.2.0 became fully compatible with TypeScript 4.4 and every later TypeScript release.",
                       "a degree raised and the scope widened in time: one fix for the types TypeScript 4.4 infers -> 'fully compatible with TypeScript 4.4 and every later TypeScript release'; the page says nothing of compatibility ('compatib', 'later' and 'every' do not occur in it)"),
            added=("Yargs 17.2.0 casts error types because TypeScript 4.4 infers them as unknown instead of any, a change that had broken the yargs build under the new compiler.",
                   "added consequence (the change had broken the yargs build) not in the page; 'build' occurs only in the scope label '**build:**' of 17.0.1 (Node 12 as minimum version) and in 'builder'; 'compiler' does not occur; not checked in the world"),
        ),
        dict(
            section="Bug Fixes",
            start="implies should not fail when implied key",
            end="false or empty string",
            reworded=("In yargs 17.1.0, implies should not fail when the implied key's value is 0, false or an empty string.",
                      "the setting 'In yargs 17.1.0' from the ## heading; articles 'the' and 'an' added; a full stop added"),
            paraphrase=("Yargs 17.1.0 fixed implies so that an implied key whose value is 0, false or an empty string no longer makes it fail.",
                        "freer rewording; the bug-fix item (### Bug Fixes) recast as 'fixed implies so that ... no longer makes it fail'; the three values kept"),
            contradiction=("In yargs 17.1.0, implies is made to fail when the implied key's value is 0, false or an empty string.",
                           "[negation] 'should not fail' -> 'is made to fail'"),
            overclaim=("Since yargs 17.1.0, implies accepts every falsy value of the implied key as a valid value.",
                       "scope widened: the three values '0, false or empty string' -> 'every falsy value' (which would also take in null, undefined and NaN); 'falsy' does not occur in the page, and 'null' only in 17.1.0's 'wrap(null)' item"),
            added=("In yargs 17.1.0, implies should not fail when the implied key's value is 0, false or an empty string, a regression that had been introduced in yargs 17.0.0.",
                   "added origin (a regression introduced in 17.0.0) not in the page; 'regression' does not occur in it, and 17.0.0 is named only as a heading whose items say nothing about implies; invented"),
        ),
        dict(
            section="⚠ BREAKING CHANGES",
            start="tweaks to ESM/Deno API surface",
            end="types now exported for Deno.",
            reworded=("A breaking change in yargs 16.0.0 tweaks the ESM/Deno API surface: it now exports the yargs function by default, getProcessArgvWithoutBin becomes hideBin, and types are now exported for Deno.",
                      "the subjectless item given the frame 'A breaking change in yargs 16.0.0' (the ## heading and the ### heading ⚠ BREAKING CHANGES); the semicolons made a comma list with 'and'; 'yargs function' given 'the'"),
            paraphrase=("Among the breaking changes of yargs 16.0.0, the ESM and Deno API surface was adjusted: the yargs function is now the default export, getProcessArgvWithoutBin is renamed hideBin, and Deno gets exported types.",
                        "freer rewording; 'tweaks to' -> 'was adjusted'; 'now exports yargs function by default' -> 'the yargs function is now the default export'; 'becomes' -> 'is renamed'; 'types now exported for Deno' -> 'Deno gets exported types'"),
            contradiction=("A breaking change in yargs 16.0.0 tweaks the CommonJS API surface: it now exports the yargs function by default, getProcessArgvWithoutBin becomes hideBin, and types are now exported for Deno.",
                           "[entity] 'ESM/Deno API surface' -> 'the CommonJS API surface'; 'CommonJS' does not occur in the page, and 'CJS' only in 16.1.0's 'expose hideBin helper for CJS', a later change"),
            overclaim=("Yargs 16.0.0 completely redesigned its ESM/Deno API surface, exporting the yargs function by default, renaming getProcessArgvWithoutBin to hideBin and exporting types for Deno.",
                       "a degree raised: 'tweaks to ESM/Deno API surface' -> 'completely redesigned'; the release's Features list also speaks only of 'tweaks to API surface based on user feedback' ('redesign' and 'completely' do not occur in the page)"),
            added=("A breaking change in yargs 16.0.0 tweaks the ESM/Deno API surface so that yargs can be imported from a CDN without a bundler: it now exports the yargs function by default, getProcessArgvWithoutBin becomes hideBin, and types are now exported for Deno.",
                   "added purpose (importing yargs from a CDN without a bundler) not in the page; 'CDN' and 'bundler' do not occur in it; the Features list gives 'user feedback' as the basis of the API tweaks, not this purpose; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# diff/release-notes.md (diff 7.0.0, i.e. jsdiff): "# Release Notes" (the
# title), then one ## heading per release: 7.0.0 and 6.0.0 (long worded
# items of several sentences each), v5.2.0, and from v5.1.0 down to v1.0.x
# short items (issue titles with links and authors, or commit subjects with
# hashes) and a few "Compatibility notes:" lists.  One cut from each of four
# releases (top-level sections 7.0.0, 6.0.0, v5.2.0, v2.1.0), each under its
# ## heading (four distinct nearest headings).
DOCS.append(dict(
    path="diff/release-notes.md",
    kind="docs", num="diff", title="Release Notes",
    sentences=[
        dict(
            section="7.0.0",
            start="Just a single (breaking) bugfix",
            end="introduced accidentally in 6.0.0:",
            reworded=("Version 7.0.0 of diff is just a single breaking bugfix, undoing a behaviour change introduced accidentally in 6.0.0.",
                      "the fragment given the subject 'Version 7.0.0 of diff' (the ## heading); the parentheses round 'breaking' dropped; the closing colon (a lead-in to the one item) replaced by a full stop"),
            paraphrase=("The only change in jsdiff 7.0.0 is one breaking bug fix, which reverts a behaviour change that 6.0.0 had brought in by accident.",
                        "freer rewording; 'Just a single (breaking) bugfix' -> 'The only change ... is one breaking bug fix'; 'undoing' -> 'reverts'; 'introduced accidentally' -> 'had brought in by accident'; the package named jsdiff, as the page calls it"),
            contradiction=("Version 7.0.0 of diff is just a single breaking bugfix, undoing a behaviour change introduced deliberately in 6.0.0.",
                           "[direction] 'introduced accidentally' -> 'introduced deliberately' (the opposite)"),
            overclaim=("Version 7.0.0 of diff is a single breaking bugfix that undoes all of the behaviour changes introduced accidentally in 6.0.0.",
                       "scope widened: 'undoing a behaviour change' -> 'undoes all of the behaviour changes introduced accidentally'; the page names one such change (diffWords and numbers and underscores) and does not say it was the only one"),
            added=("Version 7.0.0 of diff is just a single breaking bugfix, undoing a behaviour change introduced accidentally in 6.0.0, and was released within a week of 6.0.0.",
                   "added detail (released within a week of 6.0.0) not in the page, whose 7.0.0 and 6.0.0 headings carry no dates; 'week' does not occur in it; not checked in the world"),
        ),
        dict(
            section="6.0.0",
            start="Values from the old array will now consistently",
            end="always the other way round.",
            reworded=("In diff 6.0.0, values from the old array will now consistently be passed to comparator as the first argument (left) and values from the new array as the second argument (right), whereas previously this was almost, but not quite, always the other way round.",
                      "the setting 'In diff 6.0.0' (the ## heading) and 'to comparator' (the item's bold label 'Consistent ordering of arguments to comparator(left, right)') added; the two sentences joined with 'whereas'; backticks dropped; the parentheses round 'but not quite' made commas"),
            paraphrase=("Since diff 6.0.0, a custom comparator receives the old array's value as left, its first argument, and the new array's value as right, its second, which reverses the order used almost, though not quite, every time before.",
                        "freer rewording; 'will now consistently be passed' -> 'receives'; the argument names and positions kept; 'Previously this was almost (but not quite) always the other way round' -> 'which reverses the order used almost, though not quite, every time before' (the hedge kept)"),
            contradiction=("In diff 6.0.0, values from the new array will now consistently be passed to comparator as the first argument (left) and values from the old array as the second argument (right).",
                           "[roles] the old and the new array swapped: the page passes the old array's values first (left) and the new array's second (right)"),
            overclaim=("Since diff 6.0.0, every jsdiff function that compares two values passes the value from the old text or array first and the value from the new one second.",
                       "scope widened: the page states the order for comparator(left, right) only; #489's 'equals(left, right, options)' names parameters but says nothing about which value comes first, and no other function is said to follow the rule"),
            added=("In diff 6.0.0, values from the old array will now consistently be passed to comparator as the first argument (left) and values from the new array as the second argument (right), so that comparators that treat left and right differently now behave predictably.",
                   "added consequence (comparators that treat left and right differently now behave predictably) not in the page; 'predictabl' and 'symmetric' do not occur in it, 'behave' only in #486's 'behaves more sensibly now' about ignoreWhitespace; plausible, not checked in the world"),
        ),
        dict(
            section="v5.2.0",
            start="Previously an O(n) array-copying operation",
            end="to O(n³).",
            reworded=("Before diff 5.2.0, an O(n) array-copying operation inside the innermost loop of jsdiff's base diffing code increased the overall worst-case time complexity of computing a diff from O(n²) to O(n³).",
                      "'Previously' -> 'Before diff 5.2.0' (the ## heading v5.2.0 and the next sentence, 'This is now fixed'); otherwise as written"),
            paraphrase=("Until the 5.2.0 performance fix, jsdiff's core diffing loop copied an array in O(n) time on each pass of its innermost loop, raising the worst-case cost of computing a diff from O(n²) to O(n³).",
                        "freer rewording; 'an O(n) array-copying operation inside the innermost loop' -> 'copied an array in O(n) time on each pass of its innermost loop'; 'increased the overall worst-case time complexity' -> 'raising the worst-case cost'; both complexities kept; 'performance fix' from the item's 'Big performance improvement'"),
            contradiction=("Before diff 5.2.0, an O(n) array-copying operation inside the innermost loop of jsdiff's base diffing code increased the overall worst-case time complexity of computing a diff from O(n) to O(n²).",
                           "[number] 'from O(n²) to O(n³)' -> 'from O(n) to O(n²)'"),
            overclaim=("Before diff 5.2.0, an O(n) array-copying operation inside the innermost loop of jsdiff's base diffing code made every diff take cubic time.",
                       "the worst case made every case: 'increased the overall worst-case time complexity ... to O(n³)' -> 'made every diff take cubic time'; the page speaks of the worst case only ('every' and 'cubic' do not occur in it)"),
            added=("Before diff 5.2.0, an O(n) array-copying operation inside the innermost loop of jsdiff's base diffing code increased the worst-case time complexity from O(n²) to O(n³), a problem first reported for diffs of large minified files.",
                   "added origin (first reported for diffs of large minified files) not in the page; 'minified' and 'reported' do not occur in it, 'large' only in v1.2.0's 'a large number of changes'; invented"),
        ),
        dict(
            section="v2.1.0 - August 27th, 2015",
            start="The undocumented ignoreWhitespace flag has been removed",
            end="dependencies existed on this functionality.",
            reworded=("In diff 2.1.0, the undocumented ignoreWhitespace flag was removed from the Diff equality check directly, and this implementation may be copied to diff utilities if dependencies existed on this functionality.",
                      "the setting 'In diff 2.1.0' from the ## heading (the sentences stand in its 'Compatibility notes' list); 'has been removed' -> 'was removed'; the two sentences joined with 'and'"),
            paraphrase=("Diff 2.1.0 took the undocumented ignoreWhitespace flag out of the Diff equality check, and where something depended on that functionality, the implementation may be copied into diff utilities.",
                        "freer rewording; 'has been removed from' -> 'took ... out of'; 'if dependencies existed on this functionality' -> 'where something depended on that functionality'; 'may be copied' kept"),
            contradiction=("In diff 2.1.0, the undocumented ignoreWhitespace flag was removed from the Diff equality check directly, and this implementation may not be copied to diff utilities, even if dependencies existed on this functionality.",
                           "[negation] 'may be copied' -> 'may not be copied'"),
            overclaim=("In diff 2.1.0, the undocumented ignoreWhitespace flag was removed from the Diff equality check, and every diff utility that depended on it must copy its implementation.",
                       "a possibility made a rule: 'This implementation may be copied to diff utilities if dependencies existed' -> 'every diff utility that depended on it must copy its implementation'; 'every' does not occur in the page, and 'must' only in 6.0.0's 'must match exactly' about hunk context lines"),
            added=("In diff 2.1.0, the undocumented ignoreWhitespace flag was removed from the Diff equality check directly, because the flag had slowed down every equality check.",
                   "added cause (the flag slowed down every equality check) not in the page, which gives no reason; 'slow' occurs only in v1.2.0's 'Slow to execute over diffs with a large number of changes'; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# readable-stream/GOVERNANCE.md (readable-stream 2.3.8): the Node.js working
# group governance text with "readable-stream" filled in.  It has no # or ##
# heading: six ### headings, the first of which, "### Streams Working Group",
# is the title (and a section with an intro and a list).  So the top-level
# sections are the six ### headings (check_part_c.py's top_level).  No other
# file under node_modules is named GOVERNANCE.md, and no cut occurs in any
# other file.  One cut from each of four sections: Collaborators, WG
# Membership, WG Meetings and Consensus Seeking Process.
DOCS.append(dict(
    path="readable-stream/GOVERNANCE.md",
    kind="docs", num="readable-stream", title="Streams Working Group",
    sentences=[
        dict(
            section="Collaborators",
            start="Collaborators may opt to elevate",
            end="arbiter where\nrequired.",
            reworded=("Under readable-stream's governance, Collaborators may opt to elevate significant or controversial modifications, or modifications that have not found consensus, to the WG for discussion by assigning the WG-agenda tag to a pull request or issue, and the WG should serve as the final arbiter where required.",
                      "the setting 'Under readable-stream's governance' added (the page is the package's GOVERNANCE.md); a comma added after 'consensus'; the bold-italic marks round WG-agenda dropped; the two sentences joined with 'and'"),
            paraphrase=("In readable-stream, a Collaborator can hand a significant or controversial change, or one that has not reached consensus, to the Working Group for discussion by tagging its pull request or issue WG-agenda, with the WG meant to act as final arbiter when needed.",
                        "freer rewording; 'may opt to elevate' -> 'can hand'; 'modifications that have not found consensus' -> 'one that has not reached consensus'; 'assigning the WG-agenda tag to' -> 'tagging ... WG-agenda'; 'should serve as the final arbiter where required' -> 'meant to act as final arbiter when needed'; WG spelled out from the title section"),
            contradiction=("Under readable-stream's governance, the WG may opt to elevate significant or controversial modifications to the Collaborators for discussion by assigning the WG-agenda tag to a pull request or issue, and the Collaborators should serve as the final arbiter where required.",
                           "[roles] the WG and the Collaborators swapped: in the page Collaborators elevate modifications to the WG, and the WG is the final arbiter"),
            overclaim=("Under readable-stream's governance, every significant or controversial modification must be elevated to the WG with the WG-agenda tag, and the WG is the final arbiter on every modification.",
                       "an option made a rule and a condition dropped: 'may opt to elevate' -> 'must be elevated'; 'should serve as the final arbiter where required' -> 'is the final arbiter on every modification'; 'every' and 'must' in this sense do not occur in the page (its 'must' is for review, seconding and the employer rule)"),
            added=("Under readable-stream's governance, Collaborators may opt to elevate significant or controversial modifications to the WG by assigning the WG-agenda tag to a pull request or issue, and such items must then wait at least a week before the WG decides.",
                   "added requirement (a wait of at least a week before the WG decides) not in the page; 'week' and 'wait' do not occur in it; invented"),
        ),
        dict(
            section="WG Membership",
            start="No more than 1/3 of the WG members",
            end="with the same\nemployer.",
            reworded=("In the readable-stream Working Group, no more than 1/3 of the WG members may be affiliated with the same employer.",
                      "the setting 'In the readable-stream Working Group' added (the title section: 'a Working Group (WG)'); otherwise as written"),
            paraphrase=("At most a third of the members of readable-stream's Working Group may share an employer.",
                        "freer rewording; 'No more than 1/3' -> 'At most a third'; 'may be affiliated with the same employer' -> 'may share an employer'"),
            contradiction=("In the readable-stream Working Group, no more than half of the WG members may be affiliated with the same employer.",
                           "[number] '1/3' -> 'half'"),
            overclaim=("The readable-stream Working Group's rule that no more than 1/3 of its members may share an employer guarantees that no single company can ever control the project.",
                       "an aim asserted as a guaranteed effect: the page states the cap and how it is enforced, not what it achieves ('guarantee', 'control' and 'company' do not occur in it)"),
            added=("In the readable-stream Working Group, no more than 1/3 of the WG members may be affiliated with the same employer, and contractors count as affiliated with the company that pays them.",
                   "added rule (contractors count as affiliated with the company that pays them) not in the page; 'contractor' and 'company' do not occur in it, 'employer' and 'employment' only in this and the next sentence; invented"),
        ),
        dict(
            section="WG Meetings",
            start="The WG meets occasionally",
            end="published to YouTube.",
            reworded=("The readable-stream WG meets occasionally on a Google Hangout On Air, a designated moderator approved by the WG runs the meeting, and each meeting should be published to YouTube.",
                      "'The WG' -> 'The readable-stream WG'; the three sentences joined into one list with 'and'"),
            paraphrase=("From time to time the Working Group behind readable-stream holds a Google Hangout On Air, run by a moderator whom the WG has approved, and each such meeting is meant to be published on YouTube.",
                        "freer rewording; 'meets occasionally' -> 'From time to time ... holds'; 'A designated moderator approved by the WG runs the meeting' -> 'run by a moderator whom the WG has approved'; 'should be published' -> 'is meant to be published' (the hedge kept)"),
            contradiction=("The readable-stream WG meets occasionally on a Google Hangout On Air, a designated moderator approved by the WG runs the meeting, and each meeting should be published to Vimeo.",
                           "[entity] 'YouTube' -> 'Vimeo' ('Vimeo' does not occur in the page)"),
            overclaim=("The readable-stream WG meets occasionally on a Google Hangout On Air, run by a designated moderator approved by the WG, and every meeting is guaranteed to be published to YouTube.",
                       "hedge removed: 'should be published' -> 'is guaranteed to be published'; 'guarantee' does not occur in the page"),
            added=("The readable-stream WG meets occasionally on a Google Hangout On Air, run by a designated moderator approved by the WG, and each meeting should be published to YouTube, where the recordings stay available for at least a year.",
                   "added detail (recordings kept for at least a year) not in the page; 'recording' and 'year' do not occur in it; invented"),
        ),
        dict(
            section="Consensus Seeking Process",
            start="The call for a vote must be seconded",
            end="discussion will continue.",
            reworded=("In readable-stream's consensus seeking process, the call for a vote must be seconded by a majority of the WG, or else the discussion will continue.",
                      "the setting 'In readable-stream's consensus seeking process' from the ### heading Consensus Seeking Process; a comma added; otherwise as written"),
            paraphrase=("Unless a majority of the Working Group seconds a call for a vote on a readable-stream agenda item, the discussion goes on.",
                        "freer rewording; the requirement and its consequence recast as one condition ('Unless a majority ... seconds ...'); 'will continue' -> 'goes on'; 'agenda item' from the sentence before ('If an agenda item cannot reach a consensus a WG member can call for ... a vote')"),
            contradiction=("In readable-stream's consensus seeking process, the call for a vote must be seconded by a majority of the WG, or else the discussion will end.",
                           "[direction] 'or else the discussion will continue' -> 'will end' (the opposite)"),
            overclaim=("The readable-stream WG has always required a call for a vote to be seconded by a majority of the WG, or else the discussion continues.",
                       "scope widened in time: the page states the current rule, not its history ('always' does not occur in the page)"),
            added=("In readable-stream's consensus seeking process, the call for a vote must be seconded by a majority of the WG, or else the discussion will continue, and seconds may also be given by email after the meeting.",
                   "added detail (seconds given by email after the meeting) not in the page; 'email' and 'mail' do not occur in it, and the page names only GitHub issues, pull requests and the Hangout as channels; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# wink-nlp/CODE_OF_CONDUCT.md (wink-nlp 2.4.0): the Contributor Covenant 1.4
# with wink-nlp's contact address filled in.  "# Contributor Covenant Code
# of Conduct" (the title), then ## Our Pledge (one sentence of 54 words, too
# long), ## Our Standards (two lead-ins and two lists), ## Our
# Responsibilities (29 and 49 words), ## Scope, ## Enforcement and
# ## Attribution (links).  The two other codes of conduct under
# node_modules (pdfjs-dist's and @vscode/vsce-sign's) are Mozilla's and
# Microsoft's short pointers, and no file under node_modules repeats the
# Covenant's text, so every cut passes the sharing test; the Covenant is a
# public template (see notes-c.md).  One cut from each of four sections:
# Our Standards (a list item), Our Responsibilities, Scope, Enforcement.
DOCS.append(dict(
    path="wink-nlp/CODE_OF_CONDUCT.md",
    kind="docs", num="wink-nlp", title="Contributor Covenant Code of Conduct",
    sentences=[
        dict(
            section="Our Standards",
            start="Publishing others' private information",
            end="without explicit permission",
            reworded=("The wink-nlp code of conduct lists publishing others' private information, such as a physical or electronic address, without explicit permission as unacceptable behavior.",
                      "the list item given the frame of its lead-in ('Examples of unacceptable behavior by participants include:'), 'The wink-nlp code of conduct lists ... as unacceptable behavior'; otherwise as written"),
            paraphrase=("Among the examples of unacceptable behavior in wink-nlp's code of conduct is making someone else's private information public, for instance a physical or electronic address, when that person has not explicitly allowed it.",
                        "freer rewording; the lead-in named as 'the examples of unacceptable behavior'; 'Publishing others' private information' -> 'making someone else's private information public'; 'such as' -> 'for instance'; 'without explicit permission' -> 'when that person has not explicitly allowed it'"),
            contradiction=("The wink-nlp code of conduct lists publishing others' private information, such as a physical or electronic address, with explicit permission as unacceptable behavior.",
                           "[negation] 'without explicit permission' -> 'with explicit permission'"),
            overclaim=("The wink-nlp code of conduct treats publishing others' private information, such as a physical or electronic address, without explicit permission as the most serious kind of unacceptable behavior.",
                       "a ranking added: the page gives the item as one of five 'Examples of unacceptable behavior by participants' and ranks none of them ('serious' and 'most' do not occur in the page). A first version ('forbids publishing any information ... under any circumstances') was dropped because the item's 'without explicit permission' implies that publishing with permission is not meant, so it could read as contradicted"),
            added=("The wink-nlp code of conduct lists publishing others' private information, such as a physical or electronic address, without explicit permission as unacceptable behavior, in order to protect contributors from doxxing.",
                   "added purpose (to protect contributors from doxxing) not in the page, which gives no reasons for its list; 'doxx' and 'protect' do not occur in it, 'contributors' only in the Pledge's 'we as contributors and maintainers'; invented"),
        ),
        dict(
            section="Our Responsibilities",
            start="Project maintainers are responsible for clarifying",
            end="instances of unacceptable behavior.",
            reworded=("Under wink-nlp's code of conduct, project maintainers are responsible for clarifying the standards of acceptable behavior and are expected to take appropriate and fair corrective action in response to any instances of unacceptable behavior.",
                      "the setting 'Under wink-nlp's code of conduct' added (the package's CODE_OF_CONDUCT.md); otherwise as written"),
            paraphrase=("The wink-nlp code of conduct makes project maintainers answerable for explaining what counts as acceptable behavior and expects them to meet any unacceptable behavior with fair and appropriate corrective action.",
                        "freer rewording; 'are responsible for clarifying the standards of acceptable behavior' -> 'makes ... answerable for explaining what counts as acceptable behavior'; 'are expected to take appropriate and fair corrective action in response to any instances of' -> 'expects them to meet any ... with fair and appropriate corrective action'"),
            contradiction=("Under wink-nlp's code of conduct, contributors are responsible for clarifying the standards of acceptable behavior and are expected to take appropriate and fair corrective action in response to any instances of unacceptable behavior.",
                           "[entity] 'Project maintainers' -> 'contributors'; the page gives these responsibilities to project maintainers"),
            overclaim=("Under wink-nlp's code of conduct, project maintainers must ban any contributor who shows unacceptable behavior.",
                       "a degree raised: 'are expected to take appropriate and fair corrective action' -> 'must ban any contributor'; the next paragraph gives maintainers the right to ban, not a duty ('must' does not occur in the page)"),
            added=("Under wink-nlp's code of conduct, project maintainers are responsible for clarifying the standards of acceptable behavior and are expected to take appropriate and fair corrective action within seven days of learning of any unacceptable behavior.",
                   "added deadline (within seven days) not in the page; 'days' and 'seven' do not occur in it; invented"),
        ),
        dict(
            section="Scope",
            start="This Code of Conduct applies both within",
            end="the project or its community.",
            reworded=("The wink-nlp code of conduct applies both within project spaces and in public spaces when an individual is representing the project or its community.",
                      "'This Code of Conduct' -> 'The wink-nlp code of conduct'; otherwise as written"),
            paraphrase=("The code of conduct of wink-nlp covers behavior in the project's own spaces and also in public spaces whenever someone is acting as a representative of the project or its community.",
                        "freer rewording; 'applies both within project spaces and in public spaces' -> 'covers behavior in the project's own spaces and also in public spaces'; 'when an individual is representing' -> 'whenever someone is acting as a representative of' (the condition kept)"),
            contradiction=("The wink-nlp code of conduct applies within project spaces but not in public spaces, even when an individual is representing the project or its community.",
                           "[negation] 'applies both within project spaces and in public spaces' -> 'applies within project spaces but not in public spaces'"),
            overclaim=("The wink-nlp code of conduct applies to its contributors in every public space.",
                       "a condition dropped: 'in public spaces when an individual is representing the project or its community' -> 'in every public space'; 'every' occurs in the page only inside the Pledge's 'everyone'"),
            added=("The wink-nlp code of conduct applies both within project spaces and in public spaces when an individual is representing the project or its community, because behavior in public spaces reflects on the project's reputation.",
                   "added cause (behavior in public reflects on the project's reputation) not in the page, which gives no reason for its scope; 'reputation' and 'reflect' do not occur in it; invented"),
        ),
        dict(
            section="Enforcement",
            start="Project maintainers who do not follow",
            end="of the project's leadership.",
            reworded=("Under wink-nlp's code of conduct, project maintainers who do not follow or enforce it in good faith may face temporary or permanent repercussions as determined by other members of the project's leadership.",
                      "the setting 'Under wink-nlp's code of conduct' added; 'the Code of Conduct' -> 'it'; otherwise as written"),
            paraphrase=("A wink-nlp maintainer who fails to follow or enforce the code of conduct in good faith can be subject to temporary or permanent consequences decided by others in the project's leadership.",
                        "freer rewording; 'who do not follow or enforce' -> 'who fails to follow or enforce'; 'may face ... repercussions' -> 'can be subject to ... consequences'; 'as determined by other members of' -> 'decided by others in'"),
            contradiction=("Under wink-nlp's code of conduct, members of the project's leadership who do not follow or enforce it in good faith may face temporary or permanent repercussions as determined by the project maintainers.",
                           "[roles] who may face repercussions and who determines them swapped: in the page project maintainers face them and other members of the project's leadership decide"),
            overclaim=("Under wink-nlp's code of conduct, project maintainers who do not follow or enforce it in good faith will be permanently removed from the project.",
                       "a possibility made a certainty and the lighter option dropped: 'may face temporary or permanent repercussions' -> 'will be permanently removed from the project'; 'removed' does not occur in the page, 'permanent' only here and in the ban sentence"),
            added=("Under wink-nlp's code of conduct, project maintainers who do not follow or enforce it in good faith may face temporary or permanent repercussions as determined by other members of the project's leadership, after a hearing in which they can respond.",
                   "added condition (a hearing in which the maintainer can respond) not in the page; 'hearing' does not occur in it, and 'respond' only in 'will respond in a way that it deems appropriate' about complaints; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# object-inspect/CHANGELOG.md (object-inspect 1.14.0's package), the page a
# second brief gave draft 15 after the first brief's page (playwright-core's
# request-mocking.md) and both of its spares proved too short (see
# notes-c.md).  "# Changelog" (the title) with the Keep a Changelog header
# (shared with other CHANGELOG.md files), then one ## heading per release (a
# compare link and a date), each with ### Commits and in a few releases
# ### Fixed or ### Merged.  The items are auto-changelog commit subjects,
# most with a bracketed tag ([Fix], [New], [Dev Deps], ...) and ending in a
# commit or issue link.  The cut keeps the tag (it is the item's only word
# for the kind of change, since the ### heading is just "Commits") and ends
# before the link.  Every item of 12+ words sits under ### Commits (the
# ### Fixed and ### Merged items have 3-8 words), so the draft draws on one
# distinct nearest heading (MIN_HEADS 1 in the check) but on four releases
# (top-level sections v1.13.1, v1.12.2, v1.8.0, 1.0.1).
DOCS.append(dict(
    path="object-inspect/CHANGELOG.md",
    kind="docs", num="object-inspect", title="Changelog",
    sentences=[
        dict(
            section="Commits",
            start="[Fix] in IE 8, global can",
            end="prototypes of each other",
            reworded=("A fix in object-inspect 1.13.1 deals with the fact that in IE 8, global can be strictly unequal to window despite the two being prototypes of each other.",
                      "the tag '[Fix]' and the ## heading v1.13.1 made the frame 'A fix in object-inspect 1.13.1 deals with the fact that'; the operator '!==' written out as 'strictly unequal to'; 'them' -> 'the two'; a full stop added"),
            paraphrase=("Object-inspect 1.13.1 fixes a case in Internet Explorer 8, where the global object and window may fail a strict equality check even though each is a prototype of the other.",
                        "freer rewording; 'IE 8' spelled out; 'global' -> 'the global object' (the page's own words in 'add special handling for the global object'); 'can !== window' -> 'may fail a strict equality check' (the hedge kept); 'despite them being prototypes of each other' -> 'even though each is a prototype of the other'"),
            contradiction=("A fix in object-inspect 1.13.1 deals with the fact that in IE 9, global can be strictly unequal to window despite the two being prototypes of each other.",
                           "[number] the browser version 'IE 8' -> 'IE 9'; the only other IE version number in the page is in 'fix for ie&lt;9, doesn't have hasOwnProperty' (written with the HTML entity), which concerns versions below 9, not 9 itself"),
            overclaim=("With its IE 8 fix for global and window, object-inspect 1.13.1 became fully compatible with every version of Internet Explorer.",
                       "a degree raised and the scope widened: one fix for how global and window compare in IE 8 -> 'fully compatible with every version of Internet Explorer'; 'compatib' and 'Explorer' do not occur in the page, 'every' only in 'every time', and its other IE items ('fix for all IEs: no f.name', 'old IEs don't have indexOf') are single fixes too"),
            added=("A fix in object-inspect 1.13.1 deals with the fact that in IE 8, global can be strictly unequal to window despite the two being prototypes of each other, a case reported by users of old enterprise intranet applications.",
                   "added origin (reports from users of old enterprise intranet applications) not in the page; 'reported', 'enterprise' and 'intranet' do not occur in it ('report' only in the v1.14.0 fix 'only report a null prototype'); invented"),
        ),
        dict(
            section="Commits",
            start="[Fix] ignore `cause` in node",
            end="where it has a bug",
            reworded=("In object-inspect 1.12.2, a fix makes the package ignore cause in node v16.9 and v16.10, where it has a bug.",
                      "the setting 'In object-inspect 1.12.2' from the ## heading; the tag '[Fix]' made 'a fix makes the package'; the backticks round cause dropped; a comma before 'where' and a full stop added"),
            paraphrase=("Because an Error's cause is buggy in node v16.9 and v16.10, object-inspect 1.12.2 includes a fix that skips cause on those two node versions.",
                        "freer rewording; the reason put first; 'where it has a bug' -> 'is buggy'; 'ignore' -> 'skips'; 'an Error's cause' from the page's v1.12.0 item 'ensure an Error’s cause is displayed' (a curly apostrophe there); both node versions kept"),
            contradiction=("A fix in object-inspect 1.12.2 ensures that cause is not ignored in node v16.9 and v16.10, even though it has a bug there.",
                           "[negation] 'ignore cause' -> 'cause is not ignored'; the fix does the opposite of what the item says"),
            overclaim=("In object-inspect 1.12.2, cause is ignored in node v16.9 and v16.10, where it is completely broken.",
                       "a degree raised: 'where it has a bug' -> 'where it is completely broken'; the page names a bug, not a total failure ('completely' does not occur in it, 'broken' only for a repository URL and for jackspeak)"),
            added=("In object-inspect 1.12.2, a fix makes the package ignore cause in node v16.9 and v16.10, where it has a bug that made an Error's cause appear twice in the output.",
                   "added detail (the bug made the cause appear twice) not in the page, which does not describe the bug; 'twice' does not occur in it, and 'output' only in two items about breakLength and enumerable Symbols; invented"),
        ),
        dict(
            section="Commits",
            start="[Fix] when truncating a deep array",
            end="instead of just `[Object]`",
            reworded=("In object-inspect 1.8.0, a fix notes a deep array as [Array] instead of just [Object] when truncating it.",
                      "the setting 'In object-inspect 1.8.0' from the ## heading; the tag '[Fix]' made 'a fix'; the clause 'when truncating a deep array' moved to the end as 'when truncating it'; the backticks dropped; a full stop added"),
            paraphrase=("Since version 1.8.0, object-inspect marks a deep array that it cuts short with [Array] rather than merely [Object].",
                        "freer rewording; 'when truncating' -> 'that it cuts short'; 'note it as' -> 'marks ... with'; 'instead of just' -> 'rather than merely'; the version from the ## heading"),
            contradiction=("In object-inspect 1.8.0, a fix notes a deep array as just [Object] instead of [Array] when truncating it.",
                           "[roles] the new and the old notation swapped: the page says a truncated deep array is now noted as [Array] instead of just [Object]"),
            overclaim=("Since object-inspect 1.8.0, every truncated value is noted with its exact type instead of just [Object].",
                       "scope widened: 'a deep array' -> 'every truncated value', and '[Array]' -> 'its exact type'; the page speaks of arrays only ('exact' does not occur in it, 'truncat' only in this item)"),
            added=("In object-inspect 1.8.0, a fix notes a deep array as [Array] instead of just [Object] when truncating it, after users complained that truncated arrays looked like plain objects in their logs.",
                   "added origin (complaints that truncated arrays looked like plain objects in logs) not in the page; 'complain' does not occur in it, 'log' only inside 'changelog', and 'plain' only in 'add enumerable own Symbols to plain object output'; invented"),
        ),
        dict(
            section="Commits",
            start="Make `inspect` work with symbol",
            end="in node 0.11 and 0.12.",
            reworded=("Object-inspect 1.0.1 makes inspect work with symbol primitives and objects, including in node 0.11 and 0.12.",
                      "the imperative commit subject 'Make inspect work' given the subject 'Object-inspect 1.0.1' (the ## heading); the backticks round inspect dropped; otherwise as written"),
            paraphrase=("In version 1.0.1, object-inspect taught its inspect function to handle symbol primitives and objects, and this holds on node 0.11 and 0.12 as well.",
                        "freer rewording; 'Make inspect work with' -> 'taught its inspect function to handle'; 'including in node 0.11 and 0.12' -> 'and this holds on node 0.11 and 0.12 as well'; 'symbol primitives and objects' kept as written, so that its reading (symbol objects or objects in general) is not decided"),
            contradiction=("Object-inspect 1.0.1 makes inspect work with symbol primitives and objects, except in node 0.11 and 0.12.",
                           "[negation] 'including in node 0.11 and 0.12' -> 'except in node 0.11 and 0.12': the two node versions moved from inside the change to outside it"),
            overclaim=("Since object-inspect 1.0.1, inspect has handled symbols correctly in every JavaScript engine.",
                       "scope widened in place and in time: node 0.11 and 0.12 -> 'every JavaScript engine', and one release -> 'since'; later items still fix symbol handling ('handle core-js Symbol shams', 'avoid being fooled by a Symbol.toStringTag'); 'engine' occurs only in 'older engines' (callable regexes) and 'engines.node'"),
            added=("Object-inspect 1.0.1 makes inspect work with symbol primitives and objects, including in node 0.11 and 0.12, and prints symbols in color when colors are enabled.",
                   "added detail (symbols printed in color when colors are enabled) not in the page; 'color' and 'colour' do not occur in it; invented"),
        ),
    ]))
