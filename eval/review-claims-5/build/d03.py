DOC = "python-peps/pep-0284.rst"
TITLE = "PEP 284: Integer for-loops"
SENTS = [
    {
        "src": "The perceived lack of a natural, intuitive integer iteration syntax has led to heated debate on python-list, and spawned at least four PEPs before this one.",
        "reworded": ("The perceived lack of a natural, intuitive syntax for integer iteration has led to heated debate on python-list and spawned at least four PEPs before PEP 284.", "'this one' -> PEP 284; light rewording"),
        "paraphrase": ("Because Python seemed to lack an intuitive way to iterate over integers, python-list saw heated arguments, and no fewer than four PEPs preceded PEP 284 on the topic.", "free rewording; 'perceived' kept as 'seemed'; 'at least four' kept"),
        "contradiction": ("The perceived lack of an intuitive integer iteration syntax led to heated python-list debate but had spawned only two earlier PEPs before PEP 284.", "[number] at least four -> only two"),
        "overclaim": ("Python's lack of a natural integer iteration syntax is a real flaw, as the heated python-list debate and at least four earlier PEPs prove.", "'perceived lack' -> real flaw; 'led to' -> prove"),
        "added": ("The perceived lack of an intuitive integer iteration syntax spawned at least four earlier PEPs, most of them written by newcomers to Python.", "adds who wrote the PEPs; not stated"),
    },
    {
        "src": "The iterator will begin with an integer equal or near to the left bound, and then step through the remaining integers with a step size of +1 or -1 if the comparison operation is in the set described by less_comp or greater_comp respectively.",
        "reworded": ("The iterator starts with an integer equal or near to the left bound and then steps through the remaining integers by +1 or -1, depending on whether the comparison is in less_comp or greater_comp respectively.", "light rewording"),
        "paraphrase": ("Starting from an integer at or close to the left bound, the iterator walks the remaining integers upward by one for less_comp operators and downward by one for greater_comp operators.", "free rewording; respectively resolved"),
        "contradiction": ("The iterator steps by -1 when the comparison is in less_comp and by +1 when it is in greater_comp, starting from an integer near the left bound.", "[roles] step directions swapped between less_comp and greater_comp"),
        "overclaim": ("The iterator always begins exactly at the left bound and then steps through the remaining integers by +1 or -1.", "'equal or near to' -> always exactly at"),
        "added": ("The iterator begins near the left bound and steps by +1 or -1, producing each integer lazily so that huge intervals need only constant memory.", "adds a memory consequence not stated"),
    },
    {
        "src": "We have erred on the side of flexibility, but this may lead to some implementation difficulties in determining the smallest and largest integer values that would cause a given comparison to be true.",
        "reworded": ("The authors erred on the side of flexibility by allowing float bounds, but this may cause some implementation difficulties in finding the smallest and largest integers that make a given comparison true.", "'this'/'we' resolved from the preceding float-bounds discussion"),
        "paraphrase": ("Choosing flexibility and permitting floating-point bounds might make it somewhat hard to implement the search for the smallest and largest integer values for which a given comparison holds.", "free rewording; 'may' -> 'might', 'some' -> 'somewhat'"),
        "contradiction": ("Allowing float bounds erred on the side of flexibility and, according to the authors, causes no implementation difficulties in finding the smallest and largest qualifying integers.", "[negation] may lead to some difficulties -> causes no difficulties"),
        "overclaim": ("Allowing float bounds will make it impossible to determine the smallest and largest integer values that make a given comparison true.", "may lead to some difficulties -> will make impossible"),
        "added": ("The authors erred on the side of flexibility by allowing float bounds, which may complicate implementation, especially for NaN and infinite bounds.", "adds NaN and infinity; not mentioned anywhere"),
    },
    {
        "src": "Implementation is not expected to pose any great difficulties: the new syntax could, if necessary, be recognized by parsing a general expression after each \"for\" keyword and testing whether the top level operation of the expression is \"in\" or a three-way comparison.",
        "reworded": ("Implementing PEP 284 is not expected to pose great difficulties: if necessary, the new syntax could be recognized by parsing a general expression after each for keyword and testing whether its top-level operation is in or a three-way comparison.", "light rewording; quotes dropped"),
        "paraphrase": ("The authors foresee no great implementation hurdles, since the parser could, where needed, read a general expression after every for and check whether its outermost operation is in or a three-way comparison.", "free rewording; 'if necessary' kept as 'where needed'"),
        "contradiction": ("Implementation is expected to pose great difficulties, even though the new syntax could be recognized by parsing a general expression after each for keyword.", "[negation] not expected -> expected"),
        "overclaim": ("Implementation will be trivial, because the new syntax is recognized by parsing a general expression after each for keyword and testing its top-level operation.", "'not expected to pose great difficulties' -> trivial; 'could, if necessary' -> is"),
        "added": ("Implementation should not be hard, since the new syntax could be recognized after each for keyword with a parser change of only a few dozen lines.", "adds a size estimate not stated"),
    },
]
