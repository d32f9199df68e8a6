// Claim extraction: Markdown draft → sentences with exact draft offsets, citations and a modality verdict.
import * as path from 'node:path';
import type { Citation, Claim, ClaimExtraction, Modality, ParseProblem, Range } from '../model.js';
import { lineStarts, offsetToPosition } from '../text/lines.js';
import { sha256, shortId } from '../util/hash.js';
import { frontMatterBibliography } from '../bibliography/front-matter.js';
import { boundDraft } from './bounds.js';
import { footnoteCitation, linkCitation, resolveFile, type PathContext } from './citations.js';
import { parseControls, type InlineControl } from './controls.js';
import { clearDraftTrees, draftProse, lastAtOrBefore, type DraftProse, type PlacedBlock, type ProseBlock } from './markdown.js';
import { classifySentence, MAX_SENTENCE_WORDS, type Classification } from './modality.js';
import { analyse, type NlpSentence, type NlpToken } from './nlp.js';
import { BoundedMemo } from '../util/bounded-memo.js';

export { EVIDENCE_MODALITIES } from './modality.js';

export interface ExtractOptions {
  root: string; // absolute workspace/config root: claim ids use the draft path relative to it
  checkHeadings: boolean; // default false
  checkBlockquotes: boolean; // default false (block quotes = the source speaking; mark them, don't verify)
  minWords: number; // default 3: shorter fragments are not claims (still listed as narrative/pass)
  /** A bibliography is configured (.warrant.json): "@key" in running text is a citation, as in a draft naming one. */
  bibliography?: boolean;
}

/** A sentence located in the draft, before classification. */
interface Sentence {
  block: PlacedBlock;
  work: SentenceWork; // what is kept of it between extractions (see blockWork)
  start: number; // draft offsets
  end: number;
  plain: string; // the sentence's plain text (markup removed)
  tokens: readonly NlpToken[]; // analysed tokens, inline code removed (shared: never changed)
  citations: Citation[];
  override: Modality | null;
  disabledBy: string | null; // the cue of the control that switched checking off
}

