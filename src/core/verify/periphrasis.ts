// Modal periphrases read as the modal they spell out: "is able to" says what "can" says, "is going to" what "will"
// says, "in order to" what "to" says, "at present" what "currently" says. A claim is judged as written first; only
// when that leaves it open is it judged
// again with each periphrasis read as its modal, so a span that says "can" carries "is able to" (the other way round
// needs nothing: a span's extra words are no claim).

export interface PeriphrasisReading {
  text: string;
  /** Each phrase read, and (for a verb read in its other words) the words a span must have to carry that reading. */
  read: Array<{ from: string; to: string; said?: RegExp }>;
}

const ADVERB = String.raw`(?:(also|now|still|then|thus|therefore|often|usually|generally|typically|always|never|only|already|easily|even|really|\p{L}+ly)\s+)?`;

/** "hand back" and "give back" in any tense: the verb. */
const HAND_OR_GIVE = String.raw`(hand|hands|handed|handing|give|gives|gave|given|giving)`;
/** What a span must say to carry "hands back" read as "returns". */
const RETURN_SAID = /\breturn(?:s|ed|ing)?\b/i;

/**
 * The other way round: a claim's one verb, and the span's phrasal verb that says it ("returns" / "hands back", "provides"
 * / "gives you"). Not a switch or a leaving out, whose state and side the span's particle and its ellipses decide ("turned
 * on … and off on the client").
 */
export const SPAN_PHRASAL_CARRIERS: ReadonlyArray<{ claim: RegExp; span: RegExp }> = [
  { claim: /^return(?:s|ed|ing)?$/i, span: new RegExp(String.raw`\b${HAND_OR_GIVE}\s+(?:it\s+|them\s+)?back\b(?!\s+to\b)`, 'i') },
  { claim: /^provid(?:e|es|ed|ing)$/i, span: /\b(?:give|gives|gave|giving)\s+you\b/i },
];

/** "takes priority over", "has precedence over", in any tense: the verb and the noun. */
const TAKE_OR_HAVE_PRIORITY = /\b(take|takes|took|taking|have|has|had|having)\s+(precedence|priority)\s+over\b/iu;

/**
 * [pattern, the modal it stands for (with its denial when negated)]. Present tense only: "was able to" is a past ability,
 * which "could" (as often a possibility) does not say.
 */
const PERIPHRASES: ReadonlyArray<{ pattern: RegExp; to: (m: RegExpExecArray) => string; said?: RegExp | ((m: RegExpExecArray) => RegExp); asWritten?: boolean }> = [
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
  // phrasal verbs read as the one verb they mean, in the claim's tense: "does not come with a cache" is "does not have a
  // cache", "can be turned on" is "can be enabled", "are left out of the output" is "are omitted from the output"
  // ("turns on whether …" hangs on something: no switch)
  { pattern: /\b(come|comes|came|coming)\s+with\b/giu, to: (m) => inTense(m[1]!, HAVE), said: /\b(?:have|has|had|having)\b/i },
  { pattern: /\b(turn|turns|turned|turning)\s+(on|off)\b(?!\s+(?:whether|how|what|the\s+question)\b)/giu,
    to: (m) => inTense(m[1]!, m[2]!.toLowerCase() === 'on' ? ENABLE : DISABLE), said: /\b(?:en|dis)abl(?:e|es|ed|ing)\b/i },
  { pattern: /\b(leave|leaves|left|leaving)\s+out(\s+of)?\b/giu, to: (m) => `${inTense(m[1]!, OMIT)}${m[2] ? ' from' : ''}`, said: /\bomit(?:s|ted|ting)?\b/i },
  // ("gives you a scanner" is "provides a scanner": the reader as the one given to)
  { pattern: /\b(give|gives|gave|giving)\s+you\b(?!\s+(?:that|to|what|how|whether)\b)/giu, to: (m) => inTense(m[1]!, PROVIDE), said: /\b(?:provid|offer|suppl)\w*/i },
  // ("What character-entities provides is a lookup …" is "character-entities provides a lookup …": a pseudo-cleft says its
  // clause in another order)
  { pattern: /^What\s+((?:the\s+|this\s+|its\s+)?[^\s,;:]+(?:\s+[^\s,;:]+){0,3}?)\s+(\p{Ll}+(?:s|ed))\s+(?:is|was)\s+(?=\p{L})/u, to: (m) => `${m[1]!} ${m[2]!} `, said: /[\s\S]/, asWritten: true },
  // ("the README points you to readable-stream" is its "see readable-stream": a referral, in the README's words)
  { pattern: /\b(?:points?|pointed|sends?|sent|directs?|directed|refers?|referred|steers?|steered)\s+(?:you|readers|users|the\s+reader)\s+(?:over\s+|on\s+)?to\b/giu, to: () => 'see', said: /\b(?:see|refer\s+to|have\s+a\s+look\s+at|look\s+at|check\s+out)\b/i },
  // ("hands back the socket", "gives back the number" is "returns it")
  { pattern: new RegExp(String.raw`\b${HAND_OR_GIVE}\s+back\b(?!\s+(?:to|from|and|or|in|on|at|when|if)\b|\s*[.,;:!?)]|\s*$)`, 'giu'), to: (m) => inTense(m[1]!, RETURN), said: RETURN_SAID },
  { pattern: new RegExp(String.raw`\b${HAND_OR_GIVE}\s+(it|them)\s+back\b(?!\s+to\b)`, 'giu'), to: (m) => `${inTense(m[1]!, RETURN)} ${m[2]!}`, said: RETURN_SAID },
  // ("is meant to give" is "is intended to give"; "nobody has" is "no one has"; "also known as X" is "(aka X)"; "right after"
  // is "just after"; "fast enough" is "sufficiently fast")
  { pattern: /\b(am|is|are|was|were|be|been)\s+meant\s+to\b/giu, to: (m) => `${m[1]!.toLowerCase()} intended to`, said: /\bintended\s+to\b/i },
  // ("takes priority over" is "has priority over", in either tense)
  { pattern: new RegExp(TAKE_OR_HAVE_PRIORITY.source, 'giu'),
    to: (m) => `${TAKE_HAVE.get(m[1]!.toLowerCase())!} ${m[2]!.toLowerCase()} over`,
    said: (m) => (/^(?:take|takes|took|taking)$/i.test(m[1]!) ? /\b(?:have|has|had|having)\s+(?:precedence|priority)\s+over\b/i : /\b(?:take|takes|took|taking)\s+(?:precedence|priority)\s+over\b/i) },
  // (nobody and no one: the span must say the other)
  { pattern: /\b(?:nobody|no\s+one)\b(?!-)/giu, to: (m) => (/^nobody$/i.test(m[0]) ? 'no one' : 'nobody'), said: (m) => (/^nobody$/i.test(m[0]) ? /\bno[\s-]one\b/i : /\bnobody\b/i) },
  // ("adds nothing but the input elements" is "adds only the input elements")
  { pattern: /\bnothing\s+(?:but|except|other\s+than|besides)\b/giu, to: () => 'only', said: /\bonly\b/i },
  { pattern: /\b(?:also\s+)?known\s+as\b/giu, to: () => 'aka', said: /\baka\b|\ba\.k\.a\./i },
  { pattern: /\bright\s+(after|before)\b/giu, to: (m) => `just ${m[1]!.toLowerCase()}`, said: /\bjust\s+(?:after|before)\b/i },
  { pattern: /\b(?!(?:long|well|soon|far|much|often|good|bad)\b)(\p{L}{3,})\s+enough\b(?!\s+(?:to|of)\b)/giu, to: (m) => `sufficiently ${m[1]!}`, said: /\bsufficiently\b/i },
];

