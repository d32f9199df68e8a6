// A document's own metadata as facts about it. Writers of posts about specifications say who wrote a document, when
// it was started and which release it targets ("PEP 602, written by Łukasz Langa and created in June 2019, moves …").
// Those facts live in the document's header — a PEP's RFC 822 header ("Author:", "Created:", "Python-Version:"), an
// RFC's leading list ("- Start Date: 2018-01-17"), YAML front matter, a reST field list — not in its prose. This module
// reads the header fields with their raw offsets, reads the metadata clauses of a claim about a document, and checks
// each clause against the field that states it: carried, contradicted (another author, date or version), or unstated.

import type { EvidenceSpan, Verdict } from '../model';
import { linesOf, type Line } from '../sources/light';

const quoted = (s: string) => `'${s}'`;

/** How far into a file its header may reach. */
export const PREAMBLE_CHARS = 6000;
/** A header block must begin within this many non-blank lines of the file's start. */
const HEADER_START_LINES = 12;

export interface DocumentField {
  key: string;
  value: string;
  /** Raw offsets of the whole field (its key, value and continuation lines) in the file. */
  start: number;
  end: number;
}

type FieldKind = 'author' | 'date' | 'version';
/** Which date a date field gives: when the document was begun, published, or just "its date". */
type DateKind = 'created' | 'published' | 'dated';

/** What a field states, by its key; null for keys this module does not read. */
function fieldKind(key: string): { kind: FieldKind; product?: string; date?: DateKind } | null {
  const k = key.toLowerCase().trim();
  if (/^(?:authors?|author\(s\)|written by|by)$/.test(k)) return { kind: 'author' };
  if (/^(?:created|start[- ]date|started|written)$/.test(k)) return { kind: 'date', date: 'created' };
  if (/^(?:published|submitted|publication[- ]date)$/.test(k)) return { kind: 'date', date: 'published' };
  if (k === 'date') return { kind: 'date', date: 'dated' };
  const version = /^(?:([a-z][a-z0-9]*)[- ])?version$/.exec(k);
  if (version) return { kind: 'version', ...(version[1] ? { product: version[1] } : {}) };
  return null;
}

const FIELD_STYLES: Array<{ style: string; re: RegExp }> = [
  { style: 'list', re: /^[ \t]*[-*+][ \t]+([A-Za-z][\w ()-]{0,30}?):[ \t]+(\S.*)$/ },
  { style: 'rst', re: /^[ \t]*:([A-Za-z][\w ()-]{0,30}?):[ \t]+(\S.*)$/ },
  { style: 'header', re: /^([A-Za-z][\w()-]{0,30}(?: [A-Za-z][\w()-]{0,15})?):[ \t]+(\S.*)$/ },
];

/**
 * The fields of a document's header: the first block of two or more "Key: value" lines (with indented continuation
 * lines) near the top of the file — an RFC 822 header, a list of "- Key: value" items, a reST field list or YAML
 * front matter. Offsets are into `raw`; `raw.slice(f.start, f.end)` is the field as written.
 */
export function documentFields(raw: string): DocumentField[] {
  const text = raw.slice(0, PREAMBLE_CHARS);
  const lines = linesOf(text);
  let i = 0;
  if (lines[0] && /^\uFEFF?(?:---|\+\+\+)\s*$/.test(lines[0].text)) i = 1; // front matter
  let seen = 0;
  for (; i < lines.length && seen < HEADER_START_LINES; i++) {
    const line = lines[i]!;
    if (line.text.trim() === '') continue;
    const block = fieldBlock(lines, i);
    if (block.length >= 2) return block;
    seen++;
  }
  return [];
}

function fieldBlock(lines: Line[], from: number): DocumentField[] {
  const first = matchField(lines[from]!.text.replace(/^\uFEFF/, ''));
  if (!first) return [];
  const fields: DocumentField[] = [];
  let i = from;
  while (i < lines.length) {
    const line = lines[i]!;
    const m = matchField(line.text.replace(/^\uFEFF/, ''));
    if (!m || m.style !== first.style) break;
    let end = line.end;
    let value = m.value;
    // continuation lines: indented, not a field of their own
    while (i + 1 < lines.length && /^[ \t]+\S/.test(lines[i + 1]!.text) && !(first.style !== 'header' && matchField(lines[i + 1]!.text))) {
      i++;
      value += ' ' + lines[i]!.text.trim();
      end = lines[i]!.end;
    }
    fields.push({ key: m.key, value: value.trim(), start: line.start, end });
    i++;
  }
  return fields;
}

