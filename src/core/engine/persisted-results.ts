// Verification results persisted between processes (`.warrant/cache/results.bin`, next to the discovery index), the
// way an incremental compiler keeps its query results: a fresh `warrant verify` of a draft whose claims and sources
// did not change replays the earlier results instead of verifying again, and a draft with a few edited paragraphs
// verifies only those (the engine's in-process reuse of `previous` decides which, see engine/index.ts).
//
// What a result is reused under (all of it must be equal, else nothing of the draft is reused):
// - the build (src/core/build-id.ts: a hash of the code, the lexicons and the pinned packages) and Node's version;
// - the resolved config (every field) and the discovery index's version;
// - the corpus: every indexed source's path and content hash in index order, and the sources the listing skipped;
// - the draft's surroundings the engine keys its reuse on (exclude controls, bibliography keys).
// Then, claim by claim, the claim as sameForReuse sees it, as for in-process reuse.
//
// Retention: evidence spans are kept as offsets and hashes, never their text. On replay the text is sliced again
// from the source, whose content hash must still be the span's sourceHash and the slice's hash its spanHash; any
// mismatch or unreadable source and the result is verified again instead. A result whose other fields (a reason, a
// repair) repeat four or more words of its evidence that the draft does not hold keeps them as pieces pointing
// into the spans (put together again on replay); if any such words would remain, the result is not kept. So the
// file keeps what the discovery index keeps of a source (offsets and hashes, no phrase), whatever its retention
// level; a result that read or rests on a sensitive source (whose hashes the lockfile salts) is not kept at all.
//
// The file is versioned, checksummed and signed (the store's HMAC, see records/node-state.ts), written whole to a
// temporary file that is synced and renamed; a file that cannot be used is reported in one warning and ignored.
import { createHash } from 'node:crypto';
import type { ClaimExtraction, ClaimResult, Claim, EvidenceSpan } from '../model';
import { MAX_RESULTS_BYTES, type IndexStorePort, type Logger } from '../ports';

/** Bumped with any change to what this file holds or how it is read. */
export const RESULTS_VERSION = 'results-1';
const MAGIC = 'WARRANT-RESULTS\n';
/** Drafts kept (the latest results of each); the least recently written go first. */
export const MAX_RESULT_DRAFTS = 64;
/** Words a kept field may share with its evidence that the draft does not hold (see leaksSource). */
const LEAK_WORDS = 4;

/** An evidence span as kept: no text, no words derived from the source. */
type KeptSpan = Omit<EvidenceSpan, 'text' | 'plain' | 'context'>;

interface KeptResult {
  /** The claim as the gate gave it (the one sameForReuse compares). */
  gate: Claim;
  /** The result, its spans without text; its claim left out when it is the gate's. */
  result: Omit<ClaimResult, 'claim'> & { claim?: Claim };
  /**
   * Strings of the result that quote its evidence (a subclaim that is a source's sentence, a repair with the
   * source's figure): kept as pieces, each a literal or a range [span, start, end] of one of the result's spans'
   * texts (evidence, counter-evidence, subclaims' evidence, in that order), and put together again on replay.
   */
  patches?: Array<[Array<string | number>, Array<string | [number, number, number]>]>;
}

export interface DraftEntry {
  /** The draft, relative to the config's root. */
  draft: string;
  /** Build, config and index version (see environmentKey). */
  environment: string;
  /** sha256 of the draft's text, for the extraction. */
  textHash: string;
  /** The draft's claim extraction (the author's own text), before citations are resolved. */
  extraction: ClaimExtraction;
  /** Of the results below: the corpus (see corpusKey) and surroundings they were made under. */
  corpus: string;
  surroundings: string;
  results: KeptResult[];
}

interface ResultsFile {
  version: string;
  build: string;
  drafts: DraftEntry[];
}

/** A result taken back from the file, with the claim it was made for. */
export interface ReplayedResult {
  gate: Claim;
  result: ClaimResult;
  kept: KeptResult;
}

