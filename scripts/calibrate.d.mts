// Types for the pieces of scripts/calibrate.mjs that the unit tests exercise.
import type { CalibrationModel, Signals } from '../src/core/verify/calibration';

export function fitLogistic(xs: number[][], ys: number[], options?: { l2?: number; steps?: number; rate?: number }): { weights: number[]; bias: number };
export function thresholdFor(scored: Array<{ p: number; y: number }>, target: number, minAccepts?: number): number | null;
export function featuresOf(signals: Signals): Record<string, number>;
/** Truthy when a hard veto rules the signals out (as vetoOf in src/core/verify/calibration.ts). */
export function vetoed(signals: Signals, model: Pick<CalibrationModel, 'maxMissingSpecific' | 'minPlainCoverage'>): unknown;
