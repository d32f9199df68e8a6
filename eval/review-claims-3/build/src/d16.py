DOC = "rust-rfcs/2873-inline-asm.md"
HEADING = "RFC 2873: Inline assembly"
S = [
 ("Inline assembly is widely used in the Rust community and is one of the top reasons keeping people on the nightly toolchain.", [
  ("reworded", "Inline assembly is widely used across the Rust community and is among the top reasons that keep people on the nightly toolchain.", "light synonyms"),
  ("paraphrase", "Many Rust users rely on inline assembly, and it is one of the main things holding people to nightly Rust.", "free rewording"),
  ("contradiction", "Inline assembly is widely used in the Rust community and is one of the top reasons keeping people on the stable toolchain.", "[swap] nightly -> stable"),
  ("overclaim", "Inline assembly is the single biggest reason keeping people on the nightly toolchain.", "'one of the top reasons' -> 'the single biggest reason'"),
  ("added", "Inline assembly is widely used in the Rust community and, according to the 2019 community survey, is one of the top reasons keeping people on nightly.", "added a survey as the source"),
 ]),
 ("Note that all `asm!` invocations have to be inside an `unsafe` block, as they could insert\narbitrary instructions and break various invariants.", [
  ("reworded", "All asm! invocations have to be placed inside an unsafe block, since they could insert arbitrary instructions and break various invariants.", "light rewording, markup dropped"),
  ("paraphrase", "Because asm! can inject arbitrary instructions that might violate invariants, every use of it must sit inside an unsafe block.", "free rewording, 'could' kept as 'might'"),
  ("contradiction", "asm! invocations do not have to be inside an unsafe block, even though they could insert arbitrary instructions.", "[negation] 'have to be' -> 'do not have to be'"),
  ("overclaim", "All asm! invocations have to be inside an unsafe block because they always break various invariants.", "'could ... break' -> 'always break'"),
  ("added", "All asm! invocations have to be inside an unsafe block documented with a SAFETY comment, as they could insert arbitrary instructions and break invariants.", "added a SAFETY comment requirement"),
 ]),
 ("This RFC chooses to use Intel syntax by default since it is more widely used and users generally find it easier to read and write.", [
  ("reworded", "RFC 2873 uses Intel syntax by default because it is more widely used and users generally find it easier to read and write.", "'This RFC chooses to use' -> 'RFC 2873 uses'"),
  ("paraphrase", "Intel syntax is the default in the inline assembly RFC, since it is the more common dialect and users generally find it simpler to read and write.", "free rewording, 'generally' kept"),
  ("contradiction", "RFC 2873 chooses AT&T syntax by default since it is more widely used and users generally find it easier to read and write.", "[swap] Intel -> AT&T"),
  ("overclaim", "RFC 2873 uses Intel syntax by default since it is more widely used and all users find it easier to read and write.", "'users generally' -> 'all users'"),
  ("added", "RFC 2873 chooses Intel syntax by default since it is more widely used, easier to read and write, and better supported by LLVM.", "added a third reason (LLVM support)"),
 ]),
 ("This huge implementation overhead is likely one of the reasons MSVC only\nprovides this capability for x86, while D at least provides it for x86 and x86-64.", [
  ("reworded", "This huge implementation overhead is likely one reason why MSVC provides this capability only for x86, whereas D provides it at least for x86 and x86-64.", "light rewording"),
  ("paraphrase", "The large cost of implementing such a DSL probably helps explain why MSVC offers it only on x86 while D covers at least x86 and x86-64.", "free rewording, 'likely' kept as 'probably'"),
  ("contradiction", "This huge implementation overhead is likely why MSVC provides this capability for x86 and x86-64, while D provides it only for x86.", "[roles] MSVC and D swapped"),
  ("overclaim", "This huge implementation overhead is the reason MSVC only provides this capability for x86, while D provides it for x86 and x86-64.", "'likely one of the reasons' -> 'the reason'"),
  ("added", "This huge implementation overhead is likely why MSVC only provides this capability for x86 and D for x86 and x86-64, while Go provides none at all.", "added Go as a further example"),
 ]),
]
