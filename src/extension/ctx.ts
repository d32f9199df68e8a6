// The extension's context (rust-analyzer style): owns every long-lived object and the event wiring.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { CONFIG_FILE_NAME } from '../core/config/schema';
import { LOCKFILE_NAME, type AttributionDiff } from '../core/records/index';
import { AttributionDiffView, type DiffTreeNode } from './attribution';
import type { ClaimResult, DocumentResult } from '../core/model';
import { ClaimCodeActionProvider } from './code-actions';
import { registerCommands } from './commands';
import { EngineHost } from './engines';
import { ErrorReporter } from './errors';
import { CitationCompletionProvider } from './citation-completion';
import { ClaimHoverProvider } from './hover';
import { EVIDENCE_VIEW_ID, EvidencePanel } from './panel';
import { spanOf } from './protocol';
import { claimsAt, ResultStore } from './results';
import { readSettings } from './settings';
import { StatusItem } from './status';
import { NoticeOnce, noticeText, scopeOf } from './source-scope';
import { DocumentVerifier, folderOf } from './verifier';
import { DraftsView, type DraftsSnapshot } from './drafts-view';

/** Saves often come in bursts (save all, git checkout): wait this long for the burst to end. */
const SOURCE_CHANGE_DELAY_MS = 200;

const MARKDOWN: vscode.DocumentSelector = [
  { language: 'markdown', scheme: 'file' },
  { language: 'markdown', scheme: 'untitled' },
];

/** What activate() returns: used by the integration tests, stable for other extensions. */
export interface WarrantApi {
  verify(uri: vscode.Uri): Promise<DocumentResult | undefined>;
  result(uri: vscode.Uri): DocumentResult | undefined;
  /** The claim id the evidence panel last rendered (null: its empty state; undefined: never rendered). */
  panelRenderedClaimId(): string | null | undefined;
  onPanelRendered: vscode.Event<string | null>;
  statusText(): string;
  /** The Drafts view's rows (each verified draft with its counts by action). */
  draftsTree(): DraftsSnapshot[];
  /** The Attribution Diff view's content once pending recomputations are done. */
  attributionDiffTree(): Promise<DiffTreeNode[]>;
  /** Every folder's attribution diff once pending recomputations are done (undefined: nothing recorded). */
  attributionDiffs(): Promise<Array<{ folder: string; diff: AttributionDiff | undefined; error: string | undefined }>>;
  onAttributionDiffUpdated: vscode.Event<unknown>;
}

export class Ctx implements vscode.Disposable {
  readonly log = vscode.window.createOutputChannel('Warrant', { log: true });
  readonly errors = new ErrorReporter(this.log);
  readonly store = new ResultStore();
  readonly diagnostics = vscode.languages.createDiagnosticCollection('warrant');
  readonly engines = new EngineHost(this.log, this.errors, { showIndexing: (done, total) => this.status.showIndexing(done, total) });
  readonly verifier: DocumentVerifier;
  readonly panel: EvidencePanel;
  readonly status = new StatusItem(this.store);
  readonly attribution: AttributionDiffView;
  readonly drafts: DraftsView;
  private readonly disposables: vscode.Disposable[] = [];
  private sourceChangeTimer: NodeJS.Timeout | undefined;
  private readonly changedSources = new Set<string>();
  private readonly handledVersions = new Map<string, string>(); // absPath → "mtime:size" last flushed
  private readonly sourceNotices = new NoticeOnce();

