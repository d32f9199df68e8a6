// Command implementations. Claim-level commands take (documentUri, claimId) so they work from
// quick fixes, hover links and the panel alike, and re-check the claim's text before editing.
import { attentionOf } from './drafts-model';
import * as path from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import * as vscode from 'vscode';
import { realPathInside } from './safe-paths';
import { isPdfPath } from '../core/kernel/source-store';
import { locateOnPage, pageAt } from '../core/pdf/pages';
import { openPdfPage, SourcePageProvider, SOURCE_SCHEME } from './source-documents';
import { CONFIG_FILE_NAME } from '../core/config/schema';
import { nodeFileSystem } from '../core/fs/node-fs';
import { emptySummary, type ClaimResult, type Summary } from '../core/model';
import type { UpdateResult } from '../core/records/index';
import { ATTRIBUTION_VIEW_ID } from './attribution';
import { CONFIG_TEMPLATE } from './config-template';
import { quietOnClaims, scopeOf } from './source-scope';
import type { Ctx } from './ctx';
import {
  citationFix, controlInsertion, excludeSourceInsertion, footnoteInsertions, locateClaim, quoteInsertions, suppressClaimInsertions, suppressRestInsertion, type ControlModality, type Insertion,
} from './text-edits';
import { locationLabel } from './wording';
import { DocumentVerifier, folderOf } from './verifier';

export interface VerifySummary {
  documents: number;
  skipped: number;
  summary: Summary;
  cancelled: boolean;
}

export function registerCommands(ctx: Ctx): vscode.Disposable[] {
  const reg = vscode.commands.registerCommand;
  return [
    reg('warrant.verifyChapter', (uri?: vscode.Uri) => verifyChapter(ctx, uri)),
    // `cancel`: a token that also cancels the run (other extensions, tests); the notification's Cancel always does.
    reg('warrant.verifyWorkspace', (cancel?: vscode.CancellationToken) => verifyWorkspace(ctx, cancel)),
    reg('warrant.showEvidencePanel', () => ctx.panel.show(ctx.panel.selection ?? claimUnderCursor(ctx), true)),
    reg('warrant.openConfig', (near?: vscode.Uri) => openConfig(near)),
    reg('warrant.showLog', () => ctx.log.show()),
    reg('warrant.showEvidence', (uri: string, claimId: string) => ctx.panel.show({ uri: vscode.Uri.parse(uri), claimId }, true)),
    reg('warrant.applyRepair', (uri: string, claimId: string) => applyRepair(ctx, vscode.Uri.parse(uri), claimId)),
    reg('warrant.insertCitation', (uri: string, claimId: string) => insertCitation(ctx, vscode.Uri.parse(uri), claimId)),
    reg('warrant.fixCitation', (uri: string, claimId: string) => fixCitation(ctx, vscode.Uri.parse(uri), claimId)),
    reg('warrant.insertControl', (uri: string, claimId: string, modality: ControlModality) =>
      editClaim(ctx, vscode.Uri.parse(uri), claimId, (_, at) => [controlInsertion(at.start, modality)])),
    reg('warrant.disableNextLine', (uri: string, claimId: string) =>
      editClaim(ctx, vscode.Uri.parse(uri), claimId, (text, at) => suppressClaimInsertions(text, at))),
    reg('warrant.suppressRest', (uri: string, claimId: string) =>
      editClaim(ctx, vscode.Uri.parse(uri), claimId, (text, at) => [suppressRestInsertion(text, at.start)])),
    reg('warrant.quoteEvidence', (uri: string, claimId: string) => quoteEvidence(ctx, vscode.Uri.parse(uri), claimId)),
    reg('warrant.excludeSource', (uri: string, claimId: string) => excludeSource(ctx, vscode.Uri.parse(uri), claimId)),
    reg('warrant.addFolderToSources', (uri: string, claimId: string) => addFolderToSources(ctx, vscode.Uri.parse(uri), claimId)),
    reg('warrant.showAttributionDiff', () => showAttributionDiff(ctx)),
    reg('warrant.recordEvidence', () => recordEvidence(ctx)),
    reg('warrant.openSpan', (sourcePath: string, start: number, end: number, line: number) => openSpan(ctx, sourcePath, start, end, line)),
    vscode.workspace.registerTextDocumentContentProvider(SOURCE_SCHEME, new SourcePageProvider(ctx.engines)),
  ];
}

