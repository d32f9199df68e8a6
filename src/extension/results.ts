// The latest result per document, and where each claim sits in the document's current text.
import * as vscode from 'vscode';
import type { ClaimResult, DocumentResult } from '../core/model';
import type { ResultStamp } from './current-results';
import { locateClaim, locateClaims } from './text-edits';

export interface StoredResult extends ResultStamp {
  uri: vscode.Uri;
  /** The path the engine verified under (a synthetic one for untitled documents). */
  documentPath: string;
  /** The draft's footnote and link-reference definitions when it was verified (see definitionsOf). */
  definitions: string;
  result: DocumentResult;
}

const DEFINITION_LINE = /^[ \t]{0,3}\[[^\]\n]+\]:.*$|<!--\s*warrant[ -]exclude\b[\s\S]*?-->/gm;

/**
 * The lines that define footnotes and reference links, and the draft's `<!-- warrant exclude: … -->` controls.
 * They sit outside the paragraphs whose claims they govern, so the engine's paragraph-level reuse cannot see an
 * edit to them: when they change, the draft is verified afresh.
 */
export function definitionsOf(text: string): string {
  return (text.match(DEFINITION_LINE) ?? []).join('\n');
}

export class ResultStore implements vscode.Disposable {
  private readonly byUri = new Map<string, StoredResult>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  get(uri: vscode.Uri): StoredResult | undefined {
    return this.byUri.get(uri.toString());
  }

  set(stored: StoredResult): void {
    this.byUri.set(stored.uri.toString(), stored);
    this.changed.fire(stored.uri);
  }

  delete(uri: vscode.Uri): void {
    if (this.byUri.delete(uri.toString())) this.changed.fire(uri);
  }

  clear(): void {
    const uris = [...this.byUri.values()].map((s) => s.uri);
    this.byUri.clear();
    for (const uri of uris) this.changed.fire(uri);
  }

  /** Every stored result (open drafts, and drafts verified by Verify Workspace). */
  all(): StoredResult[] {
    return [...this.byUri.values()];
  }

  find(uri: vscode.Uri, claimId: string): ClaimResult | undefined {
    return this.get(uri)?.result.results.find((r) => r.claim.id === claimId);
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** The claim's range in the document as it is now; undefined when the claim was edited away. */
export function currentRange(document: vscode.TextDocument, r: ClaimResult, text = document.getText()): vscode.Range | undefined {
  const at = locateClaim(text, r.claim);
  return at && new vscode.Range(document.positionAt(at.start), document.positionAt(at.end));
}

/** Current claim ranges per stored result, for the document version they were computed on. */
const rangeCache = new WeakMap<StoredResult, { version: number; ranges: Array<vscode.Range | undefined> }>();

/** Every claim's current range (undefined where edited away), located once per document version. */
export function currentRanges(document: vscode.TextDocument, stored: StoredResult): Array<vscode.Range | undefined> {
  const cached = rangeCache.get(stored);
  if (cached && cached.version === document.version) return cached.ranges;
  const ranges = locateClaims(document.getText(), stored.result.results.map((r) => r.claim)).map(
    (at) => at && new vscode.Range(document.positionAt(at.start), document.positionAt(at.end)),
  );
  rangeCache.set(stored, { version: document.version, ranges });
  return ranges;
}

/** The claims (with their current ranges) that intersect a range or contain a position. */
export function claimsAt(document: vscode.TextDocument, stored: StoredResult | undefined, where: vscode.Range | vscode.Position) {
  if (!stored) return [];
  const ranges = currentRanges(document, stored);
  const out: Array<{ result: ClaimResult; range: vscode.Range }> = [];
  stored.result.results.forEach((result, i) => {
    const range = ranges[i];
    if (!range) return;
    const hit = where instanceof vscode.Position ? range.contains(where) : range.intersection(where) !== undefined;
    if (hit) out.push({ result, range });
  });
  return out;
}
