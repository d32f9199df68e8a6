// A claim's word for how many ("several contributors", "most of them") where the span gives the count itself ("one
// contributor", "49 out of them"): the word is the claim's judgement of the figure, and only some figures carry it.
import { stem } from '../text/stem';
import { escapeRegExp } from '../util/regex';

/** Vague counts a claim may put for a figure, with the least figure each is true of (undefined: no figure alone carries it). */
const COUNT_WORDS: ReadonlyMap<string, number | undefined> = new Map([
  ['several', 3], ['a few', 2], ['a number of', 2], ['multiple', 2], ['various', 2], ['some', 2],
  ['many', undefined], ['numerous', undefined], ['countless', undefined], ['few', undefined],
  ['most', undefined], ['a majority of', undefined], ['the majority of', undefined],
]);
/** Words that share out a whole ("most of them"): carried by "N of M" only when N is more than half of M. */
const SHARE_WORDS = new Set(['most', 'a majority of', 'the majority of']);
const COUNT_WORD = new RegExp(`\\b(${[...COUNT_WORDS.keys()].map((w) => w.replace(/ /g, '\\s+')).join('|')})\\s+(?:of\\s+(?:the\\s+|these\\s+|those\\s+|its\\s+|their\\s+)?)?(\\p{L}[\\p{L}-]*)(?:\\s+(\\p{L}[\\p{L}-]*))?(?:\\s+(\\p{L}[\\p{L}-]*))?`, 'giu');
const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  a: 1, an: 1, single: 1, sole: 1,
};
const FIGURE = String.raw`(\d{1,3}(?:,\d{3})+|\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|an?|single|sole)`;
const FIGURE_ONLY = new RegExp(`^${FIGURE}$`, 'i');
const PRONOUNS = new Set(['them', 'these', 'those']);

const valueOf = (figure: string): number => NUMBER_WORDS[figure.toLowerCase()] ?? Number(figure.replace(/,/g, ''));

/**
 * The claim's vague count the span gives as a figure that does not carry it ("several contributors" / "one … contributor",
 * "most of them" / "49 out of them" of 559): the claim's words and the span's, or undefined. A span that has the claim's
 * word itself is left to the quantifier readings.
 */
export function countWordForFigure(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  for (const m of claimText.matchAll(COUNT_WORD)) {
    const word = m[1]!.toLowerCase().replace(/\s+/g, ' ');
    // ("at most ten jobs", "most 3.x releases": a bound or a count of its own, not a vague count)
    if (/\bat\s+$/i.test(claimText.slice(Math.max(0, m.index! - 4), m.index!)) || FIGURE_ONLY.test(m[2]!) || /^\d/.test(m[2]!)) continue;
    if (new RegExp(`\\b${word.replace(/ /g, '\\s+')}\\b`, 'i').test(spanText)) continue;
    // the counted noun, perhaps after a name or an adjective ("several Mercurial maintainers"); a count is of things:
    // "to some degree", "most code" are no counts a figure could give
    const countable = (w: string | undefined) => w !== undefined && !/^(?:of|the|these|those|its|their|a|an)$/i.test(w) && (PRONOUNS.has(w.toLowerCase()) || /[^s]s$/i.test(w));
    // ("several operating system calls": the first plural of up to three words)
    const nounWord = [m[2], m[3], m[4]].find(countable);
    if (nounWord === undefined) continue;
    const noun = nounWord.toLowerCase();
    // "of them": the span's "N (out) of them"; else the span's figure right before the noun, an adjective between
    const counted = PRONOUNS.has(noun)
      ? new RegExp(`\\b${FIGURE}\\s+(?:out\\s+)?of\\s+(?:them|these|those)\\b`, 'i').exec(spanText)
      : [...spanText.matchAll(new RegExp(`\\b${FIGURE}\\s+([\\p{L}-]+)(?:\\s+([\\p{L}-]+))?(?:\\s+([\\p{L}-]+))?`, 'giu'))]
        .filter((x) => [x[2], x[3], x[4]].some((w) => w !== undefined && stem(w.toLowerCase()) === stem(noun)))
        // (a figure before an article: "maps to exactly one operating system call" before "a call to one of these")
        .sort((a, b) => Number(/^an?$/i.test(a[1]!)) - Number(/^an?$/i.test(b[1]!)))[0];
    if (!counted) continue;
    const n = valueOf(counted[1]!);
    if (!Number.isFinite(n)) continue;
    const least = COUNT_WORDS.get(word);
    if (least !== undefined && n >= least) continue;
    if (SHARE_WORDS.has(word) && shareOverHalf(spanText, n)) continue;
    // (the figure and its noun: "One contributor", not the word after them)
    const nounInSpan = [counted[2], counted[3], counted[4]].find((w) => w !== undefined && stem(w.toLowerCase()) === stem(noun));
    const nounEnd = nounInSpan !== undefined ? counted[0].lastIndexOf(nounInSpan) + nounInSpan.length : counted[0].length;
    return { claim: m[0].slice(0, m[0].indexOf(nounWord) + nounWord.length), span: counted[0].slice(0, nounEnd) };
  }
  return undefined;
}

