from data1 import R, P, C, O, A
DOCS = []
DOCS.append(("rust-rfcs/3123-rustdoc-scrape-examples.md", "RFC 3123: Scraping code examples in Rustdoc", [
("The participant who was less familiar with Rust struggled to read the documentation and failed to accomplish the task.", [
 (R, "The participant less familiar with Rust struggled to read the documentation and did not accomplish the task.", "synonyms"),
 (P, "Of the two study participants, the one with less Rust experience had trouble with the docs and could not complete the task.", "free rewording"),
 (C, "The participant who was more familiar with Rust struggled to read the documentation and failed to accomplish the task.", "roles: less/more familiar participant swapped"),
 (O, "Both participants in the study struggled to read the documentation and failed to accomplish the task.", "one participant -> both"),
 (A, "The participant less familiar with Rust struggled with the documentation and gave up on the task after about an hour.", "added: about an hour"),
]),
("The code example shows a window into the source file with the function call highlighted in yellow.", [
 (R, "The example displays a window onto the source file in which the function call is highlighted in yellow.", "synonyms, passive"),
 (P, "A scraped example appears as an excerpt of the source file where the call to the function is marked in yellow.", "free rewording"),
 (C, "The code example shows a window into the source file with the function call highlighted in red.", "swap: yellow -> red"),
 (O, "The code example always shows the entire source file with the function call highlighted in yellow.", "'a window into' -> 'entire file, always'"),
 (A, "The code example shows a window into the source file with the function call highlighted in yellow and line numbers shown on the left.", "added: line numbers"),
]),
("Rustdoc is then invoked as normal for the package being documented, except with the added flags `--with-examples <path/to/json>` for each generated JSON file.", [
 (R, "Rustdoc is then run as normal for the documented package, except that a --with-examples <path/to/json> flag is added for each generated JSON file.", "synonyms, markup dropped"),
 (P, "Next, rustdoc documents the package in the usual way but receives one --with-examples flag per generated JSON file.", "free rewording"),
 (C, "Rustdoc is then invoked for the package with a single --with-examples flag that covers all of the generated JSON files together.", "number: one flag per file -> a single flag"),
 (O, "Rustdoc is invoked with a --with-examples flag for each JSON file, which guarantees that every documented function gets a scraped example.", "added guarantee for every function"),
 (A, "Rustdoc is then invoked for the package with a --with-examples flag for each generated JSON file plus a --max-examples flag limiting the count.", "added flag: --max-examples"),
]),
("I think the biggest drawback of this feature is that it adds further complexity to the Rustdoc interface.", [
 (R, "The author thinks the feature's biggest drawback is the further complexity it adds to the Rustdoc interface.", "first person -> 'the author'"),
 (P, "In the author's view, the main downside is that Rustdoc's interface becomes even more complex.", "free rewording"),
 (C, "The author thinks the biggest drawback is longer page load times, with the added interface complexity being only a minor concern.", "roles: biggest and lesser drawbacks swapped"),
 (O, "The feature makes the Rustdoc interface too complex for Rust novices to use at all.", "concern stated as fact, strengthened"),
 (A, "The biggest drawback is that it adds further complexity to the Rustdoc interface, which would also make Rustdoc slower to build.", "added: slower to build"),
]),
]))