function claimUnderCursor(ctx: Ctx): { uri: vscode.Uri; claimId: string } | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return undefined;
  const hit = ctx.claimAt(editor.document, editor.selection.active);
  return hit && { uri: editor.document.uri, claimId: hit.claim.id };
}

async function verifyChapter(ctx: Ctx, uri?: vscode.Uri): Promise<VerifySummary | undefined> {
  const document = uri ? await vscode.workspace.openTextDocument(uri) : vscode.window.activeTextEditor?.document;
  if (!document || !DocumentVerifier.isMarkdown(document)) {
    void vscode.window.showInformationMessage('Warrant: open a Markdown draft to verify it.');
    return undefined;
  }
  const name = path.basename(document.uri.path);
  let cancelled = false;
  const outcome = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: `Warrant: verifying ${name}`, cancellable: true },
    (progress, token) => {
      const abort = new AbortController();
      token.onCancellationRequested(() => {
        cancelled = true;
        abort.abort();
      });
      let reported = 0;
      return ctx.verifier.verify(document, {
        force: true,
        signal: abort.signal,
        onProgress: (done, total) => {
          const pct = total ? (done / total) * 100 : 100;
          progress.report({ increment: pct - reported, message: `${done}/${total} claims` });
          reported = pct;
        },
      });
    },
  );
  if (outcome.kind === 'skipped') {
    void vscode.window.showWarningMessage(`Warrant: ${name} was not verified: ${outcome.reason}`);
    return undefined;
  }
  // superseded by a newer run of the same draft (an edit, a source changed under it) rather than cancelled: report
  // that run's result, which is the current one
  const stored = outcome.kind === 'stale' ? (cancelled ? undefined : await ctx.verifier.current(document)) : outcome.stored;
  if (!stored) return { documents: 0, skipped: 0, summary: emptySummary(), cancelled: true };
  const result: VerifySummary = { documents: 1, skipped: 0, summary: stored.result.summary, cancelled: false };
  const sources = stored.result.sources;
  if (quietOnClaims(sources)) {
    // Asked for explicitly: say why no claim is marked (the automatic runs leave it to the status bar).
    const scope = scopeOf(sources);
    const why = scope.kind === 'problems' ? scope.lines.join('; ') : 'this workspace has no source file to check claims against';
    void vscode.window
      .showWarningMessage(`Warrant: ${name} was not checked: ${why}.`, 'Open .warrant.json')
      .then((choice) => choice && vscode.commands.executeCommand('warrant.openConfig', document.uri));
    return result;
  }
  void vscode.window.showInformationMessage(`Warrant: ${name}: ${summaryText(result.summary)}`);
  return result;
}

async function verifyWorkspace(ctx: Ctx, cancel?: vscode.CancellationToken): Promise<VerifySummary> {
  const total: VerifySummary = { documents: 0, skipped: 0, summary: emptySummary(), cancelled: false };
  await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: 'Warrant: verifying workspace drafts', cancellable: true },
    async (progress, notification) => {
      const abort = new AbortController();
      notification.onCancellationRequested(() => abort.abort());
      // Menus pass their own arguments: only a real cancellation token is listened to.
      const external = isCancellationToken(cancel) ? cancel.onCancellationRequested(() => abort.abort()) : undefined;
      if (isCancellationToken(cancel) && cancel.isCancellationRequested) abort.abort();
      try {
        await verifyDrafts(ctx, total, progress, abort.signal);
      } finally {
        external?.dispose();
      }
    },
  );
  const head = `Warrant: ${total.cancelled ? 'cancelled after ' : ''}${total.documents} draft${total.documents === 1 ? '' : 's'}`;
  void vscode.window.showInformationMessage(`${head}: ${summaryText(total.summary)}${total.skipped ? ` (${total.skipped} skipped, see the log)` : ''}`);
  ctx.log.info(`${head}: ${summaryText(total.summary)}`);
  return total;
}

function isCancellationToken(x: unknown): x is vscode.CancellationToken {
  return typeof x === 'object' && x !== null && typeof (x as vscode.CancellationToken).onCancellationRequested === 'function';
}

