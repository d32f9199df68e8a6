# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-44, part A (drafts 1-5).

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
check_part_a.py also derives the top-level section of each cut.
"""

DOCS = []

# ---------------------------------------------------------------- draft-01
# moo's README: an image line, then the setext title "Moo!" (=====), a
# two-sentence intro and a feature list of link items, then setext (-----)
# sections Is it fast?, Usage, On Regular Expressions, Line Numbers (### Token
# Info, Value vs. Text, Reset), Keywords (### Why?, Keyword Types), States,
# Errors (### Formatting errors), Iteration, Transform and Contributing.  The
# title is "Moo!" (the image line is not a heading).  Sentences from four
# top-level sections: the intro under the title, Is it fast?, States and
# Errors.
DOCS.append(dict(
    path="moo/README.md",
    kind="README", num="moo", title="Moo!",
    sentences=[
        dict(
            section="Moo!",
            start="Moo is a highly-optimised",
            end="you're into.",
            reworded=("The moo package is a highly-optimised tokenizer/lexer generator, used to tokenize strings before parsing them with a parser like nearley or whatever else one prefers.",
                      "'Moo' -> 'The moo package'; the imperative 'Use it to tokenize your strings' made a participle clause ('used to tokenize strings'); ''em' -> 'them'; 'whatever else you're into' -> 'whatever else one prefers'; link syntax and URL dropped"),
            paraphrase=("Moo, a highly optimised generator of tokenizers (lexers), is meant for turning strings into tokens that can then be parsed with nearley or with any other parser one likes.",
                        "freer rewording; 'tokenizer/lexer generator' -> 'generator of tokenizers (lexers)', with 'highly optimised' still on the generator, as in the sentence; 'Use it to tokenize your strings, before parsing 'em with a parser like nearley or whatever else you're into' -> 'is meant for turning strings into tokens that can then be parsed with nearley or with any other parser one likes'"),
            contradiction=("Moo is a highly-optimised generator used to parse strings after they have been tokenized with a tokenizer like nearley.",
                           "[roles] the tokenizer (Moo) and the parser (nearley) swapped: Moo tokenizes strings before a parser like nearley parses them, not the other way round"),
            overclaim=("Moo is a highly-optimised tokenizer/lexer generator, and a parser like nearley can only parse strings after Moo has tokenized them.",
                       "a suggestion made a requirement (exclusivity added): 'Use it to tokenize your strings, before parsing 'em with a parser like nearley or whatever else' -> nearley 'can only parse strings after Moo has tokenized them'; the README never says nearley needs Moo"),
            added=("Moo is a highly-optimised tokenizer/lexer generator, used to tokenize strings before parsing them with a parser like nearley, whose documentation recommends Moo as its lexer.",
                   "added detail (nearley's documentation recommends Moo) not in the README; 'documentation' and 'recommend' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Is it fast?",
            start="Define your tokens **using regular",
            end="almost-as-efficient workaround.",
            reworded=("In the moo package, tokens are defined using regular expressions, which Moo compiles down to a single RegExp for performance; it uses the new ES6 sticky flag where possible to make things faster and otherwise falls back to an almost-as-efficient workaround.",
                      "the imperative 'Define your tokens' made passive with the setting 'In the moo package'; ''em' -> 'which'; the three sentences joined; bold marks dropped"),
            paraphrase=("For speed, Moo merges the regular expressions that define the tokens into one RegExp, and it relies on the ES6 sticky flag wherever it can, falling back otherwise on a workaround that is nearly as efficient.",
                        "freer rewording; 'compile 'em down to a single RegExp' -> 'merges ... into one RegExp'; keeps 'where possible' (as 'wherever it can') and 'almost-as-efficient' (as 'nearly as efficient'); 'new' dropped as an aside"),
            contradiction=("In the moo package, tokens are defined using regular expressions, which Moo compiles into a separate RegExp for each token; it uses the ES6 sticky flag where possible and otherwise falls back to an almost-as-efficient workaround.",
                           "[number] 'a single RegExp' (one for all tokens) -> 'a separate RegExp for each token'"),
            overclaim=("Moo compiles the regular expressions that define its tokens down to a single RegExp, which is the main reason it is fast, and it uses the ES6 sticky flag where possible, falling back otherwise to an almost-as-efficient workaround.",
                       "ranking added: 'for performance' -> 'the main reason it is fast'; the section names several things that make Moo fast (the single RegExp, the sticky flag, not parsing RegExps itself) and ranks none of them"),
            added=("In the moo package, tokens are defined using regular expressions, which Moo compiles down to a single RegExp for performance, using the ES6 sticky flag where possible and otherwise an almost-as-efficient workaround, which older browsers such as Internet Explorer need.",
                   "added detail (Internet Explorer and other older browsers need the workaround) not in the README; 'explorer' and 'browser' do not occur in it; may be true in the world (IE has no sticky flag), not checked"),
        ),
        dict(
            section="States",
            start="Moo allows you to define multiple",
            end="`moo.states({})`.",
            reworded=("The moo package allows multiple lexer states to be defined; each state defines its own separate set of token rules, and the lexer starts off in the first state given to moo.states.",
                      "'Moo allows you to define' -> 'allows ... to be defined'; 'Your lexer will start off' -> 'the lexer starts off'; the three sentences joined; bold and backticks dropped; 'moo.states({})' -> 'moo.states'"),
            paraphrase=("With Moo, a lexer can have several states, each with a separate set of token rules of its own, and it begins in whichever state is passed first to moo.states.",
                        "freer rewording; 'multiple' -> 'several'; 'start off in the first state given to' -> 'begins in whichever state is passed first to'"),
            contradiction=("The moo package allows multiple lexer states to be defined; each state defines its own separate set of token rules, and the lexer starts off in the last state given to moo.states.",
                           "[direction] the first state given to moo.states -> the last state (the position reversed)"),
            overclaim=("Moo allows an unlimited number of lexer states to be defined, each with its own separate set of token rules, and the lexer starts off in the first state given to moo.states.",
                       "degree raised: 'multiple lexer states' -> 'an unlimited number of lexer states'; 'unlimited' does not occur in the README, which states no limit either way"),
            added=("Moo allows multiple lexer states to be defined, each with its own separate set of token rules, and the lexer starts off in the first state given to moo.states unless another start state is named when moo.states is called.",
                   "added condition (another start state can be named) not in the README; 'start state' does not occur in it ('second argument' only in the Reset section, about reset()); may be true in the world, not checked"),
        ),
        dict(
            section="Errors",
            start="If you prefer, you can have moo return",
            end="rest of the buffer.",
            reworded=("If preferred, the moo package can be made to return an error token instead of throwing an exception, and the error token will contain the whole of the rest of the buffer.",
                      "'If you prefer, you can have moo return' -> 'If preferred, the moo package can be made to return'; the two sentences joined"),
            paraphrase=("Rather than throwing an exception, Moo can optionally hand back an error token, which holds everything that remains in the buffer.",
                        "freer rewording; the two parts reordered; 'If you prefer' -> 'optionally'; 'the whole of the rest of the buffer' -> 'everything that remains in the buffer'"),
            contradiction=("If preferred, Moo can be made to return an error token instead of throwing an exception, though the error token does not include the rest of the buffer.",
                           "[negation] 'The error token will contain the whole of the rest of the buffer' -> 'does not include the rest of the buffer'"),
            overclaim=("Moo recommends having the lexer return an error token, which contains the whole of the rest of the buffer, rather than throwing an exception.",
                       "a possibility made a recommendation: 'If you prefer, you can have moo return an error token' -> 'Moo recommends having the lexer return an error token'"),
            added=("If preferred, Moo can be made to return an error token instead of throwing an exception, a feature added in Moo 0.4, and the error token will contain the whole of the rest of the buffer.",
                   "added origin in time (added in Moo 0.4) not in the README; '0.4' and 'version' do not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# ret's README has several level-1 headings: "# Regular Expression Tokenizer"
# (the title, with a 7-word tagline and badges), "# Usage" (code and a 6-word
# lead-in), "# Token Types" (a 12-word lead-in, ### entries ROOT, GROUP,
# POSITION, SET, RANGE, REPETITION, REFERENCE, CHAR, then "## Errors" with a
# list), "# Install" (an indented command), "# Tests" (a 5-word line and code)
# and "# License".  Prose of 12+ words sits only under # Token Types, so the
# draft draws on one top-level section (four distinct headings: GROUP, SET,
# CHAR and Errors).
DOCS.append(dict(
    path="ret/README.md",
    kind="README", num="ret", title="Regular Expression Tokenizer",
    sentences=[
        dict(
            section="GROUP",
            start="A ':' tells the group",
            end="only if NOT followed.",
            reworded=("In ret, a ':' tells the group not to be remembered when exec is used, '=' means the previous token matches only if followed by the group, and '!' means the previous token matches only if not followed by it.",
                      "the setting named ('In ret'); the two sentences joined; 'this group' -> 'the group'; 'NOT followed' -> 'not followed by it' (the group, as in the '=' clause); backticks dropped"),
            paraphrase=("For ret's special groups, a colon marks a group that exec does not remember, an equals sign lets the preceding token match only when the group follows it, and an exclamation mark lets it match only when the group does not follow.",
                        "freer rewording; the three characters named in words; 'tells the group not to be remembered when exec is used' -> 'marks a group that exec does not remember'; both 'only if' conditions kept"),
            contradiction=("In ret, a ':' tells the group not to be remembered when exec is used, '!' means the previous token matches only if followed by the group, and '=' means it matches only if not followed by it.",
                           "[roles] '=' (matches only if followed) and '!' (matches only if NOT followed) swapped"),
            overclaim=("In ret, a ':' tells the group never to be remembered, whatever method is used, while '=' and '!' make the previous token match only if followed or only if not followed by the group.",
                       "condition dropped and scope widened: 'not to be remembered when exec is used' -> 'never to be remembered, whatever method is used'"),
            added=("In ret, a ':' tells the group not to be remembered when exec is used, '=' means the previous token matches only if followed by the group, and '!' only if not followed, the lookahead syntax that JavaScript regular expressions took over from Perl.",
                   "added origin and comparison (JavaScript took this lookahead syntax from Perl) not in the README; 'perl' and 'lookahead' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="SET",
            start="Contains a key `set`",
            end="ranges, and characters.",
            reworded=("In ret, a set token contains a key set specifying what tokens are allowed and a key not specifying if the set should be negated, and a set can contain other sets, ranges, and characters.",
                      "the subjectless sentence given the subject 'a set token' (the ### SET heading) and the setting 'In ret'; the two sentences joined; backticks dropped"),
            paraphrase=("A ret SET token lists the tokens it allows under its set key and says whether it is negated under its not key, and its members may be characters, ranges or further sets.",
                        "freer rewording; 'specifying what tokens are allowed' -> 'lists the tokens it allows'; 'specifying if the set should be negated' -> 'says whether it is negated'; the three member kinds kept, reordered"),
            contradiction=("In ret, a set token contains a key set specifying what tokens are allowed and a key not specifying if the set should be negated, and a set can contain ranges and characters but not other sets.",
                           "[negation] 'A set can contain other sets' -> 'but not other sets'"),
            overclaim=("In ret, a set token has a set key listing the allowed tokens and a not key saying whether it is negated, and sets can be nested inside each other to any depth.",
                       "degree raised: 'A set can contain other sets' -> 'can be nested inside each other to any depth'; 'depth' and 'nest' do not occur in the README"),
            added=("In ret, a set token contains a key set specifying the allowed tokens and a key not specifying if the set should be negated, and ret expands shorthand classes such as digit or word characters into such sets.",
                   "added detail (shorthand classes expanded into sets) not in the README; 'shorthand' and 'digit' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="CHAR",
            start="Represents a single character token.",
            end="do it this way.",
            reworded=("In ret, a CHAR token represents a single character and its value is the character code; this might seem a bit cluttering instead of concatenating characters together, but since repetition tokens only repeat the last token and not the last clause like the pipe, it is simpler to do it this way.",
                      "the subjectless 'Represents a single character token' given the subject 'a CHAR token' (the ### CHAR heading) and the setting 'In ret'; the four sentences joined; 'it's' -> 'it is'; backticks dropped"),
            paraphrase=("Ret gives every single character its own token, holding the character code as its value; that may look cluttered compared with joining characters together, but because a repetition applies only to the last token rather than to the last clause, as the pipe does, it keeps things simpler.",
                        "freer rewording; 'might seem a bit cluttering' -> 'may look cluttered' (hedge kept); 'repetition tokens only repeat the last token and not the last clause like the pipe' -> 'a repetition applies only to the last token rather than to the last clause, as the pipe does'"),
            contradiction=("In ret, a CHAR token represents a single character whose value is the character code, which keeps things simple because repetition tokens only repeat the last clause, like the pipe, and not the last token.",
                           "[roles] the last token (what repetition tokens repeat) and the last clause (what they do not repeat, unlike the pipe) swapped"),
            overclaim=("In ret, a CHAR token represents a single character whose value is the character code, and this one-token-per-character design is the only way a regular expression tokenizer can handle repetition correctly.",
                       "exclusivity and scope added: 'it's simpler to do it this way' -> 'the only way a regular expression tokenizer can handle repetition correctly'"),
            added=("In ret, a CHAR token represents a single character with the character code as its value, which is simpler than concatenating characters because repetition tokens only repeat the last token, and escape sequences such as a tab or a newline also become CHAR tokens.",
                   "added detail (escape sequences such as a tab or a newline become CHAR tokens) not in the README; 'escape', 'tab' and 'newline' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Errors",
            start="Nothing to repeat. Thrown",
            end="right after a pipe.",
            reworded=("The ret package throws a \"Nothing to repeat\" error when a repetitional token is used as the first token in the current clause, as in right at the beginning of the regexp or group, or right after a pipe.",
                      "the list item's label 'Nothing to repeat.' and the subjectless 'Thrown when' made one sentence with the subject 'The ret package' (the Errors lead-in says 'ret.js will throw errors'); 'right in the beginning' -> 'right at the beginning'; the example after the cut not used"),
            paraphrase=("Ret raises \"Nothing to repeat\" if a repetition token comes first in its clause, meaning at the very start of the regular expression or of a group, or directly after a pipe.",
                        "freer rewording; 'is used as the first token in the current clause' -> 'comes first in its clause'; all three positions kept"),
            contradiction=("The ret package throws a \"Nothing to repeat\" error when a repetitional token is used as the first token in the current clause, as in right at the beginning of the regexp or group, or right before a pipe.",
                           "[direction] 'right after a pipe' -> 'right before a pipe' (a token right before a pipe ends its clause; the sentence is about the first token of a clause)"),
            overclaim=("The \"Nothing to repeat\" error, the most common error that ret throws, is raised when a repetitional token is used as the first token in the current clause, such as at the beginning of the regexp or group or right after a pipe.",
                       "ranking added: 'the most common error that ret throws'; the Errors list gives five errors and ranks none"),
            added=("The ret package throws a \"Nothing to repeat\" error when a repetitional token is used as the first token in the current clause, such as at the beginning of the regexp or group or right after a pipe, and the message gives the column where the token was found.",
                   "added detail (the message gives the column) not in the README; 'column' does not occur in it; not checked in the world"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# railroad-diagrams' README: the setext title "Railroad-diagram Generator"
# (=====) with four intro paragraphs, then setext (-----) sections Details
# (prose, two lead-ins with lists), Options (prose and a list of option
# items), Caveats (a lead-in and one item), Python Port and License.
# Sentences from four top-level sections: the intro under the title, Details,
# Options (the ARC_RADIUS item) and Python Port.
DOCS.append(dict(
    path="railroad-diagrams/README.md",
    kind="README", num="railroad-diagrams", title="Railroad-diagram Generator",
    sentences=[
        dict(
            section="Railroad-diagram Generator",
            start="This is a small js library",
            end="using SVG.",
            reworded=("The railroad-diagrams package is a small js library for generating railroad diagrams, like the ones JSON.org uses, using SVG.",
                      "'This' -> 'The railroad-diagrams package'; the parenthesis '(like what JSON.org uses)' made a clause ('like the ones JSON.org uses'); link syntax and URL dropped; the line breaks joined"),
            paraphrase=("Railroad diagrams of the kind seen on JSON.org can be drawn in SVG with railroad-diagrams, which is a small JavaScript library.",
                        "freer rewording; made passive; 'js' -> 'JavaScript'; 'small' kept; 'like what JSON.org uses' -> 'of the kind seen on JSON.org'"),
            contradiction=("The railroad-diagrams package is a small js library for generating railroad diagrams, like the ones JSON.org uses, using the HTML canvas.",
                           "[entity] SVG -> the HTML canvas"),
            overclaim=("The railroad-diagrams package is a small js library that generates, using SVG, railroad diagrams that look exactly the same as the ones on JSON.org.",
                       "similar -> identical: 'like what JSON.org uses' -> 'look exactly the same as the ones on JSON.org'"),
            added=("The railroad-diagrams package, written by Tab Atkins, is a small js library for generating railroad diagrams, like the ones JSON.org uses, using SVG.",
                   "added origin (written by Tab Atkins) not in the README; 'atkins' does not occur in it ('xanthir' only inside two example URLs); may be true in the world, not checked"),
        ),
        dict(
            section="Details",
            start="After constructing a Diagram",
            end="default to 20px).",
            reworded=("In railroad-diagrams, after constructing a Diagram one calls format on it, specifying 0-4 padding values, just like CSS, for some additional breathing space around the diagram; the paddings default to 20px.",
                      "the imperative 'call .format(...padding) on it' given the subject 'one' and the setting 'In railroad-diagrams'; '.format(...padding)' -> 'format'; the parentheses and the quotation marks around breathing space dropped; backticks dropped"),
            paraphrase=("Once a Diagram has been built, its format method takes between zero and four CSS-style padding values that add extra room around the diagram, with 20px as the default padding.",
                        "freer rewording; '0-4' -> 'between zero and four'; '(just like CSS)' -> 'CSS-style'; 'some additional \"breathing space\"' -> 'extra room'; the default kept"),
            contradiction=("In railroad-diagrams, after constructing a Diagram one calls format on it, specifying 0-4 padding values, just like CSS, for some additional breathing space around the diagram; the paddings default to 10px.",
                           "[number] the paddings default to 20px -> 10px"),
            overclaim=("In railroad-diagrams, the format method of a Diagram takes 0-4 padding values that behave exactly as CSS padding does in every respect, including units and percentages, and the paddings default to 20px.",
                       "similar -> identical and scope widened: '0-4 padding values (just like CSS)' -> 'behave exactly as CSS padding does in every respect, including units and percentages'; 'unit' and 'percent' do not occur in the README"),
            added=("In railroad-diagrams, after constructing a Diagram one calls format on it with 0-4 padding values, just like CSS, for some breathing space around the diagram; the paddings default to 20px, and negative values are rejected with an error.",
                   "added detail (negative padding values rejected with an error) not in the README; 'negative', 'reject' and 'error' do not occur in it"),
        ),
        dict(
            section="Options",
            start="ARC_RADIUS - the radius",
            end="non-trivial diagrams.",
            reworded=("The ARC_RADIUS option of railroad-diagrams is the radius of the arcs used in the branching containers like Choice, and it has a relatively large effect on the size of non-trivial diagrams.",
                      "the list item 'ARC_RADIUS - the radius ...' given the verb 'is' and the setting 'option of railroad-diagrams' (the Options heading); 'This has' -> 'it has'; the two sentences joined"),
            paraphrase=("In railroad-diagrams, ARC_RADIUS sets the radius of the arcs in branching containers such as Choice, and changing it affects the size of non-trivial diagrams relatively strongly.",
                        "freer rewording; 'the radius of the arcs used in' -> 'sets the radius of the arcs in'; 'a relatively large effect' -> 'affects ... relatively strongly'; 'non-trivial' kept"),
            contradiction=("The ARC_RADIUS option of railroad-diagrams is the radius of the arcs used in the branching containers like Choice, and it has a relatively small effect on the size of non-trivial diagrams.",
                           "[direction] a relatively large effect -> a relatively small effect"),
            overclaim=("The ARC_RADIUS option of railroad-diagrams, the radius of the arcs in branching containers like Choice, has a larger effect on the size of non-trivial diagrams than any other option.",
                       "ranking added: 'a relatively large effect' -> 'a larger effect ... than any other option'; the README compares ARC_RADIUS with no other option"),
            added=("The ARC_RADIUS option of railroad-diagrams is the radius of the arcs used in the branching containers like Choice, its default value is 10, and it has a relatively large effect on the size of non-trivial diagrams.",
                   "added detail (default value 10) not in the README; '10' does not occur in it (the README names no option defaults except INTERNAL_ALIGNMENT's \"center\"); may be true in the world, not checked"),
        ),
        dict(
            section="Python Port",
            start="The main difference from the JS port",
            end="form of the diagram.",
            reworded=("In the Python port of railroad-diagrams, the main difference from the JS port is how the string is extracted from the Diagram: Diagram has a writeSvg method, which takes a callback of one argument and passes it the string form of the diagram.",
                      "the setting 'In the Python port of railroad-diagrams' named from the Python Port heading; 'how you extract' made passive; 'You'll find a writeSvg(writerFunc) method on Diagram' -> 'Diagram has a writeSvg method'; the two sentences joined with a colon; backticks dropped; the README's 'JS port' kept"),
            paraphrase=("What mainly sets the Python version of railroad-diagrams apart from the JavaScript one is getting the string out of a Diagram, which is done through its writeSvg method: it is given a one-argument callback and hands that callback the diagram's string form.",
                        "freer rewording; 'The main difference' -> 'What mainly sets ... apart' ('main' kept); 'JS port' -> 'the JavaScript one'; 'takes a callback of one argument and passes it' -> 'is given a one-argument callback and hands that callback'"),
            contradiction=("In the Python port of railroad-diagrams, the main difference from the JS port is how the string is extracted from the Diagram: Diagram has a writeSvg method, which takes a callback of two arguments and passes it the string form of the diagram.",
                           "[number] a callback of one argument -> a callback of two arguments"),
            overclaim=("The only difference between the Python port of railroad-diagrams and the JS port is how the string is extracted from the Diagram, through a writeSvg method that passes the string form of the diagram to a one-argument callback.",
                       "exclusivity added: 'The main difference' -> 'The only difference'; the paragraph before the cut says using the port is 'basically identical' and that its config variables are globals in the file, which neither names nor rules out other differences"),
            added=("In the Python port of railroad-diagrams, which is published on PyPI, the main difference from the JS port is how the string is extracted from the Diagram: a writeSvg method takes a callback of one argument and passes it the string form of the diagram.",
                   "added detail (published on PyPI) not in the README; 'pypi' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# markdown-it's README: "# markdown-it <!-- omit in toc -->" (the title;
# the HTML comment is read away in the title but stays in a `section` field,
# so no cut is taken from under the title), badges, a blockquote tagline, a
# feature list and a table of contents, then ## Install, Usage examples (###
# Simple, Init with presets and options, Plugins load, Syntax highlighting,
# Linkify), API, Syntax extensions (### Manage rules), Benchmark, Authors and
# References / Thanks.  Sentences from four top-level sections: Syntax
# extensions (### Manage rules), Benchmark, Authors and References / Thanks.
DOCS.append(dict(
    path="markdown-it/README.md",
    kind="README", num="markdown-it", title="markdown-it",
    sentences=[
        dict(
            section="Manage rules",
            start="By default all rules are enabled",
            end="enabled automatically.",
            reworded=("In markdown-it, all rules are enabled by default but can be restricted by options, and when a plugin is loaded all its rules are enabled automatically.",
                      "the setting named ('In markdown-it'); 'By default all rules are enabled' -> 'all rules are enabled by default'; 'On plugin load' -> 'when a plugin is loaded'; the two sentences joined"),
            paraphrase=("Every markdown-it rule starts out switched on, though options can limit them, and loading a plugin switches on all of that plugin's rules without any further step.",
                        "freer rewording; 'enabled by default' -> 'starts out switched on'; 'can be restricted by options' -> 'options can limit them'; 'automatically' -> 'without any further step'"),
            contradiction=("In markdown-it, all rules are enabled by default but can be restricted by options, whereas when a plugin is loaded its rules are not enabled automatically.",
                           "[negation] 'On plugin load all its rules are enabled automatically' -> 'its rules are not enabled automatically'"),
            overclaim=("In markdown-it, all rules are enabled by default and can be restricted by options, and loading a plugin automatically enables all its rules, even those that the options had disabled.",
                       "scope widened: 'On plugin load all its rules are enabled automatically' -> 'even those that the options had disabled'; the README says nothing about options overriding or being overridden by plugin loading"),
            added=("In markdown-it, all rules are enabled by default but can be restricted by options, and when a plugin is loaded all its rules are enabled automatically and run before the built-in rules.",
                   "added detail (plugin rules run before the built-in rules) not in the README; 'before' does not occur in it"),
        ),
        dict(
            section="Benchmark",
            start="As you can see, `markdown-it`",
            end="other implementations.",
            reworded=("As the benchmark shows, markdown-it doesn't pay with speed for its flexibility, and the slowdown of its full version is caused by additional features not available in other implementations.",
                      "'As you can see' -> 'As the benchmark shows' (the section); the verbless second sentence given 'is caused by'; the two sentences joined; backticks and quotation marks dropped"),
            paraphrase=("According to its benchmark, markdown-it's flexibility does not cost it speed, and what slows its \"full\" version down is extra features that other implementations lack.",
                        "freer rewording; 'doesn't pay with speed for its flexibility' -> 'flexibility does not cost it speed'; 'additional features not available in other implementations' -> 'extra features that other implementations lack'"),
            contradiction=("As the benchmark shows, markdown-it doesn't pay with speed for its flexibility, and the slowdown of its full version is caused by additional features that are also available in other implementations.",
                           "[negation] 'additional features not available in other implementations' -> 'that are also available in other implementations'"),
            overclaim=("As the benchmark shows, markdown-it doesn't pay with speed for its flexibility, and its full version is slower only because of features that no other Markdown implementation in existence offers.",
                       "scope widened: 'not available in other implementations' (those benchmarked) -> 'that no other Markdown implementation in existence offers'; 'existence' does not occur in the README"),
            added=("As the benchmark shows, markdown-it doesn't pay with speed for its flexibility, and the slowdown of its full version is caused by additional features not available in other implementations; the benchmark was run on Node.js 18.",
                   "added detail (the benchmark was run on Node.js 18) not in the README; '18' does not occur in it (the benchmark lead-in names only the machine, 'MB Pro Retina 2013 (2.4 GHz)'); 'node.js' occurs only in the Install label and a code comment"),
        ),
        dict(
            section="Authors",
            start="_markdown-it_ is the result",
            end="It's not a fork.",
            reworded=("The markdown-it project is the result of the decision of the authors who contributed to 99% of the Remarkable code to move to a project with the same authorship but new leadership (Vitaly and Alex), and it is not a fork.",
                      "'markdown-it' -> 'The markdown-it project' (a claim cannot start lower-case); italics dropped; 'It's not a fork.' joined as 'and it is not a fork'"),
            paraphrase=("Rather than being a fork, markdown-it came about when the authors behind 99% of Remarkable's code decided to move to a new project that kept the same authorship under new leadership, namely Vitaly and Alex.",
                        "freer rewording; the two sentences in reverse order; 'the authors who contributed to 99% of the Remarkable code' -> 'the authors behind 99% of Remarkable's code'; the number kept"),
            contradiction=("The markdown-it project is a fork of Remarkable, created when the authors who contributed to 99% of the Remarkable code moved to a project with the same authorship but new leadership (Vitaly and Alex).",
                           "[negation] 'It's not a fork.' -> 'is a fork of Remarkable'"),
            overclaim=("The markdown-it project replaced Remarkable entirely, since the authors who contributed to 99% of the Remarkable code moved to it under new leadership (Vitaly and Alex), and it is not a fork.",
                       "a decision asserted as a total effect: 'the decision of the authors ... to move to a project' -> 'replaced Remarkable entirely'; the README says nothing about what became of Remarkable ('replace' occurs only about rules, replacements and quotes)"),
            added=("The markdown-it project, started in 2014, is the result of the decision of the authors who contributed to 99% of the Remarkable code to move to a project with the same authorship but new leadership (Vitaly and Alex), and it is not a fork.",
                   "added date (started in 2014) not in the README; '2014' does not occur in it (the benchmark lead-in has '2013', the machine's year); may be true in the world, not checked"),
        ),
        dict(
            section="References / Thanks",
            start="Big thanks to [John MacFarlane]",
            end="this project's development.",
            reworded=("The markdown-it authors give big thanks to John MacFarlane for his work on the CommonMark spec and reference implementations, which saved them a lot of time during markdown-it's development.",
                      "the verbless 'Big thanks to' given the subject 'The markdown-it authors' and the verb 'give'; 'His work saved us' -> 'which saved them'; 'this project's' -> 'markdown-it's'; link syntax and URL dropped; the two sentences joined"),
            paraphrase=("The markdown-it team credits John MacFarlane's work on the CommonMark specification and its reference implementations with saving them much time while developing the project, and thanks him warmly for it.",
                        "freer rewording; 'Big thanks' -> 'thanks him warmly'; 'saved us a lot of time during this project's development' -> 'saving them much time while developing the project'"),
            contradiction=("The markdown-it authors give big thanks to John Gruber for his work on the CommonMark spec and reference implementations, which saved them a lot of time during markdown-it's development.",
                           "[entity] John MacFarlane -> John Gruber"),
            overclaim=("The markdown-it authors thank John MacFarlane for his work on the CommonMark spec and reference implementations, without which markdown-it could not have been written at all.",
                       "degree raised: 'saved us a lot of time' -> 'without which markdown-it could not have been written at all'"),
            added=("The markdown-it authors give big thanks to John MacFarlane, the author of Pandoc, for his work on the CommonMark spec and reference implementations, which saved them a lot of time during development.",
                   "added detail (John MacFarlane is the author of Pandoc) not in the README; 'pandoc' does not occur in it; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# is-glob's README: "# is-glob [badges]" (the title), a two-sentence
# blockquote tagline, a "Please consider following" line, then ## Install
# (a lead-in, code and an 11-word related-packages line), Usage (### Default
# behavior and ### Option strict: bold labels, lead-ins and code), About
# (<details> blocks, ### Related projects, Contributors, Author, License).
# The tagline's first sentence is quoted word for word (with most of the
# second) in is-extglob's README, the "Please consider following" line and
# About are verb boilerplate shared with other READMEs, so the draft draws on
# two top-level sections: the tagline's second sentence under the title, and
# Usage (the arrays lead-in and the two cuts of the Option strict paragraph).
DOCS.append(dict(
    path="is-glob/README.md",
    kind="README", num="is-glob", title="is-glob",
    sentences=[
        dict(
            section="is-glob",
            start="This makes it easy to create code",
            end="better user experience.",
            reworded=("Checking strings with is-glob makes it easy to create code that only uses external modules like node-glob when necessary, resulting in much faster code execution and initialization time, and a better user experience.",
                      "'This' -> 'Checking strings with is-glob' (the tagline's first sentence, outside the cut: is-glob returns true if the given string looks like a glob pattern); the blockquote marker is outside the cut"),
            paraphrase=("Because is-glob tells whether a string looks like a glob, code can load external modules such as node-glob only when they are needed, which makes it run and initialise much faster and improves the user experience.",
                        "freer rewording; the referent of 'This' named from the tagline's first sentence; 'only uses ... when necessary' -> 'load ... only when they are needed'; 'much faster' kept for both execution and initialization"),
            contradiction=("Checking strings with is-glob makes it easy to create code that only uses external modules like node-glob when necessary, resulting in much faster code execution, though at the cost of a longer initialization time.",
                           "[direction] much faster initialization time -> a longer initialization time"),
            overclaim=("Checking strings with is-glob makes it easy to create code that only uses external modules like node-glob when necessary, which guarantees the fastest possible code execution and initialization time.",
                       "degree raised: 'resulting in much faster code execution and initialization time' -> 'guarantees the fastest possible'; 'guarantee' does not occur in the README"),
            added=("Checking strings with is-glob makes it easy to create code that only uses external modules like node-glob when necessary, resulting in much faster code execution and initialization time, since node-glob takes over 50 milliseconds to load.",
                   "added cause and estimate (node-glob takes over 50 milliseconds to load) not in the README; 'millisecond' and '50' do not occur in it"),
        ),
        dict(
            section="Default behavior",
            start="Arrays are also `false`",
            end="jonschlinkert/has-glob)):",
            reworded=("The is-glob package returns false for arrays as well, and to check if an array has a glob pattern, has-glob should be used.",
                      "the lead-in 'Arrays are also false (...):' given the subject 'The is-glob package' and the verb 'returns'; the parenthesis made a clause; 'If you want to check ..., use has-glob' -> 'to check ..., has-glob should be used'; link syntax, URL and backticks dropped; the code it introduces is outside the cut"),
            paraphrase=("Passing an array to is-glob gives false too, and has-glob is the package suggested for checking whether an array contains a glob pattern.",
                        "freer rewording; 'Arrays are also false' -> 'Passing an array to is-glob gives false too'; 'If you want to check ..., use has-glob' -> 'has-glob is the package suggested for checking'"),
            contradiction=("The is-glob package returns false for arrays as well, and to check if an array has a glob pattern, is-valid-glob should be used.",
                           "[entity] has-glob -> is-valid-glob (another package the README names, under Install)"),
            overclaim=("The is-glob package returns false for arrays, and has-glob is the only way to check whether an array has a glob pattern.",
                       "exclusivity added: 'If you want to check if an array has a glob pattern, use has-glob' -> 'has-glob is the only way'"),
            added=("The is-glob package returns false for arrays as well, and to check if an array has a glob pattern, has-glob, which runs is-glob on each element of the array, should be used.",
                   "added detail (has-glob runs is-glob on each element) not in the README; 'element' does not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="Option strict",
            start="When `options.strict === false`",
            end="may return `true`.",
            reworded=("When the strict option of is-glob is false, the behavior is less strict in determining if a pattern is a glob, meaning that some patterns that would return false may return true.",
                      "'options.strict === false' -> 'the strict option of is-glob is false'; the fragment 'Meaning that ...' joined to the first sentence; backticks dropped"),
            paraphrase=("Setting strict to false makes is-glob more lenient about what counts as a glob, so some patterns that would otherwise give false can give true.",
                        "freer rewording; 'less strict in determining if a pattern is a glob' -> 'more lenient about what counts as a glob'; 'some' and 'may' (as 'can') kept"),
            contradiction=("When the strict option of is-glob is false, the behavior is less strict in determining if a pattern is a glob, meaning that some patterns that would return true may return false.",
                           "[roles] the two results swapped: patterns that would return false may return true -> patterns that would return true may return false"),
            overclaim=("When the strict option of is-glob is false, it is less strict in determining if a pattern is a glob, so some patterns that would return false are guaranteed to return true instead.",
                       "hedge removed: 'may return true' -> 'are guaranteed to return true'"),
            added=("When the strict option of is-glob is false, the behavior is less strict in determining if a pattern is a glob, meaning that some patterns that would return false may return true; the option was added in is-glob 4.0.",
                   "added origin in time (the option added in is-glob 4.0) not in the README; '4.0' does not occur in it (the last line names verb-generate-readme v0.8.0); not checked in the world"),
        ),
        dict(
            section="Option strict",
            start="This is done so that matching libraries",
            end="is a glob or not.",
            reworded=("The less strict behavior of is-glob with strict set to false is there so that matching libraries like micromatch have a chance at determining if the pattern is a glob or not.",
                      "'This is done' -> 'The less strict behavior of is-glob with strict set to false is there' (the paragraph's first sentence, outside the cut); link syntax and URL dropped"),
            paraphrase=("The lenient mode of is-glob, with strict turned off, exists to give matching libraries such as micromatch the chance to decide for themselves whether a pattern is a glob.",
                        "freer rewording; the referent named from the paragraph; 'have a chance at determining' -> 'the chance to decide for themselves'"),
            contradiction=("The less strict behavior of is-glob with strict set to false means that matching libraries like micromatch get no chance at determining if the pattern is a glob or not.",
                           "[negation] 'so that matching libraries like micromatch have a chance at determining' -> 'get no chance at determining'"),
            overclaim=("The less strict behavior of is-glob with strict set to false ensures that matching libraries like micromatch can always determine correctly whether the pattern is a glob.",
                       "an intent asserted as a guaranteed effect: 'so that ... have a chance at determining' -> 'ensures that ... can always determine correctly'"),
            added=("The less strict behavior of is-glob with strict set to false is there so that matching libraries like micromatch and picomatch have a chance at determining if the pattern is a glob or not.",
                   "added list item (picomatch) not in the README; 'picomatch' does not occur in it; not checked in the world"),
        ),
    ]))
