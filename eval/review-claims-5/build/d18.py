DOC = "rust-rfcs/1236-stabilize-catch-panic.md"
TITLE = "RFC 1236: Stabilize catch_panic"
SENTS = [
    {
        "src": "Being able to catch a panic will allow writing\n  C APIs in Rust that do not risk aborting the process they are embedded into.",
        "reworded": ("The ability to catch a panic will make it possible to write C APIs in Rust that do not risk aborting the process they are embedded into.", "light rewording"),
        "paraphrase": ("If panics can be caught, Rust code can offer C APIs without the danger of bringing down the host process that embeds it.", "free rewording"),
        "contradiction": ("Even with the ability to catch a panic, C APIs written in Rust will still risk aborting the process they are embedded into.", "[negation] do not risk -> still risk"),
        "overclaim": ("Catching panics will make C APIs written in Rust completely safe to embed in any process.", "'do not risk aborting' -> completely safe"),
        "added": ("Catching panics will allow C APIs in Rust that do not risk aborting their host process, which matters especially for Python and Ruby extensions.", "adds example host languages not named"),
    },
    {
        "src": "Thus, in practice, Rust programmers worry about exception safety far less\nthan in languages with full-blown exceptions.",
        "reworded": ("In practice, therefore, Rust programmers worry far less about exception safety than programmers do in languages with full-blown exceptions.", "light rewording"),
        "paraphrase": ("Exception safety is, in practice, a much smaller worry for Rust programmers than it is in languages that have full exceptions.", "free rewording; 'in practice' kept"),
        "contradiction": ("In practice, Rust programmers worry about exception safety far more than programmers in languages with full-blown exceptions.", "[direction] far less -> far more"),
        "overclaim": ("Rust programmers worry less about exception safety than users of languages with exceptions, which proves that Rust code has fewer exception-safety bugs.", "'worry less' -> proves fewer bugs"),
        "added": ("Rust programmers worry about exception safety far less than in languages with full exceptions, as surveys of crates.io confirm.", "adds surveys as evidence; not mentioned"),
    },
    {
        "src": "Thread pools,\non the other hand, will need to mention `AssertPanicSafe`, but will likely\npropagate panics to avoid exposing `PanicSafe` as a bound.",
        "reworded": ("Thread pools will need to mention AssertPanicSafe, but they will likely propagate panics so as not to expose PanicSafe as a bound.", "light rewording; markup dropped"),
        "paraphrase": ("Thread pools do have to name AssertPanicSafe, yet they will probably pass panics on rather than expose PanicSafe as a bound.", "free rewording; 'likely' kept as 'probably'"),
        "contradiction": ("Thread pools will need to mention PanicSafe as a bound, but will likely propagate panics to avoid exposing AssertPanicSafe.", "[roles] PanicSafe and AssertPanicSafe swapped"),
        "overclaim": ("Thread pools will always propagate panics, so PanicSafe will never appear as a bound in their APIs.", "likely -> always / never"),
        "added": ("Thread pools will need AssertPanicSafe but will likely propagate panics to avoid a PanicSafe bound, as the rayon crate already does.", "adds a named crate; not mentioned"),
    },
    {
        "src": "Once a thread boundary is crossed, the only current way to share data mutably is\nvia `Mutex` or `RwLock`, both of which are poisoned by default.",
        "reworded": ("After a thread boundary is crossed, the only current way to share data mutably is through Mutex or RwLock, both of which are poisoned by default.", "light rewording; markup dropped"),
        "paraphrase": ("Across threads, mutable sharing today happens only through Mutex or RwLock, and each of them poisons by default.", "free rewording; 'current' kept as 'today'"),
        "contradiction": ("Once a thread boundary is crossed, the only current way to share data mutably is via Mutex or RefCell, both of which are poisoned by default.", "[swap] RwLock -> RefCell"),
        "overclaim": ("Mutex and RwLock will always remain the only ways to share data mutably across threads in Rust.", "'only current way' -> always"),
        "added": ("Across threads, data can currently be shared mutably only via Mutex or RwLock, both poisoned by default, which costs one extra flag check per lock.", "adds a per-lock cost not stated"),
    },
]