/** The span says "N of M" (or "N out of M") with N more than half of M. */
function shareOverHalf(spanText: string, n: number): boolean {
  return [...spanText.matchAll(/\b(\d[\d,]*)\s+(?:out\s+)?of\s+(?:the\s+)?(\d[\d,]*)\b/g)].some((x) => valueOf(x[1]!) === n && n * 2 > valueOf(x[2]!));
}

/**
 * The claim's superlative "the most X" where the span says X without it ("the most useful feature" / "quite a useful
 * feature"): "most" is a word of degree the span does not give. The claim's words and the span's adjective, or undefined.
 */
export function superlativeUnstated(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  for (const m of claimText.matchAll(/\b(?:the|its|their|his|her|our|your)\s+(?:(?:single|very)\s+)?most\s+(\p{L}[\p{L}-]*)/giu)) {
    const adjective = m[1]!;
    const adjectiveStem = stem(adjective.toLowerCase());
    if (new RegExp(`\\b(?:most|more)\\s+${escapeRegExp(adjective)}\\b`, 'i').test(spanText)) continue;
    const said = [...spanText.matchAll(/[\p{L}-]+/gu)].find((w) => stem(w[0].toLowerCase()) === adjectiveStem);
    if (said) return { claim: m[0], span: said[0] };
  }
  return undefined;
}

/** A text's words (letters and hyphens), with where each stands. */
const wordsOf = (text: string): RegExpMatchArray[] => [...text.matchAll(/\p{L}[\p{L}-]*/gu)];

/** What a quantifier may stand before without being the thing counted ("any such tool", "all of the"). */
const NOT_THE_NOUN = /^(?:such|other|of|the|these|those|its|their|kind|kinds|sort|sorts|type|types|more|further|given|possible)$/i;
/** A relative clause that narrows the noun before it: "tools that use the filter", "users who opt in" (no comma). */
const RESTRICTIVE_RELATIVE = /^\s+(?:that|which|who|whom|whose)\s+((?:[\p{L}\p{N}'’`_.-]+\s+){0,5}[\p{L}\p{N}'’`_.-]+)/iu;

/** An "only" a few words before a noun ("may only be used for values"), in its clause. */
const ONLY_BEFORE_NOUN = /\bonly\s+(?:[\p{L}-]+\s+){0,4}$/iu;
/** Figures right after a noun that say which of them ("values 0 through 0x7F", "ports 8000 to 8010", "versions 3.8+"). */
const FIGURES_AFTER_NOUN = /^\s+((?:from\s+|between\s+)?[\d`'"]+[\w.`'"]*(?:\s*(?:-|–|to|through|and)\s*[\w.`'"]+)?)/iu;
/**
 * The claim's "any N", "all N", "every N" or "each N" where the span speaks of N only as narrowed by a relative clause
 * ("any tool may warn" / "tools that normally use that filter MAY warn"): the claim widens it to every N. The claim's
 * words and the span's, or undefined. A claim that narrows N itself, or a span that also names N without narrowing it,
 * is left to other readings.
 */
