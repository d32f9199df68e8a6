// Verbatim span extraction: inside a candidate window, the minimal sentence (or two adjacent sentences)
// that best carries the claim. Span text is only ever doc.text.slice(start, end).
import { EXTRACTOR_VERSION, type CandidateWindow, type EvidenceSpan } from '../model';
import { offsetToPosition, sameQuantity, splitSentences, type Quantity } from '../text/index';
import { sha256 } from '../util/hash';
import { WEAK_RELATIONS } from '../text/lexicon';
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
  };
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
    if (findStrongPredicates(text).some((p) => claim.predicates.some((c) => c.group === p.group))) carried += 1;
    else if (findPhrases(text, WEAK_RELATIONS).length > 0) carried += 0.5; // as findWeakRelations, without classifying the hits
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
  /** A pair of sentences: its first sentence's index. */
  pairAt?: number;
}

/**
 * Ranked (best first) verbatim spans inside the window that carry the claim: single sentences, and two
 * adjacent sentences only when together they carry more than either alone. Empty when nothing in the
 * window carries any specific word or number of the claim.
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
  // a sentence the window cut is not evidence: the missing part may hold a "not" or an "only"
  const singles: Candidate[] = [];
  const texts: string[] = []; // the same strings again for the pairs: their cache keys are hashed once
  for (const s of splitSentences(window.text)) {
    const start = s.start + window.start;
    const end = s.end + window.start;
    if (!startsSentence(doc.text, start) || !endsSentence(doc.text, end)) continue;
    const text = doc.text.slice(start, end);
    texts.push(text);
    singles.push({ start, end, score: profileScore(profile, profilePassage(text)) });
  }
  const candidates: Candidate[] = singles.filter((c) => c.score > 0);
  if (maxSentences >= 2) {
    for (let i = 0; i + 1 < singles.length; i++) {
      const a = singles[i]!;
      const b = singles[i + 1]!;
      if (a.score === 0 && b.score === 0) continue;
      const gap = doc.text.slice(a.end, b.start);
      if (/\n[^\S\n]*\n/.test(gap)) continue; // never across a paragraph break
      const first = texts[i]!;
      const second = texts[i + 1]!;
      const score = pairComposes(first, gap)
        ? scoreOf(profile, first + gap + second, profilePassage(first), profilePassage(second))
        : profileScore(profile, profileSentencePair(first, gap, second));
      if (score > Math.max(a.score, b.score) + 1e-9) candidates.push({ start: a.start, end: b.end, score, pairAt: i });
    }
  }
  candidates.sort((x, y) => y.score - x.score || (x.end - x.start) - (y.end - y.start) || x.start - y.start);
  return candidates.slice(0, limit).map((c) => {
    // the verifier profiles a reported pair: compose it from its sentences' profiles now
    const at = c.pairAt;
    if (at !== undefined) profileSentencePair(texts[at]!, doc.text.slice(singles[at]!.end, singles[at + 1]!.start), texts[at + 1]!);
    return spanFromRange(doc, c.start, c.end);
  });
}
