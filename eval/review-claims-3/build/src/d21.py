DOC = "rust-rfcs/2307-concrete-nonzero-types.md"
HEADING = "RFC 2307: Concrete NonZero integer types"
S = [
 ("Since at least 2013, rustc has taken advantage of that fact to optimize the memory representation\nof `Option<&T>` and `Option<&mut T>` to be the same as `&T` and `&mut T`,\nwith the forbidden NULL value indicating `Option::None`.", [
  ("reworded", "Since at least 2013, rustc has used that fact to make the memory representation of Option<&T> and Option<&mut T> the same as that of &T and &mut T, with the forbidden NULL value indicating Option::None.", "light rewording, markup dropped"),
  ("paraphrase", "From 2013 or earlier, rustc has exploited the fact that references are never NULL, giving Option<&T> and Option<&mut T> the same representation as the bare references and using NULL for None.", "free rewording, 'at least' kept as 'or earlier'"),
  ("contradiction", "Only since 2018 has rustc taken advantage of that fact to give Option<&T> and Option<&mut T> the same memory representation as &T and &mut T.", "[number] at least 2013 -> only since 2018"),
  ("overclaim", "In 2013 rustc first started optimizing the memory representation of Option<&T> and Option<&mut T> to be the same as &T and &mut T.", "'since at least 2013' -> 'first started in 2013'"),
  ("added", "Since at least 2013, rustc has given Option<&T> and Option<&mut T> the same representation as &T and &mut T, saving 8 bytes per optional reference on 64-bit targets.", "added an 8-byte saving"),
 ]),
 ("This enables code receiving such a value to safely make some assumptions,\nfor example that dividing by this value will not cause a `attempt to divide by zero` panic.", [
  ("reworded", "Code receiving such a value can therefore safely make some assumptions, for example that dividing by it will not cause an \"attempt to divide by zero\" panic.", "subject changed, markup dropped"),
  ("paraphrase", "Receiving code can then rely on certain facts, such as never hitting a divide-by-zero panic when it divides by the value.", "free rewording"),
  ("contradiction", "Code receiving such a value still cannot assume that dividing by it will not cause an \"attempt to divide by zero\" panic.", "[negation] 'enables ... to safely assume' -> 'still cannot assume'"),
  ("overclaim", "This enables code receiving such a value to assume that no arithmetic operation involving it can ever panic.", "divide-by-zero widened to any arithmetic panic"),
  ("added", "This lets code receiving such a value safely assume that dividing by it will not panic with \"attempt to divide by zero\", and lets the compiler remove bounds checks.", "added removal of bounds checks"),
 ]),
 ("It happens to be in current rustc,\nbut an alternative Rust implementation could define `num::NonZero*` purely as library types.", [
  ("reworded", "That size equality happens to hold in current rustc, but an alternative Rust implementation could define num::NonZero* purely as library types.", "'It' resolved, markup dropped"),
  ("paraphrase", "Today's rustc makes Option<NonZeroU32> the same size as NonZeroU32, yet another Rust implementation would be free to implement the NonZero types as plain library types.", "free rewording, 'could' kept as 'free to'"),
  ("contradiction", "That size equality happens to hold in alternative Rust implementations, but current rustc defines num::NonZero* purely as library types.", "[roles] current rustc and alternative implementations swapped"),
  ("overclaim", "That size equality holds in current rustc, but alternative Rust implementations define num::NonZero* purely as library types.", "'could define' -> 'define'"),
  ("added", "That size equality happens to hold in current rustc, but an alternative implementation such as mrustc could define num::NonZero* purely as library types.", "added mrustc as an example"),
 ]),
 ("They’re included in this RFC because it’s easy,\n  but every use of non-zero integers the author has seen so far has been with unsigned ones.", [
  ("reworded", "The signed wrappers are included in RFC 2307 because it is easy, but every use of non-zero integers the author has seen so far has been with unsigned ones.", "'They' resolved, 'this RFC' -> 'RFC 2307'"),
  ("paraphrase", "Signed NonZero types are part of the RFC because adding them is easy, though all the non-zero integer uses the author has come across so far were unsigned.", "free rewording"),
  ("contradiction", "The signed wrappers are included because it is easy, but every use of non-zero integers the author has seen so far has been with signed ones.", "[swap] unsigned -> signed"),
  ("overclaim", "The signed wrappers are included because it is easy, but non-zero integers are only ever used with unsigned types.", "dropped 'the author has seen so far'"),
  ("added", "The signed wrappers are included because it is easy and because the standard library itself needs them, but every use the author has seen so far has been unsigned.", "added a second reason (std needs them)"),
 ]),
]
