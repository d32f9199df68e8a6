// The Attribution Diff view: per draft, what changed in its evidence since the last recorded run
// (the lockfile), computed by the records core from the current results. Recomputed (debounced) when a
// draft is verified again, when sources change and when the lockfile changes; "Record Evidence" writes
// the current results as the new baseline.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { realPathInside } from './safe-paths';
import { emptySummary, type DocumentResult } from '../core/model';
import { diffSpanPlace, LockfileError, LockfileNewerError, lockfilePath, StateFileError, toRelPath, type AttributionDiff, type DiffEntry, type DiffSpan, type DocumentDiff, type UpdateResult } from '../core/records/index';
import type { EngineHost, FolderEngine } from './engines';
import type { ErrorReporter } from './errors';
import type { ResultStore, StoredResult } from './results';
import { excerpt, markdownText } from './wording';

export const ATTRIBUTION_VIEW_ID = 'warrant.attributionDiff';

/** One folder's diff, or why there is none. */
export interface FolderDiff {
  folder: vscode.WorkspaceFolder;
  host: FolderEngine;
  diff?: AttributionDiff;
  error?: string;
}

type GroupKey = 'lost' | 'worse' | 'synthesis' | 'span' | 'claim' | 'better' | 'review' | 'verifier' | 'added' | 'removed';

const GROUPS: Record<GroupKey, { title: string; icon: string; color?: string; expanded: boolean }> = {
  lost: { title: 'Lost evidence', icon: 'error', color: 'list.errorForeground', expanded: true },
  worse: { title: 'Verdict worse', icon: 'arrow-down', color: 'list.warningForeground', expanded: true },
  synthesis: { title: 'Synthesis with a stale part', icon: 'warning', color: 'list.warningForeground', expanded: true },
  span: { title: 'Span changed', icon: 'diff-modified', expanded: true },
  claim: { title: 'Claim changed, re-verified', icon: 'edit', expanded: true },
  better: { title: 'Verdict better', icon: 'arrow-up', color: 'testing.iconPassed', expanded: true },
  review: { title: 'Repairs awaiting review', icon: 'question', expanded: false },
  verifier: { title: 'Verifier changed (replay)', icon: 'history', expanded: false },
  added: { title: 'New claims, not recorded', icon: 'add', expanded: false },
  removed: { title: 'Claims removed', icon: 'remove', expanded: false },
};
const GROUP_ORDER = Object.keys(GROUPS) as GroupKey[];

function groupOf(e: DiffEntry): GroupKey | undefined {
  switch (e.kind) {
    case 'evidence_lost': return 'lost';
    case 'verdict_changed': return e.direction === 'worse' ? 'worse' : 'better';
    case 'claim_changed': return 'claim';
    case 'span_changed': return 'span';
    case 'synthesis_stale': return 'synthesis';
    case 'repair_awaiting_review': return 'review';
    case 'verifier_changed': return 'verifier';
    case 'claim_added': return 'added';
    case 'claim_removed': return 'removed';
    default: return undefined; // anchored / unchanged: counted, not listed
  }
}

type Node =
  | { type: 'document'; f: FolderDiff; doc: DocumentDiff }
  | { type: 'group'; f: FolderDiff; doc: DocumentDiff; group: GroupKey; entries: DiffEntry[] }
  | { type: 'entry'; f: FolderDiff; entry: DiffEntry; group: GroupKey }
  | { type: 'span'; f: FolderDiff; side: 'before' | 'after' | 'now at'; span: DiffSpan }
  | { type: 'anchored'; count: number }
  | { type: 'notice'; f: FolderDiff; message: string };

/** Where Record Evidence gets results it may record (the verifier and the source watcher, wired by Ctx). */
export interface CurrentResults {
  /** Hands source changes still waiting out the batching delay to the engines now. */
  applyPendingSourceChanges(): Promise<void>;
  /** The draft's result as of its current text and the current sources (verified again if need be). */
  current(document: vscode.TextDocument): Promise<StoredResult | undefined>;
}

