// Repair candidates: softened rewrites built only from the evidence's own wording, each re-verified
// here against the same evidence; a rewrite the verifier does not accept in full is never offered.
// A rewrite is built from what the source says, not how it is written: the span's normalised text (markup
// removed), never its raw slice, and never a table row the reader composed. The writer's subject joined to
// the span's predicate agrees with it ("WinkNLP reduces", not "WinkNLP reduce"), and every candidate must
// come out as one clean sentence of prose ending like the claim (see clean.ts) before it is verified.
import { escapeRegExp } from '../util/regex';
import { findPandocCitations, stripPandocCitations } from '../bibliography/pandoc';
import type { Claim, EvidenceSpan, Verdict } from '../model';
import { joinAgreeing } from './agreement';
import { endPunctuation, tidySentence, uncleanReason } from './clean';
import { extractQuantities, sameQuantity, splitSentences } from '../text/index';
import {
  FINITE_AUXILIARY_WORDS, droppedHedge, findStrongPredicates, findWeakRelations, isQuantifierGroup, modalBefore, claimModalOf, profileClaim, profilePassage, tokenize, type WeakRelation,
} from './analysis';
import { DEFAULT_THRESHOLDS, conjunctRanges, verifyClaim, where, wordsOf } from './index';
import { adviceVerb, documentIdOf } from './attribution';
import { wordNet } from '../lexicon/index';

export interface RepairProposal {
  text: string;
  basis: string; // what the rewrite was built from
  highRisk: boolean; // for review, never auto-applied
}

