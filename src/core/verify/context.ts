// A name the span leaves out but its surroundings give: "It contains 1,897 questions" under the heading
// "CiteVQA" is about CiteVQA. Only names come from the context, never the predicate, a number or another word:
// a claim's entity is carried when the document title or a section heading above the span names it, and a
// plain word only when the claim opens with the whole (short) title or heading: the subject it is about.
import type { SpanContext } from '../model';
import { contentTerms, normalizeWord, stem, tokenize, type Token } from '../text';
import { carriesTerm, FINITE_AUXILIARY_WORDS, posTags, profileClaim, profilePassage, type PassageProfile, type Term } from './analysis';

/** Longest title or heading (in content words) a claim may name as its subject. */
const MAX_NAME_TERMS = 4;

export interface ContextCarried {
  term: Term;
  /** Where the name comes from, in a writer's words: "the document title", "the section heading 'Results'". */
  source: string;
}

/**
 * The missing claim terms the span's context names. Nothing when the span itself names something the claim
 * does not: the surroundings of a sentence about someone else do not make it about the claim's subject.
 */
export function carriedByContext(
  missing: readonly Term[], claimTerms: readonly Term[], spanWords: string, context: SpanContext | undefined,
  acronyms: Map<string, string> | undefined,
): ContextCarried[] {
  if (!context || missing.length === 0) return [];
  const names: Array<{ text: string; source: string }> = [];
  if (context.title) names.push({ text: context.title, source: 'the document title' });
  for (const h of context.headings) names.push({ text: h, source: `the section heading '${h}'` });
  if (names.length === 0) return [];
  const out: ContextCarried[] = [];
  for (const term of missing) {
    for (const name of names) {
      if (!nameCarries(name.text, term, acronyms)) continue;
      if (!term.entity && !opensWith(claimTerms, name.text)) continue;
      out.push({ term, source: name.source });
      break;
    }
  }
  // the span's own names are read only when the context carries something (profiling the span's words is the
  // costly part, and most contexts carry nothing): the same answer as reading them first
  if (out.length === 0) return out;
  const claimKeys = new Set(claimTerms.flatMap((t) => [t.key, ...t.parts]));
  const spanNames = profileClaim(spanWords).terms.filter((t) => t.entity);
  return spanNames.some((t) => !claimKeys.has(t.key)) ? [] : out;
}

/** Whether a title or heading carries a claim term: asked again for every span of the same section, so remembered per term and acronym table. */
const carriedByName = new WeakMap<Term, WeakMap<object, Map<string, boolean>>>();
const NO_ACRONYMS = {};
function nameCarries(name: string, term: Term, acronyms: Map<string, string> | undefined): boolean {
  let byAcronyms = carriedByName.get(term);
  if (!byAcronyms) carriedByName.set(term, (byAcronyms = new WeakMap()));
  let byName = byAcronyms.get(acronyms ?? NO_ACRONYMS);
  if (!byName) byAcronyms.set(acronyms ?? NO_ACRONYMS, (byName = new Map()));
  let carried = byName.get(name);
  if (carried === undefined) byName.set(name, (carried = carriesTerm(profilePassage(name, acronyms), term, acronyms)));
  return carried;
}

/**
 * The claim opens with a short title or heading that relates nothing ("The Little Ice Age was …" under "Little
 * Ice Age"): its first content words are exactly the name's, so the name is the claim's subject.
 */
function opensWith(claimTerms: readonly Term[], name: string): boolean {
  const terms = contentTerms(name);
  if (terms.length === 0 || terms.length > MAX_NAME_TERMS || profileClaim(name).predicates.length > 0) return false;
  const first = [...claimTerms].sort((a, b) => a.start - b.start).slice(0, terms.length);
  const wanted = new Set(terms);
  return first.length === terms.length && first.every((t) => wanted.has(t.key) || t.parts.every((p) => wanted.has(p)));
}

export interface AntecedentCarried {
  term: Term;
  /** The span's words that point back ("this macro", "these functions", "the protocol"). */
  pointer: string;
}

