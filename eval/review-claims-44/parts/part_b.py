# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-44, part B (drafts 6-10).

Same format as review-claims-42's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

The documents are npm package READMEs; `path` is relative to
/work/main/node_modules (a build script computes that folder as
Path(__file__).resolve().parents[N] / "node_modules").  `kind` is "README";
`num` is the package name (the folder name, equal to the "name" field of the
package's package.json); `title` is the text of the README's first heading
with images, links, HTML and code marks read away.  `section` is the text of
the nearest heading above the sentence (closing '#'s of ATX headings and
badges dropped, other markup kept, as in review-claims-42);
check_part_b.py also derives the top-level section of each cut.

Two of the five assigned documents have too little prose (see notes-b.md):
draft 06 was to be is-extglob/README.md and takes the brief's spare,
jackspeak/README.md; draft 08 was to be editions/README.md and takes
foreground-child/README.md, a substitute chosen by this part's helper
because the brief named only one spare.  The substitution is flagged in
notes-b.md for whoever assembles the set.
"""

DOCS = []

# ---------------------------------------------------------------- draft-06
# Spare, used for is-extglob/README.md (see notes-b.md: is-extglob's only
# package-specific prose is the 8-word tagline and the 10-word History entry;
# its 12+-word paragraphs are verb/jonschlinkert boilerplate).
# jackspeak's README: "# jackspeak" (the title) with eight short intro
# paragraphs, then ## USAGE (code), ## `jack(...)` (an Options list),
# ### heading/description entries, ## Option Definitions (### method
# entries), ## Actions (### entries), ## Some Example Code (code) and
# ## Name.  Sentences from four top-level sections: the intro under the
# title, the `jack(...)` section (a paragraph inside the envPrefix item),
# Option Definitions (### Jack.flag) and Name.
DOCS.append(dict(
    path="jackspeak/README.md",
    kind="README", num="jackspeak", title="jackspeak",
    sentences=[
        dict(
            section="jackspeak",
            start="If you give it a prefix for environment variables",
            end="child processes.",
            reworded=("If jackspeak is given a prefix for environment variables, then defaults will be read from the environment and parsed values written back to it, so configs can easily be passed through to child processes.",
                      "'you give it' made passive with jackspeak (the title) as subject; 'you can easily pass configs' -> 'configs can easily be passed'; the comma before 'and' dropped"),
            paraphrase=("Given an environment-variable prefix, jackspeak takes its defaults from the environment and writes the parsed values back there, which makes it easy to hand configs on to child processes.",
                        "freer rewording; keeps the condition (a prefix given), both directions (defaults read, parsed values written back) and the purpose ('easily pass configs through to child processes' -> 'easy to hand configs on')"),
            contradiction=("If jackspeak is given a prefix for environment variables, then parsed values will be read from the environment and defaults written back to it, so configs can easily be passed through to child processes.",
                           "[roles] what is read from the environment (defaults) and what is written back to it (parsed values) swapped"),
            overclaim=("If jackspeak is given a prefix for environment variables, then defaults will be read from the environment and parsed values written back to it, which guarantees that every child process receives the configs automatically.",
                       "a possibility made a guarantee: 'so you can easily pass configs through to child processes' -> 'guarantees that every child process receives the configs automatically'; 'guarantee' and 'automatic' do not occur in the README (only 'Automatically generates a usage/help banner')"),
            added=("If jackspeak is given a prefix for environment variables, then defaults will be read from the environment and parsed values written back to it, a feature that jackspeak added in version 2.0.",
                   "added origin in time (added in version 2.0) not in the README; '2.0' and 'version' do not occur in it"),
        ),
        dict(
            section="`jack(options: JackOptions = {}) => Jack`",
            start="Boolean values are written as",
            end="or false otherwise.",
            reworded=("When jackspeak writes to the environment, boolean values are written as '1' and '0', and they are treated as true if they are '1' or false otherwise.",
                      "the setting named from the envPrefix item this paragraph belongs to ('write configs to and read configs from the environment'); backticks dropped; 'they're' expanded; 'will be treated' -> 'are treated'"),
            paraphrase=("In jackspeak's environment variables a boolean is stored as '1' or '0', and only the value '1' is read back as true, with anything else counting as false.",
                        "freer rewording; 'treated as true if they're '1' or false otherwise' -> 'only the value '1' is read back as true, with anything else counting as false'"),
            contradiction=("When jackspeak writes to the environment, boolean values are written as '1' and '0', and they are treated as true if they are '0' or false otherwise.",
                           "[number] the value read back as true: '1' -> '0'"),
            overclaim=("When jackspeak writes to the environment, boolean values are written as '1' and '0', and any other program that reads these variables must follow the same convention of treating only '1' as true.",
                       "a convention made a rule for others: 'any other program that reads these variables must follow the same convention'; the README describes only how jackspeak itself writes and reads them"),
            added=("When jackspeak writes to the environment, boolean values are written as '1' and '0', a convention chosen for compatibility with shell scripts, and they are treated as true if they are '1' or false otherwise.",
                   "added purpose (chosen for compatibility with shell scripts) not in the README; 'shell', 'script' and 'compatib' do not occur in it"),
        ),
        dict(
            section="`Jack.flag({ [option: string]: definition, ... })`",
            start="Boolean options may be set to `false` by using a",
            end="to be something else.",
            reworded=("In jackspeak, boolean options may be set to false by using a --no- argument followed by the option name, which is created implicitly if it is not defined to be something else.",
                      "the setting named (jackspeak, the title); the template placeholder --no-${optionName} written out as 'a --no- argument followed by the option name'; 'will be implicitly created' -> 'is created implicitly'; backticks dropped"),
            paraphrase=("Unless it has been defined as something else, jackspeak implicitly creates a --no- form of each boolean option's name, which sets that option to false.",
                        "freer rewording; the condition ('if it's not defined to be something else') moved to the front; the --no- argument described as a form of the option's name"),
            contradiction=("In jackspeak, boolean options may be set to false by using a --no- argument followed by the option name, but that argument is never created implicitly and must always be defined explicitly.",
                           "[negation] 'which will be implicitly created if it's not defined to be something else' -> 'never created implicitly and must always be defined explicitly'"),
            overclaim=("In jackspeak, every option, whatever its type, may be set to false by using a --no- argument followed by the option name, which is created implicitly if it is not defined to be something else.",
                       "scope widened: 'Boolean options' -> 'every option, whatever its type' (the entry sits under Jack.flag, which defines boolean fields)"),
            added=("In jackspeak, boolean options may be set to false by using a --no- argument followed by the option name, which is created implicitly if it is not defined to be something else, a convention borrowed from GNU getopt.",
                   "added origin (borrowed from GNU getopt) not in the README; 'getopt' and 'GNU' do not occur in it; probably not true in the world either (not checked)"),
        ),
        dict(
            section="Name",
            start="Yargs has all the features",
            end="rigid by design.",
            reworded=("Yargs has all the features and is infinitely flexible, while jackspeak, whose name is the slang of the royal navy, does not have all the features and is declarative and rigid by design.",
                      "the four sentences joined; 'This module' and 'It' -> jackspeak; the quotes around \"Jackspeak\" dropped"),
            paraphrase=("Named after the slang of the royal navy, jackspeak lacks some of the features of yargs, which has them all and is infinitely flexible, and jackspeak is declarative and rigid by design.",
                        "freer rewording; 'does not have all the features' -> 'lacks some of the features of yargs'; the naming moved to the front; 'by design' kept on 'declarative and rigid' only"),
            contradiction=("Yargs has all the features and is infinitely flexible, while jackspeak, whose name is pirate slang, does not have all the features and is declarative and rigid by design.",
                           "[entity] 'the slang of the royal navy' -> 'pirate slang' (the previous sentence, outside the cut, says yargs is 'pirate talk themed')"),
            overclaim=("Yargs has all the features and is infinitely flexible, while jackspeak, whose name is the slang of the royal navy, has only a small fraction of them and is declarative and rigid by design.",
                       "degree raised: 'does not have all the features' -> 'has only a small fraction of them'; 'fraction' does not occur in the README"),
            added=("Yargs has all the features and is infinitely flexible, while jackspeak, whose name is the slang of the royal navy and which is used by the glob command-line tool, does not have all the features and is declarative and rigid by design.",
                   "added detail (jackspeak is used by the glob command-line tool) not in the README; 'glob' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-07
# devlop's readme: "# devlop" (the title), badges, a 12-word tagline, then
# ## Contents (links), What is this?, When should I use this?, Install,
# Use, API (### entries with ###### Parameters/Returns/Throws), Types,
# Compatibility, Security, Related, Contribute and License.  Sentences from
# four top-level sections: What is this?, When should I use this?, Use and
# API (### `deprecate(fn, message[, code])`).  Install, Compatibility and
# Contribute are unified-collective boilerplate and were not used.
DOCS.append(dict(
    path="devlop/readme.md",
    kind="README", num="devlop", title="devlop",
    sentences=[
        dict(
            section="What is this?",
            start="This package lets you do things in development",
            end="small in production.",
            reworded=("The devlop package lets developers do things in development that are free in production, and it contains useful assert functions and a deprecate function that are useful when developing JavaScript packages while being small in production.",
                      "'This package' -> 'The devlop package' (the title); 'you' -> 'developers'; the two sentences joined with 'and'; backticks dropped"),
            paraphrase=("Devlop offers handy assertion functions and a deprecate function that help while JavaScript packages are being developed, yet cost nothing in production and stay small there.",
                        "freer rewording; 'do things in development that are free in production' -> 'help while ... being developed, yet cost nothing in production'; 'small in production' kept as 'stay small there'"),
            contradiction=("The devlop package lets developers do things in development that are free in production, and it contains useful assert functions and a deprecate function that are useful when developing JavaScript packages but large in production.",
                           "[direction] 'while being small in production' -> 'but large in production'"),
            overclaim=("The devlop package lets developers do things in development that are free in production, and its assert functions and deprecate function make it the smallest assertion library for JavaScript packages.",
                       "ranking added: 'small in production' -> 'the smallest assertion library for JavaScript packages'; 'smallest' and 'library' do not occur in the README"),
            added=("The devlop package, which grew out of the micromark project, lets developers do things in development that are free in production, with useful assert functions and a deprecate function for developing JavaScript packages.",
                   "added origin (grew out of the micromark project) not in the README; 'micromark' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="When should I use this?",
            start="This package hopes to improve",
            end="deprecations cheap.",
            reworded=("The devlop package hopes to improve the situation around assertions in JavaScript programs by making assertions free and deprecations cheap.",
                      "'This package' -> 'The devlop package'; 'the sitation' (a typo) -> 'the situation around assertions in JavaScript programs', named from the previous sentence (programs that use no assertions or include lots of error-throwing code)"),
            paraphrase=("Devlop aims to make things better by letting assertions cost nothing and deprecations cost little.",
                        "freer rewording; 'hopes to improve' -> 'aims to make things better' (the hedge kept as an aim, not an effect); 'free' -> 'cost nothing'; 'cheap' -> 'cost little'"),
            contradiction=("The devlop package hopes to improve the situation around assertions in JavaScript programs by making deprecations free and assertions cheap.",
                           "[roles] which is made free (assertions) and which cheap (deprecations) swapped"),
            overclaim=("The devlop package solves the problem of missing or heavy assertions in JavaScript programs by making assertions free and deprecations cheap.",
                       "an aim asserted as an effect: 'hopes to improve the situation' -> 'solves the problem'"),
            added=("The devlop package hopes to improve the situation around assertions in JavaScript programs by making assertions free and deprecations cheap, much as Java does by disabling assertions unless the -ea flag is given.",
                   "added comparison (Java disables assertions unless -ea is given) not in the README; 'Java' occurs only inside 'JavaScript', '-ea' does not occur (the README compares devlop with Rust's debug_assert!, in another section)"),
        ),
        dict(
            section="Use",
            start="It depends a bit on which bundler and minifier",
            end="annotation.",
            reworded=("How small code that uses devlop ends up depends a bit on which bundler and minifier is used: esbuild keeps the unused message parameter to the deprecate function around and does not know that Number.isNaN can be dropped without a #__PURE__ annotation.",
                      "'It depends a bit on ... how small the code is' reordered with the setting named (code that uses devlop); 'you use' made passive; the comment marks around #__PURE__ and backticks dropped; 'that' added"),
            paraphrase=("With devlop, the final code size varies somewhat with the bundler and minifier: esbuild leaves the deprecate function's unused message parameter in place and, lacking a #__PURE__ annotation, does not realise that Number.isNaN could be removed.",
                        "freer rewording; 'depends a bit' -> 'varies somewhat'; 'keeps ... around' -> 'leaves ... in place'; the condition (without the annotation) kept as 'lacking a #__PURE__ annotation'"),
            contradiction=("How small code that uses devlop ends up depends a bit on which bundler and minifier is used: esbuild keeps the unused message parameter to the deprecate function around, but it knows that Number.isNaN can be dropped even without a #__PURE__ annotation.",
                           "[negation] 'does not know Number.isNaN can be dropped without a /* #__PURE__ */ annotation' -> 'knows that Number.isNaN can be dropped even without'"),
            overclaim=("How small code that uses devlop ends up depends a bit on which bundler and minifier is used: esbuild keeps the unused message parameter to the deprecate function around and cannot drop any function call that lacks a #__PURE__ annotation.",
                       "scope widened: 'does not know Number.isNaN can be dropped' -> 'cannot drop any function call that lacks' the annotation"),
            added=("How small code that uses devlop ends up depends a bit on which bundler and minifier is used: esbuild keeps the unused message parameter to the deprecate function around, and webpack's default minifier does the same.",
                   "added comparison (webpack's default minifier behaves the same) not in the README; 'webpack' does not occur in it (the README compares esbuild only with rollup and terser)"),
        ),
        dict(
            section="`deprecate(fn, message[, code])`",
            start="When the resulting wrapped `fn` is called",
            end="in total per code.",
            reworded=("When the function wrapped by devlop's deprecate is called, it emits a warning once to console.error (stderr), and if a code is given, one warning message is emitted in total per code.",
                      "'the resulting wrapped fn' -> 'the function wrapped by devlop's deprecate' (the ### heading); the subjectless 'emits' given 'it'; the two sentences joined; backticks dropped"),
            paraphrase=("A function wrapped with devlop's deprecate writes its warning to console.error (stderr) only the first time it is called, and when a code is supplied, just one warning is printed per code overall.",
                        "freer rewording; 'emits a warning once' -> 'only the first time it is called'; 'one warning message will be emitted in total per code' -> 'just one warning is printed per code overall'"),
            contradiction=("When the function wrapped by devlop's deprecate is called, it emits a warning once to console.error (stderr), and if a code is given, two warning messages are emitted in total per code.",
                           "[number] one warning message per code -> two"),
            overclaim=("When the function wrapped by devlop's deprecate is called, it emits a warning once to console.error (stderr), and giving a code guarantees that the same deprecation warning is never shown twice, even across separate runs of a program.",
                       "scope widened in time: 'one warning message will be emitted in total per code' -> 'never shown twice, even across separate runs of a program'"),
            added=("When the function wrapped by devlop's deprecate is called, it emits a warning once to console.error (stderr), together with a stack trace pointing at the caller, and if a code is given, one warning message is emitted in total per code.",
                   "added detail (a stack trace pointing at the caller) not in the README; 'stack', 'trace' and 'caller' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-08
# Substitute for editions/README.md (see notes-b.md: editions has one prose
# sentence of 12+ words, its 17-word description; the rest is badges, links,
# backer lists and licence text).  Not named by the brief; chosen by this
# part's helper.  foreground-child's README: "# foreground-child" (the title)
# with two intro paragraphs, then ## USAGE (code and prose), ## Caveats,
# ## util: `foreground-child/proxy-signals` and ## util:
# `foreground-child/watchdog`.  Sentences from four top-level sections: the
# intro under the title, USAGE, Caveats and the proxy-signals section.
DOCS.append(dict(
    path="foreground-child/README.md",
    kind="README", num="foreground-child", title="foreground-child",
    sentences=[
        dict(
            section="foreground-child",
            start="Mostly this module is here",
            end="coverage and such.",
            reworded=("The foreground-child module is mostly here to support some use cases around wrapping child processes for test coverage and such.",
                      "'this module' -> 'The foreground-child module' (the title); 'Mostly' moved after the verb"),
            paraphrase=("Foreground-child exists chiefly for certain cases of wrapping child processes, such as for test coverage.",
                        "freer rewording; 'Mostly' -> 'chiefly'; 'some use cases' -> 'certain cases'; 'for test coverage and such' -> 'such as for test coverage'"),
            contradiction=("The foreground-child module is not meant to support use cases around wrapping child processes for test coverage.",
                           "[negation] 'is here to support some use cases around wrapping child processes for test coverage' -> 'is not meant to support'"),
            overclaim=("The foreground-child module supports every use case around wrapping child processes, test coverage included.",
                       "scope widened: 'some use cases' -> 'every use case'; the hedge 'Mostly' dropped"),
            added=("The foreground-child module was written for the nyc coverage tool and is mostly here to support some use cases around wrapping child processes for test coverage and such.",
                   "added origin (written for the nyc coverage tool) not in the README; 'nyc' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="USAGE",
            start="If the callback returns a string value",
            end="exit status code.",
            reworded=("In foreground-child, if the callback returns a string value, that string is used as the signal to exit the parent process, and if it returns a number, that number is used as the parent exit status code.",
                      "the setting named (foreground-child); 'the callback' is the optional callback passed to foregroundChild, introduced earlier in the section; the two sentences joined; 'will be used' -> 'is used'"),
            paraphrase=("A string returned by foreground-child's callback becomes the signal with which the parent process exits, while a returned number becomes the parent's exit status code.",
                        "freer rewording; the conditions made noun phrases ('A string returned by', 'a returned number'); both mappings kept"),
            contradiction=("In foreground-child, if the callback returns a string value, that string is used as the parent exit status code, and if it returns a number, that number is used as the signal to exit the parent process.",
                           "[roles] the meanings of a returned string (the exit signal) and a returned number (the exit status code) swapped"),
            overclaim=("In foreground-child, the callback should preferably return a number, which is used as the parent exit status code, rather than a string, which is used as the signal to exit the parent process.",
                       "a possibility made a recommendation: both return types are described, neither preferred -> 'should preferably return a number'; 'prefer' does not occur in the README"),
            added=("In foreground-child, if the callback returns a string value, that string is used as the signal to exit the parent process, and a string that is not a valid signal name makes foreground-child throw a TypeError.",
                   "added consequence (an invalid signal name throws a TypeError) not in the README; 'TypeError' and 'valid' do not occur in it ('throws' occurs only in 'If the callback throws or rejects')"),
        ),
        dict(
            section="Caveats",
            start="In order to address this, a special",
            end="due to its parent terminating.",
            reworded=("To address the fact that a SIGKILL of the parent is not proxied to the child, foreground-child spawns a special watchdog child process, which sends a SIGKILL to the child process if it does not terminate within half a second after the watchdog receives a SIGHUP due to its parent terminating.",
                      "'this' named from the previous sentence (a SIGKILL kills the parent but is not proxied to the child); the passive 'is spawned' made active with foreground-child as subject; quotes around watchdog dropped"),
            paraphrase=("Because a SIGKILL of the parent never reaches the child, foreground-child starts a watchdog process that, once it gets a SIGHUP because its parent has died, SIGKILLs the child if the child has not ended within half a second.",
                        "freer rewording; keeps the trigger (a SIGHUP due to the parent terminating), the delay (half a second) and the condition (the child has not terminated)"),
            contradiction=("To address the fact that a SIGKILL of the parent is not proxied to the child, foreground-child spawns a special watchdog child process, which sends a SIGKILL to the child process if it does not terminate within two seconds after the watchdog receives a SIGHUP due to its parent terminating.",
                           "[number] half a second -> two seconds"),
            overclaim=("To address the fact that a SIGKILL of the parent is not proxied to the child, foreground-child spawns a special watchdog child process, which guarantees that no child process can ever outlive its parent on any platform.",
                       "degree raised and scope widened: a SIGKILL sent after half a second -> 'guarantees that no child process can ever outlive its parent on any platform'; 'guarantee' does not occur in the README"),
            added=("To address the fact that a SIGKILL of the parent is not proxied to the child, foreground-child spawns a special watchdog child process, a mechanism introduced in foreground-child 3.0, which sends a SIGKILL to the child if it does not terminate within half a second after the watchdog receives a SIGHUP.",
                   "added origin in time (introduced in foreground-child 3.0) not in the README; '3.0' does not occur in it ('3' only in 'file descriptor 3')"),
        ),
        dict(
            section="util: `foreground-child/proxy-signals`",
            start="It doesn't go in the other direction",
            end="handle them appropriately.",
            reworded=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction, that is, signals sent to the child process do not affect the parent, and for that one should listen to the child's exit or close events and handle them appropriately.",
                      "'It' named from the section heading and the previous sentence (fatal signals received by the current process are proxied to the child); 'ie' -> 'that is'; the imperative made 'one should listen'; backticks dropped"),
            paraphrase=("With foreground-child's proxy-signals, a signal sent to the child process has no effect on the parent, so reacting to the child calls for listening to its exit or close events and handling them appropriately.",
                        "freer rewording; 'doesn't go in the other direction' folded into 'has no effect on the parent'; the advice kept as 'calls for listening'"),
            contradiction=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction, that is, signals sent to the child process do not affect the parent, and for that one should listen to the child's error or disconnect events and handle them appropriately.",
                           "[entity] the child's exit or close events -> error or disconnect events"),
            overclaim=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction, and listening to the child's exit or close events is the only way for the parent to learn anything about what happens to the child process.",
                       "exclusivity and scope added: 'For that, listen to the child exit or close events' -> 'the only way for the parent to learn anything about what happens to the child process'"),
            added=("The signal proxying of foreground-child's proxy-signals export does not go in the other direction, so one should listen to the child's exit or close events, whose handlers receive the signal name as their second argument, and handle them appropriately.",
                   "added detail (the handlers get the signal name as their second argument) not in the README; 'argument' occurs only about program arguments and the '--cmd' argument, 'second' only in 'half a second' (Caveats), 'handler' does not occur; true of Node's child_process exit and close events, not checked here"),
        ),
    ]))

# ---------------------------------------------------------------- draft-09
# node-sarif-builder's README: "# node-sarif-builder" (the title), badges,
# then ## Introduction (paragraphs, two bold-labelled lists, a list of
# linters), Installation (commands), Use (a 11-word lead-in, then list items
# each followed by code), Full example (one link item and code) and Test (one
# sentence).  Sentences from three top-level sections: Introduction (two list
# items), Use and Test; Installation and Full example have no prose of 12+
# words, and Use's lead-in has 11.
DOCS.append(dict(
    path="node-sarif-builder/README.md",
    kind="README", num="node-sarif-builder", title="node-sarif-builder",
    sentences=[
        dict(
            section="Introduction",
            start="**Uploaded to DevOps tools**",
            end="directly in their web UI",
            reworded=("According to the node-sarif-builder README, SARIF logs can be uploaded to DevOps tools like GitHub and Azure DevOps to show issues directly in their web UI.",
                      "the subject 'SARIF logs can be' taken from the list's lead-in ('SARIF logs can be:'); bold and link syntax dropped; 'Github' -> 'GitHub'; the cut stops before the HTML comment at the end of the line"),
            paraphrase=("DevOps tools such as GitHub and Azure DevOps accept uploaded SARIF logs and display the issues straight in their web interface.",
                        "freer rewording; made active with the DevOps tools as subject; 'to show issues directly in their web UI' -> 'display the issues straight in their web interface'"),
            contradiction=("According to the node-sarif-builder README, SARIF logs can be downloaded from DevOps tools like GitHub and Azure DevOps to show issues directly in their web UI.",
                           "[direction] uploaded to DevOps tools -> downloaded from them"),
            overclaim=("According to the node-sarif-builder README, SARIF logs can be uploaded to any DevOps tool to show issues directly in its web UI.",
                       "scope widened: 'DevOps tools, like Github, Azure DevOps' -> 'any DevOps tool'"),
            added=("According to the node-sarif-builder README, SARIF logs can be uploaded to DevOps tools like GitHub and Azure DevOps to show issues directly in their web UI, though GitLab needs them converted to its own format first.",
                   "added detail (GitLab needs a conversion) not in the README; 'gitlab' and 'convert' do not occur in it"),
        ),
        dict(
            section="Introduction",
            start="**simply use this library**",
            end="SARIF-compliant tools !",
            reworded=("The maintainer of a SAST tool can simply use node-sarif-builder to add SARIF as an additional output format, so that the tool will be natively compliant with any SARIF-compliant tool.",
                      "the subject from the lead-in ('If you are a maintainer of any javascript/typescript based SAST tool ... you can either:'); 'this library' -> node-sarif-builder; bold dropped; 'your tool' -> 'the tool'; ' !' -> '.'"),
            paraphrase=("By adopting node-sarif-builder, the maintainer of a tool can offer SARIF output alongside its existing formats, making the tool work natively with all SARIF-compliant tools.",
                        "freer rewording; 'add SARIF as additional output format' -> 'offer SARIF output alongside its existing formats'; 'natively compliant with any of SARIF-compliant tools' -> 'work natively with all SARIF-compliant tools'"),
            contradiction=("The maintainer of a SAST tool can simply use node-sarif-builder to add SARIF as an additional input format, so that the tool can read the output of any SARIF-compliant tool.",
                           "[direction] SARIF as an additional output format -> an additional input format (reading other tools' output instead of producing it)"),
            overclaim=("The maintainer of a SAST tool can simply use node-sarif-builder to add SARIF as an additional output format, which is the only way to make the tool natively compliant with every SARIF-compliant tool.",
                       "exclusivity added: 'simply use this library' (one of two options in the list) -> 'the only way'"),
            added=("The maintainer of a SAST tool can simply use node-sarif-builder to add SARIF as an additional output format, and node-sarif-builder checks the output against the SARIF JSON schema before it is written.",
                   "added detail (output checked against the SARIF JSON schema) not in the README; 'schema' does not occur in it ('JSON' occurs only in 'generate JSON SARIF output file' and in code); the Test section points to an external validator instead"),
        ),
        dict(
            section="Use",
            start="For each found issue, create a SarifResultBuilder",
            end="SarifRunBuilder object",
            reworded=("With node-sarif-builder, a SarifResultBuilder is created for each found issue and added to the SarifRunBuilder object.",
                      "the imperative made passive with the setting named (node-sarif-builder, the title); the list marker dropped; a full stop added"),
            paraphrase=("In node-sarif-builder, each issue that is found gets its own SarifResultBuilder, and that builder is then added to the SarifRunBuilder object.",
                        "freer rewording; 'For each found issue, create' -> 'each issue that is found gets its own'"),
            contradiction=("With node-sarif-builder, a SarifRuleBuilder is created for each found issue and added to the SarifRunBuilder object.",
                           "[entity] SarifResultBuilder -> SarifRuleBuilder (the builder the Use section uses for rules)"),
            overclaim=("With node-sarif-builder, a SarifResultBuilder is created for each found issue and added to the SarifRunBuilder object, and this is the only way to put results into a SARIF run.",
                       "exclusivity added: 'the only way to put results into a SARIF run'"),
            added=("With node-sarif-builder, a SarifResultBuilder is created for each found issue and added to the SarifRunBuilder object, which sorts the results by severity.",
                   "added detail (results sorted by severity) not in the README; 'sort' does not occur in it ('severity' occurs in the Introduction's lead-in and in the code)"),
        ),
        dict(
            section="Test",
            start="You can confirm that your generated SARIF logs",
            end="Validation>",
            reworded=("Whether SARIF logs generated with node-sarif-builder are valid can be confirmed on the Validation page of sarifweb.azurewebsites.net.",
                      "'You can confirm that your generated SARIF logs are valid' made impersonal ('Whether ... are valid can be confirmed', so as not to assert that they are valid) with the setting named (node-sarif-builder); the autolink written as 'the Validation page of sarifweb.azurewebsites.net'; a full stop added"),
            paraphrase=("The validity of the SARIF logs that node-sarif-builder produces can be checked with the online validator at sarifweb.azurewebsites.net.",
                        "freer rewording; 'confirm that ... are valid' -> 'The validity ... can be checked'; the Validation page -> 'the online validator'"),
            contradiction=("SARIF logs generated with node-sarif-builder cannot be checked for validity on the Validation page of sarifweb.azurewebsites.net.",
                           "[negation] 'You can confirm that your generated SARIF logs are valid on' -> 'cannot be checked for validity on'"),
            overclaim=("SARIF logs generated with node-sarif-builder are always valid, as the Validation page of sarifweb.azurewebsites.net confirms.",
                       "a possibility made a certainty: 'You can confirm that your generated SARIF logs are valid' (a check the user can make) -> 'are always valid'"),
            added=("Whether SARIF logs generated with node-sarif-builder are valid can be confirmed on the Validation page of sarifweb.azurewebsites.net, which can also fix common errors automatically.",
                   "added detail (the validator fixes common errors) not in the README; 'fix' does not occur in it ('fixLine' and 'fixCol' are function names in the code)"),
        ),
    ]))

# ---------------------------------------------------------------- draft-10
# vfile-message's readme: "# vfile-message" (the title), badges, a 3-word
# tagline, then ## Contents, What is this? (7 words), When should I use
# this?, Install, Use (code and "Yields:"), API (### VFileMessage, ###
# Options, ### Well-known, with ###### Parameters/Fields subheadings),
# Compatibility, Contribute and License.  Prose of 12+ words that is not
# unified-collective boilerplate sits only in "When should I use this?" and
# API, so the draft draws on two top-level sections (four distinct nearest
# headings' worth of cuts: When should I use this?, Fields (twice, under two
# different ### entries) and Well-known).  The API intro was not used: its
# "There is no default export." is shared word for word with many READMEs.
DOCS.append(dict(
    path="vfile-message/readme.md",
    kind="README", num="vfile-message", title="vfile-message",
    sentences=[
        dict(
            section="When should I use this?",
            start="In most cases,\nyou can use",
            end="used directly.",
            reworded=("In most cases, file.message from VFile itself can be used, but in some cases there might be no file while warnings or errors should still be emitted, in which case vfile-message can be used directly.",
                      "'you can use' and 'you might not have a file' made impersonal; 'this' -> vfile-message (the title); backticks dropped; the line breaks of the source read as spaces"),
            paraphrase=("Usually VFile's own file.message is enough, but where no file is at hand and warnings or errors still need to be emitted, vfile-message can be used on its own.",
                        "freer rewording; 'In most cases' -> 'Usually'; 'used directly' -> 'used on its own'; keeps both conditions (no file, still wanting to emit warnings or errors)"),
            contradiction=("In most cases, vfile-message can be used directly, but in some cases there might be no file while warnings or errors should still be emitted, in which case file.message from VFile itself can be used.",
                           "[roles] the usual choice (file.message from VFile) and the fallback when there is no file (vfile-message directly) swapped"),
            overclaim=("When there is no file but warnings or errors should still be emitted, vfile-message is the only way to create them.",
                       "exclusivity added: 'this can be used directly' -> 'the only way to create them'"),
            added=("In most cases, file.message from VFile itself can be used, but when there is no file, for example in a command-line tool that checks a configuration object, vfile-message can be used directly to emit warnings or errors.",
                   "added example (a command-line tool that checks a configuration object) not in the README; 'command', 'configuration object' do not occur in it ('configuration' occurs only as the description of the options parameter and of the Options type)"),
        ),
        dict(
            section="Fields",
            start="state of problem;",
            end="change likely not needed",
            reworded=("In vfile-message, the fatal field gives the state of the problem: true means an error, with the file not usable; false means a warning, where a change may be needed; and undefined means info, where a change is likely not needed.",
                      "the field named from its list item (`fatal`, under ### VFileMessage's ###### Fields); 'state of problem' given articles; the three values written as clauses; backticks dropped; a full stop added"),
            paraphrase=("A VFileMessage's fatal field encodes how serious the problem is: an error that leaves the file unusable when true, a warning that may call for a change when false, and mere information, probably needing no change, when undefined.",
                        "freer rewording; 'state of problem' -> 'how serious the problem is'; keeps the hedges 'may be needed' ('may call for') and 'likely not needed' ('probably needing no change')"),
            contradiction=("In vfile-message, the fatal field gives the state of the problem: true means an error, although the file is still usable; false means a warning, where a change may be needed; and undefined means info, where a change is likely not needed.",
                           "[negation] 'true: error, file not usable' -> 'the file is still usable'"),
            overclaim=("In vfile-message, the fatal field gives the state of the problem: true means an error, with the file not usable; false means a warning, where a change may be needed; and undefined means info, where no change is ever needed.",
                       "hedge removed: 'change likely not needed' -> 'no change is ever needed'"),
            added=("In vfile-message, the fatal field gives the state of the problem, where true means an error with the file not usable and also makes the process exit with a non-zero code, false a warning and undefined info.",
                   "added consequence (a fatal message makes the process exit with a non-zero code) not in the README; 'exit' and 'process' do not occur in it"),
        ),
        dict(
            section="Well-known",
            start="It’s OK to store custom data",
            end="documented and typed here.",
            reworded=("The vfile-message README says that it is OK to store custom data directly on a VFileMessage, that some of it is handled by utilities, and that the well-known fields listed there are documented and typed.",
                      "the setting named (the vfile-message README); 'It’s' expanded; 'some of those are handled' -> 'some of it is handled'; 'The following fields ... here' -> 'the well-known fields listed there' (the ### Well-known heading); link syntax and backticks dropped"),
            paraphrase=("Custom data may be put straight onto a VFileMessage, certain utilities deal with some of it, and the fields listed under Well-known come documented and typed.",
                        "freer rewording; 'It’s OK to store' -> 'may be put'; 'some of those are handled by utilities' -> 'certain utilities deal with some of it'"),
            contradiction=("The vfile-message README says that it is not OK to store custom data directly on a VFileMessage, even though some such data is handled by utilities, and that the well-known fields listed there are documented and typed.",
                           "[negation] 'It’s OK to store custom data directly' -> 'it is not OK'"),
            overclaim=("The vfile-message README says that custom data can be stored directly on a VFileMessage and that all such data is handled by utilities, with the well-known fields documented and typed.",
                       "scope widened: 'some of those are handled by utilities' -> 'all such data is handled by utilities'"),
            added=("The vfile-message README says that it is OK to store custom data directly on a VFileMessage, that such data is kept when the message is serialized to JSON, and that the well-known fields are documented and typed.",
                   "added detail (custom data kept through JSON serialization) not in the README; 'JSON' and 'serializ' do not occur in it"),
        ),
        dict(
            section="Fields",
            start="link to docs for the message",
            end="`new URL(x)`)",
            reworded=("In vfile-message, the url field is a link to docs for the message, which must be an absolute URL that can be passed as x to new URL(x).",
                      "the field named from its list item (`url`, under ### Well-known's ###### Fields); the parenthesis made a relative clause; backticks dropped"),
            paraphrase=("A VFileMessage's url field points to documentation about the message and has to be an absolute URL that the URL constructor accepts.",
                        "freer rewording; 'link to docs' -> 'points to documentation'; 'can be passed as x to new URL(x)' -> 'that the URL constructor accepts'"),
            contradiction=("In vfile-message, the url field is a link to docs for the message, which must be a relative URL that can be passed as x to new URL(x).",
                           "[direction] an absolute URL -> a relative URL"),
            overclaim=("In vfile-message, the url field links to docs for the message, and vfile-message guarantees that it is always an absolute URL that can be passed to new URL(x).",
                       "a requirement on the user asserted as an effect of the package: 'this must be an absolute URL' -> 'vfile-message guarantees that it is always'; 'guarantee' does not occur in the README"),
            added=("In vfile-message, the url field is a link to docs for the message, which must be an absolute URL that can be passed as x to new URL(x), and reporters print it after the message text.",
                   "added detail (reporters print the URL after the message) not in the README; 'reporter' and 'print' do not occur in it"),
        ),
    ]))
