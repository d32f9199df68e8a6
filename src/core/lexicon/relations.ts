// What the verifier asks of WordNet: the word forms a passage may use to carry a claim word, and the forms that say
// the opposite. WordNet is polysemous, so every relation is read only through a word's first senses (WordNet's
// sense order follows frequency) and, for synonyms, only where the passage word's own first sense is the shared one.
import type { Pos, Synset, WordNet } from './wordnet';

/** How a passage word carries a claim word: the same lemma inflected, a derived form, a synonym, a kind of it. */
export type CarryRelation = 'inflection' | 'derivation' | 'synonym' | 'hypernym';

export interface Carrier {
  form: string; // the word form the passage holds
  lemma: string; // its WordNet lemma
  claimLemma: string; // the claim word's lemma it relates to
  relation: CarryRelation;
  via?: string; // a derivation read through its synonym: the derived lemma the two share
}

/**
 * A claim word's senses read for opposites: its two most frequent per part of speech. Derived forms are read from
 * every sense: a derivation that names the same act or state keeps the word's meanings ("introduce"/"introduction").
 */
export const CLAIM_SENSES = 2;
/** A synonym or kind carries a claim word only through the claim word's and the passage word's most frequent sense. */
export const CARRIER_SENSES = 1;
/** A derived form's synonym counts only when the derivation reaches one of that form's first few senses. */
export const DERIVED_SENSES = 4;

const RANK: Record<CarryRelation, number> = { inflection: 0, derivation: 1, synonym: 2, hypernym: 3 };
const DERIVED = new Set(['derivation', 'pertainym', 'participle']);

/** Regular inflected forms of a lemma (plural, third person, past, -ing; no comparatives: "higher" is not "high"). */
export function inflections(lemma: string, pos: Pos): string[] {
  if (pos === 'a' || pos === 'r' || /[^a-z]/.test(lemma)) return [lemma];
  const out = [lemma];
  const sibilant = /(s|x|z|ch|sh)$/.test(lemma);
  const consonantY = /[^aeiou]y$/.test(lemma);
  out.push(sibilant ? `${lemma}es` : consonantY ? `${lemma.slice(0, -1)}ies` : `${lemma}s`);
  if (pos === 'v') {
    const stemE = lemma.endsWith('e');
    out.push(stemE ? `${lemma}d` : consonantY ? `${lemma.slice(0, -1)}ied` : `${lemma}ed`);
    out.push(stemE && !lemma.endsWith('ee') ? `${lemma.slice(0, -1)}ing` : `${lemma}ing`);
    // "stop" → "stopped": a short final consonant-vowel-consonant doubles
    if (/[^aeiou][aeiou][bdfgklmnprtv]$/.test(lemma)) {
      const last = lemma[lemma.length - 1];
      out.push(`${lemma}${last}ed`, `${lemma}${last}ing`);
    }
  }
  return out;
}

/** Comparative and superlative forms of an adjective ("low" → "lower", "lowest"), for opposites. */
export function gradedForms(lemma: string): string[] {
  if (/[^a-z]/.test(lemma)) return [lemma];
  if (lemma.endsWith('e')) return [lemma, `${lemma}r`, `${lemma}st`];
  if (/[^aeiou]y$/.test(lemma)) return [lemma, `${lemma.slice(0, -1)}ier`, `${lemma.slice(0, -1)}iest`];
  const out = [lemma, `${lemma}er`, `${lemma}est`];
  if (/[^aeiou][aeiou][bdgmnpt]$/.test(lemma)) out.push(`${lemma}${lemma[lemma.length - 1]}er`, `${lemma}${lemma[lemma.length - 1]}est`);
  return out;
}

/**
 * The claim word's lemmas with their first senses, in the parts of speech it is read as: the one given (the claim's
 * tagger), else the ones the word mostly reads as.
 */
function claimSenses(wn: WordNet, word: string, pos: Pos | undefined, exceptions: ReadonlyMap<string, string> | undefined, graded: boolean, senses = CLAIM_SENSES): Array<{ lemma: string; pos: Pos; synset: Synset; rank: number }> {
  const usual = wn.readings(word, exceptions);
  // the tagger's part of speech, unless WordNet's counts say it is a rare reading of the word: then the usual one too
  // (taggers call "decrease" in "inhibitors decrease levels" a noun)
  const given = !pos || wn.morphy(word, pos, exceptions).length === 0 ? usual
    : usual.includes(pos) || !rareReading(wn, word, pos, exceptions) ? [pos] : [pos, ...usual];
  const out: Array<{ lemma: string; pos: Pos; synset: Synset; rank: number }> = [];
  for (const p of given) {
    for (const lemma of wn.morphy(word, p, exceptions)) {
      // "higher" is a comparison, not "high": unless asked for (opposites), an adjective is read only as written
      if (!graded && (p === 'a' || p === 'r') && lemma !== word) continue;
      for (const s of wn.senses(lemma, p).slice(0, senses)) out.push({ lemma, pos: p, synset: s.synset, rank: s.rank });
    }
  }
  return out;
}

