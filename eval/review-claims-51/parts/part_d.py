# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-51, part D (drafts 16-20).

Same format as review-claims-50's parts.  The documents are five pages of
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
copied from using-npm/config.md), so every cut was tested against every
other file under the corpus root, with case and white space read away and
again with Markdown markup stripped: none occurs elsewhere
(check_part_d.py tests it; notes-d.md lists the shared passages avoided).
No spare was used: each of the five assigned pages gives four usable
page-specific sentences.  DRAFTS gives the draft number of each entry.
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# using-npm/scripts.md (14,696 bytes): front-matter title "Scripts"; ###
# sections Description, Pre & Post Scripts, Life Cycle Scripts (with ####
# Prepare and Prepublish, Dependencies), Life Cycle Operation Order (one
# #### per command, and "A Note on a lack of npm uninstall scripts"),
# Working Directory for Scripts, Environment, Examples, Exiting, Best
# Practices, See Also.  Four cuts from four ### sections: Life Cycle Scripts
# (#### Dependencies), Life Cycle Operation Order (the uninstall note),
# Working Directory for Scripts, Best Practices.  The server.js sentence of
# "npm start" is also in configuring-npm/package-json.md and was avoided.
DOCS.append(dict(
    path="using-npm/scripts.md",
    kind="docs", num="npm", title="Scripts",
    sentences=[
        dict(
            section="Dependencies",
            start="The `dependencies` script is run any time",
            end="files have been updated.",
            reworded=("The npm dependencies script is run whenever an npm command causes changes to the node_modules directory, after the changes have been applied and the package.json and package-lock.json files have been updated.",
                      "'any time' -> 'whenever'; the two sentences joined, 'It is run AFTER' -> 'after' (capitals dropped); backticks dropped; 'npm' added before 'dependencies script'"),
            paraphrase=("Any npm command that changes node_modules triggers the dependencies script, which runs once those changes are in place and both package.json and package-lock.json have been brought up to date.",
                        "freer rewording; 'causes changes to the node_modules directory' -> 'changes node_modules'; 'AFTER the changes have been applied' -> 'once those changes are in place'; 'have been updated' -> 'have been brought up to date'"),
            contradiction=("The npm dependencies script is run whenever an npm command causes changes to the node_modules directory, before the changes are applied and before the package.json and package-lock.json files are updated.",
                           "[direction] 'It is run AFTER the changes have been applied and the package.json and package-lock.json files have been updated' -> 'before the changes are applied and before ... are updated' (after -> before)"),
            overclaim=("The dependencies script is the only life cycle script that npm runs after the package.json and package-lock.json files have been updated.",
                       "exclusivity added ('the only life cycle script'); the page says when this script runs and nothing about other scripts running or not running after the lock file is written ('only' occurs in the page at lines 36, 61, 81, 167, 354 and 366, never about the lock file; 'package-lock' only in this cut)"),
            added=("The npm dependencies script is run after an npm command has changed the node_modules directory and updated package.json and package-lock.json, and npm passes it the names of the changed packages in an environment variable.",
                   "added detail (the changed packages passed in an environment variable) not in the page; the Environment section lists the variables npm sets (npm_package_*, npm_old_version, npm_new_version, npm_lifecycle_event; INIT_CWD under Working Directory) and none carries changed packages; 'changed' does not occur in the page; invented"),
        ),
        dict(
            section="A Note on a lack of [`npm uninstall`](/commands/npm-uninstall) scripts",
            start="While npm v6 had `uninstall` lifecycle scripts",
            end="enough context to be useful.",
            reworded=("While npm v6 had uninstall lifecycle scripts, npm v7 does not; a package can be removed for a wide variety of reasons, and there is currently no clear way to give the script enough context to be useful.",
                      "the two sentences joined with a semicolon; 'Removal of a package can happen' -> 'a package can be removed'; 'there's no clear way to currently give' -> 'there is currently no clear way to give'; backticks dropped"),
            paraphrase=("Uninstall lifecycle scripts existed in npm v6 but are gone from npm v7, since a package may be removed for many different reasons and at present there is no clear way to hand such a script enough context for it to be useful.",
                        "freer rewording; the link between the two sentences made explicit with 'since' (the heading calls it 'A Note on a lack of npm uninstall scripts' and line 226 gives the lack of context as the reason); 'currently' -> 'at present' (the hedge kept)"),
            contradiction=("Uninstall lifecycle scripts were already dropped in npm v6, since the removal of a package can happen for a wide variety of reasons and there is no clear way to give the script enough context to be useful.",
                           "[number] the page says 'npm v6 had uninstall lifecycle scripts' and v7 does not; the claim has them dropped in npm v6"),
            overclaim=("While npm v6 had uninstall lifecycle scripts, npm v7 does not, because there is no possible way to give such a script enough context to be useful.",
                       "hedge removed and degree raised: 'there's no clear way to currently give the script enough context' -> 'there is no possible way'; 'possible' does not occur in the page; line 226 says uninstall scripts 'are not implemented and will not function', which is about the present, not about what is possible"),
            added=("While npm v6 had uninstall lifecycle scripts, npm v7 does not, and npm v7 prints a warning when it finds an uninstall script in a package.",
                   "added behaviour (a warning for a package that still defines an uninstall script) not in the page, which says only that such scripts 'are not implemented and will not function'; 'warning' occurs only in Best Practices ('print a warning and exit successfully', about a script's own failures); invented"),
        ),
        dict(
            section="Working Directory for Scripts",
            start="If you want your script to behave differently",
            end="when you ran `npm run`.",
            reworded=("If a script should behave differently based on the directory the user was in when running npm, it can use the INIT_CWD environment variable, which holds the full path the user was in when running npm run.",
                      "'you' -> 'the user' / 'a script'; 'you can use' -> 'it can use'; 'when you ran' -> 'when running'; backticks dropped"),
            paraphrase=("The INIT_CWD environment variable holds the full path of the directory from which npm run was invoked, so a script can use it to change its behaviour depending on where npm was run.",
                        "freer rewording; the variable made the subject; 'based on the directory you were in when you ran npm' -> 'depending on where npm was run'; 'can' kept"),
            contradiction=("Scripts run by npm get no environment variable holding the directory the user was in when running npm run, so they cannot behave differently based on that directory.",
                           "[negation] 'you can use the INIT_CWD environment variable, which holds the full path you were in when you ran npm run' -> 'get no environment variable holding the directory ... so they cannot behave differently'"),
            overclaim=("Every npm script should read the INIT_CWD environment variable, which holds the full path the user was in when running npm run, to find out where it was started.",
                       "a possibility made a rule for every script: 'If you want your script to behave differently ..., you can use' -> 'Every npm script should read'; 'every' does not occur in the page, and the section's first paragraph says scripts can 'reliably assume they are running in the package root'"),
            added=("A script can use the INIT_CWD environment variable, which holds the full path the user was in when running npm run, and npm resolves any symbolic links in that path before setting it.",
                   "added detail (symbolic links resolved before INIT_CWD is set) not in the page; 'symbolic' does not occur in it, and 'symlink' only in the npm rebuild note ('the current directory is a symlink'); INIT_CWD occurs only in this cut; invented"),
        ),
        dict(
            section="Best Practices",
            start="Use a `.gyp` file for compilation",
            end="explicitly set a preinstall or install script.",
            reworded=("Authors of npm packages should use a .gyp file for compilation and prepare for anything else, and should almost never have to set a preinstall or install script explicitly.",
                      "the imperative 'Use' and the address 'You should' given the subject 'Authors of npm packages'; the two sentences joined; 'explicitly set' -> 'set ... explicitly'; backticks dropped"),
            paraphrase=("The npm scripts page advises compiling through a .gyp file and doing everything else in prepare, adding that explicitly defining a preinstall or install script should almost never be needed.",
                        "freer rewording; the best-practice list named as the page's advice; 'almost never' kept; 'have to explicitly set' -> 'explicitly defining ... should ... be needed'"),
            contradiction=("Authors of npm packages should use prepare for compilation and a .gyp file for anything else, and should almost never have to set a preinstall or install script explicitly.",
                           "[roles] the two tools swapped: the page says a .gyp file for compilation and prepare for anything else"),
            overclaim=("The npm CLI requires packages to use a .gyp file for compilation and prepare for everything else, so that an explicit preinstall or install script is almost never needed.",
                       "advice made a rule: 'Use a .gyp file ... and prepare ...' (a Best Practices item) -> 'The npm CLI requires packages to use'; 'require-' occurs in the page only in 'If root permissions are required' (line 361)"),
            added=("Authors of npm packages should use a .gyp file for compilation and prepare for anything else, and should almost never set a preinstall or install script, because install scripts slow down every installation of the package.",
                   "added cause (install scripts slow down installation) not in the page; the item's own reasons are other options and compilation on the target architecture (line 366); 'slow' and 'every' do not occur in the page; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# using-npm/workspaces.md (6,611 bytes): front-matter title "Workspaces"; ###
# sections Description, Defining workspaces, Getting started with
# workspaces, Adding dependencies to a workspace, Using workspaces, Running
# commands in the context of workspaces, Ignoring missing scripts, See also.
# Much of it is code blocks and folder trees.  Four cuts from four ###
# sections: Description, Getting started with workspaces, Adding
# dependencies to a workspace, Running commands in the context of
# workspaces.
DOCS.append(dict(
    path="using-npm/workspaces.md",
    kind="docs", num="npm", title="Workspaces",
    sentences=[
        dict(
            section="Description",
            start="It automates the linking process",
            end="`node_modules` folder.",
            reworded=("The npm workspaces features automate the linking process as part of npm install and remove the need to manually use npm link to add references to packages that should be symlinked into the current node_modules folder.",
                      "'It' (the previous sentence's 'This set of features', i.e. workspaces) -> 'The npm workspaces features'; 'in order to add' -> 'to add'; backticks dropped"),
            paraphrase=("With workspaces, npm install takes care of the linking itself, so nobody has to run npm link by hand to reference the packages that belong symlinked in the current node_modules folder.",
                        "freer rewording; 'automates the linking process as part of npm install' -> 'npm install takes care of the linking itself'; 'removes the need to manually use npm link' -> 'nobody has to run npm link by hand'"),
            contradiction=("The npm workspaces features automate the linking process as part of npm install and remove the need to manually use npm link to add references to packages that should be symlinked into the global node_modules folder.",
                           "[entity] 'symlinked into the current node_modules folder' -> 'into the global node_modules folder' (the folder npm link itself uses; 'global' does not occur in the page)"),
            overclaim=("Workspaces make the npm link command obsolete, since npm install now does all of the linking that npm link was ever used for.",
                       "scope widened: the page says workspaces remove the need for npm link 'in order to add references to packages that should be symlinked into the current node_modules folder', i.e. for workspace packages; 'obsolete' and 'ever' do not occur in the page, 'npm link' only here"),
            added=("The npm workspaces features automate the linking process as part of npm install and remove the need to manually use npm link, which also keeps stray links out of the global node_modules folder.",
                   "added consequence (no stray links in the global folder) not in the page; 'global' and 'stray' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Getting started with workspaces",
            start="This command will create the missing folders",
            end="root project `package.json`.",
            reworded=("The npm init -w ./packages/a command will create the missing folders and a new package.json file, if needed, while also making sure the workspaces property of the root project's package.json is properly configured.",
                      "'This command' -> 'The npm init -w ./packages/a command' (the code block just above); '(if needed)' -> ', if needed,'; 'making sure to properly configure the ... property' made passive; backticks and quotes dropped"),
            paraphrase=("Running npm init with the -w option and a folder path creates any missing folders and, where needed, a fresh package.json, and it also properly sets up the workspaces property in the root project's package.json.",
                        "freer rewording; the command described by its option and argument; 'if needed' -> 'where needed' (the condition kept); 'making sure to properly configure' -> 'properly sets up'"),
            contradiction=("The npm init -w ./packages/a command creates the missing folders and, if needed, a new package.json file in the root project, while also properly configuring the workspaces property of the new workspace's package.json.",
                           "[roles] the two package.json files swapped: the new package.json is created for the workspace and the workspaces property is configured in the root project's package.json"),
            overclaim=("The npm init -w ./packages/a command creates the missing folders, a new package.json file if needed and the root workspaces entry, leaving a workspace that is fully ready to publish.",
                       "degree raised: 'making sure to properly configure the workspaces property' -> 'a workspace that is fully ready to publish'; 'ready' does not occur in the page as a word (only inside 'already', line 58); 'publish' occurs only in Using workspaces ('easy to publish these nested workspaces') and the See also link to npm publish, never about npm init"),
            added=("The npm init -w ./packages/a command creates the missing folders and, if needed, a new package.json file, configures the root project's workspaces property, and then runs npm install to link the new workspace.",
                   "added step (npm install run afterwards) not in the page, which describes only the folders, the package.json and the workspaces property; may be true in the world, not checked"),
        ),
        dict(
            section="Adding dependencies to a workspace",
            start="npm will detect that **b** is a workspace",
            end="from the registry.",
            reworded=("When npm install b -w a is run, npm will detect that b is a workspace and automatically symlink it rather than fetch it from the registry.",
                      "the setting from the code block above ('npm install b -w a') made a clause; 'fetching' -> 'fetch'; bold marks dropped"),
            paraphrase=("Adding workspace b as a dependency of workspace a links b automatically instead of downloading it from the registry, because npm recognises b as a workspace.",
                        "freer rewording; the order changed (the effect first, the detection as the reason); 'symlink it rather than fetching it from the registry' -> 'links b ... instead of downloading it from the registry'"),
            contradiction=("When npm install b -w a is run, npm does not detect that b is a workspace and fetches it from the registry instead of symlinking it.",
                           "[negation] 'npm will detect that b is a workspace and automatically symlink it rather than fetching it from the registry' -> 'does not detect ... and fetches it from the registry'"),
            overclaim=("Whenever a dependency being installed is a local package, workspace or not, npm detects this and symlinks it rather than fetching it from the registry.",
                       "scope widened in place: the page says this of a workspace being added to another workspace; nothing in it says other local packages are symlinked ('local' occurs only in 'local file system', lines 9, 11 and 14)"),
            added=("When npm install b -w a is run, npm detects that b is a workspace and symlinks it rather than fetching it from the registry, even if a package named b also exists on the registry.",
                   "added condition (a registry package of the same name) not in the page; the page's only other registry mention is 'a dependency named abbrev from the registry' (line 83); may be true in the world, not checked"),
        ),
        dict(
            section="Running commands in the context of workspaces",
            start="Commands will be run in each workspace in the order",
            end="in your `package.json`",
            reworded=("Commands that npm runs across workspaces will be run in each workspace in the order the workspaces appear in the package.json.",
                      "'Commands' given the setting of the section (npm run ... --workspaces, just above); 'they appear' -> 'the workspaces appear'; 'your' -> 'the'; backticks dropped; a full stop added (the source line has none)"),
            paraphrase=("The order of the entries in the package.json workspaces list decides the order in which npm runs a command in each workspace.",
                        "freer rewording; 'in the order they appear in your package.json' -> 'the order of the entries in the package.json workspaces list decides the order'"),
            contradiction=("Commands that npm runs across workspaces will be run in each workspace in the reverse of the order the workspaces appear in the package.json.",
                           "[direction] 'in the order they appear' -> 'in the reverse of the order'"),
            overclaim=("Every npm command, installs and publishing included, processes the workspaces in the order they appear in the package.json.",
                       "scope widened: the page says this of commands run in each workspace with the workspace options (its example is npm run test --workspaces); it says nothing of the order of installs or publishing; 'every' does not occur in the page"),
            added=("Commands are run in each workspace in the order the workspaces appear in the package.json, and npm stops at the first workspace whose command fails.",
                   "added behaviour (stopping at the first failure) not in the page; 'fail' and 'stop' do not occur in it; invented, and may be false in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# using-npm/developers.md (9,055 bytes): front-matter title "Developers"; ###
# sections Description, About These Documents, What is a Package, The
# package.json File, Keeping files out of your Package (#### Testing
# whether ...), Link Packages, Before Publishing: Make Sure Your Package
# Installs and Works (#### Catching undeclared ("phantom") dependencies),
# Create a User Account, Publish your Package, Brag about it, See also.
# The "A package is:" list and "Even if you never publish your package ..."
# are copied in commands/npm-install.md and npm-publish.md, and
# "See package.json for more info on what can and can't be ignored." in
# npm-publish.md: avoided.  Four cuts from four ### sections: Keeping files
# out of your Package, Link Packages, Before Publishing (#### Catching
# undeclared ("phantom") dependencies), Publish your Package.
DOCS.append(dict(
    path="using-npm/developers.md",
    kind="docs", num="npm", title="Developers",
    sentences=[
        dict(
            section="Keeping files *out* of your Package",
            start="If there's no `.npmignore` file, but there *is*",
            end="matched by the `.gitignore` file.",
            reworded=("If a package has no .npmignore file but does have a .gitignore file, npm will ignore the stuff matched by the .gitignore file.",
                      "'there's no ... but there is' -> 'a package has no ... but does have'; 'then' dropped; backticks and emphasis dropped"),
            paraphrase=("Without a .npmignore file, npm falls back on the package's .gitignore file, if there is one, and leaves out whatever it matches.",
                        "freer rewording; the condition kept ('if there is one'); 'will ignore the stuff matched by' -> 'leaves out whatever it matches'"),
            contradiction=("If a package has no .npmignore file but does have a .gitignore file, npm will include the stuff matched by the .gitignore file rather than ignore it.",
                           "[direction] 'npm will ignore the stuff matched by the .gitignore file' -> 'will include ... rather than ignore it' (ignore -> include)"),
            overclaim=("If a package has no .npmignore file, npm will ignore everything matched by its .gitignore file and by the user's global git excludes file as well.",
                       "scope widened in place: the page speaks of the package's .gitignore files ('in all subdirectories of your package, not only the root directory'); it says nothing of a global git excludes file ('global' and 'excludes' do not occur in the page)"),
            added=("If a package has no .npmignore file but does have a .gitignore file, npm will ignore the stuff matched by the .gitignore file and print a notice that it fell back to it.",
                   "added behaviour (a notice about the fallback) not in the page; 'notice' and 'warn' do not occur in it; may be true in the world for some npm versions, not checked"),
        ),
        dict(
            section="Link Packages",
            start="`npm link` is designed to install a development package",
            end="keep re-installing it.",
            reworded=("The npm link command is designed to install a development package and see the changes in real time without having to keep re-installing it.",
                      "'npm link' given the frame 'The ... command'; backticks dropped"),
            paraphrase=("The purpose of npm link is to install a package under development so that its changes show up live, with no need to reinstall it again and again.",
                        "freer rewording; 'is designed to' -> 'The purpose of ... is to'; 'see the changes in real time' -> 'its changes show up live'; 'without having to keep re-installing it' -> 'with no need to reinstall it again and again'"),
            contradiction=("The npm link command installs a development package, but its changes can only be seen after re-installing it each time.",
                           "[negation] 'see the changes in real time without having to keep re-installing it' -> 'can only be seen after re-installing it each time'"),
            overclaim=("The npm link command is the only way to install a development package and see its changes in real time without re-installing it.",
                       "exclusivity added ('the only way'); the page gives no such ranking; 'only' occurs in the page only in 'not only the root directory', 'include only the files' and the blockquote's 'only exposes'"),
            added=("The npm link command is designed to install a development package and see the changes in real time without re-installing it, and the link is meant to be removed with npm unlink before publishing.",
                   "added step (npm unlink before publishing) not in the page; 'unlink' does not occur in it; invented"),
        ),
        dict(
            section="Catching undeclared (\"phantom\") dependencies",
            start="That undeclared (\"phantom\") dependency passes",
            end="installs your package on its own.",
            reworded=("Under npm's default hoisted node_modules layout, an undeclared (phantom) dependency passes a package's own build silently, then fails for anyone who installs the package on its own.",
                      "'That' (the paragraph's 'Under the default hoisted node_modules layout') named; 'your own build' -> 'a package's own build'; 'your package' -> 'the package'; the quotation marks around phantom dropped"),
            paraphrase=("A phantom dependency, one the package never declared, goes unnoticed in the author's own build but breaks for any user who installs the package by itself.",
                        "freer rewording; 'undeclared' -> 'one the package never declared'; 'passes your own build silently' -> 'goes unnoticed in the author's own build'; 'fails for anyone who installs your package on its own' -> 'breaks for any user who installs the package by itself' (the condition kept)"),
            contradiction=("Under npm's default hoisted node_modules layout, an undeclared (phantom) dependency fails a package's own build, then resolves silently for anyone who installs the package on its own.",
                           "[roles] the two outcomes swapped: the page says the phantom dependency passes the author's own build and fails for anyone who installs the package on its own"),
            overclaim=("An undeclared (phantom) dependency passes the author's own build silently and then fails for every user of the package, however the package is installed.",
                       "condition dropped and scope widened: 'fails for anyone who installs your package on its own' -> 'for every user ..., however the package is installed'; the page's own examples (a hoisted transitive dependency, a workspace root) show that the surroundings decide; 'however' does not occur in the page, 'every' only in the blockquote's 'every case'"),
            added=("An undeclared (phantom) dependency passes the package's own build silently, then fails for anyone who installs the package on its own, usually with a Cannot find module error.",
                   "added detail (the error message) not in the page; 'error' does not occur in it ('module' occurs in node_modules, 'a single module' and 'your module's main module', never with an error); may be true in the world, not checked"),
        ),
        dict(
            section="Publish your Package",
            start="Note that pretty much **everything in that folder",
            end="publish from a fresh checkout.",
            reworded=("When npm publishes a folder, pretty much everything in that folder will be exposed by default, so secret stuff in it should be listed in a .npmignore file as globs to ignore, or the package should be published from a fresh checkout.",
                      "'Note that' dropped and the setting ('npm publish' in the root of the folder, the section above) named; 'if you have secret stuff in there, use ...' -> 'secret stuff in it should be listed ...'; bold and backticks dropped"),
            paraphrase=("Since npm publish exposes almost the whole folder by default, anything secret in it has to be kept out with ignore globs in a .npmignore file or avoided by publishing from a fresh checkout.",
                        "freer rewording; 'pretty much everything' -> 'almost the whole folder' (the hedge kept); 'use a .npmignore file to list out the globs to ignore' -> 'kept out with ignore globs in a .npmignore file'"),
            contradiction=("When npm publishes a folder, pretty much nothing in that folder is exposed by default, though secret stuff can still be listed in a .npmignore file or the package published from a fresh checkout.",
                           "[direction] 'pretty much everything in that folder will be exposed by default' -> 'pretty much nothing in that folder is exposed by default' (everything -> nothing)"),
            overclaim=("When npm publishes a folder, secret stuff can be kept out with a .npmignore file or by publishing from a fresh checkout, and either one guarantees that no secret ends up in the published package.",
                       "a guarantee added: the page advises the two measures and promises nothing; 'guarantee' occurs only in the blockquote ('one check, not a guarantee', about install-strategy=linked)"),
            added=("When npm publishes a folder, pretty much everything in it is exposed by default, so secrets should be kept out with a .npmignore file or a fresh checkout, and npm publish prints the list of files it includes so that they can be checked.",
                   "added detail (npm publish prints the file list) not in the page; the page's check is npm pack, which 'will generate a tarball in the working directory' (line 131); 'list of files' and 'prints' do not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# using-npm/registry.md (3,484 bytes): front-matter title "Registry"; ###
# sections Description, Does npm send any information about me back to the
# registry?, How can I prevent my package from being published in the
# official registry?, Where can I find my (and others') published
# packages? (a URL only), See also.  The terms-of-use sentence and "You can
# configure npm to use any compatible registry you like, and even run your
# own registry." are also in commands/npm.md: avoided.  Four cuts from
# three ### sections: Description (x2), Does npm send ..., How can I
# prevent ....
DOCS.append(dict(
    path="using-npm/registry.md",
    kind="docs", num="npm", title="Registry",
    sentences=[
        dict(
            section="Description",
            start="To resolve packages by name and version, npm talks",
            end="for reading package info.",
            reworded=("For resolving packages by name and version, npm talks to a registry website implementing the CommonJS Package Registry specification for reading package info.",
                      "'To resolve' -> 'For resolving'; 'that implements' -> 'implementing'"),
            paraphrase=("Name-and-version resolution in npm goes through a registry website, one that follows the CommonJS Package Registry specification for reading package information.",
                        "freer rewording; 'To resolve packages by name and version, npm talks to' -> 'Name-and-version resolution in npm goes through'; 'implements' -> 'follows'; 'info' -> 'information'"),
            contradiction=("For resolving packages by name and version, npm talks to a registry website implementing the Node.js Package Registry specification for reading package info.",
                           "[entity] 'the CommonJS Package Registry specification' -> 'the Node.js Package Registry specification'; 'Node.js' does not occur in the page"),
            overclaim=("The npm CLI resolves every package by name and version through a registry website implementing the CommonJS Package Registry specification, and never by any other means.",
                       "exclusivity added ('never by any other means'); the page says how npm resolves packages by name and version and says nothing of other sources; 'never' and 'other means' do not occur in it"),
            added=("For resolving packages by name and version, npm talks to a registry website implementing the CommonJS Package Registry specification for reading package info, a specification first published in 2010.",
                   "added date (2010) not in the page; no year occurs in it; not checked in the world"),
        ),
        dict(
            section="Description",
            start="When the default registry is used in a package-lock",
            end="configured registry\".",
            reworded=("When npm's default registry is used in a package-lock or shrinkwrap, it has the special meaning of the currently configured registry.",
                      "'the default registry' -> 'npm's default registry'; a comma added; the quotation marks around the meaning dropped"),
            paraphrase=("In a package-lock or shrinkwrap file, npm reads the default registry as standing for whichever registry is configured at the moment.",
                        "freer rewording; 'has the special meaning of the currently configured registry' -> 'reads ... as standing for whichever registry is configured at the moment'"),
            contradiction=("When npm's default registry is used in a package-lock or shrinkwrap, it has no special meaning and always stands for the public registry itself.",
                           "[negation] 'it has the special meaning of the currently configured registry' -> 'it has no special meaning and always stands for the public registry itself'"),
            overclaim=("The default registry is the only entry in a package-lock or shrinkwrap whose meaning npm reinterprets according to the current configuration.",
                       "exclusivity added ('the only entry'): the page says what the default registry means in a lock file and, in the next sentence, that a custom registry is kept; it says nothing about the other entries of a lock file ('only' occurs in the page only in 'published only to your internal/private registry'; 'entry' and 'reinterpret' do not occur)"),
            added=("When npm's default registry is used in a package-lock or shrinkwrap, it has the special meaning of the currently configured registry, which npm marks by leaving the resolved URLs out of the lock file.",
                   "added detail (resolved URLs left out) not in the page; 'resolved' does not occur in it, and 'URL' only in 'The registry URL used is determined by the scope of the package' (line 20) and the JENKINS_URL variable; invented, and likely false in the world"),
        ),
        dict(
            section="Does npm send any information about me back to the registry?",
            start="`Npm-In-CI` – Set to",
            end="`bamboo.buildKey`.",
            reworded=("The Npm-In-CI header is set to true if npm believes the install is running in a continuous integration environment and to false otherwise, which npm detects by looking for the environment variables CI, TDDIUM, JENKINS_URL and bamboo.buildKey.",
                      "the list item's label made the subject ('The Npm-In-CI header', from the lead-in 'npm adds two headers'); 'this install' -> 'the install'; the two sentences joined with 'which'; quotation marks and backticks dropped"),
            paraphrase=("Through the Npm-In-CI header, npm tells the registry whether it thinks an install runs in continuous integration, judging this by whether CI, TDDIUM, JENKINS_URL or bamboo.buildKey is among the environment variables.",
                        "freer rewording; 'Set to true if ..., false otherwise' -> 'tells the registry whether'; 'believes' -> 'thinks' (the hedge kept); 'looking for the following environment variables' -> 'whether ... is among the environment variables'"),
            contradiction=("The Npm-In-CI header is set to true if npm believes the install is running in a continuous integration environment, which npm detects by looking for just two environment variables, CI and JENKINS_URL.",
                           "[number] the page lists four variables (CI, TDDIUM, JENKINS_URL, bamboo.buildKey); the claim says 'just two'"),
            overclaim=("The Npm-In-CI header reliably tells the registry whether an install runs in continuous integration, since the variables CI, TDDIUM, JENKINS_URL and bamboo.buildKey cover every CI service.",
                       "hedge removed and scope widened: 'if npm believes this install is running in' -> 'reliably tells'; the four variables -> 'cover every CI service'; 'reliabl-' and 'every' do not occur in the page"),
            added=("The Npm-In-CI header is set to true when npm believes the install runs in continuous integration, detected from CI, TDDIUM, JENKINS_URL and bamboo.buildKey, and it can be switched off with a configuration setting.",
                   "added detail (a setting to switch the header off) not in the page; the page names no such setting ('switch' only in the lock-file sentence, 'switch to another registry'); invented"),
        ),
        dict(
            section="How can I prevent my package from being published in the official registry?",
            start="Set `\"private\": true` in your",
            end="internal/private registry.",
            reworded=("Setting private to true in a package's package.json prevents npm from publishing it at all, while setting publishConfig to an internal registry makes npm publish it only to that internal or private registry.",
                      "the imperative 'Set' given the subject 'Setting'; the passives made active with npm as the publisher; the publishConfig example (with its URL) described as 'setting publishConfig to an internal registry'; 'internal/private' -> 'internal or private'; backticks and quotes dropped"),
            paraphrase=("To keep a package out of the official npm registry, its package.json can either mark it private, which blocks publishing entirely, or give a publishConfig registry so that it can only be published to an internal registry.",
                        "freer rewording; the question of the heading named as the aim ('To keep a package out of the official npm registry'); 'prevent it from being published at all' -> 'blocks publishing entirely'; 'force it to be published only to' -> 'so that it can only be published to'"),
            contradiction=("Setting publishConfig to an internal registry in a package's package.json prevents it from being published at all, while setting private to true forces it to be published only to an internal or private registry.",
                           "[roles] the two settings swapped: the page has private: true prevent publishing at all and publishConfig force publishing only to the internal registry"),
            overclaim=("A publishConfig registry in package.json forces a package to be published only to the internal registry, which guarantees that nobody outside the organisation can ever see it.",
                       "degree raised: 'force it to be published only to your internal/private registry' -> 'guarantees that nobody outside the organisation can ever see it'; 'guarantee' and 'organisation' do not occur in the page ('organization' only in the Npm-Scope item)"),
            added=("Setting private to true in package.json prevents a package from being published at all, and npm publish then stops with an error that names the private field.",
                   "added detail (the error naming the private field) not in the page; 'error' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# using-npm/dependency-selectors.md (12,292 bytes): front-matter title
# "Dependency Selectors"; ### sections Description, Dependency Selector
# Syntax (#### Overview, Combinators, Selectors, Dependency Type Selectors,
# Pseudo Selectors with ##### :semver, :outdated, :vuln, then Attribute
# Selectors, Array & Object Attribute Selectors, Objects, Nested Objects,
# Arrays), Groups, Programmatic Usage, and "## See Also".  Many lines are
# selector lists and CSS code blocks.  Four cuts from three ### sections:
# Description (a worded list item), Dependency Selector Syntax (##### :semver
# and ##### :vuln), Groups.
DOCS.append(dict(
    path="using-npm/dependency-selectors.md",
    kind="docs", num="npm", title="Dependency Selectors",
    sentences=[
        dict(
            section="Description",
            start="Leverages existing, known language syntax",
            end="broadly accessible",
            reworded=("The dependency selector syntax of npm query leverages existing, known language syntax and operators from CSS to make disparate package information broadly accessible.",
                      "the list item given its subject from the lead-in ('The npm query command exposes a new dependency selector syntax ... which:'); '&' -> 'and'; a full stop added"),
            paraphrase=("By borrowing familiar syntax and operators from CSS, the selector syntax of npm query makes scattered package information widely accessible.",
                        "freer rewording; 'Leverages existing, known language syntax & operators' -> 'borrowing familiar syntax and operators'; 'disparate' -> 'scattered'; 'broadly' -> 'widely'"),
            contradiction=("The dependency selector syntax of npm query leverages existing, known language syntax and operators from XPath to make disparate package information broadly accessible.",
                           "[entity] 'from CSS' -> 'from XPath'; XPath does not occur in the page, which names CSS throughout"),
            overclaim=("The dependency selector syntax of npm query leverages known syntax and operators from CSS, which makes all package information, however disparate, fully accessible.",
                       "degree raised: 'make disparate package information broadly accessible' -> 'makes all package information ... fully accessible'; 'fully' does not occur in the page, 'all' only in unrelated places ('all but the first', 'all available versions' and a code comment, 'query all production dependencies')"),
            added=("The dependency selector syntax of npm query leverages known syntax and operators from CSS to make disparate package information broadly accessible, and queries written in it can be saved in a project's .npmrc file for reuse.",
                   "added feature (queries saved in .npmrc) not in the page; '.npmrc', 'save' and 'reuse' do not occur in it; invented"),
        ),
        dict(
            section="`:semver(<spec>, [selector], [function])`",
            start="The `:semver()` pseudo selector allows comparing",
            end="all but the first of which are optional.",
            reworded=("The :semver() pseudo selector of npm's dependency selectors allows comparing fields from each node's package.json using semver methods, and it accepts up to three parameters, all but the first of which are optional.",
                      "'of npm's dependency selectors' added; the two sentences joined; '3' -> 'three'; backticks and the link dropped"),
            paraphrase=("In npm query, :semver() compares values from every node's package.json with semver methods and takes at most three arguments, only the first of which is required.",
                        "freer rewording; 'fields' -> 'values'; 'up to 3 parameters, all but the first of which are optional' -> 'at most three arguments, only the first of which is required'"),
            contradiction=("The :semver() pseudo selector of npm's dependency selectors allows comparing fields from each node's package.json using semver methods, and it accepts up to four parameters, all but the first of which are optional.",
                           "[number] 'up to 3 parameters' -> 'up to four parameters'"),
            overclaim=("The :semver() pseudo selector can compare any field of each node's package.json, whatever it contains, using semver methods, with up to three parameters of which only the first is required.",
                       "scope widened: 'allows comparing fields from each node's package.json' -> 'any field ..., whatever it contains'; the page's examples compare version fields and engines.node; 'whatever' does not occur in it"),
            added=("The :semver() pseudo selector allows comparing fields from each node's package.json using semver methods and accepts up to three parameters, and it reports an error when the first parameter is not a valid semver version or range.",
                   "added behaviour (an error for an invalid first parameter) not in the page; 'error' does not occur in it, 'valid' only in ':invalid', 'a valid node-semver version or range' (the list item), 'semver.valid()' and 'a valid query selector'; invented"),
        ),
        dict(
            section="`:vuln`",
            start="Only dependencies whose current version matches",
            end="will not match.",
            reworded=("The :vuln pseudo selector of npm query returns only dependencies whose current version matches a vulnerability, so with semver@7.6.0 in the tree, a semver vulnerability that affects versions <=6.3.1 will not match.",
                      "the section's selector named as the subject; the two sentences joined with 'so'; 'if you have ... in your tree' -> 'with ... in the tree'; backticks dropped"),
            paraphrase=("For :vuln, what counts is the installed version: a semver@7.6.0 in the tree is not matched by a semver advisory that covers only versions up to 6.3.1.",
                        "freer rewording; 'current version' -> 'installed version'; 'a vulnerability ... which affects versions <=6.3.1 will not match' -> 'is not matched by a ... advisory that covers only versions up to 6.3.1'"),
            contradiction=("The :vuln pseudo selector of npm query returns a dependency whenever its package has any known vulnerability, so with semver@7.6.0 in the tree, a semver vulnerability that affects versions <=6.3.1 will still match.",
                           "[negation] 'Only dependencies whose current version matches ... will be returned' and '... will not match' -> 'whenever its package has any known vulnerability' and 'will still match'"),
            overclaim=("Because :vuln returns only dependencies whose current version matches a vulnerability, every dependency it returns is guaranteed to be exploitable in the project.",
                       "degree raised: a version match made a guarantee of exploitability; 'exploit-' and 'guarantee' do not occur in the page"),
            added=("The :vuln pseudo selector returns only dependencies whose current version matches a vulnerability, and it lists the matching dependencies with the most severe vulnerability first.",
                   "added detail (ordering by severity) not in the page; the :vuln section speaks of severity only as a filter ('severity filtering is done per severity'); 'order' does not occur in the page, and 'first' only in 'all but the first' and 'first-and-foremost'; invented"),
        ),
        dict(
            section="Groups",
            start="Please note that currently `workspace` deps",
            end="considered a `prod` dependency.",
            reworded=("In npm's dependency groups, workspace deps are currently always prod dependencies, and the .root dependency is also considered a prod dependency.",
                      "'Please note that' dropped; the section named ('In npm's dependency groups'); the two sentences joined; backticks dropped"),
            paraphrase=("For npm query's groups, every workspace dependency counts as a prod dependency for now, and so does the root dependency.",
                        "freer rewording; 'currently' -> 'for now' (the hedge kept); 'the .root dependency is also considered a prod dependency' -> 'and so does the root dependency'"),
            contradiction=("In npm's dependency groups, workspace deps are currently always prod dependencies, but the .root dependency is not considered a prod dependency.",
                           "[negation] 'Additionally the .root dependency is also considered a prod dependency' -> 'the .root dependency is not considered a prod dependency'"),
            overclaim=("In npm's dependency groups, workspace deps are permanently treated as prod dependencies, and so is the .root dependency.",
                       "hedge removed and made permanent: 'currently ... always prod dependencies' -> 'permanently treated as prod dependencies'; 'permanent' does not occur in the page"),
            added=("In npm's dependency groups, workspace deps are currently always prod dependencies and the .root dependency is also a prod dependency, a rule that npm plans to change in its next major version.",
                   "added plan (a change in the next major version) not in the page, whose only hint is 'currently'; 'plan', 'next' and 'major version' do not occur in it ('major' only as the semver major of :outdated); invented"),
        ),
    ]))
