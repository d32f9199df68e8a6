// FileSystemPort over Node's fs. Lives in core because both adapters (CLI, extension) use it;
// it is the only place that imports node:fs for source access, and only the kernel calls it.
import { promises as fsp } from 'node:fs';
import type { EntryKind, FileStat, FileSystemPort } from '../ports';

function kindOf(s: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): EntryKind {
  if (s.isSymbolicLink()) return 'symlink';
  if (s.isFile()) return 'file';
  if (s.isDirectory()) return 'directory';
  return 'other';
}

export const nodeFileSystem: FileSystemPort = {
  async stat(absPath: string): Promise<FileStat | undefined> {
    try {
      const s = await fsp.lstat(absPath);
      return { kind: kindOf(s), size: s.size, mtimeMs: s.mtimeMs };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT' || (e as NodeJS.ErrnoException).code === 'ENOTDIR') return undefined;
      throw e;
    }
  },
  realpath: (absPath) => fsp.realpath(absPath),
  async readFile(absPath) {
    return new Uint8Array(await fsp.readFile(absPath));
  },
  async readDirectory(absPath) {
    const entries = await fsp.readdir(absPath, { withFileTypes: true });
    return entries.map((d) => ({ name: d.name, kind: kindOf(d) }));
  },
};
