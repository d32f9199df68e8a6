DOC = "rust-rfcs/3519-arbitrary-self-types-v2.md"
NAME = "RFC 3519"
HEADING = "RFC 3519: Arbitrary self types v2"
S = [
("For example, the C++ `this` pointer can't be practically or safely represented as a Rust reference because C++ may retain other pointers to the data and it might mutate at any time.", [
 ("reworded", "For example, the C++ this pointer cannot be practically or safely represented as a Rust reference, since C++ may retain other pointers to the data and it might mutate at any time.", "contraction expanded, markup dropped"),
 ("paraphrase", "A C++ this pointer, for instance, can't practically or safely become a Rust reference, because C++ may keep other pointers to the same data and the data might change at any moment.", "free rewording; kept 'may' and 'might'"),
 ("contradiction", "For example, the C++ this pointer can be safely represented as a Rust reference, because C++ never retains other pointers to the data.", "negation: can't -> can"),
 ("overclaim", "The C++ this pointer can never be represented as a Rust reference because C++ always retains other pointers to the data.", "may retain -> always retains"),
 ("added", "For example, the C++ this pointer can't be practically or safely represented as a Rust reference because C++ may retain other pointers to the data, which is also true of Objective-C's self pointer.", "added scope: Objective-C"),
]),
("If your smart pointer type implements `Receiver`, you should not add methods to that smart pointer type after its initial creation.", [
 ("reworded", "If your smart pointer type implements Receiver, you should not add methods to it after its initial creation.", "repetition removed, markup dropped"),
 ("paraphrase", "Once a smart pointer type that implements Receiver has been created, its author should avoid adding methods to it later.", "free rewording"),
 ("contradiction", "If your smart pointer type implements Receiver, you can freely add methods to that smart pointer type after its initial creation.", "direction: should not -> can freely"),
 ("overclaim", "If your smart pointer type implements Receiver, the compiler forbids adding any methods to it after its initial creation.", "should not -> compiler forbids any"),
 ("added", "If your smart pointer type implements Receiver, you should not add methods to it after its initial creation, and Clippy will warn if you do.", "added: Clippy warns"),
]),
("Since `DispatchFromDyn` is unstable at the moment, object-safe receivers might be delayed until `DispatchFromDyn` is stabilized.", [
 ("reworded", "Because DispatchFromDyn is currently unstable, object-safe receivers might be delayed until DispatchFromDyn is stabilized.", "synonyms, markup dropped"),
 ("paraphrase", "With DispatchFromDyn still unstable, object-safe receivers may have to wait until it is stabilized.", "free rewording; kept 'might' as 'may'"),
 ("contradiction", "Since object-safe receivers are unstable at the moment, DispatchFromDyn might be delayed until object-safe receivers are stabilized.", "roles: DispatchFromDyn <-> object-safe receivers"),
 ("overclaim", "Object-safe receivers will be delayed until DispatchFromDyn is stabilized.", "might -> will"),
 ("added", "Since DispatchFromDyn is unstable, object-safe receivers might be delayed until it is stabilized, which is planned for the 2024 edition.", "added: planned for 2024 edition"),
]),
("Blanket implementations are unusual for core Rust traits, but the authors of this RFC believe it's necessary in this case.", [
 ("reworded", "Although blanket implementations are unusual for core Rust traits, the authors of this RFC believe one is necessary in this case.", "'but' -> 'although'"),
 ("paraphrase", "Core Rust traits rarely have blanket implementations, yet the RFC 3519 authors consider one necessary here.", "free rewording; kept 'believe' as 'consider'"),
 ("contradiction", "Blanket implementations are common for core Rust traits, and the authors of this RFC believe one is necessary in this case.", "direction: unusual -> common"),
 ("overclaim", "Blanket implementations are unusual for core Rust traits, but one is strictly required in this case.", "authors believe -> strictly required"),
 ("added", "Blanket implementations are unusual for core Rust traits, but the authors believe one is necessary here, a view the libs team has also endorsed.", "added: libs team endorsed"),
]),
]
