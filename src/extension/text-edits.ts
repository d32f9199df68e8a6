// Pure text edits behind the quick fixes: where to insert what, given the draft's text.
// Offsets are JS string indices into the draft, as the engine reports them.
import * as path from 'node:path';
import { plainText } from '../core/engine/plain';
import type { ClaimResult } from '../core/model';

export interface Insertion {
  offset: number;
  text: string;
}

export type ControlModality = 'opinion' | 'author_defined' | 'interpretive';

const FOOTNOTE_DEFINITION = /^\[\^([^\]\s]+)\]:[ \t]*(.*)$/gm;

/** The draft's existing footnote definitions (label, the text after the colon, where the line ends). */
function footnoteDefinitions(text: string): Array<{ label: string; body: string; lineEnd: number }> {
  const out: Array<{ label: string; body: string; lineEnd: number }> = [];
  for (const m of text.matchAll(FOOTNOTE_DEFINITION)) out.push({ label: m[1]!, body: m[2]!, lineEnd: m.index + m[0].length });
  return out;
}

/** A path from the draft's folder to the source, with forward slashes (as Markdown links are written). */
export function relativeTarget(draftPath: string, sourcePath: string): string {
  return path.relative(path.dirname(draftPath), sourcePath).split(path.sep).join('/');
}

/**
 * A footnote reference at the claim's end and its definition naming the source and line
 * (`[^3]: ../papers/x.txt#L12`), following the draft's style: numbered labels continue the
 * highest number, and a draft whose definitions are Markdown links gets a link.
 */
export function footnoteInsertions(
  text: string,
  claimEnd: number,
  draftPath: string,
  source: { sourcePath: string; line: number },
  /** How the definition names the place ("line 12", later "p. 3"): `path, line 12` instead of `path#L12`. */
  location?: string,
): { label: string; insertions: Insertion[] } {
  const defs = footnoteDefinitions(text);
  const used = new Set(defs.map((d) => d.label));
  let n = Math.max(0, ...defs.map((d) => (/^\d+$/.test(d.label) ? Number(d.label) : 0))) + 1;
  while (used.has(String(n))) n++;
  const label = String(n);
  const target = `${relativeTarget(draftPath, source.sourcePath)}#L${source.line + 1}`;
  const linkStyle = defs.length > 0 && defs.every((d) => /\]\(/.test(d.body));
  const named = location ? `${relativeTarget(draftPath, source.sourcePath)}, ${location}` : target;
  const body = linkStyle ? `[${location ? named : target.replace(/#L(\d+)$/, ', line $1')}](${target})` : named;
  const line = `[^${label}]: ${body}`;
  const last = defs.at(-1);
  const definition: Insertion = last
    ? { offset: last.lineEnd, text: `\n${line}` }
    : { offset: text.length, text: `${text.endsWith('\n') ? '' : '\n'}\n${line}\n` };
  const reference: Insertion = { offset: claimEnd, text: `[^${label}]` };
  // At the very end of the draft both land on one offset: one insertion keeps their order.
  if (definition.offset === reference.offset) return { label, insertions: [{ offset: claimEnd, text: reference.text + definition.text }] };
  return { label, insertions: [reference, definition] };
}

/** Block markers at the start of a source line (heading, quote, list item): markup, not the source's words. */
const LINE_MARKER = /^[ \t]{0,3}(?:#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d{1,3}[.)][ \t]+)/gm;

/**
 * The span as it may be quoted: its words verbatim, cleaned only of markup (emphasis, links, tags, block
 * markers) and line breaks. Never reworded: every word is the source's, in the source's order.
 */
export function quotableText(spanText: string): string {
  return plainText(spanText.replace(LINE_MARKER, ''));
}

const FOOTNOTE_REFS_AFTER = /^(?:\[\^[^\]\s]+\])+/;

/**
 * "Quote the evidence": the span as a quotation right after the claim (after any footnote reference the claim
 * already has), with a new footnote naming the source and the place (`location`, e.g. "line 12").
 */
