// Who does the claim's act, and to what. A span that uses the claim's verb carries the claim only when it puts the claim's
// subject or object in the same place: "The default implementation of X consults a variable" has the word "default"
// and the act "consult", yet it does not say that the default is consulted; "silently ignoring the missing macro
// error" does not say that the attribute is ignored; "do not break backwards compatibility to comply with this PEP"
// tells the reader what not to do, it does not say that the PEP breaks nothing.
//
// Read without a parser, by the words around the verb within its clause: the noun phrase before it (through "that",
// "which", "who" to what they stand for), the words after it up to the next clause or predicate, voice from a form of
// "be" before a participle, and "by" for a passive's agent; a sentence that opens with a bare verb is an instruction.
// A side the words cannot tell (a pronoun, ", which", a gerund's subject, a clause that starts at a comma) is never
// held against the span; only a claim word the span names in another place than the act's is.
import { tokenize, type Token } from '../text/tokenize';
import { STOPWORDS } from '../text/index';
import { escapeRegExp } from '../util/regex';
import { CARDINAL_WORDS } from '../text/quantities';
import { wordNet } from '../lexicon/index';
import { ASKED_BEFORE, contentStems, MODAL_WORDS, notSpelledOut, posTags, stem, verbOf } from './analysis';
import { memoByText } from './memo';
import { quoteWords } from './quote';

export interface MisplacedArgument {
  verb: string; // the claim's verb, as written
  word: string; // the claim's word the span names elsewhere, as written in the claim
  // 'act': the span only names the act, as the subject of its sentence ("Skipping members … is a feature");
  // 'result': the span's passive puts its subject in a state the claim does not name ("is made visible" for "is made")
  role: 'agent' | 'patient' | 'complement' | 'act' | 'result';
  copula?: true; // the act is a form of "be": the roles are the subject and what it is said to be
}

type Side = Set<string> | 'unknown';
interface Roles {
  agent: Side;
  patient: Side;
  /** What a passive verb of naming or judging says its subject is ("is considered irrefutable"). */
  complement?: Side;
  /** The subject's last content word (its head, short of an "of" phrase) and the role the subject plays. */
  head?: { index: number; end: number; role: 'agent' | 'patient' };
  passive?: true;
  /** The head of an active verb's object ("modify the dictionary linked to …" → "dictionari"). */
  objectHead?: string;
}

const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'has', 'have', 'had', 'do', 'does', 'did', 'will',
  'would', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'ought', 'to', 'not', 'never', 'neither', 'also', 'then', 'still', 'only',
  'just', 'already', 'always', 'often', 'usually', "n't", 'get', 'gets', 'got', "'s", "'re", "'m", '’s', '’re', '’m']);
/** Adverbs that may stand between a subject and its verb ("operations that today would result in …", "that instead falls back"). */
const ADVERBS_BEFORE_VERB = new Set(['today', 'now', 'currently', 'again', 'sometimes', 'soon', 'first', 'later', 'instead', 'even', 'thus', 'therefore',
  'hence', 'further', 'merely']);
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'am', 'get', 'gets', 'got', "'s", "'re", "'m", '’s', '’re', '’m']);
const RELATIVES = new Set(['that', 'which', 'who', 'whom']);
/** Verbs of naming and judging, whose passive says what its subject is ("is considered an error", "is called a view"). */
const NAMING = new Set(['consider', 'call', 'name', 'deem', 'declar', 'label', 'mark', 'regard', 'term', 'dub', 'classifi', 'rate', 'judg'].map((w) => stem(w)));
/** Verbs by which a source reports what it found ("X shows that …"). */
const REPORTING = new Set(['show', 'shows', 'showed', 'shown', 'find', 'finds', 'found', 'report', 'reports', 'reported', 'demonstrate',
  'demonstrates', 'demonstrated', 'argue', 'argues', 'argued', 'claim', 'claims', 'claimed', 'state', 'states', 'stated', 'note', 'notes',
  'noted', 'say', 'says', 'said', 'establish', 'establishes', 'established', 'confirm', 'confirms', 'confirmed', 'prove', 'proves', 'proved']);
const CONTRACTED_BE = /^(?:it|that|this|there|here|what|who|he|she|they|we|you|i)['’](?:s|re|m)$/u;
const IMPERATIVE_WORDS = new Set(['do', 'not', "n't", 'never', 'always', 'also', 'just', 'only', 'then']);
/** Words that open another clause: a side stops there. */
const CLAUSE_OPENERS = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'whenever', 'if', 'unless', 'because', 'since',
  'while', 'whereas', 'although', 'though', 'so', 'but', 'until', 'before', 'after', 'once', 'as', 'than', 'how', 'why', 'whether']);
/** Subjects that stand for something named elsewhere: the side is not known from the words. */
const PRONOUNS = new Set(['it', 'they', 'he', 'she', 'we', 'you', 'i', 'this', 'these', 'those', 'that', 'one', 'ones', 'each', 'both',
  'all', 'some', 'many', 'most', 'others', 'either', 'neither', 'there', 'them', 'itself', 'themselves', 'which', 'who', 'what', 'such']);
/** What ends a clause between two words: punctuation, a dash, an aside's parenthesis (not "[project]", a literal). */
const BOUNDARY = /[,;:!?]|\.(?:\s|$)|(?:^|\s)\(|\)(?:\s|$)|\s--?\s|[—–]/;
/** Verb forms a passive is made of besides -ed/-en ("was built", "is kept"). */
const PARTICIPLE = /(?:ed|en|wn|ne|lt|pt|nt|ght|ung|ade|aid|old|ept|ost|ound|id|it|ut|et|un)$/;

interface Words {
  text: string;
  words: Token[];
}

/** Whether a clause boundary lies between word i and word i + 1. */
function breakAfter(w: Words, i: number): boolean {
  // (the last word ends its clause)
  if (i + 1 >= w.words.length) return true;
  // (the empty brackets of a call, "the loop.close() method", close no aside)
  return BOUNDARY.test(w.text.slice(w.words[i]!.end, w.words[i + 1]!.start).replace(/^\(\)/, ''));
}

/** The roles around the verb at word index v. */
function rolesAt(w: Words, v: number, span: boolean, options: { claimAsks?: boolean } = {}): Roles {
  const words = w.words;
  const verb = words[v]!;
  // back over auxiliaries, adverbs and denials ("will not be", "is typically")
  let k = v - 1;
  let passive = false;
  let commanding = true; // only what an imperative may have before its verb ("do not", "never", "always")
  let contracted = false; // "it's called", "they're built": a pronoun subject with its form of "be"
  while (k >= 0 && !breakAfter(w, k) && (AUXILIARIES.has(words[k]!.norm) || /ly$/.test(words[k]!.norm) || ADVERBS_BEFORE_VERB.has(words[k]!.norm) || CONTRACTED_BE.test(words[k]!.norm))) {
    if (CONTRACTED_BE.test(words[k]!.norm)) {
      passive = true;
      contracted = true;
      break;
    }
    if (BE_FORMS.has(words[k]!.norm)) passive = true;
    if (AUXILIARIES.has(words[k]!.norm) && !IMPERATIVE_WORDS.has(words[k]!.norm)) commanding = false;
    k--;
  }
  const right = rightSide(w, v);
  // "coral bleaching caused by heat stress": a participle with its agent after "by" is passive without "be"
  passive = (passive || right.by !== undefined) && PARTICIPLE.test(verb.norm) && !/ing$/.test(verb.norm) && !COPULAS.has(verb.norm);
  const participle = (/ed$/.test(verb.norm) || IRREGULAR_PARTICIPLES.has(verb.norm)) && !contracted;
  // "servers used alongside the public one" (passive) or "the team worked alongside them" (active), "variables taken as
  // input", "each argument still evaluated only once": not known (a name before it is the subject of an active verb:
  // "Tarn heavily depended on Quill")
  const onlyAdverbsBetween = words.slice(k + 1, v).every((t) => PARTICIPLE_ADVERBS.has(t.norm));
  const next = words[v + 1];
  const nextIsCircumstance = next !== undefined && !breakAfter(w, v) && (PREPOSITIONS.has(next.norm) || next.norm === 'as' || next.norm === 'only' || next.norm === 'once');
  if (!passive && participle && k >= 0 && !breakAfter(w, k) && !words[k]!.stop && words[k]!.kind === 'word' && !/^\p{Lu}/u.test(words[k]!.text) &&
    onlyAdverbsBetween && nextIsCircumstance) {
    // (with an agent after "by" later in its phrase, a passive: "each argument still evaluated only once by Tarn")
    const byLater = reducedAgent(w, v);
    return byLater ? { agent: byLater, patient: leftSide(w, k, v), passive: true } : { agent: 'unknown', patient: 'unknown' };
  }
  // "whether imported or defined", "although not guaranteed", "Tarn, chosen for its speed, …", "Once approved by Ada, the
  // patch …": a clause cut down to its participle, passive — its agent is only the one after "by" (no one else is said to
  // do it), and what it is done to is the noun before its comma or the subject of the clause it opens the sentence of
  const opensClause = k < 0 || breakAfter(w, k);
  // (the opener opens its clause, "…, whether imported", or compares, "more packages than required by Quill"; not the
  // adverb of "Orbix once supported …")
  const opener = REDUCED_CLAUSE_OPENERS.has(words[k]?.norm ?? '') && (k === 0 || breakAfter(w, k - 1) || words[k]!.norm === 'than') ? k : undefined;
  if (participle && !contracted && (opener !== undefined || (opensClause && !passive && (nextIsCircumstance || next?.norm === 'by')))) {
    const start = opener ?? k + 1;
    const byAgent = reducedAgent(w, v);
    // (in a claim, only its agent after "by" is read: what it is done to is the span's to show)
    if (!span) return { agent: byAgent ?? 'unknown', patient: 'unknown', passive: true };
    // ("In the future, if desired, the scheme could …": a clause of condition or time is said of the main clause's subject)
    if (opener !== undefined && !/^(?:whether|than|as|although|though)$/.test(words[opener]!.norm)) {
      const main = subjectAfterComma(w, v);
      if (main !== 'unknown') return { agent: byAgent ?? new Set(), patient: main, passive: true };
    }
    // ("whether imported or defined in-crate" for a claim that asks it too: only the agent is known; for one that does not,
    // "Tarn modules are signed by Quill", "whether signed by Quill or not" says it of no one)
    if (words[start]?.norm === 'whether') return options.claimAsks ? { agent: byAgent ?? 'unknown', patient: 'unknown', passive: true } : { agent: new Set(), patient: new Set(), passive: true };
    const patient = start > 0 && breakAfter(w, start - 1) ? nounPhraseBefore(w, start - 1) : start === 0 ? subjectAfterComma(w, v) : 'unknown';
    return { agent: byAgent ?? new Set(), patient, passive: true };
  }
  // ("The amount of data transferred when cloning is estimated …": a clause reduced to its participle stands between the
  // subject and its verb)
  if (k >= 2 && !contracted && /(?:ing|ed)$/.test(words[k]!.norm) && REDUCED_OPENERS.has(words[k - 1]!.norm) && !breakAfter(w, k - 1) && !breakAfter(w, k - 2)) k -= 2;
  // ("every macro you import is expanded": a relative clause with no "that" — its object is the noun before its pronoun,
  // and what follows it is the main clause's verb, not its object)
  if (!contracted && k >= 1 && k === v - 1 && words[v + 1] !== undefined && CONTACT_SUBJECTS.has(words[k]!.norm) && !breakAfter(w, k - 1) && !breakAfter(w, v) &&
    words[k - 1]!.kind === 'word' && !words[k - 1]!.stop &&
    (AUXILIARIES.has(words[v + 1]!.norm) || (/[^s]s$/.test(words[v + 1]!.norm) && posTags(w.text).get(words[v + 1]!.start) === 'v'))) {
    return { agent: 'unknown', patient: 'unknown' };
  }
  const subject = contracted ? 'unknown' : leftSide(w, k, v);
  const head = subject === 'unknown' ? undefined : headOf(w, k);
  if (/ing$/.test(verb.norm) && !BE_FORMS.has(words[v - 1]?.norm ?? '')) {
    // "``multi_value: bool`` specifying whether …": a participle right after a noun says what that noun does
    const before = k === v - 1 && k >= 0 ? words[k]! : undefined;
    const governing = before !== undefined && !breakAfter(w, k) && before.kind === 'word' && !before.stop && posTags(w.text).get(before.start) === 'v';
    // (a verb whose object the participle is, "Crates that handle parsing Rust syntax": its subject does the act too)
    if (governing && !/ing$/.test(before.norm)) {
      let g = k - 1;
      while (g >= 0 && !breakAfter(w, g) && (AUXILIARIES.has(words[g]!.norm) || /ly$/.test(words[g]!.norm) || ADVERBS_BEFORE_VERB.has(words[g]!.norm))) g--;
      return { agent: leftSide(w, g, k), patient: right.rest };
    }
    const nounBefore = before !== undefined && !breakAfter(w, k) && before.kind === 'word' && !before.stop && !/(?:ly|ing|ed)$/.test(before.norm) &&
      !PREPOSITIONS.has(before.norm) && !PRONOUNS.has(before.norm) && !governing;
    return { agent: nounBefore ? leftSide(w, k, v) : 'unknown', patient: right.rest };
  }
  if (passive) {
    // (an agent after the verb's adverbs: "is evaluated only once by Tarn", "was designed for speed by Orbix")
    return { agent: right.by ?? reducedAgent(w, v) ?? 'unknown', patient: subject, passive: true, ...(NAMING.has(stem(verb.norm)) ? { complement: right.rest } : {}),
      ...(head !== undefined ? { head: { index: head, end: k, role: 'patient' as const } } : {}) };
  }
  // ("We map to releases instead of packages": a verb with a preposition right after it has its object left unsaid)
  if (!passive && OBJECT_LEFT_OUT.has(words[v + 1]?.norm ?? '') && !breakAfter(w, v)) {
    return { agent: subject, patient: 'unknown', ...(head !== undefined ? { head: { index: head, end: k, role: 'agent' as const } } : {}) };
  }
  // ("… backported to the old series to facilitate X", "In order to facilitate X, …": an infinitive of purpose has no subject written)
  if (words[v - 1]?.norm === 'to' && !CATENATIVE_BEFORE_TO.has(words[v - 2]?.norm ?? '')) {
    return { agent: 'unknown', patient: right.rest, ...(right.head !== undefined ? { objectHead: right.head } : {}) };
  }
  // a sentence that starts with a bare verb tells the reader what to do: nobody the claim names does it
  const opensSentence = k < 0 || /[.!?:;]/.test(w.text.slice(words[k]!.end, words[k + 1]!.start));
  const imperative = span && opensSentence && commanding && !/(?:s|ed)$/.test(verb.norm);
  return { agent: imperative ? new Set() : subject, patient: right.rest, ...(right.head !== undefined ? { objectHead: right.head } : {}),
    ...(head !== undefined && !imperative ? { head: { index: head, end: k, role: 'agent' as const } } : {}) };
}

/** Verbs whose subject is the subject of the infinitive after them ("wants to add", "tries to parse"). */
const CATENATIVE_BEFORE_TO = new Set(['want', 'wants', 'wanted', 'try', 'tries', 'tried', 'need', 'needs', 'needed', 'plan', 'plans', 'planned',
  'intend', 'intends', 'intended', 'aim', 'aims', 'aimed', 'seek', 'seeks', 'sought', 'attempt', 'attempts', 'attempted', 'decide', 'decides', 'decided',
  'choose', 'chooses', 'chose', 'refuse', 'refuses', 'refused', 'agree', 'agrees', 'agreed', 'fail', 'fails', 'failed', 'continue', 'continues', 'continued',
  'begin', 'begins', 'began', 'start', 'starts', 'started', 'hope', 'hopes', 'hoped', 'expect', 'expects', 'expected', 'able', 'unable', 'going', 'used', 'has', 'have', 'had']);
/** Prepositions after which a verb's direct object is left unsaid ("map to releases", "compiles into …"). */
const OBJECT_LEFT_OUT = new Set(['to', 'into', 'onto', 'from']);
/** Prepositions that may open a sentence with a phrase before its subject, with no comma after it. */
const FRONTED_PREPOSITIONS = new Set(['in', 'after', 'before', 'on', 'at', 'for', 'during', 'with', 'under', 'since', 'until', 'from', 'by', 'upon', 'once']);
/** Determiners a subject noun phrase starts with. */
const SUBJECT_START = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'each', 'every', 'all', 'any', 'some', 'no']);
/** Words that open a clause a participle alone may make ("when cloning", "if needed"). */
const REDUCED_OPENERS = new Set(['when', 'if', 'while', 'once', 'unless', 'whenever']);
/** … and those before a bare participle ("whether imported", "although not guaranteed", "than expected"). */
const REDUCED_CLAUSE_OPENERS = new Set([...REDUCED_OPENERS, 'whether', 'although', 'though', 'until', 'than', 'as']);
/** Adverbs that may stand around a participle that modifies a noun ("still evaluated only once"). */
const PARTICIPLE_ADVERBS = new Set(['still', 'only', 'once', 'again', 'just', 'already', 'also', 'first', 'later', 'here', 'there', 'today']);

/** The content stems of the noun phrase that ends at word k (the verb at v): unknown when it is a pronoun or absent. */
function leftSide(w: Words, k: number, v: number): Side {
  const words = w.words;
  if (k < 0 || breakAfter(w, k)) return 'unknown';
  let at = k;
  // "operations that today would result in": the relative stands for the noun phrase right before it (after a comma,
  // ", which …" may stand for the whole clause before it: not known)
  if (RELATIVES.has(words[at]!.norm)) {
    at--;
    if (at < 0 || breakAfter(w, at)) return 'unknown';
  } else if (PRONOUNS.has(words[at]!.norm) || (k === v - 1 && words[at]!.stop && !RELATIVES.has(words[at]!.norm) && !/^(?:the|a|an)$/.test(words[at]!.norm)) ||
    CLAUSE_OPENERS.has(words[at]!.norm)) {
    // (a conjunction where the subject would stand, "likely but not guaranteed": no subject written)
    return 'unknown';
  }
  const out = new Set<string>();
  for (let j = at; j >= 0; j--) {
    const t = words[j]!;
    // "GrepSeek shows that direct corpus interaction complements …": what a source reports, its own finding
    if (t.norm === 'that' && j !== at && j > 0 && REPORTING.has(words[j - 1]!.norm)) return 'unknown';
    // "Warning rather than erroring is recommended": what the subject sets aside is not the subject
    if (j > 0 && ((t.norm === 'than' && words[j - 1]!.norm === 'rather') || (t.norm === 'of' && words[j - 1]!.norm === 'instead')) && !breakAfter(w, j - 1)) {
      out.clear();
      j--;
      continue;
    }
    // "Tools that expect the interface … can use": a relative clause, verb and all, between the subject's noun and its verb
    // (the noun it is said of is the subject's head; the words before that noun are not read: "Orbix engineers who …")
    if (RELATIVES.has(t.norm) && j !== at && relativeClauseOfSubject(w, j, at)) {
      out.add(stem(words[outerHead(w, j - 1)]!.norm));
      break;
    }
    if (CLAUSE_OPENERS.has(t.norm) && j !== at) break;
    if (!t.stop && t.kind === 'word' && !DENIALS.has(t.norm)) out.add(stem(t.norm));
    if (j > 0 && breakAfter(w, j - 1)) break;
    // ("which Python interpreter a virtual environment uses": a noun phrase that opens right after another one's noun is
    // the subject; the one before it is what the verb acts on)
    if (j > 0 && j < at && NEW_PHRASE_DETERMINERS.has(t.norm) && nounBeforeDeterminer(w, words[j - 1]!)) break;
  }
  const head = words[at]!;
  if (PRONOUNS.has(head.norm)) return 'unknown';
  return out.size > 0 ? out : 'unknown';
}

/** The agent after "by" in a participle's own phrase ("approved only once by Ada, …"), up to its clause's end. */
function reducedAgent(w: Words, v: number): Set<string> | undefined {
  for (let j = v + 1; j < w.words.length && !breakAfter(w, j - 1); j++) {
    const t = w.words[j]!;
    // ("only once by Tarn", "once by Tarn", "as a batch by Tarn": an adverb or a role, not a clause's "once" or "as")
    const adverbial = t.norm === 'as' || (t.norm === 'once' && (/^(?:only|just|at)$/.test(w.words[j - 1]!.norm) || w.words[j + 1]?.norm === 'by' || breakAfter(w, j)));
    if ((CLAUSE_OPENERS.has(t.norm) && !adverbial) || BE_FORMS.has(t.norm)) return undefined;
    if (t.norm !== 'by' || notAgent(w.words[j + 1], w.words[j + 2])) continue;
    const out = new Set<string>();
    for (let x = j + 1; x < w.words.length && !breakAfter(w, x - 1); x++) {
      const u = w.words[x]!;
      if (CLAUSE_OPENERS.has(u.norm) || BE_FORMS.has(u.norm) || PREPOSITIONS.has(u.norm)) break;
      if (!u.stop && u.kind === 'word') out.add(stem(u.norm));
    }
    return out.size > 0 ? out : undefined;
  }
  return undefined;
}
/**
 * What a participle clause after a comma is said of: the noun phrase before the comma when that phrase opens its
 * sentence or clause ("Tarn, chosen over Quill, …"); else, after a predicate ("X is inspired by Tarn, chosen for …"), the
 * subject its sentence opens with.
 */
function nounPhraseBefore(w: Words, k: number): Side {
  const tags = posTags(w.text);
  const out = new Set<string>();
  const stops = (t: Token, j: number) => CLAUSE_OPENERS.has(t.norm) || PRONOUNS.has(t.norm) || AUXILIARIES.has(t.norm) || BE_FORMS.has(t.norm) ||
    (j !== k && tags.get(t.start) === 'v');
  for (let j = k; j >= 0; j--) {
    const t = w.words[j]!;
    if (stops(t, j)) return sentenceSubject(w, k);
    if (!t.stop && t.kind === 'word' && !DENIALS.has(t.norm)) out.add(stem(t.norm));
    if (j > 0 && breakAfter(w, j - 1)) break;
  }
  return out.size > 0 ? out : 'unknown';
}
/** The content stems its sentence opens with before word k, up to its first verb (unknown: a pronoun, or none). */
function sentenceSubject(w: Words, k: number): Side {
  const tags = posTags(w.text);
  let start = k;
  while (start > 0 && !/[.;:!?]/.test(w.text.slice(w.words[start - 1]!.end, w.words[start]!.start))) start--;
  const out = new Set<string>();
  for (let j = start; j <= k; j++) {
    const t = w.words[j]!;
    if (PRONOUNS.has(t.norm)) return 'unknown';
    if (AUXILIARIES.has(t.norm) || BE_FORMS.has(t.norm) || tags.get(t.start) === 'v' || CLAUSE_OPENERS.has(t.norm)) break;
    if (!t.stop && t.kind === 'word') out.add(stem(t.norm));
    if (breakAfter(w, j)) return 'unknown';
  }
  return out.size > 0 ? out : 'unknown';
}
/** The subject of the clause after a sentence-opening participle's comma ("Chosen for its speed, *Tarn* replaced Quill"). */
function subjectAfterComma(w: Words, v: number): Side {
  let j = v;
  while (j < w.words.length - 1 && !breakAfter(w, j)) j++;
  if (j >= w.words.length - 1) return 'unknown';
  const tags = posTags(w.text);
  const out = new Set<string>();
  for (let x = j + 1; x < w.words.length; x++) {
    const t = w.words[x]!;
    if (AUXILIARIES.has(t.norm) || BE_FORMS.has(t.norm) || CLAUSE_OPENERS.has(t.norm) || PREPOSITIONS.has(t.norm) || (out.size > 0 && tags.get(t.start) === 'v')) break;
    if (PRONOUNS.has(t.norm)) return 'unknown';
    if (!t.stop && t.kind === 'word') out.add(stem(t.norm));
    if (x + 1 < w.words.length && breakAfter(w, x)) break;
  }
  return out.size > 0 ? out : 'unknown';
}

/**
 * "Quill development is complicated by the Tarn generator" / "The Quill generator complicates Tarn development": a claim
 * word of one side's own noun phrase (not of a phrase after it: "delegates signing *to the Tarn daemon*") that every use of
 * the verb has on the other side only. Not for a relation that holds both ways ("chat with", "between").
 */
function crossedAt(claim: Words, cv: number, verbStem: string, claimRoles: Roles, spanRoles: Roles[], claimTags: ReadonlyMap<number, unknown> | undefined,
  verbToken: Token): MisplacedArgument | undefined {
  if (/^(?:with|between|against|alongside)$/.test(claim.words.slice(cv + 1).find((t) => !/ly$/.test(t.norm))?.norm ?? '')) return undefined;
  // (a participle before its noun, "the minimum required version needs …", modifies it: no act with sides)
  const [after, then] = [claim.words[cv + 1], claim.words[cv + 2]];
  if (/(?:ed|en)$/.test(verbToken.norm) && after !== undefined && then !== undefined && claimTags?.get(after.start) === 'n' &&
    (claimTags.get(then.start) === 'v' || AUXILIARIES.has(then.norm) || BE_FORMS.has(then.norm))) return undefined;
  const cores = coreWords(claim, cv, claimRoles);
  for (const role of ['agent', 'patient'] as const) {
    const side = claimRoles[role];
    const other = role === 'agent' ? 'patient' : 'agent';
    if (side === 'unknown' || claimRoles[other] === 'unknown') continue;
    const crossed = claim.words.find((t, i) => {
      const x = stem(t.norm);
      if (x === verbStem || !side.has(x) || !cores[role].has(i) || (claimRoles[other] as Set<string>).has(x) || t.stop || t.kind !== 'word' || AUXILIARIES.has(t.norm) || SUBJECT_AUXILIARIES.has(t.norm)) return false;
      // (a noun or a name: the words a side is made of, not the verbs a side may run into)
      if (claimTags?.get(t.start) !== 'n' && !(claimTags?.get(t.start) === null && /^\p{Lu}/u.test(t.text))) return false;
      return spanRoles.every((r) => r[other] !== 'unknown' && (r[other] as Set<string>).has(x) && r[role] !== 'unknown' && !(r[role] as Set<string>).has(x));
    });
    if (crossed) return { verb: verbToken.text, word: crossed.text, role };
  }
  return undefined;
}

/** The claim's verb at cv stands in a clause that asks it ("whether the macros are imported …"). */
function asksWhether(claim: Words, cv: number): boolean {
  let back = cv - 1;
  while (back >= 0 && !breakAfter(claim, back) && claim.words[back]!.norm !== 'whether') back--;
  return back >= 0 && claim.words[back]!.norm === 'whether';
}

/**
 * The word indexes of each side's own noun phrase around the claim's verb at v: the run of content words that ends
 * at the subject's head, the run right after the verb (past articles), and the run after a passive's "by".
 */
function coreWords(w: Words, v: number, roles: Roles): { agent: Set<number>; patient: Set<number> } {
  const words = w.words;
  const content = (j: number) => words[j] !== undefined && !words[j]!.stop && words[j]!.kind === 'word';
  const runFrom = (j: number): Set<number> => {
    const out = new Set<number>();
    while (j < words.length && ARTICLES.has(words[j]!.norm)) j++;
    for (; content(j); j++) {
      out.add(j);
      if (j + 1 >= words.length || breakAfter(w, j)) break;
    }
    return out;
  };
  const subject = new Set<number>();
  if (roles.head) for (let j = roles.head.index; j >= 0 && content(j); j--) {
    subject.add(j);
    if (j > 0 && breakAfter(w, j - 1)) break;
  }
  let by = -1;
  for (let j = v + 1; j < words.length && by < 0; j++) {
    if (words[j]!.norm === 'by') by = j;
    if (breakAfter(w, j) || CLAUSE_OPENERS.has(words[j]!.norm)) break;
  }
  const object = roles.passive ? (by > 0 ? runFrom(by + 1) : new Set<number>()) : runFrom(v + 1);
  return roles.passive ? { agent: object, patient: subject } : { agent: subject, patient: object };
}

/** Determiners that open a noun phrase of their own (not "that", which may be a relative). */
const NEW_PHRASE_DETERMINERS = new Set(['a', 'an', 'the', 'this', 'these', 'those', 'its', 'their', 'each', 'every']);
/** A noun right before a determiner (not a verb whose object it opens: "expect the interface"). */
const nounBeforeDeterminer = (w: Words, t: Token) => t.kind === 'word' && !t.stop && !PREPOSITIONS.has(t.norm) && !/ly$/.test(t.norm) &&
  posTags(w.text).get(t.start) === 'n';

/**
 * The head of the noun phrase whose noun is at h, past an "of"/"for" phrase it completes ("Sponsors of the projects" →
 * "Sponsors"): the word index of the outermost head.
 */
function outerHead(w: Words, h: number): number {
  let at = h;
  for (;;) {
    let start = at;
    while (start > 0 && !breakAfter(w, start - 1) && (ARTICLES.has(w.words[start - 1]!.norm) || (!w.words[start - 1]!.stop && w.words[start - 1]!.kind === 'word'))) start--;
    const prep = w.words[start - 1];
    const before = w.words[start - 2];
    if (prep === undefined || before === undefined || !/^(?:of|for)$/.test(prep.norm) || breakAfter(w, start - 2) || before.stop || before.kind !== 'word') return at;
    at = start - 2;
  }
}

/** The relative at word j opens a whole clause (a verb of its own up to word at) after a noun: the subject goes on before it. */
function relativeClauseOfSubject(w: Words, j: number, at: number): boolean {
  if (j === 0 || breakAfter(w, j - 1)) return false;
  const tags = posTags(w.text);
  const before = w.words[j - 1]!;
  const noun = before.kind === 'word' && !before.stop && (tags.get(before.start) === 'n' || (tags.get(before.start) === null && /^\p{Lu}/u.test(before.text)));
  return noun && w.words.slice(j + 1, at + 1).some((t) => tags.get(t.start) === 'v');
}

/**
 * The head of the noun phrase that ends at word k: the last word of its first run of content words ("A new build" →
 * "build", "Half of the colonies at the apiary" → "half", "The use of a new bytecode" → "use"), past a relative.
 */
function headOf(w: Words, k: number): number | undefined {
  const words = w.words;
  let at = k;
  if (RELATIVES.has(words[at]!.norm)) at--;
  if (at < 0) return undefined;
  let start = at;
  while (start > 0 && !breakAfter(w, start - 1) && !CLAUSE_OPENERS.has(words[start]!.norm)) start--;
  const fronted = FRONTED_PREPOSITIONS.has(words[start]!.norm);
  if (CLAUSE_OPENERS.has(words[start]!.norm) && start < at && !fronted) start++;
  // ("In this case the largest complexity …", "After installation the wheel …": a fronted phrase with no comma is not
  // the subject; the subject starts at the determiner after its noun)
  if (fronted) {
    const next = words.findIndex((t, j) => j > start + 1 && j <= at && SUBJECT_START.has(t.norm) && words.slice(start + 1, j).some((x) => !x.stop && x.kind === 'word'));
    if (next > 0) start = next;
  }
  for (let d = at - 1; d > start; d--) {
    if (NEW_PHRASE_DETERMINERS.has(words[d]!.norm) && nounBeforeDeterminer(w, words[d - 1]!)) { start = d; break; }
  }
  const content = (t: Token) => !t.stop && t.kind === 'word' && !DENIALS.has(t.norm);
  let j = start;
  while (j <= at && !content(words[j]!)) j++;
  if (j > at) return undefined;
  while (j < at && content(words[j + 1]!)) j++;
  return j;
}

/** Pronouns that stand as a verb's whole object ("accepted it", "removes them"). */
const OBJECT_PRONOUNS = new Set(['it', 'them', 'him', 'her', 'us', 'me']);
/** The content stems after the verb up to the next clause or predicate, and a passive's agent after "by". */
function rightSide(w: Words, v: number): { rest: Side; by?: Side; head?: string } {
  const words = w.words;
  const rest = new Set<string>();
  let by: Set<string> | undefined;
  // the head of the phrase right after the verb: the last word of its first run of content words ("modify the
  // *dictionary* linked to the dictproxy"), when only articles stand before the run
  let head: string | undefined;
  let run: 'before' | 'in' | 'after' = 'before';
  // ("accepted it on March 6": a pronoun right after the verb is its object; what follows is a circumstance)
  if (OBJECT_PRONOUNS.has(words[v + 1]?.norm ?? '') && !breakAfter(w, v)) return { rest: 'unknown' };
  // ("The package index to use is known …": an infinitive right before "is" ends its phrase with its object left unsaid)
  if (BE_FORMS.has(words[v + 1]?.norm ?? '') && words[v - 1]?.norm === 'to' && !breakAfter(w, v)) return { rest: 'unknown' };
  let tags: ReadonlyMap<number, unknown> | undefined;
  for (let j = v + 1; j < words.length; j++) {
    if (breakAfter(w, j - 1)) break;
    const t = words[j]!;
    // a figure's bound ("no more than 254 characters") is part of the figure: neither a word of the phrase nor its end
    if (FIGURE_BOUND_WORDS.has(t.norm) && words[j + 1]?.norm === 'than' && isFigure(words[j + 2])) continue;
    if (t.norm === 'than' && isFigure(words[j + 1]) && FIGURE_BOUND_WORDS.has(words[j - 1]?.norm ?? '')) continue;
    // (a modal opens another verb phrase: "Tools that expect the interface *can* use …")
    if ((CLAUSE_OPENERS.has(t.norm) && !LIST_JOINS.has(t.norm)) || (j > v + 1 && (BE_FORMS.has(t.norm) || MODALS_OPENING.has(t.norm)))) break;
    // ("declined by half", "by default", "by 27%": a measure or a manner, no agent)
    if (t.norm === 'by' && j <= v + 2 && by === undefined && !notAgent(words[j + 1], words[j + 2])) {
      by = new Set();
      run = 'after';
      continue;
    }
    const content = !t.stop && t.kind === 'word' && !DENIALS.has(t.norm);
    if (run === 'before' && !content && !ARTICLES.has(t.norm)) run = 'after';
    // (the head's run ends at an adverb in -ly, or at the bare verb after a causative's object: "complicate development
    // slightly", "help users avoid …"; not "four backwards compatibility issues")
    const endsRun = run === 'in' && content && ((/ly$/.test(t.norm) && (tags ??= posTags(w.text)).get(t.start) === 'r') ||
      (BARE_VERB_AFTER_OBJECT.has(words[v]!.norm) && (tags ??= posTags(w.text)).get(t.start) === 'v' && !/(?:s|ed|ing)$/.test(t.norm)));
    const headWord = content && !endsRun;
    if (run !== 'after' && headWord) { head = stem(t.norm); run = 'in'; } else if (run === 'in') run = 'after';
    if (!content) continue;
    (by ?? rest).add(stem(t.norm));
  }
  return { rest: rest.size > 0 ? rest : 'unknown', ...(by && by.size > 0 ? { by } : {}), ...(head !== undefined ? { head } : {}) };
}

/** The objects of the verb at v joined by "and"/"or" ("the manifest and the config file"): each one's content stems. */
function joinedObjects(w: Words, v: number, tags?: ReadonlyMap<number, unknown>): string[][] {
  const items: string[][] = [[]];
  for (let j = v + 1; j < w.words.length; j++) {
    const t = w.words[j]!;
    const joinHere = (t.norm === 'and' || t.norm === 'or') && j > v + 1;
    // (a comma ends the phrase, as it ends the span's side of the verb: the two are read alike)
    if (breakAfter(w, j - 1)) break;
    if (joinHere) { items.push([]); continue; }
    // a joined part with a verb of its own is another clause ("…, and the Falcon loader *is* slow"): its words are its subject
    if (items.length > 1 && (BE_FORMS.has(t.norm) || SUBJECT_AUXILIARIES.has(t.norm) || t.norm === 'do' || t.norm === 'does' || t.norm === 'did' ||
      CONTRACTED_BE.test(t.norm) || (items[items.length - 1]!.length === 0 && /^(?:it|they|he|she|we|i|you|there)$/.test(t.norm)) ||
      // (a word tagged as a verb that ends the claim uninflected ends a noun phrase: "and the config *file*."; one that
      // opens the joined part is another act: "and *writes* the lock file")
      // (not a noun the tagger reads as a verb after an article: "and the *builds* from Orbix")
      (tags?.get(t.start) === 'v' && !ARTICLES.has(w.words[j - 1]?.norm ?? '') && (j < w.words.length - 1 || /(?:s|ed)$/.test(t.norm)) &&
        (items[items.length - 1]!.length > 0 || /(?:s|ed)$/.test(t.norm))))) {
      items.pop();
      break;
    }
    if ((CLAUSE_OPENERS.has(t.norm) && !LIST_JOINS.has(t.norm)) || BE_FORMS.has(t.norm) || PREPOSITIONS.has(t.norm)) break;
    if (!t.stop && t.kind === 'word' && !DENIALS.has(t.norm)) items[items.length - 1]!.push(stem(t.norm));
  }
  return items.filter((item) => item.length > 0);
}

/** The items of a list that goes on after the first object of the verb at v ("Linux, macOS, and Windows"): their stems. */
function listAfter(w: Words, v: number): string[] {
  const out: string[] = [];
  let j = v + 1;
  while (j < w.words.length && !breakAfter(w, j - 1)) j++;
  // each item: a comma, perhaps "and"/"or", then up to three words with no verb of their own, up to the next comma or the end
  while (j < w.words.length && /^\s*,\s*$/.test(w.text.slice(w.words[j - 1]!.end, w.words[j]!.start))) {
    const item: string[] = [];
    let k = j;
    if (w.words[k]!.norm === 'and' || w.words[k]!.norm === 'or') k++;
    for (; k < w.words.length && item.length <= 3; k++) {
      const t = w.words[k]!;
      if (BE_FORMS.has(t.norm) || SUBJECT_AUXILIARIES.has(t.norm) || CLAUSE_OPENERS.has(t.norm) || PREPOSITIONS.has(t.norm)) return out;
      if (!t.stop && t.kind === 'word') item.push(stem(t.norm));
      if (k + 1 < w.words.length && breakAfter(w, k)) { k++; break; }
    }
    if (item.length === 0 || item.length > 3) return out;
    out.push(...item);
    j = k;
  }
  return out;
}

