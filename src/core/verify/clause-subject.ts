// Whose act a later clause of the claim states. "The server caches replies, and it compresses logs" says the server
// compresses logs; a span that says "…, and the proxy compresses logs" carries every word of it but not that. A clause
// whose subject is a pronoun takes its subject from the claim; the span's clause that states the same act must not
// name another subject for it.
import { stem } from '../text/stem';
import { tokenize as tokenizeText, type Token } from '../text/tokenize';
import { memoByText, SPAN_TEXTS } from './memo';
import { posTags, verbOf } from './analysis';
import { wordNet } from '../lexicon/index';

/** The text API's tokens, remembered: a claim and its candidate spans' clauses are read again for every part judged. Shared: never mutate. */
const tokenize: (text: string) => readonly Token[] = memoByText(SPAN_TEXTS, tokenizeText);

/** Where one clause ends and the next begins, in a claim or a span. */
const CLAUSE_BREAK = /[;:]\s*|,\s*(?:and|but|while|whereas|so)\s+|,\s+|\.\s+|\s(?:and|but|whereas|while)\s+/g;
/** A clause opened by a pronoun subject ("it compresses logs", "they are signed"). */
const PRONOUN_SUBJECT = /^(?:(?:then|also|so)\s+)?(?:it|they)\s+(?!(?:is|was|are|were)\s+|['’](?:s|re)\s+)/i;
/** Pronouns and determiners that open a noun phrase: what may stand before the act in the span's clause. */
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'our', 'each', 'every', 'some', 'any', 'another', 'other']);

/** Auxiliaries between a subject and its act. */
const AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had', 'will', 'would', 'can', 'could',
  'may', 'might', 'must', 'shall', 'should', 'does', 'do', 'did', 'also', 'then']);
/** Adverbs that may stand between a pronoun and its verb ("and then it executes them"). */
const ADVERBS_BEFORE_ACT = new Set(['then', 'also', 'still', 'now', 'later', 'often', 'usually', 'always', 'never']);

/** In a span, a bare "and" joins as often two subjects ("Egr2 and Egr3 regulate …") as two clauses: only a comma before it splits. */
const SPAN_CLAUSE_BREAK = /[;:]\s*|,\s*(?:and|but|while|whereas|so)\s+|,\s+|\.\s+|\s(?:but|whereas|while)\s+/g;

interface Clause { text: string; start: number }

function clausesOf(text: string, breaks: RegExp = CLAUSE_BREAK): Clause[] {
  const out: Clause[] = [];
  let last = 0;
  for (const m of text.matchAll(breaks)) {
    out.push({ text: text.slice(last, m.index), start: last });
    last = m.index! + m[0].length;
  }
  out.push({ text: text.slice(last), start: last });
  return out.filter((c) => c.text.trim().length > 0);
}

const contentWords = (tokens: readonly Token[]) => tokens.filter((t) => t.kind === 'word' && !t.stop);

/**
 * The noun the span's clause names as the subject of an act that one of the claim's pronoun-subject clauses states,
 * when that noun is none of the claim's own words ("proxy"), or undefined.
 */
export function otherClauseSubject(unitText: string, wholeClaim: string, spanText: string): string | undefined {
  const claimClauses = clausesOf(unitText);
  // a conjunct cut from a longer claim is itself a later clause of it
  const firstIsLater = wholeClaim !== unitText && !wholeClaim.startsWith(unitText);
  const claimStems = new Set(contentWords(tokenize(wholeClaim)).map((t) => t.stem));
  const spanClauses = clausesOf(spanText, SPAN_CLAUSE_BREAK).map((c) => ({ ...c, tokens: tokenize(c.text) }));
  for (let i = 0; i < claimClauses.length; i++) {
    if (i === 0 && !firstIsLater) continue;
    const clause = claimClauses[i]!.text.trim();
    if (!PRONOUN_SUBJECT.test(clause)) continue;
    const act = contentWords(tokenize(clause)).find((t) => !ADVERBS_BEFORE_ACT.has(t.norm));
    if (!act) continue;
    for (const sc of spanClauses) {
      const at = sc.tokens.findIndex((t) => t.kind === 'word' && t.stem === act.stem);
      if (at < 0) continue;
      const before = sc.tokens.slice(0, at).filter((t) => t.kind === 'word');
      if (!before.some((t) => DETERMINERS.has(t.norm))) continue;
      const named = contentWords(before).filter((t) => !DETERMINERS.has(t.norm) && !claimStems.has(t.stem) && !claimStems.has(stem(t.norm)));
      if (named.length > 0) return named[named.length - 1]!.text;
    }
  }
  return undefined;
}

/**
 * The subject a clause of the span names for words only that clause gives the claim, when the claim does not name it:
 * "The Quillet proxy caches replies and compresses logs" over "The Quillet proxy caches replies, and the Varrow agent
 * compresses logs" ("Varrow"). A subject is a noun phrase with a determiner, or a capitalised name after the
 * sentence's start, before the clause's first claim word; a pronoun or an adverb ("by default") is none.
 */
export function otherSpanSubject(claimText: string, spanText: string): string | undefined {
  return spanSubjectFor(claimText, spanText, SPAN_CLAUSE_BREAK, false);
}

/**
 * otherSpanSubject's reading; `strict`: the span's subject counts only where it is the subject of a predicate (past a
 * form of "be" or an auxiliary: "the Falcon loader *is* secure") or stands where the claim names another of the same
 * noun ("Falcon loader" for "Orbix loader"), not where it only modifies the claim's noun ("binds the resulting module").
 */
