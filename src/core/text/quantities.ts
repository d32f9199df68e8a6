// Numbers as values: every surface form of one quantity ("1,897", "two-fold", "50 percent") maps to one
// value + unit, so a changed number is caught and a re-worded one is not.
import { stem } from './stem';
import { buildTokens, normalizeNumber, type Token } from './tokenize';

export type QuantityKind = 'count' | 'percent' | 'multiplier' | 'year' | 'decimal' | 'ordinal';

export interface Quantity {
  /** Exactly text.slice(start, end). */
  raw: string;
  start: number;
  end: number;
  value: number;
  /** "percent" / "percentage point" for percentages, "x" for multipliers, a currency code, or the stem of the counted noun. */
  unit: string | null;
  kind: QuantityKind;
  /** Values a worded approximation allows ("just over a third" → 33.3–38.3%); absent for an exact figure. */
  approx?: { min: number; max: number };
  /** The range comes from a one-sided bound on a stated figure ("less than 100", "at least 3", "up to 40"; not "about 40"): value is that figure. */
  bounded?: true;
  /** The bound is a word that is as often a preposition ("over 3 releases"): only its own figure carries it, only a figure outside it contradicts it. */
  loose?: true;
}

export const PERCENT_UNIT = 'percent';
export const PERCENTAGE_POINT_UNIT = 'percentage point';
export const MULTIPLIER_UNIT = 'x';

export const CARDINAL_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
  dozen: 12, hundred: 100,
}));
/** Word ordinals; "first" and "second" are left out: they are mostly sequence words and a unit of time. */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, eleventh: 11, twelfth: 12,
}));
export const MULTIPLIER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  twice: 2, thrice: 3, twofold: 2, threefold: 3, fourfold: 4, fivefold: 5, sixfold: 6, sevenfold: 7, eightfold: 8,
  ninefold: 9, tenfold: 10, hundredfold: 100,
}));
/** Fractions written as words, as percentages: "half", "a third", "two thirds", "three quarters". */
const FRACTION_DENOMINATORS: ReadonlyMap<string, number> = new Map(Object.entries({
  third: 3, thirds: 3, quarter: 4, quarters: 4, fifth: 5, fifths: 5,
}));
/** Verbs that state a multiple of the earlier value: "doubled" = 2x, "halved" = by 50%. */
const MULTIPLYING_VERBS: ReadonlyMap<string, number> = new Map(Object.entries({
  doubled: 2, doubles: 2, doubling: 2, tripled: 3, triples: 3, tripling: 3, quadrupled: 4, quadruples: 4,
}));
const HALVING_VERBS = new Set(['halved', 'halves', 'halving']);
/** Every word a quantity can start with (see quantitiesOfTokens): any other word is passed over at once. */
const QUANTITY_START_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'half', ...HALVING_VERBS, ...MULTIPLYING_VERBS.keys(), ...MULTIPLIER_WORDS.keys(), ...ORDINAL_WORDS.keys(), ...CARDINAL_WORDS.keys(),
]);
/** How far a worded fraction may sit from the exact value: "just over a third" is 33.3–38.3%, "more than half" anything above 50%. */
const APPROXIMATORS: ReadonlyArray<{ words: readonly string[]; below: number; above: number }> = [
  // (a denied bound first, before the bound it ends in: "no more than 1/3" is at most a third)
  { words: ['no', 'more', 'than'], below: 100, above: 0 }, { words: ['not', 'more', 'than'], below: 100, above: 0 },
  { words: ['at', 'most'], below: 100, above: 0 }, { words: ['at', 'least'], below: 0, above: 100 },
  { words: ['no', 'less', 'than'], below: 0, above: 100 }, { words: ['no', 'fewer', 'than'], below: 0, above: 100 },
  { words: ['just', 'over'], below: 0, above: 5 }, { words: ['just', 'under'], below: 5, above: 0 },
  { words: ['slightly', 'more', 'than'], below: 0, above: 5 }, { words: ['slightly', 'less', 'than'], below: 5, above: 0 },
  { words: ['more', 'than'], below: 0, above: 100 }, { words: ['over'], below: 0, above: 100 },
  { words: ['less', 'than'], below: 100, above: 0 }, { words: ['under'], below: 100, above: 0 },
  { words: ['nearly'], below: 5, above: 0 }, { words: ['almost'], below: 5, above: 0 }, { words: ['about'], below: 4, above: 4 },
  { words: ['roughly'], below: 4, above: 4 }, { words: ['around'], below: 4, above: 4 }, { words: ['approximately'], below: 4, above: 4 },
];
/** Approximators before a written number, as shares of its value: "about 30%" is 27–33%, "more than 40" anything above 40. */
const DIGIT_APPROXIMATORS: ReadonlyArray<{ words: readonly string[]; below: number; above: number }> = [
  // a denied bound first, before the bound it ends in ("no more than 254" is at most 254, not more than 254)
  { words: ['no', 'more', 'than'], below: 1, above: 0 }, { words: ['not', 'more', 'than'], below: 1, above: 0 },
  { words: ['no', 'fewer', 'than'], below: 0, above: Infinity }, { words: ['no', 'less', 'than'], below: 0, above: Infinity },
  { words: ['not', 'fewer', 'than'], below: 0, above: Infinity }, { words: ['not', 'less', 'than'], below: 0, above: Infinity },
  { words: ['no', 'longer', 'than'], below: 1, above: 0 }, { words: ['not', 'longer', 'than'], below: 1, above: 0 },
  { words: ['no', 'later', 'than'], below: 1, above: 0 }, { words: ['no', 'earlier', 'than'], below: 0, above: Infinity },
  { words: ['just', 'over'], below: 0, above: 0.1 }, { words: ['just', 'under'], below: 0.1, above: 0 },
  { words: ['more', 'than'], below: 0, above: Infinity }, { words: ['at', 'least'], below: 0, above: Infinity },
  { words: ['less', 'than'], below: 1, above: 0 }, { words: ['fewer', 'than'], below: 1, above: 0 },
  { words: ['at', 'most'], below: 1, above: 0 }, { words: ['up', 'to'], below: 1, above: 0 },
  { words: ['greater', 'than'], below: 0, above: Infinity }, { words: ['larger', 'than'], below: 0, above: Infinity },
  { words: ['smaller', 'than'], below: 1, above: 0 },
  // (of a version: "Node.js versions older than 10.10" is "below 10.10")
  { words: ['older', 'than'], below: 1, above: 0 }, { words: ['newer', 'than'], below: 0, above: Infinity },
  { words: ['nearly'], below: 0.1, above: 0 }, { words: ['almost'], below: 0.1, above: 0 }, { words: ['about'], below: 0.1, above: 0.1 },
  { words: ['roughly'], below: 0.1, above: 0.1 }, { words: ['around'], below: 0.1, above: 0.1 }, { words: ['approximately'], below: 0.1, above: 0.1 },
  // one-word bounds, after the longer phrases that end in them ("just over")
  { words: ['a', 'minimum', 'of'], below: 0, above: Infinity }, { words: ['a', 'maximum', 'of'], below: 1, above: 0 },
  { words: ['upwards', 'of'], below: 0, above: Infinity }, { words: ['in', 'excess', 'of'], below: 0, above: Infinity },
  { words: ['over'], below: 0, above: Infinity }, { words: ['above'], below: 0, above: Infinity },
  { words: ['under'], below: 1, above: 0 }, { words: ['below'], below: 1, above: 0 },
];

/**
 * A comparison sign right before tokens[at] ("node `<v4.8`", ">= 2.0", "≤ 5"): a bound, as "below" or "at least" is. Not an
 * arrow ("->", "=>"), Ruby's "~>", a shift ("<<"), nor a Markdown quote's mark.
 */
function comparatorBefore(text: string, tokens: Token[], at: number): { below: number; above: number; start: number } | undefined {
  const sign = tokens[at - 1];
  if (sign === undefined || sign.kind !== 'symbol' || tokens[at]?.kind !== 'number') return undefined;
  if (sign.text === '≤') return { below: 1, above: 0, start: sign.start };
  if (sign.text === '≥') return { below: 0, above: Infinity, start: sign.start };
  const equals = sign.text === '=' ? sign : undefined;
  const head = equals ? tokens[at - 2] : sign;
  if (head === undefined || (head.text !== '<' && head.text !== '>') || (equals && !adjacent(head, equals))) return undefined;
  const before = tokens[at - (equals ? 3 : 2)];
  if (before !== undefined && adjacent(before, head) && /^[-=<>~]$/.test(before.text)) return undefined;
  // (a quote's mark at the start of a line, "> 3 of them", is no sign of comparison; nor the end of a tag, "<b>4 million</b>",
  // nor a bracket round a link target, "<427>")
  if (head.text === '>' && /(?:^|\n)[ \t>]*$/.test(text.slice(Math.max(0, head.start - 40), head.start))) return undefined;
  if (head.text === '>' && /<\/?[A-Za-z][^<>\n]*$/.test(text.slice(Math.max(0, head.start - 200), head.start))) return undefined;
  if (head.text === '<' && /^[\d.,]*>/.test(text.slice(tokens[at]!.start))) return undefined;
  return head.text === '<' ? { below: 1, above: 0, start: head.start } : { below: 0, above: Infinity, start: head.start };
}

