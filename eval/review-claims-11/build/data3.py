from data1 import R, P, C, O, A
DOCS = []
DOCS.append(("rust-rfcs/3151-scoped-threads.md", "RFC 3151: Scoped threads", [
("When taking advantage of automatic joining in this way, note that `thread::scope()` will panic if any of the automatically joined threads has panicked.", [
 (R, "When relying on automatic joining this way, thread::scope() will panic if any of the automatically joined threads has panicked.", "synonym, markup dropped"),
 (P, "If a thread that was joined automatically at the end of the scope panicked, thread::scope() itself panics.", "free rewording"),
 (C, "When relying on automatic joining, thread::scope() silently ignores panics from any of the automatically joined threads.", "negation: panics -> ignores panics"),
 (O, "thread::scope() will panic if any thread spawned inside it has panicked, even if that thread was joined manually and its panic handled.", "dropped condition 'automatically joined'"),
 (A, "When relying on automatic joining, thread::scope() will panic if any automatically joined thread panicked, and it re-raises the first panic message.", "added: re-raises first message"),
]),
("Lifetime `'env` represents the environment outside the scope, while `'scope` represents the scope itself.", [
 (R, "The lifetime 'env represents the environment outside the scope, whereas 'scope represents the scope itself.", "synonym, markup dropped"),
 (P, "In the scoped threads API, 'scope stands for the scope and 'env for everything around it.", "free rewording"),
 (C, "Lifetime 'scope represents the environment outside the scope, while 'env represents the scope itself.", "roles: 'env and 'scope swapped"),
 (O, "'env and 'scope are the only two lifetimes that appear anywhere in the scoped threads API.", "made exclusive: 'only two lifetimes'"),
 (A, "Lifetime 'env represents the environment outside the scope and 'scope the scope itself, and users never need to write either lifetime explicitly.", "added: never written explicitly"),
]),
("The main drawback is that scoped threads make the standard library a little bit bigger.", [
 (R, "The main drawback of scoped threads is that they make the standard library slightly bigger.", "synonym"),
 (P, "Chief among the downsides is a modest increase in the size of the standard library.", "free rewording"),
 (C, "The main drawback is that scoped threads make the standard library a little bit smaller.", "direction: bigger -> smaller"),
 (O, "The only drawback of scoped threads is that they make the standard library a little bit bigger.", "'main' -> 'only'"),
 (A, "The main drawback is that scoped threads make the standard library a little bigger and increase compile times for std.", "added: compile times"),
]),
("Scoped threads are typically a better default than `thread::spawn()` because they make sure spawned threads are joined and don't get accidentally \"leaked\".", [
 (R, "Scoped threads are typically a better default than thread::spawn() because they ensure spawned threads are joined and are not accidentally \"leaked\".", "synonym, markup dropped"),
 (P, "Usually scoped threads make a better default than thread::spawn(), since they guarantee joining and stop threads from leaking by accident.", "free rewording"),
 (C, "thread::spawn() is typically a better default than scoped threads because it makes sure spawned threads are joined and not accidentally leaked.", "roles: scoped threads and thread::spawn() swapped"),
 (O, "Scoped threads are always a better default than thread::spawn() because they make sure spawned threads are joined.", "'typically' -> 'always'"),
 (A, "Scoped threads are typically a better default than thread::spawn() because they ensure threads are joined, and they also start up faster.", "added: faster start-up"),
]),
]))

