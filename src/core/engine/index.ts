// The evidence engine loop: claims → warrant → scoped search → spans → verdict → action → record.
import { createHash } from 'node:crypto';
import * as path from 'node:path';
import { BibliographyLoader, resolveKeyCitations } from '../bibliography/resolve';
import { extractClaims, placeFreeOrigin } from '../claims';
import type { ResolvedConfig } from '../config/schema';
import { DiscoveryIndex } from '../discovery';
import { extractSpans, spanFromRange } from '../extract';
import { checkSources, MAX_READ_WINDOW_CHARS, ScopedSearchKernel, SourceLoadError, SourceStore, WarrantViolation, type SkippedSource } from '../kernel';
import type { SourceDoc, SourceFileInfo } from '../kernel/source-store';
import type { SnapshotDoc } from '../discovery/snapshot';
import { PersistedIndex, RACY_MS, type IndexedSource } from './persisted-index';
import { environmentKey, PersistedResults, replay, sha256 as sha256Hex, type DraftEntry } from './persisted-results';
import { INDEX_VERSION } from '../discovery/snapshot';
import { resolvePolicy } from '../records/retention';
import { ParsePool } from './parse-pool';
import { relativePath } from '../kernel/paths';
import { pageAt } from '../pdf/pages';
import { configPdfReader } from '../pdf/reader';
import type { DiscoveryHit } from '../discovery';
import {
  summarize,
  type Action,
  type CandidateWindow,
  type Claim,
  type ClaimExtraction,
  type EvidenceSet,
  type Refutation,
  type ClaimResult,
  type DocumentResult,
  type EvidenceSpan,
  type Repair,
  type SourceCheck,
  type TraceEvent,
  type Verdict,
  type VerdictLabel,
  type Warrant,
  type WarrantUsage,
} from '../model';
import { qualityAtLeast, route } from '../policy';
import { COUNTER_CUES, judgeCounterEvidence, needsRefutation } from '../refute';
import { buildEvidenceSet, joinText, modestJoin, type Atom } from '../synthesis';
import { contentTerms, extractQuantities } from '../text';
import { allStrongPredicates } from '../text/lexicon';
import { proposeRepair, restoreCitations } from '../verify/repair';
import { DEFAULT_THRESHOLDS, codeSpansOf, codeSymbols, verifyClaim, where } from '../verify';
import { MIN_QUOTE_WORDS, quotesClaim } from '../verify/quote';
import { profileClaim } from '../verify/analysis';
import { attributionOf, headingDocument } from '../verify/attribution';
import { PREAMBLE_CHARS, checkFacts, documentFields, metadataClaim, metadataVerdict, type DocumentField, type MetadataClaim } from '../verify/metadata';
import { namedSourceFiles } from './named-sources';
import { compileWarrant, escapeGlob, pagesOf, withinAllowedPages } from '../warrant';
import { BoundedMemo } from '../util/bounded-memo';
import { claimPlainText, plainText } from './plain';
import { resolveSubject, saysDescription } from './subject';
import { leadCopied, leadIn } from './lead-in';
import type { Engine, EngineOptions, VerifyRequest } from './types';

export type { Engine, EngineOptions, VerifyRequest } from './types';
export { plainText } from './plain';

/** The flag of a claim the verifier failed on (a bug): reported as its verdict; the CLI fails the run. */
export const INTERNAL_ERROR_FLAG = 'internal_error';
const DISCOVERY_HITS = 12;
/** Discovery hits taken from the sources a claim names ("PEP 572"), searched beside the ranking over every source. */
const NAMED_SOURCE_HITS = 4;
/** How long the engine must have been idle before it writes an updated persisted index (see PersistedIndex.saveLater). */
const IDLE_BEFORE_SAVE_MS = 2000;
/** How many recent claim texts the engine keeps results of for reuse, and how many results per text (see recentResults). */
const RECENT_RESULTS = 2048;
const RECENT_PER_TEXT = 4;

