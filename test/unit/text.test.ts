import assert from 'node:assert/strict';
import {
  STOPWORDS, contentTerms, extractQuantities, findAcronyms, lineStarts, normalizeWord, offsetToPosition,
  sameQuantity, splitSentences, stem, tokenize, type Quantity,
} from '../../src/core/text';

const sentences = (text: string): string[] => splitSentences(text).map((r) => text.slice(r.start, r.end));
const quantity = (text: string): Quantity => {
  const found = extractQuantities(text);
  assert.equal(found.length, 1, `one quantity in ${JSON.stringify(text)}: ${JSON.stringify(found)}`);
  return found[0]!;
};

describe('text: tokenize', () => {
  it('keeps exact offsets for every token, including unicode, numbers and punctuation', () => {
    const text = 'Café “Naïve” — ACL‑Verbatim’s 1,897 items (53.6%) at 150M/2x; ﬁne 😀 done.\r\nNext';
    const tokens = tokenize(text);
    for (const t of tokens) assert.equal(text.slice(t.start, t.end), t.text);
    for (let i = 1; i < tokens.length; i++) assert.ok(tokens[i - 1]!.end <= tokens[i]!.start);
    // Everything between tokens is whitespace.
    let at = 0;
    for (const t of tokens) {
      assert.match(text.slice(at, t.start), /^\s*$/u);
      at = t.end;
    }
  });

  it('normalises case, diacritics, dashes and quotes, and classifies tokens', () => {
    const tokens = tokenize('Naïve “Café” 1,897 53.6 % $ authors’ don’t');
    const byText = new Map(tokens.map((t) => [t.text, t]));
    assert.equal(byText.get('Naïve')!.norm, 'naive');
    assert.equal(byText.get('Café')!.norm, 'cafe');
    assert.equal(byText.get('“')!.norm, '"');
    assert.equal(byText.get('“')!.kind, 'punct');
    assert.equal(byText.get('1,897')!.norm, '1897');
    assert.equal(byText.get('1,897')!.kind, 'number');
    assert.equal(byText.get('53.6')!.kind, 'number');
    assert.equal(byText.get('%')!.kind, 'punct');
    assert.equal(byText.get('$')!.kind, 'symbol');
    assert.equal(byText.get('don’t')!.norm, "don't");
    assert.equal(normalizeWord('A–B—C'), 'a-b-c');
    assert.equal(normalizeWord('ﬁnal'), 'final');
  });

  it('marks stopwords but keeps negations, quantifiers and modals as content', () => {
    const stops = tokenize('The model is not always better and may fail').filter((t) => t.stop).map((t) => t.norm);
    assert.deepEqual(stops, ['the', 'is', 'and']);
    for (const w of ['not', 'never', 'all', 'only', 'may', 'might', 'no']) assert.ok(!STOPWORDS.has(w), w);
  });

  it('reads two letters joined by a slash ("I/O", "N/A") as one content word, not a path or a list', () => {
    const words = (text: string) => tokenize(text).filter((t) => t.kind === 'word').map((t) => `${t.norm}${t.stop ? '(stop)' : ''}`);
    assert.deepEqual(words('Rust has I/O safety and N/A fields'), ['rust', 'has(stop)', 'i/o', 'safety', 'and(stop)', 'n/a', 'fields']);
    assert.deepEqual(words('a/b/c and TCP/IP'), ['a(stop)', 'b', 'c', 'and(stop)', 'tcp', 'ip']);
    assert.deepEqual(words('/a/b'), ['a(stop)', 'b']);
  });
});

