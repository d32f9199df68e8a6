DOC = "rust-rfcs/2532-associated-type-defaults.md"
NAME = "RFC 2532"
HEADING = "RFC 2532: Associated type defaults"
S = [
("Another point to consider is that Rust code frequently sports traits such as `Iterator` and `Future` that have many provided methods and few associated types.", [
 ("reworded", "Another point to consider is that Rust code frequently features traits like Iterator and Future that have many provided methods and few associated types.", "synonyms, markup dropped"),
 ("paraphrase", "Rust code often contains traits such as Iterator and Future, which come with many provided methods but only a few associated types.", "free rewording; kept 'frequently' as 'often'"),
 ("contradiction", "Rust code frequently sports traits such as Iterator and Future that have many associated types and few provided methods.", "roles: provided methods <-> associated types"),
 ("overclaim", "Most Rust traits, like Iterator and Future, have many provided methods and few associated types.", "frequently -> most traits"),
 ("added", "Rust code frequently sports traits such as Iterator and Future that have many provided methods and few associated types, and such traits are the most widely implemented in the ecosystem.", "added: most widely implemented"),
]),
("However, it is more likely than not that associated type defaults will be used as a mechanism for code reuse than for other constructs.", [
 ("reworded", "However, associated type defaults are more likely than not to be used as a mechanism for code reuse rather than for other constructs.", "restructured"),
 ("paraphrase", "Associated type defaults will probably be used mainly as a code reuse mechanism rather than for other constructs.", "free rewording; kept the likelihood hedge as 'probably'"),
 ("contradiction", "However, it is unlikely that associated type defaults will be used as a mechanism for code reuse rather than for other constructs.", "direction: more likely than not -> unlikely"),
 ("overclaim", "Associated type defaults will only ever be used as a mechanism for code reuse.", "more likely than not -> only ever"),
 ("added", "However, associated type defaults are more likely than not to be used for code reuse rather than other constructs, judging by a survey of crates on crates.io.", "added basis: crates.io survey"),
]),
("One language which does have [associated types][swift_assoc] and defaults but which does not have provided definitions for methods is Swift.", [
 ("reworded", "Swift is one language that has associated types and defaults but does not have provided definitions for methods.", "word order, link markup dropped"),
 ("paraphrase", "Swift supports associated types with defaults, yet it lacks provided method definitions.", "free rewording"),
 ("contradiction", "One language which has associated types and defaults and also has provided definitions for methods is Swift.", "negation: does not have -> has provided definitions"),
 ("overclaim", "Swift is the only language that has associated types and defaults but no provided definitions for methods.", "one language -> the only language"),
 ("added", "Swift is one language that has associated types and defaults but no provided method definitions, although protocol extensions were later added to fill that gap.", "added: protocol extensions fill the gap"),
]),
("It may be that useful programs are rejected if we enforce (1) rather than (2).", [
 ("reworded", "Useful programs may be rejected if (1) is enforced rather than (2).", "active -> passive"),
 ("paraphrase", "Enforcing option (1) instead of option (2) could end up rejecting useful programs.", "free rewording; kept 'may' as 'could'"),
 ("contradiction", "It may be that useful programs are rejected if we enforce (2) rather than (1).", "roles: (1) <-> (2)"),
 ("overclaim", "Enforcing (1) rather than (2) will reject useful programs.", "may -> will"),
 ("added", "It may be that useful programs are rejected if we enforce (1) rather than (2), particularly programs that use generic associated types.", "added scope: generic associated types"),
]),
]