DOCS.append(("rust-rfcs/3216-closure-lifetime-binder.md", "RFC 3216: Closure lifetime binder", [
("Using this syntax requires that the closure signature be fully specified, without any elided lifetimes or implicit type inference variables.", [
 (R, "This syntax requires the closure signature to be fully specified, with no elided lifetimes or implicit type inference variables.", "light rewording"),
 (P, "When a closure uses a for<> binder, every part of its signature must be written out, with no elided lifetimes and no types left to inference.", "free rewording"),
 (C, "Using this syntax still allows the closure signature to contain elided lifetimes and implicit type inference variables.", "negation: requires fully specified -> allows elision"),
 (O, "Every Rust closure must now have a fully specified signature without elided lifetimes or inferred types.", "dropped condition 'using this syntax'"),
 (A, "Using this syntax requires a fully specified closure signature, and the compiler suggests the missing annotations automatically.", "added: compiler suggestions"),
]),
("Crates that handle parsing Rust syntax (e.g. `syn`) will need to be updated to support this.", [
 (R, "Crates that parse Rust syntax, such as syn, will need updating to support this.", "synonyms, markup dropped"),
 (P, "Syntax-parsing crates like syn have to be updated before they can handle the new closure syntax.", "free rewording"),
 (C, "Crates that handle parsing Rust syntax, such as syn, will support this without needing any update.", "negation: need update -> no update"),
 (O, "Every crate that depends on syn will need to be updated to support this.", "scope widened to all syn dependents"),
 (A, "Crates that parse Rust syntax, such as syn and proc-macro2, will need to be updated to support this.", "added list item: proc-macro2"),
]),
("We will handle disambiguation in the same way that we handle disambiguation for `impl <` (performing additional lookahead to determine which case we are in).", [
 (R, "Disambiguation will be handled the same way as for impl <, by performing additional lookahead to determine which case applies.", "active -> passive, markup dropped"),
 (P, "As with impl <, the parser will look further ahead to work out which meaning of for < is intended.", "free rewording"),
 (C, "Unlike impl <, the ambiguity of for < in expression position will be resolved without any additional lookahead.", "negation: same lookahead -> no lookahead"),
 (O, "Additional lookahead will resolve every possible ambiguity that the new closure syntax could ever introduce.", "one ambiguity -> every possible ambiguity"),
 (A, "Disambiguation will be handled the same way as for impl <, using additional lookahead that adds a negligible parsing overhead.", "added: negligible overhead"),
]),
("I'm not aware of any languages that have anything analogous to Rust's distinction between higher-ranked and non-higher-ranked lifetimes, let alone an interaction with closure/lambda type inference.", [
 (R, "The author is not aware of any language with anything analogous to Rust's distinction between higher-ranked and non-higher-ranked lifetimes, let alone an interaction with closure or lambda type inference.", "first person -> 'the author'"),
 (P, "The author knows of no other language that separates higher-ranked from non-higher-ranked lifetimes, much less one that ties this to lambda type inference.", "free rewording"),
 (C, "The author cites several languages with an analogue of Rust's distinction between higher-ranked and non-higher-ranked lifetimes.", "negation: not aware of any -> cites several"),
 (O, "No other programming language has anything analogous to Rust's distinction between higher-ranked and non-higher-ranked lifetimes.", "'not aware of' -> 'none exists'"),
 (A, "The author is not aware of any language with an analogous lifetime distinction, although C++ lambdas come closest.", "added: C++ lambdas closest"),
]),
]))

DOCS.append(("rust-rfcs/1643-memory-model-strike-team.md", "RFC 1643: Memory model strike team", [
("Note that Rust has a big advantage over C here, in that only the authors of unsafe code should need to worry about these rules.", [
 (R, "Rust has a big advantage over C here, since only the authors of unsafe code should need to worry about these rules.", "light rewording"),
 (P, "Unlike in C, only people writing unsafe Rust ought to have to care about such rules, which is a major advantage.", "free rewording"),
 (C, "C has a big advantage over Rust here, in that only the authors of unsafe code should need to worry about these rules.", "roles: Rust and C swapped"),
 (O, "Rust has a big advantage over C in that authors of safe Rust code can never encounter undefined behavior of any kind.", "'should need to worry' -> 'can never encounter'"),
 (A, "Rust has a big advantage over C, since only authors of unsafe code should need to worry about these rules, which are checked by Miri.", "added: checked by Miri"),
]),
("Once the RFC for those documents have been approved, responsibility for maintaining the documents falls to the lang team.", [
 (R, "After the RFC for those documents has been approved, the lang team becomes responsible for maintaining the documents.", "word order"),
 (P, "Upkeep of the guideline documents passes to the lang team once their RFC is accepted.", "free rewording"),
 (C, "Once the RFC for those documents has been approved, responsibility for maintaining them stays with the strike team rather than the lang team.", "roles: strike team and lang team swapped"),
 (O, "Once the RFC for those documents is approved, the lang team becomes solely responsible for every future change to Rust's memory model.", "maintaining the documents -> sole responsibility for the whole model"),
 (A, "Once the RFC for those documents is approved, the lang team maintains them and reviews them at every release.", "added: review every release"),
]),
("As a note of caution, experience from other languages such as Java or C++ suggests that the work on memory models can take years.", [
 (R, "Experience from other languages such as Java or C++ suggests, as a note of caution, that work on memory models can take years.", "word order"),
 (P, "By way of warning, Java and C++ show that developing a memory model may well take several years.", "free rewording"),
 (C, "Experience from other languages such as Java or C++ suggests that work on memory models takes only a few weeks.", "number: years -> a few weeks"),
 (O, "Experience from Java and C++ shows that work on memory models always takes years.", "'can take' -> 'always takes'"),
 (A, "Experience from Java or C++ suggests memory model work can take years, which is why the strike team set itself a two-year deadline.", "added: two-year deadline"),
]),
("If learning the rules requires diving into academic papers or using Coq, it's a non-starter.", [
 (R, "It's a non-starter if learning the rules requires diving into academic papers or using Coq.", "word order"),
 (P, "Rules that can only be learned by reading academic papers or using Coq are unacceptable.", "free rewording"),
 (C, "Requiring users to dive into academic papers or use Coq in order to learn the rules is considered acceptable.", "negation: non-starter -> acceptable"),
 (O, "The rules must be understandable by anyone without any prior knowledge of programming.", "strengthened comprehensibility requirement"),
 (A, "If learning the rules requires academic papers or Coq it's a non-starter, so the rules will also be published as a beginner tutorial.", "added: beginner tutorial"),
]),
]))

