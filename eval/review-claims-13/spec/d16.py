DOC = "rust-rfcs/3698-declarative-derive-macros.md"
TITLE = "RFC 3698"
HEADING = "RFC 3698: Declarative derive macros"
S = [
    ("However, many common cases of derives don't require any more power than an\nordinary `macro_rules!` macro.", [
        ("reworded", "Many common cases of derives, however, need no more power than an ordinary macro_rules! macro.", "don't require any more -> need no more, markup dropped"),
        ("paraphrase", "A lot of the usual derive use cases can be handled with nothing beyond what a plain macro_rules! macro offers.", "free rewording"),
        ("contradiction", "However, almost no common cases of derives can be handled by an ordinary macro_rules! macro.", "[direction] many -> almost no"),
        ("overclaim", "Most derives in the ecosystem need no more power than an ordinary macro_rules! macro.", "'many common cases' -> most derives in the ecosystem"),
        ("added", "However, many common cases of derives, such as serde's Serialize, don't require any more power than an ordinary macro_rules! macro.", "added example: serde Serialize"),
    ]),
    ("Adding `derive` rules to an existing macro is a semver-compatible change,\nthough in practice, it will likely be uncommon.", [
        ("reworded", "Adding derive rules to an existing macro is a semver-compatible change, although it will likely be uncommon in practice.", "though -> although, word order"),
        ("paraphrase", "Giving an existing macro derive rules does not break semver compatibility, though this will probably happen only rarely in practice.", "free rewording, likely -> probably"),
        ("contradiction", "Adding derive rules to an existing macro is a semver-breaking change, though in practice it will likely be uncommon.", "[negation] semver-compatible -> semver-breaking"),
        ("overclaim", "Adding derive rules to an existing macro is semver-compatible, but in practice nobody will ever do it.", "'likely uncommon' -> never"),
        ("added", "Adding derive rules to an existing macro is a semver-compatible change as long as the macro is not exported, though in practice it will likely be uncommon.", "added condition: macro not exported"),
    ]),
    ("Macros defined this way can more easily support caching, as they cannot depend\non arbitrary unspecified inputs.", [
        ("reworded", "Macros defined this way can support caching more easily, since they cannot depend on arbitrary unspecified inputs.", "word order, as -> since"),
        ("paraphrase", "Because such macros are unable to rely on arbitrary unspecified inputs, caching them is easier.", "free rewording"),
        ("contradiction", "Macros defined this way are harder to cache, as they can depend on arbitrary unspecified inputs.", "[direction] more easily -> harder; cannot -> can"),
        ("overclaim", "Macros defined this way are always cached by the compiler, as they cannot depend on arbitrary unspecified inputs.", "'can more easily support caching' -> always cached"),
        ("added", "Macros defined this way can more easily support caching, as they cannot depend on arbitrary unspecified inputs, which could cut incremental build times in half.", "added consequence: halves build times"),
    ]),
    ("We may want to add a lint for macro names, encouraging macros with derive rules\nto use `CamelCase` names, and encouraging macros without derive rules to use\n`snake_case` names.", [
        ("reworded", "A lint for macro names may be wanted, one that encourages CamelCase names for macros with derive rules and snake_case names for macros without them.", "restructured, passive"),
        ("paraphrase", "A possible future lint could nudge macros that have derive rules toward CamelCase names and macros that lack them toward snake_case.", "free rewording"),
        ("contradiction", "We may want to add a lint encouraging macros with derive rules to use snake_case names, and macros without derive rules to use CamelCase names.", "[roles] CamelCase and snake_case swapped"),
        ("overclaim", "A lint will be added that requires macros with derive rules to use CamelCase names and macros without derive rules to use snake_case names.", "may want -> will; encouraging -> requires"),
        ("added", "We may want to add a warn-by-default lint in the next edition encouraging CamelCase names for macros with derive rules and snake_case names for macros without them.", "added detail: warn-by-default, next edition"),
    ]),
]
