// Hover on a claim: verdict, action, the verbatim evidence as plain text, source link, quality,
// drift, why, and command links. Only our own commands are trusted; no HTML.
import * as vscode from 'vscode';
import type { ClaimResult, EvidenceSet, EvidenceSpan } from '../core/model';
import { claimsAt, type ResultStore } from './results';
import { compositionWords, describeProblem, excerpt, labelWords, markdownText, outcomeWords, spanLocation } from './wording';

export const HOVER_COMMANDS = ['warrant.showEvidence', 'warrant.applyRepair', 'warrant.openSpan'];

export class ClaimHoverProvider implements vscode.HoverProvider {
  constructor(private readonly store: ResultStore) {}

  provideHover(document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
    const hit = claimsAt(document, this.store.get(document.uri), position).find((c) => c.result.action !== 'pass');
    return hit && new vscode.Hover(claimHover(document.uri, hit.result), hit.range);
  }
}

export function claimHover(uri: vscode.Uri, r: ClaimResult): vscode.MarkdownString {
  const md = new vscode.MarkdownString('', false);
  md.isTrusted = { enabledCommands: HOVER_COMMANDS };
  md.supportHtml = false;
  md.appendMarkdown(`**Warrant: ${r.action}** · ${labelWords(r.verdict.label)} · quality ${r.verdict.quality} · drift ${r.verdict.driftScore.toFixed(2)}\n\n`);
  if (r.action !== 'accept') {
    md.appendMarkdown(markdownText(describeProblem(r)));
    md.appendMarkdown('\n\n');
  }
  for (const span of r.evidence.slice(0, 2)) appendSpan(md, span, 'Evidence');
  if (r.refutation && r.refutation.outcome !== 'no_counterevidence_found') {
    const [counter] = r.refutation.evidence;
    if (counter) appendSpan(md, counter, `Counter-evidence (${outcomeWords(r.refutation.outcome)})`);
    else md.appendMarkdown(`*Counter-evidence search:* ${outcomeWords(r.refutation.outcome)}\n\n`);
  }
  if (r.evidenceSet) appendEvidenceSet(md, r.evidenceSet);
  if (r.suggestedCitation) {
    md.appendMarkdown('*Cited source does not carry this:* ');
    const key = r.suggestedCitation.key !== undefined ? `@${r.suggestedCitation.key}, ` : '';
    md.appendMarkdown(markdownText(`${key}${r.suggestedCitation.relPath} line ${r.suggestedCitation.line + 1} does (${r.suggestedCitation.reason}).`));
    md.appendMarkdown('\n\n');
  }
  md.appendMarkdown('*Why:* ');
  md.appendMarkdown(markdownText(r.verdict.reason));
  md.appendMarkdown('\n\n');
  if (r.repair) {
    md.appendMarkdown(r.repair.verified ? '*Verified rewrite:* ' : '*Unverified rewrite (review):* ');
    md.appendMarkdown(markdownText(r.repair.text));
    md.appendMarkdown('\n\n');
  }
  const links = [`[Show evidence](${commandLink('warrant.showEvidence', [uri.toString(), r.claim.id])})`];
  if (r.repair?.verified) links.push(`[Apply repair](${commandLink('warrant.applyRepair', [uri.toString(), r.claim.id])})`);
  md.appendMarkdown(links.join(' · '));
  return md;
}

/** The synthesis as parts: each sourced atom with its span, each join marked as the author's. */
function appendEvidenceSet(md: vscode.MarkdownString, set: EvidenceSet): void {
  md.appendMarkdown(`*Synthesis* — ${compositionWords(set.compositionVerdict)}: `);
  md.appendMarkdown(markdownText(set.note));
  md.appendMarkdown('\n\n');
  set.subclaims.forEach((part, i) => {
    md.appendMarkdown(`${i + 1}. **${labelWords(part.verdict.label)}** — `);
    md.appendMarkdown(markdownText(part.text));
    const [span] = part.evidence;
    if (span) {
      md.appendMarkdown(` · [`);
      md.appendText(spanLocation(span));
      md.appendMarkdown(`](${commandLink('warrant.openSpan', [span.sourcePath, span.start, span.end, span.line])}): `);
      md.appendMarkdown(markdownText(`“${excerpt(span.text, 120)}”`));
    }
    md.appendMarkdown('\n');
  });
  for (const join of set.joins) {
    md.appendMarkdown("- *Join (author's interpretation, no source):* ");
    md.appendMarkdown(markdownText(join.text));
    md.appendMarkdown('\n');
  }
  md.appendMarkdown('\n');
}

function appendSpan(md: vscode.MarkdownString, span: EvidenceSpan, title: string): void {
  md.appendMarkdown(`*${title}* — [`);
  md.appendText(spanLocation(span));
  md.appendMarkdown(`](${commandLink('warrant.openSpan', [span.sourcePath, span.start, span.end, span.line])}):\n\n> `);
  md.appendMarkdown(markdownText(span.text.replace(/\s+/g, ' ').trim()));
  md.appendMarkdown('\n\n');
}

export function commandLink(command: string, args: unknown[]): string {
  return `command:${command}?${encodeURIComponent(JSON.stringify(args))}`;
}
