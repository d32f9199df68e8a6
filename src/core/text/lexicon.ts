// Word lists shared by the modality gate and the verifier. Entries are lowercase surface forms;
// multi-word entries are matched as phrases on normalised text.

/**
 * High-risk predicates and quantifiers, grouped by the relation they assert. A claim using one is
 * supported only by a span that asserts the same relation (same group), never by a weaker one.
 */
export const STRONG_RELATIONS: Record<string, readonly string[]> = {
  replace: ['replaces', 'replace', 'replaced', 'replacing', 'supersedes', 'supersede', 'superseded', 'makes obsolete', 'make obsolete', 'made obsolete', 'renders obsolete', 'obsoletes'],
  eliminate: ['eliminates', 'eliminate', 'eliminated', 'eliminating', 'removes all', 'eradicates', 'eradicate', 'prevents all', 'rules out'],
  prove: ['proves', 'prove', 'proved', 'proven', 'demonstrates conclusively', 'establishes'],
  solve: ['solves', 'solve', 'solved', 'fixes', 'resolves'],
  guarantee: ['guarantees', 'guarantee', 'guaranteed', 'ensures', 'ensure', 'ensured'],
  always: ['always', 'invariably', 'in every case', 'without exception'],
  never: ['never', 'in no case'],
  all: ['all', 'every', 'everyone', 'everything', 'entirely', 'completely', 'fully'],
  none: ['none', 'no one', 'nothing'],
  only: ['only', 'sole', 'solely', 'exclusively', 'on its own', 'on their own', 'by itself', 'by themselves'],
  first: ['first', 'pioneered', 'pioneers', 'the first'],
  best: ['best', 'state-of-the-art', 'state of the art', 'outperforms all', 'unmatched', 'unrivalled', 'superior'],
  single: ['single', 'unified', 'one architecture'],
  // a judgement of degree ("predict too much warming") is the claim's, unless the span makes it too
  excess: ['too much', 'too many', 'too high', 'excessive', 'excessively', 'overly'],
  deficit: ['too little', 'too few', 'too low'],
  // a place or scope set apart ("valid outside class contexts"), which a span's "in", "under" or "only in" does not say
  outside: ['outside', 'outside of', 'beyond'],
};

/** Weaker relations a source often states where a draft overclaims: the basis of repairs. */
export const WEAK_RELATIONS: readonly string[] = [
  'complements', 'complement', 'complementary', 'reduces', 'reduce', 'reduced', 'lowers', 'mitigates', 'mitigate',
  'can help', 'helps', 'help', 'may', 'might', 'can', 'could', 'supports', 'assists', 'improves', 'improve',
  'contributes', 'suggests', 'indicates', 'partially', 'some', 'often', 'usually', 'typically', 'in part',
];

export const NEGATIONS: readonly string[] = [
  'not', "n't", 'no', 'never', 'neither', 'nor', 'without', 'cannot', 'fails to', 'failed to', 'does not', 'did not', 'is not', 'are not', 'was not', 'were not',
  'fail to', 'failing to', 'unable to', 'impossible to', 'impossible for', 'none of', 'nobody', 'hardly ever', 'nothing', 'no one', 'no-one',
  // ("argued against using …", "recommends against adding …": a stance against the act denies it)
  // (not "warns against", "cautions against": advice, which a claim's "discourages" says too)
  // (also with "strongly" between, "spoken strongly against retaining …")
  ...['argue', 'recommend', 'advise', 'vote', 'decide', 'rule', 'advocate'].flatMap((verb) =>
    [verb, `${verb}s`, verb.endsWith('e') ? `${verb}d` : `${verb}ed`, `${verb.replace(/e$/, '')}ing`]).concat(['speak', 'speaks', 'spoke', 'spoken', 'speaking'])
    .flatMap((form) => [`${form} against`, `${form} strongly against`, `${form} unanimously against`, `${form} overwhelmingly against`]),
  // verbs that deny the act they govern ("refrains from inlining", "stops short of rewriting", "neglects to check",
  // "lacks any record of"; not "declines to", as often a fall to a figure, "declines to 3 ms"), and phrases that deny
  // what follows ("anything but final", "by no means", "far from complete")
  ...['refrain from', 'stop short of', 'neglect to', 'cease to'].flatMap((phrase) => {
    const [verb, ...rest] = phrase.split(' ');
    const tail = rest.join(' ');
    const stemmed = verb!.replace(/e$/, '');
    const past = verb === 'stop' ? 'stopped' : verb!.endsWith('e') ? `${verb}d` : `${verb}ed`;
    return [verb!, `${verb}s`, past, verb === 'stop' ? 'stopping' : `${stemmed}ing`].map((form) => `${form} ${tail}`);
  }),
  'lacks', 'lacked', 'lacking', 'devoid of', 'anything but', 'far from', 'by no means', 'in no way', 'nowhere',
  // nouns of being unable ("the inability to assign to it makes it covariant")
  'inability to', 'inability of', 'impossibility of', 'lack of', 'absence of', 'failure to', 'failures to',
  // a lost ability ("we lose the ability to change the layout")
  ...['lose', 'loses', 'lost', 'losing'].map((form) => `${form} the ability to`),
];

