// Verbatim span extraction: inside a candidate window, the minimal sentence (or two adjacent sentences)
// that best carries the claim. Span text is only ever doc.text.slice(start, end).
import { EXTRACTOR_VERSION, type CandidateWindow, type EvidenceSpan } from '../model';
import { contextOf, crossesTableCells, firstSentenceFrom, sentenceAt, sentenceCount, signatureAbove, sourceDocument, type SourceDocument, type SourceSentence } from '../sources';
import { offsetToPosition, sameQuantity, type Quantity } from '../text/index';
import { sha256 } from '../util/hash';
import { locateOnPage } from '../pdf/pages';
import { WEAK_RELATIONS } from '../text/lexicon';
import { memoByText } from '../verify/memo';
import { ROLE_NAME } from '../verify/context';
import {
  WEIGHT, carriesTerm, eitherCarriesTerm, findPhrases, findStrongPredicates, profileClaim, profilePassage, pairComposes, profileSentencePair, type ClaimProfile,
  type PassageProfile,
  ENDS_WITH_TERMINATOR,
} from '../verify/analysis';

/** A source document as the kernel's SourceStore holds it. */
export interface SpanSourceDoc {
  absPath: string;
  relPath: string;
  text: string;
  sourceHash: string;
  lineStarts: number[];
  /** The text read as a document (parsed from text by its extension when not given). */
  document?: SourceDocument;
  /** A PDF: where each page starts in `text`, and the extractor that made it. */
  pages?: number[];
  extractor?: string;
}

export interface ExtractOptions {
  maxSentences?: number; // 1 or 2; default 2
  limit?: number; // how many ranked spans to return; default 3
}

/** The evidence span for doc.text[start, end). Throws on offsets outside the document. */
export function spanFromRange(doc: SpanSourceDoc, start: number, end: number): EvidenceSpan {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > doc.text.length || start >= end) {
    throw new RangeError(`span [${start}, ${end}) is not a non-empty range inside ${doc.relPath} (${doc.text.length} chars)`);
  }
  const text = doc.text.slice(start, end);
  // verbatim by construction: text is the slice and spanHash its hash (assertVerbatim would hash it again)
  return {
    sourcePath: doc.absPath,
    relPath: doc.relPath,
    start,
    end,
    line: offsetToPosition(doc.lineStarts, start).line,
    range: { start: offsetToPosition(doc.lineStarts, start), end: offsetToPosition(doc.lineStarts, end) },
    text,
    spanHash: sha256(text),
    sourceHash: doc.sourceHash,
    extractorVersion: EXTRACTOR_VERSION,
    ...pageOf(doc, start, end),
  };
}

/** A PDF span's page and offsets into that page's text (nothing for a text source, or a span across pages). */
function pageOf(doc: SpanSourceDoc, start: number, end: number): Pick<EvidenceSpan, 'page' | 'pageStart' | 'pageEnd' | 'textExtractor'> {
  if (!doc.pages) return {};
  const at = locateOnPage(doc.pages, doc.text.length, start, end);
  if (!at) return doc.extractor ? { textExtractor: doc.extractor } : {};
  return { page: at.page, pageStart: at.start, pageEnd: at.end, ...(doc.extractor ? { textExtractor: doc.extractor } : {}) };
}

/** The extractive invariant: a span's text is exactly sourceText.slice(start, end). Throws otherwise. */
export function assertVerbatim(span: EvidenceSpan, sourceText: string): EvidenceSpan {
  if (sourceText.slice(span.start, span.end) !== span.text || span.spanHash !== sha256(span.text)) {
    throw new Error(`evidence span [${span.start}, ${span.end}) of ${span.relPath} is not a verbatim slice of its source`);
  }
  return span;
}

/** How much of the claim a passage carries, weighted as the verifier weighs it (0..1). */
export function passageScore(claim: ClaimProfile, passageText: string, acronyms?: Map<string, string>): number {
  return profileScore(claim, profilePassage(passageText, acronyms), acronyms);
}

function profileScore(claim: ClaimProfile, passage: PassageProfile, acronyms?: Map<string, string>): number {
  return scoreOf(claim, passage.text, passage, undefined, acronyms);
}

function hasQuantity(quantities: Quantity[], q: Quantity): boolean {
  for (const p of quantities) if (sameQuantity(q, p)) return true;
  return false;
}

