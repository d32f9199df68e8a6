// Paths read back from the lockfile (drafts, source spans) are user-editable input: before the extension opens
// or reads one, its real path must lie inside the workspace (a link on the way must not lead elsewhere).
import * as vscode from 'vscode';
import { nodeFileSystem } from '../core/fs/node-fs';
import { isInsideRoot, relativePath } from '../core/kernel/paths';

/** The real path of `absPath` when it exists and lies inside `root` (or any workspace folder); else undefined. */
export async function realPathInside(absPath: string, root?: string): Promise<string | undefined> {
  if (absPath.includes('\0')) return undefined;
  const real = await nodeFileSystem.realpath(absPath).catch(() => undefined);
  if (real === undefined) return undefined;
  const roots = root !== undefined ? [root] : (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
  for (const r of roots) {
    const realRoot = await nodeFileSystem.realpath(r).catch(() => r);
    if (isInsideRoot(relativePath(realRoot, real))) return real;
  }
  return undefined;
}
