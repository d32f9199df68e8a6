DOC = "python-peps/pep-0708.rst"
TITLE = "PEP 708: Extending the Repository API to Mitigate Dependency Confusion Attacks"
SENTS = [
    {
        "src": "After three years in the provisionally accepted state, the PEP has been\n**rejected**, because the required conditions for acceptance were\nnever met.",
        "reworded": ("PEP 708 has been rejected after three years in the provisionally accepted state, because the conditions required for acceptance were never met.", "'the PEP' -> PEP 708; bold dropped"),
        "paraphrase": ("Having spent three years provisionally accepted, PEP 708 was finally turned down since its acceptance conditions were never fulfilled.", "free rewording"),
        "contradiction": ("After two years in the provisionally accepted state, PEP 708 was rejected because the required conditions for acceptance were never met.", "[number] three years -> two years"),
        "overclaim": ("PEP 708 was rejected because its conditions were never met, which means the repository API will never gain any protection against dependency confusion.", "rejection of this PEP -> no protection will ever be added"),
        "added": ("PEP 708 was rejected after three years of provisional acceptance because its conditions were never met, chiefly because nobody volunteered to implement it in pip.", "adds a cause (no pip volunteer) not stated"),
    },
    {
        "src": "On its own, this PEP does not solve dependency confusion attacks, but what it\ndoes do is provide enough information so that installers can prevent them\nwithout causing too much collateral damage to otherwise valid and safe use\ncases.",
        "reworded": ("PEP 708 does not by itself solve dependency confusion attacks, but it provides enough information for installers to prevent them without too much collateral damage to otherwise valid and safe use cases.", "'this PEP' -> PEP 708; light rewording"),
        "paraphrase": ("Rather than defeating dependency confusion alone, PEP 708 supplies installers with the information they need to block such attacks while doing limited harm to legitimate, safe setups.", "free rewording"),
        "contradiction": ("On its own, PEP 708 solves dependency confusion attacks by giving installers enough information to prevent them.", "[negation] does not solve on its own -> solves on its own"),
        "overclaim": ("PEP 708 gives installers enough information to prevent dependency confusion attacks without any collateral damage to valid use cases.", "'without too much' -> without any"),
        "added": ("PEP 708 does not solve dependency confusion alone, but it gives installers enough information to prevent it at the cost of one extra HTTP request per project.", "adds a per-project request cost; not stated"),
    },
    {
        "src": "It **MUST** be under the control of the repository operators themselves, not\n  any individual publisher using that repository.",
        "reworded": ("The Tracks metadata MUST be under the control of the repository operators themselves, not of any individual publisher using that repository.", "'It' resolved to the Tracks metadata; bold dropped"),
        "paraphrase": ("Control over a repository's tracks metadata is required to rest with the people operating the repository, never with an individual publisher who uploads to it.", "free rewording; MUST kept as 'is required'"),
        "contradiction": ("The Tracks metadata MUST be under the control of the individual publishers using a repository, not the repository operators.", "[roles] operators and publishers swapped"),
        "overclaim": ("Individual publishers must have no influence at all over a repository's Tracks metadata, not even by asking the operators to change it.", "'not under publisher control' -> no influence even by request"),
        "added": ("The Tracks metadata MUST be under the control of repository operators rather than publishers, and every change to it must be logged for auditing.", "adds an audit-log requirement not stated"),
    },
    {
        "src": "We've spent 15+ years educating users that the ordering of repositories being\n  specified is not meaningful, and they effectively have an undefined order.",
        "reworded": ("Users have been taught for more than 15 years that the order in which repositories are specified is not meaningful and that they effectively have an undefined order.", "passive; '15+' -> 'more than 15'"),
        "paraphrase": ("For upwards of fifteen years the message to users has been that listing repositories in a particular sequence means nothing, because their order is effectively undefined.", "free rewording"),
        "contradiction": ("The pip maintainers spent only about five years educating users that the order of repositories is not meaningful and effectively undefined.", "[number] 15+ years -> only about five"),
        "overclaim": ("Every pip user now knows that the order of repositories is not meaningful, thanks to 15+ years of education.", "'spent years educating' -> every user knows"),
        "added": ("We've spent 15+ years teaching users that repository order is meaningless, mainly through pip's documentation and its --extra-index-url help text.", "adds how users were taught; not stated"),
    },
]
