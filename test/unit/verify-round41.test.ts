// The forty-first round of verification on real writing (invented sentences, each a kind seen on the checks' misses or
// in the round's adversarial review).
import assert from 'node:assert/strict';
import { assertNotSupported, assertSupports, labelAgainst, verifyDraftAgainst } from './verify-fixtures';

describe('verify: the forty-first round — words that only mark the argument, reports of what was once said', () => {
  it('leaves out a connective that only marks the argument ("Moreover", "Nevertheless", an opening "Notably,")', () => {
    assertSupports('Notably, the quill registry is the only Tarn module that Orbix mirrors.', 'It is worth noting that the quill registry is the only Tarn module that Orbix mirrors.');
    assertSupports('Importantly, the quill registry keeps its keys in Tarn.', 'The quill registry keeps its keys in Tarn.');
    assertSupports('Moreover, the quill registry keeps its keys in Tarn.', 'The quill registry keeps its keys in Tarn.');
    assertSupports('Tarn users should nevertheless be allowed to pin their quill keys.', 'Tarn users should be allowed to pin their quill keys.');
    // the words around it still count
    assertNotSupported('Notably, the quill registry is the only Tarn module that Orbix removes.', 'It is worth noting that the quill registry is the only Tarn module that Orbix mirrors.');
    // before an adjective it is a degree, a word of the claim: "notably slower" is not "slightly slower"
    assertNotSupported('The quill registry is notably slower than the Tarn cache.', 'The quill registry is slightly slower than the Tarn cache.');
    assertNotSupported('The quill format is importantly different from the Orbix format.', 'The quill format is trivially different from the Orbix format.');
    // (only opening the sentence before its comma)
    assertNotSupported('The quill registry, notably, is faster than the Tarn cache.', 'The quill registry is marginally faster than the Tarn cache.');
  });

  it('does not read a statement the span frames as a misconception, an earlier text or something once thought', () => {
    const misconception = labelAgainst('Tarn supports version 2 of the quill protocol.', 'A common misconception is that Tarn supports version 2 of the quill protocol.');
    assert.notEqual(misconception.label, 'supports', misconception.reason);
    for (const span of [
      'Earlier drafts said that the quill API requires Python 3.8 on all platforms.',
      'Erratum: the original text said the quill API requires Python 3.8 on all platforms.',
      'An early roadmap stated that the quill API requires Python 3.8 on all platforms.',
      'It is sometimes said that the quill API requires Python 3.8 on all platforms.',
      'We first thought the quill API requires Python 3.8 on all platforms.',
      'Ada wrongly assumed that the quill API requires Python 3.8 on all platforms.',
    ]) {
      const v = labelAgainst('The quill API requires Python 3.8 on all platforms.', span);
      assert.notEqual(v.label, 'supports', `${span}\n${v.reason}`);
    }
    // a claim that keeps the report is carried by it; a source that says a thing in its own voice still carries it
    assertSupports('Earlier drafts said that the quill API requires Python 3.8 on all platforms.', 'Earlier drafts said that the quill API requires Python 3.8 on all platforms.');
    assertSupports('Quill keys are stored in the Tarn registry.', 'As the Tarn documentation explains, quill keys are stored in the Tarn registry.');
    assertSupports('Quill keys are stored in the Tarn registry.', 'Ada notes that quill keys are stored in the Tarn registry.');
    // ("is assumed to" keeps "It is assumed that": the claim reports the assumption too)
    const assumed = 'It is assumed that removing the quill cache will be uncontroversial, since it has been intended since at least Tarn 1.5.';
    assertSupports('Removing the quill cache is assumed to be uncontroversial, since it has been intended since at least Tarn 1.5.', assumed);
    assertNotSupported('Removing the quill cache will be uncontroversial, since it has been intended since at least Tarn 1.5.', assumed);
  });

  it('does not read "the PEP" as the document where the sentence before names another one of its kind', async () => {
    const pep = (previous: string) => ['PEP: 9417', 'Title: Quill registries for Tarn', '', 'Specification', '=============', '',
      `${previous} The current version of the PEP adopts 64-bit quill keys.`, ''].join('\n');
    const claim = '# Notes\n\nThe current version of PEP 9417 adopts 64-bit quill keys.\n';
    for (const previous of ['Ada wrote a competing PEP for Orbix keys.', 'Orbix follows Python Enhancement Proposal 8123.']) {
      const [r] = await verifyDraftAgainst('python-peps/pep-9417.rst', pep(previous), claim);
      assert.notEqual(r?.action, 'accept', `${previous}\n${r?.verdict?.reason}`);
    }
    // (a sentence before it about something else leaves "the PEP" the document's own)
    const [own] = await verifyDraftAgainst('python-peps/pep-9417.rst', pep('Orbix keys were discussed at length.'), claim);
    assert.equal(own?.action, 'accept', own?.verdict?.reason);
  });
});