/** The view's content as plain data (what the integration tests read). */
export interface DiffTreeNode {
  label: string;
  description: string;
  children: DiffTreeNode[];
}

export class AttributionDiffView implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private diffs: FolderDiff[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();
  private view: vscode.TreeView<Node> | undefined;
  private readonly changed = new vscode.EventEmitter<Node | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private readonly updated = new vscode.EventEmitter<FolderDiff[]>();
  /** Fires after each recomputation, with every folder's diff. */
  readonly onDidUpdate = this.updated.event;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly engines: EngineHost,
    private readonly store: ResultStore,
    private readonly errors: ErrorReporter,
    private readonly log: vscode.LogOutputChannel,
    private readonly results: CurrentResults,
  ) {
    this.disposables.push(store.onDidChange(() => this.schedule()));
  }

  register(): vscode.Disposable {
    this.view = vscode.window.createTreeView(ATTRIBUTION_VIEW_ID, { treeDataProvider: this, showCollapseAll: true });
    this.disposables.push(this.view);
    this.schedule();
    return this;
  }

  /** Recompute soon (several triggers in a burst make one run). */
  schedule(delayMs = 150): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh(), delayMs);
  }

  /** Recompute now; resolves when the view shows the result. */
  refresh(): Promise<void> {
    clearTimeout(this.timer);
    this.running = this.running.then(() => this.compute()).catch((e: unknown) => this.log.error(`attribution diff: ${String(e)}`));
    return this.running;
  }

  get current(): readonly FolderDiff[] {
    return this.diffs;
  }

  /**
   * Writes the current results to each folder's lockfile (the new baseline): the drafts open in the editor as
   * they are now, against the sources as they are now (a draft whose re-verification after a source change is
   * still pending is verified first), recorded drafts that are not open verified from disk, and deleted drafts
   * as empty. An open draft without a current result is left as recorded, and the user is told.
   */
  async record(): Promise<UpdateResult[]> {
    await this.results.applyPendingSourceChanges();
    const results: UpdateResult[] = [];
    const notCurrent: string[] = [];
    for (const { host } of await this.folders()) {
      const recorded = await host.records.read().then(({ lock }) => Object.keys(lock.documents), () => []); // a corrupt lockfile is backed up by update()
      const documents = await this.documentsOf(host, recorded, true, notCurrent);
      if (notCurrent.length) {
        const names = notCurrent.map((p) => path.basename(p)).join(', ');
        this.log.warn(`not recorded (no result for the current text and sources): ${notCurrent.join(', ')}`);
        void vscode.window.showWarningMessage(`Warrant: ${names} could not be verified against the current sources, so ${notCurrent.length === 1 ? 'its' : 'their'} recorded evidence was left as it was.`);
        notCurrent.length = 0;
      }
      if (!documents.length) continue;
      const file = lockfilePath(host.config);
      let update: UpdateResult;
      try {
        update = await host.records.update(documents);
      } catch (e) {
        // A state file that is a link, a folder or a FIFO, or a lockfile of a newer Warrant: nothing is written.
        if (!(e instanceof StateFileError) && !(e instanceof LockfileError)) throw e;
        this.errors.report(`lockfile:${file}`, `Warrant: evidence not recorded: ${e.message}`);
        continue;
      }
      results.push(update);
      if (update.recovered) {
        this.errors.report(`lockfile-recovered:${file}`, `Warrant: the evidence lockfile was unreadable (${update.recovered.problem}); it was kept as ${update.recovered.backupPath} and a new lockfile was written.`);
      }
      this.errors.clear(`lockfile:${file}`);
      this.log.info(`recorded evidence in ${file}: ${update.changed} changed, ${update.unchanged} unchanged, ${update.removed} removed`);
    }
    await this.refresh();
    return results;
  }

  /** Plain-data rendering of the whole tree. */
  async snapshot(): Promise<DiffTreeNode[]> {
    const walk = async (nodes: Node[]): Promise<DiffTreeNode[]> =>
      Promise.all(nodes.map(async (n) => {
        const item = this.getTreeItem(n);
        const label = typeof item.label === 'string' ? item.label : item.label?.label ?? '';
        return { label, description: String(item.description ?? ''), children: await walk(this.getChildren(n)) };
      }));
    return walk(this.getChildren());
  }

  getChildren(node?: Node): Node[] {
    if (!node) {
      return this.diffs.flatMap((f): Node[] => {
        if (f.error) return [{ type: 'notice', f, message: f.error }];
        return (f.diff?.documents ?? []).filter((doc) => doc.entries.length > 0).map((doc) => ({ type: 'document', f, doc }));
      });
    }
    switch (node.type) {
      case 'document': {
        const out: Node[] = [];
        for (const group of GROUP_ORDER) {
          const entries = node.doc.entries.filter((e) => groupOf(e) === group);
          if (entries.length) out.push({ type: 'group', f: node.f, doc: node.doc, group, entries });
        }
        const anchored = anchoredCount(node.doc);
        if (anchored) out.push({ type: 'anchored', count: anchored });
        return out;
      }
      case 'group':
        return node.entries.map((entry) => ({ type: 'entry', f: node.f, entry, group: node.group }));
      case 'entry':
        return spansOf(node.entry).map(({ side, span }) => ({ type: 'span', f: node.f, side, span }));
      default:
        return [];
    }
  }

  getTreeItem(node: Node): vscode.TreeItem {
    const None = vscode.TreeItemCollapsibleState.None;
    switch (node.type) {
      case 'notice': {
        const item = new vscode.TreeItem(`${node.f.folder.name}: evidence lockfile unreadable`, None);
        item.description = node.message;
        item.tooltip = node.message;
        item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'));
        item.command = { title: 'Open', command: 'vscode.open', arguments: [vscode.Uri.file(lockfilePath(node.f.host.config))] };
        return item;
      }
      case 'document': {
        const interesting = node.doc.entries.some((e) => groupOf(e) && groupOf(e) !== 'added');
        const item = new vscode.TreeItem(this.documentLabel(node.f, node.doc), interesting ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed);
        item.id = `${node.f.folder.uri.toString()}#${node.doc.document}`;
        item.description = documentSummary(node.doc);
        item.resourceUri = vscode.Uri.file(path.resolve(node.f.host.config.root, node.doc.document));
        item.iconPath = vscode.ThemeIcon.File;
        item.tooltip = `${node.doc.document}${node.doc.verified ? '' : ' (not open: only its recorded anchors were checked)'}`;
        return item;
      }
      case 'group': {
        const g = GROUPS[node.group];
        const item = new vscode.TreeItem(`${g.title} (${node.entries.length})`, g.expanded ? vscode.TreeItemCollapsibleState.Expanded : vscode.TreeItemCollapsibleState.Collapsed);
        item.id = `${node.f.folder.uri.toString()}#${node.doc.document}#${node.group}`;
        item.iconPath = new vscode.ThemeIcon(g.icon, g.color ? new vscode.ThemeColor(g.color) : undefined);
        return item;
      }
      case 'entry': {
        const e = node.entry;
        const spans = spansOf(e);
        const item = new vscode.TreeItem(e.claimText ? excerpt(e.claimText, 90) : `(claim ${e.claimId})`, spans.length ? vscode.TreeItemCollapsibleState.Collapsed : None);
        item.description = entryDescription(e);
        item.tooltip = entryTooltip(e);
        item.contextValue = 'warrant.diffEntry';
        const draft = vscode.Uri.file(path.resolve(node.f.host.config.root, e.document));
        const selection = e.claimRange && new vscode.Range(e.claimRange.start.line, e.claimRange.start.character, e.claimRange.end.line, e.claimRange.end.character);
        item.command = { title: 'Go to Claim', command: 'vscode.open', arguments: [draft, selection ? { selection } : {}] };
        return item;
      }
      case 'span': {
        const s = node.span;
        const item = new vscode.TreeItem(`${node.side}: ${diffSpanPlace(s)}`, None);
        item.description = s.text !== undefined ? `“${excerpt(s.text, 100)}”` : 'span text not kept (retention policy)';
        item.tooltip = s.text ?? `${s.relPath} offsets ${s.start}–${s.end}: the retention policy keeps hashes and offsets, not the text.`;
        item.iconPath = new vscode.ThemeIcon(node.side === 'before' ? 'history' : 'quote');
        item.command = { title: 'Open Source Span', command: 'warrant.openSpan', arguments: [path.resolve(node.f.host.config.root, s.relPath), s.start, s.end, s.line] };
        return item;
      }
      case 'anchored': {
        const item = new vscode.TreeItem(`${node.count} claim${node.count === 1 ? '' : 's'} still anchored`, None);
        item.iconPath = new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed'));
        return item;
      }
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.changed.dispose();
    this.updated.dispose();
    for (const d of this.disposables) d.dispose();
  }

  private documentLabel(f: FolderDiff, doc: DocumentDiff): string {
    return (vscode.workspace.workspaceFolders?.length ?? 0) > 1 ? `${f.folder.name}: ${doc.document}` : doc.document;
  }

  private async folders(): Promise<Array<{ folder: vscode.WorkspaceFolder; host: FolderEngine }>> {
    const out = [];
    for (const folder of vscode.workspace.workspaceFolders ?? []) {
      const host = await this.engines.get(folder);
      if (host) out.push({ folder, host });
    }
    return out;
  }

  /**
   * Complete per-draft results for a folder: the latest results of the drafts open in the editor (files
   * only: untitled drafts have no place in a lockfile), and for the recorded drafts that are not open,
   * an empty result when the file is gone and, if `forRecording`, a fresh run on the file's text
   * (otherwise the diff checks only their recorded anchors). For recording, an open draft's result must be
   * current (see current-results.ts); the paths of open drafts without one go to `notCurrent`, left out.
   */
  private async documentsOf(host: FolderEngine, recorded: readonly string[], forRecording: boolean, notCurrent: string[] = []): Promise<DocumentResult[]> {
    const exists = (p: string) => vscode.workspace.fs.stat(vscode.Uri.file(p)).then(() => true, () => false);
    const open = new Map<string, DocumentResult | undefined>();
    for (const d of vscode.workspace.textDocuments) {
      let stored = d.uri.scheme === 'file' ? this.store.get(d.uri) : undefined;
      if (!stored || !host.isDraft(stored.documentPath)) continue;
      if (vscode.workspace.getWorkspaceFolder(d.uri)?.uri.toString() !== host.folder.uri.toString()) continue;
      if (!(await exists(stored.documentPath))) continue;
      const key = toRelPath(host.config, stored.documentPath);
      if (forRecording) {
        stored = await this.results.current(d);
        if (!stored) notCurrent.push(d.uri.fsPath);
      }
      open.set(key, stored?.result);
    }
    const out = [...open.values()].filter((r): r is DocumentResult => r !== undefined);
    for (const key of recorded) {
      if (open.has(key)) continue;
      const documentPath = path.resolve(host.config.root, key);
      if (!(await exists(documentPath))) out.push({ documentPath, results: [], problems: [], summary: emptySummary() });
      else if (forRecording) {
        // Only at its own path inside the workspace: a link on the way to a recorded draft is never followed.
        if ((await realPathInside(documentPath, host.config.root)) !== documentPath) continue;
        const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(vscode.Uri.file(documentPath)));
        out.push(await host.engine.verifyDocument({ documentPath, text }));
      }
    }
    return out;
  }

  private async compute(): Promise<void> {
    const next: FolderDiff[] = [];
    for (const { folder, host } of await this.folders()) {
      const file = lockfilePath(host.config);
      try {
        const { lock, exists } = await host.records.read();
        if (!exists) {
          next.push({ folder, host });
          continue;
        }
        const documents = await this.documentsOf(host, Object.keys(lock.documents), false);
        next.push({ folder, host, diff: await host.records.diff(documents, undefined, lock) });
      } catch (e) {
        if (!(e instanceof LockfileError) && !(e instanceof StateFileError)) throw e;
        const message =
          e instanceof StateFileError || e instanceof LockfileNewerError
            ? `${e.problem}. Warrant leaves it as it is.`
            : `${e.problem}. Record Evidence keeps a backup of it and writes a new one.`;
        this.errors.report(`lockfile:${file}`, `Warrant: the evidence lockfile ${file} is unreadable: ${message}`);
        next.push({ folder, host, error: message });
      }
    }
    this.diffs = next;
    this.updateBadge();
    this.changed.fire(undefined);
    this.updated.fire(next);
  }

  private updateBadge(): void {
    if (!this.view) return;
    const worse = this.diffs.reduce((n, f) => n + (f.diff ? f.diff.counts.evidence_lost + f.diff.documents.flatMap((d) => d.entries).filter((e) => e.kind === 'verdict_changed' && e.direction === 'worse').length : 0), 0);
    this.view.badge = worse ? { value: worse, tooltip: `${worse} claim${worse === 1 ? '' : 's'} lost evidence or got a worse verdict since the last recorded run` } : undefined;
    this.view.message = this.diffs.some((f) => f.diff?.worse) ? 'Evidence was lost or a verdict got worse since the last recorded run.' : undefined;
  }
}

