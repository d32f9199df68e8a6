// The modality gate: decides what kind of statement a sentence is, whether it needs evidence, and how risky
// it is. Deterministic; every decision leaves a cue explaining it.
import type { Modality, Risk } from '../model.js';
import {
  AUTHOR_DEFINED_CUES, CAUSAL_CUES, COMPARATIVE_CUES, DEFINITIONAL_CUES, INTERPRETIVE_CUES, NARRATIVE_CUES,
  OPINION_CUES, SPECULATIVE_CUES, STRONG_RELATIONS, SYNTHESIS_JOINS,
} from '../text/lexicon.js';
import { isKnownWord, tokenizeWords, type NlpToken } from './nlp.js';

export const EVIDENCE_MODALITIES: ReadonlySet<Modality> = new Set<Modality>([
  'metric', 'factual', 'causal', 'comparative', 'definitional', 'synthesis',
]);

export interface Classification {
  modality: Modality;
  needsEvidence: boolean;
  risk: Risk;
  cues: string[];
}

export interface SentenceInput {
  tokens: readonly NlpToken[]; // analysed tokens (inline code removed)
  text: string; // plain text of the sentence (markup removed)
  minWords: number;
  cited: boolean; // the writer attached a citation
  override: Modality | null;
  commonWords: ReadonlySet<string>; // words the document also writes in lower case (not names)
}

type CueCategory =
  | 'author_defined' | 'opinion' | 'speculative' | 'interpretive' | 'causal' | 'comparative' | 'definitional'
  | 'narrative' | 'join' | 'attribution' | 'copula' | `strong:${string}`;

/** Phrases showing the sentence reports what a source says, so a hedge inside it is still a claim. */
const ATTRIBUTION_CUES: readonly string[] = [
  'according to', 'the authors', 'the paper', 'the study', 'the benchmark', 'reports', 'reported', 'report that', 'found that',
  'finds that', 'show that', 'shows that', 'showed that', 'argue that', 'argues that', 'claim that', 'claims that', 'state that',
  'states that', 'note that', 'notes that', 'write that', 'writes that', 'conclude that', 'concludes that', 'observe that',
  'observes that', 'suggest that', 'demonstrate that', 'demonstrates that',
];

/** Discourse connectives that signal the author's reasoning rather than a sourced causal relation. */
const CONNECTIVES: ReadonlySet<string> = new Set(['therefore', 'thus', 'hence', 'so that', 'as a result', 'makes']);
const SPECULATIVE_MODALS: ReadonlySet<string> = new Set(['may', 'might', 'could']);
const REFERENCE_WORDS: ReadonlySet<string> = new Set([
  'section', 'sections', 'figure', 'fig', 'fig.', 'table', 'chapter', 'step', 'page', 'pages', 'p', 'p.', 'pp', 'pp.', 'version', 'v',
  'appendix', 'equation', 'eq', 'eq.', 'line', 'lines', '§', '#', 'issue', 'item', 'part', 'phase', 'stage', 'level', 'rule',
  'footnote', 'note', 'claim', 'result', 'row', 'column', 'verse', 'no', 'no.', 'number',
]);
const SPELLED_NUMBERS: ReadonlySet<string> = new Set([
  'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen',
  'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety',
  'hundred', 'thousand', 'million', 'billion', 'trillion', 'dozen', 'twice', 'half', 'thrice', 'tenfold', 'twofold', 'threefold',
]);
const NOT_SUPERLATIVE: ReadonlySet<string> = new Set([
  'honest', 'modest', 'earnest', 'interest', 'manifest', 'protest', 'contest', 'request', 'harvest', 'forest', 'suggest',
  'arrest', 'digest', 'invest', 'attest', 'detest', 'molest', 'rest', 'test', 'latest', 'behest', 'dishonest', 'immodest',
]);
const SUPERLATIVE_WORDS: ReadonlySet<string> = new Set(['best', 'worst', 'most', 'least', 'fewest']);
const FIRST_PERSON: ReadonlySet<string> = new Set(['i', 'we', 'my', 'our', "i'm", "we're", "i've", "we've"]);
const DEICTIC: ReadonlySet<string> = new Set(['this', 'that', 'these', 'those', 'it', 'they', 'he', 'she', 'which', 'what', 'there', 'here', 'you', 'one', 'such', 'something', 'everything', 'nothing', 'someone', 'anyone', 'its', 'their', 'his', 'her', 'your']);
/** Imperatives that introduce a statement ("Note that CiteVQA …"): the statement is still checked. */
const ATTENTION_VERBS: ReadonlySet<string> = new Set(['note', 'remember', 'recall', 'consider', 'notice', 'observe']);
const QUANTIFIERS: ReadonlySet<string> = new Set(['several', 'many', 'most', 'some', 'few', 'numerous', 'multiple', 'various', 'all', 'no', 'every', 'each', 'both', 'most']);
const INTRO_POS: ReadonlySet<string> = new Set(['ADP', 'SCONJ', 'ADV', 'ADJ', 'VERB']);
const SUBJECT_SKIP: ReadonlySet<string> = new Set(['ADV', 'SCONJ', 'CCONJ', 'INTJ', 'PUNCT', 'SYM', 'PART']);