function spanSubjectFor(claimText: string, spanText: string, spanBreaks: RegExp, strict: boolean): string | undefined {
  const claimStems = new Set(contentWords(tokenize(claimText)).map((t) => t.stem));
  if (claimStems.size < 2) return undefined;
  const clauses = clausesOf(spanText, spanBreaks).map((c) => {
    const words = tokenize(c.text).filter((t) => t.kind === 'word' || t.kind === 'number');
    const first = words.findIndex((t) => !t.stop && claimStems.has(t.stem));
    const carried = first < 0 ? [] : words.slice(first).filter((t) => !t.stop && claimStems.has(t.stem)).map((t) => t.stem);
    // the noun phrase right before the clause's first claim word: content words back to a function word
    const phrase: Token[] = [];
    let k = first - 1;
    // past the auxiliaries of a passive or a tense ("the token is signed by …", "the runner will execute …")
    while (k >= 0 && AUXILIARIES.has(words[k]!.norm)) k--;
    const predicate = k < first - 1;
    for (; k >= 0 && words[k]!.kind === 'word' && !words[k]!.stop; k--) phrase.unshift(words[k]!);
    const determined = k >= 0 && DETERMINERS.has(words[k]!.norm) && words[k]!.norm !== 'that';
    const sentenceStart = c.start === 0 || /[.!?]\s*$/.test(spanText.slice(0, c.start));
    const named = determined || phrase.some((t) => /^\p{Lu}/u.test(t.text) && !(t === words[0] && sentenceStart));
    // the span's own first subject is the one it speaks of (it may be the claim's, named otherwise: "The benchmark" under
    // a title "CiteVQA"); a later clause's is another
    const foreign = c.start > 0 && first > 0 && named && (!strict || predicate || otherModifier(claimText, words[first]!.stem, phrase))
      ? phrase.filter((t) => !claimStems.has(t.stem)) : [];
    return { carried, foreign };
  });
  const ownWords = new Set(clauses.filter((c) => c.foreign.length === 0).flatMap((c) => c.carried));
  for (const c of clauses) {
    if (c.foreign.length === 0) continue;
    // the clause gives the claim words no clause with the claim's own subject gives
    if (c.carried.some((w) => !ownWords.has(w))) return c.foreign.map((t) => t.text).join(' ');
  }
  return undefined;
}

/** The claim puts another content word right before the noun `head` than any of the span\'s `phrase` ("Orbix loader" / "Falcon loader"). */
function otherModifier(claimText: string, head: string, phrase: readonly Token[]): boolean {
  const words = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const at = words.findIndex((t) => t.stem === head);
  const modifier = at > 0 ? words[at - 1]! : undefined;
  return modifier !== undefined && !modifier.stop && phrase.length > 0 && !phrase.some((t) => t.stem === modifier.stem);
}

/** Clause breaks for crossed subjects: a bare "and"/"or" only before a determiner or a name and its auxiliary, where a clause with its own subject starts. */
const OWN_SUBJECT_BREAK = /[;:]\s*|,\s*(?:and|but|while|whereas|so)\s+|,\s+|\.\s+|\s(?:but|whereas|while)\s+|\s(?:and|or)\s+(?=(?:the|a|an|this|these|those|its|their|each|every)\s|\p{Lu}[\p{L}\p{N}_-]*\s+(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|should|does|do|did)\s)/giu;

/** A clause that opens with a subject of its own: a determiner and a word, or a capitalised name. */
const OPENS_WITH_SUBJECT = /^(?:(?:and|but|or|so|yet|while|whereas)\s+)?(?:(?:a|an|the|this|these|those|each|every|its|their)\s+\p{L}|\p{Lu}\p{L}*\s+(?!(?:and|or)\b)\p{L})/u;

/**
 * For a claim of several clauses, each with a subject of its own ("The Orbix loader is secure, and the Falcon loader is
 * insecure"), the subject the span names for one clause's words when the span's clause with that clause's subject
 * does not give them ("… is insecure, and the Falcon loader is secure": "Falcon"); undefined when every clause keeps
 * its own words, or the claim has one clause.
 */
export function crossedClauseSubject(claimText: string, spanText: string): string | undefined {
  // (only clauses with a verb of their own: "Falcon and Orbix are written in Rust" joins two subjects, "YAML, TOML, and
  // JSON" three objects)
  const tags = posTags(claimText);
  const verbIn = (c: Clause) => tokenize(c.text).some((t) => t.kind === 'word' && (FINITE_WORDS.has(t.norm) || tags.get(c.start + t.start) === 'v'));
  const clauses = clausesOf(claimText, OWN_SUBJECT_BREAK);
  const finite = clauses.map(verbIn);
  if (clauses.length < 2 || finite.filter(Boolean).length < 2) return undefined;
  for (const [i, c] of clauses.entries()) {
    const text = c.text.trim();
    if (i > 0 && !OPENS_WITH_SUBJECT.test(text)) continue;
    if (!finite[i]) continue;
    if (contentWords(tokenize(text)).length < 2) continue;
    // (the span's clauses too are cut at a bare "and" before a determiner: "… is insecure and the Falcon loader is secure")
    const other = spanSubjectFor(text, spanText, OWN_SUBJECT_BREAK, true);
    if (other !== undefined) return other;
  }
  return undefined;
}

/** Words that make a clause finite. */
const FINITE_WORDS = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'must',
  'should', 'shall', 'does', 'do', 'did']);

/** Forms of "be" before a passive participle. */
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being']);

/**
 * The agent the span names, with "by", for an act the claim states in the active voice ("it publishes the notes"
 * over "the notes are published by the Ornegade bot"), when the agent is none of the claim's words, or undefined.
 * A claim in the passive ("the notes are published") leaves its agent open and is not asked.
 */
export function otherPassiveAgent(claimText: string, spanText: string): string | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word');
  const claimStems = new Set(contentWords(claimWords).map((t) => t.stem));
  // the claim's acts in the active voice: content words not right after a form of "be" (past adverbs)
  const active = new Set<string>();
  claimWords.forEach((t, i) => {
    if (t.stop) return;
    let k = i - 1;
    while (k >= 0 && ADVERBS_BEFORE_ACT.has(claimWords[k]!.norm)) k--;
    if (k < 0 || !BE_FORMS.has(claimWords[k]!.norm)) active.add(t.stem);
  });
  const words = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  for (let i = 1; i + 1 < words.length; i++) {
    const act = words[i]!;
    // (a passive, or a second one joined to it: "was introduced by … and fixed by …")
    const passive = BE_FORMS.has(words[i - 1]!.norm) || (words[i - 1]!.norm === 'and' && words.slice(0, i - 1).some((w) => BE_FORMS.has(w.norm)));
    if (!/ed$|en$/.test(act.norm) || !active.has(act.stem) || !passive || words[i + 1]!.norm !== 'by') continue;
    // the agent: the noun phrase after "by", up to a function word
    const agent: Token[] = [];
    for (let k = i + 2; k < words.length && agent.length < 4; k++) {
      const w = words[k]!;
      if (w.stop) {
        if (agent.length === 0 && DETERMINERS.has(w.norm)) continue;
        break;
      }
      agent.push(w);
    }
    // (or an agent named by an identifier or a name the claim does not give, after a common word it shares: "commit
    // def456" for the claim's "commit abc123")
    const naming = (t: Token) => /\d/.test(t.text) || /^\p{Lu}/u.test(t.text);
    if (agent.length > 0 && (agent.every((t) => !claimStems.has(t.stem)) ||
      (agent.some((t) => naming(t) && !claimStems.has(t.stem)) && !agent.some((t) => naming(t) && claimStems.has(t.stem))))) return agent.map((t) => t.text).join(' ');
  }
  return undefined;
}

