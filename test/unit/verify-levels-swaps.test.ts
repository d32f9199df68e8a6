// Requirement levels, hedges and swaps (invented sentences): a claim that puts a capitalised requirement word at another
// level ("MAY" for "MUST"), drops "perhaps" or "seeks to", says "on its own" or drops the modifier under "the only";
// code names that trade places; a denial moved from one predicate to another; and denials said otherwise ("ruled
// against", "forbidden from", "the need … is eliminated"), which are not read as opposites.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { ofOwnerChanged } from '../../src/core/verify/arguments';

describe('verify: requirement levels and hedges (invented)', () => {
  it('a capitalised requirement word put at another level, weaker or stronger, is not support', () => {
    const span = 'A cache entry with no checksum MUST be treated as stale by every client.';
    const weaker = verdictAgainst('A cache entry with no checksum MAY be treated as stale by every client.', [span]);
    assert.notEqual(weaker.label, 'supports', weaker.reason);
    assert.ok(weaker.flags.includes('hedge_dropped:must'), weaker.flags.join());
    assert.match(weaker.reason, /changes what is required/);
    assert.notEqual(verdictAgainst('A cache entry with no checksum should be treated as stale by every client.', [span]).label, 'supports');
    // (the same level, in capitals or not, is carried)
    assert.equal(verdictAgainst('A cache entry with no checksum must be treated as stale by every client.', [span]).label, 'supports');
    assert.equal(verdictAgainst('A cache entry with no checksum MUST be treated as stale by every client.', [span]).label, 'supports');
  });

  it('"perhaps" and "seeks to" are hedges a claim may not drop', () => {
    const perhaps = verdictAgainst('The new lint is too strict.', ['The new lint is very thorough, and perhaps too strict.']);
    assert.notEqual(perhaps.label, 'supports', perhaps.reason);
    assert.ok(perhaps.flags.includes('hedge_dropped:perhaps'), perhaps.flags.join());
    assert.equal(verdictAgainst('The new lint may be too strict.', ['The new lint is perhaps too strict.']).label, 'partially_supports');
    const seeks = verdictAgainst('The proposal has improved the reliability of nightly builds.', ['This proposal seeks to improve the reliability of nightly builds.']);
    assert.notEqual(seeks.label, 'supports', seeks.reason);
    assert.equal(verdictAgainst('The proposal seeks to improve the reliability of nightly builds.', ['This proposal seeks to improve the reliability of nightly builds.']).label, 'supports');
  });

  it('a phrase after the act that limits it to a mode, a kind of code or a case is a condition the claim may not drop', () => {
    const span = 'The decoder skips the checksum in streaming mode, and the linter flags unused imports in generated code.';
    for (const claim of ['The decoder skips the checksum.', 'The linter flags unused imports.']) {
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', v.reason);
      assert.match(v.reason, /under a condition the claim leaves out \('in (?:streaming mode|generated code)'\)/);
    }
    assert.equal(verdictAgainst('In streaming mode, the decoder skips the checksum.', [span]).label, 'supports');
    // (a phrase that widens, or a limit the claim words its own way, is no condition left out)
    assert.equal(verdictAgainst('The decoder skips the checksum.', ['The decoder skips the checksum in all modes.']).label, 'supports');
    assert.equal(verdictAgainst('Where the input is piped, the decoder skips the checksum.', ['The decoder skips the checksum in cases where the input is piped.']).label, 'supports');
  });

  it('a risk, a fear, a principle, a degree or an inverted condition is not the thing itself', () => {
    const claim = 'The patch breaks existing plugins.';
    for (const span of ['The patch risks breaking existing plugins.', 'In theory, the patch breaks existing plugins.',
      'There is a risk that the patch breaks existing plugins.', 'The patch was feared to break existing plugins.',
      'One concern is that the patch breaks existing plugins.', 'Critics claim that the patch breaks existing plugins.',
      'Were the patch to break existing plugins, it would be reverted.', 'In the unlikely event that the patch breaks existing plugins, it will be reverted.']) {
      assert.notEqual(verdictAgainst(claim, [span]).label, 'supports', span);
    }
    assert.notEqual(verdictAgainst('The index avoids lock contention.', ['The index avoids lock contention to a degree.']).label, 'supports');
    // (a claim as weak, in its own words, keeps them)
    assert.equal(verdictAgainst('The patch might break existing plugins.', ['The patch risks breaking existing plugins.']).label, 'supports');
    assert.equal(verdictAgainst('However, the patch risks breaking existing plugins.', ['The patch risks breaking existing plugins.']).label, 'supports');
    assert.equal(verdictAgainst('The index avoids lock contention to some degree.', ['The index avoids lock contention to a degree.']).label, 'supports');
    assert.equal(verdictAgainst('The patch will be reverted if it breaks existing plugins.', ['Should the patch break existing plugins, it will be reverted.']).label, 'supports');
  });

  it('an act named as the subject of a status, a plan about to happen and a small degree are not the claim\'s plain act', () => {
    const claim = 'The linker supports incremental builds.';
    for (const span of ['Support for incremental builds in the linker is still experimental.', 'The linker is about to support incremental builds.',
      'The linker is on track to support incremental builds.']) {
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
    }
    assert.ok(verdictAgainst(claim, ['Support for incremental builds in the linker was reverted.']).flags.includes('act_named_only:Support'));
    // (a participle before its noun is no act named: "the cached entries are …")
    assert.equal(verdictAgainst('The entries cached by the linker are dropped on exit.', ['The linker drops the cached entries on exit; entries cached by the linker are dropped on exit.']).label, 'supports');
    const degree = verdictAgainst('The new linker is much faster than the old one.', ['The new linker is slightly faster than the old one.']);
    assert.notEqual(degree.label, 'supports', degree.reason);
    const inputs = verdictAgainst('The new linker is faster than the old one.', ['The new linker is faster than the old one on small inputs.']);
    assert.notEqual(inputs.label, 'supports', inputs.reason);
  });

  it('"on its own" says "only"; under "the only", a modifier the span puts on the noun is not dropped', () => {
    const own = verdictAgainst('Its small binary size, on its own, makes the runtime attractive for embedded boards.',
      ['Its portability, its safety and its small binary size make the runtime attractive for embedded boards.']);
    assert.notEqual(own.label, 'supports', own.reason);
    const only = verdictAgainst('So far, the only formats we have benchmarked are columnar formats.',
      ['So far, the only non-textual format we have benchmarked is the columnar format.']);
    assert.notEqual(only.label, 'supports', only.reason);
    assert.ok(only.flags.includes('modifier_dropped:non-textual format'), only.flags.join());
  });
});