const FIGURE_BOUND_WORDS = new Set(['more', 'less', 'fewer', 'greater']);
const isFigure = (t: Token | undefined) => t !== undefined && (t.kind === 'number' || CARDINAL_WORDS.has(t.norm));

/** What "by" may stand before without naming an agent: a figure, a share, a manner. */
const NOT_AGENTS = new Set(['half', 'third', 'quarter', 'percent', 'much', 'far', 'default', 'hand', 'design', 'way', 'means', 'contrast',
  'comparison', 'itself', 'themselves', 'definition', 'convention', 'nature', 'chance', 'mistake', 'accident', 'one', 'two', 'a', 'an',
  'about', 'around', 'roughly', 'nearly', 'almost', 'over', 'up', 'more', 'less', 'at', 'only', 'some', 'several', 'orders', 'factor']);
function notAgent(next: Token | undefined, after: Token | undefined): boolean {
  // ("by a third", "by a factor of two" are measures; "by a lint" names the agent)
  if (next !== undefined && (next.norm === 'a' || next.norm === 'an')) return after === undefined || after.kind === 'number' || NOT_AGENTS.has(after.norm) || MEASURE_AFTER_ARTICLE.has(after.norm);
  return next === undefined || next.kind === 'number' || NOT_AGENTS.has(next.norm);
}
/** Verbs whose object may be followed by a bare verb ("help users avoid", "let callers choose"). */
const BARE_VERB_AFTER_OBJECT = new Set(['help', 'helps', 'helped', 'let', 'lets', 'make', 'makes', 'made', 'see', 'sees', 'saw', 'watch', 'watches', 'watched', 'hear', 'hears', 'heard', 'have', 'has', 'had']);
/** What "by a …" may measure ("by a wide margin", "by a few percent"). */
const MEASURE_AFTER_ARTICLE = new Set(['lot', 'margin', 'wide', 'large', 'small', 'few', 'little', 'bit', 'significant', 'considerable', 'substantial',
  'narrow', 'tiny', 'huge', 'great', 'good', 'fraction', 'percentage', 'point', 'degree', 'magnitude', 'mile', 'long', 'single', 'whole', 'full', 'hair', 'nose']);

/** The words and numbers of a text, contractions spelled out; remembered, since every check reads the same claim and span. */
const wordsOf = memoByText(64, (text: string): Words => ({ text, words: withoutIdioms(tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number').map(spelledOut)) }));

/** Two-word phrases that work as a sentence adverb ("in fact", "for example"): no argument of a verb, wherever they stand. */
const ADVERB_IDIOMS = new Set(['in fact', 'in particular', 'in addition', 'in practice', 'in general', 'in turn', 'in short', 'of course',
  'for example', 'for instance', 'at present', 'as well']);
/** The words without those phrases (the claim and the span read alike, the phrase moved or not). */
function withoutIdioms(words: Token[]): Token[] {
  if (!words.some((t, i) => ADVERB_IDIOMS.has(`${t.norm} ${words[i + 1]?.norm}`))) return words;
  const out: Token[] = [];
  for (let i = 0; i < words.length; i++) {
    if (ADVERB_IDIOMS.has(`${words[i]!.norm} ${words[i + 1]?.norm}`)) i++;
    else out.push(words[i]!);
  }
  return out;
}

/** A negative contraction read as its auxiliary ("isn't" as "is", "won't" as "will"): the denial is not this check's. */
function spelledOut(t: Token): Token {
  const m = /^(\p{L}+?)n['’]t$/u.exec(t.norm);
  if (!m) return t;
  const head = m[1]!;
  return { ...t, norm: head === 'wo' ? 'will' : head === 'ca' ? 'can' : head === 'sha' ? 'shall' : head };
}

/** The claim's words, its main verb, its tags and the verbs whose sides are read (see argumentMisplaced). */
const claimVerbs = memoByText(64, (claimText: string) => {
  const allTokens = tokenize(claimText);
  const claim: Words = { text: claimText, words: withoutIdioms(allTokens.filter((t) => t.kind === 'word' || t.kind === 'number').map(spelledOut)) };
  const candidates = allTokens.flatMap((t, i) => (t.kind === 'word' && !t.stop && !BE_FORMS.has(t.norm) ? [i] : []));
  // the claim's main verb, and every other word tagged as a verb ("We would say that the lifetime must outlive …")
  const main = verbOf(claimText, allTokens, candidates);
  const claimTags = posTags(claimText);
  // (only words the tagger reads as verbs: "Individual text files are …" has none in "files")
  // (and a word in -s the tagger read as a plural noun, between a one-word capitalised subject and an article or a name:
  // "Cargo returns an error", "Quill signs Tarn wheels")
  const verbBeforeArticle = (i: number) => i === 1 && allTokens[0]!.kind === 'word' && /^\p{Lu}/u.test(allTokens[0]!.text) &&
    /[^s]s$/.test(allTokens[i]!.norm) && claimTags.get(allTokens[i]!.start) === 'n' &&
    (/^(?:a|an|the)$/.test(allTokens[i + 1]?.norm ?? '') || (allTokens[i + 1]?.kind === 'word' && /^\p{Lu}/u.test(allTokens[i + 1]!.text)));
  // (a word right after a preposition is a noun: "the default timeout for *reads*", "Operators of *mirrors*")
  const afterPreposition = (i: number) => i > 0 && (PREPOSITIONS.has(allTokens[i - 1]!.norm) || allTokens[i - 1]!.norm === 'of');
  const tagged = candidates.filter((i) => (claimTags.get(allTokens[i]!.start) === 'v' || verbBeforeArticle(i)) && (i === main || !/ing$/.test(allTokens[i]!.norm)) &&
    !hyphenJoined(claimText, allTokens[i]!) && !namedMidSentence(claimText, allTokens[i]!) && !afterPreposition(i));
  // ("An ImportError results": with no word tagged as a verb, the word read as the main verb is one)
  const verbs = tagged.length === 0 && main !== undefined && !claim.words.some((t, i) => isCopula(claim, i, claimTags)) && !afterPreposition(main) ? [main] : tagged;
  return { allTokens, claim, main, claimTags, verbs };
});
/** The span's uses of the claim's verb: the same stem, read as a verb, not hyphened to the word after it. */
function spanUse(spanText: string, spanTags: ReadonlyMap<number, unknown>, verb: Token): (t: Token) => boolean {
  const verbStem = stem(verb.norm);
  return (t) => stem(t.norm) === verbStem && spanTags.get(t.start) === 'v' && !hyphenJoined(spanText, t);
}

/**
 * The claim's subject or object that the span names only in another place than the claim's act, at every use of the
 * claim's verb; undefined when the span puts them where the claim does, or when the words cannot tell.
 */
export function argumentMisplaced(claimText: string, spanText: string): MisplacedArgument | undefined {
  const { allTokens, claim, main, claimTags, verbs } = claimVerbs(claimText);
  const span = wordsOf(spanText);
  const spanTags = posTags(spanText);
  for (const v of verbs) {
    const found = misplacedAt(claim, allTokens[v]!, span, spanUse(spanText, spanTags, allTokens[v]!), claimTags, spanTags);
    if (found) return found;
  }
  // "Support for the new syntax in the compiler is pending": the claim's act only as the noun its sentence speaks of,
  // with what is said of it (pending, experimental, reverted) in place of its happening
  const main2 = main !== undefined && claimTags.get(allTokens[main]!.start) === 'v' && !/ing$/.test(allTokens[main]!.norm) ? allTokens[main]! : undefined;
  if (main2) {
    const verbStem = stem(main2.norm);
    const uses = span.words.flatMap((t, i) => (stem(t.norm) === verbStem ? [i] : []));
    if (uses.length > 0 && uses.every((i) => spanTags.get(span.words[i]!.start) !== 'v' && nounSubjectOfCopula(span, i))) {
      return { verb: main2.text, word: span.words[uses[0]!]!.text, role: 'act' };
    }
  }
  // "X must be Y": the copula's subject and what it says the subject is, against the span's copulas
  // (an equation that picks one out, "C# is the only other language …" / "The only other language … is C#", says the
  // same either way round)
  const copula = claim.words.findIndex((t, i) => isCopula(claim, i, claimTags));
  const found = copula >= 0 && !equationTurned(claimText, spanText) ? misplacedAt(claim, claim.words[copula]!, span, (t, i) => isCopula(span, i, spanTags) || deemedAs(span, i, spanTags), claimTags, spanTags) : undefined;
  if (found) return { ...found, copula: true };
  return undefined;
}

/** A word hyphened to another ("build-std", "opt-in"): part of a name or a compound, not a verb. */
function hyphenJoined(text: string, t: Token): boolean {
  // (nor a participle hyphened after a noun before another noun, "attacker-controlled fragments"; a verb with a prefix,
  // "auto-generates", "double-checked the patch", is a verb) — and no part of a code name, "__prepare__"
  if (/^[-_]\p{L}/u.test(text.slice(t.end, t.end + 2)) || /_$/.test(text.slice(0, t.start))) return true;
  return /\p{L}-$/u.test(text.slice(Math.max(0, t.start - 2), t.start)) && /(?:ed|en)$/.test(t.norm) && /^\s+\p{Ll}+(?:s|ment|ion|er|ure)?\b/u.test(text.slice(t.end)) &&
    !/^\s+(?:the|a|an|this|that|these|those|its|their|it|them|to|by|in|on|at|for|with|from|as)\b/i.test(text.slice(t.end));
}

/** A capitalised word inside a sentence ("a general Coerce trait"): a name, not a verb. */
function namedMidSentence(text: string, t: Token): boolean {
  return /^\p{Lu}/u.test(t.text) && /[\p{L}\p{N},)]\s*$/u.test(text.slice(Math.max(0, t.start - 3), t.start));
}

/**
 * Two compounds of the claim whose modifiers the span trades ("Orbix users … Quill errors" / "Quill users … Orbix
 * errors"): each of the span's compounds has the other's modifier, and neither of the claim's stands in the span. The two
 * compounds as the claim writes them, or undefined.
 */
export function compoundModifiersTraded(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const pairs = (text: string) => {
    const w = wordsOf(text);
    const tags = posTags(text);
    const out: Array<{ m: string; h: string; text: string }> = [];
    for (let i = 0; i + 1 < w.words.length; i++) {
      const [m, h] = [w.words[i]!, w.words[i + 1]!];
      if (m.stop || h.stop || m.kind !== 'word' || h.kind !== 'word' || breakAfter(w, i) || !/^\s+$/.test(text.slice(m.end, h.start))) continue;
      const mNoun = tags.get(m.start) === 'n' || (tags.get(m.start) === null && /^\p{Lu}/u.test(m.text));
      if (!mNoun || tags.get(h.start) !== 'n') continue;
      out.push({ m: stem(m.norm), h: stem(h.norm), text: text.slice(m.start, h.end) });
    }
    return out;
  };
  const mine = pairs(claimText);
  if (mine.length < 2) return undefined;
  const theirs = pairs(spanText);
  const has = (m: string, h: string) => theirs.some((p) => p.m === m && p.h === h);
  for (const a of mine) {
    for (const b of mine) {
      if (a === b || a.m === b.m || a.h === b.h || a.m === b.h || a.h === b.m) continue;
      if (has(a.m, b.h) && has(b.m, a.h) && !has(a.m, a.h) && !has(b.m, b.h)) return { first: a.text, second: b.text };
    }
  }
  return undefined;
}

/**
 * A claim word of one side of the act that the span has on the other side only, for a claim no reading of who does what
 * to whom has named ("Quill development is complicated by the Tarn generator" / "The Quill generator complicates Tarn
 * development").
 */
export function argumentCrossed(claimText: string, spanText: string): MisplacedArgument | undefined {
  const { allTokens, claim, claimTags, verbs } = claimVerbs(claimText);
  const span = wordsOf(spanText);
  const spanTags = posTags(spanText);
  for (const v of verbs) {
    const verb = allTokens[v]!;
    const cv = claim.words.findIndex((t) => t.start === verb.start);
    const isUse = spanUse(spanText, spanTags, verb);
    const uses = span.words.flatMap((t, i) => (isUse(t) ? [i] : []));
    if (uses.length === 0) continue;
    const claimAsks = asksWhether(claim, cv);
    const found = crossedAt(claim, cv, stem(verb.norm), rolesAt(claim, cv, false), uses.map((i) => rolesAt(span, i, true, { claimAsks })), claimTags, verb);
    if (found) return found;
  }
  return undefined;
}

/** A phrase that picks one thing out ("the only …", "the easiest …", "the main …"): what an equation of two may open with. */
const PICKED_OUT = String.raw`(?:the|its|their)\s+(?:only|sole|single|first|last|main|primary|chief|principal|biggest|largest|easiest|simplest|best|worst|most|least|\p{Ll}+est)\b`;
const PICKED_AFTER_COPULA = new RegExp(String.raw`\b(?:is|are|was|were)\s+${PICKED_OUT}`, 'iu');
const PICKED_SUBJECT = new RegExp(String.raw`^\W*${PICKED_OUT}[^.;:]*?\b(?:is|are|was|were)\b`, 'iu');
/**
 * One side says "X is the only Y …" and the other "The only Y … is X": an equation written the other way round, where
 * the claim's X is what the span's copula ends on and is not in the span's picked-out phrase ("Quillet is the only
 * plugin that Tarn loads" is not "The only plugin that Quillet loads is Tarn").
 */
export function equationTurned(claimText: string, spanText: string): boolean {
  if (courseTurned(claimText, spanText)) return true;
  const claimTurned = PICKED_AFTER_COPULA.exec(claimText);
  const spanSubject = PICKED_SUBJECT.exec(spanText);
  // (and the span's X is all in the claim's: "Returning an error and asking again is the easiest way" does not say that
  // returning an error is)
  if (claimTurned && spanSubject) return movedTo(claimText.slice(0, claimTurned.index), spanSubject[0], spanText.slice(spanSubject[0].length)) &&
    within(spanText.slice(spanSubject[0].length).split(/[,;:.!?](?:\s|$)/, 1)[0]!, claimText.slice(0, claimTurned.index));
  const claimSubject = PICKED_SUBJECT.exec(claimText);
  const spanTurned = PICKED_AFTER_COPULA.exec(spanText);
  // (the claim's X, after its picked-out subject, is what the span's copula follows, and not in the span's picked-out phrase)
  if (claimSubject && spanTurned) return movedTo(claimText.slice(claimSubject[0].length), spanText.slice(spanTurned.index), spanText.slice(0, spanTurned.index)) &&
    within(spanText.slice(0, spanTurned.index).split(/[,;:](?:\s|$)/).pop()!, claimText.slice(claimSubject[0].length));
  return false;
}
/** Nouns of a course whose content a copula's "to" sets out, as a regular expression's alternation. */
const COURSE_NOUN = String.raw`(?:plans?|goals?|aims?|ideas?|proposals?|possibilit(?:y|ies)|options?|alternatives?|motivations?|purposes?|intents?|intentions?|suggestions?|solutions?|approach(?:es)?|steps?|reasons?)`;
/** "One motivation for Y is to allow X": a course noun whose content a copula's "to" sets out, the noun and the verb in groups 1, 2. */
const COURSE_SET_OUT = new RegExp(String.raw`^\W*(?:(?:one|a|an|the|another|its|their|our)\s+)?(?:\p{L}+\s+){0,2}?(${COURSE_NOUN})\b[^.;:]*?\b(?:is|are|was|were)\s+to\s+(\p{L}+)`, 'iu');
/** "Allowing X is one motivation for Y": the act first, as a gerund, then the copula and the course noun (groups 1, 2). */
const ACT_AS_COURSE = new RegExp(String.raw`^\W*(\p{L}+ing)\b[^.;:]*?\b(?:is|are|was|were)\s+(?:(?:one|a|an|the|another|its|their|our)\s+)?(?:\p{L}+\s+){0,2}?(${COURSE_NOUN})\b`, 'iu');
/** A time the course is limited to ("until Quill 5", "after the merge"). */
const COURSE_TIME_LIMIT = /\b(?:until|till|after|before|through|during|once|since)\b/i;
/** One side names the act and calls it the course ("Allowing X is one motivation"), the other sets the course out by "is to allow X". */
function courseTurned(claimText: string, spanText: string): boolean {
  const turned = (act: string, course: string) => {
    const a = ACT_AS_COURSE.exec(act);
    const c = COURSE_SET_OUT.exec(course);
    // (the course set out with nothing that limits it in time the act's side leaves out: "is to keep X working until Quill 5")
    const limit = c === null ? null : COURSE_TIME_LIMIT.exec(course.slice(c.index + c[0].length).split(/[.;:!?](?:\s|$)/, 1)[0]!);
    return a !== null && c !== null && stem(a[2]!.toLowerCase()) === stem(c[1]!.toLowerCase()) && stem(a[1]!.toLowerCase()) === stem(c[2]!.toLowerCase()) &&
      (limit === null || new RegExp(`\\b${limit[0]}\\b`, 'i').test(act));
  };
  return turned(claimText, spanText) || turned(spanText, claimText);
}
/** Every content word of `part` is in `whole`. */
function within(part: string, whole: string): boolean {
  const wholeWords = contentStems(tokenize(whole));
  return [...contentStems(tokenize(part))].every((w) => wholeWords.has(w));
}
/** Every content word of `side` is in `there` and none in `not`. */
function movedTo(side: string, not: string, there: string): boolean {
  const words = contentStems(tokenize(side));
  if (words.size === 0) return false;
  const [notWords, thereWords] = [contentStems(tokenize(not)), contentStems(tokenize(there))];
  return [...words].every((w) => thereWords.has(w) && !notWords.has(w));
}

/** What a copula may say of an act that has not happened (or no longer holds). */
const NOT_HAPPENED = /^\s+(?:(?:still|currently|now|only|also|largely)\s+)?(?:not\b|pending|planned|proposed|experimental|reverted|blocked|delayed|deferred|postponed|rejected|withdrawn|abandoned|tentative|provisional|incomplete|unfinished|unstable|missing|unimplemented|unsupported|under\s+(?:review|discussion|development|consideration|way)|in\s+(?:progress|development|discussion|review)|on\s+hold|being\s+\w+ed|a\s+(?:work\s+in\s+progress|proposal|goal|plan))/i;
/** Determiners a noun subject may open with. */
const SUBJECT_DETERMINERS = new Set(['the', 'this', 'that', 'its', 'their', 'a', 'an', 'any', 'such']);
/**
 * The word at i is a noun opening its clause (past a determiner) and its subject: a copula follows within its clause
 * with no verb of its own between ("Support for X in Y is pending", "The removal of X was reverted").
 */
function nounSubjectOfCopula(w: Words, i: number): boolean {
  // (the head of its phrase: a preposition or the copula right after it, "Support for …", "The removal of …"; not "the
  // trapped exceptions are …")
  if (!/^(?:of|for|in|on|to|is|are|was|were)$/.test(w.words[i + 1]?.norm ?? '') || breakAfter(w, i)) return false;
  let k = i - 1;
  if (k >= 0 && SUBJECT_DETERMINERS.has(w.words[k]!.norm) && !breakAfter(w, k)) k--;
  if (k >= 0 && !breakAfter(w, k)) return false;
  for (let j = i + 1; j < w.words.length && j <= i + 10; j++) {
    if (breakAfter(w, j - 1)) return false;
    const norm = w.words[j]!.norm;
    // (and what the copula says of it is that it has not happened: "is pending", "was reverted", "is under review"; not
    // "is stable", "is complete")
    if (COPULAS.has(norm) || norm === 'remains' || norm === 'remained') return !/^(?:being|been)$/.test(norm) && NOT_HAPPENED.test(w.text.slice(w.words[j]!.end, w.words[j]!.end + 40));
    if (AUXILIARIES.has(norm)) return false;
  }
  return false;
}

/** The word at i is a gerund opening its clause and followed in it by the clause's own "be" or auxiliary: it names the act its clause speaks of. */
function gerundSubject(w: Words, i: number): boolean {
  if (!/ing$/.test(w.words[i]!.norm) || !(i === 0 || breakAfter(w, i - 1))) return false;
  for (let j = i + 1; j < w.words.length; j++) {
    if (breakAfter(w, j - 1)) return false;
    if (COPULAS.has(w.words[j]!.norm) || SUBJECT_AUXILIARIES.has(w.words[j]!.norm)) return true;
  }
  return false;
}
const SUBJECT_AUXILIARIES = new Set(['can', 'could', 'will', 'would', 'may', 'might', 'must', 'should', 'has', 'have', 'had']);
/** Modals after a verb's object: the verb of another phrase follows. */
const MODALS_OPENING = new Set(['can', 'could', 'will', 'would', 'may', 'might', 'must', 'should', 'shall']);

/** A form of "be" that links its subject to what it is ("are bytes", "is the default"), not one that makes a passive or a progressive. */
function isCopula(w: Words, i: number, tags: ReadonlyMap<number, unknown>): boolean {
  const t = w.words[i]!;
  if (!COPULAS.has(t.norm) && !CONTRACTED_BE.test(t.norm)) return false;
  const next = w.words.slice(i + 1).find((x) => !/ly$/.test(x.norm) && x.norm !== 'not' && x.norm !== 'also');
  // ("is unaffected", "are unsupported": a participle the tagger reads as an adjective says what the subject is)
  return next !== undefined && !breakAfter(w, i) && tags.get(next.start) !== 'v' && (!/(?:ing|ed)$/.test(next.norm) || tags.get(next.start) === 'a');
}
/** Participles of judging that take a state straight after them, as "to be" would: "is believed safe", "was deemed stable". */
const DEEMED = new Set(['believed', 'considered', 'deemed', 'thought', 'presumed', 'assumed', 'held', 'judged', 'found', 'known', 'reported', 'said', 'expected', 'seen']);
/** "is believed safe": a copula before a judging participle with an adjective next says what the subject is (as "is believed to be safe"). */
function deemedAs(w: Words, i: number, tags: ReadonlyMap<number, unknown>): boolean {
  const participle = w.words[i + 1];
  const state = w.words[i + 2];
  return COPULAS.has(w.words[i]!.norm) && participle !== undefined && DEEMED.has(participle.norm) && !breakAfter(w, i) && state !== undefined &&
    !breakAfter(w, i + 1) && tags.get(state.start) === 'a';
}
/** Words that join the parts of a modifier ("independent but interrelated features"), not clauses, after a verb. */
const LIST_JOINS = new Set(['but', 'so', 'as']);
const PREPOSITIONS = new Set(['in', 'on', 'at', 'for', 'with', 'alongside', 'from', 'into', 'onto', 'under', 'over', 'within', 'across', 'during',
  'through', 'without', 'via', 'throughout', 'among', 'between', 'inside', 'outside', 'against', 'toward', 'towards', 'upon']);
const DENIALS = new Set(['not', 'no', 'never', 'neither', 'nor']);
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'been']);

/** Participles whose passive may put the subject in a state ("is made visible", "is kept private", "was left empty"). */
const RESULTATIVE = new Set(['made', 'kept', 'left', 'rendered', 'held']);

/** The adjective right after the participle at i ("made visible"), as written. */
function stateAfter(w: Words, i: number, tags: ReadonlyMap<number, unknown>): string | undefined {
  const next = w.words[i + 1];
  return next && !breakAfter(w, i) && tags.get(next.start) === 'a' ? next.text : undefined;
}

/** The stems of the claim's words that are pieces of a hyphened name ("p-limit", "mdast-util-to-markdown") the span does not write. */
function hyphenedPieces(claim: Words, spanText: string): ReadonlySet<string> {
  if (!claim.text.includes('-')) return EMPTY_STEMS;
  const out = new Set<string>();
  const span = spanText.toLowerCase();
  for (const m of claim.text.matchAll(/(?<![\w-])\w+(?:-\w+)+(?![\w-])/g)) {
    // (written by the span, with its hyphens, spaces or neither: "format-strings", "format strings")
    const name = m[0].toLowerCase();
    if (span.includes(name) || span.includes(name.replace(/-/g, ' ')) || span.includes(name.replace(/-/g, ''))) continue;
    for (const t of claim.words) if (t.start >= m.index! && t.end <= m.index! + m[0].length) out.add(stem(t.norm));
  }
  return out;
}
const EMPTY_STEMS: ReadonlySet<string> = new Set();

function misplacedAt(claim: Words, verbToken: Token, span: Words, sameVerb: (t: Token, i: number) => boolean,
  claimTags?: ReadonlyMap<number, unknown>, spanTags?: ReadonlyMap<number, unknown>): MisplacedArgument | undefined {
  // (a word of a hyphened name is no verb: the "is" of "is-number")
  if (claim.text[verbToken.start - 1] === '-' || claim.text[verbToken.end] === '-') return undefined;
  const cv = claim.words.findIndex((t) => t.start === verbToken.start);
  const verbStem = stem(verbToken.norm);
  const uses = span.words.flatMap((t, i) => (sameVerb(t, i) ? [i] : []));
  if (uses.length === 0) return undefined;
  // "Skipping members this way is a feature": an act named as what the sentence speaks of is not said to happen
  // (unless the claim names it too, as what something is: "The easiest way to keep them in step is to return an error"
  // for "Returning an error is the easiest way to keep them in step")
  const namedInClaim = /\b(?:is|are|was|were)\s+(?:\p{L}+ly\s+|just\s+)?to\s+$/iu.test(claim.text.slice(Math.max(0, verbToken.start - 30), verbToken.start));
  if (!/ing$/.test(verbToken.norm) && !namedInClaim && uses.every((i) => gerundSubject(span, i))) return { verb: verbToken.text, word: span.words[uses[0]!]!.text, role: 'act' };
  const claimRoles = rolesAt(claim, cv, false);
  // (a claim that asks it too, "whether the macros are imported or defined": the span's "whether imported" says as much)
  const claimAsks = asksWhether(claim, cv);
  const spanRoles = uses.map((i) => rolesAt(span, i, true, { claimAsks }));
  const spanStems = new Set(span.words.map((t) => stem(t.norm)));
  if (claimTags && spanTags && claimRoles.passive && RESULTATIVE.has(verbToken.norm) && !stateAfter(claim, cv, claimTags)) {
    const states = uses.map((i, u) => (spanRoles[u]!.passive ? stateAfter(span, i, spanTags) : undefined));
    if (states.every((x) => x !== undefined)) return { verb: verbToken.text, word: `${span.words[uses[0]!]!.text} ${states[0]!}`, role: 'result' };
  }
  // (an object the span lists after a comma is the verb's too: "supports Linux, macOS, and Windows")
  const listed = uses.map((i) => listAfter(span, i));
  // (a piece of a hyphened name the span does not write whole, "mdast" of "mdast-util-to-markdown", is no word of its own)
  const pieces = hyphenedPieces(claim, span.text);
  for (const role of ['agent', 'patient', 'complement'] as const) {
    const side = claimRoles[role];
    if (side === undefined || side === 'unknown') continue;
    const mine = new Set([...side].filter((x) => x !== verbStem && !pieces.has(x)));
    if (mine.size === 0) continue;
    const theirs = spanRoles.map((r, u) => {
      const own = r[role] ?? 'unknown';
      return role === 'patient' && own !== 'unknown' && !r.passive ? new Set([...own, ...listed[u]!]) : own;
    });
    if (theirs.some((s) => s === 'unknown' || [...mine].some((x) => s.has(x)))) continue;
    const named = claim.words.find((t) => mine.has(stem(t.norm)) && spanStems.has(stem(t.norm)));
    if (named) return { verb: verbToken.text, word: named.text, role };
  }
  // "reads the manifest and the config file" over "reads the manifest, and the Falcon tool checks the config file": an
  // object joined to the claim's act that the span gives another act
  if (!claimRoles.passive) {
    const items = joinedObjects(claim, cv, claimTags).map((item) => item.filter((x) => x !== verbStem));
    const patients = spanRoles.map((r, u) => (r.passive || r.patient === 'unknown' ? 'unknown' : new Set([...r.patient, ...listed[u]!])));
    if (items.length >= 2 && patients.every((p) => p !== 'unknown')) {
      const inSomeUse = (item: string[]) => patients.some((p) => item.some((x) => (p as Set<string>).has(x)));
      const lost = items.find((item) => item.length > 0 && item.every((x) => spanStems.has(x)) && !inSomeUse(item));
      if (lost && items.some((item) => item !== lost && inSomeUse(item))) {
        const named = claim.words.find((t) => lost.includes(stem(t.norm)));
        if (named) return { verb: verbToken.text, word: named.text, role: 'patient' };
      }
    }
  }
  // "A new build is necessary" / "The use of a new bytecode is necessary to … build ranges": the subject's head word
  // named by the span only outside the subject of its act is not what the span speaks of
  // (only a noun, with no other verb between it and the act: "backends wishing to self-host need …" is read no further)
  const head = claimRoles.head;
  const headWord = head && claim.words[head.index]!;
  const nounHead = headWord && claimTags && (claimTags.get(headWord.start) === 'n' || (claimTags.get(headWord.start) === null && /^\p{Lu}/u.test(headWord.text))) &&
    claim.words.slice(head.index + 1, head.end + 1).every((t) => claimTags.get(t.start) !== 'v' && !AUXILIARIES.has(t.norm));
  if (head && headWord && nounHead && stem(headWord.norm) !== verbStem && spanStems.has(stem(headWord.norm))) {
    // the span's uses that say what the claim says of its subject ("are obviously unaffected" for "will be unaffected"),
    // when there are such; else every use
    const other = head.role === 'agent' ? 'patient' : 'agent';
    const said = claimRoles[other];
    const saying = said === 'unknown' ? [] : spanRoles.filter((r) => r[other] !== 'unknown' && [...said].some((x) => x !== verbStem && (r[other] as Set<string>).has(x)));
    // (a passive claim's subject against an active span: the head of the span's object, not any word after the verb)
    const theirs = (saying.length > 0 ? saying : spanRoles).map((r) => (head.role === 'patient' && !r.passive && r.objectHead !== undefined ? new Set([r.objectHead]) : r[head.role]));
    if (theirs.every((s) => s !== 'unknown' && !s.has(stem(headWord.norm)))) return { verb: verbToken.text, word: headWord.text, role: head.role };
  }
  return undefined;
}

/**
 * What a copula says its subject is, when that is only common words ("is on their own", "is the same"): the span must say
 * those words, since nothing else of the claim's predicate can be carried. The words as the claim writes them, or undefined.
 */
export function commonPredicateMissing(claimText: string, spanText: string): string | undefined {
  const claim = wordsOf(claimText);
  const tags = posTags(claimText);
  const at = claim.words.findIndex((t, i) => isCopula(claim, i, tags));
  if (at < 0) return undefined;
  const complement: Token[] = [];
  for (let j = at + 1; j < claim.words.length && !breakAfter(claim, j - 1); j++) complement.push(claim.words[j]!);
  if (complement.length === 0 || complement.some((t) => !t.stop || t.kind !== 'word')) return undefined;
  const pattern = new RegExp(`\\b${complement.map((t) => escapeRegExp(t.norm)).join('\\W+')}\\b`, 'i');
  if (pattern.test(spanText)) return undefined;
  return claimText.slice(complement[0]!.start, complement[complement.length - 1]!.end);
}

/**
 * A compound of the claim ("merge request") whose head the span names only with another word before it ("a Github Pull
 * Request"), while the claim's own modifier stands elsewhere in the span: the span speaks of another kind of thing.
 * The claim's compound as written and the span's, or undefined.
 */
export function modifierElsewhere(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  return modifierSwapped(claimText, spanText) ?? headMadeModifier(claimText, spanText);
}

/** "merge request" / "a Github Pull Request": the span's head has another modifier, the claim's own stands elsewhere. */
function modifierSwapped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText);
  const tags = posTags(claimText);
  const span = wordsOf(spanText);
  const spanStems = span.words.map((t) => stem(t.norm));
  const noun = (t: Token) => tags.get(t.start) === 'n' || (tags.get(t.start) === null && /^\p{Lu}/u.test(t.text));
  const claimStems = new Set(claim.words.map((t) => stem(t.norm)));
  for (let i = 0; i + 1 < claim.words.length; i++) {
    const [m, h] = [claim.words[i]!, claim.words[i + 1]!];
    // (a word the tagger reads as a verb is a modifier after an article: "a merge request")
    const modifier = noun(m) || (tags.get(m.start) === 'v' && !/(?:ing|ed)$/.test(m.norm) && ARTICLES.has(claim.words[i - 1]?.norm ?? ''));
    if (m.stop || h.stop || m.kind !== 'word' || h.kind !== 'word' || !modifier || tags.get(h.start) !== 'n') continue;
    if (!/^\s+$/.test(claimText.slice(m.end, h.start))) continue;
    const [ms, hs] = [stem(m.norm), stem(h.norm)];
    if (!spanStems.includes(ms) || !spanStems.includes(hs)) continue;
    // the words right before each of the span's uses of the head, back to a function word or a clause boundary
    const before = spanStems.flatMap((s, j) => {
      if (s !== hs) return [];
      const run: number[] = [];
      for (let k = j - 1; k >= 0 && !breakAfter(span, k) && !span.words[k]!.stop && span.words[k]!.kind === 'word'; k--) run.push(k);
      return [run];
    });
    if (before.some((run) => run.some((k) => spanStems[k] === ms))) continue;
    // what each use of the head is "of" ("a distribution of Python"): the claim's modifier there carries the compound
    // ("usage of memory" for "memory usage"); another word names another kind of thing ("JavaScript distribution")
    const ofs = spanStems.flatMap((s, j) => (s === hs ? [ofComplement(span, j)] : []));
    if (ofs.some((k) => k !== undefined && spanStems[k] === ms)) continue;
    const other = before.find((run) => run.length > 0 && run.every((k) => !claimStems.has(spanStems[k]!)));
    if (other) {
      const first = span.words[other[other.length - 1]!]!;
      const own = span.words[other[0]! + 1]!;
      return { claim: claimText.slice(m.start, h.end), span: spanText.slice(first.start, own.end) };
    }
    // (a use with no word before it, "a distribution of Python")
    const heads = spanStems.flatMap((s, j) => (s === hs ? [j] : []));
    const u = heads.findIndex((j, n) => before[n]!.length === 0 && ofs[n] !== undefined && !claimStems.has(spanStems[ofs[n]!]!));
    if (u >= 0) return { claim: claimText.slice(m.start, h.end), span: spanText.slice(span.words[heads[u]!]!.start, span.words[ofs[u]!]!.end) };
  }
  return undefined;
}

/** The index of the content word a head at j is "of" ("distribution of [the] Python"), or undefined. */
function ofComplement(span: Words, j: number): number | undefined {
  if (span.words[j + 1]?.norm !== 'of' || breakAfter(span, j)) return undefined;
  let k = j + 2;
  while (k < span.words.length && ARTICLES.has(span.words[k]!.norm)) k++;
  const w = span.words[k];
  return w !== undefined && !w.stop && w.kind === 'word' && !breakAfter(span, k - 1) ? k : undefined;
}

/**
 * The claim's noun that ends its phrase ("has I/O safety.") only ever modifies another noun in the span ("the I/O safety
 * types"): the span speaks of those.
 */
function headMadeModifier(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText);
  const tags = posTags(claimText);
  const span = wordsOf(spanText);
  const claimStems = new Set(claim.words.map((t) => stem(t.norm)));
  const spanTags = posTags(spanText);
  for (let i = 0; i < claim.words.length; i++) {
    const h = claim.words[i]!;
    const after = claim.words[i + 1];
    if (h.stop || h.kind !== 'word' || tags.get(h.start) !== 'n') continue;
    if (after && !breakAfter(claim, i) && (tags.get(after.start) === 'n' || (!after.stop && tags.get(after.start) === null))) continue;
    // (a noun after "of" completes another noun: "the homeostasis of B and T cells" is carried by "B and T cell function … and homeostasis")
    let k = i - 1;
    while (k >= 0 && !breakAfter(claim, k) && (!claim.words[k]!.stop || OF_PHRASE_WORDS.has(claim.words[k]!.norm) || claim.words[k]!.norm.length === 1) && claim.words[k]!.norm !== 'of') k--;
    if (k >= 0 && claim.words[k]!.norm === 'of') continue;
    const hs = stem(h.norm);
    const uses = span.words.flatMap((t, j) => (stem(t.norm) === hs ? [j] : []));
    if (uses.length === 0) continue;
    // (a follower read as a noun is the clause's verb when nothing after it is one: "Heat stress results in …")
    const finite = (t: Token) => (spanTags.get(t.start) === 'v' && !/ing$/.test(t.norm)) || COPULAS.has(t.norm) || SUBJECT_AUXILIARIES.has(t.norm);
    const verbAfter = (j: number) => span.words.some((t, k) => k !== j + 1 && finite(t));
    const heads = uses.map((j) => {
      const next = span.words[j + 1];
      // ("the `libc` library", "the Quill crate": a kind that classifies the name after an article is the name's own thing)
      const classified = NAME_KINDS.has(next?.norm ?? '') && NAME_DETERMINERS.has(span.words[j - 1]?.norm ?? '') && span.words[j + 2]?.norm !== 'of';
      return next && !classified && !breakAfter(span, j) && !next.stop && next.kind === 'word' && spanTags.get(next.start) === 'n' && !TEMPORAL_NOUNS.has(next.norm) &&
        !claimStems.has(stem(next.norm)) && verbAfter(j) ? next : undefined;
    });
    if (heads.every((x) => x !== undefined)) {
      const j = uses[0]!;
      let from = j;
      while (from > 0 && !breakAfter(span, from - 1) && !span.words[from - 1]!.stop && spanTags.get(span.words[from - 1]!.start) !== 'v' &&
        claimStems.has(stem(span.words[from - 1]!.norm))) from--;
      let fromClaim = i;
      while (fromClaim > 0 && !breakAfter(claim, fromClaim - 1) && !claim.words[fromClaim - 1]!.stop && tags.get(claim.words[fromClaim - 1]!.start) !== 'v') fromClaim--;
      return { claim: claimText.slice(claim.words[fromClaim]!.start, h.end), span: spanText.slice(span.words[from]!.start, heads[0]!.end) };
    }
  }
  return undefined;
}
/** Singular nouns of kind that classify a name before them ("the `libc` library", "the `serde` crate"). */
// (only kinds a name names as a whole: "the asyncio flag", "the serde feature", "the async keyword" are parts of another thing)
const NAME_KINDS = new Set(['library', 'crate', 'module', 'package', 'tool', 'language', 'framework', 'project']);
const NAME_DETERMINERS = new Set(['the', 'this', 'that', 'a', 'an', 'its', 'their', 'our']);
/** Words inside the noun phrase after "of" ("of B and T cells", "of the new models"). */
const OF_PHRASE_WORDS = new Set(['and', 'or', 'a', 'an', 'the', 'its', 'their', 'all', 'both']);
/** Nouns of time that follow a phrase without being its head ("Rust code today"). */
const TEMPORAL_NOUNS = new Set(['today', 'yesterday', 'tomorrow', 'now', 'time', 'times', 'year', 'years', 'day', 'days', 'week', 'weeks', 'month', 'months']);

