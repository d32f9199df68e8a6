DOC = "rust-rfcs/3855-mitigation-enforcement.md"
HEADING = "RFC 3855: Mitigation enforcement"
S = [
 ("This in many cases would require use of `-Z build-std`, since the standard\nlibrary only comes with a single set of enabled mitigations per target.", [
  ("reworded", "In many cases this would require using -Z build-std, because the standard library comes with only a single set of enabled mitigations per target.", "reordered, markup dropped"),
  ("paraphrase", "Because the shipped standard library has just one set of mitigations per target, enforcement would often mean building std with -Z build-std.", "free rewording, 'in many cases' kept as 'often'"),
  ("contradiction", "This in many cases would require -Z build-std, since the standard library comes with two sets of enabled mitigations per target.", "[number] a single set -> two sets"),
  ("overclaim", "This would always require use of -Z build-std, since the standard library only comes with a single set of enabled mitigations per target.", "'in many cases' -> 'always'"),
  ("added", "This would often require -Z build-std, since the standard library ships with a single set of mitigations per target, adding roughly ten minutes to a clean build.", "added a build-time cost"),
 ]),
 ("Every new mitigation would need to decide whether it adopts this scheme,\n> but mitigations are expected to adopt it.", [
  ("reworded", "Each new mitigation would need to decide whether to adopt this scheme, although mitigations are expected to adopt it.", "light rewording"),
  ("paraphrase", "Whether to use the scheme is decided per new mitigation, but the expectation is that mitigations will adopt it.", "free rewording"),
  ("contradiction", "Every new mitigation would need to decide whether it adopts this scheme, but mitigations are expected not to adopt it.", "[negation] 'expected to adopt' -> 'expected not to adopt'"),
  ("overclaim", "Every new mitigation is required to adopt this enforcement scheme.", "expectation turned into a requirement"),
  ("added", "Every new mitigation would need to decide whether it adopts this scheme, recording the decision in its tracking issue, but mitigations are expected to adopt it.", "added 'recording the decision in its tracking issue'"),
 ]),
 ("Also, lints are generally controlled by developers, while mitigations are normally controlled\nby DevSecOps engineers, and it is reasonable to keep the separation functional.", [
  ("reworded", "Lints are also generally controlled by developers, whereas mitigations are normally controlled by DevSecOps engineers, and it is reasonable to keep that separation functional.", "light rewording"),
  ("paraphrase", "Developers usually manage lints while DevSecOps engineers usually manage mitigations, and it makes sense to keep that division working.", "free rewording, hedges kept as 'usually'"),
  ("contradiction", "Lints are generally controlled by DevSecOps engineers, while mitigations are normally controlled by developers.", "[roles] developers and DevSecOps engineers swapped"),
  ("overclaim", "Lints are always controlled by developers and mitigations are always controlled by DevSecOps engineers, so the two must never be mixed.", "'generally'/'normally' -> 'always'; 'reasonable' -> 'must never'"),
  ("added", "Lints are generally controlled by developers, while mitigations are normally controlled by DevSecOps engineers, who typically set them through CI configuration.", "added 'through CI configuration'"),
 ]),
 ("[`hardening-check(1)`] exists, but its check for stack smashing protection only\n   checks that at least 1 function has stack cookies, rather than checking that\n   every interesting function has it enabled.", [
  ("reworded", "hardening-check(1) exists, but its stack smashing protection check only verifies that at least one function has stack cookies, rather than that every interesting function has it enabled.", "light rewording, link dropped"),
  ("paraphrase", "The hardening-check(1) tool falls short: for stack smashing protection it only confirms that some function has stack cookies, not that all relevant functions do.", "free rewording"),
  ("contradiction", "hardening-check(1) exists, but its check for stack smashing protection only checks that at least half of all functions have stack cookies.", "[number] at least 1 function -> at least half"),
  ("overclaim", "hardening-check(1) only checks that at least one function has a mitigation enabled, rather than checking that every interesting function has it, for every mitigation it checks.", "stack smashing check generalised to all its checks"),
  ("added", "hardening-check(1) only checks that at least one function has stack cookies rather than every interesting function, and it only runs on Debian-based systems.", "added 'only runs on Debian-based systems'"),
 ]),
]