export function environmentKey(build: string, config: unknown, indexVersion: string): string {
  return sha256(JSON.stringify([build, process.version, RESULTS_VERSION, indexVersion, config]));
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export class PersistedResults {
  private loaded = false;
  private readonly entries = new Map<string, DraftEntry>();
  private changed = false;
  /** The kept form of each result replayed from the file: kept again as it was, without checking it again. */
  private readonly replayedFrom = new WeakMap<ClaimResult, KeptResult>();

  constructor(
    private readonly store: IndexStorePort,
    private readonly build: string,
    private readonly logger: Logger,
    private readonly maxBytes = MAX_RESULTS_BYTES,
  ) {}

  /** Reads the file on first use; an unusable one is reported once and ignored (every claim is then verified). */
  async open(): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    let bytes: Uint8Array | undefined;
    try {
      bytes = await this.store.read();
    } catch (e) {
      this.logger.warn(`verification results ${this.store.location} not used (${(e as Error).message}): verifying every claim`);
      return;
    }
    if (bytes === undefined) return;
    const decoded = decode(bytes);
    if (decoded !== null && typeof decoded === 'object' && decoded.build !== this.build) {
      // another build of warrant made them (an upgrade, a rebuild): not an error, none of them is for this build
      this.logger.debug('verification results of another build: verifying every claim', { location: this.store.location });
      return;
    }
    if (typeof decoded === 'string') {
      this.logger.warn(`verification results ${this.store.location} not used (${decoded}): verifying every claim`);
      return;
    }
    for (const entry of decoded.drafts) this.entries.set(entry.draft, entry);
  }

  /** The entry of a draft, when it was made under this environment. */
  entry(draft: string, environment: string): DraftEntry | undefined {
    const entry = this.entries.get(draft);
    return entry && entry.environment === environment ? entry : undefined;
  }

  /**
   * Keeps a draft's latest results (replacing its earlier entry, which then counts as the most recently written);
   * results that would keep source words are left out. `mayKeep(relPath)`: whether what is derived from that source
   * may be kept (it is not sensitive); a result that read or rests on any other source is not kept, and is verified
   * every run.
   */
  record(entry: Omit<DraftEntry, 'results'>, results: ReadonlyArray<{ gate: Claim; result: ClaimResult }>, draftText: string, mayKeep: (relPath: string) => boolean = () => true): void {
    const kept: KeptResult[] = [];
    let draft: Set<string> | undefined;
    for (const { gate, result } of results) {
      if (!spansOf(result).every((s) => mayKeep(s.relPath)) || !result.trace.every((e) => e.files.every(mayKeep))) continue;
      // a replayed result the engine took as it was (same claim at the same place) is kept as it was read
      const k = this.replayedFrom.get(result) ?? keep(gate, result, (draft ??= grams(draftText)));
      if (k) kept.push(k);
    }
    const next: DraftEntry = { ...entry, results: kept };
    const before = this.entries.get(entry.draft);
    if (before && JSON.stringify(before) === JSON.stringify(next)) return;
    this.entries.delete(entry.draft); // re-inserted last: the most recent
    this.entries.set(entry.draft, next);
    this.changed = true;
  }

  /** Notes that `result` was replayed from `kept` (record() then keeps it as it was). */
  replayed(r: ReplayedResult): void {
    this.replayedFrom.set(r.result, r.kept);
  }

  /** Writes the file when something changed since it was read. */
  async save(): Promise<void> {
    if (!this.changed) return;
    const drafts = [...this.entries.values()].slice(-MAX_RESULT_DRAFTS);
    let bytes = encode({ version: RESULTS_VERSION, build: this.build, drafts });
    // bounded: the least recently written drafts are dropped until the file fits
    while (bytes.length > this.maxBytes && drafts.length > 0) {
      this.entries.delete(drafts.shift()!.draft);
      bytes = encode({ version: RESULTS_VERSION, build: this.build, drafts });
    }
    if (drafts.length === 0) {
      this.logger.warn(`verification results not persisted: one draft's results take more than ${this.maxBytes} bytes`);
      return;
    }
    try {
      await this.store.write(bytes);
      this.changed = false;
    } catch (e) {
      this.logger.warn(`verification results ${this.store.location} not written (${(e as Error).message})`);
    }
  }
}

/**
 * The kept results of an entry as ClaimResults again, each span's text sliced from its source (`load` gives the
 * source's current text and content hash). A result with a span that cannot be given back exactly is left out.
 */
