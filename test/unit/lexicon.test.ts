// The WordNet adapter on a hand-made fixture: compiling the database format, senses in order, pointers, morphy,
// the relations the verifier reads (and the polysemy guards on them), and loading on first use only.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { compileWordNet } from '../../src/core/lexicon/compile';
import { WordNet, setWordNetLoader, wordNet, wordNetStatus } from '../../src/core/lexicon/index';
import { antonymsOf, carriersOf } from '../../src/core/lexicon/relations';
import { carriesTerm, profileClaim, profilePassage } from '../../src/core/verify/analysis';
import { FIXTURE_FILES, fixtureJson } from './lexicon-fixture';

const wn = WordNet.fromJson(fixtureJson());

describe('lexicon: the WordNet adapter (fixture)', () => {
  it('keeps single common words, drops names and collocations', () => {
    const compact = compileWordNet(FIXTURE_FILES);
    assert.ok(compact.lemmas.includes('dog'));
    assert.ok(!compact.lemmas.includes('domestic_dog'));
    assert.ok(!compact.lemmas.some((l) => l.toLowerCase() === 'london'));
    assert.equal(wn.has('london'), false);
    assert.equal(wn.has('dog', 'n'), true);
    assert.equal(wn.has('dog', 'v'), false);
  });

  it('lists senses in WordNet order with their ranks, and words per synset', () => {
    const bank = wn.senses('bank', 'n');
    assert.deepEqual(bank.map((s) => s.rank), [1, 2]);
    assert.deepEqual(bank[1]!.synset.words, ['bank', 'camber']);
    assert.equal(wn.rankOf('lot', wn.senses('fate', 'n')[0]!.synset), 2);
    assert.equal(wn.tagCount('decrease', 'v'), 10);
    assert.deepEqual(wn.readings('decreased'), ['v']);
  });

  it('follows antonym, derivation, hypernym and similar-to pointers, and finds hyponyms', () => {
    const decrease = wn.senses('decrease', 'v')[0]!.synset;
    assert.deepEqual(wn.pointersFrom(decrease, 'decrease', 'antonym').map((p) => p.word), ['increase']);
    assert.deepEqual(wn.pointersFrom(decrease, 'decrease', 'derivation').map((p) => `${p.word}/${p.synset.pos}`), ['decrease/n']);
    assert.deepEqual(wn.pointersFrom(decrease, 'lessen'), []);
    const dog = wn.senses('dog', 'n')[0]!.synset;
    assert.deepEqual(dog.hypernyms.map((id) => wn.synset(id).words), [['animal']]);
    assert.deepEqual(wn.hyponyms(wn.senses('animal', 'n')[0]!.synset).map((s) => s.words), [['dog']]);
    const elevated = wn.senses('elevated', 'a')[0]!.synset;
    assert.equal(elevated.satellite, true);
    assert.deepEqual(elevated.similar.map((id) => wn.synset(id).words), [['high']]);
  });

  it('brings inflected forms to their base (morphy)', () => {
    assert.deepEqual(wn.morphy('dogs', 'n'), ['dog']);
    assert.deepEqual(wn.morphy('decreased', 'v'), ['decrease']);
    assert.deepEqual(wn.morphy('evaluating', 'v'), ['evaluate']);
    assert.deepEqual(wn.morphy('higher', 'a'), ['high']);
    assert.deepEqual(wn.morphy('bigger', 'a'), ['big']);
    assert.deepEqual(wn.morphy('decreased', 'n'), []);
    assert.deepEqual(wn.morphy('fell', 'v', new Map([['fell', 'decrease']])), ['decrease']);
  });

  it('rejects an index of another format', () => {
    assert.throws(() => WordNet.fromJson(JSON.stringify({ format: 'other', lemmas: [], senses: [], synsets: [] })), /unknown format/);
  });
});