/** One draft's search scope (see draftScope). */
interface DraftScope {
  config: ResolvedConfig;
  /** True for a source this draft may not use (an absolute path as the index and the store name it). */
  excludes(absPath: string): boolean;
  /** The draft's bibliography: each local file's citation key (per run: runs of other drafts interleave with this one). */
  keyOfFile: ReadonlyMap<string, string>;
}
const WINDOW_MARGIN = 240;
const MAX_WINDOWS = 6;
const LOAD_CONCURRENCY = 32;
/** Modalities the gate passes unchecked that a sentence copied from a source may still be checked as. */
const PASSING_MODALITIES: ReadonlySet<Claim['modality']> = new Set(['author_defined', 'interpretive', 'speculative', 'opinion', 'narrative']);
/** A passed sentence is checked when one source sentence holds this share of its words (and at least SAID_MIN_WORDS). */
const SAID_WORD_SHARE = 0.6;
const SAID_MIN_WORDS = 3;
/** The checks that decide a passed sentence; review leaves the gate's call standing. */
const SAID_DECIDED: ReadonlySet<ClaimResult['action']> = new Set(['accept', 'refute', 'repair']);
/** The span says the claim's stance, with its subject and verb, denied or not ("we think" in "we do not think"). */
function sameStance(stance: string, spanText: string): boolean {
  const words = stance.toLowerCase().split(/\s+/);
  const [subject, verb] = [words[0]!, words[words.length - 1]!];
  if (!/^(?:i|we)$/.test(subject)) return spanText.toLowerCase().replace(/\s+/g, ' ').includes(words.join(' '));
  return new RegExp(`\\b${subject}\\s+(?:(?:do\\s+not|don['’]t)\\s+)?${verb}\\b`, 'i').test(spanText);
}
/** The writer speaking of their own view: "I think", "I suspect", "we believe", "in my view", "to me". */
const OWN_STANCE = /\b(?:I|we)\s+(?:(?:do\s+not|don['’]t)\s+)?(?:think|suspect|believe|feel|guess|expect|find|doubt|hope|fear)\b|\bin\s+my\s+(?:view|opinion|experience)\b|\bto\s+me\b|\bpersonally\b/i;

interface Evaluation {
  verdict: Verdict;
  parts: Array<{ text: string }>;
  evidence: EvidenceSpan[];
  usage: WarrantUsage | null;
  trace: TraceEvent[];
  warrant: Warrant | null;
  suggestedCitation: ClaimResult['suggestedCitation'];
}

export function createEngine(options: EngineOptions): Engine {
  return new EvidenceEngine(options);
}

class EvidenceEngine implements Engine {
  readonly config: ResolvedConfig;
  private readonly store: SourceStore;
  /** The discovery index; read it through `index`, which first adds any postings a warm start deferred. */
  private readonly discovery = new DiscoveryIndex();
  /**
   * A warm start whose every source comes unchanged from the persisted index, in an engine with kept results,
   * defers adding their postings (most of its load) until the index is first searched: a run whose every result is
   * replayed never searches. Added in listing order, as they would have been, before any other change to the index.
   */
  private deferredPostings: Array<{ absPath: string; relPath: string; doc: SnapshotDoc }> = [];
  private readonly indexed = new Map<string, IndexedSource>(); // absPath → the version in the index, in index order
  private readonly persisted: PersistedIndex;
  /** False once a source changed behind an unchanged stat: from then on every refresh reads every source. */
  private trustStats = true;
  /** Sources (or folders) reported changed since the last refresh: read again whatever their stat says. */
  private reportedChanged: string[] | 'all' = [];
  private readonly knownDrafts = new Set<string>(); // every draft verified or named so far: never evidence
  private dirty = true; // the source listing must be refreshed before the next run
  private refreshing = 0; // refreshIndex calls under way (their plans may hold persisted documents: see releasePersisted)
  private sourceCheck: SourceCheck | undefined; // of the current listing (see checkSources)
  private corpusGeneration = 0; // bumps whenever the indexed corpus changes
  private readonly resultGeneration = new WeakMap<ClaimResult, number>();
  /** The claim, as the gate gave it, that each result was made for (see sameForReuse). */
  private readonly resultClaim = new WeakMap<ClaimResult, Claim>();
  /** What each document result's claims were verified under besides the claim itself (see surroundingsKey). */
  private readonly resultSurroundings = new WeakMap<DocumentResult, string>();
  /**
   * The latest results by document and surroundings (see recentScope) and claim text, beyond the run passed as
   * `previous`: a paragraph edited back (undo, a word typed and deleted) is reused too. Consulted only when the
   * caller asks for reuse; a result is taken only for a claim the same for reuse (see sameForReuse).
   */
  private readonly recentResults = new BoundedMemo<string, ClaimResult[]>(RECENT_RESULTS);
  /** A short number for each document and surroundings seen: recentResults' keys stay short whatever the bibliography. */
  private readonly recentScopes = new Map<string, number>();
  /** changeLog[g]: the sources that changed between corpus generation g and g + 1. */
  private readonly changeLog: Array<Set<string>> = [];
  private runsInProgress = 0;
  private lastRunEndedAt = 0;
  /** Results persisted between processes (see persisted-results.ts), with the key of what they depend on besides the corpus. */
  private readonly results: PersistedResults | undefined;
  private readonly environment: string = '';
  /** The sources the last listing skipped (unreadable, too large, …), for corpusKey. */
  private skippedKey = '';
  /** The last corpusKey, and what it was computed from (a skipped source can come or go without a new generation). */
  private corpusKeyOf: { generation: number; skipped: string; key: string } | undefined;
  /** Requests whose results are not persisted (verifyText's). */
  private readonly notPersisted = new WeakSet<VerifyRequest>();

  private readonly thresholds: { acceptScore: number; partialScore: number };
  private readonly bibliographies: BibliographyLoader;
  /** Of the document being verified: the bibliography key whose entry names each file ("Fix citation"). */

  /** The discovery index, with every deferred posting added (see deferredPostings). */
  private get index(): DiscoveryIndex {
    if (this.deferredPostings.length > 0) this.addDeferredPostings();
    return this.discovery;
  }

  private addDeferredPostings(): void {
    const deferred = this.deferredPostings;
    this.deferredPostings = [];
    for (const d of deferred) this.persisted.addTo(this.discovery, d.absPath, d.relPath, d.doc);
    // as the first indexing does once its postings are in (see refreshIndex)
    this.discovery.fitPostings();
    this.releasePersisted();
  }

  /**
   * Lets go of the persisted index's bytes once every posting the engine took from them is in the index (see
   * PersistedIndex.release): a source restored or renamed later in the session is read again instead.
   */
  private releasePersisted(): void {
    if (this.deferredPostings.length === 0 && this.refreshing === 0 && !this.options.keepPersistedIndex) this.persisted.release();
  }

  constructor(private readonly options: EngineOptions) {
    this.config = options.config;
    this.thresholds = { acceptScore: options.config.verifier.acceptScore, partialScore: options.config.verifier.partialScore };
    const pdf = options.pdfCache
      ? configPdfReader(options.config, options.pdfCache, (m) => options.ports.logger.warn(m))
      : undefined;
    this.store = new SourceStore(options.ports.fs, options.config, options.ports.logger, pdf);
    this.store.keepStatsUntilInvalidated(); // invalidateSources() reports every change
    this.bibliographies = new BibliographyLoader(options.ports.fs, options.config.root);
    this.persisted = new PersistedIndex(options.indexStore, options.ports.logger, options.indexVersion);
    if (options.resultStore && options.buildId) {
      this.results = new PersistedResults(options.resultStore, options.buildId, options.ports.logger);
      this.environment = environmentKey(options.buildId, options.config, options.indexVersion ?? INDEX_VERSION);
    }
  }

  async saveResults(): Promise<void> {
    await this.results?.save();
  }

  /**
   * What every result depends on in the corpus: each indexed source's path and content hash, in index order (a
   * source added, edited, removed or renamed changes it), and the sources the listing skipped.
   */
  private corpusKey(): string {
    if (this.corpusKeyOf?.generation !== this.corpusGeneration || this.corpusKeyOf.skipped !== this.skippedKey) {
      const hash = createHash('sha256');
      for (const s of this.indexed.values()) hash.update(s.relPath).update('\u0000').update(s.sourceHash).update('\n');
      hash.update('\u0001').update(this.skippedKey);
      this.corpusKeyOf = { generation: this.corpusGeneration, skipped: this.skippedKey, key: hash.digest('hex') };
    }
    return this.corpusKeyOf.key;
  }

  /**
   * The persisted results of a draft as an earlier run (`previous`) the in-process reuse takes from: only when the
   * corpus and surroundings are those they were made under, and only for claims of this extraction whose citations
   * name indexed sources (whether another cited file exists is not in the corpus key). Each evidence span's text
   * is sliced from its source again; a result whose source no longer gives that text is left out (verified again).
   */
  private async replayPersisted(entry: DraftEntry, documentPath: string, claims: readonly Claim[], surroundings: string): Promise<DocumentResult | undefined> {
    if (entry.corpus !== this.corpusKey() || entry.surroundings !== surroundings) return undefined;
    const hashes = new Set(claims.map((c) => c.hash));
    const wanted = (gate: Claim) => hashes.has(gate.hash) && gate.citations.every((c) => c.resolvedPath !== null && this.indexed.has(c.resolvedPath));
    const load = async (absPath: string) => {
      const doc = await this.store.load(absPath);
      return { text: doc.text, sourceHash: doc.sourceHash };
    };
    const replayed = await replay(entry, wanted, load);
    if (replayed.length === 0) return undefined;
    const results = replayed.map((r) => r.result);
    for (const r of replayed) {
      this.results!.replayed(r);
      this.resultGeneration.set(r.result, this.corpusGeneration);
      this.resultClaim.set(r.result, r.gate);
    }
    const previous: DocumentResult = { documentPath, results, problems: [], summary: summarize(results) };
    this.resultSurroundings.set(previous, surroundings);
    return previous;
  }

  invalidateSources(paths?: string[]): void {
    this.store.invalidate(paths);
    // A source reported changed is read again, whatever its stat says.
    if (paths === undefined || this.reportedChanged === 'all') this.reportedChanged = 'all';
    else for (const p of paths) this.reportedChanged.push(path.resolve(p));
    this.dirty = true;
  }

  async verifyText(documentPath: string, sentence: string): Promise<DocumentResult> {
    // one sentence checked as if in the draft: neither taken from nor kept as the draft's persisted results
    const request = { documentPath, text: sentence };
    this.notPersisted.add(request);
    return this.verifyDocument(request);
  }

  verifyDocument(request: VerifyRequest): Promise<DocumentResult> {
    return this.working(() => this.store.withSnapshot(() => this.verifyInSnapshot(request)));
  }

  checkSources(drafts: string[] = []): Promise<SourceCheck> {
    return this.working(() =>
      this.store.withSnapshot(async () => {
        this.noteDrafts(drafts);
        await this.refreshIndex();
        return this.sourceCheck!;
      }),
    );
  }

  /** Runs one request, noting that the engine is at work (a save of the persisted index waits for a pause). */
  private async working<T>(run: () => Promise<T>): Promise<T> {
    this.runsInProgress++;
    try {
      return await run();
    } finally {
      this.runsInProgress--;
      this.lastRunEndedAt = Date.now();
    }
  }

  /** A run is in progress or ended less than IDLE_BEFORE_SAVE_MS ago (in an editor: someone is typing). */
  private busy(): boolean {
    return this.runsInProgress > 0 || Date.now() - this.lastRunEndedAt < IDLE_BEFORE_SAVE_MS;
  }

  /**
   * What one draft may search: the config, narrowed by the draft's `<!-- warrant exclude: … -->` controls. The
   * excluded sources join the warrants' exclusions (the kernel refuses them) and discovery's hits in them are
   * dropped, so they neither count as evidence nor use up the claim's reading budget. Only ever narrows.
   */
  private draftScope(excluded: readonly string[], keyOfFile: ReadonlyMap<string, string>): DraftScope {
    if (excluded.length === 0) return { config: this.config, excludes: () => false, keyOfFile };
    const set = new Set(excluded);
    const globs = excluded.map((abs) => escapeGlob(relativePath(this.config.root, abs)));
    return { config: { ...this.config, exclude: [...this.config.exclude, ...globs] }, excludes: (abs) => set.has(abs), keyOfFile };
  }

  /** Drafts are never evidence: a file indexed as a source that is now a draft makes the listing stale. */
  private noteDrafts(drafts: readonly string[]): void {
    for (const d of drafts) {
      if (!this.knownDrafts.has(d)) {
        this.knownDrafts.add(d);
        if (this.indexed.has(d)) this.dirty = true;
      }
    }
  }

  private async verifyInSnapshot(request: VerifyRequest): Promise<DocumentResult> {
    try {
      return await this.verifyOnce(request);
    } catch (e) {
      if (!(e instanceof StaleIndexError)) throw e;
      this.options.ports.logger.warn(`${e.relPath} changed without a new size or modification time: reading every source again`);
      this.trustStats = false;
      this.dirty = true;
      return this.verifyOnce(request);
    }
  }

  private async verifyOnce(request: VerifyRequest): Promise<DocumentResult> {
    const { documentPath, text, signal } = request;
    // with a result store: the draft's extraction is taken from it when the draft's text is the same
    const kept = this.notPersisted.has(request) ? undefined : this.results;
    await kept?.open();
    const draftKey = relativePath(this.config.root, documentPath);
    const entry = kept?.entry(draftKey, this.environment);
    const textHash = kept ? sha256Hex(text) : '';
    const extracted = entry && entry.textHash === textHash ? cloneData(entry.extraction) : extractSafely(text, documentPath, this.config);
    const keptExtraction = kept ? cloneData(extracted) : undefined;
    const resolution = await resolveKeyCitations(extracted, text, {
      root: await this.store.root(),
      configured: this.config.bibliography,
      exclude: this.config.exclude,
      sources: this.config.sources,
      sourceExtensions: this.config.sourceExtensions,
      loader: this.bibliographies,
      missing: (p) => this.store.citationMissing(p),
    });
    const extraction = resolution.extraction;
    // A bibliography is never evidence (a CSL-JSON one would otherwise be indexed as a .json source).
    const bibliographyFiles = resolution.bibliographies.filter((b) => b.problems.every((p) => p.line !== 0)).map((b) => b.absPath);
    this.noteDrafts([documentPath, ...(request.drafts ?? []), ...bibliographyFiles]);
    await this.refreshIndex(signal);
    const surroundings = surroundingsKey(extraction.excludedSources ?? [], resolution.keyOfFile);
    const previous = request.previous ?? (entry ? await this.replayPersisted(entry, documentPath, extraction.claims, surroundings) : undefined);
    const reusable = this.reusableResults(previous, surroundings);
    const results: ClaimResult[] = [];
    let verified = 0;
    const total = extraction.claims.length;
    const scope = this.draftScope(extraction.excludedSources ?? [], resolution.keyOfFile);
    const recentScope = this.recentScope(documentPath, surroundings);
    for (const claim of extraction.claims) {
      if (signal?.aborted) throw new Error('verification cancelled');
      const recentKey = `${recentScope}\u0000${claim.hash}`;
      const recent = this.recentResults.find(recentKey);
      const old = this.reusableFor(claim, reusable.get(claim.hash)) ?? (request.previous ? this.stillValid(this.reusableFor(claim, recent)) : undefined);
      if (!old) verified++;
      const result = old ? movedTo(old, claim) : await this.verifyClaimOrReport(claim, scope);
      this.resultGeneration.set(result, this.corpusGeneration);
      this.resultClaim.set(result, claim);
      // the latest few results for this claim text (the same sentence may stand under other headings)
      if (recent?.[0] !== result) {
        this.recentResults.put(recentKey, [result, ...(recent ?? []).filter((r) => r !== old && !sameForReuse(this.resultClaim.get(r)!, claim))].slice(0, RECENT_PER_TEXT));
      }
      results.push(result);
      request.onProgress?.(results.length, total);
    }
    this.options.ports.logger.debug('claims of the draft', { claims: results.length, verified, reused: results.length - verified, extractionReused: entry !== undefined && entry.textHash === textHash });
    const out: DocumentResult = { documentPath, results, problems: extraction.problems, summary: summarize(results), sources: this.sourceCheck };
    this.resultSurroundings.set(out, surroundings);
    if (kept && keptExtraction) {
      kept.record(
        { draft: draftKey, environment: this.environment, textHash, extraction: keptExtraction, corpus: this.corpusKey(), surroundings },
        results.map((result) => ({ gate: this.resultClaim.get(result)!, result })),
        text,
        // a sensitive source's span hashes are salted in the lockfile (a bare hash is a membership oracle): what rests
        // on one is not kept. Other retention levels allow what the file keeps (offsets and hashes, no phrase).
        (relPath) => !resolvePolicy(this.config, relPath).sensitive,
      );
    }
    return out;
  }

  /**
   * Results of an earlier run that are still valid: same block, same claim and citations, and no source it
   * depends on changed. A changed source a claim never touched still invalidates it when discovery finds the
   * claim's words there (the change may bring new evidence or counter-evidence).
   */
  private reusableResults(previous: DocumentResult | undefined, surroundings: string): Map<string, ClaimResult[]> {
    const map = new Map<string, ClaimResult[]>();
    if (!previous || this.resultSurroundings.get(previous) !== surroundings) return map;
    for (const r of previous.results) {
      const generation = this.resultGeneration.get(r);
      const claim = this.resultClaim.get(r);
      if (generation === undefined || claim === undefined) continue;
      if (generation === this.corpusGeneration || this.unaffected(r, generation)) {
        const same = map.get(claim.hash);
        if (same) same.push(r);
        else map.set(claim.hash, [r]);
      }
    }
    return map;
  }

  /** Of earlier results for a claim's text, the one made for a claim the same for reuse as this one. */
  private reusableFor(claim: Claim, candidates: readonly ClaimResult[] | undefined): ClaimResult | undefined {
    return candidates?.find((r) => sameForReuse(this.resultClaim.get(r)!, claim));
  }

  /** A short number for a document and what its claims are verified under (see recentResults). */
  private recentScope(documentPath: string, surroundings: string): number {
    const key = `${documentPath}\u0000${surroundings}`;
    let n = this.recentScopes.get(key);
    if (n === undefined) this.recentScopes.set(key, (n = this.recentScopes.size));
    return n;
  }

  /** A result of an earlier run that no source change since has touched (see unaffected), else undefined. */
  private stillValid(r: ClaimResult | undefined): ClaimResult | undefined {
    const generation = r && this.resultGeneration.get(r);
    if (r === undefined || generation === undefined) return undefined;
    return generation === this.corpusGeneration || this.unaffected(r, generation) ? r : undefined;
  }

  private unaffected(r: ClaimResult, generation: number): boolean {
    const changed = new Set<string>();
    for (let g = generation; g < this.corpusGeneration; g++) {
      const log = this.changeLog[g];
      if (!log || log.has('*')) return false;
      for (const p of log) changed.add(p);
    }
    if (!r.claim.needsEvidence) return true;
    if ([...dependencies(r, this.config.root)].some((p) => changed.has(p))) return false;
    const present = new Set([...changed].filter((p) => this.indexed.has(p)));
    if (present.size === 0) return true;
    const terms = contentTerms(claimPlainText(r.claim));
    const hits = this.index.search(terms, { limit: 3, restrictTo: present });
    return !hits.some((h) => h.matchedTerms.length >= Math.min(2, terms.length));
  }

  /**
   * Lists the allowed sources and (re)indexes the ones that changed. Only the kernel's store reads files. A source
   * whose size and mtime are those it was indexed under (in this process or in the persisted index, when that stat
   * was taken long enough before the read) is not read again; any other is read, and its postings are taken from
   * the persisted index when its content is there, else made from its text. Sources are indexed in listing order,
   * so the index is the one a build from nothing makes. Once the persisted postings are in the index, the persisted
   * index is released (see releasePersisted): from then on a source is either kept as indexed or read.
   */
  private async refreshIndex(signal?: AbortSignal): Promise<void> {
    if (!this.dirty) return;
    this.refreshing++;
    try {
      await this.updateIndex(signal);
    } finally {
      this.refreshing--;
    }
    this.releasePersisted();
  }

  private async updateIndex(signal?: AbortSignal): Promise<void> {
    const startedAt = this.options.ports.clock.now().getTime();
    await this.persisted.open();
    const { files, skipped: listed } = await this.store.sourcesFor([...this.knownDrafts]);
    for (const s of listed) this.options.ports.logger.debug(`source skipped: ${s.path} (${s.reason})`);
    const skipped: SkippedSource[] = [...listed];
    const seen = new Set<string>();
    const changedPaths = new Set<string>();
    const progress = this.options.onIndexProgress;
    let working = false; // progress is reported once a source needs more than its stat checked
    const allPlans = files.map((f) => this.planOf(f));
    // A first indexing that takes every source from the persisted index defers their postings (see deferredPostings)
    // when this engine may replay kept results (a run that replays every one never searches); an engine without
    // them (the editor's, the benchmark's) loads them now, as before, so its first search pays nothing extra.
    const deferring = this.results !== undefined && this.corpusGeneration === 0 && allPlans.every((p) => typeof p === 'object');
    // A first indexing fills the posting lists once, at the end, each at its final size (see deferPostings)
    if (this.corpusGeneration === 0 && !deferring) this.index.deferPostings();
    const readBytes = files.reduce((n, f, k) => (allPlans[k] === 'read' ? n + f.size : n), 0);
    // More to read than the source store caches (a cold build): each text is read in passing (see SourceStore.load)
    const keep = readBytes <= this.store.textCacheChars;
    // Much to parse (a cold build): sources are parsed and tokenised on worker threads (parse-pool.ts).
    const pool = ParsePool.forBuild(readBytes, this.options.parseWorkers, this.options.ports.logger);
    // Reads run a few dozen at a time (the file system waits, not the CPU); indexing stays in listing order.
    for (let i = 0; i < files.length; i += LOAD_CONCURRENCY) {
      if (signal?.aborted) throw new Error('indexing cancelled');
      const batch = files.slice(i, i + LOAD_CONCURRENCY);
      const plans = allPlans.slice(i, i + LOAD_CONCURRENCY);
      working ||= plans.some((p) => p !== 'kept');
      const loaded = await Promise.all(
        batch.map((f, j) =>
          plans[j] !== 'read'
            ? undefined
            : this.store.load(f.absPath, { keep }).catch((e: Error) => {
            const why = e instanceof SourceLoadError && e.reason === 'no_text' ? e.detail : e.message;
            this.options.ports.logger.warn(`source not indexed: ${f.relPath}: ${why}`);
            const reason = e instanceof SourceLoadError ? (e.reason === 'out_of_scope' ? 'symlink_escape' : e.reason) : 'unreadable';
            skipped.push({ path: f.absPath, relPath: f.relPath, reason, detail: e.message });
            return undefined;
          }),
        ),
      );
      const made = pool?.makeEach(pool.split(loaded.map((d) => (d && !d.document && this.indexed.get(d.absPath)?.sourceHash !== d.sourceHash && !this.persisted.withContent(d.relPath, d.sourceHash) ? d : undefined))));
      for (const [j, f] of batch.entries()) {
        seen.add(f.absPath);
        const plan = plans[j]!;
        if (plan === 'kept') continue;
        if (plan !== 'read') {
          if (deferring) this.deferredPostings.push({ absPath: f.absPath, relPath: f.relPath, doc: plan });
          else this.persisted.addTo(this.index, f.absPath, f.relPath, plan);
          this.indexed.set(f.absPath, { relPath: f.relPath, sourceHash: plan.sourceHash, size: plan.size, mtimeMs: plan.mtimeMs, statTrusted: true });
          changedPaths.add(f.absPath);
          continue;
        }
        const doc = loaded[j];
        if (!doc) continue;
        const source = { relPath: doc.relPath, sourceHash: doc.sourceHash, size: doc.size, mtimeMs: doc.mtimeMs, statTrusted: doc.mtimeMs < startedAt - RACY_MS };
        const unchanged = this.indexed.get(doc.absPath)?.sourceHash === doc.sourceHash;
        this.indexed.set(doc.absPath, source);
        if (unchanged) continue;
        const persisted = this.persisted.withContent(doc.relPath, doc.sourceHash);
        const fromWorker = made?.[j] && (await made[j]);
        if (persisted) this.persisted.addTo(this.index, doc.absPath, doc.relPath, persisted);
        else if (fromWorker) this.persisted.addMade(this.index, doc, fromWorker);
        else this.persisted.addFromText(this.index, doc);
        changedPaths.add(doc.absPath);
      }
      if (working) progress?.(Math.min(files.length, i + LOAD_CONCURRENCY), files.length);
    }
    pool?.close();
    for (const abs of [...this.indexed.keys()]) {
      if (!seen.has(abs)) {
        this.index.removeDocument(abs);
        this.indexed.delete(abs);
        changedPaths.add(abs);
      }
    }
    if (changedPaths.size > 0) {
      // the first build's posting lists are filled here, each at its size (see deferPostings; one that a read ended
      // early grew by doubling: its spare room is given back); later updates keep their room for the next ones
      if (this.corpusGeneration === 0 && !deferring) this.index.fitPostings();
      // The first indexing is no change anyone depended on; later ones are logged for reuse decisions.
      this.changeLog[this.corpusGeneration] = this.corpusGeneration === 0 ? new Set(['*']) : changedPaths;
      this.corpusGeneration++;
    }
    this.sourceCheck = await this.checkListing(skipped);
    this.skippedKey = JSON.stringify(skipped.map((s) => [s.relPath, s.reason, s.detail]).sort());
    this.dirty = false;
    this.reportedChanged = [];
    // The first indexing of a run is persisted before it goes on; later updates (an editor session) a little
    // later, once, so a burst of saved sources costs one write and no update waits for it.
    if (this.corpusGeneration <= 1) await this.persisted.save(() => this.index, this.indexed);
    else this.persisted.saveLater(() => this.index, this.indexed, () => this.busy());
  }

  /** How a listed source is brought up to date: kept as indexed, taken from the persisted index, or read. */
  private planOf(f: SourceFileInfo): 'kept' | 'read' | SnapshotDoc {
    if (!this.trustStats || this.reportedChanged === 'all' || this.reportedChanged.some((p) => f.absPath === p || f.absPath.startsWith(p + path.sep))) return 'read';
    const known = this.indexed.get(f.absPath);
    if (known) return known.statTrusted && known.size === f.size && known.mtimeMs === f.mtimeMs ? 'kept' : 'read';
    return this.persisted.unchangedAt(f.relPath, f.size, f.mtimeMs) ?? 'read';
  }

  /** Drops hits outside a page locator's pages ("[@key, p. 12]"): a PDF hit's page is read from its text's page starts. */
  private async onCitedPages(hits: DiscoveryHit[], allowedPages: Warrant['allowedPages']): Promise<DiscoveryHit[]> {
    if (!allowedPages) return hits;
    const kept: DiscoveryHit[] = [];
    for (const hit of hits) {
      let page: number | undefined;
      if (allowedPages[hit.absPath]) {
        const doc = await this.loadSource(hit.absPath).catch((e: unknown) => {
          if (e instanceof StaleIndexError) throw e;
          return undefined; // an unreadable file is reported where it is read
        });
        if (doc?.pages) page = pageAt(doc.pages, doc.text.length, hit.start);
      }
      if (withinAllowedPages(allowedPages, hit.absPath, page)) kept.push(hit);
    }
    return kept;
  }

  /**
   * A source read for evidence, checked against the version discovery indexed: a file edited without a new
   * size or mtime is caught here (StaleIndexError), and the run starts again from a full re-read.
   */
  private async loadSource(absPath: string): Promise<SourceDoc> {
    const doc = await this.store.load(absPath);
    const known = this.indexed.get(doc.absPath);
    if (known && known.sourceHash !== doc.sourceHash) throw new StaleIndexError(doc.relPath);
    return doc;
  }

  /** The check of the sources just indexed (see core/kernel/source-check.ts). */
  private async checkListing(skipped: SkippedSource[]): Promise<SourceCheck> {
    const fs = this.options.ports.fs;
    const root = await this.store.root();
    const drafts = await Promise.all([...this.knownDrafts].map((d) => fs.realpath(d).catch(() => path.resolve(d))));
    const files = [...this.indexed.keys()].map((abs) => relativePath(root, abs));
    return checkSources({ fs, config: this.config, root, files, skipped, drafts });
  }

  /**
   * The claim verified; a programming error of the verifier on this one sentence is reported as its verdict, flagged
   * `internal_error`, and logged, so the draft's other claims are still checked. The CLI fails a run that has one.
   */
  private async verifyClaimOrReport(claim: Claim, scope: DraftScope): Promise<ClaimResult> {
    try {
      return await this.verifyClaim(claim, scope);
    } catch (e) {
      // (only a programming error: a stale index, a refused source or a cancellation is the run's to handle)
      if (!(e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError)) throw e;
      const message = e.message.split('\n')[0] ?? String(e);
      this.options.ports.logger.error('verifying a claim failed', { claim: claim.text.slice(0, 200), error: e.stack ?? message });
      return {
        claim,
        verdict: { label: 'abstain', supportScore: 0, driftScore: 0, quality: 'none', flags: [INTERNAL_ERROR_FLAG],
          reason: `Warrant failed while checking this sentence (${message}); it is not verified. Please report this with the sentence.` },
        action: 'abstain', evidence: [], repair: null, warrant: null, usage: null, trace: [], evidenceSet: null, refutation: null, suggestedCitation: null,
      };
    }
  }

  private async verifyClaim(claim: Claim, scope: DraftScope): Promise<ClaimResult> {
    const none: ClaimResult = {
      claim,
      verdict: { label: 'not_checked', supportScore: 0, driftScore: 0, quality: 'none', reason: notCheckedReason(claim), flags: [] },
      action: 'pass',
      evidence: [],
      repair: null,
      warrant: null,
      usage: null,
      trace: [],
      evidenceSet: null,
      refutation: null,
      suggestedCitation: null,
    };
    if (!claim.needsEvidence) return (await this.copiedFromSource(claim, scope)) ?? none;

    const cited = claim.citations.map((c) => c.resolvedPath).filter((p): p is string => p !== null);
    // who wrote a document, when, for which release: facts its header states, checked there; the rest as a claim
    const metadata = await this.metadataOf(claim, cited, scope);
    // a subject the claim only refers to ("It", "The dataset") is read as the name its context gives
    let resolved = resolveSubject(metadata?.meta.rest ?? claimPlainText(claim), claim.context);
    let plain = resolved.text;
    let terms = contentTerms(plain);
    /** Another reading of the claim, taken: what the rest of the run reads is its text. */
    const adopt = (reading: typeof resolved): void => {
      resolved = reading;
      plain = reading.text;
      terms = contentTerms(plain);
    };
    let evaluation = metadata && metadata.meta.rest === null
      ? metadata.evaluation(null)
      : await this.evaluate(claim, plain, terms, cited.length ? cited : undefined, scope);
    if (resolved.document && !(metadata && metadata.meta.rest === null)) {
      // "The proposal" named by its heading's number: the document may speak of itself the same way ("the proposal also
      // clears up …"), and its number is no word of its sentences; the claim as written is read too, and kept when it
      // finds what the numbered reading does not
      const asWritten = metadata?.meta.rest ?? claimPlainText(claim);
      const written = await this.evaluate(claim, asWritten, contentTerms(asWritten), cited.length ? cited : undefined, scope);
      // (and kept when both are carried: the claim's own words need no reading of its subject)
      if (readsBetter(written.verdict.label, evaluation.verdict.label) || (written.verdict.label === 'supports' && evaluation.verdict.label === 'supports')) {
        evaluation = written;
        adopt({ text: asWritten, subject: null });
      }
    }
    if (metadata && metadata.meta.rest !== null) evaluation = metadata.evaluation(evaluation);
    const lead = !metadata && evaluation.verdict.label !== 'supports' ? leadIn(plain) : null;
    if (lead) {
      // the writer's characterisation before a colon is not what a source states: the rest is checked on its own
      const rest = resolveSubject(lead.rest, claim.context);
      const carried = await this.evaluate(claim, rest.text, contentTerms(rest.text), cited.length ? cited : undefined, scope);
      // what the lead-in is about must be what the rest, or the evidence for it, speaks of
      const said = new Set([rest.text, ...carried.evidence.map((e) => e.text)].join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u));
      // a lead-in the evidence has too ("This is normally acceptable: …" for "This is acceptable: …") is the source's, not the writer's
      if (carried.verdict.label === 'supports' && lead.subjectWords.every((w) => said.has(w)) && !carried.evidence.some((e) => leadCopied(lead.lead, e.text))) {
        evaluation = {
          ...carried,
          verdict: {
            ...carried.verdict,
            reason: `${carried.verdict.reason} The words before the colon (${JSON.stringify(lead.lead)}) are the writer's characterisation of what follows; they are not checked.`,
            flags: [...carried.verdict.flags, `lead_in:${lead.lead}`],
          },
        };
        adopt(rest);
      }
    }
    const shared = resolved.described !== undefined && resolved.subject !== null && !resolved.document &&
      evaluation.verdict.label === 'supports' && evaluation.verdict.quality === 'moderate' ? evaluation.evidence[0] : undefined;
    if (shared && saysDescription(resolved.described!, shared.text)) {
      // "The model does not inherit …" under "Permissions", from a page titled "Permissions" that says "The model does not
      // inherit …": the span says the same description where its surroundings name the same subject, so the claim's own
      // words are read too, and kept when they find that very span word for word
      const asWritten = metadata?.meta.rest ?? claimPlainText(claim);
      const written = await this.evaluate(claim, asWritten, contentTerms(asWritten), cited.length ? cited : undefined, scope);
      const same = written.evidence[0];
      if (written.verdict.label === 'supports' && qualityAtLeast(written.verdict.quality, 'strong') &&
        same && same.sourcePath === shared.sourcePath && same.start === shared.start && same.end === shared.end) {
        evaluation = {
          ...written,
          verdict: {
            ...written.verdict,
            reason: `${written.verdict.reason} The span, like the claim, says ${JSON.stringify(resolved.described)} where its surroundings name ${resolved.subject}.`,
            flags: [...written.verdict.flags, `description_shared:${resolved.subject}`],
          },
        };
      }
    }
    if (evaluation.verdict.label === 'out_of_scope') {
      // A citation to a file that does not exist is a broken citation, not evidence outside the warrant.
      const missing = [];
      // Asked of the kernel's store: an outside path is never "missing", whether or not it exists (no existence oracle).
      for (const c of claim.citations) if (c.resolvedPath && (await this.store.citationMissing(c.resolvedPath))) missing.push(c.target);
      if (missing.length > 0 && missing.length === cited.length) {
        evaluation = {
          ...evaluation,
          verdict: {
            ...evaluation.verdict,
            reason: `The cited file does not exist (${missing.join(', ')}): check the citation's path, relative to the draft's folder.`,
            flags: [...evaluation.verdict.flags, 'citation_missing'],
          },
        };
      }
    }
    if (cited.length && evaluation.verdict.label !== 'supports') {
      // Citation fidelity: the cited source does not carry it. Does another allowed source?
      const wide = await this.evaluate(claim, plain, terms, undefined, scope);
      const best = wide.evidence[0];
      if (wide.verdict.label === 'supports' && best && !cited.includes(best.sourcePath)) {
        const citedNames = claim.citations.map((c) => c.target).join(', ');
        const key = claim.citations.some((c) => c.kind === 'key') ? scope.keyOfFile.get(best.sourcePath) : undefined;
        const byKey = key === undefined && claim.citations.every((c) => c.kind === 'key') ? ' (no bibliography entry names that file)' : '';
        evaluation = {
          ...evaluation,
          verdict: {
            ...evaluation.verdict,
            label: evaluation.verdict.label === 'contradicts' ? 'contradicts' : 'does_not_support',
            reason: evaluation.verdict.flags.includes('citation_missing')
              ? `The cited file does not exist (${citedNames}, read from the draft's folder); ${where(best)} carries this.`
              : `The cited source (${citedNames}) does not carry this; ${key !== undefined ? `@${key} (${where(best)})` : `${where(best)}${byKey}`} does.`,
            flags: [...evaluation.verdict.flags, 'wrong_source'],
          },
          suggestedCitation: { sourcePath: best.sourcePath, relPath: best.relPath, line: best.line, reason: 'this source carries the claim', ...(key !== undefined ? { key } : {}) },
        };
      }
    }

    if (cited.length && evaluation.verdict.label !== 'supports') {
      // A cited PDF that gives no text (encrypted, damaged, a scan) cannot carry or refute anything: abstain, naming it.
      const unreadable: string[] = [];
      for (const c of claim.citations) {
        const real = c.resolvedPath ? (await this.store.inspect(c.resolvedPath))?.realPath : undefined;
        const problem = real ? this.store.unreadable(real) : undefined;
        if (problem) unreadable.push(`${relativePath(await this.store.root(), real!)}: ${problem.detail}`);
      }
      if (unreadable.length > 0 && unreadable.length === cited.length) {
        const elsewhere = evaluation.suggestedCitation ? ` ${evaluation.suggestedCitation.relPath} line ${evaluation.suggestedCitation.line + 1} carries this.` : '';
        evaluation = {
          ...evaluation,
          verdict: {
            ...evaluation.verdict,
            label: 'abstain',
            quality: 'none',
            reason: `Not checked: the cited source gives no text (${unreadable.join('; ')}).${elsewhere}`,
            flags: [...evaluation.verdict.flags.filter((f) => f !== 'wrong_source'), 'source_unreadable'],
          },
        };
      }
    }

    if (resolved.subject !== null) {
      evaluation = {
        ...evaluation,
        verdict: {
          ...evaluation.verdict,
          reason: `${evaluation.verdict.reason} (Read as a claim about ${resolved.subject}, the subject the sentence refers to.)`,
          flags: [...evaluation.verdict.flags, `subject_resolved:${resolved.subject}`],
        },
      };
    }
    let repair: Repair | null = null;
    if (evaluation.verdict.label === 'partially_supports' || evaluation.verdict.label === 'contradicts') {
      repair = this.verifiedRepair(claim, evaluation);
    }
    const unresolved = claim.citations.filter((c) => c.kind === 'key' && c.resolvedPath === null).map((c) => c.target);
    if (unresolved.length > 0) {
      // A cited key with no local file could not be checked: whatever else carries the claim, a human decides.
      evaluation = {
        ...evaluation,
        verdict: {
          ...evaluation.verdict,
          reason: `${evaluation.verdict.reason} (${unresolved.join(', ')} could not be checked: no local file through the bibliography.)`,
          flags: [...evaluation.verdict.flags, 'citation_unresolved'],
        },
      };
    }
    let { action } = route({ claim, verdict: evaluation.verdict, repair, review: this.config.review });
    if (unresolved.length > 0 && action === 'accept') action = 'review';
    let evidence = evaluation.evidence;
    let trace = evaluation.trace;

    let evidenceSet: EvidenceSet | null = null;
    if (evaluation.verdict.label === 'needs_multiple_spans' && evaluation.warrant) {
      const atoms = await this.groundAtoms(claim, plain, evaluation, scope);
      evidenceSet = buildEvidenceSet(plain, atoms.atoms);
      const joined = evaluation.verdict.reason.split(/(?<=\.)\s/)[0] ?? '';
      evaluation = { ...evaluation, verdict: { ...evaluation.verdict, reason: `${joined} ${evidenceSet.note}`.trim() } };
      trace = [...trace, ...atoms.trace];
      const atomSpans = atoms.atoms.flatMap((a) => (a.span ? [a.span] : []));
      if (atomSpans.length > 0) evidence = atomSpans;
      const modest = evidenceSet.joins.every((j) => modestJoin(j.text));
      if (evidenceSet.compositionVerdict === 'supported_interpretation' && modest && this.config.verifier.synthesisJoin === 'accept_with_note') action = 'accept';
    }

    let refutation: Refutation | null = null;
    if (this.config.verifier.refutation && evaluation.warrant && needsRefutation(claim, evaluation.verdict)) {
      refutation = await this.refute(claim, plain, terms, evaluation, scope);
      action = actOnRefutation(action, evaluation.verdict, refutation);
    }
    return {
      ...none,
      verdict: evaluation.verdict,
      action,
      evidence,
      repair,
      warrant: evaluation.warrant,
      usage: evaluation.usage,
      trace,
      evidenceSet,
      refutation,
      suggestedCitation: evaluation.suggestedCitation,
    };
  }

  /**
   * A sentence the gate passed (an opinion, a recommendation, a definition, framing) that a source says, word for word
   * or in other words, is the writer reporting the source ("We recommend starting with …", "PEP 554's position is that
   * …"): it is checked as a factual claim, and kept as such only when that check decides it — accepts it, refutes it,
   * or finds the verified repair. A check that can only ask for review keeps the gate's call, so an opinion near a
   * source's words is not flagged for that. Quotations, inline controls and short sentences keep the gate's call.
   */
  private async copiedFromSource(claim: Claim, scope: DraftScope): Promise<ClaimResult | null> {
    if (claim.override || claim.block === 'heading' || !PASSING_MODALITIES.has(claim.modality)) return null;
    if (claim.cues.some((c) => c === 'quotation' || c === 'too_long' || c.startsWith('inline:'))) return null;
    // a citation of the document it comes from ("… (PEP 572).") is no part of the copy
    const whole = claimPlainText(claim);
    const plain = attributionOf(whole, claim.context?.headings)?.inner ?? whole;
    if (plain.split(/\s+/).length < MIN_QUOTE_WORDS) return null;
    const terms = contentTerms(plain);
    const words = terms.filter((t) => !/\d/.test(t));
    // cheap first: some source sentence must hold most of its words (its figures may differ). The options carry
    // restrictTo like every other call's, so that search sees one shape of options (a second one deoptimised it).
    const wanted = Math.max(Math.min(words.length, SAID_MIN_WORDS), Math.ceil(words.length * SAID_WORD_SHARE));
    if (words.length === 0 || !this.index.search(terms, { limit: 3, restrictTo: undefined }).some((h) => words.filter((t) => h.matchedTerms.includes(t)).length >= wanted)) return null;
    // (the writer's own marked view, "I suspect …", "In my view …", is theirs unless the source says it so too)
    const stance = OWN_STANCE.exec(plain)?.[0];
    const checked = await this.verifyClaim(copiedForm(claim), scope);
    const span = checked.evidence[0];
    if (!span || !SAID_DECIDED.has(checked.action)) return null;
    if (stance !== undefined && !sameStance(stance, span.text)) return null;
    // a copy (accepted word for word, or refuted for a changed figure) is said to be one
    const copy = checked.action === 'accept' && quotesClaim(span.text, plain);
    const misquote = checked.action === 'refute' && checked.verdict.flags.some((f) => f.startsWith('number_mismatch:')) && quotesClaim(span.text, plain, { anyNumber: true });
    // (accepted in other words only where they are the source's own, inflections aside: a WordNet relation may carry a
    // word whose side of a recommendation the writer swapped, "prefer elided lifetimes" over "prefer explicit lifetimes,
    // since elision hides borrowing")
    if (checked.action === 'accept' && !copy && checked.verdict.flags.some((f) => /^lexicon_(?!inflection)/.test(f))) return null;
    const why = copy ? 'Copied from a source, so checked as a claim'
      : misquote ? 'Copied from a source with a figure changed, so checked as a claim'
      : checked.action === 'refute' ? 'Read as an opinion, but a source says otherwise, so checked as a claim'
      : 'Read as an opinion, but a source says it, so checked as a claim';
    const flag = copy || misquote ? 'copied_from_source' : 'said_by_source';
    return { ...checked, verdict: { ...checked.verdict, reason: `${why}: ${checked.verdict.reason}`, flags: [...checked.verdict.flags, flag] } };
  }

  /** Each named component of a synthesis gets its own grounding span, under the claim's warrant scope. */
  private async groundAtoms(claim: Claim, plain: string, evaluation: Evaluation, scope: DraftScope): Promise<{ atoms: Atom[]; trace: TraceEvent[] }> {
    const entities = evaluation.parts.map((p) => p.text).filter((t) => t.length > 0);
    const warrant = compileWarrant({
      claim,
      config: scope.config,
      queryTerms: entities,
      kind: 'support',
      scopeFiles: evaluation.warrant?.allowedFiles ?? undefined,
    });
    const kernel = new ScopedSearchKernel(warrant, this.store, this.options.ports.logger);
    const atoms: Atom[] = [];
    const restrictTo = evaluation.warrant?.allowedFiles ? new Set(evaluation.warrant.allowedFiles) : undefined;
    const partJoin = joinText(plain, entities);
    for (const entity of entities) {
      const ownTerms = contentTerms(entity);
      const atomClaim = `${entity} ${plain}`;
      const hits = await this.onCitedPages(
        this.index.search(ownTerms, { limit: DISCOVERY_HITS, restrictTo }).filter((h) => h.matchedTerms.some((t) => ownTerms.includes(t)) && !scope.excludes(h.absPath)),
        evaluation.warrant?.allowedPages,
      );
      const found: EvidenceSpan[] = [];
      const collect = async (window: CandidateWindow) => {
        const doc = await this.loadSource(window.sourcePath);
        found.push(...extractSpans({ text: atomClaim }, window, doc, { maxSentences: 1 }).filter((sp) => mentions(sp.text, entity)));
      };
      try {
        // The component's own document first (executable search, in reading order), then discovery's ranking.
        const own = [...this.indexed.keys()].filter((f) => !scope.excludes(f) && squash(path.basename(f)).includes(squash(entity)) && (!restrictTo || restrictTo.has(f)));
        if (own.length > 0) for (const w of await kernel.searchPhrase(entity, { files: own, maxHits: 8, maxHitsPerFile: 8 })) await collect(w);
        for (const hit of hits.slice(0, 6)) await collect(await kernel.readWindow(hit.absPath, hit.start, hit.end));
      } catch (e) {
        if (!(e instanceof WarrantViolation)) throw e;
      }
      const best = groundingSpan(found, entity);
      // A part is contradicted when its own span says otherwise about what the claim says of it.
      const partClaim = `${entity} ${partJoin}`;
      const contradicted =
        best !== null &&
        verifyClaim({
          claim: { ...claim, text: partClaim, modality: 'factual' },
          candidates: [best],
          thresholds: this.thresholds,
          scope: { exhausted: false, filesSearched: 1 },
        }).verdict.label === 'contradicts';
      atoms.push({ entity, span: best, contradicted });
    }
    return { atoms, trace: kernel.trace() };
  }

  /** A bounded counter-evidence pass under its own, narrower warrant. Adversarial intent never widens scope. */
  private async refute(claim: Claim, plain: string, terms: string[], evaluation: Evaluation, scope: DraftScope): Promise<Refutation> {
    const warrant = compileWarrant({
      claim,
      config: scope.config,
      queryTerms: [...terms, ...COUNTER_CUES],
      kind: 'refutation',
      supportWarrant: evaluation.warrant ?? undefined,
      scopeFiles: evaluation.warrant?.allowedFiles ?? undefined,
    });
    const kernel = new ScopedSearchKernel(warrant, this.store, this.options.ports.logger);
    const restrictTo = warrant.allowedFiles ? new Set(warrant.allowedFiles) : undefined;
    const hits = this.index.search([...terms, ...counterCueTerms()], { limit: DISCOVERY_HITS, restrictTo }).filter((h) => !scope.excludes(h.absPath));
    const { candidates, acronyms, exhausted } = await this.collectSpans(kernel, hits.slice(0, MAX_WINDOWS), plain, 1);
    const judged = judgeCounterEvidence({
      claim: { ...claim, text: plain },
      support: evaluation.verdict,
      supportEvidence: evaluation.evidence,
      candidates,
      acronyms,
      thresholds: this.thresholds,
      exhausted,
    });
    return { outcome: judged.outcome, evidence: judged.evidence, warrant: kernel.usage() };
  }

  /**
   * Reads each window through the kernel and extracts the spans in it (deduplicated, in window order). A budget
   * running out stops the reading; a refusal before any evidence was found is reported.
   */
  private async collectSpans(
    kernel: ScopedSearchKernel,
    windows: ReadonlyArray<{ absPath: string; start: number; end: number }>,
    plain: string,
    maxSentences: number,
  ): Promise<{ candidates: EvidenceSpan[]; acronyms: Map<string, string>; exhausted: boolean; refusedBeforeEvidence: boolean }> {
    const candidates: EvidenceSpan[] = [];
    const acronyms = new Map<string, string>();
    let exhausted = false;
    let refusedBeforeEvidence = false;
    for (const w of windows) {
      try {
        const doc = await this.loadSource(w.absPath);
        for (const [k, v] of this.index.acronymsOf(w.absPath, doc.text)) acronyms.set(k, v);
        const window = await kernel.readWindow(w.absPath, w.start, Math.min(doc.text.length, w.end));
        candidates.push(...extractSpans({ text: plain }, window, doc, { maxSentences }));
      } catch (e) {
        if (!(e instanceof WarrantViolation)) throw e;
        if (e.code === 'budget_exhausted') {
          exhausted = true;
          break;
        }
        refusedBeforeEvidence ||= candidates.length === 0;
      }
    }
    return { candidates: dedupeSpans(candidates), acronyms, exhausted, refusedBeforeEvidence };
  }

  /**
   * The metadata clauses of a claim about one document in scope ("PEP 602, written by Łukasz Langa and created in June
   * 2019, …"), checked against that document's header fields, read through a kernel of their own warrant; null when
   * the claim has none or names no single document in scope.
   */
  private async metadataOf(claim: Claim, cited: string[], scope: DraftScope): Promise<{ meta: MetadataClaim; evaluation: (rest: Evaluation | null) => Evaluation } | null> {
    const meta = metadataClaim(claimPlainText(claim));
    if (!meta || meta.facts.length === 0) return null;
    const heading = meta.id ? null : headingDocument(claim.context?.headings ?? []);
    // "The PEP" under a heading that names an RFC is not that RFC
    const word = meta.document.replace(/^The\s+/, '').toLowerCase();
    if (heading && /^(?:pep|rfc|adr|kep|jep|nep|bip|eip)$/.test(word) && word !== heading.kind) return null;
    const name = meta.id ? meta.document : heading?.name;
    if (!name) return null;
    // a rest too short to say anything of its own ("… and is still a draft") is judged with the whole claim
    // (the document's own kind word is no content: "PEP 812 is still a draft" says one thing, "draft")
    const kindWord = meta.id?.kind ?? word;
    if (meta.rest !== null && profileClaim(meta.rest).terms.filter((t) => t.surface.toLowerCase() !== kindWord).length < 2) return null;
    const files = namedSourceFiles(name, this.indexed).filter((f) => !scope.excludes(f) && (cited.length === 0 || cited.includes(f)));
    if (files.length !== 1) return null;
    const file = files[0]!;
    const warrant = compileWarrant({ claim, config: scope.config, queryTerms: [], kind: 'support', scopeFiles: [file] });
    const kernel = new ScopedSearchKernel(warrant, this.store, this.options.ports.logger);
    let fields: DocumentField[];
    let doc: SourceDoc;
    try {
      doc = await this.loadSource(file);
      const window = await kernel.readWindow(file, 0, Math.min(doc.text.length, PREAMBLE_CHARS));
      fields = documentFields(window.text);
    } catch (e) {
      if (!(e instanceof WarrantViolation)) throw e;
      return null;
    }
    const checks = checkFacts(meta.facts, fields);
    const spans = new Map<DocumentField, EvidenceSpan>();
    for (const c of checks) if (c.field && !spans.has(c.field)) spans.set(c.field, spanFromRange(doc, c.field.start, c.field.end));
    return {
      meta,
      evaluation: (rest) => {
        const out = metadataVerdict(meta, checks, spans, rest, where, name);
        return {
          verdict: out.verdict,
          parts: out.parts,
          evidence: out.evidence,
          usage: rest?.usage ?? kernel.usage(),
          trace: [...(rest?.trace ?? []), ...kernel.trace()],
          warrant: rest?.warrant ?? warrant,
          suggestedCitation: rest?.suggestedCitation ?? null,
        };
      },
    };
  }

  /** One warrant, one kernel, one search: discovery ranks, the kernel reads, the verifier judges. */
  private async evaluate(claim: Claim, plain: string, terms: string[], scopeFiles: string[] | undefined, scope: DraftScope): Promise<Evaluation> {
    const queryTerms = queryTermsOf(plain, terms);
    const pages = scopeFiles ? pagesOf(claim) : undefined; // a page locator narrows the cited file to those pages
    const warrant = compileWarrant({ claim, config: scope.config, queryTerms, kind: 'support', scopeFiles, pages });
    const kernel = new ScopedSearchKernel(warrant, this.store, this.options.ports.logger);
    const restrictTo = scopeFiles ? new Set(scopeFiles.filter((f) => this.indexed.has(f))) : undefined;
    // a claim that reports what a document says ("RFC 3484 begins from the premise that …") is searched for what it
    // reports: the frame's words ("begins", "premise") are in no sentence of the document
    const attribution = attributionOf(plain, claim.context?.headings);
    const reported = attribution ? contentTerms(attribution.inner) : [];
    const searchTerms = reported.length > 0 ? reported : terms;
    const hits = await this.onCitedPages(
      (restrictTo && restrictTo.size === 0 ? [] : this.index.search(searchTerms, { limit: DISCOVERY_HITS, restrictTo })).filter((h) => !scope.excludes(h.absPath)),
      warrant.allowedPages,
    );
    // a source the claim names by its file's identifier ("PEP 572") is searched too, unless a citation narrowed the scope
    // (and one a heading names for "According to the PEP, …")
    const byHeading = attribution?.name;
    const named = scopeFiles ? [] : namedSourceFiles(byHeading ? `${plain} ${byHeading}` : plain, this.indexed).filter((f) => !scope.excludes(f));
    const plan = named.length > 0 ? mergePlans(windowPlan(this.index.search(searchTerms, { limit: NAMED_SOURCE_HITS, restrictTo: new Set(named) })), windowPlan(hits)) : windowPlan(hits);
    const { candidates: ranked, acronyms, exhausted, refusedBeforeEvidence } = await this.collectSpans(kernel, plan, plain, 2);
    const refusedOnly = (scopeFiles !== undefined && restrictTo !== undefined && restrictTo.size === 0) || refusedBeforeEvidence;
    if (scopeFiles && refusedOnly) {
      // The claim cites something outside the allowed sources: record it as a boundary event.
      for (const f of scopeFiles) {
        try {
          await kernel.readWindow(f, 0, 1);
        } catch (e) {
          if (!(e instanceof WarrantViolation)) throw e;
        }
      }
    }
    const out = verifyClaim({
      claim: { ...claim, text: plain },
      symbols: codeSymbols(claim.text),
      code: codeSpansOf(claim.text),
      candidates: ranked,
      acronyms,
      thresholds: this.thresholds,
      scope: { exhausted, filesSearched: kernel.usage().filesTouched, outOfScopeOnly: refusedOnly && ranked.length === 0 },
    });
    return {
      verdict: out.verdict,
      parts: out.parts ?? [],
      evidence: out.evidence,
      usage: kernel.usage(),
      trace: kernel.trace(),
      warrant,
      suggestedCitation: null,
    };
  }

  /**
   * A repair is offered only when the rewrite itself is supported by the same evidence: one clean sentence
   * built from the spans' words (not their markup), narrowing the claim, with the claim's citations put back.
   */
  private verifiedRepair(claim: Claim, evaluation: Evaluation): Repair | null {
    const plain = claimPlainText(claim);
    const proposal = proposeRepair({ ...claim, text: plain }, evaluation.verdict, evaluation.evidence, { keep: (text) => narrows(plain, text) });
    if (!proposal) return null;
    const text = restoreCitations(claim, proposal.text);
    if (text === null || claimPlainText({ ...claim, text }) !== proposal.text) return null;
    // proposeRepair kept the rewrite only when verifyClaim, given this same claim and evidence at the default
    // thresholds, said it supports: at those thresholds the same check would give the same answer again
    if (sameThresholds(this.thresholds, DEFAULT_THRESHOLDS)) return { text, verified: true, basis: proposal.basis, highRisk: proposal.highRisk };
    const check = verifyClaim({
      claim: { ...claim, text: proposal.text, modality: claim.modality === 'synthesis' ? 'factual' : claim.modality },
      candidates: evaluation.evidence,
      thresholds: this.thresholds,
      scope: { exhausted: false, filesSearched: 1 },
    });
    if (check.verdict.label !== 'supports') return null;
    return { text, verified: true, basis: proposal.basis, highRisk: proposal.highRisk };
  }
}

/** The claim as written reads better than with its resolved subject: it is carried where that is not, or finds a passage where that finds none. */
function readsBetter(written: VerdictLabel, resolved: VerdictLabel): boolean {
  if (written === 'supports') return resolved !== 'supports';
  return resolved === 'not_in_corpus' && written !== 'not_in_corpus' && written !== 'abstain' && written !== 'out_of_scope';
}

function sameThresholds(a: { acceptScore: number; partialScore: number }, b: { acceptScore: number; partialScore: number }): boolean {
  return a.acceptScore === b.acceptScore && a.partialScore === b.partialScore;
}

// Term lists derived from the lexicons once, on first use (they are needed per claim).
let cachedCounterCueTerms: string[] | undefined;
const counterCueTerms = (): string[] => (cachedCounterCueTerms ??= contentTerms(COUNTER_CUES.join(' ')));
let cachedStrongTerms: Set<string> | undefined;
const strongPredicateTerms = (): Set<string> => (cachedStrongTerms ??= new Set(contentTerms(allStrongPredicates().join(' '))));

/**
 * A repair must be the claim made narrower, not a different statement that happens to verify: it keeps
 * most of the claim's content (predicate and numbers aside, which the repair may correct), or it says
 * nothing the claim did not (an unsupported part dropped).
 */
export function narrows(claimText: string, repairText: string): boolean {
  const strong = strongPredicateTerms();
  const numbers = (t: string) => new Set(extractQuantities(t).flatMap((q) => contentTerms(q.raw)));
  const claimNumbers = numbers(claimText);
  const claimTerms = contentTerms(claimText).filter((t) => !strong.has(t) && !claimNumbers.has(t));
  const repairTerms = new Set(contentTerms(repairText));
  const kept = claimTerms.filter((t) => repairTerms.has(t)).length / Math.max(1, claimTerms.length);
  const claimAll = new Set(contentTerms(claimText));
  const repairNumbers = numbers(repairText);
  const novel = [...repairTerms].filter((t) => !claimAll.has(t) && !repairNumbers.has(t)).length;
  return kept >= 0.75 || (novel === 0 && kept >= 0.4);
}

/** Counter-evidence can only make the action more careful, never accept what support did not. */
function actOnRefutation(action: Action, support: Verdict, refutation: Refutation): Action {
  switch (refutation.outcome) {
    case 'claim_contradicted':
      return support.label === 'supports' ? 'review' : action === 'accept' ? 'review' : action === 'repair' ? 'review' : action;
    case 'claim_too_broad':
      return action === 'accept' ? 'review' : action;
    default:
      return action;
  }
}

/** The sentence that best says what a component is or does: substantive, with the component as its subject. */
const squash = (t: string) => t.toLowerCase().replace(/[^a-z0-9]/g, '');

function groundingSpan(spans: EvidenceSpan[], entity: string): EvidenceSpan | null {
  const score = (sp: EvidenceSpan) => {
    const words = sp.text.split(/\s+/).filter(Boolean);
    const subject = mentions(words[0] ?? '', entity) || /^(the|a|an)$/i.test(words[0] ?? '') && mentions(words.slice(1, 3).join(' '), entity) ? 2 : 0;
    const ownDocument = squash(sp.relPath.split('/').pop() ?? '').includes(squash(entity)) ? 3 : 0;
    const declarative = /^[A-Z]/.test(sp.text) && !/[:?]\s*$/.test(sp.text) ? 0 : -5;
    return (words.length >= 7 ? 2 : -5) + subject + ownDocument + declarative;
  };
  let best: EvidenceSpan | null = null;
  let bestScore = -Infinity;
  for (const sp of spans) {
    const sc = score(sp);
    if (sc > bestScore || (sc === bestScore && best && sp.relPath === best.relPath && sp.start < best.start)) [best, bestScore] = [sp, sc];
  }
  return best && bestScore > 0 ? best : null;
}

function mentions(text: string, entity: string): boolean {
  return text.toLowerCase().includes(entity.toLowerCase());
}

/**
 * Which windows to read for a claim: the best-ranked hits (those scoring at least a third of the best),
 * each with a sentence or two of context, merged where they overlap in the same file.
 */
/** The named sources' windows first, then discovery's, without reading a window twice. */
function mergePlans(first: WindowPlan, rest: WindowPlan): WindowPlan {
  const out = [...first];
  for (const p of rest) if (!out.some((q) => q.absPath === p.absPath && q.start <= p.start && p.end <= q.end)) out.push(p);
  return out;
}
type WindowPlan = Array<{ absPath: string; start: number; end: number }>;

export function windowPlan(hits: ReadonlyArray<{ absPath: string; start: number; end: number; score: number }>): Array<{ absPath: string; start: number; end: number }> {
  const top = hits[0]?.score ?? 0;
  const plans: Array<{ absPath: string; start: number; end: number }> = [];
  for (const hit of hits) {
    if (plans.length >= MAX_WINDOWS) break;
    if (hit.score < top * 0.35) break;
    const start = Math.max(0, hit.start - WINDOW_MARGIN);
    const end = hit.end + WINDOW_MARGIN;
    const overlapping = plans.find(
      (p) => p.absPath === hit.absPath && start <= p.end && p.start <= end && Math.max(p.end, end) - Math.min(p.start, start) <= MAX_READ_WINDOW_CHARS,
    );
    if (overlapping) {
      overlapping.start = Math.min(overlapping.start, start);
      overlapping.end = Math.max(overlapping.end, end);
    } else {
      plans.push({ absPath: hit.absPath, start, end });
    }
  }
  return plans;
}

/** Claim extraction that reports, instead of throwing on, documents nested beyond what the parser walk can take. */
function extractSafely(text: string, documentPath: string, config: ResolvedConfig): ClaimExtraction {
  try {
    return extractClaims(text, documentPath, {
      root: config.root,
      bibliography: config.bibliography.length > 0,
      checkHeadings: config.claims.checkHeadings,
      checkBlockquotes: config.claims.checkBlockquotes,
      minWords: config.claims.minWords,
    });
  } catch (e) {
    if (!(e instanceof RangeError)) throw e;
    return {
      documentPath,
      claims: [],
      problems: [{
        message: 'This document nests block quotes or lists too deeply to be checked; nothing in it was verified.',
        range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
        severity: 'error',
      }],
    };
  }
}

/**
 * Whether a result made for claim `a` may stand for claim `b`: they are the same in everything a claim's
 * verification reads, that is everything but where it sits in the draft (start, end, range, and its citations'
 * ranges). A paragraph that only moved (text typed above it) keeps its results; a claim whose text, block, gate
 * classification, citations or context (headings, sentences before it) changed does not.
 */
export function sameForReuse(a: Claim, b: Claim): boolean {
  // the same claim, or copies of one claim at other places (claim extraction says so: see placeFreeOrigin)
  if (a === b || placeFreeOrigin(a) === placeFreeOrigin(b)) return true;
  if (a.hash !== b.hash || a.citations.length !== b.citations.length) return false;
  if (!sameData(a, b, PLACE_KEYS)) return false;
  return a.citations.every((c, i) => sameData(c, b.citations[i], CITATION_PLACE_KEYS));
}

const PLACE_KEYS: ReadonlySet<string> = new Set(['start', 'end', 'range', 'citations']);
const CITATION_PLACE_KEYS: ReadonlySet<string> = new Set(['range']);

/** Deep equality of JSON-like data (a key whose value is undefined counts as absent), `skip` left out at the top. */
function sameData(a: unknown, b: unknown, skip?: ReadonlySet<string>): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0; // defined keys of x not yet met in y
  for (const k in x) {
    if (x[k] === undefined || skip?.has(k)) continue;
    if (!sameData(x[k], y[k])) return false;
    keys++;
  }
  for (const k in y) if (y[k] !== undefined && !skip?.has(k)) keys--;
  return keys === 0;
}

/** A deep copy of JSON data (a persisted extraction handed out, or kept, never shares objects with a run). */
function cloneData<T>(data: T): T {
  return JSON.parse(JSON.stringify(data)) as T;
}

/** What a draft's claims are verified under besides each claim: its exclude controls and its bibliography's keys. */
function surroundingsKey(excludedSources: readonly string[], keyOfFile: ReadonlyMap<string, string>): string {
  return JSON.stringify([excludedSources, [...keyOfFile]]);
}

/**
 * An earlier result given the claim's new place. A sentence the gate passed that was checked as copied from a
 * source carries that checked form of the claim (see copiedFromSource), so the moved result does too.
 */
function movedTo(old: ClaimResult, claim: Claim): ClaimResult {
  if (old.claim.start === claim.start && old.claim.end === claim.end && samePlace(old.claim.range, claim.range)) return old;
  const copied = old.claim.cues.includes('copied_from_source') && !claim.cues.includes('copied_from_source');
  return { ...old, claim: copied ? copiedForm(claim) : claim };
}

function samePlace(a: Claim['range'], b: Claim['range']): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

/** The claim a sentence copied from a source is checked as. */
function copiedForm(claim: Claim): Claim {
  return { ...claim, modality: 'factual', needsEvidence: true, cues: [...claim.cues, 'copied_from_source'] };
}

/** Every source a result rests on or looked at: evidence, counter-evidence, parts, citations, files the kernel touched. */
function dependencies(r: ClaimResult, root: string): Set<string> {
  const out = new Set<string>();
  const spans = [...r.evidence, ...(r.refutation?.evidence ?? []), ...(r.evidenceSet?.subclaims.flatMap((s) => s.evidence) ?? [])];
  for (const s of spans) out.add(s.sourcePath);
  for (const c of r.claim.citations) if (c.resolvedPath) out.add(c.resolvedPath);
  const base = r.warrant?.workspaceRoot ?? root;
  for (const e of r.trace) for (const f of e.files) out.add(path.resolve(base, f));
  return out;
}

function queryTermsOf(plain: string, contentTermsOfPlain: readonly string[]): string[] {
  const terms = [...contentTermsOfPlain];
  for (const q of extractQuantities(plain)) if (!terms.includes(q.raw)) terms.push(q.raw);
  return terms;
}

function dedupeSpans(spans: EvidenceSpan[]): EvidenceSpan[] {
  const seen = new Set<string>();
  const out: EvidenceSpan[] = [];
  for (const s of spans) {
    const key = `${s.sourcePath}:${s.start}:${s.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return out;
}

function notCheckedReason(claim: Claim): string {
  if (claim.cues.includes('inline:off') || claim.cues.includes('inline:disable-next-line')) return 'Checking is turned off here by an inline control.';
  if (claim.override) return `Marked as ${claim.modality.replace('_', '-')} by an inline control: needs no evidence.`;
  const kind: Record<string, string> = {
    author_defined: 'an author-defined term',
    interpretive: 'the author’s interpretation',
    speculative: 'speculation',
    opinion: 'an opinion',
    narrative: 'narrative or framing',
  };
  return `Reads as ${kind[claim.modality] ?? claim.modality}: needs no evidence.`;
}

/** A source read for evidence is not the version discovery indexed (see loadSource). */
class StaleIndexError extends Error {
  constructor(readonly relPath: string) {
    super(`${relPath} is not the version indexed`);
  }
}
