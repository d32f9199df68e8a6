# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-49, part D (drafts 16-20).

Same format as review-claims-48's parts, with one change: the documents are
documentation pages under /work/main/node_modules, not READMEs.  One entry
per document, in draft order.  Each sentence gives the section it comes from,
a start anchor (unique in the raw file) and an end anchor (first match after
the start, inclusive), plus five hand-written (claim, note) tuples, one per
kind.

`path` is relative to /work/main/node_modules (a build script computes that
folder as Path(__file__).resolve().parents[N] / "node_modules").  `kind` is
"docs"; `num` is the page's top folder under node_modules (the package name,
equal to the "name" field of that folder's package.json); `title` is the
page's first Markdown heading, at any level, with the '#' marks, links and
code marks removed and otherwise kept as written.  The draft heading built
from these reads "## <num> docs: <title>".  `section` is the text of the
nearest heading above the sentence (closing '#'s dropped, other markup kept,
as in review-claims-48); check_part_d.py also derives the top-level section
of each cut (the nearest heading at the shallowest level used below the
title, or the title itself for text that stands before any such heading).

All five assigned pages have four or more usable prose sentences of 12-45
words, so neither spare was used (see notes-d.md).  DRAFTS gives the draft
number of each DOCS entry.
"""

DOCS = []
DRAFTS = [16, 17, 18, 19, 20]   # draft number of each DOCS entry

# ---------------------------------------------------------------- draft-16
# qs's threat model (qs 6.17.1, qs/.github/THREAT_MODEL.md, 7528 bytes, 80
# lines).  Its first heading is the level-2 "## Threat Model for qs
# (querystring parsing library)" (the title); the eight numbered sections are
# level 3 ("### 1. Library Overview" ... "### 8. Next Steps & Review"), so they
# are the top-level sections.  Prose sits in bullet items with bold run-in
# labels, in the one-sentence Define Scope, and in two tables (Identify
# Threats' STRIDE grid, which is tick marks only, and the Mitigation table,
# whose cells are prose but are table rows, so not used).  Sentences from four
# top-level sections: 2. Define Scope, 3. Conceptual System Diagram (the
# "Input string (parse)" item under the bold "Trust Boundaries:" label),
# 5. Identify Threats (the "Interpretation conflict (out of scope)" item) and
# 8. Next Steps & Review (item 2, "Depth limiting:").
DOCS.append(dict(
    path="qs/.github/THREAT_MODEL.md",
    kind="docs", num="qs", title="Threat Model for qs (querystring parsing library)",
    sentences=[
        dict(
            section="2. Define Scope",
            start="This threat model focuses on",
            end="cycle management in stringification.",
            reworded=("The qs threat model focuses on the core parsing and stringifying functionality, specifically the handling of nested objects and arrays, option validation and cycle management in stringification.",
                      "'This threat model' -> 'The qs threat model' (the page's title names qs); the comma before 'and cycle management' dropped; otherwise as written"),
            paraphrase=("The scope of the qs threat model is the library's core parse and stringify functionality, in particular how nested objects and arrays are handled, how options are validated and how cycles are managed during stringification.",
                        "freer rewording; 'focuses on' -> 'The scope ... is' (the section heading is Define Scope); the three specifics kept, each turned into a 'how' clause; 'in stringification' -> 'during stringification'"),
            contradiction=("The qs threat model focuses on the core parsing and stringifying functionality, specifically the handling of nested objects and arrays, option validation and cycle management in parsing.",
                           "[entity] 'cycle management in stringification' -> 'cycle management in parsing'; the sentence ties cycle management to stringification, and Trust Boundaries adds that cycle tracking is 'Used only during stringification'"),
            overclaim=("The qs threat model covers every part of the qs library, from the handling of nested objects and arrays to option validation and cycle management in stringification.",
                       "scope widened in place: 'focuses on the core parsing and stringifying functionality, specifically ...' -> 'covers every part of the qs library'; the page names a focus, not full coverage ('every part' does not occur in it; 'every' does not occur at all)"),
            added=("The qs threat model focuses on the core parsing and stringifying functionality, specifically the handling of nested objects and arrays, option validation and cycle management in stringification, and it was drawn up at the request of the OpenJS Foundation.",
                   "added origin (drawn up at the request of the OpenJS Foundation) that the page does not state anywhere; 'OpenJS', 'Foundation' and 'request' do not occur in it (only 'network requests' under Trust Boundaries); invented"),
        ),
        dict(
            section="3. Conceptual System Diagram",
            start="`qs` defines its own key grammar",
            end="or a WHATWG-conformant parser.",
            reworded=("The qs threat model says that qs defines its own key grammar, in which bracket groups denote nesting, so the parameter names it derives are deliberately not the flat names produced by URLSearchParams, node:querystring or a WHATWG-conformant parser.",
                      "the frame 'The qs threat model says that' added (the cut starts with the lower-case code span `qs`); 'where' -> 'in which'; backticks and the comma before 'or' dropped; otherwise as written"),
            paraphrase=("Because qs parses keys with a grammar of its own, in which brackets mark nesting, the parameter names it produces intentionally differ from the flat names that URLSearchParams, node:querystring or a WHATWG-conformant parser would give.",
                        "freer rewording; 'defines its own key grammar, where bracket groups denote nesting' -> 'parses keys with a grammar of its own, in which brackets mark nesting'; 'are deliberately not the flat names produced by' -> 'intentionally differ from the flat names that ... would give'; all three parsers kept"),
            contradiction=("The qs threat model says that qs defines its own key grammar, in which bracket groups denote nesting, so the parameter names it derives deliberately match the flat names produced by URLSearchParams, node:querystring or a WHATWG-conformant parser.",
                           "[negation] 'are deliberately not the flat names' -> 'deliberately match the flat names'; the Mitigation table says the same from the other side ('qs and a flat parser disagree about parameter names for well-formed input')"),
            overclaim=("The qs library defines its own key grammar, in which bracket groups denote nesting, so the parameter names it derives differ from those of every other query-string parser in existence.",
                       "scope widened in place: the three parsers the sentence names (URLSearchParams, node:querystring, a WHATWG-conformant parser) -> 'every other query-string parser in existence'; 'existence' and 'every' do not occur in the page"),
            added=("The qs threat model says that qs defines its own key grammar, in which bracket groups denote nesting in the style of PHP, so the parameter names it derives are deliberately not the flat names produced by URLSearchParams, node:querystring or a WHATWG-conformant parser.",
                   "added origin (the bracket style comes from PHP) that the page does not state; 'PHP' does not occur in it; may be true in the world (qs's README is not the document and was not used), not checked"),
        ),
        dict(
            section="5. Identify Threats",
            start="An application that parses the same query string",
            end="the two parsers read differently.",
            reworded=("According to the qs threat model, an application that parses the same query string with two different parsers, and makes a trust decision on one result while consuming the other, can be attacked by any input that the two parsers read differently.",
                      "the setting 'According to the qs threat model' added; 'any input the two parsers' -> 'any input that the two parsers'; otherwise as written"),
            paraphrase=("If an application runs one query string through two different parsers and bases a trust decision on one parser's result while using the other's, the qs threat model says any input the parsers interpret differently can be used to attack it.",
                        "freer rewording; both conditions kept (two different parsers; trust decided on one result while the other is consumed); 'can be attacked by any input the two parsers read differently' -> 'any input the parsers interpret differently can be used to attack it'"),
            contradiction=("According to the qs threat model, an application that parses the same query string with two different parsers, and makes a trust decision on one result while consuming the other, can be attacked by any input that the two parsers read identically.",
                           "[direction] 'read differently' -> 'read identically' (the antonym); the item goes on to say that qs's grammar 'guarantees such inputs exist', i.e. inputs read differently"),
            overclaim=("According to the qs threat model, any application that parses the same query string with two different parsers can be attacked by any input that the two parsers read differently.",
                       "a condition dropped: 'and makes a trust decision on one result while consuming the other' removed, so every two-parser application is said to be attackable; the page ties the attack to that validate-then-use pattern (also in its Mitigation row 'validate-then-use across two parsers')"),
            added=("According to the qs threat model, an application that parses the same query string with two different parsers, and makes a trust decision on one result while consuming the other, can be attacked by any input that the two parsers read differently, which is how web application firewalls are commonly bypassed.",
                   "added example and consequence (web application firewalls commonly bypassed this way) that the page does not state; 'firewall' and 'bypass' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="8. Next Steps & Review",
            start="`parse` enforces a `depth` bound by default",
            end="for defense-in-depth.",
            reworded=("In the qs threat model's next steps, parse enforces a depth bound by default (with strictDepth to throw), while stringify offers an opt-in depth bound (default Infinity, since its input is caller-produced) for defense in depth.",
                      "the setting 'In the qs threat model's next steps' added (the cut is item 2 of Next Steps & Review, after the bold label 'Depth limiting:'); the semicolon -> ', while'; backticks and the hyphens of 'defense-in-depth' dropped"),
            paraphrase=("The qs parse function applies a depth limit by default and can be made to throw on it with strictDepth, whereas stringify, whose input comes from the caller, only has an optional depth limit, defaulting to Infinity, offered for defense in depth.",
                        "freer rewording; 'enforces a depth bound by default (with strictDepth to throw)' -> 'applies a depth limit by default and can be made to throw on it with strictDepth'; 'opt-in' -> 'optional'; the default Infinity and its reason ('since its input is caller-produced') kept"),
            contradiction=("In the qs threat model's next steps, stringify enforces a depth bound by default, while parse offers an opt-in depth bound (default Infinity, since its input is caller-produced) for defense in depth.",
                           "[roles] parse and stringify swapped: the item has parse enforce the bound by default and stringify offer the opt-in one; the Mitigation table also gives stringify's depth option 'default Infinity'"),
            overclaim=("Since its very first release, qs's parse has enforced a depth bound by default (with strictDepth to throw), while stringify offers an opt-in depth bound (default Infinity) for defense in depth.",
                       "scope widened in time: the item describes the present behaviour and says nothing of past releases; 'first' and 'release' do not occur in the page, and 'since' only in the cut's 'since its input is caller-produced' (its only history is Risk Ranking's 'historical vulnerability', about DoS via array parsing)"),
            added=("In the qs threat model's next steps, parse enforces a depth bound of 5 by default (with strictDepth to throw), while stringify offers an opt-in depth bound (default Infinity, since its input is caller-produced) for defense in depth.",
                   "added detail (parse's default depth is 5) that the page does not state; it gives a default only for stringify's depth (Infinity); '5' occurs only as a heading number, a list number and a footnote mark; may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-17
# wink-nlp's contribution guide (wink-nlp 2.4.0, wink-nlp/CONTRIBUTING.md,
# 10818 bytes, 131 lines).  "# Contributing to WinkNLP" (the title), then
# level-2 sections Getting Started (with ### How to send a PR?), Code of
# Conduct, Development Guidelines (### Linting, Documenting, Testing with
# #### Performance and Security Considerations, Committing with #### Commit
# Message Format), Versioning (one 7-word sentence), Governance and
# Contributor License Agreement (CLA), which is skipped as licence text.
# Sentences from four top-level sections: Getting Started, Code of Conduct,
# Development Guidelines (### Testing) and Governance.
DOCS.append(dict(
    path="wink-nlp/CONTRIBUTING.md",
    kind="docs", num="wink-nlp", title="Contributing to WinkNLP",
    sentences=[
        dict(
            section="Getting Started",
            start="New features may also be discussed there",
            end="sending a PR.",
            reworded=("New features may also be discussed in WinkNLP's discussions, and eventually a contributor may consider developing the same and sending a PR.",
                      "'there' given its referent, the discussions of the sentence before ('post them at our discussions'); 'you' -> 'a contributor'; the semicolon -> ', and'; otherwise as written"),
            paraphrase=("The WinkNLP discussions are also a place to talk over new features, which a contributor might in the end think about building and submitting as a pull request.",
                        "freer rewording; 'may also be discussed there' -> 'are also a place to talk over'; 'eventually you may consider developing the same and sending a PR' -> 'might in the end think about building and submitting as a pull request' (the hedges 'may' and 'consider' kept as 'might' and 'think about')"),
            contradiction=("New features are not to be discussed in WinkNLP's discussions, but a contributor may eventually consider developing one and sending a PR.",
                           "[negation] 'New features may also be discussed there' -> 'are not to be discussed in WinkNLP's discussions' (worded as a prohibition, since 'may not' could also be read as a mere possibility)"),
            overclaim=("Every new feature must first be discussed in WinkNLP's discussions before a contributor may develop it and send a PR.",
                       "a possibility made a rule: 'may also be discussed there' -> 'must first be discussed', for every feature and before any development; the page allows the discussion, it does not require it ('must' occurs only for the documentation, test coverage, commit subjects and PRs' compliance with the development guidelines)"),
            added=("New features may also be discussed in WinkNLP's discussions, where the maintainers aim to reply within a week, and eventually a contributor may consider developing the same and sending a PR.",
                   "added detail (the maintainers aim to reply within a week) that the page does not state; 'week', 'reply' and 'respond' do not occur in it; invented"),
        ),
        dict(
            section="Code of Conduct",
            start="respect fellow contributors",
            end="and age;",
            reworded=("Under wink's code of conduct, each WinkNLP contributor should respect fellow contributors, irrespective of their level of experience, race, religion, gender, sexual orientation and age.",
                      "the list item given its subject from the lead-in ('By contributing, you are expected to uphold wink's code of conduct. In essence, each one of us should:'); the comma before 'and age' and the final semicolon dropped"),
            paraphrase=("WinkNLP's code of conduct expects its contributors to treat one another with respect whatever their experience level, race, religion, gender, sexual orientation or age.",
                        "freer rewording; 'should respect fellow contributors' -> 'expects its contributors to treat one another with respect'; 'irrespective of' -> 'whatever'; all six characteristics kept"),
            contradiction=("Under wink's code of conduct, each WinkNLP contributor should respect fellow contributors according to their level of experience, race, religion, gender, sexual orientation and age.",
                           "[direction] 'irrespective of' -> 'according to' (respect made to depend on the characteristics the item says it must not depend on)"),
            overclaim=("Respecting fellow contributors irrespective of their level of experience, race, religion, gender, sexual orientation and age is the most important rule of wink's code of conduct for WinkNLP contributors.",
                       "a ranking added: the item is the first of three numbered items, and the page ranks none of them ('important' occurs only in 'It is important to maintain the performance' and 'important excerpts'); 'most' does not occur"),
            added=("Under wink's code of conduct, each WinkNLP contributor should respect fellow contributors, irrespective of their level of experience, race, religion, gender, sexual orientation, age and nationality.",
                   "a list item added (nationality) that the page does not name; 'nation' does not occur in it; the linked CODE_OF_CONDUCT.md is not the document"),
        ),
        dict(
            section="Testing",
            start="WinkNLP requires a test coverage",
            end="existing test coverage level.",
            reworded=("WinkNLP requires test coverage of at least 99.5% and aims for 100%, and any new contribution must maintain the existing test coverage level.",
                      "bold marks and the redundant '≥' after 'at least' dropped; 'a test coverage' -> 'test coverage'; the two sentences joined with ', and'"),
            paraphrase=("Every new contribution to WinkNLP has to keep test coverage at its existing level, with 99.5% as the required minimum and 100% as the target.",
                        "freer rewording; the two sentences in reverse order; 'requires a test coverage of at least 99.5%' -> '99.5% as the required minimum'; 'aims for 100%' -> '100% as the target'; 'Any new contribution must maintain' -> 'Every new contribution ... has to keep'"),
            contradiction=("WinkNLP requires test coverage of at least 98.5% and aims for 100%, and any new contribution must maintain the existing test coverage level.",
                           "[number] 99.5% -> 98.5%; the PR checklist (item 6 of How to send a PR?) gives the same minimum, '≥99.5%'"),
            overclaim=("WinkNLP's test coverage is already at 100%, and any new contribution must keep it there.",
                       "an aim asserted as achieved: 'aims for 100%' -> 'is already at 100%'; the page gives a required minimum (99.5%) and a target, not the current level ('already' does not occur in it)"),
            added=("WinkNLP requires test coverage of at least 99.5% and aims for 100%, and any new contribution must maintain the existing test coverage level, so pull requests that lower it are closed without review.",
                   "added consequence (pull requests that lower coverage are closed without review) that the page does not state; 'closed' and 'without' do not occur in it, and 'review' only as security review and 'Review security and performance'; invented"),
        ),
        dict(
            section="Governance",
            start="There is an effort to achieve consensus",
            end="style project.",
            reworded=("In WinkNLP's governance there is an effort to achieve consensus, but in the absence of obvious consensus the technical lead has the final say in decision making, which roughly matches a standard BDFL (Benevolent Dictator For Life) style project.",
                      "the setting 'In WinkNLP's governance' added (the item is under Governance); 'in absence of' -> 'in the absence of'; 'It roughly matches' -> ', which roughly matches' (the two sentences joined)"),
            paraphrase=("WinkNLP tries to decide by consensus, and where no clear consensus emerges its technical lead makes the final call, so the project works roughly like a standard Benevolent Dictator For Life project.",
                        "freer rewording; 'There is an effort to achieve consensus' -> 'tries to decide by consensus'; 'in absence of obvious consensus' -> 'where no clear consensus emerges'; 'has the final say' -> 'makes the final call'; 'roughly' kept; the abbreviation BDFL dropped, its expansion kept"),
            contradiction=("In WinkNLP's governance there is an effort to achieve consensus, but in the absence of obvious consensus Graype, the company behind the project, has the final say in decision making.",
                           "[entity] 'the technical lead' -> 'Graype'; Graype Systems is named in Governance item 1 as the company whose project WinkNLP is, but the final say belongs to the technical lead"),
            overclaim=("WinkNLP is run exactly like a standard BDFL (Benevolent Dictator For Life) project, in which the technical lead has the final say whenever there is no obvious consensus.",
                       "similar -> identical: 'roughly matches a standard BDFL style project' -> 'is run exactly like'; 'exactly' does not occur in the page"),
            added=("In WinkNLP's governance there is an effort to achieve consensus, but in the absence of obvious consensus the technical lead has the final say, a roughly BDFL-style arrangement chosen because the core team has only three members.",
                   "added cause (chosen because the core team has only three members); the page does say the team 'consists of 3-core members' (Governance item 2) but gives no reason for the decision model; 'because' and 'chosen' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-18
# playwright-core's test-generation reference for the playwright-cli skill
# (playwright-core 1.65.1, 16072 bytes, 433 lines).  "# Test generation (plan
# → generate → heal)" (the title), an intro with a bullet list, then level-2
# sections "0. How generation works", "1. Planning", "2. Generate", "3. Heal"
# and "Cross-references" (a table), each with ### subsections; much of the
# page is code.  Sentences from four top-level sections: 0 (### Add
# assertions manually), 1 (### 1.2 Prerequisite: seed test), 2 (### 2.3
# Generate multiple scenarios) and 3 (### 3.1 Find failing tests).  The
# sentence "Every action you perform with `playwright-cli` generates ..." of
# section 0 is also in playwright-tests.md, so it was not used.
DOCS.append(dict(
    path="playwright-core/lib/tools/skills/playwright-cli/references/test-generation.md",
    kind="docs", num="playwright-core", title="Test generation (plan → generate → heal)",
    sentences=[
        dict(
            section="Add assertions manually",
            start="When asserting text content, make sure",
            end="prefer `toBeVisible()` instead.",
            reworded=("The playwright-cli test-generation guide says that when asserting text content, the generated locator should not contain text from the element itself, that getByTestId() or getByLabel() usually work well with asserting text, and that toBeVisible() is preferred instead when the locator is text-based.",
                      "the frame 'The playwright-cli test-generation guide says that' added; the imperatives 'make sure' and 'prefer' turned into 'should not' and 'is preferred'; backticks dropped; the three sentences joined"),
            paraphrase=("For text assertions in tests generated with playwright-cli, a locator that includes the element's own text is to be avoided, getByTestId() and getByLabel() are usually good choices, and a text-based locator calls for toBeVisible() instead.",
                        "freer rewording; 'make sure that generated locator does not contain text from the element itself' -> 'a locator that includes the element's own text is to be avoided'; 'usually work well' -> 'are usually good choices' (the hedge kept); 'When locator is text-based, prefer toBeVisible() instead' -> 'a text-based locator calls for toBeVisible() instead'"),
            contradiction=("The playwright-cli test-generation guide says that when asserting text content, the generated locator should not contain text from the element itself, and that toHaveText() is preferred when the locator is text-based.",
                           "[entity] toBeVisible() -> toHaveText(), another matcher from the same section's list; the sentence prefers toBeVisible() for a text-based locator (the getByTestId()/getByLabel() sentence is left out)"),
            overclaim=("The playwright-cli test-generation guide says that getByTestId() and getByLabel() always work well for asserting text content, as long as the generated locator does not contain the element's own text.",
                       "hedge removed: 'usually work well' -> 'always work well'; 'always' occurs in the page only in 'Always write the spec to a file' and (twice) 'always go through the test'"),
            added=("The playwright-cli test-generation guide says that when asserting text content, the generated locator should not contain text from the element itself, and that getByTestId(), which matches the element's data-testid attribute, or getByLabel() usually work well with asserting text.",
                   "added detail (getByTestId() matches a data-testid attribute) that the page does not state; 'data-testid' and 'attribute' do not occur in it (the code only calls getByTestId('main-header')); may be true in the world, not checked; the toBeVisible() sentence is left out"),
        ),
        dict(
            section="1.2 Prerequisite: seed test",
            start="A **seed test** is a minimal test",
            end="feature flags, etc.",
            reworded=("In the playwright-cli test-generation workflow, a seed test is a minimal test that lands the page in the state every scenario starts from, such as navigation to the app, any required login and feature flags.",
                      "the setting 'In the playwright-cli test-generation workflow' added; bold marks dropped; the colon and 'etc.' rendered as 'such as'; otherwise as written"),
            paraphrase=("The seed test of Playwright's plan-generate-heal workflow is a small test that brings the page to the starting state shared by all scenarios, for example by navigating to the app, logging in where that is required and setting feature flags.",
                        "freer rewording; the workflow named from the title (plan, generate, heal); 'minimal' -> 'small'; 'lands the page in the state every scenario starts from' -> 'brings the page to the starting state shared by all scenarios'; 'any required login' kept as 'logging in where that is required'"),
            contradiction=("In the playwright-cli test-generation workflow, a seed test is a minimal test that lands the page in the state every scenario ends in, such as navigation to the app, any required login and feature flags.",
                           "[direction] 'the state every scenario starts from' -> 'the state every scenario ends in'; the section goes on to say that scenarios 'assume a fresh start after the seed'"),
            overclaim=("In the playwright-cli test-generation workflow, the seed test always logs in to the app, besides navigating to it and setting feature flags.",
                       "a condition dropped: 'any required login' -> 'always logs in'; the page makes login part of the seed only where one is required"),
            added=("In the playwright-cli test-generation workflow, a seed test is a minimal test that lands the page in the state every scenario starts from, such as navigation to the app, any required login and feature flags, and it has to finish within 30 seconds, Playwright's default test timeout.",
                   "added requirement (the seed must finish within 30 seconds, the default test timeout) that the page does not state; '30', 'second' and 'timeout' do not occur in it; the 30-second default may be true in the world, not checked"),
        ),
        dict(
            section="2.3 Generate multiple scenarios",
            start="Loop 2.2 over the targeted scenarios",
            end="before starting the next one.",
            reworded=("To generate multiple scenarios with playwright-cli, step 2.2 is looped over the targeted scenarios one at a time, with the seed restarted between each so every test starts from a clean page, and each test run is stopped before the next one starts.",
                      "the setting named from the ### heading (Generate multiple scenarios) and the page's tool; the imperatives 'Loop' and 'Make sure' put in the passive; the two sentences joined"),
            paraphrase=("When playwright-cli generates several scenarios, the single-scenario procedure is repeated for each target in turn, rerunning the seed every time so that each test begins on a clean page, and every test run has to be stopped before the next begins.",
                        "freer rewording; 'Loop 2.2' named from the heading of 2.2 (Generate one scenario) as 'the single-scenario procedure'; 'one at a time' -> 'in turn'; 'restarting the seed between each' -> 'rerunning the seed every time'; 'Make sure ... is stopped' -> 'has to be stopped'"),
            contradiction=("To generate multiple scenarios with playwright-cli, step 2.2 is looped over the targeted scenarios two at a time, with the seed restarted between each so every test starts from a clean page.",
                           "[number] 'one at a time' -> 'two at a time'; 2.2 also says 'in sequence (never in parallel — scenarios share the seed session)' (the second sentence of the cut is left out)"),
            overclaim=("To generate multiple scenarios with playwright-cli, step 2.2 is looped over the targeted scenarios one at a time, and restarting the seed between them guarantees that no generated test is ever affected by state left behind by another.",
                       "an aim made a guarantee: 'so every test starts from a clean page' -> 'guarantees that no generated test is ever affected by state left behind by another'; 'guarantee' and 'ever' as a word do not occur in the page, and 3.2 lists 'test data leaking between runs' among the common causes of failures"),
            added=("To generate multiple scenarios with playwright-cli, step 2.2 is looped over the targeted scenarios one at a time, with the seed restarted between each so every test starts from a clean page, which makes generating ten scenarios take about ten times as long as generating one.",
                   "added estimate (ten scenarios take about ten times as long as one) that the page does not state; 'ten' as a word does not occur in it (only inside words such as 'content'), 'long' only in 'very long input' and 'no longer', 'time' only in 'one at a time'; invented"),
        ),
        dict(
            section="3.1 Find failing tests",
            start="Record the list of failing",
            end="make that fragile.",
            reworded=("When healing tests with playwright-cli, the list of failing file:line entries is recorded and processed one at a time, and parallel fixes are not attempted, since shared state and the single CLI session make that fragile.",
                      "the setting named from the section (3. Heal) and the page's tool; the imperatives 'Record', 'process' and 'Do not attempt' put in the passive; the code span <file>:<line> written file:line; the dash -> ', since'"),
            paraphrase=("Playwright's heal step works through failing tests one by one from a recorded list of file and line entries, because shared state and the lone CLI session would make fixing them in parallel fragile.",
                        "freer rewording; the step named from the section heading (Heal); 'process them one at a time' -> 'works through ... one by one'; 'Do not attempt parallel fixes — ... make that fragile' -> 'because ... would make fixing them in parallel fragile'"),
            contradiction=("When healing tests with playwright-cli, the list of failing file:line entries is recorded and the fixes are attempted in parallel, even though shared state and the single CLI session make that fragile.",
                           "[negation] 'Do not attempt parallel fixes' -> 'the fixes are attempted in parallel'; 3.5 repeats 'Fix failures one at a time'"),
            overclaim=("When healing tests with playwright-cli, failing file:line entries must be processed one at a time, because shared state and the single CLI session make parallel fixes impossible.",
                       "degree raised: 'make that fragile' -> 'make parallel fixes impossible'; 'impossible' does not occur in the page"),
            added=("When healing tests with playwright-cli, the list of failing file:line entries is recorded and processed one at a time, starting with the test that failed first, since shared state and the single CLI session make parallel fixes fragile.",
                   "added order (start with the test that failed first) that the page does not state; it gives no order for the list, and 'first' does not occur in it; invented"),
        ),
    ]))

# ---------------------------------------------------------------- draft-19
# undici's MockCallHistory page (undici 7.30.2,
# undici/docs/docs/api/MockCallHistory.md, 5632 bytes, 197 lines).  "# Class:
# MockCallHistory" (the title) with an intro (a 5-word lead-in, code, the
# Symbol.iterator line, code), then "## class methods" (### clear, calls,
# firstCall, lastCall, nthCall, the eight filterCallsBy* methods and
# filterCalls, each a short description and code; the descriptions of the
# seven filterCallsBy* methods other than filterCallsByFullUrl are 4 words each) and
# "## filter parameter" (the lead-in "Can be :" and four items of 5-7 words).  Prose
# of 12+ words stands only in the intro and under ### filterCallsByFullUrl and
# ### filterCalls, so the draft draws on two top-level sections (the intro
# under the title, and class methods) and three distinct nearest headings.
# None of the cuts occurs in another undici file (MockAgent.md,
# MockCallHistoryLog.md, the types) or in any README.
DOCS.append(dict(
    path="undici/docs/docs/api/MockCallHistory.md",
    kind="docs", num="undici", title="Class: MockCallHistory",
    sentences=[
        dict(
            section="Class: MockCallHistory",
            start="a MockCallHistory instance implements",
            end="on registered logs :",
            reworded=("In undici, a MockCallHistory instance implements a Symbol.iterator, letting callers iterate on the registered logs.",
                      "the setting 'In undici' added (the cut starts lower-case); bold marks and the closing ' :' (a lead-in to the code) dropped; 'you' -> 'callers'; 'registered logs' -> 'the registered logs'"),
            paraphrase=("Because undici's MockCallHistory implements Symbol.iterator, the logs registered in one of its instances can be looped over.",
                        "freer rewording; 'implements a Symbol.iterator letting you iterate on registered logs' turned round: the iterator as the cause, the logs as the subject; 'iterate on' -> 'be looped over'"),
            contradiction=("In undici, a MockCallHistory instance does not implement Symbol.iterator, so its registered logs cannot be iterated on.",
                           "[negation] 'implements a Symbol.iterator' -> 'does not implement Symbol.iterator', and so the logs cannot be iterated; the code under the line iterates with for ... of and spreads the history into an array"),
            overclaim=("In undici, a MockCallHistory instance implements a Symbol.iterator that lets callers iterate on every request undici has ever sent, mocked or not.",
                       "scope widened in place: 'registered logs' (the calls the mock agent registered, once call history is enabled) -> 'every request undici has ever sent, mocked or not'; 'ever', 'sent' and 'mocked' do not occur in the page"),
            added=("In undici, a MockCallHistory instance implements a Symbol.iterator letting callers iterate on the registered logs, and it also implements Symbol.asyncIterator for use with for await loops.",
                   "a list item added (Symbol.asyncIterator as well) that the page does not state; 'asyncIterator' and 'await' do not occur in it; not checked in the world"),
        ),
        dict(
            section="filterCallsByFullUrl",
            start="Filter MockCallHistoryLog by fullUrl.",
            end="and query params",
            reworded=("The filterCallsByFullUrl method of undici's MockCallHistory filters MockCallHistoryLog by fullUrl, and fullUrl contains protocol, host, port, path, hash and query params.",
                      "the imperative 'Filter' given the subject 'The filterCallsByFullUrl method of undici's MockCallHistory' (the ### heading, under class methods); the comma before 'and query params' dropped; the two sentences joined"),
            paraphrase=("MockCallHistory's filterCallsByFullUrl selects call logs by their full URL, which is made up of the protocol, host, port, path, hash and query parameters.",
                        "freer rewording; 'Filter MockCallHistoryLog by fullUrl' -> 'selects call logs by their full URL'; 'contains' -> 'is made up of'; all six parts kept"),
            contradiction=("The filterCallsByFullUrl method of undici's MockCallHistory filters MockCallHistoryLog by fullUrl, which contains protocol, host, port, path and hash but not the query params.",
                           "[negation] 'contains ... and query params' -> 'but not the query params'; the section's own example URL is 'https://localhost:3000/?query=value#hash'"),
            overclaim=("Of all the filter methods of undici's MockCallHistory, filterCallsByFullUrl is the most precise, since fullUrl contains protocol, host, port, path, hash and query params.",
                       "a ranking added: 'the most precise' of the filter methods; the page ranks none of them ('precise' and 'most' do not occur in it), and filterCalls can combine several filters"),
            added=("The filterCallsByFullUrl method of undici's MockCallHistory filters MockCallHistoryLog by fullUrl, which contains protocol, host, port, path, hash and query params, with the query params sorted alphabetically.",
                   "added detail (query params sorted alphabetically in fullUrl) that the page does not state; 'sort' and 'alphabetical' do not occur in it; invented"),
        ),
        dict(
            section="filterCalls",
            start="This class method is a meta function",
            end="in a single way.",
            reworded=("The filterCalls class method of undici's MockCallHistory is a meta function, or alias, to apply complex filtering in a single way.",
                      "'This class method' -> 'The filterCalls class method of undici's MockCallHistory' (the ### heading); 'meta function / alias' -> 'meta function, or alias'; otherwise as written"),
            paraphrase=("With filterCalls, undici's MockCallHistory offers a meta function, a kind of alias, through which complex filtering is applied in one single way.",
                        "freer rewording; the method named from the ### heading; 'is a meta function / alias' -> 'offers a meta function, a kind of alias'; 'to apply complex filtering in a single way' -> 'through which complex filtering is applied in one single way'"),
            contradiction=("The filterCalls class method of undici's MockCallHistory is a meta function, or alias, to apply complex filtering in two separate steps.",
                           "[number] 'in a single way' -> 'in two separate steps'"),
            overclaim=("For any filtering of undici's MockCallHistory logs, the filterCalls meta function is the recommended method to use.",
                       "a convenience made a recommendation: the page calls filterCalls a meta function / alias for complex filtering and documents eight filterCallsBy methods beside it without recommending any ('recommend' does not occur in it)"),
            added=("The filterCalls class method of undici's MockCallHistory is a meta function, or alias, to apply complex filtering in a single way, and it was added together with the call history in undici 7.",
                   "added origin (added with the call history in undici 7) that the page does not state; '7' and 'version' do not occur in it; may be true in the world, not checked"),
        ),
        dict(
            section="filterCalls",
            start="options.operator : ",
            end="see below",
            reworded=("The options.operator of MockCallHistory's filterCalls is 'AND' or 'OR', with 'OR' as the default, and it is used only if criteria is an object.",
                      "the parameter item given its method from the ### heading (filterCalls); '(default 'OR')' -> 'with 'OR' as the default'; backticks and the trailing 'see below' dropped"),
            paraphrase=("In undici's MockCallHistory, the operator option of filterCalls matters only when the criteria are an object, and it takes AND or OR, falling back to OR.",
                        "freer rewording; 'Used only if criteria is an object' -> 'matters only when the criteria are an object' (the 'only' kept); 'default OR' -> 'falling back to OR'"),
            contradiction=("The options.operator of MockCallHistory's filterCalls is 'AND' or 'OR', with 'AND' as the default, and it is used only if criteria is an object.",
                           "[roles] the two values' roles swapped: the item makes 'OR' the default and 'AND' the alternative (the code comments under it also show OR without options and AND with { operator: 'AND' }); could also be called [entity]"),
            overclaim=("The options.operator of MockCallHistory's filterCalls is 'AND' or 'OR', and its default 'OR' is the recommended choice for object criteria.",
                       "a default made a recommendation: the item gives 'OR' as the default, not as advice ('recommend' does not occur in the page)"),
            added=("The options.operator of MockCallHistory's filterCalls is 'AND' or 'OR', with 'OR' as the default, is used only if criteria is an object, and throws an InvalidArgumentError for any other value.",
                   "added behaviour (an InvalidArgumentError for any other value) that the page does not state; 'throw', 'error' as a thrown error and 'InvalidArgumentError' do not occur in it ('errors' only inside the regexp example); may be true in the world, not checked"),
        ),
    ]))

# ---------------------------------------------------------------- draft-20
# undici's Connector page (undici 7.30.2, undici/docs/docs/api/Connector.md,
# 3464 bytes, 115 lines).  "# Connector" (the title) with a two-paragraph
# intro, then "#### Parameter: `buildConnector.BuildOptions`" (a link line,
# four option items and a 16-word sentence), "#### Parameter:
# `connector.Options`" (seven option items) and two ### example sections
# that are code only.  The shallowest heading level below the title is 3 (the
# examples), and both #### parameter headings stand before it, so every cut
# sits in the title's top-level section (one top-level section, three
# distinct nearest headings: Connector, and the two parameter headings).  The
# socketPath and maxCachedSessions items are also in Client.md (and
# socketPath in H2CClient.md), so they were not used.
DOCS.append(dict(
    path="undici/docs/docs/api/Connector.md",
    kind="docs", num="undici", title="Connector",
    sentences=[
        dict(
            section="Connector",
            start="Undici creates the underlying socket",
            end="this is the right place.",
            reworded=("Undici creates the underlying socket via the connector builder; normally this happens automatically and needs no attention, but the connector builder is the right place to perform some additional check over the currently used socket.",
                      "the two sentences joined with a semicolon; 'and you don't need to care about this' -> 'and needs no attention' (no 'you'); 'if you need to perform' -> 'to perform'; 'this is the right place' given its referent, the connector builder of the first sentence"),
            paraphrase=("The connector builder is what undici uses to create the underlying socket, which usually happens on its own, yet anyone who needs an extra check on the socket in use should do it in the connector.",
                        "freer rewording; the sentence turned round with the connector builder as its subject; 'Normally ... automatically' -> 'usually ... on its own'; 'if you need to perform some additional check over the currently used socket, this is the right place' -> 'anyone who needs an extra check on the socket in use should do it in the connector' (the condition kept)"),
            contradiction=("Undici creates the underlying socket via the connector builder, and while this normally happens automatically, the connector builder is the wrong place to perform additional checks over the currently used socket.",
                           "[direction] 'this is the right place' -> 'the connector builder is the wrong place'; the page's examples perform exactly such a check around a built connector (the CA fingerprint)"),
            overclaim=("Undici creates the underlying socket via the connector builder, which is the only place where any check over the currently used socket can be performed.",
                       "exclusivity added: 'this is the right place' -> 'the only place where any check ... can be performed'; 'only' occurs in the page only in the httpSocket item ('It can only be sent on TLS update')"),
            added=("Undici creates the underlying socket via the connector builder, which opens plain TCP sockets with Node's net.connect; normally this happens automatically, but the connector is the right place for additional checks over the currently used socket.",
                   "added detail (plain TCP sockets opened with Node's net.connect) that the page does not state; 'net.connect', 'TCP' and 'plain' do not occur in it (it links only Node's tls.connect options); may be true in the world, not checked"),
        ),
        dict(
            section="Connector",
            start="If you want to create a custom connector",
            end="`buildConnector` utility.",
            reworded=("To create a custom connector in undici, one must import the buildConnector utility.",
                      "'If you want to create' -> 'To create' and 'you must' -> 'one must' (no 'you'); 'in undici' added; backticks dropped"),
            paraphrase=("Writing a custom undici connector requires importing the buildConnector helper.",
                        "freer rewording; 'If you want to create a custom connector, you must import' -> 'Writing a custom undici connector requires importing'; 'utility' -> 'helper'"),
            contradiction=("A custom connector can be created in undici without importing the buildConnector utility.",
                           "[negation] 'you must import the buildConnector utility' -> 'without importing the buildConnector utility'"),
            overclaim=("Any customisation of how undici connects, including custom dispatchers and agents, requires importing the buildConnector utility.",
                       "scope widened in place: 'a custom connector' -> 'any customisation of how undici connects, including custom dispatchers and agents'; 'dispatcher' and 'agent' do not occur in the page"),
            added=("To create a custom connector in undici, one must import the buildConnector utility, which undici has exported since version 4.",
                   "added origin (exported since version 4) that the page does not state; 'version' and '4' as a version do not occur in it; not checked in the world"),
        ),
        dict(
            section="Parameter: `buildConnector.BuildOptions`",
            start="Once you call `buildConnector`",
            end="takes the following parameters.",
            reworded=("Once buildConnector is called in undici, it returns a connector function, which takes the parameters listed under connector.Options.",
                      "'Once you call buildConnector' -> 'Once buildConnector is called' (no 'you'); 'will return' -> 'returns'; 'the following parameters' named from the next heading, Parameter: connector.Options; backticks dropped"),
            paraphrase=("Calling undici's buildConnector gives back a connector function, and that function accepts the parameters set out in connector.Options.",
                        "freer rewording; 'Once you call ..., it will return' -> 'Calling ... gives back'; 'which takes the following parameters' -> 'that function accepts the parameters set out in connector.Options' (the heading that follows)"),
            contradiction=("In undici, once a connector function is called, it returns buildConnector, which takes the parameters listed under connector.Options.",
                           "[roles] what is called and what is returned swapped: the sentence has buildConnector called and a connector function returned (as in the examples, const connector = buildConnector(...))"),
            overclaim=("Once buildConnector is called in undici, it returns a connector function that can be plugged into any HTTP client for Node.js.",
                       "scope widened in place: the page shows the connector function only inside undici's own Client (both examples, in the connect option); 'any', 'HTTP client' and 'plugged' do not occur in the page ('Client' only as undici's class in the examples)"),
            added=("Once buildConnector is called in undici, it returns a connector function, which takes the parameters listed under connector.Options, and calling buildConnector twice with the same options returns the same function.",
                   "added behaviour (the same function returned for the same options) that the page does not state; 'twice' and 'same' do not occur in it; invented"),
        ),
        dict(
            section="Parameter: `connector.Options`",
            start="**httpSocket** `Socket` (optional)",
            end="on TLS update.",
            reworded=("The optional httpSocket parameter of an undici connector, a Socket, establishes a secure connection on a given socket rather than creating a new socket, and it can only be sent on TLS update.",
                      "the item's label, type and '(optional)' made the subject ('The optional httpSocket parameter of an undici connector, a Socket'); bold marks and backticks dropped; the two sentences joined"),
            paraphrase=("Passing the optional httpSocket to undici's connector makes it set up the secure connection over that existing socket instead of opening a new one, which is possible only on a TLS update.",
                        "freer rewording; 'Establish secure connection on a given socket rather than creating a new socket' -> 'set up the secure connection over that existing socket instead of opening a new one'; 'It can only be sent on TLS update' -> 'which is possible only on a TLS update'"),
            contradiction=("The optional httpSocket parameter of an undici connector establishes a secure connection on a new socket rather than on the given socket, and it can only be sent on TLS update.",
                           "[roles] the given socket and the new socket swapped: the item has the connection established on the given socket rather than on a newly created one"),
            overclaim=("The httpSocket parameter has been part of undici's connector options in every release, establishing a secure connection on a given socket rather than creating a new socket on TLS update.",
                       "scope widened in time: the page describes the current options, not their history; 'release' and 'version' do not occur in it, and 'every' only in 'Every Tls option'"),
            added=("The optional httpSocket parameter of an undici connector establishes a secure connection on a given socket rather than creating a new socket, can only be sent on TLS update, and is what undici's ProxyAgent uses to tunnel HTTPS through a proxy.",
                   "added detail (undici's ProxyAgent uses httpSocket to tunnel HTTPS through a proxy) that the page does not state; 'ProxyAgent', 'proxy' and 'tunnel' do not occur in it; may be true in the world, not checked"),
        ),
    ]))
