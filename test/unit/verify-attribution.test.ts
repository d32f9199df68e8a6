import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import { VerdictSchema, type EvidenceSpan } from '../../src/core/model';
import { attributionOf, documentIdOf, isAttributedDocument } from '../../src/core/verify/attribution';
import { proposeRepair } from '../../src/core/verify/repair';
import { DEFAULT_THRESHOLDS, verifyClaim, type VerifyOutput } from '../../src/core/verify/index';
import { assertVerbatimSpans, makeClaim, makeDoc, makeWindow } from './verify-fixtures';

const PEP_412 = makeDoc('peps/pep-0412.rst', 'The Quillet dictionary shares its keys between all instances of the same class.\n');
const PEP_509 = makeDoc('peps/pep-0509.rst', 'The Quillet version tag is incremented at every change of the dictionary.\n');
const RFC_2094 = makeDoc('rust-rfcs/2094-nll.md', 'The Quillet borrow checker accepts more programs once lifetimes are computed from the control-flow graph.\n');
const DOCS = [PEP_412, PEP_509, RFC_2094];

function check(text: string, docs = DOCS): VerifyOutput {
  const claim = makeClaim(text, { modality: 'factual', risk: 'medium' });
  const candidates: EvidenceSpan[] = docs.flatMap((d) => extractSpans(claim, makeWindow(d), d));
  const out = verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: docs.length } });
  VerdictSchema.parse(out.verdict);
  assertVerbatimSpans(out.evidence, docs);
  return out;
}