/**
 * Verbs that deny by their meaning ("stopped selling", "failed to", "lacks"): a statement with one of them may agree
 * with a span's "not", so no denial is read between them. Compared by stem.
 */
export const IMPLICIT_NEGATIVES: readonly string[] = [
  'stop', 'cease', 'quit', 'end', 'halt', 'fail', 'lack', 'lose', 'prevent', 'avoid', 'refuse', 'deny', 'reject', 'remove', 'drop',
  'abandon', 'ban', 'forbid', 'prohibit', 'exclude', 'omit', 'disable', 'deprecate', 'retire', 'discontinue', 'block', 'skip', 'ignore',
  'miss', 'withdraw', 'revoke', 'decline', 'rule', 'disallow', 'absent', 'without', 'instead', 'rather', 'neither', 'hardly', 'barely', 'rarely', 'seldom',
  'eliminate', 'outside',
];

/**
 * Verbs of directed change, the two directions of the "positive/negative regulation" relation: "X enhances Y" and
 * "X inhibits Y" say opposite things of Y. Compared by stem, so each entry stands for its inflections (and, where the
 * stemmer joins them, its noun: "inhibition"); a noun the stemmer keeps apart is listed too.
 */
export const DIRECTION_OF_CHANGE = {
  up: ['increase', 'enhance', 'promote', 'induce', 'induction', 'stimulate', 'activate', 'accelerate', 'exacerbate', 'upregulate',
    'elevate', 'boost', 'amplify', 'amplification', 'augment', 'facilitate', 'potentiate', 'strengthen', 'rise', 'grow'],
  down: ['decrease', 'reduce', 'reduction', 'inhibit', 'suppress', 'impair', 'attenuate', 'slow', 'diminish', 'downregulate',
    'impede', 'hinder', 'dampen', 'weaken', 'lower', 'fall', 'decline', 'drop', 'shrink'],
} as const;

/**
 * Opposites of words so common in technical prose ("adding new stdlibs" / "flags … need to be removed") that they clash
 * only with shared words on both sides of them in one clause: what a change does to a feature, a decision, a part
 * against the whole (compared by stem: "adds" / "removed").
 */
export const IN_PLACE_ANTONYMS: ReadonlyArray<readonly [string, string]> = [
  ['add', 'remove'], ['enable', 'disable'], ['accept', 'reject'], ['subset', 'superset'], ['easy', 'hard'],
  // (what is kept against what is taken out: "will be kept" / "will be removed")
  ['keep', 'remove'], ['retain', 'remove'], ['keep', 'drop'],
];