/** The range an approximator right before tokens[at] gives a written number, and where it starts; undefined for an exact one. */
function digitRange(text: string, tokens: Token[], at: number, value: number): { min: number; max: number; start: number; oneSided: boolean; loose: boolean } | undefined {
  // (past inline markup, "at least ``2.0``", and a word that names what the figure versions: "at least version 2.0",
  // "up to Python 3.12")
  let before = at;
  while (before > 0 && MARKUP_MARKS.has(tokens[before - 1]!.text)) before--;
  if (before > 0 && FIGURE_LABELS.has(tokens[before - 1]!.norm)) before--;
  const comparator = comparatorBefore(text, tokens, before);
  if (comparator !== undefined) {
    const size = Math.abs(value);
    return { min: value - comparator.below * size, max: comparator.above === Infinity ? Infinity : value + comparator.above * size,
      start: comparator.start, oneSided: true, loose: false };
  }
  // ("at least npm 9", "older than Node.js 18": past the name of what the figure versions, for a bound that cannot be a preposition)
  const named = before > 0 && releaseName(tokens[before - 1]!) ? before - 1 : -1;
  for (const a of DIGIT_APPROXIMATORS) {
    // (past a word naming the figure only a bound of words, "at least version 2.0": "under Python 2.1.3" says where)
    if (before < at && a.words.length === 1) continue;
    const from = (named >= 0 && a.words.length === 2 && NAME_BOUNDS.has(a.words.join(' ')) && tokens[named - 1]?.norm === a.words[1] ? named : before) - a.words.length;
    if (from >= 0 && a.words.every((w, k) => tokens[from + k]!.norm === w)) {
      const size = Math.abs(value);
      return { min: value - a.below * size, max: a.above === Infinity ? Infinity : value + a.above * size, start: tokens[from]!.start,
        oneSided: a.above === Infinity || a.below === 1, loose: a.words.length === 1 && PREPOSITION_BOUNDS.has(a.words[0]!) };
    }
  }
  return undefined;
}

/** Words between a figure and the noun it counts that say which of them: "two other languages". */
const COUNT_MODIFIERS = new Set(['other', 'such', 'more', 'further', 'additional', 'extra']);