export function extractClaims(text: string, documentPath: string, options: ExtractOptions): ClaimExtraction {
  const lines = lineStarts(text);
  const rangeOf = (start: number, end: number): Range => ({ start: offsetToPosition(lines, start), end: offsetToPosition(lines, end) });
  const context: PathContext = { root: options.root, documentPath };
  const problems: ParseProblem[] = [];

  const bounded = boundDraft(text); // pathological paragraphs blanked (offsets kept) and reported
  for (const s of bounded.notices) problems.push({ message: s.message, range: rangeOf(s.start, s.end), severity: 'warning' });
  const bibliography = frontMatterBibliography(text);
  const inTextCitations = options.bibliography === true || (bibliography !== null && bibliography.files.length > 0);
  const prose = draftProse(bounded.text, { checkHeadings: options.checkHeadings, inTextCitations });
  for (const missing of prose.undefinedFootnotes) {
    problems.push({ message: `Footnote [^${missing.label}] has no definition, so it cites nothing.`, range: rangeOf(missing.start, missing.end), severity: 'warning' });
  }
  const { controls, problems: controlProblems } = parseControls(prose.comments);
  for (const p of controlProblems) problems.push({ message: p.message, range: rangeOf(p.start, p.end), severity: 'warning' });

  const sentences: Sentence[] = [];
  for (const block of prose.blocks) for (const sentence of sentencesOf(block, rangeOf, prose.footnotes, context)) sentences.push(sentence);
  applyControls(sentences, controls, text, lines);

  const commonWords = commonWordsOf(documentPath, prose.blocks);

  const relativePath = path.relative(options.root, documentPath).split(path.sep).join('/');
  const occurrences = new Map<string, number>();
  const blockKeys = new Map<PlacedBlock, string>();
  const blockKey = (placed: PlacedBlock) => {
    let key = blockKeys.get(placed);
    if (key === undefined) {
      const work = blockWork.get(placed.block);
      key = work ? keptHash(work.raw, text.slice(placed.start, placed.end)) : hashOf(text.slice(placed.start, placed.end));
      blockKeys.set(placed, key);
    }
    return key;
  };
  const contexts = claimContexts(sentences, prose);
  const claims: Claim[] = sentences.map((sentence, index) => {
    const claimText = text.slice(sentence.start, sentence.end);
    const work = sentence.work;
    const normalised = (work.normalised ??= normalisedOf(sentence.plain));
    const occurrence = occurrences.get(normalised) ?? 0;
    occurrences.set(normalised, occurrence + 1);
    const classified = classifiedSentence(sentence, options.minWords, commonWords, namesADocument(contexts[index]!.headings));
    if (classified.cues.includes('too_long')) {
      problems.push({ message: `This sentence was not checked: it is longer than ${MAX_SENTENCE_WORDS} words.`, range: rangeOf(sentence.start, sentence.end), severity: 'warning' });
    }
    const quoted = sentence.block.block.kind === 'blockquote' && !options.checkBlockquotes;
    const claimContext = contexts[index]!;
    const paragraphKey = blockKey(sentence.block);
    const range = rangeOf(sentence.start, sentence.end);
    // The claim made for this sentence last time, when nothing it was made from has changed but its place (see LastClaim).
    const last = work.last[occurrence];
    if (
      last !== undefined && last.classified === classified && last.quoted === quoted && last.disabledBy === sentence.disabledBy &&
      last.override === sentence.override && last.relativePath === relativePath && sentence.citations.length === 0 &&
      last.claim.citations.length === 0 && last.claim.documentPath === documentPath && last.claim.text === claimText &&
      last.claim.paragraphKey === paragraphKey && sameStrings(last.claim.context!.headings, claimContext.headings) &&
      sameStrings(last.claim.context!.previous, claimContext.previous)
    ) {
      const kept = last.claim;
      if (kept.start === sentence.start && kept.end === sentence.end && samePosition(kept.range, range)) return kept;
      const moved: Claim = { ...kept, start: sentence.start, end: sentence.end, range };
      placeFreeOrigins.set(moved, placeFreeOrigin(kept));
      last.claim = moved;
      return moved;
    }
    let { needsEvidence, risk } = classified;
    const cues = [...classified.cues];
    if (quoted || sentence.disabledBy) {
      needsEvidence = false;
      risk = 'low';
      cues.push(quoted ? 'quotation' : sentence.disabledBy!);
    }
    const claim: Claim = {
      id: claimIdOf(relativePath, normalised, occurrence, work),
      hash: keptHash(work.text, claimText),
      text: claimText,
      documentPath,
      start: sentence.start,
      end: sentence.end,
      range,
      paragraphKey,
      block: sentence.block.block.kind,
      modality: classified.modality,
      needsEvidence,
      risk,
      cues,
      override: sentence.override ? 'inline_control' : null,
      citations: sentence.citations,
      context: claimContext,
    };
    work.last[occurrence] = { claim, classified, quoted, disabledBy: sentence.disabledBy, override: sentence.override, relativePath };
    return claim;
  });
  const excludedSources = excludedSourcesOf(controls, context, rangeOf, problems);
  return { documentPath, claims, problems, ...(excludedSources.length ? { excludedSources } : {}), ...(bibliography ? { bibliography } : {}) };
}

/** Starts with a lower-case letter (an ASCII one tested without the Unicode regex: most words of a draft). */
function startsLowerCase(word: string): boolean {
  const c = word.charCodeAt(0);
  return c < 0x80 ? c >= 0x61 && c <= 0x7a : /^\p{Ll}/u.test(word);
}

/** The sources `<!-- warrant exclude: … -->` names (relative to the draft's folder), resolved; a path leaving the workspace is a problem. */
function excludedSourcesOf(controls: readonly InlineControl[], context: PathContext, rangeOf: (s: number, e: number) => Range, problems: ParseProblem[]): string[] {
  const out = new Set<string>();
  for (const c of controls) {
    if (c.kind !== 'exclude_source') continue;
    const abs = resolveFile(c.path, context)!; // a control never names an empty path
    const rel = path.relative(context.root, abs);
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
      problems.push({ message: `'${c.path}' in <!-- warrant exclude: … --> is outside the workspace: nothing there is a source anyway.`, range: rangeOf(c.start, c.end), severity: 'warning' });
      continue;
    }
    out.add(abs);
  }
  return [...out].sort();
}

