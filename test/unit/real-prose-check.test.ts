// The real-prose check's sampling and variants (scripts/real-prose-check.mjs), on hand-written text: only prose
// sentences are sampled, every variant changes what it says it changes, and the same seed gives the same sample.
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
let check: any;

const MARKDOWN = [
  '# Design', '', 'The Falcon parser reads 12 files per second and keeps the index warm.', 'It usually finishes before the editor opens.', '',
  '```rust', 'fn main() { let x = 3; }', '```', '', '- Falcon, Heron, Osprey', '', '| a | b |', '|---|---|', '| 1 | 2 |', '',
  '    indented code 4 5 6', '', 'See [the guide](https://example.org) for 3 more details on the design.', '',
].join('\n');
const RST = ['Title', '=====', '', 'The Heron loader was written in 2009 and can load 40 modules at once.', '', 'Example::', '', '    Heron.load(40)', ''].join('\n');

describe('real-prose check: sampling and variants', () => {
  before(async () => {
    check = await import(pathToFileURL(path.join(__dirname, '../../scripts/real-prose-check.mjs')).href);
  });

  it('takes prose paragraphs, never headings, code, lists, tables or literal blocks', () => {
    const md = check.proseParagraphsOf(MARKDOWN) as string[];
    assert.deepEqual(md, [
      'The Falcon parser reads 12 files per second and keeps the index warm. It usually finishes before the editor opens.',
      'See [the guide](https://example.org) for 3 more details on the design.',
    ]);
    assert.deepEqual(check.proseParagraphsOf(RST), ['The Heron loader was written in 2009 and can load 40 modules at once.', 'Example::']);
    assert.deepEqual(check.sentencesOf(md[0]), ['The Falcon parser reads 12 files per second and keeps the index warm.', 'It usually finishes before the editor opens.']);
    assert.equal(check.sentencesOf('It reads files, e.g. logs and notes, every day. Then it stops.').length, 2);
    assert.equal(check.isProseSentence('The Falcon parser reads 12 files per second and keeps the index warm.'), true);
    assert.equal(check.isProseSentence(md[1]), false); // a link: markup
    assert.equal(check.isProseSentence('Falcon Heron Osprey Kestrel Marlin Lumen Wren Finch.'), false);
  });

  it('changes a quantity, never a name, a version or code', () => {
    const numbers = (s: string) => (check.changeableNumbers(s) as Array<{ raw: string }>).map((n) => n.raw);
    assert.deepEqual(numbers('The Falcon parser reads 12 files per second and keeps three caches warm.'), ['12', 'three']);
    assert.deepEqual(numbers('Since Python 3.8 and PEP 484, the `x = 3` form is read by CentOS 7 tools.'), []);
    const random = check.rng(7);
    for (const raw of ['12', '2009', '1,500', 'three', '0.25']) {
      const changed = check.changedNumber(raw, random) as string;
      assert.notEqual(changed, raw);
      if (raw === '2009') assert.ok(Math.abs(Number(changed) - 2009) < 10, changed);
    }
  });

  it('strengthens the relation with "always", and leaves strong or negated sentences alone', () => {
    assert.equal(check.strengthened('The parser usually finishes before the editor opens.'), 'The parser always finishes before the editor opens.');
    assert.equal(check.strengthened('The loader can read 40 modules at once.'), 'The loader will always read 40 modules at once.');
    assert.equal(check.strengthened('The loader is fast on small trees.'), 'The loader is always fast on small trees.');
    assert.equal(check.strengthened('The loader is not generally fast.'), null);
    assert.equal(check.strengthened('The loader only reads 40 modules.'), null);
  });

  it('swaps the first name for another name of the corpus', () => {
    const names = check.nameInventory(Array.from({ length: 6 }, (_, i) => `Today the Falcon tool and the Heron tool ran ${i} jobs.`)) as string[];
    assert.deepEqual(names, ['Falcon', 'Heron']);
    const swap = check.swappedSubject('The Falcon parser reads 12 files per second.', names, check.rng(1));
    assert.equal(swap.text, 'The Heron parser reads 12 files per second.');
    assert.equal(check.swappedSubject('The parser reads 12 files per second.', names, check.rng(1)), null);
  });

  it('samples the same sentences for the same seed, and counts what it skips', () => {
    const all = [
      ...Array.from({ length: 10 }, (_, i) => ({ file: 'a.md', text: `Today the ${i % 2 ? 'Falcon' : 'Heron'} tool can run ${i + 10} jobs in the test lab.` })),
      { file: 'b.md', text: 'The Falcon parser usually reads 12 files per second in the lab.' },
      { file: 'b.md', text: 'The parser usually reads many files per second in the test lab.' },
    ];
    const one = check.sampleCases(all, 3, 5);
    const two = check.sampleCases(all, 3, 5);
    assert.deepEqual(one, two);
    assert.equal(one.cases.length, 3);
    assert.ok(one.skipped.noNumber >= 0 && one.skipped.noNameSubject >= 0);
    const full = check.sampleCases(all, 100, 5);
    assert.equal(full.skipped.noNumber, 1); // the sentence without a figure
    for (const c of full.cases) assert.equal(Object.keys(c.variants).join(), 'verbatim,number,strong,subject');
  });

  it('probes: puts "not" into the relation or takes it out, and swaps one word for its opposite', () => {
    assert.equal(check.negated('The Falcon parser is faster than the old one.'), 'The Falcon parser is not faster than the old one.');
    assert.equal(check.negated('The loader does not read `is` files.'), 'The loader does read `is` files.');
    assert.equal(check.negated("It can't be used before the loop starts."), 'It can be used before the loop starts.');
    assert.equal(check.negated('No module is added here.'), null); // a denial the probe cannot take out cleanly
    assert.equal(check.negated('Falcon reads files quickly.'), null); // no auxiliary to negate
    assert.equal(check.negated('The Falcon parser can only read files.'), null); // "can not only" would assert, not deny
    const swap = check.withOpposite('The `before` hook runs before the Falcon parser starts.');
    assert.deepEqual(swap, { text: 'The `before` hook runs after the Falcon parser starts.', from: 'before', to: 'after' });
    assert.equal(check.withOpposite('Explicit casts are needed.').text, 'Implicit casts are needed.');
    assert.equal(check.withOpposite('Falcon reads more than 12 files.'), null); // a comparison with a figure is left alone
    // a citation label or a link target is markup, not prose: the probe changes the prose after it
    assert.equal(check.withOpposite('Falcon [public-vote]_ makes a secret ballot possible.')!.text, 'Falcon [public-vote]_ makes a secret ballot impossible.');
    assert.equal(check.withOpposite('See [the notes](https://example.org/public) for a stable build.')!.text, 'See [the notes](https://example.org/public) for a unstable build.');
  });

  it('probes: swaps a later name, never the only or the first one', () => {
    const names = ['Falcon', 'Heron', 'Osprey'];
    const swap = check.swappedLaterName('The Falcon parser is faster than Heron in the lab.', names, check.rng(1));
    assert.equal(swap.from, 'Heron');
    assert.equal(swap.to, 'Osprey');
    assert.equal(swap.text, 'The Falcon parser is faster than Osprey in the lab.');
    assert.equal(check.swappedLaterName('The Falcon parser is fast.', names, check.rng(1)), null);
    assert.equal(check.swappedLaterName('Falcon reads what `Heron` writes.', names, check.rng(1)), null); // code is not a name
  });

  it('samples probe sentences apart from the cases, the same for the same seed', () => {
    const all = [
      { file: 'a.md', text: 'The Falcon parser is faster than the old Heron parser in the lab.' },
      { file: 'b.md', text: 'The Falcon parser is started before the Heron parser in the lab.' },
      { file: 'c.md', text: 'The Heron parser reads many files per second in the test lab.' },
    ];
    const taken = new Set([all[0]!.text]);
    const probes = check.sampleProbes(all, 5, 3, taken);
    assert.deepEqual(probes, check.sampleProbes(all, 5, 3, taken));
    assert.deepEqual(probes, [{
      file: 'b.md',
      variants: { negated: 'The Falcon parser is not started before the Heron parser in the lab.', opposite: 'The Falcon parser is started after the Heron parser in the lab.' },
      change: { opposite: 'before → after' },
    }]);
  });

  it('scores a paragraph as accepted only when every sentence of it is', () => {
    const claim = (action: string, needsEvidence = true) => ({ action, needsEvidence });
    assert.equal(check.outcomeOf([claim('accept')]), 'accept');
    assert.equal(check.outcomeOf([claim('accept'), claim('pass', false)]), 'partly_passed');
    assert.equal(check.outcomeOf([claim('accept'), claim('refute')]), 'refute');
    assert.equal(check.outcomeOf([claim('pass', false)]), 'pass');
    assert.equal(check.outcomeOf([claim('review'), claim('abstain')]), 'review');
    const t = check.tally([{ variant: 'verbatim', outcome: 'accept' }, { variant: 'number', outcome: 'accept' }, { variant: 'number', outcome: 'refute' },
      { variant: 'opposite', outcome: 'accept' }, { variant: 'negated', outcome: 'review' }]);
    assert.equal(t.falseAccepts, 2);
    assert.equal(t.numberRefuted, 0.5);
  });

  it('joins two sentences the source links with "so", the other way round, and with another paragraph\'s sentence; the last two count as false accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'warrant-linked-'));
    try {
      fs.writeFileSync(path.join(dir, 'notes.md'), [
        '# Loader', '',
        'The Falcon loader keeps every parsed manifest in one shared cache. Therefore, the second build reads no manifest from the disk at all.', '',
        'The Heron parser was rewritten in the spring to read files in parallel.', '',
      ].join('\n'));
      const pairs = check.linkedPairs(dir);
      assert.equal(pairs.length, 1);
      const [one] = check.sampleLinked(pairs, 5, 1);
      assert.equal(one.variants.linked, 'The Falcon loader keeps every parsed manifest in one shared cache, so the second build reads no manifest from the disk at all.');
      assert.equal(one.variants.reversed, 'The second build reads no manifest from the disk at all, so the Falcon loader keeps every parsed manifest in one shared cache.');
      assert.equal(one.variants.apart, 'The Falcon loader keeps every parsed manifest in one shared cache, so the Heron parser was rewritten in the spring to read files in parallel.');
      assert.deepEqual(check.sampleLinked(pairs, 5, 1), check.sampleLinked(pairs, 5, 1), 'the same seed, the same sample');
      // a sentence of the pair written again in another paragraph (a summary repeating its section) is not "apart"
      fs.appendFileSync(path.join(dir, 'notes.md'), '\nThe Falcon loader keeps every parsed manifest in one shared cache.\n');
      const again = check.linkedPairs(dir)[0];
      assert.deepEqual(again.others, ['The Heron parser was rewritten in the spring to read files in parallel.']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    const t = check.tally([{ variant: 'linked', outcome: 'accept' }, { variant: 'linked', outcome: 'review' }, { variant: 'reversed', outcome: 'accept' },
      { variant: 'apart', outcome: 'accept' }, { variant: 'apart', outcome: 'review' }]);
    assert.equal(t.falseAccepts, 2);
    assert.equal(t.linkedAccepted, 0.5);
  });

  it('rewords without changing what a sentence says: contractions, a leading discourse marker, a trailing "which" clause or an e.g. aside', () => {
    assert.equal(check.withContraction('The loader does not read files twice.'), "The loader doesn't read files twice.");
    assert.equal(check.withContraction("It isn't fast, and that is fine."), 'It is not fast, and that is fine.');
    assert.equal(check.withContraction('The loader reads `does not` files.'), null, 'code is left alone');
    assert.equal(check.withoutDiscourseMarker('However, the parser keeps three caches warm at all times.'), 'The parser keeps three caches warm at all times.');
    assert.equal(check.withoutDiscourseMarker('Currently, the parser keeps three caches warm.'), null, 'a time is part of what it says');
    assert.equal(check.excerpted('The parser keeps three caches warm at all times, which saves time on large trees.'), 'The parser keeps three caches warm at all times.');
    assert.equal(check.excerpted('The parser keeps caches (e.g. the token cache) warm.'), 'The parser keeps caches warm.');
    assert.equal(check.excerpted('The parser keeps caches (only on Linux) warm.'), null, 'an aside that restricts stays');
    assert.equal(check.namedDocument('This PEP proposes a new operator.', 'python-peps/pep-0572.rst'), 'PEP 572 proposes a new operator.');
    assert.equal(check.namedDocument('This RFC proposes a new operator.', 'rust-rfcs/0326-ascii.md'), 'RFC 326 proposes a new operator.');
    assert.equal(check.namedDocument('This RFC proposes a new operator.', 'notes/ascii.md'), null, 'no number in the file name');
    const all = ['However, the Falcon parser keeps three caches warm at all times.', 'The Heron loader does not read files twice in one run.',
      'The Osprey cache holds every token for a whole session, which saves time on large trees.'].map((text) => ({ file: 'a.md', text }));
    const sample = check.sampleParaphrases(all, 1, 3) as Array<{ variants: Record<string, string> }>;
    assert.deepEqual(sample.map((p) => Object.keys(p.variants)[0]).sort(), ['contraction', 'discourse', 'excerpt']);
    const named = check.sampleParaphrases([{ file: 'peps/pep-0008.rst', text: 'This PEP gives coding conventions for the code in the standard library.' }], 1, 3);
    assert.deepEqual(named.map((p: { variants: Record<string, string> }) => p.variants), [{ named: 'PEP 8 gives coding conventions for the code in the standard library.' }]);
    assert.deepEqual(check.sampleParaphrases(all, 1, 3), sample, 'the same seed gives the same sample');
  });

  it('cites a sentence\'s own document before or after it, and probes with another document of the same kind', () => {
    assert.equal(check.documentId('python-peps/pep-0572.rst'), 'PEP 572');
    assert.equal(check.documentId('rust-rfcs/0326-ascii.md'), 'RFC 326');
    assert.equal(check.documentId('notes/0326-ascii.md'), null, 'a number in a file name that is no RFC');
    assert.equal(check.attributedTo('The parser keeps three caches warm at all times.', 'PEP 572'), 'According to PEP 572, the parser keeps three caches warm at all times.');
    assert.equal(check.attributedTo('Falcon keeps three caches warm at all times.', 'PEP 572'), 'According to PEP 572, Falcon keeps three caches warm at all times.');
    assert.equal(check.attributedTo('This PEP keeps three caches warm at all times.', 'PEP 572'), null, 'a sentence that speaks of itself');
    assert.equal(check.citedAfter('The parser keeps three caches warm at all times.', 'RFC 326'), 'The parser keeps three caches warm at all times (RFC 326).');
    const all = [
      { file: 'python-peps/pep-0008.rst', text: 'The parser keeps three caches warm at all times and never drops them.' },
      { file: 'python-peps/pep-0020.rst', text: 'The loader reads every module once and keeps its bytes in memory.' },
      { file: 'rust-rfcs/0326-ascii.md', text: 'The lexer accepts only ASCII identifiers in every module of the crate.' },
    ];
    const probes = check.sampleProbes(all, 3, 1) as Array<{ file: string; variants: Record<string, string> }>;
    const misattributed = probes.filter((p) => p.variants.misattributed);
    // a sentence two PEPs share is said by both: not a probe
    const shared = [...all, { file: 'python-peps/pep-0020.rst', text: all[0]!.text }];
    assert.ok((check.sampleProbes(shared, 3, 1) as Array<{ variants: Record<string, string> }>).every((p) => !p.variants.misattributed?.includes('caches')));
    // the RFC has no other RFC to be attributed to; each PEP sentence is attributed to the other PEP
    assert.deepEqual(misattributed.map((p) => p.variants.misattributed).sort(), [
      'According to PEP 20, the parser keeps three caches warm at all times and never drops them.',
      'According to PEP 8, the loader reads every module once and keeps its bytes in memory.',
    ]);
  });
});