/** Two-word bounds that may stand before the name of what a version figure numbers ("at least npm 9"). */
const NAME_BOUNDS = new Set(['at least', 'at most', 'older than', 'newer than']);
/** A product's name before its version number: capitalised ("Python", "Node.js") or a runtime written lower-case ("npm 9"). */
function releaseName(t: Token): boolean {
  return t.kind === 'word' && (/^\p{Lu}[\p{L}\p{N}+#-]*(?:\.js)?$/u.test(t.text) || LOWER_RUNTIMES.has(t.text));
}
const LOWER_RUNTIMES = new Set(['node', 'node.js', 'nodejs', 'npm', 'python', 'python3', 'deno', 'bun', 'ruby', 'java', 'go', 'rustc', 'gcc', 'clang']);
/** Words between a bound and its figure that name what the figure is ("at least version 2.0"). */
const FIGURE_LABELS = new Set(['version', 'release', 'level']);
/** Inline markup around a figure: "``2.0``", "*3*". */
const MARKUP_MARKS = new Set(['`', '*', '_']);

/** One-word bounds that are as often prepositions ("over 3 releases", "chosen over 2 alternatives", "under 3 maintainers"). */
const PREPOSITION_BOUNDS = new Set(['over', 'under', 'above', 'below']);

/** Rounding a bare worded fraction allows: "a third" is 32.3–34.3%, "half" 49–51%. */
const FRACTION_TOLERANCE = 1;

/** Units of measure by family, with a scale to a family base unit, so "18 months" = "1.5 years" and cm ≠ mm. */
const UNIT_TABLE: ReadonlyArray<{ forms: readonly string[]; family: string; scale: number }> = [
  { forms: ['nanosecond', 'nanoseconds', 'ns'], family: 'time', scale: 1 / 86400e9 },
  { forms: ['microsecond', 'microseconds', 'µs', 'μs'], family: 'time', scale: 1 / 86400e6 },
  { forms: ['millisecond', 'milliseconds', 'ms'], family: 'time', scale: 1 / 86400e3 },
  { forms: ['second', 'seconds', 'sec', 'secs', 's'], family: 'time', scale: 1 / 86400 },
  { forms: ['minute', 'minutes', 'min', 'mins'], family: 'time', scale: 1 / 1440 },
  { forms: ['hour', 'hours', 'hr', 'hrs', 'h'], family: 'time', scale: 1 / 24 },
  { forms: ['day', 'days'], family: 'time', scale: 1 },
  { forms: ['week', 'weeks'], family: 'time', scale: 7 },
  { forms: ['fortnight', 'fortnights'], family: 'time', scale: 14 },
  { forms: ['month', 'months'], family: 'time', scale: 365 / 12 },
  { forms: ['year', 'years', 'yr', 'yrs'], family: 'time', scale: 365 },
  { forms: ['decade', 'decades'], family: 'time', scale: 3650 },
  { forms: ['millimetre', 'millimetres', 'millimeter', 'millimeters', 'mm'], family: 'length', scale: 0.001 },
  { forms: ['centimetre', 'centimetres', 'centimeter', 'centimeters', 'cm'], family: 'length', scale: 0.01 },
  { forms: ['metre', 'metres', 'meter', 'meters', 'm'], family: 'length', scale: 1 },
  { forms: ['kilometre', 'kilometres', 'kilometer', 'kilometers', 'km'], family: 'length', scale: 1000 },
  { forms: ['inch', 'inches', 'in'], family: 'length', scale: 0.0254 },
  { forms: ['foot', 'feet', 'ft'], family: 'length', scale: 0.3048 },
  { forms: ['mile', 'miles', 'mi'], family: 'length', scale: 1609.344 },
  { forms: ['milligram', 'milligrams', 'mg'], family: 'mass', scale: 1e-6 },
  { forms: ['gram', 'grams', 'g'], family: 'mass', scale: 0.001 },
  { forms: ['kilogram', 'kilograms', 'kilo', 'kilos', 'kg'], family: 'mass', scale: 1 },
  { forms: ['tonne', 'tonnes', 'ton', 'tons', 't'], family: 'mass', scale: 1000 },
  { forms: ['lb', 'lbs'], family: 'mass', scale: 0.45359237 }, // not "pounds": also money
  { forms: ['hectare', 'hectares', 'ha'], family: 'area', scale: 10000 },
  { forms: ['acre', 'acres'], family: 'area', scale: 4046.8564224 },
  { forms: ['millilitre', 'millilitres', 'milliliter', 'milliliters', 'ml'], family: 'volume', scale: 0.001 },
  { forms: ['litre', 'litres', 'liter', 'liters', 'l'], family: 'volume', scale: 1 },
];
/** One-letter abbreviations are units only right after a digit ("5 m"), never as words after a number word. */
const SHORT_UNIT_FORMS = new Set(['s', 'h', 'm', 'g', 't', 'l', 'in', 'mi']);

interface UnitInfo {
  canonical: string; // stem of the singular full name
  family: string;
  scale: number;
}
const UNIT_BY_FORM: ReadonlyMap<string, UnitInfo> = new Map(UNIT_TABLE.flatMap((u) => {
  const info: UnitInfo = { canonical: stem(u.forms[0]!), family: u.family, scale: u.scale };
  return u.forms.flatMap((f): Array<[string, UnitInfo]> => [[f, info], [stem(f), info]]);
}));

/** The unit of measure a word (or its stem) names, with its family and scale, or undefined. */
export function unitOf(word: string | null): UnitInfo | undefined {
  return word === null ? undefined : UNIT_BY_FORM.get(word.toLowerCase());
}

const SCALE_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({ hundred: 1e2, thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 }));
const CURRENCY: ReadonlyMap<string, string> = new Map([['$', 'usd'], ['€', 'eur'], ['£', 'gbp'], ['¥', 'jpy']]);
const YEAR_CONTEXT = new Set(['in', 'since', 'by', 'from', 'until', 'till', 'during', 'year', 'early', 'late', 'mid', 'before', 'after', 'around', 'circa', 'c', 'of']);
/** Words before a year that also come before a count ("around 1852 instances", "of 2000 users"): a year only with no plural noun after. */
const COUNT_OR_YEAR_CONTEXT = new Set(['around', 'circa', 'c', 'of']);
function yearContext(before: string, after: Token | undefined): boolean {
  if (!YEAR_CONTEXT.has(before)) return false;
  return !COUNT_OR_YEAR_CONTEXT.has(before) || !(after?.kind === 'word' && !after.stop && /[^s]s$/.test(after.norm) && !/(?:ss|us|is)$/.test(after.norm));
}
const MAX_UNIT_WINDOW = 3;

/** Value and meaning of a digit token's attached suffix ("150M", "2x", "3rd", "1990s", "5ms"). */
const ORDINAL_SUFFIXES = new Set(['st', 'nd', 'rd', 'th']);

function parseNumberToken(raw: string): { value: number; scale: number; suffix: string; suffixRaw: string } {
  // ("0xFF": a hexadecimal literal is its value, not a zero with a unit "xff")
  if (HEX_LITERAL.test(raw)) return { value: parseInt(raw.slice(2), 16), scale: 1, suffix: '', suffixRaw: '' };
  let k = 0;
  while (k < raw.length && ((raw.charCodeAt(k) >= 48 && raw.charCodeAt(k) <= 57) || raw[k] === ',' || raw[k] === '.')) k++;
  const digits = raw.slice(0, k);
  const value = Number(digits.includes(',') ? digits.replace(/,/g, '') : digits);
  const suffixRaw = raw.slice(k);
  const suffix = suffixRaw.toLowerCase();
  let scale = 1;
  if (suffix === 'k') scale = 1e3;
  else if (suffixRaw === 'M' || suffix === 'mn') scale = 1e6;
  else if (suffix === 'b' || suffix === 'bn') scale = 1e9;
  return { value, scale, suffix: scale === 1 ? suffix : '', suffixRaw };
}

const HEX_LITERAL = /^0[xX][0-9a-fA-F]+$/;

function isPluralNoun(norm: string): boolean {
  return norm.length > 3 && norm.endsWith('s') && !norm.endsWith('ss') && !norm.endsWith('us') && !norm.endsWith('is');
}

/** One-letter and two-letter unit symbols the word scan would skip as stopwords or fragments ("200 s", "5 m", "3 h"). */
const SHORT_UNIT_SYMBOLS = new Set(['s', 'ms', 'ns', 'µs', 'μs', 'h', 'm', 'g']);

/** Modals and negations start the verb after a figure; they are never the noun it counts ("3.15 will not …", "3.15 won't …"). */
const VERB_WORDS = new Set(['will', 'would', 'can', 'could', 'may', 'might', 'must', 'shall', 'should', 'not', 'cannot', 'never']);

/** Stem of the noun a number counts: the first plural word (or first non-participle) in the next few content words. */
function unitAfter(tokens: Token[], at: number): { unit: string | null; end: number } {
  const j = afterInlineMarkup(tokens, at);
  const first = tokens[j];
  if (first && first.kind === 'word' && SHORT_UNIT_SYMBOLS.has(first.norm) && first.text === first.norm) return { unit: first.norm, end: first.end };
  const window: Token[] = [];
  for (let k = j; k < tokens.length && window.length < MAX_UNIT_WINDOW; k++) {
    const t = tokens[k]!;
    // (past a word that says which of the counted things, "two other languages", "640 such files", "three more builds")
    if (window.length === 0 && COUNT_MODIFIERS.has(t.norm) && tokens[k + 1]?.kind === 'word') continue;
    if (t.kind !== 'word' || t.stop || CARDINAL_WORDS.has(t.norm) || VERB_WORDS.has(t.norm) || /n['’]t$/.test(t.norm)) break;
    // (a dotted name before the noun modifies it: "5560 crates.io packages")
    const dot = tokens[k + 1];
    const after = tokens[k + 2];
    if (dot?.text === '.' && after?.kind === 'word' && adjacent(t, dot) && adjacent(dot, after)) {
      k += 2;
      continue;
    }
    window.push(t);
  }
  if (window.length === 0) return { unit: null, end: -1 };
  const chosen =
    window.find((t) => isPluralNoun(t.norm)) ??
    window.find((t) => !t.norm.endsWith('ed') && !t.norm.endsWith('ing')) ??
    window[0]!;
  return { unit: stem(chosen.norm), end: chosen.end };
}

/** A dotted version right after a capitalised name ("Python 3.2 effectively …", "Rust 1.70 release"): a release, not a measure with a unit. */
function namedVersion(tokens: Token[], i: number): boolean {
  const t = tokens[i]!;
  const name = tokens[i - 1];
  if (/^\d+\.\d+$/.test(t.text) && name !== undefined && name.kind === 'word' && /^\p{Lu}/u.test(name.text) && name.end < t.start) return true;
  // (a numbered document or part names one, it measures nothing: "PEP 255 disallows …", ":pep:`255` disallows …",
  // "Section 4 describes …")
  let k = i - 1;
  while (k >= 0 && (tokens[k]!.text === '`' || tokens[k]!.text === ':' || tokens[k]!.text === '#')) k--;
  return /^\d+$/.test(t.text) && k >= 0 && NUMBERED_NAMES.has(tokens[k]!.norm);
}
/** Words a number names one of ("PEP 8", "RFC 2119", "issue 42", "section 3"): no unit follows them. */
const NUMBERED_NAMES = new Set(['pep', 'rfc', 'issue', 'bpo', 'section', 'chapter', 'appendix', 'figure', 'table']);

const EMPHASIS_MARKS = new Set(['*', '_', '`', '~']);

/**
 * The first token at or after tokens[j] past inline markup closing or opening around a figure ("**650,000** tokens",
 * "<b>4 million</b> readers"): emphasis marks and inline HTML tags are not words between a number and its noun.
 */
function afterInlineMarkup(tokens: Token[], j: number): number {
  for (;;) {
    const t = tokens[j];
    if (t === undefined) return j;
    if (EMPHASIS_MARKS.has(t.text)) { j++; continue; }
    if (t.text !== '<') return j;
    const slash = tokens[j + 1]?.text === '/' ? 1 : 0;
    const name = tokens[j + 1 + slash];
    const close = tokens[j + 2 + slash];
    if (name?.kind !== 'word' || !/^[a-z]{1,6}$/i.test(name.text) || close?.text !== '>' || !adjacent(t, tokens[j + 1]) || !adjacent(name, close)) return j;
    j += 3 + slash;
  }
}

function adjacent(a: Token | undefined, b: Token | undefined): boolean {
  return a !== undefined && b !== undefined && a.end === b.start;
}

function isMinus(t: Token | undefined): boolean {
  return t !== undefined && (t.norm === '-' || t.text === '\u2212');
}

/** All quantities in text, in order, with exact offsets. */
export function extractQuantities(text: string): Quantity[] {
  return quantitiesOfTokens(text, buildTokens(text, false));
}

/**
 * extractQuantities(text) from text's tokens already at hand (any stems: they are not read).
 *
 * Written as a short loop over the tokens and three functions for a figure (its start read from a number token or from
 * words, then what follows it), not one long function: in a cold build of a large corpus V8 optimised the one long
 * function again after each rare branch it first met there (12 optimising compilations of 35–130 ms each on the
 * real-prose corpus); a rare branch now sends only the short function it is in back to be optimised again.
 */
export function quantitiesOfTokens(text: string, given: Token[]): Quantity[] {
  const tokens = withVersionFigures(given);
  const out: Quantity[] = [];
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    // (a hexadecimal literal the tokeniser reads as a word, "0x7F", is a figure too)
    const hex = t.kind === 'word' && HEX_LITERAL.test(t.text);
    if (t.kind !== 'number' && !hex && (t.kind !== 'word' || !QUANTITY_START_WORDS.has(t.norm))) {
      i++;
      continue;
    }
    const figure = t.kind === 'number' || hex ? numberFigure(tokens, i) : wordFigure(text, tokens, i, out);
    i = typeof figure === 'number' ? figure : finishFigure(text, tokens, i, figure, out);
  }
  countsOfFigures(text, out);
  const counted = out.some((q) => q.raw.toLowerCase() === 'one') ? out.filter((q) => !contrastiveOne(text, q)) : out;
  // (an operand of a shift or a three-way comparison, "`1 << 10` samples", is no figure of its own: 1 << 10 is 1024)
  const kept = /<<|>>|<=>/.test(text) ? counted.filter((q) => !SHIFT_BEFORE.test(text.slice(Math.max(0, q.start - 6), q.start)) && !SHIFT_AFTER.test(text.slice(q.end, q.end + 6))) : counted;
  // ("a non-zero value", "non-null": a prefix of denial makes an adjective of the number word, which counts nothing)
  const nonPrefixed = (q: Quantity) => NON_BEFORE.test(text.slice(Math.max(0, q.start - 4), q.start));
  return kept.some(nonPrefixed) ? kept.filter((q) => !nonPrefixed(q)) : kept;
}

const SHIFT_BEFORE = /(?:<<|>>|<=>)\s*$/;
const SHIFT_AFTER = /^\s*(?:<<|>>|<=>)/;

/** A version written with its "v", "v4.8" (tokenised "v4" "." "8") or "v4+": the figure, as "4.8" is ("v18" alone may be a name, V8). */
const VERSION_HEAD = /^[vV]\d+$/;
function withVersionFigures(tokens: Token[]): Token[] {
  let out: Token[] | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const dot = tokens[i + 1];
    const tail = tokens[i + 2];
    // (most words are passed over at their first letter)
    const head = t.kind === 'word' && (t.text.charCodeAt(0) | 0x20) === 0x76 && VERSION_HEAD.test(t.text);
    // ("upgrading to v4+": a bare "v4" with its "+" is a version too)
    if (head && t.text.charCodeAt(0) === 0x76 && dot?.text === '+' && adjacent(t, dot)) {
      out ??= tokens.slice(0, i);
      out.push(numberToken(t.text.slice(1), t.start + 1));
      continue;
    }
    if (!head || dot?.text !== '.' || !adjacent(t, dot) || tail?.kind !== 'number' || !adjacent(dot, tail) || !/^\d+(?:\.\d+)*$/.test(tail.text)) {
      // ("node `<v19`", "below v19": a bare lower-case "v" and its figure under a bound)
      if (head && t.text.charCodeAt(0) === 0x76 && boundBefore(tokens, i)) {
        out ??= tokens.slice(0, i);
        out.push(numberToken(t.text.slice(1), t.start + 1));
        continue;
      }
      out?.push(t);
      continue;
    }
    out ??= tokens.slice(0, i);
    // (tokenised as the bare version would be: "1.2.3" is "1.2" "." "3")
    const cut = tail.text.indexOf('.');
    out.push(numberToken(`${t.text.slice(1)}.${cut < 0 ? tail.text : tail.text.slice(0, cut)}`, t.start + 1));
    if (cut >= 0) {
      const at = tail.start + cut;
      out.push({ text: '.', start: at, end: at + 1, norm: '.', stem: '.', kind: 'punct', stop: false }, numberToken(tail.text.slice(cut + 1), at + 1));
    }
    i += 2;
  }
  return out ?? tokens;
}
/** Words that end a bound right before a version ("below v4.8", "older than v16", "at least v2"). */
const BOUND_ENDINGS = new Set(['below', 'above', 'under', 'over', 'than', 'least', 'most']);
/** A comparison sign or a bound's word right before tokens[i], past code-span and quote marks ("`<v4.8`", "below v19"). */
function boundBefore(tokens: Token[], i: number): boolean {
  let k = i - 1;
  while (k >= 0 && (tokens[k]!.text === '`' || tokens[k]!.text === '"' || tokens[k]!.text === "'")) k--;
  const before = tokens[k];
  if (before === undefined) return false;
  return before.kind === 'word' ? BOUND_ENDINGS.has(before.norm) : /^(?:[<>≤≥]|=)$/.test(before.text);
}
/** A number token made for text at start (a version's figure without its "v"). */
function numberToken(text: string, start: number): Token {
  const norm = normalizeNumber(text);
  return { text, start, end: start + text.length, norm, stem: norm, kind: 'number', stop: false };
}

/**
 * A bare count right before another figure that names its noun counts that noun: "two 0 bytes" counts bytes, as "two
 * bytes" would (not "two constructors"). Not a figure joined to its noun by a hyphen ("three 64-bit integers").
 */
export function countsOfFigures(text: string, quantities: Quantity[]): Quantity[] {
  for (let k = 0; k + 1 < quantities.length; k++) {
    const q = quantities[k]!;
    const next = quantities[k + 1]!;
    if (q.unit !== null || q.kind !== 'count' || next.unit === null || next.kind !== 'count') continue;
    if (!/^\s+$/.test(text.slice(q.end, next.start)) || !/^\s+\p{L}/u.test(text.slice(next.end, next.end + 2))) continue;
    q.unit = next.unit;
  }
  return quantities;
}

const NON_BEFORE = /\bnon-?$/i;
/** "one" in "from one slice to another" or "one way or another" picks one of two; it counts nothing. */
function contrastiveOne(text: string, q: Quantity): boolean {
  if (q.raw.toLowerCase() !== 'one') return false;
  const after = text.slice(q.end, q.end + 80);
  const end = after.search(/[.;!?](?:\s|$)/);
  const clause = end < 0 ? after : after.slice(0, end);
  // ("from one slice to another", "one way or another"; not "one crash in the parser and another in the lexer", which counts)
  // ("mapping one tree onto another", "converts one format into another": one thing and another, no count)
  // ("lets one switch", "whatever else one prefers", "one can use": the impersonal pronoun, which counts nothing)
  const before = text.slice(Math.max(0, q.start - 24), q.start);
  return (/\bfrom\s+$/i.test(text.slice(Math.max(0, q.start - 6), q.start)) && /\bto\s+(?:another|the\s+other)\b/i.test(clause)) ||
    /^\s+\p{L}+\s+or\s+another\b/iu.test(clause) ||
    /^(?:\s+[\p{L}-]+){1,4}?\s+(?:onto|into|to)\s+another\b/iu.test(clause) ||
    impersonalOne(before, after);
}

/**
 * "one" as the impersonal pronoun, which counts nothing: "whatever else one prefers" (after "else", "whatever", a verb in
 * -s or -ed), "lets one switch between …" (after "lets", "allows", a bare verb and then its object; "allows one user to
 * log in" counts a user). Before a modal, "one can", it is read where the figure is.
 */
function impersonalOne(before: string, after: string): boolean {
  if (/\b(?:else|whatever)\s+$/i.test(before) && /^\s+[a-z]+(?:s|ed)\b/.test(after) && !/^\s+[a-z]+(?:ss|us|is)\b/.test(after)) return true;
  return /\b(?:lets?|allows?|helps?|enables?|makes?)\s+$/i.test(before) &&
    /^\s+[a-z]+\s+(?:between|the|a|an|its|their|your|any|from|with|over|through|across|among)\b/.test(after) &&
    !/^\s+(?:of|or|and|more|less|other|another|per|time|times|way)\b/i.test(after);
}

/** A figure as read so far from its first token(s): what quantitiesOfTokens goes on reading after it. */
class Figure {
  kind: QuantityKind = 'count';
  unit: string | null = null;
  fixedUnit = false;
  approx: Quantity['approx'] = undefined;
  constructor(public value: number, public start: number, public end: number, public next: number, public readonly isDigits: boolean) {}
}

const MONTH_NAMES = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)$/;
/** An ordinal figure of at most 31 beside a month's name: "the 14th of May", "14th May", "May 14th". */
function dayOfMonth(tokens: Token[], i: number): boolean {
  if (!/^(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)$/i.test(tokens[i]!.text)) return false;
  const next = tokens[i + 1]?.norm === 'of' ? tokens[i + 2] : tokens[i + 1];
  const previous = tokens[i - 1];
  return (next !== undefined && MONTH_NAMES.test(next.norm)) || (previous !== undefined && MONTH_NAMES.test(previous.norm.replace(/\.$/, '')));
}