DOCS.append(("rust-rfcs/2397-do-not-recommend.md", "RFC 2397: The do_not_recommend attribute", [
("This attribute will cause the compiler to never recommend this impl transitively as a way to implement another trait.", [
 (R, "The attribute causes the compiler to never transitively recommend this impl as a way of implementing another trait.", "word order, synonym"),
 (P, "With the attribute in place, the compiler stops suggesting the impl as an indirect route to implementing some other trait.", "free rewording"),
 (C, "This attribute will cause the compiler to always recommend this impl transitively as a way to implement another trait.", "direction: never -> always"),
 (O, "This attribute will cause the compiler to never mention the annotated impl in any error message.", "transitive recommendation -> any mention"),
 (A, "This attribute will cause the compiler to never recommend the impl transitively, and it also hides the impl from rustdoc output.", "added: hidden from rustdoc"),
]),
("These are usually (but not always) very broad blanket impls on traits with names like `IntoFoo` or `AsBar`.", [
 (R, "These are usually, though not always, very broad blanket impls on traits named like IntoFoo or AsBar.", "synonyms, markup dropped"),
 (P, "Typically, but not in every case, such impls are sweeping blanket impls on traits with names such as IntoFoo or AsBar.", "free rewording"),
 (C, "These are usually narrow, type-specific impls on traits with names like IntoFoo or AsBar rather than broad blanket impls.", "swap: broad blanket -> narrow specific"),
 (O, "These are always very broad blanket impls on traits with names like IntoFoo or AsBar.", "dropped 'usually (but not always)'"),
 (A, "These are usually very broad blanket impls on traits with names like IntoFoo or AsBar, most of which live in the standard library.", "added: mostly in std"),
]),
("With this RFC, for the purposes of diagnostics only, impls annotated with `#[do_not_recommend]` will be treated as if they did not exist.", [
 (R, "Under this RFC, impls annotated with #[do_not_recommend] are treated as if they did not exist, for diagnostic purposes only.", "word order, markup dropped"),
 (P, "When producing diagnostics, and only then, the compiler acts as though impls marked #[do_not_recommend] were absent.", "free rewording"),
 (C, "With this RFC, impls annotated with #[do_not_recommend] will be treated as nonexistent during trait resolution itself, not just for diagnostics.", "swap: diagnostics only -> trait resolution"),
 (O, "Impls annotated with #[do_not_recommend] will never appear in any compiler output at all.", "diagnostic treatment -> never appear anywhere"),
 (A, "For diagnostics only, #[do_not_recommend] impls are treated as nonexistent, and the compiler adds a note saying that an impl was hidden.", "added: note about hidden impl"),
]),
("This could potentially complicate work happening on the trait system today (particularly with regards to chalk).", [
 (R, "Work happening on the trait system today, particularly regarding chalk, could potentially be complicated by this.", "active -> passive"),
 (P, "The attribute might make ongoing trait-system work harder, especially the chalk effort.", "free rewording"),
 (C, "This could potentially simplify work happening on the trait system today, particularly with regards to chalk.", "direction: complicate -> simplify"),
 (O, "This will complicate the work happening on the trait system today, particularly chalk.", "'could potentially' -> 'will'"),
 (A, "This could complicate work on the trait system today, particularly chalk, and delay chalk's stabilization by several releases.", "added consequence: delay"),
]),
]))

