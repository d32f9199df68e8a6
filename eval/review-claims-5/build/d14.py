DOC = "rust-rfcs/1199-simd-infrastructure.md"
TITLE = "RFC 1199: SIMD infrastructure"
SENTS = [
    {
        "src": "This makes it much easier to support functionality only \"occasionally\"\navailable with Rust's preexisting `cfg` system.",
        "reworded": ("Building SIMD functionality in external crates rather than std makes it much easier to support functionality only occasionally available with Rust's preexisting cfg system.", "'This' resolved to building in external crates, not std"),
        "paraphrase": ("Keeping SIMD out of std and in external crates lets Rust's existing cfg system handle features that are only sometimes available far more easily.", "free rewording"),
        "contradiction": ("Building SIMD functionality in external crates makes it much harder to support occasionally available functionality with Rust's preexisting cfg system.", "[direction] easier -> harder"),
        "overclaim": ("Building SIMD functionality in external crates makes occasionally available functionality trivial to support with cfg, with no drawbacks at all.", "'much easier' -> trivial, no drawbacks"),
        "added": ("Putting SIMD in external crates makes occasionally available features easier to support with cfg, and also lets those crates be versioned independently of the compiler.", "adds independent versioning; not stated"),
    },
    {
        "src": "These intrinsics only actually work\non a subset of the CPUs that Rust targets, and will result in compile\ntime errors if they are called on platforms that do not support\nthem.",
        "reworded": ("The vendor-style platform intrinsics only work on a subset of the CPUs Rust targets, and calling them on platforms that do not support them results in compile-time errors.", "'These intrinsics' resolved; light rewording"),
        "paraphrase": ("Only some of Rust's target CPUs can actually use these platform-specific intrinsics, and a call on an unsupported platform is rejected at compile time.", "free rewording"),
        "contradiction": ("These intrinsics only work on a subset of the CPUs Rust targets, and calling them on unsupported platforms results in runtime panics.", "[swap] compile time errors -> runtime panics"),
        "overclaim": ("These platform intrinsics work on only a small minority of the CPUs that Rust targets.", "subset -> small minority"),
        "added": ("These intrinsics work only on some of Rust's target CPUs and cause compile-time errors elsewhere, with an error message naming the missing target feature.", "adds error-message content; not stated"),
    },
    {
        "src": "One of the most powerful features of SIMD is the ability to rearrange\ndata within vectors, giving super-linear speed-ups sometimes.",
        "reworded": ("The ability to rearrange data within vectors, which sometimes gives super-linear speed-ups, is one of SIMD's most powerful features.", "restructured; 'sometimes' kept"),
        "paraphrase": ("Among SIMD's strongest capabilities is shuffling data inside vectors, which on occasion yields speed-ups that are better than linear.", "free rewording"),
        "contradiction": ("Rearranging data within vectors is one of SIMD's most powerful features, although it never gives super-linear speed-ups.", "[negation] sometimes gives -> never gives"),
        "overclaim": ("Rearranging data within SIMD vectors always gives super-linear speed-ups.", "'sometimes' -> always"),
        "added": ("Rearranging data within vectors is one of SIMD's most powerful features, sometimes giving super-linear speed-ups, especially in matrix transposition.", "adds an example domain not stated"),
    },
    {
        "src": "The possible values of `target_feature` will be a selected whitelist,\nnot necessarily just everything LLVM understands.",
        "reworded": ("The possible target_feature values will come from a selected whitelist, not necessarily just everything that LLVM understands.", "light rewording; markup dropped"),
        "paraphrase": ("Rather than automatically accepting every feature LLVM knows about, target_feature will take its values from a curated whitelist.", "free rewording"),
        "contradiction": ("The possible values of target_feature will be exactly everything LLVM understands, with no whitelist applied.", "[negation] selected whitelist -> no whitelist"),
        "overclaim": ("The target_feature whitelist will be small and will exclude most of the features that LLVM understands.", "'not necessarily everything' -> excludes most"),
        "added": ("The possible values of target_feature will be a selected whitelist, maintained by the compiler team and reviewed at each LLVM upgrade.", "adds who maintains it and when; not stated"),
    },
]
