// Where a statement holds and what it is of: the limit a denial is kept to, and the act it denies; the place or direction a
// preposition gives; the thing a head noun is of; a purpose said with "so that". A denial is narrower with a limit
// ("never runs jobs during maintenance windows"): dropping the limit makes a claim stronger, not weaker ("never runs
// jobs"), as adding "only" would. "Across hosts" is not "within a host"; "the state of each job" is not each job; "so that
// each host is contacted once" is an aim, not that it is.
import { denialReaches, negationHits, posTags, profilePassage, tokenize } from './analysis';
import type { Token } from '../text/tokenize';
import { escapeRegExp } from '../util/regex';

/** Where the clause a denial reaches ends: punctuation, or a conjunction that opens another clause. */
const CLAUSE_END = /[,;:!?()]|\.(?=\s|$)|\s(?:and|but|because|since|so|while|whereas|unless|if|when|although|though|or)\s/i;
/** Where a denied phrase ends inside its clause: a finite verb of the sentence it stands in ("the absence of a lock … *is* new"). */
const PHRASE_END = /\s(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|do|did)\s/i;
/** A limit that limits nothing: "in any way", "at any time", "under no circumstances". */
const UNLIMITING = /^(?:in|at|by|under|for|on)\s+(?:any|no|all)\b/i;
/** A possibility before a denial: "may not exist" says little, and leaving its place out says no more. */
const POSSIBILITY_BEFORE = /\b(?:may|might|could)\s+$/i;
/** A limit after the denied words: a phrase of time, place or manner, a relative clause, a default, a count. */
const LIMIT = /^\s*(?:(?:during|across|within|in|on|at|under|over|after|before|for|from|between|among|inside|outside|through|via|per|while|until|till)\s+(?:[^\s,;]+\s+){0,3}[^\s,;]+|(?:that|which|who)\s+(?:[^\s,;]+\s+){0,5}[^\s,;]+|by\s+default|twice|once)/i;

/** Verbs that deny what follows them ("avoid any eviction", "prevents all writes"), with the denials proper. */
const DENYING_VERB = /\b(?:avoid|prevent|forbid|prohibit|disallow|refuse|block)(?:s|ed|ing)?\b/gi;
const denialsOf = (text: string) => [...negationHits(text), ...[...text.matchAll(DENYING_VERB)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }))];

/**
 * Both the claim and the span deny, and the span's denial holds only with a limit after its denied words that the claim
 * leaves out ("The scheduler never runs jobs" over "The scheduler never runs jobs during maintenance windows"; "needs no
 * lock during writes" over "needs no lock during reads"), or with an object the claim leaves off its end (narrowerDenied):
 * the limit as written, or undefined.
 */

export function denialLimitDropped(claimText: string, spanText: string): string | undefined {
  if (denialsOf(claimText).length === 0) return undefined;
  const spanDenials = denialsOf(spanText);
  if (spanDenials.length === 0) return undefined;
  const claimKeys = profilePassage(claimText).keys;
  for (const denial of spanDenials) {
    if (POSSIBILITY_BEFORE.test(spanText.slice(Math.max(0, denial.start - 12), denial.start))) continue;
    const rest = spanText.slice(denial.end);
    const end = rest.search(CLAUSE_END);
    const clause = end < 0 ? rest : rest.slice(0, end);
    const words = tokenize(clause).filter((t) => t.kind === 'word' || t.kind === 'number');
    let last = -1;
    words.forEach((t, k) => {
      if (!t.stop && claimKeys.has(t.stem)) last = k;
    });
    if (last < 0) continue;
    const limit = LIMIT.exec(clause.slice(words[last]!.end));
    if (!limit || UNLIMITING.test(limit[0].trim())) continue;
    // (a limit the claim says by a pronoun: "every key in it" for "every key in this dictionary")
    const preposition = /^\s*(\p{L}+)/u.exec(limit[0])?.[1];
    if (preposition && new RegExp(`\\b${preposition}\\s+(?:it|them|this|that|these|those)\\b`, 'i').test(claimText)) continue;
    const own = tokenize(limit[0]).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && !NOT_NARROWING.test(t.norm));
    // (a limit the claim says in words of its own is not left out: only one none of whose words the claim has)
    // (not the act a verb of keeping from takes, "prevent certain errors from occurring")
    if (own.length > 0 && own.every((t) => !claimKeys.has(t.stem)) && !own.every((t) => /ing$/.test(t.norm))) return limit[0].trim();
    if (own.length === 0 && /^(?:by\s+default|twice|once|(?:during|while|after|before|until|within|across)\s+(?:it|them|this|that|these|those))$/i.test(limit[0].trim()) && !new RegExp(`\\b${limit[0].trim().replace(/\s+/g, '\\s+')}\\b`, 'i').test(claimText)) return limit[0].trim();
  }
  return narrowerDenied(claimText, spanText);
}

/** Words a denial's clause may end on that narrow nothing ("never retries again", "not at all"). */
const NOT_NARROWING = /^(?:anymore|again|yet|either|ever|all|still|longer|more|any|whatsoever)$/;
/** The content words of the clause a denial reaches, in order, and that clause's text (the words' offsets are into it). */
function deniedWords(text: string, end: number): { words: Token[]; text: string } {
  let rest = text.slice(end);
  const stop = rest.search(CLAUSE_END);
  if (stop >= 0) rest = rest.slice(0, stop);
  const verb = rest.search(PHRASE_END);
  if (verb >= 0) rest = rest.slice(0, verb);
  // ("in any way", "at any time": no limit)
  rest = rest.replace(/\b(?:in|at|by|under|for|on)\s+(?:any|no|all)\s+[\p{L}-]+/giu, ' ');
  return { words: tokenize(rest).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && !NOT_NARROWING.test(t.norm)), text: rest };
}

/**
 * The claim's denied words are all among the span's, with the same first one, and the span's denial has more after the
 * last word both say: an object or its modifier the claim leaves off ("never retries" over "never retries a failed fsync").
 * The span's words the claim leaves out, or undefined. A claim that says a denied word in other words is not read here.
 */
function narrowerDenied(claimText: string, spanText: string): string | undefined {
  const claimKeys = profilePassage(claimText).keys;
  for (const claimDenial of negationHits(claimText)) {
    const ours = deniedWords(claimText, claimDenial.end).words;
    if (ours.length === 0) continue;
    for (const spanDenial of negationHits(spanText)) {
      if (POSSIBILITY_BEFORE.test(spanText.slice(Math.max(0, spanDenial.start - 12), spanDenial.start))) continue;
      const { words: theirs, text: theirText } = deniedWords(spanText, spanDenial.end);
      if (theirs[0]?.stem !== ours[0]!.stem) continue;
      const spanStems = new Set(theirs.map((t) => t.stem));
      if (!ours.every((t) => spanStems.has(t.stem))) continue;
      // (only what follows the last word both say, an object or its modifier the claim leaves off the end — "never retries"
      // over "never retries a failed fsync" — and only nouns and their adjectives: a word the claim rewords inside the
      // phrase, "does not aim to *allow* …" / "… to let …", is no limit)
      const lastShared = theirs.reduce((at, t, k) => (claimKeys.has(t.stem) ? k : at), -1);
      const more = theirs.slice(lastShared + 1).filter((t) => !claimKeys.has(t.stem));
      const tags = posTags(theirText);
      // (said by a pronoun after the same preposition: "every key in it" for "every key in this dictionary")
      const before = more.length > 0 ? theirText.slice(0, more[0]!.start).match(/\p{L}+/gu)?.slice(-3) ?? [] : [];
      const preposition = [...before].reverse().find((w) => /^(?:in|on|at|of|for|from|to|into|within|inside|across|over|under|with|by)$/i.test(w));
      const byPronoun = preposition !== undefined && new RegExp(`\\b${preposition}\\s+(?:it|them|this|that|these|those)\\b`, 'i').test(claimText);
      if (!byPronoun && more.length > 0 && more.some((t) => tags.get(t.start) === 'n') && more.every((t) => tags.get(t.start) !== 'v' || /ed$/.test(t.norm))) return more.map((t) => t.text).join(' ');
      // (or a modifier the claim leaves off a noun both deny: "never retries an fsync" over "never retries a failed fsync")
      const modifier = theirs.slice(0, lastShared).find((t, k) => !claimKeys.has(t.stem) && claimKeys.has(theirs[k + 1]!.stem) &&
        tags.get(theirs[k + 1]!.start) === 'n' && (tags.get(t.start) === 'a' || /ed$/.test(t.norm)) && theirText.slice(t.end, theirs[k + 1]!.start).trim() === '');
      if (modifier) return modifier.text;
    }
  }
  return undefined;
}

