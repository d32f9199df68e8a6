DOC = "rust-rfcs/3307-de-rfc-type-ascription.md"
NAME = "RFC 3307"
HEADING = "RFC 3307: De-RFC of type ascription"
S = [
("Type ascription ([RFC #803][ascript-rfc], [tracking issue]) has been a merged RFC for seven years, with no clear path to stabilization.", [
 ("reworded", "Type ascription, RFC 803, has been a merged RFC for seven years with no clear path to stabilization.", "references dropped"),
 ("paraphrase", "Seven years after its RFC (#803) was merged, type ascription still has no clear path to stabilization.", "free rewording"),
 ("contradiction", "Type ascription (RFC 803) has been a merged RFC for three years, with no clear path to stabilization.", "number: seven -> three years"),
 ("overclaim", "Type ascription has been a merged RFC for seven years and can never be stabilized.", "no clear path -> can never"),
 ("added", "Type ascription (RFC 803) has been a merged RFC for seven years with no clear path to stabilization, mainly because of unresolved coercion semantics.", "added reason: coercion semantics"),
]),
("It's a rather easy to accidentally type `:` instead of `::`, and that is often interpreted as type ascription syntax.", [
 ("reworded", "It is rather easy to accidentally type : instead of ::, and that is often interpreted as type ascription syntax.", "typo fixed, markup dropped"),
 ("paraphrase", "Typing a single colon where a double colon was meant is an easy slip, and it is frequently parsed as type ascription.", "free rewording; kept 'often'"),
 ("contradiction", "It's rather easy to accidentally type :: instead of :, and that is often interpreted as type ascription syntax.", "roles: : <-> ::"),
 ("overclaim", "Accidentally typing : instead of :: is always interpreted as type ascription syntax.", "often -> always"),
 ("added", "It's rather easy to accidentally type : instead of ::, which is often interpreted as type ascription syntax, especially by programmers coming from C++.", "added: programmers coming from C++"),
]),
("Syntax isn't the only reason; while type ascription is probably a good idea, a feature this significant deserves to be properly designed for the zeitgeist.", [
 ("reworded", "Syntax is not the only reason: although type ascription is probably a good idea, a feature this significant deserves to be designed properly for the zeitgeist.", "punctuation, 'while' -> 'although'"),
 ("paraphrase", "Beyond syntax, and even though type ascription is likely a good idea, such a significant feature deserves a proper design suited to the current zeitgeist.", "free rewording; kept 'probably' as 'likely'"),
 ("contradiction", "Syntax is the only reason for removing it, since type ascription is probably a good idea.", "negation: isn't the only reason -> is the only reason"),
 ("overclaim", "Type ascription is definitely a good idea, but a feature this significant deserves to be properly designed for the zeitgeist.", "probably -> definitely"),
 ("added", "Syntax isn't the only reason; while type ascription is probably a good idea, a feature this significant deserves to be properly designed, ideally by a dedicated working group.", "added: dedicated working group"),
]),
("It's rather common for this to happen with libs features, less so for language features.", [
 ("reworded", "This happens rather commonly with libs features, and less so with language features.", "restructured"),
 ("paraphrase", "Such removals are fairly common for library features but less frequent for language features.", "free rewording"),
 ("contradiction", "It's rather common for this to happen with language features, less so for libs features.", "roles: libs <-> language features"),
 ("overclaim", "Most nightly libs features end up being removed, while this happens less often to language features.", "rather common -> most"),
 ("added", "It's rather common for this to happen with libs features, less so for language features, because libs features are usually gated behind a single function.", "added reason: gated behind one function"),
]),
]