DOCS.append(("rust-rfcs/3173-float-next-up-down.md", "RFC 3173: Float next_up and next_down", [
("Using them repeatedly allows you to iterate over all the values within a range.", [
 (R, "Calling them repeatedly lets you iterate over all the values within a range.", "synonyms"),
 (P, "By applying next_up or next_down again and again you can step through every value in a range.", "free rewording"),
 (C, "Using them repeatedly only lets you sample some of the values within a range, skipping the others.", "negation: all values -> only some"),
 (O, "Using them repeatedly allows you to exhaustively test every f64 value in any range within seconds.", "added speed/exhaustiveness guarantee"),
 (A, "Using them repeatedly lets you iterate over all values within a range, which is how the standard library's own float tests are written.", "added: std tests"),
]),
("A user might inadvertently write `-1.0.next_up()` instead of `(-1.0).next_up()`, giving a value on the wrong side of -1.", [
 (R, "A user may accidentally write -1.0.next_up() rather than (-1.0).next_up(), which gives a value on the wrong side of -1.", "synonyms, markup dropped"),
 (P, "Forgetting the parentheses and writing -1.0.next_up() instead of (-1.0).next_up() can yield a result on the wrong side of -1.", "free rewording"),
 (C, "A user might inadvertently write (-1.0).next_up() instead of -1.0.next_up(), giving a value on the wrong side of -1.", "roles: the two expressions swapped"),
 (O, "Users will frequently write -1.0.next_up() instead of (-1.0).next_up() and get a value on the wrong side of -1.", "'might' -> 'will frequently'"),
 (A, "A user might write -1.0.next_up() instead of (-1.0).next_up(), getting a value on the wrong side of -1, which Clippy warns about.", "added: Clippy lint"),
]),
("Within the Rust ecosystem the crate `float_next_after` solely provides the `x.next_after(y)` method, and has 30,000 all-time downloads at the moment of writing.", [
 (R, "In the Rust ecosystem, the float_next_after crate provides only the x.next_after(y) method and had 30,000 all-time downloads at the time of writing.", "synonyms, markup dropped"),
 (P, "The float_next_after crate, whose sole offering is x.next_after(y), had been downloaded 30,000 times in total when the RFC was written.", "free rewording"),
 (C, "The crate float_next_after solely provides the x.next_after(y) method and has 244,000 all-time downloads at the moment of writing.", "number: 30,000 -> 244,000"),
 (O, "The float_next_after crate is the only crate in the Rust ecosystem that provides a next_after method.", "'solely provides' -> 'only crate providing'"),
 (A, "The crate float_next_after solely provides x.next_after(y), has 30,000 all-time downloads, and is maintained by the RFC's author.", "added: maintained by the author"),
]),
("Specifications IEEE 754-2008 and IEEE 754-2019 do not mention `nextafter` at all.", [
 (R, "Neither IEEE 754-2008 nor IEEE 754-2019 mentions nextafter at all.", "light rewording"),
 (P, "The 2008 and 2019 editions of IEEE 754 make no mention whatsoever of nextafter.", "free rewording"),
 (C, "The specifications IEEE 754-2008 and IEEE 754-2019 both define nextafter precisely.", "negation: do not mention -> define"),
 (O, "IEEE 754-2008 and IEEE 754-2019 explicitly forbid implementations from providing nextafter.", "'do not mention' -> 'forbid'"),
 (A, "IEEE 754-2008 and IEEE 754-2019 do not mention nextafter at all, having replaced it with nextUp, nextDown and nextTowardZero.", "added list item: nextTowardZero"),
]),
]))

