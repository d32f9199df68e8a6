DOC = "rust-rfcs/2333-prior-art.md"
NAME = "RFC 2333"
HEADING = "RFC 2333: Prior art section in the RFC template"
S = [
("Adds a *Prior art* section to the RFC template where RFC authors may discuss the experience of other programming languages and their communities with respect to what is being proposed.", [
 ("reworded", "RFC 2333 adds a Prior art section to the RFC template, where RFC authors may discuss the experience other programming languages and their communities have had with what is being proposed.", "subject added, markup dropped"),
 ("paraphrase", "The RFC template gains a Prior art section in which authors can describe what other programming languages and their communities have experienced with the thing being proposed.", "free rewording; kept 'may' as 'can'"),
 ("contradiction", "Removes the Prior art section from the RFC template, where authors used to discuss other programming languages' experience with what is being proposed.", "direction: adds -> removes"),
 ("overclaim", "Adds a Prior art section to the RFC template in which RFC authors must discuss the experience of other programming languages with what is being proposed.", "may -> must"),
 ("added", "Adds a Prior art section to the RFC template where RFC authors may discuss other languages' experience with what is being proposed, a change first suggested on the Rust internals forum.", "added origin: internals forum"),
]),
("This RFC argues that the risk of this is small, and that with a clear textual instruction in the RFC template, we can reduce it even further.", [
 ("reworded", "RFC 2333 argues that this risk is small and that a clear textual instruction in the RFC template can reduce it even further.", "'this RFC' -> 'RFC 2333', passive"),
 ("paraphrase", "According to the RFC, this is only a small risk, and clear wording in the RFC template can shrink it further still.", "free rewording"),
 ("contradiction", "This RFC argues that the risk of this is small, but that a clear textual instruction in the RFC template cannot reduce it any further.", "negation: can reduce -> cannot reduce"),
 ("overclaim", "This RFC argues that a clear textual instruction in the RFC template eliminates this risk entirely.", "reduce -> eliminate"),
 ("added", "This RFC argues that the risk is small and that a clear textual instruction in the RFC template, reviewed each year by the core team, can reduce it further.", "added: yearly core team review"),
]),
("To not drive readers away or be attention stealing from the main contributions of a paper, it is usually recommended that this section be placed near the end of papers.", [
 ("reworded", "So as not to drive readers away or steal attention from the main contributions of a paper, it is usually recommended that this section be placed near the end of papers.", "synonyms"),
 ("paraphrase", "Papers are usually advised to put this section near the end, so that it neither drives readers away nor distracts from their main contributions.", "free rewording; kept 'usually'"),
 ("contradiction", "To avoid stealing attention from the main contributions of a paper, it is usually recommended that this section be placed near the beginning of papers.", "direction: end -> beginning"),
 ("overclaim", "To avoid stealing attention from a paper's main contributions, this section is always placed at the end of papers.", "usually recommended -> always placed"),
 ("added", "To avoid driving readers away or stealing attention from a paper's main contributions, it is usually recommended that this section be placed near the end, as the ACM style guide requires.", "added: ACM style guide"),
]),
("To the RFC authors knowledge, no other mainstream programming language features a section such as this.", [
 ("reworded", "As far as the RFC authors know, no other mainstream programming language has a section like this.", "synonyms"),
 ("paraphrase", "The RFC authors are not aware of any other mainstream programming language that features a section of this kind.", "free rewording; kept the knowledge hedge"),
 ("contradiction", "To the RFC authors' knowledge, two other mainstream programming languages feature a section such as this.", "number: none -> two"),
 ("overclaim", "No other mainstream programming language features a section such as this.", "dropped 'to the authors' knowledge'"),
 ("added", "To the RFC authors' knowledge, no other mainstream programming language features a section like this, although several academic conferences require one.", "added: academic conferences require one"),
]),
]
