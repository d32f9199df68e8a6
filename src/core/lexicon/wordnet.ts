// WordNet, read from the compact index (compile.ts): lemma → synsets by part of speech in sense order, synset →
// lemmas, hypernyms, hyponyms, similar-to heads, and word-to-word antonym, derivation, pertainym and participle
// pointers; morphy's suffix rules bring an inflected word to its base forms. Synsets are decoded on first use.
import { COMPACT_FORMAT, type CompactWordNet } from './compile';

export type Pos = 'n' | 'v' | 'a' | 'r';
export const POS_LIST: readonly Pos[] = ['n', 'v', 'a', 'r'];

/** A word-to-word pointer: the word of this synset at `from` relates to the word at `to` of synset `synset`. */
export interface LexicalPointer {
  from: number;
  relation: 'antonym' | 'derivation' | 'pertainym' | 'participle';
  synset: number;
  to: number;
}

export interface Synset {
  id: number;
  pos: Pos; // adjective satellites under 'a'
  satellite: boolean;
  lexFile: number; // WordNet's lexicographer file (4: noun.act, 6: noun.artifact, 26: noun.state, …)
  words: string[];
  hypernyms: number[];
  similar: number[];
  pointers: LexicalPointer[];
}

/** One meaning of a lemma: the synset and its rank among the lemma's senses of that part of speech (1: most frequent). */
export interface Sense {
  synset: Synset;
  rank: number;
}

const RELATIONS: Record<string, LexicalPointer['relation']> = { '!': 'antonym', '+': 'derivation', '\\': 'pertainym', '<': 'participle' };

/** morphy's detachment rules (WordNet morph.c), by part of speech. */
const SUFFIX_RULES: Record<Pos, ReadonlyArray<readonly [string, string]>> = {
  n: [['s', ''], ['ses', 's'], ['xes', 'x'], ['zes', 'z'], ['ches', 'ch'], ['shes', 'sh'], ['men', 'man'], ['ies', 'y']],
  v: [['s', ''], ['ies', 'y'], ['es', 'e'], ['es', ''], ['ed', 'e'], ['ed', ''], ['ing', 'e'], ['ing', '']],
  a: [['er', ''], ['est', ''], ['er', 'e'], ['est', 'e']],
  r: [],
};

const ids = (field: string): number[] => (field.length === 0 ? [] : field.split(',').map((x) => parseInt(x, 36)));

export class WordNet {
  private readonly lemmaIndex = new Map<string, number>();
  private readonly decoded = new Map<number, Synset>();
  private readonly senseCache = new Map<string, Map<Pos, { ids: number[]; tagged: number }>>();
  private hyponymIndex: HyponymIndex | undefined;

  constructor(private readonly data: CompactWordNet) {
    if (data.format !== COMPACT_FORMAT) throw new Error(`WordNet index: unknown format ${JSON.stringify(data.format)} (expected ${COMPACT_FORMAT})`);
    data.lemmas.forEach((l, i) => this.lemmaIndex.set(l, i));
  }

  /** Parses the JSON text of a compact index. */
  static fromJson(text: string): WordNet {
    return new WordNet(JSON.parse(text) as CompactWordNet);
  }

  get lemmaCount(): number {
    return this.data.lemmas.length;
  }

  has(lemma: string, pos?: Pos): boolean {
    const senses = this.sensesByPos(lemma);
    return pos ? senses.has(pos) : senses.size > 0;
  }

  /** The lemma's senses in WordNet order (most frequent first), of one part of speech or of all. */
  senses(lemma: string, pos?: Pos): Sense[] {
    const byPos = this.sensesByPos(lemma);
    const out: Sense[] = [];
    for (const p of pos ? [pos] : POS_LIST) {
      byPos.get(p)?.ids.forEach((id, i) => out.push({ synset: this.synset(id), rank: i + 1 }));
    }
    return out;
  }

  /** The rank of a synset among the lemma's senses (1: most frequent), or undefined when it is not one of them. */
  rankOf(lemma: string, synset: Synset): number | undefined {
    const at = this.sensesByPos(lemma).get(synset.pos)?.ids.indexOf(synset.id) ?? -1;
    return at < 0 ? undefined : at + 1;
  }

  synset(id: number): Synset {
    let s = this.decoded.get(id);
    if (!s) {
      const encoded = this.data.synsets[id];
      if (encoded === undefined) throw new Error(`WordNet index: no synset ${id}`);
      const [type, words, hypernyms, similar, lexical] = encoded.split('|') as [string, string, string, string, string];
      const letter = type[0]!;
      s = {
        id,
        pos: letter === 's' ? 'a' : (letter as Pos),
        satellite: letter === 's',
        lexFile: parseInt(type.slice(1) || '0', 36),
        words: ids(words).map((w) => this.data.lemmas[w]!),
        hypernyms: ids(hypernyms),
        similar: ids(similar),
        pointers: lexical.length === 0 ? [] : lexical.split(';').map((p) => {
          const [from, symbol, synset, to] = p.split('.') as [string, string, string, string];
          return { from: parseInt(from, 36), relation: RELATIONS[symbol]!, synset: parseInt(synset, 36), to: parseInt(to, 36) };
        }),
      };
      this.decoded.set(id, s);
    }
    return s;
  }

