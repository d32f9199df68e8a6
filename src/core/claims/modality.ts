// The modality gate: decides what kind of statement a sentence is, whether it needs evidence, and how risky
// it is. Deterministic; every decision leaves a cue explaining it.
import type { Modality, Risk } from '../model.js';
import {
  AUTHOR_DEFINED_CUES, CAUSAL_CUES, COMPARATIVE_CUES, DEFINITIONAL_CUES, HEDGE_CUES, INTERPRETIVE_CUES, NARRATIVE_CUES,
  OPINION_CUES, SPECULATIVE_CUES, STRONG_RELATIONS, SYNTHESIS_JOINS,
} from '../text/lexicon.js';
import { isKnownWord, tokenizeWords, type NlpToken } from './nlp.js';

/** Longer "sentences" (lists run together, data) are listed but not checked, with a notice. */
export const MAX_SENTENCE_WORDS = 300;

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
  commonWords: { has(word: string): boolean }; // words the document also writes in lower case (not names)
  /** The sentence stands under a heading that names a document (a PEP, an RFC, a proposal): its rules are reported. */
  underDocumentHeading?: boolean;
}

type CueCategory =
  | 'author_defined' | 'opinion' | 'speculative' | 'interpretive' | 'causal' | 'comparative' | 'definitional'
  | 'narrative' | 'join' | 'attribution' | 'copula' | 'hedge' | `strong:${string}`;

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
const FRACTIONS: ReadonlySet<string> = new Set(['half', 'third', 'thirds', 'quarter', 'quarters', 'fifth', 'fifths', 'tenth', 'tenths']);
const NOT_SUPERLATIVE: ReadonlySet<string> = new Set([
  'honest', 'modest', 'earnest', 'interest', 'manifest', 'protest', 'contest', 'request', 'harvest', 'forest', 'suggest',
  'arrest', 'digest', 'invest', 'attest', 'detest', 'molest', 'rest', 'test', 'latest', 'behest', 'dishonest', 'immodest',
]);
const SUPERLATIVE_WORDS: ReadonlySet<string> = new Set(['best', 'worst', 'most', 'least', 'fewest']);
/** The writer speaking; a plural "we" may be the writer or people in general. */
const WRITER: ReadonlySet<string> = new Set(['i', 'my', 'me', "i'm", "i've"]);
const COLLECTIVE: ReadonlySet<string> = new Set(['we', 'our', 'us', "we're", "we've"]);
/** Pointers into the context: what they point at is not in the sentence. */
const DEICTIC: ReadonlySet<string> = new Set(['this', 'that', 'these', 'those', 'it', 'which', 'there', 'here', 'one', 'such', 'your']);
/** Pronouns standing for people or things named earlier: what is said of them is a fact a source can state. */
const ANAPHORIC: ReadonlySet<string> = new Set(['he', 'she', 'they', 'his', 'her', 'their', 'its', 'him', 'them']);
const GENERIC_PRONOUNS: ReadonlySet<string> = new Set(['you', 'something', 'everything', 'nothing', 'someone', 'anyone', 'everyone', 'nobody', 'what', 'whatever']);
/** Predicates that take a clause as their real subject: "it is clear (that) …", "it is expected (that) …". */
const EXTRAPOSING: ReadonlySet<string> = new Set([
  'clear', 'unclear', 'true', 'false', 'evident', 'obvious', 'possible', 'impossible', 'likely', 'unlikely', 'certain', 'known',
  'expected', 'estimated', 'thought', 'believed', 'said', 'reported', 'feared', 'projected', 'predicted', 'shown', 'proven', 'proved',
]);
const COPULAS: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were', "'s", "'re", 'remains', 'remained', 'seems', 'seemed']);
/** After "That is …": the writer commenting on what was just said ("That is exactly why …"). */
const STANCE_AFTER_COPULA: ReadonlySet<string> = new Set(['exactly', 'precisely', 'just', 'really', 'simply', 'why', 'how', 'what', 'not', 'no']);
/** Verbs of quoting and reporting: the sentence says who said or found what. */
const REPORTING_VERBS: ReadonlySet<string> = new Set([
  'said', 'says', 'say', 'told', 'claimed', 'claims', 'claim', 'argued', 'argues', 'warned', 'warns', 'insisted', 'insists', 'wrote',
  'estimated', 'estimates', 'predicted', 'predicts', 'concluded', 'believes', 'believe', 'stated', 'states', 'added', 'explained',
  'explains', 'reported', 'announced', 'acknowledged', 'admitted', 'denied', 'denies', 'asserted', 'asserts', 'suggested', 'suggests',
]);
/**
 * Nouns for a document as a speaker: "The RFC proposes …", "This PEP specifies how tools should …", "The spec requires …".
 * What follows their verb is the document's content, reported, not the writer's stance.
 */