DOCS.append(("rust-rfcs/0019-opt-in-builtin-traits.md", "RFC 19: Opt-in builtin traits", [
("In all examples encountered thus far, the set of negative impls is fixed and can easily be declared along with the trait itself.", [
 (R, "In every example encountered so far, the set of negative impls is fixed and can easily be declared together with the trait itself.", "synonyms"),
 (P, "So far, each case seen has had a fixed set of negative impls that is easy to declare alongside the trait.", "free rewording"),
 (C, "In the examples encountered so far, the set of negative impls is fixed but has to be declared separately for each type rather than with the trait.", "swap: declared with the trait -> per type"),
 (O, "For every possible trait, the set of negative impls is fixed and can easily be declared along with the trait itself.", "'examples encountered thus far' -> every possible trait"),
 (A, "In all examples so far, the set of negative impls is fixed and can be declared with the trait, usually in fewer than five lines.", "added: fewer than five lines"),
]),
("Safe wrappers like `Arc`, `Atomic`, or `Mutex` can opt to implement `Send` and `Share` explicitly.", [
 (R, "Safe wrappers such as Arc, Atomic or Mutex can choose to implement Send and Share explicitly.", "synonyms, markup dropped"),
 (P, "Wrappers that are safe, like Arc, Atomic and Mutex, have the option of explicitly implementing Send and Share.", "free rewording"),
 (C, "Safe wrappers like Arc, Atomic, or Mutex can opt out of Send and Share explicitly.", "direction: opt in -> opt out"),
 (O, "Safe wrappers like Arc, Atomic, or Mutex must implement Send and Share explicitly.", "'can opt to' -> 'must'"),
 (A, "Safe wrappers like Arc, Atomic, Mutex or RwLock can opt to implement Send and Share explicitly.", "added list item: RwLock"),
]),
("Rust is very close to being a language where computations can be parallelized by default.", [
 (R, "Rust is very nearly a language in which computations can be parallelized by default.", "synonyms"),
 (P, "Rust has almost reached the point where computations could run in parallel by default.", "free rewording"),
 (C, "Rust is still very far from being a language where computations can be parallelized by default.", "direction: close -> far"),
 (O, "Rust is a language in which all computations are parallelized by default.", "'very close to being' and 'can' removed"),
 (A, "Rust is very close to being a language where computations can be parallelized by default, much as in Erlang.", "added comparison: Erlang"),
]),
("The default impl must appear in the same module as `Trait` (or a submodule).", [
 (R, "A default impl has to appear in the same module as the trait or in one of its submodules.", "synonyms, aside folded in"),
 (P, "You may only write a trait's default impl inside the trait's own module or a submodule of it.", "free rewording"),
 (C, "The default impl must appear outside the module that defines Trait and outside its submodules.", "negation: same module -> outside"),
 (O, "The default impl must appear in exactly the same module as Trait, not in a submodule.", "dropped '(or a submodule)'"),
 (A, "The default impl must appear in the same module as Trait or a submodule, and it must be marked with a #[lang] attribute.", "added requirement: #[lang]"),
]),
]))