DOCS.append(("rust-rfcs/3262-compiler-team-rolling-leads.md", "RFC 3262: Compiler team rolling leads", [
("We expect these leadership related duties may consume 8 hours per week, on average, with high variance.", [
 (R, "These leadership-related duties are expected to possibly consume 8 hours per week on average, with high variance.", "active -> passive"),
 (P, "Leading the team is expected to take perhaps 8 hours a week on average, though this can vary a lot.", "free rewording"),
 (C, "We expect these leadership related duties may consume 20 hours per week, on average, with high variance.", "number: 8 -> 20 hours"),
 (O, "These leadership duties consume exactly 8 hours every week.", "dropped 'may', 'on average', variance"),
 (A, "Leadership duties may consume 8 hours per week on average, with high variance, and leads' employers are expected to fund that time.", "added: employers fund time"),
]),
("Roughly every one to two years, a new junior lead is selected, the current junior promoted to senior, and the current senior returns to being a normal compiler team member.", [
 (R, "About every one to two years a new junior lead is selected, the current junior lead is promoted to senior, and the current senior goes back to being a normal compiler team member.", "synonyms"),
 (P, "Leadership rolls over roughly every year or two: a new junior lead arrives, the junior becomes senior, and the senior steps back into ordinary membership.", "free rewording"),
 (C, "Roughly every one to two years, a new senior lead is selected, the current senior becomes junior, and the current junior returns to normal membership.", "roles: junior and senior swapped"),
 (O, "Exactly every two years, a new junior lead is selected and the current junior is promoted to senior.", "'roughly every one to two years' -> 'exactly every two years'"),
 (A, "Roughly every one to two years a new junior lead is selected and the junior promoted to senior, with the change announced at RustConf.", "added: announced at RustConf"),
]),
("The leads should provide a ten-day window for nominations to come in, unless they get confirmation that the set of nominations is complete.", [
 (R, "A ten-day window for nominations should be provided by the leads, unless they get confirmation that the set of nominations is complete.", "active -> passive"),
 (P, "Nominations stay open for ten days, although the leads may close them earlier once it is confirmed that all nominations are in.", "free rewording"),
 (C, "The leads should provide a seven-day window for nominations to come in, unless they get confirmation that the set of nominations is complete.", "number: ten -> seven days"),
 (O, "The leads must always keep nominations open for the full ten days.", "dropped exception"),
 (A, "The leads should provide a ten-day nomination window, announced on the compiler team's Zulip stream, unless the set of nominations is confirmed complete.", "added: announced on Zulip"),
]),
("Our rationale for this is that we do not think every team member is interested in becoming a lead.", [
 (R, "The rationale is that the team does not think every member is interested in becoming a lead.", "first person -> 'the team'"),
 (P, "They chose this because they believe not every member of the team wants to be a lead.", "free rewording"),
 (C, "Our rationale is that we think every team member is interested in becoming a lead.", "negation: not every -> every"),
 (O, "The rationale is that most compiler team members are not interested in becoming a lead.", "'not every' -> 'most are not'"),
 (A, "Our rationale is that not every team member is interested in becoming a lead, as a 2021 team survey showed.", "added: survey evidence"),
]),
]))

DOCS.append(("rust-rfcs/2437-rustfmt-stability.md", "RFC 2437: Rustfmt stability", [
("If using Rustup, then there is no way to get a specific version of Rustfmt, only the version associated with a specific version of Rust.", [
 (R, "With Rustup there is no way to get a specific version of Rustfmt, only the version associated with a particular version of Rust.", "synonyms"),
 (P, "Rustup users cannot pick an arbitrary Rustfmt release; they get whichever Rustfmt comes with their chosen Rust version.", "free rewording"),
 (C, "If using Rustup, you can get any specific version of Rustfmt independently of the Rust version.", "negation: no way -> any version"),
 (O, "There is no way at all to get a specific version of Rustfmt.", "dropped condition 'if using Rustup'"),
 (A, "With Rustup you only get the Rustfmt version associated with a Rust version, which is usually two weeks behind the latest Rustfmt release.", "added: two weeks behind"),
]),
("For users running Rustfmt locally, having formatting change frequently is distracting and produces confusing diffs.", [
 (R, "Frequently changing formatting is distracting for users running Rustfmt locally and produces confusing diffs.", "word order"),
 (P, "When Rustfmt's output keeps changing, people running it on their own machines get distracted and end up with confusing diffs.", "free rewording"),
 (C, "For users running Rustfmt locally, frequent formatting changes are harmless and produce clean diffs.", "negation: distracting -> harmless"),
 (O, "For users running Rustfmt locally, any formatting change at all makes diffs unreadable.", "'frequently' dropped, 'confusing' -> 'unreadable'"),
 (A, "For local users, frequently changing formatting is distracting, produces confusing diffs, and slows down code review by about a third.", "added: slows review"),
]),
("Other formatters (Gofmt, Clang Format) have not dealt with the stability/versioning issue.", [
 (R, "The stability and versioning issue has not been dealt with by other formatters such as Gofmt and Clang Format.", "active -> passive"),
 (P, "Neither Gofmt nor Clang Format has addressed the question of stability and versioning.", "free rewording"),
 (C, "Other formatters such as Gofmt and Clang Format have already solved the stability and versioning issue.", "negation: have not dealt -> solved"),
 (O, "No code formatter for any language has ever dealt with the stability/versioning issue.", "two formatters -> all formatters"),
 (A, "Other formatters such as Gofmt, Clang Format and Prettier have not dealt with the stability and versioning issue.", "added list item: Prettier"),
]),
("Rustfmt can be used via three major channels: via Cargo, via Rustup, and via the RLS.", [
 (R, "There are three major channels through which Rustfmt can be used: Cargo, Rustup and the RLS.", "word order"),
 (P, "Rustfmt reaches users in three main ways, namely through Cargo, through Rustup, or through the RLS.", "free rewording"),
 (C, "Rustfmt can be used via two major channels: via Cargo and via Rustup.", "number: three -> two channels"),
 (O, "Rustfmt can only ever be used via Cargo, Rustup, or the RLS, and in no other way.", "'major channels' -> 'only'"),
 (A, "Rustfmt can be used via three major channels, Cargo, Rustup and the RLS, of which Rustup is the most popular.", "added: Rustup most popular"),
]),
]))

