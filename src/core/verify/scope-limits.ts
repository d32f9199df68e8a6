// Where a statement holds and what it is of: the limit a denial is kept to, and the act it denies; the place or direction a
// preposition gives; the thing a head noun is of; a purpose said with "so that". A denial is narrower with a limit
// ("never runs jobs during maintenance windows"): dropping the limit makes a claim stronger, not weaker ("never runs
// jobs"), as adding "only" would. "Across hosts" is not "within a host"; "the state of each job" is not each job; "so that
// each host is contacted once" is an aim, not that it is.
import { denialReaches, negationHits, posTags, profilePassage, tokenize } from './analysis';
import type { Token } from '../text/tokenize';

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
  'instances', 'variety', 'range', 'subset', 'member', 'members', 'version', 'versions', 'value', 'values', 'default',
  // (amounts: "thousands of users" are users)
  'thousands', 'hundreds', 'dozens', 'millions', 'billions', 'tens', 'scores', 'handful', 'few', 'several', 'percent', 'share', 'proportion',
  'fraction', 'plenty', 'dozen', 'hundred', 'thousand', 'million', 'billion']);
/** Nouns of an act or a state, whose "of" says what they are about, not a part of it ("introduction of", "absence of"). */
const ABSTRACT_HEAD = /(?:ion|ment|ness|ity|ance|ence|ing|ship|cy|ism|ure)s?$/;
const ABSTRACT_HEADS = new Set(['possibility', 'way', 'ways', 'lack', 'absence', 'need', 'needs', 'cost', 'costs', 'risk', 'risks', 'chance', 'ability',
  'downside', 'downsides', 'upside', 'upsides', 'drawback', 'drawbacks', 'disadvantage', 'disadvantages', 'pitfall', 'pitfalls', 'caveat', 'caveats',
  'sense', 'minimum', 'maximum', 'support', 'work', 'behaviour', 'behavior', 'effect', 'effects', 'impact', 'purpose', 'goal', 'idea', 'notion',
  'concept', 'point', 'role', 'help', 'benefit', 'benefits', 'advantage', 'advantages', 'problem', 'problems', 'issue', 'issues', 'question', 'matter',
  'amount', 'degree', 'level', 'extent', 'kind', 'form', 'forms', 'means', 'method', 'methods', 'approach', 'sort', 'side', 'front', 'back',
  'top', 'bottom', 'middle', 'start', 'beginning', 'end', 'result', 'results', 'outcome', 'task',
  'fact', 'case', 'cases', 'lot', 'plenty', 'heart', 'core', 'basis', 'base', 'aim', 'focus', 'scope', 'limit', 'limits', 'bit', 'bits', 'piece', 'pieces']);
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
export function headNounDropped(claimText: string, wholeSpan: string): { head: string; thing: string } | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const claimStems = new Set(claimWords.filter((t) => !t.stop).map((t) => t.stem));
  // (the span's sentence that says most of the claim: another sentence's "the previous release" is another subject's)
  const sentences = wholeSpan.split(/(?<=[.!?])\s+/);
  const said = (text: string) => new Set(tokenize(text).filter((t) => !t.stop && claimStems.has(t.stem)).map((t) => t.stem)).size;
  const spanText = sentences.length < 2 ? wholeSpan : sentences.reduce((best, x) => (said(x) > said(best) ? x : best));
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
    const headNear = (head: string) => claimStems.has(head) || claimWords.some((t) => t.stem === head);
    let head: string | undefined;
    const everyUnderHead = places.every((j) => {
      let p = j - 1;
      // (past determiners and adjectives: "a write to a *locked* store", "the logs of each *finished* job")
      while (p >= 0 && (BEFORE_NOUN.test(spanWords[p]!.norm) || tags.get(spanWords[p]!.start) === 'a' || /ed$/.test(spanWords[p]!.norm))) p--;
      const prep = spanWords[p];
      const noun = spanWords[p - 1];
      if (!prep || !HEAD_PREPOSITIONS.has(prep.norm) || !noun || noun.stop || LIGHT_HEADS.has(noun.norm) || headNear(noun.stem)) return false;
      // (a thing's part or a thing done to it — "the hash of", "the contents of", "a write to" — not an abstract noun, whose
      // "of" says what it is about: "the possibility of deadlocks", "the cost of", "the lack of", "the introduction of")
      if (ABSTRACT_HEAD.test(noun.norm) || ABSTRACT_HEADS.has(noun.norm) || /^\d|^(?:first|second|third|last|next)$/.test(noun.norm)) return false;
      // (a noun, not a verb or an adjective that takes the preposition: "belongs to each job", "possible to write")
      const before = spanWords[p - 2]?.norm ?? '';
      // (a sentence may open with the head: "Access to a deleted key raises …", which the tagger may read as a verb)
      const opens = p - 1 === 0 || /[.;:!?]\s*$/.test(spanText.slice(0, noun.start));
      if (tags.get(noun.start) !== 'n' && !opens && !/^(?:a|an|the|its|their|any|each|every)$|ed$/.test(before)) return false;
      head ??= noun.text;
      return true;
    });
    if (everyUnderHead && head !== undefined) return { head, thing: word.text };
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
  if (!/\bso\s+that\b/i.test(spanText) || CLAIM_PURPOSE.test(claimText)) return undefined;
  const claimStems = new Set(tokenize(claimText).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem));
  if (claimStems.size < 2) return undefined;
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