export function universalOverRestricted(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  for (const m of claimText.matchAll(/\b(?:any|all|every|each)\s+(\p{L}[\p{L}-]*)/giu)) {
    const noun = m[1]!;
    if (NOT_THE_NOUN.test(noun) || RESTRICTIVE_RELATIVE.test(claimText.slice(m.index! + m[0].length))) continue;
    const nounStem = stem(noun.toLowerCase());
    const uses = wordsOf(spanText).filter((w) => stem(w[0].toLowerCase()) === nounStem);
    if (uses.length === 0) continue;
    // (or by figures after it, or an "only" before it: "may only be used for values 0 through 0x7F")
    const narrowed = uses.map((w) => RESTRICTIVE_RELATIVE.exec(spanText.slice(w.index! + w[0].length)) ??
      (ONLY_BEFORE_NOUN.test(spanText.slice(Math.max(0, w.index! - 40), w.index!)) ? FIGURES_AFTER_NOUN.exec(spanText.slice(w.index! + w[0].length)) : null));
    if (narrowed.some((r) => r === null)) continue;
    // (the claim words the restriction some other way, after its noun in its clause: "any tool using that filter"; not a
    // word it says of something else, "The user … for any project" over "projects that the user owns")
    const claimStems = new Set(wordsOf(claimText.slice(m.index!).split(/[,;:!?]|\.(?:\s|$)/, 1)[0]!).map((w) => stem(w[0].toLowerCase())));
    const restriction = [...narrowed[0]![1]!.matchAll(/\p{L}[\p{L}-]{2,}/gu)].map((w) => stem(w[0].toLowerCase()))
      .filter((w) => !/^(?:the|thi|that|these|those|their|its|them|they|themselv|can|may|will|would|should|must|have|has|had|are|was|were|been|not|use)$/.test(w));
    if (restriction.length > 0 && restriction.filter((w) => claimStems.has(w)).length * 2 >= restriction.length) continue;
    const first = uses[0]!;
    return { claim: m[0], span: `${first[0]}${narrowed[0]![0].replace(/\s+/g, ' ').trimEnd()}` };
  }
  return undefined;
}

/** A claim's count of more than one thing of a kind ("several methods", "other tools", "one of many options"): its last word is the kind. */
const MORE_THAN_ONE = /\b(?:several|other|more|many|multiple|additional|various|further|numerous|a\s+few|two|three|one\s+of\s+(?:several|many|the))\s+((?:[\p{L}-]+\s+){0,2}?)([\p{L}-]+)/giu;
/** Words that set one thing beside others ("besides PYTHONPATH", "in addition to X", "not the only"). */
const BESIDE = /\b(?:besides|other\s+than|apart\s+from|aside\s+from|in\s+addition\s+to|alongside|as\s+well\s+as|not\s+the\s+only|one\s+of)\b/i;

/**
 * The span says its thing is "the only N" and the claim gives others of that kind beside it ("there are several methods
 * besides PYTHONPATH" / "setting PYTHONPATH is the only method"): the claim's words and the span's, or undefined.
 */
