DOC = "rust-rfcs/1242-rust-lang-crates.md"
TITLE = "RFC 1242: Policy for rust-lang crates"
SENTS = [
    {
        "src": "Crates in this state do not represent a major commitment from the\nRust maintainers; rather, they signal a trial period.",
        "reworded": ("Crates in the 0.X nursery state do not represent a major commitment from the Rust maintainers; instead they signal a trial period.", "'this state' resolved to the nursery 0.X series"),
        "paraphrase": ("Being in the rust-lang-nursery's 0.X series means a crate is on trial, not that the Rust maintainers have made a major commitment to it.", "free rewording"),
        "contradiction": ("Crates in the nursery represent a major commitment from the Rust maintainers rather than a trial period.", "[negation] do not represent a major commitment -> represent one"),
        "overclaim": ("The Rust maintainers make no commitment whatsoever to crates in the nursery.", "'not a major commitment' -> no commitment whatsoever"),
        "added": ("Nursery crates do not represent a major commitment from the Rust maintainers but signal a trial period, which normally lasts about six months.", "adds a trial length not stated"),
    },
    {
        "src": "Promotion to 1.0 requires first-class support on all first-tier platforms,\nexcept for platform-specific libraries.",
        "reworded": ("Promoting a crate to 1.0 requires first-class support on all first-tier platforms, except in the case of platform-specific libraries.", "light rewording"),
        "paraphrase": ("Apart from libraries that are platform-specific, a crate reaches 1.0 only once it supports every first-tier platform at a first-class level.", "free rewording; exception kept"),
        "contradiction": ("Promotion to 1.0 requires first-class support on all second-tier platforms, except for platform-specific libraries.", "[swap] first-tier -> second-tier"),
        "overclaim": ("Every crate promoted to 1.0 must have first-class support on all first-tier platforms.", "exception for platform-specific libraries dropped"),
        "added": ("Promotion to 1.0 requires first-class support on all first-tier platforms, namely Windows, Linux and macOS, except for platform-specific libraries.", "adds the list of platforms; not stated"),
    },
    {
        "src": "By re-routing the library to `std` when available we provide seamless\ncompatibility between users of the library externally and in `std`.",
        "reworded": ("Re-routing the library to std when available provides seamless compatibility between users of the library as an external crate and users of it in std.", "'we' dropped; light rewording"),
        "paraphrase": ("Once std has the code, having the old crate point to std keeps people using the crate externally fully compatible with people using the std version.", "free rewording; 'when available' kept as 'once std has the code'"),
        "contradiction": ("Re-routing the library to std when available leaves users of the external crate and users of std with incompatible types.", "[negation] seamless compatibility -> incompatible"),
        "overclaim": ("Re-routing the library to std guarantees that every program using the external crate compiles unchanged with any Rust version.", "seamless compatibility -> compiles unchanged with any version"),
        "added": ("Re-routing the library to std when available gives seamless compatibility between external and std users, as was already done for the libc crate.", "adds a precedent (libc) not stated"),
    },
    {
        "src": "But this is an inherent aspect of the\n  policy design, and the vastly increased visibility of libraries is likely a\n  strong enough incentive to overcome this downside.",
        "reworded": ("Losing unilateral control is an inherent aspect of the policy design, and the vastly increased visibility of libraries is likely a strong enough incentive to overcome this downside.", "'this' resolved to authors losing unilateral control"),
        "paraphrase": ("Giving up sole control is built into the policy, but the much greater visibility libraries gain will probably be enough of a reward to outweigh that drawback.", "free rewording; 'likely' kept as 'probably'"),
        "contradiction": ("Losing control is inherent in the policy, and the increased visibility of libraries is likely not a strong enough incentive to overcome this downside.", "[negation] likely strong enough -> likely not strong enough"),
        "overclaim": ("The increased visibility will certainly convince every library author to hand governance of their library to the library subteam.", "'likely strong enough incentive' -> certainly convinces every author"),
        "added": ("Losing unilateral control is inherent in the policy, but visibility is likely enough incentive, as the regex crate's growth after joining rust-lang showed.", "adds evidence from the regex crate; not stated"),
    },
]
