DOC = "rust-rfcs/2043-is-aligned-intrinsic.md"
HEADING = "RFC 2043: The align_offset intrinsic and align_to"
S = [
 ("The function is unsafe because it produces a `&U` to the memory location of a `T`,\nwhich might expose padding bytes or violate invariants of `T` or `U`.", [
  ("reworded", "align_to is unsafe because it produces a &U to the memory location of a T, which might expose padding bytes or violate the invariants of T or U.", "'The function' resolved, markup dropped"),
  ("paraphrase", "Because align_to hands out a &U pointing at memory that holds a T, it is marked unsafe: this could reveal padding bytes or break the invariants of T or U.", "free rewording, 'might' kept as 'could'"),
  ("contradiction", "The function is unsafe because it produces a &T to the memory location of a U, which might expose padding bytes or violate invariants.", "[roles] T and U swapped"),
  ("overclaim", "The function is unsafe because the &U it produces always exposes padding bytes and violates the invariants of T or U.", "'might' -> 'always'"),
  ("added", "The function is unsafe because it produces a &U to a T's memory, which might expose padding bytes or violate invariants of T or U, especially when U contains references.", "added 'especially when U contains references'"),
 ]),
 ("This\nmeans that `miri` cannot do utf8-checking, since that code contains such\noptimizations.", [
  ("reworded", "As a result, miri cannot do utf8-checking, because that code contains such optimizations.", "'This means' -> 'As a result', markup dropped"),
  ("paraphrase", "Since the utf8-checking code uses these alignment optimizations, miri is unable to run it.", "free rewording"),
  ("contradiction", "This means that miri can still do utf8-checking, even though that code contains such optimizations.", "[negation] 'cannot' -> 'can still'"),
  ("overclaim", "This means that miri cannot evaluate any standard library code, since it contains such optimizations.", "utf8-checking widened to all standard library code"),
  ("added", "This means that miri cannot do utf8-checking, since that code contains such optimizations, a problem first reported in 2016.", "added a 2016 report date"),
 ]),
 ("It is perfectly valid for an\nimplementation to always yield `usize::max_value()` to signal that the pointer\ncannot be aligned.", [
  ("reworded", "It is perfectly valid for an implementation to always return usize::max_value() to signal that the pointer cannot be aligned.", "'yield' -> 'return', markup dropped"),
  ("paraphrase", "An implementation is fully allowed to return usize::max_value() every time, indicating that the pointer can't be aligned.", "free rewording"),
  ("contradiction", "It is not valid for an implementation to always yield usize::max_value() to signal that the pointer cannot be aligned.", "[direction] 'perfectly valid' -> 'not valid'"),
  ("overclaim", "Implementations must yield usize::max_value() whenever a pointer cannot be aligned.", "permission turned into a requirement"),
  ("added", "It is perfectly valid for an implementation to always yield usize::max_value() to signal that the pointer cannot be aligned, as the reference implementation does on 16-bit targets.", "added a 16-bit reference-implementation detail"),
 ]),
 ("A lint could be added to `clippy` which detects hand-written alignment checks and\nsuggests to use the `align_to` function instead.", [
  ("reworded", "A clippy lint could be added that detects hand-written alignment checks and suggests using the align_to function instead.", "light rewording, markup dropped"),
  ("paraphrase", "Clippy might gain a lint that spots manual alignment checks and recommends align_to in their place.", "free rewording, 'could' kept as 'might'"),
  ("contradiction", "A lint could be added to clippy which detects uses of the align_to function and suggests hand-written alignment checks instead.", "[roles] align_to and hand-written checks swapped"),
  ("overclaim", "A lint will be added to clippy that detects hand-written alignment checks and suggests using align_to instead.", "'could' -> 'will'"),
  ("added", "A lint could be added to clippy which detects hand-written alignment checks and suggests align_to instead, enabled by default in the clippy::perf group.", "added default enablement in clippy::perf"),
 ]),
]