describe('text: stem', () => {
  it('gives one stem to inflections and close derivations', () => {
    assert.equal(stem('studies'), 'study');
    assert.equal(stem('studied'), 'study');
    assert.equal(stem('study'), 'study');
    assert.equal(stem('questions'), 'question');
    assert.equal(stem('retrieval'), stem('retrieve'));
    assert.equal(stem('retrieved'), stem('retrieve'));
    assert.equal(stem('retrieving'), stem('retrieve'));
    assert.equal(stem('retrieval'), 'retriev');
    assert.equal(stem('replaced'), 'replac');
    assert.equal(stem('replaces'), 'replac');
    assert.equal(stem('replacing'), 'replac');
    assert.equal(stem('uses'), stem('use'));
    assert.equal(stem('used'), stem('use'));
    assert.equal(stem("author's"), 'author');
  });

  it('stems British and American spellings alike', () => {
    for (const [british, american] of [['normalise', 'normalize'], ['normalisation', 'normalization'], ['colour', 'color'],
      ['behaviours', 'behaviors'], ['centre', 'center'], ['metre', 'meter'], ['fibre', 'fiber'], ['analysed', 'analyzed'],
      ['programme', 'program'], ['modelling', 'modeling'], ['labelled', 'labeled'], ['defence', 'defense']]) {
      assert.equal(stem(british!), stem(american!), `${british} / ${american}`);
    }
    for (const word of ['four', 'hour', 'your', 'rise', 'wise']) assert.equal(stem(word), word);
  });

  it('keeps different words apart and leaves numbers alone', () => {
    assert.notEqual(stem('increase'), stem('decrease'));
    assert.notEqual(stem('accurate'), stem('inaccurate'));
    assert.equal(stem('1897'), '1897');
    assert.equal(stem('constructor'), 'constructor');
  });
});

describe('text: contentTerms', () => {
  it('ignores over-long tokens such as hashes and base64', () => {
    assert.deepEqual(contentTerms(`sha ${'a1b2'.repeat(20)} verified`), ['sha', 'verify']);
  });

  it('drops stopwords, de-duplicates and keeps order', () => {
    assert.deepEqual(contentTerms('The studies and the questions of the study'), ['study', 'question']);
  });

  it('gives the joined form and the parts of hyphenated compounds', () => {
    const terms = contentTerms('ACL-Verbatim uses index-based retrieval');
    for (const t of ['acl', 'verbatim', 'aclverbatim', 'index', 'base', stem('indexbased'), 'retriev']) assert.ok(terms.includes(t), t);
    assert.ok(contentTerms('indexbased').includes(stem('indexbased')));
    assert.deepEqual(contentTerms('GPT-4 and COVID-19'), ['gpt', '4', 'gpt4', 'covid', '19', 'covid19']);
    assert.deepEqual(contentTerms('state-of-the-art'), ['state', 'art', 'stateoftheart']);
  });

  it('maps every surface form of a number to one canonical term', () => {
    assert.deepEqual(contentTerms('1,897 questions'), contentTerms('1897 questions'));
    assert.deepEqual(contentTerms('50% of them'), contentTerms('50 percent of them'));
    assert.deepEqual(contentTerms('2x'), ['2x']);
    assert.deepEqual(contentTerms('two-fold'), ['2x']);
    assert.deepEqual(contentTerms('twice'), ['2x']);
    assert.deepEqual(contentTerms('two questions'), contentTerms('2 questions'));
    assert.ok(contentTerms('150M parameters').includes('150000000'));
    assert.ok(contentTerms('150 million parameters').includes('150000000'));
  });

  it('does not treat object-prototype names as number words', () => {
    assert.deepEqual(contentTerms('constructor toString'), ['constructor', 'tostr']);
    assert.deepEqual(extractQuantities('constructor hasOwnProperty'), []);
  });
});

