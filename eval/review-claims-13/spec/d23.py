DOC = "rust-rfcs/2412-optimize-attr.md"
TITLE = "RFC 2412"
HEADING = "RFC 2412: The optimize attribute"
S = [
    ("With a C toolchain selective optimization is fairly easy to achieve by compiling the relevant\ncodegen units (objects) with different options.", [
        ("reworded", "Selective optimization is fairly easy to achieve with a C toolchain by compiling the relevant codegen units (objects) with different options.", "word order"),
        ("paraphrase", "C toolchains make selective optimization fairly simple, since the relevant objects can just be compiled with different options.", "free rewording"),
        ("contradiction", "With a C toolchain selective optimization is quite hard to achieve, even when the relevant codegen units are compiled with different options.", "[direction] fairly easy -> quite hard"),
        ("overclaim", "With any C toolchain, selective optimization is trivial to achieve for every single function by compiling its object with different options.", "fairly easy -> trivial, for every function"),
        ("added", "With a C toolchain selective optimization is fairly easy to achieve by compiling the relevant codegen units with different options, typically via per-file CFLAGS in a Makefile.", "added detail: per-file CFLAGS"),
    ]),
    ("Using this attribute is recommended when inspection of generated code reveals unnecessarily large\nfunction or functions, but use of `-O` is still preferable over `-C opt-level=s` or `-C\nopt-level=z`.", [
        ("reworded", "This attribute is recommended when inspecting the generated code reveals one or more unnecessarily large functions, but -O is still preferable to -C opt-level=s or -C opt-level=z.", "restructured, markup dropped"),
        ("paraphrase", "If the generated code shows functions that are needlessly large, the attribute is the recommended tool, though -O remains preferable to opt-level=s or opt-level=z.", "free rewording"),
        ("contradiction", "Using this attribute is recommended when generated code reveals unnecessarily large functions, but -C opt-level=s or -C opt-level=z is still preferable over -O.", "[roles] -O and opt-level=s/z swapped"),
        ("overclaim", "Using this attribute is required whenever inspection of generated code reveals unnecessarily large functions.", "recommended -> required"),
        ("added", "Using this attribute is recommended when generated code reveals unnecessarily large functions, especially on Cortex-M targets, but -O is still preferable over -C opt-level=s or -C opt-level=z.", "added scope: Cortex-M targets"),
    ]),
    ("Much like with `#[optimize(size)]`, the `speed` counterpart is also a hint and will likely not\nyield the same results as using the global optimization option for speed.", [
        ("reworded", "As with #[optimize(size)], the speed counterpart is also a hint and will likely not produce the same results as using the global optimization option for speed.", "yield -> produce, markup dropped"),
        ("paraphrase", "Like the size variant, #[optimize(speed)] is only a hint and probably won't give the same outcome as turning on the global speed optimization.", "free rewording, likely -> probably"),
        ("contradiction", "Unlike #[optimize(size)], the speed counterpart is not a hint but a hard requirement on the compiler.", "[negation] 'also a hint' -> not a hint"),
        ("overclaim", "Much like #[optimize(size)], the speed counterpart is a hint and will never yield the same results as the global optimization option for speed.", "'likely not' -> never"),
        ("added", "Much like with #[optimize(size)], the speed counterpart is also a hint and will likely not match the global speed option, typically producing code about 10% slower.", "added figure: about 10% slower"),
    ]),
    ("The author would like to argue that we should eventually have *both*, the `#[optimize]` for\npeople who look at generated code but are not willing to dig for exact reasons, and the targeted\nattributes for people who know *why* the code is not satisfactory.", [
        ("reworded", "The author argues that both should eventually exist: #[optimize] for people who look at generated code but are not willing to dig for exact reasons, and targeted attributes for people who know why the code is not satisfactory.", "restructured with colon, emphasis dropped"),
        ("paraphrase", "In the author's view Rust should in time offer both: #[optimize] for those who inspect generated code without wanting to dig into exact causes, and targeted attributes for those who understand why the code falls short.", "free rewording"),
        ("contradiction", "The author argues we should eventually have both: #[optimize] for people who know why the code is not satisfactory, and targeted attributes for people who are not willing to dig for exact reasons.", "[roles] the two audiences swapped"),
        ("overclaim", "The author argues that Rust must provide both #[optimize] and targeted optimization attributes as soon as possible.", "eventually -> as soon as possible; should -> must"),
        ("added", "The author argues we should eventually have both #[optimize], for people unwilling to dig for exact reasons, and targeted attributes, for people who know why code is unsatisfactory, with the targeted ones shipped first.", "added sequencing: targeted attributes first"),
    ]),
]