/**
 * A name as writers give a person or a project: capitalised words ("Guido", "D'Aprano", "Setuptools"), with "van",
 * "de", "von" inside; not a symbol of capitals and digits ("ALDH1", "CD44v6"), which names a gene or a part.
 */
const NAME_WORD = /^(?:\p{Lu}(?:\p{Ll}|['’]\p{Lu}?)[\p{Ll}'’-]*\.?|van|von|de|der|den|da|di|le|la)$/u;
const NAME_LINKS = new Set(['van', 'von', 'de', 'der', 'den', 'da', 'di', 'le', 'la']);
const TITLES = new Set(['dr', 'mr', 'mrs', 'ms', 'prof', 'sir', 'dame', 'professor', 'president', 'senator', 'minister']);
/** Capitalised openers that are no name: determiners, pronouns, connectives. */
const STOPWORD_OPENERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'my', 'your', 'it', 'they',
  'he', 'she', 'we', 'i', 'in', 'on', 'at', 'for', 'by', 'with', 'as', 'if', 'when', 'while', 'after', 'before', 'since', 'because', 'but', 'and',
  'or', 'so', 'yet', 'also', 'then', 'however', 'each', 'every', 'some', 'many', 'most', 'all', 'no', 'one', 'both']);

/** The capitalised name a text opens with ("Eric Smith ruled …", "Guido also went …"), as its words, or undefined. */
export function leadingName(text: string): string[] | undefined {
  const words = text.trim().split(/\s+/);
  // "The Sodermark pilot …" opens with a description, not a name; "Dr. Singer" with a title before one
  if (words[0] && STOPWORD_OPENERS.has(words[0].toLowerCase())) return undefined;
  while (words[0] && TITLES.has(words[0].toLowerCase().replace(/\.$/, ''))) words.shift();
  const name: string[] = [];
  for (const w of words) {
    const bare = w.replace(/[,;:]+$/, '');
    if (!NAME_WORD.test(bare) || (name.length === 0 && NAME_LINKS.has(bare))) break;
    name.push(bare);
    if (bare !== w) break;
  }
  while (name.length > 0 && NAME_LINKS.has(name[name.length - 1]!)) name.pop();
  return name.length > 0 && name.length <= 4 ? name : undefined;
}

/**
 * Another agent for the claim's act: the claim opens with a name ("Guido also went through his own code …") that
 * the span never gives, and the span's clause that states the act opens with another name ("Tim Peters has been
 * extremely helpful by going over his own code …"). `isName` says whether a word is a name rather than a
 * capitalised common word ("Setuptools" is a name; "Tools" and "The" are not). Returns the two names, or undefined.
 */