describe('text: extractQuantities', () => {
  it('reads counts with thousands separators and the counted noun', () => {
    const q = quantity('We annotated 1,897 questions.');
    assert.equal(q.value, 1897);
    assert.equal(q.unit, 'question');
    assert.equal(q.kind, 'count');
    assert.equal(q.raw, '1,897');
    const skipAdjective = quantity('a set of 1,897 annotated questions');
    assert.equal(skipAdjective.unit, 'question');
  });

  it('reads decimals, percentages and percentage points', () => {
    const d = quantity('a score of 53.6');
    assert.equal(d.value, 53.6);
    assert.equal(d.kind, 'decimal');
    const p1 = quantity('accuracy rose to 53.6%');
    assert.deepEqual([p1.value, p1.unit, p1.kind, p1.raw], [53.6, 'percent', 'percent', '53.6%']);
    const p2 = quantity('fell by 50 percent');
    assert.deepEqual([p2.value, p2.unit, p2.raw], [50, 'percent', '50 percent']);
    const p3 = quantity('fell by 50 per cent');
    assert.equal(p3.unit, 'percent');
    const pp = quantity('gained 5 percentage points');
    assert.equal(pp.unit, 'percentage point');
    assert.ok(!sameQuantity(pp, quantity('gained 5%')));
  });

  it('reads number words, scales and suffixes', () => {
    assert.equal(quantity('two studies').value, 2);
    assert.equal(quantity('two studies').unit, 'study');
    assert.equal(quantity('twenty-five models').value, 25);
    assert.equal(quantity('a 150M model').value, 150e6);
    assert.equal(quantity('1.5 billion tokens').value, 1.5e9);
    assert.equal(quantity('10k samples').value, 1e4);
    assert.equal(quantity('cost $5 per run').unit, 'usd');
    assert.equal(quantity('the 3rd run').kind, 'ordinal');
    assert.equal(quantity('the third run').value, 3);
    assert.equal(quantity('a change of -5 points').value, -5);
  });

  it('reads multipliers in every form', () => {
    for (const text of ['2x faster', '2× faster', 'two-fold', 'a twofold gain', '2-fold', 'twice as fast', '2 times faster']) {
      const q = quantity(text);
      assert.equal(q.value, 2, text);
      assert.equal(q.kind, 'multiplier', text);
      assert.equal(q.unit, 'x', text);
      assert.equal(text.slice(q.start, q.end), q.raw);
    }
  });

  it('recognises years, and does not count "one of"', () => {
    const y = quantity('published in 2023 by');
    assert.equal(y.kind, 'year');
    assert.equal(y.unit, null);
    assert.equal(quantity('in the 1990s').kind, 'year');
    assert.deepEqual(extractQuantities('one of the best'), []);
    assert.equal(quantity('one study found').value, 1);
  });

  it('gives the first number of a range the unit written after the second', () => {
    const [low, high] = extractQuantities('rose 10–20% overall');
    assert.deepEqual([low!.value, low!.kind, low!.unit, high!.value, high!.kind], [10, 'percent', 'percent', 20, 'percent']);
    assert.equal(extractQuantities('between 10 and 20 questions')[0]!.unit, 'question');
    assert.equal(extractQuantities('3 to 5x faster')[0]!.kind, 'multiplier');
    assert.deepEqual(extractQuantities('from 2019 to 2021').map((q) => q.kind), ['year', 'year']);
  });

  it('compares quantities by value and unit, not by form', () => {
    assert.ok(sameQuantity(quantity('1,897 questions'), quantity('1897 questions')));
    assert.ok(sameQuantity(quantity('1,897 questions'), quantity('a total of 1897')));
    assert.ok(sameQuantity(quantity('50%'), quantity('50 percent')));
    assert.ok(sameQuantity(quantity('2x'), quantity('twice')));
    assert.ok(sameQuantity(quantity('150M'), quantity('150 million')));
    assert.ok(sameQuantity(quantity('53.6'), quantity('53.60')));
    assert.ok(!sameQuantity(quantity('53.6%'), quantity('54%')));
    assert.ok(!sameQuantity(quantity('50%'), quantity('50 questions')));
    assert.ok(!sameQuantity(quantity('2x'), quantity('2 questions')));
    assert.ok(!sameQuantity(quantity('1,897 questions'), quantity('1,897 documents')));
    assert.ok(!sameQuantity(quantity('1,897 questions'), quantity('1,798 questions')));
  });
});

describe('text: findAcronyms', () => {
  it('reads a short form in quotes inside the brackets as the same definition', () => {
    const found = findAcronyms(`CPython's global interpreter lock ("GIL") prevents threads; a 'quoted' (the "x" one) aside.`);
    assert.equal(found.get('gil'), 'global interpreter lock');
    assert.equal(found.size, 1);
  });
  it('finds "Long Form (LF)" and "LF (Long Form)" definitions', () => {
    const found = findAcronyms('We report Strict Attributed Accuracy (SAA). We use retrieval-augmented generation (RAG) ' +
      'with large language models (LLMs). BM25 (Best Matching 25) ranks. NLI (natural language inference) checks.');
    assert.equal(found.get('saa'), 'strict attributed accuracy');
    assert.equal(found.get('rag'), 'retrieval-augmented generation');
    assert.equal(found.get('llm'), 'large language models');
    assert.equal(found.get('nli'), 'natural language inference');
  });

  it('stays linear on many unclosed parentheses', () => {
    const started = performance.now();
    assert.equal(findAcronyms('('.repeat(200_000) + 'end)').size, 0);
    assert.ok(performance.now() - started < 2000);
  });

  it('ignores parentheses that are not definitions', () => {
    const found = findAcronyms('The results (see Table 2) were good (SAA) and (USA) here (e.g., FOO).');
    assert.ok(!found.has('saa'));
    assert.ok(!found.has('usa'));
    assert.equal(findAcronyms('no parens at all').size, 0);
  });
});

