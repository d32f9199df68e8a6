import assert from 'node:assert/strict';
import { CALIBRATION, calibratedAccept, featuresOf, supportProbability, vetoOf, type CalibrationModel, type Signals } from '../../src/core/verify/calibration';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { makeClaim, makeDoc, spanOf } from './verify-fixtures';

const clean: Signals = {
  coverage: 0.9, plainCoverage: 0.85, entityRatio: 1, numberRatio: 1, predicateFactor: 1, missingSpecific: 1, missingEntities: 0,
  uncarriedNumbers: 0, contentTerms: 8, hedge: 0, association: 0, negationConflict: 0, opposite: 0, uncertain: 0, scattered: 0, contextCarried: 0,
};

/** A model that accepts anything without a veto: the tests exercise the gate, not the fitted numbers. */
const permissive: CalibrationModel = { ...CALIBRATION, weights: CALIBRATION.features.map(() => 0), bias: 5, acceptThreshold: 0.5 };

describe('calibrated accept decision', () => {
  it('names the hard veto that no probability outweighs', () => {
    assert.equal(vetoOf(clean, permissive), null);
    assert.equal(vetoOf({ ...clean, missingEntities: 1, entityRatio: 0.5 }, permissive), 'entity_missing');
    assert.equal(vetoOf({ ...clean, uncarriedNumbers: 1, numberRatio: 0 }, permissive), 'number_not_carried');
    assert.equal(vetoOf({ ...clean, predicateFactor: 0.5 }, permissive), 'relation_not_carried');
    assert.equal(vetoOf({ ...clean, hedge: 1 }, permissive), 'hedge');
    assert.equal(vetoOf({ ...clean, negationConflict: 1 }, permissive), 'negation');
    assert.equal(vetoOf({ ...clean, opposite: 1 }, permissive), 'opposite');
    assert.equal(vetoOf({ ...clean, missingSpecific: permissive.maxMissingSpecific + 1 }, permissive), 'too_many_missing');
    assert.equal(vetoOf({ ...clean, plainCoverage: permissive.minPlainCoverage - 0.01 }, permissive), 'low_coverage');
    assert.equal(calibratedAccept({ ...clean, hedge: 1 }, permissive).accept, false);
  });

  it('reads the fitted weights: more coverage never lowers the probability when its weight is positive', () => {
    const model: CalibrationModel = { ...CALIBRATION, features: ['coverage'], weights: [4], bias: -2, acceptThreshold: 0.8 };
    const low = supportProbability({ ...clean, coverage: 0.6 }, model);
    const high = supportProbability({ ...clean, coverage: 0.95 }, model);
    assert.ok(high > low);
    assert.equal(calibratedAccept({ ...clean, coverage: 0.6 }, model).accept, false);
    assert.equal(calibratedAccept({ ...clean, coverage: 1 }, model).accept, true);
  });

  it('the committed model is a valid, conservative fit (threshold at least 0.5, one weight per feature)', () => {
    assert.equal(CALIBRATION.weights.length, CALIBRATION.features.length);
    assert.ok(CALIBRATION.acceptThreshold >= 0.5);
    assert.ok(CALIBRATION.maxMissingSpecific <= 3);
  });
});

describe('calibrated accept in the verifier', () => {
  const doc = makeDoc('notes/nerves.md', 'Muscle sympathetic nerve activity is increased during normotensive pregnancy in healthy women.');
  const span = spanOf(doc, 'Muscle sympathetic nerve activity is increased during normotensive pregnancy in healthy women.');
  const input = (text: string, calibration?: CalibrationModel) => ({
    claim: makeClaim(text), candidates: [span], thresholds: DEFAULT_THRESHOLDS,
    scope: { exhausted: false, filesSearched: 1 }, ...(calibration ? { calibration } : {}),
  });

  it('accepts a span missing one specific word only when the model says so, and says what is not word for word', () => {
    const claim = 'Muscle sympathetic nerve activity is increased during normal pregnancy in healthy women.';
    const strict = verifyClaim(input(claim, { ...permissive, acceptThreshold: 1.01 }));
    assert.notEqual(strict.verdict.label, 'supports');
    const out = verifyClaim(input(claim, permissive));
    assert.equal(out.verdict.label, 'supports');
    assert.equal(out.verdict.quality, 'strong');
    assert.ok(out.verdict.flags.includes('calibrated_support'));
    assert.match(out.verdict.reason, /not word for word: 'normal'/);
    assert.equal(typeof out.verdict.signals?.probability, 'number');
    assert.equal(doc.text.slice(out.evidence[0]!.start, out.evidence[0]!.end), out.evidence[0]!.text);
  });

  it('never accepts a changed number, a missing name or a negation, whatever the model', () => {
    for (const claim of [
      'Muscle sympathetic nerve activity is increased during normotensive pregnancy in 40 healthy women.',
      'Muscle sympathetic nerve activity is increased during normotensive pregnancy in healthy Norwegian women.',
      'Muscle sympathetic nerve activity is not increased during normotensive pregnancy in healthy women.',
      'Muscle sympathetic nerve activity is always increased during normotensive pregnancy in healthy women.',
    ]) {
      const out = verifyClaim(input(claim, permissive));
      assert.notEqual(out.verdict.label, 'supports', claim);
    }
  });

  it('every verdict resting on a span reports the signals of that span', () => {
    const out = verifyClaim(input('Muscle sympathetic nerve activity is increased during normotensive pregnancy in healthy women.'));
    assert.equal(out.verdict.label, 'supports');
    assert.equal(out.verdict.signals?.coverage, 1);
    assert.equal(out.verdict.signals?.missingSpecific, 0);
  });
});

