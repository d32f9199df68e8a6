// Claim extraction memoises block analyses, gate classifications and the draft's syntax trees by chunk, so a
// draft re-read after one edit does only the edited part again. Memoised or not, the claims must be the same.
import assert from 'node:assert/strict';
import { clearExtractionMemos, placeFreeOrigin } from '../../src/core/claims';
import { nlpWork } from '../../src/core/claims/nlp';
import { BoundedMemo } from '../../src/core/util/bounded-memo';
import { DRAFT, extract } from './claims-helpers';

/** A draft of several parse chunks (8 KB each) with markup, footnotes, a list, a quote and headings. */
function longDraft(opening: string): string {
  const parts = [`# Chapter`, '', opening, ''];
  for (let i = 0; i < 300; i++) {
    if (i % 60 === 0) parts.push(`## Section ${i / 60 + 1}`, '');
    parts.push(`The \`orbix-${i}\` survey covered **${400 + i} observatories** in [nine countries](papers/orbit-${i}.txt).[^n${i}] It reported ${i + 2} passes.`, '');
    if (i % 10 === 0) parts.push(`- Lumen processed ${2_000 + i} nights of data.`, `- Zorba has ${i} dishes.`, '', `> A quote about ${i} telescopes.`, '');
  }
  for (let i = 0; i < 300; i++) parts.push(`[^n${i}]: papers/orbit-${i}.txt`);
  return parts.join('\n') + '\n';
}

