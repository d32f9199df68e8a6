// Content terms: the stems a claim and a source sentence are compared on (and indexed by).
import { isHyphen, normalizeWord } from './normalize';
import { CARDINAL_WORDS, MULTIPLIER_WORDS, ORDINAL_WORDS, extractQuantities, quantityTerm } from './quantities';
import { stem } from './stem';
import { STOPWORDS } from './stopwords';
import { KIND_NUMBER, KIND_WORD, scanTokens } from './tokenize';

function mayStartQuantity(norm: string): boolean {
  return CARDINAL_WORDS[norm] !== undefined || MULTIPLIER_WORDS[norm] !== undefined || ORDINAL_WORDS[norm] !== undefined;
}

/**
 * Calls emit(term, start, end) for each content term of text[from, to), in text order, duplicates included:
 * stems of non-stop words; one canonical term per quantity ("1,897"→"1897", "50 percent"→"50%", "twice"→"2x");
 * for hyphenated compounds the parts and then the joined form ("index-based" → "index", "base", "indexbas").
 */
export function forEachContentTerm(text: string, from: number, to: number, emit: (term: string, start: number, end: number) => void): void {
  const kinds: number[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let hasQuantity = false;
  scanTokens(text, from, to, (kind, start, end) => {
    kinds.push(kind);
    starts.push(start);
    ends.push(end);
    if (kind === KIND_NUMBER) hasQuantity = true;
    else if (!hasQuantity && kind === KIND_WORD && end - start <= 11 && mayStartQuantity(text.slice(start, end).toLowerCase())) hasQuantity = true;
  });

  // Quantity spans replace their tokens with one canonical term.
  const quantityAt = new Map<number, { term: string; end: number }>();
  if (hasQuantity) {
    for (const q of extractQuantities(text.slice(from, to))) quantityAt.set(q.start + from, { term: quantityTerm(q), end: q.end + from });
  }

  let compound = '';
  let compoundParts = 0;
  let compoundStart = 0;
  let compoundEnd = 0;
  let hyphenPending = false;
  const flushCompound = (): void => {
    if (compoundParts > 1) {
      const joined = stem(compound);
      if (!STOPWORDS.has(compound)) emit(joined, compoundStart, compoundEnd);
    }
    compound = '';
    compoundParts = 0;
    hyphenPending = false;
  };

  for (let i = 0; i < kinds.length; i++) {
    const start = starts[i]!;
    const q = quantityAt.get(start);
    if (q !== undefined) {
      flushCompound();
      emit(q.term, start, q.end);
      while (i + 1 < kinds.length && starts[i + 1]! < q.end) i++;
      continue;
    }
    const kind = kinds[i]!;
    const end = ends[i]!;
    if (kind !== KIND_WORD && kind !== KIND_NUMBER) {
      // A hyphen joining two adjacent words keeps the compound open.
      const joinsWords = end - start === 1 && isHyphen(text.charCodeAt(start)) && compoundParts > 0 && compoundEnd === start &&
        i + 1 < kinds.length && starts[i + 1] === end && (kinds[i + 1] === KIND_WORD || kinds[i + 1] === KIND_NUMBER);
      if (joinsWords) hyphenPending = true;
      else flushCompound();
      continue;
    }
    if (compoundParts > 0 && !hyphenPending) flushCompound();
    hyphenPending = false;
    const norm = kind === KIND_NUMBER ? text.slice(start, end).toLowerCase() : normalizeWord(text.slice(start, end));
    if (compoundParts === 0) compoundStart = start;
    compound += norm;
    compoundParts++;
    compoundEnd = end;
    if (kind === KIND_NUMBER) emit(norm, start, end);
    else if (end - start > 1 && !STOPWORDS.has(norm)) emit(stem(norm), start, end);
  }
  flushCompound();
}

/** Stems of non-stop words and canonical quantity terms, de-duplicated, in order of first appearance. */
export function contentTerms(text: string): string[] {
  const seen = new Set<string>();
  forEachContentTerm(text, 0, text.length, (term) => {
    seen.add(term);
  });
  return [...seen];
}