describe('calibration fitting (scripts/calibrate.mjs)', () => {
  it('fits a separable toy set and picks the lowest threshold that keeps the target precision', async () => {
    const { fitLogistic, thresholdFor } = await import('../../scripts/calibrate.mjs');
    const xs = [[0.2], [0.3], [0.4], [0.7], [0.8], [0.9]];
    const ys = [0, 0, 0, 1, 1, 1];
    const m = fitLogistic(xs, ys);
    assert.ok(m.weights[0] > 0);
    const p = (x: number) => 1 / (1 + Math.exp(-(m.bias + m.weights[0] * x)));
    const scored = xs.map((x, i) => ({ p: p(x[0]!), y: ys[i]! }));
    const t = thresholdFor(scored, 0.97, 1);
    assert.equal(t, p(0.7));
    // a negative scored above every positive leaves no threshold with that precision but the ones above it
    const noisy = [{ p: 0.99, y: 0 }, ...scored];
    assert.equal(thresholdFor(noisy, 0.97, 1), null);
  });
});

describe('opposites made by a negative prefix', () => {
  const check = (claim: string, sentence: string) => {
    const doc = makeDoc('notes/p.md', sentence);
    return verifyClaim({ claim: makeClaim(claim), candidates: [spanOf(doc, sentence)], thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
  };

  it('a hyphenated compound whose span form carries the negative prefix contradicts', () => {
    const out = check('Calcium cycling is a UCP1-dependent thermogenic mechanism in beige fat.',
      'Calcium cycling is a UCP1-independent thermogenic mechanism in beige fat, driven by ATP-dependent pumps.');
    assert.equal(out.verdict.label, 'contradicts');
    assert.match(out.verdict.reason, /independent/);
  });

  it('a plain prefixed adjective contradicts the bare one on the same subject', () => {
    const out = check('Adult mice are capable of producing neutralizing antibodies.', 'Adult mice are incapable of producing neutralizing antibodies.');
    assert.equal(out.verdict.label, 'contradicts');
  });

  it('a prefixed word next to other words is no opposite ("information" is not "formation")', () => {
    const out = check('Star formation slows in older galaxies.', 'Star formation slows in older galaxies, according to information from the survey.');
    assert.equal(out.verdict.label, 'supports');
  });
});

describe('the fitting script reads what the engine reads', () => {
  it('scripts/calibrate.mjs computes the same features and the same vetoes as src/core/verify/calibration.ts', async () => {
    const script = await import('../../scripts/calibrate.mjs');
    const base: Signals = {
      coverage: 0.8, plainCoverage: 0.75, entityRatio: 1, numberRatio: 1, predicateFactor: 1, missingSpecific: 1, missingEntities: 0,
      uncarriedNumbers: 0, contentTerms: 7, hedge: 0, association: 0, negationConflict: 0, opposite: 0, uncertain: 0, scattered: 0, contextCarried: 0,
    };
    const variants: Signals[] = [base, { ...base, contentTerms: 0, missingSpecific: 0 }, { ...base, contentTerms: 40 }];
    for (const key of Object.keys(base) as Array<keyof Signals>) variants.push({ ...base, [key]: key.endsWith('Ratio') || key === 'predicateFactor' || key.endsWith('overage') ? 0.5 : 3 });
    for (const s of variants) {
      assert.deepEqual(script.featuresOf(s), featuresOf(s), JSON.stringify(s));
      assert.equal(Boolean(script.vetoed(s, CALIBRATION)), vetoOf(s) !== null, JSON.stringify(s));
    }
  });
});
