// Subject–verb agreement for repairs that join the writer's subject to a source's predicate: "WinkNLP" with
// the span's "reduce model loading time" must read "WinkNLP reduces model loading time". A small, general rule:
// a third-person singular subject takes the -s form of a present-tense verb, any other subject the base form.
// Anything the rule cannot decide (no verb where one must be, a form outside the tagger's vocabulary) is
// reported as undefined, and the caller offers no such repair.
import { analyse, isKnownWord, type NlpToken } from '../claims/nlp';

export type GrammaticalNumber = 'singular' | 'plural';

const SINGULAR_PRONOUNS = new Set(['he', 'she', 'it', 'this', 'that', 'each', 'everyone', 'everything', 'nobody', 'nothing', 'someone', 'something', 'one']);
const PLURAL_PRONOUNS = new Set(['i', 'we', 'you', 'they', 'these', 'those', 'both', 'many', 'several', 'few']);
const SINGULAR_DETERMINERS = new Set(['a', 'an', 'each', 'every', 'one', 'this', 'that', 'its']);
const PLURAL_DETERMINERS = new Set(['these', 'those', 'many', 'several', 'both', 'few', 'various', 'two', 'three', 'four', 'five', 'most', 'all']);
const PLURAL_NOUNS = new Set(['people', 'children', 'men', 'women', 'criteria', 'phenomena', 'mice', 'feet', 'teeth']);
const MODALS = new Set(['can', 'could', 'may', 'might', 'must', 'shall', 'should', 'will', 'would']);
/** Forms that change with the subject's number, both ways. */
const IRREGULAR: ReadonlyArray<readonly [string, string]> = [['is', 'are'], ['was', 'were'], ['has', 'have'], ['does', 'do']];
/** Words a noun chunk may hold before its head. */
const CHUNK = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN', 'PRON']);

/** A noun's number from its form: "models" plural, "analysis", "status", "GrepSeek" and "WinkNLP" singular. */
function nounNumber(word: string): GrammaticalNumber {
  const lower = word.toLowerCase();
  if (PLURAL_NOUNS.has(lower)) return 'plural';
  if (/[A-Z]/.test(word.slice(1))) return 'singular'; // a name written with inner capitals: "GrepSeek", "BM25s"
  return /[a-z]s$/.test(lower) && !/(ss|us|is)$/.test(lower) ? 'plural' : 'singular';
}

/**
 * The grammatical number of a sentence's subject (the words before its predicate), or undefined when it
 * cannot be told. The head is the last noun of the first noun chunk ("The accuracy of the models" → accuracy);
 * two nouns joined by "and" are plural.
 */
export function subjectNumber(subject: string): GrammaticalNumber | undefined {
  const tokens = analyse(subject).flatMap((s) => s.tokens).filter((t) => t.type === 'word' || t.type === 'number' || t.value === '-');
  if (tokens.length === 0) return undefined;
  let head: NlpToken | undefined;
  let determiner: string | undefined;
  let i = 0;
  for (; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.value === '-') continue;
    if (!CHUNK.has(t.pos)) break;
    if (t.pos === 'DET' || (t.pos === 'NUM' && head === undefined)) {
      if (head !== undefined) break; // "models that answer": the determiner opens a clause
      determiner ??= t.lower;
      continue;
    }
    if (t.pos === 'PRON' && head !== undefined) break;
    head = t;
  }
  if (tokens.slice(i).some((t) => t.lower === 'and' && t.pos === 'CCONJ') && tokens.slice(i).every((t) => t.pos !== 'VERB' && t.pos !== 'AUX' && t.pos !== 'ADP')) return 'plural';
  if (head === undefined) return undefined;
  if (head.pos === 'PRON') {
    if (SINGULAR_PRONOUNS.has(head.lower)) return 'singular';
    if (PLURAL_PRONOUNS.has(head.lower)) return 'plural';
    return undefined;
  }
  if (head.pos === 'NUM') return undefined;
  if (determiner && SINGULAR_DETERMINERS.has(determiner)) return 'singular';
  if (determiner && PLURAL_DETERMINERS.has(determiner)) return 'plural';
  return nounNumber(head.value);
}

/** The base form of a third-person singular form ("reduces" → "reduce", "carries" → "carry"), or undefined. */
function baseOf(lower: string): string | undefined {
  if (!/[a-z]s$/.test(lower) || /(ss|us|is)$/.test(lower)) return undefined;
  const forms = /ies$/.test(lower) ? [`${lower.slice(0, -3)}y`] : /(ss|sh|ch|x|z|o)es$/.test(lower) ? [lower.slice(0, -2)] : [];
  forms.push(lower.slice(0, -1));
  return forms.find((f) => isKnownWord(f));
}

/** The third-person singular form of a base form ("reduce" → "reduces", "carry" → "carries"), or undefined. */
function thirdSingularOf(lower: string): string | undefined {
  const form = /(s|x|z|ch|sh|o)$/.test(lower) ? `${lower}es` : /[^aeiou]y$/.test(lower) ? `${lower.slice(0, -1)}ies` : `${lower}s`;
  return isKnownWord(form) ? form : undefined;
}

/** The form of a verb that agrees with a subject of this number; the word itself when its form does not vary. */
export function agreeingForm(verb: string, number: GrammaticalNumber): string | undefined {
  const lower = verb.toLowerCase();
  if (MODALS.has(lower) || /(ed|ing)$/.test(lower)) return verb;
  for (const [singular, plural] of IRREGULAR) {
    if (lower === singular || lower === plural) return number === 'singular' ? singular : plural;
  }
  const base = baseOf(lower);
  if (number === 'plural') return base ?? (isKnownWord(lower) ? lower : undefined);
  if (base !== undefined) return lower;
  return thirdSingularOf(lower);
}

/**
 * `subject + predicate` with the predicate's finite verb (its first word, after any adverbs such as "often")
 * and the verbs coordinated with it ("reduces cost and improves recall") agreeing with the subject. Undefined
 * when the subject's number cannot be told or the predicate does not begin with a verb: such a join is no
 * sentence a writer could use.
 */
export function joinAgreeing(subject: string, predicate: string): string | undefined {
  const number = subjectNumber(subject);
  if (number === undefined) return undefined;
  const tokens = analyse(subject + predicate).flatMap((s) => s.tokens).filter((t) => t.start >= subject.length);
  let first = 0;
  while (first < tokens.length && (tokens[first]!.pos === 'ADV' || tokens[first]!.pos === 'PART')) first++;
  const verb = tokens[first];
  if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return undefined;
  const verbs = [verb];
  for (let i = first + 1; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.pos !== 'CCONJ' || (t.lower !== 'and' && t.lower !== 'or')) continue;
    let j = i + 1;
    while (j < tokens.length && tokens[j]!.pos === 'ADV') j++;
    const next = tokens[j];
    // a verb in the same form as the first one shares its subject ("reduces X and improves Y")
    if (next && next.pos === 'VERB' && (baseOf(next.lower) !== undefined) === (baseOf(verb.lower) !== undefined)) verbs.push(next);
  }
  let text = subject + predicate;
  for (const v of verbs.reverse()) {
    const form = agreeingForm(v.value, number);
    if (form === undefined) return undefined;
    const cased = v.value[0] === v.value[0]!.toUpperCase() ? form.charAt(0).toUpperCase() + form.slice(1) : form;
    text = text.slice(0, v.start) + cased + text.slice(v.end);
  }
  return text;
}