interface Candidate {
  text: string;
  basis: string;
  claimShaped: boolean; // keeps the writer's sentence and changes only the overclaiming words
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function withFinalStop(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

/** The sentence of span.text that holds [start, end), trimmed (offsets relative to span.text). */
function sentenceAround(spanText: string, start: number): { start: number; end: number } {
  const sentences = splitSentences(spanText);
  return sentences.find((s) => start >= s.start && start < s.end) ?? { start: 0, end: spanText.trimEnd().length };
}

/** Quantifiers whose removal only weakens a claim ("always returns" → "returns"); "never" or "first" would change it. */
const DROPPABLE_GROUPS = new Set(['always', 'all', 'only']);

/** text without the word at [start, end) and the space after it, capitalising a new first word. */
function dropWord(text: string, start: number, end: number): string {
  const rest = text.slice(end).replace(/^\s+/, '');
  return start === 0 ? capitalise(rest) : text.slice(0, start) + rest;
}

/** Where the span states the relation the verifier named: a weaker one, or the claim's own under a modal. */
function spanRelation(spanText: string, phrase: string): WeakRelation | undefined {
  const weak = findWeakRelations(spanText).find((r) => r.phrase === phrase);
  if (weak) return weak;
  for (const hit of findStrongPredicates(spanText)) {
    const hedge = modalBefore(spanText, hit.start);
    if (hedge?.modal === phrase) return { ...hit, phrase, start: hedge.start, surface: spanText.slice(hedge.start, hit.end), kind: 'verb' };
  }
  return undefined;
}

/** The span's own sentences as candidates: none from a table row the reader composed (its words are no sentence). */
function spanSentences(span: EvidenceSpan, words: string, only?: { start: number; end: number }): Candidate[] {
  if (span.composed) return [];
  return (only ? [only] : splitSentences(words)).map((s) => ({ text: withFinalStop(words.slice(s.start, s.end)), basis: `the sentence at ${where(span)}`, claimShaped: false }));
}

/** The writer's subject followed by a predicate taken from elsewhere, the verb made to agree; none when it cannot. */
function joined(subject: string, predicate: string, basis: string, claimShaped: boolean): Candidate[] {
  if (subject.trim() === '') return []; // a predicate without a subject is no sentence
  const text = joinAgreeing(subject, predicate);
  return text === undefined ? [] : [{ text: withFinalStop(text), basis, claimShaped }];
}

function overclaimCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  const claimSurface = verdict.flags.find((f) => f.startsWith('overclaim:'))?.slice('overclaim:'.length);
  const spanPhrase = verdict.flags.find((f) => f.startsWith('span_relation:'))?.slice('span_relation:'.length);
  if (!claimSurface) return [];
  const predicate = profileClaim(claim.text).predicates.find((p) => p.surface === claimSurface);
  if (!spanPhrase) {
    // the span states no relation of its own: the claim without its quantifier, or the span's own sentences
    const dropped: Candidate[] = predicate && DROPPABLE_GROUPS.has(predicate.group)
      ? [{ text: withFinalStop(dropWord(claim.text, predicate.start, predicate.end)), basis: `the claim without '${predicate.surface}', which no span states`, claimShaped: true }]
      : [];
    return [...dropped, ...evidence.flatMap((span) => spanSentences(span, wordsOf(span)))];
  }
  if (!predicate) return [];
  const out: Candidate[] = [];
  for (const span of evidence) {
    const words = wordsOf(span);
    const relation = spanRelation(words, spanPhrase);
    if (!relation) continue;
    const basis = `span relation '${relation.surface}' (${where(span)})`;
    const sentence = sentenceAround(words, relation.start);
    const prefix = claim.text.slice(0, predicate.start);
    const tail = words.slice(relation.start, sentence.end);
    const fits = isQuantifierGroup(predicate.group) ? relation.kind === 'quantifier' : relation.kind === 'verb';
    if (fits) {
      // the writer's subject, then the span's own predicate and object
      out.push(...joined(prefix, tail, basis, false));
      // the writer's sentence with only the span's relation in place of the claim's
      out.push(...joined(prefix, relation.surface.toLowerCase() + claim.text.slice(predicate.end), basis, true));
    }
    out.push(...spanSentences(span, words, sentence));
  }
  return out;
}

/** The claim cut back to its leading parts ("A and B and C" → "A and B", "A") when a later part is not carried. */
function conjunctCandidates(claim: Claim, verdict: Verdict): Candidate[] {
  if (!verdict.flags.includes('conjunct_unsupported')) return [];
  const ranges = conjunctRanges(claim.text);
  const out: Candidate[] = [];
  for (let keep = ranges.length - 1; keep >= 1; keep--) {
    const text = claim.text.slice(0, ranges[keep - 1]!.end).replace(/[\s,;]+$/, '');
    out.push({ text: withFinalStop(text), basis: 'the parts of the claim the evidence carries', claimShaped: true });
  }
  return out;
}

/** Put back the hedge the claim dropped, in the span's words: "is more accurate" → "is often more accurate". */
function hedgeCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  if (!verdict.flags.some((f) => f.startsWith('hedge_dropped:'))) return [];
  const claimTokens = tokenize(claim.text);
  const out: Candidate[] = [];
  for (const span of evidence) {
    const passage = profilePassage(wordsOf(span));
    const hedge = droppedHedge(claim.text, passage, new Set(claimTokens.map((t) => t.stem)));
    const target = hedge && claimTokens.find((t) => t.kind === 'word' && t.stem === hedge.next.stem);
    // a condition left out is the writer's to put back in their own words
    // (nor is a requirement or an option said as done: "must be updated" cannot stand in for "has been updated")
    // (nor a possibility given by a noun: "gives users the ability to" does not go into the claim's sentence)
    if (!hedge || !target || hedge.kind === 'condition' || hedge.kind === 'requirement' || hedge.kind === 'possibility') continue;
    if (hedge.kind === 'modal') {
      // a modal the claim says by its frame ("PEP 470 requires that installers implement …") is put right in the frame:
      // "recommends" for the span's "should"; no modal is added inside the clause
      const frame = adviceVerb(claim.text);
      if (frame) {
        if (/^should$/i.test(hedge.phrase) && /^(?:requires|mandates|insists)$/i.test(frame.verb)) {
          out.push({ text: withFinalStop(claim.text.slice(0, frame.start) + 'recommends' + claim.text.slice(frame.end)), basis: `the span's '${hedge.surface.split(/\s+/, 1)[0]}' (${where(span)})`, claimShaped: true });
        }
        continue;
      }
      // the claim's own modal gives way to the span's ("will be" → "can be"); a bare verb takes the span's modal and verb
      const own = claimModalOf(claimTokens.filter((t) => t.kind === 'word' || t.kind === 'number'), hedge.next,
        passage.tokens.filter((t) => t.kind === 'word' || t.kind === 'number'));
      const twoWords = hedge.surface.trim().split(/\s+/).length === 2;
      if (!own && !twoWords) continue;
      // (a requirement word in capitals keeps its case: "MUST")
      const word = hedge.levelChanged ? hedge.surface.split(/\s+/, 1)[0]! : hedge.phrase;
      const text = own
        ? claim.text.slice(0, own.start) + word + claim.text.slice(own.end)
        : claim.text.slice(0, target.start) + hedge.surface.toLowerCase() + claim.text.slice(target.end);
      out.push({ text: withFinalStop(text), basis: `the span's '${word}' (${where(span)})`, claimShaped: true });
      continue;
    }
    const modal = hedge.end === hedge.next.end; // "can complement" replaces the claim's verb form
    // (a hedge that takes a verb, "plans to", "is expected to", goes only before the verb's own base form with no
    // auxiliary before it: not "will plans to remove", "plans to removed")
    if (!modal && /\bto$/i.test(hedge.surface.trim()) && !baseVerbAlone(claimTokens, target)) continue;
    const text = modal
      ? claim.text.slice(0, target.start) + hedge.surface.toLowerCase() + claim.text.slice(target.end)
      : claim.text.slice(0, target.start) + hedge.surface.toLowerCase() + ' ' + claim.text.slice(target.start);
    out.push({ text: withFinalStop(text), basis: `the span's hedge '${hedge.surface}' (${where(span)})`, claimShaped: true });
  }
  return out;
}

