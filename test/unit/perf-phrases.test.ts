import assert from 'node:assert/strict';
import * as lexicon from '../../src/core/text/lexicon';
import { findPhrases, type PhraseHit } from '../../src/core/verify/analysis';

const PRONOUNS_BY_AUXILIARY: Record<string, [string, string[]]> = {
  is: ['s', ['it', 'that', 'there', 'what', 'here', 'who', 'he', 'she', 'where', 'how']],
  has: ['s', ['it', 'that', 'there', 'what', 'who', 'he', 'she']],
  are: ['re', ['we', 'they', 'you', 'there', 'what', 'who']],
  have: ['ve', ['i', 'we', 'they', 'you', 'who']],
  will: ['ll', ['i', 'we', 'they', 'you', 'it', 'he', 'she', 'that', 'there']],
  would: ['d', ['i', 'we', 'they', 'you', 'it', 'he', 'she', 'that', 'there']],
  am: ['m', ['i']],
};
/** auxiliary → pronoun before it → its contraction */
const CONTRACTIONS: Record<string, Record<string, string>> = Object.fromEntries(Object.entries(PRONOUNS_BY_AUXILIARY)
  .map(([aux, [short, pronouns]]) => [aux, Object.fromEntries(pronouns.map((p) => [p, short]))]));

/** The plain scan findPhrases replaced: every phrase's regex over the whole lowered text. */
function plainFindPhrases(text: string, phrases: readonly string[]): PhraseHit[] {
  let lowered = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    lowered += lower.length === ch.length ? lower : ch;
  }
  lowered = lowered.replace(/[\u2018\u2019\u02bc]/g, "'").replace(/[\u2010-\u2013]/g, '-');
  const hits: PhraseHit[] = [];
  for (const phrase of phrases) {
    const words = phrase.split(/\s+/);
    // an auxiliary after its pronoun also matches its contraction ("it is believed" in "it's believed")
    const body = words.map((w, i) => {
      const escaped = w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const short = i > 0 ? CONTRACTIONS[w]?.[words[i - 1]!] : undefined;
      return short === undefined ? (i > 0 ? '\\s+' : '') + escaped : `(?:\\s+${escaped}|'${short})`;
    }).join('');
    const left = /^[\p{L}\p{N}]/u.test(phrase) && !phrase.startsWith("n'") ? '(?<![\\p{L}\\p{N}])' : '';
    const re = new RegExp(`${left}${body}(?![\\p{L}\\p{N}])`, 'gu');
    for (let m = re.exec(lowered); m; m = re.exec(lowered)) {
      hits.push({ phrase, surface: text.slice(m.index, m.index + m[0].length), start: m.index, end: m.index + m[0].length });
    }
  }
  hits.sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: PhraseHit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && k.start < h.end)) kept.push(h);
  return kept;
}

const LISTS: Array<readonly string[]> = [
  ...Object.values(lexicon).filter((v): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')),
  lexicon.allStrongPredicates(),
  ["n't", "n'", ';', 'state-of-the-art', 'does not', 'vs.', 'next,', '1,897 queries', 'ΣΑΣ', 'naïve', 'İstanbul', 'co-op', 'a', 'x y z'],
];

let seed = 12345;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const FILLERS = ['the', 'model', 'doesn’t', "doesn't", 'naïve', 'İstanbul', 'ΣΑΣ', 'σας', '🙂', 'café', 'x', '12', '1,897', '-', '—', '‐', 'ʼ', '’', ',', '.', '\n', '\n\n', 'NOT', 'Not', 'notable', 'cannot', 'Straße'];

/** Variants of a phrase as a text may write it: case, curly apostrophes, unicode hyphens, spacing, glued letters. */
function variant(phrase: string): string {
  let p = phrase;
  if (rand() < 0.3) p = p.toUpperCase();
  else if (rand() < 0.3) p = p.charAt(0).toUpperCase() + p.slice(1);
  if (rand() < 0.3) p = p.replace(/'/g, pick(['\u2019', '\u2018', '\u02bc']));
  if (rand() < 0.3) p = p.replace(/-/g, pick(['\u2010', '\u2011', '\u2013', '\u2014']));
  if (rand() < 0.3) p = p.replace(/ /g, pick(['  ', '\n', '\t', '\u00a0']));
  if (rand() < 0.15) p = pick(['x', 'é', '1', 'ʼ']) + p;
  if (rand() < 0.15) p = p + pick(['x', 'é', '1', 's']);
  return p;
}

function randomText(phrases: readonly string[], asciiOnly = false): string {
  const parts: string[] = [];
  const n = 1 + Math.floor(rand() * 12);
  for (let i = 0; i < n; i++) parts.push(rand() < 0.5 ? variant(pick(phrases)) : pick(FILLERS));
  const text = parts.join(pick([' ', ' ', '', '\n']));
  return asciiOnly ? text.replace(/[^\x00-\x7f]/g, pick(['', ' ', 'e', '-', "'"])) : text;
}

describe('perf: findPhrases pre-filter', () => {
  it('finds exactly what the plain scan finds, over every lexicon and many texts', () => {
    let compared = 0;
    for (const list of LISTS) {
      for (let i = 0; i < 400; i++) {
        const text = randomText(rand() < 0.8 ? list : pick(LISTS), rand() < 0.5);
        assert.deepEqual(findPhrases(text, list), plainFindPhrases(text, list), `text ${JSON.stringify(text)}`);
        compared++;
      }
    }
    assert.ok(compared > 4000);
  });

  it('matches "n\'t" glued to its verb and phrases with curly apostrophes and unicode hyphens', () => {
    const negations = lexicon.NEGATIONS;
    for (const text of ["It doesn't work.", 'It doesn’t work.', 'It DOESN’T work.', 'The state‐of‐the‐art model.', 'Nothing, not   even this.']) {
      assert.deepEqual(findPhrases(text, negations), plainFindPhrases(text, negations));
      assert.deepEqual(findPhrases(text, lexicon.allStrongPredicates()), plainFindPhrases(text, lexicon.allStrongPredicates()));
    }
    assert.equal(findPhrases("It doesn't work.", ["n't"])[0]?.surface, "n't");
  });

  it('answers a fresh array of phrases like the same list', () => {
    const text = 'Some models may replace the index, and most can complement it.';
    const list = [...lexicon.WEAK_RELATIONS];
    assert.deepEqual(findPhrases(text, list), findPhrases(text, lexicon.WEAK_RELATIONS));
    assert.deepEqual(findPhrases(text, [...list]), plainFindPhrases(text, list));
  });
});
