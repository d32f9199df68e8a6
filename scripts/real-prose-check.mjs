// The real-prose mechanical check: sentences sampled from a real corpus (e.g. Rust RFCs and Python PEPs), each
// written into a chapter four times, and the CLI run on the chapter against that corpus as a user would:
//   (1) the sentence as written            → must be accepted
//   (2) one number changed                 → must be refuted
//   (3) "always" or a strong predicate in  → must not be accepted
//   (4) the subject swapped for another name of the corpus → must not be accepted
// and two probes on sentences sampled apart (no figure needed), each of which must not be accepted either:
//   (5) "not" put into the relation (or taken out of it)
//   (6) one word swapped for its opposite ("before" → "after", "faster" → "slower", "enables" → "disables")
//   (7) a name after the subject (the sentence's last name, when it has two) swapped for another name of the corpus
// and three rewordings that keep what the sentence says, on sentences sampled apart, each of which must be accepted and
// never refuted: (8) a contraction written out or made ("does not" ↔ "doesn't"), (9) a leading discourse marker
// dropped ("However, "), (10) a trailing non-restrictive clause (", which …") or an "(e.g. …)" aside dropped,
// (11) "This PEP" / "This RFC" at the start named by the document's number ("PEP 572", from pep-0572.rst),
// (12) the sentence attributed to its own document ("According to PEP 572, the …"), (13) the same cited after it
// ("… (PEP 572)."); and one more probe that must not be accepted: (14) the sentence attributed to another document of
// the corpus ("According to PEP 488, …" for a sentence of PEP 3128). Last, two sentences of one paragraph whose second
// opens with a result ("A. Therefore, B."): (15) joined as the writer would ("A, so B") is reported, never to be refuted;
// (16) the same joined the other way round ("B, so A") and (17) A joined to a sentence of another paragraph of the same
// file must not be accepted: the relation is not the source's
//   (16 and 17 count among the false accepts)
// and seven probes that take away what limits a sentence, on sentences sampled apart (their own random stream, so the
// variants above draw as before), each of which must not be accepted and counts among the false accepts:
//   (18) a quantifier raised ("some" → "all", "a few" → "most", "few" → "many")
//   (19) a modal strengthened in the main clause ("may"/"might"/"could"/"can" → "will", "should" → "must")
//   (20) a hedge taken out ("usually", "typically", "generally", "normally", "mostly")
//   (21) a condition dropped ("If X, Y." / "Y if X." / "Y unless X." → "Y.", Y a whole clause of five words or more)
//   (22) an exception or an upper bound dropped ("except …", "(except …)", "at most 3" → "3")
//   (23) a comparison reversed ("faster than" → "slower than", "more X than" → "less X than", "at least" ↔ "at most")
//   (24) a version changed ("Python 3.8" → "Python 3.9", "Python 2" ↔ "Python 3"; the number variant leaves versions alone)
// ("only" taken out is not among them: "X only runs on Linux" says that X runs on Linux, so the shorter claim is carried)
//   node scripts/real-prose-check.mjs <corpus-dir> [--sample 160] [--seed 1] [--cli bin/warrant.js] [--keep dir] [--json out.json] [--dump rows.jsonl]
// Nothing of the corpus is copied into the repository: the chapter is written to a temporary folder outside it.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));

export const VARIANTS = ['verbatim', 'number', 'strong', 'subject'];
export const PROBES = ['negated', 'opposite', 'object', 'misattributed'];
/** Rewordings that keep what the sentence says, as a writer citing it would: each must be accepted, never refuted. */
export const PARAPHRASES = ['contraction', 'discourse', 'excerpt', 'named', 'attributed', 'cited'];
/** Two sentences joined by "so": (15) as the source links them, (16) the other way round, (17) with another paragraph's sentence. */
export const LINKED = ['linked', 'reversed', 'apart'];
/**
 * Probes that take away what limits a claim, on sentences sampled apart: (18) a quantifier raised, (19) a modal strengthened,
 * (20) a hedge taken out, (21) a condition dropped, (22) an exception or an upper bound dropped, (23) a comparison reversed,
 * (24) a version changed. None of them may be accepted.
 */
export const RESTRICTIONS = ['quantifier', 'modal', 'hedge', 'condition', 'restriction', 'comparative', 'version'];
const ALL_VARIANTS = [...VARIANTS, ...PROBES, ...PARAPHRASES, ...LINKED, ...RESTRICTIONS];

export function parseCheckOptions(argv) {
  const opts = { corpus: null, sample: 160, seed: 1, cli: join(here, '..', 'bin', 'warrant.js'), keep: null, json: null, dump: null, extra: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--sample') opts.sample = Number(argv[++i]);
    else if (a === '--seed') opts.seed = Number(argv[++i]);
    else if (a === '--cli') opts.cli = resolve(argv[++i]);
    else if (a === '--keep') opts.keep = resolve(argv[++i]);
    else if (a === '--json') opts.json = argv[++i];
    else if (a === '--dump') opts.dump = argv[++i];
    else if (a === '--') opts.extra.push(...argv.slice(i + 1)), (i = argv.length);
    else if (a.startsWith('--')) throw new Error(`real-prose-check: unknown option ${a}`);
    else if (opts.corpus === null) opts.corpus = resolve(a);
    else throw new Error(`real-prose-check: one corpus folder only (got ${a})`);
  }
  if (!Number.isInteger(opts.sample) || opts.sample < 1) throw new Error('real-prose-check: --sample must be a positive integer');
  return opts;
}

/** mulberry32: a small seeded generator, so the same seed samples the same sentences. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const st = statSync(p);
    if (st.isDirectory()) out.push(...listFiles(p));
    else if (/\.(md|rst)$/i.test(name)) out.push(p);
  }
  return out;
}

/**
 * Prose paragraphs of a Markdown or reStructuredText file: blank-line separated blocks whose lines all start at
 * column 0 and that are not headings, lists, tables, quotes, directives, field lists, fenced or literal code.
 */
export function proseParagraphsOf(text) {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const paragraphs = [];
  let block = [];
  let fence = null;
  let literal = false; // rst: the paragraph before ended with "::", the indented block after it is code
  const flush = () => {
    if (block.length > 0 && isProseBlock(block)) paragraphs.push(block.join(' ').replace(/\s+/g, ' ').trim());
    if (block.length > 0) literal = /::\s*$/.test(block[block.length - 1]);
    block = [];
  };
  for (const line of lines) {
    if (fence) {
      if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    const f = /^\s*(```|~~~)/.exec(line);
    if (f) {
      flush();
      fence = f[1];
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (/^\s/.test(line)) {
      // indented: code, a literal block, a list continuation or a directive body; never sampled
      if (block.length === 0) continue;
      block.push('\u0000');
      continue;
    }
    if (literal && block.length === 0) literal = false;
    block.push(line);
  }
  flush();
  return paragraphs;
}

function isProseBlock(block) {
  if (block.includes('\u0000')) return false;
  const first = block[0];
  if (/^(#|>|[-*+] |\d+[.)] |[|+]|\.\.|:[\w -]+:|=+$|-+$|<|!\[|\[\^?[\w-]+\]:|[A-Z][\w-]*: )/.test(first)) return false;
  if (block.some((l) => /^(=+|-+|~+|\^+|\*+)$/.test(l.trim()) || /^\s*\|/.test(l))) return false; // rst headings, tables
  return true;
}

const ABBREVIATIONS = /\b(e\.g|i\.e|etc|vs|cf|Mr|Mrs|Dr|St|al|approx|resp|No|Vol|Fig|Sec)\.$/i;

/** Sentences of a prose paragraph: a stop, then space and a capital letter, not after a common abbreviation. */
export function sentencesOf(paragraph) {
  const out = [];
  let from = 0;
  const re = /([.!?])["')\]]*\s+(?=["'(`]?[A-Z`])/g;
  let m;
  while ((m = re.exec(paragraph))) {
    const piece = paragraph.slice(from, m.index + 1);
    if (ABBREVIATIONS.test(piece) || /\b[A-Z]\.$/.test(piece)) continue;
    out.push(paragraph.slice(from, m.index + m[0].trimEnd().length).trim());
    from = m.index + m[0].length;
  }
  out.push(paragraph.slice(from).trim());
  return out.filter((s) => s.length > 0);
}

/** A sentence a writer could quote as a claim: a real sentence of words, not code, markup, a list of identifiers or a fragment. */
export function isProseSentence(s) {
  const words = s.split(/\s+/);
  if (words.length < 8 || words.length > 45) return false;
  if (!/^[A-Z]/.test(s) || !/[a-z][.!]$|[a-z][)"]\.$|\d\.$/.test(s)) return false;
  // rst roles and links, Markdown links and images, HTML, footnotes, URLs, maths: markup a chapter would not carry as such
  if (/:\w+:`|`_|\]\(|\]\[|<\/?[a-z]|\[\^|https?:|\$|\\|\{|\}|\||=|::|->|=>|\[\d+\]|_\w+_|\*\*/.test(s)) return false;
  const code = (s.match(/``?[^`]+``?/g) ?? []).join('');
  if (code.length > 0.25 * s.length) return false;
  const prose = s.replace(/``?[^`]+``?/g, '');
  const letters = (prose.match(/[A-Za-z]/g) ?? []).length;
  if (letters < 0.7 * prose.replace(/\s/g, '').length) return false;
  const lower = prose.split(/\s+/).filter((w) => /^[a-z]+[,;:]?$/.test(w)).length;
  return lower >= 0.55 * words.length; // mostly ordinary words, not a list of names
}

/** Markup whose words are not prose: reST citation and footnote labels ("[public-vote]_"), link targets, bracketed URLs. */
const MARKUP_RANGES = /\[[^\]\s]+\]_|\]\([^)\s]*\)|<[a-z]+:[^>\s]*>/g;

/** Outside inline code and markup: a word a writer could change in the prose itself. */
function outsideCode(s, index) {
  const before = s.slice(0, index);
  if (((before.match(/`+/g) ?? []).length % 2) !== 0) return false;
  for (const m of s.matchAll(MARKUP_RANGES)) if (m.index <= index && index < m.index + m[0].length) return false;
  return true;
}