/** Prepositions of opposite place or direction. */
const OPPOSITE_PREPOSITIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['across', ['within', 'inside']], ['within', ['across', 'outside', 'beyond']], ['inside', ['outside', 'across']], ['outside', ['inside', 'within']],
  ['beyond', ['within']], ['into', ['from']], ['to', ['from']], ['from', ['to', 'into']], ['above', ['below', 'under']], ['below', ['above', 'over']],
  ['over', ['under', 'below']], ['under', ['over', 'above']], ['with', ['without']], ['without', ['with']], ['before', ['after', 'during']], ['after', ['before', 'during']],
  ['upstream', ['downstream']], ['downstream', ['upstream']], ['during', ['after', 'before']],
]);
/** Words that may stand between a preposition and its noun: determiners and numbers. */
const BETWEEN = /^(?:the|a|an|its|their|this|that|these|those|each|every|all|any|some|one|two|other|another|same|different|\d+)$/;

/** The noun a preposition at `i` governs: its first content word after determiners, or undefined. */
function governed(words: ReturnType<typeof tokenize>, i: number) {
  let k = i + 1;
  while (k < words.length && BETWEEN.test(words[k]!.norm)) k++;
  const noun = words[k];
  return noun && !noun.stop ? noun : undefined;
}

/**
 * The claim puts a noun the span also has after a preposition of the opposite place or direction, and the span never
 * after the claim's own ("does not follow redirects within a host" over "… across hosts", "copies files from the cache"
 * over "… to the cache"): the claim's phrase and the span's, or undefined.
 */
export function prepositionOpposed(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const spanWords = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  for (const [i, p] of claimWords.entries()) {
    const opposites = OPPOSITE_PREPOSITIONS.get(p.norm);
    if (!opposites) continue;
    const noun = governed(claimWords, i);
    if (!noun) continue;
    const before = (k: number) => spanWords.slice(Math.max(0, k - 3), k).reverse().find((t) => !BETWEEN.test(t.norm));
    const places = spanWords.flatMap((t, k) => (t.stem === noun.stem ? [before(k)] : []));
    if (places.length === 0 || places.some((b) => b?.norm === p.norm)) continue;
    const opposed = places.find((b) => b !== undefined && opposites.includes(b.norm));
    // (and the span's other words for the noun's place are no prepositions the claim's could stand for)
    if (opposed && !claimWords.some((t) => t.norm === opposed.norm)) {
      const spanAt = spanWords.indexOf(opposed);
      return { claim: `${p.text} … ${noun.text}`, span: `${opposed.text} … ${governed(spanWords, spanAt)?.text ?? noun.text}` };
    }
  }
  return undefined;
}

/** Denials of an act: "not", "never", "no longer", "cannot" (not a determiner's "no", "none", "nothing", whose head is a noun). */
const ACT_DENIAL = /^(?:not|n['’]t|never|no\s+longer|cannot|can['’]t)$/i;

/** The first stem each act denial of a text reaches: what it denies. */
function deniedActs(text: string): Set<string> {
  const hits = negationHits(text);
  const tokens = tokenize(text);
  // (an act: the first word reached is a verb or a participle — "never *deletes*", "no longer *referenced*"; not "not on
  // *fields*", "not *possible*")
  const isAct = (r: { start: number; stems: string[] }) => {
    const head = tokens.find((t) => t.start >= r.start && t.stem === r.stems[0]);
    return head !== undefined && (posTags(text).get(head.start) === 'v' || /(?:ed|en)$/.test(head.norm));
  };
  return new Set(denialReaches(text).filter(isAct).flatMap((r) => {
    const hit = hits.find((h) => h.start <= r.start && r.start < h.end) ?? hits.find((h) => h.start === r.start);
    const surface = hit ? text.slice(hit.start, hit.end) : text.slice(r.start, r.end);
    // ("no longer referenced": "no" before "longer" denies the act)
    const noLonger = /^no$/i.test(surface.trim()) && /^\s+longer\b/i.test(text.slice(hit?.end ?? r.end));
    return (ACT_DENIAL.test(surface.trim()) || noLonger) && r.stems[0] !== undefined ? [r.stems[0]] : [];
  }));
}

/**
 * The claim and the span each deny an act, but not the same one, and each asserts the act the other denies: "The agent
 * deletes tags that are no longer referenced" over "The agent never deletes tags that are still referenced". The two
 * denied words (the claim's, the span's), or undefined.
 */