export async function replay(
  entry: DraftEntry,
  wanted: (gate: Claim) => boolean,
  load: (absPath: string) => Promise<{ text: string; sourceHash: string } | undefined>,
): Promise<ReplayedResult[]> {
  const out: ReplayedResult[] = [];
  const sources = new Map<string, Promise<{ text: string; sourceHash: string } | undefined>>();
  const source = (absPath: string) => {
    let s = sources.get(absPath);
    if (!s) sources.set(absPath, (s = load(absPath).catch(() => undefined)));
    return s;
  };
  const span = async (k: KeptSpan): Promise<EvidenceSpan | undefined> => {
    const doc = await source(k.sourcePath);
    if (!doc || doc.sourceHash !== k.sourceHash || k.end > doc.text.length || k.start > k.end) return undefined;
    const text = doc.text.slice(k.start, k.end);
    if (`sha256:${sha256(text)}` !== k.spanHash) return undefined;
    return spanWithText(k, text);
  };
  const spans = async (list: readonly KeptSpan[]): Promise<EvidenceSpan[] | undefined> => {
    const back: EvidenceSpan[] = [];
    for (const k of list) {
      const s = await span(k);
      if (!s) return undefined;
      back.push(s);
    }
    return back;
  };
  for (const kept of entry.results) {
    if (!wanted(kept.gate)) continue;
    const r = JSON.parse(JSON.stringify(kept.result)) as ClaimResult & { evidence: KeptSpan[] };
    const evidence = await spans(r.evidence);
    const refutation = r.refutation ? await spans(r.refutation.evidence) : [];
    const subclaims = r.evidenceSet ? await Promise.all(r.evidenceSet.subclaims.map((s) => spans(s.evidence))) : [];
    if (!evidence || !refutation || subclaims.some((s) => s === undefined)) continue;
    const result: ClaimResult = {
      ...r,
      claim: r.claim ?? kept.gate,
      evidence,
      evidenceSet: r.evidenceSet ? { ...r.evidenceSet, subclaims: r.evidenceSet.subclaims.map((s, i) => ({ ...s, evidence: subclaims[i]! })) } : null,
      refutation: r.refutation ? { ...r.refutation, evidence: refutation } : null,
    };
    if (kept.patches && !applyPatches(result, kept.patches)) continue;
    out.push({ gate: kept.gate, result, kept });
  }
  return out;
}

/** A span with its text back in the place the engine's spans carry it (the keys in the order they were made). */
function spanWithText(k: KeptSpan, text: string): EvidenceSpan {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(k)) {
    if (key === 'spanHash') out.text = text;
    out[key] = value;
  }
  return out as EvidenceSpan;
}

function keptSpan(s: EvidenceSpan): KeptSpan {
  const { text: _text, plain: _plain, context: _context, ...rest } = s;
  return rest;
}

/** What is kept of a result, or null when it would keep source words the draft does not hold. */
function keep(gate: Claim, r: ClaimResult, draft: ReadonlySet<string>): KeptResult | null {
  const { claim, ...rest } = r;
  const result: KeptResult['result'] = {
    ...rest,
    ...(claim === gate || JSON.stringify(claim) === JSON.stringify(gate) ? {} : { claim }),
    evidence: r.evidence.map(keptSpan) as EvidenceSpan[],
    evidenceSet: r.evidenceSet ? { ...r.evidenceSet, subclaims: r.evidenceSet.subclaims.map((s) => ({ ...s, evidence: s.evidence.map(keptSpan) as EvidenceSpan[] })) } : null,
    refutation: r.refutation ? { ...r.refutation, evidence: r.refutation.evidence.map(keptSpan) as EvidenceSpan[] } : null,
  };
  const spans = spansOf(r);
  const source = new Set<string>();
  for (const s of spans) {
    for (const t of [s.text, s.plain ?? '', ...(s.context ? [s.context.title ?? '', ...s.context.headings] : [])]) for (const g of grams(t)) if (!draft.has(g)) source.add(g);
  }
  if (source.size === 0) return { gate, result };
  // strings that quote the evidence become pieces pointing into the spans' texts
  const patches: NonNullable<KeptResult['patches']> = [];
  const walk = (value: unknown, at: Array<string | number>, set: (v: unknown) => void): void => {
    if (typeof value === 'string') {
      if (!shares(value, source)) return;
      const pieces = piecesOf(value, spans.map((s) => s.text));
      patches.push([at, pieces]);
      set('');
    } else if (Array.isArray(value)) {
      value.forEach((v, i) => walk(v, [...at, i], (x) => (value[i] = x)));
    } else if (typeof value === 'object' && value !== null) {
      const o = value as Record<string, unknown>;
      for (const k of Object.keys(o)) walk(o[k], [...at, k], (x) => (o[k] = x));
    }
  };
  const copy = JSON.parse(JSON.stringify(result)) as KeptResult['result'];
  walk(copy, [], () => undefined);
  const out: KeptResult = patches.length > 0 ? { gate, result: copy, patches } : { gate, result };
  return shares(JSON.stringify(out), source) ? null : out;
}

/** Every span of a result, in the order patches count them: evidence, counter-evidence, subclaims' evidence. */
function spansOf(r: ClaimResult): EvidenceSpan[] {
  return [...r.evidence, ...(r.refutation?.evidence ?? []), ...(r.evidenceSet?.subclaims.flatMap((s) => s.evidence) ?? [])];
}

