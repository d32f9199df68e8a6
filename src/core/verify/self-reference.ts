// A document that speaks of itself: "This PEP recommends …" in pep-0572.rst is PEP 572 speaking, and "This RFC
// does not impact enum variants" in 0001-private-fields.md is RFC 1 (the private-fields RFC) speaking. A claim that
// names the document where the span calls it "this <kind>" names what the span names: the kind must be the same
// word, and the name must be the document's own (the numbers and words of its file name or its title).
import type { Quantity } from '../text/index';
import type { Term } from './analysis';
import { quotedRange } from './quote';
import { SPAN_TEXTS, TextMemo } from './memo';
import { wordNet } from '../lexicon/index';
import { analyse } from '../claims/nlp';
import { tokenize } from '../text/tokenize';
import { verblessLine } from './context';

/** Kinds of document that refer to themselves as "this <kind>". A section or chapter is part of a document, not it. */
const SELF_KINDS = new Set(['pep', 'rfc', 'document', 'proposal', 'paper', 'specification', 'spec', 'readme', 'guide', 'article',
  'report', 'study', 'dataset', 'library', 'crate', 'package', 'project', 'tool', 'extension', 'standard', 'manual', 'book',
  'tutorial', 'thesis', 'survey', 'memo', 'whitepaper']);
/** Words for the document in general: "this proposal" in pep-0572.rst is PEP 572 as much as "this PEP" is. */
const GENERIC_KINDS = new Set(['proposal', 'document', 'specification', 'spec']);
/** Kinds of numbered document a source's path may name ("python-peps/pep-0572.rst", "rust-rfcs/3309-style-team.md"). */
const PATH_KINDS = ['pep', 'rfc'];
/** Words a file name or title holds that name no document ("the", "of", an extension). */
const NOT_A_NAME = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'for', 'in', 'on', 'md', 'rst', 'txt']);
/** Words that describe a document rather than name it ("the new RFC"). */
const DESCRIPTIVE = new Set(['new', 'old', 'first', 'second', 'third', 'last', 'latest', 'final', 'draft', 'current', 'original', 'proposed',
  'revised', 'previous', 'next', 'earlier', 'later', 'recent', 'accepted', 'rejected', 'main', 'other', 'same', 'this', 'that']);
/** What may stand before "this <kind>" when it is the subject of its clause: nothing, a break, or a connective. */
const SUBJECT_POSITION = /(?:^|[.;!?]\s+|,\s*(?:(?:and|but|so|while|whereas)\s+)?|\b(?:and|but|so|thus|therefore|hence|however|instead|also|now|finally|overall|in\s+short|in\s+summary)\s*,?\s*)$/i;
/** Where the clause "this <kind>" opens ends. */
const CLAUSE_END = /[;!?]|(?<!\b(?:i\.e|e\.g|vs|cf))\.(?=\s|$)|,\s*(?:but(?!\s+(?:only|rather|instead)\b)|whereas|while)\s|(?<!\b(?:nothing|none))\s(?:but(?!\s+(?:only|rather|instead)\b)|whereas)\s|,\s*and\s+(?:the|a|an|it|its|they|this|these|those|we)\b/;
/** Where a relative clause starts: what it says is said of another subject ("the draft that proposed …"). */
const RELATIVE = /\s(?:which|who|whom|whose)\s|(?<!\b(?:proposes?|proposed|suggests?|suggested|recommends?|recommended|requires?|required|specifies|specified|states?|stated|says|said|argues?|argued|ensures?|ensured|means|noted?|notes|shows?|showed|decides?|decided|assumes?|assumed))\s+that\s/;
/** A clause about what the document once was or meant to do, not what it says. */
const NOT_ITS_STATEMENT = /\b(?:originally|initially|previously|formerly|used\s+to|no\s+longer|was\s+written\s+to|earlier\s+(?:version|draft)s?|first\s+draft|first\s+(?:published|written|drafted|proposed|submitted))\b/i;

/** "proposes adding …", "proposes to add …": the verb of a proposal and the act it proposes (its second group). */
const PROPOSES = /^\s+(proposes|proposed|suggests|suggested|recommends|recommended|aims|aimed|seeks|sought|would|sets\s+out|set\s+out|intends|intended)\s+(?:to\s+)?(\p{Ll}+)/u;
/**
 * A claim that reports the document's advice ("PEP 8 recommends limiting …", "… says to limit …", "… tells authors to
 * limit …"): the verb of advice, then the advised verb. The one told is the reader, named only by a word for readers.
 */
const ADVISES = /^\s+(?:(advises|advised|recommends|recommended|suggests|suggested|urges|urged)\s+(?:that\s+(?:you|one|authors|developers|contributors|users|programmers|writers)\s+(?:should\s+)?)?|(says|said)\s+to\s+|(tells|told|asks|asked|instructs|instructed|urges|urged|encourages|encouraged|advises|advised)\s+(?:readers|authors|developers|contributors|users|programmers|writers|maintainers|people|everyone|you)\s+to\s+)(\p{Ll}+)/u;
/**
 * Sections where a document sets out what it does not itself hold — ideas turned down, other options, open questions,
 * things not to do ("Rejected Ideas: Use a new keyword"): neither its own statement nor its advice.
 */
export const NOT_OWN_SECTION = /\b(?:rejected|alternatives?|open\s+(?:issues?|questions?)|objections?|faq|deferred|discussion|criticisms?|why\s+not|withdrawn|abandoned|prior\s+art|previous\s+versions?|anti-?patterns?|counter-?examples?|pitfalls|mistakes)\b/i;
/**
 * Under such a heading, sections that are still the authors' reasoning: the answer to the document's own question ("Why
 * not use X?"), a section of its rationale that also weighs the other options (Rust's "Rationale and alternatives": the
 * rationale named first). Not "Open question: should …?", "Alternative: a registry?" nor "Rejected drawbacks".
 */
export function ownReasoningHeading(heading: string): boolean {
  if (/^[\s\d.]*why\b/i.test(heading)) return !/\b(?:open|rejected|deferred|alternatives?)\b/i.test(heading);
  const reasoning = /\b(?:rationale|drawbacks?|motivation)\b/i.exec(heading);
  const notOwn = NOT_OWN_SECTION.exec(heading);
  return reasoning !== null && notOwn !== null && reasoning.index < notOwn.index;
}
/** An idea's fate told ("was considered, but …", "was ultimately rejected"): the document reporting its own decision. */
const IDEA_FATE = /\b(?:was|were|has\s+been|have\s+been)\s+(?:(?:also|briefly|initially|ultimately|eventually|therefore|thus)\s+)?(?:considered,?\s+(?:but|and)\b|rejected|dropped|discarded|abandoned|deferred|postponed|not\s+(?:adopted|chosen|pursued|accepted))/i;
/** The document naming itself ("the one presented in this PEP", "The author is unaware …"; not "the authors of the tarn format"). */
const DOCUMENT_ITSELF = /\b(?:this|the\s+current)\s+(?:pep|rfc|proposal|document)\b|\bthe\s+author\b(?!s?\s+of\b)/i;
/**
 * A span under such a heading that tells what became of an idea, or where the document names itself, is its own
 * statement — for a claim that says so too (the fate, or the document's own mention of itself), not for a claim that
 * only repeats the idea the span describes.
 */
export function ownJudgementSaid(span: string, claim: string): boolean {
  return (IDEA_FATE.test(span) && IDEA_FATE.test(claim)) || (DOCUMENT_ITSELF.test(span) && DOCUMENT_ITSELF.test(claim));
}
/** Those, and sections of background, examples, history, compatibility or implementation: none is the guide's own advice. */
const NOT_ADVICE_HEADING = new RegExp(`${NOT_OWN_SECTION.source}|\\b(?:history|examples?|references?|footnotes|copyright|acknowledge?ments?|motivation|rationale|don['’]?ts|avoid|bad|wrong|backwards?\\s+compatibility|compatibility|security|previous|versions?|implementation|teach|appendix|changes?)\\b`, 'i');

/** Verbs of a summary in the imperative that bring a thing in: "proposes a macro" says what "Add a macro" says. */
const ADDING_VERBS = new Set(['add', 'introduce', 'create', 'provide', 'define', 'offer']);
/** Verbs of a summary that bring a new thing in, each as good as another ("adds a trait" / "Introduce a trait"). */
const BRINGING_IN = new Set(['add', 'introduce', 'create']);
/** Verbs a claim may give a summary with no verb, which names what the document brings ("RFC 1419 adds a safe memcpy"). */
const SUMMARY_NAMING = new Set(['add', 'introduce', 'create', 'provide', 'offer', 'give', 'define', 'bring', 'propose', 'suggest']);
/** Verbs of a summary that let something be done, each as good as another ("lets users …" / "Allow users …"). */
const LETTING = new Set(['allow', 'let', 'permit']);
/** Sections where a document says what it does: a sentence there in the imperative ("Add …") is the document speaking. */
const SUMMARY_HEADING = /^\s*(?:\d+\.?\s*)?(?:summary|abstract|overview)\s*$/i;
/**
 * Sections that lay out what the proposal does, where an imperative is its change ("Add an `extra_traits` feature to
 * `libc` …" under "Guide-level explanation"), unless it speaks to the reader ("Add `metabuild` to your manifest").
 */
