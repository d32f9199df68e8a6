// A light English stemmer: Porter (1980) steps 1–5, with plural/participle "-ies"/"-ied" mapped to "y"
// so that study/studies/studied share the readable stem "study". Deterministic and identical on the
// claim side and the source side, which is all matching needs.

const IRREGULAR: ReadonlyMap<string, string> = new Map(Object.entries({
  men: 'man', women: 'woman', children: 'child', people: 'person', mice: 'mouse', feet: 'foot', teeth: 'tooth',
  analyses: 'analysis', hypotheses: 'hypothesis', theses: 'thesis', criteria: 'criterion', phenomena: 'phenomenon',
  indices: 'index', matrices: 'matrix', vertices: 'vertex', appendices: 'appendix', corpora: 'corpus',
  better: 'good', best: 'good', worse: 'bad', worst: 'bad', was: 'be', were: 'be', is: 'be', are: 'be', been: 'be',
  has: 'have', had: 'have', did: 'do', does: 'do', done: 'do',
  // names whose last "s" is no plural ending ("https" is not more than one "http", "TLS" not one "TL")
  https: 'https', ftps: 'ftps', wss: 'wss', tls: 'tls', dns: 'dns', ios: 'ios', macos: 'macos', ipados: 'ipados',
  watchos: 'watchos', tvos: 'tvos', cors: 'cors', aws: 'aws', gps: 'gps', sms: 'sms', nfs: 'nfs', smbs: 'smbs', imaps: 'imaps',
  ldaps: 'ldaps', sips: 'sips', rss: 'rss', css: 'css', sass: 'sass', less: 'less', jvms: 'jvm',
}));

function isConsonant(w: string, i: number): boolean {
  const c = w.charCodeAt(i);
  if (c === 97 || c === 101 || c === 105 || c === 111 || c === 117) return false; // aeiou
  if (c === 121) return i === 0 ? true : !isConsonant(w, i - 1); // y
  return true;
}

/** Porter's measure m: the number of vowel-consonant sequences in w[0..end). */
function measure(w: string, end: number): number {
  let i = 0;
  let m = 0;
  while (i < end && isConsonant(w, i)) i++;
  while (i < end) {
    while (i < end && !isConsonant(w, i)) i++;
    if (i >= end) break;
    while (i < end && isConsonant(w, i)) i++;
    m++;
  }
  return m;
}

function hasVowel(w: string, end: number): boolean {
  for (let i = 0; i < end; i++) if (!isConsonant(w, i)) return true;
  return false;
}

function endsDoubleConsonant(w: string, end: number): boolean {
  return end >= 2 && w[end - 1] === w[end - 2] && isConsonant(w, end - 1);
}

/** consonant-vowel-consonant ending, last consonant not w, x or y ("hop", not "snow"). */
function endsCvc(w: string, end: number): boolean {
  if (end < 3) return false;
  if (!isConsonant(w, end - 1) || isConsonant(w, end - 2) || !isConsonant(w, end - 3)) return false;
  const c = w[end - 1];
  return c !== 'w' && c !== 'x' && c !== 'y';
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', ''],
];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism',
  'ate', 'iti', 'ous', 'ive', 'ize'];

function replaceSuffix(w: string, rules: ReadonlyArray<readonly [string, string]>, minMeasure: number): string {
  for (const [suffix, repl] of rules) {
    if (w.endsWith(suffix)) {
      const base = w.length - suffix.length;
      return measure(w, base) > minMeasure ? w.slice(0, base) + repl : w;
    }
  }
  return w;
}

