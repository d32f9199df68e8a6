DOC = "rust-rfcs/1985-tiered-browser-support.md"
HEADING = "RFC 1985: Tiered browser support"
S = [
 ("Crates.io doesn't display correctly in browsers without support for flexbox,\nsuch as [Windows Phone 8.1][win-phone], a device that is no longer supported.", [
  ("reworded", "In browsers without flexbox support, such as Windows Phone 8.1, a device that is no longer supported, crates.io does not display correctly.", "reordered, link markup dropped"),
  ("paraphrase", "Crates.io renders incorrectly on browsers that lack flexbox, for example on the no-longer-supported Windows Phone 8.1.", "free rewording"),
  ("contradiction", "Crates.io displays correctly even in browsers without flexbox support, such as Windows Phone 8.1.", "[negation] removed 'doesn't'"),
  ("overclaim", "Crates.io doesn't work at all in browsers without flexbox support, such as Windows Phone 8.1.", "'doesn't display correctly' -> 'doesn't work at all'"),
  ("added", "Crates.io doesn't display correctly in browsers without flexbox support, such as Windows Phone 8.1 and Internet Explorer 9.", "added Internet Explorer 9 to the examples"),
 ]),
 ("[BrowserStack also doesn't support every platform][bs-support],\nLinux on the desktop being a notable section of our userbase missing from their\nplatforms.", [
  ("reworded", "BrowserStack also does not support every platform, with desktop Linux, a notable section of the Rust userbase, missing from its platforms.", "light rewording, link dropped"),
  ("paraphrase", "Not every platform is covered by BrowserStack; in particular it lacks desktop Linux, which a notable part of Rust's users run.", "free rewording"),
  ("contradiction", "BrowserStack supports every platform, including Linux on the desktop, which a notable section of the Rust userbase uses.", "[negation] 'doesn't support every platform' -> 'supports every platform'"),
  ("overclaim", "BrowserStack doesn't support Linux on the desktop, which is the platform used by the majority of the Rust userbase.", "'notable section' -> 'majority'"),
  ("added", "BrowserStack doesn't support every platform, missing both desktop Linux and FreeBSD, which are notable sections of the Rust userbase.", "added FreeBSD"),
 ]),
 ("Pull requests to fix functionality for these browsers are accepted only if\n  they're deemed to not add an inordinate amount of complexity or maintenance\n  burden (subjective, reviewers' judgment).", [
  ("reworded", "Pull requests fixing functionality for unsupported browsers are accepted only if reviewers judge that they do not add an inordinate amount of complexity or maintenance burden.", "'these browsers' resolved, aside folded in"),
  ("paraphrase", "Fixes for unsupported browsers can be merged, but only when reviewers decide they will not bring excessive complexity or maintenance cost.", "free rewording, 'only' kept"),
  ("contradiction", "Pull requests fixing unsupported browsers are accepted whenever their authors, rather than reviewers, judge that they add no inordinate complexity or maintenance burden.", "[roles] reviewers' judgment -> authors' judgment"),
  ("overclaim", "Pull requests to fix functionality for unsupported browsers are always accepted as long as they don't add an inordinate amount of complexity or maintenance burden.", "'only if' (necessary) -> 'always ... as long as' (sufficient)"),
  ("added", "Pull requests to fix unsupported browsers are accepted only if reviewers deem them not to add inordinate complexity or maintenance burden, and two reviewers must approve them.", "added a two-reviewer rule"),
 ]),
 ("I chose\nto use just crates.io because on initial analysis, the top 90% of visits to\nrust-lang.org were less varied than the top 90% of visits to crates.io.", [
  ("reworded", "The author chose to use only crates.io because, on initial analysis, the top 90% of visits to rust-lang.org were less varied than the top 90% of visits to crates.io.", "'I' -> 'The author', 'just' -> 'only'"),
  ("paraphrase", "Only crates.io data was used, since a first look showed the top 90% of rust-lang.org visits to be less diverse than the top 90% of crates.io visits.", "free rewording"),
  ("contradiction", "The author chose to use just crates.io because the top 90% of visits to crates.io were less varied than the top 90% of visits to rust-lang.org.", "[roles] crates.io and rust-lang.org swapped"),
  ("overclaim", "The author used just crates.io because all visits to rust-lang.org were shown to be less varied than visits to crates.io.", "dropped 'top 90%' and 'initial analysis'"),
  ("added", "The author chose crates.io because the top 90% of rust-lang.org visits were less varied than those of crates.io, and because crates.io gets more daily visitors.", "added a second reason (more visitors)"),
 ]),
]
