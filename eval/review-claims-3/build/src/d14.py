DOC = "rust-rfcs/1048-rename-soft-link-to-symlink.md"
HEADING = "RFC 1048: Rename soft_link to symlink"
S = [
 ("The term \"soft link\", probably as a contrast with \"hard link\", is found\nfrequently in informal descriptions, but almost always in the form of a\nparenthetical of an alternate phrase, such as \"a symbolic link (or soft\nlink)\".", [
  ("reworded", "The term \"soft link\", probably in contrast with \"hard link\", frequently appears in informal descriptions, but almost always as a parenthetical to an alternate phrase, such as \"a symbolic link (or soft link)\".", "light rewording"),
  ("paraphrase", "Informal texts often use \"soft link\", likely as a counterpart to \"hard link\", yet nearly always just in parentheses after another phrase, as in \"a symbolic link (or soft link)\".", "free rewording, 'probably' and 'almost always' kept"),
  ("contradiction", "The term \"soft link\" is rarely found in informal descriptions, and when it does appear it is almost always a parenthetical of an alternate phrase.", "[direction] 'frequently' -> 'rarely'"),
  ("overclaim", "The term \"soft link\" is found frequently in informal descriptions, but always as a parenthetical of an alternate phrase, such as \"a symbolic link (or soft link)\".", "dropped 'almost' from 'almost always'"),
  ("added", "The term \"soft link\", probably a contrast with \"hard link\", is frequent in informal descriptions, especially on Linux forums, but almost always as a parenthetical of another phrase.", "added 'especially on Linux forums'"),
 ]),
 ("These two facts mean that it is unlikely that arbitrary code dealing with\nsymbolic links will be portable between Windows and Unix.", [
  ("reworded", "These two facts make it unlikely that arbitrary code dealing with symbolic links will be portable between Windows and Unix.", "'mean that it is' -> 'make it'"),
  ("paraphrase", "Because of these two differences, general code that handles symbolic links probably won't carry over between Windows and Unix.", "free rewording, 'unlikely' kept as 'probably won't'"),
  ("contradiction", "These two facts mean that arbitrary code dealing with symbolic links is likely to be portable between Windows and Unix.", "[negation] 'unlikely' -> 'likely'"),
  ("overclaim", "These two facts mean that no code dealing with symbolic links can be portable between Windows and Unix.", "'unlikely ... arbitrary code' -> 'no code can'"),
  ("added", "These two facts mean that arbitrary code dealing with symbolic links is unlikely to be portable between Windows and Unix, which has already caused bugs in Cargo.", "added bugs in Cargo"),
 ]),
 ("This deprecates a stable API during the 1.0.0 beta, leaving an extra wrapper\naround.", [
  ("reworded", "During the 1.0.0 beta, this deprecates a stable API and leaves an extra wrapper around.", "reordered"),
  ("paraphrase", "One drawback is that a stable API gets deprecated in the middle of the 1.0.0 beta, with an extra wrapper left behind.", "free rewording"),
  ("contradiction", "This deprecates a stable API during the 1.2.0 beta, leaving an extra wrapper around.", "[number] 1.0.0 -> 1.2.0"),
  ("overclaim", "This deprecates several stable filesystem APIs during the 1.0.0 beta, leaving extra wrappers around.", "'a stable API' -> 'several stable APIs'"),
  ("added", "This deprecates a stable API during the 1.0.0 beta, leaving an extra wrapper around that will be removed in Rust 2.0.", "added removal in Rust 2.0"),
 ]),
 ("However, having a `symlink` that had different arity on Unix and Windows\n  would likely be confusing, and since there are only the two possible\n  choices, simply having two functions seems like a much simpler solution.", [
  ("reworded", "However, a symlink function with different arity on Unix and Windows would likely be confusing, and since there are only two possible choices, simply having two functions seems a much simpler solution.", "light rewording, markup dropped"),
  ("paraphrase", "A symlink taking a different number of arguments on Unix and Windows would probably confuse people, and with just two options, two separate functions look far simpler.", "free rewording, 'likely' kept as 'probably'"),
  ("contradiction", "A symlink with different arity on Unix and Windows would likely be confusing, and since there are three possible choices, separate functions seem a much simpler solution.", "[number] two choices -> three"),
  ("overclaim", "A symlink with different arity on Unix and Windows would certainly be confusing, so having two functions is the only workable solution.", "'likely' -> 'certainly'; 'seems much simpler' -> 'only workable'"),
  ("added", "A symlink with different arity on Unix and Windows would likely be confusing, and two functions seem much simpler, besides being easier to document.", "added 'easier to document'"),
 ]),
]