function matchField(text: string): { style: string; key: string; value: string } | null {
  for (const { style, re } of FIELD_STYLES) {
    const m = re.exec(text);
    // "http://…" is not a key; a key is a short name
    if (m && !/^https?$/i.test(m[1]!)) return { style, key: m[1]!.trim(), value: m[2]!.trim() };
  }
  return null;
}

// ---------- dates ----------

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTH_WORD = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)`;

export interface FactDate { year: number; month?: number; day?: number; part?: 'early' | 'mid' | 'late' }

function monthOf(word: string): number {
  const w = word.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((m) => m.startsWith(w)) + 1;
}

/** The first date a field value gives: "04-Jun-2019", "2018-01-17", "17 May 2009", "May 5, 2015", "2019". */
export function fieldDate(value: string): FactDate | null {
  let m = /\b(\d{4})-(\d{1,2})(?:-(\d{1,2}))?\b/.exec(value);
  if (m) return { year: Number(m[1]), month: Number(m[2]), ...(m[3] ? { day: Number(m[3]) } : {}) };
  m = new RegExp(String.raw`\b(\d{1,2})[-\s](${MONTH_WORD})\.?[-\s,]+(\d{4})\b`, 'i').exec(value);
  if (m) return { year: Number(m[3]), month: monthOf(m[2]!), day: Number(m[1]) };
  m = new RegExp(String.raw`\b(${MONTH_WORD})\.?\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?(\d{4})\b`, 'i').exec(value);
  if (m) return { year: Number(m[3]), month: monthOf(m[1]!), ...(m[2] ? { day: Number(m[2]) } : {}) };
  m = /\b(1[89]\d{2}|2\d{3})\b/.exec(value);
  return m ? { year: Number(m[1]) } : null;
}

const CLAIM_DATE = String.raw`(?:(?:(early|mid|late)[- ]?)?(?:(${MONTH_WORD})\s+(?:(\d{1,2})(?:st|nd|rd|th)?,?\s+)?)?(\d{4})|(\d{1,2})\s+(${MONTH_WORD})\s+(\d{4}))`;

function claimDate(m: RegExpExecArray, at: number): FactDate {
  if (m[at + 6]) return { year: Number(m[at + 6]), month: monthOf(m[at + 5]!), day: Number(m[at + 4]) };
  const part = m[at]?.toLowerCase() as FactDate['part'] | undefined;
  return {
    year: Number(m[at + 3]),
    ...(m[at + 1] ? { month: monthOf(m[at + 1]!) } : {}),
    ...(m[at + 2] ? { day: Number(m[at + 2]) } : {}),
    ...(part ? { part } : {}),
  };
}

/** Whether the field's date is one the claim's date allows ("early 2018" allows February 2018). */
function dateAgrees(claim: FactDate, field: FactDate): boolean {
  if (claim.year !== field.year) return false;
  if (claim.month !== undefined && field.month !== undefined && claim.month !== field.month) return false;
  if (claim.day !== undefined && field.day !== undefined && claim.day !== field.day) return false;
  if (claim.month === undefined && claim.part && field.month !== undefined) {
    const [from, to] = claim.part === 'early' ? [1, 4] : claim.part === 'mid' ? [5, 8] : [9, 12];
    return field.month >= from && field.month <= to;
  }
  return true;
}

// ---------- names ----------

const NAME_WORD = String.raw`\p{Lu}[\p{L}'’.-]*`;
const PARTICLE = String.raw`(?:von|van|der|den|de|da|di|du|del|della|le|la|ter|ten|bin|al)`;
const NAME = String.raw`${NAME_WORD}(?:\s+(?:${PARTICLE}\s+)*${NAME_WORD}){0,3}`;
const NAMES = String.raw`${NAME}(?:,\s+${NAME})*(?:,?\s+and\s+${NAME})?`;

/** Letters a name may be written without: "Łukasz" as "Lukasz", "Zoë" as "Zoe". */
const FOLDED: Record<string, string> = { ł: 'l', ø: 'o', đ: 'd', ß: 'ss', æ: 'ae', œ: 'oe', ı: 'i' };
const fold = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łøđßæœı]/g, (c) => FOLDED[c]!);
const nameWords = (name: string) => fold(name.normalize('NFC').toLowerCase()).split(/[\s.]+/).filter((w) => w.length > 0 && !new RegExp(`^${PARTICLE}$`).test(w));
/** A claimed name's words are all in the author's name, an initial standing for a word it begins ("P. Nair" for "Priya Nair"). */
const namesAuthor = (claimed: string[], author: string[]) => claimed.every((w) => author.includes(w) || (w.length === 1 && author.some((a) => a.startsWith(w))));

