DOC = "rust-rfcs/1183-swap-out-jemalloc.md"
NAME = "RFC 1183"
HEADING = "RFC 1183: Swap out jemalloc"
S = [
("Currently all Rust programs by default use jemalloc for an allocator because it is a fairly reasonable default as it is commonly much faster than the default system allocator.", [
 ("reworded", "Currently, all Rust programs use jemalloc as their allocator by default, since it is a fairly reasonable default that is commonly much faster than the default system allocator.", "word order, connectives"),
 ("paraphrase", "By default every Rust program today uses jemalloc, a fairly reasonable choice because it is often much faster than the system's default allocator.", "free rewording; kept 'commonly' as 'often'"),
 ("contradiction", "Currently all Rust programs by default use the system allocator because it is commonly much faster than jemalloc.", "roles: jemalloc <-> system allocator"),
 ("overclaim", "All Rust programs use jemalloc by default because it is always much faster than the default system allocator.", "commonly -> always"),
 ("added", "Currently all Rust programs use jemalloc by default because it is commonly much faster than the default system allocator, especially for multithreaded workloads.", "added qualifier: multithreaded workloads"),
]),
("Having two allocators in one process generally hurts performance and is not recommended, so the Rust toolchain needs to provide a method to configure the allocator.", [
 ("reworded", "Having two allocators in a single process generally hurts performance and is not recommended, so the Rust toolchain needs to provide a way to configure the allocator.", "synonyms"),
 ("paraphrase", "Because running two allocators in one process usually harms performance and is discouraged, the Rust toolchain has to offer a way to configure which allocator is used.", "free rewording; kept 'generally' as 'usually'"),
 ("contradiction", "Having two allocators in one process generally improves performance, so the Rust toolchain does not need a method to configure the allocator.", "direction: hurts -> improves"),
 ("overclaim", "Having two allocators in one process always hurts performance, so the Rust toolchain must let users configure the allocator.", "generally -> always"),
 ("added", "Having two allocators in one process generally hurts performance and can cause memory to be freed by the wrong allocator, so the Rust toolchain needs a way to configure the allocator.", "added consequence: freed by wrong allocator"),
]),
("If a Rust dynamic library is used as a dependency, then its original choice of allocator is propagated throughout the crate graph, but this rarely happens (except for the compiler itself, which will continue to use jemalloc).", [
 ("reworded", "If a Rust dynamic library is used as a dependency, its original allocator choice is propagated throughout the crate graph, but this rarely happens, except for the compiler itself, which will continue to use jemalloc.", "parentheses dropped, minor wording"),
 ("paraphrase", "Using a Rust dylib as a dependency spreads its allocator choice across the whole crate graph, though this is rare apart from the compiler itself, which keeps using jemalloc.", "free rewording"),
 ("contradiction", "If a Rust dynamic library is used as a dependency, its allocator choice propagates through the crate graph, which rarely happens except for the compiler itself, which will switch to the system allocator.", "swap: jemalloc -> system allocator"),
 ("overclaim", "Apart from the compiler itself, no project ever uses a Rust dynamic library as a dependency.", "rarely -> never"),
 ("added", "If a Rust dynamic library is used as a dependency, its allocator choice is propagated throughout the crate graph, which rarely happens except for the compiler itself and Servo.", "added item: Servo"),
]),
("Both crates will be available to link to manually, but they will not be available in stable Rust to start out.", [
 ("reworded", "Both crates will be available for manual linking, but they will not be available in stable Rust at first.", "synonyms"),
 ("paraphrase", "Either crate can be linked manually, though neither will be offered on stable Rust initially.", "free rewording"),
 ("contradiction", "Both crates will be available to link to manually, and they will be available in stable Rust from the start.", "negation: not available -> available"),
 ("overclaim", "Both crates will never be available in stable Rust.", "to start out -> never"),
 ("added", "Both crates will be available to link to manually but not in stable Rust to start out, and they are to be stabilized together in Rust 1.3.", "added: stabilized in 1.3"),
]),
]