function anchoredCount(doc: DocumentDiff): number {
  return doc.entries.filter((e) => e.kind === 'anchored' || e.kind === 'unchanged').length;
}

function documentSummary(doc: DocumentDiff): string {
  const count = (g: GroupKey) => doc.entries.filter((e) => groupOf(e) === g).length;
  const parts = GROUP_ORDER.filter((g) => g !== 'added' && count(g) > 0).map((g) => `${count(g)} ${GROUPS[g].title.toLowerCase()}`);
  if (anchoredCount(doc)) parts.push(`${anchoredCount(doc)} anchored`);
  if (count('added')) parts.push(`${count('added')} not recorded`);
  return parts.join(' · ') + (doc.verified ? '' : ' (not open)');
}

function entryDescription(e: DiffEntry): string {
  if ((e.kind === 'verdict_changed' || e.kind === 'claim_changed') && e.before && e.after) {
    return `${e.before.label}/${e.before.action} → ${e.after.label}/${e.after.action}`;
  }
  return e.detail;
}

function entryTooltip(e: DiffEntry): vscode.MarkdownString {
  const md = new vscode.MarkdownString('', false);
  md.supportHtml = false;
  if (e.claimText) {
    md.appendMarkdown(`> ${markdownText(e.claimText)}`);
    md.appendMarkdown('\n\n');
  }
  md.appendMarkdown(`${markdownText(e.detail)}\n\n`);
  if (e.before) md.appendText(`Recorded: ${e.before.label} / ${e.before.action} / quality ${e.before.quality}\n`);
  if (e.after) md.appendText(`Now: ${e.after.label} / ${e.after.action} / quality ${e.after.quality}`);
  return md;
}

/** The spans to show under an entry: as recorded, where they moved to, and the current ones (deduplicated). */
function spansOf(e: DiffEntry): Array<{ side: 'before' | 'after' | 'now at'; span: DiffSpan }> {
  const out: Array<{ side: 'before' | 'after' | 'now at'; span: DiffSpan }> = [];
  const key = (s: DiffSpan) => `${s.relPath}:${s.start}:${s.end}`;
  const seen = new Set<string>();
  for (const span of e.before?.spans ?? []) out.push({ side: 'before', span });
  for (const a of e.anchors) {
    if (a.to && a.status !== 'anchored') {
      seen.add(key(a.to));
      out.push({ side: 'now at', span: a.to });
    }
  }
  for (const span of e.after?.spans ?? []) {
    if (!seen.has(key(span)) && !(e.before?.spans ?? []).some((b) => key(b) === key(span))) out.push({ side: 'after', span });
  }
  return out;
}
