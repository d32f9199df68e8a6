DOC = "rust-rfcs/1023-rebalancing-coherence.md"
TITLE = "RFC 1023"
HEADING = "RFC 1023: Rebalancing coherence"
S = [
    ("For now, the `Fn` traits\n  and `Sized` would be marked fundamental, though we may want to\n  extend this set to all operators or some other\n  more-easily-remembered set.", [
        ("reworded", "For now the Fn traits and Sized would be marked fundamental, although the set may later be extended to all operators or some other set that is easier to remember.", "we may want to -> may later be, markup dropped"),
        ("paraphrase", "Initially the Fn traits and Sized would carry the fundamental marking, though the authors might widen this set to every operator or another more memorable set.", "free rewording, keeps 'might'"),
        ("contradiction", "For now, the Fn traits and Copy would be marked fundamental, though this set may later be extended to all operators.", "[swap] Sized -> Copy"),
        ("overclaim", "The Fn traits and Sized would be marked fundamental for now, and this set will be extended to all operators.", "'may want to extend' -> will be extended"),
        ("added", "For now, the Fn traits and Sized would be marked fundamental, though we may want to extend this set to all operators, a change that would require a new RFC.", "added condition: needs a new RFC"),
    ]),
    ("Because it is unstable, it can only be used within libstd\nfor now.", [
        ("reworded", "Since it is unstable, it can for now be used only within libstd.", "word order, because -> since"),
        ("paraphrase", "Being unstable, the #[fundamental] attribute is for the time being restricted to use inside libstd.", "free rewording, 'it' resolved"),
        ("contradiction", "Because it is unstable, the #[fundamental] attribute can only be used within libcore for now.", "[swap] libstd -> libcore"),
        ("overclaim", "Because it is unstable, the #[fundamental] attribute can never be used outside libstd.", "dropped 'for now' -> never"),
        ("added", "Because it is unstable, it can only be used within libstd for now, until it is stabilized in Rust 1.2.", "added stabilization version 1.2"),
    ]),
    ("This\ncan be overcome by defining wrapper structs (new types), but that can\nbe annoying.", [
        ("reworded", "Defining wrapper structs (new types) can overcome this, but doing so can be annoying.", "passive -> active"),
        ("paraphrase", "Wrapping the type in a newtype struct gets around the limitation, though it may be a nuisance.", "free rewording, can -> may"),
        ("contradiction", "This can be overcome by defining wrapper structs (new types), which is convenient rather than annoying.", "[direction] annoying -> convenient"),
        ("overclaim", "This can be overcome by defining wrapper structs, but doing so is always annoying.", "'can be annoying' -> always annoying"),
        ("added", "This can be overcome by defining wrapper structs (new types), but that can be annoying and adds a small runtime cost.", "added consequence: runtime cost"),
    ]),
    ("Moreover, it seems likely we will encounter further\n  examples of \"reasonable cases\" that `#[fundamental]` can easily\n  accommodate.", [
        ("reworded", "It also seems likely that further examples of \"reasonable cases\" that #[fundamental] can easily accommodate will be encountered.", "active -> passive, markup dropped"),
        ("paraphrase", "More reasonable cases that #[fundamental] can handle easily will probably turn up as well.", "free rewording, seems likely -> probably"),
        ("contradiction", "Moreover, it seems unlikely that we will encounter any further examples of reasonable cases that #[fundamental] can easily accommodate.", "[negation] likely -> unlikely"),
        ("overclaim", "We will certainly encounter further reasonable cases, and #[fundamental] will easily accommodate every one of them.", "seems likely -> certainly; every one of them"),
        ("added", "Moreover, it seems likely we will encounter further examples of reasonable cases, such as impls over Rc<T> and Arc<T>, that #[fundamental] can easily accommodate.", "added examples: Rc and Arc impls"),
    ]),
]
