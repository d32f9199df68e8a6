# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-52, part B (drafts 6-10).

Same format as review-claims-51's parts.  The documents are pages of the
Markdown documentation of npm 11.19.1 as installed on this machine; `path` is
relative to the corpus root /usr/lib/node_modules/npm/docs/content (the
self-check reads it from RC52_CORPUS_ROOT if that is set).  One entry per
document, in draft order.  Each sentence gives the section it comes from, a
start anchor (unique in the raw file) and an end anchor (first match after
the start, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`kind` is "docs" and `num` is "npm" for every page; `title` is the page's
front-matter `title:` value, so a draft heading reads "## npm docs:
npm-diff".  `section` is the text of the nearest heading above the cut, its
'#' marks dropped.

Every command page ends with a "Configuration" section whose option texts
are copied from using-npm/config.md and other command pages; every cut here
is from a page-specific section (Description, Workspaces support, Sub-commands,
Field Access Patterns, Output and their #### subsections) and occurs in no
other file under the corpus root, raw, with white space normalised, or with
markup, case and white space read away (check_part_b.py tests this; see
notes-b.md).

The spare commands/npm-config.md is used for draft 08 in place of the
assigned commands/npm-sbom.md: npm-sbom's only page-specific prose is the
two-line Description (one cut at most); its "Package lock only mode" text is
copied in commands/npm-query.md, its example sections are JSON code blocks,
and its option texts are in using-npm/config.md.  DRAFTS gives the draft
number of each DOCS entry.
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-06
# commands/npm-diff.md (8,985 bytes): ### Synopsis (code), ### Description
# (an intro, a list of five usage forms with examples, a note on tag names,
# then #### Filtering files), ### Configuration (13 #### options, all copied
# from config.md and other command pages), ## See Also.  The only
# page-specific prose is Description, so all four cuts come from it: three
# from the usage list and the note after it, one from #### Filtering files.
DOCS.append(dict(
    path="commands/npm-diff.md",
    kind="docs", num="npm", title="npm-diff",
    sentences=[
        dict(
            section="Description",
            start="That will request from the registry its most up to date version",
            end="if the version numbers are not the same.",
            reworded=("Given only the name of an installed package, npm diff requests that package's most up to date version from the registry and prints a diff comparing the currently installed version to this newer one if the version numbers are not the same.",
                      "'That' (the example npm diff --diff=abbrev, under the list item 'npm diff --diff=<pkg-name>') -> 'Given only the name of an installed package, npm diff'; 'will request from the registry its most up to date version' -> 'requests that package's most up to date version from the registry'; 'will print a diff output' -> 'prints a diff'"),
            paraphrase=("When npm diff is pointed at an installed package by name alone, it asks the registry for the newest version and, unless that matches the installed version number, shows how the installed copy differs from it.",
                        "freer rewording; 'most up to date version' -> 'the newest version'; 'if the version numbers are not the same' -> 'unless that matches the installed version number'; 'print a diff output comparing ... to this newer one' -> 'shows how the installed copy differs from it'"),
            contradiction=("Given only the name of an installed package, npm diff requests that package's oldest published version from the registry and prints a diff comparing the currently installed version to that older one.",
                           "[direction] 'its most up to date version' / 'this newer one' -> 'oldest published version' / 'that older one' (newest -> oldest, an antonym swap)"),
            overclaim=("Given only the name of an installed package, npm diff always prints a diff between the installed version and the registry's most up to date version, even when the two version numbers are identical.",
                       "a condition dropped and turned round: 'if the version numbers are not the same' -> 'always ..., even when the two version numbers are identical'; the page says nothing of what is printed when they match ('identical' does not occur in it, 'same' only in 'the same as running' and in this sentence)"),
            added=("Given only the name of an installed package, npm diff asks the registry for its most up to date version and prints a diff if the version numbers differ, caching the registry's answer so that a second run works offline.",
                   "added behaviour (the answer is cached, a second run works offline) not in the page; 'cache' and 'offline' do not occur in it; invented"),
        ),
        dict(
            section="Description",
            start="It needs to be run from a package directory, such that",
            end="--diff=pkg@1.0.1`.",
            reworded=("The npm diff shorthand with semver-valid version numbers needs to be run from a package directory, so that for a package named pkg, npm diff --diff=1.0.0 --diff=1.0.1 is the same as npm diff --diff=pkg@1.0.0 --diff=pkg@1.0.1.",
                      "'It' -> 'The npm diff shorthand with semver-valid version numbers' (the previous paragraph: 'Using npm diff along with semver-valid version numbers is a shorthand'); 'such that' -> 'so that'; 'running ... is the same as running' -> '... is the same as'; backticks dropped"),
            paraphrase=("The bare-version shorthand of npm diff only works inside a package directory: in the folder of a package called pkg, --diff=1.0.0 --diff=1.0.1 amounts to writing --diff=pkg@1.0.0 --diff=pkg@1.0.1.",
                        "freer rewording; 'It needs to be run from a package directory' -> 'only works inside a package directory'; 'such that' -> a colon; 'running ... is the same as running' -> '... amounts to writing'"),
            contradiction=("Run from the directory of a package named pkg, npm diff --diff=1.0.0 --diff=1.0.1 is the same as running npm diff --diff=pkg@1.0.0 --diff=pkg@1.1.0.",
                           "[number] the second version of the expanded command, pkg@1.0.1 -> pkg@1.1.0 (1.1.0 is a version the page's next example uses)"),
            overclaim=("From a package directory, npm diff accepts any bare semver expression in place of a full specifier, ranges such as ^1.0.0 included, just as --diff=1.0.0 --diff=1.0.1 stands for --diff=pkg@1.0.0 --diff=pkg@1.0.1.",
                       "scope widened in place: 'semver-valid version numbers' -> 'any bare semver expression ..., ranges such as ^1.0.0 included'; the page's shorthand is only for version numbers ('range' occurs only in 'semver-range' of the single-name and spec-a items, which use package names; '^2.0.0' only inside a pkg@ specifier)"),
            added=("Run from a package directory, npm diff --diff=1.0.0 --diff=1.0.1 is the same as npm diff --diff=pkg@1.0.0 --diff=pkg@1.0.1 for a package named pkg, the name being read from the name field of the directory's package.json.",
                   "added mechanism (the name is read from package.json's name field) not in the page; 'field' does not occur in it, and package.json only in the example output and the single-name item; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="Note that tag names are not valid",
            end="`pkg@tagname` syntax.",
            reworded=("Tag names are not valid values for the --diff argument of npm diff, so comparing to a published tag requires the pkg@tagname syntax.",
                      "'Note that' dropped; 'if you wish to compare to a published tag, you must use' -> 'so comparing to a published tag requires'; 'npm diff' added as the page's subject; backticks dropped"),
            paraphrase=("To diff against a published tag, npm diff needs the tag written as pkg@tagname, because a bare tag name is not accepted as a --diff value.",
                        "freer rewording; the two halves reordered; 'tag names are not valid --diff argument values' -> 'a bare tag name is not accepted as a --diff value'; 'you must use' -> 'needs'"),
            contradiction=("Tag names are valid values for the --diff argument of npm diff, so comparing to a published tag does not need the pkg@tagname syntax.",
                           "[negation] 'tag names are not valid --diff argument values' -> 'are valid', and 'you must use the pkg@tagname syntax' -> 'without the pkg@tagname syntax'"),
            overclaim=("Passing a bare tag name to --diff is the most common mistake made with npm diff, which is why a published tag has to be written in the pkg@tagname syntax.",
                       "a frequency and a ranking added ('the most common mistake'); the page only states the rule ('mistake' and 'common' do not occur in it)"),
            added=("Tag names are not valid --diff argument values, so npm diff stops with an error message naming the pkg@tagname syntax whenever it is given a bare tag name.",
                   "added behaviour (an error message naming the syntax) not in the page; 'error' and 'message' do not occur in it, 'stop' not at all; invented, not checked in the world"),
        ),
        dict(
            section="Filtering files",
            start="It's possible to also specify positional arguments using file names",
            end="for a given package, e.g:",
            reworded=("Positional arguments given to npm diff may also be file names or glob patterns, which limit the result of the diff patches to only a subset of files for a given package.",
                      "'It's possible to also specify positional arguments using file names or globs pattern matching' -> 'Positional arguments given to npm diff may also be file names or glob patterns'; 'in order to limit' -> 'which limit'; 'e.g:' dropped"),
            paraphrase=("Naming files or glob patterns as extra arguments narrows the patches npm diff prints down to just some of a package's files.",
                        "freer rewording; 'specify positional arguments using file names or globs pattern matching' -> 'Naming files or glob patterns as extra arguments'; 'limit the result of diff patches to only a subset of files' -> 'narrows the patches ... down to just some of a package's files'"),
            contradiction=("Positional arguments given to npm diff may also be regular expressions, rather than file names or globs, which limit the result of the diff patches to only a subset of files for a given package.",
                           "[entity] 'file names or globs pattern matching' -> 'regular expressions, rather than file names or globs'"),
            overclaim=("Positional file names or globs can limit the patches of npm diff to a subset of a package's files, and this is the recommended way to review changes in large packages.",
                       "a possibility made a recommendation ('the recommended way to review changes in large packages'); 'recommend', 'review' and 'large' do not occur in the page"),
            added=("Positional file names or globs can limit the patches of npm diff to a subset of a package's files, and a glob pattern must be quoted so that the shell does not expand it first.",
                   "added requirement (quote globs against shell expansion) not in the page; 'quote', 'shell' and 'expand' do not occur in it (its example passes ./lib/ and CHANGELOG.md unquoted); plausible in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# commands/npm-pkg.md (8,056 bytes): ### Synopsis (code), ### Description
# (an intro and the four sub-commands get, set, delete and fix as list items
# with examples), ### Workspaces support, ### Configuration (force, json,
# workspace, workspaces; all copied), ## See Also.  Three cuts from
# Description (a get item, two set items) and one from Workspaces support.
DOCS.append(dict(
    path="commands/npm-pkg.md",
    kind="docs", num="npm", title="npm-pkg",
    sentences=[
        dict(
            section="Description",
            start="For complex fields you can also name a property in square brackets",
            end="especially helpful with the exports object:",
            reworded=("With npm pkg get, a property of a complex field can also be named in square brackets to specifically select a child field, which is especially helpful with the exports object.",
                      "'npm pkg get' added from the list item the paragraph sits in; 'you can also name a property' -> passive 'a property ... can also be named'; 'This is especially helpful' joined as a relative clause; the colon before the example dropped"),
            paraphrase=("Child fields of complicated package.json entries, the exports object above all, can be picked out with npm pkg get by writing the property name inside square brackets.",
                        "freer rewording; 'complex fields' -> 'complicated package.json entries'; 'especially helpful with the exports object' -> 'the exports object above all'; 'name a property in square brackets to specifically select a child field' -> 'picked out ... by writing the property name inside square brackets'"),
            contradiction=("With npm pkg get, a property of a complex field can also be named in curly braces to specifically select a child field, which is especially helpful with the exports object.",
                           "[entity] 'square brackets' -> 'curly braces'"),
            overclaim=("With npm pkg get, naming a property in square brackets selects a child field of a complex field, and it is required for every lookup inside the exports object.",
                       "degree raised: 'especially helpful with the exports object' -> 'required for every lookup inside the exports object'; the page says only that it helps ('requir-' occurs only in the force option's 'requiring a different version' and the example's '.require')"),
            added=("With npm pkg get, a property named in square brackets selects a child field of a complex field such as the exports object, and such brackets can be nested to any depth.",
                   "added detail (brackets nest to any depth) not in the page; 'nest-' occurs only in 'nested object properties' of the dot syntax, 'depth' not at all; invented, not checked"),
        ),
        dict(
            section="Description",
            start="When saving to your `package.json` file the same set of rules",
            end="prior to saving values to the file.",
            reworded=("When npm pkg set saves to package.json, the same set of rules used during npm install and other cli commands that touch package.json are used, respecting the existing indentation and possibly applying some validation before values are saved.",
                      "'npm pkg set' added from the list item; 'your package.json file' -> 'package.json'; 'making sure to respect' -> 'respecting'; 'prior to saving values to the file' -> 'before values are saved'"),
            paraphrase=("Like npm install and the other commands that edit package.json, npm pkg keeps the file's current indentation when it writes values and may check them before they are stored.",
                        "freer rewording; 'the same set of rules used during npm install and other cli commands that touches the package.json file are used' -> 'Like npm install and the other commands that edit package.json'; 'respect the existing indentation' -> 'keeps the file's current indentation'; 'possibly applying some validation' -> 'may check them' (the hedge kept)"),
            contradiction=("When npm pkg set saves to package.json, it uses its own rules rather than those of npm install, and it does not respect the existing indentation of the file.",
                           "[negation] 'making sure to respect the existing indentation' -> 'does not respect the existing indentation'; 'the same set of rules used during npm install' -> 'its own rules rather than those of npm install'"),
            overclaim=("When npm pkg set saves to package.json, it applies the same rules as npm install, including full validation, so an invalid value can never be written to the file.",
                       "hedge removed and a guarantee added: 'possibly applying some validation' -> 'including full validation, so an invalid value can never be written'; 'invalid' and 'never' do not occur in the page ('valid-' only in 'validation' here)"),
            added=("When npm pkg set saves to package.json, it follows the same rules as npm install, respecting the existing indentation and keeping the file's original line endings.",
                   "added detail (line endings kept) not in the page; 'ending' and 'line' do not occur in it; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="You may also append items to the end of an array",
            end="special empty bracket notation:",
            reworded=("With npm pkg set, items may also be appended to the end of an array using the special empty bracket notation.",
                      "'npm pkg set' added from the list item; 'You may also append items' -> passive 'items may also be appended'; the colon before the example dropped"),
            paraphrase=("An empty pair of brackets tells npm pkg set to add the new item after the last one already in the array.",
                        "freer rewording; 'the special empty bracket notation' -> 'An empty pair of brackets'; 'append items to the end of an array' -> 'add the new item after the last one already in the array'"),
            contradiction=("With npm pkg set, the special empty bracket notation inserts items at the start of an array, before the existing entries.",
                           "[direction] 'append items to the end of an array' -> 'inserts items at the start of an array, before the existing entries' (end -> start, an antonym swap)"),
            overclaim=("The special empty bracket notation of npm pkg set appends items to any value in package.json, whether or not that value is an array.",
                       "scope widened in place: 'to the end of an array' -> 'to any value in package.json, whether or not that value is an array'; the page speaks only of arrays ('array' occurs in the get and set items, always of array fields)"),
            added=("With npm pkg set, the special empty bracket notation appends items to the end of an array, and it creates the array when the field is missing from package.json.",
                   "added behaviour (the array is created when missing) not in the page; 'missing' does not occur in it, 'creat-' only in the workspace option's 'to create the folder' (copied from config.md); plausible in the world, not checked"),
        ),
        dict(
            section="Workspaces support",
            start="You can set/get/delete items across your configured workspaces",
            end="config options.",
            reworded=("The npm pkg command can set, get and delete items across the configured workspaces by using the workspace or workspaces config options.",
                      "'You can' -> 'The npm pkg command can' (the page's subject); 'set/get/delete' spelled out; 'your configured workspaces' -> 'the configured workspaces'; links and backticks dropped"),
            paraphrase=("Through the workspace or workspaces settings, npm pkg reads, writes and removes package.json entries in each configured workspace.",
                        "freer rewording; 'set/get/delete items' -> 'reads, writes and removes package.json entries'; 'by using the ... config options' -> 'Through the ... settings'"),
            contradiction=("The npm pkg command cannot set, get or delete items across configured workspaces, even with the workspace or workspaces config options.",
                           "[negation] 'You can set/get/delete items across your configured workspaces' -> 'cannot set, get or delete items across configured workspaces'"),
            overclaim=("Using npm pkg with the workspace or workspaces config options is the recommended way to keep package.json fields consistent across every workspace of a monorepo.",
                       "a possibility made a recommendation ('the recommended way to keep ... consistent'); 'consistent' and 'monorepo' do not occur in the page, 'recommend-' only in the force option's 'it is strongly recommended that you do not use this option'"),
            added=("The npm pkg command can set, get and delete items across configured workspaces with the workspace or workspaces options, skipping any workspace whose package.json cannot be read.",
                   "added behaviour (unreadable workspaces skipped) not in the page; 'skip' and 'cannot' do not occur in it, 'read' only inside 'already'; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# commands/npm-config.md (4,091 bytes), the SPARE, in place of the assigned
# commands/npm-sbom.md (8,338 bytes), which has one page-specific prose
# passage only (its two-line Description; see the module docstring and the
# notes).  npm-config: ### Synopsis (code and a one-line note), ###
# Description, ### Sub-commands (#### set, get, list, delete, edit, fix),
# ### Configuration (json, global, editor, location, long; all copied),
# ### See Also.  One cut from Description, three from three Sub-commands
# subsections (set, get, list).
DOCS.append(dict(
    path="commands/npm-config.md",
    kind="docs", num="npm", title="npm-config",
    sentences=[
        dict(
            section="Description",
            start="npm gets its config settings from the command line",
            end="the `package.json` file.",
            reworded=("The npm CLI gets its config settings from the command line, from environment variables, from npmrc files and, in some cases, from the package.json file.",
                      "'npm' -> 'The npm CLI' (the check wants an upper-case start); the list given a 'from' per item; backticks dropped; otherwise the source sentence"),
            paraphrase=("Settings reach npm through command-line flags, environment variables and npmrc files, and sometimes through package.json as well.",
                        "freer rewording, the subject moved to the settings; 'config settings' -> 'Settings'; 'the command line' -> 'command-line flags'; 'in some cases' -> 'sometimes' (the hedge kept)"),
            contradiction=("The npm CLI takes its config settings from the command line, environment variables and npmrc files, but never from the package.json file.",
                           "[negation] 'and in some cases, the package.json file' -> 'but never from the package.json file'"),
            overclaim=("Of the places npm gets its config settings from (the command line, environment variables, npmrc files and sometimes package.json), npmrc files are the most reliable.",
                       "a ranking added ('the most reliable' source); the page ranks none of them ('reliab-' does not occur in it; it names no order of precedence either)"),
            added=("When npm gathers its config settings from the command line, environment variables, npmrc files and sometimes package.json, a value given on the command line overrides the same key in an npmrc file.",
                   "added rule (command line overrides npmrc) not in the page; 'overrid-' and 'precedence' do not occur in it, 'same' only in 'behaves the same as'; true of npm in the world as far as I know, not checked"),
        ),
        dict(
            section="set",
            start="Note: for backwards compatibility",
            end="`npm config set key=value`.",
            reworded=("For backwards compatibility, npm config set key value is supported as an alias for npm config set key=value.",
                      "'Note:' and backticks dropped; otherwise the source sentence"),
            paraphrase=("The older space-separated form of npm config set, with the key and the value as two arguments, still works as a stand-in for the key=value form so that existing usage keeps working.",
                        "freer rewording; 'npm config set key value' described as 'the older space-separated form ..., with the key and the value as two arguments'; 'is supported as an alias for' -> 'still works as a stand-in for'; 'for backwards compatibility' -> 'so that existing usage keeps working'"),
            contradiction=("For backwards compatibility, npm config set key=value is supported as an alias for npm config set key value.",
                           "[roles] the two forms swapped: the key=value form made the alias, the space-separated form the one it stands for"),
            overclaim=("The space-separated form npm config set key value, an alias kept for backwards compatibility, will keep working in every future npm release.",
                       "a promise about the future added: 'is supported ... for backwards compatibility' -> 'will keep working in every future npm release'; 'future' and 'release' do not occur in the page"),
            added=("For backwards compatibility, npm config set key value is supported as an alias for npm config set key=value, though npm prints a deprecation warning when the older form is used.",
                   "added behaviour (a deprecation warning) not in the page; 'deprecat-' and 'warn' do not occur in it, 'print' not at all; invented"),
        ),
        dict(
            section="get",
            start="If no keys are provided, then this command behaves",
            end="`npm config list`.",
            reworded=("If no keys are provided, npm config get behaves the same as npm config list.",
                      "'this command' -> 'npm config get' (the #### get heading and its synopsis); 'then' dropped; backticks dropped"),
            paraphrase=("Run without any key, npm config get falls back to doing exactly what npm config list does.",
                        "freer rewording; 'If no keys are provided' -> 'Run without any key'; 'behaves the same as' -> 'falls back to doing exactly what ... does'"),
            contradiction=("If no keys are provided, npm config get behaves the same as npm config edit.",
                           "[entity] npm config list -> npm config edit (another sub-command on the page)"),
            overclaim=("If no keys are provided, npm config get behaves the same as npm config list, which makes it the quickest way to review an entire npm configuration.",
                       "a ranking added ('the quickest way to review'); 'quick' and 'review' do not occur in the page ('entire' only in the set item's 'removed from your config file entirely')"),
            added=("If no keys are provided, npm config get behaves the same as npm config list, and with several keys it prints their values in the order the keys were given.",
                   "added detail (values printed in the order given) not in the page; 'order' does not occur in it (the page says only that with multiple keys the values are prefixed with the key names); plausible, not checked"),
        ),
        dict(
            section="list",
            start="Show all the config settings.",
            end="show the settings in json format.",
            reworded=("The npm config list sub-command shows all the config settings, with -l also showing defaults and --json showing the settings in json format.",
                      "the imperative 'Show all the config settings' -> 'The npm config list sub-command shows' (the #### list heading); the three lines joined; backticks dropped"),
            paraphrase=("Every config setting is printed by npm config list, with the default values added under -l and json output under --json.",
                        "freer rewording; freer rewording, passive; 'Show all the config settings' -> 'Every config setting is printed'; 'Use -l to also show defaults' -> 'the default values added under -l'; 'Use --json to show the settings in json format' -> 'json output under --json'"),
            contradiction=("The npm config list sub-command shows all the config settings, with --json also showing defaults and -l showing the settings in json format.",
                           "[roles] the flags swapped: --json given the defaults and -l the json format"),
            overclaim=("The npm config list sub-command shows all the config settings, and with -l it shows every setting npm knows of together with an explanation of each.",
                       "degree raised: 'Use -l to also show defaults' -> 'every setting npm knows of together with an explanation of each'; 'explanation' does not occur in the page except in the Description's pointer to config for 'a more thorough explanation of the mechanisms involved'"),
            added=("The npm config list sub-command shows all the config settings, -l adding defaults and --json giving json, and it hides the values of authentication tokens in its output.",
                   "added behaviour (token values hidden) not in the page; 'hide' does not occur in it, 'output' only in the json option, 'authentication' only in the fix item ('attaching authentication config'); 'token' only inside '_authToken'; true of npm in the world as far as I know, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# commands/npm-run.md (7,538 bytes): ### Synopsis (code), ### Description,
# ### Workspaces support (prose, a tree and json examples, then #### Filtering
# workspaces), ### Configuration (7 #### options, all copied), ### See Also.
# Three cuts from Description (what uses run-script; PATH; the shell), one
# from Workspaces support.
DOCS.append(dict(
    path="commands/npm-run.md",
    kind="docs", num="npm", title="npm-run",
    sentences=[
        dict(
            section="Description",
            start="`run[-script]` is used by the test, start, restart, and stop commands",
            end="and directly-run scripts.",
            reworded=("The npm run-script command is used by the test, start, restart and stop commands but can also be called directly, and when the scripts in a package are printed out, they are separated into lifecycle scripts (test, start, restart) and directly-run scripts.",
                      "'run[-script]' -> 'The npm run-script command'; 'as well' -> 'also'; the two sentences joined; 'they're' expanded; backticks dropped"),
            paraphrase=("Besides being invoked by hand, npm run is what the test, start, restart and stop commands rely on, and its listing of a package's scripts puts lifecycle ones such as test, start and restart apart from those meant to be run directly.",
                        "freer rewording; 'is used by' -> 'is what ... rely on'; 'can be called directly' -> 'being invoked by hand'; 'When the scripts ... are printed out, they're separated into' -> 'its listing ... puts ... apart from'"),
            contradiction=("The npm run-script command is used by only two commands, test and start, and when the scripts in a package are printed out, they are separated into lifecycle and directly-run scripts.",
                           "[number] four commands (test, start, restart, stop) -> 'only two commands, test and start'"),
            overclaim=("The npm run-script command is used by every npm command that runs package scripts, not only test, start, restart and stop, and it can also be called directly.",
                       "scope widened in place: 'is used by the test, start, restart, and stop commands' -> 'every npm command that runs package scripts'; the page names only these four ('every' does not occur in it, 'install' only as the command to run when node_modules is missing and in config texts)"),
            added=("The npm run-script command is used by the test, start, restart and stop commands and can be called directly, and its printed list of scripts shows each script's command line under its name.",
                   "added detail (each script's command shown under its name) not in the page; 'under' does not occur in it, 'line' only in 'command line' of the Filtering workspaces text; true of npm in the world as far as I know, not checked"),
        ),
        dict(
            section="Description",
            start="In addition to the shell's pre-existing `PATH`",
            end="without the `node_modules/.bin` prefix.",
            reworded=("In addition to the shell's pre-existing PATH, npm run adds node_modules/.bin to the PATH provided to scripts, so any binaries provided by locally-installed dependencies can be used without the node_modules/.bin prefix.",
                      "the two sentences joined with 'so'; backticks dropped; otherwise the source wording"),
            paraphrase=("Because npm run puts node_modules/.bin on the PATH it hands to scripts, on top of whatever PATH the shell already had, the executables of locally installed dependencies can be called by their bare names.",
                        "freer rewording; 'adds ... to the PATH provided to scripts' -> 'puts ... on the PATH it hands to scripts'; 'In addition to the shell's pre-existing PATH' -> 'on top of whatever PATH the shell already had'; 'can be used without the node_modules/.bin prefix' -> 'can be called by their bare names'"),
            contradiction=("When running scripts, npm run removes node_modules/.bin from their PATH, so binaries provided by locally-installed dependencies have to be called with the node_modules/.bin prefix.",
                           "[direction] 'adds node_modules/.bin to the PATH' -> 'removes node_modules/.bin from the PATH' (add -> remove, an antonym swap), with its consequence turned round ('without the prefix' -> 'with the prefix')"),
            overclaim=("Because npm run adds node_modules/.bin to the PATH provided to scripts, any binary on the machine, wherever it is installed, can be used in a script without a path prefix.",
                       "scope widened in place: 'binaries provided by locally-installed dependencies' -> 'any binary on the machine, wherever it is installed'; the page speaks only of local dependencies' binaries ('machine' and 'wherever' do not occur in it)"),
            added=("The node_modules/.bin folder that npm run adds to the PATH of scripts goes ahead of the shell's existing entries, so a local binary wins over a global one of the same name.",
                   "added detail (the order of PATH entries, local wins over global) not in the page, which says only 'In addition to the shell's pre-existing PATH'; 'ahead', 'wins' and 'global' do not occur in it; true of npm in the world as far as I know"),
        ),
        dict(
            section="Description",
            start="By default, on Unix-like systems it is the `/bin/sh` command",
            end="also depends on the system.",
            reworded=("By default, npm run runs scripts with the /bin/sh command on Unix-like systems and with cmd.exe on Windows, and the actual shell referred to by /bin/sh also depends on the system.",
                      "'it' (the shell a script is run within, from the previous sentence) -> 'npm run runs scripts with'; the two sentences joined; backticks dropped"),
            paraphrase=("Out of the box, scripts get cmd.exe on Windows and /bin/sh on Unix-like systems, where what /bin/sh actually points to varies from one system to another.",
                        "freer rewording; the platforms reordered; 'By default' -> 'Out of the box'; 'The actual shell referred to by /bin/sh also depends on the system' -> 'what /bin/sh actually points to varies from one system to another'"),
            contradiction=("By default, npm run runs scripts with cmd.exe on Unix-like systems and with the /bin/sh command on Windows.",
                           "[roles] the two shells swapped between Unix-like systems and Windows"),
            overclaim=("By default npm run uses /bin/sh on Unix-like systems and cmd.exe on Windows, and npm recommends keeping these defaults rather than configuring another shell.",
                       "a default made a recommendation: the page recommends nothing here and itself says the shell can be customised with the script-shell config ('recommend' does not occur in it)"),
            added=("By default npm run uses /bin/sh on Unix-like systems and cmd.exe on Windows, and on Windows the shell is started with its AutoRun commands disabled.",
                   "added detail (cmd.exe AutoRun disabled) not in the page; 'autorun', 'started' and 'disabled' do not occur in it; invented, not checked"),
        ),
        dict(
            section="Workspaces support",
            start="You may use the [`workspace`](/using-npm/config#workspace) or",
            end="for each of these configured workspaces.",
            reworded=("The workspace or workspaces configs can be used with npm run to run an arbitrary command from a package's scripts object in the context of the specified workspaces, and if no command is provided, npm run lists the available scripts for each of these configured workspaces.",
                      "'You may use' -> 'can be used with npm run'; 'in order to run' -> 'to run'; the two sentences joined; links, backticks and quotation marks dropped"),
            paraphrase=("With the workspace or workspaces settings, npm run executes a script from a package's scripts in each chosen workspace, and called with no command it shows what scripts every one of those workspaces offers.",
                        "freer rewording; 'run an arbitrary command from a package's scripts object in the context of the specified workspaces' -> 'executes a script from a package's scripts in each chosen workspace'; 'list the available scripts for each' -> 'shows what scripts every one of those workspaces offers'"),
            contradiction=("Given the workspace or workspaces configs, npm run runs a command from a package's scripts object in the specified workspaces, but if no command is provided, it does not list the scripts available in those workspaces.",
                           "[negation] 'If no command is provided, it will list the available scripts for each of these configured workspaces' -> 'it does not list the scripts available in those workspaces'"),
            overclaim=("Called with the workspace or workspaces configs and no command, npm run lists the available scripts of each configured workspace, giving a complete list of every script that can be run anywhere in the project.",
                       "scope widened in place: 'it will list the available scripts for each of these configured workspaces' -> 'a complete list of every script that can be run anywhere in the project' (the root project and workspaces not configured included); 'complete', 'every' and 'anywhere' do not occur in the page"),
            added=("When the workspace or workspaces configs are used to run a script in the specified workspaces, npm run prints a header with each workspace's name before that workspace's output.",
                   "added behaviour (a header per workspace) not in the page; 'header' does not occur in it, 'output' only in the foreground-scripts option ('sharing standard input, output, and error'); plausible in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# commands/npm-view.md (7,425 bytes): ### Synopsis (code), ### Description
# (prose and many examples), ### Field Access Patterns (#### Nested Object
# Fields, Array Element Access, Object Property Access, Extracting Fields
# from Arrays), ### Configuration (json, workspace, workspaces,
# include-workspace-root; all copied), ### Output (after Configuration),
# ### See Also.  Two cuts from Description, one from Field Access Patterns
# (#### Object Property Access), one from Output.
DOCS.append(dict(
    path="commands/npm-view.md",
    kind="docs", num="npm", title="npm-view",
    sentences=[
        dict(
            section="Description",
            start="Multiple fields may be specified, and will be printed one after another.",
            end="email addresses, you can do this:",
            reworded=("Multiple fields may be specified to npm view and will be printed one after another, as when getting all the contributor names and email addresses.",
                      "'to npm view' added (the page's subject); 'For example, to get ..., you can do this' -> 'as when getting ...'; the colon before the example dropped"),
            paraphrase=("Several fields can be requested from npm view in one call, such as contributor names together with their email addresses, and the results come out in sequence.",
                        "freer rewording; 'Multiple fields may be specified' -> 'Several fields can be requested ... in one call'; 'will be printed one after another' -> 'the results come out in sequence'; the example kept"),
            contradiction=("Only one field per call is accepted by npm view, so contributor names and contributor email addresses have to be requested separately.",
                           "[number] 'Multiple fields may be specified' -> 'only one field per call', with the example turned round ('to get all the contributor names and email addresses, you can do this' -> 'have to be requested separately')"),
            overclaim=("Multiple fields may be given to npm view and are printed one after another, which makes npm view the fastest way to collect several facts about a package.",
                       "a ranking added ('the fastest way'); the page compares no commands on speed ('fast' does not occur in it)"),
            added=("Multiple fields may be given to npm view and are printed one after another, separated by a blank line.",
                   "added detail (a blank line between fields) not in the page; 'blank' and 'separated' do not occur in it (Output says only that each field is prefixed with the field name); invented, not checked"),
        ),
        dict(
            section="Description",
            start="\"Person\" fields are shown as a string",
            end="in the shortened string format.",
            reworded=("In npm view, Person fields are shown as a string if they would be shown as an object, so the list of npm contributors, for example, is shown in the shortened string format.",
                      "'In npm view' added; 'So, for example, this will show' -> 'so ..., for example, is shown'; quotation marks and backticks dropped"),
            paraphrase=("Where a person entry would otherwise come out as an object, npm view prints it as a string instead, which is why npm's own contributors appear in the short string form.",
                        "freer rewording; 'Person fields' -> 'a person entry'; 'shown as a string if they would be shown as an object' -> 'Where ... would otherwise come out as an object, ... prints it as a string instead'; 'the shortened string format' -> 'the short string form'"),
            contradiction=("In npm view, Person fields are shown as an object if they would be shown as a string, so the list of npm contributors is shown as objects rather than in a shortened string format.",
                           "[roles] string and object swapped between the form shown and the form it replaces"),
            overclaim=("The shortened string format in which npm view shows Person fields, instead of as objects, loses none of the information the objects held.",
                       "a guarantee added ('loses none of the information'); the page only calls the format 'shortened' ('information' occurs only in 'view information about' and 'extract specific information', 'lose' not at all)"),
            added=("Person fields come out of npm view as a string rather than an object, and the email address inside that string is masked unless the --json flag is given.",
                   "added behaviour (the email masked unless --json) not in the page; 'mask' does not occur in it, 'email' only in the contributor examples; invented"),
        ),
        dict(
            section="Object Property Access",
            start="For object properties (like accessing specific versions",
            end="with the property name in quotes:",
            reworded=("For object properties in npm view, such as specific versions in the time field, bracket notation is used with the property name in quotes.",
                      "'in npm view' added; the imperative 'use bracket notation' -> 'bracket notation is used'; the parenthesis 'like accessing specific versions in the time field' -> 'such as specific versions in the time field'; the colon dropped"),
            paraphrase=("To read one entry of an object such as time, npm view expects bracket syntax wrapping the quoted key, as when looking up a particular version in the time field.",
                        "freer rewording; 'bracket notation with the property name in quotes' -> 'bracket syntax wrapping the quoted key'; 'object properties' -> 'one entry of an object'; 'accessing specific versions in the time field' -> 'looking up a particular version in the time field'"),
            contradiction=("For object properties in npm view, such as specific versions in the time field, bracket notation is used with the property name left unquoted.",
                           "[negation] 'with the property name in quotes' -> 'with the property name left unquoted'"),
            overclaim=("In npm view, bracket notation with the property name in quotes reads any object property, such as a version in the time field, and it behaves the same in every shell.",
                       "scope widened: 'behaves the same in every shell'; the page says nothing of differences between shells ('same' does not occur in it, 'every' only in 'every matching version'; 'shell' only in 'a bit of shell scripting' and the note that without quotes the shell may read square brackets as glob patterns)"),
            added=("For object properties in npm view, such as versions in the time field, bracket notation is used with the property name in quotes, and a property that does not exist prints nothing.",
                   "added behaviour (a missing property prints nothing) not in the page; 'nothing' does not occur in it, 'exist' only in the workspace option's 'which does not yet exist' (copied from config.md); plausible in the world, not checked"),
        ),
        dict(
            section="Output",
            start="If the version range matches multiple versions then each printed value",
            end="the version it applies to.",
            reworded=("When the version range given to npm view matches multiple versions, each printed value is prefixed with the version it applies to.",
                      "'If' -> 'When'; 'the version range' given its command ('given to npm view'); 'will be prefixed' -> 'is prefixed'"),
            paraphrase=("If a range passed to npm view covers several versions, every value it prints starts with the version that value belongs to.",
                        "freer rewording; 'matches multiple versions' -> 'covers several versions'; 'prefixed with the version it applies to' -> 'starts with the version that value belongs to'"),
            contradiction=("When the version range given to npm view matches multiple versions, each printed value is followed by the version it applies to rather than prefixed with it.",
                           "[direction] 'prefixed with the version' -> 'followed by the version ... rather than prefixed' (before -> after)"),
            overclaim=("Whenever a version range is given to npm view, each printed value is prefixed with the version it applies to, even if only one version matches.",
                       "a condition dropped: 'If the version range matches multiple versions' -> 'Whenever a version range is given ..., even if only one version matches'; the page does not say what a single matching version looks like"),
            added=("When the version range given to npm view matches multiple versions, each printed value is prefixed with its version, and the values are listed in ascending version order.",
                   "added detail (ascending order) not in the page; 'ascending' and 'order' do not occur in it; plausible in the world, not checked"),
        ),
    ]))
