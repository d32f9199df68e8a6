# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-53, part A (drafts 1-5).

Same format as review-claims-52's parts, on the same corpus: the Markdown
documentation of npm 11.19.1 as installed on this machine, under
/usr/lib/node_modules/npm/docs/content (the "version" field of
/usr/lib/node_modules/npm/package.json), on pages neither review-claims-51
nor review-claims-52 used.  One entry per document, in draft order.  Each
sentence gives the section it comes from, a start anchor (unique in the raw
file) and an end anchor (first match after the start, inclusive), plus five
hand-written (claim, note) tuples, one per kind.

`path` is relative to the corpus root.  `kind` is "docs"; `num` is "npm";
`title` is the page's front-matter `title:` value, so that the draft heading
reads "## npm docs: npm-doctor" (and "## npm docs: Removal" for the spare).
`section` is the text of the nearest heading above the sentence with its
'#' marks dropped and other markup kept ("`Connecting to the registry`",
"More Severe Uninstalling").

npm's command pages end with a "Configuration" section whose option texts
are copied word for word from using-npm/config.md and other command pages;
npm-approve-scripts.md also shares most of its Description with
npm-install-scripts.md and npm-deny-scripts.md.  Every cut here occurs in
no other file under the corpus root, raw, with case and white space read
away, or with Markdown markup stripped; check_part_a.py tests this for the
whole cut and for each sentence of six or more words inside it (see
notes-a.md).

One spare is used.  commands/npm-pack.md (assigned fifth) has only two
page-specific prose sentences of 12-45 words: its Description has three
sentences, of 46, 17 and 12 words, each a paragraph of its own (the first
is one word too long), and everything else on the page is code or option
texts copied from using-npm/config.md and other pages.  The brief's spares,
in order, are commands/npm-docs.md (one such sentence), commands/npm-bugs.md
(one), using-npm/removal.md (six), commands/npm-logout.md (four) and
commands/npm-star.md (none); part A takes spares from the start of the list,
so draft 5 uses the first spare with four, using-npm/removal.md, in
npm-pack's place.  check_part_a.py recomputes these counts.