const ARTICLES = new Set(['a', 'an', 'the']);
/** Conjunctions that open a clause the sentence does not assert. */
const CONDITION_OPENERS = new Set(['if', 'unless', 'whether', 'when', 'whenever']);

/**
 * What the claim speaks of (its subject's head, or what "There is …" says exists) named by the span only inside a
 * condition ("even if we had a good reason to do so"): the span supposes it, it does not say it. The word as written, or
 * undefined. A claim with a condition of its own is not read this way.
 */
export function onlyInCondition(claimText: string, spanText: string): string | undefined {
  return coreOnlyInside(claimText, spanText, true)?.core.text;
}

/**
 * The claim's core (claimCore) and the span's uses of it, when every use sits inside a condition or question
 * (insideClause) and the claim's own does not ("To check what attributes git uses, use …" asks it too); else undefined.
 */
function coreOnlyInside(claimText: string, spanText: string, conditions: boolean): { core: Token; claim: Words; span: Words; uses: number[] } | undefined {
  const core = claimCore(claimText);
  if (!core) return undefined;
  const claim = wordsOf(claimText);
  // (the claim's own time clause counts too: "After a boundary is crossed, …" supposes it as "Once a boundary is crossed" does)
  if (insideClause(claim, claimText, claim.words.findIndex((t) => t.start === core.start), conditions, conditions)) return undefined;
  const span = wordsOf(spanText);
  const uses = usesOfStem(span, stem(core.norm));
  if (uses.length === 0 || !uses.every((i) => insideClause(span, spanText, i, conditions))) return undefined;
  return { core, claim, span, uses };
}

/**
 * What the claim speaks of named by the span only inside an embedded question ("The caller chooses *which handles are
 * inherited*", "The setting controls *whether the loader retries*"): the span neither says nor denies it, so a claim
 * that denies it ("No handles are inherited.") is not contradicted. The word as written, or undefined.
 */
export function onlyAsked(claimText: string, spanText: string): string | undefined {
  const inside = coreOnlyInside(claimText, spanText, false);
  if (!inside) return undefined;
  const { core, claim, span, uses } = inside;
  // what the claim says of it, said after the question's clause ("…, and it is flushed hourly"), is said
  const claimStems = new Set(claim.words.filter((t) => !t.stop && t.start !== core.start).map((t) => stem(t.norm)));
  const questionEnd = span.words.findIndex((t, k) => k > uses[uses.length - 1]! && breakAfter(span, k - 1));
  if (questionEnd >= 0 && span.words.slice(questionEnd).some((t) => claimStems.has(stem(t.norm)))) return undefined;
  return core.text;
}

/** Question words that open an embedded question after a verb of choosing or asking ("decides which …"). */
const EMBEDDED_QUESTION_WORDS = new Set(['which', 'what', 'who', 'whom', 'whose']);

/** A verb of asking or choosing ends `before`; not a noun of the same form after a determiner ("the test which …"). */
function askedBefore(before: string): boolean {
  return ASKED_BEFORE.test(before) && !/\b(?:the|a|an|this|that|these|those|each|every|its|their|our|your|his|her|my|any|some|no)\s+\S+\s+$/i.test(before) &&
    // a gerund opening its clause makes the question its subject ("Knowing which account is linked will stay public"): what
    // the sentence says of it is said
    !/(?:^|[,;:]\s*|\(\s*)\p{L}+ing\s+$/u.test(before);
}

function usesOfStem(words: Words, target: string): number[] {
  return words.words.flatMap((t, i) => (stem(t.norm) === target ? [i] : []));
}

/**
 * Word `i` sits inside a condition or an embedded question: an opener before it in its clause, with no clause boundary
 * or "then" between. Conditions count only when `conditions` is set; "whether", and "if" or a question word right after a
 * verb of asking or choosing, always.
 */
function insideClause(span: Words, spanText: string, i: number, conditions: boolean, times = false): boolean {
  // (a question ends where another clause starts: past an auxiliary or "that", or "and" before a new subject — "decides
  // which profile loads and the daemon restarts")
  let crossed = false;
  for (let k = i - 1; k >= 0; k--) {
    if (breakAfter(span, k) || span.words[k]!.norm === 'then') return false;
    const norm = span.words[k]!.norm;
    if (norm === 'whether') return conditions || !crossed;
    if (conditions && CONDITION_OPENERS.has(norm)) return true;
    if (times && (norm === 'after' || norm === 'once') && (k === 0 || breakAfter(span, k - 1))) return true;
    // ("Were the change to break …, it would …", "Should the cache fill, …": an inverted condition opening the sentence)
    if (conditions && /^(?:Were|Should|Had)$/.test(span.words[k]!.text) && (k === 0 || breakAfter(span, k - 1)) &&
      /,/.test(spanText.slice(span.words[i]!.end).split(/[.;!?]/, 1)[0]!)) return true;
    // ("once the feature stabilizes, …": "once" as "when", before a new subject; not "was once the …", "at once")
    if (conditions && norm === 'once' && NEW_SUBJECT_OPENERS.has(span.words[k + 1]?.norm ?? '') &&
      !AUXILIARIES.has(span.words[k - 1]?.norm ?? '') && span.words[k - 1]?.norm !== 'at') return true;
    // ("in the event that …", "provided that …", "assuming that …", "in case …")
    if (conditions && ((norm === 'that' && /^(?:event|case|provided|providing|assuming)$/.test(span.words[k - 1]?.norm ?? '')) ||
      (norm === 'case' && span.words[k - 1]?.norm === 'in'))) return true;
    if (!crossed && (norm === 'if' || EMBEDDED_QUESTION_WORDS.has(norm)) && openQuestionAfter(span, spanText, k, norm)) return true;
    if (AUXILIARIES.has(norm) || norm === 'that' || (CLAUSE_JOINS.has(norm) && k + 1 < i && NEW_SUBJECT_OPENERS.has(span.words[k + 1]!.norm))) crossed = true;
  }
  return false;
}
const CLAUSE_JOINS = new Set(['and', 'but', 'or']);
const NEW_SUBJECT_OPENERS = new Set(['the', 'a', 'an', 'this', 'these', 'those', 'its', 'their', 'it', 'they', 'we', 'he', 'she', 'i', 'you']);

/**
 * The question word at k opens a question left open: "if" after a verb of asking or checking; "which", "what", "who" after
 * one of choosing or deciding that the tagger reads as a verb ("chooses which handles …"; not "reports which agents send",
 * a noun, nor "shows which …", "describes how …", which say what they report).
 */
function openQuestionAfter(span: Words, spanText: string, k: number, norm: string): boolean {
  const before = spanText.slice(0, span.words[k]!.start);
  if (norm === 'if') return askedBefore(before);
  const verb = span.words[k - 1];
  return verb !== undefined && OPEN_QUESTION_BEFORE.test(before) && askedBefore(before) && posTags(spanText).get(verb.start) === 'v';
}
/** Verbs whose question is left open: choosing, deciding, checking, asking (not knowing, showing or reporting). */
const OPEN_QUESTION_BEFORE = /\b(?:choose|chose|chosen|decide|determine|control|specify|specifie|select|check|test|verify|ask|wonder|configure|depend(?:s)?\s+on)(?:s|es|ed|d|ing)?\s+$/i;

/**
 * What a claim speaks of: its subject's head, what "There is …" says exists, or the act when the subject is a pronoun;
 * undefined for a claim with a condition of its own or no such word.
 */
function claimCore(claimText: string): Token | undefined {
  const claim = wordsOf(claimText);
  if (claim.words.some((t) => CONDITION_OPENERS.has(t.norm))) return undefined;
  const tags = posTags(claimText);
  let core: Token | undefined;
  let actCore: Token | undefined;
  if (claim.words[0]?.norm === 'there' && COPULAS.has(claim.words[1]?.norm ?? '')) {
    const start = claim.words.findIndex((t, i) => i > 1 && !t.stop && !/ly$/.test(t.norm));
    if (start < 0) return undefined;
    let j = start;
    while (j + 1 < claim.words.length && !claim.words[j + 1]!.stop && !breakAfter(claim, j) && tags.get(claim.words[j + 1]!.start) !== 'v') j++;
    core = claim.words[j];
  } else {
    const copula = claim.words.findIndex((t, i) => isCopula(claim, i, tags));
    // (a word the tagger reads as a verb is the subject's noun when it opens the claim or stands right before an
    // auxiliary: "Handles are inherited", "No handles are inherited")
    const verb = claim.words.findIndex((t, i) => i > 0 && tags.get(t.start) === 'v' && !t.stop && !AUXILIARIES.has(claim.words[i + 1]?.norm ?? ''));
    const act = [copula, verb].filter((i) => i > 0).sort((a, b) => a - b)[0];
    if (act === undefined) return undefined;
    let k = act - 1;
    while (k >= 0 && AUXILIARIES.has(claim.words[k]!.norm)) k--;
    if (k < 0) return undefined;
    const head = headOf(claim, k);
    core = head === undefined ? undefined : claim.words[head];
    // ("You need to follow this process" over a heading "When you need to follow this process"): a pronoun subject
    // names nothing to look for, so the act is what the span must not only suppose
    if (PRONOUNS.has(claim.words[k]!.norm) && verb > k) actCore = claim.words[verb];
  }
  if (actCore) return actCore;
  if (!core || core.stop) return undefined;
  // a word the tagger reads as a verb is still a noun right before its clause's copula or auxiliary ("Handles are …")
  const next = claim.words[claim.words.indexOf(core) + 1];
  if (tags.get(core.start) !== 'n' && !(next && (COPULAS.has(next.norm) || AUXILIARIES.has(next.norm)))) return undefined;
  return core;
}

/** Quantifiers that say something of every thing their noun names (and "no", of none): a narrower noun says less. */
const UNIVERSALS = new Set(['all', 'any', 'every', 'each', 'no']);

/**
 * "Any tag will be allowed" over "… with any ABI tag": under "all", "any", "every", "each" or "no" the span restricts the
 * noun by a word the claim leaves out, so the claim speaks of more things than the span. The span's phrase, or undefined.
 */
export function restrictorWidened(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText);
  const span = wordsOf(spanText);
  const claimStems = new Set(claim.words.map((t) => stem(t.norm)));
  const claimTags = posTags(claimText);
  const spanTags = posTags(spanText);
  // the content words after a quantifier, up to a function word, a verb or a boundary: [first, last] word indexes
  const phraseAfter = (w: Words, q: number, tags: ReadonlyMap<number, unknown>): [number, number] | undefined => {
    let j = q;
    const fits = (t: Token) => !t.stop && t.kind === 'word' && !UNIVERSALS.has(t.norm) && !AUXILIARIES.has(t.norm) && tags.get(t.start) !== 'v';
    while (j + 1 < w.words.length && !breakAfter(w, j) && fits(w.words[j + 1]!)) j++;
    return j > q ? [q + 1, j] : undefined;
  };
  for (let i = 0; i < claim.words.length; i++) {
    if (!UNIVERSALS.has(claim.words[i]!.norm)) continue;
    const mine = phraseAfter(claim, i, claimTags);
    if (!mine) continue;
    const q = claim.words[i]!.norm;
    const head = stem(claim.words[mine[1]]!.norm);
    const theirs = span.words.flatMap((t, k) => {
      if (t.norm !== q) return [];
      const p = phraseAfter(span, k, spanTags);
      return p && stem(span.words[p[1]]!.norm) === head ? [p] : [];
    });
    if (theirs.length === 0) continue;
    const extra = (p: [number, number]) => span.words.slice(p[0], p[1]).some((t) => !claimStems.has(stem(t.norm)));
    if (theirs.every(extra)) {
      const p = theirs[0]!;
      return { claim: claimText.slice(claim.words[i]!.start, claim.words[mine[1]]!.end), span: spanText.slice(span.words[p[0] - 1]!.start, span.words[p[1]]!.end) };
    }
  }
  return undefined;
}

/** Words by which a claim sets apart what came before it ("other projects", "anything else"): it then speaks as the span does. */
const OTHER_WORDS = new Set(['other', 'another', 'else', 'remaining', 'rest']);
/** Words by which a span's phrase sets apart the things its context named ("all other projects", "the remaining jobs"). */
const OTHER_MODIFIERS = new Set(['other', 'another', 'remaining']);

/**
 * "All other projects are considered active" for "The project is considered active": the span says it only of the things
 * other than those its context named; a claim without such a word speaks of those too. The two phrases, or undefined.
 */
export function otherExcepted(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText);
  const claimTags = posTags(claimText);
  const span = wordsOf(spanText);
  if (claim.words.some((t) => OTHER_WORDS.has(t.norm))) return undefined;
  const spanTags = posTags(spanText);
  for (const n of claim.words) {
    if (n.stop || n.kind !== 'word' || claimTags.get(n.start) !== 'n') continue;
    const ns = stem(n.norm);
    // (its inflections too, which the stemmer may part: "gas" / "gases")
    const sameNoun = (t: Token) => sameNounForm(t, n, ns);
    const uses = span.words.flatMap((t, j) => (sameNoun(t) ? [j] : []));
    if (uses.length === 0) continue;
    // "other" before the noun that heads its phrase, past at most two modifiers ("other binary projects"; not "other
    // database tools", where "database" only modifies)
    const otherBefore = (j: number) => {
      const next = span.words[j + 1];
      if (next && !breakAfter(span, j) && !next.stop && next.kind === 'word' && spanTags.get(next.start) === 'n') return undefined;
      for (let k = j - 1; k >= Math.max(0, j - 3); k--) {
        if (breakAfter(span, k)) return undefined;
        if (OTHER_MODIFIERS.has(span.words[k]!.norm)) return k;
        if (span.words[k]!.stop) return undefined;
      }
      return undefined;
    };
    const others = uses.map(otherBefore);
    if (others.every((k) => k !== undefined)) {
      return { claim: n.text, span: span.text.slice(span.words[others[0]!]!.start, span.words[uses[0]!]!.end) };
    }
  }
  return undefined;
}

/**
 * Verbs by which one thing brings about another, in forms that do not report that it happened ("will result in",
 * "leads to", "can … cause"); "resulted in", "caused" tell of an effect that came about, and are not among them.
 */
const CAUSATIVE_SOURCE = String.raw`\b(?:(?:result|results|resulting)\s+in|(?:lead|leads|leading)\s+to|cause|causes|causing|trigger|triggers|triggering|(?:give|gives|giving)\s+rise\s+to)\b`;
const CAUSATIVE = new RegExp(CAUSATIVE_SOURCE, 'i');
const CAUSATIVES = new RegExp(CAUSATIVE_SOURCE, 'gi');
/** Words before a bare "cause" or "trigger" that make it a noun ("the root cause", "a trigger for"). */
const NOUN_MAKERS = new Set(['a', 'an', 'the', 'its', 'their', 'our', 'his', 'her', 'root', 'main', 'common', 'primary', 'same',
  'one', 'no', 'any', 'each', 'every', 'other', 'another', 'good', 'just', 'probable', 'likely', 'possible', 'underlying', 'real']);

/**
 * The claim's words named by the span only as what something else brings about ("Not providing a value of 'IV' will result
 * in a ValueError exception being raised" for "A ValueError will be raised"), none of that cause's words in the claim: the
 * span says it happens when the cause does, not that it happens. The span's cause and verb as written, or undefined.
 */
export function onlyAsEffect(claimText: string, spanText: string): string | undefined {
  if (CAUSATIVE.test(claimText)) return undefined;
  const content = (t: Token) => !t.stop && !AUXILIARIES.has(t.norm) && !BE_FORMS.has(t.norm);
  const claimStems = new Set(wordsOf(claimText).words.filter(content).map((t) => stem(t.norm)));
  const span = wordsOf(spanText);
  const used = span.words.filter((t) => content(t) && claimStems.has(stem(t.norm)));
  if (used.length === 0) return undefined;
  // each causative's reach: from its sentence's start (its cause) to its sentence's end (what it brings about)
  const reaches: Array<{ start: number; at: number; end: number }> = [];
  const spanTags = posTags(spanText);
  for (const m of spanText.matchAll(CAUSATIVES)) {
    const start = sentenceStartBefore(spanText, m.index);
    const before = span.words.filter((t) => t.end <= m.index && t.start >= start).pop();
    // a noun: after an article or an adjective ("the root cause", "Early results in our lab"), opening its sentence
    // ("Results in Table 2 show …"), or followed by "of" ("the cause of")
    if (!before || (/^(?:cause|trigger)$/i.test(m[0]) && NOUN_MAKERS.has(before.norm)) || spanTags.get(before.start) === 'a') continue;
    if (/^\s*of\b/i.test(spanText.slice(m.index + m[0].length))) continue;
    const endMatch = /[.!?](?:\s|$)/.exec(spanText.slice(m.index + m[0].length));
    reaches.push({ start, at: m.index, end: endMatch ? m.index + m[0].length + endMatch.index : spanText.length });
  }
  // a reach whose sentence holds every claim word the span uses, each of them in what it brings about (a cause the claim
  // names, a word before the verb that the effect does not have too, makes the claim say what the span says)
  const reach = reaches.find((r) => {
    const effect = new Set(span.words.filter((t) => t.start > r.at && t.end <= r.end).map((t) => stem(t.norm)));
    return used.every((t) => t.start >= r.start && t.end <= r.end && effect.has(stem(t.norm)));
  });
  if (!reach) return undefined;
  const verbEnd = reach.at + /^\S+(?:\s+(?:in|to|rise\s+to))?/i.exec(spanText.slice(reach.at))![0].length;
  return spanText.slice(reach.start, verbEnd).replace(/\s+/g, ' ').trim();
}

/** Where the sentence holding `at` starts. */
function sentenceStartBefore(text: string, at: number): number {
  const before = text.slice(0, at);
  const m = /[.!?]\s+(?=[^.!?]*$)/.exec(before);
  return m ? m.index + m[0].length : 0;
}

/** An item that opens with a quoted or code label and a colon (`"all": …`, "``strict``: …", "`--force`: …"). */
const ITEM_LABEL = /^[\s>*+-]*(?:\d{1,3}[.)]\s+)?(?:"([^"\n]{1,40})"|'([^'\n]{1,40})'|“([^”\n]{1,40})”|(`{1,2})([^`\n]{1,60})\4)\s*:(?=\s|$)/u;

/**
 * `"all": all inheritable descriptors are inherited` for "All inheritable descriptors are inherited": an item that
 * opens with a quoted or code label says what follows of that value or name; a claim that does not name it (each of its
 * words as often as the span has them) leaves out what the span speaks of. The label (inside its quotes), or undefined.
 */
export function labelDropped(claimText: string, spanPlain: string, spanRaw: string): string | undefined {
  const m = ITEM_LABEL.exec(spanRaw);
  if (!m) return undefined;
  const label = m[1] ?? m[2] ?? m[3] ?? m[5]!;
  const labelWords = quoteWordsOf(label);
  if (labelWords.length === 0) return undefined;
  const count = (words: string[], w: string) => words.filter((x) => x === w).length;
  const claim = quoteWordsOf(claimText);
  const span = quoteWordsOf(spanPlain);
  // a word of the label that is a content word is named by the claim once ("Strict mode …" for "``strict``: strict mode
  // …"); a function word ("all", "none") the item's text repeats as its quantifier, so the claim must say it as often
  const named = (w: string) => count(claim, w) >= (STOPWORDS.has(w) || QUANTIFIER_WORDS.has(w) ? Math.max(1, count(span, w)) : 1);
  return labelWords.every(named) ? undefined : label.trim();
}
/** Quantifiers and determiners the stop list keeps visible: as labels, the item's text repeats them as its own words. */
const QUANTIFIER_WORDS = new Set(['all', 'none', 'any', 'some', 'both', 'each', 'every', 'no', 'either', 'neither', 'one', 'only', 'not', 'never', 'always']);
function quoteWordsOf(text: string): string[] {
  return quoteWords(text).map((w) => w.word);
}

/** Determiners before a noun phrase whose modifier may restrict it ("the claimed project", "all signed packages"). */
const PHRASE_DETERMINERS = new Set(['the', 'a', 'an', 'all', 'any', 'each', 'every']);
/** Participles that point back rather than restrict ("the proposed change", "the aforementioned file"). */
const REFERRING_PARTICIPLES = new Set(['proposed', 'aforementioned', 'mentioned', 'described', 'specified', 'named', 'given', 'related',
  'associated', 'intended', 'said', 'above', 'following', 'corresponding']);

/**
 * "… for the project" over "… for the claimed project": the span restricts the claim's noun, in the same phrase after
 * the same determiner, by a participle the claim never uses, so the claim speaks of more things than the span. The two
 * phrases, or undefined.
 */
export function participleDropped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText).words;
  const span = wordsOf(spanText).words;
  const claimStems = new Set(claim.map((t) => stem(t.norm)));
  for (let j = 1; j + 1 < span.length; j++) {
    const det = span[j - 1]!;
    const modifier = span[j]!;
    const noun = span[j + 1]!;
    if (!PHRASE_DETERMINERS.has(det.norm) || !/^[a-z]{3,}ed$/.test(modifier.norm) || REFERRING_PARTICIPLES.has(modifier.norm)) continue;
    if (claimStems.has(stem(modifier.norm)) || noun.stop) continue;
    const i = claim.findIndex((t, k) => t.norm === det.norm && claim[k + 1] !== undefined && stem(claim[k + 1]!.norm) === stem(noun.norm));
    if (i < 0) continue;
    return { claim: claimText.slice(claim[i]!.start, claim[i + 1]!.end), span: spanText.slice(det.start, noun.end) };
  }
  return undefined;
}

/**
 * "Plugins are loaded automatically" over "Signed plugins are loaded automatically", "The Orbix server validates …" over
 * "The Orbix proxy server validates …": the span's subject puts a word before the claim's subject noun that the claim
 * never uses, so the claim says of all such things what the span says of some. The two subjects, or undefined.
 */
export function subjectModifierDropped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText).words;
  const span = wordsOf(spanText).words;
  const claimTags = posTags(claimText);
  const spanTags = posTags(spanText);
  // (a word right after a determiner is no finite verb: "A *misconfigured* Orbix server")
  const finite = (words: Token[], i: number, tags: ReadonlyMap<number, unknown>) => (AUXILIARIES.has(words[i]!.norm) && !IMPERATIVE_WORDS.has(words[i]!.norm)) ||
    MODAL_WORDS.has(words[i]!.norm) || /^(?:cannot|can['’]t|won['’]t|don['’]t|doesn['’]t|isn['’]t|aren['’]t)$/.test(words[i]!.norm) ||
    (tags.get(words[i]!.start) === 'v' && !PHRASE_DETERMINERS.has(words[i - 1]?.norm ?? '') && i > 0 && !/^[A-Z]/.test(words[i]!.text));
  const finiteAt = claim.findIndex((t, i) => i > 0 && finite(claim, i, claimTags));
  if (finiteAt < 1) return undefined;
  // (a subject with a phrase after its noun has that noun as its head: "public functions *in the Tarn package* must …")
  const verbAt = headEnd(claim, finiteAt);
  const head = claim[verbAt - 1]!;
  // (a name's title or first name is no restriction: "Dr. Singer", "Guido van Rossum")
  if (head.stop || head.kind !== 'word' || /^\p{Lu}/u.test(head.text) && verbAt > 1) return undefined;
  const claimStems = new Set(claim.map((t) => stem(t.norm)));
  const spanFinite = span.findIndex((t, i) => i > 0 && finite(span, i, spanTags));
  const spanVerb = spanFinite > 0 ? headEnd(span, spanFinite) : -1;
  const at = spanVerb > 0 ? spanVerb - 1 : -1;
  // (the phrase after the head, where there is one, the same on both sides: not "functions in X" for "functions in Y")
  if (at >= 1 && verbAt < finiteAt && claim.slice(verbAt, finiteAt).map((t) => stem(t.norm)).join(' ') !== span.slice(spanVerb, spanFinite).map((t) => stem(t.norm)).join(' ')) return undefined;
  if (at < 1 || stem(span[at]!.norm) !== stem(head.norm)) return undefined;
  const w = wordsOf(spanText);
  let k = at - 1;
  const added: Token[] = [];
  for (; k >= 0 && !breakAfter(w, k) && !span[k]!.stop && span[k]!.kind === 'word'; k--) {
    if (!claimStems.has(stem(span[k]!.norm)) && !REFERRING_PARTICIPLES.has(span[k]!.norm)) added.push(span[k]!);
  }
  // only a word added before the noun, lower case unless it opens the sentence, where the claim has none of its own
  // there (a word in its place is a swap, judged as one: "the first example" / "the last example")
  if (added.length === 0 || added.some((t) => /^\p{Lu}/u.test(t.text) && t !== span[0])) return undefined;
  // only a participle restricts ("*Signed* plugins", "A *misconfigured* server"; not "A full cache", "Worldwide
  // estimates"), and only before the claim's words (a word between them names the same thing more fully: "the Orbix
  // interpreter process")
  const inserted = added.some((t) => span.slice(k + 1, span.indexOf(t)).some((x) => claimStems.has(stem(x.norm))));
  // (or, before a generic plural the claim opens with and no determiner, an adjective that picks a kind: "*Older* tools
  // ignore the flag", "*Numeric* Python code runs faster"; not one that only says how widely, "Worldwide estimates")
  // (or one after a determiner of any thing of the kind, "A *cold* segment is moved …", "Every *idle* worker …": the claim's
  // "A segment" is every segment)
  const claimDeterminer = claim.slice(0, verbAt).find((t) => t.stop)?.norm;
  const article = (word: string | undefined) => (word === 'an' ? 'a' : word);
  const anyOfKind = claimDeterminer !== undefined && ANY_OF_KIND.test(claimDeterminer) && claim[0]!.norm === claimDeterminer &&
    article(span[k]?.norm) === article(claimDeterminer);
  // (and after "the", an adjective that picks one of a kind, "The *cold* archive", "The *nightly* backup", where both open
  // their sentences with it)
  // (the claim's subject "The <noun>" and nothing else: "The other strategies" for "The remaining strategies" is a swap)
  const definite = claimDeterminer === 'the' && claim[0]!.norm === 'the' && verbAt === 2 && span[k]?.norm === 'the' && k === 0;
  const generic = anyOfKind || (!claim.slice(0, verbAt).some((t) => PHRASE_DETERMINERS.has(t.norm) || /^(?:some|many|most|all|few|several|no)$/.test(t.norm)) &&
    (/[^s]s$/.test(head.norm) || MASS_HEADS.has(head.norm)));
  // (nor a sentence adverb that opens it, "However programmers may …", "Typically tools …")
  const picksAKind = (t: Token) => /^[a-z]{3,}ed$/i.test(t.norm) ||
    (definite && !NOT_A_KIND.has(t.norm.toLowerCase()) && span[at - 1] === t &&
      (spanTags.get(t.start) === 'a' || KIND_ADJECTIVES.has(t.norm.toLowerCase()) || /^(?:nightly|weekly|daily|monthly|hourly|yearly|cold|hot|warm)$/i.test(t.norm))) ||
    (generic && !NOT_A_KIND.has(t.norm.toLowerCase()) && !/ly$/i.test(t.norm) && !SENTENCE_ADVERBS.has(t.norm.toLowerCase()) &&
      (spanTags.get(t.start) === 'a' || /^[a-z]{3,}er$/i.test(t.norm) || KIND_ADJECTIVES.has(t.norm.toLowerCase()) ||
        // (a noun that names the kind, "*Debug* logs", "*Admin* requests", right before the head)
        // (a participle the tagger reads as a verb after a determiner, "A *broken* weak reference")
        (anyOfKind && spanTags.get(t.start) === 'v') ||
        (span[at - 1] === t && (/^\p{Ll}/u.test(t.text) || t === span[0]) && spanTags.get(t.start) !== 'r')));
  if (inserted || !added.some(picksAKind)) return undefined;
  const claimBefore = claim[verbAt - 2];
  if (claimBefore && !claimBefore.stop && !span.slice(k + 1, at).some((t) => stem(t.norm) === stem(claimBefore.norm))) return undefined;
  const claimStart = claim.slice(0, verbAt).findIndex((t) => !t.stop);
  return { claim: claimText.slice(claim[Math.max(0, claimStart)]!.start, head.end), span: spanText.slice(span[k + 1]!.start, span[at]!.end) };
}

/** Prepositions that open a phrase after a subject's noun ("functions *in* the package", "users *of* the API"). */
const SUBJECT_PHRASE_PREPOSITIONS = new Set(['in', 'of', 'on', 'for', 'from', 'under', 'within', 'inside']);
/** Where a subject's head noun ends: before its first prepositional phrase ("functions | in the package"), else before its verb. */
function headEnd(words: readonly Token[], verbAt: number): number {
  const at = words.slice(0, verbAt).findIndex((t, i) => i > 0 && SUBJECT_PHRASE_PREPOSITIONS.has(t.norm));
  return at > 0 && !words[at - 1]!.stop ? at : verbAt;
}

/** How many words a participle phrase or a relative clause after the subject's noun may hold before the verb. */
const POST_MODIFIER_REACH = 10;

/**
 * "C extensions are tightly coupled …" over "C extensions *using the internal C API* are tightly coupled …": the span
 * restricts the claim's subject noun by a participle phrase or a relative clause after it ("that use …"), right before
 * the claim's own verb, and the claim says none of its words. The two subjects, or undefined.
 */
export function postModifierDropped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText).words;
  const w = wordsOf(spanText);
  const span = w.words;
  const claimTags = posTags(claimText);
  const spanTags = posTags(spanText);
  const verbAt = claim.findIndex((t, i) => i > 0 && (AUXILIARIES.has(t.norm) || (claimTags.get(t.start) === 'v' && !PHRASE_DETERMINERS.has(claim[i - 1]!.norm))));
  if (verbAt < 1) return undefined;
  const head = claim[verbAt - 1]!;
  const verb = claim[verbAt]!;
  if (head.stop || head.kind !== 'word') return undefined;
  // (a claim whose subject has a participle of its own, "Some API released in the alphas would …", is read elsewhere)
  if (/(?:ed|ing)$/.test(verb.norm) && !AUXILIARIES.has(verb.norm)) return undefined;
  const claimStems = new Set(claim.map((t) => stem(t.norm)));
  // (a span that also says the claim's noun right before its verb, "the relevant examples were found", says it plainly)
  if (span.some((t, i) => stem(t.norm) === stem(head.norm) && span[i + 1]?.norm === verb.norm && !breakAfter(w, i))) return undefined;
  for (let i = 0; i + 2 < span.length; i++) {
    if (stem(span[i]!.norm) !== stem(head.norm) || breakAfter(w, i)) continue;
    const next = span[i + 1]!;
    const relative = /^(?:that|who)$/.test(next.norm);
    const participle = !relative && /^[a-z]{2,}(?:ing|ed)$/.test(next.norm) && spanTags.get(next.start) === 'v' && !REFERRING_PARTICIPLES.has(next.norm);
    if (!relative && !participle) continue;
    // the claim's own verb, within reach and in the same clause
    let v = -1;
    for (let k = i + 2; k < span.length && k <= i + 1 + POST_MODIFIER_REACH; k++) {
      if (breakAfter(w, k - 1)) break;
      if (span[k]!.norm === verb.norm || (stem(span[k]!.norm) === stem(verb.norm) && !verb.stop)) { v = k; break; }
    }
    if (v < 0) continue;
    const phrase = span.slice(i + 1, v);
    const content = phrase.filter((t) => !t.stop && t.kind === 'word' && !/^(?:that|who)$/.test(t.norm));
    // (the phrase's verb and most of its words are not the claim's: "C extensions" keeps no "internal C API")
    const phraseVerb = relative ? phrase.find((t, k) => k > 0 && !t.stop && spanTags.get(t.start) === 'v') : next;
    const absent = content.filter((t) => !claimStems.has(stem(t.norm)));
    if (!phraseVerb || claimStems.has(stem(phraseVerb.norm)) || 2 * absent.length < content.length + 1) continue;
    return { claim: claimText.slice(head.start, head.end), span: spanText.slice(span[i]!.start, phrase[phrase.length - 1]!.end) };
  }
  return undefined;
}

/** Prepositions that pair a thing with where or what it is for ("exit on Unix and ExitProcess on Windows"). */
const PAIRING_PREPOSITIONS = new Set(['on', 'in', 'for', 'under', 'with', 'to', 'at']);
/** How many words before "on Windows" the thing paired with it may stand ("the `exit` function on unix"). */
const PAIR_REACH = 3;

/**
 * "ExitProcess on Unix and exit on Windows" over "the exit function on unix and the ExitProcess function on windows":
 * two things the claim pairs each with a place by the same preposition, joined by "and" or "or", that the span pairs the other
 * way round. The claim's two pairs as written, or undefined.
 */
export function prepositionPairsSwapped(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const pairsOf = (text: string, things?: Set<string>) => {
    const words = wordsOf(text).words;
    const out: Array<{ thing: Token; prep: string; place: Token }> = [];
    words.forEach((t, i) => {
      const place = words[i + 1];
      if (!PAIRING_PREPOSITIONS.has(t.norm) || !place || place.stop) return;
      const before = words.slice(Math.max(0, i - PAIR_REACH), i).reverse();
      // (a figure a few words before is what is paired: "about 8-9 times as fast on Windows")
      const figure = words.slice(Math.max(0, i - PAIR_REACH - 2), i).reverse().find((b) => b.kind === 'number' && (!things || things.has(stem(b.norm))));
      const thing = figure ?? (things ? before.find((b) => things.has(stem(b.norm))) : before[0]);
      if (thing && !thing.stop && !/[.;:!?]/.test(text.slice(thing.end, t.start))) out.push({ thing, prep: t.norm, place });
    });
    return out;
  };
  const claimPairs = pairsOf(claimText);
  if (claimPairs.length < 2 || !/\b(?:and|or)\b/i.test(claimText)) return undefined;
  const things = new Set(claimPairs.map((p) => stem(p.thing.norm)));
  const spanPairs = pairsOf(spanText, things);
  for (let a = 0; a < claimPairs.length; a++) {
    for (let b = a + 1; b < claimPairs.length; b++) {
      const [x, y] = [claimPairs[a]!, claimPairs[b]!];
      if (x.prep !== y.prep || stem(x.thing.norm) === stem(y.thing.norm) || stem(x.place.norm) === stem(y.place.norm)) continue;
      // (joined by "and", or by "or" as two choices: "UTF-8 in text mode or Raw-Unicode-Escape in binary mode")
      if (!/\b(?:and|or)\b/i.test(claimText.slice(x.place.end, y.thing.start))) continue;
      const has = (thing: Token, place: Token) => spanPairs.some((p) => p.prep === x.prep && stem(p.thing.norm) === stem(thing.norm) && stem(p.place.norm) === stem(place.norm));
      if (!has(x.thing, x.place) && !has(y.thing, y.place) && has(x.thing, y.place) && has(y.thing, x.place)) {
        // (each thing as the whole word it is part of: "UTF-8 in text", not "8 in text")
        const wordStart = (t: Token) => t.start - (/[\p{L}\p{N}_.+-]*$/u.exec(claimText.slice(0, t.start))?.[0].length ?? 0);
        return { first: claimText.slice(wordStart(x.thing), x.place.end), second: claimText.slice(wordStart(y.thing), y.place.end) };
      }
    }
  }
  return undefined;
}

/**
 * "1.2.0 will be released six weeks after 1.0.0" over "Six weeks after 1.0.0 is released 1.1.0 will be released, and six
 * weeks after that 1.2.0": the claim anchors its event to what the span names in an earlier clause, where the span's own
 * clause for that event counts from "that" (the event just before). The claim's anchor, or undefined.
 */
export function anchorMoved(claimText: string, spanText: string): string | undefined {
  const m = /\b(after|before)\s+(?!that\b|this\b|which\b|then\b)([^,;]+?)(?=[,;]|\.(?:\s|$)|$)/i.exec(claimText);
  if (!m) return undefined;
  // (words, and figures whole as written: "1.0.0" is one figure, not "1.0" and "0")
  const content = (text: string) => new Set([...tokenize(text).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem),
    ...(text.match(/\d+(?:\.\d+)*/g) ?? [])]);
  const anchor = content(m[2]!);
  const rest = content(claimText.slice(0, m.index) + ' ' + claimText.slice(m.index + m[0].length));
  if (anchor.size === 0) return undefined;
  for (const h of spanText.matchAll(new RegExp(`\\b${m[1]!}\\s+(?:that|this)\\b`, 'gi'))) {
    const start = Math.max(0, ...[',', ';'].map((p) => spanText.lastIndexOf(p, h.index!) + 1));
    const endAt = spanText.slice(h.index!).search(/[,;.](?:\s|$)/);
    const clause = content(spanText.slice(start, endAt < 0 ? spanText.length : h.index! + endAt));
    const earlier = content(spanText.slice(0, start));
    // (the anchor only in an earlier clause; a figure or name of the claim's own in the "after that" clause alone)
    if ([...anchor].some((w) => clause.has(w)) || ![...anchor].every((w) => earlier.has(w))) continue;
    if ([...rest].some((w) => /\d/.test(w) && clause.has(w) && !earlier.has(w))) return m[0].trim();
  }
  return undefined;
}

