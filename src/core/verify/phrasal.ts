// Verbs of several words ("leave out", "take part", "get rid of") and the one-word verbs WordNet gives the same first
// sense ("omit", "participate", "remove"): a paraphrase often trades one for the other.
import { wordNet } from '../lexicon';
import type { Token } from '../text/tokenize';

/** A verb of several words as written in a text: WordNet's phrase, its surface and where it stands. */
export interface PhraseUse {
  phrase: string; // "leave_out"
  surface: string; // "leaving out"
  start: number;
  end: number;
}

/** The verbs of two or three words a text uses, each word right after the other: "leaving out", "took part", "get rid of". */
export function verbPhrases(text: string, tokens: readonly Token[], exceptions: ReadonlyMap<string, string>): PhraseUse[] {
  const wn = wordNet();
  const out: PhraseUse[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    const head = tokens[i]!;
    if (head.kind !== 'word') continue;
    const bases = wn.morphy(head.norm, 'v', exceptions);
    if (bases.length === 0) continue;
    for (let n = 2; n >= 1; n--) {
      const rest = tokens.slice(i + 1, i + 1 + n);
      if (rest.length < n || !rest.every((t, k) => t.kind === 'word' && /^\s+$/.test(text.slice((k === 0 ? head : rest[k - 1]!).end, t.start)))) continue;
      const tail = rest.map((t) => t.norm).join('_');
      const phrase = bases.map((b) => `${b}_${tail}`).find((p) => wn.phraseSenses(p).length > 0);
      if (phrase === undefined) continue;
      const last = rest[rest.length - 1]!;
      out.push({ phrase, surface: text.slice(head.start, last.end), start: head.start, end: last.end });
      break;
    }
  }
  return out;
}

/**
 * The phrase's first sense is the one-word verb's first sense, and the word mostly reads as a verb: "leave out" and
 * "omit", "take part" and "participate", "look into" and "investigate"; not "go away" and "remove" (another first sense).
 */
export function phraseSharesFirstSense(phrase: string, word: string, exceptions: ReadonlyMap<string, string>): boolean {
  const wn = wordNet();
  const first = wn.phraseSenses(phrase)[0];
  if (first === undefined || !wn.readings(word, exceptions).includes('v')) return false;
  return wn.morphy(word, 'v', exceptions).some((lemma) => wn.senses(lemma, 'v')[0]?.synset.id === first.synset.id);
}