  /** Word-to-word pointers that leave this lemma in this synset, with the word they reach. */
  pointersFrom(synset: Synset, lemma: string, relation?: LexicalPointer['relation']): Array<{ word: string; synset: Synset; relation: LexicalPointer['relation'] }> {
    const at = synset.words.indexOf(lemma);
    if (at < 0) return [];
    return synset.pointers
      .filter((p) => p.from === at && (relation === undefined || p.relation === relation))
      .map((p) => {
        const target = this.synset(p.synset);
        return { word: target.words[p.to]!, synset: target, relation: p.relation };
      });
  }

  /** Synsets that name a kind of this one (the reverse of hypernym), built on first use. */
  hyponyms(synset: Synset): Synset[] {
    const index = (this.hyponymIndex ??= hyponymIndex(this.data.synsets));
    const out: Synset[] = [];
    for (let k = index.starts[synset.id]!, end = index.starts[synset.id + 1]!; k < end; k++) out.push(this.synset(index.ids[k]!));
    return out;
  }

  /**
   * morphy: the base forms of a word in a part of speech that WordNet knows: the word itself, an exception's base,
   * or what a detachment rule leaves (with a doubled final consonant undone: "bigger" → "big").
   */
  morphy(word: string, pos: Pos, exceptions?: ReadonlyMap<string, string>): string[] {
    const lower = word.toLowerCase();
    const out: string[] = [];
    const add = (w: string) => {
      if (w.length > 1 && !out.includes(w) && this.has(w, pos)) out.push(w);
    };
    add(lower);
    const exception = exceptions?.get(lower);
    if (exception) add(exception);
    for (const [suffix, ending] of SUFFIX_RULES[pos]) {
      if (!lower.endsWith(suffix) || lower.length <= suffix.length + 1) continue;
      const base = lower.slice(0, lower.length - suffix.length) + ending;
      add(base);
      if (ending === '' && base.length > 2 && base[base.length - 1] === base[base.length - 2]) add(base.slice(0, -1));
    }
    return out;
  }

  /** How often the lemma was tagged in this part of speech in WordNet's sense-tagged texts (0 when never). */
  tagCount(lemma: string, pos: Pos): number {
    return this.sensesByPos(lemma).get(pos)?.tagged ?? 0;
  }

  /**
   * The parts of speech a word form mostly reads as: the one its base forms were tagged in most often, or, when
   * WordNet has no counts for it, the one it has senses in (none when it has several: the reading is unknown).
   */
  readings(word: string, exceptions?: ReadonlyMap<string, string>): Pos[] {
    const counts = POS_LIST.map((pos) => {
      const bases = this.morphy(word, pos, exceptions);
      return { pos, known: bases.length > 0, tagged: bases.reduce((n, b) => n + this.tagCount(b, pos), 0) };
    });
    const max = Math.max(...counts.map((c) => c.tagged));
    const known = counts.filter((c) => c.known);
    if (max === 0) return known.length === 1 ? [known[0]!.pos] : [];
    return known.filter((c) => c.tagged === max).map((c) => c.pos);
  }

  private sensesByPos(lemma: string): Map<Pos, { ids: number[]; tagged: number }> {
    let byPos = this.senseCache.get(lemma);
    if (!byPos) {
      byPos = new Map();
      const id = this.lemmaIndex.get(lemma);
      const encoded = id === undefined ? '' : this.data.senses[id] ?? '';
      if (encoded.length > 0) {
        for (const part of encoded.split(';')) {
          const colon = part.indexOf(':');
          byPos.set(part[0] as Pos, { ids: ids(part.slice(colon + 1)), tagged: parseInt(part.slice(1, colon) || '0', 36) });
        }
      }
      if (this.senseCache.size > 50_000) this.senseCache.clear();
      this.senseCache.set(lemma, byPos);
    }
    return byPos;
  }
}

/** Each synset's hyponyms, ascending: those of synset i are ids[starts[i]] … ids[starts[i + 1] - 1]. */
export interface HyponymIndex {
  starts: Int32Array;
  ids: Int32Array;
}

/**
 * The reverse of every synset's hypernyms, read in place from the encoded synsets' third field (base-36 ids joined by
 * ","; most synsets have one or none), into two typed arrays: a warm process builds it on the first WordNet kind asked
 * for, and a map of 117,000 small arrays cost 40-80 ms of that run.
 */
export function hyponymIndex(synsets: readonly string[]): HyponymIndex {
  const count = synsets.length;
  let pairs = new Int32Array(1 << 17); // hypernym, hyponym, …
  let n = 0;
  const counts = new Int32Array(count + 1);
  for (let id = 0; id < count; id++) {
    const encoded = synsets[id]!;
    let at = encoded.indexOf('|', encoded.indexOf('|') + 1) + 1;
    let value = -1;
    for (;; at++) {
      const c = encoded.charCodeAt(at);
      const digit = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 122 ? c - 87 : -1;
      if (digit >= 0) {
        value = value < 0 ? digit : value * 36 + digit;
        continue;
      }
      if (value >= 0) {
        if (n + 2 > pairs.length) {
          const grown = new Int32Array(pairs.length * 2);
          grown.set(pairs);
          pairs = grown;
        }
        pairs[n++] = value;
        pairs[n++] = id;
        counts[value]!++;
        value = -1;
      }
      if (c !== 44) break; // ","
    }
  }
  const starts = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) starts[i + 1] = starts[i]! + counts[i]!;
  const ids = new Int32Array(n / 2);
  const next = starts.slice(0, count);
  // pairs come in hyponym order: each list stays ascending
  for (let k = 0; k < n; k += 2) ids[next[pairs[k]!]!++] = pairs[k + 1]!;
  return { starts, ids };
}