/** sha256 of claim and block texts, and claim ids, by what they hash: a draft re-read after an edit hashes only the edit. */
const hashes = new BoundedMemo<string, string>(16384);
const hashOf = (text: string): string => (text.length > MEMO_MAX_BLOCK_CHARS ? sha256(text) : hashes.get(text, () => sha256(text)));

/**
 * What is kept between extractions for each memoised block (see PlacedBlock): its raw text's hash, and per sentence
 * its shape in the block, hash, normalised text, ids and gate classifications. A memoised block stands for the same
 * chunk text and place in it every time, so this is found by identity, not by hashing texts as the memos above are;
 * the raw texts are still compared (a draft's text may differ from the text parsed, where a pathological paragraph
 * was blanked).
 */
interface BlockWork {
  raw: KeptHash;
  sentences: SentenceWork[];
  lowerWords?: string[]; // see lowerWordsOf
}
interface SentenceWork {
  /** Where the sentence lies, as offsets in the block's chunk (markup it covers whole included: see shapesOf). */
  start: number;
  end: number;
  plain: string; // the sentence's plain text
  tokens: readonly NlpToken[]; // its analysed tokens, inline code removed (never changed: shared by every extraction)
  text: KeptHash;
  normalised?: string;
  ids: Map<string, string>; // by relative path and occurrence
  classified: Map<number | string, Classification>; // by the inputs besides the block (see classifiedSentence)
  last: LastClaim[]; // by occurrence (see LastClaim)
}

/**
 * The claim last made for a sentence (of a memoised block, as the nth sentence of the draft with its normalised
 * text), with what it was made from besides the block: its gate classification (the same object for the same
 * inputs), the controls on it and the draft's path. When all of these, its text, its block's hash and its context
 * are the same again and it cites nothing, the claim is the same but for its place: the very object comes back if
 * its place is the same too, else a copy at the new place (see placeFreeOrigin).
 */
interface LastClaim {
  claim: Claim;
  classified: Classification;
  quoted: boolean;
  disabledBy: string | null;
  override: Modality | null;
  relativePath: string;
}

/** Claims made as a copy of another at a new place, each with the claim the copies started from. */
const placeFreeOrigins = new WeakMap<Claim, Claim>();

/**
 * The claim a claim was copied from at another place, through any number of copies (see LastClaim), or the claim
 * itself. Two claims of the same origin are the same in everything but their places (start, end and range).
 */
export function placeFreeOrigin(claim: Claim): Claim {
  return placeFreeOrigins.get(claim) ?? claim;
}

const sameStrings = (a: readonly string[], b: readonly string[]): boolean => a === b || (a.length === b.length && a.every((x, i) => x === b[i]));
const samePosition = (a: Range, b: Range): boolean =>
  a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
interface KeptHash {
  text?: string;
  hash?: string;
}
const blockWork = new WeakMap<ProseBlock, BlockWork>();

/** The work kept for a memoised block, its sentences found the first time (an analysis is a function of the block). */
function workOf(block: ProseBlock): BlockWork {
  let work = blockWork.get(block);
  if (work === undefined) {
    work = { raw: {}, sentences: shapesOf(block).map((shape) => ({ ...shape, text: {}, ids: new Map(), classified: new Map(), last: [] })) };
    blockWork.set(block, work);
  }
  return work;
}

/** sha256 of `text`, kept in `kept` for the next time the same text comes. */
function keptHash(kept: KeptHash, text: string): string {
  if (kept.text !== text || kept.hash === undefined) {
    kept.hash = hashOf(text);
    kept.text = text;
  }
  return kept.hash;
}

function claimIdOf(relativePath: string, normalised: string, occurrence: number, work: SentenceWork): string {
  const make = () => shortId('claim', relativePath, normalised, String(occurrence));
  const key = `${relativePath}\u0000${occurrence}`;
  let id = work.ids.get(key);
  if (id === undefined) work.ids.set(key, (id = make()));
  return id;
}
/** A sentence's plain text as its claim id reads it (lower-casing text beyond Latin-1 is slow: memoised). */
const normalisedTexts = new BoundedMemo<string, string>(8192);
const normalisedOf = (plain: string): string => normalisedTexts.get(plain, () => plain.replace(/\s+/g, ' ').trim().toLowerCase());