/** "take" and "have" for each other, form by form. */
const TAKE_HAVE: ReadonlyMap<string, string> = new Map([['take', 'have'], ['takes', 'has'], ['took', 'had'], ['taking', 'having'], ['have', 'take'], ['has', 'takes'], ['had', 'took'], ['having', 'taking']]);
/** A verb's forms by the tense of "come", "turn", "leave" or "give": base, third person, past, -ing. */
type Forms = readonly [string, string, string, string];
const HAVE: Forms = ['have', 'has', 'had', 'having'];
const ENABLE: Forms = ['enable', 'enables', 'enabled', 'enabling'];
const DISABLE: Forms = ['disable', 'disables', 'disabled', 'disabling'];
const OMIT: Forms = ['omit', 'omits', 'omitted', 'omitting'];
const PROVIDE: Forms = ['provide', 'provides', 'provided', 'providing'];
const RETURN: Forms = ['return', 'returns', 'returned', 'returning'];
function inTense(verb: string, forms: Forms): string {
  const v = verb.toLowerCase();
  return v.endsWith('ing') ? forms[3] : /^(?:came|gave|given|left)$|ed$/.test(v) ? forms[2] : v.endsWith('s') ? forms[1] : forms[0];
}

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
  for (const { pattern, to, said, asWritten } of PERIPHRASES) {
    out = out.replace(pattern, (...args) => {
      const groups = args.slice(0, -2) as unknown as RegExpExecArray;
      const from = groups[0]!;
      let replacement = to(groups);
      if (!asWritten && /^\p{Lu}/u.test(from)) replacement = replacement[0]!.toUpperCase() + replacement.slice(1);
      read.push({ from: from.replace(/\s+/g, ' ').toLowerCase(), to: replacement.toLowerCase(), ...(said ? { said: typeof said === 'function' ? said(groups) : said } : {}) });
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

/**
 * The claim with its "has priority over" written with the span's "takes" (or the other way round), so that the two sides of
 * the one relation are compared: "has" is no word the comparison of sides can turn on.
 */
export function precedenceVerbAsSpans(claim: string, span: string): string {
  const spanVerb = TAKE_OR_HAVE_PRIORITY.exec(span)?.[1]?.toLowerCase();
  if (spanVerb === undefined) return claim;
  const spanTakes = /^t/.test(spanVerb);
  return claim.replace(new RegExp(TAKE_OR_HAVE_PRIORITY.source, 'giu'), (whole: string, verb: string) =>
    (/^t/i.test(verb) === spanTakes ? whole : `${TAKE_HAVE.get(verb.toLowerCase())!}${whole.slice(verb.length)}`));
}