/** A determiner that points back to something named before it ("the" only to a name: see carriedByAntecedent). */
const POINTING_DETERMINERS = new Set(['this', 'these', 'those', 'the']);
/** Words read before a name's head noun, in the sentences before the span, for its modifiers ("The `dbg!(x)` macro"). */
const MODIFIER_REACH = 4;
/** What may stand between a claim's name and its head noun: spaces and code or quote marks ("the `dbg!` macro"). */
const NAME_TO_HEAD = /^[`'"’!()*_]*\s+[`'"’*_]*([\p{L}][\p{L}-]*)/u;

/**
 * The missing claim words that the span's pointing phrase stands for: the claim writes "the dbg! macro" where the span
 * has "this macro", and the nearest "macro" in the sentences just before the span is "the `dbg!(x)` macro". Only the
 * nearest mention of the head noun counts, so a claim naming another macro ("the println! macro") is not carried, and
 * the claim must put the word right before the same head noun the span points with.
 */
export function carriedByAntecedent(missing: readonly Term[], claimText: string, passage: PassageProfile, before: string | undefined): AntecedentCarried[] {
  if (!before || missing.length === 0) return [];
  const { text: spanWords, tokens: span } = passage;
  // (pointers by "the" stand only for names: "the string" may be any string named before, "the protocol" the Tarn one)
  const pointers = new Map<string, { text: string; definite: boolean }>();
  for (let i = 0; i + 1 < span.length; i++) {
    if (!POINTING_DETERMINERS.has(span[i]!.norm)) continue;
    // the head right after the determiner, or after one word before it ("this same idea")
    // (not past a name of its own: "the Windows platform" names its platform, it points back to no other one)
    const named = span[i + 1] !== undefined && /^\p{Lu}/u.test(span[i + 1]!.text);
    for (const h of named ? [span[i + 1]] : [span[i + 1], span[i + 2]]) {
      if (h?.kind !== 'word' || h.stop) continue;
      const known = pointers.get(h.stem);
      if (!known || (known.definite && span[i]!.norm !== 'the')) pointers.set(h.stem, { text: spanWords.slice(span[i]!.start, h.end), definite: span[i]!.norm === 'the' });
      if (h === span[i + 2] || span[i + 1]!.kind !== 'word') break;
    }
  }
  if (pointers.size === 0) return [];
  let earlier: Token[] | undefined;
  const out: AntecedentCarried[] = [];
  for (const term of missing) {
    // (an act is no modifier of the noun after it: "In rejecting PEP 245" names no PEP as "rejecting")
    if (/ing$/i.test(term.surface) && !term.surface.includes('-')) continue;
    const head = NAME_TO_HEAD.exec(claimText.slice(term.end));
    if (!head) continue;
    const headStem = stem(normalizeWord(head[1]!));
    const pointer = pointers.get(headStem);
    if (pointer === undefined || (pointer.definite && !term.entity)) continue;
    earlier ??= tokenize(before);
    const modifiers = modifiersOfLast(earlier, headStem);
    if (modifiers && term.parts.every((p) => modifiers.has(p))) out.push({ term, pointer: pointer.text });
  }
  return out;
}

/**
 * The stems of the words that modify the last mention of a head noun: the words right before it, past marks and a
 * bracketed group ("The `dbg!(x)` macro" → dbg), up to a function word; undefined when the noun is not mentioned.
 */
function modifiersOfLast(tokens: readonly Token[], headStem: string): Set<string> | undefined {
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i]!.kind !== 'word' || tokens[i]!.stem !== headStem) continue;
    const stems = new Set<string>();
    let words = 0;
    let depth = 0;
    for (let j = i - 1; j >= 0 && words < MODIFIER_REACH; j--) {
      const t = tokens[j]!;
      if (t.text === ')' || t.text === ']') depth++;
      else if ((t.text === '(' || t.text === '[') && depth > 0) depth--;
      if (depth > 0 || t.kind === 'punct' || t.kind === 'symbol') {
        if (depth === 0 && /^[.;:,?]$/.test(t.text)) break;
        continue;
      }
      if (t.stop) break;
      words++;
      stems.add(t.stem);
      for (const part of t.norm.split('-')) if (part) stems.add(stem(part));
    }
    return stems;
  }
  return undefined;
}

