DOC = "rust-rfcs/1966-unsafe-pointer-reform.md"
TITLE = "RFC 1966"
HEADING = "RFC 1966: Unsafe pointer methods"
S = [
    ("This reasoning doesn't apply to the raw pointer types, as they don't provide a Deref impl.", [
        ("reworded", "The raw pointer types are not subject to this reasoning, since they do not provide a Deref impl.", "restructured, as -> since"),
        ("paraphrase", "Because raw pointers don't implement Deref, that line of reasoning does not carry over to them.", "free rewording"),
        ("contradiction", "This reasoning applies to the raw pointer types too, as they provide a Deref impl.", "[negation] doesn't apply / don't provide -> applies / provide"),
        ("overclaim", "Because raw pointer types don't provide a Deref impl, adding methods to them can never cause confusing compiler errors.", "overgeneralised conclusion: never any confusing errors"),
        ("added", "This reasoning doesn't apply to the raw pointer types, as they don't provide a Deref impl, a choice that was made deliberately before Rust 1.0.", "added history: deliberate pre-1.0 choice"),
    ]),
    ("I expect `ptr.add` to replace ~95% of all uses of `ptr.offset`, and `ptr.sub` to replace ~95% of the remaining 5%.", [
        ("reworded", "The author expects ptr.add to replace about 95% of all uses of ptr.offset, and ptr.sub to replace about 95% of the remaining 5%.", "first person -> 'the author', ~ -> about"),
        ("paraphrase", "By the author's estimate, roughly 95% of ptr.offset calls will become ptr.add, and ptr.sub will take over roughly 95% of the 5% left over.", "free rewording, keeps it an estimate"),
        ("contradiction", "I expect ptr.add to replace about 95% of all uses of ptr.offset, and ptr.sub to replace about 50% of the remaining 5%.", "[number] 95% of the remaining -> 50%"),
        ("overclaim", "ptr.add will replace about 95% of all uses of ptr.offset, and ptr.sub will replace about 95% of the rest.", "expectation stated as certainty"),
        ("added", "I expect ptr.add to replace about 95% of all uses of ptr.offset within a year of stabilization, and ptr.sub to replace about 95% of the remaining 5%.", "added timeframe: within a year"),
    ]),
    ("We could make `wrapping_add` be the implementation of `+`, but almost no code should actually be using wrapping offsets, so we shouldn't do anything to make it seem \"preferred\" over non-wrapping offsets.", [
        ("reworded", "wrapping_add could be made the implementation of +, but since almost no code should actually use wrapping offsets, nothing should be done to make it seem preferred over non-wrapping offsets.", "passive, markup and quotes dropped"),
        ("paraphrase", "Although + could be implemented with wrapping_add, hardly any code ought to rely on wrapping offsets, so nothing should make them look preferable to non-wrapping ones.", "free rewording"),
        ("contradiction", "We could make wrapping_add the implementation of +, but almost no code should be using non-wrapping offsets, so we shouldn't make them seem preferred over wrapping offsets.", "[roles] wrapping and non-wrapping swapped"),
        ("overclaim", "We could make wrapping_add the implementation of +, but no code at all should ever use wrapping offsets.", "almost no code -> no code at all"),
        ("added", "We could make wrapping_add the implementation of +, but almost no code should be using wrapping offsets, which are also slower, so we shouldn't make them seem preferred over non-wrapping offsets.", "added claim: wrapping offsets are slower"),
    ]),
    ("In fact, even if we decide we should deprecate these functions, we should still stagger the deprecation out several releases to minimize ecosystem churn.", [
        ("reworded", "Even if it is decided that these functions should be deprecated, the deprecation should still be staggered over several releases to minimize ecosystem churn.", "first person -> passive"),
        ("paraphrase", "If deprecating these functions is ever chosen, it ought to be spread out across several releases so the ecosystem is disrupted as little as possible.", "free rewording"),
        ("contradiction", "If we decide to deprecate these functions, we should deprecate them in the same release that introduces the new methods, to minimize ecosystem churn.", "[direction] staggered over several releases -> same release"),
        ("overclaim", "Even if these functions are deprecated, staggering the deprecation over several releases will eliminate ecosystem churn entirely.", "minimize -> eliminate entirely"),
        ("added", "Even if we decide we should deprecate these functions, we should still stagger the deprecation out several releases, as was done for the try! macro, to minimize ecosystem churn.", "added precedent: try! macro"),
    ]),
]