npm-doctor.md, npm-approve-scripts.md and removal.md have their prose under
one ### section each (### Description, with #### subsections on
npm-doctor; ### More Severe Uninstalling on removal.md), and
npm-approve-scripts.md has exactly four page-specific passages that can be
cut (all four are used).  DRAFTS gives the draft number of each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing
(the split of review-claims-52's part A): number 4, entity 3, direction 4,
negation 5, roles 4.

    d01 npm-doctor.md           number    entity    number    direction
    d02 npm-stage.md            number    roles     negation  direction
    d03 npm-approve-scripts.md  negation  entity    direction negation
    d04 npm-team.md             entity    negation  roles     roles
    d05 removal.md (spare)      direction negation  roles     number
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# commands/npm-doctor.md (5,047 bytes): front matter (title npm-doctor),
# then ### Synopsis (code and the shared "unaware of workspaces" note),
# ### Description (an intro, a list of requirements, and the #### sections
# `Connecting to the registry`, `Checking npm version`, `Checking node
# version`, `Checking configured npm registry`, `Checking for git
# executable in PATH`, Permissions checks and Validate the checksums of
# cached packages), ### Configuration (one option, registry, copied) and
# ### See Also (links).  All page-specific prose sits under ### Description,
# so the draft draws on one ### section, but on four of its parts: the
# intro's paragraph on which checks run, and three #### sections.
DOCS.append(dict(
    path="commands/npm-doctor.md",
    kind="docs", num="npm", title="npm-doctor",
    sentences=[
        dict(
            section="Description",
            start="`npm doctor` verifies the following items",
            end="specifying them as extra arguments.",
            reworded=("npm doctor verifies the listed items in the environment and displays any changes it recommends, and although npm runs all of these checks by default, the checks can be limited by naming them as extra arguments.",
                      "'in your environment' -> 'in the environment'; 'if there are any recommended changes, it will display them' -> 'displays any changes it recommends'; the three sentences joined; 'You can limit what checks are ran by specifying them' -> 'the checks can be limited by naming them'; backticks dropped"),
            paraphrase=("Unless told otherwise, npm doctor goes through its whole set of checks and reports whatever changes it suggests, though naming particular checks on the command line narrows the run to those.",
                        "freer rewording; 'By default npm runs all of these checks' -> 'Unless told otherwise, npm doctor goes through its whole set of checks'; 'if there are any recommended changes, it will display them' -> 'reports whatever changes it suggests'; 'You can limit what checks are ran by specifying them as extra arguments' -> 'naming particular checks on the command line narrows the run to those'"),
            contradiction=("By default npm doctor runs only one of its checks, though it still displays any recommended changes and lets the checks be chosen by naming them as extra arguments.",
                           "[number] 'By default npm runs all of these checks' -> 'only one of its checks'; the rest of the cut kept"),
            overclaim=("When npm doctor runs all of its checks, as it does by default, it is certain to find every problem in the environment that could stop npm from working.",
                       "scope and certainty raised: the page says npm doctor verifies 'the following items' and displays recommended changes; it does not say these checks find every problem ('every' does not occur in the page, 'problem' only in 'troubleshoot problems you may be having' (line 61), 'certain' not at all); the intro says 'Many issues are often attributable to things that are outside npm's code base', which limits nothing about npm doctor's reach either way"),
            added=("npm doctor verifies the listed items in the environment and displays any recommended changes, and it exits with a non-zero code when one of its checks fails.",
                   "added behaviour (a non-zero exit code on a failed check) not in the page; 'exit' and 'code' in this sense do not occur in it ('code base' only, line 26), 'fail' only in the registry check's 'If this check fails' and 'this check may fail' (lines 41, 43); may be true in the world, not checked"),
        ),
        dict(
            section="`Connecting to the registry`",
            start="This check is done against whichever registry",
            end="this check may fail.",
            reworded=("npm doctor's registry connection check is done against whichever registry has been configured, which npm config get registry shows, and with a private registry that does not support the /whoami endpoint of the primary registry, the check may fail.",
                      "'This check' given its name from the #### heading (Connecting to the registry); 'you've configured' -> 'has been configured'; the parenthesis turned into 'which npm config get registry shows'; 'if you're using a private registry that doesn't support the /whoami endpoint supported by the primary registry' -> 'with a private registry that does not support the /whoami endpoint of the primary registry'; backticks dropped"),
            paraphrase=("Because the connection test targets the registry set in the user's configuration, a private registry lacking the /whoami endpoint that the main npm registry offers can make npm doctor report this check as failed.",
                        "freer rewording; 'This check is done against whichever registry you've configured' -> 'the connection test targets the registry set in the user's configuration'; 'the primary registry' -> 'the main npm registry'; 'this check may fail' -> 'can make npm doctor report this check as failed'; the parenthesis on npm config get registry left out"),
            contradiction=("npm doctor's registry connection check is always done against the primary npm registry, registry.npmjs.org, whichever registry has been configured.",
                           "[entity] which registry is checked swapped: 'whichever registry you've configured' -> 'always ... the primary npm registry, registry.npmjs.org, whichever registry has been configured'"),
            overclaim=("With any private registry that lacks the /whoami endpoint, npm doctor's registry connection check is certain to fail.",
                       "hedge removed: 'this check may fail' -> 'is certain to fail'; 'certain' does not occur in the page"),
            added=("npm doctor runs its connection check against the configured registry, and when that check fails on a private registry without the /whoami endpoint, the checks that need the registry are skipped.",
                   "added consequence (later checks skipped) not in the page; 'skip' does not occur in it; the page never says that one check depends on another; invented"),
        ),
        dict(
            section="`Checking npm version`",
            start="As the CLI is maintained by a small team",
            end="critical security and regression fixes.",
            reworded=("Because the npm CLI is maintained by a small team of contributors, there are resources for only one line of development, so npm's own long-term support releases typically receive only critical security and regression fixes.",
                      "'As the CLI' -> 'Because the npm CLI'; 'only resources for a single line' -> 'resources for only one line'; 'typically only receive' -> 'typically receive only'"),
            paraphrase=("With just a handful of contributors behind the CLI, npm can keep up a single development line, which is why its LTS releases usually get nothing beyond critical security and regression fixes.",
                        "freer rewording; 'maintained by a small team of contributors' -> 'With just a handful of contributors behind the CLI'; 'there are only resources for a single line of development' -> 'npm can keep up a single development line'; 'long-term support releases' -> 'LTS releases' (the page spells out LTS at line 53); 'typically only receive' -> 'usually get nothing beyond'"),
            contradiction=("Although the npm CLI is maintained by a small team of contributors, there are resources for two parallel lines of development, and npm's long-term support releases typically receive only critical security and regression fixes.",
                           "[number] 'only resources for a single line of development' -> 'resources for two parallel lines of development' ('As' -> 'Although' and 'so' -> 'and' to keep the sentence coherent)"),
            overclaim=("npm's long-term support releases never receive anything but critical security and regression fixes, because the small CLI team will never have the resources for a second line of development.",
                       "a tendency made a rule and a present state made permanent: 'typically only receive' -> 'never receive anything but'; 'there are only resources for a single line' -> 'will never have the resources for a second line'; 'never' does not occur in the page"),
            added=("npm's own long-term support releases typically receive only critical security and regression fixes for 18 months, since the small CLI team has resources for a single line of development.",
                   "added detail (an 18-month support period) not in the page; '18' and 'month' do not occur in it; invented"),
        ),
        dict(
            section="`Checking node version`",
            start="For most users, in most circumstances",
            end="long-term support (LTS) release.",
            reworded=("According to npm doctor's documentation, for most users in most circumstances the best version of Node is the latest long-term support (LTS) release.",
                      "'According to npm doctor's documentation' added (so that the claim names npm; the sentence stands under npm doctor's 'Checking node version'); 'will be' -> 'is'; the commas around 'in most circumstances' dropped"),
            paraphrase=("Most people, under ordinary conditions, are best served by whichever Node release is the newest one with long-term support, as npm doctor's node version check explains.",
                        "freer rewording; 'For most users, in most circumstances' -> 'Most people, under ordinary conditions'; 'the best version of Node will be the latest long-term support (LTS) release' -> 'are best served by whichever Node release is the newest one with long-term support'"),
            contradiction=("For most users, in most circumstances, the best version of Node is the oldest long-term support (LTS) release.",
                           "[direction] 'the latest long-term support (LTS) release' -> 'the oldest' (an antonym swap)"),
            overclaim=("For every user and in all circumstances, the best version of Node is the latest long-term support (LTS) release.",
                       "hedges removed: 'For most users, in most circumstances' -> 'For every user and in all circumstances'; 'every' and 'all circumstances' do not occur in the page; the next sentence (line 54) grants that some users run newer or older versions ('That's OK!') without calling those better for them, so the page does not say the universal claim is false, but a strict reader might read line 54 against it (notes-a.md)"),
            added=("For most users, in most circumstances, the best version of Node is the latest long-term support (LTS) release, and Node gives LTS status only to its even-numbered major versions.",
                   "added fact (only even-numbered majors become LTS) not in the page; 'even' does not occur as a word (only inside 'event', line 81), 'major' and 'number' not at all; true of Node.js in the world as far as known, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# commands/npm-stage.md (13,180 bytes): front matter (title npm-stage), then
# ### Synopsis (code and the shared workspaces note), ### Description (three
# paragraphs and a "Key behaviors" list), ### Prerequisites (two of its
# three items copied in commands/npm-trust.md), ### Subcommands (a list of
# code and labels), ### 2FA Requirements by Subcommand (a table), ### Tag
# Behavior, ### Token Behavior (prose, then a table), ### Trust
# Relationship Permissions, ### Best Practices, ### Configuration (an empty
# heading), six ### `npm stage <subcommand>` sections (a lead line, a
# #### Synopsis code block and a #### Flags table whose rows copy
# using-npm/config.md) and ### See Also.  Four cuts from three ### sections:
# Description (its opening and the staging/approving sentence), Tag
# Behavior (its second paragraph's first two sentences) and Token Behavior
# (its whole prose paragraph).
DOCS.append(dict(
    path="commands/npm-stage.md",
    kind="docs", num="npm", title="npm-stage",
    sentences=[
        dict(
            section="Description",
            start="Staged publishing allows package maintainers",
            end="case, publishing an npm package.",
            reworded=("npm's staged publishing allows package maintainers to require proof-of-presence for all publishes, proof-of-presence meaning that a human is involved, interjects and provides 2FA authentication during an action, here the publishing of an npm package.",
                      "'Staged publishing' -> 'npm's staged publishing' (the page's subject, npm stage); the two sentences joined with 'proof-of-presence meaning'; 'provides authentication (2FA)' -> 'provides 2FA authentication'; 'in this case, publishing an npm package' -> 'here the publishing of an npm package'"),
            paraphrase=("With staged publishing, maintainers can insist that every release of their package involves a person stepping in and confirming it with two-factor authentication as part of publishing.",
                        "freer rewording; 'allows package maintainers to require proof-of-presence for all publishes' -> 'maintainers can insist that every release of their package involves ...'; the definition of proof-of-presence ('a human is involved, interjects, and provides authentication (2FA) during an action') folded in as 'a person stepping in and confirming it with two-factor authentication'"),
            contradiction=("Staged publishing allows package maintainers to require proof-of-presence only for the first publish of a package, proof-of-presence being a human stepping in to provide 2FA while an npm package is published.",
                           "[number] 'for all publishes' -> 'only for the first publish of a package'"),
            overclaim=("Staged publishing lets maintainers require proof-of-presence for every action on their packages, from publishing to deprecating versions and changing owners.",
                       "scope widened: the page ties proof-of-presence here to publishing ('for all publishes', 'in this case, publishing an npm package') and says nothing of other actions; 'deprecat-' does not occur in the page, 'owner' only as the command name in the copied --dry-run flag text (line 156), 'action' only in this cut"),
            added=("Staged publishing lets maintainers require proof-of-presence for all publishes, with a human providing 2FA while publishing, and that 2FA may come from a hardware security key as well as from an authenticator app.",
                   "added detail (hardware keys and authenticator apps) not in the page; 'security key', 'hardware' and 'app' do not occur in it ('security' does not occur at all; 'secure' only in the Best Practices note); may be true of npm accounts in the world, not checked"),
        ),
        dict(
            section="Description",
            start="The act of staging does not prompt for 2FA",
            end="the act of approving will.",
            reworded=("With npm stage, the act of staging does not prompt for 2FA and can be done with any token type, while the act of approving does prompt for 2FA.",
                      "'With npm stage' added as the subject (the paragraph is about npm stage publish); the elliptical 'the act of approving will' spelt out as 'while the act of approving does prompt for 2FA'"),
            paraphrase=("Putting a package into the staged state needs no two-factor code and works whatever kind of token is used, but approving it afterwards asks for 2FA.",
                        "freer rewording; 'The act of staging does not prompt for 2FA' -> 'Putting a package into the staged state needs no two-factor code'; 'can be done with any token type' -> 'works whatever kind of token is used'; 'the act of approving will' -> 'approving it afterwards asks for 2FA'"),
            contradiction=("With npm stage, the act of approving does not prompt for 2FA and can be done with any token type, while the act of staging does prompt for 2FA.",
                           "[roles] staging and approving swapped: the page says staging does not prompt for 2FA and approving will"),
            overclaim=("Staging a package can be done with any credential whatsoever, legacy username-and-password logins included, without a 2FA prompt, while approving it prompts for 2FA.",
                       "scope widened: 'can be done with any token type' -> 'any credential whatsoever, legacy username-and-password logins included'; the page speaks only of token types (its table: GAT with and without bypass, session token, trust token) and says nothing of password logins ('username' and 'legacy' do not occur in it, 'password' only as 'one-time password' in the copied --otp flag texts, lines 157, 211 and 228)"),
            added=("The act of staging does not prompt for 2FA and works with any token type, while approving prompts for 2FA and has to happen within seven days, after which the staged package expires.",
                   "added rule (a seven-day approval window, expiry) not in the page; 'expire', 'days' and 'seven' do not occur in it; invented"),
        ),
        dict(
            section="Tag Behavior",
            start="The tag is an immutable property",
            end="the tag cannot be changed.",
            reworded=("With npm stage, the tag is an immutable property of the staged package: once a package is staged with a given tag, that tag cannot be changed.",
                      "'With npm stage' added (the section is about npm stage's --tag flag); the two sentences joined with a colon; 'the tag cannot be changed' -> 'that tag cannot be changed'"),
            paraphrase=("Whatever tag a package is staged under stays fixed on the staged package and cannot be edited afterwards.",
                        "freer rewording; 'The tag is an immutable property of the staged package' -> 'stays fixed on the staged package'; 'Once a package is staged with a given tag, the tag cannot be changed' -> 'Whatever tag a package is staged under ... cannot be edited afterwards'"),
            contradiction=("The tag of a staged package is not fixed: after a package is staged with a given tag, the tag can still be changed.",
                           "[negation] 'The tag is an immutable property' and 'the tag cannot be changed' -> 'is not fixed' and 'can still be changed'"),
            overclaim=("Once a package is staged, every property of the staged package is immutable, not only its tag but also its contents and its access level.",
                       "scope widened from the tag to every property of the staged package: the page names the tag as 'an immutable property' and says nothing of the others ('properties' and 'contents' do not occur in it; 'property' only in this cut; 'access level' only in the copied --access flag text, line 155, about the access of existing packages)"),
            added=("Once a package is staged with a given tag, the tag cannot be changed, and npm stage view shows that tag next to the stage ID.",
                   "added output (npm stage view shows the tag) not in the page; the page describes npm stage view only as 'View details of a specific staged package' and 'View staged package details'; invented"),
        ),
        dict(
            section="Token Behavior",
            start="The key difference with staged publishing",
            end="deferring proof-of-presence to a later point in time.",
            reworded=("The key difference with npm's staged publishing is that npm stage publish never requires a 2FA prompt, whatever the token type, which makes it suitable for automated workflows, its goal being to defer proof-of-presence to a later point in time.",
                      "'staged publishing' -> 'npm's staged publishing'; 'regardless of token type' -> 'whatever the token type'; 'This is what makes it suitable' -> 'which makes it suitable'; 'The goal of npm stage publish is deferring' -> 'its goal being to defer'; the three sentences joined; backticks dropped"),
            paraphrase=("Since npm stage publish does not ask for a second factor no matter which kind of token it runs with, it fits unattended pipelines, the point being to push the human check to a later moment.",
                        "freer rewording; 'never requires a 2FA prompt, regardless of token type' -> 'does not ask for a second factor no matter which kind of token it runs with'; 'suitable for automated workflows' -> 'fits unattended pipelines'; 'deferring proof-of-presence to a later point in time' -> 'push the human check to a later moment'"),
            contradiction=("npm stage publish never requires a 2FA prompt, whatever the token type, which suits automated workflows, and its goal is to move proof-of-presence to an earlier point in time.",
                           "[direction] 'deferring proof-of-presence to a later point in time' -> 'move proof-of-presence to an earlier point in time' (an antonym swap)"),
            overclaim=("Because npm stage publish never asks for 2FA whatever the token type, it works unchanged in every automated workflow on every CI/CD platform.",
                       "scope widened: 'suitable for automated workflows' -> 'works unchanged in every automated workflow on every CI/CD platform'; 'every', 'platform' and 'unchanged' do not occur in the page, 'CI/CD' only in the copied --provenance flag text ('a supported cloud CI/CD system', line 161); the Prerequisites (write access, an existing package, 2FA on the account) are account conditions and do not speak to platforms"),
            added=("npm stage publish never requires a 2FA prompt, whatever the token type, which suits automated workflows, and the maintainer then gets an email asking to approve each staged version.",
                   "added behaviour (an approval email) not in the page; 'email' and 'mail' do not occur in it ('notif-' neither); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# commands/npm-approve-scripts.md (4,602 bytes): front matter (title
# npm-approve-scripts), then ### Synopsis (code and the shared workspaces
# note), ### Description (seven paragraphs and a code block), ### Examples
# (code), ### Configuration (four options, all copied from
# using-npm/config.md, npm-deny-scripts.md and npm-install-scripts.md) and
# ### See Also.  Most of the Description is copied in
# commands/npm-install-scripts.md (and the `<pkg>` sentence also in
# npm-deny-scripts.md); what is left that makes cuts of 12-45 words is
# exactly four passages: the advisory paragraph (lines 24-26), the pinned
# entries sentence (44-46), the "false entries always win" sentence (58-60)
# and the unresolved-lockfile sentence (62-66).  All four are used, so the
# draft draws on ### Description only.
DOCS.append(dict(
    path="commands/npm-approve-scripts.md",
    kind="docs", num="npm", title="npm-approve-scripts",
    sentences=[
        dict(
            section="Description",
            start="In the current release, this field is advisory",
            end="block unreviewed install scripts.",
            reworded=("In the current npm release, the allowScripts field is advisory: install scripts still run by default, but installs print a list of packages whose scripts have not been reviewed, and a future release will block unreviewed install scripts.",
                      "'this field' given its name from the paragraph above ('Manages the allowScripts field'); 'current release' -> 'current npm release'; the two sentences joined with 'and'"),
            paraphrase=("For now allowScripts only advises: unreviewed packages' install scripts go on running by default while installs list those packages, and a later release is set to stop such scripts.",
                        "freer rewording; 'this field is advisory' -> 'allowScripts only advises'; 'install scripts still run by default' -> 'install scripts go on running by default'; 'print a list of packages whose scripts have not been reviewed' -> 'list those packages'; 'A future release will block unreviewed install scripts' -> 'a later release is set to stop such scripts'"),
            contradiction=("In the current release, install scripts of packages that have not been reviewed do not run by default, and installs print a list of those packages.",
                           "[negation] 'install scripts still run by default' -> 'do not run by default' (which also undoes 'this field is advisory')"),
            overclaim=("The very next npm release will block every install script that has not been reviewed.",
                       "made more definite in time: 'A future release will block' -> 'The very next npm release will block'; the page names no release ('next' does not occur in it)"),
            added=("Under the current advisory allowScripts field, install scripts still run by default, and the list of unreviewed packages printed by installs also tells the user to run npm approve-scripts for each of them.",
                   "added output detail (the printed list tells the user to run the approve command) not in the page; the page says only that 'installs print a list of packages whose scripts have not been reviewed' ('suggest' and 'tell' do not occur in it); invented"),
        ),
        dict(
            section="Description",
            start="By default the\ncommand writes pinned",
            end="specific version you reviewed.",
            reworded=("By default npm approve-scripts writes pinned entries such as pkg@1.2.3, which keep their approval narrowed to the specific version that was reviewed.",
                      "'the command' -> 'npm approve-scripts' (the title); the parenthesis '(pkg@1.2.3)' -> 'such as pkg@1.2.3'; 'you reviewed' -> 'that was reviewed'; backticks dropped"),
            paraphrase=("Unless told otherwise, approving scripts records a package together with its exact version, for example pkg@1.2.3, so that the approval covers only the release someone actually looked at.",
                        "freer rewording; 'By default the command writes pinned entries' -> 'Unless told otherwise, approving scripts records a package together with its exact version'; 'keep their approval narrowed to the specific version you reviewed' -> 'the approval covers only the release someone actually looked at'"),
            contradiction=("By default npm approve-scripts writes name-only entries, which extend the approval to any version of the package rather than only the version that was reviewed.",
                           "[entity] the kind of entry written by default swapped: 'pinned entries (pkg@1.2.3)' -> 'name-only entries' (the page's next sentence gives name-only entries as what --no-allow-scripts-pin writes)"),
            overclaim=("Pinned entries such as pkg@1.2.3 are the safest way to approve install scripts, which is why npm approve-scripts writes them by default.",
                       "a ranking added ('the safest way'): the page says pinned entries keep approval 'narrowed to the specific version you reviewed' and compares them with nothing; 'safe' does not occur in the page, 'secur-' neither"),
            added=("By default npm approve-scripts writes pinned entries such as pkg@1.2.3, which narrow each approval to the reviewed version and are stored together with the date on which the approval was given.",
                   "added detail (the approval date stored) not in the page; 'date' and 'time' do not occur in it ('install time' only, line 32); invented"),
        ),
        dict(
            section="Description",
            start="Existing `false` entries always win;",
            end="a package you previously\ndenied.",
            reworded=("In npm approve-scripts, existing false entries always win, so the command will not silently re-allow a package that was previously denied.",
                      "'In npm approve-scripts' added as the frame; the semicolon turned into 'so'; 'approve-scripts will not' -> 'the command will not'; 'you previously denied' -> 'that was previously denied'; backticks dropped"),
            paraphrase=("A package that has been denied through a false entry stays denied, since npm approve-scripts will not quietly switch it back to allowed.",
                        "freer rewording; 'Existing false entries always win' -> 'A package that has been denied through a false entry stays denied'; 'will not silently re-allow' -> 'will not quietly switch it back to allowed'"),
            contradiction=("Existing false entries always lose to a new approval, so npm approve-scripts silently re-allows a package that was previously denied.",
                           "[direction] 'Existing false entries always win' -> 'always lose to a new approval' (an antonym swap); 'will not silently re-allow' -> 'silently re-allows' follows from it"),
            overclaim=("Existing false entries always win, which makes it impossible for any package that was once denied to be allowed again by mistake.",
                       "scope widened: the page says approve-scripts will not silently re-allow a denied package; 'impossible ... to be allowed again by mistake' covers every way a package might be allowed ('impossible' and 'mistake' do not occur in the page)"),
            added=("Existing false entries always win over new approvals, and npm approve-scripts lists the packages it skipped for that reason in a separate section of its output.",
                   "added output (a separate section listing skipped denied packages) not in the page; 'skip' does not occur in it, 'section' only in the front matter ('section: 1'), 'output' only in the copied json option text (line 128); invented"),
        ),
        dict(
            section="Description",
            start="If a registry dependency has no `resolved` URL",
            end="keeps appearing under `--allow-scripts-pending`.",
            reworded=("When a registry dependency has no resolved URL in package-lock.json, as with an older lockfile or one written with omit-lockfile-registry-resolved, npm cannot verify a trusted version for it or pin it, so a pkg@1.2.3 entry never matches and the package keeps appearing under --allow-scripts-pending.",
                      "'If' -> 'When'; 'in your package-lock.json' -> 'in package-lock.json'; the parenthesis '(for example, ...)' -> 'as with ...'; 'and cannot pin it' -> 'or pin it'; the colon turned into 'so'; backticks dropped"),
            paraphrase=("A lockfile that lacks the resolved URL of a registry dependency, whether because it is old or because omit-lockfile-registry-resolved was used, leaves npm unable to confirm a trusted version or to pin one, so a versioned entry for that package never takes effect and it stays on the pending list.",
                        "freer rewording; 'has no resolved URL in your package-lock.json' -> 'A lockfile that lacks the resolved URL'; 'cannot verify a trusted version for it and cannot pin it' -> 'unable to confirm a trusted version or to pin one'; 'a pkg@1.2.3 entry never matches' -> 'a versioned entry ... never takes effect'; 'keeps appearing under --allow-scripts-pending' -> 'stays on the pending list'"),
            contradiction=("Even when a registry dependency has no resolved URL in package-lock.json, npm can still verify a trusted version for it and pin it, so a pkg@1.2.3 entry matches and the package stops appearing under --allow-scripts-pending.",
                           "[negation] 'npm cannot verify a trusted version for it and cannot pin it' -> 'can still verify ... and pin it'; 'never matches' and 'keeps appearing' turn round with it"),
            overclaim=("Every lockfile written by an older npm version lacks resolved URLs, so pinned script approvals never match in any project that still has an older lockfile.",
                       "an example made a universal fact: the page gives 'an older lockfile' as one example of a lockfile without a resolved URL, not as true of every older lockfile ('every' occurs only in the shared sentences '<pkg> matches every installed version', '--all approves every package' and 'it lists every package' and in the copied all option text; 'any' only of versions: 'allow any future version', the example comment 'any version of this package is allowed' and 'allow any version', lines 47, 79 and 117)"),
            added=("When a registry dependency has no resolved URL in package-lock.json, npm cannot pin it, so a pkg@1.2.3 entry never matches, a problem that mostly affects lockfiles written before lockfileVersion 2.",
                   "added detail (which lockfile versions are affected) not in the page; 'lockfileVersion' and 'version 2' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# commands/npm-team.md (4,084 bytes): front matter (title npm-team), then
# ### Synopsis (code and the shared workspaces note), ### Description (an
# intro, the team naming rule, the 2FA paragraph and a list of the four
# subcommands with code examples), ### Details (four short paragraphs),
# ### Configuration (four options, copied) and ### See Also.  Four cuts
# from two ### sections: three from Description (the naming rule, the 2FA
# paragraph, the ls item) and one from Details (the website sentence).
DOCS.append(dict(
    path="commands/npm-team.md",
    kind="docs", num="npm", title="npm-team",
    sentences=[
        dict(
            section="Description",
            start="Teams must always be fully qualified",
            end="separated by a colon (`:`).",
            reworded=("In npm team commands, teams must always be fully qualified with the organization or scope they belong to, separated from it by a colon.",
                      "'In npm team commands' added as the frame; 'organization/scope' -> 'organization or scope'; 'when operating on them' folded into 'In npm team commands'; '(:)' dropped; backticks dropped"),
            paraphrase=("Whenever npm team acts on a team, the team has to be named in full, together with the organization or scope that owns it and a colon between the two.",
                        "freer rewording; 'when operating on them' -> 'Whenever npm team acts on a team'; 'must always be fully qualified with the organization/scope they belong to' -> 'has to be named in full, together with the organization or scope that owns it'; 'separated by a colon' -> 'a colon between the two'"),
            contradiction=("In npm team commands, teams must always be fully qualified with the organization or scope they belong to, separated from it by a slash.",
                           "[entity] the separator swapped: 'a colon (:)' -> 'a slash' ('slash' does not occur in the page)"),
            overclaim=("Every npm command that takes a team, not only npm team, requires the team to be written as its organization and team name separated by a colon.",
                       "scope widened beyond npm team: the page states the rule for 'these commands' (npm team's); it does not describe how npm access or other commands take a team ('every' does not occur in the page)"),
            added=("In npm team commands, teams must be fully qualified with their organization and a colon, and team names may contain only lowercase letters, digits and hyphens.",
                   "added naming rule not in the page; 'lowercase', 'letter', 'digit' and 'hyphen' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="If you have two-factor authentication enabled",
            end="second factor flow based on your `authtype`.",
            reworded=("With two-factor authentication enabled in auth-and-writes mode, a code from the authenticator can be provided to npm team with the --otp option, and without it the user is taken through a second factor flow based on the authtype setting.",
                      "'If you have ... enabled' -> 'With ... enabled'; 'you can provide' -> 'can be provided to npm team'; '[--otp <otpcode>]' -> 'the --otp option'; 'If you don't include this then you will be taken' -> 'without it the user is taken'; 'your authtype' -> 'the authtype setting'; backticks dropped"),
            paraphrase=("Users whose 2FA is set to auth-and-writes may hand npm team their authenticator code up front through --otp; if they leave it out, npm walks them through a second-factor step that depends on their authtype.",
                        "freer rewording; 'If you have two-factor authentication enabled in auth-and-writes mode' -> 'Users whose 2FA is set to auth-and-writes'; 'you can provide a code from your authenticator with --otp' -> 'may hand npm team their authenticator code up front through --otp'; 'you will be taken through a second factor flow based on your authtype' -> 'npm walks them through a second-factor step that depends on their authtype'"),
            contradiction=("With two-factor authentication in auth-and-writes mode, npm team does not accept an authenticator code through --otp, so users are always taken through a second factor flow based on their authtype.",
                           "[negation] 'you can provide a code from your authenticator with --otp' -> 'does not accept an authenticator code through --otp'; 'always taken through' follows from it"),
            overclaim=("Whatever the two-factor authentication mode, not only auth-and-writes, npm team accepts an authenticator code through --otp and otherwise starts a second factor flow based on the authtype.",
                       "scope widened from auth-and-writes mode to every 2FA mode; the page names auth-and-writes only ('mode' occurs only in this cut; 'auth-only' and 'whatever' do not occur)"),
            added=("With 2FA in auth-and-writes mode, npm team takes an authenticator code through --otp or otherwise runs a second factor flow based on the authtype, and each such code stays valid for 30 seconds.",
                   "added detail (a 30-second code lifetime) not in the page; '30', 'second' in this sense ('second factor' only) and 'valid' do not occur in it; true of common authenticator apps in the world as far as known, not checked"),
        ),
        dict(
            section="Description",
            start="If performed on an organization name",
            end="belonging to that particular team.",
            reworded=("npm team ls, when performed on an organization name, returns a list of the existing teams under that organization, and when performed on a team, it returns a list of all users belonging to that team.",
                      "the list item's subject (the ls label, npm team ls) supplied; 'will return' -> 'returns'; 'it will instead return' -> 'it returns'; 'that particular team' -> 'that team'; the two sentences joined with 'and'"),
            paraphrase=("Pointed at an organization, npm team ls lists the teams that organization has; pointed at a single team, it lists that team's members instead.",
                        "freer rewording; 'If performed on an organization name, will return a list of existing teams under that organization' -> 'Pointed at an organization, npm team ls lists the teams that organization has'; 'a list of all users belonging to that particular team' -> 'that team's members'"),
            contradiction=("When performed on a team, npm team ls returns a list of the existing teams under its organization, and when performed on an organization name, it returns a list of all users belonging to that organization.",
                           "[roles] what ls returns for an organization and for a team swapped: the page gives teams for an organization and users for a team"),
            overclaim=("npm team ls is the only way to find out which teams an organization has and which users belong to each of them.",
                       "exclusivity added ('the only way'): the page describes what npm team ls returns and names no other way, and does not say there is none ('only' does not occur in the page; 'website' only in the Details sentence on organization creation and admin management)"),
            added=("npm team ls returns the existing teams of an organization when performed on its name and all users of a team when performed on the team, and it lists them in alphabetical order.",
                   "added detail (alphabetical order) not in the page; 'alphabetical', 'sort' and 'order' do not occur in it; invented"),
        ),
        dict(
            section="Details",
            start="Organization creation and management of team admins",
            end="through the website, not the npm CLI.",
            reworded=("Creating an organization and managing its team admins and organization members is done through the npm website, not the npm CLI.",
                      "'Organization creation and management of team admins and organization members' -> 'Creating an organization and managing its team admins and organization members'; 'the website' -> 'the npm website'; emphasis dropped"),
            paraphrase=("Setting up an organization and deciding who its members and team admins are happens on the website rather than in the npm command line.",
                        "freer rewording; 'Organization creation and management of team admins and organization members' -> 'Setting up an organization and deciding who its members and team admins are'; 'is done through the website, not the npm CLI' -> 'happens on the website rather than in the npm command line'"),
            contradiction=("Creating an organization and managing its team admins and organization members is done through the npm CLI, not the website.",
                           "[roles] the website and the npm CLI swapped: the page says this is done through the website, not the npm CLI"),
            overclaim=("Organization creation and the management of team admins and organization members have always been done through the website and will never be possible in the npm CLI.",
                       "scope widened in time: the page states the present arrangement ('is done through the website, not the npm CLI') and says nothing of the past or the future; 'always' occurs in the page only in the naming rule ('must always be fully qualified', 'must always refer to') and 'npm team always operates directly on the current registry', 'never' and 'possible' not at all"),
            added=("Creating an organization and managing its team admins and members is done through the website, not the npm CLI, and creating an organization there requires a verified email address.",
                   "added requirement (a verified email address) not in the page; 'email' and 'verif-' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# using-npm/removal.md (1,645 bytes; the spare, in place of
# commands/npm-pack.md): front matter (title Removal), then ### Synopsis
# (one line of prose, a code block and a line pointing on), ### More Severe
# Uninstalling (prose between three code blocks) and ### See also (links).
# The prose under ### Synopsis ("So sad to see you go.", 6 words; "Or, if
# that fails, please proceed to more severe uninstalling methods.", 11) is
# under Synopsis and too short anyway, so all four cuts come from ### More
# Severe Uninstalling: its opening, the local installs passage, the prefix
# passage and the note on version 0.3.  Not used: "If that doesn't work,
# or if you require more drastic measures, continue reading." (13, a
# signpost) and "If you installed things with npm, ..." (28).
DOCS.append(dict(
    path="using-npm/removal.md",
    kind="docs", num="npm", title="Removal",
    sentences=[
        dict(
            section="More Severe Uninstalling",
            start="Usually, the above instructions are sufficient.",
            end="leave behind anything you've installed.",
            reworded=("Usually the basic instructions for removing npm are sufficient, and following them removes npm but leaves behind anything that has been installed.",
                      "'the above instructions' -> 'the basic instructions for removing npm' (the Synopsis above gives one uninstall command); 'That will remove npm' -> 'following them removes npm'; 'you've installed' -> 'has been installed'"),
            paraphrase=("In most cases the standard uninstall step is enough; it gets rid of npm itself while every package that was installed with it stays where it is.",
                        "freer rewording; 'Usually, the above instructions are sufficient' -> 'In most cases the standard uninstall step is enough'; 'That will remove npm' -> 'it gets rid of npm itself'; 'but leave behind anything you've installed' -> 'while every package that was installed with it stays where it is'"),
            contradiction=("Usually the basic instructions for removing npm are sufficient, and following them removes npm together with anything that has been installed.",
                           "[direction] 'remove npm, but leave behind anything you've installed' -> 'removes npm together with anything that has been installed' (leave behind -> remove, an antonym swap)"),
            overclaim=("The basic instructions for removing npm always suffice, taking npm away while leaving behind anything that has been installed.",
                       "hedge removed: 'Usually, the above instructions are sufficient' -> 'always suffice'; 'always' does not occur in the page; the next sentence ('If that doesn't work, ...') allows that they may not, which a strict reader might call a contradiction (notes-a.md)"),
            added=("Usually the basic instructions for removing npm are sufficient, taking npm away but leaving behind anything installed, including the npm cache folder in the user's home directory.",
                   "added detail (the cache folder in the home directory left behind) not in the page; 'cache' and 'home' do not occur in it ('.npm' only inside the code blocks' paths under /usr/local); may be true in the world, not checked"),
        ),
        dict(
            section="More Severe Uninstalling",
            start="Local installs are completely contained",
            end="particularly ill-behaved.",
            reworded=("According to npm's removal guide, local installs are completely contained within a project's node_modules folder, so deleting that folder removes everything unless a package's install script is particularly ill-behaved.",
                      "'According to npm's removal guide' added (so that the claim names npm); 'Delete that folder, and everything is gone' -> 'deleting that folder removes everything'; the two sentences joined with 'so'; backticks dropped"),
            paraphrase=("Whatever was installed locally lives entirely inside the project's node_modules directory, so removing that directory clears it all out, barring an install script that behaved really badly.",
                        "freer rewording; 'Local installs are completely contained within' -> 'Whatever was installed locally lives entirely inside'; 'Delete that folder, and everything is gone' -> 'removing that directory clears it all out'; 'unless a package's install script is particularly ill-behaved' -> 'barring an install script that behaved really badly'"),
            contradiction=("Deleting a project's node_modules folder does not get rid of its local installs, even when no package's install script is ill-behaved.",
                           "[negation] 'Delete that folder, and everything is gone unless ...' -> 'does not get rid of its local installs, even when no ... install script is ill-behaved'"),
            overclaim=("Local installs are completely contained within a project's node_modules folder, which makes deleting that folder a safe way to remove them in every project, with no risk of breaking anything else on the machine.",
                       "a guarantee added ('a safe way ... with no risk of breaking anything else'): the page says deleting the folder removes everything and says nothing of safety; 'safe' and 'risk' do not occur in it"),
            added=("Local installs are completely contained within a project's node_modules folder, so deleting it removes everything barring an ill-behaved install script, and running npm install afterwards brings back the same packages from package-lock.json.",
                   "added detail (npm install restoring the packages from the lockfile) not in the page; 'package-lock' and 'lock' do not occur in it and 'npm install' not at all ('install' as a verb only at line 38, 'install them again once you have a proper install', about things installed with npm globally); true in the world as far as known, not checked"),
        ),
        dict(
            section="More Severe Uninstalling",
            start="This assumes that you installed node and npm",
            end="with your install prefix.",
            reworded=("npm's manual removal steps assume node and npm were installed in the default place, so if node was configured with a different --prefix or npm was installed with a different prefix setting, the paths must be adjusted accordingly, replacing /usr/local with the install prefix.",
                      "'This assumes' -> 'npm's manual removal steps assume' (what 'This' refers to: the rm -rf command under 'To remove everything npm-related manually'); 'you installed' -> passive; 'then adjust the paths' -> 'the paths must be adjusted'; 'your install prefix' -> 'the install prefix'; backticks dropped"),
            paraphrase=("The removal commands take the standard install location for granted, so anyone who built node with another --prefix or gave npm another prefix should swap /usr/local in those paths for the prefix actually used.",
                        "freer rewording; 'This assumes that you installed node and npm in the default place' -> 'The removal commands take the standard install location for granted'; 'configured node with a different --prefix' -> 'built node with another --prefix'; 'adjust the paths accordingly, replacing /usr/local with your install prefix' -> 'swap /usr/local in those paths for the prefix actually used'"),
            contradiction=("If node was configured with a different --prefix or npm was installed with a different prefix setting, the paths in npm's removal steps should be adjusted by replacing the install prefix with /usr/local.",
                           "[roles] what is replaced and what replaces it swapped: the page says to replace /usr/local with the install prefix"),
            overclaim=("Replacing /usr/local with the install prefix is all it takes to make npm's manual removal steps work for any installation of node and npm, however it was set up.",
                       "scope widened: the page covers a different --prefix or prefix setting, not every way of installing node and npm ('however' does not occur in it; 'any' only in 'any symlinks', line 39)"),
            added=("The manual removal steps assume node and npm were installed in the default place, and the prefix actually in use, which replaces /usr/local in the paths, can be printed with npm prefix -g.",
                   "added tip (npm prefix -g prints the prefix) not in the page; the command npm prefix does not occur in it ('prefix' only as --prefix, 'prefix setting' and 'install prefix'); true in the world as far as known, not checked"),
        ),
        dict(
            section="More Severe Uninstalling",
            start="Prior to version 0.3, npm used shim files",
            end="executables and node modules.",
            reworded=("npm versions earlier than 0.3 relied on shim files for executables and node modules.",
                      "'Prior to version 0.3, npm used' -> 'npm versions earlier than 0.3 relied on'"),
            paraphrase=("Executables and node modules were handled through shim files in the npm releases that came before 0.3.",
                        "freer rewording; the object put first; 'npm used shim files for' -> 'were handled through shim files in the npm releases'; 'Prior to version 0.3' -> 'that came before 0.3'"),
            contradiction=("npm kept using shim files for executables and node modules until version 3.0.",
                           "[number] 'Prior to version 0.3' -> 'until version 3.0' (read as the page reads: shims were used before the version named and not after it)"),
            overclaim=("Before version 0.3, npm used shim files for everything it installed, not just for executables and node modules.",
                       "scope widened: 'for executables and node modules' -> 'for everything it installed, not just for ...'; the page names only executables and node modules ('everything' occurs only in 'everything is gone' and 'To remove everything npm-related manually')"),
            added=("Prior to version 0.3, npm used shim files for executables and node modules, small shell scripts that pointed to the real files.",
                   "added detail (what the shims were: small shell scripts) not in the page; 'shell', 'script' in this sense ('install script' only) and 'pointed' do not occur in it; invented"),
        ),
    ]))
