DOC = "rust-rfcs/0439-cmp-ops-reform.md"
HEADING = "RFC 439: cmp and ops reform"
S = [
 ("Making these traits work by value is motivated by cases like `DList`\nconcatenation, where you may want the operator to actually consume the\noperands in producing its output (by welding the two lists together).", [
  ("reworded", "Making the operator traits work by value is motivated by cases like DList concatenation, where you may want the operator to actually consume the operands when producing its output by welding the two lists together.", "'these traits' resolved, parentheses dropped"),
  ("paraphrase", "By-value operator traits are motivated by examples such as concatenating DLists, where the operator might want to consume both operands and splice the two lists together.", "free rewording, 'may' kept as 'might'"),
  ("contradiction", "Making these traits work by value is motivated by cases like DList concatenation, where the operator must not consume the operands in producing its output.", "[negation] 'consume' -> 'must not consume'"),
  ("overclaim", "Making these traits work by value is motivated by DList concatenation, where the operator must always consume the operands in producing its output.", "'may want' -> 'must always'"),
  ("added", "Making these traits work by value is motivated by cases like DList and String concatenation, where you may want the operator to consume the operands in producing its output.", "added String concatenation"),
 ]),
 ("But for types providing both, the compiler\nwill use `IndexSet` to interpret the `expr[i] = expr` syntax.", [
  ("reworded", "For types that provide both, however, the compiler will interpret the expr[i] = expr syntax using IndexSet.", "reordered, markup dropped"),
  ("paraphrase", "When a type implements both IndexSet and IndexMut, expr[i] = expr is resolved through IndexSet.", "free rewording"),
  ("contradiction", "For types providing both, the compiler will use IndexMut to interpret the expr[i] = expr syntax.", "[roles] IndexSet and IndexMut swapped"),
  ("overclaim", "The compiler will always use IndexSet to interpret the expr[i] = expr syntax.", "dropped 'for types providing both'"),
  ("added", "For types providing both, the compiler will use IndexSet to interpret the expr[i] = expr syntax and will emit a warning about the ambiguity.", "added an ambiguity warning"),
 ]),
 ("These traits should *not* be exposed as `#[stable]` for 1.0, meaning\nthat you will not be able to implement or use them directly from the\n[stable release channel](http://blog.rust-lang.org/2014/10/30/Stability.html).", [
  ("reworded", "The closure traits should not be exposed as #[stable] for 1.0, so you will not be able to implement or use them directly from the stable release channel.", "'These traits' resolved, markup dropped"),
  ("paraphrase", "For 1.0 the Fn traits are to stay unstable, which means stable-channel users cannot implement or use them directly.", "free rewording"),
  ("contradiction", "The closure traits should be exposed as #[stable] for 1.0, so you will be able to implement and use them directly from the stable release channel.", "[negation] 'should not be exposed' -> 'should be exposed'"),
  ("overclaim", "The closure traits should never be exposed as #[stable], so they will never be implementable directly from the stable release channel.", "'for 1.0' -> 'never'"),
  ("added", "The closure traits should not be exposed as #[stable] for 1.0, so they cannot be implemented or used directly on the stable channel until their planned stabilization in 1.1.", "added a planned 1.1 stabilization"),
 ]),
 ("In the long run, we should support overloading of operators like `+=`\nwhich often have a more efficient implementation than desugaring into\na `+` and an `=`.", [
  ("reworded", "In the long run, Rust should support overloading of operators like +=, which often have a more efficient implementation than desugaring into a + and an =.", "'we' -> 'Rust', markup dropped"),
  ("paraphrase", "Eventually, operators such as += ought to be overloadable, as they can often be implemented more efficiently than a + followed by an =.", "free rewording, 'often' kept"),
  ("contradiction", "In the long run, we should support overloading of operators like +=, which are often less efficient than desugaring into a + and an =.", "[direction] 'more efficient' -> 'less efficient'"),
  ("overclaim", "In the long run, we should support overloading of operators like +=, which always have a more efficient implementation than desugaring into a + and an =.", "'often' -> 'always'"),
  ("added", "In the long run, Rust should support overloading of operators like +=, which often have a more efficient implementation than desugaring, especially for big integers.", "added 'especially for big integers'"),
 ]),
]
