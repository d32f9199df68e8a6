// A claim that names its subject only by pointing ("This command …", "It takes …", "This PEP is rejected.") or names
// none ("Spawn a subshell …", "Runs `npm dedupe` …") is about what its own section heading names ("## npm-docs",
// "## Single-dispatch generic functions"). A span of another document that says the same words speaks of that
// document's thing, not the heading's: the same words under another heading are another claim.
import { tokenize } from '../text/tokenize';
import { STOPWORDS } from '../text/index';
import { posTags } from './analysis';
import { escapeRegExp } from '../util/regex';
import type { EvidenceSpan } from '../model';

/** Words of a heading that name a part of a text or a kind of page, not which thing it is about. */
const GENERIC_HEADING_WORDS = new Set(['notes', 'note', 'summary', 'overview', 'introduction', 'intro', 'background', 'details', 'misc',
  'miscellaneous', 'general', 'part', 'section', 'chapter', 'conclusion', 'conclusions', 'appendix', 'references', 'sources', 'links', 'about',
  'more', 'further', 'reading', 'contents', 'md', 'rst', 'txt']);
/** Words of a heading that say what kind of thing it names, not which ("The interval option": "option"). */
const KIND_WORDS = new Set(['option', 'method', 'function', 'command', 'subcommand', 'modul', 'class', 'properti', 'set', 'flag', 'paramet',
  'argument', 'field', 'type', 'event', 'api', 'packag', 'librari', 'tool', 'file', 'config', 'configur', 'variabl', 'key', 'valu'].flatMap((w) => [w, `${w}s`]));
/** The document kinds a claim points at with "this" ("this PEP", "this command"). */
const POINTED_KIND = /\bthis\s+(?:PEP|RFC|proposal|document|spec|specification|command|subcommand|package|module|library|tool|utility|project|crate|page|guide)\b/i;
/** A claim that opens with a pronoun for its subject, past a label ("Note: This …"). */
const OPENING_PRONOUN = /^[\s"'“(*_]*(?:(?:Note|NB|Also|However|Additionally|Instead|Otherwise)\s*[:,]\s*)?(?:It|This|These|They|Its|Their)\b/;
/** "It is possible to …", "It is recommended that …": an "it" that stands for nothing. */
const EXPLETIVE_IT = /^[\s"'“(*_]*It\s+(?:is|was|would\s+be|may\s+be|can\s+be)\s+(?:\p{L}+\s+)?(?:\p{L}+)\s+(?:to|that|whether|if|for)\b/iu;
/** A figure after a numbered document's kind: "PEP 443", "RFC 131", "RFC #131". */
const NUMBERED = /\b(?:PEP|RFC)\s*#?\s*0*(\d+)\b/gi;

/** The stems of a name's words (split at marks and hyphens), without stop words and words of a heading's part. */
function nameStems(text: string): Set<string> {
  return new Set(tokenize(text.replace(/[-_./]/g, ' ')).filter((t) => t.kind === 'word' && !t.stop && !STOPWORDS.has(t.norm) && !GENERIC_HEADING_WORDS.has(t.norm))
    .map((t) => t.stem));
}

/** How the claim points at its subject: "this command", an opening "It", or no subject at all; undefined when it names one. */
export function claimPointer(claimText: string): string | undefined {
  const kind = POINTED_KIND.exec(claimText);
  if (kind) return kind[0];
  const opening = OPENING_PRONOUN.exec(claimText);
  if (opening && !EXPLETIVE_IT.test(claimText)) return opening[0].trim().split(/\s+/).pop();
  // no subject: a sentence that opens with its verb ("Runs `npm dedupe` …", "Spawn a subshell …")
  const first = tokenize(claimText).find((t) => t.kind === 'word');
  if (first && /^\p{Lu}/u.test(first.text) && posTags(claimText).get(first.start) === 'v' && !/ing$|ed$/.test(first.norm)) return first.text;
  return undefined;
}

/** The number of a numbered document from its path: "pep-0443.rst" → 443, "0131-target-specification.md" → 131. */
export function pathNumber(relPath: string): number | null {
  const base = (relPath.split(/[\\/]/).pop() ?? '').toLowerCase();
  const m = /^(?:pep-?|rfc-?)?0*(\d+)(?=[-_.])/.exec(base);
  return m ? Number(m[1]) : null;
}

/**
 * The claim's own section heading, when the claim points at its subject or names none and that heading names another
 * thing than the span's document (its title, file name, folder or section headings) does: the heading and the pointer.
 * Undefined where the claim stands under no section heading below the draft's title, or only generic ones ("## Notes"),
 * or names the span's thing itself.
 */
export function headingOfAnotherSubject(claimText: string, claimHeadings: readonly string[] | undefined, span: EvidenceSpan): { heading: string; pointer: string } | undefined {
  // (a section's heading, below the draft's own title: "# Real-prose check" over a chapter's sentences names no subject)
  if (!claimHeadings || claimHeadings.length < 2) return undefined;
  const pointer = claimPointer(claimText);
  if (pointer === undefined) return undefined;
  const heading = claimHeadings.slice(1).reverse().find((h) => nameStems(h).size > 0);
  if (heading === undefined) return undefined;
  const base = (span.relPath.split(/[\\/]/).pop() ?? '').replace(/\.[^.]+$/, '').replace(/^(?:pep-?|rfc-?)?\d+[-_]?/i, '');
  const folder = span.context?.folder ?? '';
  const spanNames = nameStems([span.context?.title ?? '', base, folder, ...(span.context?.headings ?? [])].join(' \n '));
  // a numbered document the heading names is the span's or another ("## PEP 443: …" over pep-3126.rst)
  const number = pathNumber(span.relPath);
  const headingNumbers = [...heading.matchAll(NUMBERED)].map((m) => Number(m[1]));
  if (headingNumbers.length > 0 && number !== null) return headingNumbers.includes(number) ? undefined : { heading, pointer };
  const words = nameStems(heading.replace(NUMBERED, ' '));
  const shared = [...words].filter((w) => spanNames.has(w)).length;
  if (shared >= Math.min(2, words.size)) return undefined;
  // (the span names the heading's thing itself, past its word of kind: "## The interval option" / "`interval` (default: 100)")
  const spanWords = nameStems(span.text);
  const named = [...words].filter((w) => !KIND_WORDS.has(w));
  if (named.length > 0 && named.every((w) => spanWords.has(w) || spanNames.has(w))) return undefined;
  // (the claim names the span's thing itself, past its pointer: "It works as `npm explore` does …")
  // (the name whole, its words in order: "npm install-test", not `npm install` and `npm test` apart)
  const namedWhole = (name: string) => {
    const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
    return words.length > 0 && new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegExp).join('[\\s\\-_./`]+')}(?![\\p{L}\\p{N}])`, 'iu').test(claimText);
  };
  // (not past a pointer of kind, "This PEP proposes … known as single-dispatch generic functions": "this PEP" is the
  // heading's document whatever else the claim names)
  if (!POINTED_KIND.test(claimText) && [span.context?.title ?? '', base, folder].some((n) => n.trim() !== '' && namedWhole(n))) return undefined;
  return { heading, pointer };
}