describe('verify: a claim that names the document stating it', () => {
  it('finds the frame before or after what is claimed, and only a reporting one', () => {
    assert.deepEqual(attributionOf('According to PEP 412, the dictionary shares its keys.'),
      { inner: 'The dictionary shares its keys.', name: 'PEP 412', kind: 'pep', number: 412 });
    assert.equal(attributionOf('As RFC 2094 explains, the borrow checker accepts more programs.')?.inner, 'The borrow checker accepts more programs.');
    assert.equal(attributionOf('As described in RFC 2094, the borrow checker accepts more programs.')?.name, 'RFC 2094');
    assert.equal(attributionOf('PEP 8 says that spaces are preferred over tabs.')?.inner, 'Spaces are preferred over tabs.');
    assert.equal(attributionOf('PEP 8 says: "Spaces are the preferred indentation method."')?.inner, '"Spaces are the preferred indentation method."');
    assert.equal(attributionOf('The dictionary shares its keys between instances (PEP 412).')?.inner, 'The dictionary shares its keys between instances.');
    assert.equal(attributionOf('The dictionary shares its keys between instances, according to PEP 412.')?.inner, 'The dictionary shares its keys between instances.');
    assert.equal(attributionOf('In PEP 412, the dictionary shares its keys.')?.name, 'PEP 412');
    assert.equal(attributionOf('The dictionary shares its keys between instances [RFC 2094].')?.inner, 'The dictionary shares its keys between instances.');
    // a name after the frame stays as written
    assert.equal(attributionOf('According to PEP 484, Python has optional type hints.')?.inner, 'Python has optional type hints.');
    // not a citation: a version, a verb that adds to what the document says, the document named again inside the claim
    assert.equal(attributionOf('In Python 3, print is a function and not a statement.'), null);
    assert.equal(attributionOf('Print is a function and not a statement (Python 3).'), null);
    assert.equal(attributionOf('PEP 8 recommends that spaces are used over tabs.'), null);
    assert.equal(attributionOf('According to PEP 412, PEP 412 was accepted in 2012.'), null);
  });

  it('knows a source as the document by its file name, its folder and number, or its title', () => {
    const pep = { kind: 'pep', number: 572 };
    assert.ok(isAttributedDocument(pep, 'python-peps/pep-0572.rst'));
    assert.ok(!isAttributedDocument(pep, 'python-peps/pep-5720.rst'));
    assert.ok(!isAttributedDocument(pep, 'python-peps/pep-0057.rst'));
    assert.ok(isAttributedDocument({ kind: 'rfc', number: 2094 }, 'rust-rfcs/text/2094-nll.md'));
    assert.ok(!isAttributedDocument({ kind: 'rfc', number: 2094 }, 'notes/2094-nll.md'));
    assert.ok(isAttributedDocument(pep, 'notes/walrus.md', 'PEP 572 – Assignment Expressions'));
    assert.ok(!isAttributedDocument(pep, 'notes/walrus.md', 'Notes on PEP 572'));
  });

  it('is carried by the named document saying the rest, and says so', () => {
    for (const text of [
      'According to PEP 412, the Quillet dictionary shares its keys between all instances of the same class.',
      'The Quillet dictionary shares its keys between all instances of the same class (PEP 412).',
      'As RFC 2094 explains, the Quillet borrow checker accepts more programs once lifetimes are computed from the control-flow graph.',
    ]) {
      const { verdict, evidence } = check(text);
      assert.equal(verdict.label, 'supports', `${text}: ${verdict.reason}`);
      assert.ok(verdict.flags.some((f) => f.startsWith('attributed:')), verdict.flags.join(' '));
      assert.match(verdict.reason, /only that document's passages were weighed/);
      assert.ok(evidence.every((e) => e.relPath === (text.includes('RFC') ? RFC_2094.relPath : PEP_412.relPath)));
    }
  });

  it('is not carried when another document says it: the writer is told which one does', () => {
    const { verdict, evidence } = check('According to PEP 509, the Quillet dictionary shares its keys between all instances of the same class.');
    assert.notEqual(verdict.label, 'supports', verdict.reason);
    assert.ok(verdict.flags.includes('attribution_mismatch:PEP 509'), verdict.flags.join(' '));
    assert.equal(evidence[0]?.relPath, PEP_412.relPath);
    assert.match(verdict.reason, /attributes it to 'PEP 509'/);
  });

  it('keeps every check on what is claimed: a denial or a changed word in the named document\'s sentence is still caught', () => {
    const denied = check('According to PEP 412, the Quillet dictionary does not share its keys between all instances of the same class.').verdict;
    assert.equal(denied.label, 'contradicts', denied.reason);
    const stronger = check('According to PEP 412, the Quillet dictionary always shares its keys between all instances of every class.').verdict;
    assert.notEqual(stronger.label, 'supports', stronger.reason);
  });

  it('when the named document only carries the words and another says them word for word, the closest copy decides', () => {
    const loose = makeDoc('peps/pep-0444.rst', 'The Quillet dictionary of every instance of the same class shares keys with all other instances.\n');
    const text = 'According to PEP 444, the Quillet dictionary shares its keys between all instances of the same class.';
    const alone = check(text, [loose, PEP_509]).verdict;
    assert.equal(alone.label, 'supports', `the named document alone carries it: ${alone.reason}`);
    const { verdict } = check(text, [loose, PEP_412]);
    assert.notEqual(verdict.label, 'supports', verdict.reason);
    assert.ok(verdict.flags.includes('attribution_mismatch:PEP 444'), `${verdict.flags.join(' ')} (alone: ${alone.label})`);
  });

  it('offers to cite the document that says it, checked like any repair', () => {
    assert.equal(documentIdOf('PEP', 'python-peps/pep-3128.rst'), 'PEP 3128');
    assert.equal(documentIdOf('RFC', 'rust-rfcs/2094-nll.md'), 'RFC 2094');
    assert.equal(documentIdOf('RFC', 'notes/2094-nll.md'), null);
    assert.equal(documentIdOf('PEP', 'notes/walrus.md', 'PEP 572 – Assignment Expressions'), 'PEP 572');
    const text = 'According to PEP 509, the Quillet dictionary shares its keys between all instances of the same class.';
    const { verdict, evidence } = check(text);
    const repair = proposeRepair(makeClaim(text, { modality: 'factual', risk: 'medium' }), verdict, evidence);
    assert.equal(repair?.text, 'According to PEP 412, the Quillet dictionary shares its keys between all instances of the same class.');
    assert.match(repair!.basis, /pep-0412\.rst/);
  });

  it('without a passage of the named document, the claim is judged as written', () => {
    const { verdict } = check('According to PEP 999, the Quillet dictionary shares its keys between all instances of the same class.');
    assert.notEqual(verdict.label, 'supports', verdict.reason);
    assert.ok(!verdict.flags.some((f) => f.startsWith('attributed:')), verdict.flags.join(' '));
  });
});

describe('verify: a quoted "No" in a copied sentence', () => {
  it('is the same denial in both, not one the claim adds', () => {
    const doc = makeDoc('notes/scopes.md', 'For Quillet function scopes, however, the current answers to these two questions are respectively "Yes" and "No".\n');
    const { verdict } = check('For Quillet function scopes, however, the current answers to these two questions are respectively "Yes" and "No".', [doc]);
    assert.equal(verdict.label, 'supports', verdict.reason);
    const flipped = check('For Quillet function scopes, however, the current answers to these two questions are respectively "Yes" and "Yes".', [doc]).verdict;
    assert.notEqual(flipped.label, 'supports', flipped.reason);
  });
});

describe('verify: a document named by the heading it is discussed under', () => {
  const PEP_777 = makeDoc('peps/pep-0777.rst', 'Quillet event handlers read in order and never block the loop.\n');
  const RFC_4242 = makeDoc('rust-rfcs/4242-quillet-blocks.md', 'Quillet handler macros stay as they are.\n');

  it('takes "The PEP says that …" as the one document the innermost heading names', () => {
    const headings = ['Notes on handlers', 'PEP 777: event handlers'];
    assert.deepEqual(attributionOf('The PEP says that handlers read in order.', headings),
      { inner: 'Handlers read in order.', name: 'PEP 777', kind: 'pep', number: 777 });
    // the subject's kind must be the heading's; a heading naming two documents, or none, names only the kind
    assert.equal(attributionOf('The RFC says that handlers read in order.', headings), null);
    const kindOnly = { inner: 'Handlers read in order.', name: 'the PEP', kind: 'pep', number: Number.NaN };
    assert.deepEqual(attributionOf('The PEP says that handlers read in order.', ['PEP 777 and RFC 4242 compared']), kindOnly);
    assert.deepEqual(attributionOf('The PEP says that handlers read in order.', []), kindOnly);
    // (a kind that numbers no documents names none; a claim about the kind itself is no frame)
    assert.equal(attributionOf('The proposal says that handlers read in order.', []), null);
    assert.equal(attributionOf('The PEP says that every PEP needs a sponsor.', []), null);
  });

  it('takes "According to the PEP, …", "As the PEP puts it, …" and "…, as the RFC notes" the same way', () => {
    const headings = ['PEP 777: event handlers'];
    assert.equal(attributionOf('According to the PEP, handlers read in order.', headings)?.inner, 'Handlers read in order.');
    assert.equal(attributionOf('As the PEP puts it, all handlers read in order.', headings)?.name, 'PEP 777');
    assert.equal(attributionOf('As stated in the PEP, handlers read in order.', headings)?.inner, 'Handlers read in order.');
    assert.equal(attributionOf('Handlers read in order, as the PEP notes.', headings)?.inner, 'Handlers read in order.');
    assert.equal(attributionOf('According to the RFC, handlers read in order.', headings), null, 'another kind than the heading names');
    assert.equal(attributionOf('According to the PEP, handlers read in order.', [])?.name, 'the PEP');
  });

  it('takes a frame set off inside the clause and one after a short opening phrase, never one that says when', () => {
    const headings = ['PEP 777: event handlers'];
    assert.equal(attributionOf('The main cost of handlers, it explains, is the lock they take.', headings)?.inner, 'The main cost of handlers is the lock they take.');
    assert.equal(attributionOf('The buffer hook, the authors note, was left out.', headings)?.inner, 'The buffer hook was left out.');
    assert.equal(attributionOf('On the tooling side, the PEP notes that handlers read in order.', headings)?.inner, 'Handlers read in order.');
    assert.equal(attributionOf('In 2009, the PEP notes that handlers read in order.', headings), null, 'a date is part of what is claimed');
    assert.equal(attributionOf('Handlers, it seems, read in order.', headings), null, 'not a reporting verb');
  });

  it('takes the document\'s authors reporting ("The authors point out that …") as the document speaking', () => {
    const headings = ['PEP 777: event handlers'];
    assert.equal(attributionOf('The authors point out that handlers read in order.', headings)?.inner, 'Handlers read in order.');
    assert.equal(attributionOf('The author also notes that handlers read in order.', headings)?.name, 'PEP 777');
    assert.equal(attributionOf('The PEP also observes that handlers read in order.', headings)?.inner, 'Handlers read in order.');
    // a verb that adds to what is said ("recommend", "promise") is part of the claim; so is the number agreement
    assert.equal(attributionOf('The authors recommend that handlers read in order.', headings), null);
    assert.equal(attributionOf('The authors points out that handlers read in order.', headings), null);
    assert.equal(attributionOf('The authors point out that handlers read in order.', []), null);
  });

  it('does not frame what a proposal proposes or aims at: that is judged as written', () => {
    assert.equal(attributionOf('PEP 777 proposes adding a when block to handlers.'), null);
    assert.equal(attributionOf('PEP 777 sets out to make writing event handlers easier.'), null);
    assert.equal(attributionOf('The proposal aims to make writing handlers easier.', ['PEP 777: handlers']), null);
  });

  it('when no passage of the named document is among the candidates, another document saying it does not carry the claim', () => {
    const PEP_778 = makeDoc('peps/pep-0778.rst', 'This PEP notes that Quillet event handlers read in order.\n');
    const claim = makeClaim('According to the PEP, Quillet event handlers read in order.', { context: { headings: ['PEP 777: handlers'], previous: [] } });
    const candidates = extractSpans(claim, makeWindow(PEP_778), PEP_778);
    const v = verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('attribution_mismatch:PEP 777'), v.flags.join());
  });

  it('with no heading, "According to the PEP, …" is carried by a PEP that says it, and by no other kind of document', () => {
    const claim = makeClaim('According to the PEP, Quillet event handlers read in order.');
    const fromPep = extractSpans(claim, makeWindow(PEP_777), PEP_777);
    const v = verifyClaim({ claim, candidates: fromPep, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('attributed:the PEP'), v.flags.join());
    assert.match(v.reason, /only the passages of PEP documents were weighed/);
    const RFC_4243 = makeDoc('rust-rfcs/4243-quillet-order.md', 'Quillet event handlers read in order.\n');
    const rfcClaim = makeClaim('According to the RFC, Quillet event handlers never block the loop.');
    const fromOther = [PEP_777, RFC_4243].flatMap((d) => extractSpans(rfcClaim, makeWindow(d), d));
    const w = verifyClaim({ claim: rfcClaim, candidates: fromOther, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 2 } }).verdict;
    assert.notEqual(w.label, 'supports', w.reason);
    assert.ok(w.flags.includes('attribution_mismatch:the RFC'), w.flags.join());
  });

  it('accepts what the named document carries and weighs only its passages', () => {
    const claim = makeClaim('The PEP says that Quillet event handlers read in order.', { context: { headings: ['PEP 777: handlers'], previous: [] } });
    const docs = [PEP_777, RFC_4242];
    const candidates = docs.flatMap((d) => extractSpans(claim, makeWindow(d), d));
    const v = verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 2 } }).verdict;
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('attributed:PEP 777'), v.flags.join());
  });
});
