// Indexing in the background, visibly: the status bar says "indexing n/N" while a folder's sources are (re)indexed,
// and an indexing that lasts gets a progress notification whose Cancel stops it (what was indexed is kept; the
// next run goes on from there).
import * as vscode from 'vscode';

/** An indexing shorter than this shows in the status bar only. */
const NOTIFY_AFTER_MS = 1000;

export interface IndexingView {
  /** n of N sources looked at; undefined when indexing is over. */
  showIndexing(done: number | undefined, total?: number): void;
}

export class IndexingProgress implements vscode.Disposable {
  private shown: { report(done: number): void; close(): void } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private done = 0;
  private total = 0;

  constructor(
    private readonly view: IndexingView,
    private readonly cancel: () => void,
  ) {}

  update(folder: string, done: number, total: number): void {
    this.done = done;
    this.total = total;
    if (done >= total) return this.finish();
    this.view.showIndexing(done, total);
    if (this.shown) return this.shown.report(done);
    this.timer ??= setTimeout(() => this.notify(folder), NOTIFY_AFTER_MS);
  }

  private notify(folder: string): void {
    this.timer = undefined;
    if (this.done >= this.total) return;
    void vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: `Warrant: indexing the sources of ${folder}`, cancellable: true },
      (progress, token) =>
        new Promise<void>((resolve) => {
          let reported = 0;
          const report = (done: number): void => {
            const increment = (100 * (done - reported)) / Math.max(1, this.total);
            reported = done;
            progress.report({ message: `${done}/${this.total}`, increment });
          };
          this.shown = { report, close: resolve };
          report(this.done);
          token.onCancellationRequested(() => {
            this.cancel();
            this.finish();
          });
        }),
    );
  }

  private finish(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.shown?.close();
    this.shown = undefined;
    this.view.showIndexing(undefined);
  }

  dispose(): void {
    this.finish();
  }
}
