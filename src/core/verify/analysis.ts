// Lexical analysis shared by the span extractor and the verifier: what a claim asserts (weighted
// content terms, entities, quantities, strong predicates, negations) and what a passage carries.
import { STOPWORDS, tokenize as tokenizeText, stem as stemWord, type Quantity, type Token } from '../text/index';
import { deniedByWordBefore } from './prefix-opposites';
import { ANTONYMS, DIRECTION_OF_CHANGE, FREQUENCY_WORDS, IN_PLACE_ANTONYMS, LISTED_ANTONYMS, NEGATIONS, SYNONYMS, WEAK_RELATIONS, allStrongPredicates, strongRelationOf } from '../text/lexicon';
import { extractQuantities, GENERIC_ONE_BEFORE, quantitiesOfTokens, unitOf } from '../text/quantities';
import { SPAN_TEXTS, TextMemo, memoByText } from './memo';
import { escapeRegExp } from '../util/regex';
import { alternatives, BEHAVING_KINDS } from './thing-kinds';
import { analyse } from '../claims/nlp';
import { quotedRange, quoteWords } from './quote';
import { wordNet, type Pos } from '../lexicon/index';
import { antonymsOf, carriersOf, gradedForms, inflections, opposedSynsets, type Carrier } from '../lexicon/relations';

/** Words that name no particular thing: a claim made only of these (and frames) is too vague to check. */
const VAGUE_WORDS = [
  'discuss', 'discusses', 'discussed', 'explore', 'explores', 'examine', 'examines', 'address', 'addresses', 'topic', 'topics',
  'issue', 'issues', 'approach', 'approaches', 'method', 'methods', 'technique', 'techniques', 'system', 'systems', 'several',
  'many', 'various', 'recent', 'field', 'area', 'areas', 'aspect', 'aspects', 'people', 'thing', 'things', 'use', 'uses', 'used',
  'look', 'looks', 'consider', 'considers', 'important', 'interesting', 'different', 'new', 'way', 'ways', 'lot', 'kind', 'kinds',
  'matter', 'matters', 'big', 'huge', 'major', 'good', 'bad', 'better', 'worse', 'agree', 'agrees', 'everything', 'stuff', 'do',
  'doing', 'does', 'common', 'popular', 'widespread', 'becoming', 'increasingly', 'trend', 'trends', 'everywhere', 'anywhere',
  'nowadays', 'pressure',
];

/**
 * Framing words: who reports a statement, not what it states ("the Halden notes say", "the study found"). A span
 * may leave them out and still carry the claim.
 */
const FRAME_WORDS = [
  'study', 'studies', 'paper', 'papers', 'work', 'works', 'research', 'researcher', 'researchers', 'author', 'authors',
  'literature', 'report', 'reports', 'reported', 'note', 'notes', 'state', 'states', 'stated', 'write', 'writes', 'written',
  'argue', 'claim', 'claims', 'claimed', 'describe', 'mention', 'show', 'result', 'results', 'finding', 'findings', 'found',
  // ("the README explains that …": a report of what it says)
  'explain', 'explains', 'explained',
  // light verbs: "X uses Y" says little that "X contains Y" does not
  'use', 'uses', 'used',
  // titles before a name ("Mr. Singer"): the name is what the claim names
  'mr', 'mrs', 'ms', 'dr', 'prof',
];
/** Irregular English verb forms the stemmer leaves apart: "fell" must meet "fall", "grew" must meet "grow". */
export const IRREGULAR_FORMS: ReadonlyMap<string, string> = new Map(Object.entries({
  fell: 'fall', fallen: 'fall', rose: 'rise', risen: 'rise', grew: 'grow', grown: 'grow', built: 'build', found: 'find',
  made: 'make', took: 'take', taken: 'take', gave: 'give', given: 'give', went: 'go', gone: 'go', saw: 'see', seen: 'see',
  led: 'lead', ran: 'run', rode: 'ride', ridden: 'ride', began: 'begin', begun: 'begin', brought: 'bring', bought: 'buy',
  thought: 'think', taught: 'teach', sought: 'seek', kept: 'keep', left: 'leave', lost: 'lose', met: 'meet', paid: 'pay',
  said: 'say', sold: 'sell', sent: 'send', spent: 'spend', stood: 'stand', told: 'tell', won: 'win', wrote: 'write',
  written: 'write', shown: 'show', known: 'know', knew: 'know', drove: 'drive', driven: 'drive', chose: 'choose',
  chosen: 'choose', drew: 'draw', drawn: 'draw', spoke: 'speak', spoken: 'speak', shrank: 'shrink', shrunk: 'shrink',
  held: 'hold', fed: 'feed', felt: 'feel', meant: 'mean', got: 'get', gotten: 'get', lent: 'lend', understood: 'understand',
  became: 'become', broke: 'break', broken: 'break', ate: 'eat', eaten: 'eat', forgot: 'forget', forgotten: 'forget',
  // (regular forms the stemmer parts from their verb: it halves the doubled consonant, "added" → "ad" but "add" → "add")
  added: 'add', adding: 'add', erred: 'err', erring: 'err',
}));

/** The verifier's stem: the text API's stem, with irregular verb forms brought to their lemma. */
export function stem(word: string): string {
  const lower = word.toLowerCase();
  return stemWord(IRREGULAR_FORMS.get(lower) ?? lower);
}

/** The text API's tokens with the verifier's stems (irregular forms joined), used for every comparison here. Shared: never mutate. */
export const tokenize: (text: string) => Token[] = memoByText(SPAN_TEXTS, (text) => {
  const tokens = tokenizeText(text); // a fresh array: irregular forms are replaced in place
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'word' && IRREGULAR_FORMS.has(t.norm)) tokens[i] = { ...t, stem: stem(t.norm) };
  }
  return tokens;
});

/** Kinds of study that frame a finding ("the Elstow trial") yet still name something ("ground surveys"): framing, never vague. */
const STUDY_KIND_WORDS = ['trial', 'trials', 'survey', 'surveys'];
/** Framing words that frame only where they report ("the authors write that …"): "a failed write", "keeps the state" are the claim's own. */
const NOUN_NOT_FRAME = new Set(['write', 'writes', 'state', 'states'].map((w) => stem(w)));
const FRAME_STEMS = new Set([...FRAME_WORDS, ...STUDY_KIND_WORDS].map((w) => stem(w)));
/** A framing word ("study", "reported") or a light verb ("uses"): it says little of its own. */
export const isFrameWord = (word: string): boolean => FRAME_STEMS.has(stem(word));
/** Framing nouns whose verb is an act of its own ("it works", "it results in"). */
const ACT_NOT_FRAME = new Set(['work', 'result'].map((w) => stem(w)));
/** A framing verb whose noun is a thing of its own ("the active state"; "the notes say" is still a frame). */
const THING_NOT_FRAME = new Set(['state'].map((w) => stem(w)));
/** Framing words that are verbs of reporting when they have a subject that reports: otherwise an act like any other. */
const REPORTING_VERB_STEMS = new Set(['writes', 'write', 'states', 'stated', 'notes', 'reports', 'reported', 'describe', 'mention', 'show', 'argue', 'claims', 'claimed', 'found']
  .map((w) => stem(w)));
/** Subjects of a reporting verb that are not framing nouns: people and pronouns ("we show", "they found"). */
const REPORTING_SUBJECTS = new Set(['we', 'they', 'he', 'she', 'i', 'you', 'al', 'others', 'scientists', 'experts', 'team']);
const VAGUE_STEMS = new Set([...VAGUE_WORDS, ...FRAME_WORDS].map((w) => stem(w)));


/** Not stopwords in the text API (they change what a sentence asserts) but not content either: the gates read them. */
const FUNCTION_WORDS = new Set([
  'not', 'no', 'nor', 'never', 'neither', 'cannot', "can't", "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't",
  "won't", "wouldn't", 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'ought', 'will', 'would', 'many', 'much', 'some', 'several', 'certain',
  'most', 'any', 'both', 'all', 'only', 'every', 'really', 'even', 'still', 'already', 'yet', 'however', 'thus',
  'therefore', 'indeed', 'according',
  // connectives that only mark a sentence's place in the writer's argument, as "however" does ("Moreover, …")
  'moreover', 'furthermore', 'nevertheless', 'nonetheless',
  // prepositions and conjunctions the stopword list lacks
  'across', 'against', 'along', 'around', 'behind', 'beyond', 'despite', 'toward', 'towards', 'near', 'inside', 'outside',
  'throughout', 'beside', 'besides', 'except', 'amid', 'whether', 'because', 'although', 'though', 'unless', 'whereas',
  // reporting verbs frame a statement and carry none of it
  'say', 'says', 'said', 'noted', 'wrote', 'argues', 'argued', 'mentions', 'mentioned', 'describes', 'described', 'shows',
  'showed', 'shown',
]);

/** Adverbs that, opening a sentence before a comma, only mark the writer's argument. */
const SENTENCE_MARKERS = new Set(['notably', 'importantly', 'interestingly']);

/** Openings that make a claim's subject unnamed ("Many researchers…", "Experts agree…"). */
export const VAGUE_SUBJECTS = new Set([
  'many', 'several', 'some', 'most', 'few', 'various', 'numerous', 'experts', 'researchers', 'scholars', 'people', 'critics',
  'studies', 'observers', 'commentators', 'analysts', 'everyone', 'everybody', 'others', 'somebody', 'someone',
]);

/** A span that states a question is open neither supports nor refutes the claim. */
const UNCERTAINTY_CUES = [
  'unclear whether', 'unclear if', 'not clear whether', 'not clear if', 'not known whether', 'unknown whether', 'uncertain whether',
  'remains unclear', 'remains open', 'remains unknown', 'an open question', 'is open whether', 'we do not know whether',
  'has not been tested', 'have not been tested', 'has not been evaluated', 'not yet known', 'remains to be seen', 'untested',
  // absence of evidence: the span says it has not been shown, which neither carries nor refutes it
  'not been shown', 'not been demonstrated', 'not been established', 'not been proven', 'not been proved', 'not been confirmed',
  'no evidence that', 'no clear evidence', 'no conclusive evidence', 'insufficient evidence', 'little evidence that',
];


/** Negating prefixes: "untreated" is the opposite group of "treated". */
const NEGATING_PREFIXES = ['un', 'non', 'non-'];

const MODAL_PHRASES = ['can', 'may', 'might', 'could'];
const MODALS = new Set(MODAL_PHRASES);
const QUANTIFIER_GROUPS = new Set(['always', 'never', 'all', 'none', 'only', 'most']);

/** Scalar quantifiers by strength: a claim's "most" is not carried by a span's "some". */
const SCALAR_QUANTIFIERS: Record<string, number> = {
  'a few': 1, few: 1, some: 1, several: 1, 'a minority': 1, 'a handful': 1, many: 2, most: 3, 'the majority': 3, 'a majority': 3,
  'nearly all': 3, 'almost all': 3, 'the vast majority': 3,
  // (a small count said as a size: "only a small number of libraries"; a large one is left to the opposites, "a large
  // number of" against "a small number of" being a contradiction, not a weaker quantity)
  'a small number of': 1, 'a limited number of': 1, 'a tiny number of': 1, 'a small fraction of': 1, 'a small minority of': 1,
  'a small set of': 1, 'a couple of': 1,
};

export interface ScalarQuantifier extends PhraseHit {
  strength: number;
}

const SCALAR_QUANTIFIER_PHRASES = Object.keys(SCALAR_QUANTIFIERS);

export function findScalarQuantifiers(text: string): ScalarQuantifier[] {
  return findPhrases(text, SCALAR_QUANTIFIER_PHRASES).map((h) => ({ ...h, strength: SCALAR_QUANTIFIERS[h.phrase]! }));
}
const WEAK_QUANTIFIERS = new Set(['some', 'often', 'usually', 'typically', 'partially', 'in part']);

export const WEIGHT = { entity: 2, term: 1, frame: 0.5, number: 2, predicate: 2 } as const;

/** A content word (or hyphenated compound) of a claim. */
export interface Term {
  surface: string; // as written in the claim
  start: number;
  end: number;
  key: string; // stem (compounds: the joined norm)
  parts: string[]; // stems of a compound's parts; [key] otherwise
  entity: boolean; // a name or acronym: matters more than a common word
  generic: boolean; // names nothing particular ("studies", "important"): a claim of only these is too vague
  frame: boolean; // who reports, not what ("the notes", "the study"): a span may leave it out
  weight: number;
  next?: string; // stem of the word right after it (only a space between), to tell "Southern sea ice" from "Southern Ocean"
}

/** A phrase from a lexicon found in a text. */
export interface PhraseHit {
  phrase: string; // the lexicon entry
  surface: string; // text.slice(start, end)
  start: number;
  end: number;
}

export interface StrongPredicate extends PhraseHit {
  group: string; // STRONG_RELATIONS key
}

export interface ClaimProfile {
  text: string;
  tokens: Token[];
  terms: Term[];
  quantities: Quantity[];
  predicates: StrongPredicate[];
  negated: boolean; // a negation scopes over a content word or predicate
  /** The claim as written, its code marks kept (the text has them blanked, offsets the same). */
  raw: string;
}

/** What a passage carries, for matching claim terms against it. */
export interface PassageProfile {
  text: string;
  tokens: Token[];
  keys: Set<string>; // stems, joined compounds, acronym expansions
  quantities: Quantity[];
}

// ---------- phrase matching on lowercased text (same length as the original, so offsets hold) ----------

function isAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return false;
  return true;
}

function lowerSameLength(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    out += lower.length === ch.length ? lower : ch;
  }
  return out.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u2010-\u2013]/g, '-');
}

const LETTER_OR_DIGIT_RUN = /[\p{L}\p{N}]+/gu;
/** A text's words for phrase matching: letter or digit runs, an identifier's underscores joining them ("no_std"). */
const WORD_RUN = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;

/** A lexicon phrase compiled for matching, with a word every match of it holds as a whole letter/digit run. */
interface CompiledPhrase {
  phrase: string;
  /** The phrase as a pattern (words joined by any whitespace) and whether it asserts a word boundary on its left. */
  body: string;
  leftBounded: boolean;
  /** Its regexes, made when first needed: most phrases are single words matched by their runs, never by a regex. */
  unicodeRe?: RegExp;
  asciiRe?: RegExp;
  /** A maximal letter/digit run of the lowered text wherever the phrase matches; undefined when no run is certain. */
  anchor: string | undefined;
  /** The phrase is one bounded run (a single word): it matches exactly where the text has that run. */
  word: boolean;
  /** Runs every match holds whole (see certainRunsIn); a word a contraction may stand for ("is" of "it's") is not one. */
  certain: string[];
}

/** Auxiliaries a pronoun may carry contracted ("it's", "we're", "they've", "I'll", "you'd", "I'm"), and the pronouns. */
const CONTRACTED_AUXILIARIES: ReadonlyMap<string, { short: string; after: ReadonlySet<string> }> = new Map([
  ['is', { short: 's', after: new Set(['it', 'that', 'there', 'what', 'here', 'who', 'he', 'she', 'where', 'how']) }],
  ['has', { short: 's', after: new Set(['it', 'that', 'there', 'what', 'who', 'he', 'she']) }],
  ['are', { short: 're', after: new Set(['we', 'they', 'you', 'there', 'what', 'who']) }],
  ['have', { short: 've', after: new Set(['i', 'we', 'they', 'you', 'who']) }],
  ['will', { short: 'll', after: new Set(['i', 'we', 'they', 'you', 'it', 'he', 'she', 'that', 'there']) }],
  ['would', { short: 'd', after: new Set(['i', 'we', 'they', 'you', 'it', 'he', 'she', 'that', 'there']) }],
  ['am', { short: 'm', after: new Set(['i']) }],
]);

/** A phrase as a pattern: words joined by any whitespace, an auxiliary after its pronoun also matching its contraction. */
function phraseBody(words: readonly string[]): { body: string; contracted: Set<number> } {
  const contracted = new Set<number>();
  let body = '';
  for (let i = 0; i < words.length; i++) {
    const aux = i > 0 ? CONTRACTED_AUXILIARIES.get(words[i]!) : undefined;
    if (aux && aux.after.has(words[i - 1]!)) {
      contracted.add(i);
      body += `(?:\\s+${escapeRegExp(words[i]!)}|['’]${aux.short})`;
    } else body += (i > 0 ? '\\s+' : '') + escapeRegExp(words[i]!);
  }
  return { body, contracted };
}

const compiledPhrases = new Map<string, CompiledPhrase>();
function compilePhrase(phrase: string): CompiledPhrase {
  let compiled = compiledPhrases.get(phrase);
  if (!compiled) {
    const words = phrase.split(/\s+/);
    const { body, contracted } = phraseBody(words);
    // "n't" is glued to its verb ("doesn't"): no word boundary on its left
    const leftBounded = /^[\p{L}\p{N}]/u.test(phrase) && !phrase.startsWith("n'");
    // every run of the phrase is bounded by its own non-letters, whitespace or the lookarounds, except a
    // run at the very start when the phrase asserts no boundary on its left, and a word a contraction may stand for
    // ("it's believed" has no run "is"): of the others, take the longest
    const mayBeContracted = new Set([...contracted].map((i) => words[i]!));
    let anchor: string | undefined;
    const certain: string[] = [];
    for (const m of phrase.matchAll(LETTER_OR_DIGIT_RUN)) {
      if (m.index === 0 && !leftBounded) continue;
      if (mayBeContracted.has(m[0])) continue;
      certain.push(m[0]);
      if (anchor === undefined || m[0].length > anchor.length) anchor = m[0];
    }
    compiled = { phrase, body, leftBounded, anchor, word: leftBounded && anchor === phrase, certain };
    compiledPhrases.set(phrase, compiled);
  }
  return compiled;
}

/**
 * The phrase's regex: a letter or digit must not touch it (a word followed by "'t" is another word: "can" is not in
 * "can't"), nor an underscore joining it to one ("no_std"). On ASCII text the same boundaries are [a-z0-9] of the
 * lowered text, and a regex without the unicode flag is far cheaper to build and run.
 */
function phraseRegex(c: CompiledPhrase, ascii: boolean): RegExp {
  if (ascii) {
    return (c.asciiRe ??= new RegExp(`${c.leftBounded ? '(?<![a-z0-9]|[a-z0-9]_)' : ''}${c.body}(?![a-z0-9]|_[a-z0-9]|'t(?![a-z0-9]))`, 'g'));
  }
  return (c.unicodeRe ??= new RegExp(`${c.leftBounded ? '(?<![\\p{L}\\p{N}]|[\\p{L}\\p{N}]_)' : ''}${c.body}(?![\\p{L}\\p{N}]|_[\\p{L}\\p{N}]|'t(?![\\p{L}\\p{N}]))`, 'gu'));
}

/** A lexicon compiled for matching, with the positions of its phrases by anchor. */
interface CompiledList {
  phrases: CompiledPhrase[];
  byAnchor: Map<string, number[]>;
  unanchored: number[]; // always tried
}

const compiledLists = new WeakMap<readonly string[], CompiledList>();
const singleLists = new Map<string, readonly string[]>();
/** A one-phrase list, the same array each time, so it is compiled once. */
export function singlePhrase(phrase: string): readonly string[] {
  let list = singleLists.get(phrase);
  if (!list) singleLists.set(phrase, (list = [phrase]));
  return list;
}

function compileList(phrases: readonly string[]): CompiledList {
  let compiled = compiledLists.get(phrases);
  if (!compiled) {
    compiled = { phrases: phrases.map(compilePhrase), byAnchor: new Map(), unanchored: [] };
    for (const [i, { anchor }] of compiled.phrases.entries()) {
      if (anchor === undefined) compiled.unanchored.push(i);
      else compiled.byAnchor.set(anchor, [...(compiled.byAnchor.get(anchor) ?? []), i]);
    }
    compiledLists.set(phrases, compiled);
  }
  return compiled;
}

const ascending = (a: number, b: number) => a - b;

/** Positions, in lexicon order, of the phrases whose anchor is a run of the text (a phrase without one cannot be ruled out). */
function candidatePhrases(list: CompiledList, runs: Runs): number[] {
  if (runs.size < list.phrases.length) {
    // fewer words in the text than phrases in the lexicon: look the words up
    const found = list.unanchored.slice();
    for (const run of runs.keys()) {
      const at = list.byAnchor.get(run);
      if (at) for (let k = 0; k < at.length; k++) found.push(at[k]!);
    }
    return found.length > 1 ? found.sort(ascending) : found;
  }
  const found: number[] = [];
  for (let i = 0; i < list.phrases.length; i++) {
    const anchor = list.phrases[i]!.anchor;
    if (anchor === undefined || runs.has(anchor)) found.push(i);
  }
  return found;
}

/** Where each maximal letter/digit run of a text starts: most runs occur once, and hold their one start unboxed. */
type Runs = Map<string, number | number[]>;

/** A text lowered for phrase matching, with its runs. */
interface PhraseText {
  lowered: string;
  runs: Runs;
  ascii: boolean; // every character is ASCII
}

function addRun(runs: Runs, run: string, start: number): void {
  const starts = runs.get(run);
  if (starts === undefined) runs.set(run, start);
  else if (typeof starts === 'number') runs.set(run, [starts, start]);
  else starts.push(start);
}

function wordHit(text: string, phrase: string, start: number): PhraseHit {
  return { phrase, surface: text.slice(start, start + phrase.length), start, end: start + phrase.length };
}

/** Callers ask about the same texts with several lexicons in a row. */
const phraseText = memoByText(SPAN_TEXTS, (text): PhraseText => {
  const runs: Runs = new Map();
  // per character, ASCII lowercases as the whole string does and holds no curly apostrophe or unicode dash
  if (isAscii(text)) {
    const lowered = text.toLowerCase();
    let start = -1;
    for (let i = 0; i <= lowered.length; i++) {
      const c = i < lowered.length ? lowered.charCodeAt(i) : 0;
      if ((c >= 48 && c <= 57) || (c >= 97 && c <= 122)) {
        if (start < 0) start = i;
      } else if (c === 95 && start >= 0 && /[a-z0-9]/.test(lowered.charAt(i + 1))) {
        // an identifier's underscore joins its parts into one word: "no_std" holds no "no"
      } else if (start >= 0) {
        addRun(runs, lowered.slice(start, i), start);
        start = -1;
      }
    }
    return { lowered, runs, ascii: true };
  }
  const lowered = lowerSameLength(text);
  for (const m of lowered.matchAll(WORD_RUN)) addRun(runs, m[0], m.index);
  return { lowered, runs, ascii: false };
});

/** "'t" ends the word at this position ("can" is not a word of "can't"), as the phrase regexes' lookahead says. */
function contractedNot(lowered: string, at: number): boolean {
  return lowered.startsWith("'t", at) && !/[\p{L}\p{N}]/u.test(lowered.charAt(at + 2));
}

/** The phrase's letter/digit runs that are maximal runs of the text wherever it matches (see compilePhrase's anchor). */
function certainRunsIn(c: CompiledPhrase, runs: Runs): boolean {
  const own = c.certain;
  for (let i = 0; i < own.length; i++) if (!runs.has(own[i]!)) return false;
  return true;
}

// a judgement asks about the same passage and claim texts with the same lexicons again and again (each check, each
// pass over a claim's candidates): the hits are remembered per lexicon for recent texts, and handed out as copies
const phraseHitMemos = new WeakMap<readonly string[], TextMemo<readonly PhraseHit[]>>();

/** Every occurrence of the given lexicon phrases in text, longest phrase first at a position, no overlaps. */
export function findPhrases(text: string, phrases: readonly string[]): PhraseHit[] {
  let memo = phraseHitMemos.get(phrases);
  if (!memo) phraseHitMemos.set(phrases, (memo = new TextMemo(SPAN_TEXTS, (t) => findPhrasesIn(t, phrases))));
  return memo.get(text).slice();
}

function findPhrasesIn(text: string, phrases: readonly string[]): PhraseHit[] {
  const { lowered, runs, ascii } = phraseText(text);
  const list = compileList(phrases);
  const hits: PhraseHit[] = [];
  // a phrase whose anchor is not a run of the text cannot match it
  const candidates = candidatePhrases(list, runs);
  for (let c = 0; c < candidates.length; c++) {
    const compiled = list.phrases[candidates[c]!]!;
    const { phrase, word } = compiled;
    if (word) {
      // the regex would match exactly this word's runs, left to right
      const starts = runs.get(phrase)!;
      for (const start of typeof starts === 'number' ? [starts] : starts) if (!contractedNot(lowered, start + phrase.length)) hits.push(wordHit(text, phrase, start));
      continue;
    }
    // every certain run of the phrase, not only its anchor, must be a run of the text for the regex to match
    if (!certainRunsIn(compiled, runs)) continue;
    const re = phraseRegex(compiled, ascii);
    re.lastIndex = 0;
    for (let m = re.exec(lowered); m; m = re.exec(lowered)) {
      hits.push({ phrase, surface: text.slice(m.index, m.index + m[0].length), start: m.index, end: m.index + m[0].length });
    }
  }
  if (hits.length < 2) return hits; // sorted, and nothing to overlap
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PhraseHit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept;
}

const STRONG_PHRASES = allStrongPredicates();
/** Strong predicates a modal before them does not hedge: "can only", "can never", "can always". */
export const MODAL_KEEPS: ReadonlySet<string> = new Set(['only', 'always', 'never', 'none']);

export function findStrongPredicates(text: string): StrongPredicate[] {
  const out: StrongPredicate[] = [];
  for (const hit of findPhrases(text, STRONG_PHRASES)) {
    const phrase = hit.phrase;
    // "not only" is additive, not exclusive
    if (phrase === 'only' && /\bnot\s+$/i.test(text.slice(Math.max(0, hit.start - 5), hit.start))) continue;
    // "above all", "after all", "first of all", "all in all": idioms that say nothing of how many
    // (and an opening "Of all," left of "First of all," when a rewording drops its "First")
    // (only where nothing follows in its clause: "after all workers exit" is all of them)
    // ("at all" stays a word of degree: "cannot be installed at all" says more than "fail to install from source")
    if (phrase === 'all' && ((/\b(?:after|above|first\s+of|once\s+and\s+for)\s+$/i.test(text.slice(Math.max(0, hit.start - 18), hit.start)) &&
      /^\s*(?:[,.;:!?)—–]|$)/.test(text.slice(hit.end))) ||
      /^\s+in\s+all\b/i.test(text.slice(hit.end)) || (/^[\s"'(*_]*of\s+$/i.test(text.slice(0, hit.start)) && /^\s*,/.test(text.slice(hit.end))))) continue;
    // ("X, on its own, makes …" says "only"; not "the writer is on its own", "restarts on its own", "on its own hardware":
    // only set off by commas)
    if (/^(?:on (?:its|their) own|by (?:itself|themselves))$/.test(phrase) && !(/,\s*$/.test(text.slice(Math.max(0, hit.start - 3), hit.start)) && /^\s*,/.test(text.slice(hit.end)))) continue;
    const group = strongRelationOf(phrase);
    if (group) out.push({ ...hit, group });
  }
  return out;
}

/** A weaker relation stated in a passage (lexicon order: verbs before modals), with a directly preceding modal kept. */
export interface WeakRelation extends PhraseHit {
  kind: 'verb' | 'modal' | 'quantifier';
}

/** The modal directly before text[start] ("may replace", "can complement"), with where it starts. */
export function modalBefore(text: string, start: number): { modal: string; start: number } | undefined {
  const m = /\b(can|may|might|could)\s+$/i.exec(text.slice(Math.max(0, start - 8), start));
  return m ? { modal: m[1]!.toLowerCase(), start: start - m[0].length } : undefined;
}

export function findWeakRelations(text: string): WeakRelation[] {
  const hits = findPhrases(text, WEAK_RELATIONS);
  const order = (h: PhraseHit) => WEAK_RELATIONS.indexOf(h.phrase);
  return hits
    .sort((a, b) => order(a) - order(b) || a.start - b.start)
    .map((h): WeakRelation => {
      if (WEAK_QUANTIFIERS.has(h.phrase)) return { ...h, kind: 'quantifier' };
      if (MODALS.has(h.phrase)) return { ...h, kind: 'modal' };
      const hedge = modalBefore(text, h.start);
      return hedge ? { ...h, start: hedge.start, surface: text.slice(hedge.start, h.end), kind: 'verb' } : { ...h, kind: 'verb' };
    });
}

/** Words that qualify how generally a statement holds. */
/** "only" under a modal of duty or permission narrows it ("should only be used as a last resort" is no advice to use it). */
const ONLY_UNDER_MODAL = new Set(['should only', 'must only', 'shall only']);
/** A clause said to be only possible ("It's possible that …", "it may be that …"). */
// (not "it may be that": the modal's own reading hedges it, and offers the span's modal as a repair)
const POSSIBLE_THAT = ['it is possible that', "it's possible that", 'it’s possible that', 'it is conceivable that', 'it is plausible that',
  // (with the adverb it is most often written with: "it is certainly possible that")
  ...['certainly', 'quite', 'entirely', 'perfectly', 'very', 'also', 'still', 'always'].flatMap((adverb) => [`it is ${adverb} possible that`, `it's ${adverb} possible that`, `it’s ${adverb} possible that`])];
const HEDGE_ADVERBS = [
  'often', 'usually', 'typically', 'sometimes', 'generally', 'frequently', 'rarely', 'occasionally', 'in some cases', 'in many cases',
  'in most cases', 'in general', 'partially', 'in part', 'largely', 'mostly', 'tends to', 'tend to', 'normally', 'commonly', 'ordinarily',
  'for the most part', 'in most situations', 'almost', 'nearly', 'virtually', 'practically', 'substantially all', 'essentially all',
  'basically all', 'effectively all', 'at most', 'at least', 'no more than', 'no fewer than', 'up to',
  'no longer than', 'not longer than', 'no later than', 'no earlier than', 'provisionally', 'tentatively', 'on a provisional basis', 'for the time being', 'for now', 'temporarily',
  ...ONLY_UNDER_MODAL,
  'not always', 'not necessarily', 'not entirely', 'not completely', 'not fully', 'not strictly', 'not directly', 'not all', 'not every',
  // ("had not been fully settled on": an auxiliary between the denial and its degree)
  ...['be', 'been', 'yet'].flatMap((aux) => ['fully', 'entirely', 'completely', 'necessarily', 'always'].map((degree) => `not ${aux} ${degree}`)),
  'appear to', 'appears to', 'appeared to', 'seem to', 'seems to', 'seemed to', 'is likely to', 'are likely to', 'was likely to',
  'were likely to', 'apparently', 'possibly', 'probably', 'presumably', 'suggests that', 'suggest that', 'suggested that',
  'is thought to', 'are thought to', 'was thought to', 'is believed to', 'are believed to', 'partly',
  // ("is believed safe": a belief with its state straight after the participle)
  ...['is', 'are', 'was', 'were'].flatMap((be) => [`${be} believed`, `${be} thought`, `${be} presumed`]), 'tended to', 'somewhat',
  // (a perception or a standing, "already perceived as one of its weak points", is not the thing itself)
  'perceived as', 'regarded as', 'viewed as', ...['is', 'are', 'was', 'were'].flatMap((be) => [`${be} seen as`, `${be} considered`, `${be} deemed`]),
  // ("hardly faster": close to not at all; "barely passed" still passed)
  'hardly', 'scarcely',
  // degrees that soften the word after them ("relatively simple", "loosely followed", "potentially confusing")
  'relatively', 'comparatively', 'fairly', 'reasonably', 'loosely', 'potentially',
  // a hedge by seeming ("seems contrary to", "it seems very likely that")
  'seems', 'seem', 'seemed', 'likely', 'appears that', 'it appears', 'arguably', 'seemingly', 'in all likelihood', 'looks',
  // ("very general, and perhaps too powerful")
  'perhaps', 'maybe', 'conceivably',
  // ("It is unlikely that we will add …", "is doubtful that …": less than a hedge, never the claim's flat statement)
  'unlikely', 'is unlikely to', 'are unlikely to', 'doubtful', 'improbable',
  // in principle only, or only in part ("In theory, the cache removes …", "avoids contention to a degree")
  'in principle', 'in theory', 'theoretically', 'anecdotally', 'to a degree', 'to some degree', 'to a certain degree', 'to an extent', 'to some extent',
  'to a certain extent',
  // a risk or a fear, not the thing ("risks breaking existing code", "was feared to break", "One concern is that …")
  'there is a risk that', 'the risk is that', 'is feared to', 'was feared to', 'are feared to', 'were feared to',
  'fear that', 'fears that', 'feared that', 'concern is that', 'concern that', 'concerns that', 'worry that', 'worries that',
  'worried that',
  // ("It's possible that improvements will obviate …": the whole clause is only possible)
  ...POSSIBLE_THAT,
  // ("a dotted name, optionally followed by a call": a part that may be left out, not one that is always there)
  'optionally',
];
/** After "is considered": a ruling on scope, or one said for the document itself ("… for this PEP"). */
const DOCUMENT_OWN_RULING = /^\s+(?:to\s+be\s+)?(?:(?:out\s+of|in|within|outside(?:\s+of)?|beyond)\s+(?:the\s+)?scope\b|[^.;:!?]{0,40}?\b(?:for|in|by)\s+this\s+(?:PEP|RFC|document|proposal|specification|spec)\b)/i;
/** A hedge said by a verb of seeming, suggesting or tending, and the verb ("suggests that" → "suggests"). */
const HEDGE_VERB = /^((?:seem|appear|suggest|tend)(?:s|ed)?)(?:\s+(?:that|to))?$/;
/** How many words before the claim's word its verb of seeming may stand ("suggests, as a note of caution, that work …"). */
const HEDGE_VERB_REACH = 8;
/** Words by which a claim keeps a span's "optionally": the part may be there or not. */
const OPTION_KEPT = /\b(?:optional(?:ly)?|may|might|can|could|if (?:desired|wanted|needed|any)|with or without|not required|need not|needn['’]t)\b/i;
/** Hedges of seeming, which a claim keeps by any hedge of its own ("will very likely need" for "it seems very likely that … will need"). */
const SEEMING = new Set(['seems', 'seem', 'seemed', 'likely', 'appears that', 'it appears', 'arguably', 'seems to', 'seem to', 'seemed to', 'perhaps', 'maybe', 'conceivably',
  'in principle', 'in theory', 'theoretically', 'risks', 'risked', 'risk', 'there is a risk that', 'the risk is that',
  'appears to', 'appear to', 'appeared to', 'is likely to', 'are likely to', ...POSSIBLE_THAT]);
const CLAIM_OWN_HEDGE = /\b(?:seems?|seemed|likely|probably|apparently|possibly|perhaps|may|might|could|arguably)\b/i;
/** The claim's clauses (parted at commas, semicolons and "though"/"while"/"but") that the span does not say word for word. */
function clausesNotInSpan(claimText: string, spanText: string): string {
  const flat = (t: string) => t.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const span = ` ${flat(spanText)} `;
  return claimText.split(/[,;:]|\b(?:though|although|while|whereas|but)\b/i).filter((c) => flat(c) === '' || !span.includes(` ${flat(c)} `)).join(' ');
}
/** Hedges of a degree short of all, each as weak as the others. */
const PARTIAL_DEGREE = new Set(['to a degree', 'to some degree', 'to a certain degree', 'to an extent', 'to a certain extent', 'to some extent',
  'partially', 'partly', 'in part', 'somewhat']);
/** Plans named by a noun or a frame ("a proposal to", "scheduled for", "the next step is for X to"): proposals, not hedges. */
const PLAN_FRAMES = new Set(['proposal to', 'proposals to', 'suggestion to', 'pull request to', 'pull requests to', 'scheduled for', 'slated for',
  'planned for', 'earmarked for', 'is for', 'is about to', 'are about to', 'was about to', 'were about to', 'on track to', 'is poised to', 'are poised to']);
/** How a plan or a possibility is said, for its reason and its repair: a proposal (no rewrite offered) or a possibility. */
function intentionKind(phrase: string): { kind?: 'requirement' | 'possibility' | 'plan' } {
  return PLAN_FRAMES.has(phrase) ? { kind: 'requirement' } : ABILITY_NOUNS.includes(phrase) ? { kind: 'possibility' } : PERSONAL_AIMS.has(phrase) ? { kind: 'plan' } : {};
}
/** A possibility given by a noun: that someone may do a thing, not that they do. */
const ABILITY_NOUNS = ['ability to', 'ability for', 'option to', 'option of', 'possibility of', 'possibility to', 'possibility for',
  'opportunity to', 'opportunity for', 'chance to', 'freedom to', 'capability to', 'capacity to'];
/** An aim, a plan or an intention said by its own verb ("is aiming to", "plans to"): no modal or copula of the claim keeps it. */
const AIMS = new Set(['plan to', 'plans to', 'planned to', 'planning to', 'aim to', 'aims to', 'aiming to', 'aimed to', 'intend to', 'intends to',
  'intending to', 'seek to', 'seeks to', 'seeking to', 'scheduled to', 'slated to', 'on track to']);
/** Plans and courses a claim's "already" undoes: an aim, "is to", a plan named by its noun. */
const AIMS_AND_COURSES = new Set([...AIMS, 'is to', 'are to', 'was to', 'were to', 'be to', 'proposal to', 'proposals to', 'suggestion to']);
/** An aim said as someone's (not a schedule's: "is scheduled to", "on track to"). */
const PERSONAL_AIMS = new Set([...AIMS].filter((p) => !/^(?:scheduled|slated|on track)/.test(p)).concat(['aiming to', 'aimed to', 'intending to']));
/** A claim's words that keep someone's aim as an aim. */
const CLAIM_AIMS = /\b(?:plans?|planned|planning|aims?|aimed|aiming|intends?|intended|intending|intentions?|intent|goals?|seeks?|sought|seeking|propos(?:es?|ed|ing|al)|wants?|wanted|hopes?|hoped|expects?|expected|tries|tried|trying|attempts?|attempted)\b/i;
/** Each plan word of the claim is one the span has, at least as often. */
function plansEchoed(claimPlans: readonly string[], spanPlans: readonly string[]): boolean {
  const counts = new Map<string, number>();
  for (const p of spanPlans) counts.set(p, (counts.get(p) ?? 0) + 1);
  for (const p of claimPlans) {
    const left = counts.get(p) ?? 0;
    if (left === 0) return false;
    counts.set(p, left - 1);
  }
  return true;
}
/** Plans and intentions: a span saying what someone means to do does not carry that it was done. */
const INTENTIONS = ['plan to', 'plans to', 'planned to', 'planning to', 'aim to', 'aims to', 'intend to', 'intends to', 'hope to', 'hopes to',
  'propose to', 'proposes to', 'proposed to', 'want to', 'wants to', 'will', 'would', 'is to', 'are to', 'was to', 'were to', 'scheduled to',
  'slated to', 'is about to', 'are about to', 'was about to', 'were about to', 'on track to', 'is poised to', 'are poised to',
  // ("is currently aiming to be implemented", "seeks to stabilize"): the other forms of an aim
  'aiming to', 'aimed to', 'intending to', 'hoping to', 'hoped to', 'seek to', 'seeks to', 'seeking to',
  // a course put forward ("The alternative would be to add …", "seems to be to add …")
  'be to',
  // a plan of an act named by its noun ("This PEP is planning removal of …")
  'is planning', 'are planning', 'was planning', 'were planning',
  // a possibility made room for ("allowing for the term to be extended", "the potential for a faster format"), not that
  // it happened
  'allow for', 'allows for', 'allowing for', 'allowed for', 'the potential for', 'potential for', 'the potential to', 'potential to',
  // a plan named by its noun ("There is a proposal to split …", "scheduled for removal in version 3")
  'proposal to', 'proposals to', 'suggestion to', 'pull request to', 'pull requests to', 'scheduled for', 'slated for', 'planned for', 'earmarked for',
  // a possibility given, not that it is used ("gives users the ability to disable …", "opens the possibility of …")
  ...ABILITY_NOUNS];
/** The reader as the one who might wish it ("you might also want to …"): advice in the manner of a README. */
const READER_WISH_BEFORE = /\byou\s+(?:(?:might|may|could|will|probably|likely)\s+)*(?:also\s+)?$/i;
/** A claim that says something is advised ("suggests enabling", "recommends"); not "should", which says more than "might want to". */
export const CLAIM_ADVICE = /\b(?:suggest|recommend|advis|encourag|steer)\w*/i;
/** Intentions that are only a possibility or a wish: a claim's "will" says more than they do. */
const POSSIBILITIES = new Set(['hope to', 'hopes to', 'hoping to', 'hoped to', 'want to', 'wants to', 'allow for', 'allows for', 'allowing for', 'allowed for', 'the potential for', 'potential for',
  'the potential to', 'potential to', ...ABILITY_NOUNS]);
/** A claim's words as weak as a possibility or a wish. */
const WEAK_WORDS = /\b(?:may|might|could|can|possibl[ey]|potential(?:ly)?|allows?|allowing|enables?|hopes?|hoped|wants?|wish(?:es)?|aims?|plans?|intends?|propos(?:es?|ed)|goal|would)\b/i;
/** A claim's words that keep a possibility given by a noun ("lets users disable …" for "gives users the ability to disable …"). */
const ABILITY_KEPT = /\b(?:may|might|could|can|possibl[ey]|possibilit(?:y|ies)|allows?|allowing|enables?|lets?|letting|permits?|able|ability|options?|optional)\b/i;
const ABILITY_SET = new Set(ABILITY_NOUNS);
/** Possibilities a claim's "lets", "allows", "can" keep: those given by a noun, and "allows for" ("lets configurations be sent"). */
const KEPT_BY_ABILITY = new Set([...ABILITY_NOUNS, 'allow for', 'allows for', 'allowing for', 'allowed for']);
/** A verb that takes a possibility away, right before its noun ("eliminates the possibility of", "rules out the option to"). */
const TAKEN_AWAY_BEFORE = /\b(?:eliminat\w*|remov\w*|rul(?:e|es|ed|ing)\s+out|prevent\w*|avoid\w*|preclud\w*|exclud\w*|den(?:y|ies|ied)|los(?:e|es|t)|without|no|(?:not|never|n['’]t)\s+(?:\p{L}+ly\s+)?(?:support|provide|offer|have|give|expose|include))\s+(?:(?:the|any|a|an|all)\s+)?$/iu;
/**
 * A course put forward as what someone is to do ("The next step is for the runtime to gain …", "A natural extension is
 * for the API to expose …"): its "is for", where a "to" and a verb follow within a few words.
 */
const FOR_SOMEONE_TO = /\b(?:is|are|would\s+be|will\s+be)\s+for(?=\s+(?:(?!to\b)[\p{L}\p{N}_`'’.-]+\s+){1,6}?to\s+\p{L})/giu;
function forSomeoneTo(text: string): PhraseHit[] {
  if (!/\bfor\b/i.test(text)) return [];
  // (not after a noun of how things are done: "The corresponding approach in WSGI is for the application to return …"
  // says how it works)
  return [...text.matchAll(FOR_SOMEONE_TO)].filter((m) => PLAN_NOUN_BEFORE.test(text.slice(Math.max(0, m.index! - 60), m.index!)))
    .map((m) => ({ phrase: 'is for', surface: m[0], start: m.index!, end: m.index! + m[0].length }));
}
/** A noun of how a thing is done, as the subject before "is for …" (within a few words). */
/** A noun of a plan or a course put forward, as the subject before "is for …" ("The next step is for …", "A natural extension is for …"). */
// (past an aside set off by commas: "A second possibility, suggested by Ada, is for …")
const PLAN_NOUN_BEFORE = /\b(?:step|steps|plan|plans|goal|goals|idea|proposal|alternative|suggestion|intent|intention|aim|extension|hope|expectation|recommendation|option|possibility|motivation|purpose)\b(?:(?:\s+[^\s.;:!?]+){0,3}|,[^.;:!?,]{1,60},)\s*$/i;
const CUSTOM_BEFORE = /\b(?:approach|way|convention|rule|practice|idiom|pattern|solution|mechanism|norm|default|behaviou?r|design|protocol|procedure|process|method|custom|tradition)\b(?:\s+[^\s.;:!?]+){0,4}\s*$/i;
/**
 * "will" of what always happens, not of a plan: in a sentence with a condition ("Non-contiguous buffers will raise an error
 * when pickled"; the condition is judged on its own), said of the present ("in the compiler today, match will compare
 * …"), or a consequence ("will result in a warning", "will raise an error").
 */
function behaviouralWill(text: string, at: number, claimPast = false): boolean {
  // its clause: from the last boundary before it to the next
  // (a dot inside a name, "Node.js", ends nothing)
  const start = Math.max(text.slice(0, at).search(/(?:[^.!?;]|[.!?](?!\s))*$/), 0);
  const end = text.slice(at).search(/[.!?;](?:\s|$)/);
  const clause = text.slice(start, end < 0 ? text.length : at + end);
  // (never where the sentence names a version, a release, a date or a time to come: "Kettle 3.0 will emit …", "In
  // version 5, …", "…; it currently supports x86 only", "Today we announce that …")
  const sentenceStart = Math.max(text.slice(0, at).search(/(?:[^.!?]|[.!?](?!\s))*$/), 0);
  const sentenceEnd = text.slice(at).search(/[.!?](?:\s|$)/);
  const sentence = text.slice(sentenceStart, sentenceEnd < 0 ? text.length : at + sentenceEnd);
  // (a condition's own words are not the sentence's time: "will panic if the cell is currently borrowed")
  const unconditioned = sentence.replace(CONDITION_CLAUSE, ' ');
  // (a universal subject said of the present is what always happens: "In Rust today, any variables named … will be captured")
  // (not one a decision, a report or a plan puts in the future — "The maintainers say that all … will be removed" — nor against
  // a claim that says it happened)
  const universal = !claimPast && UNIVERSAL_SUBJECT.test(text.slice(start, at)) && !DECIDED.test(text.slice(sentenceStart, at));
  const timed = universal ? unconditioned.replace(/\b(?:today|currently|now)\b/gi, ' ') : unconditioned;
  if (FUTURE_MARKERS.test(timed) || VERSION_OR_DATE.test(timed)) return false;
  // (or of everything of a kind: "any errors encountered will be signaled", "all variables named … will be captured";
  // or of any one of a kind, an indefinite subject: "A closed transport will finish writing …")
  // (a "will" of a second verb phrase, "…, and will then stop", has the sentence's subject)
  const sharedSubject = /\band\s+(?:then\s+)?$/i.test(text.slice(Math.max(0, at - 12), at)) ? text.slice(sentenceStart, at).search(/\bwill\b/i) : -1;
  // (or an act as the subject, a gerund's clause: "Launching Python with the variable set will enable the flag" says
  // what launching it does, each time)
  const generic = !claimPast && (GENERIC_SUBJECT.test(text.slice(start, at)) || gerundSubject(text.slice(start, at)) ||
    (sharedSubject >= 0 && GENERIC_SUBJECT.test(text.slice(sentenceStart, sentenceStart + sharedSubject)))) &&
    !DECIDED.test(text.slice(sentenceStart, at));
  // (a condition or "By default" that opens the sentence is the clause's too: "If the lock does not match, npm ci will exit
  // …", "By default, the REPL will persist history …")
  // (or a document's own thing as the subject, "This command will print …" on a manual page: what it does whenever it runs)
  return BEHAVIOURAL_CONTEXT.test(clause) || BEHAVIOURAL_CONTEXT.test(text.slice(sentenceStart, at)) || CONSEQUENCE_WILL.test(text.slice(at)) || universal || generic ||
    THIS_THING_SUBJECT.test(text.slice(start, at));
}
/** A clause opening with the document's own thing as its subject ("This command", "This function"), up to its "will". */
const THIS_THING_SUBJECT = new RegExp(String.raw`^\s*(?:(?:and|but|so|then)\s+)?this\s+(?:${alternatives(BEHAVING_KINDS)})\s+(?:\p{L}+ly\s+)?$`, 'iu');
/** A verb of lasting right after "will" ("will remain", "will continue to"), the verb in group 1. */
const LASTING_VERB_AFTER = /^\s+(?:\p{L}+ly\s+)?(remain|continue|stay|persist|keep)\b/iu;
/** An expectation that opens the "will" clause ("expected that", "is likely that"), within its sentence. */
// (said in the present: "It is expected that", "we expect that"; not "The authors expected that")
const EXPECTATION_THAT = /\b(?:(?:is|are)\s+(?:\p{L}+ly\s+)?(expected|anticipated|predicted|likely|believed)|(?:we|I)\s+(expect|anticipate|predict|believe))\s+that\s+[^.;:!?]*$/iu;
/** The span's "will" is the content of an expectation, and the claim says the same expectation word. */
function expectationKept(text: string, at: number, claimStems: ReadonlySet<string>): boolean {
  const m = EXPECTATION_THAT.exec(text.slice(Math.max(0, at - 160), at));
  return m !== null && claimStems.has(stem((m[1] ?? m[2])!.toLowerCase())) && !TIME_LIMIT_AFTER.test(text.slice(at).split(/[.;:!?](?:\s|$)/, 1)[0]!);
}
/** Words that put a state's start or end in time ("after the merge", "until Quill 5", "for one more release", "at the earliest"). */
const TIME_LIMIT_AFTER = /\b(?:after|until|till|through|throughout|during|before|once|since|by|from|at\s+(?:the\s+)?(?:earliest|latest)|for\s+(?:at\s+least\s+|at\s+most\s+)?(?:\d|one|two|three|four|five|a|an|another|the|some|several|many)\b)/i;
/** The sentence around a "will" puts its state in time (a start or an end: "After the merge, … will remain …"). */
function timeLimitedClause(text: string, at: number): boolean {
  const start = Math.max(text.slice(0, at).search(/[^.;!?]*$/), 0);
  const end = text.slice(at).search(/[.;!?](?:\s|$)/);
  const sentence = text.slice(start, end < 0 ? text.length : at + end);
  return TIME_LIMIT_AFTER.test(sentence) || FUTURE_MARKERS.test(sentence) || /\d/.test(sentence);
}
/** The claim says the verb of lasting in the present ("remain", "remains", "will remain"), not as past ("remained"). */
function lastingInPresent(claimText: string, verb: string): boolean {
  return new RegExp(`\\b${verb}(?:s|es)?\\b`, 'i').test(claimText);
}
/** "is therefore to", "is also to": a connective between a copula and its "to". */
const COPULA_CONNECTIVE_TO = /\b(is|are|was|were)\s+(?:therefore|thus|hence|also|then|still|now|currently|simply|just)\s+to\b/gi;
/** Nouns whose content a copula's "to" sets out: a course, an aim, a reason ("The plan is to …", "One motivation … is to …"). */
// (not nouns of things, which may be what is to come: "This option is to appear in 2.4")
const COURSE_NOUNS = /^(?:plans?|goals?|aims?|ideas?|proposals?|possibilit(?:y|ies)|alternatives?|motivations?|purposes?|intents?|intentions?|suggestions?|recommendations?|objectives?|reasons?|rationale)$/i;
/** A claim in the present: "is", "are", or a word for now. */
const PRESENT_NOT_OTHERWISE = /\b(?:is|are|currently|today|now|presently|at\s+present)\b/i;
/** A claim of another time: "used to", "will", "was", "had", "previously", "in future". */
const OTHER_TIME = /\b(?:used\s+to|will|would|was|were|had|did|previously|formerly|originally|soon|later|eventually|future|going\s+to)\b/i;
/** A subject naming the usual or only manner of doing a thing, right before its copula: "The current way of including X ". */
const USUAL_MANNER_BEFORE = /\b(?:the|its|our|their)\s+(?:current|usual|standard|common|normal|existing|present|typical|traditional|default|recommended|only|established|customary)\s+(?:way|ways|method|means|practice|convention|approach|workaround)(?:\s+(?:of|to|for)\s+[^,;:.!?()]{1,80})?\s+$/i;
/**
 * The span's "is to" after the noun of a usual manner ("The current way of including X is to compile …") says how a thing
 * is done now, not what is to come, for a claim in the present ("Currently, X is included by compiling …"): not "used to
 * be included" or "will be", not "is to be replaced" or "is to soon switch", and not where a clause after it gives another
 * subject a manner of its own ("…, but Gorse uses a manifest").
 */
function usualMannerNow(claimText: string, spanText: string, hit: { start: number; end: number }): boolean {
  if (!PRESENT_NOT_OTHERWISE.test(claimText) || OTHER_TIME.test(claimText)) return false;
  if (!USUAL_MANNER_BEFORE.test(spanText.slice(Math.max(0, hit.start - 120), hit.start))) return false;
  const after = spanText.slice(hit.end);
  return MANNER_ACT_AFTER.test(after) && !/,\s*(?:but|while|whereas|and|though|although)\b/i.test(after.split(/[.;:!?](?:\s|$)/, 1)[0]!);
}
/** The act right after "is to", to the end of its sentence (code with dots may stand in it): no "be", no adverb of time first. */
const MANNER_ACT_AFTER = /^\s+(?!be\b|soon\b|later\b|eventually\b|then\b|next\b|first\b|finally\b|ultimately\b|gradually\b|\p{L}+ly\b)\p{L}+(?:[^.;:!?]|[.:](?=\S))*(?:[.!?](?:\s|$)|$)/iu;
/** The claim says the verb right after the span's "is to" in a past form ("appeared" for "is to appear"). */
function actSaidAsPast(claimText: string, spanText: string, end: number): boolean {
  const verb = /^\s+(\p{L}+)/u.exec(spanText.slice(end))?.[1]?.toLowerCase();
  if (verb === undefined) return false;
  return tokenize(claimText).some((t) => t.kind === 'word' && t.stem === stem(verb) && /ed$/.test(t.norm) && !/ed$/.test(verb));
}
/** The noun of a course before a copula's "to", within its clause (past an aside set off by commas), whose stem the claim says. */
function courseNounSaid(text: string, at: number, claimStems: ReadonlySet<string>): boolean {
  const clause = text.slice(Math.max(0, at - 160), at).split(/[.;:!?](?:\s|$)/).pop()!;
  const words = clause.match(/\p{L}+/gu) ?? [];
  return words.slice(-14).some((w) => COURSE_NOUNS.test(w) && claimStems.has(stem(w.toLowerCase())));
}
/** "This PEP " right before its "proposes to". */
const SELF_BEFORE_PROPOSAL = /\bthis\s+(?:pep|rfc|proposal|document)\s+$/i;
/** A claim that opens with a document as the subject of a verb in the present: "The PEP withdraws …", "RFC 823 pares back …". */
const DOCUMENT_DOES = /^\s*(?:(?:the|this)\s+(?:pep|rfc|proposal|document)|(?:pep|rfc)\s*#?\d+)\s+(?!(?:is|does|has|was|proposes|would|will|aims|intends|plans|seeks|wants|hopes)\b)\p{Ll}+s\b/iu;
/** A claim that says something happened ("were removed", "had been", "previously"). */
const SAID_AS_PAST = /\b(?:was|were|had|did|previously|formerly)\b/i;
/** Words by which a sentence reports, decides or plans what its "will" says ("say that", "decided that", "after the vote"). */
const DECIDED = /\b(?:says?|said|decid\w*|decision|announc\w*|agree\w*|plan\w*|vote\w*|promis\w*|propos\w*|intend\w*|expect\w*|hope\w*|after)\b/i;
/** A clause opened by a gerund and its words up to "will", no comma between: "Launching Python with X set " (a verb's "-ing" form). */
const GERUND_OPENING = /^\s*(?:(?:and|but|so|then)\s+)?(\p{L}+ing)\s+[^,;:]*$/iu;
/** "-ing" words that open a clause as no act: prepositions and nouns ("During the build", "Nothing", "String values"). */
const NOT_A_GERUND = /^(?:during|according|including|regarding|concerning|considering|pending|following|notwithstanding|excluding|nothing|something|anything|everything|thing|string|ring|king|spring|bring|sing|wing|ceiling|morning|evening|meaning|setting|settings|heading|padding|encoding|binding|mapping|warning|building|ordering|spacing|timing|thinking)$/i;
function gerundSubject(clause: string): boolean {
  const opening = GERUND_OPENING.exec(clause)?.[1]?.toLowerCase();
  if (!opening || NOT_A_GERUND.test(opening)) return false;
  // (a verb's form WordNet reads back to the verb, "launching" to "launch", or whose stem is a verb itself)
  const wn = wordNet();
  return wn.morphy(opening, 'v').some((lemma) => lemma !== opening) || wn.morphy(opening.slice(0, -3), 'v').length > 0;
}
/** A clause whose subject is any one of a kind, an indefinite noun phrase with no verb of its own: "A closed transport will …". */
const GENERIC_SUBJECT = /^\s*(?:(?:and|but|so|then)\s+)?(?:an?)\s+(?:[\p{L}\d`_.-]+\s+){0,4}$/iu;
/** A subject that names everything of a kind: "any errors", "every request", "all variables". */
const UNIVERSAL_SUBJECT = /(?:^|[,:]\s*|\b(?:that|so|then|and|today|now)\s+)(?:any|every|each|all)\s+(?!of\b)\p{L}/iu;
/** A condition from its word to the next comma or the sentence's end. */
const CONDITION_CLAUSE = /\b(?:if|when|whenever|unless)\b[^,;]*/gi;
/** "will" of a consequence: "will result in a warning", "will raise an error", "will fail", "will exit with an error", "will give a … error". */
const CONSEQUENCE_WILL = /^will\s+(?:result\s+in|raise|throw|trigger|cause|fail|exit\s+with|give\s+(?:an?\s+)?(?:[\w"“”'-]+\s+){0,4}(?:error|warning|exception))\b/i;
const BEHAVIOURAL_CONTEXT = /\b(?:if|when|whenever|unless|until|in\s+case|by\s+default)\b|\b(?:after|before|on|for|during)\s+(?:each|every)\b|\b(?:each|every)\s+time\b/i;
// ("the future statement", "a future import": Python's __future__ mechanism, no time to come)
/** A version or a date in a sentence ("Kettle 3.0", "Python 3", "v2", "in 2027"): not a figure of what happens ("will exit with a 13 status code"). */
const VERSION_OR_DATE = /\d+\.\d+|\b(?:1[89]|2\d)\d\d\b|\b[vV]\d|\b\p{Lu}[\p{L}\d-]*\s+\d+\b/u;
const FUTURE_MARKERS = /\b(?:version|release|releases|next|future(?!\s+(?:statements?|imports?)\b)|soon|later|upcoming|planned|plans?|roadmap|today|currently|now|announce[ds]?|eventually|tomorrow|year|month|week)\b/i;
/** Hedges of how often or how generally, by strength: a claim may keep a span's with one of the same or less. */
const HOW_OFTEN = new Map<string, number>([
  ...['occasionally', 'sometimes', 'in some cases'].map((p): [string, number] => [p, 1]),
  ...['often', 'frequently', 'in many cases'].map((p): [string, number] => [p, 2]),
  ...['usually', 'typically', 'generally', 'normally', 'commonly', 'ordinarily', 'in most cases', 'in most situations', 'for the most part', 'in general', 'mostly', 'largely']
    .map((p): [string, number] => [p, 3]),
]);
const HOW_OFTEN_PHRASES: readonly string[] = [...HOW_OFTEN.keys()];
/** Words of rarity, each of which says what the others do: as a hedge's phrase, and anywhere in a text. */
const RARITY_WORDS = ['rarely', 'seldom', 'infrequently', 'hardly ever'];
const RARITY = new RegExp(`^(?:${RARITY_WORDS.join('|')})$`);
const RARITY_IN_TEXT = new RegExp(`\\b(?:${RARITY_WORDS.map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');
/** A claim that hedges in its own words (an adverb or a vague quantity) is not asked to repeat the span's adverb. */
const CLAIM_HEDGES = [...HEDGE_ADVERBS, 'some', 'several', 'many', 'few', 'most', 'likely', 'certain'];
/** Modals by how much they commit to: a claim may keep or weaken the span's modal, never strengthen it ("can" → "will"). */
const MODAL_STRENGTH = new Map([['might', 1], ['may', 1], ['could', 1], ['can', 1], ['should', 2], ['would', 2], ['ought', 2],
  ['will', 3], ['shall', 3], ['must', 3]]);
// The lexicons droppedHedge joins, joined once: findPhrases remembers hits and compiled regexes per lexicon array, so
// an array made per call compiled every phrase's regex again for each judgement (2,610 list compilations in a warm CLI
// run of the real-prose benchmark chapter, against about 30 lexicons).
/** A claim that says a thing was done already ("have already obviated"). */
const SAID_AS_DONE = /\balready\b/i;
/** Hedges of how many, which say nothing of whether a thing is planned or done. */
const QUANTITY_HEDGES = new Set(['some', 'several', 'many', 'few', 'most', 'certain']);
const HEDGES_PLANS_MODALS: readonly string[] = [...CLAIM_HEDGES, ...INTENTIONS, ...MODAL_STRENGTH.keys()];
const MODALS_SHOULD_OUGHT: readonly string[] = [...MODAL_PHRASES, 'should', 'ought', 'would'];
/** Quantifiers a hedge may sit on ("almost all", "nearly every"). */
const HEDGED_QUANTIFIERS = new Set(['all', 'every', 'each', 'always', 'never', 'none', 'no', 'any', 'everything', 'everyone', 'nothing',
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'once', 'twice']);
/** Denials between a modal and its verb ("can no longer be rejected", "may not be used"). */
const DENIAL_WORDS = new Set(['not', 'no', 'never', 'longer', "n't"]);
/** A plain statement commits as much as "will" or "must". */
const ASSERTED = 3;
/** Words between a hedge or modal and the word it qualifies ("usually should use", "can be used", "may also have"). */
const BETWEEN_HEDGE_AND_WORD = new Set(['be', 'been', 'being', 'have', 'has', 'also', 'still', 'then', 'even', 'now', 'already', 'just',
  'simply', 'easily', 'safely', 'should', 'would', 'will', 'can', 'could', 'may', 'might', 'must', 'shall', 'ought', 'to', 'get',
  // (a connective set off inside the verb group: "can, however, lead to", "would, therefore, negate")
  'however', 'though', 'therefore', 'thus', 'nevertheless', 'indeed', 'actually', 'instead']);

/** A claim's own report of what a source or a person holds: it keeps the span's report ("we believe" → "the authors believe"). */
const CLAIM_REPORTS = /\b(?:believes?|believed|argues?|argued|thinks?|thought|expects?|expected|hopes?|hoped|claims?|claimed|says?|said|contends?|contended|maintains?|maintained|according\s+to|opinions?|views?|considers?|considered|regards?|regarded|feels?|felt|assumes?|assumed|states|stated|wrote|writes|asserts?|asserted|suggests?|suggested|insists?|insisted|worr(?:y|ies|ied)|complain(?:s|ed)?|boast(?:s|ed)?|advertis(?:es|ed)|alleges?|alleged|holds\s+that|held\s+that|propos(?:es?|ed))\b/i;
/** Reporting frames: the span tells what someone claimed, not that it is so ("It was claimed in 2017 that …"). */
const REPORTED = ['claimed that', 'claims that', 'critics claim', 'critics say', 'some claim', 'some say', 'alleged that', 'alleges that', 'allegedly', 'reportedly', 'purportedly', 'it was claimed',
  'it is claimed', 'it has been claimed', 'is said to', 'are said to', 'was said to', 'were said to', 'rumoured', 'rumored',
  // a belief or a hope the source states as its own ("We believe that release candidate 1 will fix all known bugs")
  'we believe', 'i believe', 'it is believed', 'is believed to', 'are believed to', 'we think', 'i think', 'we expect', 'i expect', 'it is expected',
  'we hope', 'i hope', 'it is hoped', 'i suspect', 'we suspect', 'i guess', 'i imagine', 'i assume', 'we assume',
  // a belief a named person holds ("One of the authors (Stefano Borini) thinks that only X is worth implementing")
  'thinks that', 'think that', 'thought that', 'believes that', 'believe that', 'believed that',
  // a hope someone holds ("The team hopes that X will …", "there's hope that …")
  'hopes that', 'hope that', 'hoped that', 'hoping that', 'there is hope that', "there's hope that", "it's hoped", 'wishes that', 'wish that',
  // an opinion the source states as someone's ("It is the PEP author's opinion that …", "In our view, …")
  'opinion that', 'opinion is that', 'in my opinion', 'in our opinion', 'in the opinion of', 'in my view', 'in our view',
  // what someone once said, wrote or thought, or what is only said ("Earlier drafts said that …", "We first thought …", "It is
  // sometimes said that …"): the span reports it, it does not state it
  'said that', 'stated that', 'wrote that', 'assumed that', 'first thought', 'originally thought', 'initially thought', 'once thought',
  'is sometimes said', 'is often said', 'it is said that', 'it was said that', 'drafts said', 'draft said', 'text said', 'originally said',
  // a view another holds, or a plan of another text ("In the view of the security team, …", "According to the 2019 roadmap, …")
  'in the view of', 'in the eyes of', 'per its author', 'is claimed to', 'are claimed to', 'was claimed to', 'were claimed to',
  'is reported to', 'are reported to', 'was reported to', 'were reported to'];
/**
 * Others' position, named by who holds it, with what they hold it of between ("Critics of the PEP argue that …",
 * "Opponents of the change say …"): the span reports it, whatever document the sentence stands in.
 */
const OTHERS_HOLD = /\b(?:critics|opponents|detractors|sceptics|skeptics|proponents|supporters|advocates|others|some\s+(?:people|users|developers|commenters|reviewers))\b(?:\s+of\s+[^,.;:!?]{1,50}?)?\s+(?:argue|argued|claim|claimed|say|said|contend|contended|believe|believed|maintain|maintained|insist|insisted|feel|felt|think|thought)(?:\s+that)?\b/giu;
/**
 * A verb by which someone puts a statement forward as theirs, with or without "that" ("The 2021 README claimed the parser is
 * fast", "The vendor asserted …", "Early benchmarks suggested …", "Several reviewers felt …"); "maintain" and "hold" only
 * before "that" ("maintains the parser" is work, not a view). Not a noun ("the claims", "a worry", "some thought"), not a
 * participle on a noun ("the claimed project"), not a passive ("is thought to", read with the stances).
 */
const REPORTING_VERB = /(?<![\p{L}\p{N}_`'’-])(?<!\b(?:a|an|the|some|any|no|much|more|little|careful|this|that|these|those|its|their|our|his|her|your|my|of|is|are|was|were|be|been|being|to|each|every|who|which|may|might|can|could|will|would|should|must|do|does|did)\s+)(?:(claims?|claimed|asserts?|asserted|boasts?|boasted|alleges?|alleged|argues?|argued|contends?|contended|insists?|insisted|believes?|believed|thinks?|thought|worr(?:y|ies|ied)|complains?|complained|advertises?|advertised|suggests?|suggested|says|said|feels?|felt|keeps?\s+saying)|(maintains?|maintained|holds?|held))\b(?![_!(`])(\s+that\b)?/giu;
/** A subject that is the document itself or its authors: what it puts forward is its own statement. */
const OWN_SUBJECT = /^[\s"'(*_]*(?:(?:this|the|the\s+current|the\s+present)\s+(?:pep|rfc|proposal|document|specification|spec|section|guide|chapter|page)|we|i|it|the\s+authors?)\s*$/i;
function reportingVerbs(text: string): PhraseHit[] {
  const out: PhraseHit[] = [];
  for (const m of text.matchAll(REPORTING_VERB)) {
    if (m[2] !== undefined && m[3] === undefined) continue;
    const clauseStart = Math.max(0, ...[...text.slice(0, m.index!).matchAll(/[.;:!?](?=\s)|,/g)].map((x) => x.index! + 1));
    const subject = text.slice(clauseStart, m.index!);
    // (someone must put it forward: not an imperative or a verb opening its clause, nor the document itself)
    const bareSubject = subject.replace(/^\s*(?:note|notice|recall)\s+that\s+/i, '')
      .replace(/\s+(?:(?:does|do|did|will|would|can|could|may|might|should)(?:\s+not|n[’']t)?|not|never)\s*$/i, ' ');
    if (!/[\p{L}\p{N}]/u.test(subject) || OWN_SUBJECT.test(bareSubject)) continue;
    out.push({ phrase: m[0].toLowerCase().replace(/\s+/g, ' '), surface: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}
/** A view named as such, then what it holds ("A common view is that …", "One objection is that …", "Conventional wisdom holds that …"). */
const VIEW_IS_THAT = /\b(?:view|opinion|objection|counter-?argument|complaint|concern|worry|fear|criticism|perception|belief|sentiment|wisdom|consensus)\b[^.;:!?]{0,50}?\s+(?:is|was|holds?|held)\s+that\b/giu;
/** What a plan or another text of the kind says ("According to the 2019 roadmap, …", "Per the v1 draft, …"). */
const PER_PLAN = /\b(?:according\s+to|per|under)\s+(?:the|an?|its|their)\s+(?:[\p{L}\p{N}.'’-]+\s+){0,2}?(?:roadmap|plan|schedule|draft|wishlist|sketch)\b|\b(?:according\s+to|per|under)\s+(?:the|an?|its|their)\s+(?:v\d[\w.]*|version\s+\d[\w.]*|\d+(?:\.\d+)+|original|old|older|earlier|previous|first|initial|legacy|superseded)\s+(?:[\p{L}-]+\s+)?(?:specification|spec|format|design|api|protocol|implementation|proposal|standard|schema)\b/giu;
function othersHold(text: string): PhraseHit[] {
  const hits = [...text.matchAll(OTHERS_HOLD), ...text.matchAll(VIEW_IS_THAT), ...text.matchAll(PER_PLAN)]
    .map((m) => ({ phrase: m[0].toLowerCase().replace(/\s+/g, ' '), surface: m[0], start: m.index!, end: m.index! + m[0].length }));
  return [...hits, ...reportingVerbs(text).filter((v) => !hits.some((h) => v.start >= h.start && v.start < h.end))];
}
/**
 * What a span puts forward without stating it: a proposal, an alternative weighed, a hypothesis, an expectation, a
 * design aim, an attempt, a supposition ("An alternative considered was making X …", "We hypothesised that X …", "X is
 * supposed to …"). A claim that says X plainly drops it; one that uses the stance's own word ("PEP 9 proposes …") keeps it.
 */
const STANCES = ['proposes that', 'propose that', 'proposed that', 'we propose', 'it is proposed that', 'alternative considered',
  'alternatives considered', 'alternative would be', 'alternative is to', 'rejected idea', 'rejected ideas', 'rejected alternative',
  'rejected proposal', 'previous draft', 'earlier draft', 'we hypothesised', 'we hypothesized', 'hypothesised that', 'hypothesized that',
  'hypothesis that', 'hypothesis is that', 'is predicted to', 'are predicted to', 'was predicted to', 'is expected to', 'are expected to',
  // (with the adverbs a stance is most often written with: "is still expected to", "are also supposed to")
  'is still expected to', 'are still expected to', 'is also expected to', 'are also expected to', 'is still supposed to',
  'are still supposed to', 'is also supposed to', 'are also supposed to',
  'was expected to', 'were expected to', 'is supposed to', 'are supposed to', 'was supposed to', 'were supposed to', 'was designed to',
  'were designed to', 'is designed to', 'are designed to', 'is meant to', 'are meant to', 'was meant to', 'is intended to',
  'are intended to', 'was intended to', 'were intended to', 'ideally', 'the goal is', 'the aim is', 'the idea is',
  'the expectation is', 'the hope is', 'the assumption is', 'the intent is', 'the intention is', 'the plan is', 'the goal was',
  'the aim was', 'the idea was', 'the expectation was', 'the hope was', 'the plan was', 'would be useful if',
  // a plan named as such ("It is currently the unofficial plan that X will step down")
  'plan that', 'plan is that', 'plan was that',
  'it would be nice if', 'suppose that', 'assume that', 'assuming that', 'if we assume', 'it is assumed that', 'is assumed to',
  'are assumed to', 'it is hoped that', 'it is believed that', 'is believed to', 'are believed to', 'it is thought that',
  'is thought to', 'are thought to', 'it is expected that', 'tries to', 'try to', 'tried to', 'attempts to',
  'attempt to', 'attempted to', 'is trying to', 'are trying to', 'was trying to', 'were trying to', 'is attempting to',
  'are attempting to', 'seeks to', 'seek to', 'sought to', 'seeking to', 'strives to', 'strive to',
  'endeavours to', 'endeavors to', 'critics argue', 'some argue', 'it has been argued', 'it has been suggested',
  // an idea looked into, not done ("are exploring the idea of replacing …")
  'exploring the idea of', 'explore the idea of', 'explored the idea of', 'exploring whether', 'looking into', 'investigating whether',
  'considering whether',
  // a state that held once, or will hold, not now ("Orbix formerly supported …", "… is going to support …")
  'used to', 'formerly', 'previously', 'originally', 'initially', 'at first', 'at one point', 'at one time', 'early versions of',
  'historically', 'in the past', 'back then', 'at that time', 'in those days', 'traditionally', 'in the early days', 'in the old days',
  'years ago', 'once upon a time', 'earlier releases of', 'older releases of', 'earlier releases', 'older releases', 'in an older revision',
  'in an earlier revision',
  'earlier versions of', 'older versions of', 'an earlier version of', 'an older version of', 'a previous version of', 'previous versions of',
  'an early version of', 'the original version of', 'an earlier revision of', 'earlier revisions of', 'is going to', 'are going to', 'was going to',
  // a recommendation of a thing, not that it is so ("This proposal recommends a re-design of …"; a document that
  // "proposes the addition of X" is summed up as "adds X")
  'recommends that', 'recommend that', 'recommended that', 'recommends a', 'recommends an', 'recommends the', 'recommends using',
  'recommends adopting', 'recommends adding', 'recommends making', 'to the best of our knowledge', 'to the best of my knowledge',
  'i am aware of', 'that we know about', 'that i know of', 'as far as the authors know', 'as far as we are aware', 'as far as i am aware',
  'in the beginning', 'early on',
  // what the writer knows of, not what is so ("the only language this author knows of")
  'as far as we know', 'as far as i know', 'to our knowledge', 'to my knowledge', 'this author knows of', 'that we know of',
  'we know of', 'i know of', 'that we are aware of', 'we are aware of',
  // a permission, a report of users, a supposition
  'is allowed to', 'are allowed to', 'is permitted to', 'are permitted to', 'have reported that', 'has reported that',
  // an agreement or a finding reported, not the thing itself ("There does seem to be agreement that …", "previous
  // experiments indicate that …", "It is widely assumed that …"), and advice ("Authors shall be advised to …")
  'seem to be agreement', 'seems to be agreement', 'appears to be agreement', 'seem to be consensus', 'seems to be consensus',
  'appears to be consensus', 'there seems to be', 'there appears to be', 'there does seem to be', 'experiments indicate', 'experiments indicated',
  'results indicate', 'results indicated', 'measurements indicate', 'benchmarks indicate', 'tests indicate', 'studies indicate',
  'data indicate', 'evidence indicates', 'widely assumed', 'commonly assumed', 'be advised to', 'are advised to', 'is advised to', 'preferably',
  'where possible', 'if possible', 'when possible',
  // what might be worth doing, not what is to be done ("it may make sense to add a Decimal.isclose()")
  'may make sense to', 'might make sense to', 'could make sense to', 'would make sense to', 'may be worth', 'might be worth',
  'could be worth', 'may be useful to', 'might be useful to', 'could be useful to',
  'users report that', 'suppose', 'imagine that', 'experimental support', 'seldom',
  // a release or a build the statement holds in, said first ("In the next release, …", "In debug builds only, …")
  'in the next release', 'in a future release', 'in future releases', 'in future versions', 'in debug builds', 'in nightly builds',
  'on nightly builds',
  // what a denied assurance leaves open ("even though we won't guarantee it will continue to work")
  ...['guarantee', 'promise', 'ensure', 'imply'].flatMap((verb) => [`won't ${verb}`, `will not ${verb}`, `does not ${verb}`, `doesn't ${verb}`, `do not ${verb}`,
    `don't ${verb}`, `cannot ${verb}`, `can't ${verb}`, `did not ${verb}`, `didn't ${verb}`]),
  'no guarantee that', 'no guarantee', 'not guaranteed to', 'not guaranteed that', 'does not mean that', "doesn't mean that", 'does not necessarily mean',
  // an alternative weighed by what one could do ("We could also … state that the output of Rustfmt is the official style")
  'we could also', 'we could instead', 'one could also', 'one could instead', 'could alternatively', 'we could alternatively'];
/** "to our knowledge", "to the best of the team's knowledge", "To the RFC authors knowledge": what someone knows of. */
const KNOWLEDGE_STANCE = /\bto\s+(?:the\s+best\s+of\s+)?(?:[\p{L}'’-]+\s+){0,4}knowledge\b/giu;
/** "helps ensure", "would help to reduce": a contribution to the act, not the act. */
const HELP_STANCE = /\b(?:help|helps|helping)\s+(?:to\s+)?(?!(?:by|with|of|for|in|on|from)\b)(?=\p{Ll})/gu;
/**
 * Someone's expectation or belief about a thing, with the thing as the verb's object ("they expected free-threaded Python
 * to be slower", "we believe this to be rare", "the authors expect that …"): the verb, then what it is about.
 */
const EXPECTATION_STANCE = /\b(expect|expects|expected|expecting|predict|predicts|predicted|anticipate|anticipates|anticipated|believe|believes|believed|hope|hopes|hoped)\s+(?:that\s+|(?!(?:to|that|by|with|of|for|in|on|from|as)\b)(?:[\p{L}\d'’._-]+\s+){1,5}?(?:to|will|would|can|could|might|may|should|is|are|was|were)\s+)/giu;
/** A claim's words that keep an expectation or belief, whichever of them it uses ("think" for "believe", "anticipate" for "expect"). */
const EXPECTING_STEMS = new Set(['expect', 'expects', 'expected', 'expecting', 'expectation', 'anticipate', 'anticipates', 'anticipated', 'predict',
  'predicts', 'predicted', 'prediction', 'believe', 'believes', 'believed', 'belief', 'think', 'thinks', 'thought', 'suppose', 'supposes', 'supposed',
  'assume', 'assumes', 'assumed', 'estimate', 'estimates', 'estimated', 'hope', 'hopes', 'hoped', 'likely', 'probably'].map((w) => stem(w)));
/** Stances said after what they qualify ("Making X … was considered and rejected."). */
const STANCES_AFTER = ['was considered and rejected', 'were considered and rejected', 'was rejected', 'were rejected', 'has been rejected',
  'have been rejected', 'was considered', 'were considered', 'was proposed', 'were proposed', 'has been proposed', 'have been proposed',
  // what would be better, not what is ("a syntax that lends itself to implementation … is preferable")
  'is preferable', 'would be preferable', 'is desirable', 'would be desirable'];
/** Stances of a time before now. */
const TIME_BEFORE_NOW = /^(?:used to|formerly|previously|originally|initially|at first|at one point|at one time|early versions of|earlier versions of|older versions of|in the beginning|early on|once|historically|in the past|back then|at that time|in those days|traditionally|in the early days|in the old days|years ago|once upon a time|earlier releases(?: of)?|older releases(?: of)?|in an (?:older|earlier) revision)$/;
/** Adjectives made of a verb or noun by -ful or -less ("useful", "harmless"). */
const FUL_OR_LESS = /^\p{L}{3,}(?:ful|less)$/u;
/** Stances a claim may keep in other words: an attempt, a rarity, a future, a permission, a time before now. */
const STANCE_WORDINGS: ReadonlyArray<[RegExp, RegExp]> = [
  // (or says the aim itself: "the aim is to stay compatible", "the intent is that …", "strives to")
  [/^(?:tries to|try to|tried to|attempts to|attempt to|attempted to)$/, /\b(?:tr(?:y|ies|ied|ying)|attempt(?:s|ed|ing)?|aim(?:s|ed|ing)?|intent(?:ion)?|intends?|intended|goal|striv(?:e|es|ing)|strove|seek(?:s|ing)?|sought|endeavou?r(?:s|ed)?)\b/i],
  [RARITY, RARITY_IN_TEXT],
  [/^(?:is|are|was) going to$/, /\b(?:will|shall|going\s+to|plans?\s+to)\b/i],
  [/^(?:is|are) (?:allowed|permitted) to$/, /\b(?:may|can|could|allowed|permitted)\b/i],
  // a design aim in the words of another ("is meant to" for "is intended to", "is designed to"; "the intent is")
  [/^(?:(?:is|are|was|were) (?:meant|intended|designed) to|the (?:intent|intention|idea|goal|aim) (?:is|was))$/,
    /\b(?:(?:is|are|was|were|be)\s+(?:\w+\s+)?(?:meant|intended|designed)\s+to|(?:intent|intention|goal|aim|idea)\s+(?:is|was|of)|intends?\s+to|aims?\s+to)\b/i],
  [/^(?:it is hoped that|the hope is|the hope was)$/, /\b(?:hopes?|hoped|hopefully)\b/i],
  // a time before now, against a claim that says when ("now", "currently") or speaks of the past itself
  [TIME_BEFORE_NOW, /\b(?:now|currently|today|no\s+longer|was|were|had|did|used\s+to|formerly|previously|historically|in\s+the\s+past)\b/i],
];
/** "once" as "formerly": after a subject, before a past verb ("Orbix once supported"), or after "was" ("was once the default"); not the conjunction ("Once installed, …", "once the build ends"). */
const ONCE_FORMERLY = /(?<=[\p{L}\d)]\s+)once\s+(?=(?:was|were|had|sent|made|ran|took|gave|kept|held|built|shipped|\p{L}+ed)\b)|\b(?:was|were|had\s+been)\s+once\b/giu;
const stanceKeptInOtherWords = (phrase: string, claimText: string) => STANCE_WORDINGS.some(([stance, kept]) => stance.test(phrase) && kept.test(claimText)) ||
  // (or a verb in the past: "Kettle supported …", not an adjective that ends so, "the threaded backend")
  (TIME_BEFORE_NOW.test(phrase) && pastVerbIn(claimText));
const pastVerbIn = (text: string) => {
  const tags = posTags(text);
  const tokens = tokenize(text);
  // (not a participle after a determiner or a present "is", "a bundled build", "is distributed as": no past)
  return tokens.some((t, i) => t.kind === 'word' && /ed$/.test(t.norm) && tags.get(t.start) === 'v' &&
    !/^(?:a|an|the|its|their|this|these|those|is|are|am|being|gets?)$/.test(tokens[i - 1]?.norm ?? ''));
};

/** An opening of a time before now ("Earlier, …", "At the time, …", "Pre-2.0, …"), and a claim's words that keep it. */
const PAST_OPENING = /(?:^|[.;!?]\s+)[\s"'(*_]*(?:earlier|at\s+the\s+time|at\s+that\s+point|pre-[\p{L}\p{N}.]+)\s*,/giu;
const PAST_OPENING_KEPT = /\b(?:earlier|at\s+the\s+time|at\s+that\s+point|pre-)/i;
/** Limits said after what they limit: a time ("until version 2.0"), a version, a kind of build, a platform, a plan. */
const LIMITS_AFTER = /\buntil\s+(?:(?:the\s+)?(?:version|release|v)\s*\d|\d|the\s+[\w.-]*\d[\w.-]*\s+(?:rewrite|release))|\b(?:before|prior\s+to)\s+(?:(?:the\s+)?(?:version|release|v)\s*\d|\d+\.\d+(?:\.\d+)*\b(?![.\d]*\s*(?:%|percent|seconds?|minutes?|hours?|ms|s\b|[kKMG]i?B))|the\s+[\w.-]*\d[\w.-]*\s+(?:rewrite|release))|\b(?:through(?:out)?|during)\s+(?:the\s+)?(?:v?\d+\.(?:x|\d+)\S*|pre-?1\.0|beta|alpha)\s+(?:series|releases?|versions?|era|line|days|period|phase)\b|\b(?:before|prior\s+to|until|up\s+until|up\s+to)\s+(?:the|our|its|their)\s+(?:[\w.-]+\s+){0,2}?(?:move|switch(?:over)?|cutover|upgrade|migration|rewrite|redesign|rework|refactor(?:ing)?|overhaul|port|transition|reorgani[sz]ation|replatforming)\b|\bbefore\s+(?:we|they)\s+(?:introduced|added|switched|moved|migrated|adopted|rewrote)\b|\bin\s+the\s+past\b|\bin\s+the\s+(?:original|initial|first|old|earlier|previous)\s+(?:design|version|implementation|proposal|draft|release)\b|\bin\s+(?:version|release|v)\s*\d|\b(?:in|on|for)\s+(?:debug|nightly|experimental|beta|preview|development)\s+(?:builds?|mode|versions?|channels?|releases?|toolchains?|[A-Z][A-Za-z-]*)\b|\bbehind\s+(?:a|the|an)\s+(?:[\w`'-]+\s+)?(?:feature\s+)?(?:flag|gate)\b|\b(?:on|in)\s+(?:the\s+)?nightly\b|\bin\s+(?:(?:a|one|two|three|\d+)\s+)?(?:xenograft|murine|organoid)s?(?:\s+models?)?\b|\bin\s+(?:[A-Z]\w+\s+)?[Cc]anary\b|\bin\s+canary\s+(?:builds?|releases?|channels?)\b|\bwith\s+the\s+experimental\b|\bin\s+(?:(?:a|one|two|three|\d+)\s+(?:of\s+\w+\s+)?)?(?:mice|mouse|rats?|vitro|cell\s+(?:lines?|cultures?)|cultured\s+cells|animal\s+models?|zebrafish|yeast|primates|pigs|dogs)\b|\bon\s+(?:Linux|Windows|macOS|FreeBSD|Android|iOS)\b|\b(?:is|are)\s+(?:on\s+the\s+(?:[\w-]+\s+)?roadmap|planned)\b|\bfor\s+(?:[A-Za-z-]+\s+){0,3}?(?:under|over|below|above|less\s+than|more\s+than|fewer\s+than|up\s+to|smaller\s+than|larger\s+than|bigger\s+than|exceeding|(?:of\s+|with\s+)?at\s+(?:most|least)|no\s+(?:more|larger|smaller|bigger)\s+than)\s+(?:about\s+|roughly\s+|around\s+)?\d|\bfor\s+\d[\d,.]*\s+or\s+(?:fewer|more|less)\b|\b(?:for|in)\s+(?:[A-Za-z-]+\s+){1,3}?(?:of|with)\s+(?:more|fewer|less)\s+than\s+\d|\b(?:of|with)\s+\d[\d,.]*\s*[A-Za-z]*\s+or\s+(?:more|less|fewer|larger|smaller)\b|(?<=\b[A-Za-z]{3,}\s+)(?:larger|smaller|bigger|longer|shorter|greater|older|newer)\s+than\s+(?:about\s+)?\d|\((?:below|under|over|above|up\s+to|less\s+than|more\s+than)\s+\d[^)]*\)/g;
/** Stances that take a clause: what follows them, to the clause's end, is what they qualify. */
const COMPLEMENT_STANCE = /(?:\b(?:that|to)|^(?:we|i) (?:believe|think|expect|hope|propose))$/;
/** The content words after a place to the end of its clause: the sentence's end, a semicolon, or ", but". */
function clauseWords(text: string, words: readonly Token[], from: number): Token[] {
  // (a full stop ends the sentence only before a capital or the text's end: not "approx. 40", "e.g. the compiler")
  const rest = text.slice(from);
  const stop = rest.search(/[.!?](?=\s+["'“(]?\p{Lu}|\s*$)|;|,\s*but\b|\s\bbut\s/u);
  const end = stop < 0 ? text.length : from + stop;
  return words.filter((t) => t.start >= from && t.end <= end && !t.stop);
}
/** How many words before a stance said after may hold the claim's word it qualifies. */
const STANCE_REACH_BACK = 10;

/** A share that opens a sentence or clause: "Few …", "A minority of …", "Half of the …", "30% of …", "Only declarative …". */
const SHARE_OF_SUBJECT = /(?:^[\s"'(*_]*|[.;:]\s+|,\s+)(?:few|a\s+few|very\s+few|a\s+minority\s+of|a\s+majority\s+of|half\s+of\s+the|half\s+the|the\s+majority\s+of|a\s+lot\s+of|lots\s+of|numerous|a\s+large\s+(?:share|number|proportion|fraction)\s+of|most(?!\s+(?:importantly|notably|significantly|especially|crucially|interestingly|likely|recently|often|commonly|probably|of\s+all|people\s+would)\b)|many|(?:about\s+|around\s+|roughly\s+|nearly\s+)?\d+(?:\.\d+)?\s*(?:%|percent)\s+of|one\s+of\s+the\s+first|only\s+(?!if\b|when\b|after\b|before\b|once\b|then\b|in\b|on\b|at\b|for\b|with\b|by\b|to\b|the\s+first\b)(?=\p{L}))\s*/iu;
/** Determiners that restrict what they quantify: "some tree ring data" does not say it of tree rings in general. */
const RESTRICTING = ['some', 'certain'];
/** A share inside a sentence: "most of", "much of", "many of", a bare "most", "much", "many" (not "the most", "at most", "how much"). */
const SHARE_INSIDE = /(?<!\b(?:the|at|a|how|so|too|as|very)\s+)\b(?:most|much|many)(?:\s+of)?\b(?!\s+(?:importantly|notably|significantly|especially|crucially|interestingly|likely|recently|often|commonly|probably|all|more|less|better|worse|as|too)\b)/giu;
/** A claim that names a share or an amount of its own. */
const SHARE_SAID = /\b(?:most|mostly|majority|many|much|lots?|some|several|few|certain|part|parts|partly|partially|half|portion|share|fraction|percent|largely|generally|usually|typically|any|all|every|each|no|none)\b|\d/i;
/** A claim's words that keep the span's "some" or "certain". */
const RESTRICTING_KEPT = ['some', 'certain', 'several', 'a few', 'a number of', 'particular'];
/** How many words after a reporting frame or a restricting determiner may hold the claim's word it qualifies. */
const QUALIFIED_REACH = 4;
/** Heads that make the word before them what is estimated: "population estimates have increased" is about the estimates. */
const ESTIMATE_HEADS = ['estimate', 'estimates', 'projection', 'projections', 'forecast', 'forecasts', 'prediction', 'predictions'];

/** A hedge the span places on the claim's statement: an adverb, or a modal right before a word the claim uses. */
/** What a span requires or proposes, before its verb: "must be updated", "needs to add", "proposes adding", "proposes X to be
 * changed", "proposes that X be removed". */
const REQUIRED_ACT = /\b(?:must|should|(?:needs?|has|have|ought)\s+to|(?:is|are)\s+required\s+to)\s+(?:(?:still|also|first|then|eventually)\s+)?(?:be\s+)?(?=\p{L})|\b(?:propos|suggest|recommend)(?:es|e|s|ed)?\s+(?:(?:adding\s+)?support\s+for\s+)?(?=\p{L}+ing\b)|\b(?:propos|suggest|recommend)(?:es|e|s)?\s+(?:that\s+)?(?:[^.;:!?]|[.:](?=\S)){1,160}?\b(?:to\s+)?be\s+(?=\p{L}+(?:ed|en|wn)\b|(?:made|kept|built|split|set|put|cut|left|held|sent|spent|found|bound|brought|sold|told|shut|run|dealt|paid|laid|struck|spun|hung|won)\b)/giu;
/** The most requirements of one span compared with the claim (a passage of many "must"s is read no further). */
const MAX_REQUIREMENTS = 8;
const REQUIRED_ACT_ONCE = new RegExp(REQUIRED_ACT.source, 'iu');
/** Words before a verb that make it done: "has been", "was", "have already". */
const DONE_BEFORE = /\b(?:has|have|had|was|were)\s+(?:(?:already|now|since|recently|just|also)\s+)?(?:been\s+)?$/i;
const NOT_DONE_BEFORE = /\b(?:to|must|should|will|would|could|can|may|might|shall|need|needs|be)\s+(?:\p{L}+\s+)?$/iu;

/**
 * The span requires or proposes an act ("must be updated", "proposes adding"), and the claim says that same act was done
 * ("has already been updated", "added"): the requirement, as a hedge the claim drops, or undefined.
 */
function requirementAsDone(claimText: string, spanText: string, spanWords: readonly Token[]): Hedge | undefined {
  // (the cheap test first: most spans require nothing)
  if (!REQUIRED_ACT_ONCE.test(spanText)) return undefined;
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word');
  // (the claim's own requirements: "no need to include it" keeps the span's)
  const claimRequires = new Set([...claimText.matchAll(REQUIRED_ACT)].map((m) => claimWords.find((t) => t.start >= m.index! + m[0].length && !/ly$/.test(t.norm))?.stem));
  let read = 0;
  for (const m of spanText.matchAll(REQUIRED_ACT)) {
    if (++read > MAX_REQUIREMENTS) break;
    // (past an adverb: "must be manually updated"; not a denied need: "there is no need to include it")
    const act = spanWords.find((t) => t.start >= m.index! + m[0].length && !/ly$/.test(t.norm));
    if (!act || act.stop || claimRequires.has(act.stem)) continue;
    if (/\b(?:no|not|never)\s+$|n['’]t\s+$/i.test(spanText.slice(Math.max(0, m.index! - 8), m.index!))) continue;
    // (the span says the act done too, elsewhere: "we must consider which parts are considered …")
    if (spanWords.some((t) => t.stem === act.stem && t !== act && (/ed$/.test(t.norm) || DONE_BEFORE.test(spanText.slice(Math.max(0, t.start - 30), t.start))))) continue;
    const done = claimWords.find((t) => t.stem === act.stem && !t.stop &&
      (DONE_BEFORE.test(claimText.slice(Math.max(0, t.start - 30), t.start)) ||
        ((/ed$/.test(t.norm) || IRREGULAR_FORMS.has(t.norm)) && !/ed$/.test(act.norm) && !NOT_DONE_BEFORE.test(claimText.slice(Math.max(0, t.start - 24), t.start)))));
    if (!done) continue;
    // ("proposes X to be": the proposal's verb and its "to be", not all of X)
    const said = m[0].length > 40 ? `${m[0].split(/\s+/)[0]} … ${/(?:to\s+)?be\s*$/i.exec(m[0])?.[0].trim() ?? ''}`.trim() : m[0].trim();
    return { phrase: said.toLowerCase(), surface: said, start: m.index!, end: m.index! + m[0].trimEnd().length, next: act, kind: 'requirement' };
  }
  return undefined;
}

/** A claim that says a thing must be so: "must", "has to", "needs to", "is required", "the only way". */
const CLAIM_NECESSITY = /\b(?:must|(?:has|have|need|needs)\s+to|(?:is|are)\s+required|mandatory|the\s+only\s+(?:way|option|form|approach))\b/i;
/** A span that gives one way among others: "one way to store them is to …", "the easiest form … is to put them …". */
const ONE_OPTION = /\b(?:one|a|an|another|the\s+(?:easiest|simplest|best|preferred|recommended|usual|most\s+common|common|typical|cheapest|fastest))\s+(?:[\p{L}-]+\s+){0,4}?(?:way|ways|form|option|approach|method|choice|possibility|solution)\b(?=[^.;:]{0,80}?\b(?:is|are|was|would\s+be|could\s+be)\s+(?:to|by|through|via)\b)/iu;

/**
 * The claim says a thing must be so; the span gives it as one way or the easiest way among others, and has no necessity
 * of its own: the span's phrase, as a modal the claim strengthens, or undefined.
 */
function necessityFromOption(claimText: string, spanText: string, spanWords: readonly Token[]): Hedge | undefined {
  const necessity = CLAIM_NECESSITY.exec(claimText);
  if (!necessity || CLAIM_NECESSITY.test(spanText) || /\b(?:shall|required|requires?|necessary)\b/i.test(spanText)) return undefined;
  const m = ONE_OPTION.exec(spanText);
  // ("the only one way to enable it is to …" is a necessity, not an option)
  if (!m || /\bonly\s+$/i.test(spanText.slice(Math.max(0, m.index - 6), m.index))) return undefined;
  const next = spanWords.find((t) => t.start >= m.index + m[0].length && !t.stop) ?? spanWords.find((t) => t.start >= m.index)!;
  return { phrase: m[0].toLowerCase(), surface: m[0], start: m.index, end: m.index + m[0].length, next, kind: 'requirement', claimModal: necessity[0].toLowerCase() };
}

/** A permission said in words ("are allowed to suggest", "is permitted to", "are free to"): a "may", read as one. */
const PERMISSION = /\b(?:(?:is|are|was|were|be|being)\s+(?:(?:also|still|now|only|always|\p{L}+ly)\s+)?(?:allowed|permitted|free)\s+to|(?:has|have|had|with)\s+(?:the\s+)?permission\s+to|(?:allows?|allowed|permits?|permitted)\s+(?:(?:the|a|an|any|all|each|its|their)\s+)?(?:[\p{L}\d_-]+\s+){0,2}?[\p{L}\d_-]+\s+to(?=\s+\p{Ll})|lets?\s+(?:(?:the|a|an|any|all|each|its|their)\s+)?(?:[\p{L}\d_-]+\s+)??[\p{L}\d_-]+(?=\s+\p{Ll}))\b/giu;
function permissions(text: string, claimText: string): PhraseHit[] {
  if (!/\b(?:allowed|permitted|free|permission|allows?|permits?|lets?)\b/i.test(text)) return [];
  // (a permission the claim gives in the same words, on the same verb, is the claim's own: "are free to change" on both sides)
  const verbAfter = (t: string, at: number) => /^\s*(?:\p{L}+ly\s+)?(\p{L}+)/u.exec(t.slice(at))?.[1]?.toLowerCase();
  const claimMatches = [...claimText.matchAll(PERMISSION)];
  const claimOwn = new Set(claimMatches.map((m) => verbAfter(claimText, m.index! + m[0].length)).filter((v) => v !== undefined).map((v) => stem(v!)));
  // (or in the same words: "to allow Orbix to call …" keeps "to allow Orbix to provide …"'s permission; what is allowed is read elsewhere)
  const phrase = (m: RegExpMatchArray) => m[0].toLowerCase().replace(/\s+/g, ' ');
  const claimPhrases = new Set(claimMatches.map(phrase));
  // (only a permission of an act the claim states: "lets users fetch …" says nothing of the claim's "publish")
  const claimStems = new Set(tokenize(claimText).filter((t) => t.kind === 'word').map((t) => t.stem));
  return [...text.matchAll(PERMISSION)].filter((m) => {
    const verb = stem(verbAfter(text, m.index! + m[0].length) ?? '');
    return claimStems.has(verb) && !claimOwn.has(verb) && !claimPhrases.has(phrase(m));
  })
    .map((m) => ({ phrase: 'may', surface: m[0], start: m.index!, end: m.index! + m[0].length }));
}

/** What a span only wants, plans or could gain: "we'd want to ensure that …", "can get more benefits from the ability to …". */
const WISHED = /\b(?:wants?\s+to|wanted\s+to|wish(?:es|ed)?\s+to|would\s+like|would\s+want|['’]d\s+(?:like|want)|hope[sd]?\s+to|ensure\s+that|(?:can|could|would|might|may)\s+(?:get|gain|benefit)|next\s+(?:logical\s+)?step|plan(?:s|ned)?\s+to|intend(?:s|ed)?\s+to|aim(?:s|ed)?\s+to|going\s+to)\b/i;

/**
 * The claim says a thing has "already" happened; the span, with no "already" of its own, only wants, plans or could gain
 * it ("we'd want to ensure that the messages were printed", "can get more benefits from the ability to generate …"): the
 * span's phrase, as a requirement the claim says as done, or undefined.
 */
function alreadyOverWish(claimText: string, spanText: string, spanWords: readonly Token[]): Hedge | undefined {
  if (!/\balready\b/i.test(claimText) || /\balready\b/i.test(spanText)) return undefined;
  const m = WISHED.exec(spanText);
  if (!m) return undefined;
  const next = spanWords.find((t) => t.start >= m.index + m[0].length && !t.stop) ?? spanWords.find((t) => t.start >= m.index);
  if (!next) return undefined;
  return { phrase: m[0].toLowerCase(), surface: m[0], start: m.index, end: m.index + m[0].length, next, kind: 'requirement' };
}

/** A condition said by inverting its auxiliary at the sentence's start: "Were the change to break …, it would …", "Should the cache fill, …". */
const INVERTED_CONDITION = /(?:^|[.;:!?]\s+)(?:Were|Should|Had)\s+(?=(?:the|a|an|this|that|these|those|it|they|we|you|he|she|any|some|its|their)\b|\p{L}[\p{L}-]*\s+\p{L})/gu;
const hedgeInvertedStarts = (text: string): Set<number> => new Set(invertedConditions(text).map((h) => h.start));
/** Each inverted condition of a text, read as an "if" up to its comma. */
export function invertedConditions(text: string): PhraseHit[] {
  if (!/\b(?:Were|Should|Had)\s/.test(text)) return [];
  return [...text.matchAll(INVERTED_CONDITION)].flatMap((m) => {
    const start = m.index! + m[0].search(/(?:Were|Should|Had)\b/);
    const word = /^(?:Were|Should|Had)/.exec(text.slice(start))?.[0];
    if (!word) return [];
    // (a question is no condition: "Should the cache be shared?")
    const clause = text.slice(start).split(/[.;!?]/, 1)[0]!;
    return clause.includes(',') && !/\?/.test(text.slice(start, start + clause.length + 1)) ? [{ phrase: 'if', surface: word, start, end: start + word.length }] : [];
  });
}

/**
 * "while" of a time the clause before it holds in ("cannot use the features while they reside in urllib", "can be read
 * while holding the lock"): a condition, read as "when". Not the "while" of a contrast, after a comma or a semicolon and
 * before a subject of its own ("…, while Y is slow").
 */
const TEMPORAL_WHILE = /(?<![,;:]\s*)\bwhile\s+(?:(?:it|they|he|she|we|you|this|these|those)\s+(?=\p{Ll})|(?=\p{Ll}+ing\b))/giu;
/** A clause a "while" of time limits: one with a modal, a denial or a permission ("can be read while …", "cannot use … while …"). */
const WHILE_GATE = /\b(?:can|cannot|could|may|might|must|should|shall|need|needs|not|never|safe|allowed|able)\b|n['’]t\b/i;
export function temporalWhile(text: string): PhraseHit[] {
  if (!/\bwhile\b/i.test(text)) return [];
  return [...text.matchAll(TEMPORAL_WHILE)].filter((m) => m.index! > 0 && WHILE_GATE.test(text.slice(0, m.index!).replace(/^[^]*[.;:!?]\s+/, ''))).map((m) => ({ phrase: 'when', surface: 'while', start: m.index!, end: m.index! + 5 }));
}

/** "risks breaking", "risked losing": a risk of an act, not the act (the noun "the security risks" is none). */
function riskOf(text: string): PhraseHit[] {
  if (!/\brisk/i.test(text)) return [];
  return [...text.matchAll(/\brisk(?:s|ed)?(?=\s+\p{L}+ing\b)/giu)].map((m) => ({ phrase: 'risks', surface: m[0], start: m.index!, end: m.index! + m[0].length }));
}
/** A degree that says much ("much faster") and one that says little ("slightly faster"). */
const GREAT_DEGREE = /\b(?:much|greatly|significantly|far|dramatically|substantially|considerably|vastly|hugely|massively|drastically|a\s+lot)\s+(\p{L}+)/giu;
const SMALL_DEGREE = /\b(?:slightly|marginally|modestly|somewhat|a\s+little|a\s+bit)\s+(\p{L}+)/giu;
/** The claim says a great degree of a word the span says only to a small one ("much faster" / "slightly faster"). */
function degreeOverstated(claimText: string, spanText: string, spanWords: readonly Token[]): Hedge | undefined {
  if (!/\b(?:slightly|marginally|modestly|somewhat|a\s+little|a\s+bit)\b/i.test(spanText)) return undefined;
  const great = new Set([...claimText.matchAll(GREAT_DEGREE)].map((m) => stem(m[1]!.toLowerCase())));
  if (great.size === 0) return undefined;
  for (const m of spanText.matchAll(SMALL_DEGREE)) {
    if (!great.has(stem(m[1]!.toLowerCase()))) continue;
    const next = spanWords.find((t) => t.start >= m.index! + m[0].length - m[1]!.length);
    if (next) return { phrase: m[0].slice(0, m[0].length - m[1]!.length).trim().toLowerCase(), surface: m[0], start: m.index!, end: m.index! + m[0].length, next };
  }
  return undefined;
}

/** How many limiting phrases of a span are read. */
const MAX_LIMITS = 8;
/** A phrase after the act that limits it to a mode, a kind of code or build, a case or a platform ("in streaming mode", "in tests"). */
const LIMIT_NOUNS = 'modes?|builds?|code|configurations?|environments?|contexts?|cases?|situations?|platforms?|targets?|inputs|workloads?|benchmarks|machines|hardware';
/** Stages of work that limit an act on their own, with no word before them ("in tests", "in production"). */
const LIMIT_STAGES = 'tests|testing|production|development|debugging';
const LIMITING_PHRASE = new RegExp(`\\b(?:in|on|for|under|within)\\s+(?:(?:the|a|an|some|certain|most)\\s+)?(?!(?:its|their|our|his|her|your|my)\\b)(?:[\\p{L}\\d\`'._-]+\\s+){1,3}?(?:${LIMIT_NOUNS})\\b|\\b(?:in|during)\\s+(?:${LIMIT_STAGES})\\b`, 'giu');
const LIMIT_WORD = new RegExp(`\\b(?:${LIMIT_NOUNS}|${LIMIT_STAGES})\\b`, 'i');
/**
 * The span limits the act it says to a mode, a kind of code or build, a case or a platform, by a phrase after it in its
 * clause ("skips the header *in streaming mode*", "warns about unused variables *in test code*"), and the claim says
 * none of that phrase's words: the phrase, as a condition the claim leaves out, or undefined.
 */
function limitAfter(claimText: string, spanText: string, spanWords: readonly Token[], claimStems: Set<string>): Hedge | undefined {
  if (!LIMIT_WORD.test(spanText)) return undefined;
  const claimWords = new Set(tokenize(claimText).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  let read = 0;
  for (const m of spanText.matchAll(LIMITING_PHRASE)) {
    if (++read > MAX_LIMITS) break;
    // (a phrase that widens, "in all cases", "in any mode", or points back, "in this case", limits nothing new)
    if (/\b(?:all|any|every|each|either|both|this|that|such|these|those|most|many|typical|usual|normal|ordinary|common|realistic|real-world)\b/i.test(m[0])) continue;
    // (nor a possessive's, "in the user's code", nor one that adds, "in plain JavaScript code too")
    if (/\p{L}['’]s\b/u.test(m[0]) || /^\s+(?:too|also|as\s+well)\b/i.test(spanText.slice(m.index! + m[0].length, m.index! + m[0].length + 12))) continue;
    // (the claim says the limit in words of its own: "Where `map()` would be used, …" for "in situations where `map()` …")
    const clause = spanText.slice(m.index!, m.index! + 200).split(/[.;:!?,(]/, 1)[0]!;
    const own = tokenize(clause).filter((t) => t.kind === 'word' && !t.stop).slice(0, 12);
    if (own.some((t) => claimWords.has(t.stem))) continue;
    // ("in some cases" is a hedge of how often, read with the hedges)
    if (HOW_OFTEN_PHRASES.some((p) => m[0].toLowerCase() === p)) continue;
    // (after a claim word of its own clause; an opening phrase is read with the openings)
    const before = spanWords.filter((t) => t.end <= m.index! && t.end >= m.index! - 200 && claimStems.has(t.stem)).pop();
    // (right after "and", "or" or "but" it opens the next conjunct and limits what that says: "adds a check and in
    // streaming mode skips the body" limits "skips", not "adds")
    if (before && /\b(?:and|or|but)\s*$/i.test(spanText.slice(before.end, m.index!))) {
      const end = m.index! + m[0].length;
      const stop = spanText.slice(end).search(/[.;:!?,(]|\b(?:and|or|but)\b/i);
      const after = spanWords.find((t) => t.start >= end && (stop < 0 || t.start < end + stop) && claimStems.has(t.stem));
      if (after) return { phrase: m[0].split(/\s/, 1)[0]!.toLowerCase(), surface: m[0], start: m.index!, end, next: after, kind: 'condition' };
      continue;
    }
    // (in its own clause: not across punctuation, nor past a second predicate, "compiles to WebAssembly and runs in
    // browser environments")
    if (!before || /[.;:!?,(]|\b(?:and|or|but)\s+\p{L}/iu.test(spanText.slice(before.end, m.index!))) continue;
    return { phrase: m[0].split(/\s/, 1)[0]!.toLowerCase(), surface: m[0], start: m.index!, end: m.index! + m[0].length, next: before, kind: 'condition' };
  }
  return undefined;
}

/** A clause that goes on to undo what came before it: "…, but dropped the idea", "…, but the removal was postponed". */
const UNDONE_AFTER = /\b(?:but|however|though|although|yet|until)\b[^.;:!?]{0,60}?\b(dropped|abandoned|postponed|deferred|delayed|cancell?ed|withdrawn|withdrew|reverted|rolled\s+back|shelved|scrapped|rescinded|gave\s+up|decided\s+against|never\s+(?:happened|landed|shipped|merged|implemented))\b/giu;
/** What may stand between the conjunction and the undoing verb: a pronoun or a word for the plan, auxiliaries, adverbs of time. */
const UNDONE_GAP = /^(?:\s*,?\s*(?:it|this|that|they|he|she|we|the|these|those|idea|ideas|plan|plans|proposal|change|changes|removal|deprecation|deprecations|feature|effort|work|schedule|release|was|were|is|are|has|have|had|been|later|eventually|then|subsequently|ultimately|finally|quickly|soon|afterwards|instead)\b)*\s*,?\s*$/i;
const UNDOING_WORDS = /\b(?:drop|abandon|postpon|defer|delay|cancel|withdr[ae]w|revert|roll\w*\s+back|shelv|scrap|rescind|gave\s+up|give\s+up|decid\w*\s+against|never|not\s+yet|still|until)/i;
/** A claim about the past: it may tell of a plan that was, whatever became of it ("The team planned to remove X"). */
const TOLD_AS_PAST = /\b(?:was|were|had|did|planned\s+to|intended\s+to|aimed\s+to|proposed\s+to|wanted\s+to|decided\s+to|hoped\s+to|tried\s+to|attempted\s+to)\b/i;
/**
 * The span goes on to undo what it said ("The team planned to remove the legacy API but dropped the idea", "X was scheduled
 * to be removed in 3.15, but the removal was postponed") and the claim, saying it holds now or will, leaves that out: the
 * undoing clause, as a limit, or undefined.
 */
function undoneAfter(claimText: string, spanText: string, spanWords: readonly Token[], claimStems: Set<string>): Hedge | undefined {
  if (TOLD_AS_PAST.test(claimText) || UNDOING_WORDS.test(claimText)) return undefined;
  for (const m of spanText.matchAll(UNDONE_AFTER)) {
    // (after a claim word of the same sentence: the undoing is of what the claim says)
    const before = spanWords.filter((t) => t.end <= m.index! && claimStems.has(t.stem) && !/[.;:!?]\s/.test(spanText.slice(t.end, m.index!))).pop();
    if (!before) continue;
    // (of what came before, said back by a pronoun or a word for a plan or change, not of another thing: "…, but the old
    // flag was dropped" undoes nothing the claim says)
    const gap = m[0].slice(m[0].search(/\s/), m[0].length - m[1]!.length);
    if (!UNDONE_GAP.test(gap)) continue;
    return { phrase: m[1]!.toLowerCase(), surface: m[0], start: m.index!, end: m.index! + m[0].length, next: before, kind: 'undone' };
  }
  return undefined;
}

/** A restriction added to a clause: ", but only as the right operand of", "and only when the flag is set", "only over TLS". */
const ONLY_TAIL = /,?\s+(?:(?:but|and)\s+)?(?<!\bnot\s+)only\s+(?:as|when|if|for|in|on|with|where|after|once|under|within|to|through|via|by|over|at|during|while)\b[^.;:!?]*/giu;
/**
 * The span restricts what it said by a tail ("rewrites it into a frozenset, but only as the right operand of ``in``")
 * and the claim has neither "only" nor a word of the tail: the tail, as a condition the claim leaves out, or undefined.
 */
function onlyTail(claimText: string, spanText: string, spanWords: readonly Token[], claimStems: Set<string>): Hedge | undefined {
  if (/\bonly\b/i.test(claimText)) return undefined;
  for (const m of spanText.matchAll(ONLY_TAIL)) {
    // (not inside a relative clause, which says it of its own noun: "an API for the protocol, which is currently
    // accessible only to C code")
    const clauseStart = Math.max(spanText.lastIndexOf(',', m.index!), spanText.lastIndexOf(';', m.index!), spanText.lastIndexOf('(', m.index!));
    if (/^[,;(]?\s*(?:which|who|whose|that|where)\b/i.test(spanText.slice(Math.max(0, clauseStart), m.index! + 1))) continue;
    // (the restriction's own first words: "only in verbose mode before exiting" restricts by "verbose mode")
    const own = tokenize(m[0]).filter((t) => t.kind === 'word' && !t.stop && t.norm !== 'only').slice(0, 2);
    if (own.some((t) => claimStems.has(t.stem))) continue;
    const before = spanWords.filter((t) => t.end <= m.index! && claimStems.has(t.stem)).pop();
    if (!before) continue;
    const surface = m[0].replace(/^,?\s+/, '');
    const start = m.index! + m[0].indexOf(surface);
    return { phrase: 'only', surface, start, end: start + surface.length, next: before, kind: 'condition' };
  }
  return undefined;
}

/** Requirement words in capitals (RFC 2119: "MUST", "SHOULD", "MAY"), not denied ("MUST NOT", "NOT RECOMMENDED"). */
const REQUIREMENT_KEYWORDS = /(?<!\bNOT\s+)\b(?:MUST|SHALL|REQUIRED|SHOULD|RECOMMENDED|MAY|OPTIONAL)\b(?!\s+NOT\b)/g;
/** A claim's words of requirement, recommendation or permission, in any case, not denied. */
const CLAIM_REQUIREMENT_WORDS = /\b(?:must|shall|required|(?:has|have|needs?)\s+to|should|ought\s+to|recommended|may|might|can|could|optional)\b(?!\s+not\b|n['’]t)/gi;
/** 3 for a requirement ("MUST", "has to"), 2 for a recommendation ("SHOULD", "ought to"), 1 for a permission ("MAY", "can"). */
function requirementLevel(word: string): number {
  const w = word.toLowerCase();
  return /^(?:must|shall|required|has\s+to|have\s+to|needs?\s+to)$/.test(w) ? 3 : /^(?:should|ought\s+to|recommended)$/.test(w) ? 2 : 1;
}
/** The first content word after `at`, past "be", "to", adverbs and the like ("MUST be assumed" → "assumed"). */
function actAfter(words: readonly Token[], at: number): Token | undefined {
  return words.find((t) => t.start >= at && !t.stop && !/ly$/.test(t.norm));
}
/**
 * A span written with requirement words in capitals ("A URL with no scheme MUST be assumed to be …") puts its act at one
 * level; a claim that puts the same act at another ("MAY be assumed", "should find" for "MUST find") changes what is
 * required, whether it says more or less: the span's word, as a modal the claim changes, or undefined.
 */
function requirementLevelChanged(claimText: string, spanText: string, spanWords: readonly Token[]): Hedge | undefined {
  if (!/\b(?:MUST|SHALL|REQUIRED|SHOULD|RECOMMENDED|MAY|OPTIONAL)\b/.test(spanText)) return undefined;
  const spanLevels = [...spanText.matchAll(REQUIREMENT_KEYWORDS)].map((m) => ({ m, level: requirementLevel(m[0]), act: actAfter(spanWords, m.index! + m[0].length) }));
  if (spanLevels.length === 0) return undefined;
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  for (const c of claimText.matchAll(CLAIM_REQUIREMENT_WORDS)) {
    const act = actAfter(claimWords, c.index! + c[0].length);
    if (!act) continue;
    const same = spanLevels.filter((s) => s.act?.stem === act.stem);
    const level = requirementLevel(c[0].replace(/\s+/g, ' '));
    if (same.length === 0 || same.some((s) => s.level === level)) continue;
    const { m, act: spanAct } = same[0]!;
    return { phrase: m[0].toLowerCase(), surface: spanText.slice(m.index!, spanAct!.end), start: m.index!, end: spanAct!.end, next: spanAct!, kind: 'modal',
      claimModal: c[0].toLowerCase(), levelChanged: true };
  }
  return undefined;
}

export interface Hedge extends PhraseHit {
  next: Token; // the span's word the hedge qualifies
  /** A condition or exception the claim leaves out ("if …", "except …"), or a modal it strengthens ("can" → "will"); else a hedge. */
  kind?: 'condition' | 'modal' | 'stance' | 'limit' | 'requirement' | 'possibility' | 'degree' | 'plan' | 'undone' | 'reported';
  /** For a strengthened modal: the claim's own, weaker than a plain statement ("will" for the span's "can"). */
  claimModal?: string;
  /** A requirement word in capitals the claim puts at another level, stronger or weaker ("MAY" for "MUST"). */
  levelChanged?: boolean;
  /** A stance of the past ("was meant to") the claim puts in the present ("is intended to"). */
  past?: true;
}

/** Negative contractions written out, so a hedge phrase reads the same in either spelling ("don't all" = "do not all"). */
export function notSpelledOut(text: string): string {
  if (!/n['’]t\b/i.test(text)) return text;
  return text.replace(/\b(\p{L}+?)n['’]t\b/giu, (_, head: string) => {
    const lower = head.toLowerCase();
    return `${lower === 'wo' ? 'will' : lower === 'sha' ? 'shall' : lower === 'ca' ? 'can' : head} not`;
  });
}

/** A modal and an aside set off by commas after it ("should, whenever possible,"). */
const MODAL_ASIDE = /\b(?:should|must|may|might|can|could|would|will|shall)\s*,[^,.;:!?]{1,40},/gi;
/** Prefixes a hyphen may join to a word without making another word ("re-naming", "co-ordinate", "pre-built"). */
const HYPHEN_PREFIXES = new Set(['re', 'co', 'pre', 'de', 'un', 'non', 'sub', 'inter', 'over', 'under', 'multi', 'post', 'semi', 'anti', 'auto', 'mis']);
/** Light verbs whose noun carries the act ("make use of", "take advantage of", "give rise to", "have an effect on"). */
const LIGHT_VERB_FORMS = new Set(['make', 'makes', 'made', 'making', 'take', 'takes', 'took', 'taking', 'give', 'gives', 'gave', 'giving', 'have', 'has', 'had', 'having', 'get', 'gets', 'got']);
/** Where a clause of a span starts or ends: a mark, or a conjunction that opens another clause. */
const OWN_CLAUSE_BREAK = /[;:!?]|\.(?:\s|$)|,\s*(?:though|although|but|while|whereas|and|which)\b|\s(?:though|although|but|whereas)\s/gi;
/**
 * The plan or modal at `hit` stands in a clause whose only word the claim uses is `next`, and the span says `next`'s
 * word outside that clause too: the plan is of the span's own clause, not of the claim's word.
 */
function planInOwnClause(text: string, words: readonly Token[], hit: { start: number; end: number }, next: Token, inClaim: (t: Token) => boolean): boolean {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(OWN_CLAUSE_BREAK)) {
    if (m.index! + m[0].length <= hit.start) from = m.index! + m[0].length;
    else if (m.index! >= hit.end) { to = m.index!; break; }
  }
  // (a clause that opens the span is the claim's own as much as any: only a later one is the span's aside)
  if (from === 0) return false;
  const inside = words.filter((t) => t.start >= from && t.end <= to);
  if (inside.some((t) => t !== next && t.stem !== next.stem && !t.stop && inClaim(t))) return false;
  return words.some((t) => (t.end <= from || t.start >= to) && t.stem === next.stem);
}

/**
 * A verb that governs another act without doing it ("offers to delete", "asks to save", "threatens to evict", "refuses to
 * overwrite"), or lays down a rule ("provides that …", "provides for termination"): the claim that states the act plainly
 * ("deletes old versions"), or gives the governing verb (or its synonym) the act's object ("offers old versions",
 * "provides the copyright notice"), says what the span does not. The span's phrase, as a stance the claim drops, or undefined.
 */
function controlledActDropped(claimText: string, passage: PassageProfile, words: readonly Token[], claimStems: Set<string>): Hedge | undefined {
  if (!CONTROL_VERB_HINT.test(passage.text)) return undefined;
  const claimTokens = tokenize(claimText).filter((t) => t.kind === 'word');
  // the claim's word for the governing verb (or a synonym: "provides" for "offers"), and whether "to" or "that"/"for" follows it as in the span
  const claimControl = (verb: string) => {
    const stems = new Set([stem(verb), ...synonymsOf(stem(verb))]);
    return claimTokens.find((t) => stems.has(t.stem));
  };
  for (const m of passage.text.matchAll(CONTROL_VERB_TO)) {
    const act = words.find((t) => t.start >= m.index! + m[0].length - m[2]!.length);
    if (!act) continue;
    const own = claimControl(m[1]!);
    // ("asked for an option to …" asks as "asked to add an option to …" does)
    const ownTo = own !== undefined && /^\s+(?:to|for)\b/i.test(claimText.slice(own.end));
    const actSaid = claimStems.has(act.stem);
    // (the act stated plainly, or the governing verb given the act's object)
    if ((actSaid && own === undefined) || (own !== undefined && !ownTo)) {
      return { phrase: `${m[1]!.toLowerCase()} to`, surface: m[0], start: m.index!, end: m.index! + m[0].length, next: act, kind: 'stance' };
    }
  }
  for (const m of passage.text.matchAll(RULE_LAID_DOWN)) {
    // (only the span's own verb keeps the rule: "offers that …" for "provides that …" lays down nothing)
    const own = claimControl(m[1]!);
    if (own === undefined || (own.stem === stem(m[1]!) && new RegExp(`^\\s+${m[2]!}\\b`, 'i').test(claimText.slice(own.end)))) continue;
    const next = words.find((t) => t.start >= m.index! + m[0].length);
    if (next) return { phrase: `${m[1]!.toLowerCase()} ${m[2]!.toLowerCase()}`, surface: m[0], start: m.index!, end: m.index! + m[0].length, next, kind: 'stance' };
  }
  return undefined;
}
/**
 * "copies between buffers of the same length" said as "… of any length" or "… between any buffers": the claim's "any"
 * lifts the span's "the same" (or "matching", "equal") off what it qualifies. The span's phrase, as a condition the
 * claim drops, or undefined.
 */
function sameMadeAny(claimText: string, spanText: string, words: readonly Token[]): Hedge | undefined {
  const any = /\bany\s+(?:[\p{L}-]+\s+){0,1}?([\p{L}-]+)/iu.exec(claimText);
  if (!any) return undefined;
  const m = SAME_IN_SPAN.exec(spanText);
  if (!m) return undefined;
  // (a claim that keeps "the same" keeps it, unless its "any" stands on a word the span's "the same" qualifies: "of the
  // same type and any length" for "of the same type and length")
  if (SAME_KEPT.test(claimText)) {
    const scope = tokenizeText(/^[^.,;:!?()]*/.exec(spanText.slice(m.index! + m[0].length))![0]).filter((t) => t.kind === 'word').slice(0, 6);
    const anyWords = tokenizeText(any[0]).filter((t) => t.kind === 'word' && t.norm !== 'any');
    if (!anyWords.some((a) => scope.some((t) => t.stem === a.stem))) return undefined;
  }
  const next = words.find((t) => t.start >= m.index! + m[0].length);
  return next ? { phrase: m[0].toLowerCase().replace(/\s+/g, ' '), surface: m[0], start: m.index!, end: m.index! + m[0].length, next, kind: 'condition' } : undefined;
}
const SAME_IN_SPAN = /\b(?:the\s+same|identical|matching|equal)\b/i;
const SAME_KEPT = /\b(?:same|identical|matching|equal|equally)\b/i;

/** An aim or expectation said in the present, and in the past ("is meant to", "was intended to"). */
const PRESENT_AIM = /\b(?:is|are|am)\s+(?:(?:still|also|now|\p{L}+ly)\s+)?(?:meant|intended|supposed|designed|expected|going|predicted|planned)\s+to\b/iu;
const PAST_AIM = /\b(?:was|were|had\s+been)\s+(?:(?:still|also|\p{L}+ly)\s+)?(?:meant|intended|supposed|designed|expected|going|predicted|planned)\s+to\b/iu;
const CONTROL_VERB_HINT = /\b(?:offer|ask|threaten|promise|refus|declin|volunteer|provide|stipulate)/i;
const CONTROL_VERB_TO = /\b(offers?|offered|offering|asks?|asked|asking|threatens?|threatened|threatening|promises?|promised|promising|refuses?|refused|refusing|declines?|declined|declining|volunteers?|volunteered)\s+to\s+(?:\p{L}+ly\s+)?(\p{L}+)/giu;
/** "provides that …", "provides for termination": a rule laid down, not a thing given. */
const RULE_LAID_DOWN = /\b(provides?|provided|stipulates?|stipulated)\s+(that|for)\b/gi;

/** The span's hedge that the claim drops ("often more accurate" → "more accurate", "can be" → "will be"), or undefined. */
export function droppedHedge(rawClaimText: string, passage: PassageProfile, claimStems: Set<string>, codeKinds?: ReadonlySet<string>): Hedge | undefined {
  const claimText = notSpelledOut(rawClaimText);
  const words = passage.tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  const reported = reportedOrRestricted(claimText, passage, words, claimStems);
  if (reported) return reported;
  const controlled = controlledActDropped(claimText, passage, words, claimStems) ?? sameMadeAny(claimText, passage.text, words);
  if (controlled) return controlled;
  const manner = deniedMannerDropped(claimText, passage.text, words) ?? deniedDegreeDropped(claimText, passage.text, words);
  if (manner) return manner;
  const level = requirementLevelChanged(claimText, passage.text, words);
  if (level) return level;
  // (an aside set off by commas right after a modal stands outside it: "should, whenever possible, be made")
  const asides = [...claimText.matchAll(MODAL_ASIDE)].map((m) => [m.index! + m[0].indexOf(','), m.index! + m[0].length] as const);
  const claimWords = tokenize(claimText).filter((t) => (t.kind === 'word' || t.kind === 'number') && !asides.some(([from, to]) => t.start > from && t.end <= to));
  // a word of the claim: carried, or one the claim writes (a framing verb: "is typically referred to as")
  // ("re-naming" is "renaming": a prefix joined by a hyphen writes the same word)
  const prefixed = (t: Token): string | undefined => {
    const at = words.indexOf(t);
    const prefix = at > 0 ? words[at - 1]! : undefined;
    return prefix && HYPHEN_PREFIXES.has(prefix.norm) && passage.text.slice(prefix.end, t.start) === '-' ? stem(prefix.norm + t.norm) : undefined;
  };
  const inClaim = (t: Token) => {
    if (claimStems.has(t.stem) || claimWords.some((w) => !w.stop && w.stem === t.stem)) return true;
    const whole = prefixed(t);
    return whole !== undefined && (claimStems.has(whole) || claimWords.some((w) => w.stem === whole));
  };
  // the word a hedge sits on lies past prepositions, auxiliaries, modals and adverbs that are not the claim's
  // ("not always the same across runs", "usually should use", "typically only define", "could easily be")
  const passable = (t: Token) => standsBetween(t) && !(/ly$/.test(t.norm) && inClaim(t));
  const after = (end: number) => words.find((t) => t.start >= end && !passable(t));
  // a hedge qualifies the claim only when it sits on a word the claim uses ("often more accurate", not "mostly painted"),
  // and the claim does not hedge that word in its own words ("often" for "usually", "some" for "in some cases")
  // (a hedge the span has as often as the claim is the span's own, kept in its place: not the claim's word for another one)
  const spanHedgeCounts = countPhrases(findPhrases(passage.text, CLAIM_HEDGES));
  // ("is certain to set", "certain that": certainty, not the "certain" of "in certain cases")
  const claimHedgesAll = findPhrases(claimText, CLAIM_HEDGES).filter((h) => h.phrase !== 'certain' ||
    !(/^\s+(?:to|that)\b/i.test(claimText.slice(h.end)) || /\b(?:is|are|was|were|be|been|am|almost|nearly|virtually)\s+$/i.test(claimText.slice(Math.max(0, h.start - 10), h.start))));
  const claimHedgeCounts = countPhrases(claimHedgesAll);
  const claimHedges = claimHedgesAll.filter((h) => claimHedgeCounts.get(h.phrase)! > (spanHedgeCounts.get(h.phrase) ?? 0));
  const hedgedByClaim = (hit: PhraseHit, next: Token): boolean => {
    if ((claimHedgeCounts.get(hit.phrase) ?? 0) >= spanHedgeCounts.get(hit.phrase)!) return true;
    // ("generally" keeps "in general")
    if (hit.phrase === 'in general' && claimHedgesAll.some((h) => h.phrase === 'generally')) return true;
    // ("seldom" keeps "rarely": a rarity in other words)
    if (RARITY.test(hit.phrase) && RARITY_IN_TEXT.test(claimText)) return true;
    // ("to some degree" keeps "to a degree", "partly" keeps "to an extent": a degree short of all, in other words)
    if (PARTIAL_DEGREE.has(hit.phrase) && claimHedgesAll.some((h) => PARTIAL_DEGREE.has(h.phrase))) return true;
    // ("had not yet been fully settled" keeps "had not been fully settled": the same denied degree, other auxiliaries)
    const degree = /^not\s+(?:\p{L}+\s+)*?(fully|entirely|completely|necessarily|always|strictly|directly)$/u.exec(hit.phrase)?.[1];
    if (degree && new RegExp(`\\bnot\\s+(?:\\p{L}+\\s+){0,2}${degree}\\b`, 'iu').test(claimText)) return true;
    // a hedge of how often, anywhere in the claim, that says it no more often ("sometimes" for "In some cases, …")
    const often = HOW_OFTEN.get(hit.phrase);
    // (another phrase than the span's, which the span does not say: the same phrase is counted place by place above)
    if (often !== undefined && claimHedgesAll.some((h) => h.phrase !== hit.phrase && !spanHedgeCounts.has(h.phrase) && (HOW_OFTEN.get(h.phrase) ?? Infinity) <= often)) return true;
    // ("It's believed that …" keeps "is believed": the same participle of belief, however its auxiliary is written)
    const belief = /^(?:is|are|was|were) (believed|thought|presumed)$/.exec(hit.phrase)?.[1];
    if (belief && new RegExp(`\\b${belief}\\b`, 'i').test(claimText)) return true;
    // ("the counts suggest this target is …" keeps "suggest that", "a month seeming reasonable" keeps "seems": a verb of
    // seeming or suggesting in any form, with or without its "that", said before the claim's word the hedge sits on)
    const verb = HEDGE_VERB.exec(hit.phrase)?.[1];
    if (verb) {
      const at = claimWords.findIndex((t) => t.stem === next.stem);
      // (before the claim's word it sits on, within its clause: "the counts suggest this target is …", not "the cache is full
      // and a warning appears")
      const own = at < 0 ? undefined : claimWords.slice(Math.max(0, at - HEDGE_VERB_REACH), at).reverse().find((w) => w.stem === stem(verb));
      if (own && !/[.;!?]/.test(claimText.slice(own.end, claimWords[at]!.start))) return true;
    }
    // ("should be used only for …", "Only administrators should …" keep "should only be …")
    if (ONLY_UNDER_MODAL.has(hit.phrase) && /\bonly\b/i.test(claimText)) return true;
    // ("may be followed by", "an optional call", "with or without a call" keep "optionally followed by a call")
    if (hit.phrase === 'optionally' && OPTION_KEPT.test(claimText)) return true;
    const at = claimWords.findIndex((t) => t.stem === next.stem);
    return at >= 0 && claimHedges.some((h) => h.end <= claimWords[at]!.start && claimWords.filter((t) => t.start >= h.end && t.start < claimWords[at]!.start).length <= 3);
  };
  // ("almost all", "nearly every": the hedge sits on the claim's own quantifier)
  const onClaimWord = (t: Token) => inClaim(t) || (HEDGED_QUANTIFIERS.has(t.norm) && claimWords.some((w) => w.norm === t.norm));
  // (not in a clause the span says word for word: "…, though the benchmarks seem noisy" on both sides is the span's own
  // hedge of another thing, not the claim's of this one)
  const claimHedgesToo = CLAIM_OWN_HEDGE.test(claimText) && CLAIM_OWN_HEDGE.test(clausesNotInSpan(claimText, passage.text));
  const degree = degreeOverstated(claimText, passage.text, words);
  if (degree) return degree;
  for (const hit of [...findPhrases(passage.text, HEDGE_ADVERBS), ...riskOf(passage.text)].sort((a, b) => a.start - b.start)) {
    if (SEEMING.has(hit.phrase) && claimHedgesToo) continue;
    // (a claim that speaks of the risk too keeps it: "It risks overwhelming …" on both sides)
    if (hit.phrase === 'risks' && /\brisk/i.test(claimText)) continue;
    // ("is considered out of scope for this PEP": a document's own ruling on its scope, not a standing others give it)
    if (/(?:considered|deemed)$/.test(hit.phrase) && DOCUMENT_OWN_RULING.test(passage.text.slice(hit.end, hit.end + 80))) continue;
    // ("maybe surprisingly," "perhaps unsurprisingly,": a comment on the writer's surprise, not a hedge of the clause)
    if ((hit.phrase === 'maybe' || hit.phrase === 'perhaps') && /^\s+\p{L}+ly\s*,/u.test(passage.text.slice(hit.end, hit.end + 30))) continue;
    // ("two processes can write the same file" keeps "It is possible that two processes write …")
    if (POSSIBLE_THAT.includes(hit.phrase) && /\b(?:can|possible|possibly)\b/i.test(claimText)) continue;
    // the quantifier it sits on, past "just"/"about" ("usually just one"), else the next word that is not passed over
    // ("generally speaking, their choice": a sentence adverb qualifies the clause after it)
    const following = words.filter((t) => t.start >= hit.end);
    if (following[0]?.norm === 'speaking') following.shift();
    const first = following.find((t) => !QUANTIFIER_MODIFIERS.has(t.norm));
    const later = following.find((t) => !passable(t));
    // with nothing after it in its clause it qualifies what came before ("accessible as they would normally be.")
    let next = first && HEDGED_QUANTIFIERS.has(first.norm) ? first
      : later && !/[.;:!?]/.test(passage.text.slice(hit.end, later.start)) ? later
        : words.filter((t) => t.end <= hit.start && !passable(t)).pop();
    // ("is likely to make use of", "may take advantage of": a light verb's noun is what the hedge sits on)
    if (next && LIGHT_VERB_FORMS.has(next.norm) && !inClaim(next)) {
      const at = words.indexOf(next);
      next = words.slice(at + 1, at + 4).find((t) => !t.stop) ?? next;
    }
    if (next && onClaimWord(next) && !hedgedByClaim(hit, next)) return { ...hit, next };
    // a hedge of a whole clause after "that" ("it is likely that post-1.0 we will add type ascription"): it sits on the
    // claim's first word in that clause, however many words of the span's own come first
    // (and a seeming's clause after "like", "likely that", "as if": "It seems like the best advice is …")
    if (/^\s+that\b/i.test(passage.text.slice(hit.end, hit.end + 6)) || / that$/.test(hit.phrase) ||
      (SEEMING.has(hit.phrase) && /^\s+(?:like|likely(?:\s+that)?|as\s+(?:if|though))\s/i.test(passage.text.slice(hit.end, hit.end + 20)))) {
      const inClause = clauseWords(passage.text, words, hit.end).find((t) => onClaimWord(t) && !/^(?:that|like|likely|as|if|though)$/.test(t.norm));
      if (inClause && !hedgedByClaim(hit, inClause)) return { ...hit, next: inClause };
    }
  }
  // a plan ("will add", "aims to add") does not carry that it was done, unless the claim speaks of plans or possibilities too;
  // a possibility or a wish ("the potential for", "hope to") is not kept by a claim's "will", only by a word as weak
  // (a quantity keeps no plan in a claim that says it was done: "have already obviated *some* of these issues"; it
  // does where the claim says what some do, "many IDEs insert …" for "many IDEs … will insert …")
  const saidAsDone = SAID_AS_DONE.test(claimText);
  // ("The plan is therefore to issue …": a connective between the copula and its "to" leaves the phrase whole)
  const claimPlans = findPhrases(claimText.replace(COPULA_CONNECTIVE_TO, '$1 to'), HEDGES_PLANS_MODALS).filter((h) => !saidAsDone || !QUANTITY_HEDGES.has(h.phrase)).map((h) => h.phrase);
  // (", to be implemented for 1.0 only if …": a reduced relative that says what is planned for it)
  const keepsPlans = claimPlans.length > 0 || forSomeoneTo(claimText).length > 0 || /,\s*to\s+be\s+\p{L}+(?:ed|en)\b/iu.test(claimText);
  const keepsPossibilities = WEAK_WORDS.test(claimText);
  const keepsAbilities = ABILITY_KEPT.test(claimText);
  // (the claim's plan words are the span's own, each as often there, "This would be a breaking change, which is why …":
  // they keep their own plans, not another the span adds, "… is aiming to be implemented")
  const echoed = keepsPlans && forSomeoneTo(claimText).length === 0 && plansEchoed(claimPlans, findPhrases(passage.text, HEDGES_PLANS_MODALS).map((h) => h.phrase)) &&
    findPhrases(passage.text, INTENTIONS).some((h) => AIMS.has(h.phrase) && !claimPlans.includes(h.phrase));
  if (!keepsPlans || !keepsPossibilities || echoed || saidAsDone) {
    const claimWordStems = new Set(claimText.toLowerCase().split(/\W+/).filter(Boolean).map((w) => stem(w)));
    const intentions = findPhrases(passage.text, INTENTIONS).concat(forSomeoneTo(passage.text)).sort((a, b) => a.start - b.start);
    for (const hit of intentions) {
      // ("you might also want to enable X": advice to the reader, kept by a claim that says it is advised, "… suggests enabling X")
      if (/^wants? to$/.test(hit.phrase) && READER_WISH_BEFORE.test(passage.text.slice(Math.max(0, hit.start - 30), hit.start)) && CLAIM_ADVICE.test(claimText)) continue;
      // (someone's plan, aim or intention, "plans to limit", is kept only by a word of aiming, not by a claim's "will":
      // a plan is not yet what will be)
      // (a claim that says it is already done keeps no plan: "Tarn's plan to replace it has already been done")
      if (KEPT_BY_ABILITY.has(hit.phrase) ? keepsAbilities : keepsPlans && !(saidAsDone && AIMS_AND_COURSES.has(hit.phrase)) && !POSSIBILITIES.has(hit.phrase) && (!echoed || !AIMS.has(hit.phrase) || claimPlans.includes(hit.phrase)) &&
        (!PERSONAL_AIMS.has(hit.phrase) || CLAIM_AIMS.test(claimText))) continue;
      // (a possibility noun before a preposition's object, "the option to the compiler", or one a verb takes away,
      // "eliminates the possibility of deadlocks", gives no possibility)
      if (ABILITY_SET.has(hit.phrase) && (/\sto$/.test(hit.phrase) && !/^\s+(?:\p{Ll}[\p{L}-]*)\b/u.test(passage.text.slice(hit.end, hit.end + 30)) ||
        /^\s+(?:the|a|an|this|that|its|their|any|all|each|every)\b/i.test(passage.text.slice(hit.end, hit.end + 8)) && /\sto$/.test(hit.phrase) ||
        TAKEN_AWAY_BEFORE.test(passage.text.slice(Math.max(0, hit.start - 30), hit.start)))) continue;
      // (a claim that says it is "already" done speaks of an event, whatever the span's "will" describes)
      // (its own condition's "already" is no such claim: "fails if a file already exists")
      // (a past the claim says only in a clause it copies from the span, "regardless of what the author had in mind", is the
      // span's own, not the claim's time)
      if (hit.phrase === 'will' && behaviouralWill(passage.text, hit.start, SAID_AS_PAST.test(clausesNotInSpan(claimText, passage.text))) && !/\balready\b/i.test(claimText.replace(CONDITION_CLAUSE, ' '))) continue;
      // ("the teams will remain in charge" for "the teams remain in charge": a verb of lasting says the state holds now too)
      const lasting = hit.phrase === 'will' ? LASTING_VERB_AFTER.exec(passage.text.slice(hit.end, hit.end + 24))?.[1] : undefined;
      if (lasting && lastingInPresent(claimText, lasting) && !SAID_AS_PAST.test(clausesNotInSpan(claimText, passage.text)) && !timeLimitedClause(passage.text, hit.start)) continue;
      // ("It is expected that not much code will break" for "Not much code is expected to break"): the time to come is the
      // expectation's, which the claim keeps in its own words
      if ((hit.phrase === 'will' || hit.phrase === 'would') && expectationKept(passage.text, hit.start, claimWordStems)) continue;
      // ("One motivation for X is to allow Y" for "Allowing Y is one motivation for X", "The proposal is to allow" for "PEP 515
      // proposes allowing"): what the copula's "to" sets out is the content of the noun before it, which the claim names too
      // (and the act not said as past: "Adding X was the plan" is no plan carried out)
      if (/^(?:is|are|was|were|be) to$/.test(hit.phrase) && !saidAsDone && !SAID_AS_PAST.test(clausesNotInSpan(claimText, passage.text)) &&
        courseNounSaid(passage.text, hit.start, claimWordStems) && !actSaidAsPast(claimText, passage.text, hit.end)) continue;
      // ("The current way of including X is to compile …" for "Currently, X is included by compiling …")
      if (/^(?:is|are) to$/.test(hit.phrase) && !saidAsDone && usualMannerNow(claimText, passage.text, hit)) continue;
      // ("that is to say": a rewording, not a plan)
      if (/^(?:is|are|was|were) to$/.test(hit.phrase) && /^\s+say\b/i.test(passage.text.slice(hit.end))) continue;
      // ("The PEP withdraws support for …" for "This PEP proposes to withdraw support for …": what a document proposes is
      // what it does, said in the present of the document as the claim's subject too)
      if (/^proposes? to$/.test(hit.phrase) && SELF_BEFORE_PROPOSAL.test(passage.text.slice(Math.max(0, hit.start - 24), hit.start)) && DOCUMENT_DOES.test(claimText)) continue;
      // (the claim says the plan's own verb: "The PEP proposes a stable set …" for "This PEP proposes to define a stable set …")
      if (tokenize(hit.phrase).some((t) => t.kind === 'word' && !t.stop && claimWordStems.has(t.stem))) continue;
      const next = after(hit.end);
      // (a clause of the span's own the claim leaves out, whose one claim word the span also says outside it: "…, as it
      // allows …, though the third form would be allowed …" for "…, as it allows …")
      if (next && inClaim(next) && planInOwnClause(passage.text, words, hit, next, inClaim)) continue;
      if (next && inClaim(next)) return { ...hit, next, ...intentionKind(hit.phrase) };
      const reached = next && !DENIALS_AFTER_MODAL.has(next.norm) && !FINDING.has(next.norm) && !inAsideClause(passage.text, hit.start, claimText)
        ? claimWordInPhrase(passage.text, words, next, inClaim) : undefined;
      if (reached) return { ...hit, next: reached, ...intentionKind(hit.phrase) };
    }
  }
  // a requirement or a proposal ("must be updated", "proposes adding") is not that it was done ("has already been updated")
  const required = requirementAsDone(claimText, passage.text, words) ?? necessityFromOption(claimText, passage.text, words) ?? alreadyOverWish(claimText, passage.text, words);
  if (required) return required;
  const limited = limitAfter(claimText, passage.text, words, claimStems) ?? onlyTail(claimText, passage.text, words, claimStems) ??
    undoneAfter(claimText, passage.text, words, claimStems);
  if (limited) return limited;
  // a condition the claim leaves out ("… cannot supply water (unless the valve is open)") limits what the span says
  // (a claim with an inverted condition of its own states the span's: "Had we migrated …, this PEP would …" on both sides)
  const claimInverted = invertedConditions(claimText).length > 0;
  const conditionHits = [...findPhrases(passage.text, CONDITIONS), ...invertedConditions(passage.text), ...temporalWhile(passage.text)].sort((a, b) => a.start - b.start);
  for (const hit of conditionHits) {
    if (claimInverted && /^(?:Were|Should|Had)$/.test(hit.surface)) continue;
    // ("Besides X, no log is kept …" excepts X; "Besides X, Python also …" adds to it)
    if (hit.phrase === 'besides' && !BESIDES_EXCEPTING.test(passage.text.slice(hit.end))) continue;
    // ("…, unless the alternate parameter is used, in which case the alternate argument is returned": the case is the one
    // the condition before it in its sentence sets, which the claim states)
    if (ANAPHORIC_CASES.has(hit.phrase)) {
      const sentenceStart = passage.text.slice(0, hit.start).search(/(?:^|[.!?]\s+)[^.!?]*$/);
      // (one condition only, one that sets the case: after "unless …" or "except when …" the case is the excepted one,
      // and after two conditions it is the last one's alone)
      const before = conditionHits.filter((h) => h.end <= hit.start && h.start >= sentenceStart && !ANAPHORIC_CASES.has(h.phrase));
      // (a claim that points back the same way after the same condition keeps the case, whichever the condition is)
      const pointsBackToo = findPhrases(claimText, [...ANAPHORIC_CASES]).length > 0;
      const last = before[before.length - 1];
      if (last && (pointsBackToo || (before.length === 1 && (SAME_CONDITION.has(last.phrase) || SAME_ONLY_CONDITION.has(last.phrase)) &&
        !/\b(?:unless|except)\b/i.test(passage.text.slice(sentenceStart, hit.start)))) && claimStatesCondition(claimText, passage.text, last)) continue;
    }
    if (claimStatesCondition(claimText, passage.text, hit, codeKinds) || !limitsHere(passage.text, hit)) continue;
    // ("returns the node if one is present, or `null` if none is": the other case's condition, of a result the claim never names)
    if ((hit.phrase === 'if' || hit.phrase === 'when' || hit.phrase === 'whenever') && otherCaseOf(passage.text, hit, claimStems)) continue;
    // ("When both are set, A takes precedence over B": a precedence between two holds only where both are given; the
    // claim's "A overrides B" says as much)
    if ((hit.phrase === 'when' || hit.phrase === 'if' || hit.phrase === 'whenever') && BOTH_GIVEN.test(passage.text.slice(hit.end, hit.end + 80)) &&
      PRECEDENCE_CLAIM.test(claimText)) continue;
    // (a span's "once" whose event the claim names and puts in a time clause of its own, "before the grammar is extended":
    // the order of the two events is what is read, not a condition left out)
    if (hit.phrase === 'once' && TIME_CLAUSE.test(claimText) && eventNamed(claimText, conditionClause(passage.text, hit.end))) continue;
    // ("In some cases, …" opens like a limiting phrase, but is a hedge of how often, read above)
    if (HOW_OFTEN_PHRASES.some((p) => passage.text.slice(hit.start, hit.start + p.length).toLowerCase() === p)) continue;
    // ("…, with one exception: libcrypt was removed": a claim about the exception itself states what it excepts)
    if (/^with (?:one|a single) exception$/.test(hit.phrase) && statesTheException(passage.text, hit.end, claimStems)) continue;
    // the claim word the condition limits: before it in the same clause, or, when it opens the sentence, after its comma
    // (a condition inside a relative clause or an explaining aside the claim left out limits that, not the claim's words)
    const before = words.filter((t) => t.end <= hit.start && claimStems.has(t.stem)).pop();
    const sameClause = before && !OTHER_CLAUSE_BEFORE_CONDITION.test(passage.text.slice(before.end, hit.start)) &&
      !(hit.phrase === 'when' && /,\s*$/.test(passage.text.slice(before.end, hit.start)) && DATED_BEFORE_COMMA.test(passage.text.slice(Math.max(0, hit.start - 40), hit.start))) &&
      !inExplainingAside(passage.text, hit.start);
    // where the condition ends: its comma, or "then" ("If metadata is improperly specified then tools MUST raise an error")
    const comma = conditionComma(passage.text, passage.text.indexOf(',', hit.end));
    const then = passage.text.slice(hit.end).search(/\sthen\s/i);
    // (or, for an opening phrase with no comma, the pronoun that starts the clause: "On narrow builds it will raise …")
    const bare = OPENING_RESTRICTORS.includes(hit.phrase) ? PHRASE_BEFORE_PRONOUN.exec(passage.text.slice(hit.end)) : null;
    const conditionEnd = then >= 0 && (comma < 0 || hit.end + then < comma) ? hit.end + then + 5
      : bare && (comma < 0 || hit.end + bare[0].length < comma) ? hit.end + bare[0].length - 1 : comma;
    // (a sentence ends where a capital follows: "format_args! if" is one sentence)
    const sentenceEnd = passage.text.slice(hit.end).search(/(?<!\b(?:e\.g|i\.e|etc|vs|cf|al|approx|resp|Mr|Mrs|Dr|St|No|Fig|Sec|Vol))[.!?]\s+(?=[\p{Lu}"'“(])/u);
    // the condition opens its sentence, or follows only a lead-in that names none of the claim's words ("As in PEP 621, if …")
    const lead = passage.text.slice(0, hit.start);
    const leadStart = lead.search(/(?:[.!?]\s+[\s"'(]*)?[^.!?]*$/);
    // (after a connective only: "But if there is a tie, the leads decide")
    // (after ";" only where the clause it opens holds more of the claim's words than the one before: "…; if it is
    // invalid, it is installed with a warning" for "… is installed with a warning", not "…; on Windows it uses MSBuild")
    const afterSemicolon = /;\s*$/.test(lead) && (() => {
      // (each side's own clause, past the condition that opens it)
      const pastCondition = (from: number, to: number) => {
        const m = /^\s*(?:if|when|whenever|unless)\b[^,;]*,/i.exec(passage.text.slice(from, to));
        return m ? from + m[0].length : from;
      };
      const count = (from: number, to: number) => words.filter((t) => t.start >= from && t.end <= to && claimStems.has(t.stem)).length;
      const end = sentenceEnd < 0 ? passage.text.length : hit.end + sentenceEnd;
      const semicolon = passage.text.lastIndexOf(';', hit.start);
      return count(pastCondition(hit.start, end), end) > count(pastCondition(leadStart, semicolon), semicolon);
    })();
    const opensSentence = /^[\s"'(]*$/.test(lead) || CONNECTIVE_LEAD.test(lead) || afterSemicolon ||
      (/,\s*$/.test(lead) && !words.some((t) => t.start >= leadStart && t.end <= hit.start && claimStems.has(t.stem)) && !OTHER_CLAUSE_BEFORE_CONDITION.test(lead.slice(leadStart)));
    const opening = opensSentence && conditionEnd > 0
      ? words.find((t) => t.start > conditionEnd && claimStems.has(t.stem) && (sentenceEnd < 0 || t.start < hit.end + sentenceEnd)) : undefined;
    // "Otherwise TypeError is raised": the case left over limits the clause after it
    const otherwise = hit.phrase === 'otherwise'
      ? words.find((t) => t.start >= hit.end && claimStems.has(t.stem) && (sentenceEnd < 0 || t.start < hit.end + sentenceEnd)) : undefined;
    // (a condition with its comma right after "and", "but" or "or" opens the next conjunct and limits what that says:
    // "checks the header and if the file is large, skips the body" limits "skips", not "checks")
    // (up to the conjunct's end: its sentence's full stop, whatever follows it)
    const conjunctEnd = conditionEnd > 0 ? passage.text.slice(conditionEnd).search(/[.!?;](?:\s|$)/) : -1;
    const conjunct = before !== undefined && conditionEnd > 0 && /\b(?:and|but|or)\s*$/i.test(passage.text.slice(before.end, hit.start))
      ? words.find((t) => t.start > conditionEnd && claimStems.has(t.stem) && (conjunctEnd < 0 || t.start < conditionEnd + conjunctEnd)) ?? null : undefined;
    const limited = hit.phrase === 'otherwise' ? otherwise ?? (sameClause ? before : undefined) : conjunct !== undefined ? conjunct ?? undefined : sameClause ? before : opening;
    if (limited) return { ...hit, next: limited, kind: 'condition' };
  }
  // "may be able to rebuild": a possibility of an ability, which the claim's "can rebuild" states as a plain ability
  const ability = POSSIBLE_ABILITY.exec(passage.text);
  if (ability && !/\b(?:may|might|could|possibly|perhaps|potentially|maybe)\b/i.test(claimText)) {
    const verb = words.find((t) => t.start >= ability.index + ability[0].length - ability[2]!.length);
    if (verb && inClaim(verb)) {
      const start = ability.index + ability[0].indexOf(ability[1]!);
      return { phrase: ability[1]!.toLowerCase(), surface: passage.text.slice(start, verb.end), start, end: verb.end, next: verb, kind: 'modal' };
    }
  }
  // a possibility, also a denied one ("might not survive"), is not the claim's flat statement; nor is a "should" its "must"
  const modals = [...findPhrases(passage.text, MODALS_SHOULD_OUGHT), ...contractedModals(passage.tokens), ...permissions(passage.text, claimText)];
  // ("Should the patch break …, it will …": an inverted condition, read with the conditions, not a modal)
  const inverted = hedgeInvertedStarts(passage.text);
  // (a modal inside a condition is the condition's own, read with it: "If it turns out that … would be useful, …")
  const conditionSpans = modals.length === 0 ? [] : [...passage.text.matchAll(/\b(?:if|unless)\b/gi)]
    .map((m) => [m.index!, m.index! + m[0].length + conditionClause(passage.text, m.index! + m[0].length).length]);
  // (nor is one inside a concession the claim does not say: "Although the set … may contain … is very small, the actual
  // implementation will not …" hedges the set, not the claim's main clause)
  const concessions = modals.length === 0 ? [] : [...passage.text.matchAll(/\b(?:although|though|whereas)\b/gi)].flatMap((m) => {
    const end = passage.text.indexOf(',', m.index!);
    if (end < 0 || /[.;!?](?=\s)/.test(passage.text.slice(m.index!, end))) return [];
    const own = tokenize(passage.text.slice(m.index! + m[0].length, end)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
    return own.filter((t) => inClaim(t)).length * 2 < own.length ? [[m.index!, end]] : [];
  });
  // (only where the claim does not say what the concession's modal sits on: "Although the index may be rebuilt nightly, …"
  // still hedges "The index is rebuilt nightly")
  const hedgesClaimWord = (hit: PhraseHit) => {
    const verb = words.find((t) => t.start >= hit.end && !passable(t));
    return verb !== undefined && inClaim(verb);
  };
  for (const hit of modals) {
    if (inverted.has(hit.start)) continue;
    if (conditionSpans.some(([from, to]) => hit.start > from! && hit.end <= to!)) continue;
    // ("you might also want to enable X": advice to the reader, kept by a claim that says it is advised)
    if (/^(?:might|may|could)$/.test(hit.phrase) && /^\s+(?:also\s+)?want\s+to\b/i.test(passage.text.slice(hit.end)) &&
      /\byou\s+$/i.test(passage.text.slice(Math.max(0, hit.start - 8), hit.start)) && CLAIM_ADVICE.test(claimText)) continue;
    if (concessions.some(([from, to]) => hit.start > from! && hit.end <= to!) && !hedgesClaimWord(hit)) continue;
    // the claim writes the modal with the word after it as often as the span does: the span's own modal, kept (an excerpt
    // that goes on past "would like to have it stay"; not "will specify …, can specify …" for "can specify …, can specify …")
    const after = words.find((t) => t.start >= hit.end);
    if (after) {
      // (the claim's count first: with none there, the span's cannot matter)
      const inClaimText = modalPairCount(claimText, hit.phrase, after.text);
      const inSpan = inClaimText > 0 ? modalPairCount(passage.text, hit.phrase, after.text) : 0;
      if (inSpan > 0 && inClaimText >= inSpan) continue;
    }
    // the claim writes the modal after the same words as the span, undenied on both sides: the span's own modal, kept in
    // its place whatever verb the claim puts after it ("The tool may treat …" / "The tool may handle …")
    // (the two words before it, or the one that opens the sentence: "build tools may" is not "publishing tools MAY")
    const priors = words.filter((t) => t.end <= hit.start).slice(-2);
    const prior = priors[priors.length - 1];
    // (and each side's verb after it the other side's word in that place, neither said by the other: "treat" / "handle")
    const inPlace = prior && !prior.stop && priors.every((t) => t.text.length <= MAX_MODAL_NEIGHBOUR) && after && !after.stop && !DENIAL_WORDS.has(after.norm) && !claimWords.some((w) => w.stem === after.stem)
      ? new RegExp(`${priors.length === 1 ? '^\\W*' : `(?<![\\p{L}\\p{N}])${escapeRegExp(priors[0]!.text)}\\W+`}${escapeRegExp(prior.text)}\\s+${escapeRegExp(hit.surface)}\\s+(\\p{L}+)`, 'iu').exec(claimText) : null;
    if (inPlace && !/^(?:not|never|no)$/i.test(inPlace[1]!) && !STOPWORDS.has(inPlace[1]!.toLowerCase()) && !words.some((t) => t.stem === stem(inPlace[1]!.toLowerCase()))) continue;
    // (the claim writes this modal for its own clause, and this one stands in a clause of the span's the claim mostly does
    // not say: "…, and the return value should always be a base str" after the claim's "the methods should behave as …")
    if (modalOfUnsaidClause(claimWords, passage.text, hit)) continue;
    // "… as they would fetch them": a comparison with the sentence's own act, not the span's hedge
    if (hit.phrase === 'would' && comparedAct(passage.text, words, hit)) continue;
    // "between May and July": a capitalised modal inside a sentence is a name
    // (not "MAY", "SHOULD": RFC 2119's modals, written in capitals)
    if (/^\p{Lu}\p{Ll}/u.test(hit.surface) && !/(?:^|[.!?:]\s+|["'“(]\s*)$/u.test(passage.text.slice(0, hit.start))) continue;
    // ("May's release": the month's)
    if (/^['’]s\b/.test(passage.text.slice(hit.end))) continue;
    // "might not survive" hedges "survive"; "cannot", "could not" and "may not" state an inability or a prohibition
    // (an adverb between does not use up the reach: "may also have to be compromised")
    // (nor an adverbial phrase: "should by default be preferred" sits on "preferred", not on "default")
    // (nor a degree word before an adverb: "can more easily support" sits on "support")
    // (nor an adverb or a degree word: "could indeed be a very useful way" sits on "useful")
    const following = withinModalReach(withoutAdverbialPhrases(words.filter((t, k) => t.start >= hit.end && !REACH_ADVERBS.has(t.norm) && !degreeBeforeAdverb(t, words[k + 1]))
      .slice(0, MODAL_REACH + 6)));
    const found = following.find((t) => !(hit.phrase === 'might' && DENIALS_AFTER_MODAL.has(t.norm)) && (DENIALS_AFTER_MODAL.has(t.norm) || !passable(t)));
    // a verb the stop list holds ("could be done") is the modal's word when the claim has it too
    const verb = following.find((t) => !BETWEEN_HEDGE_AND_WORD.has(t.norm) && !/ly$/.test(t.norm));
    const stopVerb = verb?.stop && !DETERMINERS.has(verb.norm) && !DENIAL_WORDS.has(verb.norm) && claimWords.some((w) => w.norm === verb.norm) ? verb : undefined;
    // "could be to have …": with no word of its own past "be", the modal sits on "be"
    const onBe = !found && !stopVerb && following[0]?.norm === 'be' && claimWords.some((w) => w.norm === 'be') ? following[0] : undefined;
    // "should not be overlooked", "may not be used": a denied recommendation or possibility, not the claim's "must not" or flat "is not"
    const deniedWord = found && DENIALS_AFTER_MODAL.has(found.norm) && DENIABLE_MODALS.has(hit.phrase)
      ? following.find((t) => t.start >= found.end && !passable(t) && !DENIAL_WORDS.has(t.norm) && !/[,.;:!?()[\]]/.test(passage.text.slice(hit.end, t.start))) : undefined;
    // "may choose to update", "might want to use": the modal reaches the verb after a verb of choosing
    const at = found ? words.indexOf(found) : -1;
    const chosenFirst = at >= 0 && CATENATIVES.has(found!.norm) && words[at + 1]?.norm === 'to'
      ? words.slice(at + 2, at + 2 + MODAL_REACH).find((t) => !passable(t) && !DENIAL_WORDS.has(t.norm)) : undefined;
    // (and past a verb of weighing or trying: "might want to consider writing", "may want to try to use")
    const weighed = chosenFirst && WEIGHING.has(chosenFirst.norm) ? words[words.indexOf(chosenFirst) + 1] : undefined;
    const chosen = weighed && (/ing$/.test(weighed.norm) || weighed.norm === 'to')
      ? (weighed.norm === 'to' ? words[words.indexOf(weighed) + 1] : weighed) ?? chosenFirst : chosenFirst;
    // "would require an unsafe trait method declaration": a modal on a verb the claim does not use qualifies the claim's
    // words that verb's phrase goes on to name
    const reached = found && !inClaim(found) && !DENIALS_AFTER_MODAL.has(found.norm) && !FINDING.has(found.norm) && !inAsideClause(passage.text, hit.start, claimText)
      ? claimWordInPhrase(passage.text, words, found, inClaim) : undefined;
    // (the span's verb a synonym of the claim's: "would remain unchanged" / "would stay unchanged")
    const synonym = found && !inClaim(found) && !DENIALS_AFTER_MODAL.has(found.norm) && claimWords.some((w) => w.kind === 'word' && !w.stop && carriedBy(w, found)) ? found : undefined;
    const next = deniedWord && inClaim(deniedWord) ? deniedWord : chosen && inClaim(chosen) ? chosen : found && inClaim(found) ? found : synonym ?? reached ?? stopVerb ?? onBe ?? found;
    if (!next || DENIALS_AFTER_MODAL.has(next.norm) || !(inClaim(next) || next === synonym || next === stopVerb || next === onBe)) continue;
    // (a modal of a later clause of the span's own, whose one claim word the span says outside it too)
    if (next !== stopVerb && next !== onBe && planInOwnClause(passage.text, words, hit, next, inClaim)) continue;
    // (reached through the phrase: the claim's least committed modal on a word of that phrase, "would allow users to
    // publish" → "users can publish")
    const own = next === reached && found ? phraseClaimModal(passage.text, words, found, claimWords, inClaim) : claimModalOf(claimWords, next, words);
    // (through a synonym only the same modal keeps it: "would stay" for "would remain", not "might" or "should stay")
    if (next === synonym && own?.norm !== hit.phrase) return { ...hit, surface: passage.text.slice(hit.start, next.end), end: next.end, next, kind: 'modal', ...(own ? { claimModal: own.text.toLowerCase() } : {}) };
    // ("can automatically annotate" for "can typically annotate … automatically": the modal's verb is past the adverb)
    const verbPast = /ly$/.test(next.norm) ? words.slice(words.indexOf(next) + 1).find((t) => !passable(t) && !/ly$/.test(t.norm)) : undefined;
    const ownPast = verbPast && inClaim(verbPast) ? claimModalOf(claimWords, verbPast, words) : undefined;
    if (ownPast && MODAL_STRENGTH.get(ownPast.norm)! <= MODAL_STRENGTH.get(hit.phrase)!) continue;
    // ("is accessible from" keeps "can access": an adjective of ability made from the modal's verb)
    if (ABILITY_MODALS.has(hit.phrase) && !/(?:able|ible)$/.test(next.norm) && claimWords.some((t) => t.norm !== next.norm && abilityAdjectiveOf(t.norm, next.norm))) continue;
    // ("gives enough information for installers to prevent them" keeps "so that installers can prevent them")
    if (ABILITY_MODALS.has(hit.phrase) && ENOUGH_TO.test(claimText) && new RegExp(`\\b(?:enough|sufficient(?:ly)?)\\b[^.;]{0,80}?\\bto\\s+${escapeRegExp(next.norm)}\\b`, 'i').test(claimText)) continue;
    if ((own ? MODAL_STRENGTH.get(own.norm)! : ASSERTED) > MODAL_STRENGTH.get(hit.phrase)!) {
      return { ...hit, surface: passage.text.slice(hit.start, next.end), end: next.end, next, kind: 'modal', ...(own ? { claimModal: own.text.toLowerCase() } : {}) };
    }
  }
  return undefined;
}

/** The longest word before a modal read for the claim's same place (a longer "word" is code or noise). */
const MAX_MODAL_NEIGHBOUR = 40;
const ABILITY_MODALS = new Set(['can', 'could']);
const ENOUGH_TO = /\b(?:enough|sufficient)/i;
/** "accessible" of "access", "usable" of "use", "installable" of "install": an adjective saying the act can be done. */
function abilityAdjectiveOf(adjective: string, verb: string): boolean {
  const base = /^(.{3,}?)(?:able|ible)$/.exec(adjective)?.[1];
  if (!base || verb.length < 3) return false;
  const root = verb.replace(/e$/, '');
  return base === root || base === verb || (base.length >= 4 && root.startsWith(base)) || (root.length >= 4 && base.startsWith(root));
}

/**
 * How often the text has `modal`, then non-letters, then `word` (case-insensitive): droppedHedge's pair count. The regex is
 * kept per pattern (a new `\p{L}` regex with the `iu` flags cost ~0.25 ms to build and first run, ~290 times in a warm
 * run of the real-prose chapter); on ASCII text with an ASCII pattern `[A-Za-z0-9]` and the `i` flag alone mean the same.
 */
export function modalPairCount(text: string, modal: string, word: string): number {
  const ascii = isAscii(text) && isAscii(modal) && isAscii(word);
  const source = ascii ? `\\b${escapeRegExp(modal)}[^A-Za-z0-9]+${escapeRegExp(word)}(?![A-Za-z0-9])`
    : `\\b${escapeRegExp(modal)}[^\\p{L}\\p{N}]+${escapeRegExp(word)}(?![\\p{L}\\p{N}])`;
  return text.match(modalPairRegexes.get(ascii ? `gi ${source}` : `giu ${source}`))?.length ?? 0;
}
const modalPairRegexes = new TextMemo(256, (key) => new RegExp(key.slice(key.indexOf(' ') + 1), key.slice(0, key.indexOf(' '))));

/** Most words after a modal's verb that its phrase reaches ("would require an unsafe trait method declaration"). */
const MODAL_PHRASE_REACH = 6;
/** Words that end the phrase after a verb: another clause starts. */
const PHRASE_ENDS = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'if', 'unless', 'because', 'since', 'while', 'whereas',
  'although', 'though', 'so', 'but', 'and', 'or', 'than', 'until', 'before', 'after']);
/** "fetch crates as they would fetch them": "as" or "than", a subject, the modal, and a verb the sentence used before. */
function comparedAct(text: string, words: readonly Token[], hit: PhraseHit): boolean {
  const before = text.slice(Math.max(0, hit.start - 40), hit.start);
  if (!/\b(?:as|than)\s+(?:[\p{L}']+\s+){1,2}$/iu.test(before) || /\b(?:such\s+as|as\s+such)\s+(?:[\p{L}']+\s+){0,2}$/iu.test(before) || /,\s*as\s+(?:[\p{L}']+\s+){1,2}$/iu.test(before)) return false;
  const verb = words.find((t) => t.start >= hit.end);
  return verb !== undefined && words.some((t) => t.end <= hit.start && t.stem === verb.stem);
}

/**
 * The word at `at` is in an aside: a clause that describes the word before it (", which may have …"), or one that
 * explains or gives an example ("(i.e. the moment when you would …)"). What it qualifies is not the sentence's statement.
 */
function inAsideClause(text: string, at: number, claimText: string): boolean {
  const open = text.lastIndexOf('(', at);
  const explaining = inExplainingAside(text, at) ? open : -1;
  const clause = /[,;:(]\s*([^,;:()]*)$/.exec(text.slice(Math.max(0, at - 200), at));
  const relative = clause !== null && /^(?:which|who|whom|whose|where)\b/i.test(clause[1]!) ? at - clause[1]!.length : -1;
  const start = Math.max(explaining, relative);
  if (start < 0) return false;
  // left out: the claim quotes the span up to before the aside ("…, which would mean an unsafe declaration" is what
  // "Orbix has an unsafe … declaration" speaks of)
  const quoted = quotedRange(text, claimText, { minWords: 3 });
  return quoted !== null && quoted.end <= start;
}
/** Verbs of finding and seeing: "can be found in the menu" says where it is, not that it may be. */
const FINDING = new Set(['find', 'finds', 'found', 'see', 'seen', 'sees', 'notice', 'locate', 'located', 'read']);

/** The words of the phrase after `verb`, up to punctuation or another clause, at most MODAL_PHRASE_REACH of them. */
function phraseAfter(text: string, words: readonly Token[], verb: Token): Token[] {
  const at = words.indexOf(verb);
  const phrase: Token[] = [];
  for (let j = at + 1; j < words.length && j <= at + MODAL_PHRASE_REACH; j++) {
    const t = words[j]!;
    if (/[,;:.!?()\[\]—–]/.test(text.slice(words[j - 1]!.end, t.start)) || PHRASE_ENDS.has(t.norm)) break;
    phrase.push(t);
  }
  return phrase;
}

/** The first content word of the phrase after `verb` when it is a claim word ("require an *unsafe* …"), or undefined. */
function claimWordInPhrase(text: string, words: readonly Token[], verb: Token, inClaim: (t: Token) => boolean): Token | undefined {
  const first = phraseAfter(text, words, verb).find((t) => !t.stop && !/ly$/.test(t.norm));
  return first && inClaim(first) ? first : undefined;
}

/** The least committed modal the claim puts on a claim word of the phrase after `verb` (none: a plain statement). */
function phraseClaimModal(text: string, words: readonly Token[], verb: Token, claimWords: readonly Token[], inClaim: (t: Token) => boolean): Token | undefined {
  let least: Token | undefined;
  for (const t of phraseAfter(text, words, verb)) {
    if (t.stop || !inClaim(t)) continue;
    const modal = claimModalOf(claimWords, t, words);
    if (modal && (!least || MODAL_STRENGTH.get(modal.norm)! < MODAL_STRENGTH.get(least.norm)!)) least = modal;
  }
  return least;
}

/** A word that may stand between a hedge or modal and the word it qualifies: a stop word, preposition, auxiliary or adverb. */
function standsBetween(t: Token): boolean {
  // (not "first": "should first read A" against "should read B first" trades what is done first, which no reading here
  // weighs)
  return t.stop || PREPOSITIONS.has(t.norm) || BETWEEN_HEDGE_AND_WORD.has(t.norm) || /ly$/.test(t.norm) || (REACH_ADVERBS.has(t.norm) && t.norm !== 'first');
}

/**
 * The modal the claim puts where it uses the span's word ("can use"; none: a plain statement, which commits most).
 * When claim and span use the word as often, the claim's use in the same place counts ("may post … and may also post"
 * → "will post … and may also post"); otherwise the least committed of its uses.
 */
export function claimModalOf(claimWords: readonly Token[], spanWord: Token, spanWords: readonly Token[]): Token | undefined {
  const strength = (modal: Token | undefined) => (modal ? MODAL_STRENGTH.get(modal.norm)! : ASSERTED);
  const sameStem = claimWords.flatMap((t, at) => (t.stem === spanWord.stem ? [at] : []));
  // (or the claim's word the span's carries, when the claim has none of its own: "would stay" for "would remain")
  const uses = sameStem.length > 0 ? sameStem : claimWords.flatMap((t, at) => (t.kind === 'word' && !t.stop && carriedBy(t, spanWord) ? [at] : []));
  const spanUses = spanWords.filter((t) => t.stem === spanWord.stem);
  if (uses.length > 1 && uses.length === spanUses.length) return modalAt(claimWords, uses[spanUses.indexOf(spanWord)]!);
  let least: Token | undefined;
  let leastStrength = ASSERTED + 1;
  for (const at of uses) {
    // (the span's object may be the claim's subject, with the modal after it: "should be documented" / "documentation
    // should state")
    const modal = modalAt(claimWords, at) ?? modalAfterSubject(claimWords, at) ?? subjunctiveShould(claimWords, at) ?? coordinatedModal(claimWords, at);
    if (strength(modal) < leastStrength) [least, leastStrength] = [modal, strength(modal)];
  }
  return least;
}

/** Words that may stand between "and" and a verb it joins to the one before ("and so make", "and then use"). */
const AFTER_JOINING_AND = new Set(['so', 'then', 'thus', 'hence', 'also', 'therefore', 'thereby']);
/** Words that open another clause, past which a modal does not reach. */
const MODAL_CLAUSE_OPENERS = new Set(['that', 'which', 'who', 'because', 'since', 'if', 'when', 'whether', 'while', 'although', 'though', 'unless', 'but']);
/**
 * "can compare the tags … and so make a decision": a verb joined by "and"/"or" to one before it shares that verb's modal.
 * The modal of the first verb, found back within its clause; undefined where the word is not so joined.
 */
function coordinatedModal(words: readonly Token[], at: number): Token | undefined {
  // (a bare verb, as a modal takes: "… and makes a decision" is a clause of its own)
  if (/(?:[^s]s|ed)$/.test(words[at]!.norm)) return undefined;
  let k = at - 1;
  while (k >= 0 && (AFTER_JOINING_AND.has(words[k]!.norm) || /ly$/.test(words[k]!.norm))) k--;
  if (k < 0 || (words[k]!.norm !== 'and' && words[k]!.norm !== 'or')) return undefined;
  for (let j = k - 1; j >= Math.max(0, k - 20); j--) {
    const w = words[j]!;
    if (MODAL_CLAUSE_OPENERS.has(w.norm)) return undefined;
    if (MODAL_STRENGTH.has(w.norm)) return w;
  }
  return undefined;
}

/** How many times each phrase was found. */
function countPhrases(hits: readonly PhraseHit[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const h of hits) counts.set(h.phrase, (counts.get(h.phrase) ?? 0) + 1);
  return counts;
}

/** Words between a hedge and the quantifier it sits on ("usually just one", "typically about ten"). */
const QUANTIFIER_MODIFIERS = new Set(['just', 'only', 'about', 'around', 'roughly', 'exactly', 'merely']);

/** A modal right after the word at `at` (past its noun phrase's last words), whose clause it is the subject of. */
function modalAfterSubject(words: readonly Token[], at: number): Token | undefined {
  for (let k = at + 1; k <= Math.min(words.length - 1, at + 2); k++) {
    const w = words[k]!;
    if (MODAL_STRENGTH.has(w.norm)) return w;
    if (w.stop || /ly$/.test(w.norm)) return undefined;
  }
  return undefined;
}

/** Verbs after which a "that" clause's bare verb is a recommendation ("proposes that capturing be minimal"). */
const MANDATIVE = /^(?:propos|recommend|suggest|requir|insist|demand|ask|request|mandat|urg)/;
/**
 * "proposes that closure capturing be minimal": a bare "be" in a "that" clause after a verb of proposing or requiring
 * (the mandative subjunctive) says "should be": that "should", read from the "be" before the word at `at`, or undefined.
 */
function subjunctiveShould(words: readonly Token[], at: number): Token | undefined {
  let k = at - 1;
  while (k >= 0 && /ly$/.test(words[k]!.norm)) k--;
  const be = words[k];
  if (!be || be.norm !== 'be' || (k > 0 && (words[k - 1]!.norm === 'to' || MODAL_STRENGTH.has(words[k - 1]!.norm) || DENIAL_WORDS.has(words[k - 1]!.norm)))) return undefined;
  for (let j = k - 1; j >= Math.max(1, k - 8); j--) {
    if (words[j]!.norm !== 'that') continue;
    return MANDATIVE.test(words[j - 1]!.norm) ? { ...be, text: 'should', norm: 'should' } : undefined;
  }
  return undefined;
}

function modalAt(words: readonly Token[], at: number): Token | undefined {
  let reach = MODAL_REACH;
  for (let k = at - 1; k >= Math.max(0, at - reach); k--) {
    const w = words[k]!;
    if (MODAL_STRENGTH.has(w.norm) && (k === 0 || !/^\p{Lu}\p{Ll}/u.test(w.text))) return w;
    // past what may stand between a modal and its word ("can be a bare number", "should definitely support", "can not do",
    // "may choose to update", "should by default be preferred", "could in the future be extended": such a phrase uses up
    // none of the reach)
    const prepositions = !ADVERBIAL_NOUNS.has(w.norm) ? 0 : /^(?:by|in)$/.test(words[k - 1]?.norm ?? '') ? 1
      : words[k - 1]?.norm === 'the' && words[k - 2]?.norm === 'in' ? 2 : 0;
    if (prepositions > 0) {
      reach += prepositions + 1;
      continue;
    }
    if (freeInModalReach(w)) reach++;
    if (!standsBetween(w) && !DENIAL_WORDS.has(w.norm) && !(CATENATIVES.has(w.norm) && words[k + 1]?.norm === 'to') &&
      !(WEIGHING.has(w.norm) && k === at - 1)) break;
  }
  return undefined;
}
/** The claim's word is carried by the span's word: one of its lexical carriers, read as a one-word passage. */
function carriedBy(claimWord: Token, spanWord: Token): boolean {
  return carrierIn(profilePassage(spanWord.text), lexicalCarriers(claimWord.norm, undefined)) !== undefined;
}
/** "may be able to X", "might be able to X", "could be able to X": a possibility of an ability. */
const POSSIBLE_ABILITY = /\b(may|might|could)\s+(?:\w+ly\s+)?be\s+able\s+to\s+(\p{L}+)/iu;
/** The words without the adverbial phrases they open with ("by default", "in the future"), one after another. */
function withoutAdverbialPhrases(words: readonly Token[]): readonly Token[] {
  let k = 0;
  for (;;) {
    const length = words[k]?.norm === 'by' || words[k]?.norm === 'in'
      ? ADVERBIAL_NOUNS.has(words[k + 1]?.norm ?? '') ? 2 : words[k]!.norm === 'in' && words[k + 1]?.norm === 'the' && ADVERBIAL_NOUNS.has(words[k + 2]?.norm ?? '') ? 3 : 0
      : 0;
    if (length === 0) return k === 0 ? words : words.slice(k);
    k += length;
  }
}
/** Nouns of a phrase that works as an adverb between a modal and its verb ("by default", "in future", "in practice"). */
const ADVERBIAL_NOUNS = new Set(['default', 'future', 'practice', 'general', 'principle', 'theory', 'turn', 'part']);
/** A connective that may stand before a sentence's opening condition ("But if …", "And when …", "However, if …"). */
const CONNECTIVE_LEAD = /(?:^|[.!?:;]\s+)[\s"'(]*(?:but|and|so|yet|or|also|however|then|thus|hence|still|now|instead|moreover|furthermore|similarly|likewise|conversely|additionally|otherwise|currently|today|unfortunately|fortunately)\s*,?\s*$/i;
/** Words of degree that make an adverb phrase with the -ly adverb after them ("more easily", "far less often"). */
const DEGREE_WORDS = new Set(['more', 'less', 'most', 'least', 'much', 'far', 'very', 'so', 'quite', 'rather', 'somewhat']);
function degreeBeforeAdverb(t: Token, next: Token | undefined): boolean {
  return DEGREE_WORDS.has(t.norm) && next !== undefined && /ly$/.test(next.norm) && next.norm.length > 4;
}
/** Adverbs that stand between a modal and its verb without counting toward its reach. */
const REACH_ADVERBS = new Set(['also', 'still', 'even', 'then', 'thus', 'therefore', 'further', 'actually', 'really', 'again', 'too', 'first', 'only']);
/** How many words a modal reaches over to the word it qualifies, either way. */
const MODAL_REACH = 4;
/** Words that stand between a modal and its word without using up its reach: an adverb, a degree word ("indeed", "very"). */
const FREE_IN_REACH = new Set(['indeed', 'very', 'quite', 'rather']);
function freeInModalReach(t: Token): boolean {
  return FREE_IN_REACH.has(t.norm) || (/ly$/.test(t.norm) && t.norm.length > 4);
}
/** The words after a modal as far as its reach goes, counting only those that use it up. */
function withinModalReach(words: readonly Token[]): readonly Token[] {
  const reached: Token[] = [];
  let used = 0;
  for (const t of words) {
    if (used >= MODAL_REACH) break;
    reached.push(t);
    if (!freeInModalReach(t)) used++;
  }
  return reached;
}

/** Where a span's sentence parts into clauses that each state something: a semicolon, a sentence's end, or a joining word after a comma. */
const JOINED_CLAUSE_BREAK = /;\s*|[.!?]\s+|,\s*(?:and|but|while|whereas|so|thus|hence|yet)\s+/gi;
/**
 * The claim writes the same modal, and the span's modal stands in a clause of which the claim says fewer than half the
 * content words: that clause is the span's own, left out, and its modal none of the claim's.
 */
function modalOfUnsaidClause(claimWords: readonly Token[], spanText: string, hit: PhraseHit): boolean {
  if (!claimWords.some((t) => t.norm === hit.phrase)) return false;
  let from = 0;
  let to = spanText.length;
  for (const m of spanText.matchAll(JOINED_CLAUSE_BREAK)) {
    if (m.index! + m[0].length <= hit.start) from = m.index! + m[0].length;
    else if (m.index! >= hit.end) {
      to = m.index!;
      break;
    }
  }
  if (from === 0 && to === spanText.length) return false;
  const claimStems = new Set(claimWords.filter((t) => !t.stop).map((t) => t.stem));
  // (a claim that says the modal's own verb says that clause, however briefly: "the server sends headers" of "the server
  // may send additional validation headers …")
  const verb = tokenize(spanText.slice(hit.end, to)).find((t) => t.kind === 'word' && !t.stop && !/ly$/.test(t.norm));
  if (verb && claimStems.has(verb.stem)) return false;
  const own = tokenize(spanText.slice(from, to)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && t.norm !== hit.phrase);
  return own.length > 0 && own.filter((t) => claimStems.has(t.stem)).length * 2 < own.length;
}
/** The claim states the span's condition: its word and the two words after it ("if no such wheel"), not another "if" of its own. */
/** A word that sets what follows as a circumstance, with up to two words between it and the condition's first word. */
/** Words that say a thing holds of something alone, not with others ("on its own", "by itself"). */
const BY_ITSELF = /\b(?:on\s+(?:its|their)\s+own|by\s+(?:itself|themselves)|in\s+(?:itself|themselves)|alone)\b/i;
/** A claim that opens with a gerund, its subject ("Cloning the repository is …"). */
const GERUND_SUBJECT = /^[\s*_"'“(]*(\p{Lu}\p{Ll}+ing)\s/u;
const CONDITION_FRAME = /\b(?:with|given|for|once|where|on|during|while|upon|in\s+case\s+of|provided|if|when|whenever)\s+(?:[\p{L}`'’-]+\s+){0,2}$/iu;
/**
 * Every content word of a condition (at least two) is in the claim, in some form, close together (within twice as many
 * of the claim's content words): "with `z` present" for "When `z` is present"; not "draw a marker under every line of
 * the report" for "When drawing reports".
 */
function conditionWordsSaid(claimText: string, condition: string): boolean {
  const words = tokenize(condition).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
  // a condition that is a participle's clause said as the claim's subject, a gerund that opens it: "Cloning the repository
  // is expected to send …" for "The traffic when cloning is …", "Using an executor as a context manager means …" for "When
  // using an executor as a context manager, …" (every word of the condition among the claim's first words, one more at most)
  const gerund = /^\s*(\p{L}{2,}ing)\b/u.exec(condition)?.[1]?.toLowerCase();
  if (gerund && words.length > 0 && GERUND_SUBJECT.exec(claimText)?.[1]?.toLowerCase() === gerund) {
    // (in the condition's order: "Using Tarn on quill" does not state "When using quill on Tarn")
    const opening = tokenize(claimText).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).slice(0, words.length + 1);
    const at = words.map((w) => opening.findIndex((t) => t.stem === w.stem));
    if (at.every((i, k) => i >= 0 && (k === 0 || i > at[k - 1]!))) return true;
  }
  if (words.length < 2) return false;
  const claim = profilePassage(claimText);
  const claimWords = claim.tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
  const at: number[] = [];
  // (a verb of doing that only carries its object is no word of the condition: "When Cargo is performing an API
  // operation" is "For API operations", where two words or more remain)
  const said = words.filter((w) => !DOING_VERBS.has(w.norm));
  for (const w of said.length >= 2 ? said : words) {
    const carrier = claim.keys.has(w.stem) ? undefined : carrierIn(claim, lexicalCarriers(w.norm, undefined));
    const i = claimWords.findIndex((t) => t.stem === w.stem || (carrier !== undefined && (t.norm === carrier.form || t.stem === stem(carrier.form))));
    if (i < 0) return false;
    at.push(i);
  }
  if (Math.max(...at) - Math.min(...at) >= 2 * words.length) return false;
  // and said as a circumstance ("with", "given", "for", "once", "where" right before them) or as a restriction of a noun
  // ("a member who is also on the council" for "If the member is also on the council"): a claim that states the
  // condition as a fact, "the BList has been added …" for "If the BList is added …", drops it
  const first = claimWords[Math.min(...at)]!;
  const last = claimWords[Math.max(...at)]!;
  // (or a condition that is a participle's clause, "if using an unmodified interpreter", said of a noun by that participle:
  // "distributions using an unmodified interpreter")
  const participle = /^\s*(\p{L}+(?:ing|ed))\b/iu.exec(condition)?.[1];
  if (participle) {
    const at = claim.tokens.findIndex((t) => t.norm === participle.toLowerCase());
    const before = at > 0 ? claim.tokens[at - 1]! : undefined;
    // (the noun and its participle are the claim's subject: its clause's verb comes after them, none before)
    const clauseStart = Math.max(claimText.lastIndexOf(',', before?.start ?? 0) + 1, 0);
    const inSubject = before !== undefined && !SUBJECT_VERB.test(claimText.slice(clauseStart, before.start)) && SUBJECT_VERB.test(claimText.slice(claim.tokens[at]!.end));
    if (before && inSubject && before.kind === 'word' && !before.stop && before.end + 1 === claim.tokens[at]!.start && !/(?:ly|ing|ed)$/.test(before.norm)) return true;
  }
  return CONDITION_FRAME.test(claimText.slice(Math.max(0, first.start - 30), first.start)) ||
    /\b(?:who|which|that|whose)\b/i.test(claimText.slice(first.end, last.start));
}

/** Verbs of doing that only carry their object ("performing an API operation"). */
const DOING_VERBS = new Set(['perform', 'performs', 'performed', 'performing', 'do', 'does', 'did', 'doing', 'done', 'carry', 'carries', 'carried',
  'carrying', 'conduct', 'conducts', 'conducted', 'conducting', 'undertake', 'undertakes', 'undertaking', 'undertaken']);

export function claimStatesCondition(claimText: string, spanText: string, hit: PhraseHit, codeKinds?: ReadonlySet<string>): boolean {
  // ("its notes (if there are any) appear …": a condition of there being any, which the claim's "any notes it has" says)
  if (hit.phrase === 'if' && /^\s+(?:there\s+(?:is|are)\s+)?any\s*\)/i.test(spanText.slice(hit.end)) && /\bany\b/i.test(claimText)) return true;
  // ("in those cases where the new and old compiler disagree": the cases are the "where" clause's, which a claim states by
  // a "where", "when" or "if" of its own and every word of that clause)
  if (/^in\s+(?:these|those|such)\s+cases$/.test(hit.phrase)) {
    const relative = /^\s+(?:where|in\s+which|when)\b/i.exec(spanText.slice(hit.end));
    if (relative) {
      const stems = (text: string) => tokenize(text).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem);
      const theirs = stems(conditionClause(spanText, hit.end + relative[0].length));
      // (after the same word: "avoiding defaults in those cases where …" / "avoiding defaults where …", not another predicate's)
      const before = stems(spanText.slice(Math.max(0, hit.start - 40), hit.start)).pop();
      const said = [...claimText.matchAll(/\b(?:where|when|whenever|if|in\s+which)\b/gi)].some((m) => {
        const ours = new Set(stems(conditionClause(claimText, m.index! + m[0].length)));
        return theirs.length > 0 && theirs.every((w) => ours.has(w)) && before !== undefined && stems(claimText.slice(Math.max(0, m.index! - 40), m.index!)).pop() === before;
      });
      if (said) return true;
    }
  }
  // a limiting phrase the span opens with is stated by a claim that says all its words, anywhere ("… is disabled for
  // large inputs" for "For large inputs, …"; "The default port of Orbix" for "For Orbix, …"), not by a part of them
  // ("with the old linker" for "With the old linker removed, …")
  if (OPENING_RESTRICTORS.includes(hit.phrase)) {
    const phrase = openingPhrase(spanText.slice(hit.end));
    // ("On its own, this PEP does not solve …" is "does not by itself solve …")
    if (hit.phrase === 'on' && phrase !== undefined && /^\s*(?:its|their)\s+own\s*$/i.test(phrase)) return BY_ITSELF.test(claimText);
    const claimStems = new Set(tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => t.stem));
    // ("In the specific case of Docker containers" is "For Docker containers specifically": "case" names no condition)
    // ("Without some reasonable strategy" is stated by "Without a reasonable strategy": a determiner names no condition)
    const content = phrase === undefined ? [] : tokenize(phrase.replace(CASE_OF, ' ')).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop &&
      !(t.norm === 'some' || t.norm === 'any'));
    const specifically = CASE_OF.test(phrase ?? '') && /\b(?:specific|particular)\b/i.test(phrase ?? '') ? /\b(?:specifically|particularly|in particular)\b/i.test(claimText) : true;
    // (a word in other words counts: "In earlier Python versions" for "In previous Python versions")
    let claimProfile: PassageProfile | undefined;
    // (a word the claim has no more often than the span's words after the phrase is theirs, not the phrase's: "For failing
    // tests, the runner includes … the failed test assertion" is not stated by "… the failed test assertion")
    const count = (text: string, stemmed: string) => tokenize(text).filter((t) => t.stem === stemmed).length;
    const rest = phrase === undefined ? '' : spanText.slice(hit.end + phrase.length);
    // (unless the claim has the whole phrase itself: "On Linux, …" states "On Linux, …")
    const wordsIn = (text: string) => ` ${tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => t.stem).join(' ')} `;
    const wholePhrase = phrase !== undefined && wordsIn(claimText).includes(wordsIn(`${hit.surface} ${phrase}`));
    // (a short phrase only: one that runs on to the clause's end, with no comma after it, holds the clause's own words)
    const own = (t: Token) => wholePhrase || content.length > 4 || count(claimText, t.stem) > count(rest, t.stem);
    const said = (t: Token) => claimStems.has(t.stem) ? own(t) : carrierIn(claimProfile ??= profilePassage(claimText), lexicalCarriers(t.norm, undefined)) !== undefined;
    return content.length > 0 && specifically && content.every(said);
  }
  // (the claim's "even if …" or "as if …" states no condition of its own)
  // ("if", "when" and "whenever" set the same condition: "If the disk is full, …" states "… when the disk is full")
  // (an inverted condition of the claim's sets the same one: "Should partial bounds turn out …" for "If it turns out …")
  // ("once" sets the same time as "when": "once the feature stabilizes" for "when the feature stabilizes"; not an "if")
  // ("assuming it exists" is "assuming that it exists"; "provided that", "as long as" and "so long as" set one proviso)
  const family = hit.phrase === 'once' ? ONCE_ALIKE : SAME_CONDITION.has(hit.phrase) ? (SAME_TIME.has(hit.phrase) ? SAME_CONDITION_AND_TIME : [...SAME_CONDITION])
    : SAME_EXCEPTION.has(hit.phrase) ? [...SAME_EXCEPTION] : SAME_ONLY_CONDITION.has(hit.phrase) ? [...SAME_ONLY_CONDITION]
    : SAME_PROVISO.has(hit.phrase) ? [...SAME_PROVISO] : SAME_ASSUMPTION.has(hit.phrase) ? [...SAME_ASSUMPTION] : singlePhrase(hit.phrase);
  const own = [...findPhrases(claimText, family).filter((h) => limitsHere(claimText, h)),
    ...(SAME_CONDITION.has(hit.phrase) ? [...invertedConditions(claimText), ...temporalWhile(claimText), ...ellipticalWhere(claimText)] : [])];
  // (said without a word of condition, by all its words: "with `z` present" for "When `z` is present", "references to
  // external web pages in a PEP body" for "When referencing an external web page in the body of a PEP")
  const saidByWords = () => (SAME_CONDITION.has(hit.phrase) || hit.phrase === 'once') && conditionWordsSaid(claimText, conditionClause(spanText, hit.end));
  if (own.length === 0) return saidByWords();

  // a condition said whole by its words ("in this case", "on error"): the claim states it by saying them
  if (WHOLE_CONDITIONS.has(hit.phrase)) return true;
  // (read as quoted words: "it's" and "it is" are the same words)
  const wordsAfter = (text: string, at: number) => quoteWords(text.slice(at)).slice(0, 2).map((w) => w.word).join(' ');
  const conditionFrom = hit.end + (ASIDE_AFTER_CONDITION.exec(spanText.slice(hit.end))?.[0].length ?? 0);
  const theirs = wordsAfter(spanText, conditionFrom);
  // and every content word of the span's condition in the claim ("when the server returns an error" does not state
  // "If the server returns an error more than three times"; "Declarations within a block …, and if a signature is not
  // annotated" states "If a signature within the block is not annotated")
  // (a modal inside a condition, or "via" for "by", is no word of it: "If it turns out that … would be useful" is "Should … turn out to be useful")
  // (the document named either way is no word of it: "If PEP 325 is accepted" states "If this proposal is accepted" —
  // only where the span's condition names its own document, "this proposal"; whether "PEP 325" is that document is read
  // with the claim's other names)
  const selfNamed = SELF_IN_CONDITION.test(conditionClause(spanText, hit.end));
  const wordsOfCondition = (clause: string) => tokenize(clause.replace(CAUSE_PREPOSITION, ' because ').replace(AS_PART_OF, ' during ').replace(IN_CASES_WHERE, ' where ').replace(WITH_NONE, 'without ').replace(BY_USING, 'by').replace(COLLECTIVE_OF, ' ').replace(GET_PASSIVE, ' ').replace(LIKE_BEFORE_EXAMPLES, '$1 ').replace(FINDS_THAT, ' ')
    .replace(INSTEAD_OF, ' rather than ').replace(selfNamed ? DOCUMENT_IN_CONDITION : SELF_IN_CONDITION_ALL, ' '))
    .filter((t) => (t.kind === 'word' || t.kind === 'number') && (!t.stop || CONDITION_RELATIONS.has(t.norm)) && !CONDITION_FILLERS.has(t.norm));
  // (a denial in either word: "if there is no need to declare packages" is "if packages need not be declared")
  const stemsOf = (clause: string) => wordsOfCondition(clause).map((t) => (t.stem === 'no' ? 'not' : t.stem));
  const stated = new Set(stemsOf(claimText));
  const spanCondition = conditionClause(spanText, conditionFrom);
  // ("any" asks nothing a condition does not: "unless any bugs are found" is "unless bugs are found")
  // (nor a kind noun the span writes after a name in code marks, which the name says: "if a top level `await` expression
  // never resolves" is stated by "if a top-level await never resolves")
  const conditionStems = stemsOf(spanCondition).filter((t) => t !== 'any' && !codeKinds?.has(t));
  // (every word of the span's condition in the claim's own condition, or in the whole claim where that speaks of it by a
  // pronoun: "if it is missing")
  // (and the words the claim said before its condition, the context it gives: "Declarations within a block …, and if a
  // signature is not annotated" states "If a signature within the block is not annotated"; not those of its main clause after)
  // (only a condition of the claim that shares a word with the span's: "if the information is available" does not state
  // "When displaying tracebacks", whatever the claim says of tracebacks elsewhere)
  // (the words said before the condition only where it opens as the span's does — the same condition: not "when trying
  // until the first failure" for "When subpatterns tried until the first success", whatever the claim said before it)
  // (a condition that opens its clause and runs to the sentence's end with no comma has swallowed the main clause after it,
  // ", if no vote has been resubmitted after that period the proposal is rejected": the claim's own comma may end its
  // condition, and its main clause says the rest)
  const swallowed = /(?:^|[,;:]\s*|[.!?]\s+)$/.test(spanText.slice(0, hit.start)) && /^\s*(?:[.!?](?:\s|$)|$)/.test(spanText.slice(conditionFrom + spanCondition.length)) &&
    (spanCondition.match(FINITE_AUXILIARY) ?? []).length >= 2;
  // (the text they come from too, where a word said in other words is looked for)
  let ownText = '';
  const ownClause = (h: PhraseHit, withContext: boolean) => {
    // (with its asides: the span's condition may run into an aside an excerpt cut short)
    const own = conditionClause(claimText, h.end).length;
    const sentenceEnd = claimText.slice(h.end).search(/[.!?](?:\s|$)/);
    const clause = claimText.slice(h.end, swallowed && sentenceEnd > own ? h.end + sentenceEnd : h.end + own);
    ownText = clause;
    // (a word said in other words is shared too: "if this happens" and "if this occurs")
    if (!stemsOf(clause).some((t) => conditionStems.includes(t)) &&
      !wordsOfCondition(spanCondition).some((w) => carrierIn(profilePassage(clause), lexicalCarriers(w.norm, undefined)) !== undefined)) return new Set<string>();
    if (/\b(?:it|they|this|these|them)\b/i.test(clause)) {
      ownText = claimText;
      return stated;
    }
    return new Set([...stemsOf(clause), ...(withContext ? stemsOf(claimText.slice(0, h.start)) : [])]);
  };
  // (a relation of time or exception the claim's condition adds turns it round: "when X is used except where Y could be" does not
  // state "if X is used in cases where Y could be")
  const addsTurn = (h: PhraseHit) => stemsOf(conditionClause(claimText, h.end)).some((t) => CONDITION_RELATIONS.has(t) && !conditionStems.includes(t));
  if (own.some((h) => {
    if (wordsAfter(claimText, h.end) !== theirs || addsTurn(h)) return false;
    const mine = ownClause(h, true);
    return conditionStems.every((t) => mine.has(t));
  })) return true;
  // reworded: the claim's own condition says every word of the span's, in another order or form ("If the Rust-declared
  // signature is …" for "If the function signature declared in Rust is …")
  // (a word in another form counts: "security fixes that apply to …" for "security fixes applicable to …")
  const conditionWords = wordsOfCondition(spanCondition).filter((t) => t.norm !== 'any');
  return conditionStems.length > 0 && own.some((h) => {
    if (addsTurn(h)) return false;
    const mine = ownClause(h, false);
    if (conditionStems.every((t) => mine.has(t))) return true;
    if (mine.size === 0) return false;
    const clause = profilePassage(ownText);
    return conditionWords.every((w) => mine.has(w.stem) || carrierIn(clause, lexicalCarriers(w.norm, undefined)) !== undefined);
  }) ||
    // (said in words of its own, "An implementation that couples …" for "If the implementation couples …", only where the
    // claim's own conditions are others, sharing less than half its words: "If the upload fails, Quell aborts twice" does
    // not state "If the upload fails twice")
    (own.every((h) => 2 * stemsOf(conditionClause(claimText, h.end)).filter((t) => conditionStems.includes(t)).length < conditionStems.length) && saidByWords());
}
/** "where practical", "where possible": a condition with its subject and verb left out, "if practical" in other words. */
const ELLIPTICAL_WHERE = /\bwhere\s+(?=(?:practical|practicable|possible|feasible|appropriate|applicable|necessary|needed|available|relevant|supported)\b)/gi;
function ellipticalWhere(text: string): PhraseHit[] {
  if (!/\bwhere\b/i.test(text)) return [];
  return [...text.matchAll(ELLIPTICAL_WHERE)].map((m) => ({ phrase: 'if', surface: 'where', start: m.index!, end: m.index! + 5 }));
}
/** Auxiliaries, modals and forms of "be" that make a clause finite. */
export const FINITE_AUXILIARY_WORDS = 'is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|do|did';
/** A modal or an auxiliary: a clause's verb ("third-party distributions using … may be affected"). */
const SUBJECT_VERB = new RegExp(`\\b(?:${FINITE_AUXILIARY_WORDS})\\b`, 'i');
/** The same, each of them: a condition with two has a main clause in it. */
const FINITE_AUXILIARY = new RegExp(SUBJECT_VERB.source, 'gi');
/** "If the slot finds that it cannot …": the finding frames the condition, which is what follows it. */
const FINDS_THAT = /\b(?:finds?|found|determines?|determined|detects?|detected|notices?|noticed|turns?\s+out|turned\s+out)\s+that\b/gi;
/** A preposition of cause, each the others' word: "due to" blocking concerns is "because of" them. */
const CAUSE_PREPOSITION = /\b(?:due\s+to|owing\s+to|because\s+of|on\s+account\s+of|as\s+a\s+result\s+of)\b/gi;
/** "by using" is "by": the means, however it is introduced ("by using unsafe trickery", "through unsafe trickery"). */
const BY_USING = /\bby\s+using\b/gi;
/** "with no" and "without any" say one absence: "called with no value arguments" is "called without any value arguments". */
const WITH_NONE = /\bwith\s+no\b|\bwithout(?:\s+(?:any|a|an))?\b/gi;
/** "the (specific|particular) case of": a frame of the restricting phrase, not its condition. */
const CASE_OF = /\b(?:the\s+)?(?:(?:specific|particular)\s+)?cases?\s+of\b/i;
/** A collective head before what it gathers ("this set of work", "a series of changes"): the same thing said of all of it. */
const COLLECTIVE_OF = /\b(?:set|series|collection|group|bunch|lot|piece|bit)\s+of\b/gi;
/** "get" as a passive's auxiliary ("if the module gets updated" is "if the module is updated"): no word of a condition. */
const GET_PASSIVE = /\b(?:get|gets|got|gotten|getting)\b(?=\s+(?:\w+ly\s+)?\p{L}+(?:ed|en)\b)/giu;
/** Words of time and exception a condition turns on: words of it, though the stopword list has them ("during", "after"; not "within", which says what "in" does of a time frame). */
const CONDITION_RELATIONS = new Set(['before', 'after', 'during', 'until', 'except', 'outside', 'without']);
/** Words a condition may have or not without saying another condition. */
const CONDITION_FILLERS = new Set(['would', 'could', 'should', 'might', 'may', 'must', 'will', 'shall', 'can', 'via']);
/** "as part of" is "in" or "during": no word of a condition ("When UB arises as part of CTFE" / "When UB arises during CTFE"). */
const AS_PART_OF = /\bas\s+(?:a\s+|the\s+)?part\s+of\b/gi;
/** "in cases where" is "where": the cases name no condition of their own ("if X is used in cases where Y could be" / "when X is used where Y could be"). */
const IN_CASES_WHERE = /\bin\s+(?:the\s+|those\s+|such\s+)?cases?\s+(?=where\b|when\b|in\s+which\b)/gi;
/** "like" before named examples after a plural ("common tools like Syft"): "such as" in other words, no word of a condition. */
const LIKE_BEFORE_EXAMPLES = /(\p{L}{3,}s)\s+like\s+(?=[\p{Lu}`"'(])/gu;

/** A condition's subject, a participle aside after it, and the condition's finite verb. */
const SUBJECT_PARTICIPLE_ASIDE = /^\s*(?:(?:the|a|an|this|that|its|their|any|each|every|some)\s+)?[\p{L}\d_`.-]+(?:\s+[\p{L}\d_`.-]+){0,3},\s*\p{L}+(?:ed|en)\b[^,;:.!?]*,(?=\s*(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|may|might|must)\b)/iu;
/** A finite verb right after an aside: the aside stood inside its clause. */
const FINITE_NEXT = new RegExp(`^\\s*(?:${FINITE_AUXILIARY_WORDS})\\b`, 'i');
/** A document a condition names: "this proposal", "the PEP", "PEP 325", "RFC #1422". */
const DOCUMENT_IN_CONDITION = /\b(?:this|the)\s+(?:proposal|pep|rfc|document|specification)\b(?!\s+(?:of|in|for)\b)|\b(?:pep|rfc)[\s#:`'-]*\d+\b`?/gi;
/** A document's name for itself in a condition: "this proposal", "this PEP". */
const SELF_IN_CONDITION = /\bthis\s+(?:proposal|pep|rfc|document|specification)\b/i;
const SELF_IN_CONDITION_ALL = /\bthis\s+(?:proposal|pep|rfc|document|specification)\b/gi;
/** A condition's second predicate after its comma, with no subject of its own, up to the comma after it: ", and doesn't …,". */
const CONDITION_PREDICATE = /^\s*(?:and|or)\s+(?:(?:does|do|did|is|are|was|were|has|have|had|can|could|will|would)(?:n['’]t|\s+not)|cannot|isn['’]t|aren['’]t|hasn['’]t|haven['’]t)\s+[^,;.!?()]{1,80},/i;
/** An item of a list inside a condition, up to the comma after it: a word or three, perhaps denied ("installed", "and not configured"). */
const LIST_ITEM = /^\s*(?:(and|or)\s+)?(?:not\s+)?[\p{L}\p{N}_-]+(?:\s+[\p{L}\p{N}_-]+){0,2}\s*,/iu;
/**
 * The comma that ends a condition whose first comma is at `comma`: past a list the condition goes on with ("If Orbix is
 * requested, installed, and not configured, …" ends after "configured") when the list closes with "and"/"or" and a
 * comma; `comma` itself else.
 */
export function conditionComma(text: string, comma: number): number {
  if (comma < 0) return comma;
  // (a second predicate of the condition's subject set off by commas: "If it is given mixed arguments, and doesn't have
  // special knowledge about them, it should …")
  const predicate = CONDITION_PREDICATE.exec(text.slice(comma + 1));
  if (predicate) return comma + predicate[0].length;
  let at = comma;
  for (let items = 0; items < 6; items++) {
    const item = LIST_ITEM.exec(text.slice(at + 1));
    if (!item) return comma;
    at = at + 1 + item[0].length - 1;
    if (item[1]) return at;
  }
  return comma;
}

/** The words of a condition after its word: up to its comma, "then", or the end of its clause or sentence. */
export function conditionClause(text: string, from: number): string {
  // (an aside in brackets is not part of it, nor one set off by commas that rewords it, ", that is …,"; a comma or dot
  // inside a figure does not end it: "61,758")
  // (a condition inside brackets ends where they close: "(except trivial fixes) must be made …")
  const tail = text.slice(from);
  const close = tail.indexOf(')');
  const opened = tail.indexOf('(');
  const rest = (close >= 0 && (opened < 0 || close < opened) ? tail.slice(0, close) : tail)
    .replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length))
    // (a bracket inside one: "(e.g. ``attrgetter(\"foo\", default=XYZ)``)" is blanked whole)
    .replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length))
    // (an aside the clause's verb follows is inside it, "formatting, used in …, was introduced"; one after its verb ends
    // it, "was introduced, used in …, the format …")
    .replace(REWORDING_ASIDE, (m, at: number, whole: string) => FINITE_NEXT.test(whole.slice(at + m.length)) ? ' '.repeat(m.length) : `${' '.repeat(m.length - 1)},`)
    // (a participle set off by commas between the condition's subject and its verb says which: "When a file, written by
    // an older release, is opened, …" is a condition on such files; its commas do not end it)
    .replace(SUBJECT_PARTICIPLE_ASIDE, (m) => m.replace(/,/g, ' '));
  // (nor a colon of an rST role: ":pep:`3101`")
  let clause = /^(?:[^,;:.!?]|[.:](?=[\p{L}\p{N}_(*.:)`])|,(?=\d))*/u.exec(rest)![0];
  if (rest[clause.length] === ',') clause = rest.slice(0, conditionComma(rest, clause.length));
  // (", whether successfully or via unwind" goes on with the condition's own alternatives)
  const whether = /^,\s*whether\b[^,;:.!?]*/i.exec(rest.slice(clause.length));
  if (whether) clause += whether[0];
  const then = clause.search(/\sthen\s/i);
  if (then >= 0) clause = clause.slice(0, then);
  // a clause reduced to its participle ("when cloning", "when included in …") ends where the sentence's own verb comes
  // ("The amount … when cloning is estimated …"); an exception ends where a relative clause tells more of it ("except
  // __delitem__() which becomes …")
  const finite = /^\s*\p{L}+(?:ing|ed)\b/u.test(clause) ? clause.search(FINITE_AFTER_REDUCED) : -1;
  if (finite > 0) clause = clause.slice(0, finite);
  const which = clause.search(/\swhich\s/i);
  if (which > 0) clause = clause.slice(0, which);
  // a condition inside its sentence's subject ends where the sentence's own verb comes: "Specifying it when the struct
  // has only one type parameter is allowed" (a second finite verb after a noun, with no "and", "or" or relative word
  // before either)
  const auxiliaries = [...clause.matchAll(FINITE_AUXILIARY)];
  const finites = auxiliaries.filter((m) => !/\b(?:and|or|but|that|which|who|whom|whose|not|it|they|he|she|we|you|there|this|these|those)\s+(?:\w+ly\s+)?$/i.test(clause.slice(0, m.index)));
  const second = finites[1];
  if (!second || finites.length !== auxiliaries.length || !/[\p{L}\p{N}`_]\s+$/u.test(clause.slice(0, second.index))) return clause;
  // (at that verb's subject, where a determiner opens it: "if no vote has been resubmitted after that period the proposal is rejected")
  const subject = /\s(?:the|a|an|this|these|those|its|their|each|every|any|no)\s+(?:[\p{L}\p{N}`_.-]+\s+){0,2}$/iu.exec(clause.slice(0, second.index));
  // (not a second clause of the condition joined to the first: "if the cache is cold and the index is stale")
  if (/\b(?:and|or|but|nor)\s*$|,\s*$/i.test(clause.slice(0, subject ? subject.index : second.index))) return clause;
  return clause.slice(0, subject ? subject.index : second.index);
}
/** A comma-set aside that rewords what it follows: ", that is symlinks pointing to symlinks,", ", i.e. the loop,". */
// (and one that tells where a thing is used or what it is called: "When PEP 3101's formatting, used in str.format and
// f-strings, was first introduced, …"; not one that says which, ", written by an older release,")
const REWORDING_ASIDE = /,\s*(?:that\s+is|i\.\s?e\.|namely|used\s+in\b|known\s+as\b|called\b|named\b)(?:[^,;:.!?]|\.(?=\w))*,/gi;
/** The finite verb after a reduced clause: an auxiliary or a modal. */
const FINITE_AFTER_REDUCED = /\s(?:is|are|was|were|will|would|can|could|should|may|might|must|has|have|had|does|do|did)\b/i;

/** Condition words that set the same condition on a general statement. */
const SAME_CONDITION = new Set(['if', 'when', 'whenever', 'in case', 'in the case where', 'in the case that', 'in the event that', 'in case of',
  'in the case of', 'in the event of']);
/** A time clause of the claim's own. */
const TIME_CLAUSE = /\b(?:once|after|before|when|whenever|until|as\s+soon\s+as)\b/i;
/** Every content word of the span's clause is somewhere in the claim. */
function eventNamed(claimText: string, clause: string): boolean {
  const words = tokenize(clause).filter((t) => t.kind === 'word' && !t.stop);
  const claim = new Set(tokenize(claimText).filter((t) => t.kind === 'word').map((t) => t.stem));
  return words.length > 0 && words.every((t) => claim.has(t.stem));
}
/** The condition words that set a time, which "once" sets too. */
const SAME_TIME = new Set(['when', 'whenever']);
const SAME_CONDITION_AND_TIME = [...SAME_CONDITION, 'once'];
/** What a span's "once" is said by: "when", "once", "after", "as soon as" ("Once a boundary is crossed" / "After a boundary is crossed"). */
const ONCE_ALIKE = [...SAME_CONDITION_AND_TIME, 'after', 'as soon as'];
/** Words that set the same proviso ("provided that …", "as long as …"). */
const SAME_PROVISO = new Set(['provided that', 'providing that', 'as long as', 'so long as']);
/** "assuming that" with or without its "that". */
const SAME_ASSUMPTION = new Set(['assuming that', 'assuming']);
/** Cases named by pointing back ("in which case", "in that case"): the condition said before them. */
const ANAPHORIC_CASES = new Set(['in which case', 'in this case', 'in that case', 'in such a case']);
/** Words that set the same only condition ("only if", "only when"). */
const SAME_ONLY_CONDITION = new Set(['only if', 'only when', 'only whenever']);
/** Words that set the same exception ("except trivial fixes", "apart from trivial fixes", "with the exception of …"). */
/** "instead of" sets aside what "rather than" does: a condition's words read alike either way. */
const INSTEAD_OF = /\binstead\s+of\b/gi;
const SAME_EXCEPTION = new Set(['except', 'excepting', 'except for', 'with the exception of', 'apart from', 'aside from', 'other than', 'save for', 'barring',
  'leaving aside', 'setting aside', 'excluding', 'besides']);
/** An aside right after a condition's word ("if, for example, a template …"): the condition's words come after it. */
const ASIDE_AFTER_CONDITION = /^\s*,\s*(?:for\s+example|for\s+instance|e\.\s?g\.|say|in\s+particular|in\s+turn|however|though|of\s+course|in\s+practice)\s*,/i;

/** What stands between a claim word and a condition that puts the condition in another clause or sentence. */
const OTHER_CLAUSE_BEFORE_CONDITION = /[;]|[.!?]\s+(?=[\p{Lu}"'“(])|,\s*(?:and|but|while|whereas|so|thus|hence|therefore|which|who|whose|whom|where)\b|\(\s*(?:e\.\s?g\.|i\.\s?e\.|for example|for instance|such as)/iu;
/** Inside an aside that explains or gives an example ("(for example, if …)", "(i.e., … unless …)"). */
function inExplainingAside(text: string, at: number): boolean {
  const open = text.lastIndexOf('(', at);
  return open >= 0 && text.indexOf(')', open) >= at && /^\(\s*(?:e\.\s?g\.|i\.\s?e\.|for example|for instance|such as|that is)/i.test(text.slice(open));
}

/** Whether `at` lies inside inline code: an odd number of backtick runs before it, and one after it. */
function insideInlineCode(text: string, at: number): boolean {
  const before = text.slice(0, at).match(/`+/g)?.length ?? 0;
  return before % 2 === 1 && text.indexOf('`', at) >= 0;
}
/** Words before a keyword named as a kind of clause ("have if clauses", "the if statement", "nested if expressions"). */
const BEFORE_KEYWORD = /\b(?:a|an|the|its|their|have|has|had|with|of|nested|optional|multiple|any|each|every|more|inner|outer|several|extra|trailing|plain|bare)\s+$/i;

/** Whether a condition word limits the clause around it: not "even if", "as if", "if any" or "if not", "when" as a conjunction, "except" as Python's keyword. */
function limitsHere(text: string, hit: PhraseHit): boolean {
  // "``if`` clauses", "`when` arms": the keyword written as code names it, it does not set a condition
  if (insideInlineCode(text, hit.start)) return false;
  // "have ``if`` clauses" once its markup is read away: the keyword naming a kind of clause, after a word that cannot
  // end the clause before a condition ("If tests fail, …", ", when blocks are full" are conditions)
  if (/^(?:if|when|unless)$/i.test(hit.phrase) && /^\s*(?:clauses?|statements?|expressions?|branch(?:es)?|arms?|guards?|keywords?)\b/i.test(text.slice(hit.end, hit.end + 14)) &&
    BEFORE_KEYWORD.test(text.slice(Math.max(0, hit.start - 12), hit.start))) return false;
  // ("When it comes to selecting …": a topic, not a condition)
  if (hit.phrase === 'when' && /^\s+it\s+comes\s+to\b(?!\s+(?:a|an|the)\s+(?:stop|halt|end|close|rest|standstill)\b)/i.test(text.slice(hit.end, hit.end + 40)) &&
    /(?:^|[.;:!?]\s+|,\s*)[\s"'(]*$/.test(text.slice(0, hit.start))) return false;
  // ("once the feature stabilizes": "once" as "when", before a new subject; not "was once the …", "at once", "only once")
  if (hit.phrase === 'once') {
    return /^\s+(?:(?:the|a|an|this|these|those|its|their|it|they|we|he|she|you|I|all|every|each|both)\b|[`*_]*\p{Lu})/u.test(text.slice(hit.end, hit.end + 12)) &&
      !/\b(?:is|are|was|were|be|been|has|have|had|at|than|only|just|more|all)\s+$/i.test(text.slice(Math.max(0, hit.start - 12), hit.start));
  }
  // ("Apart from that, …", "Aside from this, …": a connective that points back, no exception)
  if (/^(?:apart|aside) from$/.test(hit.phrase) && /^\s+(?:that|this|these|those|which)\b/i.test(text.slice(hit.end, hit.end + 8))) return false;
  if (hit.phrase === 'except') {
    // "except clauses", "a bare except", "`except`": the keyword, not an exception
    if (/^\s*(?:clauses?|blocks?|statements?|keywords?|handlers?|branch(?:es)?|\*|[`'"])/i.test(text.slice(hit.end, hit.end + 12))) return false;
    if (/(?:(?:^|\s)(?:the|an|a|bare|multiple|each|every|its|their)\s+|[`'"*])$/i.test(text.slice(Math.max(0, hit.start - 10), hit.start))) return false;
    return true;
  }
  // "Otherwise, …" opening a sentence or clause: the case the sentence before left; not "unless otherwise noted", "otherwise identical"
  // ("… and either warn or error otherwise.": at its clause's end, the case left over limits the clause it ends)
  if (hit.phrase === 'otherwise') {
    return (/(?:^|[.;:!?]\s*|,\s*(?:and|or|but)\s+)[\s"'(]*$/i.test(text.slice(0, hit.start)) && /^\s*(?:,|\s+\S)/.test(text.slice(hit.end))) ||
      (/^\s*(?:[.;!?)]|$)/.test(text.slice(hit.end)) && !/\b(?:unless|except|if)\b[^.;!?]*$/i.test(text.slice(0, hit.start)));
  }
  if (OPENING_RESTRICTORS.includes(hit.phrase)) {
    // only opening its sentence, up to a comma: "Using the spawnv() function, all … handles are inherited", "With this RFC,
    // the compiler …", "On Windows, …"; not "With that said," or "With any luck,"
    if (!opensSentenceAt(text, hit.start)) return false;
    const phrase = openingPhrase(text.slice(hit.end));
    const ended = phrase === undefined ? '' : `${phrase.trimEnd()},`;
    if (phrase === undefined || DISCOURSE_OPENERS.test(ended) || (hit.phrase === 'for' && FOR_DISCOURSE.test(ended)) ||
      ((hit.phrase === 'before' || hit.phrase === 'prior to') && BEFORE_DISCOURSE.test(ended))) return false;
    // ("In order to …," gives a purpose, not a case)
    if (hit.phrase === 'in' && /^\s*order\s+(?:to|for)\b/i.test(phrase)) return false;
    // ("Through the 0.x series, …" limits to a period; "Through careful design, …" gives a means, "Throughout this guide," a place)
    if ((hit.phrase === 'through' || hit.phrase === 'throughout') && !(inVersion(phrase) || PERIOD_WORDS.test(phrase))) return false;
    // ("In …," limits only as a case, a mode, a version or a build; not "In this case" with no case named: a whole condition)
    // ("In the case where …" is a condition, read as one)
    if (hit.phrase === 'in' && (!(IN_LIMIT.test(phrase) || IN_LIMIT_NAME.test(phrase) || inVersion(phrase)) || /^\s*(?:this|that|such\s+a|these|those|such)\s+cases?\s*$/i.test(phrase) || /^\s*the\s+(?:case|event)\s+(?:where|that|of)\b/i.test(phrase))) return false;
    return true;
  }
  // ("even lower than in the case of ``__init__``": the other side of a comparison, not a case the statement is limited to)
  if (/^in the case (?:of|where|that)$/.test(hit.phrase) && /\b(?:than|as)\s*$/i.test(text.slice(Math.max(0, hit.start - 8), hit.start))) return false;
  if (hit.phrase !== 'if' && hit.phrase !== 'when' && hit.phrase !== 'whenever') return true;
  // "trivial when compared to the cost of …": a comparison, not a condition
  if (/^\s+compared\s+(?:to|with)\b/i.test(text.slice(hit.end, hit.end + 20))) return false;
  // "checks if the file exists", "decides when each retry happens", "the time when it started": whether, or which time
  if (hit.phrase === 'if' && ASKED_BEFORE.test(text.slice(Math.max(0, hit.start - 24), hit.start))) return false;
  if (hit.phrase === 'when' && ASKED_WHEN_BEFORE.test(text.slice(Math.max(0, hit.start - 24), hit.start))) return false;
  if (hit.phrase === 'when' && TIME_NOUN_BEFORE.test(text.slice(Math.max(0, hit.start - 12), hit.start))) return false;
  const before = text.slice(Math.max(0, hit.start - 6), hit.start).toLowerCase();
  if (/\b(?:even|as|only)\s+$/.test(before)) return false;
  const afterWords = text.slice(hit.end, hit.end + 12).toLowerCase();
  // "if any", "if so", "many, if not most": no condition on the statement
  // ("if any of the parts matches", "if any do not exist" are conditions; ", if any," is not)
  // ("If not all crates share …" opening a sentence is a condition)
  const opensSentence = opensSentenceAt(text, hit.start);
  if (hit.phrase === 'if' && /^\s+(?:any(?=\s*(?:[,.;:)]|$))|at all|ever)\b/.test(afterWords)) return false;
  if (hit.phrase === 'if' && !opensSentence && /^\s+not\s+(?:all|most|more|many|better|worse|the|a|an|always|entirely|impossible|never)\b/.test(afterWords)) return false;
  return true;
}

/** The condition at `hit` is that of the span's other case (", or `null` if …") whose result names none of the claim's words. */
function otherCaseOf(text: string, hit: PhraseHit, claimStems: Set<string>): boolean {
  if (!/,\s*(?:or|and|otherwise)\s/i.test(text)) return false;
  for (const m of text.matchAll(OTHER_CASE)) {
    const conditionStart = m.index! + m[0].length - m[2]!.length;
    if (hit.end > conditionStart || hit.start < m.index! || hit.end > m.index! + m[0].length) continue;
    return !tokenize(m[1]!).some((t) => t.kind === 'word' && !t.stop && claimStems.has(t.stem));
  }
  return false;
}
/** ", or `null` if no BOM is present", ", or undefined when none matches": another result ([1]) under its own condition ([2]). */
export const OTHER_CASE = /,\s*(?:or|and|otherwise)\s+([^,;:.!?]{1,40}?)\s+(?:if|when|whenever|where)\s+([^,;:!?]*?)(?=[,;:.!?]|$)/gi;
/** "both are set", "both `a` and `b` are given", "either is present": a condition that only says both sides are there. */
const BOTH_GIVEN = /^\s+(?:both|either)\b[^,.;:!?]{0,60}?\b(?:are|is)\s+(?:set|given|present|specified|provided|defined|passed|supplied|configured|used)\s*,/i;
/** A claim of which of two wins: "takes precedence over", "has priority over", "overrides". */
const PRECEDENCE_CLAIM = /\b(?:precedence|priority)\s+over\b|\boverrid(?:e|es|ing)\b|\boverrode\b/i;
/** A point in time right before ", when …" ("rewritten in 2019, when the old relay failed"): the clause says when, not under what condition. */
const DATED_BEFORE_COMMA = /(?:\b1[5-9]\d\d|\b20\d\d|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b|\b(?:ago|yesterday|the\s+\d{4}s|back\s+then)\b)[^\p{L}\p{N}]*(?:\s+\S+){0,2}?\s*,\s*$/u;

/** Verbs after which "if" means "whether" ("checks if the file exists", "asks the user if …"). */
export const ASKED_BEFORE = /(?:\b(?:check|test|verify|know|see|determine|decide|control|choose|record|describe|report|detect|show|specify|indicate|wonder|learn|note|log|find out|figure out|depend on|depends on)(?:s|es|ed|d|ing)?|\b(?:ask|tell|told)(?:s|ed|ing)?(?:\s+[\w']+){0,2})\s+$/i;
/** Verbs after which "when" asks which time ("decides when …"; not "logs when the disk is full", a condition). */
const ASKED_WHEN_BEFORE = /(?:\b(?:know|determine|decide|control|choose|specify|describe|wonder|learn|find out|figure out|depend on|depends on)(?:s|es|ed|d|ing)?|\b(?:ask|tell|told)(?:s|ed|ing)?(?:\s+[\w']+){0,2})\s+$/i;
/** Nouns of time before a relative "when" ("the time when", "the moment when"). */
const TIME_NOUN_BEFORE = /\b(?:time|times|moment|day|days|date|year|years|point|period|era|hour|instant)\s+$/i;
const DENIALS_AFTER_MODAL = new Set(['not', 'never']);
/** Verbs of choosing or wanting between a modal and the act ("may choose to update"): the act is what the modal qualifies. */
/** Verbs of weighing or trying that pass a modal on to the verb after them ("consider writing", "try to use"). */
const WEIGHING = new Set(['consider', 'try', 'attempt', 'start', 'begin']);
const CATENATIVES = new Set(['choose', 'decide', 'want', 'wish', 'opt', 'elect', 'prefer', 'try', 'attempt', 'like', 'need', 'have', 'able']);
/** Modals whose denial is still weaker than a prohibition or a flat denial ("should not", "may not"). */
const DENIABLE_MODALS = new Set(['should', 'ought', 'may']);
/** Prepositions the stop list leaves in: what a hedge sits on is the word after them. */
const PREPOSITIONS = new Set(['across', 'along', 'among', 'around', 'behind', 'beside', 'besides', 'beyond', 'despite', 'inside', 'near',
  'onto', 'outside', 'per', 'throughout', 'toward', 'towards', 'upon', 'via', 'within', 'without']);
/** An opening phrase of two to six words ended by the clause's pronoun subject instead of a comma ("On narrow builds it …"). */
export const PHRASE_BEFORE_PRONOUN = /^(?:\s+[^\s,.;:!?]+){1,6}?\s+(?=(?:it|they|we|you|he|she|there)\s)/i;
/** Phrases that limit a sentence when they open it, up to a comma ("Using X, …", "With this RFC, …", "On Windows, …"). */
// ("Before Python 3.3, …", "Prior to this RFC, …": what held until then, which the document usually changes)
export const OPENING_RESTRICTORS = ['using', 'with', 'without', 'under', 'on', 'for', 'within', 'until', 'during', 'in', 'before', 'prior to',
  'up until', 'up to', 'up to and including', 'as recently as', 'as late as', 'back in', 'through', 'throughout'];
/** What "In …," must name to limit what follows: a case, a mode, a version or a build ("In the `sync` case, …", "In Python 2.7, …"); not "In practice," or "In this PEP,". */
// (or another text than the document, whose words are not its own: "In Ada's rejected draft, …", "In the original proposal, …")
const IN_LIMIT = /\bcases?\b|\bmodes?\b|\bversions?\b|\bbuilds?\b|\breleases?\b|\b(?:packages?|modules?|librar(?:y|ies)|crates?|plugins?|folders?|director(?:y|ies)|production|development|staging)\b|`[^`]+`|[\p{L}\d_-]+\/(?=\s|$|`)|\b(?:drafts?|prototypes?|sketch|mock-?ups?|strawman|proof\s+of\s+concept|branch(?:es)?|forks?|legacy\s+[\p{L}-]+)\b|\b(?:earlier|original|old|older|previous|rejected|withdrawn|abandoned|competing|alternative|first|initial|superseded)\s+(?:[\p{L}'’-]+\s+)?(?:proposals?|designs?|PEPs?|RFCs?|implementations?|specifications?|plans?)\b/iu;
/** Names that limit "In …," too, read case-sensitively: a hyphenated or camel-cased name ("kettle-lite", "CPython"), a
 * platform or an implementation ("In Windows", "In PyPy"). */
const IN_LIMIT_NAME = /^\s*(?:the\s+)?(?:\p{Ll}[\p{L}\d]*[-_][\p{L}\d]+|\p{Lu}[\p{Ll}\d]*[\p{Lu}\d][\p{L}\d]*|Windows|Linux|macOS|FreeBSD|Unix|POSIX|Android|iOS|Node(?:\.js)?|Deno|Bun|browsers?)\b/u;
/** Words that name a period of a project's life ("the 0.x series", "the beta"). */
const PERIOD_WORDS = /\b(?:series|era|betas?|alphas?|pre-?releases?|previews?|incubation|early\s+(?:days|years|versions?|releases?))\b/i;
/** A version's figure ("Python 3", "2.7"), not a year ("In 2022 …": a date, which a claim about the past may leave out). */
const inVersion = (phrase: string) => /\d/.test(phrase.replace(/\b(?:1[5-9]|20)\d\d(?:s\b)?/g, ''));
/** What such an opening may say without limiting anything: a discourse marker or a hedge. */
const DISCOURSE_OPENERS = /^\s+(?:that(?:\s+said)?|this|(?:this|that)\s+in\s+mind|that\s+being\s+said|any\s+luck|luck|further\s+ado|the\s+(?:hood|covers)|(?:the\s+)?(?:one|other)\s+hand|(?:this|that)\s+motivation|regard\s+to\s+[^,]*|respect\s+to\s+[^,]*|(?:the\s+)?whole|balance|average|top\s+of\s+(?:that|this)|(?:the\s+)?(?:plus|minus)\s+side|purpose|occasion|reflection|the\s+contrary)\s*,$/i;
/**
 * What "For …," may open a sentence with without limiting what it says of: an example, a discourse marker, a reason or a
 * purpose ("For performance reasons, …", "For simplicity, …"), not the things it speaks of ("For CI objects, …").
 */
const FOR_DISCOURSE = /^\s+(?:(?:example|instance)\b[^,]*|now|starters|one(?:\s+thing)?|the\s+most\s+part|the\s+time\s+being|the\s+record|what\s+it['’]?s\s+worth|better\s+or\s+(?:for\s+)?worse|(?:more|further)\s+(?:information|details|discussion|background|context|examples?)|details|simplicity|clarity|brevity|completeness|convenience|consistency|readability|reference|comparison|illustration|context|background|(?:the\s+sake\s+of|reasons\s+of)\s+[\p{L}\s-]{1,30}|(?:[\p{L}-]+\s+){0,2}(?:reasons?|purposes?)|(?:this|that|these|those)\s+(?:reasons?|purposes?)|(?:(?:many|several|some|a\s+few|two|three|ten)\s+)?(?:years|decades|months)|a\s+(?:long\s+)?while|a\s+long\s+time|ages|(?:backwards?\s+)?compatibility|performance)\s*,$/iu;
/** What "Before …," may open a sentence with without limiting it: the writer's own steps ("Before we begin, …", "Before diving in, …"). */
const BEFORE_DISCOURSE = /^\s+(?:(?:reading|using|following|continuing\s+with)\s+(?:the\s+rest\s+of\s+)?(?:this|the)\s+(?:guide|document|page|section|tutorial|chapter|book|manual|proposal|pep|rfc)|(?:(?:we|i|you)\s+)?(?:begin(?:ning)?|start(?:ing)?|continu(?:e|ing)|proceed(?:ing)?|go(?:ing)?\s+(?:any\s+)?(?:further|on)|div(?:e|ing)\s+in(?:to\s+[^,]*)?|get(?:ting)?\s+(?:into|to)\s+[^,]*|anything\s+else|all\s+else|(?:we|i)\s+go\s+on|moving\s+on|going\s+into\s+[^,]*))\s*,$/i;
/** The words of an opening phrase after its first word: up to its comma, or to the clause's pronoun ("On narrow builds it …"). */
function openingPhrase(rest: string): string | undefined {
  // (a dot or colon inside a name does not end it: "Using the os.execv() functions, …", "Using std::fs::File, …")
  const phrase = /^(?:[^,.;:!?]|[.:](?=[\p{L}\p{N}_(*.:)])){1,80},/u.exec(rest) ?? PHRASE_BEFORE_PRONOUN.exec(rest);
  return phrase ? phrase[0].replace(/,$/, '') : undefined;
}
/** Nothing but quotes, brackets or emphasis marks stands between the start of a sentence and `at`. */
function opensSentenceAt(text: string, at: number): boolean {
  return /(?:^|[.;:!?]\s+)[\s"'(*_]*$/.test(text.slice(0, at));
}
/** Conditions whose words are the whole condition: nothing after them says which. */
const WHOLE_CONDITION_PHRASES = ['on error', 'on failure', 'on success', 'upon failure', 'upon success', 'in this case', 'in that case',
  'in such a case', 'in such cases', 'in these cases', 'in those cases'];
const WHOLE_CONDITIONS = new Set(WHOLE_CONDITION_PHRASES);
/** Conditions a claim may set on what it says ("If the tag is listed, it will be installed"). */
const CLAIM_CONDITIONS = ['if', 'when', 'whenever', 'unless', 'only if', 'only when', 'provided that', 'as long as', 'so long as', 'in case'];
/** Words by which a span ties one thing to another in time or as cause ("once", "after", "causes", "depends on"). */
const TIES = /\b(?:once|after|before|until|while|as\s+soon\s+as|each\s+time|every\s+time|given|only|otherwise|depends?\s+on|depending\s+on|because|since|due\s+to|caus(?:e|es|ed|ing)|leads?\s+to|led\s+to|results?\s+in|resulted\s+in|trigger(?:s|ed|ing)?)\b/i;

/**
 * A claim that sets a condition on what it says ("If the tag is listed, then it will be installed") states that one
 * depends on the other; a span with none of a condition, a time or a cause to tie them together has the words, not
 * the dependency. The claim's condition word, or undefined.
 */
export function conditionUnstated(claimText: string, spanText: string): string | undefined {
  const own = findPhrases(claimText, CLAIM_CONDITIONS).find((h) => limitsHere(claimText, h));
  if (!own) return undefined;
  // the span has the same words after the same condition word, as code or prose ("with `if let`"): the claim's own
  const next = quoteWords(claimText.slice(own.end)).slice(0, 2).map((w) => w.word).join(' ');
  if (next !== '' && new RegExp(`\\b${escapeRegExp(own.phrase)}\\W+${next.split(' ').map(escapeRegExp).join('\\W+')}\\b`, 'i').test(spanText)) return undefined;
  if (findPhrases(spanText, CONDITIONS).some((h) => limitsHere(spanText, h)) || TIES.test(spanText) || invertedConditions(spanText).length > 0) return undefined;
  return own.surface;
}

/** Conditions that limit when a statement holds. */
const CONDITIONS = ['unless', 'except', 'excepting', 'with the exception of', 'with the exception that', 'apart from', 'aside from', 'save for', 'barring',
  'leaving aside', 'setting aside', 'excluding', 'other than', 'besides', 'with one exception', 'with a single exception', 'only if', 'only when', 'provided that', 'providing that',
  'as long as', 'so long as', 'if', 'when', 'whenever', 'once', 'assuming that', 'in case', 'in the case where', 'in the case that', 'in the event that', 'otherwise', 'in the event of', 'in which case',
  'in the case of',
  'in the unlikely event that', 'in the rare event that', 'in the unlikely case that', 'in the rare case that', 'at least in', 'at least for', 'at least on', 'at least when',
  ...WHOLE_CONDITION_PHRASES, ...OPENING_RESTRICTORS];
/** "Besides X," before a clause of none or all: an exception, not an addition. */
const BESIDES_EXCEPTING = /^[^,.;:]{1,80},\s*(?:no|none|nothing|nobody|no\s+one|every|everything|everyone|all|each|any)\b/i;
/** Most of the claim's words stand in the exception a phrase like "with one exception:" introduces. */
function statesTheException(text: string, from: number, claimStems: Set<string>): boolean {
  const colon = /^\s*:/.exec(text.slice(from));
  if (!colon) return false;
  const exception = contentStems(tokenize(text.slice(from + colon[0].length).split(/[.;!?](?:\s|$)/, 1)[0]!));
  const shared = [...claimStems].filter((s) => exception.has(s)).length;
  return shared * 2 >= claimStems.size;
}
/** A hedging modal written with "n't" ("mightn't"): the modal itself is the hedge. */
const CONTRACTED_MODALS = new Map([["mightn't", 'might']]);
function contractedModals(tokens: Token[]): PhraseHit[] {
  const out: PhraseHit[] = [];
  for (const t of tokens) {
    const modal = CONTRACTED_MODALS.get(t.norm);
    if (modal) out.push({ phrase: modal, surface: t.text, start: t.start, end: t.end });
  }
  return out;
}
/** The claim hedges the same way (its own "might", or "might" in "mightn't"). */
function claimHasModal(claimText: string, modal: string): boolean {
  return findPhrases(claimText, singlePhrase(modal)).length > 0 || new RegExp(`\\b${modal}n['’]t\\b`, 'i').test(claimText);
}

/** "must not" forbids; "need not", "don't have to" only lift an obligation: one does not carry the other. */
const PROHIBITIONS = ['must not', "mustn't", 'shall not', "shan't", 'may not', 'is not allowed to', 'are not allowed to', 'is forbidden to', 'are forbidden to'];
const NO_OBLIGATION = ['need not', "needn't", 'not need to', "n't need to", 'not have to', "n't have to", 'not required to', "n't required to",
  'not obliged to', "n't obliged to", 'not necessary to', "n't necessary to", 'optional'];

/** The claim forbids what the span only does not require, or the other way round: the span's words, or undefined. */
export function deonticMismatch(claimText: string, passage: PassageProfile): Hedge | undefined {
  for (const [mine, theirs] of [[PROHIBITIONS, NO_OBLIGATION], [NO_OBLIGATION, PROHIBITIONS]] as const) {
    if (findPhrases(claimText, mine).length === 0 || findPhrases(claimText, theirs).length > 0) continue;
    const hit = findPhrases(passage.text, theirs)[0];
    const next = hit && passage.tokens.find((t) => t.start >= hit.end && t.kind === 'word' && !t.stop);
    if (hit && next) return { ...hit, next };
  }
  return undefined;
}

/**
 * The claim says "a" or "an" where the span says "some", before the very same words, written the same (a span's "some"
 * before one thing is then an indefinite article: "Without some reasonable strategy" / "Without a reasonable strategy";
 * not "some crates" / "a crate", a plural made one).
 */
function indefiniteInPlace(claimText: string, spanText: string, someEnd: number): boolean {
  const words = (text: string) => tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number');
  const after = words(spanText.slice(someEnd)).slice(0, 3).map((t) => t.norm);
  if (after.length < 2 || after[0] === 'of') return false;
  const claim = words(claimText);
  return claim.some((t, i) => (t.norm === 'a' || t.norm === 'an') && after.every((w, k) => claim[i + 1 + k]?.norm === w));
}

/** A report of a claim, a restricted share or an estimate, over a word the claim states without any of them; or undefined. */
function reportedOrRestricted(claimText: string, passage: PassageProfile, words: Token[], claimStems: Set<string>): Hedge | undefined {
  const reported = [...findPhrases(passage.text, REPORTED), ...othersHold(passage.text)];
  for (const hit of [...reported, ...findPhrases(passage.text, RESTRICTING)]) {
    if (findPhrases(claimText, singlePhrase(hit.phrase)).length > 0) continue;
    // ("certain signals" for "some signals"; "in some cases" is a hedge of how often, read with the others)
    if (!reported.includes(hit) && (findPhrases(claimText, RESTRICTING_KEPT).length > 0 ||
      (/\bin\s+$/i.test(passage.text.slice(Math.max(0, hit.start - 4), hit.start)) && /^\s+(?:cases|situations|instances)\b/i.test(passage.text.slice(hit.end))))) continue;
    // (a claim that reports too keeps the report: "…, the PEP argues", "the authors believe …")
    if (reported.includes(hit) && CLAIM_REPORTS.test(claimText)) continue;
    const reach = reported.includes(hit) && COMPLEMENT_STANCE.test(hit.phrase) ? clauseWords(passage.text, words, hit.end)
      : words.filter((t) => t.start >= hit.end && !t.stop).slice(0, QUALIFIED_REACH);
    const next = reach.find((t) => claimStems.has(t.stem));
    // ("Without some reasonable strategy" / "Without a reasonable strategy": "some" before one thing is the claim's "a")
    if (next && hit.phrase === 'some' && indefiniteInPlace(claimText, passage.text, hit.end)) continue;
    // ("another generalization" is "some other generalization")
    const otherOf = hit.phrase === 'some' ? /^\s+other\s+([\p{L}\p{N}_-]+)/u.exec(passage.text.slice(hit.end))?.[1] : undefined;
    if (next && otherOf && new RegExp(`\\banother\\s+${escapeRegExp(otherOf)}\\b`, 'iu').test(claimText)) continue;
    if (next) return { ...hit, surface: passage.text.slice(hit.start, next.end), end: next.end, next, ...(reported.includes(hit) ? { kind: 'reported' as const } : {}) };
  }
  // a share of the things the subject names ("Few …", "A minority of …", "Half of the …", "30% of …", "Only declarative
  // …"), over a claim that does not say that share
  const claimFlat = claimText.toLowerCase().replace(/\s+/g, ' ');
  {
    const share = SHARE_OF_SUBJECT.exec(passage.text);
    // (a figure against a claim with a figure or a fraction of its own is the quantity checks' to judge: "35% of" / "just
    // over a third of")
    const said = share && (claimFlat.includes(share[0].replace(/^[\s.;:,"'(*_]+/, '').trim().toLowerCase().replace(/\s+/g, ' ')) ||
      // (a share in other words: "most" for "the majority of", "many" for "a lot of")
      (/\b(?:most|majority|many|lot|lots)\b/i.test(share[0]) && /\b(?:most|majority|many|lot|lots|some|several|few)\b/i.test(claimText)) ||
      (/\d/.test(share[0]) && /\d|\b(?:half|third|quarter|fifth|tenth|percent)s?\b/i.test(claimText)));
    if (share && !said) {
      const at = share.index + share[0].length - 1;
      const next = words.filter((t) => t.start >= at && !t.stop).slice(0, QUALIFIED_REACH).find((t) => claimStems.has(t.stem));
      if (next) {
        const start = share.index + share[0].search(/[\p{L}\d]/u);
        return { phrase: share[0].trim().toLowerCase(), surface: passage.text.slice(start, next.end), start, end: next.end, next };
      }
    }
  }
  // a share of what a phrase inside the sentence names ("removes most of the user's need", "In most contexts where …",
  // "many callers"), over a claim that says no share of its own
  if (!SHARE_SAID.test(claimText)) {
    for (const m of passage.text.matchAll(SHARE_INSIDE)) {
      const at = m.index! + m[0].length;
      const after = words.filter((t) => t.start >= at && !t.stop);
      // (a bare "most", "much", "many" is a share only of the noun right after it, which the claim says: not "much faster",
      // "most common", nor "many times" before a word of the claim)
      const bare = !/\bof$/i.test(m[0]);
      if (bare && (after[0] === undefined || posTags(passage.text).get(after[0].start) !== 'n')) continue;
      const next = bare ? (claimStems.has(after[0]!.stem) ? after[0] : undefined) : after.slice(0, 3).find((t) => claimStems.has(t.stem));
      if (next) return { phrase: m[0].toLowerCase().replace(/\s+/g, ' '), surface: passage.text.slice(m.index!, next.end), start: m.index!, end: next.end, next };
    }
  }
  // a stance, unless the claim uses one of its own words ("proposes", "considered", "hypothesis")
  const claimWords = tokenize(claimText);
  const claimWordStems = new Set(claimWords.map((t) => t.stem));
  // (a denial of the stance is not its own word: "won't guarantee" is kept by "guarantee", not by a claim's "not")
  // (a stance's modal is no word of its own where it has another: "may be useful to add" is not kept by the claim's "may
  // use" elsewhere, only by "useful")
  const claimOwn = (phrase: string) => {
    const own = tokenize(phrase).filter((t) => t.kind === 'word' && !t.stop && !/^(?:not|no|n['’]t|cannot|won['’]t|can['’]t|don['’]t|doesn['’]t|didn['’]t)$/.test(t.norm));
    const distinctive = own.filter((t) => !MODAL_WORDS.has(t.norm));
    return (distinctive.length > 0 ? distinctive : own).some((t) => FUL_OR_LESS.test(t.norm)
      // (an adjective in -ful or -less is not its verb, though the stems meet: "useful" is not kept by "use")
      ? claimWords.some((w) => w.norm === t.norm || w.norm === `${t.norm}ly`)
      : claimStems.has(t.stem) || claimWordStems.has(t.stem));
  };
  for (const hit of findPhrases(passage.text, STANCES)) {
    // ("was meant to ship in 1.0 but was dropped" is not kept by "is intended to ship": an aim of the past is not one of now)
    const pastAim = /^(?:was|were) /.test(hit.phrase) && PRESENT_AIM.test(claimText) && !PAST_AIM.test(claimText);
    // ("used to" is kept by the claim's "used to", not by its "uses": a habit of the past is not one of now)
    if (!pastAim && ((hit.phrase === 'used to' ? /\bused\s+to\b/i.test(claimText) : claimOwn(hit.phrase)) || stanceKeptInOtherWords(hit.phrase, claimText))) continue;
    // ("is used to validate": a purpose, not a habit)
    if (hit.phrase === 'used to' && /\b(?:is|are|was|were|be|been|being|gets?|got)\s+$/i.test(passage.text.slice(0, hit.start))) continue;
    // ("The historically slow resolver": an adverb of the adjective after a determiner, not of the statement)
    if (/^(?:historically|traditionally|originally|previously|formerly)$/.test(hit.phrase) && /\b(?:the|a|an|its|their|this|that|our|his|her)\s+$/i.test(passage.text.slice(0, hit.start))) continue;
    // (a stance over a clause — a hope, a belief, a proposal "that …" or "to …" — holds to the clause's end: "I hope to have a
    // platform which will allow us to gather data for finalizing the catalog")
    const reach = COMPLEMENT_STANCE.test(hit.phrase) ? clauseWords(passage.text, words, hit.end) : words.filter((t) => t.start >= hit.end && !t.stop).slice(0, QUALIFIED_REACH + 2);
    const next = reach.find((t) => claimStems.has(t.stem));
    if (next) return { ...hit, surface: passage.text.slice(hit.start, next.end), end: next.end, next, kind: 'stance', ...(pastAim ? { past: true as const } : {}) };
  }
  // what someone knows of, however the knower is named ("To the RFC authors knowledge, no other language …"); what
  // only helps to bring something about ("would help ensure the success" is no guarantee of it)
  for (const [pattern, own] of [[KNOWLEDGE_STANCE, 'knowledge'], [HELP_STANCE, 'help']] as const) {
    if (claimOwn(own)) continue;
    for (const m of passage.text.matchAll(pattern)) {
      const end = m.index! + m[0].length;
      const next = words.filter((t) => t.start >= end && !t.stop).slice(0, QUALIFIED_REACH + 2).find((t) => claimStems.has(t.stem));
      if (next) return { phrase: m[0].toLowerCase().replace(/\s+/g, ' ').trim(), surface: passage.text.slice(m.index!, next.end), start: m.index!, end: next.end, next, kind: 'stance' };
    }
  }
  // an expectation or belief of someone's about what the claim states plainly ("mentioned they expected X to be slower")
  // (kept by a claim that keeps a stance of that kind in any of its words: "think" for "believe", "likely")
  const keepsExpectation = claimWords.some((w) => EXPECTING_STEMS.has(w.stem));
  for (const m of keepsExpectation ? [] : passage.text.matchAll(EXPECTATION_STANCE)) {
    // ("is expected to" and the like are read with the stances above; a passive "was believed by" is no stance of this kind)
    // (nor "the expected result is …": an adjective before its noun)
    if (/\b(?:is|are|was|were|be|been|being|the|a|an|this|that|its|their|our|his|her)\s+$/i.test(passage.text.slice(0, m.index!))) continue;
    const end = m.index! + m[0].length;
    const reach = clauseWords(passage.text, words, m.index! + m[1]!.length);
    const next = reach.find((t) => t.start >= m.index! + m[1]!.length && claimStems.has(t.stem));
    if (next) return { phrase: m[1]!.toLowerCase(), surface: `${m[0].trim()} ${/^\S*/.exec(passage.text.slice(end))![0]}`.trim(), start: m.index!, end: Math.max(end, next.end), next, kind: 'stance' };
  }
  // "once" of a time before now ("Orbix once supported …", "was once the default"), as "formerly"
  if (/\bonce\b/i.test(passage.text) && !stanceKeptInOtherWords('once', claimText)) {
    for (const m of passage.text.matchAll(ONCE_FORMERLY)) {
      const start = m.index! + m[0].search(/once/i);
      // (after a name or a noun, not after a verb: "The server restarts once configured" is the conjunction)
      const before = words.filter((t) => t.end <= start).pop();
      if (/^once/i.test(m[0]) && before && posTags(passage.text).get(before.start) === 'v') continue;
      const end = start + 4;
      const next = words.filter((t) => t.start >= end && !t.stop).slice(0, QUALIFIED_REACH + 2).find((t) => claimStems.has(t.stem));
      if (next) return { phrase: 'once', surface: passage.text.slice(start, next.end), start, end: next.end, next, kind: 'stance' };
    }
  }
  // a sentence that opens with a time before now, up to its comma ("Earlier, …", "At the time, …", "Pre-2.0, …")
  if (!PAST_OPENING_KEPT.test(claimText)) {
    for (const m of passage.text.matchAll(PAST_OPENING)) {
      const start = m.index! + m[0].search(/\p{L}/u);
      const end = m.index! + m[0].length;
      const next = words.filter((t) => t.start >= end && !t.stop).slice(0, QUALIFIED_REACH + 2).find((t) => claimStems.has(t.stem));
      if (next) return { phrase: 'formerly', surface: passage.text.slice(start, next.end), start, end: next.end, next, kind: 'stance' };
    }
  }
  // (whose roadmap it is names no limit of its own: "is on the Orbix roadmap" is not kept by a claim that names Orbix)
  const limitsAfter = [...passage.text.matchAll(LIMITS_AFTER)].map((m) => ({ phrase: m[0].toLowerCase().replace(/\s+/g, ' ').replace(/^((?:is|are) on the )[\w-]+ (roadmap)$/, '$1$2'),
    surface: m[0], start: m.index!, end: m.index! + m[0].length }));
  // (a claim with a limit of the same kind of its own says which one: "… kqueue on macOS" of "… epoll on Linux and kqueue on macOS")
  const claimLimits = [...claimText.matchAll(LIMITS_AFTER)].length > 0;
  const stancesAfter = findPhrases(passage.text, STANCES_AFTER);
  for (const hit of [...stancesAfter, ...(claimLimits ? [] : limitsAfter)]) {
    // (a limit is kept by its own first word, not by the name it limits: "in nightly Rust" is not kept by a claim about Rust)
    const kept = stancesAfter.includes(hit) ? claimOwn(hit.phrase) : claimOwn(tokenize(hit.phrase).find((t) => t.kind === 'word' && !t.stop)?.text ?? hit.phrase);
    if (kept || claimFlat.includes(hit.phrase)) continue;
    // (back to the start of its sentence, or of its own clause: "…, and ARM support is on the roadmap")
    const sentenceStart = Math.max(passage.text.slice(0, hit.start).search(/[^.!?;]*$/),
      ...[...passage.text.slice(0, hit.start).matchAll(/,\s*(?:and|but|while|whereas)\s+/g)].map((m) => m.index! + m[0].length));
    const limited = words.filter((t) => t.end <= hit.start && t.start >= sentenceStart && !t.stop).slice(-STANCE_REACH_BACK);
    const before = limited.find((t) => claimStems.has(t.stem));
    // (a clause that names mostly other things is about them: "ARM support is on the roadmap" limits ARM, not Windows)
    if (before && sentenceStart > 0 && 2 * limited.filter((t) => claimStems.has(t.stem)).length <= limited.length) continue;
    if (before) return { ...hit, start: before.start, surface: passage.text.slice(before.start, hit.end), next: before, kind: stancesAfter.includes(hit) ? 'stance' : 'limit' };
  }
  if (findPhrases(claimText, ESTIMATE_HEADS).length === 0) {
    for (const hit of findPhrases(passage.text, ESTIMATE_HEADS)) {
      const before = words.filter((t) => t.end <= hit.start && !t.stop).pop();
      if (before && claimStems.has(before.stem) && /^\s*$/.test(passage.text.slice(before.end, hit.start))) {
        return { ...hit, start: before.start, surface: passage.text.slice(before.start, hit.end), next: before };
      }
    }
  }
  return undefined;
}

export function isQuantifierGroup(group: string): boolean {
  return QUANTIFIER_GROUPS.has(group);
}

// ---------- terms ----------

function isEntitySurface(surface: string, firstWord: boolean): boolean {
  if (isAscii(surface)) {
    // the same test over ASCII letters: an uppercase letter after the first letter, or opening a word that is not first
    let first = true;
    for (let i = 0; i < surface.length; i++) {
      const c = surface.charCodeAt(i);
      const upper = c >= 65 && c <= 90;
      if (!upper && !(c >= 97 && c <= 122)) continue;
      if (upper && (!first || !firstWord)) return true;
      first = false;
    }
    return false;
  }
  const letters = surface.replace(/[^\p{L}]/gu, '');
  if (letters.length === 0) return false;
  if (/\p{Lu}/u.test(letters.slice(1))) return true; // CamelCase, ACRONYM, ACL-Verbatim
  return !firstWord && /^\p{Lu}/u.test(letters);
}

/** False when no term of the text can be an entity: isEntitySurface needs an uppercase letter that does not open the text. */
export function mayNameEntity(text: string): boolean {
  return /\p{Lu}/u.test(text.slice(1));
}

export function splitCompound(norm: string): string[] {
  return norm.split('-').filter((p) => p.length > 0);
}

interface WordGroup {
  tokens: Token[];
  start: number;
  end: number;
}

const isWordOrNumber = (t: Token) => t.kind === 'word' || t.kind === 'number';

/** tokens[i + 2] is joined to tokens[i] by a hyphen right between them ("index-based"). */
function hyphenJoinsNext(tokens: Token[], i: number): boolean {
  if (i + 2 >= tokens.length) return false;
  const dash = tokens[i + 1]!;
  const next = tokens[i + 2]!;
  return dash.start === tokens[i]!.end && next.start === dash.end && /^[-\u2010\u2011]$/.test(dash.text) && isWordOrNumber(next);
}

/** The word group starting at tokens[i] (a word or number): it and every token hyphens join on to it. */
function groupFrom(tokens: Token[], i: number): WordGroup {
  const group: WordGroup = { tokens: [tokens[i]!], start: tokens[i]!.start, end: tokens[i]!.end };
  for (let k = i; hyphenJoinsNext(tokens, k); k += 2) {
    group.tokens.push(tokens[k + 2]!);
    group.end = tokens[k + 2]!.end;
  }
  return group;
}

/** Word/number tokens, with hyphen-joined runs ("index-based", "ACL-Verbatim") merged into one group. */
function wordGroups(tokens: Token[]): WordGroup[] {
  const groups: WordGroup[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (!isWordOrNumber(tokens[i]!)) continue;
    const group = groupFrom(tokens, i);
    groups.push(group);
    i += 2 * (group.tokens.length - 1);
  }
  return groups;
}

function groupParts(group: WordGroup): string[] {
  const parts: string[] = [];
  for (const t of group.tokens) {
    if (!t.norm.includes('-')) {
      parts.push(t.stem); // one piece (or none): the token's own stem
      continue;
    }
    const pieces = splitCompound(t.norm);
    if (pieces.length > 1) parts.push(...pieces.map((p) => stem(p)));
    else parts.push(t.stem);
  }
  return parts;
}

function groupJoined(group: WordGroup): string {
  return group.tokens.map((t) => t.norm.replace(/-/g, '')).join('');
}

/** Content terms of a text: non-stopword words and compounds outside the given excluded ranges. */
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had']);

/** A denial right before a word, past one adverb ("not used", "no longer used", "never really used"). */
const DENIED_RIGHT_BEFORE = /\b(?:not|no|never|longer|nor|without|n['’]t)\s+(?:\p{L}+ly\s+)?$/iu;

/** Reporting verbs that, as a passive participle, are an act of their own ("the warning is shown"; not "shown that …"). */
const PASSIVE_ACT_FORMS = new Set(['shown']);
const NOT_AN_ACT_AFTER = new Set(['that', 'to', 'in', 'by', 'below', 'above', 'here', 'earlier', 'later']);

/** "The warning is shown when …": after an auxiliary, "shown" is what happens to the subject, not a frame around it. */
function passiveAct(tokens: Token[], i: number, norm: string): boolean {
  if (!PASSIVE_ACT_FORMS.has(norm)) return false;
  const before = wordBeforeIndex(tokens, i);
  const after = tokens.slice(i + 1).find((t) => t.kind === 'word' || t.kind === 'punct');
  if (before !== undefined && (AUXILIARIES.has(before) || before === 'get' || before === 'gets' || before === 'got')) {
    return after === undefined || after.kind === 'punct' || !NOT_AN_ACT_AFTER.has(after.norm);
  }
  // a gapped passive, "… can be dissolved and the archive shown once …": a passive earlier in the sentence, and the
  // participle ends its clause
  const passiveBefore = tokens.slice(0, i).some((t, k, all) => t.kind === 'word' && PASSIVE_AUXILIARIES.has(t.norm) &&
    all.slice(k + 1).find((x) => x.kind === 'word')?.norm.endsWith('ed') === true);
  return passiveBefore && (after === undefined || after.kind === 'punct' || CLAUSE_OPENERS.has(after.norm));
}
/**
 * "crates.io shows known vulnerabilities", "The dialog showed a warning": "shows" with a thing shown, said of a subject
 * that is not a source of findings, is the act itself ("displays"), not a frame round a statement ("The study shows that
 * …", "Results show improved recall", "The log shows the cache is stale").
 */
function actOfShowing(tokens: Token[], i: number, norm: string): boolean {
  if (norm !== 'shows' && norm !== 'showed') return false;
  const after = tokens.slice(i + 1).filter((t) => t.kind === 'word' || t.kind === 'punct');
  if (after[0] === undefined || after[0].kind !== 'word' || NOT_A_THING_SHOWN.has(after[0].norm)) return false;
  // (a statement with its "that" left out: a finite verb before the clause ends)
  const clauseEnd = after.findIndex((t) => t.kind === 'punct');
  if (after.slice(1, clauseEnd < 0 ? 6 : Math.min(clauseEnd, 6)).some((t) => FINITE_VERB_AFTER_OBJECT.has(t.norm))) return false;
  let j = i;
  while (j > 0 && SHOWING_ADVERBS.has(tokens[j - 1]!.norm)) j--;
  const before = wordBeforeIndex(tokens, j);
  return before !== undefined && !AUXILIARIES.has(before) && !FRAME_STEMS.has(stem(before)) && !REPORTING_SUBJECTS.has(before) && !FINDINGS_SOURCES.has(before);
}
const SHOWING_ADVERBS = new Set(['already', 'also', 'still', 'now', 'then', 'again', 'often', 'always', 'never', 'even', 'only', 'just', 'further', 'thus']);
/** What follows a reporting "shows" that opens a statement or a question, not a thing shown. */
const NOT_A_THING_SHOWN = new Set(['that', 'how', 'what', 'whether', 'why', 'which', 'who', 'when', 'where', 'if', 'no', 'not', 'little', 'signs', 'evidence']);
/** Finite verbs that, a few words after "shows", make what follows a statement: "shows the cache is stale". */
const FINITE_VERB_AFTER_OBJECT = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'can', 'could', 'will', 'would', 'does', 'do', 'did', 'may', 'might', 'must']);
/** Subjects whose "shows" reports a finding ("The data show …"), besides the framing words and reporting subjects. */
const FINDINGS_SOURCES = new Set(['data', 'analysis', 'analyses', 'experiment', 'experiments', 'figure', 'table', 'evidence', 'benchmark',
  'benchmarks', 'measurement', 'measurements', 'test', 'tests', 'review', 'example', 'examples', 'graph', 'chart', 'plot', 'profile', 'history',
  'experience', 'log', 'logs', 'output', 'it', 'this', 'which', 'that']);
const PASSIVE_AUXILIARIES = new Set(['be', 'been', 'is', 'are', 'was', 'were']);
const CLAUSE_OPENERS = new Set(['once', 'when', 'if', 'after', 'before', 'until', 'unless', 'while', 'and', 'but']);

/** The lower-case word before token `i` (skipping adverbs ending in -ly), or undefined. */
function wordBeforeIndex(tokens: Token[], i: number): string | undefined {
  let j = i - 1;
  while (j >= 0 && tokens[j]!.kind === 'word' && tokens[j]!.norm.endsWith('ly') && tokens[j]!.norm.length > 3) j--;
  return j >= 0 && tokens[j]!.kind === 'word' ? tokens[j]!.norm : undefined;
}

let stopStemSet: Set<string> | undefined;
function stopStems(): Set<string> {
  stopStemSet ??= new Set([...STOPWORDS].map((w) => stem(w)));
  return stopStemSet;
}

/**
 * A word capitalised in the middle of a sentence, after a word or a slash (not after a stop, a colon, a quote or a
 * bracket, nor "I"): a name, even where it is spelt like a function word ("From", "Into", "As").
 */
function capitalisedName(text: string, t: Token): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(t.text) || t.norm === 'i' || /[`*_]/.test(text[t.start - 1] ?? '') || /[`*_]/.test(text[t.end] ?? '')) return false;
  const before = text.slice(Math.max(0, t.start - 3), t.start);
  if (!/(?:\p{L}[\s,]+|\/)$/u.test(before) || /[.!?:;"“‘'(\[]\s*$/u.test(before)) return false;
  // (named as a thing of code: "the From trait", "the From/Into traits", "the As keyword"; "the Inside Rust post" is a
  // title, which a source may write in lower case)
  return CODE_KIND_AFTER.test(text.slice(t.end, t.end + 40));
}
/**
 * A function word written in capitals inside a sentence that is not itself in capitals ("defined through AND", "the OR
 * operator"): an operator's or a keyword's name. Not RFC 2119's words ("MUST NOT", "MAY"), read as requirement levels.
 */
function operatorInCapitals(text: string, t: Token): boolean {
  if (!/^\p{Lu}{2,}$/u.test(t.text) || REQUIREMENT_CAPITALS.has(t.text)) return false;
  const before = /(\p{L}+)[^\p{L}]*$/u.exec(text.slice(Math.max(0, t.start - 30), t.start))?.[1];
  const after = /^[^\p{L}]*(\p{L}+)/u.exec(text.slice(t.end, t.end + 30))?.[1];
  const shouted = (w: string | undefined) => w !== undefined && w.length > 1 && /^\p{Lu}+$/u.test(w);
  return before !== undefined && !shouted(before) && !shouted(after);
}
const REQUIREMENT_CAPITALS = new Set(['MUST', 'SHALL', 'SHOULD', 'MAY', 'NOT', 'REQUIRED', 'RECOMMENDED', 'OPTIONAL']);
/** A noun of a kind of code thing after a name, perhaps past a slash and another name ("/Into traits"). */
const CODE_KIND_AFTER = /^(?:\/\p{Lu}\p{L}*)*\s+(?:traits?|types?|macros?|functions?|methods?|class(?:es)?|modules?|structs?|enums?|keywords?|attributes?|operators?|variants?|constructors?)\b/u;
/**
 * Where a claim's closing clause adds a source of its own ("…, as a user survey showed", "…, according to several
 * benchmarks"): an unnamed study the claim brings in, whose words are what it adds, not a frame; else Infinity.
 */
function addedSourceFrom(text: string): number {
  const m = ADDED_SOURCE.exec(text);
  return m ? m.index : Infinity;
}
const ADDED_SOURCE = /,\s*(?:as|according\s+to)\s+(?:a|an|one|several|some|many|two|three|various|recent|later|internal|independent|user|early)\s[^,;.!?]*[.!?]?["')\]]*\s*$/i;

function termsOf(text: string, tokens: Token[], excluded: Array<{ start: number; end: number }>, raw = text): Term[] {
  let addedSource: number | undefined; // where a closing ", as a survey showed" starts, read once when a frame word asks
  const excludedCover = rangeCover(excluded);
  const terms: Term[] = [];
  const seen = new Set<string>();
  const seenSurfaces = new Map<string, string[]>();
  const groups = wordGroups(tokens);
  let tokenAt = 0; // the first token of the current group: groups come in text order
  for (let index = 0; index < groups.length; index++) {
    const group = groups[index]!;
    while (tokenAt < tokens.length && tokens[tokenAt]!.start < group.start) tokenAt++;
    if (excludedCover.overlaps(group)) {
      // a name joined to its number ("Latin-1", "GPT-4") is still a name: the number is checked as a number, the name as a word
      for (const t of group.tokens) {
        if (t.kind !== 'word' || t.stop || FUNCTION_WORDS.has(t.norm) || excluded.some((r) => r.start < t.end && t.start < r.end) || seen.has(t.stem)) continue;
        seen.add(t.stem);
        const entity = isEntitySurface(t.text, index === 0 && t === group.tokens[0]);
        // (the group's last word, with the word after it: "single-page application" is not the name "Page Application")
        const following = t === group.tokens[group.tokens.length - 1] ? tokens.find((u) => u.start >= group.end) : undefined;
        const next = following?.kind === 'word' && text.slice(group.end, following.start) === ' ' ? following.stem : undefined;
        terms.push({ surface: t.text, start: t.start, end: t.end, key: t.stem, parts: [t.stem], entity, generic: false, frame: false,
          weight: entity ? WEIGHT.entity : WEIGHT.term, ...(next !== undefined ? { next } : {}) });
      }
      continue;
    }
    const compound = group.tokens.length > 1 || group.tokens[0]!.norm.includes('-');
    const only = group.tokens[0]!;
    // a function word capitalised inside a sentence is a name ("the From/Into traits", "the Default trait"): matched by
    // its own spelling, as a name
    if (!compound && only.kind === 'word' && (only.stop || FUNCTION_WORDS.has(only.norm)) && (capitalisedName(raw, only) || operatorInCapitals(raw, only)) && !seen.has(only.norm)) {
      seen.add(only.norm);
      terms.push({ surface: only.text, start: only.start, end: only.end, key: only.norm, parts: [only.norm], entity: true, generic: false, frame: false, weight: WEIGHT.entity });
      continue;
    }
    if (!compound && (only.stop || only.kind === 'number' || (FUNCTION_WORDS.has(only.norm) && !passiveAct(tokens, tokenAt, only.norm) && !actOfShowing(tokens, tokenAt, only.norm)))) continue;
    // ("Notably, …", "Importantly, …": an adverb that opens the sentence, set off by its comma, only marks the writer's
    // argument; before an adjective it is a degree, "notably slower", and a word of the claim)
    if (!compound && tokenAt === 0 && SENTENCE_MARKERS.has(only.norm) && tokens[1]?.text === ',') continue;
    // ("in order to" is "to": "order" there names nothing)
    if (!compound && only.norm === 'order' && wordBeforeIndex(tokens, tokenAt) === 'in' && /^(?:to|for|that)$/.test(tokens[tokenAt + 1]?.norm ?? '')) continue;
    // ("… other kinds of plugins as well.": "as well" at a clause's end is "too", a function word; "as well as" is "and")
    if (!compound && only.norm === 'well' && wordBeforeIndex(tokens, tokenAt) === 'as' && (tokens[tokenAt + 1] === undefined || tokens[tokenAt + 1]!.kind === 'punct')) continue;
    // ("used this way", "treated that way": a manner that points back, as a pronoun does, not a word of the claim's own)
    if (!compound && only.norm === 'way' && /^(?:this|that)$/.test(wordBeforeIndex(tokens, tokenAt) ?? '') && !/^(?:of|to|for)$/.test(tokens[tokenAt + 1]?.norm ?? '')) continue;
    let parts = groupParts(group);
    let key = compound ? groupJoined(group) : parts[0]!;
    // a name whose stem is a function word's ("DoS" → "do") is matched by its own spelling, never by "does"
    if (!compound && stopStems().has(key) && /[A-Z]/.test(only.text.slice(1))) {
      key = only.norm;
      parts = [only.norm];
    }
    // an irregular verb form used as another word ("the left window", "a found object") keeps its own spelling
    if (!compound && IRREGULAR_FORMS.has(only.norm) && posTags(text).get(only.start) !== 'v') {
      key = only.norm;
      parts = [only.norm];
    }
    const surface = text.slice(group.start, group.end);
    // (a word the stemmer makes one key with another of the claim's, but another word, is a term of its own: "the weak
    // references … the referent")
    if (!key || (seen.has(key) && !(!compound && (seenSurfaces.get(key) ?? []).every((other) => anotherWordOfStem(surface.toLowerCase(), other))))) continue;
    seen.add(key);
    if (!compound) seenSurfaces.set(key, [...(seenSurfaces.get(key) ?? []), surface.toLowerCase()]);
    const entity = isEntitySurface(surface, index === 0);
    let generic = !entity && parts.every((p) => VAGUE_STEMS.has(p));
    // "was written", "was used", "has worked": after an auxiliary a framing verb is the claim's own predicate
    const before = wordBeforeIndex(tokens, tokenAt);
    const after = tokens[tokenAt + 2 * (group.tokens.length - 1) + 1];
    // ("the resulting value": a participle before its noun says which value, it reports nothing)
    const attributive = !compound && /ing$/.test(group.tokens[0]?.norm ?? '') && after?.kind === 'word' && !after.stop;
    // ("it works in two steps", "X results in Y": the claim's own act, not a study's work or results)
    const ownAct = !compound && ((ACT_NOT_FRAME.has(key) && posTags(text).get(group.start) === 'v') ||
      (THING_NOT_FRAME.has(key) && posTags(text).get(group.start) === 'n'));
    if (ownAct && !VAGUE_WORDS.includes(group.tokens[0]!.norm)) generic = false;
    let frame = !entity && !attributive && !ownAct && parts.every((p) => FRAME_STEMS.has(p)) && !AUXILIARIES.has(before ?? '');
    // (a trailing ", as a user survey showed": a source the claim adds, not who reports it)
    if (frame && (addedSource ??= addedSourceFrom(text)) <= group.start) frame = false;
    // a reporting verb frames a statement ("the authors write that …", "studies show …"); with an object after a subject
    // that reports nothing it is the claim's own act ("The loader writes manifests …")
    if (frame && !compound && REPORTING_VERB_STEMS.has(key) && after !== undefined && after.kind !== 'punct' && after.norm !== 'that' &&
        !(before !== undefined && (FRAME_STEMS.has(stem(before)) || REPORTING_SUBJECTS.has(before))) && posTags(text).get(group.start) === 'v') {
      frame = false;
    }
    // ("the working group reports to it", "writes to the log": a reporting verb with "to" after it is an act of its own)
    if (frame && !compound && REPORTING_VERB_STEMS.has(key) && after?.norm === 'to' && /(?:s|ed)$/.test(surface.toLowerCase())) frame = false;
    // ("a failed write", "during writes", "keeps the state"): a reporting verb's form used as a noun of the claim's own thing
    // (a frame only where it reports: "… writes that", "the authors write")
    if (frame && !compound && NOUN_NOT_FRAME.has(key) && !(after !== undefined && (after.norm === 'that' || after.text === ':')) &&
        !(before !== undefined && (FRAME_STEMS.has(stem(before)) || REPORTING_SUBJECTS.has(before)))) frame = false;
    // (a framing word a denial stands right before is what the claim denies: "slot IDs that are no longer used")
    // (a participle only: "does not use PDFs" keeps "use" a light verb, which "contains" may answer)
    if (frame && /(?:ed|en|wn)$/i.test(surface) && FRAME_WORDS.includes(surface.toLowerCase()) &&
        DENIED_RIGHT_BEFORE.test(text.slice(Math.max(0, group.start - 24), group.start))) frame = false;
    const next = after?.kind === 'word' && /^ $/.test(text.slice(group.end, after.start)) ? after.stem : undefined;
    terms.push({
      surface, start: group.start, end: group.end, key, parts, entity, generic, frame,
      weight: entity ? WEIGHT.entity : frame ? WEIGHT.frame : WEIGHT.term,
      ...(next !== undefined ? { next } : {}),
    });
  }
  return terms;
}

/**
 * Overlap tests against many ranges, for ranges asked in increasing start order (as word groups come): the ranges
 * sorted once, then walked with one pointer, so a text with thousands of numbers is not quadratic.
 */
function rangeCover(ranges: Array<{ start: number; end: number }>): { overlaps(range: { start: number; end: number }): boolean } {
  const sorted = [...ranges].sort((a, b) => a.start - b.start);
  // the furthest end among the ranges up to each position: a range that started earlier may still cover later text
  const reach: number[] = [];
  for (let i = 0; i < sorted.length; i++) reach.push(Math.max(sorted[i]!.end, i > 0 ? reach[i - 1]! : -Infinity));
  let next = 0; // first range starting at or after the last asked range's end
  return {
    overlaps(range) {
      if (next > 0 && sorted[next - 1]!.start >= range.end) next = 0; // asked out of order: start over
      while (next < sorted.length && sorted[next]!.start < range.end) next++;
      // ranges [0, next) start before range.end; one of them overlaps when the furthest end of those is past range.start
      return next > 0 && reach[next - 1]! > range.start;
    },
  };
}

/** What a negation can scope over: predicates and common content words (a name is not negated). */
export function negationTargets(terms: Term[], predicates: PhraseHit[], quantities: Quantity[]): Set<string> {
  return new Set([
    ...terms.filter((t) => !t.entity).flatMap((t) => t.parts),
    ...predicates.flatMap((p) => tokenize(p.surface).map((t) => t.stem)),
    ...quantities.flatMap((q) => tokenize(q.raw).filter((t) => t.kind === 'number').map((t) => t.stem)),
  ]);
}

/** Frames that deny the whole clause after them ("It is not true that X" says X is false). */
const DENYING_FRAMES = ['not true that', "n't true that", 'untrue that', 'false that', 'not the case that', "n't the case that", 'never the case that',
  'no longer true that', 'no longer the case that', 'not really true that', 'not really the case that', 'myth that', 'misconception that',
  'myth is that', 'misconception is that', 'fallacy that', 'fallacy is that', 'mistaken belief that', 'wrongly assumed that', 'wrongly believed that',
  'mistakenly believed that', 'mistakenly assumed that'];
/** Where the clause a frame denies ends: a sentence or clause break, or a conjunction that starts another statement. */
const FRAME_CLAUSE_END = /[;:!?]|\.(?=\s|$)|,\s*(?:and|so|but|which)\s|\s(?:but|whereas|while|although|because|since)\s/;
/** Before a frame: a denied frame ("not a myth that"), a question ("whether it is false that") or a report ("critics say …"). */
const FRAME_NOT_ASSERTED = /(?:\b(?:not|never|no)\s+(?:\w+\s+)?$)|\b(?:whether|if|believes?|believed|says?|said|claims?|claimed|argues?|argued|thinks?|thought|suggests?|suggested|doubts?)\b/i;

/** Denying frames of the passage the claim does not share, each with the clause it denies (the text after it). */
export function denyingFrames(passage: PassageProfile, claimText: string): Array<{ hit: PhraseHit; clause: string }> {
  if (findPhrases(claimText, DENYING_FRAMES).length > 0) return [];
  const out: Array<{ hit: PhraseHit; clause: string }> = [];
  for (const hit of findPhrases(passage.text, DENYING_FRAMES)) {
    const before = passage.text.slice(0, hit.start);
    const sentenceStart = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '));
    if (FRAME_NOT_ASSERTED.test(before.slice(sentenceStart + 1))) continue;
    const rest = passage.text.slice(hit.end);
    const end = rest.search(FRAME_CLAUSE_END);
    out.push({ hit, clause: end < 0 ? rest : rest.slice(0, end) });
  }
  return out;
}

/** The passage says whether the claim holds is open ("it is unclear whether …"). */
export function statesUncertainty(passage: PassageProfile, claimText = ''): PhraseHit | undefined {
  // a claim that itself says "there is no evidence that …" is carried by a span that says so
  const claim = notSpelledOut(claimText);
  return findPhrases(passage.text, UNCERTAINTY_CUES).find((hit) => findPhrases(claim, singlePhrase(hit.phrase)).length === 0);
}

/** The two word stems after a quantity: "64 of the 711" and "46 of the 711" count the same thing. */
export function quantityContext(text: string, q: Quantity): string {
  // (within the figure's clause: a figure before "; as a result, …" ends its clause as one before a full stop does)
  const after = text.slice(q.end, q.end + 40);
  const clauseEnd = after.search(/[.;!?](?:\s|$)/);
  return tokenize(clauseEnd < 0 ? after : after.slice(0, clauseEnd)).filter((t) => t.kind === 'word').slice(0, 2).map((t) => t.stem).join(' ');
}

/** How many words after a negation it may deny. */
const NEGATION_REACH = 3;
/** A contraction ("it's", "they've") is two words: "not when it's actually" reaches as far as "not when it is". */
const CONTRACTED = /^\p{L}+['’](?:s|re|ve|ll|d|m)$/u;

/** Punctuation that ends what a negation can reach. */
const SENTENCE_STOPS = new Set(['.', '!', '?', ';']);
/** A full stop of an ellipsis after which the sentence goes on in lower case ("is not... the compiler"). */
function inEllipsisPause(tokens: Token[], dot: Token): boolean {
  if (dot.text !== '.') return false;
  const at = tokens.indexOf(dot);
  let first = at;
  while (first > 0 && tokens[first - 1]!.text === '.' && tokens[first - 1]!.end === tokens[first]!.start) first--;
  let last = at;
  while (last + 1 < tokens.length && tokens[last + 1]!.text === '.' && tokens[last + 1]!.start === tokens[last]!.end) last++;
  const next = tokens[last + 1];
  return last - first === 2 && next !== undefined && next.kind === 'word' && /^[a-z]/.test(next.text);
}

/** How many of the words right after a denial are an adverb or "any" ("is not currently doing any testing"): not counted in its reach. */
function passedOver(tokens: Token[], from: number): number {
  let n = 0;
  for (const t of tokens) {
    if (t.start < from || (t.kind !== 'word' && t.kind !== 'punct')) continue;
    if (t.kind === 'punct') break;
    if (/^(?:currently|presently|yet|any|really|actually|always|ever)$/.test(t.norm)) n++;
    else if (!AUXILIARIES_AFTER_DENIAL.has(t.norm)) break;
  }
  return Math.min(n, 2);
}
const AUXILIARIES_AFTER_DENIAL = new Set(['be', 'been', 'being', 'doing', 'have', 'had', 'done']);
/** The word and number tokens after `from`, up to `reach` words (a contraction counting as two), within the sentence. */
function wordsAfter(tokens: Token[], from: number, reach: number): Token[] {
  const out: Token[] = [];
  let words = 0;
  for (const t of tokens) {
    if (words >= reach) break;
    if (t.start < from) continue;
    // a negation reaches no further than its sentence ("… it does not on Unix. The clock …")
    if (t.kind === 'punct' && SENTENCE_STOPS.has(t.text) && !inEllipsisPause(tokens, t)) break;
    if (t.kind !== 'word' && t.kind !== 'number') continue;
    out.push(t);
    words += CONTRACTED.test(t.norm) ? 2 : 1;
  }
  return out;
}

/** What follows a negation that sets another thing apart ("(not the Varrow one)"). */
const CONTRASTED_THING = /^\s*(?:the|a|an|this|that|these|those|its|their|our|my|your)\b/i;
/** The offset of the ")" that closes a bracket `at` opens ("(not yet, …)"), or -1. */
function asideClose(text: string, at: number): number {
  const open = text.lastIndexOf('(', at);
  if (open < 0 || text.lastIndexOf(')', at) > open || !/^\(\s*$/.test(text.slice(open, at))) return -1;
  return text.indexOf(')', at);
}

/**
 * A "not" that denies nothing the sentence says: "many, if not most, users" (perhaps even most), "if not, …" (otherwise),
 * "whether or not".
 */
function idiomaticNot(text: string, neg: PhraseHit): boolean {
  // "It was not until July 2024 that …", "Not until 3.8 did …": a cleft that says when, and denies nothing
  if (/not$/i.test(neg.phrase) && /^\s+until\b/i.test(text.slice(neg.end)) &&
    (/\bit\s+(?:(?:was|is|will\s+be|has\s+been|had\s+been)\s+)?$/i.test(text.slice(Math.max(0, neg.start - 20), neg.start)) || /^\W*$/.test(text.slice(0, neg.start)))) return true;
  // "no more than 254", "not less than 16": a bound on the figure, which the figure's own reading keeps
  if ((neg.phrase === 'not' || neg.phrase === 'no') && BOUND_AFTER_DENIAL.test(text.slice(neg.end, neg.end + 40)) &&
    (extractQuantities(text.slice(neg.start, neg.start + 60))[0]?.start === 0 || COUNT_WORD_BOUND.test(text.slice(neg.end, neg.end + 40)))) return true;
  if (neg.phrase === 'not' && deniedAgain(text, neg.start, neg.end)) return true;
  // "According to PEP 8, no.": an answer after an attribution or a lead-in denies no word of the sentence ("Supports
  // Windows: no." denies what comes before it)
  if (neg.phrase === 'no' && ANSWER_LEAD_IN.test(text.slice(0, neg.start)) && /^\s*(?:[,.;:!?)—]|$)/.test(text.slice(neg.end))) return true;
  // "(no, really)", "; no, it does.": an interjection
  if (neg.phrase === 'no' && /(?:^|[(\[—;]\s*)$/.test(text.slice(0, neg.start)) && INTERJECTED_NO.test(text.slice(neg.end))) return true;
  // "nothing"/"no one" deny only as the subject of a verb right after them ("there's nothing technically preventing it",
  // "Nothing stops you"); not as an object ("does nothing but return None", "print nothing or print 10") nor before a
  // phrase that says where ("Nothing outside the scope …": its reach would read that phrase as what is denied)
  // (it does before a phrase of place when a verb follows it, "Nothing in the API prevents …": that verb is what it denies)
  if (neg.phrase === 'nothing' || neg.phrase === 'no one' || neg.phrase === 'no-one' || neg.phrase === 'nobody') return !subjectDenial(text, neg) && !placedSubjectDenial(text, neg);
  // ("decided against it": a stance against what a pronoun refers back to, which this reading cannot pair)
  // (nor where a second predicate follows in its clause, "recommends against X and suggests Y": the reach would take it in)
  if (neg.phrase.endsWith(' against')) {
    // (up to a concession that describes a thing, ", even though it is mature and robust": it coordinates no predicate)
    const clause = text.slice(neg.end, neg.end + 200).split(/[.;:!?]|,\s*(?:even\s+)?(?:though|although)\s+(?:it|they|this|that)\s+(?:is|are|was|were)\b/i)[0]!;
    return /^\s+(?:it|this|that|them|these|those|so)\b/i.test(clause) || /\b(?:and|but|while)\s+(?!(?:the|a|an|its|their|any|all|other)\b)\p{L}+(?<!ing)\b/iu.test(clause);
  }
  if (neg.phrase !== 'not') return false;
  const before = text.slice(Math.max(0, neg.start - 12), neg.start).toLowerCase();
  if (/\bwhether\s+or\s+$/.test(before)) return true;
  // ("any prefix, reserved or not,": a choice left open, closed by punctuation)
  if (/\w\s+or\s+$/.test(before) && /^\s*(?:[,;:).!?]|$)/.test(text.slice(neg.end))) return true;
  if (!/\bif\s+$/.test(before)) return false;
  const opens = opensSentenceAt(text, neg.start - before.length + before.search(/\bif\s+$/));
  return /^\s*[,;:)]/.test(text.slice(neg.end)) ||
    (!opens && /^\s+(?:all|most|more|many|much|better|worse|always|entirely|impossible|never|the\s+(?:most|best|only))\b/i.test(text.slice(neg.end)));
}

/** What may stand before a denying subject: the start of a clause, "there is", or a word that opens a clause. */
const BEFORE_DENYING_SUBJECT = /(?:^|[.;:,!?(]\s*|\b(?:there\s+(?:is|was|are|were|will\s+be)|there['’]s|that|which|because|since|so|and|but|as|if|when|where|while|though|although|whereas|yet)\s+)$/i;
/** Auxiliaries a denying subject may take before its verb ("Nothing *is* lost", "no one *can* …"). */
const SUBJECT_AUXILIARY = /^(?:is|was|are|were|has|had|have|can|could|will|would|may|might|must|should|shall|does|did|gets|got)$/;
/** "nothing"/"no one" as the subject of the verb right after it (past adverbs): a denial of that verb. */
function subjectDenial(text: string, neg: PhraseHit): boolean {
  // ("with no one available to write it": the subject of a clause without a verb, denied with what is said of it)
  if (/\bwith\s+$/i.test(text.slice(Math.max(0, neg.start - 6), neg.start))) {
    const said = tokenize(text.slice(neg.end, neg.end + 40)).find((t) => t.kind === 'word');
    return said !== undefined && !said.stop && posTags(text).get(neg.end + said.start) !== 'n';
  }
  if (!BEFORE_DENYING_SUBJECT.test(text.slice(Math.max(0, neg.start - 40), neg.start))) return false;
  // (a concession's "no one does so" only remarks on practice: what it denies is the clause before it, said again)
  if (/\b(?:though|although|whereas)\s+$/i.test(text.slice(Math.max(0, neg.start - 12), neg.start)) &&
    /^\s+(?:\p{L}+ly\s+)?(?:does|do|did)\s+(?:so|that|this)\b/iu.test(text.slice(neg.end, neg.end + 40))) return false;
  const from = neg.end;
  // (a bounded look ahead: the next word is all that is read)
  const ahead = text.slice(from, from + 80);
  // ("Nothing is as fast as …", "nothing is more important than …": a comparison that says the other is the most)
  if (/^\s+(?:is|was|are|were|(?:can|could|will|would)\s+be)\s+(?:as|more|less|better|worse|quite|so|\p{L}+er)\b/iu.test(ahead)) return false;
  const next = tokenize(ahead).filter((t) => t.kind === 'word').find((t) => !/ly$/.test(t.norm) && t.norm !== 'else');
  if (!next || /^(?:but|more|less|except|besides|other|short)$/.test(next.norm)) return false;
  if (SUBJECT_AUXILIARY.test(next.norm)) return true;
  return posTags(text).get(from + next.start) === 'v' ||
    (!next.stop && next.norm.length > 3 && /(?:ing|s)$/.test(next.norm) && !/ss$/.test(next.norm) && posTags(text).get(from + next.start) !== 'n');
}


const INTERJECTED_NO = /^,\s+(?:really|of\s+course|seriously|indeed|wait|it|they|this|that|we|you|I)\b/;
/** What may stand before an answer "no": an attribution or a lead-in and its comma, at the sentence's start. */
const ANSWER_LEAD_IN = /(?:^|[.!?]\s+)(?:(?:according\s+to|as\s+for|as\s+far\s+as|per)\b[^,.;:!?]*|well|so|sadly|alas|unfortunately|in\s+short|in\s+a\s+word|for\s+now|currently|today)\s*,\s*$/i;
/** A bound after "no"/"not" ("no more than 254"): when the figure's reading starts at the denial, the bound is the figure's. */
const BOUND_AFTER_DENIAL = /^\s+(?:more|less|fewer|longer|later|earlier)\s+than\s/i;
/** A bound on a count in words ("no more than one of the keys", "not more than a few"). */
const COUNT_WORD_BOUND = /^\s+(?:more|less|fewer)\s+than\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|a\s+(?:single|few|handful|dozen))\b/i;

/** Adverbs and quantifiers a denial passes over to what it denies ("not yet open", "never really used", "not currently planned", "neither of both"). */
const DENIAL_ADVERBS = /^(?:yet|always|ever|even|still|now|quite|really|necessarily|currently|entirely|fully|longer|more|both|either|each|every|any|all|some|\p{L}+ly)$/u;
/** How many content words of its clause a denial is read to reach when two texts' denials are paired. */
const PAIRED_REACH = 5;
/** Words that end the clause a denial reaches into ("not in 3.8, but in 3.9"). */
const REACH_STOPS = new Set(['but', 'while', 'whereas', 'although', 'though', 'because', 'since']);
export interface DenialReach {
  start: number; end: number; reachEnd: number; stems: string[];
  /** The content stems right before it in its clause, what it speaks of: "the warning never shows up" / "never get the warning". */
  before: string[];
}
/** The content stems after `from` within its clause (up to PAIRED_REACH of them), and where that reach ends. */
export function clauseReach(text: string, from: number): { stems: string[]; end: number } {
  const stems: string[] = [];
  let end = from;
  for (const t of tokenize(text)) {
    if (t.start < from) continue;
    if (t.kind === 'punct' && (/^[.,;:!?()—–]$/.test(t.text) || (t.text === '-' && text[t.start - 1] === ' ' && text[t.end] === ' '))) break;
    if (t.kind === 'word' && REACH_STOPS.has(t.norm)) break;
    // ("if this is not done" / "not doing this": the act denied is "do", a function word elsewhere)
    if (t.kind === 'word' && (t.norm === 'done' || t.norm === 'doing') && stems.length === 0) {
      stems.push('do');
      end = t.end;
      continue;
    }
    if ((t.kind !== 'word' && t.kind !== 'number') || t.stop || DENIAL_ADVERBS.test(t.norm)) continue;
    stems.push(t.stem);
    end = t.end;
    if (stems.length >= PAIRED_REACH) break;
  }
  return { stems, end };
}
/** How many content words before a denial its reach takes in. */
const REACH_BEFORE = 2;
/** The content stems right before `at` in its clause (up to REACH_BEFORE), nearest last. */
function subjectBefore(tokens: readonly Token[], at: number): string[] {
  const out: string[] = [];
  for (let i = tokens.findIndex((t) => t.start >= at) - 1; i >= 0 && out.length < REACH_BEFORE; i--) {
    const t = tokens[i]!;
    if (t.kind === 'punct' && /^[.,;:!?()—–]$/.test(t.text)) break;
    if (t.kind === 'word' && (REACH_STOPS.has(t.norm) || /^(?:if|unless|when|that|which|who|and|or)$/.test(t.norm))) break;
    if ((t.kind !== 'word' && t.kind !== 'number') || t.stop || DENIAL_ADVERBS.test(t.norm) || MODAL_WORDS.has(t.norm) || NEGATIONS.includes(t.norm) ||
      /n['’]t$/.test(t.norm)) continue;
    out.unshift(t.stem);
  }
  return out;
}
/** The last token that ends at or before `at`. */
function tokenBefore(tokens: readonly Token[], at: number): Token | undefined {
  let found: Token | undefined;
  for (const t of tokens) {
    if (t.end > at) break;
    found = t;
  }
  return found;
}
/**
 * Each denial of a text that denies something ("not only", "whether or not" and bounds like "no more than 5" are no
 * denial of a word), with the content stems of its clause it reaches.
 */
/** "…, not even for X" after a denial of the same sentence (the "not" at start–end): that denial said again of one more case, no denial of its own. */
export function deniedAgain(text: string, start: number, end: number): boolean {
  // (not a clause of its own after it, with its own verb: "…, not even methods from the subclass are imported" denies that)
  return /^\s+even\b/i.test(text.slice(end, end + 8)) && /[,;(—–-]\s*$/.test(text.slice(0, start)) && !OWN_VERB_AFTER.test(text.slice(end).split(/[.;:!?]/, 1)[0]!) &&
    negationHits(text.slice(0, start)).some((n) => !/[.;!?]/.test(text.slice(n.end, start)));
}
/** An auxiliary or a form of "be": the clause after "not even" has a verb of its own. */
const OWN_VERB_AFTER = /\b(?:is|are|was|were|be|been|can|could|will|would|do|does|did|has|have|had|may|might|must|should|shall)\b|n['’]t\b/i;
/** The pronoun "without" takes for its object ("without it", "without them"). */
const WITHOUT_PRONOUN = /^\s+(?:it|them|this|that|these|those|him|her|us|me|you|one)\b/i;
export const denialReaches = memoByText(SPAN_TEXTS, (text: string): DenialReach[] => {
  const tokens = tokenize(text);
  const out: DenialReach[] = [];
  let neither = -1;
  for (const neg of negationHits(text)) {
    if (idiomaticNot(text, neg)) continue;
    // ("neither X nor Y": one denial of the pair)
    if (neg.phrase === 'neither') neither = neg.start;
    if (neg.phrase === 'nor' && neither >= 0 && !/[.;:!?]/.test(text.slice(neither, neg.start))) continue;
    const first = wordsAfter(tokens, neg.end, 2);
    const denied = first[0] && ARTICLES.has(first[0].norm) ? first[1] : first[0];
    if (denied && NOT_A_DENIAL.has(denied.norm) && !contrastingNotMerely(text, neg) && !modalDenialOfManner(text, neg, denied.norm)) continue;
    // ("without it the compiler will …": a pronoun is all "without" takes, what follows is the clause's own)
    const pronounObject = neg.phrase === 'without' ? WITHOUT_PRONOUN.exec(text.slice(neg.end)) : null;
    if (pronounObject) {
      out.push({ start: neg.start, end: neg.end, reachEnd: neg.end + pronounObject[0].length, stems: [], before: subjectBefore(tokens, neg.start) });
      continue;
    }
    const { stems, end } = clauseReach(text, neg.end);
    // "need no semicolon", "takes no arguments": a determiner's denial is of the verb before it too
    const verb = neg.phrase === 'no' ? tokenBefore(tokens, neg.start) : undefined;
    if (verb && verb.kind === 'word' && !verb.stop && !AUXILIARIES.has(verb.norm) && !MODAL_WORDS.has(verb.norm) && /^\s+$/.test(text.slice(verb.end, neg.start)) &&
      posTags(text).get(verb.start) === 'v') {
      out.push({ start: verb.start, end: neg.end, reachEnd: end, stems: [verb.stem, ...stems], before: subjectBefore(tokens, verb.start) });
      continue;
    }
    // ("Motivating X is not something this RFC sets out to do": a cleft denies its subject, "This RFC does not motivate X")
    if (/^\s+(?:something|anything|what|a\s+thing)\b/i.test(text.slice(neg.end))) {
      const subject = tokens.filter((t) => t.end <= neg.start && !/;|[.!?:]\s+(?=\p{Lu})/u.test(text.slice(t.end, neg.start)) &&
        (t.kind === 'word' || t.kind === 'number') && !t.stop && !DENIAL_ADVERBS.test(t.norm)).slice(0, PAIRED_REACH);
      const opening = subject.map((t) => t.stem);
      if (opening.length > 0) {
        out.push({ start: subject[0]!.start, end: neg.end, reachEnd: end, stems: [...opening, ...stems.filter((x) => !opening.includes(x))], before: [] });
        continue;
      }
    }
    // ("None of these proposals changes how …": what is denied first is the verb, not the things counted)
    if (neg.phrase === 'none of') {
      // (the word after the things counted, a plural noun: the tagger may read "changes" as one too)
      const after = tokens.filter((t) => t.start >= neg.end && t.end <= end && t.kind === 'word');
      const counted = after.findIndex((t) => !t.stop && /[^s]s$/.test(t.norm));
      // (past an auxiliary: "None of those libraries are detected")
      const next = counted >= 0 ? after.slice(counted + 1, counted + 3).find((t) => !t.stop) : undefined;
      const verb = next !== undefined && (after[counted + 1] === next || AUXILIARIES.has(after[counted + 1]!.norm)) ? next : undefined;
      if (verb) {
        out.push({ start: neg.start, end: neg.end, reachEnd: end, stems: [verb.stem, ...stems.filter((x) => x !== verb.stem)], before: subjectBefore(tokens, neg.start) });
        continue;
      }
    }
    // ("…, but things like extern, enum or struct do not.": a denial that ends its clause speaks of that clause's whole
    // subject, a list included, from the word that opens it)
    const before = stems.length === 0 ? ellipticalSubject(text, tokens, neg) ?? subjectBefore(tokens, neg.start) : subjectBefore(tokens, neg.start);
    out.push({ start: neg.start, end: neg.end, reachEnd: end, stems, before });
  }
  return out;
});
/** How many content words of an elliptical denial's subject are read. */
const ELLIPTICAL_SUBJECT_WORDS = 6;
/**
 * The subject of a denial that ends its clause after a contrast ("…, but things like extern, enum or struct do not."):
 * its content stems from the word after "but"/"while"/"whereas"/";" to the denial, nearest last, or undefined when no
 * such contrast opens the clause or the subject is long.
 */
function ellipticalSubject(text: string, tokens: readonly Token[], neg: PhraseHit): string[] | undefined {
  // (a denial by "not", "n't" or "never" that ends its clause: "… do not.", "… it does not.")
  if (!/(?:^|\s)(?:not|n['’]t|never)$/i.test(neg.phrase) || !/^\s*(?:[.;!?]|$)/.test(text.slice(neg.end))) return undefined;
  const at = neg.start;
  const opener = [...text.slice(0, at).matchAll(/(?:,\s*|\s)(?:but|while|whereas|yet)\s+|;\s*/gi)].pop();
  if (!opener) return undefined;
  const from = opener.index! + opener[0].length;
  const words = tokens.filter((t) => t.start >= from && t.end <= at && (t.kind === 'word' || t.kind === 'number') && !t.stop &&
    !AUXILIARIES.has(t.norm) && !MODAL_WORDS.has(t.norm) && !DENIAL_ADVERBS.test(t.norm));
  if (words.length === 0 || words.length > ELLIPTICAL_SUBJECT_WORDS) return undefined;
  return words.map((t) => t.stem);
}

/** The stem of the first content word each negation of a text denies ("is not signed" → sign), past auxiliaries and adverbs. */
export const firstDeniedWords = memoByText(SPAN_TEXTS, (text: string): string[] => {
  const tokens = tokenize(text);
  const out: string[] = [];
  for (const neg of negationHits(text)) {
    if (idiomaticNot(text, neg)) continue;
    // ("no longer needed": the word after "longer" is what is denied)
    const denied = wordsAfter(tokens, neg.end, NEGATION_REACH).find((t) => !t.stop && !/ly$/.test(t.norm) && !(neg.phrase === 'no' && /^(?:longer|more)$/.test(t.norm)));
    if (denied) out.push(denied.stem);
  }
  return out;
});

/** Acts that undo another: a denial of one says nothing of what it would undo. */
const UNDOING_ACT = /^(?:disabl|stop|skip|remov|prevent|avoid|turn\s+off|drop|delet|cancel|block|undo|revert|disallow|forbid|switch\s+off)/i;
/** Nouns of a means or an attempt that a denial passes through to the act ("no way to", "no attempt to", "no means of"). */
const MEANS_NOUNS = /^\s+(?:(?:other|real|easy|simple|good|practical|reliable|safe|sound)\s+)?(?:way|ways|means|mechanism|attempt|plan|plans|intention|option|possibility|provision|facility)\s+(?:(?:for|of)\s+(?:[^\s.,;:!?]+\s+){0,5}?)?(?:to|of)\s+(?=\p{L})/iu;
/** "no way that they could each provide …", "no way in which it can …": the act after the clause's subject and modal. */
const MEANS_THAT = /^\s+(?:way|ways|means|possibility)\s+(?:that|in\s+which|how)\s+(?:[^\s.,;:!?]+\s+){1,4}?(?:could|can|would|might|may|will|should)\s+(?:(?:\p{L}+ly|each|ever|both|all|still)\s+)?(?=\p{L})/iu;
/** A phrase of place or matter after a denying subject ("nothing in the API", "no one on the team"). */
const PLACE_AFTER_SUBJECT = /^\s+(?:in|about|within|inside|outside|beyond|among|of|on|from|at|here|there)\b/i;
/**
 * Where a denial's act starts when the denial is of a means to it ("no way for the runtime to resume") or of a subject
 * placed by a phrase ("nothing in the API prevents", "no one on the team reviewed"): the act's start, or undefined.
 */
function placedSubjectDenial(text: string, neg: PhraseHit): boolean {
  return BEFORE_DENYING_SUBJECT.test(text.slice(Math.max(0, neg.start - 40), neg.start)) && deniedActPast(text, tokenize(text), neg) !== undefined;
}
function deniedActPast(text: string, tokens: readonly Token[], neg: PhraseHit): number | undefined {
  const rest = text.slice(neg.end, neg.end + 120);
  let from = neg.end;
  if (neg.phrase === 'no') {
    const m = MEANS_NOUNS.exec(rest) ?? MEANS_THAT.exec(rest);
    if (m) return neg.end + m[0].length;
    // ("No part of the API supports …", "no version of the tool …": a denied subject with a phrase after its noun)
    // (not an idiom of worth or need, "there is no point in having both", "no need for", "no harm in": no act denied)
    const subject = /^\s+(?:single\s+|other\s+)?(?!(?:point|need|reason|sense|use|harm|doubt|question|problem|matter|shame|excuse|call)\b)[\p{L}-]+(?=\s+(?:of|in|within|inside|on|from)\b)/iu.exec(rest);
    if (!subject || !BEFORE_DENYING_SUBJECT.test(text.slice(Math.max(0, neg.start - 40), neg.start))) return undefined;
    from = neg.end + subject[0].length;
  } else if (!/^(?:nothing|no one|no-one|nobody)$/.test(neg.phrase) || !PLACE_AFTER_SUBJECT.test(rest)) return undefined;
  // (the act: the first word the tagger reads as a verb within the clause, a few words on; else what follows the
  // phrase's first content word, "nothing in the API | supports …")
  const tags = posTags(text);
  let seen = 0;
  let pastPlace: number | undefined;
  let clauseGoesOn = false;
  for (const t of tokens) {
    if (t.start < from) continue;
    if (t.kind === 'punct' && /^[.,;:!?()]$/.test(t.text)) break;
    if (t.kind !== 'word' && t.kind !== 'number') continue;
    if (++seen > 8) break;
    if (seen > 1 && tags.get(t.start) === 'v') return t.start;
    if (pastPlace !== undefined) clauseGoesOn = true;
    if (seen > 1 && pastPlace === undefined && !t.stop) pastPlace = t.end;
  }
  // (only where the clause goes on past the place: "There was nothing in the logs, and …" denies nothing after its comma)
  return clauseGoesOn ? pastPlace : undefined;
}

/** A verb that gives a means, then the means' noun and "to" ("does not support the ability to translate", "offers no way to"). */
const GIVES_MEANS = /^\s+(?:\p{L}+ly\s+)?(?:support|provide|offer|have|give|allow|expose|include|add)\s+(?:(?:the|a|an|any)\s+)?(?:[\p{L}-]+\s+)?(?:ability|way|ways|means|mechanism|option|possibility|facility)\s+(?:for\s+(?:[^\s.,;:!?]+\s+){0,4}?)?to\s+(?=\p{L})/iu;
/**
 * Where the act starts whose means a denied verb would give ("does not support the ability to | translate"), or that a
 * denied state of being able is of ("not possible for the project to | test"), or undefined.
 */
/** A state of being able after a denial, with its doer: "not possible for the project to test", "not feasible for users to". */
const ABLE_FOR = /^\s+(?:\p{L}+ly\s+)?(?:possible|feasible|practical|practicable|allowed|permitted|able|viable|realistic|acceptable|permissible|okay|ok)\s+for\s+(?:[^\s.,;:!?]+\s+){1,5}?to\s+(?=\p{L})/iu;
function deniedMeansAct(text: string, neg: PhraseHit): number | undefined {
  if (neg.phrase === 'no') return undefined;
  const rest = text.slice(neg.end, neg.end + 120);
  const m = GIVES_MEANS.exec(rest) ?? ABLE_FOR.exec(rest);
  return m ? neg.end + m[0].length : undefined;
}

/** "none are …", "none has …": "none" as a denying subject (lower case: "None" is Python's value). */
const NONE_AS_SUBJECT = /(?:^|[,;:]\s*|\b(?:but|and|so|yet|that|because|since|though|although|while|whereas)\s+)none(?=\s+(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|does|do|did)\b)/gu;
/** The negation words of a text, "none" as a subject among them. */
export function negationHits(text: string): PhraseHit[] {
  const hits = findPhrases(text, NEGATIONS);
  if (!text.includes('none')) return hits;
  const none = [...text.matchAll(NONE_AS_SUBJECT)].map((m) => ({ phrase: 'none', surface: 'none', start: m.index! + m[0].length - 4, end: m.index! + m[0].length }));
  return none.length === 0 ? hits : [...hits, ...none].sort((a, b) => a.start - b.start);
}

function negationScopes(text: string, tokens: Token[], targets: Set<string>): boolean {
  return negationReaches(text, tokens).some((after) => after.some((t) => targets.has(t.stem) || splitCompound(t.norm).some((p) => targets.has(stem(p)))));
}

/** The words each denial of a text reaches (the readings of negationScopes), one list per denial that denies something. */
function negationReaches(text: string, tokens: Token[]): Token[][] {
  const reaches: Token[][] = [];
  for (const neg of negationHits(text)) {
    if (idiomaticNot(text, neg)) continue;
    // an aside right after the negation is passed over: "is not, we've confirmed, thread-safe"
    // (or a bracketed one after "not", "is not yet (as of September 2025) well-supported"; not what follows a whole
    // phrase, "can do without (otherwise …)")
    // (and a phrase of time, "should not at this time be made part of …", "is not for now enabled")
    const aside = /^\s*,[^,.;:!?]{1,60},/.exec(text.slice(neg.end)) ?? (/not$/i.test(neg.phrase) ? /^\s*(?:yet\s+)?\([^()]{1,60}\)/.exec(text.slice(neg.end)) ?? TIME_AFTER_NOT.exec(text.slice(neg.end)) : null);
    // ("no way for the runtime to resume …", "nothing in the API prevents …": the denial reaches past a noun of means or a
    // phrase of place to the act; the place is not what it denies)
    const passed = deniedActPast(text, tokens, neg);
    const after = passed !== undefined && neg.phrase !== 'no' ? [] : wordsAfter(tokens, neg.end + (aside ? aside[0].length : 0), NEGATION_REACH + passedOver(tokens, neg.end));
    // (an act that itself undoes, "no way to disable request logging", is all the denial reaches)
    if (passed !== undefined) after.push(...wordsAfter(tokens, passed, UNDOING_ACT.test(text.slice(passed, passed + 12)) ? 1 : NEGATION_REACH));
    const means = deniedMeansAct(text, neg);
    if (means !== undefined) after.push(...wordsAfter(tokens, means, UNDOING_ACT.test(text.slice(means, means + 12)) ? 1 : NEGATION_REACH));
    // ("without evaluating the loop condition or executing the else clause": a denial reaches each alternative after "or")
    const alternative = deniedAlternative(text, neg.end);
    if (alternative !== undefined) after.push(...wordsAfter(tokens, alternative, NEGATION_REACH));
    // ("It is not possible to have the same crate compiled …": a denied possibility reaches the act it is of, past a light verb)
    const possible = POSSIBILITY_AFTER_DENIAL.exec(text.slice(neg.end, neg.end + 80));
    if (possible) after.push(...wordsAfter(tokens, neg.end + possible[0].length, NEGATION_REACH));
    // ("No one has yet done the work of …": a denying subject reaches its verb past auxiliaries, and a light verb's object)
    const act = actOfDenyingSubject(tokens, neg);
    if (act !== undefined) after.push(...wordsAfter(tokens, act, NEGATION_REACH));
    // ("does not include the creation of additional teams": a denied act said by a noun reaches past its "of")
    const of = passed === undefined ? deniedNounOf(text, neg.end) : undefined;
    if (of !== undefined) after.push(...wordsAfter(tokens, of, 2));
    // a negation in an aside denies what the aside stands before: "is (not yet, as the council decided) open"
    const close = asideClose(text, neg.start);
    // "(not the Varrow one)" sets another thing apart; it denies nothing the aside stands before
    if (close >= 0 && !CONTRASTED_THING.test(text.slice(neg.end))) after.push(...wordsAfter(tokens, close + 1, 2));
    // "not only", "not the only standard": the denial is of the restriction, not of what follows it
    const denied = after[0] && ARTICLES.has(after[0].norm) ? after[1] : after[0];
    if (denied && NOT_A_DENIAL.has(denied.norm) && !contrastingNotMerely(text, neg) && !modalDenialOfManner(text, neg, denied.norm)) continue;
    reaches.push(after);
  }
  return reaches;
}

/**
 * Both sides deny, but each denies what the other asserts ("This change cannot be a breaking change, because it will
 * still implement …" / "This change is possible to be a breaking change as it will no longer implement …"): two
 * denials that trade places do not cancel. Each side's denied content words, where the other side has them outside any
 * denial of its own; undefined unless both sides cross.
 */
export function crossedDenials(claim: string, span: string): { claimDenies: string; spanDenies: string } | undefined {
  const claimClauses = polarClauses(claim);
  const spanClauses = polarClauses(span);
  // (a side with one clause, or whose clauses all deny or all assert, trades nothing)
  const mixed = (cs: PolarClause[]) => cs.some((c) => c.denied.length > 0) && cs.some((c) => c.denied.length === 0 && c.words.size > 0);
  if (!mixed(claimClauses) || !mixed(spanClauses)) return undefined;
  // (both deny one act, with other objects: "appends entries, since it never rewrites entries" / "never rewrites the
  // log; it only appends entries to it" — the same denial, its objects told apart)
  const claimDeniedStems = new Set(claimClauses.flatMap((c) => c.denied.map((t) => t.stem)));
  if (spanClauses.some((c) => c.denied.some((t) => claimDeniedStems.has(t.stem)))) return undefined;
  const deniedAnywhere = (cs: PolarClause[], w: string) => cs.some((c) => c.denied.length > 0 && c.words.has(w));
  const assertedOnly = (cs: PolarClause[], w: string) => cs.some((c) => c.denied.length === 0 && c.words.has(w)) && !deniedAnywhere(cs, w);
  const crossing = (from: PolarClause[], to: PolarClause[]) => from.flatMap((c) => c.denied).filter((t) => assertedOnly(to, t.stem));
  const claimSide = crossing(claimClauses, spanClauses);
  const spanSide = crossing(spanClauses, claimClauses);
  if (claimSide.length === 0 || spanSide.length === 0) return undefined;
  return { claimDenies: claimSide.map((t) => t.text).join(' '), spanDenies: spanSide.map((t) => t.text).join(' ') };
}

interface PolarClause { words: Set<string>; denied: Token[] }
const ELIDED_CONTRAST = /^\s*(?:and\s+|but\s+)?(?:not|just|only|rather|instead|except|merely|never|nor)\b/i;
/** A text's clauses (split at commas, semicolons, colons and the words that open a reason, a contrast or a result), each with its content words and the content words its denials reach. */
const polarClauses = memoByText(SPAN_TEXTS, (text: string): PolarClause[] => {
  const out: PolarClause[] = [];
  const re = /[,;:]|(?<!\bsuch)\s(?:as|because|since|but|while|whereas|although|though|so|and\s+so|meaning|which\s+means)\s/gi;
  let from = 0;
  const pieces: string[] = [];
  for (const m of text.matchAll(re)) { pieces.push(text.slice(from, m.index)); from = m.index + m[0].length; }
  pieces.push(text.slice(from));
  const content = (t: Token) => t.kind === 'word' && !t.stop && !FUNCTION_WORDS.has(t.norm);
  for (const piece of pieces) {
    // (", not the caller", ", just the logs": an elided contrast is read by the readings of swaps and set-asides)
    if (ELIDED_CONTRAST.test(piece)) continue;
    const tokens = tokenizeText(piece); // (pieces are not kept in the shared memo of span texts)
    out.push({ words: new Set(tokens.filter(content).map((t) => t.stem)), denied: negationReaches(piece, tokens).flat().filter(content) });
  }
  return out;
});

/** A phrase of time between "not" and what it denies ("not at this time be made", "not for the time being"). */
const TIME_AFTER_NOT = /^\s+(?:yet\s+)?(?:at\s+(?:this|that|the\s+present)\s+(?:time|point|stage|moment)|at\s+(?:the\s+moment|present)|for\s+(?:now|the\s+time\s+being)|as\s+yet|right\s+now)\b/i;
/** "(not) possible to have the …", "(not) feasible for users to …": a possibility and the light verb before the act it is of. */
const POSSIBILITY_AFTER_DENIAL = /^\s+(?:(?:be|been|yet|currently|really)\s+)*(?:possible|feasible|practical|able)\s+(?:for\s+[\p{L}-]+\s+)?to\s+(?:(?:have|get|make|let)\s+)?(?:(?:the|a|an|any|this|that|such|two|both)\s+)?(?=\p{L})/iu;
const DENYING_PRONOUNS = new Set(['nobody', 'no one', 'no-one', 'nothing', 'none']);
const AUXILIARY_OR_ADVERB = /^(?:is|was|are|were|has|had|have|can|could|will|would|may|might|must|should|shall|does|did|be|been|yet|ever|so|far|really|actually|currently|even|still)$/;
const LIGHT_VERB_DONE = new Set(['do', 'does', 'did', 'done', 'doing', 'make', 'makes', 'made', 'making', 'take', 'takes', 'took', 'taken', 'taking',
  'give', 'gives', 'gave', 'given', 'giving']);
const OBJECT_DETERMINERS = new Set(['the', 'a', 'an', 'any', 'this', 'that', 'these', 'those', 'such', 'its', 'their']);
/**
 * Where the act a denying pronoun subject denies starts ("Nobody has yet *done the work*"), past auxiliaries and
 * adverbs, and past a light verb and its determiner to its object ("done the *work*"): what its three words of reach
 * would spend on "has yet done". Undefined for other denials, or when the verb is right after the subject.
 */
function actOfDenyingSubject(tokens: Token[], neg: PhraseHit): number | undefined {
  if (!DENYING_PRONOUNS.has(neg.phrase.toLowerCase())) return undefined;
  const words = tokens.filter((t) => t.start >= neg.end && t.start < neg.end + 120);
  let i = 0;
  while (i < words.length && words[i]!.kind === 'word' && (AUXILIARY_OR_ADVERB.test(words[i]!.norm) || /ly$/.test(words[i]!.norm))) i++;
  let verb = words[i];
  if (!verb || verb.kind !== 'word') return undefined;
  // ("no one has emerged to do the work", "nobody volunteered to write it": the act it came forward for is not done either)
  if (words[i + 1]?.norm === 'to' && words[i + 2]?.kind === 'word') {
    i += 2;
    verb = words[i]!;
  }
  if (LIGHT_VERB_DONE.has(verb.norm) && OBJECT_DETERMINERS.has(words[i + 1]?.norm ?? '') && words[i + 2]?.kind === 'word') return words[i + 2]!.start;
  return i > 0 ? verb.start : undefined;
}

/** After a denial's verb and "the …ion/…ment of" ("not include the creation of", "no longer requires the use of"): where the "of" ends; or undefined. */
function deniedNounOf(text: string, from: number): number | undefined {
  const m = /^\s+(?:\p{L}+\s+)?(?:the|any)\s+(?:\p{L}+(?:ion|ment|ance|ence|age|ing)|use)\s+of\s/iu.exec(text.slice(from, from + 80));
  return m ? from + m[0].length : undefined;
}

/** Where the second alternative of a denied "V-ing … or V-ing …" starts, within the denial's clause and a few words of it; or undefined. */
function deniedAlternative(text: string, from: number): number | undefined {
  const clause = /^[^.;:!?]*/.exec(text.slice(from, from + 120))![0].split(/,\s*(?:but|and|which|while|whereas|so)\b/i, 1)[0]!;
  // (alternatives of the act, each an "-ing" form: "without evaluating … or executing …"; not two nouns of one phrase,
  // "not allowed for an argument or return value")
  const or = /^\s+(\p{L}+ing)\b((?:\s+[^\s,]+){0,4}?),?\s+(?:or|nor)\s+(?=\p{L}+ing\b)/u.exec(clause);
  return or ? from + or[0].length : undefined;
}

/** A bare web address or e-mail address in running text (without the punctuation that ends its sentence). */
const BARE_ADDRESS = /\b(?:(?:https?|ftp):\/\/|www\.)[^\s<>()[\]"']*[^\s<>()[\]"'.,;:!?]|\b[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/g;

/**
 * Markdown syntax that is not prose (link targets, footnote references, emphasis marks) and bare web and e-mail
 * addresses set aside in brackets or after "see" ("(https://example.org/data)") blanked out, offsets kept: such an
 * address is where to look, not what is said.
 */
function maskMarkdown(text: string): string {
  const blank = (m: string) => ' '.repeat(m.length);
  if (text.includes('://') || text.includes('www.') || text.includes('@')) {
    // only an address set aside in brackets or after "see" points to where to look; elsewhere it may be what the
    // claim is about ("hosted at www.kaggle.com", "fixed in https://…/pull/1234")
    text = text.replace(BARE_ADDRESS, (m, at: number) => (/(?:[([]|\bsee)\s*$/i.test(text.slice(Math.max(0, at - 6), at)) ? blank(m) : m));
  }
  if (!/[[\]<*_`~]/.test(text)) return text; // no character any pattern below starts with
  return text
    .replace(/\]\([^)\s]*(?:\s+"[^"]*")?\)/g, (m) => ']' + blank(m.slice(1)))
    // (a reference link's label, "[`exit` function][unix]": where to look, not words)
    .replace(/\]\[[^\]\n]{1,40}\]/g, (m) => ']' + blank(m.slice(1)))
    .replace(/\[\^[^\]\s]+\]/g, blank)
    .replace(/<https?:[^>\s]+>/g, blank)
    // (a tilde before a figure is "about", as the sources read it: "~100%"; not before a version, "~1.2.3" in semver)
    .replace(/[*`]+|~~+|~(?!\d+(?:\.\d+)?(?![.\d]))/g, blank)
    // emphasis underscores, not an identifier's ("no_std" is one word, as in the sources)
    .replace(/(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}])/gu, blank)
    // (not an empty pair, "[] for generics": a symbol the sources write too, no link)
    .replace(/\[(?!\])|(?<!\[)\]/g, ' ');
}

const NEGATION_IN_TIME: readonly string[] = ['no longer', 'any longer', 'no more', 'any more', 'anymore'];
/** Discourse markers: how a sentence goes on, not what it says ("for instance" is "for example"). */
const DISCOURSE_MARKERS: readonly string[] = ['for instance', 'for example', 'in particular', 'in other words', 'that is to say'];

/** Determiners before the prop-word "one" ("the public one", "this one", "a faster one"). */
const ONE_DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'another', 'each', 'every', 'any', 'which', 'no', 'its', 'their']);

/**
 * "one"/"ones" standing for a noun said before it ("servers used alongside the public one"): a pronoun, not a word a
 * span must carry. Only after a determiner, perhaps with an adjective between (wink-nlp's tag), and before no noun:
 * "one release" and "only one" are counts.
 */
/** "gets called", "got merged": "get" as the passive's auxiliary ("is called"), no word of the claim's own. */
function getPassives(tokens: Token[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const words = tokens.filter((t) => t.kind === 'word');
  words.forEach((t, i) => {
    const next = words[i + 1];
    if (/^(?:get|gets|got|getting|gotten)$/.test(t.norm) && next !== undefined && (/^[a-z]{3,}(?:ed|en)$/.test(next.norm) || PASSIVE_PARTICIPLES.has(next.norm))) {
      out.push({ start: t.start, end: t.end });
    }
  });
  return out;
}
const PASSIVE_PARTICIPLES = new Set(['built', 'made', 'run', 'set', 'put', 'sent', 'kept', 'held', 'read', 'cut', 'hit', 'shut', 'split', 'spread', 'stuck', 'thrown', 'caught', 'bought', 'brought', 'taught', 'found', 'lost', 'left', 'paid', 'sold', 'told']);

function propWordOnes(text: string, tokens: Token[]): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const words = tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w.norm !== 'one' && w.norm !== 'ones') continue;
    const next = words[i + 1];
    // the next word follows with only a space between: "one" modifies it ("the public one server" is no pronoun)
    // (not a verb of the generic pronoun's: "when one wants to …")
    if (next !== undefined && /^\s+$/.test(text.slice(w.end, next.start)) && !next.stop && !FUNCTION_WORDS.has(next.norm) && !GENERIC_ONE_BEFORE.has(next.norm)) continue;
    const before = words[i - 1];
    // (nor a count: a pronoun with no determiner, "detect one", "believe one is needed", "one another", which the span may
    // say as "a cycle", "it", "each other"; not "one of …", a share of what it names, which only the same words carry)
    if (w.norm === 'one' && next?.norm !== 'of' && (before === undefined || (!ONE_DETERMINERS.has(before.norm) && !(i >= 2 && ONE_DETERMINERS.has(words[i - 2]!.norm))))) {
      out.push({ start: w.start, end: w.end });
      continue;
    }
    if (before === undefined) continue;
    if (!/^\s+$/.test(text.slice(before.end, w.start))) continue;
    if (ONE_DETERMINERS.has(before.norm)) out.push({ start: w.start, end: w.end });
    else if (i >= 2 && ONE_DETERMINERS.has(words[i - 2]!.norm) && /^\s+$/.test(text.slice(words[i - 2]!.end, before.start)) &&
      posTags(text).get(before.start) === 'a') out.push({ start: w.start, end: w.end });
  }
  return out;
}

/**
 * "X is cited as Y", "was singled out as", "is presented as": the document speaking of X as Y, which is what a span
 * saying "Y … X" carries. Only these verbs of speaking of something, passive and before "as" ("was introduced as",
 * "is deprecated as of" are acts, not framing).
 */
const SPOKEN_OF_AS = /\b(?:is|are|was|were|be|been|being)\s+(?:\p{L}+ly\s+)?((?:cited|presented|characteri[sz]ed|portrayed|depicted|mentioned|singled\s+out|referred\s+to))\s+as\b/giu;

function spokenOfAs(text: string): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  for (const m of text.matchAll(SPOKEN_OF_AS)) {
    const start = m.index! + m[0].lastIndexOf(m[1]!);
    out.push({ start, end: start + m[1]!.length });
  }
  return out;
}

/** What a claim asserts. Shared: never mutate. */
export const profileClaim: (rawText: string) => ClaimProfile = memoByText(SPAN_TEXTS, (rawText) => {
  const text = maskMarkdown(rawText);
  const tokens = tokenize(text);
  const quantities = quantitiesOfTokens(text, tokens).map((q) => ({ ...q, raw: rawText.slice(q.start, q.end) }));
  // a hedged "may replace" is not a strong claim: its words are ordinary content ("can only be used" still restricts,
  // "can never be done" still says never)
  const strong = findStrongPredicates(text).filter((p) => MODAL_KEEPS.has(p.group) || !modalBefore(text, p.start));
  // "many"/"most" are claims about how much, checked like the strong quantifiers (group "most")
  const scalar = findScalarQuantifiers(text).filter((q) => q.strength >= 2 && !strong.some((p) => p.start < q.end && q.start < p.end));
  const predicates = [...strong, ...scalar.map((q): StrongPredicate => ({ phrase: q.phrase, surface: q.surface, start: q.start, end: q.end, group: 'most' }))]
    .sort((a, b) => a.start - b.start)
    .map((p) => ({ ...p, surface: rawText.slice(p.start, p.end) }));
  // "no longer", "any more": a negation in time, whose second word says nothing a span must carry
  const negationWords = findPhrases(text, NEGATION_IN_TIME);
  const markers = findPhrases(text, DISCOURSE_MARKERS);
  const terms = termsOf(text, tokens, [...quantities, ...predicates, ...negationWords, ...markers, ...propWordOnes(text, tokens), ...spokenOfAs(text), ...getPassives(tokens)], rawText).map((t) => ({ ...t, surface: rawText.slice(t.start, t.end) }));
  for (const t of terms) termClaims.set(t, text);
  // what a negation may scope over is derived only when the claim has a negation
  const negated = negationHits(text).length > 0 && negationScopes(text, tokens, negationTargets(terms, predicates, quantities));
  return { text, tokens, terms, quantities, predicates, negated, raw: rawText };
});

/** Keys of one word group: its parts' stems, its tokens' stems, and its joined form (a lone word: its norm). */
function addGroupKeys(keys: Set<string>, group: WordGroup): void {
  for (const p of groupParts(group)) keys.add(p);
  for (const t of group.tokens) keys.add(t.stem);
  if (group.tokens.length > 1 || group.tokens[0]!.norm.includes('-')) keys.add(groupJoined(group));
  else keys.add(group.tokens[0]!.norm);
}

/**
 * A web or mail address that stands on its own — at the start, after a sentence or a line break, in brackets or after
 * "see" — is where to look (a footnote's link, a reference list), not words the passage says: blanked, offsets kept.
 * An address inside a sentence ("fixed in https://…/pull/1234") stays.
 */
export function maskStandaloneAddresses(text: string): string {
  if (!text.includes('://') && !text.includes('www.') && !text.includes('@')) return text;
  return text.replace(BARE_ADDRESS, (m, at: number) => (STANDS_ALONE.test(text.slice(Math.max(0, at - 40), at)) || /^\s*$/.test(text.slice(0, at)) ? ' '.repeat(m.length) : m));
}
/** What stands right before an address set apart: a sentence's end, a line break, a bracket, "see". */
const STANDS_ALONE = /(?:[.!?([<]|\n|\bsee:?)[ \t]*$/i;

const plainPassageProfiles = new TextMemo(SPAN_TEXTS, (rawText): PassageProfile => {
  const text = maskStandaloneAddresses(rawText);
  const tokens = tokenize(text);
  const keys = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!isWordOrNumber(t)) continue;
    if (!t.norm.includes('-') && !hyphenJoinsNext(tokens, i)) {
      // a lone word, as addGroupKeys would add it without building its group
      keys.add(t.stem);
      keys.add(t.norm);
      continue;
    }
    const group = groupFrom(tokens, i);
    addGroupKeys(keys, group);
    i += 2 * (group.tokens.length - 1);
  }
  return { text: rawText, tokens, keys, quantities: quantitiesOfTokens(text, tokens) };
});

/** A sentence terminator, closing quotes and brackets aside, at the very end of a text. */
export const ENDS_WITH_TERMINATOR = /[.!?\u2026]["'\u2019\u201d)\]]*$/;

/** Nothing reads across the gap between two sentences: a pair's profile is its sentences' profiles composed. */
export function pairComposes(first: string, gap: string): boolean {
  return /^\s+$/.test(gap) && ENDS_WITH_TERMINATOR.test(first);
}

/**
 * The profile of first + gap + second (two adjacent sentences). When first ends with a terminator and the gap is
 * whitespace, nothing joins across the gap: no token, hyphenated group or quantity reads past a terminator. The
 * whole's tokens, keys and quantities are then the parts' in order, and are composed from the parts' profiles.
 */
export function profileSentencePair(first: string, gap: string, second: string): PassageProfile {
  const text = first + gap + second;
  if (!pairComposes(first, gap)) return plainPassageProfiles.get(text);
  const a = plainPassageProfiles.get(first);
  const b = plainPassageProfiles.get(second);
  const offset = first.length + gap.length;
  const shift = <T extends { start: number; end: number }>(x: T): T => ({ ...x, start: x.start + offset, end: x.end + offset });
  const keys = new Set(a.keys);
  for (const k of b.keys) keys.add(k);
  const pair: PassageProfile = { text, tokens: [...a.tokens, ...b.tokens.map(shift)], keys, quantities: [...a.quantities, ...b.quantities.map(shift)] };
  plainPassageProfiles.remember(text, pair);
  return pair;
}

/** What a passage carries, its keys widened by the expansions of the acronyms it uses. Shared: never mutate. */
export function profilePassage(text: string, acronyms?: Map<string, string>): PassageProfile {
  const plain = plainPassageProfiles.get(text);
  if (!acronyms) return plain;
  // the plain profile is shared: its keys are copied before the first expansion is added
  let keys = plain.keys;
  for (const [acronym, expansion] of acronyms) {
    if (!keys.has(acronym) && !keys.has(stem(acronym))) continue;
    if (keys === plain.keys) keys = new Set(keys);
    // (keyed as a passage is, so a hyphened word of it is there whole too: "command-line" as "commandline")
    for (const k of plainPassageProfiles.get(expansion).keys) keys.add(k);
  }
  return keys === plain.keys ? plain : { ...plain, keys };
}

let synonymCache: Map<string, string[]> | undefined;
/** Stems a paraphrase may use for this stem (lexicon SYNONYMS), itself excluded. */
export function synonymsOf(key: string): readonly string[] {
  if (!synonymCache) {
    synonymCache = new Map();
    for (const group of SYNONYMS) {
      const stems = [...new Set(group.map((w) => stem(w)))];
      for (const s of stems) synonymCache.set(s, [...(synonymCache.get(s) ?? []), ...stems.filter((o) => o !== s)]);
    }
  }
  return synonymCache.get(key) ?? NO_SYNONYMS;
}
const NO_SYNONYMS: readonly string[] = [];

/**
 * A word of the claim naming a unit or frequency ("acre", "mm", "yearly") where the passage names another of the same
 * family ("hectare", "cm", "monthly") and not the claim's: the same measure in a different unit, a changed quantity.
 */
export function unitClashes(claimWords: Term[], passage: PassageProfile, claimText = ''): Array<[Term, string]> {
  let passageWords: Token[] | undefined; // read only for a claim word naming a unit
  const out: Array<[Term, string]> = [];
  for (const term of claimWords) {
    if (term.parts.length !== 1 || carriesTerm(passage, term)) continue;
    // ("a decade" / "10 years": the same span of time in another unit)
    const multiple = UNIT_MULTIPLES.get(term.surface.toLowerCase());
    if (multiple && multiple.test(passage.text)) continue;
    const mine = unitFamily(term.surface.toLowerCase()) ?? unitFamily(term.key);
    if (!mine) continue;
    passageWords ??= passage.tokens.filter((t) => t.kind === 'word' && (unitFamily(t.norm) ?? unitFamily(t.stem)) !== undefined);
    // (a unit the claim names too is its own: "5 mg/kg" against "5 mg" is another measure, not "mg" for "kg")
    const other = passageWords.find((t) => (unitFamily(t.norm) ?? unitFamily(t.stem)) === mine && t.stem !== term.key && !synonymsOf(term.key).includes(t.stem) &&
      !new RegExp(`(?<![\\p{L}])${escapeRegExp(t.norm)}(?![\\p{L}])`, 'iu').test(claimText));
    if (other) out.push([term, other.text]);
  }
  return out;
}
/** Units that are a round number of another ("a decade" is 10 years), with how a span says that number of the other. */
const UNIT_MULTIPLES = new Map<string, RegExp>([
  // (hyphened too: "a two-week vote")
  ['decade', /\b(?:10|ten)[\s-]+years?\b/i], ['century', /\b(?:100|a\s+hundred|one\s+hundred)[\s-]+years?\b/i],
  ['fortnight', /\b(?:2|two)[\s-]+weeks?\b/i], ['millennium', /\b(?:1,?000|a\s+thousand|one\s+thousand)[\s-]+years?\b/i],
]);
const FREQUENCY_STEMS = new Set(FREQUENCY_WORDS.flatMap((w) => [w, stem(w)]));
/** The family of the unit or frequency a word names ("acre": area, "yearly": frequency), if any. */
function unitFamily(word: string): string | undefined {
  return AMBIGUOUS_UNIT_WORDS.has(word) ? undefined : unitOf(word)?.family ?? (FREQUENCY_STEMS.has(word) ? 'frequency' : undefined);
}
/** Short unit abbreviations that are ordinary words or letters in prose ("in", "a", "s"). */
const AMBIGUOUS_UNIT_WORDS = new Set(['in', 's', 'm', 'h', 'g', 't', 'l', 'mi', 'min', 'sec', 'hr', 'yr', 'ton', 'tons', 'second', 'seconds']);

function hasAny(keys: Set<string>, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (keys.has(words[i]!)) return true;
  return false;
}

function hasAll(keys: Set<string>, words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i++) if (!keys.has(words[i]!)) return false;
  return true;
}

/** Does the passage carry this claim term word for word (lemma, compound parts or joined form, lexicon synonyms, acronym either way)? */
/**
 * The parts of a compound or a multi-word name stand together in the passage (within a few words, in any order):
 * "UCP1-dependent" is not carried by "in the absence of UCP1 … ATP-dependent".
 */
function partsTogether(tokens: readonly Token[], parts: readonly string[]): boolean {
  const words: string[] = [];
  for (const t of tokens) if (t.kind === 'word' || t.kind === 'number') words.push(t.stem);
  const reach = parts.length + 2;
  for (let i = 0; i < words.length; i++) {
    if (!parts.includes(words[i]!)) continue;
    const near = new Set(words.slice(Math.max(0, i - reach), i + reach + 1));
    if (parts.every((p) => near.has(p))) return true;
  }
  return false;
}

const nameLeadMemo = new WeakMap<PassageProfile, ReadonlyMap<string, ReadonlySet<string>>>();
const NO_NAME_LEADS: ReadonlyMap<string, ReadonlySet<string>> = new Map();
/**
 * Words the passage writes only as the leading word of a multi-word name ("Southern" in "the Southern Ocean",
 * "New" in "New York"), each with the words that follow it there. Acronyms lead nothing ("NASA Goddard" is NASA's);
 * a passage written in title case (a heading) names nothing by its capitals.
 */
function nameLeads(passage: PassageProfile): ReadonlyMap<string, ReadonlySet<string>> {
  let leads = nameLeadMemo.get(passage);
  if (leads) return leads;
  const words = passage.tokens.filter((t) => t.kind === 'word');
  const capitalised = (t: Token) => /^\p{Lu}/u.test(t.text);
  const content = words.filter((t) => !t.stop);
  if (content.filter(capitalised).length * 2 > content.length) leads = NO_NAME_LEADS;
  else {
    const found = new Map<string, Set<string>>();
    const free = new Set<string>();
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const next = words[i + 1];
      // (not an adverb that opens the sentence: "Currently Rust standard library …")
      const leadsName = next !== undefined && capitalised(word) && capitalised(next) && !/^[\p{Lu}\p{N}]+$/u.test(word.text)
        && passage.text.slice(word.end, next.start) === ' ' && !openingAdverb(passage.text, word);
      if (leadsName) {
        let after = found.get(word.stem);
        if (!after) found.set(word.stem, (after = new Set()));
        after.add(next.stem);
      } else free.add(word.stem);
    }
    for (const stem of free) found.delete(stem);
    leads = found.size > 0 ? found : NO_NAME_LEADS;
  }
  nameLeadMemo.set(passage, leads);
  return leads;
}

/** A word that opens its sentence and reads first as an adverb ("Currently", "Today"): a capital of the sentence, not of a name. */
function openingAdverb(text: string, word: Token): boolean {
  if (!/(?:^|[.!?:;]\s+)[\s"'(*_]*$/.test(text.slice(0, word.start)) || !lexiconWord(word.norm)) return false;
  return wordNet().readings(word.norm, IRREGULAR_FORMS)[0] === 'r';
}

/** The passage has the term's word only as the lead of a name the claim does not use ("Southern sea ice" / "the Southern Ocean"). */
function onlyLeadsAName(passage: PassageProfile, term: Term): boolean {
  if (term.parts.length !== 1 || term.key !== term.parts[0]) return false;
  const after = nameLeads(passage).get(term.key);
  return after !== undefined && !(term.next !== undefined && after.has(term.next));
}

/**
 * A name the span has only inside an identifier ("PyObject" of `PyObject_Malloc()`) is another name there, unless the
 * claim writes it inside one too.
 */
/**
 * Endings that make another word of the same stem, not a form of it: "referent" (the thing) / "reference" (the pointer),
 * "generic" / "general". The stemmer makes each pair one key.
 */
const OTHER_WORD_ENDINGS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [/ents?$/, /ences?$/],
  [/ants?$/, /ances?$/],
  [/(?<!ic)ic$/, /al$/],
];
/** Any of OTHER_WORD_ENDINGS's endings. */
const OTHER_WORD_ENDING = /(?:ents?|ences?|ants?|ances?|ic|al)$/;
/** The claim's word is matched by its stem only through words of the span that are another word of that stem. */
function onlyAnotherWordOfTheStem(passage: PassageProfile, term: Term): boolean {
  if (term.parts.length !== 1) return false;
  const mine = term.surface.toLowerCase();
  // (most words end in none of the endings: nothing to read)
  if (!OTHER_WORD_ENDING.test(mine)) return false;
  const same = passage.tokens.filter((t) => t.kind === 'word' && t.stem === term.key);
  return same.length > 0 && same.every((t) => anotherWordOfStem(mine, t.norm));
}
/**
 * Two words one of OTHER_WORD_ENDINGS's pairs of endings makes of one base ("referent", "references"). An adjective in
 * -ent or -ant is its noun's own quality, the same concept ("independent" / "independence", "resistant" /
 * "resistance"): only a word read mostly as a noun is another word ("referent", the thing a reference points to).
 */
export function anotherWordOfStem(mine: string, theirs: string): boolean {
  if (!OTHER_WORD_ENDING.test(mine) || !OTHER_WORD_ENDING.test(theirs)) return false;
  return OTHER_WORD_ENDINGS.some(([a, b], k) => {
    const base = (word: string, end: RegExp) => (end.test(word) ? word.replace(end, '') : undefined);
    const [ma, tb, mb, ta] = [base(mine, a), base(theirs, b), base(mine, b), base(theirs, a)];
    const first = ma !== undefined && ma === tb ? mine : mb !== undefined && mb === ta ? theirs : undefined;
    if (first === undefined) return false;
    // (the -ent/-ant word of the pair: mostly a noun, its senses as a noun at least twice those as an adjective)
    if (k > 1) return true;
    const lemma = first.replace(/s$/, '');
    return lexiconWord(lemma) && wordNet().senses(lemma, 'n').length >= Math.max(1, 2 * wordNet().senses(lemma, 'a').length);
  });
}

function onlyInIdentifier(passage: PassageProfile, term: Term): boolean {
  if (term.parts.length === 1 && onlyInCompoundName(passage, term)) return true;
  if (!term.entity || term.parts.length !== 1 || !passage.text.includes('_')) return false;
  const claim = termClaims.get(term);
  if (claim !== undefined && (claim.charAt(term.start - 1) === '_' || claim.charAt(term.end) === '_')) return false;
  const tokens = passage.tokens;
  let seen = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.stem !== term.key && t.norm !== term.key) continue;
    const joined = (tokens[i - 1]?.text === '_' && tokens[i - 1]!.end === t.start) || (tokens[i + 1]?.text === '_' && tokens[i + 1]!.start === t.end);
    if (!joined) return false;
    seen = true;
  }
  return seen;
}

/** A package-like kind after a name ("the kettle-cli *package*", "the undine_cli *tool*"). */
const NAME_KIND_AFTER = /^[\s`*_'"]*(?:packages?|modules?|librar(?:y|ies)|tools?|wrappers?|crates?|plugins?|extensions?|clis?|commands?|binar(?:y|ies))\b/i;
/**
 * A name the span has only as one part of a longer name joined by "-", "_" or "/" ("undine" of `undine-fetch`,
 * `@undine/mock`, "the kettle-cli package"): another name there, where the longer one is marked as code, scoped, or named
 * as a package, module or tool; unless the claim writes it joined too.
 */
function onlyInCompoundName(passage: PassageProfile, term: Term): boolean {
  // (a capitalised name is read by the compound-name reading, which says so: "Varrow" / "Varrow-contrib")
  if (!/[-_/]/.test(passage.text) || /^\p{Lu}/u.test(term.surface)) return false;
  const claim = termClaims.get(term);
  if (claim !== undefined && /[-_/@]/.test((claim.charAt(term.start - 1) ?? '') + (claim.charAt(term.end) ?? ''))) return false;
  const tokens = passage.tokens;
  const text = passage.text;
  // where the name stands alone (or in a compound that is no other name) and where only inside another name
  const bare: number[] = [];
  const compound: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' || (t.stem !== term.key && t.norm !== term.key)) continue;
    // the whole joined name around it
    let a = i;
    let b = i;
    // (words joined by single marks: "undine-fetch", "@undine/mock"; not a name in underscores, "__preview__")
    while (a >= 2 && /^[-_/]$/.test(tokens[a - 1]!.text) && tokens[a - 2]!.kind === 'word' && tokens[a - 1]!.start === tokens[a - 2]!.end && tokens[a - 1]!.end === tokens[a]!.start) a -= 2;
    while (b + 2 < tokens.length && /^[-_/]$/.test(tokens[b + 1]!.text) && tokens[b + 2]!.kind === 'word' && tokens[b + 1]!.start === tokens[b]!.end && tokens[b + 2]!.start === tokens[b + 1]!.end) b += 2;
    if (a === b) {
      bare.push(t.start);
      continue;
    }
    // (a phrase the claim writes out, "left to right" for "left-to-right", is no other name)
    // (its words one after the other in the claim, not scattered over it: "brisket uploads archives to S3" is no "brisket-s3")
    if (claim !== undefined) {
      const claimWords = tokenize(claim).filter((x) => x.kind === 'word').map((x) => x.norm).join(' ');
      const own = tokens.slice(a, b + 1).filter((x) => x.kind === 'word').map((x) => x.norm).join(' ');
      if (` ${claimWords} `.includes(` ${own} `)) return false;
    }
    const start = tokens[a]!.start;
    const end = tokens[b]!.end;
    const scoped = text.charAt(start - 1) === '@';
    const code = /`$/.test(text.slice(0, scoped ? start - 1 : start)) && text.charAt(end) === '`';
    // (or opening its sentence as its subject: "quill-hooks runs a formatter …")
    const opens = /(?:^|[.;:!?]\s+)[`*_'"]*$/.test(text.slice(0, scoped ? start - 1 : start));
    // (a compound of prose that ends in a participle is an adjective, not a name: "packaging-related tools",
    // "transient-fault-handling library"; a scoped or code name is a name whatever it ends in, `@gantry/testing`)
    if ((!scoped && !code && !opens && !NAME_KIND_AFTER.test(text.slice(end))) || (!scoped && !code && /(?:ed|ing)$/i.test(tokens[b]!.norm))) bare.push(t.start);
    else compound.push(t.start);
  }
  if (compound.length === 0) return false;
  if (bare.length === 0 || claim === undefined) return bare.length === 0;
  // the name alone in one clause does not lend it to another clause's other name: "The `kettle-cli` package adds a
  // `kettle` command; `@kettle/mock` provides an in-memory store" says nothing kettle itself provides; and the clause that
  // says what the claim says must have the name alone as often as the claim has it ("kettle adds a kettle command")
  const clause = clauseCarryingMost(text, claim, term.key);
  if (clause === undefined) return false;
  const within = (at: number) => at >= clause.start && at < clause.end;
  const claimAlone = tokenize(claim).filter((x, k, all) => x.kind === 'word' && (x.stem === term.key || x.norm === term.key) &&
    !/^[-_/@]$/.test(all[k - 1]?.end === x.start ? all[k - 1]!.text : '') && !/^[-_/]$/.test(all[k + 1]?.start === x.end ? all[k + 1]!.text : '')).length;
  return compound.some(within) && bare.filter(within).length < claimAlone;
}

/** The clause of a text (between semicolons and sentence ends) that holds the most of the claim's other content words. */
function clauseCarryingMost(text: string, claim: string, except: string): { start: number; end: number } | undefined {
  const wanted = new Set(tokenize(claim).filter((t) => t.kind === 'word' && !t.stop && t.stem !== except).map((t) => t.stem));
  let best: { start: number; end: number; count: number } | undefined;
  let start = 0;
  for (const m of [...text.matchAll(/[;.!?](?=\s|$)/g), { index: text.length }]) {
    const end = m.index!;
    const count = new Set(tokenize(text.slice(start, end)).filter((t) => wanted.has(t.stem)).map((t) => t.stem)).size;
    if (end > start && (best === undefined || count > best.count)) best = { start, end, count };
    start = end + 1;
  }
  return best !== undefined && best.count > 0 ? best : undefined;
}

function carriesTermPlainly(passage: PassageProfile, term: Term, acronyms?: Map<string, string>): boolean {
  if (passage.keys.has(term.key) && !onlyLeadsAName(passage, term) && !onlyInIdentifier(passage, term) && !onlyAnotherWordOfTheStem(passage, term)) return true;
  if (term.parts.length === 1 && hasAny(passage.keys, synonymsOf(term.key))) return true;
  if (term.parts.length > 1 && hasAll(passage.keys, term.parts) && partsTogether(passage.tokens, term.parts)) return true;
  const expansion = acronyms?.get(term.key) ?? acronyms?.get(term.surface.toLowerCase().replace(/s$/, ''));
  if (expansion) {
    const words = tokenize(expansion).filter((t) => t.kind === 'word' && !t.stop);
    // the long form as a phrase, not its content words anywhere: "just-in-time" (JIT) is not carried by "at the time of"
    if (words.length > 0 && words.every((t) => passage.keys.has(t.stem)) && phraseIn(passage.tokens, expansion)) return true;
  }
  return false;
}

/** The words of `phrase` (function words too) stand in `tokens` one after the other, punctuation between them aside. */
function phraseIn(tokens: readonly Token[], phrase: string): boolean {
  const wanted = tokenize(phrase).filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => t.stem);
  const words = tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  for (let i = 0; i + wanted.length <= words.length; i++) {
    if (wanted.every((w, k) => words[i + k]!.stem === w)) return true;
  }
  return false;
}

/** Does the passage carry this claim term, word for word or through WordNet (see lexicalCarrier)? */
export function carriesTerm(passage: PassageProfile, term: Term, acronyms?: Map<string, string>): boolean {
  return carriesTermPlainly(passage, term, acronyms) || lexicalCarrier(passage, term) !== undefined || oftenCarried(passage, term) ||
    versionCarried(passage, term) || aimCarried(passage, term);
}

/** A claim's word for an aim ("the aim is to …", "strives to …"). */
const AIM_TERMS = /^(?:aims?|aimed|aiming|goals?|intent|intention|striv(?:e|es|ing)|strove|seek(?:s|ing)?|sought|endeavou?r(?:s|ed|ing)?|tr(?:y|ies|ied|ying)|attempt(?:s|ed|ing)?)$/i;
/** A span's attempt or aim at something ("We try to keep …", "attempts to stay …", "aims to …"). */
const ATTEMPT_IN_SPAN = /\b(?:tr(?:y|ies|ied|ying)|attempt(?:s|ed|ing)?|aim(?:s|ed|ing)?|striv(?:e|es|ing)|strove|seek(?:s|ing)?|sought|endeavou?r(?:s|ed|ing)?)\s+to\b/i;
/** A claim's word for an aim, carried by any attempt the span states: "The aim is to keep X" over "We try to keep X". */
function aimCarried(passage: PassageProfile, term: Term): boolean {
  return term.parts.length === 1 && AIM_TERMS.test(term.surface) && ATTEMPT_IN_SPAN.test(passage.text);
}

/** The nouns a version number says (as written: "released", whose stem is release's, is an act, not a version). */
const VERSION_WORDS = new Set(['version', 'versions', 'release', 'releases']);
/** A version number written as one ("node `<v4.8`", "3.2.0") says "version": "node versions below v4.8". */
const VERSION_LITERAL = /(?<![\p{L}\p{N}.])(?:v\d+(?:\.\d+)*|\d+\.\d+\.\d+|\d+\.x)(?![\p{L}\p{N}]|\.\d)/u;
function versionCarried(passage: PassageProfile, term: Term): boolean {
  if (term.parts.length !== 1 || !VERSION_WORDS.has(term.surface.toLowerCase())) return false;
  // ("version 7" names its figure: only that figure written as a version says it, not "v3.2 … 7 flags")
  const claim = termClaims.get(term);
  const figure = claim === undefined ? null : /^\s+v?(\d+(?:\.\d+)*)/.exec(claim.slice(term.end));
  if (figure) {
    const own = new RegExp(`(?<![\\p{L}\\p{N}.])(?:v${escapeRegExp(figure[1]!)}(?![\\p{N}])|${escapeRegExp(figure[1]!)}(?=\\.(?:\\d|x)))`, 'u');
    return own.test(passage.text) || (figure[1]!.includes('.') && new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(figure[1]!)}(?![\\p{N}])`, 'u').test(passage.text) && VERSION_LITERAL.test(passage.text));
  }
  return VERSION_LITERAL.test(passage.text) || NAMED_VERSION.test(passage.text);
}
/** A dotted number after a product's name, its bound between: "Node.js below 10.10", "Python 3.12", "npm `>= 9.1`". */
const NAMED_VERSION = /(?:\b\p{Lu}[\p{L}\p{N}+#-]*(?:\.js)?|\b(?:node|npm|python)(?:\.js)?)\s*[`'"(]*(?:(?:[<>]=?|[≥≤]|below|above|before|after|older\s+than|newer\s+than)\s*)?v?\d+\.\d+/u;

/**
 * A claim's hedge of how often, carried by any the span says as often or more: "sometimes" by "In some cases, …".
 * (not by one the claim says itself: "has come up frequently, but is usually easy" over "has come up occasionally, but is
 * usually easy" — the span's "usually" is the claim's own)
 */
function oftenCarried(passage: PassageProfile, term: Term): boolean {
  const often = HOW_OFTEN.get(term.surface.toLowerCase());
  if (often === undefined) return false;
  const claim = termClaims.get(term);
  // (a passage of one phrase is the span's word in the claim word's place, read alone: the claim's own are not in it)
  const alone = passage.tokens.filter((t) => t.kind === 'word').length <= 4;
  const claimSays = countPhrases(claim === undefined || alone ? [] : findPhrases(claim, HOW_OFTEN_PHRASES));
  const spanSays = countPhrases(findPhrases(passage.text, HOW_OFTEN_PHRASES));
  return [...spanSays].some(([phrase, n]) => HOW_OFTEN.get(phrase)! >= often && n > (claimSays.get(phrase) ?? 0));
}

/** How the passage carries, through WordNet, a term it does not carry word for word: the relation and the span's own word. */
export interface LexicalMatch extends Carrier {
  spanWord: string; // as the span writes it
}

/** The WordNet relation by which the passage carries a term it does not carry word for word, to name in the verdict. */
export function carriedByLexicon(passage: PassageProfile, term: Term, acronyms?: Map<string, string>): LexicalMatch | undefined {
  if (carriesTermPlainly(passage, term, acronyms)) return undefined;
  const c = lexicalCarrier(passage, term);
  if (!c) return undefined;
  const token = passage.tokens.find((t) => t.kind === 'word' && t.norm === c.form) ?? passage.tokens.find((t) => t.kind === 'word' && t.stem === c.form);
  return { ...c, spanWord: token?.text ?? c.form };
}

/** carriesTerm, without acronyms, over the union of two passages' keys: what the pair's composed profile carries. */
export function eitherCarriesTerm(a: PassageProfile, b: PassageProfile, term: Term): boolean {
  if (a.keys.has(term.key) || b.keys.has(term.key)) return true;
  if (term.parts.length === 1) {
    for (const s of synonymsOf(term.key)) if (a.keys.has(s) || b.keys.has(s)) return true;
    return lexicalCarrier(a, term) !== undefined || lexicalCarrier(b, term) !== undefined;
  }
  if (term.parts.length === 0) return false;
  for (const p of term.parts) if (!a.keys.has(p) && !b.keys.has(p)) return false;
  return true;
}

// ---------- WordNet: paraphrase and opposites (src/core/lexicon) ----------

/** A word WordNet is asked about: a lowercase common word, not a function word. Names, numbers and compounds keep their own checks. */
function lexiconWord(word: string): boolean {
  return word.length >= 3 && /^[a-z]+$/.test(word) && !FUNCTION_WORDS.has(word);
}

let verbExceptions: ReadonlyMap<string, string> | undefined;
/**
 * WordNet's irregular verb forms (its verb.exc, as wink-eng-lite-web-model ships it: "hid" → "hide", "sought" → "seek"),
 * with the verifier's own: read only when a claim verb is not carried word for word and WordNet is asked about it.
 */
export function verbFormExceptions(): ReadonlyMap<string, string> {
  if (!verbExceptions) {
    // required on first use, not at start-up
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const table = require('wink-eng-lite-web-model/dist/wn-verb-exceptions.js') as Record<string, string>;
    const merged = new Map(Object.entries(table));
    for (const [form, lemma] of IRREGULAR_FORMS) merged.set(form, lemma);
    verbExceptions = merged;
  }
  return verbExceptions;
}

const NO_CARRIERS: ReadonlyMap<string, Carrier> = new Map();
const carrierMemo = new Map<string, ReadonlyMap<string, Carrier>>();
/** The forms that carry a claim word, read as this part of speech, through WordNet (loaded on the first call), by form. */
function lexicalCarriers(word: string, pos: Pos | undefined): ReadonlyMap<string, Carrier> {
  if (!lexiconWord(word)) return NO_CARRIERS;
  const key = `${word}/${pos ?? ''}`;
  let carriers = carrierMemo.get(key);
  if (!carriers) {
    // a form that is a verb of its own ("lay", "found", "saw") is read as that verb, not as another's past
    const own = pos === 'v' && wordNet().senses(word, 'v').length > 0;
    // irregular verb forms only for a word read as a verb (or read in no known part of speech): "the left window" is no "leave"
    carriers = withoutOtherWordsOfStem(word, withoutFunctionWords(carriersOf(wordNet(), word, pos, pos === 'v' ? (own ? IRREGULAR_FORMS : verbFormExceptions()) : pos === undefined ? IRREGULAR_FORMS : undefined)));
    if (carrierMemo.size > 4096) {
      carrierMemo.clear();
      carrierGeneration++;
    }
    carrierMemo.set(key, carriers);
  }
  return carriers;
}
/** Bumped whenever carrierMemo forgets: a term's carriers kept from before are read again. */
let carrierGeneration = 0;

/** A derived form that is the other end of a relation never carries the word: "referent" is not "reference", "general" not "generic". */
function withoutOtherWordsOfStem(word: string, carriers: ReadonlyMap<string, Carrier>): ReadonlyMap<string, Carrier> {
  const kept = [...carriers].filter(([, c]) => c.relation !== 'derivation' || !anotherWordOfStem(word, c.lemma));
  return kept.length === carriers.size ? carriers : kept.length === 0 ? NO_CARRIERS : new Map(kept);
}

/** A function word of the span never carries a claim word: "will" is a modal there, not WordNet's legal document (a kind of "module"). */
function withoutFunctionWords(carriers: ReadonlyMap<string, Carrier>): ReadonlyMap<string, Carrier> {
  const kept = [...carriers].filter(([form]) => !MODAL_STRENGTH.has(form) && !BETWEEN_HEDGE_AND_WORD.has(form) && !(tokenize(form)[0]?.stop ?? false));
  return kept.length === carriers.size ? carriers : kept.length === 0 ? NO_CARRIERS : new Map(kept);
}

/** The claim text each profiled claim's terms come from: WordNet reads a term in the part of speech it has there. */
const termClaims = new WeakMap<Term, string>();

/**
 * The terms of a part of the claim read as a text of its own — a word the claim used before counts again ("… annotate
 * their signatures …, and if a signature is not annotated …") — with offsets into the claim.
 */
export function termsWithin(profile: ClaimProfile, range: { start: number; end: number }): Term[] {
  return profileClaim(profile.text.slice(range.start, range.end)).terms.map((t) => {
    const moved = { ...t, start: t.start + range.start, end: t.end + range.start };
    termClaims.set(moved, profile.text);
    return moved;
  });
}
const WORDNET_POS: Record<string, Pos | null> = { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r', PROPN: null };
/** Part-of-speech tags of a claim's words (wink-nlp), by start offset; only read when WordNet is asked about a term. */
export const posTags = memoByText(64, (text): Map<number, Pos | null> => {
  const tags = new Map<number, Pos | null>();
  for (const sentence of analyse(text)) {
    const first = sentence.tokens.find((t) => /\p{L}/u.test(t.value));
    for (const t of sentence.tokens) {
      // a capitalised noun of an act or state opening the sentence is no name because the tagger calls it one ("Lack of
      // FGF21 …", "Absence of …"): it is read in its usual parts of speech; a thing's name stays a name ("Osprey", "Cargo")
      if (t === first && t.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(t.value) && namesActOrState(t.lower)) continue;
      tags.set(t.start, WORDNET_POS[t.pos] ?? null);
    }
  }
  return tags;
});
/** Noun lexicographer files of acts, attributes, events, processes, phenomena and states (WordNet's 4, 7, 11, 22, 19, 26). */
const ACT_OR_STATE_FILES = new Set([4, 7, 11, 19, 22, 26]);
/** A word whose usual noun sense, by WordNet, is an act or a state ("lack", "absence", "attendance"), not a thing. */
function namesActOrState(word: string): boolean {
  const wn = wordNet();
  return wn.morphy(word, 'n').some((lemma) => {
    const first = wn.senses(lemma, 'n')[0];
    return first !== undefined && ACT_OR_STATE_FILES.has(first.synset.lexFile);
  });
}
/** The term's part of speech in its claim (undefined: not known, the word's usual reading is used; null: a name or function word). */
export function termPos(term: Term): Pos | null | undefined {
  const text = termClaims.get(term);
  return text === undefined ? undefined : posTags(text).get(term.start);
}

/**
 * The passage word that carries a single-word, common claim term through WordNet: an inflection or derivationally
 * related form, a synonym in a shared first sense, or a direct kind of it (the specific carries the general, never the
 * reverse). Names, compounds and numbers are never carried this way; strong predicates are not terms at all.
 */
export function lexicalCarrier(passage: PassageProfile, term: Term): Carrier | undefined {
  if (term.entity || term.parts.length !== 1) return undefined;
  const c = carrierIn(passage, carriersOfTerm(term));
  // (a carrier matched by its stem only through another word of it: "refer" through the span's "referent")
  if (c === undefined || c.relation === 'inflection') return c;
  const mine = term.surface.toLowerCase();
  const held = passage.tokens.filter((t) => t.kind === 'word' && (t.norm === c.form || t.stem === c.form));
  return held.length > 0 && held.every((t) => t.norm !== c.form && anotherWordOfStem(mine, t.norm)) ? undefined : c;
}

/** lexicalCarrier without the per-term memo (exported for tests: both must give the same carrier). */
export function lexicalCarrierUnmemoised(passage: PassageProfile, term: Term): Carrier | undefined {
  if (term.entity || term.parts.length !== 1) return undefined;
  const pos = termPos(term);
  return pos === null ? undefined : carrierIn(passage, lexicalCarriers(term.surface.toLowerCase(), pos));
}

/**
 * A single-word term's WordNet carriers, kept per term: a claim's terms are scored against every sentence its search
 * reaches (tens of thousands of calls a chapter), and the term's part of speech and carriers are the same each time.
 * Terms are never changed once made, and what is kept is what lexicalCarriers gives until its memo forgets.
 */
const termCarrierMemo = new WeakMap<Term, { generation: number; carriers: ReadonlyMap<string, Carrier> }>();
function carriersOfTerm(term: Term): ReadonlyMap<string, Carrier> {
  const kept = termCarrierMemo.get(term);
  if (kept !== undefined && kept.generation === carrierGeneration) return kept.carriers;
  const pos = termPos(term);
  const all = pos === null ? NO_CARRIERS : lexicalCarriers(term.surface.toLowerCase(), pos);
  // (an item of a list the claim gives is that item, not any kind of it: "labels, and headings" is not carried by the
  // span's "labels, and titles", which WordNet makes a kind of heading)
  const text = termClaims.get(term);
  const carriers = text !== undefined && [...all.values()].some((c) => c.relation === 'hypernym') && listItem(text, term)
    ? new Map([...all].filter(([, c]) => c.relation !== 'hypernym')) : all;
  termCarrierMemo.set(term, { generation: carrierGeneration, carriers });
  return carriers;
}

/** The term is an item of a list of three or more ("A, B, and C"; "A, B or C"), in its sentence. */
function listItem(text: string, term: { start: number; end: number }): boolean {
  const before = text.slice(Math.max(0, term.start - 120), term.start).split(/[.;:!?]\s/).pop()!;
  const after = text.slice(term.end, term.end + 120).split(/[.;:!?](?:\s|$)/)[0]!;
  const commas = (before.match(/,/g) ?? []).length;
  // the last item ("A, B, and C", "A, B or C"), or one before it ("A, B, and C" for A and B)
  const last = /(?:,\s*|\s)(?:and|or)\s+(?:(?:the|a|an)\s+)?(?:[\p{L}-]+\s+)?[`*_"']*$/u.test(before) && commas >= 1;
  const middle = /,\s*(?:(?:the|a|an)\s+)?(?:[\p{L}-]+\s+)?[`*_"']*$/u.test(before) && commas >= 2;
  const first = /^[`*_"']*\s*,/.test(after) && /(?:,\s*|\s)(?:and|or)\s/.test(after);
  return last || middle || first;
}

/** The first carrier the passage uses (by the smaller of the two to walk). */
function carrierIn(passage: PassageProfile, carriers: ReadonlyMap<string, Carrier>): Carrier | undefined {
  if (carriers.size === 0) return undefined;
  if (carriers.size <= passage.keys.size) {
    for (const [form, c] of carriers) if (passage.keys.has(form)) return c;
    return undefined;
  }
  for (const key of passage.keys) {
    const c = carriers.get(key);
    if (c) return c;
  }
  return undefined;
}

/** The flag and the sentence naming how a passage word carries a claim word through WordNet. */
export function explainCarrier(m: LexicalMatch, claimSurface: string): { flag: string; reason: string } {
  const how = m.relation === 'derivation' && m.via
    ? `WordNet: its derived form ${quote(m.via)} has ${quote(m.lemma)} as a first-sense synonym`
    : m.relation === 'derivation' ? `WordNet: a derivationally related form of ${quote(m.claimLemma)}`
      : m.relation === 'synonym' ? `WordNet: a synonym of ${quote(m.claimLemma)} in its first sense`
        : m.relation === 'hypernym' ? `WordNet: a ${quote(m.lemma)} is a kind of ${quote(m.claimLemma)}`
          : `WordNet: a form of ${quote(m.claimLemma)}`;
  return { flag: `lexicon_${m.relation}:${m.spanWord}/${claimSurface}`, reason: `${quote(m.spanWord)} in the span carries ${quote(claimSurface)} (${how}).` };
}
const quote = (s: string) => `'${s}'`;

const oppositeMemo = new Map<string, ReadonlyArray<[string, string, string, string]>>();
/** WordNet's opposites of a claim word as [word, opposite form, stem of word, stem of opposite]. */
function lexicalOpposites(token: Token, pos: Pos | null | undefined): ReadonlyArray<[string, string, string, string]> {
  if (token.kind !== 'word' || token.stop || pos === null || !lexiconWord(token.norm)) return [];
  const key = `${token.norm}/${pos ?? ''}`;
  let pairs = oppositeMemo.get(key);
  if (!pairs) {
    const out: Array<[string, string, string, string]> = [];
    for (const a of antonymsOf(wordNet(), token.norm, pos, IRREGULAR_FORMS)) {
      for (const form of a.pos === 'a' ? gradedForms(a.lemma) : inflections(a.lemma, a.pos)) {
        const s = stem(form);
        if (s !== token.stem && !out.some((o) => o[3] === s)) out.push([token.norm, form, token.stem, s]);
      }
    }
    pairs = out;
    if (oppositeMemo.size > 4096) oppositeMemo.clear();
    oppositeMemo.set(key, pairs);
  }
  return pairs;
}

/**
 * The span's word in the claim word's very place says its opposite: a WordNet antonym in any reading of either word,
 * adjectives before a noun included ("A large number of maintainers" / "A small number of maintainers", "the last
 * stage" / "the first stage"), or its graded forms ("oldest" / "newest"); an antonym through another word of either
 * one's frequent synsets ("frequently" ~ "often" ↔ "rarely"); or the two ends of a scale of how often or how many
 * ("rarely" / "typically", "few" / "most"). Where every other word of the claim is carried around it, the rest of the
 * sentence says which thing it is, so the attributive opposite is the statement's own.
 */
export function oppositeInPlace(claimWord: string, spanWord: string, claimBefore = ''): boolean {
  const [a, b] = [claimWord.toLowerCase(), spanWord.toLowerCase()];
  // ("a few", "a little": some, not few)
  if ((!/\ba\s+$/i.test(claimBefore) && scaleEndsOpposed(a, b)) || scaleEndsOpposed(b, a)) return true;
  if (a === b || !lexiconWord(a) || !lexiconWord(b)) return false;
  const wn = wordNet();
  const opposed = (x: string, y: string) => antonymsOf(wn, x, undefined, IRREGULAR_FORMS).some((o) =>
    (o.pos === 'a' ? gradedForms(o.lemma) : inflections(o.lemma, o.pos)).includes(y) || o.lemma === y);
  return opposed(a, b) || opposed(b, a) || opposedSynsets(wn, a, b, IRREGULAR_FORMS) !== undefined;
}

/** Words of how often or how many at the high end of their scale ("usually", "most") and at the low end ("rarely", "few"). */
const SCALE_HIGH = new Set(['often', 'frequently', 'usually', 'typically', 'generally', 'normally', 'commonly', 'mostly', 'always', 'regularly', 'most', 'many', 'much']);
const SCALE_LOW = new Set(['rarely', 'seldom', 'infrequently', 'never', 'few', 'little']);
/** The two words stand at the two ends of one scale of how often or how many ("rarely" / "typically", "few" / "most"). */
function scaleEndsOpposed(a: string, b: string): boolean {
  return SCALE_LOW.has(a) && SCALE_HIGH.has(b);
}

/** Words that may stand between a negation and the word it denies ("not really needed", "not yet clear", "no longer calls"). */
const DENIAL_GAP = new Set(['really', 'yet', 'actually', 'currently', 'ever', 'even', 'longer']);
/** Modal verbs are not the words beside a denied word ("can be used" / "cannot be used"). */
export const MODAL_WORDS = new Set(['can', 'could', 'may', 'might', 'will', 'would', 'shall', 'should', 'must']);
/** Function words that are themselves what a negation denies ("is not the same as", "work was not done that …"). */
const DENIABLE_STOPWORDS = new Set(['same', 'done']);
/** "not only X but also Y" asserts X. */
const NOT_A_DENIAL = new Set(['only', 'sole', 'just', 'merely', 'simply']);
/**
 * ", not merely correctness invariants" closing a clause with no "but" after it: the thing set aside is denied, as in
 * ", not correctness invariants"; "not only X but also Y" denies nothing.
 */
function contrastingNotMerely(text: string, neg: PhraseHit): boolean {
  if (neg.phrase !== 'not' || !/,\s*$/.test(text.slice(Math.max(0, neg.start - 3), neg.start))) return false;
  const rest = text.slice(neg.end).split(/[.;:!?]/, 1)[0]!;
  return !/\bbut\b/i.test(rest);
}
const ARTICLES = new Set(['the', 'a', 'an']);
/** What is "also" done after a denial of doing only so much, in the rest of its sentence: "not merely copied; it must also be re-encrypted". */
const alsoAfter = (text: string, from: number) => /\b(?:also|as\s+well|too)\b/i.test(text.slice(from).split(/[.!?](?:\s|$)/, 1)[0]!);
/** A denial of being able to do an act just so ("cannot simply be used as …"): the manner word and where it stands. */
const MODAL_DENIED_MANNER = /\b(?:cannot|can['’]t|could\s+not|couldn['’]t)\s+(simply|just|merely)\b/i;
/**
 * The span denies an act done just so ("cannot simply be used as a cache") and the claim denies the act outright ("cannot
 * be used as a cache"): the span leaves the act open otherwise, so the claim says more. The manner word, as a hedge.
 */
function deniedMannerDropped(claimText: string, spanText: string, words: readonly Token[]): Hedge | undefined {
  const m = MODAL_DENIED_MANNER.exec(spanText);
  if (!m || /\b(?:simply|just|merely)\b/i.test(claimText) || alsoAfter(spanText, m.index + m[0].length)) return undefined;
  const start = m.index + m[0].length - m[1]!.length;
  const next = words.find((t) => t.start >= start + m[1]!.length && !t.stop && !/^(?:be|been)$/i.test(t.norm));
  // (only a claim that itself denies that act: "Tarn requires a token" is not about "the token cannot simply be copied")
  const claimDenies = /\b(?:not|never|cannot|no)\b|n['’]t\b/i.test(claimText);
  if (!next || !claimDenies || !tokenize(claimText).some((t) => t.stem === next.stem)) return undefined;
  return { phrase: m[1]!.toLowerCase(), surface: m[1]!, start, end: start + m[1]!.length, next };
}
/** A denial, said or implied ("failed to", "lacks"), then within three words a word of degree it denies ("not enough", "failed to generate sufficient"). */
const DENIED_DEGREE = /\b(?:not|never|no|cannot|fail(?:s|ed|ing)?\s+to|unable\s+to|lack(?:s|ed|ing)?|without)\s+(?:[\p{L}-]+\s+){0,3}?(enough|sufficient(?:ly)?|adequate(?:ly)?|much|many|significant(?:ly)?|substantial(?:ly)?|full(?:y)?|entire(?:ly)?|complete(?:ly)?|all|every|always|widely)\b/giu;
/** Words of degree that say the same amount, each the others' ("enough interest" / "sufficient interest"). */
const DEGREE_ALIKE: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['enough', 'sufficient', 'sufficiently', 'adequate', 'adequately']),
  new Set(['full', 'fully', 'entire', 'entirely', 'complete', 'completely', 'totally', 'wholly', 'perfectly']),
  new Set(['well', 'properly', 'correctly']),
  new Set(['significant', 'significantly', 'substantial', 'substantially']),
  new Set(['all', 'every', 'always']),
];
/**
 * The span denies a degree ("failed to generate sufficient interest", "does not fully support") and the claim denies the
 * act outright ("failed to generate interest", "does not support"): the span leaves some of it open, so the claim says
 * more. The degree word, as a hedge; only where the claim has the word it qualifies and no word of that degree.
 */
function deniedDegreeDropped(claimText: string, spanText: string, words: readonly Token[]): Hedge | undefined {
  if (!/\b(?:not|never|no|cannot|fail(?:s|ed|ing)?|unable|lack(?:s|ed|ing)?|without)\b|n['’]t\b/i.test(claimText)) return undefined;
  const claimTokens = tokenize(claimText);
  for (const m of spanText.matchAll(DENIED_DEGREE)) {
    const degree = m[1]!.toLowerCase();
    const alike = DEGREE_ALIKE.find((set) => set.has(degree)) ?? new Set([degree]);
    if (claimTokens.some((t) => alike.has(t.norm))) continue;
    const start = m.index! + m[0].length - m[1]!.length;
    const next = words.find((t) => t.start >= start + m[1]!.length && !t.stop);
    if (!next || /[.;:!?]/.test(spanText.slice(start, next.start)) || !claimTokens.some((t) => t.stem === next.stem)) continue;
    return { phrase: degree, surface: m[1]!, start, end: start + m[1]!.length, next, kind: 'degree' };
  }
  // the degree after the verb: "does not support Windows fully", "does not work well on Windows"
  for (const m of spanText.matchAll(DENIED_DEGREE_AFTER)) {
    const degree = m[2]!.toLowerCase();
    const start = m.index! + m[0].length - m[2]!.length;
    // ("as well": also, no degree)
    if (degree === 'well' && /\bas\s+$/i.test(spanText.slice(0, start))) continue;
    const alike = DEGREE_ALIKE.find((set) => set.has(degree)) ?? new Set([degree]);
    // (a phrase of limit the claim says too, "by default", keeps it)
    if (claimTokens.some((t) => alike.has(t.norm)) || new RegExp(`\\b${degree.replace(/\s+/g, '\\s+')}\\b`, 'i').test(claimText)) continue;
    const next = words.find((t) => t.start >= m.index! + m[0].length - m[1]!.length - m[2]!.length && t.end <= start && !t.stop && claimTokens.some((c) => c.stem === t.stem));
    if (!next) continue;
    // (its surface runs from the word it qualifies to the degree: "support Windows fully")
    return { phrase: degree, surface: spanText.slice(next.start, start + m[2]!.length), start, end: start + m[2]!.length, next, kind: 'degree' };
  }
  return undefined;
}
/** A denial, then up to five words, then a word of degree or manner: what is denied is the degree ("does not support Windows fully"). */
const DENIED_DEGREE_AFTER = /\b(?:not|never|cannot|n['’]t)\s+((?:[\p{L}\d.-]+\s+){1,5}?)(fully|completely|entirely|totally|wholly|well|properly|correctly|reliably|perfectly|officially|natively|quickly|efficiently|by\s+default|out\s+of\s+the\s+box)\b/giu;
/**
 * "cannot simply be used as …", "can't just delete it": a modal's denial of an act done just so denies the act, where "is
 * not simply a cache" or "does not just rename it" asserts it and more.
 */
function modalDenialOfManner(text: string, neg: PhraseHit, word: string): boolean {
  if (word !== 'simply' && word !== 'just' && word !== 'merely') return false;
  // (not where the sentence goes on with what is "also" done: "must not merely be copied; it must also be re-encrypted")
  if (alsoAfter(text, neg.end)) return false;
  // (of ability only: "must not merely be copied", "won't just stop the build" go on, in a clause this reading may not
  // see, with what is also done)
  return neg.phrase === 'cannot' || /\b(?:can|could|ca)\s*$/i.test(text.slice(Math.max(0, neg.start - 7), neg.start));
}

/** How many words on either side of a word's use count as around it. */
const USE_SURROUNDINGS = 2;
interface Use { stem: string; denied: boolean; left: string | undefined; right: string | undefined; around: string[] }

/** The token is a word right before punctuation or the end of the text. */
function endsClause(tokens: Token[], i: number): boolean {
  const next = tokens[i + 1];
  return tokens[i]!.kind === 'word' && (next === undefined || next.kind === 'punct');
}

/** usesOf, read once per token list (a span's profile keeps its tokens, and meets every claim of a chapter). */
const USES = new WeakMap<readonly Token[], Use[]>();
function usesOf(text: string, tokens: Token[]): Use[] {
  let uses = USES.get(tokens);
  if (uses === undefined) USES.set(tokens, uses = readUses(text, tokens));
  return uses;
}

/**
 * "Neither A nor B V …" opening a clause: the pair is the subject, and the denial is of the verb after it. Where "nor"
 * starts and where the verb does, or undefined (no "nor" within five words, or no verb within five words after it).
 */
function neitherNorSubjects(text: string, tokens: Token[], neg: PhraseHit): { nor: number; verb: number } | undefined {
  if (!/(?:^|[.;:!?,]\s*|\b(?:that|because|since|as|so|and|but)\s+)$/i.test(text.slice(Math.max(0, neg.start - 10), neg.start))) return undefined;
  const m = /^\s+(?:[^\s.;:!?]+\s+){1,5}?(nor)\s+/i.exec(text.slice(neg.end, neg.end + 120));
  if (!m) return undefined;
  const nor = neg.end + m[0].length - m[1]!.length - (m[0].length - m[0].trimEnd().length);
  const tags = posTags(text);
  const after = tokens.filter((t) => t.start >= neg.end + m[0].length && t.kind === 'word').slice(0, 6);
  // (past the second subject: the first word read as a verb, not an auxiliary or modal, after at least one word)
  // (a word WordNet can read as a verb counts too: the tagger reads "metadata support" as one noun; not right after a
  // determiner, "nor the test runner": that is the subject's noun)
  const verb = after.find((t, i) => i > 0 && !t.stop && !after[i - 1]!.stop && !MODAL_WORDS.has(t.norm) && !AUXILIARIES.has(t.norm) &&
    (tags.get(t.start) === 'v' || mayReadAsVerb(t.norm)));
  return verb === undefined ? undefined : { nor, verb: verb.start };
}

/** Each content word of a text, whether it is denied (the first content word after a negation), and the content words beside it. */
/** How many tokens after a denied word its "or" may stand ("not written out explicitly or implemented"). */
const DENIED_OR_REACH = 5;
function readUses(text: string, tokens: Token[]): Use[] {
  const denied = new Set<number>();
  let pairedNor = -1;
  for (const neg of negationHits(text)) {
    if (idiomaticNot(text, neg)) continue;
    // ("Neither stdlib modules nor the metadata support it": the pair is the subject; what is denied is its verb)
    if (neg.phrase === 'nor' && neg.start === pairedNor) continue;
    const pair = neg.phrase === 'neither' ? neitherNorSubjects(text, tokens, neg) : undefined;
    if (pair) {
      pairedNor = pair.nor;
      denied.add(pair.verb);
      continue;
    }
    // "just like the try! macro does not.": a negation that ends its clause denies the word it follows
    if (/^\s*(?:[.,;:!?)]|$)/.test(text.slice(neg.end))) {
      const before = tokens.filter((t) => t.end <= neg.start && (t.kind === 'word' || t.kind === 'number') && !t.stop && !MODAL_WORDS.has(t.norm)).pop();
      if (before) denied.add(before.start);
      continue;
    }
    // ("nothing in the API prevents …", "no way for it to resume …": the act past the place or the means)
    const means = deniedMeansAct(text, neg);
    const meant = means === undefined ? undefined : tokens.find((t) => t.start >= means && t.kind === 'word' && !t.stop);
    if (meant) denied.add(meant.start);
    const passed = deniedActPast(text, tokens, neg);
    if (passed !== undefined) {
      const act = tokens.find((t) => t.start >= passed && t.kind === 'word' && !t.stop);
      if (act) denied.add(act.start);
      if (neg.phrase !== 'no') continue;
    }
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.start < neg.end) continue;
      if (t.kind === 'punct') break;
      // ("not by us but by LLVM": what "but" opens is asserted; the denial reached only function words)
      if (t.kind === 'word' && REACH_STOPS.has(t.norm)) break;
      // ("no one available": "one" is the denial's own word, which denies what follows it)
      if (t.norm === 'one' && tokens[i - 1]?.norm === 'no') continue;
      // a function word that ends the clause is what is denied ("when the feature is not off, …")
      // a modal is never what is denied: "not done that could have been saved" reaches "saved"
      if ((t.stop && !endsClause(tokens, i) && !DENIABLE_STOPWORDS.has(t.norm)) || DENIAL_GAP.has(t.norm) || NEGATIONS.includes(t.norm) || MODAL_WORDS.has(t.norm)) continue;
      if (NOT_A_DENIAL.has(t.norm)) break;
      denied.add(t.start);
      // "not allowed to log in", "not possible to run", "no way to update": the denial reaches the verb after "to"
      const to = tokens[i + 1];
      const verb = tokens[i + 2];
      if (to?.norm === 'to' && verb?.kind === 'word' && !verb.stop) denied.add(verb.start);
      // "not written out or implemented": a denial reaches the word after its "or" too (not A or B is neither)
      for (let k = i + 1; k < tokens.length && k <= i + DENIED_OR_REACH; k++) {
        const o = tokens[k]!;
        if (o.kind === 'punct' || (o.kind === 'word' && /^(?:and|but|which|that|because|while|whereas|if|when)$/.test(o.norm))) break;
        if (o.kind !== 'word' || o.norm !== 'or') continue;
        const next = tokens.slice(k + 1).find((x) => x.kind !== 'word' || (!x.stop && !DENIAL_GAP.has(x.norm) && !/\p{L}{3}ly$/u.test(x.norm)));
        if (next && next.kind === 'word') denied.add(next.start);
        break;
      }
      break;
    }
  }
  // (a negative contraction is a negation, not a neighbour: "doesn't work" has "work" beside what "does not work" has)
  const words = tokens.filter((t, i) => (t.kind === 'word' || t.kind === 'number') && (!t.stop || endsClause(tokens, i) || DENIABLE_STOPWORDS.has(t.norm)) &&
    !NEGATIONS.includes(t.norm) && !MODAL_WORDS.has(t.norm) && !/n['’]t$/.test(t.norm));
  return words.map((t, i) => ({ stem: t.stem, denied: denied.has(t.start), left: words[i - 1]?.stem, right: words[i + 1]?.stem,
    around: words.slice(Math.max(0, i - USE_SURROUNDINGS), i + 1 + USE_SURROUNDINGS).map((w) => w.stem) }));
}

/**
 * A word one side denies and the other only asserts ("is not described" / "is described"; "not available without
 * X" / "available without X"): which side denies it, or null. Only a side with more negations than the other can
 * deny what the other asserts — "No configuration is required" and "Configuration is not required" say the same —
 * and a word used both ways in one text decides nothing.
 */
/** "nor" that opens a clause: an auxiliary or modal after it ("nor can it", "nor is its order"). */
const NOR_CLAUSE = /^\s+(?:is|are|was|were|do|does|did|can|could|will|would|shall|should|may|might|must|has|have|had)\b/i;

export function deniedWordClash(claimText: string, claimTokens: Token[], passage: PassageProfile): { word: string; denies: 'claim' | 'span' } | null {
  // ("not identified in A, B, nor any other" is one denial, as "not identified in A, B, or any other")
  const denials = (text: string) => {
    const found = negationHits(text).filter((n) => !idiomaticNot(text, n));
    // (not "nor" that opens a clause of its own, "…, nor can it be used", "nor is its order defined")
    return found.filter((n) => !(/^nor$/i.test(n.phrase) && !NOR_CLAUSE.test(text.slice(n.end)) &&
      found.some((m) => m.end <= n.start && !/^(?:nor|neither)$/i.test(m.phrase) && !/[.;:!?]/.test(text.slice(m.end, n.start))))).length;
  };
  const claimNegations = denials(claimText);
  const spanNegations = denials(passage.text);
  if (claimNegations === 0 && spanNegations === 0) return null;
  const mine = usesOf(claimText, claimTokens);
  const theirs = usesOf(passage.text, passage.tokens);
  if (claimNegations !== spanNegations) {
    const clash = clashFrom(claimNegations > spanNegations ? 'claim' : 'span', mine, theirs, claimTokens, passage);
    return clash && { word: clash.word, denies: clash.denies };
  }
  // as many denials on each side, moved from one word to another: each side denies what the other asserts ("is not
  // additive and breaks code" / "is additive and does not break code")
  // (not a denial moved within its clause, "no separate entry is available" / "a separate entry is not available", nor
  // one of a thing named otherwise, "the Python module, not the C module, is the reference" / "it is not the reference")
  const claimDenies = clashFrom('claim', mine, theirs, claimTokens, passage);
  const spanDenies = claimDenies && clashFrom('span', mine, theirs, claimTokens, passage);
  // (the span's denials reach nothing the claim names, "…, so sharing them isn't useful": the claim's denial is answered
  // by none of them, "will no longer have to be compiled" / "will have to be compiled, so …")
  if (claimDenies && !spanDenies && denialsElsewhere(claimTokens, passage.text)) return { word: claimDenies.word, denies: claimDenies.denies };
  if (!claimDenies || !spanDenies) return null;
  // (what a denial reaches, up to a second predicate joined by "and"/"or": "is not additive and breaks code")
  // (not a compound's second word, "not considered transparent to type-checking" reaches no act of checking)
  const reached = (text: string) => new Set(denialReaches(text).flatMap((r) => {
    const joined = /,?\s+(?:and|or)\s+/i.exec(text.slice(r.end, r.reachEnd));
    const stems = joined ? clauseReach(text.slice(0, r.end + joined.index), r.end).stems : r.stems;
    const reach = text.slice(r.end, r.reachEnd);
    const words = tokenize(reach);
    const tails = new Set(words.filter((t, k) => compoundTail(reach, words, k)).map((t) => t.stem));
    const alone = new Set(words.filter((t, k) => t.kind === 'word' && !compoundTail(reach, words, k)).map((t) => t.stem));
    return stems.filter((x) => !tails.has(x) || alone.has(x));
  }));
  const named = (text: string, tokens: readonly Token[], stemmed: string) => {
    const tags = posTags(text);
    return tokens.some((t, k) => t.stem === stemmed && tags.get(t.start) === 'n' && !compoundTail(text, tokens, k));
  };
  if (reached(claimText).has(spanDenies.stem) || reached(passage.text).has(claimDenies.stem)) return null;
  if (named(claimText, claimTokens, claimDenies.stem) || named(passage.text, passage.tokens, spanDenies.stem)) return null;
  return { word: claimDenies.word, denies: claimDenies.denies };
}

/** Every denial of the span reaches only words the claim does not name (content words; its reach read to the clause's end). */
function denialsElsewhere(claimTokens: readonly Token[], spanText: string): boolean {
  const claimStems = new Set(claimTokens.filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  const reaches = denialReaches(spanText);
  return reaches.length > 0 && reaches.every((r) => r.stems.length > 0 && r.stems.every((x) => !claimStems.has(x)));
}

/** tokens[k] is the second word of a hyphenated compound ("type-checking"), not after a prefix ("re-enabled"). */
function compoundTail(text: string, tokens: readonly Token[], k: number): boolean {
  const t = tokens[k]!;
  const hyphen = tokens[k - 1];
  const head = tokens[k - 2];
  return t.kind === 'word' && hyphen?.text === '-' && hyphen.end === t.start && head?.kind === 'word' && head.end === hyphen.start && !HYPHEN_PREFIXES.has(head.norm);
}

function clashFrom(denier: 'claim' | 'span', mine: Use[], theirs: Use[], claimTokens: Token[], passage: PassageProfile): { word: string; denies: 'claim' | 'span'; stem: string } | null {
  const [deniers, asserters] = denier === 'claim' ? [mine, theirs] : [theirs, mine];
  const samePlace = (a: Use, b: Use) => a.stem === b.stem && a.left === b.left && a.right === b.right;
  const wordOf = (s: string) => [...claimTokens, ...passage.tokens].find((t) => t.stem === s)?.text ?? s;
  // (or both of one use's neighbours close to the other, in any order: "fields are guaranteed to be present" / "no
  // guarantee that either field is present"; not "passed the budget but did not approve the hires" / "the committee
  // approved the budget")
  const near = (a: Use, b: Use) => a.stem === b.stem && (((a.left !== undefined && a.left === b.left) || (a.right !== undefined && a.right === b.right)) ||
    [a, b].some((x) => {
      const y = x === a ? b : a;
      return x.left !== undefined && x.right !== undefined && y.around.includes(x.left) && y.around.includes(x.right);
    }));
  for (const use of deniers) {
    if (!use.denied) continue;
    const other = asserters.filter((u) => u.stem === use.stem);
    // the denial must be about what the other side says: the two uses share a neighbour ("did not approve the hires"
    // does not deny "approved the budget")
    if (!other.some((u) => near(u, use))) continue;
    // the other side says the word at this very place without denying it, and denies it less often overall: "is not
    // available …, or is not available" against "is available …, or is not available"
    const there = other.filter((u) => samePlace(u, use));
    const plainToo = deniers.filter((u) => u.stem === use.stem && !u.denied);
    if (there.length > 0 && there.every((u) => !u.denied) && plainToo.length === 0 &&
        deniers.filter((u) => u.stem === use.stem && u.denied).length > other.filter((u) => u.denied).length) {
      return { word: wordOf(use.stem), denies: denier, stem: use.stem };
    }
    if (plainToo.length > 0) {
      // used both ways: only where the other side's use stands exactly here and nowhere like the plain use
      if (there.length === 0 || there.some((u) => u.denied || plainToo.some((p) => samePlace(u, p)))) continue;
    } else if (other.some((u) => u.denied)) continue;
    return { word: wordOf(use.stem), denies: denier, stem: use.stem };
  }
  return null;
}

/**
 * The span's word that stands exactly where the claim has `term`, between the same two content words, when it is
 * another word: "were optional and inferred" against "were required and inferred". The span then says something
 * else at that place, and no other span may fill it in. With `oneWordBetween`, the span may have one word of its own
 * between that word and the claim's right neighbour.
 */
export function substitutedWord(claimTokens: Token[], passage: PassageProfile, term: Term, oneWordBetween = false): string | undefined {
  // a compound's words each have their place ("a private item links to another private item")
  const stems = new Set(term.parts.length > 1 ? term.parts : [term.key]);
  const content = (tokens: readonly Token[]) => tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
  const mine = content(claimTokens);
  const theirs = content(passage.tokens);
  // a word the claim itself uses elsewhere is no other word ("the incidence of Quillet faults … of Varrow faults")
  const claimStems = new Set(mine.map((t) => t.stem));
  // a neighbour past either end is the sentence's edge, which must then be the span's edge too ("It is optional to
  // implement …" against "It is required to implement …")
  for (let i = 0; i < mine.length; i++) {
    const own = mine[i]!.stem;
    if (!stems.has(own)) continue;
    const left = mine[i - 1]?.stem;
    const right = mine[i + 1]?.stem;
    if (left === undefined && right === undefined) continue;
    for (let j = 0; j < theirs.length; j++) {
      const w = theirs[j]!;
      // (at the claim's edge, the span's lead-in before a comma is no neighbour: "Allowing X …" / "Second, permitting X …")
      const leftOf = left === undefined && j === 1 && SENTENCE_LEAD_INS.has(theirs[0]!.norm) && /^\W*,\s*$/.test(passage.text.slice(theirs[0]!.end, w.start)) ? undefined : theirs[j - 1]?.stem;
      if (w.stem !== own && w.kind === 'word' && !claimStems.has(w.stem) && leftOf === left && theirs[j + 1]?.stem === right) return w.text;
      // (a word of degree of the span's own before it: "the most common example" where the claim says "the rarest example")
      if (w.stem !== own && w.kind === 'word' && !claimStems.has(w.stem) && DEGREE_BEFORE.has(theirs[j - 1]?.norm ?? '') && !claimStems.has(theirs[j - 1]!.stem) &&
        theirs[j - 2]?.stem === left && theirs[j + 1]?.stem === right) return w.text;
      // (a name, with one word of the span's own after it: "make a Python bugfix release" where the claim says "make a
      // Guido release"; not the claim's own word there, "a Python or Guido release")
      if (oneWordBetween && right !== undefined && w.stem !== own && w.kind === 'word' && !claimStems.has(w.stem) && theirs[j - 1]?.stem === left &&
        theirs[j + 2]?.stem === right && theirs[j + 1] !== undefined && !claimStems.has(theirs[j + 1]!.stem)) return w.text;
    }
  }
  return undefined;
}

/**
 * The claim's pro-form "one"/"ones" said by the span with the noun it stands for: "detached ones" where the span has
 * "detached signatures" and the claim names "signatures" before ("Attached signatures … than detached ones"), or "the
 * one taken by" where the span has "that taken by". The span's words that say it, or undefined.
 */
export function proFormSaid(claimText: string, claimTokens: Token[], passage: PassageProfile, term: Term): string | undefined {
  if (term.entity || !/^ones?$/i.test(term.surface)) return undefined;
  const words = (tokens: readonly Token[]) => tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  const mine = words(claimTokens);
  const theirs = words(passage.tokens);
  const i = mine.findIndex((t) => t.start === term.start);
  if (i < 1) return undefined;
  const [left, right] = [mine[i - 1]!, mine[i + 1]];
  if (!left.stop) {
    // "detached ones": the same modifier before a noun of the claim's own, said before the pro-form, with the claim's
    // content words around it in the same order (so not another clause's "…, and unsigned packages are discarded")
    const named = new Set(mine.slice(0, i - 1).filter((t) => !t.stop).map((t) => t.stem));
    // (one noun before it that "ones" can stand for: "Remote builds reuse cached layers more often than local ones" may be
    // of builds or of layers, "Workers pull small jobs faster than large ones" of workers or of jobs; "ones" stands for a
    // plural, "one" for any noun)
    const tags = posTags(claimText);
    const plural = (t: Token) => /[^s]s$/.test(t.norm);
    // (a word in "-s" counts wherever WordNet has it as a noun, whatever the tagger reads it as: "Kiln builds use …"
    // may be of builds; a verb only, "Vellum encrypts …", does not)
    // (or after an adjective or a participle that modifies it: "failed uploads")
    const modifier = (t: Token | undefined) => t !== undefined && !t.stop && (tags.get(t.start) === 'a' || /ed$/.test(t.norm));
    const pluralNoun = (t: Token, k: number) => plural(t) && (tags.get(t.start) === 'n' || wordNet().morphy(t.norm, 'n').length > 0 || modifier(mine[k - 1]));
    const candidates = new Set(mine.slice(0, i - 1).filter((t, k) => !t.stop && t.kind === 'word' &&
      (pluralNoun(t, k) || (term.surface.toLowerCase() === 'one' && tags.get(t.start) === 'n'))).map((t) => t.stem));
    if (candidates.size !== 1) return undefined;
    for (let j = 0; j + 1 < theirs.length; j++) {
      const [w, noun] = [theirs[j]!, theirs[j + 1]!];
      if (w.stem !== left.stem || noun.stop || !named.has(noun.stem) || !candidates.has(noun.stem)) continue;
      const around = (tokens: readonly Token[], at: number, stemAt: string) => {
        const stems = tokens.map((t, k) => (k === at ? stemAt : t.stem));
        const content = stems.filter((_, k) => k === at || !tokens[k]!.stop);
        const here = stems.slice(0, at + 1).filter((_, k) => k === at || !tokens[k]!.stop).length - 1;
        return content.slice(Math.max(0, here - PRO_FORM_WINDOW), here + 2).join(' ') + (here + 1 >= content.length ? ' $' : '');
      };
      // (both ends of the window alike: the claim's sentence end is the span's clause end)
      const stop = passage.text.slice(noun.end).search(/[,;:!?)]|\.(?:\s|$)/);
      const clauseEnd = stop < 0 ? Infinity : noun.end + stop;
      const spanClause = theirs.filter((t) => t.start < clauseEnd);
      if (around(mine, i, noun.stem) !== around(spanClause, j + 1, noun.stem)) continue;
      return passage.text.slice(w.start, noun.end);
    }
    return undefined;
  }
  // "the one taken by" / "that taken by": the demonstrative pro-form after a preposition, before the same participle or
  // preposition ("inspired by that taken in", "similar to that used by"; not "showed that used blocks …")
  if (left.norm !== 'the' || right === undefined || i < 2 || !PRO_FORM_PREPOSITION.test(mine[i - 2]!.norm)) return undefined;
  for (let j = 1; j + 1 < theirs.length; j++) {
    const w = theirs[j]!;
    if (!/^th(?:at|ose)$/.test(w.norm) || (term.surface.toLowerCase() === 'one') !== (w.norm === 'that')) continue;
    if (theirs[j - 1]!.stem !== mine[i - 2]!.stem || theirs[j + 1]!.stem !== right.stem) continue;
    if (!PRO_FORM_FOLLOWER.test(right.norm) && !/(?:ed|en)$/.test(right.norm)) continue;
    // (and the same content word after it: "those found in /etc" is not "the ones found in the home directory")
    const next = (tokens: readonly Token[], k: number) => tokens.slice(k + 1).find((t) => !t.stop)?.stem;
    if (next(mine, i + 1) !== next(theirs, j + 1)) continue;
    return passage.text.slice(w.start, theirs[j + 1]!.end);
  }
  return undefined;
}
/** How many content words before the pro-form must stand alike on both sides. */
const PRO_FORM_WINDOW = 3;
/** Prepositions a demonstrative pro-form follows ("by that taken in", "to those used by"). */
const PRO_FORM_PREPOSITION = /^(?:by|to|from|than|as|with|like|of|over|on|in)$/;
/** Words after "the one" that make it a pro-form, not a count ("the one of", "the one in"). */
const PRO_FORM_FOLLOWER = /^(?:of|in|on|for|from|at|with|by|used|taken|found|made|given|shown|seen|done|written|known|held|kept|built|chosen)$/;

/** Words that open a sentence before a comma and tie it to the ones before ("Second, …", "However, …"). */
const SENTENCE_LEAD_INS = new Set(['first', 'second', 'third', 'fourth', 'finally', 'also', 'however', 'thus', 'hence', 'therefore', 'moreover',
  'furthermore', 'additionally', 'similarly', 'likewise', 'instead', 'currently', 'today', 'consequently', 'accordingly', 'lastly', 'secondly', 'thirdly', 'firstly']);
/** Words of degree before an adjective ("most common", "more likely"): the adjective is what stands in the claim word's place
 * ("least" and "less" turn the scale round: "least expensive" is "cheapest"). */
const DEGREE_BEFORE = new Set(['most', 'more', 'very']);
/** A connective of contrast in a claim: its first word, then what it sets aside. */
const CLAIM_CONTRAST = /\b(rather)\s+than\s+|\b(instead)\s+of\s+/gi;
/** "not … B, but on/in … A": a denial whose "but" gives the same verb another place or means, elided (B is group 1). */
const DENIED_THEN_BUT = /(?:\bnot|n['’]t)\b([^.;]{1,100}?),\s*but\s+(?:rather\s+)?(?:on|in|at|for|by|with|from|to|as|via|through|under|into|onto)\b/gi;
/** The span's ways of setting a thing aside: "rather than", "instead of", "as opposed to", "…, not …", "and not …". */
const SPAN_CONTRAST = /\b(?:rather\s+than|instead\s+of|as\s+opposed\s+to)\s+|(?:,|\band\b|\bbut\b)\s+not\s+/gi;
/**
 * The claim's "rather" of "rather than B" (or "instead" of "instead of B") is said by the span when the span sets the
 * same B aside in words of its own ("…, not B", "and not B", "instead of B"): the span's phrase, or undefined. The
 * sides stay pinned: B's first word must follow the span's marker, so "A rather than B" is not said by "B, not A".
 */
export function contrastSaid(term: Term, claimText: string, passage: PassageProfile): string | undefined {
  const head = term.surface.toLowerCase();
  if (head !== 'rather' && head !== 'instead') return undefined;
  const content = (t: Token) => (t.kind === 'word' || t.kind === 'number') && !t.stop;
  for (const m of claimText.matchAll(CLAIM_CONTRAST)) {
    if ((m[1] ?? m[2])!.toLowerCase() !== head) continue;
    const set = tokenize(claimText.slice(m.index! + m[0].length)).find(content);
    if (!set) continue;
    for (const s of passage.text.matchAll(SPAN_CONTRAST)) {
      const first = tokenize(passage.text.slice(s.index! + s[0].length, s.index! + s[0].length + 80)).filter(content).slice(0, 2);
      if (first.some((t) => t.stem === set.stem)) return s[0].trim();
    }
    // ("does not have it on the type declaration, but on the impl declaration": a denial the span's "but" answers with
    // the same verb's other place, elided)
    for (const s of passage.text.matchAll(DENIED_THEN_BUT)) {
      if (tokenize(s[1]!).some((t) => content(t) && t.stem === set.stem)) return 'not … but';
    }
  }
  return undefined;
}

export function passageNegates(passage: PassageProfile, targets: Set<string>): boolean {
  return negationScopes(passage.text, passage.tokens, targets);
}

/** Relational opposites whose converse says the same thing ("X outperforms Y" = "Y underperforms X"); "increases" has none. */
const CONVERSE_WORDS = new Set(['outperforms', 'outperform', 'underperforms', 'underperform', 'faster', 'slower', 'higher', 'lower',
  'more', 'less', 'fewer', 'better', 'worse', 'larger', 'smaller', 'before', 'after', 'older', 'younger', 'longer', 'shorter',
  'cheaper', 'costlier', 'safer', 'riskier', 'above', 'below', 'over', 'under', 'earlier', 'later', 'superior', 'inferior',
  // (the listed comparatives of the tenth round: "harder later than now" is "easier now than later")
  'easier', 'harder', 'easiest', 'hardest',
].map((w) => stem(w)));

let antonymStemCache: Array<[string, string, string, string]> | undefined;
/** Every antonym pair both ways, with stems: [word, opposite, stem of word, stem of opposite]. */
function antonymStems(): Array<[string, string, string, string]> {
  antonymStemCache ??= ANTONYMS.flatMap(([x, y]): Array<[string, string, string, string]> => [
    [x, y, stem(x), stem(y)], [y, x, stem(y), stem(x)],
  ]);
  return antonymStemCache;
}

let antonymIndexesByStem: Map<string, number[]> | undefined;
/**
 * The antonym pairs (antonymStems) whose first side's stem is one of `stems`, in list order: read through an index by
 * that stem instead of a pass over every pair (868 pairs, both ways) per claim text.
 */
export function antonymStemsUsing(stems: ReadonlySet<string>): Array<[string, string, string, string]> {
  const listed = antonymStems();
  if (!antonymIndexesByStem) {
    antonymIndexesByStem = new Map();
    listed.forEach((p, i) => {
      const at = antonymIndexesByStem!.get(p[2]);
      if (at) at.push(i);
      else antonymIndexesByStem!.set(p[2], [i]);
    });
  }
  const found: number[] = [];
  for (const s of stems) {
    const at = antonymIndexesByStem.get(s);
    if (at) for (const i of at) found.push(i);
  }
  found.sort((a, b) => a - b);
  return found.map((i) => listed[i]!);
}

let directionByStem: Map<string, 'up' | 'down'> | undefined;
function directionOf(wordStem: string): 'up' | 'down' | undefined {
  directionByStem ??= new Map([
    ...DIRECTION_OF_CHANGE.up.map((w) => [stem(w), 'up'] as const),
    ...DIRECTION_OF_CHANGE.down.map((w) => [stem(w), 'down'] as const),
  ]);
  return directionByStem.get(wordStem);
}

/** The stems of the passage's words that change something the same way as the claim's word (DIRECTION_OF_CHANGE). */
export function sameDirectionIn(claimStem: string, passageKeys: ReadonlySet<string>): string[] {
  const direction = directionOf(claimStem);
  if (!direction) return [];
  return [...directionByStem!].filter(([s, d]) => d === direction && s !== claimStem && passageKeys.has(s)).map(([s]) => s);
}

/** Each pair's two stems, "a b" and "b a". */
const stemPairs = (pairs: ReadonlyArray<readonly [string, string]>) => new Set(pairs.flatMap(([x, y]) => [`${stem(x)} ${stem(y)}`, `${stem(y)} ${stem(x)}`]));
let listedPairs: Set<string> | undefined;
let inPlacePairs: Set<string> | undefined;
/** The two stems are a pair of IN_PLACE_ANTONYMS: they clash only with the same words around them. */
function inPlaceOnly(sa: string, sb: string): boolean {
  inPlacePairs ??= stemPairs(IN_PLACE_ANTONYMS);
  return inPlacePairs.has(`${sa} ${sb}`);
}
/** Two verbs of change the other way round that no listed pair names: weaker evidence of a clash than an antonym. */
function directionOnly(sa: string, sb: string): boolean {
  listedPairs ??= stemPairs(LISTED_ANTONYMS);
  const [a, b] = [directionOf(sa), directionOf(sb)];
  return a !== undefined && b !== undefined && a !== b && !listedPairs.has(`${sa} ${sb}`);
}

/**
 * The span's word of change has a counterpart of its own in the claim ("is falling at an accelerated rate" over "has
 * decreased … at a rate of"), or the claim's word only describes a noun ("an accelerated rate"): what changes the
 * other way is not what the claim says changes.
 */
function changesOtherwise(claimText: string, claimTokens: Token[], sa: string, sb: string, spanKeys: ReadonlySet<string>): boolean {
  // (a claim word the span says itself, "activation" in both, is matched by that, not by the span's word of change)
  if (claimTokens.some((t) => t.stem !== sa && !spanKeys.has(t.stem) && directionOf(t.stem) !== undefined && directionOf(t.stem) === directionOf(sb))) return true;
  const tags = posTags(claimText);
  return claimTokens.every((t, i) => t.stem !== sa || (/(?:ed|ing)$/.test(t.norm) && tags.get(claimTokens[i + 1]?.start ?? -1) === 'n'));
}

/**
 * Some use of the claim's word and some use of the span's opposite share a content word before them and one after
 * them, the span's counted within its own sentence or clause: "PD1 causes the upregulation of Satb1" is not gainsaid
 * by "Tgf-β decreased Satb1 expression", whose change is another subject's.
 */
function sameSidesInClause(claimTokens: Token[], sa: string, spanTokens: Token[], sb: string): boolean {
  const uses = (words: Token[], target: string) =>
    words.flatMap((t, i) => t.stem === target ? [[contentStems(words.slice(0, i)), contentStems(words.slice(i + 1))] as const] : []);
  const clauses: Token[][] = [[]];
  for (const t of spanTokens) {
    if (t.kind === 'punct' && CLAUSE_END.has(t.text)) clauses.push([]);
    else clauses[clauses.length - 1]!.push(t);
  }
  const spanUses = clauses.flatMap((words) => uses(words, sb));
  return uses(claimTokens, sa).some(([l, r]) => spanUses.some(([pl, pr]) => overlap(l, pl) > 0 && overlap(r, pr) > 0));
}
const CLAUSE_END = new Set(['.', ';', '!', '?']);

/** Content-word stems right before and after each occurrence of a stem: where an opposite must sit to clash. */
function neighbours(tokens: Token[], target: string): Array<[string | undefined, string | undefined]> {
  const words = tokens.filter((t) => t.kind === 'word' && !t.stop);
  const out: Array<[string | undefined, string | undefined]> = [];
  words.forEach((t, i) => {
    if (t.stem === target) out.push([words[i - 1]?.stem, words[i + 1]?.stem]);
  });
  return out;
}

/** For each use of a stem, the stems of the five content words before it. */
function leadIns(tokens: Token[], target: string): Array<Set<string>> {
  const words = tokens.filter((t) => t.kind === 'word' && !t.stop);
  return words.flatMap((t, i) => (t.stem === target ? [new Set(words.slice(Math.max(0, i - 5), i).map((w) => w.stem))] : []));
}

/** Content stems before and after the first occurrence of a stem. */
function sides(tokens: Token[], target: string): [Set<string>, Set<string>] {
  const words = tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  const at = words.findIndex((t) => t.stem === target);
  return [contentStems(words.slice(0, Math.max(0, at))), contentStems(words.slice(at + 1))];
}

/** Stems of the content words and numbers among tokens. */
export function contentStems(tokens: readonly Token[]): Set<string> {
  return new Set(tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem));
}

/** The agent follows "by" after a participle, past an adverb or "in part" ("caused mainly by", "caused in part by"). */
export const AGENT_AFTER = /^\s+(?:(?:\w+ly|in part|in turn|at least partly|also|only|not)\s+){0,2}by\b/i;

// words of change only: comparatives ("more … than", "less") compare, they do not compose
const FALLING = new Set(['loss', 'decline', 'decrease', 'reduction', 'drop', 'fall', 'shrinkage', 'deficit'].map((w) => stem(w)));
const RISING = new Set(['gain', 'growth', 'rise', 'increase', 'surplus'].map((w) => stem(w)));
/**
 * The span's word of change applies to a change the other way, so the two compose ("increasing rates of ice mass
 * loss" is a decrease in mass; "a reduced decline" is no fall): its opposite in the claim is then no contradiction.
 */
function reversedDirection(tokens: readonly Token[], target: string): boolean {
  const own = FALLING.has(target) ? FALLING : RISING.has(target) ? RISING : undefined;
  const other = own === FALLING ? RISING : FALLING;
  const at = tokens.findIndex((t) => t.stem === target);
  if (own === undefined || at < 0) return false;
  for (let i = at + 1, words = 0; i < tokens.length && words < 5; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct' && t.text !== '-') return false; // the phrase ends
    if (t.kind !== 'word') continue;
    words++;
    if (other.has(t.stem)) return true;
  }
  return false;
}

function overlap(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

/**
 * "A had less x than B" against "B had more x than A": what each side compares with ("than …") is, once the words both
 * share are set aside, what the other side compares.
 */
function swapsThan(claimTokens: Token[], spanTokens: Token[]): boolean {
  const split = (tokens: Token[]): [Set<string>, Set<string>] | undefined => {
    const words = tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
    const at = words.findIndex((t) => t.norm === 'than');
    if (at < 0 || words.slice(at + 1).some((t) => t.norm === 'than')) return undefined;
    // "with"/"without" tell the two sides apart ("farms with hedges" / "farms without hedges")
    const content = (ts: Token[]) => new Set(ts.filter((t) => !t.stop || t.norm === 'with' || t.norm === 'without').map((t) => t.stem));
    return [content(words.slice(0, at)), content(words.slice(at + 1))];
  };
  const claim = split(claimTokens);
  const span = split(spanTokens);
  if (!claim || !span) return false;
  const claimOnly = [...claim[1]].filter((x) => !span[1].has(x));
  const spanOnly = [...span[1]].filter((x) => !claim[1].has(x));
  return claimOnly.length > 0 && spanOnly.length > 0 && claimOnly.every((x) => span[0].has(x) && !claim[0].has(x)) &&
    spanOnly.every((x) => claim[0].has(x) && !span[0].has(x));
}

/** "treated"/"untreated", "smokers"/"non-smokers": each claim word paired with its prefix-negated form, both ways. */
function prefixOpposites(claimTokens: Token[]): Array<[string, string, string, string]> {
  const out: Array<[string, string, string, string]> = [];
  const words = claimTokens.filter((t) => t.kind === 'word');
  for (const [i, t] of words.entries()) {
    if (t.stop || t.norm.length < 4) continue;
    // (a word the claim itself denies, "attributes without a scope", says what the span's "unscoped attributes" says)
    if (deniedByWordBefore(words[i - 1]?.norm, words[i - 2]?.norm)) continue;
    const prefix = NEGATING_PREFIXES.find((p) => t.norm.startsWith(p) && t.norm.length - p.length >= 4);
    const opposites = prefix ? [t.norm.slice(prefix.length)] : NEGATING_PREFIXES.map((p) => p + t.norm);
    for (const o of opposites) out.push([t.norm, o, t.stem, stem(o)]);
  }
  return out;
}

/** "B earned more than A" for the span's "A earned more than B": the same comparison with its two sides swapped. */
export function rolesSwapped(claimText: string, passage: PassageProfile): boolean {
  return swapsThan(tokenize(claimText), passage.tokens);
}

/** Relations that hold both ways ("A interacts with B" is "B interacts with A"): their sides may swap. */
const SYMMETRIC_VERBS = new Set(['interact', 'interacts', 'interacted', 'bind', 'binds', 'bound', 'correlate', 'correlates', 'correlated',
  'associate', 'associated', 'link', 'links', 'linked', 'relate', 'related', 'resemble', 'resembles', 'equal', 'equals', 'match', 'matches',
  'differ', 'differs', 'overlap', 'overlaps', 'coincide', 'coincides', 'meet', 'met', 'marry', 'married', 'connect', 'connects', 'connected',
  'compare', 'compared', 'collide', 'collided', 'coexist', 'coexists', 'cooperate', 'cooperates', 'combine', 'combined'].map((w) => stem(w)));
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);
const DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'his', 'her', 'our', 'this', 'these', 'those', 'that', 'some', 'all', 'each', 'every', 'no']);

interface RelationSides {
  agent: Set<string>;
  patient: Set<string>;
  /** The content words right beside the verb on each side, past adverbs: the agent's and the patient's heads, nearest. */
  nearAgent?: string;
  nearPatient?: string;
}

/** The noun both texts have right after the verb, before a preposition ("takes precedence over"): its stem, if so. */
const RELATION_PREPOSITIONS = new Set(['over', 'to', 'of', 'for', 'from', 'with', 'on', 'in', 'against', 'than']);
function relationNoun(claim: readonly Token[], i: number, span: readonly Token[], j: number): string | undefined {
  const mine = claim[i + 1];
  const theirs = span[j + 1];
  if (mine?.kind !== 'word' || mine.stop || theirs?.kind !== 'word' || mine.stem !== theirs.stem) return undefined;
  return RELATION_PREPOSITIONS.has(claim[i + 2]?.norm ?? '') && RELATION_PREPOSITIONS.has(span[j + 2]?.norm ?? '') ? mine.stem : undefined;
}

/** Content stems on each side of tokens[at], the verb: who acts and on what; "is caused by" puts the agent after "by". */
function relationSides(text: string, tokens: readonly Token[], at: number): RelationSides {
  // after a participle the agent follows "by" ("mite loads by 27%" is no passive)
  const pivot = tokens[at]!;
  const participle = /(?:ed|en)$/.test(pivot.norm) || IRREGULAR_FORMS.has(pivot.norm);
  // ("can be supported by using a flag": "by" before an act done to something says how, and names no agent)
  // (or after "be": "can be added to a crate by Rust developers"; with no "by", "will be added to the language", the
  // passive names no agent, and its subject is what is acted on)
  // (and a participle that follows its noun, "a reference count added to each instance": a reduced passive)
  const lead = text.slice(Math.max(0, pivot.start - 30), pivot.start);
  const rest = text.slice(pivot.end);
  const agentAfter = AGENT_AFTER.test(rest);
  const beBefore = BE_BEFORE.test(lead) || (/ed$/.test(pivot.norm) && REDUCED_PASSIVE_AFTER.test(rest) && !PERFECT_BEFORE.test(lead));
  const passive = participle && (agentAfter || beBefore) && !MEANS_AFTER.test(rest);
  const agentless = passive && !agentAfter && !LATER_AGENT.test(rest);
  // (each side within the verb's clause: not an opening "Because these are literals," nor a clause after "; the CPython
  // compiler already does so")
  const before = text.slice(0, pivot.start);
  let from = before.search(/(?:[;!?]|\.(?=\s))[^;!?]*$/);
  from = from < 0 ? 0 : from + 1;
  const opening = OPENING_SUBORDINATE.exec(text.slice(from, pivot.start));
  if (opening) from += opening[0].length;
  // (nor the clause before ", and" where that clause has the same verb: "A takes priority over B, and C takes priority over
  // A" gives the second "takes" only C; not a list, "A, B, and C take priority", nor another verb's clause)
  const joined = [...text.slice(from, pivot.start).matchAll(CLAUSE_JOIN)].pop();
  if (joined && tokens.slice(0, at).some((t) => t.start >= from && t.end <= from + joined.index! && t.stem === pivot.stem)) from += joined.index! + joined[0].length;
  const after = CLAUSE_AFTER.exec(rest);
  const to = after ? pivot.end + after.index : text.length;
  // (no modal or adverb of the verb's own is a side's word: "can still optimize")
  const sideWord = (t: Token) => !SIDE_AUXILIARIES.has(t.norm) && !REACH_ADVERBS.has(t.norm);
  // (the right side past the agent's "by" of a passive: "optimized away by the compiler", "added to a crate by Rust
  // developers" — what stands between is the verb's own, no agent)
  const afterBy = passive ? tokens.slice(at + 1).findIndex((t) => t.norm === 'by') : -1;
  const agentFrom = at + 1 + (afterBy >= 0 ? afterBy + 1 : 0);
  const leftStems = contentStems(tokens.slice(0, at).filter((t) => t.start >= from && sideWord(t)));
  const right = agentless ? new Set<string>() : contentStems(tokens.slice(agentFrom).filter((t) => t.end <= to && sideWord(t)));
  // (a passive's goal and the rest of its verb phrase are what is acted on, as in the active: "W is added to P by X" is "X
  // adds W to P"; with no agent, all of it is)
  const goal = !passive ? [] : tokens.slice(at + 1, agentless ? undefined : at + 1 + Math.max(afterBy, 0)).filter((t) => t.end <= to && sideWord(t));
  const left = goal.length > 0 ? new Set([...leftStems, ...contentStems(goal)]) : leftStems;
  const beside = (list: readonly Token[]) => list.find((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && !/ly$/.test(t.norm) && sideWord(t))?.stem;
  const nearLeft = beside([...tokens.slice(0, at)].reverse());
  const nearRight = agentless ? undefined : beside(tokens.slice(agentFrom));
  return passive ? { agent: right, patient: left, nearAgent: nearRight, nearPatient: nearLeft } : { agent: left, patient: right, nearAgent: nearLeft, nearPatient: nearRight };
}
/** A participle's goal right after it ("added to each instance"): read with a noun before it, a reduced passive. */
const REDUCED_PASSIVE_AFTER = /^\s+(?:to|into|onto)\s+(?:the|a|an|each|every|its|their|it|them|all|any)\b/i;
/** A perfect's or a modal's auxiliary, or a subject pronoun, right before a verb: it is no reduced passive ("has added to"). */
const PERFECT_BEFORE = /\b(?:has|have|had|having|will|would|can|could|may|might|must|should|shall|to|i|we|you|he|she|it|they)\s+(?:\w+ly\s+)?$/i;
/** A subordinate clause that opens a sentence, up to its comma ("Because these are literals, "). */
const OPENING_SUBORDINATE = /^\s*(?:because|since|as|if|when|whenever|while|although|though|once|after|before|unless|whereas)\b[^,;]*,/i;
/** A comma and a conjunction that join two clauses ("…, and C takes …"). */
const CLAUSE_JOIN = /,\s+(?:and|but|while|whereas|so)\s+/gi;
/** Where the clause after a verb ends: a sentence's end, a semicolon, or a comma before another clause. */
const CLAUSE_AFTER = /[;!?]|\.(?=\s|$)|,\s+(?:and|but|while|whereas|which|so)\b/i;
/** A form of "be" right before a participle, past an adverb: a passive. */
const BE_BEFORE = /\b(?:be|is|are|was|were|been|being)\s+(?:(?:not|never)\s+)?(?:\w+ly\s+)?$|\b(?:isn|aren|wasn|weren)['’]t\s+(?:\w+ly\s+)?$/i;
/** The agent's "by" a few words after a passive participle, in its clause, not a means ("by using …"). */
const LATER_AGENT = /^\s+(?:[^\s,;:.!?()]+\s+){1,5}by\s+(?!\w+ing\b|(?:default|hand|design|itself|themselves|far|then|now|way|means|convention|accident|name|reference|value|contrast|comparison|definition)\b)/i;
/** Modals and auxiliaries the tokenizer keeps as words: no side's head. */
const SIDE_AUXILIARIES = new Set(['may', 'might', 'can', 'could', 'will', 'would', 'shall', 'should', 'must', 'ought', 'do', 'does', 'did', 'has', 'have', 'had', 'not', 'never', 'also', 'only']);
/** "by" and a gerund with its object ("by using a flag", "by converting its warnings"): the means, not an agent. */
const MEANS_AFTER = /^\s+(?:(?:\w+ly|in part|in turn|at least partly|also|only|not)\s+){0,2}by\s+\w+ing\s+(?:a|an|the|this|that|these|those|its|their|his|her|our|it|them|each|every|all|some|any|one|two|to|into|on|in|with|from)\b/i;
/** Verbs that link a subject to what it is or becomes: no agent acts on a patient ("WASI became a tier 2 platform"). */
const LINKING_VERBS = new Set(['become', 'becomes', 'became', 'becoming', 'remain', 'remains', 'remained', 'remaining', 'seem', 'seems', 'seemed']);
/** A verb followed by one of these has no object ("the rate increases with temperature"): its sides are no agent and patient. */
const INTRANSITIVE_AFTER = new Set(['with', 'after', 'under', 'during', 'in', 'at', 'over', 'across', 'among', 'when', 'if', 'as', 'since', 'until']);

/**
 * The claim's relation said the other way round: "heat stress causes bleaching" over "bleaching causes heat stress"
 * (or "bleaching is caused by heat stress" over "bleaching causes heat stress"). The claim's verb, when the span uses it
 * once, is the pivot: the span names what the claim puts on one side mostly on the other side, and the reverse.
 */
/** Determiners that open a noun phrase after a verb ("signals the supervisor", "locks each file"). */
const DETERMINER_WORDS = new Set(['the', 'a', 'an', 'each', 'every', 'its', 'their', 'his', 'her', 'our', 'this', 'that', 'these', 'those', 'all', 'some', 'any', 'no']);
export function relationReversed(claimText: string, passage: PassageProfile): string | undefined {
  const tokens = tokenize(claimText);
  // a comparison ("higher among smokers than among non-smokers") has its own check (rolesSwapped)
  if (tokens.some((t) => t.norm === 'than')) return undefined;
  // where the span uses a stem: once, or as often as the claim, each use matched with the claim's use of the same rank
  // ("the core team delegated authority to top-level teams who have further delegated …")
  const uses = (list: readonly Token[]) => {
    const out = new Map<string, number[]>();
    list.forEach((p, j) => {
      if (p.kind === 'word') out.set(p.stem, [...(out.get(p.stem) ?? []), j]);
    });
    return out;
  };
  const spanUses = uses(passage.tokens);
  const claimUses = uses(tokens);
  // (and an "-s" form the tagger calls a noun between a noun and a determiner: "The parent process signals the supervisor")
  const isVerb = (text: string, t: Token) => {
    const tags = posTags(text);
    if (tags.get(t.start) === 'v') return true;
    if (tags.get(t.start) !== 'n' || !/[^s]s$/.test(t.norm)) return false;
    const words = (text === claimText ? tokens : passage.tokens).filter((w) => w.kind === 'word');
    const at = words.findIndex((w) => w.start === t.start);
    const [before, after] = [words[at - 1], words[at + 1]];
    return before !== undefined && after !== undefined && tags.get(before.start) === 'n' && !DETERMINER_WORDS.has(before.norm) && DETERMINER_WORDS.has(after.norm);
  };
  // (the span's uses of the claim's verb to compare with: its one use; the use of the same rank where both use it as often;
  // each of the span's uses where the claim uses it once, "Top-level teams delegated …" over "…, who further delegated …")
  // (only a verb on both sides where it is used more than once: "locks … lock" of a noun pairs no act)
  const spanIndexes = (i: number): number[] => {
    const theirs = spanUses.get(tokens[i]!.stem) ?? [];
    const mine = claimUses.get(tokens[i]!.stem) ?? [];
    if (theirs.length === 1) return theirs;
    if (theirs.length === 0 || !isVerb(claimText, tokens[i]!)) return [];
    if (theirs.length === mine.length) {
      const j = theirs[mine.indexOf(i)]!;
      return isVerb(passage.text, passage.tokens[j]!) ? [j] : [];
    }
    return mine.length === 1 ? theirs.filter((j) => isVerb(passage.text, passage.tokens[j]!)) : [];
  };
  const content = tokens.flatMap((t, i) => (t.kind === 'word' && !t.stop ? [i] : []));
  const inner = content.slice(1, -1).filter((i) => !BE_FORMS.has(tokens[i]!.norm) && !LINKING_VERBS.has(tokens[i]!.norm) && !SYMMETRIC_VERBS.has(tokens[i]!.stem) && spanIndexes(i).length > 0);
  // (the main clause's verb, not one of an opening clause of time or condition: "When both are set, DEBUG takes …")
  const opening = OPENING_SUBORDINATE.exec(claimText);
  const mainClause = opening ? inner.filter((i) => tokens[i]!.start >= opening[0].length) : inner;
  const main = verbOf(claimText, tokens, mainClause.length > 0 ? mainClause : inner);
  if (main === undefined) return undefined;
  const nextWord = (list: readonly Token[], k: number) => list.slice(k + 1).find((t) => t.kind === 'word')?.norm ?? '';
  const judgeAt = (i: number): string | undefined => {
    if (INTRANSITIVE_AFTER.has(nextWord(tokens, i))) return undefined;
    const claim = relationSides(claimText, tokens, i);
    const indexes = spanIndexes(i);
    // (a verb the span uses more than once: each use compared is read more strictly)
    const several = (spanUses.get(tokens[i]!.stem)?.length ?? 0) > 1;
    const judged = indexes.filter((j) => !INTRANSITIVE_AFTER.has(nextWord(passage.tokens, j))).flatMap((j) => {
      const span = relationSides(passage.text, passage.tokens, j);
      // (of several uses, a later one whose subject side runs back over an earlier use has no subject of its own to compare)
      if (several && span.agent.has(tokens[i]!.stem)) return [];
      const [toPatient, toAgent] = [overlap(claim.agent, span.patient), overlap(claim.patient, span.agent)];
      // (the same noun right after the verb on both sides, before a preposition, is the relation's own word, not a side of
      // it: "takes precedence over", "gives priority to" — it anchors neither way round)
      const own = relationNoun(tokens, i, passage.tokens, j);
      const kept = overlap(claim.agent, span.agent) + overlap(claim.patient, span.patient) -
        (own !== undefined && claim.patient.has(own) && span.patient.has(own) ? 1 : 0);
      const { nearAgent: ca, nearPatient: cp } = claim;
      // (the same words beside the verb, each used once in the span: "team" of "the core team" and of "top-level teams" is no anchor)
      const once = (x: string | undefined) => x !== undefined && (spanUses.get(x)?.length ?? 0) === 1;
      const keptNear = ca !== undefined && ca === span.nearAgent && cp === span.nearPatient && once(ca) && once(cp);
      if (toPatient > 0 && toAgent > 0 && toPatient + toAgent > kept) return [{ reversed: true, keptNear }];
      // (the words right beside the verb trade sides, whatever else each side says: "that the Experts contact the RM the day
      // before" / "that the RM contact the Experts the day before")
      // (each only on its own side of the span: a word the span has on both sides, "new versions … introduce new IDs", trades nothing)
      const traded = ca !== undefined && cp !== undefined && ca !== cp && ca === span.nearPatient && cp === span.nearAgent && !span.agent.has(ca) && !span.patient.has(cp);
      return [{ reversed: traded, keptNear }];
    });
    // (of several uses, one said the other way round and none the claim's way)
    // (and of several uses, one whose words beside the verb are the claim's is said the claim's way, whatever else it says)
    if (!several) return judged.some((r) => r.reversed) ? tokens[i]!.text : undefined;
    return judged.some((r) => r.reversed && !r.keptNear) && !judged.some((r) => r.keptNear) ? tokens[i]!.text : undefined;
  };
  // (the main verb's other uses in the claim too, where the tagger took one for a noun: "The parent process signals the
  // supervisor, which then signals each child")
  return judgeAt(main) ?? (claimUses.get(tokens[main]!.stem) ?? []).filter((k) => k !== main && inner.includes(k)).map(judgeAt).find((r) => r !== undefined);
}

/**
 * A claim word that words the act or its manner ("arrived", "quickly", "recorded"), not the thing spoken of: WordNet
 * reads it mostly as a verb or an adverb. A word it does not know is not one (it may be a name).
 */
export function readsAsPredicate(word: string): boolean {
  return readsOnlyAs(word, 'v', 'r');
}

/** A claim word WordNet reads mostly as a verb ("shipped", "approved"), not as an adverb or a noun. */
export function readsAsVerb(word: string): boolean {
  return readsOnlyAs(word, 'v');
}

/** WordNet has a verb reading of the word or of a form it inflects ("crashes", "required", "supports"). */
export function mayReadAsVerb(word: string): boolean {
  const w = word.toLowerCase();
  return lexiconWord(w) && wordNet().readings(w, IRREGULAR_FORMS).includes('v');
}

/** Every part of speech WordNet mostly reads the word as is one of these (false for a word it does not know). */
function readsOnlyAs(word: string, ...parts: Pos[]): boolean {
  const w = word.toLowerCase();
  if (!lexiconWord(w)) return false;
  const readings = wordNet().readings(w, IRREGULAR_FORMS);
  return readings.length > 0 && readings.every((pos) => parts.includes(pos));
}

/** Verbs light enough to say little of their own ("has", "provides", "including"): not another act. */
const LIGHT_VERBS = new Set(['be', 'have', 'do', 'make', 'get', 'give', 'take', 'go', 'come', 'become', 'provide', 'include', 'use', 'allow',
  'let', 'keep', 'remain', 'seem', 'show', 'find', 'say', 'see', 'put', 'set', 'bring', 'help', 'need', 'want', 'try', 'start', 'begin']);

/**
 * The acts a text states: the stems of the words wink-nlp tags as lexical verbs there, light verbs left out ("laid
 * off", "sold" in "The museum sold 40 paintings"), for telling a reworded act from another act.
 */
export function spanActs(text: string): string[] {
  const out: string[] = [];
  for (const sentence of analyse(text)) {
    for (const t of sentence.tokens) {
      if (t.pos !== 'VERB') continue;
      const w = t.value.toLowerCase();
      const base = IRREGULAR_FORMS.get(w) ?? w;
      const lemma = lexiconWord(base) ? wordNet().morphy(base, 'v', IRREGULAR_FORMS)[0] ?? base : base;
      if (!LIGHT_VERBS.has(lemma)) out.push(stem(lemma));
    }
  }
  return out;
}


/**
 * The claim's verb among candidate words: a finite form the tagger reads as a verb, else one mostly read as a verb, else
 * a verb-readable word with a verb's ending ("-ed", then "-s": the tagger reads "causes" in "Heat stress causes coral
 * bleaching" as a noun and "bleaching" as a verb), else any word tagged as a verb. A word WordNet does not know counts
 * by its ending ("phosphorylates").
 */
export function verbOf(claimText: string, tokens: readonly Token[], candidates: number[]): number | undefined {
  const tags = posTags(claimText);
  const wn = wordNet();
  const known = (w: string) => lexiconWord(w) && wn.readings(w, IRREGULAR_FORMS).length > 0;
  const verbReadable = (w: string) => lexiconWord(w) && (known(w) ? wn.morphy(w, 'v', IRREGULAR_FORMS).length > 0 : w.length >= 6);
  const word = (i: number) => tokens[i]!.norm;
  const previous = (i: number) => tokens.slice(0, i).reverse().find((t) => t.kind === 'word');
  const afterBe = (i: number) => BE_FORMS.has(previous(i)?.norm ?? '');
  const tagged = (i: number) => tags.get(tokens[i]!.start) === 'v';
  const finite = (i: number) => /(?:ed|[^su]s)$/.test(word(i)) || afterBe(i);
  // a word after an adjective or a determiner is a noun ("higher rates"), whatever its ending
  const afterModifier = (i: number) => {
    const prev = previous(i);
    return prev !== undefined && (tags.get(prev.start) === 'a' || DETERMINERS.has(prev.norm));
  };
  const tiers: Array<(i: number) => boolean> = [
    // (not a participle right after a determiner, "ignore the specified annotation": a modifier, not the act)
    (i) => tagged(i) && finite(i) && !DETERMINERS.has(previous(i)?.norm ?? ''),
    (i) => known(word(i)) && wn.readings(word(i), IRREGULAR_FORMS)[0] === 'v' && !afterModifier(i),
    (i) => /ed$/.test(word(i)) && verbReadable(word(i)) && !afterModifier(i),
    (i) => /[^su]s$/.test(word(i)) && verbReadable(word(i)) && !afterModifier(i),
    (i) => tagged(i) && !afterModifier(i),
  ];
  // a word in -ing names an act ("Ca2+ cycling is …") unless a form of "be" makes it a verb ("is causing")
  const verbal = candidates.filter((i) => !/ing$/.test(word(i)) || afterBe(i));
  for (const tier of tiers) {
    const found = verbal.find(tier);
    if (found !== undefined) return found;
  }
  return undefined;
}

export interface AntonymHit {
  pair: [string, string]; // [claim's word, span's opposite]
  converse: boolean; // the span swaps the roles: "Y underperforms X" for "X outperforms Y" says the same
}

/** The claim's tokens and the opposite pairs whose first side the claim uses and whose other side it does not. */
const claimOpposites = memoByText(64, (claimText) => {
  const claimTokens = tokenize(claimText);
  const claimStems = new Set(claimTokens.map((t) => t.stem));
  const own = (p: [string, string, string, string]) => claimStems.has(p[2]) && !claimStems.has(p[3]);
  // the listed pairs whose first side the claim uses, in list order (a prefixed form's first side is a claim word)
  const listed = [...antonymStemsUsing(claimStems), ...prefixOpposites(claimTokens).filter((p) => claimStems.has(p[2]))];
  const pairs = listed.filter(own);
  const wordNetPairs = lexicalOppositesOf(claimText, claimTokens);
  // WordNet's opposites are many: one counts only where the passage does not also use the claim's own word
  const lexical = wordNetPairs.filter((p) => own(p) && !pairs.some((q) => q[2] === p[2] && q[3] === p[3]));
  // every pair one side of which the claim uses, for a side swapped among words the span also uses
  const anySide = [...listed, ...wordNetPairs.filter((p) => claimStems.has(p[2]))];
  return { claimTokens, pairs, lexical, anySide };
});

/**
 * WordNet's opposites of the claim's words, each read in the part of speech it has in the claim. An adjective right
 * before a noun picks out what the claim is about ("the western district", "expensive electricity"): its opposite
 * names another thing, not the opposite statement, so only a predicate adjective ("bats were absent") is read.
 */
function lexicalOppositesOf(claimText: string, claimTokens: Token[]): Array<[string, string, string, string]> {
  const words = claimTokens.filter((t) => t.kind === 'word' && !t.stop && lexiconWord(t.norm));
  if (words.length === 0) return [];
  const tags = posTags(claimText);
  const out: Array<[string, string, string, string]> = [];
  for (const t of words) {
    const pos = tags.get(t.start);
    if (pos === 'a') {
      const next = claimTokens.find((n) => n.start > t.start && n.kind !== 'punct');
      if (next && next.kind === 'word' && tags.get(next.start) === 'n') continue;
    }
    for (const pair of lexicalOpposites(t, pos)) out.push(pair);
  }
  return out;
}

/** Both sides of an opposite named together as one phrase ("internal and external", "inside or outside", "faster
 * versus slower", "higher as well as lower"): the span covers both. Two clauses joined by "and" are not one phrase. */
function coordinated(tokens: Token[], a: string, b: string): boolean {
  const words = tokens.filter((t) => t.kind !== 'punct' || t.text === '/' || t.text === '&');
  for (let i = 0; i < words.length; i++) {
    const first = words[i]!.stem;
    if (first !== a && first !== b) continue;
    const other = first === a ? b : a;
    const between = (n: number) => words.slice(i + 1, i + 1 + n).map((t) => t.norm).join(' ');
    if (words[i + 2]?.stem === other && PAIR_JOINERS.has(between(1))) return true;
    if (words[i + 4]?.stem === other && between(3) === 'as well as') return true;
  }
  return false;
}
const PAIR_JOINERS = new Set(['and', 'or', 'nor', '/', '&', 'versus', 'vs']);

type Sides = [string | undefined, string | undefined];
/** A use whose content word before or after is that of one of the uses. */
function nearUse([l, r]: Sides, uses: Sides[]): boolean {
  return uses.some(([pl, pr]) => (l !== undefined && l === pl) || (r !== undefined && r === pr));
}

/** How often each stem stands in a token list (token lists are never changed once made, so this is kept). */
const stemCountLists = new WeakMap<Token[], Map<string, number>>();
function stemCounts(tokens: Token[]): Map<string, number> {
  let counts = stemCountLists.get(tokens);
  if (!counts) {
    counts = new Map();
    for (const t of tokens) counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1);
    stemCountLists.set(tokens, counts);
  }
  return counts;
}

/**
 * Antonym pairs where the claim uses one side and the passage the other: either the passage never uses the
 * claim's side, or the opposite sits next to the same word ("spent more per visit" / "spent less per visit").
 */
/**
 * The word `norm` and the word `word` are forms of one word: past their common beginning, each has only an
 * inflection left ("included" / "includes", "decreasing" / "decrease", "generally" / "general"; not "generator" /
 * "general").
 */
function formOf(norm: string, word: string): boolean {
  const w = word.toLowerCase();
  const lemma = IRREGULAR_FORMS.get(norm);
  if (!/^\p{L}+$/u.test(w) || norm === w || (lemma !== undefined && (lemma === w || lemma === IRREGULAR_FORMS.get(w)))) return true;
  let k = 0;
  while (k < norm.length && k < w.length && norm[k] === w[k]) k++;
  const [mine, theirs] = [norm.slice(k), w.slice(k)];
  // (a doubled last consonant: "stopped" / "stop")
  const doubled = /^([bdgklmnprt])\1?(?:ed|ing|er|est)$/;
  return k >= 3 && (INFLECTION.test(mine) || (theirs === '' && doubled.test(mine))) && (INFLECTION.test(theirs) || (mine === '' && doubled.test(theirs)));
}
const INFLECTION = /^(?:|e|s|es|ed|d|ing|ly|er|est|ies|ied|y|ily|ier|iest)$/;

/** "like" a few words after a denial of its clause ("is *not* checked like that of …"). */
const LIKE_UNDER_DENIAL = /(?:\bnot(?!\s+(?:only|just|merely)\b)|n['’]t|\bnever)[*_]*\s+(?:(?!(?:just|much|exactly|quite)\b)[\p{L}*_-]+\s+){0,6}like\b/iu;
/** Opposites that deny by their meaning: a denial of the other word says what they say. */
const FORBIDDING = /^(?:forbid|forbids|forbidden|forbade|prohibit|prohibits|prohibited|disallow|disallows|disallowed|ban|bans|banned)$/i;
/** "ever" said under a denial of its clause ("no one could ever", "does not ever"): the same as "never". */
const DENIED_EVER = /(?:\b(?:no|not|nobody|none|nothing|neither|nor|without|cannot|hardly|barely)\b|n['’]t\b)[^.;:!?]{0,60}?\bever\b/i;
/** The word, as written, right after a denial, past "be"/"been" and an adverb ("not allowed", "isn't really allowed", "never been allowed"). */
function deniedRightBefore(text: string, word: string): boolean {
  return new RegExp(`(?:\\bnot|\\bnever|n['’]t|\\bno\\s+longer)\\s+(?:be\\s+|been\\s+|being\\s+)?(?:\\p{L}+ly\\s+)?${escapeRegExp(word)}\\b`, 'iu').test(text);
}
/** "no else suite is allowed": a passive word whose subject opens with "no", a few words before it. */
const subjectDenialPatterns = new Map<string, RegExp>();
export function subjectDeniedBefore(text: string, word: string): boolean {
  // (the cheap tests first: most texts have no "no", or not the word)
  if (!/\bno\s/i.test(text) || !text.toLowerCase().includes(word.toLowerCase())) return false;
  let pattern = subjectDenialPatterns.get(word);
  // ("no" opening its clause, not a preposition's object: "A URL with no scheme MUST be assumed" denies nothing)
  pattern ??= new RegExp(`(?:^|[.;:!?,]\\s*|\\b(?:and|but|so|that|which|where|because|since|as|then)\\s+)no\\s+(?:[^\\s.,;:!?]+\\s+){1,4}(?:is|are|was|were|be|been)\\s+(?:\\p{L}+ly\\s+)?${escapeRegExp(word)}`, 'iu');
  if (subjectDenialPatterns.size < 512) subjectDenialPatterns.set(word, pattern);
  return pattern.test(text);
}
/** "come" and "go": verbs of motion that differ only in the speaker's point of view. */
const DEICTIC_MOTION = new Set(['come', 'go'].map((w) => stem(w)));
/** The word right after the claim's word and the span's opposite is the same ("come *before*" / "go *before*"). */
function sameWordAfter(claimTokens: readonly Token[], sa: string, spanTokens: readonly Token[], sb: string): boolean {
  const after = (tokens: readonly Token[], s: string) => tokens.flatMap((t, i) => (t.stem === s && tokens[i + 1] ? [tokens[i + 1]!.norm] : []));
  const mine = after(claimTokens, sa);
  return mine.length > 0 && after(spanTokens, sb).some((w) => mine.includes(w));
}
export function antonymConflicts(claimText: string, passage: PassageProfile): AntonymHit[] {
  const { claimTokens, pairs, lexical, anySide } = claimOpposites(claimText);
  const hits: AntonymHit[] = [];
  for (const [a, b, sa, sb] of [...pairs, ...lexical.filter((p) => !passage.keys.has(p[2]))]) {
    if (!passage.keys.has(sb)) continue;
    // (a span word of that stem that is a form of the opposite, not another word the stemmer joins to it: "generator"
    // is no form of "general")
    // (not one a hyphened prefix denies, "non-ambiguously" for "unambiguously": that says the claim's word)
    if (!passage.tokens.some((t) => t.stem === sb && formOf(t.norm, b) && !/\b(?:non|not|un)-$/i.test(passage.text.slice(Math.max(0, t.start - 4), t.start)))) continue;
    if (hits.some((h) => stem(h.pair[0]) === sa)) continue;
    // ("are not allowed" / "are forbidden": a denied word whose opposite denies by its meaning says the same; other denied
    // opposites, "not unsigned", are read as uncertain further on)
    if (FORBIDDING.test(b) && deniedRightBefore(claimText, a)) continue;
    // ("no programmer could ever write" / "the programmer can never write": "ever" under a denial is "never")
    if (/^ever$/i.test(a) && /^never$/i.test(b) && DENIED_EVER.test(claimText)) continue;
    if (/^never$/i.test(a) && /^ever$/i.test(b) && DENIED_EVER.test(passage.text)) continue;
    // (and the other way round: "disallows an else suite" / "no else suite is allowed", "is not allowed")
    if (FORBIDDING.test(a) && (deniedRightBefore(passage.text, b) || subjectDeniedBefore(passage.text, b))) continue;
    // ("is not checked like that of X" / "unlike X, … is not checked": a denial before "like" says "unlike")
    if (/^unlike$/i.test(a) && /^like$/i.test(b) && LIKE_UNDER_DENIAL.test(passage.text)) continue;
    if (/^like$/i.test(a) && /^unlike$/i.test(b) && LIKE_UNDER_DENIAL.test(claimText)) continue;
    if (coordinated(passage.tokens, sa, sb)) continue;
    if (reversedDirection(passage.tokens, sb)) continue;
    // ("come before" / "go before", "comes first" / "goes first": the two verbs of motion before the same word say the
    // same order, not opposite acts)
    if (DEICTIC_MOTION.has(sa) && DEICTIC_MOTION.has(sb) && sameWordAfter(claimTokens, sa, passage.tokens, sb)) continue;
    // the span's word for the claim's change: the claim's own word, or one of the same direction ("reduces" for
    // "inhibits"); the opposite then counts only where it stands in the claim's place, not in another clause
    const kin = passage.keys.has(sa) ? [sa] : sameDirectionIn(sa, passage.keys);
    if (kin.length > 0) {
      const opposite = neighbours(passage.tokens, sb);
      const own = kin.flatMap((k) => neighbours(passage.tokens, k));
      const exact = ([l, r]: Sides, uses: Sides[]) => uses.some(([pl, pr]) => l === pl && r === pr);
      // a use of the claim's word where the span has the opposite, not where the span says the claim's own word
      // between the same words ("lived inside the area; a few lived outside it"), nor as near the claim's own as the
      // opposite ("… requires unsafe code; … can occur in safe code" for "may be done in safe code")
      // (as near: then by the claim's words in the five before each use, "only struct fields can occur in safe code")
      const closeness = ([l, r]: Sides, uses: Sides[]) => Math.max(0, ...uses.map(([pl, pr]) => (l !== undefined && l === pl ? 1 : 0) + (r !== undefined && r === pr ? 1 : 0)));
      const claimStems = contentStems(claimTokens);
      const lead = (targets: string[]) => Math.max(0, ...targets.flatMap((k) => leadIns(passage.tokens, k)).map((w) => [...w].filter((x) => claimStems.has(x)).length));
      // (not for a comparative, whose other side is what it is compared with, after it: "more verbose than X, … less verbose")
      const nearer = (m: Sides) => closeness(m, opposite) > closeness(m, own) ||
        (closeness(m, opposite) === closeness(m, own) && (CONVERSE_WORDS.has(sa) || lead([sb]) > lead(kin)));
      if (!neighbours(claimTokens, sa).some((m) => nearUse(m, opposite) && !exact(m, own) && nearer(m))) continue;
    }
    if (directionOnly(sa, sb) && (!sameSidesInClause(claimTokens, sa, passage.tokens, sb) || changesOtherwise(claimText, claimTokens, sa, sb, passage.keys))) continue;
    if (inPlaceOnly(sa, sb) && !sameSidesInClause(claimTokens, sa, passage.tokens, sb)) continue;
    const [claimLeft, claimRight] = sides(claimTokens, sa);
    const [spanLeft, spanRight] = sides(passage.tokens, sb);
    const same = overlap(claimLeft, spanLeft) + overlap(claimRight, spanRight);
    const swapped = overlap(claimLeft, spanRight) + overlap(claimRight, spanLeft);
    const converse = CONVERSE_WORDS.has(sa) &&
      ((overlap(claimLeft, spanRight) > 0 && overlap(claimRight, spanLeft) > 0 && swapped > same) || swapsThan(claimTokens, passage.tokens));
    hits.push({ pair: [a, b], converse });
  }
  // the words of a pair used as often in claim and span, but one side more in the claim: a side swapped ("dynamic
  // and dynamic sources" over "static and dynamic sources", "for worse or for worse")
  const count = (tokens: Token[], s: string) => stemCounts(tokens).get(s) ?? 0;
  const spanCounts = stemCounts(passage.tokens);
  for (const [a, b, sa, sb] of anySide) {
    // (a span with neither side cannot use them as often as the claim, which uses its side more than the span: ca > pa = 0)
    if (!spanCounts.has(sa) && !spanCounts.has(sb)) continue;
    if (hits.some((h) => stem(h.pair[0]) === sa || stem(h.pair[0]) === sb)) continue;
    const [ca, cb, pa, pb] = [count(claimTokens, sa), count(claimTokens, sb), count(passage.tokens, sa), count(passage.tokens, sb)];
    // only where one text uses both sides: a lone "decreased" against a lone "increasing" is the main check's to read
    const bothInOne = (ca > 0 && cb > 0) || (pa > 0 && pb > 0);
    // and the claim's side stands exactly where the span's other side does
    const inPlace = () => neighbours(claimTokens, sa).some(([l, r]) => neighbours(passage.tokens, sb).some(([pl, pr]) => l === pl && r === pr));
    if (bothInOne && ca + cb === pa + pb && ca > pa && inPlace()) hits.push({ pair: [a, b], converse: false });
  }
  return hits;
}