/** A figure as written: a date ("2023-10-02"), a version or a number. */
const FIGURE = /\b\d{4}-\d{2}-\d{2}\b|\b\d+(?:\.\d+)*\b/g;
/** How many words from a figure its neighbours stand. */
const FIGURE_NEIGHBOURHOOD = 4;

/**
 * "released its first runners, free for open source projects, on 2023-10-02" over "the first runners were released on
 * 2023-10-02 with free runners for open source projects released on 2024-01-03": the words the claim puts right before
 * its figure stand in the span beside another figure the claim does not give, and nowhere near the claim's: two things
 * merged into one. The claim's words and the span's other figure, or undefined.
 */
export function figureWordsOfAnother(claimText: string, spanText: string): { words: string; figure: string } | undefined {
  const figuresOf = (text: string) => [...text.matchAll(FIGURE)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
  const claimFigures = figuresOf(claimText);
  const spanFigures = figuresOf(spanText);
  if (claimFigures.length !== 1 || spanFigures.length < 2) return undefined;
  const mine = claimFigures[0]!;
  const own = spanFigures.filter((f) => f.text === mine.text);
  const others = spanFigures.filter((f) => f.text !== mine.text && !claimText.includes(f.text) && /-/.test(f.text) === /-/.test(mine.text));
  if (own.length === 0 || others.length === 0) return undefined;
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word');
  const spanWords = tokenize(spanText).filter((t) => t.kind === 'word');
  // the claim's content words right before its figure (past its preposition: "… projects, on 2023-10-02")
  const before = claimWords.filter((t) => t.end <= mine.start && !t.stop).slice(-FIGURE_NEIGHBOURHOOD + 1);
  if (before.length < 2) return undefined;
  // (how many content words stand between a word and a figure)
  const distance = (f: { start: number; end: number }, t: Token) =>
    spanWords.filter((w) => !w.stop && w.start >= Math.min(t.end, f.end) && w.end <= Math.max(t.start, f.start)).length;
  const uses = (x: Token) => spanWords.filter((w) => w.stem === x.stem);
  if (!before.every((x) => uses(x).length > 0)) return undefined;
  // (words the span says after the claim's figure only, nearer the other figure: a frame said before both figures, "The
  // default timeout is 30 seconds for reads and 60 seconds for writes", is both figures')
  const closest = (f: { start: number; end: number }, x: Token) => Math.min(...uses(x).map((w) => distance(f, w)));
  const theirs = others.find((f) => before.every((x) => closest(f, x) <= FIGURE_NEIGHBOURHOOD && own.every((o) => uses(x).every((w) => w.start > o.end))) &&
    2 * before.filter((x) => own.every((o) => closest(f, x) <= closest(o, x))).length > before.length);
  return theirs ? { words: claimText.slice(before[0]!.start, before[before.length - 1]!.end), figure: theirs.text } : undefined;
}

/**
 * "the Python 3.3 moratorium" over "The moratorium for Python 3.2 … (3.1: June 2009, 3.3: August 2012)": the claim's
 * name and version stand in the span only as that name with another version, the claim's version elsewhere, not in a
 * list of that name's versions ("Python 3.2 and 3.3"). The two, or undefined.
 */
export function versionOfAnother(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  for (const m of claimText.matchAll(NAMED_VERSION)) {
    const [name, version] = [m[1]!, m[2]!];
    const spanNamed = [...spanText.matchAll(NAMED_VERSION)].filter((x) => x[1] === name);
    if (spanNamed.length === 0 || spanNamed.some((x) => x[2] === version)) continue;
    const listed = spanNamed.some((x) => new RegExp(`^(?:\\s*(?:,|and|or|to|through|-|–|/)\\s*(?:\\d+(?:\\.\\d+)*)?)*\\s*(?:,|and|or|to|through|-|–|/)\\s*${escapeRegExp(version)}(?!\\d|\\.\\d)`)
      .test(spanText.slice(x.index! + x[0].length)));
    if (listed || !new RegExp(`(?<![\\d.])${escapeRegExp(version)}(?![\\d]|\\.\\d)`).test(spanText)) continue;
    return { claim: m[0], span: spanNamed[0]![0] };
  }
  return undefined;
}
/**
 * "published for tilecart version 18" over "published for version 18 and version 20 of Node.js": the span's "of" gives
 * the version another owner than the name the claim puts before (or after "of") it. The two owners, or undefined.
 */
export function versionOwnerChanged(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!/\bversions?\s/i.test(claimText) || !/\bof\s/i.test(spanText)) return undefined;
  const spanOwners = new Map<string, string>();
  for (const m of spanText.matchAll(VERSIONS_OF_OWNER)) {
    for (const n of m[1]!.match(/\d+(?:\.\d+)*/g) ?? []) spanOwners.set(n, m[2]!);
  }
  if (spanOwners.size === 0) return undefined;
  const claimOwners = [...claimText.matchAll(OWNER_BEFORE_VERSION)].filter((m) => !OWNER_NOT_A_NAME.test(m[1]!)).map((m) => [m[2]!, m[1]!] as const)
    .concat([...claimText.matchAll(VERSIONS_OF_OWNER)].flatMap((m) => (m[1]!.match(/\d+(?:\.\d+)*/g) ?? []).map((n) => [n, m[2]!] as const)));
  for (const [number, owner] of claimOwners) {
    const theirs = spanOwners.get(number);
    if (theirs !== undefined && theirs.toLowerCase().replace(/\.js$/, '') !== owner.toLowerCase().replace(/\.js$/, '')) return { claim: `${owner} ${number}`, span: `${theirs} ${number}` };
  }
  return undefined;
}
/**
 * "Since version 18, binaries are published" over "published for version 18 and version 20 of Node.js": the claim dates a
 * start by a version the span names with no word of a start ("since", "as of", "starting with", "from … on", "and
 * later", "or newer", "+"). The claim's phrase, or undefined.
 */
export function sinceVersionUnstated(claimText: string, spanText: string): string | undefined {
  const m = SINCE_VERSION.exec(claimText);
  if (!m) return undefined;
  if (!new RegExp(`(?<![\\d.])${escapeRegExp(m[1]!)}(?![\\d]|\\.\\d)`).test(spanText)) return undefined;
  return START_WORDS.test(spanText) ? undefined : m[0];
}
const SINCE_VERSION = /\b(?:since|as\s+of|starting\s+(?:with|from|in|at))\s+(?:(?:the\s+)?(?:version|release)\s+|v)?(\d+(?:\.\d+)*)/i;
const START_WORDS = /\b(?:since|as\s+of|starting|onwards?|from\b[^.;]*\bon\b|and\s+(?:later|newer|up|above)|or\s+(?:later|newer|higher|above)|introduced|added|first|began|begins?|new\s+in|beginning)\b|\d\+/i;
/**
 * "the old @T" over "the old `~T`": a sigil written onto a name ("~T", "@T", "&mut", "$HOME", "*ptr") that the span
 * writes onto the same name as another sigil, and never as the claim's. The two, or undefined.
 */
export function sigilChanged(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!SIGIL_ON_NAME.test(claimText)) return undefined;
  const sigils = (text: string) => [...text.matchAll(SIGIL_ON_NAMES)].map((m) => ({ sigil: m[1]!, name: m[2]! }));
  const theirs = sigils(spanText.replace(/`/g, ''));
  for (const mine of sigils(claimText.replace(/`/g, ''))) {
    const same = theirs.filter((t) => t.name === mine.name);
    if (same.length > 0 && same.every((t) => t.sigil !== mine.sigil)) return { claim: `${mine.sigil}${mine.name}`, span: `${same[0]!.sigil}${same[0]!.name}` };
  }
  return undefined;
}
const SIGIL_ON_NAME = /(?<![\p{L}\p{N}_])[~@&$*%^][\p{L}_]/u;
const SIGIL_ON_NAMES = /(?<![\p{L}\p{N}_~@&$*%^])([~@&$*%^]+)([\p{L}_][\p{L}\p{N}_]*)/gu;

/** A version written with its "v" spelled out, "v4.8" as "version 4.8", for readings of words around a figure. */
export function versionsSpelled(text: string): string {
  return /(?<![\p{L}\p{N}])v\d/u.test(text) ? text.replace(/(?<![\p{L}\p{N}_.-])v(\d+(?:\.\d+)*)(?![\p{L}\p{N}])/gu, 'version $1') : text;
}

/**
 * "deprecated in version 19" over "deprecated in v17 and removed in v19": the act the claim puts right before its figure
 * has another figure right after it in the span, and the claim's figure stands there after another act. The claim's
 * act, its figure and the span's figure for that act, or undefined.
 */