/** A modal, an auxiliary or an infinitive's "to": a verb after it is not the claim's own finite verb. */
const AUXILIARY_OR_TO = new RegExp(`^(?:${FINITE_AUXILIARY_WORDS}|shall|be|been|being|to)$`);
/** The claim's word is a verb's base form ("remove") with no auxiliary or modal right before it. */
function baseVerbAlone(tokens: readonly { kind: string; norm: string; start: number }[], target: { norm: string; start: number }): boolean {
  if (!wordNet().morphy(target.norm, 'v').includes(target.norm)) return false;
  const before = tokens.filter((t) => t.kind === 'word' && t.start < target.start).pop();
  return !before || !AUXILIARY_OR_TO.test(before.norm);
}

/** A claim that cites the wrong document ("According to PEP 412, …" for a sentence of PEP 3128): cite the one that says it. */
function attributionCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  const cited = verdict.flags.find((f) => f.startsWith('attribution_mismatch:'))?.slice('attribution_mismatch:'.length);
  const at = cited ? claim.text.indexOf(cited) : -1;
  if (!cited || at < 0) return [];
  const out: Candidate[] = [];
  for (const span of evidence) {
    const right = documentIdOf(cited.split(' ')[0]!, span.relPath, span.context?.title);
    if (right && right !== cited) {
      out.push({ text: claim.text.slice(0, at) + right + claim.text.slice(at + cited.length), basis: `the document that says it (${where(span)})`, claimShaped: true });
    }
  }
  return out;
}

function numberCandidates(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[]): Candidate[] {
  const wrong = new Set(verdict.flags.filter((f) => f.startsWith('number_mismatch:')).map((f) => f.slice('number_mismatch:'.length)));
  if (wrong.size === 0) return [];
  const out: Candidate[] = [];
  const claimed = extractQuantities(claim.text);
  for (const span of evidence) {
    // the span's values not already matching another number of the claim ("from 3% to 4%" for "from 3% to 8%")
    const stated = extractQuantities(wordsOf(span)).filter((s) => !claimed.some((c) => !wrong.has(c.raw) && sameQuantity(c, s)));
    let text = claim.text;
    const restored: string[] = [];
    // right to left so earlier offsets stay valid
    for (const q of claimed.filter((c) => wrong.has(c.raw)).reverse()) {
      const source = stated.find((s) => s.value !== q.value && s.kind === q.kind && (s.unit === q.unit || q.kind === 'year'));
      if (!source) continue;
      text = text.slice(0, q.start) + source.raw + text.slice(q.end);
      restored.push(source.raw);
    }
    if (restored.length > 0) out.push({ text, basis: `the source's number ${restored.reverse().join(', ')} (${where(span)})`, claimShaped: true });
  }
  return out;
}

export interface RepairOptions {
  /** A further condition on the rewrite (the engine's: it must narrow the claim); a candidate failing it is skipped. */
  keep?: (text: string) => boolean;
}

/**
 * A rewrite of the claim that the evidence carries in full, or null. Built only from the claim's and the
 * spans' own words (their normalised text); each candidate is tidied into one sentence ending like the claim,
 * refused unless it is clean prose, and verified against the same spans before it is returned. The claim is
 * its prose (markup and citations removed): restoreCitations() puts the writer's citations back.
 */