// A sentence is scored for every claim whose search reaches it: what its predicates are is read once per text.
const strongGroups = memoByText(1024, (text) => new Set(findStrongPredicates(text).map((p) => p.group)));
const weaklyRelated = memoByText(1024, (text) => findPhrases(text, WEAK_RELATIONS).length > 0);

/**
 * profileScore of the text whose profile is first's, or (second given, no acronyms) first's and second's composed:
 * a pair of sentences is scored without building its profile.
 */
function scoreOf(claim: ClaimProfile, text: string, first: PassageProfile, second: PassageProfile | undefined, acronyms?: Map<string, string>): number {
  let total = 0;
  let carried = 0;
  let carriedSpecific = false;
  for (const term of claim.terms) {
    total += term.weight;
    if (second ? eitherCarriesTerm(first, second, term) : carriesTerm(first, term, acronyms)) {
      carried += term.weight;
      if (!term.generic) carriedSpecific = true;
    }
  }
  for (const q of claim.quantities) {
    total += WEIGHT.number;
    if (hasQuantity(first.quantities, q) || (second !== undefined && hasQuantity(second.quantities, q))) {
      carried += WEIGHT.number;
      carriedSpecific = true;
    }
  }
  // nothing specific carried scores 0 whatever the predicates: skip their scan
  if (!carriedSpecific) return 0;
  if (claim.predicates.length > 0) {
    total += 1;
    const groups = strongGroups(text);
    if (claim.predicates.some((c) => groups.has(c.group))) carried += 1;
    else if (weaklyRelated(text)) carried += 0.5; // as findWeakRelations, without classifying the hits
  }
  return carried / total;
}

