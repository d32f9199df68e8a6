// The evidence side panel (a webview view): shows the selected claim's full record.
// Strict CSP with a nonce, resources only from media/, data passed as typed messages.
import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { parseFromWebview, toPanelClaim, type FromWebview, type ToWebview } from './protocol';
import type { ResultStore } from './results';

export const EVIDENCE_VIEW_ID = 'warrant.evidence';

export class EvidencePanel implements vscode.WebviewViewProvider, vscode.Disposable {
  private view: vscode.WebviewView | undefined;
  private ready = false;
  private selected: { uri: vscode.Uri; claimId: string } | undefined;
  private lastRendered: string | null | undefined;
  private readonly rendered = new vscode.EventEmitter<string | null>();
  /** Fires with the claim id the webview has rendered (null: the empty state). */
  readonly onDidRender = this.rendered.event;
  private readonly disposables: vscode.Disposable[] = [];

  constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly store: ResultStore,
    private readonly onMessage: (message: FromWebview, selected: { uri: vscode.Uri; claimId: string } | undefined) => void,
  ) {
    this.disposables.push(store.onDidChange((uri) => uri.toString() === this.selected?.uri.toString() && this.post()));
  }

  get renderedClaimId(): string | null | undefined {
    return this.lastRendered;
  }

  resolveWebviewView(view: vscode.WebviewView): void {
    this.view = view;
    this.ready = false;
    const media = vscode.Uri.joinPath(this.extensionUri, 'media');
    view.webview.options = { enableScripts: true, enableCommandUris: false, localResourceRoots: [media] };
    view.webview.html = this.html(view.webview, media);
    view.webview.onDidReceiveMessage((raw) => {
      const message = parseFromWebview(raw);
      if (!message) return;
      if (message.type === 'ready') {
        this.ready = true;
        this.post();
      } else if (message.type === 'rendered') {
        this.lastRendered = message.claimId;
        this.rendered.fire(message.claimId);
      } else {
        this.onMessage(message, this.selected);
      }
    }, undefined, this.disposables);
    view.onDidDispose(() => {
      this.view = undefined;
      this.ready = false;
    }, undefined, this.disposables);
  }

  /** Select a claim (or clear the selection) and reveal the panel if asked. */
  async show(selection: { uri: vscode.Uri; claimId: string } | undefined, reveal: boolean): Promise<void> {
    this.selected = selection;
    if (reveal) await vscode.commands.executeCommand(`${EVIDENCE_VIEW_ID}.focus`);
    this.post();
  }

  /** Follow the cursor: select the claim under it without stealing focus. */
  follow(selection: { uri: vscode.Uri; claimId: string }): void {
    if (this.selected?.uri.toString() === selection.uri.toString() && this.selected.claimId === selection.claimId) return;
    this.selected = selection;
    this.post();
  }

  get selection(): { uri: vscode.Uri; claimId: string } | undefined {
    return this.selected;
  }

  dispose(): void {
    this.rendered.dispose();
    for (const d of this.disposables) d.dispose();
  }

  private post(): void {
    if (!this.view || !this.ready) return;
    void this.view.webview.postMessage(this.message());
  }

  private message(): ToWebview {
    if (!this.selected) return { type: 'empty', message: 'Put the cursor on a claim in a Markdown draft, or use "Show evidence" on a Warrant diagnostic.' };
    const stored = this.store.get(this.selected.uri);
    const result = stored?.result.results.find((r) => r.claim.id === this.selected!.claimId);
    if (!stored || !result) return { type: 'empty', message: 'This claim has changed since it was verified. Verify the draft again.' };
    return { type: 'claim', claim: toPanelClaim(stored.documentPath, result) };
  }

  private html(webview: vscode.Webview, media: vscode.Uri): string {
    const nonce = randomBytes(16).toString('base64');
    const css = webview.asWebviewUri(vscode.Uri.joinPath(media, 'panel.css'));
    const js = webview.asWebviewUri(vscode.Uri.joinPath(media, 'panel.js'));
    const csp = [`default-src 'none'`, `style-src ${webview.cspSource}`, `script-src 'nonce-${nonce}'`, `img-src ${webview.cspSource}`, `font-src ${webview.cspSource}`].join('; ');
    return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<link rel="stylesheet" href="${css}">
<title>Warrant evidence</title>
</head>
<body>
<main id="root" aria-live="polite"></main>
<script nonce="${nonce}" src="${js}"></script>
</body>
</html>`;
  }
}