/** Every draft of every folder (the config's `drafts`), one after another, until done or cancelled. */
async function verifyDrafts(
  ctx: Ctx,
  total: VerifySummary,
  progress: vscode.Progress<{ message?: string; increment?: number }>,
  signal: AbortSignal,
): Promise<void> {
  const drafts: vscode.Uri[] = [];
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const host = await ctx.engines.get(folder);
    if (!host) continue;
    const found = await vscode.workspace.findFiles(new vscode.RelativePattern(folder, '**/*.{md,markdown}'), '{**/node_modules/**,**/.git/**}');
    drafts.push(...found.filter((u) => host.isDraft(u.fsPath)));
  }
  drafts.sort((a, b) => a.fsPath.localeCompare(b.fsPath));
  for (const [i, uri] of drafts.entries()) {
    if (signal.aborted) {
      total.cancelled = true;
      break;
    }
    progress.report({ increment: 100 / drafts.length, message: `${i + 1}/${drafts.length} ${vscode.workspace.asRelativePath(uri)}` });
    const document = await vscode.workspace.openTextDocument(uri);
    const outcome = await ctx.verifier.verify(document, { force: true, signal });
    if (outcome.kind !== 'done') {
      if (outcome.kind === 'stale' && signal.aborted) total.cancelled = true;
      else total.skipped++;
      continue;
    }
    total.documents++;
    for (const k of Object.keys(total.summary) as Array<keyof Summary>) total.summary[k] += outcome.stored.result.summary[k];
  }
}

export function summaryText(s: Summary): string {
  const attention = attentionOf(s);
  return `${s.claims - s.pass} claims checked, ${s.accept} accepted, ${attention} need attention (${s.repair} repair, ${s.refute} refuted, ${s.review} review, ${s.abstain} not verified)`;
}

/** Finds the claim and where it is now; tells the user and returns undefined when it changed. */
async function claimInDocument(ctx: Ctx, uri: vscode.Uri, claimId: string) {
  const result = ctx.store.find(uri, claimId);
  const document = await vscode.workspace.openTextDocument(uri);
  const at = result && locateClaim(document.getText(), result.claim);
  if (!result || !at) {
    void vscode.window.showWarningMessage('Warrant: the sentence changed since it was verified; nothing was edited. Verify the draft again.');
    return undefined;
  }
  return { result, document, at };
}

async function editClaim(
  ctx: Ctx,
  uri: vscode.Uri,
  claimId: string,
  insertions: (text: string, at: { start: number; end: number }, result: ClaimResult, document: vscode.TextDocument) => Insertion[],
): Promise<boolean> {
  const found = await claimInDocument(ctx, uri, claimId);
  if (!found) return false;
  const { document, at, result } = found;
  const edit = new vscode.WorkspaceEdit();
  for (const ins of insertions(document.getText(), at, result, document)) edit.insert(uri, document.positionAt(ins.offset), ins.text);
  return vscode.workspace.applyEdit(edit);
}

async function applyRepair(ctx: Ctx, uri: vscode.Uri, claimId: string): Promise<boolean> {
  const found = await claimInDocument(ctx, uri, claimId);
  if (!found) return false;
  const { document, at, result } = found;
  if (!result.repair?.verified) {
    void vscode.window.showWarningMessage('Warrant: this claim has no verified repair to apply.');
    return false;
  }
  const edit = new vscode.WorkspaceEdit();
  edit.replace(uri, new vscode.Range(document.positionAt(at.start), document.positionAt(at.end)), result.repair.text);
  const applied = await vscode.workspace.applyEdit(edit);
  if (applied) ctx.log.info(`applied repair: "${result.claim.text}" → "${result.repair.text}"`);
  return applied;
}

async function insertCitation(ctx: Ctx, uri: vscode.Uri, claimId: string): Promise<boolean> {
  const stored = ctx.store.get(uri);
  return editClaim(ctx, uri, claimId, (text, at, result) => {
    const span = result.evidence[0];
    if (!span || !stored) return [];
    return footnoteInsertions(text, at.end, stored.documentPath, span).insertions;
  });
}

/**
 * Quotes the claim's evidence span after it, with a footnote naming the source and place, then verifies the
 * draft again at once (whatever warrant.run says): the claim is now carried by a quotation and its citation.
 */
async function quoteEvidence(ctx: Ctx, uri: vscode.Uri, claimId: string): Promise<boolean> {
  const stored = ctx.store.get(uri);
  let quoted = false;
  const applied = await editClaim(ctx, uri, claimId, (text, at, result) => {
    const span = result.evidence[0];
    const edit = span && stored && quoteInsertions(text, at.end, stored.documentPath, span, locationLabel(span));
    quoted = !!edit;
    return edit ? edit.insertions : [];
  });
  if (!applied || !quoted) return false;
  ctx.log.info(`quoted the evidence of "${ctx.store.find(uri, claimId)?.claim.text ?? claimId}"`);
  await ctx.verifier.current(await vscode.workspace.openTextDocument(uri)); // the result of the edited text, not an older one
  return true;
}

