// Runs the engine on documents: debounced on-type runs, a generation counter per document so an
// older run's results are dropped, the size cap, and publishing results and diagnostics.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { nodeFileSystem } from '../core/fs/node-fs';
import type { DocumentResult } from '../core/model';
import { buildDiagnostics } from './diagnostics';
import type { EngineHost, FolderEngine } from './engines';
import type { ErrorReporter } from './errors';
import { definitionsOf, type ResultStore, type StoredResult } from './results';
import { readSettings } from './settings';
import { AUTO_BUDGET_MS, COMMAND_BUDGET_MS } from './engines';
import { currentResult } from './current-results';
import { EngineCancelled, EngineStopped, EngineTimeout } from './worker-engine';

/**
 * How many times a run whose engine was stopped under it (a config or settings change replaced the engine) is
 * made again on the folder's new engine. More than one such change while one run is under way is rare; the bound
 * only keeps a burst of changes from looping.
 */
const ENGINE_STOPPED_RETRIES = 3;

export type VerifyOutcome =
  | { kind: 'done'; stored: StoredResult }
  | { kind: 'stale' } // superseded by a newer run (or cancelled)
  | { kind: 'skipped'; reason: string };

export interface VerifyOptions {
  /** A command asked for it: ignore the size cap and the drafts filter. */
  force?: boolean;
  signal?: AbortSignal;
  onProgress?: (done: number, total: number) => void;
}

export class DocumentVerifier implements vscode.Disposable {
  private readonly generations = new Map<string, number>();
  private readonly running = new Map<string, AbortController>();
  /** Each document's run under way (what current() waits for rather than superseding it). */
  private readonly inFlight = new Map<string, Promise<VerifyOutcome>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly sizeNoticeShown = new Set<string>();
  /** Documents whose automatic run overran its time budget: verified on command only until a command succeeds. */
  private readonly commandOnly = new Set<string>();
  private disposed = false;

  constructor(
    private readonly engines: EngineHost,
    private readonly store: ResultStore,
    private readonly diagnostics: vscode.DiagnosticCollection,
    private readonly errors: ErrorReporter,
    private readonly log: vscode.LogOutputChannel,
    private readonly docsUri: vscode.Uri,
    /** Told the sources check of every finished run (the folder's status and notice). */
    private readonly onSources: (folder: vscode.WorkspaceFolder, check: DocumentResult['sources']) => void = () => {},
  ) {}

  /** Markdown in a file or an untitled editor. */
  static isMarkdown(document: vscode.TextDocument): boolean {
    return document.languageId === 'markdown' && (document.uri.scheme === 'file' || document.uri.scheme === 'untitled');
  }