/** The largest base read as a power ("16^4"): a number after which "^" or a superscript is an exponent, not a footnote mark. */
export const POWER_BASE_MAX = 16;
/** A power's value a number can hold exactly: a safe integer, or a fraction no smaller than 1e-15. */
export function exactPower(value: number): boolean {
  return Number.isFinite(value) && value !== 0 && (Number.isSafeInteger(value) || (Math.abs(value) < 1 && Math.abs(value) >= 1e-15));
}
/** Whether tokens[i] stands inside inline code: an odd number of backtick tokens before it. */
function insideCode(tokens: Token[], i: number): boolean {
  let marks = 0;
  for (let k = 0; k < i; k++) if (tokens[k]!.text === '`') marks++;
  return marks % 2 === 1;
}
/** "2^10" written out as its value, "1024", outside code: how list and slot readings that compare words see a power. */
export function powersAsValues(text: string): string {
  if (!text.includes('^') && !text.includes('<sup>')) return text;
  return text.split(/(`+[^`]*`+)/).map((part, k) => k % 2 === 1 ? part : part.replace(/(?<![\w.^])(\d{1,2})(?:\^|<sup>)([-−]?)(\d{1,3})(?:<\/sup>)?(?![\w^])/g, (m, base: string, minus: string, exp: string) => {
    if (Number(base) > POWER_BASE_MAX) return m;
    const value = Number(base) ** (minus ? -Number(exp) : Number(exp));
    return exactPower(value) ? String(value) : m;
  })).join('');
}

/** The figure a number token tokens[i] starts ("150M", "3rd", "$5", "-3", "2.7.9"). */
function numberFigure(tokens: Token[], i: number): Figure {
  const t = tokens[i]!;
  const parsed = parseNumberToken(t.text);
  const f = new Figure(parsed.value * parsed.scale, t.start, t.end, i + 1, true);
  if (parsed.suffix === 'x' || parsed.suffix === '\u00d7') { f.kind = 'multiplier'; f.unit = MULTIPLIER_UNIT; f.fixedUnit = true; }
  // (a day of the month, "the 14th of May", "May 14th", is the day "14 May" names: a count, as a day's number is)
  else if (ORDINAL_SUFFIXES.has(parsed.suffix) && !dayOfMonth(tokens, i)) { f.kind = 'ordinal'; f.fixedUnit = true; }
  else if (ORDINAL_SUFFIXES.has(parsed.suffix)) f.fixedUnit = true;
  else if (parsed.suffix === 's' && /^\d{2,4}s$/.test(t.text)) { f.kind = 'year'; f.fixedUnit = true; }
  else if (parsed.suffix !== '') { f.unit = parsed.suffix; f.fixedUnit = true; }
  // "2/3 of the vote": a fraction, as "two thirds of" is
  const slash = tokens[i + 1];
  const below = tokens[i + 2];
  if (parsed.suffix === '' && slash?.text === '/' && adjacent(t, slash) && below?.kind === 'number' && adjacent(slash, below) && tokens[i + 3]?.norm === 'of' &&
    /^\d+$/.test(t.text) && /^\d+$/.test(below.text) && f.value > 0 && f.value < Number(below.text) && Number(below.text) <= 12) {
    f.value = (100 * f.value) / Number(below.text);
    f.kind = 'percent'; f.unit = PERCENT_UNIT; f.fixedUnit = true;
    f.approx = fractionRange(tokens, i, f.value);
    f.end = below.end;
    f.next = i + 3;
    return f;
  }
  const prev = tokens[i - 1];
  if (isMinus(prev) && adjacent(prev, t)) {
    const before = tokens[i - 2];
    // (after an opening quote or code mark too: "``-1``", "`-1`")
    // (not after a figure's sign or a closing bracket: "10%-20%" is a range; nor a second hyphen, "00--0x7F": a dash)
    if (!adjacent(before, prev) || (before!.kind === 'punct' && !/^[%)\]\-–—]$/.test(before!.text)) || /^[`'"“‘]$/.test(before!.text)) { f.value = -f.value; f.start = prev!.start; }
  } else if (prev !== undefined && adjacent(prev, t) && CURRENCY.has(prev.text)) {
    f.unit = CURRENCY.get(prev.text)!;
    f.fixedUnit = true;
    f.start = prev.start;
  }
  // "2^10", "10^-3" (and a source's "2<sup>10</sup>", read so): a power is one figure, 1024, not "2" and "10" — of a small
  // base, outside code (where "^" is XOR in C, Go and Python), and only where the value is exact as a number
  const caret = tokens[i + 1];
  if (parsed.suffix === '' && parsed.scale === 1 && (/^\d{1,2}$/.test(t.text) ? POWER_BASE_MAX >= Number(t.text) : /^\d+\.\d+$/.test(t.text)) &&
    caret?.text === '^' && adjacent(t, caret) && !insideCode(tokens, i)) {
    let k = i + 2;
    const negative = isMinus(tokens[k]) && adjacent(caret, tokens[k]);
    if (negative) k++;
    const exponent = tokens[k];
    if (exponent?.kind === 'number' && /^\d{1,3}$/.test(exponent.text) && adjacent(tokens[k - 1], exponent)) {
      const value = f.value ** (negative ? -Number(exponent.text) : Number(exponent.text));
      // (a power a number cannot hold exactly, "2^64", "1.5^2", is still one figure, of about that value: not its base)
      if (exactPower(value) || (Number.isFinite(value) && value !== 0)) {
        f.value = value;
        f.end = exponent.end;
        f.next = k + 1;
        return f;
      }
    }
    // ("2^n", "1.5^k": a power of a symbol is one figure, the same only as the same power; see sameQuantity)
    if (!negative && exponent?.kind === 'word' && /^[A-Za-z]$/.test(exponent.text) && adjacent(caret, exponent)) {
      f.end = exponent.end;
      f.next = k + 1;
      f.fixedUnit = true;
      return f;
    }
  }
  // "2.7.9", "3.10.2": a dotted version is one figure, not "2.7" and "9"
  while (/^\d+\.\d+$/.test(t.text)) {
    const dot = tokens[f.next];
    const part = tokens[f.next + 1];
    if (dot?.text !== '.' || part?.kind !== 'number' || !/^\d+(?:\.\d+)?$/.test(part.text) || !adjacent(tokens[f.next - 1], dot) || !adjacent(dot, part)) break;
    f.end = part.end;
    f.next += 2;
    f.fixedUnit = true;
  }
  return f;
}

