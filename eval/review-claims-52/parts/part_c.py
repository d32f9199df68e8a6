# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-52, part C (drafts 11-15).

Same format as review-claims-51's parts.  The documents are pages of npm
11.19.1's Markdown documentation as installed on this machine, under the
corpus root /usr/lib/node_modules/npm/docs/content (`path` is relative to
it).  One entry per document, in draft order.  Each sentence gives the
section it comes from, a start anchor (unique in the raw file) and an end
anchor (first match after the start, inclusive), plus five hand-written
(claim, note) tuples, one per kind.

`kind` is "docs", `num` is "npm" and `title` is the page's front-matter
`title:` value, so the draft heading reads "## npm docs: <title>"
("npm-rebuild", "npm-prune", "npm", "npm-install-scripts",
"npm-dist-tag").  `section` is the text of the nearest heading above the
sentence ('#' marks dropped, other markup such as backticks kept as
written).

All five pages are command pages.  Their "### Configuration" sections are
option texts copied word for word from using-npm/config.md and from other
command pages, so the cuts come from the pages' own prose: "### Description"
only on npm-rebuild.md, npm-prune.md and npm-install-scripts.md (the only
### section with page-specific prose on each), four ### sections on npm.md,
three on npm-dist-tag.md.  Every cut here occurs in no other file under the
corpus root, raw, with white space and case read away, or with Markdown
markup stripped; no line and no sentence of a cut with six or more words
occurs elsewhere either (check_part_c.py tests all of these; notes-c.md
lists the shared and near-copied passages that were avoided, among them
most of npm-install-scripts.md's Description, which npm-approve-scripts.md
and npm-deny-scripts.md repeat).  The spare, commands/npm-pack.md, is not
used.  DRAFTS gives the draft number of each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing
(review-claims-51 part C's split: number 4, entity 3, direction 4,
negation 5, roles 4):

    d11 npm-rebuild.md          number    direction roles     negation
    d12 npm-prune.md            direction roles     entity    negation
    d13 npm.md                  entity    negation  roles     number
    d14 npm-install-scripts.md  direction negation  entity    roles
    d15 npm-dist-tag.md         number    negation  direction number
"""

DOCS = []
DRAFTS = [11, 12, 13, 14, 15]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-11
# commands/npm-rebuild.md (6,892 bytes): "### Synopsis" (code), "###
# Description", "### Configuration" (#### global, bin-links,
# foreground-scripts, ignore-scripts, allow-scripts, strict-allow-scripts,
# dangerously-allow-all-scripts, workspace, workspaces,
# include-workspace-root, install-links: all copied from using-npm/config.md
# and other command pages) and "### See Also" (links).  Page-specific prose
# only under Description, so all four cuts come from it (one top-level
# section, one nearest heading).
DOCS.append(dict(
    path="commands/npm-rebuild.md",
    kind="docs", num="npm", title="npm-rebuild",
    sentences=[
        dict(
            section="Description",
            start="Execute lifecycle scripts (`preinstall`",
            end="whether bin links are enabled",
            reworded=("The npm rebuild command executes the preinstall, install, postinstall and prepare lifecycle scripts and links bins depending on whether bin links are enabled.",
                      "the subject from the page title (npm-rebuild) and the list's lead-in ('This command does the following:'); the two list items joined with 'and' ('Execute'/'Links' -> 'executes'/'links'); backticks and parentheses dropped"),
            paraphrase=("A rebuild runs the preinstall, install, postinstall and prepare scripts, and it creates bin links only if bin linking is turned on.",
                        "freer rewording; 'Execute lifecycle scripts' -> 'runs the ... scripts'; 'Links bins depending on whether bin links are enabled' -> 'creates bin links only if bin linking is turned on'; the four script names kept"),
            contradiction=("The npm rebuild command executes just two lifecycle scripts, install and postinstall, and links bins depending on whether bin links are enabled.",
                           "[number] the page lists four lifecycle scripts (preinstall, install, postinstall, prepare); the claim says 'just two', naming install and postinstall"),
            overclaim=("Because npm rebuild executes the preinstall, install, postinstall and prepare lifecycle scripts and links bins depending on whether bin links are enabled, it is guaranteed to recompile every C++ add-on.",
                       "a use asserted as a guarantee: the page says only that the command is useful after installing a new node.js version, 'where you need to recompile all your C++ add-ons' (line 24); it guarantees nothing ('guarantee' does not occur in the page; 'every' only in the dangerously-allow-all-scripts option, line 150)"),
            added=("Across packages, npm rebuild executes the preinstall, install, postinstall and prepare lifecycle scripts in parallel, and it links bins depending on whether bin links are enabled.",
                   "added detail (the scripts run in parallel across packages) not in the page; 'parallel' and 'concurrent' do not occur in it, and it says nothing of the order or concurrency of the scripts; invented"),
        ),
        dict(
            section="Description",
            start="If one or more package specs are provided",
            end="will be rebuilt.",
            reworded=("If one or more package specs are given to npm rebuild, then only packages with a name and version matching one of the specifiers are rebuilt.",
                      "'are provided' -> 'are given to npm rebuild' (the page title); 'will be rebuilt' -> 'are rebuilt'"),
            paraphrase=("Passing package specs to npm rebuild narrows the rebuild to the packages whose name and version match at least one of those specs.",
                        "freer rewording; 'only packages ... will be rebuilt' -> 'narrows the rebuild to the packages'; 'matching one of the specifiers' -> 'match at least one of those specs'"),
            contradiction=("If one or more package specs are given to npm rebuild, the packages whose name and version match one of the specifiers are skipped, and every other package is rebuilt.",
                           "[direction] the selection turned round: the page rebuilds only the packages that match a specifier ('will be rebuilt'); the claim skips them and rebuilds the rest (rebuilt -> skipped)"),
            overclaim=("Running npm rebuild with package specs is the recommended way to use it, since only packages whose name and version match one of the specifiers are then rebuilt.",
                       "a possibility made a recommendation: the page says what happens when specs are provided and recommends nothing ('recommend' and 'should ... use' do not occur in it; 'should' occurs once, in 'you should not need to run npm rebuild', line 29)"),
            added=("Should a package spec given to npm rebuild match no installed package, npm rebuild exits with an error; otherwise only the packages matching one of the specifiers are rebuilt.",
                   "added behaviour (an error exit for a spec that matches nothing) not in the page; 'exit' does not occur in it, 'error' only in the Configuration options (line 82, standard error of build scripts; lines 117 and 130, the install-script policy); invented"),
        ),
        dict(
            section="Description",
            start="Usually, you should not need to run",
            end="`--no-bin-links`).",
            reworded=("Usually there should be no need to run npm rebuild, as it is already done as part of npm install, unless those steps were suppressed with --ignore-scripts or --no-bin-links.",
                      "'you should not need to run' -> 'there should be no need to run'; 'done for you' -> 'done'; 'unless you suppressed these steps' -> 'unless those steps were suppressed'; the parentheses and backticks dropped"),
            paraphrase=("Because npm install already takes care of rebuilding, a separate npm rebuild is normally unnecessary, except after an install that skipped those steps through --ignore-scripts or --no-bin-links.",
                        "freer rewording; 'it is already done for you as part of npm install' -> 'npm install already takes care of rebuilding'; 'Usually, you should not need' -> 'normally unnecessary'; the exception kept"),
            contradiction=("Usually there should be no need to run npm install, as it is already done as part of npm rebuild, unless those steps were suppressed with --ignore-scripts or --no-bin-links.",
                           "[roles] npm install and npm rebuild swapped: the page has rebuilding done as part of npm install, not installing as part of npm rebuild"),
            overclaim=("Usually there is no need to run npm rebuild, as every npm command that installs packages already does it, unless those steps were suppressed with --ignore-scripts or --no-bin-links.",
                       "scope widened: 'as part of npm install' -> 'every npm command that installs packages'; the page names npm install only ('ci' occurs only in the allow-scripts option, line 117, in a list of project-scoped commands where --allow-scripts is an error, 'update' there and in the workspaces option, line 190)"),
            added=("When npm install runs with --ignore-scripts or --no-bin-links, it prints a reminder to run npm rebuild, which is otherwise usually unnecessary because npm install has already done it.",
                   "added behaviour (a reminder printed by npm install) not in the page; 'remind', 'reminder' and 'print' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="This default behavior is suppressed",
            end='`"gypfile": false`',
            reworded=("The default npm install hook for a package with a binding.gyp file is suppressed if its package.json has its own install or preinstall scripts, and also if the package specifies gypfile as false.",
                      "'This default behavior' named from the paragraph above the code block (line 31: with a binding.gyp file in the package's root, npm uses a default install hook); the two sentences joined with 'and also'; backticks and quotation marks dropped; '\"gypfile\": false' -> 'gypfile as false'"),
            paraphrase=("A package with a binding.gyp file loses npm's default install hook when its package.json defines an install or preinstall script of its own, or when it sets gypfile to false.",
                        "freer rewording; 'is suppressed' -> 'loses'; 'has its own install or preinstall scripts' -> 'defines an install or preinstall script of its own'; 'specifies \"gypfile\": false' -> 'sets gypfile to false'; the hook's referent as in the reworded"),
            contradiction=("The default npm install hook for a package with a binding.gyp file still applies when its package.json has its own install or preinstall scripts, and is suppressed only if the package specifies gypfile as false.",
                           "[negation] 'This default behavior is suppressed if the package.json has its own install or preinstall scripts' -> 'still applies when ...' (and 'also' -> 'only' for the gypfile case, to keep the claim coherent)"),
            overclaim=("Any lifecycle script at all in package.json, or gypfile set to false, suppresses the default npm install hook for a package with a binding.gyp file.",
                       "scope widened: 'its own install or preinstall scripts' -> 'any lifecycle script at all'; the page names only those two ('lifecycle' occurs at line 19, the list of scripts the command executes, and line 108, the allow-scripts option, never with the hook)"),
            added=("The default npm install hook for a package with a binding.gyp file is suppressed if its package.json has its own install or preinstall scripts or specifies gypfile as false, and npm then logs that it skipped node-gyp.",
                   "added behaviour (a log line saying node-gyp was skipped) not in the page; 'log' does not occur in it, 'skipped' only in the strict-allow-scripts option ('silently skipped', line 135), 'node-gyp' only in the code block of the default hook; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-12
# commands/npm-prune.md (5,737 bytes): "### Synopsis" (code), "###
# Description", "### Configuration" (#### omit, include, dry-run, json,
# foreground-scripts, ignore-scripts, workspace, workspaces,
# include-workspace-root, install-links: all copied) and "### See Also".
# Page-specific prose only under Description (seven sentences of 12-45
# words), so all four cuts come from it.
DOCS.append(dict(
    path="commands/npm-prune.md",
    kind="docs", num="npm", title="npm-prune",
    sentences=[
        dict(
            section="Description",
            start='This command removes "extraneous" packages.',
            end="supplied names are removed.",
            reworded=("The npm prune command removes extraneous packages, and if a package name is provided, then only packages matching one of the supplied names are removed.",
                      "'This command' -> 'The npm prune command' (the page title); the two sentences joined with 'and'; the quotation marks around extraneous dropped"),
            paraphrase=("Pruning deletes extraneous packages; given package names, it limits the removal to packages that match one of them.",
                        "freer rewording; 'removes' -> 'deletes'; 'If a package name is provided' -> 'given package names'; 'only packages matching one of the supplied names are removed' -> 'limits the removal to packages that match one of them'"),
            contradiction=("The npm prune command removes extraneous packages, but if a package name is provided, the packages matching one of the supplied names are kept and the others are removed.",
                           "[direction] 'only packages matching one of the supplied names are removed' -> 'the packages matching ... are kept and the others are removed' (removed -> kept)"),
            overclaim=("The npm prune command removes extraneous packages however deeply they are nested in the dependency tree, and if a package name is provided, only packages matching one of the supplied names are removed.",
                       "scope widened: the page gives no depth ('nested', 'deep' and 'tree' do not occur in its Description; 'tree' occurs only in the Configuration options, 'the installation tree on disk', line 37, and 'the node_modules tree', line 156); its definition speaks of packages 'present in the node_modules folder' (line 18)"),
            added=("The npm prune command removes extraneous packages, and a supplied package name may contain a wildcard that matches several packages at once.",
                   "added detail (wildcards in the supplied names) not in the page; 'wildcard', 'glob' and 'pattern' do not occur in it, and its synopsis takes plain names ('[[<@scope>/]<pkg>...]'); invented"),
        ),
        dict(
            section="Description",
            start="Extraneous packages are those present",
            end="any package's dependency list.",
            reworded=("For npm prune, extraneous packages are those present in the node_modules folder that are not listed in any package's dependency list.",
                      "'For npm prune,' added (the page title); 'not listed as any package's dependency list' -> 'not listed in any package's dependency list'; backticks dropped"),
            paraphrase=("A package counts as extraneous when it sits in node_modules although no package names it as a dependency.",
                        "freer rewording; 'present in the node_modules folder' -> 'sits in node_modules'; 'not listed as any package's dependency list' -> 'no package names it as a dependency'"),
            contradiction=("For npm prune, extraneous packages are those listed in some package's dependency list that are not present in the node_modules folder.",
                           "[roles] the two conditions swapped: the page's extraneous packages are present in node_modules and listed in no dependency list; the claim's are listed and missing from node_modules"),
            overclaim=("Packages in node_modules that no package lists as a dependency, which npm prune calls extraneous, can never be needed by any code in the project.",
                       "a definition made a guarantee: the page defines extraneous by the dependency lists only and says nothing of what code needs ('code', 'never' and 'needed' do not occur in it; 'need' occurs only in 'you'll only need this command', line 26; 'project' only in the workspace options, lines 129-172)"),
            added=("The npm ls command marks as extraneous every package present in node_modules that no package lists as a dependency, the packages that npm prune calls extraneous.",
                   "added detail (npm ls labels such packages) not in the page; 'npm ls' occurs only as a See Also link (line 191), 'mark' does not occur; may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If the `--omit=dev` flag is specified",
            end="in your `devDependencies`.",
            reworded=("If the --omit=dev flag is specified or the NODE_ENV environment variable is set to production, npm prune removes the packages specified in devDependencies.",
                      "'this command will remove' -> 'npm prune removes'; 'your devDependencies' -> 'devDependencies'; backticks dropped"),
            paraphrase=("Given --omit=dev, or run with NODE_ENV set to production, prune deletes the packages listed under devDependencies.",
                        "freer rewording; 'If the --omit=dev flag is specified' -> 'Given --omit=dev'; 'the NODE_ENV environment variable is set to production' -> 'run with NODE_ENV set to production'; 'remove the packages specified in' -> 'deletes the packages listed under'"),
            contradiction=("If the --omit=dev flag is specified or the NODE_ENV environment variable is set to production, npm prune removes the packages specified in optionalDependencies.",
                           "[entity] 'devDependencies' -> 'optionalDependencies' ('optionalDependencies' does not occur in the page; the omit option's 'optional' type is a separate value)"),
            overclaim=("Setting --omit=dev, or NODE_ENV to production, makes npm prune remove every development-only package, including the dependencies that only devDependencies pull in.",
                       "scope widened: 'the packages specified in your devDependencies' -> 'every development-only package, including the dependencies that only devDependencies pull in'; the page names only the packages specified in devDependencies ('transitive', 'pull' and 'development-only' do not occur in it)"),
            added=("If the --omit=dev flag is specified or NODE_ENV is set to production, npm prune removes the packages specified in devDependencies, a step often taken when building a Docker image.",
                   "added context (Docker image builds) not in the page; 'docker' and 'image' do not occur in it, 'build' only in the foreground-scripts option ('Run all build scripts', line 100); may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="In normal operation, extraneous modules",
            end="clean up any resulting garbage.",
            reworded=("In normal operation, npm prunes extraneous modules automatically, so npm prune is needed only with the --production flag, but operation is not always normal, and after crashes or mistakes it can help clean up the resulting garbage.",
                      "'extraneous modules are pruned automatically' made active with npm as the subject; 'you'll only need this command' -> 'npm prune is needed only'; 'However, in the real world, operation is not always \"normal\"' -> 'but operation is not always normal'; 'When crashes or mistakes happen' -> 'after crashes or mistakes'; the three sentences joined"),
            paraphrase=("Extraneous modules normally get removed without anyone asking, which leaves npm prune mostly for use with --production, though it is handy for tidying up after a crash or a mistake.",
                        "freer rewording; 'pruned automatically' -> 'removed without anyone asking'; 'you'll only need this command with the --production flag' and the 'However' sentence -> 'mostly for use with --production, though it is handy for tidying up after a crash or a mistake'; 'can help clean up any resulting garbage' -> 'handy for tidying up'"),
            contradiction=("In normal operation, extraneous modules are not pruned automatically, so npm prune is needed even without the --production flag, and after crashes or mistakes it can help clean up the resulting garbage.",
                           "[negation] 'extraneous modules are pruned automatically' -> 'are not pruned automatically' (and 'only need this command with the --production flag' -> 'needed even without', which follows from it)"),
            overclaim=("In normal operation, npm prunes extraneous modules automatically, and after crashes or mistakes npm prune is guaranteed to clean up all of the resulting garbage.",
                       "a degree raised: 'this command can help clean up any resulting garbage' -> 'is guaranteed to clean up all of the resulting garbage'; 'guarantee' and 'all of' do not occur in the page's Description ('all' occurs only in the Configuration options)"),
            added=("In normal operation, npm prunes extraneous modules automatically, so npm prune is needed only with --production or after crashes or mistakes, such as an install cut short by a lost network connection.",
                   "added example (an install cut short by a lost network connection) not in the page; 'network' occurs only in the dry-run option ('other network related commands', line 75), 'connection' and 'interrupt' not at all; invented as an example"),
        ),
    ]))

# ---------------------------------------------------------------- draft-13
# commands/npm.md (5,638 bytes): "### Synopsis" (code and the shared note
# "This command is unaware of workspaces."), "### Version", "###
# Description", "### Important", "### Introduction", "### Dependencies",
# "### Directories", "### Developer Usage" (with "#### Configuration"),
# "### Contributions", "### Bugs", "### Feature Requests", "### See Also".
# Four cuts from four ### sections: Description, Dependencies,
# Directories and Developer Usage (its #### Configuration).  Important's
# first sentence ("npm comes preconfigured to use npm's public registry
# ...") is a near-copy of using-npm/registry.md's, and its next two are
# copied from there word for word, so none of it is used.
DOCS.append(dict(
    path="commands/npm.md",
    kind="docs", num="npm", title="npm",
    sentences=[
        dict(
            section="Description",
            start="npm is the package manager for the Node JavaScript platform.",
            end="manages dependency conflicts intelligently.",
            reworded=("As the package manager for the Node JavaScript platform, npm puts modules in place so that node can find them and manages dependency conflicts intelligently.",
                      "the first sentence made an opening phrase; 'It' -> 'npm'; the comma before 'and' dropped"),
            paraphrase=("Node's package manager places modules where node is able to locate them and handles clashes between dependencies in a smart way.",
                        "freer rewording; 'the package manager for the Node JavaScript platform' -> 'Node's package manager'; 'puts modules in place so that node can find them' -> 'places modules where node is able to locate them'; 'manages dependency conflicts intelligently' -> 'handles clashes between dependencies in a smart way'"),
            contradiction=("As the package manager for the Deno JavaScript platform, npm puts modules in place so that Deno can find them and manages dependency conflicts intelligently.",
                           "[entity] the platform 'Node' (and 'node' finding the modules) -> 'Deno'; Deno does not occur in the page"),
            overclaim=("As the package manager for the Node JavaScript platform, npm puts modules in place so that node can find them and resolves every dependency conflict automatically.",
                       "a degree raised: 'manages dependency conflicts intelligently' -> 'resolves every dependency conflict automatically'; the page does not say every conflict is resolved, or without help ('resolve' and 'automatically' do not occur in it, 'every' only in 'reinstall every time', line 80)"),
            added=("Bundled with every Node.js installer, npm is the package manager for the Node JavaScript platform and puts modules in place so that node can find them.",
                   "added detail (npm shipped with the Node.js installers) not in the page; 'bundle', 'bundled', 'installer' and 'ships' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Dependencies",
            start="If a package lists a dependency using a git URL",
            end="if it is not installed.",
            reworded=("If a package lists a dependency using a git URL, npm installs that dependency using the git command and generates an error if git is not installed.",
                      "'will install'/'will generate' -> 'installs'/'generates'; 'it' -> 'git'; the link on git dropped"),
            paraphrase=("Dependencies given as git URLs are fetched through the git command, so npm fails with an error when git is missing from the machine.",
                        "freer rewording; 'lists a dependency using a git URL' -> 'Dependencies given as git URLs'; 'install that dependency using the git command' -> 'fetched through the git command'; 'will generate an error if it is not installed' -> 'fails with an error when git is missing'"),
            contradiction=("If a package lists a dependency using a git URL, npm installs that dependency using the git command when it is available and does not generate an error if git is not installed.",
                           "[negation] 'will generate an error if it is not installed' -> 'does not generate an error if git is not installed'"),
            overclaim=("If a package lists a dependency using a git URL, npm installs that dependency using the git command, and any version of git will do.",
                       "a requirement loosened into a guarantee: the page says git must be installed, nothing about which versions work ('version' occurs only in the Version section and 'the latest version of \"blerg\"', line 43)"),
            added=("To install a dependency listed by git URL, npm first clones it with the git command into a temporary folder, and it generates an error if git is not installed.",
                   "added detail (a clone into a temporary folder) not in the page; 'clone' and 'temporary' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Directories",
            start="Local mode is the default.",
            end="in global mode instead.",
            reworded=("Local mode is npm's default, and -g or --global can be used on any command to run it in global mode instead.",
                      "'the default' -> 'npm's default' (the section's 'npm has two modes of operation'); the imperative 'Use -g or --global on any command' -> '-g or --global can be used on any command'; the two sentences joined; backticks dropped"),
            paraphrase=("Unless told otherwise, npm works in local mode; adding -g or --global to any command switches it to global mode.",
                        "freer rewording; 'Local mode is the default' -> 'Unless told otherwise, npm works in local mode'; 'Use ... to run in global mode instead' -> 'adding ... switches it to global mode'"),
            contradiction=("Global mode is npm's default, and -g or --global can be used on any command to run it in local mode instead.",
                           "[roles] local and global mode swapped: the page has local mode as the default and -g/--global switch to global mode"),
            overclaim=("Local mode is npm's default, and -g or --global can be used on any command to run it in global mode, which is the right mode for installing every command-line tool.",
                       "a possibility made a recommendation: the page says -g or --global runs a command in global mode and recommends neither mode for anything ('tool', 'right' and 'recommend' do not occur in it; folders.md, not this page, speaks of global installs and executables)"),
            added=("Local mode is npm's default, and -g or --global can be used on any command to run it in global mode, which on Linux may require sudo.",
                   "added detail (sudo on Linux) not in the page; 'sudo', 'Linux', 'root' and 'permission' do not occur in it ('Unix system' occurs in Dependencies, line 54, for node-gyp's needs); may be true in the world, not checked"),
        ),
        dict(
            section="Configuration",
            start="npm is extremely configurable.",
            end="from 5 places.",
            reworded=("The npm CLI is extremely configurable and reads its configuration options from 5 places.",
                      "'npm' -> 'The npm CLI' (a claim cannot start with lower-case 'npm'); the two sentences joined with 'and'"),
            paraphrase=("There are five places npm takes its configuration options from, and it can be configured to a very high degree.",
                        "freer rewording; 'It reads its configuration options from 5 places' -> 'There are five places npm takes its configuration options from'; 'is extremely configurable' -> 'can be configured to a very high degree'"),
            contradiction=("The npm CLI is extremely configurable and reads its configuration options from 3 places.",
                           "[number] '5 places' -> '3 places' (the list under the sentence has five items)"),
            overclaim=("The npm CLI reads its configuration options from 5 places, which makes it the most configurable package manager for Node.",
                       "a comparison added on top of 'extremely configurable': the page compares npm with no other package manager (Description calls it 'the package manager for the Node JavaScript platform', line 21; 'most' occurs only in 'Most commonly', line 25, and 'most likely', line 41)"),
            added=("The npm CLI is extremely configurable, reads its configuration options from 5 places and caches the merged result on disk between runs.",
                   "added detail (the merged configuration cached on disk) not in the page; 'cache', 'merge' and 'disk' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-14
# commands/npm-install-scripts.md (5,674 bytes): "### Synopsis" (code and
# the shared workspaces note), "### Description", "### Examples" (code
# with comments), "### Configuration" (#### all, allow-scripts-pin,
# dry-run, json: copied) and "### See Also".  Most of the Description is
# repeated in commands/npm-approve-scripts.md (the first paragraph, the
# EGLOBAL paragraph, the approve sentences, the ls sentence after its
# colon, the asymmetric pin rule) and npm-deny-scripts.md (the `<pkg>` and
# `--all` sentences); "Existing `false` entries always win; ..." and "By
# default it writes pinned entries ..." are near-copies of approve-scripts
# sentences, and "Dependency install scripts are blocked by default" is
# contradicted by approve-scripts and deny-scripts ("install scripts still
# run by default").  None of those is used.  Four cuts from Description:
# deny, the prune sentence, the sentence after it, and the aliases.
DOCS.append(dict(
    path="commands/npm-install-scripts.md",
    kind="docs", num="npm", title="npm-install-scripts",
    sentences=[
        dict(
            section="Description",
            start="`deny` records an explicit denial",
            end="future blanket approval.",
            reworded=("The npm install-scripts deny subcommand records an explicit denial for the named packages, a name-only false entry, which survives npm install-scripts approve --all and excludes the package from any future blanket approval.",
                      "'deny' named as 'The npm install-scripts deny subcommand' (the page title and synopsis); the parenthesis '(a name-only false entry)' made an apposition; backticks dropped"),
            paraphrase=("Denying a package writes a name-only false entry for it, and that entry outlasts a later approve --all and keeps the package out of every blanket approval to come.",
                        "freer rewording; 'records an explicit denial ... (a name-only false entry)' -> 'writes a name-only false entry'; 'survives npm install-scripts approve --all' -> 'outlasts a later approve --all'; 'excludes the package from any future blanket approval' -> 'keeps the package out of every blanket approval to come'"),
            contradiction=("The npm install-scripts deny subcommand records an explicit denial for the named packages, a name-only false entry, but any future blanket approval such as approve --all includes the package again.",
                           "[direction] 'excludes the package from any future blanket approval' -> 'any future blanket approval ... includes the package again' (excludes -> includes; 'survives ... approve --all' dropped, since the claim now has approve --all include it)"),
            overclaim=("The npm install-scripts deny subcommand records a name-only false entry that survives npm install-scripts approve --all, which keeps the denied package's install scripts from running in any project on the machine.",
                       "scope widened: the entry is written to the project's package.json (allowScripts), and the page says nothing of other projects ('machine' does not occur in it; 'project' only for the project's package.json, lines 22, 32 and 35, and in the all option, line 112)"),
            added=("The npm install-scripts deny subcommand records a name-only false entry for the named packages and also asks for a reason, which it stores next to the entry.",
                   "added behaviour (a reason asked for and stored) not in the page; 'reason' and 'ask' do not occur in it ('because' in the prune paragraph is about why entries go stale); invented"),
        ),
        dict(
            section="Description",
            start="`prune` removes `allowScripts` entries",
            end="no longer has an install script.",
            reworded=("The npm install-scripts prune subcommand removes allowScripts entries that no longer match an installed package with an install script, either because the package is no longer installed or because it no longer has an install script.",
                      "'prune' named as 'The npm install-scripts prune subcommand'; the parenthetical examples of why a package is no longer installed dropped; backticks dropped"),
            paraphrase=("Stale allowScripts entries are cleared out by install-scripts prune: those for packages that are gone, say after a transitive dependency changed or a pinned version was upgraded, and those for packages that stopped having an install script.",
                        "freer rewording; 'removes allowScripts entries that no longer match an installed package with an install script' -> 'Stale allowScripts entries are cleared out', with the two reasons spelled out; the parenthetical examples kept ('a pinned pkg@1.2.3' -> 'a pinned version')"),
            contradiction=("The npm install-scripts prune subcommand does not remove allowScripts entries whose package is no longer installed or no longer has an install script.",
                           "[negation] 'removes allowScripts entries that no longer match ... either because the package is no longer installed ... or because it no longer has an install script' -> 'does not remove' such entries"),
            overclaim=("The npm install-scripts prune subcommand removes allowScripts entries that no longer match an installed package with an install script, and it must be run after every upgrade for installs to keep working.",
                       "a possibility made a requirement: the page requires nothing of the kind ('must', 'required' and 'working' do not occur in it; 'keep' only in line 53, pinned entries 'keep their approval narrowed'; 'upgraded' only inside this sentence's parenthesis, line 69)"),
            added=("Whenever npm install-scripts prune removes allowScripts entries that no longer match an installed package with an install script, it keeps a backup of them in package.json.bak.",
                   "added behaviour (a backup file) not in the page; 'backup' and '.bak' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="It edits only the `allowScripts`",
            end="Unparseable keys are left alone.",
            reworded=("Only the allowScripts field in package.json is edited by npm install-scripts prune, never .npmrc or --allow-scripts; --dry-run previews it without writing, and unparseable keys are left alone.",
                      "made passive ('It edits only the allowScripts field' -> 'Only the allowScripts field ... is edited by'), 'It' named from the paragraph's subject (prune, line 66); 'Pass --dry-run to preview without writing' -> '--dry-run previews it without writing'; the three sentences joined; backticks dropped"),
            paraphrase=("When pruning, install-scripts touches nothing but the allowScripts field of package.json, not .npmrc and not the --allow-scripts flag; a dry run shows the result without saving it, and keys it cannot parse stay as they are.",
                        "freer rewording; 'edits only ... never' -> 'touches nothing but ... not ... and not'; 'Pass --dry-run to preview without writing' -> 'a dry run shows the result without saving it'; 'Unparseable keys are left alone' -> 'keys it cannot parse stay as they are'"),
            contradiction=("Only the allowScripts field in package-lock.json is edited by npm install-scripts prune, never .npmrc or --allow-scripts; --dry-run previews it without writing, and unparseable keys are left alone.",
                           "[entity] 'package.json' -> 'package-lock.json' ('package-lock.json' does not occur in the page)"),
            overclaim=("Since npm install-scripts prune edits only the allowScripts field in package.json, never .npmrc or --allow-scripts, running it can never change whether an install succeeds.",
                       "a scope statement made a guarantee: the page says what prune edits, not what effect it has on installs ('succeed' does not occur in it, 'never' only in this sentence)"),
            added=("When npm install-scripts prune edits the allowScripts field in package.json, its only target, it keeps the file's key order and indentation, and --dry-run previews it without writing.",
                   "added detail (key order and indentation kept) not in the page; 'indent', 'order' and 'format' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="The standalone commands [`npm approve-scripts`]",
            end="`npm install-scripts deny`.",
            reworded=("The standalone npm approve-scripts and npm deny-scripts commands are aliases for npm install-scripts approve and npm install-scripts deny respectively.",
                      "'commands' moved after the names; 'respectively' added (the page pairs them in order); links and backticks dropped"),
            paraphrase=("Instead of npm install-scripts approve and npm install-scripts deny, the same actions can be run as the standalone commands npm approve-scripts and npm deny-scripts.",
                        "freer rewording; 'are aliases for' -> 'the same actions can be run as'; the order turned round"),
            contradiction=("The standalone npm approve-scripts command is an alias for npm install-scripts deny, and npm deny-scripts is an alias for npm install-scripts approve.",
                           "[roles] the two aliases swapped: the page pairs approve-scripts with approve and deny-scripts with deny"),
            overclaim=("The standalone npm approve-scripts and npm deny-scripts commands are aliases for npm install-scripts approve and npm install-scripts deny, and they will stay available in every future npm release.",
                       "scope widened in time: the page makes no promise about later releases ('release' and 'available' do not occur in it; 'future' only in 'any future version' and 'any future blanket approval', lines 55 and 60; 'stays' only in an Examples comment, 'so it stays blocked', line 94)"),
            added=("Both standalone commands, npm approve-scripts and npm deny-scripts, were added in npm 11.10.0 as aliases for npm install-scripts approve and npm install-scripts deny.",
                   "added detail (the release that added them) not in the page; '11.10' and 'added' do not occur in it, and the page names no npm version; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-15
# commands/npm-dist-tag.md (5,170 bytes): "### Synopsis" (code), "###
# Description", "### Purpose", "### Caveats", "### Configuration"
# (#### workspace, workspaces, include-workspace-root: copied) and "### See
# Also".  Four cuts from three ### sections: two from Description (the ls
# item, the publish sentence), one from Purpose, one from Caveats.  The
# two-factor sentence occurs twice in the page (add and rm items), so it
# has no unique start anchor and was not used.
DOCS.append(dict(
    path="commands/npm-dist-tag.md",
    kind="docs", num="npm", title="npm-dist-tag",
    sentences=[
        dict(
            section="Description",
            start="ls: Show all of the dist-tags",
            end="if none is specified.",
            reworded=("The npm dist-tag ls action shows all of the dist-tags for a package, defaulting to the package in the current prefix, and it is the default action if none is specified.",
                      "'ls:' made the subject ('The npm dist-tag ls action'); 'Show' -> 'shows'; the item's two sentences joined with 'and'"),
            paraphrase=("Run without an action, npm dist-tag lists every dist-tag of a package, and when no package is named it uses the one in the current prefix.",
                        "freer rewording; 'This is the default action if none is specified' -> 'Run without an action'; 'Show all of the dist-tags' -> 'lists every dist-tag'; 'defaulting to the package in the current prefix' -> 'when no package is named it uses the one in the current prefix'"),
            contradiction=("The npm dist-tag ls action shows only one of a package's dist-tags, defaulting to the package in the current prefix, and it is the default action if none is specified.",
                           "[number] 'Show all of the dist-tags for a package' -> 'shows only one of a package's dist-tags'"),
            overclaim=("The npm dist-tag ls action shows every dist-tag a package has ever had, removed ones included, defaulting to the package in the current prefix.",
                       "scope widened in time: 'all of the dist-tags for a package' -> 'every dist-tag a package has ever had, removed ones included'; the page says rm clears a tag (line 24) and nothing of a history ('ever', 'history' and 'removed' do not occur in it)"),
            added=("Sorted alphabetically by tag name, the list that npm dist-tag ls prints covers all of a package's dist-tags, by default for the package in the current prefix.",
                   "added detail (alphabetical order) not in the page; 'sort' and 'alphabetical' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="Publishing a package sets the `latest` tag",
            end="`npm publish --tag=beta`.",
            reworded=("Publishing a package with npm sets the latest tag to the published version unless the --tag option is used, as in npm publish --tag=beta.",
                      "'with npm' added; 'For example, npm publish --tag=beta' -> 'as in npm publish --tag=beta'; the two sentences joined; backticks dropped"),
            paraphrase=("A fresh publish moves latest onto the new version, except when another tag is given with --tag, for example npm publish --tag=beta.",
                        "freer rewording; 'sets the latest tag to the published version' -> 'moves latest onto the new version'; 'unless the --tag option is used' -> 'except when another tag is given with --tag'"),
            contradiction=("Publishing a package with npm sets the latest tag to the published version even when the --tag option is used, as in npm publish --tag=beta.",
                           "[negation] 'unless the --tag option is used' -> 'even when the --tag option is used'"),
            overclaim=("Publishing a package with npm sets the latest tag to the published version unless the --tag option is used, and --tag is the only way to publish without moving latest.",
                       "exclusivity added: the page names --tag and says nothing of other ways ('only' occurs in 'projects only use the latest tag', line 57, 'which only created new tags', line 65, and two workspace options, lines 83 and 125, none about publishing)"),
            added=("Each time a publish moves npm's latest tag to the new version, which happens unless the --tag option is used, npm emails the package's maintainers.",
                   "added behaviour (an email to maintainers) not in the page; 'email', 'mail' and 'maintainer' do not occur in it; invented"),
        ),
        dict(
            section="Purpose",
            start="Typically, projects only use the `latest` tag",
            end="such as prereleases.",
            reworded=("Typically, projects use npm's latest tag only for stable release versions and use other tags for unstable versions such as prereleases.",
                      "'the latest tag' -> 'npm's latest tag'; 'only use ... for' -> 'use ... only for'; the comma dropped; backticks dropped"),
            paraphrase=("As a rule, projects keep latest for their stable releases and put prereleases and other unstable versions under other tags.",
                        "freer rewording; 'Typically' -> 'As a rule'; 'only use the latest tag for stable release versions' -> 'keep latest for their stable releases'; 'use other tags for unstable versions such as prereleases' -> 'put prereleases and other unstable versions under other tags'"),
            contradiction=("Typically, projects use npm's latest tag for unstable versions such as prereleases.",
                           "[direction] what latest is used for turned to its opposite: 'stable release versions' -> 'unstable versions such as prereleases' (the second clause, other tags for unstable versions, dropped)"),
            overclaim=("Projects always use npm's latest tag only for stable release versions, keeping unstable versions such as prereleases under other tags.",
                       "a hedge removed: 'Typically' -> 'always'; 'always' does not occur in the page (the next sentence has the next tag used 'by some projects')"),
            added=("Typically, projects use npm's latest tag only for stable release versions and other tags for unstable versions, and npm warns when a prerelease version is published under latest.",
                   "added behaviour (a warning for a prerelease published as latest) not in the page; 'warn' and 'warning' do not occur in it; another page, commands/npm-stage.md (lines 81-84), says the CLI errors for a pre-release version published without an explicit tag, 'just as npm publish would', so in the world it may be an error rather than a warning"),
        ),
        dict(
            section="Caveats",
            start="Tags that can be interpreted as valid semver ranges",
            end="`>=1.4.0 <1.5.0`.",
            reworded=("Tags that can be interpreted as valid semver ranges are rejected by npm dist-tag, so v1.4 cannot be used as a tag, because semver interprets it as >=1.4.0 <1.5.0.",
                      "'will be rejected' -> 'are rejected by npm dist-tag' (the page title); 'For example' -> 'so'; the sentences joined; backticks dropped"),
            paraphrase=("A dist-tag must not look like a semver range: v1.4, for instance, is refused because semver takes it to mean at least 1.4.0 and below 1.5.0.",
                        "freer rewording; 'Tags that can be interpreted as valid semver ranges will be rejected' -> 'must not look like a semver range'; '>=1.4.0 <1.5.0' -> 'at least 1.4.0 and below 1.5.0'"),
            contradiction=("Tags that can be interpreted as valid semver ranges are rejected by npm dist-tag, so v1.4 cannot be used as a tag, because semver interprets it as >=1.4.0 <2.0.0.",
                           "[number] the range's upper bound '<1.5.0' -> '<2.0.0'"),
            overclaim=("Any tag that contains a digit is rejected by npm dist-tag, since a tag such as v1.4 is read by semver as the range >=1.4.0 <1.5.0.",
                       "scope widened: 'Tags that can be interpreted as valid semver ranges' -> 'Any tag that contains a digit'; the page rejects only tags that read as ranges, and its advice below (line 73, tags 'that do not begin with a number or the letter v' avoid semver problems) says nothing of other tags with digits being rejected ('digit' does not occur in it)"),
            added=("Tags that can be interpreted as valid semver ranges are rejected by npm dist-tag, as v1.4 is, and the rejection comes with an EINVALIDTAGNAME error code.",
                   "added detail (an error code) not in the page; 'EINVALIDTAGNAME', 'error' and 'code' do not occur in it; may be true in the world, not checked"),
        ),
    ]))