DOCS.append(("rust-rfcs/3086-macro-metavar-expr.md", "RFC 3086: Macro metavariable expressions", [
("This is a backwards-compatible change as both `$$` and `${ .. }` are not currently accepted as valid.", [
 (R, "The change is backwards-compatible because neither $$ nor ${ .. } is currently accepted as valid.", "light rewording, markup dropped"),
 (P, "Since $$ and ${ .. } are both invalid today, introducing them cannot break existing code.", "free rewording"),
 (C, "This is a breaking change because both $$ and ${ .. } are already accepted as valid today.", "negation: not accepted -> accepted"),
 (O, "This change can never break any macro in any Rust version, now or in the future.", "backwards compatibility -> absolute guarantee"),
 (A, "This is a backwards-compatible change because $$ and ${ .. } are not currently valid, so it can ship without waiting for a new edition.", "added: no edition needed"),
]),
("The index value ranges from `0` to `length - 1`, and the expanded values are unsuffixed integer literals so they are also suitable for tuple indexing.", [
 (R, "The index value ranges from 0 to length - 1, and because the expanded values are unsuffixed integer literals, they are also suitable for tuple indexing.", "markup dropped"),
 (P, "${index()} counts from zero up to one less than the length, and since it expands to unsuffixed integer literals it can be used for tuple indexing.", "free rewording"),
 (C, "The index value ranges from 1 to length, and the expanded values are unsuffixed integer literals suitable for tuple indexing.", "number: 0..length-1 -> 1..length"),
 (O, "Because the expanded values are unsuffixed integer literals, they can be used anywhere a value of any type is expected.", "tuple indexing -> anywhere"),
 (A, "The index value ranges from 0 to length - 1 and expands to unsuffixed integer literals, which are also suitable as array lengths in const generics.", "added use: const generics"),
]),
("If the `depth` parameter is specified, then the metavariable expression expands to the index or length of the surrounding nested repetition, counting outwards from the inner-most repetition.", [
 (R, "When the depth parameter is specified, the metavariable expression expands to the index or length of the surrounding nested repetition, counting outward from the inner-most repetition.", "synonyms"),
 (P, "Passing a depth makes the expression report the index or length of an enclosing repetition, counted outward starting from the innermost one.", "free rewording"),
 (C, "If the depth parameter is specified, the expression expands to the index or length of a nested repetition, counting inwards from the outer-most repetition.", "direction: outwards from inner-most -> inwards from outer-most"),
 (O, "The metavariable expression always expands to the index or length of the surrounding nested repetition, counting outwards from the inner-most one.", "dropped condition 'if depth is specified'"),
 (A, "If the depth parameter is specified, the expression expands to the index or length of the surrounding repetition, and a depth that is too large wraps around to zero.", "added: wrap-around"),
]),
("The author believes it is worth the overhead of new syntax, as even though there exist workarounds for obtaining the information if it's really needed, these workarounds are sometimes difficult to discover and naive implementations can significantly harm compiler performance.", [
 (R, "The author believes the new syntax is worth its overhead since, although workarounds exist for obtaining the information when really needed, they are sometimes hard to discover and naive implementations can significantly harm compiler performance.", "synonyms, word order"),
 (P, "According to the author, the extra syntax pays off: the existing workarounds can be hard to find, and naive versions of them may badly hurt compiler performance.", "free rewording"),
 (C, "The author believes the new syntax is worth it because naive workaround implementations can significantly harm the runtime performance of the generated program.", "swap: compiler performance -> runtime performance"),
 (O, "The author believes the new syntax is worth it because the existing workarounds always significantly harm compiler performance.", "'naive implementations can' -> 'workarounds always'"),
 (A, "The author believes the new syntax is worth its overhead because workarounds are hard to discover, can slow the compiler, and produce confusing error messages.", "added list item: confusing errors"),
]),
]))

DOCS.append(("rust-rfcs/3185-static-async-fn-in-trait.md", "RFC 3185: Static async fn in traits", [
("In this RFC we will begin the process of integrating these two features and smoothing over a wrinkle that async Rust users have been working around since async/await stabilized nearly 3 years ago.", [
 (R, "This RFC begins the process of integrating the two features and smoothing over a wrinkle that async Rust users have worked around since async/await stabilized nearly three years ago.", "light rewording"),
 (P, "The RFC starts bringing async/await and traits together, easing a pain point async users have had to work around for almost three years since stabilization.", "free rewording"),
 (C, "This RFC smooths over a wrinkle that async Rust users have been working around since async/await stabilized nearly 5 years ago.", "number: 3 -> 5 years"),
 (O, "This RFC completes the integration of async/await with traits, removing the wrinkle async users have worked around for nearly 3 years.", "'begin the process' -> 'completes'"),
 (A, "This RFC begins integrating async/await and traits, smoothing over a wrinkle users have worked around since async/await stabilized in Rust 1.39 nearly 3 years ago.", "added: Rust 1.39"),
]),
("Note that if a function in a trait is written as an `async fn`, it must also be written as an `async fn` in your implementation of that trait.", [
 (R, "If a trait function is written as an async fn, it must also be written as an async fn in the implementation of that trait.", "markup dropped"),
 (P, "An async fn declared in a trait has to be implemented as an async fn as well.", "free rewording"),
 (C, "If a function in a trait is written as an async fn, the implementation may instead write it as an ordinary fn returning impl Future.", "negation: must -> may instead"),
 (O, "Every function in an implementation of a trait must be written as an async fn.", "dropped condition 'if written as async fn in the trait'"),
 (A, "If a trait function is written as an async fn, the implementation must also use async fn and must keep the same parameter names.", "added requirement: parameter names"),
]),
("Users in the ecosystem have worked around the lack of support for this feature with the [async-trait] proc macro, which desugars into `Box<dyn Future>`s instead of anonymous associated types.", [
 (R, "Ecosystem users have worked around the missing support for this feature with the async-trait proc macro, which desugars into Box<dyn Future>s rather than anonymous associated types.", "synonyms, markup dropped"),
 (P, "To get by without this feature, people have used the async-trait procedural macro, which produces boxed dyn futures in place of anonymous associated types.", "free rewording"),
 (C, "The async-trait proc macro desugars into anonymous associated types instead of Box<dyn Future>s.", "roles: the two desugarings swapped"),
 (O, "All users in the ecosystem have worked around the missing feature with the async-trait proc macro.", "'users' -> 'all users'"),
 (A, "Users have worked around the missing feature with the async-trait proc macro, which desugars into Box<dyn Future>s and is downloaded millions of times a month.", "added: download counts"),
]),
("It is not a breaking change for traits to become dyn safe.", [
 (R, "Making traits become dyn safe later would not be a breaking change.", "light rewording"),
 (P, "Turning a trait dyn safe later on does not break existing code.", "free rewording"),
 (C, "It would be a breaking change for traits to become dyn safe.", "negation: not breaking -> breaking"),
 (O, "Traits with async functions will become dyn safe in a future release without any breaking change.", "'not breaking' -> 'will become dyn safe'"),
 (A, "It is not a breaking change for traits to become dyn safe, provided they have no generic methods.", "added condition"),
]),
]))

