// Modal periphrases read as the modal they spell out: "is able to" says what "can" says, "is going to" what "will"
// says, "in order to" what "to" says, "at present" what "currently" says. A claim is judged as written first; only
// when that leaves it open is it judged
// again with each periphrasis read as its modal, so a span that says "can" carries "is able to" (the other way round
// needs nothing: a span's extra words are no claim).

export interface PeriphrasisReading {
  text: string;
  read: Array<{ from: string; to: string }>;
}

const ADVERB = String.raw`(?:(also|now|still|then|thus|therefore|often|usually|generally|typically|always|never|only|already|easily|even|really|\p{L}+ly)\s+)?`;

/**
 * [pattern, the modal it stands for (with its denial when negated)]. Present tense only: "was able to" is a past ability,
 * which "could" (as often a possibility) does not say.
 */
const PERIPHRASES: ReadonlyArray<{ pattern: RegExp; to: (m: RegExpExecArray) => string }> = [
  { pattern: new RegExp(String.raw`\b(am|is|are)\s+${ADVERB}(not\s+)?(un)?able\s+to\b`, 'giu'), to: (m) => modal('can', m[2], m[3] !== undefined || m[4] !== undefined) },
  { pattern: new RegExp(String.raw`\b(am|is|are)\s+${ADVERB}(not\s+)?going\s+to(?=\s+(?!(?:the|a|an|this|that|these|those|my|our|your|their|its|his|her)\b)\p{Ll})`, 'giu'), to: (m) => modal('will', m[2], m[3] !== undefined) },
  { pattern: /\bin\s+order\s+(to|for)\b/giu, to: (m) => m[1]!.toLowerCase() },
  { pattern: /\bso\s+as\s+to\b/giu, to: () => 'to' },
  // (phrases of time that say what one word says: "at present" is "currently", "ahead of" and "prior to" are "before")
  // ("at the moment" only before its comma: "At the moment the lock is released, …" is "when"; "at this time" may be "then")
  { pattern: /\b(?:at\s+(?:the\s+)?present(?:\s+time)?|as\s+of\s+now|at\s+the\s+moment(?=\s*,))\b/giu, to: () => 'currently' },
  // ("today", "nowadays": the present of the writing, as "currently"; "by hand" is "manually")
  { pattern: /\b(?:today|nowadays)\b(?!['’])/giu, to: (m) => (/^\p{Lu}/u.test(m[0]) ? 'Currently' : 'currently') },
  { pattern: /\bby\s+hand\b/giu, to: () => 'manually' },
  { pattern: /\b(?:ahead\s+of|prior\s+to)\b/giu, to: () => 'before' },
  // ("comes before the decorator lines" is "precedes them", "came after" is "followed")
  { pattern: /\b(come|comes|came|coming)\s+(before|after)\b/giu, to: (m) => orderVerb(m[1]!.toLowerCase(), m[2]!.toLowerCase() === 'before' ? 'precede' : 'follow') },
];

/** "precede" or "follow" in the tense of the claim's "come". */
function orderVerb(come: string, verb: 'precede' | 'follow'): string {
  const base = verb === 'precede' ? 'preced' : 'follow';
  return come === 'comes' ? `${verb}s` : come === 'came' ? `${base}ed` : come === 'coming' ? `${base}ing` : verb;
}

function modal(word: string, adverb: string | undefined, denied: boolean): string {
  const m = denied ? (word === 'can' ? 'cannot' : `${word} not`) : word;
  return adverb ? `${m} ${adverb}` : m;
}

/** The claim with every modal periphrasis read as its modal, or undefined when it has none. */
export function periphrasisReading(text: string): PeriphrasisReading | undefined {
  let out = text;
  const read: PeriphrasisReading['read'] = [];
  for (const { pattern, to } of PERIPHRASES) {
    out = out.replace(pattern, (...args) => {
      const groups = args.slice(0, -2) as unknown as RegExpExecArray;
      const from = groups[0]!;
      let replacement = to(groups);
      if (/^\p{Lu}/u.test(from)) replacement = replacement[0]!.toUpperCase() + replacement.slice(1);
      read.push({ from: from.replace(/\s+/g, ' ').toLowerCase(), to: replacement.toLowerCase() });
      return replacement;
    });
  }
  return read.length === 0 ? undefined : { text: out, read };
}

/**
 * "A overrides B" and "A takes (or has) precedence (or priority) over B" say the same of A and B, in either tense: the
 * claim with its one phrase read as the other, or undefined. Read only with an object after it ("overrides the
 * default"), not the noun ("per-file overrides"); the passive ("is overridden by") would swap the sides and is left.
 */
export function precedenceReading(text: string): PeriphrasisReading | undefined {
  const read: PeriphrasisReading['read'] = [];
  const out = text.replace(PRECEDENCE_PHRASE, (whole: string, verb: string | undefined, light: string | undefined, offset: number) => {
    const form = (verb ?? light)!.toLowerCase();
    if (verb !== undefined && NOUN_BEFORE.test(text.slice(Math.max(0, offset - 16), offset))) return whole;
    const replacement = verb !== undefined ? `${PRECEDENCE_FORMS.get(form)!} precedence over` : OVERRIDE_FORMS.get(form)!;
    read.push({ from: whole.replace(/\s+/g, ' ').toLowerCase(), to: replacement });
    return /^\p{Lu}/u.test(whole) ? replacement[0]!.toUpperCase() + replacement.slice(1) : replacement;
  });
  return read.length === 0 ? undefined : { text: out, read };
}
/** "overrides" (followed by its object) or "takes/has precedence/priority over". */
const PRECEDENCE_PHRASE = /\b(override|overrides|overrode|overriding)\b(?=\s+(?:the|a|an|any|all|its|their|this|that|these|those|each|every|other|[`*_"']|\p{Lu}))|\b(take|takes|took|taking|have|has|had|having)\s+(?:precedence|priority)\s+over\b/giu;
/** Words before "overrides" that make it a noun ("the overrides", "per-file overrides", "no override"). */
const NOUN_BEFORE = /(?:\b(?:the|a|an|any|no|these|those|its|their|of|with|for|per|and|or)|-\p{L}+)\s+$/iu;
const PRECEDENCE_FORMS: ReadonlyMap<string, string> = new Map([['override', 'take'], ['overrides', 'takes'], ['overrode', 'took'], ['overriding', 'taking']]);
const OVERRIDE_FORMS: ReadonlyMap<string, string> = new Map([
  ['take', 'override'], ['have', 'override'], ['takes', 'overrides'], ['has', 'overrides'], ['took', 'overrode'], ['had', 'overrode'],
  ['taking', 'overriding'], ['having', 'overriding'],
]);