function porter(input: string): string {
  let w = input;
  // Step 1a: plurals.
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.length > 4 ? w.slice(0, -3) + 'y' : w.slice(0, -1);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);

  // Step 1b: past tense and gerunds.
  let trimmed = false;
  if (w.endsWith('eed')) {
    if (measure(w, w.length - 3) > 0) w = w.slice(0, -1);
  } else if (w.endsWith('ied') && w.length > 4) {
    w = w.slice(0, -3) + 'y';
  } else if (w.endsWith('ed') && hasVowel(w, w.length - 2)) {
    w = w.slice(0, -2);
    trimmed = true;
  } else if (w.endsWith('ing') && hasVowel(w, w.length - 3)) {
    w = w.slice(0, -3);
    trimmed = true;
  }
  if (trimmed) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (endsDoubleConsonant(w, w.length) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w, w.length) === 1 && endsCvc(w, w.length)) w += 'e';
  }

  // Steps 2–4: derivational suffixes.
  w = replaceSuffix(w, STEP2, 0);
  w = replaceSuffix(w, STEP3, 0);
  for (const suffix of STEP4) {
    if (!w.endsWith(suffix)) continue;
    const base = w.length - suffix.length;
    if (measure(w, base) > 1 && (suffix !== 'ion' || w[base - 1] === 's' || w[base - 1] === 't')) w = w.slice(0, base);
    break;
  }

  // Step 5: final e and double l.
  if (w.endsWith('e')) {
    const m = measure(w, w.length - 1);
    if (m > 1 || (m === 1 && !endsCvc(w, w.length - 1))) w = w.slice(0, -1);
  }
  if (w.endsWith('ll') && measure(w, w.length) > 1) w = w.slice(0, -1);
  // Porter's "-y"→"-i" is not applied; restore "y" where steps 2–4 left a consonant + "i" ("happi" → "happy").
  if (w.length > 2 && w.endsWith('i') && isConsonant(w, w.length - 2) && input.length > w.length) w = w.slice(0, -1) + 'y';
  return w;
}

const SPELLING_VARIANTS: ReadonlyMap<string, string> = new Map(Object.entries({
  programme: 'program', programmes: 'programs', catalogue: 'catalog', catalogues: 'catalogs', dialogue: 'dialog',
  dialogues: 'dialogs', analogue: 'analog', grey: 'gray', aluminium: 'aluminum', defence: 'defense', licence: 'license',
  offence: 'offense', practise: 'practice', practised: 'practiced', practises: 'practices', fibre: 'fiber', fibres: 'fibers',
  sabre: 'saber', calibre: 'caliber', sombre: 'somber',
}));
const ISE = /(?<=\w{3})is(e|ed|es|ing|ation|ations|er|ers)$/;
const YSE = /ys(e|ed|es|ing)$/;
const OUR = /(?<=\w{3})our(s|ed|ing|able|ful|ite|ites|ism)?$/;
const TRE = /(?<=\w{2})tre(s)?$/;

/** British spellings mapped to American ones, so that both stem alike ("normalise"/"normalize", "colour"/"color"). */
function americanSpelling(w: string): string {
  const variant = SPELLING_VARIANTS.get(w);
  if (variant !== undefined) return variant;
  if (w.length < 5) return w;
  // each pattern holds a literal ('tre', 'is', 'ys', 'our') its word must contain: most words skip the regular expressions
  const centre = w.includes('tre') ? w.replace(TRE, 'ter$1') : w;
  if (w.length < 6) return centre;
  let out = centre;
  if (out.includes('is')) out = out.replace(ISE, 'iz$1');
  if (out.includes('ys')) out = out.replace(YSE, 'yz$1');
  if (out.includes('our')) out = out.replace(OUR, 'or$1');
  return out;
}

/** Auxiliaries whose "n't" form is the auxiliary and "not" ("ca" of "can't", "wo" of "won't", "sha" of "shan't"). */
const NOT_AUXILIARIES = new Set(['is', 'are', 'was', 'were', 'do', 'does', 'did', 'has', 'have', 'had', 'ca', 'can', 'could', 'wo', 'would',
  'should', 'sha', 'must', 'might', 'ai']);

/** A word with a figure in it whose last word, four letters or more, ends in a plural "s" ("uint8arrays", "sha256sums"). */
const CODE_NAME_PLURAL = /^[a-z0-9]*\d[a-z]{2,}[^s]s$/;

const cache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

/** Stem of a normalised (lowercase) word; numbers and short words are returned unchanged. */
export function stem(word: string): string {
  const hit = cache.get(word);
  if (hit !== undefined) return hit;
  let w = word;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  else if (w.endsWith("'")) w = w.slice(0, -1);
  let out: string;
  const irregular = IRREGULAR.get(w);
  // a negative contraction of an auxiliary stands for its "not" ("isn't" = "is not", "can't" = "cannot"): the
  // auxiliary is no content word; "needn't" keeps its verb
  if (w === 'cannot' || (w.endsWith("n't") && NOT_AUXILIARIES.has(w.slice(0, -3)))) out = 'not';
  else if (irregular !== undefined) out = irregular;
  // a code name with a figure inside takes the plural of its last word ("Uint8Arrays" is "Uint8Array" twice)
  else if (CODE_NAME_PLURAL.test(w)) out = w.slice(0, -1);
  else if (w.length < 3 || !/^[a-z]+$/.test(w)) out = w;
  else out = porter(americanSpelling(w));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(word, out);
  return out;
}