/** Pairs of opposite predicates listed one by one (stems after normalisation are compared by the verifier). */
export const LISTED_ANTONYMS: ReadonlyArray<readonly [string, string]> = [
  ['increase', 'decrease'], ['increases', 'decreases'], ['increased', 'decreased'],
  ['increase', 'reduce'], ['increases', 'reduces'], ['increased', 'reduced'], ['raises', 'reduces'], ['increases', 'lowers'],
  ['improve', 'worsen'], ['improves', 'worsens'], ['improved', 'worsened'], ['improves', 'degrades'], ['improve', 'degrade'],
  ['higher', 'lower'], ['more', 'fewer'], ['more', 'less'], ['larger', 'smaller'], ['faster', 'slower'],
  ['outperforms', 'underperforms'], ['outperform', 'underperform'], ['raises', 'lowers'], ['gain', 'loss'],
  ['succeeds', 'fails'], ['accurate', 'inaccurate'], ['better', 'worse'], ['includes', 'excludes'],
  ['supports', 'contradicts'], ['before', 'after'], ['monolingual', 'multilingual'],
  // verbs of change, comparatives and evaluative pairs (the verifier compares them by stem)
  ['raise', 'reduce'], ['rise', 'fall'], ['grow', 'shrink'], ['grow', 'fall'], ['grow', 'decline'],
  ['rise', 'decline'], ['increase', 'fall'], ['increase', 'drop'], ['rise', 'drop'], ['grow', 'drop'], ['gain', 'lose'],
  ['connected', 'disconnected'], ['over', 'under'], ['older', 'younger'],
  // opposites of technical prose that WordNet does not pair in the senses used ("is allowed" / "is forbidden", "eager" /
  // "lazy", "starts" / "stops")
  ['allow', 'forbid'], ['allows', 'forbids'], ['allowed', 'forbidden'], ['required', 'optional'], ['static', 'dynamic'],
  ['statically', 'dynamically'], ['local', 'remote'], ['locally', 'remotely'], ['strict', 'lenient'], ['strictly', 'leniently'],
  ['eager', 'lazy'], ['eagerly', 'lazily'],
  ['common', 'rare'], ['commonly', 'rarely'], ['sequential', 'parallel'], ['sequentially', 'concurrently'],
  ['start', 'stop'], ['starts', 'stops'], ['started', 'stopped'],
  ['like', 'unlike'], ['usually', 'rarely'], ['often', 'rarely'],
  ['continue', 'stop'], ['continues', 'stops'], ['continued', 'stopped'], ['changed', 'untouched'], ['changed', 'unchanged'],
  ['preserve', 'discard'], ['preserves', 'discards'], ['preserved', 'discarded'], ['outermost', 'innermost'], ['easier', 'harder'], ['easiest', 'hardest'], ['prepended', 'appended'],
  ['prepend', 'append'], ['recommended', 'discouraged'], ['encouraged', 'discouraged'], ['permitted', 'forbidden'],
  ['permits', 'forbids'], ['most', 'least'], ['major', 'minor'], ['well', 'poorly'], ['essential', 'unnecessary'],
  ['above', 'below'], ['earlier', 'later'], ['longer', 'shorter'], ['cheaper', 'costlier'], ['safer', 'riskier'],
  ['significant', 'insignificant'], ['positive', 'negative'], ['success', 'failure'],
  // where something holds: the spatial opposites, like before/after for time
  ['inside', 'outside'], ['within', 'outside'], ['internal', 'external'],
  ...IN_PLACE_ANTONYMS,
];

/** Every opposite pair: the listed ones, then every verb (or its noun) of change up against every one of change down. */
export const ANTONYMS: ReadonlyArray<readonly [string, string]> = [
  ...LISTED_ANTONYMS,
  ...DIRECTION_OF_CHANGE.up.flatMap((up) => DIRECTION_OF_CHANGE.down.map((down) => [up, down] as const)),
];

/**
 * Cues that a sentence is the author's opinion or evaluation: first-person stance, stance adverbs, subjective
 * (evaluative) adjectives, deontic modals and judgements of worth. A source cannot carry a taste.
 */
