// Whose act a later clause of the claim states. "The server caches replies, and it compresses logs" says the server
// compresses logs; a span that says "…, and the proxy compresses logs" carries every word of it but not that. A clause
// whose subject is a pronoun takes its subject from the claim; the span's clause that states the same act must not
// name another subject for it.
import { stem } from '../text/stem';
import { tokenize as tokenizeText, type Token } from '../text/tokenize';
import { memoByText, SPAN_TEXTS } from './memo';
import { posTags, verbOf } from './analysis';

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

/** A later clause whose subject is a bare "this"/"that" before its verb ("…, but this comes with a warning"): it stands for the clause before. */
const EVENT_PRONOUN_CLAUSE = /^(?:(?:then|also|so|yet)\s+)?(this|that)\s+(?:(?:also|then|still|often|usually|always|only)\s+)?(?:is|was|has|had|will|would|can|could|may|might|must|should|does|did|means|makes|comes|costs|requires|needs|leads|brings|adds|gives|causes|results|implies|forces|allows|lets|breaks|changes|takes|keeps|avoids|prevents|helps|works|happens|applies)\b/i;

/**
 * "this" where the span's clause that gives the claim's act has a bare "this" for its subject, standing for what the
 * clause before it says ("Secret masking can be turned off, but *this* comes with a warning"), while the claim gives
 * the act a subject of its own ("Secret masking comes with a warning"); undefined otherwise. The claim's subject is
 * then the span's whole earlier clause read as a thing, which the span does not say.
 */
export function eventPronounSubject(claimText: string, spanText: string): string | undefined {
  const claimWords = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  if (claimWords.length === 0 || /^(?:this|that|it)$/i.test(claimWords[0]!.norm)) return undefined;
  const claimStems = new Set(contentWords(claimWords).map((t) => t.stem));
  const clauses = clausesOf(spanText, SPAN_CLAUSE_BREAK);
  for (let i = 1; i < clauses.length; i++) {
    const m = EVENT_PRONOUN_CLAUSE.exec(clauses[i]!.text.trimStart());
    if (!m) continue;
    const clauseStems = new Set(contentWords(tokenize(clauses[i]!.text)).map((t) => t.stem));
    // the claim's act: its first content word this clause gives; its subject: the content words before it in its own
    // clause (a claim that says it with a pronoun too, "…, and that is not a good idea", says what the span says)
    const act = claimWords.findIndex((t) => !t.stop && clauseStems.has(t.stem));
    if (act <= 0 || posTags(claimText).get(claimWords[act]!.start) !== 'v') continue;
    const ownClause = clausesOf(claimText).filter((c) => c.start <= claimWords[act]!.start).pop();
    if (!ownClause || /^\s*(?:(?:and|but|so|yet|then|also)\s+)?(?:this|that|which|it|these|those)\b/i.test(ownClause.text)) continue;
    const subject = contentWords(claimWords.slice(0, act).filter((t) => t.start >= ownClause.start));
    if (subject.length === 0 || subject.some((t) => clauseStems.has(t.stem))) continue;
    // (the claim carries the clause's act, not only a word of it)
    const carried = [...clauseStems].filter((s) => claimStems.has(s));
    if (carried.length >= 2) return m[1]!.toLowerCase();
  }
  return undefined;
}
