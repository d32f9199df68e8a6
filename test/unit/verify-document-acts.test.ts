// What a document does with what it contains, said with another verb: "PEP 9 defines …" over "This PEP specifies …"
// (invented sentences, written after reading the writer chapters' claims about documents).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';

const IN_PEP_9 = 'python-peps/pep-0009.rst';
const verdict = (claim: string, span: string) => verdictAgainst(claim, [span], IN_PEP_9);

describe('verify: the verb by which a document lays out what it contains (invented)', () => {
  it('"defines", "proposes", "introduces" and "specifies" said of the document itself carry one another', () => {
    const span = 'This PEP specifies a lock file format that installers can read without running any build step.';
    for (const claim of [
      'PEP 9 defines a lock file format that installers can read without running any build step.',
      'PEP 9 proposes a lock file format that installers can read without running any build step.',
      'PEP 9 introduces a lock file format that installers can read without running any build step.',
    ]) {
      const v = verdict(claim, span);
      assert.equal(v.label, 'supports', `${claim}: ${v.reason}`);
      assert.match(v.reason, /only say that the document lays the rest out/);
    }
  });

  it('"describes" or "outlines" is carried by a span that puts the thing forward, not the other way round', () => {
    assert.equal(verdict('PEP 9 outlines a lock file format for installers.', 'This PEP proposes a lock file format for installers.').label, 'supports');
    assert.equal(verdict('PEP 9 describes a lock file format for installers.', 'This PEP presents a lock file format for installers.').label, 'supports');
    // describing the current state of things is not proposing it
    const v = verdict('PEP 9 proposes the lock file format that installers use today.', 'This PEP describes the lock file format that installers use today.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('any other verb, or a verb not right after the name, must be carried as written', () => {
    const span = 'This PEP specifies a lock file format for installers.';
    for (const claim of [
      'PEP 9 rejects a lock file format for installers.',
      'PEP 9 deprecates a lock file format for installers.',
      'PEP 9, once accepted, defines a lock file format for installers.',
    ]) {
      const v = verdict(claim, span);
      assert.notEqual(v.label, 'supports', `${claim}: ${v.reason}`);
    }
  });

  it('the rest of the claim is still weighed word by word', () => {
    const span = 'This PEP specifies a lock file format that installers can read.';
    const stronger = verdict('PEP 9 defines a lock file format that installers must read.', span);
    assert.notEqual(stronger.label, 'supports', stronger.reason);
    const wider = verdict('PEP 9 defines a lock file format that all installers can read.', span);
    assert.notEqual(wider.label, 'supports', wider.reason);
    const other = verdictAgainst('PEP 12 defines a lock file format that installers can read.', [span], IN_PEP_9);
    assert.notEqual(other.label, 'supports', other.reason);
  });

  it('"this PEP" after a preposition is the document the claim names after one ("by earlier drafts of PEP 9")', () => {
    const span = 'Earlier drafts of this PEP proposed a signed lock file format, which was meant as a stopgap.';
    const v = verdict('A signed lock file format, meant as a stopgap, was proposed by earlier drafts of PEP 9.', span);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('document_named:PEP 9'), v.flags.join(', '));
    const other = verdictAgainst('A signed lock file format, meant as a stopgap, was proposed by earlier drafts of PEP 12.', [span], IN_PEP_9);
    assert.notEqual(other.label, 'supports', other.reason);
    const denied = verdict('With PEP 9, the lock file becomes an installer input.', 'The lock file does not become an installer input with this PEP.');
    assert.equal(denied.label, 'contradicts', denied.reason);
  });
});