export function otherAgent(claimText: string, spanText: string, sameSourceWords: string, isName: (word: string) => boolean): { claim: string; span: string } | undefined {
  const mine = leadingName(claimText);
  if (!mine || !mine.some(isName)) return undefined;
  // the span, or another passage of its document among the candidates, gives the claim's name: it may say that one did it too
  const said = (w: string) => {
    const re = new RegExp(`(?<![\\p{L}])${w.replace(/['’]s$/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu');
    return re.test(spanText) || re.test(sameSourceWords);
  };
  if (mine.some((w) => w.length >= 2 && !NAME_LINKS.has(w) && said(w))) return undefined;
  const claimStems = new Set(contentWords(tokenize(claimText)).map((t) => t.stem));
  for (const clause of clausesOf(spanText, SPAN_CLAUSE_BREAK)) {
    const theirs = leadingName(clause.text.replace(/^[\s*_"“(]+/, ''));
    if (!theirs || !theirs.some(isName) || theirs.join(' ').toLowerCase() === mine.join(' ').toLowerCase()) continue;
    // the clause must go on to state the act: most of the claim's other words stand in it
    const rest = new Set(contentWords(tokenize(clause.text)).filter((t) => claimStems.has(t.stem)).map((t) => t.stem));
    if (rest.size >= 3) return { claim: mine.join(' '), span: theirs.join(' ') };
  }
  return undefined;
}

const firstWord = (tokens: readonly Token[]) => tokens.findIndex((t) => t.kind === 'word');
/** Determiners by which a clause names again a thing said before it ("… keeps a write-ahead log, and it truncates *the* log"). */
const REFERRING_DETERMINERS = new Set(['the', 'this', 'that', 'these', 'those', 'its', 'their']);

/** Words that end the phrase of a claim's act: a joined part, or a clause of its own. */
const PHRASE_ENDS = new Set(['and', 'or', 'but', 'because', 'since', 'as', 'while', 'whereas', 'although', 'though', 'which', 'that', 'who', 'when',
  'where', 'if', 'unless', 'until', 'so', 'after', 'before', 'once']);

/** Breaks between clauses that each say something of their own: a semicolon, a colon, a dash, or a joining word after a comma ("…, and …", "… but …"). */
const STATEMENT_BREAK = /;\s*|:\s+|\s*[—–]\s*|\s--\s|,\s*(?:and|but|while|whereas|so|yet)\s+|\s(?:but|whereas|while|yet)\s+/g;
/** Whatever may break a span into clauses: a statement break, an aside, a bare "and". */
const MAY_HAVE_CLAUSES = /[;:(—–]|\s--\s|,\s*(?:and|but|while|whereas|so|yet)\s|\s(?:but|whereas|while|yet|and)\s/i;
/** An aside in parentheses: a clause of its own, outside the sentence around it. */
const ASIDE = /\(([^()]*)\)/g;

/**
 * A word the claim says with its act ("Lark sends traces *to Jaeger*") that the span gives only in another clause with
 * a verb of its own, not in any clause that states the act ("Lark sends traces to Zipkin; Jaeger is not supported",
 * "… keeps logs on disk, and metrics are kept *in memory*"): the word and the claim's act as written, or undefined.
 * Only for a claim of one clause whose act the span names with the same word.
 */
export function wordOfAnotherClause(claimText: string, spanText: string): { word: string; verb: string } | undefined {
  // (a span of one clause has no other: the cheap test first)
  if (!MAY_HAVE_CLAUSES.test(spanText)) return undefined;
  if (clausesOf(claimText, STATEMENT_BREAK).length !== 1) return undefined;
  const claimTokens = tokenize(claimText);
  const candidates = claimTokens.flatMap((t, i) => (t.kind === 'word' && !t.stop && !BE_FORMS.has(t.norm) ? [i] : []));
  // the claim's act as the verb reading picks it, and the earliest word that reads as a verb (the tagger reads "ships"
  // in "The agent ships log files" as a noun): a word is in another clause only if it is so for each reading
  const picked = verbOf(claimText, claimTokens, candidates);
  const earliest = candidates.find((i) => i > 0 && !/^\p{Lu}/u.test(claimTokens[i]!.text) && verbOf(claimText, claimTokens, [i]) !== undefined);
  const acts = [...new Set([picked, earliest].filter((i): i is number => i !== undefined))];
  if (acts.length === 0) return undefined;
  const spanTags = posTags(spanText);
  const clauses = statementClauses(spanText, spanTags);
  if (clauses.length < 2) return undefined;
  const found = acts.map((v) => wordOfAnotherClauseFor(claimTokens, v, clauses, spanTags));
  if (found.every((f) => f !== undefined)) return found[0];
  // the means the claim names, "by batching their output": its object must be in the clause that says the means, not
  // in another clause with a subject and verb of its own ("… by batching, while clients flush their output")
  for (const [i, t] of claimTokens.entries()) {
    if (t.kind !== 'word' || !/ing$/.test(t.norm) || claimTokens[i - 1]?.norm !== 'by' || acts.includes(i)) continue;
    const means = wordOfAnotherClauseFor(claimTokens, i, clauses, spanTags);
    if (means) return means;
  }
  return undefined;
}

/** Determiners after which a word is a noun, whatever the tagger reads it as. */
const NOUN_DETERMINERS = new Set(['the', 'a', 'an', 'its', 'their', 'this', 'that', 'these', 'those', 'each', 'every', 'our', 'your', 'my']);
/**
 * A span's clauses that each say something of their own: split at statement breaks, asides in parentheses (clauses of
 * their own; the sentence around them reads on without them) and a bare "and" before a finite verb ("… in transit and
 * *leaves* data at rest unencrypted"); a clause that ends on its verb joined to the next ("reads, validates, and
 * rewrites the lock file").
 */
function statementClauses(spanText: string, spanTags: ReadonlyMap<number, unknown>): Array<Clause & { tokens: readonly Token[] }> {
  const asides: Clause[] = [...spanText.matchAll(ASIDE)].map((m) => ({ text: m[1]!, start: m.index! + 1 }));
  const outside = spanText.replace(ASIDE, (m) => ' '.repeat(m.length));
  return [...clausesOf(outside, STATEMENT_BREAK), ...asides].flatMap((c) => {
    const parts: Clause[] = [];
    let last = 0;
    for (const m of c.text.matchAll(/\sand\s+(?=(\p{L}+))/gu)) {
      const at = m.index! + m[0].length;
      // (not two verbs of one object: "creates and returns a new loop")
      const before = /(\p{L}+)\W*$/u.exec(c.text.slice(0, m.index));
      // (a word the tagger reads as a verb after the clause's own verb and its object's determiner is that object's noun:
      // "read the config *file* and write …"; not "The loop *creates* and returns …")
      const objectNoun = before !== null && [...c.text.slice(0, before.index).matchAll(/\p{L}+/gu)].some((w, k, all) =>
        spanTags.get(c.start + w.index!) === 'v' && all.slice(k + 1).some((d) => NOUN_DETERMINERS.has(d[0].toLowerCase())));
      const verbBefore = before !== null && spanTags.get(c.start + before.index) === 'v' && !objectNoun;
      // (or a verb the tagger reads as a noun, with its object after it: "and *stores* sessions in Redis")
      const readAsVerb = spanTags.get(c.start + at) === 'v' ||
        (/\S\s+(?:the\s+|a\s+|an\s+|its\s+|their\s+)?\p{L}/u.test(c.text.slice(at, at + m[1]!.length + 16)) && verbOf(m[1]!, tokenize(m[1]!), [0]) !== undefined);
      // (a verb's base form, after a plural subject, with its object's determiner right after it: "Hooks receive the name and
      // *return* a promise")
      const baseWithObject = !/ing$/i.test(m[1]!) && /^\p{L}+\s+(?:the|a|an|its|their|this|each|every|all|any|one)\s/iu.test(c.text.slice(at));
      if (!readAsVerb || !(/(?:s|ed)$/.test(m[1]!) || baseWithObject) || verbBefore) continue;
      parts.push({ text: c.text.slice(last, m.index), start: c.start + last });
      last = at;
    }
    parts.push({ text: c.text.slice(last), start: c.start + last });
    return parts;
  }).reduce<Clause[]>((merged, c) => {
    // ("reads, validates, and rewrites the lock file": a clause that ends on its verb shares the next one's object)
    const last = merged[merged.length - 1];
    const lastWord = last ? /(\p{L}+)\W*$/u.exec(last.text) : null;
    if (last && lastWord && spanTags.get(last.start + lastWord.index) === 'v' && /^\s*,\s*and\s/.test(spanText.slice(last.start + last.text.length, c.start))) {
      merged[merged.length - 1] = { text: spanText.slice(last.start, c.start + c.text.length), start: last.start };
    } else merged.push(c);
    return merged;
  }, []).map((c) => ({ ...c, tokens: tokenize(c.text) }));
}

function wordOfAnotherClauseFor(claimTokens: readonly Token[], v: number, clauses: ReadonlyArray<Clause & { tokens: readonly Token[] }>,
  spanTags: ReadonlyMap<number, unknown>): { word: string; verb: string } | undefined {
  const act = claimTokens[v]!;
  const stating = clauses.filter((c) => c.tokens.some((t) => t.kind === 'word' && t.stem === act.stem));
  if (stating.length === 0) return undefined;
  // (a clause with no subject of its own opens with its verb, which the tagger may read as a noun: "… but *strips* comments")
  const ownVerb = (c: (typeof clauses)[number]) => {
    if (c.tokens.some((t) => t.kind === 'word' && t.stem !== act.stem && (FINITE_WORDS.has(t.norm) || spanTags.get(c.start + t.start) === 'v'))) return true;
    // (a verb that has its object right after it: "strips comments", not a list's last item "traces, respectively")
    const first = firstWord(c.tokens);
    const opening = c.tokens[first];
    return c.tokens[first + 1]?.kind === 'word' && opening !== undefined && opening.stem !== act.stem && !opening.stop &&
      verbOf(c.text, c.tokens, [first]) !== undefined;
  };
  // (read only when a claim word is found outside the stating clauses)
  let others: ReadonlyArray<(typeof clauses)[number]> | undefined;
  const statingStems = new Set(stating.flatMap((c) => c.tokens.map((t) => t.stem)));
  // a stating clause with no subject of its own ("… and fixed by commit def456") shares the subject of the clause before
  // it ("The bug was introduced …"): those words are the act's too
  for (const c of stating) {
    const previous = clauses[clauses.indexOf(c) - 1];
    // (an object that refers back — "… and pushes *them* to Quay", "…, but it installs *them* …" — is the previous clause's)
    const actAt = c.tokens.findIndex((t) => t.stem === act.stem);
    const referring = actAt >= 0 && /^(?:it|them|this|these|those)$/.test(c.tokens.slice(actAt + 1).find((t) => t.kind === 'word' && !t.norm.endsWith('ly'))?.norm ?? '');
    if (referring && previous) for (const t of previous.tokens) statingStems.add(t.stem);
    const first = c.tokens.find((t) => t.kind === 'word' && !ADVERBS_BEFORE_ACT.has(t.norm));
    if (!first || !(first.stem === act.stem || AUXILIARIES.has(first.norm))) continue;
    const verbAt = previous ? previous.tokens.findIndex((t) => t.kind === 'word' && (FINITE_WORDS.has(t.norm) || spanTags.get(previous.start + t.start) === 'v')) : -1;
    for (const t of verbAt > 0 ? previous!.tokens.slice(0, verbAt) : []) statingStems.add(t.stem);
  }
  // (the act's own phrase: up to a comma, a joined act or a clause of its own — "… and compresses logs", "…, because …")
  const own = claimTokens.slice(v + 1);
  const end = own.findIndex((t) => (t.kind === 'punct' && /[,;:()]/.test(t.text)) || PHRASE_ENDS.has(t.norm));
  const phrase = end < 0 ? own : own.slice(0, end);
  for (const [i, t] of phrase.entries()) {
    if (t.kind !== 'word' || t.stop || statingStems.has(t.stem)) continue;
    // (a modifier of a noun the stating clause names: "truncates the *write-ahead* log" / "…, and it truncates the log")
    const head = phrase.slice(i + 1, i + 4).find((x) => x.kind === 'word' && !x.stop && !/[-]/.test(x.text));
    const between = phrase.slice(i + 1, head ? phrase.indexOf(head) : i + 1);
    const namedAgain = head !== undefined && stating.some((c) => c.tokens.some((x, k) => x.stem === head.stem && REFERRING_DETERMINERS.has(c.tokens[k - 1]?.norm ?? '')));
    if (namedAgain && between.every((x) => x.kind !== 'word' || !x.stop)) continue;
    others ??= clauses.filter((c) => !stating.includes(c) && ownVerb(c));
    if (others.some((c) => c.tokens.some((x) => x.stem === t.stem))) return { word: t.text, verb: act.text };
  }
  return undefined;
}

/**
 * A claim whose subject is a reporting frame ("The authors recommend …", "The study found …", "The PEP's author
 * argues …"): a frame a span may leave out only where the span's act is the document's own. Its verb, as written.
 */
const FRAME_SUBJECT = /^\s*(?:the|these|this|its|both)\s+(?:(?:pep|rfc)(?:[\s#-]*\d+)?(?:['’]s)?\s+|(?:proposal|document|paper)['’]s\s+|original\s+|two\s+)?(?:authors?|researchers?|study|studies|paper|papers|report|literature)\s+(?:(?:also|further|explicitly|themselves|then|again|now|still|instead)\s+)?(\p{Ll}+)\b/iu;
/** Subjects that are the document or its authors: the act is the document's own ("We recommend", "This PEP argues", "The author proposes"). */
const SELF_SUBJECT = /^(?:(?:we|i)\b.*|it|(?:this|the)\s+(?:pep|rfc|proposal|document|specification|spec|paper|study|author|authors|draft)|(?:pep|rfc)[\s#-]*\d+|(?:the|this)\s+(?:pep|rfc)['’]s\s+authors?|(?:(?:the|this|its)\s+)?(?:pep|rfc)(?:[\s#-]*\d+)?\s+authors?)$/i;
/** A connective set off by commas inside a clause ("The Orbix team, however, argues …"), or closing the words before the verb. */
const CONNECTIVE_ASIDE_OR_END = /,\s*(?:however|though|too|also|instead|in\s+turn|by\s+contrast|in\s+contrast|for\s+example|for\s+instance|meanwhile|moreover|therefore|thus)\s*(?:,|$)/gi;
/** Auxiliaries, modals and adverbs between a subject and its verb. */
const AUXILIARIES_AT_END = /(?:\s+(?:is|are|was|were|be|been|being|has|have|had|will|would|can|could|may|might|must|shall|should|does|do|did|also|then|still|now|later|often|usually|always|never|strongly|explicitly|further|instead))+\s*$/i;
/** Connectives that may open a clause before its subject ("However the RFC authors think …"). */
const OPENING_CONNECTIVE = /^(?:however|but|and|so|also|thus|hence|instead|still|yet|therefore|moreover|furthermore|finally)\b[\s,]*/i;
/** Endings that make a noun of a verb ("suggestion", "requirement", "reviewer"): the same stem, but no act. */
const NOUN_OF_VERB = /(?:ion|ions|ment|ments|ance|ances|ence|ences|ness|er|ers|or|ors|al|als)$/;

/**
 * The claim's act under a reporting frame, where the span says someone else does it: "The authors recommend pinning"
 * over "Smith recommends pinning", "The study found …" over "Lee et al. found …", "The authors reject it" over
 * "The lang team rejected it" — the span's subject for the same verb is neither the document nor its authors. Returns
 * the span's subject as written, or undefined (no frame, the verb not in the span, or its subject the document's own).
 */
export function otherSubjectOfFramedAct(claimText: string, spanText: string): string | undefined {
  const frame = FRAME_SUBJECT.exec(claimText);
  if (!frame) return undefined;
  const verb = stem(frame[1]!.toLowerCase());
  const words = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  for (let i = 1; i < words.length; i++) {
    if (words[i]!.stem !== verb || (NOUN_OF_VERB.test(words[i]!.norm) && !NOUN_OF_VERB.test(frame[1]!.toLowerCase()))) continue;
    // (a passive has its patient before it: "Pinning is recommended (by Smith)" is read by otherPassiveAgent)
    if (BE_FORMS.has(words[i - 1]!.norm)) continue;
    // the words before it in its clause, read past an aside (a citation, "Smith (2019) recommends"; a connective, "The
    // team, however, argues"), auxiliaries and adverbs
    const head = spanText.slice(0, words[i]!.start).replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length))
      .replace(CONNECTIVE_ASIDE_OR_END, (m) => ' '.repeat(m.length)).replace(AUXILIARIES_AT_END, (m) => ' '.repeat(m.length)).trimEnd()
      // (an abbreviation's point is no sentence's end: "Lee et al. showed")
      .replace(/\b(al|etc|Jr|Sr|Inc|Ltd|Co)\.$/, '$1');
    if (head.length === 0) continue;
    const clauseStart = Math.max(0, ...[...head.matchAll(/[;:.!?(]\s*|,\s*|\b(?:that|and|but|which|who)\s+/gi)].map((m) => m.index! + m[0].length));
    const subject = head.slice(clauseStart).replace(/^[\s*_"“(]+/, '').trim();
    if (subject.length === 0) continue;
    const plain = subject.replace(/[`*_]/g, '').replace(/\s+/g, ' ').replace(OPENING_CONNECTIVE, '');
    if (SELF_SUBJECT.test(plain) || /^(?:they|he|she|you|one)$/i.test(plain)) continue;
    // a noun phrase of a few words that names someone or something: not a clause's object or a stray adverb
    if (plain.split(' ').length > 5 || !/\p{L}/u.test(plain)) continue;
    return plain;
  }
  return undefined;
}