/**
 * Takes the source of the claim's evidence out of this draft's warrants (`<!-- warrant exclude: … -->` at the top,
 * read by the CLI too), then verifies the draft again: its claims must now be carried by the other sources.
 */
async function excludeSource(ctx: Ctx, uri: vscode.Uri, claimId: string): Promise<boolean> {
  const stored = ctx.store.get(uri);
  const span = ctx.store.find(uri, claimId)?.evidence[0];
  if (!stored || !span) return false;
  const insertion = excludeSourceInsertion((await vscode.workspace.openTextDocument(uri)).getText(), stored.documentPath, span.sourcePath);
  if (!insertion) return false;
  const applied = await editClaim(ctx, uri, claimId, () => [insertion]);
  if (!applied) return false;
  ctx.log.info(`${span.relPath} is no longer evidence for ${vscode.workspace.asRelativePath(uri)}`);
  await ctx.verifier.current(await vscode.workspace.openTextDocument(uri));
  return true;
}

/** Points the claim's citation at the source that carries it (the engine's suggestedCitation). */
async function fixCitation(ctx: Ctx, uri: vscode.Uri, claimId: string): Promise<boolean> {
  const found = await claimInDocument(ctx, uri, claimId);
  const stored = ctx.store.get(uri);
  const folder = found && folderOf(found.document);
  const host = folder && (await ctx.engines.get(folder));
  const suggested = found?.result.suggestedCitation;
  if (!found || !stored || !host || !suggested) return false;
  const sourcePath = path.resolve(host.config.root, suggested.relPath);
  const citations = found.result.claim.citations;
  // a key citation can only be fixed with a key; prefer the citation that points elsewhere
  const fixable = citations.filter((c) => c.kind !== 'key' || suggested.key !== undefined);
  const citation = fixable.find((c) => c.resolvedPath !== sourcePath) ?? fixable[0];
  const edits = citation && citationFix(found.document.getText(), citation, stored.documentPath, { sourcePath, line: suggested.line, key: suggested.key });
  if (!edits) {
    void vscode.window.showWarningMessage("Warrant: the claim's citation changed since it was verified; nothing was edited. Verify the draft again.");
    return false;
  }
  const edit = new vscode.WorkspaceEdit();
  for (const e of edits) edit.replace(uri, new vscode.Range(found.document.positionAt(e.start), found.document.positionAt(e.end)), e.text);
  const applied = await vscode.workspace.applyEdit(edit);
  if (applied) ctx.log.info(`fixed citation of "${found.result.claim.text}" → ${suggested.relPath}:${suggested.line + 1}`);
  return applied;
}

/** An explicit, user-confirmed widening of the warrant: a folder is added to "sources" in the config. */
async function addFolderToSources(ctx: Ctx, uri: vscode.Uri, claimId: string): Promise<boolean> {
  const document = await vscode.workspace.openTextDocument(uri);
  const folder = folderOf(document);
  const host = folder && (await ctx.engines.get(folder));
  if (!folder || !host?.config.configPath || !ctx.store.find(uri, claimId)) return false;
  const picked = await vscode.window.showOpenDialog({
    canSelectFolders: true,
    canSelectFiles: false,
    canSelectMany: false,
    defaultUri: folder.uri,
    openLabel: 'Add to evidence sources',
  });
  if (!picked?.[0]) return false;
  const pickedPath = await nodeFileSystem.realpath(picked[0].fsPath).catch(() => picked[0]!.fsPath);
  const rel = path.relative(host.config.root, pickedPath).split(path.sep).join('/');
  if (!rel || rel.startsWith('..') || path.isAbsolute(rel)) {
    void vscode.window.showWarningMessage('Warrant: choose a folder inside the workspace (the config root).');
    return false;
  }
  const confirm = await vscode.window.showWarningMessage(
    `Allow Warrant to read "${rel}" as evidence for every claim in ${folder.name}? This widens the warrant in ${CONFIG_FILE_NAME}.`,
    { modal: true },
    'Add to Sources',
  );
  if (confirm !== 'Add to Sources') return false;
  const configUri = vscode.Uri.file(host.config.configPath);
  const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(configUri));
  const edits = modify(text, ['sources', -1], rel, { formattingOptions: { insertSpaces: true, tabSize: 2 }, isArrayInsertion: true });
  await vscode.workspace.fs.writeFile(configUri, new TextEncoder().encode(applyEdits(text, edits)));
  ctx.log.info(`added "${rel}" to the sources of ${host.config.configPath}`);
  await ctx.configChanged(folder);
  return true;
}