/** Forgets every memoised block analysis, classification and draft syntax tree (for tests). */
export function clearExtractionMemos(): void {
  blockAnalyses.clear();
  draftWords.clear();
  hashes.clear();
  normalisedTexts.clear();
  clearDraftTrees();
}

/**
 * The words a draft writes in lower case somewhere (those starting a token with a lower-case letter), as the gate
 * reads them: counted per draft from its blocks' words (kept on each memoised block), so a draft read again after
 * an edit counts only the blocks that changed.
 */
interface DraftWords {
  blocks: Map<BlockWork, number>; // the draft's blocks as last read, with how often each occurs
  counts: Map<string, number>; // how many of them hold each word (only words some block holds)
}
const draftWords = new BoundedMemo<string, DraftWords>(64);

function commonWordsOf(documentPath: string, placed: readonly PlacedBlock[]): ReadonlyMap<string, number> {
  const state = draftWords.get(documentPath, () => ({ blocks: new Map(), counts: new Map() }));
  const now = new Map<BlockWork, number>();
  for (const p of placed) {
    const work = workOf(p.block);
    now.set(work, (now.get(work) ?? 0) + 1);
  }
  const add = (work: BlockWork, by: number) => {
    for (const word of (work.lowerWords ??= lowerWordsOf(work))) {
      const n = (state.counts.get(word) ?? 0) + by;
      if (n > 0) state.counts.set(word, n);
      else state.counts.delete(word);
    }
  };
  for (const [work, n] of state.blocks) {
    const m = now.get(work) ?? 0;
    if (m < n) add(work, m - n);
  }
  for (const [work, m] of now) {
    const n = state.blocks.get(work) ?? 0;
    if (m > n) add(work, m - n);
  }
  state.blocks = now;
  return state.counts;
}

/** The distinct words of a block's sentences that start with a lower-case letter (lower-cased). */
function lowerWordsOf(work: BlockWork): string[] {
  const words = new Set<string>();
  for (const sentence of work.sentences) for (const t of sentence.tokens) if (startsLowerCase(t.value)) words.add(t.lower);
  return [...words];
}

/**
 * A heading that names a document its section reports on: "PEP 729: …", "The sparse index RFC", "The proposal", "The
 * lru-cache README", "qs docs: Changelog", "The migration guide", "Node.js contributing: Commit queue"; or a package by its name as written in code ("## graceful-fs", "## yallist", "## @scope/pkg"), whose
 * documentation the section reports on.
 */
const DOCUMENT_HEADING = /\b(?:PEPs?|RFCs?|proposals?|specifications?|specs?|README|docs?|documentation|manual|guides?|guidelines?|changelogs?|change\s+logs?|release\s+notes|contributing|contributor|policy|policies|handbook|governance|charter)\b/i;
const PACKAGE_HEADING = /^[`]?@?[a-z0-9][a-z0-9._\/-]*[`]?$/;
const namesADocument = (headings: readonly string[]): boolean => {
  const last = headings[headings.length - 1]?.trim();
  return last !== undefined && (DOCUMENT_HEADING.test(last) || PACKAGE_HEADING.test(last));
};

function classifiedSentence(sentence: Sentence, minWords: number, commonWords: ReadonlyMap<string, unknown>, underDocumentHeading: boolean): Classification {
  const input = { tokens: sentence.tokens, text: sentence.plain, minWords, cited: sentence.citations.length > 0, override: sentence.override, commonWords, underDocumentHeading };
  if (sentence.block.block.plain.length > MEMO_MAX_BLOCK_CHARS) return classifySentence(input);
  // the memoised block fixes the sentence's text, tokens and code ranges: the rest of the inputs is the key
  const first = sentence.tokens[0];
  const common = first !== undefined && commonWords.has(first.lower);
  // a number for the usual inputs (no override, a whole minWords), else a string: the two never meet in the map
  const flags = sentence.override === null && Number.isInteger(minWords) && minWords >= 0
    ? minWords * 8 + (underDocumentHeading ? 4 : 0) + (input.cited ? 2 : 0) + (common ? 1 : 0)
    : `${minWords}\u0000${input.cited ? 1 : 0}\u0000${sentence.override}\u0000${common ? 1 : 0}\u0000${underDocumentHeading ? 1 : 0}`;
  let classified = sentence.work.classified.get(flags);
  if (classified === undefined) sentence.work.classified.set(flags, (classified = classifySentence(input)));
  return classified;
}