describe('verify: swaps and denials said otherwise (invented)', () => {
  it('inline code that trades places is not support', () => {
    const span = 'Picking `left` is a breaking change; picking `right` is not.';
    const swapped = verdictAgainst('Picking `right` is a breaking change; picking `left` is not.', [span]);
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    const short = verdictAgainst('Taking `b` gives the fast path; taking `a` gives the slow path.', ['Taking `a` gives the fast path; taking `b` gives the slow path.']);
    // (read as words swapped, or as the code of one frame in other places)
    assert.ok(short.flags.includes('words_swapped:`b`/`a`') || short.flags.some((f) => f.startsWith('respectively_mispaired:')), short.flags.join());
    assert.equal(verdictAgainst('Picking `left` is a breaking change; picking `right` is not.', [span]).label, 'supports');
    const over = verdictAgainst('It is better to write `x.len()` over `len(x)`.', ['It is better to write ``len(x)`` over ``x.len()``.']);
    assert.notEqual(over.label, 'supports', over.reason);
  });

  it('a denial moved from one predicate to another contradicts; one moved within its clause does not', () => {
    const moved = verdictAgainst('The new flag is not backwards compatible and breaks some existing scripts.',
      ['The new flag is backwards compatible and does not break any existing scripts.']);
    assert.equal(moved.label, 'contradicts', moved.reason);
    const within = verdictAgainst('If the header is absent, no separate index file is available for the package.',
      ["The header's absence means that a separate index file is not available for the package."]);
    assert.notEqual(within.label, 'contradicts', within.reason);
    const named = verdictAgainst('The Rust crate, not the C library, is the reference implementation.',
      ['The C library gets a prefix to show that it is not the reference implementation.']);
    assert.notEqual(named.label, 'contradicts', named.reason);
  });

  it('a denial in other words on the other side is not an opposite', () => {
    const cases: Array<[string, string]> = [
      ['The chair ruled against a new keyword.', 'The chair ruled that there would not be a new keyword.'],
      ['Such headers may not be sent by proxies.', 'Proxies are forbidden from sending such headers.'],
      ['Manual flushes are no longer needed.', 'The need for manual flushes is eliminated.'],
    ];
    for (const [claim, span] of cases) assert.notEqual(verdictAgainst(claim, [span]).label, 'contradicts', claim);
  });

  it('"X of Y" where the span has X only of another thing, and a long relative clause on the subject, are not dropped', () => {
    const span = 'The handle exists to carry the lifetime of the buffer (the bytes being parsed) through the `Reader` API.';
    const owner = verdictAgainst('The handle exists to carry the lifetime of the reader through the `Reader` API.', [span]);
    assert.notEqual(owner.label, 'supports', owner.reason);
    assert.deepEqual(ofOwnerChanged('It carries the lifetime of the reader.', span), { claim: 'lifetime of the reader', span: 'lifetime of the buffer' });
    // (the owner before the head, or the same owner, is no change)
    assert.equal(ofOwnerChanged("It carries the lifetime of the buffer.", "It carries the buffer's lifetime and the lifetime of the reader."), undefined);
    assert.equal(ofOwnerChanged('It carries the lifetime of the reader.', "It carries the reader's lifetime, not the lifetime of the buffer."), undefined);
    // ("one of", "part of", "the number of": a count or a pick, not a property)
    assert.equal(ofOwnerChanged('One of the readers fails.', 'One of the writers fails, and so does a reader.'), undefined);
    const relative = verdictAgainst('Library authors may want to avoid the new attribute syntax.',
      ['Library authors that need to support compiler releases older than version 2.4 may want to avoid the new attribute syntax.']);
    assert.notEqual(relative.label, 'supports', relative.reason);
  });
});
