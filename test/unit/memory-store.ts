// An IndexStorePort in memory, for tests of the files the engine keeps in the state folder (index, results).
import type { IndexStorePort } from '../../src/core/ports';

export class MemoryStore implements IndexStorePort {
  data: Uint8Array | undefined;
  writes = 0;
  constructor(readonly location = '/ws/.warrant/cache/discovery-index.bin') {}
  async read(): Promise<Uint8Array | undefined> {
    return this.data?.slice();
  }
  async write(data: Uint8Array): Promise<void> {
    this.data = data.slice();
    this.writes++;
  }
}