/**
 * The figure a word tokens[i] starts ("a year and a half", "half", "doubled", "a third of", "twice", "tenth",
 * "twenty-five"), or, when it starts none or makes a whole quantity by itself (pushed to out: "two thirds"),
 * the index of the token to go on from.
 */
function wordFigure(text: string, tokens: Token[], i: number, out: Quantity[]): Figure | number {
  const t = tokens[i]!;
  if ((t.norm === 'a' || t.norm === 'an') && unitOf(tokens[i + 1]?.norm ?? null)?.family === 'time' && isAndAHalf(tokens, i + 2)) {
    // "a year and a half"
    const f = new Figure(1.5, t.start, tokens[i + 4]!.end, i + 5, false);
    f.unit = unitOf(tokens[i + 1]!.norm)!.canonical;
    f.fixedUnit = true;
    return f;
  }
  if (t.norm === 'half' && !isAndAHalf(tokens, i - 2) && !halfADozen(tokens, i)) {
    const f = new Figure(50, t.start, t.end, i + 1, false);
    f.kind = 'percent'; f.unit = PERCENT_UNIT; f.fixedUnit = true;
    f.approx = fractionRange(tokens, i, 50);
    return f;
  }
  if (HALVING_VERBS.has(t.norm)) {
    const f = new Figure(50, t.start, t.end, i + 1, false);
    f.kind = 'percent'; f.unit = PERCENT_UNIT; f.fixedUnit = true;
    return f;
  }
  if (MULTIPLYING_VERBS.has(t.norm)) {
    const f = new Figure(MULTIPLYING_VERBS.get(t.norm)!, t.start, t.end, i + 1, false);
    f.kind = 'multiplier'; f.unit = MULTIPLIER_UNIT; f.fixedUnit = true;
    return f;
  }
  if ((t.norm === 'a' || t.norm === 'one') && FRACTION_DENOMINATORS.has(tokens[i + 1]?.norm ?? '') &&
    (tokens[i + 2]?.norm === 'of' || tokens[i - 1]?.norm === 'by')) {
    // "a third of", "one quarter of", "fell by a quarter" (not "the third study")
    const f = new Figure(100 / FRACTION_DENOMINATORS.get(tokens[i + 1]!.norm)!, t.start, tokens[i + 1]!.end, i + 2, false);
    f.kind = 'percent'; f.unit = PERCENT_UNIT; f.fixedUnit = true;
    f.approx = fractionRange(tokens, i, f.value);
    return f;
  }
  // ("more than a hundred people", "about a thousand users", "a dozen rules": the article counts one of the scale word)
  const scale = t.norm === 'a' || t.norm === 'an' ? tokens[i + 1] : undefined;
  if (scale !== undefined && (SCALE_WORDS.has(scale.norm) || scale.norm === 'dozen') && tokens[i - 1]?.norm !== 'half') {
    const after = tokens[i + 2];
    // (a counted noun, or another scale word, right after: not "a hundred of them", "a thousand times over" is read as a multiplier elsewhere)
    if (after === undefined || after.kind !== 'word' || (after.stop && !SCALE_WORDS.has(after.norm))) return i + 1;
    return new Figure(scale.norm === 'dozen' ? 12 : SCALE_WORDS.get(scale.norm)!, t.start, scale.end, i + 2, false);
  }
  if (MULTIPLIER_WORDS.has(t.norm)) {
    const f = new Figure(MULTIPLIER_WORDS.get(t.norm)!, t.start, t.end, i + 1, false);
    f.kind = 'multiplier'; f.unit = MULTIPLIER_UNIT; f.fixedUnit = true;
    return f;
  }
  if (ORDINAL_WORDS.has(t.norm)) {
    const f = new Figure(ORDINAL_WORDS.get(t.norm)!, t.start, t.end, i + 1, false);
    f.kind = 'ordinal'; f.fixedUnit = true;
    return f;
  }
  if (!CARDINAL_WORDS.has(t.norm)) return i + 1;
  const f = new Figure(CARDINAL_WORDS.get(t.norm)!, t.start, t.end, i + 1, false);
  // "two thirds", "three quarters", "three-quarters"
  const hyphen = tokens[i + 1]?.norm === '-' && adjacent(t, tokens[i + 1]) && adjacent(tokens[i + 1], tokens[i + 2]) ? 1 : 0;
  const fraction = tokens[i + 1 + hyphen];
  const denominator = FRACTION_DENOMINATORS.get(fraction?.norm ?? '');
  if (denominator !== undefined && f.value > 1 && f.value < denominator && fraction!.norm.endsWith('s')) {
    const value = (100 * f.value) / denominator;
    out.push({ raw: text.slice(t.start, fraction!.end), start: t.start, end: fraction!.end, value, unit: PERCENT_UNIT,
      kind: 'percent', approx: fractionRange(tokens, i, value) });
    return i + 2 + hyphen;
  }
  // "twenty-five"
  const dash = tokens[i + 1];
  const unitWord = tokens[i + 2];
  if (f.value >= 20 && f.value % 10 === 0 && dash?.norm === '-' && adjacent(t, dash) && adjacent(dash, unitWord) &&
    unitWord !== undefined && (CARDINAL_WORDS.get(unitWord.norm) ?? 10) < 10) {
    f.value += CARDINAL_WORDS.get(unitWord.norm)!;
    f.end = unitWord.end;
    f.next = i + 3;
  }
  if (t.norm === 'dozen') {
    // "half a dozen", "a half-dozen", "half dozen": six; "a couple (of) dozen", "a few dozen", "several dozen": no exact count
    const halfAt = [1, 2].find((k) => halfADozen(tokens, i - k));
    if (halfAt !== undefined) {
      f.value = 6;
      f.start = tokens[i - halfAt]!.start;
    } else if (/^(?:couple|few|several|many|some|of)$/.test(tokens[i - 1]?.norm ?? '')) {
      return i + 1;
    }
  }
  // ("the one found in …", "each one", "no one": a pronoun after a determiner, no count)
  if (t.norm === 'one' && ONE_AS_PRONOUN_AFTER.has(tokens[i - 1]?.norm ?? '')) return i + 1;
  // ("One should not confuse …", "one can see": the generic pronoun before a modal; "only one can run" counts)
  if (t.norm === 'one' && GENERIC_ONE_BEFORE.has(tokens[i + 1]?.norm ?? '') && !ONE_COUNTED_AFTER.has(tokens[i - 1]?.norm ?? '')) return i + 1;
  if (t.norm === 'one' || t.norm === 'dozen' || t.norm === 'hundred') {
    // "one of the …" and "hundreds of" are not counts; require a counted noun right after.
    const after = tokens[f.next];
    // ("a one-week period", "one-year terms": a measure in a compound is a count like "two-week")
    const measured = t.norm === 'one' && after?.norm === '-' && adjacent(t, after) && adjacent(after, tokens[f.next + 1]) &&
      tokens[f.next + 1]?.kind === 'word' && unitOf(tokens[f.next + 1]!.norm) !== undefined;
    if ((after === undefined || after.kind !== 'word' || after.stop) && !measured && ratioDenominator(tokens, f.next, f.value) === undefined) return i + 1;
  }
  return f;
}

