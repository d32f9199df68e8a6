// Operators and symbols a claim names as code (`?`, `.`, `:=`) are what it is about: evidence must show them.
import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import { codeSymbols, showsSymbol, verifyClaim, DEFAULT_THRESHOLDS } from '../../src/core/verify/index';
import { makeClaim, makeDoc, makeWindow } from './verify-fixtures';

function verdictOf(claimText: string, sourceText: string) {
  const doc = makeDoc('notes/ops.md', sourceText);
  const claim = makeClaim(claimText);
  return verifyClaim({ claim, candidates: extractSpans(claim, makeWindow(doc), doc), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
}

describe('verify: symbols named as code', () => {
  it('finds code spans without a word in them, once each', () => {
    assert.deepEqual(codeSymbols('The `?` operator binds like `.` but not like `foo` or `?`; `:=` too.'), ['?', '.', ':=']);
    assert.deepEqual(codeSymbols('No code here.'), []);
  });

  it('sees a symbol written on its own, not the punctuation of a word or a sentence', () => {
    assert.ok(showsSymbol('The `?` operator is postfix.', '?'));
    assert.ok(showsSymbol('Assign with ``:=`` inside expressions.', ':='));
    assert.ok(showsSymbol('write a := b to bind', ':='));
    assert.ok(!showsSymbol('Why? Because the table says so.', '?'));
    assert.ok(!showsSymbol('Operator precedence table.', '.'));
  });

  it('does not support a claim about a symbol with evidence that never shows it', () => {
    const source = '## Operator precedence\n\nThe Quillet operator precedence table was updated.\n';
    const v = verdictOf('The Quillet `?` operator precedence table was updated.', source);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('symbol_missing:?'), v.flags.join());
    const shown = verdictOf('The Quillet `?` operator precedence table was updated.', 'The Quillet `?` operator precedence table was updated.\n');
    assert.equal(shown.label, 'supports', shown.reason);
    // the passage that shows the symbol is preferred to one that only names the topic
    const both = verdictOf('The Quillet `?` operator precedence table was updated.', '## Quillet operator precedence table updated\n\nThe Quillet `?` operator precedence table was updated.\n');
    assert.equal(both.label, 'supports', both.reason);
  });
});
