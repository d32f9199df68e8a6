// The one WordNet of the process, loaded on first use (never at start-up): verification asks for it only when a
// claim word is not carried word for word. The loader is a port: the Node one by default, a fixture in tests.
import { WordNet } from './wordnet';

export type WordNetLoader = () => string;

let loader: WordNetLoader | undefined;
let loaded: WordNet | undefined;
let loadMs: number | undefined;
/** Counts the loaders set: a memo of answers that read WordNet keeps them with the generation they were read in. */
let generation = 0;

/** How many times the loader was set: answers read from WordNet in another generation may differ. */
export function wordNetGeneration(): number {
  return generation;
}

function defaultLoader(): string {
  // required here, not imported at the top: importing the lexicon must not touch the file system or zlib
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require('./node-data') as typeof import('./node-data')).loadWordNetJson();
}

/** Sets where WordNet comes from (the JSON text of a compact index) and forgets any loaded one; undefined restores the default. */
export function setWordNetLoader(next: WordNetLoader | undefined): void {
  loader = next;
  loaded = undefined;
  generation++;
  loadMs = undefined;
}

/** WordNet, loaded and indexed on the first call. A missing or broken index is an error naming the cause, never a silent fallback. */
export function wordNet(): WordNet {
  if (!loaded) {
    const started = Date.now();
    let text: string;
    try {
      text = (loader ?? defaultLoader)();
    } catch (e) {
      throw new Error(`WordNet could not be loaded: ${(e as Error).message}`);
    }
    loaded = WordNet.fromJson(text);
    loadMs = Date.now() - started;
  }
  return loaded;
}

/** Whether WordNet has been loaded, and how long the load took (ms). */
export function wordNetStatus(): { loaded: boolean; loadMs: number | undefined } {
  return { loaded: loaded !== undefined, loadMs };
}

export { WordNet } from './wordnet';
export type { Pos, Sense, Synset } from './wordnet';