const BLOCK_START = /^(?:#{1,6}\s|[-*+]\s|\d+[.)]\s|>\s?|\|)/;
const LOOK = 200;

const NEWLINE = 10;
const SPACE = /\s/;
/** Is the UTF-16 code unit whitespace as regular expressions' \s (and trimEnd) see it? */
function isSpace(code: number): boolean {
  return code < 128 ? code === 32 || (code >= 9 && code <= 13) : SPACE.test(String.fromCharCode(code));
}
const TERMINATORS = new Set(['.', '!', '?', '\u2026']);
const CLOSERS = new Set(['"', "'", '\u2019', '\u201d', ')', ']']);

/**
 * Does a sentence begin at text[pos]: start of text, after a terminator, after a blank line, or at a Markdown block?
 * Only the LOOK characters before pos are read.
 */
export function startsSentence(text: string, pos: number): boolean {
  if (pos === 0) return true;
  const from = Math.max(0, pos - LOOK);
  // the whitespace run that ends text[from, pos), its newlines and the last of them
  let runStart = pos;
  let newlines = 0;
  let lastNewline = -1;
  while (runStart > from && isSpace(text.charCodeAt(runStart - 1))) {
    runStart--;
    if (text.charCodeAt(runStart) === NEWLINE) {
      newlines++;
      if (lastNewline < 0) lastNewline = runStart;
    }
  }
  if (newlines >= 2) return true; // a blank line
  if (lastNewline >= 0) {
    if (BLOCK_START.test(text.slice(pos, pos + 8))) return true;
    const previousNewline = lastNewline > from ? text.lastIndexOf('\n', lastNewline - 1) : -1;
    if (/^\s*#{1,6}\s/.test(text.slice(Math.max(from, previousNewline + 1), lastNewline))) return true; // after a heading line
  }
  if (runStart === from) return from === 0;
  let end = runStart;
  while (end > from && CLOSERS.has(text[end - 1]!)) end--;
  return (end > from && TERMINATORS.has(text[end - 1]!)) || text[runStart - 1] === ':';
}

/** Does a sentence end at text[end]: a terminator, end of text, a blank line or a new Markdown block after it? */
export function endsSentence(text: string, end: number): boolean {
  if (ENDS_WITH_TERMINATOR.test(text.slice(Math.max(0, end - 4), end))) return true;
  const after = text.slice(end, end + LOOK);
  if (after.trim().length === 0) return end + after.length >= text.length || /\n[^\S\n]*\n/.test(after);
  return /^[^\S\n]*\n[^\S\n]*\n/.test(after) || (/^[^\S\n]*\n/.test(after) && BLOCK_START.test(after.replace(/^[^\S\n]*\n[^\S\n]*/, '')));
}

interface Candidate {
  start: number;
  end: number;
  score: number;
  /** Index in singles of the (first) sentence. */
  at: number;
  /** A pair of sentences. */
  pair: boolean;
}

interface Single {
  sentence: SourceSentence;
  text: string;
  score: number;
}

/**
 * Ranked (best first) verbatim spans inside the window that carry the claim: single sentences, and two
 * adjacent sentences of one paragraph only when together they carry more than either alone.
 * Sentences are the source document's: they are scored in their normalised text, and a span is the raw slice
 * they stand for, with that text (`plain`) and what names its surroundings (`context`). Empty when nothing in
 * the window carries any specific word or number of the claim.
 */
export function extractSpans(
  claim: { text: string },
  window: CandidateWindow,
  doc: SpanSourceDoc,
  opts: ExtractOptions = {},
): EvidenceSpan[] {
  if (window.sourceHash !== doc.sourceHash || doc.text.slice(window.start, window.end) !== window.text) {
    throw new Error(`candidate window [${window.start}, ${window.end}) does not match the current text of ${doc.relPath}; the source changed since it was searched`);
  }
  const maxSentences = Math.max(1, Math.min(2, opts.maxSentences ?? 2));
  const limit = Math.max(1, opts.limit ?? 3);
  const profile = profileClaim(claim.text);
  const document = doc.document ?? sourceDocument(doc.text, doc.relPath, doc.sourceHash);
  // a sentence the window cut is not evidence: the missing part may hold a "not" or an "only"
  const singles: Single[] = [];
  for (let i = firstSentenceFrom(document, window.start), n = sentenceCount(document); i < n; i++) {
    const sentence = sentenceAt(document, i);
    if (sentence.rawStart >= window.end) break;
    if (sentence.rawEnd > window.end) continue;
    const text = document.plain.slice(sentence.plainStart, sentence.plainEnd);
    singles.push({ sentence, text, score: profileScore(profile, profilePassage(text)) });
  }
  const candidates: Candidate[] = [];
  singles.forEach((c, at) => {
    if (c.score > 0) candidates.push({ start: c.sentence.rawStart, end: c.sentence.rawEnd, score: c.score, at, pair: false });
  });
  if (maxSentences >= 2) {
    for (let i = 0; i + 1 < singles.length; i++) {
      const a = singles[i]!;
      const b = singles[i + 1]!;
      if (a.score === 0 && b.score === 0) continue;
      if (!samePassage(document, a.sentence, b.sentence)) continue; // never across a paragraph break
      const gap = document.plain.slice(a.sentence.plainEnd, b.sentence.plainStart);
      const score = pairComposes(a.text, gap)
        ? scoreOf(profile, a.text + gap + b.text, profilePassage(a.text), profilePassage(b.text))
        : profileScore(profile, profileSentencePair(a.text, gap, b.text));
      if (score > Math.max(a.score, b.score) + 1e-9) {
        candidates.push({ start: Math.min(a.sentence.rawStart, b.sentence.rawStart), end: Math.max(a.sentence.rawEnd, b.sentence.rawEnd), score, at: i, pair: true });
      }
    }
  }
  candidates.sort((x, y) => y.score - x.score || (x.end - x.start) - (y.end - y.start) || x.start - y.start);
  const folder = readmeFolder(doc.relPath);
  return candidates.slice(0, limit).map((c) => {
    const first = singles[c.at]!;
    const second = c.pair ? singles[c.at + 1]! : undefined;
    // the verifier profiles a reported pair: compose it from its sentences' profiles now
    const gap = second ? document.plain.slice(first.sentence.plainEnd, second.sentence.plainStart) : '';
    if (second) profileSentencePair(first.text, gap, second.text);
    const plain = second ? first.text + gap + second.text : first.text;
    const span = spanFromRange(doc, c.start, c.end);
    if (plain !== span.text) span.plain = plain;
    if (document.units[first.sentence.unit]!.kind === 'table_fact' || crossesTableCells(span.text, document.format)) span.composed = true;
    const context = contextOf(document, first.sentence, second?.sentence);
    if (folder !== undefined) context.folder = folder;
    const signature = signatureAbove(document, first.sentence, doc.text);
    if (signature !== undefined) context.signature = signature;
    if (context.title !== null || context.headings.length > 0 || context.before !== undefined || context.after !== undefined || context.opensSection || folder !== undefined ||
      signature !== undefined) span.context = context;
    return span;
  });
}

/**
 * Two consecutive sentences of one paragraph or list item. Table facts stand alone: two cells of a row read
 * together would let one cell's header vouch for the other's figure.
 */
function samePassage(document: SourceDocument, a: SourceSentence, b: SourceSentence): boolean {
  return b.index === a.index + 1 && a.unit === b.unit && document.units[a.unit]!.kind !== 'table_fact';
}

/** Folders that hold a project's documentation: the folder above one is the project ("undici/docs/…", "qs/.github/…"). */
const DOCS_FOLDER = /^(?:docs?|documentation|\.github|guides?|manual|wiki|website)$/i;
/** Files a project keeps at its top: the folder they are in is the project ("wink-nlp/CONTRIBUTING.md"). */
const PROJECT_FILE = /^(?:contributing|changelog|changes|history|news|releases|release[-_]?notes|security|code_of_conduct|governance|maintainers|upgrading|migrating|migration|faq|threat_model)(?:\.[a-z]+)?$/i;
/** Folders whose files speak of an example or a test, not of the project ("examples/…", "test/fixtures/…"). */
const NOT_THE_PROJECT = /^(?:examples?|samples?|demos?|tests?|__tests__|spec|specs|fixtures?|testdata)$/i;

/**
 * The project a documentation page belongs to, by the folders above it: the folder right above a documentation folder
 * ("undici/docs/docs/api/Client.md" → "undici", "qs/.github/THREAT_MODEL.md" → "qs"; the deepest such folder), or the
 * folder of a file a project keeps at its top ("wink-nlp/CONTRIBUTING.md"). Undefined for a README (readmeFolder reads
 * it), for a page among examples or tests, and where no folder says so.
 */
export function projectOfPage(relPath: string): string | undefined {
  const parts = relPath.split('/').filter((p) => p !== '' && p !== '.' && p !== '..');
  const file = parts[parts.length - 1] ?? '';
  if (parts.length < 2 || /^readme(?:\.[a-z]+)?$/i.test(file)) return undefined;
  const folders = parts.slice(0, -1);
  const named = (i: number) => {
    const folder = folders[i]!;
    if (ROLE_NAME.test(folder) || folders.slice(i + 1).some((f) => NOT_THE_PROJECT.test(f))) return undefined;
    const scope = folders[i - 1];
    return scope !== undefined && scope.startsWith('@') ? `${scope}/${folder}` : folder;
  };
  for (let i = folders.length - 2; i >= 0; i--) {
    if (DOCS_FOLDER.test(folders[i + 1]!)) {
      const name = named(i);
      if (name !== undefined) return name;
    }
  }
  return PROJECT_FILE.test(file) ? named(folders.length - 1) : undefined;
}

/**
 * The folder a README is in, as the name of what it describes ("lru-cache/README.md" → "lru-cache", "@scope/pkg/readme.md"
 * → "@scope/pkg"): a package's or a project's README is about the folder that holds it. Undefined for other files and for
 * a README at the top of the sources (whose folder the writer named, not the document).
 */
export function readmeFolder(relPath: string): string | undefined {
  const parts = relPath.split('/').filter((p) => p !== '' && p !== '.' && p !== '..');
  if (parts.length < 2 || !/^readme(?:\.(?:md|markdown|mdx|rst|txt|adoc|asciidoc))?$/i.test(parts[parts.length - 1]!)) return undefined;
  const folder = parts[parts.length - 2]!;
  const scope = parts[parts.length - 3];
  const name = scope !== undefined && scope.startsWith('@') ? `${scope}/${folder}` : folder;
  // (a README among examples, tests or fixtures is about that example, not the project its folder is named after:
  // "examples/express/README.md", "test/fixtures/lodash/README.md")
  if (parts.slice(0, -2).some((p) => /^(?:examples?|samples?|demos?|tests?|__tests__|spec|specs|fixtures?|testdata|docs?)$/i.test(p))) return undefined;
  // (a folder named for its kind or role, "docs/README.md", "utils/readme.md", names no project)
  return ROLE_NAME.test(folder) ? undefined : name;
}
