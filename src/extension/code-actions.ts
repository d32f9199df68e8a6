// Quick fixes on a claim. Each runs a command, which re-checks the claim's text at apply time and
// refuses when it changed since it was diagnosed.
import * as vscode from 'vscode';
import type { ClaimResult } from '../core/model';
import { claimsAt, type ResultStore } from './results';
import { locationLabel } from './wording';
import { canFixCitation } from './text-edits';

const QUICKFIX = vscode.CodeActionKind.QuickFix;
export const KINDS = {
  applyRepair: QUICKFIX.append('warrant.applyRepair'),
  insertCitation: QUICKFIX.append('warrant.insertCitation'),
  fixCitation: QUICKFIX.append('warrant.fixCitation'),
  markOpinion: QUICKFIX.append('warrant.markOpinion'),
  markAuthorDefined: QUICKFIX.append('warrant.markAuthorDefined'),
  markInterpretive: QUICKFIX.append('warrant.markInterpretive'),
  disableNextLine: QUICKFIX.append('warrant.disableNextLine'),
  suppressRest: QUICKFIX.append('warrant.suppressRest'),
  quoteEvidence: QUICKFIX.append('warrant.quoteEvidence'),
  excludeSource: QUICKFIX.append('warrant.excludeSource'),
  addFolderToSources: QUICKFIX.append('warrant.addFolderToSources'),
  showEvidence: QUICKFIX.append('warrant.showEvidence'),
};

/** Verdicts that mean "the evidence is not where the warrant allowed looking". */
const SCOPE_LABELS = new Set(['not_in_corpus', 'out_of_scope']);

export class ClaimCodeActionProvider implements vscode.CodeActionProvider {
  static readonly metadata: vscode.CodeActionProviderMetadata = { providedCodeActionKinds: Object.values(KINDS) };

  constructor(
    private readonly store: ResultStore,
    private readonly hasExplicitSources: (document: vscode.TextDocument) => Promise<boolean>,
  ) {}

  async provideCodeActions(document: vscode.TextDocument, range: vscode.Range | vscode.Selection, context: vscode.CodeActionContext): Promise<vscode.CodeAction[]> {
    const out: vscode.CodeAction[] = [];
    const all = claimsAt(document, this.store.get(document.uri), range).filter(({ result }) => result.action !== 'pass');
    const claims = all.filter(({ result }) => result.action !== 'accept');
    const canWiden = claims.length > 0 && (await this.hasExplicitSources(document));
    for (const { result } of all) {
      const quote = this.quoteAction(document, result);
      if (quote) out.push(quote);
      const span = result.evidence[0];
      if (span && document.uri.scheme === 'file') {
        const title = `Don't use ${span.relPath} as evidence in this draft`;
        const a = new vscode.CodeAction(title, KINDS.excludeSource);
        a.command = { title, command: 'warrant.excludeSource', arguments: [document.uri.toString(), result.claim.id] };
        out.push(a);
      }
    }
    for (const { result, range: claimRange } of claims) {
      const diagnostics = context.diagnostics.filter((d) => d.source === 'warrant' && d.range.intersection(claimRange) !== undefined);
      out.push(...this.actionsFor(document, result, diagnostics, canWiden));
    }
    return context.only ? out.filter((a) => a.kind && context.only!.contains(a.kind)) : out;
  }

  /** A supported claim: quote its span, with a footnote naming the source and place (the fastest path to "cited"). */
  private quoteAction(document: vscode.TextDocument, r: ClaimResult): vscode.CodeAction | undefined {
    const span = r.evidence[0];
    if (!span || (r.action !== 'accept' && r.verdict.label !== 'supports')) return undefined;
    const title = `Quote the evidence (${span.relPath}, ${locationLabel(span)})`;
    const a = new vscode.CodeAction(title, KINDS.quoteEvidence);
    a.command = { title, command: 'warrant.quoteEvidence', arguments: [document.uri.toString(), r.claim.id] };
    return a;
  }

  private actionsFor(document: vscode.TextDocument, r: ClaimResult, diagnostics: vscode.Diagnostic[], canWiden: boolean): vscode.CodeAction[] {
    const args = [document.uri.toString(), r.claim.id];
    const action = (title: string, kind: vscode.CodeActionKind, command: string, extra: unknown[] = []) => {
      const a = new vscode.CodeAction(title, kind);
      a.command = { title, command, arguments: [...args, ...extra] };
      a.diagnostics = diagnostics;
      return a;
    };
    const out: vscode.CodeAction[] = [];
    if (r.repair?.verified) {
      const a = action(`Apply repair: “${r.repair.text}”`, KINDS.applyRepair, 'warrant.applyRepair');
      a.isPreferred = !r.repair.highRisk;
      out.push(a);
    }
    if (r.suggestedCitation && canFixCitation(r)) {
      const s = r.suggestedCitation;
      const a = action(s.key !== undefined ? `Fix citation: cite @${s.key} (${s.relPath})` : `Fix citation: cite ${s.relPath} line ${s.line + 1}`, KINDS.fixCitation, 'warrant.fixCitation');
      a.isPreferred = true;
      out.push(a);
    }
    const span = r.evidence[0];
    if (span && r.claim.citations.length === 0) {
      out.push(action(`Insert citation to ${span.relPath}:${span.line + 1}`, KINDS.insertCitation, 'warrant.insertCitation'));
    }
    if (SCOPE_LABELS.has(r.verdict.label) && canWiden) {
      out.push(action('Add a folder to the evidence sources…', KINDS.addFolderToSources, 'warrant.addFolderToSources'));
    }
    out.push(
      action('Mark as opinion', KINDS.markOpinion, 'warrant.insertControl', ['opinion']),
      action('Mark as author-defined', KINDS.markAuthorDefined, 'warrant.insertControl', ['author_defined']),
      action('Mark as interpretation', KINDS.markInterpretive, 'warrant.insertControl', ['interpretive']),
      action("Don't check this sentence", KINDS.disableNextLine, 'warrant.disableNextLine'),
      action("Don't check the rest of this file", KINDS.suppressRest, 'warrant.suppressRest'),
      action('Show evidence', KINDS.showEvidence, 'warrant.showEvidence'),
    );
    return out;
  }
}
