DOC = "python-peps/pep-0317.rst"
HEADING = "PEP 317: Eliminate implicit exception instantiation"
S = [
 ("It is assumed that removing string exceptions will be uncontroversial,\nsince it has been intended since at least Python 1.5, when the\nstandard exception types were changed to classes [1]_.", [
  ("reworded", "Removing string exceptions is assumed to be uncontroversial, since it has been intended since at least Python 1.5, when the standard exception types were changed to classes.", "passive, citation dropped"),
  ("paraphrase", "PEP 317 assumes nobody will object to dropping string exceptions, as that has been the intention since Python 1.5 or earlier, when the standard exceptions became classes.", "free rewording, 'at least' kept as 'or earlier'"),
  ("contradiction", "It is assumed that removing string exceptions will be uncontroversial, since it has been intended only since Python 2.2, when the standard exception types were changed to classes.", "[number] since at least 1.5 -> only since 2.2"),
  ("overclaim", "Removing string exceptions is uncontroversial, since it has been intended since at least Python 1.5, when the standard exception types were changed to classes.", "'it is assumed ... will be' -> stated as fact"),
  ("added", "Removing string exceptions is assumed to be uncontroversial, since it has been intended since at least Python 1.5, and no core developer has objected to it since then.", "added 'no core developer has objected'"),
 ]),
 ("The third warning is issued when a ``raise`` statement with three\nexpressions is compiled.", [
  ("reworded", "A raise statement with three expressions triggers the third warning when it is compiled.", "active/passive swapped"),
  ("paraphrase", "The third of the new warnings fires at compile time for any raise statement that has three expressions.", "free rewording"),
  ("contradiction", "The third warning is issued when a raise statement with three expressions is executed.", "[swap] compiled -> executed"),
  ("overclaim", "The third warning is issued whenever any raise statement is compiled.", "dropped 'with three expressions'"),
  ("added", "The third warning is issued when a raise statement with three expressions is compiled, and its message includes the line number of the offending statement.", "added a line number in the message"),
 ]),
 ("Code which instantiates implicitly would incur a large cost: timing\ntrials indicate that issuing a warning (whether it is suppressed or\nnot) takes about five times more time than simply instantiating,\nraising, and catching an exception.", [
  ("reworded", "Code that instantiates implicitly would incur a large cost, as timing trials indicate that issuing a warning, suppressed or not, takes about five times longer than simply instantiating, raising, and catching an exception.", "light rewording"),
  ("paraphrase", "Implicitly instantiating code would pay heavily, since timing trials suggest that a warning, even a suppressed one, costs roughly five times as much as creating, raising and catching an exception.", "free rewording, 'about' kept as 'roughly'"),
  ("contradiction", "Code which instantiates implicitly would incur a large cost: timing trials indicate that issuing a warning takes about twice as much time as instantiating, raising, and catching an exception.", "[number] five times -> twice"),
  ("overclaim", "Timing trials prove that issuing a warning always takes exactly five times as long as instantiating, raising, and catching an exception.", "'indicate'/'about' -> 'prove'/'exactly'"),
  ("added", "Timing trials on Linux indicate that issuing a warning, suppressed or not, takes about five times more time than instantiating, raising, and catching an exception.", "added 'on Linux'"),
 ]),
 ("A small minority of respondents were in favour of the proposal, but\nthe dominant response was that any such migration would be costly\nout of proportion to the putative benefit.", [
  ("reworded", "A small minority of respondents favoured the proposal, but the dominant response was that any such migration would be costly out of proportion to its putative benefit.", "'were in favour of' -> 'favoured'"),
  ("paraphrase", "Only a few respondents supported PEP 317; most felt that any such migration would cost far more than its supposed benefit justified.", "free rewording"),
  ("contradiction", "A majority of respondents were in favour of the proposal, while a small minority felt any such migration would be costly out of proportion to the benefit.", "[roles] minority and dominant response swapped"),
  ("overclaim", "A small minority of respondents favoured the proposal, but every other respondent held that any such migration would be costly out of proportion to the benefit.", "'dominant response' -> 'every other respondent'"),
  ("added", "A small minority of respondents, mostly educators, were in favour of the proposal, but the dominant response was that migration would be disproportionately costly.", "added 'mostly educators'"),
 ]),
]