/**
 * Noun lexicographer files of acts, states and the like: a noun there names what its verb or adjective does or is
 * ("evaluation", "presence", "reduction"); a noun elsewhere names a thing, a person or a substance ("bicycle",
 * "cyclist", "inhibitor"), another referent than the word it derives from. 4 act, 7 attribute, 9 cognition,
 * 10 communication, 11 event, 12 feeling, 19 phenomenon, 22 process, 26 state.
 */
const NOMINALISATION_FILES = new Set([4, 7, 9, 10, 11, 12, 19, 22, 26]);

/** A derivation that names the same thing in another word class ("evaluate"/"evaluation"), not another thing ("bicycle"/"bicyclist"). */
function sameReferent(from: Synset, to: Synset): boolean {
  if (from.pos === to.pos) return false;
  return [from, to].every((s) => s.pos !== 'n' || NOMINALISATION_FILES.has(s.lexFile));
}

/** A part of speech the word was tagged in less than half as often as in its usual one. */
function rareReading(wn: WordNet, word: string, pos: Pos, exceptions?: ReadonlyMap<string, string>): boolean {
  const count = (p: Pos) => wn.morphy(word, p, exceptions).reduce((n, b) => n + wn.tagCount(b, p), 0);
  const max = Math.max(...(['n', 'v', 'a', 'r'] as const).map(count));
  return count(pos) * 2 < max;
}

/**
 * Word forms a passage may use to carry the claim word, each with the relation that licenses it: (a) the claim
 * lemma inflected, or a derivationally related form (also a pertainym or participle) naming the same act or state;
 * (b) a synonym sharing the claim word's first sense, when that sense is the synonym's own first sense too, and
 * likewise a synonym of the form derived from the claim word's first sense ("decreased" → "decrease" → "reduction");
 * (c) a noun naming a direct kind (hyponym) of the claim word's first sense, so a specific word carries the claim's general
 * one ("foxes" carries "canines"), never the reverse. A synonym or kind counts only in the part of speech the
 * passage word mostly reads as ("show" is mostly a verb). The claim word itself is not listed.
 */
export function carriersOf(wn: WordNet, word: string, pos?: Pos, exceptions?: ReadonlyMap<string, string>): Map<string, Carrier> {
  const lower = word.toLowerCase();
  const out = new Map<string, Carrier>();
  const add = (forms: string[], c: Omit<Carrier, 'form'>) => {
    for (const form of forms) {
      if (form === lower) continue;
      const known = out.get(form);
      if (!known || RANK[c.relation] < RANK[known.relation]) out.set(form, { form, ...c });
    }
  };
  const firstSenseWords = (synset: Synset, except: string) =>
    synset.words.filter((w) => w !== except && (wn.rankOf(w, synset) ?? Infinity) <= CARRIER_SENSES && wn.readings(w).includes(synset.pos));
  for (const { lemma, pos: p, synset, rank } of claimSenses(wn, lower, pos, exceptions, false, Infinity)) {
    add(inflections(lemma, p), { lemma, claimLemma: lemma, relation: 'inflection' });
    for (const d of wn.pointersFrom(synset, lemma)) {
      if (!DERIVED.has(d.relation) || !sameReferent(synset, d.synset)) continue;
      add(inflections(d.word, d.synset.pos), { lemma: d.word, claimLemma: lemma, relation: 'derivation' });
      if (rank > CARRIER_SENSES || (wn.rankOf(d.word, d.synset) ?? Infinity) > DERIVED_SENSES) continue;
      for (const w of firstSenseWords(d.synset, d.word)) {
        add(inflections(w, d.synset.pos), { lemma: w, claimLemma: lemma, relation: 'derivation', via: d.word });
      }
    }
    // an adverb whose pertainym is this adjective: WordNet points from "immediately" to "immediate", not back
    if (p === 'a') {
      for (const adverb of adverbsOf(lemma)) {
        if (wn.senses(adverb, 'r').some((sense) => wn.pointersFrom(sense.synset, adverb, 'pertainym').some((q) => q.word === lemma))) {
          add([adverb], { lemma: adverb, claimLemma: lemma, relation: 'derivation' });
        }
      }
    }
    if (rank > CARRIER_SENSES) continue;
    for (const w of firstSenseWords(synset, lemma)) add(inflections(w, p), { lemma: w, claimLemma: lemma, relation: 'synonym' });
    if (p === 'n') {
      for (const kind of wn.hyponyms(synset)) {
        for (const w of firstSenseWords(kind, lemma)) add(inflections(w, p), { lemma: w, claimLemma: lemma, relation: 'hypernym' });
      }
    }
  }
  return out;
}