describe('lexicon: relations the verifier reads (fixture)', () => {
  const carriers = (word: string, pos?: 'n' | 'v' | 'a') => carriersOf(wn, word, pos);

  it('derivation and inflection: "evaluation" is carried by "evaluated", "decreased" by "reduction" through "decrease"', () => {
    assert.equal(carriers('evaluation').get('evaluated')?.relation, 'derivation');
    assert.equal(carriers('evaluated').get('evaluation')?.relation, 'derivation');
    const reduction = carriers('decreased').get('reduction');
    assert.equal(reduction?.relation, 'derivation');
    assert.equal(reduction?.via, 'decrease');
    assert.equal(carriers('decreased').get('decreases')?.relation, 'inflection');
  });

  it('synonym: only a sense that is the first of both words', () => {
    assert.equal(carriers('decreased').get('lessened')?.relation, 'synonym');
    assert.equal(carriers('evaluate').get('assessed')?.relation, 'synonym');
    // "bank" (of a river) first, "camber" only in its second sense: a claim's "bank" is not a span's "camber"
    assert.equal(carriers('bank').has('camber'), false);
    // "fate" first means the synset {fate, lot}, but "lot" first means a batch: a span's "lot" carries no "fate"
    assert.equal(carriers('fate').has('lot'), false);
    assert.equal(carriers('lot').has('fate'), false);
  });

  it('hypernym: the specific carries the general, never the reverse', () => {
    assert.equal(carriers('animals').get('dogs')?.relation, 'hypernym');
    assert.equal(carriers('dog').has('animal'), false);
    assert.equal(carriers('dogs').has('animals'), false);
  });

  it('a comparative is not its base: "higher" is not carried by "high"', () => {
    assert.equal(carriers('higher', 'a').has('high'), false);
  });

  it('antonyms: direct, through a satellite\'s head, through derived forms', () => {
    assert.deepEqual(antonymsOf(wn, 'decreased').map((a) => a.lemma), ['increase']);
    assert.deepEqual(antonymsOf(wn, 'higher', 'a').map((a) => a.lemma), ['low']);
    assert.deepEqual(antonymsOf(wn, 'elevated', 'a').map((a) => a.lemma), ['low']);
    assert.deepEqual(antonymsOf(wn, 'presence', 'n').map((a) => a.lemma), ['absence']);
    assert.deepEqual(antonymsOf(wn, 'present', 'a').map((a) => a.lemma), ['absent']);
  });

  it('antonyms inherited by a verb\'s kinds: "enhance" (a way to increase) against "decrease" and its kind "reduce", never the root "change" ↔ "stay"', () => {
    assert.deepEqual(antonymsOf(wn, 'enhances', 'v').map((a) => a.lemma).sort(), ['decrease', 'lessen', 'reduce']);
    assert.ok(antonymsOf(wn, 'reduced', 'v').some((a) => a.lemma === 'increase'));
    assert.deepEqual(antonymsOf(wn, 'increase', 'v').map((a) => a.lemma), ['decrease']);
  });
});

describe('lexicon: loaded on first use only', () => {
  afterEach(() => setWordNetLoader(undefined));

  it('is loaded by the first claim word a passage does not carry word for word, once', () => {
    let loads = 0;
    setWordNetLoader(() => {
      loads++;
      return fixtureJson();
    });
    assert.equal(wordNetStatus().loaded, false);
    const claim = profileClaim('The animals crossed the bridge at dawn.');
    const animals = claim.terms.find((t) => t.surface === 'animals')!;
    assert.equal(carriesTerm(profilePassage('An animal crossed the bridge at dawn.'), animals), true);
    assert.equal(loads, 0, 'a term carried word for word needs no lexicon');
    assert.equal(carriesTerm(profilePassage('The dogs crossed the bridge at dawn.'), animals), true);
    assert.equal(carriesTerm(profilePassage('The cats crossed the bridge at dawn.'), animals), false);
    assert.equal(loads, 1);
    assert.equal(wordNetStatus().loaded, true);
    assert.equal(wordNet(), wordNet());
  });

  it('names the cause when the index cannot be loaded', () => {
    setWordNetLoader(() => {
      throw new Error('no such file');
    });
    assert.throws(() => wordNet(), /WordNet could not be loaded: no such file/);
  });

  it('is not loaded by importing the verifier, the engine or the CLI, nor by `warrant --version`', function () {
    this.timeout(60_000);
    const root = join(__dirname, '..', '..');
    const script = [
      "const lexicon = require('./src/core/lexicon/index');",
      "require('./src/core/verify/index'); require('./src/core/engine/index');",
      "const { main } = require('./src/cli/main');",
      "let out = '';",
      "main(['--version'], { cwd: process.cwd(), stdout: (s) => { out += s; }, stderr: () => {}, env: {}, stderrIsTTY: false }).then((code) => {",
      "  const nodeData = Object.keys(require.cache).some((f) => f.includes('node-data'));",
      "  console.log(JSON.stringify({ code, version: out.trim().length > 0, loaded: lexicon.wordNetStatus().loaded, nodeData }));",
      '});',
    ].join('\n');
    const out = execFileSync(process.execPath, ['-r', 'tsx/cjs', '-e', script], { cwd: root, encoding: 'utf8' });
    assert.deepEqual(JSON.parse(out.trim().split('\n').pop()!), { code: 0, version: true, loaded: false, nodeData: false });
  });
});
