// Entry point: the extension is a thin adapter over src/core; Ctx wires everything.
import type * as vscode from 'vscode';
import { Ctx, type WarrantApi } from './ctx';

let ctx: Ctx | undefined;

export function activate(context: vscode.ExtensionContext): WarrantApi {
  ctx = new Ctx(context);
  context.subscriptions.push(ctx);
  return ctx.start();
}

export function deactivate(): void {
  ctx = undefined;
}