/** How many earlier sentences of its paragraph a claim keeps as context. */
const MAX_PREVIOUS = 2;

/** Each sentence's section path (the headings above it) and the (last few) earlier sentences of its block. */
function claimContexts(sentences: readonly Sentence[], prose: DraftProse): NonNullable<Claim['context']>[] {
  const stack: Array<{ depth: number; text: string }> = [];
  let path: string[] = [];
  let next = 0;
  return sentences.map((sentence, i) => {
    while (next < prose.headings.length && prose.headings[next]!.start <= sentence.start) {
      const h = prose.headings[next++]!;
      while (stack.length > 0 && stack[stack.length - 1]!.depth >= h.depth) stack.pop();
      stack.push(h);
      path = stack.map((x) => x.text);
    }
    const previous: string[] = [];
    for (let j = i - 1; j >= Math.max(0, i - MAX_PREVIOUS) && sentences[j]!.block === sentence.block; j--) previous.unshift(sentences[j]!.plain);
    return { headings: path, previous };
  });
}

/**
 * A block's sentences (those with a letter or digit), analysed once per distinct block text: re-extracting a
 * draft after one paragraph was edited tags only that paragraph again. The analysis is a pure function of the
 * text; nothing downstream changes what it returns (its token lists are shared by every extraction: read only).
 */
const blockAnalyses = new BoundedMemo<string, readonly NlpSentence[]>(4096);
const MEMO_MAX_BLOCK_CHARS = 20_000;

function analysedBlock(plain: string): readonly NlpSentence[] {
  const analyseNow = () => analyse(plain).filter((s) => s.tokens.some((t) => /[\p{L}\p{N}]/u.test(t.value)));
  return plain.length > MEMO_MAX_BLOCK_CHARS ? analyseNow() : blockAnalyses.get(plain, analyseNow);
}

/**
 * The block's plain text as the sentence splitter sees it: sentence punctuation inside inline code blanked out (offsets
 * kept), so "The `todo!()` macro panics." is one sentence. Code tokens are dropped after the split anyway.
 */
function splitterText(block: ProseBlock): string {
  if (block.codeRanges.length === 0) return block.plain;
  let out = '';
  let at = 0;
  for (const [start, end] of block.codeRanges) {
    out += block.plain.slice(at, start) + block.plain.slice(start, end).replace(/[.!?]/g, '_');
    at = end;
  }
  return out + block.plain.slice(at);
}

/** Where a block's sentences lie in its chunk, their plain texts and tokens (inline code removed). */
function shapesOf(block: ProseBlock): Array<Pick<SentenceWork, 'start' | 'end' | 'plain' | 'tokens'>> {
  const found = analysedBlock(splitterText(block));
  const shapes = found.map((s) => ({
    start: block.plainToRaw[s.start]!,
    end: block.plainToRaw[s.end - 1]! + 1,
    plain: block.plain.slice(s.start, s.end),
    tokens: withoutCode(s.tokens, block.codeRanges),
  }));
  // Keep markup whole: a sentence covering all of an emphasis/link/code span includes its delimiters.
  for (const c of block.containers) {
    if (c.plainEnd <= c.plainStart) continue;
    const i = lastAtOrBefore(found, c.plainStart, (s) => s.start);
    if (i < 0 || c.plainEnd > found[i]!.end) continue;
    const shape = shapes[i]!;
    shape.start = Math.min(shape.start, c.rawStart);
    shape.end = Math.max(shape.end, c.rawEnd);
  }
  return shapes;
}

