DOC = "rust-rfcs/0339-statically-sized-literals.md"
TITLE = "RFC 339: Statically sized literals"
SENTS = [
    {
        "src": "Therefore, although the sizes of the literals are known at compile time, they are erased from their types and inaccessible until runtime.",
        "reworded": ("Although the sizes of byte string and string literals are known at compile time, they are erased from the literals' types and are inaccessible until runtime.", "'the literals' resolved from the preceding sentence"),
        "paraphrase": ("The compiler knows how long each string or byte string literal is, yet because the types &'static [u8] and &'static str drop that length, it cannot be reached before runtime.", "free rewording; types named from the preceding sentence"),
        "contradiction": ("The sizes of byte string and string literals are known at compile time and remain part of their current types.", "[negation] erased from their types -> remain part of them"),
        "overclaim": ("Every piece of compile-time information about byte string and string literals is erased from their types.", "sizes -> every piece of information"),
        "added": ("The sizes of literals are known at compile time but erased from their types, which also forces an extra bounds check on every access.", "adds a bounds-check cost not stated"),
    },
    {
        "src": "Today, given the lack of non-type generic parameters and compile time (function) evaluation (CTE), strings of fixed size are not very useful.",
        "reworded": ("Given the current lack of non-type generic parameters and compile-time function evaluation (CTE), strings of fixed size are not very useful today.", "light rewording"),
        "paraphrase": ("For now, without non-type generic parameters or compile time evaluation, fixed-size strings offer little practical value.", "free rewording"),
        "contradiction": ("Even without non-type generic parameters and compile time evaluation, strings of fixed size are already very useful today.", "[negation] not very useful -> very useful"),
        "overclaim": ("Strings of fixed size have no use at all in today's Rust.", "'not very useful' -> no use at all"),
        "added": ("Without non-type generic parameters and CTE, fixed-size strings are not very useful today, and C++ faced the same limitation before constexpr existed.", "adds a C++ history claim not stated"),
    },
    {
        "src": "In approximately *70%* of cases array literals are used as slices (explicit `&` on array literals, immutable bindings).",
        "reworded": ("Array literals are used as slices, through an explicit & or immutable bindings, in approximately 70% of cases.", "word order; markup dropped"),
        "paraphrase": ("By the RFC's regex-based count, roughly seven in ten array literals serve as slices, for instance via an explicit & or an immutable binding.", "free rewording; 'approximately' kept as 'roughly'"),
        "contradiction": ("In approximately 20% of cases array literals are used as slices, via an explicit & or immutable bindings.", "[number] 70% -> 20%"),
        "overclaim": ("Array literals are used as slices in exactly 70% of cases across all Rust code.", "approximately -> exactly; Rust codebase -> all Rust code"),
        "added": ("Array literals are used as slices in about 70% of cases, most often as arguments to functions taking &[T].", "adds the most common slice usage; not stated"),
    },
    {
        "src": "While byte string and string literals can always be placed into static memory and have static lifetime, array literals can depend on local variables and can't have static lifetime in general case.",
        "reworded": ("Byte string and string literals can always be placed in static memory with static lifetime, whereas array literals can depend on local variables and in general cannot have static lifetime.", "light rewording"),
        "paraphrase": ("Unlike string and byte string literals, which can always live in static memory, array literals may refer to local variables and so generally cannot be given a static lifetime.", "free rewording; 'in general case' kept as 'generally'"),
        "contradiction": ("Array literals can always be placed into static memory with static lifetime, while byte string and string literals can depend on local variables.", "[roles] array literals and string literals swapped"),
        "overclaim": ("Byte string and string literals are always stored in static memory, whatever the compiler does with them.", "'can always be placed' -> are always stored"),
        "added": ("String literals can always live in static memory, while array literals can depend on locals, which is why array literals are allocated on the heap.", "adds a heap-allocation claim not stated"),
    },
]
