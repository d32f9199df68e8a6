DOC = "python-peps/pep-0588.rst"
HEADING = "PEP 588: GitHub Issues Migration Plan"
S = [
 ("Having a professional project manager to handle the migration, similar to how the Warehouse project was managed, would help ensure the success of this project.", [
  ("reworded", "A professional project manager handling the migration, similar to the way the Warehouse project was managed, would help ensure that this project succeeds.", "reordered, 'success' -> 'succeeds'"),
  ("paraphrase", "PEP 588 suggests that bringing in a professional project manager for the migration, as was done with Warehouse, would help the project succeed.", "free rewording, hedge 'would help' kept"),
  ("contradiction", "Having a professional project manager handle the migration, similar to how the Roundup project was managed, would help ensure the success of this project.", "[swap] Warehouse -> Roundup"),
  ("overclaim", "Having a professional project manager handle the migration, as was done for the Warehouse project, would guarantee the success of this project.", "'would help ensure' -> 'would guarantee'"),
  ("added", "Having a professional project manager, funded by the PSF, handle the migration as was done for Warehouse would help ensure the success of this project.", "added 'funded by the PSF'"),
 ]),
 ("If the issue creator did not supply the above headers, the bot will apply the ``needs triage`` label.", [
  ("reworded", "If an issue creator does not supply the template headers described above, the bot will apply the needs triage label.", "tense changed, markup dropped"),
  ("paraphrase", "Issues filed without the expected template headers get the needs triage label from the bot.", "condition turned into a relative clause"),
  ("contradiction", "If the issue creator did not supply the template headers described above, the bot will apply the type-behavior label.", "[swap] needs triage label -> type-behavior label"),
  ("overclaim", "The bot will apply the needs triage label to every newly created issue.", "dropped the condition on missing headers"),
  ("added", "If the issue creator did not supply the template headers, the bot will apply the needs triage label and post a comment asking the creator to add them.", "added a bot comment to the creator"),
 ]),
 ("The notification can be in the form of email notification, or @-mention on GitHub.", [
  ("reworded", "The notification can take the form of an email notification or an @-mention on GitHub.", "light rewording"),
  ("paraphrase", "Experts could be alerted either by email or by being @-mentioned on GitHub.", "free rewording, 'can' kept as 'could'"),
  ("contradiction", "The notification can only be an email notification; an @-mention on GitHub is not an option.", "[negation] @-mention option negated"),
  ("overclaim", "The notification will always be sent both as an email and as an @-mention on GitHub.", "'can be ... or' -> 'will always ... both'"),
  ("added", "The notification can be an email notification, an @-mention on GitHub, or a direct message on Discourse.", "added a Discourse option to the list"),
 ]),
 ("It took up five core\ndevelopers' time to investigate and manually check the CLA, causing\nconfusion.", [
  ("reworded", "Investigating and manually checking the CLA took up the time of five core developers and caused confusion.", "reordered, subject changed"),
  ("paraphrase", "Five core developers had to spend time looking into the case and checking the CLA by hand, which led to confusion.", "free rewording"),
  ("contradiction", "It took up three core developers' time to investigate and manually check the CLA, causing confusion.", "[number] five -> three"),
  ("overclaim", "Contributors without a GitHub account routinely take up five core developers' time to investigate and manually check the CLA.", "one case generalised to 'routinely'"),
  ("added", "It took up five core developers' time to investigate and manually check the CLA, causing confusion and delaying the patch by several weeks.", "added a delay of several weeks"),
 ]),
]
