// A name the span leaves out but its surroundings give: "It contains 1,897 questions" under the heading
// "CiteVQA" is about CiteVQA. Only names come from the context, never the predicate, a number or another word:
// a claim's entity is carried when the document title or a section heading above the span names it, and a
// plain word only when the claim opens with the whole (short) title or heading: the subject it is about.
import type { SpanContext } from '../model';
import { wordNet } from '../lexicon/index';
import { contentTerms, normalizeWord, stem, tokenize, type Token } from '../text';
import { alternatives, DOCUMENT_KINDS as DOCUMENT_KIND_LIST } from './thing-kinds';
import { carriesTerm, FINITE_AUXILIARY_WORDS, posTags, profileClaim, profilePassage, type PassageProfile, type Term } from './analysis';

/** Longest title or heading (in content words) a claim may name as its subject. */
const MAX_NAME_TERMS = 4;

export interface ContextCarried {
  term: Term;
  /** Where the name comes from, in a writer's words: "the document title", "the section heading 'Results'". */
  source: string;
  /** The name is the document's own, whole ("globby" in globby/readme.md): what every sentence of it is about. */
  subject?: boolean;
  /** The span's own words for the document's package, which stand where the claim names it ("this library"). */
  pointer?: string;
}

/**
 * The missing claim terms the span's context names. Nothing when the span itself names something the claim
 * does not: the surroundings of a sentence about someone else do not make it about the claim's subject.
 */
