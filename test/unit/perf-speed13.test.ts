// The thirteenth speed pass (cold build) rewrote two long functions as several short ones, so that V8 re-optimises
// less of them after a rare branch; what they compute must not change. quantitiesOfTokens is compared with its
// version before the pass (test/unit/fixtures-speed13/quantities-before.ts) on hand-made and random texts; the fast
// Markdown reader's line reading is compared with remark in fast-markdown*.test.ts, and again here on random
// documents of containers, leaves and tables.
import assert from 'node:assert/strict';
import { countsOfFigures, extractQuantities, quantitiesOfTokens } from '../../src/core/text/quantities';
import { buildTokens } from '../../src/core/text/tokenize';
import { seededRandom as rng } from '../../src/core/util/random';
import { extractQuantities as extractFrozen, quantitiesOfTokens as quantitiesFrozen } from './fixtures-speed13/quantities-before';

// (the version before the split, with the rules added since: a bare count right before a figure counts its noun; "half a
// dozen" is six, in the fixture itself)
const extractBefore = (text: string) => countsOfFigures(text, extractFrozen(text));
const quantitiesBefore = (text: string, tokens: Parameters<typeof quantitiesFrozen>[1]) => countsOfFigures(text, quantitiesFrozen(text, tokens));
import { fastMarkdownTree } from '../../src/core/sources/fast-markdown';
import { documentFromTrees, parseWithRemark } from '../../src/core/sources/markdown';

const HAND_MADE = [
  'a year and a half later', 'half of the users', 'more than half', 'two and a half years', 'one and a half', 'it halved the cost',
  'the load doubled', 'tripling it', 'a third of the budget', 'fell by a quarter', 'one quarter of', 'the third study',
  'twice as fast', 'a tenfold rise', 'the tenth release', 'two thirds of', 'three-quarters of them', 'twenty-five tests',
  'one of the users', 'one user', 'hundreds of files', 'a dozen eggs', 'one in five', '1 in 4 people', '1 in the morning',
  '3 million', 'two hundred thousand', '50%', '50 percent', '5 per cent', '3 percentage points', '3-fold', '3 fold', '4 times',
  'in 1990', '1990 was', 'the 1990s', 'version 2.7.9 and 3.10.2', '150M tokens', '2x faster', '3×', '3rd place', '5ms', '200 s',
  '$5', '€20', '-3 degrees', 'x -3', 'a-3', 'about 30%', 'just over a third', 'more than 40 users', 'at least 3 reviewers',
  'up to 40', 'over 3 releases', 'less than 100 ns', '10–20%', 'between 10 and 20 questions', '18 months', '1.5 years',
  '**650,000** tokens', '<b>4 million</b> readers', '3.15 will not', "3.15 won't", '5 m', '5 cm', '2 lbs', 'ten kilos',
  '1,897 files were indexed', '3.5 users', '12abc4', 'PEP 8', 'RFC 2119 and RFC 8174', 'Python 3.12 adds 2 new opcodes',
];
const PIECES = ['a', 'an', 'one', 'two', 'three', 'twenty', 'five', 'dozen', 'hundred', 'thousand', 'million', 'half', 'third', 'thirds',
  'quarter', 'quarters', 'twice', 'tenfold', 'tenth', 'doubled', 'halved', 'and', 'of', 'in', 'by', 'the', 'per', 'cent', 'percent',
  'percentage', 'points', 'fold', 'times', 'year', 'years', 'months', 'ms', 's', 'm', 'users', 'files', 'tested', 'running', 'will',
  'not', 'more', 'than', 'about', 'just', 'over', 'at', 'least', 'up', 'to', 'since', '1990', '1990s', '3', '42', '3.5', '2.7', '9',
  '1,897', '150M', '2x', '3rd', '5k', '$', '€', '-', '–', '.', ',', '%', '×', '*', '**', '<', '>', '/', 'b', ' ', ' ', ' ', '\n'];