export const OPINION_CUES: readonly string[] = [
  'i think', 'i believe', 'i feel', 'in my view', 'in my opinion', 'to me', 'i find', 'i prefer', 'i like', 'i love', 'i hate',
  'we believe', 'we think', 'we feel', 'arguably', 'frankly', 'honestly', 'personally', 'beautiful', 'elegant', 'ugly',
  'delightful', 'annoying', 'wonderful', 'terrible', 'refreshing', 'disappointing', 'exciting', 'boring', 'imperfect',
  'honest', 'dishonest', 'overrated', 'underrated', 'fascinating', 'lovely', 'awful', 'brilliant', 'clumsy', 'silly',
  'pointless', 'tedious', 'frustrating', 'inspiring', 'admirable', 'charming', 'embarrassing', 'shameful', 'to my mind',
  'in my experience', 'strikes me', 'struck me', 'seems to me', 'to my eye', 'for my money',
  'should', 'ought to', 'must be taken seriously', 'worth reading', 'worth it', 'worth the', 'worth saving', 'deserves',
];

/** Cues that the author is naming or defining a term of their own. */
export const AUTHOR_DEFINED_CUES: readonly string[] = [
  'i call', 'we call', 'i define', 'we define', 'i will call', 'we will call', "i'll call", "we'll call", 'i use the term', 'we use the term',
  'i refer to', 'we refer to', 'i name', 'i coin', 'we coin', 'let us call', "let's call", 'i dub', 'i term', 'in this post', 'in this chapter',
  'in this essay', 'throughout this', 'by x i mean', 'i mean',
];

/**
 * Cues of the writer's own speculation: hedges a source would not use to state a finding ("perhaps", "I wonder",
 * "one day"). Epistemic modals alone ("may", "likely") are not among them: sources hedge their findings too.
 */
export const SPECULATIVE_CUES: readonly string[] = [
  'perhaps', 'maybe', 'possibly', 'i expect', 'we expect', 'i suspect', 'i wonder', 'i guess', 'i imagine', 'someday',
  'one day', 'imagine', 'what if', 'who knows',
];

/** Epistemic modals and probability words: a hedged statement, still a claim a source may carry (recorded as a cue). */
export const HEDGE_CUES: readonly string[] = [
  'might', 'may', 'could', 'probably', 'likely', 'unlikely', 'will likely', 'could eventually', 'in the future', 'it is possible',
];

/** Cues of interpretation: the author reading meaning into facts. */
export const INTERPRETIVE_CUES: readonly string[] = [
  'this suggests', 'this means', 'this shows that', 'in other words', 'the lesson', 'the point is', 'the point of', 'what matters',
  'the takeaway', 'i read this as', 'one way to read', 'this implies', 'seen this way', 'in effect', 'the real', 'the key idea',
  'that is why', "that's why", 'the upshot', 'put differently', 'taken together', 'the common thread',
  'reads like', 'read like', 'feels like', 'side by side', 'read together',
];

/** Causal connectives and verbs. */
export const CAUSAL_CUES: readonly string[] = [
  'because', 'causes', 'cause', 'caused', 'leads to', 'lead to', 'led to', 'results in', 'result in', 'resulted in', 'due to',
  'therefore', 'thus', 'hence', 'drives', 'produces', 'enables', 'prevents', 'reduces', 'increases', 'decreases', 'improves',
  'eliminates', 'replaces', 'makes', 'so that', 'as a result',
  'eliminated', 'replaced', 'reduced', 'increased', 'decreased', 'improved', 'prevented', 'enabled', 'produced', 'drove',
  'raises', 'raised', 'lowers', 'lowered', 'boosts', 'boosted', 'cuts', 'halves', 'halved', 'doubles', 'doubled', 'triggers',
  'triggered', 'contributes to', 'contributed to', 'worsens', 'worsened', 'degrades', 'degraded',
];

/** Comparative cues (comparatives themselves are also detected from -er + than). */
export const COMPARATIVE_CUES: readonly string[] = [
  'than', 'compared with', 'compared to', 'versus', 'vs', 'outperforms', 'underperforms', 'better', 'worse', 'faster', 'slower',
  'more accurate', 'less accurate', 'beats', 'exceeds', 'surpasses', 'lags', 'superior', 'inferior', 'relative to',
];