  constructor(readonly extension: vscode.ExtensionContext) {
    // A packaged extension's README is `readme.md` (vsce lowercases it); a development folder's is `README.md`.
    const readme = existsSync(path.join(extension.extensionPath, 'README.md')) ? 'README.md' : 'readme.md';
    const docsUri = vscode.Uri.joinPath(extension.extensionUri, readme);
    this.verifier = new DocumentVerifier(this.engines, this.store, this.diagnostics, this.errors, this.log, docsUri, (folder, check) => this.sourcesChecked(folder, check));
    this.attribution = new AttributionDiffView(this.engines, this.store, this.errors, this.log, {
      applyPendingSourceChanges: () => this.applyPendingSourceChanges(),
      current: (document) => this.verifier.current(document),
    });
    this.drafts = new DraftsView(this.store);
    this.panel = new EvidencePanel(extension.extensionUri, this.store, (message, selected) => {
      if (!selected) return;
      if (message.type === 'applyRepair') void vscode.commands.executeCommand('warrant.applyRepair', selected.uri.toString(), message.claimId);
      if (message.type === 'fixCitation') void vscode.commands.executeCommand('warrant.fixCitation', selected.uri.toString(), message.claimId);
      if (message.type === 'openSpan') {
        const r = this.store.find(selected.uri, selected.claimId);
        const span = r && spanOf(r, message);
        if (span) void vscode.commands.executeCommand('warrant.openSpan', span.sourcePath, span.start, span.end, span.line);
      }
    });
  }