export function carriedByContext(
  missing: readonly Term[], claimTerms: readonly Term[], spanWords: string, context: SpanContext | undefined,
  acronyms: Map<string, string> | undefined, claimText?: string,
): ContextCarried[] {
  if (!context || missing.length === 0) return [];
  const names: Array<{ text: string; source: string; whole?: boolean; folder?: boolean; command?: boolean }> = [];
  // (an API page's title names its thing after a label of kind: "Class: ProxyAgent" is ProxyAgent's page)
  const title = context.title?.replace(API_TITLE_LABEL, '');
  if (title) names.push({ text: title, source: 'the document title', whole: !ROLE_NAME.test(title.trim()) });
  // (a manual page's title names its command with hyphens, "npm-ls", "git-commit": the command "npm ls")
  if (title && MANUAL_PAGE_TITLE.test(title.trim())) names.push({ text: title.trim().replace(/-/g, ' '), source: 'the document title', whole: true, command: true });
  if (context.folder) names.push({ text: context.folder, source: `the folder '${context.folder}' the README is in`, whole: true, folder: true });
  for (const h of context.headings) names.push({ text: h, source: `the section heading '${h}'` });
  if (context.signature) names.push({ text: context.signature, source: `the line of code '${context.signature}' above it` });
  if (names.length === 0) return [];
  const out: Array<ContextCarried & { plain?: boolean }> = [];
  for (const term of missing) {
    for (const name of names) {
      if (!nameCarries(name.text, term, acronyms)) continue;
      // (a plain word only as the claim's subject, or as the whole of the document's own name: "… that
      // normalize-package-data uses …" in normalize-package-data's README)
      const subject = name.whole === true && isWholeName(name.text, term, claimTerms, name.folder === true, name.command === true) &&
        (claimText === undefined || namedAsSubject(claimText, term, name.text));
      const plain = term.entity || opensWith(claimTerms, name.text);
      // (a README's "this library", "the package", wherever it stands, is the package its folder or title names: "included in
      // this library" says "included in mime-db")
      // (not under a heading about another thing, in reported speech, or beside another name)
      const inPlace = !plain && claimText !== undefined && name.whole === true ? pointerInPlace(spanWords, claimText, term) : undefined;
      const pointer = inPlace !== undefined && isWholeName(name.text, term, claimTerms, name.folder === true, name.command === true) && !REPORTED.test(spanWords) &&
        !headingsAboutAnother(context, new Set(claimTerms.flatMap((t) => [t.key, ...t.parts]))) &&
        !profileClaim(spanWords).terms.some((t) => (codeLike(t) || t.entity) && !claimTerms.some((c) => c.key === t.key)) ? inPlace : undefined;
      if (!plain && !subject && pointer === undefined) continue;
      out.push({ term, source: name.source, ...(subject ? { subject: true } : {}), ...(pointer !== undefined ? { pointer } : {}), plain: plain || pointer !== undefined });
      break;
    }
  }
  // the span's own names are read only when the context carries something (profiling the span's words is the
  // costly part, and most contexts carry nothing): the same answer as reading them first
  if (out.length === 0) return out;
  const claimKeys = new Set(claimTerms.flatMap((t) => [t.key, ...t.parts]));
  const spanTerms = profileClaim(spanWords).terms;
  // (a name the claim writes out, "command-line interface" or "command-line" for the span's "CLI", is no other name: its
  // words but the last, the head a modifier may stand for)
  const writtenOut = (t: Term) => {
    const long = acronyms?.get(t.key) ?? acronyms?.get(t.surface.toLowerCase());
    const words = long === undefined ? [] : profileClaim(long).terms;
    return words.length > 0 && words.slice(0, Math.max(1, words.length - 1)).every((w) => claimKeys.has(w.key));
  };
  const entityElsewhere = spanTerms.some((t) => t.entity && !claimKeys.has(t.key) && !writtenOut(t));
  if (!out.some((c) => c.subject)) return entityElsewhere ? [] : out.map(({ plain: _plain, ...c }) => c);
  // (a document's own name is the subject of a sentence whose own subject, the words before its verb, is the claim's too:
  // "It wraps fast-glob" or "This package is …" in globby's README are about globby; "fast-glob is faster", "Wink models
  // reduce …" are not said of it)
  // (the subject of the clause the verb is in: past a label or a sentence before it, "Important: The sync and async versions …")
  // ("It's a cache layer …": the contraction's verb ends the subject as "It is" does)
  const spanClauses = spanWords.replace(/\b(it|this|that)['’]s\b/gi, '$1 is');
  const spanEnd = subjectEnd(spanClauses);
  const beforeVerb = spanClauses.slice(0, spanEnd).replace(/[\s.!?:;]+$/, '');
  // (a call's parameters are no subject of their own: "`getBOMEncoding(uint8Array)`: sniffs …" is about getBOMEncoding)
  // ("This package is a utility that …": the README's word for its own package is the document, no other subject)
  // (an API reference's entry, "httpProxy `string` (optional) - When set, it will override …", is of the name it opens with)
  const entry = API_ENTRY.exec(spanWords);
  const ownSubject = entry ? profileClaim(entry[1]!).terms : profileClaim(beforeVerb.slice(Math.max(0, ...[...beforeVerb.matchAll(/[:;.!?](?:\s|$)/g)].map((m) => m.index! + 1))).replace(CALL_PARAMETERS, '$1')
    .replace(THIS_KIND_WHOLE, '')).terms;
  // (the span's subject words must be in the claim's subject, not only somewhere in it: "Widgets sent to the registry are
  // pulled into this library" does not make the package the one that sends them, "tilecart sends widgets to the registry")
  // (a tagline with no verb, "The bare-bones internationalization library used by yargs.", or a pointer's sentence, "Currently
  // this supports …", has no subject words to compare: the claim's words at large, as before)
  // (nor one whose first verb is a participle, "… library used by yargs", "… implementation focusing on …"; nor where the
  // claim's verb is "is": its complement is its subject, "y18n is the bare-bones library …")
  const spanVerb = /^[\p{L}'’-]+/u.exec(spanClauses.slice(spanEnd))?.[0];
  // (a tagline, "A tiny utility to check for deep equality", has no clause of its own either: its "check" is no verb of a subject)
  let verbless: boolean | undefined;
  const isVerbless = () => (verbless ??= verblessLine(spanWords));
  const fragment = spanVerb === undefined || /(?:ing|ed)$/i.test(spanVerb) || isVerbless();
  const subjectKeys = claimText === undefined || fragment || !ownSubject.some((t) => claimKeys.has(t.key)) || COPULAR_CLAIM.test(claimText)
    ? claimKeys : claimSubjectKeys(claimText, claimKeys);
  // (a tagline under the title names what the package is, all of it its subject: the claim may say part of it)
  const tagline = fragment && !entityElsewhere && context.headings.length === 0 && isVerbless();
  const anotherSubject = (!tagline && ownSubject.some((t) => !subjectKeys.has(t.key) && !t.parts.every((p) => subjectKeys.has(p)) && !writtenOut(t))) ||
    // (nor under a heading about something else, "Why not p-queue?", "Alternatives", "v1 (deprecated)", "Browser build")
    headingsAboutAnother(context, claimKeys) ||
    // (nor where its opening pronoun may stand for another thing the sentence before names: "The only dependency is
    // reusify. It recycles objects …")
    // (a pronoun that opens its section points back to nothing the section before it said: "## What is this?" / "This is
    // a tiny package …")
    // (an API entry's "it" is its name's: "httpProxy … - When set, it will override …")
    (!entry && !pronounIsTheDocument(spanWords, context.firstInSection === true ? undefined : context.before, claimKeys));
  const kept: ContextCarried[] = [];
  for (const { plain, subject, ...c } of out) {
    if (subject && !anotherSubject) kept.push({ ...c, subject: true });
    // (a name carried anyway, as a name or as the name the claim opens with, is carried as before: not as the subject)
    else if (plain && !entityElsewhere) kept.push(c);
  }
  return kept;
}

/** A call's parameter list right after its name ("getBOMEncoding(uint8Array)", "`wrap(fn, cb)`"): the name kept. */
const CALL_PARAMETERS = /([\p{L}\p{N}_$])\([^()]*\)/gu;
/** Whether a title or heading carries a claim term: asked again for every span of the same section, so remembered per term and acronym table. */
const carriedByName = new WeakMap<Term, WeakMap<object, Map<string, boolean>>>();
const NO_ACRONYMS = {};
function nameCarries(name: string, term: Term, acronyms: Map<string, string> | undefined): boolean {
  let byAcronyms = carriedByName.get(term);
  if (!byAcronyms) carriedByName.set(term, (byAcronyms = new WeakMap()));
  let byName = byAcronyms.get(acronyms ?? NO_ACRONYMS);
  if (!byName) byAcronyms.set(acronyms ?? NO_ACRONYMS, (byName = new Map()));
  let carried = byName.get(name);
  if (carried === undefined) byName.set(name, (carried = carriesTerm(profilePassage(name, acronyms), term, acronyms)));
  return carried;
}

/**
 * The document's own name is the claim term, whole: a name of one term that is no word of the dictionary's ("globby",
 * "hosted-git-info", "js-tokens"), not a word a title may merely contain ("Entities", "Performance").
 */
function isWholeName(name: string, term: Term, claimTerms: readonly Term[], folder: boolean, command = false): boolean {
  const terms = profileClaim(name).terms;
  // (a name written as code, "@azure/core-client", "@nodelib/fs.walk", "Punycode.js", or a command a manual page's title
  // names, "npm ls", is whole where the claim has each of its terms)
  if (terms.length > 1) {
    return terms.length <= 4 && (command || /[@./_-]/.test(name)) && terms.some((t) => t.key === term.key) &&
      terms.every((t) => claimTerms.some((c) => c.key === t.key));
  }
  // ("asynckit's" is the name too)
  if (terms.length !== 1 || (terms[0]!.key !== term.key && terms[0]!.key !== term.key.replace(/['’]s$/, ''))) return false;
  // (a README's folder names its project whatever the word: "escalade/readme.md")
  return folder || term.parts.length > 1 || !isDictionaryWord(term.surface);
}

/**
 * Headings of a section about something other than the document's own subject as it is now: another project ("Why not
 * X?", "Related", "Alternatives", "Comparison", "Credits"), another version or part of it ("v1", "Legacy", "Roadmap",
 * "Changelog", "Browser build", "CLI"), or what it is not.
 */
const OTHER_THAN_THE_DOCUMENT = /\b(?:removed|old|\d+\.(?:\d+|x)\b|why\s+not|related|alternatives?|comparisons?|compared|vs\.?|versus|credits?|acknowledg\w*|thanks|see\s+also|similar|prior\s+art|inspir\w*|roadmap|todo|future|planned|changelog|change\s+log|history|release\s+notes|migrat\w*|upgrad\w*|legacy|deprecated|v\d[\w.]*|version\s+\d|browsers?|cli|command[-\s]line|plugins?|ecosystem|users|sponsors?|backers?|benchmarks?|faq|examples?)\b/i;

/**
 * The keys of the claim's subject: its terms before its first verb (a first word the tagger reads as a verb, "express
 * provides …", is the subject's), or every key where no verb is found.
 */
function claimSubjectKeys(claimText: string, claimKeys: ReadonlySet<string>): ReadonlySet<string> {
  const verb = claimVerbAt(claimText);
  if (verb >= claimText.length) return claimKeys;
  const terms = profileClaim(claimText.slice(0, verb)).terms;
  return terms.length === 0 ? claimKeys : new Set(terms.flatMap((t) => [t.key, ...t.parts]));
}

/** Where a claim's verb starts: a claim states, so its first word is its subject even where the tagger reads a verb there ("express provides …"). */
function claimVerbAt(claimText: string): number {
  const verb = firstVerbAt(claimText);
  const first = /^[\s"'(*_`]*([^\s]+)/.exec(claimText);
  if (!first || claimText.indexOf(first[1]!) !== verb) return verb;
  const after = verb + first[1]!.length;
  return after + firstVerbAt(claimText.slice(after));
}

/** A claim whose verb is "is", "are", "was", "were" after its subject: its complement names what its subject is. */
const COPULAR_CLAIM = /^[^,;:]{1,80}?\s(?:is|are|was|were)\s/i;

/** Words that report what another source says: "The fast-widgets docs say that …", "according to …". */
const REPORTED = /\b(?:says?|said|claims?|claimed|according\s+to|reports?|reported|quoted?)\b/i;

/**
 * Whether a heading above the span is about something other than the document's own package: a section about another
 * project, version or part (OTHER_THAN_THE_DOCUMENT), or a code-like name that is not a member of the package's own API.
 */
function headingsAboutAnother(context: SpanContext, claimKeys: ReadonlySet<string>): boolean {
  const own = ownNamesOf(context);
  return context.headings.some((h) => {
    if (OTHER_THAN_THE_DOCUMENT.test(h)) return true;
    const member = memberOwner(h, own);
    if (member === 'other') return true;
    // (an own entry is read past its name and brackets: "`useEffect()` (React)" names another project after it)
    if (member === 'own') return profileClaim(afterEntry(h)).terms.some((t) => (codeLike(t) || /^\p{Lu}/u.test(t.surface)) && !claimKeys.has(t.key));
    // (in a heading in title case, "Adding Custom Media Types", capitals make no name: a word counts by its marks and the dictionary)
    const titleCase = /\s/.test(h.trim()) && h.split(/\s+/).every((w) => /^[^A-Za-z]*[A-Z]/.test(w) || /^(?:a|an|the|and|or|of|to|in|on|for|with|by|from|at|as|vs\.?)$/.test(w));
    // (a member's parameters are no other thing: "Class Method: Buffer.alloc(size[, fill[, encoding]])" is about Buffer.alloc)
    // (nor is a kind's label before a member, "Class Method: Buffer.alloc(…)", "Event: 'close'")
    // (nor the document's own name with a word of kind after it: "EnvHttpProxyAgentOptions", "new EnvHttpProxyAgent(…)")
    const ownCompound = (t: Term) => [...own].some((n) => n.length >= 4 && t.surface.toLowerCase().replace(/[^a-z0-9]/g, '').startsWith(n));
    return profileClaim(h.replace(HEADING_LABEL, '').replace(HEADING_PARAMETERS, '$1').replace(/^\s*[`'"]*new\s+/i, '')).terms.some((t) => (titleCase ? /[-_.\/@]/.test(t.surface) || !isDictionaryWord(t.surface) : codeLike(t)) &&
      !ownCompound(t) &&
      !claimKeys.has(t.key) && !(t.parts.length > 1 && t.parts.every((p) => claimKeys.has(p))) && !/^APIs?$/i.test(t.surface));
  });
}

/** A label of one to three words and a colon before a member's name in code: "Class Method: Buffer.alloc(size)". */
const HEADING_LABEL = /^\s*(?:\p{L}+\s+){0,2}\p{L}+:\s+(?=[`'"]?[\w$@.#]+(?:[.(#]|::|[`'"]))/u;
/** A heading's call brackets and what is in them: "alloc(size[, fill])" → "alloc". */
const HEADING_PARAMETERS = /([\w$])\((?:[^()]|\([^()]*\))*\)/g;

/** The document's own names, lower-cased and without marks: its folder, its title, and their camelCase ("markdownTable"). */
function ownNamesOf(context: SpanContext): Set<string> {
  const names = new Set<string>();
  for (const n of [context.folder, context.title?.replace(API_TITLE_LABEL, '')]) {
    if (!n) continue;
    const base = n.trim().split('/').pop()!.toLowerCase();
    names.add(base.replace(/[^a-z0-9]/g, ''));
  }
  return names;
}

/**
 * Whose member a heading written as an API entry names: "render(nodes)", ".pretest(text)", "`options.align`",
 * "markdownTable(table)", "RandExp.prototype.randInt" are the package's own ('own'); "lodash.merge(…)", "JSON.parse()",
 * "Node.js", "fast-widgets.render()" another's ('other'); undefined for a heading that is no such entry.
 */
function memberOwner(heading: string, own: ReadonlySet<string>): 'own' | 'other' | undefined {
  const entry = /^\s*[`'"]*([#.]?[A-Za-z_$@][\w$@/-]*(?:(?:\.|#|::)[A-Za-z_$][\w$]*)*)[`'"]*\s*(\()?/.exec(heading);
  if (!entry) return undefined;
  const name = entry[1]!;
  const parts = name.split(/\.|#|::/);
  // ("render(nodes)", "xmlMode", "read_file": the package's own function or option; "fast-widgets", "@scope/name": a package)
  if (parts.length === 1) return entry[2] !== undefined || (/^[#.]?[A-Za-z_$][\w$]*$/.test(name) && /[a-z][A-Z]|_/.test(name) && heading.trim().replace(/[`'"]/g, '') === name) ? 'own' : undefined;
  const qualifier = parts[0]!.replace(/[^A-Za-z0-9]/g, '').toLowerCase();
  // (".pretest(text)", "#render": a member of the package, said without it)
  if (qualifier === '') return 'own';
  // ("Node.js", "fast-widgets.js": a file or a platform, not a member)
  if (parts.length === 2 && /^(?:js|ts|mjs|cjs|json|md|py|rs|x|\d+)$/i.test(parts[1]!)) return 'other';
  return own.has(qualifier) || OWN_QUALIFIERS.has(qualifier) ? 'own' : 'other';
}
/** What a heading says after its entry's name and its bracketed parameters ("`useEffect()` (React)" → "(React)"). */
function afterEntry(heading: string): string {
  const name = /^\s*[`'"]*[#.]?[A-Za-z_$@][\w$@/.:#-]*[`'"]*\s*/.exec(heading);
  let i = name ? name[0].length : 0;
  if (heading[i] === '(') {
    let depth = 0;
    for (; i < heading.length; i++) {
      if (heading[i] === '(') depth++;
      else if (heading[i] === ')' && --depth === 0) { i++; break; }
    }
  }
  return heading.slice(i).replace(/^[`'"]+/, '');
}
/** Qualifiers of a member that stand for the package's own objects: "options.align", "opts.x", "instance.on()". */
const OWN_QUALIFIERS = new Set(['options', 'opts', 'option', 'config', 'settings', 'instance', 'this', 'self', 'prototype', 'client', 'result']);

/** Names of a role or a kind of folder, not of a project ("utils", "core", "docs"): no README or title named so names one. */
/** An API reference's entry: a name, its type, "(optional)", and a dash before what it does ("**uri** `string` (required) - …"). */
const API_ENTRY = /^[\s*+-]*[`*_]*([\p{L}$_][\p{L}\p{N}$_.]*)[`*_]*(?:\s+[`*_]*[^\s–—]+?[`*_]*){0,4}?(?:\s*\((?:optional|required)\))?\s+[-–—]\s+/u;
/** The label of kind an API reference page's title opens with ("Class: ", "Interface: "). */
const API_TITLE_LABEL = /^\s*(?:class|interface|module|function|type|enum|struct|trait|namespace|object|event|method)\s*:\s*/i;
export const ROLE_NAME = /^(?:docs?|src|lib|libs|tests?|examples?|packages|notes|sources?|corpus|\.github|utils?|core|common|shared|helpers?|misc|tools?|scripts?|config|assets|public|dist|build|internal|modules|components|plugins?|api|app|server|client|web|cli|bin|types|readme|overview|introduction|about|usage|documentation)$/i;

/** The kinds of thing a README is about, as a writer names it after "this" or "the" ("This package", "the module"). */
const DOCUMENT_KINDS = alternatives(DOCUMENT_KIND_LIST);
/** A manual page's title: a command and its subcommand joined by hyphens, lower case ("npm-ls", "git-commit"). */
export const MANUAL_PAGE_TITLE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+){1,2}$/;
/** One word of those kinds, for the one package ("package", "module"; not "plugins", which are others). */
const KIND_WORD = new RegExp(`^(?:${DOCUMENT_KINDS})$`, 'i');
/** "This package …", "The module …": a sentence that opens by pointing at the document's own subject. */
const THIS_KIND_OPENING = new RegExp(`^[\\s"'(*_]*(?:this|the)\\s+(?:${DOCUMENT_KINDS})\\s`, 'i');
/** A subject that is only "this package", "this library": the document's own package. */
const THIS_KIND_WHOLE = new RegExp(`^[\\s"'(*_]*this\\s+(?:${DOCUMENT_KINDS})[\\s*_]*$`, 'i');
/** "this library", "this package" anywhere in a sentence: the README's own package. */
const THIS_KIND_ANYWHERE = new RegExp(`\\bthis\\s+(?:${DOCUMENT_KINDS})\\b`, 'gi');
/**
 * The span's "this library" standing where the claim names the package: after the same word ("included in this library"
 * / "included in mime-db"), so that it plays the same part in both. The pointer, or undefined.
 */
function pointerInPlace(spanWords: string, claimText: string, term: Term): string | undefined {
  const wordBefore = (text: string, at: number) => /([\p{L}\p{N}'’-]+)[\s"'`*_(]*$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase();
  const claimBefore = wordBefore(claimText, term.start);
  if (claimBefore === undefined) return undefined;
  for (const m of spanWords.matchAll(THIS_KIND_ANYWHERE)) {
    if (m.index! > 0 && wordBefore(spanWords, m.index!) === claimBefore) return m[0];
  }
  return undefined;
}
/** The kind of thing after the document's name ("The escalade package"). */
const KIND_AFTER_NAME = new RegExp(`^[\`*_]*\\s+(?:${DOCUMENT_KINDS}|plugin)s?\\b`, 'i');

/** A word the dictionary has, in any part of speech ("queue", "escalade", "utils"; not "globby", "yallist"). */
function isDictionaryWord(word: string): boolean {
  const w = word.toLowerCase();
  return (['n', 'v', 'a', 'r'] as const).some((pos) => wordNet().morphy(w, pos).length > 0);
}

/** A term written as a name in code: with a hyphen, dot, slash, at sign or underscore, or a name the dictionary lacks. */
function codeLike(t: Term): boolean {
  return t.entity || /[-_.\/@]/.test(t.surface) || !isDictionaryWord(t.surface);
}

/** "The goal of this package is to …": a sentence about the document's package, which a following "It" stands for. */
const PURPOSE_OF_THIS_KIND = new RegExp(`^[\\s"'(*_]*(?:the\\s+)?(?:main\\s+|primary\\s+)?(?:goal|purpose|aim|intent|mission)\\s+of\\s+this\\s+(?:${DOCUMENT_KINDS})\\s+is\\s+to\\s`, 'i');
/** Words that open a sentence by pointing back ("It", "They", "This", "These"), not "This package" (the document's own). */
const POINTING_OPENING = /^[\s"'(*_]*(?:(?:but|and|so|also|thus|however|instead|now|then|still|yet)\s*,?\s+)?(?:it|its|they|their|this|these|that|those|he|she)\b(?!\s+(?:package|module|library|tool|utility|project|plugin|crate|repository|repo)s?\b)/i;

/**
 * Whether a span that opens by pointing back ("It recycles objects …") points at the document's own subject: it opens
 * otherwise, or nothing comes before it, or the sentence before it is about that subject (by its name, "This package",
 * or a pointer again) and names no other thing a pointer could stand for (no name, no code, no noun after its verb).
 */
function pronounIsTheDocument(spanText: string, before: string | undefined, claimKeys: ReadonlySet<string>): boolean {
  if (!POINTING_OPENING.test(spanText) || EXTRAPOSED_OPENING.test(spanText)) return true;
  const sentences = (before ?? '').split(/(?<=[.!?])\s+(?=["'(*_`]*\p{Lu})/u).map((x) => x.trim()).filter(Boolean);
  const last = sentences[sentences.length - 1];
  if (last === undefined) return true;
  const verb = subjectEnd(last);
  const subject = profileClaim(last.slice(0, verb)).terms;
  const aboutTheDocument = (subject.length > 0 && subject.every((t) => claimKeys.has(t.key))) ||
    THIS_KIND_OPENING.test(last) || /^[\s"'(*_]*(?:it|this)\b/i.test(last) || PURPOSE_OF_THIS_KIND.test(last);
  if (!aboutTheDocument) return false;
  // (what comes after its verb may be what the pointer stands for: "ships a TypeScript declaration file. It is generated …")
  const rest = last.slice(verb);
  const tags = posTags(rest);
  const nouns = tokenize(rest).filter((t, i) => t.kind === 'word' && i > 0 && tags.get(t.start) === 'n' && !claimKeys.has(t.stem));
  return !/^(?:is|are|was|were)\b/i.test(rest) ? nouns.length === 0 && !profileClaim(rest).terms.some((t) => t.entity && !claimKeys.has(t.key)) : true;
}

/**
 * The claim says the document's name as a subject, not as what an act reaches: no verb before it in its clause ("In
 * js-tokens, names are …", "…, normalize-package-data assumes http"; not "glob is faster than tiny-glob"); and a name
 * that is a dictionary word not after an article or quantifier, unless the kind of thing follows ("The escalade package";
 * not "A queue schedules …", "Most utils format …").
 */
function namedAsSubject(claimText: string, term: Term, name: string): boolean {
  const clauseStart = Math.max(0, ...[...claimText.slice(0, term.start).matchAll(/[,;:]\s/g)].map((m) => m.index! + 1));
  const clause = claimText.slice(clauseStart, term.start);
  // (the other side of a comparison, or what a verb right before it reaches: "… faster than tiny-glob", "uses tiny-glob";
  // not "activated in normalize-package-data", "results with asynckit's iterations")
  if (/\b(?:than|as|like|versus|vs\.?)\s+(?:(?:the|a|an)\s+)?[`*_]*$/i.test(clause)) return false;
  const tags = posTags(clause);
  const words = tokenize(clause).filter((t) => t.kind === 'word');
  let k = words.length - 1;
  if (k >= 0 && DETERMINERS.has(words[k]!.norm)) k--;
  if (k >= 0 && (tags.get(words[k]!.start) === 'v' || FINITE_AUXILIARIES.has(words[k]!.norm)) && !/ing$/.test(words[k]!.norm)) return false;
  // (a quantifier makes it a kind of thing, not the one the document names: "Most utils format …")
  if (/\b(?:most|some|all|many|each|every|any|few|several|other)\s+[`*_]*$/i.test(claimText.slice(Math.max(0, term.start - 10), term.start))) return false;
  if (/[-_.\/@]/.test(name) || !isDictionaryWord(name)) return true;
  return !/\b(?:a|an|the|these|those|such)\s+[`*_]*$/i.test(claimText.slice(Math.max(0, term.start - 8), term.start)) ||
    KIND_AFTER_NAME.test(claimText.slice(term.end));
}

/**
 * The claim opens with a short title or heading that relates nothing ("The Little Ice Age was …" under "Little
 * Ice Age"): its first content words are exactly the name's, so the name is the claim's subject.
 */
function opensWith(claimTerms: readonly Term[], name: string): boolean {
  const terms = contentTerms(name);
  if (terms.length === 0 || terms.length > MAX_NAME_TERMS || profileClaim(name).predicates.length > 0) return false;
  const first = [...claimTerms].sort((a, b) => a.start - b.start).slice(0, terms.length);
  const wanted = new Set(terms);
  return first.length === terms.length && first.every((t) => wanted.has(t.key) || t.parts.every((p) => wanted.has(p)));
}

export interface AntecedentCarried {
  term: Term;
  /** The span's words that point back ("this macro", "these functions", "the protocol"). */
  pointer: string;
}

/** A determiner that points back to something named before it ("the" only to a name: see carriedByAntecedent). */
const POINTING_DETERMINERS = new Set(['this', 'these', 'those', 'the']);
/** Words read before a name's head noun, in the sentences before the span, for its modifiers ("The `dbg!(x)` macro"). */
const MODIFIER_REACH = 4;
/** What may stand between a claim's name and its head noun: spaces and code or quote marks ("the `dbg!` macro"). */
const NAME_TO_HEAD = /^[`'"’!()*_]*\s+[`'"’*_]*([\p{L}][\p{L}-]*)/u;

/**
 * The missing claim words that the span's pointing phrase stands for: the claim writes "the dbg! macro" where the span
 * has "this macro", and the nearest "macro" in the sentences just before the span is "the `dbg!(x)` macro". Only the
 * nearest mention of the head noun counts, so a claim naming another macro ("the println! macro") is not carried, and
 * the claim must put the word right before the same head noun the span points with.
 */
export function carriedByAntecedent(missing: readonly Term[], claimText: string, passage: PassageProfile, before: string | undefined): AntecedentCarried[] {
  if (!before || missing.length === 0) return [];
  const { text: spanWords, tokens: span } = passage;
  // (pointers by "the" stand only for names: "the string" may be any string named before, "the protocol" the Tarn one)
  const pointers = new Map<string, { text: string; definite: boolean }>();
  for (let i = 0; i + 1 < span.length; i++) {
    if (!POINTING_DETERMINERS.has(span[i]!.norm)) continue;
    // the head right after the determiner, or after one word before it ("this same idea")
    // (not past a name of its own: "the Windows platform" names its platform, it points back to no other one)
    const named = span[i + 1] !== undefined && /^\p{Lu}/u.test(span[i + 1]!.text);
    for (const h of named ? [span[i + 1]] : [span[i + 1], span[i + 2]]) {
      if (h?.kind !== 'word' || h.stop) continue;
      const known = pointers.get(h.stem);
      if (!known || (known.definite && span[i]!.norm !== 'the')) pointers.set(h.stem, { text: spanWords.slice(span[i]!.start, h.end), definite: span[i]!.norm === 'the' });
      if (h === span[i + 2] || span[i + 1]!.kind !== 'word') break;
    }
  }
  if (pointers.size === 0) return [];
  let earlier: Token[] | undefined;
  const out: AntecedentCarried[] = [];
  for (const term of missing) {
    // (an act is no modifier of the noun after it: "In rejecting PEP 245" names no PEP as "rejecting")
    if (/ing$/i.test(term.surface) && !term.surface.includes('-')) continue;
    const head = NAME_TO_HEAD.exec(claimText.slice(term.end));
    if (!head) continue;
    const headStem = stem(normalizeWord(head[1]!));
    const pointer = pointers.get(headStem);
    if (pointer === undefined || (pointer.definite && !term.entity)) continue;
    earlier ??= tokenize(before);
    const modifiers = modifiersOfLast(earlier, headStem);
    if (modifiers && term.parts.every((p) => modifiers.has(p))) out.push({ term, pointer: pointer.text });
  }
  return out;
}

/**
 * The stems of the words that modify the last mention of a head noun: the words right before it, past marks and a
 * bracketed group ("The `dbg!(x)` macro" → dbg), up to a function word; undefined when the noun is not mentioned.
 */
function modifiersOfLast(tokens: readonly Token[], headStem: string): Set<string> | undefined {
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i]!.kind !== 'word' || tokens[i]!.stem !== headStem) continue;
    const stems = new Set<string>();
    let words = 0;
    let depth = 0;
    for (let j = i - 1; j >= 0 && words < MODIFIER_REACH; j--) {
      const t = tokens[j]!;
      if (t.text === ')' || t.text === ']') depth++;
      else if ((t.text === '(' || t.text === '[') && depth > 0) depth--;
      if (depth > 0 || t.kind === 'punct' || t.kind === 'symbol') {
        if (depth === 0 && /^[.;:,?]$/.test(t.text)) break;
        continue;
      }
      if (t.stop) break;
      words++;
      stems.add(t.stem);
      for (const part of t.norm.split('-')) if (part) stems.add(stem(part));
    }
    return stems;
  }
  return undefined;
}

/** A pronoun a span opens a clause with, standing for something named before ("But its implementation …", "It now funds …"). */
const OPENING_PRONOUN = /^(?:[\s"'(*_]*(?:but|and|so|also|thus|however|instead|now|then|still|yet|in\s+(?:this|that)\s+\w+)\s*,?\s+)?(it|its|they|their)\b/i;
/** Adjectives and participles that extrapose a subject after "It is": "It is possible to …", "It is typical for X to …". */
const EXTRAPOSING = '(?:typical|usual|normal|standard|traditional|possible|impossible|necessary|unnecessary|important|common|uncommon|customary|conventional|advisable|preferable|desirable|undesirable|desired|recommended|required|mandatory|essential|crucial|vital|unusual|rare|wise|unwise|sensible|reasonable|unreasonable|useful|helpful|easy|easier|hard|harder|difficult|simple|simpler|safe|safer|unsafe|tempting|natural|convenient|inconvenient|feasible|infeasible|acceptable|unacceptable|appropriate|inappropriate|legal|illegal|valid|invalid|trivial|straightforward|costly|expensive|cheap|cheaper|better|best|worse|harmless|harmful|confusing|surprising|tricky|beneficial|worthwhile)';
/** After the opening "it": "is (adverb) recommended that …", "is often desired to pass …", "would be wise to …". */
export const EXTRAPOSED_AFTER_IT = new RegExp(`^\\s+(?:is|was|(?:would|will|may|might|could|can|should)\\s+(?:(?:\\p{L}+ly|therefore|thus|also|then|still|often|always|usually|generally)\\s+){0,2}be|has\\s+been|had\\s+been)\\s+(?:not\\s+)?(?:(?:\\p{L}+ly|often|always|usually|also|still|sometimes|generally|very|more|most|less|even)\\s+){0,2}(?:${EXTRAPOSING}\\s+(?:that|for\\s+(?:\\S+\\s+){1,4}?to\\s|to\\s+(?!(?:the|a|an|this|that|these|those|its|their|all|most|some|any|each|every)\\b)\\p{Ll}+(?![\\p{L}-])(?!\\s+(?:from|with|in|on|at|by|for|into|to|of|about|after|before)\\b|\\s*[.,;:!?)]|\\s*$))|(?:clear|unclear|known|true|evident|obvious|apparent|said|believed|thought|expected|hoped|assumed|argued|noted|likely|unlikely|certain|understood|suggested|proposed|recommended|decided|agreed|felt|claimed|reported|considered)\\s+that\\b)`, 'iu');
/** After "it": "is not a requirement for X to …", "is a good idea to …", "was a mistake that …": a noun that extraposes. */
const EXTRAPOSED_NOUN = /\s+(?:is|was|would\s+be|will\s+be)\s+(?:not\s+)?(?:a|an|the|our|my|one)\s+(?:[\p{L}_*]+\s+){0,2}?(?:requirement|idea|mistake|necessity|convention|practice|rule|shame|pity|error|must|goal|aim|intent|intention|purpose|objective|priority|suggestion|recommendation|hope|plan|wish|expectation|job|task|responsibility|choice|decision|option|way|habit|custom|tradition|norm)\s+(?:(?:of|for|by)\s+[^.;:]{1,60}?\s+)?(?:to|that)\b/u;
/** After "it": a passive of saying or finding, "was observed that …", "is believed that …"; or "seems/appears that …". */
export const EXTRAPOSED_REPORT = /\s+(?:(?:is|was|has\s+been|had\s+been|can\s+be|could\s+be|may\s+be|might\s+be|will\s+be|would\s+be)\s+(?:not\s+)?(?:\p{L}+ly\s+)?\p{L}+(?:ed|en|wn)|seems|seemed|appears|appeared|turns\s+out|turned\s+out)\s+that\b/u;
/** "It is recommended to …" opening a sentence (an opening word or two before it allowed): no pointer, the act is its subject. */
const EXTRAPOSED_OPENING = new RegExp(`^(?:[\\s"'(*_]*(?:\\w+\\s*,?\\s+)?)it(?=\\s)(?:${EXTRAPOSED_AFTER_IT.source.slice(1)}|${EXTRAPOSED_NOUN.source}|${EXTRAPOSED_REPORT.source})`, 'iu');
/** "It is possible to …", "It should be noted that …", loosely (any "It is … to/that/when"): an "it" that stands for what
 * comes after, not for anything before — where a pronoun would carry a claim word, the reading that carries less. */
const EXTRAPOSED_IT = /^(?:[\s"'(*_]*(?:\w+\s*,?\s+)?)it\s+(?:is|was|will\s+be|would\s+be|may\s+be|might\s+be|can\s+be|could\s+be|should\s+be|seems|appears|has\s+been|makes\s+sense)\b[^.;:]*?\b(?:to|that|whether|if|how|when)\b/i;

/**
 * The missing claim words the span's opening pronoun stands for: "But its implementation will invoke …" right after "In
 * this scheme, the actual API of `libstd` will not change." is about libstd. The pronoun is read as the subject of the
 * sentence just before the span (the reading a reader makes first), and a claim word is carried only when that subject
 * names it and the claim says it in its own subject, before its verb, as the pronoun stands in the span's.
 */
export function carriedByPronoun(missing: readonly Term[], claimText: string, passage: PassageProfile, before: string | undefined): AntecedentCarried[] {
  if (!before || missing.length === 0) return [];
  const opening = OPENING_PRONOUN.exec(passage.text);
  if (!opening || EXTRAPOSED_IT.test(passage.text)) return [];
  const subject = previousSubject(before, /^(?:they|their)$/i.test(opening[1]!) ? 'plural' : 'singular');
  if (subject === undefined) return [];
  // (only where the span has every figure the claim has: a word read through a pronoun makes no span about the same thing
  // with another figure, "It is available as patch 1234" after "A sample implementation …" of another document)
  const figures = (text: string) => tokenize(text).filter((t) => t.kind === 'number').map((t) => t.norm);
  const spanFigures = new Set(figures(passage.text));
  if (figures(claimText).some((f) => !spanFigures.has(f))) return [];
  const claimVerb = firstVerbAt(claimText);
  const out: AntecedentCarried[] = [];
  for (const term of missing) {
    if (term.start >= claimVerb) continue;
    if (term.parts.every((p) => subject.stems.has(p))) out.push({ term, pointer: opening[1]! });
  }
  return out;
}

/**
 * Where a sentence's subject ends: at its first verb, unless that is its first word and no verb the dictionary knows
 * ("Quillet and Marrow share it": a name the tagger took for a verb), when the next verb ends it. An opening verb the
 * dictionary knows ("Returns a new object.") leaves the subject unsaid.
 */
export function subjectEnd(text: string): number {
  const at = firstVerbAt(text);
  const first = /^[\s"'(*_`]*([\p{L}][\p{L}'’-]*)/u.exec(text);
  if (!first || text.indexOf(first[1]!) !== at || wordNet().morphy(first[1]!.toLowerCase(), 'v').length > 0) return at;
  const rest = text.slice(at + first[1]!.length);
  return at + first[1]!.length + firstVerbAt(rest);
}

/** Where a text's first verb starts, or its length when it has none: the tagger's verb, unless a determiner comes just before
 * it ("The inspect module is …": a noun there), or an auxiliary or a copula the tagger leaves untagged ("Dynamic modules have
 * extensions …", "The module is large"), whichever comes first. */
function firstVerbAt(text: string): number {
  const tags = posTags(text);
  const words = tokenize(text).filter((t) => t.kind === 'word');
  // (not a word joined to the one before it, the end of a compound name: "plinthy-hooks runs …", "@quill/mock provides …")
  const verb = words.find((t, i) => !JOINED_TO_PREVIOUS.test(text.slice(Math.max(0, t.start - 2), t.start)) &&
    (FINITE_AUXILIARIES.has(t.norm) || (tags.get(t.start) === 'v' && !DETERMINERS.has(words[i - 1]?.norm ?? ''))));
  return verb ? verb.start : text.length;
}
const FINITE_AUXILIARIES = new Set([...FINITE_AUXILIARY_WORDS.split('|'), 'shall']);
const JOINED_TO_PREVIOUS = /[\p{L}\p{N}][-/]$/u;
const DETERMINERS = new Set(['the', 'a', 'an', 'this', 'that', 'these', 'those', 'its', 'their', 'each', 'every', 'any', 'no', 'some']);

/**
 * The subject of the last sentence of `before`: its words up to its first verb, past an opening phrase set off by a comma
 * ("In this scheme, the actual API of `libstd` will …" → "the actual API of libstd"). Undefined when that sentence opens
 * with a pronoun itself (a chain of pronouns is not followed) or has no verb.
 */
function previousSubject(before: string, number: 'singular' | 'plural'): { stems: Set<string> } | undefined {
  const sentences = before.split(/(?<=[.!?])\s+(?=["'(*_`]*\p{Lu})/u);
  let last = sentences[sentences.length - 1]!.trim();
  if (!last) return undefined;
  const comma = last.indexOf(',');
  if (comma > 0 && comma < 60 && /^(?:in|on|for|with|under|after|before|during|since|as|at|by|from|to)\b/i.test(last)) last = last.slice(comma + 1).trim();
  if (/^(?:it|its|they|their|this|these|he|she)\b/i.test(last)) return undefined;
  const verb = firstVerbAt(last);
  if (verb >= last.length) return undefined;
  const subjectWords = tokenize(last.slice(0, verb)).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
  // (the pronoun's number is the subject's: "They" is no singular "The tool", "It" no plural "The tools")
  const head = subjectWords[subjectWords.length - 1];
  if (!head || nounNumber(head.norm, /\band\b/i.test(last.slice(0, verb))) !== number) return undefined;
  // (nor where the rest of the sentence names another thing of that number the pronoun may stand for as well: "The runtime
  // has a garbage collector. It runs …", "The tool reads two files. They are merged …"; after "is" or "are" the
  // complement is the subject itself, "The linter is a Tarn plugin. It …")
  const rest = last.slice(verb);
  if (!/^(?:is|are|was|were)\b/i.test(rest)) {
    const tags = posTags(rest);
    const words = tokenize(rest).filter((t) => t.kind === 'word');
    if (words.some((t, i) => i > 0 && tags.get(t.start) === 'n' && nounNumber(t.norm, false) === number)) return undefined;
  }
  const stems = new Set(subjectWords.flatMap((t) => [t.stem, ...t.norm.split(/[-_]/).filter(Boolean).map((p) => stem(p))]));
  return stems.size > 0 ? { stems } : undefined;
}

/** A noun's number by its ending (or a subject of two joined by "and"): "modules" plural, "process", "status" and "analysis" singular. */
function nounNumber(word: string, joined: boolean): 'singular' | 'plural' {
  if (joined) return 'plural';
  return /[^su]s$/i.test(word) && !/(?:ss|us|is|ics)$/i.test(word) ? 'plural' : 'singular';
}

/**
 * The span's subject is a pointer ("It provides types for express", "This package contains definitions for express"),
 * and a word of the claim's subject ("express provides types") is in the span only after its verb, as what the act
 * reaches: the pointer does not make it the doer. The word, or undefined.
 */
export function subjectFilledFromObject(claimText: string, givenSpan: string, documentNames: ReadonlySet<string> = new Set()): string | undefined {
  // (the span's sentence that opens with the pointer: "Fast and small. It imports CSV files into SQLite databases.")
  // ("It is a plugin for pytest that provides …" names what "It" is, whose "that" clause is the plugin's, not an
  // extraposed "It is likely that …"; "It's" is "It is"; "Provides types for …" has its subject left out, as a README's
  // list of what the package does)
  const expanded = (text: string) => text.replace(/^([\s"'(*_]*it)['’]s\b/i, '$1 is');
  const opening = (text: string) => ((BARE_POINTER_OPENING.test(text) || THIS_KIND_OPENING.test(text)) &&
    !EXTRAPOSED_OPENING.test(text)) || SUBJECTLESS_OPENING.test(text);
  const spanText = opening(expanded(givenSpan)) ? expanded(givenSpan)
    : givenSpan.split(/(?<=[.!?])\s+(?=["'(*_`]*\p{Lu})/u).map(expanded).find((sentence, k) => k > 0 && opening(sentence)) ?? '';
  if (spanText === '') return undefined;
  // (a verb the tagger reads as a noun, "SQLite imports CSV files", "It streams events": the word after the subject's
  // one name, or after the pointer)
  const taggedVerb = claimVerbAt(claimText);
  const bareVerb = /^[\s"'(*_`]*[^\s]+\s+(\p{Ll}+s)\s+\S/u.exec(claimText);
  // (a passive verb in the first clause is the verb, whatever the tagger makes of the words before it: "Session middleware
  // for Express applications is provided by …")
  const passiveAt = PASSIVE_IN_FIRST_CLAUSE.exec(claimText);
  const claimVerb = passiveAt ? passiveAt[1]!.length
    : taggedVerb < claimText.length ? taggedVerb : bareVerb ? bareVerb[0].lastIndexOf(bareVerb[1]!) : claimText.length;
  if (claimVerb >= claimText.length) return undefined;
  const pointed = /^[\s"'(*_]*(?:it|they)\s+/i.exec(spanText) ?? (SUBJECTLESS_OPENING.exec(spanText) ? /^[\s"'(*_]*/.exec(spanText) : null);
  const spanVerb = Math.min(firstVerbAt(spanText), pointed ? pointed[0].length : spanText.length);
  // (the verb's object right after it, when the verb is not "is": "It provides React specific linting rules" does not make
  // React the provider)
  const verbWord = /^[\p{L}-]+/u.exec(spanText.slice(spanVerb))?.[0] ?? '';
  const objectStart = COPULAS.has(verbWord.toLowerCase()) || LETTING_VERBS.has(verbWord.toLowerCase()) ? -1
    : spanVerb + verbWord.length + (/^\s+(?:(?:the|a|an|its|their)\s+)?[`*_]*/i.exec(spanText.slice(spanVerb + verbWord.length))?.[0].length ?? 0);
  const spanTerms = profileClaim(spanText).terms;
  // (only a name, said in the span after a preposition that makes it what the act is for or about: "types for the express
  // web framework"; not "by Guido", a passive's doer, nor a common noun the pointer may stand for)
  // (the subject of the verb's own clause, asides left out: not "Based on data about PyPI, it could …", "The process (as of
  // November 2021) could …")
  const subjectText = claimText.slice(0, claimVerb).replace(/\([^()]*\)/g, (m) => ' '.repeat(m.length));
  const clauseStart = Math.max(0, ...[...subjectText.matchAll(/[,;:]/g)].map((m) => m.index! + 1));
  // (a name or a common word: "express provides …" of "It provides types for the express web framework" makes the
  // framework the doer as much as "@types/express provides …" would)
  // (a passive claim's subject is what the act reaches, "Types for express are provided by @types/express": only a
  // code-like name there is read as the doer the claim gives it)
  const passive = passiveAt !== null;
  // (a passive claim's doer is its "by" phrase: "Session middleware is provided by Express applications")
  const by = passive ? /\bby\s+/.exec(claimText.slice(claimVerb).split(/[,;:!?]|\.(?:\s|$)/)[0]!) : null;
  // (the doer's words only, up to a clause of their own: "by the module because it would be …")
  const doerText = by ? claimText.slice(claimVerb + by.index + by[0].length).split(/[,;:!?]|\.(?:\s|$)|\s(?:because|since|so|which|that|who|when|while|if|although|though|unless|until|after|before|as|and|or|but|to|in|on|at|with|for|from)\s/)[0]! : '';
  // (a whole name only: not "express" of "by types-express")
  const wholeNames = (text: string) => profileClaim(text).terms.filter((t) => !/^(?:the|a|an)$/i.test(t.surface) && standsAlone(text, t));
  const subjectTerms = profileClaim(subjectText).terms.filter((t) => t.start >= clauseStart);
  const doerTerms = wholeNames(doerText);
  // (the document's own name as the whole doer is what "It" most likely stands for: "It is a build tool … for Vite and
  // Rollup" in vite/README.md; not "Prettier plugins")
  // ("The pluralize package": the kind of thing after the name is no other doer)
  const theDocument = (terms: readonly Term[]) => {
    const named = terms.filter((t) => !KIND_WORD.test(t.surface));
    return named.length > 0 && named.every((t) => documentNames.has(t.surface.toLowerCase()));
  };
  const candidates = [
    // (nor a name the claim too says after a preposition, "Session middleware for Express applications is provided by …")
    ...(theDocument(subjectTerms) ? [] : subjectTerms.filter((t) => (!passive || codeLike(t)) && !AFTER_PREPOSITION.test(claimText.slice(Math.max(0, t.start - 40), t.start)))),
    ...(theDocument(doerTerms) ? [] : doerTerms),
  ];
  const claimVerbWord = /^[\p{L}-]+/u.exec(claimText.slice(claimVerb))?.[0] ?? '';
  const sameVerb = verbWord !== '' && stem(claimVerbWord.toLowerCase()) === stem(verbWord.toLowerCase());
  for (const t of candidates) {
    // (an act as the subject, "Raising errors can …", is what an extraposed "It can become necessary to raise …" names)
    if (/ing$/i.test(t.surface) && !codeLike(t)) continue;
    // (as a term of its own or the first word of one, "into SQLite databases")
    const uses = spanTerms.filter((u) => u.key === t.key || (t.parts.length === 1 && u.parts[0] === t.key && u.surface.toLowerCase().startsWith(t.surface.toLowerCase())));
    // (past an adjective or an earlier conjunct: "for the popular express framework", "for Express and Koa")
    // (right after the verb, as the claim's subject of the same verb, "It provides React specific …", "It wraps memo-lite for
    // React components": standing alone, not "types" of "types-react"; not "A promise resolves …" of "It returns a promise
    // that resolves …")
    const standaloneName = !passive && sameVerb && standsAlone(claimText, t);
    if (uses.length > 0 && uses.every((u) => u.start >= spanVerb && ((standaloneName && u.start === objectStart && u.key === t.key) ||
      AFTER_PREPOSITION.test(spanText.slice(Math.max(0, u.start - 40), u.start))))) return t.surface;
  }
  return undefined;
}
/** A sentence whose subject is left out, as a README lists what its package does: "Provides types for …". */
const SUBJECTLESS_OPENING = /^[\s"'(*_]*(?:Provides|Adds|Offers|Exposes|Implements|Supports|Contains|Includes|Wraps|Exports|Generates|Parses|Converts|Lets|Allows|Enables|Handles|Reads|Writes|Creates|Returns|Runs|Makes)\s/;
/** Verbs whose object does the act after it: "It lets Orbix users publish …" makes the users the publishers. */
const LETTING_VERBS = new Set(['lets', 'let', 'allows', 'enables', 'helps', 'makes', 'causes', 'permits', 'forces', 'gets', 'has', 'tells', 'asks']);
/** Verbs whose complement names the subject itself, not what the act reaches. */
const COPULAS = new Set(['is', 'are', 'was', 'were', 'be', 'becomes', 'remains', 'stays', 'seems', 'looks']);
/** A term written as a word of its own, not a piece of a longer name ("types" of "types-react", "express" of "@types/express"). */
function standsAlone(text: string, t: Term): boolean {
  return !/[-/@.]$/.test(text.slice(0, t.start)) && !/^[-/@.]\w/.test(text.slice(t.end));
}
/** A text that ends in a preposition that makes what follows what an act is for or about ("for the popular", "for Express and"). */
const AFTER_PREPOSITION = /\b(?:for|of|to|with|from|into|about|on|in|through|via|over|across|within|inside|against)\s+(?:(?:the|a|an|its|their)\s+)?(?:[\p{L}-]+\s+(?:and|or)\s+|(?:popular|official|standard|default|native|underlying|existing)\s+)?[`*_]*$/iu;
/** A passive in a claim's first clause, what stands before its auxiliary as the group: "… is provided by …", "… are converted into …". */
const PASSIVE_IN_FIRST_CLAUSE = /^([^,;:]*?\s)(?:is|are|was|were|(?:can|may|must|will|should)\s+be)\s+(?:\w+ly\s+)?\w+(?:ed|en|wn)\b/i;
/** "It provides …", "They run …": a bare pointer as the sentence's subject. */
const BARE_POINTER_OPENING = /^[\s"'(*_]*(?:it|they)\s+(?!(?:is|was|would|will|may|might|can|could|should|seems|appears)\s+\w+\s+(?:to|that)\b)/i;

/**
 * A line with no verb that makes a clause ("Scanner and parser for JSON with comments.", "A tiny utility to check for deep
 * equality", "Glob matching for javascript"): every word the tagger reads as a verb stands after "to", ends in -ing, or is a
 * participle after the first word; no auxiliary or denial.
 */
export function verblessLine(text: string): boolean {
  const words = tokenize(text).filter((t) => t.kind === 'word');
  if (words.length < 2) return false;
  const tags = posTags(text);
  // (no pronoun: a tagline names, "Python checks them at run time" states)
  if (words.some((t) => PERSONAL_PRONOUNS.has(t.norm))) return false;
  return words.every((t, i) => !TAGLINE_AUXILIARIES.test(t.norm) &&
    (tags.get(t.start) !== 'v' || words[i - 1]?.norm === 'to' || /ing$/.test(t.norm) || (i > 0 && /(?:ed|en)$/.test(t.norm)) ||
      // (a noun the tagger reads as a verb inside a compound, "ANSI escape codes": a base form after a word that is no
      // plural, which a verb in the present would follow, "Browsers render …")
      (i > 0 && !/s$/.test(words[i - 1]!.norm) && !/s$/.test(t.norm) && wordNet().has(t.norm, 'n'))));
}
const PERSONAL_PRONOUNS = new Set(['i', 'you', 'we', 'they', 'it', 'he', 'she', 'him', 'her', 'us', 'them', 'who', 'which']);
const TAGLINE_AUXILIARIES = new RegExp(`^(?:${FINITE_AUXILIARY_WORDS}|shall|be|been|being|not|no|never|cannot)$`);
