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

  it('probes that take away a limit: a quantifier raised, a modal strengthened, a hedge taken out', () => {
    assert.deepEqual(check.withQuantifier('Some plugins read the Falcon index at startup.'), { text: 'All plugins read the Falcon index at startup.', from: 'Some', to: 'All' });
    assert.equal(check.withQuantifier('The loader reads a few manifests before the build.').text, 'The loader reads most manifests before the build.');
    assert.equal(check.withQuantifier('Few users change the default cache size.').text, 'Many users change the default cache size.');
    assert.equal(check.withQuantifier('The loader keeps most of the parsed files in memory.').text, 'The loader keeps all of the parsed files in memory.');
    assert.equal(check.withQuantifier('The loader does not read many files twice.'), null, 'after a denial the quantifier would be weakened');
    assert.equal(check.withQuantifier('This is one of many parsers for the format.'), null, '"one of many" names a set');
    assert.equal(check.withQuantifier('The loader is the most common choice for small trees.'), null, 'a superlative, not a quantifier');
    assert.equal(check.withQuantifier('The loader ran for some time before the build.'), null, 'an idiom of time');
    assert.equal(check.withQuantifier('The loader reads `some` files before the build.'), null, 'code');

    assert.deepEqual(check.withModalStrengthened('The loader may skip empty files in the tree.'), { text: 'The loader will skip empty files in the tree.', from: 'may', to: 'will' });
    assert.equal(check.withModalStrengthened('Plugins should register their hooks at startup.').text, 'Plugins must register their hooks at startup.');
    assert.equal(check.withModalStrengthened('If the cache is cold, the loader can read every file twice.').text, 'If the cache is cold, the loader will read every file twice.');
    assert.equal(check.withModalStrengthened('The loader may not skip empty files.'), null, 'a denial is left alone');
    assert.equal(check.withModalStrengthened('The loader can *not* skip empty files.'), null, 'a denial in emphasis is left alone');
    assert.equal(check.withModalStrengthened('It is possible that the loader could skip empty files.'), null, 'already framed by a hedge');
    assert.equal(check.withModalStrengthened('The loader reads files when it can find them.'), null, 'only in a subordinate clause');
    assert.equal(check.withModalStrengthened('It should be noted that the loader reads files twice.'), null, "the writer's aside");
    assert.equal(check.withModalStrengthened('Cached pages may or may not be returned to the loader.'), null, 'a pair of modals');
    assert.equal(check.withModalStrengthened('Unsafe loaders could still not rely on cached pages.'), null, 'a denial after an adverb is left alone');

    assert.deepEqual(check.withoutHedge('The loader usually reads every manifest twice.'), { text: 'The loader reads every manifest twice.', dropped: 'usually' });
    assert.equal(check.withoutHedge('Typically, the loader reads every manifest twice.').text, 'The loader reads every manifest twice.');
    assert.equal(check.withoutHedge('The loader is, generally, the slowest step of the build.').text, 'The loader is the slowest step of the build.');
    assert.equal(check.withoutHedge('The loader is not usually the slowest step of the build.'), null);
    assert.equal(check.withoutHedge('Ask someone familiar with it, typically but not necessarily a maintainer.'), null);
    assert.equal(check.withoutHedge('The loader never returns normally from the build.'), null, 'a manner, not a hedge');
    assert.equal(check.withoutHedge('Generally, the loader reads every manifest twice.'), null, 'opens like "In general,"');
  });

  it('a probe that drops a limit is carried when another sentence says it in so many words, perhaps more strongly', () => {
    const corpus = ['Regardless of how it is done, the Orbix loader must always return an iterable of bytes.', 'When called by the host, the Orbix loader must return an iterable of bytes.']
      .map(check.wordsForEntailment);
    assert.equal(check.entailedElsewhere('The Orbix loader must return an iterable of bytes.', 'When called by the host, the Orbix loader must return an iterable of bytes.', corpus), true);
    assert.equal(check.entailedElsewhere('The Orbix loader must return a list of bytes.', 'When called by the host, the Orbix loader must return a list of bytes.', corpus), false);
    // the sentence the probe was made from does not count
    assert.equal(check.entailedElsewhere('The Orbix loader must return an iterable of bytes.', 'Regardless of how it is done, the Orbix loader must always return an iterable of bytes.', [corpus[0]!]), false);
    // (a connective opening the probe is no part of what it says: "In other words, X" is said by "…, ensuring that X")
    const other = ['This change makes the rules consistent by ensuring that immutability *always* takes precedence over mutability.'].map(check.wordsForEntailment);
    assert.equal(check.entailedElsewhere('In other words, immutability takes precedence over mutability.', 'In other words, immutability usually takes precedence over mutability.', other), true);
    assert.equal(check.entailedElsewhere('In other words, mutability takes precedence over immutability.', 'In other words, mutability usually takes precedence over immutability.', other), false);
  });

  it('probes that take away a limit: a condition, an exception or an upper bound dropped', () => {
    assert.equal(check.withoutCondition('Most loaders are set up once and rarely if ever changed afterwards.'), null, '"rarely if ever" is no condition');
    assert.equal(check.withoutCondition('Packaging a loader is a typical use case for import hooks, if not the typical use case.'), null, '"if not" is no condition');
    assert.equal(check.withoutCondition('It is up to the loader to decide how to read a module origin, if at all.'), null, '"if at all" is no condition');
    assert.equal(check.withoutCondition('When it comes to co-leadership, the two leaders need to be able to work together effectively.'), null, '"when it comes to" names a topic');
    assert.equal(check.withoutCondition('This loader option is opt-in, for compatibility; if no option is given then no warnings are printed.'), null, 'a condition of the next clause');
    assert.equal(check.withoutCondition('The loader folds x into y, so if x is empty then the result is empty as well.'), null, 'a condition after "so" leaves it hanging');
    assert.equal(check.withoutRestriction('The statement form try... finally or try... except... finally has no expression form.'), null, 'the keyword in a list of forms');
    assert.equal(check.withoutRestriction('A hook can be applied to the loader or any one, but not more than one, of the plugins.'), null, '"but one" would be an exception');
    assert.deepEqual(check.withoutRestriction('A hook can be applied to not more than one of the plugins.'), { text: 'A hook can be applied to one of the plugins.', dropped: 'not more than' });
    assert.deepEqual(check.withoutCondition('If the cache is cold, the loader reads every manifest twice.'),
      { text: 'The loader reads every manifest twice.', dropped: 'If the cache is cold' });
    assert.equal(check.withoutCondition('When a plugin fails, then the Falcon loader stops the whole build.').text, 'The Falcon loader stops the whole build.');
    assert.equal(check.withoutCondition('The loader stops the whole build if a plugin fails.').text, 'The loader stops the whole build.');
    assert.equal(check.withoutCondition('The loader reads every manifest twice unless the cache is warm.').text, 'The loader reads every manifest twice.');
    assert.equal(check.withoutCondition('The parent scope of the loader, if it exists, holds the shared cache.').text, 'The parent scope of the loader holds the shared cache.');
    assert.equal(check.withoutCondition('If the cache is cold, it reads every manifest twice.'), null, 'the pronoun would lose its referent');
    assert.equal(check.withoutCondition('The loader stops the whole build even if a plugin fails.'), null, '"even if" does not restrict');
    assert.equal(check.withoutCondition('The loader first checks the cache to see if it is warm.'), null, '"see if" asks whether');
    assert.equal(check.withoutCondition('The loader returns the first manifest, or None if there is none.'), null, 'the condition of the alternative');
    assert.equal(check.withoutCondition('The loader returns the parsed manifest, if any.'), null);
    assert.equal(check.withoutCondition('The loader can be extended with more plugins later if desired.'), null, "the writer's option");

    assert.deepEqual(check.withoutRestriction('Every plugin is loaded at startup except the Heron exporter.'),
      { text: 'Every plugin is loaded at startup.', dropped: 'except the Heron exporter' });
    assert.equal(check.withoutRestriction('Every plugin is loaded at startup (except the Heron exporter).').text, 'Every plugin is loaded at startup.');
    assert.equal(check.withoutRestriction('Except for the Heron exporter, every plugin is loaded at startup.').text, 'Every plugin is loaded at startup.');
    assert.equal(check.withoutRestriction('The loader keeps at most 12 manifests in memory.').text, 'The loader keeps 12 manifests in memory.');
    assert.equal(check.withoutRestriction('At most one plugin may hold the lock at a time.').text, 'One plugin may hold the lock at a time.');
    assert.equal(check.withoutRestriction('The loader wraps the call in a bare except clause.'), null, "Python's keyword");
    assert.equal(check.withoutRestriction('The grammar allows an empty tuple in except clauses.'), null, "Python's keyword");
    assert.equal(check.withoutRestriction('Every plugin except the Heron exporter, which is large, is loaded at startup.'), null, 'the phrase may be a modifier the verb follows');
  });

  it('probes that take away a limit: a comparison reversed, a version changed', () => {
    assert.deepEqual(check.withComparisonReversed('The Falcon loader is faster than the Heron loader on small trees.'),
      { text: 'The Falcon loader is slower than the Heron loader on small trees.', from: 'faster', to: 'slower' });
    assert.equal(check.withComparisonReversed('The new format is more compact than the old one.').text, 'The new format is less compact than the old one.');
    assert.equal(check.withComparisonReversed('The loader keeps more than 12 manifests in memory.').text, 'The loader keeps fewer than 12 manifests in memory.');
    assert.equal(check.withComparisonReversed('Each plugin must be loaded at least once per build.').text, 'Each plugin must be loaded at most once per build.');
    assert.equal(check.withComparisonReversed('The loader is fine, at least for small trees.'), null, '"at least" as a hedge, not a bound');
    assert.equal(check.withComparisonReversed('The loader reads manifests rather than plugins.'), null);
    assert.equal(check.withComparisonReversed('The loader reads more than one manifest per build.'), null, 'a count the reversal would empty');
    const v = check.withVersionChanged('The loader was added in Python 3.8 and kept since.', check.rng(1));
    assert.match(v.text, /^The loader was added in Python 3\.(6|7|9|10) and kept since\.$/);
    assert.equal(check.withVersionChanged('Python 3 removed the old loader from the tree.', check.rng(1)).text, 'Python 2 removed the old loader from the tree.');
    assert.equal(check.withVersionChanged('The `Python 3.8` marker stays in the tree.', check.rng(1)), null, 'code');
    assert.equal(check.withVersionChanged('The loader reads 12 manifests per build.', check.rng(1)), null);
    assert.equal(check.withVersionChanged('This document describes the release schedule for Python 3.3.', check.rng(1)), null, "another release's PEP says it of its own");
  });

  it('samples the limit probes apart, each kind at most n times, the same for the same seed, never as a sentence the corpus says', () => {
    const all = [
      { file: 'a.md', text: 'Some plugins read the Falcon index at startup in the lab.' },
      { file: 'a.md', text: 'The loader usually reads every manifest twice.' },
      { file: 'b.md', text: 'If the cache is cold, the loader reads every manifest twice.' },
      { file: 'b.md', text: 'The loader reads every manifest twice.' },
      { file: 'c.md', text: 'The loader was added in Python 3.8 and kept since then.' },
      { file: 'd.md', text: 'Every plugin is loaded at startup except the Heron exporter.' },
      { file: 'd.md', text: 'Every plugin is loaded at startup, by the Falcon loader.' },
    ];
    const probes = check.sampleRestrictions(all, 1, 4) as Array<{ variants: Record<string, string>; original: string }>;
    assert.deepEqual(probes, check.sampleRestrictions(all, 1, 4));
    const kinds = probes.map((p) => Object.keys(p.variants)[0]).sort();
    assert.deepEqual(kinds, ['quantifier', 'version']);
    // the hedge and the condition would both give "The loader reads every manifest twice.", which b.md says itself;
    // the exception dropped gives "Every plugin is loaded at startup.", which d.md says, going on without a restriction
    assert.ok(probes.every((p) => p.variants[Object.keys(p.variants)[0]!] !== 'The loader reads every manifest twice.'));
    const t = check.tally([{ variant: 'quantifier', outcome: 'accept' }, { variant: 'condition', outcome: 'accept' }, { variant: 'version', outcome: 'refute' }]);
    assert.equal(t.falseAccepts, 2);
  });
});