DOCS.append(("rust-rfcs/0048-traits.md", "RFC 48: Traits, methods and operators cleanup", [
("This RFC excludes discussion of associated types and multidimensional type classes, which will be the subject of a follow-up RFC.", [
 (R, "Associated types and multidimensional type classes are excluded from this RFC and will be the subject of a follow-up RFC.", "active -> passive"),
 (P, "Discussion of associated types and multidimensional type classes is left out here and deferred to a later RFC.", "free rewording"),
 (C, "This RFC covers associated types and multidimensional type classes in full, so no follow-up RFC is needed.", "negation: excludes -> covers"),
 (O, "Associated types and multidimensional type classes are left out of this RFC and will both be adopted by a follow-up RFC.", "'subject of' -> 'adopted by'"),
 (A, "This RFC excludes associated types and multidimensional type classes, which will be covered in a follow-up RFC by the same author.", "added: same author"),
]),
("Once we reach the end of the function, we must then resolve all pending constraints that have not yet been resolved for some other reason.", [
 (R, "At the end of the function, all pending constraints that have not yet been resolved for some other reason must then be resolved.", "active -> passive"),
 (P, "Any pending constraints still unresolved when the end of the function is reached have to be resolved at that point.", "free rewording"),
 (C, "All pending constraints must be resolved at the start of the function, before any type-overloaded operations are checked.", "direction: end -> start"),
 (O, "Once the end of the function is reached, every pending constraint is guaranteed to resolve successfully.", "'must resolve' -> 'guaranteed to succeed'"),
 (A, "At the end of the function all remaining pending constraints must be resolved, and any failures are reported together in a single error.", "added: single error"),
]),
("Therefore, I think this property (\"always being able to add impls\") is not especially useful or important.", [
 (R, "The author therefore thinks the property of always being able to add impls is not especially useful or important.", "first person -> 'the author'"),
 (P, "For these reasons, the ability to always add impls without errors is judged not particularly valuable.", "free rewording"),
 (C, "The author therefore considers the property of always being able to add impls essential to preserve.", "negation: not important -> essential"),
 (O, "The property of always being able to add impls is worthless and should be removed from Rust.", "'not especially useful' -> worthless, must be removed"),
 (A, "The author thinks always being able to add impls is not especially important, a view shared by the designers of Haskell.", "added: shared by Haskell designers"),
]),
("Given a trait and values for all of its type parameters, there should always be at most one applicable impl.", [
 (R, "For a trait and values for all of its type parameters, at most one impl should always be applicable.", "word order"),
 (P, "Whatever the trait and its type parameter values, no more than one impl should ever apply.", "free rewording"),
 (C, "Given a trait and values for all of its type parameters, there should always be at least one applicable impl.", "direction: at most -> at least"),
 (O, "Given a trait and values for all of its type parameters, there will always be exactly one applicable impl.", "'at most one' -> 'exactly one'"),
 (A, "Given a trait and values for all its type parameters, there should be at most one applicable impl, which the compiler verifies at link time.", "added: checked at link time"),
]),
]))