const PROPOSAL_HEADING = /^\s*(?:\d+\.?\s*)?(?:guide-level explanation|reference-level explanation|detailed design|design|proposal|the proposal|proposed changes?|specification)\s*$/i;
const SPEAKS_TO_READER = /\b(?:you|your|yours|yourself)\b/i;
/** A purpose clause after the act: what follows it is not the act's own clause. */
const PURPOSE_AFTER = /(?:,\s*|\s+)(?:in\s+order\s+(?:to|for)|so\s+that|so\s+as\s+to)\b[^]*$/i;
/** A concession after the act: "…, even when the trait would not be safe …" limits nothing. */
const CONCESSION_AFTER = /,?\s+even\s+(?:when|if|though|where)\b[^]*$/i;
/** Where a clause of its own begins after the opening one: a comma, a subordinator or a relative pronoun. */
const CLAUSE_AFTER_OPENING = /,|\b(?:when|whenever|while|because|since|where|which|who|that|though|although)\b/i;
/** "if" after a verb of finding out: it asks whether ("checks if the list contains it"), it sets no condition. */
const IF_AS_WHETHER = /\b(check(?:s|ed|ing)?|test(?:s|ed|ing)?|ask(?:s|ed|ing)?|know(?:s|ing)?|see(?:s|ing)?|determin(?:e|es|ed|ing)|verif(?:y|ies|ied|ying)|tell(?:s|ing)?|detect(?:s|ed|ing)?)\s+if\b/gi;
/** A pronoun that opens a clause of its own inside the opening one ("… the module they are defined in"). */
const PRONOUN_SUBJECT = /\b(?:they|it|we|he|she|you)\b/i;
/** A determiner right after a sentence's first word: that word is a verb in the imperative, not a noun. */
const DETERMINER_AFTER = /^(?:the|a|an|all|every|each|both|this|these|those|its|their)\s/i;
/** A preposition right after a word, as after a noun ("Support for …", "Use of …"). */
const NOUN_PREPOSITION_AFTER = /^(?:of|for|in|on|to|with|from|at|by)\b/i;
const THOUGHT_VERBS = new Set(['consider', 'compare', 'note', 'see', 'imagine', 'suppose', 'recall', 'observe', 'assume', 'remember', 'notice']);

/**
 * The opening verb of a span that starts the way a summary in the imperative does ("Add syntactic sugar for …") under a
 * Summary or Abstract heading, or a section that lays the proposal out, or undefined. The verb must be a verb's own base form in WordNet, not a noun first.
 */
function imperativeOpening(spanText: string, section: string | undefined, advice = false): string | undefined {
  if (section === undefined) return undefined;
  const summary = SUMMARY_HEADING.test(section);
  // (never one that speaks to the reader, "Add the crate to your manifest", under any heading; advice, which speaks to
  // the reader, is read under any heading but one of ideas turned down, options weighed or examples)
  if (advice ? NOT_ADVICE_HEADING.test(section) : (!summary && !PROPOSAL_HEADING.test(section)) || SPEAKS_TO_READER.test(spanText)) return undefined;
  const first = /^\s*(\p{Lu}\p{Ll}+)\s/u.exec(spanText);
  if (!first) return undefined;
  // a verb of its own sentence: no verb of being in the clause it opens ("Support for X is deferred": "Support" is its
  // subject; a purpose or a concession after it is a clause of its own, "Remove X, in order to … be more future proof",
  // "…, even when the trait would not be safe"), and no condition, deferral or restriction of place or time ("Add a lint
  // later, if needed", "… where it is practical", "… while it is small", which the reading of conditions does not weigh
  // as it does "when …")
  // ("checks if the collection contains …" asks whether: no condition; "… the module they are defined in" is a clause
  // of its own, its pronoun its subject)
  const mainClause = spanText.replace(PURPOSE_AFTER, '').replace(CONCESSION_AFTER, '').replace(IF_AS_WHETHER, '$1 whether');
  const openingClause = mainClause.split(CLAUSE_AFTER_OPENING, 1)[0]!.split(PRONOUN_SUBJECT, 1)[0]!;
  if (/\b(?:is|are|was|were|be|been|being)\b/i.test(openingClause) ||
    /\b(?:if|unless|where|wherever|while|later|eventually|possibly|perhaps|maybe|future)\b/i.test(mainClause)) return undefined;
  const word = first[1]!.toLowerCase();
  // (a verb of thought asks the reader to think, under any heading: "Consider …", "Compare …", "Note …")
  if (!summary && THOUGHT_VERBS.has(word)) return undefined;
  const wn = wordNet();
  // (a verb's own base form; a word read first as a noun, "Change", "Tweak", only where no preposition follows it as one
  // would a noun: "Change of …", "Support for …")
  // (a summary may also open in the headline's third person: "Adds a section …", "Enables Cargo to …")
  const headline = summary && isHeadline(word);
  if ((!wn.morphy(word, 'v').includes(word) && !headline) || (wn.readings(word)[0] !== 'v' && NOUN_PREPOSITION_AFTER.test(spanText.slice(first[0].length)))) return undefined;
  // and read as a verb there (wink-nlp's tag), or followed by a determiner as only a verb is ("Change all functions …",
  // "Tweak the rules …", which the tagger reads as nouns)
  // (advice also by a figure after it, "Use 4 spaces per indentation level": the claim names that very verb)
  if (analyse(spanText)[0]?.tokens[0]?.pos !== 'VERB' && !DETERMINER_AFTER.test(spanText.slice(first[0].length)) &&
    !(advice && /^\d+\s+\p{Ll}/u.test(spanText.slice(first[0].length)))) return undefined;
  return first[1];
}

/** Verbs of change a summary's headline may open with ("Adds a section …", "Enables Cargo to …"): the document's act. */
const HEADLINE_VERBS = new Set(['adds', 'introduces', 'extends', 'enables', 'allows', 'removes', 'deprecates', 'replaces', 'changes', 'renames',
  'defines', 'provides', 'specifies', 'stabilizes', 'stabilises', 'implements', 'updates', 'proposes']);
/** The summary opens in the headline's third person ("Adds …"), not in the imperative ("Add …"). */
export const isHeadline = (verb: string): boolean => HEADLINE_VERBS.has(verb.toLowerCase());

export interface DocumentName {
  /** The claim's words for the document, as written ("PEP 572", "the private-fields RFC"). */
  surface: string;
  /** The span's words for it ("This PEP"). */
  selfReference: string;
  /** How the span's words stand for the document when they do not name it: "its authors' 'We'", "'It is recommended that'". */
  through?: string;
  /** The heading of the summary whose imperative ("Add …") is the document speaking, when that is how it speaks. */
  imperativeUnder?: string;
  /** The summary names what the document brings in a line with no verb ("Safe `memcpy` from one slice to another …"). */
  namedOnly?: true;
  /** The claim's verb of advice ("recommends") when the span's imperative is read as the document's advice. */
  advising?: string;
  /** The claim's verb of proposing ("proposes" in "RFC 243 proposes adding …"): what the imperative says is the proposal. */
  proposing?: string;
  /** The clause of the span "this <kind>" is the subject of: what the document says of itself. */
  clause: string;
  /** That clause up to a relative clause: where the claim's verb must stand ("This PEP supersedes the draft"). */
  head: string;
  /** Where the claim's name for the document ends in the claim. */
  end: number;
  /** The claim terms and figures that name the document. */
  terms: Term[];
  quantities: Quantity[];
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !NOT_A_NAME.has(w));

/** The document's own identifier and name words: its file name's leading number, the words after it, and the title's leading name. */
/** identityOf and the kinds a path names, per source path and title: asked again for every part of a claim and every span. */
const identities = new Map<string, { identity: Identity; pathKinds: string[] }>();
const MAX_IDENTITIES = 4096;
type Identity = { number: number | null; names: string[][] };
function sourceIdentity(sourcePath: string, title: string | null | undefined): { identity: Identity; pathKinds: string[] } {
  const key = `${sourcePath}\u0000${title ?? ''}`;
  let found = identities.get(key);
  if (!found) {
    if (identities.size >= MAX_IDENTITIES) identities.clear();
    found = { identity: identityOf(sourcePath, title), pathKinds: PATH_KINDS.filter((k) => new RegExp(`(?:^|[^a-z])${k}s?(?:[^a-z]|$)`, 'i').test(sourcePath)) };
    identities.set(key, found);
  }
  return found;
}

/** The kinds of document a source path names ("rfc" for rust-rfcs/…, "pep" for python-peps/…). */
export function kindsOfPath(sourcePath: string): readonly string[] {
  return sourceIdentity(sourcePath, null).pathKinds;
}

function identityOf(sourcePath: string, title: string | null | undefined): Identity {
  const stem = (sourcePath.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '').toLowerCase();
  // a date is no identifier ("2024-06-frozen-attrs-proposal")
  const lead = /^(?:19|20)\d\d[-_]\d\d/.test(stem) ? null : /^(?:[a-z]+[-_ ]?)?0*(\d+)(?![0-9])/.exec(stem);
  const afterId = lead ? stem.slice(lead[0].length) : stem;
  const titleName = (title ?? '').split(/\s[-–—]\s|:|[–—]/)[0] ?? '';
  return { number: lead ? Number(lead[1]) : null, names: [wordsOf(afterId), wordsOf(titleName)].filter((n) => n.length > 0) };
}

/**
 * The claim's one "<kind> <number>" that "this <kind>" may stand for (undefined: none), or null when it names several
 * ("PEP 917 and PEP 562 freeze …", "Unlike PEP 917, PEP 484 …"). Another one the span names too, after the claim's
 * subject and not joined to it, is what both speak of: "RFC 3309 proposes …, as originally specified in RFC 1607".
 */