export function quoteInsertions(
  text: string,
  claimEnd: number,
  draftPath: string,
  span: { sourcePath: string; line: number; text: string },
  location: string,
): { label: string; quote: string; insertions: Insertion[] } | undefined {
  const quote = quotableText(span.text);
  if (!quote) return undefined;
  const at = claimEnd + (FOOTNOTE_REFS_AFTER.exec(text.slice(claimEnd))?.[0].length ?? 0);
  const { label, insertions } = footnoteInsertions(text, at, draftPath, span, location);
  const quoted = ` “${quote}”`;
  return { label, quote, insertions: insertions.map((i, n) => (n === 0 ? { offset: i.offset, text: quoted + i.text } : i)) };
}

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/**
 * "Don't use this source for this draft": `<!-- warrant exclude: ../papers/x.txt -->` on its own line at the top
 * of the draft (after any front matter). Undefined when the draft already excludes it.
 */
export function excludeSourceInsertion(text: string, draftPath: string, sourcePath: string): Insertion | undefined {
  const control = `<!-- warrant exclude: ${relativeTarget(draftPath, sourcePath)} -->`;
  if (text.includes(control)) return undefined;
  return { offset: FRONT_MATTER.exec(text)?.[0].length ?? 0, text: `${control}\n` };
}

/** `<!-- warrant: opinion -->` right before the sentence: the override covers the next sentence. */
export function controlInsertion(claimStart: number, modality: ControlModality): Insertion {
  return { offset: claimStart, text: `<!-- warrant: ${modality} --> ` };
}

/** `<!-- warrant-disable-next-line -->` on its own line above the claim's first line, same indentation. */
export function disableNextLineInsertion(text: string, claimStart: number): Insertion {
  const lineStart = text.lastIndexOf('\n', claimStart - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  return { offset: lineStart, text: `${indent}<!-- warrant-disable-next-line -->\n` };
}

/** True when the claim is the only text on its line(s) (indentation and list or quote markers aside). */
function aloneOnLines(text: string, at: { start: number; end: number }): boolean {
  const lineStart = text.lastIndexOf('\n', at.start - 1) + 1;
  const lineEnd = text.indexOf('\n', at.end);
  const before = text.slice(lineStart, at.start);
  const after = text.slice(at.end, lineEnd < 0 ? text.length : lineEnd);
  return /^[ \t]*(?:[-*+>][ \t]+|\d{1,3}[.)][ \t]+)?$/.test(before) && /^(?:\[\^[^\]\s]+\])*[ \t]*$/.test(after);
}

/**
 * "Don't check this sentence": `<!-- warrant-disable-next-line -->` above it when it has its line(s) to itself,
 * else `<!-- warrant off -->` … `<!-- warrant on -->` around exactly this sentence (the line's other sentences
 * stay checked).
 */
export function suppressClaimInsertions(text: string, at: { start: number; end: number }): Insertion[] {
  if (aloneOnLines(text, at)) return [disableNextLineInsertion(text, at.start)];
  return [
    { offset: at.start, text: '<!-- warrant off -->' },
    { offset: at.end, text: '<!-- warrant on -->' },
  ];
}

/** "Don't check the rest of this file": `<!-- warrant off -->` from this sentence on (its own line when the sentence starts one). */
export function suppressRestInsertion(text: string, claimStart: number): Insertion {
  const lineStart = text.lastIndexOf('\n', claimStart - 1) + 1;
  if (/^[ \t]*$/.test(text.slice(lineStart, claimStart))) {
    return { offset: lineStart, text: `${text.slice(lineStart, claimStart)}<!-- warrant off -->\n` };
  }
  return { offset: claimStart, text: '<!-- warrant off --> ' };
}

/**
 * Where the claim is now: its recorded offsets when the text there is unchanged, else its only
 * occurrence in the draft. Undefined when it was edited or is ambiguous (never guess).
 */
export function locateClaim(text: string, claim: { start: number; end: number; text: string }): { start: number; end: number } | undefined {
  if (text.slice(claim.start, claim.end) === claim.text) return { start: claim.start, end: claim.end };
  const first = text.indexOf(claim.text);
  if (first < 0 || text.indexOf(claim.text, first + 1) >= 0) return undefined;
  return { start: first, end: first + claim.text.length };
}

