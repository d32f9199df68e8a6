DOC = "python-peps/pep-0472.rst"
HEADING = "PEP 472: Support for indexing with keyword arguments"
S = [
 ("For future-proofing considerations, ``a[1:2, K=3, R=4]`` are considered and may be allowed as well, depending on the choice for implementation.", [
  ("reworded", "For future-proofing reasons, notations like a[1:2, K=3, R=4] are considered and may be allowed as well, depending on the implementation choice.", "light rewording, markup dropped"),
  ("paraphrase", "With an eye to the future, PEP 472 also considers forms such as a[1:2, K=3, R=4], which might be permitted depending on how the feature is implemented.", "free rewording, 'may' and condition kept"),
  ("contradiction", "For future-proofing considerations, notations like a[1:2, K=3, R=4] are considered but will not be allowed, whatever implementation is chosen.", "[negation] 'may be allowed' -> 'will not be allowed'"),
  ("overclaim", "For future-proofing, notations like a[1:2, K=3, R=4] will be allowed as well, whichever implementation is chosen.", "dropped 'may' and the implementation condition"),
  ("added", "Notations like a[1:2, K=3, R=4] may also be allowed depending on the implementation, since scientific library maintainers specifically requested mixing slices and keywords.", "added a cause (requests from library maintainers)"),
 ]),
 ("The remaining\nstrategies would not require a change in the C function signatures, but the\ndifferent nature of the passed object would potentially require adaptation.", [
  ("reworded", "The other strategies would not require changing the C function signatures, although the different nature of the passed object would potentially require adaptation.", "synonyms, 'but' -> 'although'"),
  ("paraphrase", "Apart from the kwargs approach, the strategies leave the C function signatures alone, though the different kind of object being passed might still call for some adaptation.", "free rewording, 'potentially' kept as 'might'"),
  ("contradiction", "The remaining strategies would also require a change in the C function signatures to accommodate the different nature of the passed object.", "[negation] 'would not require' -> 'would also require'"),
  ("overclaim", "The remaining strategies would need no changes of any kind on the C side.", "dropped the caveat about possible adaptation"),
  ("added", "The remaining strategies would not require a change in the C function signatures, but the different passed object would potentially require adaptation that breaks binary compatibility for existing extension modules.", "added a binary-compatibility consequence"),
 ]),
 ("The authors however recognize this argument as compelling, and the advantage\nin semantic expressivity of a keyword-based indexing may be offset by a rarely\nused feature that does not bring enough benefit and may have limited adoption.", [
  ("reworded", "However, the authors recognize this argument as compelling: the semantic expressivity advantage of keyword-based indexing may be offset by a rarely used feature that does not bring enough benefit and may see limited adoption.", "reordered, light synonyms"),
  ("paraphrase", "The authors concede that the argument is strong and that the expressive gain of keyword indexing might be outweighed by its being a rarely used, low-benefit feature that may not be widely adopted.", "free rewording, both 'may' hedges kept"),
  ("contradiction", "The authors recognize this argument as compelling but hold that the semantic expressivity of keyword-based indexing clearly outweighs the cost of a rarely used feature.", "[direction] 'may be offset by' -> 'clearly outweighs'"),
  ("overclaim", "The authors recognize this argument as compelling and conclude that keyword-based indexing will be a rarely used feature whose limited adoption outweighs its expressive benefits.", "dropped both 'may' hedges"),
  ("added", "The authors recognize this argument as compelling, and it was the main reason PEP 472 was eventually rejected.", "added a reason for the rejection"),
 ]),
 ("One of the authors (Stefano Borini) thinks that only the \"strict dictionary\"\nstrategy is worth of implementation.", [
  ("reworded", "Stefano Borini, one of the authors, thinks that only the \"strict dictionary\" strategy is worth implementing.", "parenthetical turned into apposition"),
  ("paraphrase", "In co-author Stefano Borini's view, the strict dictionary approach is the only strategy worth implementing.", "free rewording"),
  ("contradiction", "One of the authors, Stefano Borini, thinks that only the \"kwargs argument\" strategy is worth implementing.", "[swap] 'strict dictionary' -> 'kwargs argument'"),
  ("overclaim", "Both authors of PEP 472 think that only the \"strict dictionary\" strategy is worth implementing.", "one author -> both authors"),
  ("added", "Stefano Borini, one of the authors, thinks that only the \"strict dictionary\" strategy is worth implementing and plans to provide a reference implementation of it.", "added a plan for a reference implementation"),
 ]),
]
