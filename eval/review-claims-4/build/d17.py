DOC = "rust-rfcs/2972-constrained-naked.md"
NAME = "RFC 2972"
HEADING = "RFC 2972: Constrained naked functions"
S = [
("However, naked functions are often avoided in practice because their behavior is not well defined.", [
 ("reworded", "However, in practice naked functions are often avoided because their behavior is not well defined.", "word order"),
 ("paraphrase", "Because their behavior isn't well defined, naked functions frequently go unused in practice.", "free rewording; kept 'often' as 'frequently'"),
 ("contradiction", "However, naked functions are often avoided in practice even though their behavior is well defined.", "negation: not well defined -> well defined"),
 ("overclaim", "Naked functions are always avoided in practice because their behavior is not well defined.", "often -> always"),
 ("added", "However, naked functions are often avoided in practice because their behavior is not well defined, particularly in operating system kernels.", "added scope: OS kernels"),
]),
("Since the `const` and `sym` operands modify neither the stack nor the registers, their use is permitted.", [
 ("reworded", "The const and sym operands modify neither the stack nor the registers, so their use is permitted.", "'since' -> 'so', markup dropped"),
 ("paraphrase", "Because const and sym operands leave both the stack and the registers untouched, they are allowed.", "free rewording"),
 ("contradiction", "Although the const and sym operands modify neither the stack nor the registers, their use is forbidden.", "direction: permitted -> forbidden"),
 ("overclaim", "Since the const and sym operands modify neither the stack nor the registers, every naked function must use them.", "permitted -> required"),
 ("added", "Since the const and sym operands modify neither the stack nor the registers, their use is permitted, which the compiler checks during macro expansion.", "added: checked during macro expansion"),
]),
("The calling convention is defined as `extern \"sysv64\"`, therefore we know that the input is in the `rdi` register and the return value is in the `rax` register.", [
 ("reworded", "Because the calling convention is defined as extern \"sysv64\", we know the input is in the rdi register and the return value is in the rax register.", "'therefore' -> 'because', markup dropped"),
 ("paraphrase", "With the calling convention set to extern \"sysv64\", the input arrives in rdi and the return value is held in rax.", "free rewording"),
 ("contradiction", "The calling convention is defined as extern \"sysv64\", so the input is in the rax register and the return value is in the rdi register.", "roles: rdi <-> rax"),
 ("overclaim", "For every naked function, regardless of calling convention, the input is in the rdi register and the return value is in the rax register.", "dropped condition: sysv64 calling convention"),
 ("added", "Since the calling convention is extern \"sysv64\", the input is in rdi and the return value is in rax, and the stack pointer must stay 16-byte aligned.", "added: 16-byte stack alignment"),
]),
("However, there is not currently a clear path to stabilization for `global_asm!()` since it is a thin wrapper around LLVM functionality.", [
 ("reworded", "However, global_asm!() currently has no clear path to stabilization because it is a thin wrapper around LLVM functionality.", "negation folded in, markup dropped"),
 ("paraphrase", "Being only a thin wrapper over LLVM functionality, global_asm!() does not yet have a clear route to stabilization.", "free rewording"),
 ("contradiction", "However, there is not currently a clear path to stabilization for global_asm!() since it is a thin wrapper around GCC functionality.", "swap: LLVM -> GCC"),
 ("overclaim", "global_asm!() will never be stabilized because it is a thin wrapper around LLVM functionality.", "not currently a clear path -> never"),
 ("added", "There is currently no clear path to stabilization for global_asm!() since it is a thin wrapper around LLVM functionality, which also makes it unavailable on non-LLVM backends.", "added consequence: unavailable on non-LLVM backends"),
]),
]
