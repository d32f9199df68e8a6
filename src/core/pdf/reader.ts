// How the kernel's SourceStore turns PDF bytes into text: pdf.js extraction behind two caches, in memory (by
// content hash) and, where given, in the state folder (.warrant/cache/pdf-text/<hash>.<extractor>.json). The
// cached text is a copy of the source: that folder carries a .gitignore so it is never committed with the
// lockfile, and a source the retention policy marks sensitive is never cached on disk.
import type { ResolvedConfig } from '../config';
import { resolvePolicy } from '../records/retention';
import { PDF_EXTRACTOR_VERSION, PdfExtractionError, extractPdf, type PdfExtraction, type PdfProblem } from './extract';

export interface PdfReader {
  /** The PDF's text; `sourceHash` is sha256 of `bytes`, `relPath` names the source for the cache policy. */
  extract(bytes: Uint8Array, sourceHash: string, relPath: string): Promise<PdfExtraction>;
}

/** The part of the records layer's StateStorePort the cache uses (structural: no import of records/). */
export interface PdfCacheStore {
  read(absPath: string): Promise<string | undefined>;
  writeAtomic(absPath: string, data: string, mode?: number): Promise<void>;
}

export interface PdfCacheOptions {
  store: PdfCacheStore;
  /** The state folder (absolute). */
  stateDir: string;
  /** False for a source whose text may not be kept on disk (sensitive). */
  mayCache(relPath: string): boolean;
  /** Told when the cache cannot be read or written (extraction still works). */
  warn?(message: string): void;
}

type Extract = (bytes: Uint8Array, sourceHash: string, relPath: string) => Promise<PdfExtraction>;

const MEMORY_LIMIT = 64;

/** An in-memory cache (by content hash) of the last extractions, failures included. */
export function memoryPdfReader(extract: Extract = (bytes) => extractPdf(bytes)): PdfReader {
  const memory = new Map<string, Promise<PdfExtraction>>();
  return {
    extract(bytes, sourceHash, relPath) {
      let pending = memory.get(sourceHash);
      if (!pending) {
        pending = extract(bytes, sourceHash, relPath);
        memory.set(sourceHash, pending);
        if (memory.size > MEMORY_LIMIT) memory.delete(memory.keys().next().value!);
      }
      return pending;
    },
  };
}

export const defaultPdfReader: PdfReader = memoryPdfReader();

export const PDF_CACHE_FOLDER = ['cache', 'pdf-text'];

/** The cache folder under the state folder, with the state folder's own path separator. */
function cacheFolder(stateDir: string): { folder: string; sep: string } {
  const sep = stateDir.includes('\\') && !stateDir.includes('/') ? '\\' : '/';
  return { folder: [stateDir.replace(/[\\/]+$/, ''), ...PDF_CACHE_FOLDER].join(sep), sep };
}

/** A PDF version's part of a cache file name: its content hash, letters and digits only. */
function hashName(sourceHash: string): string {
  return sourceHash.replace(/^sha256:/, '').replace(/[^A-Za-z0-9]/g, '');
}

type CacheEntry = PdfExtraction | { extractor: string; problem: PdfProblem; message: string };

/** The state-folder PDF reader for a workspace's config: a sensitive source's text is never written to disk. */
export function configPdfReader(config: ResolvedConfig, store: PdfCacheStore, warn: (message: string) => void): PdfReader {
  return stateCachedPdfReader({ store, stateDir: config.stateDir, mayCache: (relPath) => !resolvePolicy(config, relPath).sensitive, warn });
}

/** The memory cache, and below it the state folder's (one file per PDF version and extractor version). */
export function stateCachedPdfReader(opts: PdfCacheOptions, extract: (bytes: Uint8Array) => Promise<PdfExtraction> = extractPdf): PdfReader {
  const { folder, sep } = cacheFolder(opts.stateDir);
  const tag = PDF_EXTRACTOR_VERSION.replace(/[^A-Za-z0-9.-]/g, '_');
  const fileOf = (sourceHash: string) => `${folder}${sep}${hashName(sourceHash)}.${tag}.json`;
  let ignoreWritten = false;
  const warn = (m: string) => opts.warn?.(`PDF text cache: ${m}`);

  return memoryPdfReader(async (bytes, sourceHash, relPath) => {
    const onDisk = opts.mayCache(relPath);
    const file = fileOf(sourceHash);
    if (onDisk) {
      const hit = await opts.store.read(file).then(parseEntry, (e: Error) => (warn(e.message), undefined));
      if (hit && 'problem' in hit) throw new PdfExtractionError(hit.problem, hit.message);
      if (hit) return hit;
    }
    let entry: CacheEntry;
    try {
      entry = await extract(bytes);
    } catch (e) {
      if (!(e instanceof PdfExtractionError)) throw e;
      entry = { extractor: PDF_EXTRACTOR_VERSION, problem: e.problem, message: e.message };
    }
    if (onDisk) {
      try {
        if (!ignoreWritten) {
          // The cached texts are copies of sources: never committed (the lockfile beside them is).
          await opts.store.writeAtomic(`${folder}${sep}.gitignore`, '# Warrant: extracted PDF text (copies of sources), never committed\n*\n');
          ignoreWritten = true;
        }
        await opts.store.writeAtomic(file, JSON.stringify(entry));
      } catch (e) {
        warn((e as Error).message);
      }
    }
    if ('problem' in entry) throw new PdfExtractionError(entry.problem, entry.message);
    return entry;
  });
}

/** A cache file's entry when it is one this extractor wrote; anything else reads as a miss. */
function parseEntry(data: string | undefined): CacheEntry | undefined {
  if (data === undefined) return undefined;
  try {
    const v = JSON.parse(data) as Partial<PdfExtraction & { problem: PdfProblem; message: string }>;
    if (v.extractor !== PDF_EXTRACTOR_VERSION) return undefined;
    if (typeof v.problem === 'string' && typeof v.message === 'string') return { extractor: v.extractor, problem: v.problem, message: v.message };
    const pages = v.pages;
    const headings = v.headings;
    if (!Array.isArray(pages) || !pages.every((p) => typeof p === 'string' && !p.includes('\f'))) return undefined;
    if (!Array.isArray(headings) || headings.length !== pages.length) return undefined;
    const ok = headings.every((hs, i) => Array.isArray(hs) && hs.every((h) =>
      Number.isInteger(h?.start) && Number.isInteger(h?.end) && Number.isInteger(h?.depth) && h.start >= 0 && h.start < h.end && h.end <= pages[i]!.length));
    return ok ? { extractor: v.extractor, pages, headings } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Removes the state folder's extracted text of the given PDF versions (every extractor's), for `warrant forget`:
 * the cached text is a copy of the source, so forgetting a source forgets it too. Returns how many were removed.
 */
export async function forgetCachedPdfText(store: { list(absDir: string): Promise<string[]>; remove(absPath: string): Promise<void> }, stateDir: string, sourceHashes: Iterable<string>): Promise<number> {
  const { folder, sep } = cacheFolder(stateDir);
  const wanted = new Set([...sourceHashes].map(hashName).filter((h) => h.length > 0));
  if (wanted.size === 0) return 0;
  const names = await store.list(folder); // a link in its place is refused, never followed
  let removed = 0;
  for (const name of names) {
    const base = name.split(/[\\/]/).pop()!;
    if (!wanted.has(base.split('.')[0]!)) continue;
    await store.remove(`${folder}${sep}${base}`);
    removed++;
  }
  return removed;
}
