# -*- coding: utf-8 -*-
"""Hand-written data for review-claims-38, part A (drafts 1-5).

Same format as review-claims-37's parts: one entry per document, in draft
order.  Each sentence gives the section it comes from, a start anchor (unique
in the raw file) and an end anchor (first match after the start, inclusive),
plus five hand-written (claim, note) tuples, one per kind.

`kind` is "RFC" or "PEP"; `num` is the number shown in the draft's second
heading (a string); `title` is the document title used in both headings
(PEPs: the Title: header field; Rust RFCs: the document's own opening heading
where its first non-empty line is a Markdown heading, else the file-name
slug).
"""

DOCS = []

# ---------------------------------------------------------------- draft-01
# RFC 3392 is stored as several files in the folder
# rust-rfcs/3392-leadership-council/; this one is its Motivation chapter.
# The number is the folder's four digits; the first non-empty line is the
# Markdown heading "# Motivation", so the title is "Motivation".
# The file has a single top-level section (the "# Motivation" heading; there
# are no ## sections), so all four sentences come from that one section:
# paragraph 2, the second failure-mode bullet, the "Historically" paragraph
# and the last paragraph.
DOCS.append(dict(
    path="rust-rfcs/3392-leadership-council/motivation.md",
    kind="RFC", num="3392", title="Motivation",
    sentences=[
        dict(
            section="Motivation",
            start="While teams' decision-making",
            end="factored in.",
            reworded=("Although the decision-making processes of teams do not strictly need to be consensus based, stakeholder feedback is repeatedly solicited so that a plethora of opinions on each matter are considered and factored in.",
                      "'While' -> 'Although'; possessive 'teams'' -> 'of teams'; 'to ensure' -> 'so that'"),
            paraphrase=("Teams' decision-making need not be strictly consensus based, yet stakeholder feedback is sought again and again so that a wide range of opinions on each matter gets considered and taken into account.",
                        "freer rewording; keeps 'not strictly', 'repeatedly' (as 'again and again') and 'each matter'; 'a plethora of' -> 'a wide range of'"),
            contradiction=("Teams' decision-making processes strictly need to be consensus based, and stakeholder feedback is repeatedly solicited to ensure a plethora of opinions on each matter are considered and factored in.",
                           "[negation] 'do not strictly need to be consensus based' -> 'strictly need to be consensus based'"),
            overclaim=("While teams' decision-making processes do not strictly need to be consensus based, stakeholder feedback is repeatedly solicited to ensure that every opinion on each matter is considered and factored in.",
                       "'a plethora of opinions' -> 'every opinion' (many -> all)"),
            added=("While teams' decision-making processes do not strictly need to be consensus based, stakeholder feedback is repeatedly solicited, usually through public comment threads on GitHub, to ensure a plethora of opinions on each matter are considered and factored in.",
                   "added detail (feedback gathered in public comment threads on GitHub) not in the document; 'GitHub', 'comment', 'public' and 'thread' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Much Project work that is non-urgent",
            end="the easiest.",
            reworded=("Much non-urgent Project work often does not get done, and this can lead to processes and procedures that are done not because they are the best way to handle a situation but simply because they are the easiest.",
                      "the two sentences joined; 'Project work that is non-urgent' -> 'non-urgent Project work'"),
            paraphrase=("A lot of Project work that is not urgent frequently goes undone, which can result in processes and procedures being used simply because they are the easiest rather than because they are the best way to deal with a situation.",
                        "freer rewording; keeps 'much' (as 'a lot of'), 'often' (as 'frequently') and 'can'; the two reasons given in reverse order"),
            contradiction=("Much non-urgent Project work often does not get done, which can lead to processes and procedures that are done not because they are the easiest but simply because they are the best way to handle a situation.",
                           "[roles] 'the best way to handle a situation' and 'the easiest' swapped"),
            overclaim=("Much non-urgent Project work often does not get done, and this inevitably leads to processes and procedures that are done not because they are the best way to handle a situation but simply because they are the easiest.",
                       "hedge removed: 'can lead to' -> 'inevitably leads to'"),
            added=("Much non-urgent Project work often does not get done, which can lead to processes and procedures that are done not because they are the best way to handle a situation but simply because they are the easiest, and such processes are rarely written down anywhere.",
                   "added consequence (such processes are rarely written down) not in the document; 'written', 'write' and 'document' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="Historically, the core team delegated",
            end="governance structures.",
            reworded=("In the past, the core team delegated authority to top-level teams, which have further delegated authority to subteams or other governance structures.",
                      "'Historically' -> 'In the past'; 'who' -> 'which'; quotation marks around top-level dropped"),
            paraphrase=("Traditionally, authority passed from the core team to the top-level teams, which in turn handed it on to subteams or other governance structures.",
                        "freer rewording; the delegation chain kept in the same order"),
            contradiction=("Historically, the top-level teams delegated authority to the core team, which further delegated authority to subteams or other governance structures.",
                           "[roles] the core team and the top-level teams swapped as the delegating and receiving sides"),
            overclaim=("From the very start of the Rust Project, the core team delegated authority to top-level teams, which have further delegated authority to subteams or other governance structures.",
                       "scope widened in time: 'Historically' -> 'From the very start of the Rust Project'"),
            added=("Historically, the core team delegated authority to top-level teams, which have further delegated authority to subteams or other governance structures, following a structure first set up in 2015.",
                   "added detail (the structure was set up in 2015) not in the document; '2015' and 'set up' do not occur in it"),
        ),
        dict(
            section="Motivation",
            start="While a small amount of work",
            end="governance structures.",
            reworded=("The vast majority of work would benefit from being tracked and handled by dedicated governance structures, while a small amount of work requires urgent and immediate action.",
                      "the two clauses swapped"),
            paraphrase=("Only a small share of the work calls for urgent and immediate action, whereas by far most of it would gain from being tracked and handled by dedicated governance structures.",
                        "freer rewording; keeps 'small', 'vast majority' (as 'by far most') and 'would'"),
            contradiction=("While a large amount of work requires urgent and immediate action, the vast majority of work would benefit from being tracked and handled by dedicated governance structures.",
                           "[direction] a small amount of work -> a large amount of work (requiring urgent action)"),
            overclaim=("While a small amount of work requires urgent and immediate action, the vast majority of work must be tracked and handled by dedicated governance structures.",
                       "'would benefit from being tracked and handled' -> 'must be tracked and handled' (a benefit made a requirement)"),
            added=("While a small amount of work requires urgent and immediate action, the vast majority of work would benefit from being tracked and handled by dedicated governance structures, such as a public backlog reviewed at regular meetings.",
                   "added example (a public backlog reviewed at regular meetings) not in the document; 'backlog', 'meeting', 'regular' and 'public' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-02
# The Non-goals chapter of RFC 3392 (same folder as draft-01).  Its first
# non-empty line is the heading "# Non-goals of this RFC", which is the
# title.  It has a single top-level section (no ## sections), so all four
# sentences come from it: Non-goal #1, two paragraphs under Non-goal #3 and
# the moderation-team bullet under Non-goal #4.
DOCS.append(dict(
    path="rust-rfcs/3392-leadership-council/non-goals.md",
    kind="RFC", num="3392", title="Non-goals of this RFC",
    sentences=[
        dict(
            section="Non-goals of this RFC",
            start="While the RFC lays out and bounds",
            end="by the Council itself.",
            reworded=("The Council's full policies and procedures will be created by the Council itself, while the RFC lays out and bounds the structure of the Council.",
                      "the two clauses swapped"),
            paraphrase=("The RFC sets out the Council's structure and its limits but leaves it to the Council to write its complete policies and procedures.",
                        "freer rewording; 'lays out and bounds' -> 'sets out ... and its limits'; 'full' -> 'complete'"),
            contradiction=("While the RFC lays out and bounds the structure of the Council, the Council's full policies and procedures will be created by the core team.",
                           "[entity] created by the Council itself -> created by the core team"),
            overclaim=("While the RFC lays out every detail of the Council's structure, the Council's full policies and procedures will be created by the Council itself.",
                       "'lays out and bounds the structure' -> 'lays out every detail of the structure'"),
            added=("While the RFC lays out and bounds the structure of the Council, the Council's full policies and procedures will be created by the Council itself within its first six months.",
                   "added deadline (within its first six months) not in the document; 'month', 'six' and 'first' do not occur in it"),
        ),
        dict(
            section="Non-goals of this RFC",
            start="We recognize the importance",
            end="handle these issues.",
            reworded=("The RFC's authors recognize the importance of having additional teams but see this as outside the scope of the RFC; instead, the Council will be responsible for investigating and understanding such needs and then creating additional teams to ultimately handle these issues.",
                      "'We' -> the RFC's authors; 'this RFC' -> 'the RFC'; the two sentences joined; 'it will be the responsibility of the Council to' -> 'the Council will be responsible for'"),
            paraphrase=("Although additional teams are acknowledged to be important, forming them is left out of the RFC's scope; the Council is instead to look into and understand such needs and then set up additional teams that will ultimately deal with these issues.",
                        "freer rewording; the authors' recognition made passive; keeps 'ultimately'"),
            contradiction=("The RFC's authors recognize the importance of having additional teams and see this as within the scope of the RFC; in addition, the Council will be responsible for investigating such needs and creating additional teams to ultimately handle these issues.",
                           "[negation] 'outside of the scope of this RFC' -> 'within the scope of the RFC' ('Instead' becomes 'in addition')"),
            overclaim=("The RFC's authors see having additional teams as the single most important governance need but treat it as outside the scope of the RFC; instead, the Council will be responsible for investigating and understanding such needs and then creating additional teams to ultimately handle these issues.",
                       "ranking added: 'recognize the importance of' -> 'the single most important governance need'"),
            added=("The RFC's authors recognize the importance of having additional teams but see this as outside the scope of the RFC; instead, the Council will be responsible for investigating and understanding such needs and then creating additional teams to ultimately handle these issues, starting with a team dedicated to documentation.",
                   "added plan (starting with a documentation team) not in the document; 'documentation', 'starting' and 'dedicated' do not occur in it"),
        ),
        dict(
            section="Non-goals of this RFC",
            start="This has one exception",
            end="directly or indirectly.",
            reworded=("Apart from the Council itself, the RFC's exclusion of forming additional teams has one exception: the launching pad top-level team, which provides a temporary grouping of teams not yet attached to any existing top-level team either directly or indirectly.",
                      "'This' named as the RFC's exclusion of forming additional teams (Non-goal #3 and the paragraph before); 'other than the Council itself' moved to the front; quotation marks dropped"),
            paraphrase=("Besides the Council, the only additional team the RFC forms is the top-level launching pad team, a temporary home for teams that are not yet attached, directly or indirectly, to any existing top-level team.",
                        "freer rewording; 'This has one exception' rendered as 'the only additional team the RFC forms' (from Non-goal #3: no additional teams of any kind)"),
            contradiction=("Apart from the Council itself, the RFC's exclusion of forming additional teams has two exceptions, among them the launching pad top-level team, which provides a temporary grouping of teams not yet attached to any existing top-level team.",
                           "[number] one exception -> two exceptions"),
            overclaim=("Apart from the Council itself, the RFC's exclusion of forming additional teams has one exception: the launching pad top-level team, which every newly created team must join until it is attached to an existing top-level team.",
                       "'provides a temporary grouping of teams not yet attached' -> 'every newly created team must join' (a grouping made a requirement for all new teams)"),
            added=("Apart from the Council itself, the RFC's exclusion of forming additional teams has one exception: the launching pad top-level team, which provides a temporary grouping of teams not yet attached to any existing top-level team and has its own representative on the Council.",
                   "added detail (the launching pad has its own representative on the Council) not in the document; 'represent' does not occur in it"),
        ),
        dict(
            section="Non-goals of this RFC",
            start="As this RFC covers topics",
            end="and the Council.",
            reworded=("Because RFC 3392 covers topics like conflict resolution and Council oversight, it does define additional capabilities for the moderation team, as well as additional checks and balances that provide bidirectional oversight between the moderation team and the Council.",
                      "'this RFC' -> RFC 3392 (the folder name, as in the draft heading); 'As' -> 'Because'; 'providing' -> 'that provide'"),
            paraphrase=("Since conflict resolution and Council oversight are among the topics it covers, the RFC gives the moderation team additional capabilities and adds further checks and balances so that the moderation team and the Council oversee each other.",
                        "freer rewording; 'bidirectional oversight between' -> 'oversee each other'"),
            contradiction=("Because RFC 3392 covers topics like conflict resolution and Council oversight, it does define additional capabilities for the moderation team, as well as additional checks and balances providing one-way oversight of the moderation team by the Council.",
                           "[direction] bidirectional oversight -> one-way oversight (of the moderation team by the Council)"),
            overclaim=("Because RFC 3392 covers topics like conflict resolution and Council oversight, it does define additional capabilities for the moderation team, as well as additional checks and balances that give the moderation team and the Council unlimited oversight over each other.",
                       "'bidirectional oversight' -> 'unlimited oversight over each other' (limits dropped)"),
            added=("Because RFC 3392 covers topics like conflict resolution and Council oversight, it does define additional capabilities for the moderation team, as well as additional checks and balances providing bidirectional oversight between the moderation team and the Council, so that the moderation team can act on complaints about Council members.",
                   "added purpose (the moderation team can act on complaints about Council members) not in the document; 'complaint' does not occur in it ('member' only in 'membership in the Council')"),
        ),
    ]))

# ---------------------------------------------------------------- draft-03
# PEP 777's appendix, stored as its own file in python-peps/pep-0777/.  It
# has no PEP header and so no Title: field: the title used is the file's own
# reST title "Appendix: Analysis of Installer Usage on PyPI" (by analogy with
# the RFC rule for a document's own opening heading); the number is 777, from
# the folder name.  The file has a single top-level section (that title;
# there are no other underlined sections), so all four sentences come from it:
# the note directive, the first paragraph, the pip-version paragraph and the
# results paragraph.
DOCS.append(dict(
    path="python-peps/pep-0777/appendix-pypi-download-analysis.rst",
    kind="PEP", num="777", title="Appendix: Analysis of Installer Usage on PyPI",
    sentences=[
        dict(
            section="Appendix: Analysis of Installer Usage on PyPI",
            start="This analysis is not perfect.",
            end="reliable figures.",
            reworded=("The analysis of installer usage on PyPI is not perfect: although it uses the best available data, mirrors, caches used by enterprises and other confounding factors could affect its numbers, which should be considered as trends rather than concrete reliable figures.",
                      "'This analysis' named as the analysis of installer usage on PyPI (the document title); the three sentences joined; the imperative 'Consider the numbers as' made 'which should be considered as'"),
            paraphrase=("The analysis is imperfect even though it relies on the best data available, since mirrors, enterprise caches and other confounders could skew its numbers, so they should be read as trends and not as concrete, reliable figures.",
                        "freer rewording; keeps 'could' and 'best available data'"),
            contradiction=("The analysis is not perfect: although it uses the best available data, mirrors, caches used by enterprises and other confounding factors could affect its numbers, so they should be considered as concrete reliable figures rather than trends.",
                           "[roles] 'trends' and 'concrete reliable figures' swapped"),
            overclaim=("The analysis is not perfect: although it uses the best available data, mirrors, caches used by enterprises and other confounding factors distort its numbers, which should be considered as trends rather than concrete reliable figures.",
                       "hedge removed: 'could affect the numbers' -> 'distort its numbers'"),
            added=("The analysis is not perfect: although it uses the best available data, mirrors, caches used by enterprises, automated downloads from CI systems and other confounding factors could affect its numbers, which should be considered as trends rather than concrete reliable figures.",
                   "added list item (automated downloads from CI systems) not in the document; 'automat', 'CI' (as a word) and 'system' do not occur in it"),
        ),
        dict(
            section="Appendix: Analysis of Installer Usage on PyPI",
            start="If users update quite frequently",
            end="much wider impact.",
            reworded=("If users update quite frequently, compatibility concerns are less important, as users will be up to date by the time new features get added; but if users frequently use older installers, incompatible wheels on PyPI would have a much wider impact.",
                      "the two sentences joined; 'not as important' -> 'less important'; 'On the other hand' -> 'but'"),
            paraphrase=("Frequent installer updates would make compatibility less of a concern, because users would be current by the time new features arrive, whereas if users often run older installers, incompatible wheels on PyPI would hit far more of them.",
                        "freer rewording; keeps both conditions and 'would'; 'a much wider impact' -> 'hit far more of them'"),
            contradiction=("If users update quite frequently, compatibility concerns are less important, as users will be up to date by the time new features get added; but if users frequently use older installers, incompatible wheels on PyPI would have a much narrower impact.",
                           "[direction] a much wider impact -> a much narrower impact"),
            overclaim=("If users update quite frequently, compatibility concerns do not matter at all, as users will be up to date by the time new features get added; but if users frequently use older installers, incompatible wheels on PyPI would have a much wider impact.",
                       "'are not as important' -> 'do not matter at all'"),
            added=("If users update quite frequently, compatibility concerns are less important, as users will be up to date by the time new features get added; but if users frequently use older installers, incompatible wheels on PyPI would have a much wider impact, for example on long-term-support Linux distributions that ship old versions of pip.",
                   "added example (long-term-support Linux distributions shipping old pip) not in the document; 'Linux', 'distribution', 'long-term' and 'ship' do not occur in it"),
        ),
        dict(
            section="Appendix: Analysis of Installer Usage on PyPI",
            start="pip uses calendar versioning",
            end="in four years.",
            reworded=("Because pip uses calendar versioning, an installation from pip 20.x means that the user has not updated pip in four years.",
                      "'so' -> 'Because'; 'their pip' -> 'pip'"),
            paraphrase=("Since pip's version numbers follow the calendar, an install made with pip 20.x tells us that its user has gone four years without updating pip.",
                        "freer rewording; keeps pip 20.x and four years"),
            contradiction=("As pip uses calendar versioning, an installation from pip 20.x means that the user has not updated their pip in two years.",
                           "[number] four years -> two years"),
            overclaim=("Every Python installer uses calendar versioning, so an installation from version 20.x of any installer means that the user has not updated it in four years.",
                       "scope widened: pip -> every Python installer"),
            added=("Since pip uses calendar versioning, an installation from pip 20.x means that the user has not updated their pip in four years, even though pip prints a warning whenever a newer version is available.",
                   "added detail (pip warns when a newer version is available) not in the document; 'warn', 'print' and 'newer' do not occur in it"),
        ),
        dict(
            section="Appendix: Analysis of Installer Usage on PyPI",
            start="However,\nabout 7% are on",
            end="update their installers.",
            reworded=("About 7% of pip users are on a version that is at least four years old, which indicates that there is a long tail of users who do not regularly update their installers.",
                      "'However' dropped; 'are' given the subject 'of pip users' (the preceding sentence: 'Over two thirds of users currently run pip ...'); the two sentences joined; '(!)' dropped"),
            paraphrase=("Roughly 7% use a pip version four or more years old, pointing to a long tail of users who do not update their installers regularly.",
                        "freer rewording; keeps 'about' (as 'roughly'), 'at least' (as 'or more') and 'regularly'"),
            contradiction=("About 17% of pip users are on a version that is at least four years old, which indicates that there is a long tail of users who do not regularly update their installers.",
                           "[number] about 7% -> about 17%"),
            overclaim=("About 7% of pip users are on a version that is at least four years old, which proves that there is a long tail of users who do not regularly update their installers.",
                       "hedge removed: 'indicates' -> 'proves'"),
            added=("About 7% of pip users are on a version that is at least four years old, many of them on Python 2.7, which newer pip releases no longer support; this indicates that there is a long tail of users who do not regularly update their installers.",
                   "added detail (many of them on Python 2.7, unsupported by newer pip) not in the document; '2.7', 'Python 2', 'support' and 'newer' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-04
# Only two top-level sections carry usable prose: Introduction and
# "Procedure for declaring a module deprecated".  The third, Copyright, is the
# 9-word boilerplate "This document has been placed in the public domain."
# Two sentences come from each of the two sections.
DOCS.append(dict(
    path="python-peps/pep-0004.rst",
    kind="PEP", num="4", title="Deprecation of Standard Modules",
    sentences=[
        dict(
            section="Introduction",
            start="When new modules were added",
            end="useful in the future.",
            reworded=("In the past, when new modules were added to the standard Python library, it was not possible to foresee whether they would still be useful in the future.",
                      "'in the past' moved to the front"),
            paraphrase=("In the past, nobody could tell, when a new module went into the standard Python library, whether it would stay useful in the future.",
                        "freer rewording; 'it was not possible to foresee' -> 'nobody could tell'; keeps 'in the past'"),
            contradiction=("When new modules were added to the standard Python library in the past, it was possible to foresee whether they would still be useful in the future.",
                           "[negation] 'it was not possible to foresee' -> 'it was possible to foresee'"),
            overclaim=("Whenever a new module is added to the standard Python library, it is impossible to foresee whether it will still be useful in the future.",
                       "scope widened in time: 'in the past' -> 'whenever' (present and future included)"),
            added=("When new modules were added to the standard Python library in the past, it was not possible to foresee whether they would still be useful in the future, because the library was growing too quickly for each addition to be reviewed closely.",
                   "added cause (the library grew too quickly for close review) not in the PEP; 'grow', 'quick' and 'review' do not occur in it"),
        ),
        dict(
            section="Introduction",
            start="This PEP defines a procedure",
            end="future Python release.",
            reworded=("PEP 4 defines a procedure for removing modules from the standard Python library; usage of a module may be deprecated, which means that it may be removed from a future Python release.",
                      "'This PEP' -> PEP 4 (header); the two sentences joined; quotation marks around deprecated dropped"),
            paraphrase=("The PEP lays down how modules are taken out of the standard Python library: a module's usage can be marked deprecated, meaning it might be dropped in some later Python release.",
                        "freer rewording; keeps both hedges ('may' -> 'can', 'may' -> 'might')"),
            contradiction=("PEP 4 defines a procedure for adding modules to the standard Python library; usage of a module may be deprecated, which means that it may be removed from a future Python release.",
                           "[direction] a procedure for removing modules from -> a procedure for adding modules to the standard library"),
            overclaim=("PEP 4 defines a procedure for removing modules from the standard Python library; a deprecated module will be removed from a future Python release.",
                       "hedge removed: 'it may be removed' -> 'will be removed'"),
            added=("PEP 4 defines a procedure for removing modules from the standard Python library; usage of a module may be deprecated, which means that it may be removed from a future Python release after a deprecation period of at least two releases.",
                   "added detail (a deprecation period of at least two releases) not in the PEP; 'period', 'two' and 'at least' do not occur in it"),
        ),
        dict(
            section="Procedure for declaring a module deprecated",
            start="To remove a top-level module/package",
            end=":pep:`387`.",
            reworded=("A PEP is required to remove a top-level module or package from the standard library, and the deprecation process is outlined in PEP 387.",
                      "'To remove ..., a PEP is required' made 'A PEP is required to remove ...'; 'module/package' -> 'module or package'; the two sentences joined; reST role dropped"),
            paraphrase=("Taking a top-level module or package out of the standard library needs a PEP, and PEP 387 describes how deprecation works.",
                        "freer rewording; 'outlined in' -> 'describes'"),
            contradiction=("A PEP is required to remove a top-level module or package from the standard library, and the deprecation process is outlined in PEP 378.",
                           "[number] PEP 387 -> PEP 378"),
            overclaim=("A PEP is required to remove a top-level module or package from the standard library, and PEP 387 specifies the deprecation process in full detail.",
                       "'outlined in' -> 'specifies ... in full detail'"),
            added=("A PEP is required to remove a top-level module or package from the standard library, and that PEP must name a replacement for the module; the deprecation process is outlined in PEP 387.",
                   "added requirement (the PEP must name a replacement) not in the PEP; 'replace' and 'name' do not occur in it"),
        ),
        dict(
            section="Procedure for declaring a module deprecated",
            start="For removing a submodule",
            end="is not required.",
            reworded=("PEP 387 must be followed to remove a submodule of a package in the standard library, but a PEP is not required.",
                      "'For removing ...' moved after the main clause; reST role dropped"),
            paraphrase=("Dropping a submodule of a standard-library package does not need its own PEP, although the PEP 387 process still has to be followed.",
                        "freer rewording; the two clauses in reverse order; 'a PEP is not required' -> 'does not need its own PEP'"),
            contradiction=("For removing a submodule of a package in the standard library, a PEP is required, but the PEP 387 process need not be followed.",
                           "[roles] what is required (following PEP 387) and what is not (a PEP) swapped"),
            overclaim=("For removing a submodule of a package in the standard library, PEP 387 must be followed, but no further approval of any kind is required.",
                       "scope widened: 'a PEP is not required' -> 'no further approval of any kind is required'"),
            added=("For removing a submodule of a package in the standard library, PEP 387 must be followed, but a PEP is not required; an issue on the bug tracker is enough.",
                   "added detail (an issue on the bug tracker is enough) not in the PEP; 'issue', 'bug', 'tracker' and 'enough' do not occur in it"),
        ),
    ]))

# ---------------------------------------------------------------- draft-05
# Usable prose sits in three top-level sections: Abstract (two sentences),
# Other Information and "When to use this option".  Rationale is code blocks
# with "On Unix::" / "will be equivalent to::" lead-ins, Reference
# Implementation is two lead-ins to URLs, Copyright is boilerplate.  The
# PEP has only three sentences of 12-45 words, so s3 is the 9-word sentence
# of Other Information, as the brief allows for one sentence of 8-11 words.
DOCS.append(dict(
    path="python-peps/pep-0271.rst",
    kind="PEP", num="271", title="Prefixing sys.path by command line option",
    sentences=[
        dict(
            section="Abstract",
            start="At present, setting the",
            end="search\ndirectories.",
            reworded=("Currently, setting the PYTHONPATH environment variable is the only method for defining additional Python module search directories.",
                      "'At present' -> 'Currently'; reST literal dropped"),
            paraphrase=("For now, additional directories in which Python searches for modules can be defined only by setting the PYTHONPATH environment variable.",
                        "freer rewording; keeps 'at present' (as 'for now') and 'only'"),
            contradiction=("At present, setting the PYTHONPATH environment variable is not the only method for defining additional Python module search directories.",
                           "[negation] 'is the only method' -> 'is not the only method'"),
            overclaim=("Setting the PYTHONPATH environment variable has always been the only method for defining additional Python module search directories.",
                       "scope widened in time: 'At present' -> 'has always been'"),
            added=("At present, setting the PYTHONPATH environment variable is the only method for defining additional Python module search directories, a limitation that dates back to Python 1.5.",
                   "added detail (the limitation dates back to Python 1.5) not in the PEP; '1.5', 'limit' and 'date' do not occur in it"),
        ),
        dict(
            section="Abstract",
            start="This PEP introduces the '-P'",
            end="``PYTHONPATH``.",
            reworded=("PEP 271 introduces the valued -P option to the python command as an alternative to PYTHONPATH.",
                      "'This PEP' -> PEP 271 (header); quotes and reST literal dropped"),
            paraphrase=("The PEP gives the python command a new -P option that takes a value, offered as an alternative to the PYTHONPATH variable.",
                        "freer rewording; 'valued' -> 'that takes a value'"),
            contradiction=("PEP 271 introduces the valued -P option to the python command as an alternative to PYTHONHOME.",
                           "[entity] alternative to PYTHONPATH -> alternative to PYTHONHOME"),
            overclaim=("PEP 271 introduces the valued -P option to the python command as a replacement for PYTHONPATH.",
                       "'an alternative to' -> 'a replacement for'"),
            added=("PEP 271 introduces the valued -P option to the python command as an alternative to PYTHONPATH, and the option can be given several times to add more than one directory.",
                   "added detail (the option can be repeated) not in the PEP; 'several', 'times', 'once' and 'more than' do not occur in it"),
        ),
        dict(
            section="Other Information",
            start="This option is equivalent to",
            end="option.",
            reworded=("The -P option is equivalent to the java -classpath option.",
                      "'This option' -> the -P option (the Abstract); quotes dropped; a 9-word sentence, as the brief allows for one sentence"),
            paraphrase=("The proposed -P option does the same job as the -classpath option of java.",
                        "freer rewording; 'This option' named as the proposed -P option (the Abstract)"),
            contradiction=("The -P option is equivalent to the java -jar option.",
                           "[entity] java -classpath -> java -jar"),
            overclaim=("The -P option is identical in every respect to the java -classpath option.",
                       "'equivalent to' -> 'identical in every respect to'"),
            added=("The -P option is equivalent to the java -classpath option and, like it, takes a list of directories joined by the platform's path separator.",
                   "added detail (a list joined by the path separator) not in the PEP; 'list', 'join' and 'separat' do not occur in it"),
        ),
        dict(
            section="When to use this option",
            start="This option is intended",
            end="for instance.",
            reworded=("The -P option is intended to make the use of Python in test or build scripts, for instance, easier and more robust.",
                      "'This option' -> the -P option (the Abstract); 'ease and make more robust' -> 'make ... easier and more robust'"),
            paraphrase=("The -P option is meant to make running Python from, say, test or build scripts simpler and more robust.",
                        "freer rewording; 'This option' named as the -P option (the Abstract); 'intended' -> 'meant'; 'for instance' -> 'say'"),
            contradiction=("The -P option is not intended to ease or make more robust the use of Python in test or build scripts.",
                           "[negation] 'is intended to ease' -> 'is not intended to ease'"),
            overclaim=("The -P option makes the use of Python in test or build scripts easier and more robust.",
                       "'is intended to' dropped: the intent asserted as a fact"),
            added=("The -P option is intended to ease and make more robust the use of Python in test or build scripts, for instance, where changing PYTHONPATH would also affect child processes.",
                   "added reason (changing PYTHONPATH would affect child processes) not in the PEP; 'child', 'process' and 'affect' do not occur in it"),
        ),
    ]))