function sentencesOf(
  placed: PlacedBlock,
  rangeOf: (start: number, end: number) => Range,
  footnotes: DraftProse['footnotes'],
  context: PathContext,
): Sentence[] {
  const { block, at } = placed;
  const work = workOf(block);
  if (work.sentences.length === 0) return [];
  const sentences: Sentence[] = work.sentences.map((w) => ({
    block: placed,
    work: w,
    start: w.start + at,
    end: w.end + at,
    plain: w.plain,
    tokens: w.tokens,
    citations: [],
    override: null,
    disabledBy: null,
  }));

  // A reference belongs to the last sentence starting at or before it (inside it, or right after it).
  for (const reference of block.references) {
    const owner = sentences[Math.max(0, lastAtOrBefore(sentences, reference.start + at, (s) => s.start))]!;
    const range = rangeOf(reference.start + at, reference.end + at);
    if (reference.kind === 'footnote') {
      const definition = footnotes.get(reference.identifier);
      if (definition) owner.citations.push(footnoteCitation(reference.label, definition, range, context));
    } else if (reference.kind === 'cite') {
      // resolved to files later, through the bibliography (core/bibliography/resolve.ts)
      for (const item of reference.items) {
        owner.citations.push({
          kind: 'key',
          label: item.key,
          target: `@${item.key}`,
          resolvedPath: null,
          line: null,
          heading: null,
          range: rangeOf(item.keyStart + at, item.keyEnd + at),
          key: item.key,
          ...(item.pages.length > 0 ? { pages: item.pages } : {}),
        });
      }
    } else {
      const citation = linkCitation(reference.url, reference.label, range, context);
      if (citation) owner.citations.push(citation);
    }
  }
  return sentences;
}

/** Tokens outside inline code (both lists are in text order). */
function withoutCode(tokens: readonly NlpToken[], codeRanges: ReadonlyArray<readonly [number, number]>): readonly NlpToken[] {
  if (codeRanges.length === 0) return tokens;
  const kept: NlpToken[] = [];
  let r = 0;
  for (const token of tokens) {
    while (r < codeRanges.length && codeRanges[r]![1] <= token.start) r++;
    const code = codeRanges[r];
    if (!code || token.end <= code[0]) kept.push(token);
  }
  return kept;
}

function applyControls(sentences: Sentence[], controls: readonly InlineControl[], draft: string, lines: readonly number[]): void {
  const startOf = (s: Sentence) => s.start;
  const firstAtOrAfter = (offset: number) => lastAtOrBefore(sentences, offset - 1, startOf) + 1;
  const disable = (from: number, to: number, cue: string) => {
    for (let i = firstAtOrAfter(from); i < sentences.length && sentences[i]!.start < to; i++) sentences[i]!.disabledBy ??= cue;
  };

  let offFrom: number | null = null;
  for (const control of controls) {
    switch (control.kind) {
      case 'off':
        offFrom ??= control.end;
        break;
      case 'on':
        if (offFrom !== null) disable(offFrom, control.start, 'inline:off');
        offFrom = null;
        break;
      case 'disable_next_line': {
        const line = nextNonBlankLine(draft, lines, offsetToPosition(lines, control.end).line + 1);
        if (line === null) break;
        const lineStart = lines[line]!;
        const lineEnd = line + 1 < lines.length ? lines[line + 1]! : draft.length;
        // sentences overlapping the line: the one running into it, and those starting on it
        const first = Math.max(0, lastAtOrBefore(sentences, lineStart, startOf));
        for (let i = first; i < sentences.length && sentences[i]!.start < lineEnd; i++) {
          if (sentences[i]!.end > lineStart) sentences[i]!.disabledBy ??= 'inline:disable-next-line';
        }
        break;
      }
      case 'override': {
        const next = firstAtOrAfter(control.end);
        if (control.aloneOnLine) {
          const block = sentences[next]?.block;
          for (let i = next; i < sentences.length && sentences[i]!.block === block; i++) sentences[i]!.override = control.modality;
        } else {
          const before = sentences[lastAtOrBefore(sentences, control.start, startOf)];
          const target = before && control.end <= before.end ? before : sentences[next];
          if (target) target.override = control.modality;
        }
        break;
      }
    }
  }
  if (offFrom !== null) disable(offFrom, Number.POSITIVE_INFINITY, 'inline:off');
}

function nextNonBlankLine(draft: string, lines: readonly number[], from: number): number | null {
  for (let line = from; line < lines.length; line++) {
    const end = line + 1 < lines.length ? lines[line + 1]! : draft.length;
    if (draft.slice(lines[line]!, end).trim() !== '') return line;
  }
  return null;
}

