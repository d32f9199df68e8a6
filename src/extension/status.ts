// Status bar: accepted / need-attention counts for the active draft; a click opens the panel.
import * as vscode from 'vscode';
import type { ResultStore } from './results';
import { readSettings } from './settings';

export class StatusItem implements vscode.Disposable {
  private readonly item = vscode.window.createStatusBarItem('warrant.status', vscode.StatusBarAlignment.Right, 100);

  constructor(private readonly store: ResultStore) {
    this.item.name = 'Warrant';
    this.item.command = 'warrant.showEvidencePanel';
  }

  update(editor: vscode.TextEditor | undefined): void {
    const stored = editor && this.store.get(editor.document.uri);
    if (!editor || !stored || !readSettings(editor.document).statusBar) {
      this.item.hide();
      return;
    }
    const s = stored.result.summary;
    const attention = s.repair + s.refute + s.review + s.abstain;
    this.item.text = `$(pass) ${s.accept} $(warning) ${attention}`;
    this.item.tooltip = `Warrant: ${s.accept} accepted, ${attention} need attention (${s.repair} repair, ${s.refute} refuted, ${s.review} review, ${s.abstain} not verified). Click to open the evidence panel.`;
    this.item.show();
  }

  get text(): string {
    return this.item.text;
  }

  dispose(): void {
    this.item.dispose();
  }
}
