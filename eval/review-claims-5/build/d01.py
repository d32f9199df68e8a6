DOC = "python-peps/pep-0416.rst"
TITLE = "PEP 416: Add a frozendict builtin type"
SENTS = [
    {
        "src": "Adding a security sandbox written in Python, even with a limited scope, is frowned upon by many, due to the inherent difficulty with ever proving that the sandbox is actually secure.",
        "reworded": ("Many frown upon adding a security sandbox written in Python, even one with a limited scope, because of the inherent difficulty of ever proving that the sandbox is actually secure.", "active voice; 'due to' -> 'because of'"),
        "paraphrase": ("A Python-written security sandbox, even a narrowly scoped one, is viewed unfavourably by many people because it is inherently hard ever to prove that such a sandbox really is secure.", "free rewording; 'many' and 'even with a limited scope' kept"),
        "contradiction": ("Many people welcome a security sandbox written in Python as long as its scope is limited, despite the difficulty of proving that the sandbox is actually secure.", "[direction] frowned upon even with limited scope -> welcomed when limited"),
        "overclaim": ("Everyone rejects a security sandbox written in Python, because it is impossible to prove that such a sandbox is secure.", "many -> everyone; inherent difficulty -> impossibility"),
        "added": ("A security sandbox written in Python is frowned upon by many, since earlier Python sandbox projects were repeatedly broken by attackers.", "adds a cause (past sandboxes broken) not stated; pysandbox is only listed in Links"),
    },
    {
        "src": "frozendict is faster than a proxy because getting an item in a frozendict is a fast lookup whereas a proxy requires a function call.",
        "reworded": ("Because getting an item from a frozendict is a fast lookup while a proxy requires a function call, frozendict is faster than a proxy.", "clause order swapped"),
        "paraphrase": ("Item access on a frozendict is a quick lookup, whereas going through a proxy costs a function call, which is why a frozendict beats a proxy on speed.", "free rewording"),
        "contradiction": ("A proxy is faster than a frozendict because getting an item through a proxy is a fast lookup whereas a frozendict requires a function call.", "[roles] frozendict and proxy swapped"),
        "overclaim": ("frozendict is faster than a proxy for every kind of operation, because none of its operations needs a function call.", "getting an item -> every operation"),
        "added": ("frozendict is faster than a proxy because getting an item is a fast lookup, whereas a proxy needs both a function call and an extra memory allocation.", "adds a memory allocation cost not stated anywhere"),
    },
    {
        "src": "If frozendict is used to harden Python (security purpose), it must be implemented in C.",
        "reworded": ("frozendict must be implemented in C if it is used to harden Python for security purposes.", "clause order; parenthesis folded in"),
        "paraphrase": ("When the goal is hardening Python for security, a frozendict implementation written in C is required.", "free rewording; condition kept"),
        "contradiction": ("If frozendict is used to harden Python for security purposes, it must be implemented in Python using descriptors.", "[swap] C -> Python with descriptors"),
        "overclaim": ("PEP 416 says frozendict must always be implemented in C, whatever purpose it is used for.", "condition (security hardening) dropped"),
        "added": ("If frozendict is used to harden Python, it must be written in C, because a pure-Python version could be bypassed through introspection.", "adds a reason (bypass via introspection) not stated; the PEP only adds that C is faster"),
    },
    {
        "src": "However dictproxy can be useful in some cases, where its mutable property is not an issue, to avoid a copy of the dictionary.",
        "reworded": ("In some cases where its mutable property is not an issue, dictproxy can still be useful for avoiding a copy of the dictionary.", "word order; 'to avoid' -> 'for avoiding'"),
        "paraphrase": ("Where it does not matter that a dictproxy is mutable, it can sometimes help by sparing a copy of the dictionary.", "free rewording; 'in some cases' -> 'sometimes'"),
        "contradiction": ("dictproxy cannot help avoid a copy of the dictionary, even in cases where its mutable property is not an issue.", "[negation] can be useful -> cannot help"),
        "overclaim": ("dictproxy should be used whenever a copy of a dictionary needs to be avoided.", "condition (mutability not an issue) and 'in some cases' dropped; can -> should"),
        "added": ("dictproxy can be useful to avoid a copy of the dictionary where mutability is not an issue, which matters most for very large dictionaries.", "adds a consequence about large dictionaries not stated"),
    },
]
