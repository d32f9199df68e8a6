// wink-nlp access for the claim stage: sentence boundaries and part-of-speech tags with offsets into
// the analysed text. The model is loaded once, on first use.
// wink-nlp and its model are required inside nlp(), not imported at the top: importing this module (as every CLI
// command and the extension do) must not unpack the model; only the first sentence split does.
import type { PartOfSpeech, WinkMethods } from 'wink-nlp';

export interface NlpToken {
  value: string; // exactly text.slice(start, end)
  lower: string; // lowercase, typographic apostrophes made straight
  start: number;
  end: number;
  pos: PartOfSpeech;
  type: string; // wink token type: word, number, punctuation, symbol, …
}

export interface NlpSentence {
  start: number;
  end: number;
  tokens: NlpToken[]; // the sentence's tokens (whitespace tokens dropped)
}

const ABBREVIATION_END =
  /(?:^|[\s(])(?:al|etc|vs|cf|approx|fig|figs|eq|eqs|no|nos|p|pp|e\.g|i\.e|dr|mr|mrs|ms|prof|st|jr|sr|inc|ltd|co|vol|ch|sec|ed|eds|ca|resp|[a-z])\.$/i;

/** An inline enumerator closing a fragment ("explain (1.) why …"): the sentence goes on. */
const ENUMERATOR_END = /\(\s*[\p{N}\p{L}]{1,3}\.\s*\)?$/u;

const MAX_GAP = 256; // whitespace wink may skip between two tokens
/**
 * wink's tokenizer is quadratic in the length of one token (80 KB of letters take minutes). A run without
 * whitespace longer than this (a long URL, a hash, data) is shown to wink as the single letter "x" followed by
 * spaces, and comes back as one token holding the whole run.
 */
export const MAX_RUN_CHARS = 100;
const LONG_RUN = new RegExp(`\\S{${MAX_RUN_CHARS + 1},}`, 'g');

/** What wink was given since the last reset: for tests that bound the work per draft. */
export const nlpWork = { calls: 0, chars: 0, longestRun: 0 };

let nlpInstance: WinkMethods | undefined;

let vocabularySize = 0;
const knownWords = new Map<string, boolean>();

/** A CommonJS package's `module.exports`, which its typings call the default export (what esModuleInterop's import does). */
function commonJsDefault<T>(m: { default: T }): T {
  return (m as { __esModule?: boolean }).__esModule ? m.default : (m as unknown as T);
}

function nlp(): WinkMethods {
  if (!nlpInstance) {
    /* eslint-disable @typescript-eslint/no-require-imports */
    const winkNLP = commonJsDefault(require('wink-nlp') as typeof import('wink-nlp'));
    const model = commonJsDefault(require('wink-eng-lite-web-model') as typeof import('wink-eng-lite-web-model'));
    /* eslint-enable @typescript-eslint/no-require-imports */
    nlpInstance = winkNLP(model, ['sbd', 'pos']);
    // wink numbers words outside its vocabulary from the vocabulary's size upwards: learn that size first
    vocabularySize = nlpInstance.readDoc('qzxjvkqw').tokens().out(nlpInstance.its.uniqueId)[0] as number;
  }
  return nlpInstance;
}

/** True when the model's vocabulary has this (lower-case) word: "search" is, "vienna" and "grepseek" are not. */
export function isKnownWord(lower: string): boolean {
  let known = knownWords.get(lower);
  if (known === undefined) {
    const winkApi = nlp();
    const ids = winkApi.readDoc(lower).tokens().out(winkApi.its.uniqueId) as number[];
    known = ids.length === 1 && ids[0]! < vocabularySize;
    knownWords.set(lower, known);
  }
  return known;
}

export function lowerToken(value: string): string {
  return value.toLowerCase().replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** Tokens of a short string (used to tokenise cue phrases the same way as sentences). */
export function tokenizeWords(text: string): string[] {
  return analyse(text).flatMap((s) => s.tokens.map((t) => t.lower));
}

/** A name with "!" right after it, a macro ("macro_rules! already allows …"): not the end of a sentence before a lower-case word. */
const MACRO_END = /[\p{L}\p{N}_]!$/u;
/**
 * A name or a call with "?" right after it, the try operator ("turn try!(expr) into expr? automatically", "foo()? returns
 * early"), in a sentence that does not open as a question does ("Should …", "Is …", "What …"): not the end of a
 * sentence before a lower-case word.
 */
const TRY_END = /[\p{L}\p{N}_)\]]\?$/u;
/** A capitalised word's "?" ("Sized?") and a one-letter capital name after it ("T,", "T to"; not "A" or "I"). */
const CAPITALISED_TRY_END = /\p{Lu}[\p{L}\p{N}_]+\?$/u;
const TYPE_VARIABLE_START = /^(?![AI](?![\p{L}\p{N}]))\p{Lu}(?=[,;:)]|\s+\p{Ll})/u;
const QUESTION_OPENING = /^[\s"'“(*_]*(?:is|are|was|were|am|do|does|did|can|could|should|would|will|shall|may|might|must|has|have|had|what|why|how|when|where|who|whom|whose|which|isn['’]t|aren['’]t|doesn['’]t|don['’]t|won['’]t|can['’]t)\b/i;
/** A "?" or "!" standing alone, the operator it names ("the only use of ? in Python"): not the end of a sentence before a lower-case word. */
const SYMBOL_END = /\s[?!]$/u;

/** The last characters of a sentence, enough for ABBREVIATION_END (a merged sentence can grow long: never scan it whole). */
function sentenceTail(text: string, sentence: NlpSentence): string {
  const from = Math.max(sentence.start, sentence.end - 16);
  return (from > sentence.start ? '\u0000' : '') + text.slice(from, sentence.end);
}

/** Sentences of `text` with their tokens; offsets are into `text`. */
export function analyse(text: string): NlpSentence[] {
  const winkApi = nlp();
  const its = winkApi.its;
  const runs = new Map<number, number>(); // start → end of each masked run
  const shown = text.replace(LONG_RUN, (run, at: number) => {
    runs.set(at, at + run.length);
    return 'x' + ' '.repeat(run.length - 1);
  });
  nlpWork.calls++;
  nlpWork.chars += shown.length;
  for (const run of shown.match(/\S+/g) ?? []) nlpWork.longestRun = Math.max(nlpWork.longestRun, run.length);
  const doc = winkApi.readDoc(shown);
  const values = doc.tokens().out() as string[];
  const tags = doc.tokens().out(its.pos) as PartOfSpeech[];
  const types = doc.tokens().out(its.type) as string[];
  const spans = doc.sentences().out(its.span) as unknown as Array<[number, number]>;

  // wink reports token values, not offsets: recover offsets by scanning forward through the text.
  const tokens: Array<NlpToken | null> = new Array(values.length);
  let cursor = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value.trim() === '') {
      tokens[i] = null;
      continue;
    }
    const near = shown.startsWith(value, cursor) ? 0 : shown.slice(cursor, cursor + MAX_GAP + value.length).indexOf(value);
    const at = near < 0 ? -1 : cursor + near;
    if (at < 0) {
      tokens[i] = null; // a token wink rewrote; it cannot be placed exactly, so it is not used
      continue;
    }
    const runEnd = runs.get(at);
    cursor = runEnd ?? at + value.length;
    const original = runEnd === undefined ? value : text.slice(at, runEnd);
    tokens[i] = { value: original, lower: lowerToken(original), start: at, end: cursor, pos: tags[i]!, type: types[i]! };
  }

  const sentences: NlpSentence[] = [];
  for (const [first, last] of spans) {
    const sentenceTokens: NlpToken[] = [];
    for (let i = first; i <= last; i++) {
      const token = tokens[i];
      if (token) sentenceTokens.push(token);
    }
    if (sentenceTokens.length === 0) continue;
    const start = sentenceTokens[0]!.start;
    const end = sentenceTokens[sentenceTokens.length - 1]!.end;
    const previous = sentences[sentences.length - 1];
    // wink ends a sentence after some abbreviations ("et al.", "Fig.") and inside "v2.1" or "3.X.0"; a sentence that
    // starts with no space after the last one's end, or a lower-case or numeric start right after an abbreviation, says
    // the sentence did not end
    // (also a one-letter capital name after a capitalised word's "?": "from T: ?Sized to Sized? T, and …" is code unmarked)
    const continues = /^[\p{Ll}\p{N}]/u.test(text.slice(start, start + 2)) ||
      (TYPE_VARIABLE_START.test(text.slice(start, start + 3)) && CAPITALISED_TRY_END.test(sentenceTail(text, previous ?? { start, end: start, tokens: [] })));
    if (previous && (start === previous.end || (continues && (ABBREVIATION_END.test(sentenceTail(text, previous)) ||
      ENUMERATOR_END.test(sentenceTail(text, previous)) || MACRO_END.test(sentenceTail(text, previous)) || SYMBOL_END.test(sentenceTail(text, previous)) ||
      (TRY_END.test(sentenceTail(text, previous)) && !QUESTION_OPENING.test(text.slice(previous.start, previous.start + 24))))))) {
      previous.end = end;
      for (const token of sentenceTokens) previous.tokens.push(token);
      continue;
    }
    sentences.push({ start, end, tokens: sentenceTokens });
  }
  for (const sentence of sentences) retagOpeningSubject(sentence.tokens);
  return sentences;
}

/**
 * The tagger reads a sentence's opening plural noun as a verb when a verb follows it ("Retries make every failure
 * permanent", "Hooks make …": two finite verbs cannot open a sentence, and an imperative takes the base form), and an
 * opening call as an imperative ("fork() costs about 3 µs"): both are the sentence's subject, a noun. Retagged in place.
 */
function retagOpeningSubject(tokens: NlpToken[]): void {
  const words = tokens.filter((t) => /[\p{L}\p{N}]/u.test(t.value));
  const first = words[0];
  if (!first || first.pos !== 'VERB') return;
  const at = tokens.indexOf(first);
  const call = tokens[at + 1]?.value === '(' && tokens.slice(at + 2, at + 8).some((t) => t.value === ')');
  const plural = /\p{L}[^su]s$/u.test(first.lower) && (words[1]?.pos === 'VERB' || words[1]?.pos === 'AUX') && tokens[at + 1] === words[1];
  if (call || plural) tokens[at] = { ...first, pos: call ? 'PROPN' : 'NOUN' };
}
