// A claim that says which document states it: "According to PEP 572, …", "As RFC 2094 explains, …", "PEP 8 says
// that …", "… (PEP 703).". The frame is a citation, not part of what is claimed: the claim is carried when the named
// document itself carries the rest. The document is named by its identifier (a kind and a number), and it is a
// source's own when its file name or its title starts with that identifier ("pep-0572.rst", "rust-rfcs/2094-nll.md",
// a title "PEP 572 – Assignment Expressions").

import { analyse } from '../claims/nlp';
import { wordNet } from '../lexicon/index';

export interface Attribution {
  /** The claim without the frame, as a sentence of its own. */
  inner: string;
  /** The document's identifier as the claim writes it ("PEP 572"). */
  name: string;
  kind: string;
  number: number;
}

/** A document's identifier: a kind of one capitalised word and its number ("PEP 8", "RFC #326", "ADR-7"). */
const ID = String.raw`([A-Z][A-Za-z]{1,11})[\s#-]?(\d{1,5})(?![\w.-]*\w)`;
/** Verbs that report what a document says without adding to it ("says", not "recommends" or "requires"). */
const REPORTING = String.raw`(?:says|states|notes|explains|writes|puts\s+it|points\s+out|observes|mentions|describes|documents|specifies|` +
  // the document's own position, which it must state itself ("RFC 3484 begins from the premise that …", "The PEP argues that …")
  String.raw`argues|contends|maintains|holds|stresses|emphasi[sz]es|acknowledges|concedes|admits|grants|recogni[sz]es|warns|cautions|reports|concludes|asserts|` +
  String.raw`clarifies|adds|records|recalls|recounts|remarks|comments|reiterates|summari[sz]es|makes\s+(?:it\s+)?clear|makes\s+the\s+point|(?:begins|starts)\s+(?:from|with)\s+the\s+(?:premise|observation|assumption)|` +
  String.raw`takes\s+the\s+(?:position|view)|reminds\s+(?:readers|the\s+reader))`;
/** Reporting verbs that may take their clause without "that" ("RFC 1513 says the compiler will …", "PEP 8 admits it is …"). */
const CLAUSE_REPORTING = String.raw`(?:says|states|notes|writes|explains|observes|argues|contends|maintains|warns|cautions|reports|concludes|asserts|` +
  String.raw`acknowledges|admits|concedes|grants|stresses|emphasi[sz]es|points\s+out|clarifies)`;
const REPORTED = String.raw`(?:stated|noted|explained|described|specified|documented|written|mentioned|outlined|defined)`;
/** The same verbs after a plural subject ("The authors point out that …"). */
const REPORTING_PLURAL = String.raw`(?:say|state|note|explain|write|point\s+out|observe|mention|describe|argue|contend|maintain|hold|stress|` +
  String.raw`emphasi[sz]e|acknowledge|concede|admit|grant|recogni[sz]e|warn|caution|report|conclude|assert|clarify|add|record|recall|recount|remark|comment|reiterate|summari[sz]e|make\s+(?:it\s+)?clear|make\s+the\s+point|` +
  String.raw`(?:begin|start)\s+(?:from|with)\s+the\s+(?:premise|observation|assumption)|take\s+the\s+(?:position|view)|remind\s+(?:readers|the\s+reader))`;
/**
 * "The RFC", "This PEP", "The proposal", "The authors": the document a section heading names, or its authors,
 * reporting ("The RFC says that …", "The authors also point out that …").
 */
const DOCUMENT_SUBJECT = /^(?:The|This|Its)\s+(?:(RFC|PEP|ADR|proposal|document|specification|spec)|(author)|(authors))\s+(?:also\s+|further\s+|explicitly\s+|even\s+|repeatedly\s+|openly\s+)?/;
/** The reporting verb after the subject, then "that" or a colon. */
const SINGULAR_FRAME = new RegExp(String.raw`^(?:${REPORTING}\s+that,?|${REPORTING}:)\s+`);
const PLURAL_FRAME = new RegExp(String.raw`^(?:${REPORTING_PLURAL}\s+that,?|${REPORTING_PLURAL}:)\s+`);
/** Kinds of numbered document that "In <kind> <n>, …" and a bare "(<kind> <n>)" may cite: elsewhere "Python 3" is a version. */
const CITED_KINDS = new Set(['pep', 'rfc', 'adr', 'rfd', 'kep', 'jep', 'nep', 'bip', 'eip', 'tip', 'sep', 'zep', 'fip', 'cep', 'mep', 'dep']);

