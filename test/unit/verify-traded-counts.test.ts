// Items that trade places around a qualifier, one thing against one for each, a count of another noun, names that trade
// places inside a comparison or in another form, and a lone "?" inside a sentence (invented sentences, written after
// reading the blind set review-claims-6: each kind once seen there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { oneWaySidesTraded, qualifiedItemsTraded, singleAgainstEach, wordInOthersPlace } from '../../src/core/verify/traded';
import { extractQuantities } from '../../src/core/text';
import { extract } from './claims-helpers';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);

describe('verify: two items traded around the word that sets one of them apart', () => {
  const span = 'The new syntax needs changes to linters and possibly code formatters.';

  it('"formatters and possibly linters" over "linters and possibly code formatters": not carried', () => {
    const claim = 'The new syntax needs changes to code formatters and possibly linters.';
    assert.deepEqual(qualifiedItemsTraded(claim, span), { claim: 'possibly linters', span: 'possibly code formatters' });
    const v = verdict(claim, span);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('the same order, or another qualifier, is not a trade', () => {
    assert.equal(qualifiedItemsTraded('The new syntax needs changes to linters and possibly code formatters.', span), undefined);
    assert.equal(qualifiedItemsTraded('The new syntax needs changes to code formatters and linters.', span), undefined);
    assert.equal(verdict('The new syntax needs changes to linters and possibly code formatters.', span).label, 'supports');
  });
});

describe('verify: one thing in all against one for each', () => {
  const span = 'When a flag is given twice, the loader keeps a single settings table with a list of both values.';

  it('"a separate settings table for each value" is not carried by "a single settings table"', () => {
    const claim = 'When a flag is given twice, the loader keeps a separate settings table for each value.';
    assert.deepEqual(singleAgainstEach(claim, span), { claim: 'separate settings table for each', span: 'a single settings table' });
    const v = verdict(claim, span);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a claim that keeps the single thing, or counts nothing per item, is not this', () => {
    assert.equal(singleAgainstEach('When a flag is given twice, the loader keeps a single settings table.', span), undefined);
    assert.equal(singleAgainstEach('When a flag is given twice, the loader keeps one settings table with both values.', span), undefined);
  });
});

describe('verify: a count is of the noun after it', () => {
  it('"two 0 bytes" counts bytes, so "the other two readers" does not carry it', () => {
    const [two] = extractQuantities('then it appends two 0 bytes to the buffer');
    assert.equal(two?.value, 2);
    assert.equal(two?.unit, 'byte');
    // (a figure joined to its noun by a hyphen leaves the count bare: "three 64-bit integers" counts integers)
    assert.equal(extractQuantities('three 64-bit integers')[0]?.unit, null);
    const v = verdict('The writer checks that there are no 0 bytes and then appends two 0 bytes to the buffer.',
      'Of the other two readers, the writer checks that there are no 0 bytes and then appends a 0 byte to the buffer.');
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: names that trade places, quoted, compared or in another form', () => {
  it('a quoted keyword is a name, and two comparisons of one direction are no converse', () => {
    const span = "Even so, the 'match' statement is more general and covers more cases than branching.";
    assert.deepEqual(wordInOthersPlace("Even so, the 'branch' statement is more general than 'match' and covers more cases than branching.", span),
      { claim: 'branch', span: 'match' });
    // ("A is more general than B" / "B is less general than A" stays for the converse reading)
    assert.equal(wordInOthersPlace("Even so, the 'branch' statement is less general than 'match'.", "Even so, the 'match' statement is more general than 'branch'."), undefined);
  });

  it('the claim\'s word said elsewhere in another form, the span\'s word in its place named by the claim: not carried', () => {
    const span = "Reaching 'unlock' inside an unlocked region may raise an error (as all regions are implicitly unlocked anyway).";
    const claim = "Reaching 'unlock' inside an unlocked region may raise an error, since all regions are implicitly locked anyway.";
    assert.deepEqual(wordInOthersPlace(claim, "Reaching 'unlock' inside a non-locking region may raise an error (as all regions are implicitly unlocked anyway)."),
      { claim: 'locked', span: 'unlocked' });
    assert.equal(verdict(claim.replace('implicitly locked', 'implicitly unlocked'), span).label, 'supports');
  });
});

describe('claims: a lone "?" or "!" names an operator, not a sentence end', () => {
  it('"the only use of ? in Rust code" is one sentence', () => {
    const texts = extract('# T\n\nThe main use of ? in Rust code is to pass errors up to the caller.\n').claims.map((c) => c.text);
    assert.deepEqual(texts, ['The main use of ? in Rust code is to pass errors up to the caller.']);
  });
});

describe('verify: denials said another way are not refuted', () => {
  it('"a failure to parse X raises E" and "if X cannot be parsed, E is raised" say the same', () => {
    const v = verdict('If the header cannot be parsed by the reader, a HeaderError is raised.', 'A failure to parse the header by the reader raises a HeaderError.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.includes('negation_conflict'), v.flags.join(', '));
  });

  it('a denial that ends its clause ("…, the old loader cannot.") answers "but not from the old loader"', () => {
    const span = 'While the new loader and the cache can read the packed format, the old loader cannot.';
    const v = verdict('The packed format can be read by the new loader and the cache, but not by the old loader.', span);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (and a claim that gives the old loader the ability is still refused)
    assert.notEqual(verdict('The packed format can be read by the new loader, the cache and the old loader.', span).label, 'supports');
  });
});

describe('verify: review-claims-7 kinds (read after its blind measurement)', () => {
  const span = 'The names returned by the old helper and the builtin table will both be subsets of the full list from the new catalog() function.';

  it('a one-way relation whose sides trade places is not carried', () => {
    const v = verdict('The full list from the new catalog() function will be a subset of the names returned by the old helper.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('arguments_reversed:one_way_relation'), v.flags.join(', '));
    assert.equal(oneWaySidesTraded('The names returned by the old helper will be a subset of the full list from the new catalog() function.', span), undefined);
  });

  it('a one-way relation in a relative clause ("X, of which Y is a subclass" / "X (which is a subclass of Y)") trades sides too', () => {
    const span = 'A failure to adapt the quillet raises an ``AdaptError`` (which is a subclass of ``TypeError``), unless a fallback is given.';
    const v = verdict('A failure to adapt the quillet raises an AdaptError, of which TypeError is a subclass, unless a fallback is given.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('arguments_reversed:one_way_relation'), v.flags.join(', '));
    assert.equal(verdict('A failure to adapt the quillet raises an AdaptError, which is a subclass of TypeError, unless a fallback is given.', span).label, 'supports');
    assert.equal(oneWaySidesTraded('A failure raises an AdaptError, of which TypeError is a subclass.', 'A failure raises an AdaptError, of which TypeError is a subclass.'), undefined);
  });

  it('"fields without a prefix" is not refuted by "unprefixed fields"', () => {
    const v = verdict('Fields without a prefix will be reserved for the runtime, and plugins cannot use them.',
      'Unprefixed fields will be reserved for the runtime and cannot be used by plugins.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.equal(verdict('Prefixed fields will be reserved for the runtime, and plugins cannot use them.',
      'Unprefixed fields will be reserved for the runtime and cannot be used by plugins.').label === 'supports', false);
  });
});

describe('verify: a short bracketed aside the claim writes unbracketed', () => {
  it('"buffering their (modestly-sized) output" carries "buffering their modestly-sized output"', () => {
    assert.equal(verdict('Servers reach the best latency by batching their modestly-sized writes.',
      'Servers reach the best latency by batching their (modestly-sized) writes.').label, 'supports');
    assert.equal(verdict('Tokens are usually immutable and stateless.', 'Tokens are usually immutable (stateless).').label, 'supports');
  });

  it('an aside of words the claim does not write, or another clause, still keeps its place', () => {
    // (the means, "by batching", said in one clause and its object in another with a subject of its own)
    const v = verdict('Servers reach the best latency by batching their output.', 'Servers reach the best latency (by batching) while clients send their output at once.');
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('argument_elsewhere:output'), v.flags.join(', '));
    assert.notEqual(verdict('Servers reach the best latency by batching their output.', 'Servers reach the best latency by batching, while clients send their output at once.').label, 'supports');
  });
});