/** Every "<kind> <number>" of a text ("PEP 572", "RFC #326", "RFC-0326"), its number as the first group. */
function numberedMentions(text: string, kind: string): readonly RegExpMatchArray[] {
  // claims, spans and headings are asked again and again; a long text (the words around a span) is read once
  return text.length <= MAX_REMEMBERED_TEXT ? mentionsMemo.get(`${kind}\u0000${text}`) : findMentions(text, kind);
}
const MAX_REMEMBERED_TEXT = 2000;
const findMentions = (text: string, kind: string) => [...text.matchAll(new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b`, 'giu'))];
const mentionsMemo = new TextMemo(SPAN_TEXTS, (key): readonly RegExpMatchArray[] => {
  const at = key.indexOf('\u0000');
  return findMentions(key.slice(at + 1), key.slice(0, at));
});

/**
 * asThisDocument's patterns for a kind ("pep", "rfc", "proposal", …: a few ASCII words), made once per kind: a `\p{L}`
 * regex with the `iu` flags is costly to build (~20 ms a warm run of the real-prose chapter went to building `described`
 * again, ~2.4 ms for its first runs alone); on ASCII text `[A-Za-z0-9]` with the `i` flag means the same and is built in
 * ~0.15 ms. `introduced` is only read through matchAll, which copies it; the others have no `g` flag: none keeps a state.
 */
const kindRegexes = new Map<string, KindPatterns>();
interface KindPatterns { introduced: RegExp; described: RegExp; describedAscii: RegExp }
const NON_ASCII = /[^\x00-\x7f]/;
export function kindPatterns(kind: string): KindPatterns {
  let found = kindRegexes.get(kind);
  if (!found) {
    if (kindRegexes.size >= MAX_KIND_PATTERNS) kindRegexes.clear();
    found = {
      introduced: new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b[^.!?:]*:(?:\\s|$)`, 'giu'),
      described: new RegExp(`\\b(?:the|a|an)\\s+((?:[\\p{L}\\p{N}][\\p{L}\\p{N}-]*\\s+){0,2}[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)\\s+${kind}\\b`, 'iu'),
      describedAscii: NON_ASCII.test(kind) ? new RegExp(`\\b(?:the|a|an)\\s+((?:[\\p{L}\\p{N}][\\p{L}\\p{N}-]*\\s+){0,2}[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)\\s+${kind}\\b`, 'iu')
        : new RegExp(`\\b(?:the|a|an)\\s+((?:[A-Za-z0-9][A-Za-z0-9-]*\\s+){0,2}[A-Za-z0-9][A-Za-z0-9-]*)\\s+${kind}\\b`, 'i'),
    };
    kindRegexes.set(kind, found);
  }
  return found;
}
const MAX_KIND_PATTERNS = 64;

function soleUnnamedMention(claimText: string, wholeClaim: string, kind: string, spanText: string): RegExpMatchArray | undefined | null {
  const mentions = (text: string) => numberedMentions(text, kind);
  const all = mentions(claimText);
  const whole = mentions(wholeClaim);
  if (all.length <= 1 && whole.length <= 1) return all[0];
  if (all.length !== whole.length) return null;
  const inSpan = new Set(mentions(spanText).map((n) => Number(n[1])));
  const own = all.filter((n) => !inSpan.has(Number(n[1])));
  if (own.length !== 1) return null;
  const subject = own[0]!;
  const after = subject.index! + subject[0].length;
  // (the claim's one number the span does not give, opening the claim or standing apart from the others, which the
  // span names itself: "Guido rejected PEP 522 in favour of … PEP 524" over "… rejected this PEP in favour of … PEP 524";
  // not one of several joined, "PEP 484 and PEP 917 both …")
  const opening = /^\s*$/.test(claimText.slice(0, subject.index));
  for (const other of all) {
    if (other === subject) continue;
    if (opening && other.index! < after) return null;
    const between = other.index! < subject.index! ? claimText.slice(other.index! + other[0].length, subject.index) : claimText.slice(after, other.index);
    if (/^\s*(?:,|and|or|&|as\s+well\s+as|with|vs\.?|versus)\s*$/i.test(between)) return null;
  }
  return subject;
}