const LEADING: Array<{ re: RegExp; anyKind: boolean }> = [
  { re: new RegExp(String.raw`^According\s+to\s+${ID}[,:]\s+`), anyKind: true },
  { re: new RegExp(String.raw`^As\s+${REPORTED}\s+(?:in|by)\s+${ID},\s+`), anyKind: true },
  { re: new RegExp(String.raw`^As\s+${ID}\s+${REPORTING}(?:\s+it)?,\s+`), anyKind: true },
  // ("PEP 8 says that, in new code, …": an aside after "that" is the reported clause's own)
  { re: new RegExp(String.raw`^${ID}\s+${REPORTING}\s+that,?\s+`), anyKind: true },
  { re: new RegExp(String.raw`^${ID}\s+${REPORTING}:\s+`), anyKind: true },
  // ("RFC 1513 says the compiler will …": a verb that takes a clause, with "that" left out)
  { re: new RegExp(String.raw`^${ID}\s+${CLAUSE_REPORTING}\s+(?!that\b)(?=(?:the|a|an|it|its|this|these|there|no|every|all|each|[A-Z\`])\b|\`)`), anyKind: true },
  // ("PEP 257 says documentation should state …": a bare noun, then its verb within a few words)
  // (or a longer subject, up to eight words with no comma, before its auxiliary: "PEP 8 says code in the core Python
  // distribution should …", "RFC 192 says parts 1 and 2 can land …")
  { re: new RegExp(String.raw`^${ID}\s+${CLAUSE_REPORTING}\s+(?!that\b)(?=[a-z][\w-]*(?:\s+[\w.+-]+){0,7}?\s+(?:should|must|shall|will|would|can|could|may|might|cannot|is|are|was|were|has|have|had|does|do)(?:n['’]t)?\b)`), anyKind: true },
  { re: new RegExp(String.raw`^In\s+${ID},\s+`), anyKind: false },
  // "Per PEP 8, …", "Under PEP 609, …": what holds by the document, which it must state
  { re: new RegExp(String.raw`^(?:Per|Under)\s+${ID},\s+`), anyKind: false },
];
const TRAILING: Array<{ re: RegExp; anyKind: boolean }> = [
  { re: new RegExp(String.raw`,\s+according\s+to\s+${ID}(?=[.!]?\s*$)`), anyKind: true },
  { re: new RegExp(String.raw`,\s+per\s+${ID}(?=[.!]?\s*$)`), anyKind: false },
  { re: new RegExp(String.raw`,\s+as\s+${REPORTED}\s+(?:in|by)\s+${ID}(?=[.!]?\s*$)`), anyKind: true },
  // ("…, PEP 9 says.", "…, as RFC 12 notes.": a numbered document's kind only, not "…, Section 4 explains.")
  { re: new RegExp(String.raw`,\s+${ID}\s+${CLAUSE_REPORTING}(?=[.!]?\s*$)`), anyKind: false },
  { re: new RegExp(String.raw`,\s+as\s+${ID}\s+${REPORTING}(?:\s+it)?(?=[.!]?\s*$)`), anyKind: false },
  { re: new RegExp(String.raw`\s*\((?:see\s+|cf\.\s+|from\s+)?${ID}\)(?=[.!]?\s*$)`), anyKind: false },
  { re: new RegExp(String.raw`\s*\[(?:see\s+|cf\.\s+)?${ID}\](?=[.!]?\s*$)`), anyKind: false },
];

/** A document's advice or requirement of a clause in the subjunctive ("PEP 8 recommends that code always use …"). */
const ADVICE_THAT = new RegExp(String.raw`^${ID}\s+(?:(?:also|strongly|generally|further|explicitly)\s+)?(recommends|advises|urges|encourages|requires|mandates|insists)\s+that,?\s+`);
const MODALS = new Set(['should', 'must', 'shall', 'may', 'might', 'can', 'could', 'will', 'would', 'ought']);

