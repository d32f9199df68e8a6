# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-51, part A (drafts 1-5).

Same format as review-claims-50's parts, on a new corpus: the Markdown
documentation of npm 11.19.1 as installed on this machine, under
/usr/lib/node_modules/npm/docs/content (the "version" field of
/usr/lib/node_modules/npm/package.json).  One entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor
(unique in the raw file) and an end anchor (first match after the start,
inclusive), plus five hand-written (claim, note) tuples, one per kind.

`path` is relative to the corpus root.  `kind` is "docs"; `num` is "npm";
`title` is the page's front-matter `title:` value, so that the draft heading
reads "## npm docs: npm-install".  `section` is the text of the nearest
heading above the sentence with its '#' marks dropped and other markup kept
("How `npm install` uses `package-lock.json`", "prefer-offline").

npm's command pages end with a "Configuration" section whose option texts
are copied word for word from using-npm/config.md and other command pages,
and npm-exec.md shares most of its description with npx.md.  Every cut
here occurs in no other file under the corpus root, raw, with case and white
space read away, or with Markdown markup stripped; check_part_a.py tests
this for the whole cut and for each sentence inside it (see notes-a.md).
No spare was used: each assigned page has four or more page-specific prose
sentences of 12-45 words.  DRAFTS gives the draft number of each DOCS entry.
"""

DOCS = []
DRAFTS = [1, 2, 3, 4, 5]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-01
# commands/npm-install.md (35,993 bytes): front matter (title npm-install),
# then ### Synopsis (code), ### Description (with one #### subsection, "How
# `npm install` uses `package-lock.json`", under which the whole list of
# argument forms sits), ### Configuration (an intro of two page-specific
# sentences, then 33 option entries copied from using-npm/config.md),
# ### Algorithm and ### See Also.  Four cuts from three ### sections:
# Description (two: the lockfile summary and the tarball layout),
# Configuration (its intro) and Algorithm.
DOCS.append(dict(
    path="commands/npm-install.md",
    kind="docs", num="npm", title="npm-install",
    sentences=[
        dict(
            section="How `npm install` uses `package-lock.json`",
            start="In essence, `package-lock.json` locks your dependencies",
            end="the lockfile is updated.",
            reworded=("For npm install, package-lock.json locks dependencies to specific versions while package.json is the source of truth for acceptable version ranges: the lockfile wins when its versions satisfy the package.json ranges, and when the two conflict package.json wins and the lockfile is updated.",
                      "'your dependencies' -> 'dependencies'; the three sentences joined with a colon and 'and'; 'they conflict' -> 'the two conflict'; the command named from the #### heading; backticks dropped"),
            paraphrase=("When npm install runs, the exact versions pinned in package-lock.json are kept as long as they fall within the ranges that package.json allows, since package.json has the final say on acceptable ranges, and if the two files disagree package.json prevails and package-lock.json is rewritten.",
                        "freer rewording; 'locks ... to specific versions' -> 'the exact versions pinned'; 'the lockfile wins' -> 'are kept'; 'source of truth' -> 'has the final say'; 'conflict' -> 'disagree'; 'the lockfile is updated' -> 'is rewritten'"),
            contradiction=("In npm install, package-lock.json locks dependencies to specific versions, and when the lockfile's versions conflict with the package.json ranges, the lockfile wins and package.json is updated to match.",
                           "[roles] winner and updated file swapped: the page says that when they conflict package.json wins and the lockfile is updated"),
            overclaim=("Ever since lockfiles were introduced, npm install has always treated package.json as the source of truth for version ranges and let it win over package-lock.json when the two conflict.",
                       "scope widened in time ('Ever since lockfiles were introduced ... has always'): the page describes the current behaviour only and gives no history of it; 'introduced', 'since' (as time) and 'always' in this sense do not occur in it ('always' occurs only in the config entries: 'always relax or override', 'always resolve', 'always silently skipped')"),
            added=("When package.json and package-lock.json conflict during npm install, package.json wins and the lockfile is updated, and npm prints a warning listing each dependency whose locked version was replaced.",
                   "added behaviour (a warning listing replaced dependencies) not in the page; 'warn-' occurs only in the strict-peer-deps, strict-allow-scripts, before and min-release-age entries, none about lockfile updates; 'replaced' does not occur; invented"),
        ),
        dict(
            section="How `npm install` uses `package-lock.json`",
            start="The package contents should reside in a subfolder",
            end="`tar x --strip-components=1` is run).",
            reworded=("For npm install from a tarball file, the package contents should reside in a subfolder inside the tarball, usually called package/, and npm strips one directory layer when installing the package, the equivalent of running tar x --strip-components=1.",
                      "the context 'npm install <tarball file>' (the list item's parent, under 'Tarball requirements') made the subject; the two sentences joined; parentheses turned into commas; backticks dropped"),
            paraphrase=("A tarball given to npm install ought to keep the package inside one subfolder, normally named package/, and on installation npm removes that single top directory level, just as tar x --strip-components=1 would.",
                        "freer rewording; 'should reside' -> 'ought to keep' (the hedge kept); 'usually it is called' -> 'normally named'; 'strips one directory layer' -> 'removes that single top directory level'; 'an equivalent of ... is run' -> 'just as ... would'"),
            contradiction=("For npm install from a tarball file, the package contents should reside in a subfolder inside the tarball, usually called package/, and npm strips two directory layers when installing it, the equivalent of tar x --strip-components=2.",
                           "[number] 'strips one directory layer' and '--strip-components=1' -> 'two directory layers' and '--strip-components=2'"),
            overclaim=("npm install rejects any tarball file whose package contents do not reside in a subfolder inside the tarball.",
                       "a recommendation made a rule: the page says the contents 'should reside' in a subfolder; it names no rejection ('reject' does not occur in the page; its tarball 'must' rules are the file extension and the package.json with name and version)"),
            added=("For npm install from a tarball file, the package contents should reside in a subfolder, usually called package/, which is the layout that npm pack produces, and npm strips one directory layer when installing the package.",
                   "added origin (npm pack produces this layout) not in the page; 'pack' occurs only in 'packing it up into a tarball (b)', the foreground-scripts default ('npm pack or npm publish'), the dry-run list ('pack and publish') and install-links ('will be packed'), none about the layout; not checked in the world"),
        ),
        dict(
            section="Configuration",
            start="Many of the configuration params have some effect",
            end="most of what npm does.",
            reworded=("Many of npm's configuration params have some effect on installation, since installation is most of what npm does.",
                      "'the configuration params' -> 'npm's configuration params'; 'that's' -> 'installation is'"),
            paraphrase=("Because installing packages is the bulk of npm's work, a good number of its configuration parameters influence installation in some way.",
                        "freer rewording; the reason put first; 'Many' -> 'a good number'; 'have some effect on' -> 'influence ... in some way'"),
            contradiction=("Few of npm's configuration params have any effect on installation, even though installation is most of what npm does.",
                           "[direction] 'Many ... have some effect' -> 'Few ... have any effect' (an antonym swap; 'since' -> 'even though' to keep the sentence coherent)"),
            overclaim=("Every one of npm's configuration params affects installation, since installation is most of what npm does.",
                       "'Many' -> 'Every one of': the page lists 'some of the most common options related to installation' and says nothing of all of them ('every' occurs only in the dangerously-allow-all-scripts entry, 'run every dependency install script')"),
            added=("Many of npm's configuration params have some effect on installation, since that is most of what npm does, and running npm config list shows the values currently in effect.",
                   "added tip (npm config list shows the values in effect) not in the page; 'config list' does not occur in it, 'npm config' only as the See Also link; not checked in the world"),
        ),
        dict(
            section="Algorithm",
            start="Because B's D@1 will be installed in the top-level",
            end="for installation in a different order.",
            reworded=("In the npm install algorithm's example, because B's D@1 is installed in the top level, C now has to install D@2 privately for itself, and the algorithm is deterministic, but different trees may be produced if two dependencies are requested for installation in a different order.",
                      "'This algorithm' -> 'the npm install algorithm' (the page: 'the npm install algorithm produces'); 'will be installed' -> 'is installed'; the two sentences joined with 'and'"),
            paraphrase=("npm's install algorithm is deterministic, yet the order in which two dependencies are requested can change the resulting tree, as in the example where B's D@1 takes the top level and C must keep its own private copy of D@2.",
                        "freer rewording; the two sentences in reverse order; 'different trees may be produced' -> 'can change the resulting tree' (the hedge kept); 'install D@2 privately for itself' -> 'keep its own private copy of D@2'"),
            contradiction=("In the npm install algorithm, because B's D@1 is installed in the top level, C has to install D@2 privately, and the same tree is produced whatever order two dependencies are requested in.",
                           "[negation] 'different trees may be produced if two dependencies are requested ... in a different order' -> 'the same tree is produced whatever order'"),
            overclaim=("Because B's D@1 is installed in the top level, C has to install D@2 privately, and the npm install algorithm always produces a different tree whenever two dependencies are requested in a different order.",
                       "hedge removed: 'different trees may be produced if' -> 'always produces a different tree whenever'; 'always' occurs in the page only in config entries, none about tree order"),
            added=("The npm install algorithm is deterministic, but different trees may be produced if two dependencies are requested for installation in a different order, which is why npm writes the resulting tree to package-lock.json.",
                   "added cause ('which is why npm writes the resulting tree to package-lock.json') not in the page; the page says the lockfile locks versions 'to ensure reproducible builds across environments', not that it exists because of request order; 'writes' does not occur, and 'order' only here, in 'order of precedence' (lockfiles), 'In order to distinguish' (tarball urls) and the include entry"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# commands/npm-ci.md (14,262 bytes): front matter (title npm-ci), then
# ### Synopsis (code), ### Description (an intro sentence, a five-item list
# of differences from npm install and a NOTE paragraph), ### Example (three
# lead-ins before code blocks, of 10, 6 and 12 words), ### Configuration (21
# option entries, every one copied from using-npm/config.md and
# npm-install.md) and ### See Also (links).  Page-specific prose of 12-45
# words exists only under ### Description and in Example's last lead-in, so
# this draft draws on two ### sections, not three: three cuts from
# Description (the intro, the lockfile-mismatch list item and the NOTE) and
# the Travis CI lead-in from Example.
DOCS.append(dict(
    path="commands/npm-ci.md",
    kind="docs", num="npm", title="npm-ci",
    sentences=[
        dict(
            section="Description",
            start="This command is similar to [`npm install`]",
            end="a clean install of your dependencies.",
            reworded=("npm ci is similar to npm install, except that it is meant to be used in automated environments such as test platforms, continuous integration and deployment, or in any situation where one wants to make sure of doing a clean install of the dependencies.",
                      "'This command' -> 'npm ci'; 'it's' -> 'it is'; the link and backticks dropped; the dash turned into a comma; 'you want to make sure you're doing' -> 'one wants to make sure of doing'"),
            paraphrase=("npm ci works much like npm install but is intended for automated settings like test platforms, CI and deployment, and more generally for whenever a clean install of a project's dependencies is wanted.",
                        "freer rewording; 'is similar to ... except it's meant to be used in' -> 'works much like ... but is intended for'; 'continuous integration' -> 'CI'; 'any situation where you want to make sure you're doing' -> 'whenever ... is wanted'"),
            contradiction=("npm ci is similar to npm update, except that it is meant for automated environments such as test platforms, continuous integration and deployment, or any situation that calls for a clean install of the dependencies.",
                           "[entity] 'similar to npm install' -> 'similar to npm update' ('npm update' does not occur in the page)"),
            overclaim=("npm ci is the only command npm supports for installing dependencies on test platforms, in continuous integration and in deployment.",
                       "'meant to be used in' made exclusivity ('the only command npm supports'); the page says it is meant for those environments and similar to npm install, not that npm install is unsupported there ('only' occurs in 'can only install entire projects' and in option entries; 'support-' only in the allow-scripts entry, 'also supports explicit denials', and the bin-links entry, 'don't support symlinks')"),
            added=("npm ci is similar to npm install but meant for automated environments such as test platforms, continuous integration and deployment, and it was introduced in npm 5.7.0 for that purpose.",
                   "added origin (introduced in npm 5.7.0) not in the page; no npm version number occurs in it ('5.7' does not occur); not checked in the world"),
        ),
        dict(
            section="Description",
            start="If dependencies in the package lock do not match",
            end="instead of updating the package lock.",
            reworded=("If dependencies in the package lock do not match those in package.json, npm ci exits with an error instead of updating the package lock.",
                      "'will exit' -> 'exits'; the comma before 'instead' dropped; backticks dropped"),
            paraphrase=("When package.json and the lockfile disagree about dependencies, npm ci stops with an error rather than bringing the lockfile up to date.",
                        "freer rewording; 'do not match' -> 'disagree'; 'exit with an error' -> 'stops with an error'; 'updating the package lock' -> 'bringing the lockfile up to date'"),
            contradiction=("If dependencies in the package lock do not match those in package.json, npm ci updates the package lock instead of exiting with an error.",
                           "[roles] what npm ci does and what it does instead swapped: the page says it exits with an error instead of updating the package lock"),
            overclaim=("npm ci exits with an error whenever package.json has changed in any way since the package lock was written, instead of updating the package lock.",
                       "scope widened: 'If dependencies in the package lock do not match those in package.json' -> 'whenever package.json has changed in any way'; the page speaks only of mismatched dependencies ('any way' and 'changed' do not occur in it)"),
            added=("If dependencies in the package lock do not match those in package.json, npm ci exits with an error instead of updating the package lock, and the error message suggests running npm install to bring the two files back in sync.",
                   "added detail (the error message suggests npm install) not in the page; 'sync' and 'suggest' do not occur in it, 'message' only in the fund entry; 'error' only in this item, the NOTE and the foreground-scripts, allow-scripts and strict-allow-scripts entries; not checked in the world"),
        ),
        dict(
            section="Description",
            start="NOTE: If you create your `package-lock.json` file",
            end="likely to encounter errors.",
            reworded=("If package-lock.json was created by running npm install with flags that can affect the shape of the dependency tree, such as --legacy-peer-deps or --install-links, the same flags must be provided to npm ci, or errors are likely to be encountered.",
                      "the NOTE label dropped; 'you create' -> passive 'was created'; 'you must provide' -> 'must be provided'; 'you are likely to encounter errors' -> 'errors are likely to be encountered'; backticks and the emphasis dropped"),
            paraphrase=("Any tree-shaping flags, for example --legacy-peer-deps or --install-links, that were passed to npm install when the lockfile was generated have to be passed to npm ci too, or it will probably run into errors.",
                        "freer rewording; 'flags that can affect the shape of your dependency tree' -> 'tree-shaping flags'; 'must provide the same flags' -> 'have to be passed ... too'; 'likely' -> 'probably' (the hedge kept)"),
            contradiction=("If package-lock.json was created by running npm install with flags that affect the shape of the dependency tree, such as --legacy-peer-deps or --install-links, those flags do not need to be given to npm ci as well.",
                           "[negation] 'you must provide the same flags to npm ci' -> 'those flags do not need to be given to npm ci'"),
            overclaim=("If package-lock.json was created by running npm install with flags such as --legacy-peer-deps or --install-links, npm ci will always fail unless the same flags are provided to it.",
                       "hedge removed: 'you are likely to encounter errors' -> 'will always fail'; 'always' occurs in the page only in the strict-allow-scripts entry ('always silently skipped')"),
            added=("If package-lock.json was created with npm install flags such as --legacy-peer-deps or --install-links, the same flags must be provided to npm ci, because the lockfile does not record which flags were used.",
                   "added cause (the lockfile does not record the flags) not in the page; 'record' does not occur in it; the next sentence only suggests saving the flag in a project .npmrc; not checked in the world"),
        ),
        dict(
            section="Example",
            start="Configure Travis CI to build using",
            end="instead of `npm install`:",
            reworded=("Travis CI can be configured to build using npm ci instead of npm install.",
                      "the imperative lead-in made a statement ('Configure Travis CI to build' -> 'Travis CI can be configured to build'); the colon before the example's code block dropped; backticks dropped"),
            paraphrase=("For a Travis CI build, npm ci can take the place of npm install.",
                        "freer rewording; 'Configure ... to build using npm ci instead of npm install' -> 'npm ci can take the place of npm install'; the order of the parts changed"),
            contradiction=("In the npm ci page's Travis CI example, the build is configured to use npm install instead of npm ci.",
                           "[roles] the two commands swapped: the page configures Travis CI to build using npm ci instead of npm install"),
            overclaim=("Travis CI builds of npm projects are required to use npm ci instead of npm install.",
                       "an example made a requirement: the page shows how to configure Travis CI to use npm ci, not that it must ('require-' does not occur in the page; 'must' only in 'The project must have an existing package-lock.json' and 'you must provide the same flags')"),
            added=("Travis CI can be configured to build using npm ci instead of npm install, and GitHub Actions workflows can be switched over in the same way.",
                   "added comparison (GitHub Actions switched the same way) not in the page; 'GitHub', 'Actions' and 'workflow' do not occur in it; its only CI service is Travis CI"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# commands/npm-audit.md (16,252 bytes): front matter (title npm-audit), then
# ### Synopsis (code), ### Description, ### Package lock, ### Audit
# Signatures, ### Audit Endpoints (#### Bulk Advisory Endpoint, #### Quick
# Audit Endpoint, #### Scrubbing, #### Calculating Meta-Vulnerabilities and
# Remediations), ### Exit Code, ### Examples (lead-ins before code blocks),
# ### Configuration (option entries copied from using-npm/config.md) and
# ### See Also.  Four cuts from four ### sections: Description (the
# --audit-level sentences), Package lock, Audit Signatures (provenance) and
# Audit Endpoints (#### Scrubbing).
DOCS.append(dict(
    path="commands/npm-audit.md",
    kind="docs", num="npm", title="npm-audit",
    sentences=[
        dict(
            section="Description",
            start="It may be useful in CI environments",
            end="the command's failure threshold.",
            reworded=("In CI environments it may be useful to include the --audit-level parameter with npm audit to specify the minimum vulnerability level that will cause the command to fail, and this option does not filter the report output but simply changes the command's failure threshold.",
                      "'It may be useful in CI environments to include' reordered; 'with npm audit' added (the page's subject, 'the audit command'); the two sentences joined; 'it simply changes' -> 'but simply changes'; backticks dropped"),
            paraphrase=("Passing --audit-level to npm audit, which can help in CI, sets the lowest severity at which the command fails, leaving the printed report unchanged and only moving the failure threshold.",
                        "freer rewording; 'It may be useful' -> 'which can help' (the hedge kept); 'minimum vulnerability level' -> 'lowest severity'; 'does not filter the report output' -> 'leaving the printed report unchanged'"),
            contradiction=("In CI environments the --audit-level parameter of npm audit can specify the minimum vulnerability level that makes the command fail, and it also filters the report output so that lower-level vulnerabilities are hidden.",
                           "[negation] 'This option does not filter the report output' -> 'it also filters the report output'"),
            overclaim=("Every CI pipeline that runs npm audit must include the --audit-level parameter, which sets the minimum vulnerability level that makes the command fail without filtering the report output.",
                       "a possibility made a rule: 'It may be useful in CI environments' -> 'Every CI pipeline ... must include'; 'must' and 'pipeline' do not occur in the page"),
            added=("The --audit-level parameter of npm audit specifies the minimum vulnerability level that will cause the command to fail without filtering the report output, and the chosen level is also shown in the summary line at the end of the report.",
                   "added output detail (the level shown in a summary line) not in the page; 'summary' does not occur in it and 'report' never with such a line; invented"),
        ),
        dict(
            section="Package lock",
            start="By default npm requires a package-lock or shrinkwrap",
            end="re-build the dependency tree each time.",
            reworded=("By default npm audit requires a package-lock or shrinkwrap to run, and the package lock can be bypassed with --no-package-lock, but the results may then differ with every run, since npm re-builds the dependency tree each time.",
                      "'npm requires ... in order to run the audit' -> 'npm audit requires ... to run'; 'You can bypass' -> passive 'can be bypassed'; 'be aware the results may be different' -> 'the results may then differ'; the two sentences joined; backticks dropped"),
            paraphrase=("npm audit normally needs a package-lock or shrinkwrap file; skipping it through --no-package-lock is possible, though because the dependency tree is then rebuilt on each run, the results can vary from one run to the next.",
                        "freer rewording; 'By default ... requires' -> 'normally needs'; 'bypass' -> 'skipping'; 'may be different with every run' -> 'can vary from one run to the next' (the hedge kept)"),
            contradiction=("By default npm audit requires a package-lock or shrinkwrap, and the package lock can be bypassed with --package-lock-only, though the results may then differ with every run because npm re-builds the dependency tree each time.",
                           "[entity] '--no-package-lock' -> '--package-lock-only' (an option the page's examples use for 'npm audit fix', which updates the lock instead of bypassing it)"),
            overclaim=("npm audit can bypass the package lock with --no-package-lock, but the results will then be different on every single run, since npm re-builds the dependency tree each time.",
                       "hedge removed: 'the results may be different with every run' -> 'will then be different on every single run'"),
            added=("By default npm audit requires a package-lock or shrinkwrap, and bypassing it with --no-package-lock makes each run slower as well as less repeatable, since npm re-builds the dependency tree each time.",
                   "added consequence (each run slower) not in the page; 'slow-' occurs only in the Quick Audit endpoint being 'considerably slower' and the foreground-scripts entry ('make installs run slower'), neither about --no-package-lock"),
        ),
        dict(
            section="Audit Signatures",
            start="The `audit signatures` command will also verify",
            end="the attestation format over time.",
            reworded=("The npm audit signatures command also verifies the provenance attestations of downloaded packages, and because provenance attestations are such a new feature, security features may be added to or changed in the attestation format over time.",
                      "'The audit signatures command' -> 'The npm audit signatures command'; 'will also verify' -> 'also verifies'; the two sentences joined; the parentheses dropped; backticks dropped"),
            paraphrase=("Besides registry signatures, npm audit signatures checks the provenance attestations of downloaded packages, and since that feature is so recent, the attestation format might gain or change security features as time goes on.",
                        "freer rewording; 'Besides registry signatures' from the section's first sentence ('you can verify the registry signatures'); 'such a new feature' -> 'so recent'; 'may be added to (or changed in)' -> 'might gain or change' (the hedge kept)"),
            contradiction=("The npm audit signatures command also verifies the provenance attestations of downloaded packages, which are a long-established feature of the npm registry.",
                           "[direction] 'such a new feature' -> 'a long-established feature' (an antonym swap)"),
            overclaim=("The npm audit signatures command also verifies the provenance attestations of downloaded packages, and because the feature is so new, the attestation format will change with every npm release.",
                       "hedge removed and degree raised: 'security features may be added to (or changed in) the attestation format over time' -> 'will change with every npm release'; 'release' does not occur in the page"),
            added=("The npm audit signatures command also verifies the provenance attestations of downloaded packages, which are currently only produced for packages published from GitHub Actions or GitLab CI/CD.",
                   "added limitation (attestations only from GitHub Actions or GitLab CI/CD) not in the page; 'GitHub', 'GitLab' and 'Actions' do not occur in it; not checked in the world"),
        ),
        dict(
            section="Scrubbing",
            start="Out of an abundance of caution, npm versions 5 and 6",
            end="potentially private packages or git URLs.",
            reworded=("Out of an abundance of caution, npm versions 5 and 6 would scrub any packages from the submitted audit report if their name contained a slash character, so as to avoid leaking the names of potentially private packages or git URLs.",
                      "'the submitted report' -> 'the submitted audit report'; quotation marks around scrub and the backticks around the character dropped, '/' -> 'slash'"),
            paraphrase=("To avoid exposing the names of possibly private packages or git URLs, npm 5 and npm 6 cautiously left out of the audit report they submitted every package whose name included a slash.",
                        "freer rewording; the purpose put first; 'Out of an abundance of caution' -> 'cautiously'; 'scrub ... from' -> 'left out of'; 'potentially' -> 'possibly'"),
            contradiction=("Out of an abundance of caution, npm versions 4 and 5 would scrub any packages from the submitted audit report if their name contained a slash, so as to avoid leaking the names of potentially private packages or git URLs.",
                           "[number] 'npm versions 5 and 6' -> 'npm versions 4 and 5'"),
            overclaim=("npm versions 5 and 6 scrubbed every package with a slash in its name from submitted audit reports, which completely prevented private package names and git URLs from ever leaking to the registry.",
                       "an intent asserted as a complete effect: 'so as to avoid leaking the names of potentially private packages' -> 'completely prevented ... from ever leaking'; the page's next paragraph names only the scrubbing's side effects; 'completely' and 'prevented ... leaking' do not occur in it"),
            added=("Out of an abundance of caution, npm versions 5 and 6 would scrub any packages whose name contained a slash from the submitted audit report by replacing each such name with a hash, so as to avoid leaking the names of potentially private packages or git URLs.",
                   "added mechanism (names replaced by a hash) not in the page; 'hash' does not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# commands/npm-publish.md (8,191 bytes): front matter (title npm-publish),
# then ### Synopsis (code), ### Description (one sentence), ### Examples
# (lead-ins before code blocks, then the page's main prose: the default
# registry, the seven package forms copied from npm-install.md, failures,
# name/version reuse, checksums), ### Files included in package (a list of
# exceptions), ### Configuration (entries copied from using-npm/config.md)
# and ### See Also.  Four cuts from three ### sections: Description (its one
# sentence), Examples (two) and Files included in package.
DOCS.append(dict(
    path="commands/npm-publish.md",
    kind="docs", num="npm", title="npm-publish",
    sentences=[
        dict(
            section="Description",
            start="Publishes a package to the registry so that",
            end="installed by name.",
            reworded=("npm publish publishes a package to the registry so that it can be installed by name.",
                      "the subjectless sentence given its subject, the command 'npm publish' (front matter title and Synopsis)"),
            paraphrase=("Running npm publish uploads a package to the registry, making it installable under its name.",
                        "freer rewording; 'publishes ... to' -> 'uploads ... to'; 'so that it can be installed by name' -> 'making it installable under its name'"),
            contradiction=("npm publish publishes a package to the local npm cache so that it can be installed by name.",
                           "[entity] 'to the registry' -> 'to the local npm cache' ('cache' does not occur in the page)"),
            overclaim=("npm publish is the only way to make a package installable by name.",
                       "exclusivity added: the page says publishing makes a package installable by name, not that nothing else can ('only way' does not occur in it)"),
            added=("npm publish publishes a package to the registry so that it can be installed by name, after first running the package's prepublishOnly script.",
                   "added step (the prepublishOnly script runs first) not in the page; 'prepublish' does not occur in it, and 'script' only inside the word 'description'; not checked in the world"),
        ),
        dict(
            section="Examples",
            start="Once a package is published with a given name and version",
            end="(/commands/npm-unpublish).",
            reworded=("Once a package is published with a given name and version, npm never allows that specific name and version combination to be used again, even if the package is removed with npm unpublish.",
                      "'can never be used again' -> 'npm never allows ... to be used again'; 'it is removed' -> 'the package is removed'; the link and backticks dropped"),
            paraphrase=("A name-and-version pair that has been published once is permanently used up, and unpublishing the package with npm unpublish does not free it for reuse.",
                        "freer rewording; 'can never be used again' -> 'is permanently used up'; 'even if it is removed with npm unpublish' -> 'unpublishing ... does not free it for reuse'"),
            contradiction=("Once a package is published with a given name and version, that name and version combination can be used again if the package is first removed with npm unpublish.",
                           "[negation] 'can never be used again, even if it is removed with npm unpublish' -> 'can be used again if ... first removed with npm unpublish'"),
            overclaim=("Once a package is published with a given name and version, that combination can never be used again on any npm registry, even if it is removed with npm unpublish.",
                       "scope widened in place: the page says the combination cannot be reused and that the publish fails if it 'already exists in the specified registry'; it says nothing of other registries ('any npm registry' does not occur)"),
            added=("Once a package is published with a given name and version, that combination can never be used again, even after npm unpublish, so a corrected release has to be published under the next patch version.",
                   "added consequence (republish under the next patch version) not in the page; 'patch', 'corrected' and 'release' do not occur in it"),
        ),
        dict(
            section="Examples",
            start="As of `npm@5`, both a sha1sum",
            end="to verify downloads.",
            reworded=("As of npm@5, npm publish submits both a sha1sum and an integrity field with a sha512sum of the tarball to the registry, and subsequent installs use the strongest supported algorithm to verify downloads.",
                      "passive -> active ('will be submitted to the registry during publication' -> 'npm publish submits ... to the registry'); the two sentences joined; 'will use' -> 'use'; backticks dropped"),
            paraphrase=("Since npm 5, publishing sends the registry two checksums of the tarball, a SHA-1 sum and a SHA-512 integrity value, and later installs check their downloads with the strongest algorithm they support.",
                        "freer rewording; 'As of npm@5' -> 'Since npm 5'; 'a sha1sum and an integrity field with a sha512sum' -> 'a SHA-1 sum and a SHA-512 integrity value'; 'verify' -> 'check'; 'the strongest supported algorithm' -> 'the strongest algorithm they support'"),
            contradiction=("As of npm@7, npm publish submits both a sha1sum and an integrity field with a sha512sum of the tarball to the registry, and subsequent installs use the strongest supported algorithm to verify downloads.",
                           "[number] 'As of npm@5' -> 'As of npm@7'"),
            overclaim=("As of npm@5, npm publish submits a sha1sum and a sha512sum integrity field of the tarball, which makes every download verified by later installs immune to tampering.",
                       "a benefit made a guarantee: 'Subsequent installs will use the strongest supported algorithm to verify downloads' -> 'every download ... immune to tampering'; 'tamper' and 'immune' do not occur in the page"),
            added=("As of npm@5, npm publish submits both a sha1sum and an integrity field with a sha512sum of the tarball, and the registry rejects the upload if either checksum does not match the tarball it receives.",
                   "added behaviour (the registry rejects a mismatching upload) not in the page; 'reject' does not occur in it and 'match' only in 'If the file matches certain patterns' (Files included); its only publish failure is an existing name and version; invented"),
        ),
        dict(
            section="Files included in package",
            start="If there is a `.gitignore` or `.npmignore` file, then",
            end="`.npmignore` is used.",
            reworded=("When npm publish finds a .gitignore or .npmignore file, ignored files in that directory and all child directories are excluded from the package, and if both files exist, the .gitignore is ignored and only the .npmignore is used.",
                      "'If there is' -> 'When npm publish finds' (the section's subject, files included in the published package); 'in that and all child directories' -> 'in that directory and all child directories'; the two sentences joined; backticks and emphasis dropped"),
            paraphrase=("Files matched by a .gitignore or .npmignore are left out of the published package, both in the directory holding that file and everywhere below it, and when both kinds of file are present npm relies on the .npmignore alone and disregards the .gitignore.",
                        "freer rewording; 'excluded from' -> 'left out of'; 'that and all child directories' -> 'the directory holding that file and everywhere below it'; the second sentence's clauses reordered"),
            contradiction=("If both a .gitignore and a .npmignore file exist, npm publish ignores the .npmignore and uses only the .gitignore to decide which files to exclude from the package.",
                           "[roles] the two files swapped: the page says the .gitignore is ignored and only the .npmignore is used"),
            overclaim=("A .npmignore file is the most reliable way to keep files out of a published npm package, since when both it and a .gitignore exist, the .gitignore is ignored and only the .npmignore is used.",
                       "a ranking added ('the most reliable way'): the page lists the files list, .gitignore/.npmignore and fixed patterns without ranking them; 'reliable' does not occur in it"),
            added=("If both a .gitignore and a .npmignore file exist, npm publish ignores the .gitignore and uses only the .npmignore, and it prints a notice naming the .gitignore it skipped.",
                   "added output (a notice naming the skipped .gitignore) not in the page; 'notice' and 'print' do not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# commands/npm-exec.md (13,255 bytes): front matter (title npm-exec), then
# ### Synopsis (code), ### Description, ### `npx` vs `npm exec`,
# ### Configuration (entries from using-npm/config.md), ### Examples,
# ### Workspaces support (#### Filtering workspaces), ### Compatibility with
# Older npx Versions, ### A note on caching (#### prefer-online,
# #### prefer-offline, #### offline, #### workspace, #### workspaces) and
# ### See Also.  commands/npx.md (the spare) repeats most of Description,
# all of `npx` vs `npm exec`, the Examples lead-ins and Compatibility (white
# space aside); Workspaces support repeats npm-run.md in part.  Four cuts
# from three ### sections, all page-specific: Description (the two
# sentences that npx.md words differently: interactive mode and --yes),
# Workspaces support and A note on caching (#### prefer-offline).
DOCS.append(dict(
    path="commands/npm-exec.md",
    kind="docs", num="npm", title="npm-exec",
    sentences=[
        dict(
            section="Description",
            start="Run without positional arguments or `--call`",
            end="to prevent hangs.",
            reworded=("Run without positional arguments or --call, npm exec allows commands to be run interactively in the same sort of shell environment that package.json scripts are run in, but interactive mode is not supported in CI environments when standard input is a TTY, to prevent hangs.",
                      "'this allows you to interactively run commands' -> 'npm exec allows commands to be run interactively'; the two sentences joined with 'but'; backticks dropped"),
            paraphrase=("Given neither positional arguments nor --call, npm exec lets commands be run interactively in a shell much like the one package.json scripts run in, except in CI environments with a TTY on standard input, where this mode is unavailable so as not to hang.",
                        "freer rewording; 'the same sort of shell environment' -> 'a shell much like the one'; 'is not supported ... to prevent hangs' -> 'is unavailable so as not to hang'"),
            contradiction=("Run without positional arguments or --call, npm exec allows commands to be run interactively in the same sort of shell environment as package.json scripts, and this interactive mode is also supported in CI environments when standard input is a TTY.",
                           "[negation] 'Interactive mode is not supported in CI environments when standard input is a TTY' -> 'is also supported'"),
            overclaim=("Run without positional arguments or --call, npm exec gives an interactive shell that is identical in every respect to the environment package.json scripts run in, except that it is disabled in CI environments when standard input is a TTY.",
                       "'the same sort of shell environment' -> 'identical in every respect'; 'identical' and 'every respect' do not occur in the page"),
            added=("Run without positional arguments or --call, npm exec lets commands be run interactively in the same sort of shell environment as package.json scripts, and typing exit returns to the original shell.",
                   "added detail (typing exit returns to the original shell) not in the page; 'exit' occurs only in 'npm exec exits with an error', 'shell' never about leaving the mode; not checked in the world"),
        ),
        dict(
            section="Description",
            start="When standard input is not a TTY or a CI environment",
            end="`--yes` is assumed.",
            reworded=("When standard input is not a TTY or a CI environment is detected, npm exec assumes --yes.",
                      "passive -> active ('--yes is assumed' -> 'npm exec assumes --yes'); backticks dropped"),
            paraphrase=("npm exec behaves as though --yes had been passed whenever a CI environment is detected or standard input is not a TTY.",
                        "freer rewording; the two conditions swapped in order; 'is assumed' -> 'behaves as though ... had been passed'"),
            contradiction=("When standard input is not a TTY or a CI environment is detected, npm exec assumes --no.",
                           "[direction] '--yes is assumed' -> '--no' (the opposite answer, which the preceding sentence names as the other way to suppress the prompt)"),
            overclaim=("When standard input is not a TTY or a CI environment is detected, every npm command assumes --yes.",
                       "scope widened in place: the page says this of npm exec's install prompt, not of every npm command ('every' occurs only in config entries: 'run every dependency install script')"),
            added=("When standard input is not a TTY or a CI environment is detected, npm exec assumes --yes and logs a warning naming the packages it is about to install.",
                   "added output (a warning naming the packages) not in the page; 'warn-' occurs only in the strict-allow-scripts entry ('from a warning into a hard error'), 'log' not at all; invented"),
        ),
        dict(
            section="Workspaces support",
            start="If no positional argument or `--call` option is provided, it will open",
            end="one at a time.",
            reworded=("If no positional argument or --call option is provided, npm exec with the workspace or workspaces configs opens an interactive subshell in the context of each of the configured workspaces, one at a time.",
                      "'it' -> 'npm exec with the workspace or workspaces configs' (the section's preceding sentence); 'will open' -> 'opens'; 'these configured workspaces' -> 'the configured workspaces'; backticks dropped"),
            paraphrase=("Used with workspaces but given neither a positional argument nor --call, npm exec goes through the configured workspaces in turn, starting an interactive subshell in each.",
                        "freer rewording; 'one at a time' -> 'goes through ... in turn'; 'open an interactive subshell in the context of each' -> 'starting an interactive subshell in each'"),
            contradiction=("If no positional argument or --call option is provided, npm exec with the workspaces configs opens a single interactive subshell for all of the configured workspaces at once.",
                           "[number] 'in the context of each of these configured workspaces one at a time' -> 'a single interactive subshell for all ... at once' (one subshell per workspace, one at a time -> one subshell for all at once)"),
            overclaim=("npm exec with workspaces opens an interactive subshell in each configured workspace one at a time when no positional argument or --call option is given, and it is the only way npm offers to work inside several workspaces interactively.",
                       "exclusivity added ('the only way npm offers'); the page says nothing of other ways ('only' occurs in 'will only be considered a match', 'but only for the npx executable' and config entries; 'offer' does not occur)"),
            added=("If no positional argument or --call option is provided, npm exec opens an interactive subshell in each of the configured workspaces one at a time, in alphabetical order of workspace name.",
                   "added order (alphabetical by workspace name) not in the page; 'alphabetical' does not occur in it and 'order' only in 'in order to run' (twice); invented"),
        ),
        dict(
            section="prefer-offline",
            start="Bypasses staleness checks for packages.",
            end="use `offline`.",
            reworded=("For npm exec, the prefer-offline setting bypasses staleness checks for packages, missing data is still requested from the server, and full offline mode is forced with offline.",
                      "the subject from the #### heading (prefer-offline) and the section 'A note on caching' of the npm exec page; the three sentences joined; 'To force full offline mode, use offline' -> 'full offline mode is forced with offline'; backticks dropped"),
            paraphrase=("Under prefer-offline npm skips checking whether cached packages are stale, yet still fetches from the server whatever it does not have, and fully offline operation is forced with the separate offline setting instead.",
                        "freer rewording; 'Bypasses staleness checks' -> 'skips checking whether cached packages are stale'; 'Missing data will still be requested' -> 'still fetches ... whatever it does not have'; 'To force full offline mode, use offline' -> 'fully offline operation is forced with the separate offline setting instead'"),
            contradiction=("For npm exec, the prefer-offline setting forces staleness checks for packages, while missing data is still requested from the server and full offline mode requires offline.",
                           "[direction] 'Bypasses staleness checks' -> 'forces staleness checks' (an antonym swap; forcing them is what the page says of prefer-online)"),
            overclaim=("For npm exec, the prefer-offline setting bypasses staleness checks for packages, which makes it the fastest caching mode npm offers.",
                       "a ranking added ('the fastest caching mode'); the page ranks none of prefer-online, prefer-offline and offline by speed ('fast' does not occur in it)"),
            added=("For npm exec, the prefer-offline setting bypasses staleness checks for packages while missing data is still requested from the server, and it can be set in an .npmrc file so that it applies to every npm exec call.",
                   "added detail (set in .npmrc to apply to every call) not in the page; '.npmrc' occurs only in the allow-scripts entry ('configure it in .npmrc'), about allowScripts; not checked in the world"),
        ),
    ]))
