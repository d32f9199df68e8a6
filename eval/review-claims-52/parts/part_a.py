# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-52, part A (drafts 1-5).

Same format as review-claims-51's parts, on the same corpus: the Markdown
documentation of npm 11.19.1 as installed on this machine, under
/usr/lib/node_modules/npm/docs/content (the "version" field of
/usr/lib/node_modules/npm/package.json), on pages review-claims-51 did not
use.  One entry per document, in draft order.  Each sentence gives the
section it comes from, a start anchor (unique in the raw file) and an end
anchor (first match after the start, inclusive), plus five hand-written
(claim, note) tuples, one per kind.

`path` is relative to the corpus root.  `kind` is "docs"; `num` is "npm";
`title` is the page's front-matter `title:` value, so that the draft heading
reads "## npm docs: npx".  `section` is the text of the nearest heading
above the sentence with its '#' marks dropped and other markup kept
("Forwarding additional options", "Expecting a certain number of results").

npm's command pages end with a "Configuration" section whose option texts
are copied word for word from using-npm/config.md and other command pages,
and npx.md shares most of its text with npm-exec.md.  Every cut here occurs
in no other file under the corpus root, raw, with case and white space read
away, or with Markdown markup stripped; check_part_a.py tests this for the
whole cut and for each sentence of six or more words inside it (see
notes-a.md).  No spare was used: each assigned page has four or more
page-specific prose sentences of 12-45 words.  npx.md and npm-dedupe.md
have such prose only under ### Description, so drafts 1 and 2 draw on one
### section each.  DRAFTS gives the draft number of each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing
(the split of review-claims-51's part A): number 4, entity 3, direction 4,
negation 5, roles 4.

    d01 npx.md          roles     negation  entity    direction
    d02 npm-dedupe.md   direction number    roles     roles
    d03 npm-query.md    entity    number    direction negation
    d04 npm-trust.md    negation  entity    number    number
    d05 npm-init.md     negation  direction negation  roles
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# commands/npx.md (6,287 bytes): front matter (title npx), then ### Synopsis
# (code), ### Description, ### `npx` vs `npm exec`, ### Examples,
# ### Compatibility with Older npx Versions and ### See Also (links).  No
# Configuration section.  Apart from white space, everything but two
# passages is also in commands/npm-exec.md: the first three sentences of
# Description's second paragraph (line 20) and npx's own rewording of
# npm-exec's prompt and cache sentences (lines 25-26).  So all four cuts
# come from ### Description: three from line 20 (the first cut joins an
# 8-word sentence to the next) and line 25.
DOCS.append(dict(
    path="commands/npx.md",
    kind="docs", num="npm", title="npx",
    sentences=[
        dict(
            section="Description",
            start="Run this command to execute a package's binary.",
            end="not to npx itself.",
            reworded=("When npx is run to execute an npm package's binary, any options and arguments after the package name are passed directly to the executed command, not to npx itself.",
                      "the imperative 'Run this command to execute' made a clause with npx (the title) as subject; 'a package's binary' -> 'an npm package's binary' (the page's first sentence: 'a command from an npm package'); the two sentences joined"),
            paraphrase=("The executable a package provides is what npx launches, and everything typed after the package name goes straight to that executable instead of being read by npx.",
                        "freer rewording; 'execute a package's binary' -> 'launches the executable a package provides'; 'Any options and arguments' -> 'everything typed'; 'passed directly to the executed command, not to npx itself' -> 'goes straight to that executable instead of being read by npx'"),
            contradiction=("When npx runs a package's binary, the options and arguments given after the package name are taken by npx itself rather than passed to the executed command.",
                           "[roles] the receiver swapped: the page says they go to the executed command, not to npx itself"),
            overclaim=("Since its very first release, npx has always passed the options and arguments after the package name directly to the executed command, never to npx itself.",
                       "scope widened in time ('Since its very first release ... has always'): the page states the current behaviour and, under Compatibility, that npx was rewritten in npm v7.0.0 with 'some shifts in its functionality'; it says nothing of how the first npx handled these arguments ('release' does not occur in the page and 'first' only of positional arguments and parsing order, lines 32, 40 and 67; 'since' only in 'Since the --package option comes after ...'; 'always' only in 'Locally installed bins are always present', 'npx will always use the npm it ships with' and the option name --always-spawn)"),
            added=("With npx, a package's binary is executed with the options and arguments after the package name passed directly to it, and the binary's exit code becomes the exit code of npx.",
                   "added behaviour (the exit code passed through) not in the page; 'exit code' does not occur in it, 'exit-' only in the heuristic item 'npm exec exits with an error' and the example 'NODE_OPTIONS=\"--trace-warnings --trace-exit\"'; not checked in the world"),
        ),
        dict(
            section="Description",
            start="For example, `npx create-react-app",
            end="to the `create-react-app` command.",
            reworded=("As npm's npx page illustrates, npx create-react-app my-app --template typescript passes my-app and --template typescript to the create-react-app command.",
                      "'For example' -> 'As npm's npx page illustrates' (so that the claim names npm); 'will pass' -> 'passes'; backticks dropped"),
            paraphrase=("In the invocation npx create-react-app my-app --template typescript, both my-app and the option --template typescript are handed on to create-react-app.",
                        "freer rewording; 'will pass ... to the create-react-app command' -> 'are handed on to create-react-app'; 'For example, npx ...' -> 'In the invocation npx ...'; '--template typescript' called 'the option'"),
            contradiction=("In the command npx create-react-app my-app --template typescript, the arguments my-app and --template typescript are not passed on to the create-react-app command.",
                           "[negation] 'will pass my-app and --template typescript to the create-react-app command' -> 'are not passed on to'"),
            overclaim=("Running npx create-react-app my-app --template typescript, which passes my-app and --template typescript to create-react-app, is the standard way to start every new React project.",
                       "a ranking added ('the standard way to start every new React project'): the page uses the command only as an example of argument passing; 'standard', 'React' and 'project' in this sense do not occur in it ('project' only in 'local project dependencies', 'the local project' and 'the current project')"),
            added=("The command npx create-react-app my-app --template typescript passes my-app and --template typescript to the create-react-app command, which then creates the new app inside a folder named my-app.",
                   "added outcome (the app is created in a folder named my-app) not in the page; 'folder' occurs only in 'a folder in the npm cache' (line 25), 'creates' does not occur and 'app' only inside the names create-react-app and my-app; may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="To see what options a specific package",
            end="or in its repository).",
            reworded=("To see which options a specific npm package accepts when run with npx, one consults that package's documentation, for example at npmjs.com or in its repository.",
                      "'a specific package' -> 'a specific npm package ... when run with npx' (the paragraph's subject); the imperative 'consult' -> 'one consults'; the parenthesis turned into 'for example ...'"),
            paraphrase=("Which options a given package takes when npx runs it is something to look up in that package's own documentation, such as its page on npmjs.com or its repository.",
                        "freer rewording; 'To see what options a specific package accepts, consult that package's documentation' -> 'is something to look up in that package's own documentation'; 'when npx runs it' from the paragraph's subject; 'e.g., at npmjs.com or in its repository' -> 'such as its page on npmjs.com or its repository'"),
            contradiction=("To see what options a specific package accepts when run with npx, the npx documentation is the place to look rather than the package's own documentation.",
                           "[entity] whose documentation swapped: 'that package's documentation' -> 'the npx documentation rather than the package's own'"),
            overclaim=("Every package that can be run with npx documents the options it accepts both on npmjs.com and in its repository.",
                       "an example made a universal fact: the page suggests consulting a package's documentation, 'e.g., at npmjs.com or in its repository', and says nothing of every package documenting its options in both places ('every' and 'both' do not occur in the page)"),
            added=("To see what options a specific package accepts, consult that package's documentation at npmjs.com or in its repository, or run it through npx with the --help flag.",
                   "added tip (run the package with --help) not in the page; '--help' and 'help' do not occur in it; may work for many packages in the world, not checked"),
        ),
        dict(
            section="Description",
            start="If any requested packages are not present in the local project dependencies, then they",
            end="in the executed process.",
            reworded=("When npx is asked for packages that are not present in the local project dependencies, npm installs them to a folder in the npm cache, and that folder is added to the PATH environment variable in the executed process.",
                      "'If any requested packages' -> 'When npx is asked for packages' (the page's subject); passive 'they are installed' -> 'npm installs them'; 'which is added' -> 'and that folder is added'; backticks dropped"),
            paraphrase=("Requested packages that the project does not already have among its local dependencies are put into a folder inside npm's cache, and that folder goes on the PATH of the process npx runs.",
                        "freer rewording; 'are not present in the local project dependencies' -> 'the project does not already have among its local dependencies'; 'installed to' -> 'put into'; 'added to the PATH environment variable in the executed process' -> 'goes on the PATH of the process npx runs'"),
            contradiction=("If any requested packages are not present in the local project dependencies, npx installs them to a folder in the npm cache, which is then removed from the PATH environment variable in the executed process.",
                           "[direction] 'which is added to the PATH' -> 'which is then removed from the PATH' (an antonym swap)"),
            overclaim=("If any requested packages are not present in the local project dependencies, npx installs them to a folder in the npm cache, which is the safest place npm has for running code from packages a project does not depend on.",
                       "a ranking added ('the safest place npm has'): the page gives no reason for using the cache and compares it with nothing; 'safe' does not occur in the page and 'security' only in the Compatibility item about the install prompt ('To prevent security and user-experience problems from mistyping package names')"),
            added=("If any requested packages are not present in the local project dependencies, npx installs them to a folder in the npm cache that is added to the PATH of the executed process, and deletes that folder once the process exits.",
                   "added behaviour (the folder deleted when the process exits) not in the page; 'delete' and 'remove' in this sense do not occur in it ('removed' only of options in the Compatibility list), 'exit' only in 'npm exec exits with an error' and '--trace-exit'; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# commands/npm-dedupe.md (12,137 bytes): front matter (title npm-dedupe),
# then ### Synopsis (code), ### Description (prose around two example trees
# in code blocks), ### Configuration (20 option entries, every one copied
# from using-npm/config.md and other command pages) and ### See Also
# (links).  Page-specific prose exists only under ### Description, so all
# four cuts come from it: the opening summary, the first example's result,
# and the two sentences that explain the second example.
DOCS.append(dict(
    path="commands/npm-dedupe.md",
    kind="docs", num="npm", title="npm-dedupe",
    sentences=[
        dict(
            section="Description",
            start="Searches the local package tree and attempts",
            end="multiple dependent packages.",
            reworded=("npm dedupe searches the local package tree and attempts to simplify its overall structure by moving dependencies further up the tree, where multiple dependent packages can share them more effectively.",
                      "the subjectless sentence given its subject, npm dedupe (title and Synopsis); 'the overall structure' -> 'its overall structure'; 'where they can be more effectively shared by multiple dependent packages' turned active"),
            paraphrase=("npm dedupe looks through the local package tree and tries to make it simpler, lifting dependencies toward the top so that the packages depending on them can share them better.",
                        "freer rewording; 'Searches' -> 'looks through'; 'attempts to simplify the overall structure' -> 'tries to make it simpler'; 'further up the tree' -> 'toward the top'; 'more effectively shared' -> 'share them better'"),
            contradiction=("npm dedupe searches the local package tree and simplifies its structure by moving dependencies further down the tree, nesting them under each package that depends on them.",
                           "[direction] 'moving dependencies further up the tree' -> 'further down the tree' (an antonym swap; 'nesting them under each package' follows from it)"),
            overclaim=("npm dedupe always succeeds in simplifying the local package tree, moving every shared dependency further up the tree where dependent packages can share it.",
                       "hedge removed and scope widened: 'attempts to simplify' -> 'always succeeds in simplifying'; 'moving dependencies' -> 'moving every shared dependency'; 'succeed' does not occur in the page, 'always' only in 'Dedupe always acts on the entire tree' (scope, not success), 'every' not at all"),
            added=("npm dedupe searches the local package tree and moves dependencies further up it so that multiple dependent packages can share them, and when it is done it reports how many packages it removed.",
                   "added output (a count of removed packages) not in the page; 'report' occurs only in the audit entry ('submit audit reports') and the dry-run entry ('only report what it would have done'), 'remove' only in the allow-directory, allow-file, allow-git and allow-remote entries ('will not remove dependencies that are already installed'), 'many' not at all; not checked in the world"),
        ),
        dict(
            section="Description",
            start="Because of the hierarchical nature",
            end="root level of the tree.",
            reworded=("In npm dedupe's first example, because of the hierarchical nature of node's module lookup, b and d both get their dependency met by the single c package at the root level of the tree.",
                      "'In npm dedupe's first example' added as the context (the page's first example tree, which npm dedupe transforms); 'will both get' -> 'both get'"),
            paraphrase=("Node resolves modules by walking a hierarchy, so once the tree is deduplicated the one copy of c sitting at its root is enough for both b and d.",
                        "freer rewording; 'the hierarchical nature of node's module lookup' -> 'Node resolves modules by walking a hierarchy'; 'get their dependency met by the single c package at the root level' -> 'the one copy of c sitting at its root is enough for both'; 'once the tree is deduplicated' from the title"),
            contradiction=("In npm dedupe's first example, b and d still need two separate c packages after deduplication, one nested under each of them, because of the hierarchical nature of node's module lookup.",
                           "[number] 'the single c package at the root level' -> 'two separate c packages ... one nested under each'"),
            overclaim=("Because of the hierarchical nature of node's module lookup, every package in a tree deduplicated by npm dedupe gets all of its dependencies met from the root level of the tree.",
                       "an example generalised: the page says this of b and d and their c dependency in one example tree, not of every package and all dependencies ('every' does not occur in the page; 'all' only in config entries: 'all lifecycle scripts', the allow-* values 'all', the audit entry's 'all registries' and the workspaces entries)"),
            added=("After npm dedupe, b and d both get their dependency met by the single c package at the root level of the tree, which frees the disk space the second copy of c had taken.",
                   "added benefit (freed disk space) not in the page; 'space' does not occur in it and 'disk' only in the omit entry ('the installation tree on disk', 'not physically installed on disk'); not checked in the world"),
        ),
        dict(
            section="Description",
            start="Though `d`'s dependency on",
            end="even when doing so causes duplication.",
            reworded=("In npm dedupe's second example, d's dependency on c@1.x could have been satisfied by c@1.0.3, but the newer c@1.9.9 was used, because npm favors updates by default, even when doing so causes duplication.",
                      "'In npm dedupe's second example' added as the context; 'Though ... could have been satisfied ..., the newer c@1.9.9 dependency was used' -> 'could have been satisfied ..., but the newer c@1.9.9 was used'; backticks dropped"),
            paraphrase=("By default npm leans toward the newer version even at the cost of duplicate copies, which is why d got c@1.9.9 although c@1.0.3 would also have met its c@1.x range.",
                        "freer rewording; 'npm favors updates by default, even when doing so causes duplication' -> 'By default npm leans toward the newer version even at the cost of duplicate copies'; the cause put first; 'could have been satisfied by' -> 'would also have met'"),
            contradiction=("In npm dedupe's second example, d's dependency on c@1.x was met by c@1.0.3 rather than by the newer c@1.9.9, because npm by default favors avoiding duplication over updates.",
                           "[roles] the version used and the version passed over swapped, and with them what npm favors over what: the page says c@1.9.9 was used although c@1.0.3 would have done, because npm favors updates even when they cause duplication"),
            overclaim=("By default npm always resolves a dependency to the newest version its range allows, even when an older version already in the tree would satisfy it.",
                       "a tendency made a rule: 'npm favors updates by default' -> 'always resolves ... to the newest version its range allows'; the page shows one such choice (c@1.9.9) and never says the newest version is always taken ('newest' does not occur in the page, 'always' only in 'Dedupe always acts on the entire tree')"),
            added=("npm favors updates by default even when that causes duplication, as when d's c@1.x dependency got c@1.9.9 instead of c@1.0.3, and npm install prints a warning for each duplicate it creates.",
                   "added output (a warning per duplicate) not in the page; 'warning' and 'printed' occur only in the strict-peer-deps entry ('a warning is printed, explaining the conflict', about overriding conflicting peerDependencies), 'duplicate' only as 'duplication' and in the install-strategy entry ('duplicated as necessary'); invented"),
        ),
        dict(
            section="Description",
            start="Running `npm dedupe` will cause npm",
            end="because the one in the root is sufficient.",
            reworded=("Running npm dedupe causes npm to note the duplication and re-evaluate, deleting the nested c module because the one in the root is sufficient.",
                      "'will cause' -> 'causes'; the comma before 'because' dropped; backticks dropped"),
            paraphrase=("When npm dedupe runs, npm spots that c is duplicated, reconsiders the tree and removes the nested copy of c, since the copy at the root is enough.",
                        "freer rewording; 'note the duplication and re-evaluate' -> 'spots that c is duplicated, reconsiders the tree'; 'deleting the nested c module' -> 'removes the nested copy of c'; 'sufficient' -> 'enough'"),
            contradiction=("Running npm dedupe makes npm note the duplication and re-evaluate, deleting the c module in the root because the nested one is sufficient.",
                           "[roles] the deleted copy and the sufficient copy swapped: the page deletes the nested c because the one in the root is sufficient"),
            overclaim=("Running npm dedupe deletes the nested c module because the one in the root is sufficient, and npm dedupe is the only way npm ever removes a duplicated module from a tree.",
                       "exclusivity added ('the only way npm ever removes a duplicated module'); the page names no other way and does not say there is none ('only' occurs only in config entries: install-strategy, global-style, the allow-* entries, dry-run, workspace and include-workspace-root); '--prefer-dedupe' avoids duplication at install time rather than removing it"),
            added=("Running npm dedupe makes npm note the duplication and delete the nested c module because the one in the root is sufficient, and it asks for confirmation before deleting anything.",
                   "added behaviour (a confirmation prompt before deleting) not in the page; 'confirm' and 'prompt' do not occur in it, 'ask' not at all; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# commands/npm-query.md (10,259 bytes): front matter (title npm-query),
# then ### Synopsis (code), ### Description (one sentence), ### Piping npm
# query to other commands (code), ### Extended Use Cases & Queries (code),
# ### Example Response Output (one list item, then JSON), ### Expecting a
# certain number of results, ### Package lock only mode (both sentences
# also in commands/npm-sbom.md), ### Configuration (entries copied from
# using-npm/config.md and other pages) and ## See Also.  Four cuts from three
# ### sections: Description (its one sentence), Example Response Output
# (its list item) and Expecting a certain number of results (two).
DOCS.append(dict(
    path="commands/npm-query.md",
    kind="docs", num="npm", title="npm-query",
    sentences=[
        dict(
            section="Description",
            start="The `npm query` command allows for usage",
            end="an array of dependency objects.",
            reworded=("The npm query command allows CSS selectors to be used to retrieve an array of dependency objects.",
                      "'allows for usage of css selectors in order to retrieve' -> 'allows CSS selectors to be used to retrieve'; backticks dropped"),
            paraphrase=("npm query picks out dependencies with CSS-style selectors and hands them back as an array of objects.",
                        "freer rewording; 'allows for usage of css selectors in order to retrieve' -> 'picks out dependencies with CSS-style selectors'; 'an array of dependency objects' -> 'hands them back as an array of objects'"),
            contradiction=("The npm query command uses XPath expressions, not CSS selectors, to retrieve an array of dependency objects.",
                           "[entity] 'css selectors' -> 'XPath expressions, not CSS selectors' ('XPath' does not occur in the page)"),
            overclaim=("The npm query command supports the full CSS selector syntax, so any selector that works in a web browser can be used to retrieve dependency objects.",
                       "degree raised: 'allows for usage of css selectors' -> 'supports the full CSS selector syntax ... any selector that works in a web browser'; 'full', 'syntax', 'browser' (as a word, not the package.json field name in the JSON example) and 'web' do not occur in the page"),
            added=("The npm query command uses CSS selectors to retrieve an array of dependency objects, which it prints sorted by package name.",
                   "added detail (the output sorted by package name) not in the page; 'sort' does not occur in it and 'print' not at all; invented"),
        ),
        dict(
            section="Example Response Output",
            start="an array of dependency objects is returned which",
            end="have been linked or deduped",
            reworded=("npm query returns an array of dependency objects that can contain multiple copies of the same package, which may or may not have been linked or deduped.",
                      "passive -> active ('an array ... is returned' -> 'npm query returns an array'); 'which can contain' -> 'that can contain'; the list item's missing capital and full stop supplied"),
            paraphrase=("The array npm query gives back may list one package more than once, and those copies might or might not be linked or deduplicated.",
                        "freer rewording; 'can contain multiple copies of the same package' -> 'may list one package more than once'; 'which may or may not have been linked or deduped' -> 'might or might not be linked or deduplicated' (the hedge kept)"),
            contradiction=("npm query returns an array of dependency objects in which each package appears at most once, however it was linked or deduped.",
                           "[number] 'can contain multiple copies of the same package' -> 'each package appears at most once'"),
            overclaim=("The array of dependency objects returned by npm query always contains several copies of every package, some of them linked and some deduped.",
                       "hedges removed and scope widened: 'can contain multiple copies of the same package' -> 'always contains several copies of every package'; 'may or may not have been linked or deduped' -> 'some of them linked and some deduped'; 'every' and 'several' do not occur in the page and 'always' only in the before and min-release-age-exclude entries ('can always relax or override', 'can always resolve')"),
            added=("npm query returns an array of dependency objects that can contain multiple copies of the same package, and such copies are listed next to each other in the array.",
                   "added detail (copies of a package listed next to each other) not in the page; the page says nothing of the array's order ('next' and 'adjacent' do not occur in it, 'order' only in 'in order to retrieve'); invented"),
        ),
        dict(
            section="Expecting a certain number of results",
            start="One common use of `npm query`",
            end="identically-named packages causes bugs.",
            reworded=("One common use of npm query is to make sure there is only one version of a certain dependency in the tree, which is especially common in ecosystems that rely on typescript, where having state split across two different but identically-named packages causes bugs.",
                      "'your tree' -> 'the tree'; the two sentences joined with 'which is'; the page's garbled 'ecosystems like that rely on' read as 'ecosystems that rely on'; backticks dropped"),
            paraphrase=("Checking that a dependency appears in just one version across the tree is a frequent job for npm query, above all in typescript-based ecosystems, where state divided between two distinct packages with the same name leads to bugs.",
                        "freer rewording; 'One common use of npm query is to make sure' -> 'is a frequent job for npm query'; 'especially common for' -> 'above all in'; 'having state split across' -> 'state divided between'; 'causes bugs' -> 'leads to bugs'"),
            contradiction=("One common use of npm query is to make sure there is only one version of a certain dependency in the tree, though this use is especially rare in ecosystems that rely on typescript.",
                           "[direction] 'This is especially common for ecosystems ... that rely on typescript' -> 'especially rare' (an antonym swap)"),
            overclaim=("Every project that relies on typescript must use npm query to make sure there is only one version of a certain dependency in its tree.",
                       "a common use made a requirement and widened: 'One common use ... This is especially common for ecosystems ... that rely on typescript' -> 'Every project ... must use'; 'must' and 'every' do not occur in the page"),
            added=("One common use of npm query is to make sure there is only one version of a certain dependency in the tree, because state split across two identically-named packages causes bugs, typically failing instanceof checks.",
                   "added example of the bugs (failing instanceof checks) not in the page; 'instanceof' and 'check-' in this sense do not occur in it ('check' only in 'quickly check if there are any production dependencies' and the package-lock-only entry's 'instead of checking node_modules'); not checked in the world"),
        ),
        dict(
            section="Expecting a certain number of results",
            start="You can use the `--expect-results` or",
            end="look like you want it to.",
            reworded=("With npm query, the --expect-results or --expect-result-count option can be used in a setup to ensure that npm exits with an exit code if the tree does not look as intended.",
                      "'You can use' -> passive 'can be used'; 'in your setup' -> 'in a setup'; 'your tree doesn't look like you want it to' -> 'the tree does not look as intended'; the command named from the page; backticks dropped"),
            paraphrase=("A setup can pass --expect-results or --expect-result-count to npm query so that npm ends with an exit code whenever the dependency tree is not shaped the way it should be.",
                        "freer rewording; 'to ensure that npm will exit with an exit code' -> 'so that npm ends with an exit code'; 'if your tree doesn't look like you want it to' -> 'whenever the dependency tree is not shaped the way it should be'"),
            contradiction=("The --expect-results and --expect-result-count options of npm query do not affect npm's exit code, even when the tree does not look as intended.",
                           "[negation] 'to ensure that npm will exit with an exit code if your tree doesn't look like you want it to' -> 'do not affect npm's exit code, even when'"),
            overclaim=("Passing --expect-results or --expect-result-count to npm query is the only reliable way to make a CI build fail when the dependency tree holds duplicate packages.",
                       "exclusivity and a ranking added ('the only reliable way'); the page offers the options as one way to get an exit code and compares them with nothing; 'reliable' and 'fail' do not occur in it, 'build' only in the min-release-age entry ('build the npm tree'), 'only' in 'only one version', the Package lock only mode section and config entries"),
            added=("With npm query, --expect-results or --expect-result-count makes npm exit with an exit code if the tree does not look as intended, and the error message states how many results were actually found.",
                   "added output (an error message with the number of results found) not in the page; 'message' and 'found' do not occur in it, 'error' only in the before and min-release-age entries ('the command will error' when no versions are available); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# commands/npm-trust.md (11,475 bytes): front matter (title npm-trust),
# then ### Synopsis (one note line), ### Prerequisites (a five-item list),
# ### Description, ### Permissions, ### Provider Options, ### Bulk Usage,
# ### Configuration (an empty heading), five ### `npm trust <provider>`
# sections (a lead line, #### Synopsis code and a #### Flags table whose
# rows copy using-npm/config.md) and ### See Also.  Four cuts from four
# ### sections: Prerequisites (the authentication-methods item), Description
# (its opening), Provider Options (the one-configuration rule) and Bulk
# Usage (its closing advice).
DOCS.append(dict(
    path="commands/npm-trust.md",
    kind="docs", num="npm", title="npm-trust",
    sentences=[
        dict(
            section="Prerequisites",
            start="Granular Access Tokens (GAT) with the bypass",
            end="will not work for trust commands or endpoints.",
            reworded=("For npm trust, Granular Access Tokens (GAT) with the bypass 2FA option are not supported, and legacy basic auth credentials, meaning username and password, will not work for trust commands or endpoints.",
                      "the prerequisite given its subject, npm trust (title and the list's lead-in, 'Before using npm trust commands'); the two sentences joined with 'and'; the parenthesis turned into 'meaning ...'"),
            paraphrase=("Neither a granular access token set to bypass two-factor authentication nor old-style username-and-password authentication can be used with the npm trust commands or their endpoints.",
                        "freer rewording; 'with the bypass 2FA option' -> 'set to bypass two-factor authentication'; 'Legacy basic auth (username and password) credentials' -> 'old-style username-and-password authentication'; the two refusals joined into 'Neither ... nor ...'"),
            contradiction=("npm trust commands accept Granular Access Tokens that have the bypass 2FA option, although legacy basic auth credentials do not work for them.",
                           "[negation] 'Granular Access Tokens (GAT) with the bypass 2FA option are not supported' -> 'accept ... Granular Access Tokens that have the bypass 2FA option'"),
            overclaim=("npm trust commands work with every authentication method except Granular Access Tokens with the bypass 2FA option and legacy basic auth credentials.",
                       "a list of exclusions made exhaustive: the page names two unsupported methods and does not say that all others work ('every' and 'method' in this sense occur only in the heading label 'Supported authentication methods'; the page names no supported method)"),
            added=("Granular Access Tokens with the bypass 2FA option are not supported by npm trust and legacy basic auth does not work either, so trust commands have to be run after a web-based npm login.",
                   "added requirement (a web-based npm login) not in the page; 'login' and 'log in' do not occur in it and 'web' only inside 'website'; may be true in the world, not checked"),
        ),
        dict(
            section="Description",
            start="Configure trust relationships between npm packages",
            end="on the npm website.",
            reworded=("npm trust configures trust relationships between npm packages and CI/CD providers using OpenID Connect (OIDC), and it is the command-line equivalent of managing trusted publisher configurations on the npm website.",
                      "the imperative 'Configure trust relationships' made a statement with npm trust (the title) as subject; 'This is' -> 'it is'; the two sentences joined with 'and'"),
            paraphrase=("What the npm website offers for managing trusted publishers, npm trust brings to the command line: setting up OIDC-based trust between packages and CI/CD providers.",
                        "freer rewording; the two sentences in reverse order; 'the command-line equivalent of managing trusted publisher configurations on the npm website' -> 'What the npm website offers for managing trusted publishers, npm trust brings to the command line'; 'using OpenID Connect (OIDC)' -> 'OIDC-based'"),
            contradiction=("npm trust configures trust relationships between npm packages and CI/CD providers using OpenID Connect, as the command-line equivalent of managing trusted publisher configurations on the GitHub website.",
                           "[entity] 'on the npm website' -> 'on the GitHub website' (GitHub occurs in the page only as a provider: 'npm trust github', 'GitHub Actions', the '.GitHub folder')"),
            overclaim=("npm trust is the recommended way to set up OIDC trust relationships between npm packages and CI/CD providers.",
                       "a ranking added: the page calls npm trust 'the command-line equivalent' of the website and recommends neither over the other ('recommend' occurs only in 'We recommend adding a 2-second sleep', about bulk use)"),
            added=("npm trust configures OIDC trust relationships between npm packages and CI/CD providers from the command line, so that packages can be published from CI without storing a long-lived npm token there.",
                   "added benefit (no long-lived token stored in CI) not in the page; 'long-lived' and 'store' do not occur in it, 'token' only in 'Granular Access Tokens' and the See Also link 'npm token'; true of trusted publishing in the world as far as known, not checked"),
        ),
        dict(
            section="Provider Options",
            start="Currently, the registry only supports one configuration",
            end="it will result in an error.",
            reworded=("Currently the npm registry supports only one trust configuration per package, and an attempt to create a new trust relationship when one already exists results in an error.",
                      "'the registry' -> 'the npm registry'; 'one configuration' -> 'one trust configuration' (the page's subject); 'If you attempt ... it will result in an error' -> 'an attempt ... results in an error'; the two sentences joined with 'and'"),
            paraphrase=("For now a package can have just a single trusted publisher configuration on the registry, and trying to add another trust relationship while one is already in place fails with an error.",
                        "freer rewording; 'Currently' -> 'For now'; 'only supports one configuration per package' -> 'a package can have just a single ... configuration'; 'it will result in an error' -> 'fails with an error'"),
            contradiction=("Currently the registry supports up to two trust configurations per package, so a second trust relationship can be created while one already exists.",
                           "[number] 'only supports one configuration per package' -> 'supports up to two' (and with it, a second relationship can be created instead of 'it will result in an error')"),
            overclaim=("The npm registry will never support more than one trust configuration per package, so creating a new trust relationship while one exists will always fail.",
                       "a present state made permanent: 'Currently, the registry only supports one configuration' -> 'will never support more than one'; 'never' and 'always' do not occur in the page"),
            added=("Currently the registry supports only one configuration per package, and an attempt to create a second trust relationship fails with an HTTP 409 Conflict error.",
                   "added detail (the HTTP status 409 Conflict) not in the page; '409' and 'conflict' do not occur in it, 'http' only inside https URLs; invented"),
        ),
        dict(
            section="Bulk Usage",
            start="We recommend adding a 2-second sleep",
            end="two-factor authentication skip window.",
            reworded=("For bulk npm trust configuration, the docs recommend adding a 2-second sleep between each call to avoid rate limiting, an approach with which approximately 80 packages can be configured within the 5-minute two-factor authentication skip window.",
                      "'We recommend' -> 'the docs recommend'; the subject from the section (Bulk Usage: configuring trusted publishing in bulk with npm trust); 'With this approach, you can configure' -> 'an approach with which ... can be configured'; the two sentences joined"),
            paraphrase=("A two-second pause between npm trust calls is advised to steer clear of rate limits, and at that pace about 80 packages fit into the five minutes for which two-factor authentication is skipped.",
                        "freer rewording; 'We recommend adding a 2-second sleep between each call' -> 'A two-second pause between npm trust calls is advised'; 'approximately 80 packages' -> 'about 80 packages'; 'within the 5-minute two-factor authentication skip window' -> 'fit into the five minutes for which two-factor authentication is skipped'"),
            contradiction=("With a 2-second sleep between npm trust calls to avoid rate limiting, approximately 300 packages can be configured within the 5-minute two-factor authentication skip window.",
                           "[number] 'approximately 80 packages' -> 'approximately 300 packages'"),
            overclaim=("A 2-second sleep between npm trust calls guarantees that bulk configuration is never rate limited, allowing approximately 80 packages within the 5-minute two-factor authentication skip window.",
                       "an intent made a guarantee: 'to avoid rate limiting' -> 'guarantees that bulk configuration is never rate limited'; 'guarantee' and 'never' do not occur in the page"),
            added=("The npm docs recommend a 2-second sleep between npm trust calls to avoid rate limiting, since the registry accepts at most 30 trust requests per minute from one account.",
                   "added cause (a limit of 30 requests per minute per account) not in the page; '30', 'per minute' and 'account' in this sense do not occur in it ('account' only in the 2FA prerequisite, 'enabled at the account level'); invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# commands/npm-init.md (10,213 bytes): front matter (title npm-init), then
# ### Synopsis (code), ### Description (with #### Forwarding additional
# options), ### Examples (lead-ins before code blocks, of 5 to 8 words),
# ### Workspaces support, ### Configuration (entries copied from
# using-npm/config.md and other pages) and ### See Also.  Page-specific prose
# of 12-45 words exists only under ### Description and ### Workspaces
# support, so this draft draws on two ### sections: three cuts from
# Description (one under its #### Forwarding additional options) and one
# from Workspaces support.
DOCS.append(dict(
    path="commands/npm-init.md",
    kind="docs", num="npm", title="npm-init",
    sentences=[
        dict(
            section="Description",
            start="`initializer` in this case is an npm package",
            end="initialization-related operations.",
            reworded=("For npm init with an initializer, the initializer is an npm package named create- followed by the initializer, which is installed by npm exec and then has its main bin executed, presumably creating or updating package.json and running any other initialization-related operations.",
                      "'in this case' -> 'For npm init with an initializer' (the preceding sentence, 'npm init <initializer> can be used ...'); 'create-<initializer>' spelt out as 'create- followed by the initializer' (no angle brackets in claims); 'will be installed by npm-exec, and then have' -> 'is installed by npm exec and then has'; the dash turned into a comma; link and backticks dropped"),
            paraphrase=("npm init foo fetches the package create-foo through npm exec and runs its main executable, which is expected to set up or update package.json and handle whatever other initialization is needed.",
                        "freer rewording, with the page's placeholder instantiated as foo; 'will be installed by npm-exec' -> 'fetches ... through npm exec'; 'have its main bin executed' -> 'runs its main executable'; 'presumably creating or updating' -> 'is expected to set up or update' (the hedge kept)"),
            contradiction=("When npm init is given an initializer, the matching create- package is run directly, without being installed by npm exec.",
                           "[negation] 'which will be installed by npm-exec' -> 'without being installed by npm exec'"),
            overclaim=("For npm init with an initializer, npm exec installs the matching create- package and runs its main bin, which always creates or updates package.json.",
                       "hedge removed: 'presumably creating or updating package.json' -> 'which always creates or updates package.json'; 'always' does not occur in the page"),
            added=("For npm init with an initializer, npm exec installs the matching create- package and runs its main bin, and npm removes that package again once the bin has finished.",
                   "added behaviour (the package removed after its bin has run) not in the page; 'remove' occurs only in the force entry ('Removes various protections') and the scope entry's example comment ('removing the link and the auth token'), 'finish' not at all; invented"),
        ),
        dict(
            section="Description",
            start="It will attempt to make reasonable guesses",
            end="that were already set.",
            reworded=("When npm init falls back to legacy init, it attempts to make reasonable guesses based on existing fields, dependencies and the options selected, and it is strictly additive, keeping any fields and values that were already set.",
                      "'It' given its referent from the paragraph's first sentence ('init will fall back to legacy init behavior'); 'will attempt' -> 'attempts'; the two sentences joined; 'so it will keep' -> 'keeping'"),
            paraphrase=("Legacy npm init bases its suggestions on the fields, dependencies and options already present, and because it only ever adds, nothing that was set beforehand is lost.",
                        "freer rewording; 'attempt to make reasonable guesses based on' -> 'bases its suggestions on'; 'strictly additive' -> 'it only ever adds'; 'keep any fields and values that were already set' -> 'nothing that was set beforehand is lost'"),
            contradiction=("Legacy npm init makes reasonable guesses based on existing fields, dependencies and selected options, and it overwrites any fields and values that were already set with those guesses.",
                           "[direction] 'It is strictly additive, so it will keep any fields and values that were already set' -> 'it overwrites any fields and values that were already set' (keep -> overwrite, an antonym swap)"),
            overclaim=("Legacy npm init always guesses every package.json field correctly from the existing fields, dependencies and selected options, while keeping any values that were already set.",
                       "an attempt made a certainty: 'will attempt to make reasonable guesses' -> 'always guesses every package.json field correctly'; 'always', 'every' and 'correct' do not occur in the page"),
            added=("Legacy npm init makes reasonable guesses from existing fields, dependencies and selected options, such as taking the package name from the name of the current folder, and keeps any values already set.",
                   "added example (the name taken from the current folder's name) not in the page; the page says nothing of where a default name comes from (the scope entry's example only says a package 'named @foo/whatever, instead of just named whatever'; 'folder' occurs only in the Workspaces support passages, the force entry's 'cache folder' and the workspace entries, 'current directory' only for 'react-app .'); may be true in the world, not checked"),
        ),
        dict(
            section="Forwarding additional options",
            start="Any additional options will be passed directly to the command, so",
            end="`npm exec -- create-foo --hello`.",
            reworded=("With npm init, any additional options are passed directly to the command, so npm init foo -- --hello maps to npm exec -- create-foo --hello.",
                      "'With npm init' from the section's context; 'will be passed' -> 'are passed'; 'will map to' -> 'maps to'; backticks dropped"),
            paraphrase=("Because npm init forwards extra options straight to the create command it runs, the --hello in npm init foo -- --hello ends up as an argument to create-foo, just as in npm exec -- create-foo --hello.",
                        "freer rewording; 'Any additional options will be passed directly to the command' -> 'forwards extra options straight to the create command it runs'; 'will map to npm exec -- create-foo --hello' -> 'ends up as an argument to create-foo, just as in ...'"),
            contradiction=("Additional options given to npm init are not passed on to the create command, so npm init foo -- --hello maps to npm exec -- create-foo without --hello.",
                           "[negation] 'Any additional options will be passed directly to the command' -> 'are not passed on to the create command'; the example's mapping follows ('without --hello')"),
            overclaim=("npm init foo -- --hello maps to npm exec -- create-foo --hello, and every create- package on the registry accepts the additional options forwarded this way.",
                       "scope widened to every create- package: the page says options are passed on, not that every package accepts them ('every' does not occur in the page and 'accept' only in the scope entry's example comment, 'accept all defaults'; 'registry' only in 'fetches and runs the latest create-foo from the registry', the --registry example and the scope entry)"),
            added=("Any additional options are passed directly to the command, so npm init foo -- --hello maps to npm exec -- create-foo --hello, and npm prints that npm exec command before running it.",
                   "added output (npm prints the mapped command first) not in the page; 'print' occurs only in the yes entry ('prompts that npm might print on the command line'); invented"),
        ),
        dict(
            section="Workspaces support",
            start="When using `npm init -w <dir>` the cli",
            end="is properly set up as such.",
            reworded=("When npm init -w is given a directory, the npm cli creates the expected folders and boilerplate while also adding a reference to the project package.json workspaces property, to make sure the newly generated workspace is properly set up as such.",
                      "'When using npm init -w <dir>' -> 'When npm init -w is given a directory' (no angle brackets in claims); 'the cli will create' -> 'the npm cli creates'; the property '\"workspaces\": []' -> 'workspaces property'; 'in order to make sure that new generated workspace' -> 'to make sure the newly generated workspace'; backticks and emphasis dropped"),
            paraphrase=("Running npm init -w followed by a directory builds the folders and boilerplate for the new workspace and registers it in the workspaces list of the project's package.json, so that it is correctly set up as a workspace.",
                        "freer rewording; 'create the folders and boilerplate expected' -> 'builds the folders and boilerplate for the new workspace'; 'adding a reference to your project package.json \"workspaces\": [] property' -> 'registers it in the workspaces list of the project's package.json'; 'properly set up as such' -> 'correctly set up as a workspace'"),
            contradiction=("When npm init -w is given a directory, the npm cli creates the expected folders and boilerplate and adds a reference to the project in the new workspace's package.json, leaving the project package.json's workspaces property unchanged.",
                           "[roles] the file that holds the reference and the thing referred to swapped: the page adds a reference to the new workspace in the project package.json's workspaces property"),
            overclaim=("npm init -w is the only way to add a new workspace to a project, since it creates the folders and boilerplate and adds the reference to the project package.json workspaces property.",
                       "exclusivity added ('the only way to add a new workspace'); the page says 'It's possible to create a new workspace ... by using the workspace config option' and names no exclusivity ('only' occurs only in the workspace entry, 'running only the workspaces defined by this configuration option', and the include-workspace-root entry, 'operate only on the specified workspaces')"),
            added=("When npm init -w is given a directory, the npm cli creates the folders and boilerplate and adds a reference to the project package.json workspaces property, naming the new workspace after the last part of the directory path.",
                   "added detail (the workspace named after the last path segment) not in the page; the page never says how a new workspace is named ('last', 'segment' and 'named after' do not occur in it; the workspace entry only lists 'Workspace names' among its valid values); not checked in the world"),
        ),
    ]))