/** A string as literal pieces and ranges of the texts it quotes (runs of 8 or more characters, longest first). */
function piecesOf(value: string, texts: readonly string[]): Array<string | [number, number, number]> {
  const pieces: Array<string | [number, number, number]> = [];
  let literal = '';
  for (let i = 0; i < value.length;) {
    let best: [number, number, number] | undefined;
    for (let t = 0; t < texts.length; t++) {
      const text = texts[t]!;
      let length = 8;
      let at = text.indexOf(value.slice(i, i + length));
      if (i + length > value.length || at < 0) continue;
      for (;;) {
        const next = i + length < value.length ? text.indexOf(value.slice(i, i + length + 1)) : -1;
        if (next < 0) break;
        at = next;
        length++;
      }
      if (!best || length > best[2] - best[1]) best = [t, at, at + length];
    }
    if (best) {
      if (literal) pieces.push(literal);
      literal = '';
      pieces.push(best);
      i += best[2] - best[1];
    } else literal += value[i++];
  }
  if (literal) pieces.push(literal);
  return pieces;
}

/** Puts the patched strings of a replayed result together again; false when a piece does not fit its span. */
function applyPatches(result: ClaimResult, patches: NonNullable<KeptResult['patches']>): boolean {
  const texts = spansOf(result).map((s) => s.text);
  for (const [at, pieces] of patches) {
    let value = '';
    for (const p of pieces) {
      if (typeof p === 'string') value += p;
      else {
        const text = texts[p[0]];
        if (text === undefined || p[2] > text.length) return false;
        value += text.slice(p[1], p[2]);
      }
    }
    if (at.length === 0) return false;
    let target: unknown = result;
    for (const key of at.slice(0, -1)) {
      target = (target as Record<string | number, unknown>)[key];
      if (typeof target !== 'object' || target === null) return false;
    }
    const last = at[at.length - 1]!;
    if (typeof (target as Record<string | number, unknown>)[last] !== 'string') return false;
    (target as Record<string | number, unknown>)[last] = value;
  }
  return true;
}

/** Whether `text` repeats LEAK_WORDS words in a row that are among `source`'s (a source's words the draft does not hold). */
function shares(text: string, source: ReadonlySet<string>): boolean {
  if (source.size === 0) return false;
  for (const g of grams(text)) if (source.has(g)) return true;
  return false;
}

function grams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + LEAK_WORDS <= words.length; i++) out.add(words.slice(i, i + LEAK_WORDS).join(' '));
  return out;
}

function encode(file: ResultsFile): Uint8Array {
  const body = Buffer.from(JSON.stringify(file), 'utf8');
  const header = Buffer.from(`${MAGIC}${RESULTS_VERSION}\n${sha256Bytes(body)}\n`, 'utf8');
  return Buffer.concat([header, body]);
}

/** The file's content, or why it cannot be used. */
function decode(bytes: Uint8Array): ResultsFile | string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer.subarray(0, MAGIC.length).toString('utf8') !== MAGIC) return 'not a warrant results file';
  const versionEnd = buffer.indexOf(10, MAGIC.length);
  const version = versionEnd < 0 ? '' : buffer.subarray(MAGIC.length, versionEnd).toString('utf8');
  if (version !== RESULTS_VERSION) return `version ${JSON.stringify(version.slice(0, 40))}, this build reads ${RESULTS_VERSION}`;
  const sumEnd = buffer.indexOf(10, versionEnd + 1);
  if (sumEnd < 0) return 'truncated';
  const body = buffer.subarray(sumEnd + 1);
  if (buffer.subarray(versionEnd + 1, sumEnd).toString('utf8') !== sha256Bytes(body)) return 'checksum mismatch: truncated or damaged';
  let file: ResultsFile;
  try {
    file = JSON.parse(body.toString('utf8')) as ResultsFile;
  } catch {
    return 'damaged (not JSON)';
  }
  if (typeof file !== 'object' || file === null || file.version !== RESULTS_VERSION || !Array.isArray(file.drafts)) return 'damaged (unexpected content)';
  if (typeof file.build !== 'string') return 'damaged (unexpected content)';
  for (const d of file.drafts) {
    if (typeof d !== 'object' || d === null || typeof d.draft !== 'string' || typeof d.environment !== 'string' || typeof d.corpus !== 'string' || typeof d.surroundings !== 'string' || typeof d.textHash !== 'string' || !Array.isArray(d.results) || typeof d.extraction !== 'object' || d.extraction === null || !Array.isArray(d.extraction.claims)) {
      return 'damaged (unexpected content)';
    }
  }
  return file;
}

function sha256Bytes(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