DOCS.append(("rust-rfcs/3191-debugger-visualizer.md", "RFC 3191: Debugger visualizers", [
("Debugger views are merely a convenience for some types, such as `Vec<T>`, but are essential for types such as `HashMap<T>`, where non-trivial logic is needed in order to correctly display the contents of a type.", [
 (R, "Debugger views are merely a convenience for some types like Vec<T> but are essential for types like HashMap<T>, where correctly displaying the contents requires non-trivial logic.", "synonyms, markup dropped"),
 (P, "For a type such as Vec<T> a debugger view is just a nicety, while for HashMap<T> it is essential because showing its contents correctly takes non-trivial logic.", "free rewording"),
 (C, "Debugger views are essential for types such as Vec<T> but merely a convenience for types such as HashMap<T>.", "roles: Vec<T> and HashMap<T> swapped"),
 (O, "Debugger views are essential for every Rust type, since all types need non-trivial logic to be displayed correctly.", "'some types' -> every type"),
 (A, "Debugger views are merely a convenience for Vec<T> but essential for HashMap<T> and BTreeMap<K, V>, where non-trivial display logic is needed.", "added list item: BTreeMap"),
]),
("It is not feasible for developers of ordinary crates to update the Rust toolchain, solely to add visualizations for their crates.", [
 (R, "Updating the Rust toolchain just to add visualizations for their crates is not feasible for developers of ordinary crates.", "word order"),
 (P, "Authors of ordinary crates cannot realistically change the Rust toolchain merely to ship visualizations for their own types.", "free rewording"),
 (C, "It is feasible and common for developers of ordinary crates to update the Rust toolchain solely to add visualizations for their crates.", "negation: not feasible -> feasible"),
 (O, "Developers of ordinary crates can never contribute changes of any kind to the Rust toolchain.", "'solely to add visualizations' dropped, 'never'"),
 (A, "It is not feasible for crate developers to update the Rust toolchain solely to add visualizations, since toolchain changes take at least six weeks to ship.", "added cause: six weeks"),
]),
("If the target is a `dll` or `exe`, the `/NATVIS` MSVC linker flag is set for each Natvis file which will embed the Natvis visualizations into the PDB.", [
 (R, "For a dll or exe target, the /NATVIS MSVC linker flag is set for each Natvis file, which embeds the Natvis visualizations into the PDB.", "word order, markup dropped"),
 (P, "When building a dll or exe, every Natvis file is passed through the MSVC /NATVIS linker flag so that its visualizations end up in the PDB.", "free rewording"),
 (C, "If the target is a dll or exe, the Natvis contents are encoded in the crate metadata, while for an rlib the /NATVIS linker flag embeds them into the PDB.", "roles: rlib and dll/exe handling swapped"),
 (O, "For every target type, the /NATVIS MSVC linker flag is set for each Natvis file to embed the visualizations into the PDB.", "dropped condition 'dll or exe'"),
 (A, "If the target is a dll or exe, the /NATVIS MSVC linker flag is set for each Natvis file, and each file is first validated against the Natvis schema.", "added: schema validation"),
]),
("Rust developers can add one or more Natvis files to their crate.", [
 (R, "One or more Natvis files can be added to a crate by Rust developers.", "active -> passive"),
 (P, "A crate may include several Natvis files, or just one, added by its developers.", "free rewording"),
 (C, "Rust developers can add at most one Natvis file to each crate.", "number: one or more -> at most one"),
 (O, "Rust developers must add at least one Natvis file to every crate they publish.", "'can' -> 'must'"),
 (A, "Rust developers can add one or more Natvis files to their crate, up to a maximum of 16 files per crate.", "added limit: 16 files"),
]),
]))
