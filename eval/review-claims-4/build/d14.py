DOC = "rust-rfcs/2396-target-feature-1.1.md"
NAME = "RFC 2396"
HEADING = "RFC 2396: target_feature 1.1"
S = [
("It achieves this by proposing three incremental steps that we can sequentially make to improve the ergonomics and the safety of target-specific functionality without adding run-time overhead.", [
 ("reworded", "RFC 2396 achieves this by proposing three incremental steps that can be made one after another to improve the ergonomics and safety of target-specific functionality without adding run-time overhead.", "'we can make' -> 'can be made', name added"),
 ("paraphrase", "The RFC proposes three incremental steps, to be taken in sequence, that make target-specific functionality more ergonomic and safer with no added run-time overhead.", "free rewording"),
 ("contradiction", "It achieves this by proposing two incremental steps that improve the ergonomics and safety of target-specific functionality without adding run-time overhead.", "number: three -> two steps"),
 ("overclaim", "It proposes three incremental steps that make target-specific functionality completely safe without any run-time overhead.", "improve safety -> completely safe"),
 ("added", "It proposes three incremental steps that improve the ergonomics and safety of target-specific functionality without run-time overhead, each of which can be stabilized in a separate Rust release.", "added: each stabilized separately"),
]),
("`#[target_feature]` functions are not inlined across mismatching contexts, which can have disastrous performance implications.", [
 ("reworded", "Functions marked #[target_feature] are not inlined across mismatching contexts, which can have disastrous performance implications.", "markup dropped, subject reworded"),
 ("paraphrase", "Because #[target_feature] functions don't get inlined across mismatching contexts, performance can suffer disastrously.", "free rewording; kept 'can'"),
 ("contradiction", "Functions marked #[target_feature] are inlined even across mismatching contexts.", "negation: not inlined -> inlined"),
 ("overclaim", "Functions marked #[target_feature] are not inlined across mismatching contexts, which always has disastrous performance implications.", "can -> always"),
 ("added", "Functions marked #[target_feature] are not inlined across mismatching contexts, which can have disastrous performance implications, especially inside tight SIMD loops.", "added scope: tight SIMD loops"),
]),
("That is, the `#[target_feature]`-related pre-conditions of the callee are uphold by the caller, therefore calling the callee is safe.", [
 ("reworded", "In other words, the caller upholds the #[target_feature]-related pre-conditions of the callee, so calling the callee is safe.", "passive -> active"),
 ("paraphrase", "Since the caller already satisfies the callee's target-feature pre-conditions, making the call is safe.", "free rewording"),
 ("contradiction", "That is, the #[target_feature]-related pre-conditions of the caller are upheld by the callee, therefore calling the callee is safe.", "roles: caller <-> callee"),
 ("overclaim", "Because the caller upholds the callee's #[target_feature] pre-conditions, calling the callee can never cause undefined behavior of any kind.", "safe w.r.t. target features -> never any UB"),
 ("added", "The caller upholds the callee's #[target_feature]-related pre-conditions, so calling the callee is safe, which the compiler verifies during monomorphization.", "added: verified during monomorphization"),
]),
("Such an effect-system might need to introduce first-class target-features into the language (beyond just a simple attribute) which could lead to the deprecation of the `#[target_feature]` attribute.", [
 ("reworded", "Such an effect system might need to introduce first-class target features into the language, beyond just a simple attribute, which could lead to the #[target_feature] attribute being deprecated.", "parentheses dropped, passive"),
 ("paraphrase", "An effect system of this kind may have to add first-class target features to the language rather than only an attribute, possibly resulting in #[target_feature] being deprecated.", "free rewording; kept 'might' and 'could'"),
 ("contradiction", "Such an effect system would not need to introduce first-class target features into the language, so the #[target_feature] attribute would stay.", "negation: might need -> would not need"),
 ("overclaim", "Such an effect system will introduce first-class target features into the language, leading to the deprecation of the #[target_feature] attribute.", "might/could -> will"),
 ("added", "Such an effect system might need first-class target features in the language, which could lead to deprecating the #[target_feature] attribute in the 2021 edition.", "added: 2021 edition"),
]),
]