async function showAttributionDiff(ctx: Ctx): Promise<void> {
  await vscode.commands.executeCommand(`${ATTRIBUTION_VIEW_ID}.focus`);
  await ctx.attribution.refresh();
}

/** Writes the current results of the verified drafts to the evidence lockfile: the diff's new baseline. */
async function recordEvidence(ctx: Ctx): Promise<UpdateResult[]> {
  if (!vscode.workspace.isTrusted) {
    void vscode.window.showWarningMessage('Warrant: recording evidence writes the lockfile, which needs a trusted workspace. Nothing was written.');
    return [];
  }
  const results = await ctx.attribution.record();
  if (!results.length) {
    void vscode.window.showInformationMessage('Warrant: nothing to record yet. Open and verify a draft first.');
    return results;
  }
  const changed = results.reduce((n, r) => n + r.changed + r.removed, 0);
  const unchanged = results.reduce((n, r) => n + r.unchanged, 0);
  const files = results.map((r) => vscode.workspace.asRelativePath(r.lockfile)).join(', ');
  void vscode.window.showInformationMessage(`Warrant: evidence recorded in ${files} (${changed} record${changed === 1 ? '' : 's'} changed, ${unchanged} unchanged).`);
  return results;
}

/** Opens the folder's `.warrant.json`, creating a starter one (CONFIG_TEMPLATE) when it has none. `near`: a file of that folder. */
async function openConfig(near?: vscode.Uri): Promise<void> {
  const folders = vscode.workspace.workspaceFolders ?? [];
  const own = near instanceof vscode.Uri ? vscode.workspace.getWorkspaceFolder(near) : undefined;
  const folder = own ?? (folders.length > 1 ? await vscode.window.showWorkspaceFolderPick({ placeHolder: 'Open the Warrant config of which folder?' }) : folders[0]);
  if (!folder) {
    void vscode.window.showInformationMessage('Warrant: open a folder first; the config lives at its root.');
    return;
  }
  const uri = vscode.Uri.joinPath(folder.uri, CONFIG_FILE_NAME);
  const exists = await vscode.workspace.fs.stat(uri).then(() => true, () => false);
  if (!exists) await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(CONFIG_TEMPLATE));
  await vscode.window.showTextDocument(uri);
}

async function openSpan(ctx: Ctx, sourcePath: string, start: number, end: number, line: number): Promise<void> {
  // The path may come from the lockfile (user-editable): open it only when it lies inside the workspace.
  const real = typeof sourcePath === 'string' ? await realPathInside(sourcePath) : undefined;
  if (real === undefined) {
    void vscode.window.showWarningMessage('Warrant: that source is not a file inside the workspace, so it is not opened.');
    return;
  }
  if (isPdfPath(real)) {
    // A PDF opens as the extracted text of the span's page (offsets in the span index the whole extracted text).
    const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(sourcePath));
    const host = folder ? await ctx.engines.get(folder) : undefined;
    const doc = host ? await host.recordSources.load(real).catch(() => undefined) : undefined;
    if (!host || !doc?.pages) {
      void vscode.window.showWarningMessage(`Warrant: ${path.basename(sourcePath)} gives no text to show.`);
      return;
    }
    const at = locateOnPage(doc.pages, doc.text.length, Math.min(start, doc.text.length), Math.min(Math.max(start, end), doc.text.length));
    const page = at?.page ?? pageAt(doc.pages, doc.text.length, Math.min(start, doc.text.length)) ?? 1;
    await openPdfPage(sourcePath, path.relative(host.config.root, sourcePath).split(path.sep).join('/'), page, at?.start ?? 0, at?.end ?? 0);
    return;
  }
  const document = await vscode.workspace.openTextDocument(vscode.Uri.file(sourcePath));
  const inRange = end <= document.getText().length;
  const range = inRange ? new vscode.Range(document.positionAt(start), document.positionAt(end)) : new vscode.Range(line, 0, line, 0);
  await vscode.window.showTextDocument(document, { selection: range, preview: true, viewColumn: vscode.ViewColumn.Beside });
}
