# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-52, part D (drafts 16-20).

Same format as review-claims-51's parts.  The documents are five pages of
npm's own Markdown documentation as installed with npm 11.19.1, under
/usr/lib/node_modules/npm/docs/content (the corpus root; `path` is relative
to it).  One entry per document, in draft order.  Each sentence gives the
section it comes from, a start anchor (unique in the raw file) and an end
anchor (first match after the start, inclusive), plus five hand-written
(claim, note) tuples, one per kind.

`kind` is "docs", `num` is "npm" and `title` is the page's front-matter
`title:` value, so the draft heading reads "## npm docs: <title>".
`section` is the text of the nearest heading above the sentence, its '#'
marks dropped and any other markup kept as written.

npm's pages repeat each other (every command page ends with option texts
copied from using-npm/config.md), so every cut, and every sentence of six
or more words inside it, was tested against every other file under the
corpus root, raw, with case and white space read away, and with Markdown
markup stripped: none occurs elsewhere (check_part_d.py tests it;
notes-d.md lists the shared passages avoided).  Three of the five pages are
command pages whose "Configuration" sections are wholly copied, so their
cuts come from Description (and Warning / Examples) only.

No spare was used (commands/npm-fund.md and configuring-npm/install.md):
each of the five assigned pages gives four or more usable page-specific
sentences.  DRAFTS gives the draft number of each entry.
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# commands/npm-token.md (4,905 bytes): front-matter title "npm-token"; ###
# sections Synopsis (a code block and "Note: This command is unaware of
# workspaces.", which is copied in npm-stars.md, npm-trust.md and others),
# Description (#### Listing tokens, Generating tokens, Revoking tokens),
# Configuration (13 options, every text copied from using-npm/config.md,
# three also in npm-owner.md / npm-publish.md) and See Also.  All the
# page's own prose is under ### Description, so the four cuts come from one
# ### section and three #### headings: Listing tokens, Generating tokens,
# Revoking tokens (x2).
DOCS.append(dict(
    path="commands/npm-token.md",
    kind="docs", num="npm", title="npm-token",
    sentences=[
        dict(
            section="Listing tokens",
            start="When listing tokens, an abbreviated token",
            end="the full token is not displayed.",
            reworded=("When npm token lists authentication tokens, an abbreviated token is displayed, and for security purposes the full token is not shown.",
                      "the subject 'npm token' taken from the title and 'authentication' from the Description ('list, create and revoke authentication tokens'); the two sentences joined; 'will be displayed' -> 'is displayed'; 'is not displayed' -> 'is not shown'"),
            paraphrase=("For security reasons, listing tokens with npm token shows a shortened form of each token rather than the whole thing.",
                        "freer rewording; 'an abbreviated token will be displayed' -> 'shows a shortened form of each token'; 'the full token is not displayed' -> 'rather than the whole thing'; 'For security purposes' -> 'For security reasons'"),
            contradiction=("When npm token lists tokens, the full token is displayed, while the abbreviated token is kept out of the listing for security purposes.",
                           "[roles] the two forms swapped: the page displays the abbreviated token and hides the full token; the claim displays the full token and hides the abbreviated one"),
            overclaim=("Because the normal npm token list output shows only an abbreviated token, that output can be shared publicly without any security risk.",
                       "a security purpose made a guarantee: 'For security purposes the full token is not displayed' -> 'can be shared publicly without any security risk'; 'public', 'risk' and 'share' do not occur in the page; the page says nothing about how safe the abbreviated form is (the claim keeps to the normal output: line 33 says the --parseable and --json output shows full token ids)"),
            added=("When listing tokens, npm token displays an abbreviated token rather than the full one, along with the date on which each token was created.",
                   "added detail (the creation date in the listing) not in the page; 'date' and 'created' do not occur in it ('create' only in the command name npm token create); may be true in the world, not checked"),
        ),
        dict(
            section="Generating tokens",
            start="When generating tokens, you will be prompted",
            end="enabled, an otp.",
            reworded=("When npm token generates tokens, it prompts the user for their password and, if two-factor authentication is enabled, for an otp.",
                      "'When generating tokens' given the subject 'npm token' (the title); 'you will be prompted you for your password' (the page's doubled 'you') -> 'it prompts the user for their password'; 'if you have two-factor authentication enabled' -> 'if two-factor authentication is enabled'"),
            paraphrase=("Creating a token with npm token asks for the account password, plus a one-time password when two-factor authentication is turned on.",
                        "freer rewording; 'generating tokens' -> 'Creating a token' (the Synopsis names it npm token create); 'an otp' spelt out as 'a one-time password' (the page's otp option: 'This is a one-time password from a two-factor authenticator'); 'enabled' -> 'turned on'"),
            contradiction=("When generating tokens, npm token prompts for the user's email address rather than their password, plus an otp if two-factor authentication is enabled.",
                           "[entity] 'you will be prompted you for your password' -> 'prompts for the user's email address rather than their password'; 'email' does not occur in the page"),
            overclaim=("The password prompt, followed by an otp prompt when two-factor authentication is enabled, is the only check npm makes before it generates a token.",
                       "exclusivity added ('the only check'); the page says what npm prompts for and nothing about other checks; 'only' occurs in the page only inside 'read-only' (the permission options and the read-only option), 'check' not at all; the password option (line 158) says the password can also be given on the command line, which is about the prompt, not about other checks"),
            added=("When generating tokens, npm token prompts for the password and, with two-factor authentication enabled, an otp, and it gives up after three wrong passwords.",
                   "added behaviour (giving up after three wrong passwords) not in the page; 'three', 'wrong' and 'gives up' do not occur in it; invented"),
        ),
        dict(
            section="Revoking tokens",
            start="If the given truncated id is not distinct enough",
            end="distinguish between them.",
            reworded=("When revoking a token with npm token, if the given truncated id is not distinct enough to tell multiple existing tokens apart, the user needs to give enough of the id for npm to distinguish between them.",
                      "'When revoking a token with npm token' from the heading and the title; 'to differentiate between' -> 'to tell ... apart'; 'you will need to use enough of the id to allow npm to distinguish' -> 'the user needs to give enough of the id for npm to distinguish'"),
            paraphrase=("A truncated id that fits more than one existing token is not enough for npm token revoke, so the user has to supply a longer part of the id until npm can tell the tokens apart.",
                        "freer rewording; 'is not distinct enough to differentiate between multiple existing tokens' -> 'fits more than one existing token'; 'use enough of the id' -> 'supply a longer part of the id' (longer than the ambiguous truncation); the command named from the Synopsis (npm token revoke)"),
            contradiction=("When revoking a token with npm token, if a truncated id is not distinct enough to tell multiple existing tokens apart, the user has to shorten it further so that npm can distinguish between them.",
                           "[direction] 'you will need to use enough of the id' (more of it) -> 'has to shorten it further' (less of it)"),
            overclaim=("Every npm command that takes a token id accepts a truncated id, as long as it is distinct enough to tell the existing tokens apart.",
                       "scope widened from revoking (the heading 'Revoking tokens') to 'Every npm command that takes a token id'; 'every' does not occur in the page, and truncated ids are mentioned only under Revoking tokens"),
            added=("When revoking a token, a truncated id must contain enough of the id for npm to tell multiple existing tokens apart, and it must also be at least six characters long.",
                   "added rule (a minimum of six characters) not in the page; 'six' and 'characters' do not occur in it, and no length is given; invented"),
        ),
        dict(
            section="Revoking tokens",
            start="A revoked token will immediately be removed",
            end="able to use it.",
            reworded=("A token revoked with npm token is immediately removed from the registry, and the user can no longer use it.",
                      "'A revoked token' given the command (the title); 'will immediately be removed' -> 'is immediately removed'; 'you will no longer be able to use it' -> 'the user can no longer use it'"),
            paraphrase=("Once revoked, a token disappears from the registry at once and stops working for its owner.",
                        "freer rewording; 'will immediately be removed from the registry' -> 'disappears from the registry at once'; 'you will no longer be able to use it' -> 'stops working for its owner'"),
            contradiction=("A token revoked with npm token is not removed from the registry right away, and the user can keep using it for a while.",
                           "[negation] 'will immediately be removed from the registry and you will no longer be able to use it' -> 'is not removed ... right away, and the user can keep using it'"),
            overclaim=("Revoking a token with npm token immediately and permanently erases every trace of it, so that no record of the token remains anywhere.",
                       "scope and degree raised: 'removed from the registry' -> 'erases every trace of it ... no record ... remains anywhere'; 'permanent', 'trace', 'record' and 'anywhere' do not occur in the page"),
            added=("A revoked token is immediately removed from the registry and can no longer be used, and npm also deletes it from the user's .npmrc file.",
                   "added step (npm deleting the token from .npmrc) not in the page; '.npmrc' occurs only in line 33 ('as can be found in an .npmrc file'), as a place to find a full token, and in the See Also link to the npmrc page, never as something npm changes; invented, and probably false in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# commands/npm-unpublish.md (4,491 bytes): front-matter title
# "npm-unpublish"; ### sections Synopsis (a code block and a link to the
# unpublish policies), Warning (one sentence), Description (six short
# paragraphs), Configuration (dry-run, force, workspace, workspaces: every
# text copied from using-npm/config.md and other command pages) and See
# Also.  Prose of the page's own is under Warning and Description only, so
# the four cuts come from two ### sections: Warning (x1), Description (x3).
DOCS.append(dict(
    path="commands/npm-unpublish.md",
    kind="docs", num="npm", title="npm-unpublish",
    sentences=[
        dict(
            section="Warning",
            start="Consider using the [`deprecate`]",
            end="want to maintain a package.",
            reworded=("The npm docs suggest considering the deprecate command instead of npm unpublish if the intent is to encourage users to upgrade, or if the author no longer wants to maintain a package.",
                      "the imperative 'Consider using' given the subject 'The npm docs suggest considering'; 'instead' given its object (npm unpublish, the title); 'your intent' -> 'the intent'; 'you no longer want' -> 'the author no longer wants'; link and backticks dropped"),
            paraphrase=("Anyone who wants to push users toward upgrading, or who has stopped wanting to maintain a package, should think about deprecating it rather than unpublishing it.",
                        "freer rewording; 'Consider using the deprecate command instead' -> 'should think about deprecating it rather than unpublishing it'; 'encourage users to upgrade' -> 'push users toward upgrading'"),
            contradiction=("The npm docs suggest considering npm unpublish instead of the deprecate command if the intent is to encourage users to upgrade, or if the author no longer wants to maintain a package.",
                           "[roles] the two commands swapped: the page recommends deprecate instead of unpublish for these intents; the claim recommends unpublish instead of deprecate"),
            overclaim=("The npm docs say that a package which is no longer maintained must always be deprecated and never unpublished.",
                       "advice made a rule: 'Consider using the deprecate command instead' -> 'must always be deprecated and never unpublished'; 'must' occurs in the page only in 'you must use a new version number', 'never' only in 'can never be reused' and 'always' not at all"),
            added=("The npm docs suggest the deprecate command instead of npm unpublish for encouraging users to upgrade, since a deprecation message is shown to everyone who installs the deprecated version.",
                   "added reason (a deprecation message shown on install) not in the page; 'message' and 'deprecation' do not occur in it ('deprecate' only as the command's name and link); may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If you specify a package name but do not specify a version",
            end="root package entry entirely.",
            reworded=("If npm unpublish is given a package name but no version, or if all of a package's versions are removed, the registry will remove the root package entry entirely.",
                      "'you specify a package name but do not specify a version' -> 'npm unpublish is given a package name but no version'; 'you remove all of a package's versions' -> 'all of a package's versions are removed'; 'then' dropped"),
            paraphrase=("Naming a package without a version, or unpublishing every one of its versions, makes the registry delete the package's root entry altogether.",
                        "freer rewording; the two conditions kept; 'remove all of a package's versions' -> 'unpublishing every one of its versions'; 'remove the root package entry entirely' -> 'delete the package's root entry altogether'"),
            contradiction=("If npm unpublish is given a package name but no version, or if all of a package's versions are removed, the registry still keeps the root package entry.",
                           "[negation] 'the registry will remove the root package entry entirely' -> 'the registry still keeps the root package entry'"),
            overclaim=("If npm unpublish is given a package name but no version, the package is removed entirely, from the registry and from every mirror and cache that holds a copy of it.",
                       "scope widened: 'the registry will remove the root package entry entirely' -> removed 'from every mirror and cache that holds a copy'; 'mirror' and 'copy' do not occur in the page, and 'cache' only in the copied force option ('Allow deleting the cache folder with npm cache clean')"),
            added=("If npm unpublish is given a package name but no version, the registry removes the root package entry entirely and emails the package's maintainers about the removal.",
                   "added step (an email to the maintainers) not in the page; 'email' and 'maintainer' do not occur in it ('maintain' only in the Warning, 'no longer want to maintain a package'); invented"),
        ),
        dict(
            section="Description",
            start="Even if you unpublish a package version, that specific",
            end="use a new version number.",
            reworded=("Even after a package version is unpublished with npm unpublish, that specific name and version combination can never be reused, so publishing the package again requires a new version number.",
                      "'Even if you unpublish a package version' -> 'Even after a package version is unpublished with npm unpublish'; the two sentences joined with 'so'; 'In order to publish the package again, you must use a new version number' -> 'publishing the package again requires a new version number'"),
            paraphrase=("Unpublishing a version does not free its name-and-version pair, which can never be used again, so a republished package needs a fresh version number.",
                        "freer rewording; 'that specific name and version combination can never be reused' -> 'does not free its name-and-version pair, which can never be used again'; 'a new version number' -> 'a fresh version number'"),
            contradiction=("Once a package version is unpublished with npm unpublish, that name and version combination can be reused, so the package can be published again under the same version number.",
                           "[negation] 'can never be reused' -> 'can be reused'; 'you must use a new version number' -> 'can be published again under the same version number'"),
            overclaim=("An unpublished name and version combination can never be reused on any registry at all, the public npm registry and every private registry alike.",
                       "scope widened: the page speaks of the npm registry ('This removes a package version from the registry', 'The npm registry will return an error'); the claim extends the rule to 'any registry at all ... every private registry'; 'public', 'private' and 'every' do not occur in the page (first written as 'an unpublish can never be undone in any way', dropped because a reader could take it as following from 'can never be reused')"),
            added=("Even after a package version is unpublished, that name and version combination can never be reused, and npm suggests the next patch version when a reused one is refused.",
                   "added behaviour (npm suggesting the next patch version) not in the page; 'suggest', 'patch' and 'refused' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="If you unpublish the entire package, you may not",
            end="24 hours have passed.",
            reworded=("If the entire package is unpublished with npm unpublish, no new versions of that package may be published until 24 hours have passed.",
                      "'If you unpublish the entire package' -> 'If the entire package is unpublished with npm unpublish'; 'you may not publish any new versions' -> 'no new versions ... may be published'"),
            paraphrase=("After a whole package has been unpublished, a full day must go by before any new version of it can be published.",
                        "freer rewording; '24 hours' -> 'a full day'; 'you may not publish any new versions ... until 24 hours have passed' -> 'a full day must go by before any new version of it can be published'"),
            contradiction=("If the entire package is unpublished with npm unpublish, no new versions of that package may be published until 72 hours have passed.",
                           "[number] '24 hours' -> '72 hours'"),
            overclaim=("Once 24 hours have passed after a whole package was unpublished, any user at all may publish new versions under that package name.",
                       "scope widened: the page says 'you may not publish any new versions of that package until 24 hours have passed', about the one who unpublished it; 'any user at all' is not in the page ('user' occurs only in the Warning's 'encourage users to upgrade' and inside the npm-adduser links)"),
            added=("If the entire package is unpublished, no new versions of it may be published until 24 hours have passed, and during that time its page on the npm website shows an unpublish notice.",
                   "added detail (an unpublish notice on the package's web page) not in the page; 'website' and 'notice' do not occur in it (the only link to the web is 'unpublish policies' in the Synopsis); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# commands/npm-uninstall.md (4,447 bytes): front-matter title
# "npm-uninstall"; ### sections Synopsis (code block), Description (seven
# short paragraphs), Examples (two code blocks, each followed by one
# sentence), Configuration (save, global, workspace, workspaces,
# include-workspace-root, install-links: every text copied from
# using-npm/config.md) and See Also.  The front matter's description
# "Remove a package" is a prefix of npm-unpublish.md's (front matter, not
# prose anyway).  Four cuts from two ### sections: Description (x3), Examples (x1).
DOCS.append(dict(
    path="commands/npm-uninstall.md",
    kind="docs", num="npm", title="npm-uninstall",
    sentences=[
        dict(
            section="Description",
            start="It also removes the package from the `dependencies`",
            end="objects in your `package.json`.",
            reworded=("The npm uninstall command also removes the package from the dependencies, devDependencies, optionalDependencies and peerDependencies objects in the package.json.",
                      "'It' (the previous paragraph's 'This uninstalls a package', i.e. npm uninstall) -> 'The npm uninstall command'; 'your package.json' -> 'the package.json'; backticks dropped"),
            paraphrase=("Besides uninstalling the package, npm uninstall takes its entry out of the dependencies, devDependencies, optionalDependencies and peerDependencies objects of package.json.",
                        "freer rewording; 'also' -> 'Besides uninstalling the package'; 'removes the package from the ... objects in your package.json' -> 'takes its entry out of the ... objects of package.json'"),
            contradiction=("The npm uninstall command removes the package from only two objects in the package.json, dependencies and devDependencies, and leaves optionalDependencies and peerDependencies alone.",
                           "[number] the page names four objects the package is removed from; the claim says only two, leaving the other two"),
            overclaim=("The npm uninstall command removes the package from every kind of dependency object a package.json can have, bundleDependencies included.",
                       "scope widened: the four named objects -> 'every kind of dependency object'; 'bundle' and 'kind' do not occur in the page, and 'every' only inside 'everything' (line 17, 'completely removing everything npm installed on its behalf', about installed files, not package.json)"),
            added=("The npm uninstall command also removes the package from the dependencies, devDependencies, optionalDependencies and peerDependencies objects, and then sorts the remaining entries alphabetically.",
                   "added step (sorting the remaining entries) not in the page; 'sort', 'alphabetical' and 'remaining' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="`--save` or `-S` will tell npm to remove",
            end="in your `npmrc` file",
            reworded=("For npm uninstall, --save or -S tells npm to remove the package from the package.json, npm-shrinkwrap.json and package-lock.json files; this is the default, but it may be needed if, for instance, save=false is set in the npmrc file.",
                      "'will tell' -> 'tells'; the two sentences joined with a semicolon; 'you may need to use this if you have for instance save=false in your npmrc file' -> 'it may be needed if, for instance, save=false is set in the npmrc file'; backticks dropped; a full stop added (the source line has none)"),
            paraphrase=("Removing the package from package.json, npm-shrinkwrap.json and package-lock.json is what npm uninstall does by default, and the --save or -S flag asks for it explicitly, which can be necessary when an npmrc file sets save=false.",
                        "freer rewording; 'This is the default' -> 'is what npm uninstall does by default'; 'you may need to use this if you have for instance save=false in your npmrc file' -> 'which can be necessary when an npmrc file sets save=false'"),
            contradiction=("For npm uninstall, --save or -S tells npm to remove the package from the package.json, npm-shrinkwrap.json and package-lock.json files, which is not the default and has to be asked for every time.",
                           "[negation] 'This is the default' -> 'which is not the default and has to be asked for every time'"),
            overclaim=("With --save or -S, npm uninstall removes the package from package.json, npm-shrinkwrap.json, package-lock.json and every other file in the project that mentions it.",
                       "scope widened: the three named files -> 'and every other file in the project that mentions it'; 'mention' does not occur in the page and 'every' only inside 'everything' (line 17, about what npm installed, not files that name the package); no other file is named as changed"),
            added=("For npm uninstall, --save or -S tells npm to remove the package from package.json, npm-shrinkwrap.json and package-lock.json, and npm writes a backup copy of package.json before changing it.",
                   "added step (a backup copy of package.json) not in the page; 'backup' and 'copy' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="In global mode (ie, with `-g` or `--global` appended",
            end="is ignored in this case.",
            reworded=("In global mode, that is with -g or --global appended, npm uninstall removes the current package context as a global package and ignores --no-save.",
                      "'(ie, with -g or --global appended to the command)' -> ', that is with -g or --global appended,'; 'it uninstalls' -> 'npm uninstall removes'; the two sentences joined; '--no-save is ignored in this case' -> 'ignores --no-save'; backticks dropped"),
            paraphrase=("Adding -g or --global makes npm uninstall treat the current package context as a global package, and in that case the --no-save flag has no effect.",
                        "freer rewording; 'In global mode (ie, with -g or --global appended to the command)' -> 'Adding -g or --global'; 'is ignored' -> 'has no effect'"),
            contradiction=("In global mode, with -g or --global appended, npm uninstall removes the current package context as a local package of the current project, and --no-save is ignored.",
                           "[entity] 'uninstalls the current package context as a global package' -> 'as a local package of the current project' (global -> local; tagged [entity] as review-claims-51 tagged 'current' -> 'global' node_modules folder)"),
            overclaim=("In global mode npm uninstall ignores every save-related flag, not just --no-save.",
                       "scope widened: '--no-save is ignored in this case' -> 'every save-related flag, not just --no-save'; 'every' occurs in the page only inside 'everything' (line 17), and the page says nothing of --save or -S in global mode"),
            added=("In global mode, with -g or --global appended, npm uninstall removes the current package context as a global package, ignores --no-save and needs administrator rights on most systems.",
                   "added condition (administrator rights) not in the page; 'administrator', 'rights', 'root' (as a permission) and 'sudo' do not occur in it ('root' only in the copied workspace options, 'root project'); may be true in the world for some installs, not checked"),
        ),
        dict(
            section="Examples",
            start="`sax` will no longer be in your",
            end="`package-lock.json` files.",
            reworded=("After running npm uninstall sax, sax will no longer be in the package.json, npm-shrinkwrap.json or package-lock.json files.",
                      "the command of the code block just above (npm uninstall sax) made the setting 'After running npm uninstall sax'; 'your' -> 'the'; backticks dropped"),
            paraphrase=("Running npm uninstall sax takes sax out of package.json, npm-shrinkwrap.json and package-lock.json.",
                        "freer rewording; 'will no longer be in your package.json, npm-shrinkwrap.json, or package-lock.json files' (in none of them) -> 'takes sax out of package.json, npm-shrinkwrap.json and package-lock.json'"),
            contradiction=("After running npm uninstall sax, sax is still listed in the package.json, npm-shrinkwrap.json and package-lock.json files.",
                           "[negation] 'will no longer be in' -> 'is still listed in'"),
            overclaim=("Running npm uninstall sax removes sax from the package.json, npm-shrinkwrap.json and package-lock.json files of every project on the machine.",
                       "scope widened: the example's files (the current project's, 'your package.json') -> 'of every project on the machine'; 'machine' does not occur in the page, 'every' only inside 'everything' (line 17)"),
            added=("After running npm uninstall sax, sax is no longer in package.json, npm-shrinkwrap.json or package-lock.json, and npm prints a line saying how many packages were removed.",
                   "added detail (a count of removed packages printed) not in the page; 'print' and 'how many' do not occur in it ('removed' occurs in the lodash example, 'will not be removed'); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# using-npm/logging.md (3,894 bytes): front-matter title "Logging"; ###
# sections Description, Setting Log File Location, Setting Log Levels
# (#### loglevel with ##### Aliases, #### foreground-scripts), Timing
# Information, Registry Response Headers (#### npm-notice), Logs and
# Sensitive Information, See also.  "All logs are written to a debug log,
# with the path to that file printed if the execution of a command fails."
# (line 13) is also in using-npm/config.md, and the alias list items
# ("-d: --loglevel info" ...) are too: avoided.  Four cuts from four ###
# sections: Setting Log File Location, Timing Information, Registry Response
# Headers (#### npm-notice), Logs and Sensitive Information.
DOCS.append(dict(
    path="using-npm/logging.md",
    kind="docs", num="npm", title="Logging",
    sentences=[
        dict(
            section="Setting Log File Location",
            start="Log files will be removed from the `logs-dir`",
            end="being deleted first.",
            reworded=("When the number of npm log files exceeds logs-max, log files are removed from the logs-dir, with the oldest logs being deleted first.",
                      "the clause order changed (the condition first); 'Log files will be removed' -> 'log files are removed'; 'npm' added before 'log files'; backticks dropped"),
            paraphrase=("Once there are more log files than the logs-max setting allows, npm clears them out of the logs directory starting with the oldest.",
                        "freer rewording; 'when the number of log files exceeds logs-max' -> 'Once there are more log files than the logs-max setting allows'; 'with the oldest logs being deleted first' -> 'starting with the oldest'; 'logs-dir' -> 'the logs directory' (the page's own name for it, line 15)"),
            contradiction=("When the number of npm log files exceeds logs-max, log files are removed from the logs-dir, with the newest logs being deleted first.",
                           "[direction] 'the oldest logs being deleted first' -> 'the newest logs being deleted first'"),
            overclaim=("Because npm deletes the oldest logs once logs-max is exceeded, its logs directory can never grow beyond a fixed size on disk.",
                       "degree raised: a limit on the number of files (logs-max) made a limit on disk space ('can never grow beyond a fixed size on disk'); 'size' and 'disk' do not occur in the page ('filesystem' only in line 95, about writing no logs)"),
            added=("Log files are removed from the logs-dir once their number exceeds logs-max, oldest first, and npm also deletes any log file that is older than thirty days.",
                   "added rule (an age limit of thirty days) not in the page; 'thirty', 'day' and 'older' do not occur in it ('age' only inside 'package'); invented"),
        ),
        dict(
            section="Timing Information",
            start="This file contains a `timers` object",
            end="it took to complete.",
            reworded=("The timing file that npm writes with --timing contains a timers object whose keys identify the portion of the process being timed and whose values give the number of milliseconds that portion took to complete.",
                      "'This file' (the list item above: 'Write timing information to a process specific timing file', under 'The --timing config') -> 'The timing file that npm writes with --timing'; 'the keys are an identifier for' -> 'whose keys identify'; 'the value is' -> 'whose values give'; backticks dropped"),
            paraphrase=("In npm's timing file, each entry of the timers object maps a name for a timed part of the process to how many milliseconds that part took.",
                        "freer rewording; 'the keys are an identifier for the portion of the process being timed' -> 'maps a name for a timed part of the process'; 'the value is the number of milliseconds it took to complete' -> 'to how many milliseconds that part took'"),
            contradiction=("The timing file that npm writes with --timing contains a timers object whose keys are the number of milliseconds a portion of the process took and whose values identify that portion.",
                           "[roles] keys and values swapped: the page has the identifier as the key and the milliseconds as the value"),
            overclaim=("The timers object in npm's timing file records how long every single step of a command took, down to the smallest operation.",
                       "scope widened: 'the portion of the process being timed' (some portions) -> 'every single step ..., down to the smallest operation'; 'every', 'single', 'step', 'smallest' and 'operation' do not occur in the page"),
            added=("The timers object in npm's timing file maps an identifier for each timed portion of the process to the milliseconds it took, and the file also records the peak memory use of the process.",
                   "added detail (peak memory use) not in the page; 'memory' and 'peak' do not occur in it; invented"),
        ),
        dict(
            section="`npm-notice`",
            start="The `npm` CLI reads from & logs any `npm-notice`",
            end="network-dependent requests occur.",
            reworded=("The npm CLI reads from and logs any npm-notice headers returned from the configured registry, a mechanism that third-party registries can use to provide useful information when network-dependent requests occur.",
                      "'&' -> 'and'; 'that are returned' -> 'returned'; the two sentences joined ('This mechanism can be used by third-party registries' -> 'a mechanism that third-party registries can use'); backticks dropped"),
            paraphrase=("When the configured registry returns npm-notice headers, npm reads and logs them, which gives third-party registries a way to provide useful information during network-dependent requests.",
                        "freer rewording; the headers made the condition; 'This mechanism can be used by third-party registries to provide' -> 'which gives third-party registries a way to provide'; 'when network-dependent requests occur' -> 'during network-dependent requests'"),
            contradiction=("The npm CLI sends npm-notice headers to the configured registry, which third-party registries can read to learn useful information when network-dependent requests occur.",
                           "[direction] the flow reversed: the page has the registry return npm-notice headers that npm reads and logs; the claim has npm send them to the registry, which reads them"),
            overclaim=("The npm CLI reads and logs npm-notice headers from the configured registry, and it does the same with every other custom header a registry returns.",
                       "scope widened: 'any npm-notice headers' -> 'every other custom header'; the page's section 'Registry Response Headers' names npm-notice only; 'custom' and 'every' do not occur in it"),
            added=("The npm CLI reads and logs npm-notice headers returned from the configured registry, and it shows each distinct notice only once per day.",
                   "added rule (each notice shown once a day) not in the page; 'day' and 'distinct' do not occur in it, 'once' only inside 'concerned' (line 95); the page's only limit is line 85 ('not cached, and will not be logged if the request is served from the cache'); invented"),
        ),
        dict(
            section="Logs and Sensitive Information",
            start="If you are concerned about secrets in your log file",
            end="to your terminal or filesystem.",
            reworded=("Users concerned about secrets in their npm log file or terminal output can use --loglevel=silent and --logs-max=0 to ensure no logs are written to the terminal or filesystem.",
                      "'If you are concerned ..., you can use' -> 'Users concerned ... can use'; 'your log file' -> 'their npm log file'; 'your terminal' -> 'the terminal'; backticks dropped"),
            paraphrase=("Running npm with --loglevel=silent together with --logs-max=0 keeps any logs from reaching the terminal or the filesystem, which suits anyone worried about secrets turning up in log files or terminal output.",
                        "freer rewording; the options made the subject; 'to ensure no logs are written to your terminal or filesystem' -> 'keeps any logs from reaching the terminal or the filesystem'; 'If you are concerned about secrets' -> 'which suits anyone worried about secrets'"),
            contradiction=("Even --loglevel=silent combined with --logs-max=0 cannot ensure that npm writes no logs to the terminal or filesystem, so secrets may still end up in log files.",
                           "[negation] 'you can use --loglevel=silent and --logs-max=0 to ensure no logs are written' -> 'cannot ensure that npm writes no logs'"),
            overclaim=("Setting --loglevel=silent and --logs-max=0 makes npm completely safe to use with secrets, since no secret can then leak through any channel.",
                       "scope and degree raised: no logs written to the terminal or filesystem -> 'completely safe to use with secrets ... no secret can ... leak through any channel'; 'safe', 'leak' and 'channel' do not occur in the page; 'completely' occurs only in line 23 ('To turn off logs completely set --logs-max=0'), about logs, not about secrets"),
            added=("Users worried about secrets can use --loglevel=silent and --logs-max=0 so that no logs reach the terminal or filesystem, and both settings can be stored in a project's .npmrc file so that they apply to every run.",
                   "added detail (storing the two settings in .npmrc) not in the page; '.npmrc', 'project' (as a config place) and 'every run' do not occur in it ('project' only in line 60, 'your own project's scripts'); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# using-npm/package-spec.md (2,874 bytes): front-matter title "Package
# spec"; ### sections Description, Package name, Aliases, Folders, Tarballs,
# git urls, See also.  Each section is a list of spec forms (code), a few
# lines of prose and a list of examples.  The only line shared with another
# file is the list item "`<github username>/<github project>`" (a spec
# form, not prose).  Four cuts from three ### sections: Aliases, Folders
# (x2, neighbouring, not overlapping), git urls.
DOCS.append(dict(
    path="using-npm/package-spec.md",
    kind="docs", num="npm", title="Package spec",
    sentences=[
        dict(
            section="Aliases",
            start="The `<alias>` is the name of the package",
            end="in the configured registry.",
            reworded=("In an npm alias spec, the alias is the name of the package as it is reified in the node_modules folder, and the name after npm: refers to a package name as found in the configured registry.",
                      "'In an npm alias spec' from the section (its form is <alias>@npm:<name>); the placeholders '<alias>' and '<name>' written as 'the alias' and 'the name after npm:' (the check refuses angle brackets in claims); backticks dropped"),
            paraphrase=("With an npm: alias, the package lands in node_modules under the alias, while the part after npm: is the package's name in the configured registry.",
                        "freer rewording; 'the name of the package as it is reified in the node_modules folder' -> 'the package lands in node_modules under the alias'; 'refers to a package name as found in the configured registry' -> 'is the package's name in the configured registry'"),
            contradiction=("In an npm alias spec, the alias is the package name as found in the configured registry, and the name after npm: is the name the package is reified under in the node_modules folder.",
                           "[roles] the two names swapped: the page has the alias as the name in node_modules and the name after npm: as the registry name"),
            overclaim=("An npm alias can give any registry package any name at all in the node_modules folder, with no restriction on the alias chosen.",
                       "degree raised: the page says what the alias is, not that any name is allowed; 'restriction' and 'chose' do not occur in the page, and 'any' only inside 'many' (line 10)"),
            added=("In an npm alias spec, the alias is the folder name in node_modules and the name after npm: is the registry name, and the alias is also what require() must be given to load the package.",
                   "added detail (require() takes the alias) not in the page; 'require' does not occur in it and 'load' only inside 'uploaded' (line 69); may be true in the world, not checked"),
        ),
        dict(
            section="Folders",
            start="This refers to a package on the local filesystem.",
            end="to reduce confusion.",
            reworded=("An npm folder spec refers to a package on the local filesystem, specifically a folder with a package.json file in it, and it should always be prefixed with / or ./ (or the OS equivalent) to reduce confusion.",
                      "'This' (the section's spec form, <folder>) -> 'An npm folder spec'; the three sentences joined; 'your OS equivalent' -> 'the OS equivalent'; emphasis and backticks dropped"),
            paraphrase=("A folder spec points at a local directory that holds a package.json, and it should be written with a leading / or ./, or the operating system's equivalent, to cut down on confusion.",
                        "freer rewording; 'a package on the local filesystem. Specifically this is a folder with a package.json file in it' -> 'points at a local directory that holds a package.json'; 'should always be prefixed with' -> 'should be written with a leading'; 'to reduce confusion' -> 'to cut down on confusion'"),
            contradiction=("An npm folder spec refers to a package on the local filesystem, specifically a folder with an index.js file in it rather than a package.json, and it should always start with / or ./.",
                           "[entity] 'a folder with a package.json file in it' -> 'a folder with an index.js file in it rather than a package.json'; 'index.js' does not occur in the page"),
            overclaim=("Prefixing an npm folder spec with / or ./ removes every possible confusion about what kind of package spec it is.",
                       "degree raised: 'to reduce confusion' -> 'removes every possible confusion'; 'every' and 'possible' do not occur in the page"),
            added=("An npm folder spec refers to a local folder with a package.json in it, should start with / or ./, and is installed as a symbolic link rather than as a copy.",
                   "added detail (installed as a symbolic link) not in the page; 'symbolic', 'link' and 'copy' do not occur in it ('install' only in 'Commands like npm install', lines 9 and 34); may be true in the world for npm install, not checked"),
        ),
        dict(
            section="Folders",
            start="npm currently will parse a string with more than one",
            end="removed in a future version.",
            reworded=("The npm CLI currently parses a string with more than one / in it as a folder, but this is legacy behavior that may be removed in a future version.",
                      "'npm currently will parse' -> 'The npm CLI currently parses' (a claim may not start lower-case); backticks dropped"),
            paraphrase=("Treating any string that contains two or more slashes as a folder is an old npm behavior that is kept for now but might be dropped in a later version.",
                        "freer rewording; 'more than one /' -> 'two or more slashes'; 'legacy behavior' -> 'an old npm behavior'; 'currently' -> 'kept for now'; 'may be removed in a future version' -> 'might be dropped in a later version' (the hedge kept)"),
            contradiction=("The npm CLI currently parses a string as a folder only when it contains more than two / characters, though this legacy behavior may be removed in a future version.",
                           "[number] 'more than one /' -> 'only when it contains more than two / characters' (a string with exactly two slashes is a folder on the page, not in the claim)"),
            overclaim=("The npm CLI will stop parsing strings with more than one / as folders in its next major version.",
                       "hedge removed and a date added: 'may be removed in a future version' -> 'will stop ... in its next major version'; 'next' and 'major' do not occur in the page"),
            added=("The npm CLI currently parses a string with more than one / as a folder, a legacy behavior that may be removed, and it prints a deprecation warning whenever it does so.",
                   "added behaviour (a deprecation warning) not in the page; 'deprecation', 'warning' and 'print' do not occur in it; invented"),
        ),
        dict(
            section="git urls",
            start="This can be a full git url, git shorthand",
            end="by appending `#ref`.",
            reworded=("An npm git spec can be a full git url, git shorthand, or a username/package on GitHub, and a git tag, branch, or other git ref can be specified by appending #ref.",
                      "'This' (the previous sentence's 'a package in a git repo') -> 'An npm git spec'; the two sentences joined; 'You can specify' -> 'can be specified'; backticks dropped"),
            paraphrase=("Git package specs come as full git URLs, as git shorthand or as a GitHub username/package, and adding #ref at the end picks a particular tag, branch or other ref.",
                        "freer rewording; 'This can be' -> 'come as'; 'by appending #ref' -> 'adding #ref at the end'; 'You can specify a git tag, branch, or other git ref' -> 'picks a particular tag, branch or other ref'"),
            contradiction=("An npm git spec can be a full git url, git shorthand, or a username/package on GitHub, and a tag, branch or other ref is selected by putting it in front of the spec, followed by a # sign.",
                           "[direction] 'by appending #ref' (after the spec) -> 'by putting it in front of the spec, followed by a # sign' (before it)"),
            overclaim=("The username/package shorthand of an npm git spec works for repositories on every git hosting service, not only on GitHub.",
                       "scope widened: 'a username/package on GitHub' -> 'every git hosting service, not only on GitHub'; 'hosting', 'service' and 'every' do not occur in the page"),
            added=("An npm git spec can be a full git url, git shorthand or a GitHub username/package, a ref can be chosen by appending #ref, and without a ref npm uses the repository's default branch.",
                   "added rule (the default branch when no ref is given) not in the page; 'default' and 'branch' (outside this cut) do not occur in it, 'without' only in 'with or without a scope' (line 20); the examples include github:npm/cli#HEAD, which names a ref; may be true in the world, not checked"),
        ),
    ]))
