// Status bar: accepted / need-attention counts for the active draft; a click opens the panel. When the draft's
// sources give nothing to search (or the workspace has none), it says so instead and a click opens the fix.
import { attentionOf } from './drafts-model';
import * as vscode from 'vscode';
import type { ResultStore } from './results';
import { readSettings } from './settings';
import { statusView } from './source-scope';

export class StatusItem implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('warrant.status', vscode.StatusBarAlignment.Right, 100);
  private indexing: string | undefined;

  constructor(private readonly store: ResultStore) {
    this.item.name = 'Warrant';
    this.item.command = 'warrant.showEvidencePanel';
  }

  update(editor: vscode.TextEditor | undefined): void {
    if (this.indexing !== undefined) return; // showIndexing(undefined) brings the counts back
    const stored = editor && this.store.get(editor.document.uri);
    if (!editor || !stored || !readSettings(editor.document).statusBar) {
      this.item.hide();
      return;
    }
    const s = stored.result.summary;
    const attention = attentionOf(s);
    const detail = `${s.accept} accepted, ${attention} need attention (${s.repair} repair, ${s.refute} refuted, ${s.review} review, ${s.abstain} not verified)`;
    const view = statusView(stored.result.sources, { accept: s.accept, attention, detail });
    this.item.text = view.text;
    this.item.tooltip = view.tooltip;
    this.item.command =
      view.opens === 'panel'
        ? 'warrant.showEvidencePanel'
        : view.opens === 'config'
          ? { title: 'Open .warrant.json', command: 'warrant.openConfig', arguments: [editor.document.uri] }
          : { title: 'Open the setting', command: 'workbench.action.openSettings', arguments: ['warrant.sources'] };
    this.item.show();
  }

  /** "indexing n/N" while sources are indexed; undefined: indexing is over, the draft's counts come back. */
  showIndexing(done: number | undefined, total?: number): void {
    this.indexing = done === undefined ? undefined : `$(sync~spin) Warrant: indexing ${done}/${total ?? '?'}`;
    if (this.indexing !== undefined) {
      this.item.text = this.indexing;
      this.item.tooltip = 'Warrant is indexing the sources in the background';
      this.item.show();
    } else this.update(vscode.window.activeTextEditor);
  }

  get text(): string {
    return this.item.text;
  }

  dispose(): void {
    this.item.dispose();
  }
}
