DOC = "rust-rfcs/3809-derive-from.md"
TITLE = "RFC 3809"
HEADING = "RFC 3809: Deriving From"
S = [
    ("If there are many newtypes in a crate, this might lead users to implement a macro, which unnecessarily obfuscates the code, or use an external crate to derive the implementation, which increases code size and compile times.", [
        ("reworded", "When a crate has many newtypes, users might be led to implement a macro, which unnecessarily obfuscates the code, or to use an external crate to derive the implementation, which increases code size and compile times.", "if -> when, passive"),
        ("paraphrase", "With lots of newtypes in a crate, people may end up writing a macro that needlessly obscures the code, or pulling in an external crate for the derive, which grows code size and compile times.", "free rewording, might -> may"),
        ("contradiction", "If there are many newtypes in a crate, users might implement a macro, which makes the code clearer, or use an external crate, which increases code size and compile times.", "[direction] obfuscates -> makes clearer"),
        ("overclaim", "Whenever a crate has many newtypes, users will implement a macro, which obfuscates the code, or use an external crate, which increases code size and compile times.", "might -> will"),
        ("added", "If there are many newtypes in a crate, users might implement a macro, which obfuscates the code and hurts IDE support, or use an external crate, which increases code size and compile times.", "added consequence: hurts IDE support"),
    ]),
    ("This is explicit, but it does not work in generic code (unlike `From`) and it can either only be used in the module of the struct, or the struct field has to become publicly visible, which is usually not desirable.", [
        ("reworded", "Struct literal syntax is explicit, but unlike From it does not work in generic code, and it can only be used in the struct's module unless the field is made publicly visible, which is usually not desirable.", "'This' resolved, either/or -> unless"),
        ("paraphrase", "Struct literals are explicit, yet unlike From they fail in generic code, and they work only inside the struct's module unless the field is made public, which is usually unwanted.", "free rewording, keeps 'usually'"),
        ("contradiction", "This is explicit, and like From it works in generic code, but it can only be used in the module of the struct unless the field is made public.", "[negation] does not work in generic code -> works"),
        ("overclaim", "This is explicit, but it does not work in generic code and it can only be used in the struct's module unless the field is made public, which is never desirable.", "usually not desirable -> never desirable"),
        ("added", "This is explicit, but it does not work in generic code (unlike From) and it can only be used in the struct's module unless the field is made public, which is usually undesirable because it lets other modules bypass validation.", "added cause: bypassing validation"),
    ]),
    ("I think that the second approach is not a good idea, and I find it unlikely that we would want to use it.", [
        ("reworded", "The author thinks that the second approach is not a good idea and finds it unlikely that it would be wanted.", "first person -> 'the author'"),
        ("paraphrase", "In the author's view the second approach is a poor idea, and it seems improbable that it would be adopted.", "free rewording, keeps hedges"),
        ("contradiction", "I think that the second approach is a good idea, and I find it likely that we would want to use it.", "[negation] not a good idea / unlikely -> good idea / likely"),
        ("overclaim", "The second approach is a bad idea and will never be used.", "'I think' and 'unlikely' -> definite never"),
        ("added", "I think that the second approach is not a good idea, since it would slow down compilation, and I find it unlikely that we would want to use it.", "added cause: slows compilation"),
    ]),
    ("The `Default` trait was originally only derivable on structs, not on enums, because it was not clear which enum variant should be selected as the default.", [
        ("reworded", "Originally the Default trait was derivable only on structs and not on enums, because it was unclear which enum variant should be chosen as the default.", "word order, synonyms"),
        ("paraphrase", "At first Default could be derived for structs but not for enums, since there was no obvious choice of which variant should be the default one.", "free rewording"),
        ("contradiction", "The Default trait was originally only derivable on enums, not on structs, because it was not clear which enum variant should be selected as the default.", "[roles] structs and enums swapped"),
        ("overclaim", "The Default trait was originally derivable only on structs solely because it was unclear which enum variant should be the default, with no other reason involved.", "added exclusivity 'solely'"),
        ("added", "The Default trait was originally only derivable on structs, not on enums, until Rust 1.62, because it was not clear which enum variant should be selected as the default.", "added version: until Rust 1.62"),
    ]),
]
