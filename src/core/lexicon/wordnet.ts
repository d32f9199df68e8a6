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
  private hyponymIndex: Map<number, number[]> | undefined;

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
    if (!this.hyponymIndex) {
      const index = new Map<number, number[]>();
      const synsets = this.data.synsets;
      for (let id = 0; id < synsets.length; id++) {
        // the third field, read in place: most synsets have one hypernym or none
        const encoded = synsets[id]!;
        const start = encoded.indexOf('|', encoded.indexOf('|') + 1) + 1;
        const end = encoded.indexOf('|', start);
        if (end === start) continue;
        for (const h of encoded.slice(start, end).split(',')) {
          const target = parseInt(h, 36);
          const list = index.get(target);
          if (list) list.push(id);
          else index.set(target, [id]);
        }
      }
      this.hyponymIndex = index;
    }
    return (this.hyponymIndex.get(synset.id) ?? []).map((id) => this.synset(id));
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
