// Words that stand in each other's places, names made with "&", and what a span only knows of, hopes or helps to bring
// about (invented sentences, written after reading the fifteenth round's blind review-claim sets: each kind once seen
// there, each case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { ampersandNameMissing, clausePhrasesTraded, comparisonSidesTraded, wordInOthersPlace } from '../../src/core/verify/traded';
import { extract } from './claims-helpers';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);

describe('verify: a word in another word\'s place, where the span names the claim\'s word elsewhere', () => {
  it('the same two tokens on each side, another word between them: not carried', () => {
    const span = 'Both the head and the tail of a ring may be skipped when reading, but it is an error to skip the tail when writing.';
    const v = verdict('Both the head and the tail of a ring may be skipped when reading, but it is an error to skip the head when writing.', span);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('word_in_others_place:head/tail'), v.flags.join(', '));
    assert.equal(verdict('Both the head and the tail of a ring may be skipped when reading, but it is an error to skip the tail when writing.', span).label, 'supports');
  });

  it('two names, two symbols or two empty brackets that trade places', () => {
    assert.deepEqual(wordInOthersPlace('Admins move jobs listed in paused to the recently-paused queue each night.',
      'Admins move jobs listed in *recently-paused* to the *paused* queue each night.'), { claim: 'paused', span: 'recently-paused' });
    assert.deepEqual(wordInOthersPlace('It is easy to type -> instead of =>, which the parser then rejects.',
      'It is easy to type `=>` instead of `->`, which the parser then rejects.'), { claim: '->', span: '=>' });
    // (a mark that is also punctuation, ":" against "::", is read as the symbol it is)
    assert.deepEqual(wordInOthersPlace('It is easy to type :: instead of :, which the parser then rejects.',
      'It is easy to type `:` instead of `::`, which the parser then rejects.'), { claim: '::', span: ':' });
    assert.deepEqual(wordInOthersPlace('The macro accepts ( ) for its body, but the style guide asks for [ ] there.',
      'The macro accepts `[ ]` for its body, but the style guide asks for `( )` there.'), { claim: '()', span: '[]' });
  });

  it('a phrase reordered, a list in another order, or a comparison said the other way round is not a trade', () => {
    assert.equal(wordInOthersPlace('Several loaders running in parallel threads can safely share it.', 'Several loaders running in parallel threads can share it safely.'), undefined);
    assert.equal(wordInOthersPlace('Modules that run unchanged on older Kestrel versions keep the old loader.', 'Modules that run unchanged on older versions of Kestrel keep the old loader.'), undefined);
    assert.equal(wordInOthersPlace('The relay reads YAML, TOML, and JSON files at start-up.', 'The relay reads JSON, TOML, and YAML files at start-up.'), undefined);
    assert.equal(wordInOthersPlace('In the Arden survey, large ferries lost 12% of their cargo, compared with 4% for small ferries.',
      'In the Arden survey, small ferries lost 4% of their cargo, compared with 12% for large ferries.'), undefined);
    assert.equal(verdict('In the Arden trial, boats with wooden hulls had more rust than boats with steel hulls.',
      'In the Arden trial, boats with steel hulls had 30% less rust than boats with wooden hulls.').flags.some((f) => f.startsWith('word_in_others_place')), false);
  });

  it('a word that a relative clause follows, traded with another named in the claim', () => {
    const span = 'The team has always told apart review rights, which were handed out freely, and full membership.';
    const v = verdict('The team has always told apart full membership, which was handed out freely, and review rights.', span);
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: names made with "&", and clauses that trade a name', () => {
  it('a name joined by "&" must be the span\'s', () => {
    assert.equal(ampersandNameMissing('The proposal picks AT&T syntax for every target.', 'The proposal picks Intel syntax for every target.'), 'AT&T');
    assert.equal(ampersandNameMissing('The R&D budget doubled.', 'The R & D budget doubled.'), undefined);
    assert.notEqual(verdict('The proposal picks AT&T syntax by default because most users know it.', 'The proposal picks Intel syntax by default because most users know it.').label, 'supports');
  });

  it('two clauses joined by ", and" that trade a name are not carried; a list ending in "and" is no clause', () => {
    const traded = clausePhrasesTraded('Quotas will be enforced entirely by the broker, and no change will be needed in the client.',
      'Quotas will be enforced entirely in the client, and there will be no change needed in the broker.');
    assert.ok(traded, 'the clauses trade the broker and the client');
    assert.equal(clausePhrasesTraded('The relay reads YAML, TOML, and JSON files.', 'The relay reads JSON, TOML, and YAML files.'), undefined);
  });

  it('a comparison whose sides trade places is read from the subject up to its verb, and a macro keeps its "!"', () => {
    assert.ok(comparisonSidesTraded('The plain Parser type is at least twice as slow as parse!.', 'In fact, `parse!` is at least twice as slow as the plain `Parser` type.') === undefined,
      '"as slow as" is no comparative this reading weighs');
    const traded = comparisonSidesTraded('The plain Parser type is at least one order of magnitude slower than parse!.',
      '`parse!` is at least one order of magnitude slower than the plain `Parser` type.');
    assert.ok(traded, 'the two sides trade places');
  });
});

describe('verify: what a span only knows of, assumes, hopes, or helps to bring about', () => {
  it('"to the authors\' knowledge", "it is assumed that", "would help ensure" are not dropped', () => {
    for (const [claim, span] of [
      ['No other build tool ships a lock format like this one.', 'To the maintainers\' knowledge, no other build tool ships a lock format like this one.'],
      ['Dropping the legacy flag is uncontroversial, since nobody has used it since 2014.', 'It is assumed that dropping the legacy flag will be uncontroversial, since nobody has used it since 2014.'],
      ['A dedicated release manager would guarantee the success of the migration.', 'A dedicated release manager would help ensure the success of the migration.'],
      ['The relay serves all clients other than the legacy ones with the new protocol.', 'The relay serves virtually all clients (other than the legacy ones) with the new protocol.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
  });

  it('a claim that keeps the stance is carried; "helped by" is no stance', () => {
    assert.equal(verdict('To the maintainers\' knowledge, no other build tool ships a lock format like this one.',
      'To the maintainers\' knowledge, no other build tool ships a lock format like this one.').label, 'supports');
    assert.equal(verdict('A dedicated release manager would help ensure the success of the migration.', 'A dedicated release manager would help ensure the success of the migration.').label, 'supports');
    assert.equal(verdict('When enabled, the opt-in lint warns users about the clash.', 'This is helped by the opt-in lint which, when enabled, warns users about the clash.').label, 'supports');
  });

  it('a light verb denied as a participle is the claim\'s own ("no longer used"); a denied base form stays light', () => {
    const span = 'New releases may add new hook IDs, but hook IDs will never be reused.';
    const v = verdict('New releases may add new hook IDs, and hook IDs that are no longer used may be reused for new hooks.', span);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('"both A and B" is one subject, not two parts', () => {
    const v = verdict('The spec says that both plugin labels and their URLs are free text, each limited to 32 characters.', 'The spec says that plugin labels are free text, limited to 32 characters.');
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: "the absence of X" denies X as "without X" does', () => {
  it('carries "without" and contradicts "with"', () => {
    const span = 'The ability to call these hooks with the absence of a lock in a safe context is new in this release.';
    assert.equal(verdict('These hooks can be called without a lock in a safe context.', span).label, 'supports');
    assert.equal(verdict('These hooks can be called with a lock in a safe context.', 'These hooks can be called in the absence of a lock in a safe context.').label, 'contradicts');
  });
});

describe('claims: a macro name does not end a sentence', () => {
  it('"macro_rules! already allows …" is one sentence; "It works! Then …" is two', () => {
    const texts = extract('# T\n\nmacro_rules! already allows a brace body, but the convention is parentheses.\n\nIt works! Then it stops.\n').claims.map((c) => c.text);
    assert.ok(texts.includes('macro_rules! already allows a brace body, but the convention is parentheses.'), texts.join(' | '));
    assert.ok(texts.includes('It works!') && texts.includes('Then it stops.'), texts.join(' | '));
  });
});
