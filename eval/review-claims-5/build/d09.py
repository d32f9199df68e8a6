DOC = "python-peps/pep-0762.rst"
TITLE = "PEP 762: REPL-acing the default REPL"
SENTS = [
    {
        "src": "The lack of these features greatly impacts the user experience of many groups of users of CPython, in particular in environments where users don’t control dependencies and cannot install their own packages.",
        "reworded": ("The absence of these modern REPL features greatly affects the experience of many groups of CPython users, particularly in environments where users do not control dependencies and cannot install their own packages.", "'these features' resolved; light rewording"),
        "paraphrase": ("Missing REPL features such as multi-line editing and syntax highlighting hurt many kinds of CPython users a great deal, above all where people cannot manage dependencies or install packages themselves.", "free rewording; features named from the preceding sentence"),
        "contradiction": ("The lack of these features has little impact on CPython users, even in environments where users cannot install their own packages.", "[direction] greatly impacts -> little impact"),
        "overclaim": ("The lack of these features ruins the experience of every CPython user, whatever environment they work in.", "many groups -> every user; 'in particular' environments dropped"),
        "added": ("The lack of these features greatly impacts many CPython users, especially in locked-down environments such as corporate laptops and cloud notebooks.", "adds example environments not named in the document"),
    },
    {
        "src": "Commands are available as long as there is no name conflict with a variable in a\n   reachable scope.",
        "reworded": ("PyREPL's custom commands are available as long as no variable in a reachable scope has a conflicting name.", "light rewording; 'Commands' resolved to PyREPL custom commands"),
        "paraphrase": ("A custom command like exit stays usable so long as no variable reachable from the current scope shares its name.", "free rewording"),
        "contradiction": ("PyREPL custom commands take precedence over any variable with the same name in a reachable scope.", "[roles] command vs variable precedence reversed"),
        "overclaim": ("The only thing that can ever make a PyREPL custom command unavailable is a name conflict with a variable in a reachable scope.", "sufficient condition turned into the only possible cause"),
        "added": ("Commands are available as long as no variable in a reachable scope has the same name, and PyREPL prints a warning when such a conflict arises.", "adds a warning not stated"),
    },
    {
        "src": "The authors do not expect any PyREPL functionality to be ported to the old basic\nREPL.",
        "reworded": ("Porting any PyREPL functionality to the old basic REPL is not something the authors expect.", "restructured around the verb"),
        "paraphrase": ("PEP 762's authors do not anticipate bringing any of PyREPL's features over to the old basic REPL.", "free rewording; 'expect' -> 'anticipate'"),
        "contradiction": ("The authors expect much of the PyREPL functionality to be ported to the old basic REPL.", "[negation] do not expect -> expect"),
        "overclaim": ("No PyREPL functionality will ever be ported to the old basic REPL.", "'do not expect' -> will never"),
        "added": ("The authors do not expect any PyREPL functionality to be ported to the old basic REPL, because its C code is frozen for security fixes only.", "adds a reason not stated"),
    },
    {
        "src": "While all the above are impressive projects,\n   in the end PyREPL was chosen for its combination of maturity, feature set,\n   and lack of additional dependencies.",
        "reworded": ("Although IPython, bpython, ptpython and xonsh are all impressive projects, PyREPL was ultimately chosen for its combination of maturity, feature set and lack of additional dependencies.", "'all the above' resolved; light rewording"),
        "paraphrase": ("The authors rate IPython, bpython, ptpython and xonsh as impressive, but picked PyREPL in the end because it combines maturity, its feature set and no extra dependencies.", "free rewording"),
        "contradiction": ("While all the alternatives are impressive, in the end IPython was chosen for its combination of maturity, feature set and lack of additional dependencies.", "[swap] PyREPL -> IPython"),
        "overclaim": ("PyREPL was chosen because it is more mature and has more features than IPython, bpython, ptpython or xonsh.", "'combination of' -> superior on each point to every alternative"),
        "added": ("PyREPL was chosen over IPython, bpython, ptpython and xonsh for its maturity, feature set, lack of dependencies and permissive MIT license.", "adds a licence reason; not mentioned"),
    },
]