export function denialMoved(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claimDenied = deniedActs(claimText);
  if (claimDenied.size === 0) return undefined;
  const spanDenied = deniedActs(spanText);
  if (spanDenied.size === 0) return undefined;
  const stemsOf = (text: string) => new Set(tokenize(text).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  const claimStems = stemsOf(claimText);
  const spanStems = stemsOf(spanText);
  // (a word the span denies in words the reading above does not reach, "are not required", is denied there too)
  const spanTokens = tokenize(spanText).filter((t) => t.kind === 'word');
  const deniedNear = (w: string) => spanTokens.some((t, k) => t.stem === w && spanTokens.slice(Math.max(0, k - 3), k).some((u) => /^(?:not|no|never|n['’]t|cannot|without|nor)$/i.test(u.norm)));
  const claimOnly = [...claimDenied].find((w) => !spanDenied.has(w) && spanStems.has(w) && !deniedNear(w));
  const spanOnly = [...spanDenied].find((w) => !claimDenied.has(w) && claimStems.has(w));
  // (or the claim denies one act more than the span does, one the span asserts: "never deletes tags that are no longer
  // referenced" over "never deletes tags that are still referenced")
  // (counting every denial of the span, of an act or not: "It is not possible to have X loaded" denies the loading)
  if (claimOnly === undefined || (spanOnly === undefined && claimDenied.size <= denialReaches(spanText).length)) return undefined;
  const surface = (text: string, stem: string) => tokenize(text).find((t) => t.stem === stem)?.text ?? stem;
  return { claim: surface(claimText, claimOnly), span: surface(spanText, spanOnly ?? claimOnly) };
}

/** Heads that only count or hold what follows them ("a list of files", "most of the tests", "the use of globals"): no other thing. */
const LIGHT_HEADS = new Set(['all', 'each', 'every', 'some', 'any', 'most', 'many', 'none', 'one', 'two', 'three', 'both', 'either', 'neither', 'part',
  'half', 'majority', 'number', 'lot', 'lots', 'list', 'set', 'array', 'collection', 'series', 'sequence', 'group', 'couple', 'pair', 'kind', 'kinds',
  'type', 'types', 'sort', 'bunch', 'use', 'usage', 'rest', 'first', 'last', 'top', 'end', 'case', 'cases', 'example', 'examples', 'instance',
  'instances', 'variety', 'range', 'subset', 'version', 'versions', 'value', 'values', 'default',
  // (amounts: "thousands of users" are users)
  'thousands', 'hundreds', 'dozens', 'millions', 'billions', 'tens', 'scores', 'handful', 'few', 'several', 'percent', 'share', 'proportion',
  'fraction', 'plenty', 'dozen', 'hundred', 'thousand', 'million', 'billion']);
/** Nouns in -ion or -ure that name a thing something has, not an act about it ("the configuration of the release"). */
const CONCRETE_HEADS = new Set(['configuration', 'configurations', 'location', 'locations', 'position', 'positions', 'permission', 'permissions',
  'definition', 'definitions', 'description', 'descriptions', 'signature', 'signatures', 'structure', 'section', 'sections', 'portion', 'portions',
  'extension', 'extensions', 'documentation', 'options', 'option', 'settings', 'metadata', 'contents', 'content', 'identity', 'property', 'properties',
  // (what a thing is or how it is read is not the thing: "the nature of the return value", "the interpretation of literals")
  'nature', 'interpretation', 'interpretations', 'representation', 'representations', 'implementation', 'implementations', 'declaration', 'declarations']);
/** Nouns of an act or a state, whose "of" says what they are about, not a part of it ("introduction of", "absence of"). */
const ABSTRACT_HEAD = /(?:ion|ment|ness|ity|ance|ence|ing|ship|cy|ism|ure)s?$/;
const ABSTRACT_HEADS = new Set(['possibility', 'way', 'ways', 'lack', 'absence', 'need', 'needs', 'cost', 'costs', 'risk', 'risks', 'chance', 'ability',
  'downside', 'downsides', 'upside', 'upsides', 'drawback', 'drawbacks', 'disadvantage', 'disadvantages', 'pitfall', 'pitfalls', 'caveat', 'caveats',
  'sense', 'minimum', 'maximum', 'support', 'work', 'behaviour', 'behavior', 'effect', 'effects', 'impact', 'purpose', 'goal', 'idea', 'notion',
  'concept', 'point', 'role', 'help', 'benefit', 'benefits', 'advantage', 'advantages', 'problem', 'problems', 'issue', 'issues', 'question', 'matter',
  'amount', 'degree', 'level', 'extent', 'kind', 'form', 'forms', 'means', 'method', 'methods', 'approach', 'sort', 'side', 'front', 'back',
  'top', 'bottom', 'middle', 'start', 'beginning', 'end', 'result', 'results', 'outcome', 'task',
  'fact', 'case', 'cases', 'lot', 'plenty', 'heart', 'core', 'basis', 'base', 'aim', 'focus', 'scope', 'limit', 'limits', 'bit', 'bits', 'piece', 'pieces',
  'thanks', 'credit', 'owing']);
/** Prepositions that tie a thing to a head noun before it ("the state *of* each job", "a write *to* a frozenmap"). */
const HEAD_PREPOSITIONS = new Set(['of', 'to', 'from', 'on']);
/** Determiners and adjectives between such a preposition and its noun. */
const BEFORE_NOUN = /^(?:the|a|an|each|every|all|any|its|their|this|that|these|those|some|empty|closed|stopped|deleted|missing|new|old|given|same|other)$/;

/**
 * The claim speaks of a thing the span names only as what another noun is of or to ("The server stores each password"
 * over "… stores the hash of each password"; "A frozenmap raises TypeError" over "An attempted write to a frozenmap
 * raises TypeError"): the span's head noun and the claim's thing, or undefined. The claim must not say the head itself,
 * nor put its thing after a preposition of its own; a head that only counts or holds ("a list of", "most of") is none.
 */
export function headNounDropped(claimText: string, wholeSpan: string): { head: string; thing: string; act?: true } | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const claimStems = new Set(claimWords.filter((t) => !t.stop).map((t) => t.stem));
  // (the span's sentence that says most of the claim: another sentence's "the previous release" is another subject's)
  const spanText = sentenceSayingMost(wholeSpan, claimStems);
  const spanWords = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const tags = posTags(spanText);
  const claimTags = posTags(claimText);
  for (const [i, word] of claimWords.entries()) {
    if (word.stop || !/^\p{L}/u.test(word.text)) continue;
    // (the claim's thing is a noun or a name: not "written", "emitting", "three")
    if (claimTags.get(word.start) !== 'n' && !/^\p{Lu}/u.test(word.text) && !/[`(_.]/.test(claimText.slice(word.start - 1, word.end + 1))) continue;
    // (the claim's thing as subject or object: no preposition of its own right before it)
    let k = i - 1;
    while (k >= 0 && (BEFORE_NOUN.test(claimWords[k]!.norm) || claimTags.get(claimWords[k]!.start) === 'a' || /ed$/.test(claimWords[k]!.norm))) k--;
    if (k >= 0 && claimWords[k]!.stop && !BEFORE_NOUN.test(claimWords[k]!.norm) && !/^(?:is|are|was|were|be|been|has|have|had|will|would|can|could|may|might|must|should|does|do|did)$/.test(claimWords[k]!.norm)) continue;
    // (not where the span sets the thing itself apart: "…; the folder itself is left in place")
    const places = spanWords.flatMap((t, j) => (t.stem === word.stem && !/^(?:itself|themselves)$/.test(spanWords[j + 1]?.norm ?? '') ? [j] : []));
    if (places.length === 0) continue;
    // (the claim says the head itself near its thing: "the key of every vault", "every vault's key")
    // (or names it as something's own anywhere: "… cannot read *its output*")
    // (anywhere: a claim that names the head has said the thing's part some way, "the package's distributed capabilities")
    // (as often as the span's sentence has it: "with the master key" is not "the key of every vault")
    const headNear = (head: string) => claimWords.filter((t) => t.stem === head).length >= Math.max(1, spanWords.filter((t) => t.stem === head).length);
    let head: string | undefined;
    let act = false;
    // (an act opening the sentence and done to the thing: "Calling `close()` on a stopped server returns …")
    const gerundHead = (p: number): true | undefined => {
      for (let q = p - 1; q >= Math.max(0, p - 3); q--) {
        const g = spanWords[q]!;
        if (!/ing$/.test(g.norm) || g.stop || headNear(g.stem) || !/(?:^|[.;:!?]\s*)[\s"'(*_`]*$/.test(spanText.slice(0, g.start))) continue;
        // (an attempt at the claim's own act, "Trying to mutate a frozen mapping raises …", is that act)
        if (spanWords[q + 1]?.norm === 'to') continue;
        head ??= g.text;
        act = true;
        return true;
      }
      return undefined;
    };
    const everyUnderHead = places.every((j) => {
      let p = j - 1;
      // (past determiners and adjectives: "a write to a *locked* store", "the logs of each *finished* job")
      while (p >= 0 && (BEFORE_NOUN.test(spanWords[p]!.norm) || tags.get(spanWords[p]!.start) === 'a' || /ed$/.test(spanWords[p]!.norm))) p--;
      const prep = spanWords[p];
      const noun = spanWords[p - 1];
      if (!prep || !HEAD_PREPOSITIONS.has(prep.norm) || !noun || noun.stop || LIGHT_HEADS.has(noun.norm) || headNear(noun.stem)) return false;
      // (a thing's part or a thing done to it — "the hash of", "the contents of", "a write to" — not an abstract noun, whose
      // "of" says what it is about: "the possibility of deadlocks", "the cost of", "the lack of", "the introduction of")
      if ((ABSTRACT_HEAD.test(noun.norm) && !CONCRETE_HEADS.has(noun.norm)) || ABSTRACT_HEADS.has(noun.norm) || /^\d|^(?:first|second|third|last|next)$/.test(noun.norm)) {
        return gerundHead(p) ?? false;
      }
      // (a noun, not a verb or an adjective that takes the preposition: "belongs to each job", "possible to write")
      const before = spanWords[p - 2]?.norm ?? '';
      // (a sentence may open with the head: "Access to a deleted key raises …", which the tagger may read as a verb)
      const opens = p - 1 === 0 || /[.;:!?]\s*$/.test(spanText.slice(0, noun.start));
      if (tags.get(noun.start) !== 'n' && !opens && !/^(?:a|an|the|its|their|any|each|every)$|ed$/.test(before)) return gerundHead(p) ?? false;
      head ??= noun.text;
      return true;
    });
    if (everyUnderHead && head !== undefined) return { head, thing: word.text, ...(act ? { act: true as const } : {}) };
  }
  return undefined;
}

/** Verbs that take "to" and a verb with no object between ("proposes to withdraw", "plans to drop", "chose to keep"). */
const CATENATIVE = /^(?:(?:propose|plan|intend|decide|agree|promise|offer|refuse|choose|manage|continue|prefer|hope|wish|expect|attempt|seek|aim|want|need|tend|seem|appear|fail|begin|start|learn|afford|arrange|claim|deserve|pretend|threaten|vow|strive|struggle|hesitate|opt|elect|dare|neglect|forget|remember|regret|mean|ask|beg|demand|wait|cease|commit|endeavour|endeavor|resolve|vote|like|love|hate|try)(?:s|es|d|ed|ing)?|planned|planning|chose|chosen|began|begun|sought|strove|forgot|meant|tried|tries|preferred|committed|opted|voted)$/;
/** Nouns a "to" clause completes ("the ability to disable", "an option to skip", "a plan to remove"): no purpose. */
const COMPLEMENTED_NOUN = /^(?:ability|abilities|option|options|chance|opportunity|possibility|right|rights|permission|freedom|power|means|way|ways|attempt|attempts|decision|effort|efforts|plan|plans|intention|need|tendency|choice|capacity|capability|capabilities|time|place|reason|request|order|proposal|proposals|motion|move|bid|goal|aim|aims|wish|desire|willingness|refusal|failure|inability|urge|instruction|instructions|invitation|license|licence|mandate|duty|obligation|promise|tool|tools)$|(?:ity|ion|ment|ance|ence)s?$/;
/** Verbs that take someone and what they are to do ("allow the compiler to use", "asks users to pin"). */
const CONTROL_VERB = /^(?:allow|allows|allowed|allowing|let|lets|enable|enables|enabled|enabling|permit|permits|permitted|ask|asks|asked|tell|tells|told|force|forces|forced|cause|causes|caused|want|wants|wanted|require|requires|required|expect|expects|expected|help|helps|helped|get|gets|encourage|encourages|encouraged|instruct|instructs|configure|configures|configured|teach|teaches|invite|invites|urge|urges|advise|advises|remind|reminds|lead|leads|need|needs)$/;
/** Words before "to" that make no purpose of it ("used to", "able to", "has to", "in order to" is one, read apart). */
const NOT_PURPOSE_BEFORE = /^(?:recommended|advised|advisable|suggested|encouraged|discouraged|possible|impossible|necessary|important|easy|hard|difficult|safe|unsafe|best|better|enough|sufficient|free|ready|willing|unlikely|common|useful|convenient|preferable|customary|usual|okay|ok|fine|used|able|unable|has|have|had|need|needs|needed|want|wants|wanted|going|is|are|was|were|be|likely|sure|about|due|up|how|what|where|when|whether|allowed|supposed|meant|designed|tries|try|tried|attempts|seeks|aims|helps|help|ought|order|way|ways|time|refers|relates|related|similar|equal|close|next|compared|according|thanks|prior|back|down|right|left|from|set|tends|tend|seems|seem|appears|fails|failed|began|begins|starts|continues|decided|chose|wishes|likes|prefers|asked|told|required|expected)$/;
/**
 * The span says why something is done, "… compresses job payloads to save disk space", and the claim states the aim as
 * what happens, "hopper saves disk space", "Compressing payloads saves disk space": the span's purpose as written, or
 * undefined. The claim must say the purpose's verb finite (not "to save") and little besides the purpose and its act.
 */
function purposeInfinitiveAsFact(claimText: string, spanText: string, claimStems: ReadonlySet<string>): string | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const words = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const tags = posTags(spanText);
  for (const [i, to] of words.entries()) {
    if (to.norm !== 'to' || i < 2) continue;
    const verb = words[i + 1];
    const before = words[i - 1]!;
    if (!verb || tags.get(verb.start) !== 'v' || NOT_PURPOSE_BEFORE.test(before.norm) || before.stop || /ing$/.test(before.norm) || /[,;:]\s*$/.test(spanText.slice(before.end, to.start))) continue;
    // (nor a noun "to" completes, "the ability to disable", "the option to skip"; nor a verb that takes it with no object
    // between, "proposes to withdraw" — a passive's participle keeps its purpose, "Files are compressed to save …")
    if (COMPLEMENTED_NOUN.test(before.norm) || CATENATIVE.test(before.norm)) continue;
    // (nor what a verb lets or makes someone do, "allow the compiler to use …", "asks users to pin …")
    if (words.slice(Math.max(0, i - 4), i - 1).some((t) => CONTROL_VERB.test(t.norm))) continue;
    // (nor "It is … to": what is said of the act, "It is strongly advised to pin the version")
    if (/\b(?:it|this|that)\s+(?:is|was|are|['’]s|seems|becomes|remains)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(spanText.slice(0, to.start))) continue;
    // (an act before it, with its object: "compresses job payloads to save …"; not a thing "to" describes, "a tool to
    // detect changes", "an easy way to …")
    if (/^(?:a|an)$/.test(words[i - 2]!.norm) || (i >= 3 && /^(?:a|an)$/.test(words[i - 3]!.norm) && tags.get(words[i - 2]!.start) === 'a')) continue;
    // the claim says the purpose's verb, finite, not after "to"
    // (not a subject that is itself an act with its purpose: "using `set_panic` to change where panic messages go will …")
    const clauseStart = Math.max(0, ...[...spanText.slice(0, to.start).matchAll(/[.;:!?](?:\s|$)/g)].map((m) => m.index! + 1));
    if (/^[\s"'(*_`]*\p{L}+ing\b/iu.test(spanText.slice(clauseStart, to.start))) continue;
    // (an infinitive inside a subject, "The package index to use is typically known …", is no purpose)
    const after = spanText.slice(verb.end).split(/[,.;!?](?:\s|$)/)[0]!;
    if (/\s(?:is|are|was|were|has|have|will|would|can|must|should)\s/i.test(after)) continue;
    // (its infinitive, "to use" or "to be used", keeps the purpose)
    const infinitive = (k: number) => claimWords[k - 1]?.norm === 'to' || (/^(?:be|have)$/.test(claimWords[k - 1]?.norm ?? '') && claimWords[k - 2]?.norm === 'to');
    const finite = claimWords.find((t, k) => t.stem === verb.stem && !infinitive(k) && !/ing$/.test(t.norm));
    if (!finite || claimWords.some((t, k) => t.stem === verb.stem && infinitive(k))) continue;
    const rest = spanText.slice(verb.start);
    const end = rest.search(/[,.;!?](?:\s|$)/);
    const purpose = end < 0 ? rest : rest.slice(0, end);
    const inPurpose = new Set(tokenize(purpose).filter((t) => !t.stop && claimStems.has(t.stem)).map((t) => t.stem));
    // (the rest of the claim is the act the purpose is of: "Hashing every file detects changes")
    const upToPurpose = new Set(tokenize(spanText.slice(0, verb.start + purpose.length)).map((t) => t.stem));
    if (inPurpose.size >= 2 && [...claimStems].every((stem) => upToPurpose.has(stem))) return `to ${purpose.trim()}`;
  }
  return undefined;
}

/** A purpose or a design's aim said with "so that" ("… batches writes so that each host is contacted once"). */
const SO_THAT = /\bso\s+that\b(?!['’])/gi;
/** A claim's own words of purpose or result, which keep the span's "so that". */
const CLAIM_PURPOSE = /\b(?:so\s+that|so\s+as\s+to|in\s+order\s+(?:to|that)|to\s+ensure|ensur(?:e|es|ing)\s+that|aims?|aimed|goal|intent|intended|designed|meant|purpose|so)\b/i;

/**
 * The span says the claim only as the purpose of something else ("gantry batches writes so that each host is contacted
 * once per deploy"; "The queue is designed so that a crash never leaves …"), and the claim states it as what happens
 * ("Each host is contacted once per deploy"): the span's purpose clause as written, or undefined. Most of the claim's
 * words must stand in the purpose, and the claim must not keep it as one ("so that", "to ensure", "designed").
 */
export function purposeAsFact(claimText: string, spanText: string): string | undefined {
  if (CLAIM_PURPOSE.test(claimText)) return undefined;
  const claimStems = new Set(tokenize(claimText).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem));
  if (claimStems.size < 2) return undefined;
  const infinitive = purposeInfinitiveAsFact(claimText, spanText, claimStems);
  if (infinitive) return infinitive;
  if (!/\bso\s+that\b/i.test(spanText)) return undefined;
  for (const m of spanText.matchAll(SO_THAT)) {
    const from = m.index! + m[0].length;
    const rest = spanText.slice(from);
    const end = rest.search(/[.;!?](?:\s|$)/);
    const purpose = end < 0 ? rest : rest.slice(0, end);
    const inPurpose = tokenize(purpose).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && claimStems.has(t.stem));
    const said = new Set(inPurpose.map((t) => t.stem));
    if (said.size >= Math.max(2, Math.ceil(0.6 * claimStems.size))) return `so that${purpose.replace(/\s+$/, '')}`;
  }
  return undefined;
}

/**
 * The span opens its sentence with a scope written as code or as a path ("In `typing`, …", "In `jobs/`, …", "In
 * `tallow.conf`, …", "In the `spool/` folder, …"): what follows holds there. A claim that says the rest with no word of
 * the scope says it everywhere: the scope as written, or undefined. Read on the raw Markdown, where the code marks are.
 */
export function codeScopeDropped(claimRaw: string, spanRaw: string): string | undefined {
  const claimStems = new Set(tokenize(claimRaw).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem));
  if (claimStems.size < 2) return undefined;
  for (const m of spanRaw.matchAll(CODE_SCOPE)) {
    const scope = m[1] ?? m[2] ?? '';
    const scopeStems = tokenize(scope).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem);
    // (the rest of its sentence must say most of the claim: the scope is the claim's, not another sentence's)
    const from = m.index! + m[0].length;
    const rest = spanRaw.slice(from);
    const end = rest.search(/[.;!?](?:\s|$)/);
    // (a claim that names the scope keeps it: as often as the sentence has its word, "In `jobs/`, … a job definition")
    const sentence = tokenize(spanRaw.slice(m.index!, end < 0 ? spanRaw.length : from + end));
    const claimTokens = tokenize(claimRaw);
    const count = (tokens: readonly Token[], stem: string) => tokens.filter((t) => t.stem === stem).length;
    if (scopeStems.length === 0 || scopeStems.some((s) => count(claimTokens, s) >= count(sentence, s))) continue;
    const said = new Set(tokenize(end < 0 ? rest : rest.slice(0, end)).filter((t) => claimStems.has(t.stem)).map((t) => t.stem));
    if (said.size >= Math.max(2, Math.ceil(0.6 * claimStems.size))) return m[0].replace(/,$/, '').trim();
  }
  return undefined;
}
/** "In `x`," or "In the `x` module," (code of one to three words), or "In src/jobs/," / "In tallow.conf," written plain. */
const CODE_SCOPE = /(?<=^|[.;:!?]\s+|\n\s*)(?:In|Inside|Within|Under)\s+(?:the\s+)?(?:``?([^`\n]{1,40}?)``?(?:\s+(?:module|package|library|folder|directory|file|crate|namespace|config(?:uration)?(?:\s+file)?))?|((?:[\w.-]+\/)+[\w.-]*|[\w-]+\.(?:conf|cfg|ini|toml|ya?ml|json|py|js|ts|rs|go|rb|txt|md|lock|env|xml)))\s*,/g;

/** Determiners of a subject that speaks of any thing of its kind ("A failed write …", "Any request …", "Every job …"). */
const GENERIC_DETERMINER = /^(?:a|an|any|every|each|all|no)$/;
/** Prepositions that limit a subject noun to some of its kind ("a write *to* the journal", "requests *from* a proxy"). */
const SUBJECT_LIMITS = new Set(['to', 'in', 'on', 'from', 'for', 'at', 'into', 'within', 'inside', 'under', 'over', 'against', 'during', 'without', 'with', 'of']);

/**
 * The span's subject speaks of any thing of a kind, limited by a phrase after its noun ("Any failed write to the journal
 * aborts the transaction"), and the claim says the same of the kind with no word of the limit ("A failed write aborts the
 * transaction"): a claim about every write. The noun and its limit as written, or undefined.
 */
export function subjectLimitDropped(claimText: string, wholeSpan: string): { head: string; limit: string } | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const claimStems = new Set(claimWords.filter((t) => !t.stop).map((t) => t.stem));
  if (claimStems.size < 3) return undefined;
  const claimTags = posTags(claimText);
  const spanText = sentenceSayingMost(wholeSpan, claimStems);
  const words = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const tags = posTags(spanText);
  // (the subject opens the sentence: a generic determiner, or a plural noun with none, "Writes to the journal …"; or an
  // act, "Calling `stop()` on a paused timer resumes it", or a name, "`read(n)` on a closed stream returns …")
  const opener = words[0]?.norm ?? '';
  const call = /^[\s*_`]*[\w.]+\(/.test(spanText);
  const generic = GENERIC_DETERMINER.test(opener) || (/ing$/.test(opener) && /^\p{Lu}/u.test(words[0]!.text)) || call;
  for (let p = 1; p < Math.min(words.length - 2, 8); p++) {
    if (!SUBJECT_LIMITS.has(words[p]!.norm)) continue;
    // ("of" only before a quantifier, which makes the noun each one's: "The key of every vault …", any determiner before it)
    const ofEvery = words[p]!.norm === 'of' && /^(?:every|each|all|any)$/.test(words[p + 1]?.norm ?? '');
    if (words[p]!.norm === 'of' && !ofEvery) continue;
    const head = words[p - 1]!;
    // (a noun, which the tagger may read as a verb after a determiner's modifiers: "Any failed write")
    if (!claimStems.has(head.stem) || (tags.get(head.start) !== 'n' && !ofEvery && !(generic && (p > 1 || call)))) continue;
    if (!generic && !ofEvery && !(p - 1 === 0 && /s$/.test(head.norm))) return undefined;
    // (the words between the determiner and the noun are its modifiers, no verb: "Any failed write")
    if (words.slice(generic ? 1 : 0, p - 1).some((t) => tags.get(t.start) === 'v' && !/ed$/.test(t.norm))) return undefined;
    // the limit runs to the sentence's verb
    // (a verb in -s the tagger reads as a noun before its object: "… returns an empty string")
    // (not a participle after a determiner, "a request with an *expired* token")
    const finite = (list: readonly Token[], k: number, tagsOf: ReadonlyMap<number, string | null>) => (tagsOf.get(list[k]!.start) === 'v' &&
      !/^(?:a|an|the|its|their|each|every|any|no|this|that)$/.test(list[k - 1]?.norm ?? '')) ||
      /^(?:is|are|was|were|has|have|can|will|may|must|should)$/.test(list[k]!.norm) ||
      (/[^s]s$/.test(list[k]!.norm) && (list[k + 1]?.kind === 'number' || /^(?:the|a|an|its|their|no|every|each|it|them|none|null|nil|true|false|nothing|undefined|zero)$/.test(list[k + 1]?.norm ?? '')));
    const verb = words.findIndex((_, k) => k > p + 1 && finite(words, k, tags));
    if (verb < 0 || verb - p > 6) return undefined;
    const limit = words.slice(p + 1, verb).filter((t) => !t.stop);
    if (limit.length === 0 || limit.some((t) => claimStems.has(t.stem))) return undefined;
    // the claim's subject is the kind at large: the noun before its own verb, after a generic determiner or none
    const claimHead = claimWords.findIndex((t) => t.stem === head.stem);
    const claimVerb = claimWords.findIndex((_, k) => k > claimHead && finite(claimWords, k, claimTags));
    if (claimHead < 0 || claimVerb < 0 || claimVerb > claimHead + 1) return undefined;
    if (!ofEvery && claimHead > 0 && !GENERIC_DETERMINER.test(claimWords[0]!.norm) && claimWords.slice(0, claimHead).some((t) => t.stop)) return undefined;
    // (and says what the span's verb says)
    if (!claimStems.has(words[verb]!.stem) && !claimStems.has(words[verb + 1]?.stem ?? '')) return undefined;
    return { head: head.text, limit: spanText.slice(words[p]!.start, words[verb - 1]!.end) };
  }
  return undefined;
}

/** The sentence of a span that holds the most of the given stems (the whole span when it is one sentence). */
function sentenceSayingMost(wholeSpan: string, stems: ReadonlySet<string>): string {
  const sentences = wholeSpan.split(/(?<=[.!?])\s+/);
  if (sentences.length < 2) return wholeSpan;
  const said = (text: string) => new Set(tokenize(text).filter((t) => !t.stop && stems.has(t.stem)).map((t) => t.stem)).size;
  return sentences.reduce((best, x) => (said(x) > said(best) ? x : best));
}

/** Words that turn an order or a direction around ("in *reverse* order", "*descending* order of priority"). */
const REVERSING = /^(?:reverse|reversed|inverse|inverted|descending|decreasing|backwards?|opposite)$/;

/**
 * The span orders or directs something the other way round ("in the reverse order of registration", "in descending order
 * of priority") and the claim keeps the order without the word that turns it ("in the order of registration"): the word,
 * or undefined. A claim with any word of its own that turns it is read elsewhere (ascending for descending).
 */
export function reversalDropped(claimText: string, spanText: string): string | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word');
  // (an order's direction after a comma: "sorted by date, newest first")
  const direction = /,\s*((?:the\s+)?(?:newest|oldest|latest|earliest|highest|lowest|largest|smallest|biggest|most\s+recent|least\s+recent)\s+first)\b/i.exec(spanText);
  if (direction && !/\bfirst\b|\b(?:ascending|descending|newest|oldest|latest|earliest|highest|lowest|largest|smallest|reverse)\b/i.test(claimText)) {
    const said = tokenize(spanText.slice(0, direction.index)).filter((t) => !t.stop && claimWords.some((c) => c.stem === t.stem)).length;
    if (said >= 2) return direction[1]!;
  }
  if (claimWords.some((t) => REVERSING.test(t.norm) || /^(?:ascending|increasing|forward|reversing|reverses)$/.test(t.norm))) return undefined;
  const claimStems = new Set(claimWords.filter((t) => !t.stop).map((t) => t.stem));
  const words = tokenize(spanText).filter((t) => t.kind === 'word');
  for (const [i, word] of words.entries()) {
    if (!REVERSING.test(word.norm)) continue;
    // (the noun it turns, at most two words on: "reverse alphabetical order"), which the claim has
    const turned = words.slice(i + 1, i + 3).find((t) => !t.stop && claimStems.has(t.stem));
    if (turned) return `${word.text} ${turned.text}`;
  }
  return undefined;
}

/** A phrasal verb's particle. */
const PARTICLE = /^(?:out|up|down|off|on|in|away|over|back|through)$/;
/** Units of time. */
const TIME_UNIT = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|ms|milliseconds?)$/;
/** Words of a wait ("after a short delay"). */
const DELAY = /^(?:delay|delays|pause|wait|while|moment|short|brief|long|few|several|configurable|random|fixed)$/;
const NUMBER_WORD = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand)$/;
/** A limit after the last word a claim keeps: a time, a span of time, or what a count of time is of. */
// (not "by default", whose claim without it says what holds unless changed; nor "before", which may say when a thing was
// done, "the value stored in worker 2 before the barrier")
// ("while" only as a time, before a doing or a "still": "while data is still arriving", not "while 98.5% will continue")
// ("while" as a time, not a contrast before a modal or a figure: "while a scan runs", not "while 98.5% will continue";
// "before" before a clause of its own, "before they are pruned", not "stored … before the barrier")
const TRAILING_LIMIT = /^\s+(?:(?:after|during|within|until|till)\s+(?:[^\s,;.!?]+\s+){0,4}[^\s,;.!?]+|while\s+(?![\d.%]+|(?:others?|most|many|some|the\s+rest|the\s+others?)\b)(?![^,;.!?]*\b(?:will|would|can|could|may|might|should|must)\b)(?:[^\s,;.!?]+\s+){0,4}[^\s,;.!?]+|before\s+(?:it|they|we|you|he|she)\s+(?:[^\s,;.!?]+\s+){0,3}[^\s,;.!?]+|of\s+(?:[^\s,;.!?]+\s+){0,2}[^\s,;.!?]+)/iu;
/** Units of time or counts a phrase "of …" may say what they are of ("30 minutes of inactivity"). */
const TIME_COUNT = /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?|ms|milliseconds?|errors?|failures?|attempts?|retries|tries|entries|uploads?|requests?)$/i;

/**
 * The claim stops where the span goes on with a limit ("The server restarts" over "The server restarts after an upgrade";
 * "expires after 30 minutes" over "… after 30 minutes of inactivity"; "… after 10,000 entries or one hour, whichever comes
 * first"): the limit as written, or undefined. Only where the claim's last word is the span's word before the limit, and
 * the limit has no word of the claim's.
 */
export function trailingLimitDropped(claimText: string, wholeSpan: string): string | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const claimStems = new Set(claimWords.filter((t) => !t.stop).map((t) => t.stem));
  if (claimStems.size < 2) return undefined;
  const spanText = sentenceSayingMost(wholeSpan, claimStems);
  // ("whichever comes first": the claim keeps one of two limits, which holds only when it comes first)
  const whichever = /\bwhichever\s+(?:comes?|happens?|occurs?|is\s+reached)\s+(?:first|sooner|earlier|later|last)\b/i.exec(spanText);
  if (whichever && !/\bwhichever\b/i.test(claimText)) {
    const said = new Set(tokenize(spanText.slice(0, whichever.index)).filter((t) => claimStems.has(t.stem)).map((t) => t.stem)).size;
    if (said >= Math.max(2, Math.ceil(0.6 * claimStems.size)) && /\bor\b/i.test(spanText.slice(0, whichever.index))) return whichever[0];
  }
  // (a claim that keeps "whichever comes first" keeps every limit before it: "after 20,000 entries or two hours" is not
  // "after 20,000 entries or two hours of idle time")
  if (whichever && /\bwhichever\b/i.test(claimText)) {
    const limits = tokenize(spanText.slice(0, whichever.index)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
    const claimRaw = new Set(claimWords.map((t) => t.norm));
    const left = limits.filter((t) => !claimStems.has(t.stem) && !claimRaw.has(t.norm));
    const said = limits.length - left.length;
    const claimBefore = new Set(tokenize(claimText.slice(0, /\bwhichever\b/i.exec(claimText)!.index)).filter((t) => !t.stop && (t.kind === 'word' || t.kind === 'number')).map((t) => t.stem));
    if (said >= Math.max(2, Math.ceil(0.6 * claimBefore.size)) && left.length > 0 && left.length <= 4) return left.map((t) => t.text).join(' ');
  }
  const words = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  // the claim's words that end a clause of it ("The server restarts.", "… after two hours, whichever …"), each with the
  // claim's word before it
  // (a phrasal verb's particle ends it too: "Streaming requests never time out.")
  const ends = claimWords.filter((t, k) => (!t.stop || PARTICLE.test(t.norm)) && (k === claimWords.length - 1 || /^\s*[,;:.!?]/.test(claimText.slice(t.end, claimWords[k + 1]!.start))));
  for (const last of ends) {
    const before = claimWords[claimWords.indexOf(last) - 1];
    for (const [i, word] of words.entries()) {
      if (word.stem !== last.stem) continue;
      // (a figure written either way: "ninety days" for "90 days")
      const figure = (t: Token | undefined) => t !== undefined && (t.kind === 'number' || NUMBER_WORD.test(t.norm));
      if (before && !before.stop && words[i - 1]?.stem !== before.stem && !(figure(before) && figure(words[i - 1]))) continue;
      // (or "for …" after what something is: "is idempotent for open channels")
      const forWhat = /^(?:is|are|was|were|be|been|remains?|stays?)$/.test(words[i - 1]?.norm ?? '') && posTags(spanText).get(word.start) === 'a'
        ? /^\s+for\s+(?:[^\s,;.!?]+\s+){0,3}[^\s,;.!?]+/i.exec(spanText.slice(word.end)) : null;
      const limit = TRAILING_LIMIT.exec(spanText.slice(word.end)) ?? forWhat;
      if (!limit) continue;
      if (/^\s+of\b/i.test(limit[0]) && !TIME_COUNT.test(word.norm)) continue;
      const own = tokenize(limit[0]).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && !/^(?:after|during|within|until|till|before|for|while|it|they|we|you|he|she)$/i.test(t.norm));
      if (own.length === 0 || own.some((t) => claimStems.has(t.stem))) continue;
      // (how long it takes is no limit on whether it happens: "answers every request with status 200 after a delay of 50
      // milliseconds")
      if (/^\s+(?:after|before)\b/i.test(limit[0]) && own.every((t) => t.kind === 'number' || TIME_UNIT.test(t.norm) || DELAY.test(t.norm) || NUMBER_WORD.test(t.norm))) continue;
      return limit[0].trim();
    }
  }
  return undefined;
}

/** Modifiers that pick another instance of a kind than the current one: "the original RFC", "the previous release". */
const OTHER_INSTANCE = /\b(original|previous|former|earlier|initial|prior|old|older|competing|legacy|separate|another|different|future|subsequent|follow-up)\s+([\p{L}][\p{L}-]*)/giu;
/** Words a claim may use for the same instance ("the first RFC" for "the original RFC"). */
const SAME_INSTANCE: Readonly<Record<string, readonly string[]>> = {
  original: ['original', 'originally', 'first', 'initial', 'initially'], initial: ['initial', 'initially', 'original', 'originally', 'first'],
  previous: ['previous', 'previously', 'prior', 'earlier', 'former', 'formerly', 'old', 'older'], prior: ['prior', 'previous', 'previously', 'earlier'],
  former: ['former', 'formerly', 'previous', 'previously', 'earlier', 'old'], earlier: ['earlier', 'previous', 'previously', 'prior', 'older'],
  old: ['old', 'older', 'previous', 'previously', 'former', 'legacy'], older: ['older', 'old', 'earlier', 'previous'],
  competing: ['competing', 'rival', 'alternative'], legacy: ['legacy', 'old', 'older'],
  // ("will be described in a separate RFC" is no "described in this RFC")
  separate: ['separate', 'separately', 'another', 'other', 'different', 'distinct', 'own', 'new'], another: ['another', 'other', 'separate', 'different', 'new', 'second'],
  different: ['different', 'another', 'other', 'separate', 'distinct'], future: ['future', 'later', 'subsequent', 'upcoming', 'next', 'follow-up'],
  subsequent: ['subsequent', 'later', 'future', 'next', 'follow-up'], 'follow-up': ['follow-up', 'later', 'future', 'subsequent', 'next'],
};
/**
 * A thing the span names only as another instance of its kind ("The original RFC proposed …", "the PEP's original
 * recommendations"), which the claim names with no such word ("This RFC proposes …", "the PEP's recommendations"): the
 * claim speaks of the current one. The modifier and the noun as the span writes them, or undefined.
 */
export function otherInstanceDropped(claimText: string, spanText: string): { modifier: string; noun: string } | undefined {
  const claimTokens = tokenize(claimText).filter((t) => t.kind === 'word');
  const claimWords = new Set(claimTokens.map((t) => t.norm));
  const claimStems = new Set(claimTokens.map((t) => t.stem));
  const spanTokens = tokenize(spanText).filter((t) => t.kind === 'word');
  for (const m of spanText.matchAll(OTHER_INSTANCE)) {
    const modifier = m[1]!.toLowerCase();
    const noun = tokenize(m[2]!)[0];
    if (!noun || noun.stop || !claimStems.has(noun.stem)) continue;
    if ((SAME_INSTANCE[modifier] ?? [modifier]).some((w) => claimWords.has(w))) continue;
    // (not where the span names the noun elsewhere with no such word: "The original RFC proposed X; this RFC proposes Y")
    const uses = spanTokens.filter((t) => t.stem === noun.stem).length;
    if (uses > 1) continue;
    return { modifier: m[1]!, noun: m[2]! };
  }
  return undefined;
}

/** Determiners that make a noun phrase any thing of its kind ("a defaulted parameter", "any breaking change"). */
const KIND_DETERMINER = /^(?:a|an|any|every|each|all|no)$/;
/** Modifiers that pick out no narrower kind ("a new parameter", "a given key", "a specific registry"). */
const UNLIMITING_MODIFIERS = new Set(['new', 'given', 'particular', 'specific', 'certain', 'single', 'whole', 'entire', 'same', 'own',
  'real', 'actual', 'additional', 'further', 'extra', 'other', 'another', 'such', 'following', 'above', 'below', 'said',
  // (and those that only turn the noun before them into a modifier: "security related features", "browser-based tools")
  'related', 'based', 'oriented', 'centric', 'focused', 'like', 'style', 'wise']);
/** Adverbs that hold a verb to some cases or some part ("would conditionally check", "is partially applied"). */
const LIMITING_ADVERBS = new Set(['conditionally', 'selectively', 'optionally', 'primarily', 'mainly', 'chiefly', 'principally',
  'predominantly', 'theoretically', 'nominally', 'initially', 'indirectly', 'partially', 'partly', 'locally', 'lazily', 'experimentally']);
/** Prepositions whose phrase holds what it follows to some cases ("compiles without warnings on …", "all but the last"). */
const LIMITING_PREPOSITIONS = new Set(['without', 'except', 'excluding', 'barring']);

/**
 * The span holds what it says to a narrower kind or to some cases, by a word the claim leaves out of words it otherwise
 * keeps in order: a modifier of any thing of a kind ("any breaking change" for the claim's "any change", "comprehension
 * iterable expressions" for "comprehension expressions"), an adverb of the claim's verb ("would conditionally check" for
 * "would check"), or a phrase of "without" or "except" ("compiles without warnings on the previous edition" for "compiles
 * on the previous edition"). The span's words left out, or undefined.
 */
export function modifierDropped(claimText: string, spanText: string, spanRaw = spanText): string | undefined {
  // (a word the span writes in code is no preposition of its: "replace bare ``except:`` with …")
  const inCode = new Set([...spanRaw.matchAll(/`+([^`]+)`+/g)].flatMap((m) => m[1]!.toLowerCase().match(/\p{L}+/gu) ?? []));
  const claim = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  // (an inline tag is markup, not a word: "<b>4 million</b>"; blanked out so that offsets stay those of the text)
  const text = spanText.replace(/<\/?[A-Za-z][^<>]*>/g, (tag) => ' '.repeat(tag.length));
  const span = tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number');
  if (claim.length < 3 || span.length < 3) return undefined;
  const claimStems = new Set(claim.map((t) => t.stem));
  const claimNorms = new Set(claim.map((t) => t.norm));
  /** The claim has these two words next to each other. */
  const adjacent = (a: Token, b: Token) => claim.some((t, i) => t.norm === a.norm && claim[i + 1]?.stem === b.stem);
  let tags: ReadonlyMap<number, string | null> | undefined;
  const tagOf = (t: Token) => (tags ??= posTags(text)).get(t.start);
  for (let i = 1; i + 1 < span.length; i++) {
    const word = span[i]!;
    // a phrase of "without" or "except" between two words the claim has side by side (the claim may say "without"
    // elsewhere: "compiles on the previous edition will compile without errors")
    // (not an act left undone, "stops the job without logging it": the claim says what is done)
    if (LIMITING_PREPOSITIONS.has(word.norm) && !inCode.has(word.norm) && !/ing$/.test(span[i + 1]?.norm ?? '')) {
      // (at the claim's end: "may be inaccessible to Rust users" over "… to Rust users without prior PLT background")
      const last = claim.length - 1;
      if (i >= 2 && !claimNorms.has(word.norm) && claim[last]!.norm === span[i - 1]!.norm && claim[last - 1]?.norm === span[i - 2]!.norm && /^[\s"'”’)*_`]*[.!?]?\s*$/.test(claimText.slice(claim[last]!.end))) {
        const rest = text.slice(word.start);
        const end = rest.search(/[,;:!?]|\.(?:\s|$)/);
        return (end < 0 ? rest : rest.slice(0, end)).trim();
      }
      for (let j = i + 1; j < Math.min(span.length - 1, i + 5); j++) {
        if (adjacent(span[i - 1]!, span[j + 1]!) && span.slice(i + 1, j + 1).every((t) => !claimStems.has(t.stem) || t.stop)) {
          return text.slice(word.start, span[j]!.end);
        }
      }
    }
    if (claimStems.has(word.stem)) continue;
    // an adverb of a verb the claim keeps, right before or after it
    if (LIMITING_ADVERBS.has(word.norm) && adjacent(span[i - 1]!, span[i + 1]!)) return word.text;
    // a modifier inside a noun phrase of any thing of a kind: the determiner (or, for a plural, the word before) and the
    // head are the claim's, side by side or with the modifiers the claim keeps between them
    // (nor a word in code marks: "`b'x'` and `b\"foo\"` byte literals" names byte literals, with no modifier)
    if (word.stop || UNLIMITING_MODIFIERS.has(word.norm) || /^\d/.test(word.norm) || inCode.has(word.norm)) continue;
    const tag = tagOf(word);
    // (a participle in -ed, or a piece of a hyphenated modifier, "user-facing"; not a verb in -ing with its object, "switch
    // to using namespaces")
    if (tag !== 'a' && tag !== 'n' && !/ed$/.test(word.norm) && text[word.start - 1] !== '-') continue;
    // (a word of a name in quotation marks, which the span may shorten: '"type system team" (the "types team" for short)')
    if (((text.slice(0, word.start).match(/["“”]/g) ?? []).length % 2) === 1) continue;
    // (a piece of a hyphenated word whose other piece the claim keeps: "packaging-related tools" for "packaging tools")
    if ((text[word.start - 1] === '-' && claimStems.has(span[i - 1]!.stem)) || (text[word.end] === '-' && claimStems.has(span[i + 1]!.stem))) continue;
    let start = i;
    while (start > 0 && !span[start - 1]!.stop && (['a', 'n'].includes(tagOf(span[start - 1]!) ?? '') || UNLIMITING_MODIFIERS.has(span[start - 1]!.norm))) start--;
    let end = i;
    while (end + 1 < span.length && !span[end + 1]!.stop && tagOf(span[end + 1]!) === 'n') end++;
    if (end === i) continue; // the word is the head itself
    const head = span[end]!;
    const before = span[start - 1];
    if (!claimStems.has(head.stem)) continue;
    // (or a plural with no determiner, after a function word or opening the sentence: "that user-facing changes", "of
    // comprehension iterable expressions", "Async generator functions are …")
    const barePlural = /[^su]s$/.test(head.norm) && (before === undefined || (before.stop && !/^(?:the|these|those|its|their|our|his|her|my|your)$/.test(before.norm)));
    if (!barePlural && !(before !== undefined && KIND_DETERMINER.test(before.norm))) continue;
    // the claim: the same word before (for a bare plural, any function word, or none), then only modifiers of the span's,
    // then the head, with one of those modifiers at least
    const kept = span.slice(start, end).filter((t) => t !== word);
    const found = claim.some((t, k) => {
      const opens = before !== undefined && t.norm === before.norm ? k + 1 : barePlural && (k === 0 || claim[k - 1]!.stop) && !t.stop ? k : -1;
      if (opens < 0) return false;
      let m = opens;
      while (m < claim.length && claim[m]!.stem !== head.stem && kept.some((s) => s.stem === claim[m]!.stem)) m++;
      return claim[m]?.stem === head.stem && (opens < m || t.norm === before?.norm);
    });
    if (found) return word.text;
  }
  return undefined;
}

/** Where a span's sentence says a thing without stating it: a condition ("if it becomes feasible", "even if", "as if"), a
 * goal put as a task ("Ensure that …", "Ensures each RFC is …", "Make sure …" opening a sentence or list item). */
const UNASSERTED_OPENERS = /\b(?:if|unless)\b|\bwould\s+(?:mean|imply)\b(?:\s+that\b)?|(?:^|[.;:!?]\s+|\n\s*(?:[-*+]|\d+[.)])\s+|^\s*(?:[-*+]|\d+[.)])\s+)(?:ensur(?:e|es|ing)|makes?\s+sure|making\s+sure)\b(?:\s+that\b)?/gi;
/** The claim keeps the frame itself, or has a condition of its own in other words ("When you override …" over "If you override …"). */
const CLAIM_FRAMED = /\b(?:if|unless|when|whenever|once|provided|assuming|suppose|ensur\w*|sure|guarantee\w*|goal|aim|need|would|mean|means|imply|implies)\b/i;

/**
 * The claim's verb stands in the span only inside a condition or a goal ("… to move towards universal overflow checking if
 * it becomes feasible" for "Universal overflow checking has become feasible"; "Ensure that code which … is clearly
 * identified" for "Code which … is clearly identified"): the span does not state it. The frame and its clause as written,
 * or undefined.
 */
export function unassertedAsFact(claimText: string, spanText: string): string | undefined {
  if (CLAIM_FRAMED.test(claimText)) return undefined;
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word');
  const claimTags = posTags(claimText);
  // (not a subject's noun the tagger reads as a verb before the verb itself: "Incremental builds have become …")
  const verbs = claimWords.filter((t, k) => !t.stop && claimTags.get(t.start) === 'v' &&
    !/^(?:is|are|was|were|has|have|had|can|could|will|would|may|might|must|should|does|do|did)$/.test(claimWords[k + 1]?.norm ?? '')).map((t) => t.stem);
  if (verbs.length === 0) return undefined;
  const spanWords = tokenize(spanText).filter((t) => t.kind === 'word');
  for (const m of spanText.matchAll(UNASSERTED_OPENERS)) {
    const from = m.index! + m[0].length;
    const rest = spanText.slice(from);
    // a condition to its clause's end; a goal to its sentence's end
    const end = /^(?:if|unless)$/i.test(m[0].trim()) || /^would/i.test(m[0]) ? rest.search(/[,;:!?)]|\.(?:\s|$)|\sthen\s/) : rest.search(/[;!?]|\.(?:\s|$)/);
    const inside = (t: Token) => t.start >= from && t.start < from + (end < 0 ? rest.length : end);
    // every one of the claim's verbs the span has is inside it, and the span has at least one
    const found = verbs.filter((v) => spanWords.some((t) => t.stem === v));
    if (found.length === 0 || !found.every((v) => spanWords.filter((t) => t.stem === v).every(inside))) continue;
    return spanText.slice(m.index!, from + (end < 0 ? rest.length : end)).replace(/^[\s.;:!?*+-]+/, '').trim();
  }
  return undefined;
}

