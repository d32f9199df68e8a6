// The attribution verifier: deterministic, explainable rules deciding whether verbatim spans carry a claim.
// Every rule leaves a machine flag and a sentence a writer can act on.
import type { Claim, EvidenceSpan, Quality, Verdict, VerdictLabel } from '../model';
import { projectOfPage, readmeFolder } from '../extract/index';
import { STOPWORDS, sameQuantity, splitSentences, withCommonAcronyms, type Quantity } from '../text/index';
import { CARDINAL_WORDS, longIntegersDiffer, MULTI_DOT, ORDINAL_WORDS, POST_BOUND_WORDS, powersAsValues, quantityIndex, rangeOf, unitOf, type QuantityIndex } from '../text/quantities';
import type { Token } from '../text/tokenize';
import { IMPLICIT_NEGATIVES, NEGATIONS, SYNTHESIS_JOINS } from '../text/lexicon';
import {
  VAGUE_SUBJECTS, WEIGHT, tokenize, termsWithin, lexicalCarrier, antonymConflicts, carriedByLexicon, carriesTerm, droppedHedge, explainCarrier, findPhrases, negationHits, findScalarQuantifiers,
  crossedDenials, deniedWordClash, denyingFrames, deonticMismatch, findStrongPredicates, singlePhrase, findWeakRelations, isQuantifierGroup, mayNameEntity, modalBefore, negationTargets, passageNegates, profileClaim, substitutedWord, proFormSaid, oppositeInPlace, contrastSaid, notSpelledOut,
  mayReadAsVerb, deniedAgain, profilePassage, posTags, quantityContext, readsAsPredicate, readsAsVerb, spanActs, relationReversed, rolesSwapped, contentStems, AGENT_AFTER, statesUncertainty, stem, termPos, unitClashes, type ClaimProfile, type PassageProfile, type StrongPredicate, type Term,
  type Hedge, type PhraseHit, type WeakRelation, FINITE_AUXILIARY_WORDS, OTHER_CASE,
  OPENING_RESTRICTORS, PHRASE_BEFORE_PRONOUN, MODAL_KEEPS, conditionUnstated, ASKED_BEFORE, firstDeniedWords, denialReaches, clauseReach, sameDirectionIn, splitCompound, IRREGULAR_FORMS, conditionComma, isFrameWord,
} from './analysis';
import { contrastSidesSwapped, orderSidesSwapped } from './contrast-swap';
import { comparativeOfOtherSide, coordinationHeadSplit, anchorMoved, alternativeDropped, eitherAlternativeDropped, coordinationSplit, ofOwnerChanged, argumentMisplaced, argumentCrossed, argumentsReversed, fromToChanged, cliFlagUnwritten, onlyScopeMoved, compoundModifiersTraded, codeRearranged, attributesTraded, exceptionDenied, particleOpposite, comparisonUnstated, namesSwapped, selectorDropped, objectsTraded, otherwiseResultClaimed, otherwiseCaseClaimed, versionOwnerChanged, sinceVersionUnstated, figureOfAnotherAct, sigilChanged, timeRelationDropped, codeOnlyDenied, onlyAnExample, codeDiffers, literalDiffers, crossedPairs, documentOnlyAsSource, restrictionWaived, sameForDifferent, chosenInstead, alternativeSetAside, clausesReversed, specificForUniversal, identifierDiffers, instructionAsDone, listItemOutside, necessityDenied, dutyUnstated, oneOfSeveral, onlyOneOfList, restrictionDropped, subjectOnlyAsCircumstance, pointSideReversed, eventOrderReversed, placeDeniedByEllipsis, respectivelyMispaired, respectiveItemsMispaired, formerLatterMisread, withOrWithout, wordsSwapped, commonPredicateMissing, labelDropped, modifierElsewhere, onlyAsEffect, onlyAsked, onlyInCondition, otherExcepted, participleDropped, postModifierDropped, prepositionPairsSwapped, figureWordsOfAnother, versionOfAnother, figureListDiffers, comparisonTurned, pairItemUnstated, restrictorWidened, subjectModifierDropped, type MisplacedArgument, caseDiffers } from './arguments';
import { alternatives, DOCUMENT_KINDS, kindsAfterCode, MEMBER_KINDS } from './thing-kinds';
import { causeAdded, deniedPairAffirmed, insteadTraded, joinTurned, nameCutShort, piecesTraded, preferenceTraded, verbSidesTraded, deniedSeemingAsserted, expressionChanged, insteadActsTraded, codeNameSwapped, relativeRolesTraded } from './near-copy';
import { carriedByAntecedent, carriedByContext, carriedByPronoun, MANUAL_PAGE_TITLE, EXTRAPOSED_AFTER_IT, EXTRAPOSED_REPORT, subjectEnd, subjectFilledFromObject, verblessLine } from './context';
import { memoByText, SPAN_TEXTS, TextMemo } from './memo';
import { escapeRegExp } from '../util/regex';
import { bareOf, compoundOpposites, prefixOpposites, withoutPrefixedBare } from './prefix-opposites';
import { bothUnstated, bothOfThingsUnstated, countWordForFigure, onlyOneGivenOthers, superlativeUnstated, comparisonDropped, universalOverNarrowed, universalOverRestricted } from './quantity-words';
import { examplesMispaired, relationNounReversed, ampersandNameMissing, wordInOthersPlace, wordsTradedInPlace, preferenceSidesTraded, butNotTraded, qualifiedItemsTraded, singleAgainstEach, oneWaySidesTraded, clausePhrasesTraded, coordinatedModifierAdded, inOrOutOf, letterNamesSwapped, prefixedInPlace, participleObjectDiffers, participleRolesTraded, symbolSubstituted, symbolReplaced, coordinatorSwapped, conditionPartDropped, symbolsTraded, comparisonSidesTraded, conjunctionAsChoice, listItemAdded, rangeEndsTraded, eventOrderTraded, dutyAlternativeDropped, figuresTradedInPlace, partsTraded, favourSidesTraded, comparisonConverse, comparisonStandardOtherSide, comparisonStandardSide, coordinatedItemDenied, caseClausesTraded, changeEndsTraded, codePointsTraded, concessionTraded, exceptionAgainstConcession, slotFillersTraded, objectAndSecondArgumentTraded, reflexiveUnsaid, namesTradedAtNoun, listPairsTraded, singleItemTraded, figureGivenOtherWord, subjectModifierTraded, qualifierAndObjectTraded, recipientTraded, possessorElsewhere } from './traded';
import { cannotWithout, DEFERRED_UNTIL, mustOrElse, weakDenialOf } from './weak-denial';
import { opposedAlike, stanceUnmatched } from './stance';
import { quotedRange, quotesClaim, quoteWords, type QuotedRange } from './quote';
import { periphrasisReading, precedenceReading, precedenceVerbAsSpans, SPAN_PHRASAL_CARRIERS } from './periphrasis';
import { supersededPast } from './superseded';
import { denyingHeading, rejectedIdea } from './rejected';
import { kindOfCarriedName } from './classifier';
import { headingOfAnotherSubject, pathNumber } from './heading-subject';
import { authorsAsFirstPerson, claimClauseEnd, maintainersAsFirstPerson, otherDocumentForThis, isHeadline, namedAsThisDocument, kindsOfPath, NOT_OWN_SECTION, opensWithSourceName, ownJudgementSaid, ownReasoningHeading, theKindIsAnother } from './self-reference';
import { attributionOf, isAttributedDocument, kindOnly } from './attribution';
import { crossedClauseSubject, deniedForClaimSubject, eventPronounSubject, otherSentenceSubject, otherAgent, otherClauseSubject, otherPassiveAgent, otherSubjectOfFramedAct, otherSpanSubject, wordOfAnotherClause } from './clause-subject';
import { carriedSpread, maxSpread, spentSynonyms, underCarriedRepeats } from './placement';
import { calibratedAccept, type CalibrationModel, type Signals } from './calibration';
import { wordNet, wordNetGeneration } from '../lexicon/index';
import { datesIn, sameDay, type CalendarDate } from '../text/dates';
import { antonymsOf, carriersOf, gradedForms, sharesSense } from '../lexicon/relations';
import { otherInstanceDropped, modifierDropped, unassertedAsFact, exclusionForInclusion, codeScopeDropped, denialLimitDropped, denialMoved, headNounDropped, prepositionOpposed, purposeAsFact, reversalDropped, subjectLimitDropped, trailingLimitDropped } from './scope-limits';
import { conjoinedSubjects, contrastAlike, contrastChoiceTraded, contrastSidesTraded, setAsideMarker, deniedAlternativeAsserted, unlikeSidesTraded, contrastSubjectsSwapped, joinsTheSameTwo, passedOverNotSetAside, sidesJoined } from './contrast-sides';

export interface VerifyInput {
  claim: Claim;
  candidates: EvidenceSpan[]; // ranked spans from one or several sources (may be empty)
  acronyms?: Map<string, string>; // merged acronym definitions of the sources involved
  thresholds: { acceptScore: number; partialScore: number }; // defaults 0.75 / 0.4
  scope: { exhausted: boolean; filesSearched: number; outOfScopeOnly?: boolean };
  calibration?: CalibrationModel; // the fitted accept model (default: calibration.json)
  /** Symbols the claim names as code (`?`, `:=`), when claim.text is its plain text without the backticks. */
  symbols?: readonly string[];
  /**
   * The claim's code spans as written ("(hi+lo)/2", "fn(&Info) -> !"), when claim.text is its plain text without the
   * backticks: put back in their marks before the claim is read, so that code is read as code (it must match as written).
   */
  code?: readonly string[];
}

export interface VerifyPart {
  text: string;
  evidence: EvidenceSpan | null;
  label: VerdictLabel;
}

export interface VerifyOutput {
  verdict: Verdict;
  evidence: EvidenceSpan[]; // the span(s) the verdict rests on
  parts?: VerifyPart[];
}

export const DEFAULT_THRESHOLDS = { acceptScore: 0.75, partialScore: 0.4 } as const;

/** Weighted content coverage (terms and numbers) a span needs to carry a claim; only framing words, up to this weight, may be missing. */
const CARRY_COVERAGE = 0.8;
const MAX_MISSING_FRAME_WEIGHT = 2 * WEIGHT.frame;
/** Evidence is exact (strong) when it misses at most one framing word. */
const EXACT_MISSING_FRAME_WEIGHT = WEIGHT.frame;
/** Support score kept by a span whose subject only its title or headings name. */
const CONTEXT_DISCOUNT = 0.98;
/** What a README's subject is, named after it ("the globby package"). */
const SUBJECT_KINDS = /^(?:package|module|library|tool|utility|project|plugin|crate|command|CLI|implementation|extension|parser|helper)s?$/i;
/** A section heading that gives someone else's words than the document's authors' ("… by the BDFL", "Guido's comments"). */
const OTHER_SPEAKER_HEADING = /\b(?:BDFL|Guido|steering\s+council|comments?|responses?|reply|replies|pronouncements?|feedback|e-?mails?|mailing\s+list|quotes?|quoted|interview|(?:by|from)\s+(?:the\s+)?(?:\p{Lu}\p{L}+|BDFL|SC))\b/u;
/** The kinds of member of a package's API a writer names after the member ("the `render` function", "the `xmlMode` option"). */
const API_KINDS = /^(?:function|method|option|property|event|argument|parameter|field|setting|flag|hook|callback|constructor)s?$/i;
/** The kinds of member that are called: a heading with a call's brackets shows one. */
const CALL_KINDS = /^(?:function|method|constructor)s?$/i;
/** Below this a span carries too little of the claim to be even partial evidence. */
const PARTIAL_COVERAGE = 0.7;
const IMPLICIT_NEGATIVE_STEMS = new Set(IMPLICIT_NEGATIVES.map((w) => stem(w)));
/**
 * One side has a word that denies by its meaning ("stopped selling", "lacks") that the other does not: a "not" on the
 * other side may say the same ("does not sell"). A word both sides have ("rejected") is what both speak of.
 */
function deniesByMeaningAlone(claimText: string, spanText: string): boolean {
  const denying = (text: string) => new Set(tokenize(text).filter((t) => t.kind === 'word' && IMPLICIT_NEGATIVE_STEMS.has(t.stem)).map((t) => t.stem));
  const mine = denying(claimText);
  const theirs = denying(spanText);
  return [...mine].some((w) => !theirs.has(w)) || [...theirs].some((w) => !mine.has(w));
}
/** Verbs that deny by their meaning, as a denial of what follows them ("lacks a loader" as "has no loader"). */
const DENYING_VERB_STEMS = new Set(['lack', 'absent', 'fail', 'stop', 'cease', 'prevent', 'avoid', 'refuse', 'omit', 'exclude', 'forbid', 'prohibit',
  'disallow', 'disable', 'drop', 'remove', 'discontinue', 'abandon', 'withdraw', 'revoke', 'ban', 'miss', 'skip', 'eliminate',
  // (and a preposition that sets what follows apart: "outside the scope" / "not within the scope")
  'outside'].map((w) => stem(w)));
/** Forms of verbs that deny by their meaning whose bare form is also a noun ("is blocked on", not "a code block"). */
const DENYING_VERB_FORMS = new Set(['blocked', 'hindered', 'precluded', 'forbidden', 'forbade']);
/** A word that denies by its meaning ("lacks", "prevented", "is blocked on"). */
const deniesByMeaning = (t: { stem: string; norm: string }): boolean => DENYING_VERB_STEMS.has(t.stem) || DENYING_VERB_FORMS.has(t.norm);
/** The first word of a text that denies by its meaning, or undefined. */
const meaningDenial = (text: string): string | undefined =>
  tokenize(text).find((t) => t.kind === 'word' && deniesByMeaning(t))?.text;
/**
 * What may answer a denial said on the other side, without being one in words: a verb that denies by its meaning
 * ("removes the need for X" / "no X is needed", "leaving out X" / "specifying neither X"), an exception ("except
 * RECORD" / "but not RECORD"), a choice of one thing over another ("instead of", "rather than", "prefers A over B"), a zero ("a 0% chance"
 * / "no chance"), "nothing is ambiguous" / "there is no ambiguity", a comparison with every other ("more efficiently
 * than any other API" / "no other API … as efficiently") and no change ("will continue to behave" / "none changes how
 * … behave").
 */
const DENIAL_PARTNERS = /\b(?:except(?:\s+for)?|apart\s+from|other\s+than|instead\s+of|rather\s+than|than\s+any\s+other|continu(?:e|es|ed)\s+to|zero|nothing|(?:leave|leaves|leaving|left)\s+out|(?:rule|rules|ruled|ruling)\s+out)\b|(?<![\d.])0\s?%|\bover\b(?<=\b(?:prefer|prefers|preferred|preferring|favou?rs?|favou?red|favou?ring|choose|chooses|chose|chosen|choosing)\b[^.;:!?]{1,60}?over)/gi;
/** Words that set some things apart from the rest ("systems other than POSIX", "outside of the stdlib types"). */
const EXCLUSION = /\b(?:other\s+than|outside(?:\s+of)?|except|besides|apart\s+from|aside\s+from|beyond)\b/i;
/** The most "only"s of one text that may answer the other's denial with an exception. */
const MAX_ONLY_PARTNERS = 4;
/**
 * What one text sets apart ("systems other than POSIX systems", "beyond skipping them"): the content stems after its
 * exclusion word, where the other text makes no exclusion of its own; else undefined.
 */
function excludedBy(excluding: string, other: string): Set<string> | undefined {
  const m = EXCLUSION.exec(excluding);
  if (!m || EXCLUSION.test(other)) return undefined;
  const words = tokenize(excluding.slice(m.index + m[0].length, m.index + m[0].length + 80)).filter((t) => (t.kind === 'word' && !t.stop) || t.kind === 'number').slice(0, 3);
  return words.length > 0 ? new Set(words.map((t) => t.stem)) : undefined;
}
const DENIAL_PARTNER = new RegExp(DENIAL_PARTNERS.source, 'i');
/** "is likely to", "it is likely that", "seems likely to": a likelihood said with the adjective (not "unlikely"). */
const LIKELY_ADJECTIVE = /\b(?:is|are|was|were|be|been|seems?|seemed|appears?)\s+(?:(?:very|quite|most|more\s+than)\s+)?likely\s+(?:to|that)\b/i;
/** The present in words other than "currently" (not "now on", "for now", "until now", "by now": a time from, a limit). */
const AT_PRESENT = /\bat\s+(?:the\s+)?present\b|\bat\s+the\s+moment\b|\bright\s+now\b|\bpresently\b|\bcurrently\b|(?<!\b(?:for|until|till|by|from|up\s+to)\s+)\bnow\b(?!\s+on\b)/i;
/** A denial in the clause before a claim's "ever": "no … could ever", "cannot ever", "isn't ever". */
const DENIED_BEFORE_EVER = /(?:\b(?:no|not|cannot|nobody|nothing|none)\b|n't)(?:(?!\b(?:but|although|though|however|whereas|while|yet)\b)[^.;:!?]){0,60}$/i;
/** A large share said as a size, no proportion: "a (very) large number of", "a sizable contingent of", "thousands of". */
const LARGE_SHARE = /\ba\s+(?:very\s+)?(?:large|big|great|huge|sizable|sizeable|significant|substantial)\s+(?:number|contingent|group|body|portion|share|amount|fraction|percentage|proportion)\s+of\b|\b(?:dozens|scores|hundreds|thousands|millions|billions)\s+of\b/i;
/** Degree words that only say how far an opposite goes ("somewhat less", "much more", "slightly lower"). */
const OPPOSITE_DEGREES = new Set(['somewhat', 'slightly', 'much', 'far', 'significantly', 'considerably', 'substantially', 'marginally', 'vastly',
  'greatly', 'noticeably', 'dramatically', 'drastically']);
/** The present said in other words, for a claim's "now". */
const AT_THIS_POINT = /\bat\s+(?:the\s+)?present\b|\bat\s+the\s+moment\b|\bpresently\b|\bcurrently\b|(?<!\b(?:until|till|up\s+to)\s+)\bat\s+this\s+(?:point|time)\b/i;
/** "until this point" for a claim's "until now". */
const UNTIL_THIS_POINT = /\b(?:until|till|up\s+to)\s+(?:this\s+(?:point|time|day)|the\s+present(?:\s+(?:day|time))?)\b/i;
/** Having denied: "do not have", "not having", "without", "there being no", "the absence of", "the lack of". */
const NOT_HAVING = /\b(?:not|never)\s+(?:\w+\s+)?(?:have|has|had|having)\b|n't\s+(?:\w+\s+)?(?:have|has|had|having)\b|\bwithout\b|\b(?:being|is|are|was|were)\s+no\b|\b(?:absence|lack)\s+of\b|\black(?:s|ed|ing)?\b/i;
/**
 * The span's words of a denied "have" before what the claim lacks: the first content word after the claim's "lack (of)"
 * or "missing" within a few words after them ("lack a background" / "do not have a background"); else undefined.
 */
function notHavingBefore(claimText: string, from: number, spanText: string): RegExpMatchArray | undefined {
  const object = tokenize(claimText.slice(from)).find((t) => t.kind === 'word' && !t.stop && t.norm !== 'of');
  if (!object) return undefined;
  const re = new RegExp(NOT_HAVING.source, 'gi');
  for (const m of spanText.matchAll(re)) {
    const after = tokenize(spanText.slice(m.index! + m[0].length)).filter((t) => t.kind === 'word').slice(0, 6);
    if (after.some((t) => t.stem === object.stem)) return m;
  }
  return undefined;
}
/**
 * "lack a background" / "do not have a background" (either way round): one side's every denial is its word of lacking,
 * the other's every denial is a denied "have" (or "without", "no") before the same thing: the two say the same.
 */
function lackAsNotHaving(claimText: string, spanText: string): 'same' | undefined {
  for (const [lacking, other] of [[claimText, spanText], [spanText, claimText]] as const) {
    const lack = LACK_WORD.exec(lacking);
    if (!lack) continue;
    const said = notHavingBefore(lacking, lack.index + lack[0].length, other);
    if (!said) continue;
    const within = (h: PhraseHit, start: number, end: number) => h.start >= start && h.end <= end;
    if (negationHits(lacking).every((h) => within(h, lack.index, lack.index + lack[0].length)) &&
      negationHits(other).every((h) => within(h, said.index!, said.index! + said[0].length))) return 'same';
  }
  return undefined;
}
/** Nouns of absence that deny what follows their "of" ("lack of FGF21", "absence of a loader"). */
const ABSENCE_OF = /\b(lack|absence)\s+of\s+/gi;
let absenceWords: ReadonlyMap<string, ReadonlySet<string>> | undefined;
/** The words that name the same absence as "lack" or "absence" without denying: WordNet's synonyms and derived forms ("deficiency", "deficient"). */
function absenceNouns(noun: string): ReadonlySet<string> {
  absenceWords ??= new Map(['lack', 'absence'].map((n) => {
    const wn = wordNet();
    const forms = new Set<string>();
    for (const c of carriersOf(wn, n, 'n').values()) {
      if (c.relation === 'hypernym') continue;
      forms.add(c.form);
      // (and the derived forms of a synonym: "deficiency" → "deficient")
      if (c.relation === 'synonym') for (const d of carriersOf(wn, c.lemma, 'n').values()) if (d.relation === 'derivation' || d.relation === 'inflection') forms.add(d.form);
    }
    return [n, new Set([...forms].filter((f) => negationHits(f).length === 0))];
  }));
  return absenceWords.get(noun.toLowerCase()) ?? new Set();
}
/**
 * "Lack of FGF21 causes …" / "FGF21 deficiency causes …" (either way round): one side's every denial is its noun of
 * absence, the other side denies nothing and names the same absence by a noun that is no denial, beside the same thing.
 */
function absenceAsNoun(claimText: string, spanText: string): 'same' | 'near' | undefined {
  for (const [lacking, other] of [[claimText, spanText], [spanText, claimText]] as const) {
    if (negationHits(other).length > 0) continue;
    const hits = [...lacking.matchAll(ABSENCE_OF)];
    if (hits.length !== 1) continue;
    const m = hits[0]!;
    if (!negationHits(lacking).every((h) => h.start >= m.index! && h.end <= m.index! + m[0].length)) continue;
    // (what is lacking: the words after "of" up to a preposition, a verb or a mark, "the Kx1 protein" in "Lack of the Kx1 protein in mice")
    const after = tokenize(lacking.slice(m.index! + m[0].length));
    const phrase: Token[] = [];
    for (const t of after) {
      if (t.kind !== 'word' && t.kind !== 'number') break;
      if (t.stop && phrase.length > 0) break;
      if (!t.stop) phrase.push(t);
    }
    if (phrase.length === 0 || phrase.length > 3) continue;
    const nouns = absenceNouns(m[1]!);
    const words = tokenize(other).filter((t) => t.kind === 'word' || t.kind === 'number');
    // the other side's noun of absence right after the same words ("Kx1 deficiency"), or right before them ("deficiency
    // of Kx1"); not after another noun ("Kx1 receptor deficiency", "Kx1 plus Kx2 deficiency")
    const same = (from: number) => phrase.every((p, k) => words[from + k]?.stem === p.stem);
    const found = words.some((t, i) => nouns.has(t.norm) && (same(i - phrase.length) ||
      (/^(?:of|in)$/.test(words[i + 1]?.norm ?? '') && (same(i + 2) || (words[i + 2]?.stop === true && same(i + 3))))));
    if (found) return 'same';
    // (the same absence said of other words, "Kx1 receptor deficiency" for "lack of the Kx1 protein": no opposite, only not the same)
    if (words.some((t) => nouns.has(t.norm))) return 'near';
  }
  return undefined;
}
/**
 * "macros with derive rules and … macros without them" / "… macros without derive rules": the claim's "without" points
 * back by a pronoun to words it said before, which the span's "without" names. Every denial on both sides is such a
 * "without", as many on each side: the two say the same.
 */
function withoutPointingBack(claimText: string, spanText: string): 'same' | undefined {
  const claimDenials = negationHits(claimText);
  const spanDenials = negationHits(spanText);
  if (claimDenials.length === 0 || claimDenials.length !== spanDenials.length) return undefined;
  if (!claimDenials.every((h) => h.phrase === 'without' && WITHOUT_PRONOUN.test(claimText.slice(h.start)))) return undefined;
  const before = new Set(tokenize(claimText.slice(0, claimDenials[0]!.start)).filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  return spanDenials.every((h) => {
    if (h.phrase !== 'without') return false;
    const named = tokenize(spanText.slice(h.end)).filter((t) => t.kind === 'word').slice(0, 3).filter((t) => !t.stop);
    return named.length > 0 && named.every((t) => before.has(t.stem));
  }) ? 'same' : undefined;
}
const WITHOUT_PRONOUN = /^without\s+(?:them|it|those|these|one|ones)\b/i;
/** A word of lacking: "lacks", "lacking", "missing", "the lack of". */
const LACK_WORD = /\b(?:lacks?|lacked|lacking|missing)\b/i;
/** Adverbs the word index keeps as function words, which WordNet still gives senses ("just", "only"). */
/** A span's mark of a gloss: "that is", "i.e.", "namely", "in other words", a bracket after a word. */
const GLOSS_MARK = /\bthat\s+is\b|\bi\.\s?e\.|\bnamely\b|\bin\s+other\s+words\b|\((?<=\p{L}[*`_]*\s*\()/iu;
/** A claim that opens with an act as its subject, up to its "makes"/"means" ("Setting X makes …"): the gerund in group 1. */
const ACT_AS_SUBJECT = /^\W*(\p{L}+ing)\b[^,;:.!?]*?\b(?:makes|make|means|mean)\b/iu;
/** A sentence that opens with the means it is done by ("By setting X, …"): the gerund in group 1. */
const BY_MEANS_OPENING = /(?:^|[.;:!?]\s+)[\s"'(]*By\s+(\p{L}+ing)\b[^.;:!?]*?,/giu;
/** Framing nouns that name a report of some kind ("study", "survey"), not a light noun ("its work", "as a result"). */
const REPORT_NOUNS = new Set(['study', 'studies', 'paper', 'papers', 'research', 'literature', 'report', 'reports', 'note', 'notes', 'finding', 'findings',
  'survey', 'surveys', 'trial', 'trials'].map((w) => stem(w)));
/** Words that name a document, which speaks for its authors and reports as a study does ("this RFC recommends"). */
const DOCUMENT_WORDS = /^(?:rfcs?|peps?|documents?|specifications?|specs?|drafts?)$/i;
/** What a claim's "number of" counts: the plural noun ending the phrase after it ("of top-level teams", "of open issues"). */
const NUMBER_OF = /^\s+of\s+(?:the\s+|all\s+)?(?:[\p{L}-]+\s+){0,2}?(\p{L}+s)\b(?!\s+of\b)/iu;
/** The span says there is a cost: "The cost of X is that …", "has a cost", "at the cost of", "costs …". */
const HAS_A_COST = (noun: string) => new RegExp(`\\bthe\\s+${noun}\\s+of\\b[^.;]*?\\b(?:is|are|was)\\s*(?:that\\b|:)|\\b(?:has|have|carries|carry|incurs?|brings?|with)\\s+(?:a|an|its|some)\\s+(?:\\p{L}+\\s+)?${noun}\\b|\\bat\\s+the\\s+${noun}\\s+of\\b`, 'iu');
/** A cost the span denies or makes light of ("no cost", "negligible", "hardly any"). */
const COST_DENIED = /\b(?:no|zero|negligible|little|hardly|barely|minimal|without|not|never|free)\b/i;
/** A main clause in the plain present, with no stance over it ("hopes", "claims") and no past or modal. */
function plainPresentClause(clause: string): boolean {
  if (/\b(?:hopes?|hoped|thinks?|thought|claims?|claimed|believes?|believed|expects?|expected|aims?|tries|tried|wants?|wanted|intends?|plans?|was|were|became|had|did|would|could|might|may|should|can)\b/i.test(clause)) return false;
  const tags = posTags(clause);
  return !tokenize(clause).some((t) => t.kind === 'word' && /ed$/.test(t.norm) && tags.get(t.start) === 'v' &&
    !/\b(?:is|are|be|been|being|get|gets)\s+(?:\p{L}+ly\s+)?$/iu.test(clause.slice(0, t.start)));
}
/** What limits a degree said after it: a time, a case, a contrast ("at first", "with debug symbols", "but …", "then …"). */
const DEGREE_LIMITED_AFTER = /\b(?:at\s+first|initially|then|until|after|before|with|when|whenever|if|unless|only|but|except|in\s+(?:some|certain|early|earlier)|for\s+(?:some|small|large))\b/i;
/** A small degree in words ("a little bit bigger", "a bit slower"): the phrase in group 1, the word it qualifies in 2. */
const SMALL_DEGREE = /\b(a\s+(?:little(?:\s+bit)?|bit|tad|touch))\s+(\p{L}+)/giu;
const FUNCTION_ADVERBS = new Set(['just', 'only', 'merely', 'simply', 'purely', 'solely']);
/** A word with a prefix of denial or a suffix of lack ("unsafe", "non-executable", "invalid", "disallowed", "pointless"). */
const NEGATIVE_AFFIX = /\bnon-?\p{L}{3,}|\bun(?!der|til|it|ion|iq|ivers|icode|if|iform|ix|ary|anim)\p{L}{3,}|\bdis(?!cuss|tribut|play|k|tinct|cover|patch|tance|trict|cipline|crete|t\b)\p{L}{3,}|\b\p{L}{3,}less\b/iu;
/**
 * The claim denies in so many words ("not", "no", "never" — not "whether or not" nor a bound), and the span has no denial
 * of any kind: no negation, no word that denies by its meaning, no exception or choice, no prefix or suffix of denial.
 */
function denialUnanswered(claimText: string, spanText: string): boolean {
  if (denialReaches(claimText).length === 0) return false;
  if (negationHits(spanText).length > 0 || DENIAL_PARTNER.test(spanText) || EXCLUSION.test(spanText) || NEGATIVE_AFFIX.test(spanText)) return false;
  if (/\b(?:only|unless|free|optional|lacking)\b/i.test(spanText)) return false;
  // (the span names the claim's absence by a noun that is no denial: "FGF21 deficiency" for "lack of FGF21")
  if (absenceAsNoun(claimText, spanText) === 'same') return false;
  return !tokenize(spanText).some((t) => t.kind === 'word' && (IMPLICIT_NEGATIVE_STEMS.has(t.stem) || deniesByMeaning(t)));
}
/**
 * Inline code written as one word of its letters and digits ("``socket.socketpair()``" → "socketsocketpair"; a short one
 * kept apart from common words, "`a`" → "codeax"), with the code each such word stands for.
 */
function codeWords(text: string): { text: string; code: Map<string, string> } {
  const code = new Map<string, string>();
  if (!text.includes('`')) return { text, code };
  const replaced = text.replace(/``([^`]+)``|`([^`]+)`/g, (m, a: string | undefined, b: string | undefined) => {
    const letters = (a ?? b ?? '').replace(/[^\p{L}\p{N}]+/gu, '');
    if (letters.length === 0) return m;
    const word = letters.length < 4 ? `code${letters}x` : letters;
    code.set(word.toLowerCase(), m);
    return word;
  });
  return { text: replaced, code };
}
const codeAsWords = (text: string): string => codeWords(text).text;
/** Verbs of change, whose denial "continue to" answers. */
const ALTERING_STEMS = new Set(['change', 'alter', 'affect', 'modify'].map((w) => stem(w)));
/** Light verbs of having and using, whose denial denies that the thing is there ("does not use PDFs"). */
const LIGHT_VERBS = new Set(['use', 'have', 'contain', 'include', 'involve', 'need', 'require', 'provide', 'support', 'make', 'get', 'take', 'give', 'hold', 'carry', 'offer', 'exist', 'do'].map((w) => stem(w)));
/**
 * Every word the claim's denials first deny is one the span does not have, in the claim's words, through WordNet or as a
 * change of the same direction ("would not replace" against a span that never speaks of replacing).
 */
function deniesUnnamedAct(unit: Unit, passage: PassageProfile, carried: readonly Term[]): boolean {
  const tokens = tokenize(unit.text);
  const tags = posTags(unit.text);
  // (an act: a verb the denial reaches first; an adjective may be said by a synonym WordNet does not list, "useful"/"handy")
  const denied = denialReaches(unit.text).map((r) => tokens.find((t) => t.start >= r.end && t.stem === r.stems[0]));
  // (nor a light verb of having or using: "does not use PDFs" against a span about its 711 PDFs denies that they are there)
  if (denied.length === 0 || denied.some((t) => t === undefined || tags.get(t.start) !== 'v' || LIGHT_VERBS.has(t.stem))) return false;
  const spanStems = new Set(passage.tokens.flatMap((t) => [t.stem, ...splitCompound(t.norm).map((p) => stem(p))]));
  const said = (w: string) => spanStems.has(w) || sameDirectionIn(w, passage.keys).length > 0 ||
    carried.some((t) => t.key === w || t.parts.includes(w));
  return denied.every((t) => !said(t!.stem));
}
/** A quantifier a denial reaches: "not … all" denies that every one does, "not … any" that any one does. */
const DENIED_ALL = /^(?:all|every|each|everything|everyone)$/;
const DENIED_ANY = /^(?:any|anything|anyone|either)$/;
/** The first quantifier each denial of a text reaches ('all' or 'any'), in order. */
function deniedQuantifiers(text: string): Array<{ scope: 'all' | 'any'; surface: string }> {
  const reaches = denialReaches(text);
  if (reaches.length === 0) return [];
  const tokens = tokenize(text);
  const out: Array<{ scope: 'all' | 'any'; surface: string }> = [];
  for (const r of reaches) {
    const q = tokens.find((t) => t.start >= r.end && t.end <= r.reachEnd && t.kind === 'word' && (DENIED_ALL.test(t.norm) || DENIED_ANY.test(t.norm)));
    if (q) out.push({ scope: DENIED_ALL.test(q.norm) ? 'all' : 'any', surface: text.slice(r.start, q.end) });
  }
  return out;
}
/** Both sides deny, one of all and the other of any, over the same words: the two denials, or undefined. */
function deniedScopes(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  const [mine, theirs] = [deniedQuantifiers(claimText), deniedQuantifiers(spanText)];
  if (mine.length !== 1 || theirs.length !== 1 || mine[0]!.scope === theirs[0]!.scope) return undefined;
  return { claim: mine[0]!.surface, span: theirs[0]!.surface };
}
/** "the only X", "the sole X", and the same denied ("not the only X", "isn't the sole X"): the restriction's noun. */
// (a contraction's "n't" follows a letter, with no word boundary before it: "isn't the only way")
const ONLY_WORD = /\b(?:only|sole)\s/i;
const ONLY_RESTRICTION = /(?:(?:\b(not|never)|(n['’]t))\s+)?\b(?:(?:the|a|an|its|their)\s+)?(?:only|sole)\s+([\p{L}][\p{L}-]*)/iu;
/**
 * One side says "the only X", the other "not the only X" (or "the sole X"): 'conflict'; both deny it or neither: 'same';
 * else undefined.
 */
function onlyRestrictionDenied(claimText: string, spanText: string): 'conflict' | 'same' | undefined {
  // (the word first: the pattern's optional denial is tried at every place of a long text)
  if (!ONLY_WORD.test(claimText) || !ONLY_WORD.test(spanText)) return undefined;
  const [c, s] = [ONLY_RESTRICTION.exec(claimText), ONLY_RESTRICTION.exec(spanText)];
  if (!c || !s || stem(c[3]!.toLowerCase()) !== stem(s[3]!.toLowerCase())) return undefined;
  return (c[1] === undefined && c[2] === undefined) !== (s[1] === undefined && s[2] === undefined) ? 'conflict' : 'same';
}
/** An adverb of manner ("faithfully", "reliably"), not one of degree or frequency that a denial may be of. */
const MANNER_ADVERB = /^(?!(?:only|really|fully|entirely|completely|always|usually|generally|necessarily|nearly|mostly|largely|partly|rarely|hardly|barely|merely|simply|exactly|directly|strictly|currently|recently|early|likely|eventually|finally|initially|originally|previously|formerly|subsequently|immediately|ultimately|already)$)\p{L}{4,}ly$/iu;
/** A denial of a duty ("need not", "don't have to", "is not required to", "there is no need to"), not of the act. */
const DUTY_DENIAL = /\b(?:need\s+not|needn['’]t|(?:do|does|did|will|would|should)(?:\s+not|n['’]t)\s+(?:need|have)\s+to|(?:is|are|was|were|be)(?:\s+not|n['’]t)\s+(?:required|obliged|necessary)|(?:is|was)\s+no\s+need|no\s+need\s+to)\b/i;
/** A denial of the act itself under a modal ("should not", "must not", "cannot"): a prohibition or an inability. */
const PROHIBITION = /\b(?:should|must|may|shall|can|ought\s+to)(?:\s+not|n['’]t)\b|\bcannot\b/i;
/** One side denies a duty ("need not be shown") where the other prohibits the act ("should not be shown"): the duty's words. */
function dutyAgainstProhibition(claimText: string, spanText: string): string | undefined {
  const [claimDuty, spanDuty] = [DUTY_DENIAL.exec(claimText), DUTY_DENIAL.exec(spanText)];
  return (claimDuty === null) !== (spanDuty === null) && PROHIBITION.test(claimDuty ? spanText : claimText) ? (claimDuty ?? spanDuty)![0] : undefined;
}
interface Denial { reach: Set<string>; first: string | undefined; start: number; end: number; partner?: string; verb?: boolean; after?: readonly string[] }
/** A text's denials (each must find its pair) and the partners that may answer one (`partner`: its own word). */
function denialsOf(text: string, other: Set<string>, excluded?: Set<string>): { denials: Denial[]; partners: Denial[] } {
  const reaches = denialReaches(text);
  // (a denial that ends its clause denies its subject's act, said before: "…, %-formatting cannot." is first of "formatting")
  // (and stands with that subject: its clause from the last mark before it)
  const denials: Denial[] = reaches.map((r) => r.stems.length > 0 || r.before.length === 0
    ? { reach: new Set([...r.stems, ...r.before]), first: r.stems[0], start: r.start, end: r.reachEnd, after: r.stems }
    : { reach: new Set(r.before), first: r.before[r.before.length - 1], start: Math.max(0, ...[',', ';', ':', '.'].map((m) => text.lastIndexOf(m, r.start) + 1)), end: r.reachEnd });
  // (a partner a denial of its own side reaches is denied itself, "does not remove the need": no partner)
  const denied = (at: number) => reaches.some((r) => at >= r.end && at < r.reachEnd);
  const partners: Denial[] = [];
  const add = (from: number, at: number, partner: string, verb: boolean) => {
    const { stems, end } = clauseReach(text, at);
    partners.push({ reach: new Set(stems), first: stems[0], start: from, end, partner, verb });
  };
  for (const t of tokenize(text)) {
    // (a verb both sides use is what both speak of, not one side's way of denying: "avoided" / "the only way to avoid")
    if (t.kind !== 'word' || !deniesByMeaning(t) || other.has(t.stem) || denied(t.start)) continue;
    if (/[_`]/.test(text[t.start - 1] ?? '') || /[_`]/.test(text[t.end] ?? '')) continue;
    add(t.start, t.end, t.stem, true);
  }
  for (const m of text.matchAll(DENIAL_PARTNERS)) if (!denied(m.index)) add(m.index, m.index + m[0].length, m[0].toLowerCase(), false);
  // ("only addresses X" answers "does not address anything other than X", "merely skip them" answers "do not support them
  // beyond skipping them", where the other side sets X apart)
  // (only an "only" with what the other side sets apart said after it, and at most a few of them)
  if (excluded) {
    let n = 0;
    for (const m of text.matchAll(/\b(?:only|merely|solely|just)\b/gi)) {
      if (n >= MAX_ONLY_PARTNERS || denied(m.index) || /\bnot\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
      const after = new Set(tokenize(text.slice(m.index + m[0].length, m.index + m[0].length + 200)).map((t) => t.stem));
      if (![...excluded].some((w) => after.has(w))) continue;
      add(m.index, m.index + m[0].length, m[0].toLowerCase(), false);
      n++;
    }
  }
  // ("neither include X nor raise Y" is one denial, which may also be said as two: "must not include X and must not raise Y")
  for (const m of text.matchAll(/\bnor\b/gi)) if (!reaches.some((r) => r.start === m.index)) add(m.index, m.index + m[0].length, 'nor', false);
  return { denials, partners };
}
/** The words of both texts and the denials and partners of each (a verb the other side uses is no partner). */
function denialSides(claimText: string, spanText: string) {
  const claimTokens = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const spanTokens = tokenize(spanText).filter((t) => t.kind === 'word' || t.kind === 'number');
  return { claimTokens, spanTokens, claim: denialsOf(claimText, new Set(spanTokens.map((t) => t.stem)), excludedBy(spanText, claimText)),
    span: denialsOf(spanText, new Set(claimTokens.map((t) => t.stem)), excludedBy(claimText, spanText)) };
}
/** Whether every denial of one side is paired with a denial or partner of the other (see denialsMirrored). */
function pairsAll(claim: { denials: Denial[]; partners: Denial[] }, span: { denials: Denial[]; partners: Denial[] }, answers: (a: Denial, b: Denial) => boolean,
  claimStems?: ReadonlySet<string>): boolean {
  const left = [...claim.denials, ...claim.partners];
  const right = [...span.denials, ...span.partners];
  const matchOfRight = new Array<number>(right.length).fill(-1);
  const matchOfLeft = new Array<number>(left.length).fill(-1);
  // an augmenting path from item `i` of one side to a free item of the other (Kuhn's algorithm, from either side)
  const augment = (i: number, seen: boolean[], others: number, pairs: (i: number, j: number) => boolean, mine: number[], theirs: number[]): boolean => {
    for (let j = 0; j < others; j++) {
      if (seen[j] || !pairs(i, j)) continue;
      seen[j] = true;
      if (theirs[j] === -1 || augment(theirs[j]!, seen, others, pairs, mine, theirs)) {
        theirs[j] = i;
        mine[i] = j;
        return true;
      }
    }
    return false;
  };
  const fromClaim = (i: number) => augment(i, [], right.length, (c, s) => answers(left[c]!, right[s]!), matchOfLeft, matchOfRight);
  const fromSpan = (j: number) => augment(j, [], left.length, (s, c) => answers(left[c]!, right[s]!), matchOfRight, matchOfLeft);
  // (an augmenting path keeps every item already paired paired, so the claim's denials stay paired)
  for (let i = 0; i < claim.denials.length; i++) if (!fromClaim(i)) return false;
  // (a span denial that reaches none of the claim's words denies nothing the claim says: "There is no precedent for
  // this, and installers generally do not use this page" for "Installers do not usually use this page")
  for (let j = 0; j < span.denials.length; j++) if (matchOfRight[j] === -1 && !fromSpan(j) && (!claimStems || span.denials[j]!.reach.size === 0 || [...span.denials[j]!.reach].some((x) => claimStems.has(x)))) return false;
  return true;
}
/**
 * The claim and the span deny the same things: each denial of one side is answered by a denial or a partner of the
 * other that reaches a word it reaches, paired one to one (a denial left over, "does not fail without the flag" /
 * "fails without the flag", is one the other side does not make), where the word a denial first denies is not said
 * elsewhere in the other text outside what answers it ("will not attempt to run" / "will always attempt to run, but
 * will not provide a guarantee …"); a partner never answers a denial of its own word ("drops X" / "does not drop X").
 * 'same' where every pair also denies first what the other reaches ("should be a statement and not an expression" /
 * "…, not an expression"; "except RECORD" / "but not RECORD"): the two agree. 'near' where the denials are of the same
 * things but each starts elsewhere ("need no trailing semicolon" / "do not need to be followed by a semicolon";
 * "should not be taught" / "don't need to be taught"): neither is the other's opposite, nor its words.
 */
export function denialsMirrored(claimText: string, spanText: string): 'same' | 'near' | undefined {
  const { claimTokens, spanTokens, claim, span } = denialSides(claimText, spanText);
  // ("later instead of sooner" / "later rather than sooner": with no denial in words, the choices are what is paired)
  if (claim.denials.length + span.denials.length === 0) {
    for (const side of [claim, span]) [side.denials, side.partners] = [side.partners.filter((p) => !p.verb), side.partners.filter((p) => p.verb)];
    if (claim.denials.length + span.denials.length === 0) return undefined;
  }
  // (the word a denial first denies, said in the other text only inside what answers it)
  // (or said outside it no more often than its own side says it outside the denial: "refer to the line where it fails,
  // not to a line in the code base" / "be for the line where it fails, rather than a line from the code base")
  const outside = (stemOf: string, d: Denial, tokens: typeof claimTokens) => tokens.filter((t) => t.stem === stemOf && !(t.start >= d.start && t.end <= d.end)).length;
  const onlyInside = (a: Denial, b: Denial, otherTokens: typeof claimTokens, ownTokens: typeof claimTokens) =>
    a.first === undefined || outside(a.first, b, otherTokens) === 0 || outside(a.first, b, otherTokens) <= outside(a.first, a, ownTokens);
  // ("continue to" answers only a denial of change: "none changes how …", not "no longer offers")
  const answersAsPartner = (p: Denial, d: Denial) => p.partner === undefined ||
    (!d.reach.has(p.partner) && (!/^continu/.test(p.partner) || [...d.reach].some((x) => ALTERING_STEMS.has(x))));
  const near = (a: Denial, b: Denial) => answersAsPartner(a, b) && answersAsPartner(b, a) &&
    [...a.reach].some((s) => b.reach.has(s)) && onlyInside(a, b, spanTokens, claimTokens) && onlyInside(b, a, claimTokens, spanTokens);
  // (a verb that denies by its meaning may say it as of a time, "dropped support for": never the same as a denial in words)
  // (the same act denied of other things is no mirror: "do not retry failed jobs" / "retry failed jobs three times,
  // although they do not retry timeouts", each side's object after the act a word the other denial does not reach)
  const otherObjects = (a: Denial, b: Denial) => [a, b].every((d, i) => (d.after ?? []).slice(1).some((w) => ![b, a][i]!.reach.has(w)));
  const same = (a: Denial, b: Denial) => near(a, b) && !a.verb && !b.verb && a.first !== undefined && b.first !== undefined && b.reach.has(a.first) && a.reach.has(b.first) &&
    !otherObjects(a, b);
  const claimStems = new Set(claimTokens.filter((t) => !t.stop).map((t) => t.stem));
  return pairsAll(claim, span, same, claimStems) ? 'same' : pairsAll(claim, span, near, claimStems) ? 'near' : undefined;
}
/**
 * "should not have much impact, either positive or negative" / "should not have much impact (neither in the positive nor
 * the negative sense)": a denial's "either A or B" after it and "neither A nor B" deny the same two.
 */
function eitherOrUnderDenial(claimText: string, spanText: string): 'same' | undefined {
  for (const [a, b] of [[claimText, spanText], [spanText, claimText]] as const) {
    const neither = /\bneither\s+(?:in\s+)?(?:the\s+)?([\p{L}-]+)(?:\s+[\p{L}-]+)?\s+nor\s+(?:in\s+)?(?:the\s+)?([\p{L}-]+)/iu.exec(a);
    if (!neither || /\bneither\b/i.test(b)) continue;
    const either = /\beither\s+(?:the\s+)?([\p{L}-]+)\s+or\s+(?:the\s+)?([\p{L}-]+)/iu.exec(b);
    if (!either || !/\b(?:not|never|no)\b|n['’]t\b/i.test(b.slice(0, either.index))) continue;
    const pair = (x: string, y: string) => [stem(x.toLowerCase()), stem(y.toLowerCase())].sort().join(' ');
    if (pair(neither[1]!, neither[2]!) === pair(either[1]!, either[2]!)) return 'same';
  }
  return undefined;
}
/**
 * "better addressed with A than with B" / "better addressed with A, rather than B": a comparison that ranks A above B
 * and a span that sets B aside after the same comparison say the same; the "rather than" denies nothing the claim says.
 */
function comparedForSetAside(claimText: string, spanText: string): 'same' | undefined {
  const aside = /\b(better|more|less|worse|\p{L}{3,}er)\b([^.;!?]*?),?\s+rather\s+than\s+(?:with\s+|by\s+|the\s+|a\s+|an\s+)*([\p{L}-]+)/iu.exec(spanText);
  if (!aside || negationHits(spanText).length > 0 || /\brather\s+than\b/i.test(claimText)) return undefined;
  const compared = new RegExp(`\\b${escapeRegExp(aside[1]!)}\\b[^.;!?]*?\\sthan\\s+(?:with\\s+|by\\s+|the\\s+|a\\s+|an\\s+)*([\\p{L}-]+)`, 'iu').exec(claimText);
  return compared && stem(compared[1]!.toLowerCase()) === stem(aside[3]!.toLowerCase()) ? 'same' : undefined;
}
/** "of which none handle" / "none of which handle": the same denial, its words in the other order. */
const NONE_OF_WHICH_TURNED = /\bof\s+(?:which|whom|them|these|those)\s+none\b/i;
/** "need to" and "have to": the same necessity. */
const NEED_TO = /\b(?:need|needs|needed)\s+to\b/i;
const HAVE_TO = /\b(?:have|has|had)\s+to\b/i;
/** "avoid destroying", "avoids complicating": an act avoided, the act's "-ing" form. */
const AVOIDING = /\bavoid(?:s|ed|ing)?\s+(\p{L}+ing)\b/giu;
/** The two texts with the same denials worded alike: "of which none" as "none of which", "have to" as "need to" where the other says "need to". */
function denialsWordedAlike(claimText: string, spanText: string): [string, string] {
  let [a, b] = [claimText, spanText];
  if (NONE_OF_WHICH_TURNED.test(a) || NONE_OF_WHICH_TURNED.test(b)) [a, b] = [a, b].map((text) => text.replace(/\bof\s+(which|whom|them|these|those)\s+none\b/gi, 'none of $1')) as [string, string];
  if ((NEED_TO.test(a) && HAVE_TO.test(b) && !NEED_TO.test(b)) || (NEED_TO.test(b) && HAVE_TO.test(a) && !NEED_TO.test(a))) {
    [a, b] = [a, b].map((text) => text.replace(/\b(?:have|has|had)\s+to\b/gi, 'need to')) as [string, string];
  }
  // ("to avoid destroying its namespace" / "so that it would not destroy its namespace": avoiding an act is not doing it,
  // where the other side denies that very act in words)
  const avoidedAsDenied = (text: string, other: string) => text.replace(AVOIDING, (whole, act: string) => {
    const denied = new RegExp(`\\b(?:not|never|n['’]t)\\s+(?:\\p{L}+\\s+){0,2}?${escapeRegExp(stem(act.toLowerCase()))}\\p{L}*`, 'iu');
    return denied.test(other) ? `not ${act}` : whole;
  });
  return [avoidedAsDenied(a, b), avoidedAsDenied(b, a)];
}
/**
 * "Neither A nor B mentions X" / "A and B do not mention X": one side denies the act of two subjects by "neither … nor",
 * the other denies it of both in words. They say the same.
 */
function neitherNorAlike(claimText: string, spanText: string): 'same' | undefined {
  for (const [a, b] of [[claimText, spanText], [spanText, claimText]] as const) {
    const m = /\bneither\s+(.+?)\s+nor\s+(.+)$/i.exec(a);
    if (!m || /\bneither\b/i.test(b)) continue;
    // the other side's one denial and the act right after it ("do not mention")
    const hits = [...b.matchAll(/\b(?:do|does|did|will|would|can|could|should|may|must|is|are|was|were)(?:\s+not|n['’]t)\s+(\p{L}+)/giu)];
    if (hits.length !== 1 || negationHits(b).length !== 1) continue;
    const act = stem(hits[0]![1]!.toLowerCase());
    // that act after the second subject ("… nor IEEE 754-2019 mentions"), both subjects before it on both sides
    const rest = m[2]!;
    const verb = tokenize(rest).find((t) => t.kind === 'word' && t.stem === act);
    if (!verb) continue;
    const subjects = contentStems(tokenize(`${m[1]!} ${rest.slice(0, verb.start)}`));
    const before = contentStems(tokenize(b.slice(0, hits[0]!.index!)));
    if (subjects.size > 0 && [...subjects].every((w) => before.has(w))) return 'same';
  }
  return undefined;
}
/** A name with a number in it: its letters around the digits ("i64", "float32", "ES5", "utf-16"). */
const NUMBERED_NAME = /^([\p{L}_.-]*?\p{L}[\p{L}_.-]*?)-?(\d+)([\p{L}_.-]*)$|^(\d+)([\p{L}_-]+)$/u;
/** Two names that are the same but for their number ("i64" / "i32"; not "x86" / "arm64", nor "utf-8" / "utf8"). */
export function numberedNameChanged(a: string, b: string): boolean {
  const [ma, mb] = [NUMBERED_NAME.exec(a.replace(/[`*]/g, '')), NUMBERED_NAME.exec(b.replace(/[`*]/g, ''))];
  if (!ma || !mb) return false;
  const parts = (m: RegExpExecArray) => (m[2] !== undefined ? { letters: `${m[1]!}#${m[3]!}`.toLowerCase(), digits: m[2] } : { letters: `#${m[5]!}`.toLowerCase(), digits: m[4]! });
  const [pa, pb] = [parts(ma), parts(mb)];
  return pa.letters === pb.letters && pa.digits !== pb.digits && /\p{L}/u.test(pa.letters);
}
/** A bound denied by "no"/"not" before it ("no more than"), or by a denied verb right before it ("don't last more than"). */
const BOUND_DENIED_BEFORE = /\b(?:no|not)\s+(more|fewer|less|longer|later|earlier|greater|larger|smaller)\s+than\b/giu;
// (a plain verb denied by "do"/"does"/"did" or "never", not a modal's denial, "shouldn't last", nor "not until")
const BOUND_AFTER_DENIED_VERB = /(?:\b(?:do|does|did)(?:n['’]t|\s+not)|\bnever)\s+(?:(?!until\b|till\b)\p{L}+\s+)?(more|fewer|less|longer|later|earlier|greater|larger|smaller)\s+than\b/giu;
/**
 * "last no more than a couple of weeks" / "don't last more than a couple of weeks": each side's every denial turns the
 * same bound round, one before the bound and one before its verb. They say the same.
 */
function boundDeniedAlike(claimText: string, spanText: string): 'same' | undefined {
  for (const [a, b] of [[claimText, spanText], [spanText, claimText]] as const) {
    const before = [...a.matchAll(BOUND_DENIED_BEFORE)].map((m) => m[1]!.toLowerCase());
    const verbDenied = [...b.matchAll(BOUND_AFTER_DENIED_VERB)].map((m) => m[1]!.toLowerCase());
    if (before.length !== 1 || verbDenied.length !== 1 || before[0] !== verbDenied[0]) continue;
    // (no other denial on either side)
    if (negationHits(a).length === 1 && negationHits(b).length === 1) return 'same';
  }
  return undefined;
}
/**
 * "have no fields" / "have 0 fields": one side's every denial is "no" before a word the other side counts as zero, and
 * the other side denies nothing: the two say the same.
 */
function zeroForNo(claimText: string, spanText: string): 'same' | undefined {
  for (const [denier, counter] of [[claimText, spanText], [spanText, claimText]] as const) {
    const denials = negationHits(denier);
    if (denials.length === 0 || negationHits(counter).length > 0) continue;
    const zeroed = new Set([...counter.matchAll(/\b(?:0|zero)\s+([\p{L}-]+)/giu)].map((m) => stem(m[1]!.toLowerCase())));
    if (zeroed.size === 0) continue;
    if (denials.every((d) => /^no$/i.test(d.surface) && zeroed.has(stem((/^\s+([\p{L}-]+)/u.exec(denier.slice(d.end))?.[1] ?? '').toLowerCase())))) return 'same';
  }
  return undefined;
}

/** The words right before and right after a figure are the same in both texts. */
function sameNeighbours(claimText: string, q: Quantity, spanText: string, p: Quantity): boolean {
  const before = (text: string, at: number) => /([\p{L}\d.]+)[^\p{L}\d]*$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase();
  const after = (text: string, at: number) => /^[^\p{L}\d]*([\p{L}\d]+)/u.exec(text.slice(at, at + 40))?.[1]?.toLowerCase();
  return before(claimText, q.start) === before(spanText, p.start) && after(claimText, q.end) === after(spanText, p.end);
}

/** The two texts are the same words in the same order once their denials are left out. */
function sameWordsButDenials(a: string, b: string): boolean {
  const words = (text: string) => tokenize(text).filter((t) => (t.kind === 'word' || t.kind === 'number') && !NEGATIONS.includes(t.norm) &&
    !/n['’]t$/.test(t.norm) && !/^(?:do|does|did|can|cannot)$/.test(t.norm)).map((t) => t.norm).join(' ');
  return words(a) === words(b);
}
/** What an elliptical denial may reach before its clause ends: "shouldn't have to", "won't be", "doesn't need to". */
const ELLIPSIS_WORDS = new Set(['have', 'be', 'do', 'need', 'to', 'so'].map((w) => stem(w)));
/**
 * Every denial of each side is answered by a denial or partner of the other side that reaches what it first denies, or
 * first denies a word it reaches (after it, or right before it): the two deny the same things, however each places
 * them. A denial that reaches nothing ("…, but they shouldn't have to.") cannot be read, and does not count against it.
 */
function denialsShareWords(claimText: string, spanText: string): boolean {
  const { claim, span } = denialSides(claimText, spanText);
  // (an elliptical denial reaches only an auxiliary: "…, but they shouldn't have to.")
  if ([...claim.denials, ...span.denials].some((d) => [...d.reach].every((w) => ELLIPSIS_WORDS.has(w)))) return true;
  // (a denial inside brackets is an aside's: "It's huge (CPython without `test` is ~37 MB, …)")
  // (unless the other side says that aside as its own words: "…, including X, for which Y does not work" of "(including X,
  // for which `Y` does not work)")
  // (after the same two words, so the aside is of the same thing: not "The `fetch` command (which …) replaces the `get`
  // command" for "… replaces the get command, which …")
  const lastTwo = (words: string) => words.trim().split(' ').slice(-2).join(' ');
  const bracketed = (text: string, at: number, otherWords: string) => {
    if ((text.slice(0, at).match(/\(/g)?.length ?? 0) <= (text.slice(0, at).match(/\)/g)?.length ?? 0)) return false;
    const open = text.lastIndexOf('(', at);
    const close = text.indexOf(')', at);
    const aside = wordsJoined(text.slice(open + 1, close < 0 ? undefined : close));
    const said = otherWords.indexOf(aside);
    return aside.trim() === '' || said < 0 || lastTwo(wordsJoined(text.slice(0, open))) !== lastTwo(otherWords.slice(0, said));
  };
  const [claimWords, spanWords] = [wordsJoined(claimText), wordsJoined(spanText)];
  claim.denials = claim.denials.filter((d) => !bracketed(claimText, d.start, spanWords));
  span.denials = span.denials.filter((d) => !bracketed(spanText, d.start, claimWords));
  // (a denial set off by commas, "X, not Y, is P", denies P of Y: what follows its closing comma counts too)
  for (const [side, text] of [[claim, claimText], [span, spanText]] as const) {
    for (const d of side.denials) {
      if (!/,\s*$/.test(text.slice(0, d.start)) || text[d.end] === undefined) continue;
      const close = text.indexOf(',', d.end);
      if (close < 0) continue;
      for (const w of clauseReach(text, close + 1).stems) d.reach.add(w);
    }
  }
  // (by what one of the two denies first: "is not allowed to see" is not answered by "there are no relations between
  // the threads" for sharing "threads")
  // (or by one that shares two of its words: the same subject and act in other words, "cannot be used" / "cannot be
  // utilized")
  const answered = (d: Denial, other: { denials: Denial[]; partners: Denial[] }) =>
    [...other.denials, ...other.partners].some((o) => (d.first !== undefined && o.reach.has(d.first)) || (o.first !== undefined && d.reach.has(o.first)) ||
      [...d.reach].filter((w) => o.reach.has(w)).length >= 2);
  return claim.denials.every((d) => answered(d, span)) && span.denials.every((d) => answered(d, claim));
}
/** A verb of change a figure's "to" may end ("shortened to", "raised … to", "went from … to"). */
const CHANGED_TO = /\b(?:from\b|(?:shorten|lengthen|increas|decreas|reduc|rais|lower|extend|cut|chang|mov|grow|grew|drop|fell|fall|rose|rise|doubl|halv|bump|upgrad|downgrad)\w*)/i;
/** Whether a figure is where a change starts ("from 2 weeks to …") or ends ("shortened to 1 week", "from … to 1 week"). */
function changeEnd(text: string, q: Quantity): 'from' | 'to' | undefined {
  const before = text.slice(Math.max(0, q.start - 60), q.start);
  if (/\bfrom\s+$/i.test(before) && /^[^.;:!?]{0,40}?\b(?:to|into)\s/i.test(text.slice(q.end, q.end + 60))) return 'from';
  if (/\b(?:to|into)\s+$/i.test(before) && !/\bup\s+to\s+$/i.test(before) && CHANGED_TO.test(before.replace(/\b(?:to|into)\s+$/i, ''))) return 'to';
  return undefined;
}
/** The side that asserts (no denial in words) denies by a verb's meaning that the denying side does not use. */
function otherSideDeniesByMeaning(claimText: string, spanText: string, claimDenies: boolean): boolean {
  const [denier, other] = claimDenies ? [claimText, spanText] : [spanText, claimText];
  const denierStems = new Set(tokenize(denier).map((t) => t.stem));
  const denied = new Set(firstDeniedWords(denier));
  // (the verb must govern what the other side denies: "lacks a plugin loader", not "… and lacks a theme engine")
  const tokens = tokenize(other).filter((t) => t.kind === 'word');
  // ("in a crate that is not an executable" / "in a non-executable crate": the prefix denies the word it is put on)
  for (const m of other.matchAll(/\bnon-(\p{L}+)/giu)) if (denied.has(stem(m[1]!.toLowerCase()))) return true;
  // ("floating point (as opposed to fixed point)" / "floating point, not fixed point": what is set against is denied)
  for (const m of other.matchAll(/\b(?:as\s+opposed\s+to|rather\s+than|instead\s+of)\s+((?:[\p{L}-]+\s+){0,2}[\p{L}-]+)/giu)) {
    if (m[1]!.split(/\s+/).some((w) => denied.has(stem(w.toLowerCase())))) return true;
  }
  // ("prevented any code containing `r#foo` from compiling": the verb after its "from" is what it denies)
  return tokens.some((t, i) => deniesByMeaning(t) && !denierStems.has(t.stem) &&
    [...tokens.slice(i + 1, i + 1 + GOVERNED_WORDS), ...kept(tokens, i), ...passiveSubject(tokens, i, other)].some((u) => denied.has(u.stem)));
}
/**
 * For a passive denying verb ("the need for X is eliminated"), the words of its subject before the auxiliary (up to
 * five); for a denying state ("… are lacking"), its subject back to the clause's start (up to ten).
 */
function passiveSubject(tokens: ReturnType<typeof tokenize>, at: number, text?: string): ReturnType<typeof tokenize> {
  const aux = tokens[at - 1];
  if (!aux || !/^(?:is|are|was|were|be|been|being)$/.test(aux.norm)) return [];
  // (or a denying state said of the subject, "satisfactory standard tools for … are lacking": its whole subject, not
  // past a clause break, "The API has rate limits; examples are missing")
  if (/^(?:lacking|missing|absent)$/.test(tokens[at]!.norm)) {
    let from = at - 1;
    while (from > Math.max(0, at - 11) && (text === undefined || !/[.;:,()]/.test(text.slice(tokens[from - 1]!.end, tokens[from]!.start)))) from--;
    return tokens.slice(from, at - 1);
  }
  if (!/(?:ed|en)$/.test(tokens[at]!.norm)) return [];
  return tokens.slice(Math.max(0, at - 6), at - 1);
}
/**
 * A verb of the span that denies by its meaning, which the claim does not use, with a content word of the claim within
 * a few words after it ("stopped supporting", "ceased to ship", "dropped support for"): its surface, or undefined.
 */
function deniedByVerbBefore(claimText: string, spanText: string, carriers: () => ReadonlySet<string> = () => new Set()): string | undefined {
  const claimTokens = tokenize(claimText).filter((t) => t.kind === 'word');
  const claimStems = new Set(claimTokens.map((t) => t.stem));
  const claimContent = new Set(claimTokens.filter((t) => !t.stop).map((t) => t.stem));
  const tokens = tokenize(spanText).filter((t) => t.kind === 'word');
  const spanStems = new Set(tokens.map((t) => t.stem));
  const claimWords = claimTokens.filter((t) => !t.stop);
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (!deniesByMeaning(t) || claimStems.has(t.stem)) continue;
    // (a part of an identifier is no word: "`rustfmt_skip`")
    if (/[_`\w]/.test(spanText[t.start - 1] ?? '') || /[_`]/.test(spanText[t.end] ?? '')) continue;
    // (a noun of the same form is no act: "showed a 22% drop in brood area")
    if (DETERMINERS.has(tokens[i - 1]?.norm ?? '')) continue;
    // (past a determiner of amount: "avoid *any* change to")
    const next = tokens.slice(i + 1, i + 1 + GOVERNED_WORDS).find((u) => !u.stop && !AMOUNT_DETERMINERS.has(u.norm));
    // (or the span's word that carries a claim word in other words: "eliminates the need for" / "still requires")
    if (!next || !(claimContent.has(next.stem) || carriers().has(next.stem))) continue;
    // (where the claim has a word of its own before that word, the verb stands in its place: "To add the need" / "To
    // remove the need" is a swapped word, not a denial)
    // (a light verb in its place is no word of its own: "uses TOML" / "dropped TOML")
    const at = claimWords.findIndex((u) => u.stem === next.stem);
    const before = claimWords[at - 1];
    // (an aim in the claim's words stands for the span's attempt: "The aim is to change" / "We try to avoid any change")
    if (before !== undefined && !spanStems.has(before.stem) && !isFrameWord(before.norm) && !AIM_WORDS.test(before.norm)) continue;
    return spanText.slice(t.start, next.end);
  }
  // what a change leaves behind ("switched from TOML to YAML", "migrated away from Make"), which the claim does not say it left
  if (!/\bfrom\b/i.test(claimText)) {
    for (const t of tokens) {
      if (!claimContent.has(t.stem)) continue;
      const left = MOVED_AWAY_FROM.exec(spanText.slice(Math.max(0, t.start - 60), t.start));
      if (left) return `${left[0]}${t.text}`;
    }
  }
  return undefined;
}
/** A change away from what follows ("switched from", "migrated away from", "moved its builds from"). */
const MOVED_AWAY_FROM = /\b(?:switch|migrat|mov|transition|convert|port)\w*\s+(?:(?:its|their|the|our)\s+\w+\s+)?(?:away\s+)?from\s+(?:the\s+)?$/i;
/** Determiners of amount a denying verb may stand before its word with ("avoid any change"). */
const AMOUNT_DETERMINERS = new Set(['any', 'all', 'some', 'every', 'each', 'further', 'more', 'other']);
/** A claim's words for an aim, which stand for a span's attempt ("the aim is to", "strives to"). */
const AIM_WORDS = /^(?:aims?|aimed|goals?|intent|intention|intends?|striv(?:e|es)|seeks?|tr(?:y|ies|ied)|attempts?)$/i;
/** How far after a verb that denies by its meaning the word it denies may stand ("lacks a dedicated plugin loader"). */
const GOVERNED_WORDS = 4;
/** Verbs that keep something from an act ("prevents X from compiling", "stops X from running"). */
const KEEPING_FROM = new Set(['prevent', 'stop', 'block', 'prohibit', 'forbid', 'ban', 'exclude', 'keep', 'hinder', 'preclude'].map((w) => stem(w)));
/** For a verb that keeps something from an act, the word after its "from" (within eight words): the act it denies. */
function kept(tokens: ReturnType<typeof tokenize>, at: number): ReturnType<typeof tokenize> {
  const t = tokens[at]!;
  if (!KEEPING_FROM.has(t.stem)) return [];
  const from = tokens.slice(at + 1, at + 9).findIndex((u) => u.norm === 'from');
  const act = from < 0 ? undefined : tokens[at + 2 + from];
  return act ? [act] : [];
}

/**
 * The span states no act of its own that the claim lacks: "arrived in mid-2017" over "the introduction … had a major
 * impact … in mid-2016" is one event worded otherwise; "hired 200 people" over "laid off 200 people" is another act.
 */
function noOtherAct(claimText: string, spanText: string): boolean {
  const mine = new Set([...spanActs(claimText), ...wordStems(claimText)]);
  return spanActs(spanText).every((a) => mine.has(a));
}

/** A time given as a bound, not as when it happened: "by 2008", "before 2020", "since 1997", "until March". */
function boundedInTime(text: string, q: Quantity): boolean {
  return /\b(?:by|before|after|until|till|since|from|through|around|circa|c\.|no\s+later\s+than|as\s+of)\s+(?:(?:early|late|mid)[\s-]+)?(?:\p{L}+\s+)?$/iu.test(text.slice(Math.max(0, q.start - 30), q.start)) &&
    !/\bin\s+(?:\p{L}+\s+)?$/iu.test(text.slice(Math.max(0, q.start - 12), q.start));
}

/**
 * The two figures fill one slot of their sentences: two of the content words around each, in its own clause, are the
 * same words (the two after it, what is counted and what follows, and the two before it): "68 pages when printed" /
 * "86 pages if printed", "back in 1999" / "back in 1997" with the act before both. One shared word is not enough: a
 * unit alone ("79-character line" / "17 characters") may measure two things.
 */
function figureSlotShared(claimText: string, q: Quantity, spanText: string, p: Quantity): boolean {
  // each side's words in the figure's clause, nearest first: content words, a figure's own words left out ("the first
  // two examples, the 31 character" / "the two 21-character")
  // (with how far each stands from the figure, in words and figures)
  const around = (text: string, f: Quantity, before: boolean): Array<{ token: Token; distance: number }> => {
    const parts = (before ? text.slice(Math.max(0, f.start - 80), f.start) : text.slice(f.end, f.end + 60)).split(/[.;:!?()]/);
    const words = tokenize(before ? parts.pop()! : parts[0]!).filter((t) => t.kind === 'word' || t.kind === 'number');
    return (before ? words.reverse() : words).map((token, distance) => ({ token, distance }))
      .filter(({ token: t }) => t.kind === 'word' && !t.stop && !CARDINAL_WORDS.has(t.norm) && !ORDINAL_WORDS.has(t.norm));
  };
  const anchors = (text: string, f: Quantity) => {
    const [before, after] = [around(text, f, true), around(text, f, false)];
    const near = (ws: Array<{ token: Token; distance: number }>) => ws.filter((w) => w.distance < FIGURE_ANCHOR_REACH).slice(0, 2).map((w) => w.token.stem);
    return { before: before.map((w) => w.token), after: after.map((w) => w.token), set: new Set([...near(before), ...near(after)]) };
  };
  const [c, s] = [anchors(claimText, q), anchors(spanText, p)];
  let shared = 0;
  for (const a of s.set) if (c.set.has(a)) shared++;
  if (shared < 2) return false;
  // (two words that stand in one place, neither said by the other side, name two things: the word right after the
  // figures, "418 cargo crossings" / "412 ferry crossings", or right before them, and the word before a shared word
  // before them, the slot's owner, "the cache saves 30 percent" / "the index saves 45 percent")
  const claimStems = new Set(tokenize(claimText).map((t) => t.stem));
  const spanStems = new Set(tokenize(spanText).map((t) => t.stem));
  const otherThing = (a: Token | undefined, b: Token | undefined) => a !== undefined && b !== undefined && a.stem !== b.stem && !spanStems.has(a.stem) && !claimStems.has(b.stem);
  if (otherThing(c.after[0], s.after[0]) || otherThing(c.before[0], s.before[0])) return false;
  if (c.before[0]?.stem === s.before[0]?.stem && otherThing(c.before[1], s.before[1])) return false;
  return true;
}
/** A bound that says its figure is reached ("up to three"): only that figure carries it. */
const reachedBound = (q: Quantity): boolean => q.bounded === true && /^up\s+to\b/i.test(q.raw);
/** A figure written with a dot between digits ("3.0", "2.5"): read as a count or a decimal, one kind of figure. */
const DOTTED = /^\d+\.\d+$/;
const oneKind = (a: Quantity, b: Quantity): boolean => a.kind === b.kind || (DOTTED.test(a.raw) && DOTTED.test(b.raw));
/** How many words on each side of a figure are looked at for the words of its slot. */
const FIGURE_ANCHOR_REACH = 3;

/** The clause a figure stands in denies something. */
const deniedAround = (text: string, q: Quantity) => negationHits(clauseAround(text, q.start, q.end)).length > 0;
/** An act denied right before its date: "had not been rejected in 2008", "was never shipped in 3.2". */
const DENIED_AT_FIGURE = /(?:\bnot|n['’]t|\bnever)\s+(?:(?:yet|been|be|ever)\s+)*\p{L}+(?:ed|en)\s+(?:in|on|at|for)\s+$/iu;
/** The claim bounds its figure by "by" or "before" and the span's figure, stated plainly, falls inside the bound ("rejected by 2008" / "in 2005"). */
function withinClaimBound(claimText: string, claim: Quantity, spanText: string, span: Quantity): boolean {
  return /\b(?:by|before|no\s+later\s+than)\s+$/i.test(claimText.slice(Math.max(0, claim.start - 16), claim.start)) && !boundedInTime(spanText, span) &&
    span.unit === claim.unit && span.value < claim.value;
}

/** Particles that make a phrasal verb of the verb before them ("opt out", "turn off", "give up"). */
const PARTICLES = new Set(['out', 'off', 'away', 'up', 'down', 'back']);
/** Words a particle after the object is not read across: a join or a relative opens another clause. */
const PARTICLE_BARRIERS = new Set(['and', 'or', 'but', 'that', 'which', 'who', 'whose', 'when', 'where', 'while', 'if', 'as', 'to']);
/** A particle that opens a phrase of its own ("out of caution", "up front", "down to"): no particle of the verb. */
const PARTICLE_PHRASE = /^(?:out of|up front|up to|down to|back to|off of)$/;
/** How far past its verb a particle may stand, its object between ("turns the debug check off"). */
const PARTICLE_REACH = 4;
/** The claim's verb and particle ("opt out") where the span uses that verb without the particle after it, or undefined. */
function particleDropped(claimText: string, passage: PassageProfile): string | undefined {
  if (!/\b(?:out|off|away|up|down|back)\b/i.test(claimText)) return undefined;
  const claim = tokenize(claimText).filter((t) => t.kind === 'word');
  const span = passage.tokens.filter((t) => t.kind === 'word');
  for (let i = 1; i < claim.length; i++) {
    const p = claim[i]!;
    const verb = claim[i - 1]!;
    if (!PARTICLES.has(p.norm) || verb.stop || !mayReadAsVerb(verb.norm)) continue;
    const uses = span.map((t, k) => (t.stem === verb.stem ? k : -1)).filter((k) => k >= 0);
    if (uses.length === 0) continue;
    // (after its object too, within the clause: "turns the check off" says "turns off the check")
    // (not past a joining word or a relative, "starts jobs that pile up", nor a particle that opens a phrase of its own,
    // "locks the file out of caution", "sets the flag up front")
    if (uses.some((k) => span.slice(k + 1, k + 1 + PARTICLE_REACH).some((t, j, after) => t.norm === p.norm && !/[,.;:!?()]/.test(passage.text.slice(span[k]!.end, t.start)) &&
      after.slice(0, j).every((w) => !PARTICLES.has(w.norm) && !PARTICLE_BARRIERS.has(w.norm)) && (j === 0 || !PARTICLE_PHRASE.test(`${t.norm} ${after[j + 1]?.norm ?? ''}`))))) continue;
    return `${verb.text} ${p.text}`;
  }
  return undefined;
}

/** The verbs a subject's noun phrase ends at, for comparing two noun phrases word for word. */
const PHRASE_VERBS = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'will', 'would', 'can', 'could', 'may', 'might', 'must', 'should', 'shall', 'does', 'do', 'did']);
/** A connective a sentence may open with before its subject ("However, the …", "Note that the …"). */
const DOCUMENT_SENTENCE_LEAD = /^[\s*_"“(]*(?:(?:however|also|thus|therefore|so|finally|additionally|in\s+addition|note\s+that|currently|today|initially)\s*,?\s+)?/i;
/**
 * The claim's "<document>'s <word> …" over a span of that document whose subject is "the <word> …" (or "its", "our"):
 * the claim's word and the span's words for it, or undefined where the span names a numbered document itself.
 */
function ownThingOfDocument(claimText: string, name: string, spanText: string): { claim: string; span: string } | undefined {
  const after = new RegExp(`^\\W*${escapeRegExp(name)}['’]s\\s+(\\p{L}[\\p{L}-]*)`, 'u').exec(claimText);
  if (!after || /\b(?:PEP|RFC|ADR)[\s#-]*\d/i.test(spanText)) return undefined;
  const lead = DOCUMENT_SENTENCE_LEAD.exec(spanText)![0].length;
  const subject = /^(the|its|our)\s+(\p{L}[\p{L}-]*)/iu.exec(spanText.slice(lead));
  if (!subject || stem(subject[2]!.toLowerCase()) !== stem(after[1]!.toLowerCase())) return undefined;
  // (the whole noun phrase the same on both sides, up to the same verb: "The motivation of the predecessor was …" or
  // "the default encoding in Python 3.14 is …" name another thing's)
  const phrase = (text: string) => {
    const words = text.toLowerCase().match(/[\p{L}\p{N}-]+/gu) ?? [];
    const verb = words.findIndex((w) => PHRASE_VERBS.has(w));
    return verb < 0 ? undefined : words.slice(0, verb + 1).map((w) => stem(w)).join(' ');
  };
  const claimPhrase = phrase(claimText.slice(after.index + after[0].length - after[1]!.length));
  if (claimPhrase === undefined || claimPhrase !== phrase(spanText.slice(lead + subject[0].length - subject[2]!.length))) return undefined;
  return { claim: after[1]!, span: `${subject[1]} ${subject[2]}` };
}

/** The longest word read against WordNet's adjectives (a longer "word" is code or noise, and makes no pattern). */
const MAX_LEXICON_WORD = 40;
/** "less" right before the word, not "no less" or "not less". */
function lessBeforeWord(text: string, word: string): boolean {
  if (word.length > MAX_LEXICON_WORD) return false;
  return new RegExp(`(?<!\\b(?:no|not|any)\\s+)\\bless\\s+${escapeRegExp(word)}\\b`, 'i').test(text);
}
/**
 * The claim's word and the span's "less <opposite>" (or the other way round) in one place: the same word right before
 * each, and no comparison with "than" or "as" after either, whose sides the two could order differently.
 */
function lessInPlace(claimText: string, claimWord: string, spanText: string, spanWord: string): boolean {
  const before = (text: string, word: string) => new RegExp(`(\\p{L}+)\\s+(?:less\\s+)?${escapeRegExp(word)}\\b`, 'iu').exec(text)?.[1]?.toLowerCase();
  const compares = (text: string, word: string) => new RegExp(`\\b${escapeRegExp(word)}\\s+(?:\\p{L}+\\s+){0,3}?(?:than|as)\\b`, 'iu').test(text);
  const b = before(claimText, claimWord);
  return b !== undefined && b !== 'less' && b === before(spanText, spanWord) && !compares(claimText, claimWord) && !compares(spanText, spanWord);
}
/**
 * The span's words for the claim's comparative as "less" of its opposite ("less strong" for "weaker"), or for the claim's
 * "less" of a word as its opposite's comparative ("rarer" for "less common"); undefined when the span says neither.
 */
function lessOppositeSaid(claimText: string, term: Term, spanText: string): string | undefined {
  const word = term.surface.toLowerCase();
  if (word.length > MAX_LEXICON_WORD) return undefined;
  const wn = wordNet();
  const claimLess = lessBeforeWord(claimText, word);
  // ("weaker": the comparative's own adjective, read through WordNet's exceptions)
  const lemmas = claimLess ? [word] : /er$/.test(word) ? wn.morphy(word, 'a', IRREGULAR_FORMS).filter((l) => l !== word) : [];
  for (const lemma of lemmas) {
    for (const o of antonymsOf(wn, lemma, 'a', IRREGULAR_FORMS)) {
      if (claimLess) {
        const comparative = gradedForms(o.lemma).find((f) => f !== o.lemma && f.endsWith('r') && new RegExp(`\\b${escapeRegExp(f)}\\b`, 'i').test(spanText));
        if (comparative && lessInPlace(claimText, word, spanText, comparative)) return comparative;
      } else {
        const less = new RegExp(`(?<!\\b(?:no|not|any)\\s+)\\bless\\s+${escapeRegExp(o.lemma)}\\b`, 'i').exec(spanText);
        if (less && lessInPlace(claimText, word, spanText, o.lemma)) return less[0];
      }
    }
  }
  return undefined;
}
/** "less" right before a form of the word ("less complicated" for "complicate"), read by stem where lessBeforeWord reads the surface. */
function lessBeforeStem(tokens: readonly Token[], word: string): boolean {
  const wanted = stem(word);
  return tokens.some((t, i) => t.stem === wanted && i > 0 && tokens[i - 1]!.norm === 'less');
}
/** Two words WordNet makes opposites, either way round ("low" / "high"). */
function wordsOpposed(a: string, b: string): boolean {
  if (a.length > MAX_LEXICON_WORD || b.length > MAX_LEXICON_WORD) return false;
  const wn = wordNet();
  return antonymsOf(wn, a, undefined, IRREGULAR_FORMS).some((o) => o.lemma === b) || antonymsOf(wn, b, undefined, IRREGULAR_FORMS).some((o) => o.lemma === a);
}
/**
 * "less strong" says "weaker", "less common" says "rarer": one side's comparative is the other's opposite with "less"
 * before it, in the same place, so the two words agree.
 */
function lessOfTheOpposite(claimText: string, claimWord: string, spanText: string, spanWord: string): boolean {
  if (claimWord.length > MAX_LEXICON_WORD || spanWord.length > MAX_LEXICON_WORD || !lessInPlace(claimText, claimWord, spanText, spanWord)) return false;
  // (a comparative WordNet reads back to an adjective, "weaker" to "weak"; not "proper", "upper", "inner")
  const comparative = (text: string, word: string) => (/\p{L}{2,}er$/u.test(word) && wordNet().morphy(word.toLowerCase(), 'a', IRREGULAR_FORMS).some((l) => l !== word.toLowerCase())) ||
    new RegExp(`\\bmore\\s+${escapeRegExp(word)}\\b`, 'i').test(text);
  return (lessBeforeWord(spanText, spanWord) && !lessBeforeWord(claimText, claimWord) && comparative(claimText, claimWord)) ||
    (lessBeforeWord(claimText, claimWord) && !lessBeforeWord(spanText, spanWord) && comparative(spanText, spanWord));
}

/** Ordinals and order words: "the second beta", "the last stage" pick one of a series. */
const ORDER_WORDS = new Set(['first', 'second', 'third', 'fourth', 'fifth', 'last', 'final', 'initial', 'next', 'previous', 'earliest', 'latest', 'oldest', 'newest']);
/** Nouns that measure: an adjective before one gives its value ("a large number of", "with low priority"). */
const MEASURE_NOUNS = new Set(['number', 'numbers', 'amount', 'amounts', 'share', 'fraction', 'proportion', 'percentage', 'priority', 'level', 'levels',
  'degree', 'cost', 'costs', 'overhead', 'size', 'risk', 'chance', 'probability', 'impact', 'value', 'values', 'rate', 'speed', 'count', 'majority', 'minority']);
/** A copula or a verb of regarding, perhaps with an article, right before the adjective: its phrase is a predicate. */
const COMPLEMENT_BEFORE = /\b(?:is|are|was|were|be|been|being|remains?|becomes?|considered|deemed|regarded\s+as|seen\s+as|treated\s+as|(?<!\bas\s+\p{L}+\s+|\bsuch\s+)as)\s+(?:(?:a|an|the|its|their|our|his|her)\s+)?$/iu;
/**
 * An adjective before a noun that picks out one kind of it ("the old syntax", "small inputs", "the inner attribute"): its
 * opposite names another thing of that noun, which the span may say something of without denying the claim's. Not a
 * superlative or an order word, which pick the one thing ("the earliest release", "one of the oldest teams"), nor one
 * before a noun of measure, which gives a value ("a large number of", "with low priority").
 */
function picksAnotherThing(claimText: string, term: Term): boolean {
  const tags = posTags(claimText);
  if (tags.get(term.start) !== 'a') return false;
  // (the phrase the claim's predicate, "should be considered good practice", "is intended as a permanent solution": it
  // says what the subject is, not which thing of the noun the claim speaks of)
  if (COMPLEMENT_BEFORE.test(claimText.slice(Math.max(0, term.start - 40), term.start))) return false;
  const word = term.surface.toLowerCase();
  const next = tokenize(claimText).find((t) => t.start > term.start && t.kind !== 'punct');
  if (!next || next.kind !== 'word' || tags.get(next.start) !== 'n') return false;
  if (/est$/.test(word) || ORDER_WORDS.has(word) || /\b(?:most|least)\s+$/i.test(claimText.slice(Math.max(0, term.start - 8), term.start))) return false;
  return !MEASURE_NOUNS.has(next.norm);
}

/** The source text says the claim's word before the word that follows it in the claim ("western district"). */
function saysOwnWordBeforeSameNoun(claimText: string, word: string, sourceWords: string): boolean {
  const tokens = tokenize(claimText).filter((t) => t.kind === 'word' || t.kind === 'number');
  const at = tokens.findIndex((t) => t.text.toLowerCase() === word.toLowerCase());
  const next = at >= 0 ? tokens.slice(at + 1).find((t) => !t.stop) : undefined;
  if (!next) return false;
  return new RegExp(`\\b${escapeRegExp(word)}\\s+(?:[\\p{L}\\d_-]+\\s+)?${escapeRegExp(next.text)}\\b`, 'iu').test(sourceWords);
}

/** Where a clause of a span may end: a sentence's end, a semicolon or colon, a dash between spaces, a bracket. */
const FIGURE_CLAUSE_BREAK = /[.!?;:](?=\s|$)|\s[-–—]+\s|\s--\s|[()]/g;
/** The clause of the span a figure stands in. */
function clauseAround(text: string, start: number, end: number): string {
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(FIGURE_CLAUSE_BREAK)) {
    if (m.index! + m[0].length <= start) from = m.index! + m[0].length;
    else if (m.index! >= end) {
      to = m.index!;
      break;
    }
  }
  return text.slice(from, to);
}

/** The stems of a text's words, function words included. */
const wordStems = (text: string) => tokenize(text).filter((t) => t.kind === 'word').map((t) => t.stem);

/** Where the text's first denial starts (the text's length when it has none). */
/** Words that bound a denial to a condition or a time: "not … unless", "not … without", "not … until", "not … before". */
const DENIAL_BOUND = /\b(unless|without|until|till|before|except|prior\s+to|other\s+than)\b/i;
/**
 * The denying side denies only short of a condition or a time ("will not be considered before 3.8", "must not be
 * changed without the council's approval", "cannot call it unless …"), which the asserting side words otherwise
 * ("deferred until 3.8", "MUST NOT occur UNLESS the council approves", "forbidden unless …"): the same rule in other
 * words, or not, but no plain opposite. Where the asserting side bounds it by the same word and denies nothing, it is
 * one ("cannot be used without a key" / "can be used without a key").
 */
function denialConditioned(denyingText: string, assertingText: string): boolean {
  // (a denial in words: "without" is itself a denial, not the bound of one)
  const denied = /\b(?:not|never|cannot|none|no)\b|n['’]t\b/i.exec(denyingText);
  if (!denied) return false;
  const clause = denyingText.slice(denied.index + denied[0].length).split(/[;.!?](?:\s|$)|,\s*(?:and|but|or|so|while|whereas)\s/)[0]!;
  const bound = DENIAL_BOUND.exec(clause);
  if (!bound) return false;
  const word = bound[1]!.toLowerCase().replace(/\s+/g, '\\s+');
  if (!new RegExp(`\\b${word}\\b`, 'i').test(assertingText)) return true;
  // (the asserting side bounds it the same way and denies it by a verb's meaning: "are forbidden unless …")
  return tokenize(assertingText).some((t) => t.kind === 'word' && (DENYING_VERB_FORMS.has(t.norm) || (DENYING_VERB_STEMS.has(t.stem) && /(?:ed|en)$/.test(t.norm))));
}

function firstDenialAt(text: string): number {
  const hits = negationHits(text);
  return hits.length === 0 ? text.length : Math.min(...hits.map((h) => h.start));
}

/** Auxiliaries, modals and adverbs between a negation and the word it denies ("can no longer be rejected"). */
const BEFORE_DENIED = new Set(['be', 'been', 'being', 'is', 'are', 'was', 'were', 'have', 'has', 'had', 'do', 'does', 'did', 'can', 'could', 'will',
  'would', 'shall', 'should', 'may', 'might', 'must', 'to', 'get', 'got', 'ever', 'even', 'yet', 'also', 'always', 'necessarily', 'really', 'quite', 'at', 'all', 'a', 'an', 'the', 'any']);

const POSSESSION = new Set(['have', 'has', 'had']);
const DETERMINERS = new Set(['a', 'an', 'the', 'such', 'any', 'some', 'many', 'much', 'enough', 'this', 'that', 'these', 'those', 'its', 'their', 'his', 'her', 'our', 'your', 'my']);
const HAVE_STEM = stem('have');
/**
 * The span uses "have" and only as an auxiliary ("has come", "have been", "has to"): it states no having. (A span about
 * the very same words without "have" may say it otherwise, "enforces rate limits"; "has rate limits", "has had releases"
 * have something.)
 */
function haveOnlyAsAuxiliary(text: string): boolean {
  const uses = haveUses(text);
  return uses.length > 0 && uses.every((auxiliary) => auxiliary);
}
/** The span has something: a "have" not used as an auxiliary ("has rate limits"; not "has come"). */
const hasSomething = (text: string): boolean => haveUses(text).some((auxiliary) => !auxiliary);
/** Each "have" of a text: whether it is an auxiliary (before "been", "to", or a past participle the tagger reads as a verb). */
function haveUses(text: string): boolean[] {
  const tags = posTags(text);
  return [...text.matchAll(/\b(?:have|has|had|having)\s+([\p{L}'’-]+)/giu)].map((m) =>
    /^(?:been|to|got|not|never|already|also|just|always|since)$/i.test(m[1]!) ||
    (PARTICIPLE_FORM.test(m[1]!) && tags.get(m.index! + m[0].length - m[1]!.length) === 'v'));
}
/** The form of a past participle: regular, or one of the common irregular ones ("come", "done", "run", "built"). */
const PARTICIPLE_FORM = /^(?:[\p{L}-]+(?:ed|en|wn|ne)|come|become|run|done|gone|made|built|found|kept|left|lost|met|paid|said|sold|sent|spent|stood|told|won|brought|bought|thought|taught|sought|held|felt|meant|got|put|set|let|read|led|fed|cut|hit|shut|split|spread)$/iu;
/** The word each negation of a text denies: the first word after it that is not an auxiliary, a modal or an adverb. */
function deniedWords(text: string): string[] {
  const tokens = tokenize(text);
  const out: string[] = [];
  for (const hit of negationHits(text)) {
    const after = tokens.filter((t) => t.start >= hit.end && t.kind === 'word');
    // "have not had such sections": "have" is the verb denied when a determiner, not a participle, follows it
    const denied = after.find((t, k) => (!BEFORE_DENIED.has(t.norm) || (POSSESSION.has(t.norm) && DETERMINERS.has(after[k + 1]?.norm ?? ''))) &&
      !/^(?:longer|more)$/.test(t.norm));
    if (denied) out.push(denied.stem);
  }
  return out;
}

/**
 * The act a denial denies is one both sides state: "can no longer be rejected" and "may still be rejected" speak of
 * rejecting; "Sea level rise is not going to happen" and a heading "The rate of sea-level rise" state no act at all.
 */
function deniedWordsShared(claimText: string, passage: PassageProfile): boolean {
  const claimSide = deniedWords(claimText);
  const spanSide = deniedWords(passage.text);
  const claimStems = new Set(wordStems(claimText));
  // (a denied "have" is the act only where the span has something too: "has come" is no having)
  const stated = (w: string) => w === HAVE_STEM ? hasSomething(passage.text) : passage.keys.has(w);
  return claimSide.every(stated) && spanSide.every((w) => claimStems.has(w)) && claimSide.length + spanSide.length > 0;
}

/** The span's word right after a denial, perhaps past one adverb ("is not unsigned", "is not entirely incompatible"). */
function deniedOpposite(text: string, word: string): boolean {
  // (any form of the word: "would not affect" denies "affected"; "without touching" denies "touched")
  const target = stem(word.toLowerCase());
  const tokens = tokenize(text).filter((t) => t.kind === 'word');
  // ("there's no point in …" denies "pointed": a determiner's denial of the word's noun)
  if (tokens.some((t, i) => t.stem === target && t.norm !== word.toLowerCase() && (tokens.slice(Math.max(0, i - 3), i).some((d) => /^(?:not|never|n['’]t|cannot)$/.test(d.norm) || /n['’]t$/.test(d.norm)) ||
    tokens[i - 1]?.norm === 'no' || tokens[i - 1]?.norm === 'without') &&
    !tokens.slice(Math.max(0, i - 3), i).some((d) => /^(?:only|merely|simply|just)$/.test(d.norm)))) return true;
  // (an adverb before "be" too: "will not necessarily be compatible"; the cheap test first: the word and a denial in the text)
  const lower = text.toLowerCase();
  if (!lower.includes(word.toLowerCase()) || !/\b(?:not|never|no|without|cannot)\b|n['’]t\b/.test(lower)) return false;
  // ("without much discussion" denies "much": "little discussion")
  // ("have not yet been bound": "yet" and "been" between the denial and the word)
  return new RegExp(`(?:\\bnot|\\bnever|n['’]t|\\bno\\s+longer|\\bwithout|\\bcannot)\\s+(?:(?:yet|ever|currently)\\s+)?(?:(?!(?:only|merely|simply|just)\\b)[\\p{L}]+ly\\s+(?=be\\s))?(?:(?:be|been|being)\\s+)?(?:(?!(?:only|merely|simply|just)\\b)[\\p{L}]+ly\\s+)?${escapeRegExp(word)}\\b`, 'iu').test(text);
}

/** Words for the kind of thing a README's package is, right after its name ("The x package"). */
const PACKAGE_KIND_WORDS = 'package|module|library|tool|utility|plugin';
/** Verbs that say what a package is or offers: a tagline's noun phrase is its object ("provides a scanner and a parser"). */
const TAGLINE_VERBS = /^(?:provides?|offers?|gives?|supplies|supply|contains?|includes?|ships?|exposes?|has|presents?|describes?|bills?)$/i;
/** Verbs of being said only with "itself as" ("presents itself as a faster replacement"). */
const SELF_PRESENTING = /^(?:presents?|describes?|bills?)$/i;
/** Between the package's name and that verb: the kind of thing it is, "itself", "also" or nothing ("The x package also offers"). */
const NAME_TO_VERB = new RegExp(`^[\\s\`'"’*_]*(?:(?:${PACKAGE_KIND_WORDS})[\\s\`'"’*_]+)?(?:(?:also|itself|simply|just)\\s+)?$`, 'i');

/** A line under the title that is no tagline: a notice that the package is given up or moved ("Deprecated: use saphyr instead"). */
const NOT_A_TAGLINE = /\b(?:deprecated|unmaintained|archived|obsolete|superseded|moved|renamed|discontinued)\b|\binstead\b/i;
/**
 * The claim's words after its verb are the tagline's, in its order, each the next content word of the tagline or one
 * after it ("a scanner and a parser for JSON" / "Scanner and parser for JSON"); words in brackets are the tagline's asides.
 */
function inTaglineOrder(claimObject: string, tagline: string): boolean {
  const content = (text: string) => tokenize(text).filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop);
  const wanted = content(claimObject);
  const line = content(tagline.replace(/\([^()]*\)/g, ' '));
  let at = -1;
  for (const w of wanted) {
    const next = line.findIndex((t, k) => k > at && t.stem === w.stem);
    // (a word the tagline lacks is judged as any missing word)
    if (next < 0) continue;
    if (at >= 0 && next - at > 2) return false;
    at = next;
  }
  return true;
}

/** A title or a headline ("Extreme Weather Prompts Unprecedented Global Warming Alert."): it names, it does not state. */
function titleLike(text: string): boolean {
  const words = longWords(text);
  if (words.length < 3) return !/[.!?;]["'”’)]*\s*$/.test(text.trim());
  return titleCased(words) || !/[.!?;:]["'”’)*_]*\s*$/.test(text.trim());
}
const longWords = (text: string) => text.split(/\s+/).map((w) => w.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '')).filter((w) => w.length >= 4);
const titleCased = (words: readonly string[]) => words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.6;
/**
 * Words that name and state nothing: a heading in title case with no sentence's end ("Positional-Only Parameters"), or a
 * short fragment with no verb ("positional-only parameters,", "More semantics of positional-only parameters:"); not a
 * list item left without its period ("The cache is not shared").
 */
function namesOnly(text: string): boolean {
  // (a colon may end it: it leads into a list, "More semantics of positional-only parameters:")
  if (/[.!?;]["'”’)*_]*\s*$/.test(text.trim())) return false;
  const tokens = tokenize(text).filter((t) => t.kind === 'word');
  const tags = posTags(text);
  // (no word that may be a verb: "Orbix Supports Windows", "Root required for Orbix", "Orbix crashes on startup" state)
  // (an auxiliary, a word the tagger reads as a verb, or an inflected form that may be one after the first word:
  // "crashes", "required"; not a bare head noun that WordNet can also read as a verb, "Plugin Support", "Change Log")
  const inflected = (t: { norm: string }, i: number) => i > 0 && /(?:s|ed)$/.test(t.norm) && mayReadAsVerb(t.norm);
  const verbless = tokens.every((t, i) => !BEFORE_DENIED.has(t.norm) &&
    (t.stop || (!inflected(t, i) && !(tags.get(t.start) === 'v' && !/^\p{Lu}/u.test(t.text)))));
  if (!verbless || tokens.length === 0) return false;
  const words = longWords(text);
  return (words.length > 0 && titleCased(words)) || tokens.length <= FRAGMENT_WORDS;
}
const FRAGMENT_WORDS = 6;

/**
 * The flag of a contradiction read in a reworded statement (a changed figure, a denial): it decides
 * when nothing supports the claim, but never outweighs a span that does (counter-evidence, repairs).
 */
export const REWORDED = 'reworded';
/** What a reworded contradiction leaves to the reader: the claim words the span puts otherwise. */
const wordedOtherwise = (terms: readonly Term[]) => `It says ${terms.map((t) => quote(t.surface)).join(', ')} in other words.`;
/** Another agent for the claim's act: at most this many other claim words worded otherwise, and this much carried. */
const AGENT_SWAP_MAX_REWORDED = 2;
const AGENT_SWAP_COVERAGE = 0.5;
/** How much of the claim the span must carry for one word's opposite in its place to contradict it. */
const IN_PLACE_OPPOSITE_COVERAGE = 0.8;
/** The claim's "like" as a preposition before examples: a noun or name after it, not "to" or a pronoun ("would like to", "like it"). */
const EXAMPLES_AFTER_LIKE = /\blike\s+(?!to\b|it\b|this\b|that\b|them\b|him\b|her\b|me\b|us\b)[`"'“(]?[\p{L}\d_]/iu;
/** "Apart from X," opening the claim or following a comma: an exception, not a place ("kept apart from"). */
const EXCEPTION_OPENING = /(?:^|[,;(]\s*)(?:apart|aside)\s+from\b/i;
/** How a span makes an exception. */
const EXCEPTION_MARKER = /\b(?:except(?:\s+for)?|excepting|with\s+the\s+exception\s+of|apart\s+from|aside\s+from|other\s+than|save\s+for)\b/i;
/** How a span gives examples. */
const EXAMPLE_MARKER = /\b(?:such\s+as|e\.\s?g\.|for\s+example|for\s+instance|including)(?=[\s,:])/i;
/** A "like" that compares with what another does: "like Orbix does", "like the profiler did". */
const LIKE_COMPARES = /\blike\s+(?:[\p{L}\d_.`'-]+\s+){1,4}(?:does|do|did|is|are|was|were|has|have|had|can|could|would|will)\b(?!\s+(?:not\s+)?\p{L}+(?:ed|en)\b)/iu;
/** A name rather than a capitalised common word: WordNet does not know it as an ordinary word ("Guido", "Setuptools"; not "Tools"). */
const isNameWord = (word: string): boolean => {
  const w = word.toLowerCase().replace(/['’]s$/, '');
  // "Tree-rings", "Cold-water": a compound of common words is no name
  if (w.includes('-')) return w.split('-').some((part) => part.length > 0 && isNameWord(part));
  return /^[a-z]/.test(w) && !(w.length >= 2 && /^[a-z]+$/.test(w) && wordNet().readings(w).length > 0) && !STOPWORDS.has(w);
};

/** A figure stated as such, not a bound or an approximation ("up to two feet", "about a third"). */
const exactFigure = (q: Quantity) => !q.bounded && !q.approx && !q.loose;
/** A changed figure in a reworded statement: how much of the rest the span must carry, and how many act words may be worded otherwise. */
const FIGURE_CHANGED_COVERAGE = 0.55;
const FIGURE_CHANGED_MAX_REWORDED = 3;
/** A changed figure in one slot of both sentences: the claim's words worded otherwise that the comparison passes over. */
const FIGURE_SLOT_MAX_REWORDED = 4;
/** A denial in a reworded statement: the same bar, with fewer act words worded otherwise (a denial's reach is less sure than a figure). */
const NEGATION_REWORDED_COVERAGE = 0.6;
const NEGATION_REWORDED_MAX = 2;
/** How many span figures, in all, judge compares with a claim's unmatched figures to find the one it changed. */
const MAX_CONFLICT_COMPARISONS = 20000;
/** Below this share of the claim's non-name content, a passage shares little more than a name: nothing carries the claim. */
const UNRELATED_COVERAGE = 0.34;
/** With no passage above UNRELATED_COVERAGE: how many words each other passage must add, and how many passages at most. */
const SPREAD_MIN_ADDED = 2;
const SPREAD_MAX_UNRELATED_HOLDERS = 3;

/** A claim, or one conjunct of it, to be matched against a span. */
interface Unit {
  text: string;
  /** The whole claim a conjunct unit was cut from. */
  claim?: string;
  /** A whole claim as written, its code marks kept. */
  raw?: string;
  terms: Term[];
  quantities: Quantity[];
  predicates: StrongPredicate[];
  negated: boolean;
  /** A later conjunct with a subject of its own ("…, and a signature that is not annotated is …"): it inherits none. */
  ownSubject?: boolean;
  /** The capitalised subject words a later conjunct inherits ("Orbix" of "Orbix removed …"), which a span may say by a pronoun. */
  inheritedNames?: Term[];
}

type SpanLabel = 'supports' | 'partially_supports' | 'does_not_support' | 'contradicts' | 'uncertain';

interface Judgement {
  span: EvidenceSpan;
  label: SpanLabel;
  score: number; // support score, clipped to the label's band
  raw: number; // support score before clipping: ranks spans within a label
  coverage: number; // weighted share of terms and numbers the span carries
  plainCoverage: number; // the same, names and framing words left out
  exact: boolean; // every term and number carried
  termsExact: boolean; // every term carried (numbers aside)
  drift: number;
  carried: Term[];
  missing: Term[];
  unit: Unit;
  acronyms: Map<string, string> | undefined;
  thresholds: VerifyInput['thresholds'];
  signals: Signals;
  explained?: Explanation;
  /** What else the span's document is seen to say. */
  sameSource?: Surroundings;
  /** The span's word where the claim has another (the claim's term), all else carried (see substitutedWord). */
  substituted?: { term: Term; word: string };
}

/** A judgement's machine flags and the sentences a writer reads. */
interface Explanation {
  flags: string[];
  reasons: string[];
}

/** The flags and reasons of a judgement, written down only for the judgements a verdict reports: judge is deterministic. */
function explain(j: Judgement): Explanation {
  if (!j.explained) {
    j.explained = { flags: [], reasons: [] };
    judge(j.unit, j.span, j.acronyms, j.thresholds, j.explained, j.sameSource);
  }
  return j.explained;
}

const LABEL_RANK: Record<SpanLabel, number> = { supports: 4, partially_supports: 3, uncertain: 2, does_not_support: 1, contradicts: 0 };

const quote = (s: string) => `'${s}'`;
/** A span's words as the verifier reads them: its normalised text (markup removed) when the source has one. */
export const wordsOf = (span: EvidenceSpan): string => span.plain ?? span.text;
/** Where a span sits, in a writer's words: "papers/a.txt line 12". */
/** Where a span is, in a reason: "notes.md line 12", or "paper.pdf, p. 3" for a PDF. */
export const where = (span: EvidenceSpan) => (span.page !== undefined ? `${span.relPath}, p. ${span.page}` : `${span.relPath} line ${span.line + 1}`);
const round = (x: number) => Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** A span's sentences: every candidate is judged for the claim and each of its parts, by the support and refutation passes. */
const spanSentences = memoByText(SPAN_TEXTS, splitSentences);

/** The stems of the terms' parts. */
function partsOf(terms: Term[]): Set<string> {
  const stems = new Set<string>();
  for (const t of terms) for (const p of t.parts) stems.add(p);
  return stems;
}

/**
 * The sentence of a multi-sentence span that carries most of the claim's non-name content. A neighbouring
 * sentence may say who ("We introduce CiteVQA. It contains…"), never what: words and numbers must come from one sentence.
 */
function coreSentence(unit: Unit, span: EvidenceSpan, whole: PassageProfile, acronyms: Map<string, string> | undefined): PassageProfile {
  const words = wordsOf(span);
  const sentences = spanSentences(words);
  if (sentences.length < 2) return whole;
  let best = whole;
  let bestWeight = -1;
  for (const s of sentences) {
    const passage = profilePassage(words.slice(s.start, s.end), acronyms);
    let termWeight = 0;
    for (const t of unit.terms) if (!t.entity && carriesTerm(passage, t, acronyms)) termWeight += t.weight;
    let numbers = 0;
    const stated = quantityIndex(passage.quantities);
    for (const q of unit.quantities) if (stated.has(q)) numbers++;
    const weight = termWeight + WEIGHT.number * numbers;
    if (weight > bestWeight) {
      best = passage;
      bestWeight = weight;
      coreEnds.set(passage, { start: s.start, end: s.end });
    }
  }
  return best;
}
/** Where a core sentence starts and ends in its span's words. */
const coreEnds = new WeakMap<PassageProfile, { start: number; end: number }>();
/**
 * The span's words up to the end of its core sentence: the sentences before it may name who its "it" or "the library"
 * is; a sentence after it names what comes next ("…through Azure AD B2C service. It also … Microsoft Graph" does not
 * carry "through the Microsoft Graph service"). A core sentence that opens with "It" or "They" takes only the subject
 * of the sentence before it ("The `Mailer` sends alerts through SendGrid. It limits …" says nothing SendGrid limits).
 */
function throughCore(span: EvidenceSpan, core: PassageProfile, whole: PassageProfile, acronyms: Map<string, string> | undefined): PassageProfile {
  const at = coreEnds.get(core);
  const words = wordsOf(span);
  if (at === undefined) return whole;
  if (OPENING_PERSONAL_PRONOUN.test(core.text)) {
    const before = words.slice(0, at.start).trim().split(/(?<=[.!?])\s+(?=["'(*_`]*\p{Lu})/u);
    // (past a chain of pronouns: "X does A. It does B. It also does C.")
    for (let k = before.length - 1; k >= 0; k--) {
      const sentence = before[k]!.trim();
      const subject = sentence.slice(0, subjectEnd(sentence));
      if (OPENING_PERSONAL_PRONOUN.test(subject)) continue;
      // (a subject that names nothing, "We present X. It holds …", leaves the "It" to what the sentence names after it)
      if (!NAMED_SUBJECT.test(subject)) break;
      return profilePassage(`${subject} ${core.text}`, acronyms);
    }
  }
  return at.end >= words.trimEnd().length ? whole : profilePassage(words.slice(0, at.end), acronyms);
}
/** A subject that names a thing: a capitalised word past its first, or a name in code. */
const NAMED_SUBJECT = /(?:^|\s)[^\s]*(?:`[^`]+`|\S\p{Lu})|\s\p{Lu}/u;
/** "It", "They", "He", "She" opening a sentence: a pronoun for the subject before it. */
const OPENING_PERSONAL_PRONOUN = /^[\s"'(*_]*(?:it|they|he|she)\b/i;

/** What judge reads of a unit alone, derived once per unit instead of once per candidate span. */
interface UnitFacts {
  negationTargets: Set<string>; // what a negation in a span may scope over to deny the unit
  causal: PhraseHit | undefined; // a causal verb of a claim that states no mere association
  causeSides: CauseAndEffect | undefined; // what that verb links, when it is the unit's relation (not inside a noun phrase)
  contentTotal: number; // weight of the terms and numbers
  plainTotal: number; // the same, names and framing words left out
  entities: Term[];
}

const unitFacts = new WeakMap<Unit, UnitFacts>();
function factsOf(unit: Unit): UnitFacts {
  let facts = unitFacts.get(unit);
  if (!facts) {
    facts = {
      negationTargets: negationTargets(unit.terms, unit.predicates, unit.quantities),
      causal: findPhrases(unit.text, ASSOCIATIONS).length === 0 ? findPhrases(unit.text, CAUSAL_VERBS)[0] : undefined,
      causeSides: undefined,
      contentTotal: sum(unit.terms.map((t) => t.weight)) + WEIGHT.number * unit.quantities.length,
      plainTotal: sum(unit.terms.filter((t) => !t.entity && !t.frame).map((t) => t.weight)) + WEIGHT.number * unit.quantities.length,
      entities: unit.terms.filter((t) => t.entity),
    };
    // a causal phrase that is the unit's relation ("causes", "is due to"): its two sides, compared with the span's
    const c = facts.causal;
    if (c && (CAUSAL_LINKS.includes(c.phrase) || PURE_CAUSES.includes(c.phrase)) && !embeddedCause(unit.text, c)) {
      facts.causeSides = causeAndEffect(unit.text, unitTokens(unit), c);
    }
    unitFacts.set(unit, facts);
  }
  return facts;
}

/** Clause boundaries inside one sentence: a negation on one side says nothing of the other ("no association with A; B was associated with C"). */
/**
 * A clause's own subject and finite verb: a determiner or pronoun, up to three words, an auxiliary ("the process will",
 * "no feature is", "none is").
 */
// (the same subjects contracted as written out: "and that's not …" parts clauses only where "and that is not …" does)
// (and a subject of "no", "each", "every", "this" or "these" and one noun, then a finite verb: "…, and no test needs
// network access", "…, and this difference matters …")
const SUBJECT_AND_AUXILIARY = String.raw`(?:(?:no|each|every|this|these)\s+[\w-]+\s+[a-z]{2,}(?:s|ed)(?![\w'’])|(?:it|they)['’](?:s|re|ll|d|ve)(?![\w'’])|(?:the|a|an|its|their|this|these|those|it|they|no|none|nothing|every|each|all|both|neither)\s+(?:[\w*\x60'’$#@.-]+\s+){0,3}?(?:(?:is|are|was|were|will|would|can|could|may|might|must|should|shall|has|have|had|does|do|did)(?:n['’]t|not)?|(?:wo|ca|sha)n['’]t)(?![\w'’]))`;
/** Where a span's clauses part: a semicolon, a contrast or a concession, or "and" or a colon before a clause with its own subject and verb. */
// (and before an elliptical contrast: "…, not to Prometheus", "… instead of processes")
// (a sentence's end too, after a word of two letters or more: not "e.g." — a span of two sentences is two clauses)
const CLAUSE_BREAK = new RegExp(String.raw`;\s+|(?<=[A-Za-z0-9)\]\`'"]{2}[.!?])\s+(?=\S)|\s+(?:but|whereas|while)\s+|,\s+(?:although|though)\s+|(?:,?\s+and|:)\s+(?=${SUBJECT_AND_AUXILIARY})|,\s+(?=not\s+(?!(?:only|just|merely|least|surprisingly|necessarily|always|all|every|quite|yet|even|so|too|very|much)\b))|,?\s+(?=(?:instead\s+of|rather\s+than)\s)`, 'i');

/**
 * "compatible with files written by Cargo" over "… written by Cargo 1.x only": the span restricts a name to a version
 * with a postposed "only", the claim ends with that name, after the same word, without that version. The claim's name
 * and the span's phrase, or undefined.
 */
function versionOnlyDropped(claimText: string, spanText: string): { claim: string; span: string } | undefined {
  for (const m of spanText.matchAll(VERSION_ONLY)) {
    const [name, version] = [m[1]!, m[2]!.replace(/\+$/, '')];
    if (claimText.includes(version)) continue;
    // (the name after the same word on both sides, the claim's last: "written by Cargo." / "written by Cargo 1.x only")
    const before = /(\p{L}+)\s+$/u.exec(spanText.slice(0, m.index!))?.[1]?.toLowerCase();
    const named = new RegExp(`\\b(\\p{L}+)\\s+${escapeRegExp(name)}\\W*$`, 'u').exec(claimText);
    if (!named || named[1]!.toLowerCase() !== before) continue;
    return { claim: name, span: m[0] };
  }
  return undefined;
}
/** A capitalised name, its version and a postposed "only" ("Cargo 1.x only", "Python 3.12 only"). */
const VERSION_ONLY = /\b(\p{Lu}[\p{L}\d-]*)\s+(v?\d+(?:\.(?:\d+|x|X|\*))*\+?)\s+only\b/gu;

/**
 * The claim's one full date where the span's one full date is the same day, after the same word ("on 27 June 2018" /
 * "on 2018-06-27", or a label's "3.7.0 final: 2018-06-27"): none where either has another date (which event a date is
 * of is then for the readings of figures to say), nor "before"/"after"/"until" on one side only.
 */
function datesAlike(claimText: string, spanText: string): Array<{ claim: CalendarDate; span: CalendarDate }> {
  if (!/\d{4}/.test(claimText) || !/\d{4}/.test(spanText)) return [];
  const [mine, theirs] = [datesIn(claimText), datesIn(spanText)];
  if (mine.length !== 1 || theirs.length !== 1 || !sameDay(mine[0]!, theirs[0]!)) return [];
  const wordBefore = (text: string, at: number) => DATE_LEAD.exec(text.slice(Math.max(0, at - 40), at))?.[1]?.toLowerCase();
  const [a, b] = [wordBefore(claimText, mine[0]!.start), wordBefore(spanText, theirs[0]!.start)];
  if (a === undefined || b === undefined || (a !== b && !(a === 'on' && b === ':'))) return [];
  return [{ claim: mine[0]!, span: theirs[0]! }];
}
/** The word or colon right before a date, past a weekday ("on Monday, 2021-10-04": "on"). */
const DATE_LEAD = /(\p{L}+|:)\s*(?:(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+)?(?:the\s+)?$/u;

const NO_CARRIER_STEMS: ReadonlyMap<string, string> = new Map();
/** The negation targets with the stems of the span's words that carry a claim term through WordNet, and which term each carries. */
function withCarriers(unit: Unit, targets: Set<string>, carried: readonly Term[], passage: PassageProfile): { targets: Set<string>; carrierOf: ReadonlyMap<string, string> } {
  let out: Set<string> | undefined;
  let carrierOf: Map<string, string> | undefined;
  for (const t of carried) {
    if (!targets.has(t.key) || passage.keys.has(t.key)) continue;
    // (only a term the span does not have as written: "cannot be utilized" for "cannot be used")
    // (or in its very place: "publishes certificates for production" of "issues certificates for staging, but not for production")
    const form = lexicalCarrier(passage, t)?.form ?? inPlaceSynonym(unit, passage, t)?.other.toLowerCase();
    if (!form) continue;
    out ??= new Set(targets);
    out.add(form);
    out.add(stem(form));
    (carrierOf ??= new Map()).set(t.key, stem(form));
  }
  return { targets: out ?? targets, carrierOf: carrierOf ?? NO_CARRIER_STEMS };
}

/** The span's word in the claim word's very place when it shares one of the claim word's two most frequent senses (see substitutedWord). */
function inPlaceSynonym(unit: Unit, passage: PassageProfile, term: Term): { other: string; shared: NonNullable<ReturnType<typeof sharesSense>> } | undefined {
  if (term.entity || term.parts.length !== 1) return undefined;
  const other = substitutedWord(unitTokens(unit), passage, term);
  const pos = other !== undefined ? termPos(term) : null;
  if (other === undefined || !pos) return undefined;
  // (a tagger's adverb may be a predicative adjective, "are almost always enough to infer": read as one where the span's word is one)
  const shared = sharesSense(wordNet(), term.surface, other, IRREGULAR_FORMS, pos) ??
    (pos === 'r' && wordNet().morphy(other.toLowerCase(), 'r').length === 0 ? sharesSense(wordNet(), term.surface, other, IRREGULAR_FORMS, 'a') : undefined);
  return shared ? { other, shared } : undefined;
}

/** The clause of the passage that carries most of the unit's terms (the passage itself when it has one clause). */
const SUBJECT_BONUS = 0.25;
function clauseOf(unit: Unit, passage: PassageProfile, acronyms: Map<string, string> | undefined): PassageProfile {
  // a claim of several clauses is compared whole: its negation may sit in any of them
  if (!CLAUSE_BREAK.test(passage.text) || CLAUSE_BREAK.test(unit.text)) return passage;
  let best = passage;
  let bestWeight = -1;
  const clauses = passage.text.split(CLAUSE_BREAK).map((clause) => {
    const profile = profilePassage(clause, acronyms);
    return { profile, carries: unit.terms.map((t) => carriesTerm(profile, t, acronyms)) };
  });
  // of clauses that carry as much, the one about the claim's subject: its first word that not every clause carries
  // ("the client does not validate the token, but the server validates it")
  const subject = unit.terms.findIndex((_, i) => clauses.some((c) => c.carries[i]) && !clauses.every((c) => c.carries[i]));
  for (const { profile, carries } of clauses) {
    let weight = subject >= 0 && carries[subject] ? SUBJECT_BONUS : 0;
    unit.terms.forEach((t, i) => { if (carries[i]) weight += t.weight; });
    if (weight > bestWeight) {
      best = profile;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The passage as far as it can deny or oppose the claim. A claim that is an excerpt of the passage, word for word,
 * says what the passage says up to the excerpt's end: what the passage adds after it ("…, which act as defaults for
 * type parameters for which no type is specified"), or in an aside inside it ("all variant (and non-variant)
 * wheels"), is left out, and cannot deny the excerpt. What stands before it ("It is not true that …") still can, and
 * so can an aside that denies or limits ("(not yet)", "(unless …)"), one that holds a word of the claim, an addition
 * that says most of the claim again of its subject ("…, but the pump does not supply water …"), and words of another
 * clause the excerpt spans ("…, yet in summer …").
 */
function polarityPassage(unit: Unit, passage: PassageProfile, range: QuotedRange | null, acronyms: Map<string, string> | undefined): PassageProfile {
  if (range === null) return passage;
  // a sentence before the excerpt's own, which the splitter left joined ("… at point `P`. Similarly, a read …", "…
  // including NaN. inf and -inf are …"), denies nothing in it
  // (and a lead-in that only says nothing is needed, "No changes required: …", "Not applicable: …", denies nothing after it)
  const before = Math.max(earlierSentencesEnd(passage.text, range.start), nothingNeededLeadInEnd(passage.text, range.start));
  if (before > 0) passage = profilePassage(' '.repeat(before) + passage.text.slice(before), acronyms);
  // under a denying frame ("It is not true that …"), what follows the excerpt may be what the frame denies
  if (denyingFrames(passage, unit.text).some((f) => f.hit.start < range.end)) return passage;
  // (nor may a denial the excerpt skips over: "terminate the loop [without evaluating … or] executing the else clause")
  for (let k = 1; k < range.matched.length; k++) {
    const gap = passage.text.slice(range.matched[k - 1]!.end, range.matched[k]!.start);
    // (an aside in brackets is read further on: "(i.e. they are neither …)" explains, and denies nothing)
    if (ANOTHER_CLAUSE.test(gap) || negationHits(gap.replace(/\([^()]*\)/g, ' ')).length > 0) return passage;
  }
  // an addition that says the claim again, of its subject ("… (the Orla board does not, in fact, boot from it)"), may deny it
  const tail = passage.text.slice(range.end);
  const specific = [...unit.terms].sort((a, b) => a.start - b.start).filter((t) => !t.frame && !t.generic);
  // (within the excerpt's sentence and the one after it: a third sentence's words are no addition to it)
  const sentenceEnds = [...tail.matchAll(/[.!?;](?=\s|$)/g)];
  const tailProfile = profilePassage(sentenceEnds.length >= 2 ? tail.slice(0, sentenceEnds[1]!.index! + 1) : tail, acronyms);
  const restated = specific.filter((t) => carriesTerm(tailProfile, t, acronyms));
  if (specific.length > 0 && restated.includes(specific[0]!) && 2 * restated.length >= specific.length) return passage;
  let excerpt = passage.text.slice(range.start, range.end);
  // asides the claim left out (not its own asides), unless they deny, limit, or hold a claim word
  if (/[()]/.test(excerpt)) {
    const flat = (t: string) => t.replace(/\s+/g, ' ');
    const claimText = flat(unit.text);
    excerpt = excerpt.replace(/\([^()]*\)/g, (aside, at: number) => {
      if (claimText.includes(flat(aside))) return aside;
      const start = range.start + at;
      const holdsClaimWord = range.matched.some((m) => m.start >= start && m.end <= start + aside.length);
      return holdsClaimWord || (LIMITING_ASIDE.test(aside) && !EXPLAINING_ASIDE.test(aside)) ? aside : ' '.repeat(aside.length);
    });
  }
  if (/^[^\p{L}\p{N}]*$/u.test(tail) && excerpt === passage.text.slice(range.start, range.end)) return passage;
  return profilePassage(passage.text.slice(0, range.start) + excerpt, acronyms);
}
/** A lead-in before a colon that says nothing is needed or at stake: "No changes required:", "No impact:", "Not applicable:". */
const NOTHING_NEEDED_LEAD_IN = /^[\s*_>-]*(?:no\s+(?:changes?|action|impact|effect|problem|issues?|migration|work)(?:\s+(?:is|are))?(?:\s+(?:required|needed|necessary|expected))?|not\s+(?:applicable|relevant|needed|required|necessary|a\s+problem|an\s+issue)|none|n\/a)[\s*_]*:\s*$/i;
/** Where such a lead-in ends when the text at `at` follows it directly, or 0. */
function nothingNeededLeadInEnd(text: string, at: number): number {
  return NOTHING_NEEDED_LEAD_IN.test(text.slice(0, at)) ? at : 0;
}
/** Where the last sentence ending before `at` ends (after its terminator and space), or 0; an abbreviation's stop is no end. */
function earlierSentencesEnd(text: string, at: number): number {
  let end = 0;
  for (const m of text.slice(0, at).matchAll(/[.!?]["')\]”’]*\s+/g)) {
    if (/\b(?:e\.g|i\.e|etc|vs|cf|al|approx|resp|Mr|Mrs|Dr|St|No|Fig|Sec|Vol)$/i.test(text.slice(Math.max(0, m.index! - 6), m.index))) continue;
    // (an ellipsis inside brackets, "Literal[...] may contain", ends no sentence)
    if (/^\.[\])]/.test(m[0]) && text.slice(Math.max(0, m.index! - 2), m.index) === '..') continue;
    end = m.index! + m[0].length;
  }
  return end;
}

/**
 * Where a hedge of the span qualifies the claim: an excerpt that leaves out a trailing relative clause or an aside
 * ("…, which may not be what you want") is not hedged by it; a trailing condition ("…, unless the user opts out")
 * still limits it.
 */
function hedgePassage(passage: PassageProfile, range: QuotedRange | null, polar: PassageProfile, carried: readonly Term[] = []): PassageProfile {
  if (range === null) return beforeResultClause(passage, carried);
  if (polar === passage) return passage;
  // an excerpt after the sentence's leading condition ("When defining a macro, [you can prefix …]") is said under it
  if (afterLeadingCondition(passage.text, range.start)) return passage;
  // (a call's empty brackets end the excerpt's last word, "process.kill()": no aside opens there)
  const tail = passage.text.slice(range.end).replace(/^(?:\(\)|\[\])+/, '');
  if (/^[^\p{L}\p{N}]*$/u.test(tail)) return polar;
  if (/^\s*\(/.test(tail)) return LIMITING_ASIDE.test(tail.slice(0, tail.indexOf(')') + 1 || undefined)) ? passage : polar;
  if (RESULT_TAIL.test(tail) && !restatesWithLimit(tail, carried)) return polar;
  return NON_RESTRICTIVE_TAIL.test(tail) && !LIMITING_TAIL.test(tail) ? polar : passage;
}
/** How many words a bracketed aside may have to be read as part of its sentence when the claim writes it unbracketed. */
const SHORT_ASIDE_WORDS = 4;
/**
 * The span with its short bracketed asides read as part of the sentence ("buffering their (modestly-sized) output",
 * "immutable (stateless)") when the claim writes every word of each unbracketed: the writer dropped the brackets, not
 * the words' place. Other asides stay as written.
 */
function bracketsDropped(claim: string, span: string): string {
  if (!span.includes('(')) return span;
  const claimWords = new Set((claim.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []));
  return span.replace(/\s?\(([^()]{1,60})\)/g, (whole, inner: string) => {
    const words = inner.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    return words.length > 0 && words.length <= SHORT_ASIDE_WORDS && words.every((w) => claimWords.has(w)) && !/[,;:]/.test(inner)
      ? `${whole.startsWith(' ') ? ' ' : ''}${inner}` : whole;
  });
}

/**
 * The claim is the span word for word once each piece of code is set aside, and has the span's pieces of code in
 * another order ("of `bench` and `test` to be `debug` and `release`" / "… to be `release` and `debug`", "a `_mut` prefix,
 * … a `mut_` suffix" / "a `mut_` prefix, … a `_mut` suffix"): the first piece each side has in the other's place, or undefined.
 */
function codesTradedInFrame(claimRaw: string, spanRaw: string): { claim: string; span: string } | undefined {
  const CODE = /`+([^`\n]+?)`+/g;
  const spanCodes = [...spanRaw.matchAll(CODE)].map((m) => m[1]!.trim()).filter((c) => c.length > 0);
  if (spanCodes.length < 2) return undefined;
  // (the claim as the verifier reads it, its own code marks dropped: the span's pieces of code found in it as written)
  const claimText = claimRaw.replace(/`+/g, '');
  const names = [...new Set(spanCodes)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const inClaim = new RegExp(`(?<![\\w-])(?:${names.join('|')})(?![\\w-])`, 'g');
  const mine = [...claimText.matchAll(inClaim)].map((m) => m[0]);
  if (mine.length < 2) return undefined;
  const frame = (text: string, pattern: RegExp) => text.replace(pattern, ' § ').replace(/[*_]+/g, ' ').replace(/\s+/g, ' ').replace(/[\s.!?]+$/, '').trim().toLowerCase();
  const [claimFrame, spanFrame] = [frame(claimText, inClaim), frame(spanRaw, CODE)];
  const at = spanFrame.indexOf(claimFrame);
  if (at < 0) return undefined;
  const skipped = spanFrame.slice(0, at).split('§').length - 1;
  const theirs = spanCodes.slice(skipped, skipped + mine.length);
  if (theirs.length !== mine.length || [...mine].sort().join('\u0000') !== [...theirs].sort().join('\u0000')) return undefined;
  // (one list of codes joined only by commas, "and" or "or" may come in any order: "crate, self or ::" / "::, crate or self")
  const between = claimFrame.split('§').slice(1, -1);
  const group: number[] = [0];
  between.forEach((sep, i) => group.push(/^\s*(?:,|,?\s*(?:and|or))\s*$/.test(sep) ? group[i]! : group[i]! + 1));
  const sameList = (i: number) => {
    const members = mine.flatMap((_, j) => (group[j] === group[i] ? [j] : []));
    return members.map((j) => mine[j]).sort().join('\u0000') === members.map((j) => theirs[j]).sort().join('\u0000');
  };
  // (but two lists pair their items: "of `bench` and `test` to be `debug` and `release`")
  const lists = new Set(group.filter((g, i) => group.indexOf(g) !== i)).size;
  const k = mine.findIndex((c, i) => c !== theirs[i] && !(lists === 1 && sameList(i)));
  return k < 0 ? undefined : { claim: mine[k]!, span: theirs[k]! };
}
/** A claim's exception to a whole ("every consumer except third-party tools", "all nodes but the coordinator"). */
const CLAIM_EXCEPTION = /\b(?:except(?:\s+for)?|excluding|save\s+for|barring|with\s+the\s+exception\s+of)\s+((?:the\s+)?[\p{L}\p{N}`_.-]+)|\b(?:all|every|each|any|no)\s+(?:[\p{L}-]+\s+){1,3}?but\s+((?:the\s+)?[\p{L}\p{N}`_.-]+)/iu;
/** Any way a span may itself set things apart, limit or deny: then the readings of exceptions and denials weigh it. */
const SPAN_SETS_APART = /\b(?:except|excluding|save\s+for|barring|exception|apart\s+from|aside\s+from|other\s+than|besides|only|unless|but|not|no|never|without|neither|nor)\b|n['’]t\b/i;
/**
 * The claim excepts something from a whole ("let every consumer except third-party tools …") where the span makes no
 * exception, limit or denial at all ("let every downstream consumer (e.g. …, and third-party tools) …"): the claim's
 * exception as written, or undefined.
 */
function exceptionAdded(claimText: string, spanText: string): string | undefined {
  const m = CLAIM_EXCEPTION.exec(claimText);
  if (!m || SPAN_SETS_APART.test(spanText)) return undefined;
  return m[0];
}
/** A list of one to six items, then its head word: "`struct`, `enum` or `trait` declaration". */
const LIST_BEFORE_HEAD = /(?<![\p{L}\d_.-])([\p{L}\d_][\p{L}\d_.-]*)((?:\s*,\s*[\p{L}\d_][\p{L}\d_.-]*){0,5}),?\s+(?:and|or)\s+([\p{L}\d_][\p{L}\d_.-]*)\s+(\p{L}[\p{L}-]+)/gu;
/**
 * The claim's list before a head word has every item of the span's list before the same head and more ("If it is a
 * `struct`, `enum` or `trait` declaration" / "If it is a `struct` or `enum` declaration"), even where the span names the
 * added item elsewhere: the added items, or undefined.
 */
function listWidenedBeforeHead(claimText: string, spanText: string): string | undefined {
  // (items and head that are words of content, not "reason, and this is")
  // (a noun as the head, not a verb the list is the subject of: "Like RFC 2528, OCaml and Haskell allow …")
  const lists = (text: string) => {
    const plain = text.replace(/[`*]+/g, '');
    const found = [...plain.matchAll(LIST_BEFORE_HEAD)].map((m) => ({
      items: [m[1]!, ...m[2]!.split(',').map((x) => x.trim()).filter(Boolean), m[3]!].map((x) => x.toLowerCase()),
      head: m[4]!.toLowerCase(),
      headAt: m.index! + m[0].length - m[4]!.length,
    })).filter((l) => !STOPWORDS.has(l.head) && !/^(?:is|are|was|were|be|has|have|had|can|will|would|should|must|may|might|do|does|did)$/.test(l.head) &&
      l.items.every((item) => !STOPWORDS.has(item) && !/^\d/.test(item)));
    // (the tagger only for a text with such a list: it is the costly part)
    const tags = found.length > 0 ? posTags(plain) : undefined;
    return found.filter((l) => tags!.get(l.headAt) !== 'v').map((l) => ({ items: l.items, head: stem(l.head) }));
  };
  const theirs = lists(spanText);
  if (theirs.length === 0) return undefined;
  for (const mine of lists(claimText)) {
    for (const list of theirs) {
      if (list.head !== mine.head || !list.items.every((item) => mine.items.includes(item))) continue;
      const added = mine.items.filter((item) => !list.items.includes(item));
      if (added.length > 0) return added.join(', ');
    }
  }
  return undefined;
}

/** A name written as a reference ("&T", "&mut T", "*const T"): the mark and the name. */
const REFERENCE_MARKED = /(?<![\w&*])(&(?:mut\s+)?|\*(?:const|mut)\s+)([A-Za-z_][\w]*)/g;
/**
 * Both texts mark a name as a reference, and a mention after the same word is marked in one and bare in the other
 * ("contains &T's" over "contains T's", where the span's "&T's" follows "contain"): the tokenizer reads both as "T", so
 * the words alone agree. The mention as each text writes it, or undefined.
 */
function referenceMarksMoved(claim: string, span: string): { claim: string; span: string } | undefined {
  const plainSpan = span.replace(/`/g, '');
  const names = new Set([...claim.matchAll(REFERENCE_MARKED)].map((m) => m[2]!));
  for (const name of names) {
    const mentions = (text: string) => [...text.matchAll(new RegExp(`(\\p{L}+)\\s+(&(?:mut\\s+)?|\\*(?:const|mut)\\s+)?${escapeRegExp(name)}\\b`, 'gu'))]
      .map((m) => ({ before: m[1]!.toLowerCase(), marked: m[2] !== undefined, text: m[0].slice(m[1]!.length).trim() }));
    const theirs = mentions(plainSpan);
    if (!theirs.some((t) => t.marked)) continue;
    for (const mine of mentions(claim)) {
      const same = theirs.filter((t) => t.before === mine.before);
      if (same.length > 0 && same.every((t) => t.marked !== mine.marked)) return { claim: mine.text, span: same[0]!.text };
    }
  }
  return undefined;
}

/** A switch's state said of something: "on/off by default", "is turned on", "enabled by default". */
const SWITCH_STATE = /\b(on|off|enabled|disabled)\s+by\s+default\b|\b(?:is|are|was|were|be|been|stays?|remains?|left|turned|switched)\s+(on|off)\b(?=\s*(?:$|[,.;:)]|by\b|when\b|unless\b|if\b|for\b|in\b|until\b))/gi;
/** The claim's switch state where the span gives only the other one, or undefined. */
function switchStateChanged(claim: string, span: string): { claim: string; span: string } | undefined {
  const states = (text: string) => [...text.matchAll(SWITCH_STATE)].map((m) => ({ said: m[0], on: /^(?:on|enabled)$/i.test((m[1] ?? m[2])!) }));
  const mine = states(claim);
  if (mine.length !== 1) return undefined;
  const theirs = states(span);
  if (theirs.length === 0 || theirs.some((t) => t.on === mine[0]!.on)) return undefined;
  return { claim: mine[0]!.said, span: theirs[0]!.said };
}

/**
 * The claim with each use of the README's own name (not as a verb) put as a placeholder, where the span has that word only
 * as a verb ("pluralize a given word"); else the claim as it is.
 */
const KIND_AFTER_NAME = new RegExp(`^[\`*_]*\\s+(?:${PACKAGE_KIND_WORDS})\\b`, 'i');
function nameNotTheVerb(claim: string, span: string, documentNames: ReadonlySet<string>): string {
  for (const name of documentNames) {
    if (!/^[\p{L}-]+$/u.test(name)) continue;
    const word = new RegExp(`(?<![\\p{L}\\d_-])${escapeRegExp(name)}(?![\\p{L}\\d_-])`, 'giu');
    const inSpan = [...span.matchAll(word)];
    if (inSpan.length === 0) continue;
    const spanTags = posTags(span);
    if (!inSpan.every((m) => spanTags.get(m.index!) === 'v')) continue;
    // (the claim's name where it names: opening the claim, after "the", "of", "in" and the like, or before "package")
    const names = (at: number, m: string) => /^[\s"'(*_`]*(?:the\s+)?[`*_]*$/i.test(claim.slice(0, at)) ||
      /\b(?:the|of|in|by|from|with|for|about)\s+[`*_]*$/i.test(claim.slice(Math.max(0, at - 12), at)) ||
      KIND_AFTER_NAME.test(claim.slice(at + m.length));
    return claim.replace(word, (m: string, at: number) => (names(at, m) ? 'ThePackage' : m));
  }
  return claim;
}

/**
 * The same text, code marks and spacing aside ("use `addBuffer()` instead" / "use addBuffer() instead"; emphasis is read
 * away on both sides before this, so every symbol left, "*" of "**kwargs" too, is kept).
 */
function sameWords(a: string, b: string): boolean {
  const bare = (t: string) => t.replace(/[\s`]+/g, '').replace(/[.!?]+$/, '');
  return a.length > 0 && bare(a) === bare(b);
}

/**
 * The first way the span, with all the claim's words, does not say what the claim says — a condition the claim sets
 * and the span ties to nothing, the label of the item it speaks of, who does the act, a predicate of common words,
 * another kind of thing, something only supposed, a narrower noun — checked in that order, each only when the ones
 * before found nothing: its flag and reason, or undefined.
 */
function notSaidThere(claim: string, span: string, raw: string, wholeClaim: boolean, claimRaw?: string, documentNames: ReadonlySet<string> = NO_NAMES, changeEntry = false): { flag: string; reason: string } | undefined {
  // (each reading below compares how the two texts are built: a claim that is the span word for word is built the same)
  // (its code as written, too: "`*buf + size`" is not the span's "`buf + size`")
  if (sameWords(claim, span) && (claimRaw === undefined || codeSpansOf(claimRaw).every((c) => raw.includes(c)))) return undefined;
  // (a power, "2^12" or "2<sup>12</sup>", is read as its value, "4096", by the readings that compare words: which item of a
  // list a figure belongs to)
  claim = powersAsValues(claim);
  span = powersAsValues(span);
  raw = powersAsValues(raw);
  if (claimRaw !== undefined) claimRaw = powersAsValues(claimRaw);
  // (a changelog entry's scope labels, "[Fix] `utils`: `merge`: count …", say what the entry is about, in no clause of its
  // own: the readings of who does what read the entry without them)
  if (changeEntry) {
    span = withoutScopeLabels(span);
    raw = withoutScopeLabels(raw);
  }
  // (a pointer as the span's subject does not make a word said after its verb the doer: "It provides types for express")
  const filled = wholeClaim ? subjectFilledFromObject(claim, span, documentNames) : undefined;
  if (filled) return { flag: `argument_elsewhere:${filled}`, reason: `The span's subject points back ("It", "This package"); it says ${quote(filled)} only after its verb, as what the act reaches, not as who does it.` };
  // (a README's package named by a word the span uses only as a verb, "The pluralize package uses …" over "… to singularize
  // or pluralize a given word": the claim's name is no word of the span's clauses)
  claim = nameNotTheVerb(claim, span, documentNames);
  // ("a watch mode that is on by default" over "The watch mode is off by default": a switch the other way)
  const switched = switchStateChanged(claim, span);
  if (switched) return { flag: `state_changed:${switched.claim}/${switched.span}`, reason: `The span has it ${quote(switched.span)}; the claim says ${quote(switched.claim)}.` };
  // (a link's target or label is where to look, not words: "[released on 2023-10-02][runner-m1]")
  span = linkTargetsBlanked(span);
  raw = linkTargetsBlanked(raw);
  // (first: the most specific reading, of "X is a subset of Y" with the sides traded, names what the others would not)
  const oneWay = oneWaySidesTraded(claim, span);
  if (oneWay) return { flag: 'arguments_reversed:one_way_relation', reason: `The span says it the other way round: ${quote(oneWay.left)} is a ${oneWay.relation} ${quote(oneWay.right)}, not the claim's converse.` };
  // (the span denies it in the clause of the claim's subject, and asserts it only of another: "…, while structs with fields do not need to …")
  const deniedThere = deniedForClaimSubject(claim, span);
  if (deniedThere) return { flag: 'negation_conflict:clause_of_subject', reason: `The span denies it for the claim's subject: ${quote(deniedThere)}.` };
  // (a part cut from a claim has its condition in another part)
  const unstated = wholeClaim ? conditionUnstated(claim, span) : undefined;
  if (unstated) return { flag: `condition_unstated:${unstated}`, reason: `The claim makes what it says depend on a condition (${quote(`${unstated.toLowerCase()} …`)}); the span has the words, but ties nothing to a condition, a time or a cause.` };
  const label = labelDropped(claim, span, raw);
  if (label) return { flag: `label_dropped:${label}`, reason: `The span is the item for ${quote(label)}: it says this of that value or name, which the claim does not name.` };
  // (the clause readings read a short aside the claim writes unbracketed as part of its sentence)
  const unbracketed = bracketsDropped(claim, span);
  // (a dotted name, "node.js", is one word to them where a piece of it was read as a word of its own: its dot ends no clause)
  const misplacedAsWritten = argumentMisplaced(claim, unbracketed);
  // (a piece between dots or before an underscore's rest: "loop.shutdown_asyncgens" has the piece "shutdown")
  const misplaced = misplacedAsWritten && new RegExp(`[\\p{L}\\d_]\\.${escapeRegExp(misplacedAsWritten.word)}(?![\\p{L}\\d])|(?<![\\p{L}\\d])${escapeRegExp(misplacedAsWritten.word)}\\.[\\p{L}_]`, 'u').test(claim)
    ? argumentMisplaced(dottedNamesJoined(claim), dottedNamesJoined(unbracketed)) : misplacedAsWritten;
  if (misplaced) {
    const flag = misplaced.role === 'act' ? 'act_named_only' : misplaced.role === 'result' ? 'state_added' : 'argument_elsewhere';
    return { flag: `${flag}:${misplaced.word}`, reason: misplacedReason(misplaced) };
  }
  const reversed = argumentsReversed(claim, span);
  if (reversed) {
    return reversedFinding(reversed);
  }
  const changedEnds = fromToChanged(claim, span);
  if (changedEnds) {
    return { flag: `ends_changed:${changedEnds.from}/${changedEnds.to}`,
      reason: `The span's change runs between other ends than the claim's ${quote(`from ${changedEnds.from} to ${changedEnds.to}`)}.` };
  }

  const namesTraded = namesSwapped(claim, span);
  if (namesTraded) {
    return { flag: `arguments_reversed:${namesTraded.first}/${namesTraded.second}`,
      reason: `The span says the same of ${quote(namesTraded.second)} and ${quote(namesTraded.first)} the other way round: each stands in the other's place.` };
  }
  // (read again past the span's short asides in brackets, where one names a word of the pair again: "ValueError in 8-bit
  // strings, and UnicodeError (a subclass of ValueError) in Unicode strings" against the two errors traded)
  const asideless = BRACKETED_ASIDE.test(span) && !/[()]/.test(claim) ? span.replace(BRACKETED_ASIDE_ALL, '') : undefined;
  if (asideless !== undefined) {
    // (not where an aside itself says both words: it restates the claim, "… (and the left pane mirrors the right pane)")
    const asides = span.match(BRACKETED_ASIDE_ALL) ?? [];
    const restated = (w: { first: string; second: string }) => asides.some((a) => [w.first, w.second].every((x) => a.toLowerCase().includes(x.toLowerCase())));
    const traded = namesSwapped(claim, asideless);
    const names = traded && !restated(traded) ? traded : undefined;
    if (names) return { flag: `arguments_reversed:${names.first}/${names.second}`, reason: `The span (its aside in brackets set apart) says the same of ${quote(names.second)} and ${quote(names.first)} the other way round: each stands in the other's place.` };
    const swappedPast = wordsSwapped(claim, asideless);
    if (swappedPast && !restated(swappedPast)) return swappedFinding(swappedPast);
  }
  // (two words of the claim in each other's places, and the two sides of a preference, where no reading above named them)
  const wordsTraded = wordsTradedInPlace(claim, span);
  if (wordsTraded) return { flag: `words_traded:${wordsTraded.claim}`, reason: `The span has ${quote(wordsTraded.span)} where the claim has ${quote(wordsTraded.claim)}: the two trade places, and what is said of which changes.` };
  const preference = preferenceSidesTraded(claim, span);
  if (preference) return { flag: 'arguments_reversed:preference', reason: `The span prefers ${quote(preference.span)}, not ${quote(preference.claim)}: the two sides trade places.` };
  const owned = possessorElsewhere(claim, span);
  if (owned) return { flag: `possessor_elsewhere:${owned.owner}`, reason: `The span's ${quote(owned.noun)} is ${quote(owned.span)}, not ${quote(`${owned.owner}'s`)}: the span names ${quote(owned.owner)} in another place.` };
  const recipient = recipientTraded(claim, span);
  if (recipient) return { flag: 'arguments_reversed:recipient', reason: `The span gives it to ${quote(recipient.span)}, not to ${quote(recipient.claim)}: the two trade places.` };
  const favoured = favourSidesTraded(claimRaw ?? claim, raw);
  if (favoured) return { flag: 'arguments_reversed:preference', reason: `The span sets it aside in favour of ${quote(favoured.span)}, not of ${quote(favoured.claim)}: the two sides trade places.` };
  const standard = comparisonStandardOtherSide(claimRaw ?? claim, raw);
  if (standard) return { flag: 'arguments_reversed:comparison', reason: `The span says ${quote(standard.span)}; the claim says ${quote(standard.claim)}: the other side of the comparison.` };
  // ("in the order A, not in the order B" over "in the order B, not in the order A", each side denying alike)
  if (contrastSidesTraded(claim, span)) return { flag: 'arguments_reversed:contrast', reason: `The claim says what the span sets aside with ${quote(setAsideMarker(span))}, and sets aside what the span says: the two sides are swapped.` };
  const change = changeEndsTraded(claim, span);
  if (change) return { flag: 'arguments_reversed:change', reason: `The claim says ${quote(change.claim)}; the span ${quote(change.span)}: the change the other way round.` };
  const cases = caseClausesTraded(claim, span);
  if (cases) return { flag: 'arguments_reversed:cases', reason: `The claim says ${quote(cases.claim)}; the span says that of another case: ${quote(cases.span)}.` };
  const codePoints = codePointsTraded(claim, span);
  if (codePoints) return { flag: `arguments_reversed:${codePoints.first}/${codePoints.second}`, reason: `The span has ${quote(codePoints.second)} where the claim has ${quote(codePoints.first)}: the code points trade places.` };
  const concededException = exceptionAgainstConcession(claim, span);
  if (concededException) return { flag: 'exception_against_concession', reason: `The claim makes an exception (${quote(concededException.claim)}) of a case in which the span says it holds even so (${quote(concededException.span)}).` };
  const concession = concessionTraded(claim, span);
  if (concession) return { flag: 'arguments_reversed:concession', reason: `The claim concedes ${quote(concession.claim)}; the span concedes ${quote(concession.span)}: what is the rule and what the exception trade places.` };
  const contrast = contrastChoiceTraded(claim, span);
  if (contrast) return { flag: 'arguments_reversed:contrast', reason: `The span chooses ${quote(contrast.chosen)} over ${quote(contrast.aside)}: the claim has the two the other way round.` };
  const unlike = unlikeSidesTraded(claim, span);
  if (unlike) return { flag: 'arguments_reversed:contrast', reason: `The span says ${quote(unlike.span)} of what the claim says it of: the two sides trade places.` };
  const turned = clausesReversed(claim, span);
  if (turned) {
    return { flag: `clauses_reversed:${turned.connective}`,
      reason: `The span joins the two by ${quote(turned.connective)} the other way round: it does not say ${quote(turned.first)} ${turned.connective} ${quote(turned.second)}.` };
  }
  const place = placeDeniedByEllipsis(claim, span);
  if (place) return { flag: `place_denied:${place}`, reason: `The span denies it for ${quote(place)} ("… does not on ${place}"), where the claim says it.` };
  const deniedItem = coordinatedItemDenied(claim, span);
  if (deniedItem) return { flag: `item_denied:${deniedItem.claim}`, reason: `The claim says it of ${quote(deniedItem.claim)}; the span ${deniedItem.denies ? 'denies it of the second' : 'says something else of the second'}: ${quote(deniedItem.span)}.` };
  const side = pointSideReversed(claim, span) ?? eventOrderReversed(claim, span);
  if (side) return { flag: `point_side_reversed:${side.claim}`, reason: `The claim says ${quote(side.claim)}, the span ${quote(side.span)}: the other side of that point.` };
  // (a part cut from a longer claim at its "and" may end its list early: "limited to the release manager" of "… the
  // release manager and his designated bots, and …"; only "only" is read there)
  const onlyList = onlyOneOfList(claim, span, wholeClaim);
  if (onlyList) return { flag: `only_one_of_list:${onlyList}`, reason: `The span's "only" is of ${quote(onlyList)}; the claim's names one of them and leaves the rest out.` };
  const several = oneOfSeveral(claim, span);
  if (several) return { flag: `one_of_several:${several}`, reason: `The span says ${quote(several)}: one of several, not the one the claim names.` };
  const identifier = identifierDiffers(claim, span);
  if (identifier) return { flag: `identifier_differs:${identifier.claim}/${identifier.span}`, reason: `The span names ${quote(identifier.span)}, not ${quote(identifier.claim)}: another name.` };
  const means = withOrWithout(claim, span);
  if (means) {
    return { flag: `with_or_without:${means.claim}`,
      reason: `The claim says ${quote(means.claim)}, the span ${quote(means.span)}: neither carries the other; check it.` };
  }
  const paired = respectiveItemsMispaired(claimRaw ?? claim, raw) ?? respectivelyMispaired(claim, span);
  if (paired) {
    return mispairedFinding(paired);
  }
  const misread = formerLatterMisread(claimRaw ?? claim, raw);
  if (misread) {
    return { flag: `former_latter_misread:${misread.claim}`,
      reason: `Where the claim has ${quote(misread.claim)}, the span says "the former" or "the latter" of ${quote(misread.span)}.` };
  }
  const crossed = crossedPairs(claim, span);
  if (crossed) {
    return { flag: `pairs_crossed:${crossed.claim}/${crossed.span}`,
      reason: `The span gives ${quote(crossed.claim)} with other words; with the rest of the claim it has ${quote(crossed.span)}.` };
  }
  // (two events in the other order, and two figures in each other's places, where no reading above named them)
  const order = eventOrderTraded(claim, span);
  if (order) return { flag: 'order_reversed:events', reason: 'The span puts the same two events the other way round: what the claim says comes first, it says comes after.' };
  const partTrade = partsTraded(claim, span);
  if (partTrade) {
    return { flag: `parts_traded:${partTrade.claim}`,
      reason: `The claim puts ${quote(partTrade.claim)} together; the span has ${quote(partTrade.span)}: the two parts trade their words.` };
  }
  const likeDenied = likeUnderDenial(claim, span);
  if (likeDenied) return { flag: `like_under_denial:${likeDenied}`, reason: `The span's ${quote(likeDenied)} says they do it; the claim's "like" says they do not.` };
  const figuresTraded = figuresTradedInPlace(claim, span);
  if (figuresTraded) {
    return { flag: `figures_traded:${figuresTraded.claim}/${figuresTraded.span}`,
      reason: `The span has ${quote(figuresTraded.span)} where the claim has ${quote(figuresTraded.claim)}, and the other way round: the two figures trade places.` };
  }
  const figureWord = figureGivenOtherWord(claim, span);
  if (figureWord) return { flag: `figure_elsewhere:${figureWord.claim}`, reason: `The claim has ${quote(figureWord.claim)}; the span has ${quote(figureWord.span)}, and the claim's word with another figure.` };
  // (an entry under a release's heading says in the imperative what the release did: "Add a type error …")
  const instruction = changeEntry ? undefined : instructionAsDone(claim, span);
  if (instruction) return { flag: `instruction_as_done:${instruction}`, reason: `The span gives it as an instruction or a proposal (${quote(`${instruction} …`)}), not as done.` };
  const weakened = quantifierWeakened(claim, span);
  if (weakened?.stronger) {
    return { flag: `quantifier_strengthened:${weakened.claim}`, reason: `The span says ${quote(weakened.span)}; the claim's ${quote(weakened.claim)} says it of every one of them.` };
  }
  if (weakened) {
    return { flag: `quantifier_weakened:${weakened.claim}`,
      reason: `The span says ${quote(weakened.span)}; the claim's ${quote(weakened.claim)} says less, and reads as not all of them.` };
  }
  const comparedOnly = comparisonDropped(claim, span);
  if (comparedOnly) return { flag: `comparison_dropped:${comparedOnly.claim}`, reason: `The span says ${quote(comparedOnly.claim)} only in a comparison (${quote(comparedOnly.span)}); the claim says it outright.` };
  const superlative = superlativeUnstated(claim, span);
  if (superlative) return { flag: `superlative_unstated:${superlative.claim}`, reason: `The span says ${quote(superlative.span)}, not ${quote(superlative.claim)}: it ranks nothing.` };
  const counted = countWordForFigure(claim, span);
  if (counted) return { flag: `count_word_for_figure:${counted.claim}`, reason: `The span gives the count (${quote(counted.span)}); the claim's ${quote(counted.claim)} is not what that figure says.` };
  const unrequired = necessityDenied(claim, span);
  if (unrequired) return { flag: `necessity_denied:${unrequired}`, reason: `The claim says it must be so; the span says ${quote(unrequired)}.` };
  const duty = dutyUnstated(claim, span);
  if (duty) return { flag: `duty_unstated:${duty}`, reason: `The claim says ${quote(duty)}; the span states no duty or rule, only what is done or how.` };
  const bothThings = bothOfThingsUnstated(claim, span);
  if (bothThings) return { flag: `quantifier_unstated:${bothThings}`, reason: `The claim says it of ${quote(bothThings)}; the span does not say it of both, or of two.` };
  const unpaired = pairItemUnstated(claim, span);
  if (unpaired) return { flag: `pair_item_unstated:${unpaired}`, reason: `The claim says it of both (or either); the span does not name ${quote(unpaired)}.` };
  const figures = figureListDiffers(claim, span);
  if (figures) return { flag: `figure_list_differs:${figures.claim}`, reason: `The claim lists ${quote(figures.claim)}; the span's list is ${quote(figures.span)}.` };
  const otherSide = comparativeOfOtherSide(claim, span);
  if (otherSide) return { flag: `comparison_turned:${otherSide}`, reason: `The claim says ${quote(otherSide)}; in the span that word is said of the other side.` };
  const turnedComparison = comparisonTurned(claim, span);
  if (turnedComparison) {
    return { flag: `comparison_turned:${turnedComparison.claim}`,
      reason: `The claim says ${quote(turnedComparison.claim)}; the span compares the other way: ${quote(turnedComparison.span)}.` };
  }
  const sidesTraded = comparisonSidesTraded(claim, span);
  if (sidesTraded) {
    return { flag: `comparison_sides_traded:${sidesTraded.claim}`,
      reason: `The claim says ${quote(sidesTraded.claim)}; the span compares them the other way round: ${quote(sidesTraded.span)}.` };
  }
  // (the claim as written: its brackets are no markup to drop, "[a..z].pypi.python.org")
  const addedItem = listItemAdded(claimRaw ?? claim, span);
  if (addedItem) return { flag: `list_item_added:${addedItem}`, reason: `The claim's list adds ${quote(addedItem)}, which the span's list does not name.` };
  const anchor = anchorMoved(claim, span);
  if (anchor) return { flag: `anchor_moved:${anchor}`, reason: `The span counts this from the event before it ("… after that"), not ${quote(anchor)}.` };
  const dutyAlternative = dutyAlternativeDropped(claim, span);
  if (dutyAlternative) return { flag: `alternative_dropped:${dutyAlternative}`, reason: `The span lets ${quote(dutyAlternative)} do instead: the claim's duty leaves that way out, and says more.` };
  const conditionPart = conditionPartDropped(claim, span);
  if (conditionPart) return { flag: `condition_part_dropped:${conditionPart}`, reason: `The span's condition also needs ${quote(conditionPart)}, which the claim leaves out.` };
  const joinSwapped = coordinatorSwapped(claim, span);
  if (joinSwapped) return { flag: `join_swapped:${joinSwapped.claim}/${joinSwapped.span}`, reason: `The claim joins two things by ${quote(joinSwapped.claim)} where the span joins them by ${quote(joinSwapped.span)}.` };
  const choice = conjunctionAsChoice(claim, span);
  if (choice) return { flag: `conjunction_as_choice:${choice}`, reason: `The claim offers a choice (${quote(choice)}); the span requires both, joined by "and".` };
  const ends = rangeEndsTraded(claim, span);
  if (ends) return { flag: `range_ends_traded:${ends.claim}`, reason: `The claim says ${quote(ends.claim)}; the span's range is ${quote(ends.span)}: that is its other end.` };
  const version = versionOfAnother(claim, span);
  if (version) return { flag: `version_of_another:${version.claim}`, reason: `The span says this of ${quote(version.span)}; it names the claim's version only elsewhere, not ${quote(version.claim)}.` };
  const setAside = alternativeSetAside(claim, span);
  if (setAside) return { flag: `set_aside:${setAside}`, reason: `The span sets it apart (${quote(setAside)}): it does not say this of what the claim says it of.` };
  const chosen = chosenInstead(claim, span);
  if (chosen) return { flag: `chosen_instead:${chosen}`, reason: `The span names it as what was chosen (${quote(chosen)}), not as what the claim says of it.` };
  const listed = listItemOutside(claim, span);
  if (listed) return { flag: `list_item_outside:${listed.item}`, reason: `The span's list is ${quote(listed.list)}; it names ${quote(listed.item)} outside it.` };
  const exceptionMade = exceptionAdded(claim, span);
  if (exceptionMade) return { flag: `exception_added:${exceptionMade}`, reason: `The claim makes an exception (${quote(exceptionMade)}) the span does not make: it says this of all of them.` };
  const listWidened = listWidenedBeforeHead(claim, span);
  if (listWidened) return { flag: `list_item_added:${listWidened}`, reason: `The claim's list has ${quote(listWidened)}, which the span's list before the same word does not.` };
  const sameness = sameForDifferent(claim, span);
  if (sameness) {
    return sameness.span === undefined ? { flag: `sameness_unstated:${sameness.claim}`, reason: `The claim says ${quote(sameness.claim)}; the span does not say it is the same.` }
      : { flag: `word_substituted:${sameness.claim}/${sameness.span}`, reason: `The span says ${quote(sameness.span)} where the claim says ${quote(sameness.claim)}.` };
  }
  const example = onlyAnExample(claim, span);
  if (example) return { flag: `example_as_whole:${example}`, reason: `The span names ${quote(example)} only as an example of a wider thing; the claim says "only" of it.` };
  const deniedCode = codeOnlyDenied(claim, raw);
  if (deniedCode) return { flag: `code_denied:${deniedCode}`, reason: `The span names ${quote(deniedCode)} only to deny it ("not ${deniedCode}").` };
  const codeWord = claimRaw === undefined ? undefined : codeWordUnwritten(claimRaw, raw, documentNames);
  if (codeWord) return { flag: `code_missing:${codeWord}`, reason: `The span does not write ${quote(`\`${codeWord}\``)}: code must match as written.` };
  // (the claim's closing full stop is no part of a symbol it ends on: "joins module paths with ::.")
  const claimSymbols = (claimRaw ?? claim).replace(/(?<=[^\s.])\.\s*$/, '');
  const symbol = symbolSubstituted(claimSymbols, raw) ?? symbolReplaced(claimSymbols, raw);
  if (symbol) return { flag: `code_differs:${symbol.claim}`, reason: `The span writes ${quote(symbol.span)} where the claim writes ${quote(symbol.claim)}: code must match as written.` };
  const codesTraded = codesTradedInFrame(claimSymbols, raw);
  if (codesTraded) return { flag: `respectively_mispaired:${codesTraded.claim}`, reason: `The span writes ${quote(codesTraded.span)} where the claim writes ${quote(codesTraded.claim)}, the rest word for word: the code in each place is another.` };
  const symbols = symbolsTraded(claimRaw ?? claim, raw);
  if (symbols) return { flag: `symbol_elsewhere:${symbols.claim}`, reason: `The span writes ${quote(symbols.span)} where the claim writes ${quote(symbols.claim)}; it writes ${quote(symbols.claim)} of something else.` };
  const literal = literalDiffers(claimRaw ?? claim, raw);
  if (literal) return { flag: `code_differs:${literal.claim}`, reason: `The span writes ${quote(literal.span)}, not ${quote(literal.claim)}: a literal must match as written.` };
  const cased = caseDiffers(claimRaw ?? claim, raw);
  if (cased) return { flag: `code_differs:${cased.claim}`, reason: `The span writes ${quote(cased.span)} where the claim writes ${quote(cased.claim)}: a name's capitals are part of it.` };
  const flag = cliFlagUnwritten(claimRaw ?? claim, raw);
  if (flag) return { flag: `code_differs:${flag.claim}`, reason: flag.span === undefined ? `The span does not write the flag ${quote(flag.claim)}.` : `The span writes ${quote(flag.span)}, not the claim's flag ${quote(flag.claim)}.` };
  const code = codeDiffers(claim, span);
  if (code) return { flag: `code_differs:${code.claim}`, reason: `The span writes ${quote(code.span)}, not ${quote(code.claim)}: code must match as written.` };
  const rearranged = codeRearranged(claimRaw ?? claim, raw);
  if (rearranged) return { flag: `code_differs:${rearranged.claim}`, reason: `The span writes ${quote(rearranged.span)}, not ${quote(rearranged.claim)}: the same words in another order are other code.` };
  const waived = restrictionWaived(claim, span);
  if (waived) return { flag: `restriction_waived:${waived}`, reason: `The claim says ${quote(waived)}; the span says it only of the case the claim waives.` };
  const source = documentOnlyAsSource(claim, span);
  if (source) return { flag: `subject_as_source:${source}`, reason: `The span's act is its own document's; it names ${quote(source)} only as where something comes from, not as the one that did it.` };
  const circumstance = subjectOnlyAsCircumstance(claim, span);
  if (circumstance) return { flag: `subject_as_circumstance:${circumstance}`, reason: `The span names the claim's subject only in ${quote(circumstance)}: it says when, not that it did it.` };
  const swapped = wordsSwapped(claim, span);
  if (swapped) {
    return swappedFinding(swapped);
  }
  const alternative = alternativeDropped(claim, span);
  if (alternative) return { flag: `alternative_dropped:${alternative}`, reason: `The claim says "only"; the span gives another beside it (${quote(alternative)}).` };
  const others = onlyOneGivenOthers(claim, span);
  if (others) return { flag: `only_one:${others.claim}`, reason: `The span says ${quote(others.span.replace(/\s+/g, ' '))}; the claim gives others beside it (${quote(others.claim)}).` };
  const either = eitherAlternativeDropped(claim, span);
  if (either) return { flag: `alternative_dropped:${either}`, reason: `The span gives two alternatives ("either … or"); the claim keeps one and leaves out the other (${quote(either)}).` };
  const onlyMoved = onlyScopeMoved(claim, span);
  if (onlyMoved) return { flag: `only_moved:${onlyMoved}`, reason: `The claim's "only" picks out ${onlyMoved === 'subject' ? 'its subject' : 'what is said of its subject'}; the span's picks out ${onlyMoved === 'subject' ? 'what is said of it' : 'its subject'}.` };
  const split = coordinationSplit(claim, span);
  if (split) return { flag: `coordination_split:${split.claim}`, reason: `The claim joins ${quote(split.claim)}; the span gives it another word of its own (${quote(split.span)}).` };
  const headSplit = coordinationHeadSplit(claim, span);
  if (headSplit) return { flag: `coordination_split:${headSplit.claim}`, reason: `The claim gives ${quote(headSplit.claim)} one act; the span says the second with words of its own (${quote(headSplit.span)}).` };
  const owner = ofOwnerChanged(claim, span);
  if (owner) return { flag: `owner_changed:${owner.claim}`, reason: `The claim says ${quote(owner.claim)}; the span says ${quote(owner.span)}, of another thing.` };
  // (the same, of inline code read as words: "in favour of `a` … of `b`" / "in favour of `b` … of `a`")
  // (the raw span: the passage's text has its code marks blanked)
  if (claimRaw !== undefined && claimRaw.includes('`') && raw.includes('`')) {
    const [c, s] = [codeWords(claimRaw), codeWords(raw)];
    const asCode = (text: string) => text.replace(/[\p{L}\p{N}]+/gu, (word) => c.code.get(word.toLowerCase()) ?? s.code.get(word.toLowerCase()) ?? word);
    const codeSwapped = wordsSwapped(c.text, s.text);
    if (codeSwapped) return swappedFinding({ first: asCode(codeSwapped.first), second: asCode(codeSwapped.second) });
    const paired = respectivelyMispaired(c.text, s.text);
    if (paired) return mispairedFinding({ claim: asCode(paired.claim), span: asCode(paired.span) });
    const codeReversed = argumentsReversed(c.text, s.text);
    if (codeReversed) return reversedFinding({ ...codeReversed, first: asCode(codeReversed.first), second: asCode(codeReversed.second) });
  }
  const contrasted = contrastSubjectsSwapped(claim, span);
  if (contrasted) {
    return { flag: `sides_swapped:${contrasted.first}/${contrasted.second}`,
      reason: `The span says of ${quote(contrasted.second)} what the claim says of ${quote(contrasted.first)}, and the other way round.` };
  }
  const phrasesTraded = clausePhrasesTraded(claim, span);
  if (phrasesTraded) {
    return tradedClausesFinding(phrasesTraded);
  }
  const subjects = subjectModifierTraded(claim, span);
  if (subjects) {
    return { flag: `subject_traded:${subjects.claim}/${subjects.span}`,
      reason: `The span's subject is ${quote(subjects.span)}, not ${quote(subjects.claim)}: it says what the claim says of the one of the other.` };
  }
  const lettersSwapped = letterNamesSwapped(claim, span);
  if (lettersSwapped) return { flag: `names_swapped:${lettersSwapped.claim}`, reason: `The claim says ${quote(lettersSwapped.claim)}; the span says ${quote(lettersSwapped.span)}: the names stand in each other's places.` };
  const relationTurned = relationNounReversed(claim, span);
  if (relationTurned) return { flag: `roles_reversed:${relationTurned.claim}`, reason: `The claim says ${quote(relationTurned.claim)}; the span says ${quote(relationTurned.span)}: the two sides of the relation are the other way round.` };
  const examples = examplesMispaired(claim, span);
  if (examples) return { flag: `examples_mispaired:${examples.claim}`, reason: `The claim says ${quote(examples.claim)}; the span says ${quote(examples.span)}: the examples are given for other things.` };
  const inOut = inOrOutOf(claim, span);
  if (inOut) return { flag: `antonym:${inOut.claim}/${inOut.span}`, reason: `The span says ${quote(inOut.span)} where the claim says ${quote(inOut.claim)}.` };
  const otherName = participleObjectDiffers(claim, span);
  if (otherName) return { flag: `word_substituted:${otherName.claim}/${otherName.span}`, reason: `The span says ${quote(otherName.span)}, not ${quote(otherName.claim)}.` };
  const roles = participleRolesTraded(claim, span);
  if (roles) return { flag: `arguments_reversed:${roles.claim}`, reason: `The claim says ${quote(roles.claim)}; the span says ${quote(roles.span)}: the two stand in each other's roles.` };
  const keptApart = butNotTraded(claim, span);
  if (keptApart) return { flag: `kept_and_excluded_traded:${keptApart.claim}`, reason: `The claim says ${quote(keptApart.claim)}; the span says ${quote(keptApart.span)}: what is kept and what is left out are traded.` };
  const oneInAll = singleAgainstEach(claim, span);
  if (oneInAll) return { flag: `count_changed:${oneInAll.claim}`, reason: `The span says ${quote(oneInAll.span)}; the claim says ${quote(oneInAll.claim)}: one in all, not one for each.` };
  const qualified = qualifiedItemsTraded(claim, span);
  if (qualified) return { flag: `qualified_item_traded:${qualified.claim}`, reason: `The claim says ${quote(qualified.claim)}; the span says ${quote(qualified.span)}: the item the qualifier sets apart is the other one.` };
  const merged = figureWordsOfAnother(claim, span);
  if (merged) {
    return { flag: `figure_mispaired:${merged.words}/${merged.figure}`,
      reason: `The span gives ${quote(merged.words)} beside ${quote(merged.figure)}, not beside the claim's figure: two things merged into one.` };
  }
  const pairedOtherwise = prepositionPairsSwapped(claim, span);
  if (pairedOtherwise) {
    return { flag: `pairs_crossed:${pairedOtherwise.first}/${pairedOtherwise.second}`,
      reason: `The span pairs these the other way round: it does not say ${quote(pairedOtherwise.first)} nor ${quote(pairedOtherwise.second)}.` };
  }
  const particle = particleOpposite(claim, span);
  if (particle) return { flag: `particle_opposite:${particle.claim}/${particle.span}`, reason: `The claim says ${quote(particle.claim)}, the span ${quote(particle.span)}: the opposite.` };
  const exempted = exceptionDenied(claim, span);
  if (exempted) return { flag: `exception_denied:${exempted}`, reason: `The span makes an exception of ${quote(exempted)} to what it denies: the claim denies it of the exception.` };
  const kinds = attributesTraded(claim, span);
  if (kinds) {
    return { flag: `attributes_traded:${kinds.first}/${kinds.second}`,
      reason: `The span says of ${quote(kinds.second)} what the claim says of ${quote(kinds.first)}, and the other way round.` };
  }
  const traded = objectsTraded(claim, span);
  if (traded) {
    return { flag: `objects_traded:${traded.first}/${traded.second}`,
      reason: `The span says ${quote(traded.first)} of ${quote(traded.secondObject)} and ${quote(traded.second)} of ${quote(traded.firstObject)}: the two trade places.` };
  }
  const versionOwner = versionOwnerChanged(claim, span);
  if (versionOwner) return { flag: `owner_changed:${versionOwner.claim}`, reason: `The claim says ${quote(versionOwner.claim)}; the span says ${quote(versionOwner.span)}: the version is another's.` };
  const sigilOnName = sigilChanged(claimRaw ?? claim, raw);
  if (sigilOnName) return { flag: `symbol_changed:${sigilOnName.claim}/${sigilOnName.span}`, reason: `The span writes ${quote(sigilOnName.span)} where the claim writes ${quote(sigilOnName.claim)}.` };
  const ofAnotherAct = figureOfAnotherAct(claim, span);
  if (ofAnotherAct) {
    return { flag: `figure_of_another_act:${ofAnotherAct.act}/${ofAnotherAct.figure}`,
      reason: `The span gives ${quote(ofAnotherAct.other)} after ${quote(ofAnotherAct.act)}, and ${quote(ofAnotherAct.figure)} after another act.` };
  }
  const since = sinceVersionUnstated(claim, span);
  if (since) return { flag: `time_relation_dropped:since`, reason: `The claim dates a start (${quote(since)}); the span names that version with no word of a start.` };
  const otherwise = otherwiseResultClaimed(claim, span);
  if (otherwise) {
    return { flag: `otherwise_result:${otherwise.other}`,
      reason: `The span gives ${quote(otherwise.other)} only otherwise, when it is not so that ${otherwise.condition}; the claim gives it under that very condition.` };
  }
  // ("Both A and B have been removed" over "A has been removed: it was an alias to B": each thing of a joined subject
  // must be the subject of what the claim says)
  // (not where the span joins the same two things itself: "will reflect the appropriate name and origin")
  for (const one of wholeClaim && /^\s*both\s/i.test(claim) && !joinsTheSameTwo(claim, span) && !/\b(?:so|as)\s+(?:was|were|is|are|did|does|has|have|had)\b|\b(?:too|as\s+well|likewise)\b/i.test(span)
    ? conjoinedSubjects(claim) ?? [] : []) {
    // (code read as one word each, so that its dots and brackets break no clause: "``socket.socketpair()``")
    const misplacedOne = argumentMisplaced(codeAsWords(one), codeAsWords(span));
    if (misplacedOne && (misplacedOne.role === 'agent' || misplacedOne.role === 'patient')) {
      return { flag: `argument_elsewhere:${misplacedOne.word}`, reason: misplacedReason(misplacedOne) };
    }
  }
  const swappedSides = contrastSidesSwapped(claim, span);
  if (swappedSides) {
    return { flag: `sides_swapped:${swappedSides.affirmed}/${swappedSides.denied}`,
      reason: `The span sets ${quote(swappedSides.affirmed)} aside and says ${quote(swappedSides.denied)}: the claim has the two sides of its contrast the other way round.` };
  }
  const sigil = referenceMarksMoved(claimRaw ?? claim, raw);
  if (sigil) {
    return { flag: `symbol_changed:${sigil.claim}/${sigil.span}`,
      reason: `The span writes ${quote(sigil.span)} where the claim writes ${quote(sigil.claim)}: the reference marks are on other names.` };
  }
  // (a claim that is the span word for word but for the order word is a contradiction, read as one elsewhere)
  const reordered = swappedOpposite(span, claim) === undefined ? orderSidesSwapped(claim, span) : undefined;
  if (reordered) {
    return { flag: `sides_swapped:${reordered.earlier}/${reordered.later}`,
      reason: `The span puts ${quote(reordered.later)} first and ${quote(reordered.earlier)} after it: the claim has the order the other way round.` };
  }
  const joined = sidesJoined(claim, span);
  if (joined) {
    return { flag: `sides_joined:${joined.marker}`,
      reason: `The span has ${quote(joined.sideWord)} only in what its ${quote(joined.marker)} sets apart, and ${quote(joined.mainWord)} only outside it: it does not say them of each other.` };
  }
  // (read after the readings above, which name a trade more exactly: modifiers traded between two compounds, or a word of
  // one side of the act that the span has on the other side)
  const modifiersTraded = compoundModifiersTraded(claim, span);
  if (modifiersTraded) {
    return { flag: `attributes_traded:${modifiersTraded.first}/${modifiersTraded.second}`,
      reason: `The span puts the modifiers of ${quote(modifiersTraded.first)} and ${quote(modifiersTraded.second)} the other way round: each of its phrases has the other's.` };
  }
  const crossedOver = argumentCrossed(claim, unbracketed);
  if (crossedOver) return { flag: `argument_elsewhere:${crossedOver.word}`, reason: misplacedReason(crossedOver) };
  // (a claim of cause or means, "X via Y", is judged by whether the span relates the two: relation_unstated)
  const elsewhere = CAUSAL_CONNECTIVE.test(claim) ? undefined : wordOfAnotherClause(claim, unbracketed);
  if (elsewhere) {
    return { flag: `argument_elsewhere:${elsewhere.word}`,
      reason: `In the span, ${quote(elsewhere.word)} belongs to another clause, with a verb of its own: the clause that says the rest of the claim does not say it.` };
  }
  // (an act the span puts off until a time, said by a claim with no deferral or denial of its own, "will be reviewed before
  // 3.8" / "review … has been postponed until 3.8": the span says it does not happen until then)
  const deferral = DEFERRED_UNTIL.exec(span);
  if (deferral && !DEFERRED_UNTIL.test(claim) && !/\b(?:not|no|never|until|defer\w*|postpon\w*|delay\w*)\b|n['’]t\b/i.test(claim)) {
    return { flag: `deferred:${deferral[0].split(/\s+/)[0]}`, reason: `The span puts it off (${quote(deferral[0].replace(/\s+/g, ' '))} …): it does not say it happens as the claim says.` };
  }
  // (a stance against an act is not the act left undone, nor a stance of another kind: "argued against adding" / "did not add")
  const stance = stanceUnmatched(claim, span);
  if (stance) {
    return stance.side === 'claim'
      ? { flag: `stance_unstated:${stance.stance.words}`, reason: `The claim says ${quote(stance.stance.words)}; the span takes no such stance.` }
      : { flag: `stance_only:${stance.stance.words}`, reason: `The span only says ${quote(stance.stance.words)}: a stance, not what the claim says.` };
  }
  const bare = commonPredicateMissing(claim, span);
  if (bare) {
    return { flag: `predicate_words_missing:${bare}`,
      reason: `The span does not say it is ${quote(bare)}: what the claim says of its subject is only common words, so the span must say them.` };
  }
  const compound = modifierElsewhere(claim, span);
  if (compound) return { flag: `compound_differs:${compound.claim}/${compound.span}`, reason: `The span speaks of ${quote(compound.span)}, not ${quote(compound.claim)}.` };
  const asked = onlyAsked(claim, span);
  if (asked) return { flag: `only_asked:${asked}`, reason: `The span names ${quote(asked)} only inside a question or a choice it leaves open (which …, whether …): it neither says nor denies it.` };
  const supposed = onlyInCondition(claim, span);
  if (supposed) return { flag: `only_in_condition:${supposed}`, reason: `The span names ${quote(supposed)} only inside a condition: it supposes it, it does not say it.` };
  const effect = onlyAsEffect(claim, span);
  if (effect) return { flag: `cause_dropped:${effect}`, reason: `The span says this only as what ${quote(effect)} brings about: the claim leaves out what causes it.` };
  const widened = restrictorWidened(claim, span) ?? specificForUniversal(claim, span);
  if (widened) return { flag: `restrictor_widened:${widened.span}`, reason: `The span says ${quote(widened.span)}; the claim's ${quote(widened.claim)} speaks of more.` };
  // (a restriction after a short aside in brackets the claim leaves out: "all docstrings (one-line or multi-line) that document a class")
  const dropped = participleDropped(claim, span) ?? subjectModifierDropped(claim, span) ?? restrictionDropped(claim, span) ??
    (asidesUnsaid(claim, span) ? restrictionDropped(claim, span.replace(BRACKETED_ASIDE_ALL, '')) : undefined) ?? postModifierDropped(claim, span) ??
    versionOnlyDropped(claim, span);
  if (dropped) return { flag: `modifier_dropped:${dropped.span}`, reason: `The span says ${quote(dropped.span)}; the claim's ${quote(dropped.claim)} speaks of more.` };
  const excepted = otherExcepted(claim, span);
  if (excepted) return { flag: `other_excepted:${excepted.span}`, reason: `The span says it of ${quote(excepted.span)}, apart from those its context names; the claim's ${quote(excepted.claim)} does not set them apart.` };
  const selected = selectorDropped(claim, span);
  if (selected) return { flag: `modifier_dropped:${selected}`, reason: `The span says ${quote(selected)}: it picks one of several, which the claim does not.` };
  const compared = comparisonUnstated(claim, span);
  if (compared) return { flag: `comparison_unstated:${compared}`, reason: `The claim compares (${quote(compared)}); the span says it, but not against that.` };
  const unrestricted = universalOverRestricted(claim, span) ?? universalOverNarrowed(claim, span);
  if (unrestricted) return { flag: `restriction_dropped:${unrestricted.claim}`, reason: `The span says it only of ${quote(unrestricted.span)}; the claim's ${quote(unrestricted.claim)} says it of every one.` };
  const coordinated = coordinatedModifierAdded(claim, span);
  if (coordinated) return { flag: `list_item_added:${coordinated.claim}`, reason: `The claim adds ${quote(coordinated.claim)}; the span says only ${quote(coordinated.span)}.` };
  const prefixed = prefixedInPlace(claim, span);
  if (prefixed) return { flag: `word_substituted:${prefixed.claim}/${prefixed.span}`, reason: `The span says ${quote(prefixed.span)} where the claim says ${quote(prefixed.claim)}.` };
  const both = bothUnstated(claim, span);
  if (both) return { flag: `pair_item_unstated:${both.claim}`, reason: `The claim says ${quote(both.claim)} (${quote(both.pair[0])} and ${quote(both.pair[1])}); the span does not say it of both.` };
  const ampersand = ampersandNameMissing(claimRaw ?? claim, raw);
  if (ampersand) return { flag: `entity_missing:${ampersand}`, reason: `The span does not name ${quote(ampersand)}.` };
  // (not of a word-for-word copy with one word changed: the closest-copy reading names that change)
  const inOthersPlace = wordInOthersPlace(claimRaw ?? claim, raw);
  if (inOthersPlace && oneWordSwapped(span, profileClaim(claim)) === undefined) {
    return { flag: `word_in_others_place:${inOthersPlace.claim}/${inOthersPlace.span}`,
      reason: `Where the claim says ${quote(inOthersPlace.claim)}, the span says ${quote(inOthersPlace.span)}; it names ${quote(inOthersPlace.claim)} only elsewhere.` };
  }
  // (two places marked alike on both sides whose words the claim trades, where no reading above named them)
  const slots = slotFillersTraded(claim, span);
  if (slots) return { flag: `words_swapped:${slots.claim}`, reason: `The claim has ${quote(slots.claim)} where the span has ${quote(slots.span)}: the two trade places.` };
  const arguments_ = objectAndSecondArgumentTraded(claim, span);
  if (arguments_) return { flag: `words_swapped:${arguments_.claim}`, reason: `The claim has ${quote(arguments_.claim)} where the span has ${quote(arguments_.span)}: the two trade places.` };
  const namesAtNoun = namesTradedAtNoun(claimRaw ?? claim, raw);
  if (namesAtNoun) return { flag: `words_swapped:${namesAtNoun.claim}`, reason: `The claim has ${quote(namesAtNoun.claim)} where the span has ${quote(namesAtNoun.span)}: the two names trade places.` };
  const pairs = listPairsTraded(claim, span);
  if (pairs) return { flag: `words_swapped:${pairs.claim}`, reason: `The claim has ${quote(pairs.claim)} where the span has ${quote(pairs.span)}: the list's items trade their words.` };
  // (not of a copy with one word swapped, which the closest-copy reading names)
  const single = singleItemTraded(claim, span);
  if (single && oneWordSwapped(span, profileClaim(claim)) === undefined) return { flag: `words_swapped:${single.claim}`, reason: `The claim has ${quote(single.claim)}; the span says ${quote(single.span)}: another item of its list.` };
  const reflexive = reflexiveUnsaid(claim, span);
  if (reflexive) return { flag: `roles_unsaid:${reflexive}`, reason: `The claim says ${quote(reflexive)}: the span never says that one does this to itself.` };
  const qualifiers = qualifierAndObjectTraded(claim, span);
  if (qualifiers) return { flag: `words_swapped:${qualifiers.claim}`, reason: `The claim has ${quote(qualifiers.claim)} where the span has ${quote(qualifiers.span)}: the two trade places.` };
  // (last: a more specific reading of a time, "after" for "because" or a subject named in the circumstance, comes first)
  const time = timeRelationDropped(claim, span);
  if (time) {
    return { flag: `time_relation:${time.word}`,
      reason: time.side === 'span' ? `The span says ${quote(time.word)} of what the claim places otherwise in time: not the same time.`
        : `The claim says ${quote(time.word)}, which the span does not: it places this in time where the span does not.` };
  }
  // (last of all: where a denial falls and what a choice passes over, when no reading above named the change more exactly)
  const moved = denialMoved(claim, span);
  if (moved) {
    return { flag: `denial_moved:${moved.claim}/${moved.span}`,
      reason: moved.claim === moved.span ? `The claim denies ${quote(moved.claim)}, which the span does not deny.`
        : `The claim denies ${quote(moved.claim)}, which the span asserts, and asserts ${quote(moved.span)}, which the span denies.` };
  }
  const limited = denialLimitDropped(claim, span);
  if (limited) {
    return { flag: `denial_limited:${limited}`,
      reason: `The span denies it only with a limit the claim leaves out (${quote(limited)}): without it, the claim denies more.` };
  }
  const opposedPlace = prepositionOpposed(claim, span);
  if (opposedPlace) {
    return { flag: `preposition_opposed:${opposedPlace.claim}/${opposedPlace.span}`,
      reason: `The claim says ${quote(opposedPlace.claim)} where the span says ${quote(opposedPlace.span)}: the opposite place or direction.` };
  }
  const codeScope = codeScopeDropped(claimRaw ?? claim, raw);
  if (codeScope) {
    return { flag: `code_scope_dropped:${codeScope}`, reason: `The span says it only of a place the claim leaves out (${quote(codeScope)}).` };
  }
  const purpose = purposeAsFact(claim, span);
  if (purpose) {
    return { flag: 'purpose_as_fact', reason: `The span says it only as a purpose (${quote(purpose)}), not that it happens.` };
  }
  const headless = headNounDropped(claim, span);
  if (headless) {
    return { flag: `head_dropped:${headless.head}`,
      reason: headless.act ? `The span speaks of ${quote(headless.head.toLowerCase())} something on or to ${quote(headless.thing)}, not of ${quote(headless.thing)} itself.`
        : `The span speaks of the ${quote(headless.head)} of ${quote(headless.thing)} (or the ${quote(headless.head)} to it), not of ${quote(headless.thing)} itself.` };
  }
  const otherInstance = otherInstanceDropped(claim, span);
  if (otherInstance) {
    return { flag: `other_instance:${otherInstance.modifier}`,
      reason: `The span speaks of ${quote(`the ${otherInstance.modifier} ${otherInstance.noun}`)}; the claim names no such ${quote(otherInstance.noun)}, so it speaks of the current one.` };
  }
  const subjectLimit = subjectLimitDropped(claim, span);
  if (subjectLimit) {
    return { flag: `subject_limited:${subjectLimit.limit}`,
      reason: `The span says it only of ${quote(`${subjectLimit.head} ${subjectLimit.limit}`)}; the claim says it of any ${quote(subjectLimit.head)}.` };
  }
  const excluded = exclusionForInclusion(claimRaw ?? claim, raw);
  if (excluded) return { flag: `exclusion_for_inclusion:${excluded.claim}`, reason: `The claim sets apart what the span counts in: ${quote(excluded.claim)} where the span says ${quote(excluded.span)}.` };
  const unasserted = unassertedAsFact(claim, span);
  if (unasserted) return { flag: `unasserted:${unasserted.split(/\s+/)[0]!.toLowerCase()}`, reason: `The span says it only inside a condition or a goal (${quote(unasserted)}), not that it is so.` };
  const narrowed = modifierDropped(claim, span, raw);
  if (narrowed) return { flag: `limit_dropped:${narrowed}`, reason: `The span holds it to a narrower kind or to some cases (${quote(narrowed)}); the claim leaves that out.` };
  const reversal = reversalDropped(claim, span);
  if (reversal) return { flag: `reversal_dropped:${reversal}`, reason: `The span says ${quote(reversal)}; the claim leaves out the word that turns it round.` };
  const trailing = trailingLimitDropped(claim, span);
  if (trailing) return { flag: `limit_dropped:${trailing}`, reason: `The span goes on with a limit the claim leaves out (${quote(trailing)}).` };
  const passedOver = passedOverNotSetAside(claim, span);
  if (passedOver) {
    return { flag: `choice_reversed:${passedOver.word}`,
      reason: `The claim passes ${quote(passedOver.word)} over (${quote(passedOver.marker)}); the span names it, but sets it aside nowhere.` };
  }
  // (last, where no reading above names it more exactly: a copy of the span with two of its pieces traded, its join turned,
  // a name cut short, a cause added, one of two denied acts affirmed, the doer of a participle traded, or the sides of
  // "instead" traded)
  const piecesOtherWay = piecesTraded(claim, span);
  if (piecesOtherWay) return { flag: `pieces_traded:${piecesOtherWay.first}/${piecesOtherWay.second}`, reason: `The span has ${quote(piecesOtherWay.first)} and ${quote(piecesOtherWay.second)} the other way round.` };
  const otherJoin = joinTurned(claim, span);
  if (otherJoin) return { flag: `join_swapped:${otherJoin.claim}/${otherJoin.span}`, reason: `The claim joins two things by ${quote(otherJoin.claim)} where the span joins them by ${quote(otherJoin.span)}.` };
  const cut = nameCutShort(claim, raw);
  if (cut) return { flag: `name_cut:${cut.claim}/${cut.span}`, reason: `The span names ${quote(cut.span)}, not ${quote(cut.claim)}: another name.` };
  const cause = causeAdded(claim, span);
  if (cause) return { flag: `cause_added:${cause}`, reason: `The claim joins the span's two statements by ${quote(cause)}; the span does not say one is the other's cause or consequence.` };
  const affirmed = deniedPairAffirmed(claim, span);
  if (affirmed) return { flag: `denial_dropped:${affirmed}`, reason: `The span denies ${quote(affirmed)} together with another; the claim says it.` };
  const doer = relativeRolesTraded(claim, span);
  if (doer) return { flag: `roles_reversed:${doer}`, reason: `The span and the claim have ${quote(doer)} done by different sides: who does it is traded.` };
  const insteadActs = insteadActsTraded(claim, span);
  if (insteadActs) return { flag: `choice_reversed:${insteadActs}`, reason: `The span has the acts on the two sides of "instead of" the other way round: it does what the claim says it does not (${quote(insteadActs)}).` };
  const codeName = codeNameSwapped(claimRaw ?? claim, raw);
  if (codeName) return { flag: `name_swapped:${codeName.claim}/${codeName.span}`, reason: `The span says ${quote(codeName.span)} where the claim says ${quote(codeName.claim)}: another of the names it gives stands in its place.` };
  const expression = expressionChanged(claim, span);
  if (expression) return { flag: `expression_changed:${expression.claim}/${expression.span}`, reason: `The span writes ${quote(expression.span)}, not ${quote(expression.claim)}: an operand of the expression is changed.` };
  const seeming = deniedSeemingAsserted(claim, span);
  if (seeming) return { flag: `denial_dropped:${seeming}`, reason: `The span says ${quote(seeming)}: it does not seem so to its writer, which the claim states as so.` };
  const sides = verbSidesTraded(claim, span);
  if (sides) return { flag: `roles_reversed:${sides}`, reason: `The span has the two sides of ${quote(sides)} the other way round: who does it to whom is traded.` };
  const preferred = preferenceTraded(claim, span);
  if (preferred) return { flag: `preference_reversed:${preferred}`, reason: `The span prefers the other side: it passes over ${quote(preferred)}.` };
  const instead = insteadTraded(claim, span);
  if (instead) return { flag: `instead_traded:${instead}`, reason: `The span says to use ${quote(instead)} instead: the claim trades the two.` };
  return undefined;
}

/** A short aside in brackets inside a sentence ("UnicodeError (a subclass of ValueError) in …"), with the space before it. */
const BRACKETED_ASIDE = /\s*\([^()]{1,80}\)/;
const BRACKETED_ASIDE_ALL = new RegExp(BRACKETED_ASIDE.source, 'g');
/**
 * The span has short asides in brackets, and the claim says none of their own words — those the rest of the span does
 * not use ("(one-line or multi-line)" after "a blank line": "one", "multi") — so it has not put them in other words.
 */
function asidesUnsaid(claim: string, span: string): boolean {
  if (!span.includes('(')) return false;
  const claimStems = new Set(tokenize(claim).map((t) => t.stem));
  const restStems = new Set(tokenize(span.replace(BRACKETED_ASIDE_ALL, ' ')).map((t) => t.stem));
  return [...span.matchAll(BRACKETED_ASIDE_ALL)].every((m) => tokenize(m[0]).every((t) => t.stop || t.kind !== 'word' || restStems.has(t.stem) || !claimStems.has(t.stem)));
}
/** Two words of the claim that stand in each other's places in the span. */
const swappedFinding = (w: { first: string; second: string }) => ({ flag: `words_swapped:${w.first}/${w.second}`,
  reason: `The span has the claim's words, but ${quote(w.first)} and ${quote(w.second)} stand in each other's places.` });
/** Two words a preposition orders, the other way round in the span. */
const reversedFinding = (r: { first: string; second: string; prep: string }) => ({ flag: `arguments_reversed:${r.first}/${r.second}`,
  reason: `The span has ${quote(r.second)} ${r.prep} ${quote(r.first)}, the other way round from the claim.` });
/**
 * A Markdown or reStructuredText source's backslash escapes outside code ("x86\_64", "\*args") are markup, not what
 * it writes: both render "x86\_64" as x86_64. Code spans keep theirs; a plain-text source's backslashes are its own.
 */
const MARKUP_ESCAPES = /\.(?:md|markdown|mdx|rst|rest)$/i;
export function escapesDropped(raw: string): string {
  if (!raw.includes('\\')) return raw;
  return raw.split(/(`+[^`]*`+)/).map((part, i) => i % 2 === 1 ? part : part.replace(/\\([!-/:-@[-`{-~])/g, '$1')).join('');
}

/**
 * Who does the claim's act in the span, where the span words it all: a bare "this" standing for the clause before it
 * ("Secret masking comes with a warning" over "… can be turned off, but this comes with a warning"), the document's own
 * "this PEP" where the claim names another PEP ("PEP 456 reuses the seed format" over "This PEP reuses the seed format
 * defined by PEP 456"), or the subject of another sentence of the span ("The dump function returns a Table" over "The
 * load function hands back a Table. The dump function returns nothing."); the finding, or undefined.
 */
function otherDoerOfAct(unit: Unit, passageText: string, spanWords: string, span: EvidenceSpan): { flag: string; reason: string } | undefined {
  const claim = ownClause(unit);
  const pronoun = eventPronounSubject(claim, passageText);
  if (pronoun) return { flag: `event_subject:${pronoun}`, reason: `In the span, ${quote(pronoun)} stands for the whole clause before it, not for a noun in it: the claim gives its act to another subject.` };
  const document = otherDocumentForThis(unit.claim ?? unit.text, passageText, span.relPath, span.context?.title);
  if (document) {
    return { flag: `other_document:${document}`,
      reason: `The span's own document (${span.relPath.split('/').pop()}, its "this …") stands where the claim has ${quote(document)}: another document.` };
  }
  const other = otherSentenceSubject(claim, spanWords);
  if (other) return { flag: `clause_subject:${other}`, reason: `The span says ${quote(other)} does part of this, in a sentence of its own, not the claim's own subject.` };
  return undefined;
}

/** A release's version as a heading writes it ("[11.0.0] - 2019-02-18", "2023-12-18, version 9.0.0", "v5.2.0"). */
const HEADING_VERSION = /(?<![\w.\/-])v?(\d+\.\d+(?:\.\d+){0,2}(?:-[0-9A-Za-z]+(?:\.[0-9A-Za-z]+)*)?)(?![\w\/]|\.\d)/i;
/** Words a claim names a release by, next to its version ("version 6.4.0", "the 6.14.1 release", "a 2.5.0 entry"). */
const RELEASE_WORDS = /^(?:version|versions|release|releases|v|changelog|entry|entries|commit|commits|notes|release\s+notes)$/i;
/** A project's name as a claim may write it: any case, with or without its hyphens or dots, and "'s" ("winkNLP" for wink-nlp). */
function sameProjectName(written: string, project: string): boolean {
  const squash = (w: string) => w.toLowerCase().replace(/['’]s$/, '').replace(/[-_.]/g, '');
  return squash(written) !== '' && squash(written) === squash(project);
}
/** A time just before a release ("Before diff 5.2.0", "Until the 5.2.0 fix"), which its entry's "Previously …" describes. */
const BEFORE_RELEASE = /\b(?:before|until|till|prior\s+to)\s+(?:[^\s]+\s+){0,2}$/i;
/** An entry's words for how things were before its release. */
const EARLIER_STATE = /\b(?:previously|formerly|used\s+to|until\s+now|before\s+this\s+(?:change|release|version|fix))\b/i;
/** A claim's words for a state before a release or for its change ("used to", "no longer", "now", "fixed", "instead"). */
const CHANGE_OR_EARLIER = /\b(?:previously|formerly|used\s+to|earlier|before|until|prior|no\s+longer|any\s*more|now|instead|fix\w*|chang\w*|replac\w*|remov\w*|switch\w*|revert\w*|drop\w*|stop\w*|old|new|became|become|becomes)\b/i;
/** Words before a version that put the claim before or up to it, not in it ("Before 7.0.0, …", "until 2.0"). */
const NOT_IN_RELEASE = /\b(?:before|until|till|prior\s+to|up\s+to|below|older\s+than|earlier\s+than|pre|after|later\s+than|newer\s+than|above)\s+(?:[^\s]+\s+){0,2}$/i;

/** Kinds of change a changelog files its entries under, as its headings or tags say them, and the claim's words for each. */
const CHANGE_KINDS: ReadonlyArray<{ said: RegExp; words: RegExp }> = [
  { said: /\b(?:fix(?:es|ed)?|bug\s*fix(?:es)?|bugs?)\b/i, words: /^(?:fix|fixes|fixed|fixing|bug|bugs|bugfix|bugfixes)$/i },
  { said: /\b(?:add(?:s|ed)?|new|features?|feat)\b/i, words: /^(?:add|adds|added|new|feature|features|introduce|introduces|introduced)$/i },
  { said: /\bchang(?:e|es|ed)\b/i, words: /^(?:change|changes|changed)$/i },
  { said: /\bremov(?:e|es|ed|al)\b/i, words: /^(?:remove|removes|removed|removal)$/i },
  { said: /\bdeprecat/i, words: /^(?:deprecate|deprecates|deprecated|deprecation)$/i },
  { said: /\bperformance\b|\bperf\b|\boptimi[sz]/i, words: /^(?:performance|optimize|optimizes|optimized|optimise|optimises|optimised|optimization|optimisation)$/i },
  { said: /\bbreaking\b/i, words: /^(?:breaking|break|breaks)$/i },
];
/** An entry's tag of kind: "[Fix] …", "Fixed: …", "**Added:** …", "BREAKING CHANGE: …". */
const ENTRY_TAG = /^\s*(?:[-*+]\s+)?(?:\[([A-Za-z][A-Za-z ]{1,20})\]|(?:\*\*|__)?([A-Za-z][A-Za-z ]{1,20}?)(?:\*\*|__)?:(?:\*\*|__)?\s)/;
/** The kinds of change a span under a release heading is filed as: by the headings below the release's, or its own tag. */
function changeKindsOf(headings: readonly string[], spanText: string): Array<{ said: string; words: RegExp }> {
  const release = releaseHeading(headings);
  if (release === undefined) return [];
  const below = headings.slice(headings.lastIndexOf(release.heading) + 1);
  const tag = ENTRY_TAG.exec(spanText);
  const labels = [...below, ...(tag ? [tag[1] ?? tag[2]!] : [])];
  const out: Array<{ said: string; words: RegExp }> = [];
  for (const label of labels) {
    for (const kind of CHANGE_KINDS) {
      const m = kind.said.exec(label);
      if (m) out.push({ said: label.trim(), words: kind.words });
    }
  }
  return out;
}

/** The nearest heading above a span that names a release ("## [11.0.0] - 2019-02-18"), and its version. */
function releaseHeading(headings: readonly string[]): { heading: string; version: string } | undefined {
  for (let i = headings.length - 1; i >= 0; i--) {
    const text = headings[i]!.replace(/\]\([^)]*\)/g, ']');
    const m = HEADING_VERSION.exec(text);
    // (a heading that is a release's, its version with a date, a release word or the project's name at most: not "Status
    // in Python 3.3", a section that names a version in prose)
    if (m && releaseOnly(text.replace(m[0], ' '))) return { heading: headings[i]!, version: m[1]! };
  }
  return undefined;
}
/** What is left of a heading once its version is taken out says nothing but a date, a release word or one name. */
function releaseOnly(rest: string): boolean {
  const words = rest.replace(/\d{4}-\d{2}-\d{2}|\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}/g, ' ')
    .replace(/\b(?:version|release|released|v|changes|changelog|unreleased|latest|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b/gi, ' ')
    .match(/[\p{L}][\p{L}\d@/._-]*/gu) ?? [];
  return words.length <= 1;
}

/**
 * Where a claim names the release the span's nearest release heading gives: the version as the heading writes it, with
 * the project's name before it and the words for a release around it ("xmlbuilder 11.0.0", "version 6.4.0 of workerpool",
 * "the 6.14.1 release of qs"). Only after "in", "since", "as of", "with", "from", "for", the project's name or a release
 * word, or at the claim's start; never after "before", "until" or "after", which place the claim outside the release.
 */
function releaseMentions(claimText: string, headings: readonly string[], relPath: string, spanText: string): Array<{ version: string; heading: string; surface: string; start: number; end: number; words: Array<{ start: number; end: number }> }> {
  if (headings.length === 0 || !/\d\.\d/.test(claimText)) return [];
  const release = releaseHeading(headings);
  if (release === undefined) return [];
  const { heading, version } = release;
  const project = projectOfPage(relPath)?.toLowerCase();
  const projectWords = project === undefined ? [] : project.split(/[@/]/).filter((w) => w !== '');
  const out: ReturnType<typeof releaseMentions> = [];
  const spanSaysEarlier = EARLIER_STATE.test(spanText);
  const claimSaysChange = CHANGE_OR_EARLIER.test(claimText);
  for (const m of claimText.matchAll(new RegExp(`(?<![\\w.\\/-])v?${escapeRegExp(version)}(?![\\w\\/-]|\\.\\d)`, 'gi'))) {
    const start = m.index!;
    const end = start + m[0].length;
    const before = claimText.slice(Math.max(0, start - 48), start);
    // (a time before the release is the state the release's entry says was so "previously": "Before diff 5.2.0, an O(n)
    // copy …" over "Previously an O(n) copy …" under "## 5.2.0")
    const beforeRelease = BEFORE_RELEASE.test(before) && spanSaysEarlier;
    if (NOT_IN_RELEASE.test(before) && !beforeRelease) continue;
    // (nor is the state the entry says held "previously" what the release has: "In diff 5.2.0, an O(n) copy …" over
    // "Previously an O(n) copy …", unless the claim too says it was so before or changed)
    if (!beforeRelease && spanSaysEarlier && !claimSaysChange) continue;
    // (nor where the span gives another version after the claim's word before it: "since Python 3.2" for "Since Python 3.3")
    const word = /([\p{L}][\p{L}\d-]*)\s+$/u.exec(before)?.[1];
    if (word !== undefined && new RegExp(`\\b${escapeRegExp(word)}\\s+v?\\d+\\.\\d`, 'i').test(spanText)) continue;
    const words: Array<{ start: number; end: number }> = [{ start, end }];
    // the project's name or a release word just before ("xmlbuilder 11.0.0", "version 6.4.0", "@vscode/test-electron 1.3.0")
    const lead = /(?:^|[\s(])((?:[@\w./-]+)(?:\s+[@\w./-]+)?)\s+$/.exec(before);
    const leadWords = lead ? lead[1]!.split(/\s+/) : [];
    const named = (w: string) => RELEASE_WORDS.test(w) || (project !== undefined && (sameProjectName(w, project) || projectWords.some((p) => sameProjectName(w, p))));
    const lastLead = leadWords[leadWords.length - 1] ?? '';
    const opensClaim = /^[\s"'(*_]*(?:the\s+|a\s+|an\s+)?$/i.test(before);
    const afterPlace = /\b(?:in|since|as\s+of|with|from|for|per|of|to)\s+(?:the\s+|a\s+|an\s+)?(?:[@\w./-]+\s+){0,2}$/i.test(before);
    if (!named(lastLead) && !opensClaim && !afterPlace && !beforeRelease) continue;
    if (lead && named(lastLead)) {
      const at = start - before.length + before.lastIndexOf(lastLead);
      words.push({ start: at, end: at + lastLead.length });
      // ("@vscode/test-electron": both parts, and "version" before the name)
      const first = leadWords.length > 1 ? leadWords[0]! : undefined;
      if (first !== undefined && named(first)) {
        const at0 = start - before.length + before.lastIndexOf(first, before.lastIndexOf(lastLead));
        words.push({ start: at0, end: at0 + first.length });
      }
    }
    // a release word after it, and "of <project>" ("the 6.14.1 release of qs", "version 2.1.0 of @vscode/test-electron")
    const after = /^(\s+(release\s+notes|release|changelog|entry|commit|notes|version))?(\s+of\s+(?:the\s+)?([@\w./-]+?)(?:['’]s)?)?(?=[\s,.;:!?)]|$)/i.exec(claimText.slice(end));
    if (after?.[2]) words.push({ start: end + after[0].indexOf(after[2]), end: end + after[0].indexOf(after[2]) + after[2].length });
    if (after?.[4] && named(after[4])) {
      const at = end + after[0].lastIndexOf(after[4]);
      words.push({ start: at, end: at + after[4].length });
    }
    out.push({ version, heading, surface: claimText.slice(Math.min(...words.map((w) => w.start)), Math.max(...words.map((w) => w.end))), start, end, words });
  }
  return out;
}

const NO_NAMES: ReadonlySet<string> = new Set();
const README_FILE = /^readme(?:\.[a-z]+)?$/i;
/** A claim's verb of advice, and a span's advice in its own words. */
const ADVICE_VERB = /^(?:suggest|recommend|advis|encourag)\w*$/i;
const ADVICE_GIVEN = /\byou\s+(?:might|may|could)\s+(?:also\s+)?want\s+to\b|\b(?:we|i)\s+(?:strongly\s+)?(?:recommend|suggest|advise)\b|\b(?:is|are)\s+(?:strongly\s+)?(?:recommended|suggested|advised|encouraged)\b|\bit['’]s\s+(?:strongly\s+)?(?:recommended|a\s+good\s+idea)\b/i;
/** The name a README's path gives the package it describes, lower-cased (readmeFolder: "vite", "@types/express"); not its title, which may name another thing. */
function documentNamesOf(relPath: string): ReadonlySet<string> {
  const folder = readmeFolder(relPath);
  return folder === undefined ? NO_NAMES : new Set([folder.toLowerCase()]);
}

/** A point and the open range up from it: "-O1 and higher", "3.8 or later", "version 2 and above". */
const UPWARD_RANGE_SOURCE = String.raw`(\S+)\s+(and|or)\s+(higher|above|later|newer|greater|up)\b`;
const UPWARD_RANGE = new RegExp(UPWARD_RANGE_SOURCE, 'i');
const UPWARD_RANGE_ALL = new RegExp(UPWARD_RANGE_SOURCE, 'gi');

/** The claim's words for the reader a text speaks to as "you". */
const READER_WORDS = new Set(['user', 'users', "user's", "users'", 'reader', 'readers']);

/** Lists paired item by item ("respectively") that the claim pairs otherwise. */
const mispairedFinding = (p: { claim: string; span: string }) => ({ flag: `respectively_mispaired:${p.claim}`,
  reason: `The span pairs its lists item by item ("respectively"): it gives ${quote(p.span)}, not ${quote(p.claim)}.` });

/**
 * notSaidThere, remembered: a span that carries a claim is judged for it again and again (its explanation, the claim's
 * parts, the refutation pass and repairs verify it anew): 244 calls for 44 distinct texts in a warm run of the
 * real-prose chapter. Keyed by all its arguments (the first two texts' lengths and the flag first, then the texts, so
 * no two argument lists share a key) and WordNet's generation (the verb reading uses WordNet, which a test may swap); the
 * value is shared and never changed.
 */
const notSaidMemo = new TextMemo<{ found: ReturnType<typeof notSaidThere> }>(512, () => {
  throw new Error('notSaidMemo is read with peek');
});
/** The words a page uses for its own thing after "this" ("this command", "this package"). */
const THIS_THING_WORD = new RegExp(`^(?:${alternatives([...DOCUMENT_KINDS, ...MEMBER_KINDS])})$`, 'i');
/** Names with a dot inside, "node.js", "vue.config", written as one word ("nodejs"). */
function dottedNamesJoined(text: string): string {
  return text.replace(/(?<=[\p{Ll}\d_])\.(?=[\p{Ll}_])/gu, '');
}
/** A changelog entry's tag and code labels before its text ("[Fix] `utils`: `merge`: "), dropped. */
const SCOPE_LABELS = /^(\s*(?:[-*+]\s+)?(?:\[[^\]\n]{1,24}\]\s*)?)(?:(?:`[^`\n]+`|\*\*[^*\n]+\*\*|[\p{L}_$][\p{L}\p{N}_$.\/-]*)\s*:\s+)+/u;
function withoutScopeLabels(text: string): string {
  return text.replace(SCOPE_LABELS, '$1');
}
function notSaidThereRemembered(claim: string, span: string, raw: string, wholeClaim: boolean, claimRaw?: string, documentNames: ReadonlySet<string> = NO_NAMES, changeEntry = false): ReturnType<typeof notSaidThere> {
  const names = [...documentNames].join('\u0000');
  const key = `${wordNetGeneration()}:${claim.length}:${span.length}:${wholeClaim ? 1 : 0}:${changeEntry ? 1 : 0}:${raw.length}:${(claimRaw ?? '').length}|${claim}${span}${raw}${claimRaw ?? ''}\u0001${names}`;
  const kept = notSaidMemo.peek(key);
  if (kept) return kept.found;
  const found = notSaidThere(claim, span, raw, wholeClaim, claimRaw, documentNames, changeEntry);
  notSaidMemo.remember(key, { found });
  return found;
}
/**
 * A code span of the claim that is one word (`Any`, `None`, `object`), which the span does not write as it is — the word
 * reading passes over some such words as function words or quantifiers: the code, or undefined.
 */
/**
 * Code of the same names written with other marks or figures in the same place ("must not free `ptr`" over "must not
 * free `*ptr`"; "stored in `buf`" or "stored in `buf[1]`" over "stored in `buf[0]`"; "`node.next`" over "`node->next`"): the
 * claim's code, or undefined. The place is the two words before the code, the same on both sides; a call's brackets,
 * case, and a parameter's stars (`*args`) make no other code here.
 */
function codeAtPlaceChanged(claimRaw: string, spanRaw: string): string | undefined {
  const letters = (code: string) => code.replace(/[^A-Za-z_]/g, '').toLowerCase();
  const plain = (code: string) => code.replace(/\(\)$/, '').replace(/^\*{1,2}(?=\w*(?:args|kwargs)$)/, '');
  // (the place: the two words before it in its sentence, or the one word that opens the sentence, "In `x`", "The `x` module")
  const placed = (raw: string) => [...raw.matchAll(/(`+)([^`\n]{1,40}?)\1/g)].map((m) => {
    const before = raw.slice(Math.max(0, m.index! - 60), m.index!).split(/[.!?;:](?:\s|$)/).pop()!;
    const words = tokenize(before).filter((t) => t.kind === 'word' || t.kind === 'number').slice(-2).map((t) => t.stem);
    return { code: m[2]!.trim(), place: words.length === 2 || (words.length === 1 && /^[\s"'(*_]*\p{Lu}/u.test(before)) ? words.join(' ') : '' };
  });
  const spanCodes = placed(spanRaw);
  for (const { code, place } of placed(claimRaw)) {
    if (!/\w/.test(code) || place === '') continue;
    const here = spanCodes.filter((c) => c.place === place);
    // (nor code the span cuts short or spaces otherwise: "`if __name__ == '__main__':`" of "``if __name__ == '__main__': ...``")
    // (nor a path the span roots at "./": "src/index.ts" of "./src/index.ts")
    const squeezed = (text: string) => plain(text).replace(/\s*(?:\.\.\.|…)\s*$/, '').replace(/^\.\//, '').replace(/\s+/g, '');
    if (here.length === 0 || here.some((c) => plain(c.code) === plain(code) || c.code.toLowerCase() === code.toLowerCase() || squeezed(c.code) === squeezed(code))) continue;
    if (here.some((c) => letters(c.code) === letters(code) && letters(code).length > 0)) return code;
    // (a module's member or submodule for the module: "In `confmesh`" over "In `confmesh.lowlevel`")
    if (/^[A-Za-z_][\w]*(?:\.[A-Za-z_]\w*)*$/.test(code) && here.some((c) => c.code.startsWith(`${code}.`) || c.code.startsWith(`${code}::`) || c.code.startsWith(`${code}->`))) return code;
    // (a member without the thing it is of: `len` for `ptr->len`, `root.left` for `tree.root.left`; not `clear()` for
    // `self.clear()`, whose base is the object itself)
    if (/^[A-Za-z_][\w.]*(?:\(\))?$/.test(code) && here.some((c) => /^(?!(?:self|this|cls)(?:\.|->))[A-Za-z_][\w.]*(?:->|\.|::)/.test(c.code) &&
      [`->${code}`, `.${code}`, `::${code}`].some((tail) => c.code.endsWith(tail)))) return code;
  }
  return undefined;
}

/** Marks before a name that make it other code: a reference's `&`, `!`, `#`, `%`, `~`, `::`, a flag's dashes (not a star:
 * `args` is the parameter `*args` names). */
const CODE_MARKS = /^(?:[&!#%~^\\]|--?|::|\/)+$/;
function codeMarkChanged(claimRaw: string, spanRaw: string): string | undefined {
  // (a flag written in prose in another case than the span writes it: "Pass -v" of "Pass `-V`")
  const claimPlain = /[-%]/.test(claimRaw) ? codeBlanked(claimRaw) : '';
  for (const m of claimPlain.matchAll(/(?<![\w-])(--?[A-Za-z][\w-]*|%[A-Za-z])(?![\w])/g)) {
    if (!spanRaw.includes(m[1]!) && new RegExp(`(?<![\\w-])${escapeRegExp(m[1]!)}(?![\\w])`, 'i').test(spanRaw)) return m[1]!;
  }
  const spanCodes = codeSpansOf(spanRaw);
  if (spanCodes.length === 0) return undefined;
  // (code of several words whose mark the claim drops, in code or in prose: "forgekit clean force" of `forgekit clean
  // --force`, "takes mut self" of `&mut self`, "include <stdio.h>" of `#include <stdio.h>`; or whose flag it leaves off:
  // `forgekit build` of `forgekit build --release`)
  const claimCodes = codeSpansOf(claimRaw);
  for (const c of spanCodes) {
    if (!/\s/.test(c) && !/^[&#%~]/.test(c)) continue;
    const unmarked = c.replace(/(?<=^|\s)(?:--?|[&#%~])(?=\w)/g, '');
    if (unmarked !== c && /\s/.test(unmarked) && !claimRaw.includes(c) && new RegExp(`(?<![\\w&#%~-])${escapeRegExp(unmarked)}(?![\\w])`).test(claimRaw.replace(/`+/g, ''))) return unmarked;
    const cut = claimCodes.find((x) => x !== c && c.startsWith(`${x} -`) && !spanCodes.includes(x));
    if (cut !== undefined) return cut;
  }
  const spanPlain = codeBlanked(spanRaw);
  for (const code of claimCodes) {
    if (!/\w/.test(code) || spanCodes.includes(code)) continue;
    if (/^(?:--?|%|\/)[A-Za-z][\w-]*$/.test(code) && !spanRaw.includes(code) && spanRaw.toLowerCase().includes(code.toLowerCase())) return code;
    const written = new RegExp(`(?<![\\w&!#%~^\\\\:-])${escapeRegExp(code)}(?![\\w])`);
    if (written.test(spanPlain)) continue;
    const bare = /^((?:[&!#%~^\\]|--?|::)+)(?=\w)(.+)$/.exec(code);
    // (nor the last word of a reference or pointer type: `self` of `&mut self`, `T` of `*const T`)
    if (spanCodes.some((c) => (c.endsWith(code) && CODE_MARKS.test(c.slice(0, c.length - code.length)) && /^\w/.test(code)) ||
      (bare !== null && c === bare[2]) || (/^[&*]/.test(c) && c.endsWith(` ${code}`) && /^\w+$/.test(code)))) return code;
  }
  return undefined;
}

/** A text with each code span put out of the way (a space for it): its prose. */
const codeBlanked = (text: string) => text.replace(/(`+)[^`\n]*?\1/g, ' ');

/** A file path written in prose, "~/.config/app/config.toml", "./src/index.ts", "docs/guide.md": not "read/write". */
const PROSE_PATH = /(?<![\w/.~:`-])(?:~|\.{1,2})?\/?(?:[\w.-]+\/)+[\w-]*\.?[\w-]+(?![\w/])/g;
/** The first path the claim writes in prose that the span does not write as it is. */
function pathUnwritten(claimRaw: string, spanRaw: string): string | undefined {
  if (!claimRaw.includes('/')) return undefined;
  // (a link's target is where to look, not what the claim says: "[The notes](../studies/halden.md) say …")
  for (const m of codeBlanked(claimRaw).replace(/\]\([^()\s]*(?:\s+"[^"]*")?\)|\]\[[^\]]*\]|<[^<>\s]+>/g, '] ').matchAll(PROSE_PATH)) {
    const path = m[0].replace(/\.$/, '');
    // (rooted, or a file's name with an extension under a lower-case folder: not "React/Vue.js")
    const marked = /^(?:~|\.{1,2})?\//.test(path) || (/\.[A-Za-z]\w{0,4}$/.test(path) && path.split('/').slice(0, -1).some((part) => /^[a-z0-9_.-]+$/.test(part)));
    // (as a path of its own: not "etc/app/x.toml" of "/etc/app/x.toml"; "./src/index.ts" is "src/index.ts")
    // (emphasis marks aside: a claim read as plain text has "Lib/tkinter/init.py" of "Lib/tkinter/__init__.py")
    const bare = (text: string) => text.replace(/[_*]/g, '');
    const written = new RegExp(`(?:^|[^\\w/.~-]|(?:^|[^\\w.])\\./)${escapeRegExp(bare(path))}(?![\\w/])`);
    if (marked && /\w\/\w/.test(path) && !written.test(bare(spanRaw))) return path;
  }
  return undefined;
}

function codeWordUnwritten(claimRaw: string, spanRaw: string, documentNames: ReadonlySet<string> = NO_NAMES): string | undefined {
  for (const m of claimRaw.matchAll(/`+([A-Za-z_]\w*)`+/g)) {
    const code = m[1]!;
    // (as a name of its own or after a dot: "``~type.__name__``" writes `__name__`; not only as a piece of a hyphened
    // name, `throttle` of `p-throttle`)
    if (!new RegExp(`(?<![\\w])${code}(?![\\w])`).test(spanRaw)) return code;
    if (!new RegExp(`(?<![\\w-])${code}(?![\\w]|-\\w)`).test(spanRaw)) return code;
    // (nor written only with a mark that makes it other code: `&Widget` is a reference, `~Widget` a destructor)
    if (!new RegExp(`(?<![\\w&~^\\\\])${code}(?![\\w])`).test(spanRaw)) return code;
  }
  // (an escape's case is its meaning: `\w` is not `\W`; keys and names with marks, `Ctrl+C`, `C++`, are read in any case)
  for (const m of claimRaw.matchAll(/(`+)([^`\n]{1,40}?)\1/g)) {
    const code = m[2]!.trim();
    if (/\\[A-Za-z]/.test(code) && !spanRaw.includes(code) && spanRaw.toLowerCase().includes(code.toLowerCase())) return code;
  }
  // (a key or an option joined by "-" or "=", `rust-version`, `from=`: written as it is, not made of the span's words)
  for (const m of claimRaw.matchAll(/`+([A-Za-z_][\w.]*(?:[-=][\w.]*)+)`+|(?<![\w`=-])([A-Za-z_]\w*=)(?=[\s,.;:)]|$)/g)) {
    const code = (m[1] ?? m[2])!;
    if (!spanRaw.includes(code)) return code;
  }
  // (a hyphened name the span does not write, made from a piece of the span's code: "a rust-version field" / "a `rust` field")
  const spanCodeSet = new Set([...spanRaw.matchAll(/`+([^`\s]{1,40})`+/g)].map((m) => m[1]!));
  for (const m of claimRaw.replace(/`+/g, '').matchAll(/(?<![\w`.-])([A-Za-z_]\w*(?:-\w+)+)(?![\w-])/g)) {
    if (!spanRaw.replace(/`+/g, '').includes(m[1]!) && m[1]!.split('-').some((part) => spanCodeSet.has(part))) return m[1]!;
  }
  // (a hyphened name whose sibling the span writes, "p-limit" of a span that names only "p-throttle", "read-only" of
  // "read-write": the same stem, another last part, so another thing)
  const spanUnmarked = claimRaw.includes('-') ? spanRaw.replace(/`+/g, '') : '';
  const spanCompounds = spanUnmarked === '' ? [] : [...spanUnmarked.matchAll(/(?<![\w.-])([A-Za-z][\w.]*(?:-[\w.]+)+)(?![\w-])/g)].map((m) => m[1]!.toLowerCase());
  if (spanCompounds.length > 0) {
    const spanLower = spanUnmarked.toLowerCase();
    for (const m of claimRaw.replace(/`+/g, '').matchAll(/(?<![\w.-])([A-Za-z][\w.]*(?:-[\w.]+)+)(?![\w-])/g)) {
      const name = m[1]!.replace(/\.$/, '').toLowerCase();
      if (documentNames.has(name) || spanLower.includes(name) || spanLower.includes(name.replace(/-/g, '')) || spanLower.includes(name.replace(/-/g, ' '))) continue;
      const stemOf = (n: string) => n.slice(0, n.lastIndexOf('-'));
      // (another word, not another form of it: "feature-gated" is "Feature-gate")
      const last = stem(name.slice(name.lastIndexOf('-') + 1));
      if (spanCompounds.some((c) => stemOf(c) === stemOf(name) && stem(c.slice(c.lastIndexOf('-') + 1)) !== last)) return m[1]!.replace(/\.$/, '');
    }
  }
  // (a name with marks of its own, `.op` of a span that writes ``%op%``: the span's code of that name, written otherwise)
  const marked = /^[^\w\s`]*([A-Za-z_]\w*)[^\w\s`]*$/;
  const spanCodes = [...spanRaw.matchAll(/`+([^`\s]{1,30})`+/g)].map((m) => m[1]!);
  for (const m of claimRaw.matchAll(/`+([^`\s]{1,30})`+/g)) {
    const code = m[1]!.replace(/\(\)$/, '');
    const name = marked.exec(code)?.[1];
    if (name === undefined || name === code || spanCodes.some((c) => c.replace(/\(\)$/, '') === code)) continue;
    const other = spanCodes.find((c) => marked.exec(c.replace(/\(\)$/, ''))?.[1] === name && c.replace(/\(\)$/, '') !== name);
    if (other !== undefined) return code;
  }
  // (a mark that makes other code, dropped or added: `ptr` of a span's `*ptr`, `mut self` of `&mut self`, `force` of
  // `--force`, `*args` of `args`; a flag or a format directive in another case, `-V` of `-v`, `%S` of `%s`)
  const markedCode = codeMarkChanged(claimRaw, spanRaw) ?? pathUnwritten(claimRaw, spanRaw) ?? codeAtPlaceChanged(claimRaw, spanRaw);
  if (markedCode !== undefined) return markedCode;
  // (code of several tokens whose marks and operators differ, its names the same: "`(max-min)/2`" of "`(max+min)/2`",
  // "`fn(&PanicInfo) -> ()`" of "`fn(&PanicInfo) -> !`", "`Result<(), T>`" of "`Result<T, ()>`"; spacing aside)
  const squeezed = (text: string) => text.replace(/[`\s]+/g, '');
  const spanSqueezed = squeezed(spanRaw);
  // (nor code cut short: "`fn(&PanicInfo)`" of a span whose code is "``fn(&PanicInfo) -> !``" names another signature)
  const spanCodeSpans = [...spanRaw.matchAll(/(`+)([^`\n]+?)\1/g)].map((m) => squeezed(m[2]!));
  for (const m of claimRaw.matchAll(/(?<!`)(`{1,2})([^`\n]{2,80}?)\1(?!`)/g)) {
    const code = m[2]!;
    const whole = squeezed(code);
    if (/[^\w\s.]/.test(code) && /\w/.test(code) && !spanCodeSpans.includes(whole) &&
      spanCodeSpans.some((c) => c.startsWith(whole) && c.slice(whole.length) !== '()' && /^(?:->|=>|::|[<[(:+*/|&^%-])/.test(c.slice(whole.length)))) return code.trim();
    if (!/[^\w\s.]|\.\./.test(code) || !/\w/.test(code) || spanSqueezed.includes(whole)) continue;
    const names = code.match(/\w+/g)!;
    if (names.every((n) => new RegExp(`(?<!\\w)${escapeRegExp(n)}(?!\\w)`).test(spanRaw))) return code.trim();
  }
  // (code written without marks, its symbols in another order than any the span writes: "async || {}" of a span that
  // writes "`|| async {}`")
  if (/`/.test(spanRaw)) {
    for (const m of claimRaw.replace(/(`+)[^`]*?\1/g, ' ').matchAll(UNMARKED_CODE_RUN)) {
      if (!spanSqueezed.includes(squeezed(m[0]))) return m[0].trim();
    }
  }
  // (a macro or a snake_case name written without code marks, "the assert! macro" of a span that writes only
  // `debug_assert!`: the word reading splits names at "_", so "assert" is found inside "debug_assert")
  const macros = /\w!/.test(spanRaw);
  // (a name with "!" is a macro only where the sentence goes on after it, "the assert! macro", not "… is great!")
  for (const m of claimRaw.matchAll(/(?<![\w`])([A-Za-z_]\w*!(?=\s+[a-z(]|[([{])|[A-Za-z]\w*_\w+)(?![\w`])/g)) {
    const name = m[1]!;
    if (name.endsWith('!') && !macros) continue;
    // (a dunder name whose underscores a Markdown draft read as strong emphasis, "__init_subclass__" → "init_subclass")
    if (!new RegExp(`(?<![\\w])(?:__?)?${escapeRegExp(name)}(?:__?)?(?![\\w])`).test(spanRaw)) return name;
  }
  return undefined;
}
/** Symbols of code written without marks, with at most one word between two of them ("|| async {}", "&mut T ->"). */
const UNMARKED_CODE_RUN = /(?:\|\||&&|->|=>|::|\{\}|\(\)|\[\])(?:\s*(?:[\p{L}_][\p{L}\p{N}_]*\s*)?(?:\|\||&&|->|=>|::|\{\}|\(\)|\[\]|[|{}<>]))+/gu;
/** A part cut from a claim of two contrasted clauses, the one whose words the span says of its other clause (clausePhrasesTraded). */
function partOfTradedClauses(unit: Unit, spanText: string): { flag: string; reason: string } | undefined {
  if (unit.claim === undefined) return undefined;
  const traded = clausePhrasesTraded(unit.claim, spanText);
  if (!traded || !traded.phrase.split(' ').every((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(unit.text))) return undefined;
  return tradedClausesFinding(traded);
}
/** The flag and reason of clausePhrasesTraded's finding. */
function tradedClausesFinding(traded: { phrase: string; clause: string }): { flag: string; reason: string } {
  return { flag: `clause_phrases_traded:${traded.phrase}`,
    reason: `The span says ${quote(traded.phrase)} in its other clause, not with the rest of ${quote(traded.clause)}: the two clauses' words are traded.` };
}
/** For tests: notSaidThere and its memo give the same answers. */
export { notSaidThere as notSaidThereUnmemoised, notSaidThereRemembered };

/** "only … if/when/with/where" in one clause: a rule that holds only under a condition. */
const ONLY_UNDER = /\bonly\s+(?:[\p{L}'’-]+\s+){0,3}?(?:if|when|with|where|once)\b|\bonly\s+(?:if|when|with|where|once)\b/iu;
/** A denial under the condition's failure: "without X", "unless X", "if … not …", "when … no …". */
const DENIED_UNDER_FAILED_CONDITION = /\b(?:without|unless)\b|\b(?:if|when|where)\s+(?:[\p{L}\p{N}`'’_./-]+\s+){0,8}?(?:not|no|never)\b|\b(?:if|when|where)\s+(?:[\p{L}\p{N}`'’_./-]+\s+){0,8}?[\p{L}]+n['’]t\b/iu;

/**
 * The denying text says what fails where a condition fails, and the other says it holds only under a condition: a
 * rule and its contrapositive ("only emitted if true" / "not emitted if not true"). Neither side of the pair is read as
 * the other's opposite.
 */
function contrapositive(denying: string, asserting: string): boolean {
  const only = ONLY_UNDER.exec(asserting);
  if (!only || ONLY_UNDER.test(denying) || !DENIED_UNDER_FAILED_CONDITION.test(denying)) return false;
  // (the rule's own condition must not be a denial: "only runs when the queue is not empty" is not turned round by
  // "does not run when the queue is not empty", which denies it under the same condition)
  const ruleCondition = asserting.slice(only.index + only[0].length).split(/[,;.!?]/)[0]!;
  if (/\b(?:not|no|never|without|unless)\b|n['’]t\b/i.test(ruleCondition)) return false;
  // ("even when no X is provided", "even without interest": said to hold anyway, not a condition that fails)
  if (/\beven\s+(?:if|when|where|without|with|though)\b/i.test(denying)) return false;
  // and what is said under it is denied too, outside the condition: "is orphaned if … you don't own" denies only the condition
  const opener = /\b(?:without|unless|if|when|where)\b/i.exec(denying)!;
  const comma = denying.indexOf(',', opener.index);
  const main = comma >= 0 ? denying.slice(0, opener.index) + denying.slice(comma) : denying.slice(0, opener.index);
  return /\b(?:not|no|never|cannot)\b|n['’]t\b/i.test(main);
}

/** A denial with an exception in its clause ("won't be used except where needed", "never … other than for tests"). */
const DENIAL_WITH_EXCEPTION = /(?:\b(?:not|no|never|none|nothing|cannot)\b|n['’]t\b)[^.;:!?]{0,80}?\b(?:except|other\s+than|save\s+for|apart\s+from)\b/i;
/**
 * "will not produce owned data unless the body requires it" / "will *only* produce owned data if the body requires it":
 * a denial with "unless" is the other side's "only if", either way round.
 */
function unlessAsOnlyIf(denying: string, asserting: string): boolean {
  const bare = (text: string) => text.replace(/[*_]+/g, '');
  return /\bunless\b/i.test(denying) && /(?:\b(?:not|never|no|cannot)\b|n['’]t\b)/i.test(denying) && !/\bonly\b/i.test(denying) &&
    /\bonly\s+(?:[\p{L}'’-]+\s+){0,8}?(?:if|when|once|where)\b|\bonly\s+(?:if|when|once|where)\b/iu.test(bare(asserting)) &&
    !/\bunless\b|(?:\b(?:not|never|no|cannot)\b|n['’]t\b)/i.test(asserting);
}
/** "unless configured otherwise" / "if not otherwise configured": the denial is the condition's, as "unless" is. */
function unlessAsIfNot(denying: string, asserting: string): boolean {
  return /\bunless\b/i.test(asserting) && !/\bunless\b/i.test(denying) &&
    /\b(?:if|when)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:not\b|\p{L}+n['’]t\b)/iu.test(denying) && !/\b(?:not|no|never)\b|n['’]t\b/i.test(denying.replace(/\b(?:if|when)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:not\b|\p{L}+n['’]t\b)/giu, ''));
}
/** The denying side restricts by an exception, the other side by "only": the same restriction, either way round. */
function exceptionAsOnly(denying: string, asserting: string): boolean {
  // (not where the other side makes the same exception: "Only administrators can …, except in sandbox mode")
  return DENIAL_WITH_EXCEPTION.test(denying) && /\bonly\b/i.test(asserting) && !/\bonly\b/i.test(denying) &&
    !/(?<![`\w])(?:except|other\s+than|save\s+for|apart\s+from)\b(?![*`])/i.test(asserting);
}

/**
 * The claim's word (by stem) stands, in the span too, right before the content word it stands before in the claim
 * ("less predictable" in both), and the span has no opposite on that word: that word is said as the claim says it.
 */
function sameWordOnSameWord(claimText: string, spanText: string, spanTokens: readonly Token[], own: string, opposite: string): boolean {
  const content = (tokens: readonly Token[]) => tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  const claimWords = content(tokenize(claimText));
  // (a word with a denying prefix is its opposite: "non-blocking" is no "blocking")
  const spanWords = content(spanTokens).filter((t) => !/(?:\bnon|\bun|\bnot)-?\s*$|-$/i.test(spanText.slice(Math.max(0, t.start - 4), t.start)) || t.stem !== own);
  const nextOf = (words: readonly Token[], i: number) => words.slice(i + 1).find((t) => !t.stop)?.stem;
  // (as often as the claim says it: "a later … references a later …" is not said by one "later" of the span's)
  const pairs = (words: readonly Token[]) => {
    const out = new Map<string, number>();
    words.forEach((t, i) => {
      if (t.stem !== own) return;
      const next = nextOf(words, i) ?? '';
      out.set(next, (out.get(next) ?? 0) + 1);
    });
    return out;
  };
  const claimPairs = pairs(claimWords);
  const spanPairs = pairs(spanWords);
  // (and the span's opposite is not said on that word too: "lookups more predictable and evictions less predictable")
  const oppositeOn = new Set(spanWords.flatMap((t, i) => (t.stem === opposite ? [nextOf(spanWords, i) ?? ''] : [])));
  return claimPairs.size > 0 && [...claimPairs].every(([next, n]) => next !== '' && !oppositeOn.has(next) && (spanPairs.get(next) ?? 0) >= n);
}

/** Why a span whose words stand elsewhere than the claim's act does not carry it. */
function misplacedReason(m: MisplacedArgument): string {
  const word = quote(m.word);
  if (m.role === 'act') return `The span names the act (${word} …) as what its sentence speaks of; it does not say that it happens.`;
  if (m.role === 'result') return `The span says ${word}, a state the claim does not name: it is not the claim's ${quote(m.verb)}.`;
  if (m.role === 'complement') return `In the span, ${quote(m.verb)} says something else than ${word}, which the span names in another place.`;
  const side = m.copula
    ? m.role === 'agent' ? 'the subject of what the claim says' : 'what the claim\'s subject is said to be'
    : `the ${m.role === 'agent' ? 'subject' : 'object'} of ${quote(m.verb)}`;
  return `In the span, ${word} is not ${side}: the span names it in another place.`;
}

/**
 * The part of a span outside its leading condition ("If …, ") and trailing one (", unless …") when the claim does not
 * state that condition (not every content word of it is in the claim), as [start, end) offsets; the whole span else.
 */
function keptOutsideCondition(claim: string, text: string): [number, number] {
  let start = 0;
  let end = text.length;
  // (a claim that opens with a condition of its own is compared with the span's whole: its denial may sit there)
  // (after a lead-in of its own, "However, if …, …")
  const leadIn = LEAD_IN_BEFORE_CONDITION.exec(text)?.[0].length ?? 0;
  if (LEADING_CONDITION.test(text.slice(leadIn)) && !LEADING_CONDITION.test(claim.replace(CLAIM_LEAD_IN, ''))) {
    const comma = conditionComma(text, text.indexOf(',', leadIn));
    if (comma > 0 && !/[.;:!?]\s+(?=\p{Lu})/u.test(text.slice(0, comma)) && leftOut(claim, text.slice(leadIn, comma), text.slice(comma + 1))) start = comma + 1;
  }
  const trailing = TRAILING_CONDITION.exec(text.slice(start));
  if (trailing && leftOut(claim, text.slice(start + trailing.index), text.slice(start, start + trailing.index))) end = start + trailing.index;
  return [start, end];
}

/**
 * The span's clause read for the claim, without the span's condition the claim leaves out — the whole span's ("If one is
 * requested but is not installed, users get an error": the clause "is not installed, users get an error" keeps only
 * "users get an error"), then the clause's own ("…, and if …, …").
 */
function outsideConditionNotInClaim(claim: string, passage: PassageProfile, clause: PassageProfile): PassageProfile {
  const [start, end] = keptOutsideCondition(claim, passage.text);
  const at = clause === passage ? 0 : passage.text.indexOf(clause.text);
  if (at >= 0 && (start > at || end < at + clause.text.length)) {
    const from = Math.max(start, at);
    const to = Math.min(end, at + clause.text.length);
    clause = profilePassage(to > from ? passage.text.slice(from, to) : '');
  }
  const [ownStart, ownEnd] = keptOutsideCondition(claim, clause.text);
  return ownStart === 0 && ownEnd === clause.text.length ? clause : profilePassage(clause.text.slice(ownStart, ownEnd));
}
/**
 * A condition the claim leaves out: it does not state every content word of it, and every claim word the condition
 * has is in the rest of the span too ("…, when it was not signed" holds the claim's "signed": not left out).
 */
function leftOut(claim: string, condition: string, rest: string): boolean {
  if (statesCondition(claim, condition)) return false;
  const claimKeys = profilePassage(claim).keys;
  const restKeys = profilePassage(rest).keys;
  // ("If the Orbix loader is requested but not configured, it fails": the rest's pronoun stands for the condition's subject)
  const tokens = profilePassage(condition).tokens;
  const verbAt = tokens.findIndex((t) => FINITE_AUXILIARY.test(t.norm));
  const pronounRest = /^\s*(?:it|they|he|she|this|these|those)\b/i.test(rest);
  return tokens.every((t, i) => t.kind !== 'word' || t.stop || !claimKeys.has(t.stem) || restKeys.has(t.stem) || (pronounRest && i < verbAt));
}
// (at the sentence's end: no comma after it, where a main clause would follow a condition put after a lead-in, "Thus, at
// that time, if …, one had to …"; with or without a comma before it, "… will return an error if there is no owner")
const TRAILING_CONDITION = /(?:,\s*|\s)(?:unless|if|when|whenever|provided that|as long as|so long as)\b(?![^.;!?]*[.;!?]\s+\p{Lu})(?=[^,;:]*$)/iu;
/**
 * Every content word of a condition is in the claim; its denial is no word of its own ("if the flag is not set" is
 * stated by "… when the flag is set" as far as words go). A condition of function words only ("If this is not done,")
 * is stated only by a claim with a condition of its own.
 */
function statesCondition(claim: string, condition: string): boolean {
  const words = profilePassage(condition).tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop && !DENIAL_WORDS.has(t.norm));
  if (words.length === 0) return /\b(?:if|when|whenever|unless)\b/i.test(claim);
  const claimKeys = profilePassage(claim).keys;
  return words.every((t) => claimKeys.has(t.stem));
}

/** The excerpt starts at the clause after a condition that opens the sentence (or at the condition's last word). */
function afterLeadingCondition(text: string, start: number): boolean {
  if (start === 0 || !LEADING_CONDITION.test(text)) return false;
  const comma = conditionComma(text, text.indexOf(','));
  // (a macro's "!" ends no sentence: "When defining a macro_rules! macro, …")
  return comma > 0 && !/[.;:!?]\s+(?=\p{Lu})/u.test(text.slice(0, comma)) && start > comma - WORD_BEFORE_COMMA && start <= comma + 3;
}
/** A connective or sentence adverb before a leading condition ("However, if …", "In practice, when …"). */
const LEAD_IN_BEFORE_CONDITION = /^[\s"'(]*(?:however|but|and|so|thus|hence|therefore|otherwise|also|moreover|furthermore|additionally|similarly|likewise|conversely|instead|now|then|finally|in practice|in addition|in particular|by default|for example|for instance|that is|in other words|in contrast|on the other hand),?\s+(?=(?:if|when|whenever|unless|only|provided|as long|so long|assuming|in case)\b)/i;
/** The same lead-in on the claim's side, with the coordinators a claim may open with. */
const CLAIM_LEAD_IN = /^\s*(?:(?:and|but|or|so)\s+|(?:however|thus|hence|therefore|otherwise|also|moreover|furthermore|additionally|similarly|likewise|conversely|instead|now|then|finally|in practice|in addition|in particular|by default|for example|for instance|that is|in other words|in contrast|on the other hand),?\s+)/i;
const LEADING_CONDITION = /^[\s"'(]*(?:if|when|whenever|unless|only if|only when|provided that|as long as|so long as|assuming that|in case)\b/i;
/** How far before its comma an excerpt may start and still be the clause after the condition ("… macro_rules! [macro, you can …"). */
const WORD_BEFORE_COMMA = 16;
/** A trailing clause that says something about what came before, not when it holds. */
const NON_RESTRICTIVE_TAIL = /^\s*,\s*(?:which|who|whose|whom|where)\b/i;
/** A trailing clause of result or purpose ("…, such that tools won't see them unless …"): its hedges are its own. */
const RESULT_TAIL = /^\s*,?\s*(?:such that|so that|so as to|in order to|in order that)\b/i;
const RESULT_CLAUSE = /,\s*(?:such that|so that|so as to|in order to|in order that)\b/i;

/** The passage up to a trailing clause of result or purpose, when what comes before it holds every word the claim takes from the passage. */
function beforeResultClause(passage: PassageProfile, carried: readonly Term[]): PassageProfile {
  const at = RESULT_CLAUSE.exec(passage.text)?.index;
  if (at === undefined || carried.length === 0) return passage;
  const head = profilePassage(passage.text.slice(0, at));
  if (restatesWithLimit(passage.text.slice(at), carried)) return passage;
  return carried.every((t) => t.frame || carriesTerm(head, t) || lexicalCarrier(head, t) !== undefined) ? head : passage;
}

/** A result clause that says the claim's act again with a limit ("…, such that it is rotated only when …") limits the claim. */
function restatesWithLimit(tail: string, carried: readonly Term[]): boolean {
  if (!LIMITING_TAIL.test(tail)) return false;
  const profile = profilePassage(tail);
  return carried.some((t) => !t.frame && !t.entity && readsAsVerb(t.surface) && carriesTerm(profile, t));
}
/** Words of a trailing clause that limit when what came before holds. */
const LIMITING_TAIL = /\b(?:unless|except|only|if|when|as long as|so long as|provided)\b/i;

/** Words inserted between an excerpt's words that start another clause. */
const ANOTHER_CLAUSE = /[;:—–]|,\s*(?:yet|but|or|however|though|although|whereas|while)\b|\s(?:yet|but|whereas)\s/i;
/** An aside that explains or gives an example ("(i.e. they are neither …)"): its denial is about its own words. */
const EXPLAINING_ASIDE = /^\(\s*(?:i\.\s?e\.|e\.\s?g\.|that is\b|for example\b|for instance\b|such as\b|see\b|cf\.)/i;
/** An aside that denies or limits what it sits in. */
const LIMITING_ASIDE = /\b(?:not|no|never|none|nor|neither|without|except|excepting|exception|unless|only|hardly|barely|longer|yet|if|until|when)\b|n['’]t\b/i;

/**
 * What a denying frame of the passage ("It is not true that …") says of the claim: `denied`, the clause it denies
 * when that clause states the claim, no more; else `narrower`, a frame over a clause that carries the claim but says
 * more ("not true that *only* X", "… for IPv6 hosts"), which leaves the claim open.
 */
function framedClause(unit: Unit, passage: PassageProfile, carried: Term[], acronyms: Map<string, string> | undefined):
  { denied?: PassageProfile; narrower?: ReturnType<typeof denyingFrames>[number] } {
  if (!carried.some((t) => !t.frame)) return {};
  // (most spans have no denying frame: the claim's stems are gathered only for one)
  const frames = denyingFrames(passage, unit.text);
  if (frames.length === 0) return {};
  const claimStems = new Set(unit.terms.flatMap((t) => t.parts));
  let narrower: ReturnType<typeof denyingFrames>[number] | undefined;
  for (const frame of frames) {
    const clause = profilePassage(frame.clause, acronyms);
    if (!carried.every((t) => t.frame || carriesTerm(clause, t, acronyms))) continue;
    const extra = profileClaim(frame.clause).terms.filter((t) => !t.frame && !t.parts.every((p) => claimStems.has(p)));
    if (extra.length === 0 && !findPhrases(frame.clause, NARROWING_WORDS).some((w) => findPhrases(unit.text, singlePhrase(w.phrase)).length === 0)) {
      return { denied: clause };
    }
    narrower ??= frame;
  }
  return narrower ? { narrower } : {};
}
/** A denying frame over a narrower clause, as a hedge on the span's first word after it. */
/**
 * Two figures of equal value that are not the same figure: a decimal written in digits ("2.0") is no spelled number
 * ("two"), and a version ("Python 2.0", "version 3.10", "Orbix 1.2") is only the same version written the same way.
 */
function writtenApart(aText: string, a: Quantity, bText: string, b: Quantity): boolean {
  const decimal = (q: Quantity) => /\d\.\d/.test(q.raw);
  const digits = (q: Quantity) => /\d/.test(q.raw);
  if ((decimal(a) && !digits(b)) || (decimal(b) && !digits(a))) return true;
  return (versionLike(aText, a) || versionLike(bText, b)) && a.raw !== b.raw;
}
/**
 * A count of things against a label that names one of them by its number: "two steps" is not "step 2", "3 items" not
 * "item 3" (the label's noun is the count's unit, written right before the figure).
 */
function countAgainstLabel(aText: string, a: Quantity, bText: string, b: Quantity): boolean {
  const labelled = (text: string, q: Quantity, unitStem: string | null) => {
    if (q.unit !== null || unitStem === null) return false;
    const before = /(\p{L}+)\s+$/u.exec(text.slice(Math.max(0, q.start - 30), q.start));
    return before !== null && stem(before[1]!.toLowerCase()) === unitStem;
  };
  return labelled(bText, b, a.unit) || labelled(aText, a, b.unit);
}
/** A dotted number after a name or "version" / "release": a version, not an amount. */
function versionLike(text: string, q: Quantity): boolean {
  return /^\d+(?:\.\d+)+$/.test(q.raw) && /(?:\b(?:version|versions|release|releases|v)|\b\p{Lu}[\p{L}\d+#-]*)\s*$/u.test(text.slice(Math.max(0, q.start - 24), q.start));
}

/** "The span says 'can' where the claim says 'will' ('can be backwards')", or that the claim states it outright. */
function modalReason(hedge: Hedge): string {
  if (hedge.levelChanged) return `The span says ${quote(hedge.surface)} where the claim says ${quote(hedge.claimModal ?? '')}: the claim changes what is required.`;
  return hedge.claimModal
    ? `The span says ${quote(hedge.phrase)} where the claim says ${quote(hedge.claimModal)} (${quote(hedge.surface)}): the claim says it more firmly.`
    : `The span says ${quote(hedge.surface)}; the claim states it outright.`;
}

/**
 * The claim's figure names a version ("Release 12", "version 7", "v4") and the span's the same value as a count or
 * amount of something ("12 new lint rules"): another figure, however equal. A span's figure under a version's word, or
 * written as one ("v4", "4.x", "4.0.1"), is a version too.
 */
const VERSION_LABEL_BEFORE = /(?:\b(?:versions?|releases?)\s+|(?<![\p{L}\p{N}])v)$/iu;
const VERSION_LABEL_INSIDE = /\b(?:versions?|releases?)\s+v?\d/i;
const BOUND_BEFORE_FIGURE = /(?:\b(?:older|newer|less|more|fewer|greater|later|earlier)\s+than|\b(?:below|above|under|over|at\s+least|at\s+most|up\s+to|about|around|nearly|almost))[\s`'"(]*$/i;
/**
 * "Python 3.1" and "Python `>3.10`": one value as decimals, two versions. Figures with other digits after the point (not
 * only a trailing zero read away: "53.6" is "53.60" as a score) are other versions where either names a version.
 */
function otherVersionDigits(claimText: string, a: Quantity, spanText: string, p: Quantity): boolean {
  const [da, dp] = [/\d+\.\d+(?:\.\d+)*/.exec(a.raw)?.[0], /\d+\.\d+(?:\.\d+)*/.exec(p.raw)?.[0]];
  if (da === undefined || dp === undefined || da === dp || a.value !== p.value) return false;
  const versioned = (text: string, q: Quantity) => {
    const at = q.start + Math.max(0, q.raw.search(/\d/));
    return VERSION_CONTEXT_BEFORE.test(text.slice(Math.max(0, at - 24), at));
  };
  return versioned(claimText, a) || versioned(spanText, p);
}
/** A version's name, label or sign right before its digits ("Python 3.10", "version 3.1", "`>3.10`", "node v4.8"). */
const VERSION_CONTEXT_BEFORE = /(?:\b\p{Lu}[\p{L}\p{N}+#-]*(?:\.js)?|\b(?:node|npm|python|ruby|go|java|versions?|releases?)|(?<![\p{L}\p{N}])v|[<>≤≥]=?)[\s`'"(]*(?:(?:[<>≤≥]=?|(?:older|newer|less|more|greater|later|earlier)\s+than|below|above|under|over|at\s+(?:least|most)|before|after)\s*[`'"(]*)?v?$/u;
function versionAgainstCount(claimText: string, a: Quantity, spanText: string, p: Quantity): boolean {
  // (the label before the figure, or inside a bound read with it: "at least version 3", "older than version 30")
  if (!VERSION_LABEL_BEFORE.test(claimText.slice(Math.max(0, a.start - 12), a.start)) && !VERSION_LABEL_INSIDE.test(a.raw)) return false;
  // (before its digits: a bound read with the figure, "older than 30 days", is before them)
  const digitsAt = p.start + Math.max(0, p.raw.search(/\d/));
  const spanBefore = spanText.slice(Math.max(0, digitsAt - 40), digitsAt);
  if (VERSION_LABEL_BEFORE.test(spanBefore.slice(-12)) || /\.(?:\d|x)/.test(spanText.slice(p.end, p.end + 2)) || /^\d+\.\d+\.\d+/.test(p.raw)) return false;
  // (a name right before it, "Node 14", "Python 3.12", "npm `>= 9`", is a version of that name)
  // (a measure after it, "30 days", "2 MB", makes it an amount whatever stands before it)
  if (unitOf(p.unit) !== undefined) return true;
  // (past a bound read with the figure: "Node.js below 10.10" is Node.js's version)
  const named = spanBefore.replace(BOUND_BEFORE_FIGURE, '');
  if (/(?:\p{L}[\p{L}\p{N}.+#-]*|@)[\s`'"(]*(?:>=|<=|[<>≥≤])?\s*$/u.test(named) && !/\b(?:of|the|a|an|and|or|to|with|by|for|in|on|at|from|added|has|have|had|removed|ships?|bundles?|keeps?|syncs?|fixed|includes?|takes?|uses?)[\s`'"(]*$/i.test(named)) return false;
  return true;
}

/** The condition as the span words it, up to its clause's end and at most eight words ("if they decide to implement …"). */
function conditionSurface(text: string, hedge: Hedge): string {
  const rest = text.slice(hedge.start);
  // (a bracket the condition opens is its own: "Using the spawnv() function")
  const after = rest.slice(hedge.phrase.length).replace(/\([^()]*\)/g, (m) => '_'.repeat(m.length));
  const bare = OPENING_RESTRICTORS.includes(hedge.phrase.toLowerCase()) ? PHRASE_BEFORE_PRONOUN.exec(after) : null;
  const punct = /[,;:)]|(?<!\b(?:e\.g|i\.e|etc|vs|cf))\.(?=\s|$)/.exec(after);
  // (a list the condition goes on with is part of it: "If Orbix is requested, installed, and not configured")
  const listEnd = punct?.[0] === ',' ? conditionComma(after, punct.index) : -1;
  const end = bare && (!punct || bare[0].length < punct.index) ? { index: bare[0].trimEnd().length } : listEnd >= 0 ? { index: listEnd } : punct;
  const words = (end ? rest.slice(0, hedge.phrase.length + end.index) : rest).trim().split(/\s+/);
  return words.length > 8 ? `${words.slice(0, 8).join(' ')} …` : words.join(' ');
}

function framedHedge(frame: ReturnType<typeof denyingFrames>[number] | undefined, passage: PassageProfile): Hedge | undefined {
  if (!frame) return undefined;
  const next = passage.tokens.find((t) => t.start >= frame.hit.end && t.kind === 'word' && !t.stop);
  return next ? { ...frame.hit, next } : undefined;
}

/** Words that make a denied clause narrower than the claim. */
const NARROWING_WORDS = ['only', 'all', 'always', 'every', 'just', 'exclusively', 'solely', 'entirely', 'fully', 'never'];

const unitTokenLists = new WeakMap<Unit, ReturnType<typeof tokenize>>();
function unitTokens(unit: Unit): ReturnType<typeof tokenize> {
  let tokens = unitTokenLists.get(unit);
  if (!tokens) unitTokenLists.set(unit, (tokens = tokenize(unit.text)));
  return tokens;
}
const unitWordCount = (unit: Unit) => unitTokens(unit).filter((t) => t.kind === 'word' || t.kind === 'number').length;

/** How well the span carries the unit; its flags and reasons are written into explanation when one is given. */
function judge(unit: Unit, span: EvidenceSpan, acronyms: Map<string, string> | undefined, thresholds: VerifyInput['thresholds'], explanation?: Explanation,
  sameSource?: Surroundings): Judgement {
  const { causal, causeSides, contentTotal, plainTotal, entities, negationTargets: targets } = factsOf(unit);
  const claimStated = quantityIndex(unit.quantities);
  const whole = profilePassage(wordsOf(span), acronyms);
  const passage = coreSentence(unit, span, whole, acronyms);
  const flags = explanation?.flags;
  const reasons = explanation?.reasons;

  // a unit word whose amount the span states in another unit ("two and a half years" = "30 months") is carried by it
  let convertedUnits: Set<string | undefined> | undefined;
  const stated = quantityIndex(passage.quantities);
  for (const q of unit.quantities) {
    if (unitOf(q.unit) && stated.find(q, (a, p) => p.unit !== a.unit && sameQuantity(a, p))) (convertedUnits ??= new Set()).add(unitOf(q.unit)?.canonical);
  }
  const carried: Term[] = [];
  const missing: Term[] = [];
  // a neighbouring sentence may say who only when the core sentence names nobody else: "When Python is used … For
  // example, most Mercurial commands …" does not carry "When Mercurial is used …"
  // (nor when the core sentence opens with a subject of its own and nothing in it refers back: "Some tools, like elfdeps
  // (Falcon), read libraries. Orbix makes packaging easier." does not carry "Orbix makes Falcon packaging easier")
  const entitySource = passage === whole ? whole : namesOtherEntity(passage, unit) || !REFERS_BACK.test(passage.text) ? passage : throughCore(span, passage, whole, acronyms);
  for (let i = 0; i < unit.terms.length; i++) {
    const term = unit.terms[i]!;
    const converted = convertedUnits !== undefined && unitOf(term.key) !== undefined && convertedUnits.has(unitOf(term.key)!.canonical);
    (converted || carriesTerm(term.entity ? entitySource : passage, term, acronyms) ? carried : missing).push(term);
  }
  // a name spelt like a function word ("the From trait") is carried only by the name as written, not by "from"
  for (const t of [...carried]) {
    if (!t.entity || !STOPWORDS.has(t.key) || new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t.surface)}(?![\\p{L}\\p{N}])`, 'u').test(entitySource.text)) continue;
    carried.splice(carried.indexOf(t), 1);
    missing.push(t);
  }
  // a name the span has only inside a longer name ("Varrow-contrib", "x86-64", "C++", "Falcon-13B") names another thing
  for (const t of [...carried]) {
    if (!t.entity && !/^[A-Z]/.test(t.surface) && !/\p{L}\d|\d\p{L}/u.test(t.surface)) continue;
    const compound = nameOnlyInCompound(t.surface, passage.text, unit.text);
    if (compound === undefined) continue;
    carried.splice(carried.indexOf(t), 1);
    missing.push(t);
    flags?.push(`compound_name:${t.surface}/${compound}`);
    reasons?.push(`The span names ${quote(compound)}, not ${quote(t.surface)}.`);
  }
  for (const t of spentSynonyms(carried, passage, unitTokens(unit))) {
    carried.splice(carried.indexOf(t), 1);
    missing.push(t);
  }
  // the claim's act named in the span only as a noun of something the claim never names: "implementation of the
  // ideas" does not carry "This will be implemented"
  for (const t of [...carried]) {
    const of = actOfAnother(unit, t, passage);
    if (of === undefined) continue;
    carried.splice(carried.indexOf(t), 1);
    missing.push(t);
    flags?.push(`act_of_other:${t.surface}/${of.noun}`);
    reasons?.push(`The span's ${quote(of.noun)} is of ${quote(of.object)}, which the claim does not name.`);
  }
  // a word the claim says more often than the span, where the span has another word in one of its places: "will be
  // removed … to remove a token" over "will be added … to remove a token" (a comparison that leaves the word out,
  // "the incidence of X is higher than that of Y", has no other word there)
  const uncarry = (t: Term, other: string, flag: string[], reason: string) => {
    carried.splice(carried.indexOf(t), 1);
    missing.push(t);
    flags?.push(...flag, `word_substituted:${t.surface}/${other}`);
    reasons?.push(`The span says ${quote(other)} where the claim says ${quote(t.surface)}${reason}.`);
  };
  for (const { term: t, times } of underCarriedRepeats(carried, passage, unitTokens(unit))) {
    const other = substitutedWord(unitTokens(unit), passage, t);
    if (other !== undefined) uncarry(t, other, [`term_repeated:${t.surface}`], `; the claim uses that word ${times} times, the span fewer`);
  }
  // a name the span also has elsewhere, while in the claim's place it has another name: "the C GIL may be used" over
  // "Holding the GIL is convenient. … the C API may be used"
  for (const t of [...carried]) {
    if (!t.entity) continue;
    const other = substitutedWord(unitTokens(unit), passage, t, true);
    if (other !== undefined && /\p{Lu}/u.test(other)) uncarry(t, other, [], '');
  }
  const spread = carriedSpread(carried, passage);
  const scattered = spread > maxSpread(unitWordCount(unit));
  // a term carried through WordNet says so: the verdict names the span's word and the relation
  if (explanation) {
    for (const t of carried) {
      const lexical = carriedByLexicon(t.entity ? entitySource : passage, t, acronyms);
      if (!lexical) continue;
      const { flag, reason } = explainCarrier(lexical, t.surface);
      explanation.flags.push(flag);
      explanation.reasons.push(reason);
    }
  }
  // "PEP 572 recommends …" over "This PEP recommends …" in pep-0572.rst: the claim names the document the span speaks for
  // what the document says of itself: the clause "this PEP" opens carries the rest of the claim
  const named = namedAsThisDocument(unit.text, unit.terms, unit.quantities, passage.text, span.relPath, span.context?.title, sameSource?.words ?? wordsOf(span), span.context?.headings, unit.claim,
    sameSource?.before ?? '', span.context?.before ?? '');
  const selfClause = named ? profilePassage(named.clause, acronyms) : undefined;
  // the claim's word right after the name (its verb: "PEP 917 proposed …") must stand before any relative clause
  const verb = named ? [...unit.terms].sort((a, b) => a.start - b.start).find((t) => t.start >= named.end && !t.frame) : undefined;
  // what the claim says in the clause it opens with the name must be what the document says in its own clause; a later
  // clause of the claim ("…, and this note is for information only") is carried by the span as any claim is
  const clauseEnd = named ? claimClauseEnd(unit.text, named.end) : 0;
  // a claim that says nothing beyond the document's name ("PEP 253 says so.", "According to PEP 253, no.") has nothing
  // the document's own words could carry
  // (nor does "RFC 12 proposes this.": an act whose object is only a pronoun says nothing of its own)
  const ownTerms = named ? unit.terms.filter((t) => !t.frame && !named.terms.includes(t) && !REPORTING_ONLY.test(t.surface)) : [];
  const saysMoreThanTheName = named !== null && named !== undefined && ownTerms.length > 0 && !(ownTerms.length === 1 && PRONOUN_OBJECT_END.test(unit.text));
  // (the claim's verb said otherwise by a verb of laying out: "PEP 723 defines …" / "This PEP specifies …")
  const verbCarried = named && verb !== undefined ? carriesTerm(profilePassage(named.head, acronyms), verb, acronyms) : true;
  const laidOut = named && !verbCarried && layingOutAlike(unit.text, named.end, verb!, named.head, named.selfReference);
  const documentName = named && saysMoreThanTheName && carried.every((t) => t.frame || t.start >= clauseEnd || named.terms.includes(t) || carriesTerm(selfClause!, t, acronyms)) &&
    (verbCarried || laidOut) ? named : null;
  if (documentName) {
    const verbLaidOut = laidOut && missing.includes(verb!);
    for (const term of [...documentName.terms, ...(verbLaidOut ? [verb!] : [])]) {
      if (!missing.includes(term)) continue;
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
    }
    flags?.push(`document_named:${documentName.surface}`);
    reasons?.push(documentName.advising !== undefined
      ? `${quote(documentName.surface)} is this document: under ${quote(documentName.imperativeUnder!)} it gives its advice in the imperative (${quote(`${documentName.selfReference} …`)} in ${span.relPath.split('/').pop()}), which is what the claim says it ${documentName.advising}.`
      : documentName.namedOnly
      ? `${quote(documentName.surface)} is this document: its ${documentName.imperativeUnder} names what it ${documentName.proposing} in a line with no verb (${quote(`${documentName.selfReference} …`)} in ${span.relPath.split('/').pop()}).`
      : documentName.imperativeUnder
      ? `${quote(documentName.surface)} is this document: its ${documentName.imperativeUnder} says what it ${documentName.proposing ? `${documentName.proposing}${documentName.proposing === 'would' ? ' do' : /^(?:aim|seek|sought|sets?\s+out|intend)/.test(documentName.proposing) ? ' to do' : ''}` : 'does'} ${isHeadline(documentName.selfReference) ? 'in the third person, as a headline' : 'in the imperative'} (${quote(`${documentName.selfReference} …`)} in ${span.relPath.split('/').pop()}).`
      : documentName.through !== undefined
        ? `${quote(documentName.surface)} is this document speaking: the span's subject is ${documentName.through} (${span.relPath.split('/').pop()}).`
        : `${quote(documentName.surface)} is this document (${quote(documentName.selfReference)} in ${span.relPath.split('/').pop()}).`);
    if (verbLaidOut) reasons?.push(`${quote(verb!.surface)} and the span's verb after ${quote(documentName.selfReference)} only say that the document lays the rest out.`);
  }
  // "A key observation in the RFC is …", "The PEP's key idea …": the kind's word after "the" or "this", for the span's own
  // document (which one of its kind the claim means, its section says; a number would be read above)
  const ownKinds = missing.some((t) => t.entity) ? kindsOfPath(span.relPath) : [];
  for (const term of missing.filter((t) => t.entity && ownKinds.includes(t.surface.replace(/['’]s$/, '').toLowerCase()) &&
    // (where it says whose or where, "the RFC's …", "in the RFC": not as the doer of an act the span gives no doer)
    (/['’]s$/.test(t.surface) ? /\b(?:the|this)\s+$/i : /\b(?:in|of|from|throughout|within)\s+(?:the|this)\s+$/i).test(unit.text.slice(Math.max(0, t.start - 16), t.start)) &&
    !/^\s*[#-]?\d/.test(unit.text.slice(t.end)))) {
    missing.splice(missing.indexOf(term), 1);
    carried.push(term);
    flags?.push(`document_kind:${term.surface}`);
    reasons?.push(`${quote(`the ${term.surface.replace(/['’]s$/, '')}`)} is the span's own document (${span.relPath.split('/').pop()}).`);
  }
  // "the README recommends …", "the cors README says …" over a sentence of cors/README.md: the README is the span's own
  // document, the one whose words they are (not another package's: "the nearley README" in cors/README.md)
  // (written "readme" too, and "cors's README")
  const readmeTerm = (t: Term) => /^readme(?:['’]s)?$/i.test(t.surface);
  if (missing.some(readmeTerm) && README_FILE.test(span.relPath.split('/').pop() ?? '')) {
    const own = documentNamesOf(span.relPath);
    for (const term of missing.filter(readmeTerm)) {
      const lead = unit.text.slice(Math.max(0, term.start - 60), term.start);
      const before = /(?:^|\s)(?:the|its|this)\s+(?:([^\s]+?)\s+)?$/i.exec(lead) ?? /(?<=^|\s)([^\s]+?['’]s)\s+$/.exec(lead);
      const name = before?.[1]?.replace(/^[`*_]+|[`*_]+$|['’]s$/g, '').toLowerCase();
      if (!before || (name !== undefined && !own.has(name) && !own.has(name.replace(/^@[^/]+\//, '')))) continue;
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
      // (and the README's own name before it: "the is-interactive readme")
      const nameTerm = name === undefined ? undefined : missing.find((t) => t.end <= term.start && t.start >= term.start - 60 &&
        t.surface.replace(/^[`*_]+|[`*_]+$|['’]s$/g, '').toLowerCase() === name);
      if (nameTerm) {
        missing.splice(missing.indexOf(nameTerm), 1);
        carried.push(nameTerm);
      }
      flags?.push(`document_kind:${term.surface}`);
      reasons?.push(`${quote(before[0].trim() + ' ' + term.surface)} is the span's own document (${span.relPath.split('/').slice(-2).join('/')}).`);
    }
  }
  // "PEP 250 considers …" over a sentence of pep-0250.rst: the claim opens with the name of the very document the span
  // is from. The span's place names it, so a span that says otherwise speaks of the same thing (a contradiction may be
  // read); it never makes the claim carried (no accept), as "this PEP" must be read for that
  const opening = documentName ? null : opensWithSourceName(unit.text, unit.terms, unit.quantities, span.relPath, span.context?.title);
  // "PEP 836's initial target is …" over "The initial target is …" in pep-0836.rst: the document's own thing, which its
  // sentence names with "the" (or "its", "our") and no other document's number: the name is carried, the rest as any claim's
  const owned = opening ? ownThingOfDocument(unit.text, opening.surface, passage.text) : undefined;
  const fromSource = owned ? null : opening;
  if (opening && (owned || opening.terms.some((t) => missing.includes(t)) || opening.quantities.length > 0)) {
    for (const term of opening.terms) {
      if (!missing.includes(term)) continue;
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
    }
    flags?.push(`${owned ? 'document_possessive' : 'document_source'}:${opening.surface}`);
    reasons?.push(owned
      ? `${quote(`${opening.surface}'s ${owned.claim}`)} is the span's ${quote(owned.span)}: the document's own, in the document (${span.relPath.split('/').pop()}).`
      : `${quote(opening.surface)} is the document this span is from (${span.relPath.split('/').pop()}); that alone does not carry what the claim says it does.`);
  }
  // "The PEP defines …" over "While PEP 384 defines …" in pep-3149.rst: the claim's "the PEP" is its own document; the
  // span's word for a PEP names another one
  for (const t of [...carried]) {
    if (!t.entity) continue;
    const other = theKindIsAnother(unit.text, t, passage.text, span.relPath, span.context?.title);
    if (other === null) continue;
    carried.splice(carried.indexOf(t), 1);
    missing.push(t);
    flags?.push(`other_document:${other}`);
    reasons?.push(`${quote(`the ${t.surface.replace(/['’]s$/, '')}`)} is the document the claim is about (${span.relPath.split('/').pop()}); the span speaks of ${quote(other)}.`);
  }
  // the missing word right after a carried name that says its kind ("the globby package", "the `render` function")
  const kindAfter = (term: Term, kinds: RegExp) => missing.find((t) => kinds.test(t.surface) && t.start >= term.end && /^[\s`'"’*_]*$/.test(unit.text.slice(term.end, t.start)));
  // a name the span leaves out may be given by its surroundings (the title, a heading): carried, and said so
  const byContext = carriedByContext(missing, unit.terms, wordsOf(span), span.context, acronyms, unit.text);
  for (const { term, source, subject } of byContext) {
    missing.splice(missing.indexOf(term), 1);
    carried.push(term);
    flags?.push(`${subject ? 'document_subject' : 'context_carried'}:${term.surface}`);
    reasons?.push(subject ? `${quote(term.surface)} is what the document is about: ${source} names it.` : `${quote(term.surface)} is named by ${source}.`);
    // ("the globby package", "the jwa module": the kind of thing a README is about, after its name)
    const kind = subject ? kindAfter(term, SUBJECT_KINDS) : undefined;
    if (kind) {
      missing.splice(missing.indexOf(kind), 1);
      carried.push(kind);
      flags?.push(`document_kind:${kind.surface}`);
    }
  }
  // ("The fill-range package" where the span carries the README's own name itself): the kind after it is carried with it
  const ownName = span.context?.folder?.toLowerCase();
  if (ownName !== undefined) {
    for (const term of carried.filter((t) => t.surface.toLowerCase().replace(/['’]s$/, '') === ownName)) {
      const kind = kindAfter(term, SUBJECT_KINDS);
      if (!kind) continue;
      missing.splice(missing.indexOf(kind), 1);
      carried.push(kind);
      flags?.push(`document_kind:${kind.surface}`);
    }
  }
  // ("the npm search command" on npm-search's manual page): the command its title names, and the word for its kind
  const pageTitle = span.context?.title?.trim();
  const pageCommand = pageTitle && MANUAL_PAGE_TITLE.test(pageTitle) ? pageTitle.split('-') : undefined;
  if (pageCommand) {
    const named = new RegExp(`(?<![\\p{L}\\p{N}_-])[\`*_]*${pageCommand.map(escapeRegExp).join('[\\s-]+')}[\`*_]*\\s+(commands?)\\b`, 'iu').exec(unit.text);
    const kind = named ? missing.find((t) => t.start === named.index + named[0].length - named[1]!.length && /^commands?$/i.test(t.surface)) : undefined;
    if (kind && pageCommand.every((w) => carried.some((t) => t.surface.toLowerCase() === w || t.parts.includes(w)))) {
      missing.splice(missing.indexOf(kind), 1);
      carried.push(kind);
      flags?.push(`document_kind:${kind.surface}`);
    }
  }
  // a release the span's section heading names ("## [11.0.0] - 2019-02-18" over a changelog entry), which the claim names
  // as the release it speaks of ("In xmlbuilder 11.0.0, …", "Since version 6.4.0, …", "The 6.14.1 release of qs …"):
  // its figures, the project's name and the words for a release are carried by the heading
  const releaseSaid = releaseMentions(unit.text, span.context?.headings ?? [], span.relPath, passage.text);
  for (const mention of releaseSaid) {
    for (const term of missing.filter((t) => mention.words.some((w) => t.start >= w.start && t.end <= w.end))) {
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
    }
    flags?.push(`release_heading:${mention.version}`);
    reasons?.push(`${quote(mention.surface)} is the release the span's section heading names (${quote(mention.heading)}).`);
  }
  // what kind of change a changelog entry is, which its sub-heading or its tag says ("### Bug Fixes", "[Fix] …", "Added:"):
  // the claim's word for that kind ("a bug fix", "was fixed", "added") is carried by it
  const kinds = missing.length > 0 ? changeKindsOf(span.context?.headings ?? [], span.text) : [];
  for (const kind of kinds) {
    for (const term of missing.filter((t) => t.parts.length === 1 && kind.words.test(t.surface))) {
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
      flags?.push(`change_kind:${term.surface}`);
      reasons?.push(`${quote(term.surface)} is the kind of change the entry is filed as (${quote(kind.said)}).`);
    }
  }
  // ("undici's Client", "In undici, …", "the undici docs" over a page of undici/docs/…): the project the page documents,
  // named as whose or where the claim's thing is — not as the doer of an act ("undici retries …" is said of the page's
  // thing only where the span says so)
  const project = missing.length > 0 ? projectOfPage(span.relPath) : undefined;
  // (not where the span names another of the project's family, "`undine-fetch`", "`@undine/mock`": the claim may mean that one)
  const family = project === undefined ? false : new RegExp(`(?:^|[^\\p{L}\\d])@?${escapeRegExp(project)}[-_/][\\p{L}\\d]|[\\p{L}\\d][-_/]${escapeRegExp(project)}(?![\\p{L}\\d])`, 'iu').test(passage.text);
  if (project !== undefined && !family) {
    const unitTags = posTags(unit.text);
    const ownProject = (t: Term) => sameProjectName(t.surface.replace(/^[`*_]+|[`*_]+$/g, ''), project);
    for (const term of missing.filter(ownProject)) {
      const after = unit.text.slice(term.end, term.end + 40);
      const before = unit.text.slice(Math.max(0, term.start - 24), term.start);
      const possessive = /['’]s$/.test(term.surface) && /^[`*_]*\s+\S/.test(after);
      const place = /\b(?:in|of|from|within|inside|for|by|according\s+to)\s+(?:the\s+)?$/i.test(before);
      // (before a name or a noun of the page's: "the undici Client", "an undici instance"; not a verb or an adverb, "undici now retries")
      const modifier = /\b(?:the|a|an|each|every|this|that|its|their)\s+[`*_]*$/i.test(before) && carried.some((t) => t.start >= term.end && /^[\s`*_]*$/.test(unit.text.slice(term.end, t.start)) &&
        (/^\p{Lu}/u.test(t.surface) || unitTags.get(t.start) === 'n'));
      if (!possessive && !place && !modifier) continue;
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
      flags?.push(`document_project:${term.surface}`);
      reasons?.push(`${quote(term.surface)} is the project the page documents: ${span.relPath.split('/').slice(0, -1).join('/')}/ holds its documentation.`);
    }
    // ("undici's docs", "the undici documentation", "the page"): the page itself, or the project's documentation it is part of
    for (const term of missing.filter((t) => /^(?:docs|documentation|page|guide)$/i.test(t.surface))) {
      const lead = unit.text.slice(Math.max(0, term.start - 40), term.start);
      const whose = /(?:^|\s)(?:the|its|this)\s+(?:([^\s]+?)\s+)?$/i.exec(lead) ?? /(?<=^|\s)([^\s]+?['’]s)\s+$/.exec(lead);
      const name = whose?.[1]?.replace(/^[`*_]+|[`*_]+$|['’]s$/g, '').toLowerCase();
      if (!whose || (name !== undefined && name !== project.toLowerCase())) continue;
      missing.splice(missing.indexOf(term), 1);
      carried.push(term);
      flags?.push(`document_kind:${term.surface}`);
      reasons?.push(`${quote(whose[0].trim() + ' ' + term.surface)} is the documentation the span is from (${span.relPath.split('/').slice(-2).join('/')}).`);
    }
  }
  // ("the `render` function", "the `xmlMode` option" where a section heading of the README's API names it): the kind of
  // member after the name, where the heading shows that kind — a call's brackets, or a heading above named for the kind
  // ("Options", "Methods"), or "API" above for a function or method
  // (or a call's signature alone on the line above: "`.asWinding()`" gives a method or a function)
  for (const { term, source } of byContext) {
    const signature = span.context?.signature;
    const bySignature = signature !== undefined && source.startsWith('the line of code');
    if (!source.startsWith('the section heading') && !bySignature) continue;
    const kind = kindAfter(term, API_KINDS);
    if (!kind) continue;
    const headings = span.context?.headings ?? [];
    const own = bySignature ? signature : headings.find((h) => h.includes(term.surface)) ?? '';
    const kindStem = stem(kind.surface.toLowerCase().replace(/s$/, ''));
    // (a call's brackets after the name itself: "`render(dom)`" gives render as a call, "`new Reel(dispatch, maxTurns)`" does
    // not give maxTurns as one)
    const shown = (new RegExp(`${escapeRegExp(term.surface)}\\s*\\(`).test(own) && CALL_KINDS.test(kind.surface)) || (!bySignature && (
      headings.some((h) => tokenize(h).some((t) => t.kind === 'word' && stem(t.norm.replace(/s$/, '')) === kindStem)) ||
      (CALL_KINDS.test(kind.surface) && headings.some((h) => /^API$/i.test(h.trim())) && !headings.some((h) => /\b(?:options?|events?|properties|settings)\b/i.test(h)))));
    if (!shown) continue;
    missing.splice(missing.indexOf(kind), 1);
    carried.push(kind);
    flags?.push(`api_kind:${kind.surface}`);
    reasons?.push(`The ${bySignature ? 'line' : 'heading'} ${quote(own || headings[headings.length - 1]!)} gives ${quote(term.surface)} as ${/^[aeiou]/i.test(kind.surface) ? 'an' : 'a'} ${kind.surface.toLowerCase()} of the README's API.`);
  }
  // a word the span points back to ("this macro" for "the dbg! macro"): the nearest mention of its head noun before
  // the span has it
  // a missing word carried after all: moved to the carried ones, with the flag and reason that say why
  // (several words carried for one reason say it once: the flag and reason may come with the first only)
  const carry = (term: Term, flag?: string, reason?: string) => {
    missing.splice(missing.indexOf(term), 1);
    carried.push(term);
    if (flag !== undefined) flags?.push(flag);
    if (reason !== undefined) reasons?.push(reason);
  };
  // ("Its upstreams property returns …" over "Returns an array of upstreams …" under "## Instance Properties"; "The
  // maxRedirections parameter …" over a list item under "### Parameters"): the kind of member after a name the span or its
  // heading carries, where a heading above names that kind, or, for a call, gives the name with its brackets
  const headingsAbove = span.context?.headings ?? [];
  if (headingsAbove.length > 0 && missing.some((t) => API_KINDS.test(t.surface))) {
    const singular = (w: string) => stem(w.toLowerCase().replace(/ies$/, 'y').replace(/(?<!s)s$/, ''));
    for (const term of [...carried]) {
      const kind = kindAfter(term, API_KINDS);
      if (!kind) continue;
      const kindStem = singular(kind.surface);
      const heading = headingsAbove.find((h) => tokenize(h).some((t) => t.kind === 'word' && singular(t.norm) === kindStem)) ??
        (CALL_KINDS.test(kind.surface) ? headingsAbove.find((h) => new RegExp(`${escapeRegExp(term.surface)}\\s*\\(`).test(h)) : undefined);
      if (!heading) continue;
      carry(kind, `api_kind:${kind.surface}`, `The heading ${quote(heading)} gives ${quote(term.surface)} as ${/^[aeiou]/i.test(kind.surface) ? 'an' : 'a'} ${kind.surface.toLowerCase()} of the documented API.`);
    }
  }
  // "jsonc-parser gives you a scanner and a parser …" over the README's tagline under its title, "Scanner and parser for
  // JSON with comments.": a line with no verb of its own names what the package is, and a verb of offering or being right
  // after the package's name, as the claim's subject, says no more than that
  // (the package's name opens the claim, as its subject: not "libpq provides … bindings for pgbind")
  const ownSubject = carried.find((t) => (byContext.some((c) => c.term === t && c.subject === true) ||
    (ownName !== undefined && t.surface.toLowerCase().replace(/['’]s$/, '') === ownName)) && /^[\s"'(*_`]*(?:the\s+)?[`*_]*$/i.test(unit.text.slice(0, t.start)));
  if (ownSubject !== undefined && span.context?.headings.length === 0) {
    const verb = missing.find((t) => TAGLINE_VERBS.test(t.surface) && t.start >= ownSubject.end && NAME_TO_VERB.test(unit.text.slice(ownSubject.end, t.start)) &&
      (!SELF_PRESENTING.test(t.surface) || /^\s+itself\s+as\b/i.test(unit.text.slice(t.end))));
    // (what the claim says it offers is the tagline's words in their order, not words from two parts of it: "a wrapper around
    // node-fetch" is not "Wrapper around libcurl, 2x faster than node-fetch")
    const line = verb !== undefined ? wordsOf(span) : '';
    if (verb !== undefined && verblessLine(line) && !NOT_A_TAGLINE.test(line) && inTaglineOrder(unit.text.slice(verb.end), line)) {
      carry(verb, `tagline_verb:${verb.surface}`,
        `The span is the README's tagline, a line with no verb under its title: it names what ${quote(ownSubject.surface)} is, which the claim's ${quote(verb.surface)} says no more than.`);
    }
  }
  // the claim's verb of advice ("the README suggests enabling …") where the span gives advice in its own words ("you might
  // also want to enable …", "it is recommended to …", "we recommend …")
  for (const term of [...missing]) {
    if (!ADVICE_VERB.test(term.surface)) continue;
    const advice = ADVICE_GIVEN.exec(passage.text)?.[0];
    if (advice) carry(term, `advice_said:${advice.toLowerCase().replace(/\s+/g, ' ')}`, `The span gives it as advice (${quote(advice)}), as the claim's ${quote(term.surface)} says.`);
  }
  // the claim's dates the span gives as the same day, written another way
  const datesSaid = datesAlike(unit.text, passage.text);
  const byAntecedent = carriedByAntecedent(missing, unit.text, passage, span.context?.before);
  for (const { term, pointer } of byAntecedent) {
    carry(term, `antecedent_carried:${term.surface}`,
      `${quote(term.surface)} is what the span's ${quote(pointer)} points back to: the nearest mention of it before the span is the ${quote(term.surface)} one.`);
  }
  // ("But its implementation will invoke …" after "… the actual API of libstd will not change."): the span's opening
  // pronoun stands for the subject of the sentence before it
  const byPronoun = carriedByPronoun(missing, unit.text, passage, span.context?.before);
  for (const { term, pointer } of byPronoun) {
    carry(term, `antecedent_carried:${term.surface}`,
      `${quote(term.surface)} is what the span's ${quote(pointer)} stands for: the subject of the sentence just before the span names it.`);
  }
  // ("The PEP 714 authors expect …" over "We expect …" in pep-0714.rst): the span is the document's authors speaking
  // ("The globby maintainers try to keep …" over "We try to keep …" in globby's README): its makers speaking
  // (not in a section that gives someone else's words: "More Justification by the BDFL", "Comments from Guido")
  const anotherSpeaks = (span.context?.headings ?? []).some((h) => OTHER_SPEAKER_HEADING.test(h));
  const byAuthors = anotherSpeaks ? null : authorsAsFirstPerson(unit.text, unit.terms, unit.quantities, passage.text, span.relPath, span.context?.title) ??
    (README_FILE.test(span.relPath.split('/').pop() ?? '') ? maintainersAsFirstPerson(unit.text, unit.terms, unit.quantities, passage.text, span.context?.folder) : null);
  byAuthors?.terms.filter((t) => missing.includes(t)).forEach((term, k) => carry(term, `authors_speaking:${term.surface}`, k > 0 ? undefined
    : `The span's ${quote(byAuthors.pronoun)} is ${quote(byAuthors.surface)}: the document's authors or maintainers speak in it (${span.relPath.split('/').pop()}).`));
  // the claim's one verb the span says as a phrasal verb ("returns" / "hands back"): periphrasis.ts's readings the other way round
  for (const term of [...missing]) {
    const phrase = SPAN_PHRASAL_CARRIERS.find((c) => c.claim.test(term.surface))?.span.exec(passage.text)?.[0];
    if (phrase) carry(term, `lexicon_synonym:${phrase.toLowerCase().replace(/\s+/g, ' ')}/${term.surface}`, `The span's ${quote(phrase)} says the claim's ${quote(term.surface)}.`);
  }
  // "does not need to be" / "does not have to be": the same necessity, in the modal's other words
  for (const term of [...missing]) {
    if (!/^needs?$|^needed$/i.test(term.surface) || !/^\s+to\b/i.test(unit.text.slice(term.end))) continue;
    const said = /\b(?:have|has|had)\s+to\b/i.exec(passage.text);
    if (said) carry(term, `lexicon_synonym:${said[0]}/${term.surface}`, `The span's ${quote(said[0])} says the claim's ${quote(`${term.surface} to`)}.`);
  }
  // the claim's "rather than B" where the span sets B aside in its own words ("…, not B", "instead of B")
  let contrastAgrees = false;
  for (const term of [...missing]) {
    const marker = contrastSaid(term, unit.text, passage);
    if (marker === undefined) continue;
    contrastAgrees = true;
    carry(term, `contrast_said:${marker}`,
      `The span sets the same thing aside by ${quote(marker)}, as the claim's ${quote(`${term.surface} ${term.surface.toLowerCase() === 'rather' ? 'than' : 'of'}`)} does.`);
  }
  // the claim's "Apart from X, …" / "…, aside from X" where the span makes the exception in words of its own ("except X",
  // "with the exception of X"); not "keeps A apart from B", which says where A is kept
  for (const term of [...missing]) {
    if (!/^(?:apart|aside)$/i.test(term.surface) || !EXCEPTION_OPENING.test(unit.text)) continue;
    const marker = EXCEPTION_MARKER.exec(passage.text)?.[0];
    if (marker) carry(term, `exception_said:${marker.toLowerCase()}`, `The span makes the exception by ${quote(marker)}, as the claim's ${quote(`${term.surface} from`)} does.`);
  }
  // the claim's "like" before examples where the span gives them by "such as", "e.g." or "including" ("Container classes
  // like list or dict" / "Container classes, such as list or dict")
  // (the span's marker after the same word as the claim's "like": "classes like" / "classes, such as"; not a comparison,
  // "handles errors like Orbix does")
  for (const term of [...missing]) {
    if (term.surface.toLowerCase() !== 'like' || termPos(term) === 'v' || !EXAMPLES_AFTER_LIKE.test(unit.text) || LIKE_COMPARES.test(unit.text)) continue;
    const before = /(\p{L}[\p{L}\d_-]*)\W*$/u.exec(unit.text.slice(0, term.start))?.[1];
    const marker = before ? new RegExp(`\\b${escapeRegExp(before)}\\W{0,3}\\s*(${EXAMPLE_MARKER.source})`, 'iu').exec(passage.text)?.[1] : undefined;
    if (marker) carry(term, `examples_said:${marker}`, `The span gives its examples by ${quote(marker)}, as the claim's ${quote(term.surface)} does.`);
  }
  // the claim's "probably" where the span says the same likelihood with the adjective ("will probably be removed" / "is
  // likely to be removed", "it is likely that … will be removed")
  for (const term of [...missing]) {
    if (!/^probably$/i.test(term.surface) || /\blikely\b/i.test(unit.text)) continue;
    const likely = LIKELY_ADJECTIVE.exec(passage.text)?.[0];
    if (likely) carry(term, `lexicon_synonym:likely/${term.surface}`, `The span's ${quote(likely.replace(/\s+/g, ' '))} says the claim's ${quote(term.surface)}.`);
  }
  // the claim's "currently" where the span says when in other words ("at present", "at the moment", "right now", "now")
  for (const term of [...missing]) {
    if (!/^(?:currently|presently)$/i.test(term.surface)) continue;
    const now = AT_PRESENT.exec(passage.text)?.[0];
    if (now) carry(term, `lexicon_synonym:${now.toLowerCase()}/${term.surface}`, `The span's ${quote(now)} says the claim's ${quote(term.surface)}.`);
  }
  // the claim's "now" said as "currently", "at the moment", "at this point"; its "until now" as "until this point"
  for (const term of [...missing]) {
    if (term.surface.toLowerCase() !== 'now') continue;
    const until = /\b(?:until|till|up\s+to)\s+$/i.test(unit.text.slice(Math.max(0, term.start - 8), term.start));
    const said = (until ? UNTIL_THIS_POINT : AT_THIS_POINT).exec(passage.text)?.[0];
    if (said) carry(term, `lexicon_synonym:${said.toLowerCase()}/${term.surface}`, `The span's ${quote(said)} says the claim's ${quote(term.surface)}.`);
  }
  // the claim's denied "ever" ("no function could ever be written") said as the span's "never"
  for (const term of [...missing]) {
    if (term.surface.toLowerCase() !== 'ever' || !/\bnever\b/i.test(passage.text)) continue;
    if (!DENIED_BEFORE_EVER.test(unit.text.slice(0, term.start))) continue;
    carry(term, `lexicon_negation:never/${term.surface}`, `The span's 'never' says the claim's denied ${quote(term.surface)}.`);
  }
  // the claim's "lack" said as a denied "have" ("do not have", "without", "no …"): the same absence
  for (const term of [...missing]) {
    if (!LACK_WORD.test(term.surface)) continue;
    const said = notHavingBefore(unit.text, term.end, passage.text)?.[0];
    if (said) carry(term, `lexicon_negation:${said.toLowerCase()}/${term.surface}`, `The span's ${quote(said)} says the claim's ${quote(term.surface)}.`);
  }
  // the claim's act that makes or means its main clause ("Setting X makes the compiler strict", "Limiting it to 90 days
  // means …") said by the span as the means that opens its sentence ("By setting X, the compiler is strict")
  for (const term of [...missing]) {
    if (!/^(?:makes|make|means|mean)$/i.test(term.surface)) continue;
    const opener = ACT_AS_SUBJECT.exec(unit.text);
    if (!opener || opener.index + opener[0].length !== term.end) continue;
    const gerund = stem(opener[1]!.toLowerCase());
    // (its main clause a plain present: not "By vendoring X, Quill hopes it avoids …", nor "…, Quill avoided …")
    const by = [...passage.text.matchAll(BY_MEANS_OPENING)].find((m) => stem(m[1]!.toLowerCase()) === gerund &&
      plainPresentClause(passage.text.slice(m.index! + m[0].length).split(/[.;:!?](?:\s|$)/, 1)[0]!));
    if (by) carry(term, `lexicon_periphrasis:by ${by[1]!.toLowerCase()}/${term.surface}`, `The span's ${quote(`By ${by[1]!}`)}, opening its sentence, says what the claim's ${quote(term.surface)} does.`);
  }
  // ", meaning X" / "(X)", "; that is, X", "i.e. X": the claim's word that glosses what comes before it, said by the
  // span's mark of a gloss
  for (const term of [...missing]) {
    if (!/^(?:meaning|namely)$/i.test(term.surface) || !/,\s*$/.test(unit.text.slice(0, term.start))) continue;
    const gloss = GLOSS_MARK.exec(passage.text)?.[0];
    if (gloss) carry(term, `lexicon_periphrasis:${gloss.trim()}/${term.surface}`, `The span's ${gloss === '(' ? 'brackets gloss' : `${quote(gloss.trim())} glosses`} what comes before them, as the claim's ${quote(term.surface)} does.`);
  }
  // "comes at a cost" / "the cost of X is": the verb of the idiom says only that there is a cost
  for (const term of [...missing]) {
    if (!/^(?:comes|come|came|coming)$/i.test(term.surface)) continue;
    const idiom = /^\s+at\s+(?:a|an|the|some)\s+(?:[\p{L}-]+\s+)?(cost|price)\b/iu.exec(unit.text.slice(term.end));
    if (idiom && HAS_A_COST(idiom[1]!).test(passage.text) && !COST_DENIED.test(passage.text)) carry(term, `lexicon_periphrasis:${idiom[1]!.toLowerCase()}/${term.surface}`, `${quote(`${term.surface} at a ${idiom[1]}`)} says only that there is a ${idiom[1]}, as the span does.`);
  }
  // "the number of top-level teams must be between 4 and 9" / "there must be between 4 and 9 top-level teams": the
  // figure counts the very noun the claim's "number of" names
  for (const term of [...missing]) {
    if (term.surface.toLowerCase() !== 'number' || unit.quantities.length === 0) continue;
    const counted = NUMBER_OF.exec(unit.text.slice(term.end))?.[1];
    const noun = counted === undefined ? undefined : stem(counted.toLowerCase());
    // (the span's figure before that noun, past up to two words of its own: "9 top-level teams")
    const countsIt = (p: Quantity) => p.unit === noun ||
      (/^(?:\s+[\p{L}-]+){1,3}/u.exec(passage.text.slice(p.end))?.[0] ?? '').split(/[\s-]+/).some((w) => w.length > 0 && stem(w.toLowerCase()) === noun);
    if (noun !== undefined && passage.quantities.some((p) => countsIt(p) && unit.quantities.some((q) => q.value === p.value))) {
      carry(term, `lexicon_periphrasis:${counted}/number of`, `The span's figure counts ${quote(counted!)}, as the claim's ${quote(`number of ${counted}`)} does.`);
    }
  }
  // "slightly bigger" / "a little bit bigger": a small degree said in other words, before the same word
  for (const term of [...missing]) {
    if (!/^(?:slightly|somewhat)$/i.test(term.surface)) continue;
    const next = /^\s+(\p{L}+)/u.exec(unit.text.slice(term.end))?.[1];
    // (after the same word, so no hedge, tense or limit of the span's stands between: "is a bit larger", not "may be a bit
    // larger", "was a bit larger", "is only a bit larger")
    const before = /(\p{L}+)\s+$/u.exec(unit.text.slice(0, term.start))?.[1]?.toLowerCase();
    const said = next === undefined || before === undefined ? undefined : [...passage.text.matchAll(SMALL_DEGREE)].find((m) =>
      stem(m[2]!.toLowerCase()) === stem(next.toLowerCase()) && /(\p{L}+)\s+$/u.exec(passage.text.slice(0, m.index))?.[1]?.toLowerCase() === before &&
      // (and nothing after it in its sentence that limits it: "a bit slower at first, then much faster")
      !DEGREE_LIMITED_AFTER.test(passage.text.slice(m.index! + m[0].length).split(/[.;:!?](?:\s|$)/, 1)[0]!));
    if (said) carry(term, `lexicon_synonym:${said[1]!.toLowerCase()}/${term.surface}`, `The span's ${quote(said[1]!)} says the claim's ${quote(term.surface)}.`);
  }
  // an adverb of the claim said by one the word index leaves out as a function word ("simply" / "just"), when WordNet
  // gives them a first sense together
  for (const term of [...missing]) {
    if (term.entity || term.parts.length !== 1 || termPos(term) !== 'r') continue;
    const other = passage.tokens.find((t) => t.kind === 'word' && FUNCTION_ADVERBS.has(t.norm) && sharesSense(wordNet(), term.surface, t.norm, IRREGULAR_FORMS, 'r') !== undefined);
    if (other) carry(term, `lexicon_synonym:${other.norm}/${term.surface}`, `${quote(other.text)} in the span carries ${quote(term.surface)} (WordNet: a synonym of ${quote(term.surface.toLowerCase())} in its first sense).`);
  }
  // the claim's comparative said as "less" of its opposite ("weaker" / "less strong"), or its "less" of a word said as the
  // opposite's comparative ("less common" / "rarer")
  for (const term of [...missing]) {
    if (term.entity || term.parts.length !== 1) continue;
    const said = lessOppositeSaid(unit.text, term, passage.text);
    if (said) carry(term, `lexicon_antonym_degree:${said}/${term.surface}`, `The span's ${quote(said)} says the claim's ${quote(lessBeforeWord(unit.text, term.surface) ? `less ${term.surface}` : term.surface)}.`);
  }
  // a word in the claim word's very place that shares one of its two most frequent senses ("is probably because" / "is
  // likely because", "does not think" / "does not believe"): carried, and said so
  for (const term of [...missing]) {
    const { other, shared } = inPlaceSynonym(unit, passage, term) ?? {};
    if (!shared) continue;
    missing.splice(missing.indexOf(term), 1);
    carried.push(term);
    flags?.push(`lexicon_synonym:${other}/${term.surface}`);
    reasons?.push(`${quote(other!)} in the span carries ${quote(term.surface)} in its very place (WordNet: ${shared.cluster
      ? `an adjective of the same cluster of near-synonyms as ${quote(shared.claimLemma)}` : `a sense of ${quote(shared.claimLemma)} among its most frequent`}).`);
  }
  // a date the span writes another way ("27 June 2018" / "2018-06-27", "June 27, 2018"): the same day, its month carried
  for (const term of [...missing]) {
    const date = datesSaid.find((d) => term.start >= d.claim.start && term.end <= d.claim.end);
    if (date) {
      carry(term, `date_said:${unit.text.slice(date.claim.start, date.claim.end)}/${passage.text.slice(date.span.start, date.span.end)}`,
        `The span's ${quote(passage.text.slice(date.span.start, date.span.end))} is the claim's ${quote(unit.text.slice(date.claim.start, date.claim.end))}: the same day.`);
    }
  }
  // the claim's "ones" for a noun it names before, said by the span with that noun ("than detached ones" / "than detached
  // signatures"), or "the one used by" said "that used by"
  for (const term of [...missing]) {
    const said = proFormSaid(unit.text, unitTokens(unit), passage, term);
    if (said) carry(term, `pro_form:${term.surface}/${said}`, `The span's ${quote(said)} says the claim's ${quote(term.surface)}: it stands for the same thing.`);
  }
  // a kind noun after a name the span names with no other kind ("the PRDM1 gene" / "Prdm1", "the Debug trait" / "`Debug`")
  for (const term of [...missing]) {
    const name = kindOfCarriedName(term, unit.terms, carried, unit.text, passage.text);
    if (name) carry(term, `kind_of_name:${name.surface} ${term.surface}`, `The span names ${quote(name.surface)} itself; the claim's ${quote(term.surface)} only says what kind of thing it is.`);
  }
  // the claim's "the user" for the reader the span speaks to ("you will no longer be able to use it" / "the user can no
  // longer use it"): documentation's "you" is its user
  if (!passage.keys.has('user') && passage.tokens.some((t) => t.norm === 'you' || t.norm === 'your')) {
    for (const term of [...missing]) {
      if (term.entity || term.parts.length !== 1 || !READER_WORDS.has(term.surface.toLowerCase())) continue;
      carry(term, `reader_addressed:${term.surface}`, `The span speaks to its reader ("you"), whom the claim calls ${quote(term.surface)}.`);
    }
  }
  // an open range upward in other words ("-O1 and higher" / "-O1 and above", "3.8 or newer" / "3.8 or later"), from the
  // same point
  const upward = UPWARD_RANGE.exec(unit.text);
  if (upward) {
    const point = (text: string) => text.replace(/[`*_"'“”‘’]/g, '').toLowerCase();
    const theirs = [...passage.text.matchAll(UPWARD_RANGE_ALL)].find((m) => point(m[1]!) === point(upward[1]!) && m[2]!.toLowerCase() === upward[2]!.toLowerCase());
    const term = missing.find((t) => t.surface.toLowerCase() === upward[3]!.toLowerCase());
    if (theirs && term) {
      carry(term, `range_upward:${upward[3]}/${theirs[3]}`, `The span's ${quote(theirs[0].trim())} is the claim's ${quote(upward[0].trim())}: the same range, from the same point up.`);
    }
  }
  // two words the span writes as one ("stack frame" / "stackframe"): the same compound, closed
  for (const { terms, spanWord } of compoundsWrittenClosed(missing, carried, unit.text, passage)) {
    terms.filter((t) => missing.includes(t)).forEach((term) => carry(term));
    flags?.push(`compound_joined:${terms.map((t) => t.surface).join(' ')}/${spanWord}`);
    reasons?.push(`The span writes ${quote(spanWord)} for the claim's ${quote(unit.text.slice(terms[0]!.start, terms[terms.length - 1]!.end))}: the same compound.`);
  }
  // the claim as a word-for-word excerpt of the span, if it is one: what it leaves out neither denies nor hedges it
  const excerpt = quotedRange(passage.text, unit.text);
  const polar = polarityPassage(unit, passage, excerpt, acronyms);
  // ("fewer than 254" / "no more than 254": two bounds on the same side of a figure are not opposites, whatever their words)
  const sameSideBounds = unit.quantities.some((q) => polar.quantities.some((p) => p.value === q.value && boundSide(unit.text, q) !== undefined &&
    boundSide(unit.text, q) === boundSide(polar.text, p)));
  const antonymHits = antonymConflicts(unit.text, polar).filter((h) => !(sameSideBounds && BOUND_WORDS.has(h.pair[0].toLowerCase()) && BOUND_WORDS.has(h.pair[1].toLowerCase())));
  for (const h of prefixOpposites(unitTokens(unit), polar.tokens)) if (!antonymHits.some((a) => a.pair[0] === h.pair[0])) antonymHits.push(h);
  // ("opt-out" / "opt-in", "low-level" / "high-level": one word of a compound turned to its opposite)
  for (const h of compoundOpposites(unitTokens(unit), polar.tokens, wordsOpposed)) if (!antonymHits.some((a) => a.pair[0] === h.pair[0])) antonymHits.push(h);
  // a part cut from a claim that itself says the span's opposite in the span's very place ("favored by one (but
  // initially disfavored by another)" as a part without its aside): the part's word is not said in the opposite's place
  if (unit.claim !== undefined && antonymHits.length > 0) {
    for (const h of [...antonymHits]) {
      if (saysInSamePlace(tokenize(unit.claim), polar.tokens, h.pair[1])) antonymHits.splice(antonymHits.indexOf(h), 1);
    }
  }
  // the span's word that carries another word of the claim is that word's, not an opposite of this one ("approved earlier
  // but subsequently withdrawn" / "previously approved, but later withdrawn": "later" is "subsequently"); nor is one the
  // claim itself says as often as the span, where the span lacks the claim's word ("fields labelled '(optional)' …,
  // whereas the other fields are mandatory" / "Fields marked '(optional)' …; all other fields must be present")
  // (the whole claim's words: a part cut from it may have left that other word, or its own use of it, in another part)
  if (antonymHits.length > 0) {
    const claimTerms = unit.claim !== undefined ? profileClaim(unit.claim).terms : unit.terms;
    // (a word after a hyphened negative prefix is the prefixed word's, not the bare one: "non-invasive" says no "invasive")
    const claimStems = withoutPrefixedBare(tokenize(unit.claim ?? unit.text)).map((t) => t.stem);
    const spanStems = withoutPrefixedBare(polar.tokens).map((t) => t.stem);
    const count = (stems: readonly string[], w: string) => stems.filter((x) => x === w).length;
    const wholeClaimTokens = unit.claim !== undefined ? tokenize(unit.claim) : unitTokens(unit);
    for (const h of [...antonymHits]) {
      const [own, theirs] = [stem(h.pair[0]), stem(h.pair[1])];
      const carriesOther = (t: Term) => !t.parts.includes(own) && stem(carriedByLexicon(passage, t, acronyms)?.spanWord ?? '') === theirs;
      const claimsOwn = count(spanStems, own) === 0 && count(claimStems, theirs) > 0 && count(claimStems, theirs) >= count(spanStems, theirs);
      // ("more inconsistent and less predictable" / "less predictable": the span says the claim's own word on the same
      // word, whatever its opposite says of another)
      // ("to have less complicated semantics" for "to simplify semantics": "less" of the opposite never says the opposite)
      const lessOfIt = lessBeforeStem(polar.tokens, h.pair[1]) && !lessBeforeStem(unitTokens(unit), h.pair[0]);
      // (or one the span has in another claim word's very place: "starting … ending by" for "beginning … finishing by")
      // (a word it carries: "ending" carries "finishing"; "without touching" does not carry "leaving … untouched")
      const standsForOther = claimTerms.some((t) => !t.parts.includes(own) && carried.some((c) => c.key === t.key) &&
        stem(substitutedWord(wholeClaimTokens, passage, t)?.toLowerCase() ?? '') === theirs);
      if (claimsOwn || claimTerms.some(carriesOther) || standsForOther || sameWordOnSameWord(unit.text, polar.text, polar.tokens, own, theirs) ||
        lessOfTheOpposite(unit.text, h.pair[0], polar.text, h.pair[1]) || lessOfIt) antonymHits.splice(antonymHits.indexOf(h), 1);
    }
  }
  // "is not unsigned", "not uncommon": a denied opposite (litotes) says neither the claim's word nor its opposite
  // (and the claim's denied word against the opposite a span with no denial of its own says: "will no longer be able" /
  // "will be unable")
  // (nothing in the opposite's own clause, before it: "is insufficient - most users never see …" denies only after it)
  const spanDeniesNothing = (opposite: string) => {
    const at = new RegExp(`(?<![\\p{L}])${escapeRegExp(opposite)}(?![\\p{L}])`, 'iu').exec(polar.text)?.index;
    const clauseStart = at === undefined ? 0 : Math.max(...[...polar.text.slice(0, at).matchAll(/[.;:!?]\s|\s[-–—]+\s|,\s*(?:but|because|since|so|whereas|while)\s/g)].map((m) => m.index! + m[0].length), 0);
    return negationHits(polar.text).every((n) => n.phrase.startsWith(opposite.toLowerCase()) || (at !== undefined && (n.start < clauseStart || n.start > at)));
  };
  // (not where both sides deny their word: "cannot reject" / "cannot accept" are still opposites)
  const litotes = antonymHits.filter((h) => !h.converse && ((deniedOpposite(polar.text, h.pair[1]) && !deniedOpposite(unit.text, h.pair[0])) ||
    (spanDeniesNothing(h.pair[1]) && deniedOpposite(unit.text, h.pair[0]))));
  for (const h of litotes) antonymHits.splice(antonymHits.indexOf(h), 1);
  // "does not pull down the history like all of the DVCSs do" is "unlike all of the DVCSs": a comparison under a denial
  for (const h of [...antonymHits]) {
    const [mine, theirs] = [h.pair[0].toLowerCase(), h.pair[1].toLowerCase()];
    if ((mine === 'unlike' && theirs === 'like' && DENIED_LIKE.test(polar.text)) || (mine === 'like' && theirs === 'unlike' && DENIED_LIKE.test(unit.text))) {
      antonymHits.splice(antonymHits.indexOf(h), 1);
    }
  }
  // "Y underperforms X" carries "X outperforms Y" only when every opposite in the span is such a converse
  const converse = antonymHits.length > 0 && antonymHits.every((h) => h.converse) ? antonymHits[0]!.pair : null;
  const antonym = converse ? null : antonymHits.find((h) => !h.converse)?.pair ?? null;
  if (converse) {
    const word = stem(converse[0]);
    for (const t of missing.filter((m) => m.parts.includes(word))) {
      missing.splice(missing.indexOf(t), 1);
      carried.push(t);
    }
    flags?.push('converse');
    reasons?.push(`The span states the converse (${quote(converse[1])}, roles swapped).`);
  }
  // the claim's side of an antonym pair is of course missing from a span that says the opposite
  const opposites = new Set<string>();
  if (!converse) {
    for (const h of antonymHits) {
      opposites.add(stem(h.pair[0]));
      // (a compound, "opt-out", is one term: its opposite compound stands for all its parts)
      if (h.pair[0].includes('-')) for (const t of unit.terms) if (t.surface.toLowerCase() === h.pair[0]) t.parts.forEach((part) => opposites.add(part));
      // (a hyphened prefixed word, "non-invasive", is one term whose parts are "non" and "invasive": its opposite
      // "invasive" stands for both)
      const word = h.pair[0].toLowerCase();
      const bare = bareOf(word);
      if (bare === undefined || stem(bare) !== stem(h.pair[1])) continue;
      const prefix = stem(word.slice(0, word.length - bare.length));
      for (const t of unit.terms) {
        if (t.parts.length === 2 && t.parts[0] === prefix && t.parts[1] === stem(bare)) t.parts.forEach((part) => opposites.add(part));
      }
    }
  }
  // a framing noun the claim uses as a thing of its own, where the span has another word in its very place ("rejected
  // the study in 2021" / "rejected the proposal in 2021"): a word substituted, not a frame left out
  for (let i = 0; i < missing.length; i++) {
    const t = missing[i]!;
    // (not the claim's opening subject, who may be the document speaking: "The authors recommend" / "This RFC recommends")
    if (!t.frame || t.entity || !REPORT_NOUNS.has(t.key) || termPos(t) !== 'n' || !unitTokens(unit).some((u) => u.kind === 'word' && !u.stop && u.end <= t.start)) continue;
    const other = substitutedWord(unitTokens(unit), passage, t);
    if (other === undefined || isFrameWord(other) || DOCUMENT_WORDS.test(other)) continue;
    missing[i] = { ...t, frame: false, weight: WEIGHT.term };
    flags?.push(`word_substituted:${t.surface}/${other}`);
    reasons?.push(`The span says ${quote(other)} where the claim says ${quote(t.surface)}.`);
  }
  const missingEntities: Term[] = [];
  const missingWords: Term[] = [];
  for (let i = 0; i < missing.length; i++) (missing[i]!.entity ? missingEntities : missingWords).push(missing[i]!);
  let missingWeight = weightOf(missing, false);
  // "exposure caused X" over "exposure was linked to X": an association is not a cause
  const association = causal && findPhrases(passage.text, CAUSES).length === 0 ? findPhrases(passage.text, ASSOCIATIONS)[0] : undefined;
  if (association) {
    for (const t of missing.filter((m) => m.start >= causal!.start && m.end <= causal!.end)) {
      missing.splice(missing.indexOf(t), 1);
      missingWords.splice(missingWords.indexOf(t), 1);
      carried.push(t);
    }
    missingWeight = weightOf(missing, false);
  }
  // "X is because of Y" over a span that only names X and Y: the causal link is the claim's, not the span's
  const causeUnstated = causal !== undefined && !association && CAUSAL_LINKS.includes(causal.phrase) &&
    findPhrases(passage.text, CAUSAL_VERBS).length === 0;
  // "due to" over "caused by", "causes" over "leads to": the span states the same link in other words, the same way round
  const spanCauses = causeSides ? findPhrases(passage.text, CAUSES_EITHER_WAY) : [];
  const sides = spanCauses.map((hit) => ({ hit, sides: causalSides(causeSides!, causeAndEffect(passage.text, passage.tokens, hit)) }));
  const spanCause = sides.find((c) => c.sides === 'same')?.hit;
  const reversedCause = spanCause === undefined ? sides.find((c) => c.sides === 'reversed')?.hit : undefined;
  const causeReversed = reversedCause !== undefined;
  // (the span's cause of another clause: "X is O(log N) and the copies use little memory due to sharing" gives sharing as
  // the reason for the copies, not for X; the claim's "X is O(log N) because of sharing" is not said)
  const causeOfOtherClause = spanCause !== undefined && EFFECT_FIRST.includes(spanCause.phrase) &&
    sides.every((c) => !EFFECT_FIRST.includes(c.hit.phrase) || causalSides(causeSides!, causeAndEffect(passage.text, passage.tokens, c.hit, true)) !== 'same') &&
    !sides.some((c) => c.sides === 'same' && !EFFECT_FIRST.includes(c.hit.phrase))
    ? spanCause : undefined;
  if (causeOfOtherClause) {
    flags?.push(`cause_of_other_clause:${causal!.surface}`);
    reasons?.push(`The span gives its cause (${quote(causeOfOtherClause.surface)}) for another clause of its sentence, not for what the claim says it causes.`);
  }
  if (spanCause !== undefined && !causeOfOtherClause) {
    for (const t of missing.filter((m) => m.start >= causal!.start && m.end <= causal!.end)) {
      missing.splice(missing.indexOf(t), 1);
      missingWords.splice(missingWords.indexOf(t), 1);
      carried.push(t);
    }
    missingWeight = weightOf(missing, false);
  }
  if (causeReversed) {
    flags?.push(`roles_reversed:${causal!.surface}`);
    reasons?.push(`The span states the cause the other way round (${quote(reversedCause.surface)}).`);
  }

  const missingNumbers: Quantity[] = [];
  const qualifierFlags: string[] = [];
  const qualifierReasons: string[] = [];
  const mismatches: Array<{ claim: Quantity; span: Quantity; modes?: [string, string] }> = [];
  // each claim figure's match in the span, found through an index by value (linear in the figures, not quadratic)
  // one to one where the span states a figure as often as the claim does ("2.x … 2.x"); shared when it states it once
  // (a claim's "up to three" says three is reached: a span's "one or two" allows it but does not say it)
  const fits = (a: Quantity, p: Quantity) => !writtenApart(unit.text, a, passage.text, p) && !countAgainstLabel(unit.text, a, passage.text, p) &&
    !(reachedBound(a) && p.value !== a.value) && !versionAgainstCount(unit.text, a, passage.text, p) && !otherVersionDigits(unit.text, a, passage.text, p) &&
    (sameQuantity(a, p) || sameValueNounNearby(a, p, passage));
  // a figure written the same way (same kind and unit: "3.0" for "3.0") is matched first, so that "three authors" does
  // not take the span's "3.0" from the claim's own "3.0"
  const used = new Set<Quantity>();
  // (of several alike, the one between the claim's own neighbouring words: "CPython 2.4 to" for the claim's "CPython 2.4
  // to", leaving "CPython 2.4 internally" for the claim's changed "CPython 2.3 internally")
  const matchOf: Array<Quantity | undefined> = unit.quantities.map((q) => {
    const alike = stated.findAllAlike(q, (a, p) => !used.has(p) && fits(a, p));
    const m = alike.length > 1 ? alike.find((p) => sameNeighbours(unit.text, q, passage.text, p)) ?? alike[0] : alike[0];
    if (m) used.add(m);
    return m;
  });
  const strict = matchOf.map((m) => m !== undefined);
  unit.quantities.forEach((q, i) => {
    if (matchOf[i]) return;
    const m = stated.find(q, (a, p) => !used.has(p) && fits(a, p)) ?? stated.find(q, fits);
    if (m) used.add(m);
    matchOf[i] = m;
  });
  const taken = new Map<Quantity, number>();
  for (const m of matchOf) if (m) taken.set(m, (taken.get(m) ?? 0) + 1);
  // of two claim figures sharing one span figure, the one that is not written like it is the changed one; else the later
  const changedShare = (i: number, same: Quantity) => !strict[i] &&
    (matchOf.some((m, k) => k !== i && m === same && strict[k]) || matchOf.indexOf(same) < i);
  // looking for the conflicting figure of an unmatched claim figure scans the span: bounded work, the rest stay "missing"
  let conflictBudget = MAX_CONFLICT_COMPARISONS;
  for (let i = 0; i < unit.quantities.length; i++) {
    const q = unit.quantities[i]!;
    // the document's own number ("PEP 572") is carried by the span's "this PEP"; a date's figures by the same day written
    // another way
    if (documentName?.quantities.includes(q) || opening?.quantities.includes(q) || byAuthors?.quantities.includes(q) ||
      datesSaid.some((d) => q.start >= d.claim.start && q.end <= d.claim.end) ||
      releaseSaid.some((r) => q.start >= r.start && q.end <= r.end)) continue;
    let same = matchOf[i];
    // the claim states the span's figure twice ("4 instructions … and 4 instructions") where the span gives another
    // figure of the same measure once ("2 instructions … and 4 instructions"): the second is the changed one
    if (same && taken.get(same)! > 1 && (strict.some((x) => x) ? changedShare(i, same) : matchOf.indexOf(same) < i) && conflictBudget > 0) {
      conflictBudget -= passage.quantities.length;
      // the span gives as many figures as the claim: any other figure of the same kind and unit is the one replaced
      const other = passage.quantities.find((p) => !taken.has(p) &&
        (sameMeasure(unit.text, q, passage.text, p) || (p.kind === q.kind && p.unit === q.unit && p.value !== q.value)));
      if (other) {
        mismatches.push({ claim: q, span: other });
        continue;
      }
      // (and where the span gives no other: 'Two dollar-signs ("$$") are replaced with two "$"' for '… with a single "$"',
      // the claim's second "two" is said by nothing in the span)
      // (the claim's own figure said twice, in the same words: not two figures of the claim one span figure answers)
      // (and only where the span writes it fewer times than the claim, and it is not the span document's own number:
      // "glibc 2.18 API … glibc version >= 2.18", "PEP 420 … migrated to PEP 420" over "… to this PEP" in pep-0420.rst)
      const alike = unit.quantities.filter((x) => x.raw.toLowerCase() === q.raw.toLowerCase() && x.value === q.value).length;
      // (a bare figure or number word: not a name with a figure in it, "2FA" … "2FA")
      const saidTwice = /^(?:\d[\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/i.test(q.raw) &&
        unit.quantities.some((x, k) => k !== i && matchOf[k] === same && x.raw.toLowerCase() === q.raw.toLowerCase() && x.value === q.value) &&
        (passage.text.match(new RegExp(`(?<![\\p{L}\\p{N}.])${escapeRegExp(q.raw)}(?![\\p{L}\\p{N}]|\\.\\d)`, 'giu')) ?? []).length < alike &&
        pathNumber(span.relPath) !== q.value;
      if (saidTwice && !sameNeighbours(unit.text, q, passage.text, same)) {
        missingNumbers.push(q);
        continue;
      }
    }
    // "sixteen 8-bit integers" over "eight 16-bit integers": the claim's 8 is of bits, the span's 8 of no unit, and the
    // span's figure of bits is another
    // (not where the span names the claim's unit just before its bare figure: "rounds between 1 and 16")
    if (same && !strict[i] && q.unit !== null && same.unit === null && measuredUnit(unit.text, q) && !unitJustBefore(passage.text, same, q.unit)) {
      const measured = passage.quantities.find((p) => p !== same && p.kind === q.kind && p.unit === q.unit && p.value !== q.value && measuredUnit(passage.text, p));
      if (measured) {
        mismatches.push({ claim: q, span: measured });
        continue;
      }
    }
    // "34%" is within the span's "about a third" but more exact than it; "more than 60%" is not carried by "more than
    // 30%": a claim's figure is carried only when every value the span allows is one the claim allows
    // "over 3 releases" may be a bound or a preposition: "5 releases" neither carries nor contradicts it
    if (same && (q.loose || same.loose) && q.value !== same.value) {
      missingNumbers.push(q);
      continue;
    }
    if (same && boundsExclude(unit.text, q, passage.text, same, passage.quantities)) {
      mismatches.push({ claim: q, span: same });
      continue;
    }
    if (same && (isRoughApprox(q) || isRoughApprox(same)) && q.unit === same.unit && !contains(rangeOf(q), rangeOf(same))) {
      missingNumbers.push(q);
      continue;
    }
    // the span's figure in the claim's own slot ("insulated hives lost 14%, compared with 31% for uninsulated hives")
    const slot = same && slotHolder(unit, q, passage, same, claimStated);
    if (slot) {
      mismatches.push({ claim: q, span: slot });
      continue;
    }
    // "10" of "4 to 10 workers": the span gives a range, the claim one end of it as the figure
    // (an amount, with what it counts; "Python 3.10 to 3.12", "ports 8000 through 8010" list items, ends included)
    if (same && !q.bounded && same.unit !== null && rangeAround(passage.text, same, passage.quantities) && !rangeAround(unit.text, q, unit.quantities)) {
      missingNumbers.push(q);
      if (explanation) {
        qualifierFlags.push(`number_qualifier:${q.raw}`);
        qualifierReasons.push(`The span gives a range (${quote(allowedRange(passage.text, same, passage.quantities))}): ${quote(q.raw)} is one end of it, not the figure.`);
      }
      continue;
    }
    // "shortened to two weeks" over "shortened from two weeks to one week": the claim's end of a change is the span's start
    const end = same ? changeEnd(unit.text, q) : undefined;
    // (a claim that gives both ends, "fell from 40% to 30%", is read for ends swapped whole: arguments reversed)
    const theirEnd = end && !unit.quantities.some((o) => o !== q && changeEnd(unit.text, o) !== undefined) ? changeEnd(passage.text, same!) : undefined;
    if (end && theirEnd && end !== theirEnd) {
      const other = passage.quantities.find((p) => p !== same && p.kind === q.kind && changeEnd(passage.text, p) === end);
      if (other) mismatches.push({ claim: q, span: other });
      else missingNumbers.push(q);
      continue;
    }
    // "up to 40" / "a median of 7" in the span, "40" / "over 7" in the claim: the figure's qualifier is part of it
    if (same && qualifierMismatch(unit.text, q, passage.text, same)) {
      missingNumbers.push(q);
      if (explanation) {
        qualifierFlags.push(`number_qualifier:${q.raw}`);
        qualifierReasons.push(`The span qualifies the figure (${quote(qualifiedSurface(passage.text, same))}); the claim says ${quote(qualifiedSurface(unit.text, q))}.`);
      }
      continue;
    }
    if (same) {
      // "reduced to 27%" (a level) is another quantity than "reduced by 27%" (a change)
      const mine = changeMode(unit.text, q);
      const theirs = changeMode(passage.text, same);
      if (mine && theirs && mine !== theirs) mismatches.push({ claim: q, span: same, modes: [mine, theirs] });
      continue;
    }
    // a value the span already gives for another of the claim's numbers is not the conflicting one
    let conflicting: Quantity | undefined;
    if (conflictBudget > 0) {
      conflictBudget -= passage.quantities.length;
      conflicting = passage.quantities.find((p) => !taken.has(p) && sameMeasure(unit.text, q, passage.text, p)) ??
        // (or a figure of the same kind and unit in the claim figure's slot, two words around both the same: "Python 3.10
        // added" / "Python 3.12 added")
        passage.quantities.find((p) => !taken.has(p) && oneKind(p, q) && p.unit === q.unit && p.value !== q.value &&
          figureSlotShared(unit.text, q, passage.text, p)) ??
        // (or the span's "a single" before the very noun the claim counts: "two passes over" / "a single pass over")
        // (not where the span states the claim's figure of something else: "a single pass … for each of its two modes")
        (passage.quantities.some((p) => p.value === q.value) ? undefined : singleOfUnit(passage.text, q) ?? noneOfUnit(passage.text, q));
    }
    // ("One option would be …, and another option would be …": the span's "one" begins a count that goes on, no count of
    // one against the claim's "two options")
    if (conflicting && /^one$/i.test(conflicting.raw) && q.value === 2 &&
      /\b(?:another|the\s+other|a\s+second)\b/i.test(passage.text.slice(conflicting.end).split(/[.!?](?:\s|$)/)[0]!)) conflicting = undefined;
    // (a claim's "up to three" over the span's "two" is allowed by it, not stated, nor against it)
    if (conflicting && reachedBound(q) && !conflicting.bounded && conflicting.value < q.value) {
      missingNumbers.push(q);
      if (explanation) {
        qualifierFlags.push(`number_qualifier:${q.raw}`);
        qualifierReasons.push(`The span gives ${quote(conflicting.raw)}, which the claim's ${quote(q.raw)} allows but the span does not state.`);
      }
    } else if (conflicting) mismatches.push({ claim: q, span: conflicting });
    else if (!singleForOne(unit.text, q, passage.text)) missingNumbers.push(q);
  }
  // a figure inside the span's range ("6 workers" over "4 to 10 workers"), or the same bound worded by one side as a
  // denial ("never more than five" / "at most five"): not against the claim, and not its figure
  for (let k = mismatches.length - 1; k >= 0; k--) {
    const m = mismatches[k]!;
    const allowed = m.modes ? undefined : figureAllowed(unit.text, m.claim, unit.quantities, passage.text, m.span, passage.quantities);
    if (!allowed) continue;
    mismatches.splice(k, 1);
    missingNumbers.push(m.claim);
    if (explanation) {
      qualifierFlags.push(`number_qualifier:${m.claim.raw}`);
      qualifierReasons.push(allowed === 'range'
        ? `The span gives a range (${quote(allowedRange(passage.text, m.span, passage.quantities))}): it allows ${quote(m.claim.raw)}, but does not say it.`
        : `The span's bound (${quote(qualifiedSurface(passage.text, m.span))}) allows the claim's ${quote(qualifiedSurface(unit.text, m.claim))}, but does not state it.`);
    }
  }
  // the unit noun of a changed number ("eight years" / "eight months") is part of the number, not of the subject
  const isMismatchedUnit = (t: Term) => namesMismatchedUnit(t, mismatches);
  // "per acre" where the span says "per hectare", "yearly" where it says "monthly": the same measure, changed
  const clashes = unitClashes(missingWords, passage, unit.text);
  for (const clash of clashes) opposites.add(clash[0].key);
  const subjectWordsMissing = missingWords.filter((t) => !t.frame && !isMismatchedUnit(t) && !clashes.some((c) => c[0] === t));
  const uncarriedNumbers = missingNumbers.length + mismatches.length;

  const coverage = contentTotal === 0 ? 1 : 1 - (missingWeight + WEIGHT.number * uncarriedNumbers) / contentTotal;
  const plainCoverage = plainTotal === 0 ? 1 : 1 - (weightOf(missingWords, true) + WEIGHT.number * uncarriedNumbers) / plainTotal;
  // a span about the very same thing: only there is a different number or polarity a contradiction
  const sameSubject = missingEntities.length === 0 && subjectWordsMissing.length === 0;

  const predicate = predicateGate(unit.predicates, passage.text, unit.claim ?? unit.text);
  // (not where the span says the denied act of the claim's subject, the act left out: "X cannot represent all data; only
  // Y can." for "Only Y can represent all data")
  const saidOfClaimSubject = !unit.negated && ellipticalAssertionOf(polar.text, unit.claim ?? unit.text);
  const denial = saidOfClaimSubject ? null : deniedWordClash(unit.text, unitTokens(unit), polar);
  // a frame that denies a clause ("It is not true that X") says the opposite of what the clause says; one that denies
  // a narrower clause ("… X for signed packages") leaves the claim open, and never carries it
  const { denied: framed, narrower: narrowerDenied } = framedClause(unit, polar, carried, acronyms);
  const chosenClause = framed ? undefined : clauseOf(unit, polar, acronyms);
  // (the span's denial of the word that carries a claim word in other words denies that word too: "cannot be utilized"
  // agrees with "cannot be used" and denies "can be used")
  // (not with a figure: which figure the span's denial is of is not read here, "does not apply to 3.8 - … for 3.9")
  const withCarried = unit.quantities.length === 0 ? withCarriers(unit, targets, carried, passage) : { targets, carrierOf: NO_CARRIER_STEMS };
  const carrierOf = withCarried.carrierOf;
  // (a claim word only the span's surroundings or its document give, "In quillmark, …" under quillmark's title, "the
  // quillmark README says", is no word the span may deny or leave out of its denial: what it denies is read of its words)
  const outsideSpan = (t: string) => !passage.keys.has(t) && !passage.keys.has(carrierOf.get(t) ?? '') && carried.some((c) => c.key === t);
  const deniable = [...withCarried.targets].some(outsideSpan) ? new Set([...withCarried.targets].filter((t) => !outsideSpan(t))) : withCarried.targets;
  const spanDenies = framed ? !passageNegates(framed, deniable)
    : !saidOfClaimSubject && (spanClauseDenies(unit, polar, chosenClause!, deniable) || deniedInOtherClause(polar, chosenClause!, deniable, unit.claim ?? unit.text, unit.text, carrierOf));
  // (a span that names what the claim speaks of only inside an embedded question, "chooses which handles are inherited",
  // neither says nor denies it)
  // (nor one whose every denial the other side answers with a denial of the same thing, in other words or another place)
  // (the span's one denial is its "…, not B" that the claim's "rather than B" says: the two agree)
  const contrastOnly = contrastAgrees && !unit.negated && negationHits(polar.text).length === 1;
  const mirroring = () => contrastOnly || contrastAlike(unit.claim ?? unit.text, polar.text) || opposedAlike(unit.claim ?? unit.text, polar.text) ? 'same' : eitherOrUnderDenial(unit.claim ?? unit.text, passage.text) ?? comparedForSetAside(unit.claim ?? unit.text, passage.text) ??
      lackAsNotHaving(unit.text, polar.text) ?? absenceAsNoun(unit.text, polar.text) ?? withoutPointingBack(unit.claim ?? unit.text, polar.text) ??
      denialsMirrored(...denialsWordedAlike(unit.claim ?? unit.text, polar.text)) ?? zeroForNo(unit.text, polar.text) ?? boundDeniedAlike(unit.text, polar.text) ??
      neitherNorAlike(unit.text, polar.text);
  const mirrored = denial !== null || unit.negated !== spanDenies ? mirroring() : undefined;
  // ("Unsafe is the only area where …" / "Unsafe is not the only area where …": a denied restriction, which the denial
  // reading passes over as "not only")
  const onlyDenied = onlyRestrictionDenied(unit.text, polar.text);
  // ("A fat binary for both is impossible" / "it is not possible to create a fat binary for both": the claim's predicate
  // of impossibility denies what the span's denied possibility denies)
  const deniedByPredicate = unit.negated || (spanDenies && IMPOSSIBLE_PREDICATE.test(unit.claim ?? unit.text) && POSSIBILITY_DENIED.test(polar.text));
  // ("When not cross compiling, X can …" over "It is not possible to have X … when not cross compiling": both deny only
  // inside the same condition, or the span outside it too; the main clauses are what is compared)
  const conditionMasked = deniedByPredicate === spanDenies ? sameDeniedCondition(unit.text, polar.text) : undefined;
  // (of the main clause's own words: "(i.e., no optimization level will be specified …)" after the condition "When no
  // optimization level is specified" denies the condition's words again, not the main clause's)
  const mainClausesDiffer = conditionMasked !== undefined &&
    passageNegates(profilePassage(conditionMasked.span), new Set([...deniable].filter((w) => !conditionMasked.conditionWords.has(w))));
  const contrastTraded = contrastSidesTraded(unit.claim ?? unit.text, polar.text);
  // (both deny, each what the other asserts: the two denials trade places and do not cancel)
  // (and only where no reading of denials said alike sees the two as one: mirrored)
  const crossedFound = denial === null && !onlyDenied && deniedByPredicate && spanDenies && !mainClausesDiffer && !contrastTraded ? crossedDenials(unit.text, polar.text) : undefined;
  const crossed = crossedFound && mirroring() !== 'same' ? crossedFound : undefined;
  const negationConflict = ((denial !== null || deniedByPredicate !== spanDenies || mainClausesDiffer || crossed !== undefined) && onlyAsked(unit.text, passage.text) === undefined && mirrored !== 'same') ||
    onlyDenied === 'conflict' ||
    // (read whatever the denial reading made of the two: with a clause after the contrast it may see no denial on either side)
    contrastTraded ||
    // (the claim's "not A, but B" against the span's "not A or B": B is denied too)
    deniedAlternativeAsserted(unit.claim ?? unit.text, polar.text) !== undefined;
  // a question asserts nothing: '"Are polar bear populations increasing?"' carries no claim
  const question = /\?["'”’)\]\s.]*$/.test(passage.text);
  const uncertainty = statesUncertainty(passage, unit.text);
  // a named compound whose one part is the opposite ("UCP1-dependent" / "UCP1-independent") is the same subject, said the other way
  const oppositeCompound = (t: Term) => t.parts.some((p) => opposites.has(p)) && t.parts.every((p) => opposites.has(p) || passage.keys.has(p));
  // (a span that states none of the claim's figures is not about the same thing: "Zope has 2 and 3, but not 1" is not
  // denied by a sentence that names Zope and says "no way")
  // (a degree word on the opposite is part of it: "somewhat less" against "more … but not by much")
  const degreeOfOpposite = (t: Term) => OPPOSITE_DEGREES.has(t.surface.toLowerCase()) &&
    opposites.has(stem(/^\s+(\p{L}+)/u.exec(unit.text.slice(t.end))?.[1] ?? ''));
  const sameSubjectButOpposite = missingEntities.every(oppositeCompound) && missingWords.every((t) => t.frame || t.parts.some((p) => opposites.has(p)) || degreeOfOpposite(t)) &&
    (unit.quantities.length === 0 || uncarriedNumbers < unit.quantities.length || unit.quantities.some((q) => passage.quantities.some((p) => p.value === q.value)));

  const entityRatio = entities.length === 0 ? 1 : 1 - missingEntities.length / entities.length;
  const numberRatio = unit.quantities.length === 0 ? 1 : 1 - uncarriedNumbers / unit.quantities.length;
  // an unhedged claim over a hedged span ("often", "can") says more than the span: weak, like a weaker relation
  const hedged = hedgePassage(passage, excerpt, polar, carried);
  const foundHedge: Hedge | undefined = predicate.status === 'none' || predicate.status === 'carried'
    ? droppedHedge(unit.claim ?? unit.text, hedged, partsOf(carried), kindsAfterCode(span.text)) ?? deonticMismatch(unit.text, hedged) ?? framedHedge(narrowerDenied, passage)
    : undefined;
  // (an entry under a release's heading says with "will" what the release makes happen from then on: "The Streaming API
  // will be excluded by default" is what it does)
  const hedge = foundHedge?.phrase === 'will' && releaseHeading(span.context?.headings ?? []) !== undefined ? undefined : foundHedge;
  const predicateFactor = predicate.status === 'absent' ? 0 : predicate.status === 'weak' || hedge || association ? 0.5 : 1;
  // a span that names the subject itself ranks above one whose surroundings name it
  // (the document's own name, "globby" in globby's README, is its every sentence's subject: not a reading of context)
  const bySurroundings = byContext.filter((c) => !c.subject);
  const raw = (0.5 * coverage + 0.2 * entityRatio + 0.15 * numberRatio + 0.15 * predicateFactor) * (byContext.length > 0 ? CONTEXT_DISCOUNT : 1);

  const driftTotal = contentTotal + WEIGHT.predicate * unit.predicates.length;
  const driftMissing = missingWeight + WEIGHT.number * uncarriedNumbers + WEIGHT.predicate * unit.predicates.length * (1 - predicateFactor);
  const drift = driftTotal === 0 ? 0 : driftMissing / driftTotal;
  // every specific word carried, at most one framing word left out; a converse reading is a judgement call, never exact
  const nearlyAll = missing.every((t) => t.frame) && missingWeight <= EXACT_MISSING_FRAME_WEIGHT;
  // a name taken from the span's surroundings is a reading, not the span's own words: not exact, unless a section heading
  // gives it and the span points back to it ("This library would define …" under "liballoc")
  // (by "this" or "these" and a noun the sentences before it do not use, which nothing nearer can then be: not a bare
  // "they", which may read back to the sentence before)
  const exactInWords = nearlyAll && uncarriedNumbers === 0 && !converse;
  // (or the README's own package, which the span calls "this library" where the claim names it)
  const pointer = exactInWords && bySurroundings.length > 0 && bySurroundings.every((c) => c.pointer !== undefined) ? bySurroundings[0]!.pointer
    : exactInWords && bySurroundings.length > 0 && bySurroundings.every((c) => c.source.startsWith('the section heading'))
      ? pointerToHeading(passage.text, span.context?.before) : undefined;
  // (or the span is the entry of an API member its own heading names, "Can be thought of as …" under "`render`": a
  // sentence with no subject of its own, whose subject is the heading)
  const nearest = span.context?.headings[span.context.headings.length - 1];
  const entry = exactInWords && pointer === undefined && nearest !== undefined && bySurroundings.length > 0 &&
    bySurroundings.every((c) => c.source === `the section heading '${nearest}'`) && memberHeading(nearest) &&
    (subjectlessEntry(passage.text) || definingEntry(unit.claim ?? unit.text, nearest, passage.text)) ? nearest : undefined;
  const exact = exactInWords && (bySurroundings.length === 0 || pointer !== undefined || entry !== undefined);
  if (exact && pointer) reasons?.push(`The span points back to it (${quote(pointer)}).`);
  if (exact && entry) reasons?.push(`The span is the entry under ${quote(entry)}, with no subject of its own: the heading is its subject.`);

  // one word missing, and the span has another word in its very place: it says something else there
  const lone = missingEntities.length === 0 && uncarriedNumbers === 0 && missingWords.filter((t) => !t.frame).length === 1
    ? missingWords.find((t) => !t.frame)! : undefined;
  const substituted = lone ? substitutedWord(unitTokens(unit), passage, lone) : undefined;
  if (substituted && !flags?.includes(`word_substituted:${lone!.surface}/${substituted}`)) {
    flags?.push(`word_substituted:${lone!.surface}/${substituted}`);
    reasons?.push(`The span says ${quote(substituted)} where the claim says ${quote(lone!.surface)}.`);
  }
  if (flags) {
    for (const t of missingEntities) flags.push(`entity_missing:${t.surface}`);
    for (const t of missingWords) flags.push(`term_missing:${t.surface}`);
    for (const q of missingNumbers) flags.push(`number_missing:${q.raw}`);
    flags.push(...qualifierFlags);
  }
  reasons?.push(...qualifierReasons);

  const finish = (decided: SpanLabel): Judgement => {
    // (under a heading that denies its items, "What This Is Not", an item's polarity is not what its words say)
    const deniedAbove = decided === 'supports' || decided === 'contradicts' ? denyingHeading(span.context?.headings, passage.text) : undefined;
    if (deniedAbove !== undefined) {
      flags?.push('heading_denies');
      reasons?.push(`The span stands under ${quote(deniedAbove)}: the heading may deny what it says; check it.`);
    }
    // ("The author really hates the proposed syntax." over "I really hate the proposed syntax." under "Comments from our
    // BDFL"): the first person of a section that gives another's words is not the document's author
    const spokenByAnother = decided === 'supports' && anotherSpeaks && /\bauthors?\b/i.test(unit.text) && /\b(?:I|we|my|our|me|us)\b|\bI['’]/.test(passage.text);
    if (spokenByAnother) {
      flags?.push('speaker_other');
      reasons?.push(`The span speaks in the first person under ${quote((span.context?.headings ?? []).find((h) => OTHER_SPEAKER_HEADING.test(h))!)}: someone other than the document's author may be speaking; check who.`);
    }
    const label: SpanLabel = deniedAbove !== undefined || spokenByAnother ? 'does_not_support' : decided;
    const score =
      label === 'supports' ? raw
        : label === 'partially_supports' ? Math.max(thresholds.partialScore, Math.min(raw, thresholds.acceptScore - 0.01))
          : label === 'contradicts' ? Math.min(0.1, raw / 10)
            : Math.min(raw, thresholds.partialScore - 0.01);
    // a contradicting span necessarily lacks the claim's own number or opposite word: it is exact when only those are missing
    const termsExact = label === 'contradicts' ? missingEntities.length === 0 && missingWords.every((t) => t.frame ||
      isMismatchedUnit(t) || t.parts.some((p) => opposites.has(p))) : nearlyAll && !converse;
    const signals: Signals = {
      coverage: round(coverage), plainCoverage: round(plainCoverage), entityRatio: round(entityRatio), numberRatio: round(numberRatio),
      predicateFactor, missingSpecific: subjectWordsMissing.length, missingEntities: missingEntities.length, uncarriedNumbers,
      contentTerms: unit.terms.length, hedge: hedge ? 1 : 0, association: association || causeUnstated ? 1 : 0, negationConflict: negationConflict ? 1 : 0,
      opposite: antonymHits.length > 0 || clashes.length > 0 ? 1 : 0, uncertain: uncertainty || question ? 1 : 0, scattered: scattered ? 1 : 0, contextCarried: bySurroundings.length + byAntecedent.length + byPronoun.length,
    };
    return { span, label, score: round(score), raw, coverage, plainCoverage, exact, termsExact, drift, carried, missing, unit, acronyms, thresholds, signals,
      ...(sameSource !== undefined ? { sameSource } : {}), ...(substituted !== undefined ? { substituted: { term: lone!, word: substituted } } : {}) };
  };

  // a changed figure in a reworded statement: the claim's figure and the span's measure the same thing, every name and
  // every other figure is carried, and what the span words otherwise is only the act ("arrived in mid-2017" against
  // "the introduction … In mid-2016"), never the thing counted or who did it
  const figureChanged = !sameSubject && mismatches.length > 0 && missingEntities.length === 0 && uncarriedNumbers === mismatches.length &&
    mismatches.every((m) => !m.modes && oneKind(m.claim, m.span) && m.claim.unit === m.span.unit && exactFigure(m.claim) && exactFigure(m.span) &&
      !boundedInTime(unit.text, m.claim) && !boundedInTime(passage.text, m.span)) &&
    // (the two figures' clauses deny alike — "had not been rejected in 2008" is no slip for "was rejected in 2005" — and a
    // denial of the span's in another clause, where the claim denies nothing, is no conflict: "The idea … is not new -
    // PEP 354 is a previous attempt that was rejected in 2005")
    (!negationConflict || negationHits(unit.text).length === 0) &&
    mismatches.every((m) => deniedAround(unit.text, m.claim) === deniedAround(passage.text, m.span)) &&
    antonymHits.length === 0 && plainCoverage >= FIGURE_CHANGED_COVERAGE &&
    // (not a modifier worded otherwise: "The initial draft … in 2008" / "The final draft … in 2010" are two drafts)
    (subjectWordsMissing.length <= FIGURE_CHANGED_MAX_REWORDED && subjectWordsMissing.every((t) => !t.entity && t.parts.length === 1 && readsAsPredicate(t.surface)) ||
      // (or the two figures stand in one slot, two of the words around them the same, "86 pages when printed" / "68 pages
      // when printed", and the claim's other words are worded otherwise, no name or thing replaced in its very place by
      // another word: "The initial draft … in 2008" / "The final draft … in 2010" has "final" in its place)
      // (and the span states the claim's value nowhere: "in both 55- and 65-year-old participants" has the claim's 55)
      subjectWordsMissing.length <= FIGURE_SLOT_MAX_REWORDED && mismatches.every((m) => figureSlotShared(unit.text, m.claim, passage.text, m.span) &&
        !passage.quantities.some((p) => p.value === m.claim.value)) &&
      subjectWordsMissing.every((t) => !t.entity && (readsAsPredicate(t.surface) || substitutedWord(unitTokens(unit), passage, t) === undefined))) &&
    (noOtherAct(unit.text, passage.text) || mismatches.every((m) => noOtherAct(unit.text, clauseAround(passage.text, m.span.start, m.span.end))));
  // a number that names the claim's subject ("PEP 8 recommends …", "Python 3.8 is supported", "Falcon-7B was trained …"):
  // the span speaks of another thing of that name, which says nothing against the claim's
  if ((sameSubject || figureChanged) && mismatches.length > 0 &&
    mismatches.every((m) => (numbersTheSubject(unit.text, m.claim) && !sameReleaseEvent(unit.text, m.claim, passage.text, m.span)) ||
      (sameNumberedName(unit.text, m.claim, passage.text, m.span) && !rangeAround(unit.text, m.claim, unit.quantities, false)))) {
    for (const m of mismatches) flags?.push(`other_numbered:${m.claim.raw}/${m.span.raw}`);
    reasons?.push(...mismatches.map((m) => `The span speaks of ${quote(numberedName(passage.text, m.span))}, not ${quote(numberedName(unit.text, m.claim))}: another thing of that name.`));
    return finish('does_not_support');
  }
  // (a figure the claim bounds by "by" or "before" is not gainsaid by a date inside the bound, "rejected by 2008" / "in
  // 2005"; nor an act the claim denies at its date where the span asserts it at another: "had not been rejected in 2008"
  // / "was rejected in 2005")
  if ((sameSubject || figureChanged) && mismatches.length > 0 && !mismatches.every((m) => withinClaimBound(unit.text, m.claim, passage.text, m.span) ||
    (DENIED_AT_FIGURE.test(unit.text.slice(Math.max(0, m.claim.start - 60), m.claim.start)) && !deniedAround(passage.text, m.span)))) {
    for (const m of mismatches) flags?.push(`number_mismatch:${m.claim.raw}`);
    if (!sameSubject) flags?.push(REWORDED);
    reasons?.push(...mismatches.map((m) => m.modes
      ? `The source says ${quote(`${m.modes[1]} ${m.span.raw}`)}, not ${quote(`${m.modes[0]} ${m.claim.raw}`)}: a change is not a level.`
      : m.span.unit !== m.claim.unit && m.span.value === m.claim.value
        ? `The source gives ${quote(m.span.raw)} ${m.span.unit}, not ${m.claim.unit}.`
        : `The source gives ${quote(m.span.raw)}, not ${quote(m.claim.raw)}.`));
    if (!sameSubject) reasons?.push(wordedOtherwise(subjectWordsMissing));
    return finish('contradicts');
  }
  if (sameSubject && antonymHits.length === 0 && !negationConflict && rolesSwapped(unit.text, passage)) {
    flags?.push('roles_swapped');
    reasons?.push('The span makes the same comparison the other way round: its two sides are swapped.');
    return finish('contradicts');
  }
  // the one word the span says otherwise, in the claim word's very place, is its opposite, and every other word is
  // carried around it ("A large number of maintainers may observe …" / "A small number of maintainers may observe …"):
  // an adjective before a noun counts here, since the rest of the sentence says which thing it is
  // (not where the source also says the claim's own word before the same noun: "the western district" and "the eastern
  // district" are two things it speaks of, and the claim's is the other one)
  if (lone && substituted && antonym === null && !converse && !negationConflict && coverage >= IN_PLACE_OPPOSITE_COVERAGE &&
    oppositeInPlace(lone.surface, substituted, unit.text.slice(0, lone.start)) && !saysOwnWordBeforeSameNoun(unit.text, lone.surface, sameSource?.words ?? passage.text) &&
    !picksAnotherThing(unit.text, lone)) {
    opposites.add(stem(lone.surface));
    flags?.push(`antonym:${lone.surface}/${substituted}`);
    return finish('contradicts');
  }
  // the one word the span says otherwise, in its very place, is the same name with another number ("default to i64" /
  // "default to i32", "float32" / "float64", "ES5" / "ES6"): a changed figure inside a name
  if (lone && substituted && antonym === null && !negationConflict && coverage >= IN_PLACE_OPPOSITE_COVERAGE && numberedNameChanged(lone.surface, substituted)) {
    flags?.push(`number_mismatch:${lone.surface}`);
    reasons?.push(`${quote(substituted)} and ${quote(lone.surface)} are one name with another number.`);
    return finish('contradicts');
  }
  if (sameSubject && clashes.length > 0 && uncarriedNumbers === 0 && !negationConflict && antonym === null) {
    for (const [t, other] of clashes) {
      flags?.push(`unit_mismatch:${t.surface}/${other}`);
      // (not again where the substituted word was already named: "The span says 'day' where the claim says 'week'.")
      if (!flags?.includes(`word_substituted:${t.surface}/${other}`)) reasons?.push(`The source says ${quote(other)} where the claim says ${quote(t.surface)}.`);
    }
    return finish('contradicts');
  }
  if (flags) for (const m of mismatches) flags.push(`number_missing:${m.claim.raw}`);
  if (sameSubject && uncertainty && coverage >= PARTIAL_COVERAGE) {
    flags?.push('span_uncertain');
    reasons?.push(`The source says ${quote(uncertainty.surface)}: it leaves open whether this holds.`);
    return finish('uncertain');
  }
  // a denial in a reworded statement: every name and figure carried, only the act worded otherwise, and one side
  // denies what the other asserts ("can no longer be rejected once shipped" / "may still be rejected after release")
  const deniedInRewording = !sameSubjectButOpposite && negationConflict && antonym === null && missingEntities.length === 0 && uncarriedNumbers === 0 &&
    !hedge && !uncertainty && plainCoverage >= NEGATION_REWORDED_COVERAGE && subjectWordsMissing.length > 0 && !deniesByMeaningAlone(unit.text, passage.text) &&
    deniedWordsShared(unit.text, passage) && !titleLike(passage.text) &&
    // (a manner adverb too, where the claim asserts and the span denies the act: "do not preserve" denies "faithfully
    // preserve"; the other way round, "does not faithfully preserve" leaves "preserves" open)
    subjectWordsMissing.length <= NEGATION_REWORDED_MAX && subjectWordsMissing.every((t) => !t.entity && t.parts.length === 1) &&
    (subjectWordsMissing.every((t) => readsAsVerb(t.surface)) || (!unit.negated && subjectWordsMissing.every((t) => MANNER_ADVERB.test(t.surface)))) &&
    // a word after the denial may be what it denies ("not approved *quickly*", "not rebuilt on every *commit*")
    subjectWordsMissing.every((t) => t.end <= firstDenialAt(unit.text));
  // (a heading or a fragment names a topic and asserts nothing a claim's denial could deny: "Positional-Only Parameters"
  // against "There are no positional-only parameters")
  const claimDenies = denial ? denial.denies === 'claim' : unit.negated;
  const deniesAHeading = negationConflict && claimDenies && namesOnly(passage.text);
  // "There are no positional-only parameters" denies that they exist: a span that only says something of them
  // ("Positional-only parameters have no externally-usable name") neither states nor denies that
  const deniesExistenceUnstated = negationConflict && claimDenies && EXISTENCE_DENIED.test(unit.text) && !EXISTENCE_STATED.test(passage.text);
  // ("have not had such sections" denies having, which a span that only "has come" to something never states; the
  // content words the subject check compares leave "have" out)
  const deniesHavingUnstated = negationConflict && claimDenies && !denial && deniedWords(unit.text).includes(HAVE_STEM) &&
    // (or has none at all, where the claim goes on in a clause of its own the span may be about: "…, so the new section is …")
    (haveOnlyAsAuxiliary(passage.text) || (!hasSomething(passage.text) && clauseEndsAfterDenial(unit.text)));
  // ("Where clauses would not replace the bounds notation, which would remain …" / "The bounds notation would remain …":
  // the claim denies an act the span never names, in its words or others: the span neither states nor denies it)
  const deniedActUnstated = negationConflict && claimDenies && !denial && antonym === null && !deniesHavingUnstated && deniesUnnamedAct(unit, passage, carried);
  // ("Orbix has no plugin loader" / "Orbix lacks a plugin loader": the other side denies it by a verb's meaning)
  const deniedByMeaningToo = negationConflict && antonym === null && (otherSideDeniesByMeaning(unit.text, passage.text, claimDenies) ||
    // (a part cut from a claim that says the span's denial by meaning, "Because Cursor is non-mutating, …" over "Since
    // Cursor cannot mutate its list, …": the part does not say the denied word, the whole claim denies it too)
    // (the part may say the denied word where the whole claim says it once, in that denial: "Satisfactory tools for
    // extracting" of "Satisfactory tools for extracting and processing docstrings are lacking")
    (unit.claim !== undefined && !claimDenies && firstDeniedWords(passage.text).every((w) => !unitTokens(unit).some((t) => t.stem === w) ||
      tokenize(unit.claim!).filter((t) => t.stem === w).length === 1) && otherSideDeniesByMeaning(unit.claim, passage.text, false)));
  // a span whose denial is undone, excepted, about a narrower thing or kept to a clause of another subject
  const spanDenialAside = negationConflict && antonym === null && !claimDenies ? denialNotOfClaim(unit.text, passage.text, unit.claim) : undefined;
  // ("does not retry more than five times" / "retries at most five times": the denial turns a bound round; the figures decide)
  // ("can run without root" / "can run with root": both may hold)
  // (one side's "only with X" rules out "without X": that is still a contradiction)
  const withAndWithout = negationConflict && antonym === null ? eitherWay(claimDenies ? unit.text : passage.text) ?? exceptOnly(withOrWithout(unit.text, passage.text)) : undefined;
  // (only where, turned round, it is the other side's bound: "retries more than 5" / "never retries more than 5" is denied)
  const deniesABound = negationConflict && (claimDenies ? unit.quantities : passage.quantities).some((q) => {
    const [denier, other, others] = claimDenies ? [unit.text, passage.text, passage.quantities] : [passage.text, unit.text, unit.quantities];
    if (!boundDenied(denier, q)) return false;
    const turned = allowedValues(denier, q);
    return others.some((p) => p.bounded && p.value === q.value && p.kind === q.kind && contains(turned, allowedValues(other, p)) && contains(allowedValues(other, p), turned));
  });
  // ("is only emitted if it evaluates to true" / "is not emitted if it does not evaluate to true", "would only make sense if
  // it had interest" / "without interest, it would not make sense": a rule and its contrapositive deny each other word by
  // word, and say the same)
  // ("won't be used except where needed" / "will be used only when needed": a denial with an exception is a restriction)
  const [denyingText, assertingText] = claimDenies ? [unit.text, passage.text] : [passage.text, unit.text];
  const turnedRound = !negationConflict || antonym !== null ? undefined
    : contrapositive(denyingText, assertingText) ? 'contrapositive'
      : exceptionAsOnly(denyingText, assertingText) || unlessAsOnlyIf(denyingText, assertingText) ? 'exception'
        : unlessAsIfNot(denyingText, assertingText) ? 'unless'
          : mustOrElse(denyingText, assertingText) || cannotWithout(denyingText, assertingText) ? 'contrapositive'
            : claimDenies && otherwiseCaseClaimed(unit.text, passage.text) ? 'otherwise' : undefined;
  // (denials of the same things on both sides, each started elsewhere, are no opposite: mirrored 'near')
  // (two sides of a contrast traded are a contradiction whatever else both sides deny alike: "We change the default rather
  // than exposing a flag, because … should not …" / "We expose a flag, rather than changing the default, because …")
  const deniedOnBothSides = negationConflict && antonym === null && mirrored === 'near' && !contrastTraded;
  // ("does not have to move" / "will move", "rarely investigate" / "never investigate", "unclear which value they would
  // add" / "add no value", "proposed for backporting" / "will not be backported": a denial weaker than the opposite)
  const weak = negationConflict && antonym === null && !contrastTraded ? weakDenialOf(unit.text, unit.claim, passage.text, claimDenies) : undefined;
  // (a denial short of a condition or a time the other side words otherwise, where no reading above named the two)
  const conditioned = turnedRound === undefined && weak === undefined && negationConflict && antonym === null && !withAndWithout && !deniesABound &&
    spanDenialAside === undefined && denialConditioned(denyingText, assertingText);
  if (conditioned && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('polarity_uncertain', 'denial_conditioned');
    reasons?.push('One side denies it only short of a condition or a time ("not … unless", "not … without", "not … before"), which the other words otherwise: the same rule in other words, or not; check it.');
    return finish('does_not_support');
  }
  // ("A has a worse resolution than B" / "B's resolution is better than A's": the opposite comparative, its sides turned round)
  // (nor the span's one comparison of two that says the claim's: "less tightly than `or`" of "more tightly than a comma,
  // but less tightly than … `or`")
  const comparedConversely = antonym !== null && (comparisonConverse(unit.text, passage.text) || comparisonStandardSide(unit.claim ?? unit.text, passage.text)?.side === 'same');
  // (each denies it of the same subject, the span by an elided clause: "…, but `libcore` does not")
  const bothDenyOfIt = negationConflict && antonym === null && elidedDenialAgrees(unit.text, passage.text);
  if ((sameSubjectButOpposite || deniedInRewording) && negationConflict !== (antonym !== null) && !comparedConversely && !bothDenyOfIt && turnedRound === undefined && !deniesAHeading && !deniesHavingUnstated && !deniedActUnstated && !deniedByMeaningToo && !deniedOnBothSides &&
    !deniesExistenceUnstated && spanDenialAside === undefined && !deniesABound && !withAndWithout && weak === undefined) {
    if (!sameSubjectButOpposite) flags?.push(REWORDED);
    if (negationConflict) {
      const sidesTraded = !denial && contrastTraded;
      flags?.push('negation_conflict', ...(sidesTraded ? ['arguments_reversed:contrast'] : []));
      reasons?.push(crossed && !denial && !sidesTraded
        ? `The claim denies ${quote(crossed.claimDenies)}, which the span asserts, and asserts ${quote(crossed.spanDenies)}, which the span denies.`
        : denial
        ? claimDenies ? `The claim denies ${quote(denial.word)}, which the span asserts.` : `The span denies ${quote(denial.word)}, which the claim asserts.`
        : sidesTraded ? `The claim says what the span sets aside with ${quote(setAsideMarker(polar.text))}, and sets aside what the span says: the two sides are swapped.`
        : claimDenies ? 'The claim denies what the span asserts.' : 'The span denies what the claim asserts.');
    } else {
      flags?.push(`antonym:${antonym![0]}/${antonym![1]}`);
      // said once, in the words as written, when the word in the claim's place is that opposite
      const said = lone && substituted && stem(lone.surface) === stem(antonym![0]) && stem(substituted) === stem(antonym![1]);
      if (!said) reasons?.push(`The span says ${quote(antonym![1])} where the claim says ${quote(antonym![0])}.`);
    }
    const manner = subjectWordsMissing.filter((t) => MANNER_ADVERB.test(t.surface) && !readsAsVerb(t.surface));
    if (!sameSubjectButOpposite && manner.length > 0) reasons?.push(`The claim adds how (${manner.map((t) => quote(t.surface)).join(', ')}); a denial of the act denies it however it is done.`);
    const reworded = subjectWordsMissing.filter((t) => !manner.includes(t));
    if (!sameSubjectButOpposite && reworded.length > 0) reasons?.push(wordedOtherwise(reworded));
    return finish('contradicts');
  }
  if ((deniesAHeading || deniesHavingUnstated || deniesExistenceUnstated || deniedActUnstated) && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('denial_unstated');
    reasons?.push(deniesAHeading ? 'The span only names this (a heading or a fragment): it neither states nor denies it.'
      : deniesExistenceUnstated ? 'The claim denies that there are such things; the span says something of them, but not that there are any.'
      : 'The claim denies an act the span does not speak of; the span neither states nor denies it.');
    return finish('does_not_support');
  }
  if (turnedRound && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('polarity_uncertain');
    reasons?.push(turnedRound === 'exception'
      ? 'One side denies it except in some cases, the other says it only of some cases: the same restriction in other words, or not; check it.'
      : turnedRound === 'unless' ? 'One side says "unless …", the other denies inside its condition ("if not …"): the same condition in other words, or not; check it.'
      : turnedRound === 'otherwise' ? 'The claim gives the result the span gives "otherwise", under the span\'s condition denied: the same case in other words, or not; check it.'
      : 'One side says it holds only under a condition, the other denies it where that condition fails: the same rule turned round, or not; check it.');
    return finish('does_not_support');
  }
  if (spanDenialAside !== undefined && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('polarity_uncertain');
    reasons?.push(`The span's denial ${spanDenialAside}: it does not deny the claim as written; check it.`);
    return finish('does_not_support');
  }
  if (weak && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push(`denial_weaker:${weak.kind}`);
    const [denier, other] = claimDenies ? ['claim', 'span'] : ['span', 'claim'];
    reasons?.push(weak.kind === 'duty' ? `The ${denier} denies only a duty or a degree (${quote(weak.words)}), not the thing itself, which the ${other} says: neither carries the other.`
      : weak.kind === 'seldom' ? (/^(?:unlikely|improbable)$/i.test(weak.words)
        ? `The ${other} says it is ${quote(weak.words)}, which is not that it never happens: the ${denier}'s denial says more; check it.`
        : `The ${other} says it happens ${quote(weak.words)}, which is not never: the ${denier}'s denial says more; check it.`)
        : weak.kind === 'unsettled' ? `One side leaves this open (${quote(weak.words)}): it neither says nor denies what the other does.`
          : weak.kind === 'until' ? `One side says ${quote(weak.words)}, the other says it happens only after that point: the same rule in other words, or not; check it.`
          : weak.kind === 'both_deny' ? 'Both sides deny something of these words, each in its own way: not the opposite of each other, nor plainly the same; check it.'
          : `The ${other} only names the act (${quote(weak.words)}), or judges it; it does not say it happens, so the ${denier}'s denial does not contradict it.`);
    return finish('does_not_support');
  }
  if (deniedOnBothSides && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('polarity_uncertain');
    // ("should not be taught" / "don't need to be taught": what each side denies is named)
    const duty = reasons ? dutyAgainstProhibition(unit.text, passage.text) : undefined;
    reasons?.push(duty !== undefined ? `One side denies a duty (${quote(duty)}), the other the act itself: not the same; check it.`
      : 'Both deny it, each in its own words or place: neither says the opposite of the other, nor says it as the other does; check it.');
    return finish('does_not_support');
  }
  if (withAndWithout && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('polarity_uncertain');
    reasons?.push(`The claim says ${quote(withAndWithout.claim)}, the span ${quote(withAndWithout.span)}: both may hold, and neither carries the other; check it.`);
    return finish('does_not_support');
  }
  if (deniedByMeaningToo && (sameSubjectButOpposite || deniedInRewording)) {
    flags?.push('polarity_uncertain');
    const byMeaning = meaningDenial(claimDenies ? passage.text : unit.text);
    reasons?.push(byMeaning !== undefined
      ? `One side denies it in words, the other by a verb's meaning (${quote(byMeaning)}): they may say the same; check it.`
      : `One side denies it in words, the other by a prefix (${quote(/\bnon-\p{L}+/iu.exec(claimDenies ? passage.text : unit.text)?.[0] ?? 'non-')}): they may say the same; check it.`);
    return finish('does_not_support');
  }
  // "stopped supporting Windows", "skips verifying signatures", "avoids encrypting backups": a verb that denies by its
  // meaning, which the claim does not use, right before the claim's own words
  const meaningDenies = !negationConflict && antonym === null
    // (the carriers are looked up only where the span has a denying verb before a word the claim does not say)
    ? deniedByVerbBefore(unit.text, polar.text, () => new Set(carried.flatMap((t) => {
      const word = carriedByLexicon(passage, t, acronyms)?.spanWord;
      return word === undefined ? [] : [stem(word)];
    }))) : undefined;
  // both deny, one a duty and the other the act: "should not be shown" / "don't need to be shown" (a prohibition, or a
  // denied act, is not the lack of a duty)
  const deniedOtherwise = !negationConflict && antonym === null && meaningDenies === undefined ? dutyAgainstProhibition(unit.claim ?? unit.text, polar.text) : undefined;
  // "cannot support any of X" / "impossible to support all of X": a denial of every one is not a denial of all together
  const scopes = deniedScopes(unit.claim ?? unit.text, polar.text);
  // both deny, but the denials pair with nothing the other side denies ("is not allowed to see" / "is allowed to see,
  // because there are no relations"; "Neither case would work" / "Both would work because one can't cause …"): the one
  // denial may be of another thing, or of this one
  // (not the same words with a denial more or fewer: that is a denial added, read on its own)
  const deniesOtherThings = !negationConflict && denial === null && unit.negated && spanDenies && scopes === undefined && (unit.claim ?? unit.text) === unit.text &&
    !sameWordsButDenials(unit.text, polar.text) && !denialsShareWords(unit.claim ?? unit.text, polar.text);
  const polarityUnclear = (sameSubjectButOpposite && negationConflict && antonym !== null) || litotes.length > 0 || meaningDenies !== undefined || deniedOtherwise !== undefined ||
    scopes !== undefined || deniesOtherThings;
  if (polarityUnclear) {
    flags?.push('polarity_uncertain');
    reasons?.push(scopes !== undefined ? `The claim denies ${quote(scopes.claim)}, the span ${quote(scopes.span)}: a denial of any one is not a denial of all; check it.`
      : deniesOtherThings ? 'Both deny something, but not the same things: the span may not deny what the claim denies; check it.'
      : deniedOtherwise !== undefined ? `One side denies a duty (${quote(deniedOtherwise)}), the other the act itself: not the same; check it.` : litotes.length > 0
      ? (deniedOpposite(polar.text, litotes[0]!.pair[1])
        ? `The span denies the opposite (${quote(`not ${litotes[0]!.pair[1]}`)}), which is weaker than saying ${quote(litotes[0]!.pair[0])}; check it.`
        : `The claim denies ${quote(litotes[0]!.pair[0])} where the span says ${quote(litotes[0]!.pair[1])}: close, but not the same words; check it.`)
      : meaningDenies !== undefined ? `The span says ${quote(meaningDenies)} before these words: it may deny what the claim says; check it.`
        : 'The span words the relation the opposite way and negates it; check the direction.');
  }

  // another agent for the act: the claim opens with a name the span never gives, and the span's clause stating the act
  // opens with another ("Guido went through his own code …" / "Tim Peters … going over his own code …"): the reason
  // says so; the verdict stays a missing name (review), not a contradiction
  // (only when the reason is written: it decides nothing, so the ranking pass over every candidate skips it)
  const agent = flags && !negationConflict && antonym === null && uncarriedNumbers === 0 && !titleLike(passage.text)
    ? otherAgent(unit.claim ?? unit.text, passage.text, sameSource?.words ?? '', isNameWord) : undefined;
  if (agent) {
    const agentWords = new Set(agent.claim.toLowerCase().split(/\s+/));
    const inAgent = (t: Term) => t.surface.toLowerCase().split(/[\s-]+/).every((w) => agentWords.has(w.replace(/['’]s$/, '')));
    const others = [...missingEntities, ...subjectWordsMissing].filter((t) => !inAgent(t));
    // the act itself is carried: what the span words otherwise is no verb or adverb ("disproved" over "testified")
    if (others.length <= AGENT_SWAP_MAX_REWORDED && others.every((t) => !t.entity && !readsAsPredicate(t.surface)) && coverage >= AGENT_SWAP_COVERAGE) {
      // said, not concluded: that another did it does not show the claim's agent did not ("Guido *also* went …")
      flags?.push(`other_agent:${agent.span}/${agent.claim}`);
      reasons?.push(`The source says ${quote(agent.span)} did this, not ${quote(agent.claim)}.`);
    }
  }
  // a span carries the claim when it misses at most a couple of framing words ("the study found"), never a specific one
  const restCarriedOtherwise = coverage >= CARRY_COVERAGE && missingWords.every((t) => t.frame) && missingWeight <= MAX_MISSING_FRAME_WEIGHT &&
    missingEntities.length === 0 && uncarriedNumbers === 0 && !scattered && !question;
  // "…, and it compresses logs" or "… and compresses logs" over "…, and the proxy compresses logs": the span's clause
  // that gives the claim some of its words names another subject for them
  // (looked for only where it decides something: for the reason, or when the rest of the claim is carried)
  const otherSubjectFound = flags || restCarriedOtherwise
    ? otherClauseSubject(unit.text, unit.claim ?? unit.text, passage.text) ?? otherSpanSubject(ownClause(unit), polar.text) ?? crossedClauseSubject(ownClause(unit), polar.text) ??
      otherPassiveAgent(unit.text, polar.text)
    : undefined;
  // (not the span's own word for the document the claim names: "this proposal calls for …" for "PEP 820 calls for …")
  // (nor the span's "this command" on the page of the command the claim names by the page's own name: "tally ls" / "… this
  // command will exit" on tally-ls's manual page)
  const ownThing = otherSubjectFound !== undefined && byContext.some((c) => c.subject === true) &&
    new RegExp(`\\bthis\\s+${escapeRegExp(otherSubjectFound)}\\b`, 'i').test(passage.text) && THIS_THING_WORD.test(otherSubjectFound);
  const otherSubject = otherSubjectFound !== undefined && ((documentName !== null &&
    new RegExp(`(?:^|\\s)${escapeRegExp(otherSubjectFound)}$`, 'i').test(documentName.selfReference)) || ownThing) ? undefined : otherSubjectFound;
  // a phrasal verb's particle the span does not say after the same verb ("can opt out of Send" / "can opt to implement
  // Send"): the particle makes the act ("opt out" is not "opt")
  const particle = restCarriedOtherwise ? particleDropped(unit.text, passage) : undefined;
  if (particle) {
    flags?.push(`particle_dropped:${particle}`);
    reasons?.push(`The claim says ${quote(particle)}; the span does not say ${quote(particle.split(' ').pop()!)} after ${quote(particle.split(' ')[0]!)}.`);
  }
  // ("The authors recommend …" over "Smith recommends …": the span's subject for the claim's reported act is another's)
  const framedOther = otherSubject === undefined && (flags || restCarriedOtherwise) ? otherSubjectOfFramedAct(unit.claim ?? unit.text, polar.text) : undefined;
  if (otherSubject) {
    flags?.push(`clause_subject:${otherSubject}`);
    reasons?.push(`The span says ${quote(otherSubject)} does part of this, not the claim's own subject.`);
  } else if (framedOther) {
    flags?.push(`clause_subject:${framedOther}`);
    reasons?.push(`The span says ${quote(framedOther)} does this, not the document or its authors.`);
  }
  const restCarried = restCarriedOtherwise && otherSubject === undefined && framedOther === undefined && particle === undefined;
  if (question) {
    flags?.push('span_question');
    reasons?.push('The span asks this as a question; it does not state it.');
  }
  if (scattered && coverage >= CARRY_COVERAGE) {
    flags?.push('terms_scattered');
    reasons?.push(`The claim's words are spread over ${spread} words of the span; it does not say this in one place.`);
  }
  if (hedge) {
    flags?.push(`hedge_dropped:${hedge.phrase}`);
    reasons?.push(hedge.kind === 'condition' ? `The span ${/^(?:except|with (?:the|one|a single) exception|apart from|aside from|save for|barring|leaving aside|setting aside|excluding|other than)/i.test(hedge.phrase) ? 'makes an exception' : 'says it only under a condition'} the claim leaves out (${quote(conditionSurface(passage.text, hedge))}).`
      : hedge.kind === 'modal' ? modalReason(hedge)
        : hedge.kind === 'requirement' ? hedge.claimModal !== undefined
          ? `The span gives it as ${quote(hedge.surface)} to do it, not as what ${quote(hedge.claimModal)} be done.`
          : `The span requires or proposes it (${quote(`${hedge.surface} ${hedge.next.text}`)}); it does not say it was done.`
        : hedge.kind === 'stance' && /^(?:used to|formerly|previously|originally|initially|at first|once|historically|in the past|back then|at that time|in those days)$/.test(hedge.phrase) ? `The span says it held at a time before now, not that it holds: ${quote(hedge.surface)}.`
        : hedge.kind === 'stance' && hedge.past === true ? `The span gives it as an aim or expectation of the past, not of now: ${quote(hedge.surface)}.`
        : hedge.kind === 'stance' && /^(?:provides?|provided|stipulates?|stipulated) (?:that|for)$/.test(hedge.phrase) ? `The span lays down a rule (${quote(hedge.surface)}); it does not give the thing the claim says.`
        : hedge.kind === 'stance' && /^(?:offer|ask|threaten|promis|refus|declin|volunteer)\w* to$/.test(hedge.phrase) ? `The span says only that it ${hedge.phrase} ${quote(hedge.next.text)}, not that it does so: ${quote(hedge.surface)}.`
        : hedge.kind === 'stance' ? `The span only puts it forward, it does not state it: ${quote(hedge.surface)}.`
        : hedge.kind === 'plan' ? `The span gives it only as someone's plan or aim (${quote(`${hedge.surface} ${hedge.next.text}`)}); a plan is not yet what is or will be done.`
        : hedge.kind === 'possibility' ? `The span gives it only as a possibility (${quote(`${hedge.surface} ${hedge.next.text}`)}); the claim states it as done.`
          : hedge.kind === 'degree' ? `The span denies only so much of it (${quote(hedge.next.start < hedge.start ? hedge.surface : `${hedge.surface} ${hedge.next.text}`)}); the claim denies it whole.`
          : hedge.kind === 'limit' ? `The span says it only with a limit the claim leaves out (a time, a version, a place, a model or a size): ${quote(hedge.surface)}.`
          : hedge.kind === 'undone' ? `The span goes on to say it was undone (${quote(hedge.surface)}); the claim leaves that out.`
          : hedge.kind === 'reported' ? `The span reports what others say or hold; it does not state it: ${quote(hedge.surface)}.`
          : `The span hedges it: ${quote(hedge.surface)}.`);
  }
  if (association) {
    flags?.push(`overclaim:${causal!.surface}`);
    reasons?.push(`The span reports an association (${quote(association.surface)}), not a cause (${quote(causal!.surface)}).`);
  }
  if (predicate.status === 'weak') {
    flags?.push(`overclaim:${predicate.claim!.surface}`, `span_relation:${predicate.spanRelation!.phrase}`);
    reasons?.push(`The span says ${quote(predicate.spanRelation!.surface)}, not ${quote(predicate.claim!.surface)}.`);
  } else if (predicate.status === 'absent') {
    if (restCarried) flags?.push(`overclaim:${predicate.claim!.surface}`);
    flags?.push(`predicate_unsupported:${predicate.claim!.surface}`);
    reasons?.push(`The span does not state ${quote(predicate.claim!.surface)}; sharing the words is not support.`);
  }
  // (a kind word the span gives another document's number to is said above)
  const unnamed = missingEntities.filter((t) => !flags?.some((f) => f.startsWith('other_document:')) || !kindsOfPath(span.relPath).includes(t.surface.replace(/['’]s$/, '').toLowerCase()));
  if (unnamed.length > 0) reasons?.push(`The span does not name ${unnamed.map((t) => t.surface).join(', ')}.`);
  if (missingNumbers.length + mismatches.length > 0) {
    reasons?.push(`The span does not state ${[...missingNumbers, ...mismatches.map((m) => m.claim)].map((q) => q.raw).join(', ')}.`);
  }
  if (missingWords.length > 0) reasons?.push(`The span does not carry ${missingWords.map((t) => quote(t.surface)).join(', ')}.`);

  if (causeUnstated) {
    flags?.push(`cause_unstated:${causal!.surface}`);
    reasons?.push(`The span does not say that one causes the other (${quote(causal!.surface)}).`);
  }
  const predicateHolds = (predicate.status === 'none' || predicate.status === 'carried') && !hedge && !association && !causeUnstated && !causeReversed && !causeOfOtherClause;
  if (restCarried && predicateHolds && !polarityUnclear && !negationConflict && !fromSource && raw >= thresholds.acceptScore) {
    const reversed = relationReversed(precedenceVerbAsSpans(unit.text, passage.text), passage);
    const unsaid = reversed === undefined ? notSaidThereRemembered(unit.text, passage.text, MARKUP_ESCAPES.test(span.relPath) ? escapesDropped(span.text) : span.text, unit.claim === undefined, unit.raw, documentNamesOf(span.relPath), releaseHeading(span.context?.headings ?? []) !== undefined) ?? partOfTradedClauses(unit, passage.text) : undefined;
    if (unsaid) {
      flags?.push(unsaid.flag);
      reasons?.push(unsaid.reason);
      return finish('does_not_support');
    }
    // whose act the span gives where every word is carried and no reading above said otherwise: a "this" that stands for
    // the clause before it, the document's own "this PEP" where the claim names another, another sentence's subject
    const otherDoer = otherDoerOfAct(unit, passage.text, wordsOf(span), span);
    if (otherDoer) {
      flags?.push(otherDoer.flag);
      reasons?.push(otherDoer.reason);
      return finish('does_not_support');
    }
    // (the span's past, which it or its paragraph's next sentence says has since changed: "It now uses …")
    const changedSince = supersededPast(unit.claim ?? unit.text, passage.text, span.context?.after);
    if (changedSince !== undefined) {
      flags?.push('changed_since');
      reasons?.push(`The span says it in the past, and the document says it has changed since (${quote(changedSince)}); the claim says it holds now.`);
      return finish('does_not_support');
    }
    // (a design the document sets out under "Rejected Ideas", stated by the claim as what is so)
    const rejected = rejectedIdea(unit.claim ?? unit.text, passage.text, span.context?.headings, span.context?.after, span.context?.opensSection === true);
    if (rejected !== undefined) {
      flags?.push('rejected_idea');
      reasons?.push('heading' in rejected
        ? `The span stands under ${quote(rejected.heading)}: it describes an idea the document turns down, not what it proposes; the claim states it as so.`
        : `The document goes on to say it was turned down (${quote(rejected.said)}): the span describes an idea, not what holds; the claim states it as so.`);
      return finish('does_not_support');
    }
    // (a claim that denies in so many words, over a span that denies nothing in any way, cannot say what the span says)
    if (reversed === undefined && denialUnanswered(unit.text, passage.text)) {
      flags?.push('polarity_uncertain');
      reasons?.push('The claim denies something; the span denies nothing, in words or by meaning: they cannot say the same; check it.');
      return finish('does_not_support');
    }
    if (reversed === undefined) return finish('supports');
    flags?.push(`roles_reversed:${reversed}`);
    reasons?.push(`The span says it the other way round: the two sides of ${quote(reversed)} are swapped.`);
    return finish('does_not_support');
  }
  // every name of the claim missing while the span names another: the detail belongs to someone else
  const otherName = missingEntities.length > 0 && missingEntities.length === entities.length && mayNameEntity(passage.text)
    ? profileClaim(passage.text).terms.find((t) => t.entity && !unit.terms.some((u) => u.key === t.key))
    : undefined;
  if (otherName) {
    flags?.push(`other_entity:${otherName.surface}`);
    reasons?.push(`The span is about ${otherName.surface}, not ${missingEntities.map((t) => t.surface).join(', ')}.`);
  }
  // a strong predicate the span does not state at all leaves, at best, the narrower claim without it
  const partial = otherName ? false : predicate.status === 'absent' ? restCarried : coverage >= PARTIAL_COVERAGE;
  if (partial && raw >= thresholds.partialScore) return finish('partially_supports');
  return finish('does_not_support');
}

/** The sentence opens on a name (its subject, before any other content word) that the unit does not name. */
function namesOtherEntity(passage: PassageProfile, unit: Unit): boolean {
  if (!mayNameEntity(passage.text)) return false;
  const first = profileClaim(passage.text).terms[0];
  return first !== undefined && first.entity && !unit.terms.some((t) => t.entity && t.key === first.key);
}

/** The summed weight of the terms, framing words left out when asked. */
function weightOf(terms: Term[], skipFrames: boolean): number {
  let weight = 0;
  for (let i = 0; i < terms.length; i++) if (!(skipFrames && terms[i]!.frame)) weight += terms[i]!.weight;
  return weight;
}

/** A claim word naming the unit of a changed number ("eight years" / "eight months"). */
function namesMismatchedUnit(t: Term, mismatches: Array<{ claim: Quantity }>): boolean {
  if (mismatches.length === 0) return false;
  const canonical = unitOf(t.key)?.canonical ?? '';
  return mismatches.some((m) => m.claim.unit === t.key || m.claim.unit === canonical);
}

/**
 * The claim's "one" before a noun is the span's "a single" or "sole" before that noun ("only one `Err` type" / "only has
 * a single `Err` type"): the same count, written as a word of number; a sentence opening with "One" is one opening with
 * "A" before the same word.
 */
export function singleForOne(claimText: string, q: Quantity, spanText: string): boolean {
  if (q.value !== 1 || !/^one$/i.test(q.raw)) return false;
  const counted = /^\s+[`*_"']*([\p{L}\p{N}][\p{L}\p{N}_.-]*)/u.exec(claimText.slice(q.end))?.[1];
  // the word before it, the same in both ("only has one" / "only has a single"): "Unlike a single node" is not "has one node"
  const before = /([\p{L}\p{N}]+)\s+(?:only\s+)?$/u.exec(claimText.slice(0, q.start))?.[1];
  // ("One possible solution …" / "A possible solution …": a sentence that opens with the count says "a")
  if (counted && counted.toLowerCase() !== 'of' && /^[\s"'(*_]*$/.test(claimText.slice(0, q.start)) &&
    new RegExp(String.raw`(?:^|[.!?:]\s+)[\s"'(*_]*an?\s+[\x60*_"']*${escapeRegExp(counted)}\b`, 'iu').test(spanText)) return true;
  if (!counted || !before) return false;
  const noun = escapeRegExp(counted.toLowerCase());
  // (or plainly "a" after the same word, "inherit from one specific superclass" / "inherit from a specific superclass";
  // not where the span gives one to each of several, "a log file for each worker", "a plugin per project")
  if (/\b(?:for\s+(?:each|every)|per|each|any\s+number\s+of)\b/i.test(spanText)) {
    return new RegExp(String.raw`\b${escapeRegExp(before)}\s+(?:only\s+)?(?:a\s+|one\s+|the\s+)?(?:single|sole)\s+[\x60*_"']*${noun}\b`, 'iu').test(spanText);
  }
  // (or "a single" before the same noun in any place: "single" counts one, "had been one regex" / "used to export a single
  // regex")
  return new RegExp(String.raw`\b${escapeRegExp(before)}\s+(?:only\s+)?(?:(?:a\s+|one\s+|the\s+)?(?:single|sole)|an?)\s+[\x60*_"']*${noun}\b`, 'iu').test(spanText) ||
    [...spanText.matchAll(new RegExp(String.raw`\b(?:a|one|the)\s+(?:single|sole)\s+[\x60*_"']*${noun}\b`, 'giu'))]
      .some((m) => !/\b(?:unlike|than|not|never|no|beyond|except|besides|instead\s+of|rather\s+than|without)\s*$/i.test(spanText.slice(Math.max(0, m.index! - 24), m.index!)));
}

/**
 * The span's "a single" / "one sole" before the noun a claim's count of two or more counts ("two passes" / "a single
 * pass", an adjective between allowed): the span's count of one, read as a figure only against such a claim figure.
 */
function singleOfUnit(spanText: string, q: Quantity): Quantity | undefined {
  if (q.kind !== 'count' || q.unit === null || q.value < 2 || q.bounded) return undefined;
  for (const m of spanText.matchAll(/\b(?:an?|one|the)\s+(single|sole)\s+(?:[\p{L}-]+\s+)?([\p{L}-]+)/giu)) {
    const words = m[0].split(/\s+/).slice(2);
    if (!words.some((w) => stem(w.toLowerCase()) === q.unit)) continue;
    const start = m.index! + m[0].indexOf(m[1]!);
    return { raw: m[1]!, start, end: start + m[1]!.length, value: 1, unit: q.unit, kind: 'count' };
  }
  return undefined;
}

/**
 * The span's "no" before the noun a claim's count of one or more counts ("two other languages feature …" / "no other
 * language features …", up to three words between): the span's count of none, read as a figure only against such a
 * claim figure. Not a bound ("no more than two", "no longer").
 */
function noneOfUnit(spanText: string, q: Quantity): Quantity | undefined {
  if (q.kind !== 'count' || q.unit === null || q.value < 1 || q.bounded) return undefined;
  for (const m of spanText.matchAll(/\b(no)\s+((?:[\p{L}-]+\s+){0,3}[\p{L}-]+)/giu)) {
    const words = m[2]!.split(/\s+/);
    if (/^(?:more|less|fewer|longer|later|earlier|greater|larger|smaller|one|other\s+than|matter|doubt|way)$/i.test(words[0]!) || words.some((w) => /^than$/i.test(w))) continue;
    const at = words.findIndex((w) => stem(w.toLowerCase()) === q.unit);
    // (the noun itself, not a word of a clause after it: up to it, no verb-like word of the span's own)
    if (at < 0 || words.slice(0, at).some((w) => /^(?:is|are|was|were|be|has|have|had|can|will|would|should|must|may|of|in|on|for|to|and|or)$/i.test(w))) continue;
    // (the noun that heads its phrase, not a word before another noun: "no byte order information" counts no bytes)
    const unitAt = m.index! + m[0].length - m[2]!.length + words.slice(0, at).reduce((n, w) => n + w.length + 1, 0);
    // (read where two nouns follow: "features this syntax" is a verb and its object, whatever the tagger says of "features")
    const after = unitAt + words[at]!.length;
    const next = /^\s+([\p{L}-]+)\s+([\p{L}-]+)/u.exec(spanText.slice(after));
    const tags = next ? posTags(spanText) : undefined;
    if (next && tags!.get(after + next[0].indexOf(next[1]!)) === 'n' && tags!.get(after + next[0].lastIndexOf(next[2]!)) === 'n') continue;
    return { raw: m[1]!, start: m.index!, end: m.index! + 2, value: 0, unit: q.unit, kind: 'count' };
  }
  return undefined;
}

/** The text names `unit` (a stem) within a few words before figure `p`: "rounds between 1 and 16", "a limit of 16". */
function unitJustBefore(text: string, p: Quantity, unit: string): boolean {
  const words = text.slice(Math.max(0, p.start - 40), p.start).split(/[^\p{L}\p{N}_-]+/u).filter((w) => w.length > 0).slice(-5);
  return words.some((w) => stem(w.toLowerCase()) === unit);
}

/** A worded figure qualified by an approximator ("about a third", "nearly half"), wider than plain rounding. */
function isRoughApprox(q: Quantity): boolean {
  return q.approx !== undefined && q.approx.max - q.approx.min > ROUNDING_WIDTH;
}

function contains(outer: { min: number; max: number }, inner: { min: number; max: number }): boolean {
  return outer.min <= inner.min + 1e-9 && inner.max <= outer.max + 1e-9;
}
/** The band of a plain worded fraction ("a third" ±1 point). */
const ROUNDING_WIDTH = 2;

/**
 * The figure's unit is one it measures: a unit of measure, one written onto the figure ("8-bit"), or the noun right
 * after it (the word guessed after a bare figure may be a verb, "Plover 2 requires").
 */
function measuredUnit(text: string, q: Quantity): boolean {
  if (unitOf(q.unit) !== undefined || text[q.end] === '-') return true;
  const next = /^\s+([\p{L}]+)/u.exec(text.slice(q.end));
  return next !== null && stem(next[1]!.toLowerCase()) === q.unit && posTags(text).get(q.end + next[0].length - next[1]!.length) !== 'v';
}

/** Content-word stems right before and right after a quantity. */
function slotOf(text: string, q: Quantity): [string | undefined, string | undefined] {
  const content = (t: { kind: string; stop: boolean }) => t.kind === 'word' && !t.stop;
  const before = tokenize(text.slice(Math.max(0, q.start - 60), q.start)).filter(content);
  // (a version's wildcard glued to it is part of it: "3.x implementations")
  const glued = /^\.[a-z*](?![\p{L}\p{N}])/iu.exec(text.slice(q.end, q.end + 3))?.[0].length ?? 0;
  const after = tokenize(text.slice(q.end + glued, q.end + 60)).filter(content);
  // the figure's own unit is part of it, not its slot: "a two-week release cycle" sits before "release"
  const unitWord = after[0] !== undefined && q.unit !== null && (after[0].stem === q.unit || unitOf(after[0].stem)?.canonical === q.unit);
  return [before[before.length - 1]?.stem, after[unitWord ? 1 : 0]?.stem];
}

/**
 * Another figure of the span that sits where the claim's figure sits (same words on both sides) while the matching
 * figure sits elsewhere (neither neighbour shared): the span gives that other figure for the claim's slot.
 */
function slotHolder(unit: Unit, q: Quantity, passage: PassageProfile, matched: Quantity, claimStated: QuantityIndex): Quantity | undefined {
  const [before, after] = slotOf(unit.text, q);
  if (before === undefined || after === undefined) return undefined;
  const [mBefore, mAfter] = slotOf(passage.text, matched);
  if (mBefore === before && mAfter === after) return undefined;
  // (one neighbour shared, in another sentence, is not the slot where another figure has both: "… supported in Python
  // 3.x. Python 2.x implementations may …" for the claim's "Python 3.x implementations may …")
  const oneShared = mBefore === before || mAfter === after;
  const apart = (p: Quantity) => /[.!?]\s/.test(passage.text.slice(Math.min(p.end, matched.end), Math.max(p.start, matched.start)));
  return passage.quantities.find((p) => p !== matched && p.kind === q.kind && p.unit === q.unit && (!oneShared || apart(p)) &&
    !claimStated.has(p) && slotOf(passage.text, p).every((w, i) => w === (i === 0 ? before : after)));
}

/** The same count where the span's unit guess differs ("1897 index-based queries") but the claim's noun follows it closely. */
function sameValueNounNearby(claim: Quantity, span: Quantity, passage: PassageProfile): boolean {
  if (claim.kind !== 'count' || span.kind !== 'count' || claim.value !== span.value || claim.unit === null || longIntegersDiffer(claim, span)) return false;
  // the noun phrase right after the number: words and hyphens, up to a number, a function word or punctuation
  for (const t of passage.tokens.filter((x) => x.start >= span.end).slice(0, 6)) {
    if (t.kind === 'word' && t.stem === claim.unit) return true;
    if (t.kind === 'number' || t.stop || (t.kind !== 'word' && t.text !== '-')) return false;
  }
  return false;
}

/** Do two different amounts measure the same thing (same unit, both durations, or the same words right after them)? */
function sameMeasure(claimText: string, a: Quantity, spanText: string, b: Quantity): boolean {
  if (a.kind === 'year' && b.kind === 'year') return a.value !== b.value;
  // "three times more" and "30% more" both size the same difference
  const kinds = new Set([a.kind, b.kind]);
  if (kinds.has('multiplier') && kinds.has('percent')) return comparativeAfter(claimText, a) && comparativeAfter(spanText, b);
  // two versions of several dots ("1.0.0" / "1.2.0") differ by their strings: the parser reads only their first two parts,
  // as a count or a decimal ("1.0.0" is 1, "1.2.3" and "1.2.4" are both 1.2)
  const versions = MULTI_DOT.test(a.raw) && MULTI_DOT.test(b.raw);
  if (versions && a.raw === b.raw) return false;
  if (a.kind !== b.kind && !versions) return false;
  if (a.unit !== null && b.unit !== null && a.unit !== b.unit) {
    const fa = unitOf(a.unit)?.family;
    // a number of months is the same measure as a number of years, just a different amount
    return fa !== undefined && fa === unitOf(b.unit)?.family;
  }
  if (a.value === b.value && !versions) return false;
  if (a.unit !== null || b.unit !== null) return a.unit === b.unit;
  const context = quantityContext(claimText, a);
  const spanContext = quantityContext(spanText, b);
  if (context !== '' && context === spanContext) return true;
  // "at most 24." / "at most 8.": the same bound on a bare figure, with the same word before it
  const bound = a.bounded && b.bounded ? qualifierBefore(claimText, a) : null;
  if (bound !== null) return bound === qualifierBefore(spanText, b) && wordBefore(claimText, a, bound) === wordBefore(spanText, b, bound);
  if (a.bounded || b.bounded) return false;
  // "revision 27715." / "revision 55430.", "grew from 2 to 189" / "to 63": a bare figure in the same slot, with the
  // same word before it and the same words (or none) after it
  const before = wordBefore(claimText, a, '');
  if (before === '' || before !== wordBefore(spanText, b, '')) return false;
  // ("Since Python 3.3, the module …" / "… since Python 3.2.": a comma right after the figure ends its phrase too)
  return context === spanContext || (commaAfter(claimText, a) || commaAfter(spanText, b)) && phraseContext(claimText, a) === phraseContext(spanText, b);
}

/** A comma right after a figure: the phrase it is in ends there ("Since Python 3.3, …"). */
const commaAfter = (text: string, q: Quantity): boolean => /^\s*,/.test(text.slice(q.end));
/** The figure's context up to a comma, as quantityContext reads it up to the end of its clause. */
const phraseContext = (text: string, q: Quantity): string => (commaAfter(text, q) ? '' : quantityContext(text, q));

interface CauseAndEffect {
  cause: Set<string>;
  effect: Set<string>;
}

/** Content stems on the cause's side and on the effect's side of a causal phrase (tokens: the text's). */
function causeAndEffect(text: string, tokens: ReturnType<typeof tokenize>, hit: PhraseHit, ownClause = false): CauseAndEffect {
  // (ownClause: an effect named first is read back only to the start of its own clause, past a joined clause before it)
  const from = ownClause && effectFirst(text, hit) ? joinedClauseStart(text, hit.start) : 0;
  const before = contentStems(tokens.filter((t) => t.start >= from && t.end <= hit.start));
  const after = contentStems(tokens.filter((t) => t.start >= hit.end));
  return effectFirst(text, hit) ? { cause: after, effect: before } : { cause: before, effect: after };
}

/**
 * Where the clause that ends at `at` starts when a clause joined by "and", "but", "while" or a semicolon stands before
 * it (the part after the join has a verb of its own: "… is O(log N) and the copies consume little memory"), else 0.
 * Words joined without a verb of their own share what follows ("is fair and fast due to …").
 */
function joinedClauseStart(text: string, at: number): number {
  let start = 0;
  const tags = posTags(text);
  for (const m of text.slice(0, at).matchAll(/;\s*|,?\s+(?:and|but|while|whereas)\s+/gi)) {
    const from = m.index! + m[0].length;
    const verb = [...text.slice(from, at).matchAll(/[\p{L}'’]+/gu)].some((w) => FINITE_AUXILIARY.test(w[0]) || (tags.get(from + w.index!) === 'v' && !/ing$/i.test(w[0])));
    if (verb) start = from;
  }
  return start;
}

/** "is due to", "was caused by", "is induced by": the effect is named first. */
function effectFirst(text: string, hit: PhraseHit): boolean {
  return EFFECT_FIRST.includes(hit.phrase) || AGENT_AFTER.test(text.slice(hit.end));
}

/**
 * A causal verb inside a noun phrase ("a role in G-CSF induced mobilization"): the sentence's relation is another
 * verb, named before it ("have"), so the causal word is no relation to compare. A form of "be" or "have" right
 * before it ("has led to", "is quickly induced by") is its own auxiliary.
 */
function embeddedCause(text: string, hit: PhraseHit): boolean {
  if (CAUSAL_LINKS.includes(hit.phrase) || effectFirst(text, hit)) return false;
  const words = tokenize(text.slice(0, hit.start)).filter((t) => t.kind === 'word');
  const at = words.findIndex((t) => MAIN_VERBS.has(t.norm));
  return at >= 0 && at < words.length - 2;
}
const MAIN_VERBS = new Set(['is', 'are', 'was', 'were', 'has', 'have', 'had', 'plays', 'play', 'played', 'shows', 'show', 'showed']);

/**
 * How a causal phrase of the span relates the claim's cause and effect: 'same' when its cause side holds the claim's
 * cause and its effect side the claim's effect, and nothing of either on the other side ("X leads to Y" over "Y is
 * due to X"); 'reversed' when each side holds what the claim puts on the other; else 'other' (it links other things).
 */
function causalSides(claim: CauseAndEffect, span: CauseAndEffect): 'same' | 'reversed' | 'other' {
  const count = (a: Set<string>, b: Set<string>) => [...a].filter((x) => b.has(x)).length;
  const crossed = [count(claim.cause, span.effect), count(claim.effect, span.cause)] as const;
  const kept = [count(claim.cause, span.cause), count(claim.effect, span.effect)] as const;
  if (kept[0] > 0 && kept[1] > 0 && crossed[0] === 0 && crossed[1] === 0) return 'same';
  if (crossed[0] > 0 && crossed[1] > 0 && crossed[0] + crossed[1] > kept[0] + kept[1]) return 'reversed';
  return 'other';
}

/** Connectives by which a claim asserts a cause without a verb of action ("is because of", "is due to"). */
const CAUSAL_LINKS = ['because of', 'due to', 'caused by', 'as a result of', 'a result of', 'owing to', 'driven by', 'responsible for',
  'attributable to', 'contributes to', 'contribute to', 'contributed to'];
/** Verbs that state a cause and nothing else: one says what another does ("causes" / "leads to" / "results in"). */
const PURE_CAUSES = ['causes', 'caused', 'cause', 'leads to', 'led to', 'lead to', 'results in', 'resulted in', 'result in', 'triggers',
  'triggered', 'trigger', 'induces', 'induced', 'induce', 'gives rise to', 'gave rise to', 'give rise to', 'brings about', 'brought about'];
const CAUSES = [...PURE_CAUSES, ...CAUSAL_LINKS];
/** Causal phrases that name the effect first ("X is due to Y", "X was caused by Y"). */
const EFFECT_FIRST = ['because of', 'due to', 'caused by', 'as a result of', 'a result of', 'owing to', 'driven by', 'attributable to',
  'induced by', 'triggered by', 'results from', 'resulted from', 'result from', 'stems from', 'arises from'];
const CAUSES_EITHER_WAY = [...CAUSES, ...EFFECT_FIRST];
/** Verbs by which a claim says one thing acts on another ("fondant reduces losses"), a cause in all but name. */
const CAUSAL_VERBS = [...CAUSES, 'reduces', 'reduced', 'reduce', 'increases', 'increased', 'increase', 'improves', 'improved', 'improve',
  'lowers', 'lowered', 'raises', 'raised', 'cuts', 'prevents', 'prevented', 'drives', 'drove', 'boosts', 'boosted', 'protects',
  'protected', 'delays', 'delayed', 'halves', 'halved', 'doubles', 'doubled'];
const ASSOCIATIONS = ['linked to', 'linked with', 'associated with', 'correlated with', 'correlates with', 'related to', 'tied to'];

const COMPARATIVE_WORDS = new Set(['more', 'less', 'fewer', 'higher', 'lower', 'greater', 'larger', 'smaller', 'bigger']);

/** The quantity sizes a comparison: a comparative follows it ("30% more", "three times higher"). */
function comparativeAfter(text: string, q: Quantity): boolean {
  const next = /^\s*(\p{L}+)/u.exec(text.slice(q.end));
  return next !== null && COMPARATIVE_WORDS.has(next[1]!.toLowerCase());
}

/** Verbs of change whose "by X" is an amount of change and "to X" the level reached. */
const CHANGE_STEMS = new Set(['reduce', 'increase', 'decrease', 'rise', 'fall', 'drop', 'decline', 'grow', 'cut', 'lower', 'raise',
  'shrink', 'climb', 'improve', 'change', 'jump', 'slip', 'go'].map((w) => stem(w)));

/** Nouns naming a change by an amount: "a 22% drop", "a 5% rise". */
const CHANGE_NOUNS = new Set(['drop', 'fall', 'rise', 'increase', 'decrease', 'reduction', 'cut', 'gain', 'decline', 'loss', 'jump', 'growth']);

/**
 * 'by' or 'to' when the quantity follows "by"/"to" within three words of a verb of change ("reduced mite loads to 27%");
 * 'by' too for a figure that sizes a difference ("40% lower", "a 22% drop").
 */
function changeMode(text: string, q: Quantity): 'by' | 'to' | undefined {
  const next = /^\s*(\p{L}+)/u.exec(text.slice(q.end))?.[1]?.toLowerCase();
  if (q.kind === 'percent' && next !== undefined && (COMPARATIVE_WORDS.has(next) || CHANGE_NOUNS.has(next))) return 'by';
  const before = text.slice(Math.max(0, q.start - 60), q.start);
  const m = /\b(by|to)\s+$/i.exec(before);
  if (!m) return undefined;
  const words = before.slice(0, m.index).split(/[^\p{L}]+/u).filter((w) => w.length > 0).slice(-3);
  return words.some((w) => CHANGE_STEMS.has(stem(w))) ? (m[1]!.toLowerCase() as 'by' | 'to') : undefined;
}

/** Words between a quantifier and its noun ("all of the tests", "every one of its workers"). */
const NOUN_PHRASE_OPENERS = new Set(['the', 'of', 'its', 'their', 'our', 'your', 'his', 'her', 'these', 'those', 'this', 'that']);

/** The universal quantifiers a span's distributive "each" carries (not "entirely", "fully", "everything"). */
const DISTRIBUTIVE_ALL = new Set(['all', 'every']);

/**
 * The span's unhedged "each" quantifies the noun the claim's "all"/"every" does, and no narrower one: "each worker
 * process" carries "every worker process", not "all workers" over "each week", "each other" or "each worker in the
 * test pool".
 */
function eachOfTheSame(claimText: string, quantifier: PhraseHit, spanText: string): boolean {
  const words = (text: string) => tokenize(text).filter((t) => t.kind === 'word');
  // the noun phrase the quantifier opens: past "the"/"of the", up to the next function word ("all the code on push" → code)
  const claimNoun: ReturnType<typeof tokenize> = [];
  for (const t of words(claimText.slice(quantifier.end))) {
    if (t.stop) {
      if (claimNoun.length === 0 && NOUN_PHRASE_OPENERS.has(t.norm)) continue;
      break;
    }
    claimNoun.push(t);
    if (claimNoun.length === 3) break;
  }
  const nounStems = new Set(claimNoun.map((t) => t.stem));
  const claimWords = new Set(words(claimText).map((t) => t.stem));
  for (const hit of findPhrases(spanText, ['each'])) {
    if (modalBefore(spanText, hit.start)) continue;
    const after = words(spanText.slice(hit.end)).slice(0, 5);
    const head = after.findIndex((t) => nounStems.has(t.stem));
    // the words before the matched noun are the claim's own ("each Quillet worker" for "all Quillet workers")
    if (head < 0 || head > 2 || !after.slice(0, head).every((t) => nounStems.has(t.stem) || t.stop)) continue;
    if (after[0]?.norm === 'other' || after[0]?.norm === 'one') continue;
    // the rest of the span's clause says nothing the claim does not: "each package it installs from the main
    // registry" is narrower than "every package it installs"
    const clause = spanText.slice(hit.end).split(/[.;:!?]|,\s/)[0] ?? '';
    if (words(clause).some((t) => !t.stop && !claimWords.has(t.stem))) continue;
    return true;
  }
  return false;
}

/** The stem of the noun a determiner at `end` quantifies ("all the Varrow nodes" → varrow), past "the"/"of the"; undefined when a function word or the end follows ("at all", "them all"). */
function saidInOtherWords(claimText: string, p: StrongPredicate, spanText: string): boolean {
  if (p.phrase === 'single') {
    const noun = quantifiedNoun(claimText, p.end);
    return noun !== undefined && [...spanText.matchAll(ONE_BEFORE_NOUN)].some((m) => quantifiedNoun(spanText, m.index! + m[0].length) === noun);
  }
  if (p.group === 'never') return DENIED_EVER.test(spanText);
  if (p.phrase === 'none') {
    const noun = /^\s+of\b/i.test(claimText.slice(p.end)) ? quantifiedNoun(claimText, p.end + /^\s+of/i.exec(claimText.slice(p.end))![0].length) : undefined;
    return noun !== undefined && [...spanText.matchAll(DENIED_ANY_OF)].some((m) => quantifiedNoun(spanText, m.index! + m[0].length) === noun);
  }
  if (p.group === 'guarantee') return MAKE_SURE.test(spanText);
  return false;
}
/** "one" before the noun it counts ("one letter", "exactly one underscore"). */
const ONE_BEFORE_NOUN = /\b(?:one|1)(?=\s+\p{L})/giu;
/** Up to 60 characters of one clause: no sentence break, and no "but", "although", "except" … that turns it. */
const ONE_CLAUSE_GAP = String.raw`(?:(?!\b(?:but|although|though|however|whereas|while|yet|except|unless|until)\b)[^.;:!?]){0,60}?`;
/** A denial, then "ever" or "at any time" in its clause: "never" said in two words. */
const DENIED_EVER = new RegExp(String.raw`(?:\b(?:not|cannot|no)\b|n't\b)${ONE_CLAUSE_GAP}\b(?:ever|at\s+any\s+(?:time|point))\b`, 'i');
/** A denial, then "any of" in its clause: "none of" said in two words; the noun after it is compared. */
const DENIED_ANY_OF = new RegExp(String.raw`(?:\b(?:not|cannot|no)\b|n't\b)${ONE_CLAUSE_GAP}\bany\s+of(?=\s)`, 'gi');
/** "makes sure", "make sure", "made sure", "making sure": "ensures". */
const MAKE_SURE = /\b(?:make|makes|made|making)\s+sure\b/i;

/** The name a sentence opens with as its subject, past "The" and an opening "Although", "While", "When", "If": lower-cased. */
function openingSubject(text: string): string | undefined {
  return /^\s*(?:(?:although|though|while|when|whenever|if|because|since|as|once|whereas)\s+)?(?:the\s+)?[`*_"']*([\p{L}\p{N}_.@\/-]*[\p{L}\p{N}])/iu.exec(text)?.[1]?.toLowerCase();
}

/** The last token of a possessive owner starting at tokens[i] ("Rust's", "cross-spawn's", "node.js's"), if one does. */
function ownerEnd(tokens: readonly Token[], i: number): number | undefined {
  for (let j = i; j < tokens.length && j < i + 7; j += 2) {
    const t = tokens[j]!;
    if (t.kind !== 'word' && t.kind !== 'number') return undefined;
    if (/\w['’]s$/.test(t.text)) return j;
    const gap = tokens[j + 1];
    if (!gap || gap.start !== t.end || !/^[-.]$/.test(gap.text) || tokens[j + 2]?.start !== gap.end) return undefined;
  }
  return undefined;
}

function quantifiedNoun(text: string, end: number): string | undefined {
  const tokens = tokenize(text.slice(end));
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === 'punct') return undefined;
    if (t.kind !== 'word') return undefined;
    // ("Although cross-spawn adds …, all of cross-spawn's enhancements" quantifies what "all of its enhancements" does: an
    // owner that is the sentence's opening subject is no noun of it; "Unlike runc, dock documents all of runc's flags" is not)
    const owner = ownerEnd(tokens, i);
    if (owner !== undefined && openingSubject(text) === text.slice(end + t.start, end + tokens[owner]!.end).replace(/['’]s$/, '').toLowerCase()) {
      i = owner;
      continue;
    }
    if (!t.stop) return t.stem;
    if (!NOUN_PHRASE_OPENERS.has(t.norm)) return undefined;
  }
  return undefined;
}

/**
 * "some of the structs" / "all structs", "most functions" / "all functions": the claim quantifies a noun more weakly than
 * the span does, and says no "all" of it itself; what it says is true but reads as "not all". Or the claim's "any of"
 * the noun over the span's "most of" it (`stronger`).
 */
function quantifierWeakened(claimText: string, spanText: string): { claim: string; span: string; stronger?: true } | undefined {
  // (and the other way round, a claim's "any of" the noun over the span's "most of" it: the strong quantifiers' own gate
  // reads "all" and "every", not "any", whose reach depends on a denial or a condition)
  for (const any of claimText.matchAll(/\bany\s+of\b/gi)) {
    const noun = nounAfterQuantifier(claimText, any.index! + any[0].length);
    const weaker = noun === undefined ? undefined : findScalarQuantifiers(spanText).find((q) => nounAfterQuantifier(spanText, q.end) === noun);
    if (weaker && negationHits(claimText).length === 0) return { claim: any[0], span: weaker.surface, stronger: true };
  }
  const claimQuantifiers = findScalarQuantifiers(claimText);
  if (claimQuantifiers.length === 0) return undefined;
  const universal = (text: string) => findStrongPredicates(text).filter((h) => DISTRIBUTIVE_ALL.has(h.phrase) || h.phrase === 'each');
  const spanAll = universal(spanText);
  if (spanAll.length === 0) return undefined;
  const claimAll = new Set(universal(claimText).map((h) => nounAfterQuantifier(claimText, h.end)));
  for (const q of claimQuantifiers) {
    const noun = nounAfterQuantifier(claimText, q.end);
    if (noun === undefined || claimAll.has(noun)) continue;
    const all = spanAll.find((h) => nounAfterQuantifier(spanText, h.end) === noun);
    if (all) return { claim: q.surface, span: spanText.slice(all.start, all.end + (/^[^.,;:!?]*/.exec(spanText.slice(all.end))![0].length)).split(/\s+/).slice(0, 4).join(' ') };
  }
  return undefined;
}
/** The first content word after a quantifier, past "of the …", a possessive ("most of Rust's primitives") and code marks ("most `#[target_feature]` functions"). */
function nounAfterQuantifier(text: string, end: number): string | undefined {
  for (const t of tokenize(text.slice(end)).slice(0, 8)) {
    if (t.kind === 'punct' && !/^[#\[\]()]$/.test(t.text)) return undefined;
    if (t.kind !== 'word' || /['’]s$/i.test(t.text)) continue;
    if (!t.stop) return t.stem;
    if (!NOUN_PHRASE_OPENERS.has(t.norm) && !/^(?:other|such|same|own)$/.test(t.norm)) return undefined;
  }
  return undefined;
}

/** One of the span's quantifiers stands before the claim's quantified noun ("most execution scopes" for "most … scopes"). */
function quantifiesSameNoun(claimText: string, quantifier: PhraseHit, spanText: string, spanQuantifiers: readonly PhraseHit[]): boolean {
  const noun = tokenize(claimText.slice(quantifier.end)).find((t) => t.kind === 'word' && !t.stop);
  if (!noun) return false;
  return spanQuantifiers.some((q) => {
    const next = tokenize(spanText.slice(q.end)).find((t) => t.kind === 'word' && !t.stop);
    return next !== undefined && next.stem === noun.stem;
  });
}

/** Adverbs that restrict as "only" does, before the word they restrict ("just crates.io", "merely a wrapper", "purely for"). */
const ONLY_ALIKE = /\b(?:just|merely|purely)\b/gi;
/** The first content word within three words after a point, or undefined. */
function contentWordAfter(text: string, end: number): string | undefined {
  return tokenize(text.slice(end, end + 80)).filter((t) => t.kind === 'word' || t.kind === 'number').slice(0, 3).find((t) => !t.stop)?.stem;
}
/** The span restricts the word the claim's "only" restricts, by another word of restriction ("purely for a convenience"). */
function restrictedAlike(claimText: string, p: StrongPredicate, spanText: string): boolean {
  const word = contentWordAfter(claimText, p.end);
  if (word === undefined) return false;
  return [...spanText.matchAll(ONLY_ALIKE)].some((m) => !modalBefore(spanText, m.index!) && contentWordAfter(spanText, m.index! + m[0].length) === word &&
    // (not "more than merely read", "rather than just reading", "not just"; nor "just" of time before a verb, "just released")
    !/\b(?:not|than|instead\s+of|beyond)\s+$/i.test(spanText.slice(Math.max(0, m.index! - 14), m.index!)) &&
    !(m[0].toLowerCase() === 'just' && readsAsVerb(/^\s*([\p{L}-]+)/u.exec(spanText.slice(m.index! + m[0].length))?.[1] ?? '')));
}

/** The noun of the claim's "the only N" ("the only change" → "change"), or undefined. */
function theOnlyNoun(claimText: string, p: StrongPredicate): string | undefined {
  if (!/\bthe\s+$/i.test(claimText.slice(Math.max(0, p.start - 8), p.start))) return undefined;
  const noun = tokenize(claimText.slice(p.end)).find((t) => t.kind === 'word' && !t.stop);
  // ("the only one that uses these APIs" stands for the thing the span names after its "only": "only pyodbc uses")
  return noun === undefined || /^(?:one|ones|thing|things)$/.test(noun.norm) ? undefined : noun.stem;
}
/** The span's "only" speaks of that noun: the noun within three words after it, or "only" right after the noun ("the change only"). */
function onlyQualifies(spanText: string, h: { start: number; end: number }, noun: string): boolean {
  const after = tokenize(spanText.slice(h.end, h.end + 60)).filter((t) => t.kind === 'word').slice(0, 3);
  const before = tokenize(spanText.slice(Math.max(0, h.start - 40), h.start)).filter((t) => t.kind === 'word').slice(-2);
  return after.some((t) => t.stem === noun) || before.some((t) => t.stem === noun);
}

/**
 * Does the span assert the claim's strong relations? A span using the same relation only under a modal
 * ("may replace") or a weaker one ("complements", "often") makes the claim an overclaim.
 */
/** A span that gives instances, not a share: "for example we have crates that", "there are tools which". */
const INSTANCE_FRAME = /\bfor\s+(?:example|instance)\b|\be\.g\.|\bwe\s+have\s+(?!(?:\p{L}+ed|found|seen|shown|been|made|done|got|had|known|written|built)\b)|\bthere\s+(?:are|exist|were)\b/iu;
function predicateGate(predicates: StrongPredicate[], spanText: string, claimText: string): { status: 'none' | 'carried' | 'weak' | 'absent'; claim?: StrongPredicate; spanRelation?: WeakRelation } {
  if (predicates.length === 0) return { status: 'none' };
  const spanHits = findStrongPredicates(spanText);
  for (const p of predicates) {
    if (p.group === 'most') {
      // carried unless the span quantifies the same thing more weakly ("some", "a few")
      const strength = findScalarQuantifiers(p.phrase)[0]?.strength ?? 3;
      const spanQuantifiers = findScalarQuantifiers(spanText);
      // ("For example we have crates that use …", "there are crates which …": an instance, as weak as "some")
      const instance = spanQuantifiers.length === 0 ? INSTANCE_FRAME.exec(spanText) : null;
      // ("a very large contingent of users", "a large number of crates": as many as "many", which is not "most")
      const large = spanQuantifiers.length === 0 ? LARGE_SHARE.exec(spanText) : null;
      const weaker = spanQuantifiers.find((q) => q.strength < strength) ??
        (instance ? { phrase: 'some', surface: instance[0], start: instance.index, end: instance.index + instance[0].length, strength: 1 } : undefined) ??
        (large && strength > 2 ? { phrase: 'many', surface: large[0], start: large.index, end: large.index + large[0].length, strength: 2 } : undefined);
      // the span's "all" carries "most" only of the same noun ("a few lines … all tests" does not carry "most lines")
      const noun = quantifiedNoun(claimText, p.end);
      if (!weaker || spanHits.some((h) => h.group === 'all' && (noun === undefined || quantifiedNoun(spanText, h.end) === noun))) continue;
      // the span says as much of the same thing ("many support tools … take quite some time"): its "some" is about another
      if (quantifiesSameNoun(claimText, p, spanText, spanQuantifiers.filter((q) => q.strength >= strength))) continue;
      return { status: 'weak', claim: p, spanRelation: { ...weaker, kind: 'quantifier' } };
    }
    // a determiner ("all nodes", "every node") is carried only by one of its group over the same noun, not by "every second"
    // ("at all", "them all", "once and for all" quantify no noun: any of the group carries them, as before)
    const noun = DISTRIBUTIVE_ALL.has(p.phrase) ? quantifiedNoun(claimText, p.end) : undefined;
    const same = spanHits.filter((h) => h.group === p.group && (noun === undefined || !DISTRIBUTIVE_ALL.has(h.phrase) || quantifiedNoun(spanText, h.end) === noun));
    // one that quantifies no noun ("all of which") is carried by the span's only as often as the claim says it
    const needed = noun === undefined && isQuantifierGroup(p.group) ? predicates.filter((q) => q.group === p.group).length : 1;
    // ("the only change" is carried by an "only" of the same noun, not by one of another word: "The primary change … is
    // that we only restrict …")
    const onlyOf = p.phrase === 'only' ? theOnlyNoun(claimText, p) : undefined;
    const sameOnly = onlyOf === undefined ? same : same.filter((h) => onlyQualifies(spanText, h, onlyOf));
    // (a modal does not hedge "only", "never", "always": "can only return" carries "could only return")
    // (an "only" of a noun needs one of that noun, however many other "only"s the claim says)
    if (sameOnly.filter((h) => MODAL_KEEPS.has(h.group) || !modalBefore(spanText, h.start)).length >= (onlyOf === undefined ? needed : 1)) continue;
    // "each worker" says of every worker what "every worker" and "all workers" say
    if (DISTRIBUTIVE_ALL.has(p.phrase) && eachOfTheSame(claimText, p, spanText)) continue;
    // the same strength in other words: "a single letter" is "one letter", "never" is "not … ever" or "not … at any time",
    // "none of the captures" is "not … any of the captures", "makes sure" is "ensures"
    if (saidInOtherWords(claimText, p, spanText)) continue;
    // "only for convenience" is "purely for a convenience", "only crates.io" is "just crates.io": a word of restriction
    // before the same word
    if (p.phrase === 'only' && restrictedAlike(claimText, p, spanText)) continue;
    const h = same.find((x) => modalBefore(spanText, x.start));
    if (h) {
      const hedge = modalBefore(spanText, h.start)!;
      return { status: 'weak', claim: p, spanRelation: { phrase: hedge.modal, surface: spanText.slice(hedge.start, h.end), start: hedge.start, end: h.end, kind: 'verb' } };
    }
    // prefer a relation of the same kind: a verb for "replaces", a quantifier for "always"
    // only a relation of the same kind is a weaker version of it: a verb or modal for "replaces", a quantifier for "always"
    const weak = findWeakRelations(spanText);
    const fitting = isQuantifierGroup(p.group)
      ? weak.find((w) => w.kind === 'quantifier')
      : weak.find((w) => w.kind === 'verb') ?? weak.find((w) => w.kind === 'modal');
    return fitting ? { status: 'weak', claim: p, spanRelation: fitting } : { status: 'absent', claim: p };
  }
  return { status: 'carried' };
}

function ranked(judgements: Judgement[]): Judgement[] {
  return [...judgements].sort((a, b) => LABEL_RANK[b.label] - LABEL_RANK[a.label] || b.raw - a.raw || b.coverage - a.coverage ||
    a.span.text.length - b.span.text.length);
}

function overlaps(a: EvidenceSpan, b: EvidenceSpan): boolean {
  return a.sourcePath === b.sourcePath && a.start < b.end && b.start < a.end;
}

/** The same place of the same source. */
const sameSpan = (a: EvidenceSpan, b: EvidenceSpan): boolean => a.sourcePath === b.sourcePath && a.start === b.start && a.end === b.end;

function distinctSpans(spans: EvidenceSpan[]): EvidenceSpan[] {
  return spans.filter((s, i) => spans.findIndex((o) => sameSpan(o, s)) === i);
}

// ---------- claim-level structure ----------

/** Named things (not plural acronyms such as "PDFs") listed before an authorial join ("form a", "together"). */
function synthesisEntities(profile: ClaimProfile): Term[] | null {
  const join = findPhrases(profile.text, SYNTHESIS_JOINS)[0];
  if (!join) return null;
  const named = profile.terms.filter((t) => t.entity && t.start < join.start && !/\p{Lu}s$/u.test(t.surface));
  return named.length >= 2 ? named : null;
}

const CONJUNCTIONS = ['and', 'as well as', 'while', 'whereas', 'but', ';'];

/**
 * An "and" that joins the two ends of one term, not two statements: "between Python 2 and Python 3",
 * "cases 1 and 4" (two figures side by side).
 */
function joinsOneTerm(text: string, cut: PhraseHit): boolean {
  if (cut.phrase !== 'and') return false;
  const before = text.slice(0, cut.start);
  // (a suspended hyphen: "128-, 256- and 512-bit registers", "short- and long-term")
  if (/\w-,?\s*$/.test(before)) return true;
  // (the "and" of a "between" or a "both" with no other "and" or clause break since it: "both the labels and their URLs")
  const pair = /\b(?:between|both)\s+([^;,]*)$/i.exec(before);
  if (pair && !/\b(?:and|or)\b/i.test(pair[1]!) && tokenize(pair[1]!).filter((t) => t.kind === 'word' || t.kind === 'number').length <= 6) return true;
  return /(?:^|\s)\d+(?:\.\d+)?,?\s*$/.test(before) && /^\s*\d/.test(text.slice(cut.end));
}

/**
 * ", then" between two steps ("nominates some for review, then near the end reviews comments"), not the "then" of a
 * condition ("if it fails, then …").
 */
function thenSteps(text: string): PhraseHit[] {
  const hits: PhraseHit[] = [];
  for (const m of text.matchAll(/,\s+then\b/gi)) {
    const before = text.slice(0, m.index);
    if (/\b(?:if|when|whenever|once|unless|until|since|because|where)\b/i.test(before.split(/[;.]/).pop()!)) continue;
    hits.push({ phrase: 'then', surface: m[0], start: m.index!, end: m.index! + m[0].length });
  }
  return hits;
}

const inside = <T extends { start: number }>(xs: T[], r: { start: number; end: number }) => xs.filter((x) => x.start >= r.start && x.start < r.end);

/** Where the parts of "X does A and B" lie in the claim text, each with at least two units of content; [] for one part. */
export function conjunctRanges(claimText: string): Array<{ start: number; end: number }> {
  return mergedConjuncts(profileClaim(claimText));
}

function mergedConjuncts(profile: ClaimProfile): Array<{ start: number; end: number }> {
  const cuts = [...findPhrases(profile.text, CONJUNCTIONS).filter((c) => !joinsOneTerm(profile.text, c)), ...thenSteps(profile.text)]
    .sort((a, b) => a.start - b.start);
  if (cuts.length === 0) return [];
  const ranges: Array<{ start: number; end: number }> = [];
  let from = 0;
  for (const c of cuts) {
    ranges.push({ start: from, end: c.start });
    from = c.end;
  }
  ranges.push({ start: from, end: profile.text.length });
  // (a part whose subject is a pronoun for the first part's subject counts that subject: "…, and they cannot be shadowed")
  const size = (r: { start: number; end: number }) =>
    termsWithin(profile, r).filter((t) => !t.generic).length + inside(profile.quantities, r).length + inside(profile.predicates, r).length +
    (r.start > 0 && PRONOUN_SUBJECT_PART.test(profile.text.slice(r.start, r.end)) ? 1 : 0);
  const merged: Array<{ start: number; end: number }> = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && (size(r) < 2 || size(last) < 2)) last.end = r.end;
    else merged.push({ ...r });
  }
  return merged.length < 2 ? [] : merged;
}

/** A part that opens with a personal pronoun as its subject, then its verb ("they cannot be shadowed", "it is inlined"). */
const PRONOUN_SUBJECT_PART = /^[\s,;]*(?:they|it)\s+(?:can|cannot|can['’]t|could|will|would|must|may|might|should|shall|is|are|was|were|do|does|did|has|have|had)\b/i;

const wholeUnits = new WeakMap<ClaimProfile, Unit>();
/** The whole claim as one unit, the same object for the same (memoised) profile: what is derived per unit is kept. */
function wholeUnit(profile: ClaimProfile): Unit {
  let unit = wholeUnits.get(profile);
  if (!unit) {
    unit = { text: profile.text, terms: profile.terms, quantities: profile.quantities, predicates: profile.predicates, negated: profile.negated, raw: profile.raw };
    wholeUnits.set(profile, unit);
  }
  return unit;
}

const conjunctUnitLists = new WeakMap<ClaimProfile, Unit[]>();
/** conjuncts(profile), the same units for the same profile. */
function conjunctUnits(profile: ClaimProfile): Unit[] {
  let units = conjunctUnitLists.get(profile);
  if (!units) {
    units = conjuncts(profile).map((u) => ({ ...u, claim: profile.text }));
    conjunctUnitLists.set(profile, units);
  }
  return units;
}

/**
 * The span's clause denies what the unit says; a conjunct denied by the claim's earlier words ("doesn't require A, such
 * as B and C") is denied by the span where it denies what the claim's own denial does.
 */
function spanClauseDenies(unit: Unit, passage: PassageProfile, clause: PassageProfile, targets: Set<string>): boolean {
  // a denial inside the span's leading or trailing condition, which the claim leaves out, is not said of the claim ("When
  // no base class is specified, a default metatype is called" does not deny "A default metatype is called")
  clause = outsideConditionNotInClaim(unit.text, passage, clause);
  // (a part of the claim, where the whole claim denies those words too, "There are some issues …: No issues remaining."
  // — the span's denial is the claim's own, said in another part)
  if (passageNegates(clause, targets)) return unit.negated || unit.claim === undefined || !denialsSaidBy(clause.text, unit.claim);
  // ("…: none is signed" read for "they are signed": a pronoun subject that denies, which the negation lexicon leaves to
  // this reading)
  // (not where the claim says that clause too: "…, but nothing about the process is …" on both sides)
  if (!unit.negated && pronounSubjectDenies(clause.text, targets, unit.claim ?? unit.text)) return true;
  const inherited = unit.negated && unit.claim !== undefined && negationHits(unit.text).length === 0;
  return inherited && passageNegates(clause, wholeClaimTargets(unit.claim!));
}

/** Each denial of a text with the rest of its clause, as lower-case words ("release): No issues remaining." → "no issues remaining"). */
const deniedClauses = memoByText(SPAN_TEXTS, (text: string): string[] =>
  negationHits(text).map((neg) => wordsJoined(text.slice(neg.start).split(/[.;:!?,(]/, 1)[0]!)));
const wordsJoined = (text: string) => ` ${(text.toLowerCase().match(/[\p{L}\d'’-]+/gu) ?? []).join(' ')} `;
/** Every denial of the span, with the rest of its clause, is said word for word by the claim ("No issues remaining."). */
const denialsSaidBy = (span: string, claim: string): boolean => {
  const said = wordsJoined(claim);
  return deniedClauses(span).every((clause) => said.includes(clause));
};

/**
 * Another clause of the span, about the claim's thing, denies a claim word the clause read for the claim does not have
 * ("Orbix ships an installer, and the installer is not signed" against "Orbix ships a signed installer").
 */
function deniedInOtherClause(passage: PassageProfile, chosen: PassageProfile, targets: Set<string>, claim: string, ownText = claim,
  carrierOf = NO_CARRIER_STEMS): boolean {
  // "…, while the 2.x branch does not": an elided denial whose subject is the claim's own (its first words) denies the
  // act of the clause before it of that subject, however the claim's clause was chosen ("The 2.x branch still
  // receives fixes"; "Option does not provide a lint", which then agrees)
  // (the subject of the claim, or of the part being judged: "Metaclasses are inherited" of "…, whereas class decorators are not")
  let claimSubject: Set<string> | undefined;
  const clauses = passage.text.split(CLAUSE_BREAK);
  for (const clause of clauses) {
    const elided = ELLIPTICAL_SUBJECT_DENIAL.exec(clause);
    const subject = elided ? [...contentStems(tokenize(elided[1]!))] : [];
    claimSubject ??= subject.length > 0 ? contentStems(tokenize(ownText).slice(0, 6)) : undefined;
    // (the claim opening with that subject: "This difference between Mavro and Pillet matters" is not of Pillet)
    if (subject.length > 0 && subject.every((stem) => claimSubject!.has(stem)) && subject.includes(firstContentStem(ownText) ?? '')) return true;
    // "Users need to restart it, but they shouldn't have to": the pronoun is the sentence's subject, and a claim that
    // denies the duty of that subject ("Users should not have to restart it") says the span's denial
    if (ELLIPTICAL_DUTY_DENIAL.test(clause) && firstContentStem(passage.text) === firstContentStem(ownText) && DUTY_DENIED_WITH_ACT.test(ownText)) return true;
  }
  if (chosen === passage) return false;
  // (the clause must be about the claim's thing too: "passed the budget but did not approve the hires" denies nothing of
  // "approved the budget")
  return clauses.some((clause) => {
    if (clause === chosen.text) return false;
    // a clause whose subject is a denial ("no plugin is signed", "neither is the default", "none is signed") denies its
    // whole predicate, of the thing the clause before it named
    // (the claim's own clause of that kind says the same: "…; none is an adequate substitute" on both sides)
    if (negativeSubjectDenies(clause, targets, chosen.keys, claim) === true && !saysClause(claim, clause)) return true;
    // "… supports YAML but not TOML", "… in transit, but not at rest": a denial with no verb of its own shares the
    // chosen clause's act, and denies it of the claim word it names
    // (a name is no negation target, yet "not TOML" denies it; so do "instead of" and "rather than")
    const claimKeys = profilePassage(claim).keys;
    // (only where every other word of the claim is the chosen clause's: "caches manifests, not lock files" denies caching
    // them, not reading them; a limit after it, "not TOML by default", is read with the denial)
    if (ELLIPTICAL_DENIAL.test(clause) || ELLIPTICAL_WH_DENIAL.test(clause)) {
      const elided = ellipticallyDenied(clause);
      return !saysClause(claim, clause) && elided.some((stem) => claimKeys.has(stem) && !chosen.keys.has(stem)) &&
        // (a claim word the chosen clause says in other words is its: "permitted" of "allowed in X, but not in Y")
        [...targets].every((t) => elided.includes(t) || chosen.keys.has(t) || chosen.keys.has(carrierOf.get(t) ?? ''));
    }
    const denied = firstDeniedWords(clause).filter((stem) => targets.has(stem) && !chosen.keys.has(stem));
    // (not a clause the claim says itself, its denial with it: "Syntax isn't the only reason; …" for "Syntax is not the only reason: …")
    if (denied.length > 0 && [...profilePassage(clause).keys].some((key) => targets.has(key) && !denied.includes(key)) && !saysClause(claim, clause)) return true;
    // "… supports YAML, but it does not support TOML": a pronoun subject is the chosen clause's; its denial reaches a
    // claim word only it names
    if (PRONOUN_CLAUSE.test(clause) && !saysClause(claim, clause) && firstDeniedWords(clause).some((stem) => targets.has(stem)) &&
      // (a content word: "do" and "not" of the claim's own denial name nothing, "… although they do not retry timeouts")
      [...profilePassage(clause).keys].some((key) => !STOPWORDS.has(key) && !/^(?:not|no|never|nor)$/.test(key) && (targets.has(key) || claimKeys.has(key)) && !chosen.keys.has(key))) return true;
    // "…, while Option does not": a subject and a denied auxiliary with the act left out deny the chosen clause's act of
    // that subject, where the claim names it and the chosen clause does not ("Both Result and Option provide a lint")
    // (a claim that itself denies something of that subject says the span's denial, "… and class decorators aren't")
    const elidedAct = ELLIPTICAL_SUBJECT_DENIAL.exec(clause);
    const elidedSubject = elidedAct ? profilePassage(elidedAct[1]!).tokens.filter((t) => t.kind === 'word' && !t.stop) : [];
    // (its act is the clause's before it: not a chosen clause that follows, "…, while Option does not, and this
    // difference can help …")
    if (elidedAct && !saysClause(claim, clause) && !(negationHits(claim).length > 0 && elidedSubject.every((t) => claimKeys.has(t.stem))) &&
      elidedSubject.some((t) => claimKeys.has(t.stem) && !chosen.keys.has(t.stem)) && !(clauses.indexOf(chosen.text) > clauses.indexOf(clause))) return true;
    // a subject of the claim's that the chosen clause lacks, of which the clause denies a claim word ("Orbix encrypts
    // backups, but the logs are not encrypted" against "Orbix encrypts backups and logs")
    const negation = negationHits(clause)[0];
    if (!negation || saysClause(claim, clause)) return false;
    const subjectNew = [...profilePassage(clause.slice(0, negation.start)).keys].some((key) => targets.has(key) && !chosen.keys.has(key));
    if (subjectNew && firstDeniedWords(clause).some((stem) => targets.has(stem))) return true;
    // (claim words the chosen clause lacks, said in this clause only under its denial: "the break statement will behave the
    // same …: It will terminate the loop without … executing the else clause" against "… will execute the else clause")
    const saidBefore = profilePassage(clause.slice(0, negation.start)).keys;
    const denialOn = profilePassage(clause.slice(negation.start));
    // (the act and what it is of, both the claim's and both missing from the chosen clause: "did not approve the hires"
    // denies nothing of "approved the budget", whose budget the chosen clause names)
    const lacking = [...targets].filter((t) => !chosen.keys.has(t) && !saidBefore.has(t) && denialOn.keys.has(t));
    return lacking.length >= 2 && lacking.some((t) => passageNegates(denialOn, new Set([t])));
  });
}
/** A pronoun's denial of a duty, its act left out ("…, but they shouldn't have to"). */
const ELLIPTICAL_DUTY_DENIAL = /^\s*(?:(?:and|but|while|whereas|yet)\s+)?(?:they|it|he|she|we|you)\s+(?:should|ought)(?:\s+not|n['’]t)\s+(?:have|need)\s+to\s*(?:[.;!?]|$)/i;
/**
 * The span denies by an elided clause ("…, but `libcore` does not", "…; however, ord() does not") what the claim denies
 * of the same subject in its own words ("`libcore` does not depend on `cmath`, though `libstd` does"; "accepted by
 * open() but not by ord()"): both deny it of that subject, and neither contradicts the other.
 */
function elidedDenialAgrees(claim: string, span: string): boolean {
  const claimDenials = negationHits(claim);
  if (claimDenials.length === 0) return false;
  const stemsOf = (text: string) => contentStems(tokenize(text.replace(/`+/g, ' ')));
  const denying = claim.split(CLAUSE_BREAK).filter((c) => negationHits(c).length > 0).map(stemsOf);
  const spanClauses = span.split(CLAUSE_BREAK);
  return spanClauses.some((clause) => {
    const elided = ELLIPTICAL_SUBJECT_DENIAL.exec(clause.replace(/\s+[—–].*$/s, ''));
    if (!elided) return false;
    // (the subject's own words, not those the span's other clauses name too: "`(MyType, i32)`" of "… `&MyType` …")
    const others = spanClauses.filter((c) => c !== clause).map(stemsOf);
    const subject = [...stemsOf(elided[1]!)].filter((w) => !others.some((o) => o.has(w)));
    // (a clause of the claim that holds a denial names the subject)
    return subject.length > 0 && denying.some((c) => subject.some((w) => c.has(w)));
  });
}

/** A comparison under a denial, with the other's act after it: "does not pull down the history like all of the DVCSs do" (they do). */
const DENIED_LIKE = /\b(?:not|n['’]t|never)\b[^.;:]*?\blike\s+([^.;:,]{1,60}?)\s+(?:do|does|did|is|are|was|were|has|have|can|could|would|will)\b/i;

/**
 * The claim's "Like X, S does not …" over a span's "S does not … like X do": the span says X does it, the claim that X does
 * not. The span's "like X …", or undefined.
 */
function likeUnderDenial(claim: string, span: string): string | undefined {
  const m = DENIED_LIKE.exec(span);
  if (!m || /\bunlike\b/i.test(claim) || negationHits(claim).length === 0) return undefined;
  const other = [...contentStems(tokenize(m[1]!))];
  const own = /(?:^|,\s*)like\s+([^,.;:]{1,60})/i.exec(claim);
  if (!own || other.length === 0) return undefined;
  const mine = contentStems(tokenize(own[1]!));
  return other.every((w) => mine.has(w)) ? m[0].slice(m[0].search(/\blike\b/i)) : undefined;
}

/** A denial of a duty with its act ("should not have to restart", "need not import"): the claim's own, not an elided one. */
const DUTY_DENIED_WITH_ACT = /\b(?:should|ought|does|do)(?:\s+not|n['’]t)\s+(?:have|need)\s+to\s+\p{L}|\bneed\s+not\s+\p{L}|\bneedn['’]t\s+\p{L}/iu;
const firstContentStem = (text: string) => tokenize(text).find((t) => t.kind === 'word' && !t.stop)?.stem;
/** A clause that is a subject of up to four words and a denied auxiliary, its act left out ("Option does not, and …", "while TOML isn't."). */
/**
 * The subject of an elided denial ("…, but Option does not"): a few words, or a name in code marks with its brackets
 * ("``ord()``", "`Box<MyType>`", "`(MyType, i32)`").
 */
const DENIED_SUBJECT = String.raw`(?:(?:the\s+)?[\x60'"]?[\p{L}\p{N}_.]+[\x60'"]?(?:\s+[\x60'"]?[\p{L}\p{N}_.]+[\x60'"]?){0,3}?|\x60{1,2}[^\x60\n]{1,40}?\x60{1,2})`;
const ELLIPTICAL_SUBJECT_DENIAL = new RegExp(`^\\s*(?:(?:and|but|while|whereas|yet|however,?)\\s+)?(${DENIED_SUBJECT}(?:,?\\s+(?:and|or)\\s+${DENIED_SUBJECT}|,\\s+${DENIED_SUBJECT}){0,3})\\s+` +
  `(?:does|do|did|is|are|was|were|can|could|will|would|has|have|should|must)(?:\\s+not|n['’]t)\\s*(?:[,.;!?)]|[—–]|$)`, 'iu');
/** A condition with a denial in it, leading ("When not cross compiling, …") or trailing ("… when not cross compiling."). */
const DENIED_CONDITION = /(?:^|,\s*|\s)(?:when|if|unless|where|whenever|while)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:not|no|never|without)\b[^,.;:]*|(?:^|,\s*)without\s+[^,.;:]*/iu;
/**
 * Every denial of the claim stands in a condition that the span also has, denial and all: the span's text with that
 * condition blanked (offsets kept), so what its main clause denies can be read, and the condition's words; undefined
 * otherwise.
 */
function sameDeniedCondition(claim: string, span: string): { span: string; conditionWords: Set<string> } | undefined {
  const inClaim = DENIED_CONDITION.exec(claim);
  const inSpan = DENIED_CONDITION.exec(span);
  if (!inClaim || !inSpan) return undefined;
  // (no denial of the claim outside its condition)
  const outside = claim.slice(0, inClaim.index) + claim.slice(inClaim.index + inClaim[0].length);
  if (negationHits(outside).length > 0 || /n['’]t\b/i.test(outside)) return undefined;
  // (the same condition: its content words)
  const words = (text: string) => [...contentStems(tokenize(text))].sort().join(' ');
  if (words(inClaim[0]) !== words(inSpan[0])) return undefined;
  return { span: span.slice(0, inSpan.index) + ' '.repeat(inSpan[0].length) + span.slice(inSpan.index + inSpan[0].length),
    conditionWords: contentStems(tokenize(inClaim[0])) };
}
/** A predicate of impossibility after its subject ("… is impossible", "… would not be feasible"). */
const IMPOSSIBLE_PREDICATE = /\b(?:is|are|was|were|be|been)\s+(?:\p{L}+ly\s+)?(?:impossible|infeasible|unfeasible|not\s+(?:possible|feasible))\b(?!\s+(?:to|for)\b)/iu;
/** A span that denies a possibility ("not possible to", "impossible to", "cannot", "no way to"). */
const POSSIBILITY_DENIED = /\b(?:not\s+(?:be\s+)?(?:possible|feasible)|impossible|infeasible|cannot|can['’]t|no\s+way)\b/i;
/** A clause that is its subject and an auxiliary, the act left out ("…; only the character API can."). */
const ELLIPTICAL_ASSERTION = /(?:^|[;,]\s*|\b(?:but|while|whereas|yet)\s+)(?:only\s+)?((?:the\s+)?[`'"]?[\p{L}\p{N}_.-]+[`'"]?(?:\s+[`'"]?[\p{L}\p{N}_.-]+[`'"]?){0,3}?)\s+(?:can|could|does|do|did|is|are|was|were|will|would|has|have|may|might|should|must)\s*(?:[.;!]\s*)?$/iu;
/**
 * The span ends on a clause that says, with the act left out, what its denial before denies of another subject, and the
 * claim names that subject before the act ("The byte API cannot represent all data; only the character API can." for "Only the character
 * API can represent all data").
 */
function ellipticalAssertionOf(spanText: string, claim: string): boolean {
  const text = spanText.trim();
  const m = ELLIPTICAL_ASSERTION.exec(text);
  const denials = m ? negationHits(text.slice(0, m.index)) : [];
  if (!m || denials.length === 0) return false;
  // the act the last denial before it denies, and the claim's words before that act: the subject the claim says it of
  const act = tokenize(text.slice(denials[denials.length - 1]!.end, m.index)).find((t) => t.kind === 'word' && !t.stop);
  const claimWords = tokenize(claim).filter((t) => t.kind === 'word' || t.kind === 'number');
  const at = act === undefined ? -1 : claimWords.findIndex((t) => t.stem === act.stem);
  if (at < 0) return false;
  const subject = contentStems(tokenize(m[1]!));
  const before = contentStems(claimWords.slice(0, at));
  return subject.size > 0 && [...subject].every((w) => before.has(w));
}
/** A clause that is only a denial and what it denies ("not TOML", "but not at rest", "instead of processes", "not TOML 1.0"). */
const ELLIPTICAL_DENIAL = /^\s*(?:(?:and|but|yet|or)\s+)?(?:not|never|instead\s+of|rather\s+than)\s+(?!(?:all|just|only|merely|simply|yet|always|every|quite|necessarily)\b)((?:(?:to|at|in|on|for|with|by|from|of|the|a|an|its|their)\s+)*(?:[^\s,;.]|\.(?=\w))+(?:\s+(?:[^\s,;.]|\.(?=\w))+){0,2})\s*[.!?]?\s*$/i;
/** A denial of a "how"/"what" clause with the act left out ("…, not how the object is implemented"). */
const ELLIPTICAL_WH_DENIAL = /^\s*(?:(?:and|but)\s+)?not\s+((?:how|what|where|why|when|whether|which|who)\s+[^,;.!?]{1,60}?)\s*[.!?]?\s*$/i;
/** The stems an elliptical denial denies, or none. */
function ellipticallyDenied(clause: string): string[] {
  const m = ELLIPTICAL_DENIAL.exec(clause) ?? ELLIPTICAL_WH_DENIAL.exec(clause);
  return m ? profilePassage(m[1]!).tokens.filter((t) => (t.kind === 'word' || t.kind === 'number') && !t.stop).map((t) => t.stem) : [];
}
/** A clause whose subject is a pronoun standing for the one before ("but it does not support TOML"). */
const PRONOUN_CLAUSE = /^\s*(?:(?:and|but|yet|so)\s+)?(?:it|they|he|she)\b/i;
/** The claim says this clause word for word ("…; none is an adequate substitute today." on both sides). */
/** The claim says the clause, word for word ("isn't" and "is not" alike). */
const saysClause = (claim: string, clause: string): boolean =>
  wordsJoined(notSpelledOut(claim)).includes(wordsJoined(notSpelledOut(clause.replace(/^\s*(?:and|but|so)\s+/i, ''))));
/** A clause's subject that denies: "no plugin", "neither plugin", "neither", "none", "nothing" (the noun, if any, captured). */
// (written in lower case: "None is returned" names Python's value)
const NEGATIVE_SUBJECT = /^\s*(?:(?:and|but|so)\s+)?(?:(?:[Nn]o|[Nn]either)\s+(?!(?:more|less|fewer|longer|one|way|is|are|was|were|has|have|had|can|could|will|would|should|may|might|must|of|do|does|did)\b)([\p{L}][\p{L}\d-]*)|[Nn]either|none(?:\s+of\s+(?:them|these|those|it))?|nothing|nobody|[Nn]o\s+one)\b/u;
/** A clause of the text after its first opens with "none", "nothing" or "nobody" and denies a claim word the clauses before it lack. */
function pronounSubjectDenies(text: string, targets: Set<string>, claim: string): boolean {
  const clauses = text.split(CLAUSE_BREAK);
  return clauses.some((clause, i) => i > 0 && NEGATIVE_PRONOUN.test(clause) && !saysClause(claim, clause) &&
    negativeSubjectDenies(clause, targets, profilePassage(clauses.slice(0, i).join(' ')).keys) === true);
}
const NEGATIVE_PRONOUN = /^\s*(?:(?:and|but|so)\s+)?(?:none|nothing|nobody)\b/u;
/** The clause's subject denies ("none is signed"), and its predicate has a word of the claim the other clause lacks. */
function negativeSubjectDenies(clause: string, targets: Set<string>, chosenKeys: ReadonlySet<string>, claim?: string): boolean | undefined {
  const opener = NEGATIVE_SUBJECT.exec(clause);
  if (!opener) return undefined;
  const noun = opener[1] === undefined ? undefined : stem(opener[1].toLowerCase());
  const predicate = clause.slice(opener[0].length);
  const claimWordIn = (inChosen: boolean) => profilePassage(predicate).tokens.some((t) => t.kind === 'word' && !t.stop && targets.has(t.stem) &&
    chosenKeys.has(t.stem) === inChosen);
  // (a name of the claim's the chosen clause lacks, denied the chosen clause's act: "Orbix supports Linux, but no Windows
  // release is supported" against "Orbix supports Windows and Linux")
  if (noun !== undefined && claim !== undefined && !chosenKeys.has(noun) && !targets.has(noun) && profilePassage(claim).keys.has(noun)) return claimWordIn(true);
  if (noun !== undefined && !chosenKeys.has(noun) && !targets.has(noun)) return false;
  // (a predicate that denies again says what holds: "nothing is stored unencrypted", "no file is kept except the log")
  if (/\b(?:un|non)[\p{L}]{3,}|\b(?:without|except|else|but|other\s+than)\b/iu.test(predicate)) return false;
  return claimWordIn(false);
}

/** What a negation may deny in the whole claim, for a conjunct that inherits the claim's denial. */
const wholeClaimTargets = memoByText(SPAN_TEXTS, (claim: string) => {
  const profile = profileClaim(claim);
  return negationTargets(profile.terms, profile.predicates, profile.quantities);
});

/** Conjuncts of "X does A and B" as units to verify; later ones inherit the subject. */
function conjuncts(profile: ClaimProfile): Unit[] {
  const merged = mergedConjuncts(profile);
  if (merged.length === 0) return [];
  const first = merged[0]!;
  const tags = posTags(profile.text);
  const firstPlain = profile.terms.find((t) => t.start >= first.start && !t.entity);
  // the first part's subject: its names before any other word, and a capitalised first word before the verb ("Orbix
  // removed …", which the entity reading leaves out as the sentence's first word)
  const firstVerb = profile.terms.find((t) => t.start >= first.start && t.start < first.end && !t.entity && tags.get(t.start) === 'v');
  const named = (t: Term) => t.entity || (/^\p{Lu}/u.test(t.surface) && (tags.get(t.start) === 'n' || tags.get(t.start) === null) && firstVerb !== undefined && t.start < firstVerb.start &&
    profile.terms.every((x) => x.start >= t.start || x.start < first.start));
  // (the names that open the first part, one after another: "Apache Orbix dropped …" inherits both words)
  const opening: Term[] = [];
  for (const t of [...inside(profile.terms, first)].sort((a, b) => a.start - b.start)) {
    if (!named(t) && !(t.entity && (!firstVerb || t.start < firstVerb.start))) break;
    opening.push(t);
  }
  const subject = [...new Set([...opening, ...inside(profile.terms, first).filter((t) => named(t) && (!firstPlain || t.start <= firstPlain.start))])];
  const negatedParts: boolean[] = [];
  // a later part with no verb is another object of the first part's act ("reads the manifest and the config file"): it
  // is carried only with that act and its subject, not by any sentence that names the object
  // (a word tagged as a verb counts where it is inflected or has words after it: "the config *file*" ends a noun phrase;
  // a participle ends a gapped clause, "… can be disbanded and the repository *frozen*")
  const verbIn = (r: { start: number; end: number }) => {
    const words = [...profile.text.slice(r.start, r.end).matchAll(/[\p{L}'’]+/gu)];
    return words.some((m, k) => FINITE_AUXILIARY.test(m[0]) ||
      (tags.get(r.start + m.index!) === 'v' && (k < words.length - 1 || /(?:s|ed|en|wn)$/i.test(m[0]))));
  };
  const firstAct = profile.terms.find((t) => t.start >= first.start && t.start < first.end && !t.entity && tags.get(t.start) === 'v');
  return merged.map((r, i) => {
    const terms = termsWithin(profile, r);
    const text = profile.text.slice(r.start, r.end).trim().replace(/^[,;]\s*/, '').replace(/[,;.]\s*$/, '');
    const verbless = i > 0 && firstAct !== undefined && !verbIn(r);
    const ownSubject = i > 0 && !verbless && (OWN_SUBJECT.test(text) || gerundSubject(text, profile.text.indexOf(text, r.start), tags));
    // (a part that opens with its verb has no subject of its own, whatever names it goes on to: "… and added JSON support")
    const opensWithVerb = i > 0 && !verbless && (() => {
      const first = /^(?:(?:and|but|or|then|also)\s+)*(?:\p{L}+ly\s+)?([\p{L}'’-]+)/iu.exec(text);
      if (!first) return false;
      const at = profile.text.indexOf(first[1]!, r.start);
      return at >= 0 && tags.get(at) === 'v' && !/ing$/i.test(first[1]!);
    })();
    const withSubject = verbless ? [...subject.filter((t) => !terms.some((x) => x.surface === t.surface)), firstAct, ...terms]
      : i > 0 && !ownSubject && (opensWithVerb || !terms.some((t) => t.entity)) ? [...subject.filter((t) => !terms.includes(t)), ...terms] : terms;
    // (a part that opens with a name or a possessive of its own has its own subject: "… and Varrow crates are signed",
    // "… and its use will be optional")
    const ownName = /^(?:(?:and|but|or|so|yet|while|whereas)\s+)?(?:\p{Lu}|(?:its|their|his|her|our)\s)/u.test(text);
    const inheritedNames = withSubject === terms || ownName ? [] : subject.filter((t) => !t.entity && withSubject.includes(t));
    negatedParts.push(conjunctNegated(profile, text, i === 0 ? undefined : profile.text.slice(merged[i - 1]!.end, r.start), negatedParts[i - 1] &&
      !clauseEndsAfterDenial(profile.text.slice(0, r.start)) && !contrastAfterDenial(profile.text.slice(0, r.start)) &&
      // (a part with a subject of its own, "…, and any checkin that does must be fixed", or a new act after a denied
      // thing, "announces no changes, and leaves teams responsible": "no" denies the thing, not the next act)
      !ownSubject && !(opensWithVerb && deniesOnlyAThing(profile.text.slice(0, r.start))) &&
      // (a part with a verb and a subject of its own, a name: "…, and @matklad found 28 crates …")
      (verbless || !/^(?:(?:and|but)\s+)?[@\p{Lu}]/u.test(text))));
    return {
      text,
      terms: ownName ? withSubject.filter((t) => t.entity || !subject.includes(t)) : withSubject,
      quantities: inside(profile.quantities, r),
      predicates: inside(profile.predicates, r),
      negated: negatedParts[i]!,
      ...(ownSubject ? { ownSubject } : {}),
      ...(inheritedNames.length > 0 ? { inheritedNames } : {}),
    };
  });
}

/** A form of "be", "have", "do" or a modal: a clause's verb even where the tagger reads none; where a condition's subject ends ("if the loader *is* requested"). */
const FINITE_AUXILIARY = /^(?:is|are|was|were|be|been|being|am|has|have|had|does|do|did|can|could|will|would|may|might|must|shall|should)$/i;

/** A conjunct that opens with a subject of its own: a determiner and its noun, perhaps after "if"/"when" ("and if a signature …"). */
// (after "that" too, and with "such", "some", "many", "most", "both": "…, and that any change would …", "…, and such bugs appear …")
const OWN_SUBJECT = /^(?:(?:and|but|or|so|yet|while|whereas)\s+)?(?:that\s+)?(?:(?:if|when|once|unless|where|whenever)\s+)?(?:a|an|the|this|these|those|each|every|no|any|such|some|many|most|both)\s+\p{L}/iu;

/** A conjunct that opens with an "-ing" form, and the words after it. */
const GERUND_OPENING = /^(?:(?:and|but|or|so|yet)\s+)?\p{L}+ing\b/iu;
/** Words that stand alone as the object of an act ("defining *any*", "using *it*", "doing *so*"). */
const STANDALONE_OBJECT = /^(?:any|one|it|them|this|that|these|those|both|each|so|either)$/i;
/**
 * The conjunct's subject is an act, an "-ing" form with its object, before a finite verb of its own ("…, and defining
 * any results in a SystemError", "…, and running it twice is harmless"): a subject of its own, which a denial before it
 * does not reach. The verb: an auxiliary, a word in "-s" read as a verb, or one in "-s" after a word that stands alone as
 * the object and before a preposition ("any results in").
 */
function gerundSubject(text: string, at: number, tags: ReadonlyMap<number, string | null>): boolean {
  const opening = GERUND_OPENING.exec(text);
  if (!opening || at < 0) return false;
  const words = [...text.slice(opening[0].length).matchAll(/[\p{L}`'’-]+/gu)].slice(0, 6);
  for (let k = 1; k < words.length; k++) {
    const word = words[k]![0];
    if (/^(?:is|are|was|were|will|would|can|could|may|might|must|should|has)$/i.test(word)) return true;
    if (!/[^s]s$/i.test(word)) continue;
    if (tags.get(at + opening[0].length + words[k]!.index!) === 'v') return true;
    if (STANDALONE_OBJECT.test(words[k - 1]![0]) && /^(?:in|to|from|with|on|into)$/i.test(words[k + 1]?.[0] ?? '')) return true;
  }
  return false;
}

/** What starts a conjunct that a negation before it does not reach: a contrast or a restriction ("…; only in …", "…, but …"). */
const CONTRAST_JOIN = /(?:^|[\s,;])(?:but|yet|only|instead|rather|whereas|while|although|though|except)\b|;/i;

/**
 * Whether a conjunct is denied: by a negation of its own, or by the previous conjunct's when only "and", "or", "nor"
 * or a comma joins them ("does not cache A or B"). A contrast or restriction ends its reach ("can't be set in an
 * override; only in the top level" asserts the second part).
 */
function conjunctNegated(profile: ClaimProfile, text: string, joiner: string | undefined, previous: boolean | undefined): boolean {
  if (!profile.negated) return false;
  const own = profileClaim(text);
  if (negationHits(own.text).length > 0) return own.negated;
  if (joiner === undefined || previous !== true) return false;
  // a clause of its own ("… will not be invoked and the process will abort"): the negation before it is its clause's
  if (OWN_CLAUSE.test(text)) return false;
  // (a clause with a bare subject after a colon or a comma: "X is not the only reason: type ascription is a good idea")
  if (/[:,]/.test(joiner) && BARE_SUBJECT_CLAUSE.test(text)) return false;
  return !CONTRAST_JOIN.test(`${joiner} ${text.split(/\s+/, 1)[0] ?? ''}`);
}

/** The claim's last denial before a conjunct is a determiner of a thing ("no specific changes"), not of an act. */
function deniesOnlyAThing(before: string): boolean {
  const denial = negationHits(before).pop();
  return denial !== undefined && /^(?:no|none|nothing)$/i.test(denial.surface) && !/^\s+(?:longer|more|later)\b/i.test(before.slice(denial.end));
}

/** A contrast or a relative clause after the claim's last denial before a conjunct ("can't know which …, though feedback and | bug reports show …"). */
function contrastAfterDenial(before: string): boolean {
  const denial = negationHits(before).pop();
  // (or a relative clause of its own: "won't be formatted differently, which avoids churn and | CI failures")
  return denial !== undefined && /[,;]\s*(?:(?:even\s+)?(?:though|although|whereas|while|but|yet)|which)\b/i.test(before.slice(denial.end));
}
/**
 * The claim's last denial before a conjunct is closed by a clause of its own before the conjunct starts ("should not
 * become more complex -- if anything, they should become streamlined through A, B and C"): the list is not denied.
 */
function clauseEndsAfterDenial(before: string): boolean {
  const denial = negationHits(before).pop();
  if (!denial) return false;
  const rest = before.slice(denial.end);
  // (a denial bound into a compound, "not-directly-related languages", reaches no further than the compound)
  return /^-\p{L}/u.test(rest) || /\s--\s|—|;|:/.test(rest) || DENIAL_CLOSED_BY_CLAUSE.test(rest);
}
const DENIAL_CLOSED_BY_CLAUSE = new RegExp(`,\\s*(?:(?:so|and|but|yet|thus|hence|then)\\s+)?(?:if anything,\\s*)?${SUBJECT_AND_AUXILIARY}`, 'i');

/** A conjunct that opens with up to three words of a bare subject and an auxiliary ("type ascription is …", "memory use was …"). */
const BARE_SUBJECT_CLAUSE = /^(?:(?:and|or)\s+)?(?:[\p{L}\d\x60'’-]+\s+){1,3}?(?:is|are|was|were|will|would|can|could|may|might|must|should|shall|has|have|had)(?:n['’]t)?(?![\p{L}'’])/iu;
/** A conjunct with a subject and a finite verb of its own: a determiner or pronoun, up to three words, an auxiliary. */
// (after a short fronted phrase too: "and in those cases the fallback is …")
const OWN_CLAUSE = new RegExp(`^(?:(?:and|or)\\s+)?(?:(?:in|on|at|for|under|after|before|during|from|by)\\s+(?:[\\w'’-]+\\s+){0,3}?,?\\s*)?${SUBJECT_AND_AUXILIARY}`, 'i');

/** Words that grade the word after them ("more common"): they make no compound with it. */
const DEGREE_WORDS = new Set(['more', 'most', 'less', 'least', 'very', 'so', 'too', 'quite', 'rather', 'fairly', 'highly', 'increasingly']);

/** Specific words that make a claim checkable even when it ends on a generic one (not a judgement: "… is a common approach"). */
const SPECIFIC_ENOUGH = 4;
/** The vague openings that only quantify ("Most …", "Many …"): a particular statement may open with one. */
const VAGUE_QUANTIFIERS = new Set(['many', 'several', 'some', 'most', 'few', 'various', 'numerous']);
const EVALUATIVE = new Set(['common', 'popular', 'widespread', 'important', 'interesting', 'good', 'bad', 'better', 'worse', 'big', 'huge',
  'major', 'new', 'different', 'becoming', 'increasingly', 'recent', 'various', 'many', 'several']);

/** Nothing checkable: no name, no number, and an unnamed subject, a generic last word (not inside a compound, in a claim of few specific words) or a single specific word. */
function isTooVague(profile: ClaimProfile): boolean {
  // "According to PEP 253, no.": past its attribution, the claim says nothing a source could carry
  const attributed = ATTRIBUTION_LEAD_IN.exec(profile.text);
  if (attributed && !tokenize(profile.text.slice(attributed[0].length)).some((t) => (t.kind === 'word' && !t.stop && !ANSWER_WORDS.has(t.norm)) || t.kind === 'number')) return true;
  // "PEP 9 says so.", "RFC 12 defines this.", "This is described in PEP 9.": past the document's name and a verb of
  // saying, nothing of its own, or an act whose object is only a pronoun
  const named = profile.text.replace(DOCUMENT_ID, ' ');
  if (named !== profile.text) {
    const own = tokenize(named).filter((t) => t.kind === 'word' && !t.stop && !ANSWER_WORDS.has(t.norm) && !REPORTING_ONLY.test(t.norm) &&
      !/^(?:described|mentioned|covered|discussed|explained|defined|specified|introduced|proposed|documented)$/i.test(t.norm));
    if (own.length === 0 || (own.length === 1 && PRONOUN_OBJECT_END.test(profile.text))) return true;
  }
  if (profile.quantities.length > 0 || profile.terms.some((t) => t.entity)) return false;
  const specific = profile.terms.filter((t) => !t.generic);
  if (specific.length <= 1) return true;
  const firstWord = profile.tokens.find((t) => t.kind === 'word');
  // a sentence of many specific words says something particular, whatever its last word ("… the normal hooks for the
  // particular binary operation are used") or its opening quantifier ("Most implementation issues that setuptools has
  // faced are due to distutils …"); an unnamed "experts" or "studies" is vague however much it says
  // (an evaluative word among twice as many specific ones, "… or with branch weights, the latter being the most important
  // use", leaves the rest particular)
  const particular = specific.length >= SPECIFIC_ENOUGH &&
    (specific.length >= 2 * SPECIFIC_ENOUGH || !profile.terms.some((t) => t.generic && EVALUATIVE.has(t.surface.toLowerCase())));
  if (firstWord && VAGUE_SUBJECTS.has(firstWord.norm) && !(particular && VAGUE_QUANTIFIERS.has(firstWord.norm))) return true;
  if (particular) return false;
  const last = profile.terms[profile.terms.length - 1]!;
  const before = profile.terms[profile.terms.length - 2];
  // a term of two specific words and the generic one, written together ("central nervous system"); "a key issue" is vague
  const modifier = (t: typeof last | undefined, next: typeof last) => t !== undefined && !t.generic && t.next === next.key &&
    !DEGREE_WORDS.has(t.surface.toLowerCase()) && !/ly$/i.test(t.surface);
  const first = profile.terms[profile.terms.length - 3];
  const compound = modifier(before, last) && modifier(first, before!);
  return last.generic && !compound;
}

// ---------- verdict assembly ----------

function verdict(label: VerdictLabel, supportScore: number, driftScore: number, quality: Quality, reason: string, flags: string[]): Verdict {
  return { label, supportScore: round(supportScore), driftScore: round(driftScore), quality, reason, flags: [...new Set(flags)] };
}

/** Nothing in the candidates carries the claim: which label depends on how the search went. */
function noEvidence(input: VerifyInput, closest?: Judgement): VerifyOutput {
  const { scope } = input;
  const near = closest ? ` The closest passage (${where(closest.span)}) shares only ${closest.carried.map((t) => quote(t.surface)).join(', ') || 'a few words'}.` : '';
  if (scope.outOfScopeOnly) {
    return { verdict: verdict('out_of_scope', 0, 1, 'none', `Evidence for this claim lies only outside the allowed sources; widen the warrant to use it.${near}`, ['out_of_scope']), evidence: [] };
  }
  if (scope.exhausted) {
    return { verdict: verdict('abstain', 0, 1, 'none', `The search budget ran out before any evidence was found; nothing is concluded.${near}`, ['budget_exhausted']), evidence: [] };
  }
  const files = `${scope.filesSearched} searched file${scope.filesSearched === 1 ? '' : 's'}`;
  return { verdict: verdict('not_in_corpus', 0, 1, 'none', `No passage in the ${files} carries this claim.${near}`, ['no_candidates']), evidence: [] };
}

function synthesisVerdict(entities: Term[], input: VerifyInput): VerifyOutput {
  const parts: VerifyPart[] = entities.map((entity) => {
    // prefer a full sentence over a heading that merely names the entity
    const holders = input.candidates
      .filter((c) => carriesTerm(profilePassage(wordsOf(c), input.acronyms), entity, input.acronyms))
      .sort((a, b) => Number(/[.!?]\s*$/.test(wordsOf(b))) - Number(/[.!?]\s*$/.test(wordsOf(a))));
    return { text: entity.surface, evidence: holders[0] ?? null, label: holders[0] ? 'partially_supports' : 'not_in_corpus' };
  });
  const found = parts.filter((p) => p.evidence !== null);
  const share = found.length / parts.length;
  const missing = parts.filter((p) => p.evidence === null).map((p) => p.text);
  const reason = `This joins ${entities.map((e) => e.surface).join(', ')} in the author's own relation; no single passage can carry it. ` +
    (missing.length > 0 ? `No span was found for ${missing.join(', ')}.` : 'Each part needs its own span; the join is yours.');
  return {
    verdict: verdict('needs_multiple_spans', 0.3 * share, 1 - 0.5 * share, found.length === 0 ? 'none' : share === 1 ? 'moderate' : 'weak', reason, ['synthesis']),
    evidence: distinctSpans(found.map((p) => p.evidence!)),
    parts,
  };
}

/** The judgement's span is the claim word for word once the claim's word in the substituted place is the span's. */
function quotesButOneWord(j: Judgement, claimText: string): boolean {
  if (!j.substituted) return false;
  const { term, word } = j.substituted;
  return quotedRange(wordsOf(j.span), claimText.slice(0, term.start) + word + claimText.slice(term.end)) !== null;
}

/**
 * The claim and the span are the same words in the same order but for one content word of the claim in one place,
 * which the span's word there does not carry (not a form, a synonym or a kind of it): the two words, or undefined.
 * Numbers are the number checks' business, function words FUNCTION_OPPOSITES'.
 */
export function oneWordSwapped(spanText: string, profile: ClaimProfile): { claim: string; span: string } | undefined {
  const claim = quoteWords(profile.text);
  if (claim.length < 6) return undefined;
  const span = quoteWords(spanText);
  for (let from = 0; from + claim.length <= span.length; from++) {
    let diff = -1;
    let k = 0;
    for (; k < claim.length; k++) {
      if (claim[k]!.word === span[from + k]!.word) continue;
      if (diff >= 0) break;
      diff = k;
    }
    if (k < claim.length || diff < 0) continue;
    const mine = claim[diff]!;
    const theirs = span[from + diff]!;
    if (!isContentWord(mine.word) || !isContentWord(theirs.word) || stem(mine.word) === stem(theirs.word)) continue;
    // the claim's word named before that place is a word the span adds ("The CiteVQA benchmark contains") or one the
    // span's word there elaborates ("GrepSeek shows that direct corpus interaction complements …"), not a swap
    const at = from + diff;
    // (within the copied sentence: a word of the sentence before it, in a two-sentence span, is no part of the copy)
    const sentenceStart = Math.max(0, ...[...spanText.slice(0, span[from]!.start).matchAll(/[.!?]["')\]]*\s+/g)].map((m) => m.index! + m[0].length));
    if (span.slice(0, at).some((w) => w.word === mine.word && w.start >= sentenceStart)) continue;
    // (the claim's last word said right after an owner the span names: "a subclass of Uint8Array" / "a subclass of
    // JavaScript's Uint8Array class"; not another modifier, "LTS branches" / "LTS staging branches")
    if (diff === claim.length - 1 && span[at + 1]?.word === 's' && span[at + 2]?.word === mine.word) continue;
    // only a claim word counts, and not a framing one ("Dr." before a name, "uses")
    // (a word said twice is one term, kept where it first stands: "`--omit` lists, then it will be omitted")
    const term = profile.terms.find((t) => t.start <= mine.start && mine.start < t.end) ??
      profile.terms.find((t) => !t.frame && (t.key === stem(mine.word) || (t.parts.length === 1 && t.parts[0] === stem(mine.word))));
    const spanWord = spanText.slice(theirs.start, theirs.end);
    // a strong predicate swapped for another word ("The first example" / "The last example") is a swap too
    const predicate = term ? undefined : profile.predicates.find((p) => p.start <= mine.start && mine.start < p.end && p.end <= mine.end);
    if (predicate) {
      if (findStrongPredicates(spanWord).some((p) => p.group === predicate.group)) continue;
      return { claim: profile.text.slice(mine.start, mine.end), span: spanWord };
    }
    if (!term || term.frame || carriesTerm(profilePassage(spanWord), term)) continue;
    return { claim: profile.text.slice(mine.start, mine.end), span: spanWord };
  }
  return undefined;
}

/** The span says the claim word for word (six words or more) with the claim's side of a flagged opposite pair ("antonym:inside/outside") swapped for the other side. */
function quotesWithOpposite(spanText: string, claimText: string, flags: readonly string[]): boolean {
  const span = quoteWords(spanText);
  const claim = quoteWords(claimText);
  return flags.some((f) => {
    if (!f.startsWith('antonym:')) return false;
    const [mine, theirs] = f.slice('antonym:'.length).split('/').map(stem) as [string, string];
    const claimWord = claim.find((w) => stem(w.word) === mine);
    const spanWord = span.find((w) => stem(w.word) === theirs);
    if (!claimWord || !spanWord) return false;
    const swapped = claimText.slice(0, claimWord.start) + spanText.slice(spanWord.start, spanWord.end) + claimText.slice(claimWord.end);
    return quotedRange(spanText, swapped, { minWords: 6 }) !== null;
  });
}

const DENIAL_WORDS = new Set(['not', 'never', 'no']);
/** A quoted word that says what: not a function word, a figure or a denial. */
const isContentWord = (w: string) => !STOPWORDS.has(w) && !/^\d/.test(w) && !DENIAL_WORDS.has(w);

/**
 * What may stand between a denial and the next word of its clause: spaces, quotation marks ('"Yes" and "No"'), an
 * opening bracket, emphasis marks or a sign ('no "-64" qualifier'); no punctuation that ends a clause.
 */
const SAME_CLAUSE_GAP = /^[\s"“”'‘’`(*_-]*$/;
/**
 * The claim and the span are the same words in the same order once their denials are set aside, and one of them has
 * more denials there than the other: the denial counts and the first denial word of the side with more, or undefined.
 */
export function denialsAdded(spanText: string, claimText: string): { claim: number; span: number; word: string } | undefined {
  const claim = quoteWords(claimText);
  const bare = claim.filter((w) => !DENIAL_WORDS.has(w.word));
  if (bare.length < 6) return undefined;
  const span = quoteWords(spanText);
  if (bare.length === claim.length && !span.some((w) => DENIAL_WORDS.has(w.word))) return undefined;
  for (let from = 0; from < span.length; from++) {
    if (span[from]!.word !== bare[0]!.word) continue;
    let i = 0;
    let j = from;
    let spanDenials = 0;
    // denials right before the first shared word, in the same clause, belong to the range too ("No configuration is
    // required"; not "(and may never?), and most …")
    for (let k = from - 1; k >= 0 && DENIAL_WORDS.has(span[k]!.word) && SAME_CLAUSE_GAP.test(spanText.slice(span[k]!.end, span[k + 1]!.start)); k--) spanDenials++;
    for (; j < span.length && i < bare.length; j++) {
      const w = span[j]!.word;
      // (a denial that ends its own sentence or answer counts on neither side: "Unfortunately not: …")
      // (nor, as on the claim's side below, a "not" that says the sentence's denial again of one more case)
      if (DENIAL_WORDS.has(w)) spanDenials += answersAlone(spanText, span, j) || (w === 'not' && deniedAgain(spanText, span[j]!.start, span[j]!.end)) ? 0 : 1;
      else if (w === bare[i]!.word) i++;
      else break;
    }
    if (i < bare.length) continue;
    // a denial right after the last shared word belongs to the range too ("… or it won't.")
    for (; j < span.length && DENIAL_WORDS.has(span[j]!.word) && SAME_CLAUSE_GAP.test(spanText.slice(span[j - 1]!.end, span[j]!.start)); j++) spanDenials++;
    // a denial that is a sentence of its own before the claim's ("No. Accepting a goal isn't …") answers something else
    // ("is not... the compiler!" goes on after its ellipsis: a pause, not a sentence end)
    // (nor one that says the sentence's denial again of one more case: "…, not even for the built-in types")
    const claimDenials = claim.filter((w, k) => DENIAL_WORDS.has(w.word) && !answersAlone(claimText, claim, k) && !(w.word === 'not' && deniedAgain(claimText, w.start, w.end))).length;
    if (claimDenials === spanDenials) return undefined;
    const denying = claimDenials > spanDenials ? claim.find((w) => DENIAL_WORDS.has(w.word))! : span.slice(0, j).reverse().find((w) => DENIAL_WORDS.has(w.word))!;
    const text = claimDenials > spanDenials ? claimText : spanText;
    return { claim: claimDenials, span: spanDenials, word: text.slice(denying.start, denying.end) };
  }
  return undefined;
}

/** The denial at words[k] ends a sentence or an answer of its own ("No. …", "No, because …", "Unfortunately not: …"), unless an ellipsis pauses it. */
function answersAlone(text: string, words: ReturnType<typeof quoteWords>, k: number): boolean {
  const w = words[k]!;
  const next = words[k + 1];
  if (next === undefined) return false;
  const between = text.slice(w.end, next.end);
  // "No, because …": an interjection answering a question, not a denial of what follows
  if (w.word === 'no' && /^["'”’)]*\s*,/.test(between)) return true;
  return /^["'”’)]*\s*[.!?:](?=\s|$|["'”’)])/.test(between) && !ellipsisPause(between);
}

/** An ellipsis the sentence goes on after, in lower case ("… is not... the compiler"): a pause, not a stop. */
export function ellipsisPause(textFromEllipsis: string): boolean {
  return /^\s*(?:\.\.\.|…)\s*[a-z]/.test(textFromEllipsis);
}

/**
 * Claim words that make one compound the span writes closed: two adjacent claim words, one of them missing, that the span
 * writes as one word ("stack frame" / "stackframe"). Not the other way: two words of the span may be a verb and its
 * particle ("work around" is no "workaround"). Only plain words of three letters or more each, not names.
 */
/**
 * A lemma WordNet's tagged texts use more often as an adjective than as a noun or a verb ("green", "blue"). Counts of the
 * word as written, not of its base forms as `WordNet.readings` reads them: a sentence's first word of a compound.
 */
function taggedMostlyAsAdjective(word: string): boolean {
  const wn = wordNet();
  return wn.tagCount(word, 'a') > Math.max(wn.tagCount(word, 'n'), wn.tagCount(word, 'v'));
}

function compoundsWrittenClosed(missing: readonly Term[], carried: readonly Term[], claimText: string, passage: PassageProfile): Array<{ terms: Term[]; spanWord: string }> {
  const out: Array<{ terms: Term[]; spanWord: string }> = [];
  if (missing.length === 0) return out;
  // (a sentence's first word too, capitalised: "Style guides such as …" / "Styleguides like …"; not an adjective, whose
  // compound may be another thing, "Green house" / "Greenhouse")
  const plain = (t: Term) => !t.entity && t.parts.length === 1 && (/^\p{Ll}{3,}$/u.test(t.surface) ||
    (/^\p{Lu}\p{Ll}{2,}$/u.test(t.surface) && /^[\s"'(*_]*$/.test(claimText.slice(0, t.start)) && !taggedMostlyAsAdjective(t.surface.toLowerCase())));
  const words = passage.tokens.filter((t) => t.kind === 'word');
  const spanWords = new Map(words.map((t) => [t.norm, t.text]));
  const all = [...missing, ...carried].sort((a, b) => a.start - b.start);
  for (let i = 0; i < all.length; i++) {
    const t = all[i]!;
    const next = all[i + 1];
    if (next && plain(t) && plain(next) && (missing.includes(t) || missing.includes(next)) && /^\s+$|^-$/.test(claimText.slice(t.end, next.start))) {
      const joined = spanWords.get((t.surface + next.surface).toLowerCase());
      if (joined !== undefined && joined.length >= 7) out.push({ terms: [t, next], spanWord: joined });
    }
  }
  return out;
}

/** A claim opening "This type …" or "These changes …" with few other words: its subject is whatever came before it. */
const DEMONSTRATIVE_OPENING = /^(?:this|that|these|those)\s+([\p{L}][\p{L}-]*)(?=\s+(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|must|may|might)\b)/iu;
/** A claim opening with a pronoun its context did not resolve ("It's called for each file that is added."). */
const PRONOUN_OPENING = /^(?:(?:and|but|so|yet)\s+|(?:however|also|still|thus|therefore|then|instead|moreover|furthermore|indeed|of course|in practice|in general),?\s+)?(it|they|he|she|we|you)(?=['’](?:s|re)\b|\s+\p{L})/iu;
function unnamedSubject(profile: ClaimProfile): string | undefined {
  const text = profile.text.trimStart();
  const demonstrative = DEMONSTRATIVE_OPENING.exec(text);
  if (demonstrative) {
    if (profile.quantities.length > 0 || profile.terms.some((t) => t.entity)) return undefined;
    return profile.terms.filter((t) => !t.generic).length <= 3 ? demonstrative[0] : undefined;
  }
  // a pronoun stands for its subject whatever names follow it ("And we use Python because we like Python!", "It may
  // create a new event loop object" over "new_event_loop(), which creates … a new event loop object"): unresolved,
  // only the same words carry it
  const partitive = PARTITIVE_OPENING.exec(text);
  const pronoun = PRONOUN_OPENING.exec(text) ?? (partitive && !/^\s+\p{Lu}/u.test(text.slice(partitive.index + partitive[0].length)) ? partitive : null) ??
    GERUND_PRONOUN_OPENING.exec(text) ?? BARE_DEMONSTRATIVE_OPENING.exec(text);
  // (a figure names it, except in a short claim whose subject is a bare "it" or "they": "It defaults to 300 milliseconds"
  // may be said of any of a page's options)
  if (!pronoun || (profile.quantities.length > 0 && !(/^(?:it|they)$/i.test(pronoun[1]!) && profile.terms.length <= THIN_CLAIM_TERMS))) return undefined;
  // ("It is highly recommended that the release manager …", "It is often desired to pass …": an "it" that stands for the
  // clause after it, not for anything before)
  // ("It has been shown that …": a report of what the clause after it says)
  const afterIt = text.slice(pronoun.index! + pronoun[0].length);
  if (/^it$/i.test(pronoun[1]!) && (EXTRAPOSED_AFTER_IT.test(afterIt) || EXTRAPOSED_REPORT_OPENING.test(afterIt))) return undefined;
  return pronoun[1];
}
const EXTRAPOSED_REPORT_OPENING = new RegExp(`^${EXTRAPOSED_REPORT.source}`, 'u');
/** Judgements that an extraposed "it" opens, "that …" or "to <verb>" after them being what is judged. */
/** A share of what came before ("Each of those is …", "One of these may be passed", "These are …"): a pronoun too (not
 * "These Windows rules …": a name after it is what it points at). */
const PARTITIVE_OPENING = /^(?:(?:and|but|so|yet)\s+)?((?:(?:each|one|some|both|all|many|most|none|either|neither|any|several|few)\s+of\s+(?:these|those|them|this|that))(?=\s+\p{Ll})|(?:these|those)(?=\s+(?:is|are|was|were|has|have|had|does|do|did|can|could|will|would|should|must|may|might|\p{Ll}+s)\b))/iu;
/** An act done to a pronoun opening the claim ("Using it inside of that context is an error."): the pronoun is its subject matter. */
const GERUND_PRONOUN_OPENING = /^(\p{Lu}\p{Ll}+ing\s+(?:it|them|so|this|that))\b/u;
/** "This will be scoped to modules.", "That means …": a demonstrative standing alone for what came before. */
const BARE_DEMONSTRATIVE_OPENING = /^(?:(?:and|but|so|yet)\s+)?(this|that)(?=\s+(?:is|was|will|would|can|could|may|might|must|should|shall|has|had|does|did|means|meant|makes|made|allows|requires|gives|leads|lets|causes)\b)/iu;

/** A sentence that goes on past the words it shares with the claim: a comma or a conjunction and more words. */
const SAYS_MORE_AFTER = /^\s*(?:[,;:—–-]|\(|\s(?:and|but|or|which|because|since|so|if|when|unless)\b)\s*\S/iu;

/** Most content words a claim may have and still say too little for anything but the source's own words to carry it. */
const THIN_CLAIM_TERMS = 3;
/** The content words of a claim that says too little to be carried by other words ("The member will be skipped."), or undefined. */
function thinClaim(profile: ClaimProfile): string[] | undefined {
  if (profile.quantities.length > 0) return undefined;
  // a name with a digit in it ("DUSP4", "x86_64") singles out its statement; so does code the terms do not hold ("`?`")
  if (profile.terms.some((t) => t.entity && /\p{L}/u.test(t.surface) && /\d/.test(t.surface))) return undefined;
  const code = [...profile.text.matchAll(/`+([^`]+)`+/g)].filter((m) => !profile.terms.some((t) => t.surface === m[1]!.trim()));
  return profile.terms.length + code.length > THIN_CLAIM_TERMS ? undefined : profile.terms.map((t) => t.surface);
}

/**
 * The words whose subject a span's clause must not name otherwise: a part that names its own subject (the claim's first
 * part, or a later one with a subject of its own: "…, and the Falcon loader is insecure") by itself, since the claim's
 * other subject is not its own; a part that inherits its subject, with the whole claim.
 */
function ownClause(unit: Unit): string {
  if (unit.claim === undefined) return unit.text;
  return unit.ownSubject || unit.claim.trimStart().startsWith(unit.text) ? unit.text : unit.claim;
}

/** Whether the claim uses `word` between the same two words as one of the span's uses of it. */
function saysInSamePlace(claimTokens: ReturnType<typeof tokenize>, spanTokens: ReturnType<typeof tokenize>, word: string): boolean {
  const around = (tokens: ReturnType<typeof tokenize>) => {
    // (an article and "one" stand in the same place: "an immutable type" / "one immutable type")
    const words = tokens.filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => (/^(?:a|an|one)$/.test(t.norm) ? 'a' : t.norm));
    const target = word.toLowerCase();
    return words.flatMap((w, i) => (w === target ? [`${words[i - 1]}\u0000${words[i + 1]}`] : []));
  };
  const claimPlaces = new Set(around(claimTokens));
  return claimPlaces.size > 0 && around(spanTokens).some((p) => claimPlaces.has(p));
}

/** A sentence that may speak of what one before it names: a personal pronoun, or a subject opened by a definite determiner. */
const REFERS_BACK = /\b(?:it|its|they|their|them|he|his|she|her|him)\b|^[\s"'(*_]*(?:the|this|these|that|those|such|both|each|either|neither)\b/i;

/** A claim that denies something exists ("There are no …", "There is not any …"). */
const EXISTENCE_DENIED = /^\W*(?:(?:and|but|so|thus|then|otherwise|here|now),?\s+)?there\s+(?:is|are|was|were|will\s+be|would\s+be|can\s+be|could\s+be)\s+(?:no|not\s+any|never\s+any)\b/i;
/** A span that says something exists: "there is/are …", "exist(s)", a count of it, or a definite subject ("The Orbix installer is …"). */
const EXISTENCE_STATED = /^[\s"'(*_]*the\s|\bthere(?:['’]s|\s+(?:is|are|was|were|will\s+be|would\s+be|can\s+be|could\s+be|may\s+be|might\s+be|must\s+be|remains?|exists?))\b|\bexist(?:s|ed|ing)?\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|several|many|some|a\s+few)\s+\p{L}/iu;

/** What may extend a name into another one: a hyphened part, "++", "#", or a digit ("Varrow-contrib", "C++", "C#"). */
// (a hyphened modifier keeps the name: "Orbix-only", "Python-based", "Rust-like")
const NAME_EXTENSION = /^(?:-(?!(?:only|based|like|style|specific|compatible|related|aware|free|friendly|powered|level|side|wide|native|enabled|dependent|independent|centric|oriented|driven|backed|generated|provided|defined|written|specific|focused|first|ish|esque|ready|safe|internal|external|facing|proof|heavy|light)(?![\p{L}\p{N}]))[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*|\+\+|#(?![\p{L}\p{N}]))/iu;
/** Where a name stands alone as a word, one pattern per name (compiling a Unicode pattern is costly). */
const NAME_AT = new Map<string, RegExp>();
const NAME_PATTERNS_KEPT = 4096;
/**
 * The longer name the span has wherever it has `name`, when the claim does not write it so ("Varrow-contrib" for
 * "Varrow"); undefined when the span has the name alone somewhere, or the claim has the same longer name.
 */
function nameOnlyInCompound(name: string, spanText: string, claimText: string): string | undefined {
  if (!spanText.includes(name)) return undefined;
  let at = NAME_AT.get(name);
  if (NAME_AT.size > NAME_PATTERNS_KEPT) NAME_AT.clear();
  if (!at) NAME_AT.set(name, (at = new RegExp(`(?<![\\p{L}\\p{N}_+#-])${escapeRegExp(name)}(?![\\p{L}\\p{N}_])`, 'gu')));
  let compound: string | undefined;
  const claimWords = new Set(claimText.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
  for (const m of spanText.matchAll(at)) {
    const ext = NAME_EXTENSION.exec(spanText.slice(m.index! + name.length));
    // (two of the claim's names joined: "the TRF2-RTEL1 interaction" speaks of both)
    if (!ext || claimWords.has(ext[0].replace(/^-/, '').toLowerCase())) return undefined;
    // ("ZIP-format archives" for the claim's "ZIP archives": the format of the noun after it, which the claim puts right
    // after the name; not a tool's name, "Quill-format rewrites …")
    const after = /^-(?:format|formatted|encoded)\s+([\p{L}\p{N}]+)/iu.exec(spanText.slice(m.index! + name.length));
    const nounAfter = after && posTags(spanText).get(m.index! + name.length + after[0].length - after[1]!.length) === 'n' ? after[1] : undefined;
    if (nounAfter && new RegExp(`(?<![\\p{L}\\p{N}_+#-])${escapeRegExp(name)}\\s+${escapeRegExp(nounAfter)}\\b`, 'iu').test(claimText)) return undefined;
    compound ??= name + ext[0];
  }
  if (compound === undefined) return undefined;
  const claimExt = [...claimText.matchAll(at)].map((m) => NAME_EXTENSION.exec(claimText.slice(m.index! + name.length))?.[0]);
  return claimExt.some((e) => e !== undefined && compound === name + e) ? undefined : compound;
}

/** A document named by its identifier ("PEP 9", "RFC 2119", "ADR 7", "issue 123"). */
const DOCUMENT_ID = /\b(?:PEP|RFC|ADR|BIP|EIP|JEP|KEP|issue|PR)\s*#?\d+\b/gi;
/** Words that answer without saying anything of their own ("According to PEP 253, no."). */
const ANSWER_WORDS = new Set(['no', 'yes', 'not', 'never', 'so', 'indeed', 'true', 'false', 'right', 'wrong', 'correct', 'incorrect', 'maybe', 'perhaps']);
/** An attribution that opens a claim ("According to PEP 253,", "Per the RFC,", "As for Orbix,"). */
const ATTRIBUTION_LEAD_IN = /^\W*(?:according\s+to|per|as\s+for|as\s+far\s+as)\s+[^,.;:!?]+,\s*/i;

/** Two denials that make an assertion ("never fails to", "cannot avoid", "not uncommon", "no … without", "nobody disputes"). */
const DOUBLE_DENIAL = /\b(?:never|not|n['’]t|cannot|nothing)\s+(?:\w+ly\s+)?(?:prevent(?:s|ed|ing)?|preclude[sd]?|forbid(?:s|den)?|prohibit(?:s|ed)?|hinder(?:s|ed)?)\b(?!\s+or\b)|\b(?:never|not|n['’]t|cannot|no\s+longer)\s+(?:\w+\s+){0,2}?(?:fail(?:s|ed|ing)?\s+to|avoid(?:s|ed|ing)?|help(?:s|ed)?|un[a-z]{3,}|in(?:frequent|correct|valid)\w*)\b|\bimpossible\s+to\s+(?:stop|prevent|avoid|disable)\b|\b(?:no|never|not|cannot)\b[^.;]*\bwithout\b|n['’]t\b[^.;]*\bwithout\b|\b(?:no|none|nothing)\b[^.;]*\b(?:that|which|who)\s+(?:\w+\s+)?(?:does|do|did|is|are|was|were|has|have|can|will)\s*(?:not|n['’]t)\b|\b(?:nobody|no\s+one|none)\s+(?:\w+\s+)?(?:disputes?|doubts?|denies|questions?|contests?)\b/i;
/** A denial that holds only until a time ("did not land until 2.1"), or with an exception ("never …, except …"). */
const DENIAL_UNTIL_OR_EXCEPT = /\b(?:not|n['’]t|never|no)\b[^.;]*\b(?:until|till|except|unless|other\s+than|apart\s+from|save\s+for)\b/i;
/** A clause that opens the sentence and sets something else apart or concedes ("Unlike Falcon, …", "Although …, …"). */
const ASIDE_OPENING = /^[\s"'(]*(?:unlike|while|whereas|although|though|even\s+though|without|despite|in\s+contrast\s+to|compared\s+to|as\s+opposed\s+to|neither)\b[^,;]*(?:,\s*(?:which|who|whose|that)\b[^,;]*)?,\s*/i;
/** An aside that sets another thing apart (", not Falcon,"). */
const CONTRAST_ASIDE = /,\s*not\s+[^,;]{1,40},/i;

/**
 * Why the span's denial does not deny the claim, which asserts: two denials that assert, a denial until a time or with
 * an exception, a denial only inside an opening clause or an aside that sets another thing apart, or a denial of a
 * narrower thing ("does not inline *recursive* functions" for "inlines functions"); undefined when it denies the claim.
 */
/**
 * The span's every denial stands in a dashed, parenthesised or separate clause that says (almost) nothing of the claim's
 * words, and another clause says most of them ("Brindle has no runtime dependencies — everything is bundled …", "…
 * keyring (never in plain files)").
 */
function denialInOtherClause(claim: string, span: string): boolean {
  const parts = span.split(/\s[—–]\s|\s--\s|[()]|;\s*/).filter((p) => /\p{L}/u.test(p));
  if (parts.length < 2) return false;
  const profile = profilePassage(claim);
  const size = profile.tokens.filter((t) => t.kind === 'word' && !t.stop).length;
  const carried = (text: string) => new Set(profilePassage(text).tokens.filter((t) => t.kind === 'word' && !t.stop && profile.keys.has(t.stem)).map((t) => t.stem)).size;
  const denies = (p: string) => negationHits(p).length > 0;
  const denying = parts.filter(denies);
  // (a bare denial — "— no.", "(not yet, …)" — denies the clause it stands after; one of another place does not:
  // "(never in plain files)")
  const elliptical = (p: string) => /^\W*(?:not|no|never)\b/i.test(p) && !/^\W*(?:not|no|never)\s+(?:in|on|at|for|to|with|from|into|under|via|through)\b/i.test(p);
  return denying.length > 0 && denying.every((p) => !elliptical(p) && carried(p) <= 1 && 2 * carried(p) < size) &&
    parts.some((p) => !denying.includes(p) && 2 * carried(p) > size);
}

function denialNotOfClaim(claim: string, span: string, wholeClaim = claim): string | undefined {
  const claimWords = new Set(claim.toLowerCase().match(/[\p{L}'’]+/gu) ?? []);
  if (/\b(?:not|n['’]t)\s+(?:just|only|merely|simply)\b/i.test(span)) return 'is "not only", which asserts';
  if (denialInOtherClause(claim, span)) return 'stands in another clause of the span, about other things';
  // (the claim's own word is what the span denies: "is unsigned" / "is not unsigned")
  const double = DOUBLE_DENIAL.exec(span);
  const undone = (double?.[0].toLowerCase().match(/[\p{L}'’]+/gu) ?? []).filter((w) => w !== 'to').pop();
  if (double && !(undone !== undefined && claimWords.has(undone))) {
    return 'is undone by a second one (a double negative)';
  }
  const until = DENIAL_UNTIL_OR_EXCEPT.exec(span);
  if (until && !claimWords.has(until[0].toLowerCase().match(/[\p{L}]+$/u)?.[0] ?? '')) return 'holds only until a time or with an exception';
  const claimProfile = profilePassage(claim);
  const claimKeys = claimProfile.keys;
  const aboutClaimWords = (text: string) => profilePassage(text).tokens.some((t) => t.kind === 'word' && !t.stop && !/^(?:not|never|no)$/.test(t.norm) && claimKeys.has(t.stem));
  // (an aside or an opening clause that denies one of the claim's own words is about the claim: "Orbix, not Falcon, …" for a
  // claim about Falcon; "Although Falcon does not support TOML, …" for one that says it does)
  const aside = CONTRAST_ASIDE.exec(span);
  const withoutAsides = aside && !aboutClaimWords(aside[0]) ? span.replace(CONTRAST_ASIDE, ',') : span;
  const claimSubject = claimProfile.tokens.find((t) => t.kind === 'word' && !t.stop);
  const openingMatch = ASIDE_OPENING.exec(withoutAsides);
  const opening = openingMatch && !(claimSubject && profilePassage(openingMatch[0]).keys.has(claimSubject.stem)) ? openingMatch : null;
  const main = opening ? withoutAsides.slice(opening[0].length) : withoutAsides;
  if ((opening || withoutAsides !== span) && negationHits(main).length === 0) return 'stands in a clause that sets another thing apart or concedes';
  // the denied phrase names a narrower thing: a word before the claim's noun the claim never uses
  // ("does not inline recursive functions": the claim's act, an article perhaps, words the claim lacks, the claim's noun)
  // an elliptical denial ("…, not lock files", "… instead of processes") denies the act of its clause: not one the span
  // never names ("reads lock files" against "caches manifests, not lock files")
  if (/(?:,|\bbut)\s+not\s+|\b(?:instead\s+of|rather\s+than)\b/i.test(main)) {
    const spanKeys = profilePassage(main).keys;
    const tags = posTags(claim);
    const act = claimProfile.tokens.find((t) => t.kind === 'word' && !t.stop && tags.get(t.start) === 'v' && !spanKeys.has(t.stem));
    if (act) return `is of another act than ${quote(act.text)}`;
  }
  // (every denial of the span reaches only words the claim does not use: "The idea of adding X is not new - PEP 354 is a
  // previous attempt" denies nothing of "PEP 354 was a previous attempt at adding X")
  // (the whole claim's words: a part's may leave out what the denial is of)
  const wholeKeys = profilePassage(wholeClaim).keys;
  // ("… can be called (for example, printf() and malloc() are not safe), …": every denial inside a bracketed aside that
  // names things the claim does not)
  const denialsHere = negationHits(span);
  // ("returning A if a BOM is present, or `null` if no BOM is present": the other case, whose result the claim never names)
  const otherCases = [...span.matchAll(OTHER_CASE)].filter((m) => !aboutClaimWords(m[1]!));
  if (denialsHere.length > 0 && denialsHere.every((d) => otherCases.some((m) => d.start > m.index! + m[0].length - m[2]!.length - 1 && d.end <= m.index! + m[0].length))) {
    return 'stands in the other case the span gives, whose result the claim does not name';
  }
  const asides = [...span.matchAll(/\(((?:[^()]|\(\)){3,200})\)/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[1]! }));
  // (an aside that opens with its denial denies what it stands before: "is (not yet, as the council decided) open")
  if (denialsHere.length > 0 && denialsHere.every((d) => asides.some((a) => d.start > a.start + 1 + (a.text.length - a.text.trimStart().length) && d.end < a.end &&
    profilePassage(a.text).tokens.some((t) => t.kind === 'word' && !t.stop && !/^(?:not|no|never|nor|none|neither|without|cannot|example|examples|instance|e|g|i|eg|ie|such|like|including|namely|note|see|also|etc)$/.test(t.norm) && !wholeKeys.has(t.stem))))) {
    return 'stands in a bracketed aside about other things';
  }
  const reaches = denialReaches(main);
  if (reaches.length > 0 && reaches.every((r) => r.stems.length > 0 && r.stems.every((s) => !wholeKeys.has(s)))) return 'denies words the claim does not use';
  const denials = [...negationHits(main), ...[...main.matchAll(/\b(?:instead\s+of|rather\s+than)\b/gi)].map((m) => ({ end: m.index! + m[0].length }))];
  for (const neg of denials) {
    const rest = main.slice(neg.end);
    const clause = rest.slice(0, rest.search(/[,;:.!?]|$/));
    const after = tokenize(clause).filter((t) => t.kind === 'word' || t.kind === 'number').slice(0, 5);
    if (after.length < 3 || !claimKeys.has(after[0]!.stem)) continue;
    let i = 1;
    while (i < after.length && /^(?:the|a|an)$/.test(after[i]!.norm)) i++;
    const modifiers: typeof after = [];
    // (only words of a noun phrase: no contraction, auxiliary or denial — "without maintenance *doesn't* work")
    while (i < after.length && !after[i]!.stop && !claimKeys.has(after[i]!.stem) && /^[\p{L}-]+$/u.test(after[i]!.text) &&
      !/^(?:is|are|was|were|be|been|has|have|had|do|does|did|can|could|will|would|may|might|must|should|not|never|no)$/i.test(after[i]!.text)) {
      modifiers.push(after[i++]!);
    }
    if (modifiers.length > 0 && i < after.length && claimKeys.has(after[i]!.stem)) return `is of a narrower thing (${quote(modifiers.map((t) => t.text).join(' '))})`;
    // a limit after the denied words the claim does not set ("does not read the file on Windows", "… by default", "… twice")
    const last = after.reduce((at, t, k) => (claimKeys.has(t.stem) ? k : at), -1);
    const tail = clause.slice(last >= 0 ? after[last]!.end : 0);
    const limit = /^\s*(?:(?:on|in|during|under|after|before|while|when|unless)\s+\S+|by\s+default|twice|once)/i.exec(tail);
    if (last >= 0 && limit && !claim.toLowerCase().includes(limit[0].trim().toLowerCase())) return `holds only with a limit the claim leaves out (${quote(limit[0].trim())})`;
  }
  return undefined;
}

/** The name a number is part of: the word before it and the number ("Python 3.8"), or the number with its letters ("Falcon-7B"). */
function numberedName(text: string, q: Quantity): string {
  const before = /[\p{L}][\p{L}.]*[\s/-]*v?$/u.exec(text.slice(0, q.start));
  return text.slice(before ? q.start - before[0].length : q.start, q.end).trim();
}
/** A verb or noun of what a thing can do or take, several at once, right before a name ("supports", "support for", "speaks", "parses"). */
const CAPABILITY_BEFORE = /\b(?:support(?:s|ed|ing)?(?:\s+for)?|implement(?:s|ed|ing)?|accept(?:s|ed|ing)?|handl(?:e|es|ed|ing)|understand(?:s|ing)?|speak(?:s|ing)?|pars(?:e|es|ed|ing)|recogni[sz](?:e|es|ed|ing)|compatible\s+with|works?\s+with|interoperates?\s+with)\s+$/i;
/** The word a bare number follows when it names a thing ("TLS 1.3", "Python 3.8", "IPv6", "HTTP/2"), lower-cased, or undefined. */
function namingWord(text: string, q: Quantity): string | undefined {
  if (!/^\d+(?:\.\d+)*$/.test(q.raw) || q.unit !== null) return undefined;
  const head = /([\p{L}][\p{L}.]*)[\s/-]*v?$/u.exec(text.slice(0, q.start));
  if (!head || /\s{2,}|\n/.test(head[0])) return undefined;
  const word = head[1]!.replace(/\.$/, '');
  if (STOPWORDS.has(word.toLowerCase())) return undefined;
  // (only what a thing can do or take for several versions at once: "supports TLS 1.3" and "supports TLS 1.2" may both
  // hold; "was added in Orbix 3.8", "the fifth release of Python 3.7", "requires Node 18" name one version)
  const before = text.slice(0, q.start - head[0].length);
  const capability = CAPABILITY_BEFORE.exec(before);
  if (!capability) return undefined;
  // ("only supports TLS 1.2" rules the other version out)
  if (/\bonly\s+(?:\p{L}+\s+)?$/iu.test(before.slice(0, capability.index))) return undefined;
  const named = NUMBERED_HEAD_WORDS.test(word) || /^\p{Lu}/u.test(word);
  return named ? word.toLowerCase() : undefined;
}
/**
 * A changed number that names a thing in both texts after the same word ("supports TLS 1.3" / "supports TLS 1.2",
 * "Support for Perl 5.30 was removed" / "… Perl 5.32 …"): the span speaks of another version or item of that name.
 */
function sameNumberedName(claim: string, q: Quantity, span: string, p: Quantity): boolean {
  // ("3.12 or later" bounds a version: a changed bound is a changed figure)
  if (VERSION_BOUND.test(claim.slice(q.end)) || VERSION_BOUND.test(span.slice(p.end))) return false;
  const mine = namingWord(claim, q);
  return mine !== undefined && mine === namingWord(span, p);
}

/** Words after a version that make it a bound ("3.12 or later", "18+"). */
const VERSION_BOUND = /^(?:\+|\s*(?:or|and)\s+(?:later|newer|above|higher|greater|earlier|older|below|lower)\b)/i;

const exceptOnly = <T extends { only?: true }>(found: T | undefined): T | undefined => (found?.only ? undefined : found);
/** "with and without X", "with or without X": a denial that is one of two ways, both said. */
function eitherWay(text: string): { claim: string; span: string } | undefined {
  const both = /\bwith\s+(?:and|or)\s+without\b|\bwithout\s+(?:and|or)\s+with\b/i.exec(text);
  return both ? { claim: 'with', span: both[0] } : undefined;
}

/** A denial right before a bound ("never more than", "not more than", "no fewer than", "don't last more than"), which turns it round. */
const DENIED_BOUND = /(?:\b(?:not|never|no)|n['’]t)\s+(?:(?!until\b|till\b)\p{L}+\s+)?$/iu;
/** A change from one figure to another ("raised … from", "grew from", "went up from"). */
const FIGURE_CHANGED_FROM = /\b(?:rais|grew|grow|increas|improv|worsen|ros|rise|went\s+up|go(?:es)?\s+up|decreas|fell|fall|dropp|reduc|cut|chang|mov|shr[ai]nk|doubl|halv|climb|jump|lower|extend|expand|bump)\w*\s+(?:\S+\s+){0,8}?\(?from\s+$/i;
/** What lies between the two ends of a range ("4 to 10", "4–10", "between 4 and 10"). */
const UNIT_BEFORE_RANGE_JOINER = /^\s+[\p{L}-]+(?=\s*(?:-|\u2013|\u2014|to|through|and)\s*$)/iu;
// (and "~" right between two figures, "5~10 s", as ranges are often written in East Asian prose)
const RANGE_BETWEEN = /^(?:\s*(?:-|\u2013|\u2014|to|through)\s*|[~\uff5e])$/i;

/**
 * A clause that opens with "No" before its verb, the bound inside its subject ("No palette modes or modes with less than 8
 * bits per component are supported"): what it denies of the things under the bound it says of those past it.
 */
const NO_SUBJECT_BEFORE_BOUND = /(?:^|[.;:!?]\s+)no\s+(?:(?!(?:is|are|was|were|be|been|has|have|had|can|could|will|would|may|might|must|should|shall|do|does|did|not|except|but|other|apart|besides|save|excluding|aside)\b)[\p{L}\d`'-]+,?\s+){1,8}$/iu;
/** The figure's bound follows a denial ("never more than 5"), or stands in the subject a clause's "No" denies. */
const boundDenied = (text: string, q: Quantity) => q.bounded === true && (DENIED_BOUND.test(text.slice(Math.max(0, q.start - 24), q.start)) ||
  NO_SUBJECT_BEFORE_BOUND.test(text.slice(Math.max(0, q.start - 90), q.start)));
/** The values a figure allows, a denial before its bound turned round ("never more than 5" allows 0–5). */
function allowedValues(text: string, q: Quantity): { min: number; max: number } {
  const r = rangeOf(q);
  if (!boundDenied(text, q)) return r;
  return r.max === Infinity ? { min: 0, max: r.min } : { min: r.max, max: Infinity };
}

/** The two ends of a range of `text` ("4 to 10", "between 4 and 10") that has `p`, one of its `quantities`, as one end, or undefined. */
function rangeAround(text: string, p: Quantity, quantities: readonly Quantity[], ordered = true): [Quantity, Quantity] | undefined {
  const k = quantities.indexOf(p);
  for (const [lo, hi] of [[quantities[k - 1], p], [p, quantities[k + 1]]] as const) {
    // (versions are not ordered as decimals: "3.8 through 3.13")
    if (!lo || !hi || lo === hi || (ordered && lo.value >= hi.value) || lo.bounded || hi.bounded) continue;
    // ("from 5561 pystones to 5685": the unit written once, after the first)
    const between = text.slice(lo.end, hi.start).replace(lo.unit !== null && lo.unit === hi.unit ? UNIT_BEFORE_RANGE_JOINER : /^$/, '');
    // ("raised the limit from 4 to 10": a change, not a range)
    if (FIGURE_CHANGED_FROM.test(text.slice(Math.max(0, lo.start - 90), lo.start))) continue;
    if (RANGE_BETWEEN.test(between) || (/^\s*and\s*$/i.test(between) && /\bbetween\s+$/i.test(text.slice(0, lo.start)))) return [lo, hi];
  }
  return undefined;
}
function allowedRange(spanText: string, p: Quantity, others: readonly Quantity[]): string {
  const r = rangeAround(spanText, p, others);
  return r ? spanText.slice(r[0].start, r[1].end) : p.raw;
}

/**
 * A claim figure that differs from the span's but is one the span allows: within its range ('range': "6 workers" / "4
 * to 10 workers"), or the same bound once a denial turns one round ('bound': "never more than 5" / "at most 5").
 * Undefined when the two figures exclude each other, measure different things, or are two bounds of other figures.
 */
function figureAllowed(claimText: string, q: Quantity, claimQuantities: readonly Quantity[], spanText: string, p: Quantity, others: readonly Quantity[]): 'range' | 'bound' | undefined {
  if (q.kind !== p.kind || (q.unit !== p.unit && q.unit !== null && p.unit !== null)) return undefined;
  // (a changed bound is a changed figure, whichever way it moved: only one turned round by a denial may be the same)
  if (q.bounded && p.bounded) {
    const [mine, theirs] = [allowedValues(claimText, q), allowedValues(spanText, p)];
    const turned = boundDenied(claimText, q) || boundDenied(spanText, p);
    return turned && contains(mine, theirs) && contains(theirs, mine) ? 'bound' : undefined;
  }
  // (an end of the claim's own range is compared as one: "2 to 8" / "2 to 16")
  if (q.bounded || rangeAround(claimText, q, claimQuantities)) return undefined;
  const range = rangeAround(spanText, p, others);
  // (an approximate figure, "about 6", wholly inside it)
  const [lo, hi] = q.approx ? [q.approx.min, q.approx.max] : [q.value, q.value];
  return range && lo > range[0].value && hi < range[1].value ? 'range' : undefined;
}

/** The claim's changed number is part of the name of its subject: before the claim's first verb, after a name or a numbered word. */
function numbersTheSubject(claim: string, q: Quantity): boolean {
  const verb = /\b(?:is|are|was|were|has|have|had|will|would|can|could|may|might|must|should|shall|does|do|did)\b|\b[a-z]{3,}(?:s|ed)\b/.exec(claim.slice(q.end));
  if (!verb) return false;
  // (the subject ends at that verb: nothing but the name's own words between)
  if (/[,;:]/.test(claim.slice(q.end, q.end + verb.index))) return false;
  // (digits only, never a count: "four libraries", "at least eight members"; after a name, not a function word: "The
  // 2014 behavior" names nothing)
  const before = claim.slice(0, q.start);
  const head = /([\p{L}][\p{L}.]*)[\s/-]*v?$/u.exec(before);
  if (!/^\d/.test(q.raw) || !head) return false;
  const named = NUMBERED_HEAD_WORDS.test(head[1]!) || (/^\p{Lu}/u.test(head[1]!) && !STOPWORDS.has(head[1]!.toLowerCase()));
  return named && !/\b(?:in|since|from|until|after|before|by|to|than|of|for|at|on)\s+\S*\s*$/i.test(before);
}
/** A release of a product named by its version, before a verb ("Python 3.12 added …", "Rust 1.0 stabilized …"). */
const RELEASE_HEAD = /\b(?:Python|CPython|PyPy|Node(?:\.js)?|Rust|rustc|Cargo|Ruby|Java|PHP|Perl|Lua|Go|pip|version|release)[\s-]*v?$/i;
/** Acts a release does to a thing once: what one release added, another did not add first. */
const RELEASE_EVENT = /^\s+(?:(?:first|finally|also|then)\s+)?(added|introduced|removed|deprecated|dropped|stabili[sz]ed|shipped|deleted)\b/i;
/**
 * Claim and span name releases of the same product as the subject of the same act done once ("Python 3.10 added the
 * slot" / "Python 3.12 added … the slot"): two releases, but one act, so the figures conflict; the act is not said
 * of another thing of that name.
 */
function sameReleaseEvent(claim: string, q: Quantity, span: string, p: Quantity): boolean {
  const mine = RELEASE_HEAD.exec(claim.slice(Math.max(0, q.start - 12), q.start));
  const theirs = RELEASE_HEAD.exec(span.slice(Math.max(0, p.start - 12), p.start));
  if (!mine || !theirs || mine[0].trim().toLowerCase() !== theirs[0].trim().toLowerCase()) return false;
  const act = RELEASE_EVENT.exec(claim.slice(q.end));
  const spanAct = RELEASE_EVENT.exec(span.slice(p.end));
  if (!act || !spanAct || act[1]!.toLowerCase() !== spanAct[1]!.toLowerCase()) return false;
  // (one thing, with an article: "added the slot", "added a way …"; not "added new opcodes", "stabilized several APIs")
  const [object, spanObject] = [claim.slice(q.end + act[0].length), span.slice(p.end + spanAct[0].length)];
  if (!/^\s+(?:the|a|an)\s/i.test(object) || !/^\s+(?:the|a|an)\s/i.test(spanObject)) return false;
  // (and the span's act says no more of it than the claim does, but a word: not "added the slot to the stable ABI")
  const words = (text: string) => text.split(/[.;!?](?:\s|$)/, 1)[0]!.toLowerCase().match(/[\p{L}\p{N}_]{3,}/gu) ?? [];
  const claimWords = new Set(words(object).map((w) => stem(w)));
  return words(spanObject).filter((w) => !STOPWORDS.has(w) && !claimWords.has(stem(w))).length <= 1;
}
/** Words a number names a thing after. */
const NUMBERED_HEAD_WORDS = /^(?:PEP|RFC|ADR|issue|PR|version|release|Python|Node|TLS|SSL|HTTP|Java|Rust|Ruby|PHP|Perl|Lua|Qt|GTK|IPv)$/;

/** A claim's word that one thing is the cause or the means of another. */
const CAUSAL_CONNECTIVE = /\b(?:because|due\s+to|owing\s+to|thanks\s+to|as\s+a\s+result\s+of|caused\s+by|via|by\s+means\s+of)\b/i;
/** A span's words of cause or means beyond the relation words ("after", "when", "through", "by", "from", "so"). */
const CAUSE_IN_SPAN_ALL = /\b(?:through|by|from|since|as|so|after|when|which|thereby|leading|driven|mediated|because|due|result|cause[sd]?|causing)\b/gi;
/** A concession: it sets one thing against another, it does not give a reason. */
const CONCEDING = /\b(?:although|though|even\s+though|despite|in\s+spite\s+of|notwithstanding)\b/i;
/** Words that give a cause or a reason in so many words. */
const STRONG_CAUSE = /\b(?:because|due\s+to|owing\s+to|thanks\s+to|as\s+a\s+result|therefore|thus|hence|consequently|so\s+that|caus(?:e|es|ed|ing)|leads?\s+to|led\s+to|results?\s+in|resulted\s+in|the\s+reason)\b/i;
/** A connective opening a sentence, which ties it to the sentence before ("As a result, …", "Therefore, …"). */
const OPENING_CONNECTIVE = /^\W*(?:as\s+a\s+result|therefore|thus|hence|consequently|for\s+this\s+reason|because\s+of\s+this|accordingly|as\s+such)\s*,\s*/i;
/**
 * A claim's purpose: an act done, then "to" and the purpose's verb ("was added to reduce latency", "exists to support old
 * clients", "is held to prevent races"); the verb, or no match.
 */
const PURPOSE_CLAUSE = /\b(?:(?:was|were|is|are|been|being)\s+(?:\w+ly\s+)?(?:added|introduced|created|designed|renamed|changed|chosen|kept|held|made|used|removed|moved|split|written|built|provided|included|required|needed|reserved|deprecated)|exists?|existed)\s+(?:(?:only|mainly|mostly|primarily|partly|solely|specifically|simply)\s+)?(?:in\s+order\s+|so\s+as\s+)?to\s+([a-z]+)\b/i;
/** Words by which a span states a purpose. */
const PURPOSE_WORDS = /\b(?:in\s+order\s+to|so\s+as\s+to|so\s+that|purpose|purposes|goal|aim|intended|meant|designed\s+to|for\s+the\s+sake\s+of|in\s+an\s+effort\s+to)\b/i;
/** A claim's connective of cause alone, which a span's "after" (a time) does not carry. */
const PURE_CAUSE = /\b(?:because|due\s+to|owing\s+to|as\s+a\s+result\s+of|caused\s+by)\b/i;

/** Verbs by which a claim only reports that a document says something ("PEP 253 says so."): no statement of their own. */
const REPORTING_ONLY = /^(?:says?|said|saying|states?|stated|notes?|noted|agrees?|agreed|confirms?|confirmed|claims?|claimed|writes?|wrote|written|mentions?|mentioned|explains?|explained|puts?|answers?|answered|replies|replied|suggests?|suggested)$/i;

/** Verbs by which a document puts forward what it contains: said of the document itself, each says what another does. */
const PUTTING_FORWARD = /^(?:specif(?:y|ies|ied)|defines?|defined|proposes?|proposed|introduces?|introduced)$/i;
/** Verbs by which a document sets out what it contains: it need not put it forward ("describes the current behaviour"). */
const SETTING_OUT = /^(?:describes?|described|presents?|presented|outlines?|outlined|details?|detailed)$/i;

/**
 * "PEP 723 defines a format …" over "This PEP specifies a format …": both verbs, right after the document's name and
 * right after "This PEP", only say that the document lays the rest out. The claim's verb must follow its name directly.
 */
function layingOutAlike(claimText: string, nameEnd: number, verb: Term, head: string, selfReference: string): boolean {
  const weaker = SETTING_OUT.test(verb.surface);
  if (!weaker && !PUTTING_FORWARD.test(verb.surface)) return false;
  const at = head.indexOf(selfReference);
  if (at < 0) return false;
  const spanVerb = /^\s+(\p{Ll}+)\b/u.exec(head.slice(at + selfReference.length))?.[1];
  // "describes" is carried by a span that puts the thing forward; "proposes" is not carried by one that only describes it
  if (!spanVerb || !(PUTTING_FORWARD.test(spanVerb) || (weaker && SETTING_OUT.test(spanVerb)))) return false;
  // the claim's verb comes right after the name ("PEP 723 defines", not "PEP 723, once accepted, defines")
  return /^\s+$/.test(claimText.slice(nameEnd, verb.start));
}

/** A claim that ends on a bare pronoun as its object ("… proposes this.", "… makes it."). */
const PRONOUN_OBJECT_END = /\b(?:this|that|it|these|those|them|so)\s*[.!?]?["')\]]*\s*$/i;

/** Words by which a document refers to itself or to what it proposes ("This", "the proposal", "this PEP"). */
const REFERRING_WORD = /^(?:this|that|it|these|here|document|proposal|pep|rfc|paper|article|study|benchmark|dataset|specification|spec|project|report|note|notes|section|chapter|readme|guide)$/i;

/** An act named only by a pro-form ("do this", "did so", "doing that"). */
const PRO_ACT = /\b(?:do|does|did|doing|done)\s+(?:this|that|so|it|the same)\b/i;

/** Function words with an opposite, which the content-word checks do not see ("before"/"after"). */
// (a time bound and its other side: "until it is stabilized" / "after it is stabilized", "once …", "since …")
const FUNCTION_OPPOSITES = new Map<string, readonly string[]>([['before', ['after', 'since']], ['after', ['before', 'until', 'till', 'up to and including', 'up to']],
  ['until', ['after', 'since', 'once']], ['till', ['after', 'since', 'once']], ['since', ['until', 'till', 'before']], ['once', ['until', 'till']],
  ['above', ['below', 'at']], ['below', ['above', 'at']], ['beyond', ['at', 'within']], ['up', ['down']], ['down', ['up']], ['on', ['off']], ['off', ['on']], ['over', ['under']], ['under', ['over']],
  ['inside', ['outside']], ['outside', ['inside', 'within']], ['within', ['outside']],
  // (a place and the places beside it: "only at the top-most level" / "only below the top-most level")
  ['at', ['below', 'above', 'beyond']]]);

/**
 * A claim that is the span word for word once one of its function words is turned into its opposite: the two words,
 * as each text writes them, or undefined.
 */
export function swappedOpposite(spanText: string, claimText: string): { claim: string; span: string } | undefined {
  const words = quoteWords(claimText);
  const spanWords = new Set(quoteWords(spanText).map((w) => w.word));
  for (const w of words) {
    for (const opposite of FUNCTION_OPPOSITES.get(w.word) ?? []) {
      if (!opposite.split(' ').every((o) => spanWords.has(o))) continue;
      const turned = claimText.slice(0, w.start) + opposite + claimText.slice(w.end);
      const range = quotedRange(spanText, turned);
      if (range === null) continue;
      const at = opposite.includes(' ') ? undefined : quoteWords(spanText.slice(range.start, range.end)).find((s) => s.word === opposite);
      return { claim: claimText.slice(w.start, w.end), span: at ? spanText.slice(range.start + at.start, range.start + at.end) : opposite };
    }
  }
  return undefined;
}

/** Negation words dropped, contractions too, so two texts can be compared as "the same but for a denial". */
function withoutDenials(text: string): string {
  return notSpelledOut(text).replace(/\bcannot\b/gi, 'can').replace(/\b(?:not|no|never)\b/gi, ' ');
}

/**
 * A span that only denies the claim (no changed figure, no opposite word) and does not say the claim's words again
 * with the denial taken out does not outweigh a span that quotes the claim word for word: "there are not many other
 * constraints at this time", copied from its source, is not put in doubt by "due to limited time constraints …".
 */
export function looseDenial(claimText: string, quotingSpan: string, opposingSpan: string, opposingFlags: readonly string[]): boolean {
  if (!opposingFlags.includes('negation_conflict') || opposingFlags.some((f) => f.startsWith('number_mismatch:') || f.startsWith('antonym:'))) return false;
  if (quotedRange(quotingSpan, claimText) === null) return false;
  return quotedRange(withoutDenials(opposingSpan), withoutDenials(claimText), { anyNumber: true }) === null;
}

/**
 * The claim names a version as its subject ("3.7 will receive …" at its start, or after a name, "no Python 2.8"); the
 * best span states it, the opposing span does not (its figure there is another, or none): it speaks of another version.
 */
export function aboutAnotherVersion(claimText: string, bestFlags: readonly string[], opposingFlags: readonly string[], opposingText: string): boolean {
  const versions = [...claimText.matchAll(SUBJECT_VERSION)].map((m) => m[1]!);
  const unstated = (flags: readonly string[], v: string) => flags.includes(`number_missing:${v}`) || flags.includes(`number_mismatch:${v}`);
  // (the opposing span names another version in that place: one that names none, "every release receives …", may
  // speak of the claim's too)
  const theirs = [...opposingText.matchAll(SUBJECT_VERSION)].map((m) => m[1]!);
  return versions.some((v) => unstated(opposingFlags, v) && !unstated(bestFlags, v) && theirs.some((w) => w !== v));
}
/** A dotted version that opens a sentence, or stands right after a capitalised name ("Python 2.8"). */
const SUBJECT_VERSION = /(?:^\W*|[.!?]\s+|\b\p{Lu}[\p{L}-]+\s+)(\d+\.\d+(?:\.\d+)*)(?![\d.]*\d)/gu;

/**
 * The claim is the quoting span word for word with its own figures, and the opposing span says the same words with
 * other figures only: another example ("… 3.3.0 final, a final 3.2 …" in PEP 392 and "… 3.4.0 …, … 3.3 …" in PEP 398).
 */
export function otherFiguresOnly(claimText: string, quotingSpan: string, opposingSpan: string, opposingFlags: readonly string[]): boolean {
  // six words, as for a copy with its figures changed: the figures themselves make a chance match unlikely
  return figuresOnly(opposingFlags) && quotedRange(quotingSpan, claimText, { minWords: 6 }) !== null &&
    quotedRange(opposingSpan, claimText, { anyNumber: true, minWords: 6 }) !== null;
}

/** Words of a heading that name a kind of thing, not which one ("The interval option": "option"). */
const HEADING_KIND_WORDS = new Set(['option', 'options', 'method', 'methods', 'function', 'functions', 'command', 'commands', 'module', 'modules', 'class',
  'classes', 'property', 'properties', 'setting', 'settings', 'flag', 'flags', 'parameter', 'parameters', 'argument', 'arguments', 'field', 'fields',
  'section', 'chapter', 'part', 'overview', 'introduction', 'notes', 'note', 'docs', 'api', 'type', 'types', 'event', 'events']);
/**
 * The thing the claim's own section heading names ("## The interval option" over "It defaults to 100 milliseconds."),
 * which the span or its surroundings name too: what the claim's pronoun stands for, named.
 */
function headingNamesSubject(claimHeadings: readonly string[] | undefined, span: EvidenceSpan): boolean {
  const heading = claimHeadings?.[claimHeadings.length - 1];
  if (heading === undefined) return false;
  const words = tokenize(heading).filter((t) => t.kind === 'word' && !t.stop && !HEADING_KIND_WORDS.has(t.norm));
  if (words.length === 0 || words.length > 4) return false;
  const aroundText = [span.text, span.context?.title ?? '', ...(span.context?.headings ?? [])].join('\n');
  const aroundTokens = tokenize(aroundText);
  const around = new Set(aroundTokens.map((t) => t.stem));
  // (a short name or one with capitals inside is matched as written: "%O" is not "%o")
  const asWritten = new Set(aroundTokens.map((t) => t.text));
  // (and a piece written with a symbol, "%o", "fs.watch", "--all", is looked for as written)
  const symbolic = heading.split(/\s+/).map((p) => p.replace(/^[`'"“(*_]+|[`'"”),:;.*_]+$/g, '')).filter((p) => /[^\p{L}\p{N}'’-]/u.test(p) && /[\p{L}\p{N}]/u.test(p));
  return symbolic.every((p) => aroundText.includes(p)) &&
    words.every((t) => (t.text.length <= 2 || /\p{Ll}\p{Lu}|^\p{Lu}{2}/u.test(t.text) ? asWritten.has(t.text) : around.has(t.stem)));
}

/** Words of a heading that name a part of a document, not a scope ("Notes", "docs: npm-ci"). */
const HEADING_PART_WORDS = new Set(['docs', 'doc', 'documentation', 'notes', 'note', 'overview', 'introduction', 'section', 'chapter', 'part', 'api', 'summary']);
/**
 * The claim's own section heading names a kind of thing ("## Multi-line docstrings"), and the span stands under a heading
 * of the same kind that its words do not narrow the same way ("One-line Docstrings"): the span speaks of another case of
 * that kind, unless the claim says its scope itself. The two headings, or undefined.
 */
function otherCaseHeading(claimHeadings: readonly string[] | undefined, span: EvidenceSpan, claimText: string): { claim: string; span: string } | undefined {
  if (!claimHeadings || claimHeadings.length < 2) return undefined;
  const heading = claimHeadings[claimHeadings.length - 1]!;
  const spanHeadings = span.context?.headings ?? [];
  const nearest = spanHeadings[spanHeadings.length - 1];
  if (nearest === undefined) return undefined;
  // both headings a kind and its modifiers, and nothing else ("Multi-line docstrings", "One-line Docstrings"; not "What
  // counts as a docstring", "Indentation and line length")
  // (words and hyphens only: not "table README: Table", a document's label and its title)
  const kindPhrase = (text: string) => {
    if (!/^[\p{L}\p{N}\s'’-]+$/u.test(text.trim())) return undefined;
    const all = tokenize(text).filter((t) => t.kind !== 'punct');
    return all.length >= 2 && all.length <= 4 && all.every((t) => t.kind === 'word' && !t.stop) ? all : undefined;
  };
  const claimWords = kindPhrase(heading);
  const spanWords = kindPhrase(nearest);
  if (!claimWords || !spanWords) return undefined;
  const head = claimWords[claimWords.length - 1]!;
  if (spanWords[spanWords.length - 1]!.stem !== head.stem) return undefined;
  const claimModifiers = claimWords.slice(0, -1).filter((t) => !HEADING_PART_WORDS.has(t.norm));
  const spanModifiers = new Set(spanWords.slice(0, -1).map((t) => t.stem));
  // the span's heading narrows the kind by a word the claim's does not have, and the claim's by one the span and its
  // surroundings never say (nor the claim itself)
  if (claimModifiers.length === 0 || [...spanModifiers].every((m) => claimModifiers.some((t) => t.stem === m))) return undefined;
  const claimStems = new Set(tokenize(claimText).map((t) => t.stem));
  const around = new Set(tokenize([span.text, span.context?.title ?? '', ...spanHeadings].join('\n')).map((t) => t.stem));
  const unsaid = claimModifiers.filter((t) => !around.has(t.stem) && !claimStems.has(t.stem));
  return unsaid.length > 0 ? { claim: heading, span: nearest } : undefined;
}

/**
 * The claim is the best span, or another one, word for word but for one thing the span says otherwise: a denial more
 * or fewer, one content word, a function word turned into its opposite, or a subject named only as "This type".
 */
function nearCopyVerdict(best: Judgement, judgements: Judgement[], profile: ClaimProfile, thresholds: VerifyInput['thresholds'], bestQuotes: boolean, claimHeadings?: readonly string[]): VerifyOutput | undefined {
  // a denial more or fewer ("can not do without" / "can do without"); a quoted excerpt may have words inserted, never a denial
  const denials = denialsAdded(wordsOf(best.span), profile.text);
  // (a denial the span adds in a clause of its own about other things: "… keyring (never in plain files)")
  if (denials && !(denials.span > denials.claim && denialInOtherClause(profile.text, best.span.text))) {
    const side = denials.claim > denials.span ? 'claim' : 'span';
    return contradictedBy(best, `The ${side} says the same words with ${quote(denials.word)} ${side === 'claim' ? 'added' : 'where the claim has none'}: one denies what the other says.`,
      ['negation_conflict', 'denial_added']);
  }
  // one content word in one place ("local name lookups" / "global name lookups"); a name the span's surroundings give
  // ("The benchmark contains …" in the CiteVQA README) is no other word
  const swappedWord = oneWordSwapped(wordsOf(best.span), profile);
  // (a name the claim gives the document stands in for the span's word only where that word refers to the document:
  // "PEP 572 is a proposal" over "This is a proposal", not "the Python Database PEP Specification" over "… API …")
  const namesTheDocument = swappedWord !== undefined && REFERRING_WORD.test(swappedWord.span) && explain(best).flags.some((f) => f.startsWith('document_named:'));
  // (nor does a word that shares one of the claim word's two most frequent senses: "handled" for "treated")
  // (nor the noun the claim's "ones" stands for, said by the span in its place: "detached signatures" for "detached ones")
  if (swappedWord && !namesTheDocument && !explain(best).flags.includes(`context_carried:${swappedWord.claim}`) && !explain(best).flags.includes(`document_subject:${swappedWord.claim}`) &&
    !explain(best).flags.some((f) => f.startsWith(`pro_form:${swappedWord.claim}/`)) &&
    // (nor one a lexicon reading carried the claim's word by, in words of its own: "right now" for "currently")
    !explain(best).flags.some((f) => f.startsWith('lexicon_') && f.endsWith(`/${swappedWord.claim}`) && f.slice(f.indexOf(':') + 1, f.lastIndexOf('/')).split(/\s+/).includes(swappedWord.span.toLowerCase()))) {
    return partlyBy(best, thresholds,
      `${where(best.span)} says this word for word but for one word: the span says ${quote(swappedWord.span)} where the claim says ${quote(swappedWord.claim)}.`,
      [`word_substituted:${swappedWord.claim}/${swappedWord.span}`, ...explain(best).flags]);
  }
  // "This type is public.": a subject named only by what came before it is checked only against the same words
  // (unless the claim's section heading names it, and so does the span: "## The interval option" / "`interval` (default: 100)")
  const unnamed = headingNamesSubject(claimHeadings, best.span) ? undefined : unnamedSubject(profile);
  const unnamedQuote = unnamed ? quotedRange(wordsOf(best.span), profile.text, { minWords: 3 }) : null;
  if (unnamed && unnamedQuote === null) {
    return partlyBy(best, thresholds,
      `${where(best.span)} has these words, but the claim names its subject only as ${quote(unnamed)}: name what it is, or quote the source's words.`,
      ['unnamed_subject', ...explain(best).flags]);
  }
  // ("This can be a performance bottleneck." from "This can be a performance bottleneck, and makes …" in another
  // document): a claim that names nothing and says little is carried only by a whole sentence of the same words, not by
  // the opening of one that goes on to say more of its own "this"
  if (unnamed && unnamedQuote && thinClaim(profile) && SAYS_MORE_AFTER.test(wordsOf(best.span).slice(unnamedQuote.end))) {
    return partlyBy(best, thresholds,
      `${where(best.span)} opens with these words and goes on, but the claim names its subject only as ${quote(unnamed)} and says too little to know it is the same thing: name what it is.`,
      ['unnamed_subject', 'thin_claim', ...explain(best).flags]);
  }
  // a claim under "## Multi-line docstrings" from a span under "One-line Docstrings": another case of the same kind
  const otherCase = otherCaseHeading(claimHeadings, best.span, profile.text);
  if (otherCase) {
    return partlyBy(best, thresholds,
      `${where(best.span)} says this under ${quote(otherCase.span)}, but the claim stands under ${quote(otherCase.claim)}: the span speaks of another case.`,
      [`heading_scope:${otherCase.claim}/${otherCase.span}`, ...explain(best).flags]);
  }
  // "This PEP is rejected." under "## Single-dispatch generic functions", from pep-3126.rst: a claim that points at its
  // subject, or names none, speaks of what its own heading names; another document's same words speak of another thing
  const otherSubject = headingOfAnotherSubject(profile.text, claimHeadings, best.span);
  if (otherSubject) {
    return partlyBy(best, thresholds,
      `${where(best.span)} has these words, but the claim names its subject only as ${quote(otherSubject.pointer)}, under ${quote(otherSubject.heading)}, and the span speaks of its own document (${best.span.relPath.split('/').pop()}): name what the claim is about.`,
      [`heading_subject:${otherSubject.heading}`, ...explain(best).flags]);
  }
  // "The Council may wish to do this.": an act named only as "do this" is whatever came before; only the same words carry it
  // (in a later clause it may stand for an act of the claim's own first clause: "… taking such steps now, but … do so later")
  const proAct = PRO_ACT.exec(profile.text);
  if (proAct && !/[,;:]|\b(?:and|but|or|then)\b/i.test(profile.text.slice(0, proAct.index)) && quotedRange(wordsOf(best.span), profile.text, { minWords: 3 }) === null) {
    return partlyBy(best, thresholds,
      `${where(best.span)} has these words, but the claim names its act only as ${quote(proAct[0])}: say what is done, or quote the source's words.`,
      ['unnamed_act', ...explain(best).flags]);
  }
  // "A ValueError will be raised.": a claim of so few words says nothing another sentence could not say of something
  // else; only the source's own words carry it
  const thin = thinClaim(profile);
  // (a claim of two words quotes with both: "Orbix crashed.")
  const quoteWordsNeeded = Math.min(3, quoteWords(profile.text).length);
  if (thin && !judgements.some((j) => (j === best || j.label === 'supports') && quotedRange(wordsOf(j.span), profile.text, { minWords: quoteWordsNeeded }) !== null)) {
    return partlyBy(best, thresholds,
      `${where(best.span)} has these words, but the claim says too little (${thin.map(quote).join(', ')}) for other words to carry it: say who or what, and when, or quote the source's words.`,
      ['thin_claim', ...explain(best).flags]);
  }
  // a function word turned into its opposite ("Before that" / "After that"), also in what reads as a quote: the quote
  // reading passes over function words
  const swapped = swappedOpposite(wordsOf(best.span), profile.text);
  if (swapped) return contradictedBy(best, `The span says ${quote(swapped.span)} where the claim says ${quote(swapped.claim)}.`, [`opposite_word:${swapped.claim}/${swapped.span}`]);
  if (bestQuotes) return undefined;
  // the claim is another span's very words with a limit it leaves out (a condition, a hedge, what causes it): that
  // sentence is where the words come from, and it limits them; a span that carries them only in other words does not
  // lift the limit ("The lookup will have to fail over to …" from "When a name is not …, the lookup will have to …")
  const limited = limitedQuote(best, judgements, profile);
  if (limited) {
    const partly = partlyBy(best, thresholds,
      `${where(limited.span)} says these very words, and ${explain(limited).reasons.join(' ').replace(/^The span /, '')} ${where(best.span)} carries them only in other words, which do not lift that limit.`,
      ['limited_where_quoted', ...explain(limited).flags.filter(isLimitFlag), ...explain(best).flags]);
    // the limiting sentence first: it is where the claim's words come from
    return { ...partly, evidence: [limited.span, best.span] };
  }
  // another span that has every word of the claim but one, and another word in that word's very place, is closer to
  // the claim than the best span that carries its words loosely: the source says something else there ("required" / "optional")
  const misquoted = judgements.find((j) => !overlaps(j.span, best.span) && quotesButOneWord(j, profile.text));
  if (misquoted) {
    return leftOpen(best, thresholds,
      `The sources disagree: ${where(best.span)} carries this claim's words, but ${where(misquoted.span)} says it with another word (${explain(misquoted).reasons.join(' ')}).`,
      ['conflicting_evidence', ...explain(misquoted).flags], [best.span, misquoted.span]);
  }
  return undefined;
}

/** Flags of a limit a span puts on words the claim states without it. */
function isLimitFlag(flag: string): boolean {
  return flag.startsWith('hedge_dropped:') || flag.startsWith('cause_dropped:') || flag.startsWith('only_in_condition:') || flag.startsWith('only_asked:');
}

/** Words by which a span says it holds in every case. */
const LIFTED = /\b(?:always|regardless|unconditionally|in\s+(?:all|every|any)\s+cases?|in\s+all\s+(?:circumstances|situations|configurations)|on\s+(?:all|every)\s+(?:platforms?|systems?|targets?)|no\s+matter)\b/i;
/** Words a quote of the claim must have for a limited copy to count as the claim's own source. */
const LIMITED_QUOTE_WORDS = 4;

/**
 * Another span, not carrying the claim, that has the claim word for word under a limit the claim leaves out, when no
 * supporting span quotes the claim: the limited copy, or undefined.
 */
function limitedQuote(best: Judgement, judgements: Judgement[], profile: ClaimProfile): Judgement | undefined {
  const quotes = (j: Judgement) => quotedRange(wordsOf(j.span), profile.text, { minWords: LIMITED_QUOTE_WORDS }) !== null;
  if (judgements.some((j) => j.label === 'supports' && quotes(j))) return undefined;
  // a best span that says it holds in every case lifts the limit itself ("… on every platform", "always")
  if (LIFTED.test(wordsOf(best.span)) && !LIFTED.test(profile.text)) return undefined;
  // (a copy whose modal is weaker than the claim's quotes the claim's other words: "Function names should be lowercase"
  // for "Function names must be lowercase")
  const withoutModal = profile.text.replace(CLAIM_MODALS, ' ');
  const quotesBesideModal = (j: Judgement) => withoutModal !== profile.text &&
    quotedRange(wordsOf(j.span), withoutModal, { minWords: LIMITED_QUOTE_WORDS }) !== null;
  return judgements.find((j) => j !== best && j.label !== 'supports' && j.label !== 'contradicts' && !overlaps(j.span, best.span) &&
    explain(j).flags.some(isLimitFlag) && (quotes(j) || quotesBesideModal(j)));
}
/** A claim's modal, left out to compare it with a copy that has another one. */
const CLAIM_MODALS = /\b(?:must|shall|will|should|can|may)\b/gi;

/** The best span contradicts the claim on its own: a verdict naming only it. */
function contradictedBy(best: Judgement, reason: string, flags: string[]): VerifyOutput {
  return { verdict: verdict('contradicts', Math.min(best.score, 0.1), Math.max(best.drift, 0.5), 'moderate', `${where(best.span)}: ${reason}`, flags), evidence: [best.span] };
}

/** The best span carries only part of the claim: a partial verdict below the accept score. */
function partlyBy(best: Judgement, thresholds: VerifyInput['thresholds'], reason: string, flags: string[]): VerifyOutput {
  return { verdict: verdict('partially_supports', Math.min(best.score, thresholds.acceptScore - 0.01), best.drift, 'weak', reason, flags), evidence: [best.span] };
}

/** A contradiction by figures alone: no denial, opposite or other relation. */
function figuresOnly(flags: readonly string[]): boolean {
  return flags.some((f) => f.startsWith('number_mismatch:')) &&
    flags.every((f) => f.startsWith('number_mismatch:') || f.startsWith('number_missing:') || f.startsWith('number_qualifier:') || f.startsWith('lexicon_'));
}

/** Spans that pull two ways: the question is left open, with both. */
function leftOpen(best: Judgement, thresholds: VerifyInput['thresholds'], reason: string, flags: string[], evidence: EvidenceSpan[]): VerifyOutput {
  return { verdict: verdict('abstain', Math.min(best.score, thresholds.partialScore - 0.01), best.drift, 'weak', reason, flags), evidence };
}

function supportVerdict(best: Judgement, judgements: Judgement[], profile: ClaimProfile, units: Unit[], thresholds: VerifyInput['thresholds'], claimHeadings?: readonly string[]): VerifyOutput {
  // (the same words in several documents, "Note: This command is unaware of workspaces.": a claim that points at its
  // subject is carried by the copy in the document its own heading names)
  if (headingOfAnotherSubject(profile.text, claimHeadings, best.span)) {
    best = judgements.find((j) => j !== best && j.label === 'supports' && !headingOfAnotherSubject(profile.text, claimHeadings, j.span)) ?? best;
  }
  let opposing: Judgement | undefined = ranked(judgements.filter((j) => (j.label === 'contradicts' || j.label === 'uncertain') && !overlaps(j.span, best.span) &&
    !(j.label === 'contradicts' && looseDenial(profile.text, wordsOf(best.span), wordsOf(j.span), explain(j).flags))))[0];
  // a span that is the claim word for word but for a denial or a figure is closer to it than one that only carries its words
  const bestRange = quotedRange(wordsOf(best.span), profile.text);
  // the claim word for word with its own figures, and elsewhere the same words with other figures only: another
  // example ("After the release of 3.3.0 final, …" in PEP 392, "… 3.4.0 …" in PEP 398), not the other way
  // (a source that words it otherwise with another figure disagrees: "lists 46 of the 711 PDFs as scanned" against "64 of …")
  // (the quoting span may be another supporting one than the best: "For example, 3.26 will be released in 2026." where
  // the best is "3.26.0 will be released in 2026")
  const supporting = judgements.filter((j) => j.label === 'supports');
  if (opposing?.label === 'contradicts' && supporting.some((j) => otherFiguresOnly(profile.text, wordsOf(j.span), wordsOf(opposing!.span), explain(opposing!).flags))) opposing = undefined;
  // a contradiction read in a rewording never outweighs a span that supports the claim
  if (opposing?.label === 'contradicts' && explain(opposing).flags.includes(REWORDED)) opposing = undefined;
  // nor does a span about another version of what the claim names, where the best span names the claim's own ("3.9
  // received bugfix updates … every 2 months" beside "3.7 will receive … every 3 months", each PEP of its own release)
  if (opposing?.label === 'contradicts' && aboutAnotherVersion(profile.text, explain(best).flags, explain(opposing).flags, wordsOf(opposing.span))) opposing = undefined;
  // an excerpt that stops right before its clause's denial ("… — it is" of "… — it is not.") drops the denial
  const cutDenial = bestRange && /^\s*(?:not|never)\b(?!\s+(?:only|just|merely|simply)\b)/i.exec(wordsOf(best.span).slice(bestRange.end));
  if (cutDenial) {
    return contradictedBy(best, `The span goes on with ${quote(cutDenial[0].trim())} right after the words the claim takes from it: the claim leaves out its denial.`,
      ['negation_conflict', 'denial_cut']);
  }
  // an excerpt that stops right before the "if"/"whether" clause its verb reports ("… a flag which indicates" of "… which
  // indicates if the descriptor will be inherited") leaves out what the span says
  // (a short claim too: "Notice that script doesn't control.")
  const excerptRange = bestRange ?? quotedRange(wordsOf(best.span), profile.text, { minWords: 3 });
  // (only after a verb that reports one: "restarts whether or not the job failed" concedes, it reports nothing)
  const cutClause = excerptRange && ASKED_BEFORE.test(wordsOf(best.span).slice(0, excerptRange.end) + ' ')
    ? /^\s*(?:if|whether)\b(?:\s+[^\s,.;:!?]+){0,5}/i.exec(wordsOf(best.span).slice(excerptRange.end)) : null;
  if (cutClause) {
    return partlyBy(best, thresholds, `${where(best.span)} goes on with ${quote(cutClause[0].trim())} right after the words the claim takes from it: the claim leaves out what its verb reports.`,
      ['clause_cut', ...explain(best).flags]);
  }
  if (opposing) {
    // the span closer to the claim wins; within one source an exact statement wins over a neighbour about
    // something slightly different; equally close spans of different sources leave the question open
    if (opposing.label === 'contradicts' && opposing.termsExact && !best.termsExact) return contradictVerdict(opposing);
    const opposingQuotes = (minWords: number, anyNumber: boolean) => opposing.label === 'contradicts' &&
      quotedRange(withoutDenials(wordsOf(opposing.span)), withoutDenials(profile.text), { anyNumber, minWords }) !== null;
    // the sources say it word for word both ways ("It does include …" and "It does not include …", of two clocks)
    const quoting = judgements.find((j) => j.label === 'supports' && !overlaps(j.span, opposing.span) &&
      quotedRange(wordsOf(j.span), profile.text, { minWords: 4 }) !== null);
    // (other figures in the same words are another example, not the other way: "Python 3.26 would be released in 2026")
    if (quoting && opposingQuotes(4, false)) {
      return leftOpen(best, thresholds,
        `The sources say this both ways, word for word: ${where(quoting.span)} and ${where(opposing.span)} (${explain(opposing).reasons.join(' ')}). Name what the claim is about.`,
        ['conflicting_evidence', ...explain(opposing).flags], [quoting.span, opposing.span]);
    }
    // a supporting span must quote the claim as closely as the opposing one does to outweigh it: both at six words
    const bestQuotesToo = bestRange !== null || supporting.some((j) => quotedRange(wordsOf(j.span), profile.text, { minWords: 6 }) !== null);
    if (opposingQuotes(6, true) && !bestQuotesToo) return contradictVerdict(opposing);
    // the claim word for word but for its word of an opposite pair, whose other side stands there ("The parts of the
    // f-string outside of braces are literal strings" for "… inside of braces …"), is closer than a span that only
    // has the claim's words elsewhere
    if (opposing.label === 'contradicts' && !bestQuotesToo && quotesWithOpposite(wordsOf(opposing.span), profile.text, explain(opposing).flags)) {
      return contradictVerdict(opposing);
    }
  }
  if (opposing && !(best.termsExact && opposing.span.sourcePath === best.span.sourcePath)) {
    return leftOpen(best, thresholds,
      `The sources disagree: ${where(best.span)} carries this claim, but ${where(opposing.span)} does not (${explain(opposing).reasons.join(' ')}).`,
      ['conflicting_evidence', ...explain(opposing).flags], [best.span, opposing.span]);
  }
  const nearCopy = nearCopyVerdict(best, judgements, profile, thresholds, bestRange !== null, claimHeadings);
  if (nearCopy) return nearCopy;
  const corroborating = judgements.find((j) => j !== best && j.label === 'supports' && j.exact && !overlaps(j.span, best.span) && j.span.spanHash !== best.span.spanHash);
  const quality: Quality = best.exact ? (corroborating ? 'verified' : 'strong') : 'moderate';
  // the document's own number ("PEP 572") is not a figure the span states
  const documentNames = explain(best).flags.filter((f) => f.startsWith('document_named:') || f.startsWith('document_possessive:')).map((f) => f.slice(f.indexOf(':') + 1));
  const stated = profile.quantities.filter((q) => !documentNames.some((n) => n.includes(q.raw)));
  const numbers = stated.length > 0 ? `, with the same numbers (${stated.map((q) => q.raw).join(', ')})` : '';
  const reason = `${where(best.span)} states this${numbers}.` +
    (corroborating ? ` ${where(corroborating.span)} agrees.` : '') + (explain(best).reasons.length > 0 ? ` ${explain(best).reasons.join(' ')}` : '');
  return {
    verdict: verdict('supports', best.score, best.drift, quality, reason, [...explain(best).flags, ...(corroborating ? ['corroborated'] : [])]),
    evidence: corroborating && quality === 'verified' ? [best.span, corroborating.span] : [best.span],
    ...(units.length > 0 ? { parts: units.map((u) => ({ text: u.text, evidence: best.span, label: 'supports' as const })) } : {}),
  };
}

/**
 * A partial span that states none of the numbers another span gives otherwise says nothing about them: it does not
 * oppose that span ("Discontinuation of surgical trials" beside "One in five surgical trials are discontinued").
 */
function silentOnTheConflict(partial: Judgement, contradicting: Judgement): boolean {
  if (!contradicting.termsExact || partial.signals.numberRatio > 0) return false;
  const conflicts = explain(contradicting).flags.filter((f) => f.startsWith('number_mismatch:'));
  return conflicts.length > 0 && !explain(partial).flags.some((f) => f.startsWith('number_mismatch:'));
}

/**
 * The partial span is a window that holds the contradicting sentence and leaves out the very word that sentence says the
 * opposite of ("may slightly decrease" over "… may slightly increase. Also … the additional costs."): read whole, the
 * window missed the conflict, it did not answer it.
 */
function windowMissesTheConflict(partial: Judgement, contradicting: Judgement): boolean {
  const [p, c] = [partial.span, contradicting.span];
  if (p === c || p.sourcePath !== c.sourcePath || p.start > c.start || c.end > p.end) return false;
  const opposed = explain(contradicting).flags.filter((f) => f.startsWith('antonym:')).map((f) => f.slice('antonym:'.length).split('/')[0]!.toLowerCase());
  return opposed.length > 0 && opposed.every((w) => partial.missing.some((t) => t.surface.toLowerCase() === w));
}

function contradictVerdict(j: Judgement): VerifyOutput {
  const numeric = explain(j).flags.some((f) => f.startsWith('number_mismatch:'));
  return {
    verdict: verdict('contradicts', j.score, Math.max(j.drift, 0.5), numeric || j.exact ? 'moderate' : 'weak', `${where(j.span)}: ${explain(j).reasons.join(' ')}`, explain(j).flags),
    evidence: [j.span],
  };
}

/**
 * A part that says too little to be told apart ("These modules must be built") is carried only by a span that quotes it,
 * as a whole claim that thin is: a span that has its words about something else ("… the external build system between
 * these two kinds of modules …") only shares them.
 */
function thinPartUnquoted(unit: Unit, j: Judgement): Judgement {
  if (j.label !== 'supports' || unit.quantities.length > 0 || unit.terms.length > THIN_CLAIM_TERMS) return j;
  if (unit.terms.some((t) => t.entity && /\p{L}/u.test(t.surface) && /\d/.test(t.surface))) return j;
  const words = Math.min(3, quoteWords(unit.text).length);
  return quotedRange(wordsOf(j.span), unit.text, { minWords: words }) !== null ? j : { ...j, label: 'partially_supports' };
}

/**
 * The best judgement of a conjunct: with the subject it inherits, or, for a span that says that subject by a pronoun,
 * without its capitalised words ("Orbix removed X and added Y" over "… It added Y."); a span that names another subject
 * ("Kettle added Y") carries nothing of it.
 */
function partJudgement(u: Unit, candidates: readonly EvidenceSpan[], acronyms: Map<string, string> | undefined, thresholds: VerifyInput['thresholds'],
  previous: Judgement | undefined, mayContradict?: ReadonlySet<EvidenceSpan>): Judgement {
  const judgements = ranked(candidates.map((span) => judge(u, span, acronyms, thresholds)));
  const best = judgements[0]!;
  // a span that says the part's opposite is not hidden by another span that merely fails to carry it, as for a whole
  // claim ("IFI16 impedes STING phosphorylation" over "… to promote STING phosphorylation" and a sentence on another
  // topic) — only a span the caller names (one that carries much of the whole claim), and only by an opposite word in the
  // part's place: a denial the span makes ("soft keywords, i.e. they are not reserved words") may be of what the part
  // does not say, which the whole claim's reading sorts out and a part's cannot
  const contradicting = best.label === 'supports' || !mayContradict ? undefined
    : judgements.find((j) => j.label === 'contradicts' && mayContradict.has(j.span) && explain(j).flags.some((f) => f.startsWith('antonym:')));
  if (contradicting && (best.label !== 'partially_supports' || (contradicting.termsExact && !best.termsExact) || silentOnTheConflict(best, contradicting) ||
    windowMissesTheConflict(best, contradicting))) {
    return contradicting;
  }
  // a later part judged without a subject, carried by a sentence whose own subject names a thing the claim never names
  // ("… and accepts spaces" over "The lexer accepts spaces"): that sentence is about something else
  if (best.label === 'supports' && u.claim !== undefined && u.text !== u.claim.trim() && !u.ownSubject && otherSubject(u.claim, u.text, wordsOf(best.span))) {
    return { ...best, label: 'partially_supports' };
  }
  if (best.label === 'supports' || !u.inheritedNames || previous?.label !== 'supports') return best;
  // (only the sentence right after the one that carries the part before: a name between them may be what the pronoun means)
  const before = previous.span;
  const byPronoun = candidates.filter((span) => PRONOUN_OPENING.test(wordsOf(span)) && span.sourcePath === before.sourcePath &&
    span.start >= before.end && span.start - before.end <= 4);
  if (byPronoun.length === 0) return best;
  const loose: Unit = { ...u, terms: u.terms.filter((t) => !u.inheritedNames!.includes(t)) };
  const alternative = ranked(byPronoun.map((span) => judge(loose, span, acronyms, thresholds)))[0]!;
  return alternative.label === 'supports' ? alternative : best;
}

/**
 * The sentence's subject (its words before its first verb) has a noun or a name the claim never uses, where the part
 * opens with its verb (its subject is the claim's): the sentence speaks of another thing.
 */
function otherSubject(claim: string, part: string, sentence: string): boolean {
  if (!/^(?:(?:and|but|or|then|also)\s+)*(?:\p{L}+ly\s+)?\p{Ll}/u.test(part)) return false;
  const partTags = posTags(part);
  const firstWord = tokenize(part).find((t) => t.kind === 'word' && !/^(?:and|but|or|then|also)$/i.test(t.norm) && !/ly$/.test(t.norm));
  if (!firstWord || partTags.get(firstWord.start) !== 'v') return false;
  const tags = posTags(sentence);
  const words = tokenize(sentence).filter((t) => t.kind === 'word');
  const verbAt = words.findIndex((t, i) => i > 0 && (tags.get(t.start) === 'v' || /^(?:is|are|was|were|has|have|had|can|will|does|do|did)$/.test(t.norm)) && !/^(?:the|a|an)$/.test(words[i - 1]!.norm));
  if (verbAt <= 0) return false;
  const claimStems = new Set(tokenize(claim).filter((t) => t.kind === 'word').map((t) => t.stem));
  return words.slice(0, verbAt).some((t) => !t.stop && (tags.get(t.start) === 'n' || (/^\p{Lu}/u.test(t.text) && tags.get(t.start) !== 'r' && !/ly$/.test(t.norm))) &&
    !claimStems.has(t.stem) && !/^(?:it|they|this|these|he|she|you|we|i|one)$/i.test(t.norm));
}

/**
 * A part that is exact but for words its span's surroundings give ("They don't know …" under the heading "Parsers"),
 * each of them carried by another of the claim's spans, the sentence right before it ("Parsers analyze …"): the
 * span's opening pronoun reads back to that sentence, so the part is as exact as if it named them itself.
 */
function exactGivenEarlierSpan(j: Judgement, spans: readonly EvidenceSpan[], acronyms: Map<string, string> | undefined): boolean {
  const flags = explain(j).flags;
  const byContext = flags.filter((f) => f.startsWith('context_carried:')).map((f) => f.slice('context_carried:'.length));
  if (byContext.length === 0 || flags.some((f) => !f.startsWith('context_carried:'))) return false;
  // (what makes a judgement exact but its context: every word carried nearly, every figure, no converse reading)
  if (!j.termsExact || j.signals.uncarriedNumbers > 0) return false;
  // the span opens on a pronoun, and the claim's span it reads back to is the sentence right before it
  if (!/^\W*(?:they|it|these|this|he|she)\b/i.test(wordsOf(j.span))) return false;
  const earlier = spans.filter((s) => s.sourcePath === j.span.sourcePath && s.end <= j.span.start && j.span.start - s.end <= 3);
  if (earlier.length === 0) return false;
  const profiles = earlier.map((s) => profilePassage(wordsOf(s), acronyms));
  return byContext.every((surface) => {
    const term = j.unit.terms.find((t) => t.surface === surface);
    return term !== undefined && profiles.some((p) => carriesTerm(p, term, acronyms));
  });
}

const AUXILIARY_FORMS = new RegExp(`^(?:${FINITE_AUXILIARY_WORDS}|shall|be|been)$`);
/** "This library", "these extra entries": a demonstrative and the next word or two, by which a span points back. */
const POINTS_BACK = /\b(?:this|these)\s+(\p{L}[\p{L}-]*)(?:\s+(\p{L}[\p{L}-]*))?/giu;
/**
 * The span's "this library" or "these traits" whose words the sentences just before it never use: it points back past
 * them, to what the section heading names. The pointer as written, or undefined.
 */
function pointerToHeading(spanText: string, before: string | undefined): string | undefined {
  const earlier = new Set(tokenize(before ?? '').filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  for (const m of spanText.matchAll(POINTS_BACK)) {
    // (a determiner before a word of its own, not the pronoun before a verb: "This was omitted")
    const words = tokenize(m[0]).slice(1).filter((t) => t.kind === 'word');
    if (words[0] === undefined || words[0].stop || AUXILIARY_FORMS.test(words[0].norm)) continue;
    const own = words.filter((t) => !t.stop && !AUXILIARY_FORMS.test(t.norm));
    if (own.every((t) => !earlier.has(t.stem))) return m[0].slice(0, own[own.length - 1]!.end);
  }
  return undefined;
}

/**
 * A heading that names one member of an API as code does: one name before any brackets, in lower case or with a call's
 * brackets ("render", "xmlMode", "options.align", "readFile(filename, [options])", "RandExp(pattern)"); not a section
 * about a place or a topic ("Windows", "Performance").
 */
function memberHeading(heading: string): boolean {
  const name = heading.trim().replace(/\(.*$/s, '').trim();
  // (or a type's name in two humps or more, "VisitorResult", "ActionTuple": no word of English, as "Index" or "Test" is)
  return name.length > 0 && !/\s/.test(name) && (/^[a-z_$.]/.test(name) || /\(/.test(heading) || /^\p{Lu}\p{Ll}+(?:\p{Lu}[\p{Ll}\d]*)+$/u.test(name));
}

/**
 * A type's entry as a noun phrase ("Any value that can be returned from a visitor (TypeScript type).") under its
 * heading, for a claim that says the heading's member is that ("VisitorResult is the type for any value …"): the
 * heading is what the phrase defines.
 */
function definingEntry(claimText: string, heading: string, spanText: string): boolean {
  const name = heading.trim().replace(/\(.*$/s, '').trim();
  return new RegExp(`^[\\s\`*_"']*${escapeRegExp(name)}[\`*_"']*\\s+(?:is|are)\\s`, 'u').test(claimText) && /^[\s*_]*(?:a|an|the|any|some|all|one|list|object|map|set|array|number|string|value|function)\b/i.test(spanText);
}

/** Imperatives that open a note, not a member's description ("Note that …", "See …"). */
const NOTE_OPENING = /^\W*(?:note|see|use|please|remember|make\s+sure|also|for\s+example|e\.g\.)\b/i;
/**
 * A sentence that opens with its verb, the way an API reference describes the member its heading names ("Can be thought
 * of as …", "Returns the …", "Treat the input as …"), not with a subject, a gerund or a note.
 */
function subjectlessEntry(text: string): boolean {
  if (NOTE_OPENING.test(text)) return false;
  const first = tokenize(text).find((t) => t.kind === 'word');
  if (!first || /ing$/i.test(first.norm)) return false;
  // (a verb in -s the tagger reads as a noun before its object: "Sets the expiry time …", "Returns a list …")
  const next = tokenize(text.slice(first.end)).find((t) => t.kind === 'word');
  return FINITE_AUXILIARY.test(first.norm) || posTags(text).get(first.start) === 'v' ||
    (/[^s]s$/.test(first.norm) && /^(?:the|a|an|its|their|each|every|all|any|no|this|these|it|them)$/.test(next?.norm ?? ''));
}

/** How far apart (characters of one source) the spans of a conjunctive claim's parts may lie to be accepted together. */
const MULTI_SPAN_WINDOW = 1500;

/** Per-part verdict of a conjunctive claim whose parts no single span carries together, or null to fall through. */
function conjunctiveVerdict(units: Unit[], best: Judgement, wholeJudgements: readonly Judgement[], input: VerifyInput): VerifyOutput | null {
  const { candidates, acronyms, thresholds } = input;
  const partJudgements: Judgement[] = [];
  // the claim's first part (its own subject and act) is contradicted by a span that says its opposite and carries much of
  // the whole claim, whatever other spans say; a later part, read without its subject, is not refuted that way
  const aboutTheClaim = new Set(wholeJudgements.filter((j) => LABEL_RANK[j.label] >= LABEL_RANK.partially_supports).map((j) => j.span));
  for (const u of units) {
    const mayContradict = partJudgements.length === 0 && aboutTheClaim.size > 0 ? aboutTheClaim : undefined;
    partJudgements.push(thinPartUnquoted(u, partJudgement(u, candidates, acronyms, thresholds, partJudgements[partJudgements.length - 1], mayContradict)));
  }
  const parts: VerifyPart[] = units.map((u, i) => {
    const j = partJudgements[i]!;
    const label: VerdictLabel = j.label === 'uncertain' ? 'abstain' : j.label;
    return { text: u.text, evidence: j.label === 'does_not_support' ? null : j.span, label };
  });
  const contradicted = partJudgements.find((j) => j.label === 'contradicts');
  if (contradicted) return { ...contradictVerdict(contradicted), parts };
  const carried = partJudgements.filter((j) => j.label === 'supports');
  const spans = distinctSpans(carried.map((j) => j.span));
  // the closest span says another word in the place of one of the claim's: another span's word does not outvote it
  if (carried.length === units.length && best.substituted !== undefined) return null;
  // nor when the closest span is the claim word for word but for one swapped word ("users of the Rust project" /
  // "users of the Github project"): the parts found elsewhere do not outvote the copy
  if (carried.length === units.length && oneWordSwapped(wordsOf(best.span), profileClaim(input.claim.text))) return null;
  // nor when one span carries every word of the claim and only limits it (a modal, a hedge, a condition): "These
  // dependencies should be built and managed by …" is the copy; its parts found in sentences about other things
  // ("… between these two kinds of dependencies", "… crates managed purely by …") do not make it "must"
  if (carried.length === units.length && wholeJudgements.some((j) => j.exact && explain(j).flags.some((f) => f.startsWith('hedge_dropped:')))) return null;
  // nor when one span carries every part and, read as a whole, gives one of the claim's words to another act or subject
  // ("reads the manifest, and the Falcon tool checks the config file" for "reads the manifest and the config file")
  if (carried.length === units.length && spans.length === 1 &&
    wholeJudgements.some((j) => sameSpan(j.span, spans[0]!) && explain(j).flags.some((f) => WHO_DOES_WHAT.test(f)))) return null;
  // nor when one span carries every word of the claim and, read as a whole, has two of its things traded ("T* is *T, and
  // const T* is *mut T" over "T* is *mut T, and const T* is *T"), a list widened or an exception added: parts found
  // elsewhere do not outvote the copy
  if (carried.length === units.length && wholeJudgements.some((j) => j.coverage >= 1 && explain(j).flags.some((f) => TRADED_READING.test(f)))) return null;
  // nor when a span that carries a part, read against the whole claim, has two of its names crossed ("wraps around
  // htmlparser2 … can use parse5" over "wraps around parse5 … can use htmlparser2"): the part is carried only word by word
  const carryingSpans = distinctSpans(carried.map((j) => j.span));
  if (carried.length === units.length && wholeJudgements.some((j) => carryingSpans.some((s) => sameSpan(j.span, s)) && explain(j).flags.some((f) => CROSSED.test(f)))) return null;
  if (carried.length === units.length && input.claim.text.split(/;\s*/).some((clause) => carryingSpans.some((s) => crossedPairs(clause, wordsOf(s)) !== undefined))) return null;
  // nor when the claim writes code the spans do not write as it is (`.op` over ``%op%``): a part read as words misses it
  // (nor a list item the spans do not name, "…, and mirror.example.org itself" of a span listing two others)
  // (nor a word the spans have in another word's place, "between full team membership, which was …" / "between r+
  // privileges, which were …": read part by part, each word is found)
  const spansText = spans.map((s) => s.text).join('\n');
  // (nor, carried or not part by part, when the claim writes a span's code in another order: the whole claim's reading names it)
  if (codeRearranged(input.claim.text, spansText) !== undefined) return null;
  const spansNames = new Set(spans.flatMap((s) => [...documentNamesOf(s.sourcePath)]));
  if (carried.length === units.length && (codeWordUnwritten(input.claim.text, spansText, spansNames) !== undefined ||
    listItemAdded(input.claim.text, spansText) !== undefined || wordInOthersPlace(input.claim.text, spansText) !== undefined)) return null;
  if (carried.length === units.length) {
    // parts stated close together in one source are one account of the same thing; parts gathered from far apart are the author's assembly
    const close = spans.every((s) => s.sourcePath === spans[0]!.sourcePath) &&
      Math.max(...spans.map((s) => s.end)) - Math.min(...spans.map((s) => s.start)) <= MULTI_SPAN_WINDOW;
    const together = close && carried.every((j) => j.exact || exactGivenEarlierSpan(j, spans, acronyms));
    // a part with a subject of its own ("a signature …") is about the same thing only where it stands beside the rest
    if (!close && units.some((u) => u.ownSubject)) {
      return {
        verdict: verdict('partially_supports', Math.max(thresholds.partialScore, Math.min(thresholds.acceptScore - 0.01, (units.length - 1) / units.length * thresholds.acceptScore)),
          1 / units.length, 'weak', `Each part is stated somewhere (${[...new Set(spans.map(where))].join('; ')}), but not side by side: the parts may be about different things.`,
          ['conjunct_apart', ...explain(best).flags]),
        evidence: spans,
        parts,
      };
    }
    return {
      verdict: verdict('supports', Math.min(...carried.map((j) => j.score)), Math.max(...carried.map((j) => j.drift)), together ? 'strong' : 'moderate',
        `Each part is stated by its own span (${[...new Set(spans.map(where))].join('; ')})${together ? ', close together in one source' : '; no single passage states all of it'}.`,
        together ? ['multi_span', 'multi_span_one_source'] : ['multi_span']),
      evidence: spans,
      parts,
    };
  }
  if (carried.length === 0) return null;
  const unsupported = units.filter((_, i) => partJudgements[i]!.label !== 'supports').map((u) => quote(u.text));
  const share = carried.length / units.length;
  return {
    verdict: verdict('partially_supports', Math.max(thresholds.partialScore, Math.min(thresholds.acceptScore - 0.01, share * thresholds.acceptScore)),
      1 - share, 'weak', `Only part of this claim is carried: no span states ${unsupported.join(', ')}.`, ['conjunct_unsupported', ...explain(best).flags]),
    evidence: spans,
    parts,
  };
}

/** Flags by which a span gives a claim's word to another act or subject. */
/** Readings of two of the claim's things in each other's places. */
/** Flags of two names or arguments of a span given each other's places. */
const CROSSED = /^(?:pairs_crossed|words_swapped|arguments_reversed|sides_swapped|respectively_mispaired|attributes_traded|objects_traded|[a-z_]*traded):/;
const TRADED_READING = /^(?:[a-z_]*(?:traded|swapped|reversed|crossed|mispaired)|list_item_added|exception_added|only_one_of_list|denial_limited|denial_moved|preposition_opposed|choice_reversed):/
const WHO_DOES_WHAT = /^(?:argument_elsewhere|pairs_crossed|subject_as_source|clause_subject|other_agent|words_swapped|arguments_reversed|clauses_reversed|respectively_mispaired|attributes_traded|objects_traded|list_item_outside|item_denied|subject_as_circumstance|sides_joined|sides_swapped):/;

/** Endings of a noun that names an act ("implementation", "acceptance", "deployment", "removal"). */
const ACT_NOUN = /(?:tion|sion|ance|ence|ment|al)s?$/;

/**
 * A claim verb the span carries only as a noun for the act followed by "of" and something the claim does not name
 * ("acceptance and implementation of the ideas" for "… will be implemented, once the URL has been accepted"): the
 * noun and what it is of, or undefined. "the introduction of unsafe blocks" still carries "unsafe blocks were introduced".
 */
function actOfAnother(unit: Unit, term: Term, passage: PassageProfile): { noun: string; object: string } | undefined {
  // (cheap tests first: this runs for every carried word of every span; the claim's tagger only at the end)
  if (term.entity || term.parts.length !== 1 || ACT_NOUN.test(term.surface.toLowerCase())) return undefined;
  const words = passage.tokens.filter((t) => t.kind === 'word' || t.kind === 'number');
  const holders = words.map((w, i) => ({ w, i })).filter(({ w }) => w.stem === term.key);
  // the verb itself, somewhere in the span
  if (holders.length === 0 || holders.some(({ w }) => !ACT_NOUN.test(w.norm))) return undefined;
  const claimStems = new Set(unitTokens(unit).filter((t) => t.kind === 'word' || t.kind === 'number').map((t) => t.stem));
  let found: { noun: string; object: string } | undefined;
  for (const { w, i } of holders) {
    // "X and implementation of Y": the act nouns of one list share their "of"
    let k = i + 1;
    while (words[k] && (words[k]!.norm === 'and' || words[k]!.norm === 'or' || ACT_NOUN.test(words[k]!.norm))) k++;
    if (words[k]?.norm !== 'of') return undefined;
    const object = words.slice(k + 1, k + 5).find((t) => !t.stop && !/^(?:the|a|an|this|that|these|those|its|their)$/.test(t.norm));
    if (object === undefined || claimStems.has(object.stem)) return undefined;
    found ??= { noun: w.text, object: object.text };
  }
  return found && termPos(term) === 'v' ? found : undefined;
}

// ---------- two sentences joined by the source's own link ----------

/** A claim's join of an act and its result or purpose: "X, so Y", "X so that Y", "X, which lets Y". */
const RESULT_JOIN = /,\s*(?:and\s+)?(?:so\s+that|so|thus|therefore|hence|which\s+is\s+why|which\s+(?:means|makes\s+it\s+possible\s+(?:to|for)|lets|allows|enables)(?:\s+that)?|making\s+it\s+possible\s+(?:to|for)|allowing|letting)\s+|\s+so\s+that\s+/giu;
/** A claim that opens with its reason: "Because Y, X" (Y and X captured). */
const FRONTED_REASON = /^\s*because\s+(?!of\b)([^,]{3,}),\s*(\S.*)$/isu;
/** A claim's "X because of Y", read by linkedVerdict alone (a noun phrase, not a clause, as the reason). */
const REASON_OF_JOIN = /,?\s+(?:partly\s+|mainly\s+|largely\s+)?because\s+of\s+/iu;
/** A claim's join of an act and its reason: "X because Y", "X, since Y". */
const REASON_JOIN = /,?\s+(?:partly\s+|mainly\s+|largely\s+)?because\s+(?!of\b)|,\s*since\s+(?!\d)/giu;
/** A sentence that opens by giving the result of the one before it: "This allows …", "Therefore …". */
const RESULT_OPENING = /^\W*(?:(?:this|that|which|it)\s+(?:\p{L}+\s+)?(?:allows?|lets?|enables?|makes?|means?|permits?|ensures?|gives?)\b|(?:therefore|thus|hence|so|consequently|accordingly|as\s+a\s+result|for\s+this\s+reason|this\s+is\s+why|that\s+is\s+why|in\s+this\s+way|this\s+way)\b)/iu;
/** A sentence that opens by giving the reason for the one before it: "This is because …", "That was done because …". */
const REASON_OPENING = /^\W*(?:(?:this|that|it)\s+(?:is|was)\s+(?:\p{L}+\s+){0,2}?(?:because|since|due\s+to)\b|because\b|the\s+reason\s+(?:is|was|for\s+this\s+is)\b)/iu;
/** A word by which a sentence relates two things it says: a result, a reason, a purpose, a means. */
const RELATION_WORD = /\b(?:so|therefore|thus|hence|consequently|because|since|due\s+to|given\s+that|owing\s+to|for\s+this\s+reason|why|means?|meaning|allow(?:s|ing|ed)?|let(?:s|ting)?|enabl(?:e|es|ing|ed)|mak(?:e|es|ing)\s+(?:it\s+)?(?:possible|easier|harder)|in\s+order|such\s+that|to\s+(?:make|allow|let|enable|ensure|avoid|keep|prevent|reduce|help|support)|lead(?:s|ing)?\s+to|result(?:s|ing|ed)?\s+in|caus(?:e|es|ed|ing))\b/i;

/** The claim's result and reason joins, in order of kind. */
function relationJoins(text: string): Array<{ m: RegExpMatchArray; kind: 'result' | 'reason' }> {
  return [
    ...[...text.matchAll(RESULT_JOIN)].map((m) => ({ m, kind: 'result' as const })),
    ...[...text.matchAll(REASON_JOIN)].map((m) => ({ m, kind: 'reason' as const })),
  ];
}
const hasRelationJoin = (text: string) => relationJoins(text).length > 0;

/** Where one sentence of a two-sentence span ends and the next begins. */
const SENTENCE_BREAK = /(?<=[.!?]["'’”)\]]?)\s+(?=["'“‘(`*]?[\p{Lu}\p{N}`])/gu;

interface Piece {
  span: EvidenceSpan; // the span the piece is read from, reported as the evidence
  text: string;
  order: number; // 0: a whole span or its first sentence, 1: its second
  whole: boolean; // the piece is its whole span, one sentence
}

/** Each candidate as its sentences: a two-sentence span gives two pieces, in order. */
function piecesOf(candidates: EvidenceSpan[]): Piece[] {
  const out: Piece[] = [];
  for (const span of candidates) {
    const words = wordsOf(span);
    const breaks = [...words.matchAll(SENTENCE_BREAK)];
    if (breaks.length !== 1) {
      out.push({ span, text: words, order: 0, whole: breaks.length === 0 });
      continue;
    }
    const at = breaks[0]!.index!;
    out.push({ span, text: words.slice(0, at), order: 0, whole: false }, { span, text: words.slice(at + breaks[0]![0].length), order: 1, whole: false });
  }
  return out;
}

/** The piece right after `first` in its source: the second sentence of its span, or a span starting where it ends. */
function follows(first: Piece, second: Piece): boolean {
  if (first.span === second.span) return first.order === 0 && second.order === 1;
  if (!first.whole || !second.whole || first.span.sourcePath !== second.span.sourcePath) return false;
  const gap = second.span.start - first.span.end;
  return gap >= 0 && gap <= 4;
}
const breaksOf = (span: EvidenceSpan) => [...wordsOf(span).matchAll(SENTENCE_BREAK)].length;

/** A piece read as a span of its own, for judging only (the evidence reported is always a real span). */
function asSpan(piece: Piece): EvidenceSpan {
  return piece.whole || piece.text === wordsOf(piece.span) ? piece.span : { ...piece.span, plain: piece.text };
}

/**
 * "X, so Y" / "X because Y", when no passage says it in one sentence: the source says X and, in the very next
 * sentence, Y, opening with its own link ("This allows …", "Therefore …", "That was done because …"). The relation is
 * then the source's, not the writer's; parts found anywhere else are not joined.
 */
function linkedVerdict(profile: ClaimProfile, input: VerifyInput): VerifyOutput | null {
  const text = profile.text;
  // ("Because Y, X" and "X because of Y": a reason, read as "X because Y")
  // (only a claim with no other join: "Because X, Y, so Z" is read by its "so")
  const allJoins = relationJoins(text);
  const fronted = allJoins.length === 0 ? FRONTED_REASON.exec(text) : null;
  const joins = fronted ? [] : allJoins;
  const ofJoin = fronted || joins.length > 0 ? null : REASON_OF_JOIN.exec(text);
  if (!fronted && !ofJoin && joins.length !== 1) return null;
  const { m, kind } = fronted || ofJoin ? { m: (fronted ?? ofJoin)!, kind: 'reason' as const } : joins[0]!;
  const head = fronted ? fronted[2]!.trim().replace(/[.!]+$/, '') : text.slice(0, m.index).trim();
  const tail = fronted ? fronted[1]!.trim() : text.slice(m.index! + m[0].length).trim().replace(/[.!]+$/, '');
  const headProfile = profileClaim(head);
  const tailProfile = profileClaim(tail);
  const size = (p: ClaimProfile) => p.terms.filter((t) => !t.generic && !t.frame).length + p.quantities.length;
  if (size(headProfile) < 2 || size(tailProfile) < 2) return null;
  const { acronyms, thresholds } = input;
  const pieces = piecesOf(input.candidates);
  const judged = (p: ClaimProfile) => pieces
    .map((piece) => ({ piece, j: judge(wholeUnit(p), asSpan(piece), acronyms, thresholds) }))
    .filter((x) => x.j.label === 'supports');
  const heads = judged(headProfile);
  if (heads.length === 0) return null;
  const tails = judged(tailProfile);
  for (const h of heads) {
    for (const t of tails) {
      // result: X, then "This allows Y" / "Therefore Y"; reason: X, then "This is because Y", or Y, then "Therefore X"
      const linked = kind === 'result'
        ? follows(h.piece, t.piece) && RESULT_OPENING.test(t.piece.text)
        : (follows(h.piece, t.piece) && REASON_OPENING.test(t.piece.text)) || (follows(t.piece, h.piece) && RESULT_OPENING.test(h.piece.text));
      if (!linked) continue;
      const evidence = distinctSpans([h.piece.span, t.piece.span].sort((a, b) => a.start - b.start));
      const link = (kind === 'result' ? t.piece.text : REASON_OPENING.test(t.piece.text) ? t.piece.text : h.piece.text).trim().split(/\s+/).slice(0, 3).join(' ');
      const parts: VerifyPart[] = [
        { text: head, evidence: h.piece.span, label: 'supports' },
        { text: tail, evidence: t.piece.span, label: 'supports' },
      ];
      return {
        // as for parts stated side by side: strong only when each part is carried whole
        verdict: verdict('supports', Math.min(h.j.score, t.j.score), Math.max(h.j.drift, t.j.drift), h.j.exact && t.j.exact ? 'strong' : 'moderate',
          `${evidence.map(where).join('; ')} states this in two sentences, the second linking it to the first (${quote(`${link} …`)}): ` +
          `the ${kind === 'result' ? 'result' : 'reason'} is the source's, not only the writer's.`,
          ['linked_sentences', `link_${kind}`]),
        evidence,
        parts,
      };
    }
  }
  return null;
}

/**
 * "X, which is done to aid Y", when no passage says it in one sentence: the source says X and, in the very next sentence,
 * "This is done to aid Y" — its "This" is the claim's "which", the clause before. Only a non-restrictive "which" (after a
 * comma) and a next sentence that opens with "This" or "That" and the claim's verb; parts found apart are not joined.
 */
function relativeLinkVerdict(profile: ClaimProfile, input: VerifyInput): VerifyOutput | null {
  const m = RELATIVE_WHICH.exec(profile.text);
  if (!m) return null;
  const head = m[1]!.trim();
  const rest = m[2]!.trim().replace(/[.!]+$/, '');
  const headProfile = profileClaim(head);
  const size = (p: ClaimProfile) => p.terms.filter((t) => !t.generic && !t.frame).length + p.quantities.length;
  // (not a clause with a figure: "the single least usable aspect" read as "one of the least usable aspects" is a count the
  // figure reading takes as the same)
  if (size(headProfile) < 2 || headProfile.quantities.length > 0) return null;
  const { acronyms, thresholds } = input;
  const pieces = piecesOf(input.candidates);
  const heads = pieces.filter((piece) => judge(wholeUnit(headProfile), asSpan(piece), acronyms, thresholds).label === 'supports');
  if (heads.length === 0) return null;
  // (the clause before "which" verified as a claim of its own against its one piece, with every reading a claim gets: "the
  // single least usable aspect" is not "one of the least usable aspects"; the "This …" after it has no subject of its own to
  // be a claim, and is judged)
  const verified = (text: string, piece: Piece) => verifyFramed({ ...input, claim: { ...input.claim, text }, candidates: [asSpan(piece)] });
  for (const h of heads) {
    for (const t of pieces) {
      const opening = /^\W*(this|that)\s+/i.exec(t.text);
      if (!opening || !follows(h, t)) continue;
      // the next sentence's own "This …", read with the claim's words after "which"
      const tailProfile = profileClaim(`${opening[1]} ${rest}`);
      if (size(tailProfile) < 2) continue;
      const tj = judge(wholeUnit(tailProfile), asSpan(t), acronyms, thresholds);
      if (tj.label !== 'supports' || verified(head, h).verdict.label !== 'supports') continue;
      const headUnit = wholeUnit(headProfile);
      const hj = judge(headUnit, asSpan(h), acronyms, thresholds);
      // (every word of the clause carried, none left out as a frame; nor a superlative the sentence gives as "one of" its
      // kind: "the single least usable aspect" over "one of the least usable aspects")
      if (!headUnit.terms.every((term) => hj.carried.some((c) => c.key === term.key))) continue;
      if (ONE_OF_SEVERAL.test(h.text) && !ONE_OF_SEVERAL.test(head)) continue;
      const evidence = distinctSpans([h.span, t.span].sort((a, b) => a.start - b.start));
      return {
        verdict: verdict('supports', Math.min(hj.score, tj.score), Math.max(hj.drift, tj.drift), hj.exact && tj.exact ? 'strong' : 'moderate',
          `${evidence.map(where).join('; ')} states this in two sentences, the second opening with ${quote(opening[0].trim())} for the first, as the claim's ${quote('which')} does.`,
          ['linked_sentences', 'link_relative']),
        evidence,
        parts: [{ text: head, evidence: h.span, label: 'supports' }, { text: `${opening[1]} ${rest}`, evidence: t.span, label: 'supports' }],
      };
    }
  }
  return null;
}
const ONE_OF_SEVERAL = /\b(?:one|some|several|many|a\s+few)\s+of\s+the\b|\bamong\s+the\b/i;
/** "X, which Y": a non-restrictive relative clause after a comma, its verb first ("which is done …", "which makes …"). */
const RELATIVE_WHICH = /^(.+?),\s+which\s+((?:is|are|was|were|has|have|had|can|will|may|makes?|means?|allows?|lets?|helps?|keeps?|avoids?|causes?|gives?)\b.+)$/is;

/**
 * A result or reason join ("X, so Y", "X because Y") that ties one part of a conjunctive claim to another: parts
 * stated apart do not say that one follows from the other.
 */
function relationAcrossParts(profile: ClaimProfile, parts: readonly VerifyPart[] = []): boolean {
  const ranges = mergedConjuncts(profile);
  // a part that holds the join itself, carried by two sentences (their order and link are not read) or by one that states
  // no relation at all: the relation is not carried
  const relationInPart = (part: VerifyPart) => part.evidence !== null && hasRelationJoin(part.text) &&
    (breaksOf(part.evidence) > 0 || !linksTheSides(profile.text, part.text, wordsOf(part.evidence)));
  if (parts.some(relationInPart)) return true;
  return relationJoins(profile.text).some(({ m }) => {
    const range = ranges.find((r) => m.index! >= r.start && m.index! < r.end);
    if (!range) return true;
    // the join's other side is in the next part when nothing of substance follows it in its own
    const after = { start: m.index! + m[0].length, end: range.end };
    return termsWithin(profile, after).filter((t) => !t.generic).length + inside(profile.quantities, after).length < 2;
  });
}

/**
 * The sentence states the relation the part's join makes: a relation word of it stands between a word of one side of the
 * join and a word of the other ("X, so Y" in "X; therefore Y"), or opens the sentence and parts its clauses ("Because Y,
 * X"). "… names, so in order for the hooks to work, the module must …" is not linked by "In order for the hooks to work,
 * the module must …": its relation is inside what follows the join.
 */
function linksTheSides(claimText: string, partText: string, sentence: string): boolean {
  const stemsOf = (text: string) => new Set(profilePassage(text).tokens.filter((t) => t.kind === 'word' && !t.stop).map((t) => t.stem));
  const has = (text: string, stems: Set<string>) => [...stemsOf(text)].some((x) => stems.has(x));
  const partAt = Math.max(0, claimText.indexOf(partText));
  for (const { m } of relationJoins(partText)) {
    // each side's own words: what the claim says before the join (not only this part) and after it, less the words both use
    const said = stemsOf(claimText.slice(0, partAt + m.index!));
    const follows = stemsOf(partText.slice(m.index! + m[0].length));
    const before = new Set([...said].filter((x) => !follows.has(x)));
    const after = new Set([...follows].filter((x) => !said.has(x)));
    for (const r of sentence.matchAll(RELATION_WORDS)) {
      const left = sentence.slice(0, r.index);
      const right = sentence.slice(r.index! + r[0].length);
      if ((has(left, before) && has(right, after)) || (has(left, after) && has(right, before))) return true;
      // opening the sentence: its clause up to the comma against the rest
      const comma = right.indexOf(',');
      if (/^\W*$/.test(left) && comma > 0) {
        const first = right.slice(0, comma);
        const rest = right.slice(comma + 1);
        if ((has(first, before) && has(rest, after)) || (has(first, after) && has(rest, before))) return true;
      }
    }
  }
  return false;
}
const RELATION_WORDS = new RegExp(RELATION_WORD.source, 'gi');

/** A supporting verdict the claim says more than: partly carried, scored below acceptance, with the flag and what it says more. */
function partlyCarried(out: VerifyOutput, flag: string, more: string, thresholds: VerifyInput['thresholds']): VerifyOutput {
  return {
    ...out,
    verdict: verdict('partially_supports', Math.min(out.verdict.supportScore, thresholds.acceptScore - 0.01), out.verdict.driftScore, 'weak',
      `${out.verdict.reason.replace(/\.$/, '')}; but ${more}.`, [flag, ...out.verdict.flags]),
  };
}
/** A claim whose joined words the span gives apart, each with its own word. */
const coordinationUnsupported = (out: VerifyOutput, split: { claim: string; span: string }, thresholds: VerifyInput['thresholds']): VerifyOutput =>
  partlyCarried(out, `coordination_split:${split.claim}`, `the claim joins ${quote(split.claim)}, and the span gives it another word of its own (${quote(split.span)})`, thresholds);
/** Parts each stated, joined by the writer's "so" or "because": the relation is the writer's. */
const relationUnstated = (out: VerifyOutput, thresholds: VerifyInput['thresholds']): VerifyOutput =>
  partlyCarried(out, 'relation_unstated', 'no source says that one part is the result or the reason of the other', thresholds);

/** The spans that together hold the claim's words and numbers when no single one does, or null. */
function termsSpread(profile: ClaimProfile, judgements: Judgement[], best: Judgement, acronyms: Map<string, string> | undefined): EvidenceSpan[] | null {
  if (best.coverage >= CARRY_COVERAGE) return null;
  const total = sum(profile.terms.map((t) => t.weight)) + WEIGHT.number * profile.quantities.length;
  if (total === 0) return null;
  const holders: EvidenceSpan[] = [best.span];
  const covered = new Set(best.carried.map((t) => t.key));
  // where no passage holds even a third of the claim, its words gathered one by one from passages of several sources are
  // vocabulary, not evidence: only a few passages, each adding words of its own, count as the claim's words said apart
  // (within one source, an abstract or a section, words said apart are that source's to weigh, however few each adds)
  const unrelated = best.plainCoverage < UNRELATED_COVERAGE;
  let thin = false;
  for (const j of judgements) {
    const adds = j.carried.filter((t) => !covered.has(t.key));
    if (adds.length === 0) continue;
    if (adds.length < SPREAD_MIN_ADDED) thin = true;
    for (const t of adds) covered.add(t.key);
    holders.push(j.span);
  }
  const sources = new Set(holders.map((h) => h.sourcePath)).size;
  if (unrelated && sources > 1 && (thin || holders.length > SPREAD_MAX_UNRELATED_HOLDERS)) return null;
  const stated = judgements.map((j) => quantityIndex(profilePassage(wordsOf(j.span), acronyms).quantities));
  const numbers = profile.quantities.filter((q) => stated.some((index) => index.has(q))).length;
  const unionCoverage = (sum(profile.terms.filter((t) => covered.has(t.key)).map((t) => t.weight)) + WEIGHT.number * numbers) / total;
  return holders.length >= 2 && unionCoverage >= CARRY_COVERAGE && unionCoverage - best.coverage >= 0.2 ? holders : null;
}

/** Bounds and statistics that belong to a figure: "up to 40", "a median of 7", "over 7", "at least 3". */
const FIGURE_QUALIFIER = /(?:\b(up to|at most|at least|a minimum of|a maximum of|in excess of|no more than|no fewer than|no less than|not more than|not fewer than|not less than|no longer than|not longer than|no later than|no earlier than|more than|less than|fewer than|greater than|larger than|smaller than|older than|newer than|over|under|above|below|a median of|the median of|a mean of|the mean of|an average of|the average of|on average|about|around|approximately|roughly|nearly|almost|near|close to|circa|an estimated)|(?<=^|[\s(`'"])(>=|≥|<=|=<|≤|~|[<>](?=\s)))\s*$/i;

const FIGURE_QUALIFIER_START = new RegExp(`^${FIGURE_QUALIFIER.source.replace(/\\s\*\$$/, '\\s+')}`, 'i');

/** The bound or statistic of a figure, written before it or (a bound read as part of the figure: "more than 20") at its start. */
function qualifierBefore(text: string, q: Quantity): string | null {
  // ("at or below 2.0", "at or longer than 64": the figure itself is in, whatever word bounds it)
  const before = text.slice(Math.max(0, q.start - 40), q.start);
  const atOr = /\bat\s+or\s+$/i.test(before) ? /^(\p{L}+)/u.exec(q.raw)?.[1] : AT_OR.exec(before)?.[1];
  if (atOr !== undefined) {
    const word = atOr.toLowerCase();
    return LOWER_WORDS.test(word) ? 'at most' : UPPER_WORDS.test(word) ? 'at least' : `at or ${word}`;
  }
  const own = FIGURE_QUALIFIER_START.exec(q.raw.replace(/\s+/g, ' '));
  if (own) return boundWords(own[1] ?? own[2]!);
  // (a sign read as part of the figure, "<v4.8")
  const sign = LEADING_SIGN.exec(q.raw);
  if (sign) return boundWords(sign[1]!);
  const near = text.slice(Math.max(0, q.start - 48), q.start).replace(/\s+/g, ' ');
  const m = FIGURE_QUALIFIER.exec(near.slice(-32));
  if (m) return boundWords(m[1] ?? m[2]!);
  // ("at least npm 9", "older than Node.js 18", "at least version 2": a bound on the version a name or "version" numbers)
  const named = RELEASE_NAMED_BEFORE.exec(near);
  const bound = named ? FIGURE_QUALIFIER.exec(near.slice(0, named.index)) : null;
  return bound && RELEASE_BOUNDS.has(boundWords(bound[1] ?? bound[2]!)) ? boundWords(bound[1] ?? bound[2]!) : null;
}
/** A product's name or "version" right before its number ("npm 9", "Node.js `18`", "version 2"). */
const RELEASE_NAMED_BEFORE = /\s(?:version|release|\p{Lu}[\p{L}\p{N}+#-]*(?:\.js)?|node(?:\.js)?|npm|python|ruby|java|go|rust|deno|bun)\s[`'"(]*v?$/u;
/** Bounds that may stand before the name of what they bound ("at least npm 9"; not "about", which could count the name). */
const RELEASE_BOUNDS = new Set(['at least', 'at most', 'older than', 'newer than', 'below', 'above', 'no later than', 'no earlier than']);
/** "at or below", "at or longer than" right before a figure (its word before "than"), where the figure is read with or without the bound. */
/** A comparison sign the figure was read with ("<v4.8", ">= 2"). */
const LEADING_SIGN = /^(>=|≥|<=|≤|[<>])\s*v?\d/;
const AT_OR = /\bat\s+or\s+(\p{L}+)(?:\s+than)?\s+(?:[`'"(*_]*v?)?$/iu;
const LOWER_WORDS = /^(?:below|under|less|fewer|lower|smaller|older|earlier|shorter)$/;
const UPPER_WORDS = /^(?:above|over|more|greater|higher|larger|newer|later|longer)$/;
/** A bound in words: a comparison written as a symbol (">= 3.2") is the bound its words say ("at least 3.2"). */
const SYMBOL_BOUNDS: ReadonlyMap<string, string> = new Map([['~', 'about'], ['>=', 'at least'], ['≥', 'at least'], ['<=', 'at most'], ['=<', 'at most'], ['≤', 'at most'], ['>', 'more than'], ['<', 'less than']]);
function boundWords(qualifier: string): string {
  return SYMBOL_BOUNDS.get(qualifier) ?? qualifier.toLowerCase().replace(/^(a|an|the) /, '');
}

/** The word before a figure's qualifier ("have at least 3" → "have"), lower-cased, or ''. */
function wordBefore(text: string, q: Quantity, qualifier: string): string {
  const before = text.slice(Math.max(0, q.start - 24 - qualifier.length - 20), q.start).replace(/\s+/g, ' ').trimEnd();
  const head = before.toLowerCase().endsWith(qualifier) ? before.slice(0, before.length - qualifier.length) : before;
  return /(\p{L}+)\W*$/u.exec(head)?.[1]?.toLowerCase() ?? '';
}

function qualifiedSurface(text: string, q: Quantity): string {
  const after = APPROXIMATION_AFTER.exec(text.slice(q.end, q.end + 40));
  if (after && qualifierBefore(text, q) === null) return text.slice(q.start, q.end + after[0].length).replace(/\s+/g, ' ');
  const qualifier = qualifierBefore(text, q);
  return qualifier && !FIGURE_QUALIFIER_START.test(q.raw.replace(/\s+/g, ' ')) && !LEADING_SIGN.test(q.raw) ? `${qualifier} ${q.raw}` : q.raw;
}

/**
 * The span bounds or summarises its figure and the claim drops or changes that ("up to 40" → "40", "a median of 7"
 * → "7"), or the claim bounds a figure the span gives exactly ("7" → "over 7"). Rough words ("about a third") are
 * ranges handled elsewhere; this looks only at bounds on an equal value.
 */
function qualifierMismatch(claimText: string, q: Quantity, spanText: string, p: Quantity): boolean {
  const mine = sameBound(qualifierBefore(claimText, q) ?? boundAfter(claimText, q) ?? sharedApproximation(claimText, q) ?? approximationAfter(claimText, q));
  const theirs = sameBound(qualifierBefore(spanText, p) ?? boundAfter(spanText, p) ?? approximationAfter(spanText, p));
  if (mine === theirs) return false;
  // (an exact figure carries the claim's "about" it: "about 40" for "40")
  if (theirs === null && mine === 'about') return false;
  if (theirs !== null) return true;
  return q.value === p.value && mine !== null;
}

/**
 * A bound said after the figure, read as part of it ("3 or more", "2.7.1 or newer", "15+") or after the noun it counts
 * ("100 replies or more"): "at least" or "at most".
 */
function boundAfter(text: string, q: Quantity): string | null {
  const own = /(?:(\+)|\s(?:or|and)\s(\p{L}+))$/u.exec(q.raw);
  const later = own ? null : /^\s+\p{L}+\s+or\s+(more|fewer|less)\b(?!\s+than\b)/iu.exec(text.slice(q.end, q.end + 40));
  const word = own ? own[1] ?? own[2]! : later?.[1];
  if (word === undefined) return null;
  return word === '+' || POST_BOUND_WORDS.get(word.toLowerCase()) === true ? 'at least' : 'at most';
}

/** An approximation said after the figure ("10 seconds or so", "40-ish", "20 or thereabouts", "5 ms, give or take"): "about". */
function approximationAfter(text: string, q: Quantity): string | null {
  return APPROXIMATION_AFTER.test(text.slice(q.end, q.end + 40)) ? 'about' : null;
}
const APPROXIMATION_AFTER = /^(?:-?ish\b|\s*(?:[\p{L}]+\s+)?(?:or\s+so|or\s+thereabouts)\b|\s*(?:[\p{L}]+)?,?\s+(?:give\s+or\s+take|more\s+or\s+less)\b)/iu;

/** An approximation said once for two figures joined by "and"/"or" ("about 24 and 36 months"): the second figure's too. */
function sharedApproximation(text: string, q: Quantity): string | null {
  const m = /(?:^|[^\p{L}])(about|around|approximately|roughly|circa|~)\s*\d[\d.,]*%?\s+(?:and|or)\s+$/iu.exec(text.slice(Math.max(0, q.start - 40), q.start));
  return m ? boundWords(m[1]!) : null;
}
/** Words of a figure's bound ("more than", "at least"). */
const BOUND_WORDS = new Set(['more', 'less', 'fewer', 'greater', 'larger', 'smaller', 'least', 'most']);
/** Bounds that say the same thing, written one way ("no more than 254" is "at most 254"). */
const SAME_BOUND: ReadonlyMap<string, string> = new Map([
  ['no more than', 'at most'], ['not more than', 'at most'], ['up to', 'at most'], ['no longer than', 'at most'], ['not longer than', 'at most'],
  ['no later than', 'at most'], ['no earlier than', 'at least'],
  ['no fewer than', 'at least'], ['no less than', 'at least'], ['not fewer than', 'at least'], ['not less than', 'at least'],
  ['greater than', 'more than'], ['fewer than', 'less than'],
  ['around', 'about'], ['approximately', 'about'], ['roughly', 'about'], ['circa', 'about'], ['an estimated', 'about'], ['almost', 'nearly'],
  ['near', 'nearly'], ['close to', 'nearly'], ['minimum of', 'at least'], ['maximum of', 'at most'], ['in excess of', 'more than'],
  // (a preposition of bound, where it is read as one: "node versions below v4.8" is "node `<v4.8`")
  // ("over", "under" stay themselves: as often prepositions, "averaged over 5 runs")
  ['below', 'less than'], ['above', 'more than'], ['older than', 'less than'], ['newer than', 'more than'],
]);
function sameBound(qualifier: string | null): string | null {
  return qualifier === null ? null : SAME_BOUND.get(qualifier) ?? qualifier;
}
/** Which side a bound limits and whether it leaves its figure out ("more than 254" excludes 254; "at most 254" holds it). */
const BOUND_SIDES: ReadonlyMap<string, { side: 'lower' | 'upper'; strict: boolean }> = new Map([
  ['more than', { side: 'lower', strict: true }], ['larger than', { side: 'lower', strict: true }],
  ['at least', { side: 'lower', strict: false }],
  ['less than', { side: 'upper', strict: true }], ['smaller than', { side: 'upper', strict: true }],
  ['at most', { side: 'upper', strict: false }],
]);

/** The side a figure's bound limits ("more than 5": lower; "no more than 5": upper), or undefined for a plain figure. */
function boundSide(text: string, q: Quantity): 'lower' | 'upper' | undefined {
  return BOUND_SIDES.get(sameBound(qualifierBefore(text, q)) ?? '')?.side;
}

/**
 * The claim and the span bound the same figure from opposite sides so that no value meets both: "more than 254"
 * against "no more than 254", "at least 16" against "fewer than 16". ("over", "under" are as often prepositions.)
 */
function boundsExclude(claimText: string, q: Quantity, spanText: string, p: Quantity, others: readonly Quantity[]): boolean {
  if (q.value !== p.value || q.unit !== p.unit) return false;
  const bound = sameBound(qualifierBefore(claimText, q));
  const mine = BOUND_SIDES.get(bound ?? '');
  const theirs = BOUND_SIDES.get(sameBound(qualifierBefore(spanText, p)) ?? '');
  // (another figure of the span with the claim's own bound: "fewer than 8 per user, and at least 8 in total")
  if (others.some((o) => o !== p && o.value === q.value && o.unit === q.unit && sameBound(qualifierBefore(spanText, o)) === bound)) return false;
  return mine !== undefined && theirs !== undefined && mine.side !== theirs.side && (mine.strict || theirs.strict);
}

/**
 * What else a span's document is seen to say: the words of every candidate of its source (a document that names
 * "RFC 42" elsewhere is not RFC 42 where it says "this RFC"), and of those just before it.
 */
interface Surroundings {
  words: string;
  before: string;
}

/** How far before a span (characters) a candidate may end to be what introduces it ("From the text of PEP 690:"). */
const INTRODUCING_REACH = 2000;

function sameSourceWords(candidates: readonly EvidenceSpan[]): Map<EvidenceSpan, Surroundings> {
  const bySource = new Map<string, EvidenceSpan[]>();
  for (const c of candidates) {
    const spans = bySource.get(c.sourcePath);
    if (spans) spans.push(c);
    else bySource.set(c.sourcePath, [c]);
  }
  const out = new Map<EvidenceSpan, Surroundings>();
  for (const spans of bySource.values()) {
    const words = spans.map(wordsOf).join(' ');
    const inOrder = [...spans].sort((a, b) => a.start - b.start);
    for (const c of spans) {
      const before = inOrder.filter((o) => o.end <= c.start && c.start - o.end <= INTRODUCING_REACH).map(wordsOf).join(' ');
      out.set(c, { words, before });
    }
  }
  return out;
}

/** Markdown link targets and reference labels blanked, offsets kept ("[text](url)", "[text][label]"). */
function linkTargetsBlanked(text: string): string {
  if (!text.includes('](') && !text.includes('][')) return text;
  // (the link's own brackets too: the words inside read as the sentence's, "were released on 2023-10-02 with")
  return text.replace(/\[([^[\]\n]*)\](\([^)\s]*(?:\s+"[^"]*")?\)|\[[^\]\n]{1,40}\])/g, (_m, words: string, target: string) => ` ${words} ${' '.repeat(target.length)}`);
}

export function verifyClaim(asGiven: VerifyInput): VerifyOutput {
  // (the acronyms every reader of software knows, "CLI", "API", "AST", where the sources define no other)
  const given = { ...asGiven, acronyms: withCommonAcronyms(asGiven.acronyms) };
  const input = given.code && given.code.length > 0 ? { ...given, claim: { ...given.claim, text: withCodeMarked(given.claim.text, given.code) } } : given;
  const out = verifyFramed(input);
  if (out.verdict.label === 'supports' || out.verdict.label === 'contradicts') return out;
  return verifiedAsPeriphrasis(input) ?? verifiedAsPrecedence(input) ?? mainClauseContradicted(input) ?? out;
}

/** The claim judged with "overrides" read as "takes precedence over" (or the other way), where that reading is supported, or undefined. */
function verifiedAsPrecedence(input: VerifyInput): VerifyOutput | undefined {
  const reading = precedenceReading(input.claim.text);
  if (reading === undefined) return undefined;
  // (only against spans that say it the other way: the claim as written was judged against the rest)
  const other = reading.read.some((r) => r.to.endsWith('precedence over')) ? /\b(?:precedence|priority)\s+over\b/i : /\boverr(?:ide|ides|ode|iding)\b/i;
  const spans = input.candidates.filter((c) => other.test(c.text));
  if (spans.length === 0) return undefined;
  const again = verifyFramed({ ...input, claim: { ...input.claim, text: reading.text }, candidates: spans });
  // (support only: a reading in other words makes no contradiction the claim as written did not have)
  if (again.verdict.label !== 'supports') return undefined;
  again.verdict.flags = [...again.verdict.flags, ...reading.read.map((r) => `periphrasis:${r.from}/${r.to}`)];
  again.verdict.reason = `${again.verdict.reason} (Read with the claim's ${reading.read.map((r) => `${quote(r.from)} as ${quote(r.to)}`).join(', ')}: the same said of the same two sides.)`;
  return again;
}

/**
 * The clause a claim opens with, before what it says follows from it or goes with it ("X, leaving Y", "X, so Y", "X,
 * even though Y", "X, because Y"): the claim asserts it, so a span that contradicts it contradicts the claim. Never read
 * for support (the link between the two is part of what the claim says). The clause, or undefined.
 */
export function mainClauseOfConsequence(claimText: string): string | undefined {
  const m = CONSEQUENCE_AFTER.exec(claimText);
  if (!m) return undefined;
  const main = m[1]!.trim();
  // (a clause of its own: a few words, not opened by a condition or a subordinate clause)
  if (main.split(/\s+/).length < 5 || /^(?:if|when|whenever|unless|because|since|although|though|while|whereas|as|once|until|after|before)\b/i.test(main)) return undefined;
  return main;
}
const CONSEQUENCE_AFTER = /^(.+?),\s+(?:so\s+that|so|leaving|making|causing|meaning|which\s+(?:means|meant|makes|made|leaves|left|causes|caused)|even\s+though|although|though|because|since|whereas)\s/i;

/** The claim's opening clause contradicted by a span (see mainClauseOfConsequence), or undefined. */
function mainClauseContradicted(input: VerifyInput): VerifyOutput | undefined {
  const main = mainClauseOfConsequence(input.claim.text);
  if (main === undefined) return undefined;
  const first = verifyFramed({ ...input, claim: { ...input.claim, text: main } });
  if (first.verdict.label !== 'contradicts') return undefined;
  // (only a changed figure, an opposite word, or the same words with a denial added: a denial read of the clause alone may
  // be one the span makes of the rest of the claim, "…, i.e. they are not reserved words" / "…, so … they can still be used")
  if (!first.verdict.flags.some((f) => /^(?:number_mismatch|antonym):|^denial_added$/.test(f))) return undefined;
  // (nor where what conflicts may be the rest's: the span's opposite word said in the rest of the claim, "…, even though
  // some mounts may be case-sensitive", or a figure the rest of the claim gives)
  const rest = input.claim.text.slice(main.length);
  const restStems = new Set(tokenize(rest).map((t) => t.stem));
  for (const f of first.verdict.flags) {
    const opposite = /^antonym:[^/]*\/(.+)$/.exec(f)?.[1];
    if (opposite !== undefined && tokenize(opposite).some((t) => restStems.has(t.stem))) return undefined;
    if (f.startsWith('number_mismatch:') && /\d/.test(rest)) return undefined;
  }
  first.verdict.flags = [...first.verdict.flags, 'main_clause_contradicted'];
  first.verdict.reason = `${first.verdict.reason} (This is the claim's opening clause, ${quote(main)}; what the claim says after it cannot make that clause true).`;
  return first;
}

/** The claim judged with its periphrases in the modal's words, where that reading is supported or contradicted, or undefined. */
function verifiedAsPeriphrasis(input: VerifyInput): VerifyOutput | undefined {
  // "is able to" judged as "can", "is going to" as "will", "in order to" as "to": only when the claim as written is left open
  const plain = periphrasisReading(input.claim.text);
  if (plain === undefined) return undefined;
  // (only against spans that say it in the shorter words: a span with its own "is able to" was read as written, and
  // read against the claim's "can" it would pair that "can" with another of its modals)
  // (and that say the modal read: a span without "can" does not carry "is able to" read as "can")
  // ("currently" also as "right now", "at the moment": the span's words the claim's "currently" is carried by)
  const modals = plain.read.map((r) => r.said ?? (/^currently$/i.test(r.to) ? AT_PRESENT : new RegExp(`\\b${r.to.split(' ')[0]!.replace(/not$/, '')}`, 'i')));
  // (a span's own phrase read in other words, "has priority over", is no modal of its own)
  const plainSpans = input.candidates.filter((c) => modals.every((m) => m.test(c.text)) && (periphrasisReading(c.text)?.read.every((r) => r.said !== undefined) ?? true));
  if (plainSpans.length === 0) return undefined;
  const again = verifyFramed({ ...input, claim: { ...input.claim, text: plain.text }, candidates: plainSpans });
  if (again.verdict.label !== 'supports' && again.verdict.label !== 'contradicts') return undefined;
  // (a word of time or manner read in other words, "today" as "currently", carries; it makes no contradiction the claim
  // as written did not have: only a modal read as its modal may)
  if (again.verdict.label === 'contradicts' && !plain.read.every((r) => /^(?:can|cannot|will)\b/.test(r.to))) return undefined;
  const read = plain.read.map((r) => `${quote(r.from)} as ${quote(r.to)}`).join(', ');
  // (said in the reason: the claim was judged in the shorter words, which say the same)
  again.verdict.flags = [...again.verdict.flags, ...plain.read.map((r) => `periphrasis:${r.from}/${r.to}`)];
  again.verdict.reason = `${again.verdict.reason} (Read with the claim's ${read}: the same said in fewer words.)`;
  return again;
}

function verifyFramed(input: VerifyInput): VerifyOutput {
  return symbolsCarried(input, attributedVerdict(input) ?? verifyAsWritten(input));
}

/** Code spans of the claim with no word in them (`?`, `.`, `:=`, `->`): operators and symbols the claim is about. */
/** The code spans of a claim as written in Markdown, their marks left out ("`fn(&Info) -> !`" gives "fn(&Info) -> !"). */
export function codeSpansOf(markdown: string): string[] {
  return [...new Set([...markdown.matchAll(/(`+)([^`]+?)\1/g)].map((m) => m[2]!.trim()).filter((c) => c.length > 0))];
}

/**
 * Each code span put back in its marks where the plain text has it outside code marks, as a whole name ("`imp`" not
 * inside "import"; once each, longest first).
 */
export function withCodeMarked(text: string, code: readonly string[]): string {
  let out = text;
  for (const c of [...code].sort((a, b) => b.length - a.length)) {
    const inMarks = (at: number) => (out.slice(0, at).match(/`/g)?.length ?? 0) % 2 === 1;
    const word = /[\p{L}\p{N}_]/u;
    const whole = (at: number) => !(word.test(c[0]!) && word.test(out[at - 1] ?? '')) && !(word.test(c[c.length - 1]!) && word.test(out[at + c.length] ?? ''));
    let at = out.indexOf(c);
    while (at >= 0 && (inMarks(at) || !whole(at))) at = out.indexOf(c, at + 1);
    if (at >= 0) out = `${out.slice(0, at)}\`${c}\`${out.slice(at + c.length)}`;
  }
  return out;
}

export function codeSymbols(claimText: string): string[] {
  return codeSpansOf(claimText).filter((c) => c.length <= 6 && !/[\p{L}\p{N}]/u.test(c));
}

/** The symbol written on its own in the text (as code, quoted or between spaces), not as the punctuation of a word or sentence. */
export function showsSymbol(text: string, symbol: string): boolean {
  const escaped = symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:^|[\\s\`'"“‘(])${escaped}(?=$|[\\s\`'"”’),;:])`, 'u').test(text);
}

/**
 * An operator or symbol the claim names as code is what the claim is about, like a name: a verdict of support needs
 * evidence that shows it ("The `?` operator binds like `.`" is not carried by a heading "operator precedence").
 */
function symbolsCarried(input: VerifyInput, out: VerifyOutput): VerifyOutput {
  if (out.verdict.label !== 'supports') return out;
  const symbols = input.symbols ?? codeSymbols(input.claim.text);
  if (symbols.length === 0) return out;
  const missing = symbols.filter((sym) => !out.evidence.some((e) => showsSymbol(e.text, sym)));
  if (missing.length === 0) return out;
  // the passages that show every symbol, judged alone: a heading naming the topic outranked the claim's own sentence
  const showing = input.candidates.filter((c) => symbols.every((sym) => showsSymbol(c.text, sym)));
  // (only when no passage left out says otherwise: the full run may have set one aside for the passage that lacks the symbol)
  if (showing.length > 0 && showing.length < input.candidates.length && attributionOf(input.claim.text, input.claim.context?.headings) === null) {
    const own = verifyAsWritten({ ...input, candidates: showing });
    const gainsaid = () => input.candidates.some((c) => !showing.includes(c) &&
      ['contradicts', 'abstain'].includes(verifyAsWritten({ ...input, candidates: [c] }).verdict.label));
    if (own.verdict.label === 'supports' && symbols.every((sym) => own.evidence.some((e) => showsSymbol(e.text, sym))) && !gainsaid()) return own;
  }
  const v = out.verdict;
  return {
    ...out,
    verdict: {
      ...v, label: 'partially_supports', supportScore: Math.min(v.supportScore, input.thresholds.acceptScore - 0.01), quality: 'weak',
      reason: `${v.reason} But the evidence does not show ${missing.map((m) => quote(m)).join(', ')}, which the claim names.`,
      flags: [...v.flags, ...missing.map((m) => `symbol_missing:${m}`)],
    },
  };
}

/**
 * "According to PEP 703, …", "… (PEP 703).": what the claim says is judged against the spans of the document it names,
 * without the frame. With no span of that document among the candidates, the claim is judged as written (the name
 * is then a word a span must carry, as in "PEP 703 states that …" quoted by another document).
 */
/** A report of another's words in the span: "Earlier guides said …", "…, the rejected proposal argued.", "according to PEP 960". */
const REPORTED_BY_OTHER = /^[\s*_"“(]*(?!(?:this|the|the\s+current)\s+(?:pep|rfc|proposal|document|authors?)\b|we\b|i\b)[\p{L}][^,.;:]{0,60}?\s+(?:said|argued|claimed|wrote|believed)\s+(?:that\b)?|,\s+(?!(?:this|the|the\s+current)\s+(?:pep|rfc|proposal|document|authors?)\b|we\b|i\b)[\p{L}][^,.;:]{0,60}?\s+(?:said|says|argued|argues|claimed|claims|wrote|writes)\s*[.!]?\s*$/iu;
function notOwnWords(span: EvidenceSpan, number: number, inner: string): string | undefined {
  const heading = span.context?.headings?.[span.context.headings.length - 1];
  const text = wordsOf(span);
  if (heading && NOT_OWN_SECTION.test(heading) && !ownReasoningHeading(heading) && !ownJudgementSaid(text, inner)) return `it stands under ${quote(heading.trim())}`;
  if (REPORTED_BY_OTHER.test(text)) return 'the span reports what others say';
  // ("If code should use UTF-8, the tooling must change": a supposition, not a statement)
  if (/^[\s*_"“(]*(?:if|suppose|supposing|assuming|whether)\b/i.test(text) && !/^\s*(?:if|suppose|supposing|assuming|whether)\b/i.test(inner)) return 'the span only supposes it';
  const cited = [...text.matchAll(/\baccording\s+to\s+(?:PEP|RFC)[\s#-]*(\d+)/gi)].find((m) => Number(m[1]) !== number);
  if (cited) return `the span gives it to ${quote(cited[0].replace(/^according\s+to\s+/i, ''))}`;
  return undefined;
}

function attributedVerdict(input: VerifyInput): VerifyOutput | null {
  const attribution = attributionOf(input.claim.text, input.claim.context?.headings);
  if (!attribution) return null;
  const own = input.candidates.filter((c) => isAttributedDocument(attribution, c.relPath, c.context?.title));
  const inner = { ...input.claim, text: attribution.inner };
  if (own.length === 0) {
    // no passage of the named document was found: another document that says it is not the one the claim names
    const elsewhere = input.candidates.length > 0 ? verifyAsWritten({ ...input, claim: inner }) : null;
    if (elsewhere?.verdict.label !== 'supports') return null;
    const span = elsewhere.evidence[0]!;
    return {
      verdict: verdict('partially_supports', Math.min(elsewhere.verdict.supportScore, input.thresholds.acceptScore - 0.01), elsewhere.verdict.driftScore, 'weak',
        `${where(span)} states this, but the claim attributes it to ${quote(attribution.name)}, of which no passage carrying it was found.`,
        [`attribution_mismatch:${attribution.name}`, ...elsewhere.verdict.flags]),
      evidence: elsewhere.evidence,
    };
  }
  const carried = verifyAsWritten({ ...input, claim: inner, candidates: own });
  // (what the document reports of others, or sets out as an open question, a rejected idea or a thing not to do, is
  // not what it says itself: "Earlier guides said X", "X, the rejected proposal argued", X under "Open Issues")
  const notOwn = carried.verdict.label === 'supports' ? carried.evidence.map((e) => notOwnWords(e, attribution.number, attribution.inner)).find((r) => r !== undefined) : undefined;
  const out = notOwn === undefined ? carried : {
    ...carried,
    verdict: verdict('partially_supports', Math.min(carried.verdict.supportScore, input.thresholds.acceptScore - 0.01), carried.verdict.driftScore, 'weak',
      `${where(carried.evidence[0]!)} has these words, but ${notOwn}: ${quote(attribution.name)} does not say it as its own.`, ['attribution_not_own', ...carried.verdict.flags]),
  };
  const file = own[0]!.relPath.split('/').pop();
  const cited = kindOnly(attribution) ? `The claim cites ${quote(attribution.name)}: only the passages of ${attribution.kind.toUpperCase()} documents were weighed.`
    : `The claim cites ${quote(attribution.name)} (${file}): only that document's passages were weighed.`;
  const others = input.candidates.filter((c) => !own.includes(c));
  // the named document only carries the words while another says it word for word: the closest copy decides
  const copiedElsewhere = out.verdict.label === 'supports' && !out.evidence.some((e) => quotesClaim(wordsOf(e), attribution.inner)) &&
    others.some((c) => quotesClaim(wordsOf(c), attribution.inner));
  if ((out.verdict.label !== 'supports' && out.verdict.label !== 'contradicts') || copiedElsewhere) {
    // another document states it: the claim names the wrong one
    const elsewhere = others.length > 0 ? verifyAsWritten({ ...input, claim: inner, candidates: others }) : null;
    if (elsewhere?.verdict.label === 'supports') {
      const span = elsewhere.evidence[0]!;
      return {
        verdict: verdict('partially_supports', Math.min(elsewhere.verdict.supportScore, input.thresholds.acceptScore - 0.01), elsewhere.verdict.driftScore, 'weak',
          `${where(span)} states this, but the claim attributes it to ${quote(attribution.name)} (${file}), whose passages do not carry it.`,
          [`attribution_mismatch:${attribution.name}`, ...elsewhere.verdict.flags]),
        evidence: elsewhere.evidence,
      };
    }
  }
  out.verdict.flags = [...new Set([...out.verdict.flags, `attributed:${attribution.name}`])];
  out.verdict.reason = `${out.verdict.reason} ${cited}`;
  return out;
}

function verifyAsWritten(input: VerifyInput): VerifyOutput {
  const judged = new Map<EvidenceSpan, Judgement>();
  const out = decideClaim(input, judged);
  const basis = out.evidence[0] && judged.get(out.evidence[0]);
  if (basis && !out.verdict.signals) out.verdict.signals = { ...basis.signals };
  return out;
}

/** The best-ranked span when the calibrated model accepts it and no span contradicts the claim or leaves it open. */
function calibratedSupport(judgements: Judgement[], model: CalibrationModel | undefined): { j: Judgement; probability: number } | null {
  const best = judgements[0]!;
  if (best.label !== 'partially_supports' && best.label !== 'does_not_support') return null;
  if (judgements.some((j) => j.label === 'contradicts' || j.label === 'uncertain')) return null;
  const decision = calibratedAccept(best.signals, model);
  return decision.accept ? { j: best, probability: decision.probability } : null;
}

function calibratedVerdict({ j, probability }: { j: Judgement; probability: number }): VerifyOutput {
  const notVerbatim = j.missing.filter((t) => !t.frame).map((t) => quote(t.surface));
  const reason = `${where(j.span)} states this: it carries every name${j.unit.quantities.length > 0 ? ', number' : ''} and relation of the claim and ` +
    `${Math.round(100 * j.coverage)}% of its content (calibrated support ${probability.toFixed(2)})` +
    (notVerbatim.length > 0 ? `; not word for word: ${notVerbatim.join(', ')}.` : '.');
  const out = verdict('supports', Math.max(j.score, j.thresholds.acceptScore), j.drift, 'strong', reason, ['calibrated_support',
    ...notVerbatim.length > 0 ? j.missing.filter((t) => !t.frame).map((t) => `term_missing:${t.surface}`) : []]);
  out.signals = { ...j.signals, probability: Math.round(probability * 1000) / 1000 };
  return { verdict: out, evidence: [j.span] };
}

function decideClaim(input: VerifyInput, judged: Map<EvidenceSpan, Judgement>): VerifyOutput {
  const { claim, candidates, acronyms, thresholds } = input;
  const profile = profileClaim(claim.text);

  // a general sentence a source states word for word is checkable: it is the source's own sentence
  if (isTooVague(profile) && !candidates.some((c) => quotesClaim(wordsOf(c), claim.text))) {
    return {
      verdict: verdict('too_vague', 0, 1, 'none', 'Too general to check: name who or what, and what exactly they found.', ['too_vague']),
      evidence: [],
    };
  }
  if (candidates.length === 0) return noEvidence(input);

  // a source's own sentence, copied (its figures changed or not), is not the author's join of several names: it is judged as one claim
  const joined = synthesisEntities(profile) ?? (claim.modality === 'synthesis' ? profile.terms.filter((t) => t.entity) : null);
  const named = joined && !candidates.some((c) => quotesClaim(c.text, claim.text, { anyNumber: true })) ? joined : null;
  if (named) return synthesisVerdict(named.length > 0 ? named : profile.terms.filter((t) => !t.generic).slice(0, 3), input);

  const whole = wholeUnit(profile);
  const sameSource = sameSourceWords(candidates);
  const judgements = ranked(candidates.map((span) => judge(whole, span, acronyms, thresholds, undefined, sameSource.get(span))));
  for (const j of judgements) judged.set(j.span, j);
  const best = judgements[0]!;
  const units = conjunctUnits(profile);

  if (best.label === 'supports') {
    // a supporting span that says the claim word for word is the evidence to show before a higher-scoring one that only
    // has its words ("Lowering operator precedence", a heading, for "The `?` operator has the same precedence as `.`")
    const quotes = (j: Judgement) => quotedRange(wordsOf(j.span), profile.text, { minWords: 3 }) !== null;
    const shown = quotes(best) ? best : judgements.find((j) => j.label === 'supports' && quotes(j)) ?? best;
    const supported = supportVerdict(shown, judgements, profile, units, thresholds, input.claim.context?.headings);
    // "A, so B" carried by two sentences: only their own link, read the claim's way, states the relation
    if (supported.verdict.label === 'supports' && hasRelationJoin(profile.text) && supported.evidence.some((e) => breaksOf(e) > 0)) {
      return linkedVerdict(profile, input) ?? relationUnstated(supported, thresholds);
    }
    // "X because Y", "X due to Y", "X via Y" over one sentence that says X and Y side by side, with no word of cause
    // ("because" over "after": a time, not a reason)
    const pureCause = PURE_CAUSE.test(profile.text);
    // (a connective that opens the span's sentence ties it to the one before, not its parts to each other: "As a result,
    // the build is slow, and it links twice")
    const ownText = (e: EvidenceSpan) => wordsOf(e).replace(OPENING_CONNECTIVE, '');
    // (a passive's agent, "is not replicable by user-defined pointers", is no means for a claim's "because": only "by"
    // before an act, "by caching", or for a claim of means, "via")
    const means = /\b(?:via|by\s+means\s+of)\b/i.test(profile.text);
    const causeWords = (e: EvidenceSpan) => [...ownText(e).matchAll(CAUSE_IN_SPAN_ALL)].some((m) => !(pureCause && /^after$/i.test(m[0])) &&
      !(/^by$/i.test(m[0]) && !means && !/^\s+\p{L}+ing\b/u.test(ownText(e).slice(m.index! + m[0].length))));
    if (supported.verdict.label === 'supports' && CAUSAL_CONNECTIVE.test(profile.text) &&
      !supported.evidence.some((e) => RELATION_WORD.test(ownText(e)) || CAUSAL_CONNECTIVE.test(ownText(e)) || causeWords(e))) {
      return relationUnstated(supported, thresholds);
    }
    // (a span that concedes, "Although X, Y", with no word of cause of its own, does not say "Y because X"; nor one whose
    // only words of cause tie other things, "…, and B is so because of C")
    if (supported.verdict.label === 'supports' && /\bbecause\b/i.test(profile.text) && supported.evidence.length === 1) {
      const text = ownText(supported.evidence[0]!);
      if (CONCEDING.test(text) && !STRONG_CAUSE.test(text)) return relationUnstated(supported, thresholds);
      // (a claim that opens with its reason, "Because Y, X", is read by its parts; the sides read here are around a "because" inside it)
      // (only where the claim's "because" is a join the sides are read around, not "because of …")
      // (nor to "It is because …", "This is because …": no side before it to link)
      const before = profile.text.slice(0, profile.text.search(/\bbecause\b/i));
      if (!/^\W*because\b/i.test(profile.text) && !/^\W*(?:it|this|that)(?:\s+is|['’]s|\s+was)\s+(?:\w+ly\s+)?$/i.test(before) && hasRelationJoin(profile.text) && STRONG_CAUSE.test(text) && !/\b(?:as|since|so)\b/i.test(text) &&
        !linksTheSides(profile.text, profile.text, text)) return relationUnstated(supported, thresholds);
    }
    // "was added to reduce latency": a purpose, which a span that says both ("was added, and latency dropped") does not
    // state; the span must say the purpose's own verb after "to", or a word of purpose or relation
    const purpose = PURPOSE_CLAUSE.exec(profile.text);
    if (supported.verdict.label === 'supports' && purpose) {
      const act = purpose[1]!.toLowerCase();
      const said = (e: EvidenceSpan) => {
        const text = ownText(e);
        return new RegExp(`\\bto\\s+(?:\\w+\\s+)?${escapeRegExp(act)}\\b`, 'i').test(text) || RELATION_WORD.test(text) || PURPOSE_WORDS.test(text);
      };
      if (!supported.evidence.some(said)) return relationUnstated(supported, thresholds);
    }
    return supported;
  }
  const calibrated = calibratedSupport(judgements, input.calibration);
  if (calibrated) return calibratedVerdict(calibrated);

  const contradicting = ranked(judgements.filter((j) => j.label === 'contradicts'))[0];
  // "X, so Y" said in two linked sentences: read before its parts are split at "and"
  const linked = contradicting ? null : linkedVerdict(profile, input) ?? relativeLinkVerdict(profile, input);
  if (linked) return linked;
  if (units.length > 0 && !contradicting) {
    const conjunctive = conjunctiveVerdict(units, best, judgements, input);
    if (conjunctive?.verdict.label === 'supports' && relationAcrossParts(profile, conjunctive.parts)) return relationUnstated(conjunctive, thresholds);
    // (the parts read apart lose what the claim joins: "JSON and YAML output" over "JSON input and YAML output")
    if (conjunctive?.verdict.label === 'supports' && conjunctive.evidence.length === 1) {
      const split = coordinationSplit(profile.text, wordsOf(conjunctive.evidence[0]!)) ?? coordinationHeadSplit(profile.text, wordsOf(conjunctive.evidence[0]!));
      if (split) return coordinationUnsupported(conjunctive, split, thresholds);
    }
    if (conjunctive) return conjunctive;
  }

  if (contradicting && (best.label !== 'partially_supports' || (contradicting.termsExact && !best.termsExact) || silentOnTheConflict(best, contradicting) ||
    windowMissesTheConflict(best, contradicting))) {
    return contradictVerdict(contradicting);
  }
  if (contradicting) {
    // a closer span states something narrower, another says otherwise: the writer must look
    return {
      verdict: verdict('abstain', Math.min(best.score, thresholds.partialScore - 0.01), best.drift, 'weak',
        `${where(best.span)} carries part of this claim, but ${where(contradicting.span)} says otherwise (${explain(contradicting).reasons.join(' ')}).`,
        ['conflicting_evidence', ...explain(best).flags, ...explain(contradicting).flags]),
      evidence: [best.span, contradicting.span],
    };
  }
  if (best.label === 'uncertain') {
    return { verdict: verdict('abstain', best.score, best.drift, 'weak', `${where(best.span)}: ${explain(best).reasons.join(' ')}`, explain(best).flags), evidence: [best.span] };
  }

  const spread = termsSpread(profile, judgements, best, acronyms);
  if (spread) {
    return {
      verdict: verdict('does_not_support', Math.min(best.score, thresholds.partialScore - 0.01), best.drift, 'weak',
        `The words of this claim occur in different passages (${spread.map(where).join('; ')}), but no single passage says it.`,
        ['terms_spread', ...explain(best).flags]),
      evidence: [best.span],
    };
  }
  if (best.label === 'does_not_support' && (best.plainCoverage < UNRELATED_COVERAGE || input.scope.outOfScopeOnly)) return noEvidence(input, best);

  const quality: Quality = best.label === 'partially_supports' && best.coverage >= CARRY_COVERAGE ? 'moderate' : 'weak';
  const reason = explain(best).reasons.length > 0 ? `${where(best.span)}: ${explain(best).reasons.join(' ')}` : `${where(best.span)} is related but does not carry this claim.`;
  return { verdict: verdict(best.label, best.score, best.drift, quality, reason, explain(best).flags), evidence: [best.span] };
}