function splitNames(text: string): string[] {
  return text.split(/,\s+(?:and\s+)?|\s+and\s+/).map((s) => s.trim()).filter((s) => s.length > 0);
}

/** The people an author field lists, each as its words ("Martin von Löwis <martin@…>" → martin, löwis). */
function fieldAuthors(value: string): string[][] {
  const plain = value.replace(/<[^>]*>/g, ' ').replace(/\([^)]*\)/g, ' ');
  return plain.split(/,|;|\s+and\s+|\s+&\s+/).map((s) => nameWords(s.trim())).filter((w) => w.length > 0);
}

// ---------- claims ----------

export type MetaFact =
  /** loose: a possessive ("Alyssa Coghlan's proposal") may name a champion or a delegate: another name is not a contradiction */
  | { kind: 'author'; names: string[]; text: string; loose?: boolean }
  /** which: the date the claim's verb names; strict: a field of that kind that says otherwise contradicts it */
  | { kind: 'date'; date: FactDate; text: string; which: DateKind[]; strict: boolean }
  | { kind: 'version'; product: string; version: string; text: string };

export interface MetadataClaim {
  /** The document as the claim names it: "PEP 602", or a reference ("The PEP", "the proposal") its heading resolves. */
  document: string;
  /** The numbered identifier, when the claim writes one. */
  id: { kind: string; number: number } | null;
  facts: MetaFact[];
  /** The claim without its metadata clauses, as a sentence about the document; null when nothing else is claimed. */
  rest: string | null;
}

const DOC_ID = String.raw`(?:\p{Lu}\w*['’]s\s+)?(PEP|RFC|ADR|KEP|JEP|NEP|BIP|EIP)\s*#?\s*(\d{1,5})`;
const DOC_KIND = String.raw`(PEP|RFC|proposal|document|specification|spec)`;
/** A person who owns the document ("Martin von Löwis's PEP 384"): two name words at least, so "Rust's RFC" is no owner. */
const OWNER = String.raw`(?!The\s)(${NAME_WORD}(?:\s+(?:${PARTICLE}\s+)*${NAME_WORD}){1,3})['’]s?\s+`;
const SUBJECT = new RegExp(String.raw`^(?:${OWNER}(?:${DOC_ID}|${DOC_KIND})|${DOC_ID}|(?:[Tt]he|[Tt]his)\s+${DOC_KIND})`, 'u');

const AUTHOR_VERBS = String.raw`(written|authored|co-authored|drafted|proposed)`;
const DATE_VERBS = String.raw`(created|written|drafted|started|opened|filed|submitted|dated|published|begun)`;

/**
 * The header dates a claim's verb may name, and whether a header date of that kind that says otherwise contradicts it:
 * "created/started/opened in" is the document's start (a Created or Start Date field, else its Date); "written in" may
 * be that or its date; "published/submitted/filed in" and "dated" name other dates; "drafted in" and "from" are loose
 * (an earlier draft, a period): they are carried by an agreeing field, never contradicted.
 */
function dateSense(verb: string | undefined): { which: DateKind[]; strict: boolean } {
  switch (verb?.toLowerCase()) {
    case 'created': case 'started': case 'opened': case 'begun': return { which: ['created'], strict: true };
    case 'written': return { which: ['created', 'dated'], strict: true };
    case 'published': case 'submitted': case 'filed': return { which: ['published', 'dated'], strict: false };
    case 'dated': return { which: ['dated', 'created'], strict: false };
    default: return { which: ['created', 'dated', 'published'], strict: false };
  }
}
const CLAUSES: Array<{ re: RegExp; fact: (m: RegExpExecArray) => MetaFact[] }> = [
  {
    re: new RegExp(String.raw`^${DATE_VERBS}\s+(?:in|on)\s+${CLAIM_DATE}(?:\s+by\s+(${NAMES}))?`, 'u'),
    fact: (m) => [{ kind: 'date', date: claimDate(m, 2), text: m[0], ...dateSense(m[1]) },
      ...(m[9] ? [{ kind: 'author' as const, names: splitNames(m[9]), text: m[0] }] : [])],
  },
  {
    re: new RegExp(String.raw`^(?:${AUTHOR_VERBS}\s+)?by\s+(${NAMES})(?:\s+(?:in|on)\s+${CLAIM_DATE})?`, 'u'),
    fact: (m) => [{ kind: 'author', names: splitNames(m[2]!), text: m[0] },
      ...(m[6] || m[9] ? [{ kind: 'date' as const, date: claimDate(m, 3), text: m[0], ...dateSense(m[1] ?? 'written') }] : [])],
  },
  { re: new RegExp(String.raw`^from\s+${CLAIM_DATE}(?=[,.]|\s+and\b)`, 'u'), fact: (m) => [{ kind: 'date', date: claimDate(m, 1), text: m[0], ...dateSense(undefined) }] },
  {
    re: /^target(?:ing|ed|s)\s+([A-Z][\w.+-]*)\s+(\d+(?:\.\d+)*)(?![\w-]|\.\d)/u,
    fact: (m) => [{ kind: 'version', product: m[1]!, version: m[2]!, text: m[0] }],
  },
];

