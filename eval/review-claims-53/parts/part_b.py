# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-53, part B (drafts 6-10).

Same format as review-claims-52's parts.  The documents are pages of the
Markdown documentation of npm 11.19.1 as installed on this machine; `path` is
relative to the corpus root /usr/lib/node_modules/npm/docs/content (the
self-check reads it from RC53_CORPUS_ROOT if that is set).  One entry per
document, in draft order.  Each sentence gives the section it comes from, a
start anchor (unique in the raw file) and an end anchor (first match after
the start, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`kind` is "docs" and `num` is "npm" for every page; `title` is the page's
front-matter `title:` value, so a draft heading reads "## npm docs:
npm-fund".  `section` is the text of the nearest heading above the cut, its
'#' marks dropped (backticks kept, as in review-claims-51's sections).

Every command page ends with a "Configuration" section whose option texts
are copied from using-npm/config.md and other command pages; every cut here
is from a page-specific section (Description, Workspaces support, Details,
A note about the cache's design and their #### subsections) and occurs in no
other file under the corpus root, raw, with white space normalised, or with
markup, case and white space read away; so does every sentence of six words
or more inside it (check_part_b.py tests this; see notes-b.md).

No spare is used: each of the five assigned pages has at least four
page-specific sentences of 12-45 words (npm-owner has exactly four, and
d09 uses three of them plus a three-sentence cut of shorter ones).  DRAFTS
gives the draft number of each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing, with
review-claims-52 part B's split (number 3, entity 3, direction 4,
negation 6, roles 4):

    draft  s1         s2         s3         s4
    06     entity     roles      negation   direction
    07     entity     negation   direction  roles
    08     negation   number     direction  negation
    09     roles      negation   number     entity
    10     number     direction  roles      negation

    number 3 (d08-s2, d09-s3, d10-s1); entity 3 (d06-s1, d07-s1, d09-s4);
    direction 4 (d06-s4, d07-s3, d08-s3, d10-s2); negation 6 (d06-s3,
    d07-s2, d08-s1, d08-s4, d09-s2, d10-s4); roles 4 (d06-s2, d07-s4,
    d09-s1, d10-s3).
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-06
# commands/npm-fund.md (3,674 bytes): ### Synopsis (code), ### Description
# (three lines of prose, a paragraph on the list's shape, an empty
# #### Example), ### Workspaces support (one sentence, #### Example: with two
# code blocks and two lead-in lines), ### Configuration (json, browser,
# unicode, workspace, which; all copied), ## See Also.  Three cuts from
# Description, one from Workspaces support.
DOCS.append(dict(
    path="commands/npm-fund.md",
    kind="docs", num="npm", title="npm-fund",
    sentences=[
        dict(
            section="Description",
            start="If no package name is provided, it will list all dependencies",
            end="and the url to visit.",
            reworded=("When npm fund is run without a package name, it lists all the dependencies that are looking for funding in a tree structure, showing the type of funding and the url to visit.",
                      "'If no package name is provided' -> 'When npm fund is run without a package name' (the page's subject named); 'will list' -> 'lists'; 'listing the type of funding' -> 'showing the type of funding'"),
            paraphrase=("Called with no package argument, npm fund prints a tree of the dependencies that are asking for financial support, giving for each the kind of funding and the web address to go to.",
                        "freer rewording; 'If no package name is provided' -> 'Called with no package argument'; 'looking for funding' -> 'asking for financial support'; 'the type of funding and the url to visit' -> 'the kind of funding and the web address to go to'"),
            contradiction=("When npm fund is run without a package name, it lists the dependencies that are looking for funding in a tree structure, showing the type of funding and the maintainer's email address rather than a url to visit.",
                           "[entity] 'the url to visit' -> 'the maintainer's email address rather than a url to visit'"),
            overclaim=("Run without a package name, npm fund gives a complete picture of how every dependency of the project is funded, listing the type of funding and the url for each one in a tree.",
                       "scope widened in place: 'all dependencies that are looking for funding' -> 'how every dependency of the project is funded' (dependencies that look for no funding included); 'complete' and 'picture' do not occur in the page"),
            added=("Run without a package name, npm fund lists the dependencies looking for funding in a tree with the type of funding and the url to visit, taking each url from the funding field of the dependency's package.json.",
                   "added mechanism (the url comes from the funding field of package.json) not in the page; 'field' does not occur in it, package.json only in the copied json option; true of npm in the world as far as I know"),
        ),
        dict(
            section="Description",
            start="If a package name is provided then it tries to open its funding url",
            end="option to disambiguate.",
            reworded=("If a package name is given to npm fund, it tries to open that package's funding url using the --browser config param, and if the package has multiple funding sources, the user is told to pass the --which option to disambiguate.",
                      "'provided' -> 'given to npm fund'; 'its funding url' -> 'that package's funding url'; 'the user will be instructed to pass' -> 'the user is told to pass'; link and backticks dropped"),
            paraphrase=("Naming a package makes npm fund attempt to open that package's funding page in the browser set by the browser config, and when the package offers more than one way to fund it, the user is asked to pick one with --which.",
                        "freer rewording; 'tries to open its funding url using the --browser config param' -> 'attempt to open that package's funding page in the browser set by the browser config'; 'multiple funding sources' -> 'more than one way to fund it'; 'pass the --which option to disambiguate' -> 'pick one with --which'"),
            contradiction=("If a package name is given to npm fund, it tries to open that package's funding url using the --which option, and if the package has multiple funding sources, the user is told to pass the --browser config to disambiguate.",
                           "[roles] the two options swapped: --browser (used to open the url) and --which (passed to disambiguate)"),
            overclaim=("Given the name of a package with a single funding source, npm fund always succeeds in opening that package's funding url through the --browser config.",
                       "certainty raised: 'it tries to open its funding url' -> 'always succeeds in opening'; the page promises no success ('succeed' and 'always' do not occur in it; 'single' occurs only in 'as a single entry' and 'a single workspace')"),
            added=("If a package name is given, npm fund tries to open its funding url with the --browser config, and if the package has no funding information at all, npm fund prints a message saying so.",
                   "added behaviour (a message when a package has no funding information) not in the page; 'message' does not occur in it, 'information' only in 'retrieves information on how to fund' and the front matter's 'Retrieve funding information'; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="The list will avoid duplicated entries",
            end="the output from `npm ls`.",
            reworded=("The npm fund list avoids duplicated entries and stacks all packages that share the same url as a single entry, so it does not have the same shape as the output of npm ls.",
                      "'The list' -> 'The npm fund list'; 'will avoid' / 'will stack' -> 'avoids' / 'stacks'; 'Thus, the list does not have the same shape of the output from npm ls' joined with 'so'; backticks dropped"),
            paraphrase=("Because repeats are left out and packages with a common funding address are grouped under one entry, what npm fund shows is laid out differently from what npm ls prints.",
                        "freer rewording; the two sentences merged with the cause first; 'avoid duplicated entries' -> 'repeats are left out'; 'stack all packages that share the same url as a single entry' -> 'packages with a common funding address are grouped under one entry'; 'does not have the same shape' -> 'is laid out differently'"),
            contradiction=("The list printed by npm fund avoids duplicated entries and stacks all packages that share the same url as a single entry, and it has the same shape as the output of npm ls.",
                           "[negation] 'the list does not have the same shape of the output from npm ls' -> 'it has the same shape as the output of npm ls'"),
            overclaim=("Since the npm fund list drops duplicated entries and stacks packages that share a url into one entry, it is always shorter than the output of npm ls for the same project.",
                       "a comparison added and made absolute ('always shorter than the output of npm ls'); the page says only that the shape differs ('shorter' and 'always' do not occur in it)"),
            added=("The npm fund list avoids duplicated entries by stacking all packages that share the same url under a single entry, where the stacked packages are given in alphabetical order.",
                   "added detail (alphabetical order of the stacked packages) not in the page; 'alphabetical' and 'order' do not occur in it (the example stacks only one package under each url); invented, not checked"),
        ),
        dict(
            section="Workspaces support",
            start="It's possible to filter the results to only include a single workspace",
            end="#workspace) option.",
            reworded=("The results of npm fund can be filtered with the workspace config option so that they only include a single workspace and its dependencies.",
                      "'It's possible to filter the results ... using the workspace config option' -> 'The results of npm fund can be filtered with the workspace config option'; 'to only include' -> 'so that they only include'; link and backticks dropped"),
            paraphrase=("Setting the workspace config narrows what npm fund reports down to one workspace together with the packages it depends on.",
                        "freer rewording; 'filter the results to only include a single workspace and its dependencies' -> 'narrows what npm fund reports down to one workspace together with the packages it depends on'"),
            contradiction=("The results of npm fund can be filtered with the workspace config option so that they exclude a single workspace and its dependencies.",
                           "[direction] 'to only include a single workspace and its dependencies' -> 'so that they exclude a single workspace and its dependencies' (include -> exclude, an antonym swap)"),
            overclaim=("The workspace config option lets npm fund filter its results down to a single workspace and its dependencies, and npm advises always doing so in projects that have workspaces.",
                       "a possibility made advice ('npm advises always doing so'); the page only says the filter is possible ('advise', 'always' and 'recommend' do not occur in it)"),
            added=("Filtering the results of npm fund with the workspace config option to a single workspace and its dependencies also makes the command run faster in large projects.",
                   "added effect (speed in large projects) not in the page; 'faster', 'fast' and 'large' do not occur in it; plausible in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# commands/npm-search.md (3,463 bytes): ### Synopsis (code, then the shared
# "Note: This command is unaware of workspaces."), ### Description (four
# paragraphs), ### Configuration (json, color, parseable, description,
# searchlimit, searchopts, searchexclude, registry, prefer-online,
# prefer-offline, offline; all copied), ### See Also.  The only page-specific
# prose is Description, so all four cuts come from it.
DOCS.append(dict(
    path="commands/npm-search.md",
    kind="docs", num="npm", title="npm-search",
    sentences=[
        dict(
            section="Description",
            start="Search the registry for packages matching the search terms.",
            end="for all files in the registry.",
            reworded=("The npm search command searches the registry for packages matching the search terms, performing a linear, incremental, lexically-ordered search through package metadata for all files in the registry.",
                      "the imperative 'Search the registry' -> 'The npm search command searches the registry'; the two sentences joined, 'performs' -> 'performing'; backticks dropped"),
            paraphrase=("To find packages that fit the given terms, npm search works through the package metadata of every file in the registry one entry after another, in lexical order and step by step.",
                        "freer rewording; 'matching the search terms' -> 'that fit the given terms'; 'linear' -> 'one entry after another'; 'lexically-ordered' -> 'in lexical order'; 'incremental' -> 'step by step'; 'for all files in the registry' -> 'of every file in the registry'"),
            contradiction=("The npm search command looks for packages matching the search terms with a linear, incremental, lexically-ordered search through the source code of all files in the registry rather than through package metadata.",
                           "[entity] 'through package metadata' -> 'through the source code ... rather than through package metadata'"),
            overclaim=("Because npm search performs a linear, incremental, lexically-ordered search through the package metadata of all files in the registry, it is the most thorough way to find packages.",
                       "a ranking added ('the most thorough way to find packages'); the page compares no ways of finding packages ('thorough' does not occur in it)"),
            added=("The npm search command performs a linear, incremental, lexically-ordered search through the registry's package metadata, matching the search terms case-insensitively.",
                   "added detail (case-insensitive matching) not in the page; 'insensitive' does not occur in it, 'case' only in 'In this case search will ignore a trailing /'; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If your terminal has color support, it will further highlight",
            end="with the config item `color`",
            reworded=("When the terminal has color support, npm search further highlights the matches in its results, and this can be disabled with the color config item.",
                      "'If your terminal has color support' -> 'When the terminal has color support'; 'it will further highlight' -> 'npm search further highlights'; 'This can be disabled with the config item color' joined with 'and'; backticks dropped"),
            paraphrase=("On a terminal that can show colours, the hits in npm search output are additionally picked out, a behaviour that the color setting can switch off.",
                        "freer rewording; 'has color support' -> 'can show colours'; 'further highlight the matches in the results' -> 'the hits ... are additionally picked out'; 'can be disabled with the config item color' -> 'the color setting can switch off'"),
            contradiction=("When the terminal has color support, npm search further highlights the matches in its results, and the color config item cannot disable this.",
                           "[negation] 'This can be disabled with the config item color' -> 'the color config item cannot disable this'"),
            overclaim=("On a terminal with color support, every npm command that lists packages, not only npm search, highlights the matches in its results unless the color config item disables it.",
                       "scope widened from npm search to 'every npm command that lists packages'; the page speaks only of search results ('every' does not occur in it)"),
            added=("When the terminal has color support, npm search highlights the matches in its results by printing them in bold, and the color config item can disable this.",
                   "added detail (matches printed in bold) not in the page; 'bold' does not occur in it; invented, not checked"),
        ),
        dict(
            section="Description",
            start="Search also allows targeting of maintainers",
            end="npm username with `=`.",
            reworded=("The npm search command also allows maintainers to be targeted in search results by prefixing their npm username with an equals sign.",
                      "'Search also allows targeting of maintainers' -> 'The npm search command also allows maintainers to be targeted'; the backticked = written out as 'an equals sign'"),
            paraphrase=("Putting = in front of someone's npm user name makes npm search look for packages that person maintains.",
                        "freer rewording; 'prefixing their npm username with =' -> 'Putting = in front of someone's npm user name'; 'allows targeting of maintainers in search results' -> 'look for packages that person maintains'"),
            contradiction=("The npm search command also allows maintainers to be targeted in search results by putting an equals sign after their npm username.",
                           "[direction] 'prefixing their npm username with =' -> 'putting an equals sign after their npm username' (before -> after)"),
            overclaim=("A search term made of an equals sign and an npm username makes npm search return exactly the packages that user maintains and no others.",
                       "precision guaranteed ('exactly ... and no others'); the page says only that maintainers can be targeted ('exactly' does not occur in it; the copied searchlimit option limits the number of results)"),
            added=("Prefixing npm usernames with an equals sign lets npm search target maintainers, and several such terms can be combined to find packages maintained by all of the named users.",
                   "added behaviour (combining several maintainer terms) not in the page; 'combine' does not occur in it; plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If a term starts with `/`",
            end="ignore a trailing `/` .",
            reworded=("If an npm search term starts with a slash, it is interpreted as a regular expression supporting standard JavaScript RegExp syntax, and in this case a trailing slash is ignored.",
                      "'a term' -> 'an npm search term'; 'it's interpreted as a regular expression and supports' -> 'it is interpreted as a regular expression supporting'; 'search will ignore a trailing /' -> 'a trailing slash is ignored'; backticks dropped"),
            paraphrase=("A leading slash turns a term given to npm search into a JavaScript-style regular expression, and any slash at the end of such a term is disregarded.",
                        "freer rewording; 'If a term starts with /' -> 'A leading slash'; 'interpreted as a regular expression and supports standard JavaScript RegExp syntax' -> 'turns ... into a JavaScript-style regular expression'; 'will ignore a trailing /' -> 'any slash at the end ... is disregarded'"),
            contradiction=("If an npm search term ends with a slash, it is interpreted as a regular expression in standard JavaScript RegExp syntax, and in this case a leading slash is ignored.",
                           "[roles] the leading and the trailing slash swapped: the slash that marks a regular expression ('starts with /') and the slash that is ignored ('a trailing /')"),
            overclaim=("A term starting with a slash is read by npm search as a regular expression in the full JavaScript RegExp syntax, flags such as i written after the closing slash included.",
                       "scope widened: 'supports standard JavaScript RegExp syntax' -> 'the full JavaScript RegExp syntax, flags such as i written after the closing slash included'; the page says only that a trailing slash is ignored ('flag' does not occur in it, 'full' only in the copied prefer-offline option's 'full offline mode')"),
            added=("A term starting with a slash is treated by npm search as a JavaScript regular expression, and such an expression is matched against package names only, not against descriptions.",
                   "added detail (regular expressions match package names only) not in the page; 'name' occurs only in 'npm username', 'description' only in the front matter, the headings Description and description, and the copied description option ('Show the description in npm search'); invented, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# commands/npm-cache.md (3,450 bytes): ### Synopsis (code, then the shared
# "Note: This command is unaware of workspaces."), ### Description (two lines,
# #### `npm cache` with four list items, #### `npm cache npx` with three),
# ### Details (four paragraphs), ### A note about the cache's design (two
# paragraphs), ### Configuration (cache; copied), ### See Also.  One cut from
# Description (#### `npm cache`), two from Details, one from A note about the
# cache's design.
DOCS.append(dict(
    path="commands/npm-cache.md",
    kind="docs", num="npm", title="npm-cache",
    sentences=[
        dict(
            section="`npm cache`",
            start="Delete a single entry or all entries out of the cache folder.",
            end="resistant to data corruption issues.",
            reworded=("The npm cache clean sub-command deletes a single entry or all entries out of the cache folder, which is typically unnecessary because npm's cache is self-healing and resistant to data corruption issues.",
                      "'clean:' (the list item the cut sits in) -> 'The npm cache clean sub-command'; the imperative 'Delete' -> 'deletes'; 'Note that this is typically unnecessary, as' joined as 'which is typically unnecessary because'"),
            paraphrase=("Wiping one or every entry from the cache folder with npm cache clean is seldom needed, since the cache repairs itself and holds up well against corrupted data.",
                        "freer rewording; 'Delete a single entry or all entries' -> 'Wiping one or every entry'; 'typically unnecessary' -> 'seldom needed'; 'self-healing' -> 'repairs itself'; 'resistant to data corruption issues' -> 'holds up well against corrupted data'"),
            contradiction=("Deleting one or all entries out of the cache folder with npm cache clean is typically necessary, even though npm's cache is self-healing and resistant to data corruption issues.",
                           "[negation] 'this is typically unnecessary' -> 'is typically necessary' ('as' turned into 'even though' so the sentence still reads)"),
            overclaim=("Because npm's cache is self-healing and fully protected against data corruption, deleting entries with npm cache clean is typically unnecessary.",
                       "degree raised: 'resistant to data corruption issues' -> 'fully protected against data corruption'; 'protected' and 'fully' (except 'fully verified' in Details) do not occur in the page"),
            added=("Deleting entries out of the cache folder with npm cache clean is typically unnecessary, as npm's cache is self-healing, and when it is run the command reports how much disk space it freed.",
                   "added behaviour (a report of the disk space freed) not in the page; 'report' and 'freed' do not occur in it ('disk space' only in Details: 'other than reclaiming disk space'); invented, not checked"),
        ),
        dict(
            section="Details",
            start="All data that passes through the cache is fully verified",
            end="which it will do automatically.",
            reworded=("All data passing through the npm cache is fully verified for integrity on both insertion and extraction, and cache corruption either triggers an error or signals to pacote that the data must be refetched, which pacote does automatically.",
                      "'that passes through the cache' -> 'passing through the npm cache'; the two sentences joined; 'which it will do automatically' -> 'which pacote does automatically'; backticks dropped"),
            paraphrase=("Every piece of data is integrity-checked both when it goes into npm's cache and when it comes out, and a corrupted entry leads either to an error or to pacote fetching the data again by itself.",
                        "freer rewording; 'fully verified for integrity on both insertion and extraction' -> 'integrity-checked both when it goes into ... and when it comes out'; 'signal to pacote that the data must be refetched, which it will do automatically' -> 'pacote fetching the data again by itself'"),
            contradiction=("Data passing through the npm cache is verified for integrity only once, on insertion, and cache corruption either triggers an error or signals to pacote that the data must be refetched.",
                           "[number] 'on both insertion and extraction' (two checks) -> 'only once, on insertion'"),
            overclaim=("Because all data passing through it is verified for integrity on insertion and extraction, the npm cache detects any tampering with cached data, however it is done.",
                       "scope widened to a security guarantee ('detects any tampering ..., however it is done'); 'tamper' does not occur in the page, which speaks only of corruption"),
            added=("All data passing through the npm cache is verified for integrity on insertion and extraction by means of SHA-512 hashes, and corruption triggers an error or an automatic refetch by pacote.",
                   "added mechanism (SHA-512 hashes) not in the page; 'sha', 'hash' and '512' do not occur in it; true of npm in the world as far as I know"),
        ),
        dict(
            section="Details",
            start="npm will not remove data by itself:",
            end="as new packages are installed.",
            reworded=("Left alone, npm will not remove data from its cache by itself, so the npm cache grows as new packages are installed.",
                      "'npm will not remove data by itself' -> 'Left alone, npm will not remove data from its cache by itself'; the colon -> 'so'; 'the cache will grow' -> 'the npm cache grows'"),
            paraphrase=("Nothing is dropped from the cache automatically; it just keeps getting bigger with each package that gets installed.",
                        "freer rewording; 'npm will not remove data by itself' -> 'Nothing is dropped from the cache automatically'; 'the cache will grow as new packages are installed' -> 'it just keeps getting bigger with each package that gets installed'"),
            contradiction=("The npm cache gets smaller as new packages are installed, although npm will not remove data from it by itself.",
                           "[direction] 'the cache will grow as new packages are installed' -> 'gets smaller' (grow -> shrink, an antonym swap)"),
            overclaim=("Since npm will not remove data by itself, the npm cache grows without limit as new packages are installed until it eventually fills the disk.",
                       "degree raised: 'the cache will grow' -> 'grows without limit ... until it eventually fills the disk'; 'limit' and 'fill' do not occur in the page ('disk' only in 'reclaiming disk space')"),
            added=("Because npm will not remove data by itself, the cache grows as new packages are installed, and npm prints a warning once the cache passes a certain size.",
                   "added behaviour (a warning at a certain size) not in the page; 'warning' and 'size' do not occur in it ('error' only in 'trigger an error'); invented"),
        ),
        dict(
            section="A note about the cache's design",
            start="The npm cache is strictly a cache:",
            end="will automatically delete corrupted contents.",
            reworded=("The npm cache is strictly a cache and should not be relied upon as a persistent and reliable data store for package data, since npm makes no guarantee that previously cached data will be available later and automatically deletes corrupted contents.",
                      "the colon -> 'and'; the two sentences joined with 'since'; 'a previously-cached piece of data' -> 'previously cached data'; 'will automatically delete' -> 'automatically deletes'"),
            paraphrase=("Nobody should treat npm's cache as lasting, dependable storage for packages: it is only a cache, items stored in it may be gone later on, and damaged content is thrown away on its own.",
                        "freer rewording; 'should not be relied upon as a persistent and reliable data store' -> 'Nobody should treat ... as lasting, dependable storage'; 'strictly a cache' -> 'only a cache'; 'makes no guarantee that ... will be available later' -> 'may be gone later on'; 'automatically delete corrupted contents' -> 'damaged content is thrown away on its own'"),
            contradiction=("Although it deletes corrupted contents automatically, npm guarantees that a previously cached piece of data will still be available later.",
                           "[negation] 'npm makes no guarantee that a previously-cached piece of data will be available later' -> 'npm guarantees that ... will still be available later'"),
            overclaim=("Because npm automatically deletes corrupted contents, the npm cache never holds a corrupted piece of data at any moment, even though it is not a persistent data store.",
                       "certainty raised: 'will automatically delete corrupted contents' -> 'never holds a corrupted piece of data at any moment'; the page says nothing of how soon corrupted data is found ('never' occurs only in Details' 'it should never be necessary to clear the cache')"),
            added=("The npm cache should not be relied upon as a persistent data store, since npm makes no guarantee that cached data will be available later, partly because the operating system may clear the cache directory.",
                   "added cause (the operating system clearing the directory) not in the page; 'operating', 'system' and 'clear' (except 'clear the cache for any reason other than reclaiming disk space' in Details) do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# commands/npm-owner.md (3,082 bytes): ### Synopsis (code), ### Description
# (an intro line, three list items ls, add, rm, a paragraph on access levels,
# a paragraph on two-factor authentication), ### Configuration (registry, otp,
# workspace, workspaces; all copied), ### See Also.  The only page-specific
# prose is Description, so all four cuts come from it.
DOCS.append(dict(
    path="commands/npm-owner.md",
    kind="docs", num="npm", title="npm-owner",
    sentences=[
        dict(
            section="Description",
            start="List all the users who have access to modify a package",
            end="who to bug for help.",
            reworded=("The npm owner ls sub-command lists all the users who have access to modify a package and push new versions, which is handy when it is necessary to know who to bug for help.",
                      "'ls:' (the list item) -> 'The npm owner ls sub-command'; the imperative 'List' -> 'lists'; 'Handy when you need to know' joined as 'which is handy when it is necessary to know'"),
            paraphrase=("To find out whom to ask for help with a package, npm owner ls shows everyone allowed to change it and publish new releases of it.",
                        "freer rewording; the purpose first; 'who to bug for help' -> 'whom to ask for help'; 'all the users who have access to modify a package and push new versions' -> 'everyone allowed to change it and publish new releases of it'"),
            contradiction=("The npm owner ls sub-command lists all the packages that a given user has access to modify and push new versions of, which is handy when looking for help.",
                           "[roles] user and package swapped: the page lists the users of a package, the claim the packages of a user"),
            overclaim=("The users that npm owner ls lists as having access to modify a package and push new versions are everyone who has ever contributed to that package.",
                       "scope widened: the owners listed are made 'everyone who has ever contributed to that package'; the page speaks only of access ('contribut-' does not occur in it)"),
            added=("The npm owner ls sub-command lists the users who have access to modify a package and push new versions, printing each user's email address next to the name.",
                   "added detail (each owner's email address printed) not in the page; 'email' does not occur in it; true of npm in the world as far as I know"),
        ),
        dict(
            section="Description",
            start="Add a new user as a maintainer of a package.",
            end="and add other owners.",
            reworded=("The npm owner add sub-command adds a new user as a maintainer of a package, and this user is enabled to modify metadata, publish new versions, and add other owners.",
                      "'add:' (the list item) -> 'The npm owner add sub-command'; the imperative 'Add' -> 'adds'; the two sentences joined with 'and'"),
            paraphrase=("Once made a maintainer with npm owner add, a user may change the package's metadata, release new versions and bring in further owners.",
                        "freer rewording; 'Add a new user as a maintainer of a package' -> 'Once made a maintainer with npm owner add'; 'is enabled to modify metadata, publish new versions, and add other owners' -> 'may change the package's metadata, release new versions and bring in further owners'"),
            contradiction=("The npm owner add sub-command adds a new user as a maintainer of a package who can modify metadata and publish new versions but cannot add other owners.",
                           "[negation] 'and add other owners' -> 'but cannot add other owners'"),
            overclaim=("A user added with npm owner add becomes a maintainer who can modify metadata, publish new versions and add other owners for every package the adding owner controls.",
                       "scope widened: 'a maintainer of a package' -> 'for every package the adding owner controls'; the page speaks of one package ('every' does not occur in it)"),
            added=("The npm owner add sub-command makes a new user a maintainer of a package, able to modify metadata, publish new versions and add other owners, once that user accepts an emailed invitation.",
                   "added step (the new user must accept an emailed invitation) not in the page; 'invitation', 'accept' and 'email' do not occur in it; invented for plain package owners, not checked"),
        ),
        dict(
            section="Description",
            start="Note that there is only one level of access.",
            end="not implemented at this time.",
            reworded=("The npm owner command knows only one level of access, so a user either can modify a package or cannot, and although future versions may contain more fine-grained access levels, that is not implemented at this time.",
                      "'Note that there is only one level of access' -> 'The npm owner command knows only one level of access'; 'Either you can modify a package, or you can't' -> 'a user either can modify a package or cannot'; the three sentences joined"),
            paraphrase=("Package ownership in npm is all or nothing: finer-grained permissions might come in a later release, but for now an owner simply can or cannot change the package.",
                        "freer rewording; 'only one level of access' -> 'all or nothing'; 'Future versions may contain more fine-grained access levels, but that is not implemented at this time' -> 'finer-grained permissions might come in a later release, but for now'"),
            contradiction=("Package ownership managed by npm owner has two levels of access, and more fine-grained access levels than these are not implemented at this time.",
                           "[number] 'there is only one level of access' -> 'two levels of access'"),
            overclaim=("Package ownership managed by npm owner has only one level of access, and more fine-grained access levels will be added in the next major version of npm.",
                       "certainty raised: 'Future versions may contain more fine-grained access levels' -> 'will be added in the next major version of npm'; 'major' and 'next' do not occur in the page"),
            added=("Package ownership managed by npm owner has only one level of access, so a user either can modify a package or cannot, and the npm website shows the same single level for every owner.",
                   "added detail (the npm website shows the same level) not in the page; 'website' does not occur in it (npmjs.com not at all); invented, not checked"),
        ),
        dict(
            section="Description",
            start="If you have two-factor authentication enabled with",
            end="on the command line with `--otp`.",
            reworded=("With two-factor authentication enabled in auth-and-writes mode, changing ownership with npm owner requires going through a second factor flow or including an otp on the command line with --otp.",
                      "'If you have two-factor authentication enabled with auth-and-writes' -> 'With two-factor authentication enabled in auth-and-writes mode'; 'you'll need to go through' -> 'requires going through'; the link to npm-profile and backticks dropped"),
            paraphrase=("Accounts whose two-factor setting is auth-and-writes must confirm ownership changes made with npm owner by a second factor, either in an interactive step or by passing a one-time password through --otp.",
                        "freer rewording; 'go through a second factor flow' -> 'confirm ... by a second factor, either in an interactive step'; 'include an otp on the command line with --otp' -> 'passing a one-time password through --otp'"),
            contradiction=("With two-factor authentication enabled in auth-and-writes mode, changing ownership with npm owner requires going through a second factor flow or including an otp on the command line with --auth-type.",
                           "[entity] the option named for the otp, '--otp' -> '--auth-type' (a real npm option, for login, that the page does not mention)"),
            overclaim=("With two-factor authentication in auth-and-writes mode, every npm owner sub-command, listing the owners included, requires a second factor flow or an otp given with --otp.",
                       "scope widened: 'when changing ownership' -> 'every npm owner sub-command, listing the owners included'; the page requires the second factor only for changes"),
            added=("With two-factor authentication enabled in auth-and-writes mode, changing ownership needs a second factor flow or an otp given with --otp, and such an otp stays valid for only 30 seconds.",
                   "added detail (an otp is valid for 30 seconds) not in the page; 'seconds' and '30' do not occur in it, 'valid' only in the copied workspace option ('Valid values'); invented for npm, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# commands/npm-profile.md (3,067 bytes): ### Synopsis (code, then the shared
# "Note: This command is unaware of workspaces."), ### Description (two
# lines, then list items for get (with a code block), set, set password,
# enable-2fa with its two modes, disable-2fa), ### Details (one sentence),
# ### Configuration (registry, json, parseable, otp; all copied),
# ### See Also.  Three cuts from Description, one (the only sentence) from
# Details.
DOCS.append(dict(
    path="commands/npm-profile.md",
    kind="docs", num="npm", title="npm-profile",
    sentences=[
        dict(
            section="Description",
            start="`npm profile set <property> <value>`: Set",
            end="twitter, github",
            reworded=("The npm profile set command sets the value of a profile property, and the properties that can be set this way are email, fullname, homepage, freenode, twitter and github.",
                      "'npm profile set <property> <value>: Set the value' -> 'The npm profile set command sets the value'; 'You can set the following properties this way' -> 'the properties that can be set this way are'; backticks and placeholders dropped"),
            paraphrase=("With npm profile set a user can give a new value to one of six profile fields: the email address, the full name, the homepage, and the freenode, twitter and github entries.",
                        "freer rewording; 'Set the value of a profile property' -> 'give a new value to one of six profile fields'; the six properties written out ('fullname' -> 'the full name')"),
            contradiction=("The npm profile set command sets the value of a profile property, and only three properties can be set this way: email, fullname and homepage.",
                           "[number] the six properties listed -> 'only three properties' (freenode, twitter and github dropped from the list)"),
            overclaim=("With npm profile set, every property that npm profile get displays, such as email, fullname, homepage, freenode, twitter and github, can be given a new value.",
                       "scope widened: the six listed properties -> 'every property that npm profile get displays' (whose example also shows name, two-factor auth, created and updated); the page lists only six as settable this way"),
            added=("The npm profile set command can set email, fullname, homepage, freenode, twitter and github, and changing the email makes the registry send a verification message to the new address.",
                   "added behaviour (a verification message on an email change) not in the page; 'message' and 'address' do not occur in it, 'verified' only in the get example ('e@example.com (verified)'); plausible in the world, not checked"),
        ),
        dict(
            section="Description",
            start="Change your password.",
            end="two-factor authentication enabled.",
            reworded=("The npm profile set password command changes the user's password interactively, prompting for the current password and a new password, and also for an OTP if two-factor authentication is enabled.",
                      "'npm profile set password: Change your password' (the list item) -> 'The npm profile set password command changes the user's password'; 'This is interactive, you'll be prompted for' -> 'interactively, prompting for'; the three sentences joined"),
            paraphrase=("Running npm profile set password starts a dialogue that asks for the old and the new password, plus a one-time code when the account uses two-factor authentication.",
                        "freer rewording; 'This is interactive, you'll be prompted' -> 'starts a dialogue that asks'; 'current password' -> 'the old ... password'; 'an OTP' -> 'a one-time code'; 'if you have two-factor authentication enabled' -> 'when the account uses two-factor authentication'"),
            contradiction=("The npm profile set password command changes the user's password interactively, prompting for the current password and a new password, and for an OTP only if two-factor authentication is disabled.",
                           "[direction] 'if you have two-factor authentication enabled' -> 'only if two-factor authentication is disabled' (enabled -> disabled, an antonym swap)"),
            overclaim=("The interactive npm profile set password command, which asks for the current password and a new password, is the only way to change the password of an npm account.",
                       "exclusivity added ('the only way to change the password of an npm account'); the page names no other way and excludes none ('only' occurs only in the mode name auth-only)"),
            added=("The npm profile set password command prompts for the current password and for a new password, asking for the new one a second time to confirm it, and for an OTP if two-factor authentication is enabled.",
                   "added step (the new password asked for twice) not in the page; 'confirm', 'twice' and 'again' do not occur in it; true of npm in the world as far as I know"),
        ),
        dict(
            section="Description",
            start="`auth-and-writes`: Requires an OTP",
            end="`npm access` and `npm owner`.",
            reworded=("The auth-and-writes mode of npm's two-factor authentication requires an OTP at all the times auth-only does, and also when publishing a module, setting the latest dist-tag, or changing access via npm access and npm owner.",
                      "'auth-and-writes:' (the list item under npm profile enable-2fa) -> 'The auth-and-writes mode of npm's two-factor authentication'; 'also requires one when' -> 'and also when'; backticks dropped"),
            paraphrase=("Beyond every case in which auth-only mode asks for a one-time password, auth-and-writes also demands one for publishing, for setting the latest dist-tag, and for access changes made through npm access or npm owner.",
                        "freer rewording; 'Requires an OTP at all the times auth-only does' -> 'Beyond every case in which auth-only mode asks for a one-time password'; 'changing access via npm access and npm owner' -> 'access changes made through npm access or npm owner'"),
            contradiction=("In npm's two-factor authentication, auth-only requires an OTP at all the times auth-and-writes does, and also requires one when publishing a module, setting the latest dist-tag, or changing access via npm access and npm owner.",
                           "[roles] the two modes swapped: auth-and-writes (the mode that requires more) and auth-only (the mode it extends)"),
            overclaim=("In auth-and-writes mode, npm requires an OTP for every command that writes anything to the registry, without exception.",
                       "scope widened: the three listed writes (publishing a module, setting the latest dist-tag, changing access) -> 'every command that writes anything to the registry, without exception'; 'exception' does not occur in the page"),
            added=("In auth-and-writes mode, npm asks for an OTP whenever auth-only would and also when publishing, setting the latest dist-tag or changing access, but an automation token can publish without one.",
                   "added exception (automation tokens publish without an OTP) not in the page; 'automation' does not occur in it, 'token' only in the See Also link to npm token; true of the npm registry in the world as far as I know"),
        ),
        dict(
            section="Details",
            start="Some of these commands may not be available",
            end="non npmjs.com registries.",
            reworded=("Some of the npm profile commands may not be available on registries other than npmjs.com.",
                      "'these commands' -> 'the npm profile commands' (the page's subject named); 'non npmjs.com registries' -> 'registries other than npmjs.com'"),
            paraphrase=("Registries not run by npmjs.com might lack support for parts of what npm profile does.",
                        "freer rewording; 'Some of these commands may not be available' -> 'might lack support for parts of what npm profile does'; 'non npmjs.com registries' -> 'Registries not run by npmjs.com'"),
            contradiction=("Every npm profile command is available on registries other than npmjs.com.",
                           "[negation] the statement denied: 'Some of these commands may not be available on non npmjs.com registries' -> 'Every npm profile command is available' there (its logical negation)"),
            overclaim=("Some of the npm profile commands are unavailable on every registry other than npmjs.com.",
                       "certainty and scope raised: 'may not be available on non npmjs.com registries' -> 'are unavailable on every registry other than npmjs.com'; the Description also says only that third-party registries 'may not support this interface'"),
            added=("Some of the npm profile commands may not be available on registries other than npmjs.com, in which case npm stops with an error saying the registry does not support the command.",
                   "added behaviour (an error saying the registry does not support the command) not in the page; 'error' and 'stop' do not occur in it ('support' occurs in the Description's 'may not support this interface'); invented, not checked"),
        ),
    ]))
