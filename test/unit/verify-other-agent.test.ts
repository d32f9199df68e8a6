// Another agent for the claim's act: the claim opens with a name the span never gives, and the span's clause that
// states the act opens with another name. The reason says so; the verdict stays a missing name (review), since that
// another did it does not show the claim's agent did not. A symbol of capitals and digits (a gene) is no such name.
import assert from 'node:assert/strict';
import { leadingName } from '../../src/core/verify/clause-subject';
import { verdictAgainst } from './verify-fixtures';

const verdictOf = (claimText: string, ...sentences: string[]) => verdictAgainst(claimText, sentences);

describe('verify: another agent for the act', () => {
  const source = 'Marla Quist has been extremely helpful by going over her own harbour ledgers and picking entries that would have been clearer with the new tide tables.';

  it('reads the name a sentence opens with, links and apostrophes inside, not a gene-like symbol', () => {
    assert.deepEqual(leadingName("Anneke van Dorsten accepted the charter."), ['Anneke', 'van', 'Dorsten']);
    assert.deepEqual(leadingName("Orla D'Arcy, the editor, ruled on it."), ['Orla', "D'Arcy"]);
    assert.equal(leadingName('ALDH1 expression is associated with relapse.'), undefined);
  });

  it('says so when the span gives the act to another named agent, without concluding a contradiction', () => {
    const v = verdictOf('Orvell Tamsin also went over his own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source);
    assert.ok(v.label !== 'supports' && v.label !== 'contradicts', v.label);
    assert.ok(v.flags.includes('other_agent:Marla Quist/Orvell Tamsin'), v.flags.join());
    assert.match(v.reason, /The source says 'Marla Quist' did this, not 'Orvell Tamsin'/);
  });

  it('leaves the claim alone when its agent is the span\'s, the span also names it, or its subject is no name', () => {
    assert.equal(verdictOf('Marla Quist went over her own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source).label, 'supports');
    // another passage of the same document names the claim's agent: it may say that one did it too
    const named = verdictOf('Orvell Tamsin went over his own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source,
      'Orvell Tamsin did the same for the river ledgers.');
    assert.ok(!named.flags.some((f) => f.startsWith('other_agent:')), named.flags.join());
    const clerks = verdictOf('The clerks went over their own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source);
    assert.ok(!clerks.flags.some((f) => f.startsWith('other_agent:')), clerks.flags.join());
  });
});

describe('verify: another agent, not read where the act differs or the opener is no name', () => {
  it('reads no other agent in the same opener, nor in a short common word ("Go ahead …")', () => {
    const go = 'Go ahead with the ferry switch, so the harbour ledger is on the left-hand side, but use a different token to signal a rebinding.';
    const v = verdictOf('Go ahead with the ferry switch, so the harbour ledger is on the left-hand side, but use a different token to signal a rebinding (RFC 169).', go);
    assert.ok(!v.flags.some((f) => f.startsWith('other_agent:')), v.flags.join());
  });

  it('needs the act itself carried, and a name rather than a compound of common words', () => {
    const testified = 'Marla Quist testified that the harbour silting is changing the tide tables now.';
    assert.ok(!verdictOf('Orvell Tamsin disproved the harbour silting.', testified).flags.some((f) => f.startsWith('other_agent:')));
    const proxies = 'The phrase referred to the divergence problem in which some post 1960 tide gauge data indicates a decline.';
    assert.ok(!verdictOf('Tide-gauges diverge from the tide tables after 1960.', `Keith Orvell's letter said tide gauge data diverge from the tables. ${proxies}`).flags.some((f) => f.startsWith('other_agent:')));
  });
});
