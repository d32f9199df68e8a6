DOC = "rust-rfcs/3014-must-not-suspend-lint.md"
TITLE = "RFC 3014"
HEADING = "RFC 3014: The must_not_suspend lint"
S = [
    ("The goal is to provide a best effort warning that will let the user know of a possible side effect that is not visible by reading the code right away.", [
        ("reworded", "The goal is a best-effort warning that lets the user know about a possible side effect that is not immediately visible from reading the code.", "nominalised, 'right away' -> immediately"),
        ("paraphrase", "The aim is a best-effort warning that alerts users to a possible side effect they would not spot just by reading the code.", "free rewording"),
        ("contradiction", "The goal is to provide a hard compiler error that will let the user know of a possible side effect that is not visible by reading the code right away.", "[swap] best effort warning -> hard compiler error"),
        ("overclaim", "The goal is to provide a warning that reliably catches every side effect that is not visible by reading the code right away.", "best effort / possible side effect -> reliably every side effect"),
        ("added", "The goal is to provide a best effort warning, similar to Go's vet tool, that will let the user know of a possible side effect that is not visible by reading the code.", "added comparison: Go vet"),
    ]),
    ("When used on a function in a trait implementation, the attribute does nothing.", [
        ("reworded", "The attribute does nothing when it is used on a function in a trait implementation.", "clauses reordered"),
        ("paraphrase", "Putting the attribute on a function inside a trait impl has no effect.", "free rewording"),
        ("contradiction", "When used on a function in a trait implementation, the attribute causes the lint to fire.", "[negation] does nothing -> fires the lint"),
        ("overclaim", "When used on any function, whether or not it is in a trait implementation, the attribute does nothing.", "dropped condition 'in a trait implementation'"),
        ("added", "When used on a function in a trait implementation, the attribute does nothing and the compiler emits an unused_attributes warning.", "added consequence: unused_attributes warning"),
    ]),
    ("Currently the `#[must_use]` lint does not automatically propagate the lint in nested structures/enums due to the additional complexity that it adds on top of the possible breaking changes introduced in the wider ecosystem", [
        ("reworded", "The #[must_use] lint currently does not propagate automatically in nested structures or enums, because of the additional complexity it adds on top of the possible breaking changes in the wider ecosystem.", "word order, slash expanded"),
        ("paraphrase", "At present #[must_use] is not automatically propagated through nested structs and enums, owing to the extra complexity as well as potential breaking changes across the ecosystem.", "free rewording"),
        ("contradiction", "Currently the #[must_use] lint automatically propagates in nested structures and enums.", "[negation] does not propagate -> propagates"),
        ("overclaim", "The #[must_use] lint will never propagate to nested structures or enums, because doing so would break the wider ecosystem.", "currently -> never; possible breaking changes -> would break"),
        ("added", "Currently the #[must_use] lint does not automatically propagate in nested structures/enums due to the added complexity and possible ecosystem breakage, a decision taken by the compiler team after a public poll.", "added history: compiler team decision after a poll"),
    ]),
    ("Automatically propagating the lint for types containing a type marked by one of these attributes would make for a more ergonomic user experience, and would reduce syntactic noise.", [
        ("reworded", "Propagating the lint automatically to types that contain a type marked by one of these attributes would make the user experience more ergonomic and would reduce syntactic noise.", "light rewording"),
        ("paraphrase", "If the lint were carried over automatically to types holding a type marked with either attribute, the experience would be more ergonomic and there would be less syntactic noise.", "free rewording"),
        ("contradiction", "Automatically propagating the lint for types containing a marked type would make the user experience less ergonomic and would add syntactic noise.", "[direction] more ergonomic/reduce -> less ergonomic/add"),
        ("overclaim", "Automatically propagating the lint for types containing a marked type would eliminate syntactic noise entirely.", "reduce -> eliminate entirely"),
        ("added", "Automatically propagating the lint for types containing a marked type would make for a more ergonomic user experience, reduce syntactic noise, and speed up compilation.", "added list item: faster compilation"),
    ]),
]