/** A pronoun a span opens a clause with, standing for something named before ("But its implementation …", "It now funds …"). */
const OPENING_PRONOUN = /^(?:[\s"'(*_]*(?:but|and|so|also|thus|however|instead|now|then|still|yet|in\s+(?:this|that)\s+\w+)\s*,?\s+)?(it|its|they|their)\b/i;
/** "It is possible to …", "It should be noted that …": an "it" that stands for what comes after, not for anything before. */
const EXTRAPOSED_IT = /^(?:[\s"'(*_]*(?:\w+\s*,?\s+)?)it\s+(?:is|was|will\s+be|would\s+be|may\s+be|might\s+be|can\s+be|could\s+be|should\s+be|seems|appears|has\s+been|makes\s+sense)\b[^.;:]*?\b(?:to|that|whether|if|how|when)\b/i;

/**
 * The missing claim words the span's opening pronoun stands for: "But its implementation will invoke …" right after "In
 * this scheme, the actual API of `libstd` will not change." is about libstd. The pronoun is read as the subject of the
 * sentence just before the span (the reading a reader makes first), and a claim word is carried only when that subject
 * names it and the claim says it in its own subject, before its verb, as the pronoun stands in the span's.
 */
export function carriedByPronoun(missing: readonly Term[], claimText: string, passage: PassageProfile, before: string | undefined): AntecedentCarried[] {
  if (!before || missing.length === 0) return [];
  const opening = OPENING_PRONOUN.exec(passage.text);
  if (!opening || EXTRAPOSED_IT.test(passage.text)) return [];
  const subject = previousSubject(before, /^(?:they|their)$/i.test(opening[1]!) ? 'plural' : 'singular');
  if (subject === undefined) return [];
  // (only where the span has every figure the claim has: a word read through a pronoun makes no span about the same thing
  // with another figure, "It is available as patch 1234" after "A sample implementation …" of another document)
  const figures = (text: string) => tokenize(text).filter((t) => t.kind === 'number').map((t) => t.norm);
  const spanFigures = new Set(figures(passage.text));
  if (figures(claimText).some((f) => !spanFigures.has(f))) return [];
  const claimVerb = firstVerbAt(claimText);
  const out: AntecedentCarried[] = [];
  for (const term of missing) {
    if (term.start >= claimVerb) continue;
    if (term.parts.every((p) => subject.stems.has(p))) out.push({ term, pointer: opening[1]! });
  }
  return out;
}

/** Where a text's first verb starts, or its length when it has none: the tagger's verb, unless a determiner comes just before
 * it ("The inspect module is …": a noun there), or an auxiliary or a copula the tagger leaves untagged ("Dynamic modules have
 * extensions …", "The module is large"), whichever comes first. */
function firstVerbAt(text: string): number {
  const tags = posTags(text);
  const words = tokenize(text).filter((t) => t.kind === 'word');
  const verb = words.find((t, i) => FINITE_AUXILIARIES.has(t.norm) || (tags.get(t.start) === 'v' && !DETERMINERS.has(words[i - 1]?.norm ?? '')));
  return verb ? verb.start : text.length;
}
const FINITE_AUXILIARIES = new Set([...FINITE_AUXILIARY_WORDS.split('|'), 'shall']);
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'each', 'every', 'any', 'no', 'some']);

/**
 * The subject of the last sentence of `before`: its words up to its first verb, past an opening phrase set off by a comma
 * ("In this scheme, the actual API of `libstd` will …" → "the actual API of libstd"). Undefined when that sentence opens
 * with a pronoun itself (a chain of pronouns is not followed) or has no verb.
 */
function previousSubject(before: string, number: 'singular' | 'plural'): { stems: Set<string> } | undefined {
  const sentences = before.split(/(?<=[.!?])\s+(?=["'(*_`]*\p{Lu})/u);
  let last = sentences[sentences.length - 1]!.trim();
  if (!last) return undefined;
  const comma = last.indexOf(',');
  if (comma > 0 && comma < 60 && /^(?:in|on|for|with|under|after|before|during|since|as|at|by|from|to)\b/i.test(last)) last = last.slice(comma + 1).trim();
  if (/^(?:it|its|they|their|this|these|he|she)\b/i.test(last)) return undefined;
  const verb = firstVerbAt(last);
  if (verb >= last.length) return undefined;
  const subjectWords = tokenize(last.slice(0, verb)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
  // (the pronoun's number is the subject's: "They" is no singular "The tool", "It" no plural "The tools")
  const head = subjectWords[subjectWords.length - 1];
  if (!head || nounNumber(head.norm, /\band\b/i.test(last.slice(0, verb))) !== number) return undefined;
  // (nor where the rest of the sentence names another thing of that number the pronoun may stand for as well: "The runtime
  // has a garbage collector. It runs …", "The tool reads two files. They are merged …"; after "is" or "are" the
  // complement is the subject itself, "The linter is a Tarn plugin. It …")
  const rest = last.slice(verb);
  if (!/^(?:is|are|was|were)\b/i.test(rest)) {
    const tags = posTags(rest);
    const words = tokenize(rest).filter((t) => t.kind === 'word');
    if (words.some((t, i) => i > 0 && tags.get(t.start) === 'n' && nounNumber(t.norm, false) === number)) return undefined;
  }
  const stems = new Set(subjectWords.flatMap((t) => [t.stem, ...t.norm.split(/[-_]/).filter(Boolean).map((p) => stem(p))]));
  return stems.size > 0 ? { stems } : undefined;
}

/** A noun's number by its ending (or a subject of two joined by "and"): "modules" plural, "process", "status" and "analysis" singular. */
function nounNumber(word: string, joined: boolean): 'singular' | 'plural' {
  if (joined) return 'plural';
  return /[^su]s$/i.test(word) && !/(?:ss|us|is|ics)$/i.test(word) ? 'plural' : 'singular';
}
