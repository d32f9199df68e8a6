DOC = "rust-rfcs/3309-style-team.md"
TITLE = "RFC 3309"
HEADING = "RFC 3309: Chartering the Rust style team"
S = [
    ("Larger style proposals may wish to start there rather than as PRs to the style guide.", [
        ("reworded", "Larger style proposals may wish to start in the fmt-rfcs repository rather than as PRs to the style guide.", "'there' resolved to the fmt-rfcs repository"),
        ("paraphrase", "Bigger style proposals might prefer to begin in the fmt-rfcs repository instead of as pull requests against the style guide.", "free rewording, may -> might"),
        ("contradiction", "Larger style proposals should start as PRs to the style guide rather than in the fmt-rfcs repository.", "[direction] preference reversed"),
        ("overclaim", "Larger style proposals must start in the fmt-rfcs repository rather than as PRs to the style guide.", "may wish -> must"),
        ("added", "Larger style proposals may wish to start in the fmt-rfcs repository, where they need two approvals, rather than as PRs to the style guide.", "added requirement: two approvals"),
    ]),
    ("The style team will take input from the Rust community, though it is not bound to follow determinations of community popularity/majority.", [
        ("reworded", "The style team will take input from the Rust community, although it is not bound to follow what community popularity or majority determines.", "though -> although, slash expanded"),
        ("paraphrase", "Community input will be considered by the style team, but the team need not go along with whatever is most popular or has majority support.", "free rewording"),
        ("contradiction", "The style team will take input from the Rust community and is bound to follow determinations of community popularity or majority.", "[negation] not bound -> bound"),
        ("overclaim", "The style team must take input from the Rust community on every style decision, though it is not bound to follow majority views.", "will take input -> must, on every decision"),
        ("added", "The style team will take input from the Rust community through an annual survey, though it is not bound to follow determinations of community popularity or majority.", "added mechanism: annual survey"),
    ]),
    ("Whenever possible, style decisions should be made before a new construct is stabilized.", [
        ("reworded", "Style decisions should, whenever possible, be made before a new construct is stabilized.", "word order"),
        ("paraphrase", "Where feasible, the style for a new construct ought to be settled prior to its stabilization.", "free rewording"),
        ("contradiction", "Whenever possible, style decisions should be made after a new construct is stabilized.", "[direction] before -> after"),
        ("overclaim", "Style decisions should always be made before a new construct is stabilized.", "dropped 'whenever possible'"),
        ("added", "Whenever possible, style decisions should be made before a new construct is stabilized, ideally at least one release cycle in advance.", "added timing: one release cycle"),
    ]),
    ("However, the rustfmt team does not wish to do so, and wouldn't have the capacity even if they did; they would prefer to implement styling but not determine the defaults.", [
        ("reworded", "However, the rustfmt team does not want to do so and would lack the capacity even if it did; it would prefer to implement styling without determining the defaults.", "synonyms"),
        ("paraphrase", "The rustfmt team neither wants to set the Rust style nor would have the capacity for it, preferring to implement styling without deciding the defaults.", "free rewording"),
        ("contradiction", "The rustfmt team would prefer to determine the style defaults but not implement the styling itself.", "[roles] implement and determine swapped"),
        ("overclaim", "The rustfmt team is forbidden from determining the Rust style and may only implement styling decided by others.", "'does not wish' -> forbidden"),
        ("added", "However, the rustfmt team does not wish to do so and lacks the capacity because it has only two active maintainers; it would prefer to implement styling but not determine the defaults.", "added cause: only two maintainers"),
    ]),
]
