import assert from 'node:assert/strict';
import { findQuotedRange, quotedRange, quoteWords, readQuoteWords } from '../../src/core/verify/quote';
import { prefixOpposites } from '../../src/core/verify/prefix-opposites';
import { carriesTerm, findPhrases, profileClaim, profilePassage, tokenize } from '../../src/core/verify/analysis';
import { carriedByContext } from '../../src/core/verify/context';
import { otherClauseSubject, otherPassiveAgent, otherSpanSubject } from '../../src/core/verify/clause-subject';
import { TextMemo } from '../../src/core/verify/memo';
import type { Token } from '../../src/core/text/tokenize';
import * as lexicon from '../../src/core/text/lexicon';
import { extractSpans } from '../../src/core/extract/index';
import type { Claim } from '../../src/core/model';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';
import { proposeRepair } from '../../src/core/verify/repair';
import { ALL_DOCS, makeClaim, makeWindow } from './verify-fixtures';
import { hyponymIndex } from '../../src/core/lexicon/wordnet';
import { loadWordNetJson } from '../../src/core/lexicon/node-data';
import type { CompactWordNet } from '../../src/core/lexicon/compile';
import { fixtureJson } from './lexicon-fixture';

// The warm-run pass memoised per-text work of the verifier. Each memo must give what the plain computation gives.

/** quoteWords as it was before its ASCII fast path (every word through NFKD and the three replacements). */
function referenceQuoteWords(text: string): Array<{ word: string; start: number; end: number }> {
  const WORD_RUN = /(?:[\p{L}\p{N}]|(?<=\p{N})[.,](?=\p{N})|(?<=\p{L})['’](?=\p{L})|(?<=[\p{L}\p{N}])_(?=[\p{L}\p{N}]))+/gu;
  const CONTRACTED_NOT = new Map([['can', 'can'], ['won', 'will'], ['shan', 'shall'], ['ain', 'is']]);
  const IS_CONTRACTED = new Set(['it', 'that', 'there', 'here', 'what', 'who', 'he', 'she', 'where', 'how']);
  const SUFFIXES = new Map([['re', 'are'], ['ve', 'have'], ['ll', 'will'], ['m', 'am']]);
  const out: Array<{ word: string; start: number; end: number }> = [];
  const push = (word: string, start: number, end: number) => { if (word) out.push({ word, start, end }); };
  for (const m of text.matchAll(WORD_RUN)) {
    const start = m.index!;
    const end = start + m[0].length;
    const w = m[0].toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/(\d)[.,](?=\d)/g, '$1').replace(/’/g, "'");
    if (w === 'cannot') {
      push('can', start, end);
      push('not', start, end);
      continue;
    }
    const apostrophe = w.indexOf("'");
    if (apostrophe < 0) {
      push(w, start, end);
      continue;
    }
    const head = w.slice(0, apostrophe);
    const tail = w.slice(apostrophe + 1);
    if (tail === 't' && head.endsWith('n')) {
      push(CONTRACTED_NOT.get(head) ?? head.slice(0, -1), start, end);
      push('not', start, end);
    } else if (tail === 's' && head === 'let') {
      push('let', start, end);
      push('us', start, end);
    } else if (tail === 's' && IS_CONTRACTED.has(head)) {
      push(head, start, end);
      push('is', start, end);
    } else if (SUFFIXES.has(tail)) {
      push(head, start, end);
      push(SUFFIXES.get(tail)!, start, end);
    } else {
      for (const part of w.split("'")) push(part, start, end);
    }
  }
  return out;
}

/** prefixOpposites as it was before its sides were kept per token list. */
function referencePrefixOpposites(claimTokens: readonly Token[], spanTokens: readonly Token[]): Array<{ pair: [string, string]; converse: boolean }> {
  const PREFIXES = ['non', 'un', 'in', 'im', 'ir', 'il', 'dis'];
  const bareOf = (word: string) => {
    for (const p of PREFIXES) if (word.length - p.length >= 5 && word.startsWith(p)) return word.slice(p.length);
    return undefined;
  };
  interface W { norm: string; prev: string | undefined; next: string | undefined }
  const wordsOf = (tokens: readonly Token[]) => {
    const words: W[] = [];
    let pendingPrefix: string | undefined;
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i]!;
      if (t.kind !== 'word' && t.kind !== 'number') continue;
      const hyphenBefore = i >= 2 && tokens[i - 1]!.text === '-' && tokens[i - 1]!.start === tokens[i - 2]!.end && tokens[i - 1]!.end === t.start;
      const glued = hyphenBefore && PREFIXES.includes(tokens[i - 2]!.norm) ? tokens[i - 2]!.norm : undefined;
      if (glued && words.length > 0 && words[words.length - 1]!.norm === glued) pendingPrefix = words.pop()!.prev;
      const norm = glued ? glued + t.norm : t.norm;
      const prev = glued ? pendingPrefix : words[words.length - 1]?.norm;
      pendingPrefix = undefined;
      if (words.length > 0) words[words.length - 1]!.next = norm;
      words.push({ norm, prev, next: undefined });
    }
    return words;
  };
  const claim = wordsOf(claimTokens);
  const span = wordsOf(spanTokens);
  const claimForms = new Set(claim.map((w) => w.norm));
  const hits: Array<{ pair: [string, string]; converse: boolean }> = [];
  for (const c of claim) {
    if (hits.some((h) => h.pair[0] === c.norm)) continue;
    const others = PREFIXES.map((p) => p + c.norm).filter((w) => bareOf(w) === c.norm);
    const bare = bareOf(c.norm);
    if (bare !== undefined) others.push(bare);
    for (const other of others) {
      if (claimForms.has(other)) continue;
      if (span.some((s) => s.norm === other && ((c.prev !== undefined && c.prev === s.prev) || (c.next !== undefined && c.next === s.next)))) {
        hits.push({ pair: [c.norm, other], converse: false });
        break;
      }
    }
  }
  return hits;
}

