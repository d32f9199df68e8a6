DOC = "rust-rfcs/0458-send-improvements.md"
NAME = "RFC 458"
HEADING = "RFC 458: Send improvements"
S = [
("Because `Send` has a `'static` bound, most concurrency constructs cannot be used if they have any non-static references in them, even in a thread with a bounded lifetime.", [
 ("reworded", "Since Send has a 'static bound, most concurrency constructs cannot be used if they contain any non-static references, even in a thread with a bounded lifetime.", "'because' -> 'since', markup dropped"),
 ("paraphrase", "The 'static bound on Send means most concurrency constructs that hold non-static references are unusable, even inside a thread whose lifetime is bounded.", "free rewording; kept 'most'"),
 ("contradiction", "Because Send has a 'static bound, only a few concurrency constructs cannot be used if they have non-static references in them.", "direction: most -> only a few"),
 ("overclaim", "Because Send has a 'static bound, no concurrency construct can be used with non-static references in any thread.", "most -> none"),
 ("added", "Because Send has a 'static bound, most concurrency constructs cannot be used with non-static references, even in bounded-lifetime threads, which forces extra heap allocations.", "added consequence: extra heap allocations"),
]),
("We add the rule that `&T` is `Send` if and only if `T` is `Sync`--in other words, we disallow `Send`ing shared references with a non-threadsafe interior.", [
 ("reworded", "The rule is added that &T is Send if and only if T is Sync; in other words, sending shared references with a non-threadsafe interior is disallowed.", "active -> passive, markup dropped"),
 ("paraphrase", "Under the new rule, a shared reference &T is Send exactly when T is Sync, so shared references whose interior isn't threadsafe may not be sent.", "free rewording"),
 ("contradiction", "We add the rule that &T is Sync if and only if T is Send.", "roles: Send <-> Sync"),
 ("overclaim", "The rule that &T is Send if and only if T is Sync guarantees that every Send type is free of data races.", "disallow non-threadsafe shared refs -> guarantees all Send types race-free"),
 ("added", "We add the rule that &T is Send if and only if T is Sync, disallowing sending shared references with a non-threadsafe interior, and it is enforced by a new compiler lint.", "added: enforced by a compiler lint"),
]),
("I don't think this would be too difficult, but it may be that there are some edge cases here where it's tricky to determine what the right solution is.", [
 ("reworded", "The author doesn't think this would be too difficult, but there may be some edge cases where it's tricky to determine what the right solution is.", "first person -> 'the author'"),
 ("paraphrase", "The author expects this to be fairly manageable, though some edge cases might make the right solution hard to pin down.", "free rewording; kept 'may'"),
 ("contradiction", "The author thinks this would be very difficult, although there may be some edge cases where the right solution is tricky to find.", "direction: not too difficult -> very difficult"),
 ("overclaim", "This would not be difficult, but there are definitely some edge cases where the right solution is tricky to determine.", "dropped 'I don't think' and 'may be'"),
 ("added", "The author doesn't think this would be too difficult, but there may be edge cases where the right solution is tricky to determine, mostly in the channel APIs.", "added: mostly in channel APIs"),
]),
("Libraries get a bit more complicated to write, since you may have to write `Send + 'static` where previously you just wrote `Send`.", [
 ("reworded", "Libraries become a bit more complicated to write, since you may have to write Send + 'static where you previously just wrote Send.", "synonym, markup dropped"),
 ("paraphrase", "Writing libraries gets slightly harder, because places that used to say just Send may now need Send + 'static.", "free rewording; kept 'may'"),
 ("contradiction", "Libraries get a bit simpler to write, since you may be able to write just Send where previously you wrote Send + 'static.", "direction: more complicated -> simpler"),
 ("overclaim", "Libraries get much more complicated to write, because every Send bound must now be written as Send + 'static.", "a bit -> much; may -> every must"),
 ("added", "Libraries get a bit more complicated to write, since you may have to write Send + 'static where you previously wrote just Send, which also slightly increases compile times.", "added: increases compile times"),
]),
]