interface CueEntry {
  words: string[];
  phrase: string;
  category: CueCategory;
}

let cueIndex: Map<string, CueEntry[]> | undefined;

function buildCueIndex(): Map<string, CueEntry[]> {
  const index = new Map<string, CueEntry[]>();
  const add = (phrases: readonly string[], category: CueCategory) => {
    for (const phrase of phrases) {
      const words = tokenizeWords(phrase);
      if (words.length === 0) continue;
      const list = index.get(words[0]!) ?? [];
      list.push({ words, phrase, category });
      index.set(words[0]!, list);
    }
  };
  add(AUTHOR_DEFINED_CUES, 'author_defined');
  add(OPINION_CUES, 'opinion');
  add(SPECULATIVE_CUES, 'speculative');
  add(INTERPRETIVE_CUES, 'interpretive');
  add(CAUSAL_CUES, 'causal');
  add(COMPARATIVE_CUES, 'comparative');
  add(DEFINITIONAL_CUES, 'definitional');
  add(NARRATIVE_CUES, 'narrative');
  add(SYNTHESIS_JOINS, 'join');
  add(ATTRIBUTION_CUES, 'attribution');
  add(['is the', 'are the'], 'copula');
  for (const [group, forms] of Object.entries(STRONG_RELATIONS)) add(forms, `strong:${group}`);
  return index;
}

interface CueHit {
  phrase: string;
  category: CueCategory;
  index: number; // token index where the phrase starts
}

/** Every cue phrase occurring in the token sequence (linear in the number of tokens). */
function findCues(words: readonly string[]): CueHit[] {
  cueIndex ??= buildCueIndex();
  const hits: CueHit[] = [];
  for (let i = 0; i < words.length; i++) {
    const candidates = cueIndex.get(words[i]!);
    if (!candidates) continue;
    for (const cue of candidates) {
      let matches = true;
      for (let k = 1; k < cue.words.length; k++) {
        if (words[i + k] !== cue.words[k]) {
          matches = false;
          break;
        }
      }
      if (matches) hits.push({ phrase: cue.phrase, category: cue.category, index: i });
    }
  }
  return hits;
}

const hasWordChar = (value: string) => /[\p{L}\p{N}]/u.test(value);
const isAdjacent = (a: NlpToken, b: NlpToken) => a.end === b.start;

/**
 * Named entities: proper nouns, acronyms and CamelCase names, hyphen-joined parts kept together. Inside a
 * sentence a capitalised word is a name; at its start it is one only with inner capitals, or when tagged a
 * proper noun, unknown to the model's vocabulary and never written in lower case by the document
 * ("Several", "Search" are not names; "Vienna" is).
 */
