# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-53, part D (drafts 16-20).

Same format as review-claims-52's parts.  The documents are five pages of
npm's own Markdown documentation as installed with npm 11.19.1, under
/usr/lib/node_modules/npm/docs/content (the corpus root; `path` is relative
to it; the self-check reads it from RC53_CORPUS_ROOT if that is set).  One
entry per document, in draft order.  Each sentence gives the section it
comes from, a start anchor (unique in the raw file) and an end anchor
(first match after the start, inclusive), plus five hand-written
(claim, note) tuples, one per kind.

`kind` is "docs", `num` is "npm" and `title` is the page's front-matter
`title:` value, so the draft heading reads "## npm docs: <title>".
`section` is the text of the nearest heading above the sentence, its '#'
marks dropped and any other markup kept as written.

npm's pages repeat each other (every command page ends with option texts
copied from using-npm/config.md, and npm-login.md and npm-adduser.md share
most of their Description), so every cut, and every sentence of six or more
words inside it, was tested against every other file under the corpus root,
raw, with case and white space read away, and with Markdown markup stripped:
none occurs elsewhere (check_part_d.py tests it; notes-d.md lists the shared
passages avoided and the near-copies between npm-login.md and
npm-adduser.md).  The four command pages' "Configuration" sections are
wholly copied, so their cuts come from Description only.

One spare is used.  commands/npm-org.md has only three page-specific
sentences of 12-45 words (its two-line Description and the caption "Add a
new admin to an org (or change a developer to an admin):" above a code
block; the rest is code, one-line captions of fewer than 12 words and
copied option texts), so draft 20 uses the spare commands/npm-logout.md,
the fourth of the brief's spares (commands/npm-docs.md, commands/npm-bugs.md,
using-npm/removal.md, commands/npm-logout.md, commands/npm-star.md), where
part D starts taking them.  DRAFTS gives the draft number of each entry.

