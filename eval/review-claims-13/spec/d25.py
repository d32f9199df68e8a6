DOC = "rust-rfcs/2959-promote-aarch64-unknown-linux-gnu-to-tier1.md"
TITLE = "RFC 2959"
HEADING = "RFC 2959: Promoting aarch64-unknown-linux-gnu to Tier-1"
S = [
    ("In the last 2 quarters, very good progress has been made in understanding and filling the gaps that remain in the path to attaining Tier-1 status for this target.", [
        ("reworded", "Very good progress has been made over the last 2 quarters in understanding and filling the gaps that remain on the path to Tier-1 status for this target.", "word order"),
        ("paraphrase", "During the past two quarters there has been very good progress on understanding and closing the remaining gaps that stand between this target and Tier-1 status.", "free rewording"),
        ("contradiction", "In the last 2 quarters, little progress has been made in understanding and filling the gaps that remain in the path to Tier-1 status for this target.", "[direction] very good progress -> little progress"),
        ("overclaim", "The progress made in the last 2 quarters guarantees that this target will attain Tier-1 status.", "progress -> guaranteed Tier-1 status"),
        ("added", "In the last 2 quarters, very good progress, mostly by volunteers from the embedded working group, has been made in filling the gaps on the path to Tier-1 status for this target.", "added actor: embedded working group volunteers"),
    ]),
    ("Two quarters ago, Arm donated a [Packet c2.large.arm system](https://www.packet.com/cloud/servers/c2-large-arm/) to the core team.", [
        ("reworded", "Arm donated a Packet c2.large.arm system to the core team two quarters ago.", "word order, link dropped"),
        ("paraphrase", "Two quarters earlier, Arm gave the core team a Packet c2.large.arm machine as a donation.", "free rewording"),
        ("contradiction", "Two quarters ago, the core team donated a Packet c2.large.arm system to Arm.", "[roles] donor and recipient swapped"),
        ("overclaim", "Arm donated all of the hardware that Rust's CI uses for the aarch64-unknown-linux-gnu target.", "'a system' -> all of the CI hardware"),
        ("added", "Two quarters ago, Arm donated a Packet c2.large.arm system, worth about $10,000, to the core team.", "added value: about $10,000"),
    ]),
    ("Over time, Arm intends to further donate newer and more capable hardware to this initiative.", [
        ("reworded", "Arm intends, over time, to donate further newer and more capable hardware to this initiative.", "word order"),
        ("paraphrase", "As time goes on, Arm plans to keep contributing newer, more capable hardware to the effort.", "free rewording"),
        ("contradiction", "Arm does not intend to donate any further hardware to this initiative.", "[negation] intends -> does not intend"),
        ("overclaim", "Arm has committed to donating newer and more capable hardware to this initiative every year.", "intends -> committed, every year"),
        ("added", "Over time, Arm intends to further donate newer and more capable hardware, such as Neoverse N1 servers, to this initiative.", "added example: Neoverse N1 servers"),
    ]),
    ("Anecdotally, not having the Tier-1 'badge' has been seen to become an obstacle to increasing mindshare in Rust for this target.", [
        ("reworded", "Anecdotally, lacking the Tier-1 'badge' has been seen to become an obstacle to growing mindshare in Rust for this target.", "not having -> lacking, increasing -> growing"),
        ("paraphrase", "There is anecdotal evidence that not carrying the Tier-1 badge has held back Rust's mindshare for this target.", "free rewording, keeps 'anecdotal'"),
        ("contradiction", "Anecdotally, not having the Tier-1 'badge' has been seen to help increase mindshare in Rust for this target.", "[direction] obstacle -> help"),
        ("overclaim", "Surveys have shown that not having the Tier-1 badge is the main obstacle to increasing mindshare in Rust for this target.", "anecdotally -> surveys have shown; an obstacle -> the main obstacle"),
        ("added", "Anecdotally, not having the Tier-1 'badge' has been seen to become an obstacle to increasing mindshare in Rust for this target, particularly among automotive companies.", "added qualifier: automotive companies"),
    ]),
]