/** A claim's words that set a thing apart ("other than the constructor", "except for tuples"), the thing's first word in group 1. */
const SETTING_APART = /\b(?:other\s+than|except(?:\s+for)?|excluding|apart\s+from|aside\s+from|but\s+not)\s+(?:the\s+|a\s+|an\s+)?[`*_]*([\p{L}\p{N}_]+)/giu;
/**
 * The claim sets apart what the span counts in ("Public methods other than the __init__ constructor should have
 * docstrings" over "Public methods (including the ``__init__`` constructor) should also have docstrings"): the opposite
 * for that thing. The claim's phrase and the span's, or undefined.
 */
export function exclusionForInclusion(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  for (const m of claimText.matchAll(SETTING_APART)) {
    const thing = m[1]!.replace(/^_+|_+$/g, '');
    if (!thing) continue;
    const inclusion = new RegExp(`\\b(?:including|incl\\.|such\\s+as|as\\s+well\\s+as|even)\\s+(?:the\\s+|a\\s+|an\\s+)?[\`*_]*_*${escapeRegExp(thing)}`, 'iu').exec(spanText);
    if (!inclusion) continue;
    // (the span sets it apart too, elsewhere: no opposite)
    if ([...spanText.matchAll(SETTING_APART)].some((s) => s[1]!.replace(/^_+|_+$/g, '').toLowerCase() === thing.toLowerCase())) continue;
    return { claim: m[0], span: inclusion[0] };
  }
  return undefined;
}
