// How far a denial reaches across a claim's conjuncts, and where a claim or a span parts into clauses (invented
// sentences, written after reading the eleventh round's held-out reviews rev79–rev84: each kind once seen there, each
// case here new).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { conjunctRanges } from '../../src/core/verify/index';

const verdict = (claim: string, span: string) => verdictAgainst(claim, [span]);
const parts = (claim: string) => conjunctRanges(claim).map((r) => claim.slice(r.start, r.end).trim().replace(/^[,;]\s*/, '').replace(/[,;.]\s*$/, ''));

describe('verify: how far a denial reaches across conjuncts (invented)', () => {
  it('a later part with a subject of its own is not denied by the first part\'s denial', () => {
    for (const [claim, span] of [
      ['The cache is not shared between workers, and if a worker crashes the entry stays locked.',
        'The cache is not shared between workers. If a worker crashes, the entry stays locked.'],
      ['Drafts must never be published without review, and any draft that is published early must be withdrawn within a day.',
        'Drafts must never be published without review. A draft published early must be withdrawn within a day.'],
      ['Older clients do not understand the new header, and in those cases the server sends the legacy format.',
        'Older clients do not understand the new header. In those cases the server sends the legacy format.'],
      ['The scheduler does not preempt tasks, and such tasks run until they yield.',
        'The scheduler does not preempt tasks. Such tasks run until they yield.'],
      ['The report says the release was not delayed, and that every module passed its checks.',
        'The release was not delayed. Every module passed its checks.'],
    ]) {
      const v = verdict(claim!, span!);
      assert.notEqual(v.label, 'contradicts', `${claim}: ${v.reason}`);
    }
  });

  it('"no" before a thing denies that thing, not the next act', () => {
    const v = verdict('The council announces no new members this year, and asks each team to name a delegate.',
      'No new members are announced this year. Each team is asked to name a delegate.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    // (a denial of the act still reaches a part that opens with a verb)
    const denied = verdict('The council does not announce new members and does not ask each team to name a delegate.',
      'The council announces new members and asks each team to name a delegate.');
    assert.equal(denied.label, 'contradicts', denied.reason);
  });

  it('a later part that asserts what the span denies is still contradicted', () => {
    const v = verdict('The cache is shared between workers, and if a worker crashes the entry stays locked.',
      'The cache is not shared between workers. If a worker crashes, the entry stays locked.');
    assert.equal(v.label, 'contradicts', v.reason);
  });
});

describe('verify: where claims and spans part into clauses (invented)', () => {
  it('", then" parts two steps, but not the "then" of a condition', () => {
    assert.deepEqual(parts('The linter first collects every import, then near the end of the run writes a summary report.'),
      ['The linter first collects every import', 'near the end of the run writes a summary report']);
    assert.deepEqual(parts('If the lock file is missing, then the installer resolves every dependency again.'), []);
  });

  it('a suspended hyphen joins one term ("32- and 64-bit"), not two statements', () => {
    assert.deepEqual(parts('Prebuilt wheels for 32- and 64-bit Windows are published with each release.'), []);
    assert.deepEqual(parts('The encoder handles short- and long-form headers in a single pass over the input.'), []);
  });

  it('a span clause "no X does Y" after ", and" is a clause of its own: it denies nothing of the clause before it', () => {
    assert.equal(verdict('Every job runs in a fresh container.', 'Every job runs in a fresh container, and no job shares a cache with another.').label, 'supports');
    assert.equal(verdict('Each job shares a cache with another.', 'Every job runs in a fresh container, and no job shares a cache with another.').label, 'contradicts');
  });

  it('a span denial that the claim says in its own words is the claim\'s own, not one against its other part', () => {
    const v = verdict('The benchmark does not need a GPU, and each run takes ten minutes.', 'Each run takes ten minutes, and no run needs a GPU.');
    assert.notEqual(v.label, 'contradicts', v.reason);
  });
});
