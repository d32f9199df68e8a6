// Adapts the kernel's SourceStore (the only reader of source files) to the SourceReader the records layer uses.
import type { SourceReader } from './anchor';

/** The part of the kernel's SourceStore the records layer needs (structural, so tests can pass a real store). */
export interface SourceStoreLike {
  listSources(excludePaths?: string[]): Promise<{ files: Array<{ absPath: string; relPath: string }> }>;
  load(absPath: string): Promise<{ text: string; sourceHash: string }>;
}

/**
 * A reader over the current sources. The listing is taken once (drafts excluded); a path that is no longer
 * listed, or can no longer be loaded (deleted, now binary, now too large), reads as null: gone.
 */
export function sourceReaderFromStore(store: SourceStoreLike, draftPaths: string[] = []): SourceReader {
  let listing: Promise<Map<string, string>> | undefined;
  const files = (): Promise<Map<string, string>> =>
    (listing ??= store.listSources(draftPaths).then((l) => new Map(l.files.map((f) => [f.relPath, f.absPath]))));
  return {
    async list() {
      return [...(await files()).keys()];
    },
    async read(relPath) {
      const abs = (await files()).get(relPath);
      if (abs === undefined) return null;
      try {
        const doc = await store.load(abs);
        return { text: doc.text, sourceHash: doc.sourceHash };
      } catch (err) {
        if (err instanceof Error && err.name === 'SourceLoadError') return null;
        throw err;
      }
    },
  };
}