function namedEntities(tokens: readonly NlpToken[], commonWords: ReadonlySet<string>): Array<{ text: string; index: number }> {
  const entities: Array<{ text: string; index: number }> = [];
  const isEntityToken = (t: NlpToken, i: number) =>
    t.lower !== 'i' &&
    /^\p{Lu}/u.test(t.value) &&
    (/\p{Lu}/u.test(t.value.slice(1)) ||
      (i === 0 ? t.pos === 'PROPN' && !commonWords.has(t.lower) && !isKnownWord(t.lower) : t.pos !== 'PRON' && !/^\p{Lu}\.?$/u.test(t.value)));
  let i = 0;
  while (i < tokens.length) {
    if (!isEntityToken(tokens[i]!, i)) {
      i++;
      continue;
    }
    const startIndex = i;
    let text = tokens[i]!.value;
    let j = i + 1;
    while (j < tokens.length) {
      const t = tokens[j]!;
      const previous = tokens[j - 1]!;
      if (isEntityToken(t, j) && !(previous.pos === 'PUNCT' && previous.value !== '-')) {
        text += (isAdjacent(previous, t) ? '' : ' ') + t.value;
        j++;
      } else if (t.value === '-' && isAdjacent(previous, t) && j + 1 < tokens.length && isAdjacent(t, tokens[j + 1]!) && hasWordChar(tokens[j + 1]!.value)) {
        text += '-' + tokens[j + 1]!.value;
        j += 2;
      } else break;
    }
    entities.push({ text, index: startIndex });
    i = j;
  }
  return entities;
}

interface NumberCue {
  raw: string;
  kind: 'quantity' | 'date';
  spelled: boolean;
}

function numbersIn(tokens: readonly NlpToken[]): NumberCue[] {
  const numbers: NumberCue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const previous = i > 0 ? tokens[i - 1]! : undefined;
    if (/^\p{N}/u.test(t.value) || (t.type === 'number' && /\d/.test(t.value))) {
      if (previous && (REFERENCE_WORDS.has(previous.lower) || (previous.value === '-' && isAdjacent(previous, t)))) continue;
      if (previous && isAdjacent(previous, t) && /[\p{L}.]$/u.test(previous.value)) continue; // "GPT4", "v2.1"-like names
      const next = tokens[i + 1];
      const isPercent = next !== undefined && (next.value === '%' || next.lower === 'percent');
      if (previous && previous.pos === 'PROPN' && /^\p{Lu}/u.test(previous.value) && !isPercent) continue; // "Python 3", "LTS 1"
      const kind = !isPercent && /^(1[5-9]|20)\d\d(?:'?s)?$/.test(t.value) ? 'date' : 'quantity';
      numbers.push({ raw: isPercent && next.value === '%' ? t.value + '%' : t.value, kind, spelled: false });
    } else if (SPELLED_NUMBERS.has(t.lower) && (t.pos === 'NUM' || t.lower === 'twice' || t.lower.endsWith('fold'))) {
      numbers.push({ raw: t.value, kind: 'quantity', spelled: true });
    }
  }
  return numbers;
}

function superlativesIn(tokens: readonly NlpToken[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (SUPERLATIVE_WORDS.has(t.lower)) {
      const next = tokens[i + 1];
      const previous = tokens[i - 1];
      if (t.lower !== 'most' && t.lower !== 'least') found.push(t.lower);
      else if ((next && (next.pos === 'ADJ' || next.pos === 'ADV')) || previous?.lower === 'the') found.push(t.lower);
    } else if ((t.pos === 'ADJ' || t.pos === 'ADV') && t.lower.length > 4 && t.lower.endsWith('est') && !NOT_SUPERLATIVE.has(t.lower)) {
      found.push(t.lower);
    }
  }
  return found;
}

/** Strong predicates/quantifiers, minus idioms where the word asserts nothing ("at all", "First, …", "not only"). */
function strongHits(hits: readonly CueHit[], words: readonly string[]): CueHit[] {
  return hits.filter((hit) => {
    if (!hit.category.startsWith('strong:')) return false;
    const previous = words[hit.index - 1];
    const next = words[hit.index + 1];
    if (hit.phrase === 'first' && ((hit.index === 0 && next === ',') || previous === 'at')) return false;
    if (hit.phrase === 'all' && (previous === 'at' || previous === 'after' || previous === 'above' || next === 'in')) return false;
    if (hit.phrase === 'only' && (previous === 'not' || previous === 'if')) return false;
    return true;
  });
}