/** Determiners after which "one" stands for a noun said before ("the one", "this one", "any one"). */
const ONE_AS_PRONOUN_AFTER = new Set(['the', 'this', 'that', 'each', 'every', 'any', 'which', 'no', 'another']);

/** Modals after which "one" is the generic pronoun ("one should", "one can") … */
export const GENERIC_ONE_BEFORE = new Set(['should', 'can', 'could', 'may', 'might', 'must', 'would', 'shall', 'cannot', 'ought',
  // (and verbs of a person's wish, need or doing: "when one wants to support GFM", "one calls format on it")
  'wants', 'wishes', 'needs', 'calls', 'uses', 'writes', 'knows', 'expects', 'tries', 'prefers', 'likes', 'sees', 'finds', 'gets']);
/** … unless a word before it makes it a count ("only one can", "at least one must", "more than one may"). */
export const ONE_COUNTED_AFTER = new Set(['only', 'just', 'exactly', 'least', 'most', 'than', 'but', 'precisely']);

/** tokens[i] is the "half" of "half a dozen", "a half-dozen", "half dozen": six, no share. */
export function halfADozen(tokens: readonly Token[], i: number): boolean {
  if (tokens[i]?.norm !== 'half') return false;
  const next = tokens[i + 1];
  return next?.norm === 'dozen' || ((next?.norm === '-' || next?.norm === 'a') && tokens[i + 2]?.norm === 'dozen');
}

/** Words that bound a figure from after it ("3 or more", "3.8 or older"): true for a lower bound. */
export const POST_BOUND_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['more', true], ['greater', true], ['higher', true], ['above', true], ['newer', true], ['later', true], ['up', true], ['upward', true], ['upwards', true],
  ['fewer', false], ['less', false], ['lower', false], ['below', false], ['older', false], ['earlier', false],
]);
/**
 * A bound right after a figure's tokens ending at `at`: "or more", "and later", "or fewer" (not "or more than …"), or a
 * "+" joined to the figure ("15+").
 */
export function postBound(tokens: Token[], at: number, figureEnd: number): { end: number; next: number; lower: boolean } | undefined {
  const a = tokens[at];
  if (a?.text === '+' && a.start === figureEnd && !(tokens[at + 1] && tokens[at + 1]!.start === a.end && /^[\p{L}\p{N}+]/u.test(tokens[at + 1]!.text))) {
    return { end: a.end, next: at + 1, lower: true };
  }
  const b = tokens[at + 1];
  if (!a || !b || (a.norm !== 'or' && a.norm !== 'and')) return undefined;
  const lower = POST_BOUND_WORDS.get(b.norm);
  if (lower === undefined || tokens[at + 2]?.norm === 'than') return undefined;
  return { end: b.end, next: at + 2, lower };
}