/** A denial in a clause: "not", "n't", "never", "no", "need not". */
const CLAUSE_DENIAL = /^(?:not|n't|never|no|cannot|neither|nor)$/;
/** How many words before the act its denial may stand ("do not need to be followed"). */
const DENIAL_REACH = 5;
/** Words after a denial that deny only a degree ("not simply", "not always"). */
const DEGREE_AFTER_DENIAL = /^(?:simply|just|only|merely|necessarily|always|entirely|completely|fully|all|every|quite|exactly|solely|purely)$/;
/** Words that end a subject: an auxiliary, a modal or a denial. */
const SUBJECT_END = /^(?:is|are|was|were|be|has|have|had|will|would|can|cannot|could|may|might|must|shall|should|does|do|did|need|needs|not|n't|never)$/;

/**
 * The span's clause that denies the claim's act for the claim's own subject, where another clause asserts it for
 * another subject: "Structs with fields must be followed by a semicolon" over "Tuple structs must be followed by a
 * semicolon, while structs with fields do not need to be followed by a semicolon". The claim asserts (no denial of its
 * own); its subject's content words all stand before the denial of one span clause that has the claim's act, and not
 * before the act of any clause that asserts it. The denying clause, or undefined.
 */
export function deniedForClaimSubject(claimText: string, spanText: string): string | undefined {
  if (tokenize(claimText).some((t) => t.kind === 'word' && CLAUSE_DENIAL.test(t.norm))) return undefined;
  // (each clause of the claim with its own subject: "Tuple structs must …, and structs with fields must … too")
  for (const clause of clausesOf(claimText)) {
    const denied = deniedForClauseSubject(clause.text, spanText);
    if (denied !== undefined) return denied;
  }
  return undefined;
}

function deniedForClauseSubject(claimText: string, spanText: string): string | undefined {
  const claimTokens = tokenize(claimText).filter((t) => t.kind === 'word');
  const end = claimTokens.findIndex((t) => SUBJECT_END.test(t.norm));
  if (end <= 0) return undefined;
  const subject = new Set(contentWords(claimTokens.slice(0, end)).map((t) => t.stem));
  const act = contentWords(claimTokens.slice(end)).find((t) => !ADVERBS_BEFORE_ACT.has(t.norm) && !SUBJECT_END.test(t.norm));
  if (subject.size === 0 || act === undefined) return undefined;
  const claimObject = objectStems(claimTokens.slice(claimTokens.indexOf(act) + 1));
  // (an aside in brackets says nothing of the clause's subject: "The cache (not the other one) is cleared")
  const spanClauses = clausesOf(spanText.replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length)), SPAN_CLAUSE_BREAK).map((c) => ({ ...c, tokens: tokenize(c.text).filter((t) => t.kind === 'word') }));
  const subjectBefore = (tokens: readonly Token[], at: number) => {
    const stems = new Set(contentWords(tokens.slice(0, at)).map((t) => t.stem));
    return [...subject].every((s) => stems.has(s));
  };
  let denying: string | undefined;
  let assertedForIt = false;
  for (const c of spanClauses) {
    const actAt = c.tokens.findIndex((t) => t.stem === act.stem);
    if (actAt < 0) continue;
    // (a denial of the act itself, a few words before it: "do not need to be followed"; not one of degree, "not simply a
    // cache", nor one that sets another thing apart, "(not the Varrow one)")
    const denialAt = c.tokens.findIndex((t, i) => i < actAt && actAt - i <= DENIAL_REACH && CLAUSE_DENIAL.test(t.norm) &&
      !DEGREE_AFTER_DENIAL.test(c.tokens[i + 1]?.norm ?? '') && !c.tokens.slice(i + 1, actAt).some((w) => DETERMINERS.has(w.norm)));
    if (denialAt >= 0) {
      // (and of the claim's object, where both name one: "will not implement Iterator" denies nothing of "will implement Copy")
      const deniedObject = objectStems(c.tokens.slice(actAt + 1));
      const otherObject = deniedObject.size > 0 && claimObject.size > 0 && ![...claimObject].some((s) => deniedObject.has(s));
      if (subjectBefore(c.tokens, denialAt) && !otherObject) denying ??= c.text.trim();
    } else if (subjectBefore(c.tokens, actAt)) assertedForIt = true;
  }
  return assertedForIt ? undefined : denying;
}
/** The content words after an act, up to four: what it is done to or how. */
const objectStems = (tokens: readonly Token[]) => new Set(contentWords(tokens).filter((t) => !PRO_FORMS.has(t.norm)).slice(0, 4).map((t) => t.stem));
/** Words that stand for a thing named before ("followed by one", "does so"): no object of their own. */
const PRO_FORMS = new Set(['one', 'ones', 'it', 'them', 'this', 'that', 'so', 'too', 'either']);

