// A document that speaks of itself: "This PEP recommends …" in pep-0572.rst is PEP 572 speaking, and "This RFC
// does not impact enum variants" in 0001-private-fields.md is RFC 1 (the private-fields RFC) speaking. A claim that
// names the document where the span calls it "this <kind>" names what the span names: the kind must be the same
// word, and the name must be the document's own (the numbers and words of its file name or its title).
import type { Quantity } from '../text/index';
import type { Term } from './analysis';

/** Kinds of document that refer to themselves as "this <kind>". A section or chapter is part of a document, not it. */
const SELF_KINDS = new Set(['pep', 'rfc', 'document', 'proposal', 'paper', 'specification', 'spec', 'readme', 'guide', 'article',
  'report', 'study', 'dataset', 'library', 'crate', 'package', 'project', 'tool', 'extension', 'standard', 'manual', 'book',
  'tutorial', 'thesis', 'survey', 'memo', 'whitepaper']);
/** Words a file name or title holds that name no document ("the", "of", an extension). */
const NOT_A_NAME = new Set(['the', 'a', 'an', 'of', 'and', 'or', 'to', 'for', 'in', 'on', 'md', 'rst', 'txt']);

export interface DocumentName {
  /** The claim's words for the document, as written ("PEP 572", "the private-fields RFC"). */
  surface: string;
  /** The span's words for it ("This PEP"). */
  selfReference: string;
  /** The claim terms and figures that name the document. */
  terms: Term[];
  quantities: Quantity[];
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !NOT_A_NAME.has(w));

/** The claim's name for the document the span calls "this <kind>", or null. */
export function namedAsThisDocument(
  claimText: string, terms: readonly Term[], quantities: readonly Quantity[], spanText: string, sourcePath: string, title?: string | null,
): DocumentName | null {
  const kinds = new Map<string, string>();
  for (const m of spanText.matchAll(/\bthis\s+(\p{L}+)\b/giu)) {
    const kind = m[1]!.toLowerCase();
    if (SELF_KINDS.has(kind) && !kinds.has(kind)) kinds.set(kind, m[0]);
  }
  if (kinds.size === 0) return null;
  const file = sourcePath.split(/[\\/]/).pop() ?? '';
  const identity = new Set([...wordsOf(file.replace(/\.[^.]+$/, '')), ...wordsOf(title ?? '')]);
  const numbers = new Set([...identity].filter((w) => /^\d+$/.test(w)).map(Number));
  for (const [kind, selfReference] of kinds) {
    // "PEP 572", "RFC #326", "RFC-0326": the kind and the document's number
    const numbered = new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b`, 'iu').exec(claimText);
    // "the private-fields RFC": up to three words of the document's name before the kind
    const described = new RegExp(`\\b(?:the|a|an)\\s+((?:[\\p{L}\\p{N}][\\p{L}\\p{N}-]*\\s+){0,2}[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)\\s+${kind}\\b`, 'iu').exec(claimText);
    let range: { start: number; end: number } | null = null;
    if (numbered && numbers.has(Number(numbered[1]))) range = { start: numbered.index, end: numbered.index + numbered[0].length };
    else if (described && wordsOf(described[1]!).length > 0 && wordsOf(described[1]!).every((w) => identity.has(w))) {
      range = { start: described.index, end: described.index + described[0].length };
    }
    if (!range) continue;
    const inside = (x: { start: number; end: number }) => x.start >= range!.start && x.end <= range!.end;
    return {
      surface: claimText.slice(range.start, range.end),
      selfReference,
      terms: terms.filter(inside),
      quantities: quantities.filter(inside),
    };
  }
  return null;
}
