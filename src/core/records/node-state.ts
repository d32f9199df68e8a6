// Node implementation of the StateStorePort (node:fs). Only ever used on the state folder.
import { randomBytes } from 'node:crypto';
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import type { StateStorePort } from './state-store';

function isCode(err: unknown, code: string): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === code;
}

export const nodeStateStore: StateStorePort = {
  async read(absPath) {
    try {
      return await fsp.readFile(absPath, 'utf8');
    } catch (err) {
      if (isCode(err, 'ENOENT')) return undefined;
      throw err;
    }
  },

  async writeAtomic(absPath, data, mode = 0o644) {
    await fsp.mkdir(path.dirname(absPath), { recursive: true });
    const temp = `${absPath}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    try {
      const handle = await fsp.open(temp, 'wx', mode);
      try {
        await handle.writeFile(data, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      await fsp.rename(temp, absPath);
    } catch (err) {
      await fsp.rm(temp, { force: true });
      throw err;
    }
  },

  async appendLine(absPath, line) {
    await fsp.mkdir(path.dirname(absPath), { recursive: true });
    await fsp.appendFile(absPath, line + '\n', 'utf8');
  },

  async createExclusive(absPath, data, mode = 0o644) {
    await fsp.mkdir(path.dirname(absPath), { recursive: true });
    try {
      const handle = await fsp.open(absPath, 'wx', mode);
      try {
        await handle.writeFile(data, 'utf8');
      } finally {
        await handle.close();
      }
      return true;
    } catch (err) {
      if (isCode(err, 'EEXIST')) return false;
      throw err;
    }
  },

  async remove(absPath) {
    await fsp.rm(absPath, { force: true });
  },

  async list(absDir) {
    try {
      const entries = await fsp.readdir(absDir, { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => e.name).sort();
    } catch (err) {
      if (isCode(err, 'ENOENT')) return [];
      throw err;
    }
  },
};
