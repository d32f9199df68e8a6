# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-51, part B (drafts 6-10).

Same format as review-claims-50's parts.  The documents are pages of the
Markdown documentation of npm 11.19.1 as installed on this machine; `path` is
relative to the corpus root /usr/lib/node_modules/npm/docs/content (the
self-check reads it from RC51_CORPUS_ROOT if that is set).  One entry per
document, in draft order.  Each sentence gives the section it comes from, a
start anchor (unique in the raw file) and an end anchor (first match after
the start, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`kind` is "docs" and `num` is "npm" for every page; `title` is the page's
front-matter `title:` value, so a draft heading reads "## npm docs:
npm-link".  `section` is the text of the nearest heading above the cut, its
'#' marks dropped.

Every command page ends with a "Configuration" section whose option texts
are copied from using-npm/config.md and other command pages; every cut here
is from a page-specific section (Description, Caveat, Workspace Usage, An
example and the Example subsections) and occurs in no other file under the
corpus root, raw, with white space normalised, or with markup, case and
white space read away (check_part_b.py tests this; see notes-b.md).  No
spare was used.  DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-06
# commands/npm-link.md (14,980 bytes): ### Synopsis (code), ### Description,
# ### Caveat, ### Workspace Usage, ### Configuration (31 #### options, all
# copied from config.md), ### See Also.  Page-specific prose is in
# Description, Caveat and Workspace Usage, so the four cuts come from those
# three sections: two from Description (the first step of linking; the
# snapshot when publishing), one from Caveat, one from Workspace Usage.
DOCS.append(dict(
    path="commands/npm-link.md",
    kind="docs", num="npm", title="npm-link",
    sentences=[
        dict(
            section="Description",
            start="First, `npm link` in a package folder with no arguments",
            end="command was executed.",
            reworded=("In its first step, npm link run with no arguments in a package folder creates a symlink, named after the package, in the global folder {prefix}/lib/node_modules that links to the package where npm link was executed.",
                      "'First' -> 'In its first step' (the page: 'Package linking is a two-step process'); the placeholder path {prefix}/lib/node_modules/<package> given as 'a symlink, named after the package, in the global folder {prefix}/lib/node_modules' (angle brackets and backticks dropped); 'will create' -> 'creates'"),
            paraphrase=("Calling npm link without arguments from inside a package's folder makes a global symlink under {prefix}/lib/node_modules that points back at that package folder.",
                        "freer rewording; 'First' dropped; 'will create a symlink in the global folder ... that links to the package where the npm link command was executed' -> 'makes a global symlink under ... that points back at that package folder'; the no-arguments condition kept"),
            contradiction=("In its first step, npm link run with no arguments in a package folder creates a symlink in the current project's local node_modules folder that links to the package where npm link was executed.",
                           "[direction] 'in the global folder {prefix}/lib/node_modules/<package>' -> 'in the current project's local node_modules folder' (global -> local, an antonym swap; the local node_modules is where the second step links to)"),
            overclaim=("Running npm link with no arguments in any folder at all, whether or not it holds a package, creates a symlink in the global folder {prefix}/lib/node_modules that links to that folder.",
                       "scope widened in place: 'in a package folder' -> 'in any folder at all, whether or not it holds a package'; the page speaks only of package folders (grep 'folder': the package folder, the global folder, the current folder, node_modules folders; nothing on folders without a package)"),
            added=("In its first step, npm link run with no arguments in a package folder creates a symlink in the global folder {prefix}/lib/node_modules that links to the package, and it fails with a permissions error when that global folder is not writable.",
                   "added condition and consequence (a permissions error when the global folder is not writable) not in the page; 'permission' does not occur in it, and 'writ-' only in the save and package-lock options' 'writing to package-lock.json'; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="When creating tarballs for `npm publish`, the linked packages",
            end="included in `bundleDependencies`.",
            reworded=("When npm creates tarballs for npm publish, linked packages that are included in bundleDependencies are snapshotted to their current state by resolving the symbolic links.",
                      "the condition 'if they are included in bundleDependencies' moved into a relative clause; 'When creating tarballs' given the subject npm; quotation marks around 'snapshotted' and backticks dropped"),
            paraphrase=("If a linked package is listed in bundleDependencies, packing it for npm publish resolves its symlinks so that the tarball captures the package as it currently stands.",
                        "freer rewording; the condition put first; 'are snapshotted to their current state by resolving the symbolic links' -> 'resolves its symlinks so that the tarball captures the package as it currently stands'"),
            contradiction=("When npm creates tarballs for npm publish, linked packages are snapshotted to their current state by resolving the symbolic links, if they are included in peerDependencies.",
                           "[entity] bundleDependencies -> peerDependencies (a field the page names in its strict-peer-deps option)"),
            overclaim=("When npm creates tarballs for npm publish, every linked package is snapshotted to its current state by resolving the symbolic links.",
                       "a condition dropped: 'if they are included in bundleDependencies' left out and 'the linked packages' made 'every linked package'; 'bundle' occurs only in this sentence ('bundling' only in the legacy-bundling option)"),
            added=("When npm creates tarballs for npm publish, linked packages included in bundleDependencies are snapshotted to their current state by resolving the symbolic links, and npm prints a notice naming each linked package it snapshots.",
                   "added behaviour (a notice naming each snapshotted package) not in the page; 'notice' and 'naming' do not occur in it; 'print' only in strict-peer-deps' 'a warning is printed'; invented"),
        ),
        dict(
            section="Caveat",
            start="Note that package dependencies linked in this way are _not_ saved",
            end="regular non-link dependency.",
            reworded=("Package dependencies linked with npm link are not saved to package.json by default, on the assumption that the intention is for a link to stand in for a regular non-link dependency.",
                      "'linked in this way' -> 'linked with npm link' (the page's subject); 'Note that' and the emphasis on 'not' dropped; 'to have a link stand in' -> 'for a link to stand in'"),
            paraphrase=("By default npm link leaves package.json untouched for the dependencies it links, because it assumes a link is meant to take the place of an ordinary dependency that is not a link.",
                        "freer rewording; 'are not saved to package.json by default' -> 'By default npm link leaves package.json untouched for the dependencies it links'; 'on the assumption that the intention is to have a link stand in for' -> 'because it assumes a link is meant to take the place of'"),
            contradiction=("By default npm link saves the package dependencies it links to package.json, on the assumption that the link stands in for a regular non-link dependency.",
                           "[negation] 'are not saved to package.json by default' -> 'By default npm link saves ... to package.json'"),
            overclaim=("Package dependencies linked with npm link are not saved to package.json by default, since in nearly every case a link stands in for a regular non-link dependency.",
                       "an assumption asserted as a near-universal fact: 'on the assumption that the intention is to have a link stand in for ...' -> 'since in nearly every case a link stands in for ...'; the page gives no frequency ('case' occurs only in 'use-case' and 'in this case', 'nearly' not at all) and itself names the other case, a new dependency added as a link"),
            added=("Package dependencies linked with npm link are not saved to package.json by default, and npm link prints a reminder that the linked dependency was left out of package.json.",
                   "added behaviour (a printed reminder) not in the page; 'remind' does not occur in it, 'print' only in strict-peer-deps' 'a warning is printed'; invented"),
        ),
        dict(
            section="Workspace Usage",
            start="`npm link <pkg> --workspace <name>` will link the relevant package",
            end="no conflicting dependencies.",
            reworded=("Running npm link with a package and the --workspace option links the relevant package as a dependency of the specified workspace or workspaces, although it may actually be linked into the parent project's node_modules folder if there are no conflicting dependencies.",
                      "the command line with its placeholders spelled out in words ('npm link with a package and the --workspace option'); 'workspace(s)' -> 'workspace or workspaces'; the two sentences joined with 'although'; the source's 'It' (capitalised mid-sentence) read as 'it'"),
            paraphrase=("With --workspace, npm link adds the named package as a linked dependency of the chosen workspaces, but when no dependencies conflict the link may end up in the parent project's node_modules instead.",
                        "freer rewording; 'will link the relevant package as a dependency of the specified workspace(s)' -> 'adds the named package as a linked dependency of the chosen workspaces'; the hedge 'may' and the condition kept"),
            contradiction=("When npm link is given a package and --workspace, the package is linked as a dependency of the specified workspaces and is never placed in the parent project's node_modules folder, even when no dependencies conflict.",
                           "[negation] 'It may actually be linked into the parent project's node_modules folder, if there are no conflicting dependencies' -> 'is never placed in the parent project's node_modules folder, even when no dependencies conflict'"),
            overclaim=("Whenever there are no conflicting dependencies, npm link with a package and --workspace always links the package into the parent project's node_modules folder rather than into the workspace.",
                       "hedge removed: 'may actually be linked into the parent project's node_modules folder' -> 'always links ... rather than into the workspace'; the page says nothing more on where the link goes ('conflict' occurs only here and in strict-peer-deps)"),
            added=("Running npm link with a package and --workspace links the package as a dependency of the specified workspaces, possibly into the parent project's node_modules folder if no dependencies conflict, and npm prints which of the two locations it chose.",
                   "added behaviour (npm reports the chosen location) not in the page; 'location' occurs only in 'in some other location', 'chose' not at all; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# commands/npm-ls.md (7,239 bytes): ### Synopsis (code), ### Description,
# ### Configuration (15 #### options, all copied from config.md and other
# command pages, the ls-specific depth, link and package-lock-only texts
# included), ### See Also.  The only page-specific prose is Description, so
# all four cuts come from it (the check records why: no other ### section
# has a sentence of its own).
DOCS.append(dict(
    path="commands/npm-ls.md",
    kind="docs", num="npm", title="npm-ls",
    sentences=[
        dict(
            section="Description",
            start="This command will print to stdout all the versions",
            end="in a tree structure.",
            reworded=("The npm ls command prints to stdout, in a tree structure, all the versions of packages that are installed, as well as their dependencies when --all is specified.",
                      "'This command' -> 'The npm ls command'; 'in a tree structure' moved forward; 'will print' -> 'prints'; backticks dropped"),
            paraphrase=("As a tree on standard output, npm ls shows every installed package version, adding their dependencies if --all is passed.",
                        "freer rewording; 'stdout' -> 'standard output'; 'all the versions of packages that are installed' -> 'every installed package version'; 'when --all is specified' -> 'if --all is passed'"),
            contradiction=("The npm ls command prints to stderr, in a tree structure, all the versions of packages that are installed, as well as their dependencies when --all is specified.",
                           "[entity] stdout -> stderr"),
            overclaim=("The npm ls command prints, in one tree structure, the versions of all packages installed anywhere on the machine, globally and in every project, together with their dependencies when --all is specified.",
                       "scope widened in place: 'all the versions of packages that are installed' -> 'all packages installed anywhere on the machine, globally and in every project' in one tree; the page says nothing of listing global and local packages together ('machine' does not occur in it; 'global' only in the global option, copied from config.md)"),
            added=("The npm ls command prints to stdout, in a tree structure, all the installed package versions, with their dependencies when --all is specified, and it exits with a non-zero code when the tree has problems such as missing packages.",
                   "added consequence (a non-zero exit code on problems) not in the page; 'exit' does not occur in it and 'code' only inside 'unicode' (the page only says 'It will print out extraneous, missing, and invalid packages'); true of npm ls in the world as far as I know, not checked"),
        ),
        dict(
            section="Description",
            start="Positional arguments are `name@version-range` identifiers",
            end="paths to the specified packages.",
            reworded=("For npm ls, positional arguments are name@version-range identifiers that limit the results to only the paths to the packages named, and nested packages will also show the paths to the specified packages.",
                      "'For npm ls' added as the page's subject; the two sentences joined with 'and'; 'which will limit' -> 'that limit'; 'Note that' and the emphasis on 'also' dropped"),
            paraphrase=("Passing name@version-range identifiers to npm ls narrows its output to the paths that lead to those packages, and packages nested deeper in the tree also show their paths to them.",
                        "freer rewording; 'limit the results to only the paths to the packages named' -> 'narrows its output to the paths that lead to those packages'; 'nested packages will also show the paths to the specified packages' -> 'packages nested deeper in the tree also show their paths to them'"),
            contradiction=("For npm ls, positional arguments are name@version-range identifiers that limit the results to only the paths to the packages named, but nested packages will not show the paths to the specified packages.",
                           "[negation] 'nested packages will also show the paths' -> 'nested packages will not show the paths'"),
            overclaim=("Positional name@version-range arguments limit npm ls to only the paths to the packages named, which makes npm ls the fastest way to find where a package sits in a project.",
                       "a ranking added ('the fastest way'); the page compares no commands on speed ('fast' does not occur in it; it sends readers to npm explain for a 'bottoms up' view, without ranking either)"),
            added=("For npm ls, positional arguments are name@version-range identifiers that limit the results to only the paths to the packages named, and the version ranges in them follow the same semver syntax as package.json.",
                   "added detail (the ranges follow package.json's semver syntax) not in the page; 'semver' and 'syntax' do not occur in it, 'range' only in this sentence; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If a project specifies git urls for dependencies",
            end="potential forks of a project.",
            reworded=("When a project specifies git URLs for dependencies, npm ls shows them in parentheses after the name@version, making it easier for users to recognize potential forks of a project.",
                      "'these are shown' given the subject npm ls (active voice); 'If' -> 'When'; 'to make it easier' -> 'making it easier'; backticks dropped"),
            paraphrase=("For dependencies given as git URLs, npm ls appends the URL in parentheses after name@version so that users can more easily spot possible forks of a project.",
                        "freer rewording; 'shown in parentheses after' -> 'appends ... in parentheses after'; 'recognize potential forks' -> 'spot possible forks'"),
            contradiction=("When a project specifies git URLs for dependencies, npm ls shows them in parentheses before the name@version, making it easier for users to recognize potential forks of a project.",
                           "[direction] 'in parentheses after the name@version' -> 'before the name@version'"),
            overclaim=("Because npm ls shows the git URLs of dependencies in parentheses after their name@version, it reveals every forked package a project depends on.",
                       "degree raised and scope widened: 'to make it easier for users to recognize potential forks' -> 'it reveals every forked package'; the page only says it makes forks easier to recognise ('fork' occurs only in this sentence; a fork published to the registry would have no git URL)"),
            added=("When a project specifies git URLs for dependencies, npm ls shows them in parentheses after the name@version, and tarball URLs are shown in parentheses in the same way.",
                   "added list item (tarball URLs) not in the page; 'tarball' does not occur in it, 'url' only in this sentence; invented, not checked in the world"),
        ),
        dict(
            section="Description",
            start="The tree shown is the logical dependency tree",
            end="`node_modules` folder.",
            reworded=("The tree that npm ls shows is the logical dependency tree, based on package dependencies, not the physical layout of the project's node_modules folder.",
                      "'The tree shown' -> 'The tree that npm ls shows'; 'your node_modules folder' -> 'the project's node_modules folder'; backticks dropped"),
            paraphrase=("Rather than mirroring where packages physically sit in node_modules, the npm ls tree follows the logical dependencies between packages.",
                        "freer rewording; the two halves reordered; 'the physical layout of your node_modules folder' -> 'where packages physically sit in node_modules'; 'the logical dependency tree, based on package dependencies' -> 'the logical dependencies between packages'"),
            contradiction=("The tree that npm ls shows is the physical layout of the node_modules folder, not the logical dependency tree based on package dependencies.",
                           "[roles] the logical dependency tree and the physical layout swapped between what the tree is and what it is not"),
            overclaim=("The tree that npm ls shows is the logical dependency tree and bears no relation at all to the physical layout of the node_modules folder.",
                       "degree raised: 'not the physical layout' -> 'bears no relation at all to the physical layout'; the page says only which of the two the tree shows (its package-lock-only option, copied from config.md, even says that for list the output is otherwise based on 'the contents of node_modules')"),
            added=("The tree that npm ls shows is the logical dependency tree, not the physical layout of the node_modules folder, a design chosen so that hoisting by npm install does not change what npm ls prints.",
                   "added purpose (so that hoisting does not change the output) not in the page; 'hoist' and 'design' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# commands/npm-outdated.md (9,251 bytes): ### Synopsis (code), ### Description
# (an intro and a list of output columns and colours), ### An example (a
# code block, a json block and "A few things to note:" with four items),
# ### Configuration (9 #### options, all copied from config.md and other
# command pages), ### See Also.  Two cuts from Description (the wanted
# column; the red and yellow items), two from An example (the Git-dependency
# item; the npm@3.5.2 item), in page order.
DOCS.append(dict(
    path="commands/npm-outdated.md",
    kind="docs", num="npm", title="npm-outdated",
    sentences=[
        dict(
            section="Description",
            start="`wanted` is the maximum version of the package",
            end="then `wanted` shows the latest version.",
            reworded=("In npm outdated output, wanted is the maximum version of the package that satisfies the semver range specified in package.json, and if there is no available semver range, as when running npm outdated --global or when the package is not included in package.json, wanted shows the latest version.",
                      "'In npm outdated output' added from the list's lead-in ('In the output:'); the two sentences joined; the parenthesis beginning 'i.e.' turned into an 'as when' clause; contractions expanded; backticks dropped"),
            paraphrase=("The wanted column of npm outdated gives the highest version allowed by the package.json semver range, and falls back to the latest version for global runs or for packages missing from package.json, where no range exists.",
                        "freer rewording; 'maximum version ... that satisfies the semver range' -> 'the highest version allowed by the ... semver range'; the no-range case and its two examples kept"),
            contradiction=("In npm outdated output, wanted is the minimum version of the package that satisfies the semver range specified in package.json, or the latest version when no semver range is available.",
                           "[direction] 'the maximum version' -> 'the minimum version' (an antonym swap)"),
            overclaim=("In npm outdated output, wanted is the maximum version of the package that satisfies the package.json semver range, which makes it a version that is guaranteed to be safe to install.",
                       "a guarantee added: the page calls wanted the highest version in range, not a safe one ('safe' and 'guarantee' do not occur in it; its red item says only 'you should update now')"),
            added=("In npm outdated output, wanted is the maximum version of the package that satisfies the semver range in package.json, and npm works it out from the registry metadata without downloading any package tarballs.",
                   "added detail (worked out from registry metadata without downloading tarballs) not in the page; 'tarball' and 'metadata' do not occur in it, 'download' not at all; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="Red means there's a newer version matching",
            end="so proceed with caution.",
            reworded=("In npm outdated output, red means there is a newer version matching the semver requirements, so the package should be updated now, and yellow indicates a newer version above the semver requirements, usually a new major or a new 0.x minor, so one should proceed with caution.",
                      "'In npm outdated output' added; the two list items joined with 'and'; 'your semver requirements' -> 'the semver requirements'; 'you should update now' -> 'the package should be updated now'; the parenthesis made an apposition; the emphasis on 'above' dropped"),
            paraphrase=("A package shown in red by npm outdated has a newer release that fits the semver requirements and should be updated now, while yellow marks a newer release beyond those requirements, typically a new major or new 0.x minor, that calls for caution.",
                        "freer rewording; 'matching' -> 'that fits'; 'above' -> 'beyond'; 'usually' -> 'typically' (the hedge kept); 'proceed with caution' -> 'calls for caution'"),
            contradiction=("In npm outdated output, yellow means there is a newer version matching the semver requirements, so the package should be updated now, while red indicates a newer version above the semver requirements, usually a new major, so one should proceed with caution.",
                           "[roles] red and yellow swapped between the in-range and the out-of-range newer version"),
            overclaim=("In npm outdated output, red means a newer version within the semver requirements should be installed now, while yellow indicates a newer version above them, which is always a new major version that breaks compatibility.",
                       "hedge removed and degree raised: 'usually new major, or new 0.x minor' -> 'always a new major version that breaks compatibility'; the page says nothing about breaking changes ('break' and 'compatib-' do not occur in it)"),
            added=("In npm outdated output, red marks a newer version within the semver requirements and yellow a newer version above them, and the colours are left out when the output is piped to a file.",
                   "added condition (no colours when piped) not in the page; 'colour', 'color' and 'pipe' do not occur in it, 'file' only in the global option's 'bin files'; plausible in the world, not checked"),
        ),
        dict(
            section="An example",
            start="The installed committish might satisfy",
            end="fetch Git repos to check.",
            reworded=("Because the installed committish of a Git dependency might satisfy the dependency specifier, if it is something immutable like a commit SHA, or might not, npm outdated and npm update have to fetch Git repos to check.",
                      "'so' turned into a leading 'Because'; 'of a Git dependency' added from the item's first sentence ('Git dependencies will always be reinstalled'); the parenthesis made a clause; backticks dropped"),
            paraphrase=("Whether the installed commit of a Git dependency still meets its specifier is uncertain (it may, when that is something immutable such as a commit SHA, or it may not), so npm outdated and npm update need to fetch the Git repository to find out.",
                        "freer rewording; 'committish' -> 'commit'; 'might satisfy ... or it might not' -> 'is uncertain (it may ... or it may not)'; 'have to fetch Git repos to check' -> 'need to fetch the Git repository to find out'"),
            contradiction=("The installed committish of a Git dependency might satisfy the dependency specifier, as when it is an immutable commit SHA, or might not, but npm outdated and npm update do not have to fetch Git repos to check.",
                           "[negation] 'so npm outdated and npm update have to fetch Git repos to check' -> 'but npm outdated and npm update do not have to fetch Git repos to check'"),
            overclaim=("An installed Git committish that is an immutable commit SHA always satisfies the dependency specifier, yet npm outdated and npm update still fetch Git repos to check.",
                       "hedge removed: 'might satisfy the dependency specifier (if it's something immutable, like a commit SHA)' -> 'always satisfies'; the page says only that it might"),
            added=("Because an installed Git committish might or might not satisfy its dependency specifier, npm outdated and npm update have to fetch Git repos to check, which makes them noticeably slower on projects with many Git dependencies.",
                   "added consequence (slower on projects with many Git dependencies) not in the page; 'slow' and 'many' do not occur in it; plausible, not checked"),
        ),
        dict(
            section="An example",
            start="`npm@3.5.2` is marked as \"wanted\"",
            end="release channels.",
            reworded=("In the npm outdated example, npm@3.5.2 is marked as wanted but latest is npm@3.5.1, because npm uses dist-tags to manage its latest and next release channels.",
                      "'In the npm outdated example' added from the section; quotation marks around 'wanted' and 'latest' and backticks dropped"),
            paraphrase=("The example's npm row shows a wanted version of 3.5.2 above a latest of 3.5.1, since npm itself manages its latest and next channels with dist-tags.",
                        "freer rewording; 'is marked as wanted, but latest is' -> 'shows a wanted version of 3.5.2 above a latest of 3.5.1'; 'because npm uses dist-tags to manage' -> 'since npm itself manages ... with dist-tags'"),
            contradiction=("In the npm outdated example, npm@3.5.3 is marked as wanted but latest is npm@3.5.1, because npm uses dist-tags to manage its latest and next release channels.",
                           "[number] npm@3.5.2 -> npm@3.5.3 as the wanted version"),
            overclaim=("In the npm outdated example, npm@3.5.2 is wanted while latest is npm@3.5.1, because all packages on the registry use dist-tags to manage separate latest and next release channels.",
                       "scope widened in place: 'npm uses dist-tags to manage its latest and next release channels' -> 'all packages on the registry use dist-tags to manage separate latest and next release channels'; the page says only that npm publish tags a package latest by default ('next' occurs only in this item)"),
            added=("In the npm outdated example, npm@3.5.2 is wanted but latest is npm@3.5.1, because npm uses dist-tags for its latest and next release channels, with next carrying the release due to become latest a week later.",
                   "added detail (next becomes latest a week later) not in the page; 'week' does not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# commands/npm-update.md (17,447 bytes): ### Synopsis (code), ### Description,
# ### Example (a json block, then #### Caret Dependencies, #### Tilde
# Dependencies, #### Caret Dependencies below 1.0.0, #### Subdependencies and
# #### Updating Globally-Installed Packages), ### Configuration (29 ####
# options, all copied from config.md and other command pages), ### See Also.
# One cut from Description and three from three Example subsections (Tilde
# Dependencies, Subdependencies, Updating Globally-Installed Packages).
DOCS.append(dict(
    path="commands/npm-update.md",
    kind="docs", num="npm", title="npm-update",
    sentences=[
        dict(
            section="Description",
            start="This command will update all the packages listed to the latest version",
            end="also require the same package).",
            reworded=("The npm update command updates all the packages listed to the latest version, as specified by the tag config, respecting the semver constraints of both the current package and its dependencies if they also require the same package.",
                      "'This command' -> 'The npm update command'; 'will update' -> 'updates'; the link and both parentheses read into the sentence; 'your package' -> 'the current package'"),
            paraphrase=("Each listed package is moved by npm update to the latest version named by the tag config, staying within the semver ranges of the project and, where they also require that package, of its dependencies.",
                        "freer rewording, passive; 'respecting the semver constraints of both your package and its dependencies (if they also require the same package)' -> 'staying within the semver ranges of the project and, where they also require that package, of its dependencies'"),
            contradiction=("The npm update command updates all the listed packages to the latest version specified by the tag config, respecting the semver constraints of the current package but not those of its dependencies, even when they also require the same package.",
                           "[negation] 'respecting the semver constraints of both your package and its dependencies' -> 'of the current package but not those of its dependencies'"),
            overclaim=("The npm update command updates all the packages listed to the latest version specified by the tag config while respecting semver constraints, which guarantees that an update never breaks a project.",
                       "a guarantee added: the page says the update respects the semver constraints, not that it cannot break anything ('break' and 'guarantee' do not occur in the page)"),
            added=("The npm update command updates all the packages listed to the latest version specified by the tag config, respecting the semver constraints of the package and its dependencies, and skips with a warning any package pinned to an exact version.",
                   "added behaviour (pinned packages skipped with a warning) not in the page; 'pinned' does not occur in it, 'exact' only in min-release-age's 'an exact date', 'warn' only in options on peer conflicts, install scripts and audit fixes; invented"),
        ),
        dict(
            section="Tilde Dependencies",
            start="Even though the `latest` tag points to `1.2.2`",
            end="`>=1.1.1 <1.2.0`.",
            reworded=("In the npm update tilde example, even though the latest tag points to 1.2.2, that version does not satisfy ~1.1.1, which is equivalent to >=1.1.1 <1.2.0.",
                      "'In the npm update tilde example' added from the #### heading; 'this version' -> 'that version'; backticks dropped"),
            paraphrase=("The range ~1.1.1 means at least 1.1.1 and below 1.2.0, so in the tilde example of npm update the 1.2.2 release that the latest tag points to falls outside it.",
                        "freer rewording; '>=1.1.1 <1.2.0' written out in words and put first; 'Even though the latest tag points to 1.2.2, this version does not satisfy ~1.1.1' -> 'the 1.2.2 release that the latest tag points to falls outside it'"),
            contradiction=("In the npm update tilde example, the latest tag points to 1.2.0, a version that does not satisfy ~1.1.1, which is equivalent to >=1.1.1 <1.2.0.",
                           "[number] the latest tag points to 1.2.2 -> 1.2.0 (a version in the example's list, but not the latest)"),
            overclaim=("In npm update every tilde range allows only patch-level changes, so ~1.1.1 is equivalent to >=1.1.1 <1.2.0 and the latest version 1.2.2 does not satisfy it.",
                       "a worked example made a general rule: 'every tilde range allows only patch-level changes'; the page shows one tilde range and states no rule ('patch' occurs only in min-release-age's 'a patched version'; in the world a tilde range without a minor version, such as ~1, allows minor changes too)"),
            added=("In the npm update tilde example, the latest tag points to 1.2.2, which does not satisfy ~1.1.1 (equivalent to >=1.1.1 <1.2.0), and npm update prints a notice that 1.2.2 was skipped because of the range.",
                   "added behaviour (a notice about the skipped version) not in the page; 'notice' occurs only in strict-allow-scripts' 'instead of running with a notice', 'skipped' only in strict-allow-scripts' 'silently skipped'; invented"),
        ),
        dict(
            section="Subdependencies",
            start="npm will prioritize having a single version of `dep1`",
            end="multiple dependencies in your tree.",
            reworded=("In the npm update subdependency example, npm prioritizes having a single version of dep1 in the tree rather than two when that single version can satisfy the semver requirements of multiple dependencies in the tree.",
                      "'In the npm update subdependency example' added from the #### heading; 'will prioritize' -> 'prioritizes'; 'your tree' -> 'the tree' (twice); backticks dropped"),
            paraphrase=("When one version of dep1 meets the semver ranges of several dependencies at once, npm prefers to keep just that one copy in the tree instead of installing two.",
                        "freer rewording; the condition put first; 'prioritize having a single version ... rather than two' -> 'prefers to keep just that one copy ... instead of installing two'"),
            contradiction=("In the npm update subdependency example, npm prioritizes having two versions of dep1 in the tree rather than a single one, even when that single version can satisfy the semver requirements of multiple dependencies.",
                           "[roles] the preferred and the passed-over outcome swapped: the page prefers a single version rather than two"),
            overclaim=("Having a single version of dep1 in the tree is npm's highest priority when it resolves the semver requirements of multiple dependencies, outranking every other consideration.",
                       "a ranking added: 'will prioritize having a single version ... rather than two' -> 'npm's highest priority ... outranking every other consideration'; the page compares only one version with two ('priorit-' occurs only in this sentence and in min-release-age's 'higher-priority source')"),
            added=("In the npm update subdependency example, npm prioritizes a single version of dep1 over two when that version satisfies all the dependencies, which keeps node_modules smaller and speeds up installs.",
                   "added purpose (smaller node_modules, faster installs) not in the page; 'smaller' and 'speed' do not occur in it, 'fast' not at all (foreground-scripts says installs 'run slower', about another matter); invented"),
        ),
        dict(
            section="Updating Globally-Installed Packages",
            start="NOTE: If a package has been upgraded",
            end="it will be _downgraded_.",
            reworded=("When npm update -g is run, a globally installed package that has been upgraded to a version newer than latest will be downgraded.",
                      "'When npm update -g is run' and 'globally installed' added from the #### heading and the section's first sentence; 'NOTE:' and the emphasis dropped; backticks dropped"),
            paraphrase=("Running npm update -g on a global package that is ahead of the latest tag moves it down to an older version.",
                        "freer rewording; 'has been upgraded to a version newer than latest' -> 'is ahead of the latest tag'; 'will be downgraded' -> 'moves it down to an older version'"),
            contradiction=("When npm update -g is run, a globally installed package that has been upgraded to a version newer than latest is left at that version and not downgraded.",
                           "[negation] 'it will be downgraded' -> 'is left at that version and not downgraded'"),
            overclaim=("Whether run globally or locally, npm update downgrades any package that has been upgraded to a version newer than latest.",
                       "scope widened in place: the note sits under Updating Globally-Installed Packages; the page says nothing of local packages newer than latest being downgraded (its local examples are all decided by semver ranges)"),
            added=("When npm update -g is run, a globally installed package that has been upgraded to a version newer than latest will be downgraded, and npm prints a warning before doing so.",
                   "added behaviour (a warning before the downgrade) not in the page; 'warn' occurs only in the options on peer conflicts, install scripts and audit fixes; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# commands/npm-version.md (8,186 bytes): ### Synopsis (code), ### Configuration
# (11 #### options, all copied from config.md and other command pages; here it
# comes before the Description), ### Description (prose, two "Note:"
# paragraphs, a numbered list of six steps and a scripts example), ### See
# Also.  The only page-specific prose is Description, so all four cuts come
# from it: the prerelease note, the git commit and tag, step 2 of the list,
# and the explanation of the scripts example.
DOCS.append(dict(
    path="commands/npm-version.md",
    kind="docs", num="npm", title="npm-version",
    sentences=[
        dict(
            section="Description",
            start="**Note:** If the current version is a prerelease version",
            end="not `1.2.1`.",
            reworded=("If the current version is a prerelease version, npm version patch simply removes the prerelease suffix without incrementing the patch version number, so 1.2.0-5 becomes 1.2.0, not 1.2.1.",
                      "'Note:' and its bold dropped; 'patch' -> 'npm version patch'; the example sentence joined with 'so'; backticks dropped"),
            paraphrase=("On a prerelease such as 1.2.0-5, npm version patch only strips the suffix, giving 1.2.0 rather than bumping the version to 1.2.1.",
                        "freer rewording; the example's version used as the condition ('On a prerelease such as 1.2.0-5'); 'simply remove the prerelease suffix without incrementing the patch version number' -> 'only strips the suffix ... rather than bumping'"),
            contradiction=("For a prerelease version, npm version patch drops the prerelease suffix, so that 1.2.0-5 becomes 1.2.1.",
                           "[number] the result 1.2.0 -> 1.2.1 (the page: '1.2.0-5 becomes 1.2.0 with npm version patch, not 1.2.1')"),
            overclaim=("If the current version is a prerelease version, npm version patch simply removes the prerelease suffix, which makes it the recommended way to turn any prerelease into its final release.",
                       "a behaviour made a recommendation: the page recommends nothing here ('recommend' occurs only in the git note, '2.0.0 or later is recommended')"),
            added=("If the current version is a prerelease version, npm version patch simply removes the prerelease suffix without incrementing the patch number, because under semver a prerelease sorts before its release.",
                   "added cause (semver precedence) not in the page, which gives no reason; 'sort' and 'precedence' do not occur in it; true of semver in the world"),
        ),
        dict(
            section="Description",
            start="If run in a git repo, it will also create a version commit and tag.",
            end="`npm --no-git-tag-version version`.",
            reworded=("If run in a git repo, npm version also creates a version commit and tag, a behavior controlled by git-tag-version that can be disabled on the command line by running npm --no-git-tag-version version.",
                      "'it' -> 'npm version'; the two sentences joined; '(see below)' dropped (the git-tag-version option is in fact above, in the page's Configuration section); backticks dropped"),
            paraphrase=("Inside a git repository npm version additionally makes a version commit and a tag, which the git-tag-version setting governs and which npm --no-git-tag-version version switches off from the command line.",
                        "freer rewording; 'repo' -> 'repository'; 'This behavior is controlled by' -> 'which the ... setting governs'; 'can be disabled on the command line by running' -> 'switches off from the command line'"),
            contradiction=("If run in a git repo, npm version also creates a version commit and tag, a behavior controlled by the commit-hooks config that can be disabled on the command line with npm --no-commit-hooks version.",
                           "[entity] git-tag-version -> commit-hooks (another option the page lists, which runs git commit hooks), the flag changed to match"),
            overclaim=("If run in a git repo, npm version also creates a version commit and tag, and this behavior, controlled by git-tag-version, should be turned off with npm --no-git-tag-version version in automated builds.",
                       "a possibility made a recommendation: 'can be disabled on the command line' -> 'should be turned off ... in automated builds'; the page does not speak of automated builds ('build' occurs only in the scripts example's build script and build/temp)"),
            added=("If run in a git repo, npm version also creates a version commit and tag, the tag being named after the new version with a v prefix, such as v1.2.0.",
                   "added detail (the tag name with a v prefix) not in the page; 'prefix' occurs only in the preid option ('a prefix for the prerelease part'), 'v1' not at all; true of npm's default tag-version-prefix in the world"),
        ),
        dict(
            section="Description",
            start="Run the `preversion` script.",
            end="full test suite before deploying.",
            reworded=("As a step of npm version, the preversion script is run, and such scripts have access to the old version in package.json; a typical use would be running the full test suite before deploying.",
                      "the imperative 'Run the preversion script' given a frame ('As a step of npm version, ... is run'); 'These scripts' -> 'such scripts'; 'your full test suite' -> 'the full test suite'; the three lines joined"),
            paraphrase=("The preversion script of npm version sees the version package.json had before the bump, and it is typically used to run the whole test suite before a deploy.",
                        "freer rewording; 'have access to the old version in package.json' -> 'sees the version package.json had before the bump'; 'A typical use would be' -> 'typically used' (the hedge kept)"),
            contradiction=("As a step of npm version, the preversion script is run, and it has access to the new version in package.json; a typical use is running the full test suite before deploying.",
                           "[direction] 'access to the old version' -> 'access to the new version' (old -> new, an antonym swap; the new version is what step 4's version script sees)"),
            overclaim=("The npm version command runs the preversion script with access to the old version in package.json, and that script is required to run the full test suite before deploying.",
                       "a typical use made a rule: 'A typical use would be running your full test suite' -> 'that script is required to run the full test suite'; nothing in the page requires it ('requir-' occurs only in the git note and the sign-git-tag option, both on git and GPG)"),
            added=("As a step of npm version, the preversion script is run with access to the old version in package.json, and its output is hidden unless the script fails.",
                   "added behaviour (output hidden unless the script fails) not in the page; 'hidden' does not occur in it, 'output' only in the json option ('output JSON data'); invented"),
        ),
        dict(
            section="Description",
            start="This runs all your tests and proceeds only if they pass.",
            end="`build/temp` directory.",
            reworded=("In the npm version scripts example, the setup runs all the tests and proceeds only if they pass, then runs the build script and adds everything in the dist directory to the commit, and after the commit pushes the new commit and tag up to the server and deletes the build/temp directory.",
                      "'This' -> 'In the npm version scripts example, the setup' (the json example above the paragraph); 'your tests' -> 'the tests'; the three sentences joined; backticks dropped"),
            paraphrase=("The example's scripts test first and stop on any failure, then build and stage the dist folder into the version commit, and once that commit exists they push it and its tag to the server and remove build/temp.",
                        "freer rewording; 'proceeds only if they pass' -> 'stop on any failure'; 'adds everything in the dist directory to the commit' -> 'stage the dist folder into the version commit'; 'After the commit' -> 'once that commit exists'"),
            contradiction=("In the npm version scripts example, the setup runs all the tests and proceeds only if they pass, then runs the build script and adds everything in the build/temp directory to the commit, and after the commit pushes the commit and tag and deletes the dist directory.",
                           "[roles] the dist and build/temp directories swapped between the one added to the commit and the one deleted"),
            overclaim=("In the npm version scripts example, the tests run first and the process proceeds only if they pass, which guarantees that no broken version is ever committed or pushed.",
                       "a guarantee added: passing tests -> 'guarantees that no broken version is ever committed or pushed'; the page claims no such thing ('broken' and 'guarantee' do not occur in it)"),
            added=("In the npm version scripts example, the setup runs the tests, builds and adds the dist directory to the commit, and after the commit pushes the new commit and tag to the origin remote on the current branch before deleting build/temp.",
                   "added detail (the origin remote, the current branch) not in the page; 'origin', 'remote' and 'branch' do not occur in it; what a plain git push does in the world depends on git's settings, not checked"),
        ),
    ]))
