# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-54, part B (drafts 6-10).

Same format as review-claims-53's parts.  The documents are the Markdown
contributor guides of Node.js as installed on this machine by the Debian
package nodejs (20.20.2-1nodesource1+repack1); `path` is relative to the
corpus root /usr/share/doc/nodejs/contributing (the self-check reads it from
RC54_CORPUS_ROOT if that is set).  One entry per document, in draft order.
Each sentence gives the section it comes from, a start anchor (unique in the
raw file) and an end anchor (first match after the start, inclusive), plus
five hand-written (claim, note) tuples, one per kind.

`kind` is "contributing" and `num` is "Node.js" for every page; `title` is
the page's H1 heading with markup read away (none of the five has any), so a
draft heading reads "## Node.js contributing: C++ style guide" and the
draft's first line "# Notes on Node.js contributing" (that is, the build
writes "# Notes on %s %s" % (num, kind) where review-claims-53's wrote
"# Notes on %s" % num).  `section` is the text of the nearest heading above
the cut, its '#' marks dropped (backticks kept, as in review-claims-53's
sections); a cut above the first ## heading has the H1 title as its section.

Every cut is prose from the page's own sections (not Table of contents, not
a code block, table, link reference definition or image) and occurs in no
other file under the corpus root, raw, with white space normalised, or with
markup, case and white space read away; so does every sentence of six words
or more inside it; and neither the cut nor any such sentence occurs twice in
its own page (check_part_b.py tests this; see notes-b.md).

No spare is used: each of the five assigned pages has far more than four
page-specific sentences of 12-45 words.  DRAFTS gives the draft number of
each DOCS entry.

Contradiction sub-kinds, planned over the 20 sentences before writing, with
review-claims-53 part B's split (number 3, entity 3, direction 4,
negation 6, roles 4):

    draft  s1         s2         s3         s4
    06     roles      negation   direction  negation
    07     negation   entity     roles      number
    08     roles      direction  number     negation
    09     negation   direction  number     entity
    10     direction  negation   roles      entity

    number 3 (d07-s4, d08-s3, d09-s3); entity 3 (d07-s2, d09-s4, d10-s4);
    direction 4 (d06-s3, d08-s2, d09-s2, d10-s1); negation 6 (d06-s2,
    d06-s4, d07-s1, d08-s4, d09-s1, d10-s2); roles 4 (d06-s1, d07-s3,
    d08-s1, d10-s3).
