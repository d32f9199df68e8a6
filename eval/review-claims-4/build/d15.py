DOC = "rust-rfcs/2116-alloc-me-maybe.md"
NAME = "RFC 2116"
HEADING = "RFC 2116: Fallible collection allocation"
S = [
("Some embedded systems do use unwinding, but this is very rare, so it cannot be assumed.", [
 ("reworded", "Unwinding is used by some embedded systems, but this is very rare, so it cannot be assumed.", "active -> passive"),
 ("paraphrase", "A few embedded systems do use unwinding, but because that is very uncommon, its availability can't be taken for granted.", "free rewording"),
 ("contradiction", "Most embedded systems use unwinding, so it can generally be assumed.", "direction: very rare -> most"),
 ("overclaim", "Because unwinding is very rare on embedded systems, embedded Rust code must never rely on it.", "cannot be assumed -> must never rely on"),
 ("added", "Some embedded systems do use unwinding, mostly those running a full operating system, but this is very rare, so it cannot be assumed.", "added qualifier: those with a full OS"),
]),
("This strategy is used on many *nix variants/descendants, including Android, iOS, MacOS, and Ubuntu.", [
 ("reworded", "Many *nix variants and descendants use this strategy, including Android, iOS, MacOS, and Ubuntu.", "passive -> active"),
 ("paraphrase", "This strategy is employed by many Unix-like systems and their descendants, such as Android, iOS, MacOS and Ubuntu.", "free rewording; kept 'many'"),
 ("contradiction", "This strategy is not used on *nix variants and descendants such as Android, iOS, MacOS, and Ubuntu.", "negation: used -> not used"),
 ("overclaim", "This strategy is used on all *nix variants and descendants.", "many -> all"),
 ("added", "This strategy is used on many *nix variants, including Android, iOS, MacOS, and Ubuntu, where it has been enabled by default since Linux kernel 2.6.", "added: default since kernel 2.6"),
]),
("We expose a flag, rather than changing the default, because we maintain that *by default* Rust programmers should not be trying to recover from allocation failures.", [
 ("reworded", "A flag is exposed instead of changing the default, because the authors maintain that, by default, Rust programmers should not be trying to recover from allocation failures.", "active -> passive, markup dropped"),
 ("paraphrase", "The RFC offers a flag instead of altering the default, holding that Rust programmers should not, by default, attempt to recover from allocation failures.", "free rewording"),
 ("contradiction", "We change the default rather than exposing a flag, because we maintain that by default Rust programmers should not be trying to recover from allocation failures.", "roles: flag <-> default change"),
 ("overclaim", "We expose a flag because Rust programmers should never try to recover from allocation failures.", "dropped 'by default' -> never"),
 ("added", "We expose a flag rather than changing the default, because by default Rust programmers should not try to recover from allocation failures, and the flag will be stabilized in Rust 1.25.", "added: stabilized in 1.25"),
]),
("The most notable thing is that it relies on generic associated types, which don't actually exist yet, and probably won't be stable until ~late 2018 (optimistically).", [
 ("reworded", "Most notably, it relies on generic associated types, which don't actually exist yet and probably won't be stable until around late 2018, optimistically.", "restructured, '~' -> 'around'"),
 ("paraphrase", "Its most notable feature is a dependence on generic associated types, which do not exist yet and, even optimistically, likely won't be stable before roughly late 2018.", "free rewording; kept 'probably' and 'optimistically'"),
 ("contradiction", "It relies on generic associated types, which don't exist yet and probably won't be stable until late 2020, optimistically.", "number: late 2018 -> late 2020"),
 ("overclaim", "It relies on generic associated types, which will not be stable until late 2018.", "dropped 'probably' and 'optimistically'"),
 ("added", "It relies on generic associated types, which don't exist yet and probably won't be stable until late 2018, because they first require a new trait solver.", "added cause: new trait solver"),
]),
]
