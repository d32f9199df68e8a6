# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-53, part C (drafts 11-15).

Same format as review-claims-52's parts.  The documents are pages of npm
11.19.1's Markdown documentation as installed on this machine, under the
corpus root /usr/lib/node_modules/npm/docs/content (`path` is relative to
it; the self-check reads RC53_CORPUS_ROOT if that is set).  One entry per
document, in draft order.  Each sentence gives the section it comes from, a
start anchor (unique in the raw file) and an end anchor (first match after
the start, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`kind` is "docs", `num` is "npm" and `title` is the page's front-matter
`title:` value, so the draft heading reads "## npm docs: <title>"
("npm-access", "npm-deny-scripts", "npm-explain", "Config", "Install").
`section` is the text of the nearest heading above the sentence ('#' marks
dropped, other markup such as backticks kept as written).

The spare using-npm/config.md is used for draft 14 in place of the
assigned commands/npm-repo.md: npm-repo's only page-specific prose is its
two-line Description, two sentences of 12-45 words (the first is
npm-docs.md's line 17 with "documentation URL" changed to "repository
URL"); the rest is option texts copied from using-npm/config.md.  Part C's
first choice was using-npm/removal.md, the third entry of the brief's spare
list (npm-docs.md, npm-bugs.md, removal.md, npm-logout.md, npm-star.md),
but part A took removal.md for its draft 5 (a page may be used by one draft
only, and part A keeps it), so a fix brief gave part C config.md (not on
the spare list; npm-star.md, the fallback it named, has no page-specific
sentence of 12-45 words).  config.md is the configuration reference whose
option texts the command pages copy; its cuts here are only prose and
option descriptions that occur in no other file under the corpus root.
DRAFTS gives the draft number of each DOCS entry.

The command pages' "### Configuration" sections are option texts copied
word for word from using-npm/config.md and other command pages, so the cuts
come from the pages' own prose: "### Description" only on npm-deny-scripts.md
and npm-explain.md (the only ### section with page-specific prose on each),
Description and Details on npm-access.md, three ### sections (four
nearest headings: #### Environment Variables under Description and two
option headings under Config Settings) on config.md, three ### sections
(four nearest headings) on install.md.  Every cut here occurs in
no other file under the corpus root, raw, with white space and case read
away, or with Markdown markup stripped; no line and no sentence of a cut
with six or more words occurs elsewhere either (check_part_c.py tests all
of these; notes-c.md lists the shared, near-copied and cross-page
contradicted passages that were avoided, and the two cuts that another
page contradicts, kept because the page has nothing else).

Contradiction sub-kinds, planned over the 20 sentences before writing
(review-claims-52 part C's split: number 4, entity 3, direction 4,
negation 5, roles 4):

    d11 npm-access.md           entity    roles     negation  number
    d12 npm-deny-scripts.md     entity    negation  direction roles
    d13 npm-explain.md          direction number    entity    negation
    d14 config.md (spare)       roles     negation  direction number
    d15 install.md              roles     number    direction negation

d14 was re-planned when its page changed from removal.md (direction,
negation, roles, number) to config.md: the same four tags in another
order, so the part's split is unchanged.
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# commands/npm-access.md (2,888 bytes): "### Synopsis" (code and the shared
# note "This command is unaware of workspaces."), "### Description", "###
# Details", "### Configuration" (#### json, otp, registry: copied) and "###
# See Also".  Two cuts from Description, two from Details.  Details' first
# sentence is npm-team.md's (line 83) with the command name changed, and
# "Scoped packages *default to restricted*, ..." (line 36) is contradicted
# by using-npm/config.md's access option ("Default: 'public' for new
# packages"), so neither is used.
DOCS.append(dict(
    path="commands/npm-access.md",
    kind="docs", num="npm", title="npm-access",
    sentences=[
        dict(
            section="Description",
            start="For all of the subcommands,",
            end="passed to the subcommand.",
            reworded=("Whichever of its subcommands is run, npm access acts on the packages in the current working directory when no package name is passed to it.",
                      "'For all of the subcommands' -> 'Whichever of its subcommands is run'; 'will perform actions on' -> 'acts on'; 'if no package name is passed to the subcommand' -> 'when no package name is passed to it'; backticks dropped"),
            paraphrase=("Any npm access subcommand that is given no package name falls back to the packages of the folder it is run in.",
                        "freer rewording; 'For all of the subcommands' -> 'Any ... subcommand'; 'if no package name is passed' -> 'that is given no package name'; 'will perform actions on the packages in the current working directory' -> 'falls back to the packages of the folder it is run in'"),
            contradiction=("For all of its subcommands, npm access performs actions on the globally installed packages if no package name is passed to the subcommand.",
                           "[entity] 'the packages in the current working directory' -> 'the globally installed packages' ('global' does not occur in the page)"),
            overclaim=("Like every npm command that takes a package name, npm access falls back to the packages in the current working directory for all of its subcommands when no name is passed.",
                       "scope widened: the page states the fallback for npm access's subcommands only; 'Like every npm command that takes a package name' is not in it (other commands occur only in passing: npm publish, line 36, npm team, line 49, npm pkg set in the copied json option, line 60, and the See Also links)"),
            added=("When no package name is passed, every npm access subcommand acts on the packages in the current working directory, and it exits with an error if that directory holds no package.json.",
                   "added behaviour (an error exit when the directory has no package.json) not in the page; 'exit' and 'error' do not occur in it, 'package.json' only in the copied json option (line 61); may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="grant / revoke:",
            end="access to a package.",
            reworded=("With npm access grant or revoke, users and teams are given or stripped of the ability to hold read-only or read-write access to a package.",
                      "the item's label 'grant / revoke:' made the means ('With npm access grant or revoke', the page title); 'Add or remove the ability of users and teams' -> 'users and teams are given or stripped of the ability' (passive); 'to have' -> 'to hold'"),
            paraphrase=("Granting and revoking are how npm access hands a user or a team read-only or read-write rights on a package and later withdraws them.",
                        "freer rewording; 'grant / revoke: Add or remove the ability ...' -> 'Granting and revoking are how ... hands ... and later withdraws them'; 'to have read-only or read-write access to a package' -> 'read-only or read-write rights on a package'"),
            contradiction=("With npm access, revoke adds the ability of users and teams to have read-only or read-write access to a package, and grant removes it.",
                           "[roles] grant and revoke swapped: the item pairs them in order with 'Add or remove', so grant adds and revoke removes; the claim has revoke add and grant remove"),
            overclaim=("Because npm access revoke removes a team's read-write access to a package, running it guarantees that no member of that team can publish the package any longer.",
                       "a removal made a guarantee: the page says revoke removes the team's access, nothing about what members can still do; its own list of privileges has read-write privileges given 'either as a member of a team or directly as an owner' (line 42), so a member may keep them another way ('guarantee' does not occur in it)"),
            added=("Each time npm access grant or revoke adds or removes read-only or read-write access to a package for a user or team, the change is recorded in the package's audit log on the registry.",
                   "added behaviour (an audit log of access changes) not in the page; 'audit' does not occur in it, 'log' only inside 'logically' (line 46); invented"),
        ),
        dict(
            section="Details",
            start="If you have two-factor authentication enabled",
            end="to specify it on the command line.",
            reworded=("With two-factor authentication enabled, npm access prompts for a second factor, or the second factor can be given on the command line with the --otp option.",
                      "'you'll be prompted to provide a second factor' -> 'npm access prompts for a second factor' (the page title); 'may use the --otp=... option to specify it on the command line' -> 'can be given on the command line with the --otp option'; backticks dropped"),
            paraphrase=("Accounts protected by two-factor authentication are asked for the extra code interactively, unless it is supplied up front through --otp.",
                        "freer rewording; 'If you have two-factor authentication enabled' -> 'Accounts protected by two-factor authentication'; 'prompted to provide a second factor' -> 'asked for the extra code interactively'; 'or may use the --otp=... option to specify it on the command line' -> 'unless it is supplied up front through --otp'"),
            contradiction=("With two-factor authentication enabled, npm access does not prompt for a second factor, so the second factor has to be given on the command line with the --otp option.",
                           "[negation] 'you'll be prompted to provide a second factor' -> 'does not prompt for a second factor' (and 'may use' -> 'has to be given', which follows from it); the copied otp option (lines 75-76) also has npm prompt for a one-time password"),
            overclaim=("With two-factor authentication enabled, the recommended way to give npm access its second factor is the --otp option on the command line rather than the prompt.",
                       "a possibility made a recommendation: the page offers the prompt or --otp as alternatives ('or may use') and recommends neither ('recommend' does not occur in it, 'rather' only in the copied json option, 'rather than the normal output', line 58)"),
            added=("With two-factor authentication enabled, npm access prompts for a second factor or takes it from --otp, and a one-time password given that way is accepted for only thirty seconds.",
                   "added detail (a thirty-second validity) not in the page; 'second' occurs only in 'second factor', 'thirty' and 'valid' do not occur in it; may be true in the world of common authenticator apps, not checked"),
        ),
        dict(
            section="Details",
            start="If your account is not paid",
            end="`--access=public`.",
            reworded=("Without a paid account, an attempt to publish a scoped package with npm fails with an HTTP 402 status code unless --access=public is given.",
                      "'If your account is not paid' -> 'Without a paid account'; 'attempts to publish scoped packages will fail' -> 'an attempt to publish a scoped package with npm fails'; '(logically enough)' dropped; 'unless you use --access=public' -> 'unless --access=public is given'; backticks dropped"),
            paraphrase=("On an unpaid account, a scoped publish is rejected with HTTP status 402 except when it is made public through --access=public.",
                        "freer rewording; 'If your account is not paid' -> 'On an unpaid account'; 'attempts to publish scoped packages will fail with an HTTP 402 status code' -> 'a scoped publish is rejected with HTTP status 402'; 'unless you use --access=public' -> 'except when it is made public through --access=public'"),
            contradiction=("Without a paid account, an attempt to publish a scoped package with npm fails with an HTTP 403 status code unless --access=public is given.",
                           "[number] the status code '402' -> '403' ('403' does not occur in the page)"),
            overclaim=("Without a paid account, every npm command that touches a scoped package fails with an HTTP 402 status code unless --access=public is given.",
                       "scope widened: 'attempts to publish scoped packages' -> 'every npm command that touches a scoped package'; the page names only publishing ('touch' does not occur in it)"),
            added=("Without a paid account, publishing a scoped package with npm fails with an HTTP 402 status code unless --access=public is used, and the error message links to the page for upgrading the account.",
                   "added detail (a link to an upgrade page in the error message) not in the page; 'error', 'message', 'link' and 'upgrade' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# commands/npm-deny-scripts.md (2,873 bytes): "### Synopsis" (code and the
# shared workspaces note), "### Description" (two paragraphs, a code block
# repeating the synopsis, three paragraphs), "### Examples" (code), "###
# Configuration" (#### all, allow-scripts-pending, allow-scripts-pin, json:
# copied) and "### See Also".  Page-specific prose only under Description:
# the first two paragraphs, the `<pkg>` paragraph after its first sentence
# (which is shared with npm-approve-scripts.md and npm-install-scripts.md)
# and the last paragraph; "`--all` denies every package with unreviewed
# install scripts." is shared with npm-install-scripts.md.  So all four
# cuts come from Description, and the second is the paragraph that
# npm-install-scripts.md (line 27) and config.md's strict-allow-scripts
# option (lines 1900-1901) contradict (notes-c.md).
DOCS.append(dict(
    path="commands/npm-deny-scripts.md",
    kind="docs", num="npm", title="npm-deny-scripts",
    sentences=[
        dict(
            section="Description",
            start="The companion command to",
            end="would otherwise be eligible.",
            reworded=("As the companion to npm approve-scripts, npm deny-scripts writes false entries into the allowScripts field of the project's package.json, recording that a dependency may not run install scripts even if a later version would otherwise qualify.",
                      "the subject 'npm deny-scripts' from the page title; 'The companion command to npm approve-scripts.' made an opening phrase; 'Writes' -> 'writes'; 'must not' -> 'may not'; 'a future version would otherwise be eligible' -> 'a later version would otherwise qualify'; 'your project's' -> 'the project's'; link and backticks dropped"),
            paraphrase=("The counterpart of approve-scripts puts false values into the allowScripts field of package.json, so a dependency stays barred from running install scripts whatever later version might otherwise have been allowed.",
                        "freer rewording; 'The companion command to' -> 'The counterpart of'; 'Writes false entries into' -> 'puts false values into'; 'recording that a dependency must not run install scripts' -> 'so a dependency stays barred from running install scripts'; 'even if a future version would otherwise be eligible' -> 'whatever later version might otherwise have been allowed'"),
            contradiction=("As the companion to npm approve-scripts, npm deny-scripts writes false entries into the allowScripts field of the project's package-lock.json, recording that a dependency may not run install scripts even if a later version would otherwise qualify.",
                           "[entity] the file 'package.json' -> 'package-lock.json' ('package-lock' does not occur in the page)"),
            overclaim=("The false entries that npm deny-scripts writes into allowScripts in package.json cover every lifecycle script a dependency has, such as test and start, not only its install scripts.",
                       "scope widened: 'must not run install scripts' -> 'every lifecycle script ..., not only its install scripts'; the page speaks of install scripts only ('lifecycle', 'test' and 'start' do not occur in it)"),
            added=("As the companion to npm approve-scripts, npm deny-scripts writes false entries into allowScripts in the project's package.json and records the date of each denial in a separate field beside it.",
                   "added behaviour (a date stored for each denial) not in the page; 'date' occurs only inside 'outdated' (line 63, the copied all option), 'field' only for the allowScripts field itself (line 19); invented"),
        ),
        dict(
            section="Description",
            start="In the current release, install scripts still run",
            end="at install\ntime.",
            reworded=("In the current npm release, install scripts still run by default, so deny-scripts only changes how installs of denied packages are reported, and a later release will block unreviewed install scripts and honour deny entries at install time.",
                      "'In the current release' -> 'In the current npm release'; 'only affects' -> 'only changes'; 'A future release' -> 'a later release'; 'respect' -> 'honour'; the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("For now a deny entry changes nothing but what an install reports, because install scripts keep running by default; stopping unreviewed scripts and enforcing denials during installs are left to a coming release.",
                        "freer rewording; 'so deny-scripts only affects how installs of denied packages are reported' -> 'a deny entry changes nothing but what an install reports'; 'install scripts still run by default' -> 'install scripts keep running by default'; 'A future release will block unreviewed install scripts and respect deny entries at install time' -> 'stopping unreviewed scripts and enforcing denials during installs are left to a coming release'"),
            contradiction=("In the current npm release, install scripts still run by default, so deny-scripts only changes how installs of denied packages are reported, and even a future release that blocks unreviewed install scripts will not respect deny entries at install time.",
                           "[negation] 'A future release will block unreviewed install scripts and respect deny entries at install time' -> '... will not respect deny entries at install time'"),
            overclaim=("The very next npm release will block unreviewed install scripts and enforce deny entries at install time, while the current one still runs install scripts by default and only reports installs of denied packages differently.",
                       "a time made definite: 'A future release' -> 'The very next npm release'; the page names no release ('next' does not occur in it; 'future' only here and in line 21, 'a future version')"),
            added=("In the current npm release, install scripts still run by default and deny-scripts only affects how installs of denied packages are reported, with each denied package shown in yellow in the install summary.",
                   "added detail (denied packages shown in yellow) not in the page; 'yellow', 'colour'/'color' and 'summary' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="Denies are always",
            end="safer default for you.",
            reworded=("Denials from npm deny-scripts are always written name-only, whatever --allow-scripts-pin says, because pinning a denial to one version would quietly re-allow scripts for every other version of the package and defeat its purpose, so the safer default is chosen.",
                      "'Denies' -> 'Denials from npm deny-scripts' (the page title); 'regardless of' -> 'whatever ... says'; 'silently' -> 'quietly'; 'any other version of the same package' -> 'every other version of the package'; 'which defeats the purpose; the command picks the safer default for you' -> 'and defeat its purpose, so the safer default is chosen'; the example '(\"pkg\": false)' and backticks dropped"),
            paraphrase=("A deny entry never carries a version: it is keyed on the bare package name even when pinning is switched on, since a version-bound denial would let all the other versions run their scripts unnoticed.",
                        "freer rewording; 'Denies are always written name-only' -> 'A deny entry never carries a version: it is keyed on the bare package name'; 'regardless of --allow-scripts-pin' -> 'even when pinning is switched on'; 'would silently re-allow scripts for any other version' -> 'would let all the other versions run their scripts unnoticed'; 'defeats the purpose' and 'the safer default' folded into the reason"),
            contradiction=("Denials from npm deny-scripts are always written name-only, whatever --allow-scripts-pin says, because pinning a denial to one version would silently block scripts for every other version of the package as well.",
                           "[direction] 'would silently re-allow scripts for any other version' -> 'would silently block scripts for every other version ... as well' (re-allow -> block); 'which defeats the purpose; the command picks the safer default' dropped, since it no longer follows"),
            overclaim=("Name-only denials, which npm deny-scripts always writes regardless of --allow-scripts-pin, are the only safe way to keep a package's install scripts from running.",
                       "a degree raised: 'the command picks the safer default' (safer than a pinned deny) -> 'the only safe way to keep a package's install scripts from running'; the page compares only name-only and pinned denies ('only' occurs in it, but never as 'the only'; 'safe' only in 'safer', line 37)"),
            added=("Denials written by npm deny-scripts are always name-only regardless of --allow-scripts-pin, and when that option is passed explicitly the command prints a notice that it was ignored.",
                   "added behaviour (a notice that --allow-scripts-pin was ignored) not in the page; 'notice', 'print' and 'ignored' do not occur in it (the copied allow-scripts-pin option says only that it 'Has no effect on npm deny-scripts', lines 86-88); invented"),
        ),
        dict(
            section="Description",
            start="If a `true` (pinned or name-only) entry",
            end="deny is\nunambiguous.",
            reworded=("When npm deny-scripts denies a package that already has a true entry, pinned or name-only, the existing allow entries are removed so that the name-only denial is unambiguous.",
                      "'If a true (pinned or name-only) entry exists for a package and you then deny it' -> 'When npm deny-scripts denies a package that already has a true entry, pinned or name-only' (the page title); 'deny' -> 'denial'; backticks and parentheses dropped"),
            paraphrase=("Denying a package that was approved before, whether for one version or by name, clears out those approvals, leaving the name-only denial as the one clear instruction.",
                        "freer rewording; 'If a true (pinned or name-only) entry exists for a package' -> 'a package that was approved before, whether for one version or by name'; 'the existing allow entries are removed' -> 'clears out those approvals'; 'so the name-only deny is unambiguous' -> 'leaving the name-only denial as the one clear instruction'"),
            contradiction=("When npm deny-scripts denies a package that already has a true entry, pinned or name-only, the new denial is dropped so that the existing allow entries stay unambiguous.",
                           "[roles] which side gives way is swapped: the page removes the existing allow entries and keeps the name-only deny; the claim drops the deny and keeps the allow entries"),
            overclaim=("Whenever npm deny-scripts denies a package, any true entries for it are removed, so the allowScripts field can never hold both an approval and a denial for the same package.",
                       "a guarantee drawn from one command's behaviour: the page says what deny-scripts does to existing allow entries, not that the field can never hold both ('never' does not occur in it; other ways of writing the field, such as editing package.json, are not discussed)"),
            added=("When npm deny-scripts denies a package that already has a true entry, the existing allow entries are removed so the name-only denial is unambiguous, and each removed entry is listed in the command's output.",
                   "added behaviour (the removed entries listed in the output) not in the page; 'list' occurs only in the copied all option ('lists', line 63) and allow-scripts-pending option (line 74), 'output' only in the copied json option (line 97); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# commands/npm-explain.md (2,794 bytes): "### Synopsis" (code), "###
# Description" (prose and two code blocks of example output), "###
# Configuration" (#### json, workspace: copied) and "### See Also".
# Page-specific prose only under Description: four sentences of 12-45 words
# besides the example's lead-in ("For example, running `npm explain glob`
# ... will show:") and a ten-word line on folders, so all four cuts come
# from it.  The second cut has the frame of npm-rebuild.md's line 27 ("If
# one or more package specs are provided, then only packages with a name
# and version matching one of the specifiers will be rebuilt.") with its
# own ending (notes-c.md).
DOCS.append(dict(
    path="commands/npm-explain.md",
    kind="docs", num="npm", title="npm-explain",
    sentences=[
        dict(
            section="Description",
            start="This command will print the chain",
            end="in the current project.",
            reworded=("The npm explain command prints the chain of dependencies that causes a given package to be installed in the current project.",
                      "'This command' -> 'The npm explain command' (the page title); 'will print' -> 'prints'; 'causing' -> 'that causes'"),
            paraphrase=("Asked about a package, npm explain shows which path of dependents led to it being installed in the project at hand.",
                        "freer rewording; 'print the chain of dependencies causing a given package to be installed' -> 'shows which path of dependents led to it being installed'; 'in the current project' -> 'in the project at hand'"),
            contradiction=("The npm explain command prints the chain of dependencies that a given package itself causes to be installed in the current project.",
                           "[direction] the chain turned round: the page prints the chain that causes the given package to be installed (its dependents, up to the root project, as the example shows); the claim prints what the package itself causes to be installed (its own dependencies)"),
            overclaim=("The npm explain command prints the chain of dependencies causing a given package to be installed, for the current project and for globally installed packages alike.",
                       "scope widened: 'in the current project' -> 'for the current project and for globally installed packages alike'; the page speaks of the current project only ('global' does not occur in it)"),
            added=("The npm explain command prints the chain of dependencies causing a given package to be installed in the current project, with the disk size of each package shown beside its name.",
                   "added detail (disk sizes in the output) not in the page; 'disk' and 'size' do not occur in it, and the example output shows none; invented"),
        ),
        dict(
            section="Description",
            start="If one or more package specs are provided",
            end="relationships explained.",
            reworded=("When npm explain is given one or more package specs, only the packages that match one of those specifiers have their relationships explained.",
                      "'If one or more package specs are provided' -> 'When npm explain is given one or more package specs' (the page title); 'then only packages matching one of the specifiers will have' -> 'only the packages that match one of those specifiers have'"),
            paraphrase=("With package specs on the command line, npm explain restricts its account of relationships to the packages that satisfy any of the given specs.",
                        "freer rewording; 'If one or more package specs are provided' -> 'With package specs on the command line'; 'only packages matching one of the specifiers will have their relationships explained' -> 'restricts its account of relationships to the packages that satisfy any of the given specs'"),
            contradiction=("When npm explain is given several package specs, only the packages that match every one of the specifiers have their relationships explained.",
                           "[number] 'matching one of the specifiers' -> 'match every one of the specifiers' (any one -> all of them): with two different specs, a package matching one of them is explained by the page's rule and not by the claim's"),
            overclaim=("Giving npm explain one or more package specs, so that only the matching packages have their relationships explained, is the fastest way to find out why a package is installed.",
                       "a superlative added: the page says what happens when specs are provided and compares it with nothing ('fast' and 'quick' do not occur in it; 'why' only in the alias line, 'alias: why', line 12, and line 40, on duplicated dependencies)"),
            added=("When npm explain is given one or more package specs, only the packages matching one of the specifiers have their relationships explained, and it exits with a non-zero code if none of them matches an installed package.",
                   "added behaviour (a non-zero exit when nothing matches) not in the page; 'exit' and 'code' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="To explain just the package residing",
            end="argument to the command.",
            reworded=("To explain only the package that resides in one particular folder, npm explain takes that folder as its argument.",
                      "'just the package residing at a specific folder' -> 'only the package that resides in one particular folder'; 'pass that as the argument to the command' -> 'npm explain takes that folder as its argument' (the page title)"),
            paraphrase=("Pointing npm explain at a folder path narrows the explanation to the one package that lives there.",
                        "freer rewording; 'pass that as the argument' -> 'Pointing ... at a folder path'; 'To explain just the package residing at a specific folder' -> 'narrows the explanation to the one package that lives there'"),
            contradiction=("To explain only the package that resides in one particular folder, npm explain takes that package's name, not the folder, as its argument.",
                           "[entity] what is passed: 'pass that' (the folder) -> 'that package's name, not the folder'; the page's first example passes a name (glob) and explains two copies in two folders"),
            overclaim=("Any folder on the machine can be passed to npm explain to explain just the package residing there.",
                       "scope widened: the page's folders are those 'within ./node_modules' (line 21) and its example is node_modules/nyc/node_modules/find-up; it says nothing of folders elsewhere ('machine' does not occur in it)"),
            added=("To explain only the package in one particular folder, npm explain takes that folder as its argument, and a trailing slash on the folder path is ignored.",
                   "added detail (a trailing slash ignored) not in the page; 'slash', 'trailing' and 'ignore' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="This can be useful when trying",
            end="requirements within the project.",
            reworded=("Explaining the package at a specific folder with npm explain can help in working out exactly why a given dependency is duplicated to satisfy conflicting version requirements in the project.",
                      "'This' named from the sentence before (line 39: explaining just the package at a specific folder) and the page title; 'can be useful when trying to figure out' -> 'can help in working out'; 'is being duplicated' -> 'is duplicated'; 'within' -> 'in'"),
            paraphrase=("When a dependency turns up in several copies because parts of the project ask for incompatible versions, pointing npm explain at one copy's folder helps pin down the reason.",
                        "freer rewording; 'a given dependency is being duplicated to satisfy conflicting version requirements' -> 'a dependency turns up in several copies because parts of the project ask for incompatible versions'; 'can be useful when trying to figure out exactly why' -> 'helps pin down the reason'; 'This' (line 39) -> 'pointing npm explain at one copy's folder'"),
            contradiction=("Explaining the package at a specific folder with npm explain is of no help in working out why a given dependency is duplicated to satisfy conflicting version requirements in the project.",
                           "[negation] 'This can be useful when trying to figure out' -> 'is of no help in working out'"),
            overclaim=("Explaining the package at a specific folder with npm explain always shows exactly why a given dependency is duplicated to satisfy conflicting version requirements in the project.",
                       "a possibility made a guarantee: 'can be useful when trying to figure out exactly why' -> 'always shows exactly why' ('always' does not occur in the page)"),
            added=("Explaining the package at a specific folder helps find why a dependency is duplicated to satisfy conflicting version requirements, and npm explain highlights such duplicated copies in red in its output.",
                   "added detail (duplicates highlighted in red) not in the page; 'highlight' and 'colour'/'color' do not occur in it, 'red' only inside 'configured' (line 73, the copied workspace option); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# using-npm/config.md (59,697 bytes, 2,411 lines; the spare, in place of
# commands/npm-repo.md; using-npm/removal.md, part C's first choice from the
# brief's spare list, is part A's draft 5, so the fix brief gave this page).
# "### Description" (#### Command Line Flags, Environment Variables, npmrc
# Files, Default Configs), "### Shorthands and Other CLI Niceties" (a list
# and two examples in code) and "### Config Settings" (one #### per option,
# 185 #### headings in all).  Many option texts are copied word for word
# into command pages' Configuration sections (those copies are why the
# command pages' options are not used); the cuts here are prose and option
# descriptions that occur in NO other file (check_part_c.py tests it as for
# every page).  One cut from each of Description (#### Environment
# Variables, line 37) and Shorthands (line 113), two option texts from
# Config Settings (omit-lockfile-registry-resolved, lines 1358-1361; umask,
# lines 2011-2013).  Not used: line 42's custom-key advice (configuring-npm/
# npmrc.md says unknown keys draw a warning and "are not officially
# supported"), umask's system-umask and POSIX-default paragraphs (a
# contradiction of the mode cut would lean on them), and the many options
# whose texts are copied into command pages.
DOCS.append(dict(
    path="using-npm/config.md",
    kind="docs", num="npm", title="Config",
    sentences=[
        dict(
            section="Environment Variables",
            start="However, please note that inside",
            end="ones that you might set.",
            reworded=("Within scripts, npm sets its own environment variables, and Node prefers those lowercase versions to any uppercase ones that a user might set.",
                      "'However, please note that inside scripts' -> 'Within scripts' (the link on scripts dropped); 'will set' -> 'sets'; 'will prefer ... over' -> 'prefers ... to'; 'that you might set' -> 'that a user might set'"),
            paraphrase=("When a script runs under npm, the lowercase variables that npm supplies take precedence in Node over any uppercase variants the user has exported.",
                        "freer rewording; 'inside scripts' -> 'When a script runs under npm'; 'npm will set its own environment variables and Node will prefer those lowercase versions over' -> 'the lowercase variables that npm supplies take precedence in Node over'; 'any uppercase ones that you might set' -> 'any uppercase variants the user has exported'"),
            contradiction=("Within scripts, npm sets its own environment variables, but Node prefers any uppercase ones that a user might set to those lowercase versions.",
                           "[roles] the preferred and the passed-over variables swapped: the page has Node prefer npm's own lowercase versions over the user's uppercase ones; the claim has it prefer the user's uppercase ones"),
            overclaim=("Within scripts, npm sets its own environment variables, and every program a script starts, not only Node, prefers those lowercase versions to any uppercase ones a user might set.",
                       "scope widened: the page says Node prefers the lowercase versions; 'every program a script starts, not only Node' is not in it ('program' occurs in the page only in the viewer option, 'The program to use to view help content', line 2117; 'tools' only in tag-version-prefix's 'other tools may rely on the convention', line 1972)"),
            added=("Within scripts, npm sets its own lowercase environment variables, which Node prefers to uppercase ones a user might set, and npm prints a warning each time a user's uppercase variable is shadowed this way.",
                   "added behaviour (a warning for each shadowed variable) not in the page; 'shadow' does not occur in it, 'warning' only in other options (e.g. lines 1896, 1926-1928); invented"),
        ),
        dict(
            section="Shorthands and Other CLI Niceties",
            start="If multiple single-character shorthands",
            end="its various component pieces.",
            reworded=("When several single-character npm shorthands are strung together and the combination is unambiguously not another configuration parameter, npm expands it into its separate component pieces.",
                      "'If multiple' -> 'When several'; 'the resulting combination is unambiguously not some other configuration param' -> 'the combination is unambiguously not another configuration parameter'; 'then it is expanded to its various component pieces' -> 'npm expands it into its separate component pieces' (npm named from the section and page)"),
            paraphrase=("A cluster of one-letter flags such as -gpld is split by npm into the individual options it stands for, as long as the cluster cannot be mistaken for the name of some other setting.",
                        "freer rewording; 'multiple single-character shorthands ... strung together' -> 'A cluster of one-letter flags such as -gpld' (the example below the sentence, lines 116-120: npm ls -gpld, same as --global --parseable --long --loglevel info); 'is unambiguously not some other configuration param' -> 'cannot be mistaken for the name of some other setting'; 'expanded to its various component pieces' -> 'split ... into the individual options it stands for'"),
            contradiction=("When several single-character npm shorthands are strung together, npm does not expand the combination into its component pieces, even when it is unambiguously not some other configuration parameter.",
                           "[negation] 'then it is expanded to its various component pieces' -> 'npm does not expand the combination into its component pieces' (with the page's condition kept as 'even when')"),
            overclaim=("Whenever single-character shorthands are strung together on the npm command line, npm expands the combination into its component pieces.",
                       "condition dropped: the page expands a combination only if it 'is unambiguously not some other configuration param'; 'Whenever' makes the expansion unconditional ('whenever' does not occur in the page)"),
            added=("When single-character npm shorthands are strung together and the result is unambiguously not another configuration parameter, npm expands it into its pieces, and a shorthand that takes a value may only come last in such a group.",
                   "added rule (a value-taking shorthand only last in a group) not in the page; the page's example (npm ls -gpld) has only Boolean flags and a fixed loglevel, and says nothing of order ('order' occurs only in an unrelated option, line 897); may be true in the world, not checked"),
        ),
        dict(
            section="`omit-lockfile-registry-resolved`",
            start="This option causes npm to create lock files",
            end="time.",
            reworded=("The omit-lockfile-registry-resolved option makes npm write lock files with no resolved key for registry dependencies, so later installs must resolve tarball endpoints against the configured registry, which will likely make the install take longer.",
                      "'This option' named from the option's heading (line 1353); 'causes npm to create lock files without a resolved key' -> 'makes npm write lock files with no resolved key'; 'Subsequent installs will need to resolve' -> 'so later installs must resolve'; 'with the configured registry' -> 'against the configured registry'; 'likely resulting in a longer install time' -> 'which will likely make the install take longer'; backticks dropped"),
            paraphrase=("Turning on omit-lockfile-registry-resolved leaves registry dependencies in the lockfile without their resolved entries, so the next install has to look the tarballs up from whichever registry is configured, which probably slows it down.",
                        "freer rewording; 'This option causes npm to create lock files without a resolved key for registry dependencies' -> 'Turning on ... leaves registry dependencies in the lockfile without their resolved entries'; 'Subsequent installs will need to resolve tarball endpoints with the configured registry' -> 'the next install has to look the tarballs up from whichever registry is configured'; 'likely resulting in a longer install time' -> 'which probably slows it down'"),
            contradiction=("The omit-lockfile-registry-resolved option makes npm create lock files without a resolved key for registry dependencies, so later installs resolve tarball endpoints with the configured registry and are likely to finish faster.",
                           "[direction] 'likely resulting in a longer install time' -> 'are likely to finish faster' (longer -> faster; 'faster' does not occur in the page)"),
            overclaim=("With omit-lockfile-registry-resolved, npm leaves the resolved key out of lock files for registry dependencies, and every later install is guaranteed to take longer as a result.",
                       "a likelihood made a guarantee: 'likely resulting in a longer install time' -> 'every later install is guaranteed to take longer' ('guarantee' does not occur in the page)"),
            added=("The omit-lockfile-registry-resolved option makes npm leave the resolved key out of lock files for registry dependencies, and the integrity key is left out of those entries as well.",
                   "added detail (the integrity key omitted too) not in the page; 'integrity' does not occur in it; invented (npm-approve-scripts.md, lines 62-64, speaks of a missing resolved URL only; configuring-npm/package-lock-json.md describes the integrity field, lines 103 and 155, but not this option)"),
        ),
        dict(
            section="`umask`",
            start="Folders and executables are given a mode",
            end="`0o666` masked against\nthis value.",
            reworded=("With npm's umask setting, folders and executables get a mode of 0o777 masked against the umask value, and other files a mode of 0o666 masked against it.",
                      "'this value' named from the option's heading and first sentence (lines 2003, 2008-2009, 'The umask value to use when setting the file creation mode'); 'are given a mode which is ... masked against' -> 'get a mode of ... masked against'; the two sentences joined; backticks dropped"),
            paraphrase=("Directories and executables start from a mode of 0o777 and all other files from 0o666, and npm's configured umask is then masked out of each.",
                        "freer rewording; 'Folders' -> 'Directories'; 'are given a mode which is 0o777 masked against this value' -> 'start from a mode of 0o777 ... and npm's configured umask is then masked out of each'; 'Other files' -> 'all other files'"),
            contradiction=("With npm's umask setting, folders and executables get a mode of 0o777 masked against the umask value, and other files a mode of 0o600 masked against it.",
                           "[number] the other files' mode '0o666' -> '0o600' ('0o600' does not occur in the page)"),
            overclaim=("Every version of npm has given folders and executables a mode of 0o777, and other files a mode of 0o666, masked against the umask setting.",
                       "scope widened in time: the page documents npm 11.19.1's umask option; 'Every version of npm has' is not in it (no version history for umask on the page)"),
            added=("With npm's umask setting, folders and executables get 0o777 and other files 0o666 masked against it, and the setting is ignored when npm runs on Windows.",
                   "added detail (the setting ignored on Windows) not in the page; 'Windows' occurs in it only in other options (ca, line 406; bin-links, line 366; viewer, line 2114), never with umask, and umask occurs on no other page; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# configuring-npm/install.md (2,598 bytes): "### Description", "###
# Overview" (links), "### Checking your version of npm and Node.js" (a
# lead-in to code), "### Using a Node version manager to install Node.js
# and npm", "### Using a Node installer to install Node.js and npm" (with
# "#### macOS or Windows Node installers" and "#### Linux or other
# operating systems Node installers").  No Configuration section; nothing
# here occurs elsewhere.  Four cuts from three ### sections (four nearest
# headings): the recommendation in Description, the version-manager
# sentence, the Linux sentence (a lazy continuation line of the NodeSource
# list item) and the macOS/Windows paragraph.
DOCS.append(dict(
    path="configuring-npm/install.md",
    kind="docs", num="npm", title="Install",
    sentences=[
        dict(
            section="Description",
            start="**We strongly recommend",
            end="run npm packages globally.",
            reworded=("The npm docs strongly recommend installing Node.js and npm with a Node version manager and advise against a Node installer, because the Node installation process puts npm in a directory with local permissions and can cause permissions errors when npm packages are run globally.",
                      "'We' -> 'The npm docs'; 'using a Node version manager to install' -> 'installing ... with a Node version manager'; 'We do not recommend using a Node installer' -> 'advise against a Node installer'; 'since' -> 'because'; 'installs npm in' -> 'puts npm in'; 'when you run npm packages globally' -> 'when npm packages are run globally'; bold dropped"),
            paraphrase=("A version manager is the preferred route to Node.js and npm; the plain Node installer is discouraged, as it places npm in a locally permissioned directory, which can lead to permission failures when packages are used globally.",
                        "freer rewording; 'We strongly recommend using a Node version manager' -> 'A version manager is the preferred route'; 'We do not recommend using a Node installer' -> 'the plain Node installer is discouraged'; 'installs npm in a directory with local permissions' -> 'places npm in a locally permissioned directory'; 'can cause permissions errors when you run npm packages globally' -> 'can lead to permission failures when packages are used globally'"),
            contradiction=("The npm docs strongly recommend installing Node.js and npm with a Node installer rather than a Node version manager, because a version manager puts npm in a directory with local permissions and can cause permissions errors when npm packages are run globally.",
                           "[roles] the Node version manager and the Node installer swapped: the page recommends the version manager and blames the installer's installation process for the permissions errors; the claim recommends the installer and blames the version manager"),
            overclaim=("The npm docs strongly recommend a Node version manager, because installing with a Node installer always leads to permissions errors when npm packages are run globally.",
                       "a possibility made a certainty: 'can cause permissions errors' -> 'always leads to permissions errors' ('always' does not occur in the page)"),
            added=("The npm docs strongly recommend a Node version manager over a Node installer, whose directory with local permissions can cause permissions errors for global npm packages, and they name nvm as the version manager to choose.",
                   "added detail (nvm named) not in the page; 'nvm' does not occur in it, and the page names no version manager (it links a GitHub search for them, line 31); invented"),
        ),
        dict(
            section="Using a Node version manager to install Node.js and npm",
            start="Node version managers allow you",
            end="users on different versions.",
            reworded=("Node version managers let multiple versions of Node.js and npm be installed and switched between on one system, so that applications can be tested on multiple versions of npm to make sure they work for users on different versions.",
                      "'allow you to install and switch between multiple versions ... on your system' -> 'let multiple versions ... be installed and switched between on one system'; 'so you can test your applications' -> 'so that applications can be tested'; 'to ensure' -> 'to make sure'"),
            paraphrase=("With a version manager, several Node.js and npm releases can live side by side and be swapped at will, which makes it possible to check that an application runs for people on other versions of npm.",
                        "freer rewording; 'install and switch between multiple versions ... on your system' -> 'several ... releases can live side by side and be swapped at will'; 'test your applications on multiple versions of npm to ensure they work for users on different versions' -> 'check that an application runs for people on other versions of npm'"),
            contradiction=("Node version managers keep only one version of Node.js and npm installed on a system at a time, so applications can be tested on multiple versions of npm by switching between them.",
                           "[number] 'install ... multiple versions of Node.js and npm on your system' -> 'only one version ... installed on a system at a time'"),
            overclaim=("Node version managers let multiple versions of Node.js and npm be installed side by side, so testing an application with them guarantees that it works for users on every version of npm.",
                       "a purpose made a guarantee: 'so you can test your applications on multiple versions of npm to ensure they work for users on different versions' -> 'guarantees that an application works for users on every version of npm' ('guarantee' and 'every' do not occur in the page)"),
            added=("Node version managers let multiple versions of Node.js and npm be installed and switched between, and they can switch automatically to the version named in a project's .nvmrc file.",
                   "added detail (an automatic switch from a .nvmrc file) not in the page; 'nvmrc', 'automatic' and 'project' do not occur in it; may be true in the world for some version managers, not checked"),
        ),
        dict(
            section="Using a Node installer to install Node.js and npm",
            start="If you use Linux, we recommend",
            end="use a NodeSource installer.",
            reworded=("On Linux, the npm documentation recommends using a NodeSource installer.",
                      "'If you use Linux' -> 'On Linux'; 'we recommend that you use' -> 'the npm documentation recommends using'"),
            paraphrase=("Linux users are advised to pick the installer from NodeSource.",
                        "freer rewording; 'If you use Linux, we recommend that you use' -> 'Linux users are advised to pick'; 'a NodeSource installer' -> 'the installer from NodeSource'"),
            contradiction=("On Linux, the npm documentation advises against using a NodeSource installer.",
                           "[direction] 'we recommend that you use a NodeSource installer' -> 'advises against using a NodeSource installer' (recommend -> advise against); line 50 also marks the NodeSource installer '(recommended)' for Linux"),
            overclaim=("On Linux, the npm documentation recommends a NodeSource installer, which makes NodeSource the officially supported way to install Node.js and npm there.",
                       "a recommendation made an official support status: the page recommends NodeSource and says nothing of official support ('official' and 'support' do not occur in it)"),
            added=("On Linux, the npm documentation recommends a NodeSource installer, which sets up a package repository so that Node.js updates arrive through the system package manager.",
                   "added detail (a package repository and updates through the system package manager) not in the page; 'repository' and 'update' do not occur in it, 'package-manager' only in the link at line 53; may be true in the world, not checked"),
        ),
        dict(
            section="macOS or Windows Node installers",
            start="If you're using macOS or Windows",
            end="not yet been tested with npm.",
            reworded=("On macOS or Windows, the npm docs say to use one of the installers from the Node.js download page and to be sure to install the version labeled LTS, as other versions have not yet been tested with npm.",
                      "'If you're using macOS or Windows' -> 'On macOS or Windows, the npm docs say'; the three sentences joined; the link and bold dropped; 'Other versions have not yet been tested' -> 'as other versions have not yet been tested'"),
            paraphrase=("Mac and Windows users should take an installer from the Node.js downloads page and choose the LTS release, since npm has not been tested with the others yet.",
                        "freer rewording; 'If you're using macOS or Windows, use one of the installers' -> 'Mac and Windows users should take an installer'; 'Be sure to install the version labeled LTS' -> 'choose the LTS release'; 'Other versions have not yet been tested with npm' -> 'npm has not been tested with the others yet'"),
            contradiction=("On macOS or Windows, the npm docs say to use one of the installers from the Node.js download page and to install the LTS version, though the other versions have already been tested with npm as well.",
                           "[negation] 'Other versions have not yet been tested with npm' -> 'the other versions have already been tested with npm as well'"),
            overclaim=("On macOS or Windows, the npm docs say to use an installer from the Node.js download page and to install the LTS version, because npm does not work with any other version.",
                       "a degree raised: 'Other versions have not yet been tested with npm' -> 'npm does not work with any other version'; untested is not the same as not working ('work' occurs only in line 30, 'ensure they work for users')"),
            added=("On macOS or Windows, the npm docs say to use an installer from the Node.js download page and to pick the LTS version, which receives security fixes for thirty months.",
                   "added detail (thirty months of security fixes for LTS) not in the page; 'security', 'fix' and 'month' do not occur in it; may be true in the world, not checked"),
        ),
    ]))
