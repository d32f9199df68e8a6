// The prose of a claim without Markdown syntax: what the verifier compares against sources.
// Claim text keeps the raw draft (so offsets stay exact); verification wants the words only.
import { stripPandocCitations } from '../bibliography/pandoc';
import { literalTag } from '../text/html-tags';
import { POWER_BASE_MAX } from '../text/quantities';

const FOOTNOTE_REF = /\[\^[^\]\s]+\]/g;
/** Citation markers: reStructuredText footnote and citation references ("[#redhat]_", "[issue19183]_") and numbered ones ("[12]", "[3, 4]"). */
const CITATION_REF = /\s?\[(?:#[\w-]*|\*|[A-Za-z][\w.-]*)\]_|\s?\[\d+(?:\s*[,–-]\s*\d+)*\]_?(?![(\[])/g;
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g;
const REF_LINK = /\[([^\]]+)\]\[[^\]]*\]/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const HTML_TAG = /<\/?[A-Za-z][^>]*>/g;
const EMPHASIS = /(\*\*|\*)(?=\S)([\s\S]*?\S)\1/g;
/** Text struck out ("~~x~~", "<del>x</del>"): what the writer no longer says, so not words of the claim. */
const STRIKETHROUGH = /~~(?=\S)([\s\S]*?\S)~~/g;
const STRUCK_HTML = /<(del|s|strike)(?:\s[^>]*)?>[\s\S]*?<\/\1\s*>/gi;
/** A power written with HTML, "2<sup>10</sup>": 2^10, as the sources read it (of a small base; see POWER_BASE_MAX). */
const HTML_POWER = /(?<![0-9.])([0-9]{1,2})<sup>\s*([-−]?[0-9]{1,3})\s*<\/sup>/gi;
/** A superscript footnote mark, "used<sup>1</sup>", "120<sup>[2]</sup>": not words. */
const SUP_FOOTNOTE = /<sup>\s*(?:\[?[0-9]{1,3}\]?|[*†‡§]+)\s*<\/sup>/gi;
/** Underscores emphasise only at word edges: "x86_64" and "snake_case_name" keep theirs. */
const UNDERSCORE_EMPHASIS = /(?<![\p{L}\p{N}_])(__?)(?=\S)([\s\S]*?\S)\1(?![\p{L}\p{N}_])/gu;
const CODE = /`+([^`]*)`+/g;

const MARKUP = /[[<*_~`@]/;

export function plainText(markdown: string, inTextKeys?: ReadonlySet<string>): string {
  let s = markdown;
  if (MARKUP.test(s)) s = stripMarkup(s, inTextKeys);
  return s.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])(?![.,;:!?\p{L}\p{N}_])/gu, '$1').trim();
}

function stripMarkup(markdown: string, inTextKeys?: ReadonlySet<string>): string {
  // code keeps its characters: it is set aside first, so no citation mark, link, tag or emphasis is read inside it
  // ("`buf[1]`" keeps its "[1]", "`<T>`" its tag)
  // (a caret in code is an operator, not a power: "`10^6`" is read as "10 ^ 6")
  const code: string[] = [];
  let s = markdown.replace(HTML_COMMENT, ' ')
    .replace(CODE, (_, inner: string) => `\u0000${code.push(inner.includes('^') ? inner.replace(/\^/g, ' ^ ') : inner) - 1}\u0000`);
  s = stripPandocCitations(s, inTextKeys)
    .replace(FOOTNOTE_REF, '')
    .replace(IMAGE, '$1')
    .replace(LINK, '$1')
    .replace(REF_LINK, '$1')
    .replace(CITATION_REF, '')
    .replace(STRUCK_HTML, ' ')
    .replace(HTML_POWER, (m, base: string, exponent: string) => (Number(base) <= POWER_BASE_MAX ? `${base}^${exponent}` : m))
    .replace(SUP_FOOTNOTE, '')
    // (a tag of no HTML element is the writer's literal text: "the '<anonymous TypedDict>' string")
    .replace(HTML_TAG, (tag) => (literalTag(tag) ? tag : ''));
  s = s.replace(STRIKETHROUGH, ' ');
  for (let i = 0; i < 3; i++) s = s.replace(EMPHASIS, '$2').replace(UNDERSCORE_EMPHASIS, '$2');
  return s.replace(/\u0000(\d+)\u0000/g, (_, i: string) => code[Number(i)]!);
}

/** A claim's text as the verifier reads it: an in-text "@key" is a citation only where the claim cites that key. */
export function claimPlainText(claim: { text: string; citations: ReadonlyArray<{ kind: string; key?: string }> }): string {
  return plainText(claim.text, new Set(claim.citations.flatMap((c) => (c.kind === 'key' && c.key !== undefined ? [c.key] : []))));
}