/** Index of the first token of the main clause's subject (after an introductory phrase ending in a comma). */
function subjectIndex(tokens: readonly NlpToken[]): number {
  let start = 0;
  const first = tokens[0];
  if (first && INTRO_POS.has(first.pos)) {
    const comma = tokens.findIndex((t, i) => i < 20 && t.value === ',');
    if (comma > 0 && !tokens.slice(1, comma).some((t) => t.pos === 'AUX' || t.pos === 'VERB' && !t.lower.endsWith('ed'))) start = comma + 1;
  }
  while (start < tokens.length && SUBJECT_SKIP.has(tokens[start]!.pos)) start++;
  return start;
}

type SubjectKind = 'first_person' | 'deictic' | 'definite' | 'indefinite' | 'generic' | 'bare' | 'none';

/**
 * What the sentence is about: the writer (first person), something pointed at in context (this, it), a
 * definite description (the verifier), an indefinite one (a bike lane), a bare singular noun (search), or a
 * generic/quantified class (dense retrieval, many researchers) — a statement about the world sources can carry.
 */
function subjectKind(tokens: readonly NlpToken[], at: number, headIsName: boolean): SubjectKind {
  const head = tokens[at];
  if (!head) return 'none';
  if (FIRST_PERSON.has(head.lower)) return 'first_person';
  if (DEICTIC.has(head.lower) || head.pos === 'PRON') return 'deictic';
  if (QUANTIFIERS.has(head.lower)) return 'generic';
  if (head.lower === 'a' || head.lower === 'an') return 'indefinite';
  if (head.pos === 'DET') return 'definite';
  if (head.pos === 'NUM' || headIsName) return 'generic';
  if (head.pos === 'NOUN' || head.pos === 'ADJ' || head.pos === 'PROPN') {
    // a bare singular noun ("Search is …") is usually the writer's framing; a plural or modified noun is a class
    const next = tokens[at + 1];
    const phrase = head.pos === 'ADJ' || (next !== undefined && (next.pos === 'NOUN' || next.pos === 'PROPN'));
    return phrase || /[^s]s$/.test(head.lower) ? 'generic' : 'bare';
  }
  return 'none';
}

