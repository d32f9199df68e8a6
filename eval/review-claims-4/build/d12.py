DOC = "python-peps/pep-8002.rst"
NAME = "PEP 8002"
HEADING = "PEP 8002: Open source governance survey"
S = [
("After 10 days the RFC is *merged* unless any new blocking concerns are raised by team members.", [
 ("reworded", "Unless team members raise any new blocking concerns, the RFC is merged after 10 days.", "clause order, active voice"),
 ("paraphrase", "Provided no team member raises a new blocking concern, a Rust RFC gets merged once 10 days have passed.", "free rewording"),
 ("contradiction", "After 14 days the RFC is merged unless any new blocking concerns are raised by team members.", "number: 10 -> 14 days"),
 ("overclaim", "After 10 days the RFC is merged automatically.", "dropped 'unless new blocking concerns are raised'"),
 ("added", "After 10 days the RFC is merged unless team members raise new blocking concerns, and the merge is announced in the This Week in Rust newsletter.", "added: announced in This Week in Rust"),
]),
("Anyone may review any patch and provide technical feedback, but ultimately two core reviewers for a team are needed to approve most changes (exceptions are often made for trivial changes such as typos or for fixes that unblock the CI gating system).", [
 ("reworded", "Anyone may review any patch and give technical feedback, but two core reviewers for a team are ultimately needed to approve most changes, with exceptions often made for trivial changes like typos or fixes that unblock the CI gating system.", "synonyms, parenthesis folded in"),
 ("paraphrase", "In OpenStack anybody can review a patch and offer technical feedback, yet most changes need approval from two of the team's core reviewers, though typo fixes and fixes that unblock the CI gate are often exempted.", "free rewording; kept 'most' and 'often'"),
 ("contradiction", "Anyone may review any patch and provide technical feedback, but ultimately three core reviewers for a team are needed to approve most changes.", "number: two -> three core reviewers"),
 ("overclaim", "Two core reviewers for a team are needed to approve most changes, and trivial changes such as typo fixes are always exempt from this rule.", "often -> always"),
 ("added", "Anyone may review any patch, but two core reviewers for a team are needed to approve most changes, and one of those reviewers must work for a different company.", "added: reviewer from a different company"),
]),
("The Steering Council may make decisions when regular community discussion doesn't produce consensus on an issue in a reasonable time frame.", [
 ("reworded", "When regular community discussion does not produce consensus on an issue within a reasonable time frame, the Steering Council may make decisions.", "clause order, contraction expanded"),
 ("paraphrase", "If ordinary community discussion fails to reach consensus on an issue in reasonable time, Jupyter's Steering Council is permitted to decide it.", "free rewording; kept 'may'"),
 ("contradiction", "The community may make decisions when Steering Council discussion doesn't produce consensus on an issue in a reasonable time frame.", "roles: Steering Council <-> community"),
 ("overclaim", "The Steering Council must make the decision whenever community discussion doesn't produce consensus in a reasonable time frame.", "may -> must"),
 ("added", "The Steering Council may make decisions when community discussion doesn't produce consensus in a reasonable time frame, after first consulting the Institutional Partners.", "added: consults Institutional Partners"),
]),
("Decisions made by CVPs are generally arbitrary and final, though they typically will provide their rationale.", [
 ("reworded", "Decisions by CVPs are generally arbitrary and final, although CVPs will typically provide their rationale.", "minor wording"),
 ("paraphrase", "A CVP's decision is usually arbitrary and final, but CVPs tend to give the reasoning behind it.", "free rewording; kept 'generally' and 'typically'"),
 ("contradiction", "Decisions made by CVPs are generally arbitrary and final, and CVPs typically do not provide their rationale.", "negation: will provide -> do not provide"),
 ("overclaim", "Decisions made by CVPs are always final, and CVPs always provide their rationale.", "generally/typically -> always"),
 ("added", "Decisions made by CVPs are generally arbitrary and final, though they typically provide their rationale in a written memo to the affected teams.", "added: written memo"),
]),
]