/** Words before a number that make it part of a name or a reference ("PEP 8", "Python 3", "RFC 1234", "version 2"). */
const NAMING_NUMBER = /(?:\b(?:PEP|PEPs|RFC|RFCs|Python|Rust|version|versions|v|issue|bpo|gh|section|chapter|step|phase|level|table|figure|appendix|option|rule|item|case|line|lines|edition|Unicode|UTF|ISO|C|C\+\+|IEEE|POSIX|Py|py|tier|alternative|school|Windows|macOS|Fedora|Ubuntu|Debian|Django|Qt|Tcl|Tk|HTTP|SSL|TLS|SHA|MD|x|X|u|i|f|Option|Box|Vec|PyPy|Jython|IronPython|Cython|LLVM|GCC|ABI|API)\s+|[#@~^/.:\-_]|\w)$/;

/** Numbers of a sentence a writer could change as a quantity: digits in prose, not in code, not part of a name, version or date. */
export function changeableNumbers(s) {
  const out = [];
  const re = /\d[\d,]*(?:\.\d+)?/g;
  let m;
  while ((m = re.exec(s))) {
    const raw = m[0].replace(/[,.]$/, '');
    const end = m.index + raw.length;
    const next = s.slice(end, end + 2);
    if (!outsideCode(s, m.index)) continue;
    if (NAMING_NUMBER.test(s.slice(Math.max(0, m.index - 12), m.index))) continue;
    // a number right after a capitalised word names something ("CentOS 7", "Tier 1"); a quoted one is a literal
    if (/[A-Z][\w-]*\s+$/.test(s.slice(Math.max(0, m.index - 24), m.index)) && !/^[A-Z][a-z]*\s+$/.test(s.slice(0, m.index))) continue;
    if (/["'“]$/.test(s.slice(0, m.index)) || /^["'”]/.test(next)) continue;
    // a small decimal is mostly a version ("in 3.6", "since 1.0") unless a unit follows it
    if (/\w\($/.test(s.slice(0, m.index))) continue; // "LL(1)": part of a name
    if (/^\d+\.\d+$/.test(raw) && !/^\s*(%|x\b|times|percent|seconds?|ms|s\b|[kMG]?B\b|bytes|bits|hours?|days?|minutes?)/.test(s.slice(end))) continue;
    if (/^(\.\d|[\w\-/:]|\.[a-z])/i.test(next) && !/^(st|nd|rd|th|s|x|%)\b/.test(s.slice(end, end + 3))) continue;
    if (/^\d{4}$/.test(raw) && /\b(in|since|by|until|of|from|before|after|early|late|mid)\s+$/i.test(s.slice(Math.max(0, m.index - 8), m.index)) === false &&
      /\b(January|February|March|April|May|June|July|August|September|October|November|December)\b/.test(s.slice(Math.max(0, m.index - 16), m.index))) continue;
    out.push({ start: m.index, end, raw });
  }
  // number words count things too: "three phases", "twelve members"
  const words = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|fifty|hundred)\b(?!-)/gi;
  while ((m = words.exec(s))) {
    if (!outsideCode(s, m.index) || !/^\s+[a-z]/.test(s.slice(m.index + m[0].length)) || /\b(one|or)\s+$/i.test(s.slice(0, m.index))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, raw: m[0] });
  }
  return out.sort((a, b) => a.start - b.start);
}

const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'twenty', 'thirty', 'fifty', 'hundred'];

/** Another value for a written number, in the same format: a writer's slip, not a rounding. */
export function changedNumber(raw, random) {
  const word = NUMBER_WORDS.indexOf(raw.toLowerCase());
  if (word >= 0) {
    const others = NUMBER_WORDS.filter((w) => w !== raw.toLowerCase());
    const other = others[Math.floor(random() * others.length)];
    return /^[A-Z]/.test(raw) ? other[0].toUpperCase() + other.slice(1) : other;
  }
  const plain = raw.replace(/,/g, '');
  // a year is mistyped by a few years, not doubled
  if (/^(1[5-9]|20)\d\d$/.test(plain)) return String(Number(plain) + (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 9)));
  const decimals = plain.includes('.') ? plain.split('.')[1].length : 0;
  const value = Number(plain);
  const step = decimals > 0 ? 10 ** -decimals : 1;
  const factors = [1.5, 2, 3, 0.5];
  let next = value;
  for (let tries = 0; tries < 8 && (next === value || next <= 0); tries++) {
    const f = factors[Math.floor(random() * factors.length)];
    next = value < 4 && decimals === 0 ? value + 1 + Math.floor(random() * 3) : Math.round((value * f) / step) * step;
  }
  if (next === value) next = value + step;
  let text = decimals > 0 ? next.toFixed(decimals) : String(Math.round(next));
  if (raw.includes(',') && decimals === 0) text = Number(text).toLocaleString('en-US');
  return text;
}

const ALREADY_STRONG = /\b(always|never|only|all|every|none|guarantees?|eliminates?|replaces?|proves?|must)\b/i;
const HEDGES = /\b(often|usually|sometimes|generally|typically|frequently|mostly|commonly|normally|rarely|occasionally)\b/;
const MODALS = /\b(may|might|could|can)\b(?!\s+not\b)/;
const AUXILIARIES = /\b(is|are|was|were|will|should|has|have|had|does|do|would)\b(?!\s+(not|n't|also|never|always)\b)/;

/** The sentence with "always" put into its relation (a hedge or modal strengthened, or "always" after an auxiliary), or null. */
export function strengthened(s) {
  const prose = (re) => {
    const g = new RegExp(re.source, 'g');
    let m;
    while ((m = g.exec(s))) if (outsideCode(s, m.index)) return m;
    return null;
  };
  if (ALREADY_STRONG.test(s.replace(/``?[^`]+``?/g, ''))) return null;
  const hedge = prose(HEDGES);
  // "not generally" → "not always" would weaken the claim, not strengthen it
  if (hedge && /\b(not|n't|never)\s+$/.test(s.slice(Math.max(0, hedge.index - 8), hedge.index))) return null;
  if (hedge) return s.slice(0, hedge.index) + 'always' + s.slice(hedge.index + hedge[0].length);
  const modal = prose(MODALS);
  if (modal) return s.slice(0, modal.index) + 'will always' + s.slice(modal.index + modal[0].length);
  const aux = prose(AUXILIARIES);
  if (aux) return s.slice(0, aux.index + aux[0].length) + ' always' + s.slice(aux.index + aux[0].length);
  return null;
}

/** Capitalised words a corpus uses as names: capitalised mid-sentence, seldom in lower case, not a common word. */
export function nameInventory(sentences) {
  const capital = new Map();
  const lower = new Map();
  for (const s of sentences) {
    const words = s.replace(/``?[^`]+``?/g, ' ').split(/\s+/);
    for (let i = 1; i < words.length; i++) {
      const w = words[i].replace(/^[("']+|[)"',.;:!?]+$/g, '').replace(/'s$/, '');
      if (!/^[A-Za-z][A-Za-z0-9+#]*$/.test(w) || w.length < 3) continue;
      if (/^[A-Z]/.test(w) && !/[.!?:]$/.test(words[i - 1])) capital.set(w, (capital.get(w) ?? 0) + 1);
      else if (/^[a-z]/.test(w)) lower.set(w.toLowerCase(), (lower.get(w.toLowerCase()) ?? 0) + 1);
    }
  }
  const names = [];
  for (const [w, n] of capital) if (n >= 5 && (lower.get(w.toLowerCase()) ?? 0) < n / 4 && !COMMON_CAPITALS.has(w)) names.push(w);
  return names.sort();
}
const COMMON_CAPITALS = new Set(['The', 'This', 'That', 'These', 'Those', 'There', 'However', 'For', 'When', 'If', 'In', 'It', 'We', 'Our',
  'English', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'True', 'False', 'None', 'Note', 'See', 'Also']);

/** The sentence with its first name (within the first eight words, outside code) swapped for another name of the corpus, or null. */
export function swappedSubject(s, names, random) {
  const nameSet = new Set(names);
  const re = /[A-Za-z][A-Za-z0-9+#]*/g;
  let m;
  let words = 0;
  while ((m = re.exec(s)) && words < 8) {
    words++;
    if (!outsideCode(s, m.index) || !nameSet.has(m[0])) continue;
    const present = new Set(s.match(/[A-Za-z][A-Za-z0-9+#]*/g));
    const acronym = /^[A-Z0-9+#]+$/.test(m[0]);
    const pool = names.filter((n) => !present.has(n) && /^[A-Z0-9+#]+$/.test(n) === acronym && n.toLowerCase() !== m[0].toLowerCase());
    if (pool.length === 0) return null;
    const other = pool[Math.floor(random() * pool.length)];
    return { text: s.slice(0, m.index) + other + s.slice(m.index + m[0].length), from: m[0], to: other };
  }
  return null;
}

const NEGATABLE = /\b(is|are|was|were|can|will|should|does|do|did|has|have|had|would|could|must)\b(?!\s+(not|n't|never)\b)/;
const NEGATED = /\b(is|are|was|were|can|will|should|does|do|did|has|have|had|would|could|must)( not\b|n't\b)/;

/** The sentence with "not" put after its first auxiliary, or, in a sentence that already denies, taken out; or null. */
export function negated(s) {
  const find = (re) => {
    const g = new RegExp(re.source, re.flags.includes('g') ? re.flags : re.flags + 'g');
    let m;
    while ((m = g.exec(s))) if (outsideCode(s, m.index)) return m;
    return null;
  };
  const contracted = find(/\b(can't|cannot|won't)/i);
  if (contracted) {
    const word = { "can't": 'can', cannot: 'can', "won't": 'will' }[contracted[1].toLowerCase()];
    const positive = /^[A-Z]/.test(contracted[1]) ? word[0].toUpperCase() + word.slice(1) : word;
    return s.slice(0, contracted.index) + positive + s.slice(contracted.index + contracted[0].length);
  }
  const denial = find(NEGATED);
  if (denial) {
    const at = denial.index + denial[1].length;
    return s.slice(0, at) + s.slice(at + denial[2].length);
  }
  if (/n't\b|\b(not|never|no|none|nothing|neither|nor)\b/i.test(s.replace(/``?[^`]+``?/g, ''))) return null;
  const aux = find(NEGATABLE);
  // "can not only" is the idiom "not only … but also", which asserts: not a denial
  if (!aux || /^\s+(only|just|merely|simply)\b/.test(s.slice(aux.index + aux[0].length))) return null;
  return s.slice(0, aux.index + aux[0].length) + ' not' + s.slice(aux.index + aux[0].length);
}

/** Common words of technical prose and their opposites, both ways round; the probe swaps one of them. */
const OPPOSITE_PAIRS = [
  ['before', 'after'], ['faster', 'slower'], ['larger', 'smaller'], ['higher', 'lower'], ['more', 'less'], ['increase', 'decrease'],
  ['increases', 'decreases'], ['increased', 'decreased'], ['enable', 'disable'], ['enables', 'disables'], ['enabled', 'disabled'],
  ['allow', 'forbid'], ['allows', 'forbids'], ['allowed', 'forbidden'], ['include', 'exclude'], ['includes', 'excludes'], ['included', 'excluded'],
  ['add', 'remove'], ['adds', 'removes'], ['added', 'removed'], ['accept', 'reject'], ['accepts', 'rejects'], ['accepted', 'rejected'],
  ['public', 'private'], ['explicit', 'implicit'], ['explicitly', 'implicitly'], ['required', 'optional'], ['static', 'dynamic'],
  ['stable', 'unstable'], ['safe', 'unsafe'], ['mutable', 'immutable'], ['synchronous', 'asynchronous'], ['first', 'last'],
  ['easier', 'harder'], ['simpler', 'more complex'], ['better', 'worse'], ['early', 'late'], ['earlier', 'later'], ['inside', 'outside'],
  ['success', 'failure'], ['succeeds', 'fails'], ['valid', 'invalid'], ['correct', 'incorrect'], ['possible', 'impossible'],
  ['supported', 'unsupported'], ['compatible', 'incompatible'], ['common', 'rare'], ['local', 'global'], ['minimum', 'maximum'],
];
const OPPOSITE = new Map(OPPOSITE_PAIRS.flatMap(([a, b]) => [[a, b], [b, a]]));

/** The sentence with its first word that has an opposite in OPPOSITE_PAIRS (outside code) swapped for it, or null. */
export function withOpposite(s) {
  const re = /[A-Za-z]+/g;
  let m;
  while ((m = re.exec(s))) {
    const other = OPPOSITE.get(m[0].toLowerCase());
    if (!other || !outsideCode(s, m.index)) continue;
    // "more"/"less" before "than" or a number is a comparison the probe would only reword
    if (/^(more|less)$/i.test(m[0]) && /^\s+(than|\d)/.test(s.slice(m.index + m[0].length))) continue;
    const cased = /^[A-Z]/.test(m[0]) ? other[0].toUpperCase() + other.slice(1) : other;
    return { text: s.slice(0, m.index) + cased + s.slice(m.index + m[0].length), from: m[0], to: cased };
  }
  return null;
}

/** Sample n prose sentences (seeded, apart from the cases) that take both probes. */
export function sampleProbes(all, n, seed, taken = new Set()) {
  const random = rng(seed + 7919);
  const seen = new Set(taken);
  const unique = all.filter((s) => isProseSentence(s.text) && !seen.has(s.text) && seen.add(s.text));
  const order = unique.map((s, i) => ({ s, key: random(), i })).sort((a, b) => a.key - b.key || a.i - b.i).map((x) => x.s);
  const probes = [];
  for (const s of order) {
    if (probes.length >= n) break;
    const not = negated(s.text);
    const opposite = withOpposite(s.text);
    if (!not || !opposite) continue;
    probes.push({ file: s.file, variants: { negated: not, opposite: opposite.text }, change: { opposite: `${opposite.from} → ${opposite.to}` } });
  }
  // the name probe draws its own sentences: one that names two things is rarer than one with an auxiliary
  const names = nameInventory(unique.map((s) => s.text));
  const used = new Set(probes.map((p) => p.variants.negated));
  let named = 0;
  for (const s of order) {
    if (named >= n) break;
    if (used.has(s.text)) continue;
    const swap = swappedLaterName(s.text, names, random);
    if (!swap) continue;
    probes.push({ file: s.file, variants: { object: swap.text }, change: { object: `${swap.from} → ${swap.to}` } });
    named++;
  }
  // attributed to another document of the same kind: its own random stream, so the probes above draw as before
  const pick = rng(seed + 15485863);
  const ids = [...new Set(unique.map((s) => documentId(s.file)).filter(Boolean))].sort();
  // a sentence several documents share ("This document has been placed in the public domain.") is theirs to say
  const sayers = new Map();
  for (const s of all) {
    const id = documentId(s.file);
    if (id) sayers.set(s.text, (sayers.get(s.text) ?? new Set()).add(id));
  }
  const usedNow = new Set(probes.flatMap((p) => Object.values(p.variants)));
  let misattributed = 0;
  for (const s of order) {
    if (misattributed >= n) break;
    const own = documentId(s.file);
    if (!own || used.has(s.text) || usedNow.has(s.text)) continue;
    if (sayers.get(s.text)?.size > 1) continue;
    const others = ids.filter((id) => id !== own && id.split(' ')[0] === own.split(' ')[0]);
    const text = others.length > 0 ? attributedTo(s.text, others[Math.floor(pick() * others.length)]) : null;
    if (!text) continue;
    probes.push({ file: s.file, variants: { misattributed: text }, change: { misattributed: `${own} → ${text.slice(13, text.indexOf(','))}` } });
    misattributed++;
  }
  return probes;
}

const CONTRACTIONS = [["does not", "doesn't"], ["do not", "don't"], ["did not", "didn't"], ["is not", "isn't"], ["are not", "aren't"],
  ["was not", "wasn't"], ["were not", "weren't"], ["cannot", "can't"], ["will not", "won't"], ["would not", "wouldn't"], ["should not", "shouldn't"],
  ["has not", "hasn't"], ["have not", "haven't"], ["it is", "it's"], ["that is", "that's"], ["there is", "there's"]];

/** The sentence with its first contraction written out, or its first contractible pair of words contracted (outside code), or null. */
export function withContraction(s) {
  let best = null;
  for (const [full, short] of CONTRACTIONS) {
    for (const [from, to] of [[full, short], [short, full]]) {
      const re = new RegExp(`\\b${from.replace(/'/g, "['’]")}\\b`, 'gi');
      for (const m of s.matchAll(re)) {
        if (!outsideCode(s, m.index) || (best && best.at <= m.index)) continue;
        // "that is" as "i.e." and "it is" before a past participle of "has" are left alone
        if (from === 'that is' && /^\s*,/.test(s.slice(m.index + m[0].length))) continue;
        const cased = /^[A-Z]/.test(m[0]) ? to[0].toUpperCase() + to.slice(1) : to;
        best = { at: m.index, text: s.slice(0, m.index) + cased + s.slice(m.index + m[0].length) };
      }
    }
  }
  return best ? best.text : null;
}

/**
 * Openings that link a sentence to the one before and say nothing of their own; time and place ("Currently,") are left
 * alone, and so is "In general," — a hedge like "generally" (what holds in general need not hold every time).
 */
const DISCOURSE_MARKERS = /^(However|Also|In addition|Additionally|Furthermore|Moreover|For example|For instance|Note that|Thus|Therefore|Hence|Consequently|Similarly|Likewise|In particular|Of course|In fact|Indeed|Again|As such|That said|Finally|First|Second|Third|Instead|Conversely|Importantly|Specifically|In other words|In short|In practice)(,\s+|\s+(?=[a-z]))/;

/** The sentence without its leading discourse marker, capitalised again, or null. */
export function withoutDiscourseMarker(s) {
  const m = s.match(DISCOURSE_MARKERS);
  if (!m) return null;
  const rest = s.slice(m[0].length);
  if (rest.split(/\s+/).length < 5 || /^[`*_\[(]/.test(rest)) return null;
  return rest[0].toUpperCase() + rest.slice(1);
}

/** The sentence without a trailing non-restrictive ", which …" clause, or without an "(e.g. …)" / "(i.e. …)" aside, or null. */
export function excerpted(s) {
  const aside = [...s.matchAll(/\s*\((?:e\.g\.|i\.e\.|for example|for instance|such as|see)[^()]*\)/gi)].find((m) => outsideCode(s, m.index));
  if (aside) return s.slice(0, aside.index) + s.slice(aside.index + aside[0].length);
  const which = [...s.matchAll(/, which\b[^;:]*[.!]$/g)].find((m) => outsideCode(s, m.index));
  if (!which) return null;
  const head = s.slice(0, which.index);
  // the clause before it must read as a sentence of its own, with its brackets and code closed
  if (head.split(/\s+/).length < 6 || (head.match(/`/g) ?? []).length % 2 === 1 || (head.match(/\(/g) ?? []).length !== (head.match(/\)/g) ?? []).length) return null;
  return head + s.slice(-1);
}

/** A sentence opening with "This PEP" / "This RFC" with the document's own number instead ("PEP 572 …" in pep-0572.rst), or null. */
export function namedDocument(s, file) {
  const m = /^This (PEP|RFC)\b/.exec(s);
  if (!m) return null;
  const base = file.split(/[\\/]/).pop();
  const number = m[1] === 'PEP' ? /^pep-0*(\d+)\./.exec(base)?.[1] : /^0*(\d+)-/.exec(base)?.[1];
  return number ? `${m[1]} ${number}${s.slice(m[0].length)}` : null;
}

/** The document a corpus file is, by its identifier ("python-peps/pep-0572.rst" → PEP 572, "rust-rfcs/2094-nll.md" → RFC 2094), or null. */
export function documentId(file) {
  const base = file.split(/[\\/]/).pop();
  const pep = /^pep-0*(\d+)\./.exec(base);
  if (pep) return `PEP ${pep[1]}`;
  const rfc = /^0*(\d+)-/.exec(base);
  return rfc && /(^|[\\/])[\w-]*rfcs?[\\/]/i.test(file) ? `RFC ${rfc[1]}` : null;
}

/** Openings written in lower case once a frame stands before them ("The" → "According to PEP 8, the"). */
const COMMON_OPENINGS = new Set(['the', 'a', 'an', 'it', 'this', 'these', 'those', 'there', 'in', 'when', 'if', 'for', 'some', 'all', 'each', 'most',
  'many', 'while', 'because', 'since', 'although', 'as', 'with', 'to', 'by', 'on', 'at', 'one', 'we', 'they', 'its', 'such', 'any', 'no', 'both', 'only']);

/** "According to <id>, <sentence>" with a common opening word lower-cased, or null when the sentence speaks of itself or opens with code. */
export function attributedTo(s, id) {
  if (!id || /^This\s+(PEP|RFC)\b/.test(s) || /^[`"'(\[]/.test(s)) return null;
  const first = /^[A-Za-z]+/.exec(s)?.[0];
  if (!first) return null;
  const opening = COMMON_OPENINGS.has(first.toLowerCase()) ? first.toLowerCase() + s.slice(first.length) : s;
  return `According to ${id}, ${opening}`;
}

/** The sentence with its document cited after it ("… (PEP 572)."), or null. */
export function citedAfter(s, id) {
  if (!id || !/[a-z0-9`"]\.$/.test(s)) return null;
  return `${s.slice(0, -1)} (${id}).`;
}

/** Sentences sampled apart for the rewordings: n of each kind, none of them a sentence used elsewhere in the check. */
export function sampleParaphrases(all, n, seed, taken = new Set()) {
  const random = rng(seed + 104729);
  const seen = new Set(taken);
  const unique = all.filter((s) => isProseSentence(s.text) && !seen.has(s.text) && seen.add(s.text));
  const order = unique.map((s) => ({ s, key: random() })).sort((a, b) => a.key - b.key).map((x) => x.s);
  const makers = { contraction: withContraction, discourse: withoutDiscourseMarker, excerpt: excerpted, named: namedDocument,
    attributed: (t, file) => attributedTo(t, documentId(file)), cited: (t, file) => citedAfter(t, documentId(file)) };
  const count = Object.fromEntries(PARAPHRASES.map((k) => [k, 0]));
  const out = [];
  for (const s of order) {
    for (const kind of PARAPHRASES) {
      if (count[kind] >= n) continue;
      const text = makers[kind](s.text, s.file);
      if (!text || text === s.text) continue;
      out.push({ file: s.file, variants: { [kind]: text }, change: { [kind]: s.text } });
      count[kind]++;
      break;
    }
    if (PARAPHRASES.every((k) => count[k] >= n)) break;
  }
  return out;
}

/** The sentence with its last name (outside code, when an earlier name comes before it) swapped for another name of the corpus, or null. */
export function swappedLaterName(s, names, random) {
  const nameSet = new Set(names);
  const found = [...s.matchAll(/[A-Za-z][A-Za-z0-9+#]*/g)].filter((m) => outsideCode(s, m.index) && nameSet.has(m[0]));
  if (found.length < 2) return null;
  const last = found[found.length - 1];
  if (last[0] === found[0][0]) return null;
  // not a name the sentence already uses, nor its plural or singular ("VCS" beside "VCSs")
  const present = new Set((s.match(/[A-Za-z][A-Za-z0-9+#]*/g) ?? []).flatMap((w) => [w.toLowerCase(), w.toLowerCase().replace(/s$/, '')]));
  const acronym = /^[A-Z0-9+#]+$/.test(last[0]);
  const pool = names.filter((n) => !present.has(n.toLowerCase()) && !present.has(n.toLowerCase().replace(/s$/, '')) && /^[A-Z0-9+#]+$/.test(n) === acronym);
  if (pool.length === 0) return null;
  const other = pool[Math.floor(random() * pool.length)];
  return { text: s.slice(0, last.index) + other + s.slice(last.index + last[0].length), from: last[0], to: other };
}

/** A sentence opening with the result of the one before it: "Therefore, …", "As a result, …". */
const RESULT_OPENING = /^(?:Therefore|Thus|Hence|Consequently|As a result),\s+(?=[a-z])/;

/** The sentence as the second half of "A, so b": an ordinary opening word lowered, a name ("PEP", "Rust") kept. */
function lowered(s) {
  const first = /^[A-Za-z]+/.exec(s)?.[0];
  return first && COMMON_OPENINGS.has(first.toLowerCase()) ? first.toLowerCase() + s.slice(first.length) : s;
}
/** A sentence that can follow "so" as written or lowered: it opens with a common word ("The", "It"), not a marker ("Note that"). */
const joinable = (s) => COMMON_OPENINGS.has((/^[A-Za-z]+/.exec(s)?.[0] ?? '').toLowerCase());

/**
 * Pairs of consecutive prose sentences of one paragraph whose second opens with a result connective, with a sentence
 * of another paragraph of the same file: the three "so" joins (15–17), one pair per paragraph, in a fixed order.
 */
export function linkedPairs(corpus) {
  const out = [];
  for (const file of listFiles(corpus)) {
    const paragraphs = proseParagraphsOf(readFileSync(file, 'utf8')).map((p) => sentencesOf(p));
    paragraphs.forEach((sentences, at) => {
      for (let i = 0; i + 1 < sentences.length; i++) {
        const [a, b] = [sentences[i], sentences[i + 1]];
        const m = RESULT_OPENING.exec(b);
        if (!m || !isProseSentence(a) || !/[a-z0-9]\.$/.test(a)) continue;
        const rest = b.slice(m[0].length);
        if (rest.split(/\s+/).length < 6 || !/[a-z0-9]\.$/.test(rest)) continue;
        // (a sentence of another paragraph written again word for word, as a summary repeats its section, is not apart)
        const others = paragraphs.flatMap((ss, k) => (k === at ? [] : ss))
          .filter((s) => isProseSentence(s) && /[a-z0-9]\.$/.test(s) && joinable(s) && !sentences.includes(s));
        out.push({ file: relative(corpus, file), a, result: rest, others });
        break;
      }
    });
  }
  return out;
}

/** The three joins of sampled pairs (seeded): "A, so b", "B, so a" and "A, so c" for a sentence c of another paragraph. */
export function sampleLinked(pairs, n, seed) {
  const random = rng(seed + 7919);
  const order = pairs.map((p) => ({ p, key: random() })).sort((x, y) => x.key - y.key).map((x) => x.p).slice(0, n);
  return order.map((p) => {
    const resultSentence = p.result.charAt(0).toUpperCase() + p.result.slice(1);
    const other = p.others.length > 0 ? p.others[Math.floor(random() * p.others.length)] : null;
    const variants = { linked: `${p.a.slice(0, -1)}, so ${p.result}` };
    if (joinable(p.a)) variants.reversed = `${resultSentence.slice(0, -1)}, so ${lowered(p.a)}`;
    if (other) variants.apart = `${p.a.slice(0, -1)}, so ${lowered(other)}`;
    return { file: p.file, variants, change: { linked: `${p.a} … ${p.result}` } };
  });
}

// ---- probes that take away what limits a claim (18–24): each must not be accepted -------------------------------------

/** Where a word stands: outside code and markup, not inside brackets or a double-quoted phrase (a literal, an aside). */
function inMainText(s, index) {
  if (!outsideCode(s, index)) return false;
  const before = s.slice(0, index);
  if ((before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length) return false;
  return ((before.match(/["“”]/g) ?? []).length % 2) === 0;
}

/** A word in a subordinate clause ("if …", "when …", "whether …"): from the clause's start (a comma, a colon, the sentence's start). */
const SUBORDINATORS = /\b(if|when|whenever|whether|unless|once|until|so that|in case|how|what|where|wherever|as long as|although|though|even)\b/i;
function inSubordinate(s, index) {
  const before = s.slice(0, index);
  const start = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':'), before.lastIndexOf(' - '), before.lastIndexOf('—'));
  return SUBORDINATORS.test(before.slice(start + 1));
}

/** The part of the sentence's clause before a word: from the last comma, semicolon or colon before it. */
function clauseBefore(s, index) {
  const before = s.slice(0, index);
  return before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
}
const DENIAL = /\b(not|n't|no|never|nothing|none|without|neither|nor)\b|n't\b/i;

const capitalised = (t) => t.charAt(0).toUpperCase() + t.slice(1);
const cased = (like, word) => (/^[A-Z]/.test(like) ? capitalised(word) : word);
const wordCount = (t) => t.split(/\s+/).filter(Boolean).length;
/** Time words after a quantifier make an idiom ("many years", "some time"), not a set of things. */
const TIME_WORDS = /^(times?|years?|months?|weeks?|days?|hours?|minutes?|seconds?|decades?|while|point|extent|degree|sort|kind|form|reason|sense|way|ways|more|less|fewer|other time|\d)\b/i;
const PLURAL = /^[a-z][a-z-]*[^su]s\b|^[a-z]+ies\b|^of\b/;

/**
 * (18) A quantifier raised: "some"/"many"/"several"/"most" → "all", "a few" → "most", "few" → "many", before a plural or "of"
 * ("some modules", not "some confusion"); the first one in the main clause, outside code, quotes and brackets, not after a denial; or null.
 */
export function withQuantifier(s) {
  const re = /\b(a few|several|many|most|some|few)\b/gi;
  for (const m of s.matchAll(re)) {
    const word = m[1].toLowerCase();
    const before = s.slice(0, m.index);
    const after = s.slice(m.index + m[0].length).replace(/^\s+/, '');
    if (!inMainText(s, m.index) || inSubordinate(s, m.index)) continue;
    // a quantifier after a denial ("does not have many uses") would be weakened, not raised; "one of many", "among a few" name a set
    if (DENIAL.test(clauseBefore(s, m.index))) continue;
    if (/\b(how|as|too|so|very|quite|the|that|this|those|these|at|is|are|was|were|be|been|a|an|many|of|among|only|just|but)\s+$/i.test(before) && word !== 'a few') continue;
    if (word === 'a few' && /\b(quite|only|just|but|of|among)\s+$/i.test(before)) continue;
    if (TIME_WORDS.test(after) || /^(or|and)\s+(all|most|many|none|every)\b/i.test(after) || /^(dozens?|hundreds?|thousands?|others?|other|more|of them)\b/i.test(after)) continue;
    // a determiner before a plural ("some modules", "most of", "several small crates"), not "some confusion" or "most common"
    if (!PLURAL.test(after) && !/^[a-z]+\s+[a-z]*[^su]s\b/.test(after)) continue;
    if (word === 'most' && !PLURAL.test(after)) continue;
    const to = word === 'few' ? 'many' : word === 'a few' ? 'most' : 'all';
    const text = s.slice(0, m.index) + cased(m[1], to) + s.slice(m.index + m[0].length);
    return { text, from: m[1], to: cased(m[1], to) };
  }
  return null;
}

/** (19) A modal strengthened in the main clause: "may"/"might"/"could"/"can" → "will", "should" → "must"; or null. */
export function withModalStrengthened(s) {
  const STRONGER = { may: 'will', might: 'will', could: 'will', can: 'will', should: 'must' };
  for (const m of s.matchAll(/\b(may|might|could|can|should)\b/g)) {
    const after = s.slice(m.index + m[0].length);
    if (!inMainText(s, m.index) || inSubordinate(s, m.index)) continue;
    // a denial ("may not", "can *not*"), a question or an idiom ("as soon as we can") is left alone
    // ("could still not rely": an adverb between the modal and its denial; "will still not" is no stronger)
    if (/^\s*(?:(?:still|also|then|thus|therefore|even|really|simply|certainly|actually|usually|often|always)\s+)?[*_]*(not|n't|never|only|just)\b/.test(after) || /^\s*[,.;:)]/.test(after)) continue;
    // "may or may not", "can and should": a pair of modals, which one word changed turns into nonsense
    if (/^\s+(or|and)\b/.test(after) || /\b(or|and)\s+$/.test(s.slice(0, m.index))) continue;
    // "it should be noted that X": the modal is the writer's aside, X is said either way
    if (/^\s+be\s+(noted|mentioned|emphasi[sz]ed|pointed out|stressed|said|remembered|kept in mind|clear|obvious|understood)\b/i.test(after)) continue;
    // a modal a hedge already frames ("it is possible that X could") would be strengthened less than it seems
    if (/\b(possible|possibly|perhaps|maybe|likely|unlikely)\b/i.test(s.slice(0, m.index))) continue;
    const to = STRONGER[m[1]];
    return { text: s.slice(0, m.index) + to + s.slice(m.index + m[0].length), from: m[1], to };
  }
  return null;
}

/** (20) A hedge taken out: "usually", "typically", "generally", "normally", "mostly" (with its commas), in the main clause; or null. */
export function withoutHedge(s) {
  for (const m of s.matchAll(/(,\s*)?\b(usually|typically|generally|normally|mostly)\b(\s+speaking)?(\s*,)?/gi)) {
    const at = m.index + (m[1]?.length ?? 0);
    if (!inMainText(s, at) || inSubordinate(s, at)) continue;
    const before = s.slice(0, m.index);
    if (/\b(not|n't|never|more|most|less|than|as)\s+$/i.test(before)) continue;
    // "return normally", "imported normally if …": a manner, not a hedge; "Generally(,| speaking)" opening the sentence is
    // left alone, as "In general," is
    if (/^\s*([,.;:!?)]|$|(if|when|unless|and|or)\b)/i.test(s.slice(m.index + m[0].length)) && !m[4]) continue;
    if (/^normally$/i.test(m[2]) && /^\s*(from|to|in|on|at|with|by|for|into|through|after|before|until|via|as|but|otherwise|again)\b/i.test(s.slice(m.index + m[0].length))) continue;
    if (m.index === 0 && /^generally/i.test(m[2])) continue;
    // "typically but not necessarily X": the hedge belongs to a phrase the drop would leave half-written
    if (/^\s+(but|or|and|not)\b/i.test(s.slice(m.index + m[0].length)) || /^\s+(but|or|and|not)\b/i.test(s.slice(at + m[2].length))) continue;
    let text;
    if (m.index === 0) {
      const rest = s.slice(m[0].length).replace(/^\s+/, '');
      if (wordCount(rest) < 5) return null;
      text = capitalised(rest);
    } else {
      // ", usually," between two commas leaves one space; a bare word leaves its neighbours
      text = (s.slice(0, m.index).replace(/\s+$/, '') + ' ' + s.slice(m.index + m[0].length).replace(/^\s+/, '')).replace(/ ([,.;:])/g, '$1');
      if (m[1] && !m[4]) text = s.slice(0, m.index) + s.slice(m.index + m[0].length); // ", usually." at the end
    }
    return { text, dropped: m[0].trim().replace(/^,\s*|\s*,$/g, '') };
  }
  return null;
}

/** A clause a subject opens: a determiner, "we", a name or code; not a pronoun whose referent was in the dropped part. */
const SUBJECT_OPENING = /^(the|a|an|there|we|you|our|their|your|each|every|all|some|most|many|any|no|both|one|only|users?|programmers?|developers?|code|[A-Z][A-Za-z0-9_]*[A-Z0-9_][A-Za-z0-9_]*|(?!(?:It|They|This|That|These|Those|He|She|In|For|On|At|By|To|With|As|And|Or|But|So|Then|Also|However|Otherwise|Thus|Instead|Here|Now|Even|E)\b)[A-Z][a-z]+)\b|^`/;

/** Where a comma, outside code and brackets, ends a leading subordinate clause; -1 if none. */
function firstCommaOutside(s, from) {
  let depth = 0;
  for (let i = from; i < s.length; i++) {
    const ch = s[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (ch === ',' && depth === 0 && outsideCode(s, i)) return i;
  }
  return -1;
}

/**
 * (21) A condition dropped: "If X, Y." / "When X, Y." / "Unless X, Y." → "Y."; "Y if X." / "Y unless X." → "Y."; the clause kept
 * a whole one of five words or more, opened by its subject (not a pronoun whose referent was in the condition); or null.
 */
export function withoutCondition(s) {
  const lead = /^(If|When|Whenever|Unless)\s+/.exec(s);
  if (lead && /^(so\s+)?(desired|wanted|needed|necessary|possible|appropriate|required|preferred|you (like|want|wish|prefer))\s*,/i.test(s.slice(lead[0].length))) return null;
  // "When it comes to X, …" names a topic, not a condition: the sentence without it says no more than it did
  if (lead && /^it\s+comes\s+to\b/i.test(s.slice(lead[0].length))) return null;
  if (lead) {
    const comma = firstCommaOutside(s, lead[0].length);
    if (comma < 0) return null;
    let rest = s.slice(comma + 1).replace(/^\s+/, '').replace(/^then\s+/, '');
    // "If A, B, or C, then Y": a list inside the condition, not its end
    if (/^[^,]*,\s*(or|and)\s/.test(rest) || /,\s*then\b/.test(rest)) return null;
    if (!SUBJECT_OPENING.test(rest) || wordCount(rest) < 5) return null;
    return { text: cased('X', rest.charAt(0)) + rest.slice(1), dropped: s.slice(0, comma) };
  }
  // "Y if X." at the end: the last "if"/"unless" outside code and brackets, not "even if", "as if", "check if" (whether)
  const trailing = [...s.matchAll(/(,?\s+)(only\s+)?(if|unless)\s+/g)].filter((m) => inMainText(s, m.index + m[1].length));
  const m = trailing[0];
  if (!m) return null;
  const head = s.slice(0, m.index);
  const tail = s.slice(m.index + m[0].length);
  // "check if" / "worry if" ask whether; "even if" and "as if" do not restrict; "is if" has no clause without it
  if (/\b(even|as|and|or|but|check|checks|checking|see|sees|know|knows|ask|asks|asking|determine|determines|test|tests|decide|decides|wonder|wondering|worry|worrying|unclear|clear|sure|matter|matters|detect|detects|tell|tells|whether|than|that|what|which|who|is|are|was|were|be|been|being)\s*,?$/i.test(head)) return null;
  // "determining if", "asks the contributor if": a question, not a condition; "especially if" leaves an adverb hanging
  if (/\w+ing\s*,?$/.test(head) || /\b(ask|asks|asked|check|checks|checked|see|sees|tell|tells|know|knows|decide|decides|verify|verifies|query|queries|wonder|wonders)\b(\s+\S+){0,3}$/i.test(head)) return null;
  if (/\b(especially|particularly|only|just|except|mainly|mostly|primarily|precisely|exactly|and|or|but|so|then|because|since|rarely|seldom|never|hardly|ever)\s*,?$/i.test(head)) return null;
  // "rarely if ever", "if not *the* typical use case", "if any", "if so", "if at all": no condition to drop
  if (/^(not|ever|any|so|at all)\b/i.test(tail)) return null;
  // "…; if X then Y": the condition opens the next clause, it does not limit this one
  if (/[;:]\s*$/.test(head)) return null;
  if (wordCount(head) < 5 || (head.match(/`/g) ?? []).length % 2 === 1 || (head.match(/\(/g) ?? []).length !== (head.match(/\)/g) ?? []).length) return null;
  // "…, or None if X": the condition belongs to the alternative, not to the clause
  if (/,\s*(or|and)\s+[^,]*$/.test(head) || /^(anything|any|applicable)\b/i.test(tail)) return null;
  // "if desired", "if needed", "if possible": the writer's option, which a claim without it hardly overstates
  if (/^(so\s+)?(desired|wanted|needed|necessary|possible|appropriate|required|preferred|you (like|want|wish|prefer|need it|want it|wish|like))\s*[,.;:!?]/i.test(tail)) return null;
  // ", if it exists," inside the sentence: the aside alone goes
  const close = tail.indexOf(',');
  if (close >= 0) {
    if (!/^,/.test(m[1])) return null;
    const rest = tail.slice(close + 1).replace(/^\s+/, '');
    if (!/^[a-z]/.test(rest) || /^(and|or|but|then|while|whereas|since|because|which|so|as|e\.g|i\.e|rather|for|including)\b/.test(rest)) return null;
    return { text: `${head} ${rest}`, dropped: s.slice(m.index, m.index + m[0].length + close + 1).trim() };
  }
  return { text: head.replace(/[,;:]$/, '') + s.slice(-1), dropped: s.slice(m.index).trim().replace(/[.!]$/, '') };
}

/**
 * (22) A restriction dropped: an "except …" exception (an aside in brackets, a phrase up to the next comma, a leading
 * "Except for X, …") or "at most" / "no more than" before a number; or null.
 */
export function withoutRestriction(s) {
  // ("…, but not more than one, …" without its bound reads "but one": an exception, not a claim without its limit)
  const bound = [...s.matchAll(/\b(at most|no more than|not more than)\s+(?=\d|one\b|two\b|three\b|four\b|five\b|six\b|ten\b|a single\b)/gi)]
    .find((m) => inMainText(s, m.index) && !/\b(?:but|except|save)\s+$/i.test(s.slice(0, m.index)));
  // Python's "except" ("an except clause", "bare except", "try/except", "except ValueError") is a keyword, not an exception
  const exc = [...s.matchAll(/\b(except|with the exception of|excepting)\b/gi)].find((m) => outsideCode(s, m.index) &&
    !/(try|an|the|bare|multiple|each|every|empty|one|two|no|its|their|first|second|\/|-|\*|\.\.\.|…)\s*$/i.test(s.slice(0, m.index)) &&
    !/^(\.\.\.|…)/.test(s.slice(m.index + m[0].length)) &&
    !/^(\*|\s*[*:]|\s+(clauses?|blocks?|statements?|handlers?|keywords?|expressions?|parts?|branch(es)?|suites?|star|groups?|[A-Z]\w*(Error|Exception|Group|Exit|Interrupt|Warning)\b|Exception\b))/.test(s.slice(m.index + m[0].length)));
  if (!exc && bound) {
    const text = s.slice(0, bound.index) + s.slice(bound.index + bound[0].length);
    return { text: bound.index === 0 ? capitalised(text) : text, dropped: bound[1] };
  }
  if (!exc) return null;
  const before = s.slice(0, exc.index);
  // in brackets: the whole aside goes
  const open = before.lastIndexOf('(');
  if (open >= 0 && before.indexOf(')', open) < 0) {
    const close = s.indexOf(')', exc.index);
    if (close < 0 || /[^\s(]/.test(s.slice(open + 1, exc.index))) return null;
    const text = (s.slice(0, open).replace(/\s+$/, '') + s.slice(close + 1)).replace(/\s+([,.;:])/g, '$1');
    return wordCount(text) >= 6 ? { text, dropped: s.slice(open, close + 1) } : null;
  }
  if (exc.index === 0) {
    const comma = firstCommaOutside(s, exc[0].length);
    if (comma < 0) return null;
    const rest = s.slice(comma + 1).replace(/^\s+/, '');
    if (!SUBJECT_OPENING.test(rest) || wordCount(rest) < 5) return null;
    return { text: capitalised(rest), dropped: s.slice(0, comma) };
  }
  if (!/(,\s*|\s+)$/.test(before) || /\b(not|nothing|no|none|all but|anything|everything|something)\s+$/i.test(before)) return null;
  // to the sentence's end, or to a semicolon or colon: a phrase that ends at a comma may be a noun's modifier the verb follows
  const semi = s.slice(exc.index).search(/[;:—]/);
  const end = semi >= 0 ? exc.index + semi : -1;
  const comma = firstCommaOutside(s, exc.index);
  if (comma >= 0 && (end < 0 || comma < end)) return null;
  const head = before.replace(/,?\s*$/, '');
  const text = end < 0 ? head + s.slice(-1) : head + s.slice(end);
  if (wordCount(head) < 4 || wordCount(text) < 6) return null;
  return { text, dropped: s.slice(exc.index, end < 0 ? s.length - 1 : end).trim() };
}

/** Comparatives and their reverse, both ways round (the opposite probe swaps the first such word anywhere; this one a comparison). */
const COMPARATIVE_PAIRS = [['faster', 'slower'], ['larger', 'smaller'], ['bigger', 'smaller'], ['higher', 'lower'], ['longer', 'shorter'],
  ['earlier', 'later'], ['older', 'newer'], ['easier', 'harder'], ['better', 'worse'], ['stronger', 'weaker'], ['wider', 'narrower'],
  ['heavier', 'lighter'], ['simpler', 'more complex'], ['cheaper', 'more expensive'], ['greater', 'smaller'], ['safer', 'riskier'],
  ['clearer', 'less clear'], ['more', 'less'], ['fewer', 'more'], ['at least', 'at most']];
const COMPARATIVE = new Map(COMPARATIVE_PAIRS.flatMap(([a, b]) => [[a, b], [b, a]]));
COMPARATIVE.set('more', 'less').set('fewer', 'more').set('smaller', 'larger').set('less', 'more');

/**
 * (23) A comparison reversed: "faster than" → "slower than", "more X than" → "less X than", "more than N" → "fewer than N",
 * "at least" ↔ "at most"; the first comparison of the sentence outside code, quotes and brackets; or null.
 */
export function withComparisonReversed(s) {
  const re = /\b(at least|at most)\b(?=\s+(?:\d|one\b|once\b|twice\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|ten\b|a single\b))|\b(more|less|fewer)\s+(?:(?:[a-z]+\s+){0,2})than\b|\b([a-z]+er)\s+than\b/gi;
  for (const m of s.matchAll(re)) {
    if (!inMainText(s, m.index)) continue;
    const word = (m[1] ?? m[2] ?? m[3]);
    const other = COMPARATIVE.get(word.toLowerCase());
    if (!other) continue;
    const rest = s.slice(m.index + m[0].length);
    // "more than one" / "more than once" / "no more than a …": a count the reversal would make empty, not reverse
    if (m[2] && /^\s+(one|once|a|an|just|merely|simply|that|this)\b/i.test(rest)) continue;
    if (/\b(no|not|any|nothing|none|little)\s+$/i.test(s.slice(0, m.index)) && !m[1]) continue;
    let to = other;
    if (word.toLowerCase() === 'more' && /^\s*\d/.test(rest) && /^(more|less|fewer)\s+than$/i.test(m[0])) to = 'fewer';
    return { text: s.slice(0, m.index) + cased(word, to) + s.slice(m.index + word.length), from: word, to: cased(word, to) };
  }
  return null;
}

/**
 * (24) A version changed: "Python 3.8" → "Python 3.7" or "3.9", "Rust 1.30" → "Rust 1.31", "Python 2" ↔ "Python 3" (the number variant
 * leaves versions alone); the first one outside code, to a value the sentence does not name already; or null.
 */
export function withVersionChanged(s, random) {
  // "This document describes the schedule for Python 3.3": another release's PEP says the same of its own version
  if (/^This\s+(document|PEP|RFC)\b/.test(s)) return null;
  for (const m of s.matchAll(/\b(Python|CPython|PyPy|Rust|rustc|Cargo|version|release)\s+(\d+)(?:\.(\d+))?(?:\.(\d+))?(?![\w.]*\d)(?![-\w])/g)) {
    if (!outsideCode(s, m.index)) continue;
    const [, , major, minor, micro] = m;
    let next;
    if (minor === undefined) {
      if (!/^(Python|CPython)$/.test(m[1]) || !/^[23]$/.test(major)) continue;
      next = major === '2' ? '3' : '2';
    } else {
      const last = Number(micro ?? minor);
      const step = (random() < 0.5 ? -1 : 1) * (1 + Math.floor(random() * 2));
      const value = last + step < 0 ? last + Math.abs(step) : last + step;
      next = micro === undefined ? `${major}.${value}` : `${major}.${minor}.${value}`;
    }
    const from = m[0].slice(m[1].length).trim();
    if (new RegExp(`(^|[^\\d.])${next.replace(/\./g, '\\.')}(?![\\d])`).test(s)) continue;
    const at = m.index + m[0].length - from.length;
    return { text: s.slice(0, at) + next + s.slice(at + from.length), from: `${m[1]} ${from}`, to: `${m[1]} ${next}` };
  }
  return null;
}

/**
 * Whether another sentence of the corpus says the claim as a whole: word for word, or opening with it and going on
 * without a restriction (", by assuming …", ", which …"), as the sentence it was made from does not.
 */
function saidElsewhere(claim, original, sorted) {
  const body = claim.replace(/[.!]$/, '');
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < body) lo = mid + 1;
    else hi = mid;
  }
  for (let i = lo; i < sorted.length && sorted[i].startsWith(body); i++) {
    if (sorted[i] === original) continue;
    if (/^([.!]$|,\s*(by|which|and|but|so|as)\b)/.test(sorted[i].slice(body.length))) return true;
  }
  return false;
}

/** A connective that opens a sentence and says nothing of its own ("In other words, …", "Thus, …"). */
const OPENING_CONNECTIVE = /^\s*(?:in other words|that is|in short|in particular|however|thus|therefore|hence|so|also|moreover|furthermore|similarly|likewise|for example|for instance)\s*,?\s+/i;
/** Adverbs that only strengthen what a sentence says ("must *always* return" says "must return"). */
const STRENGTHENING = /\b(?:always|also|still|indeed|just|now|then|certainly|definitely)\b/g;
/** A sentence's words, lower case, the strengthening adverbs left out: what another sentence must contain to say it. */
export const wordsForEntailment = (text) => ` ${text.toLowerCase().replace(STRENGTHENING, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

/**
 * Whether another sentence of the corpus says a probe that drops a limit, in so many words inside it, perhaps more
 * strongly ("Regardless of how it is accomplished, the application object must always return an iterable …" says "The
 * application object must return an iterable …"): such a probe is carried by the corpus, not a claim it leaves open.
 */
export function entailedElsewhere(claim, original, normalised) {
  // (a connective that opens the probe, "In other words, …", is no part of what it says)
  const body = wordsForEntailment(claim.replace(OPENING_CONNECTIVE, ''));
  const own = wordsForEntailment(original);
  return normalised.some((n) => n !== own && n.includes(body));
}

/** Sentences sampled apart for probes 18–24: n of each kind, the rarest kind served first, never a sentence the corpus says as mutated. */
export function sampleRestrictions(all, n, seed, taken = new Set()) {
  const random = rng(seed + 1299709);
  const sorted = [...new Set(all.map((s) => s.text))].sort();
  let normalised;
  const seen = new Set(taken);
  const unique = all.filter((s) => isProseSentence(s.text) && !seen.has(s.text) && seen.add(s.text));
  const order = unique.map((s, i) => ({ s, key: random(), i })).sort((a, b) => a.key - b.key || a.i - b.i).map((x) => x.s);
  const makers = { quantifier: withQuantifier, modal: withModalStrengthened, hedge: withoutHedge, condition: withoutCondition,
    restriction: withoutRestriction, comparative: withComparisonReversed, version: (t) => withVersionChanged(t, random) };
  const priority = ['version', 'restriction', 'comparative', 'hedge', 'condition', 'quantifier', 'modal'];
  const count = Object.fromEntries(RESTRICTIONS.map((k) => [k, 0]));
  const out = [];
  for (const s of order) {
    for (const kind of priority) {
      if (count[kind] >= n) continue;
      const made = makers[kind](s.text);
      // a mutation the corpus itself says (a templated sentence of another PEP) would be supported
      if (!made || made.text === s.text || saidElsewhere(made.text, s.text, sorted)) continue;
      // a dropped limit the corpus states without it elsewhere is no longer a limit
      if (made.dropped !== undefined && entailedElsewhere(made.text, s.text, normalised ??= sorted.map(wordsForEntailment))) continue;
      const change = made.dropped !== undefined ? `dropped: ${made.dropped}` : `${made.from} → ${made.to}`;
      out.push({ file: s.file, variants: { [kind]: made.text }, change: { [kind]: change }, original: s.text });
      count[kind]++;
      break;
    }
    if (RESTRICTIONS.every((k) => count[k] >= n)) break;
  }
  return out;
}

/** Every prose sentence of the corpus with its file, in a fixed order. */
export function corpusSentences(corpus) {
  const out = [];
  for (const file of listFiles(corpus)) {
    const text = readFileSync(file, 'utf8');
    for (const p of proseParagraphsOf(text)) for (const s of sentencesOf(p)) out.push({ file: relative(corpus, file), text: s });
  }
  return out;
}

/** Sample n sentences (seeded) for which all four variants can be made; count the sentences skipped and why. */
export function sampleCases(all, n, seed) {
  const random = rng(seed);
  const prose = all.filter((s) => isProseSentence(s.text));
  const names = nameInventory(prose.map((s) => s.text));
  // a sentence that occurs in several places is fine as evidence, but sampled once
  const seen = new Set();
  const unique = prose.filter((s) => !seen.has(s.text) && seen.add(s.text));
  const order = unique.map((s, i) => ({ s, key: random(), i })).sort((a, b) => a.key - b.key || a.i - b.i).map((x) => x.s);
  const skipped = { noNumber: 0, noStrongInsert: 0, noNameSubject: 0 };
  const cases = [];
  for (const s of order) {
    if (cases.length >= n) break;
    const numbers = changeableNumbers(s.text);
    if (numbers.length === 0) { skipped.noNumber++; continue; }
    const strong = strengthened(s.text);
    if (!strong) { skipped.noStrongInsert++; continue; }
    const swap = swappedSubject(s.text, names, random);
    if (!swap) { skipped.noNameSubject++; continue; }
    const target = numbers[Math.floor(random() * numbers.length)];
    const changed = changedNumber(target.raw, random);
    cases.push({
      file: s.file,
      variants: {
        verbatim: s.text,
        number: s.text.slice(0, target.start) + changed + s.text.slice(target.end),
        strong,
        subject: swap.text,
      },
      change: { number: `${target.raw} → ${changed}`, subject: `${swap.from} → ${swap.to}` },
    });
  }
  return { cases, skipped, candidates: unique.length, proseSentences: prose.length, sentences: all.length, names: names.length };
}

/** The chapter: one paragraph per variant; the line of each paragraph maps the CLI's claims back to it. */
export function chapterOf(cases) {
  const lines = ['# Real-prose check', ''];
  const where = [];
  cases.forEach((c, i) => {
    for (const v of ALL_VARIANTS) {
      if (c.variants[v] === undefined) continue;
      where.push({ line: lines.length, caseIndex: i, variant: v });
      lines.push(c.variants[v], '');
    }
  });
  return { text: lines.join('\n'), where };
}

/** The outcome of one variant paragraph from the claims the CLI reported on its line. */
export function outcomeOf(claims) {
  const checked = claims.filter((c) => c.needsEvidence);
  if (claims.length === 0) return 'missing';
  if (checked.length === 0) return 'pass';
  if (checked.some((c) => c.action === 'refute')) return 'refute';
  // accepted only when every sentence of it is: a part the gate passed unchecked is not accepted
  if (claims.every((c) => c.action === 'accept')) return 'accept';
  if (checked.every((c) => c.action === 'accept')) return 'partly_passed';
  return [...checked].sort((a, b) => RANK[b.action] - RANK[a.action])[0].action;
}
const RANK = { review: 4, repair: 3, abstain: 2, accept: 1, pass: 0 };
export { RANK as OUTCOME_RANK };

const checkedOut = (v) => (v.outcomes.pass ?? 0) + (v.outcomes.partly_passed ?? 0);

export function tally(rows) {
  const by = {};
  for (const v of ALL_VARIANTS) {
    const rs = rows.filter((r) => r.variant === v);
    const count = (o) => rs.filter((r) => r.outcome === o).length;
    by[v] = { count: rs.length, accepted: count('accept'), refuted: count('refute'), other: rs.length - count('accept') - count('refute'),
      outcomes: Object.fromEntries([...new Set(rs.map((r) => r.outcome))].sort().map((o) => [o, count(o)])) };
  }
  const falseAccepts = [...VARIANTS.slice(1), ...PROBES, 'reversed', 'apart', ...RESTRICTIONS].reduce((a, v) => a + by[v].accepted, 0);
  const ratio = (a, b) => (b === 0 ? null : a / b);
  const reworded = PARAPHRASES.map((k) => by[k]);
  const rewordedCount = reworded.reduce((a, r) => a + r.count, 0);
  const rewordedAccepted = reworded.reduce((a, r) => a + r.accepted, 0);
  const rewordedRefuted = reworded.reduce((a, r) => a + r.refuted, 0);
  return {
    variants: by,
    falseAccepts,
    verbatimAccepted: ratio(by.verbatim.accepted, by.verbatim.count),
    numberRefuted: ratio(by.number.refuted, by.number.count),
    // the same among the sentences the modality gate sent to verification (a sentence passed unchecked is the gate's call)
    verbatimAcceptedChecked: ratio(by.verbatim.accepted, by.verbatim.count - checkedOut(by.verbatim)),
    numberRefutedChecked: ratio(by.number.refuted, by.number.count - checkedOut(by.number)),
    rewordedAccepted: ratio(rewordedAccepted, rewordedCount),
    rewordedRefuted,
    linkedAccepted: ratio(by.linked.accepted, by.linked.count),
    linkedRefuted: by.linked.refuted,
    targets: {
      rewordedNeverRefuted: rewordedRefuted === 0,
      noFalseAccepts: falseAccepts === 0,
      verbatimAccepted97: (ratio(by.verbatim.accepted, by.verbatim.count) ?? 0) >= 0.97,
      numberRefuted90: (ratio(by.number.refuted, by.number.count) ?? 0) >= 0.9,
    },
  };
}

const pct = (x) => (x === null ? '—' : `${(100 * x).toFixed(1)}%`);

export function printTally(t, sample, wall) {
  console.log(`\n## real-prose check  (${sample.cases.length} sentences sampled from ${sample.candidates} prose sentences; ` +
    `skipped: ${sample.skipped.noNumber} without a changeable number, ${sample.skipped.noStrongInsert} without a place for "always", ` +
    `${sample.skipped.noNameSubject} without a name-like subject; ${sample.probes?.length ?? 0} more for the probes; ${(wall / 1000).toFixed(1)} s)`);
  console.log(`variant       count  accepted  refuted   other   (outcomes)`);
  for (const v of ALL_VARIANTS) {
    const r = t.variants[v];
    if (r.count === 0) continue;
    console.log(`${v.padEnd(12)} ${String(r.count).padStart(6)} ${String(r.accepted).padStart(9)} ${String(r.refuted).padStart(8)} ${String(r.other).padStart(7)}   ${JSON.stringify(r.outcomes)}`);
  }
  const ok = (b) => (b ? 'ok' : 'MISSED');
  console.log(`false accepts over variants 2–7, 14 and 16–24: ${t.falseAccepts} (target 0) ${ok(t.targets.noFalseAccepts)}`);
  console.log(`verbatim sentences accepted: ${pct(t.verbatimAccepted)} (target ≥ 97%) ${ok(t.targets.verbatimAccepted97)}; ` +
    `of those the gate sent to verification ${pct(t.verbatimAcceptedChecked)}`);
  console.log(`changed numbers refuted: ${pct(t.numberRefuted)} (target ≥ 90%) ${ok(t.targets.numberRefuted90)}; ` +
    `of those the gate sent to verification ${pct(t.numberRefutedChecked)}`);
  if (t.rewordedAccepted !== null) {
    console.log(`rewordings that keep the meaning (variants 8–13) accepted: ${pct(t.rewordedAccepted)}; refuted: ${t.rewordedRefuted} (target 0) ${ok(t.targets.rewordedNeverRefuted)}`);
  }
  if (t.linkedAccepted !== null) {
    console.log(`two sentences joined as their source links them (variant 15, "A, so b") accepted: ${pct(t.linkedAccepted)}; refuted: ${t.linkedRefuted}`);
  }
}

/** Sample, write the chapter outside the repository, run the CLI on it, score every variant. */
export async function realProseCheck(opts) {
  if (!existsSync(opts.corpus) || !statSync(opts.corpus).isDirectory()) throw new Error(`real-prose-check: no corpus folder at ${opts.corpus}`);
  if (!existsSync(opts.cli)) throw new Error(`real-prose-check: no CLI at ${opts.cli}: run npm run build first`);
  const sentences = corpusSentences(opts.corpus);
  const sample = sampleCases(sentences, opts.sample, opts.seed);
  if (sample.cases.length === 0) throw new Error(`real-prose-check: no sentence of ${opts.corpus} yields all four variants`);
  const used = new Set(sample.cases.map((c) => c.variants.verbatim));
  sample.probes = sampleProbes(sentences, opts.sample, opts.seed, used);
  sample.probes.push(...sampleParaphrases(sentences, opts.sample, opts.seed, used));
  sample.probes.push(...sampleLinked(linkedPairs(opts.corpus), opts.sample, opts.seed));
  sample.probes.push(...sampleRestrictions(sentences, opts.sample, opts.seed, used));
  const { text, where } = chapterOf([...sample.cases, ...sample.probes]);
  const dir = opts.keep ?? mkdtempSync(join(tmpdir(), 'warrant-real-prose-'));
  mkdirSync(dir, { recursive: true });
  const chapter = join(dir, 'chapter.md');
  writeFileSync(chapter, text);
  const t0 = Date.now();
  let out;
  try {
    ({ stdout: out } = await run('node', [opts.cli, 'verify', chapter, '--sources', opts.corpus, '--format', 'json', '--fail-level', 'none', ...opts.extra],
      { cwd: dir, maxBuffer: 512 << 20, env: { ...process.env, NO_COLOR: '1' } }));
  } catch (err) {
    throw new Error(`real-prose-check: warrant verify ${chapter} failed: ${err.stderr || err.message}`);
  } finally {
    if (!opts.keep) rmSync(dir, { recursive: true, force: true });
  }
  const wall = Date.now() - t0;
  const claims = JSON.parse(out).documents[0]?.claims ?? [];
  const rows = where.map((w) => {
    const mine = claims.filter((c) => c.range.start.line === w.line);
    const c = w.caseIndex < sample.cases.length ? sample.cases[w.caseIndex] : sample.probes[w.caseIndex - sample.cases.length];
    return { caseIndex: w.caseIndex, variant: w.variant, file: c.file, text: c.variants[w.variant], change: c.change, original: c.original, outcome: outcomeOf(mine),
      claims: mine.map((m) => ({ text: m.text, modality: m.modality, action: m.action, label: m.verdict.label, flags: m.verdict.flags, reason: m.verdict.reason,
        evidence: m.evidence.map((e) => ({ sourcePath: e.sourcePath, text: e.text })) })) };
  });
  return { sample, rows, tally: tally(rows), wall };
}

async function main() {
  const opts = parseCheckOptions(process.argv.slice(2));
  if (opts.corpus === null) {
    console.error('usage: node scripts/real-prose-check.mjs <corpus-dir> [--sample n] [--seed n] [--keep dir] [--json out.json] [--dump rows.jsonl]');
    process.exit(1);
  }
  const result = await realProseCheck(opts);
  printTally(result.tally, result.sample, result.wall);
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ ...result.tally, skipped: result.sample.skipped, sampled: result.sample.cases.length }, null, 2) + '\n');
  if (opts.dump) writeFileSync(opts.dump, result.rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
}
