// Plans and possibilities named by a noun, and denials that reach past a means or a place (invented sentences): "a
// proposal to split", "the ability to disable", "the next step is for X to …" do not carry that it was done; "no way
// for X to …", "nothing in X prevents …", "refrains from …" deny the act, and a claim that denies it in plain words
// agrees with them.
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { passageNegates, profilePassage } from '../../src/core/verify/analysis';
import { tokenize } from '../../src/core/text/index';

const stems = (...words: string[]) => new Set(words.map((w) => tokenize(w)[0]!.stem));

describe('verify: plans and possibilities named by a noun (invented)', () => {
  it('a plan or a possibility named by its noun does not carry that the thing is done', () => {
    const cases: Array<[string, string, string]> = [
      ['The module was split into two packages.', 'There is a proposal to split the module into two packages.', 'proposal to'],
      ['The legacy parser was removed in version 3.', 'The legacy parser is scheduled for removal in version 3.', 'scheduled for'],
      ['Users disable the cache per request.', 'The flag gives users the ability to disable the cache per request.', 'ability to'],
      ['Authors pin dependencies to exact versions.', 'The lockfile gives authors the option to pin dependencies to exact versions.', 'option to'],
      ['The runtime reclaims memory eagerly.', 'This design opens the possibility of the runtime reclaiming memory eagerly.', 'possibility of'],
      ['The runtime gained support for green threads.', 'The next step is for the runtime to gain support for green threads.', 'is for'],
    ];
    for (const [claim, span, phrase] of cases) {
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.ok(v.flags.includes(`hedge_dropped:${phrase}`), `${claim}: ${v.flags.join()}`);
    }
  });

  it('a plan by its noun is a proposal and a possibility by its noun a possibility, in the reason; neither is put in the claim', () => {
    const plan = verdictAgainst('The module was split into two packages.', ['There is a proposal to split the module into two packages.']);
    assert.match(plan.reason, /requires or proposes it \('proposal to split'\); it does not say it was done/);
    const possibility = verdictAgainst('Users disable the cache per request.', ['The flag gives users the ability to disable the cache per request.']);
    assert.match(possibility.reason, /gives it only as a possibility \('ability to disable'\)/);
  });

  it('a claim that keeps the possibility, or says the noun itself, is carried', () => {
    const span = 'The flag gives users the ability to disable the cache per request.';
    for (const claim of ['Users can disable the cache per request.', 'The flag lets users disable the cache per request.',
      'The flag gives users the ability to disable the cache per request.']) {
      assert.equal(verdictAgainst(claim, [span]).label, 'supports', claim);
    }
    // ("is for" after a noun of how things are done says how they are done: "The usual approach is for X to …")
    assert.equal(verdictAgainst('In this protocol, the server simply returns a single frame.', ['The usual approach in this protocol is for the server to simply return a single frame.']).label, 'supports');
    // ("is for" of a purpose, with no one to act after it, is no plan)
    assert.equal(verdictAgainst('Debug builds are for testing the allocator.', ['Debug builds are for testing the allocator.']).label, 'supports');
  });
});

describe('verify: denials past a means or a place (invented)', () => {
  it('"no way for X to", "nothing in X", "no part of X" deny the act, not the means or the place', () => {
    assert.ok(passageNegates(profilePassage('There is no way for the runtime to resume a cancelled task.'), stems('resume')));
    assert.ok(passageNegates(profilePassage('Nothing in the API supports custom allocators.'), stems('supports')));
    // (the place is not what is denied)
    assert.ok(!passageNegates(profilePassage('Nothing in the API supports custom allocators.'), stems('API')));
    assert.ok(passageNegates(profilePassage('No part of the API supports custom allocators.'), stems('supports')));
    // ("nothing" as an object denies nothing the claim says)
    assert.ok(!passageNegates(profilePassage('The command prints nothing in quiet mode and exits.'), stems('exits')));
  });

  it('a claim that asserts what such a denial denies is not carried, and one that denies it plainly is', () => {
    const denied: Array<[string, string]> = [
      ['The runtime can resume a cancelled task.', 'There is no way for the runtime to resume a cancelled task.'],
      ['The API prevents others from writing their own allocators.', 'Nothing in the API prevents others from writing their own allocators.'],
      ['The compiler inlines small functions across crates.', 'The compiler refrains from inlining small functions across crates.'],
      ['The tool rewrites imports automatically.', 'The tool stops short of rewriting imports automatically.'],
      ['The format records the author of each change.', 'The format lacks any record of the author of each change.'],
    ];
    for (const [claim, span] of denied) {
      const v = verdictAgainst(claim, [span]);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
    const nothingIn = verdictAgainst('The API prevents others from writing their own allocators.', ['Nothing in the API prevents others from writing their own allocators.']);
    assert.equal(nothingIn.label, 'contradicts', nothingIn.reason);
    assert.match(nothingIn.reason, /denies 'prevents'/);
    const agreeing: Array<[string, string]> = [
      ['The runtime cannot resume a cancelled task.', 'There is no way for the runtime to resume a cancelled task.'],
      ['The API does not prevent others from writing their own allocators.', 'Nothing in the API prevents others from writing their own allocators.'],
      ['The compiler does not inline small functions across crates.', 'The compiler refrains from inlining small functions across crates.'],
      ['The tool does not rewrite imports automatically.', 'The tool stops short of rewriting imports automatically.'],
    ];
    for (const [claim, span] of agreeing) assert.equal(verdictAgainst(claim, [span]).label, 'supports', claim);
  });

  it('a noun "lack" is no denial counted against a claim that denies in its own words', () => {
    const span = 'The missing flag means that no cached copy is available, because of a lack of disk space.';
    assert.notEqual(verdictAgainst('If the flag is missing, no cached copy is available.', [span]).label, 'contradicts');
  });
});
