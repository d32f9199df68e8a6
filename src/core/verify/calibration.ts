// The calibrated accept decision: the verifier's measured signals for a span become a support probability
// (logistic model fitted on real labelled claims by scripts/calibrate.mjs, committed in calibration.json).
// Hard vetoes come first and are never outweighed: a missing name, an uncarried number, an unsupported or
// weakened relation, a hedge, an association read as a cause, a negation or an opposite.
import fitted from './calibration.json';

/** What judge measures of one span against one claim (or part); every verdict reports these for its span. */
export interface Signals {
  coverage: number; // weighted share of the claim's terms and numbers the span carries
  plainCoverage: number; // the same without names and framing words
  entityRatio: number; // share of the claim's names the span (or its context) carries
  numberRatio: number; // share of the claim's numbers the span states with the same value and unit
  predicateFactor: number; // 1 strong relation carried or none, 0.5 weaker relation, 0 relation absent
  missingSpecific: number; // specific (non-framing) claim words the span does not carry
  missingEntities: number;
  uncarriedNumbers: number;
  contentTerms: number;
  hedge: number; // 1 when the span hedges what the claim states flatly
  association: number; // 1 when the span states an association where the claim states a cause
  negationConflict: number;
  opposite: number; // an antonym or a changed unit between claim and span
  uncertain: number; // the span says the matter is open
  scattered: number; // the carried words are spread too far apart in the span to be one statement
  contextCarried: number; // claim words carried only by the span's title or headings
}

export interface CalibrationModel {
  version: string;
  features: string[];
  weights: number[];
  bias: number;
  acceptThreshold: number;
  /** The partial coverage below which no probability is computed (a span that misses more is not a candidate). */
  minPlainCoverage: number;
  maxMissingSpecific: number;
  fittedOn: { sets: string[]; examples: number; positives: number; trainPrecision: number | null; trainRecall: number | null; note: string };
  reliability: Array<{ from: number; to: number; n: number; predicted: number; observed: number }>;
}

export const CALIBRATION: CalibrationModel = fitted as CalibrationModel;

/** The feature vector the model reads: signals, plus derived shares (missing share of the claim). */
export function featuresOf(s: Signals): Record<string, number> {
  return {
    coverage: s.coverage,
    plainCoverage: s.plainCoverage,
    missingSpecific: s.missingSpecific,
    missingShare: s.contentTerms === 0 ? 0 : s.missingSpecific / s.contentTerms,
    contentTerms: Math.min(s.contentTerms, 20) / 20,
  };
}

/** The signal that forbids a calibrated accept whatever the probability, or null. */
export function vetoOf(s: Signals, model: CalibrationModel = CALIBRATION): string | null {
  if (s.missingEntities > 0 || s.entityRatio < 1) return 'entity_missing';
  if (s.uncarriedNumbers > 0 || s.numberRatio < 1) return 'number_not_carried';
  if (s.predicateFactor < 1) return 'relation_not_carried';
  if (s.hedge) return 'hedge';
  if (s.association) return 'association';
  if (s.negationConflict) return 'negation';
  if (s.opposite) return 'opposite';
  if (s.uncertain) return 'uncertain';
  if (s.scattered) return 'scattered';
  if (s.contextCarried) return 'context_carried';
  if (s.missingSpecific > model.maxMissingSpecific) return 'too_many_missing';
  if (s.plainCoverage < model.minPlainCoverage) return 'low_coverage';
  return null;
}

export function supportProbability(s: Signals, model: CalibrationModel = CALIBRATION): number {
  const f = featuresOf(s);
  let z = model.bias;
  for (let i = 0; i < model.features.length; i++) z += (model.weights[i] ?? 0) * (f[model.features[i]!] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/** A calibrated accept: no veto, and the fitted probability at or above the accept threshold. */
export function calibratedAccept(s: Signals, model: CalibrationModel = CALIBRATION): { accept: boolean; probability: number; veto: string | null } {
  const veto = vetoOf(s, model);
  if (veto) return { accept: false, probability: 0, veto };
  const probability = supportProbability(s, model);
  return { accept: probability >= model.acceptThreshold, probability, veto: null };
}