/** The verb of a claim's advice or requirement frame ("requires" in "PEP 735 requires that tools raise …"), with where it is. */
export function adviceVerb(text: string): { verb: string; start: number; end: number } | null {
  const m = ADVICE_THAT.exec(text.trim());
  if (!m) return null;
  const offset = text.length - text.trimStart().length;
  const start = offset + m[0].lastIndexOf(m[3]!, m[0].length);
  return { verb: m[3]!, start, end: start + m[3]!.length };
}

/**
 * The clause "code always use UTF-8" (a subjunctive after "recommends that") as "code should always use UTF-8": the
 * modal put before the first verb and the adverbs right before it. The clause as written when its verb has a modal
 * already; null when its first verb is not a bare verb ("code uses …", a verb inside a relative clause first).
 */
function subjunctiveAsModal(clause: string, modal: string): string | null {
  const tokens = analyse(clause)[0]?.tokens ?? [];
  // (a verb the tagger reads as a noun, "installers offer the ability", is a verb where a noun ends the subject before it
  // and a determiner follows it)
  const first = tokens.findIndex((t, i) => t.pos === 'VERB' || t.pos === 'AUX' || (i > 0 && t.pos === 'NOUN' &&
    /^(?:NOUN|PROPN)$/.test(tokens[i - 1]!.pos) && /^(?:the|a|an|its|their|all|every|each|no|any|some|this|these|those)$/.test(tokens[i + 1]?.lower ?? '') &&
    wordNet().morphy(t.lower, 'v').includes(t.lower)));
  if (first <= 0 || tokens[first - 1]!.lower === 'to') return null;
  const verb = tokens[first]!;
  if (MODALS.has(verb.lower)) return clause;
  // (a relative clause before it, "hashes which are provided …", holds another verb: not read)
  if (tokens.slice(0, first).some((t) => /^(?:which|who|whom|whose|that|where|when)$/.test(t.lower))) return null;
  if (verb.lower !== 'be' && !wordNet().morphy(verb.lower, 'v').includes(verb.lower)) return null;
  if (/(?:s|ed)$/.test(verb.lower) && verb.lower !== 'be' && !wordNet().morphy(verb.lower, 'v').every((l) => l === verb.lower)) return null;
  let at = first;
  while (at > 1 && tokens[at - 1]!.pos === 'ADV') at--;
  const start = tokens[at]!.start;
  return `${clause.slice(0, start)}${modal} ${clause.slice(start)}`;
}