/** The adverbs an adjective may make: "immediate" → "immediately", "easy" → "easily", "simple" → "simply", "basic" → "basically". */
function adverbsOf(adjective: string): string[] {
  const out = [`${adjective}ly`];
  if (adjective.endsWith('y')) out.push(`${adjective.slice(0, -1)}ily`);
  if (adjective.endsWith('le')) out.push(`${adjective.slice(0, -1)}y`);
  if (adjective.endsWith('ic')) out.push(`${adjective}ally`);
  return out;
}

/**
 * Lemmas that say the opposite of the claim word in one of its first senses: WordNet antonyms of the word (for a head
 * adjective, with the words whose first sense is the antonym's synset), of the
 * head an adjective satellite is similar to ("elevated" ~ "increased" ↔ "decreased"), and of its derived forms
 * together with their own derived forms ("presence" → "present" ↔ "absent" → "absence").
 */
export function antonymsOf(wn: WordNet, word: string, pos?: Pos, exceptions?: ReadonlyMap<string, string>): Array<{ lemma: string; pos: Pos; claimLemma: string }> {
  const out: Array<{ lemma: string; pos: Pos; claimLemma: string }> = [];
  const add = (lemma: string, pos: Pos, claimLemma: string) => {
    if (!out.some((o) => o.lemma === lemma)) out.push({ lemma, pos, claimLemma });
  };
  for (const { lemma, pos: p, synset, rank } of claimSenses(wn, word.toLowerCase(), pos, exceptions, true)) {
    for (const a of wn.pointersFrom(synset, lemma, 'antonym')) {
      add(a.word, a.synset.pos, lemma);
      // an adjective's opposite's synonyms in their first sense ("correct" ↔ "incorrect", whose synset holds "wrong"); not
      // of other parts of speech, whose synsets hold words of other uses ("end" ↔ "beginning" holds "offset", "partly"
      // ↔ "wholly" holds "all"; a satellite's opposites come through its head, below)
      if (a.synset.pos === 'a' && !synset.satellite) {
        for (const w of a.synset.words) if (w !== a.word && wn.rankOf(w, a.synset) === 1 && !NOT_OPPOSITES.has(w)) add(w, a.synset.pos, lemma);
      }
    }
    if (synset.satellite) {
      for (const head of synset.similar.map((id) => wn.synset(id))) {
        for (const w of head.words) for (const a of wn.pointersFrom(head, w, 'antonym')) add(a.word, a.synset.pos, lemma);
      }
    }
    for (const d of wn.pointersFrom(synset, lemma)) {
      if (!DERIVED.has(d.relation)) continue;
      for (const a of wn.pointersFrom(d.synset, d.word, 'antonym')) {
        for (const back of wn.pointersFrom(a.synset, a.word)) if (DERIVED.has(back.relation) && back.synset.pos === p) add(back.word, p, lemma);
      }
    }
    if (p === 'v' && rank === 1) for (const o of inheritedOpposites(wn, synset)) add(o, 'v', lemma);
  }
  return out;
}

/** Words of quantity and frequency an antonym's synset may hold that say no opposite of a claim word. */
const NOT_OPPOSITES = new Set(['all', 'whole', 'entire', 'every', 'each', 'usually', 'normally', 'commonly', 'always', 'often', 'some', 'any']);

/** How far up a verb's first sense is followed to a kind of change that has an opposite ("enhance" → "intensify" → "increase"). */
export const OPPOSITE_ANCESTOR_DEPTH = 2;

/**
 * A verb whose first sense is a kind of a verb with an opposite says the opposite of that opposite and of its direct
 * kinds: "enhance" is a way to increase, "reduce" is a way to decrease (WordNet's "indirect antonyms" for verbs).
 * The most general verbs (the roots: "change" ↔ "stay") are not followed: everything is a kind of change. Only a
 * word whose own first sense is that kind and that mostly reads as a verb counts, so no word is read in a rare sense.
 */
function inheritedOpposites(wn: WordNet, synset: Synset): string[] {
  const out = new Set<string>();
  let level = [synset];
  for (let depth = 1; depth <= OPPOSITE_ANCESTOR_DEPTH; depth++) {
    level = level.flatMap((s) => s.hypernyms.map((id) => wn.synset(id))).filter((s) => s.hypernyms.length > 0);
    for (const ancestor of level) {
      for (const word of ancestor.words) {
        for (const a of wn.pointersFrom(ancestor, word, 'antonym')) {
          if (a.synset.hypernyms.length === 0) continue;
          for (const kind of [a.synset, ...wn.hyponyms(a.synset)]) {
            for (const w of kind.words) if (wn.rankOf(w, kind) === 1 && wn.readings(w)[0] === 'v') out.add(w);
          }
        }
      }
    }
  }
  return [...out];
}

