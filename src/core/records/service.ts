// One object over the records layer for a workspace folder: what the extension (diff view, accept action,
// incremental re-verification) and scripts use. Paths in and out are absolute where they name files.
import * as path from 'node:path';
import type { ResolvedConfig } from '../config/schema';
import type { DocumentResult } from '../model';
import type { Clock } from '../ports';
import { DependencyIndex } from './dependency-index';
import { diffAttribution, type AttributionDiff } from './diff';
import { readLockfile, toRelPath, type RecordsPorts } from './lockfile';
import { replayRecords, type ReplayReport } from './replay';
import type { Lockfile, ReviewStatus, StaleStatus } from './schema';
import { sourceReaderFromStore, type SourceStoreLike } from './source-reader';
import type { StateStorePort } from './state-store';
import { forgetPath, markStaleness, setReviewStatus, updateLockfile, workspaceHasher, type ForgetResult, type UpdateResult } from './update';

export interface EvidenceRecordsOptions {
  config: ResolvedConfig;
  store: StateStorePort; // nodeStateStore from ./node-state in the CLI and the extension host
  clock: Clock;
  sources: SourceStoreLike; // the kernel's SourceStore of the same config
}

export class EvidenceRecords {
  private readonly ports: RecordsPorts;

  constructor(private readonly opts: EvidenceRecordsOptions) {
    this.ports = { store: opts.store, clock: opts.clock };
  }

  get config(): ResolvedConfig {
    return this.opts.config;
  }

  /** The recorded state (empty when nothing was recorded). Throws LockfileError when the file is corrupt. */
  async read(): Promise<{ lock: Lockfile; exists: boolean }> {
    return readLockfile(this.opts.config, this.opts.store);
  }

  /** Records complete per-draft results (the "accept / update lockfile" action). */
  async update(documents: readonly DocumentResult[]): Promise<UpdateResult> {
    return updateLockfile(this.opts.config, documents, this.ports);
  }

  /**
   * The attribution diff of the given fresh results (and, for recorded drafts not given, of their anchors only),
   * against `lock` when the caller has just read it.
   */
  async diff(current: readonly DocumentResult[], onlyDrafts?: string[], lock?: Lockfile): Promise<AttributionDiff> {
    lock ??= (await this.read()).lock;
    return diffAttribution(lock, current, this.reader(current), {
      config: this.opts.config,
      hasher: await workspaceHasher(this.opts.config, this.ports, false),
      documents: onlyDrafts?.map((d) => toRelPath(this.opts.config, d)),
    });
  }

  async replay(current: readonly DocumentResult[]): Promise<ReplayReport> {
    const { lock } = await this.read();
    return replayRecords(lock, current, this.reader(current), {
      config: this.opts.config,
      hasher: await workspaceHasher(this.opts.config, this.ports, false),
      documents: current.map((d) => toRelPath(this.opts.config, d.documentPath)),
    });
  }

  async review(documentPath: string, claimId: string, status: ReviewStatus): Promise<boolean> {
    return setReviewStatus(this.opts.config, documentPath, claimId, status, this.ports);
  }

  async forget(absPath: string, reason: string): Promise<ForgetResult> {
    return forgetPath(this.opts.config, absPath, reason, this.ports);
  }

  /** Re-checks every record's anchors against the current sources and writes the stale status. */
  async markStaleness(): Promise<Record<StaleStatus, number>> {
    return markStaleness(this.opts.config, this.reader([]), this.ports);
  }

  async index(): Promise<DependencyIndex> {
    return new DependencyIndex((await this.read()).lock);
  }

  /** For changed source files (absolute): the recorded claims to re-verify, per absolute draft path. */
  async dependentClaims(changedSources: string[]): Promise<Map<string, Set<string>>> {
    const index = await this.index();
    const byDraft = index.dependents(changedSources.map((p) => toRelPath(this.opts.config, p)));
    return new Map([...byDraft].map(([doc, ids]) => [path.resolve(this.opts.config.root, doc), ids]));
  }

  private reader(current: readonly DocumentResult[]) {
    return sourceReaderFromStore(this.opts.sources, current.map((d) => d.documentPath));
  }
}
