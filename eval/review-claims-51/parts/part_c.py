# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-51, part C (drafts 11-15).

Same format as review-claims-50's parts.  The documents are pages of npm
11.19.1's Markdown documentation as installed on this machine, under the
corpus root /usr/lib/node_modules/npm/docs/content (`path` is relative to
it).  One entry per document, in draft order.  Each sentence gives the
section it comes from, a start anchor (unique in the raw file) and an end
anchor (first match after the start, inclusive), plus five hand-written
(claim, note) tuples, one per kind.

`kind` is "docs", `num` is "npm" and `title` is the page's front-matter
`title:` value, so the draft heading reads "## npm docs: <title>"
("Folders", ".npmrc", "package.json", "package-lock.json", "Scope").
`section` is the text of the nearest heading above the sentence ('#' marks
dropped, other markup such as backticks kept as written).

npm's pages copy passages from each other (option descriptions, the git URL
rules, the default start script).  Every cut here occurs in no other file
under the corpus root, raw, with white space and case read away, or with
Markdown markup stripped; no line of a cut with six or more words occurs
elsewhere either (check_part_c.py tests both; notes-c.md lists the shared
passages that were avoided).  The spare, using-npm/logging.md, is not used.
DRAFTS gives the draft number of each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing:
number 4, entity 3, direction 4, negation 5, roles 4.

    d11 folders.md            roles     negation  direction number
    d12 npmrc.md              roles     negation  entity    number
    d13 package-json.md       number    entity    direction negation
    d14 package-lock-json.md  roles     negation  number    direction
    d15 scope.md              negation  entity    direction roles
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# configuring-npm/folders.md (7,752 bytes): "### Description" (with the
# #### subsections tl;dr, prefix Configuration, Node Modules, Executables,
# Man Pages, Cache), "### More Information" (with #### Global Installation;
# Cycles, Conflicts, and Folder Parsimony; Example; Publishing) and
# "### See also" (links only).  Only two ### sections have prose, so the
# four cuts come from two top-level sections and four different nearest
# headings: prefix Configuration, Executables (Description), More
# Information itself, and Cycles, Conflicts, and Folder Parsimony.
DOCS.append(dict(
    path="configuring-npm/folders.md",
    kind="docs", num="npm", title="Folders",
    sentences=[
        dict(
            section="prefix Configuration",
            start="When the `global` flag is set, npm installs",
            end="if not in a package already.",
            reworded=("When the global flag is set, npm installs things into the prefix, and when it is not set, npm uses the root of the current package, or the current working directory if not in a package already.",
                      "the two sentences joined with 'and'; 'this prefix' -> 'the prefix' (the section's prefix config); 'it uses' -> 'npm uses'; backticks dropped"),
            paraphrase=("Without the global flag, npm installs into the current package's root, falling back to the current working directory outside a package; with the flag set, it installs into the prefix.",
                        "freer rewording; the two cases in the other order; 'if not in a package already' -> 'falling back to ... outside a package'; both cases and the fallback kept"),
            contradiction=("When the global flag is not set, npm installs things into the prefix, and when it is set, npm uses the root of the current package, or the current working directory if not in a package already.",
                           "[roles] the two cases swapped: the page installs into the prefix when the global flag IS set and uses the package root or the working directory when it is not"),
            overclaim=("Setting the global flag is the only way to make npm install things into the prefix; without it, npm uses the root of the current package or the current working directory.",
                       "exclusivity added: 'When the global flag is set, npm installs things into this prefix' -> 'the only way'; the page names the flag (and, in More Information, the same 'global' config) and says nothing of other ways ('only' occurs in the page at lines 100 and 160, about the nesting shortcut and re-publishing, never about the prefix)"),
            added=("When the global flag is set, npm installs things into the prefix, and when it is not set it uses the root of the current package, printing a warning whenever it has to fall back to the current working directory.",
                   "added behaviour (a warning on the fallback to the working directory) not in the page; 'warn', 'warning' and 'fall back' do not occur in it; invented"),
        ),
        dict(
            section="Executables",
            start="When in global mode, executables are linked into",
            end="environment to run them.",
            reworded=("When npm is in global mode, executables are linked into {prefix}/bin on Unix, or directly into {prefix} on Windows, and that path must be in the terminal's PATH environment to run them.",
                      "'When in global mode' given the subject npm; the imperative 'Ensure that path is in your terminal's PATH environment' -> 'that path must be in the terminal's PATH environment'; the two sentences joined; backticks dropped"),
            paraphrase=("For global installs, npm links executables into the prefix's bin folder on Unix and straight into the prefix itself on Windows, so that folder has to be on the terminal's PATH before they can be run.",
                        "freer rewording; '{prefix}/bin' -> 'the prefix's bin folder', 'directly into {prefix}' -> 'straight into the prefix itself'; the imperative made a requirement ('has to be on the terminal's PATH before they can be run')"),
            contradiction=("When npm is in global mode, executables are linked into {prefix}/bin on Unix, or directly into {prefix} on Windows, and they can be run without that path being in the terminal's PATH.",
                           "[negation] 'Ensure that path is in your terminal's PATH environment to run them' -> 'they can be run without that path being in the terminal's PATH'"),
            overclaim=("When npm is in global mode, executables are linked into {prefix}/bin on Unix, or directly into {prefix} on Windows, and having that path in the terminal's PATH is all it ever takes to run them.",
                       "a necessary condition made a sufficient one: 'Ensure that path is in your terminal's PATH environment to run them' -> 'is all it ever takes to run them'; the page names no other condition but does not say there is none ('ever' does not occur in the page)"),
            added=("When npm is in global mode, executables are linked into {prefix}/bin on Unix, or directly into {prefix} on Windows, where npm also writes a PowerShell script next to each one, and that path must be in the terminal's PATH.",
                   "added detail (a PowerShell script next to each executable on Windows) not in the page; 'PowerShell', 'ps1' and 'cmd' do not occur in it, 'script' only as 'scripts' (npm scripts, lines 50 and 82) (the package.json page, not this one, mentions cmd files and PowerShell); may be true in the world, not checked"),
        ),
        dict(
            section="More Information",
            start="Starting at the $PWD, npm will walk up",
            end="or a `node_modules` folder.",
            reworded=("Starting at the $PWD, npm walks up the folder tree checking for a folder that contains either a package.json file or a node_modules folder.",
                      "'will walk up' -> 'walks up'; the comma before 'or' dropped; backticks dropped"),
            paraphrase=("Beginning in the present working directory, npm moves up through its parent folders, looking for one that holds a package.json file or a node_modules folder.",
                        "freer rewording; '$PWD' -> 'the present working directory'; 'walk up the folder tree' -> 'moves up through its parent folders'; 'either ... or' kept as 'or'"),
            contradiction=("Starting at the $PWD, npm walks down the folder tree into its subfolders, checking for a folder that contains either a package.json file or a node_modules folder.",
                           "[direction] 'walk up the folder tree' -> 'walks down the folder tree into its subfolders'"),
            overclaim=("Starting at the $PWD, npm walks up the folder tree checking for a folder that contains either a package.json file or a node_modules folder, which guarantees that npm install can never put packages in the wrong folder.",
                       "an aim asserted as a guarantee: the sentence before gives the purpose ('so that npm install foo@1.2.3 will install to the sensible root of your package, even if you happen to have `cd`ed into some other folder'), not a guarantee, and the page has a fallback when no root is found ('the current folder is used'); 'guarantee' and 'wrong' do not occur in the page, 'never' not at all"),
            added=("Starting at the $PWD, npm walks up the folder tree checking for a folder that contains either a package.json file or a node_modules folder, but it stops at the user's home directory.",
                   "added limit (the search stops at the home directory) not in the page, which says only 'If no package root is found, then the current folder is used'; 'home' and 'stop' do not occur in it; invented"),
        ),
        dict(
            section="Cycles, Conflicts, and Folder Parsimony",
            start="Another optimization can be made by installing",
            end="npm hoists dependencies by default.",
            reworded=("Another optimization, hoisting, installs dependencies at the highest level possible below the localized target folder, and npm has hoisted dependencies by default since version 3.",
                      "'can be made by installing dependencies ... (hoisting)' -> 'Another optimization, hoisting, installs dependencies ...'; 'Since version 3, npm hoists' -> 'npm has hoisted ... since version 3'; quotation marks around target dropped"),
            paraphrase=("By default since its version 3, npm has placed dependencies as high up as it can beneath the localized target folder, an optimization known as hoisting.",
                        "freer rewording; the default first, the name of the optimization last; 'at the highest level possible' -> 'as high up as it can'"),
            contradiction=("Another optimization, hoisting, installs dependencies at the highest level possible below the localized target folder, and npm has hoisted dependencies by default since version 5.",
                           "[number] 'Since version 3' -> 'since version 5'"),
            overclaim=("Hoisting, which npm has done by default since version 3, is the most important optimization npm makes to the layout of its folders.",
                       "a ranking added: the page calls hoisting 'Another optimization' and ranks nothing; 'important' does not occur in the page, 'optimiz-' only here (line 104)"),
            added=("Since version 3, npm hoists dependencies by default, installing them at the highest level possible below the target folder, which also makes installs noticeably faster.",
                   "added benefit (faster installs) not in the page; the page gives only 'In order to minimize duplication' (Example) as the aim; 'faster', 'fast' and 'speed' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# configuring-npm/npmrc.md (6,377 bytes): "### Description", "### Files"
# (with #### Comments, Per-project config file, Per-user config file,
# Global config file, Built-in config file), "### Auth related
# configuration", "### Unsupported Custom Configuration Keys", "### Custom
# / third-party config keys" and "### See also".  Four cuts from three ###
# sections and four nearest headings: Files, Per-project config file (under
# Files), Auth related configuration, Unsupported Custom Configuration Keys.
# Avoided: "The `npm config` command can be used to update and edit the
# contents of the user and global npmrc files." (Description; the same
# sentence is in commands/npm-config.md) and "The four relevant files are:"
# (also in using-npm/config.md).
DOCS.append(dict(
    path="configuring-npm/npmrc.md",
    kind="docs", num="npm", title=".npmrc",
    sentences=[
        dict(
            section="Files",
            start="Each of these files is loaded, and config",
            end="setting in the globalconfig file.",
            reworded=("Each of the npm config files is loaded, and config options are resolved in priority order, so that, for example, a setting in the userconfig file would override the setting in the globalconfig file.",
                      "'these files' -> 'the npm config files' (the four files listed above the cut); the two sentences joined with 'so that'"),
            paraphrase=("All of npm's npmrc files are read and config options are settled by priority; a value in the per-user file, for instance, wins over the same value in the global file.",
                        "freer rewording; 'resolved in priority order' -> 'settles ... by priority'; 'userconfig file' -> 'per-user file' and 'globalconfig file' -> 'global file' (the page's own names for them in the list and the #### headings); the example kept as an example"),
            contradiction=("Each of the npm config files is loaded, and config options are resolved in priority order, so that, for example, a setting in the globalconfig file would override the setting in the userconfig file.",
                           "[roles] the overriding and the overridden file swapped: the page's example has the userconfig setting override the globalconfig one"),
            overclaim=("Every npm version has loaded each of its config files and resolved config options in priority order, so that a setting in the userconfig file overrides the same setting in the globalconfig file.",
                       "scope widened in time ('Every npm version has'): the page describes npm 11's behaviour and gives no history ('always' and 'every' do not occur in the page; the only version it names is v11.2.0, for unknown keys)"),
            added=("Each of the npm config files is loaded and config options are resolved in priority order, so a setting in the userconfig file overrides the globalconfig file, and npm config list shows which file each value came from.",
                   "added detail (npm config list shows each value's source file) not in the page; the page names 'npm config' only as the command that can update and edit the files (line 11) and in See also, and 'config list' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Per-project config file",
            start="Note that this only applies to the root of the project",
            end="when your module is published.",
            reworded=("A per-project .npmrc file only applies to the root of the project that npm is run in, and it has no effect when the module is published.",
                      "'this' -> 'A per-project .npmrc file' (the #### heading and the paragraph above); 'that you're running npm in' -> 'that npm is run in'; 'your module' -> 'the module'; the two sentences joined; 'Note that' dropped"),
            paraphrase=("The project-level npmrc file counts only at the root of the project where npm is being run, and publishing the module does not carry its settings along.",
                        "freer rewording; 'has no effect when your module is published' -> 'publishing the module does not carry its settings along' (the page's example: a published module cannot force itself to install globally)"),
            contradiction=("A per-project .npmrc file only applies to the root of the project that npm is run in, but it still takes effect when the module is published.",
                           "[negation] 'It has no effect when your module is published' -> 'it still takes effect when the module is published'"),
            overclaim=("A per-project .npmrc file only applies to the root of the project that npm is run in and has no effect when the module is published, which makes it the safest place for a project's registry credentials.",
                       "a ranking added ('the safest place for ... credentials'); the page says nothing of where credentials are safest: 'credentials' occurs only in the Auth section ('will never send credentials to the wrong host'), 'safe' and 'safest' not at all"),
            added=("A per-project .npmrc file only applies to the root of the project that npm is run in and has no effect when the module is published, and npm prints a notice naming the file whenever it loads one.",
                   "added behaviour (a notice whenever the file is loaded) not in the page; 'notice', 'print' and 'prints' do not occur in it; invented"),
        ),
        dict(
            section="Auth related configuration",
            start="The settings `_auth`, `_authToken`, `username`",
            end="credentials to the wrong host.",
            reworded=("The npm settings _auth, _authToken, username, _password, certfile and keyfile must all be scoped to a specific registry, which ensures that npm will never send credentials to the wrong host.",
                      "'The settings' -> 'The npm settings'; the two sentences joined with 'which ensures'; backticks dropped; the serial comma dropped"),
            paraphrase=("Credential settings in npm (_auth, _authToken, username, _password, certfile and keyfile) have to be tied to one particular registry, so that credentials are never sent to a host they were not meant for.",
                        "freer rewording; 'must all be scoped to a specific registry' -> 'have to be tied to one particular registry'; 'The settings' -> 'Credential settings' (the section's heading: Auth related configuration); 'the wrong host' -> 'a host they were not meant for'; the six names kept"),
            contradiction=("The npm settings _auth, _authToken, username, _password, certfile and keyfile must all be scoped to a specific package scope such as @myorg, which ensures that npm will never send credentials to the wrong host.",
                           "[entity] 'scoped to a specific registry' -> 'scoped to a specific package scope such as @myorg' (the page scopes them by a registry URI fragment such as //registry.npmjs.org/:; @myorg appears in the page only as a scope mapped to a registry)"),
            overclaim=("The npm settings _auth, _authToken, username, _password, certfile and keyfile must all be scoped to a specific registry, which makes it impossible for any npm credential to leak.",
                       "a degree raised: 'will never send credentials to the wrong host' -> 'impossible for any npm credential to leak'; 'leak' and 'impossible' do not occur in the page"),
            added=("The npm settings _auth, _authToken, username, _password, certfile and keyfile must all be scoped to a specific registry, and npm ignores any of them that is left unscoped and prints a warning.",
                   "added consequence (unscoped ones ignored with a warning) not in the page; the page's example only labels '_authToken=MYTOKEN' as '; bad config'; 'ignore' and 'ignored' do not occur in it, 'left' only in 'it is left unreplaced' (environment variables), 'warning' only in the Custom / third-party section (unknown keys); may be partly true in the world, not checked"),
        ),
        dict(
            section="Unsupported Custom Configuration Keys",
            start="Starting in npm v11.2.0, npm warns",
            end="may no longer be accepted.",
            reworded=("Starting in npm v11.2.0, npm warns when unknown configuration keys are defined in .npmrc, and in a future major version of npm these unknown keys may no longer be accepted.",
                      "the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("Since version 11.2.0 npm gives a warning for configuration keys in .npmrc that it does not know, and a later major release might stop accepting such keys.",
                        "freer rewording; 'warns when unknown configuration keys are defined' -> 'gives a warning for configuration keys ... that it does not know'; 'may no longer be accepted' -> 'might stop accepting' (the hedge kept)"),
            contradiction=("Starting in npm v10.2.0, npm warns when unknown configuration keys are defined in .npmrc, and in a future major version of npm these unknown keys may no longer be accepted.",
                           "[number] 'v11.2.0' -> 'v10.2.0'"),
            overclaim=("Since npm v11.2.0, unknown configuration keys in .npmrc trigger a warning, and removing them is required before upgrading npm to any later release.",
                       "a possibility made a rule and its scope widened: 'In a future major version of npm, these unknown keys may no longer be accepted' -> 'removing them is required before upgrading npm to any later release'; the page requires nothing ('required', 'upgrade' and 'upgrading' do not occur in it)"),
            added=("Starting in npm v11.2.0, npm warns when unknown configuration keys are defined in .npmrc, a change made after users reported typos in key names going unnoticed.",
                   "added origin (reports of unnoticed typos) not in the page, which gives no reason for the warning; 'typo', 'report' and 'reported' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# configuring-npm/package-json.md (37,608 bytes): one ### section per field
# (name, version, description, ... workspaces), then "### DEFAULT VALUES"
# and "### SEE ALSO".  The name and version sections open with the same
# four sentences (so none of them has a unique start anchor), "### license"
# is about the field, not a licence, but was left alone; the git URL rules
# under "#### Git URLs as Dependencies" are copied in commands/npm-install.md
# and the server.js default in using-npm/scripts.md.  Four cuts from four
# ### sections: name, main, peerDependencies, overrides.
DOCS.append(dict(
    path="configuring-npm/package-json.md",
    kind="docs", num="npm", title="package.json",
    sentences=[
        dict(
            section="name",
            start="The name must be less than or equal to 214",
            end="scope for scoped packages.",
            reworded=("In npm's package.json, the name must be less than or equal to 214 characters, and this includes the scope for scoped packages.",
                      "the field's context ('In npm's package.json, the name') from the page title and the ### heading; the list item's two sentences joined with 'and'"),
            paraphrase=("A package's name may be no longer than 214 characters, and for a scoped package the scope counts towards that limit.",
                        "freer rewording; 'less than or equal to 214 characters' -> 'no longer than 214 characters'; 'This includes the scope for scoped packages' -> 'for a scoped package the scope counts towards that limit'"),
            contradiction=("In npm's package.json, the name must be less than or equal to 128 characters, and this includes the scope for scoped packages.",
                           "[number] '214 characters' -> '128 characters'"),
            overclaim=("In npm's package.json, the name and the version must each be less than or equal to 214 characters, counting the scope for scoped packages.",
                       "scope widened in place: the limit is a rule for the name only (### name, 'Some rules'); the version section sets no length limit, only that it must be parseable by node-semver; '214' occurs only here, 'limit' only inside overrides' 'limitation'"),
            added=("In npm's package.json, the name must be less than or equal to 214 characters, including the scope for scoped packages, a limit that the registry enforces when the package is published.",
                   "added detail (the registry enforces the limit at publish time) not in the page; 'registry' occurs in other sections (checking the registry for a name, publishConfig, private, the git semver rule) but never with the 214 limit, 'enforce' only in overrides' 'enforce a minimum patched release'; may be true in the world, not checked"),
        ),
        dict(
            section="main",
            start="If `main` is not set, it defaults to",
            end="in the package's root folder.",
            reworded=("If the main field of npm's package.json is not set, it defaults to index.js in the package's root folder.",
                      "'main' -> 'the main field of npm's package.json' (the ### heading); backticks dropped"),
            paraphrase=("When a package.json leaves out the main field, the entry point falls back to index.js at the root of the package.",
                        "freer rewording; 'is not set' -> 'leaves out'; 'it defaults to' -> 'the entry point falls back to' (the section calls main 'the primary entry point'); 'in the package's root folder' -> 'at the root of the package'"),
            contradiction=("If the main field of npm's package.json is not set, it defaults to main.js in the package's root folder.",
                           "[entity] 'index.js' -> 'main.js'"),
            overclaim=("Since the main field of npm's package.json defaults to index.js in the package's root folder when it is not set, setting main is never needed.",
                       "a degree raised: a default value made a reason that the field is never needed; the section says only that main defaults to index.js and that 'For most modules, it makes the most sense to have a main script'; 'never' and 'needed' do not occur in the page"),
            added=("If the main field of npm's package.json is not set, it defaults to index.js in the package's root folder, and npm install prints a warning when that file is missing.",
                   "added behaviour (a warning when index.js is missing) not in the page; 'missing' occurs only in the files section ('.npmignore is missing'), 'warning' only in the repository note and peerDependencies; invented"),
        ),
        dict(
            section="peerDependencies",
            start="Trying to install another plugin with a conflicting",
            end="down to specific patch versions.",
            reworded=("In npm, trying to install another plugin with a conflicting requirement may cause an error if the tree cannot be resolved correctly, so a plugin's requirement should be as broad as possible and not locked down to specific patch versions.",
                      "'In npm,' added; the imperative 'make sure your plugin requirement is as broad as possible' -> 'a plugin's requirement should be as broad as possible'; 'For this reason' -> 'so'; the two sentences joined"),
            paraphrase=("Because a second plugin whose peer requirement conflicts can make installation fail when npm cannot resolve the tree, a plugin should state its host requirement as broadly as it can instead of pinning specific patch versions.",
                        "freer rewording; 'may cause an error if the tree cannot be resolved correctly' -> 'can make installation fail when npm cannot resolve the tree' (the hedge kept as 'can'); 'requirement' named as the peer/host requirement from the section; 'not to lock it down' -> 'instead of pinning'"),
            contradiction=("In npm, trying to install another plugin with a conflicting requirement may cause an error if the tree cannot be resolved correctly, so a plugin's requirement should be as narrow as possible and locked down to specific patch versions.",
                           "[direction] 'as broad as possible, and not to lock it down to specific patch versions' -> 'as narrow as possible and locked down to specific patch versions' (an antonym swap, with the 'not' that belongs to it)"),
            overclaim=("In npm, trying to install another plugin with a conflicting requirement always causes an error, so a plugin's requirement should be as broad as possible and not locked down to specific patch versions.",
                       "hedge and condition removed: 'may cause an error if the tree cannot be resolved correctly' -> 'always causes an error'; 'always' occurs in the page only in the files and overrides sections"),
            added=("In npm, a conflicting requirement from another plugin may cause an error if the tree cannot be resolved correctly, which npm install --legacy-peer-deps can be used to get past, so a plugin's requirement should be as broad as possible.",
                   "added workaround (npm install --legacy-peer-deps) not in the page; 'legacy-peer-deps' and 'legacy' do not occur in it; true of npm in the world as far as I know (the flag is described in using-npm/config.md, not in this page)"),
        ),
        dict(
            section="overrides",
            start="Overrides are only considered in the root",
            end="considered in dependency tree resolution.",
            reworded=("In npm, overrides are considered only in a project's root package.json file, while overrides in installed dependencies, including workspaces, are not considered in dependency tree resolution.",
                      "'In npm,' added; 'only considered in the root package.json file for a project' -> 'considered only in a project's root package.json file'; the two sentences joined with 'while'; the link to workspaces and the parentheses dropped; backticks dropped"),
            paraphrase=("Only the project's root package.json can supply overrides; any overrides declared by installed dependencies or workspaces are ignored when npm resolves the dependency tree.",
                        "freer rewording; 'are only considered in the root package.json' -> 'Only the project's root package.json can supply overrides'; 'are not considered in dependency tree resolution' -> 'are ignored when npm resolves the dependency tree'"),
            contradiction=("In npm, overrides are considered in a project's root package.json file, and overrides in installed dependencies, including workspaces, are also considered in dependency tree resolution.",
                           "[negation] 'Overrides in installed dependencies ... are not considered' -> 'are also considered' (and 'only' dropped from the first clause to keep the claim coherent)"),
            overclaim=("Every npm version that supports overrides has only ever considered them in the root package.json file of a project, ignoring overrides in installed dependencies, including workspaces.",
                       "scope widened in time ('Every npm version that supports overrides has only ever'); the page gives no history of overrides and names no version for them ('ever' occurs once, in the private section's 'only ever published to a specific registry', and 'every' only in 'rebuilt for every installation' and 'every 1.x version of the host package')"),
            added=("In npm, overrides are considered only in a project's root package.json file, and npm prints a warning when it finds overrides in an installed dependency or a workspace.",
                   "added behaviour (a warning for overrides found in a dependency or workspace) not in the page; the overrides section names only an EOVERRIDE error, for a direct dependency whose spec does not match; 'warning' occurs only in the repository note and peerDependencies; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# configuring-npm/package-lock-json.md (10,993 bytes): "### Description",
# "### `package-lock.json` vs `npm-shrinkwrap.json`", "### Hidden
# Lockfiles", "### Handling Old Lockfiles", "### File Format" (with ####
# `name`, `version`, `lockfileVersion`, `packages`, dependencies) and
# "### See also".  Four cuts from four ### sections: Description, the vs
# section, Hidden Lockfiles and File Format (#### dependencies).
# configuring-npm/npm-shrinkwrap-json.md restates the precedence of the two
# files in other words; no cut is taken from that paragraph.
DOCS.append(dict(
    path="configuring-npm/package-lock-json.md",
    kind="docs", num="npm", title="package-lock.json",
    sentences=[
        dict(
            section="Description",
            start="When `npm` creates or updates `package-lock.json`, it will infer",
            end="formatting of both files matches.",
            reworded=("When npm creates or updates package-lock.json, it infers line endings and indentation from package.json so that the formatting of both files matches.",
                      "'will infer' -> 'infers'; backticks dropped"),
            paraphrase=("The line-ending style and the indentation of package.json are what npm copies when it writes package-lock.json, keeping the two files formatted alike.",
                        "freer rewording; 'infer ... from' -> 'copies ... of'; 'creates or updates' -> 'writes'; 'so that the formatting of both files matches' -> 'keeping the two files formatted alike'"),
            contradiction=("When npm creates or updates package.json, it infers line endings and indentation from package-lock.json so that the formatting of both files matches.",
                           "[roles] the two files swapped: the page has npm take the formatting of package.json when it writes package-lock.json"),
            overclaim=("When npm creates or updates package-lock.json, it infers the formatting from package.json, so that package-lock.json keeps every formatting detail of package.json, key order and spacing included.",
                       "scope widened: 'line endings and indentation' -> 'every formatting detail ..., key order and spacing included'; the page names only line endings and indentation ('order' occurs only in 'In order to' and 'in order to' (lines 39, 134), 'key' only in the packages section's 'listed with a key of ""', 'spacing' not at all)"),
            added=("When npm creates or updates package-lock.json, it infers line endings and indentation from package.json, falling back to two-space indentation and LF line endings when package.json has none to copy.",
                   "added default (two spaces, LF) not in the page; 'space', 'LF' and 'fall back' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="`package-lock.json` vs `npm-shrinkwrap.json`",
            start="The difference is that `package-lock.json` cannot be published",
            end="other than the root project.",
            reworded=("The difference from npm-shrinkwrap.json is that package-lock.json cannot be published, and it will be ignored if found in any place other than the root project.",
                      "'The difference' given its other side from the ### heading ('from npm-shrinkwrap.json'); backticks dropped"),
            paraphrase=("Unlike npm-shrinkwrap.json, a package-lock.json is never published, and npm disregards one found anywhere but in the root project.",
                        "freer rewording; 'The difference is that' -> 'Unlike npm-shrinkwrap.json'; 'cannot be published' -> 'is never published'; 'it will be ignored if found in any place other than the root project' -> 'npm disregards one found anywhere but in the root project'"),
            contradiction=("The difference from npm-shrinkwrap.json is that package-lock.json can be published, and it will be ignored if found in any place other than the root project.",
                           "[negation] 'cannot be published' -> 'can be published'"),
            overclaim=("The difference from npm-shrinkwrap.json is that package-lock.json cannot be published, and npm deletes any package-lock.json that it finds in a place other than the root project.",
                       "a degree raised: 'it will be ignored if found in any place other than the root project' -> 'npm deletes any package-lock.json that it finds' there; 'delete' occurs in the page only in Hidden Lockfiles (advice to delete node_modules/.package-lock.json after manual edits)"),
            added=("The difference from npm-shrinkwrap.json is that package-lock.json cannot be published and is ignored outside the root project, which is why npm pack leaves it out of the package tarball.",
                   "added consequence (npm pack leaves it out of the tarball) not in the page; 'pack' does not occur in it as a word, and 'tarball' only in the 'resolved' items of packages and dependencies and the 'http tarball sources'/'local tarball sources' items, never with npm pack; the package.json page lists package-lock.json among files always ignored, but this page does not; may be true in the world"),
        ),
        dict(
            section="Hidden Lockfiles",
            start="As the hidden lockfile is ignored by older npm versions",
            end="rather than `lockfileVersion: 2`.",
            reworded=("As npm's hidden lockfile is ignored by older npm versions, it does not contain the backwards compatibility affordances present in normal lockfiles; that is, it is lockfileVersion 3 rather than lockfileVersion 2.",
                      "'the hidden lockfile' -> 'npm's hidden lockfile'; the two sentences joined with a semicolon; quotation marks around normal and backticks dropped; 'lockfileVersion: 3' -> 'lockfileVersion 3'"),
            paraphrase=("Older npm releases never read the hidden lockfile, so it leaves out the backwards-compatibility extras of a normal lockfile and uses lockfileVersion 3 in place of 2.",
                        "freer rewording; 'is ignored by older npm versions' -> 'Older npm releases never read'; 'does not contain the backwards compatibility affordances' -> 'leaves out the backwards-compatibility extras'; 'rather than' -> 'in place of'"),
            contradiction=("As npm's hidden lockfile is ignored by older npm versions, it does not contain the backwards compatibility affordances present in normal lockfiles; that is, it is lockfileVersion 4 rather than lockfileVersion 2.",
                           "[number] 'lockfileVersion: 3' -> 'lockfileVersion 4' (no lockfileVersion 4 exists in the page's list)"),
            overclaim=("As npm's hidden lockfile is ignored by older npm versions, it leaves out the backwards compatibility affordances of normal lockfiles, which makes it unreadable to every tool other than npm itself.",
                       "scope widened: 'ignored by older npm versions' -> 'unreadable to every tool other than npm itself'; the page speaks only of older npm versions and of another CLI mutating the tree (which 'will be detected'), never of other tools reading the file ('tool' occurs only in the vs section's 'deploying a CLI tool', 'unreadable' not at all)"),
            added=("As npm's hidden lockfile is ignored by older npm versions, it leaves out the backwards compatibility affordances of normal lockfiles and is lockfileVersion 3 rather than 2, and it also records the time of the last install in a field of its own.",
                   "added detail (a field recording the time of the last install) not in the page; the page checks the file's modified time against the package folders (the third condition and the note below it), not a field inside it; 'record' does not occur in it; invented"),
        ),
        dict(
            section="dependencies",
            start="Because the object structure is strictly hierarchical",
            end="to represent in some cases.",
            reworded=("Because the object structure of the legacy dependencies section of npm's package-lock.json is strictly hierarchical, symbolic link dependencies are somewhat challenging to represent in some cases.",
                      "'the object structure' named from the #### dependencies section ('Legacy data for supporting versions of npm that use lockfileVersion: 1')"),
            paraphrase=("The legacy dependencies section of a lockfile nests its objects strictly, so in some cases symlinked dependencies are somewhat hard to express in it.",
                        "freer rewording; 'the object structure is strictly hierarchical' -> 'nests its objects strictly'; 'somewhat challenging to represent in some cases' -> 'in some cases ... somewhat hard to express' (both hedges kept)"),
            contradiction=("Because the object structure of the legacy dependencies section of npm's package-lock.json is strictly hierarchical, symbolic link dependencies are easy to represent in it.",
                           "[direction] 'somewhat challenging to represent in some cases' -> 'easy to represent' (an antonym swap)"),
            overclaim=("Because the legacy dependencies section of npm's package-lock.json is strictly hierarchical, symbolic link dependencies are very hard to represent in it in most cases.",
                       "the degree raised and the scope widened: 'somewhat challenging' -> 'very hard', 'in some cases' -> 'in most cases'; the page gives no proportion ('most' occurs only in Hidden Lockfiles' 'the most recent update', 'very' only in Handling Old Lockfiles' 'very old lockfile formats', 'hard' not at all); a stronger 'cannot be represented at all' was dropped because the section's own list has 'local link sources: This is the file URL of the link'"),
            added=("Because the legacy dependencies section of npm's package-lock.json is strictly hierarchical, symbolic link dependencies are somewhat challenging to represent in some cases, which is one reason npm v7 added the packages section.",
                   "added cause (the packages section added because of links) not in the page; the page says the format 'changed significantly in npm v7 to track information that would have otherwise required looking in node_modules or the npm registry', and the packages section has a link flag, but it nowhere ties the new section to symbolic links; invented as a reason"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# using-npm/scope.md (5,154 bytes): "### Description", "### Installing
# scoped packages", "### Requiring scoped packages", "### Publishing scoped
# packages" (with #### Publishing public scoped packages to the primary
# npm registry and #### Publishing private scoped packages to the npm
# registry), "### Associating a scope with a registry" and "### See also".
# Four cuts from four ### sections: Description, Installing, Publishing
# (the #### private subsection) and Associating.
DOCS.append(dict(
    path="using-npm/scope.md",
    kind="docs", num="npm", title="Scope",
    sentences=[
        dict(
            section="Description",
            start="Scoped packages can be published and installed as of",
            end="scoped packages and vice versa.",
            reworded=("Scoped packages can be published and installed as of npm@2 and are supported by the primary npm registry, and unscoped packages can depend on scoped packages and vice versa.",
                      "the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("Since npm 2, scoped packages can be published and installed, the main npm registry supports them, and dependencies can go either way between scoped and unscoped packages.",
                        "freer rewording; 'as of npm@2' -> 'Since npm 2'; 'the primary npm registry' -> 'the main npm registry'; 'Unscoped packages can depend on scoped packages and vice versa' -> 'dependencies can go either way between scoped and unscoped packages'"),
            contradiction=("Scoped packages can be published and installed as of npm@2 and are supported by the primary npm registry, but unscoped packages cannot depend on scoped packages.",
                           "[negation] 'Unscoped packages can depend on scoped packages' -> 'cannot depend on scoped packages'"),
            overclaim=("Scoped packages can be published and installed as of npm@2 and are supported by the primary npm registry, and unscoped packages should depend on scoped packages whenever one is available.",
                       "a possibility made a recommendation: 'Unscoped packages can depend on scoped packages and vice versa' -> 'should depend on scoped packages whenever one is available'; the page recommends nothing of the kind ('should' does not occur in it)"),
            added=("Scoped packages can be published and installed as of npm@2 and are supported by the primary npm registry, where scoped names now make up most newly published packages.",
                   "added estimate (most new packages are scoped) not in the page; 'most' and 'newly' do not occur in it; invented"),
        ),
        dict(
            section="Installing scoped packages",
            start="Note that if the `@` symbol is omitted",
            end="(/commands/npm-install).",
            reworded=("If the @ symbol is omitted from a scoped package name, whether in npm install or in package.json, npm will instead attempt to install from GitHub.",
                      "'in either case' named from the two cases above the sentence (npm install and package.json); 'Note that' and the see-also link dropped; backticks dropped"),
            paraphrase=("Leaving out the leading @ of a scoped package, on the npm install command line or in package.json, makes npm try to fetch it from GitHub instead.",
                        "freer rewording; 'is omitted' -> 'Leaving out'; 'will instead attempt to install from GitHub' -> 'makes npm try to fetch it from GitHub instead' (the attempt kept as 'try')"),
            contradiction=("If the @ symbol is omitted from a scoped package name, whether in npm install or in package.json, npm will instead attempt to install from GitLab.",
                           "[entity] 'GitHub' -> 'GitLab'; GitLab does not occur in this page"),
            overclaim=("If the @ symbol is omitted from a scoped package name, whether in npm install or in package.json, npm will install the package from GitHub instead.",
                       "an attempt asserted as an effect: 'will instead attempt to install from GitHub' -> 'will install the package from GitHub'; the page does not say the attempt succeeds"),
            added=("If the @ symbol is omitted from a scoped package name, whether in npm install or in package.json, npm will instead attempt to install from GitHub after printing a warning that suggests the scoped name.",
                   "added behaviour (a warning suggesting the scoped name) not in the page; 'warn', 'warning' and 'suggest' do not occur in it; invented"),
        ),
        dict(
            section="Publishing private scoped packages to the npm registry",
            start="You can then publish the module with `npm publish` or",
            end="with restricted access.",
            reworded=("With an npm Private Modules account, the module can then be published with npm publish or npm publish --access restricted, and it will be present in the npm registry with restricted access.",
                      "'then' given its condition from the sentence before ('you must have an npm Private Modules account'); made passive ('You can then publish the module' -> 'the module can then be published'); backticks and the comma dropped"),
            paraphrase=("Once the npm Private Modules account is in place, running npm publish, with or without --access restricted, puts the private scoped package on the npm registry with restricted access.",
                        "freer rewording; the condition from the sentence before; 'npm publish or npm publish --access restricted' -> 'npm publish, with or without --access restricted'; 'it will be present in the npm registry' -> 'puts ... on the npm registry'; 'the module' named from the #### heading as 'the private scoped package'"),
            contradiction=("With an npm Private Modules account, the module can then be published with npm publish or npm publish --access restricted, and it will be present in the npm registry with public access.",
                           "[direction] 'with restricted access' -> 'with public access' (an antonym swap: the page's two access levels are public and restricted)"),
            overclaim=("With an npm Private Modules account, the module can then be published with npm publish or npm publish --access restricted, and nobody but its owner can see it in the npm registry.",
                       "a degree raised: 'with restricted access' -> 'nobody but its owner can see it'; the page does not say who has access to a restricted package ('owner' and 'nobody' do not occur in it; the next sentence only says access permissions can be changed)"),
            added=("With an npm Private Modules account, the module can then be published with npm publish or npm publish --access restricted, and it will be present in the npm registry with restricted access, billed per month for each private package.",
                   "added detail (monthly billing per private package) not in the page; 'bill', 'month', 'price' and 'cost' do not occur in it; invented"),
        ),
        dict(
            section="Associating a scope with a registry",
            start="Scopes have a many-to-one relationship",
            end="only ever points to one registry.",
            reworded=("In npm, scopes have a many-to-one relationship with registries: one registry can host multiple scopes, but a scope only ever points to one registry.",
                      "'In npm,' added; otherwise the sentence as written"),
            paraphrase=("Many scopes may live on the same registry, yet a given scope is never tied to more than one registry.",
                        "freer rewording; the relationship's name dropped and its two halves kept: 'one registry can host multiple scopes' -> 'Many scopes may live on the same registry'; 'a scope only ever points to one registry' -> 'a given scope is never tied to more than one registry' (at most one, as the source; 'exactly one' was avoided)"),
            contradiction=("In npm, scopes and registries have a one-to-many relationship: one scope can point to multiple registries, but a registry only ever hosts one scope.",
                           "[roles] scope and registry swapped in the relationship: the page has one registry host many scopes and each scope point to one registry"),
            overclaim=("In npm, scopes have a many-to-one relationship with registries: one registry can host an unlimited number of scopes, but a scope only ever points to one registry.",
                       "a degree raised: 'multiple scopes' -> 'an unlimited number of scopes'; the page gives no limit either way ('unlimited' and 'limit' do not occur in it; 'any number' occurs once, at line 31, for the scoped packages a scope folder can contain, not for scopes on a registry)"),
            added=("In npm, one registry can host multiple scopes, but a scope only ever points to one registry, and a scope that is associated with no registry falls back to the primary npm registry.",
                   "added rule (an unassociated scope falls back to the primary registry) not in the page, which says only what happens 'Once a scope is associated with a registry'; 'fall' does not occur in it; may be true in the world (the default registry), not checked"),
        ),
    ]))
