// A claim that only refers to its subject ("It contains 1,897 questions.", "The dataset covers seven domains.")
// names it through its context: the sentences before it in its paragraph, else the section heading it sits
// under. The subject is written in, so discovery searches for it and the verifier requires it (carried by the
// span or by the span's title or headings). Resolution only ever adds a name to check, never removes a word
// the claim states, apart from the pronoun or the description the name stands for.
import type { Claim } from '../model';
import { profileClaim, stem } from '../verify/analysis';
import { escapeRegExp } from '../util/regex';

const PRONOUN = /^(It|He|She|They)\b(?!['’])/;
const POSSESSIVE = /^(Its|His|Her|Their)\b/;
/** "It is clear that …", "It was estimated to …": an "it" that stands for nothing. */
const EXPLETIVE = /^It\s+(?:is|was|has been|had been|seems|seemed|appears|appeared|remains|remained|will be|would be|may be|might be|can be|could be|is not|was not)\s+(?:\S+\s+){0,2}?(?:that|to|whether|if|why|how|when|clear|unclear|likely|unlikely|possible|impossible|important|necessary|known|unknown|estimated|thought|believed|expected|said|reported|argued|suggested|true|false|worth)\b/i;
/** "The dataset", "The company": a description of what the section is about. */
const DESCRIPTION = /^The\s+(dataset|corpus|benchmark|model|system|method|tool|library|framework|paper|study|survey|company|firm|band|album|film|movie|song|single|novel|book|game|team|club|city|town|village|station|school|university|church|building|ship|species|series|show|programme|program|organi[sz]ation|project|party|group|stores?|site|website|station|bridge|river|party|engine|car|aircraft|product|service|protein|gene|drug|compound|vaccine|disease|treatment|policy|law|act|report|event|festival|tournament|election)\b/i;
/**
 * "The proposal", "The crate": a technical document or package described by its kind. Read only as the section
 * heading's name, and only when the next word starts the predicate ("The crate derives …", not "The package
 * manager …"); a numbered kind (a proposal, an RFC) only from a heading with its number ("PEP 572").
 */
/** Where the predicate starts after a described subject: an auxiliary, an adverb or a verb in -s or -ed. */
export const PREDICATE_START = String.raw`(?=(?:is|are|was|were|has|have|had|does|do|did|can|cannot|could|will|would|should|must|may|might|shall|also|only|now|still|never|always|not|\w+ly|\w+s|\w+ed)\b)`;
const TECHNICAL_DESCRIPTION = new RegExp(String.raw`^The\s+(proposal|specification|spec|standard|document|(?:style\s+)?guide|rfc|pep|adr|crate|package|module|extension|plugin)\s+` + PREDICATE_START, 'i');
/**
 * "The demotion RFC", "The export_ordinal proposal": a numbered document named by words of its title, read as the
 * heading's "<kind> <number>" only when every such word (or its stem) is a word of that heading ("RFC 2837:
 * demote_apple_32bit").
 */
const TITLED_DOCUMENT = new RegExp(String.raw`^The\s+((?:[\w-]+\s+){1,3}?)(rfc|pep|proposal)\s+` + PREDICATE_START, 'i');
const NUMBERED_KINDS = new Set(['proposal', 'specification', 'spec', 'standard', 'document', 'guide', 'style guide', 'rfc', 'pep', 'adr']);
const MAX_HEADING_WORDS = 6;

/** The claim's text with a referring subject replaced by the name its context gives, or the text unchanged. */
export function resolveSubject(text: string, context: Claim['context']): { text: string; subject: string | null; document?: true; described?: string } {
  if (!context) return { text, subject: null };
  const pronoun = PRONOUN.exec(text);
  const possessive = pronoun ? null : POSSESSIVE.exec(text);
  const description = pronoun || possessive ? null : DESCRIPTION.exec(text);
  const technical = pronoun || possessive || description ? null : TECHNICAL_DESCRIPTION.exec(text);
  if (technical) {
    const kind = technical[1]!.toLowerCase().replace(/\s+/g, ' ');
    const numbered = NUMBERED_KINDS.has(kind);
    // "RFC 2394: async/await for Rust": a numbered kind is named by the heading's one "<kind> <number>", whatever follows it
    const heading = numbered ? numberedName(context, kind) : headingName(context);
    if (heading === null || (numbered && !/\d/.test(heading))) return { text, subject: null };
    // a sentence before it that names something else ("Serde, by contrast, …") leaves "the crate" ambiguous
    const own = new Set(`${heading} ${context.headings[context.headings.length - 1] ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u));
    if (context.previous.some((p) => capitalisedWords(p).some((w) => !own.has(w.toLowerCase())))) return { text, subject: null };
    return { text: heading + ' ' + text.slice(technical[0].length), subject: heading, ...(numbered ? { document: true as const } : { described: technical[0].trim() }) };
  }
  const titled = pronoun || possessive || description ? null : TITLED_DOCUMENT.exec(text);
  if (titled) {
    const kind = titled[2]!.toLowerCase();
    const heading = numberedName(context, kind);
    const title = context.headings[context.headings.length - 1] ?? '';
    const named = wordsOfTitle(titled[1]!);
    const titleWords = wordsOfTitle(title.replace(NAMED_NUMBERED, ' '));
    // (as for "The RFC": a sentence before it that names another document leaves it open)
    const another = context.previous.some((p) => [...p.matchAll(NAMED_NUMBERED)].some((m) => `${m[1]} ${m[2]}` !== heading));
    if (heading !== null && named.length > 0 && named.every((w) => titleWords.includes(w)) && !another) {
      return { text: heading + ' ' + text.slice(titled[0].length), subject: heading, document: true };
    }
  }
  const match = pronoun ?? possessive ?? description;
  if (!match || (pronoun && pronoun[1] === 'It' && EXPLETIVE.test(text))) return { text, subject: null };
  const found = subjectOf(context, description ? description[1]! : null);
  if (found === null) return { text, subject: null };
  // (a heading that names a numbered document, "RFC 2151: Raw Identifiers", names it by its number, as "The RFC" does:
  // its title is no word a span of the document must repeat)
  const numbered = !description && found === headingName(context) ? numberedName(context, 'proposal') : null;
  const subject = numbered ?? found;
  const name = possessive ? `${subject}'s` : subject;
  return { text: name + text.slice(match[0].length), subject, ...(numbered !== null ? { document: true as const } : description ? { described: description[0] } : {}) };
}

/** A title's words as stems, split at hyphens and underscores, without words of grammar ("attributes-with-literals" → attribut, liter). */
function wordsOfTitle(text: string): string[] {
  return text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w !== '' && !TITLE_GRAMMAR.has(w)).map((w) => stem(w));
}
const TITLE_GRAMMAR = new Set(['the', 'a', 'an', 'of', 'with', 'for', 'to', 'in', 'on', 'and', 'or']);

/** Kinds whose documents are numbered under their own name ("PEP 572", "RFC 2394"); a proposal may be either. */
const NAMED_NUMBERED = /\b(PEP|RFC|ADR)[\s#-]*(\d+)\b/gu;

/**
 * The nearest heading's one "<kind> <number>" that the claim's kind may stand for: "The RFC" under "RFC 2394:
 * async/await for Rust" is RFC 2394 ("The proposal" any of them). Null when the heading names none, or several.
 */
function numberedName(context: NonNullable<Claim['context']>, kind: string): string | null {
  const heading = context.headings[context.headings.length - 1];
  if (heading === undefined) return null;
  const names = new Set([...heading.matchAll(NAMED_NUMBERED)].map((m) => `${m[1]} ${m[2]}`));
  if (names.size !== 1) return null;
  const [name] = names;
  const wanted = kind.toLowerCase();
  return GENERIC_NUMBERED.has(wanted) || name!.split(' ')[0]!.toLowerCase() === wanted ? name! : null;
}
// ("The document", "The guide": the heading's numbered document, whatever its kind; a style guide is a PEP or an RFC too)
const GENERIC_NUMBERED = new Set(['proposal', 'specification', 'spec', 'standard', 'document', 'guide', 'style guide']);

/** Words opening a sentence that name nothing. */
const OPENERS = new Set(['the', 'this', 'that', 'these', 'those', 'it', 'its', 'a', 'an', 'in', 'on', 'for', 'however', 'unlike', 'compared',
  'with', 'by', 'as', 'we', 'our', 'there', 'when', 'if', 'but', 'and', 'or', 'also', 'so', 'then', 'to', 'from', 'of', 'at', 'i', 'you']);
/** Capitalised words of a sentence that may name something (not a capitalised opener like "The" or "However"). */
function capitalisedWords(sentence: string): string[] {
  return (sentence.match(/\b[\p{Lu}][\p{L}\p{N}_-]*/gu) ?? []).filter((w) => !OPENERS.has(w.toLowerCase()));
}

/** The name the context offers: the first name of the nearest earlier sentence that has one, else the nearest short heading. */
function subjectOf(context: NonNullable<Claim['context']>, described: string | null): string | null {
  for (let i = context.previous.length - 1; i >= 0; i--) {
    const name = firstName(context.previous[i]!, described);
    if (name !== null) return name;
  }
  return headingName(context);
}

/** The nearest heading when it is short and reads as a name ("Lawton Burns", "PEP 572"), not as a topic ("Installation"). */
function headingName(context: NonNullable<Claim['context']>): string | null {
  const heading = context.headings[context.headings.length - 1];
  if (heading === undefined) return null;
  if (SECTION_WORDS.has(heading.trim().toLowerCase())) return null;
  const words = heading.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  if (words.length === 0 || words.length > MAX_HEADING_WORDS || /[.!?]$/.test(heading.trim())) return null;
  const name = heading.replace(/\s*\([^)]*\)\s*$/, '').trim(); // "First Edition (Australian TV program)" names "First Edition"
  // a heading names someone only when it reads as a name ("Lawton Burns", "Apple Store"), not as a topic ("Real-prose check")
  const readsAsName = name.split(/\s+/).every((w) => /^[\p{Lu}\p{N}]/u.test(w) || NAME_PARTICLES.has(w));
  return name !== '' && readsAsName ? name : null;
}

/**
 * Headings that name a part of a document, never its subject: the conventional sections of READMEs, papers (IMRaD),
 * design documents and the PEP, RFC and ADR templates ("Backwards Compatibility", "Unresolved questions").
 */
const SECTION_WORDS = new Set(['overview', 'introduction', 'installation', 'install', 'usage', 'history', 'setup', 'results', 'summary',
  'abstract', 'motivation', 'background', 'architecture', 'design', 'examples', 'example', 'configuration', 'features', 'requirements',
  'limitations', 'discussion', 'conclusion', 'conclusions', 'references', 'notes', 'faq', 'changelog', 'license', 'contributing',
  'getting started', 'quick start', 'quickstart', 'rationale', 'specification', 'alternatives', 'drawbacks', 'payments', 'methods',
  'performance', 'compatibility', 'backwards compatibility', 'backward compatibility', 'security', 'security implications',
  'security considerations', 'how to teach this', 'reference implementation', 'implementation', 'rejected ideas', 'open issues',
  'open questions', 'unresolved questions', 'prior art', 'future possibilities', 'future work', 'related work', 'guide-level explanation',
  'reference-level explanation', 'rationale and alternatives', 'footnotes', 'copyright', 'acknowledgements', 'acknowledgments',
  'appendix', 'evaluation', 'experiments', 'testing', 'tests', 'benchmarks', 'migration', 'upgrading', 'troubleshooting', 'known issues',
  'caveats', 'goals', 'non-goals', 'status', 'roadmap', 'dependencies', 'documentation', 'terminology', 'glossary', 'context',
  'decision', 'consequences', 'problem', 'solution', 'proposal', 'api', 'reference', 'data', 'method', 'findings', 'analysis']);

const NAME_PARTICLES = new Set(['of', 'the', 'and', 'in', 'for', 'on', 'de', 'la', 'le', 'von', 'van', 'der', 'del', 'da', 'a', 'an', '&']);

/** The first run of adjacent name words in a sentence. */
function firstName(sentence: string, described: string | null): string | null {
  const names = profileClaim(sentence).terms.filter((t) => t.entity);
  if (names.length === 0) return null;
  const start = names[0]!.start;
  let end = names[0]!.end;
  for (let i = 1; i < names.length && /^[\s-]*$/.test(sentence.slice(end, names[i]!.start)); i++) end = names[i]!.end;
  const name = sentence.slice(start, end).trim();
  if (described !== null && name.toLowerCase() === described.toLowerCase()) return null;
  return name.length > 0 ? name : null;
}

/**
 * A span says the claim's description as its own subject ("The model does not …" for the claim's "The model"), not as
 * part of a longer name ("The model checker …"): the predicate starts right after it, as resolveSubject reads it.
 */
export function saysDescription(described: string, spanText: string): boolean {
  const words = described.trim().split(/\s+/).map(escapeRegExp);
  return new RegExp(`\\b${words.join('\\s+')}\\s+${PREDICATE_START}`, 'i').test(spanText.replace(/[`*_]/g, ''));
}
