import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { extractQuantities, splitSentences } from '../../src/core/text/index';
import { quantitiesOfTokens } from '../../src/core/text/quantities';
import { mayNameEntity, profileClaim, profilePassage, profileSentencePair, stem, tokenize, type PassageProfile } from '../../src/core/verify/analysis';

/** The passage profile as it was computed before memoisation and the lone-word fast path. */
function plainProfile(text: string, acronyms?: Map<string, string>): PassageProfile {
  const tokens = tokenize(text);
  const keys = new Set<string>();
  const groups: Array<typeof tokens> = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind !== 'word' && t.kind !== 'number') continue;
    const group = [t];
    while (i + 2 < tokens.length) {
      const dash = tokens[i + 1]!;
      const next = tokens[i + 2]!;
      const joined = dash.start === group[group.length - 1]!.end && next.start === dash.end && /^[-\u2010\u2011]$/.test(dash.text);
      if (!joined || (next.kind !== 'word' && next.kind !== 'number')) break;
      group.push(next);
      i += 2;
    }
    groups.push(group);
  }
  for (const group of groups) {
    for (const t of group) {
      const pieces = t.norm.split('-').filter((p) => p.length > 0);
      if (pieces.length > 1) for (const p of pieces) keys.add(stem(p));
      else keys.add(t.stem);
    }
    for (const t of group) keys.add(t.stem);
    if (group.length > 1 || group[0]!.norm.includes('-')) keys.add(group.map((t) => t.norm.replace(/-/g, '')).join(''));
    else keys.add(group[0]!.norm);
  }
  if (acronyms) {
    for (const [acronym, expansion] of acronyms) {
      // (the expansion keyed as a passage is, a hyphened word whole too)
      if (keys.has(acronym) || keys.has(stem(acronym))) for (const k of plainProfile(expansion).keys) keys.add(k);
    }
  }
  return { text, tokens, keys, quantities: extractQuantities(text) };
}

function sameProfile(actual: PassageProfile, expected: PassageProfile): void {
  assert.deepEqual(actual.tokens, expected.tokens, actual.text);
  assert.deepEqual([...actual.keys], [...expected.keys], actual.text);
  assert.deepEqual(actual.quantities, expected.quantities, actual.text);
}

function sampleTexts(): string[] {
  const root = path.join(__dirname, '../../sample-corpus');
  const files = ['papers', 'notes', 'references'].flatMap((d) =>
    readdirSync(path.join(root, d)).filter((f) => /\.(md|txt)$/.test(f)).map((f) => path.join(root, d, f)));
  return files.map((f) => readFileSync(f, 'utf8'));
}

/** Adjacent sentences of a text as [first, gap, second]. */
function sentencePairs(text: string): Array<[string, string, string]> {
  const sentences = splitSentences(text);
  return sentences.slice(1).map((b, i) => {
    const a = sentences[i]!;
    return [text.slice(a.start, a.end), text.slice(a.end, b.start), text.slice(b.start, b.end)];
  });
}

/** Pairs where something could read across the gap, composed or not. */
const TRICKY_PAIRS: Array<[string, string, string]> = [
  ['It rose by 10.', ' ', '20 questions later it fell.'], ['Between 10.', ' ', 'And 20 questions.'], ['It cost more than.', ' ', '30 cases.'],
  ['Fell by.', ' ', 'A quarter of them.'], ['Costs $.', ' ', '5 each.'], ['Top 10', '\n', '- 5 cats'], ['between 10', ' ', 'and 20 questions'],
  ['state-of-the', '-', 'art.'], ['It was 1,897.', '\n', '2019 was the year.'], ['He said "no."', '  ', 'One in five did.'],
  ['a year.', ' ', 'And a half later.'], ['Twenty.', ' ', '-five cats.'], ['It was 3.', ' ', '5 times more.'], ['x', '', 'y.'],
  ['(A third.)', ' ', 'Of the 40 annotators, 12 left.'], ['Wait…', '\t', 'it doubled!'], ['It halved?', ' \n ', 'Yes: 50% less.'],
  ['Growth was 4%.', '', '5% later.'], ['In 2020.', ' ', '2021 followed.'], ['Nearly half.', ' ', 'Half of that.'],
];

