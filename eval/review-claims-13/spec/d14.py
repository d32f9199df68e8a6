DOC = "rust-rfcs/3834-export-visibility.md"
TITLE = "RFC 3834"
HEADING = "RFC 3834: The export_visibility attribute"
S = [
    ("Unnecessarily big tables of dynamically-loaded symbols\nhave negative impact on runtime performance.", [
        ("reworded", "Runtime performance is negatively affected by unnecessarily big tables of dynamically-loaded symbols.", "active -> passive"),
        ("paraphrase", "Needlessly large tables of dynamically loaded symbols hurt performance at runtime.", "free rewording"),
        ("contradiction", "Unnecessarily big tables of dynamically-loaded symbols have a positive impact on runtime performance.", "[direction] negative -> positive impact"),
        ("overclaim", "Unnecessarily big tables of dynamically-loaded symbols severely degrade runtime performance in every program that uses them.", "negative impact -> severe degradation in every program"),
        ("added", "Unnecessarily big tables of dynamically-loaded symbols have negative impact on runtime performance, especially on Windows, where symbol lookup is slower.", "added scope: especially Windows"),
    ]),
    ("In particular, it is understood that hiding symbols from `dylib` may result in\nlinking failures (symbol X not found).", [
        ("reworded", "In particular, it is understood that hiding symbols from a dylib may lead to linking failures such as symbol X not being found.", "result in -> lead to, markup dropped"),
        ("paraphrase", "It is recognised that hiding symbols from a dylib can make linking fail with errors like 'symbol X not found'.", "free rewording, may -> can"),
        ("contradiction", "In particular, it is understood that hiding symbols from a dylib cannot result in linking failures.", "[negation] may -> cannot"),
        ("overclaim", "Hiding symbols from a dylib will always result in linking failures (symbol X not found).", "may -> always"),
        ("added", "In particular, hiding symbols from a dylib may result in linking failures (symbol X not found), which only show up at runtime on macOS.", "added qualifier: only at runtime on macOS"),
    ]),
    ("It seems that the new edition behaviors proposed above would still benefit from\nhaving a way to diverge from the default visibility behavior of `#[no_mangle]`\nsymbols.", [
        ("reworded", "The new edition behaviors proposed above, it seems, would still benefit from having a way to diverge from the default visibility behavior of #[no_mangle] symbols.", "'It seems' moved, markup dropped"),
        ("paraphrase", "Even with the edition changes suggested above, a mechanism for departing from the default visibility of #[no_mangle] symbols would apparently still be useful.", "free rewording, seems -> apparently"),
        ("contradiction", "It seems that the new edition behaviors proposed above would remove any need for a way to diverge from the default visibility behavior of #[no_mangle] symbols.", "[negation] still benefit -> no need"),
        ("overclaim", "The new edition behaviors proposed above would definitely still require a way to diverge from the default visibility behavior of #[no_mangle] symbols.", "seems -> definitely; benefit -> require"),
        ("added", "It seems that the new edition behaviors proposed above, planned for the 2027 edition, would still benefit from a way to diverge from the default visibility behavior of #[no_mangle] symbols.", "added date: 2027 edition"),
    ]),
    ("Currently Rust standard library may end up exporting two kinds of symbols.", [
        ("reworded", "The Rust standard library may currently end up exporting two kinds of symbols.", "word order"),
        ("paraphrase", "At present, two kinds of symbols can wind up being exported by the Rust standard library.", "free rewording, active -> passive"),
        ("contradiction", "Currently the Rust standard library may end up exporting three kinds of symbols.", "[number] two -> three"),
        ("overclaim", "Currently the Rust standard library always exports two kinds of symbols.", "may end up -> always"),
        ("added", "Currently the Rust standard library may end up exporting two kinds of symbols, but only when it is built as a staticlib.", "added condition: only as staticlib"),
    ]),
]
