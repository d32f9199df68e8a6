DOC = "rust-rfcs/3127-trim-paths.md"
TITLE = "RFC 3127"
HEADING = "RFC 3127: trim-paths"
S = [
    ("Currently, executables and libraries built by Rust and Cargo have a lot of embedded absolute paths.", [
        ("reworded", "Executables and libraries built by Rust and Cargo currently contain a lot of embedded absolute paths.", "have -> contain, word order"),
        ("paraphrase", "Right now, binaries and libraries produced by Rust and Cargo carry many absolute paths inside them.", "free rewording"),
        ("contradiction", "Currently, executables and libraries built by Rust and Cargo contain very few embedded absolute paths.", "[direction] a lot -> very few"),
        ("overclaim", "Currently, every executable and library built by Rust and Cargo exposes the builder's username through embedded absolute paths.", "'a lot of paths' -> every binary exposes the username"),
        ("added", "Currently, executables and libraries built by Rust and Cargo have a lot of embedded absolute paths, which also make them noticeably larger.", "added consequence: larger binaries"),
    ]),
    ("Occurrences of such use should be extremely rare but should be investigated\nvia a Crater run.", [
        ("reworded", "Such uses should occur extremely rarely, but they should be investigated via a Crater run.", "nominal -> verbal"),
        ("paraphrase", "Code relying on this is expected to be very uncommon, though a Crater run should be used to look into it.", "free rewording"),
        ("contradiction", "Occurrences of such use should be fairly common, so they should be investigated via a Crater run.", "[direction] extremely rare -> fairly common"),
        ("overclaim", "Occurrences of such use are extremely rare, as a Crater run has already confirmed.", "expectation and planned check -> confirmed fact"),
        ("added", "Occurrences of such use should be extremely rare but should be investigated via a Crater run before the next Rust edition ships.", "added timing: before next edition"),
    ]),
    ("Although good for privacy and reproducibility, some people find it a hindrance for debugging: https://github.com/rust-lang/rust/issues/85463.", [
        ("reworded", "Some people find it a hindrance for debugging, although it is good for privacy and reproducibility.", "clauses reordered, link dropped"),
        ("paraphrase", "Virtualised sysroot paths help privacy and reproducibility, but some users feel they get in the way of debugging.", "free rewording, 'it' resolved"),
        ("contradiction", "Although good for debugging, some people find it a hindrance for privacy and reproducibility.", "[roles] debugging and privacy/reproducibility swapped"),
        ("overclaim", "Although good for privacy and reproducibility, most people find it a hindrance for debugging.", "some -> most"),
        ("added", "Although good for privacy and reproducibility, some people, mainly embedded developers, find it a hindrance for debugging.", "added qualifier: embedded developers"),
    ]),
    ("`diagnostics` is unlikely to be used on its own as it only affects console outputs, but is required for completeness.", [
        ("reworded", "The diagnostics scope is unlikely to be used on its own, since it only affects console outputs, but it is required for completeness.", "markup dropped, as -> since"),
        ("paraphrase", "Because diagnostics touches nothing but console output, it will probably seldom be used alone, yet it is needed for the sake of completeness.", "free rewording, keeps hedge"),
        ("contradiction", "diagnostics is unlikely to be used on its own as it only affects split debug information files, but is required for completeness.", "[swap] console outputs -> split debuginfo files"),
        ("overclaim", "diagnostics will never be used on its own, as it only affects console outputs, but it is required for completeness.", "unlikely -> never"),
        ("added", "diagnostics is unlikely to be used on its own as it only affects console outputs, including IDE error panels, but is required for completeness.", "added scope: IDE error panels"),
    ]),
]