const DOCUMENT_NOUNS: ReadonlySet<string> = new Set([
  'pep', 'rfc', 'rfcs', 'peps', 'proposal', 'specification', 'spec', 'standard', 'document', 'documentation', 'docs', 'manual', 'guide',
  'paper', 'study', 'report', 'readme', 'changelog', 'announcement', 'draft', 'memo', 'adr', 'amendment', 'charter', 'policy',
]);
/** Verbs of opinion, wish and proposal: with "I"/"we" as subject the sentence is the writer's stance. */
const STANCE_VERBS: ReadonlySet<string> = new Set([
  'think', 'believe', 'feel', 'agree', 'disagree', 'hope', 'want', 'wish', 'prefer', 'recommend', 'propose', 'argue', 'doubt',
  'fear', 'worry', 'like', 'love', 'hate', 'suggest', 'urge', 'guess', 'suppose', 'reckon', 'consider',
]);
/** After "should": an expectation about the world, not advice ("record highs should increase"). */
const EXPECTATION_VERBS: ReadonlySet<string> = new Set(['increase', 'decrease', 'rise', 'fall', 'occur', 'happen', 'add', 'account', 'change', 'grow', 'drop', 'decline', 'reach', 'exceed', 'produce', 'cause', 'lead', 'result']);
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
  add(HEDGE_CUES, 'hedge');
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
function namedEntities(tokens: readonly NlpToken[], commonWords: { has(word: string): boolean }): Array<{ text: string; index: number }> {
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
    } else if (FRACTIONS.has(t.lower) && previous && (previous.lower === 'a' || SPELLED_NUMBERS.has(previous.lower) || previous.lower === 'one') && tokens[i + 1]?.pos !== 'NOUN') {
      numbers.push({ raw: `${previous.value} ${t.value}`, kind: 'quantity', spelled: true }); // "a quarter off", "two thirds of"
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
    } else if ((t.pos === 'ADJ' || t.pos === 'ADV') && t.lower.length > 4 && t.lower.endsWith('est') && !NOT_SUPERLATIVE.has(t.lower.split('-').pop()!)) {
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
/** Words that open a fronted subordinate clause, ended by its comma. */
// (not a condition: "If two mirrors share a name, that is a hard error" points back to it)
const FRONTED_CLAUSE = new Set(['though', 'although', 'while', 'whereas', 'because', 'since']);
function subjectIndex(tokens: readonly NlpToken[]): number {
  let start = 0;
  const first = tokens[0];
  if (first && INTRO_POS.has(first.pos)) {
    const comma = tokens.findIndex((t, i) => i < 20 && t.value === ',');
    const finite = (t: NlpToken) => (t.pos === 'AUX' || t.pos === 'VERB') && !/(?:ed|ing)$/.test(t.lower) && t.lower !== 'been';
    if (comma > 0 && !tokens.slice(1, comma).some(finite)) start = comma + 1;
    // a fronted subordinate clause ("Though it can be confusing, structural subtyping is …"): its own subject is not the
    // sentence's, whatever verb it has
    // (one the writer tells of, "When we tried this, …", stays the writer's)
    // (nor one whose main clause the writer opens, "Because … is defined as …, we know …": read as before)
    else if (comma > 0 && FRONTED_CLAUSE.has(first.lower) && comma + 1 < tokens.length && !tokens.slice(1, comma).some((t) => WRITER.has(t.lower) || COLLECTIVE.has(t.lower)) &&
      !WRITER.has(tokens[comma + 1]!.lower) && !COLLECTIVE.has(tokens[comma + 1]!.lower) &&
      // (nor one whose main clause points back to it, "Because the runner treats …, it breaks …", "…, such aliases are …")
      !DEICTIC.has(tokens[comma + 1]!.lower) && !ANAPHORIC.has(tokens[comma + 1]!.lower)) start = comma + 1;
  }
  while (start < tokens.length && SUBJECT_SKIP.has(tokens[start]!.pos)) start++;
  return start;
}

type SubjectKind =
  | 'first_person' | 'collective' | 'demonstrative' | 'anaphoric' | 'existential' | 'extraposed' | 'definite' | 'indefinite'
  | 'generic' | 'bare' | 'none';

/** Subjects a source can make a statement about (the rest are the writer, or something pointed at in context). */
const CONTENT_SUBJECTS: ReadonlySet<SubjectKind> = new Set<SubjectKind>([
  'anaphoric', 'existential', 'extraposed', 'definite', 'indefinite', 'generic', 'bare',
]);

/**
 * What the sentence is about: the writer (I), a collective "we", something pointed at in context (this, it), a
 * person or thing named earlier (he, their), an existential "there is", an extraposed clause ("it is unclear
 * whether …"), a definite description (the verifier), an indefinite one (a bike lane), a bare singular noun
 * (search), or a generic/quantified class (dense retrieval, many researchers).
 */
function subjectKind(tokens: readonly NlpToken[], at: number, headIsName: boolean): SubjectKind {
  const head = tokens[at];
  if (!head) return 'none';
  const next = tokens[at + 1];
  if (WRITER.has(head.lower)) return 'first_person';
  if (COLLECTIVE.has(head.lower)) return 'collective';
  if (head.lower === 'there' && next && (next.pos === 'AUX' || next.pos === 'VERB')) return 'existential';
  if (head.lower === 'it' && extraposed(tokens, at)) return 'extraposed';
  if (ANAPHORIC.has(head.lower)) return 'anaphoric';
  if (GENERIC_PRONOUNS.has(head.lower)) return 'generic';
  if (DEICTIC.has(head.lower)) {
    // "this increase", "those who emit", "one in five trials": a description, not a pointer
    if (head.pos === 'DET' && next && (next.pos === 'NOUN' || next.pos === 'ADJ' || next.pos === 'PROPN')) return 'definite';
    if ((head.lower === 'those' || head.lower === 'these') && next?.lower === 'who') return 'generic';
    if (head.lower === 'one' && (next?.lower === 'in' || next?.lower === 'of' || next?.lower === 'out' || next?.pos === 'NOUN' || next?.pos === 'ADJ')) return 'generic';
    return 'demonstrative';
  }
  if (head.pos === 'PRON') return 'demonstrative';
  if (QUANTIFIERS.has(head.lower)) return 'generic';
  if (head.lower === 'a' || head.lower === 'an') return 'indefinite';
  if (head.pos === 'DET') return 'definite';
  if (head.pos === 'NUM' || headIsName) return 'generic';
  // a gerund ("Suspending seed bags …"), a participle or a noun tagged as a verb ("Shoot density …")
  if (head.pos === 'VERB' && (/ing$/.test(head.lower) || next?.pos === 'NOUN' || next?.pos === 'ADJ')) return 'generic';
  if (head.pos === 'NOUN' || head.pos === 'ADJ' || head.pos === 'PROPN') {
    // a bare singular noun ("Search is …") is usually the writer's framing; a plural or modified noun is a class
    const phrase = head.pos === 'ADJ' || (next !== undefined && (next.pos === 'NOUN' || next.pos === 'PROPN'));
    return phrase || /[^s]s$/.test(head.lower) ? 'generic' : 'bare';
  }
  return 'none';
}

/** "It is unclear whether …", "it has never been shown that …": the subject is the clause that follows. */
function extraposed(tokens: readonly NlpToken[], at: number): boolean {
  const verb = tokens[at + 1];
  if (!verb || (verb.pos !== 'AUX' && verb.pos !== 'VERB')) return false;
  // "it is clear now …", "it is expected the report will …"
  const copula = copulaAfter(tokens, at);
  let after = copula + 1;
  while (copula >= 0 && after < tokens.length && (tokens[after]!.pos === 'ADV' || tokens[after]!.pos === 'PART')) after++;
  if (copula >= 0 && EXTRAPOSING.has(tokens[after]?.lower ?? '')) return true;
  for (let i = at + 2; i < Math.min(tokens.length, at + 8); i++) {
    const t = tokens[i]!;
    if (t.lower === 'that' || t.lower === 'whether' || (t.lower === 'to' && tokens[i - 1]!.pos === 'ADJ')) return true;
    if (t.pos === 'PUNCT' && t.value !== ',') return false;
  }
  return false;
}

/** The sentence quotes someone, or reports what a third party said or found: a fact about who said what. */
function reportedSpeech(input: SentenceInput, tokens: readonly NlpToken[], subjectKindOf: SubjectKind, subject: number): boolean {
  if (/^[\s*_([]*[“"‘'«„]/u.test(input.text)) return true;
  if (documentSpeaks(tokens, subject)) return true;
  // a reporting verb, or a word the tagger read as a noun right after a name or a closing quote ("Trump claims …")
  return tokens.some((t, i) => REPORTING_VERBS.has(t.lower) && (t.pos === 'VERB' || t.pos === 'AUX' || tokens[i - 1]?.pos === 'PROPN' || /[,”"’']/.test(tokens[i - 1]?.value ?? ''))
    && !(i > 0 && (WRITER.has(tokens[i - 1]!.lower) || COLLECTIVE.has(tokens[i - 1]!.lower)))
    && subjectKindOf !== 'first_person');
}

/**
 * A document is the subject and its verb follows: "PEP 518 specifies how …", "The RFC proposes …", "This proposal's
 * authors suggest …" are reports of what the document says (a "should" in them is the document's, not the writer's).
 */
function documentSpeaks(tokens: readonly NlpToken[], subject: number): boolean {
  let at = subject;
  if (tokens[at]?.pos === 'DET') at++;
  const head = tokens[at];
  if (!head || !DOCUMENT_NOUNS.has(head.lower)) return false;
  at++;
  // "PEP 518", "RFC #326", "the RFC's authors"
  if (tokens[at]?.value === '#') at++;
  if (tokens[at] && /^\d{1,5}$/.test(tokens[at]!.value)) at++;
  if (tokens[at]?.lower === "'s" || tokens[at]?.lower === '’s') {
    at++;
    if (tokens[at]?.lower !== 'authors' && tokens[at]?.lower !== 'author') return false;
    at++;
  }
  // adverbs, "not" and do-support only: a modal or "be" makes it the writer's ("The policy should be scrapped", "The
  // spec must be simplified"); "PEP 702 does not specify how checkers should …" is still the document's
  while (tokens[at] && (tokens[at]!.pos === 'ADV' || tokens[at]!.pos === 'PART' || DO_SUPPORT.has(tokens[at]!.lower))) at++;
  const verb = tokens[at];
  return verb !== undefined && DOCUMENT_VERBS.test(verb.lower);
}

const DO_SUPPORT = new Set(['does', 'do', 'did', "doesn't", "don't", "didn't", 'not', "n't"]);
/** What a document does with its content: specifies, proposes, requires, says … (any inflection but the -ing form). */
const DOCUMENT_VERBS = /^(?:specif|summari[sz]|codif|clarif|propos|describ|defin|requir|recommend|says$|said$|state[sd]$|explain|notes$|noted$|introduc|adds$|added$|argue[sd]$|suggest|lists$|listed$|mandate|documents$|documented$|outline[sd]$|allows$|allowed$|forbid|prohibit|deprecate[sd]$|replace[sd]$|changes$|changed$|covers$|covered$|standardi[sz]e[sd]$|supersede[sd]$|lays$|laid$|calls$|called$|warns$|warned$|assumes$|assumed$|expects$|expected$)(?!.*ing$)/;

/** "should" recommending an action (deontic), not an expectation ("record highs should increase", "should it melt"). */
function deonticShould(tokens: readonly NlpToken[], words: readonly string[], index: number): boolean {
  const next = tokens[index + 1];
  if (next && (next.pos === 'PRON' || next.pos === 'DET') && next.lower !== 'not') return false; // inverted conditional
  if (words.includes('if') || words.includes('unless')) return false;
  return !(next && EXPECTATION_VERBS.has(next.lower));
}

/** Words that open an indirect question: "who should hear about it", "where the files should live" ask, they state no rule. */
const QUESTION_WORDS = new Set(['who', 'whom', 'what', 'where', 'how', 'whether', 'which', 'when', 'why']);

/**
 * Under a heading that names a document ("## PEP 729: typing governance"), a deontic "should" restates the document's
 * rule ("at least a week should pass before the council rules") and is checked, unless it is the writer's: a first
 * person or collective subject, a pronoun in a sentence that names nothing ("It should do more."), an indirect question
 * ("how it should work"), or a judgement of the past ("should have chosen").
 */
function documentRule(input: SentenceInput, tokens: readonly NlpToken[], index: number, kind: SubjectKind, namesSomething: () => boolean): boolean {
  if (!input.underDocumentHeading) return false;
  if (tokens[index + 1]?.lower === 'have' && tokens[index + 2]?.pos === 'VERB') return false;
  let clauseStart = 0;
  for (let i = index - 1; i >= 0; i--) {
    const t = tokens[i]!;
    if (t.value === ',' || t.value === ';' || t.value === ':') {
      clauseStart = i + 1;
      break;
    }
    if (QUESTION_WORDS.has(t.lower)) return false;
  }
  // the subject of the clause "should" is in ("Wherever it can, Docutils should …": Docutils)
  const subjectKindHere = clauseStart === 0 ? kind : subjectKind(tokens, clauseStart, false);
  if (subjectKindHere === 'first_person' || subjectKindHere === 'collective' || subjectKindHere === 'demonstrative') return false;
  // ("It should be possible to change the configuration at run time" is the document's requirement; "It should be noted
  // that …" is the writer's aside)
  if (subjectKindHere === 'extraposed' && !(tokens[index + 1]?.lower === 'be' && ABILITY_REQUIRED.has(tokens[index + 2]?.lower ?? '') && tokens[index + 3]?.lower === 'to')) return false;
  // a pronoun ("It should do more than that.") names nothing a rule could be about, unless the sentence names something
  if (subjectKindHere === 'anaphoric' && !namesSomething()) return false;
  // advice to the reader or about the writer's own text ("Readers should skim …", "The article should …")
  for (let i = clauseStart; i < index; i++) if (AUDIENCE_OR_DRAFT.has(tokens[i]!.lower)) return false;
  // ("Every project should …", "Every team should …": a subject of "every" and one noun, the writer's advice to all)
  if (tokens[clauseStart]?.lower === 'every' && index - clauseStart <= 2) return false;
  return true;
}

/** What an extraposed "It should be … to" may require of the thing a document specifies ("It should be possible to …"). */
const ABILITY_REQUIRED = new Set(['possible', 'feasible', 'easy', 'straightforward', 'simple', 'able', 'safe', 'allowed', 'permitted',
  'impossible', 'hard', 'difficult', 'optional', 'necessary', 'required', 'enough', 'sufficient']);

/** Narrative cues that, under a heading naming a document, point at that document. */
const DOCUMENT_SELF_CUES = new Set(['this proposal', 'this document']);

/** Subjects a "should" advises the writer's audience or judges the writer's own text by. */
// ("Every project should use …", "Beginners should start with …": the writer's advice to everyone, not a document's rule)
const AUDIENCE_OR_DRAFT = new Set(['reader', 'readers', 'writer', 'writers', 'you', 'one', 'people', 'everyone', 'anyone', 'article', 'chapter', 'post', 'essay', 'blog',
  'everybody', 'nobody', 'beginners', 'newcomers', 'novices']);

/** The writer's (or "we") verb of stance right after the subject, adverbs and auxiliaries skipped: "we also believe", "I would argue". */
function stanceVerb(tokens: readonly NlpToken[], at: number): string | undefined {
  for (let i = at + 1; i < Math.min(tokens.length, at + 5); i++) {
    const t = tokens[i]!;
    if (t.pos === 'ADV' || t.pos === 'PART' || t.pos === 'AUX') continue;
    return STANCE_VERBS.has(t.lower) ? t.lower : undefined;
  }
  return undefined;
}

/** "It was first made available through …", "This is enforced by …": a passive verb after the copula states an event, not a characterisation. */
function passiveEvent(tokens: readonly NlpToken[], at: number): boolean {
  const copula = copulaAfter(tokens, at);
  if (copula < 0) return false;
  let i = copula + 1;
  while (tokens[i] && (tokens[i]!.pos === 'ADV' || tokens[i]!.lower === 'not')) i++;
  const verb = tokens[i];
  return verb !== undefined && verb.pos === 'VERB' && !/ing$/.test(verb.lower) && tokens[i + 1]?.pos !== 'NOUN';
}

/** An it-cleft: "It is the subteams, not the core team, that decide …" says who decides; its subject is the focus, not "it". */
function cleft(tokens: readonly NlpToken[], at: number): boolean {
  if (tokens[at]?.lower !== 'it') return false;
  const copula = copulaAfter(tokens, at);
  if (copula < 0) return false;
  const focus = tokens[copula + 1];
  if (!focus || !(focus.lower === 'the' || focus.pos === 'PROPN')) return false;
  for (let i = copula + 2; i < Math.min(tokens.length - 1, copula + 14); i++) {
    if ((tokens[i]!.lower === 'that' || tokens[i]!.lower === 'who') && (tokens[i + 1]!.pos === 'VERB' || tokens[i + 1]!.pos === 'AUX')) return true;
  }
  return false;
}

/** A copula right after the subject phrase ("This was …", "That is …"). */
function copulaAfter(tokens: readonly NlpToken[], at: number): number {
  for (let i = at + 1; i < Math.min(tokens.length, at + 3); i++) {
    const t = tokens[i]!;
    if (COPULAS.has(t.lower)) return i;
    if (t.pos !== 'ADV' && t.pos !== 'PART') return -1;
  }
  return -1;
}

/** The first verb of the main clause, not one inside a relative clause ("citations that decorate …"). */
function hasMainVerb(tokens: readonly NlpToken[]): boolean {
  const first = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (first < 0) return false;
  const before = tokens[first - 1]?.lower;
  return !(before === 'that' || before === 'which' || before === 'who');
}

/** Participles that open a frame with the cue after them: "Read side by side", "Put together", "Seen this way". */
const FRAME_PARTICIPLES = new Set(['read', 'put', 'seen', 'viewed', 'placed', 'set', 'laid', 'taken', 'looked', 'considered']);

/** Interpretive cues that read several things together (a restatement such as "put differently" still states a fact). */
const SYNTHESIS_FRAMES = new Set(['taken together', 'side by side', 'read together', 'seen this way']);

/** A cue reading things together that opens the sentence, alone or after a participle, and ends at a comma. */
function interpretiveOpening(words: readonly string[], hit: CueHit): boolean {
  if (!SYNTHESIS_FRAMES.has(hit.phrase)) return false;
  const opensAt = hit.index === 0 || (hit.index === 1 && FRAME_PARTICIPLES.has(words[0]!));
  return opensAt && words[hit.index + hit.phrase.split(' ').length] === ',';
}

/** A metaphor or aphorism in so many words: "A citation is a promise." */
function aphorism(tokens: readonly NlpToken[], words: readonly string[], at: number): boolean {
  const content = tokens.filter((t) => hasWordChar(t.value));
  if (content.length > 6) return false;
  const copula = copulaAfter(tokens, at + (tokens[at]?.pos === 'DET' ? 1 : 0));
  if (copula < 0) return false;
  const rest = tokens.slice(copula + 1).filter((t) => hasWordChar(t.value));
  return (words[copula + 1] === 'a' || words[copula + 1] === 'an') && rest.length === 2 && rest[1]!.pos === 'NOUN';
}

export function classifySentence(input: SentenceInput): Classification {
  const { tokens } = input;
  const words = tokens.map((t) => t.lower);
  const hits = findCues(words);
  const firstHit = (category: CueCategory) => hits.find((h) => h.category === category);
  const entities = namedEntities(tokens, input.commonWords);
  const subject = subjectIndex(tokens);
  const kind = subjectKind(tokens, subject, entities.some((e) => e.index === subject));
  const aboutContent = CONTENT_SUBJECTS.has(kind) || entities.length > 0 || (kind === 'none' && clauseAboutThings(tokens));
  // spelled numbers count when they quantify something a source can state ("three times as many fish")
  const numbers = numbersIn(tokens).filter((n) => !n.spelled || aboutContent);
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

  const wordCount = tokens.filter((t) => hasWordChar(t.value)).length;
  if (wordCount > MAX_SENTENCE_WORDS) return result('narrative', 'too_long'); // bounded work downstream; reported by the caller
  if (input.override) return result(input.override, `override:${input.override}`);

  if (/\?["'’”)\]*_]*$/.test(input.text.trim())) return result('narrative', 'question');
  if (wordCount < input.minWords) return result('narrative', 'short');

  // Someone else's words (a quotation, "X claims …", "scientists say …") are a fact about who said what.
  const quoted = /^[\s*_([]*[“"‘'«„]/u.test(input.text);
  const attribution = firstHit('attribution');
  const reported = reportedSpeech(input, tokens, kind, subject) || (attribution !== undefined && kind !== 'first_person');
  if (attribution) cues.push(`attributed:${attribution.phrase}`);
  else if (reported) cues.push('reported');
  if (input.cited) cues.push('citation');

  const authorDefined = firstHit('author_defined');
  if (authorDefined && !quoted) return result('author_defined', `author_defined:${authorDefined.phrase}`);
  let ruled = false;
  const opinion = hits.find((h) => {
    if (h.category !== 'opinion') return false;
    if (/^(?:i|we|in my|to me|to my)\b/.test(h.phrase)) return !quoted; // the writer's own stance
    if (reported) return false;
    // (a judgement someone else agreed on, or a "should" of a question the sentence embeds: "… derivable only on structs,
    // because it was unclear which variant should be the default")
    if (inReportedOrAskedClause(tokens, h.index, h.phrase === 'should')) return false;
    // ("ought to" is read as "should": its verb is the word after "to")
    const at = h.phrase === 'ought to' && tokens[h.index]?.lower === 'ought' && tokens[h.index + 1]?.lower === 'to' ? h.index + 1 : h.phrase === 'should' ? h.index : -1;
    if (at < 0) return true;
    if (!deonticShould(tokens, words, at)) return false;
    if (!documentRule(input, tokens, at, kind, () => entities.length > 0 || numbersIn(tokens).length > 0 || /`/.test(input.text))) return true;
    ruled = true;
    return false;
  });
  if (!opinion && ruled) cues.push('rule_under_document_heading');
  if (opinion) return result('opinion', `opinion:${opinion.phrase}`);
  const stance = (kind === 'first_person' || kind === 'collective') && !quoted ? stanceVerb(tokens, subject) : undefined;
  if (stance) return result('opinion', `opinion:${tokens[subject]!.lower} ${stance}`);

  const hedge = hits.find(
    (h) => h.category === 'hedge' && (!SPECULATIVE_MODALS.has(h.phrase) || (isModalVerb(tokens[h.index]!) && !pastInability(words, h.index))),
  );
  // the writer's own speculation: a hedge no source states a finding with, or a modal with a simile or "eventually"
  const speculative = hits.find((h) => h.category === 'speculative' && writerHedge(words, h) && !inReportedOrAskedClause(tokens, h.index, false))
    ?? (hedge && SPECULATIVE_MODALS.has(hedge.phrase) && quantities.length === 0 && (words.includes('eventually') || simile(tokens)) ? hedge : undefined);
  if (speculative && !reported && !input.cited) return result('speculative', `speculative:${speculative.phrase}`);
  if (hedge) cues.push(`hedged:${hedge.phrase}`);
  const interpretive = hits.find((h) => h.category === 'interpretive' && (h.phrase !== 'in effect' || h.index === 0 || words[h.index + 2] === ','));
  if (interpretive && !attribution && quantities.length === 0 && entities.length === 0) {
    return result('interpretive', `interpretive:${interpretive.phrase}`);
  }
  // "Taken together, …", "Read side by side, …": a frame opening the sentence makes all of it the writer's reading,
  // whatever it names; a figure written in digits is still something a source may state, and sources it names and
  // joins ("Taken together, the Tollan and Marrowick studies show …") are a synthesis, each part checked
  const opening = hits.find((h) => h.category === 'interpretive' && interpretiveOpening(words, h));
  const joinsNamed = firstHit('join') !== undefined && new Set(entities.map((e) => e.text.toLowerCase())).size >= 2;
  if (opening && !quoted && !joinsNamed && numbers.every((n) => n.spelled)) {
    return result('interpretive', `interpretive:${opening.phrase}`);
  }

  const substantive = entities.length > 0 || quantities.length > 0;
  if (kind === 'first_person' && !reported) return result('narrative', 'first_person');
  if (kind === 'collective' && !substantive && !reported) return result('narrative', 'first_person');
  // under a heading that names a document, "this proposal" and "proposed here" are that document, not the draft
  const documentSelf = (h: CueHit) => input.underDocumentHeading === true && DOCUMENT_SELF_CUES.has(h.phrase);
  const narrative = hits.find((h) => h.category === 'narrative' && narrativeCue(words, h, subject) && !documentSelf(h));
  if (narrative && !substantive) return result('narrative', `narrative:${narrative.phrase}`);
  const here = tokens.findIndex((t, i) => t.lower === 'here' && t.pos === 'ADV' && i > subject + 1 && tokens[i + 1]?.value !== '-' &&
    !(input.underDocumentHeading && tokens[i - 1]?.pos === 'VERB' && /(?:ed|en)$/.test(tokens[i - 1]!.lower)));
  if (here >= 0 && !substantive && !reported) return result('narrative', 'self_reference:here');
  const subjectToken = tokens[subject];
  if (subject === 0 && imperative(tokens) && !ATTENTION_VERBS.has(subjectToken!.lower)) return result('narrative', 'imperative');

  // About "this"/"it": a characterisation of whatever the context points at ("This was not a simulated result.")
  // carries nothing a span can match, unless it names or counts something ("It is the successor to the N45 engine.").
  if (kind === 'demonstrative' && !reported && quantities.length === 0 && !passiveEvent(tokens, subject) && !cleft(tokens, subject)) {
    const copula = copulaAfter(tokens, subject);
    const stance = copula >= 0 && STANCE_AFTER_COPULA.has(words[copula + 1] ?? '');
    const predicateNouns = tokens.slice(subject + 1).filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').length;
    // (under a heading that names a document, "That is one of two branches, …" or "…, that is a hard error" says
    // something of what the sentence before named, when it describes it in nouns; "This is the rare change that …" and
    // "It is a pleasingly concrete proposal" are how a writer judges, and still pass)
    const describedUnderDocument = input.underDocumentHeading === true && !stance && tokens[subject]?.lower === 'that' &&
      predicateNouns >= DOCUMENT_DESCRIPTION_NOUNS;
    if ((copula >= 0 ? entities.length === 0 || stance : entities.length === 0 && predicateNouns < 2) && !describedUnderDocument) return result('narrative', 'deictic_subject');
  }
  const ending = input.text.trim().replace(/["'’”)\]*_]+$/, '').slice(-1);
  if (ending === ':' && quantities.length === 0) return result('narrative', 'lead_in');
  if (!/[.!?;…]/.test(ending) && /^\p{Ll}/u.test(input.text) && !substantive && !hasMainVerb(tokens)) return result('narrative', 'fragment');

  // Evidence-bearing modalities need something to check: a named entity, a number, or a subject a source can describe.
  // (a "this"/"it" sentence that got here names, counts or describes something: its predicate is checked)
  const anchored = substantive || aboutContent || kind === 'collective' || kind === 'demonstrative' || reported;
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
  // the tagger misses verbs in unpunctuated lines ("RTEL1 interacts with TRF2"): a line of content words that is not a title reads as a statement
  const declarative = tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX') || /[.!]["'’”)\]*_]*$/.test(input.text.trim())
    || (aboutContent && !titleCase(tokens) && tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').length >= 2);
  if (!declarative) return result('narrative', 'no_checkable_content');
  if (entities.length > 0) return result('factual', ...entityCue);
  if (!substantive && aphorism(tokens, words, subject)) return result('narrative', 'aphorism');
  if (anchored) return result('factual', kind === 'none' ? (reported ? 'reported' : 'clause') : `${kind}_subject`);
  // under a heading that names a document, a statement in nouns is about that document ("Even with the simplified file
  // naming, all three original goals can still be met.")
  if (input.underDocumentHeading === true && !hedge && kind !== 'first_person' && tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').length >= DOCUMENT_DESCRIPTION_NOUNS) {
    return result('factual', 'under_document_heading');
  }
  return result('narrative', 'no_checkable_content');
}

/** How many nouns a sentence under a document heading needs to describe something of that document. */
const DOCUMENT_DESCRIPTION_NOUNS = 2;

/** Which narrative cues count: first-person ones only as the main clause ("species which we will never know" is not the
 * writer's plan), "here is" only opening the sentence, "below" only as a pointer ("see below", not "below 3 metres"). */
function narrativeCue(words: readonly string[], hit: CueHit, subject: number): boolean {
  const previous = words[hit.index - 1];
  if (/^(?:i|we|let)\b/.test(hit.phrase) && (previous === 'which' || previous === 'that' || previous === 'who')) return false;
  if (hit.phrase.startsWith('here ')) return hit.index <= subject;
  if (hit.phrase === 'below') return !/^[\p{L}\p{N}]/u.test(words[hit.index + 1] ?? '');
  return true;
}

/** Most words capitalised: a title or heading set as a line, not a sentence. */
function titleCase(tokens: readonly NlpToken[]): boolean {
  const words = tokens.filter((t) => /^\p{L}/u.test(t.value) && t.value.length > 3);
  return words.length > 0 && words.filter((t) => /^\p{Lu}/u.test(t.value)).length / words.length > 0.6;
}

/** A clause whose subject the tagger did not find at its start ("By summer 2023 the meadow was …"): a finite verb and nouns. */
function clauseAboutThings(tokens: readonly NlpToken[]): boolean {
  return hasMainVerb(tokens) && tokens.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').length >= 2;
}

/** A base-form verb opening a sentence that has no other finite verb: "Run the verifier again." */
function imperative(tokens: readonly NlpToken[]): boolean {
  const first = tokens[0];
  if (!first || first.pos !== 'VERB' || /(?:ing|ed|s)$/.test(first.lower)) return false;
  if (tokens[1]?.value === '-' && isAdjacent(first, tokens[1])) return false; // "Buoy-deployed seed bags …"
  return !tokens.some((t, i) => i > 0 && (t.pos === 'AUX' || (t.pos === 'VERB' && /(?:ed|s)$/.test(t.lower) && tokens[i - 1]!.lower !== 'to')));
}

/** A writer's hedge, minus the literal uses ("cannot possibly", "in one day"). */
function writerHedge(words: readonly string[], hit: CueHit): boolean {
  const previous = words[hit.index - 1];
  // ("…, and perhaps even make programs run faster", "…, possibly even in a maintenance release": a hedge on the last
  // item of a list or an afterthought, not on what the sentence states before it)
  if (/^(?:perhaps|maybe|possibly)$/.test(hit.phrase) && words[hit.index + 1] === 'even' && (previous === ',' || previous === 'and' || previous === 'or')) return false;
  if (hit.phrase === 'possibly') return !(previous === 'not' || previous === "n't" || previous === 'cannot');
  if (hit.phrase === 'one day') return !(previous === 'in' || previous === 'per' || previous === 'a' || previous === 'within' || previous === 'after' || previous === 'for' || previous === 'than' || previous === 'every' || previous === 'only' || previous === 'least' || previous === 'most' || previous === 'to' || previous === 'of');
  return true;
}

/** Words after which "that" opens what someone agreed, found or decided ("everyone agreed that …", "the consensus was that …"). */
const AGREED_THAT = new Set(['agreed', 'concluded', 'decided', 'argued', 'felt', 'noted', 'found', 'said', 'stated', 'judged', 'determined', 'consensus']);
/** Words before a question a sentence embeds ("it was unclear which variant should …", "to decide whether it should …"). */
const QUESTION_FRAMES = new Set(['clear', 'unclear', 'obvious', 'known', 'unknown', 'sure', 'unsure', 'certain', 'uncertain', 'decide', 'decided',
  'deciding', 'know', 'knew', 'ask', 'asked', 'asking', 'choose', 'chose', 'determine', 'question', 'debate', 'debated', 'discuss', 'discussed']);
/** How many tokens a main clause needs before a reported or embedded clause to state something of its own. */
const MAIN_CLAUSE_TOKENS = 4;
/**
 * The token at `at` stands in a clause that reports what others agreed or found ("… and everyone agreed that the change
 * would not be worth the cost"), or in a question the sentence embeds ("because it was unclear which variant should be
 * chosen"), after a main clause that states something (a verb and a noun of its own): not the writer's judgement.
 */
function inReportedOrAskedClause(tokens: readonly NlpToken[], at: number, questionToo: boolean): boolean {
  for (let k = at - 1; k >= MAIN_CLAUSE_TOKENS; k--) {
    const w = tokens[k]!.lower;
    const previous = tokens[k - 1]!.lower;
    const reported = w === 'that' && (AGREED_THAT.has(previous) || (previous === 'was' && tokens[k - 2]?.lower === 'consensus'));
    const asked = questionToo && (((QUESTION_WORDS.has(w) || w === 'if') && QUESTION_FRAMES.has(previous)) || questionAfterPreposition(tokens, k));
    if (!reported && !asked) continue;
    const main = tokens.slice(0, k);
    // (a question embedded after a clause that names or counts nothing is the writer's framing: "Both communities had to
    // decide who should run the mirrors."; not one that says there is or is not a thing: "There is no guideline about
    // which APIs should …")
    if (!reported && !main.some((t) => t.pos === 'PROPN' || t.pos === 'NUM') && !existential(main)) return false;
    return main.some((t) => t.pos === 'VERB' || t.pos === 'AUX') && main.some((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  }
  return false;
}

/**
 * A question embedded after a preposition ("no guideline about which APIs should …", "debated over whether it should …"):
 * "whether", "how" and the like, or "which" before its noun — not the relative "on which the tool should run".
 */
function questionAfterPreposition(tokens: readonly NlpToken[], k: number): boolean {
  if (!ASKING_PREPOSITIONS.has(tokens[k - 1]!.lower)) return false;
  const w = tokens[k]!.lower;
  // ("a flag on which installers should rely": after "on", "which" opens a relative clause as often as a question)
  if (w === 'which') return tokens[k - 1]!.lower !== 'on' && ['NOUN', 'ADJ', 'PROPN'].includes(tokens[k + 1]?.pos ?? '');
  return w === 'whether' || w === 'how' || w === 'when' || w === 'where' || w === 'why' || w === 'what';
}
const ASKING_PREPOSITIONS = new Set(['about', 'on', 'over', 'regarding', 'concerning']);
/** "there is …", "there are no …": a clause that says a thing exists or not. */
const existential = (main: readonly NlpToken[]): boolean =>
  main.some((t, i) => t.lower === 'there' && ['is', 'are', 'was', 'were', "'s"].includes(main[i + 1]?.lower ?? ''));

/** An analogy ("the way compilers check types", "as if"): figurative, the writer's framing. */
function simile(tokens: readonly NlpToken[]): boolean {
  return tokens.some((t, i) => (t.lower === 'way' && tokens[i - 1]?.lower === 'the' && ['NOUN', 'PRON', 'PROPN', 'ADJ'].includes(tokens[i + 1]?.pos ?? ''))
    || (t.lower === 'as' && tokens[i + 1]?.lower === 'if'));
}

/** "could not" / "couldn't" reports a past inability, a fact rather than a possibility. */
function pastInability(words: readonly string[], index: number): boolean {
  return words[index] === 'could' && (words[index + 1] === 'not' || words[index + 1] === "n't");
}

function isModalVerb(token: NlpToken): boolean {
  return token.pos === 'AUX' || token.pos === 'VERB' || token.value === token.lower;
}