const TEXTS = [
  'The survey covered 412 observatories in nine countries during the first year.',
  "It doesn't work, and we can't say it won't; let's see what's there, they're sure I'm right and O'Neil's book isn't.",
  'Résumé of the naïve café: 1,897 queries took 3.30 s (about 12.5% of 2,000.5); no_std crates cannot link it.',
  'It’s the author’s view that Zürich’s ﬁrst ﬂoor isn’t the ÉCOLE, and ΣΑΣ İstanbul — co-op.',
  'UCP1-dependent thermogenesis is not UCP1-independent, and capable mice are not incapable or unaffected.',
  'DWARF mode also requires post-processing with ``perf report`` (which\nitself can use up to 17% of CPU [#redhat]_), and truncates deep stacks.',
  'The affected cells were non-infertile, but the unaffected cells were infertile and the dependent variable was independent.',
  '',
  '  ...  ',
];

let seed = 4242;
function rand(): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
}

describe('perf: the warm run\'s memos give what the plain computation gives', () => {
  it('quoteWords (memoised, ASCII fast path) reads the words the original reading gives', () => {
    for (const text of TEXTS) {
      assert.deepEqual(readQuoteWords(text), referenceQuoteWords(text), text);
      assert.deepEqual(quoteWords(text), referenceQuoteWords(text), text);
      assert.equal(quoteWords(text), quoteWords(text), 'a recent text is read once');
    }
    // random mixes of the texts' words
    const words = TEXTS.join(' ').split(/\s+/);
    for (let n = 0; n < 300; n++) {
      const text = Array.from({ length: 1 + Math.floor(rand() * 20) }, () => words[Math.floor(rand() * words.length)]).join(rand() < 0.5 ? ' ' : ', ');
      assert.deepEqual(quoteWords(text), referenceQuoteWords(text), text);
    }
  });

  it('quotedRange (memoised) finds the range the plain search finds, for every option, in any order of calls', () => {
    const spans = TEXTS.filter((t) => t.length > 20);
    const claims = [
      ...spans,
      'The survey covered 421 observatories in nine countries during the first year.',
      'DWARF mode also requires post-processing with perf report, and truncates deep stacks.',
      'mode also requires post-processing with perf report (which itself can use up to 17% of CPU)',
      'It does not work, and we cannot say it will not',
      'the naïve café: 1,897 queries took 3.30 s',
    ];
    const options = [{}, { anyNumber: true }, { minWords: 3 }, { anyNumber: true, minWords: 4 }];
    for (let round = 0; round < 2; round++) {
      for (const span of spans) {
        for (const claim of claims) {
          for (const o of options) assert.deepEqual(quotedRange(span, claim, o), findQuotedRange(span, claim, o), `${claim} / ${span} / ${JSON.stringify(o)}`);
        }
      }
    }
    // the memo's key cannot mistake one pair for another with the same concatenation
    const a = 'one two three four five six seven eight';
    assert.notEqual(quotedRange(`${a} nine`, a), null);
    assert.equal(quotedRange('nine', `${a} ${a}`), null);
    assert.equal(quotedRange(a, 'x'), null);
    assert.notEqual(quotedRange(a, a), null);
  });

  it('prefixOpposites (sides kept per token list) finds the opposites the original finds', () => {
    const texts = [
      ...TEXTS,
      'Thermogenesis is UCP1-dependent in these mice.',
      'Thermogenesis is UCP1-independent in these mice.',
      'The cells were affected by heat.',
      'The cells were unaffected by heat.',
      'The mice were capable of breeding.',
      'The mice were incapable of breeding and not capable.',
      'The patients were infertile after treatment.',
      'The patients were non-infertile after treatment.',
    ];
    for (let round = 0; round < 2; round++) {
      for (const c of texts) {
        for (const s of texts) {
          const claimTokens = tokenize(c);
          const spanTokens = tokenize(s);
          assert.deepEqual(prefixOpposites(claimTokens, spanTokens), referencePrefixOpposites(claimTokens, spanTokens), `${c} / ${s}`);
        }
      }
    }
    assert.ok(prefixOpposites(tokenize('Thermogenesis is UCP1-dependent in these mice.'), tokenize('Thermogenesis is UCP1-independent in these mice.')).length > 0,
      'the comparison is not vacuous');
  });

  it('findPhrases (memoised per lexicon) gives equal hits each time, as copies a caller may reorder', () => {
    const lists = [lexicon.NEGATIONS, lexicon.HEDGE_CUES, lexicon.WEAK_RELATIONS, lexicon.allStrongPredicates()];
    const text = 'The drug did not always reduce pain and may not cure it; it is not known whether it causes harm, never mind proves it.';
    for (const list of lists) {
      const first = findPhrases(text, list);
      const kept = first.map((h) => ({ ...h }));
      first.reverse();
      first.push({ phrase: 'x', surface: 'x', start: 0, end: 1 });
      assert.deepEqual(findPhrases(text, list), kept, 'a caller changing its array does not change the next answer');
    }
    assert.ok(findPhrases(text, lexicon.NEGATIONS).length >= 2, 'the comparison is not vacuous');
  });

  it('TextMemo.peek answers only what is remembered and computes nothing', () => {
    let computed = 0;
    const memo = new TextMemo<number>(2, (t) => (computed++, t.length));
    assert.equal(memo.peek('abc'), undefined);
    assert.equal(computed, 0);
    memo.remember('abc', 3);
    assert.equal(memo.peek('abc'), 3);
    memo.get('a');
    memo.get('ab'); // 'abc' moves to the older generation
    assert.equal(memo.peek('abc'), 3, 'the older generation is still answered');
    assert.equal(computed, 2);
  });

  it('a repair proposeRepair offers is what the engine\'s second check (skipped at the default thresholds) accepts', () => {
    // the engine's verifiedRepair no longer verifies the rewrite again when its thresholds are the defaults: that check
    // is the one proposeRepair made (same claim fields, same evidence, same scope); here both are made and compared
    const texts = [
      'ACL-Verbatim eliminates hallucination from research QA.', 'GrepSeek replaces dense retrieval.', 'Warrant eliminates citation errors.',
      'BM25 is more accurate than dense retrieval on keyword-heavy queries.', 'ACL-Verbatim always returns verbatim source spans.',
      'CiteVQA contains 1,987 questions across 711 PDFs.', 'The Calder Bay study proves that network connectivity mattered more than total lane length.',
      'CiteVQA contains 1,897 questions across 711 PDFs from 2019.',
    ];
    const scope = { exhausted: false, filesSearched: 1 };
    let repaired = 0;
    for (const text of texts) {
      for (const modality of ['causal', 'factual', 'synthesis'] as const) {
        const claim: Claim = makeClaim(text, { modality, risk: 'high' });
        const out = verifyClaim({ claim, candidates: ALL_DOCS.flatMap((d) => extractSpans(claim, makeWindow(d), d)), thresholds: DEFAULT_THRESHOLDS, scope });
        const proposal = proposeRepair(claim, out.verdict, out.evidence);
        if (!proposal) continue;
        repaired++;
        const check = verifyClaim({
          claim: { ...claim, text: proposal.text, modality: claim.modality === 'synthesis' ? 'factual' : claim.modality },
          candidates: out.evidence,
          thresholds: { ...DEFAULT_THRESHOLDS },
          scope,
        });
        assert.equal(check.verdict.label, 'supports', `${text} (${modality}) → ${proposal.text}: ${check.verdict.reason}`);
      }
    }
    assert.ok(repaired >= 6, `repairs checked: ${repaired}`);
  });

  it('the hyponym index in typed arrays lists what the map of the hypernym fields lists, in the same order', () => {
    /** The index as it was built before: a map from each hypernym to its hyponyms, in id order. */
    const reference = (synsets: readonly string[]) => {
      const index = new Map<number, number[]>();
      for (let id = 0; id < synsets.length; id++) {
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
      return index;
    };
    // the fixture, a hand-made set with several hypernyms and high ids, and the real compact index
    const made = ['n0|1|z,10|||', 'n0||||', 'v3|2|1,z||', ...Array.from({ length: 40 }, (_, i) => `n${i}|${i}|${[(i * 7) % 43, ...(i % 3 === 0 ? [2] : [])].filter((h) => h !== i + 3).map((h) => h.toString(36)).join(',')}||`)];
    const sets: Array<readonly string[]> = [(JSON.parse(fixtureJson()) as CompactWordNet).synsets, made, (JSON.parse(loadWordNetJson()) as CompactWordNet).synsets];
    for (const synsets of sets) {
      const expected = reference(synsets);
      const { starts, ids } = hyponymIndex(synsets);
      let listed = 0;
      for (let id = 0; id < synsets.length; id++) {
        const got = Array.from(ids.subarray(starts[id]!, starts[id + 1]!));
        assert.deepEqual(got, expected.get(id) ?? [], `synset ${id}`);
        listed += got.length;
      }
      assert.equal(listed, [...expected.values()].reduce((n, l) => n + l.length, 0));
      assert.ok(listed > 0, 'the comparison is not vacuous');
    }
  });

  it('carriedByContext (remembered per term, acronym table and name) answers as the plain check, table by table', () => {
    const terms = profileClaim('The GSR index runs offline on a laptop for Quillet.').terms;
    const gsr = terms.find((t) => t.surface === 'GSR')!;
    const quillet = terms.find((t) => t.surface === 'Quillet')!;
    const expands = new Map([['gsr', 'Grep Seek Retriever']]);
    const other = new Map([['gsr', 'Global Search Ranking']]);
    const context = { title: 'The Grep Seek Retriever', headings: ['Quillet'] };
    for (let round = 0; round < 2; round++) {
      for (const acronyms of [expands, other, undefined]) {
        const got = carriedByContext([gsr, quillet], terms, 'The index runs offline on a laptop.', context, acronyms).map((c) => c.term.surface);
        const plain = [gsr, quillet].filter((t) => [context.title, ...context.headings].some((n) => carriesTerm(profilePassage(n, acronyms), t, acronyms))).map((t) => t.surface);
        assert.deepEqual(got, plain, `round ${round}, ${acronyms ? [...acronyms.values()][0] : 'no acronyms'}`);
      }
    }
    assert.deepEqual(carriedByContext([gsr], terms, 'The index runs offline.', context, expands).map((c) => c.source), ['the document title']);
    assert.deepEqual(carriedByContext([gsr], terms, 'The index runs offline.', context, other), []);
    assert.deepEqual(carriedByContext([gsr], terms, 'The index runs offline.', { title: 'Global Search Ranking', headings: [] }, other).map((c) => c.term.surface), ['GSR']);
  });

  it('the clause-subject checks read their texts through a memo and answer the same every time', () => {
    const cases: Array<[string, string]> = [
      ['The server caches replies, and it compresses logs.', 'The server caches replies, and the proxy compresses logs.'],
      ['The Quillet proxy caches replies and compresses logs.', 'The Quillet proxy caches replies, and the Varrow agent compresses logs.'],
      ['It publishes the notes.', 'The notes are published by the Ornegade bot.'],
    ];
    const answers = cases.map(([claim, span]) => [otherClauseSubject(claim, claim, span), otherSpanSubject(claim, span), otherPassiveAgent(claim, span)]);
    assert.deepEqual(answers, [['proxy', 'proxy', undefined], [undefined, 'Varrow agent', undefined], [undefined, undefined, 'Ornegade bot']]);
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(cases.map(([claim, span]) => [otherClauseSubject(claim, claim, span), otherSpanSubject(claim, span), otherPassiveAgent(claim, span)]), answers);
    }
  });
});
