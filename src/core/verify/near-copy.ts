// What a claim copied nearly word for word from its span may still change: two of the span's pieces traded ("the release
// date for 12.0.0 … following the release of 13.0.0" / "… 13.0.0 … 12.0.0"), a join turned ("approvals and a passing
// CI" / "approvals or a passing CI"), a name cut short (`request-ci` for `request-ci-failed`), a cause the span does not
// give ("…, and name conflicts can be resolved" / "… because name conflicts can be resolved"), a denial of two acts
// read as one of them ("cannot use or rely on" / "can use but should not rely on"), the doer of a participle traded
// ("dependencies causing a package to be installed" / "dependencies that a package causes to be installed"), and the
// sides of "instead" or of a preference traded. Each reading compares the claim with the span's own words in their order: it says nothing
// of a claim in other words. The verifier reads them last, where no more exact reading has named what changed.
import { stem } from '../text/stem';
import { tokenize } from '../text/tokenize';
import { escapeRegExp } from '../util/regex';
import { posTags } from './analysis';

interface Piece {
  word: string; // lowercased, its sign kept ("-0.0", "+1")
  start: number;
  end: number;
}

/** Words and figures as written, lowercased; a sign stays with its figure ("-0.0" is not "+0.0"; "N+1" is "n", "+1"). */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  // (and a run of code symbols, "{}", "[]", "=>": the claim's "{} for sets" is not "[] for sets")
  for (const m of text.matchAll(/[+\-−]?\d[\d.,]*\d|[+\-−]?\d|[\p{L}\p{N}_]+(?:['’][\p{L}]+)?|[{}[\]()<>=|&^~%$#@]{2,}/gu)) {
    out.push({ word: m[0].toLowerCase().replace('−', '-').replace(/’/g, "'"), start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

const ARTICLES = new Set(['a', 'an', 'the']);
const same = (a: readonly Piece[], b: readonly Piece[]) => a.length === b.length && a.every((p, i) => p.word === b[i]!.word);
/** What may stand between two items of one list: commas, "and"/"or", and the items' own few words. */
const LIST_GLUE = /^[\s,;/]*(?:(?:and|or|nor|&)\s+)?$/i;
/** Words that make the order of a list part of what it says. */
const ORDER_WORDS = /\b(?:order(?:ed)?|sorted|sequence|precedence|priority|ranked|in\s+turn)\b/i;
/** Words between two pieces that relate them, so that trading them says something else. */
const RELATING = new Set(['than', 'to', 'from', 'into', 'onto', 'on', 'over', 'under', 'before', 'after', 'instead', 'not', 'only', 'but',
  'while', 'whereas', 'of', 'by', 'for', 'with', 'following', 'preceding', 'then', 'until', 'since', 'because', 'versus', 'vs']);

/**
 * The claim is a stretch of the span, word for word, but for two pieces of it (words, figures, phrases of up to ten words)
 * that stand in each other's places, with something that relates them between: the two as the claim writes them, or
 * undefined. Not two items of a list, unless the sentence speaks of their order; not two neighbours (a clause moved to the
 * other side of its sentence, "B if A" / "If A, B").
 */
export function piecesTraded(claimText: string, spanText: string): { first: string; second: string } | undefined {
  // (an article more or less is no change: "starting at a positive number" / "starting at positive number")
  const claim = pieces(claimText).filter((w) => !ARTICLES.has(w.word));
  if (claim.length < 5) return undefined;
  const span = pieces(spanText).filter((w) => !ARTICLES.has(w.word));
  const n = claim.length;
  for (let from = 0; from + n <= span.length; from++) {
    const window = span.slice(from, from + n);
    let p = 0;
    while (p < n && claim[p]!.word === window[p]!.word) p++;
    if (p === n) return undefined;
    let q = 0;
    while (q < n - p && claim[n - 1 - q]!.word === window[n - 1 - q]!.word) q++;
    if (p + q < 2) continue;
    // (the shared ends may hold a piece of a traded block: "edition N+1 … edition N" / "edition N … edition N+1")
    for (let back = 0; back <= 6; back++) {
      for (let pb = Math.min(p, back); pb >= 0; pb--) {
        const qb = back - pb;
        if (qb > q) continue;
        const found = tradedBlocks(claimText, claim.slice(p - pb, n - q + qb), window.slice(p - pb, n - q + qb));
        if (found) return found;
      }
    }
  }
  return undefined;
}

/** The two blocks of `mine` that `theirs` has the other way round, with the same middle between them, or undefined. */
function tradedBlocks(claimText: string, mine: Piece[], theirs: Piece[]): { first: string; second: string } | undefined {
  if (mine.length < 3) return undefined;
  for (let a = 1; a <= Math.min(10, mine.length - 2); a++) {
    for (let b = 1; a + b < mine.length && b <= 10; b++) {
      const [ca, cm, cb] = [mine.slice(0, a), mine.slice(a, mine.length - b), mine.slice(mine.length - b)];
      const [sb, sm, sa] = [theirs.slice(0, b), theirs.slice(b, theirs.length - a), theirs.slice(theirs.length - a)];
      if (!same(ca, sa) || !same(cb, sb) || !same(cm, sm) || same(ca, cb)) continue;
      const between = claimText.slice(ca[ca.length - 1]!.end, cb[0]!.start);
      const relating = cm.some((w) => RELATING.has(w.word)) || /[()]/.test(between);
      const listed = !relating && (LIST_GLUE.test(between) || (/,|\b(?:and|or)\b/i.test(between) && !cm.some((w) => posTags(claimText).get(w.start) === 'v')));
      if (listed && !ORDER_WORDS.test(claimText)) continue;
      return { first: claimText.slice(ca[0]!.start, ca[ca.length - 1]!.end), second: claimText.slice(cb[0]!.start, cb[cb.length - 1]!.end) };
    }
  }
  return undefined;
}

const RANGE_WORDS = /^(?:earlier|later|above|below|higher|lower|newer|older|more|less|greater|fewer|up|down|before|after|beyond|over|under)$/;
const CONTENT = (w: string) => !/^(?:the|a|an|of|to|in|on|by|for|with|and|or|either|both|neither|nor|is|are|be|it|its|this|that)$/.test(w);

/**
 * The span joins two things by "and" and the claim by "or", or the other way ("needs two approvals and a passing CI" /
 * "… or a passing CI"), or it says "either … or" where the claim says "both … and": a requirement of both is not a
 * choice of one. Only between the same two words, outside a denial ("not A or B" may say neither) and outside a longer
 * list or a list of examples. The claim's join and the span's, or undefined.
 */
export function joinTurned(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (in the sentence before the join: a full stop inside a figure, "3.15", ends none)
  const sentenceStart = (text: string, at: number) => Math.max(0, ...[...text.slice(0, at).matchAll(/[.!?]\s/g)].map((m) => m.index! + 1));
  const denied = (text: string, at: number) => /\b(?:not|no|never|neither|nor|without|cannot|unless)\b|n['’]t\b/i.test(text.slice(sentenceStart(text, at), at));
  // "both X and …" / "either X or …": the same first word after the opening word
  const opening = (text: string, word: string) => {
    const m = new RegExp(`\\b${word}\\s+(?:by\\s+|a\\s+|an\\s+|the\\s+)?([\\p{L}\\p{N}_]+)`, 'iu').exec(text);
    return m ? { at: m.index, next: m[1]!.toLowerCase() } : undefined;
  };
  for (const [mine, theirs] of [['both', 'either'], ['either', 'both']] as const) {
    const c = opening(claimText, mine);
    const s = opening(spanText, theirs);
    if (c && s && c.next === s.next && !opening(claimText, theirs) && !opening(spanText, mine) && !denied(claimText, c.at) && !denied(spanText, s.at)) {
      return { claim: mine, span: theirs };
    }
  }
  const words = (text: string) => pieces(text);
  const [cw, sw] = [words(claimText), words(spanText)];
  const neighbours = (list: Piece[], i: number) => {
    // (words and figures only: "()" after "FnMut" and after "FnOnce" is no shared neighbour)
    const isWord = (w: Piece) => CONTENT(w.word) && /[\p{L}\p{N}]/u.test(w.word);
    const before = list.slice(Math.max(0, i - 3), i).reverse().find(isWord);
    const after = list.slice(i + 1, i + 4).find(isWord);
    return before && after ? { before: before.word, after: after.word } : undefined;
  };
  // (an Oxford comma, "A, B and C", or a list of examples, "such as A or B", is a list whose join reads either way)
  // (a dot inside a name, "math.gcd", ends no list)
  // (and the items after "one of": "one of only two branches: the latest maintenance branch and the trunk")
  const inList = (text: string, at: number) => /,\s*$/.test(text.slice(0, at)) || /\b(?:one|any|either)\s+of\b[^.;!?]*$/i.test(text.slice(0, at)) || /\b(?:such\s+as|e\.g\.?|for\s+example|including|like|between)\b(?:[^.;:]|[.:](?=[\w:]))*$/i.test(text.slice(0, at)) ||
    /\/\s*$/.test(text.slice(0, at)) || /^\s*\//.test(text.slice(at + 3));
  for (let i = 0; i < cw.length; i++) {
    const c = cw[i]!;
    if (c.word !== 'and' && c.word !== 'or') continue;
    const join = neighbours(cw, i);
    // (a range from a point, "3.15 or earlier" / "3.15 and earlier", reads either way)
    if (!join || RANGE_WORDS.test(join.after) || denied(claimText, c.start) || inList(claimText, c.start)) continue;
    for (let j = 0; j < sw.length; j++) {
      const s = sw[j]!;
      if ((s.word !== 'and' && s.word !== 'or') || s.word === c.word) continue;
      const other = neighbours(sw, j);
      if (!other || other.before !== join.before || other.after !== join.after || denied(spanText, s.start) || inList(spanText, s.start)) continue;
      // (the rest of the span's sentence holds the claim's join too: "A or B, and C" / "A or B, or C")
      if (sw.some((w, k) => k !== j && w.word === c.word && neighbours(sw, k)?.before === join.before && neighbours(sw, k)?.after === join.after)) continue;
      return { claim: c.word, span: s.word };
    }
  }
  return undefined;
}

/** A name with a piece of code in it: a dot, an underscore or a figure inside, or capitals after its first letter. */
const CODE_LIKE = /[._]\w|\w[._]|\d|^[a-z]+[A-Z]|[a-z][A-Z]/;
/** A name of several pieces joined by dots, hyphens, slashes or underscores ("request-ci", "SHASUMS256.txt", "lint-md"). */
const JOINED_NAME = /(?<![\p{L}\p{N}_.\/-])([\p{L}\p{N}_]+(?:[.\/-][\p{L}\p{N}_]+)+)(?![\p{L}\p{N}_]|[.\/-][\p{L}\p{N}_])/gu;

/**
 * A name of the claim that the span writes only as the start of a longer name (`request-ci-failed`, `SHASUMS256.txt.asc`,
 * `make lint-md-clean`), or, for a name with code in it, not at all though it has its pieces ("Symbol.replaceAll" over
 * "`String.prototype.replaceAll` | `Symbol.replace`"): another thing than the claim's. The claim's name and the span's, or
 * undefined. A plain hyphened word ("top-level") counts only where the span's longer name is code.
 */
export function nameCutShort(claimText: string, spanRaw: string): { claim: string; span: string } | undefined {
  for (const m of claimText.matchAll(JOINED_NAME)) {
    const name = m[1]!;
    if (/^[\d.,]+$/.test(name) || /^(?:e\.g|i\.e|a\.k\.a|etc)$/i.test(name)) continue;
    const escaped = escapeRegExp(name);
    const whole = new RegExp(`(?<![\\p{L}\\p{N}_.-])${escaped}(?![\\p{L}\\p{N}_]|[.\\/-][\\p{L}\\p{N}_])`, 'iu');
    if (whole.test(spanRaw)) continue;
    const longer = new RegExp(`(?<![\\p{L}\\p{N}_.-])${escaped}[.\\/-][\\p{L}\\p{N}_]+(?:[.\\/-][\\p{L}\\p{N}_]+)*`, 'iu').exec(spanRaw);
    // (a host with its path, "keys.openpgp.org/upload", or inside an address, names the same host)
    if (longer && (spanRaw[longer.index + name.length] === '/' || /:\/\/$/.test(spanRaw.slice(0, longer.index)))) continue;
    if (longer) {
      const inCode = /`[^`]*$/.test(spanRaw.slice(0, longer.index)) || /\.\w+$/.test(longer[0]);
      if (CODE_LIKE.test(name) || inCode) return { claim: name, span: longer[0] };
      continue;
    }
    // (a dotted name of code whose pieces the span has apart: "Symbol.replaceAll" over "Symbol.replace … replaceAll")
    const parts = name.split(/[.\/]/);
    if (parts.length > 1 && /\./.test(name) && CODE_LIKE.test(name) && parts.every((p) => new RegExp(`(?<![\\p{L}\\p{N}_])${escapeRegExp(p)}(?![\\p{L}\\p{N}_])`, 'iu').test(spanRaw))) {
      // (only where the span writes another dotted name from the same first piece: "`Symbol.replace`"; not
      // "hasattr(tarfile, 'data_filter')" for "tarfile.data_filter")
      const near = new RegExp(`(?<![\\p{L}\\p{N}_.])${escapeRegExp(parts[0]!)}\\.[\\p{L}\\p{N}_.]+`, 'iu').exec(spanRaw);
      if (near) return { claim: name, span: near[0] };
    }
  }
  return undefined;
}

/** Words that give a cause or a consequence. */
const CAUSAL = /\b(?:because|since|so(?!\s+(?:that|far|much|many|long|as))|therefore|thus|hence|consequently|as\s+a\s+result|which\s+is\s+why|due\s+to|given\s+that)\b/i;
const CAUSAL_IN_SPAN = /\b(?:because|since|as|so|therefore|thus|hence|consequently|result|why|due|given|for|reason|cause[sd]?|mean[st]?|lead[s]?|led|makes?|made|allows?|enables?|thanks|in\s+that)\b|\(/i;

/** A cause that opens the sentence before both stretches: "Since …, …", "As …, …", "Given …, …". */
const CAUSE_BEFORE = /\b(?:because|since|as|given|due\s+to|thanks\s+to|therefore|thus|hence|accordingly|consequently)\b/i;

/**
 * The claim joins two stretches of the span's sentence by a cause ("… feature gated because name conflicts …") where the
 * span joins them by something else (", and", "but … when", "while", ";"): the claim's causal word, or undefined.
 */
export function causeAdded(claimText: string, spanText: string): string | undefined {
  const m = CAUSAL.exec(claimText);
  if (!m) return undefined;
  // (an adverb inside one clause, "will therefore face", points back to what came before; it joins no two stretches)
  if (/\b(?:will|would|can|could|may|might|must|should|shall|is|are|was|were|be|been|has|have|had|do|does|did)\s+$/i.test(claimText.slice(0, m.index))) return undefined;
  const left = pieces(claimText.slice(0, m.index)).map((w) => w.word);
  const right = pieces(claimText.slice(m.index + m[0].length)).map((w) => w.word);
  if (left.length < 4 || right.length < 4) return undefined;
  const span = pieces(spanText);
  const words = span.map((w) => w.word);
  const find = (seq: string[], from: number) => {
    for (let i = from; i + seq.length <= words.length; i++) if (seq.every((w, k) => words[i + k] === w)) return i;
    return -1;
  };
  // the claim's last words before the cause and its first words after it, each a stretch of the span, in that order
  const tail = left.slice(-4);
  const head = right.slice(0, 4);
  const l = find(tail, 0);
  if (l < 0) return undefined;
  const r = find(head, l + tail.length);
  if (r < 0) return undefined;
  const between = spanText.slice(span[l + tail.length - 1]!.end, span[r]!.start);
  if (CAUSAL_IN_SPAN.test(between) || between.length > 80 || /[.!?]\s/.test(between)) return undefined;
  // (nor a cause the span gives before the first stretch, in its sentence: "Since the cache is shared, workers see …")
  const before = spanText.slice(0, span[l]!.start);
  if (CAUSE_BEFORE.test(before.slice(Math.max(0, before.search(/[^.!?]*$/))))) return undefined;
  // (two clauses set side by side, "…; their use … should be avoided", leave the link to the reader: "so" is a reading)
  // (also past the span's own closing marks, "(such as `constructor`): nothing …", or its words of the first stretch the
  // claim put elsewhere, "a useful metric to count `NOTE` tags: a high count …")
  const lastMark = /(?:[;:]|\s[-–—]+)[\s`'"’”)\]*_]*$/.exec(between.replace(/[\s`'"‘“(*_]+$/, ''));
  if (/^\s*(?:[;:]|\s[-–—]+)\s*$/.test(between) || (lastMark && !/[;:]/.test(between.slice(0, lastMark.index)))) return undefined;
  return m[0];
}

/** A denial of two acts at once: "cannot use or rely on", "must not read or write", "neither 2.6 nor 3.0". */
const DENIED_PAIR = /\b(?:cannot|can\s*not|can['’]t|must\s+not|mustn['’]t|should\s+not|shouldn['’]t|may\s+not|do\s+not|don['’]t|does\s+not|doesn['’]t|never|will\s+not|won['’]t)\s+(\p{L}+)\s+or\s+(\p{L}+)/iu;
const NEITHER_NOR = /\bneither\s+(?:in\s+|on\s+|for\s+)?([\p{L}\p{N}_.+-]+)\s+nor\s+(?:in\s+|on\s+|for\s+)?([\p{L}\p{N}_.+-]+)/iu;

/**
 * The span denies two things together ("User code cannot use or rely on primordials", "In neither 2.6 nor 3.0 will …")
 * and the claim affirms one of them ("User code can use primordials but …", "… in 3.0 but not in 2.6"): the affirmed
 * word, or undefined.
 */
export function deniedPairAffirmed(claimText: string, spanText: string): string | undefined {
  const affirmed = (word: string) => {
    for (const m of claimText.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_.])${escapeRegExp(word)}(?![\\p{L}\\p{N}_])`, 'giu'))) {
      // (in its own clause, no denial before it)
      const clauseStart = Math.max(0, ...[...claimText.slice(0, m.index).matchAll(/[,;:]\s|\b(?:but|and|while|whereas)\b/gi)].map((c) => c.index! + c[0].length));
      if (!/\b(?:not|no|never|neither|nor|cannot|without)\b|n['’]t\b/i.test(claimText.slice(clauseStart, m.index))) return true;
    }
    return false;
  };
  const pair = DENIED_PAIR.exec(spanText) ?? NEITHER_NOR.exec(spanText);
  if (!pair) return undefined;
  for (const word of [pair[1]!, pair[2]!]) {
    if (/^(?:the|a|an|any|to)$/i.test(word)) continue;
    if (affirmed(word) && tokenize(claimText).some((t) => t.norm === word.toLowerCase())) {
      // (the claim denies it too, in its own words: "cannot use … nor rely on")
      if (DENIED_PAIR.test(claimText) || NEITHER_NOR.test(claimText)) return undefined;
      return word;
    }
  }
  return undefined;
}

/** "use X instead of Y" in the claim. */
const USE_INSTEAD_OF = /\buse\s+(.+?)\s+instead\s+of\s+(.+?)(?=\s*(?:[,;:]|\.(?:\s|$)|$|\s+(?:when|if|for|in|to)\b))/i;
/** "use X instead" in the span. */
const USE_INSTEAD = /\buse\s+(.+?)\s+instead\b/i;

/**
 * The claim says to use X instead of Y where the span says to use Y instead ("`FunctionPrototype`: use `() => {}`
 * instead"): the thing the span says to use, or undefined.
 */
export function insteadTraded(claimText: string, spanText: string): string | undefined {
  const c = USE_INSTEAD_OF.exec(claimText);
  const s = USE_INSTEAD.exec(spanText.replace(/`/g, ''));
  if (!c || !s) return undefined;
  const norm = (x: string) => x.replace(/[`*_\s]/g, '').toLowerCase();
  const [use, notUse, spanUse] = [norm(c[1]!), norm(c[2]!), norm(s[1]!)];
  return spanUse === notUse && spanUse !== use ? s[1]! : undefined;
}

/** A noun, a participle of what it does, and what that reaches: "dependencies causing a given package …". */
const PARTICIPLE_CLAUSE = /\b(\p{L}{3,})\s+(\p{L}{3,}ing)\s+(?:(?:a|an|the|this|that|its|their|any|each|every|some|given|other)\s+)*(\p{L}{3,})/giu;

/**
 * Who does the act, traded between a participle and a relative clause: the span's "dependencies causing a given package
 * to be installed" (the dependencies cause it) and the claim's "dependencies that a given package itself causes to be
 * installed" (the package causes them), or the other way round. The verb, or undefined.
 */
export function relativeRolesTraded(claimText: string, spanText: string): string | undefined {
  return participleOverRelative(spanText, claimText) ?? participleOverRelative(claimText, spanText);
}

function participleOverRelative(participleText: string, relativeText: string): string | undefined {
  for (const m of participleText.matchAll(PARTICIPLE_CLAUSE)) {
    const [noun, participle, object] = [m[1]!, m[2]!, m[3]!];
    if (/^(?:that|which|who|this|these|those|is|are|was|were|be|been|being|and|or|by|for|of|to|in|on|not)$/i.test(noun)) continue;
    // (a noun, not a verb with a clause after it: "proposes limiting …" / "proposes that … be limited")
    if (posTags(participleText).get(m.index!) !== 'n') continue;
    const verb = stem(participle.toLowerCase());
    // the same noun, a relative pronoun, a subject that holds the participle's object, then the verb
    const relative = new RegExp(`\\b${escapeRegExp(noun)}\\s+(?:that|which|who)\\s+((?:[\\p{L}\\p{N}'’-]+\\s+){1,6})`, 'giu');
    for (const r of relativeText.matchAll(relative)) {
      const words = tokenize(r[1]!).filter((t) => t.kind === 'word');
      const at = words.findIndex((t) => t.stem === verb && !/ing$/i.test(t.norm));
      if (at > 0 && words.slice(0, at).some((t) => t.stem === stem(object.toLowerCase()))) return words[at]!.text;
    }
  }
  return undefined;
}

/** "prefer X to Y", "prefers X over Y", "preferring X rather than Y": the preferred side and the other. */
const PREFER = /\bprefer(?:s|red|ring)?\s+(.+?)\s+(?:to|over|rather\s+than|instead\s+of|above)\s+(.+?)(?=\s*(?:[,;:]|\.(?:\s|$)|$))/i;

/**
 * The claim prefers what the span passes over ("Node prefers any uppercase ones … to those lowercase versions" over
 * "Node will prefer those lowercase versions over any uppercase ones"): the claim's preferred side, or undefined.
 */
export function preferenceTraded(claimText: string, spanText: string): string | undefined {
  const c = PREFER.exec(claimText);
  const s = PREFER.exec(spanText);
  if (!c || !s) return undefined;
  const words = (text: string) => new Set(tokenize(text).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  const shared = (a: Set<string>, b: Set<string>) => [...a].filter((w) => b.has(w)).length;
  const [mine, notMine] = [words(c[1]!), words(c[2]!)];
  const [theirs, notTheirs] = [words(s[1]!), words(s[2]!)];
  return shared(mine, notTheirs) > shared(mine, theirs) && shared(notMine, theirs) > shared(notMine, notTheirs) ? c[1]! : undefined;
}

/** Stems of verbs whose two sides may trade places and say the same ("A matches B" / "B matches A"), read as prefixes. */
const RECIPROCAL_VERBS = new Set(['equal', 'match', 'meet', 'resembl', 'differ', 'interact', 'intersect', 'overlap', 'conflict', 'collid', 'communic',
  'correspond', 'join', 'connect', 'link', 'touch', 'border', 'compet', 'cooper', 'agre', 'disagre', 'combin', 'mix', 'altern', 'swap', 'exchang',
  'coexist', 'clash', 'pair', 'interoper', 'interleav', 'compar', 'contrast', 'alias', 'mirror', 'sync', 'synchron']);
/** An auxiliary or modal right before a word: what makes it a verb whatever the tagger says ("would shadow"). */
const AUX_BEFORE = /\b(?:will|would|can|could|may|might|must|shall|should|do|does|did|to|always|never|also|often|usually)\s+$/i;
/** A passive's "be" right before its participle ("would be shadowed", "are shadowable"). */
const BE_BEFORE = /\b(?:is|are|was|were|be|been|being|get|gets|got)\s+(?:(?:\p{L}+ly|not|also|always|never|now|still|already|then|only|just|often|no\s+longer)\s+){0,2}$/iu;
/** A passive's "by" and its doer, past a particle ("looked up by", "carried out by"). */
const PASSIVE_BY = /^\s+(?:(?:up|out|off|down|in|on|over|away|back|through|in\s+part|in\s+turn|only|mainly|mostly|partly|largely|\p{L}+ly)\s+)?by\s(?!(?:default|hand|design|name|reference|value|convention|itself|themselves|far|accident|chance|now|then)\b)/iu;
/** Where a side of a verb ends: a clause mark or a word that opens another clause. */
const SIDE_END = /[,;:()]|\s[-–—]\s|\b(?:and|or|but|which|that|who|whose|while|whereas|because|since|if|when|unless|although|though|so)\b/i;

interface VerbSides { verb: string; surface: string; agent: Set<string>; patient: Set<string> }

/** The content stems of a stretch of words. */
function sideStems(text: string): Set<string> {
  return new Set(tokenize(text).filter((t) => t.kind === 'word' && !t.stop && CONTENT(t.norm)).map((t) => stem(t.norm)));
}

/**
 * Each verb of a sentence with the words of its clause on either side: who does it (the agent) and what it reaches (the
 * patient), the passive's "by" read as the agent ("A would be shadowed by B": B does it to A).
 */
function verbSides(text: string, verbsElsewhere: ReadonlySet<string> = new Set()): VerbSides[] {
  const out: VerbSides[] = [];
  const tags = posTags(text);
  const words = tokenize(text).filter((w) => w.kind === 'word');
  for (const [at, t] of words.entries()) {
    if (t.stop || t.norm.length < 4) continue;
    const before = text.slice(0, t.start);
    const after = text.slice(t.start + t.text.length);
    // (a passive names its doer after "by", past a particle and quote marks: "is not looked up by the compiler", 'are
    // "consumed" by …'; one with no doer, "are rejected with a check", or a means, "by printing them", is read no further)
    const bare = { before: before.replace(/[`'"“”‘’*_]+\s*$/, ''), after: after.replace(/^[`'"“”‘’*_]+/, '') };
    // (and a participle right before its "by" is passive without "is": "bleaching caused by heat stress")
    const participle = (BE_BEFORE.test(bare.before) || PASSIVE_BY.test(bare.after)) && /(?:ed|en|able|wn|ne)$/.test(t.norm);
    const passive = participle && PASSIVE_BY.test(bare.after) && !/^\s+(?:\p{L}+\s+)?by\s+\p{L}+ing\b/iu.test(bare.after);
    if (participle && !passive) continue;
    // (a verb with "with" after it relates two sides either way: "chat with", "interacts with", "increases with")
    if (/^\s+with\b/i.test(bare.after)) continue;
    // (or a word between two nouns, where the tagger reads a noun: "Declarations shadow names …")
    // (or a verb the other side has, between two words of content: "… the shared folder shadow manifests")
    const asElsewhere = verbsElsewhere.has(stem(t.norm)) && at > 0 && at + 1 < words.length && !words[at - 1]!.stop && !words[at + 1]!.stop &&
      /^\s+$/.test(text.slice(words[at - 1]!.end, t.start));
    const between = asElsewhere || at > 0 && at + 1 < words.length && !words[at - 1]!.stop && /s$/.test(words[at - 1]!.norm) && !/s$/.test(t.norm) &&
      tags.get(words[at - 1]!.start) !== 'v' && tags.get(words[at - 1]!.start) !== 'a' && /^\s+$/.test(text.slice(words[at - 1]!.end, t.start)) && /^\s+(?:(?:the|a|an|its|their|all|any|some)\s+)?\p{L}/iu.test(after) &&
      tags.get(t.start) !== 'a';
    if (!passive && tags.get(t.start) !== 'v' && !AUX_BEFORE.test(before) && !between) continue;
    const base = stem(t.norm.replace(/able$/, ''));
    if ([...RECIPROCAL_VERBS].some((r) => base.startsWith(r))) continue;
    const leftStart = Math.max(-1, ...[...before.matchAll(new RegExp(SIDE_END.source, 'gi'))].map((m) => m.index! + m[0].length - 1)) + 1;
    const rightText = passive ? bare.after.replace(PASSIVE_BY, ' ') : after;
    const cut = rightText.search(SIDE_END);
    const left = sideStems(bare.before.slice(leftStart).replace(BE_BEFORE, '').replace(AUX_BEFORE, ''));
    const right = sideStems((cut < 0 ? rightText : rightText.slice(0, cut)).split(/\s+/).slice(0, 10).join(' '));
    if (left.size === 0 || right.size === 0) continue;
    out.push(passive ? { verb: base, surface: t.text, agent: right, patient: left } : { verb: base, surface: t.text, agent: left, patient: right });
  }
  return out;
}

/**
 * The two sides of the same verb traded: the span's "Declarations shadow names from outer scopes" and the claim's
 * "Names from outer scopes shadow declarations", or "an explicitly declared macro would shadow a glob-imported macro" and
 * "an explicitly declared macro would be shadowed by a glob-imported macro". The verb as the claim writes it, or undefined.
 * Each side is told by the words only it has (both sides' "macro" tells nothing); not a verb whose sides may trade.
 */
export function verbSidesTraded(claimText: string, spanText: string): string | undefined {
  const spanVerbs = verbSides(spanText);
  if (spanVerbs.length === 0) return undefined;
  for (const c of verbSides(claimText, new Set(spanVerbs.map((s) => s.verb)))) {
    for (const s of spanVerbs) {
      if (s.verb !== c.verb) continue;
      const own = (x: Set<string>, y: Set<string>) => new Set([...x].filter((w) => !y.has(w) && w !== c.verb));
      const [ca, cp, sa, sp] = [own(c.agent, c.patient), own(c.patient, c.agent), own(s.agent, s.patient), own(s.patient, s.agent)];
      if (ca.size === 0 || cp.size === 0 || sa.size === 0 || sp.size === 0) continue;
      const within = (x: Set<string>, y: Set<string>) => [...x].every((w) => y.has(w));
      const meets = (x: Set<string>, y: Set<string>) => [...x].some((w) => y.has(w));
      // (the claim's doer is the span's receiver, and its receiver the span's doer; neither is on its own side there)
      if (within(ca, sp) && within(cp, sa) && !meets(ca, sa) && !meets(cp, sp)) {
        return c.surface;
      }
    }
  }
  return undefined;
}

/** A denied seeming: "doesn't seem to have", "does not appear to contain" (the act it denies is the group). */
const DENIED_SEEMING = /\b(?:do|does|did)(?:\s+not|n['’]t)\s+(?:(?:really|quite|always)\s+)?(?:seem|appear)\s+to\s+(?:(?:be|have)\s+)?(?:(?:any|a|an|the)\s+)?(\p{L}+)/giu;
/** An act refused or failed ("refuses the temptation to guess", "declines to merge", "fails to compile"): not done. */
const REFUSED_ACT = /\b(?:refus|declin|fail|resist)(?:e|es|ed|ing|s)?\s+(?:(?:the\s+)?(?:temptation|urge|need|impulse)\s+)?to\s+(?:(?:be|have)\s+)?(\p{L}+)/giu;
/**
 * The span says it does not seem so ("The rustc codebase doesn't seem to have any occurrences of chained comparisons")
 * and the claim says it is so ("… has many occurrences …"): a denial under a verb of seeming is still a denial. The act
 * the span denies, or undefined.
 */
export function deniedSeemingAsserted(claimText: string, spanText: string): string | undefined {
  for (const m of [...spanText.matchAll(DENIED_SEEMING), ...spanText.matchAll(REFUSED_ACT)]) {
    const act = stem(m[1]!.toLowerCase());
    const found = tokenize(claimText).find((t) => t.kind === 'word' && t.stem === act);
    if (!found) continue;
    // (the claim denies it too, or keeps the seeming: "does not seem to", "seems not to", "no …")
    const clauseStart = Math.max(0, ...[...claimText.slice(0, found.start).matchAll(/[,;:]\s|\b(?:but|while|whereas)\b/gi)].map((c) => c.index! + c[0].length));
    if (/\b(?:not|no|never|none|neither|nor|without|hardly|seems?|seemed|appears?|appeared|unable|cannot)\b|\b(?:refus|declin|fail|resist|avoid|lack)\w*|n['’]t\b/i.test(claimText.slice(clauseStart))) continue;
    return m[0];
  }
  return undefined;
}

/** An expression of two operands with a figure and an operator between: "1UL << 11", "2 ** 16", "x | 0x80". */
const EXPRESSION = /([\w.]*\d[\w.]*|[A-Za-z_]\w*)\s*(<<|>>|\*\*|[|&^*/%+])\s*([\w.]*\d[\w.]*|[A-Za-z_]\w*)/g;

/**
 * An expression the claim writes with one operand changed from the span's ("(1UL << 12)" for the span's "(1UL << 11)"):
 * the two as written, or undefined. Figures inside code are read as part of the expression, operand by operand.
 */
export function expressionChanged(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const flat = (text: string) => text.replace(/[`*]/g, '').replace(/\s+/g, '');
  const span = flat(spanText);
  for (const m of claimText.replace(/[`*]/g, '').matchAll(EXPRESSION)) {
    const [, left, op, right] = m as unknown as [string, string, string, string];
    if (!/\d/.test(left + right)) continue;
    const whole = `${left}${op}${right}`;
    if (span.includes(whole)) continue;
    const sameLeft = new RegExp(`(?<![\\w.])${escapeRegExp(left + op)}([\\w.]+)`).exec(span);
    if (sameLeft && sameLeft[1] !== right) return { claim: whole, span: sameLeft[0] };
    const sameRight = new RegExp(`([\\w.]+)${escapeRegExp(op + right)}(?![\\w.])`).exec(span);
    if (sameRight && sameRight[1] !== left) return { claim: whole, span: sameRight[0] };
  }
  return undefined;
}

/** "instead of" / "rather than" and the word right after it. */
const INSTEAD_OF_WORD = /\b(?:instead\s+of|rather\s+than)\s+(\p{L}+)/giu;

/**
 * The acts on the two sides of "instead of" traded: the span's "removes deprecation warnings instead of adding them"
 * and the claim's "adds deprecation warnings instead of removing them". The claim's act after "instead of", or undefined.
 */
export function insteadActsTraded(claimText: string, spanText: string): string | undefined {
  const sides = (text: string) => [...text.matchAll(INSTEAD_OF_WORD)].map((m) => {
    const clauseStart = Math.max(0, ...[...text.slice(0, m.index).matchAll(/[,;:]\s|\b(?:except\s+that|but)\b/gi)].map((c) => c.index! + c[0].length));
    // ("Instead of hoisting …, install …": opening its sentence, the other side is the clause after the comma)
    const opening = /^[\s"'(*_]*$/.test(text.slice(clauseStart, m.index));
    const comma = opening ? text.indexOf(',', m.index! + m[0].length) : -1;
    const other = opening ? (comma < 0 ? '' : text.slice(comma + 1).split(/[;:.!?](?:\s|$)/)[0]!) : text.slice(clauseStart, m.index);
    return { after: stem(m[1]!.toLowerCase()), afterWord: m[1]!, before: new Set(tokenize(other).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem)) };
  });
  // (stems alike up to a letter: "adding" / "adds")
  const close = (a: string, b: string) => a === b || (Math.abs(a.length - b.length) <= 1 && (a.startsWith(b) || b.startsWith(a)) && Math.min(a.length, b.length) >= 2);
  const has = (set: Set<string>, w: string) => [...set].some((x) => close(x, w));
  const spanSides = sides(spanText);
  for (const c of sides(claimText)) {
    if (ARTICLES.has(c.afterWord.toLowerCase())) continue;
    for (const s of spanSides) {
      if (close(c.after, s.after)) continue;
      if (has(c.before, s.after) && has(s.before, c.after) && !(has(c.before, c.after) && has(s.before, s.after))) return c.afterWord;
    }
  }
  return undefined;
}

/**
 * The claim is a stretch of the span but for one name in code marks, which stands where the span has another name it
 * also gives: "If `before` and `min-release-age` are both set …, `min-release-age` wins" for "… `before` wins". The
 * claim's name and the span's, or undefined.
 */
export function codeNameSwapped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claim = pieces(claimText);
  const span = pieces(spanText);
  if (claim.length < 6) return undefined;
  const codeAt = (text: string, start: number, end: number) => {
    const open = text.lastIndexOf('`', start);
    return open >= 0 && !text.slice(open + 1, start).includes('`') && text.indexOf('`', end) >= end && (text.slice(0, open).match(/`/g) ?? []).length % 2 === 0 &&
      !text.slice(end, text.indexOf('`', end)).includes(' ') ? text.slice(open + 1, text.indexOf('`', end)) : undefined;
  };
  const spanCodes = [...spanText.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  for (let from = 0; from < span.length; from++) {
    let p = 0;
    while (p < claim.length && from + p < span.length && claim[p]!.word === span[from + p]!.word) p++;
    if (p < 3 || p === claim.length) continue;
    // (the claim's name in its own code marks, or one the span writes in code marks, however the claim writes it)
    const claimName = codeAt(claimText, claim[p]!.start, claim[p]!.end) ??
      spanCodes.find((n) => { const np = pieces(n); return np.length > 0 && same(np, claim.slice(p, p + np.length)); });
    const spanName = from + p < span.length ? codeAt(spanText, span[from + p]!.start, span[from + p]!.end) : undefined;
    if (claimName === undefined || spanName === undefined || claimName.toLowerCase() === spanName.toLowerCase()) continue;
    const claimLength = pieces(claimName).length;
    const spanLength = pieces(spanName).length;
    // the rest of the claim goes on word for word after the span's name
    const rest = claim.slice(p + claimLength);
    const after = span.slice(from + p + spanLength, from + p + spanLength + rest.length);
    if (rest.length === 0 || !same(rest, after)) continue;
    // (the claim's name is one the span gives elsewhere: a name in another's place, not a name the span does not know)
    if (!spanText.includes(`\`${claimName}\``)) continue;
    return { claim: claimName, span: spanName };
  }
  return undefined;
}