/** A later clause that opens with "this"/"that" ("…, but this comes with a warning", "; that resets every handler"). */
const EVENT_PRONOUN_OPENING = /^(?:(?:then|also|so|yet|though|although|and|but)\s+)?(this|that|which|doing\s+(?:so|this|that))\s+/i;
/** A clause in the passive ("The socket can be reused", "Old outputs are compressed daily"): done to its subject. */
const PASSIVE_CLAUSE = /\b(?:is|are|was|were|be|been|being)\s+(?:\p{L}+ly\s+)?\p{L}+(?:ed|en|wn|ung|lt|pt)\b/iu;
/**
 * A word in -s that after a singular "this"/"that" can only be a verb: a plural noun there would not agree ("this
 * breaks", "that triples", "this drops"), unlike a singular noun in -s ("this analysis", "this series", "this class").
 */
function verbAfterSingular(word: string): boolean {
  if (!/[^su]s$/.test(word)) return false;
  const wn = wordNet();
  return wn.morphy(word, 'v').some((l) => l !== word) && !wn.morphy(word, 'n').includes(word);
}
/** Adverbs that may stand between the pronoun and its verb ("this also resets …"). */
const ADVERBS_AFTER_PRONOUN = /^(?:also|then|still|often|usually|always|only|never|just|even|\p{L}+ly)$/u;

