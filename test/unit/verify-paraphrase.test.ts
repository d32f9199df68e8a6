// The verifier on re-worded claims: faithful paraphrases are carried, near-copies that change a quantity, a unit or
// the thing measured are contradicted, and a claim that drops the source's hedge or turns an association into a
// cause is only partly carried. Invented fisheries sentences, on purpose unlike the gold corpora.
import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import { VerdictSchema, type Verdict } from '../../src/core/model';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { assertVerbatimSpans, makeClaim, makeDoc, makeWindow, spanOf } from './verify-fixtures';

const HARBOUR = makeDoc('studies/kessel-harbour.md', [
  'The Kessel survey followed 40 trawlers for 18 months.',
  'In the Kessel survey, bycatch fell by 27% after the new nets were fitted.',
  'In the Kessel survey, 35% of skippers reported torn nets.',
  'In the Kessel survey, crews checked the nets weekly.',
  'In the Kessel survey, mussel yields averaged 12 tonnes per hectare.',
  'In the Kessel survey, the mesh of the new nets was 20 mm wider.',
  'In the Kessel survey, small boats landed 30% more cod than large boats.',
  'In the Kessel survey, small boats lost 9% of their gear, compared with 21% for large boats.',
  'In the Kessel survey, warmer water appears to delay the spawning run.',
  'In the Kessel survey, noise from the wind farm was linked to lower catches.',
  'The Kessel survey monitored 16 harbours along the north coast.',
  'In the Kessel survey, nearly a third of trawlers used escape panels.',
  'In the Kessel survey, fuel use was 40% lower with the new hulls.',
  'In the Kessel survey, untreated nets lasted two seasons.',
  'In the Kessel survey, escape panels were associated with lower bycatch of juvenile cod.',
].join('\n'));
const REEF = makeDoc('studies/orran-reef.md', 'The Orran reef study tagged 300 lobsters in one season.\n');
const DOCS = [HARBOUR, REEF];

function check(text: string): Verdict {
  const claim = makeClaim(text, { modality: 'factual', risk: 'medium' });
  const candidates = DOCS.flatMap((d) => extractSpans(claim, makeWindow(d), d));
  const out = verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 2 } });
  VerdictSchema.parse(out.verdict);
  assertVerbatimSpans(out.evidence, DOCS);
  return out.verdict;
}

