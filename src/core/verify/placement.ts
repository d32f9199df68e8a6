// Where in a span the claim's words are carried. Two honest-verdict rules that bag-of-words matching misses on real
// text: one span word cannot carry two claim words ("rise" is not both "grow" and "rise"), and the carried words must
// stand together: a long sentence that mentions "continued", "climate change" and "normalized" fifty words apart does
// not say "climate change is normal and continual".
import type { Token } from '../text/tokenize';
import { lexicalCarrier, stem, synonymsOf, type PassageProfile, type Term } from './analysis';

/** The most word tokens the carried words may spread over, for a claim of `claimWords` words. */
export function maxSpread(claimWords: number): number {
  return Math.max(Math.ceil(claimWords * 2.5), claimWords + 12);
}

/** The span stems that may carry a term: its own key and parts, then its synonyms. */
function carrierStems(term: Term): { own: string[]; synonyms: readonly string[] } {
  return { own: term.parts.length > 0 ? [term.key, ...term.parts] : [term.key], synonyms: term.parts.length === 1 ? synonymsOf(term.key) : [] };
}

/**
 * Carried terms whose only carrier in the span is a synonym that is itself the word of another carried claim term, or
 * a word the claim says itself: the span word is already spent on that term.
 */
export function spentSynonyms(carried: readonly Term[], passage: PassageProfile, claimTokens: readonly Token[] = []): Term[] {
  const ownKeys = new Set<string>();
  for (const t of carried) if (passage.keys.has(t.key)) ownKeys.add(t.key);
  // (a word the claim says itself, term or not, is spent on it where the span says it no more often: "unable to use …
  // will become usable" over "unable to use"; not "required … needs" over "required … requires")
  const spanCounts = new Map<string, number>();
  for (const t of passage.tokens) spanCounts.set(t.stem, (spanCounts.get(t.stem) ?? 0) + 1);
  const spanTimes = (s: string) => spanCounts.get(s) ?? 0;
  const said = new Map<string, number>();
  for (const t of claimTokens) if (t.kind === 'word' && passage.keys.has(t.stem)) said.set(t.stem, (said.get(t.stem) ?? 0) + 1);
  for (const [s, times] of said) if (spanTimes(s) <= times) ownKeys.add(s);
  const spentOn = (s: string) => ownKeys.has(s) || (ownKeys.has(stem(s)) && spanTimes(stem(s)) <= (said.get(stem(s)) ?? 1));
  const spent: Term[] = [];
  for (const t of carried) {
    if (t.entity || passage.keys.has(t.key) || t.parts.length !== 1) continue;
    const carriers = synonymsOf(t.key).filter((s) => passage.keys.has(s));
    const lexical = lexicalCarrier(passage, t)?.form;
    if (lexical !== undefined && !carriers.includes(lexical)) carriers.push(lexical);
    // (WordNet's carrier is a word form: "use", whose stem is the claim's key "us")
    if (carriers.length > 0 && carriers.every(spentOn)) spent.push(t);
  }
  return spent;
}

/**
 * Carried words the claim uses more often than the span carries them: one span word carries one claim word, so "will
 * be removed … to remove a token" is not carried by "will be added … to remove a token".
 */
export function underCarriedRepeats(carried: readonly Term[], passage: PassageProfile, claimTokens: readonly Token[]): Array<{ term: Term; times: number }> {
  const out: Array<{ term: Term; times: number }> = [];
  for (const t of carried) {
    if (t.entity) continue;
    // counted the same way on both sides: every token of the word, inside a compound or a code name too
    const times = t.parts.length > 1 ? compoundCount(t, claimTokens) : claimTokens.filter((k) => k.kind === 'word' && k.stem === t.key).length;
    if (times < 2) continue;
    const carriedTimes = t.parts.length > 1 ? compoundCount(t, passage.tokens) : positionsOf([t], passage.tokens, passage, true)[0]!.length;
    if (carriedTimes < times) out.push({ term: t, times });
  }
  return out;
}

/** How often a compound's words stand together, in order, among the tokens ("private item"). */
function compoundCount(term: Term, tokens: readonly Token[]): number {
  const stems = tokens.filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => t.stem);
  let count = 0;
  for (let i = 0; i + term.parts.length <= stems.length; i++) if (term.parts.every((p, k) => stems[i + k] === p)) count++;
  return count;
}

/** Word-token positions of each carried term in the span (terms it cannot locate, e.g. by acronym, are left out). */
function positionsOf(terms: readonly Term[], tokens: readonly Token[], passage: PassageProfile, keepEmpty = false): number[][] {
  const wordIndex: Array<{ stem: string; norm: string }> = [];
  for (const t of tokens) if (t.kind === 'word' || t.kind === 'number') wordIndex.push({ stem: t.stem, norm: t.norm });
  const out: number[][] = [];
  for (const term of terms) {
    const { own, synonyms: listed } = carrierStems(term);
    const lexical = lexicalCarrier(passage, term)?.form;
    const synonyms = lexical === undefined ? listed : [...listed, lexical];
    const at: number[] = [];
    for (let i = 0; i < wordIndex.length; i++) {
      const w = wordIndex[i]!;
      if (own.includes(w.stem) || own.includes(w.norm) || synonyms.includes(w.stem) || synonyms.includes(w.norm)) at.push(i);
    }
    if (at.length > 0 || keepEmpty) out.push(at);
  }
  return out;
}

/** The fewest consecutive word tokens holding one occurrence of every located term (0 when fewer than two terms). */
export function carriedSpread(terms: readonly Term[], passage: PassageProfile): number {
  const lists = positionsOf(terms, passage.tokens, passage);
  if (lists.length < 2) return 0;
  const events: Array<[number, number]> = [];
  lists.forEach((positions, k) => { for (const p of positions) events.push([p, k]); });
  events.sort((a, b) => a[0] - b[0]);
  const need = lists.length;
  const counts = new Array<number>(need).fill(0);
  let have = 0;
  let best = Infinity;
  let left = 0;
  for (let right = 0; right < events.length; right++) {
    if (counts[events[right]![1]]++ === 0) have++;
    while (have === need) {
      best = Math.min(best, events[right]![0] - events[left]![0] + 1);
      if (--counts[events[left]![1]] === 0) have--;
      left++;
    }
  }
  return best === Infinity ? 0 : best;
}
