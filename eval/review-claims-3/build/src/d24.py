DOC = "rust-rfcs/2497-if-let-chains.md"
HEADING = "RFC 2497: if-let chains"
S = [
 ("**Most importantly, we want to\nmake `if let PAT = EXPR && ..` a possible option for Rust 2018.**", [
  ("reworded", "Above all, the authors want to make if let PAT = EXPR && .. a possible option for Rust 2018.", "'we' -> 'the authors', markup dropped"),
  ("paraphrase", "The top priority of the if-let chains RFC is for if let PAT = EXPR && .. to be available as an option in Rust 2018.", "free rewording"),
  ("contradiction", "Most importantly, the authors want to make if let PAT = EXPR && .. a possible option for Rust 2021.", "[number] Rust 2018 -> Rust 2021"),
  ("overclaim", "RFC 2497 makes if let PAT = EXPR && .. the required syntax for conditions in Rust 2018.", "'want to make ... a possible option' -> 'makes ... required'"),
  ("added", "Most importantly, the authors want to make if let PAT = EXPR && .. a possible option for Rust 2018, with stabilization planned for Rust 1.30.", "added a planned stabilization version"),
 ]),
 ("Note that `let PAT = EXPR` does *not* become an expression (typed at `bool`)\nwith this RFC.", [
  ("reworded", "With RFC 2497, let PAT = EXPR does not become an expression typed at bool.", "reordered, markup dropped"),
  ("paraphrase", "The if-let chains RFC does not turn let PAT = EXPR into a bool-typed expression.", "free rewording"),
  ("contradiction", "With this RFC, let PAT = EXPR becomes an expression typed at bool.", "[negation] removed 'not'"),
  ("overclaim", "RFC 2497 rules out ever making let PAT = EXPR an expression typed at bool.", "'does not become (with this RFC)' -> 'rules out ever'"),
  ("added", "With this RFC, let PAT = EXPR does not become an expression typed at bool, because doing so would break type inference.", "added a type-inference reason"),
 ]),
 ("Sergio Benitez has however done some review of the crates.io\necosystem and found zero cases of actual breakage.", [
  ("reworded", "However, Sergio Benitez has reviewed some of the crates.io ecosystem and found zero cases of actual breakage.", "light rewording"),
  ("paraphrase", "A partial review of crates.io by Sergio Benitez turned up no instances of real breakage.", "free rewording, 'some review' kept as 'partial review'"),
  ("contradiction", "Sergio Benitez has done some review of the crates.io ecosystem and found three cases of actual breakage.", "[number] zero -> three"),
  ("overclaim", "Sergio Benitez reviewed the entire crates.io ecosystem and found zero cases of actual breakage.", "'some review' -> 'the entire ecosystem'"),
  ("added", "Sergio Benitez has done some review of the crates.io ecosystem using a crater run and found zero cases of actual breakage.", "added 'using a crater run'"),
 ]),
 ("[RFC 2260] proposed this, but this turned out not\nto be as intuitive for many users as `&&` is (see [alternatives] for a discussion).", [
  ("reworded", "RFC 2260 proposed the comma separator, but it turned out not to be as intuitive for many users as && is.", "'this' resolved, links dropped"),
  ("paraphrase", "The comma separator was suggested in RFC 2260, yet many users found it less intuitive than &&.", "free rewording"),
  ("contradiction", "RFC 2260 proposed the comma separator, which turned out to be more intuitive for many users than && is.", "[direction] 'not as intuitive' -> 'more intuitive'"),
  ("overclaim", "RFC 2260 proposed the comma separator, but it turned out to be less intuitive than && for all users.", "'many users' -> 'all users'"),
  ("added", "RFC 2260 proposed the comma separator, but it proved less intuitive than && for many users, so RFC 2260 was withdrawn.", "added the withdrawal of RFC 2260"),
 ]),
]