describe('claim extraction memos', () => {
  it('a bounded memo computes once per key and drops the least recently used entry', () => {
    const memo = new BoundedMemo<string, number>(2);
    let made = 0;
    const make = (v: number) => () => (made++, v);
    assert.equal(memo.get('a', make(1)), 1);
    assert.equal(memo.get('b', make(2)), 2);
    assert.equal(memo.get('a', make(99)), 1, 'kept');
    assert.equal(made, 2);
    memo.get('c', make(3)); // drops b, the least recently used
    assert.equal(memo.size, 2);
    assert.equal(memo.get('a', make(99)), 1);
    assert.equal(memo.get('b', make(20)), 20, 'made again after it was dropped');
    assert.equal(made, 4);
    const kept = new BoundedMemo<string, number>(2);
    kept.put('x', 1);
    kept.put('y', 2);
    assert.equal(kept.find('x'), 1); // y is now the least recently used
    kept.put('z', 3);
    assert.equal(kept.find('y'), undefined);
    assert.deepEqual([kept.find('x'), kept.find('z')], [1, 3]);
  });

  it('after an edit, only the edited block is analysed again, and the claims equal an extraction from nothing', () => {
    clearExtractionMemos();
    const before = longDraft('Orbix complements ground surveys by adding satellite passes.');
    const after = longDraft('Orbix complements ground surveys by adding 14 satellite passes, as the team noted.');
    assert.ok(before.length > 3 * 8192, 'several parse chunks');
    extract(before);
    nlpWork.calls = 0;
    const memoised = extract(after);
    assert.equal(nlpWork.calls, 1, 'one block tagged again');
    clearExtractionMemos();
    const fresh = extract(after);
    assert.deepEqual(memoised, fresh);
    assert.ok(memoised.claims.length > 600);
    assert.ok(memoised.claims.some((c) => c.citations.length > 0), 'footnotes resolved in every chunk');
  });

  it('a chunk moved by an edit before it keeps its claims at their new offsets', () => {
    clearExtractionMemos();
    const before = longDraft('Short.');
    extract(before);
    const after = longDraft('A much longer opening paragraph that moves every later chunk of the draft further down.');
    const memoised = extract(after); // extract() checks that every claim's text is the draft at its offsets
    clearExtractionMemos();
    assert.deepEqual(memoised, extract(after));
  });

  it('the gate sees the document: a name the draft also writes in lower case is classified as a fresh extraction does', () => {
    clearExtractionMemos();
    const alone = extract('Zorblax improved the results a lot.\n').claims[0]!;
    assert.ok(alone.cues.includes('entities:Zorblax'));
    const withCommon = extract('Zorblax improved the results a lot.\n\nWe saw that zorblax is a word here.\n').claims[0]!;
    assert.ok(!withCommon.cues.includes('entities:Zorblax'), 'not a name once the draft writes it in lower case');
    clearExtractionMemos();
    assert.deepEqual(withCommon, extract('Zorblax improved the results a lot.\n\nWe saw that zorblax is a word here.\n').claims[0]);
  });

  it('a claim nothing changed comes back as the same object; one an edit above only moved, as a copy of it at its new place', () => {
    const filler = Array.from({ length: 12 }, (_, i) => `Survey ${i} of the Orbix programme covered ${300 + i} observatories.`);
    const paragraphs = ['# Results', 'Zorblax processed 2,300 nights of data in 2021.', 'The Orbix survey covered 412 observatories.', 'We think Lumen is the best telescope.', ...filler, '## Later', 'Lumen observed 17 comets in 2019.'];
    const draft = `${paragraphs.join('\n\n')}\n`;
    clearExtractionMemos();
    const first = extract(draft).claims;
    const again = extract(draft).claims;
    assert.ok(first.every((c, i) => again[i] === c), 'the same objects');
    const edited = draft.replace('17 comets', '18 comets');
    const after = extract(edited).claims;
    assert.equal(after[0], first[0], 'far before the edit (another chunk): the same object');
    assert.notEqual(after.at(-1), first.at(-1));
    assert.notEqual(placeFreeOrigin(after.at(-1)!), placeFreeOrigin(first.at(-1)!), 'the edited claim is another claim');
    const typedAbove = draft.replace('Zorblax processed', 'Zorblax, our pipeline, processed');
    const moved = extract(typedAbove).claims;
    for (const i of [5, 10, first.length - 1]) {
      assert.notEqual(moved[i], first[i]);
      assert.equal(moved[i]!.start, first[i]!.start + ', our pipeline,'.length);
      assert.equal(placeFreeOrigin(moved[i]!), first[i], 'a copy at its new place');
    }
    const back = extract(draft).claims;
    assert.equal(placeFreeOrigin(back[10]!), first[10], 'moved back: still a copy of the first');
    // whatever came back from earlier extractions, every extraction equals one from nothing
    const texts = [draft, edited, typedAbove, draft, draft.replace('## Later', '## Much later'), draft.replace('We think', '<!-- warrant: factual -->\nWe think'), `${draft}\nA word: zorblax.\n`];
    clearExtractionMemos();
    const memoised = texts.map((t) => extract(t));
    const fresh = texts.map((t) => {
      clearExtractionMemos();
      return extract(t);
    });
    assert.deepEqual(memoised, fresh);
    assert.notEqual(placeFreeOrigin(memoised[4]!.claims.at(-1)!), placeFreeOrigin(memoised[3]!.claims.at(-1)!), 'another heading: another claim');
    const named = (i: number, start: string) => placeFreeOrigin(memoised[i]!.claims.find((c) => c.text.startsWith(start))!);
    assert.notEqual(named(5, 'We think'), named(3, 'We think'), 'a control on it: another claim');
    assert.notEqual(named(6, 'Zorblax'), named(3, 'Zorblax'), 'its name written in lower case elsewhere: another claim');
    assert.equal(named(6, 'The Orbix'), named(3, 'The Orbix'), 'its neighbour: the same claim');
  });

  it('the gate\'s memo on each sentence tells its inputs apart: minimum words, a citation, an override', () => {
    const draft = 'Zorblax processed 2,300 nights of data in 2021.\n\nIt ran fast.[^1]\n\n<!-- warrant: opinion -->\nLumen is the best pipeline.\n\n[^1]: papers/lumen.txt\n';
    const runs: Array<[string, number]> = [[draft, 4], [draft, 12], [draft, 4], [draft.replace('[^1]', ''), 4], [draft.replace('opinion', 'factual'), 4], [draft, 12]];
    clearExtractionMemos();
    const memoised = runs.map(([text, minWords]) => extract(text, { minWords }));
    const fresh = runs.map(([text, minWords]) => {
      clearExtractionMemos();
      return extract(text, { minWords });
    });
    assert.deepEqual(memoised, fresh);
    assert.equal(fresh[0]!.claims[0]!.needsEvidence, true);
    assert.equal(fresh[1]!.claims[0]!.needsEvidence, false, 'eight words, twelve asked for');
  });

  it('the words a draft writes in lower case are counted across edits: a paragraph added twice and removed once still counts', () => {
    const name = 'Zorblax improved the results a lot.';
    const lower = 'We saw that zorblax is a word here.';
    const other = 'The Orbix survey covered 412 observatories.';
    // each draft in turn, re-read after the one before (the counts follow the blocks that changed), then from nothing
    const drafts = [
      [name, other],
      [name, lower, other],
      [name, lower, lower, other], // the same block twice
      [name, lower, other], // one of the two removed: still written in lower case
      [name, other], // the last one removed
      [lower, name], // back, elsewhere in the draft
      [`${name}\n\n\`zorblax\` in code is not a word of the draft`, other],
    ].map((paragraphs) => `${paragraphs.join('\n\n')}\n`);
    clearExtractionMemos();
    const read = drafts.map((d) => extract(d));
    const fresh = drafts.map((d) => {
      clearExtractionMemos();
      return extract(d);
    });
    assert.deepEqual(read, fresh);
    const named = read.map((r) => r.claims.find((c) => c.text.startsWith('Zorblax'))!.cues.includes('entities:Zorblax'));
    assert.deepEqual(named, [true, false, false, false, true, false, true]);
    // two drafts read in turn keep their own counts
    clearExtractionMemos();
    const a = extract(drafts[1]!, {}, DRAFT);
    const b = extract(drafts[0]!, {}, DRAFT.replace('chapter.md', 'other.md'));
    assert.deepEqual([extract(drafts[1]!, {}, DRAFT), extract(drafts[0]!, {}, DRAFT.replace('chapter.md', 'other.md'))], [a, b]);
    assert.notDeepEqual(a.claims[0]!.cues, b.claims[0]!.cues);
  });
});