/**
 * Where each claim of a result is now (undefined where edited away), in one pass: an edit shifts every claim
 * after it by the same amount, so each claim is tried at its recorded offsets shifted as the claim before it was
 * before falling back to locateClaim's whole-text search. Keeps the work per keystroke proportional to the claims'
 * length rather than to claims × draft length (the cursor, hover and quick fixes ask after every edit).
 */
export function locateClaims(text: string, claims: ReadonlyArray<{ start: number; end: number; text: string }>): Array<{ start: number; end: number } | undefined> {
  let shift = 0;
  return claims.map((claim) => {
    const start = claim.start + shift;
    if (shift !== 0 && start >= 0 && text.startsWith(claim.text, start)) return { start, end: start + claim.text.length };
    const at = locateClaim(text, claim);
    if (at) shift = at.start - claim.start;
    return at;
  });
}

export interface Replacement {
  start: number;
  end: number;
  text: string;
}

/** A citation as the claim extractor reports it: where the reference sits and what it points at. */
export interface CitationRef {
  kind: 'footnote' | 'link' | 'key';
  label: string;
  target: string;
  range: { start: { line: number; character: number }; end: { line: number; character: number } };
}

/**
 * Points a claim's citation at another source and line (the "Fix citation" quick fix). A footnote's
 * definition is rewritten where it names the old target (the whole body otherwise); a footnote that other
 * sentences also reference is left alone and this claim gets a new footnote; a link gets a new URL.
 * Undefined when the reference is not where the extractor saw it (the draft changed).
 */
export function citationFix(
  text: string,
  citation: CitationRef,
  draftPath: string,
  source: { sourcePath: string; line: number; key?: string },
): Replacement[] | undefined {
  const target = `${relativeTarget(draftPath, source.sourcePath)}#L${source.line + 1}`;
  const refStart = offsetAt(text, citation.range.start);
  const refEnd = offsetAt(text, citation.range.end);
  const written = text.slice(refStart, refEnd);
  if (citation.kind === 'key') {
    // "[@wrong, p. 3]" → "[@right, p. 3]": only the key changes (its locator belonged to the old source, but
    // the writer decides; the claim is verified again after the edit).
    if (written !== citation.target || source.key === undefined) return undefined;
    return [{ start: refStart, end: refEnd, text: `@${source.key}` }];
  }
  if (citation.kind === 'link') {
    const at = written.lastIndexOf(`(${citation.target}`);
    if (!written.startsWith('[') || at < 0) return undefined;
    return [{ start: refStart + at + 1, end: refStart + at + 1 + citation.target.length, text: target }];
  }
  if (written !== `[^${citation.label}]`) return undefined;
  const def = footnoteDefinitions(text).find((d) => d.label === citation.label);
  if (!def) return undefined;
  const references = text.split(`[^${citation.label}]`).length - 2; // occurrences minus the definition's own
  if (references > 1) {
    // The definition is shared with other sentences: give this claim its own footnote instead.
    const { label, insertions } = footnoteInsertions(text, refEnd, draftPath, source);
    const definition = insertions.find((i) => i.offset !== refEnd)!; // definitions exist, so it is separate
    return [
      { start: refStart, end: refEnd, text: `[^${label}]` },
      { start: definition.offset, end: definition.offset, text: definition.text },
    ];
  }
  const bodyStart = def.lineEnd - def.body.length;
  if (citation.target && def.body.includes(citation.target)) {
    return [{ start: bodyStart, end: def.lineEnd, text: def.body.split(citation.target).join(target) }];
  }
  return [{ start: bodyStart, end: def.lineEnd, text: target }];
}

function offsetAt(text: string, position: { line: number; character: number }): number {
  let offset = 0;
  for (let line = 0; line < position.line; line++) {
    const next = text.indexOf('\n', offset);
    if (next < 0) return text.length;
    offset = next + 1;
  }
  return Math.min(offset + position.character, text.length);
}

/**
 * True when "Fix citation" can point the claim's citation at the suggested source: the claim cites something,
 * and a claim citing by key gets a key (a bibliography entry naming the file that carries it).
 */
export function canFixCitation(r: Pick<ClaimResult, 'suggestedCitation' | 'claim'>): boolean {
  if (!r.suggestedCitation || r.claim.citations.length === 0) return false;
  return r.suggestedCitation.key !== undefined || r.claim.citations.some((c) => c.kind !== 'key');
}