export function figureOfAnotherAct(claimText: string, spanText: string): { act: string; figure: string; other: string } | undefined {
  const claim = versionsSpelled(claimText);
  const span = versionsSpelled(spanText);
  const figures = (text: string) => [...text.matchAll(ACT_FIGURE)];
  const claimFigures = figures(claim);
  if (claimFigures.length === 0) return undefined;
  const spanFigures = new Set(figures(span).map((m) => m[0]));
  const tags = posTags(claim);
  const claimWords = tokenize(claim).filter((t) => t.kind === 'word');
  const spanWords = tokenize(span).filter((t) => t.kind === 'word');
  // (the figure right after an act in its own clause: no comma, "and" or "from" between, at most four words on)
  const figureAfter = (text: string, at: number): string | undefined => {
    const rest = text.slice(at, at + 48);
    const m = FIRST_ACT_FIGURE.exec(rest);
    if (!m) return undefined;
    const between = rest.slice(0, m.index);
    // (nor a figure in brackets, a list's label "(1)", or one after "than", the other side of a comparison)
    return /[,;:.!?(]|\b(?:and|or|but|from|between|than)\b/i.test(between) || between.trim().split(/\s+/).length > 4 ? undefined : m[0];
  };
  for (const m of claimFigures) {
    if (!spanFigures.has(m[0])) continue;
    const act = claimWords.filter((t) => t.end <= m.index!).slice(-3).reverse().find((t) => !t.stop && (tags.get(t.start) === 'v' || /ed$/.test(t.norm)));
    if (!act || LINKING_PARTICIPLES.has(act.norm) || figureAfter(claim, act.end) !== m[0]) continue;
    const theirs = spanWords.filter((w) => w.stem === act.stem).map((w) => figureAfter(span, w.end)).filter((f): f is string => f !== undefined);
    if (theirs.length === 0 || theirs.includes(m[0])) continue;
    // (and the claim's figure stands in the span right after an act of its own: "removed in v19", not "large boats 21%")
    const spanTags = posTags(span);
    // (not a participle that only compares or lists: "lost 9%, compared with 21% for large boats" is the other side's "lost")
    const afterAnotherAct = spanWords.some((w) => w.stem !== act.stem && !w.stop && !LINKING_PARTICIPLES.has(w.norm) && (spanTags.get(w.start) === 'v' || /ed$/.test(w.norm)) &&
      figureAfter(span, w.end) === m[0]);
    if (afterAnotherAct) return { act: act.text, figure: m[0], other: theirs[0]! };
  }
  return undefined;
}
const LINKING_PARTICIPLES = new Set(['compared', 'followed', 'including', 'included', 'excluding', 'excluded', 'given', 'based', 'according', 'combined', 'measured', 'versus', 'rated', 'ranked', 'priced', 'sized', 'numbered', 'aged', 'totalled', 'totaled']);
const ACT_FIGURE = /(?<![\p{L}\p{N}.])\d+(?:[.,]\d+)*(?![\p{N}])/gu;
const FIRST_ACT_FIGURE = new RegExp(ACT_FIGURE.source, 'u');

/** "version 18 and version 20 of Node.js", "versions 3 and 4 of the parser": the figures ([1]) and their owner ([2]). */
const VERSIONS_OF_OWNER = /\bversions?\s+(v?\d+(?:\.\d+)*(?:\s*(?:,|and|or)\s*(?:versions?\s+)?v?\d+(?:\.\d+)*)*)\s+of\s+(?:the\s+)?([\p{L}][\p{L}\p{N}.+#_-]*)/giu;
/** "tilecart version 18": a name ([1]) right before "version" and its figure ([2]). */
const OWNER_BEFORE_VERSION = /([\p{L}][\p{L}\p{N}.+#_-]*)\s+versions?\s+v?(\d+(?:\.\d+)*)/giu;
/** Words before "version" that are no owner ("for version 18", "the version", "since version 3"). */
const OWNER_NOT_A_NAME = /^(?:the|a|an|this|that|its|their|our|your|for|in|on|at|to|from|since|until|of|with|by|before|after|major|minor|new|old|older|newer|latest|next|previous|first|last|stable|current|each|every|any|all|some|least|most|than|and|or|released|supported|ships?|requires?|needs?)$/i;
/** A capitalised name and a dotted version right after it ("Python 3.3", "Django 4.2.1"). */
const NAMED_VERSION = /\b(\p{Lu}[\p{L}]+)\s+(\d+(?:\.\d+)+)(?![\d.]*\d)/gu;

/**
 * "i is assigned 0, 1, and 2" over "assigning i to 0, 2, and 4": a list of three or more figures in the claim where the
 * span has a list of as many other figures (some shared): the two lists, or undefined.
 */
export function figureListDiffers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const lists = (text: string) => !LIST_END.test(text) ? [] : [...text.replace(/[`*_]/g, '').matchAll(FIGURE_LIST)].map((m) => ({ text: m[0], values: m[0].match(/-?\d+(?:\.\d+)?/g)! }));
  const spanLists = lists(spanText);
  if (spanLists.length === 0) return undefined;
  for (const mine of lists(claimText)) {
    const key = mine.values.join(' ');
    if (spanLists.some((l) => l.values.join(' ') === key)) continue;
    const other = spanLists.find((l) => l.values.length === mine.values.length && l.values.some((v) => mine.values.includes(v)));
    if (other) return { claim: mine.text, span: other.text };
  }
  return undefined;
}
/** Three or more figures joined by commas and a last "and"/"or" ("0, 1, and 2"). */
// (at most 64 items before the last, in both list patterns: a longer run of commas with no "and" after it is scanned once per start,
// and a list of thousands would cost their square)
const FIGURE_LIST = /(?<![\w.])-?\d+(?:\.\d+)?(?:\s*,\s*-?\d+(?:\.\d+)?){1,64}\s*,?\s+(?:and|or)\s+-?\d+(?:\.\d+)?(?![\w.]*\d)/g;
/** A list's last "and"/"or": a text without one has no list to read. */
const LIST_END = /\s(?:and|or)\s/i;

/**
 * "X appeared simpler than Y" over "X appeared unattractive compared to the simpler Y": the span's comparative stands
 * inside the other side's phrase, so it is that side that is "simpler". The claim's comparison, or undefined.
 */
export function comparativeOfOtherSide(claimText: string, spanText: string): string | undefined {
  for (const m of claimText.matchAll(/\b((?:more|less)\s+\p{L}+|\p{L}{3,}er)\s+than\s+(?:the\s+|a\s+|an\s+)?([\p{L}-]+)/giu)) {
    const [comparative, other] = [m[1]!.toLowerCase().replace(/\s+/g, ' '), stem(m[2]!.toLowerCase())];
    const words = comparative.split(' ').map(escapeRegExp).join('\\s+');
    const inOther = new RegExp(String.raw`\b(?:compared\s+(?:to|with)|as\s+opposed\s+to|in\s+favou?r\s+of|next\s+to|against|versus|vs\.?)\s+(?:the|a|an|its|their)\s+${words}\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)`, 'iu').exec(spanText);
    if (inOther && inOther[1]!.split(/\s+/).some((w) => stem(w.toLowerCase()) === other)) return m[0];
  }
  return undefined;
}

/**
 * "has lower precedence than assignment" over "has precedence higher than assignment …, but lower than other binary
 * operators": the claim compares with a thing the span compares with the opposite way, and not the claim's: the claim's
 * comparative and the span's, or undefined.
 */
export function comparisonTurned(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (what it is compared with, up to three words to the clause's end: "than apiaries near hedgerows" is not "than
  // apiaries near cereal fields", the converse said the other way round)
  const objectOf = (text: string, m: RegExpMatchArray) => {
    const rest = text.slice(m.index! + m[0].length - m[2]!.length).split(/[,.;:!?()]|\s(?:and|or|but)\s/, 1)[0]!;
    return [...contentStems(tokenize(rest))].slice(0, 3).join(' ');
  };
  const pairs = (text: string) => [...text.matchAll(COMPARED_OBJECT)].map((m) => ({ word: m[1]!.toLowerCase(), object: objectOf(text, m), text: m[0] }));
  const spanPairs = pairs(spanText);
  if (spanPairs.length === 0) return undefined;
  for (const mine of pairs(claimText)) {
    const same = spanPairs.filter((p) => p.object === mine.object);
    const opposite = same.find((p) => COMPARATIVE_OPPOSITE.get(mine.word)?.includes(p.word));
    if (opposite && !same.some((p) => p.word === mine.word)) return { claim: mine.text, span: opposite.text };
  }
  return undefined;
}
const COMPARATIVE_PAIRS: Array<[string, string[]]> = [['higher', ['lower']], ['greater', ['less', 'smaller', 'lower']], ['larger', ['smaller']],
  ['bigger', ['smaller']], ['faster', ['slower']], ['earlier', ['later']], ['older', ['newer', 'younger']], ['longer', ['shorter']],
  ['better', ['worse']], ['stronger', ['weaker']], ['more', ['less', 'fewer']]];
const COMPARATIVE_OPPOSITE = new Map<string, string[]>();
for (const [a, bs] of COMPARATIVE_PAIRS) {
  COMPARATIVE_OPPOSITE.set(a, [...(COMPARATIVE_OPPOSITE.get(a) ?? []), ...bs]);
  for (const b of bs) COMPARATIVE_OPPOSITE.set(b, [...(COMPARATIVE_OPPOSITE.get(b) ?? []), a]);
}
/** A comparative, up to two words, "than" and the first word of what it is compared with ("lower precedence than assignment"). */
const COMPARED_OBJECT = new RegExp(`\\b(${[...new Set(COMPARATIVE_PAIRS.flatMap(([a, bs]) => [a, ...bs]))].join('|')})\\b(?:\\s+[\\p{L}-]+){0,2}?\\s+than\\s+(?:(?:the|a|an|that\\s+of|those\\s+of)\\s+)?([\\p{L}][\\p{L}-]*)`, 'giu');

/**
 * The claim's "both A and B" or "either A or B" where the span says only one of them ("Both Unicode and non-Unicode
 * strings violate this" / "non-Unicode strings violate this"; "both before and after" / "after"; "Both problems" / "The
 * second problem"): the item the span does not name, or undefined.
 */
export function pairItemUnstated(claimText: string, spanText: string): string | undefined {
  const spanWords = new Set(spanText.toLowerCase().split(/[^\p{L}\d_-]+/u).filter((w) => w.length > 0).map((w) => stem(w)));
  // (a code item as code: "`be`" is not named by "`become`" nor by the word "be")
  const named = (item: string) => item.startsWith('`') ? new RegExp(`\`+${escapeRegExp(item.replace(/`/g, ''))}\`+`).test(spanText) : spanWords.has(stem(item.toLowerCase()));
  for (const m of claimText.matchAll(PAIRED_ITEMS)) {
    if (/^both$/i.test(m[1]!) !== /^and$/i.test(m[3]!)) continue;
    const missing = [m[2]!, m[4]!].find((item) => !named(item));
    if (missing && [m[2]!, m[4]!].some(named)) return missing;
  }
  const both = /\bboth\s+(\p{L}+s)\b(?!\s+(?:and|or)\b)/iu.exec(claimText);
  if (both && !/\bboth\b/i.test(spanText)) {
    const noun = stem(both[1]!.toLowerCase());
    const one = new RegExp(`\\bthe\\s+(?:first|second|former|latter|other|one)\\s+(\\p{L}+)`, 'giu');
    for (const x of spanText.matchAll(one)) if (stem(x[1]!.toLowerCase()) === noun) return x[0];
  }
  return undefined;
}
/** "both A and B", "either A or B": each item its first word or code span (a second word may follow before the join). */
const PAIRED_ITEMS = /\b(both|either)\s+(`[^`]+`|\p{L}[\p{L}\d-]*)(?:\s+[\p{L}-]+)?\s+(and|or)\s+(`[^`]+`|\p{L}[\p{L}\d-]*)/giu;

/** Heads of a generic subject with no plural form ("Python code runs faster"). */
const MASS_HEADS = new Set(['code', 'software', 'data', 'hardware', 'traffic', 'output', 'input', 'memory', 'storage']);
/** Adjectives that pick a kind of the things named ("new libraries", "short programs"), whatever the tagger reads. */
const KIND_ADJECTIVES = new Set(['new', 'old', 'short', 'long', 'small', 'large', 'big', 'numeric', 'modern', 'legacy', 'recent', 'existing',
  'simple', 'complex', 'public', 'private', 'native', 'external', 'internal', 'local', 'remote', 'static', 'dynamic', 'generic', 'specific']);
/** Determiners that speak of any thing of a kind ("a", "every"): a word before its noun picks which. */
const ANY_OF_KIND = /^(?:a|an|any|every|each|no)$/;
/** Words that open a sentence as a link to the one before, not as a modifier of its subject. */
const SENTENCE_ADVERBS = new Set(['however', 'therefore', 'thus', 'hence', 'also', 'still', 'moreover', 'furthermore', 'instead', 'meanwhile', 'so',
  'then', 'yet', 'now', 'otherwise', 'besides', 'further', 'again', 'indeed', 'likewise', 'similarly', 'consequently', 'today', 'nowadays']);
/** Adjectives before a generic subject that say how widely or how many, not which kind. */
const NOT_A_KIND = new Set(['worldwide', 'global', 'various', 'numerous', 'several', 'many', 'different', 'other', 'such', 'all', 'most', 'typical',
  'common', 'usual', 'ordinary', 'general', 'overall', 'current', 'total', 'average', 'real', 'actual', 'individual', 'respective', 'relevant',
  'remaining', 'same', 'whole', 'entire', 'above', 'following', 'former', 'latter', 'aforementioned', 'said']);
/** Prepositions that order their two sides ("converts JSON *to* YAML", "prefers IPv6 *over* IPv4", "*instead of*"). */
const ORDERING = ['to', 'into', 'over', 'than', 'instead of', 'rather than'];
/** How many words a side may stand from its preposition ("maps the key to the slot"). */
const SIDE_REACH = 3;

/** "from A to B" as two phrases ("from the build directory to the cache"; "to B from A" is the same pair): each side's
   words, up to a clause word or a break, at most six words on. */
function fromToSides(w: Words): { from: string[]; to: string[]; text: readonly [string, string] } | undefined {
  // (a side with no content word, "O(n)", is its text)
  const side = (part: string) => {
    const stems = [...contentStems(tokenize(part))];
    return stems.length > 0 || part.trim() === '' ? stems : [part.replace(/\s+/g, '').toLowerCase()];
  };
  const end = (part: string) => part.split(/\s+(?:when|if|and|or|but|via|using|because|which|that)\s+|[,;:!?]|\.(?:\s|$)/i)[0]!.trim();
  // (a side may be a formula, "from O(n²) to O(n³)")
  const forward = /\bfrom\s+((?:[\p{L}\p{N}_.()^*+/-]+\s+){0,6}?)to\s+((?:[\p{L}\p{N}_.()^*+/-]+\s*){1,6})/iu.exec(w.text);
  if (forward) return { from: side(forward[1]!), to: side(end(forward[2]!)), text: [forward[1]!.trim(), end(forward[2]!)] as const };
  const backward = /\bto\s+((?:[\p{L}\p{N}_.()^*+/-]+\s+){0,6}?)from\s+((?:[\p{L}\p{N}_.()^*+/-]+\s*){1,6})/iu.exec(w.text);
  if (backward) return { from: side(end(backward[2]!)), to: side(backward[1]!), text: [end(backward[2]!), backward[1]!.trim()] as const };
  return undefined;
}

/**
 * "from O(n) to O(n²)" over "from O(n²) to O(n³)": one change of state on each side, whose ends differ though the claim's
 * words all stand in the span (a side the span names elsewhere). The claim's two ends, or undefined.
 */
export function fromToChanged(claimText: string, spanText: string): { from: string; to: string } | undefined {
  const count = (text: string) => (text.match(/\bfrom\s+[^.;:!?]{1,80}?\bto\b/giu) ?? []).length;
  if (count(claimText) !== 1 || count(spanText) !== 1) return undefined;
  const mine = fromToSides(wordsOf(versionsSpelled(claimText)));
  const theirs = fromToSides(wordsOf(versionsSpelled(spanText)));
  if (!mine || !theirs || [mine.from, mine.to, theirs.from, theirs.to].some((x) => x.length === 0)) return undefined;
  const same = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));
  if (same(mine.from, theirs.from) && same(mine.to, theirs.to)) return undefined;
  // (a side that runs on past the span's, "to SHA-1 in 2.0", or stops short of it, is the same end)
  const within = (a: string[], b: string[]) => a.every((x) => b.includes(x)) || b.every((x) => a.includes(x));
  if (within(mine.from, theirs.from) && within(mine.to, theirs.to)) return undefined;
  // (only ends that are formulas, "O(n²)", "2^n": other words may be the span's in other words, and figures are read by the
  // number readings, which tell a changed figure from a missing one)
  const value = (text: string) => /\p{L}\(|\^|[²³⁴⁵⁶⁷⁸⁹¹⁰]/u.test(text);
  const differing = [...(within(mine.from, theirs.from) ? [] : [mine.text[0], theirs.text[0]]), ...(within(mine.to, theirs.to) ? [] : [mine.text[1], theirs.text[1]])];
  if (!differing.every(value)) return undefined;
  return { from: mine.text[0], to: mine.text[1] };
}

/**
 * Two of the claim's words on either side of a preposition that orders them, which the span has only the other way
 * round ("converts JSON to YAML" / "converts YAML to JSON", "from 30% to 40%" / "from 40% to 30%"): the two words as
 * the claim writes them, or undefined.
 */
export function argumentsReversed(claimText: string, spanText: string): { first: string; second: string; prep: string } | undefined {
  // ("from v3 to v4" is "from version 3 to version 4")
  const claim = wordsOf(versionsSpelled(claimText));
  const span = wordsOf(versionsSpelled(spanText));
  const side = (w: Words, from: number, step: 1 | -1): Token | undefined => {
    for (let j = from, n = 0; j >= 0 && j < w.words.length && n < SIDE_REACH; j += step, n++) {
      if (breakAfter(w, step === 1 ? j - 1 : j)) return undefined;
      const t = w.words[j]!;
      if (!t.stop || t.kind === 'number') return t;
    }
    return undefined;
  };
  const uses = (w: Words, prep: string[]) => w.words.flatMap((t, i) => {
    if (!prep.every((p, k) => w.words[i + k]?.norm === p)) return [];
    const before = side(w, i - 1, -1);
    let after = side(w, i + prep.length, 1);
    // ("from version 3 to version 4": the word both sides repeat is not a side)
    const b = before ? w.words.indexOf(before) : -1;
    if (before && after && b > 0 && w.words[b - 1]!.norm === after.norm) after = side(w, w.words.indexOf(after) + 1, 1);
    return [{ before, after }];
  });
  for (const phrase of ORDERING) {
    const prep = phrase.split(' ');
    const mine = uses(claim, prep);
    if (mine.length === 0) continue;
    const theirs = uses(span, prep).filter((u) => u.before && u.after);
    for (const { before, after } of mine) {
      if (!before || !after) continue;
      const [b, a] = [stem(before.norm), stem(after.norm)];
      if (b === a) continue;
      const same = theirs.some((u) => stem(u.before!.norm) === b && stem(u.after!.norm) === a);
      const reversed = theirs.some((u) => stem(u.before!.norm) === a && stem(u.after!.norm) === b);
      if (reversed && !same) return { first: before.text, second: after.text, prep: phrase };
    }
  }
  const mineFT = fromToSides(claim);
  const theirsFT = mineFT && fromToSides(span);
  if (mineFT && theirsFT && mineFT.from.length > 0 && mineFT.to.length > 0) {
    const within = (a: string[], b: string[]) => a.every((x) => b.includes(x));
    // (each side against the other's, the span's "from" side within the claim's "to" side: a side may run on past it,
    // "to SHA-1 in 2.0")
    if (within(mineFT.from, theirsFT.to) && within(theirsFT.from, mineFT.to) && !(within(mineFT.from, theirsFT.from) && within(theirsFT.to, mineFT.to))) {
      return { first: mineFT.text[0], second: mineFT.text[1], prep: 'to' };
    }
  }
  return undefined;
}

/** A passive ("was designed", "is invalidated"): a claim and a span in different voices put their words in another order. */
const PASSIVE = /\b(?:is|are|was|were|be|been|being)\s+(?:\w+ly\s+)?\w+(?:ed|en|wn|ne|lt|pt|ght|ung|id|ut)\b/gi;
/** A text's content tokens in order: words that are not stop words, and numbers. */
const contentTokens = (text: string): Token[] => tokenize(text).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number');

/** What may stand between two items of a list: commas, "and"/"or", articles and the other items. */
const LIST_BETWEEN = /^(?:[\s,]|\b(?:and|or|the|a|an)\b|[\p{L}\p{N}][\p{L}\p{N}_.+#%-]*)*$/u;

/**
 * Two words exchanged wherever either stands, three times or more ("where Python code needs to execute C code, it creates
 * a frame for the C code" over "where C code needs to execute Python code, it creates a frame for the Python code"): the
 * claim's content words and the span's, one for one. The two words, or undefined.
 */
function wordsExchanged(claim: Token[], span: Token[]): { first: string; second: string } | undefined {
  const differ = claim.flatMap((t, i) => (t.stem !== span[i]!.stem ? [i] : []));
  if (differ.length < 3) return undefined;
  const [a, b] = [claim[differ[0]!]!.stem, span[differ[0]!]!.stem];
  if (!differ.every((i) => (claim[i]!.stem === a && span[i]!.stem === b) || (claim[i]!.stem === b && span[i]!.stem === a))) return undefined;
  if (!differ.some((i) => claim[i]!.stem === b)) return undefined;
  const first = claim[differ[0]!]!;
  const second = claim[differ.find((i) => claim[i]!.stem === b)!]!;
  return { first: first.text, second: second.text };
}

/** The longest phrase two phrases that trade places may each be, in content words. */
const SWAPPED_PHRASE_WORDS = 3;

/**
 * Two phrases of the same length in each other's places, with words between them that join no list: "invariants upheld
 * by constant evaluation are also held by runtime code" over "invariants held by runtime code are also upheld by
 * constant evaluation". The two phrases as the claim writes them, or undefined.
 */
function phrasesSwapped(claimText: string, spanText: string, claim: Token[], span: Token[], differ: number[]): { first: string; second: string } | undefined {
  const k = differ.length / 2;
  if (!Number.isInteger(k) || k > SWAPPED_PHRASE_WORDS) return undefined;
  const [i, j] = [differ[0]!, differ[k]!];
  // two runs of k neighbouring words each
  if (differ.some((d, n) => d !== (n < k ? i + n : j + n - k)) || j < i + k) return undefined;
  for (let n = 0; n < k; n++) if (claim[i + n]!.stem !== span[j + n]!.stem || claim[j + n]!.stem !== span[i + n]!.stem) return undefined;
  // (each phrase in the same frame on both sides, the word before it the same: "controls homeostasis in beige fat" is not
  // "controls homeostasis via Ca2+ cycling" with the two swapped — "in" and "via" give them other roles)
  const [claimWords, spanWords] = [tokenize(claimText), tokenize(spanText)].map((all) => all.filter((x) => x.kind === 'word'));
  const wordBefore = (words: Token[], t: Token) => words.filter((x) => x.end <= t.start).pop()?.norm;
  if (wordBefore(claimWords!, claim[i]!) !== wordBefore(spanWords!, span[i]!) || wordBefore(claimWords!, claim[j]!) !== wordBefore(spanWords!, span[j]!)) return undefined;
  if ((claimText.match(PASSIVE)?.length ?? 0) !== (spanText.match(PASSIVE)?.length ?? 0)) return undefined;
  // (not two items of a list or two joined clauses: "reads the config file and writes the lock file")
  // (nor a possessive said with "of": "PEP 8's naming rules" / "the naming rules of PEP 8"; the words between must be a verb's)
  const between = claimText.slice(claim[i + k - 1]!.end, claim[j]!.start);
  const spanBetween = spanText.slice(span[i + k - 1]!.end, span[j]!.start);
  const linking = (text: string) => tokenize(text).some((t) => t.kind === 'word' && !/^(?:['’]?s|of|the|a|an|its|their|his|her|for|in|on|to|with)$/.test(t.norm));
  if (/[,;]|\b(?:and|or|nor|but|while|whereas|then|vs|versus)\b/i.test(between) || SYMMETRIC.test(between) || !linking(between) || !linking(spanBetween)) return undefined;
  // (and the span says the same between them, give or take two words: not "the I/O safety types and traits proposed here
  // … within Orbix code" for "Orbix code has I/O safety")
  const said = contentNorms(between);
  if ([...contentNorms(spanBetween)].filter((w) => !said.has(w)).length > 2) return undefined;
  return { first: claimText.slice(claim[i]!.start, claim[i + k - 1]!.end), second: claimText.slice(claim[j]!.start, claim[j + k - 1]!.end) };
}

/**
 * The claim's content words are the span's, but two of them stand in each other's places ("Quillet reads the *lock*
 * file and Varrow writes the *configuration* file" over "… the configuration file … the lock file"; "compresses the
 * payload before encrypting it" over "encrypts … before compressing it"): the two words as the claim writes them, or
 * undefined. Not for two items of one list ("Linux, macOS and Windows"), nor across voices ("X was designed by Y" / "Y
 * designed X").
 */
export function wordsSwapped(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const claim = contentTokens(claimText);
  if (claim.length < 4) return undefined;
  const bag = new Map<string, number>();
  for (const t of claim) bag.set(t.stem, (bag.get(t.stem) ?? 0) + 1);
  const span = contentTokens(spanText).filter((t) => bag.has(t.stem));
  // (a span that names a claim word again in a later clause, "…, providing such feedback to the style team", or in a
  // relative clause, "… just the binaries that were installed by Cargo", is read up to that clause: the part that says
  // as many of the claim's words as the claim)
  if (span.length > claim.length) {
    const cut = [...spanText.matchAll(/[,;:]\s+|\s(?:that|which|who)\s/g)].map((m) => m.index!).find((at) => contentTokens(spanText.slice(0, at)).filter((t) => bag.has(t.stem)).length === claim.length);
    return cut === undefined ? undefined : wordsSwapped(claimText, spanText.slice(0, cut));
  }
  if (span.length !== claim.length) return undefined;
  const exchanged = wordsExchanged(claim, span);
  if (exchanged) return exchanged;
  const spanBag = new Map<string, number>();
  for (const t of span) spanBag.set(t.stem, (spanBag.get(t.stem) ?? 0) + 1);
  if ([...bag].some(([k, n]) => spanBag.get(k) !== n)) return undefined;
  const differ = claim.flatMap((t, i) => (t.stem !== span[i]!.stem ? [i] : []));
  if (differ.length >= 4) return phrasesSwapped(claimText, spanText, claim, span, differ);
  if (differ.length !== 2) return undefined;
  const [i, j] = differ as [number, number];
  // (two neighbours trade places in a rewording: "a full disk" / "the disk is full")
  if (j - i < 2) return undefined;
  if (claim[i]!.stem !== span[j]!.stem || claim[j]!.stem !== span[i]!.stem) return undefined;
  // (voices compared over the span's words that hold the claim's: "…, just the binaries that were installed by Cargo"
  // has a passive after them)
  const spanReach = spanText.slice(0, span[span.length - 1]!.end);
  if ((claimText.match(PASSIVE)?.length ?? 0) !== (spanReach.match(PASSIVE)?.length ?? 0)) return undefined;
  // (two items of one list: only names, commas and "and"/"or" between them, no verb or preposition)
  const between = claimText.slice(claim[i]!.end, claim[j]!.start);
  const claimTags = posTags(claimText);
  const betweenWords = wordsOf(claimText).words.filter((t) => t.start >= claim[i]!.end && t.end <= claim[j]!.start);
  if (LIST_BETWEEN.test(between) && /,|\b(?:and|or)\b/.test(between) && betweenWords.length <= 4 && claimTags.get(claim[i]!.start) !== 'v' &&
    !betweenWords.some((t) => PREPOSITIONS.has(t.norm) || AUXILIARIES.has(t.norm) || CLAUSE_OPENERS.has(t.norm) || ['by', 'to', 'of', 'from'].includes(t.norm) ||
      claimTags.get(t.start) === 'v')) return undefined;
  // ("options specific to Orbix" / "Orbix-specific options": a hyphened compound read out as a phrase)
  const hyphened = (text: string, t: Token) => text[t.start - 1] === '-' || text[t.end] === '-';
  if ([claim[i]!, claim[j]!].some((t) => hyphened(claimText, t)) || [span[i]!, span[j]!].some((t) => hyphened(spanText, t))) return undefined;
  return { first: claim[i]!.text, second: claim[j]!.text };
}


/**
 * The items of the lists a "respectively" pairs one by one ("Varrow and Quillet default to 12 and 4 threads,
 * respectively"): the first and the last list before it, each item as the word next to its separator (the last word of
 * an item before "and" or a comma, the first word after "and"), or undefined when the text has no such pair of lists of
 * one length.
 */
function respectiveLists(text: string): Token[][] | undefined {
  const at = /\brespectively\b/i.exec(text);
  if (!at) return undefined;
  const before = text.slice(0, at.index);
  const words = tokenize(before).filter((t) => t.kind === 'word' || t.kind === 'number');
  const gap = (i: number) => before.slice(words[i - 1]!.end, words[i]!.start);
  const lists: Token[][] = [];
  words.forEach((t, i) => {
    if ((t.norm !== 'and' && t.norm !== 'or') || i === 0 || i + 1 >= words.length) return;
    let first = i - 1;
    // (an Oxford comma: "A, B, and C")
    const items: Token[] = [words[first]!];
    while (first > 0 && /,/.test(gap(first)) && !/[;:.]/.test(gap(first))) items.unshift(words[--first]!);
    let next = i + 1;
    if (ARTICLES.has(words[next]!.norm) && next + 1 < words.length) next++;
    // (numbered items of one name, "Brindle 2 and Brindle 3": the number tells them apart)
    const sameName = [words[first - 1], words[first - 2]].some((t) => t?.norm === words[next]!.norm);
    const numbered = sameName ? words.slice(next + 1, next + 4).find((t) => t.kind === 'number') : undefined;
    items.push(numbered ?? words[next]!);
    lists.push(items);
  });
  if (lists.length < 2) return undefined;
  const pair = [lists[0]!, lists[lists.length - 1]!];
  return pair[0]!.length === pair[1]!.length ? pair : undefined;
}

/**
 * A claim that pairs an item of one list a span's "respectively" pairs with another item than the span's ("Varrow
 * defaults to 4 threads" over "Varrow and Quillet default to 12 and 4 threads, respectively"; or its own
 * "respectively" in another order): the claim's pair and the span's pair for its first item, as written, or undefined.
 */
export function respectivelyMispaired(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const lists = respectiveLists(spanText);
  if (!lists) return undefined;
  const [first, second] = lists as [Token[], Token[]];
  const indexIn = (list: Token[], t: Token) => list.findIndex((x) => x.norm === t.norm);
  const pairs: Array<[Token, Token]> = [];
  const own = respectiveLists(claimText);
  if (own) {
    own[0]!.forEach((t, k) => pairs.push([t, own[1]![k]!]));
  } else {
    // (each clause of the claim on its own: "Marlowe stores keys in Postgres while Zentra stores keys in Redis")
    for (const clause of claimText.split(/,?\s+(?:and|while|whereas|but)\s+(?=\S+\s+\S)|;\s*/)) {
      const claim = tokenize(clause).filter((t) => t.kind === 'word' || t.kind === 'number');
      const named = (list: Token[]) => claim.filter((t) => indexIn(list, t) >= 0);
      const [a, b] = [named(first), named(second)];
      // (one item of each list: the claim says the one of the other)
      if (a.length === 1 && b.length === 1 && a[0]!.norm !== b[0]!.norm) pairs.push([a[0]!, b[0]!]);
    }
  }
  for (const [a, b] of pairs) {
    const [i, j] = [indexIn(first, a), indexIn(second, b)];
    if (i >= 0 && j >= 0 && i !== j) return { claim: `${a.text} … ${b.text}`, span: `${first[i]!.text} … ${second[i]!.text}` };
  }
  return undefined;
}

/** A whitespace-delimited piece of text read as a list item: a code name whole, a word by its stem. */
interface Chunk {
  key: string;
  raw: string;
  code: boolean;
  /** A stop word, or nothing that names anything. */
  empty: boolean;
  /** Punctuation right after it ("duration,"): a clause or item ends there. */
  ends: boolean;
}

const CODE_CHUNK = /[_.(#[\]]/;

function chunksOf(text: string): Chunk[] {
  return [...text.matchAll(/\S+/g)].map((m) => {
    let raw = m[0].replace(/^[`"“'‘(]+|[`"”'’,.;:!?]+$/g, '');
    if (raw.endsWith(')') && !raw.includes('(')) raw = raw.slice(0, -1);
    const code = /[\p{L}\d]/u.test(raw) && CODE_CHUNK.test(raw.replace(/\(\)$/, '()'));
    const bare = raw.toLowerCase().replace(/[^\p{L}\p{N}_.]+/gu, '').replace(/^\.+|\.+$/g, '');
    const key = code ? bare : stem(bare);
    return { key, raw, code, empty: bare === '' || (!code && STOPWORDS.has(bare)), ends: /[,;:]`*$/.test(m[0]) };
  });
}

/**
 * The item on one side of a list's "and"/"or" at `at`: the nearest chunk (up to four away) that names something and
 * that the other side does not name too ("cancel the work …, or cancel sibling tasks": "sibling", not "cancel"); a code
 * name where the other side's item is one ("``with asyncio.timeout()`` or ``async with asyncio.TaskGroup()``").
 */
function itemBeside(chunks: Chunk[], at: number, step: -1 | 1, lo: number, hi: number, other: Set<string>): Chunk | undefined {
  const found: Chunk[] = [];
  for (let i = at + step, n = 0; i >= lo && i < hi && n < 4; i += step, n++) {
    const c = chunks[i]!;
    if (!c.empty && !other.has(c.key)) found.push(c);
    // (an item ends at its own punctuation: the left item looks no further back than the comma before it)
    if (step === -1 && i - 1 >= lo && chunks[i - 1]!.ends) break;
  }
  return found[0];
}

/** The two items of the list joined at `at` within [lo, hi), or undefined when they cannot be told apart. */
function pairAt(chunks: Chunk[], at: number, lo: number, hi: number): [Chunk, Chunk] | undefined {
  const keys = (from: number, to: number) => new Set(chunks.slice(Math.max(lo, from), Math.min(hi, to)).map((c) => c.key));
  let left = itemBeside(chunks, at, -1, lo, hi, keys(at + 1, hi));
  let right = itemBeside(chunks, at, 1, lo, hi, keys(lo, at));
  if (!left || !right) return undefined;
  // (items written as code on one side are code on the other: the code name near the join, not a word before it)
  if (left.code && !right.code) right = chunks.slice(at + 1, Math.min(hi, at + 5)).find((c) => c.code) ?? right;
  if (right.code && !left.code) left = chunks.slice(Math.max(lo, at - 4), at).reverse().find((c) => c.code) ?? left;
  return left.key !== right.key ? [left, right] : undefined;
}

/**
 * A claim that pairs an item of one list with the other list's other item, where the span pairs them by "respectively"
 * written after the first list ("``with timeout()`` or ``TaskGroup()``, which respectively cancel the work after the
 * duration, or cancel sibling tasks …" / "TaskGroup() cancels the work after the duration"), or between lists of code
 * names ("entered and exited using enter_block() and exit_block(), respectively" / "entered using exit_block()"). Read
 * clause by clause; a claim with its own "respectively" is respectivelyMispaired's. The claim's pair and the span's
 * pair for its first item, or undefined.
 */
/** The two lists a "respectively" pairs, each as its two items, or undefined (see respectiveItemsMispaired). */
function respectivePairs(text: string): [[Chunk, Chunk], [Chunk, Chunk]] | undefined {
  const chunks = chunksOf(text.replace(/[.!?]\s*$/, ''));
  const r = chunks.findIndex((c) => c.key === stem('respectively'));
  if (r < 0) return undefined;
  const joins = chunks.flatMap((c, i) => (/^(?:and|or)$/i.test(c.raw) ? [i] : []));
  const before = joins.filter((i) => i < r);
  const after = joins.filter((i) => i > r);
  let lists: Array<[Chunk, Chunk] | undefined>;
  if (!chunks[r]!.ends && r + 1 < chunks.length && after.length > 0) {
    // "A or B, which respectively X, or Y"
    const [j1, j2] = [before[before.length - 1], after[0]!];
    if (j1 === undefined) return undefined;
    lists = [pairAt(chunks, j1, Math.max(0, j1 - 4), r), pairAt(chunks, j2, r + 1, after[1] ?? chunks.length)];
  } else {
    // "A and B … X and Y, respectively": two joins only
    if (before.length !== 2) return undefined;
    const [j1, j2] = before as [number, number];
    lists = [pairAt(chunks, j1, Math.max(0, j1 - 4), j2), pairAt(chunks, j2, j1 + 1, r)];
  }
  const [first, second] = lists;
  return first && second ? [first, second] : undefined;
}

/**
 * A claim that pairs an item of one list with the other list's other item, where the span pairs them by "respectively"
 * written after the first list ("``with timeout()`` or ``TaskGroup()``, which respectively cancel the work after the
 * duration, or cancel sibling tasks …" / "TaskGroup() cancels the work after the duration"), or between lists of code
 * names ("entered and exited using enter_block() and exit_block(), respectively" / "entered using exit_block()"). Read
 * clause by clause, or by the claim's own "respectively". The claim's pair and the span's pair for its first item, or
 * undefined.
 */
export function respectiveItemsMispaired(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!/\brespectively\b/i.test(spanText)) return undefined;
  const lists = respectivePairs(spanText);
  if (!lists) return undefined;
  const [first, second] = lists;
  const at = (list: [Chunk, Chunk], c: Chunk) => list.findIndex((item) => item.key === c.key);
  const mispaired = (i: number, j: number) => ({ claim: `${first[i]!.raw} … ${second[j]!.raw}`, span: `${first[i]!.raw} … ${second[i]!.raw}` });
  if (/\brespectively\b/i.test(claimText)) {
    const own = respectivePairs(claimText);
    for (let k = 0; own && k < 2; k++) {
      const [i, j] = [at(first, own[0][k]!), at(second, own[1][k]!)];
      if (i >= 0 && j >= 0 && i !== j) return mispaired(i, j);
    }
    return undefined;
  }
  for (const clause of claimText.split(/,?\s+(?:and|while|whereas|but)\s+(?=\S+\s+\S)|;\s*/)) {
    const mine = chunksOf(clause);
    const named = (list: [Chunk, Chunk]) => list.flatMap((item, k) => (mine.some((c) => c.key === item.key) ? [k] : []));
    const [a, b] = [named(first), named(second)];
    if (a.length === 1 && b.length === 1 && a[0] !== b[0]) {
      return mispaired(a[0]!, b[0]!);
    }
  }
  return undefined;
}

/**
 * A claim that puts the other item where the span says "the former" or "the latter" of a list of two ("the `#![no_std]`
 * and `#![no_implicit_prelude]` attributes … by renaming the latter to `#![no_prelude]`" / "renaming #![no_std] to
 * #![no_prelude]"): the words before and after the phrase frame the claim's item. The claim's item and the one the
 * phrase names, or undefined.
 */
export function formerLatterMisread(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (/\b(?:former|latter)\b/i.test(claimText)) return undefined;
  const chunks = chunksOf(spanText);
  const mine = chunksOf(claimText);
  for (let p = 1; p + 2 < chunks.length; p++) {
    if (chunks[p]!.raw.toLowerCase() !== 'the' || !/^(?:former|latter)$/i.test(chunks[p + 1]!.raw)) continue;
    const join = chunks.slice(0, p).map((c, i) => (/^(?:and|or)$/i.test(c.raw) ? i : -1)).filter((i) => i >= 0).pop();
    if (join === undefined) continue;
    const pair = pairAt(chunks, join, Math.max(0, join - 4), p);
    if (!pair) continue;
    const named = /^latter$/i.test(chunks[p + 1]!.raw) ? pair[1] : pair[0];
    const other = named === pair[1] ? pair[0] : pair[1];
    const [lead, next] = [chunks[p - 1]!, chunks[p + 2]!];
    if (lead.empty && lead.key === '') continue;
    for (let i = 0; i < mine.length; i++) {
      if (mine[i]!.key !== lead.key) continue;
      const close = mine.slice(i + 1, i + 5).findIndex((c) => c.key === next.key);
      if (close < 1) continue;
      const slot = mine.slice(i + 1, i + 1 + close);
      if (slot.some((c) => c.key === other.key) && !slot.some((c) => c.key === named.key)) return { claim: other.raw, span: named.raw };
    }
  }
  return undefined;
}

/** Words that join two clauses in an order that matters: a cause, a time, a condition ("X because Y" is not "Y because X"). */
const ORDERED_CONNECTIVES = ['because', 'since', 'after', 'before', 'until', 'unless', 'if', 'when', 'whenever', 'once', 'so that', 'due to',
  'as a result of'];

/** Each connective as a pattern, built once; and any of them, for claims that have none. */
/** Joins by which a span gives a result ("X, so Y", "X, and thus Y", "X, thereby Y"): "Y because X" the other way round. */
const RESULT_CONNECTIVES = [', so', '; so', ', thus', '; thus', 'and thus', ', therefore', '; therefore', 'and therefore', ', hence', '; hence', 'thereby',
  'consequently', 'which is why', ', leading to', 'as a result,', 'as a consequence,'];
/** Joins by which a span gives a reason as "because" does ("X since Y", "X (as Y)"). */
const REASON_CONNECTIVES = ['since', ', as', '(as'];
const CONNECTIVE_PATTERNS = new Map([...ORDERED_CONNECTIVES, ...RESULT_CONNECTIVES, ...REASON_CONNECTIVES].map((p) => [p,
  new RegExp(`${/^\w/.test(p) ? '\\b' : ''}${escapeRegExp(p).replace(/ /g, '\\s+')}\\b`, 'i')]));
const CONNECTIVE_PATTERNS_ALL = new Map([...CONNECTIVE_PATTERNS].map(([p, re]) => [p, new RegExp(re.source, 'gi')]));
const ANY_ORDERED_CONNECTIVE = new RegExp(`\\b(?:${ORDERED_CONNECTIVES.map((p) => p.replace(/ /g, '\\s+')).join('|')})\\b`, 'i');

/**
 * The claim's two clauses on either side of a connective that orders them, which the span joins by the same connective
 * the other way round ("The build failed because the cache was stale" over "The cache was stale because the build
 * failed"): the connective and the claim's two sides as written, or undefined.
 */
export function clausesReversed(claimText: string, spanText: string): { connective: string; first: string; second: string } | undefined {
  if (!ANY_ORDERED_CONNECTIVE.test(claimText)) return undefined;
  const stems = (part: string) => contentStems(tokenize(part));
  const sidesAt = (text: string, at: RegExpMatchArray) => {
    let left = text.slice(0, at.index);
    let right = text.slice(at.index! + at[0].length);
    // a clause the connective opens before its main clause ("After the rotation, tokens expire", "However, when …"): up to
    // its comma
    if (/^[\s"“'‘(]*(?:\p{L}+,\s*)?$|[.;:!?]\s*(?:\p{L}+,\s*)?$/u.test(left)) {
      // (a noun phrase with no comma after it, "After installation the wheel must be …": up to the subject's determiner)
      const phraseOnly = /^\s*((?:[\p{L}\p{N}_-]+\s+){0,3}?[\p{L}\p{N}_-]+)\s+(?=(?:the|a|an|this|that|these|those|its|their|each|every|all|any|some|no)\s)/iu.exec(right);
      let comma = phraseOnly && !/\b(?:is|are|was|were|has|have|had|be|been|will|would|can|could|must|should|may|might|does|did|do)\b/i.test(phraseOnly[1]!)
        ? phraseOnly[0].length : right.indexOf(',');
      // (a clause with no comma before its main clause's modal: "If the directory already exists an error will be raised")
      const main = MAIN_CLAUSE_WITHOUT_COMMA.exec(right.slice(0, comma < 0 ? right.length : comma));
      if (main) comma = main.index;
      if (comma < 0) return undefined;
      [left, right] = [`${left} ${right.slice(comma + (right[comma] === ',' ? 1 : 0))}`, right.slice(0, comma)];
    }
    return { left: stems(left), right: stems(right), leftText: left.trim(), rightText: right.replace(/[.!?\s]+$/, '').trim() };
  };
  // every reading of the connective, one per place it stands ("Since the API has been unchanged since its inception, …")
  // (not one that goes on a list of its kind, "When A, or when B, R": what stands before it is the list, no clause it joins)
  const sides = (text: string, phrase: string) => [...text.matchAll(CONNECTIVE_PATTERNS_ALL.get(phrase)!)]
    .filter((at) => !/\b(?:or|and|nor)\s+$/i.test(text.slice(Math.max(0, at.index! - 6), at.index)))
    .flatMap((at) => sidesAt(text, at) ?? []);
  const share = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;
  // each side of the claim found mostly on the span's other side
  const mostly = (a: Set<string>, b: Set<string>) => 2 * share(a, b) > a.size;
  for (const phrase of ORDERED_CONNECTIVES) {
    const claimSides = sides(claimText, phrase).filter((mine) => mine.left.size > 0 && mine.right.size > 0);
    if (claimSides.length === 0) continue;
    // the span's readings, once for all the claim's readings of this connective
    // ("Y, so X", "Y, thereby X" say X because Y; "X since Y", "X (as Y)" say X because Y)
    // (not a result join the claim makes too: "X, because previously A, so B" over "X: previously A, so B")
    const reasons = phrase === 'because' && !/\bbecause\b/i.test(spanText) ? REASON_CONNECTIVES.flatMap((p) => sides(spanText, p)) : [];
    const results = phrase === 'because' && !/\bbecause\b/i.test(spanText)
      ? RESULT_CONNECTIVES.filter((p) => !CONNECTIVE_PATTERNS.get(p)!.test(claimText)).flatMap((p) => sides(spanText, p).map((r) => ({ ...r, left: r.right, right: r.left }))) : [];
    // ("if", "when" and "whenever" set the same condition: "If A, R raises when B" is "When A, R raises if B")
    const family = CONDITION_FAMILY.includes(phrase) ? CONDITION_FAMILY : [phrase];
    const theirs = [...family.flatMap((p) => sides(spanText, p)), ...reasons, ...results];
    for (const mine of claimSides) {
      const reversed = theirs.some((t) => {
        const sameWay = share(mine.left, t.left) + share(mine.right, t.right);
        const otherWay = share(mine.left, t.right) + share(mine.right, t.left);
        return otherWay > sameWay && mostly(mine.left, t.right) && mostly(mine.right, t.left);
      });
      // (a reading of the span that joins them the claim's way says what the claim says, whatever another reading does)
      if (reversed && !theirs.some((t) => mostly(mine.left, t.left) && mostly(mine.right, t.right))) {
        return { connective: phrase, first: mine.leftText, second: mine.rightText };
      }
    }
  }
  return undefined;
}
/** Words that set the same condition. */
const CONDITION_FAMILY = ['if', 'when', 'whenever'];
/** A main clause's subject and modal inside what reads as an opening condition with no comma: " an error will be raised". */
const MAIN_CLAUSE_WITHOUT_COMMA = /(?<=^\s*(?:[\p{L}\p{N}_`.-]+\s+){3,}[\p{L}\p{N}_`.-]+)\s+(?=(?:the|a|an|this|these|those|it|they|we|you)\s+(?:[\p{L}\p{N}_`.-]+\s+){0,3}?(?:will|would|can|could|must|should|may|might|shall)\b)/iu;

/** "with X" and its kin, which "without X" denies. */
const WITH_WORDS = '(?:only\\s+)?(?:with|through|via|using|by\\s+means\\s+of)';

/**
 * One side says "without X" where the other says "with X" ("through X", "using X"), of the same word: the two phrases
 * as written (the claim's first), or undefined. Neither carries the other; nor does one deny the other ("can run
 * without root" and "can run with root" may both hold).
 */
export function withOrWithout(claimText: string, spanText: string): { claim: string; span: string; only?: true } | undefined {
  const phrase = (text: string, words: string) => [...text.matchAll(new RegExp(`\\b${words}\\s+(?:(?:the|a|an|any)\\s+)?([\\p{L}\\p{N}][\\p{L}\\p{N}_.+#-]*)`, 'giu'))]
    .map((m) => {
      const word = m[1]!.replace(/[.]+$/, '');
      // ("only with WSL", "can only run with root": the one way, which the other rules out)
      const only = /\bonly\s+(?:\p{L}+\s+){0,2}$/iu.test(text.slice(Math.max(0, m.index! - 30), m.index!)) || /^only\b/i.test(m[0]);
      return { text: m[0].slice(0, m[0].length - (m[1]!.length - word.length)), word: stem(word.toLowerCase()), only };
    });
  if (!/\bwithout\b/i.test(claimText) && !/\bwithout\b/i.test(spanText)) return undefined;
  // ("works with and without TLS", "with or without Docker": both)
  if (/\bwith\s+(?:and|or)\s+without\b|\bwithout\s+(?:and|or)\s+with\b/i.test(spanText)) return undefined;
  const [without, withWords] = [`without`, WITH_WORDS];
  for (const [mine, theirs] of [[without, withWords], [withWords, without]] as const) {
    const claimSide = phrase(claimText, mine);
    if (claimSide.length === 0) continue;
    const spanSide = phrase(spanText, theirs);
    const spanSame = phrase(spanText, mine);
    for (const c of claimSide) {
      const other = spanSide.find((s) => s.word === c.word);
      if (other && !spanSame.some((s) => s.word === c.word)) return { claim: c.text, span: other.text, ...(other.only || c.only ? { only: true as const } : {}) };
    }
  }
  return undefined;
}

/** Words a writer copies as written, never inflected: options ("--force"), snake_case names, and names with "++" or "#" ("C++", "F#"). */
const IDENTIFIER = /(?<![\p{L}\p{N}_.-])(--?[A-Za-z][\w-]*[A-Za-z0-9]|[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+(?:[A-Z][a-z0-9]*)+|[a-z_]\w+(?:\.[a-z_]\w+)+|[A-Za-z]+(?:\+\+|#))(?![\p{L}\p{N}_#+]|\.\w)/gu;

/**
 * An identifier of the claim ("--force", "max_size", "C++") that the span gives only in another form with the same
 * letters ("--forced", "max_sizes", "C"): another option or name, not the claim's. The two as written, or undefined.
 */
export function identifierDiffers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const core = (id: string) => id.replace(/^--?/, '').replace(/(?:\+\+|#)$/, '').replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()
    .split(/[_.-]/).map((part) => stem(part)).join('_');
  const spanIds = [...spanText.matchAll(IDENTIFIER)].map((m) => m[1]!);
  const spanWords = tokenize(spanText).filter((t) => t.kind === 'word');
  for (const m of claimText.matchAll(IDENTIFIER)) {
    const id = m[1]!;
    if (spanIds.some((s) => s.toLowerCase() === id.toLowerCase())) continue;
    // (the same letters, or the claim's option with more after it: "--force-with-lease" for "--force")
    const near = spanIds.find((s) => core(s) === core(id) || (/^-/.test(id) && s.toLowerCase().startsWith(`${id.toLowerCase()}-`))) ??
      // ("C++" / "C": the bare name, not inside an identifier of its own)
      (/(?:\+\+|#)$/.test(id) ? spanWords.find((t) => t.norm === id.replace(/(?:\+\+|#)$/, '').toLowerCase() && !/^[+#]/.test(spanText.slice(t.end)))?.text : undefined);
    if (near) return { claim: id, span: near };
  }
  return undefined;
}

/** Words that pick one out of a group ("the first", "the largest"), which "one of the …" makes one of several. */
const ONE_OF_THE = /\b(?:one\s+of|among)\s+the\s+([\p{L}-]+)(?:\s+([\p{L}-]+))?/giu;

/**
 * The claim says "the first language" where the span says "one of the first languages": the span's phrase as written,
 * or undefined.
 */
export function oneOfSeveral(claimText: string, spanText: string): string | undefined {
  for (const m of spanText.matchAll(ONE_OF_THE)) {
    const word = m[1]!.toLowerCase();
    const own = new RegExp(`\\bthe\\s+${escapeRegExp(word)}\\b(?:\\s+([\\p{L}-]+))?`, 'iu').exec(claimText);
    if (!own || /\bone\s+of\s+$/i.test(claimText.slice(0, own.index))) continue;
    // (of the same thing: "one of the first users" says nothing of "the first Quba release")
    if (m[2] && own[1] && stem(m[2].toLowerCase()) !== stem(own[1].toLowerCase()) && !/^(?:of|in|to|with)$/i.test(own[1])) continue;
    return `one of the ${m[1]}`;
  }
  return undefined;
}

/**
 * The claim's "only through `pytz`" (or "nothing but …") where the span's "only" reaches a list, "only … through two
 * modules, `pytz` and `dateutil`": the claim names one item of the span's short list and leaves another out, so its
 * "only" excludes what the span includes. The span's list, or undefined.
 */
export function onlyOneOfList(claimText: string, spanText: string, wholeClaim = true): string | undefined {
  const claimOnly = exclusiveReach(claimText);
  const spanOnly = exclusiveReach(spanText);
  if (!claimOnly || !spanOnly) return undefined;
  if (!wholeClaim && !/^only$/i.test(claimOnly.word)) return undefined;
  // (an "only" that opens its sentence reaches its subject, which runs up to the verb: "Only collaborators and triagers
  // can start a run")
  const subject = !spanOnly.trailing && /^\W*only\s/i.test(spanText) ? SUBJECT_BEFORE_VERB.exec(spanOnly.reach)?.[1] : undefined;
  const scope = subject !== undefined && SHORT_LIST_WHOLE.test(subject) ? subject : spanOnly.reach;
  const claimStems = contentStems(tokenize(claimText));
  const afterOnly = contentStems(tokenize(claimOnly.reach));
  const claimFigures = new Set(tokenize(claimText).filter((t) => t.kind === 'number').map((t) => t.norm));
  for (const list of scope.matchAll(SHORT_LIST)) {
    // (an item that counts the rest, "two third-party modules, A and B", is their head, not one of them)
    const itemParts = list[0].split(/\s*(?:,\s*(?:and|or)?|\band\b|\bor\b)\s*/i)
      .filter((x) => {
        const first = x.trim().split(/\s+/)[0]!.toLowerCase();
        return !/^\d/.test(first) && !CARDINAL_WORDS.has(first);
      })
      .map((x) => {
        const stems = contentStems(tokenize(x));
        return { stems, head: [...stems].pop() ?? '', figures: tokenize(x).filter((t) => t.kind === 'number').map((t) => t.norm) };
      }).filter((x) => x.stems.size > 0);
    const itemFigures = itemParts.map((x) => x.figures);
    const items = itemParts.map((x) => x.stems);
    if (items.length < 2) continue;
    const named = items.filter((x) => [...x].some((w) => afterOnly.has(w)));
    // (or one whose figure the claim does not give: "UTF-16" of "UTF-8, UTF-16, and Latin-1")
    // (an item's head is its last word: the verb a list's first item may take with it, "may be strings", is no part of it)
    // (after a trailing exclusive, whose list runs back into its clause's verb: a leading "only" reaches its list alone)
    // (and a later item's first word is its own, where the list's noun follows its last item: "sha512 and *blake3* digests")
    const left = itemParts.filter((x, k) => (spanOnly.trailing ? !claimStems.has(x.head) || (k > 0 && !claimStems.has([...x.stems][0]!)) : [...x.stems].every((w) => !claimStems.has(w))) ||
      (itemFigures[k] ?? []).some((f) => !claimFigures.has(f)));
    if (named.length > 0 && left.length > 0) return list[0].trim();
  }
  return undefined;
}
/** "only", and the words that say it of what follows ("nothing but", "none except", "nothing other than", "limited to"). */
const ONLY_WORDS = /\bonly\b|\b(?:nothing|none)\s+(?:but|except|other\s+than)\b|\b(?:limited|restricted|confined)\s+to\b|\b(?:exclusively|solely)\b/i;
/** "…, and nothing else", "…, and to no other classes": a list's "only" said after it. */
const TRAILING_ONLY = /,?\s+(?:and|but)\s+(?:(?:to|for|in|on|with|from|by|at|of)\s+)?(?:nothing|none|no\s+others?|no\s+other\s+\p{L}+)(?:\s+else)?\b/iu;

/**
 * What a text's "only" reaches, and its word: after a leading one, up to its clause's end or a comment on the list
 * ("…, both who …", "…, which …"); before a trailing one ("…, and nothing else"), back to its sentence's start.
 */
function exclusiveReach(text: string): { word: string; reach: string; trailing?: boolean } | undefined {
  const leading = ONLY_WORDS.exec(text);
  // (a full stop inside a name, "Node.js", ends nothing)
  if (leading) return { word: leading[0], reach: text.slice(leading.index + leading[0].length).split(/[.;:!?](?=\s|$)|,\s*(?:both|all|each|which|who|where|but)\b/i, 1)[0]! };
  const trailing = TRAILING_ONLY.exec(text);
  if (!trailing) return undefined;
  const before = text.slice(0, trailing.index);
  const sentenceStart = Math.max(0, ...[...before.matchAll(/[.;:!?](?=\s)/g)].map((m) => m.index! + 1));
  return { word: trailing[0].trim(), reach: before.slice(sentenceStart), trailing: true };
}
/** Two to four items of one to three words each, the last joined by "and"/"or" ("``pytz`` and ``dateutil``", "A, B or C"), at the end. */
// (ending the clause the "only" reaches: "… through A and B, both …", not "… the flag and users report that …")
const SHORT_LIST = /(?:[^\s,]+(?:\s+[^\s,]+){0,2}\s*,\s*){0,2}[^\s,]+(?:\s+[^\s,]+){0,2}\s*,?\s+(?:and|or)\s+[^\s,]+(?:\s+[^\s,]+){0,2}\s*$/gi;

/** A subject up to its verb: an auxiliary or modal after the noun phrase ("collaborators and triagers can …"). */
const SUBJECT_BEFORE_VERB = /^(.+?)\s+(?:can|could|may|might|must|should|shall|will|would|are|is|were|was|have|has|had|do|does|did|need|get)\b/i;
/** A subject that is one short list of two to four items, the last joined by "and"/"or". */
const SHORT_LIST_WHOLE = /^\s*(?:[^\s,]+(?:\s+[^\s,]+){0,3}\s*,\s*){0,2}[^\s,]+(?:\s+[^\s,]+){0,3}\s*,?\s+(?:and|or)\s+[^\s,]+(?:\s+[^\s,]+){0,2}\s*$/i;

/** Words that put a statement before or after a point in time or a version. */
// (a product's name may stand before its version: "prior to Python 2.1", "since Rust 1.50")
const BEFORE_POINT = /\b(?:before|prior\s+to|until|till|up\s+to)\s+((?:\p{Lu}[\p{L}\d+#-]*\s+)?(?:version|release|v)?\s*\d[\w.]*|\d{4})\b/giu;
const AFTER_POINT = /\b(?:after|since|from|starting\s+(?:with|in|from)|as\s+of|beginning\s+(?:with|in))\s+((?:\p{Lu}[\p{L}\d+#-]*\s+)?(?:version|release|v)?\s*\d[\w.]*|\d{4})\b/giu;

/** The same for an event named by a word ("after stabilization" / "prior to stabilization", "before the freeze"). */
const NOT_AN_EVENT = String.raw`(?!(?:that|this|these|those|it|then|which|what|them|all|each|any|one|some|we|they|he|she|i|you|a|an|its|their|our|his|her)\b)`;
const BEFORE_EVENT = new RegExp(String.raw`\b(?:before|prior\s+to)\s+(?:the\s+)?${NOT_AN_EVENT}(\p{L}[\p{L}\p{N}_-]*)`, 'giu');
const AFTER_EVENT = new RegExp(String.raw`\bafter\s+(?:the\s+)?${NOT_AN_EVENT}(\p{L}[\p{L}\p{N}_-]*)`, 'giu');

/**
 * The claim puts its statement on one side of a point ("after version 3", "since 2019") that the span puts on the
 * other ("Prior to version 3, …", "until 2019"): the claim's phrase and the span's, or undefined.
 */
export function pointSideReversed(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const points = (text: string, re: RegExp) => [...text.matchAll(re)].map((m) => ({ text: m[0], at: stem(m[1]!.replace(/^(?:\p{Lu}[\p{L}\d+#-]*\s+(?=(?:version|release|v)?\s*\d))?(?:version|release|v)?\s*/iu, '').toLowerCase()) }));
  for (const [mine, theirs] of [[BEFORE_POINT, AFTER_POINT], [AFTER_POINT, BEFORE_POINT], [BEFORE_EVENT, AFTER_EVENT], [AFTER_EVENT, BEFORE_EVENT]] as const) {
    for (const c of points(claimText, mine)) {
      const other = points(spanText, theirs).find((s) => s.at === c.at);
      if (other && !points(spanText, mine).some((s) => s.at === c.at)) return { claim: c.text, span: other.text };
    }
  }
  return undefined;
}

/** A clause an act happens before, or after ("once the language is extended", "as soon as the lock is free"). */
const BEFORE_CLAUSE = /\bbefore\s+([^.;:!?,()]{3,120})/gi;
const AFTER_CLAUSE = /\b(?:after|once|as\s+soon\s+as)\s+([^.;:!?,()]{3,120})/gi;
/** How many of a clause's first content words are compared. */
const EVENT_WORDS = 6;

/**
 * The claim puts its act before an event the span puts it after, or the other way round ("must be updated … before the
 * language is extended" / "Once the language is extended, … will need to be updated"): the two phrases, or undefined.
 * The event is a clause, matched by most of its first content words.
 */
export function eventOrderReversed(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const stemsOf = (text: string) => new Set(wordsOf(text).words.filter((t) => !t.stop && t.kind === 'word').slice(0, EVENT_WORDS).map((t) => stem(t.norm)));
  for (const [mine, theirs] of [[BEFORE_CLAUSE, AFTER_CLAUSE], [AFTER_CLAUSE, BEFORE_CLAUSE]] as const) {
    for (const c of claimText.matchAll(mine)) {
      const own = stemsOf(c[1]!);
      if (own.size < 2) continue;
      const need = Math.min(own.size, Math.max(2, Math.ceil(own.size * 0.6)));
      const same = (m: RegExpMatchArray) => {
        const other = stemsOf(m[1]!);
        return [...own].filter((x) => other.has(x)).length >= need;
      };
      const other = [...spanText.matchAll(theirs)].find(same);
      // (not the converse, "A happens after B" / "B happens before A": the span's event is then the claim's main clause)
      const main = stemsOf(claimText.slice(0, c.index));
      const converse = other !== undefined && [...stemsOf(other[1]!)].filter((x) => main.has(x)).length > [...stemsOf(other[1]!)].filter((x) => own.has(x)).length;
      if (other && !converse && ![...spanText.matchAll(mine)].some(same)) return { claim: c[0].trim(), span: other[0].trim() };
    }
  }
  return undefined;
}

/** A denial that repeats the clause before it only by its auxiliary, for another place: "whereas it does not on Unix". */
const ELLIPTICAL_PLACE_DENIAL = /\b(?:whereas|while|but)\s+(?:it|they|this|that|he|she|we|one)\s+(?:does|do|did|is|are|was|were|has|have|can|will|would|could|should)(?:\s+not|n['’]t)\s+(?:on|in|for|with|under|at|by)\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N}.#+_-]*)/giu;

const ELLIPTICAL_PLACE_DENIAL_ONCE = new RegExp(ELLIPTICAL_PLACE_DENIAL.source, 'iu');
const ELLIPTICAL_PLACE = /\b(?:whereas|while|but)\s+(?:it|they|this|that|he|she|we|one)\s+(?:does|do|did|is|are|was|were|has|have|can|will|would|could|should)\s+(?:on|in|for|with|under|at|by)\s/i;
/**
 * "includes the time slept on Unix" over "On Windows, it includes the time slept, whereas it does not on Unix": the span
 * denies its clause, by an ellipsis, for a place the claim says it of (without a denial of its own there). The place as
 * the span writes it, or undefined.
 */
export function placeDeniedByEllipsis(claimText: string, spanText: string): string | undefined {
  // (a claim that denies by an ellipsis itself says the span's)
  // (nor one that says the span's ellipsis without its denial, "whereas it does on Unix": a denial dropped, read as one)
  if (ELLIPTICAL_PLACE_DENIAL_ONCE.test(claimText) || ELLIPTICAL_PLACE.test(claimText)) return undefined;
  const claimWords = wordsOf(claimText).words;
  for (const m of spanText.matchAll(ELLIPTICAL_PLACE_DENIAL)) {
    const word = m[1]!.replace(/[.#+_-]+$/, '');
    const place = stem(word.toLowerCase());
    const at = claimWords.findIndex((t) => stem(t.norm) === place);
    if (at < 0) continue;
    // (the claim's own denial right before the place says the same: "… but not on Unix")
    if (claimWords.slice(Math.max(0, at - 3), at).some((t) => DENIALS.has(t.norm) || /n['’]t$/.test(t.norm))) continue;
    return word;
  }
  return undefined;
}

/** A list of single words or names, "A, B and C" or "A, B, or C": its items. */
const WORD_LIST = /(?<![\p{L}\p{N}.+#-])([\p{L}\p{N}][\p{L}\p{N}.+#-]*(?:,\s+[\p{L}\p{N}][\p{L}\p{N}.+#-]*){0,64}),?\s+(?:and|or)\s+([\p{L}\p{N}][\p{L}\p{N}+#-]*(?:\.[\p{L}\p{N}]+)*)/gu;
/** Words by which a writer adds an item to a list said before ("TOML is supported too"). */
const ADDS_TO_LIST = /\b(?:also|too|as\s+well|in\s+addition|additionally|likewise|besides|like|as\s+does|as\s+do)\b/i;
/** Words by which a clause takes an item out ("TOML was dropped", "Lima lost its mirror", "3.12 is not yet supported"). */
const TAKES_OUT = /\b(?:not|no|never|dropped|removed|lost|deprecated|unsupported|discontinued|retired|planned|yet|pending|fails?|failed|requires?|needs?)\b|n['’]t\b/i;

function listItems(text: string): Array<{ items: string[]; text: string; start: number; end: number }> {
  if (!LIST_END.test(text)) return [];
  return [...text.matchAll(WORD_LIST)].map((m) => ({
    items: [...m[1]!.split(/,\s+/), m[2]!].map((w) => stem(w.toLowerCase())),
    text: m[0], start: m.index!, end: m.index! + m[0].length,
  }));
}

/**
 * The claim lists three or more items ("JSON, YAML and TOML"); the span's list has two or more of them but not one it
 * names elsewhere ("JSON and YAML; TOML support was removed"): the span does not put that item in the list. The span's
 * list and the item as written, or undefined. A clause that adds to the list ("TOML works too") keeps it in.
 */
export function listItemOutside(claimText: string, spanText: string): { list: string; item: string } | undefined {
  // (a list of three or more has a comma)
  if (!claimText.includes(',')) return undefined;
  const spanLists = listItems(spanText);
  const spanTokens = tokenize(spanText);
  for (const mine of listItems(claimText)) {
    const items = mine.items.filter((s) => !STOPWORDS.has(s));
    if (items.length < 3 || items.length !== mine.items.length) continue;
    // (a sentence adverb that opens the text is no item: "Initially, 0 and 1 will be …")
    if (mine.start === 0 && /^\p{L}+ly,/u.test(mine.text)) continue;
    const tags = posTags(claimText);
    const acts = new Set(tokenize(claimText.slice(0, mine.start)).filter((t) => tags.get(t.start) === 'v' && !AUXILIARIES.has(t.norm)).map((t) => t.norm));
    for (const theirs of spanLists) {
      const shared = items.filter((s) => theirs.items.includes(s));
      if (shared.length < 2) continue;
      for (const item of items) {
        if (theirs.items.includes(item)) continue;
        const elsewhere = spanTokens.find((t) => (t.kind === 'word' || t.kind === 'number') && stem(t.norm) === item && (t.start < theirs.start || t.start >= theirs.end));
        if (!elsewhere) continue;
        // its clause: from the last ";" or sentence end before it to the next
        const before = spanText.slice(0, elsewhere.start);
        const from = Math.max(0, before.search(/[^.;!?]*$/));
        const to = spanText.slice(elsewhere.start).search(/[.;!?](?:\s|$)/);
        const clause = spanText.slice(from, to < 0 ? spanText.length : elsewhere.start + to);
        // (a clause that adds to the list, or says the claim's act of it again: "…, and reads TOML through a plugin";
        // not one that takes it out: "PDF too was dropped")
        const own = clause.slice(Math.max(0, clause.slice(0, elsewhere.start - from).lastIndexOf(',') + 1));
        if (!TAKES_OUT.test(clause) && (ADDS_TO_LIST.test(clause) || tokenize(own).some((t) => acts.has(t.norm)))) continue;
        return { list: theirs.text, item: elsewhere.text };
      }
    }
  }
  return undefined;
}

/** A circumstance that opens a sentence: "After the Falcon rewrite, …", "Following the merge, …", "With the new cache, …". */
const OPENING_CIRCUMSTANCE = /^[\s"'(]*(?:after|following|since|before|during|upon|prior\s+to|until)\s+((?:[^,;.]|\.(?=\d)){3,80}),\s*/i;
/** A circumstance that closes a sentence: "…, following the redesign.", "… after the 3.2 upgrade." */
const CLOSING_CIRCUMSTANCE = /,?\s+(?:after|following|during)\s+((?:[^,;.]|\.(?=\d)){3,80})[.!]?\s*$/i;

/**
 * The claim's subject ("The Falcon rewrite improved startup time") named by the span only in the circumstance that opens
 * it ("After the Falcon rewrite, startup time improved …"): the span says when, not that it did it. The span's
 * circumstance as written, or undefined.
 */
export function subjectOnlyAsCircumstance(claimText: string, spanText: string): string | undefined {
  const m = OPENING_CIRCUMSTANCE.exec(spanText) ?? CLOSING_CIRCUMSTANCE.exec(spanText);
  // (a claim that opens with its own condition or circumstance has its subject after it)
  if (!m || OPENING_CIRCUMSTANCE.test(claimText) || CLOSING_CIRCUMSTANCE.test(claimText) || CLAUSE_OPENERS.has(/^\W*(\p{L}+)/u.exec(claimText)?.[1]?.toLowerCase() ?? '')) return undefined;
  // (a circumstance with a verb of its own that the rest names by a pronoun, "After the rewrite landed, it cut …", is the subject)
  if (/^\s*(?:it|they|this|these)\b/i.test(spanText.slice(m.index + m[0].length))) return undefined;
  const claim = wordsOf(claimText);
  const tags = posTags(claimText);
  // (a finite form first, "-ed" or "-s", over a bare one the tagger may read in a noun: "The 3.2 upgrade corrupted …")
  const verbLike = (t: Token, i: number) => i > 0 && (AUXILIARIES.has(t.norm) || (tags.get(t.start) === 'v' && !ARTICLES.has(claim.words[i - 1]!.norm)));
  const finite = claim.words.findIndex((t, i) => verbLike(t, i) && (AUXILIARIES.has(t.norm) || /(?:ed|s)$/.test(t.norm)));
  // (or a word in -ed after a noun, which the tagger may read as an adjective: "The 3.2 upgrade corrupted the index")
  const edForm = claim.words.findIndex((t, i) => i > 0 && /^[a-z]{3,}ed$/.test(t.norm) && tags.get(claim.words[i - 1]!.start) === 'n');
  const verb = finite > 0 ? finite : edForm > 0 ? edForm : claim.words.findIndex(verbLike);
  if (verb < 1) return undefined;
  const subject = claim.words.slice(0, verb).filter((t) => !t.stop && t.kind === 'word').map((t) => stem(t.norm));
  if (subject.length === 0) return undefined;
  const circumstance = contentStems(tokenize(m[1]!));
  const restText = m.index === 0 || /^[\s"'(]*$/.test(spanText.slice(0, m.index)) ? spanText.slice(m.index + m[0].length) : spanText.slice(0, m.index);
  const rest = contentStems(tokenize(restText));
  // (a claim that says the circumstance's own verb says it as a clause of its own: "The cache is shared, so …" for "Since the cache is shared, …")
  const spanTags = posTags(spanText);
  const circumstanceWords = wordsOf(spanText).words.filter((t) => t.start >= m.index && t.end <= m.index + m[0].length);
  // (its finite verbs: an auxiliary, or a verb in -ed or -s; the tagger's bare "rewrite" after a name is the noun)
  const circumstanceVerbs = new Set(circumstanceWords.filter((t, k) => AUXILIARIES.has(t.norm) || (spanTags.get(t.start) === 'v' && /(?:ed|s)$/.test(t.norm) &&
    !PHRASE_OPENERS.has(circumstanceWords[k - 1]?.norm ?? ''))).map((t) => stem(t.norm)));
  const claimVerbs = [claim.words[verb]!, claim.words[verb + 1]].filter((t): t is Token => t !== undefined).map((t) => stem(t.norm));
  if (claimVerbs.some((v) => circumstanceVerbs.has(v))) return undefined;
  if (subject.every((s) => circumstance.has(s) && !rest.has(s))) return spanText.slice(m.index, m.index + m[0].length).replace(/^,?\s*/, '').replace(/[,.!]\s*$/, '').trim();
  return undefined;
}

/** Determiners that make a noun phrase definite or counted: a phrase without one ("iterables", "structs") is generic. */
const PHRASE_OPENERS = new Set(['a', 'an', 'the', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'your', 'my', 'one',
  'each', 'every', 'all', 'any', 'some', 'no', 'both', 'either', 'neither', 'such', 'another', 'other', 'many', 'most', 'few', 'several']);
/** Words that open a restriction after a noun: a relative pronoun, "of", "with", a participle (read apart). */
const RESTRICTION_OPENERS = new Set(['that', 'which', 'who', 'whose', 'of', 'with', 'without', 'from', 'in', 'on', 'for', 'under', 'to',
  'over', 'above', 'below', 'between', 'outside', 'inside', 'aged', 'except', 'other',
  'larger', 'smaller', 'greater', 'bigger', 'longer', 'shorter', 'older', 'newer', 'more', 'less', 'fewer']);
/** Pronouns that open a relative clause with no "that" after a noun ("a type you own", "the file it reads"). */
const CONTACT_SUBJECTS = new Set(['you', 'we', 'they', 'it', 'i', 'he', 'she']);
/** Participles that do not end in -ed or -ing ("plugins *written* in Lua"). */
const IRREGULAR_PARTICIPLES = new Set(['written', 'built', 'made', 'given', 'taken', 'known', 'shown', 'seen', 'held', 'kept', 'sent', 'run',
  'done', 'found', 'left', 'brought', 'bought', 'chosen', 'driven', 'drawn', 'grown', 'hidden', 'spoken', 'stolen', 'thrown', 'worn']);
const WIDE_DENIALS = new Set(['not', 'no', 'never', 'none', 'nothing', 'cannot', 'without']);

/**
 * The span restricts a noun of the claim — by a restriction right after it ("iterables *of known types*", "features *that
 * use new attributes*", "syntax *currently available in nightly Rust*") or by a contrasting modifier before it
 * ("*non-exhaustive* structs", "*unsigned* plugins") — where the claim names the noun without it and speaks of all such
 * things: the noun is generic in the claim's subject, or under "all", "any", "every", "each", "no", or a denial. The
 * claim's words and the span's, or undefined.
 */
export function restrictionDropped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText);
  const span = wordsOf(spanText);
  const cw = claim.words;
  const sw = span.words;
  if (cw.length < 2) return undefined;
  const tags = posTags(claimText);
  const claimStems = new Set(cw.map((t) => stem(t.norm)));
  const claimLower = claimText.toLowerCase();
  const sStems = sw.map((t) => stem(t.norm));
  // the main verb: an auxiliary, or a verb that is no gerund and follows no "to", preposition or determiner
  const verbAt = cw.findIndex((t, i) => AUXILIARIES.has(t.norm) || (i > 0 && tags.get(t.start) === 'v' && !/ing$/.test(t.norm) &&
    !PHRASE_OPENERS.has(cw[i - 1]!.norm) && !PREPOSITIONS.has(cw[i - 1]!.norm) && cw[i - 1]!.norm !== 'to' && !/^\p{Lu}/u.test(t.text)));
  const subjectEnd = verbAt < 0 ? cw.length : verbAt;
  // (a denial widens what follows it; not under a possibility: "may not exist" is carried by "may not exist on older systems")
  const deniedAt = cw.findIndex((t, i) => (WIDE_DENIALS.has(t.norm) || /n['’]t$/.test(t.text)) && !/^(?:may|might|could|can)$/.test(cw[i - 1]?.norm ?? ''));
  // ("the only patterns … are": the only ones are all the ones there are)
  const universalAt = cw.findIndex((t, i) => (UNIVERSALS.has(t.norm) && t.norm !== 'no') || (t.norm === 'only' && cw[i - 1]?.norm === 'the'));
  // the word at i speaks of all such things: denied, inside the phrase a universal opens, or a generic plural subject
  const underUniversal = (i: number) => {
    if (universalAt < 0 || universalAt >= i || (i >= subjectEnd && universalAt < subjectEnd)) return false;
    for (let k = universalAt; k < i; k++) if (breakAfter(claim, k)) return false;
    return true;
  };
  const allOf = (i: number) => {
    if ((deniedAt >= 0 && i > deniedAt) || underUniversal(i)) return true;
    // (a generic subject: a plural, or any bare noun that opens the sentence, "Mice …")
    if (i >= subjectEnd || !(/s$/.test(cw[i]!.norm) || cw.slice(0, i).every((t) => !t.stop && t.kind === 'word'))) return false;
    for (let k = i - 1; k >= 0 && !breakAfter(claim, k); k--) {
      if (PHRASE_OPENERS.has(cw[k]!.norm)) return false;
      if (cw[k]!.stop || tags.get(cw[k]!.start) === 'v') break;
    }
    return true;
  };
  const content = (i: number) => !cw[i]!.stop && cw[i]!.kind === 'word' && (i === 0 || !/^\p{Lu}/u.test(cw[i]!.text));
  const spanTags = posTags(spanText);
  // (a word inside an identifier, "max_connections", is no noun of its own)
  const inIdentifier = (t: Token) => /[\w.`-]$/.test(claimText.slice(0, t.start)) && /[_.`]/.test(claimText[t.start - 1] ?? '') || /^[_`]\w/.test(claimText.slice(t.end));
  for (let i = 0; i < cw.length; i++) {
    // (inside the phrase a universal opens, a function word too: "All lines that appear below [and are indented …] a …")
    if (cw[i]!.kind !== 'word' || inIdentifier(cw[i]!) || !(underUniversal(i) || (content(i) && allOf(i)))) continue;
    const ns = stem(cw[i]!.norm);
    const uses = sStems.flatMap((s, j) => (s === ns ? [j] : []));
    if (uses.length === 0) continue;
    // a contrasting modifier right before every use, which the claim does not have ("non-exhaustive structs"); where
    // claim and span use the word as often, before the use in the same place ("the only non-simple pattern … is the
    // sequence pattern")
    const claimUses = cw.flatMap((t, k) => (stem(t.norm) === ns ? [k] : []));
    const placed = claimUses.length === uses.length && claimUses.length > 1 ? [uses[claimUses.indexOf(i)]!] : uses;
    const modifiers = placed.map((j) => CONTRASTING_BEFORE.exec(spanText.slice(Math.max(0, sw[j]!.start - 40), sw[j]!.start))?.[1]);
    if (content(i) && modifiers.every((m) => m !== undefined && !claimLower.includes(m.toLowerCase()))) {
      return { claim: cw[i]!.text, span: `${modifiers[0]} ${sw[placed[0]!]!.text}` };
    }
    // (under "any", "all", "every" or "no": a hyphenated modifier right before every use, "reference-bound pattern
    // variables", restricts what the claim says of all of them)
    if (underUniversal(i)) {
      const compounds = uses.map((j) => /(?:^|[\s(*_])(\p{L}{2,}(?:-\p{L}{2,})+)[*_]*\s+$/u.exec(spanText.slice(Math.max(0, sw[j]!.start - 40), sw[j]!.start))?.[1]);
      if (compounds.every((m) => m !== undefined && !claimLower.includes(m.toLowerCase()))) {
        return { claim: cw[i]!.text, span: `${compounds[0]} ${sw[uses[0]!]!.text}` };
      }
    }
    // a restriction between the word and the claim's next word, which the claim has right after it (or, where the
    // claim's phrase ends with the word, between it and the span's next boundary)
    const next = cw[i + 1];
    const ends = !next || breakAfter(claim, i);
    const nextStem = ends ? undefined : stem(next.norm);
    if (uses.some((j) => (ends ? j + 1 >= sw.length || breakAfter(span, j) : sStems[j + 1] === nextStem))) continue;
    // (under "any", "all", "every", where the claim's next word is a function word the span does not say there, the
    // claim's next content word ends the restriction: "any code in a user's crate" over "code inlined or monomorphized
    // by a user's crate")
    const nextContent = next && next.stop && underUniversal(i) ? cw.slice(i + 1).find((t) => !t.stop && t.kind === 'word' && !breakAfter(claim, cw.indexOf(t) - 1)) : undefined;
    for (const j of uses) {
      // (a relative clause may run longer than a phrase: "authors that want to support versions of Cargo older than 1.51 may …")
      const reach = /^(?:that|who|whose)$/.test(sw[j + 1]?.norm ?? '') ? 16 : 9;
      let k = j + 1;
      while (k < sw.length && k <= j + reach && !breakAfter(span, k - 1) && (ends || sStems[k] !== nextStem)) k++;
      if (!ends && sStems[k] !== nextStem && nextContent !== undefined) {
        const until = stem(nextContent.norm);
        k = j + 1;
        while (k < sw.length && k <= j + reach && !breakAfter(span, k - 1) && sStems[k] !== until) k++;
        // (or the restriction runs to the end of the span's clause: "in a numeric literal beginning with `0b` or `0o`.")
        const toClauseEnd = sStems[k] !== until && k <= j + reach && (k >= sw.length || breakAfter(span, k - 1)) &&
          !sw.slice(j + 1, k).some((t) => t.norm === until || claimStems.has(stem(t.norm)) && !t.stop);
        if ((sStems[k] !== until && !toClauseEnd) || k === j + 1 || k > j + reach) continue;
        // (the span's words between must open a restriction and be its own: not the claim's function word, which it
        // simply leaves out)
        if (sw.slice(j + 1, k).every((t) => t.stop)) continue;
      } else if (k === j + 1 || k > j + reach || (ends ? k < sw.length && !breakAfter(span, k - 1) : sStems[k] !== nextStem)) continue;
      const gap = sw.slice(j + 1, k);
      const first = gap[0]!;
      // (a phrase that points back, "of the engine", "in this case", names what the context named: no narrower kind)
      const pointsBack = first.norm === 'of' && /^(?:the|this|that|these|those|its|their|his|her|our|your)$/.test(gap[1]?.norm ?? '');
      // (a phrase that widens, "in any way", "from either site", is no restriction)
      if (gap.some((t) => /^(?:any|either|all|every|whatsoever)$/.test(t.norm))) continue;
      // (a participle the tagger reads as a noun is one before a preposition: "a literal beginning with `0b`")
      const opens = (RESTRICTION_OPENERS.has(first.norm) && !pointsBack) ||
        (/^[a-z]{3,}(?:ed|ing)$/.test(first.norm) && (spanTags.get(first.start) === 'v' || (/ing$/.test(first.norm) && PREPOSITIONS.has(gap[1]?.norm ?? '')))) ||
        IRREGULAR_PARTICIPLES.has(first.norm) || /^[a-z]{3,}ly$/.test(first.norm) ||
        ((first.norm === 'and' || first.norm === 'or') && gap[1] !== undefined && AUXILIARIES.has(gap[1].norm)) ||
        // (a relative clause with no "that": "a type *you don't own*", "a platform *it does not know*")
        (CONTACT_SUBJECTS.has(first.norm) && gap[1] !== undefined && (AUXILIARIES.has(gap[1].norm) || /n['’]t$/.test(gap[1].norm) || spanTags.get(gap[1].start) === 'v'));
      // (a word of its own in the restriction, not only an adverb: "does not *currently* support" restricts nothing)
      if (!opens || !gap.some((t) => !t.stop && t.kind === 'word' && !claimStems.has(stem(t.norm)) && !/ly$/.test(t.norm) && !ADVERBS_BEFORE_VERB.has(t.norm))) continue;
      return { claim: cw[i]!.text, span: spanText.slice(sw[j]!.start, sw[k - 1]!.end) };
    }
  }
  return undefined;
}
/** A modifier right before a word that sets it against the rest of its kind: "non-exhaustive", "not-yet-stable", "non-cross platform", "unsigned". */
const CONTRASTING_BEFORE = /(?:^|[\s(*_])((?:[Nn]on|[Nn]ot)-[\p{L}\d][\p{L}\d-]*(?:\s+[a-z][\p{L}-]*)?|[Uu]n[a-z]{2,}(?:ed|able|ible)|[Uu]n(?:bound|known|seen|written|set|done|told|taken|given|made|built))[*_]*\s+$/u;

/** A claim's word of necessity: "must", "has to", "needs to", "is required to", "shall". */
const NECESSITY = /\b(?:must|shall|ha(?:s|ve)\s+to|needs?\s+to|(?:is|are)\s+required\s+to|(?:is|are)\s+mandatory)\b/i;
/** A span's denial of necessity: "It is not a requirement for …", "not required", "not necessary", "no need to". */
const NECESSITY_DENIED = /(?:\b(?:not|no|never)|n['’]t)\s+(?:a\s+|strictly\s+|always\s+)?(?:requirement|required|necessary|mandatory|obligatory|needed)\b|\bunnecessary\b|\b(?:is|are)\s+(?:optional|voluntary)\b|\bno\s+need\b|\bneed\s+not\b|\bneedn['’]t\b|\b(?:does|do)\s+not\s+(?:need|have)\s+to\b|\b(?:does|do)n['’]t\s+(?:need|have)\s+to\b|\bshould(?:\s+not|n['’]t)\s+(?:have|need)\s+to\b/i;

/**
 * The claim says a thing must be so; the span has no word of duty, rule or necessity at all, only what to do for a
 * purpose or what is so ("To disable padding for a function, …, use `#[…]`" for "functions … must have padding disabled
 * with `#[…]`"). The claim's word, or undefined.
 */
export function dutyUnstated(claimText: string, spanText: string): string | undefined {
  // (a negative contraction spelt out: "shouldn't" is "should not", "mustn't" is "must not", "can't" is "cannot")
  let spelt = notSpelledOut(spanText).replace(/\bcan not\b/gi, 'cannot');
  // (a prescription the claim says with its span's very next word, "code that shall work", is the span's own, said back:
  // it states no duty for another of the claim's: "Code that shall work … must use X" over "… for code that shall work …")
  let m: RegExpMatchArray | undefined;
  for (const p of claimText.matchAll(PRESCRIBED_ALL)) {
    const next = /^\s+((?:not\s+)?\p{L}+)/u.exec(claimText.slice(p.index! + p[0].length))?.[1];
    const echo = next ? new RegExp(`\\b${escapeRegExp(p[0])}\\s+${escapeRegExp(next)}\\b`, 'iu').exec(spelt) : null;
    if (echo) spelt = spelt.slice(0, echo.index) + ' '.repeat(echo[0].length) + spelt.slice(echo.index + echo[0].length);
    else m ??= p;
  }
  if (m && !NECESSITY_DENIED.test(claimText) && !SPAN_RULE.test(spelt)) return m[0];
  // "should" and "ought to" recommend, or expect: a span that states neither a rule, a recommendation, an
  // expectation nor an instruction ("The properties of X are useful for defining Y" for "Y should be defined as X")
  const advised = ADVISED.exec(claimText);
  if (!advised) return undefined;
  if (SPAN_RULE.test(spelt) || SPAN_ADVICE.test(spelt) || instruction(spanText)) return undefined;
  return advised[0].trim();
}
/** A recommending "should" or "ought to", not the "Should X happen, …" of a condition at the start. */
const ADVISED = /(?<!^\W*)\bshould(?:\s+not|n['’]t)?\b|\bought\s+(?:not\s+)?to\b/i;
/** Words by which a span recommends, expects or plans (what a "should" may say it says). */
const SPAN_ADVICE = /\b(?:should|ought|will|would|wo['’]t|can|could|may|might|recommend\w*|encourag\w*|advis\w*|suggest\w*|prefer\w*|best|better|ideally|appropriate|want\w*|wish\w*|intend\w*|propos\w*|plan\w*|likely|expect\w*|desir\w*|goal|aim\w*|let['’]s|please|convention\w*|idiom\w*|style)\b/i;
/** The span (or a clause after a colon or semicolon) opens with an instruction: "Use the verb …", "Do not …". */
function instruction(spanText: string): boolean {
  return spanText.split(/[;:]\s+/).some((part) => {
    const first = /^[\s*_>\-–•\d.)]*([A-Za-z]+)(?:\s+([A-Za-z']+))?/.exec(part);
    if (!first) return false;
    const [word, next] = [first[1]!, first[2]?.toLowerCase()];
    if (/^(?:do|don't|never|always|avoid)$/i.test(word)) return true;
    // (a capitalised verb in its bare form, not followed by a verb of its own: "Use the verb …", not "Support is …")
    return /^[A-Z][a-z]+$/.test(word) && !/(?:ss|[^s]s|ed|ing|ly)$/.test(word) && wordNet().readings(word.toLowerCase()).includes('v') &&
      next !== undefined && !/^(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|should|does|do|did|of)$/.test(next);
  });
}
/** A prescription ("must", "shall", "is required to"), not a foreseen necessity ("will have to fall back"). */
const PRESCRIBED = /\b(?:must|shall|(?:is|are)\s+required\s+to|(?:is|are)\s+mandatory)\b/i;
const PRESCRIBED_ALL = new RegExp(PRESCRIBED.source, 'gi');
/** Any word by which a span may state a duty, a rule, a necessity or a prohibition. */
const SPAN_RULE = /\b(?:must|shall|should|ought|ha(?:s|ve|d)\s+to|(?:is|are|was|were)\s+to\s+be|forc\w*|compel\w*|needs?|needed|required?|requires|requiring|requirements?|mandat\w*|obligat\w*|necessar\w*|essential|only|always|never|cannot|can['’]t|may\s+not|forbid\w*|prohibit\w*|disallow\w*|allowed|permitted|enforc\w*|compulsory|expected|errors?|invalid|illegal|reject\w*|refus\w*|insist\w*|rule|guarantee\w*|ensur\w*|no\s+longer|won['’]t|will\s+not|not\s+be)\b/i;

/**
 * The claim says a thing must be so; the span says it is not required ("It is not a requirement for the output to be valid
 * Rust source" for "The output must be valid Rust source"). The span's words, or undefined.
 */
export function necessityDenied(claimText: string, spanText: string): string | undefined {
  if (!NECESSITY.test(claimText) || NECESSITY_DENIED.test(claimText)) return undefined;
  // (read past emphasis: "It is *not* a *requirement* …")
  spanText = spanText.replace(/[*_]+(?=\p{L})|(?<=\p{L})[*_]+/gu, '');
  const m = NECESSITY_DENIED.exec(spanText);
  // (a span that states the necessity and then says it should not be so, "must configure it by hand, but they
  // shouldn't have to", carries the claim's "must")
  if (!m || NECESSITY.test(spanText.slice(0, m.index))) return undefined;
  // (of the claim's matter: its clause has two of the claim's words; "…; it is not necessary to log them" is of another)
  const before = spanText.slice(0, m.index);
  // (its own clause: ", which would be unnecessary" speaks of what the clause before it says, not of the claim)
  if (/,\s*which\b[^,;.]*$/i.test(before)) return undefined;
  const start = Math.max(before.search(/[^.;!?]*$/), ...[...before.matchAll(/,\s*(?:but|and|while|whereas)\s+|\s+but\s+/gi)].map((x) => x.index! + x[0].length));
  const end = spanText.slice(m.index).search(/[.;!?](?:\s|$)|,\s*(?:but|and|while|whereas|which)\s+|\s+but\s+/i);
  const clauseText = spanText.slice(start, end < 0 ? spanText.length : m.index + end);
  // (a clause of a pronoun and the denial alone speaks of the act of the clause before it: "…, but they shouldn't have
  // to"; "…, but they are not required to zero it" speaks of its own act)
  const elided = /^\s*(?:they|it|this|that|he|she|we|you)\b/i.test(clauseText) &&
    contentStems(tokenize(spanText.slice(m.index + m[0].length, end < 0 ? spanText.length : m.index + end))).size === 0;
  const of = elided ? spanText.slice(before.search(/[^.;!?]*$/), end < 0 ? spanText.length : m.index + end) : clauseText;
  const clause = contentStems(tokenize(of));
  return [...contentStems(tokenize(claimText))].filter((x) => clause.has(x)).length >= 2 ? m[0] : undefined;
}

/** A phrase after which a span names what was chosen over what it speaks of: "rejected in favour of X". */
const IN_FAVOUR_OF = /\bin\s+favou?r\s+of\b|,\s*(?:favou?ring|preferring)\b|\bin\s+preference\s+to\b/i;
/** A verb of turning something down, which "in favour of" follows with what was chosen instead. */
const TURNED_DOWN = /\b(?:reject|drop|deprecat|abandon|remov|replac|discard|declin|turn(?:ed|s)?\s+down|pass(?:ed|es)?\s+over|dismiss|retir|phas(?:e|ed|es)\s+out)\w*/i;

/**
 * The claim's words after its verb stand in the span only after "in favour of" ("This has been rejected by the BDFL in
 * favor of always truncating …" for "The BDFL rejected always truncating …"): the span says they were chosen, not what
 * the claim's verb says of them. The span's phrase, or undefined.
 */
export function chosenInstead(claimText: string, spanText: string): string | undefined {
  const m = IN_FAVOUR_OF.exec(spanText);
  if (!m || IN_FAVOUR_OF.test(claimText)) return undefined;
  // (only after a verb of turning down: "ruled in favour of the tenants" chose nothing over anything)
  const clauseStart = Math.max(0, spanText.slice(0, m.index).search(/[^.;!?]*$/));
  if (!TURNED_DOWN.test(spanText.slice(clauseStart, m.index))) return undefined;
  const claim = wordsOf(claimText);
  const tags = posTags(claimText);
  const verb = claim.words.findIndex((t, i) => i > 0 && tags.get(t.start) === 'v' && !AUXILIARIES.has(t.norm));
  if (verb < 0) return undefined;
  const object = claim.words.slice(verb + 1).filter((t) => !t.stop && t.kind === 'word').map((t) => stem(t.norm));
  if (object.length === 0) return undefined;
  const span = wordsOf(spanText).words;
  const at = m.index + m[0].length;
  // the object's words named only after it (and none only before it): "the sliding window limiter" when "the fixed window
  // limiter" was turned down
  const after = new Set(span.filter((t) => t.start >= at).map((t) => stem(t.norm)));
  const before = new Set(span.filter((t) => t.start < at).map((t) => stem(t.norm)));
  const onlyAfter = object.filter((x) => after.has(x) && !before.has(x));
  const onlyBefore = object.filter((x) => before.has(x) && !after.has(x));
  if (onlyAfter.length === 0 || onlyBefore.length > onlyAfter.length) return undefined;
  const first = span.find((t) => t.start >= at && onlyAfter.includes(stem(t.norm)))!;
  return spanText.slice(m.index, first.end);
}

/**
 * The claim says something of what the span sets aside as the other case: "Unlike parameter types, however, object types
 * are required to …" for "both object and parameter types are required to …", "Rather than requiring at most one …, this
 * PEP proposes …" for "this PEP proposes at most one …". A word or figure said only inside the span's "unlike …" or
 * "rather than …" phrase, and in the claim, which sets nothing aside itself: the span's phrase, or undefined.
 */
export function alternativeSetAside(claimText: string, spanText: string): string | undefined {
  const m = SET_ASIDE.exec(spanText);
  if (!m || CONTRAST_IN_CLAIM.test(claimText)) return undefined;
  const phraseStart = m.index + m[0].indexOf(m[1]!);
  const phraseEnd = m.index + m[0].length;
  // (a claim that opens with the same phrase, its marker left out, keeps the span's framing: "Of merging X, …")
  const rest = m[1]!.replace(/^\S+\s+(?:than\s+|of\s+|opposed\s+to\s+|contrast\s+to\s+|to\s+)?/i, '');
  if (claimText.replace(/^\W*(?:of|to|than)?\s*/i, '').toLowerCase().startsWith(`${rest.toLowerCase()},`)) return undefined;
  const words = (text: string) => tokenize(text).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number').map((t) => t.stem);
  const outside = new Set(words(spanText.slice(0, phraseStart) + ' ' + spanText.slice(phraseEnd)));
  const only = words(spanText.slice(phraseStart, phraseEnd)).filter((w) => !outside.has(w) && !SET_ASIDE_WORDS.has(w));
  if (only.length === 0) return undefined;
  const claim = new Set(words(claimText));
  return only.some((w) => claim.has(w)) ? spanText.slice(phraseStart, phraseEnd).replace(/[\s,]+$/, '') : undefined;
}
/** A fronted "unlike …," / "rather than …," / "instead of …," (at the span's start or a sentence's), or one set off by commas. */
const SET_ASIDE = /(?:^[\s>*-]*|[.;:!?]\s+|,\s*)((?:unlike|rather\s+than|instead\s+of|as\s+opposed\s+to|in\s+contrast\s+to|contrary\s+to)\s+[^,.;:!?]+),/i;
const SET_ASIDE_WORDS = new Set(['unlike', 'rather', 'instead', 'oppos', 'contrast', 'contrari'].map((w) => stem(w)));
/** A claim that itself contrasts or denies: it may say the set-aside case as such. */
const CONTRAST_IN_CLAIM = /\b(?:unlike|rather\s+than|instead|as\s+opposed|in\s+contrast|contrary|whereas|while|but|not|no|never|only|differ\w*|except)\b|n['’]t\b/i;

/** A list marker a span may open with: "3)", "2.", "-", "*". */
const LIST_MARKER = /^[\s>]*(?:[-*+]\s+|\(?\d{1,3}[.)]\s+|\(?[a-z][.)]\s+|step\s+\d{1,3}\s*[:.)]\s*)?/i;

/**
 * The span opens with a verb in the imperative ("Stabilize all string functions …", "3) Add the autocoercion …"): an
 * instruction or a proposal; the claim says the same verb happened ("… have been stabilized", "… was added"). The
 * span's verb, or undefined. (A claim in the present, "The RFC stabilizes …", is the summary of a proposal, not this.)
 */
export function instructionAsDone(claimText: string, spanText: string): string | undefined {
  let lead = LIST_MARKER.exec(spanText)![0].length;
  // ("Then remove …", "Always validate …", "**Remove** …")
  const adverb = /^(?:[*_`]+)?(?:then|always|now|first|next|finally|also|just|simply|please|optionally)[*_`]*,?\s+/i.exec(spanText.slice(lead));
  if (adverb) lead += adverb[0].length;
  // ("Do not store …", "Never commit …": an instruction not to)
  const negative = /^(?:do\s+not|don['’]t|never)\s+/i.exec(spanText.slice(lead));
  if (negative) lead += negative[0].length;
  const emphasis = /^[*_`]+/.exec(spanText.slice(lead));
  if (emphasis) lead += emphasis[0].length;
  const first = tokenize(spanText.slice(lead))[0];
  if (!first || first.kind !== 'word' || first.stop || !(negative || adverb ? /^\p{L}+$/u : /^\p{Lu}\p{Ll}+$/u).test(first.text) || /(?:ed|ing)$/.test(first.norm)) return undefined;
  const verb = stem(first.norm);
  const sameVerb = (t: Token) => stem(t.norm) === verb || t.norm === `${first.norm}ed` || t.norm === `${first.norm}d` || t.norm === `${first.norm}${first.norm.slice(-1)}ed`;
  // the claim's form of it that tells it was done: "-ed", or after "was", "were", "been", "has" ("was set", "has been processed")
  // (not under a modal: "… should be stabilized" recommends as the span does)
  const done = wordsOf(claimText).words.find((t, i, all) => sameVerb(t) &&
    ((t.norm !== first.norm && /ed$/.test(t.norm)) || /^(?:was|were|been|has|have|had)$/.test(all[i - 1]?.norm ?? '')) &&
    !all.slice(Math.max(0, i - 3), i).some((w) => /^(?:should|must|will|would|could|can|may|might|shall|to)$/.test(w.norm)));
  if (!done) return undefined;
  const spanTags = posTags(spanText);
  const tagged = spanTags.get(lead + first.start) === 'v';
  // (a word the tagger reads otherwise is an imperative where its object follows it, "Process the queue", "Back up the
  // database", "Drop unused indexes", "Tag and push …"; not "Support for ARM landed", "Acceptance of …")
  const next = tokenize(spanText.slice(lead + first.end))[0];
  // (and only a verb the claim inflects: "processed", "dropped"; not an adjective, "Different registries will have …")
  const objectFollows = next !== undefined && next.kind === 'word' && !PREPOSITIONS.has(next.norm) && next.norm !== 'of' &&
    !/(?:ance|ence|ment|tion|sion|ness|ity|ship|ent|ant|ous|ive|ful|less|able|ible|al|ic)$/.test(first.norm) &&
    spanTags.get(lead + first.start) !== 'a' && done.norm !== first.norm;
  return tagged || negative || objectFollows ? first.text : undefined;
}

/** Determiners that pick out one or some of a kind: "this code page", "one bullet", "the third bullet" (not "a", often generic: "After a chunk is uploaded"). */
const SPECIFIC_DETERMINERS = new Set(['this', 'that', 'these', 'those', 'one', 'some', 'several', 'most', 'many', 'few', 'certain', 'two', 'three', 'four', 'five']);
const ORDINALS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'last', 'next', 'previous', 'latter', 'former']);
const CLAIM_UNIVERSALS = new Set(['all', 'every', 'each', 'no', 'any']);

/**
 * The claim says "all", "every", "each" or "no" of a noun ("No code page uses …", "All the bullets are …"); the span names
 * that noun only as one or some of them ("this code page never uses …", "The third bullet is …"): the claim speaks of
 * more. The span's phrase and the claim's, or undefined.
 */
export function specificForUniversal(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = wordsOf(claimText).words;
  if (!claim.some((t) => CLAIM_UNIVERSALS.has(t.norm))) return undefined;
  const claimTags = posTags(claimText);
  const claimStems = new Set(claim.map((t) => stem(t.norm)));
  const span = wordsOf(spanText);
  for (let i = 0; i < claim.length; i++) {
    if (!CLAIM_UNIVERSALS.has(claim[i]!.norm)) continue;
    let k = i + 1;
    if (claim[k]?.norm === 'the' || claim[k]?.norm === 'of') k++;
    if (claim[k]?.norm === 'the') k++;
    // the noun the quantifier opens, past its modifiers, before a verb or a function word
    let h = k;
    while (h + 1 < claim.length && !claim[h + 1]!.stop && claim[h + 1]!.kind === 'word' && !AUXILIARIES.has(claim[h + 1]!.norm) && claimTags.get(claim[h + 1]!.start) !== 'v') h++;
    const head = claim[h];
    if (!head || head.stop || head.kind !== 'word') continue;
    // (the noun itself, singular or plural, not another word of its stem: "allocation" is no use of "allocator")
    const uses = span.words.flatMap((t, j) => (t.norm === head.norm || pluralOf(t, head) ? [j] : []));
    if (uses.length === 0) continue;
    // each use's determiner: back over its modifiers to the first function word
    const determinerOf = (j: number): [string, number] => {
      let b = j - 1;
      while (b >= 0 && !breakAfter(span, b) && !span.words[b]!.stop && span.words[b]!.kind === 'word' && !ORDINALS.has(span.words[b]!.norm) && !SPECIFIC_DETERMINERS.has(span.words[b]!.norm) && !CLAIM_UNIVERSALS.has(span.words[b]!.norm)) b--;
      if (b < 0 || breakAfter(span, b)) return ['', j];
      const w = span.words[b]!.norm;
      // ("all of these examples", "each of the three parts", "all these problems": a universal over them)
      for (let u = b - 1; u >= Math.max(0, b - 4); u--) {
        const x = span.words[u]!.norm;
        if (CLAIM_UNIVERSALS.has(x) || x === 'none') return ['all', b];
        if (x !== 'of' && x !== 'the' && x !== 'other') break;
      }
      if (ORDINALS.has(w) && span.words[b - 1]?.norm === 'the') return [`the ${w}`, b - 1];
      // ("from one library … to the other library": the other of two, not any other)
      if (w === 'other' && span.words[b - 1]?.norm === 'the') return ['the other', b - 1];
      // ("the ANSI code page": one named by a name)
      const named = span.words.slice(b + 1, j).find((t) => /^\p{Lu}/u.test(t.text));
      if (w === 'the' && named) return [`the ${named.text}`, b];
      // ("the intended registry": one singled out by a modifier; "the public functions" may be all of them)
      const modifier = span.words[b + 1];
      if (w === 'the' && b + 1 < j && modifier && !modifier.stop && !/s$/.test(span.words[j]!.norm)) return [`the ${modifier.text}`, b];
      // ("To encode the field" against "any field": a singular "the" names the one its context speaks of, not any)
      if (w === 'the' && b + 1 === j && /^(?:any|every|each)$/.test(claim[i]!.norm) && !/s$/.test(span.words[j]!.norm) && span.words[j]!.norm === head.norm) {
        return [`the ${span.words[j]!.text}`, b];
      }
      // ("for participating allocators": a bare noun narrowed by a word the claim does not have)
      // (one modifier right before the claim's noun, read as a noun in the claim)
      if (!CLAIM_UNIVERSALS.has(w) && !SPECIFIC_DETERMINERS.has(w) && w !== 'the' && b + 2 === j && modifier && !modifier.stop && !claimStems.has(stem(modifier.norm)) &&
        claimTags.get(head.start) === 'n') {
        return ['~', b + 1];
      }
      return [w, b];
    };
    const dets = uses.map(determinerOf);
    if (dets.every(([d]) => SPECIFIC_DETERMINERS.has(d) || d.startsWith('the ') || d === '~') && !dets.some(([d]) => CLAIM_UNIVERSALS.has(d))) {
      const [, at] = dets[0]!;
      return { claim: claimText.slice(claim[i]!.start, head.end), span: spanText.slice(span.words[at]!.start, span.words[uses[0]!]!.end) };
    }
  }
  return undefined;
}

/** The same noun, also where the stemmer parts its inflections ("gas" / "gases"): a span's word against a claim's. */
function sameNounForm(t: Token, noun: Token, nounStem: string): boolean {
  return stem(t.norm) === nounStem || pluralOf(t, noun, false);
}

/** One word is the other's plural ("-s", "-es", and "-y" / "-ies" where asked). */
function pluralOf(a: Token, b: Token, ies = true): boolean {
  const [x, y] = [a.norm, b.norm];
  return x === `${y}s` || x === `${y}es` || y === `${x}s` || y === `${x}es` ||
    (ies && ((/y$/.test(y) && x === `${y.slice(0, -1)}ies`) || (/y$/.test(x) && y === `${x.slice(0, -1)}ies`)));
}

/** Where a span or claim falls into parallel segments: a semicolon, a colon, "and"/"while"/"whereas"/"but" (after a comma or not), ", then". */
const PARALLEL_BREAK = /;\s*|:\s+|,?\s+(?:and|while|whereas|but)\s+|,\s+then\s+/i;

/**
 * A claim word or figure the span gives only in another of its parallel segments, while the segment that holds the rest
 * of the claim has another word or figure in that very place ("PEP 420 changed the import system in Python 3.4" over
 * "… as part of PEP 420 in Python 3.3 and PEP 451 in Python 3.4"; "a32 code has an odd address" over "a32 code has an
 * even address, and t32 code has an odd address"): the claim's word and the span's word in its place, or undefined.
 * The place is the content words on both sides of a word, or either one of a figure's.
 */
/** A phrase fronted before a clause's subject and set off by a comma ("In Python 3.4, ", "Since 2019, "). */
const FRONTED_PHRASE = /^\s*(?:in|on|at|since|after|before|under|from|during|as\s+of|until|by)\s+(?:[^,;:.]|\.(?=\d)){1,40},\s*/i;
export function crossedPairs(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const content = (t: Token) => (t.kind === 'word' && !t.stop) || t.kind === 'number';
  // (a "respectively" pairs two lists, not two clauses: its own rule reads it)
  if (/\brespectively\b/i.test(spanText)) return undefined;
  const spanSegments = spanText.split(PARALLEL_BREAK).map((s) => tokenize(s).filter(content));
  if (spanSegments.length < 2) return undefined;
  const claimStems = contentStems(tokenize(claimText));
  const place = (list: Token[], i: number) => [list[i - 1]?.stem, list[i + 1]?.stem] as const;
  const nameLike = (t: Token) => /\d/.test(t.text) && /\p{L}/u.test(t.text);
  for (const whole of claimText.split(PARALLEL_BREAK)) {
    // (a phrase fronted before the subject, "In Python 3.4, …", frames every clause of the span: not what picks the one
    // the claim's segment is about)
    const segment = whole.replace(FRONTED_PHRASE, '');
    const words = tokenize(segment).filter(content);
    const own = new Set(words.map((t) => t.stem));
    if (own.size < 3) continue;
    const shared = spanSegments.map((s) => new Set(s.filter((t) => own.has(t.stem)).map((t) => t.stem)).size);
    const most = Math.max(...shared);
    // (the segment that holds the rest must hold most of it; of two that hold as much, the one with the claim segment's
    // first word, its subject: "a32 code has an odd address" is about the segment that names a32)
    const tied = shared.flatMap((n, k) => (n === most ? [k] : []));
    const withSubject = tied.filter((k) => spanSegments[k]!.some((t) => t.stem === words[0]!.stem));
    const best = tied.length === 1 ? tied[0]! : withSubject.length === 1 ? withSubject[0]! : -1;
    if (most < 3 || best < 0) continue;
    const home = spanSegments[best]!;
    const homeStems = new Set(home.map((t) => t.stem));
    // (figures the claim pairs as one other segment does are that segment's pairing: "PEP 451 in Python 3.4" is the
    // second segment's, whichever segment holds most of the claim's other words)
    const figures = words.filter((t) => t.kind === 'number');
    const figureHomes = new Set(figures.map((f) => spanSegments.findIndex((s) => s.some((t) => t.stem === f.stem))));
    const pairedElsewhere = figures.length >= 2 && figureHomes.size === 1 && !figureHomes.has(best) && !figureHomes.has(-1);
    for (const x of words) {
      if (x.kind === 'number' && pairedElsewhere) continue;
      if (homeStems.has(x.stem)) continue;
      const elsewhere = spanSegments.findIndex((s, k) => k !== best && s.some((t) => t.stem === x.stem));
      if (elsewhere < 0) continue;
      const theirs = spanSegments[elsewhere]!;
      // (a segment the claim says whole, with the frame of the first: "… 30 seconds for reads and 60 seconds for
      // writes" says "The default timeout is 60 seconds for writes")
      if (theirs.every((t) => own.has(t.stem))) continue;
      const [before, after] = place(theirs, theirs.findIndex((t) => t.stem === x.stem));
      // the home segment's word in x's place: not a word of the claim's segment, and of x's kind
      const holder = home.find((t, i) => {
        if (own.has(t.stem) || (t.kind === 'number') !== (x.kind === 'number')) return false;
        const [b, a] = place(home, i);
        return x.kind === 'number' ? (b !== undefined && b === before) || (a !== undefined && a === after)
          : b !== undefined && b === before && a !== undefined && a === after;
      });
      // (a holder the claim gives another segment is a swap: "about 25 MB, and test adds another 37 MB" over "~37 MB,
      // then test adds another ~25 MB")
      if (holder) return { claim: x.text, span: holder.text };
      // (two words of the claim that stand together in the other segment, and two words of neither side together in
      // their place in the home segment: "resolved in enclosing blocks" / "resolved in the global table")
      const at = theirs.findIndex((t) => t.stem === x.stem);
      const y = theirs[at + 1];
      if (y !== undefined && x.kind === 'word' && y.kind === 'word' && words.some((w) => w.stem === y.stem) && !homeStems.has(y.stem)) {
        const afterY = theirs[at + 2]?.stem;
        const run = home.findIndex((t, i) => i > 0 && home[i - 1]!.stem === before && t.kind === 'word' && home[i + 1]?.kind === 'word' && !own.has(t.stem) &&
          !own.has(home[i + 1]!.stem) && home[i + 2]?.stem === afterY);
        if (run > 0 && before !== undefined) return { claim: `${x.text} ${y.text}`, span: `${home[run]!.text} ${home[run + 1]!.text}` };
      }
      // two names traded between segments ("… only to i686; it is not part of the x86_64 ABI" over "… only to x86_64;
      // it is not part of the i686 ABI"): the home segment has, instead of x, a name the claim gives another segment
      const traded = nameLike(x) && home.find((t) => nameLike(t) && !own.has(t.stem) && claimStems.has(t.stem) && !theirs.some((u) => u.stem === t.stem));
      if (traded) return { claim: x.text, span: traded.text };
    }
  }
  return undefined;
}

/** A document's name as a claim's subject: "PEP 456", "RFC 2119", "the PEP 8 guide" (its name, not the word that follows). */
const DOCUMENT_SUBJECT = /^\s*(?:the\s+)?((?:PEP|RFC|KIP|JEP|BIP|EIP|SEP|NEP)\s*-?\s*\d+)\b/i;
/** A span whose act is its own document's (its authors' or its own): "We choose …", "I propose …", "This PEP adds …". */
const OWN_DOCUMENT_ACT = /^\s*(?:(?:however|instead|therefore|so|thus|here|now|finally),?\s+)?(?:we|i|this\s+(?:pep|rfc|proposal|document|specification|kip|jep))\b/i;

/**
 * The claim makes a document the doer ("PEP 456 chose SipHash …") where the span's act is its own document's and names
 * that document only as where something comes from ("We choose SipHash because … an implementation of it from PEP 456"):
 * the claim's name for the document, or undefined.
 */
export function documentOnlyAsSource(claimText: string, spanText: string): string | undefined {
  const named = DOCUMENT_SUBJECT.exec(claimText);
  const own = OWN_DOCUMENT_ACT.exec(spanText);
  if (!named || !own) return undefined;
  // (the claim's act must be the span's own: "PEP 508 defines …" over "This PEP reuses the syntax defined in PEP 508"
  // says what PEP 508 did, through "defined in")
  const claimVerb = tokenize(claimText.slice(named.index + named[0].length)).find((t) => t.kind === 'word' && !t.stop);
  const spanAct = tokenize(spanText.slice(own.index + own[0].length)).filter((t) => t.kind === 'word' && !t.stop).slice(0, 2);
  if (!claimVerb || !spanAct.some((t) => t.stem === claimVerb.stem || stem(t.norm) === stem(claimVerb.norm))) return undefined;
  const number = /\d+/.exec(named[1]!)![0];
  const uses = [...spanText.matchAll(new RegExp(`(\\p{L}+)?[\\s:\`'"]*(?:pep|rfc|kip|jep|bip|eip|sep|nep)?[\\s:\`'"-]*${number}\\b`, 'giu'))];
  if (uses.length === 0) return undefined;
  // every mention is after "from", "in", "of" or "see": a source, not the doer
  const asSource = uses.every((u) => /^(?:from|in|of|see|per)$/i.test(u[1] ?? '') || /\b(?:from|in|of|see|per)\s*(?::pep:|:rfc:)?[`'"\s]*$/i.test(spanText.slice(Math.max(0, u.index! - 12), u.index! + (u[1]?.length ?? 0) + 1)));
  return asSource ? named[1]!.replace(/\s+/g, ' ') : undefined;
}

/** A claim's words that waive a restriction: "whether or not P", "P or not", "regardless of P", "with or without P". */
const WAIVERS = [
  /\bwhether\s+or\s+not\s+([^,;.]{2,60})/gi,
  /\bwhether\s+([^,;.]{2,60}?)\s+or\s+not\b/gi,
  /\b((?!whether\b)[\p{L}-]+(?:\s+(?!whether\b)[\p{L}-]+)?)\s+or\s+not\b/giu,
  /\bregardless\s+of\s+(?:whether\s+)?([^,;.]{2,60})/gi,
  /\bwith\s+or\s+without\s+([^,;.]{2,60})/gi,
];
const SPAN_WAIVES = /\b(?:whether\s+or\s+not|or\s+not|regardless|irrespective|with\s+or\s+without|(?:both\s+)?with\s+and\s+without|either\s+way|in\s+either\s+case|in\s+any\s+case)\b/i;

/**
 * The claim waives a condition ("whether or not it supports generators", "any prefix, reserved or not") that the span
 * sets ("… that already supports generators", "any upload with a reserved prefix"): the claim's waiver, or undefined.
 */
export function restrictionWaived(claimText: string, spanText: string): string | undefined {
  if (SPAN_WAIVES.test(spanText)) return undefined;
  const spanStems = contentStems(tokenize(spanText));
  for (const re of WAIVERS) {
    for (const m of claimText.matchAll(re)) {
      const words = contentStems(tokenize(m[1]!));
      // (a span that names the other case too covers both: "on both encrypted and unencrypted disks")
      const otherCase = [...words].some((w) => [...spanStems].some((x) => x !== w && /^(?:un|non-?|in|dis)/.test(x) && x.replace(/^(?:un|non-?|in|dis)/, '') === w));
      if (words.size > 0 && !otherCase && [...words].some((w) => spanStems.has(w))) return m[0].trim();
    }
  }
  return undefined;
}

/** A call-like code expression: a name and its bracketed arguments, two levels deep ("cfg(all(a, b))", "#[cfg(any(a))]", "f(x)"). */
const CODE_EXPRESSION = /(?:#!?\[)?[A-Za-z_][\w:.!]*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)\]?/g;
// (compared by its words: a claim's plain text may have lost a bracket or a backtick that the span's has)
const codeWords = (code: string): string[] => code.match(/[\p{L}\p{N}_]+/gu) ?? [];
const codeKey = (code: string) => codeWords(code).join(' ');

/**
 * A code expression of the claim that the span writes otherwise under the same name ("#[cfg(any(a, b, c))]" against
 * "#[cfg(all(a, b, c))]"): code is compared character for character, its small words included. The claim's and the
 * span's expressions, or undefined.
 */
export function codeDiffers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const spanCode = [...spanText.replace(/`/g, '').matchAll(CODE_EXPRESSION)].map((m) => m[0]);
  if (spanCode.length === 0) return undefined;
  const head = (code: string) => /^(?:#!?\[)?([A-Za-z_][\w:.!]*)\(/.exec(code)?.[1];
  for (const m of claimText.replace(/`/g, '').matchAll(CODE_EXPRESSION)) {
    const mine = m[0];
    // (an argument list with a word in it: "f(x)" in prose, "(see below)" is no call)
    if (!/[(,]\s*[\w"']/.test(mine)) continue;
    const same = spanCode.filter((c) => head(c) === head(mine));
    if (same.length === 0 || same.some((c) => codeKey(c) === codeKey(mine) || ` ${codeKey(c)} `.includes(` ${codeKey(mine)} `))) continue;
    return { claim: mine, span: same[0]! };
  }
  return undefined;
}

/** A command-line flag as written: "--yes", "--no-save", "-w" (not a dash between words, nor a negative number). */
const CLI_FLAG = /(?<![\w-])--?[A-Za-z][\w-]*/g;
/**
 * A command-line flag of the claim the span does not write ("npm exec assumes --no" over "`--yes` is assumed"): a flag is
 * a name, and its words ("no", "all") are no words the reading of terms may pass over. The claim's flag and one of the
 * span's, or undefined.
 */
export function cliFlagUnwritten(claimText: string, spanText: string): { claim: string; span?: string } | undefined {
  const spanFlags = new Set(spanText.replace(/`/g, '').match(CLI_FLAG) ?? []);
  const text = claimText.replace(/`/g, '');
  for (const m of text.matchAll(CLI_FLAG)) {
    const flag = m[0];
    // (not the rest of a name after code blanked out of a plain text: "  mut -restricted" was "`mut`-restricted")
    if (spanFlags.has(flag) || /\s\s[^\s]+ $/.test(text.slice(0, m.index))) continue;
    const other = [...spanFlags][0];
    return { claim: flag, ...(other !== undefined ? { span: other } : {}) };
  }
  return undefined;
}

/**
 * A code literal of the span ("``MIT AND (Apache-2.0 OR BSD-2-Clause)``") whose words the claim writes in a stretch of
 * its own in another order ("MIT OR (Apache-2.0 AND BSD-2-Clause)"): code is read in order, its operators too. The
 * claim's stretch and the span's literal, or undefined.
 */
export function codeRearranged(claimText: string, rawSpan: string): { claim: string; span: string } | undefined {
  const claimWords = [...claimText.matchAll(/[\p{L}\p{N}_]+/gu)];
  if (claimWords.length < 3) return undefined;
  for (const m of rawSpan.matchAll(/`{1,2}([^`\n]+?)`{1,2}/g)) {
    const literal = codeWords(m[1]!);
    // (a literal of several words with a word of its own kind between them: an expression, not a name)
    if (literal.length < 3 || !/[\s()]/.test(m[1]!.trim())) continue;
    const want = [...literal].sort().join(' ');
    for (let i = 0; i + literal.length <= claimWords.length; i++) {
      const stretch = claimWords.slice(i, i + literal.length);
      if ([...stretch.map((x) => x[0])].sort().join(' ') !== want) continue;
      if (stretch.every((x, k) => x[0] === literal[k])) break;
      const first = stretch[0]!;
      const last = stretch[stretch.length - 1]!;
      // (its closing brackets too, where the literal ends on them)
      const closing = /^\)+/.exec(claimText.slice(last.index! + last[0].length))?.[0] ?? '';
      const end = last.index! + last[0].length + (m[1]!.trim().endsWith(')') ? closing.length : 0);
      return { claim: claimText.slice(first.index!, end), span: m[1]!.trim() };
    }
  }
  return undefined;
}

/** A literal in quotes or backticks: "`x`", "``x``", "'x'", "\"x\"". */
const QUOTED_LITERAL = /`{1,2}([^`\n]+?)`{1,2}|(?<![\p{L}\p{N}])'([^'\n]{2,60})'(?![\p{L}\p{N}])|"([^"\n]{2,60})"/gu;
/** A literal's symbols, in order, without its words and spaces: "<anonymous TypedDict>" → "<>". */
const symbolShape = (literal: string) => literal.replace(/[\p{L}\p{N}_\s]+/gu, '');
/**
 * A literal the claim quotes ("the '<anonymous TypedDict>' string") where the span quotes one of the same shape that
 * shares a word with it but is not it ("``<inline TypedDict>``"): a literal is compared as written. The claim's literal and
 * the span's, or undefined.
 */
export function literalDiffers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const literals = (text: string) => [...text.matchAll(QUOTED_LITERAL)].map((m) => (m[1] ?? m[2] ?? m[3])!.trim()).filter((l) => l.length > 0);
  const quoted = literals(spanText);
  for (const mine of literals(claimText)) {
    // (code-like: it has a symbol, "<anonymous TypedDict>", "__name__", "a.b")
    const shape = symbolShape(mine);
    // (the span writes it whole, not as the start of a longer one: "~/.tarn/key" is not "~/.tarn/key.bak")
    // (and, where it starts with a symbol, not as the end of a longer one: "/.config/x" is not "~/.config/x")
    const lead = /^[^\p{L}\p{N}_\s]/u.test(mine) ? String.raw`(?<![^\s\x60'"(\[{<])` : '';
    const whole = new RegExp(`${lead}${escapeRegExp(mine)}(?![\\p{L}\\p{N}_]|[.\\-/][\\p{L}\\p{N}_])`, 'u');
    if (shape === '' || quoted.some((l) => l === mine) || whole.test(spanText)) continue;
    const longer = quoted.find((l) => l.includes(mine) && l !== mine);
    if (longer) return { claim: mine, span: longer };
    if (quoted.some((l) => codeKey(l) === codeKey(mine))) continue;
    // (the span's literals, quoted or not — a parsed source may have read its backticks away — written with the same
    // symbols around as many words: "<inline TypedDict>" for "<anonymous TypedDict>")
    const sameShape = new RegExp(mine.split(/([\p{L}\p{N}_]+|\s+)/u).filter((p) => p !== '')
      .map((p) => (/^\s+$/.test(p) ? '\\s+' : /^[\p{L}\p{N}_]+$/u.test(p) ? '[\\p{L}\\p{N}_]+' : escapeRegExp(p))).join(''), 'gu');
    const theirs = [...quoted, ...[...spanText.matchAll(sameShape)].map((m) => m[0])];
    const words = new Set(codeKey(mine).split(' '));
    const like = theirs.find((l) => symbolShape(l) === shape && codeKey(l) !== codeKey(mine) && codeKey(l).split(' ').some((w) => words.has(w)));
    if (like) return { claim: mine, span: like };
  }
  return undefined;
}

/** What denies the code right after it: "not `&Foo`", "rather than `x`", "instead of `y`", and "or" inside such a list. */
const DENIER = String.raw`(?:\bnot|\bnever|\brather\s+than|\binstead\s+of|\bno)\s+`;
const DENIED_BEFORE_CODE = new RegExp(String.raw`${DENIER}(?:\x60[^\x60\n]*\x60\s*(?:,|or|nor)\s+)*$`, 'i');
/** The same, where the other code may be written without its backticks ("instead of  addFile()  or …"). */
const DENIED_BEFORE_CODE_UNQUOTED = new RegExp(String.raw`${DENIER}(?:(?:\x60[^\x60\n]*\x60|[^\s\x60]+)\s*(?:,|or|nor)\s+)*$`, 'i');

/**
 * A code span of the claim (as written, between backticks) that the span names only to deny it ("has type `Foo`, not
 * `&Foo` or `&mut Foo`"), where the claim denies nothing: the code, or undefined.
 */
export function codeOnlyDenied(claimText: string, spanText: string): string | undefined {
  if (!spanText.includes('`') || /\b(?:not|no|never|without)\b|n['’]t\b/i.test(claimText)) return undefined;
  const codes = [...spanText.matchAll(/`([^`\n]+)`/g)];
  // (the claim may come with its backticks read away: its code is then a run of its own between spaces)
  const inClaim = (code: string) => claimText.includes(`\`${code}\``) ||
    new RegExp(`(?:^|\\s)${escapeRegExp(code)}(?=\\s|[.,;:!?)]|$)`).test(claimText);
  for (const m of codes) {
    const code = m[1]!;
    if (!/[^\w\s]/.test(code) && !/\s/.test(code) && code.length < 3) continue;
    if (!inClaim(code)) continue;
    // (the claim sets it aside too: "via `a`, rather than `b`")
    const inClaimAt = claimText.indexOf(code);
    // (its other code may have its backticks read away too: "instead of  addFile()  or  addReadStream()")
    if (DENIED_BEFORE_CODE_UNQUOTED.test(claimText.slice(Math.max(0, inClaimAt - 120), inClaimAt).replace(/[`\s]+$/, ' '))) continue;
    const uses = codes.filter((u) => u[1] === code);
    if (uses.every((u) => DENIED_BEFORE_CODE.test(spanText.slice(Math.max(0, u.index! - 120), u.index!)))) return code;
  }
  return undefined;
}

/** An example the span gives of a wider thing: "(like `target_os`)", "such as X", "e.g. X", "including X". */
const EXAMPLE_PHRASE = /(?:[(,]\s*like|\bsuch\s+as|\be\.g\.,?|\bincluding)\s+[^.,;:)]{1,80}/gi;
/** The opening of an example ("(like", ", like", "such as", "e.g.", "including"): not the "like" of a comparison. */
const EXAMPLE_OPENING = /(?:[(,]\s*like|\bsuch\s+as|\be\.g\.|\bincluding)\b/i;

/**
 * The claim says "only" of a thing the span names only as an example of a wider one ("only considers the `target_os`
 * attribute" over "only considers built-in `cfg` attributes (like `target_os`)"): the claim's word, or undefined.
 */
export function onlyAnExample(claimText: string, spanText: string): string | undefined {
  const only = /\bonly\b/i.exec(claimText);
  if (!only || !EXAMPLE_OPENING.test(spanText)) return undefined;
  const examples = [...spanText.matchAll(EXAMPLE_PHRASE)].map((m) => [m.index!, m.index! + m[0].length] as const);
  if (examples.length === 0) return undefined;
  const spanTokens = tokenize(spanText).filter((t) => t.kind === 'word' && !t.stop);
  const after = tokenize(claimText.slice(only.index + only[0].length)).filter((t) => t.kind === 'word' && !t.stop).slice(0, 6);
  for (const w of after) {
    // (a claim that gives it as an example too keeps it so: "…, including for classes")
    if (EXAMPLE_OPENING.test(claimText.slice(0, only.index + only[0].length + w.end))) continue;
    const uses = spanTokens.filter((t) => stem(t.norm) === stem(w.norm));
    if (uses.length > 0 && uses.every((t) => examples.some(([a, b]) => t.start >= a && t.end <= b))) return w.text;
  }
  return undefined;
}

const SAME = /\b(?:the\s+same|identical|equal)\b/i;
const DIFFERENT = /\b(?:different|differs?|differing|distinct|unlike|another|separate)\b/i;
const SAME_ALL = new RegExp(SAME.source, 'gi');
const DIFFERENT_ALL = new RegExp(DIFFERENT.source, 'gi');

/**
 * The claim says "the same" where the span says "different" (or the other way round): "use the same API as the for-loop"
 * over "use an entirely different API than the for-loop". The two words, or undefined.
 */
export function sameForDifferent(claimText: string, spanText: string): { claim: string; span?: string } | undefined {
  const [claimSame, claimDifferent] = [SAME.exec(claimText), DIFFERENT.exec(claimText)];
  const [spanSame, spanDifferent] = [SAME.exec(spanText), DIFFERENT.exec(spanText)];
  if (claimSame && !claimDifferent && spanDifferent && !spanSame) return { claim: claimSame[0], span: spanDifferent[0] };
  if (claimDifferent && !claimSame && spanSame && !spanDifferent) return { claim: claimDifferent[0], span: spanSame[0] };
  // (in the same place, the same two words after each, whatever else either side says: "wheels with the same wheel
  // versions" / "wheels with different wheel versions", a span that says "identical-content" elsewhere)
  const after = (text: string, end: number) => text.slice(end).toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 2).join(' ');
  // (each span word of sameness or difference with the two words after it, read once)
  const placed = (pattern: RegExp) => [...spanText.matchAll(pattern)].map((o) => ({ word: o[0], next: after(spanText, o.index! + o[0].length) }));
  const spanSames = placed(SAME_ALL);
  const spanDifferents = placed(DIFFERENT_ALL);
  for (const [mine, theirs, ownOnSpan] of [[SAME_ALL, spanDifferents, spanSames], [DIFFERENT_ALL, spanSames, spanDifferents]] as const) {
    for (const m of claimText.matchAll(mine)) {
      const next = after(claimText, m.index! + m[0].length);
      if (next.split(' ').length < 2) continue;
      const there = theirs.find((o) => o.next === next);
      if (there && !ownOnSpan.some((o) => o.next === next)) return { claim: m[0], span: there.word };
    }
  }
  // ("Every instance has the same color" over "Every instance has a color"): sameness the span does not say of the thing
  // it names (not an idiom's, "at the same time")
  const added = /\bthe\s+(?:very\s+)?same\s+([\p{L}][\p{L}-]*)/iu.exec(claimText);
  if (added && !claimSame?.[0].match(/equal/i) && !/^(?:time|way|thing|reason|goes|applies)$/i.test(added[1]!) && !/\bsame\b/i.test(spanText) && !spanDifferent &&
    !/\b(?:as\s+well|alike|likewise|too|also|each\s+other|shared?|common)\b/i.test(spanText) &&
    tokenize(spanText).some((t) => t.kind === 'word' && stem(t.norm) === stem(added[1]!.toLowerCase()))) return { claim: added[0] };
  return undefined;
}

/** A name a writer cannot reword: a code span, or an identifier (`snake_case`, `CamelCase`, `call()`, `x86`). */
const NAME = /``([^`]+)``|`([^`]+)`|\b([A-Za-z]\w*(?:_\w+)+|[a-z]+[A-Z]\w*|[A-Z][a-z]+[A-Z]\w*)(?:\(\))?/g;
/** A reference to a numbered document, or to the span's own ("this PEP"). */
const DOCUMENT_REFERENCE = /:(pep|rfc):`(?:[^`<]*<)?(\d+)>?`|\b(?:(PEP|RFC)\s+(\d+)|this\s+(PEP|RFC))\b/gi;
/** Words between two names that say the same of either side ("A and B", "A is compatible with B"); an "and" that joins two verbs ("A clarifies and updates B") does not. */
const SYMMETRIC = /^\W*(?:and|or|nor)\W*$|\b(?:with|vs|versus|between|equivalent|equal|same|similar|identical|interchangeable|compatible|alias(?:es)?|both|either)\b/i;
/** Words between two names that turn the roles round ("by", "than", "from"): a passive or a comparison, unless both sides have the same one. */
const TURNING = /\b(?:by|than|from)\b/gi;
/** How much of the words between two names must be the same on both sides for the two to be read as one relation. */
const BETWEEN_OVERLAP = 0.6;
/** A figure written alone ("thread 2", "1418 instances"), not a part of a version, a date, an identifier or a range. */
const LONE_FIGURE = /(?<![\w.,:/-])\d+(?:,\d{3})*(?![\w:/-]|[.,]\d)/g;
/** The most figures a text may have for them to be read as names that may trade places. */
const MAX_NAMED_FIGURES = 8;
/** The most names a claim may have for its pairs to be compared (the pairs grow as the square of it). */
const MAX_SWAP_NAMES = 16;
/** How many content words before a pair of names say what relation they stand in, when nothing between them does ("The parent of A is B"). */
const FRAME_BEFORE = 3;

interface NamedItem { name: string; start: number; end: number; figure: boolean }

/** The names a text says: document references, code and identifiers, and figures written alone. */
function namedItems(text: string): NamedItem[] {
  const out: NamedItem[] = [];
  const overlaps = (start: number, end: number) => out.some((r) => start < r.end && r.start < end);
  // a document reference is a name too: "PEP 376", ":pep:`376`", "this PEP" (its own document)
  for (const m of text.matchAll(DOCUMENT_REFERENCE)) {
    const name = m[5] ? `this ${m[5].toLowerCase()}` : m[1] ? `${m[1].toLowerCase()} ${m[2]}` : `${m[3]!.toLowerCase()} ${m[4]}`;
    out.push({ name, start: m.index, end: m.index + m[0].length, figure: false });
  }
  for (const m of text.matchAll(NAME)) {
    if (overlaps(m.index, m.index + m[0].length)) continue;
    out.push({ name: (m[1] ?? m[2] ?? m[3]!).trim().toLowerCase().replace(/\(\)$/, ''), start: m.index, end: m.index + m[0].length, figure: false });
  }
  // (figures only where a text has a few: a list of hundreds is no pair of roles)
  const figures = [...text.matchAll(LONE_FIGURE)].filter((m) => !overlaps(m.index, m.index + m[0].length));
  if (figures.length <= MAX_NAMED_FIGURES) for (const m of figures) out.push({ name: m[0].replace(/,/g, ''), start: m.index, end: m.index + m[0].length, figure: true });
  return out.sort((a, b) => a.start - b.start);
}

/** The content words of a text, as written. */
const contentNorms = (text: string) => new Set(tokenize(text).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.norm));

/** Nouns that say what kind of thing a name is, right after it ("the `Foo` exception", "the `bar` crate"). */
const KIND_AFTER_NAME = new Set(['exception', 'exceptions', 'class', 'classes', 'module', 'modules', 'type', 'types', 'trait', 'traits', 'function', 'functions',
  'method', 'methods', 'crate', 'crates', 'package', 'packages', 'attribute', 'attributes', 'keyword', 'macro', 'macros', 'field', 'fields', 'object', 'objects']);
/** Words that place a relation in a chain or stress it ("which is in turn", "which is itself"), saying no relation of their own. */
const CHAIN_WORDS = new Set(['itself', 'themselves', 'turn', 'also', 'again', 'then', 'thus', 'therefore', 'likewise', 'similarly', 'directly', 'indirectly']);
/**
 * The words of the relation between two names: what follows the first name as its kind ("the `X` exception, which is
 * a subclass of") and the words of a chain ("in turn", "itself") left out.
 */
function relationNorms(text: string): Set<string> {
  const words = tokenize(text).filter((t) => t.kind === 'word' && !t.stop);
  return new Set(words.filter((t, i) => !(i === 0 && KIND_AFTER_NAME.has(t.norm) && /^\s+$/.test(text.slice(0, t.start))) && !CHAIN_WORDS.has(t.norm)).map((t) => t.norm));
}

/** Whether two sets of words are mostly the same: at least one shared, and BETWEEN_OVERLAP of their union. */
function mostlyShared(x: Set<string>, y: Set<string>): boolean {
  const shared = [...x].filter((w) => y.has(w)).length;
  return shared > 0 && shared / new Set([...x, ...y]).size >= BETWEEN_OVERLAP;
}

/**
 * Two figures and the words that label both ("thread 1" and "thread 2", "block remainder 1" and "block remainder 2"):
 * the start of each, moved back over the words both say right before their figure.
 */
function labelStarts(text: string, a: NamedItem, b: NamedItem): [number, number] {
  if (!a.figure || !b.figure) return [a.start, b.start];
  const tokens = tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number' || t.kind === 'punct');
  const before = (at: number) => tokens.filter((t) => t.end <= at);
  const [wa, wb] = [before(a.start), before(b.start)];
  let [sa, sb] = [a.start, b.start];
  for (let k = 1; k <= 3; k++) {
    const [x, y] = [wa[wa.length - k], wb[wb.length - k]];
    if (!x || !y || x.kind !== 'word' || x.stop || x.norm !== y.norm) break;
    [sa, sb] = [x.start, y.start];
  }
  return [sa, sb];
}

/** Up to FRAME_BEFORE content words before a place, within its clause. */
function frameBefore(text: string, at: number): Set<string> {
  const clause = text.slice(0, at).replace(/^[^]*[.!?;:,(](?:\s|$)/, '');
  return new Set(tokenize(clause).filter((t) => t.kind === 'word' && !t.stop).slice(-FRAME_BEFORE).map((t) => t.norm));
}

/**
 * Two names, each said once in the claim, in the other order around the same words in the span: "copies `a` to a new
 * function `b`" over "copies `b` to a new function `a`", "the read in thread 2 may see the value written in thread 1" over
 * "… thread 1 … thread 2", "1852 instances today, where there should be 1418" over "1418 instances …, where there should
 * be 1852". The words between them (content words, as written) must be mostly the same, or, where the claim has none
 * between them, the words before them ("The parent of A is B"). None may make the relation symmetric ("and", "with"),
 * nor turn it round on one side only ("by", "than"), so a passive or a comparison is not read as a swap. The span may say
 * a name more than once, but never in the claim's order. The two names, or undefined.
 */
export function namesSwapped(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const claim = namedItems(claimText);
  if (claim.length < 2 || claim.length > MAX_SWAP_NAMES) return undefined;
  const span = namedItems(spanText);
  const named = (list: NamedItem[], name: string) => list.filter((n) => n.name === name);
  const turning = (text: string) => [...text.matchAll(TURNING)].map((m) => m[0].toLowerCase()).sort().join(' ');
  for (let i = 0; i < claim.length; i++) {
    for (let j = i + 1; j < claim.length; j++) {
      const [a, b] = [claim[i]!, claim[j]!];
      if (a.name === b.name || a.figure !== b.figure || named(claim, a.name).length !== 1 || named(claim, b.name).length !== 1) continue;
      const [sa, sb] = [named(span, a.name), named(span, b.name)];
      if (sa.length === 0 || sb.length === 0 || (sa.length > 1 && sb.length > 1)) continue;
      // (never in the claim's order anywhere in the span)
      if (sa.some((x) => sb.some((y) => x.end <= y.start))) continue;
      // the span's nearest pair the other way round
      const pairs = sb.flatMap((y) => sa.filter((x) => y.end <= x.start).map((x): [NamedItem, NamedItem] => [y, x]));
      const [y, x] = pairs.sort((p, q) => (p[1].start - p[0].end) - (q[1].start - q[0].end))[0]!;
      const [claimFirst, claimSecond] = labelStarts(claimText, a, b);
      const [spanFirst, spanSecond] = labelStarts(spanText, y, x);
      const mine = claimText.slice(a.end, claimSecond);
      const theirs = spanText.slice(y.end, spanSecond);
      if (SYMMETRIC.test(mine) || SYMMETRIC.test(theirs) || turning(mine) !== turning(theirs)) continue;
      const between = relationNorms(mine);
      const traded = between.size > 0 ? mostlyShared(between, relationNorms(theirs)) : mostlyShared(frameBefore(claimText, claimFirst), frameBefore(spanText, spanFirst));
      // (a figure with the words that label it: "worker 2", not "2")
      if (traded) return { first: claimText.slice(claimFirst, a.end), second: claimText.slice(claimSecond, b.end) };
    }
  }
  return undefined;
}

/**
 * Two verbs that trade their objects: "disables caching … enables telemetry" over "enables caching and disables
 * telemetry". Each verb's next content word in the claim is the other verb's next content word in the span, and the span
 * never pairs either verb with its claim object. The two verbs and their claim objects, or undefined.
 */
export function objectsTraded(claimText: string, spanText: string): { first: string; second: string; firstObject: string; secondObject: string } | undefined {
  // (a part of a hyphened compound is no verb or object of its own, "R-goal-tagged issues"; nor is a figure, "lost 21%,
  // compared with 9%")
  const content = (text: string) => tokenize(text).filter((t) => t.kind === 'word' && !t.stop && text[t.start - 1] !== '-' && text[t.end] !== '-');
  const claim = content(claimText);
  if (claim.length < 4) return undefined;
  const tags = posTags(claimText);
  const span = content(spanText);
  // (a verb and the next word in its own clause: not across a comma or "and", "deprecated and support will be removed")
  const joined = (text: string, a: Token, b: Token) => !CLAUSE_BREAK_BETWEEN.test(text.slice(a.end, b.start));
  const spanPairs = new Set(span.slice(1).flatMap((t, i) => (joined(spanText, span[i]!, t) ? [`${span[i]!.stem} ${t.stem}`] : [])));
  const verbs = claim.flatMap((t, i) => (i + 1 < claim.length && tags.get(t.start) === 'v' && joined(claimText, t, claim[i + 1]!) ? [i] : []));
  for (const i of verbs) {
    for (const j of verbs) {
      if (j <= i + 1) continue;
      const [v1, o1, v2, o2] = [claim[i]!.stem, claim[i + 1]!.stem, claim[j]!.stem, claim[j + 1]!.stem];
      if (new Set([v1, o1, v2, o2]).size < 4) continue;
      if (spanPairs.has(`${v1} ${o2}`) && spanPairs.has(`${v2} ${o1}`) && !spanPairs.has(`${v1} ${o1}`) && !spanPairs.has(`${v2} ${o2}`)) {
        return { first: claim[i]!.text, second: claim[j]!.text, firstObject: claim[i + 1]!.text, secondObject: claim[j + 1]!.text };
      }
    }
  }
  return undefined;
}

/** "A if C, or B otherwise", "A when C, otherwise B": the main result, its condition, and the other result. */
const OTHERWISE_CASES: readonly RegExp[] = [
  /([^,;.]{1,80}?)\s+(?:if|when|whenever)\s+([^,;]{3,80}?),?\s+(?:or|and)\s+([^,;.]{1,40}?)\s+otherwise\b/i,
  /([^,;.]{1,80}?)\s+(?:if|when|whenever)\s+([^,;]{3,80}?)\s*[,;]\s*(?:or\s+|and\s+)?otherwise,?\s+([^,;.]{1,40})/i,
];
const CLAIM_DENIES = /\b(?:not|no|never|none|without|unless|otherwise)\b|n['’]t\b/i;
const denials = (text: string) => (text.match(/\b(?:not|no|never|none|without|unless)\b|n['’]t\b/gi) ?? []).length;
/**
 * The claim gives the span's other result ("or `false` otherwise") under the span's own condition: "returns `false` if the
 * key existed" over "returns `true` if the key existed, or `false` otherwise". Only a claim that denies no more than the
 * span's condition does (a claim of the other case in its own words, "if the key did not exist", is read elsewhere). The
 * other result and the condition, or undefined.
 */
export function otherwiseResultClaimed(claimText: string, spanText: string): { other: string; condition: string } | undefined {
  const claimStems = wordStemsOf(claimText);
  const found = otherwiseCasesOf(spanText).find((c) => denials(claimText) <= denials(c.condition) && c.other.every((w) => claimStems.has(w)) &&
    c.conditionStems.every((w) => claimStems.has(w)));
  return found ? { other: found.otherText, condition: found.condition } : undefined;
}

/**
 * The claim gives the span's other result under its condition denied ("returns an empty array when the file is not
 * open" over "returns the last lines when the file is open, otherwise an empty array"): the span's own "otherwise".
 */
export function otherwiseCaseClaimed(claimText: string, spanText: string): boolean {
  if (!CLAIM_DENIES.test(claimText)) return false;
  const claimStems = wordStemsOf(claimText);
  return otherwiseCasesOf(spanText).some((c) => denials(claimText) > denials(c.condition) && c.other.every((w) => claimStems.has(w)) &&
    c.conditionStems.every((w) => claimStems.has(w)));
}

/** The span's "A if C, or B otherwise" cases: B's own words (not A's), C as written and its words. */
function otherwiseCasesOf(spanText: string): Array<{ other: string[]; otherText: string; condition: string; conditionStems: string[] }> {
  if (!/\botherwise\b/i.test(spanText)) return [];
  return OTHERWISE_CASES.flatMap((pattern) => {
    const m = pattern.exec(spanText);
    if (!m) return [];
    const main = contentStems(tokenize(m[1]!));
    const other = [...contentStems(tokenize(m[3]!))].filter((w) => !main.has(w));
    const conditionStems = [...contentStems(tokenize(m[2]!))];
    return other.length > 0 && conditionStems.length > 0 ? [{ other, otherText: m[3]!.trim(), condition: m[2]!.trim(), conditionStems }] : [];
  });
}
/** The stems of a text's words and numbers, function words too ("not" in "if the key did not exist"). */
function wordStemsOf(text: string): Set<string> {
  return new Set(tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => t.stem));
}

/** A comma, a stop or a conjunction between two words: they stand in two clauses or two conjuncts. */
const CLAUSE_BREAK_BETWEEN = /[,;:.!?]|\b(?:and|or|but)\b/i;
/** Words that place one event in time against another ("before the first beta", "after the release", "until 3.12"; not "since" or "once", often a cause or a count). */
const TIME_RELATION = /\b(before|after|until|till|prior\s+to)\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?/gi;
const ANY_TIME_RELATION = /\b(?:before|after|until|till|since|prior\s+to|following|once|earlier|later|then|during|while|when|whenever|up\s+to)\b/i;

/**
 * One side places an event in time against another ("the version before the breaking change", "only before the first
 * beta") where the other says the same words with no word of time at all ("the version in which the breaking change",
 * "up to and including the first beta" has "up to"): the relation is the other side's own. Only where the other side
 * has no word of time anywhere, so "X happens before Y" / "Y happens after X" is left alone. The relation word and the
 * side it is on, or undefined.
 */
export function timeRelationDropped(claimText: string, spanText: string): { word: string; side: 'claim' | 'span' } | undefined {
  const check = (withIt: string, without: string, side: 'claim' | 'span') => {
    // (a cause the other side gives instead, "because" for "after", is the relation check's to read)
    if (ANY_TIME_RELATION.test(without) || /\b(?:because|due\s+to|owing\s+to|as\s+a\s+result|therefore|so\s+that)\b/i.test(without)) return undefined;
    const otherStems = tokenize(without).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
    for (const m of withIt.matchAll(TIME_RELATION)) {
      const after = tokenize(withIt.slice(m.index + m[0].length)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).slice(0, 2);
      if (after.length < 2) continue;
      // the two words the relation governs, one after the other on the other side too
      const at = otherStems.findIndex((t, i) => t.stem === after[0]!.stem && otherStems[i + 1]?.stem === after[1]!.stem);
      if (at >= 0) return { word: m[1]!.toLowerCase(), side };
    }
    return undefined;
  };
  return check(spanText, claimText, 'span') ?? check(claimText, spanText, 'claim');
}

/** A comparison that names its other side: "more power … than an attribute", "faster than X", "less evocative than Y". */
const COMPARED_WITH = /\b(more|less|fewer|\p{L}{3,}er)\s+((?:[\p{L}\p{N}_`'!().-]+\s+){0,8}?)than\s+((?:(?!and\b|or\b|but\b)[\p{L}\p{N}_`'!().-]+\s*){1,4})/giu;
/** Words by which a span names the other side of a comparison without "than": "compared with Y", "relative to Y", "over Y", "unlike Y". */
const OTHER_SIDE = /\b(?:compared\s+(?:to|with)|relative\s+to|in\s+comparison\s+(?:to|with)|over|unlike|versus|vs\.?)\s/i;

/**
 * The claim compares ("gives the macro more power than an attribute"); the span has the comparison's word and what it
 * compares ("more power") but not with the claim's other side: no "than" after it in its clause and no "compared with"
 * anywhere, or a "than" with other words. What is compared, as the claim writes it, or undefined.
 */
export function comparisonUnstated(claimText: string, spanText: string): string | undefined {
  const re = new RegExp(COMPARED_WITH.source, COMPARED_WITH.flags);
  let span: Token[] | undefined;
  let tags: ReturnType<typeof posTags> | undefined;
  for (let m = re.exec(claimText); m; m = re.exec(claimText)) {
    const degree = m[1]!.toLowerCase();
    // (an -er word is a comparative only where the tagger reads an adjective or adverb: not "user", "worker", "under";
    // the next match may start right after it: "each worker more memory than …")
    if (!['more', 'less', 'fewer'].includes(degree) && !/^(?:a|r)$/.test((tags ??= posTags(claimText)).get(m.index) ?? '')) {
      re.lastIndex = m.index + m[1]!.length;
      continue;
    }
    // (a figure's bound, "fewer than 10,000 bees", is the quantity checks' to read)
    if (/^[\s(]*[\d$€£~≈]/.test(m[3]!) || /\d/.test(m[2]!)) continue;
    const compared = tokenize(m[2]!).filter((t) => t.kind === 'word' && !t.stop);
    const other = contentTokens(m[3]!).map((t) => t.stem);
    if (other.length === 0) continue;
    // the span's same comparison: the degree word, then the claim's first compared word within three words
    span ??= tokenize(spanText);
    for (let i = 0; i < span.length; i++) {
      if (span[i]!.norm !== degree) continue;
      const next = span.slice(i + 1, i + 5).filter((t) => t.kind === 'word' && !t.stop);
      if (compared.length > 0 && !next.some((t) => t.stem === compared[0]!.stem)) continue;
      // the rest of its clause: a "than" there, and the claim's other side after it
      const rest = spanText.slice(span[i]!.end, span[i]!.end + 200);
      const clauseEnd = rest.search(/[.;!?](?:\s|$)/);
      const clause = clauseEnd < 0 ? rest : rest.slice(0, clauseEnd);
      const than = /\bthan\b/i.exec(clause);
      if (than) {
        const after = contentTokens(clause.slice(than.index + 4)).slice(0, 6).map((t) => t.stem);
        if (other.some((x) => after.includes(x))) return undefined;
        return m[0].replace(/[\s.,;:!?]+$/, '');
      }
      // (or named by "compared with", "unlike", "relative to": the claim's other side right after it)
      const named = [...spanText.matchAll(new RegExp(OTHER_SIDE.source, 'gi'))].some((o) => {
        const from = o.index! + o[0].length;
        const next = contentTokens(spanText.slice(from, from + 80)).slice(0, 4).map((t) => t.stem);
        return other.some((x) => next.includes(x));
      });
      if (named) return undefined;
      return m[0].replace(/[\s.,;:!?]+$/, '');
    }
  }
  return undefined;
}

/** Words that pick one of several by comparing them: "the larger value", "the latest release", "the former". */
const SELECTORS = new Set(['larger', 'smaller', 'greater', 'lesser', 'higher', 'lower', 'bigger', 'longer', 'shorter', 'wider', 'narrower',
  'earlier', 'later', 'older', 'newer', 'former', 'latter']);

/**
 * The span picks one of several by a comparing word ("relative to the larger absolute value of a or b"); the claim says
 * "the" and the rest of that phrase without it ("relative to the absolute value of a"), so it speaks of another thing.
 * The span's phrase, or undefined.
 */
export function selectorDropped(claimText: string, spanText: string): string | undefined {
  const span = wordsOf(spanText).words;
  const claim = wordsOf(claimText).words;
  const tags = posTags(spanText);
  const claimStems = new Set(claim.map((t) => stem(t.norm)));
  for (let i = 1; i + 1 < span.length; i++) {
    const w = span[i]!;
    if (span[i - 1]!.norm !== 'the' || !(SELECTORS.has(w.norm) || (/^\p{L}{3,}est$/u.test(w.norm) && tags.get(w.start) === 'a'))) continue;
    if (claimStems.has(stem(w.norm))) continue;
    const next = span[i + 1]!;
    if (next.stop || next.kind !== 'word') continue;
    // the claim's "the" right before the span's next word
    if (claim.some((t, k) => k > 0 && claim[k - 1]!.norm === 'the' && stem(t.norm) === stem(next.norm))) {
      return spanText.slice(span[i - 1]!.start, next.end);
    }
  }
  return undefined;
}

/** The most modifier-and-noun pairs a claim may have for attributesTraded to compare them two by two. */
const MAX_TRADED_PAIRS = 40;

/**
 * Two kinds of one thing ("short ints" and "long ints": one noun, two modifiers), each named once on each side, with
 * what the claim says of each said in the span of the other: "short ints are limited only by available memory, while
 * long ints are limited by the size of a C long" over "short ints, limited by the size of a C long, and long ints, which
 * are limited only by available memory". What is said of each is the content words after it, up to the other or the end
 * of the sentence; each side must say something of each that it does not say of the other. The two, or undefined.
 */
export function attributesTraded(claimText: string, spanText: string): { first: string; second: string } | undefined {
  const claim = contentTokens(claimText);
  if (claim.length < 6) return undefined;
  const span = contentTokens(spanText);
  // modifier-and-noun pairs of the claim whose noun another pair of the claim shares
  const pairAt = (list: Token[], i: number) => `${list[i]!.stem} ${list[i + 1]!.stem}`;
  const adjacent = (text: string, list: Token[], i: number) => /^[\s-]*$/.test(text.slice(list[i]!.end, list[i + 1]!.start));
  const pairs = (text: string, list: Token[]) => list.slice(0, -1).flatMap((_, i) => (adjacent(text, list, i) ? [i] : []));
  const claimPairs = pairs(claimText, claim);
  // (bounded: the pairs are compared two by two, each against the span's)
  if (claimPairs.length > MAX_TRADED_PAIRS) return undefined;
  const spanPairs = pairs(spanText, span);
  // each pair's places, by its words, made once
  const placesOf = (list: Token[], at: number[]) => {
    const places = new Map<string, number[]>();
    for (const i of at) {
      const key = pairAt(list, i);
      const known = places.get(key);
      if (known) known.push(i);
      else places.set(key, [i]);
    }
    return places;
  };
  const claimPlaces = placesOf(claim, claimPairs);
  const spanPlaces = placesOf(span, spanPairs);
  for (const i of claimPairs) {
    for (const j of claimPairs) {
      if (j <= i + 1 || claim[i + 1]!.stem !== claim[j + 1]!.stem || claim[i]!.stem === claim[j]!.stem) continue;
      const [ka, kb] = [pairAt(claim, i), pairAt(claim, j)];
      if (claimPlaces.get(ka)!.length !== 1 || claimPlaces.get(kb)!.length !== 1) continue;
      const [sa, sb] = [spanPlaces.get(ka) ?? [], spanPlaces.get(kb) ?? []];
      if (sa.length !== 1 || sb.length !== 1) continue;
      // what each side says of each: the content words after it, up to the other (or the sentence's end)
      const said = (text: string, list: Token[], from: number, to: number) => {
        const end = to > from ? list[to]!.start : list.length > 0 ? list[list.length - 1]!.end + 1 : 0;
        const stop = text.slice(list[from + 1]!.end, end).search(/[.!?](?:\s|$)/);
        const limit = stop < 0 ? end : list[from + 1]!.end + stop;
        return new Set(list.filter((t, k) => k > from + 1 && t.start < limit && t.stem !== list[from + 1]!.stem).map((t) => t.stem));
      };
      const [ca, cb] = [said(claimText, claim, i, j), said(claimText, claim, j, -1)];
      const [xa, xb] = sa[0]! < sb[0]! ? [said(spanText, span, sa[0]!, sb[0]!), said(spanText, span, sb[0]!, -1)]
        : [said(spanText, span, sa[0]!, -1), said(spanText, span, sb[0]!, sa[0]!)];
      const onlyA = [...ca].filter((w) => !cb.has(w));
      const onlyB = [...cb].filter((w) => !ca.has(w));
      if (onlyA.length === 0 || onlyB.length === 0) continue;
      if (onlyA.every((w) => xb.has(w) && !xa.has(w)) && onlyB.every((w) => xa.has(w) && !xb.has(w))) {
        return { first: claimText.slice(claim[i]!.start, claim[i + 1]!.end), second: claimText.slice(claim[j]!.start, claim[j + 1]!.end) };
      }
    }
  }
  return undefined;
}

/** A denial and the exception the span makes to it: "never prefix …, *except* for names also defined in the prelude". */
const DENIAL_EXCEPT = /\b(?:never|not|no|none|nothing|cannot|can['’]t|don['’]t|doesn['’]t|won['’]t)\b[^.;!?]{0,200}?\bexcept[*_]*(?:\s+for)?\s+([^,;.!?()]{1,200})/i;
/** A claim's own denial. */
const CLAIM_DENIAL = /\b(?:not|never|no|none|nothing|cannot)\b|n['’]t\b/i;

/**
 * The span denies something of all but an exception ("never prefix an item, except for names defined in the prelude,
 * which must be prefixed"); the claim denies it of the exception itself ("names defined in the prelude must not be
 * prefixed"): the exception is just what the denial leaves out. The exception as the span writes it, or undefined.
 */
export function exceptionDenied(claimText: string, spanText: string): string | undefined {
  const m = DENIAL_EXCEPT.exec(spanText);
  if (!m || !CLAIM_DENIAL.test(claimText)) return undefined;
  const exception = tokenize(m[1]!).filter((t) => t.kind === 'word' && !t.stop);
  if (exception.length < 2) return undefined;
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' && !t.stop);
  const claimStems = new Set(claimWords.map((t) => t.stem));
  if (!exception.every((t) => claimStems.has(t.stem))) return undefined;
  // (the claim's denial comes after the exception's words, the predicate it denies: not "names not defined in the prelude
  // are never prefixed", whose first denial is of the exception's own words)
  // (where the claim has said every word of the exception)
  const unseen = new Set(exception.map((t) => t.stem));
  let exceptionEnd = -1;
  for (const t of claimWords) {
    unseen.delete(t.stem);
    if (unseen.size === 0) {
      exceptionEnd = t.end;
      break;
    }
  }
  const denialAt = claimText.search(CLAIM_DENIAL);
  return denialAt > exceptionEnd ? m[1]!.trim() : undefined;
}

/** Particles a verb says the opposite with: "opt in" / "opt out", "turn on" / "turn off", "scale up" / "scale down". */
const OPPOSITE_PARTICLES = new Map([['in', 'out'], ['out', 'in'], ['on', 'off'], ['off', 'on'], ['up', 'down'], ['down', 'up']]);
/** Verbs whose two particles say the same ("fill in the form" / "fill out the form"). */
const SAME_EITHER_PARTICLE = new Set(['fill']);
/** A verb and its particle, written apart or hyphened: "opt out", "opt-in". */
const VERB_PARTICLE = /\b(\p{L}{2,})(?:\s+|-)(in|out|on|off|up|down)\b/giu;

/**
 * The claim's verb with one particle ("opt out of DST coercions"), the span's same verb with the opposite one ("opt-in
 * to DST coercions"), and the claim never with the span's: the two, as written, or undefined.
 */
export function particleOpposite(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const pairs = (text: string) => [...text.matchAll(VERB_PARTICLE)].map((m) => ({ verb: stem(m[1]!.toLowerCase()), particle: m[2]!.toLowerCase(), text: m[0] }))
    .filter((p) => !SAME_EITHER_PARTICLE.has(p.verb) && !STOP_VERBS.has(p.verb));
  const mine = pairs(claimText);
  if (mine.length === 0) return undefined;
  const theirs = pairs(spanText);
  for (const c of mine) {
    const opposite = theirs.find((t) => t.verb === c.verb && t.particle === OPPOSITE_PARTICLES.get(c.particle));
    if (opposite && !theirs.some((t) => t.verb === c.verb && t.particle === c.particle) && !mine.some((m) => m.verb === c.verb && m.particle === opposite.particle)) {
      return { claim: c.text, span: opposite.text };
    }
  }
  return undefined;
}
/** Verbs too common to pair with a particle ("is in", "was on", "go up"). */
const STOP_VERBS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'go', 'goe', 'went', 'come', 'came', 'and', 'or', 'the', 'it', 'them', 'one', 'built', 'based', 'put', 'set', 'get', 'got', 'break', 'shut', 'find', 'work', 'carri', 'carry', 'point', 'look'].map((w) => stem(w)));


/** Heads of "X of Y" that count or pick rather than name a property ("one of", "most of", "part of", "kind of"). */
const OF_QUANTIFIERS = new Set(['one', 'two', 'three', 'some', 'any', 'all', 'each', 'none', 'most', 'many', 'few', 'several', 'both', 'either',
  'neither', 'part', 'parts', 'kind', 'kinds', 'sort', 'sorts', 'type', 'types', 'number', 'lot', 'lots', 'set', 'list', 'series', 'rest',
  'half', 'majority', 'minority', 'use', 'instead', 'out', 'because', 'terms', 'top', 'front', 'outside', 'inside', 'regardless', 'ahead']);
/** "the lifetime of the pattern" where the span has only "the lifetime of the haystack": the property's owner changed. */
const OF_PHRASE = /\b(\p{L}[\p{L}-]*)\s+of\s+(?:(?:the|a|an|this|that|these|those|its|their|each|every|any)\s+)?[`*_"'“]*(\p{L}[\p{L}-]*)/giu;
/**
 * The claim says "X of Y" where the span says "X of Z" of another thing and nowhere "X of Y", though it names Y elsewhere
 * ("threads the lifetime of the pattern" / "threading the lifetime of the haystack … `Pattern`"): the claim's and the
 * span's phrases, or undefined.
 */
export function ofOwnerChanged(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!/\bof\b/i.test(claimText) || !/\bof\b/i.test(spanText)) return undefined;
  // (with the words right after the owner: a modifier there puts the claim's owner after it, "handling of reference-bound
  // pattern variables", which the restriction checks read)
  const spanPhrases = [...spanText.matchAll(OF_PHRASE)].filter((m) => !STOPWORDS.has(m[2]!.toLowerCase()))
    .map((m) => ({ text: m[0], head: stem(m[1]!.toLowerCase()), owner: stem(m[2]!.toLowerCase()),
      next: tokenize(spanText.slice(m.index! + m[0].length, m.index! + m[0].length + 60).split(/[.,;:!?()]/, 1)[0]!).filter((t) => t.kind === 'word').slice(0, 6).map((t) => t.stem) }));
  if (spanPhrases.length === 0) return undefined;
  const claimStems = contentStems(tokenize(claimText));
  const spanStems = contentStems(tokenize(spanText));
  for (const m of claimText.matchAll(OF_PHRASE)) {
    const head = m[1]!.toLowerCase();
    const owner = m[2]!.toLowerCase();
    if (OF_QUANTIFIERS.has(head) || STOPWORDS.has(head) || STOPWORDS.has(owner) || OF_QUANTIFIERS.has(owner)) continue;
    const [h, o] = [stem(head), stem(owner)];
    const same = spanPhrases.filter((p) => p.head === h);
    // (the span names the claim's owner elsewhere, and says the head of another thing only, which the claim does not name)
    if (same.length === 0 || same.some((p) => p.owner === o || p.next.includes(o)) || !spanStems.has(o)) continue;
    if (same.some((p) => claimStems.has(p.owner))) continue;
    // (nor where the span puts the owner right before the head: "the pattern's lifetime", "the pattern lifetime")
    if (new RegExp(`\\b${escapeRegExp(owner)}(?:['’]s)?\\s+${escapeRegExp(head)}`, 'i').test(spanText)) continue;
    return { claim: m[0], span: same[0]!.text };
  }
  return undefined;
}

/**
 * The claim joins two words before what they share ("JSON and YAML output", "errors and warnings to disk"); the span
 * gives one of them something else of its own ("JSON input and YAML output", "warnings to the console") and never joins
 * the two itself: the claim's word and the span's phrase for it, or undefined.
 */
export function coordinationSplit(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!/\b(?:and|or)\b/i.test(claimText)) return undefined;
  const claim = wordsOf(claimText);
  const span = wordsOf(spanText);
  const claimStems = new Set(claim.words.filter((t) => !t.stop).map((t) => stem(t.norm)));
  const cw = claim.words;
  for (let i = 1; i + 1 < cw.length; i++) {
    if (!/^(?:and|or)$/.test(cw[i]!.norm) || breakAfter(claim, i - 1) || breakAfter(claim, i)) continue;
    const [a, b] = [cw[i - 1]!, cw[i + 1]!];
    if (a.stop || b.stop || a.kind !== 'word' || b.kind !== 'word') continue;
    // what the two share: the claim's next content words after the second, in its clause (at most two)
    const tail = followingContent(claim, i + 1);
    if (tail.length === 0) continue;
    // (the span joins the same two itself: the claim's reading may be its own)
    const sa = stem(a.norm);
    const sb = stem(b.norm);
    const joined = span.words.some((t, k) => stem(t.norm) === sa && /^(?:and|or)$/.test(span.words[k + 1]?.norm ?? '') && stem(span.words[k + 2]?.norm ?? '') === sb);
    if (joined) continue;
    for (const [x, sx] of [[a, sa], [b, sb]] as const) {
      const uses = span.words.flatMap((t, k) => (stem(t.norm) === sx ? [k] : []));
      if (uses.length === 0) continue;
      const heads = uses.map((k) => followingContent(span, k));
      // (every use of it in the span goes on with a word of its own the claim does not say, and none with the shared one)
      if (heads.every((h) => h.length > 0 && !h.some((s) => tail.includes(s)) && !claimStems.has(h[0]!))) {
        return { claim: `${x.text} … ${cw.slice(i + 2).find((t) => !t.stop)?.text ?? ''}`.trim(), span: `${span.words[uses[0]!]!.text} ${span.words.slice(uses[0]! + 1).find((t) => !t.stop)?.text ?? ''}`.trim() };
      }
    }
  }
  return undefined;
}
/**
 * The claim gives two joined words one act before them ("supports YAML and TOML", "ship on Mondays and Thursdays"); the
 * span says the first with that act, and the second only after an act or a clause of its own the claim does not have
 * ("supports YAML but rejects TOML", "reads YAML files and writes TOML files", "…; hotfixes ship on Thursdays"): the
 * claim's second word and the span's words before it, or undefined.
 */
export function coordinationHeadSplit(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (!/\b(?:and|or)\b/i.test(claimText)) return undefined;
  const claim = wordsOf(claimText);
  const span = wordsOf(spanText);
  const cw = claim.words;
  const claimStems = new Set(cw.filter((t) => !t.stop).map((t) => stem(t.norm)));
  for (let i = 1; i + 1 < cw.length; i++) {
    // (not "…, and" joining clauses: "can become necessary, and changing …")
    if (!/^(?:and|or)$/.test(cw[i]!.norm) || breakAfter(claim, i - 1) || breakAfter(claim, i)) continue;
    const [a, b] = [cw[i - 1]!, cw[i + 1]!];
    if (a.stop || b.stop || a.kind !== 'word' || b.kind !== 'word') continue;
    // the act before the first word, in its clause ("supports" of "supports YAML and TOML")
    let h = i - 2;
    while (h >= 0 && cw[h]!.stop && !breakAfter(claim, h)) h--;
    if (h < 0 || breakAfter(claim, h) || cw[h]!.stop) continue;
    const head = stem(cw[h]!.norm);
    const [sa, sb] = [stem(a.norm), stem(b.norm)];
    const tags = posTags(spanText);
    for (let k = 0; k < span.words.length; k++) {
      if (stem(span.words[k]!.norm) !== sa) continue;
      // (the span's act before its first word is the claim's)
      const before = span.words.slice(Math.max(0, k - 4), k).filter((t) => !t.stop);
      if (!before.some((t) => stem(t.norm) === head)) continue;
      const next = span.words.findIndex((t, n) => n > k && stem(t.norm) === sb);
      if (next < 0) continue;
      const between = span.words.slice(k + 1, next);
      // (a relative clause between the two is the first one's, "YAML files, which older tools write, and TOML files")
      // (nor an aside in brackets, "task bodies (`spawn(|| ...)`) or combinators")
      const asides = [...spanText.slice(0, span.words[next]!.start).matchAll(RELATIVE_ASIDE)].map((m) => [m.index!, m.index! + m[0].length])
        .concat(bracketedRanges(spanText.slice(0, span.words[next]!.start)));
      const own = between.filter((t) => !t.stop && t.kind === 'word' && !claimStems.has(stem(t.norm)) && !asides.some(([a, z]) => t.start >= a! && t.end <= z!));
      if (own.length === 0) continue;
      // (an act of its own, or a new clause, between the two: not an aside, "YAML (the default) and TOML")
      const gap = spanText.slice(span.words[k]!.end, span.words[next]!.start);
      const newClause = /;|\b(?:but|whereas|while)\b/i.test(gap) || /(?:^|\s)(?:\.|:)\s/.test(gap);
      if (!newClause && !own.some((t) => tags.get(t.start) === 'v')) continue;
      return { claim: `${cw[h]!.text} … ${b.text}`, span: spanText.slice(own[0]!.start, span.words[next]!.end).replace(/\s+/g, ' ') };
    }
  }
  return undefined;
}

/** The ranges of a text's bracketed asides, brackets inside them included. */
function bracketedRanges(text: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let depth = 0;
  let open = -1;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') {
      if (depth++ === 0) open = i;
    } else if (text[i] === ')' && depth > 0 && --depth === 0) out.push([open, i + 1]);
  }
  return out;
}
/** A relative clause set off by commas ("…, which older tools write, …"). */
const RELATIVE_ASIDE = /,\s*(?:which|who|whom|whose|that|where)\b[^,;.]*,/gi;

/** The stems of the next content words after position i in its clause (at most two), stopping at a joining "and"/"or". */
function followingContent(w: Words, i: number): string[] {
  const out: string[] = [];
  for (let k = i + 1; k < w.words.length && out.length < 2; k++) {
    if (breakAfter(w, k - 1)) break;
    const t = w.words[k]!;
    if (/^(?:and|or|but)$/.test(t.norm)) break;
    if (!t.stop) out.push(stem(t.norm));
  }
  return out;
}

/**
 * "All requests should go to the bug tracker" over "should either go to the bug tracker for very simple requests or the
 * Ideas category for everything else": the span's "either … or" gives two alternatives, the claim names the first (or
 * the second) and no content word of the other, nor "or": the alternative left out, or undefined.
 */
const EITHER_REACH = 6;
export function eitherAlternativeDropped(claimText: string, spanText: string): string | undefined {
  if (/\bor\b/i.test(claimText)) return undefined;
  const claimStems = new Set(wordsOf(claimText).words.filter((t) => !t.stop).map((t) => stem(t.norm)));
  for (const m of spanText.matchAll(/\beither\b([^.;:!?]{3,200}?)\bor\b([^.;:!?]{3,200})/gi)) {
    const words = (text: string) => wordsOf(text).words.filter((t) => !t.stop && t.kind === 'word');
    // (each alternative up to its clause's end, and no longer than a few words: "either *enabled* or *default* (this RFC
    // …)" offers "default", not the aside after it)
    const [first, second] = [words(m[1]!).slice(-EITHER_REACH), words(m[2]!.split(/[,;(]/, 1)[0]!).slice(0, EITHER_REACH)];
    const named = (ws: Token[]) => ws.filter((t) => claimStems.has(stem(t.norm))).length;
    if (first.length === 0 || second.length === 0) continue;
    if (named(first) >= 1 && named(second) === 0) return `or${m[2]!.replace(/\s+/g, ' ').trimEnd()}`;
    if (named(second) >= 1 && named(first) === 0) return `either${m[1]!.replace(/\s+/g, ' ').trimEnd()}`;
    // (words both alternatives share, "the pull request", "line in the file", name neither: each alternative's first word
    // tells them apart, "either accept … or reject …", "either as first or second line")
    const [head1, head2] = [words(m[1]!)[0], words(m[2]!)[0]];
    if (head1 && head2 && stem(head1.norm) !== stem(head2.norm)) {
      const has = (t: Token) => claimStems.has(stem(t.norm));
      if (has(head1) && !has(head2)) return `or${m[2]!.replace(/\s+/g, ' ').trimEnd()}`;
      if (has(head2) && !has(head1)) return `either${m[1]!.replace(/\s+/g, ' ').trimEnd()}`;
    }
  }
  return undefined;
}

/** Words an "only" may pick out besides what it picks out ("only the Signed trait"): articles, determiners, prepositions. */
const ONLY_FILLERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'of', 'to', 'in', 'on', 'for', 'and', 'or', 'by', 'with']);
/** A sentence that opens with "only", which picks out its subject ("Only raw literals expand …"). */
const ONLY_OPENING = /^[\s"'(*_]*only\b/i;
/**
 * "Only this type of docstring is appropriate" over "This type of docstring is only appropriate" (or the other way round):
 * one side's "only" picks out the subject, the other's what is said of it. Which the claim's picks out, or undefined.
 */
export function onlyScopeMoved(claim: string, span: string): 'subject' | 'predicate' | undefined {
  if (!/\bonly\b/i.test(claim)) return undefined;
  const sentence = span.split(/(?<=[.!?])\s+/).find((x) => /\bonly\b/i.test(x));
  if (sentence === undefined) return undefined;
  const claimOpens = ONLY_OPENING.test(claim);
  if (claimOpens === ONLY_OPENING.test(sentence)) return undefined;
  // (the words the opening "only" picks out stand before the other side's "only")
  const opener = claimOpens ? claim : sentence;
  const other = claimOpens ? sentence : claim;
  const before = new Set(other.slice(0, other.search(/\bonly\b/i)).toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
  const after = new Set(other.slice(other.search(/\bonly\b/i) + 4).toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
  // (what it picks out: its words up to the first the other side says after its own "only")
  const rest = opener.replace(ONLY_OPENING, '').toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
  const cut = rest.findIndex((w) => after.has(w) && !before.has(w));
  // (its content words: "Only the Signed trait will be included" / "will only include the Signed trait" picks out the same)
  const pickedWords = rest.slice(0, cut < 0 ? rest.length : cut).filter((w) => !ONLY_FILLERS.has(w));
  if (pickedWords.length === 0 || before.size === 0 || !pickedWords.every((w) => before.has(w))) return undefined;
  return claimOpens ? 'subject' : 'predicate';
}
/**
 * A claim that says "only" of one thing where the span gives another beside it after "or" ("the only way … is to use
 * unsafe methods" / "… is to use a loop, or unsafe methods"): the span's alternative, or undefined.
 */
export function alternativeDropped(claimText: string, spanText: string): string | undefined {
  if (!/\bonly\b/i.test(claimText) || !/\bor\b/i.test(spanText) || /\bor\b/i.test(claimText)) return undefined;
  const span = wordsOf(spanText);
  const tags = posTags(spanText);
  const claimStems = new Set(wordsOf(claimText).words.filter((t) => !t.stop).map((t) => stem(t.norm)));
  const sw = span.words;
  // (each side's nearest content word, past a verb the claim shares: what "or" joins, not the act that governs both)
  const side = (from: number, step: 1 | -1): Token[] => {
    const out: Token[] = [];
    for (let k = from; k >= 0 && k < sw.length && out.length < 1 && Math.abs(k - from) < 5; k += step) {
      if (step === -1 && k + 1 < sw.length && breakAfter(span, k) && spanText.slice(sw[k]!.end, sw[k + 1]!.start).trim() !== ',') break;
      if (!sw[k]!.stop && !(tags.get(sw[k]!.start) === 'v' && claimStems.has(stem(sw[k]!.norm)))) out.push(sw[k]!);
      if (step === 1 && (k + 1 >= sw.length || breakAfter(span, k))) break;
    }
    return out;
  };
  for (let i = 0; i < sw.length; i++) {
    if (sw[i]!.norm !== 'or' || (i > 0 && /^(?:whether|either)$/.test(sw[i - 1]!.norm))) continue;
    const left = side(i - 1, -1);
    const right = side(i + 1, 1);
    // (named in the claim within the clause its "only" stands in: "limited only by memory, whereas regular ints …" does
    // not say "only" of the regular ints)
    const onlyClause = claimText.slice(claimText.search(/\bonly\b/i)).split(/[,;:.!?]/, 1)[0]!.toLowerCase();
    const clauseStems = new Set(wordsOf(onlyClause).words.filter((t) => !t.stop).map((t) => stem(t.norm)));
    const named = (words: Token[]) => words.some((t) => clauseStems.has(stem(t.norm)));
    if (left.length === 0 || right.length === 0) continue;
    // (the claim names one alternative and not the other)
    if (named(right) && !named(left)) return spanText.slice(left[left.length - 1]!.start, sw[i]!.end).trim();
    if (named(left) && !named(right)) return spanText.slice(sw[i]!.start, right[right.length - 1]!.end);
  }
  return undefined;
}

/** A name whose case is part of it: capitals inside ("HttpServerError", "HTTPServer", "camelCase"), or one letter quoted. */
const CASED_NAME = /(?<![\p{L}\p{N}_])(?:[\p{L}_][\p{L}\p{N}_]*(?:\p{Ll}\p{Lu}|\p{Lu}{2}\p{Ll})[\p{L}\p{N}_]*|(?<=['"`‘“])\p{L}(?=['"`’”]))(?![\p{L}\p{N}_])/gu;

/**
 * A name the claim writes in other capitals than the span ("Self" for `self`, "'L'" for "'l'"), or two such names in
 * each other's places ("HttpServerError is better than HTTPServerError" over "HTTPServerError is better than
 * HttpServerError"): the word readings fold case, and a name's case is part of it. The claim's name and the span's, or
 * undefined.
 */
export function caseDiffers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const spanNames = [...spanText.matchAll(CASED_NAME)].map((m) => m[0]);
  const claimNames = [...claimText.matchAll(CASED_NAME)].map((m) => m[0]);
  // in order: the claim's cased names, each against the span's names of the same letters, in the span's order
  const seen = new Map<string, number>();
  for (const name of claimNames) {
    const folded = name.toLowerCase();
    const same = spanNames.filter((n) => n.toLowerCase() === folded);
    if (same.length === 0) {
      // (written in code in the span in other capitals: "Self" for `self`)
      const inCode = [...spanText.matchAll(/`+([^`]+)`+/g)].map((m) => m[1]!.trim()).find((c) => c.toLowerCase() === folded && c !== name);
      if (inCode) return { claim: name, span: inCode };
      continue;
    }
    const k = seen.get(folded) ?? 0;
    seen.set(folded, k + 1);
    const counterpart = same[Math.min(k, same.length - 1)]!;
    // (a first letter written large where a sentence starts is the same name: "WinkNLP can …" for "winkNLP")
    const firstFolded = (n: string) => (n.length > 1 ? n[0]!.toLowerCase() + n.slice(1) : n);
    if (firstFolded(counterpart) !== firstFolded(name)) return { claim: name, span: counterpart };
  }
  // a plain word the claim capitalises inside its sentence where the span writes it in code in small letters ("use
  // Self for the first argument" over "use ``self`` for the first argument")
  for (const m of claimText.matchAll(/(?<=[\p{L}\p{N},;:)]\s+)\p{Lu}\p{Ll}+\b/gu)) {
    const lower = m[0].toLowerCase();
    if (new RegExp(`\`+${escapeRegExp(lower)}\`+`).test(spanText) && !new RegExp(`\\b${escapeRegExp(m[0])}\\b`).test(spanText)) return { claim: m[0], span: lower };
  }
  return undefined;
}
