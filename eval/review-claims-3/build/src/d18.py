DOC = "rust-rfcs/3924-cargo-hints-min-opt-level.md"
HEADING = "RFC 3924: Cargo hint for a minimum opt-level"
S = [
 ("Such libraries typically include a note in their `README.md`\nwarning users to turn on optimization even in the dev profile", [
  ("reworded", "Such libraries typically include a note in their README.md that warns users to enable optimization even in the dev profile.", "light rewording, markup dropped"),
  ("paraphrase", "Libraries like these usually put a warning in their README telling users to switch on optimization even for dev builds.", "free rewording, 'typically' kept as 'usually'"),
  ("contradiction", "Such libraries typically include a note in their README.md warning users to turn off optimization in the dev profile.", "[direction] 'turn on' -> 'turn off'"),
  ("overclaim", "All such libraries include a note in their README.md warning users to turn on optimization even in the dev profile.", "'typically' -> 'all'"),
  ("added", "Such libraries typically include a note in their README.md, and often in their crate documentation as well, warning users to turn on optimization even in the dev profile.", "added crate documentation"),
 ]),
 ("Library optimizations may not apply to code inlined or monomorphized by a\nuser's crate.", [
  ("reworded", "Optimizations of a library may not apply to code that is inlined or monomorphized by a user's crate.", "light rewording, passive"),
  ("paraphrase", "Code that ends up inlined or monomorphized in the user's crate might not get the library's optimization level.", "free rewording, 'may not' kept as 'might not'"),
  ("contradiction", "Library optimizations always apply to code inlined or monomorphized by a user's crate.", "[negation] 'may not apply' -> 'always apply'"),
  ("overclaim", "Library optimizations never apply to code inlined or monomorphized by a user's crate.", "'may not' -> 'never'"),
  ("added", "Library optimizations may not apply to code inlined or monomorphized by a user's crate, which mostly affects generic-heavy crates such as serde.", "added a serde example"),
 ]),
 ("However, `profile.release` already defaults to `opt-level =\n3`, so `min-opt-level` will generally never affect the release profile, only\nthe dev profile.", [
  ("reworded", "However, since profile.release already defaults to opt-level = 3, min-opt-level will generally never affect the release profile, only the dev profile.", "'so' -> 'since', markup dropped"),
  ("paraphrase", "Because the release profile is already at opt-level 3 by default, min-opt-level will as a rule only make a difference to the dev profile.", "free rewording, 'generally' kept as 'as a rule'"),
  ("contradiction", "However, profile.release already defaults to opt-level = 2, so min-opt-level will generally never affect the release profile, only the dev profile.", "[number] opt-level 3 -> 2"),
  ("overclaim", "Since profile.release already defaults to opt-level = 3, min-opt-level will never affect the release profile, only the dev profile.", "dropped 'generally'"),
  ("added", "Since profile.release defaults to opt-level = 3, min-opt-level will generally only affect the dev profile, and it is ignored entirely when building documentation with cargo doc.", "added a cargo doc exception"),
 ]),
 ("We may in the future want to change the default optimization level for the dev\nprofile to 1, rather than 0.", [
  ("reworded", "In the future, we may want to change the dev profile's default optimization level to 1 instead of 0.", "reordered, 'rather than' -> 'instead of'"),
  ("paraphrase", "Raising the dev profile's default opt-level from 0 to 1 is a change that might be wanted later on.", "free rewording, 'may' kept as 'might'"),
  ("contradiction", "We may in the future want to change the default optimization level for the dev profile to 2, rather than 0.", "[number] 1 -> 2"),
  ("overclaim", "The default optimization level for the dev profile will change from 0 to 1 in a future Cargo release.", "'may want to' -> 'will'"),
  ("added", "We may in the future want to change the dev profile's default optimization level to 1 rather than 0, as part of the next Rust edition.", "added 'as part of the next edition'"),
 ]),
]
