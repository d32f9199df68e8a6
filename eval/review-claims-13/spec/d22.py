DOC = "rust-rfcs/3184-thread-local-cell-methods.md"
TITLE = "RFC 3184"
HEADING = "RFC 3184: Thread local cell methods"
S = [
    ("Almost all real-world usages of `thread_local! {}` involve a `Cell` or `RefCell`.", [
        ("reworded", "A Cell or RefCell is involved in almost all real-world usages of thread_local! {}.", "active -> passive, markup dropped"),
        ("paraphrase", "In practice, nearly every use of thread_local! wraps a Cell or a RefCell.", "free rewording"),
        ("contradiction", "Almost all real-world usages of thread_local! {} involve a Mutex or an RwLock rather than a Cell or RefCell.", "[swap] Cell/RefCell -> Mutex/RwLock"),
        ("overclaim", "Every real-world usage of thread_local! {} involves a Cell or RefCell.", "almost all -> every"),
        ("added", "Almost all real-world usages of thread_local! {} involve a Cell or RefCell, according to a survey of the top crates on crates.io.", "added source: crates.io survey"),
    ]),
    ("We can no longer use the method names `set`, `get`, etc. on `LocalKey<T>` (if `T` can include `Cell` or `RefCell`).", [
        ("reworded", "The method names set, get and so on can no longer be used on LocalKey<T> if T can include Cell or RefCell.", "passive, parenthesis folded"),
        ("paraphrase", "Names like set and get become unavailable as methods on LocalKey<T> whenever T might be a Cell or a RefCell.", "free rewording"),
        ("contradiction", "We can still use the method names set, get, etc. on LocalKey<T>, even if T can include Cell or RefCell.", "[negation] no longer -> still"),
        ("overclaim", "We can no longer use the method names set, get, etc. on LocalKey<T> for any T at all.", "dropped condition 'if T can include Cell or RefCell'"),
        ("added", "We can no longer use the method names set, get, etc. on LocalKey<T> (if T can include Cell or RefCell), which breaks several existing crates.", "added consequence: breaks existing crates"),
    ]),
    ("A single `THREAD_LOCAL.with(|x| ..)` is more efficient than using multiple `.set()` and `.get()` (etc.),\n  since it needs to look up the thread local address every time, which is not free on all platforms.", [
        ("reworded", "Using a single THREAD_LOCAL.with(|x| ..) is more efficient than multiple .set() and .get() calls, because the thread local address has to be looked up every time, which is not free on all platforms.", "restructured, markup dropped"),
        ("paraphrase", "One .with() call is more efficient than several .set() or .get() calls, since each call looks up the thread-local address again and that lookup has a cost on some platforms.", "free rewording"),
        ("contradiction", "Using multiple .set() and .get() calls is more efficient than a single THREAD_LOCAL.with(|x| ..), since with() needs to look up the thread local address every time.", "[roles] single with() and multiple set()/get() swapped"),
        ("overclaim", "A single THREAD_LOCAL.with(|x| ..) is more efficient than multiple .set() and .get() calls on every platform, since the address lookup is expensive everywhere.", "'not free on all platforms' -> expensive everywhere"),
        ("added", "A single THREAD_LOCAL.with(|x| ..) is more efficient than multiple .set() and .get() calls, since the thread local address is looked up every time, which is especially slow on macOS.", "added platform detail: macOS"),
    ]),
    ("Thread locals with a `const` initializer (currently unstable, but likely stabilized soon) do not have the concept of being 'uninitialized' and do not run any lazy initialization.", [
        ("reworded", "Thread locals with a const initializer, currently unstable but likely to be stabilized soon, have no concept of being 'uninitialized' and run no lazy initialization.", "do not have -> have no, parentheses dropped"),
        ("paraphrase", "Const-initialized thread locals, still unstable but probably stabilized soon, are never in an 'uninitialized' state and perform no lazy initialization.", "free rewording, likely -> probably"),
        ("contradiction", "Thread locals with a const initializer have the concept of being 'uninitialized' and run lazy initialization on first access.", "[negation] do not -> do"),
        ("overclaim", "Thread locals with a const initializer, which will definitely be stabilized soon, have no concept of being 'uninitialized' and run no lazy initialization.", "likely -> definitely"),
        ("added", "Thread locals with a const initializer (currently unstable, but likely stabilized soon) have no concept of being 'uninitialized', run no lazy initialization, and are therefore faster to access.", "added consequence: faster access"),
    ]),
]
