// Both sides of a contrast, and rules turned round (invented sentences): a claim of one clause may not join a word the
// span has only in a conceded, set-aside or alternative clause to words it has only outside it; a rule and its
// contrapositive ("only emitted if true" / "not emitted if not true"), a denial with an exception and an "only", and a
// "not X" against a "non-X" are not read as opposites.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { sidesJoined } from '../../src/core/verify/contrast-sides';

describe('verify: both sides of a contrast, rules turned round (invented)', () => {
  it('a word from the conceded clause joined to the main clause is not support', () => {
    const span = 'Although maintainers close tickets by hand, labelling a ticket as stale is a good way to reduce noise in the queue.';
    const joined = verdictAgainst('Labelling a ticket as stale is a good way to close tickets by hand.', [span]);
    assert.notEqual(joined.label, 'supports', joined.reason);
    assert.ok(joined.flags.includes('sides_joined:although'), joined.flags.join());
    assert.deepEqual(sidesJoined('Labelling a ticket as stale is a good way to close a ticket.', span), { marker: 'although', sideWord: 'close', mainWord: 'labelling' });
    // (the main clause alone is said)
    assert.equal(sidesJoined('Labelling a ticket as stale is a good way to reduce noise in the queue.', span), undefined);
  });

  it('the side "rather than" sets aside, and the alternative after "or else", carry nothing of the main clause', () => {
    const aside = 'The team stored sessions in a separate cache rather than keeping them in the main database, but this made failover much harder.';
    const fromAside = verdictAgainst('Keeping sessions in the main database made failover much harder.', [aside]);
    assert.notEqual(fromAside.label, 'supports', fromAside.reason);
    assert.ok(fromAside.flags.includes('sides_joined:rather than'), fromAside.flags.join());
    const alternative = 'Each plugin must declare the version of the host it targets, or else the loader refuses it at startup.';
    assert.deepEqual(sidesJoined('The loader refuses each plugin at startup.', alternative), { marker: 'or else', sideWord: 'loader', mainWord: 'plugin' });
  });

  it('a subject lent across the contrast, a phrase of time, and a claim with a connective of its own are not joined sides', () => {
    // (the second clause has no subject of its own: the first one's is its)
    const lent = 'Protocol 2 writes large lists in one piece, which keeps files small, but needs a temporary buffer as large as the list.';
    assert.equal(sidesJoined('Protocol 2 needs a temporary buffer as large as the list.', lent), undefined);
    // (a pronoun in the main clause refers back to the conceded clause's subject)
    assert.equal(sidesJoined('The cache serves most reads.', 'Although the cache is small, it serves most reads.'), undefined);
    // ("While discussing …": a phrase of time, not a conceded clause)
    assert.equal(sidesJoined('At the summit the maintainers agreed to drop the old parser.',
      'While discussing the release at the summit, the maintainers agreed to drop the old parser.'), undefined);
    // (the claim relates the two sides itself)
    assert.equal(sidesJoined('Labelling a ticket as stale reduces noise, although no maintainer can close it.',
      'While no maintainer can close a ticket on their own, labelling it as stale is a good way to reduce noise.'), undefined);
  });

  it('a rule and its contrapositive are not opposites; a denial that holds anyway still is', () => {
    const span = 'The warning is only printed if the check evaluates to true.';
    const turned = verdictAgainst('If the check does not evaluate to true, the warning is not printed.', [span]);
    assert.notEqual(turned.label, 'contradicts', turned.reason);
    assert.ok(turned.flags.includes('polarity_uncertain'), turned.flags.join());
    const without = verdictAgainst('Without support from the community, the new format would not make sense.',
      ['As this is a new format, it would only make sense if it had support from the community.']);
    assert.notEqual(without.label, 'contradicts', without.reason);
    // ("even if …": said to hold anyway)
    const anyway = verdictAgainst('The warning is printed even if the check does not evaluate to true.', [span]);
    assert.notEqual(anyway.label, 'supports', anyway.reason);
    // (a denial only inside the condition denies nothing said under it)
    const inCondition = verdictAgainst('A module is private only if it exports a name you own.',
      ['A module is private if it exports a name you do not own.']);
    assert.notEqual(inCondition.label, 'supports', inCondition.reason);
    assert.ok(!inCondition.flags.includes('polarity_uncertain') || inCondition.label !== 'contradicts', inCondition.flags.join());
  });

  it('a denial with an exception against "only", and "not an X" against "non-X"', () => {
    const restricted = verdictAgainst('The new syntax will not be used except where it is needed.',
      ['The new syntax will be used selectively, only when it is needed.']);
    assert.notEqual(restricted.label, 'contradicts', restricted.reason);
    assert.ok(restricted.flags.includes('polarity_uncertain'), restricted.flags.join());
    const prefixed = verdictAgainst('The compiler warns if this attribute is used in a crate that is not an executable.',
      ['Using this attribute in a non-executable crate makes the compiler warn.']);
    assert.notEqual(prefixed.label, 'contradicts', prefixed.reason);
    // (the prefix on another word denies nothing the claim denies)
    const other = verdictAgainst('The compiler does not warn if this attribute is used in a library crate.',
      ['Using this attribute in a non-executable crate makes the compiler warn.']);
    assert.notEqual(other.label, 'supports', other.reason);
  });
});
