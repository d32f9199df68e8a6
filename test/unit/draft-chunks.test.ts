// A draft is parsed in small chunks, cut where the text says (not by size), and each chunk's prose is memoised: an
// edit parses its own chunk again, and moves the others. Where the chunks are cut must not change what the draft says.
import assert from 'node:assert/strict';
import { clearExtractionMemos } from '../../src/core/claims';
import { draftChunkRanges, draftChunkWork, extractProse } from '../../src/core/claims/markdown';
import { DRAFT, extract } from './claims-helpers';

/** A draft with every kind of block a chunk boundary could fall next to. */
function richDraft(opening: string): string {
  const parts = ['---', 'title: A chapter', '---', '', '# Chapter', '', opening, ''];
  for (let i = 0; i < 24; i++) {
    parts.push(`## Part ${i}`, '');
    parts.push(`The *Orbix-${i}* survey covered **${400 + i} observatories** in [nine countries](papers/orbit-${i}.txt).[^n${i}] See [the notes][notes].`, '');
    parts.push(`- Lumen processed ${2_000 + i} nights.`, `- Zorba has ${i} dishes`, '  and a continuation line.', '');
    parts.push(`1. First step ${i}.`, '', `2. Second step ${i}, loosely listed.`, '');
    parts.push(`> A quote about ${i} telescopes.`, '>', '> Its second paragraph.', '');
    parts.push('```', `code ${i}`, '', 'still code', '```', '');
    parts.push('    indented code', '', '    more of it', '');
    parts.push(`<!-- warrant: opinion --> This is the best survey ${i}.`, '');
    parts.push('| a | b |', '|---|---|', `| ${i} | two |`, '');
  }
  parts.push('[notes]: papers/notes.txt', '');
  for (let i = 0; i < 24; i++) parts.push(`[^n${i}]: papers/orbit-${i}.txt`);
  return parts.join('\n') + '\n';
}

const sizes = [1, 200, 512, 2048, 1e9, undefined]; // undefined: cut where the text says (a draft's default)