export function proposeRepair(claim: Claim, verdict: Verdict, evidence: EvidenceSpan[], options: RepairOptions = {}): RepairProposal | null {
  if (evidence.length === 0) return null;
  if (verdict.label !== 'partially_supports' && verdict.label !== 'contradicts') return null;
  const candidates = [
    ...numberCandidates(claim, verdict, evidence), ...hedgeCandidates(claim, verdict, evidence), ...overclaimCandidates(claim, verdict, evidence),
    ...conjunctCandidates(claim, verdict), ...attributionCandidates(claim, verdict, evidence),
  ];
  const end = endPunctuation(claim.text);
  const seen = new Set<string>([claim.text.trim()]);
  for (const candidate of candidates) {
    const text = tidySentence(candidate.text, end);
    if (seen.has(text)) continue;
    seen.add(text);
    if (uncleanReason(text, end) !== null) continue;
    if (options.keep && !options.keep(text)) continue;
    const check = verifyClaim({
      claim: { ...claim, text, modality: claim.modality === 'synthesis' ? 'factual' : claim.modality },
      candidates: evidence,
      thresholds: DEFAULT_THRESHOLDS,
      scope: { exhausted: false, filesSearched: 1 },
    });
    // carried in full: every specific word and number in the span (strong), not merely most of them
    if (check.verdict.label === 'supports' && (check.verdict.quality === 'strong' || check.verdict.quality === 'verified')) {
      return { text, basis: candidate.basis, highRisk: claim.risk === 'high' || !candidate.claimShaped };
    }
  }
  return null;
}

const FOOTNOTE_REF = /\[\^[^\]\s]+\]/g;
const LINK = /(!?)\[([^\]]+)\](\((?:[^()]|\([^)]*\))*\)|\[[^\]]*\])/g;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Where `words` stand whole in `text` (first occurrence), or -1. */
function findWords(text: string, words: string): number {
  if (words === '') return -1;
  const m = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(words)}(?![\\p{L}\\p{N}])`, 'u').exec(text);
  return m ? m.index : -1;
}

/**
 * The repair as the writer would write it: its prose with the claim's citations put back where the claim had
 * them. A footnote reference follows the same word (or stays before or after the final punctuation); a link
 * wraps its label's words again. Null when a cited link's words are gone from the rewrite: a repair never drops
 * a citation. Other links whose words are gone are left out, and an image is never kept.
 */
export function restoreCitations(claim: Pick<Claim, 'text' | 'citations'>, prose: string): string | null {
  const raw = claim.text;
  if (!raw.includes('[') && !raw.includes('@')) return prose;
  // Pandoc citations: bracketed ones go back like footnote references; a key in running text ("@smith2020
  // shows …") is part of the sentence's wording, which a rewrite from the span cannot keep: no repair.
  const cites = findPandocCitations(raw);
  if (cites.some((c) => !c.bracketed) && claim.citations.some((c) => c.kind === 'key')) return null;
  const references = [
    ...[...raw.matchAll(FOOTNOTE_REF)].map((m) => ({ index: m.index, text: m[0] })),
    // a Pandoc citation keeps the space written before it ("… surveys [@key].")
    ...cites.filter((c) => c.bracketed).map((c) => {
      const start = c.start > 0 && /\s/.test(raw[c.start - 1]!) ? c.start - 1 : c.start;
      return { index: start, text: raw.slice(start, c.end) };
    }),
  ].sort((a, b) => a.index - b.index);
  const withoutReferences = (t: string) => stripPandocCitations(t).replace(FOOTNOTE_REF, '');
  const kept: string[] = [];
  const token = (markup: string) => `\u0000${kept.push(markup) - 1}\u0000`;
  const end = endPunctuation(prose);
  const bodyEnd = () => (end ? text.lastIndexOf(end) : text.length);
  let text = prose;
  for (const m of references) {
    const before = withoutReferences(raw.slice(0, m.index));
    const after = withoutReferences(raw.slice(m.index + m.text.length));
    let at: number;
    if (/^[\s.!?"'”’)\]*_]*$/.test(after)) {
      at = /[.!?]/.test(after) ? bodyEnd() : text.length; // at the end: before or after the final punctuation, as written
    } else {
      const previous = [...before.replace(LINK, '$2').matchAll(WORD)].pop()?.[0];
      const found = previous === undefined ? -1 : findWords(text, previous);
      at = found < 0 ? bodyEnd() : found + previous!.length;
    }
    text = text.slice(0, at) + token(m.text) + text.slice(at);
  }
  for (const m of raw.matchAll(LINK)) {
    if (m[1] === '!') continue;
    const label = m[2]!.replace(/[*_`~]/g, '').trim();
    const at = findWords(text, label);
    if (at < 0) {
      if (claim.citations.some((c) => c.kind === 'link' && (c.label === m[2] || c.label === label))) return null;
      continue;
    }
    text = text.slice(0, at) + token(m[0]) + text.slice(at + label.length);
  }
  return text.replace(/\u0000(\d+)\u0000/g, (_, i: string) => kept[Number(i)]!);
}