/**
 * Metadata clauses one after another ("written by X and created in June 2019"), from `at`: the facts and where the
 * clauses end, and the same after each shorter run (the last clause may open the main predicate: ", targets …").
 */
function clausesAt(text: string, at: number): { facts: MetaFact[]; end: number; runs: Array<{ facts: MetaFact[]; end: number }> } {
  const facts: MetaFact[] = [];
  const runs: Array<{ facts: MetaFact[]; end: number }> = [];
  let end = at;
  let p = at;
  for (;;) {
    const m = CLAUSES.map(({ re, fact }) => {
      const hit = re.exec(text.slice(p));
      return hit ? { hit, facts: fact(hit) } : null;
    }).find((x) => x !== null);
    if (!m) break;
    facts.push(...m.facts);
    end = p + m.hit[0].length;
    runs.push({ facts: [...facts], end });
    const joiner = /^(?:,?\s+and\s+|,\s+)/.exec(text.slice(end));
    if (!joiner) break;
    p = end + joiner[0].length;
  }
  return { facts, end, runs };
}

/**
 * The metadata clauses of a claim about a document: an appositive after the document's name ("PEP 602, written by
 * Łukasz Langa and created in June 2019, moves …"), an owner ("Martin von Löwis's PEP 384 …"), or the whole predicate
 * ("The PEP was written in early 2018 and targeted Python 3.9."). Null when the claim has none.
 */
export function metadataClaim(text: string): MetadataClaim | null {
  const trimmed = text.trim();
  const subject = SUBJECT.exec(trimmed);
  if (!subject) return null;
  // groups: owner, its id kind and number, or its kind word; an id alone; a kind word after "the"
  const owner = subject[1];
  const idKind = subject[2] ?? subject[5];
  const idNumber = subject[3] ?? subject[6];
  const kindWord = subject[4] ?? subject[7];
  const id = idKind ? { kind: idKind.toLowerCase(), number: Number(idNumber) } : null;
  const document = id ? `${idKind} ${Number(idNumber)}` : `The ${kindWord}`;
  const facts: MetaFact[] = owner ? [{ kind: 'author', names: [owner], text: `${owner}'s`, loose: true }] : [];
  let after = subject[0].length;
  let rest: string | null;
  const appositive = /^,\s+/.exec(trimmed.slice(after));
  const predicate = /^\s+(?:was|is)\s+/.exec(trimmed.slice(after));
  if (appositive) {
    const { runs } = clausesAt(trimmed, after + appositive[0].length);
    // the longest run of clauses closed by a comma is the appositive
    const closed = [...runs].reverse().find((r) => /^,\s+/.test(trimmed.slice(r.end)));
    if (!closed) return owner ? { document, id, facts, rest: `${document} ${trimmed.slice(after).replace(/^,\s+/, '')}` } : null;
    facts.push(...closed.facts);
    after = closed.end + /^,\s+/.exec(trimmed.slice(closed.end))![0].length;
    rest = trimmed.slice(after);
  } else if (predicate) {
    const clauses = clausesAt(trimmed, after + predicate[0].length);
    if (clauses.facts.length === 0) return owner ? { document, id, facts, rest: `${document}${trimmed.slice(after)}` } : null;
    facts.push(...clauses.facts);
    const tail = trimmed.slice(clauses.end);
    if (/^[\s.!]*$/.test(tail)) return { document, id, facts, rest: null };
    const more = /^,?\s+and\s+/.exec(tail);
    if (!more) return null; // the clauses are not the whole predicate: read the claim as it is
    rest = tail.slice(more[0].length);
  } else {
    if (!owner) return null;
    return { document, id, facts, rest: `${document}${trimmed.slice(after)}` };
  }
  // the main predicate may open with a version clause ("targets Python 3.8 and adds …")
  const leading = clausesAt(rest, 0);
  if (leading.facts.length > 0 && leading.facts.every((f) => f.kind === 'version')) {
    const tail = rest.slice(leading.end);
    const more = /^,?\s+and\s+/.exec(tail);
    if (/^[\s.!]*$/.test(tail)) return { document, id, facts: [...facts, ...leading.facts], rest: null };
    if (more) {
      facts.push(...leading.facts);
      rest = tail.slice(more[0].length);
    }
  }
  return { document, id, facts, rest: `${document} ${rest}` };
}

