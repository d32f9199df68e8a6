import assert from 'node:assert/strict';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { profileClaim, profilePassage } from '../../src/core/verify/analysis';
import { carriedSpread, maxSpread } from '../../src/core/verify/placement';
import { makeClaim, makeDoc, spanOf } from './verify-fixtures';

const check = (claim: string, sentence: string) => {
  const doc = makeDoc('notes/p.md', sentence);
  return verifyClaim({ claim: makeClaim(claim), candidates: [spanOf(doc, sentence)], thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
};

describe('where the claim words stand in the span', () => {
  it('measures the fewest consecutive words holding every carried term', () => {
    const terms = profileClaim('Lakes freeze early.').terms;
    assert.equal(carriedSpread(terms, profilePassage('In cold years lakes freeze early and thaw late.')), 3);
    assert.equal(carriedSpread(terms, profilePassage('Lakes in the north of the country, by common account, freeze early.')), 12);
  });

  it('a long sentence that mentions the claim words far apart does not carry the claim', () => {
    const sentence = 'The minister continued the programme of reforms that began in the previous decade, travelled to eleven countries, ' +
      'signed trade agreements with four of them, spoke at length about the economy and the currency, opened two new ports ' +
      'and a railway, discussed global climate change at a summit in the spring, and in the autumn normalized relations with a neighbour.';
    const out = check('Climate change is normal and continual.', sentence);
    assert.notEqual(out.verdict.label, 'supports');
    assert.ok(out.verdict.flags.includes('terms_scattered'));
    assert.equal(out.verdict.signals?.scattered, 1);
  });

  it('the same words close together still carry it', () => {
    const out = check('Climate change is normal and continual.', 'Geologists say that climate change is normal and continual over the history of the planet.');
    assert.equal(out.verdict.label, 'supports');
  });

  it('one span word does not carry two claim words: "rise" is not also "grow"', () => {
    const out = check('Coral atolls grow as sea levels rise.', 'Coral atolls defy sea level rise over the past century.');
    assert.notEqual(out.verdict.label, 'supports');
    assert.match(out.verdict.reason, /grow/);
  });

  it('allows a short claim a dozen words of slack', () => {
    assert.equal(maxSpread(4), 16);
    assert.equal(maxSpread(20), 50);
  });
});

describe('a causal link the span does not state', () => {
  it('"X is because of Y" is not carried by a span that only names X and Y', () => {
    const out = check('Climate change is because of El Niño.', 'Scientists studied El Niño in a changing climate.');
    assert.notEqual(out.verdict.label, 'supports');
    assert.ok(out.verdict.flags.some((f) => f.startsWith('cause_unstated:')));
  });

  it('is carried when the span states the cause', () => {
    const out = check('The flooding was due to heavy rain.', 'The flooding was caused by heavy rain.');
    assert.equal(out.verdict.label, 'supports');
  });
});

describe('a framing verb that is the claim\'s own predicate', () => {
  it('"was written" must be carried: a span that only says "directed by" does not carry it', () => {
    const out = check('The film was written and directed by Ana Lopes.', 'Directed by Ana Lopes, the film marks her return after five years.');
    assert.notEqual(out.verdict.label, 'supports');
    assert.match(out.verdict.reason, /written/);
  });

  it('a reporting frame may still be left out ("the study found")', () => {
    const out = check('The study found that winter cycling doubled in Oulu.', 'Winter cycling doubled in Oulu.');
    assert.equal(out.verdict.label, 'supports');
  });
});

describe('structure inside the span', () => {
  it('a compound is carried only when its parts stand together', () => {
    const out = check('Calcium cycling is a UCP1-dependent thermogenic mechanism.',
      'In the absence of UCP1, beige fat relies on calcium cycling for ATP-dependent thermogenic heat as its mechanism.');
    assert.notEqual(out.verdict.label, 'supports');
    assert.equal(check('Calcium cycling is a UCP1-dependent thermogenic mechanism.',
      'Calcium cycling is a thermogenic mechanism dependent on UCP1.').verdict.label, 'supports');
  });

  it('a negation in another clause does not match the claim\'s negation', () => {
    const out = check('Pioglitazone use is not associated with an increased risk of prostate cancer.',
      'There was no association with 8 of the 10 other cancers; pioglitazone use was associated with an increased risk of prostate cancer.');
    assert.notEqual(out.verdict.label, 'supports');
  });

  it('a question states nothing', () => {
    const out = check('The polar bear population has been growing.', '"Ask the experts: has the polar bear population been growing?"');
    assert.notEqual(out.verdict.label, 'supports');
    assert.ok(out.verdict.flags.includes('span_question'));
  });
});

describe('negation by clause, for a claim of several clauses', () => {
  it('a verbatim sentence with a negation in its second clause is carried by itself', () => {
    const sentence = 'The version can be a bare number with two or three parts; it cannot include operators or identifiers.';
    assert.equal(check(sentence, sentence).verdict.label, 'supports');
  });
});

describe('a word that leads a name in the span is that name, not the claim word', () => {
  it('"Southern sea ice" is not carried by "the Southern Ocean"', () => {
    const out = check('Southern sea ice is increasing.', 'Increased sea ice extent does not indicate that the Southern Ocean is cooling, since the Southern Ocean is warming.');
    assert.notEqual(out.verdict.label, 'supports');
  });

  it('the name itself, or the word standing on its own, still carries it', () => {
    assert.equal(check('The Southern Ocean is warming.', 'Measurements show that the Southern Ocean is warming.').verdict.label, 'supports');
    assert.equal(check('Southern sea ice is increasing.', 'In the south, Southern sea ice is increasing while Arctic ice declines.').verdict.label, 'supports');
    // a heading in title case names nothing by its capitals; an acronym leads no name ("NASA Goddard" is NASA's)
    assert.equal(check('The agency NASA measured the warming.', 'The agency NASA Goddard measured the warming of the ocean.').verdict.label, 'supports');
  });
});

describe('a change applied to a change the other way', () => {
  it('"increasing rates of ice mass loss" does not contradict "decreased in mass"', () => {
    const out = check('The Greenland and Antarctic ice sheets have decreased in mass.', 'Increasing rates of ice mass loss from the Greenland and Antarctic ice sheets were revealed by GRACE.');
    assert.notEqual(out.verdict.label, 'contradicts');
    assert.ok(!out.verdict.flags.some((f) => f.startsWith('antonym')), out.verdict.flags.join(' '));
  });

  it('a plain increase still contradicts a decrease', () => {
    const out = check('The Greenland and Antarctic ice sheets have decreased in mass.', 'The mass of the Greenland and Antarctic ice sheets has increased since 2002.');
    assert.equal(out.verdict.label, 'contradicts');
  });
});

describe('verbs of directed change: up against down', () => {
  it('"decreases" is contradicted by a span in which the same thing "induces" it', () => {
    const out = check('Kinase phosphorylation decreases receptor turnover.', 'The kinase triggers receptor phosphorylation, inducing its turnover and degradation.');
    assert.equal(out.verdict.label, 'contradicts');
    assert.ok(out.verdict.flags.some((f) => f.startsWith('antonym:')), out.verdict.flags.join(' '));
  });

  it('"impedes" is contradicted by "promotes" with everything else carried', () => {
    const out = check('The adapter impedes cache warming and eviction.', 'The adapter interacts with the store to promote cache warming and eviction.');
    assert.equal(out.verdict.label, 'contradicts');
  });

  it('a word of the same direction in the claim\'s place keeps an opposite in another clause from counting', () => {
    const out = check('The scheduler inhibits tail latency under load.', 'The scheduler reduces tail latency under load, and it increases throughput slightly.');
    assert.notEqual(out.verdict.label, 'contradicts');
  });

  it('the opposite direction in the claim\'s own place still contradicts next to a clause of the same direction', () => {
    const out = check('The scheduler reduces throughput.', 'The scheduler reduces tail latency under load, and it increases throughput slightly.');
    assert.equal(out.verdict.label, 'contradicts');
  });
});

describe('verbs of directed change: whose change it is', () => {
  it('an opposite change in another sentence, of another subject, does not gainsay the claim', () => {
    const out = check('Upregulation of PD1 causes the upregulation of Satb1.',
      'Satb1 deficient T cells exhibited a 40-fold increase in PD1 expression. Tumour-derived growth factor decreased Satb1 expression through binding to the Satb1 promoter.');
    assert.notEqual(out.verdict.label, 'contradicts');
  });
});

describe('verbs of directed change: what changes', () => {
  it('a change the claim states itself, at a rate described as accelerated, is not gainsaid by the span\'s decrease', () => {
    const out = check('Arctic sea ice is also falling at an accelerated rate.',
      'Satellite estimates show that September Arctic sea ice has decreased between 1973 and 2007 at a rate of about 10% per decade.');
    assert.notEqual(out.verdict.label, 'contradicts');
  });
});

describe('verbs of directed change: a noun of change both sides have', () => {
  it('"activation" in claim and span does not stand for the span\'s "promote"', () => {
    const out = check('The adapter impedes cache warming and eviction, resulting in reduced activation of the store.',
      'The adapter is also required for the activation of the store, and interacts with it to promote cache warming and eviction.');
    assert.equal(out.verdict.label, 'contradicts', out.verdict.reason);
  });
});

describe('an acronym is carried by its long form as a phrase', () => {
  const withAcronyms = (claim: string, sentence: string, acronyms: Map<string, string>) => {
    const doc = makeDoc('notes/p.md', sentence);
    return verifyClaim({ claim: makeClaim(claim), candidates: [spanOf(doc, sentence)], acronyms, thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
  };
  const jit = new Map([['jit', 'just in time']]);

  it('"JITs" is not carried by the words "time" in "At the time of writing"', () => {
    const out = withAcronyms('At the time of writing, JITs and OCaml, two languages for which this could make sense, do not implement this extension.',
      'At the time of writing, Swift and OCaml, two languages for which this could make sense, do not implement this extension.', jit);
    assert.notEqual(out.verdict.label, 'supports', out.verdict.reason);
  });

  it('the long form said as a phrase still carries the acronym', () => {
    const out = withAcronyms('JIT compilers translate bytecode at run time.', 'In the runtime, just in time compilers of the engine translate bytecode at run time.', jit);
    assert.equal(out.verdict.label, 'supports', out.verdict.reason);
  });
});
