// Errors reach the user once per cause (not as a stream of popups); everything goes to the log.
import * as vscode from 'vscode';

export class ErrorReporter {
  private readonly shown = new Set<string>();

  constructor(private readonly log: vscode.LogOutputChannel) {}

  /** Log the error; show it only if this cause is not already shown. */
  report(cause: string, message: string): void {
    this.log.error(message);
    if (this.shown.has(cause)) return;
    this.shown.add(cause);
    void vscode.window.showErrorMessage(message, 'Show Log').then((choice) => {
      if (choice) this.log.show(true);
    });
  }

  /** The cause is resolved: a new occurrence will be shown again. */
  clear(cause: string): void {
    this.shown.delete(cause);
  }
}