  /** The document changed: older runs are now stale; verify again after the debounce delay. */
  schedule(document: vscode.TextDocument): void {
    const key = document.uri.toString();
    this.supersede(key);
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => {
        this.timers.delete(key);
        void this.verify(document);
      }, readSettings(document).debounceMs),
    );
  }

  async verify(document: vscode.TextDocument, options: VerifyOptions = {}): Promise<VerifyOutcome> {
    const key = document.uri.toString();
    const run = this.run(document, options);
    this.inFlight.set(key, run);
    const outcome = await run.finally(() => this.inFlight.get(key) === run && this.inFlight.delete(key));
    if (outcome.kind === 'skipped') this.log.info(`not verified: ${path.basename(document.uri.path)}: ${outcome.reason}`);
    return outcome;
  }

  /**
   * The document's result as of its current text and the current sources (what Record Evidence writes): the
   * stored one when it is current, else the one of the run under way or of a new run on command. Undefined
   * when none could be had (the run gave up or failed; the user was told).
   */
  current(document: vscode.TextDocument): Promise<StoredResult | undefined> {
    const key = document.uri.toString();
    return currentResult({
      stored: () => this.store.get(document.uri),
      now: () => ({ documentVersion: document.version, sourcesEpoch: this.engines.sourcesEpoch }),
      running: () => this.inFlight.get(key),
      verify: async () => (await this.verify(document, { force: true })).kind,
    });
  }

  /**
   * One run of the engine on the document. A run whose engine was stopped under it, with nothing newer asked for the
   * document, is made again: nobody else will. A config change verifies again only the drafts shown in a tab or
   * with results, so a draft whose first run was under way (opened, its tab not shown yet) would otherwise never
   * get its diagnostics.
   */
  private async run(document: vscode.TextDocument, options: VerifyOptions, retries = ENGINE_STOPPED_RETRIES): Promise<VerifyOutcome> {
    const key = document.uri.toString();
    clearTimeout(this.timers.get(key));
    const generation = this.supersede(key);
    const controller = new AbortController();
    this.running.set(key, controller);
    options.signal?.addEventListener('abort', () => controller.abort(), { once: true });

    const folder = folderOf(document);
    if (!folder) return { kind: 'skipped', reason: 'Open a folder: Warrant looks for evidence in the workspace.' };
    const settings = readSettings(document);
    const text = document.getText();
    const version = document.version; // with the text it goes with: the awaits below may see later edits
    if (!options.force && text.length > settings.maxDraftSizeKB * 1024) {
      this.noticeTooLarge(document, settings.maxDraftSizeKB);
      return { kind: 'skipped', reason: `larger than warrant.maxDraftSizeKB (${settings.maxDraftSizeKB} KB)` };
    }
    if (!options.force && this.commandOnly.has(key)) return { kind: 'skipped', reason: 'an automatic run overran its time budget: verify it on command' };
    const host = await this.engines.get(folder);
    if (!host) return { kind: 'skipped', reason: 'the config is invalid (see the Warrant log)' };
    const documentPath = await documentPathFor(document, host);
    if (!options.force && document.uri.scheme === 'file' && !host.isDraft(documentPath)) {
      return { kind: 'skipped', reason: 'not a draft of this workspace (see "drafts" in .warrant.json)' };
    }
    const before = this.store.get(document.uri);
    const definitions = definitionsOf(text);
    // Reuse needs the same citations: an edited footnote definition changes what its claims cite.
    const previous = before?.documentPath === documentPath && before.definitions === definitions ? before.result : undefined;
    let result: DocumentResult;
    let sourcesEpoch: number;
    const started = Date.now();
    this.log.debug(`verifying ${documentPath} (generation ${generation}${previous ? ', reusing unchanged paragraphs' : ''})`);
    try {
      // A command's run gets the longer budget; either way a run that overruns it gives up with a notice.
      const request = { documentPath, text, signal: controller.signal, onProgress: options.onProgress, previous, budgetMs: options.force ? COMMAND_BUDGET_MS : AUTO_BUDGET_MS };
      sourcesEpoch = this.engines.sourcesEpoch; // taken as the run is handed to the engine, nothing awaited in between
      result = await host.engine.verifyDocument(request);
    } catch (e) {
      if (controller.signal.aborted) return { kind: 'stale' }; // superseded, forgotten or cancelled: nothing to redo
      if (e instanceof EngineStopped && retries > 0 && !this.disposed) {
        this.log.debug(`verifying ${path.basename(documentPath)} again: ${e.message} during its run (generation ${generation})`);
        return this.run(document, options, retries - 1);
      }
      if (e instanceof EngineCancelled) return { kind: 'stale' };
      if (e instanceof EngineTimeout) {
        if (!options.force) this.commandOnly.add(key);
        this.noticeGaveUp(document, e, !options.force);
        return { kind: 'skipped', reason: `verification ${e.message}` };
      }
      this.errors.report(`verify:${key}`, `Warrant could not verify ${path.basename(documentPath)}: ${e instanceof Error ? e.message : String(e)}`);
      return { kind: 'skipped', reason: 'the engine failed (see the Warrant log)' };
    } finally {
      if (this.running.get(key) === controller) this.running.delete(key);
    }
    if (this.generations.get(key) !== generation) {
      this.log.debug(`dropped a stale result for ${path.basename(documentPath)} (generation ${generation})`);
      return { kind: 'stale' };
    }
    this.errors.clear(`verify:${key}`);
    this.commandOnly.delete(key);
    const stored: StoredResult = { uri: document.uri, documentPath, documentVersion: version, sourcesEpoch, definitions, result };
    const diagnostics = buildDiagnostics(document, stored, this.docsUri);
    this.store.set(stored);
    this.diagnostics.set(document.uri, diagnostics);
    this.onSources(folder, result.sources);
    this.logResult(stored, Date.now() - started, settings.trace);
    return { kind: 'done', stored };
  }

  /** Rebuild a document's diagnostics from its stored result (e.g. after a severity setting changed). */
  async republish(document: vscode.TextDocument): Promise<void> {
    const stored = this.store.get(document.uri);
    if (stored) this.diagnostics.set(document.uri, buildDiagnostics(document, stored, this.docsUri));
  }

  /** Forget a document: a closed untitled one, or a draft whose results went stale while it was not open. */
  forget(uri: vscode.Uri): void {
    const key = uri.toString();
    this.supersede(key);
    clearTimeout(this.timers.get(key));
    this.generations.delete(key);
    this.commandOnly.delete(key);
    this.store.delete(uri);
    this.diagnostics.delete(uri);
  }

  dispose(): void {
    this.disposed = true;
    for (const t of this.timers.values()) clearTimeout(t);
    for (const c of this.running.values()) c.abort();
  }

  /** Start a new generation: whatever is running for this document is stale. */
  private supersede(key: string): number {
    const generation = (this.generations.get(key) ?? 0) + 1;
    this.generations.set(key, generation);
    this.running.get(key)?.abort();
    this.running.delete(key);
    return generation;
  }

  private noticeGaveUp(document: vscode.TextDocument, e: EngineTimeout, automatic: boolean): void {
    const key = `gave-up:${document.uri.toString()}`;
    if (automatic && this.sizeNoticeShown.has(key)) return; // once per document for automatic runs
    this.sizeNoticeShown.add(key);
    const name = path.basename(document.uri.path);
    const message = automatic
      ? `Warrant: ${name} takes too long to verify as you type (${e.message}); it is verified on command only for now.`
      : `Warrant: verifying ${name} ${e.message}.`;
    void vscode.window
      .showWarningMessage(message, ...(automatic ? ['Verify Now'] : []))
      .then((choice) => choice && vscode.commands.executeCommand('warrant.verifyChapter', document.uri));
  }

  private noticeTooLarge(document: vscode.TextDocument, capKB: number): void {
    const key = document.uri.toString();
    if (this.sizeNoticeShown.has(key)) return;
    this.sizeNoticeShown.add(key);
    const name = path.basename(document.uri.path);
    void vscode.window
      .showInformationMessage(`Warrant: ${name} is larger than ${capKB} KB, so it is verified on command only.`, 'Verify Now')
      .then((choice) => choice && vscode.commands.executeCommand('warrant.verifyChapter', document.uri));
  }

  private logResult(stored: StoredResult, ms: number, trace: 'off' | 'summary' | 'verbose'): void {
    if (trace === 'off') return;
    const s = stored.result.summary;
    this.log.info(
      `${path.basename(stored.documentPath)}: ${s.claims} sentences, ${s.accept} accepted, ${s.repair} repair, ${s.refute} refuted, ${s.review} review, ${s.abstain} abstained (${ms} ms)`,
    );
    if (trace !== 'verbose') return;
    for (const r of stored.result.results) {
      if (r.action === 'pass') continue;
      this.log.info(`  [${r.action}/${r.verdict.label}] ${r.claim.text}`);
      for (const t of r.trace) this.log.info(`    ${t.seq} ${t.op} ${t.status}: ${t.result}${t.reason ? ` (${t.reason})` : ''}`);
    }
  }
}

/** The folder whose config governs the document; untitled documents use the first folder. */
export function folderOf(document: vscode.TextDocument): vscode.WorkspaceFolder | undefined {
  return vscode.workspace.getWorkspaceFolder(document.uri) ?? (document.uri.scheme === 'untitled' ? vscode.workspace.workspaceFolders?.[0] : undefined);
}

/** The path the engine sees: the file's real path, or for an untitled document a synthetic path under the config root. */
export async function documentPathFor(document: vscode.TextDocument, host: FolderEngine): Promise<string> {
  if (document.uri.scheme === 'file') return nodeFileSystem.realpath(document.uri.fsPath).catch(() => document.uri.fsPath);
  const name = path.basename(document.uri.path).replace(/[^\w.-]+/g, '_') || 'Untitled';
  return path.join(host.config.root, /\.(md|markdown)$/i.test(name) ? name : `${name}.md`);
}
