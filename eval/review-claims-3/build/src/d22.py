DOC = "rust-rfcs/2945-c-unwind-abi.md"
HEADING = "RFC 2945: The C-unwind ABI"
S = [
 ("Despite using a compatible\nunwinding mechanism, the current `rustc` implementation assumes that `extern\n\"C\"` functions cannot unwind, which permits LLVM to optimize with the\nassumption that such unwinding constitutes undefined behavior.", [
  ("reworded", "Although it uses a compatible unwinding mechanism, the current rustc implementation assumes that extern \"C\" functions cannot unwind, which permits LLVM to optimize on the assumption that such unwinding is undefined behavior.", "light rewording, markup dropped"),
  ("paraphrase", "Even though the unwinding mechanisms are compatible, rustc currently treats extern \"C\" functions as never unwinding, so LLVM is allowed to optimize as if unwinding through them were undefined behavior.", "free rewording"),
  ("contradiction", "The current rustc implementation assumes that extern \"C\" functions can unwind, which prevents LLVM from treating such unwinding as undefined behavior.", "[negation] 'cannot unwind' -> 'can unwind'"),
  ("overclaim", "Because rustc assumes extern \"C\" functions cannot unwind, LLVM miscompiles every crate that panics across C frames.", "'permits LLVM to optimize' -> 'miscompiles every crate'"),
  ("added", "Despite a compatible unwinding mechanism, rustc assumes extern \"C\" functions cannot unwind, letting LLVM treat such unwinding as undefined behavior, an assumption it has made since Rust 1.0.", "added 'since Rust 1.0'"),
 ]),
 ("More `unwind` variants of existing ABI strings may be introduced, with the same\nsemantics, without an additional RFC.", [
  ("reworded", "Further unwind variants of existing ABI strings, with the same semantics, may be introduced without an additional RFC.", "reordered, markup dropped"),
  ("paraphrase", "Other -unwind versions of existing ABI strings, behaving the same way, can be added later without needing another RFC.", "free rewording"),
  ("contradiction", "More unwind variants of existing ABI strings may only be introduced through an additional RFC.", "[negation] 'without an additional RFC' -> 'only through'"),
  ("overclaim", "Every existing ABI string will get an unwind variant with the same semantics, without an additional RFC.", "'more ... may be introduced' -> 'every ... will get'"),
  ("added", "More unwind variants of existing ABI strings may be introduced with the same semantics without an additional RFC, subject only to approval by the compiler team.", "added compiler-team approval"),
 ]),
 ("In debug mode, the compiler could insert code to catch unwind attempts at\n`extern \"C\"` boundaries and `abort`; this would provide a safe way to discover\n(and fix) instances of this form of UB.", [
  ("reworded", "In debug mode, the compiler could insert code that catches unwind attempts at extern \"C\" boundaries and aborts, which would provide a safe way to discover and fix instances of this form of UB.", "light rewording, markup dropped"),
  ("paraphrase", "Debug builds might get compiler-inserted checks that abort when something tries to unwind across an extern \"C\" boundary, giving a safe way to find and fix this kind of UB.", "free rewording, 'could' kept as 'might'"),
  ("contradiction", "In debug mode, the compiler could not insert code to catch unwind attempts at extern \"C\" boundaries, so this form of UB cannot be discovered safely.", "[negation] 'could insert' -> 'could not insert'"),
  ("overclaim", "In debug mode, the compiler will insert code to catch unwind attempts at extern \"C\" boundaries and abort.", "'could' -> 'will'"),
  ("added", "In debug mode, the compiler could insert code to catch unwind attempts at extern \"C\" boundaries and abort, at a cost of roughly 2% in code size.", "added a 2% code-size cost"),
 ]),
 ("On Microsoft platforms, when using MSVC, unwinding is always supported for both\nC++ and C code; this is very similar to \"option 3\" described in [the\ninside-rust post][inside-rust-proposals] mentioned [above][alternatives].", [
  ("reworded", "When using MSVC on Microsoft platforms, unwinding is always supported for both C++ and C code, which is very similar to the \"option 3\" described in the Inside Rust post.", "reordered, links dropped"),
  ("paraphrase", "MSVC on Microsoft platforms always supports unwinding in C as well as C++ code, closely resembling \"option 3\" from the Inside Rust blog post.", "free rewording"),
  ("contradiction", "On Microsoft platforms, when using MSVC, unwinding is always supported for both C++ and C code, which is very similar to \"option 1\" in the Inside Rust post.", "[number] option 3 -> option 1"),
  ("overclaim", "On Microsoft platforms, when using MSVC, unwinding is always supported for both C++ and C code, which is identical to \"option 3\" in the Inside Rust post.", "'very similar' -> 'identical'"),
  ("added", "On Microsoft platforms MSVC always supports unwinding for both C++ and C code, using structured exception handling, which is very similar to \"option 3\".", "added the mechanism (structured exception handling)"),
 ]),
]