// ---------- checks ----------

export interface FactCheck {
  fact: MetaFact;
  status: 'carried' | 'contradicted' | 'unstated';
  field?: DocumentField;
  /** What the field says, for the reason ("Created: 04-Jun-2019"). */
  detail: string;
}

/** Each metadata clause against the header field that states its kind of fact. */
export function checkFacts(facts: readonly MetaFact[], fields: readonly DocumentField[]): FactCheck[] {
  return facts.map((fact) => {
    const candidates = fields.filter((f) => {
      const kind = fieldKind(f.key);
      if (!kind || kind.kind !== fact.kind) return false;
      // a version field counts only for its own product ("Python-Version" for "targets Python 3.8")
      return fact.kind !== 'version' || kind.product === fact.product.toLowerCase();
    });
    if (candidates.length === 0) return { fact, status: 'unstated', detail: `no header field states ${describe(fact)}` };
    const field = candidates[0]!;
    const said = `${field.key}: ${field.value}`;
    if (fact.kind === 'author') {
      const authors = candidates.flatMap((f) => fieldAuthors(f.value));
      const unknown = fact.names.filter((n) => {
        const words = nameWords(n);
        return !authors.some((a) => namesAuthor(words, a));
      });
      if (unknown.length === 0) return { fact, status: 'carried', field, detail: said };
      return fact.loose ? { fact, status: 'unstated', detail: `its header does not name ${unknown.join(', ')} as an author` } : { fact, status: 'contradicted', field, detail: said };
    }
    if (fact.kind === 'date') {
      // the first kind of date the verb names that the header gives ("created": Created or Start Date, else none)
      const dated = candidates.map((f) => ({ f, kind: fieldKind(f.key)!.date!, d: fieldDate(f.value) })).filter((x) => x.d !== null);
      const kind = fact.which.find((k) => dated.some((x) => x.kind === k));
      const ofKind = dated.filter((x) => x.kind === kind);
      if (ofKind.length === 0) return { fact, status: 'unstated', detail: `no header field states ${describe(fact)}` };
      const agrees = ofKind.find((x) => dateAgrees(fact.date, x.d!));
      if (agrees) return { fact, status: 'carried', field: agrees.f, detail: `${agrees.f.key}: ${agrees.f.value}` };
      const other = ofKind[0]!.f;
      // only the very date the verb names, given once, says otherwise
      return fact.strict && ofKind.length === 1 && kind === fact.which[0]
        ? { fact, status: 'contradicted', field: other, detail: `${other.key}: ${other.value}` }
        : { fact, status: 'unstated', detail: `its header gives ${other.key}: ${other.value}, not ${quoted(fact.text)}` };
    }
    const versions = candidates.flatMap((f) => f.value.split(/[,;\s]+/)).filter((v) => /^\d/.test(v));
    if (versions.length === 0) return { fact, status: 'unstated', detail: `no header field states ${describe(fact)}` };
    // "Python 3" is carried by "3.9"; "3.9" by "3.9" only; one that is neither's prefix says otherwise
    const within = (a: string, b: string) => a === b || b.startsWith(`${a}.`);
    if (versions.some((v) => within(fact.version, v))) return { fact, status: 'carried', field, detail: said };
    if (versions.some((v) => within(v, fact.version))) return { fact, status: 'unstated', detail: `its header gives ${said}, less precisely` };
    return { fact, status: 'contradicted', field, detail: said };
  });
}

function describe(fact: MetaFact): string {
  return fact.kind === 'author' ? 'who wrote it' : fact.kind === 'date' ? 'when it was written' : `the ${fact.product} version it targets`;
}