"""

DOCS = []
DRAFTS = [6, 7, 8, 9, 10]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-06
# cpp-style-guide.md (13,120 bytes): # C++ style guide, a two-line intro,
# ## Table of contents, ## Guides and references, ## Formatting (eleven ###
# rules, mostly code), ## Memory management (six ###), ## Others (five ###,
# one #### under the last), link reference definitions.  One cut from each of
# the four ## sections with prose.
DOCS.append(dict(
    path="cpp-style-guide.md",
    kind="contributing", num="Node.js", title="C++ style guide",
    sentences=[
        dict(
            section="Guides and references",
            start="In general, code should follow the C++ Core Guidelines",
            end="with automatic\ntools.",
            reworded=("In general, Node.js C++ code should follow the C++ Core Guidelines unless the Google C++ Style Guide or the Node.js style guide itself overrides them, and at the moment reviewers check these guidelines manually, with the goal of validating them with automatic tools.",
                      "'code should follow ... unless overridden by the Google C++ Style Guide or this document' -> 'Node.js C++ code should follow ... unless the Google C++ Style Guide or the Node.js style guide itself overrides them'; 'these guidelines are checked manually by reviewers' -> 'reviewers check these guidelines manually'; 'with the goal to validate this' -> 'with the goal of validating them'"),
            paraphrase=("Wherever neither the project's own C++ guide nor Google's style guide says otherwise, contributors fall back on the ISO Core Guidelines, and for now compliance is policed by people reviewing the code, though the plan is to have tools verify it.",
                        "freer rewording; the override order told from the other end ('Wherever neither ... says otherwise ... fall back on'); 'C++ Core Guidelines' -> 'the ISO Core Guidelines' (the page's list: 'The ISO [C++ Core Guidelines][]'); 'checked manually by reviewers' -> 'policed by people reviewing the code'; 'with the goal to validate this with automatic tools' -> 'the plan is to have tools verify it'"),
            contradiction=("In general, Node.js C++ code should follow the Google C++ Style Guide unless it is overridden by the C++ Core Guidelines or the Node.js style guide, and reviewers currently check these guidelines by hand.",
                           "[roles] the two guides swapped: the C++ Core Guidelines (the base that is overridden) and the Google C++ Style Guide (one of the guides that override it)"),
            overclaim=("Node.js reviewers check every C++ change by hand against all of these guidelines, and no C++ code can land in Node.js without passing that review.",
                       "scope and force raised: 'these guidelines are checked manually by reviewers' -> 'every C++ change ... against all of these guidelines' and 'no C++ code can land ... without passing that review'; the page says nothing about every change or landing ('land' and 'every' do not occur in it)"),
            added=("Node.js C++ code follows the C++ Core Guidelines unless the Google guide or the project's own guide says otherwise, and the guidelines are checked by reviewers for now, with clang-tidy planned as the automatic tool.",
                   "added detail (clang-tidy named as the planned automatic tool) not in the page; 'clang' does not occur in it (the only tool it names is cpplint, behind make lint-cpp, in Formatting); invented, not checked"),
        ),
        dict(
            section="C++ style comments",
            start="The codebase may contain old C style comments",
            end="changing/improving those\ncomments.",
            reworded=("The Node.js codebase may still contain old C style comments from before C++ style comments became the preferred style, and contributors are free to update them when working on code in the immediate vicinity or when changing or improving those comments.",
                      "'The codebase' -> 'The Node.js codebase'; 'from before this was the preferred style' -> 'from before C++ style comments became the preferred style' (the section's subject); 'Feel free to update old comments' -> 'contributors are free to update them'; 'changing/improving' -> 'changing or improving'; the backticked /* */ dropped"),
            paraphrase=("Legacy slash-star comments that predate the current convention can still turn up in the source, and it is fine to convert them while editing the code right around them or while reworking the comments themselves.",
                        "freer rewording; 'old C style comments (/* */)' -> 'Legacy slash-star comments'; 'from before this was the preferred style' -> 'that predate the current convention'; 'Feel free to update ... to the preferred style' -> 'it is fine to convert them'; 'in the immediate vicinity' -> 'right around them'"),
            contradiction=("The Node.js codebase may still contain old C style comments from before the current preference, but contributors should leave them as they are and not update them, even when working on code right next to them.",
                           "[negation] 'Feel free to update old comments to the preferred style when working on code in the immediate vicinity' -> 'should leave them as they are and not update them, even when working on code right next to them'"),
            overclaim=("Node.js contributors are expected to convert every old C style comment they come across anywhere in the codebase to the preferred C++ style.",
                       "permission made a duty and scope widened: 'Feel free to update old comments ... when working on code in the immediate vicinity or when changing/improving those comments' -> 'are expected to convert every old C style comment they come across anywhere in the codebase'; 'expected' and 'anywhere' do not occur in the page"),
            added=("Old C style comments in the Node.js codebase may be updated to the preferred style when working on nearby code, and such clean-ups should go in a separate commit from the functional change.",
                   "added rule (a separate commit for comment clean-ups) not in the page; 'commit' does not occur in it; plausible advice, invented for this guide, not checked"),
        ),
        dict(
            section="Avoid non-const references",
            start="Using non-const references often obscures",
            end="that modifications take place.",
            reworded=("The Node.js C++ style guide says that non-const references often obscure which values an assignment changes, and suggests using a pointer instead, since a pointer requires more explicit syntax to indicate that modifications take place.",
                      "the page's subject named ('The Node.js C++ style guide says'); 'obscures which values are changed by an assignment' -> 'obscure which values an assignment changes'; 'Consider using a pointer instead, which requires' -> 'suggests using a pointer instead, since a pointer requires'"),
            paraphrase=("Because a mutable reference can hide what a given assignment actually alters, the guide leans towards passing a pointer, whose more explicit syntax signals that something is being modified.",
                        "freer rewording; 'non-const references often obscures which values are changed by an assignment' -> 'a mutable reference can hide what a given assignment actually alters'; 'Consider using a pointer instead' -> 'the guide leans towards passing a pointer'; 'requires more explicit syntax to indicate that modifications take place' -> 'whose more explicit syntax signals that something is being modified'"),
            contradiction=("The Node.js C++ style guide says that non-const references usually make it clearer which values an assignment changes, which is why they are preferred over pointers for values that get modified.",
                           "[direction] 'often obscures which values are changed' -> 'usually make it clearer which values ... changes' (obscure -> clarify, an antonym swap), and with it the advice reversed ('Consider using a pointer instead' -> 'preferred over pointers')"),
            overclaim=("The Node.js C++ style guide bans non-const references outright and requires a pointer in every case where a function modifies a value.",
                       "advice made an absolute rule: 'Consider using a pointer instead' -> 'bans non-const references outright and requires a pointer in every case'; 'ban', 'outright' and 'every' do not occur in the page (the section's code example even keeps a non-const reference as 'okay here', which a reader may take as contradicting)"),
            added=("The Node.js C++ style guide prefers a pointer over a non-const reference so that modifications are explicit, and the cpplint linter flags non-const reference parameters as errors.",
                   "added detail (cpplint flags non-const reference parameters) not in the page; the page names cpplint only in Formatting, where it says the linter 'does not currently catch a lot of rules'; cpplint has such a check (runtime/references) as far as I know, so it may be true in the world"),
        ),
        dict(
            section="Avoid throwing JavaScript errors in nested C++ methods",
            start="Node.js is built [without C++ exception handling]",
            end="**will** break.",
            reworded=("Node.js is built without C++ exception handling, so C++ code that uses throw, or even try and catch, will break.",
                      "'code using throw or even try and catch will break' -> 'C++ code that uses throw, or even try and catch, will break'; link, backticks and bold dropped"),
            paraphrase=("Since the runtime is compiled with C++ exceptions switched off, any throw statement or try/catch block in its native code is bound to fail.",
                        "freer rewording; 'Node.js is built without C++ exception handling' -> 'the runtime is compiled with C++ exceptions switched off'; 'code using throw or even try and catch will break' -> 'any throw statement or try/catch block in its native code is bound to fail'"),
            contradiction=("Node.js is built with C++ exception handling enabled, so its C++ code can safely use throw as well as try and catch.",
                           "[negation] 'built without C++ exception handling, so code using throw or even try and catch will break' -> 'built with C++ exception handling enabled, so its C++ code can safely use throw as well as try and catch'"),
            overclaim=("Because Node.js is built without C++ exception handling, none of the C++ libraries it bundles as dependencies may use exceptions either.",
                       "scope widened: the page speaks of code built into Node.js with its settings; the claim extends the ban to every bundled C++ dependency ('bundle', 'libraries' and 'dependencies' do not occur in the page)"),
            added=("Node.js is built without C++ exception handling, which is done by passing the -fno-exceptions flag to the compiler, so code that uses throw, try or catch will break.",
                   "added mechanism (the -fno-exceptions compiler flag) not in the page; 'fno-exceptions' and 'compiler' do not occur in it, 'flag' only in the code example's set_foo_flag (the link goes to a GCC manual page); true of the Node.js build as far as I know"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# api-documentation.md (15,771 bytes): # Node.js API Documentation Tooling
# with a long intro (prose, two numbered lists, #### Vocabulary & Good to
# Know's), ## CLI Arguments (a table, a note, ### Basic Usage with code),
# ## Dependencies and how the Tooling works internally (### What are the
# steps ..., ### What each file is responsible for?), ## The Build Process
# (### `html.mjs` with six #### methods, ### `json.mjs` with #### `jsonAPI`).
# One cut from the intro and one from each ## section.
DOCS.append(dict(
    path="api-documentation.md",
    kind="contributing", num="Node.js", title="Node.js API Documentation Tooling",
    sentences=[
        dict(
            section="Node.js API Documentation Tooling",
            start="This documentation serves the purpose of explaining",
            end="how to write documentation for Node.js.",
            reworded=("The Node.js API documentation tooling guide serves to explain the existing tooling processes, to allow easier maintenance and evolution of the tooling, and it is not meant to be a guide on how to write documentation for Node.js.",
                      "'This documentation' -> 'The Node.js API documentation tooling guide' (the page's subject named); 'serves the purpose of explaining' -> 'serves to explain'; the two sentences joined"),
            paraphrase=("The page exists so that people can look after and develop the doc-generation tools more easily by understanding how they currently work; it does not teach anyone how to author Node.js docs.",
                        "freer rewording; 'to allow easier maintenance and evolution of the tooling' -> 'so that people can look after and develop the doc-generation tools more easily'; 'explaining the existing tooling processes' -> 'understanding how they currently work'; 'It is not meant to be a guide on how to write documentation for Node.js' -> 'it does not teach anyone how to author Node.js docs'"),
            contradiction=("The Node.js API documentation tooling guide explains the existing tooling processes and is also meant to serve as a guide on how to write documentation for Node.js.",
                           "[negation] 'It is not meant to be a guide on how to write documentation for Node.js' -> 'is also meant to serve as a guide on how to write documentation for Node.js'"),
            overclaim=("The Node.js API documentation tooling guide is the official reference that every change to the documentation tooling must follow.",
                       "purpose made a mandate: 'serves the purpose of explaining the existing tooling processes' -> 'the official reference that every change to the documentation tooling must follow'; 'official' and 'every' do not occur in the page"),
            added=("The Node.js API documentation tooling guide explains the existing tooling for easier maintenance, and for advice on writing the docs themselves it points readers to the documentation style guide.",
                   "added pointer (to a documentation style guide) not in the page; 'style guide' does not occur in it and it links no such page; Node.js does have a documentation style guide as far as I know, so a reader may think it true, but this page does not say so"),
        ),
        dict(
            section="CLI Arguments",
            start="**Note:** both of the `apilinks`",
            end="files containing a JSON\nobject.",
            reworded=("Both the apilinks and the versions-file parameters of the Node.js documentation tooling are generated by the Node.js build process, that is the Makefile, and both are files containing a JSON object.",
                      "'both of the apilinks and versions-file parameters' -> 'Both the apilinks and the versions-file parameters of the Node.js documentation tooling'; '(Makefile)' -> 'that is the Makefile'; 'And they're files containing a JSON object' -> 'and both are files containing a JSON object'; bold and backticks dropped"),
            paraphrase=("The two inputs given as apilinks and versions-file come out of the Makefile-driven build of Node.js, and each of them is a file holding one JSON object.",
                        "freer rewording; 'parameters' -> 'inputs given as'; 'are generated by the Node.js build process (Makefile)' -> 'come out of the Makefile-driven build of Node.js'; 'files containing a JSON object' -> 'a file holding one JSON object'"),
            contradiction=("Both the apilinks and the versions-file parameters of the Node.js documentation tooling are generated by the Node.js build process, and both are YAML files rather than files containing JSON.",
                           "[entity] 'files containing a JSON object' -> 'YAML files rather than files containing JSON' (the format swapped)"),
            overclaim=("The apilinks and versions-file JSON files produced by the Makefile are the only inputs of the Node.js documentation tooling that the build process generates.",
                       "exclusivity added ('the only inputs ... that the build process generates'); the page says these two are generated and says nothing of other inputs either way ('only' occurs elsewhere in the page, never about inputs)"),
            added=("The apilinks and versions-file parameters of the Node.js documentation tooling are JSON files generated by the build process, each written by its own helper script kept in tools/doc.",
                   "added detail (a helper script in tools/doc for each file) not in the page; the page names tools/doc only as the tooling's home and names no such scripts; true of the Node.js repository as far as I know (apilinks and versions scripts), not checked"),
        ),
        dict(
            section="Dependencies and how the Tooling works internally",
            start="In addition to `unified` we also use",
            end="to help convert to and from\nMarkdown.",
            reworded=("Besides unified, the Node.js API documentation tooling also uses Remark for manipulating the Markdown part and Rehype to help convert to and from Markdown.",
                      "'In addition to unified we also use' -> 'Besides unified, the Node.js API documentation tooling also uses'; links and backticks dropped"),
            paraphrase=("On top of unified, the doc generator leans on two further libraries: Remark to work on the Markdown itself and Rehype to assist with turning content into Markdown and back.",
                        "freer rewording; 'In addition to unified we also use' -> 'On top of unified, the doc generator leans on two further libraries'; 'for manipulating the Markdown part' -> 'to work on the Markdown itself'; 'to help convert to and from Markdown' -> 'to assist with turning content into Markdown and back'"),
            contradiction=("Besides unified, the Node.js API documentation tooling uses Rehype for manipulating the Markdown part and Remark to help convert to and from Markdown.",
                           "[roles] the two libraries swapped: Remark (manipulates the Markdown part) and Rehype (helps convert to and from Markdown)"),
            overclaim=("In the Node.js API documentation tooling, Remark alone handles every manipulation of the Markdown, and Rehype performs all conversion to and from Markdown by itself.",
                       "roles made exclusive and complete: 'Remark for manipulating the Markdown part' -> 'Remark alone handles every manipulation'; 'Rehype to help convert' -> 'Rehype performs all conversion ... by itself' (the page says 'help'); 'alone' does not occur in the page, 'itself' only in the CLI table ('supplied by Node.js itself')"),
            added=("Besides unified, the Node.js documentation tooling uses Remark for the Markdown part and Rehype for conversion, and both libraries are pinned to exact versions in the tooling's package.json.",
                   "added detail (exact version pins in a package.json) not in the page; 'package.json', 'pinned' and 'version' in this sense do not occur in it; invented, not checked"),
        ),
        dict(
            section="`parseYAML`",
            start="**Note:** The `changes` field gets prepended",
            end="is prepended for now.",
            reworded=("In the Node.js documentation tooling, the changes field gets the added, deprecated and removed fields prepended if they exist, the table is only generated if a changes field exists, and the new tooling prepends only added for now.",
                      "'The changes field gets prepended with the added, deprecated and removed fields' -> 'the changes field gets the added, deprecated and removed fields prepended'; 'In the new tooling only \"added\" is prepended for now' -> 'the new tooling prepends only added for now'; bold, quotes and backticks dropped"),
            paraphrase=("Any added, deprecated or removed entries are placed in front of the changes data, no history table appears unless changes is present, and the rewritten tooling for the time being carries over just the added entry.",
                        "freer rewording; 'gets prepended with' -> 'are placed in front of'; 'The table only gets generated if a changes field exists' -> 'no history table appears unless changes is present' (the YAML table lists changes as 'all the changes (historical ones)'); 'In the new tooling only added is prepended for now' -> 'the rewritten tooling for the time being carries over just the added entry'"),
            contradiction=("In the Node.js documentation tooling, the changes field gets the added, deprecated and removed fields prepended if they exist, and the new tooling prepends all three of those fields as well.",
                           "[number] 'In the new tooling only \"added\" is prepended for now' (one field) -> 'the new tooling prepends all three of those fields as well'"),
            overclaim=("The new Node.js documentation tooling will soon prepend the deprecated and removed fields as well, so that it matches the old tooling exactly.",
                       "certainty raised: 'only \"added\" is prepended for now' implies at most that this may change; the claim promises that it 'will soon' change and match 'exactly'; 'soon' and 'exactly' do not occur in the page"),
            added=("The changes field gets the added, deprecated and removed fields prepended if they exist, and the history table built from it lists the newest version first.",
                   "added detail (the table's order, newest first) not in the page; 'newest', 'order' and 'sorted' do not occur in it; invented, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# writing-and-running-benchmarks.md (26,903 bytes): # How to write and run
# benchmarks in Node.js core, ## Table of contents, ## Prerequisites (### HTTP
# benchmark requirements with two ####, ### Benchmark analysis requirements),
# ## Running benchmarks (eight ### with #### subsections, much console
# output), ## Creating a benchmark (### Basics of a benchmark, ### Creating an
# HTTP benchmark), link reference definitions.  One cut from Prerequisites,
# two from Running benchmarks, one from Creating a benchmark.
DOCS.append(dict(
    path="writing-and-running-benchmarks.md",
    kind="contributing", num="Node.js", title="How to write and run benchmarks in Node.js core",
    sentences=[
        dict(
            section="HTTP benchmark requirements",
            start="By default, `wrk` will be used as the benchmarker.",
            end="will be used in its place.",
            reworded=("By default, the Node.js HTTP benchmarks use wrk as the benchmarker, and if wrk is not available, autocannon is used in its place.",
                      "'wrk will be used as the benchmarker' -> 'the Node.js HTTP benchmarks use wrk as the benchmarker' (the section's subject named); 'If it is not available' -> 'if wrk is not available'; backticks dropped"),
            paraphrase=("For HTTP benchmarking in Node.js core, wrk is the first choice of load generator, and autocannon only steps in when wrk cannot be found.",
                        "freer rewording; 'By default, wrk will be used as the benchmarker' -> 'wrk is the first choice of load generator'; 'If it is not available, autocannon will be used in its place' -> 'autocannon only steps in when wrk cannot be found'"),
            contradiction=("By default, the Node.js HTTP benchmarks use autocannon as the benchmarker, and if autocannon is not available, wrk is used in its place.",
                           "[roles] the two benchmarkers swapped: wrk (the default) and autocannon (the fallback)"),
            overclaim=("Since wrk is the default, every Node.js core benchmark, not only the HTTP ones, is run through wrk whenever it is installed.",
                       "scope widened: the section is about HTTP benchmarks ('Most of the HTTP benchmarks require a benchmarker'); the claim makes wrk the runner of every benchmark; 'every' and 'whenever' do not occur in the page"),
            added=("The Node.js HTTP benchmarks use wrk by default and fall back to autocannon when wrk is missing, because wrk produces less measurement noise.",
                   "added reason (less measurement noise) not in the page; 'noise' does not occur in it and the page gives no reason for the default; invented, not checked"),
        ),
        dict(
            section="Running individual benchmarks",
            start="Each configuration combination is executed in a separate",
            end="(higher is better).**",
            reworded=("When a Node.js benchmark is run, each configuration combination is executed in a separate process, which ensures that results aren't affected by the execution order due to V8 optimizations, and the last number is the rate of operations in ops/sec, where higher is better.",
                      "'Each configuration combination is executed in a separate process' kept with 'When a Node.js benchmark is run' added; 'This ensures that benchmark results' -> 'which ensures that results'; 'measured in ops/sec (higher is better)' -> 'in ops/sec, where higher is better'; bold dropped"),
            paraphrase=("Every mix of parameter values gets a process of its own, which stops V8's optimisations from making the outcome depend on the order of runs, and the final figure reported is throughput in operations per second, so a bigger value means a better result.",
                        "freer rewording; 'configuration combination' -> 'mix of parameter values'; 'executed in a separate process' -> 'gets a process of its own'; 'aren't affected by the execution order due to V8 optimizations' -> 'stops V8's optimisations from making the outcome depend on the order of runs'; 'The last number is the rate of operations measured in ops/sec (higher is better)' -> 'the final figure reported is throughput in operations per second, so a bigger value means a better result'"),
            contradiction=("A Node.js benchmark runs each configuration combination in a separate process so that V8 optimizations do not make results depend on execution order, and the last number it prints is the rate in ops/sec, where a lower value is better.",
                           "[direction] '(higher is better)' -> 'where a lower value is better' (higher -> lower, an antonym swap)"),
            overclaim=("Running each configuration combination in its own process makes Node.js benchmark results completely immune to every source of measurement noise.",
                       "effect widened: 'ensures that benchmark results aren't affected by the execution order due to V8 optimizations' (one effect) -> 'completely immune to every source of measurement noise'; 'immune', 'noise' and 'completely' do not occur in the page"),
            added=("Each configuration combination of a Node.js benchmark runs in its own process, and these processes are run one after another rather than in parallel so that they do not compete for the CPU.",
                   "added detail (the processes run one after another, not in parallel) not in the page; 'parallel' occurs only in 'To run multiple compiled versions in parallel' (Comparing Node.js versions), 'compete' not at all; true of benchmark/common.js as far as I know, not checked"),
        ),
        dict(
            section="Comparing Node.js versions",
            start="A possible solution is to instead",
            end="the risk is 0.1%.",
            reworded=("When comparing Node.js versions with the benchmark tools, one possible solution is to consider at least two stars as the threshold, in which case the risk is 1%, and if three stars are considered the risk is 0.1%.",
                      "the section's subject named ('When comparing Node.js versions with the benchmark tools'); 'A possible solution is to instead consider' -> 'one possible solution is to consider'; 'in that case the risk is 1%' -> 'in which case the risk is 1%'; 'If three stars (***) is considered the risk is 0.1%' -> 'if three stars are considered the risk is 0.1%'; the backticked stars dropped"),
            paraphrase=("Asking for a double star before trusting a result cuts the chance of a false finding to one in a hundred, and asking for a triple star cuts it to one in a thousand.",
                        "freer rewording; 'consider at least two stars as the threshold' -> 'Asking for a double star before trusting a result'; 'the risk is 1%' -> 'cuts the chance of a false finding to one in a hundred' (the risk is, from the sentence before the cut, that a significant difference 'doesn't actually exist'); '0.1%' -> 'one in a thousand'"),
            contradiction=("When comparing Node.js versions with the benchmark tools, taking at least two stars as the threshold leaves a risk of 10%, while three stars bring it down to 0.1%.",
                           "[number] 'in that case the risk is 1%' -> 'leaves a risk of 10%'"),
            overclaim=("Node.js collaborators require at least two stars in a benchmark comparison before any performance claim in a pull request is accepted.",
                       "a possible solution made a project rule: 'A possible solution is to instead consider at least two stars as the threshold' -> 'require at least two stars ... before any performance claim in a pull request is accepted'; 'accepted' and 'collaborator' do not occur in the page, 'require' only in other senses ('require a benchmarker', 'may require more runs', the require() calls)"),
            added=("Taking at least two stars as the threshold lowers the risk to 1% and three stars to 0.1%, and the compare.R script has an option to hide results below a chosen number of stars.",
                   "added feature (an option of compare.R to hide results by stars) not in the page; 'hide' does not occur in it; the page names only --plot for compare.R; invented, not checked"),
        ),
        dict(
            section="Basics of a benchmark",
            start="The first pass will configure the benchmark",
            end="when running the benchmarks will be used.",
            reworded=("In the first pass of a Node.js benchmark script, the benchmark is configured with the combination of parameters specified in configs and the main function is not run, and no flags are used except those passed directly via commands when running the benchmarks.",
                      "'The first pass will configure the benchmark' -> 'In the first pass of a Node.js benchmark script, the benchmark is configured'; 'WILL NOT run the main function' -> 'the main function is not run'; 'In this pass, no flags except the ones directly passed via commands ... will be used' -> 'no flags are used except those passed directly via commands'; backticks and capitals dropped"),
            paraphrase=("During the initial run, the script merely sets itself up from the parameter combinations listed in configs without ever calling main, and the only flags in effect are the ones given on the command line when the benchmarks were launched.",
                        "freer rewording; 'The first pass' -> 'During the initial run'; 'will configure the benchmark with the combination of parameters specified in configs' -> 'merely sets itself up from the parameter combinations listed in configs'; 'WILL NOT run the main function' -> 'without ever calling main'; 'no flags except the ones directly passed via commands' -> 'the only flags in effect are the ones given on the command line'"),
            contradiction=("In the first pass of a Node.js benchmark script, the benchmark is configured with the parameters in configs and the main function is run as well, with only the flags passed directly via commands.",
                           "[negation] 'and WILL NOT run the main function' -> 'and the main function is run as well'"),
            overclaim=("Like the benchmark scripts, every test script in Node.js core is run in two passes, the first of which configures it without running its main function.",
                       "scope widened from benchmark scripts ('The benchmark script will be run twice') to 'every test script in Node.js core'; the page speaks of benchmarks only ('test script' does not occur in it)"),
            added=("In the first pass of a Node.js benchmark, the script is configured from configs without running main, and the list of parameter combinations it produces is printed to standard error.",
                   "added detail (the combinations printed to standard error) not in the page; 'standard error' and 'stderr' do not occur in it; invented, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# investigating-native-memory-leaks.md (31,295 bytes): # Investigating memory
# leaks with Valgrind with a two-paragraph intro, ## Valgrind, ## Installation,
# ## Invocation, ## An obvious memory leak, ## Generating a Valgrind
# suppression file, ## Enabling debug symbols to get more information
# (### Native addons, ### Node.js binary); long console outputs between the
# prose.  One cut each from the intro, Valgrind, Invocation and Enabling
# debug symbols.
DOCS.append(dict(
    path="investigating-native-memory-leaks.md",
    kind="contributing", num="Node.js", title="Investigating memory leaks with Valgrind",
    sentences=[
        dict(
            section="Investigating memory leaks with Valgrind",
            start="A Node.js process may run out of memory",
            end="api/n-api.html).",
            reworded=("A Node.js process may run out of memory due to excessive consumption of native memory, which is memory that is not managed by the V8 garbage collector and is allocated by the Node.js runtime, its dependencies or native addons.",
                      "the two sentences joined with 'which is'; 'Native Memory is memory which is not managed by the V8 Garbage collector' -> 'which is memory that is not managed by the V8 garbage collector'; 'either by' -> 'by'; link dropped"),
            paraphrase=("Memory that lies outside the reach of V8's garbage collector, handed out by the runtime itself, by the libraries it depends on or by native add-ons, can grow until the process has none left.",
                        "freer rewording, the definition first; 'not managed by the V8 Garbage collector' -> 'lies outside the reach of V8's garbage collector'; 'allocated either by the Node.js runtime, its dependencies or native addons' -> 'handed out by the runtime itself, by the libraries it depends on or by native add-ons'; 'may run out of memory due to excessive consumption' -> 'can grow until the process has none left'"),
            contradiction=("A Node.js process may run out of memory due to excessive consumption of native memory, which is memory that the V8 garbage collector manages on behalf of the runtime, its dependencies and native addons.",
                           "[negation] 'Native Memory is memory which is not managed by the V8 Garbage collector' -> 'memory that the V8 garbage collector manages'"),
            overclaim=("Whenever a Node.js process runs out of memory, the cause is excessive consumption of native memory by the runtime, its dependencies or native addons.",
                       "possibility made a universal cause: 'A Node.js process may run out of memory due to excessive consumption of native memory' -> 'Whenever a Node.js process runs out of memory, the cause is'; 'whenever' does not occur in the page"),
            added=("A Node.js process may run out of native memory, which the V8 garbage collector does not manage, and the --max-old-space-size option places no limit on that memory.",
                   "added detail (--max-old-space-size does not limit native memory) not in the page; 'max-old-space-size' and 'limit' do not occur in it; true of Node.js as far as I know"),
        ),
        dict(
            section="Valgrind",
            start="Be patient, running under Valgrind slows execution",
            end="to the smallest reproduce.",
            reworded=("When using Valgrind on Node.js, one should be patient, because running under Valgrind slows execution significantly due to the checks being performed, and the test case should be reduced to the smallest reproduction.",
                      "the list's lead 'To use Valgrind:' rendered as 'When using Valgrind on Node.js'; 'Be patient' -> 'one should be patient'; 'Reduce your test case to the smallest reproduce' -> 'the test case should be reduced to the smallest reproduction' (the page's 'reproduce' read as 'reproduction')"),
            paraphrase=("Valgrind's checks make a program run a great deal more slowly, so it pays to be patient and to cut the failing case down to the smallest example that still shows the problem.",
                        "freer rewording; 'running under Valgrind slows execution significantly due to the checks being performed' -> 'Valgrind's checks make a program run a great deal more slowly'; 'Be patient' -> 'it pays to be patient'; 'Reduce your test case to the smallest reproduce' -> 'cut the failing case down to the smallest example that still shows the problem'"),
            contradiction=("When using Valgrind on Node.js, running under Valgrind speeds up execution noticeably because of the checks being performed, though the test case should still be reduced to the smallest reproduction.",
                           "[direction] 'slows execution significantly' -> 'speeds up execution noticeably' (slow -> speed up, an antonym swap)"),
            overclaim=("Running Node.js under Valgrind slows execution so much that only test cases cut down to a few lines can finish at all.",
                       "degree raised to an absolute: 'slows execution significantly' and 'Reduce your test case to the smallest reproduce' -> 'only test cases cut down to a few lines can finish at all'; the page's next sentence says only that a minimum case lets it run 'in a reasonable time' ('finish' and 'lines' in this sense do not occur in the page)"),
            added=("Running Node.js under Valgrind slows execution significantly because of its checks, typically by a factor of twenty to fifty, so test cases should be kept as small as possible.",
                   "added figure (a slowdown of 20 to 50 times) not in the page; 'factor', 'twenty' and 'fifty' do not occur in it; roughly true of Valgrind's memcheck in the world as far as I know"),
        ),
        dict(
            section="Invocation",
            start="Node.js does a pretty good job only leaving on",
            end="not freed on shutdown.",
            reworded=("Node.js does a pretty good job, only leaving on the order of 6 KB of memory that is not freed on shutdown.",
                      "comma added after 'job'; 'that are not freed' -> 'of memory that is not freed' (the paragraph's subject, memory allocated but not freed, named)"),
            paraphrase=("When the process exits, the runtime leaves only a few kilobytes unreleased, roughly six, which is a fairly good result.",
                        "freer rewording; 'on shutdown' -> 'When the process exits'; 'only leaving on the order of 6 KB that are not freed' -> 'leaves only a few kilobytes unreleased, roughly six'; 'does a pretty good job' -> 'which is a fairly good result'"),
            contradiction=("Node.js does a fairly good job at shutdown, though it leaves on the order of 600 KB of memory that is not freed.",
                           "[number] 'on the order of 6 KB' -> 'on the order of 600 KB'"),
            overclaim=("Node.js frees all of its memory on shutdown except for about 6 KB, in every release and on every platform.",
                       "scope widened: the page's measurement (one Valgrind run, on Linux, of the node version shown) -> 'in every release and on every platform'; 'every' does not occur in the page, 'platform' only in the intro ('on Linux platforms')"),
            added=("Node.js leaves only on the order of 6 KB not freed on shutdown, and most of that memory is held by OpenSSL's internal tables.",
                   "added detail (OpenSSL holds most of it) not in the page; 'OpenSSL' does not occur in it; invented, not checked"),
        ),
        dict(
            section="Node.js binary",
            start="Make sure to run with your compiled debug version",
            end="the one which is in `out/Debug`.",
            reworded=("After configuring Node.js with ./configure --debug, two binaries will have been built when make was run, and Valgrind should be run with the compiled debug version of Node.js, the one in out/Debug.",
                      "'Make sure to run with your compiled debug version of Node.js' -> 'Valgrind should be run with the compiled debug version of Node.js' (the section's subject named); 'Having used ./configure --debug' -> 'After configuring Node.js with ./configure --debug'; 'You must use the one which is in out/Debug' -> 'the one in out/Debug'; backticks dropped"),
            paraphrase=("A debug configure leaves a pair of executables behind once make finishes, and the one to run the leak check against is the binary sitting in the Debug output folder.",
                        "freer rewording; 'Having used ./configure --debug, two binaries will have been built when make was run' -> 'A debug configure leaves a pair of executables behind once make finishes'; 'Make sure to run with your compiled debug version ... You must use the one which is in out/Debug' -> 'the one to run the leak check against is the binary sitting in the Debug output folder'"),
            contradiction=("After configuring Node.js with ./configure --debug, two binaries are built when make is run, and the one to use with Valgrind is the one in out/Release rather than out/Debug.",
                           "[entity] 'You must use the one which is in out/Debug' -> 'the one in out/Release rather than out/Debug' (the folder swapped)"),
            overclaim=("Once Node.js is built with ./configure --debug and run from out/Debug, Valgrind reports the exact file and line of every leak it finds.",
                       "result made universal: the section shows file and line for one entry ('Now we can see the specific file name and line ... (inspector_agent.cc:140)'); and Native addons says the addon build 'shows us exactly where the leak is occurring'; the cut only says which binary to use; 'every' does not occur in the page"),
            added=("After ./configure --debug, make builds two binaries, of which the one in out/Debug must be used, and the debug build takes roughly twice as long to compile as a release build.",
                   "added detail (compile time twice as long) not in the page; 'twice' does not occur in it, 'compile' only in 'compile node yourself', 'compile a debug build' and 'Compile with debug enabled'; invented, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# diagnostic-tooling-support-tiers.md (8,189 bytes): # Diagnostic tooling
# support tiers with a long intro (two paragraphs, the tier list, the
# criteria list, the category list), ## Adding a tool to this list (one
# paragraph), ## Tiers (one line), ## Tier 1 .. ## Tier 4 and ## Not yet
# classified (tables only), link reference definitions.  Only the intro and
# Adding a tool to this list have page-specific prose: three cuts from the
# intro, one from Adding a tool.  The Tier 1 and Tier 2 items share two
# sentences and five list lines, which are not used.
DOCS.append(dict(
    path="diagnostic-tooling-support-tiers.md",
    kind="contributing", num="Node.js", title="Diagnostic tooling support tiers",
    sentences=[
        dict(
            section="Diagnostic tooling support tiers",
            start="It is used both\nin development and in production",
            end="a bug within\nthe runtime itself.",
            reworded=("Node.js diagnostic tooling is used both in development and in production to investigate problems, and the failure of one of these tools may be as big a problem for an end user as a bug within the runtime itself.",
                      "'It' -> 'Node.js diagnostic tooling' (the sentence before the cut: 'Diagnostic tooling is important to the consumers of Node.js'); 'in order to investigate' -> 'to investigate'; the two sentences joined"),
            paraphrase=("People rely on these diagnostic tools both while building software and while running it live, so a broken tool can hurt a user just as badly as a defect in the runtime.",
                        "freer rewording; 'used both in development and in production' -> 'both while building software and while running it live'; 'in order to investigate problems' folded into 'rely on'; 'may be as big a problem for an end user as a bug within the runtime itself' -> 'can hurt a user just as badly as a defect in the runtime'"),
            contradiction=("Node.js diagnostic tooling is used in development and in production, but the failure of one of these tools is a far smaller problem for an end user than a bug within the runtime itself.",
                           "[direction] 'may be as big a problem for an end user as a bug within the runtime' -> 'is a far smaller problem for an end user than a bug within the runtime' (as big -> far smaller)"),
            overclaim=("For Node.js users, a broken diagnostic tool is always at least as serious as any bug in the runtime itself.",
                       "possibility made a rule: 'may be as big a problem ... as a bug' -> 'is always at least as serious as any bug'; 'always' occurs in the page only in 'Must always be working' (Tier 1), 'serious' not at all"),
            added=("Node.js diagnostic tooling is used in development and in production to investigate problems, and most production incidents are diagnosed with heap snapshots and CPU profiles.",
                   "added claim (most production incidents diagnosed with heap snapshots and CPU profiles) not in the page; 'incident' and 'snapshot' do not occur in it ('heap profiler' appears only in the Not yet classified table); invented, not checked"),
        ),
        dict(
            section="Diagnostic tooling support tiers",
            start="Tier 1 - Must always be working",
            end="for the tool/API is not green.",
            reworded=("Tier 1 Node.js diagnostic tools must always be working, with CI tests passing, for all Current and LTS Node.js releases, and a release will not be shipped if the test suite for such a tool or API is not green.",
                      "'Tier 1 - Must always be working (CI tests passing)' -> 'Tier 1 Node.js diagnostic tools must always be working, with CI tests passing'; 'the tool/API' -> 'such a tool or API'"),
            paraphrase=("A top-tier diagnostic tool has to keep passing its CI tests on every Current and LTS line, and a failing test suite for it holds the release back from going out.",
                        "freer rewording; 'Tier 1' -> 'A top-tier diagnostic tool'; 'Must always be working (CI tests passing) for all Current and LTS Node.js releases' -> 'has to keep passing its CI tests on every Current and LTS line'; 'A release will not be shipped if the test suite ... is not green' -> 'a failing test suite for it holds the release back from going out'"),
            contradiction=("Tier 1 Node.js diagnostic tools must always be working for all Current and LTS releases, but a release can still be shipped while the test suite of such a tool is failing.",
                           "[negation] 'A release will not be shipped if the test suite for the tool/API is not green' -> 'a release can still be shipped while the test suite of such a tool is failing'"),
            overclaim=("Tier 1 status guarantees that a diagnostic tool works on every Node.js version ever released, end-of-life release lines included.",
                       "scope widened: 'for all Current and LTS Node.js releases' -> 'every Node.js version ever released, end-of-life release lines included'; 'guarantee' and 'end-of-life' do not occur in the page"),
            added=("Tier 1 Node.js diagnostic tools must pass their CI tests for all Current and LTS releases, and the release team lists each tool's test results in the release announcement.",
                   "added practice (test results listed in the release announcement) not in the page; 'announcement' does not occur in it, 'release team' not at all; invented, not checked"),
        ),
        dict(
            section="Diagnostic tooling support tiers",
            start="Memory (M) - tools that provide",
            end="CPU cycles are being spent.",
            reworded=("Among the Node.js diagnostic tool categories, Memory (M) covers tools that provide additional information about memory used in the heap or by native code, and Profiling (P) covers tools that provide additional information about where CPU cycles are being spent.",
                      "the list's lead ('The current categories of tools/APIs that fall under these Tiers are:') rendered as 'Among the Node.js diagnostic tool categories'; the two list items joined with 'covers'; 'Heap' -> 'heap'"),
            paraphrase=("The memory category groups tools that shed extra light on how the heap and native code use memory, while the profiling category groups tools that show where processor time goes.",
                        "freer rewording; 'tools that provide additional information about memory used in the Heap or by native code' -> 'tools that shed extra light on how the heap and native code use memory'; 'about where CPU cycles are being spent' -> 'show where processor time goes'"),
            contradiction=("In the Node.js diagnostic tool categories, Memory (M) covers tools that show where CPU cycles are being spent, while Profiling (P) covers tools about memory used in the heap or by native code.",
                           "[roles] the two categories' descriptions swapped: Memory (memory in the heap or native code) and Profiling (where CPU cycles are spent)"),
            overclaim=("Tools in the Memory category of the Node.js tiers can pinpoint the exact line of code behind every memory leak, whether in the heap or in native code.",
                       "strength raised: 'tools that provide additional information about memory used in the Heap or by native code' -> 'can pinpoint the exact line of code behind every memory leak'; 'leak', 'pinpoint' and 'exact' do not occur in the page"),
            added=("The Memory (M) category covers tools that report on heap and native memory and the Profiling (P) category tools that show where CPU cycles go, and Memory tools must be able to attach without restarting the process.",
                   "added requirement (Memory tools must attach without a restart) not in the page; 'attach' and 'restart' do not occur in it; invented, not checked"),
        ),
        dict(
            section="Adding a tool to this list",
            start="Once it has been added to the list",
            end="based on the criteria\nlisted above.",
            reworded=("Once a tool has been added to the Node.js diagnostic tooling list, promotion to Tier 3 through Tier 1 requires that the requirements listed above be met and that the Diagnostics WG and Release WG agree, based on the criteria listed above.",
                      "'it' -> 'a tool'; 'the list' -> 'the Node.js diagnostic tooling list'; 'AND have agreement from Diagnostics WG and Release WG' -> 'and that the Diagnostics WG and Release WG agree'; quotes and capitals dropped"),
            paraphrase=("Moving a listed tool up into Tier 3, 2 or 1 takes two things: it has to satisfy the stated requirements, and both the Diagnostics and the Release working groups have to sign off on it using the stated criteria.",
                        "freer rewording; 'promotion to Tier 3 through Tier 1' -> 'Moving a listed tool up into Tier 3, 2 or 1'; 'requires that the requirements listed above be met AND have agreement from' -> 'takes two things: it has to satisfy ... and ... have to sign off'; 'WG' -> 'working groups'"),
            contradiction=("Once a tool is on the Node.js diagnostic tooling list, promotion to Tier 3 through Tier 1 requires that the listed requirements be met and that the Technical Steering Committee agree, rather than the Diagnostics WG and Release WG.",
                           "[entity] 'agreement from Diagnostics WG and Release WG' -> 'that the Technical Steering Committee agree, rather than the Diagnostics WG and Release WG' (the deciding body swapped)"),
            overclaim=("Promoting a Node.js diagnostic tool to a higher tier requires a unanimous vote of every member of both the Diagnostics WG and the Release WG.",
                       "agreement made unanimity: 'have agreement from Diagnostics WG and Release WG' -> 'a unanimous vote of every member of both'; 'unanimous', 'vote' and 'member' do not occur in the page"),
            added=("Promotion of a Node.js diagnostic tool to Tier 3 through Tier 1 needs the listed requirements met and the agreement of the Diagnostics WG and Release WG, which is recorded in a pull request to this document.",
                   "added step (the agreement recorded in a pull request) not in the page; 'pull request' does not occur in it; plausible in the world, not checked"),
        ),
    ]))