describe('verify: paraphrases and near-copies', () => {
  it('carries worded numbers, synonyms and reordered clauses', () => {
    for (const claim of [
      'The Kessel survey followed 40 trawlers for a year and a half.',
      'In the Kessel survey, just over a third of skippers reported torn nets.',
      'In the Kessel survey, bycatch was reduced by 27% after the new nets were fitted.',
      'The Kessel survey tracked 16 harbours along the north coast.',
      'In the Kessel survey, large boats lost 21% of their gear, compared with 9% for small boats.',
    ]) {
      const verdict = check(claim);
      assert.equal(verdict.label, 'supports', `${claim}: ${verdict.reason}`);
    }
  });

  it('carries an approximate figure the source states exactly, never a stronger bound', () => {
    assert.equal(check('In the Kessel survey, about 35% of skippers reported torn nets.').label, 'supports');
    assert.equal(check('In the Kessel survey, more than 30% of skippers reported torn nets.').label, 'supports');
    assert.equal(check('In the Kessel survey, about 50% of skippers reported torn nets.').label, 'contradicts');
    assert.notEqual(check('In the Kessel survey, more than a third of trawlers used escape panels.').label, 'supports');
  });

  it('does not let a rough worded figure carry an exact one', () => {
    const verdict = check('In the Kessel survey, 29% of trawlers used escape panels.');
    assert.notEqual(verdict.label, 'supports', verdict.reason);
    assert.notEqual(verdict.label, 'contradicts', verdict.reason);
  });

  it('refutes "to X%" where the source says "by X%"', () => {
    const verdict = check('In the Kessel survey, bycatch fell to 27% after the new nets were fitted.');
    assert.equal(verdict.label, 'contradicts', verdict.reason);
    assert.match(verdict.reason, /'by 27%', not 'to 27%'/);
    const level = check('In the Kessel survey, the new hulls reduced fuel use to 40%.');
    assert.equal(level.label, 'contradicts', level.reason);
    assert.equal(check('In the Kessel survey, the new hulls reduced fuel use by 40%.').label, 'supports');
  });

  it('refutes a changed unit or frequency of the same measure', () => {
    for (const [claim, flag] of [
      ['In the Kessel survey, mussel yields averaged 12 tonnes per acre.', 'unit_mismatch:acre/hectare'],
      ['In the Kessel survey, crews checked the nets monthly.', 'unit_mismatch:monthly/weekly'],
      ['In the Kessel survey, the mesh of the new nets was 20 cm wider.', 'number_mismatch:20'],
    ] as const) {
      const verdict = check(claim);
      assert.equal(verdict.label, 'contradicts', `${claim}: ${verdict.reason}`);
      assert.ok(verdict.flags.includes(flag), `${claim}: ${verdict.flags.join(', ')}`);
    }
  });

  it('refutes "three times more" where the source says "30% more"', () => {
    assert.equal(check('In the Kessel survey, small boats landed three times more cod than large boats.').label, 'contradicts');
  });

  it('refutes a comparison with its two sides swapped', () => {
    const verdict = check('In the Kessel survey, large boats landed 30% more cod than small boats.');
    assert.equal(verdict.label, 'contradicts', verdict.reason);
    assert.ok(verdict.flags.includes('roles_swapped'));
  });

  it('refutes a figure moved to the other group of a comparison', () => {
    const verdict = check('In the Kessel survey, small boats lost 21% of their gear.');
    assert.equal(verdict.label, 'contradicts', verdict.reason);
    assert.match(verdict.reason, /'9%', not '21%'/);
  });

  it('refutes a finding moved to the opposite group', () => {
    for (const claim of [
      'In the Kessel survey, treated nets lasted two seasons.',
    ]) {
      const verdict = check(claim);
      assert.equal(verdict.label, 'contradicts', `${claim}: ${verdict.reason}`);
    }
  });

  it('does not let a detail of one study support a claim about another', () => {
    const verdict = check('The Orran reef study monitored 16 harbours along the north coast.');
    assert.notEqual(verdict.label, 'supports');
    assert.notEqual(verdict.label, 'partially_supports');
  });

  it('only partly carries a claim that drops the hedge or makes an association a cause', () => {
    const hedged = check('In the Kessel survey, warmer water delays the spawning run.');
    assert.equal(hedged.label, 'partially_supports', hedged.reason);
    assert.ok(hedged.flags.includes('hedge_dropped:appears to'), hedged.flags.join(', '));
    const causal = check('In the Kessel survey, noise from the wind farm caused lower catches.');
    assert.equal(causal.label, 'partially_supports', causal.reason);
    assert.ok(causal.flags.includes('overclaim:caused'));
    const acting = check('In the Kessel survey, escape panels reduced bycatch of juvenile cod.');
    assert.notEqual(acting.label, 'supports', acting.reason);
    assert.ok(acting.flags.includes('overclaim:reduced'), acting.flags.join(', '));
  });
});

describe('verify: discourse markers', () => {
  const doc = makeDoc('notes/nets.md', 'Skippers may not splice the new nets at sea, so they cannot repair them, for example, to close a torn panel.');
  const verdictOf = (text: string): Verdict => verifyClaim({
    claim: makeClaim(text), candidates: [spanOf(doc, doc.text)], thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 },
  }).verdict;

  it('"for instance" is how the sentence goes on, not a word the span must carry: the denial decides', () => {
    const v = verdictOf('Skippers can repair the new nets at sea, for instance to close a torn panel.');
    assert.equal(v.label, 'contradicts', v.reason);
    assert.ok(!v.flags.includes('term_missing:instance'), v.flags.join());
  });
});

