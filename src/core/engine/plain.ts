// The prose of a claim without Markdown syntax: what the verifier compares against sources.
// Claim text keeps the raw draft (so offsets stay exact); verification wants the words only.
import { stripPandocCitations } from '../bibliography/pandoc';

const FOOTNOTE_REF = /\[\^[^\]\s]+\]/g;
const IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;
const LINK = /\[([^\]]+)\]\((?:[^()]|\([^)]*\))*\)/g;
const REF_LINK = /\[([^\]]+)\]\[[^\]]*\]/g;
const HTML_COMMENT = /<!--[\s\S]*?-->/g;
const HTML_TAG = /<\/?[A-Za-z][^>]*>/g;
const EMPHASIS = /(\*\*|__|\*|_|~~)(?=\S)([\s\S]*?\S)\1/g;
const CODE = /`+([^`]*)`+/g;

const MARKUP = /[[<*_~`@]/;

export function plainText(markdown: string): string {
  let s = markdown;
  if (MARKUP.test(s)) s = stripMarkup(s);
  return s.replace(/\s+/g, ' ').replace(/\s+([.,;:!?])/g, '$1').trim();
}

function stripMarkup(markdown: string): string {
  let s = stripPandocCitations(markdown.replace(HTML_COMMENT, ' '))
    .replace(FOOTNOTE_REF, '')
    .replace(IMAGE, '$1')
    .replace(LINK, '$1')
    .replace(REF_LINK, '$1')
    .replace(HTML_TAG, '')
    .replace(CODE, '$1');
  for (let i = 0; i < 3; i++) s = s.replace(EMPHASIS, '$2');
  return s;
}
