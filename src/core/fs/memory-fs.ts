// In-memory FileSystemPort for tests: files, directories and symlinks under POSIX absolute paths.
import * as path from 'node:path';
import type { CheckedFile, EntryKind, FileStat, FileSystemPort } from '../ports';

type Node = { kind: 'file'; data: Uint8Array; mtimeMs: number } | { kind: 'directory' } | { kind: 'symlink'; target: string };

export class MemoryFileSystem implements FileSystemPort {
  private nodes = new Map<string, Node>([['/', { kind: 'directory' }]]);

  writeFile(absPath: string, content: string | Uint8Array, mtimeMs = 0): this {
    const p = path.posix.resolve(absPath);
    this.mkdirp(path.posix.dirname(p));
    const data = typeof content === 'string' ? new TextEncoder().encode(content) : content;
    this.nodes.set(p, { kind: 'file', data, mtimeMs });
    return this;
  }

  symlink(absPath: string, target: string): this {
    const p = path.posix.resolve(absPath);
    this.mkdirp(path.posix.dirname(p));
    this.nodes.set(p, { kind: 'symlink', target });
    return this;
  }

  remove(absPath: string): this {
    const p = path.posix.resolve(absPath);
    for (const k of [...this.nodes.keys()]) if (k === p || k.startsWith(p + '/')) this.nodes.delete(k);
    return this;
  }

  mkdirp(absPath: string): this {
    let p = path.posix.resolve(absPath);
    const stack: string[] = [];
    while (p !== '/' && !this.nodes.has(p)) {
      stack.push(p);
      p = path.posix.dirname(p);
    }
    for (const d of stack) this.nodes.set(d, { kind: 'directory' });
    return this;
  }

  /** Resolves symlinks in every component (like realpath); undefined when missing. */
  private resolve(absPath: string, depth = 0): string | undefined {
    if (depth > 40) throw Object.assign(new Error(`ELOOP: ${absPath}`), { code: 'ELOOP' });
    const parts = path.posix.resolve(absPath).split('/').filter(Boolean);
    let cur = '/';
    for (let i = 0; i < parts.length; i++) {
      const next = path.posix.join(cur, parts[i]!);
      const node = this.nodes.get(next);
      if (!node) return undefined;
      if (node.kind === 'symlink') {
        const target = path.posix.resolve(path.posix.dirname(next), node.target);
        const resolved = this.resolve(target, depth + 1);
        if (resolved === undefined) return undefined;
        cur = resolved;
      } else {
        cur = next;
      }
    }
    return cur;
  }

  async stat(absPath: string): Promise<FileStat | undefined> {
    const p = path.posix.resolve(absPath);
    const parent = this.resolve(path.posix.dirname(p));
    if (parent === undefined) return undefined;
    const node = this.nodes.get(path.posix.join(parent, path.posix.basename(p)));
    if (!node) return undefined;
    return {
      kind: node.kind,
      size: node.kind === 'file' ? node.data.byteLength : 0,
      mtimeMs: node.kind === 'file' ? node.mtimeMs : 0,
    };
  }

  async realpath(absPath: string): Promise<string> {
    const r = this.resolve(absPath);
    if (r === undefined) throw Object.assign(new Error(`ENOENT: ${absPath}`), { code: 'ENOENT' });
    return r;
  }

  async readFile(absPath: string): Promise<Uint8Array> {
    const r = this.resolve(absPath);
    const node = r === undefined ? undefined : this.nodes.get(r);
    if (!node || node.kind !== 'file') throw Object.assign(new Error(`ENOENT: ${absPath}`), { code: 'ENOENT' });
    return node.data;
  }

  async readChecked(absPath: string, maxBytes: number): Promise<CheckedFile> {
    const p = path.posix.resolve(absPath);
    const parent = this.resolve(path.posix.dirname(p));
    const real = parent === undefined ? undefined : path.posix.join(parent, path.posix.basename(p));
    const node = real === undefined ? undefined : this.nodes.get(real);
    const fail = (code: string): never => {
      throw Object.assign(new Error(`${code}: ${absPath}`), { code });
    };
    if (!node) return fail('ENOENT');
    if (node.kind === 'symlink') return fail('ELOOP');
    if (node.kind !== 'file') return fail('ENOTREG');
    if (node.data.byteLength > maxBytes) return fail('EFBIG');
    this.checkedReads.push(real!);
    return { data: node.data, realPath: real!, size: node.data.byteLength, mtimeMs: node.mtimeMs };
  }

  /** Real paths read through readChecked, in order (tests assert what was read). */
  readonly checkedReads: string[] = [];

  async readDirectory(absPath: string): Promise<Array<{ name: string; kind: EntryKind }>> {
    const r = this.resolve(absPath);
    if (r === undefined || this.nodes.get(r)?.kind !== 'directory') {
      throw Object.assign(new Error(`ENOTDIR: ${absPath}`), { code: 'ENOTDIR' });
    }
    const prefix = r === '/' ? '/' : r + '/';
    const out: Array<{ name: string; kind: EntryKind }> = [];
    for (const [k, node] of this.nodes) {
      if (k.startsWith(prefix) && k !== r && !k.slice(prefix.length).includes('/')) {
        out.push({ name: k.slice(prefix.length), kind: node.kind });
      }
    }
    return out.sort((a, b) => a.name.localeCompare(b.name));
  }
}
