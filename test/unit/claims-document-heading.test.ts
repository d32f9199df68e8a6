// A section whose heading names a document reports that document: its "should" restates the document's rule, and
// "this proposal" or "proposed here" is that document, not the draft (invented drafts).
import assert from 'node:assert/strict';
import { extract } from './claims-helpers';

const claimOf = (draft: string, text: string) => {
  const claim = extract(draft).claims.find((c) => c.text === text);
  assert.ok(claim, `no claim ${text}`);
  return claim;
};

describe('claims: a heading that names a document', () => {
  it('a "should" under "## PEP 9…" or "## The … RFC" is the document\'s rule, and is checked', () => {
    const rules = [
      'Mirrors should refresh their signed index at least once a day.',
      'Wherever it can, the resolver should prefer wheels over source archives.',
      'Every lock file gets a hash that should be treated as opaque by installers.',
      // ("ought to" is read as "should")
      'Mirrors ought to refresh their signed index at least once a day.',
    ];
    for (const heading of ['## PEP 9: signed mirrors', '## The mirror RFC', '## What the proposal asks for']) {
      const draft = `# Mirrors\n\n${heading}\n\n${rules.join('\n\n')}\n`;
      for (const rule of rules) {
        const claim = claimOf(draft, rule);
        assert.equal(claim.needsEvidence, true, `${heading} / ${rule}: ${claim.cues.join(', ')}`);
        assert.ok(claim.cues.includes('rule_under_document_heading'), claim.cues.join(', '));
      }
    }
  });

  it('the same sentences under a heading that names no document stay the writer\'s opinion', () => {
    const draft = '# Mirrors\n\n## Why mirrors matter\n\nMirrors should refresh their signed index at least once a day.\n';
    const claim = claimOf(draft, 'Mirrors should refresh their signed index at least once a day.');
    assert.equal(claim.needsEvidence, false, claim.cues.join(', '));
    assert.equal(claim.modality, 'opinion');
  });

  it('the writer\'s own "should" stays an opinion even under a document heading', () => {
    const passing = [
      'We should read the mirror policy before the next release.',
      'Readers should skim the proposal before the meeting.',
      'It should do more than that.',
      'The article should not merely argue for signed mirrors.',
      'Both communities eventually had to decide who should run the mirrors.',
      'Of all the options, signing every file is clearly the one the project should have chosen from the start.',
      'It should be noted that signing is slow on old machines.',
      'We ought to read the mirror policy before the next release.',
      'The maintainers ought to have chosen signing from the start.',
    ];
    const draft = `# Mirrors\n\n## PEP 9: signed mirrors\n\n${passing.join('\n\n')}\n`;
    for (const text of passing) {
      const claim = claimOf(draft, text);
      assert.equal(claim.needsEvidence, false, `${text}: ${claim.modality} ${claim.cues.join(', ')}`);
    }
  });

  it('"It should be possible to …" under a document heading is the document\'s requirement, and is checked', () => {
    const text = 'It should be possible to rotate the signing key of a mirror without downtime.';
    const claim = claimOf(`# Mirrors\n\n## PEP 9: signed mirrors\n\n${text}\n`, text);
    assert.equal(claim.needsEvidence, true, claim.cues.join(', '));
    assert.ok(claim.cues.includes('rule_under_document_heading'), claim.cues.join(', '));
    assert.equal(claimOf(`# Mirrors\n\n## Why mirrors matter\n\n${text}\n`, text).needsEvidence, false);
  });

  it('under a document heading, "…, that is a hard error" and a statement in nouns are checked; "This is the rare …" is not', () => {
    const checked = [
      'If two mirrors share a name, that is a hard error regardless of where they were configured.',
      'Within the crate that defines the index, the rule applies just as strictly to every mirror.',
    ];
    const judged = ['This is the rare mirror change that removes a worry rather than adding one.', 'It is a pleasingly small proposal with enough examples to follow.'];
    const under = `# Mirrors\n\n## PEP 9: signed mirrors\n\n${[...checked, ...judged].join('\n\n')}\n`;
    for (const text of checked) assert.equal(claimOf(under, text).needsEvidence, true, `${text}: ${claimOf(under, text).cues.join(', ')}`);
    for (const text of judged) assert.equal(claimOf(under, text).needsEvidence, false, `${text}: ${claimOf(under, text).cues.join(', ')}`);
    // (the statement in nouns is checked only because the heading names a document)
    const elsewhere = `# Mirrors\n\n## Why mirrors matter\n\n${checked[1]}\n`;
    assert.equal(claimOf(elsewhere, checked[1]!).needsEvidence, false, checked[1]);
  });

  it('"this proposal" and "proposed here" under a document heading are that document', () => {
    const texts = [
      'The feature is backwards-compatible, since anything changed by this proposal was previously rejected by the parser.',
      'The `guard` keyword proposed here was later renamed to `check` in the implementation.',
    ];
    const under = `# Guards\n\n## The guard-clause RFC\n\n${texts.join('\n\n')}\n`;
    for (const text of texts) assert.equal(claimOf(under, text).needsEvidence, true, text);
    const elsewhere = `# Guards\n\n${texts[0]}\n`;
    assert.equal(claimOf(elsewhere, texts[0]!).needsEvidence, false, 'the draft speaking of itself');
  });
});