/** Definitional cues (a term defined by a source, not by the author). */
export const DEFINITIONAL_CUES: readonly string[] = [
  'is defined as', 'refers to', 'is a', 'is an', 'means', 'stands for', 'is the name', 'is called', 'are called', 'denotes',
];

/** Narrative / first-person process sentences that carry no evidence burden. */
export const NARRATIVE_CUES: readonly string[] = [
  'i wrote', 'i started', 'i spent', 'i ran', 'i tried', 'i pointed', 'i asked', 'i remember', 'last week', 'yesterday', 'this morning',
  'let me', "let's", 'next,', 'first,', 'in the next section', 'below', 'as we will see', 'this chapter', 'this section', 'here is',
  'here are', 'we now turn', 'i turn', 'i want to', 'we will', 'i will', 'this post', 'this article', 'this essay', 'this book',
  'this piece', 'this blog', 'this newsletter', 'this talk', 'in this piece', 'this document', 'this proposal', 'this page', 'this guide',
  'this tutorial', 'this note', 'this thread',
];

/** Joining phrases that make a claim a synthesis across sources/entities. */
export const SYNTHESIS_JOINS: readonly string[] = [
  'together', 'form a', 'forms a', 'combine', 'combined', 'taken together', 'jointly', 'single architecture', 'unified', 'compose',
  'composes', 'add up to', 'adds up to', 'converge', 'converges', 'all point to', 'share a', 'a single',
];

export function allStrongPredicates(): string[] {
  return Object.values(STRONG_RELATIONS).flat();
}

let groupByForm: Map<string, string> | undefined;
/** The relation group of a strong predicate surface form, or undefined. */
export function strongRelationOf(surface: string): string | undefined {
  if (!groupByForm) {
    groupByForm = new Map();
    // a form listed in two groups belongs to the first
    for (const [group, forms] of Object.entries(STRONG_RELATIONS)) for (const f of forms) if (!groupByForm.has(f)) groupByForm.set(f, group);
  }
  return groupByForm.get(surface.toLowerCase());
}

/**
 * Words a paraphrase may use for one another (compared by stem): common research verbs and nouns and the
 * abbreviations of units. Kept small: each group must hold words a careful reader would swap without changing
 * what the sentence asserts. Opposites never share a group.
 */
export const SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['monitor', 'track'], ['examine', 'inspect'], ['assess', 'evaluate'],
  ['reduce', 'lower', 'cut', 'decrease', 'fall', 'decline', 'drop'],
  ['increase', 'rise', 'grow', 'climb'],
  ['participant', 'respondent'], ['finding', 'result'], ['use', 'employ', 'utilise', 'utilize'], ['begin', 'start', 'commence'],
  ['average', 'mean'], ['buy', 'purchase'], ['large', 'big'], ['rapid', 'fast', 'quick'], ['physician', 'doctor'],
  ['km', 'kilometre', 'kilometer'], ['kg', 'kilogram', 'kilo'], ['cm', 'centimetre', 'centimeter'], ['mm', 'millimetre', 'millimeter'],
  ['ha', 'hectare'], ['metre', 'meter'], ['litre', 'liter'], ['yearly', 'annually', 'annual'],
  // (comparatives and superlatives of the same measure, and the same need, in other words)
  ['fewer', 'less'], ['needed', 'necessary'],
  // (adverbs of time and degree that say the same thing of when or how far)
  ['currently', 'presently'], ['eventually', 'ultimately'], ['initially', 'originally'], ['previous', 'earlier'],
  // (making a thing available, and holding it, in a README's or a specification's words: "offers a callback interface" is
  // "provides" one, "contains a type definition file" is "includes" one)
  ['provide', 'offer', 'supply'], ['contain', 'include'],
];

/** Frequencies that are different amounts of one measure: "monthly" is not "yearly". */
export const FREQUENCY_WORDS: readonly string[] = ['hourly', 'daily', 'weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly', 'annually', 'annual'];
