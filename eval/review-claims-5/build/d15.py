DOC = "rust-rfcs/0201-error-chaining.md"
TITLE = "RFC 201: Error chaining"
SENTS = [
    {
        "src": "For GUI applications, richer data is sometimes required, but\nusually not a full `enum` describing the full range of errors.",
        "reworded": ("GUI applications sometimes require richer error data, but usually not a full enum describing the full range of errors.", "word order; markup dropped"),
        "paraphrase": ("Graphical applications occasionally need more detailed error information, though they seldom need an enum that covers every possible error.", "free rewording; 'usually not' -> 'seldom'"),
        "contradiction": ("For GUI applications, richer error data is sometimes required, and a full enum describing the full range of errors is usually needed as well.", "[negation] usually not a full enum -> usually a full enum"),
        "overclaim": ("GUI applications always need richer error data than a short and a long text description.", "sometimes -> always"),
        "added": ("GUI applications sometimes need richer error data, such as an icon and a suggested fix, but usually not a full enum of all errors.", "adds example data items not stated"),
    },
    {
        "src": "In general, a library may not want to reveal the upstream libraries it\nrelies on -- these are implementation details which may change over\ntime.",
        "reworded": ("A library generally may not want to reveal the upstream libraries it relies on, since these are implementation details that may change over time.", "light rewording; dash -> 'since'"),
        "paraphrase": ("As a rule, a library might prefer to hide which upstream libraries it depends on, because those dependencies are implementation details open to change.", "free rewording; both 'may's kept"),
        "contradiction": ("In general, an upstream library may not want to reveal the downstream libraries that rely on it, since these are implementation details.", "[roles] upstream and downstream swapped"),
        "overclaim": ("A library must never reveal the upstream libraries it relies on.", "'may not want to' -> must never"),
        "added": ("A library may not want to reveal its upstream libraries, which can change over time, and revealing them could also expose it to security vulnerabilities.", "adds a security reason not stated"),
    },
    {
        "src": "The cause is recorded as a trait object\nimplementing `Error`, which makes it possible to read off a kind of\nabstract backtrace (often more immediately helpful than a full\nbacktrace).",
        "reworded": ("Recording the cause as a trait object implementing Error makes it possible to read off a kind of abstract backtrace, which is often more immediately helpful than a full backtrace.", "restructured; parenthesis folded in"),
        "paraphrase": ("Since each cause is stored as an Error trait object, one can follow a sort of abstract backtrace through the chain, frequently of more immediate use than a complete backtrace.", "free rewording; 'often' kept as 'frequently'"),
        "contradiction": ("The cause is recorded as an Error trait object, giving an abstract backtrace that is usually less immediately helpful than a full backtrace.", "[direction] more helpful -> less helpful"),
        "overclaim": ("Recording the cause as an Error trait object yields an abstract backtrace that makes full backtraces unnecessary.", "'often more immediately helpful' -> makes full backtraces unnecessary"),
        "added": ("The cause is recorded as an Error trait object, giving an abstract backtrace that is often more helpful than a full one and much cheaper to capture.", "adds a cost advantage not stated"),
    },
    {
        "src": "The main reason not to include the above two features is so that\n`Error` can be used with extremely minimal data structures,\ne.g. simple `enum`s.",
        "reworded": ("Generic creation and mutation of Errors are left out mainly so that Error can be used with extremely minimal data structures, such as simple enums.", "'the above two features' resolved; restructured"),
        "paraphrase": ("Chiefly to keep Error usable by very small data structures like plain enums, RFC 201 leaves out generic construction and setter methods.", "free rewording"),
        "contradiction": ("Generic creation and mutation of Errors are included so that Error can be used with extremely minimal data structures such as simple enums.", "[negation] not to include -> included"),
        "overclaim": ("Generic creation and mutation will never be added to Error, because Error must work with extremely minimal data structures such as simple enums.", "'main reason not to include (for now)' -> never"),
        "added": ("Generic creation and mutation are left out so that Error works with minimal structures like simple enums, which also keeps error values small enough to fit in registers.", "adds a register-size consequence not stated"),
    },
]
