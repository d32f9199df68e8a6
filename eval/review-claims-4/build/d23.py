DOC = "rust-rfcs/3453-f16-and-f128.md"
NAME = "RFC 3453"
HEADING = "RFC 3453: f16 and f128 float types"
S = [
("The binary16 format is useful for situations where storage compactness is important and low precision is acceptable, such as HDR images, mesh quantization, and AI neural networks.", [
 ("reworded", "The binary16 format is useful where storage compactness is important and low precision is acceptable, for example in HDR images, mesh quantization, and AI neural networks.", "'such as' -> 'for example in'"),
 ("paraphrase", "When compact storage matters and low precision is tolerable, as with HDR images, mesh quantization or AI neural networks, the binary16 format comes in handy.", "free rewording"),
 ("contradiction", "The binary16 format is useful for situations where high precision is required, such as HDR images, mesh quantization, and AI neural networks.", "direction: low precision acceptable -> high precision required"),
 ("overclaim", "The binary16 format is useful whenever storage compactness is important.", "dropped condition 'low precision is acceptable'"),
 ("added", "The binary16 format is useful where storage compactness is important and low precision is acceptable, such as HDR images, mesh quantization, AI neural networks, and audio sample buffers.", "added list item: audio sample buffers"),
]),
("Every target should support `f16` and `f128`, either in hardware or software.", [
 ("reworded", "Every target should support f16 and f128, in either hardware or software.", "word order, markup dropped"),
 ("paraphrase", "All targets are expected to provide f16 and f128, whether through hardware or through software.", "free rewording; kept 'should'"),
 ("contradiction", "Every target should support f16 and f128 in hardware, not in software.", "swap: hardware or software -> hardware only"),
 ("overclaim", "Every target must support f16 and f128, either in hardware or software.", "should -> must"),
 ("added", "Every target should support f16 and f128, either in hardware or software, with the software fallback provided by the compiler-builtins crate.", "added: compiler-builtins crate"),
]),
("While `f32` and `f64` have very broad support in most hardware, hardware support for `f16` and `f128` is more niche.", [
 ("reworded", "Although f32 and f64 have very broad support in most hardware, hardware support for f16 and f128 is more niche.", "'while' -> 'although', markup dropped"),
 ("paraphrase", "Most hardware supports f32 and f64 very broadly, whereas hardware support for f16 and f128 is comparatively niche.", "free rewording"),
 ("contradiction", "While f16 and f128 have very broad support in most hardware, hardware support for f32 and f64 is more niche.", "roles: f32/f64 <-> f16/f128"),
 ("overclaim", "f32 and f64 are supported by all hardware, while hardware support for f16 and f128 is more niche.", "most -> all"),
 ("added", "While f32 and f64 have very broad support in most hardware, hardware support for f16 and f128 is more niche and found mainly in GPUs.", "added: mainly in GPUs"),
]),
("Evolution of LLVM may unlock possibilities of accelerating the types on new targets.", [
 ("reworded", "The evolution of LLVM may unlock the possibility of accelerating these types on new targets.", "articles, 'the types' -> 'these types'"),
 ("paraphrase", "As LLVM evolves, it might become possible to accelerate these types on new targets.", "free rewording; kept 'may' as 'might'"),
 ("contradiction", "Evolution of LLVM cannot unlock possibilities of accelerating the types on new targets.", "negation: may unlock -> cannot unlock"),
 ("overclaim", "Evolution of LLVM will unlock acceleration of these types on all new targets.", "may -> will; new targets -> all"),
 ("added", "Evolution of LLVM may unlock possibilities of accelerating the types on new targets, starting with WebAssembly.", "added: starting with WebAssembly"),
]),
]