/** The clause after a leading frame as a sentence: an ordinary lower-case first word capitalised again; a name or code as written. */
const asSentence = (s: string) => (/^[a-z]+(?=[\s,;:])/.test(s) ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/**
 * The claim's attribution frame, or null when it has none (or names the document inside what it claims). With the
 * claim's section headings, "The RFC says that …" under a heading "RFC 2394: async/await" names RFC 2394.
 */
export function attributionOf(text: string, headings?: readonly string[]): Attribution | null {
  const trimmed = text.trim();
  const byHeading = headingAttribution(trimmed, headings ?? []);
  if (byHeading && !kindOnly(byHeading)) return byHeading;
  for (const { re, anyKind } of LEADING) {
    const m = re.exec(trimmed);
    if (!m || (!anyKind && !CITED_KINDS.has(m[1]!.toLowerCase()))) continue;
    const rest = trimmed.slice(m[0].length);
    // what follows must be a clause of its own, not a continuation of the frame ("According to PEP 8, 4 …" is fine)
    if (!/^[\p{L}\p{N}`"“'(]/u.test(rest) || rest.split(/\s+/).length < 3) continue;
    return attribution(asSentence(rest), m);
  }
  // "PEP 8 recommends that code always use UTF-8": the document's advice, said in its own words as "code should always use"
  const advice = ADVICE_THAT.exec(trimmed);
  if (advice) {
    const inner = subjunctiveAsModal(trimmed.slice(advice[0].length), /^(?:requires|mandates|insists)$/i.test(advice[3]!) ? 'must' : 'should');
    if (inner !== null) return attribution(asSentence(inner), advice);
  }
  for (const { re, anyKind } of TRAILING) {
    const m = re.exec(trimmed);
    if (!m || (!anyKind && !CITED_KINDS.has(m[1]!.toLowerCase()))) continue;
    const head = trimmed.slice(0, m.index);
    if (head.split(/\s+/).length < 3) continue;
    return attribution(head + trimmed.slice(m.index + m[0].length), m);
  }
  return byHeading;

  function attribution(inner: string, m: RegExpExecArray): Attribution | null {
    const kind = m[1]!.toLowerCase();
    const number = Number(m[2]);
    // a claim that names the same document again inside what it claims is about that document: not a mere citation
    if (new RegExp(String.raw`\b${kind}[\s#-]?0*${number}\b`, 'i').test(inner)) return null;
    return { inner, name: `${m[1]} ${m[2]}`, kind, number };
  }
}

/** The one numbered document named by the innermost heading that names one ("## RFC 2394: async/await"), or null. */
export function headingDocument(headings: readonly string[]): { kind: string; number: number; name: string } | null {
  for (let i = headings.length - 1; i >= 0; i--) {
    const ids = [...headings[i]!.matchAll(new RegExp(ID, 'g'))].filter((m) => CITED_KINDS.has(m[1]!.toLowerCase()));
    const distinct = new Set(ids.map((m) => `${m[1]!.toLowerCase()} ${Number(m[2])}`));
    if (distinct.size > 1) return null;
    if (ids.length === 1 || distinct.size === 1) return { kind: ids[0]![1]!.toLowerCase(), number: Number(ids[0]![2]), name: `${ids[0]![1]} ${Number(ids[0]![2])}` };
  }
  return null;
}

const KIND_WORDS = String.raw`(RFC|PEP|ADR|proposal|document|specification|spec)`;
/** Frames around a clause that name the document by a kind word only ("According to the PEP, …", "…, as the RFC puts it"). */
const HEADING_LEADING = [
  new RegExp(String.raw`^According\s+to\s+(?:the|this)\s+${KIND_WORDS}[,:]\s+`),
  // "On the tooling side, the RFC notes that …": a short opening phrase before the frame
  // (lower-case words only: "In 2009, the PEP notes …" says when, which is not dropped)
  new RegExp(String.raw`^(?:In|On|At|For|Under|Among|From)\s(?:the\s|its\s)?[a-z][a-z \-']{1,40},\s+the\s+${KIND_WORDS}\s+${REPORTING}\s+that\s+`),
  new RegExp(String.raw`^As\s+(?:the|this)\s+${KIND_WORDS}\s+${REPORTING}(?:\s+it)?,\s+`),
  new RegExp(String.raw`^As\s+${REPORTED}\s+(?:in|by)\s+(?:the|this)\s+${KIND_WORDS},\s+`),
];
/** A reporting frame set off inside the clause ("The main source of breakage, it explains, is …"). */
const HEADING_INSIDE = new RegExp(String.raw`,\s+(?:(?:it|the\s+${KIND_WORDS}|(?:the|its)\s+author)\s+${REPORTING}|(?:the|its)\s+authors\s+${REPORTING_PLURAL})(?:\s+it)?,\s+`);
const HEADING_TRAILING = [
  new RegExp(String.raw`,\s+according\s+to\s+(?:the|this)\s+${KIND_WORDS}(?=[.!]?\s*$)`),
  new RegExp(String.raw`,\s+as\s+(?:the|this)\s+${KIND_WORDS}\s+${REPORTING}(?:\s+it)?(?=[.!]?\s*$)`),
  // ("… are lacking, the PEP says.")
  new RegExp(String.raw`,\s+(?:the|this)\s+${KIND_WORDS}\s+${CLAUSE_REPORTING}(?=[.!]?\s*$)`),
];

/**
 * "The PEP says that …", "According to the PEP, …", "As the RFC puts it, …" under a heading that names one document:
 * that document speaking.
 */
function headingAttribution(text: string, headings: readonly string[]): Attribution | null {
  let word: string;
  let rest: string;
  const subject = DOCUMENT_SUBJECT.exec(text);
  const frame = subject && (subject[3] ? PLURAL_FRAME : SINGULAR_FRAME).exec(text.slice(subject[0].length));
  const leading = frame ? null : HEADING_LEADING.map((re) => re.exec(text)).find((m) => m !== null);
  const trailing = frame || leading ? null : HEADING_TRAILING.map((re) => re.exec(text)).find((m) => m !== null);
  const inside = frame || leading || trailing ? null : HEADING_INSIDE.exec(text);
  if (subject && frame) {
    // its author or authors stand for the document the heading names
    word = subject[1] ?? 'document';
    rest = text.slice(subject[0].length + frame[0].length);
  } else if (leading) {
    word = leading[1]!;
    rest = text.slice(leading[0].length);
  } else if (trailing) {
    word = trailing[1]!;
    rest = text.slice(0, trailing.index) + text.slice(trailing.index + trailing[0].length);
  } else if (inside && inside.index >= 10) {
    // "it" and "the authors" stand for the document the heading names
    word = inside[1] ?? 'document';
    rest = `${text.slice(0, inside.index)} ${text.slice(inside.index + inside[0].length)}`;
  } else {
    return null;
  }
  const doc = headingDocument(headings);
  const kindWord = word;
  word = word.toLowerCase();
  if (!/^[\p{L}\p{N}`"“'(]/u.test(rest) || rest.split(/\s+/).length < 3) return null;
  if (!doc) {
    // ("According to the PEP, …" with no heading naming one: the document of that kind that carries it, whichever it is)
    if (!CITED_KINDS.has(word) || new RegExp(String.raw`\b${word}\b`, 'i').test(rest)) return null;
    return { inner: asSentence(rest), name: `the ${kindWord}`, kind: word, number: Number.NaN };
  }
  if (CITED_KINDS.has(word) && word !== doc.kind) return null;
  if (new RegExp(String.raw`\b${doc.kind}[\s#-]?0*${doc.number}\b`, 'i').test(rest)) return null;
  return { inner: asSentence(rest), name: doc.name, kind: doc.kind, number: doc.number };
}

/** An attribution to a kind of document only ("According to the PEP, …" with no heading naming which). */
export const kindOnly = (attribution: Pick<Attribution, 'number'>): boolean => Number.isNaN(attribution.number);

/** Whether the source at relPath (with this title) is the document the attribution names. */
export function isAttributedDocument(attribution: Pick<Attribution, 'kind' | 'number'>, relPath: string, title?: string | null): boolean {
  const { kind } = attribution;
  // (a kind only: any number)
  const number = kindOnly(attribution) ? String.raw`\d+` : String(attribution.number);
  const base = (relPath.slice(relPath.lastIndexOf('/') + 1)).toLowerCase().replace(/\.[^.]+$/, '');
  // "pep-0572", "rfc7231", "adr_7"
  if (new RegExp(`^${kind}[-_ ]?0*${number}(?![0-9])`).test(base)) return true;
  // "0326-restrict-…" in a folder named for the kind ("rust-rfcs")
  if (new RegExp(`^0*${number}[-_]`).test(base)) {
    const folders = relPath.toLowerCase().split('/').slice(0, -1).flatMap((f) => f.split(/[^a-z0-9]+/));
    if (folders.some((w) => w === kind || w === `${kind}s`)) return true;
  }
  // a title that opens with the identifier ("PEP 572 – Assignment Expressions", "RFC 2094: NLL")
  return title !== null && title !== undefined && new RegExp(String.raw`^\s*${kind}[\s#-]*0*${number}\b`, 'i').test(title);
}

/**
 * The identifier a source has as a document of this kind ("PEP 3128" for python-peps/pep-3128.rst when the claim
 * wrote "PEP 412"), spelled as the claim spells its kind, or null when the source has none of that kind.
 */
export function documentIdOf(kindAsWritten: string, relPath: string, title?: string | null): string | null {
  const kind = kindAsWritten.toLowerCase();
  const base = (relPath.slice(relPath.lastIndexOf('/') + 1)).toLowerCase().replace(/\.[^.]+$/, '');
  const own = new RegExp(`^${kind}[-_ ]?0*(\\d+)(?![0-9])`).exec(base) ?? /^0*(\d+)[-_]/.exec(base) ??
    (title ? new RegExp(String.raw`^\s*${kind}[\s#-]*0*(\d+)\b`, 'i').exec(title) : null);
  if (!own) return null;
  const number = Number(own[1]);
  return isAttributedDocument({ kind, number }, relPath, title) ? `${kindAsWritten} ${number}` : null;
}
