DOC = "rust-rfcs/2000-const-generics.md"
NAME = "RFC 2000"
HEADING = "RFC 2000: Const generics"
S = [
("As a result of this limitation, the standard library only contains trait implementations for arrays up to a length of 32; as a result, arrays are often treated as a second-class language feature.", [
 ("reworded", "Because of this limitation, the standard library contains trait implementations only for arrays up to a length of 32, and consequently arrays are often treated as a second-class language feature.", "connectives reworded"),
 ("paraphrase", "This limitation means the standard library implements traits only for arrays of length 32 or less, which often leaves arrays treated as a second-class part of the language.", "free rewording; kept 'often'"),
 ("contradiction", "As a result of this limitation, the standard library only contains trait implementations for arrays up to a length of 64.", "number: 32 -> 64"),
 ("overclaim", "Because the standard library only implements traits for arrays up to length 32, arrays are always treated as a second-class language feature.", "often -> always"),
 ("added", "Because of this limitation, the standard library only implements traits for arrays up to length 32, so arrays are often treated as second-class, particularly in embedded code.", "added scope: embedded code"),
]),
("Unlike statics, consts will be inlined at their use sites rather than existing in the data section of the compiled binary.", [
 ("reworded", "Consts, unlike statics, will be inlined at their use sites instead of existing in the data section of the compiled binary.", "word order, synonym"),
 ("paraphrase", "In contrast to statics, consts are inlined wherever they are used instead of living in the compiled binary's data section.", "free rewording"),
 ("contradiction", "Unlike consts, statics will be inlined at their use sites rather than existing in the data section of the compiled binary.", "roles: consts <-> statics"),
 ("overclaim", "Because consts are inlined at their use sites, they never take up any space in the compiled binary.", "not in data section -> no space at all"),
 ("added", "Unlike statics, consts will be inlined at their use sites rather than existing in the data section of the compiled binary, which makes them faster to access at run time.", "added consequence: faster access"),
]),
("However, const generics should be treated as an advanced feature, and it should not be something we expose to new users early in their use of Rust.", [
 ("reworded", "However, const generics should be treated as an advanced feature and should not be exposed to new users early in their use of Rust.", "'something we expose' -> passive"),
 ("paraphrase", "Const generics ought to be regarded as an advanced feature that new Rust users are not introduced to early on.", "free rewording; kept 'should'"),
 ("contradiction", "Const generics should be treated as a beginner feature and introduced to new users early in their use of Rust.", "direction: advanced/not early -> beginner/early"),
 ("overclaim", "Const generics must be hidden from new Rust users entirely.", "should not expose early -> must hide entirely"),
 ("added", "Const generics should be treated as an advanced feature that is not exposed to new users early, so the book should introduce it only in its final chapter.", "added: only in final chapter of the book"),
]),
("We could limit const generics to the type `usize`, but this would not make the implementation simpler.", [
 ("reworded", "Const generics could be limited to the usize type, but this would not make the implementation simpler.", "active -> passive, markup dropped"),
 ("paraphrase", "Restricting const generics to usize is an option, but it wouldn't simplify the implementation.", "free rewording"),
 ("contradiction", "We could limit const generics to the type usize, which would make the implementation simpler.", "negation: would not -> would"),
 ("overclaim", "Limiting const generics to the type usize would make the implementation more complex.", "not simpler -> more complex"),
 ("added", "We could limit const generics to the type usize, but this would not make the implementation simpler and would also slow down type checking.", "added: slows type checking"),
]),
]