/**
 * "this" where the span's clause that gives the claim's act has a bare "this" for its subject, standing for what the
 * clause before it says ("Secret masking can be turned off, but *this* comes with a warning"), while the claim gives
 * the act a subject of its own ("Secret masking comes with a warning"); undefined otherwise. The claim's subject is
 * then the span's whole earlier clause read as a thing, which the span does not say.
 */
export function eventPronounSubject(claimText: string, spanText: string): string | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  if (claimWords.length === 0 || /^(?:this|that|it)$/i.test(claimWords[0]!.norm)) return undefined;
  const clauses = clausesOf(spanText, SPAN_CLAUSE_BREAK);
  // (the claim's own clauses that open with such a pronoun: it says the act of the clause before, as the span does)
  const claimOpens = new Set(clausesOf(claimText).map((c) => EVENT_PRONOUN_OPENING.exec(c.text.trimStart())?.[1]?.toLowerCase()).filter((p) => p !== undefined));
  for (let i = 1; i < clauses.length; i++) {
    const clause = clauses[i]!;
    const lead = clause.text.length - clause.text.trimStart().length;
    const m = EVENT_PRONOUN_OPENING.exec(clause.text.trimStart());
    if (!m || claimOpens.has(m[1]!.toLowerCase())) continue;
    // the pronoun stands alone when a verb follows it (past adverbs): "this is slower", "that resets"; not "this cache keeps"
    const rest = tokenize(clause.text.trimStart().slice(m[0].length)).filter((t) => t.kind === 'word');
    let k = 0;
    while (k < rest.length && ADVERBS_AFTER_PRONOUN.test(rest[k]!.norm)) k++;
    const next = rest[k];
    if (!next) continue;
    const at = clause.start + lead + m[0].length + next.start;
    // (a verb the tagger reads, only in a form that is no noun's: "made", not "file" of "that file name")
    const tagged = posTags(spanText).get(at) === 'v' && !wordNet().morphy(next.norm, 'v').includes(next.norm);
    if (!AUXILIARIES.has(next.norm) && !tagged && !verbAfterSingular(next.norm)) continue;
    // (the part before it is a clause, not a lone connective: "However, this does not …" points past the span)
    if (contentWords(tokenize(spanText.slice(0, clause.start))).filter((t) => !/^(?:however|moreover|furthermore|instead|also|still|thus|therefore|otherwise|indeed)$/.test(t.norm)).length < 2) continue;
    // the clause's predicate: its first content word past the pronoun, auxiliaries and adverbs ("is slower" → "slower")
    const head = rest.slice(k).find((t) => !t.stop && !AUXILIARIES.has(t.norm) && !ADVERBS_AFTER_PRONOUN.test(t.norm));
    if (!head) continue;
    const clauseStems = new Set(contentWords(tokenize(clause.text)).map((t) => t.stem));
    // the claim's act: that predicate's word in the claim; its subject: the content words before it in its own clause (a
    // claim that says it with a pronoun too, "…, and that is not a good idea", says what the span says)
    const act = claimWords.findIndex((t) => !t.stop && t.stem === head.stem);
    if (act <= 0) continue;
    const ownClause = clausesOf(claimText).filter((c) => c.start <= claimWords[act]!.start).pop();
    if (!ownClause || /^\s*(?:(?:and|but|so|yet|then|also)\s+)?(?:this|that|which|it|these|those)\b/i.test(ownClause.text)) continue;
    // (nor a claim whose own subject of the act is the same pronoun, after a phrase: "So far in testing this has come up")
    let back = act - 1;
    while (back >= 0 && (AUXILIARIES.has(claimWords[back]!.norm) || ADVERBS_AFTER_PRONOUN.test(claimWords[back]!.norm))) back--;
    if (back >= 0 && /^(?:this|that|it|which)$/i.test(claimWords[back]!.norm)) continue;
    const subject = contentWords(claimWords.slice(0, act).filter((t) => t.start >= ownClause.start));
    if (subject.length === 0 || subject.every((t) => clauseStems.has(t.stem))) continue;
    // (", which" stands for the clause before only after one in the passive whose subject is the claim's: "The socket can be
    // reused, which leaks …"; else it may be the noun right before it, "Quill offers open_reader() or open_writer(), which …")
    if (m[1]!.toLowerCase() === 'which') {
      const previous = clauses[i - 1]!.text;
      const passive = PASSIVE_CLAUSE.exec(previous);
      const subjectBefore = passive ? new Set(contentWords(tokenize(previous.slice(0, passive.index))).map((t) => t.stem)) : undefined;
      if (!subjectBefore || !subject.every((t) => subjectBefore.has(t.stem))) continue;
    }
    // (a claim whose subject is the clause before it, said as a gerund, says what the span says: "Flushing the cache on
    // exit delays shutdown" over "The cache is flushed on exit, but this delays shutdown")
    const before = tokenize(spanText.slice(0, clause.start)).filter((t) => t.kind === 'word');
    if (/ing$/.test(subject[0]!.norm) && before.some((t) => !t.stop && t.stem === subject[0]!.stem && t.norm !== subject[0]!.norm)) continue;
    return m[1]!.toLowerCase();
  }
  return undefined;
}