// (and a shift, "1 << 10", whose operands are no figures since then)
const SIGN_BEFORE_FIGURE = /[<>≤≥]=?\s*\d|<<|>>/;
// (an article before a scale word, "a hundred users", counts one of it since the fifty-second round: the figure starts at the article)
const ARTICLE_BEFORE_SCALE = /\b(?:a|an)\s+(?:hundred|thousand|million|billion|trillion|dozen)\b/i;

describe('thirteenth speed pass: short functions compute what the long ones did', () => {
  it('quantitiesOfTokens: the same quantities as before the split on hand-made texts', () => {
    for (const text of HAND_MADE.filter((t) => !ARTICLE_BEFORE_SCALE.test(t))) {
      assert.deepEqual(extractQuantities(text), extractBefore(text), text);
      const tokens = buildTokens(text, true);
      assert.deepEqual(quantitiesOfTokens(text, tokens), quantitiesBefore(text, tokens), text);
    }
    // not vacuous: the texts make quantities of every kind
    const kinds = new Set(HAND_MADE.flatMap((t) => extractQuantities(t).map((q) => q.kind)));
    assert.deepEqual([...kinds].sort(), ['count', 'decimal', 'multiplier', 'ordinal', 'percent', 'year']);
  });

  it('quantitiesOfTokens: the same quantities as before the split on 20,000 random texts', () => {
    const next = rng(13);
    let found = 0;
    let signed = 0;
    for (let round = 0; round < 20_000; round++) {
      let text = '';
      const n = 1 + Math.floor(next() * 24);
      for (let i = 0; i < n; i++) {
        text += PIECES[Math.floor(next() * PIECES.length)];
        if (next() < 0.7) text += ' ';
      }
      const got = extractQuantities(text);
      // (a comparison sign before a figure, "<9", is read as its bound since the fifty-first round, which a neighbouring
      // figure may inherit: such texts are checked for the bound below, the rest against the reading before the split)
      if (ARTICLE_BEFORE_SCALE.test(text)) {
        const scaled = got.find((q) => /^an?\s/i.test(q.raw));
        if (scaled) assert.ok(scaled.value >= 12, JSON.stringify(text));
        continue;
      }
      if (SIGN_BEFORE_FIGURE.test(text)) {
        signed++;
        const bound = got.find((q) => /^(?:>=|≥|<=|≤|[<>])/.test(q.raw));
        if (bound) assert.ok(bound.bounded === true && bound.approx !== undefined, JSON.stringify(text));
        continue;
      }
      assert.deepEqual(got, extractBefore(text), JSON.stringify(text));
      found += got.length;
    }
    assert.ok(found > 15_000, `random texts made ${found} quantities`);
    assert.ok(signed > 500 && signed < 8_000, `${signed} texts with a sign before a figure`);
  });

  it('the fast Markdown reader, its line reading in parts, still reads random container documents as remark does', () => {
    const next = rng(17);
    const LINES = ['Some text here.', '> quoted text', '> > nested quote', '- item one', '* item two', '1. first', '2) second', '   - indented item',
      '    indented code', '```', '~~~', '# Heading', '## Sub heading', '***', '---', '===', '| a | b |', '| --- | --- |', '| 1 | 2 |',
      '<div>', '</div>', '<!-- c -->', '[^1]: a note', 'text with a note[^1] here', '', '', '  continued line', '-', '10. ten'];
    let taken = 0;
    for (let round = 0; round < 1_500; round++) {
      const n = 1 + Math.floor(next() * 14);
      const lines: string[] = [];
      for (let i = 0; i < n; i++) lines.push(LINES[Math.floor(next() * LINES.length)]!);
      const text = lines.join('\n') + '\n';
      const fast = fastMarkdownTree(text);
      if (!fast.tree) continue;
      taken++;
      // the document the fast reader's tree makes is remark's
      assert.deepEqual(documentFromTrees(text, [fast.tree]), parseWithRemark(text), JSON.stringify(text));
    }
    assert.ok(taken > 500, `the fast reader took ${taken} of 1,500 random documents`);
  });
});

