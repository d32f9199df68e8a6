DOC = "rust-rfcs/3931-rfmf-rust-foundation-maintainer-fund.md"
NAME = "RFC 3931"
HEADING = "RFC 3931: Rust Foundation Maintainer Fund"
S = [
("We recommend starting with a single flat rate or small fixed set of flat rates (e.g. 2-3) rather than individually negotiated compensation.", [
 ("reworded", "The RFC recommends starting with a single flat rate or a small fixed set of flat rates, such as 2-3, rather than individually negotiated compensation.", "'we' -> 'the RFC', parenthesis folded in"),
 ("paraphrase", "Instead of negotiating pay with each maintainer, the authors suggest beginning with one flat rate or a small fixed set of them, for example two or three.", "free rewording; kept 'recommend' as 'suggest'"),
 ("contradiction", "We recommend starting with individually negotiated compensation rather than a single flat rate or small fixed set of flat rates.", "roles: flat rates <-> negotiated compensation"),
 ("overclaim", "The RFC requires the program to start with a single flat rate or a small fixed set of flat rates rather than individually negotiated compensation.", "recommend -> require"),
 ("added", "We recommend starting with a single flat rate or a small fixed set of flat rates rather than individually negotiated compensation, pegged to the median salary of a senior engineer in the United States.", "added: pegged to US senior salary"),
]),
("Teams and their members are encouraged to consider these suggestions but they are not obligated to take them.", [
 ("reworded", "Teams and their members are encouraged to consider these suggestions, but they are not obligated to accept them.", "'take' -> 'accept', comma"),
 ("paraphrase", "Teams and their members are urged to weigh such suggestions, though they don't have to act on them.", "free rewording"),
 ("contradiction", "Teams and their members are obligated to take these suggestions.", "negation: not obligated -> obligated"),
 ("overclaim", "Teams and their members are required to consider every one of these suggestions, though they need not take them.", "encouraged -> required"),
 ("added", "Teams and their members are encouraged to consider these suggestions but are not obligated to take them, and they must explain any refusal to the sponsor in writing.", "added: written explanation of refusal"),
]),
("Maintainers in Residence are expected to spend 100% of their funded time working to improve the Rust project.", [
 ("reworded", "Maintainers in Residence are expected to spend all of their funded time working to improve the Rust project.", "100% -> all"),
 ("paraphrase", "The whole of a Maintainer in Residence's funded time is expected to go toward improving the Rust project.", "free rewording"),
 ("contradiction", "Maintainers in Residence are expected to spend 50% of their funded time working to improve the Rust project.", "number: 100% -> 50%"),
 ("overclaim", "Maintainers in Residence are expected to spend all of their working time, funded or not, improving the Rust project.", "funded time -> all working time"),
 ("added", "Maintainers in Residence are expected to spend 100% of their funded time improving the Rust project, logging at least 30 hours a week.", "added: at least 30 hours a week"),
]),
("After nearly five years, it now funds three maintainers, each sponsored by a specific company (Meta, Bloomberg, and Vercel).", [
 ("reworded", "After nearly five years, the program now funds three maintainers, each of them sponsored by a specific company: Meta, Bloomberg, and Vercel.", "pronoun resolved, parentheses dropped"),
 ("paraphrase", "Nearly five years on, the PSF program pays for three maintainers, each backed by one company, namely Meta, Bloomberg and Vercel.", "free rewording"),
 ("contradiction", "After nearly five years, the program now funds three maintainers, sponsored by Meta, Bloomberg, and Google.", "swap: Vercel -> Google"),
 ("overclaim", "After nearly five years, the PSF program funds all of CPython's maintainers through sponsorships from Meta, Bloomberg, and Vercel.", "three maintainers -> all CPython maintainers"),
 ("added", "After nearly five years, the PSF program funds three maintainers, each sponsored by Meta, Bloomberg, or Vercel, and all of them work fully remotely.", "added: fully remote"),
]),
]