Contradiction sub-kinds, planned over the 20 sentences before writing, with
review-claims-52 part D's split (number=3, entity=3, direction=4,
negation=6, roles=4):

    draft  s1         s2         s3         s4
    16     roles      negation   number     roles
    17     entity     roles      roles      negation
    18     entity     negation   negation   number
    19     direction  negation   direction  number
    20     direction  direction  entity     negation
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# commands/npm-login.md (2,354 bytes): front-matter title "npm-login"; ###
# sections Synopsis (a code block and "Note: This command is unaware of
# workspaces.", copied in 30+ other pages), Description (six short
# paragraphs), Configuration (registry, scope, auth-type: every text copied
# from using-npm/config.md and npm-adduser.md / npm-logout.md) and See Also.
# Lines 17-24 of the Description are near-copies of npm-adduser.md's
# (draft 19); the cuts here take line 17-18 ("Verify a user", where
# npm-adduser has "Create a new user") and line 24 (username and password,
# where npm-adduser adds the email), and the page's own lines 30 and 31
# (a new machine).  All four under ### Description.
DOCS.append(dict(
    path="commands/npm-login.md",
    kind="docs", num="npm", title="npm-login",
    sentences=[
        dict(
            section="Description",
            start="Verify a user in the specified registry",
            end="`.npmrc` file.",
            reworded=("The npm login command verifies a user in the specified registry and saves the credentials to the .npmrc file.",
                      "the imperative 'Verify a user ..., and save' given the subject 'The npm login command' (the title); 'save' -> 'saves'; the comma before 'and' dropped; backticks dropped"),
            paraphrase=("Logging in with npm checks the user against the chosen registry and then stores the login credentials in .npmrc.",
                        "freer rewording; 'Verify a user in the specified registry' -> 'checks the user against the chosen registry'; 'save the credentials to the .npmrc file' -> 'stores the login credentials in .npmrc'"),
            contradiction=("The npm login command verifies a user against the .npmrc file and saves the credentials to the specified registry.",
                           "[roles] the registry and the .npmrc file swapped: the page verifies the user in the registry and saves the credentials to .npmrc; the claim verifies against .npmrc and saves to the registry"),
            overclaim=("The npm login command saves the credentials to every .npmrc file on the machine, the project's, the user's and the global one alike.",
                       "scope widened: 'the .npmrc file' (one file) -> 'every .npmrc file on the machine'; 'every', 'machine' (outside line 30-31), 'global' and 'alike' do not occur in the page's Description; 'project' only in the copied scope option ('the scope of the current project')"),
            added=("The npm login command verifies the user in the specified registry, saves the credentials to .npmrc and then prints the name of the logged-in user.",
                   "added step (printing the user name) not in the page; 'print' does not occur in it, 'name' only inside 'username' (lines 24, 31) and the copied scope option's code comment ('named'); may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="When using `legacy` for your `auth-type`",
            end="read in from prompts.",
            reworded=("When legacy is used as the auth-type, npm login reads the username and password in from prompts.",
                      "'When using legacy for your auth-type' -> 'When legacy is used as the auth-type'; the passive 'the username and password, are read in from prompts' made active with the subject 'npm login' (the title); the page's stray comma dropped; backticks dropped"),
            paraphrase=("With the legacy authentication type, npm login asks the user to type in a username and a password.",
                        "freer rewording; 'for your auth-type' -> 'the legacy authentication type' (the auth-type option: 'What authentication strategy to use with login'); 'are read in from prompts' -> 'asks the user to type in'"),
            contradiction=("When legacy is used as the auth-type, npm login does not prompt for the username and password.",
                           "[negation] 'the username and password, are read in from prompts' -> 'does not prompt for the username and password'"),
            overclaim=("With the legacy auth-type, prompts are the only way npm login can ever be given the username and password.",
                       "exclusivity added ('the only way ... can ever be given'); the page says they are read from prompts and nothing about other ways; 'only' does not occur in the page, 'ever' only inside 'whatever' (the copied scope option's example), 'always' only in the copied auth-type option ('this value will always be set to legacy')"),
            added=("When legacy is used as the auth-type, npm login reads the username and password from prompts, and the password is not echoed to the terminal as it is typed.",
                   "added detail (the password not echoed) not in the page; 'echo', 'terminal' and 'typed' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="You may use this command multiple times",
            end="authorize on a new machine.",
            reworded=("The npm login command may be used multiple times with the same user account to authorize on a new machine.",
                      "'You may use this command' -> 'The npm login command may be used' (the title; the check refuses 'you' and 'this command'); the rest kept"),
            paraphrase=("Running npm login again with an account that was already used elsewhere is allowed, so that a further computer can be authorized.",
                        "freer rewording; 'multiple times with the same user account' -> 'again with an account that was already used elsewhere'; 'to authorize on a new machine' -> 'so that a further computer can be authorized'"),
            contradiction=("The npm login command can be used only once with a given user account, not again to authorize that account on a new machine.",
                           "[number] 'multiple times with the same user account' -> 'only once with a given user account'"),
            overclaim=("The npm login command can authorize the same user account on any number of machines, with no limit at all.",
                       "degree raised: 'multiple times' -> 'any number of machines, with no limit at all'; 'number' and 'limit' do not occur in the page, 'any' only in the copied scope option ('the scope of the current project, if any')"),
            added=("The npm login command may be used again with the same account to authorize a new machine, and each new machine must also be confirmed with a code sent to the account's email address.",
                   "added step (a code sent by email to confirm a new machine) not in the page; 'code' and 'confirm' do not occur in it, and 'email address' only in line 28 (how to change it) and line 31 (it must match the existing record); may be true in the world for some accounts, not checked"),
        ),
        dict(
            section="Description",
            start="When authenticating on a new machine",
            end="with your existing record.",
            reworded=("When npm login authenticates on a new machine, the username, password and email address must all match the existing record.",
                      "'When authenticating on a new machine' given the subject 'npm login' (the title, and line 30's 'this command'); 'must all match with your existing record' -> 'must all match the existing record'"),
            paraphrase=("Signing in from another computer only succeeds if the username, password and email given are the same as those already on record for the account.",
                        "freer rewording; 'When authenticating on a new machine' -> 'Signing in from another computer'; 'must all match with your existing record' -> 'only succeeds if ... are the same as those already on record'"),
            contradiction=("When npm login authenticates on a new machine, the existing record is updated to match the username, password and email address that were entered.",
                           "[roles] which side must conform is reversed: on the page the entered username, password and email address must match the existing record; in the claim the record is changed to match what was entered"),
            overclaim=("Matching the username, password and email address of the existing record is all it takes for npm login to authenticate on a new machine.",
                       "a necessary condition made a sufficient one ('is all it takes'); the page says the three must match, not that nothing else is checked; 'takes' does not occur in the page (the copied otp text is not on this page; the auth-type option mentions otp only as a config that forces legacy)"),
            added=("When npm login authenticates on a new machine, the username, password and email address must all match the existing record, and three failed attempts lock the account for an hour.",
                   "added rule (an account lock after three failed attempts) not in the page; 'three', 'failed', 'lock' and 'hour' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# using-npm/orgs.md (2,268 bytes): front-matter title "Organizations"; ###
# sections Description (a numbered list of three user levels, four short
# paragraphs, a list of two commands), Team Admins create teams, Publish a
# package and adjust package access, Monitor your package access (these
# three are bullet captions over code blocks) and See also.  No line is
# shared with another file.  Three cuts from ### Description and one from
# ### Team Admins create teams (the one bullet there with prose of its own).
DOCS.append(dict(
    path="using-npm/orgs.md",
    kind="docs", num="npm", title="Organizations",
    sentences=[
        dict(
            section="Description",
            start="The super admin is the only person",
            end="the monthly bill.",
            reworded=("In an npm org, the super admin is the only person who can add users, because adding them impacts the monthly bill.",
                      "'In an npm org' from the page (title 'Organizations', front matter 'Working with teams & organizations'); 'to the org' folded into 'In an npm org'; 'because it impacts' -> 'because adding them impacts' (the referent of 'it' made explicit)"),
            paraphrase=("Since taking on new members changes what an organization pays each month, adding people to it is reserved for the super admin alone.",
                        "freer rewording; 'it impacts the monthly bill' -> 'changes what an organization pays each month'; 'the only person who can add users' -> 'reserved for the super admin alone'"),
            contradiction=("In an npm org, the team admin is the only person who can add users to the org, because doing so impacts the monthly bill.",
                           "[entity] 'The super admin' -> 'the team admin' (another of the page's three levels); the page gives the team admin team membership (line 19), not adding users to the org"),
            overclaim=("In an npm org, adding any user always raises the monthly bill, which is why only the super admin may do it.",
                       "degree raised: 'it impacts the monthly bill' -> 'always raises the monthly bill'; 'raise', 'always' and 'increase' do not occur in the page; the page says the bill is impacted, not in which direction or that it happens every time"),
            added=("In an npm org, only the super admin can add users, because it impacts the monthly bill, and each person added must first accept an email invitation.",
                   "added step (an email invitation to accept) not in the page; 'email', 'invitation' and 'accept' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="The team admin is the person who manages",
            end="to teams, not individuals.",
            reworded=("In an npm org, the team admin manages team creation, team membership and package access for teams, and grants package access to teams rather than to individuals.",
                      "'is the person who manages' -> 'manages'; the two sentences joined with 'and'; 'to teams, not individuals' -> 'to teams rather than to individuals'; 'In an npm org' from the page's subject"),
            paraphrase=("Setting up teams, deciding who belongs to them and choosing which packages they can reach is the team admin's job, and that admin hands out package access per team, never per person.",
                        "freer rewording; 'manages team creation, team membership, and package access for teams' -> 'Setting up teams, deciding who belongs to them and choosing which packages they can reach is the team admin's job'; 'to teams, not individuals' -> 'per team, never per person'"),
            contradiction=("In an npm org, the team admin manages team creation, team membership and package access for teams, and grants package access to individuals, not teams.",
                           "[roles] the two recipients swapped: the page grants package access 'to teams, not individuals'; the claim 'to individuals, not teams'"),
            overclaim=("The team admin of an npm org can give a team access to any package on the whole npm registry.",
                       "scope widened: 'package access for teams' (the page's examples are org packages: 'See what org packages a team member can access', line 76) -> 'any package on the whole npm registry'; 'registry' does not occur in the page, 'whole' only in line 38 ('the whole list of team members')"),
            added=("In an npm org, the team admin manages teams and grants package access to teams, not individuals, and every change of access is recorded in an audit log.",
                   "added detail (an audit log of access changes) not in the page; 'audit', 'log' and 'record' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="The developer will be able to access packages",
            end="read-write or read-only.",
            reworded=("In an npm org, a developer can access packages based on the teams they are on, and that access is either read-write or read-only.",
                      "'The developer will be able to access' -> 'a developer can access'; the two sentences joined ('Access is' -> 'that access is'); 'In an npm org' from the page's subject"),
            paraphrase=("Which packages an org developer gets to use depends on the developer's team memberships, and each such grant allows either reading and writing or reading only.",
                        "freer rewording; 'will be able to access packages based on the teams they are on' -> 'Which packages ... gets to use depends on the developer's team memberships'; 'either read-write or read-only' -> 'either reading and writing or reading only'"),
            contradiction=("In an npm org, the teams a developer is on are decided by the packages the developer can access, and that access is either read-write or read-only.",
                           "[roles] the dependency reversed: on the page package access follows from the teams a developer is on; in the claim team membership follows from package access"),
            overclaim=("In an npm org, the teams a developer is on are the only thing that ever decides which packages the developer can access, with no exceptions.",
                       "exclusivity added ('the only thing that ever decides ..., with no exceptions'); the page says access is 'based on the teams they are on', not that nothing else can give access; 'only' occurs in the page only in 'read-only' and in line 15 ('the only person who can add users'), 'exception' not at all"),
            added=("In an npm org, a developer's package access follows from their teams and is read-write or read-only, and when two teams give different levels the higher one wins.",
                   "added rule (the higher of two levels wins) not in the page; 'higher', 'level' in this sense ('three levels of org users', line 9, is about users) and 'wins' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Team Admins create teams",
            start="Each org is automatically given a `developers` team",
            end="with the `access` command.",
            reworded=("Each npm org is automatically given a developers team, so the whole list of team members in the org can be seen, and this team automatically gets read-write access to all packages, which can be changed with the access command.",
                      "'you can see' -> 'can be seen'; 'your org' -> 'the org'; the two sentences joined; 'but you can change that with the access command' -> 'which can be changed with the access command'; 'npm' added; backticks dropped"),
            paraphrase=("Every organization comes with a built-in developers team listing all of its members, and that team starts out able to read and write every package, a default that npm access can adjust.",
                        "freer rewording; 'is automatically given' -> 'comes with a built-in'; 'so you can see the whole list of team members' -> 'listing all of its members'; 'automatically gets read-write access to all packages' -> 'starts out able to read and write every package'; 'you can change that with the access command' -> 'a default that npm access can adjust' (the page's 'npm access', line 28)"),
            contradiction=("Each npm org is automatically given a developers team with read-write access to all packages, and that access cannot be changed with the access command.",
                           "[negation] 'but you can change that with the access command' -> 'that access cannot be changed with the access command'"),
            overclaim=("The access command can change anything about an npm org's developers team, not only its read-write access to packages.",
                       "scope widened: 'you can change that' (the team's read-write access) with the access command -> 'anything about ... the developers team'; 'anything' does not occur in the page; the page's access commands (lines 65-91) grant, revoke and list package access only, and team members are added with npm team (line 50)"),
            added=("Each npm org is automatically given a developers team with read-write access to all packages, and the team's members get an email whenever that access changes.",
                   "added detail (an email to members when access changes) not in the page; 'email' does not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# commands/npm-deprecate.md (2,156 bytes): front-matter title
# "npm-deprecate"; ### sections Synopsis (a code block and "Note: This
# command is unaware of workspaces.", shared), Description (seven short
# paragraphs between three code blocks), Configuration (registry, otp,
# dry-run: every text copied from using-npm/config.md and other command
# pages) and See Also.  All the page's own prose is under ### Description,
# so the four cuts come from one ### section and one nearest heading.
DOCS.append(dict(
    path="commands/npm-deprecate.md",
    kind="docs", num="npm", title="npm-deprecate",
    sentences=[
        dict(
            section="Description",
            start="This command will update the npm registry entry",
            end="attempt to install it.",
            reworded=("The npm deprecate command updates the npm registry entry for a package, giving a deprecation warning to everyone who attempts to install it.",
                      "'This command' -> 'The npm deprecate command' (the title); 'will update' -> 'updates'; 'providing a deprecation warning to all who attempt' -> 'giving a deprecation warning to everyone who attempts'"),
            paraphrase=("Deprecating a package with npm changes its entry in the registry, so that anyone who tries to install it is shown a deprecation warning.",
                        "freer rewording; 'will update the npm registry entry for a package' -> 'changes its entry in the registry'; 'providing a deprecation warning to all who attempt to install it' -> 'anyone who tries to install it is shown a deprecation warning'"),
            contradiction=("The npm deprecate command updates the package.json file in the local project rather than the npm registry entry, giving a deprecation warning to everyone who attempts to install the package.",
                           "[entity] 'the npm registry entry for a package' -> 'the package.json file in the local project rather than the npm registry entry'; 'package.json' and 'local project' do not occur in the page's Description"),
            overclaim=("The deprecation warning set with npm deprecate reaches every user of the package, including those who installed it before it was deprecated.",
                       "scope widened: 'all who attempt to install it' -> 'every user of the package, including those who installed it before'; 'user' occurs in the page only inside 'npm adduser', 'before' not at all"),
            added=("The npm deprecate command updates the registry entry so that everyone installing the package gets a deprecation warning, and the registry also records the date on which the package was deprecated.",
                   "added detail (the date of the deprecation recorded) not in the page; 'record' does not occur in it, 'date' only inside 'update' (line 17 and the copied dry-run text); invented"),
        ),
        dict(
            section="Description",
            start="SemVer ranges passed to this command",
            end="include prerelease versions.",
            reworded=("SemVer ranges passed to npm deprecate are interpreted so that they do include prerelease versions.",
                      "'this command' -> 'npm deprecate' (the title); 'such that' -> 'so that'; the emphasis on 'do' dropped (the check refuses asterisks)"),
            paraphrase=("When npm deprecate is given a version range, prerelease versions that fall within it are covered as well.",
                        "freer rewording; 'SemVer ranges passed to this command' -> 'When npm deprecate is given a version range'; 'are interpreted such that they do include prerelease versions' -> 'prerelease versions that fall within it are covered as well' (the page's example: 1.x covers my-thing@1.0.0-beta.0)"),
            contradiction=("SemVer ranges passed to npm deprecate are interpreted so that they leave out prerelease versions.",
                           "[negation] 'they do include prerelease versions' -> 'they leave out prerelease versions'"),
            overclaim=("Not only SemVer ranges but also single exact versions passed to npm deprecate are treated as including prerelease versions.",
                       "scope widened: the page's rule is about 'SemVer ranges passed to this command'; the claim extends it to 'single exact versions'; 'exact' and 'single' do not occur in the page ('specific versions' only in line 19, with no word on their prereleases)"),
            added=("SemVer ranges passed to npm deprecate do include prerelease versions, and npm lists every matching version on the screen before it deprecates them.",
                   "added step (listing the matching versions first) not in the page; 'list', 'screen' and 'matching' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="You must be the package owner to deprecate",
            end="`adduser` help topics.",
            reworded=("To deprecate something with npm deprecate, the user must be the package owner, and the owner and adduser help topics say more about it.",
                      "'You must be the package owner to deprecate something' -> 'To deprecate something with npm deprecate, the user must be the package owner'; 'See the owner and adduser help topics' -> 'the owner and adduser help topics say more about it'; backticks dropped"),
            paraphrase=("Only someone who owns a package may deprecate it, and npm points to its help on owner and adduser for the details.",
                        "freer rewording; 'You must be the package owner' -> 'Only someone who owns a package may'; 'See the owner and adduser help topics' -> 'npm points to its help on owner and adduser for the details'"),
            contradiction=("A user does not have to be the package owner to deprecate it with npm deprecate; the owner and adduser help topics say more.",
                           "[negation] 'You must be the package owner to deprecate something' -> 'does not have to be the package owner'"),
            overclaim=("Only the package owner can make any change at all to a package in the npm registry, deprecation included.",
                       "scope widened: the page's rule is about deprecating ('to deprecate something'); the claim makes it 'any change at all'; 'change' occurs in the page only in the copied otp and dry-run option texts ('changing package permissions', 'make any changes'), which do not say who may make them"),
            added=("Only the package owner can deprecate a package with npm deprecate, and every other owner of the package is notified by email when that happens.",
                   "added detail (an email to the other owners) not in the page; 'email', 'notified' and 'other owner' do not occur in it ('other' only in the copied dry-run note, 'other network related commands'); invented"),
        ),
        dict(
            section="Description",
            start="To un-deprecate a package, specify",
            end="format an empty string.",
            reworded=("To un-deprecate a package, npm deprecate is given an empty string for the message argument, which must be written as double quotes with no space between them.",
                      "'specify an empty string for the message argument' -> 'npm deprecate is given an empty string for the message argument'; the two sentences joined; 'Note that you must use double quotes ... to format an empty string' -> 'which must be written as double quotes ...'; the literal and backticks dropped"),
            paraphrase=("Passing npm deprecate a blank message, typed as a pair of double quotes with nothing in between, lifts the deprecation from a package.",
                        "freer rewording; 'specify an empty string for the message argument' -> 'Passing ... a blank message'; 'double quotes with no space between them' -> 'a pair of double quotes with nothing in between'; 'To un-deprecate a package' -> 'lifts the deprecation from a package'"),
            contradiction=("To un-deprecate a package, npm deprecate is given an empty string for the message argument, which must be written as double quotes with exactly one space between them.",
                           "[number] 'with no space between them' (zero spaces) -> 'with exactly one space between them'"),
            overclaim=("For every npm command, an empty string argument has to be written as double quotes with no space between them.",
                       "scope widened: the page's note is about the message argument of npm deprecate; the claim makes it a rule 'For every npm command'; 'every' does not occur in the page ('any' only in the copied dry-run text)"),
            added=("To un-deprecate a package, npm deprecate is given an empty message written as double quotes with no space between them, and the old deprecation message is kept in the package's history.",
                   "added detail (the old message kept in a history) not in the page; 'history' and 'kept' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# commands/npm-adduser.md (2,033 bytes): front-matter title "npm-adduser";
# ### sections Synopsis (a code block with the alias add-user, and the
# shared "Note: This command is unaware of workspaces."), Description (three
# short paragraphs), Configuration (registry, scope, auth-type: copied from
# using-npm/config.md, npm-login.md and npm-logout.md) and See Also.  The
# page's prose is exactly four sentences of 12-45 words, each a near-copy of
# an npm-login.md sentence that differs in its own words ("Create a new
# user"; "see registry" for "see config"; "npm adduser"; "and email"); none
# occurs in another file (the line "For more information, see About legacy
# tokens." is shared and has 7 words).  All four under ### Description.
DOCS.append(dict(
    path="commands/npm-adduser.md",
    kind="docs", num="npm", title="npm-adduser",
    sentences=[
        dict(
            section="Description",
            start="Create a new user in the specified registry",
            end="to the `.npmrc` file.",
            reworded=("The npm adduser command creates a new user in the specified registry and saves the credentials to the .npmrc file.",
                      "the imperative 'Create a new user ..., and save' given the subject 'The npm adduser command' (the title); the comma before 'and' dropped; backticks dropped"),
            paraphrase=("Running npm adduser registers a fresh account with the chosen registry and writes its login details into .npmrc.",
                        "freer rewording; 'Create a new user in the specified registry' -> 'registers a fresh account with the chosen registry'; 'save the credentials to the .npmrc file' -> 'writes its login details into .npmrc'"),
            contradiction=("The npm adduser command creates a new user in the specified registry and removes the credentials from the .npmrc file.",
                           "[direction] 'save the credentials to the .npmrc file' -> 'removes the credentials from the .npmrc file' (written in -> taken out)"),
            overclaim=("Whatever registry is specified, npm adduser is always able to create a new user in it.",
                       "degree raised: 'Create a new user in the specified registry' -> 'always able to create a new user' in any registry; 'always' occurs in the page only in the copied auth-type option ('this value will always be set to legacy'), 'whatever' only in the copied scope option's example package name ('@foo/whatever'); the page says nothing about registries that do not allow new users"),
            added=("The npm adduser command creates a new user in the specified registry, saves the credentials to .npmrc and sends a verification email to the new user's address.",
                   "added step (a verification email) not in the page; 'verification', 'sends' and 'address' do not occur in it ('email' only in line 25, read from a prompt); may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If no registry is specified, the default",
            end="(/using-npm/registry)).",
            reworded=("If no registry is specified for npm adduser, the default registry is used instead.",
                      "'If no registry is specified' given the command (the title); 'will be used' -> 'is used instead'; the link '(see registry)' to using-npm/registry left out"),
            paraphrase=("Without an explicit registry, npm adduser falls back on the default one.",
                        "freer rewording; 'If no registry is specified' -> 'Without an explicit registry'; 'the default registry will be used' -> 'falls back on the default one'; the link left out"),
            contradiction=("If no registry is specified for npm adduser, the default registry is not used.",
                           "[negation] 'the default registry will be used' -> 'the default registry is not used'"),
            overclaim=("Every npm command, not only npm adduser, uses the default registry whenever no registry is specified.",
                       "scope widened: the page's rule is about npm adduser; the claim extends it to 'Every npm command'; 'every' does not occur in the page (npm-login.md says the same of npm login, which is not every command)"),
            added=("If no registry is specified, npm adduser uses the default registry and prints that registry's address before it creates the user.",
                   "added step (printing the registry's address) not in the page; 'print' and 'address' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="When you run `npm adduser`",
            end="of `publish` type.",
            reworded=("When npm adduser is run, the npm CLI automatically generates a legacy token of publish type.",
                      "'When you run npm adduser' -> 'When npm adduser is run'; 'the CLI' -> 'the npm CLI'; backticks dropped"),
            paraphrase=("Running npm adduser makes the command-line tool create a legacy publish token on its own.",
                        "freer rewording; 'the CLI automatically generates' -> 'makes the command-line tool create ... on its own'; 'a legacy token of publish type' -> 'a legacy publish token'"),
            contradiction=("When npm adduser is run, the npm CLI automatically revokes a legacy token of publish type rather than generating one.",
                           "[direction] 'generates a legacy token' -> 'revokes a legacy token ... rather than generating one' (the action reversed)"),
            overclaim=("The legacy publish token that npm adduser generates lets the user publish any package on the registry, whoever owns it.",
                       "scope widened: 'a legacy token of publish type' -> a token that can publish 'any package on the registry, whoever owns it'; 'owns' and 'any package' do not occur in the page ('owner' only in the See Also link npm owner); the page says nothing about what the token may publish"),
            added=("When npm adduser is run, the CLI automatically generates a legacy token of publish type, and that token expires after thirty days.",
                   "added detail (an expiry of thirty days) not in the page; 'expire', 'thirty' and 'days' do not occur in it; invented (npm-token.md has an expires option, but gives no number for legacy tokens)"),
        ),
        dict(
            section="Description",
            start="When using `legacy` for your `auth-type`",
            end="read in from prompts.",
            reworded=("When legacy is used as the auth-type, npm adduser reads the username, password and email in from prompts.",
                      "'When using legacy for your auth-type' -> 'When legacy is used as the auth-type'; the passive 'are read in from prompts' made active with the subject 'npm adduser' (the title); the serial comma dropped; backticks dropped"),
            paraphrase=("With the legacy authentication type, npm adduser asks interactively for a username, a password and an email address.",
                        "freer rewording; 'for your auth-type' -> 'With the legacy authentication type'; 'are read in from prompts' -> 'asks interactively for'; 'email' -> 'an email address'"),
            contradiction=("When legacy is used as the auth-type, npm adduser reads only the username and password from prompts, not the email.",
                           "[number] three values read from prompts (username, password, email) -> 'only the username and password', two"),
            overclaim=("Whatever auth-type is set, npm adduser always reads the username, password and email from prompts.",
                       "scope widened: 'When using legacy for your auth-type' -> 'Whatever auth-type is set'; the copied auth-type option gives 'web' as the default and says nothing of prompts for it; 'always' occurs only there ('this value will always be set to legacy'), 'whatever' only in the copied scope option's example package name ('@foo/whatever')"),
            added=("When legacy is used as the auth-type, npm adduser reads the username, password and email from prompts and asks for the password a second time to confirm it.",
                   "added step (the password asked for twice) not in the page; 'confirm', 'second' and 'twice' do not occur in it; may be true in some versions, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# commands/npm-logout.md (1,749 bytes), the spare used in place of
# commands/npm-org.md: front-matter title "npm-logout"; ### sections
# Synopsis (a code block and the shared "Note: This command is unaware of
# workspaces."), Description (three short paragraphs), Configuration
# (registry, scope: copied from using-npm/config.md, npm-login.md and
# npm-adduser.md) and See Also.  The Description has four page-specific
# sentences of 12-45 words (lines 17, 18, 20 and 23; line 21 has 10 words
# and goes with line 20); the four cuts are those, all under ###
# Description.
DOCS.append(dict(
    path="commands/npm-logout.md",
    kind="docs", num="npm", title="npm-logout",
    sentences=[
        dict(
            section="Description",
            start="When logged into a registry that supports token-based",
            end="this token's session.",
            reworded=("When logged into a registry that supports token-based authentication, npm logout tells the server to end the token's session.",
                      "the imperative 'tell the server' given the subject 'npm logout' (the title); 'this token's session' -> 'the token's session'"),
            paraphrase=("On a registry that authenticates with tokens, logging out with npm asks the server to close the session belonging to that token.",
                        "freer rewording; 'a registry that supports token-based authentication' -> 'a registry that authenticates with tokens'; 'tell the server to end this token's session' -> 'asks the server to close the session belonging to that token'"),
            contradiction=("When logged into a registry that supports token-based authentication, npm logout tells the server to renew the token's session rather than end it.",
                           "[direction] 'end this token's session' -> 'renew the token's session rather than end it' (the action reversed)"),
            overclaim=("On a registry that supports token-based authentication, npm logout ends every session the user has, not only the session of the token in use.",
                       "scope widened: 'end this token's session' -> 'ends every session the user has'; 'every' occurs in the page only inside 'everywhere' (line 18, about the one token, wherever it is used)"),
            added=("When logged into a token-based registry, npm logout tells the server to end the token's session and then prints the name of the registry it logged out of.",
                   "added step (printing the registry's name) not in the page; 'print' does not occur in it, 'name' only inside 'username' (line 20) and the copied scope option's code comment ('named'); may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="This will invalidate the token everywhere",
            end="for the current environment.",
            reworded=("By ending the token's session, npm logout invalidates the token everywhere it is being used, not just for the current environment.",
                      "'This' (line 17: telling the server to end the token's session) -> 'By ending the token's session, npm logout'; 'will invalidate' -> 'invalidates'; 'everywhere you're using it' -> 'everywhere it is being used'"),
            paraphrase=("Logging out of a token-based registry with npm disables the token wherever it is in use, and not only in the environment where the command was run.",
                        "freer rewording; 'invalidate the token everywhere you're using it' -> 'disables the token wherever it is in use'; 'not just for the current environment' -> 'not only in the environment where the command was run'; the token-based case from line 17"),
            contradiction=("By ending the token's session, npm logout invalidates the token only for the current environment, and it stays valid everywhere else it is used.",
                           "[direction] the scope reversed: 'everywhere you're using it, not just for the current environment' -> 'only for the current environment' and valid elsewhere"),
            overclaim=("Because npm logout invalidates the token everywhere, no request made with that token can succeed anywhere from the very instant the command is run.",
                       "degree raised: 'will invalidate the token everywhere' -> effective 'from the very instant the command is run'; 'instant', 'request' and 'succeed' do not occur in the page; the page gives no timing"),
            added=("By ending the token's session, npm logout invalidates the token everywhere it is used, and the registry emails the account owner to say that the token was invalidated.",
                   "added step (an email to the account owner) not in the page; 'email' and 'owner' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="When logged into a legacy registry",
            end="affect the current environment.",
            reworded=("When logged into a legacy registry that uses username and password authentication, npm logout clears the credentials in the user configuration, and in this case it affects only the current environment.",
                      "'this will clear' -> 'npm logout clears' (the title); 'your user configuration' -> 'the user configuration'; the two sentences joined; 'it will only affect' -> 'it affects only'; the emphasis dropped"),
            paraphrase=("On an older registry that relies on a username and password, logging out with npm just wipes the stored credentials from the user's config, so nothing outside the present environment changes.",
                        "freer rewording; 'a legacy registry that uses username and password authentication' -> 'an older registry that relies on a username and password'; 'clear the credentials in your user configuration' -> 'wipes the stored credentials from the user's config'; 'it will only affect the current environment' -> 'nothing outside the present environment changes'"),
            contradiction=("When logged into a legacy registry that uses username and password authentication, npm logout clears the credentials in the project configuration, affecting only the current environment.",
                           "[entity] 'your user configuration' -> 'the project configuration'; 'project' occurs in the page only in the copied scope option ('the scope of the current project')"),
            overclaim=("On a legacy registry, npm logout removes the credentials from every configuration file npm reads, the project and global ones included.",
                       "scope widened: 'your user configuration' -> 'every configuration file npm reads, the project and global ones included'; 'global' and 'file' do not occur in the page, 'every' only inside 'everywhere' (line 18, the token-based case)"),
            added=("On a legacy registry with username and password authentication, npm logout clears the credentials in the user configuration and writes a backup of them to a separate file.",
                   "added step (a backup of the removed credentials) not in the page; 'backup', 'separate' and 'file' do not occur in it; invented, and probably false in the world"),
        ),
        dict(
            section="Description",
            start="If `--scope` is provided",
            end="to that scope, if set.",
            reworded=("If --scope is provided, npm logout finds the credentials for the registry connected to that scope, if one is set.",
                      "'this will find' -> 'npm logout finds' (the title); 'if set' -> 'if one is set'; backticks dropped"),
            paraphrase=("Passing a scope to npm logout makes it look up the login details of whichever registry that scope is tied to, provided such a link exists.",
                        "freer rewording; 'If --scope is provided' -> 'Passing a scope to npm logout'; 'find the credentials for the registry connected to that scope' -> 'look up the login details of whichever registry that scope is tied to'; 'if set' -> 'provided such a link exists'"),
            contradiction=("If --scope is provided, npm logout ignores it and does not look for the credentials of the registry connected to that scope.",
                           "[negation] 'this will find the credentials for the registry connected to that scope' -> 'ignores it and does not look for the credentials'"),
            overclaim=("Given --scope, npm logout logs out of every registry the user has credentials for, not only the one connected to that scope.",
                       "scope widened: 'the registry connected to that scope' -> 'every registry the user has credentials for'; 'every' occurs in the page only inside 'everywhere' (line 18); a strict reader may call it contradicted by 'the registry connected to that scope' (notes-d.md)"),
            added=("If --scope is provided, npm logout finds the credentials for the registry connected to that scope, and it stops with an error when no registry is connected to that scope.",
                   "added behaviour (an error when the scope has no registry) not in the page; 'error' and 'stops' do not occur in it, and the page's 'if set' leaves the unset case open; invented"),
        ),
    ]))