// ---------- verdicts ----------


export interface MetadataOutcome {
  verdict: Verdict;
  evidence: EvidenceSpan[];
  parts: Array<{ text: string; evidence: EvidenceSpan | null; label: Verdict['label'] }>;
}


/**
 * The verdict of a claim with metadata clauses: a clause the header contradicts makes the claim wrong; every clause
 * carried adds its field as evidence to the rest's verdict (or is the whole support, when the claim says nothing
 * else); a clause no field states keeps the claim from being accepted.
 */
export function metadataVerdict(
  meta: MetadataClaim,
  checks: readonly FactCheck[],
  fieldSpans: ReadonlyMap<DocumentField, EvidenceSpan>,
  rest: { verdict: Verdict; evidence: EvidenceSpan[] } | null,
  where: (span: EvidenceSpan) => string,
  /** The document's name as its heading or the claim gives it ("PEP 602" for "The PEP"). */
  documentName: string = meta.document,
): MetadataOutcome {
  const spanOf = (c: FactCheck) => (c.field ? fieldSpans.get(c.field) ?? null : null);
  const factParts = checks.map((c) => ({
    text: c.fact.text,
    evidence: spanOf(c),
    label: (c.status === 'carried' ? 'supports' : c.status === 'contradicted' ? 'contradicts' : 'does_not_support') as Verdict['label'],
  }));
  const restPart = rest && meta.rest ? [{ text: meta.rest, evidence: rest.evidence[0] ?? null, label: rest.verdict.label }] : [];
  const parts = [...restPart, ...factParts];
  const fieldEvidence = (wanted: FactCheck['status']) => [...new Set(checks.filter((c) => c.status === wanted).map(spanOf).filter((s): s is EvidenceSpan => s !== null))];
  const header = (c: FactCheck) => (spanOf(c) ? where(spanOf(c)!) : 'the header');

  const contradicted = checks.filter((c) => c.status === 'contradicted');
  if (contradicted.length > 0) {
    const reason = contradicted.map((c) => `${header(c)}, in the header of ${documentName}, says ${quoted(c.detail)}, not ${quoted(c.fact.text)}.`).join(' ');
    return {
      verdict: { label: 'contradicts', supportScore: 0.05, driftScore: 1, quality: 'strong', reason, flags: contradicted.map((c) => `metadata_mismatch:${c.fact.kind}`) },
      evidence: fieldEvidence('contradicted'),
      parts,
    };
  }
  const carried = checks.filter((c) => c.status === 'carried');
  const unstated = checks.filter((c) => c.status === 'unstated');
  const carriedNote = carried.length > 0
    ? `${rest === null ? `The header of ${documentName} states` : 'Its header states the rest:'} ${carried.map((c) => quoted(c.detail)).join(' and ')} (${[...new Set(carried.map(header))].join(', ')}).`
    : '';
  const unstatedNote = unstated.map((c) => `${documentName}: ${c.detail} (${quoted(c.fact.text)}).`).join(' ');
  const flags = [...carried.map((c) => `metadata:${c.fact.kind}`), ...unstated.map((c) => `metadata_unstated:${c.fact.kind}`)];
  if (rest === null) {
    if (unstated.length === 0) {
      return {
        verdict: { label: 'supports', supportScore: 1, driftScore: 0, quality: 'strong', reason: carriedNote, flags },
        evidence: fieldEvidence('carried'),
        parts,
      };
    }
    return {
      verdict: { label: 'does_not_support', supportScore: 0.3, driftScore: 0.5, quality: 'weak', reason: `${unstatedNote} ${carriedNote}`.trim(), flags },
      evidence: fieldEvidence('carried'),
      parts,
    };
  }
  const note = [carriedNote, unstatedNote].filter((s) => s.length > 0).join(' ');
  if (rest.verdict.label === 'supports' && unstated.length > 0) {
    return {
      verdict: { ...rest.verdict, label: 'partially_supports', quality: 'weak', reason: `${rest.verdict.reason} ${note}`, flags: [...rest.verdict.flags, ...flags] },
      evidence: [...rest.evidence, ...fieldEvidence('carried')],
      parts,
    };
  }
  return {
    verdict: { ...rest.verdict, reason: `${rest.verdict.reason} ${note}`.trim(), flags: [...rest.verdict.flags, ...flags] },
    evidence: rest.verdict.label === 'supports' ? [...rest.evidence, ...fieldEvidence('carried')] : rest.evidence,
    parts,
  };
}