/** Where one sentence of a span ends and the next begins. */
const SENTENCE_BREAK = /(?<=[.!?])\s+(?=[`*_"'(\p{Lu}]|[\p{Ll}_$][\p{L}\p{N}_$.]*\()|;\s+/u;
/** A sentence that points to another by a pronoun or a demonstrative ("it", "this", "that rotation", "such"). */
const POINTING = /\b(?:it|its|they|them|their|this|that|these|those|such|he|she|him|her)\b/i;
/** A text that opens with a call ("`clear()` returns …", "spindle.run(jobs) returns …"): the call's name is its subject. */
const OPENING_CALL = /^[\s`*_]*([\p{L}_$][\p{L}\p{N}_$.]*)\s*\([^()]*\)[`*_]*\s+\p{L}/u;

/** The content words before a text's first verb (its subject), or undefined when it opens with its verb or has none. */
function subjectWords(text: string): Token[] | undefined {
  const call = OPENING_CALL.exec(text);
  if (call) return contentWords(tokenize(call[1]!).filter((t) => t.kind === 'word'));
  const tags = posTags(text);
  const words = tokenize(text).filter((t) => t.kind === 'word' || t.kind === 'number');
  // (the tagger reads "returns", "hands" after a noun as nouns: a word in -s WordNet reads as a verb, right after a noun
  // and not before an auxiliary, is the verb: "The dump function returns …"; not "The function structures are …")
  const verbInS = (i: number) => /[^su]s$/.test(words[i]!.norm) && !words[i - 1]!.stop && tags.get(words[i - 1]!.start) !== 'v' &&
    !AUXILIARIES.has(words[i + 1]?.norm ?? '') && wordNet().morphy(words[i]!.norm, 'v').some((l) => l !== words[i]!.norm);
  // (not right after a determiner: "The read function" names a function)
  const verb = words.findIndex((t, i) => i > 0 && !DETERMINERS.has(words[i - 1]!.norm) && (tags.get(t.start) === 'v' || AUXILIARIES.has(t.norm) || verbInS(i)));
  if (verb <= 0) return undefined;
  return contentWords(words.slice(0, verb));
}

/**
 * A span of two sentences or more, each with its own subject, where the claim takes its subject from one and words
 * of what it says from another ("The dump function returns a Table" over "The load function hands back a Table. The
 * dump function returns nothing."): the other sentence's subject word the claim does not name, or undefined.
 */
export function otherSentenceSubject(claimText: string, spanText: string): string | undefined {
  const sentences = spanText.split(SENTENCE_BREAK).filter((s) => s.trim().length > 0);
  if (sentences.length < 2) return undefined;
  const subject = subjectWords(claimText);
  if (subject === undefined || subject.length === 0) return undefined;
  const claimStems = new Set(contentWords(tokenize(claimText)).map((t) => t.stem));
  const subjectStems = [...new Set(subject.map((t) => t.stem))];
  const stemsOf = sentences.map((s) => new Set(contentWords(tokenize(s)).map((t) => t.stem)));
  // (a sentence that points back or on, "after that rotation …", "; however it is …", is one with the others)
  const pointing = sentences.some((x) => POINTING.test(x));
  for (const word of claimStems) {
    if (subjectStems.includes(word)) continue;
    const where = stemsOf.map((k) => k.has(word));
    // (said in a sentence that has the claim's whole subject too: its own)
    if (!where.some(Boolean) || where.some((w, i) => w && subjectStems.every((s) => stemsOf[i]!.has(s)))) continue;
    // the word is only in sentences without the claim's subject, which another sentence names: whose subject is it there?
    for (let i = 0; i < sentences.length; i++) {
      if (!where[i] || !stemsOf.some((k, j) => j !== i && subjectStems.some((s) => k.has(s) && !stemsOf[i]!.has(s)))) continue;
      if (pointing) return undefined;
      const own = subjectWords(sentences[i]!);
      // (the word is the other sentence's subject itself: what that sentence says it of is another matter)
      if (own === undefined || own.some((t) => t.stem === word)) continue;
      const foreign = own.find((t) => !claimStems.has(t.stem));
      if (foreign) return foreign.text;
    }
  }
  return undefined;
}