export function onlyOneGivenOthers(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  // (not "is not the only area", "by no means the only", "far from the only", which say there are others)
  const only = /\b(?:the|its|their|our|an?)\s+only\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/iu.exec(spanText);
  if (!only || !BESIDE.test(claimText) || /(?:\bnot|n['’]t|\bno\s+means|\bfar\s+from|\bhardly)\s+$/i.test(spanText.slice(Math.max(0, only.index - 20), only.index))) return undefined;
  // (the kind: the words after "only" up to a function word, "the only supported installer for …")
  const kindWords: string[] = [];
  for (const w of only[1]!.split(/\s+/)) {
    if (/^(?:for|of|to|in|on|at|by|with|that|which|who|where|when|is|are|was|were|and|or)$/i.test(w)) break;
    kindWords.push(w);
  }
  const kinds = new Set(kindWords.map((w) => stem(w.toLowerCase())));
  for (const m of claimText.matchAll(MORE_THAN_ONE)) {
    // (the kind among the next words: "several other installers")
    const next = [m[1]!, m[2]!].join(' ').split(/\s+/).concat(claimText.slice(m.index! + m[0].length).trim().split(/\s+/).slice(0, 2));
    const kind = next.find((w) => kinds.has(stem(w.toLowerCase().replace(/[^\p{L}-]+/gu, ''))));
    if (kind) return { claim: claimText.slice(m.index!, claimText.indexOf(kind, m.index!) + kind.length).replace(/[.,;:]+$/, ''), span: `${only[0].split(/\s+/)[0]} only ${kindWords.join(' ')}` };
  }
  return undefined;
}

/** Words before a noun that pick nothing out ("an existing trait", "the new one"): no narrowing. */
const PLAIN_MODIFIERS = /^(?:existing|given|such|same|other|new|current|single|whole|entire|possible|particular|specific|certain|different|various|relevant|respective|corresponding|own|first|last|next|previous)$/i;

/**
 * The claim's "any N", "all N", "every N" or "each N" where the span puts a word of its own before every N it names
 * ("adding any methods to any existing trait" / "adding any methods to an existing marker trait"): the span says it of
 * that kind of N only. The claim's words and the span's, or undefined.
 */
export function universalOverNarrowed(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const claimStems = new Set(wordsOf(claimText).map((w) => stem(w[0].toLowerCase())));
  for (const m of claimText.matchAll(/\b(?:any|all|every|each)(?=((?:\s+[\p{L}-]+){1,3}))/giu)) {
    // the words after the quantifier, up to a function word: each may be the noun ("any existing trait")
    const words: string[] = [];
    for (const w of m[1]!.trim().split(/\s+/)) {
      if (STOP_BEFORE_NOUN.test(w)) break;
      words.push(w);
    }
    for (const noun of words) {
      if (NOT_THE_NOUN.test(noun) || PLAIN_MODIFIERS.test(noun)) continue;
      const nounStem = stem(noun.toLowerCase());
      const uses = wordsOf(spanText).filter((w) => stem(w[0].toLowerCase()) === nounStem);
      if (uses.length === 0) continue;
      // the word right before each of the span's uses: a content word the claim does not say, which narrows it
      const narrowing = uses.map((w) => /([\p{L}-]+)\s+$/u.exec(spanText.slice(Math.max(0, w.index! - 40), w.index!))?.[1]);
      // (a verb before the noun takes it as its object, "resolves dependencies": it narrows nothing; "trusted plugins" does)
      const narrowed = (w: string | undefined) => w !== undefined && w.length > 2 && !STOP_BEFORE_NOUN.test(w) && !PLAIN_MODIFIERS.test(w) &&
        !/(?:[^s]s|ing)$/i.test(w) && !claimStems.has(stem(w.toLowerCase()));
      if (narrowing.every(narrowed)) {
        const whole = m[0] + m[1]!;
        return { claim: whole.slice(0, whole.indexOf(noun) + noun.length).replace(/\s+/g, ' '), span: `${narrowing[0]} ${uses[0]![0]}` };
      }
    }
  }
  // ("conditions of any type" is "any conditions": the span's "`bool`-typed conditions" are one type of them)
  for (const m of claimText.matchAll(/\b([\p{L}-]+)\s+of\s+(?:any|every)\s+(?:type|kind|sort|form)s?\b/giu)) {
    const noun = m[1]!;
    if (NOT_THE_NOUN.test(noun) || STOP_BEFORE_NOUN.test(noun)) continue;
    const nounStem = stem(noun.toLowerCase());
    const uses = wordsOf(spanText).filter((w) => stem(w[0].toLowerCase()) === nounStem);
    if (uses.length === 0) continue;
    const narrowing = uses.map((w) => /([\p{L}`'’-]+)\s+$/u.exec(spanText.slice(Math.max(0, w.index! - 40), w.index!))?.[1]);
    if (narrowing.every((w) => w !== undefined && w.replace(/[`'’-]/g, '').length > 2 && !STOP_BEFORE_NOUN.test(w) && !PLAIN_MODIFIERS.test(w) &&
      !/(?:[^s]s|ing)$/i.test(w) && !claimStems.has(stem(w.toLowerCase())))) return { claim: m[0], span: `${narrowing[0]} ${uses[0]![0]}` };
  }
  return undefined;
}
/** Function words that may stand before a noun without narrowing it. */
const STOP_BEFORE_NOUN = /^(?:the|and|for|any|all|every|each|its|their|our|your|this|that|these|those|some|many|most|more|with|from|into|onto|over|under|both|either|neither|not|are|was|were|has|have|had|been|can|may|will|would|should|must|also|only|even|just|than|then|such|very|of|to|in|on|at|by|an?|or|around|about|across|after|before|between|through|within|without|against|among|upon|via|per|is|be|being|do|does|did|which|who|whose|where|when|while|as|so|but|if|it|they)$/i;

/**
 * The claim's bare "for both" (or "to both", "in both", "on both") standing for two things it names earlier after the same
 * preposition ("… for the host and … for the target, while dependencies are built for both"), where the span neither says
 * "both" nor joins those two ("dependencies … are built for the target"): the claim's words and the two things, or undefined.
 */
export function bothUnstated(claimText: string, spanText: string): { claim: string; pair: [string, string] } | undefined {
  const bare = /\b(for|to|in|on|from|with)\s+both\b(?!\s+(?:the|of|a|an|its|their|\p{L}))/iu.exec(claimText);
  if (!bare || /\bboth\b/i.test(spanText)) return undefined;
  const preposition = bare[1]!.toLowerCase();
  const objects = [...claimText.slice(0, bare.index).matchAll(new RegExp(`\\b${preposition}\\s+(?:the\\s+|a\\s+|an\\s+)?([\\p{L}-]+)`, 'giu'))].map((m) => m[1]!);
  const distinct = [...new Set(objects.map((o) => o.toLowerCase()))];
  if (distinct.length !== 2) return undefined;
  const [a, b] = distinct as [string, string];
  const spanWords = [...spanText.matchAll(/[\p{L}-]+/gu)].map((m) => stem(m[0].toLowerCase()));
  const at = (w: string) => spanWords.flatMap((x, i) => (x === stem(w) ? [i] : []));
  // (both named in the span, close together: "for the host and the target")
  if (at(a).some((i) => at(b).some((j) => Math.abs(i - j) <= 5))) return undefined;
  return { claim: bare[0], pair: [a, b] };
}

/**
 * The claim's "both <things>" ("solves both of the problems", "supports both formats"), where the span has no word that
 * says it of two ("both", "two", "either", "neither", "each", "all"): the claim's words as written, or undefined. Not
 * "both A and B", which names the two.
 */
export function bothOfThingsUnstated(claimText: string, spanText: string): string | undefined {
  // (not "both of these", "both of those": pronouns, whose verb follows)
  const m = /\bboth\s+(?:of\s+(?:(?:the|its|their|our|your)\s+)(?:[\p{L}-]+\s+)?[\p{L}-]{2,}[^su\s]s|of\s+them|(?:[\p{L}-]+\s+)?[\p{L}-]{2,}[^su\s]s)\b/iu.exec(claimText);
  if (!m || /^\s+and\b/i.test(claimText.slice(m.index + m[0].length)) || /\band\b/i.test(m[0])) return undefined;
  return /\b(?:both|two|either|neither|each|all|pair)\b/i.test(spanText) ? undefined : m[0];
}
/** A comparison the span makes of a word: "more of a nuisance than", "fewer users than", "faster than". */
const SPAN_COMPARISON = /\b(?:more|less|fewer)\s+(?:of\s+)?(?:an?\s+)?(\p{L}[\p{L}-]+)\b[^.;:!?]{0,40}?\bthan\b|\b(\p{L}{3,}?)(?:er|ier)\s+than\b/giu;
/** A claim that compares too: "than", "as … as", "compared with", "relative to", "versus". */
const CLAIM_COMPARES = /\bthan\b|\bas\s+(?:\p{L}+\s+){1,3}as\b|\bcompared\b|\brelative\s+to\b|\bversus\b|\bvs\b/iu;
/** Words ending in "er" before "than" that compare nothing ("rather than", "other than"). */
const NOT_COMPARATIVE = new Set(['rath', 'oth', 'wheth', 'eith', 'neith', 'nev', 'ev', 'ov', 'und', 'aft', 'howev']);

/**
 * The span says the claim's word only in a comparison, "no more of a nuisance than the existing methods", "faster than the
 * old one", where the claim says it plainly ("will not be a nuisance at all", "is fast"): what holds relative to another
 * thing is not said outright. The claim's word and the span's comparison, or undefined.
 */
export function comparisonDropped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  if (CLAIM_COMPARES.test(claimText)) return undefined;
  const claimWords = new Set((claimText.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []));
  for (const m of spanText.matchAll(SPAN_COMPARISON)) {
    const word = (m[1] ?? m[2])!.toLowerCase();
    if (m[2] !== undefined && NOT_COMPARATIVE.has(word)) continue;
    // ("faster" of "fast", "larger" of "large", "bigger" of "big", "easier" of "easy")
    const forms = m[1] !== undefined ? [word, word.replace(/s$/, '')] : [word, `${word}e`, word.replace(/(\p{L})\1$/u, '$1'), `${word}y`];
    const said = [...claimWords].find((w) => forms.includes(w) || forms.includes(w.replace(/s$/, '')));
    if (said === undefined) continue;
    // (the claim compares too, leaving out only what with: "has more features and is faster")
    if (m[1] !== undefined ? new RegExp(`\\b(?:more|less|fewer)\\s+(?:of\\s+)?(?:an?\\s+)?${escapeRegExp(said)}\\b`, 'i').test(claimText)
      : new RegExp(`\\b${escapeRegExp(word)}(?:er|ier)\\b`, 'i').test(claimText)) continue;
    // (only where the span says the word nowhere but in the comparison: "uses less memory than Y; memory use is logged")
    const outside = spanText.slice(0, m.index) + ' ' + spanText.slice(m.index! + m[0].length);
    if (new RegExp(`(?<![\\p{L}-])${escapeRegExp(said)}(?![\\p{L}-])`, 'iu').test(outside)) continue;
    return { claim: said, span: m[0] };
  }
  return undefined;
}
