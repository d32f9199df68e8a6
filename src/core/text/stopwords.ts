// Function words that carry no content. Negations, quantifiers and modal verbs are deliberately NOT
// stopwords: "not", "all", "only", "may" change what a sentence asserts, so they stay visible.

const WORDS = `a an the and or but if then else so as of at by for from in into onto on off out over under to up down
with within without about above below between among through during before after since until while upon via per
is am are was were be been being has have had having do does did doing done
i me my mine myself we us our ours ourselves you your yours yourself yourselves he him his himself she her hers herself
it its itself they them their theirs themselves one's
this that these those there here where when which who whom whose what why how
also just than too very such own same other another each either
s t d ll m re ve o y 's 're 've 'd 'll 'm
let lets let's it's that's there's here's what's who's i'm i've i'd i'll we're we've we'd we'll you're you've you'd you'll
he's she's they're they've they'd they'll
again further once et al etc cf viz eg ie`;

export const STOPWORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