export function classifySentence(input: SentenceInput): Classification {
  const { tokens } = input;
  const words = tokens.map((t) => t.lower);
  const hits = findCues(words);
  const firstHit = (category: CueCategory) => hits.find((h) => h.category === category);
  const entities = namedEntities(tokens, input.commonWords);
  const numbers = numbersIn(tokens).filter((n) => !n.spelled || entities.length > 0);
  const quantities = numbers.filter((n) => n.kind === 'quantity');
  const strong = strongHits(hits, words);
  const superlatives = superlativesIn(tokens);
  const comparative = firstHit('comparative');
  const cues: string[] = [];

  const featureCues = () => [
    ...numbers.map((n) => `${n.kind === 'date' ? 'date' : 'number'}:${n.raw}`),
    ...strong.map((h) => `predicate:${h.phrase}`),
    ...superlatives.map((s) => `superlative:${s}`),
  ];
  const riskOf = (modality: Modality): Risk => {
    if (strong.length > 0 || superlatives.length > 0 || modality === 'synthesis') return 'high';
    if (numbers.length > 0 || comparative || modality === 'causal' || modality === 'comparative' || modality === 'metric') return 'medium';
    return 'low';
  };
  const result = (modality: Modality, ...why: string[]): Classification => {
    const needsEvidence = EVIDENCE_MODALITIES.has(modality);
    const all = [...cues, ...why, ...(needsEvidence ? featureCues() : [])];
    return { modality, needsEvidence, risk: needsEvidence ? riskOf(modality) : 'low', cues: [...new Set(all)] };
  };

  if (input.override) return result(input.override, `override:${input.override}`);

  const wordCount = tokens.filter((t) => hasWordChar(t.value)).length;
  if (/\?["'’”)\]*_]*$/.test(input.text.trim())) return result('narrative', 'question');
  if (wordCount < input.minWords) return result('narrative', 'short');

  const authorDefined = firstHit('author_defined');
  if (authorDefined) return result('author_defined', `author_defined:${authorDefined.phrase}`);
  const opinion = firstHit('opinion');
  if (opinion) return result('opinion', `opinion:${opinion.phrase}`);

  const attribution = firstHit('attribution');
  if (attribution) cues.push(`attributed:${attribution.phrase}`);
  if (input.cited) cues.push('citation');
  const speculative = hits.find(
    (h) => h.category === 'speculative' && (!SPECULATIVE_MODALS.has(h.phrase) || (isModalVerb(tokens[h.index]!) && !pastInability(words, h.index))),
  );
  if (speculative && !attribution && !input.cited) return result('speculative', `speculative:${speculative.phrase}`);
  const interpretive = firstHit('interpretive');
  if (interpretive) return result('interpretive', `interpretive:${interpretive.phrase}`);

  const subject = subjectIndex(tokens);
  const subjectToken = tokens[subject];
  const kind = subjectKind(tokens, subject, entities.some((e) => e.index === subject));
  if (kind === 'first_person') return result('narrative', 'first_person');
  const substantive = entities.length > 0 || quantities.length > 0;
  const narrative = firstHit('narrative');
  if (narrative && !substantive) return result('narrative', `narrative:${narrative.phrase}`);
  if (subject === 0 && subjectToken?.pos === 'VERB' && !/(?:ing|ed|s)$/.test(subjectToken.lower) && !ATTENTION_VERBS.has(subjectToken.lower)) {
    return result('narrative', 'imperative');
  }

  // About "this"/"it": the thing checked is whatever the context points at, which no span can be matched to.
  if (kind === 'deictic' && quantities.length === 0) return result('narrative', 'deictic_subject');
  const ending = input.text.trim().replace(/["'’”)\]*_]+$/, '').slice(-1);
  if (ending === ':' && quantities.length === 0) return result('narrative', 'lead_in');
  if (!/[.!?;…]/.test(ending) && /^\p{Ll}/u.test(input.text) && !substantive) return result('narrative', 'fragment');

  // Evidence-bearing modalities need something to check: a named entity, a number, or a noun-phrase subject.
  const anchored = entities.length > 0 || kind !== 'none';
  const entityCue = entities.length > 0 ? [`entities:${entities.map((e) => e.text).join('|')}`] : [];

  const join = firstHit('join');
  const distinctEntities = new Set(entities.map((e) => e.text.toLowerCase()));
  if (join && distinctEntities.size >= 2) return result('synthesis', `join:${join.phrase}`, ...entityCue);
  if (quantities.length > 0 && anchored) return result('metric', ...entityCue);
  if (comparative && anchored) return result('comparative', `comparative:${comparative.phrase}`, ...entityCue);
  const causal = hits.find((h) => h.category === 'causal' && (entities.length > 0 || !CONNECTIVES.has(h.phrase)));
  if (causal && anchored) return result('causal', `causal:${causal.phrase}`, ...entityCue);
  const definitional = firstHit('definitional') ?? hits.find((h) => h.category === 'copula' && h.index <= subject + 6);
  // a class defined in so many words ("A protected bike lane is a bike lane separated from …"), not a metaphor ("A citation is a promise.")
  const definesClass = (at: number) => (kind === 'indefinite' || kind === 'generic' || kind === 'bare') && at <= subject + 6 && tokens.length - at >= 7;
  if (definitional && (entities.some((e) => e.index < definitional.index) || definesClass(definitional.index))) {
    return result('definitional', `definitional:${definitional.phrase}`, ...entityCue);
  }
  const declarative = tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || /[.!]["'’”)\]*_]*$/.test(input.text.trim());
  if (entities.length > 0 && declarative) return result('factual', ...entityCue);
  if (kind === 'generic' && declarative) return result('factual', 'generic_subject');
  return result('narrative', kind === 'deictic' ? 'deictic_subject' : 'no_checkable_content');
}

/** "could not" / "couldn't" reports a past inability, a fact rather than a possibility. */
function pastInability(words: readonly string[], index: number): boolean {
  return words[index] === 'could' && (words[index + 1] === 'not' || words[index + 1] === "n't");
}

function isModalVerb(token: NlpToken): boolean {
  return token.pos === 'AUX' || token.pos === 'VERB' || token.value === token.lower;
}