/** How many of the span word's most frequent senses an in-place synonym may share the claim word's first sense with. */
export const IN_PLACE_SENSES = 2;
/** A verb in its very place shares a sense with the span's word among either word's first four. */
export const VERB_IN_PLACE_SENSES = 4;
/**
 * The claim word's first sense is one of the span word's first IN_PLACE_SENSES, in one part of speech ("probably"/
 * "likely", "think"/"believe", "treated"/"handled"), and neither is the other's opposite: the relation a word standing
 * in the claim word's very place needs, where a synonym found anywhere in a span needs both words' first sense
 * (carriersOf). The claim word is read in its usual sense: "significant" is not "substantial", which shares only its second.
 */
/**
 * One adjective synset the head of the other's cluster ("sufficient" of "enough", "whole" of "entire"): a near-synonym.
 * Two satellites of one head are not ("weekly" and "monthly" are both "periodic").
 */
function sameCluster(a: Synset, b: Synset): boolean {
  return (a.satellite && !b.satellite && a.similar.includes(b.id)) || (b.satellite && !a.satellite && b.similar.includes(a.id));
}

export function sharesSense(wn: WordNet, a: string, b: string, exceptions?: ReadonlyMap<string, string>, claimPos?: Pos): { lemma: string; claimLemma: string; cluster?: true } | undefined {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return undefined;
  // (in the part of speech the claim word is read as, when known: "present" the adjective is not "show" the verb)
  for (const pos of claimPos ? [claimPos] : (['v', 'n', 'a', 'r'] as const)) {
    for (const la of wn.morphy(x, pos, exceptions)) {
      // (a verb by any of its first few senses: in its very place, with the same words on either side, its neighbours
      // pick the sense, "is meant to be enforced" / "is intended to be enforced")
      const mine = wn.senses(la, pos).slice(0, pos === 'v' ? VERB_IN_PLACE_SENSES : 1).map((s) => s.synset);
      if (mine.length === 0) continue;
      for (const lb of wn.morphy(y, pos, exceptions)) {
        if (la === lb) continue;
        const theirs = wn.senses(lb, pos).slice(0, pos === 'v' ? VERB_IN_PLACE_SENSES : IN_PLACE_SENSES).map((s) => s.synset);
        // (an adjective also by its cluster: "entire" and "whole", "sufficient" and "enough" are similar to one head)
        const shared = theirs.some((s) => mine.includes(s));
        if (!shared && !(pos === 'a' && theirs.some((s) => mine.some((m) => sameCluster(s, m))))) continue;
        if (antonymsOf(wn, x, pos, exceptions).some((o) => o.lemma === lb) || antonymsOf(wn, y, pos, exceptions).some((o) => o.lemma === la)) continue;
        return shared ? { lemma: lb, claimLemma: la } : { lemma: lb, claimLemma: la, cluster: true };
      }
    }
  }
  return undefined;
}

/** How many of each word's most frequent senses a synset-level opposite is read through: its first, its usual meaning. */
export const SYNSET_OPPOSITE_SENSES = 1;

/**
 * Two adjectives or adverbs whose first senses WordNet makes opposites through another word of either synset:
 * "frequently" shares its first sense with "often", whose antonym is "rarely". Only the words' usual senses, so no rare
 * reading counts.
 */
export function opposedSynsets(wn: WordNet, a: string, b: string, exceptions?: ReadonlyMap<string, string>): { pos: Pos; from: string; to: string } | undefined {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  if (x === y) return undefined;
  // (adjectives and adverbs: a noun's or verb's synset holds words of other uses, "draw" of "pull", "offset" of "beginning")
  for (const pos of ['a', 'r'] as const) {
    const frequent = (w: string) => wn.morphy(w, pos, exceptions).flatMap((l) => wn.senses(l, pos).slice(0, SYNSET_OPPOSITE_SENSES).map((s) => s.synset));
    const mine = frequent(x);
    if (mine.length === 0) continue;
    const theirs = new Set(frequent(y).map((s) => s.id));
    if (theirs.size === 0) continue;
    for (const s of mine) {
      for (const w of s.words) for (const p of wn.pointersFrom(s, w, 'antonym')) if (theirs.has(p.synset.id)) return { pos, from: w, to: p.word };
    }
  }
  return undefined;
}