/** Reads what follows the figure tokens[i] starts (a share, "and a half", scale words, a unit), pushes it to out, and gives the index to go on from. */
function finishFigure(text: string, tokens: Token[], i: number, f: Figure, out: Quantity[]): number {
  const t = tokens[i]!;
  let { value, kind, unit, start, end, next, fixedUnit, approx } = f;
  const isDigits = f.isDigits;
  // "one in five", "1 in 4": a share
  const ratio = kind === 'count' && !fixedUnit ? ratioDenominator(tokens, next, value) : undefined;
  if (ratio !== undefined) {
    value = (100 * value) / ratio;
    kind = 'percent'; unit = PERCENT_UNIT; fixedUnit = true;
    approx = { min: value - FRACTION_TOLERANCE, max: value + FRACTION_TOLERANCE };
    end = tokens[next + 1]!.end;
    next += 2;
  }
  // "two and a half years"
  if (kind === 'count' && !fixedUnit && isAndAHalf(tokens, next)) {
    value += 0.5;
    end = tokens[next + 2]!.end;
    next += 3;
  }
  // Scale words: "3 million", "two hundred".
  while (kind === 'count' && tokens[next]?.kind === 'word' && SCALE_WORDS.has(tokens[next]!.norm)) {
    value *= SCALE_WORDS.get(tokens[next]!.norm)!;
    end = tokens[next]!.end;
    next++;
  }
  // a bound said after the figure: "3 or more", "seven or more years", "2.7.1 or newer", "15+"
  const postbound = postBound(tokens, next, end);
  if (postbound) {
    end = postbound.end;
    next = postbound.next;
  }
  // Percent, multipliers and nouns after the number.
  const n1 = tokens[next];
  const n2 = tokens[next + 1];
  if (kind === 'count' && !fixedUnit && n1 !== undefined) {
    if (n1.text === '%' || n1.norm === 'percent' || n1.norm === 'pct' || (n1.norm === 'per' && n2?.norm === 'cent')) {
      kind = 'percent'; unit = PERCENT_UNIT;
      end = n1.norm === 'per' ? n2!.end : n1.end;
    } else if (n1.norm === 'percentage' && (n2?.norm === 'point' || n2?.norm === 'points')) {
      kind = 'percent'; unit = PERCENTAGE_POINT_UNIT; end = n2.end;
    } else if (/^(?:\u00d7|x|\*|\u00b7)$/.test(n1.text) && n2?.text === '10' && tokens[next + 2]?.text === '^' && adjacent(n2, tokens[next + 2]) &&
      tokens[next + 3]?.kind === 'number' && /^\d{1,3}$/.test(tokens[next + 3]!.text) && adjacent(tokens[next + 2], tokens[next + 3])) {
      // scientific notation, "3 × 10^12 tokens": one figure, 3e12, not 3 times something and 10^12
      value *= 10 ** Number(tokens[next + 3]!.text);
      end = tokens[next + 3]!.end;
      next += 4;
      unit = unitAfter(tokens, next).unit;
    } else if (n1.norm === 'fold' || n1.norm === 'times' || n1.text === '\u00d7' ||
      (n1.norm === '-' && adjacent(tokens[next - 1], n1) && adjacent(n1, n2) && n2?.norm === 'fold')) {
      kind = 'multiplier'; unit = MULTIPLIER_UNIT;
      end = n1.norm === '-' ? n2!.end : n1.end;
    } else if (isDigits && /^\d{4}$/.test(t.text) && value >= 1500 && value <= 2100 &&
      (yearContext(tokens[i - 1]?.norm ?? '', n1) || unitAfter(tokens, next).unit === null)) {
      kind = 'year';
    } else if (n1.norm === '-' && adjacent(tokens[next - 1], n1) && n2?.kind === 'word' && adjacent(n1, n2) && !n2.stop &&
      /^\p{L}+$/u.test(n2.norm) && !/(?:ly|ed|ing|like|style|ish)$/.test(n2.norm)) {
      // a hyphenated measure: "8-bit", "a two-week cycle", "a 3-day freeze"
      unit = stem(n2.norm);
    } else if (!namedVersion(tokens, i)) {
      unit = unitAfter(tokens, next).unit;
    }
  } else if (kind === 'count' && isDigits && n1 === undefined && /^\d{4}$/.test(t.text) && value >= 1500 && value <= 2100) {
    kind = 'year';
  }
  if (kind === 'count' && !Number.isInteger(value)) kind = 'decimal';
  const approximated = approx === undefined && kind !== 'year' && kind !== 'ordinal'
    ? digitRange(text, tokens, i, value) ?? (postbound ? { min: postbound.lower ? value : -Infinity, max: postbound.lower ? Infinity : value, start, oneSided: true, loose: false } : undefined)
    : undefined;
  if (approximated) {
    // the approximator is part of the figure ("more than 30%"), not a word of its own
    approx = { min: approximated.min, max: approximated.max };
    start = Math.min(start, approximated.start);
  }
  const measure = unitOf(unit);
  if (measure && unit !== null && (isDigits || !SHORT_UNIT_FORMS.has(unit))) unit = measure.canonical;
  out.push({ raw: text.slice(start, end), start, end, value, unit, kind, ...(approx ? { approx } : {}), ...(approximated?.oneSided ? { bounded: true as const } : {}),
    ...(approximated?.loose ? { loose: true as const } : {}) });
  inheritFromRangeEnd(text, out);
  inheritFromRangeStart(text, out);
  let after = Math.max(next, i + 1);
  while (after < tokens.length && tokens[after]!.start < end) after++;
  return after;
}

/** b in "a in b" ("one in five", "1 in 4") when tokens[at] is "in" and b is a small whole number above a, not a time span. */
function ratioDenominator(tokens: Token[], at: number, numerator: number): number | undefined {
  const word = tokens[at + 1];
  if (tokens[at]?.norm !== 'in' || word === undefined || numerator < 1 || !Number.isInteger(numerator)) return undefined;
  const b = word.kind === 'number' && /^\d{1,4}$/.test(word.text) ? Number(word.text) : CARDINAL_WORDS.get(word.norm);
  if (b === undefined || b <= numerator || b > 1000) return undefined;
  const after = tokens[at + 2];
  return after !== undefined && after.kind === 'word' && (unitOf(after.norm) !== undefined || after.norm === 'the') ? undefined : b;
}

/** tokens[at..at+2] read "and a half". */
function isAndAHalf(tokens: Token[], at: number): boolean {
  return at >= 0 && tokens[at]?.norm === 'and' && tokens[at + 1]?.norm === 'a' && tokens[at + 2]?.norm === 'half';
}

/** The values a worded fraction at tokens[at] allows, widened by an approximator written right before it ("just over"). */
function fractionRange(tokens: Token[], at: number, value: number): { min: number; max: number } {
  for (const a of APPROXIMATORS) {
    const from = at - a.words.length;
    if (from >= 0 && a.words.every((w, k) => tokens[from + k]!.norm === w)) return { min: value - a.below, max: value + a.above };
  }
  return { min: value - FRACTION_TOLERANCE, max: value + FRACTION_TOLERANCE };
}

const RANGE_JOINER = /^\s*(?:-|\u2013|\u2014|to|and|or)\s*$/i;

/** In "10–20%", "between 10 and 20 questions", the first number takes the unit written only after the second. */
function inheritFromRangeEnd(text: string, out: Quantity[]): void {
  const last = out[out.length - 1]!;
  const first = out[out.length - 2];
  if (first === undefined || first.unit !== null || (first.kind !== 'count' && first.kind !== 'decimal')) return;
  if (last.unit === null || last.kind === 'ordinal' || !RANGE_JOINER.test(text.slice(first.end, last.start))) return;
  first.unit = last.unit;
  if (last.kind === 'percent' || last.kind === 'multiplier') first.kind = last.kind;
}

/** In "from 5561 pystones to 5685", "between 4 workers and 10", the second number takes the unit written only after the first. */
function inheritFromRangeStart(text: string, out: Quantity[]): void {
  const last = out[out.length - 1]!;
  const first = out[out.length - 2];
  if (first === undefined || first.unit === null || last.unit !== null || (last.kind !== 'count' && last.kind !== 'decimal') || first.kind !== last.kind) return;
  const between = /^\s+[\p{L}-]+\s*(?:-|\u2013|\u2014|to|and)\s*$/iu.exec(text.slice(first.end, last.start));
  if (!between || !/\b(?:from|between)\s+$/i.test(text.slice(Math.max(0, first.start - 8), first.start))) return;
  last.unit = first.unit;
}

const NUMERIC_KINDS: ReadonlySet<QuantityKind> = new Set(['count', 'year', 'decimal']);
/** A figure of three or more dotted parts: a version or an address, not a decimal. */
/** A version or an address of several dots ("2.3.2", "10.0.0.1"), read by its parser as its first two parts. */
export const MULTI_DOT = /^\d+(?:\.\d+){2,}$/;
/** The dotted figure a figure's text holds ("3.10", "2.7.1"), without a bound around it, if any. */
function dottedFigure(raw: string): string | undefined {
  return /(?<![\d.])\d+(?:\.\d+)+(?![\d.])/.exec(raw)?.[0];
}
/** A figure whose text ends in a bound said after it ("3.1 or newer", "15+"). */
const POST_BOUNDED = /(?:\+|\s(?:or|and)\s\p{L}+)$/u;

/**
 * Same value (whatever the surface form) and compatible kind and unit. A missing noun unit is compatible with any noun.
 * Two bounded figures are the same only with the same figure: "less than 150 ns" is not "less than 100 ns", although
 * their ranges overlap (whether one bound implies the other is not the question: the writer changed the figure).
 */
export function sameQuantity(a: Quantity, b: Quantity): boolean {
  // a version or an address of several dots ("2.3.2", "10.0.0.1") is read as its first two parts: only the same string is it
  // (its bound aside: "2.7.1 or newer", "at least 2.7.1"); so is a version with a bound after it, "3.1 or newer", not
  // "3.10 or newer"
  const [da, db] = [dottedFigure(a.raw), dottedFigure(b.raw)];
  const severalDots = (d: string | undefined) => d !== undefined && d.split('.').length > 2;
  if (severalDots(da) || severalDots(db) || ((da !== undefined || db !== undefined) && (POST_BOUNDED.test(a.raw) || POST_BOUNDED.test(b.raw)))) return da === db;
  const ua = unitOf(a.unit);
  const ub = unitOf(b.unit);
  const bothBounded = a.bounded === true && b.bounded === true;
  if (ua && ub && ua.family === ub.family && ua.canonical !== ub.canonical && a.kind !== 'ordinal' && b.kind !== 'ordinal') {
    // "18 months" is "1.5 years"; "5 cm" is not "5 mm"
    const ra = bothBounded ? { min: a.value * ua.scale, max: a.value * ua.scale } : rangeOf(a, ua.scale);
    const rb = bothBounded ? { min: b.value * ub.scale, max: b.value * ub.scale } : rangeOf(b, ub.scale);
    const tolerance = 1e-6 * Math.max(Math.abs(ra.max), Math.abs(rb.max));
    return ra.min <= rb.max + tolerance && rb.min <= ra.max + tolerance;
  }
  if ((a.approx || b.approx) && !bothBounded) {
    const numeric = a.kind === b.kind || (NUMERIC_KINDS.has(a.kind) && NUMERIC_KINDS.has(b.kind));
    const units = a.unit === b.unit || ((a.kind === 'count' || a.kind === 'decimal') && (a.unit === null || b.unit === null));
    return numeric && units && withinApprox(a, b);
  }
  // (a power of a symbol is the same only as the same power, written alike: "2^n" is not "2", nor "2^k")
  if (SYMBOLIC_POWER.test(a.raw) || SYMBOLIC_POWER.test(b.raw)) return a.raw.replace(/\s+/g, '') === b.raw.replace(/\s+/g, '');
  // (integers past what a double holds exactly are compared as written: 2^64 is not 2^64 − 1)
  if (longIntegersDiffer(a, b)) return false;
  const scale = Math.max(1, Math.abs(a.value), Math.abs(b.value));
  if (Math.abs(a.value - b.value) > 1e-9 * scale && !longIntegersAlike(a, b)) return false;
  if (a.kind !== b.kind && !(NUMERIC_KINDS.has(a.kind) && NUMERIC_KINDS.has(b.kind))) return false;
  if (a.kind === 'percent' || a.kind === 'multiplier' || a.kind === 'ordinal') return a.unit === b.unit;
  return a.unit === null || b.unit === null || a.unit === b.unit;
}