const SYNTHETIC = [
  'The index-based retriever (IBR) reduced latency by 40% across 1,897 queries.',
  'A state‑of‑the‑art model — ACL-Verbatim — is three-quarters cheaper and 12-fold faster.',
  'Non-smokers were un-treated; the re-run took a year and a half, about a third of the budget.',
  'It doesn’t replace grep: the co-op’s naïve İstanbul survey (ΣΑΣ) found 2x gains in 2019–2021.',
  'Twenty-five annotators - not 30 - labelled between 10 and 20 questions each; one in five was wrong.',
  'The -- dash-- and - lone -hyphens -x y- stay apart, as do well--formed and a‑‐b.',
  '',
  '!!!',
];

describe('perf: memoised and fast-path profiles', () => {
  const samples = sampleTexts();
  const texts = [...SYNTHETIC, ...samples.flatMap((t) => sentencePairs(t).map(([a]) => a))];

  it('profilePassage equals the plain computation, with and without acronyms', () => {
    assert.ok(texts.length > 100);
    const acronyms = new Map([['ibr', 'index-based retriever'], ['saa', 'strict attributed accuracy'], ['acl', 'association for computational linguistics']]);
    for (const text of texts) {
      sameProfile(profilePassage(text), plainProfile(text));
      sameProfile(profilePassage(text, acronyms), plainProfile(text, acronyms));
      // the shared plain profile is untouched by the acronym expansion
      sameProfile(profilePassage(text), plainProfile(text));
    }
  });

  it('a pair of adjacent sentences profiles as the text they make together', () => {
    const pairs = [...TRICKY_PAIRS, ...samples.flatMap(sentencePairs)];
    assert.ok(pairs.length > 100);
    for (const [a, gap, b] of pairs) {
      sameProfile(profileSentencePair(a, gap, b), plainProfile(a + gap + b));
      sameProfile(profilePassage(a + gap + b), plainProfile(a + gap + b));
    }
  });

  it('quantitiesOfTokens over the verifier tokens equals extractQuantities', () => {
    for (const text of texts) assert.deepEqual(quantitiesOfTokens(text, tokenize(text)), extractQuantities(text), text);
  });

  it('profiles words named like Object.prototype members ("constructor") instead of throwing', () => {
    const text = 'The Grepseek constructor builds 40 indexes per run.';
    assert.ok(profilePassage(text).keys.has('constructor'));
    assert.equal(stem('Constructor'), tokenize(text)[2]!.stem);
  });

  it('a text mayNameEntity rules out names no entity term of', () => {
    const cases = [...texts, 'Norix12 reports 40 questions.', 'İstanbul ölçüm.', '*Bold* claim [^1] about [GrepSeek](x.md).', 'a-B test', '2019 Norix'];
    let ruledOut = 0;
    for (const text of cases) {
      const entities = profileClaim(text).terms.filter((t) => t.entity);
      if (!mayNameEntity(text)) {
        ruledOut++;
        assert.deepEqual(entities, [], text);
      }
    }
    assert.ok(ruledOut > 10);
  });

  it('entity terms are the surfaces the regular-expression test calls names', () => {
    const isEntity = (surface: string, firstWord: boolean) => {
      const letters = surface.replace(/[^\p{L}]/gu, '');
      if (letters.length === 0) return false;
      if (/\p{Lu}/u.test(letters.slice(1))) return true;
      return !firstWord && /^\p{Lu}/u.test(letters);
    };
    const cases = [...texts, 'ACL-Verbatim beats GrepSeek and BM25 on 3 of 4 X-rays.', 'Über-fast İstanbul ölçüm by Müller.', 'a-B test of iPhone and eBay.', '2019 Norix'];
    let entities = 0;
    for (const text of cases) {
      const first = tokenize(text).find((t) => t.kind === 'word' || t.kind === 'number');
      for (const term of profileClaim(text).terms) {
        assert.equal(term.entity, isEntity(term.surface, term.start === first?.start), `${term.surface} in ${text}`);
        if (term.entity) entities++;
      }
    }
    assert.ok(entities > 20);
  });
});
