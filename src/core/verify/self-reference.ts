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
/** Words that describe a document rather than name it ("the new RFC"). */
const DESCRIPTIVE = new Set(['new', 'old', 'first', 'second', 'third', 'last', 'latest', 'final', 'draft', 'current', 'original', 'proposed',
  'revised', 'previous', 'next', 'earlier', 'later', 'recent', 'accepted', 'rejected', 'main', 'other', 'same', 'this', 'that']);
/** What may stand before "this <kind>" when it is the subject of its clause: nothing, a break, or a connective. */
const SUBJECT_POSITION = /(?:^|[.;!?]\s+|,\s*(?:(?:and|but|so|while|whereas)\s+)?|\b(?:and|but|so|thus|therefore|hence|however|instead|also|now|finally|overall|in\s+short|in\s+summary)\s*,?\s*)$/i;
/** Where the clause "this <kind>" opens ends. */
const CLAUSE_END = /[;!?]|\.(?=\s|$)|,\s*(?:but|whereas|while)\s|\s(?:but|whereas)\s|,\s*and\s+(?:the|a|an|it|its|they|this|these|those|we)\b/;
/** Where a relative clause starts: what it says is said of another subject ("the draft that proposed …"). */
const RELATIVE = /\s(?:which|who|whom|whose)\s|(?<!\b(?:proposes?|proposed|suggests?|suggested|recommends?|recommended|requires?|required|specifies|specified|states?|stated|says|said|argues?|argued|ensures?|ensured|means|noted?|notes|shows?|showed|decides?|decided|assumes?|assumed))\s+that\s/;
/** A clause about what the document once was or meant to do, not what it says. */
const NOT_ITS_STATEMENT = /\b(?:originally|initially|previously|formerly|used\s+to|no\s+longer|was\s+written\s+to|earlier\s+(?:version|draft)s?|first\s+draft)\b/i;

export interface DocumentName {
  /** The claim's words for the document, as written ("PEP 572", "the private-fields RFC"). */
  surface: string;
  /** The span's words for it ("This PEP"). */
  selfReference: string;
  /** The clause of the span "this <kind>" is the subject of: what the document says of itself. */
  clause: string;
  /** That clause up to a relative clause: where the claim's verb must stand ("This PEP supersedes the draft"). */
  head: string;
  /** Where the claim's name for the document ends in the claim. */
  end: number;
  /** The claim terms and figures that name the document. */
  terms: Term[];
  quantities: Quantity[];
}

const wordsOf = (text: string) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0 && !NOT_A_NAME.has(w));

/** The document's own identifier and name words: its file name's leading number, the words after it, and the title's leading name. */
function identityOf(sourcePath: string, title: string | null | undefined): { number: number | null; names: string[][] } {
  const stem = (sourcePath.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '').toLowerCase();
  // a date is no identifier ("2024-06-frozen-attrs-proposal")
  const lead = /^(?:19|20)\d\d[-_]\d\d/.test(stem) ? null : /^(?:[a-z]+[-_ ]?)?0*(\d+)(?![0-9])/.exec(stem);
  const afterId = lead ? stem.slice(lead[0].length) : stem;
  const titleName = (title ?? '').split(/\s[-–—]\s|:|[–—]/)[0] ?? '';
  return { number: lead ? Number(lead[1]) : null, names: [wordsOf(afterId), wordsOf(titleName)].filter((n) => n.length > 0) };
}

/** The claim's name for the document the span calls "this <kind>", or null. */
export function namedAsThisDocument(
  claimText: string, terms: readonly Term[], quantities: readonly Quantity[], spanText: string, sourcePath: string, title?: string | null,
  surroundings = '', headings: readonly string[] = [], wholeClaim = claimText,
): DocumentName | null {
  const identity = identityOf(sourcePath, title);
  for (const m of spanText.matchAll(/\bthis\s+(\p{L}+)\b/giu)) {
    const kind = m[1]!.toLowerCase();
    if (!SELF_KINDS.has(kind)) continue;
    const before = spanText.slice(0, m.index);
    // the subject of its clause, outside quotation marks, in a span that names no other document of its kind
    if (!SUBJECT_POSITION.test(before) || (before.match(/["“”]/g) ?? []).length % 2 === 1) continue;
    // "PEP 690 said: this PEP …" reports another document's words
    if (/\b(?:said|says|say|states|stated|reads|read|wrote|writes|quote|quotes|quoted)\b[^.;!?]*$|:\s*$/i.test(before)) continue;
    // "PEP 572", "RFC #326", "RFC-0326": the kind and the document's number; a claim that names two of its kind
    // ("Unlike PEP 917, PEP 484 …") is not one that "this PEP" can stand for
    const numberedAll = [...claimText.matchAll(new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b`, 'giu'))];
    if (numberedAll.length > 1 || [...wholeClaim.matchAll(new RegExp(`\\b${kind}[\\s#-]*\\d+`, 'giu'))].length > 1) return null;
    const numbered = numberedAll[0];
    // "RFC 42 proposed …; this RFC withdraws …", a title "Follow-up to RFC 42": the document names the claim's one as another
    const namedAsAnother = (text: string) => [...text.matchAll(new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b`, 'giu'))]
      .some((n) => numbered !== undefined && Number(n[1]) === Number(numbered[1]));
    if (namedAsAnother(spanText) || namedAsAnother(surroundings) || namedAsAnother(title ?? '')) return null;
    // "From the text of PEP 690:" introduces another document's words
    const introduced = new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b[^.!?:]*:(?:\\s|$)`, 'giu');
    if ([...`${surroundings} ${spanText}`.matchAll(introduced)].some((n) => Number(n[1]) !== identity.number)) return null;
    // a section about another document of the kind ("Appendix: rejected draft of PEP 690") quotes or describes that one
    if (headings.some((h) => [...h.matchAll(new RegExp(`\\b${kind}[\\s#-]*(\\d+)\\b`, 'giu'))].some((n) => Number(n[1]) !== identity.number))) return null;
    // "the private-fields RFC": the first words of the document's name before the kind
    const described = new RegExp(`\\b(?:the|a|an)\\s+((?:[\\p{L}\\p{N}][\\p{L}\\p{N}-]*\\s+){0,2}[\\p{L}\\p{N}][\\p{L}\\p{N}-]*)\\s+${kind}\\b`, 'iu').exec(claimText);
    const describedWords = described ? wordsOf(described[1]!).filter((w) => !DESCRIPTIVE.has(w)) : [];
    let range: { start: number; end: number } | null = null;
    if (numbered && identity.number !== null && Number(numbered[1]) === identity.number) range = { start: numbered.index!, end: numbered.index! + numbered[0].length };
    else if (described && describedWords.length > 0 && identity.names.some((name) => describedWords.every((w, i) => name[i] === w))) {
      range = { start: described.index, end: described.index + described[0].length };
    }
    if (!range) continue;
    const rest = spanText.slice(m.index);
    const end = rest.search(CLAUSE_END);
    if (NOT_ITS_STATEMENT.test(end < 0 ? rest : rest.slice(0, end))) continue;
    const inside = (x: { start: number; end: number }) => x.start >= range!.start && x.end <= range!.end;
    const clause = end < 0 ? rest : rest.slice(0, end);
    const relative = clause.search(RELATIVE);
    return {
      surface: claimText.slice(range.start, range.end),
      selfReference: m[0],
      clause,
      head: relative < 0 ? clause : clause.slice(0, relative),
      end: range.end,
      terms: terms.filter(inside),
      quantities: quantities.filter(inside),
    };
  }
  return null;
}
