// Types for the pieces of scripts/calibrate.mjs that the unit tests exercise.
export function fitLogistic(xs: number[][], ys: number[], options?: { l2?: number; steps?: number; rate?: number }): { weights: number[]; bias: number };
export function thresholdFor(scored: Array<{ p: number; y: number }>, target: number, minAccepts?: number): number | null;
export function featuresOf(signals: Record<string, number>): Record<string, number>;
