// One engine per workspace folder (multi-root: each folder has its own config), created lazily
// and dropped when its config file or the `warrant.*` settings change.
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { ConfigError, loadConfig } from '../core/config/index';
import { draftMatcher } from '../core/config/drafts';
import { CONFIG_LIMITS, type ResolvedConfig } from '../core/config/schema';
import { createEngine } from '../core/engine/index';
import type { Engine } from '../core/engine/types';
import { nodeFileSystem } from '../core/fs/node-fs';
import { configPdfReader } from '../core/pdf/reader';
import { SourceStore } from '../core/kernel/index';
import { EvidenceRecords } from '../core/records/index';
import { nodeStateStore } from '../core/records/node-state';
import { systemClock, type Logger } from '../core/ports';
import type { ErrorReporter } from './errors';
import { readSettings } from './settings';
import { WorkerEngine } from './worker-engine';
import { IndexingProgress, type IndexingView } from './indexing';
import { SETTING_ORIGIN } from './source-scope';

/** Time budget of an automatic run (on type, on save): a draft up to the size cap verifies or gives up within it. */
export const AUTO_BUDGET_MS = 5_000;
/** Time budget of a run the user asked for (a command): longer, and cancellable from its progress notification. */
export const COMMAND_BUDGET_MS = 120_000;
/** The bundled worker next to the bundled extension (dist/); absent when the core runs unbundled (unit tests). */
const WORKER_SCRIPT = path.join(__dirname, 'engine-worker.js');

export interface FolderEngine {
  folder: vscode.WorkspaceFolder;
  engine: Engine;
  config: ResolvedConfig;
  /** True when the file at `absPath` is a draft this folder verifies automatically. */
  isDraft(absPath: string): boolean;
  /** The folder's evidence lockfile, traces and attribution diff (own source reader, invalidated with the engine's). */
  records: EvidenceRecords;
  recordSources: SourceStore;
}

export class EngineHost implements vscode.Disposable {
  private readonly entries = new Map<string, Promise<FolderEngine | undefined>>();
  private epoch = 0;

  constructor(
    private readonly logger: Logger,
    private readonly errors: ErrorReporter,
    private readonly indexingView?: IndexingView,
  ) {}

