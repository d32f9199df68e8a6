DOC = "rust-rfcs/3984-libs-team-refactor.md"
TITLE = "RFC 3984"
HEADING = "RFC 3984: Library team refactor"
S = [
    ("Furthermore, the libs-contributors team now numbers 20 members, alongside auxiliary teams that strongly overlap in responsibilities such as crate-maintainers.", [
        ("reworded", "In addition, the libs-contributors team now has 20 members, alongside auxiliary teams such as crate-maintainers whose responsibilities strongly overlap.", "numbers -> has, clause reordered"),
        ("paraphrase", "The libs-contributors team has reached 20 members, and there are also auxiliary teams, like crate-maintainers, with heavily overlapping responsibilities.", "free rewording"),
        ("contradiction", "Furthermore, the libs-contributors team now numbers 12 members, alongside auxiliary teams such as crate-maintainers that strongly overlap in responsibilities.", "[number] 20 -> 12 members"),
        ("overclaim", "The libs-contributors team now numbers 20 members, alongside auxiliary teams such as crate-maintainers that have exactly the same responsibilities.", "strongly overlap -> exactly the same"),
        ("added", "Furthermore, the libs-contributors team now numbers 20 members, up from 8 in 2021, alongside auxiliary teams such as crate-maintainers that strongly overlap in responsibilities.", "added history: up from 8 in 2021"),
    ]),
    ("After some member of libs has been inactive for at least twelve months, they may be asked if they wish to remain on the team; otheriwse, they may be moved into alumni, with privileges revoked.", [
        ("reworded", "Once a libs member has been inactive for at least twelve months, they may be asked whether they wish to remain on the team; otherwise they may be moved into alumni and have their privileges revoked.", "light rewording, typo dropped"),
        ("paraphrase", "A libs member who has been inactive for twelve months or more may be asked whether they want to stay; failing that, they may become an alum and lose their privileges.", "free rewording, keeps 'may'"),
        ("contradiction", "After some member of libs has been inactive for at least six months, they may be asked if they wish to remain on the team.", "[number] twelve -> six months"),
        ("overclaim", "Any libs member who has been inactive for twelve months will automatically be moved into alumni, with privileges revoked.", "may -> will automatically; dropped the asking step"),
        ("added", "After a libs member has been inactive for at least twelve months, they may be asked if they wish to remain; otherwise, following a libs-fcp vote, they may be moved into alumni with privileges revoked.", "added step: libs-fcp vote"),
    ]),
    ("Members of libs-fcp should regularly review proposals with outstanding FCP proposals or which are in FCP.", [
        ("reworded", "Libs-fcp members should regularly review proposals that have outstanding FCP proposals or that are in FCP.", "light rewording"),
        ("paraphrase", "People on libs-fcp are expected to look over, on a regular basis, proposals that are in FCP or have an FCP proposed.", "free rewording"),
        ("contradiction", "Members of libs-fcp are not expected to review proposals that are in FCP or have outstanding FCP proposals.", "[negation] should regularly review -> not expected to review"),
        ("overclaim", "Members of libs-fcp must review every single proposal that is in FCP or has an outstanding FCP proposal.", "should regularly -> must, every single"),
        ("added", "Members of libs-fcp should regularly review proposals with outstanding FCP proposals or which are in FCP, using a shared dashboard maintained by the team leads.", "added tool: shared dashboard"),
    ]),
    ("If an FCP appears unresolvably deadlocked due to blocking concerns from non-libs-fcp members, libs-fcp consensus may overrule those concerns.", [
        ("reworded", "Libs-fcp consensus may overrule blocking concerns from non-libs-fcp members if an FCP appears unresolvably deadlocked because of them.", "clauses reordered"),
        ("paraphrase", "When blocking concerns raised by people outside libs-fcp seem to leave an FCP hopelessly deadlocked, a consensus of libs-fcp can override them.", "free rewording"),
        ("contradiction", "If an FCP appears unresolvably deadlocked due to blocking concerns from libs-fcp members, consensus among non-libs-fcp members may overrule those concerns.", "[roles] libs-fcp and non-libs-fcp swapped"),
        ("overclaim", "Libs-fcp consensus may overrule any blocking concern raised by non-libs-fcp members at any time.", "dropped deadlock condition"),
        ("added", "If an FCP appears unresolvably deadlocked due to blocking concerns from non-libs-fcp members, libs-fcp consensus may overrule those concerns after notifying the Leadership Council.", "added step: notify Leadership Council"),
    ]),
]
