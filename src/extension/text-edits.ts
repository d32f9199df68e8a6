// Pure text edits behind the quick fixes: where to insert what, given the draft's text.
// Offsets are JS string indices into the draft, as the engine reports them.
import * as path from 'node:path';
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
): { label: string; insertions: Insertion[] } {
  const defs = footnoteDefinitions(text);
  const used = new Set(defs.map((d) => d.label));
  let n = Math.max(0, ...defs.map((d) => (/^\d+$/.test(d.label) ? Number(d.label) : 0))) + 1;
  while (used.has(String(n))) n++;
  const label = String(n);
  const target = `${relativeTarget(draftPath, source.sourcePath)}#L${source.line + 1}`;
  const linkStyle = defs.length > 0 && defs.every((d) => /\]\(/.test(d.body));
  const body = linkStyle ? `[${target.replace(/#L(\d+)$/, ', line $1')}](${target})` : target;
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