/** Two figures written as integers (or powers of integers), one past what a double holds exactly, that differ as written. */
export function longIntegersDiffer(a: Quantity, b: Quantity): boolean {
  const [ia, ib] = [writtenInteger(a), writtenInteger(b)];
  return ia !== undefined && ib !== undefined && (ia.length > 15 || ib.length > 15) && ia !== ib;
}
function longIntegersAlike(a: Quantity, b: Quantity): boolean {
  const [ia, ib] = [writtenInteger(a), writtenInteger(b)];
  return ia !== undefined && ia === ib && ia.length > 15;
}
const SYMBOLIC_POWER = /\d\^[A-Za-z](?![A-Za-z])/;
/** A quantity written with one integer ("18446744073709551616", "up to 1,024") or a power of one, as its digits; undefined otherwise. */
function writtenInteger(q: Quantity): string | undefined {
  // (a power of whole numbers, "2^64", "2<sup>53</sup>", as its exact digits)
  const power = /(?<![\d.])(\d{1,3})\s*(?:\^|<sup>)\s*(\d{1,3})(?![\d.])/.exec(q.raw);
  if (power) return (BigInt(power[1]!) ** BigInt(power[2]!)).toString();
  const runs = [...q.raw.matchAll(/([-−]?)(?<![\d.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\d.,]\d)/g)];
  const m = runs.length === 1 && !/\d[.]\d/.test(q.raw) ? runs[0]! : undefined;
  if (!m) return undefined;
  const digits = m[2]!.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  return (m[1] ? '-' : '') + digits;
}

/** The values a quantity allows (its worded range, or its value), times a unit scale. */
export function rangeOf(q: Quantity, scale = 1): { min: number; max: number } {
  const r = q.approx ?? { min: q.value, max: q.value };
  return { min: r.min * scale, max: r.max * scale };
}

/** One quantity's value lies in the other's worded range (two ranges overlap). */
function withinApprox(a: Quantity, b: Quantity): boolean {
  const ra = rangeOf(a);
  const rb = rangeOf(b);
  if (!(ra.min <= rb.max + 1e-9 && rb.min <= ra.max + 1e-9)) return false;
  // ("about 2.5" is not "about 2.25", nor "2.25": a figure "about" a value is that value rounded to its last written digit,
  // give or take one of that digit; "about 30%" is 33%, "about 2.5 s" is 2.4 s)
  if (!aroundOnly(a) || !aroundOnly(b)) return true;
  const [ua, ub] = [lastDigitUnit(a.raw), lastDigitUnit(b.raw)];
  if (ua === undefined || ub === undefined) return true;
  return Math.abs(a.value - b.value) <= Math.max(ua, ub) * (1 + 1e-9);
}
/** An exact figure, or one "about" a value (a range on both sides of it), not a bound ("over 30"). */
const aroundOnly = (q: Quantity): boolean => q.approx === undefined || (q.bounded !== true && q.approx.min < q.value && q.approx.max > q.value);
/** The place value of a figure's last written digit: "2.5" 0.1, "2.25" 0.01, "30" 10, "1,000" 1000, "95" 1; undefined for words. */
function lastDigitUnit(raw: string): number | undefined {
  const m = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/.exec(raw);
  if (!m) return undefined;
  if (m[2] !== undefined) return 10 ** -m[2].length;
  const zeros = /0*$/.exec(m[1]!.replace(/,/g, ''))![0].length;
  return m[1]!.replace(/,/g, '') === '0' ? 1 : 10 ** zeros;
}

/** Canonical term for a quantity, shared by claims and sources in the discovery index ("1897", "50%", "2x"). */
export function quantityTerm(q: Quantity): string {
  const v = String(q.value);
  switch (q.kind) {
    case 'percent': return q.unit === PERCENT_UNIT ? `${v}%` : `${v}pp`;
    case 'multiplier': return `${v}x`;
    case 'ordinal': return `${v}th`;
    default: return v;
  }
}


/** A value as a map key: equal values (up to float noise) share it. */
const valueKey = (v: number) => (Number.isFinite(v) ? String(Number(v.toPrecision(10))) : String(v));

/**
 * Quantities indexed by value, so finding the quantity another one matches looks at a few candidates instead of
 * scanning all of them: a span or claim listing thousands of numbers is compared in linear time, not quadratic.
 */
export class QuantityIndex {
  private readonly byKey = new Map<string, number[]>();
  /** Quantities with a range: any value inside it may match them. */
  private readonly ranged: number[] = [];

  constructor(readonly quantities: readonly Quantity[]) {
    quantities.forEach((q, i) => {
      if (q.approx) this.ranged.push(i);
      for (const key of keysOf(q)) {
        const list = this.byKey.get(key);
        if (list) list.push(i);
        else this.byKey.set(key, [i]);
      }
    });
  }

  /** The first quantity (in text order) for which matches(q, p) holds, looking only where sameQuantity(q, p) or an equal value can hold. */
  find(q: Quantity, matches: (q: Quantity, p: Quantity) => boolean = sameQuantity): Quantity | undefined {
    if (q.approx) {
      // a range may take in any value: scan (claims and spans state few such figures)
      for (const p of this.quantities) if (matches(q, p)) return p;
      return undefined;
    }
    // the first match of the very same kind and unit ("2009" a year, not "2009 Python" a count), else the first match
    let best = Infinity;
    let bestAlike = Infinity;
    for (const i of this.candidates(q)) {
      const p = this.quantities[i]!;
      const alike = p.kind === q.kind && p.unit === q.unit;
      if ((alike ? i >= bestAlike : i >= best) || !matches(q, p)) continue;
      if (alike) bestAlike = i;
      else best = i;
    }
    const at = bestAlike !== Infinity ? bestAlike : best;
    return at === Infinity ? undefined : this.quantities[at];
  }

  /** Every quantity (in text order) of the same kind and unit as q for which matches(q, p) holds, looking where find does. */
  findAllAlike(q: Quantity, matches: (q: Quantity, p: Quantity) => boolean): Quantity[] {
    const at = new Set<number>();
    const candidates = q.approx ? this.quantities.keys() : this.candidates(q);
    for (const i of candidates) {
      const p = this.quantities[i]!;
      if (p.kind === q.kind && p.unit === q.unit && matches(q, p)) at.add(i);
    }
    return [...at].sort((a, b) => a - b).map((i) => this.quantities[i]!);
  }

  /** The indexes where a quantity of q's value may stand: those of its keys, then those with a range (some twice). */
  private *candidates(q: Quantity): Iterable<number> {
    for (const key of keysOf(q)) yield* this.byKey.get(key) ?? [];
    yield* this.ranged;
  }

  has(q: Quantity): boolean {
    return this.find(q) !== undefined;
  }
}

const quantityKeys = new WeakMap<Quantity, readonly string[]>();
/** The keys under which a quantity can be found: its value, and its value in its measure's base unit (made once per quantity). */
function keysOf(q: Quantity): readonly string[] {
  let keys = quantityKeys.get(q);
  if (keys) return keys;
  const made = [`v:${valueKey(q.value)}`];
  const measure = q.kind === 'ordinal' ? undefined : unitOf(q.unit);
  if (measure) made.push(`f:${measure.family}:${valueKey(q.value * measure.scale)}`);
  quantityKeys.set(q, (keys = made));
  return keys;
}

const indexes = new WeakMap<readonly Quantity[], QuantityIndex>();
/** The index of a list of quantities, built once per list (lists of profiles are shared and never mutated). */
export function quantityIndex(quantities: readonly Quantity[]): QuantityIndex {
  let index = indexes.get(quantities);
  if (!index) {
    index = new QuantityIndex(quantities);
    indexes.set(quantities, index);
  }
  return index;
}