/** The verdict on a claim over the spans extracted from one invented source (`limit` spans per window). */
function verdictOver(claimText: string, sourceText: string, limit?: number): Verdict {
  const doc = makeDoc('notes/quillets.md', sourceText);
  const claim = makeClaim(claimText);
  const candidates = extractSpans(claim, makeWindow(doc), doc, limit === undefined ? {} : { limit });
  assertVerbatimSpans(candidates, [doc]);
  return verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
}

describe('verify: parts of a claim stated apart', () => {
  const verdictFor = (claimText: string, sourceText: string): Verdict => verdictOver(claimText, sourceText);

  it('a later part with a subject of its own is judged with its own words, repeated ones included', () => {
    const v = verdictFor('Declarations within a quillet block may annotate their signatures with either tame or wild, and if a signature is not annotated, it is assumed to be wild.',
      'Declarations within a quillet block may annotate their signatures with either tame or wild.  If a signature within the block is not annotated, it is assumed to be wild.\n');
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('multi_span_one_source'), v.flags.join());
  });

  it('"not the only standard" denies the restriction, not the standard', () => {
    assert.equal(verdictFor('Quillet markup is being proposed as a standard.', 'Quillet markup is being proposed as a standard, not the only standard.\n').label, 'supports');
    assert.equal(verdictFor('Quillet markup is not being proposed as a standard.', 'Quillet markup is being proposed as a standard, not the only standard.\n').label, 'contradicts');
  });

  it('parts found elsewhere do not outvote a span that is the claim word for word but for one swapped name', () => {
    const v = verdictFor('The policy is clear so that both other teams within the Velm project as well as users of the Tarn project can have the same expectations.',
      'The policy is clear so that both other teams within the Velm project as well as users of the Velm project can have the same expectations.\n\nIt often came up in Tarn issues what users of the project should expect and have as expectations.\n');
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: a strong predicate swapped in a copy', () => {
  it('"The first example …" over "The last example …" is the copy with one word swapped, even when the claim says "first" again', () => {
    const doc = makeDoc('notes/quillets.md', 'The last example had to define an extra class to hold the quill, where the first example does this internally.\n');
    const verdictOf = (text: string): Verdict => {
      const claim = makeClaim(text);
      return verifyClaim({ claim, candidates: extractSpans(claim, makeWindow(doc), doc), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
    };
    const swapped = verdictOf('The first example had to define an extra class to hold the quill, where the first example does this internally.');
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    assert.ok(swapped.flags.includes('word_substituted:first/last'), swapped.flags.join());
    assert.equal(verdictOf('The last example had to define an extra class to hold the quill, where the first example does this internally.').label, 'supports');
  });
});

describe('verify: a reporting verb that is the claim\'s own act', () => {
  const doc = makeDoc('guide/quill.md', 'The quill loader reads manifests from the cache directory.\n');
  const verdictOf = (text: string): Verdict => {
    const claim = makeClaim(text);
    return verifyClaim({ claim, candidates: extractSpans(claim, makeWindow(doc), doc), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
  };

  it('"The loader writes manifests …" is not carried by "The loader reads manifests …": "writes" frames nothing here', () => {
    const v = verdictOf('The quill loader writes manifests from the cache directory.');
    assert.notEqual(v.label, 'supports', v.reason);
  });

  it('a reporting verb with a reporting subject or before "that" still frames the statement', () => {
    assert.equal(verdictOf('The authors write that the quill loader reads manifests from the cache directory.').label, 'supports');
    assert.equal(verdictOf('The quill notes say the quill loader reads manifests from the cache directory.').label, 'supports');
  });
});

describe('verify: a swapped word named in the sentence before', () => {
  it('"… as any other API delegation" over a span whose first sentence names "API" and whose second says "… as any other QEP delegation"', () => {
    const doc = makeDoc('peps/quill.rst', 'Quills\n======\n\nHowever, the quill group can make smaller C API changes directly.\nThe Quill Council may also choose to delegate decisions on some QEPs\n' +
      'to the quill group (exactly as any other QEP delegation).\n');
    const claim = makeClaim('The Quill Council may also choose to delegate decisions on some QEPs to the quill group (exactly as any other API delegation).');
    const v = verifyClaim({ claim, candidates: extractSpans(claim, makeWindow(doc), doc), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
    assert.notEqual(v.label, 'supports', v.reason);
  });
});

describe('verify: a result or reason the source gives in its next sentence', () => {
  const verdictFor = (claimText: string, sourceText: string): Verdict => verdictOver(claimText, sourceText, 6);
  const SOURCE = 'The quillet loader caches every signed manifest on the local disk. This allows offline builds to resolve their dependencies without a network.\n\n' +
    'Unsigned manifests are never cached. That was done because an unsigned manifest may change between two builds.\n';

  it('"X, so that Y" is carried by X and a next sentence that opens "This allows Y"', () => {
    const v = verdictFor('The quillet loader caches every signed manifest on the local disk, so that offline builds can resolve their dependencies without a network.', SOURCE);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('linked_sentences') && v.flags.includes('link_result'), v.flags.join());
  });

  it('"X because Y" is carried by X and a next sentence that opens "That was done because Y"', () => {
    const v = verdictFor('Unsigned manifests are never cached, because an unsigned manifest may change between two builds.', SOURCE);
    assert.equal(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('link_reason'), v.flags.join());
  });

  it('the link must run the claim\'s way: a result the source does not draw, or a reason given the other way round, is not carried', () => {
    const reversed = verdictFor('Offline builds resolve their dependencies without a network, because the quillet loader caches every signed manifest on the local disk.',
      'Offline builds resolve their dependencies without a network. This allows the quillet loader to cache every signed manifest on the local disk.\n');
    assert.notEqual(reversed.label, 'supports', reversed.reason);
    const unlinked = verdictFor('The quillet loader caches every signed manifest on the local disk, so that offline builds can resolve their dependencies without a network.',
      'The quillet loader caches every signed manifest on the local disk. Offline builds can resolve their dependencies without a network.\n');
    assert.notEqual(unlinked.label, 'supports', unlinked.reason);
    assert.ok(!unlinked.flags.includes('linked_sentences'), unlinked.flags.join());
  });

  it('parts stated apart and joined by the writer\'s "so" are only partly carried: the relation is the writer\'s', () => {
    const source = 'The quillet loader caches signed manifests on the local disk.\n\nOffline builds resolve their dependencies without a network, while online builds check every signature.\n';
    const v = verdictFor('The quillet loader caches signed manifests on the local disk, so while offline builds resolve their dependencies without a network, online builds check every signature.', source);
    assert.equal(v.label, 'partially_supports', v.reason);
    assert.ok(v.flags.includes('relation_unstated'), v.flags.join());
    // the same parts joined by "and" are carried
    const joined = verdictFor('The quillet loader caches signed manifests on the local disk, and while offline builds resolve their dependencies without a network, online builds check every signature.', source);
    assert.equal(joined.label, 'supports', joined.reason);
  });

  it('a part holding the "so" is not carried by a sentence that only reuses its words: the relation read the other way round is not accepted', () => {
    // the part after "and" ("update its layout, so the current layout …") has its words in the first sentence, which relates nothing
    const source = 'The current layout of the quillet reference is in need of improvement: one long page is hard to navigate or to update. ' +
      'Therefore, the team may also reorganise the quillet reference and update its layout.\n';
    const reversed = verdictFor('The team may also reorganise the quillet reference and update its layout, so the current layout of the quillet reference ' +
      'is in need of improvement: one long page is hard to navigate or to update.', source);
    assert.equal(reversed.label, 'partially_supports', reversed.reason);
    assert.ok(reversed.flags.includes('relation_unstated'), reversed.flags.join());
    const right = verdictFor('The current layout of the quillet reference is in need of improvement: one long page is hard to navigate or to update, ' +
      'so the team may also reorganise the quillet reference and update its layout.', source);
    assert.equal(right.label, 'supports', right.reason);
  });

  it('a span that states none of the claim\'s figures does not deny it', () => {
    const doc = makeDoc('notes/orran.md', 'But since there is currently no way in Kessel to declare a trawler in this manner, most harbours use hulls instead, e.g. Orran\'s:\n');
    const v = verifyClaim({ claim: makeClaim('Orran currently already has 2 and 3, but not 1.'), candidates: [spanOf(doc, doc.text.trim())],
      thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } }).verdict;
    assert.notEqual(v.label, 'contradicts', v.reason);
  });

  it('the two sentences must be next to each other, and each part carried: another result is not', () => {
    const apart = verdictFor('The quillet loader caches every signed manifest on the local disk, so that offline builds can resolve their dependencies without a network.',
      'The quillet loader caches every signed manifest on the local disk. Quillets are small.\n\nThis allows offline builds to resolve their dependencies without a network.\n');
    assert.notEqual(apart.label, 'supports', apart.reason);
    const other = verdictFor('The quillet loader caches every signed manifest on the local disk, so that offline builds can skip signature checks entirely.', SOURCE);
    assert.notEqual(other.label, 'supports', other.reason);
  });
});

describe('verify: a verb the span names only as a noun for an act of something else', () => {
  it('"implementation of the ideas" does not carry "will be implemented"; "the introduction of unsafe blocks" carries "unsafe blocks were introduced"', () => {
    const other = verdictOver('This will be implemented in Quillet, once the harbour URL has been accepted.',
      'The harbour URLs are kept by the port team rather than in the Quillet repository, so acceptance and implementation of the ideas here will be up to the team.\n');
    assert.notEqual(other.label, 'supports', other.reason);
    assert.ok(other.flags.some((f) => f.startsWith('act_of_other:')), other.flags.join());
    const same = verdictOver('Unsafe quillet blocks were introduced in Quillet 1.0 to mark code the compiler cannot check.',
      'The introduction of unsafe quillet blocks in Quillet 1.0 marks code the compiler cannot check.\n');
    assert.equal(same.label, 'supports', same.reason);
    const accepted = verdictOver('The quillet proposal was accepted in 2019 after a long discussion.', 'Acceptance of the quillet proposal came in 2019 after a long discussion.\n');
    assert.equal(accepted.label, 'supports', accepted.reason);
  });
});

describe('verify: words that only point back', () => {
  const verdictFor = (claimText: string, sourceText: string): Verdict => verdictOver(claimText, sourceText);

  it('"the public one" needs its adjective carried, not the word "one"; a count "one mirror" is still a number', () => {
    const source = 'The loader supports private quillet mirrors used alongside the public quillet mirror.\n';
    const v = verdictFor('The loader supports private quillet mirrors used alongside the public one.', source);
    assert.equal(v.label, 'supports', v.reason);
    const other = verdictFor('The loader supports private quillet mirrors used alongside the regional one.', source);
    assert.notEqual(other.label, 'supports', other.reason);
  });

  it('"is cited as" is the document speaking of it: the rest must be carried', () => {
    const source = 'A major driver of this work has been the Orran harbour survey, which tagged every trawler in the fleet.\n';
    const v = verdictFor('The Orran harbour survey is cited as a major driver of this work.', source);
    assert.equal(v.label, 'supports', v.reason);
    const other = verdictFor('The Orran harbour survey is cited as a minor driver of this work.', source);
    assert.notEqual(other.label, 'supports', other.reason);
    // an act written the same way is the claim's own word
    const act = verdictFor('The Orran harbour survey was introduced as a major driver of this work.', source);
    assert.notEqual(act.label, 'supports', act.reason);
  });
});