describe('draft chunks', () => {
  it('the prose of a draft is the same wherever the chunks are cut', () => {
    const draft = richDraft('Orbix complements ground surveys.');
    const whole = extractProse(draft, { checkHeadings: true, chunkSize: 1e9 });
    assert.ok(whole.blocks.length > 180 && whole.footnotes.size === 24);
    for (const chunkSize of sizes) {
      clearExtractionMemos();
      assert.deepEqual(extractProse(draft, { checkHeadings: true, ...(chunkSize === undefined ? {} : { chunkSize }) }), whole, `chunk size ${chunkSize}`);
    }
  });

  it('HTML blocks that run over blank lines (<?…?>, <!DOCTYPE …>, <![CDATA[…]]>) are not cut', () => {
    for (const block of ['<?php\n\necho 1;\n\n?>', '<!DOCTYPE html\n\nlong>', '<![CDATA[\n\nraw\n\n]]>']) {
      const draft = `Before it.\n\n${block}\n\nAfter it, a sentence.\n\n- a list item\n`;
      const whole = extractProse(draft, { checkHeadings: false, chunkSize: 1e9 });
      assert.deepEqual(extractProse(draft, { checkHeadings: false, chunkSize: 1 }), whole, block);
      assert.deepEqual(extractProse(draft, { checkHeadings: false }), whole, block);
      assert.deepEqual(whole.blocks.map((b) => b.plain), ['Before it.', 'After it, a sentence.', 'a list item'], block);
    }
  });

  it('an edit parses only its own chunk; the claims equal an extraction from nothing, and undoing it gives the first claims back', () => {
    clearExtractionMemos();
    const before = richDraft('Orbix complements ground surveys.');
    const first = extract(before);
    const after = before.replace('The *Orbix-20* survey', 'The *Orbix-20* satellite survey');
    draftChunkWork.parsed = 0;
    const edited = extract(after);
    assert.equal(draftChunkWork.parsed, 1, 'one chunk parsed again');
    clearExtractionMemos();
    assert.deepEqual(edited, extract(after));
    draftChunkWork.parsed = 0;
    assert.deepEqual(extract(before), first, 'undone');
    assert.equal(draftChunkWork.parsed, 1, 'the first version of the edited chunk (memoised again after the clear)');
  });

  it('cuts are where the text says: an edit that makes a paragraph much longer or shorter parses its own chunks again, not every later one', () => {
    // many short paragraphs: a cut made once a chunk is long enough would move every later cut with the edit
    const paragraphs = Array.from({ length: 120 }, (_, i) => `Survey ${i} covered ${100 + i} observatories in ${i % 7} countries, from ${1990 + (i % 30)} on.`);
    const draft = `# Chapter\n\n${paragraphs.join('\n\n')}\n`;
    const longer = draft.replace('Survey 3 covered', `Survey 3 ${'and its long-running sequel '.repeat(12)}covered`);
    const shorter = draft.replace('Survey 3 covered 103 observatories in 3 countries, from 1993 on.', 'Survey 3 ended.');
    clearExtractionMemos();
    extract(draft);
    for (const edited of [longer, shorter]) {
      draftChunkWork.parsed = 0;
      const claims = extract(edited);
      assert.ok(draftChunkWork.parsed <= 2, `${draftChunkWork.parsed} chunks parsed again`);
      assert.deepEqual(extractProse(edited, { checkHeadings: false }), extractProse(edited, { checkHeadings: false, chunkSize: 1e9 }));
      clearExtractionMemos();
      assert.deepEqual(claims, extract(edited), 'the claims of an extraction from nothing');
      extract(draft);
    }
    // the size rule (sources) moves every later cut: most chunks parsed again
    draftChunkWork.parsed = 0;
    extractProse(draft, { checkHeadings: false, chunkSize: 512 });
    const before = draftChunkWork.parsed;
    draftChunkWork.parsed = 0;
    extractProse(longer, { checkHeadings: false, chunkSize: 512 });
    assert.ok(draftChunkWork.parsed > 5 && before > 5, `size rule: ${draftChunkWork.parsed} chunks parsed again`);
  });

  it('lines that all start alike (a table, a list) are still cut, by their whole lines, and a chunk never grows past 8 KB', () => {
    const rows = Array.from({ length: 400 }, (_, i) => `- [ ] task ${i} is still open and waits for review`);
    const draft = rows.join('\n\n') + '\n';
    clearExtractionMemos();
    draftChunkWork.parsed = 0;
    const prose = extractProse(draft, { checkHeadings: false });
    assert.ok(draftChunkWork.parsed > 50, `${draftChunkWork.parsed} chunks`);
    assert.deepEqual(prose, extractProse(draft, { checkHeadings: false, chunkSize: 1e9 }));
    const same = Array.from({ length: 2000 }, () => '- [ ] the same task').join('\n\n') + '\n';
    const ranges = draftChunkRanges(same);
    assert.ok(ranges.length >= 4 && ranges.every(([start, end]) => end - start <= 8192 + 64), ranges.map(([s, e]) => e - s).join(' '));
    assert.deepEqual(extractProse(same, { checkHeadings: false }), extractProse(same, { checkHeadings: false, chunkSize: 1e9 }));
  });

  it('a heading changed gives the claims under it their new context, and a footnote changed their new citation', () => {
    clearExtractionMemos();
    const before = richDraft('Orbix complements ground surveys.');
    extract(before);
    for (const after of [before.replace('## Part 7\n', '## Results of part 7\n'), before.replace('[^n7]: papers/orbit-7.txt', '[^n7]: papers/lumen.txt')]) {
      const memoised = extract(after);
      clearExtractionMemos();
      const fresh = extract(after);
      assert.deepEqual(memoised, fresh);
      const claim = fresh.claims.find((c) => c.text.includes('Orbix-7*'))!;
      assert.ok(claim.context?.headings.includes('Results of part 7') || claim.citations.some((c) => c.target === 'papers/lumen.txt'));
      extract(before);
    }
  });

  it('what is kept per paragraph follows what its claims depend on beyond it: the draft, duplicates, the words elsewhere, controls', () => {
    const paragraph = 'Zorblax processed 2,300 nights of data in 2021.';
    const base = `# Results\n\n${paragraph}\n\nThe Orbix survey covered 412 observatories.\n`;
    const variants: Array<[string, string]> = [
      [base, DRAFT],
      [base, DRAFT.replace('chapter.md', 'other.md')], // the same paragraph in another draft: other ids
      [`${paragraph}\n\n${base}`, DRAFT], // the same sentence typed above: the second is another occurrence
      [`${base}\nWe saw that zorblax is a word here.\n`, DRAFT], // the name written in lower case elsewhere
      [`<!-- warrant: opinion -->\n${base.replace('# Results\n\n', '')}`, DRAFT], // an inline control before it
      [`# Methods\n\n${paragraph}\n\nThe Orbix survey covered 412 observatories.\n`, DRAFT], // another heading
    ];
    clearExtractionMemos();
    const memoised = variants.map(([text, path]) => extract(text, {}, path));
    const again = variants.map(([text, path]) => extract(text, {}, path));
    const fresh = variants.map(([text, path]) => {
      clearExtractionMemos();
      return extract(text, {}, path);
    });
    assert.deepEqual(memoised, fresh);
    assert.deepEqual(again, fresh);
    assert.notEqual(fresh[0]!.claims[0]!.id, fresh[1]!.claims[0]!.id);
    assert.notEqual(fresh[2]!.claims[0]!.id, fresh[2]!.claims[1]!.id);
    assert.notDeepEqual(fresh[0]!.claims[0]!.cues, fresh[3]!.claims[0]!.cues);
    assert.equal(fresh[4]!.claims[0]!.modality, 'opinion');
  });
});
