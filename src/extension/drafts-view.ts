// The Drafts view (Warrant view container): every verified draft with its counts by action; a click opens the
// draft, a count opens it at the first claim with that action. Refreshed (debounced) as results arrive.
import * as vscode from 'vscode';
import type { Action } from '../core/model';
import { draftRows, type CountedAction, type DraftRow } from './drafts-model';
import { currentRange, type ResultStore, type StoredResult } from './results';
import { quietOnClaims } from './source-scope';

export const DRAFTS_VIEW_ID = 'warrant.drafts';
const REFRESH_DELAY_MS = 150;

const ACTION_ICONS: Record<CountedAction, [string, string]> = {
  accept: ['pass', 'testing.iconPassed'],
  repair: ['wrench', 'list.warningForeground'],
  refute: ['error', 'list.errorForeground'],
  review: ['eye', 'list.warningForeground'],
  abstain: ['question', 'descriptionForeground'],
};

type Node =
  | { type: 'draft'; uri: vscode.Uri; row: DraftRow }
  | { type: 'count'; uri: vscode.Uri; action: CountedAction; label: string; count: number };

/** What the view shows, for the integration tests: one entry per draft with its counts. */
export interface DraftsSnapshot {
  relPath: string;
  description: string;
  counts: Record<CountedAction, number>;
}

export class DraftsView implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<Node | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private timer: NodeJS.Timeout | undefined;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(private readonly store: ResultStore) {}

  register(): vscode.Disposable {
    this.disposables.push(
      vscode.window.registerTreeDataProvider(DRAFTS_VIEW_ID, this),
      this.store.onDidChange(() => this.schedule()),
      vscode.commands.registerCommand('warrant.openDraftAt', (uri: vscode.Uri, action: Action) => this.openAt(uri, action)),
    );
    return this;
  }

  /** The view's rows, from the store as it is now. */
  snapshot(): DraftsSnapshot[] {
    return this.roots().map(({ row }) => ({
      relPath: row.relPath,
      description: row.description,
      counts: Object.fromEntries(row.counts.map((c) => [c.action, c.count])) as Record<CountedAction, number>,
    }));
  }

  getTreeItem(node: Node): vscode.TreeItem {
    if (node.type === 'draft') {
      const item = new vscode.TreeItem(node.row.relPath, vscode.TreeItemCollapsibleState.Collapsed);
      item.resourceUri = node.uri;
      item.description = node.row.description;
      item.tooltip = node.row.tooltip;
      item.iconPath = node.row.unchecked
        ? new vscode.ThemeIcon('circle-slash')
        : node.row.attention > 0
          ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'))
          : new vscode.ThemeIcon('pass', new vscode.ThemeColor('testing.iconPassed'));
      item.command = { title: 'Open Draft', command: 'vscode.open', arguments: [node.uri] };
      item.contextValue = 'warrant.draft';
      item.id = `draft:${node.uri.toString()}`;
      return item;
    }
    const item = new vscode.TreeItem(node.label, vscode.TreeItemCollapsibleState.None);
    item.description = String(node.count);
    const [icon, color] = ACTION_ICONS[node.action];
    item.iconPath = new vscode.ThemeIcon(icon, new vscode.ThemeColor(color));
    item.id = `count:${node.uri.toString()}:${node.action}`;
    if (node.count > 0) item.command = { title: 'Open at the first such claim', command: 'warrant.openDraftAt', arguments: [node.uri, node.action] };
    return item;
  }

  getChildren(node?: Node): Node[] {
    if (!node) return this.roots();
    if (node.type === 'draft') return node.row.counts.map((c) => ({ type: 'count', uri: node.uri, ...c }));
    return [];
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.changed.dispose();
    for (const d of this.disposables) d.dispose();
  }

  private roots(): Array<Node & { type: 'draft' }> {
    const byPath = new Map<string, StoredResult>();
    for (const stored of this.store.all()) byPath.set(vscode.workspace.asRelativePath(stored.uri), stored);
    const rows = draftRows(
      [...byPath].map(([relPath, s]) => ({ relPath, summary: s.result.summary, unchecked: quietOnClaims(s.result.sources) })),
    );
    return rows.map((row) => ({ type: 'draft', uri: byPath.get(row.relPath)!.uri, row }));
  }

  /** Results come in draft after draft (Verify Workspace): one refresh per burst. */
  private schedule(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.changed.fire(undefined), REFRESH_DELAY_MS);
  }

  private async openAt(uri: vscode.Uri, action: Action): Promise<void> {
    const document = await vscode.workspace.openTextDocument(uri);
    const result = this.store.get(uri)?.result.results.find((r) => r.action === action);
    const range = result && currentRange(document, result);
    await vscode.window.showTextDocument(document, range ? { selection: range } : {});
  }
}