describe('text: splitSentences', () => {
  it('does not split at abbreviations, initials, decimals or et al.', () => {
    const text = 'Accuracy was 53.6 on the test, e.g. for Dr. J. R. Smith et al. (2020) and i.e. others. Fig. 3 shows it. The end!';
    assert.deepEqual(sentences(text), [
      'Accuracy was 53.6 on the test, e.g. for Dr. J. R. Smith et al. (2020) and i.e. others.',
      'Fig. 3 shows it.',
      'The end!',
    ]);
  });

  it('ends sentences at abbreviations that can close one', () => {
    const text = 'The answer is no. We move on. See No. 5 and p. 12 here. Founded by Acme Inc. The firm grew. It took 5 min. Then it ended.';
    assert.deepEqual(sentences(text), [
      'The answer is no.', 'We move on.', 'See No. 5 and p. 12 here.', 'Founded by Acme Inc.', 'The firm grew.', 'It took 5 min.', 'Then it ended.',
    ]);
  });

  it('splits at ?, !, closing quotes and brackets, and trims whitespace', () => {
    const text = '  Is it? Yes! He said "stop." Then (quietly.) More…  Last one  ';
    assert.deepEqual(sentences(text), ['Is it?', 'Yes!', 'He said "stop."', 'Then (quietly.)', 'More…', 'Last one']);
  });

  it('treats headings, list items, table rows and blank lines as boundaries', () => {
    const text = '# Results\n\nFirst line of a paragraph\nthat wraps. Second sentence.\n\n- item one\n- item two. Still two\n' +
      '1. numbered item\n2) another\n\n## Sub heading ##\n| a | b |\n> Quoted text. More.\n\n```\ncode.line()\n```\nAfter code';
    assert.deepEqual(sentences(text), [
      'Results',
      'First line of a paragraph\nthat wraps.',
      'Second sentence.',
      'item one',
      'item two.',
      'Still two',
      'numbered item',
      'another',
      'Sub heading',
      '| a | b |',
      'Quoted text.',
      'More.',
      'code.line()',
      'After code',
    ]);
  });

  it('handles setext headings and years at a line start', () => {
    const text = 'Results\n=======\nAccuracy rose.\n\n2023. The year began well.\n10. Tenth item';
    assert.deepEqual(sentences(text), ['Results', 'Accuracy rose.', '2023.', 'The year began well.', 'Tenth item']);
  });

  it('returns exact, ordered, non-overlapping offsets', () => {
    const text = 'One. Two.\n\n# Three\nFour five. U.S. policy changed. The U.S. Army won. It was in the U.S. The end.';
    const ranges = splitSentences(text);
    for (let i = 1; i < ranges.length; i++) assert.ok(ranges[i - 1]!.end <= ranges[i]!.start);
    for (const r of ranges) assert.equal(text.slice(r.start, r.end).trim(), text.slice(r.start, r.end));
    assert.deepEqual(sentences(text), ['One.', 'Two.', 'Three', 'Four five.', 'U.S. policy changed.', 'The U.S. Army won.', 'It was in the U.S.', 'The end.']);
    assert.deepEqual(splitSentences(''), []);
    assert.deepEqual(splitSentences('\n\n   \n'), []);
  });
});

describe('text: lines', () => {
  it('maps offsets to zero-based line and character', () => {
    const text = 'ab\ncd\r\n\nef';
    const starts = lineStarts(text);
    assert.deepEqual(starts, [0, 3, 7, 8]);
    assert.deepEqual(offsetToPosition(starts, 0), { line: 0, character: 0 });
    assert.deepEqual(offsetToPosition(starts, 4), { line: 1, character: 1 });
    assert.deepEqual(offsetToPosition(starts, 8), { line: 3, character: 0 });
    assert.deepEqual(offsetToPosition(starts, 10), { line: 3, character: 2 });
  });
});

describe('text: dotted versions', () => {
  it('"2.7.9" and "3.10.2" are one figure each, not "2.7" and "9"', () => {
    assert.deepEqual(extractQuantities('prior to Python 2.7.9.').map((q) => q.raw), ['2.7.9']);
    assert.deepEqual(extractQuantities('version 3.10.2 and 3.10').map((q) => q.raw), ['3.10.2', '3.10']);
    assert.deepEqual(extractQuantities('It costs 2.5. Then 3 more.').map((q) => q.raw), ['2.5', '3']);
  });
});
