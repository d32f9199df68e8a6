// Another agent for the claim's act: the claim opens with a name the span never gives, and the span's clause that
// states the act opens with another name. A symbol of capitals and digits (a gene, a part) is no such name.
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

  it('contradicts when the span says another named agent did what the claim says its agent did', () => {
    const v = verdictOf('Orvell Tamsin also went over his own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source);
    assert.equal(v.label, 'contradicts', v.flags.join());
    assert.ok(v.flags.includes('other_agent:Marla Quist/Orvell Tamsin'), v.flags.join());
    assert.match(v.reason, /Marla Quist/);
  });

  it('leaves the claim alone when its agent is the span\'s, the span also names it, or its subject is no name', () => {
    assert.notEqual(verdictOf('Marla Quist went over her own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source).label, 'contradicts');
    // another passage of the same document names the claim's agent: it may say that one did it too
    assert.notEqual(verdictOf('Orvell Tamsin went over his own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source,
      'Orvell Tamsin did the same for the river ledgers.').label, 'contradicts');
    assert.notEqual(verdictOf('The clerks went over their own harbour ledgers, picking entries that would have been clearer with the new tide tables.', source).label, 'contradicts');
  });
});

describe('verify: another agent, not read where the act differs or the opener is no name', () => {
  it('reads no other agent in the same opener, nor in a short common word ("Go ahead …")', () => {
    const go = 'Go ahead with the ferry switch, so the harbour ledger is on the left-hand side, but use a different token to signal a rebinding.';
    assert.notEqual(verdictOf('Go ahead with the ferry switch, so the harbour ledger is on the left-hand side, but use a different token to signal a rebinding (RFC 169).', go).label, 'contradicts');
  });

  it('needs the act itself carried, and a name rather than a compound of common words', () => {
    const testified = 'Marla Quist testified that the harbour silting is changing the tide tables now.';
    assert.notEqual(verdictOf('Orvell Tamsin disproved the harbour silting.', testified).label, 'contradicts');
    const proxies = 'The phrase referred to the divergence problem in which some post 1960 tide gauge data indicates a decline.';
    assert.notEqual(verdictOf('Tide-gauges diverge from the tide tables after 1960.', `Keith Orvell's letter said tide gauge data diverge from the tables. ${proxies}`).label, 'contradicts');
  });
});