  start(): WarrantApi {
    const d = this.disposables;
    d.push(
      this.log, this.store, this.diagnostics, this.engines, this.verifier, this.panel, this.status, this.attribution.register(), this.drafts.register(),
      vscode.window.registerWebviewViewProvider(EVIDENCE_VIEW_ID, this.panel, { webviewOptions: { retainContextWhenHidden: true } }),
      vscode.languages.registerHoverProvider(MARKDOWN, new ClaimHoverProvider(this.store)),
      vscode.languages.registerCompletionItemProvider(MARKDOWN, new CitationCompletionProvider(this.engines), ...CitationCompletionProvider.triggerCharacters),
      vscode.languages.registerCodeActionsProvider(MARKDOWN, new ClaimCodeActionProvider(this.store, (doc) => this.hasExplicitSources(doc)), ClaimCodeActionProvider.metadata),
      ...registerCommands(this),
      vscode.workspace.onDidOpenTextDocument((doc) => this.autoVerify(doc, 'open')),
      vscode.workspace.onDidChangeTextDocument((e) => e.contentChanges.length && this.autoVerify(e.document, 'change')),
      vscode.workspace.onDidSaveTextDocument((doc) => this.saved(doc)),
      vscode.workspace.onDidCloseTextDocument((doc) => doc.uri.scheme === 'untitled' && this.verifier.forget(doc.uri)),
      vscode.window.tabGroups.onDidChangeTabs((e) => this.tabsClosed(e.closed)),
      vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration('warrant') && this.settingsChanged(e)),
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.engines.reset()),
      vscode.window.onDidChangeActiveTextEditor((editor) => this.status.update(editor)),
      vscode.window.onDidChangeTextEditorSelection((e) => this.followCursor(e.textEditor)),
      this.store.onDidChange((uri) => uri.toString() === vscode.window.activeTextEditor?.document.uri.toString() && this.status.update(vscode.window.activeTextEditor)),
      this.watchFiles(),
    );
    for (const doc of vscode.workspace.textDocuments) this.autoVerify(doc, 'open');
    this.log.info('Warrant started');
    return {
      verify: async (uri) => {
        const outcome = await this.verifier.verify(await vscode.workspace.openTextDocument(uri), { force: true });
        return outcome.kind === 'done' ? outcome.stored.result : undefined;
      },
      result: (uri) => this.store.get(uri)?.result,
      panelRenderedClaimId: () => this.panel.renderedClaimId,
      onPanelRendered: this.panel.onDidRender,
      statusText: () => this.status.text,
      draftsTree: () => this.drafts.snapshot(),
      attributionDiffTree: async () => {
        await this.attribution.refresh();
        return this.attribution.snapshot();
      },
      attributionDiffs: async () => {
        await this.attribution.refresh();
        return this.attribution.current.map((f) => ({ folder: f.folder.uri.fsPath, diff: f.diff, error: f.error }));
      },
      onAttributionDiffUpdated: this.attribution.onDidUpdate,
    };
  }

  /**
   * A folder's sources give nothing to search: one notification, again only when the problems change (the
   * status bar says it for as long as it lasts). No sources at all is said in the status bar only.
   */
  private sourcesChecked(folder: vscode.WorkspaceFolder, check: DocumentResult['sources']): void {
    const text = noticeText(folder.name, check);
    if (!this.sourceNotices.take(folder.uri.toString(), text) || !text) return;
    this.log.warn(text);
    const scope = scopeOf(check);
    const fix = scope.kind === 'problems' && scope.fromSetting ? 'Open Setting' : 'Open .warrant.json';
    void vscode.window.showWarningMessage(text, fix).then((choice) => {
      if (choice === 'Open Setting') void vscode.commands.executeCommand('workbench.action.openSettings', 'warrant.sources');
      else if (choice) void vscode.commands.executeCommand('warrant.openConfig', folder.uri);
    });
  }

  claimAt(document: vscode.TextDocument, position: vscode.Position): ClaimResult | undefined {
    return claimsAt(document, this.store.get(document.uri), position).find((c) => c.result.action !== 'pass')?.result;
  }

  /**
   * The config of a folder changed (file edit or quick fix): reload it and verify again the drafts in editors or
   * with results (Verify Workspace's). Documents VS Code merely keeps loaded after their tab closed are left
   * alone: verifying them would be work for nobody, ahead of the drafts the writer is looking at.
   */
  async configChanged(folder?: vscode.WorkspaceFolder): Promise<void> {
    this.engines.reset(folder);
    const shown = tabUris();
    for (const doc of vscode.workspace.textDocuments) {
      if (!shown.has(doc.uri.toString()) && !this.store.get(doc.uri)) continue;
      if (!folder || folderOf(doc)?.uri.toString() === folder.uri.toString()) this.autoVerify(doc, 'open');
    }
  }

  dispose(): void {
    clearTimeout(this.sourceChangeTimer);
    for (const x of this.disposables.reverse()) x.dispose();
  }

  private autoVerify(document: vscode.TextDocument, why: 'open' | 'change' | 'save'): void {
    if (!DocumentVerifier.isMarkdown(document)) return;
    const mode = readSettings(document).run;
    if (mode === 'manual') return;
    if (why === 'change') {
      if (mode === 'onType') this.verifier.schedule(document);
      return;
    }
    void this.verifier.verify(document);
  }

  private settingsChanged(e: vscode.ConfigurationChangeEvent): void {
    if (e.affectsConfiguration('warrant.sources') || e.affectsConfiguration('warrant.exclude')) {
      void this.configChanged();
      return;
    }
    if (e.affectsConfiguration('warrant.severity')) {
      for (const doc of vscode.workspace.textDocuments) void this.verifier.republish(doc);
    }
    this.status.update(vscode.window.activeTextEditor);
  }

  private followCursor(editor: vscode.TextEditor): void {
    const hit = this.claimAt(editor.document, editor.selection.active);
    if (hit) this.panel.follow({ uri: editor.document.uri, claimId: hit.claim.id });
  }

  /** "Add folder to sources" only makes sense when the config file lists sources (else everything is a source). */
  private async hasExplicitSources(document: vscode.TextDocument): Promise<boolean> {
    const folder = folderOf(document);
    if (!folder || readSettings(folder).sources.length > 0) return false;
    const host = await this.engines.get(folder);
    return !!host?.config.configPath && host.config.sources.length > 0;
  }

  /** A saved draft is verified; any other saved file may be a source: act now rather than wait for the watcher. */
  private saved(document: vscode.TextDocument): void {
    if (this.store.get(document.uri)) this.autoVerify(document, 'save');
    else if (document.uri.scheme === 'file') this.fileChanged(document.uri, 0);
  }

  /** Config edits reload the engine; other file changes invalidate the engine's source cache (batched). */
  private watchFiles(): vscode.Disposable {
    const watcher = vscode.workspace.createFileSystemWatcher('**/*');
    const onChange = (uri: vscode.Uri) => this.fileChanged(uri, SOURCE_CHANGE_DELAY_MS);
    const onDelete = (uri: vscode.Uri) => {
      // A verified draft deleted while no editor shows it (Verify Workspace's): its results and problems go too.
      if (this.store.get(uri) && !tabUris().has(uri.toString())) this.verifier.forget(uri);
      onChange(uri);
    };
    return vscode.Disposable.from(watcher, watcher.onDidChange(onChange), watcher.onDidCreate(onChange), watcher.onDidDelete(onDelete));
  }

  private fileChanged(uri: vscode.Uri, delayMs: number): void {
    if (uri.scheme !== 'file') return;
    if (uri.path.endsWith(`/${CONFIG_FILE_NAME}`)) {
      void this.configChanged(vscode.workspace.getWorkspaceFolder(uri));
      return;
    }
    if (uri.path.endsWith(`/${LOCKFILE_NAME}`)) {
      this.attribution.schedule();
      return;
    }
    if (/\/(\.git|node_modules|\.warrant)(\/|$)/.test(uri.path)) return;
    void this.sourceChanged(uri, delayMs);
  }

  /**
   * A save is seen twice (the save event, then the file watcher): a file whose modification time and size
   * were already handled is not flushed again, which would restart the verification it started.
   */
  private async sourceChanged(uri: vscode.Uri, delayMs: number): Promise<void> {
    const version = await vscode.workspace.fs.stat(uri).then((s) => `${s.mtime}:${s.size}`, () => 'deleted');
    if (this.handledVersions.get(uri.fsPath) === version) return;
    this.handledVersions.set(uri.fsPath, version);
    this.changedSources.add(uri.fsPath);
    clearTimeout(this.sourceChangeTimer);
    this.sourceChangeTimer = setTimeout(() => void this.flushSourceChanges(), delayMs);
  }

  /**
   * A draft whose last tab closed is dropped (results, diagnostics) rather than left to go stale. Decided when
   * the tab closes: a snapshot of the tabs taken later could miss a draft that is opened but not yet shown.
   */
  private tabsClosed(closed: readonly vscode.Tab[]): void {
    if (closed.length === 0) return;
    const stillShown = tabUris();
    for (const tab of closed) {
      if (!(tab.input instanceof vscode.TabInputText) || stillShown.has(tab.input.uri.toString())) continue;
      if (tab.input.uri.scheme !== 'untitled' && this.store.get(tab.input.uri)) this.verifier.forget(tab.input.uri);
    }
  }

  /**
   * Sources changed: the engines drop those files (the discovery index is updated for them only), then the
   * drafts with results (those open in editors) are verified again, the active one first.
   */
  private async flushSourceChanges(): Promise<void> {
    const verified = await this.invalidateChangedSources();
    if (verified) await this.reverify(verified);
  }

  /** The drafts verified again after a source change, the active one first. */
  private async reverify(verified: vscode.TextDocument[]): Promise<void> {
    const active = vscode.window.activeTextEditor?.document.uri.toString();
    const open = verified.sort((a, b) => Number(b.uri.toString() === active) - Number(a.uri.toString() === active));
    for (const doc of open) {
      if (readSettings(doc).run !== 'manual') await this.verifier.verify(doc);
    }
    this.attribution.schedule(); // recorded drafts that are not open: their anchors may have moved
  }

  /** Source changes still waiting out the batching delay are handed to the engines now; the drafts re-verify as usual. */
  private async applyPendingSourceChanges(): Promise<void> {
    if (this.changedSources.size === 0) return;
    clearTimeout(this.sourceChangeTimer);
    const verified = await this.invalidateChangedSources();
    if (verified) void this.reverify(verified);
  }

  /** Tells the engines which sources changed; returns the drafts with results (to verify again), undefined if none changed. */
  private async invalidateChangedSources(): Promise<vscode.TextDocument[] | undefined> {
    const paths = [...this.changedSources];
    this.changedSources.clear();
    // A saved draft is not a changed source: drafts are verified from their buffers anyway.
    const verified = vscode.workspace.textDocuments.filter((d) => this.store.get(d.uri));
    const drafts = new Set(verified.map((d) => d.uri.fsPath));
    const sources = paths.filter((p) => !drafts.has(p));
    if (!sources.length) return undefined;
    this.log.debug(`sources changed: ${sources.map((p) => vscode.workspace.asRelativePath(p)).join(', ')}`);
    await this.engines.invalidateSources(sources);
    return verified;
  }
}

/** The documents shown in a tab (text editors), as URI strings. */
function tabUris(): Set<string> {
  return new Set(vscode.window.tabGroups.all.flatMap((g) => g.tabs).flatMap((t) => (t.input instanceof vscode.TabInputText ? [t.input.uri.toString()] : [])));
}
