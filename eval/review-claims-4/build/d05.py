DOC = "python-peps/pep-0305.rst"
NAME = "PEP 305"
HEADING = "PEP 305: CSV file API"
S = [
("Often, CSV files are formatted simply enough that you can get by reading them line-by-line and splitting on the commas which delimit the fields.", [
 ("reworded", "CSV files are often formatted simply enough that you can get by reading them line by line and splitting on the commas that delimit the fields.", "word order, 'which' -> 'that'"),
 ("paraphrase", "Many CSV files are simple enough that reading them one line at a time and splitting on the delimiting commas will do.", "free rewording; kept 'often' as 'many'"),
 ("contradiction", "CSV files are rarely formatted simply enough that you can get by reading them line by line and splitting on the commas.", "direction: often -> rarely"),
 ("overclaim", "CSV files are always formatted simply enough that you can read them line by line and split on the delimiting commas.", "often -> always"),
 ("added", "Often, CSV files are formatted simply enough that you can read them line by line and split on the commas, particularly when they were exported from a database.", "added condition: exported from a database"),
]),
("More of a problem may be that they interpret some of the CSV corner cases differently, so even after surmounting the differences between the different module APIs, the programmer has to also deal with semantic differences between the packages.", [
 ("reworded", "A bigger problem may be that they interpret some CSV corner cases differently, so even after overcoming the differences between the module APIs, the programmer also has to deal with semantic differences between the packages.", "synonyms"),
 ("paraphrase", "A possibly bigger issue is that the modules treat some CSV corner cases differently, so programmers face semantic differences between the packages even after getting past their differing APIs.", "free rewording; kept 'may' and 'some'"),
 ("contradiction", "The existing modules interpret the CSV corner cases in the same way, so once their API differences are surmounted the programmer has no semantic differences to deal with.", "negation: differently -> the same way"),
 ("overclaim", "The existing CSV modules interpret all of the CSV corner cases differently, so programmers must deal with semantic differences between the packages.", "some -> all; dropped 'may'"),
 ("added", "A bigger problem may be that they interpret some CSV corner cases differently, such as fields with embedded newlines, so programmers must also deal with semantic differences between the packages.", "added example: embedded newlines"),
]),
("Dialects will generally be named after applications or organizations which define specific sets of format constraints.", [
 ("reworded", "Dialects will generally be named after the applications or organizations that define specific sets of format constraints.", "'which' -> 'that'"),
 ("paraphrase", "As a rule, a dialect takes its name from an application or organization that defines a particular set of format constraints.", "free rewording; kept 'generally' as 'as a rule'"),
 ("contradiction", "Dialects will generally be named after the delimiter characters they use rather than after applications or organizations.", "swap: applications/organizations -> delimiter characters"),
 ("overclaim", "Dialects are always named after the applications or organizations that define specific sets of format constraints.", "generally -> always"),
 ("added", "Dialects will generally be named after applications or organizations that define specific sets of format constraints, and dialect names are matched case-insensitively.", "added: case-insensitive names"),
]),
("Other details of how Excel generates CSV files would be handled automatically because of the reference to the \"excel\" dialect.", [
 ("reworded", "Because of the reference to the \"excel\" dialect, other details of how Excel generates CSV files would be handled automatically.", "clause order"),
 ("paraphrase", "Referring to the \"excel\" dialect means the remaining details of how Excel produces CSV files are taken care of automatically.", "free rewording"),
 ("contradiction", "Other details of how Excel generates CSV files would still have to be specified by hand, despite the reference to the \"excel\" dialect.", "negation: handled automatically -> specified by hand"),
 ("overclaim", "Because of the reference to the \"excel\" dialect, the details of how every version of Excel generates CSV files would be handled automatically.", "scope widened: Excel 97/2000 dialect -> every Excel version"),
 ("added", "Other details of how Excel generates CSV files, including its byte order mark, would be handled automatically because of the reference to the \"excel\" dialect.", "added item: byte order mark"),
]),
]
