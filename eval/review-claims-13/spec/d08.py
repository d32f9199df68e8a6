DOC = "python-peps/pep-0692.rst"
TITLE = "PEP 692"
HEADING = "PEP 692: Using TypedDict for more precise **kwargs typing"
S = [
    ("This is especially a problem for\nalready existing codebases where the need of refactoring the code in order to\nintroduce proper type annotations may be considered not worth the effort.", [
        ("reworded", "This is especially a problem for already existing codebases, where refactoring the code to introduce proper type annotations may be considered not worth the effort.", "light rewording of 'the need of refactoring'"),
        ("paraphrase", "Existing codebases suffer from this most, since rewriting their code just to add proper type annotations may be judged not worth the effort.", "free rewording, keeps 'may'"),
        ("contradiction", "This is especially a problem for brand-new codebases rather than existing ones, where adding proper type annotations may be considered not worth the effort.", "[swap] existing codebases -> new codebases"),
        ("overclaim", "This is a problem for all existing codebases, where refactoring the code to introduce proper type annotations is never worth the effort.", "especially -> all; 'may be considered not worth' -> never worth"),
        ("added", "This is especially a problem for already existing codebases, such as large Django projects, where refactoring to introduce proper type annotations may be considered not worth the effort.", "added example: Django projects"),
    ]),
    ("This idea was discussed in a meeting of the typing community, and the\nconsensus was that the change would not be worth the cost.", [
        ("reworded", "The idea was discussed at a meeting of the typing community, where the consensus was that the change would not be worth its cost.", "light rewording"),
        ("paraphrase", "The typing community talked the idea over in a meeting and generally agreed that the change would cost more than it was worth.", "free rewording"),
        ("contradiction", "This idea was discussed in a meeting of the Python Steering Council, and the consensus was that the change would not be worth the cost.", "[swap] typing community -> Steering Council"),
        ("overclaim", "This idea was discussed in a meeting of the typing community, and everyone unanimously agreed that the change would never be worth the cost.", "consensus -> unanimous; never"),
        ("added", "This idea was discussed in a meeting of the typing community held at PyCon US, and the consensus was that the change would not be worth the cost.", "added venue: PyCon US"),
    ]),
    ("Also, for the benefit of IDEs and documentation pages, functions that are part\nof the public API should prefer explicit keyword parameters whenever possible.", [
        ("reworded", "For the benefit of IDEs and documentation pages, functions in the public API should also prefer explicit keyword parameters whenever possible.", "light rewording"),
        ("paraphrase", "To help IDEs and documentation pages, functions belonging to a public API ought to use explicit keyword parameters wherever they can.", "free rewording"),
        ("contradiction", "For the benefit of IDEs and documentation pages, functions that are part of the public API should prefer a TypedDict-typed **kwargs over explicit keyword parameters.", "[direction] preference reversed"),
        ("overclaim", "Functions that are part of the public API must always use explicit keyword parameters instead of **kwargs.", "'should prefer whenever possible' -> must always"),
        ("added", "For the benefit of IDEs, documentation pages and runtime performance, functions that are part of the public API should prefer explicit keyword parameters whenever possible.", "added list item: runtime performance"),
    ]),
    ("However, supporting\ntyping ``**kwargs`` with a union of typed dicts would greatly increase the\ncomplexity of the implementation of this PEP and there seems to be no\ncompelling use case to justify the support for this.", [
        ("reworded", "Supporting **kwargs typed with a union of typed dicts would, however, greatly increase the complexity of implementing PEP 692, and there seems to be no compelling use case to justify it.", "'this PEP' -> 'PEP 692', restructured"),
        ("paraphrase", "Allowing a union of TypedDicts to type **kwargs would make the implementation much more complex, and no compelling use case appears to justify that support.", "free rewording, keeps 'seems' as 'appears'"),
        ("contradiction", "Supporting typing **kwargs with a union of typed dicts would only slightly increase the complexity of the implementation of PEP 692, although no compelling use case seems to exist.", "[direction] greatly -> only slightly"),
        ("overclaim", "Supporting typing **kwargs with a union of typed dicts would greatly increase implementation complexity, and there is definitely no use case for it at all.", "'seems to be no compelling use case' -> definitely no use case at all"),
        ("added", "Supporting typing **kwargs with a union of typed dicts would greatly increase the complexity of the implementation and slow down type checking, and there seems to be no compelling use case for it.", "added consequence: slower type checking"),
    ]),
]
