DOC = "rust-rfcs/2689-compiler-team-contributors.md"
HEADING = "RFC 2689: Compiler team contributors"
S = [
 ("Apart from these administrative re-reviews, the expectation is that\npeople with r+ privileges will begin by reviewing only simple PRs from\nparts of the compiler that they understand well.", [
  ("reworded", "Aside from these administrative re-reviews, people with r+ privileges are expected to begin by reviewing only simple PRs from parts of the compiler that they understand well.", "light rewording"),
  ("paraphrase", "Other than re-approving rebased PRs, new r+ holders are expected to start out with easy PRs in areas of the compiler they know well.", "free rewording"),
  ("contradiction", "Apart from administrative re-reviews, people with r+ privileges are expected to begin by reviewing complex PRs from parts of the compiler they understand well.", "[direction] 'simple' -> 'complex'"),
  ("overclaim", "People with r+ privileges are required to begin by reviewing only simple PRs from parts of the compiler that they understand well.", "expectation turned into a requirement"),
  ("added", "Apart from administrative re-reviews, people with r+ privileges are expected to begin by reviewing only simple PRs, typically for their first three months.", "added 'first three months'"),
 ]),
 ("We do not require all team members to send e-mail, as historically\nthese decisions are not particularly controversial.", [
  ("reworded", "Not all team members are required to send e-mail, because historically these decisions have not been particularly controversial.", "active -> passive"),
  ("paraphrase", "Since promotion decisions have historically been fairly uncontroversial, there is no requirement that every team member send an e-mail.", "free rewording"),
  ("contradiction", "All team members are required to send e-mail, because historically these decisions have been particularly controversial.", "[negation] 'do not require' -> 'are required'"),
  ("overclaim", "Team members do not all need to send e-mail because these promotion decisions are never controversial.", "'historically not particularly' -> 'never'"),
  ("added", "We do not require all team members to send e-mail, as these decisions are historically not particularly controversial and are usually settled within a week.", "added 'settled within a week'"),
 ]),
 ("If they respond yes or do not respond, they can be placed on\nalumni status.", [
  ("reworded", "An inactive contributor or member who responds yes, or who does not respond, can be placed on alumni status.", "context named, reordered"),
  ("paraphrase", "Inactive people who agree, or who never reply, may be moved to alumni status.", "free rewording, 'can' kept as 'may'"),
  ("contradiction", "If they do not respond, they cannot be placed on alumni status; only those who respond yes can.", "[negation] non-responders excluded"),
  ("overclaim", "If they respond yes or do not respond, they will be placed on alumni status.", "'can be' -> 'will be'"),
  ("added", "If they respond yes or do not respond within 30 days, they can be placed on alumni status.", "added a 30-day deadline"),
 ]),
 ("The compiler team has always drawn a distinction between r+\nprivileges, which were granted relatively easily, and full team\nmembership.", [
  ("reworded", "The compiler team has always distinguished between r+ privileges, which were granted relatively easily, and full team membership.", "'drawn a distinction' -> 'distinguished'"),
  ("paraphrase", "Historically the compiler team has kept r+ rights, handed out fairly readily, separate from full team membership.", "free rewording"),
  ("contradiction", "The compiler team has always drawn a distinction between full team membership, which was granted relatively easily, and r+ privileges.", "[roles] r+ and full membership swapped"),
  ("overclaim", "The compiler team has always granted r+ privileges to anyone who asked, while keeping full team membership separate.", "'relatively easily' -> 'to anyone who asked'"),
  ("added", "The compiler team has always distinguished r+ privileges, granted relatively easily, from full team membership, which required a unanimous vote.", "added a unanimous-vote requirement"),
 ]),
]
