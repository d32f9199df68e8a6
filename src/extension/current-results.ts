// Which stored result may be recorded as the evidence baseline. A draft's stored result is only current while
// the draft's text and the sources are what it was verified against: after a source change the open drafts are
// verified again one after another (off the extension host, so the editor stays free meanwhile), and until
// then a draft's stored result still shows evidence the sources may no longer hold. Recording that result
// would write a baseline the very next diff reports as lost, so Record Evidence asks for current results only.
// No `vscode` here: unit-tested on its own.

/** What a result was verified against. */
export interface ResultStamp {
  /** The draft's text version when its run started. */
  documentVersion: number;
  /** The engines' source epoch when its run started (it moves on every reported source change and engine reset). */
  sourcesEpoch: number;
}

/** True when the result was verified against the draft's current text and the current sources. */
export function isCurrent(stamp: ResultStamp, now: ResultStamp): boolean {
  return stamp.documentVersion === now.documentVersion && stamp.sourcesEpoch === now.sourcesEpoch;
}

export interface CurrentResultPorts<R extends ResultStamp> {
  /** The draft's latest published result. */
  stored(): R | undefined;
  /** The draft's text version and the source epoch as they are now. */
  now(): ResultStamp;
  /** The run under way for the draft, if any: its result may be current, so it is awaited rather than superseded. */
  running(): Promise<unknown> | undefined;
  /** Verifies the draft now and publishes the result ('stale': a newer run superseded it; 'skipped': no result). */
  verify(): Promise<'done' | 'stale' | 'skipped'>;
}

/**
 * The draft's current result: the stored one when current, else the one of a run under way or of a new run.
 * Undefined when no current result could be had within `maxRuns` runs (sources kept changing, the run gave up).
 */
export async function currentResult<R extends ResultStamp>(ports: CurrentResultPorts<R>, maxRuns = 3): Promise<R | undefined> {
  for (let runs = 0; ; runs++) {
    await ports.running()?.catch(() => undefined);
    const stored = ports.stored();
    if (stored && isCurrent(stored, ports.now())) return stored;
    if (runs === maxRuns || (await ports.verify()) === 'skipped') return undefined;
  }
}