  /** The engine for a folder; undefined (after telling the user once) when its config is invalid. */
  get(folder: vscode.WorkspaceFolder): Promise<FolderEngine | undefined> {
    const key = folder.uri.toString();
    let entry = this.entries.get(key);
    if (!entry) {
      entry = this.create(folder);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /**
   * Moves on after every reported source change and engine reset: a result whose run started at an older epoch
   * may rest on source text that is gone (see current-results.ts).
   */
  get sourcesEpoch(): number {
    return this.epoch;
  }

  /** Forget the engines (all, or one folder's) so the next request reloads config and settings. */
  reset(folder?: vscode.WorkspaceFolder): void {
    const keys = folder ? [folder.uri.toString()] : [...this.entries.keys()];
    for (const key of keys) {
      void this.entries.get(key)?.then((host) => stopEngine(host?.engine));
      this.entries.delete(key);
    }
    this.epoch++;
  }

  /** Tell live engines that source files changed. */
  async invalidateSources(paths?: string[]): Promise<void> {
    for (const entry of this.entries.values()) {
      const host = await entry;
      host?.engine.invalidateSources(paths);
      host?.recordSources.invalidate(paths);
    }
    // Only once every engine has been told (a worker gets the message before any later run): a run started
    // in between is stamped with the old epoch, so it is verified again rather than taken as current.
    this.epoch++;
  }

  dispose(): void {
    this.reset();
  }

  private async create(folder: vscode.WorkspaceFolder): Promise<FolderEngine | undefined> {
    const root = folder.uri.fsPath;
    let config: ResolvedConfig;
    try {
      config = withSettingOverrides(await loadConfig(nodeFileSystem, root), folder);
    } catch (e) {
      this.entries.delete(folder.uri.toString()); // retry on the next request, after the user fixed it
      if (e instanceof ConfigError) this.errors.report(`config:${root}`, `Warrant: invalid config in ${folder.name}: ${e.message}`);
      else this.errors.report(`config:${root}`, `Warrant: could not load the config of ${folder.name}: ${String(e)}`);
      return undefined;
    }
    this.errors.clear(`config:${root}`);
    this.logger.info(`engine for ${folder.name}: config ${config.configPath ?? '(defaults)'}, sources ${config.sources.length ? config.sources.join(', ') : '(whole workspace)'}`);
    // Verification runs on a worker thread: a costly draft never stalls the extension host.
    let progress: IndexingProgress | undefined;
    const engine = existsSync(WORKER_SCRIPT)
      ? new WorkerEngine({
          script: WORKER_SCRIPT, config, logger: this.logger, budgetMs: AUTO_BUDGET_MS,
          // A workspace that is not trusted may hold a prepared index: it is neither read nor written there.
          persistIndex: vscode.workspace.isTrusted,
          cachePdfText: vscode.workspace.isTrusted,
          onIndexing: (done, total) => progress?.update(folder.name, done, total),
        })
      : createEngine({ ports: { fs: nodeFileSystem, clock: systemClock, logger: this.logger }, config });
    // The records' reader shares the worker's state-folder cache of extracted PDF text (a trusted workspace):
    // the attribution diff then reads the cached pages instead of running pdf.js on the extension host.
    const pdf = vscode.workspace.isTrusted
      ? configPdfReader(config, nodeStateStore, (m) => this.logger.warn(m))
      : undefined;
    const recordSources = new SourceStore(nodeFileSystem, config, this.logger, pdf);
    const records = new EvidenceRecords({ config, store: nodeStateStore, clock: systemClock, sources: recordSources }); // the state store refuses links
    if (engine instanceof WorkerEngine && this.indexingView) progress = new IndexingProgress(this.indexingView, () => engine.cancelRuns());
    return { folder, engine, config, isDraft: draftsOf(config, root), records, recordSources };
  }
}

/** Ends a worker-backed engine's thread (an in-process engine has nothing to end). */
function stopEngine(engine: Engine | undefined): void {
  if (engine instanceof WorkerEngine) engine.dispose();
}

/**
 * `warrant.sources` replaces the config's sources; `warrant.exclude` adds to its exclusions. Settings can come
 * from the workspace (.vscode/settings.json): they are held to the config file's limits on globs.
 */
function withSettingOverrides(config: ResolvedConfig, folder: vscode.WorkspaceFolder): ResolvedConfig {
  const s = readSettings(folder);
  const bounded = (name: string, value: unknown) => {
    const globs: unknown[] = Array.isArray(value) ? value : [value];
    const ok = globs.filter((g): g is string => typeof g === 'string' && g.length <= CONFIG_LIMITS.maxPatternChars);
    if (ok.length !== globs.length || ok.length > CONFIG_LIMITS.maxPatterns) {
      throw new ConfigError(
        `the setting "warrant.${name}" must hold at most ${CONFIG_LIMITS.maxPatterns} globs of at most ${CONFIG_LIMITS.maxPatternChars} characters`,
        'settings', `warrant.${name}`, `at most ${CONFIG_LIMITS.maxPatterns} globs of at most ${CONFIG_LIMITS.maxPatternChars} characters`,
      );
    }
    return ok.filter((g) => g.trim() !== '');
  };
  const sources = bounded('sources', s.sources);
  const exclude = bounded('exclude', s.exclude);
  return {
    ...config,
    ...(sources.length ? { sources, sourcesOrigin: SETTING_ORIGIN } : {}),
    exclude: [...config.exclude, ...exclude],
  };
}

/** Drafts are matched relative to the config root (a real path) or, failing that, the folder as opened. */
function draftsOf(config: ResolvedConfig, folderPath: string): (absPath: string) => boolean {
  const isDraft = draftMatcher(config);
  const inside = (base: string, p: string) => {
    const rel = path.relative(base, p).split(path.sep).join('/');
    return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel;
  };
  return (absPath) => {
    const rel = inside(config.root, absPath) ?? inside(folderPath, absPath);
    return rel !== undefined && isDraft(rel);
  };
}