/** Where the clause of the claim that its name for the document opens ends (its length when it runs to the end). */
export function claimClauseEnd(claimText: string, nameEnd: number): number {
  const rest = claimText.slice(nameEnd);
  const end = rest.search(CLAUSE_END);
  if (end < 0) return claimText.length;
  // a later clause whose subject is a pronoun may still speak of the document ("…, and it enforces this"); an
  // expletive "it" does not ("… but it's important that …")
  const next = rest.slice(end).replace(/^[\s,;:!?.—–-]*(?:(?:and|but|whereas|while)\s+)?/i, '');
  const pronoun = /^(?:it|its|they|their|them|he|she|his|her)\b/i.test(next) &&
    !/^it(?:\s+is|\s+was|['’]s)\s+(?:\w+\s+){1,2}(?:that|to)\b/i.test(next);
  return pronoun ? claimText.length : nameEnd + end;
}

/** The content words right before and after a range: where a name stands in its sentence. */
function neighbours(text: string, range: { start: number; end: number }): [string | undefined, string | undefined] {
  const words = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !NOT_A_NAME.has(w) && !DESCRIPTIVE.has(w));
  return [words(text.slice(0, range.start)).pop(), words(text.slice(range.end))[0]];
}

/** A preposition right before a name ("earlier versions of RFC 3128", "with this RFC"): the name is an object, not the subject. */
const PREPOSITION_BEFORE = /\b(?:of|by|in|with|from|under|for)\s+$/i;

/** The claim's name stands where the span's "this <kind>" does: the same content words on both sides. */
function samePlace(claimText: string, name: { start: number; end: number }, spanText: string, self: { start: number; end: number }): boolean {
  const [a, b] = neighbours(claimText, name);
  const [c, d] = neighbours(spanText, self);
  return a !== undefined && b !== undefined && a === c && b === d;
}

const openingNamePatterns = new Map<string, RegExp>();
/** "PEP 250", "RFC #12's" at the very start of a text, for a kind of document (made once per kind). */
function openingNamePattern(kind: string): RegExp {
  let re = openingNamePatterns.get(kind);
  if (!re) openingNamePatterns.set(kind, (re = new RegExp(`^\\s*(${kind})[\\s#-]*0*(\\d+)\\b(?:['’]s\\b)?`, 'iu')));
  return re;
}
/**
 * The claim opens by naming the very document the span is from ("PEP 250 considers …" over a sentence of pep-0250.rst):
 * the name, as written, and the claim terms and figures it is made of; or null. Read only to see that a span which says
 * otherwise speaks of the same thing: it never carries the claim (what "this PEP" is the subject of is namedAsThisDocument's).
 */
export function opensWithSourceName(claimText: string, terms: readonly Term[], quantities: readonly Quantity[], sourcePath: string,
  title?: string | null): { surface: string; terms: Term[]; quantities: Quantity[] } | null {
  const { identity, pathKinds } = sourceIdentity(sourcePath, title);
  if (identity.number === null) return null;
  for (const kind of pathKinds) {
    const m = openingNamePattern(kind).exec(claimText);
    if (!m || Number(m[2]) !== identity.number) continue;
    const end = m.index + m[0].length;
    const inside = (x: { start: number; end: number }) => x.start >= m.index && x.end <= end;
    return { surface: m[0].trim().replace(/['’]s$/, ''), terms: terms.filter(inside), quantities: quantities.filter(inside) };
  }
  return null;
}

/**
 * "The PEP defines a stable ABI" over "While PEP 384 defines a stable ABI, …" in pep-3149.rst: the claim's "the PEP" is
 * the document it is about, and the span's only word for a PEP is another one's name. The claim's kind word and the
 * span's other document, or null (the claim names that number itself, or the span also speaks of a PEP unnumbered).
 */
export function theKindIsAnother(claimText: string, kindTerm: Term, spanText: string, sourcePath: string, title?: string | null): string | null {
  const { identity, pathKinds } = sourceIdentity(sourcePath, title);
  const kind = kindTerm.surface.replace(/['’]s$/, '').toLowerCase();
  if (identity.number === null || !pathKinds.includes(kind)) return null;
  if (!/\bthe\s+$/i.test(claimText.slice(Math.max(0, kindTerm.start - 8), kindTerm.start)) || /^(?:['’]s)?\s*[#-]?\d/.test(claimText.slice(kindTerm.end))) return null;
  const inSpan = numberedMentions(spanText, kind);
  if (inSpan.length === 0 || inSpan.some((m) => Number(m[1]) === identity.number)) return null;
  const inClaim = new Set(numberedMentions(claimText, kind).map((m) => Number(m[1])));
  if (inSpan.some((m) => inClaim.has(Number(m[1])))) return null;
  // every word of the kind in the span is a numbered name
  const words = [...spanText.matchAll(new RegExp(`\\b${kind}s?\\b`, 'gi'))].length;
  if (words !== inSpan.length) return null;
  return inSpan[0]![0];
}

/** The claim's name for the document the span calls "this <kind>", or null. */
export function namedAsThisDocument(
  claimText: string, terms: readonly Term[], quantities: readonly Quantity[], spanText: string, sourcePath: string, title?: string | null,
  surroundings = '', headings: readonly string[] = [], wholeClaim = claimText, introducing = '', previous = '',
): DocumentName | null {
  const { identity, pathKinds } = sourceIdentity(sourcePath, title);
  // ("The current PEP covers …", "the present proposal": this one)
  const mentions: Array<{ m: RegExpMatchArray; copula: boolean; through?: string }> = [...spanText.matchAll(/\b(?:this|the\s+(?:current|present))\s+(\p{L}+)\b/giu)].map((m) => ({ m, copula: false }));
  // a PEP or RFC holds a stance in its own voice in other words too: its authors' "we recommend", "It is recommended that …"
  if (pathKinds.length > 0) mentions.push(...ownVoice(spanText, claimText));
  // "This PEP has been rejected. After sitting open for four years, it has failed …": the span's "it" is the document the
  // sentence before it is about
  const pointedBack = pathKinds.length > 0 ? documentAsPronoun(spanText, previous) : undefined;
  if (pointedBack) mentions.push(pointedBack);
  // "This is a proposal for …" in pep-0572.rst: the document calls itself a proposal
  for (const m of spanText.matchAll(/\bthis\s+(?:is|was)\s+(?:a|an)\s+(\p{L}+)\b/giu)) mentions.push({ m, copula: true });
  // ("This is a policy RFC rather than …": the kind after a word or two that say which kind)
  for (const m of spanText.matchAll(/\bthis\s+is\s+(?:a|an)\s+(?:[\p{L}-]+\s+){1,2}?(rfc|pep|proposal|document)\b(?!\s+(?:before|until|when)\b)/giu)) mentions.push({ m, copula: true });
  // "The PEP stabilised …", "After three years …, the PEP has been rejected": "the <kind>" as the subject of the span's
  // first clause, in a span that names no document by number, is the document speaking of itself as "this PEP" does
  if (!/\b(?:pep|rfc)[\s#-]*\d/i.test(spanText)) {
    const the = /\bthe\s+(pep|rfc|proposal)\b(?!['’]s|\s+(?:authors?|process|template|editors?|repository|index|number))/iu.exec(spanText);
    if (the && /^[\s*_"“(]*$|^[^,;.]*,\s*$/u.test(spanText.slice(0, the.index))) mentions.push({ m: the, copula: false });
    // ("roughly 6 months from the date of the PEP"): elsewhere in the span too, where the sentence before it names no
    // document by number either, so "the PEP" can be no other
    // (nor one of its kind at all, "a competing PEP", "Ada's proposal", "Python Enhancement Proposal 8123": "the PEP" may be that one)
    else if (the && !/\b(?:pep|rfc)[\s#-]*\d/i.test(previous) && !anotherOfKind(previous, the[1]!)) mentions.push({ m: the, copula: false });
  }
  // the innermost heading, or the title a first "# Summary" became
  const section = headings.length > 0 ? headings[headings.length - 1] : title ?? undefined;
  // (read only when the claim names this very document by its number: the check reads the span with wink-nlp)
  const namesThisOne = identity.number !== null && pathKinds.some((k) => numberedMentions(claimText, k).some((n) => Number(n[1]) === identity.number));
  const imperative = namesThisOne ? imperativeOpening(spanText, section) : undefined;
  if (imperative) {
    for (const kind of pathKinds) {
      const found = speaksInImperative(kind, imperative);
      if (found) return found;
    }
  }
  // "PEP 8 recommends limiting all lines to …" over "Limit all lines to …" under "Maximum Line Length": a guide's
  // imperative, under any heading of its own advice, is what it advises
  const advised = namesThisOne && !imperative ? imperativeOpening(spanText, section, true) : undefined;
  if (advised) {
    for (const kind of pathKinds) {
      const found = advisesInImperative(kind, advised);
      if (found) return found;
    }
  }
  // "RFC 1419 proposes a safe memcpy …" over "Safe `memcpy` from one slice to another …", its Summary: a summary with no
  // verb names what the document brings
  if (namesThisOne && !imperative && !advised && section !== undefined && SUMMARY_HEADING.test(section) && verblessLine(spanText)) {
    for (const kind of pathKinds) {
      const found = namesInSummary(kind);
      if (found) return found;
    }
  }
  for (const { m, copula, through } of mentions) {
    const spanKind = m[1]!.toLowerCase();
    if (!SELF_KINDS.has(spanKind)) continue;
    // a generic word for the document ("this proposal") stands for the kind its path names ("python-peps/pep-0572.rst")
    const kinds = GENERIC_KINDS.has(spanKind) ? [spanKind, ...pathKinds] : [spanKind];
    for (const kind of kinds) {
      const found = asThisDocument(m, kind, copula);
      if (found !== undefined) return found && through !== undefined ? { ...found, through } : found;
    }
  }
  return null;

  /**
   * "RFC 243 adds syntactic sugar …" over "Add syntactic sugar …", the opening of RFC 243's Summary: a summary in the
   * imperative is the document saying what it does. The claim must open with the document's own number as its subject.
   */
  function speaksInImperative(kind: string, verb: string): DocumentName | null {
    const numbered = soleUnnamedMention(claimText, wholeClaim, kind, spanText);
    if (!numbered || identity.number === null || Number(numbered[1]) !== identity.number) return null;
    if (!/^(?:\p{Lu}[\p{L}-]*['’]s\s+)?$/u.test(claimText.slice(0, numbered.index))) return null;
    // the claim's verb right after the name is the summary's own ("RFC 243 adds …" / "Add …"; not "Avoid adding …"),
    // or what the document proposes is ("RFC 243 proposes adding …", "… proposes to add …": a proposal's summary is its proposal)
    const after = numbered.index! + numbered[0].length;
    const proposing = PROPOSES.exec(claimText.slice(after));
    const claimVerb = proposing ? proposing[2] : /^\s+(\p{Ll}+)/u.exec(claimText.slice(after))?.[1];
    // ("PEP 743 proposed a C macro …" / "Add a C macro …": to propose a thing is to propose adding it)
    const proposesAThing = proposing !== null && /^(?:a|an|the|new)$/.test(proposing[2]!) && ADDING_VERBS.has(verb.toLowerCase());
    // (or another verb of letting, "RFC 89 would let users …" / "Allow users …", or of bringing a new thing in, "RFC 243
    // adds a trait" / "Introduce a trait": a verb WordNet only relates, "lifts" for "Raise", is not read so)
    if (!claimVerb) return null;
    const claimLemmas = wordNet().morphy(claimVerb.toLowerCase(), 'v');
    // (the headline's "Adds" is the imperative's "Add")
    const imperative = isHeadline(verb) ? verb.toLowerCase().slice(0, -1) : verb.toLowerCase();
    const sameVerb = proposesAThing || claimLemmas.includes(imperative);
    const alike = (set: ReadonlySet<string>) => set.has(imperative) && claimLemmas.some((l) => set.has(l));
    if (!sameVerb && !alike(BRINGING_IN) && !alike(LETTING)) return null;
    const range = { start: numbered.index!, end: after };
    const actStart = proposing ? after + proposing[0].indexOf(proposing[1]!) : range.start;
    // (the claim's verb in other words than the imperative's is carried by it, as the document's own act)
    const verbEnd = proposing ? after + proposing[0].length : after + /^\s+\p{Ll}+/u.exec(claimText.slice(after))![0].length;
    const act = sameVerb ? (proposing ? { start: actStart, end: actStart + proposing[1]!.length } : range) : { start: proposing ? actStart : after, end: verbEnd };
    const inside = (x: { start: number; end: number }) => (x.start >= range.start && x.end <= range.end) || (x.start >= act.start && x.end <= act.end);
    return {
      surface: numbered[0], selfReference: verb, imperativeUnder: section!.trim(), ...(proposing ? { proposing: proposing[1]! } : {}), clause: spanText,
      head: spanText, end: act.end, terms: terms.filter(inside), quantities: quantities.filter(inside),
    };
  }

  /** "RFC 1419 proposes a safe memcpy …" / "Safe `memcpy` …": the claim's verb of proposing or bringing in right after the number. */
  function namesInSummary(kind: string): DocumentName | null {
    const numbered = soleUnnamedMention(claimText, wholeClaim, kind, spanText);
    if (!numbered || identity.number === null || Number(numbered[1]) !== identity.number) return null;
    if (!/^(?:\p{Lu}[\p{L}-]*['’]s\s+)?$/u.test(claimText.slice(0, numbered.index))) return null;
    const after = numbered.index! + numbered[0].length;
    // (a thing proposed, "proposes a …", "would add new …": not an act, "proposes adding", which the summary does not name)
    const proposing = PROPOSES.exec(claimText.slice(after));
    const claimVerb = /^\s+(\p{Ll}+)/u.exec(claimText.slice(after));
    const bringing = !proposing && claimVerb !== null && wordNet().morphy(claimVerb[1]!, 'v').some((l) => SUMMARY_NAMING.has(l));
    if (proposing ? wordNet().readings(proposing[2]!)[0] === 'v' || /ing$/.test(proposing[2]!) : !bringing) return null;
    const end = proposing ? after + proposing[0].length - proposing[2]!.length : after + claimVerb![0].length;
    const inside = (x: { start: number; end: number }) => x.start >= numbered.index! && x.end <= end;
    const opening = /^[\s*_`"“(]*([^\s]+(?:\s+[^\s]+)?)/u.exec(spanText)?.[1] ?? spanText;
    return {
      surface: numbered[0], selfReference: opening, imperativeUnder: section!.trim(), namedOnly: true, proposing: (proposing?.[1] ?? claimVerb![1])!,
      clause: spanText, head: spanText, end, terms: terms.filter(inside), quantities: quantities.filter(inside),
    };
  }

  /** "PEP 8 recommends limiting …" / "Limit …": the claim's verb of advice, then the imperative's own verb. */
  function advisesInImperative(kind: string, verb: string): DocumentName | null {
    const numbered = soleUnnamedMention(claimText, wholeClaim, kind, spanText);
    if (!numbered || identity.number === null || Number(numbered[1]) !== identity.number) return null;
    if (!/^(?:\p{Lu}[\p{L}-]*['’]s\s+)?$/u.test(claimText.slice(0, numbered.index))) return null;
    const after = numbered.index! + numbered[0].length;
    const advice = ADVISES.exec(claimText.slice(after));
    if (!advice) return null;
    const claimVerb = advice[4]!;
    if (!wordNet().morphy(claimVerb.toLowerCase(), 'v').includes(verb.toLowerCase())) return null;
    const range = { start: numbered.index!, end: after };
    // (the verb of advice and the one told are the document's act; the advised verb is the imperative's own)
    const act = { start: after, end: after + advice[0].length };
    const inside = (x: { start: number; end: number }) => x.start >= range.start && x.end <= act.end;
    return {
      surface: numbered[0], selfReference: verb, imperativeUnder: section!.trim(), advising: (advice[1] ?? advice[2] ?? advice[3])!, clause: spanText,
      head: spanText, end: act.end, terms: terms.filter(inside), quantities: quantities.filter(inside),
    };
  }

  function asThisDocument(m: RegExpMatchArray, kind: string, copula: boolean): DocumentName | null | undefined {
    const before = spanText.slice(0, m.index);
    // the subject of its clause (or the very place the claim names it: "During discussion of this PEP, …"), outside
    // quotation marks, in a span that names no other document of its kind
    const subject = SUBJECT_POSITION.test(before);
    if ((copula && !subject) || (before.match(/["“”]/g) ?? []).length % 2 === 1) return undefined;
    // "PEP 690 said: this PEP …" reports another document's words
    if (/\b(?:said|says|say|states|stated|reads|read|wrote|writes|quote|quotes|quoted)\b[^.;!?]*$|:\s*$/i.test(before)) return undefined;
    // "PEP 572", "RFC #326", "RFC-0326": the kind and the document's number; a claim that names two of its kind
    // ("Unlike PEP 917, PEP 484 …") is not one that "this PEP" can stand for
    const numbered = soleUnnamedMention(claimText, wholeClaim, kind, spanText);
    if (numbered === null) return null;
    // "RFC 42 proposed …; this RFC withdraws …", a title "Follow-up to RFC 42": the document names the claim's one as another
    const namedAsAnother = (text: string) => numberedMentions(text, kind)
      .some((n) => numbered !== undefined && Number(n[1]) === Number(numbered[1]));
    // far from the span or in its title, the document's own number is the document naming itself ("PEP 509: Add
    // ma_version_tag" in pep-0509.rst, a heading "RFC 3309: Style team")
    const ownNumber = numbered !== undefined && identity.number !== null && Number(numbered[1]) === identity.number;
    const introducingText = ownNumber && title ? introducing.split(title).join(' ') : introducing;
    if (namedAsAnother(spanText) || namedAsAnother(introducingText) || (!ownNumber && (namedAsAnother(surroundings) || namedAsAnother(title ?? '')))) return null;
    // "From the text of PEP 690:" introduces another document's words
    const introduced = kindPatterns(kind).introduced;
    if ([...`${introducing} ${spanText.slice(0, m.index)}`.matchAll(introduced)].some((n) => Number(n[1]) !== identity.number)) return null;
    // a section about another document of the kind ("Appendix: rejected draft of PEP 690") quotes or describes that one
    if (headings.some((h) => numberedMentions(h, kind).some((n) => Number(n[1]) !== identity.number))) return null;
    // "the private-fields RFC": the first words of the document's name before the kind
    const described = (NON_ASCII.test(claimText) ? kindPatterns(kind).described : kindPatterns(kind).describedAscii).exec(claimText);
    const describedWords = described ? wordsOf(described[1]!).filter((w) => !DESCRIPTIVE.has(w)) : [];
    let range: { start: number; end: number } | null = null;
    if (numbered && identity.number !== null && Number(numbered[1]) === identity.number) range = { start: numbered.index!, end: numbered.index! + numbered[0].length };
    else if (described && describedWords.length > 0 && identity.names.some((name) => describedWords.every((w, i) => name[i] === w))) {
      range = { start: described.index, end: described.index + described[0].length };
    }
    if (!range) return undefined;
    // (a number in mid-claim, where the claim names others of its kind too, stands for "this PEP" only in the same place,
    // whatever the span's "this PEP" is the subject of: not "PEP 700 was drafted after PEP 770 …" for "This PEP was drafted
    // after PEP 700 …")
    const midClaim = numbered !== undefined && numberedMentions(claimText, kind).length > 1 && !/^[\s"'“(]*$/.test(claimText.slice(0, range.start));
    if (midClaim && !samePlace(claimText, range, spanText, { start: m.index!, end: m.index! + m[0].length })) return undefined;
    if (!subject && quotedRange(spanText, claimText.slice(0, range.start) + m[0] + claimText.slice(range.end)) === null &&
        !samePlace(claimText, range, spanText, { start: m.index!, end: m.index! + m[0].length }) &&
        !(ownNumber && PREPOSITION_BEFORE.test(claimText.slice(0, range.start)) && PREPOSITION_BEFORE.test(spanText.slice(0, m.index))) &&
        // (the document's own number, for the one "this PEP" of a span that names no other: the same document, whatever
        // place each gives it — "While PEP 504 was being discussed" / "During discussion of this PEP"; who does what to
        // it is the reading of roles' to weigh)
        // (not the claim's subject where the span's is something else of the document: "PEP 917 drops …" / "Version 2 of
        // this PEP drops …"; "PEP 554's position" is "The position of this PEP")
        !(ownNumber && numbered !== undefined &&
          !(/^[\s"'“(]*$/.test(claimText.slice(0, range.start)) && /\bof\s+$/i.test(spanText.slice(0, m.index)) && !/^['’]s\b/.test(claimText.slice(range.end))) &&
          [...spanText.matchAll(/\bthis\s+(\p{L}+)\b/giu)].filter((t) => SELF_KINDS.has(t[1]!.toLowerCase())).length === 1)) return undefined;
    const rest = spanText.slice(m.index);
    const end = rest.search(CLAUSE_END);
    // "This PEP was originally written to …", "This PEP no longer …"; not an aside after a comma ("…, as originally specified in RFC 1607")
    const statement = end < 0 ? rest : rest.slice(0, end);
    // an aside right after the name is about the document itself ("This PEP, as originally drafted, required …")
    const appositive = /^\s*,/.test(statement.slice(m[0].length));
    const closing = appositive ? statement.indexOf(',', statement.indexOf(',') + 1) : -1;
    const comma = appositive ? (closing < 0 ? -1 : statement.indexOf(',', closing + 1)) : statement.indexOf(',');
    const history = NOT_ITS_STATEMENT.exec(comma < 0 ? statement : statement.slice(0, comma));
    // unless the claim says the same of the document's history ("PEP 414 was originally written by …")
    if (history && !new RegExp(`\\b${history[0].replace(/\s+/g, '\\s+')}\\b`, 'i').test(claimText)) return undefined;
    // nor what the document only weighed ("This PEP considered adding …"), nor a sentence that restricts or denies where
    // the claim does not ("recommends using Orbix only for testing", "…, but not by this PEP"), nor one that ends by giving
    // the words to someone else ("…, the Tarn authors claim")
    const weighed = WEIGHED_ONLY.exec(spanText.slice(m.index! + m[0].length));
    if (weighed && !new RegExp(`\\b${weighed[1]!.split(/\s+/)[0]!.replace(/(?:ed|es|s)$/i, '')}`, 'i').test(claimText)) return undefined;
    const sentence = spanText.slice(Math.max(0, spanText.slice(0, m.index).search(/[^.;!?]*$/))).split(/[;!?](?:\s|$)|(?<!\b(?:i\.e|e\.g|vs|cf))\.(?:\s|$)/, 1)[0]!;
    if (restrictsMoreThan(sentence, claimText, false) || TRAILING_ATTRIBUTION.test(sentence)) return undefined;
    const inside = (x: { start: number; end: number }) => x.start >= range!.start && x.end <= range!.end;
    // elsewhere than the subject, the claim is the span itself with the document named: all of it is what the document says
    const own = !subject ? spanText : end < 0 ? rest : rest.slice(0, end);
    const relative = subject ? own.search(RELATIVE) : -1;
    // (a phrase set off before the subject is part of its sentence: "To avoid flooding users, this PEP only warns …")
    const fronted = subject && /,\s*$/.test(before) ? before.slice(before.search(/[^.;!?]*$/)) : '';
    return {
      surface: claimText.slice(range.start, range.end),
      selfReference: m[0],
      clause: fronted + own,
      head: relative < 0 ? own : own.slice(0, relative),
      end: range.end,
      terms: terms.filter(inside),
      quantities: quantities.filter(inside),
    };
  }
}

/** A verb of only weighing an act, right after the document's name ("This PEP considered adding …", "… tried …"). */
const WEIGHED_ONLY = /^\s+(?:(?:also|once|briefly|originally|previously|\p{L}+ly)\s+)*(considered|considers|discussed|discusses|debated|explored|explores|tried|tries|evaluated|investigated|avoids|avoided|hesitates|hesitated|rejected|rejects|declines|declined|was\s+asked|were\s+asked)\b/iu;
/** A clause that ends by giving its words to someone ("…, the Tarn authors claim."). */
const TRAILING_ATTRIBUTION = /,\s*(?:as\s+)?(?:the\s+)?[\p{L}'’\s-]{0,40}\b(?:claims?|claimed|argues?|argued|says?|said|wrote|writes|insists?|insisted)\s*$/iu;
/** The clause restricts or denies by a word the claim does not have ("only", "except", "not", "unless" …). */
function restrictsMoreThan(clause: string, claimText: string, denialsToo = true): boolean {
  const words = (text: string) => new Set([...text.matchAll(RESTRICTING)].map((m) => m[0].toLowerCase().replace(/n['’]t$/, 'not')));
  const claimWords = words(claimText);
  // ("but only", "but rather" restrict as their second word does)
  return [...words(clause.replace(BUT_BEFORE_RESTRICTION, ''))].some((w) => !claimWords.has(w) && (denialsToo || !DENIAL_WORD.test(w)));
}
const BUT_BEFORE_RESTRICTION = /\bbut\s+(?=(?:only|rather|instead)\b)/gi;
/** Denials, which the reading of polarity weighs on its own (a denial the claim lacks is a contradiction to read there). */
const DENIAL_WORD = /^(?:not|never|no)$/;
/** "It is recommended that …", "It is proposed that …": a stance with no one named to hold it, in the document's own prose. */
// ("It is therefore proposed not to include adaptation": its infinitive, as its "that" clause)
const IMPERSONAL_STANCE = /(?<![\p{L}'’])It\s+is\s+(?:(?:also|therefore|thus|further|generally|strongly)\s+)?(recommended|RECOMMENDED|proposed|expected|suggested|intended|hoped|anticipated)\s+(?:that|(?:not\s+)?to)\s/gu;
/** "No changes are proposed for …", "A new flag is proposed": what is proposed with no one named as proposing it. */
// (its clause ending there or going on with what for: not "is proposed in the Tarn RFC", "on the mailing list", "as a
// rejected idea", "by Ada", "…, as an alternative the PEP does not adopt")
const AGENTLESS_PROPOSAL = /\b(?:is|are)\s+(?:(?:also|therefore|thus|hereby|now|further)\s+)?(proposed|recommended|suggested)(?=\s*(?:$|[.;:!?]|\s+(?:for|to|here|below|instead)\b|\s+in\s+this\s+(?:pep|rfc|proposal|document)\b))/giu;
/** Verbs of the authors' own stance on what the document proposes: "we recommend …" is the document recommending. */
const STANCE_VERBS = new Set(['recommend', 'propose', 'suggest', 'expect', 'believe', 'think', 'intend', 'hope', 'prefer', 'want', 'plan', 'aim',
  'anticipate', 'feel', 'like']);
/** Words between "we" and its verb that keep it the authors' present stance ("we also recommend", "we would like"). */
const PRESENT_BETWEEN = /^(?:(?:also|still|now|therefore|thus|instead|strongly|generally|further|would|do|does|\p{L}+ly)\s+)*/iu;
/** What a span that only reports another's words has ("As X put it, …", "…, the authors claim"). */
const REPORTED_WORDS = /\b(?:put\s+it|said|says|wrote|writes|according\s+to|claims?|claimed|argues?|argued|reports?|reported)\b/i;
/** A word for a document of the kind ("a PEP", "competing RFCs", "Enhancement Proposal") other than "this <kind>". */
function anotherOfKind(text: string, kind: string): boolean {
  const words = /^proposal$/i.test(kind) ? 'proposals?' : `${kind}s?|enhancement\\s+proposals?`;
  return new RegExp(`(?<!\\bthis\\s+)\\b(?:${words})\\b`, 'iu').test(text);
}
/** Another document of the kind named without its number ("in a future PEP", "a separate RFC"). */
const ANOTHER_DOCUMENT = /\b(?:a|an|another|other|separate|future|later|follow-?up|subsequent|different|new)\s+(?:\p{L}+\s+)?(?:pep|rfc)s?\b/iu;
/** Words that restrict or deny what a clause says: a claim must say them too. */
const RESTRICTING = /\b(?:only|except|unless|if|when|whenever|not|never|no|but|rather|instead|until|unlike|without)\b|n['’]t\b/gi;

/**
 * The document's own voice where it does not name itself, as mentions whose kind is "proposal" (read as the path's
 * kind), for a claim that says the document holds a stance ("PEP 942 recommends …"): "we" as the subject of the same verb
 * of stance in the present ("We recommend …"; not "we considered", "we recommended", "we at X recommend"), and "It is
 * recommended that …" (not "It was proposed that …", nor "It is expected to …", whose "it" is a thing). Neither in a span
 * that reports another's words, names another PEP or RFC, or restricts or denies where the claim does not ("only for
 * testing").
 */
function ownVoice(spanText: string, claimText: string): Array<{ m: RegExpMatchArray; copula: boolean; through: string }> {
  const out: Array<{ m: RegExpMatchArray; copula: boolean; through: string }> = [];
  if (/\bauthor/i.test(spanText) || REPORTED_WORDS.test(spanText) || /\b(?:pep|rfc)[\s#-]*\d/i.test(spanText.replace(/:pep:`\d+`/g, '')) ||
    ANOTHER_DOCUMENT.test(spanText)) return out;
  // the claim's verb right after the document's number, its lemmas
  const named = /\b(?:PEP|RFC)[\s#-]*\d+\b/.exec(claimText);
  if (!named) return out;
  const claimVerb = /^\s+(?:(?:also|only|still|now|strongly|generally|further|\p{L}+ly)\s+)*(\p{Ll}+)/u.exec(claimText.slice(named.index + named[0].length))?.[1];
  if (!claimVerb) return out;
  const lemmas = new Set(wordNet().morphy(claimVerb, 'v'));
  const restrictsMore = (from: number) => restrictsMoreThan(spanText.slice(from).split(/[.;!?](?:\s|$)/, 1)[0]!, claimText);
  const asMention = (word: string, index: number) => Object.assign([word, 'proposal'], { index, input: spanText }) as unknown as RegExpMatchArray;
  for (const m of spanText.matchAll(/\b(?:[Ww]e|WE)\b(?!['’])/g)) {
    if ((spanText.slice(0, m.index).match(QUOTE_MARK) ?? []).length % 2 !== 0) continue;
    const rest = spanText.slice(m.index! + m[0].length).replace(/^\s+/, '');
    const verb = /^\p{L}+/u.exec(rest.slice(PRESENT_BETWEEN.exec(rest)![0].length))?.[0]?.toLowerCase();
    if (verb === undefined || /ed$/.test(verb) || !STANCE_VERBS.has(verb) || !lemmas.has(verb) || restrictsMore(m.index!)) continue;
    out.push({ m: asMention(m[0], m.index!), copula: false, through: `its authors' '${m[0]}'` });
  }
  // the authors' present act in the proposal, "We don't add "locale" as a codec alias" for "PEP 597 does not add …", "we'll
  // only show warnings" for "PEP 820 will only show …": the same verb, modal and denial after the name as after "we"
  // (not a past act, "we measured …", which is the authors' own, nor one of a verb of being)
  const claimAct = actAfter(claimText.slice(named.index + named[0].length));
  if (claimAct && !claimAct.past && !BEING.has(claimAct.verb)) {
    const claimLemmas = new Set(wordNet().morphy(claimAct.verb, 'v'));
    const claimStems = new Set(tokenize(claimText).map((t) => t.stem));
    for (const m of spanText.matchAll(/\b(?:[Ww]e|WE)(?=\s|['’](?:ll|d)\b)/g)) {
      if ((spanText.slice(0, m.index).match(QUOTE_MARK) ?? []).length % 2 !== 0) continue;
      const act = actAfter(spanText.slice(m.index! + m[0].length).replace(/^['’]ll\b/, ' will').replace(/^['’]d\b/, ' would'));
      if (!act || act.past || act.modal !== claimAct.modal || act.denied !== claimAct.denied) continue;
      if (!wordNet().morphy(act.verb, 'v').some((l) => claimLemmas.has(l)) || restrictsMore(m.index!)) continue;
      // (every word of the authors' clause, to its sentence's end, said by the claim: "we will not deprecate it in 3.14" does
      // not carry "PEP 951 will not deprecate it")
      const clause = spanText.slice(m.index! + m[0].length).split(/[.;!?](?:\s|$)/, 1)[0]!;
      if (tokenize(clause).some((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && !claimStems.has(t.stem) && !/^(?:ll|d|t)$/.test(t.norm))) continue;
      out.push({ m: asMention(m[0], m.index!), copula: false, through: `its authors' '${m[0]}'` });
    }
  }
  for (const m of spanText.matchAll(IMPERSONAL_STANCE)) {
    const participle = m[1]!.toLowerCase();
    if (!wordNet().morphy(participle, 'v').some((l) => lemmas.has(l)) || restrictsMore(m.index!)) continue;
    out.push({ m: asMention('It', m.index!), copula: false, through: `'${m[0].trim()}'` });
  }
  // ("No changes are proposed for Windows" for "PEP 522 proposes no changes for Windows": a document's own proposal,
  // said in the passive with no one else proposing it)
  if (out.length === 0) {
    for (const m of spanText.matchAll(AGENTLESS_PROPOSAL)) {
      const participle = m[1]!.toLowerCase();
      if (!wordNet().morphy(participle, 'v').some((l) => lemmas.has(l))) continue;
      // (the document as the subject of the sentence the proposal is in)
      const sentenceStart = Math.max(0, spanText.slice(0, m.index).search(/[^.;!?]*$/));
      const at = sentenceStart + (/^\s*/.exec(spanText.slice(sentenceStart))?.[0].length ?? 0);
      out.push({ m: asMention('It', at), copula: false, through: `the proposer its passive '${m[0].trim()}' leaves unnamed` });
      break;
    }
  }
  return out;
}

/** Verbs of being, which say no act of the document's. */
const BEING = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'being', 'has', 'have', 'had']);
/**
 * The act right after a subject: its modal ("will", "would", "can" …), whether it is denied ("does not", "don't"), and its
 * verb as written, past adverbs ("also", "only", "-ly"); undefined when no word follows.
 */
function actAfter(text: string): { modal?: string; denied: boolean; verb: string; past: boolean } | undefined {
  const m = /^\s+(?:(?:also|only|still|now|therefore|thus|instead|further|\p{L}+ly)\s+)*(?:(will|would|can|could|should|may|might|must|shall)\s+)?(?:(do|does|did)(?:\s+not|n['’]t)\s+|(not)\s+|(?:(will|would|can|could|should|must)n['’]t|won['’]t|can['’]t)\s+)?(?:(?:also|only|still|now|further|\p{L}+ly)\s+)*(\p{Ll}+)\b/u.exec(text);
  if (!m) return undefined;
  const contracted = /^\s*(?:won['’]t)/.test(text) ? 'will' : /^\s*can['’]t/.test(text) ? 'can' : m[4];
  const modal = (m[1] ?? contracted)?.toLowerCase().replace(/^wo$/, 'will');
  const denied = m[2] !== undefined || m[3] !== undefined || m[4] !== undefined || /\b(?:won|can)['’]t\s/.test(text.slice(0, m[0].length));
  const verb = m[5]!.toLowerCase();
  const past = m[2]?.toLowerCase() === 'did' || (/ed$/.test(verb) && !wordNet().morphy(verb, 'v').includes(verb));
  return { ...(modal !== undefined ? { modal } : {}), denied, verb, past };
}

/** The document as the "it" of the span's first sentence, or of a later one after its own sentence about the document (pronounAfterDocument). */
function documentAsPronoun(spanText: string, previous: string): { m: RegExpMatchArray; copula: boolean; through: string } | undefined {
  // the span's first sentence, or a later one after the span's own sentence about the document ("This PEP has been
  // rejected. It has failed …")
  const starts = [0, ...[...spanText.matchAll(/[.!?]\s+(?=It\s)/g)].map((m) => m.index! + m[0].length)];
  for (const start of starts) {
    const found = pronounAfterDocument(spanText.slice(start), `${previous} ${spanText.slice(0, start)}`);
    if (found) return { ...found, m: Object.assign([found.m[0], found.m[1]], { index: found.m.index! + start, input: spanText }) as unknown as RegExpMatchArray };
  }
  return undefined;
}

/** What became of a document, said of "it" ("It has failed to …", "It was withdrawn after …"): nothing else it could be. */
const DOCUMENT_FATE = /^(?:(?:has|had)\s+)?(?:(?:now|since|later|then|eventually|formally|officially|subsequently|also)\s+)?(?:failed|fails)\b|^(?:was|is|has\s+been|had\s+been)\s+(?:(?:now|since|later|then|eventually|formally|officially|subsequently|also)\s+)?(?:withdrawn|rejected|deferred|superseded|abandoned|replaced|postponed|retracted)\b/i;
/** A document's aim, said again of "it" ("This RFC aims at … / It does not aim to …"), to or at an act. */
const DOCUMENT_AIM = /^(?:(?:does\s+not|doesn['’]t|also|further|additionally|instead|therefore|thus|only|primarily|mainly)\s+)?aims?\s+(?:to|at)\s+\p{Ll}/iu;
/** A short sentence of what became of the document, with nothing an "it" could stand for instead: a date, or the release it was meant for. */
const STATUS_SENTENCE = /^[\s*_"“(]*This\s+(PEP|RFC|proposal|document)\s+(?:has\s+been|had\s+been|have\s+been|is|was)\s+(?:now\s+|\p{L}+ly\s+)?\p{L}+(?:\s+(?:for\s+inclusion\s+in\s+(?:\p{Lu}\p{L}*\s+)?\d[\w.]*|(?:in|on|during|before|after|since|until)\s+(?:(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+)?(?:19|20)\d\d))?[.!]?\s*$/u;
/** A status sentence of one word after its verb, "This PEP has been rejected.": before an "it" led in by a time. */
const BARE_STATUS_SENTENCE = /^[\s*_"“(]*(?:This|The)\s+(PEP|RFC|proposal|document)\s+(?:has\s+been|had\s+been|have\s+been|is|was)\s+(?:now\s+|\p{L}+ly\s+)?\p{L}+[.!]?\s*$/u;
/** The document's aim, "This RFC aims at …", before "It does not aim to …". */
const AIM_SENTENCE = /^[\s*_"“(]*This\s+(PEP|RFC|proposal)\s+(?:(?:also|primarily|mainly|\p{L}+ly)\s+)?aims\s+(?:to|at)\s/u;

/**
 * The "it" a span (or a sentence of it) opens with, read as the document: past a phrase of time set off by a comma,
 * after a short sentence of its status ("This PEP has been rejected. After sitting open for four years, it has failed
 * …"); at the start of the sentence, only where it says what became of the document, right after such a sentence
 * ("This PEP was written for inclusion in 2.3. It was withdrawn after …"), or says its aim again after "This RFC aims
 * …" ("It does not aim to …"). Not an "it" that stands for what follows ("it is possible to …", "it was decided that
 * …") or for a thing the sentence before names, nor one in a span that names a document by number.
 */
function pronounAfterDocument(spanText: string, previous: string): { m: RegExpMatchArray; copula: boolean; through: string } | undefined {
  const it = /^[\s*_"“(]*(?:([^,.;:!?]{1,60}),\s*)?([Ii]t)\s+(?=\p{Ll})/u.exec(spanText);
  if (!it || /\b(?:pep|rfc)[\s#-]*\d/i.test(spanText)) return undefined;
  const rest = spanText.slice(it.index + it[0].length);
  const led = it[1] !== undefined;
  // (a phrase before it that names a thing of its own may give the "it" instead: "After the library was forked, it …";
  // only a time, "After sitting open for four years, it …")
  if (led && (it[2] !== 'it' || /^(?:is|was|seems|appears)\b/.test(rest) ||
    !/^(?:after|since|for|in|over|following|despite)\s+(?:(?:sitting|being|remaining|staying|lying|waiting)\s+(?:\p{Ll}+\s+){0,2})?(?:for\s+)?(?:(?:more\s+than|over|about|nearly|almost|some)\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many|a\s+few)\s+(?:years?|months?|weeks?|days?)(?:\s+of\s+(?:discussion|inactivity|silence))?\s*$/iu.test(it[1]!.trim()))) return undefined;
  // (the last sentence; one glued to words before it that end in no stop, a header's "RFC PR: #3631", from where "This
  // RFC" opens it)
  const trimmed = previous.trim();
  const opening = [...trimmed.matchAll(/\b(?:This|The)\s+(?:PEP|RFC|proposal|document)\b/g)].pop();
  const last = opening && !/[.!?]\s+\S/.test(trimmed.slice(opening.index!)) ? trimmed.slice(opening.index!) : trimmed.split(/(?<=[.!?])\s+/).pop() ?? '';
  if (/\b(?:pep|rfc)[\s#-]*\d/i.test(last)) return undefined;
  let kind: string | undefined;
  if (led) {
    kind = BARE_STATUS_SENTENCE.exec(last)?.[1];
  } else if (DOCUMENT_FATE.test(rest)) {
    kind = STATUS_SENTENCE.exec(last)?.[1];
  } else if (DOCUMENT_AIM.test(rest)) {
    kind = AIM_SENTENCE.exec(last)?.[1];
  }
  if (kind === undefined) return undefined;
  const index = it.index + it[0].lastIndexOf(it[2]!, it[0].length);
  const m = Object.assign([it[2]!, kind.toLowerCase()], { index, input: spanText }) as unknown as RegExpMatchArray;
  return { m, copula: false, through: `'it', the 'This ${kind}' of the sentence before it` };
}

export interface AuthorsSpeaking {
  /** The claim's words for the document's authors ("the PEP 714 authors", "the author of this RFC"). */
  surface: string;
  /** The span's first-person word ("we", "I", "our"). */
  pronoun: string;
  terms: Term[];
  quantities: Quantity[];
}

/**
 * "the authors", "the PEP 714 authors", "the RFC's author", "the authors of this PEP", "PEP 714's authors": a claim's
 * words for the people who wrote the document (groups: the kind and number before, the kind after "of").
 */
const AUTHORS_PHRASE = /(?:\b(?:the|this|these)\s+(?:(?:(pep|rfc)[\s#-]*(\d+)|pep|rfc|proposal|document)(?:['’]s)?\s+)?|\b(pep|rfc)[\s#-]*(\d+)(?:['’]s)?\s+)authors?(?:['’]s?)?(?:\s+of\s+(?:(?:the|this)\s+)?(?:(pep|rfc)[\s#-]*(\d+)|(?:this|the)\s+(?:pep|rfc|proposal|document)))?(?![\p{L}\p{N}-])/giu;
/** "we" or "I" as a subject: a document's authors speaking of themselves ("I" only as the pronoun, not "Part I" or "I/O"). */
const FIRST_PERSON = /\b(?:[Ww]e|WE)\b|(?<!\b(?:[Pp]art|[Tt]ype|[Pp]hase|[Cc]hapter|[Aa]ppendix|[Ll]evel|[Tt]ier|[Ss]tage|[Vv]ersion|[Vv]olume|[Ss]ection)\s+)\bI\b(?![/-]|\s*[.)\]:])/u;
/** Words between a subject and its verb: modals, auxiliaries, adverbs ("we would also like", "I have decided"). */
const BEFORE_OWN_VERB = /^(?:(?:also|still|then|now|therefore|thus|instead|indeed|actually|currently|generally|strongly|would|will|could|can|may|might|should|must|do|does|did|have|has|had|\p{L}+ly)\s+)*/iu;
/** The forms of "be": one verb however it agrees ("the author is aware" / "I am aware"). */
const BE = new Set(['is', 'are', 'am', 'was', 'were', 'be', "'m", "'re"]);
/** The stem of the verb right after a subject (past modals and adverbs), "be" for any form of it; undefined when none. */
function verbAfter(rest: string): string | undefined {
  const text = rest.replace(/^\s+/, '');
  const word = /^\p{L}+/u.exec(text.slice(BEFORE_OWN_VERB.exec(text)![0].length))?.[0]?.toLowerCase();
  if (word === undefined) return undefined;
  return BE.has(word) ? 'be' : word.replace(/(?:ed|es|s|d)$/, '');
}
/** A quotation mark: first-person words inside a quotation are another's. */
const QUOTE_MARK = /["“”]/g;

/**
 * The claim's words for the document's authors, where the span is the authors speaking in the first person: "The PEP
 * 714 authors expect …" over "We expect …" in pep-0714.rst, "the only language the author is aware of" over "the only
 * language that I am aware of". A number the claim gives must be the document's own, a kind the document's kind; the
 * span must not name authors itself, and its first-person word must stand outside quotation marks.
 */
export function authorsAsFirstPerson(claimText: string, terms: readonly Term[], quantities: readonly Quantity[], spanText: string, sourcePath: string,
  title?: string | null): AuthorsSpeaking | null {
  if (/\bauthor/i.test(spanText)) return null;
  const phrases = [...claimText.matchAll(AUTHORS_PHRASE)];
  if (phrases.length !== 1) return null;
  const phrase = phrases[0]!;
  const { identity, pathKinds } = sourceIdentity(sourcePath, title);
  const kinds = [phrase[1], phrase[3], phrase[5]].filter((k): k is string => k !== undefined).map((k) => k.toLowerCase());
  const numbers = [phrase[2], phrase[4], phrase[6]].filter((n): n is string => n !== undefined).map(Number);
  if (kinds.some((k) => !pathKinds.includes(k)) || numbers.some((n) => n !== identity.number)) return null;
  // an unnumbered kind ("the RFC's author", "the authors of this PEP") must be the document's kind too
  const unnumbered = /\b(pep|rfc)\b(?![\s#-]*\d)/i.exec(phrase[0]);
  if (unnumbered && !pathKinds.includes(unnumbered[1]!.toLowerCase())) return null;
  // (only a document whose path names its kind, a PEP or an RFC, is known to be its authors' own voice)
  if (pathKinds.length === 0) return null;
  return speakingInFirstPerson(phrase, claimText, terms, quantities, spanText);
}

/**
 * The claim's phrase for a document's authors or makers, where they act in the claim as "we"/"I" do in the span: the
 * same verb right after both ("The authors expect" / "We expect", "the author is aware" / "I am aware"), not "our users
 * find" for "the authors find"; or null.
 */
function speakingInFirstPerson(phrase: RegExpMatchArray, claimText: string, terms: readonly Term[], quantities: readonly Quantity[], spanText: string): AuthorsSpeaking | null {
  const claimVerb = verbAfter(claimText.slice(phrase.index! + phrase[0].length));
  if (claimVerb === undefined) return null;
  const pronoun = firstPersonOutsideQuotes(spanText, claimVerb);
  if (pronoun === undefined) return null;
  const range = { start: phrase.index!, end: phrase.index! + phrase[0].length };
  const inside = (x: { start: number; end: number }) => x.start >= range.start && x.end <= range.end;
  return { surface: phrase[0].trim(), pronoun, terms: terms.filter(inside), quantities: quantities.filter(inside) };
}

function firstPersonOutsideQuotes(text: string, verb: string): string | undefined {
  const re = new RegExp(FIRST_PERSON.source, 'gu');
  for (const m of text.matchAll(re)) {
    if ((text.slice(0, m.index).match(QUOTE_MARK) ?? []).length % 2 !== 0) continue;
    // ("I'm", "we're": the contracted "be")
    const after = text.slice(m.index! + m[0].length).replace(/^['’](?:m|re)\b/i, ' am');
    const own = verbAfter(after);
    if (own !== undefined && (own === verb || (own.length >= 4 && verb.startsWith(own)) || (verb.length >= 4 && own.startsWith(verb)))) return m[0];
  }
  return undefined;
}

/** "the maintainers", "the globby maintainers", "the maintainers of globby", "globby's authors", "the globby team". */
const MAINTAINERS_PHRASE = /\b(?:(?:the|its)\s+(?:([@\p{L}\p{N}][\p{L}\p{N}@/._-]*)\s+)?|([@\p{L}\p{N}][\p{L}\p{N}@/._-]*)['’]s\s+)(maintainers?|authors?|developers?|team)(?:\s+of\s+(?:the\s+)?([@\p{L}\p{N}][\p{L}\p{N}@/._-]*[\p{L}\p{N}]))?(?![\p{L}\p{N}-])/giu;

/**
 * In a README, the claim's words for its package's makers ("The globby maintainers try to keep …", "the maintainers of
 * globby") where the span is them speaking in the first person ("We try to keep …"), with the same verb after both: the
 * phrase and its terms, or null. A name the phrase gives must be the README's own package (its folder).
 */
export function maintainersAsFirstPerson(claimText: string, terms: readonly Term[], quantities: readonly Quantity[], spanText: string,
  folder: string | undefined): AuthorsSpeaking | null {
  if (folder === undefined || /\b(?:maintainers?|authors?|developers?|team)\b/i.test(spanText)) return null;
  const phrases = [...claimText.matchAll(MAINTAINERS_PHRASE)];
  if (phrases.length !== 1) return null;
  const phrase = phrases[0]!;
  const name = (phrase[1] ?? phrase[2] ?? phrase[4])?.toLowerCase().replace(/^@[^/]+\//, '');
  const own = folder.toLowerCase();
  if (name !== undefined && name !== own && name !== own.replace(/^@[^/]+\//, '')) return null;
  // (a name both before the kind and after it, "the remark maintainers of globby": two groups)
  if (phrase[1] !== undefined && phrase[4] !== undefined) return null;
  return speakingInFirstPerson(phrase, claimText, terms, quantities, spanText);
}

/** The content words right before and after a range (function words passed over), lower-cased. */
function contentNeighbours(text: string, range: { start: number; end: number }): [string | undefined, string | undefined] {
  const words = (t: string) => tokenize(t).filter((w) => (w.kind === 'word' && !w.stop) || w.kind === 'number').map((w) => w.stem);
  return [words(text.slice(0, range.start)).pop(), words(text.slice(range.end))[0]];
}

/** The span's words for its own document: "this PEP", "this proposal", "this document". */
const THIS_DOCUMENT = /\bthis\s+(pep|rfc|proposal|document)\b/giu;

/**
 * Another document of the source's kind that the claim puts where the span's "this PEP" stands ("PEP 456 reuses the
 * seed format" over "This PEP reuses the seed format defined by PEP 456" in pep-0770.rst; "Barry Warsaw accepted PEP
 * 715" over "… accepted this PEP over … PEP 715"): the claim's name for it, or undefined. The span's "this PEP" is
 * its own document, never the other one it names.
 */
export function otherDocumentForThis(claimText: string, spanText: string, sourcePath: string, title?: string | null): string | undefined {
  const { identity, pathKinds } = sourceIdentity(sourcePath, title);
  if (pathKinds.length === 0 || identity.number === null) return undefined;
  const selves = [...spanText.matchAll(THIS_DOCUMENT)].filter((m) => GENERIC_KINDS.has(m[1]!.toLowerCase()) || pathKinds.includes(m[1]!.toLowerCase()));
  if (selves.length === 0) return undefined;
  for (const kind of pathKinds) {
    for (const n of numberedMentions(claimText, kind)) {
      if (Number(n[1]) === identity.number) continue;
      const [a, b] = contentNeighbours(claimText, { start: n.index!, end: n.index! + n[0].length });
      const alike = (x: { index?: number; 0: string }) => {
        const [c, d] = contentNeighbours(spanText, { start: x.index!, end: x.index! + x[0].length });
        return (a !== undefined && a === c) || (b !== undefined && b === d);
      };
      // (the span names that document itself in the claim's place: "… proposed in PEP 517" for the claim's "… proposed in PEP 517")
      if (numberedMentions(spanText, kind).some((m) => Number(m[1]) === Number(n[1]) && alike(m))) continue;
      for (const self of selves) {
        const [c, d] = contentNeighbours(spanText, { start: self.index!, end: self.index! + self[0].length });
        if ((a !== undefined && a === c) || (b !== undefined && b === d)) return n[0];
      }
    }
  }
  return undefined;
}
