// A document's authors speak in it in the first person ("We expect …", "I decided …"): a claim that calls them "the
// authors" or "the PEP 750 authors" names who speaks there. Also two readings of words of restriction: "above all"
// quantifies nothing, and "just"/"purely" before the claim's word restrict it as "only" does (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

describe('verify: the authors speaking in the first person', () => {
  const pep = 'python-peps/pep-0750.rst';
  const span = 'We expect that the quillet attribute will be rarely consulted by template processing code.';

  it('carries "the authors" and "the PEP <its own number> authors" by the span\'s "we", and says so', () => {
    for (const claim of ['The authors expect that the quillet attribute will be rarely consulted by template processing code.',
      'The PEP 750 authors expect that the quillet attribute will be rarely consulted by template processing code.',
      'The authors of this PEP expect that the quillet attribute will be rarely consulted by template processing code.']) {
      const v = verdictAgainst(claim, [span], pep);
      assert.equal(v.label, 'supports', `${claim}\n${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('authors_speaking:')), v.flags.join(' '));
      assert.match(v.reason, /The span's 'We' is '(?:the|The) /);
    }
    const single = verdictAgainst('The author decided against this to avoid breaking lots of existing Quillet code.',
      ['I decided against this to avoid breaking lots of existing Quillet code.'], 'rust-rfcs/0042-quillet.md');
    assert.equal(single.label, 'supports', single.reason);
  });

  it('does not carry another document\'s authors, authors of something else, or a "we" inside a quotation', () => {
    const other = verdictAgainst('The PEP 751 authors expect that the quillet attribute will be rarely consulted by template processing code.', [span], pep);
    assert.notEqual(other.label, 'supports', other.reason);
    assert.ok(!other.flags.some((f) => f.startsWith('authors_speaking:')));
    const rfc = verdictAgainst('The RFC authors expect that the quillet attribute will be rarely consulted by template processing code.', [span], pep);
    assert.ok(!rfc.flags.some((f) => f.startsWith('authors_speaking:')), rfc.flags.join(' '));
    const packages = verdictAgainst('Package authors expect that the quillet attribute will be rarely consulted by template processing code.', [span], pep);
    assert.notEqual(packages.label, 'supports', packages.reason);
    const quoted = verdictAgainst('The authors plan to limit how often a quillet name can change.',
      ['A maintainer wrote: "we plan to limit how often a quillet name can change."'], 'rust-rfcs/0042-quillet.md');
    assert.ok(!quoted.flags.some((f) => f.startsWith('authors_speaking:')), quoted.flags.join(' '));
    // ("we"/"I" must be the subject of the claim's own verb, in a PEP or an RFC: not "our users", "as we noted", "I/O")
    for (const [claim, span] of [
      ['The authors find the quillet parser slow.', 'Our users find the quillet parser slow.'],
      ['The authors recommend pinning quillet dependencies.', 'Smith recommends pinning quillet dependencies, as we noted earlier.'],
      ['The authors support quillet I/O on every platform.', 'The quillet library supports I/O on every platform.'],
    ]) assert.ok(!verdictAgainst(claim!, [span!], pep).flags.some((f) => f.startsWith('authors_speaking:')), claim);
    assert.ok(!verdictAgainst('The authors expect that the quillet attribute will be rarely consulted by template processing code.', [span], 'notes/quillet.md')
      .flags.some((f) => f.startsWith('authors_speaking:')));
    // (a span without a first-person word has no authors speaking)
    const none = verdictAgainst('The authors expect that the quillet attribute will be rarely consulted by template processing code.',
      ['It is expected that the quillet attribute will be rarely consulted by template processing code.'], pep);
    assert.ok(!none.flags.some((f) => f.startsWith('authors_speaking:')));
  });
});

describe('verify: words of restriction', () => {
  it('"above all", "after all" and "all in all" are no claim that all of something holds', () => {
    const v = verdictAgainst('Above all, the Quillet maintainers want the new syntax to be a possible option for the 2018 edition.',
      ['Most importantly, the Quillet maintainers want the new syntax to be a possible option for the 2018 edition.']);
    assert.ok(!v.flags.some((f) => f.startsWith('predicate_unsupported:') || f.startsWith('overclaim:')), v.flags.join(' '));
    // (nor is an opening "Of all," left of "First of all," by a rewording that drops its "First")
    const ofAll = verdictAgainst('Of all, with the exception of moments made by monotonic Quillet clocks, moments in time are not monotonic.',
      ['First of all, with the exception of moments made by monotonic Quillet clocks, moments in time are not monotonic.']);
    assert.equal(ofAll.label, 'supports', ofAll.reason);
    // ("after all workers exit" is all of them: the idiom only where nothing follows in its clause)
    const workers = verdictAgainst('The Quillet server restarts after all workers exit.', ['The Quillet server restarts after one of the workers exits.']);
    assert.notEqual(workers.label, 'supports', workers.reason);
    const all = verdictAgainst('All the Quillet maintainers want the new syntax to be an option for the 2018 edition.',
      ['The Quillet maintainers want the new syntax to be an option for the 2018 edition.']);
    assert.ok(all.flags.some((f) => f.startsWith('predicate_unsupported:') || f.startsWith('overclaim:')), all.flags.join(' '));
  });

  it('carries "only X" by "just X", "merely X" or "purely X", not by one that restricts another word', () => {
    const v = verdictAgainst('The Quillet survey used only crates.io download data from the last release cycle.',
      ['The Quillet survey used just crates.io download data from the last release cycle.']);
    assert.equal(v.label, 'supports', v.reason);
    const other = verdictAgainst('The Quillet survey used only crates.io download data from the last release cycle.',
      ['The Quillet survey used crates.io download data from just the last release cycle.']);
    assert.notEqual(other.label, 'supports', other.reason);
    assert.ok(other.flags.some((f) => /^(?:predicate_unsupported|overclaim):only$/.test(f)), other.flags.join(' '));
    // (not "more than merely X", "rather than just X", nor "just" of time before a verb)
    for (const [claim, span] of [['The Quillet tool only reads config files.', 'The Quillet tool does more than merely read config files.'],
      ['The Quillet tool only reads config files.', 'Rather than just reading config files, the Quillet tool also writes them.'],
      ['The Quillet team only released version 2.', 'The Quillet team just released version 2.']]) {
      assert.notEqual(verdictAgainst(claim!, [span!]).label, 'supports', `${claim} / ${span}`);
    }
  });
});

describe('verify: a reporting frame over someone else\'s act', () => {
  const rfc = 'rust-rfcs/0042-quillet.md';
  it('does not certify "the authors"/"the study" doing what the span says another named party does', () => {
    for (const [claim, span] of [
      ['The authors recommend pinning the quillet compiler version in CI.', 'Smith recommends pinning the quillet compiler version in CI.'],
      ['The authors recommend pinning the quillet compiler version in CI.', 'The lang team recommends pinning the quillet compiler version in CI.'],
      ['The study found that pinning the quillet compiler reduces breakage.', 'Smith found that pinning the quillet compiler reduces breakage.'],
      ['The researchers showed that quillet caching halves the latency.', 'Lee et al. showed that quillet caching halves the latency.'],
      ['The authors recommend pinning the quillet compiler version in CI.', 'Pinning the quillet compiler version in CI is recommended by Smith.'],
    ]) {
      const v = verdictAgainst(claim!, [span!], rfc);
      assert.notEqual(v.label, 'supports', `${claim} / ${span}\n${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('clause_subject:')), v.flags.join(' '));
    }
    assert.match(verdictAgainst('The authors recommend pinning the quillet compiler version in CI.', ['Smith recommends pinning the quillet compiler version in CI.'], rfc).reason,
      /The span says 'Smith' does this, not the document or its authors\./);
  });
  it('still carries the frame where the act is the document\'s own: "we", "this RFC", or no agent at all', () => {
    for (const span of ['We recommend pinning the quillet compiler version in CI.', 'This RFC recommends pinning the quillet compiler version in CI.',
      'Pinning the quillet compiler version in CI is recommended.']) {
      const v = verdictAgainst('The authors recommend pinning the quillet compiler version in CI.', [span], rfc);
      assert.equal(v.label, 'supports', `${span}\n${v.reason}`);
      assert.ok(!v.flags.some((f) => f.startsWith('clause_subject:')), v.flags.join(' '));
    }
    // ("This RFC author", "However the RFC authors": the document's authors, after a connective; "the suggestion of the
    // PEP author" is a noun of the verb, not another subject doing it)
    for (const [claim, span] of [
      ['The RFC author feels this quillet use case is better served by an inherent impl.', 'This RFC author feels this quillet use case is better served by an inherent impl.'],
      ['The RFC authors think that the quillet lint is insufficient.', 'However the RFC authors think that the quillet lint is insufficient.'],
      ['The RFC author suggests replacing quillet hooks with the new hook API.', "It's the suggestion of the RFC author to replace quillet hooks with the new hook API."],
    ]) {
      const v = verdictAgainst(claim!, [span!], rfc);
      assert.ok(!v.flags.some((f) => f.startsWith('clause_subject:')), `${span}: ${v.flags.join(' ')}`);
    }
  });
});
