// Shared helpers for the claim-extraction tests: run the extractor and check the offset invariants
// (text === draft.slice(start, end), trimmed, and a range that maps back to the same offsets).
import assert from 'node:assert/strict';
import * as path from 'node:path';
import { extractClaims, type ExtractOptions } from '../../src/core/claims';
import type { Claim, ClaimExtraction, Range } from '../../src/core/model';

export const ROOT = path.resolve('/work-root');
export const DRAFT = path.join(ROOT, 'drafts', 'chapter.md');

export function extract(text: string, options: Partial<ExtractOptions> = {}, documentPath = DRAFT): ClaimExtraction {
  const result = extractClaims(text, documentPath, { root: ROOT, checkHeadings: false, checkBlockquotes: false, minWords: 3, ...options });
  assertOffsets(text, result.claims);
  return result;
}

/** Independent line/character → offset conversion (CRLF, LF and CR line breaks). */
function lineOffsets(text: string): number[] {
  const starts = [0];
  for (const match of text.matchAll(/\r\n|\r|\n/g)) starts.push(match.index + match[0].length);
  return starts;
}

function offsetOf(starts: readonly number[], position: Range['start']): number {
  const lineStart = starts[position.line];
  assert.ok(lineStart !== undefined, `line ${position.line} exists`);
  return lineStart + position.character;
}

export function assertOffsets(text: string, claims: readonly Claim[]): void {
  const starts = lineOffsets(text);
  let previousEnd = 0;
  for (const claim of claims) {
    assert.equal(text.slice(claim.start, claim.end), claim.text, 'text is exactly draft.slice(start, end)');
    assert.equal(claim.text, claim.text.trim(), `claim is trimmed: ${JSON.stringify(claim.text)}`);
    assert.ok(claim.text.length > 0);
    assert.equal(offsetOf(starts, claim.range.start), claim.start, `range start of ${JSON.stringify(claim.text)}`);
    assert.equal(offsetOf(starts, claim.range.end), claim.end, `range end of ${JSON.stringify(claim.text)}`);
    assert.ok(claim.start >= previousEnd, 'claims are in document order and do not overlap');
    previousEnd = claim.end;
    for (const citation of claim.citations) {
      const start = offsetOf(starts, citation.range.start);
      const end = offsetOf(starts, citation.range.end);
      assert.ok(end > start && text.slice(start, end).length > 0);
    }
  }
}

export function claimFor(result: ClaimExtraction, textStart: string): Claim {
  const claim = result.claims.find((c) => c.text.startsWith(textStart));
  assert.ok(claim, `no claim starting with ${JSON.stringify(textStart)}; got ${JSON.stringify(result.claims.map((c) => c.text))}`);
  return claim;
}

export function texts(result: ClaimExtraction): string[] {
  return result.claims.map((c) => c.text);
}
