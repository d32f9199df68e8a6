import assert from 'node:assert/strict';
import { extractSpans } from '../../src/core/extract/index';
import { VerdictSchema, type Claim, type EvidenceSpan, type Modality, type Risk } from '../../src/core/model';
import { findAcronyms } from '../../src/core/text/index';
import { DEFAULT_THRESHOLDS, verifyClaim, type VerifyInput, type VerifyOutput } from '../../src/core/verify/index';
import { quoteWords } from '../../src/core/verify/quote';
import { ACL_VERBATIM, ALL_DOCS, CITEVQA, GREPSEEK, assertVerbatimSpans, makeClaim, makeDoc, makeWindow, spanOf } from './verify-fixtures';

const SCOPE = { exhausted: false, filesSearched: 3 };

function verify(claim: Claim, candidates: EvidenceSpan[], extra: Partial<VerifyInput> = {}): VerifyOutput {
  const out = verifyClaim({ claim, candidates, thresholds: DEFAULT_THRESHOLDS, scope: SCOPE, ...extra });
  VerdictSchema.parse(out.verdict);
  assert.ok(out.verdict.reason.length > 0);
  return out;
}

/** The end-to-end path: extract spans from every fixture source, then verify. */
function check(text: string, modality: Modality = 'factual', risk: Risk = 'medium', docs = ALL_DOCS): VerifyOutput {
  const claim = makeClaim(text, { modality, risk });
  const candidates = docs.flatMap((d) => extractSpans(claim, makeWindow(d), d));
  const acronyms = new Map<string, string>();
  for (const d of docs) for (const [k, v] of findAcronyms(d.text)) acronyms.set(k, v);
  const out = verify(claim, candidates, { acronyms });
  assertVerbatimSpans(out.evidence, docs);
  for (const p of out.parts ?? []) if (p.evidence) assertVerbatimSpans([p.evidence], docs);
  return out;
}

describe('verify: the attribution verifier', () => {
  describe('the four demo claims (seed 004 §13)', () => {
    it('supports the metric claim with strong quality on the one sentence that states both numbers', () => {
      const { verdict, evidence } = check('CiteVQA contains 1,897 questions across 711 PDFs.', 'metric');
      assert.equal(verdict.label, 'supports');
      assert.equal(verdict.quality, 'strong');
      assert.ok(verdict.supportScore >= 0.9);
      assert.equal(verdict.driftScore, 0);
      assert.equal(evidence.length, 1);
      assert.equal(evidence[0]!.text, 'CiteVQA contains 1,897 questions built from 711 PDFs across seven domains.');
      assert.match(verdict.reason, /citevqa\.txt line 3 .*1,897, 711/);
    });

    it('marks "eliminates" an overclaim when the span only says "reduces"', () => {
      const { verdict, evidence } = check('ACL-Verbatim eliminates hallucination from research QA.', 'causal', 'high');
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('overclaim:eliminates'));
      assert.ok(verdict.flags.includes('span_relation:reduces'));
      assert.match(verdict.reason, /The span says 'reduces', not 'eliminates'\./);
      assert.ok(verdict.supportScore < DEFAULT_THRESHOLDS.acceptScore && verdict.supportScore >= DEFAULT_THRESHOLDS.partialScore);
      assert.ok(verdict.driftScore > 0);
      assert.match(evidence[0]!.text, /^ACL-Verbatim reduces hallucination risk/);
    });

    it('never supports "replaces" when the span says "complements"', () => {
      const { verdict } = check('GrepSeek replaces dense retrieval.', 'causal', 'high');
      assert.notEqual(verdict.label, 'supports');
      assert.ok(['partially_supports', 'does_not_support'].includes(verdict.label));
      assert.ok(verdict.flags.includes('overclaim:replaces'));
      assert.ok(verdict.flags.includes('span_relation:complements'));
      assert.match(verdict.reason, /'complements', not 'replaces'/);
    });

    it('never certifies the synthesis claim from one span, and lists a span per named part', () => {
      const { verdict, parts, evidence } = check('GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.', 'synthesis', 'high');
      assert.equal(verdict.label, 'needs_multiple_spans');
      assert.ok(verdict.flags.includes('synthesis'));
      assert.ok(verdict.supportScore < DEFAULT_THRESHOLDS.partialScore);
      assert.deepEqual(parts!.map((p) => p.text), ['GrepSeek', 'ACL-Verbatim', 'CiteVQA']);
      for (const p of parts!) {
        assert.ok(p.evidence, `no span for ${p.text}`);
        assert.ok(p.evidence.text.includes(p.text));
        assert.match(p.evidence.text, /[.]$/, 'a sentence, not a heading');
      }
      assert.equal(new Set(evidence.map((e) => e.relPath)).size, 3);
      assert.equal(verdict.quality, 'moderate');
    });
  });

  describe('content terms are carried by one span, not by the document', () => {
    it('words spread over passages of different documents never support (terms_spread)', () => {
      const { verdict } = check('GrepSeek returns verbatim spans of the source.');
      assert.equal(verdict.label, 'does_not_support');
      assert.ok(verdict.flags.includes('terms_spread'));
      assert.match(verdict.reason, /different passages \(.*acl_verbatim\.txt/);
      assert.match(verdict.reason, /different passages \(.*grepseek\.txt/);
    });

    it('is tolerant of lemmas, hyphenation and number forms', () => {
      const doc = makeDoc('notes/forms.md', 'In our tests, GrepSeek makes each search trajectory auditable across 1897 index-based queries.\n');
      const { verdict } = check('GrepSeek makes search trajectories auditable across 1,897 index based queries.', 'metric', 'medium', [doc]);
      assert.equal(verdict.label, 'supports');
      assert.deepEqual(verdict.flags, []);
    });

    it('a word the claim says twice must be carried twice (one span word carries one claim word)', () => {
      const doc = makeDoc('notes/cli.md', 'A new command, `tool logout`, will be added which uses the `erase` step to remove a token.\n');
      const swapped = check('A new command, `tool logout`, will be removed which uses the `erase` step to remove a token.', 'factual', 'medium', [doc]);
      assert.notEqual(swapped.verdict.label, 'supports');
      assert.ok(swapped.verdict.flags.includes('term_repeated:removed'));
      assert.match(swapped.verdict.reason, /'added' where the claim says 'removed'; the claim uses that word 2 times, the span fewer/);
      // a claim word that shares its stem with another ("optional", "option") at the sentence's edge
      const required = makeDoc('notes/utf.md', 'It is required to enable the strict mode which changes the encoding using the command line option.\n');
      const optional = check('It is optional to enable the strict mode which changes the encoding using the command line option.', 'factual', 'medium', [required]).verdict;
      assert.notEqual(optional.label, 'supports');
      assert.ok(optional.flags.includes('word_substituted:optional/required'), optional.flags.join());
      // a name the span has elsewhere, with another name in the claim's place, is not carried ("the C GIL" over "the C API")
      const api = makeDoc('notes/alloc.md', 'Holding the GIL is convenient for a Quillet allocator. Python objects can be inspected, and the C API may be used for reporting.\n');
      const gil = check('Python objects can be inspected, and the C GIL may be used for reporting.', 'factual', 'medium', [api]).verdict;
      assert.notEqual(gil.label, 'supports');
      // counted the same way on both sides, a code name's words included ("another private item and --document-private-items")
      const items = makeDoc('notes/links.md', 'If a public item links to another private item and `--document-private-items` is passed, the Quillet doc tool emits the link.\n');
      const privateItems = check('If a private item links to another private item and `--document-private-items` is passed, the Quillet doc tool emits the link.', 'factual', 'medium', [items]).verdict;
      assert.notEqual(privateItems.label, 'supports');
      assert.ok(privateItems.flags.includes('word_substituted:private/public'), privateItems.flags.join());
      // a comparison that leaves the repeated word out has no other word in its place
      const compared = makeDoc('notes/faults.md', 'Incidence for Quillet faults was higher than for Varrow faults.\n');
      assert.equal(check('Incidence of Quillet faults is higher than the incidence of Varrow faults.', 'factual', 'medium', [compared]).verdict.label, 'supports');
      const asWritten = check('A new command, `tool logout`, will be added which uses the `erase` step to remove a token.', 'factual', 'medium', [doc]);
      assert.equal(asWritten.verdict.label, 'supports');
      const twice = makeDoc('notes/scope.md', 'Names bound in a block are local names unless a global declaration makes them global names.\n');
      assert.equal(check('Names bound in a block are local names unless a global declaration makes them global names.', 'factual', 'medium', [twice]).verdict.label, 'supports');
      const local = makeDoc('notes/scope2.md', 'Names bound in a block are local names unless a global declaration is present.\n');
      assert.notEqual(check('Names bound in a block are global names unless a global declaration is present.', 'factual', 'medium', [local]).verdict.label, 'supports');
    });

    it('expands acronyms defined in the sources, both ways', () => {
      const doc = makeDoc('notes/saa.md', 'CiteVQA reports Strict Attributed Accuracy (SAA). CiteVQA ranks models by SAA on every split.\n');
      const short = check('CiteVQA ranks models by SAA.', 'factual', 'medium', [doc]);
      assert.equal(short.verdict.label, 'supports');
      const long = check('CiteVQA ranks models by strict attributed accuracy.', 'factual', 'medium', [doc]);
      assert.equal(long.verdict.label, 'supports');
      assert.match(long.evidence[0]!.text, /ranks models by SAA/);
    });

    it('a missing named entity keeps a claim from support even when every other word is there', () => {
      const span = spanOf(CITEVQA, 'The questions are written in two languages, English and Chinese.');
      const { verdict } = verify(makeClaim('ACL-Verbatim questions are written in two languages, English and Chinese.'), [span]);
      assert.notEqual(verdict.label, 'supports');
      assert.ok(verdict.flags.includes('entity_missing:ACL-Verbatim'));
    });

    it('a topically related span that misses what the claim says about it does not support', () => {
      const { verdict } = check('ACL-Verbatim reduces hallucination risk in clinical notes by summarising patient records.');
      assert.equal(verdict.label, 'does_not_support');
      assert.ok(verdict.supportScore < DEFAULT_THRESHOLDS.partialScore);
    });

    it('a passage that shares only a name is no evidence: not_in_corpus, naming the closest passage', () => {
      const { verdict, evidence } = check('CiteVQA measures retrieval latency on mobile devices.');
      assert.equal(verdict.label, 'not_in_corpus');
      assert.equal(verdict.quality, 'none');
      assert.deepEqual(evidence, []);
      assert.match(verdict.reason, /closest passage \(papers\/citevqa\.txt line \d+\) shares only 'CiteVQA'/);
      const claim = makeClaim('CiteVQA measures retrieval latency on mobile devices.');
      const span = spanOf(CITEVQA, 'We introduce CiteVQA, a benchmark for attributed answers over long documents.');
      const outside = verify(claim, [span], { scope: { exhausted: false, filesSearched: 3, outOfScopeOnly: true } });
      assert.equal(outside.verdict.label, 'out_of_scope');
    });
  });

  describe('numbers', () => {
    it('a different value for the same quantity contradicts (number_mismatch)', () => {
      const { verdict, evidence } = check('CiteVQA contains 1,987 questions across 711 PDFs.', 'metric');
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('number_mismatch:1,987'));
      assert.match(verdict.reason, /The source gives '1,897', not '1,987'\./);
      assert.ok(verdict.supportScore <= 0.1);
      assert.match(evidence[0]!.text, /1,897 questions/);
    });

    it('a number the span does not state is not support (number_missing)', () => {
      const span = spanOf(CITEVQA, 'CiteVQA contains 1,897 questions built from 711 PDFs across seven domains.');
      const { verdict } = verify(makeClaim('CiteVQA contains 1,897 questions across 711 PDFs from 2019.', { modality: 'metric' }), [span]);
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('number_missing:2019'));
      assert.match(verdict.reason, /does not state 2019/);
    });

    it('the same number counting a different thing is not the claim\'s number', () => {
      const doc = makeDoc('notes/counts.md', 'CiteVQA covers seven domains in two languages.\n');
      const { verdict } = check('CiteVQA covers seven languages.', 'metric', 'medium', [doc]);
      assert.notEqual(verdict.label, 'supports');
    });

    it('number words and digits are the same number', () => {
      const { verdict } = check('CiteVQA questions span 7 domains and 2 languages.', 'metric', 'medium', [
        makeDoc('notes/words.md', 'CiteVQA questions span seven domains and two languages.\n'),
      ]);
      assert.equal(verdict.label, 'supports');
    });
  });

  describe('the predicate-support gate', () => {
    it('"each" in the span carries the claim\'s "every" and "all", not a hedged or weaker quantifier', () => {
      const doc = makeDoc('notes/workers.md', 'Each Quillet worker process keeps its own copy of the cache.\n');
      assert.equal(check('Every Quillet worker process keeps its own copy of the cache.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.equal(check('All Quillet worker processes keep their own copy of the cache.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      // "each" of another noun, of "each other", or of a narrower one carries nothing
      for (const [claim, source] of [['The Quillet bot closes all stale issues.', 'Each week the Quillet bot closes stale issues.'],
        ['The Quillet trial paid every participant 20 dollars.', 'The Quillet trial paid each participant in the control arm 20 dollars.'],
        ['The Quillet installer verifies every package it installs.', 'The Quillet installer verifies each package it installs from the main registry.'],
        ['All Quillet replicas are updated over a gossip channel.', 'Quillet replicas update each other over a gossip channel.'],
        ['Quillet lints all the code on push.', 'Quillet runs a check on each push, and the check lints the code.']]) {
        assert.notEqual(check(claim, 'factual', 'medium', [makeDoc('notes/each.md', `${source}\n`)]).verdict.label, 'supports', claim);
      }
      const some = makeDoc('notes/workers2.md', 'Some Quillet worker processes keep their own copy of the cache.\n');
      assert.notEqual(check('Every Quillet worker process keeps its own copy of the cache.', 'factual', 'medium', [some]).verdict.label, 'supports');
      const hedged = makeDoc('notes/workers3.md', 'Each Quillet worker process may keep its own copy of the cache.\n');
      assert.notEqual(check('Every Quillet worker process keeps its own copy of the cache.', 'factual', 'medium', [hedged]).verdict.label, 'supports');
    });

    it('a strong predicate the span also asserts is supported', () => {
      const doc = makeDoc('notes/pipeline.md', 'In our pipeline, GrepSeek replaces BM25 for exact identifier lookups.\n');
      const { verdict } = check('In our pipeline, GrepSeek replaces BM25 for exact identifier lookups.', 'causal', 'high', [doc]);
      assert.equal(verdict.label, 'supports');
    });

    it('a strong predicate the span does not state is at best a narrower claim (predicate_unsupported)', () => {
      const doc = makeDoc('notes/calder.md', 'The Calder Bay study concluded that network connectivity mattered more than total lane length.\n');
      const carried = check('The Calder Bay study proves that network connectivity mattered more than total lane length.', 'causal', 'high', [doc]);
      assert.equal(carried.verdict.label, 'partially_supports');
      assert.ok(carried.verdict.flags.includes('overclaim:proves'));
      assert.ok(carried.verdict.flags.includes('predicate_unsupported:proves'));
      assert.match(carried.verdict.reason, /does not state 'proves'/);
      // with the rest of the claim not carried either, it does not support
      const span = spanOf(GREPSEEK, 'GrepSeek: Direct Corpus Interaction for Search Agents');
      const { verdict } = verify(makeClaim('GrepSeek guarantees sub-second latency for direct corpus interaction.', { risk: 'high' }), [span]);
      assert.equal(verdict.label, 'does_not_support');
      assert.ok(verdict.flags.includes('predicate_unsupported:guarantees'));
      assert.ok(!verdict.flags.includes('overclaim:guarantees'));
    });

    it('the same relation under a modal ("may replace") does not carry the unhedged claim', () => {
      const doc = makeDoc('notes/hedge.md', 'In our pipeline, GrepSeek may replace BM25 for exact identifier lookups.\n');
      const { verdict } = check('In our pipeline, GrepSeek replaces BM25 for exact identifier lookups.', 'causal', 'high', [doc]);
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('overclaim:replaces'));
      assert.ok(verdict.flags.includes('span_relation:may'));
      assert.match(verdict.reason, /The span says 'may replace', not 'replaces'/);
    });

    it('"most" over a span that says "some" is an overclaim; over a span that says "most" it is carried', () => {
      const some = makeDoc('notes/some.md', 'In the Tarrow trial, some participants replaced car commutes with e-bike trips.\n');
      const { verdict } = check('In the Tarrow trial, most participants replaced car commutes with e-bike trips.', 'factual', 'medium', [some]);
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('overclaim:most'));
      assert.ok(verdict.flags.includes('span_relation:some'));
      const most = makeDoc('notes/most.md', 'In the Tarrow trial, most participants replaced car commutes with e-bike trips.\n');
      assert.equal(check('In the Tarrow trial, most participants replaced car commutes with e-bike trips.', 'factual', 'medium', [most]).verdict.label, 'supports');
    });

    it('dropping the span\'s hedge ("often", "can") is an overclaim (hedge_dropped)', () => {
      const doc = makeDoc('notes/bm25.md', 'BM25 is often more accurate than dense retrieval on keyword-heavy queries.\nDirect corpus interaction can complement index-based retrieval.\n');
      const often = check('BM25 is more accurate than dense retrieval on keyword-heavy queries.', 'comparative', 'medium', [doc]);
      assert.equal(often.verdict.label, 'partially_supports');
      assert.ok(often.verdict.flags.includes('hedge_dropped:often'));
      assert.match(often.verdict.reason, /hedges it: 'often'/);
      const can = check('Direct corpus interaction complements index-based retrieval.', 'factual', 'medium', [doc]);
      assert.equal(can.verdict.label, 'partially_supports');
      assert.ok(can.verdict.flags.includes('hedge_dropped:can'));
      assert.equal(check('Direct corpus interaction can complement index-based retrieval.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('the converse of a comparison ("Y underperforms X" for "X outperforms Y") supports, below strong', () => {
      const doc = makeDoc('papers/g.md', 'GrepSeek underperforms dense retrieval on paraphrased queries.\n');
      const converse = check('Dense retrieval outperforms GrepSeek on paraphrased queries.', 'comparative', 'medium', [doc]);
      assert.equal(converse.verdict.label, 'supports');
      assert.equal(converse.verdict.quality, 'moderate');
      assert.ok(converse.verdict.flags.includes('converse'));
      const opposite = check('GrepSeek outperforms dense retrieval on paraphrased queries.', 'comparative', 'medium', [doc]);
      assert.equal(opposite.verdict.label, 'contradicts');
      // "A increases B" is not the converse of "B decreases A"
      const causal = makeDoc('papers/c.md', 'Answer latency decreases span extraction quality in GrepSeek.\n');
      assert.notEqual(check('Span extraction quality increases answer latency in GrepSeek.', 'causal', 'medium', [causal]).verdict.label, 'supports');
    });

    it('an "always" quantifier over a span that says "often" is an overclaim', () => {
      const span = spanOf(CITEVQA, 'Models that answer correctly often cite the wrong page.');
      const { verdict } = verify(makeClaim('Models that answer correctly always cite the wrong page.', { risk: 'high' }), [span]);
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('overclaim:always'));
      assert.ok(verdict.flags.includes('span_relation:often'));
    });
  });

  describe('contradictions', () => {
    it('a negated claim against an affirmative span contradicts (negation_conflict)', () => {
      const doc = makeDoc('notes/hybrid.md', 'Hybrid retrieval improves recall on CiteVQA by twelve points.\n');
      const { verdict } = check('Hybrid retrieval does not improve recall on CiteVQA.', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('negation_conflict'));
    });

    it('an affirmative claim against a span that denies it contradicts', () => {
      const { verdict } = check('ACL-Verbatim paraphrases the source text.');
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('negation_conflict'));
      assert.match(verdict.reason, /span denies/);
    });

    it('an antonym on the same subject contradicts (antonym:a/b)', () => {
      const doc = makeDoc('notes/latency.md', 'Verbatim span extraction decreases answer latency in GrepSeek.\n');
      const { verdict } = check('Verbatim span extraction increases answer latency in GrepSeek.', 'causal', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.some((f) => f.startsWith('antonym:increase')), verdict.flags.join());
    });

    it('irregular verb forms meet their lemma: "did not fall" against "fell", "fell" against "grew"', () => {
      const doc = makeDoc('studies/n.md', 'In the Norhaven study, injury crashes fell by 28% on the treated corridors.\nIn the Merrow survey, retail sales grew by 4% in the first year.\n');
      const negated = check('In the Norhaven study, injury crashes did not fall on the treated corridors.', 'factual', 'medium', [doc]);
      assert.equal(negated.verdict.label, 'contradicts');
      assert.ok(negated.verdict.flags.includes('negation_conflict'));
      const fell = check('In the Merrow survey, retail sales fell by 4% in the first year.', 'metric', 'medium', [doc]);
      assert.equal(fell.verdict.label, 'contradicts');
      assert.ok(fell.verdict.flags.includes('antonym:fall/grow'), fell.verdict.flags.join());
      assert.equal(check('In the Norhaven study, injury crashes fall by 28% on the treated corridors.', 'metric', 'medium', [doc]).verdict.label, 'supports');
    });

    it('every opposite in the claim counts: "under 50 … older" against "over 50 … younger"', () => {
      const doc = makeDoc('studies/t.md', 'In the Tarrow trial, participants aged over 50 rode more kilometres per week than younger participants.\n');
      const { verdict } = check('In the Tarrow trial, participants aged under 50 rode more kilometres per week than older participants.', 'comparative', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
    });

    it('a negated opposite ("does not decrease" for "increases") is flagged for a human, never supported', () => {
      const doc = makeDoc('notes/lat.md', 'Verbatim span extraction increases answer latency in GrepSeek.\n');
      const { verdict } = check('Verbatim span extraction does not decrease answer latency in GrepSeek.', 'causal', 'medium', [doc]);
      assert.notEqual(verdict.label, 'supports');
      assert.notEqual(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('polarity_uncertain'), verdict.flags.join());
    });

    it('a negation elsewhere in an unrelated span is not a contradiction', () => {
      const doc = makeDoc('notes/other.md', 'GrepSeek does not use embeddings. GrepSeek makes search trajectories explicit and auditable.\n');
      const { verdict } = check('GrepSeek makes search trajectories explicit and auditable.', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'supports');
    });
  });

  describe('synthesis and conjunctive claims', () => {
    it('entities joined by an authorial relation are a synthesis even when the modality says factual', () => {
      const { verdict, parts } = check('GrepSeek and CiteVQA together cover search and evaluation.');
      assert.equal(verdict.label, 'needs_multiple_spans');
      assert.deepEqual(parts!.map((p) => p.text), ['GrepSeek', 'CiteVQA']);
    });

    it('a later clause whose subject is a pronoun is not carried by a span clause that names another subject for the act', () => {
      const proxy = makeDoc('notes/proxy.md', 'The Quillet server caches replies, and the proxy compresses logs.\n');
      const v = check('The Quillet server caches replies, and it compresses logs.', 'factual', 'medium', [proxy]).verdict;
      assert.notEqual(v.label, 'supports');
      assert.ok(v.flags.includes('clause_subject:proxy'), v.flags.join());
      const split = makeDoc('notes/proxy2.md', 'The Quillet server caches replies. The proxy compresses logs.\n');
      assert.notEqual(check('The Quillet server caches replies, and it compresses logs.', 'factual', 'medium', [split]).verdict.label, 'supports');
      // a coordinated act, or a pronoun, where the span names another subject (a name, or a noun with a determiner)
      for (const [claim, source] of [['The Quillet proxy caches replies and compresses logs.', 'The Quillet proxy caches replies, and the Varrow agent compresses logs.'],
        ['Quillet logs warnings and logs errors.', 'Quillet logs warnings, and Varrow logs errors.'],
        ['Quillet signs releases, but it publishes the notes.', 'Quillet signs releases, but Ornegade publishes the notes.'],
        ['The Varrow scheduler queues jobs and then it executes them in order.', 'The Varrow scheduler queues jobs; the Ornegade runner executes them in order.'],
        ['Quillet uploads artifacts while it verifies the checksum.', 'Quillet uploads artifacts while Varrow verifies the checksum.'],
        ['The Quillet proxy caches replies, and it is signed by Varrow.', 'The Quillet proxy caches replies, and the token is signed by Varrow.']]) {
        const w = check(claim, 'factual', 'medium', [makeDoc('notes/who.md', `${source}\n`)]).verdict;
        assert.notEqual(w.label, 'supports', claim);
        assert.ok(w.flags.some((f) => f.startsWith('clause_subject:')), `${claim} ${w.flags.join()}`);
      }
      assert.equal(check('The Quillet proxy caches replies and compresses logs.', 'factual', 'medium',
        [makeDoc('notes/who2.md', 'The Quillet proxy caches replies, and by default also compresses logs.\n')]).verdict.label, 'supports');
      // two subjects joined by "and" are one subject phrase, not two clauses
      assert.equal(check('Quillet regulates the homeostasis of worker pools.', 'factual', 'medium',
        [makeDoc('notes/who3.md', 'Thus, Quillet and Varrow regulate the homeostasis of worker pools by draining idle queues.\n')]).verdict.label, 'supports');
      // the same subject, named again or left out, carries it
      for (const text of ['The Quillet server caches replies, and the server also compresses logs.', 'The Quillet server caches replies and compresses logs.']) {
        assert.equal(check('The Quillet server caches replies, and it compresses logs.', 'factual', 'medium', [makeDoc('notes/server.md', `${text}\n`)]).verdict.label, 'supports', text);
      }
    });

    it('a span that says another word in the place of a claim word is not outvoted by a part found elsewhere', () => {
      const doc = makeDoc('notes/uploads.md', 'By requiring the version upfront, all parallel uploads check one declared version. ' +
        'If the version were optional and inferred from the first uploaded file, a race condition would occur.\n');
      const { verdict } = check('If the version were required and inferred from the first uploaded file, a race condition would occur.', 'factual', 'medium', [doc]);
      assert.notEqual(verdict.label, 'supports');
      assert.ok(verdict.flags.includes('word_substituted:required/optional'));
      // (no part is carried either: the part after "and" meets the span's "optional", which the claim does not state, and
      // the thin first part, "If the version were required", is not quoted by "By requiring the version upfront")
      assert.match(verdict.reason, /says 'optional' where the claim says 'required'/);
      assert.equal(check('If the version were optional and inferred from the first uploaded file, a race condition would occur.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a conjunctive claim carried part by part reports each part', () => {
      const { verdict, parts } = check('CiteVQA contains 1,897 questions and is written in two languages.', 'metric');
      assert.equal(verdict.label, 'supports');
      assert.equal(parts!.length, 2);
      assert.ok(parts!.every((p) => p.label === 'supports' && p.evidence));
    });

    it('a conjunctive claim whose parts sit in nearby sentences of one source is supported by both spans (strong)', () => {
      const doc = makeDoc('notes/conj.md', 'CiteVQA contains 1,897 questions.\n\nBenchmarks differ.\n\nCiteVQA covers two languages.\n');
      const { verdict, parts, evidence } = check('CiteVQA contains 1,897 questions and covers two languages.', 'metric', 'medium', [doc]);
      assert.equal(verdict.label, 'supports');
      assert.ok(verdict.flags.includes('multi_span_one_source'));
      assert.equal(verdict.quality, 'strong');
      assert.equal(evidence.length, 2);
      assert.deepEqual(parts!.map((p) => p.label), ['supports', 'supports']);
    });

    it('parts found far apart in a source, or in different sources, stay below strong: the assembly is the author\'s', () => {
      const filler = 'Unrelated notes about other benchmarks follow here. '.repeat(40);
      const doc = makeDoc('notes/conj-far.md', `CiteVQA contains 1,897 questions.\n\n${filler}\n\nCiteVQA covers two languages.\n`);
      const far = check('CiteVQA contains 1,897 questions and covers two languages.', 'metric', 'medium', [doc]);
      assert.equal(far.verdict.label, 'supports');
      assert.equal(far.verdict.quality, 'moderate');
      const a = makeDoc('notes/conj-a.md', 'CiteVQA contains 1,897 questions.\n');
      const b = makeDoc('notes/conj-b.md', 'CiteVQA covers two languages.\n');
      const apart = check('CiteVQA contains 1,897 questions and covers two languages.', 'metric', 'medium', [a, b]);
      assert.equal(apart.verdict.quality, 'moderate');
    });

    it('a conjunctive claim with one part unsupported is partial', () => {
      const doc = makeDoc('notes/conj2.md', 'CiteVQA contains 1,897 questions.\n\nBenchmarks differ.\n');
      const { verdict, parts } = check('CiteVQA contains 1,897 questions and covers two languages.', 'metric', 'medium', [doc]);
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('conjunct_unsupported'));
      assert.equal(parts![0]!.label, 'supports');
      assert.notEqual(parts![1]!.label, 'supports');
    });
  });

  describe('too vague, and no evidence', () => {
    it('a claim of only generic words is too vague', () => {
      const { verdict } = check('Several studies discuss retrieval.');
      assert.equal(verdict.label, 'too_vague');
      assert.ok(verdict.flags.includes('too_vague'));
    });

    it('no candidates: not_in_corpus, out_of_scope or abstain depending on the search', () => {
      const claim = makeClaim('CiteVQA contains 1,897 questions.');
      const none = verify(claim, []);
      assert.equal(none.verdict.label, 'not_in_corpus');
      assert.equal(none.verdict.quality, 'none');
      assert.match(none.verdict.reason, /3 searched files/);
      assert.equal(verify(claim, [], { scope: { exhausted: false, filesSearched: 3, outOfScopeOnly: true } }).verdict.label, 'out_of_scope');
      const exhausted = verify(claim, [], { scope: { exhausted: true, filesSearched: 1 } });
      assert.equal(exhausted.verdict.label, 'abstain');
      assert.ok(exhausted.verdict.flags.includes('budget_exhausted'));
    });
  });

  describe('quality and scores', () => {
    it('two independent sources that both carry the claim make it verified', () => {
      const mirror = makeDoc('notes/citevqa-summary.md', 'Summary: CiteVQA contains 1,897 questions built from 711 PDFs.\n');
      const { verdict, evidence } = check('CiteVQA contains 1,897 questions across 711 PDFs.', 'metric', 'medium', [CITEVQA, mirror]);
      assert.equal(verdict.label, 'supports');
      assert.equal(verdict.quality, 'verified');
      assert.ok(verdict.flags.includes('corroborated'));
      assert.equal(new Set(evidence.map((e) => e.relPath)).size, 2);
    });

    it('a source that supports and another that contradicts make the verifier abstain', () => {
      const wrong = makeDoc('notes/old-draft.md', 'CiteVQA contains 1,987 questions built from 711 PDFs.\n');
      const { verdict, evidence } = check('CiteVQA contains 1,897 questions across 711 PDFs.', 'metric', 'medium', [CITEVQA, wrong]);
      assert.equal(verdict.label, 'abstain');
      assert.ok(verdict.flags.includes('conflicting_evidence'));
      assert.equal(evidence.length, 2);
    });

    it('a span may leave out who reports it: one framing word keeps quality strong, two make it moderate', () => {
      const doc = makeDoc('notes/langs.md', 'CiteVQA questions come in two languages, English and Chinese.\n');
      const one = check('The notes say CiteVQA questions come in two languages, English and Chinese.', 'metric', 'medium', [doc]);
      assert.equal(one.verdict.label, 'supports');
      assert.equal(one.verdict.quality, 'strong');
      assert.ok(one.verdict.flags.includes('term_missing:notes'));
      const two = check('The study notes say CiteVQA questions come in two languages, English and Chinese.', 'metric', 'medium', [doc]);
      assert.equal(two.verdict.label, 'supports');
      assert.equal(two.verdict.quality, 'moderate');
      assert.ok(two.verdict.driftScore > 0);
    });

    it('a specific word the span does not carry keeps the claim from support, however close the rest', () => {
      const doc = makeDoc('notes/langs.md', 'CiteVQA questions come in two languages, English and Chinese.\n');
      const { verdict } = check('CiteVQA questions cover two languages, English and Chinese.', 'metric', 'medium', [doc]);
      assert.equal(verdict.label, 'partially_supports');
      assert.ok(verdict.flags.includes('term_missing:cover'));
    });

    it('is deterministic', () => {
      const a = check('GrepSeek replaces dense retrieval.', 'causal', 'high');
      const b = check('GrepSeek replaces dense retrieval.', 'causal', 'high');
      assert.deepEqual(a, b);
    });

    it('scores order the labels: supports > partial > does_not_support > contradicts', () => {
      const s = check('CiteVQA contains 1,897 questions across 711 PDFs.').verdict.supportScore;
      const p = check('ACL-Verbatim eliminates hallucination from research QA.').verdict.supportScore;
      const d = check('ACL-Verbatim reduces hallucination risk in clinical notes by summarising patient records.').verdict.supportScore;
      const c = check('CiteVQA contains 1,987 questions across 711 PDFs.').verdict.supportScore;
      assert.ok(s > p && p > d && d > c, [s, p, d, c].join());
    });
  });

  describe('spans about nearly the same thing', () => {
    const CALDER = makeDoc('studies/calder.md', [
      'In the Calder Bay study, modal share in the eastern district rose from 3% to 8%.',
      'In the Calder Bay study, modal share in the western district rose from 3% to 4%.',
      '',
    ].join('\n'));
    const MERROW = makeDoc('studies/merrow.md', [
      'In the Merrow survey, shopkeepers estimated that 63% of their customers arrived by car.',
      'In the Merrow survey, 38% of customers actually arrived by car.',
      '',
    ].join('\n'));

    it('a neighbouring sentence may say who, never what: words and numbers come from one sentence', () => {
      const { verdict, evidence } = check('In the Calder Bay study, modal share in the western district rose from 3% to 8%.', 'metric', 'medium', [CALDER]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('number_mismatch:8%'));
      assert.match(evidence[0]!.text, /western district rose from 3% to 4%/);
      const eastern = check('In the Calder Bay study, modal share in the eastern district rose from 3% to 8%.', 'metric', 'medium', [CALDER]);
      assert.equal(eastern.verdict.label, 'supports');
      assert.equal(eastern.verdict.quality, 'strong');
    });

    it('the span that carries every word of the claim wins over a near neighbour', () => {
      const actual = check('In the Merrow survey, 38% of customers actually arrived by car.', 'metric', 'medium', [MERROW]);
      assert.equal(actual.verdict.label, 'supports');
      const wrong = check('In the Merrow survey, 63% of customers actually arrived by car.', 'metric', 'medium', [MERROW]);
      assert.equal(wrong.verdict.label, 'contradicts');
      assert.match(wrong.verdict.reason, /The source gives '38%', not '63%'/);
    });

    it('the same count in a different time unit contradicts', () => {
      const doc = makeDoc('studies/pilot.md', 'The Sodermark pilot ran on the Ornegade corridor for eight months.\n');
      const { verdict } = check('The Sodermark pilot ran on the Ornegade corridor for eight years.', 'metric', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('number_mismatch:eight'));
      assert.match(verdict.reason, /month.*not year/);
    });

    it('a source that says whether it holds is unclear makes the verifier abstain', () => {
      const doc = makeDoc('papers/open.md', 'It is unclear whether the GrepSeek results hold for corpora in languages other than English.\n');
      const { verdict } = check('The GrepSeek results hold for corpora in languages other than English.', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'abstain');
      assert.ok(verdict.flags.includes('span_uncertain'));
      assert.match(verdict.reason, /unclear whether/);
    });

    it('two sources that give different values for the same thing leave the claim open', () => {
      const log = makeDoc('notes/reading-log.md', 'The appendix table of CiteVQA lists 46 of the 711 CiteVQA PDFs as scanned documents.\n');
      const paper = makeDoc('papers/appendix.md', 'The appendix text of CiteVQA states that 64 of the 711 CiteVQA PDFs are scanned documents.\n');
      const { verdict, evidence } = check('64 of the 711 CiteVQA PDFs are scanned documents.', 'metric', 'medium', [paper, log]);
      assert.equal(verdict.label, 'abstain');
      assert.ok(verdict.flags.includes('conflicting_evidence'));
      assert.deepEqual(evidence.map((e) => e.relPath).sort(), ['notes/reading-log.md', 'papers/appendix.md']);
    });

    it('a span that gives another value refutes, beside a partial span that states no value at all', () => {
      const doc = makeDoc('papers/ornegade-trials.md', '# Ornegade pilot trials stopped early\n\nOne in five Ornegade pilot trials are stopped early, most for slow recruitment.\n');
      const { verdict } = check('One in two Ornegade pilot trials are stopped early.', 'metric', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('number_mismatch:One in two'));
      assert.match(verdict.reason, /One in five/);
    });

    it('a word the claim denies and the span asserts (or the other way round) is a contradiction, wherever the negation sits', () => {
      const doc = makeDoc('notes/ornegade.md', 'The Ornegade loader is described in a later section.\n\nOrnegade utilities like vectors and strings are not available without the allocator, which will remain unstable.\n');
      const denied = check('The Ornegade loader is not described in a later section.', 'factual', 'medium', [doc]).verdict;
      assert.equal(denied.label, 'contradicts');
      assert.ok(denied.flags.includes('negation_conflict'));
      assert.match(denied.reason, /claim denies 'described'/);
      const asserted = check('Ornegade utilities like vectors and strings are available without the allocator, which will remain unstable.', 'factual', 'medium', [doc]).verdict;
      assert.equal(asserted.label, 'contradicts');
      assert.match(asserted.reason, /span denies 'available'/);
    });

    it('the same denial worded another way is support; "not only" asserts; a word a span both asserts and denies decides nothing', () => {
      const doc = makeDoc('notes/ornegade.md', [
        'No configuration is required for the Ornegade loader.',
        'The Ornegade index is compact and fast.',
        'The Ornegade House did not pass the budget bill, but the Ornegade Senate passed it in March.',
      ].join('\n\n') + '\n');
      assert.equal(check('Configuration is not required for the Ornegade loader.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.equal(check('The Ornegade index is not only compact but also fast.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.notEqual(check('The Ornegade Senate did not pass the budget bill in March.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.notEqual(check('The Ornegade Senate passed the budget bill in March.', 'factual', 'medium', [doc]).verdict.label, 'contradicts');
    });

    it('"not always" hedges and "has not been shown" leaves open: neither carries the flat claim', () => {
      const doc = makeDoc('notes/ornegade.md', 'The Ornegade cache is not always effective.\n\nOrnegade statins have not been shown to reduce dementia risk.\n');
      assert.notEqual(check('The Ornegade cache is not effective.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      const open = check('Ornegade statins reduce dementia risk.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(open.label, 'supports');
      assert.notEqual(open.label, 'contradicts');
    });

    it('both opposites named together, or the claim\'s own word in place, are not the opposite', () => {
      const doc = makeDoc('notes/ornegade.md', 'The Ornegade linker resolves both internal and external symbols.\n\nMost Ornegade trial patients lived inside the catchment area; a few lived outside it.\n');
      assert.equal(check('The Ornegade linker resolves internal symbols.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.notEqual(check('Most Ornegade trial patients lived inside the catchment area.', 'factual', 'medium', [doc]).verdict.label, 'contradicts');
    });

    it('a denial reaches the verb after "not allowed to" / "unable to"; "not all" is not "no"; the clause about the claim\'s subject decides', () => {
      const doc = makeDoc('notes/ornegade.md', [
        'Ornegade users are not allowed to log in without a password.',
        'The Ornegade parser is unable to handle nested lists.',
        'Not all Ornegade integration tests passed on Windows.',
        'The Ornegade client does not validate the token, but the Ornegade server validates it.',
      ].join('\n\n') + '\n');
      const login = check('Ornegade users can log in without a password.', 'factual', 'medium', [doc]).verdict;
      assert.equal(login.label, 'contradicts');
      assert.match(login.reason, /span denies 'log'/);
      assert.notEqual(check('The Ornegade parser handles nested lists.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.notEqual(check('No Ornegade integration tests passed on Windows.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.notEqual(check('The Ornegade server does not validate the token.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a word used both ways clashes where both texts say it between the same words; a repeated word does not hide the opposite', () => {
      const doc = makeDoc('notes/ornegade.md', [
        'The Ornegade syntax resolves the first problem, but does not resolve the second.',
        'An Ornegade error is raised if an earlier type parameter references a later type parameter.',
      ].join('\n\n') + '\n');
      const both = check('The Ornegade syntax resolves the first problem, but does resolve the second.', 'factual', 'medium', [doc]).verdict;
      assert.equal(both.label, 'contradicts');
      assert.match(both.reason, /span denies 'resolves'/);
      const repeated = check('An Ornegade error is raised if a later type parameter references a later type parameter.', 'factual', 'medium', [doc]).verdict;
      assert.equal(repeated.label, 'contradicts');
      assert.ok(repeated.flags.includes('antonym:later/earlier'));
    });

    it('one side of a pair swapped among words the span also uses; a name spelled like a function word; a modal beside a denial', () => {
      const doc = makeDoc('notes/ornegade.md', [
        'Ornegade uploads resolve to published on success or error on failure.',
        'The Ornegade rule does not apply to all Rust code in existence.',
        'The Ornegade keyword cannot be used outside of braces, nor can it be used inside braces without a prefix.',
      ].join('\n\n') + '\n');
      const swapped = check('Ornegade uploads resolve to published on failure or error on failure.', 'factual', 'medium', [doc]).verdict;
      assert.equal(swapped.label, 'contradicts');
      assert.ok(swapped.flags.includes('antonym:failure/success'));
      const dos = check('The Ornegade rule does not apply to all DoS code in existence.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(dos.label, 'supports'); // "DoS" is not carried by "does"
      const used = check('The Ornegade keyword can be used outside of braces, nor can it be used inside braces without a prefix.', 'factual', 'medium', [doc]).verdict;
      assert.equal(used.label, 'contradicts');
      assert.match(used.reason, /span denies 'used'/);
    });

    it('two clauses joined by "and" or "as" are not a pair named together; a denial about something else denies nothing here', () => {
      const doc = makeDoc('notes/ornegade.md', [
        'Ornegade prices rose last year as Ornegade wages fell.',
        'The Ornegade committee passed the budget but did not approve the hires.',
        'Large Ornegade studies found no evidence that the vaccine causes autism.',
      ].join('\n\n') + '\n');
      assert.notEqual(check('Ornegade wages rose last year.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.notEqual(check('The Ornegade committee approved the budget.', 'factual', 'medium', [doc]).verdict.label, 'contradicts');
      const evidence = check('There is no evidence that the vaccine causes autism in Ornegade studies.', 'factual', 'medium', [doc]).verdict;
      assert.ok(!evidence.flags.includes('span_uncertain'), evidence.flags.join(' '));
    });

    it('a name joined to its number ("Latin-1", "GPT-4") must be carried as a name, not only as a number', () => {
      const doc = makeDoc('notes/encodings.md', 'Unicode literals in Ornegade 2.1 are written with the Latin-1 based escape encoding.\n');
      const swapped = check('Unicode literals in Ornegade 2.1 are written with the Servo-1 based escape encoding.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(swapped.label, 'supports');
      assert.ok(swapped.flags.includes('entity_missing:Servo'));
      assert.equal(check('Unicode literals in Ornegade 2.1 are written with the Latin-1 based escape encoding.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a function word that ends the clause is what a negation denies ("is not off,")', () => {
      const doc = makeDoc('notes/ornegade.md', 'The Ornegade hook saves a little time when the feature is off, at the cost of more work when it is on.\n');
      const { verdict } = check('The Ornegade hook saves a little time when the feature is not off, at the cost of more work when it is on.', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.match(verdict.reason, /claim denies 'off'/);
    });

    it('a mere denial by a span that does not say the claim again does not outweigh its word-for-word source; a contrast ends a negation\'s reach over later conjuncts', () => {
      const unrelated = makeDoc('notes/api.md', 'However, due to limited time constraints, that Quillet effort has not gained much traction beyond a few people.\n');
      const own = makeDoc('notes/coroutines.md', 'Beyond this, there are not many other Quillet constraints at this time.\n');
      const v = check('Beyond this, there are not many other Quillet constraints at this time.', 'factual', 'medium', [unrelated, own]).verdict;
      assert.equal(v.label, 'supports', v.reason);
      // a source that says the claim again with the denial taken out still puts it in doubt
      const again = makeDoc('notes/api2.md', 'Beyond this, there are many other Quillet constraints at this time.\n');
      assert.notEqual(check('Beyond this, there are not many other Quillet constraints at this time.', 'factual', 'medium', [again, own]).verdict.label, 'supports');
      // the same words in the same order, the negation flipped: a contradiction as before
      const flipped = makeDoc('notes/cache.md', 'The Quillet cache stores session tokens on disk.\n');
      assert.equal(check('The Quillet cache does not store session tokens on disk.', 'factual', 'medium', [flipped]).verdict.label, 'contradicts');
      // "can't be set in an override; only in the top level" asserts its second part
      const top = makeDoc('notes/profiles.md', 'To override the Quillet level, the top-level crate can use profile overrides.\n');
      const panic = check("The Quillet key can't be specified in an override; only in the top level of a profile.", 'factual', 'medium', [top]).verdict;
      assert.notEqual(panic.label, 'contradicts', panic.reason);
      // "and"/"or" carry the denial on: "does not store tokens or passwords" is denied by "stores passwords"
      const both = makeDoc('notes/secrets.md', 'The Quillet cache stores passwords.\n');
      assert.notEqual(check('The Quillet cache does not store tokens, or passwords.', 'factual', 'medium', [both]).verdict.label, 'supports');
    });

    it('"not the same" denies "the same"; a word denied in more places than the claim denies it is denied where the claim asserts it', () => {
      const same = makeDoc('notes/ornegade.md', 'What the Ornegade 2 parser accepts is not the same as what the Ornegade 3 parser accepts.\n');
      const flipped = check('What the Ornegade 2 parser accepts is the same as what the Ornegade 3 parser accepts.', 'factual', 'medium', [same]).verdict;
      assert.equal(flipped.label, 'contradicts');
      assert.match(flipped.reason, /span denies 'same'/);
      assert.equal(check('What the Ornegade 2 parser accepts is not the same as what the Ornegade 3 parser accepts.', 'factual', 'medium', [same]).verdict.label, 'supports');
      const twice = makeDoc('notes/hooks.md', 'If the hook asks for a table that is not available in this release, or is not available for the given object, the call fails safely.\n');
      const once = check('If the hook asks for a table that is available in this release, or is not available for the given object, the call fails safely.', 'factual', 'medium', [twice]).verdict;
      assert.equal(once.label, 'contradicts');
      assert.match(once.reason, /span denies 'available'/);
      assert.equal(check('If the hook asks for a table that is not available in this release, or is not available for the given object, the call fails safely.', 'factual', 'medium', [twice]).verdict.label, 'supports');
      // the claim's one denial, where the span denies it too, is no clash
      const one = makeDoc('notes/hooks2.md', 'The table is available in this release, but it is not available for the given object.\n');
      assert.equal(check('The table is available in this release, but it is not available for the given object.', 'factual', 'medium', [one]).verdict.label, 'supports');
    });

    it('"not done" denies "done"; a modal after a negation is passed over to the word it stands before', () => {
      const work = makeDoc('notes/loader.md', 'Before the Quillet loader, much duplicate work was done that could have been saved by a shared hook.\n');
      const denied = check('Before the Quillet loader, much duplicate work was not done that could have been saved by a shared hook.', 'factual', 'medium', [work]).verdict;
      assert.equal(denied.label, 'contradicts', denied.reason);
      assert.match(denied.reason, /claim denies 'done'/);
      assert.equal(check('Before the Quillet loader, much duplicate work was done that could have been saved by a shared hook.', 'factual', 'medium', [work]).verdict.label, 'supports');
      const plugin = makeDoc('notes/plugin.md', 'The Quillet plugin is something the user could install from the registry.\n');
      const modal = check('The Quillet plugin is not something the user could install from the registry.', 'factual', 'medium', [plugin]).verdict;
      assert.notEqual(modal.label, 'supports', modal.reason);
    });

    it('a span that is the claim word for word but for one word or a denial is closer than one that only carries its words', () => {
      // "optional" carried loosely ("options" has its stem) by one sentence, said otherwise word for word by another
      const target = makeDoc('notes/toolchain.md', [
        'If the Quillet field is unset, then Cargo will not permit any crates to be built on a stable toolchain. It will be required to use a nightly toolchain to use the Quillet builder with that target.',
        'Custom targets can still be used with the Quillet builder on nightly toolchains provided that the unstable options are given to Cargo.',
      ].join('\n\n') + '\n');
      const optional = check('It will be optional to use a nightly toolchain to use the Quillet builder with that target.', 'factual', 'medium', [target]).verdict;
      assert.notEqual(optional.label, 'supports', optional.reason);
      assert.ok(optional.flags.includes('word_substituted:optional/required'), optional.flags.join(' '));
      assert.equal(check('It will be required to use a nightly toolchain to use the Quillet builder with that target.', 'factual', 'medium', [target]).verdict.label, 'supports');
      // another sentence with another word in one of the claim's places, but not the claim's own words: no conflict
      const pep = makeDoc('notes/pep.md', [
        'This proposal describes the procedure for changes to Quillet that are backwards-incompatible between the 2.X series and Quillet 3000.',
        'The procedure applies to changes to Quillet that are backwards-incompatible between the 2.X code and the new code.',
      ].join('\n\n') + '\n');
      const reworded = check('The proposal describes the procedure for changes to Quillet that are backwards-incompatible between the 2.X series and Quillet 3000.', 'factual', 'medium', [pep]).verdict;
      assert.ok(!reworded.flags.includes('conflicting_evidence'), reworded.reason);
      // a denial dropped from a sentence of the source, while another sentence carries the words loosely
      const newline = makeDoc('notes/dstring.md', [
        'The Quillet newline is not included in the resulting string.',
        'With the Quillet function you need to start with a backslash to avoid including the first newline character in the string.',
      ].join('\n\n') + '\n');
      const included = check('The Quillet newline is included in the resulting string.', 'factual', 'medium', [newline]).verdict;
      assert.equal(included.label, 'contradicts', included.reason);
      assert.equal(check('The Quillet newline is not included in the resulting string.', 'factual', 'medium', [newline]).verdict.label, 'supports');
    });

    it('a claim that is the span word for word but for a function word turned into its opposite ("Before that" / "After that") is contradicted', () => {
      const doc = makeDoc('notes/release.md', 'After that, security updates for Quillet will be released until 5 years after the release of 3.2 final.\n');
      const before = check('Before that, security updates for Quillet will be released until 5 years after the release of 3.2 final.', 'factual', 'medium', [doc]).verdict;
      assert.equal(before.label, 'contradicts', before.reason);
      assert.ok(before.flags.includes('opposite_word:Before/After'), before.flags.join(' '));
      assert.equal(check('After that, security updates for Quillet will be released until 5 years after the release of 3.2 final.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('an excerpt that stops right before its clause\'s denial leaves the denial out: contradicted; "not only" is no denial', () => {
      const doc = makeDoc('notes/keepalive.md', [
        'Allowing the Quillet handle to be moved out would create the false impression that it is safe to use the handle — it is not.',
        'The Quillet cache makes every lookup of the handle table cheap, and it is not only fast but also small.',
      ].join('\n\n') + '\n');
      const cut = check('Allowing the Quillet handle to be moved out would create the false impression that it is safe to use the handle — it is.', 'factual', 'medium', [doc]).verdict;
      assert.equal(cut.label, 'contradicts', cut.reason);
      assert.ok(cut.flags.includes('denial_cut'), cut.flags.join(' '));
      const only = check('The Quillet cache makes every lookup of the handle table cheap, and it is', 'factual', 'medium', [doc]).verdict;
      assert.ok(!only.flags.includes('denial_cut'), only.flags.join(' '));
    });

    it('the span\'s words in the same order with a denial more or fewer: contradicted, whichever side has the denial', () => {
      const doc = makeDoc('notes/options.md', [
        'The Quillet open options add extra flags that many applications can do without (otherwise they were already implemented).',
        'In the Quillet shell, certain things remain hard or impossible to do, like returning a closure from a function body.',
        'The Quillet loader does not read the cache before every build of the workspace.',
      ].join('\n\n') + '\n');
      const added = check('The Quillet open options add extra flags that many applications can not do without (otherwise they were already implemented).', 'factual', 'medium', [doc]).verdict;
      assert.equal(added.label, 'contradicts', added.reason);
      assert.ok(added.flags.includes('denial_added'), added.flags.join(' '));
      const twice = check('In the Quillet shell, certain things remain hard or impossible to do not, like returning a closure from a function body.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(twice.label, 'supports', twice.reason);
      const dropped = check('The Quillet loader does read the cache before every build of the workspace.', 'factual', 'medium', [doc]).verdict;
      assert.equal(dropped.label, 'contradicts', dropped.reason);
      assert.equal(check('The Quillet loader does not read the cache before every build of the workspace.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.equal(check('The Quillet open options add extra flags that many applications can do without (otherwise they were already implemented).', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a changed count word does not take the span\'s "3.0" from the claim\'s own "3.0"', () => {
      const doc = makeDoc('notes/quillet-pep.md', 'While there are two authors of this Quillet proposal, the decisions are made by its editor, who has chosen them as goals for Quillet 3.0.\n');
      const out = check('While there are three authors of this Quillet proposal, the decisions are made by its editor, who has chosen them as goals for Quillet 3.0.', 'factual', 'medium', [doc]).verdict;
      assert.equal(out.label, 'contradicts', out.reason);
      assert.ok(out.flags.includes('number_mismatch:three'), out.flags.join(' '));
    });

    it('an act the claim states in the active voice is not carried by a passive span that names another agent', () => {
      const doc = makeDoc('notes/quillet-releases.md', 'Quillet signs releases, but the notes are published by the Ornegade bot.\n');
      const other = check('Quillet signs releases, but it publishes the notes.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(other.label, 'supports', other.reason);
      assert.ok(other.flags.includes('clause_subject:Ornegade bot'), other.flags.join(' '));
      assert.equal(check('The Ornegade bot publishes the notes.', 'factual', 'medium', [doc]).verdict.label, 'supports');
      assert.equal(check('Quillet signs releases, and the notes are published.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a short claim with figures, stated as written, is not gainsaid by the same words with other figures (another case)', () => {
      const doc = makeDoc('notes/quillet-versions.md', [
        'Under the old scheme:', '', '* 4.15.0 will be released in 2031', '* 4.16.0 will be released in 2032', '',
        'Under the new scheme:', '', '* 4.31.0 will be released in 2031', '', 'For example, 4.31 will be released in 2031.',
      ].join('\n') + '\n');
      const out = check('4.31 will be released in 2031.', 'factual', 'medium', [doc]).verdict;
      assert.equal(out.label, 'supports', out.reason);
      assert.equal(check('4.31 will be released in 2032.', 'factual', 'medium', [doc]).verdict.label, 'contradicts');
    });

    it('the claim word for word but for the other side of an opposite pair outweighs a span with its words elsewhere', () => {
      const doc = makeDoc('notes/quillet-templates.md', [
        'While scanning the strings for expressions, any doubled braces inside literal portions of a Quillet template are replaced by one brace.',
        'The parts of the Quillet template outside of braces are literal strings.',
      ].join('\n\n') + '\n');
      const out = check('The parts of the Quillet template inside of braces are literal strings.', 'factual', 'medium', [doc]).verdict;
      assert.equal(out.label, 'contradicts', out.reason);
      assert.match(out.reason, /outside/);
      assert.equal(check('The parts of the Quillet template outside of braces are literal strings.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a denial before an ellipsis the sentence goes on after still denies: "is not... the compiler"', () => {
      const doc = makeDoc('notes/macros.md', 'It is hard to ever stabilise the Quillet macro system because the interface to the compiler is... the compiler!\n');
      const denied = check('It is hard to ever stabilise the Quillet macro system because the interface to the compiler is not... the compiler!', 'factual', 'medium', [doc]).verdict;
      assert.equal(denied.label, 'contradicts', denied.reason);
      assert.ok(denied.flags.includes('negation_conflict'), denied.flags.join(' '));
      assert.equal(check('It is hard to ever stabilise the Quillet macro system because the interface to the compiler is... the compiler!', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a claim that names its subject only as "This type" is carried only by the same words, not by a span that has them apart', () => {
      const docs = [
        makeDoc('notes/deps.md', 'The dependencies are both public dependencies, meaning their types are referenced in the public API.\n'),
        makeDoc('notes/proxy.md', 'This type is public. The proxy is a read-only view of a dictionary.\n'),
      ];
      const loose = check('This type is public.', 'factual', 'medium', [docs[0]!]).verdict;
      assert.notEqual(loose.label, 'supports', loose.reason);
      // (the span's "public" is said of the dependencies, and "types" stands elsewhere)
      assert.ok(loose.flags.includes('unnamed_subject') || loose.flags.includes('argument_elsewhere:type'), loose.flags.join(' '));
      assert.equal(check('This type is public.', 'factual', 'medium', docs).verdict.label, 'supports');
      // a subject named by more words than a few is checked as any claim
      const named = makeDoc('notes/quillet.md', 'The Quillet parser rejects unterminated string literals in macro bodies.\n');
      // "This could …": a demonstrative standing alone names nothing either; the span says it of "making the change"
      const lint = check('This could be an edition lint.', 'factual', 'medium', [makeDoc('notes/lint.md', 'Making the change could be an edition lint in the Quillet compiler.\n')]).verdict;
      assert.notEqual(lint.label, 'supports', lint.reason);
      assert.ok(lint.flags.includes('unnamed_subject'), lint.flags.join(' '));
      const parser = check('This parser rejects unterminated string literals in Quillet macro bodies.', 'factual', 'medium', [named]).verdict;
      assert.ok(!parser.flags.includes('unnamed_subject'), parser.flags.join(' '));
    });

    it('an identifier joined by underscores is one word: "no_std" holds no denial', () => {
      const doc = makeDoc('notes/features.md', 'While negative Quillet features are discouraged due to how features unify (e.g. `std` features are preferred to `no_std`): the `mem` feature\'s current behaviour is the opposite of what is optimal.\n');
      const excerpt = check('While negative Quillet features are discouraged due to how features unify: the `mem` feature\'s current behaviour is the opposite of what is optimal.', 'factual', 'medium', [doc]).verdict;
      assert.equal(excerpt.label, 'supports', excerpt.reason);
      // the claim writes the identifier in code, as the source does: still one word
      const code = check('It is common for Quillet crates to depend on the standard library (via `#![no_std]`) conditional on features being enabled.', 'factual', 'medium',
        [makeDoc('notes/nostd.md', 'It is common for Quillet crates to depend on the standard library (via `#![no_std]`) conditional on features being enabled.\n')]).verdict;
      assert.equal(code.label, 'supports', code.reason);
      const denied = makeDoc('notes/denied.md', 'The Quillet runtime has no support for threads on embedded boards.\n');
      assert.equal(check('The Quillet runtime has support for threads on embedded boards.', 'factual', 'medium', [denied]).verdict.label, 'contradicts');
    });

    it('a negation reaches no further than its sentence; an excerpt never drops a denial the span has between its words', () => {
      // the span runs on into the next sentence (two spaces, then inline code), which opens with a claim word
      const doc = makeDoc('notes/clock.md', 'On Windows,\n``quillet.clock()`` includes time elapsed during sleep, whereas it does\nnot on Unix.  ``quillet.clock()`` resolution is very good on Windows, but\nvery bad on Unix.\n');
      const same = check('On Windows, ``quillet.clock()`` includes time elapsed during sleep, whereas it does not on Unix.', 'factual', 'medium', [doc]).verdict;
      assert.equal(same.label, 'supports', same.reason);
      const contracted = check("On Windows, ``quillet.clock()`` includes time elapsed during sleep, whereas it doesn't on Unix.", 'factual', 'medium', [doc]).verdict;
      assert.equal(contracted.label, 'supports', contracted.reason);
      const dropped = check('On Windows, ``quillet.clock()`` includes time elapsed during sleep, whereas it does on Unix.', 'factual', 'medium', [doc]).verdict;
      assert.equal(dropped.label, 'contradicts', dropped.reason);
      assert.ok(dropped.flags.includes('negation_conflict'), dropped.flags.join(' '));
    });

    it('one content word of a word-for-word copy in another place is a swap; a name the span gives before that place is not', () => {
      const doc = makeDoc('notes/ranking.md', [
        'The use of an HTML representation for Quillet package indices predates efforts to standardize Quillet packaging, as the Varrow index showed.',
        'The Varrow benchmark contains 1,897 questions across 711 PDFs.',
      ].join('\n\n') + '\n');
      const swapped = check('The use of an HTML representation for Quillet package indices predates efforts to standardize Varrow packaging, as the Varrow index showed.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(swapped.label, 'supports', swapped.reason);
      assert.ok(swapped.flags.includes('word_substituted:Varrow/Quillet'), swapped.flags.join(' '));
      assert.equal(check('Varrow contains 1,897 questions across 711 PDFs.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('an aside left out that explains ("i.e. …") or sets another thing apart ("not the Varrow one") denies nothing the claim says', () => {
      const doc = makeDoc('notes/closures.md', [
        'Quillet closures get their own namespace (i.e. they are neither in the type nor the value namespace), and each closure has an empty name with an index (like for macro hygiene) identifying it.',
        'The Quillet cache (not the Varrow one) is cleared on every build of the workspace.',
        'The Quillet queue is (not yet, as the council decided) open to every member of the team.',
      ].join('\n\n') + '\n');
      const excerpt = check('Quillet closures get their own namespace, and each closure has an empty name with an index (like for macro hygiene) identifying it.', 'factual', 'medium', [doc]).verdict;
      assert.equal(excerpt.label, 'supports', excerpt.reason);
      const apart = check('The Quillet cache is cleared on every build of the workspace.', 'factual', 'medium', [doc]).verdict;
      assert.equal(apart.label, 'supports', apart.reason);
      // an aside that opens with a denial of the predicate still denies it
      assert.equal(check('The Quillet queue is open to every member of the team.', 'factual', 'medium', [doc]).verdict.label, 'contradicts');
    });

    it('a denial right after the words a claim shares with the span counts ("… (which does not)." = "… (which doesn\'t).")', () => {
      const doc = makeDoc('notes/runtime.md', 'The widely used Quillet runtime can be configured to either use work-stealing (which requires sendable futures) or to be a single-threaded executor (which does not).\n');
      const contracted = check("The widely used Quillet runtime can be configured to either use work-stealing (which requires sendable futures) or to be a single-threaded executor (which doesn't).", 'factual', 'medium', [doc]).verdict;
      assert.equal(contracted.label, 'supports', contracted.reason);
      const dropped = check('The widely used Quillet runtime can be configured to either use work-stealing (which requires sendable futures) or to be a single-threaded executor (which does).', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(dropped.label, 'supports', dropped.reason);
      // a denial of the clause before, across punctuation, is not one of the claim's
      const params = makeDoc('notes/params.md', 'Default parameters do not work very well (and may never?), and most people won\'t bother to support them in the Quillet ecosystem.\n');
      const clause = check(", and most people won't bother to support them in the Quillet ecosystem.", 'factual', 'medium', [params]).verdict;
      assert.equal(clause.label, 'supports', clause.reason);
    });

    it('a name the span has only inside an identifier (`PyQuillet_Malloc()`) is not carried; a claim said word for word both ways by the sources is left open', () => {
      const alloc = makeDoc('notes/alloc.md', 'If you have a dedicated allocator for objects smaller than 512 bytes, pymalloc can be overridden (replace `PyQuillet_Malloc()`).\n');
      const name = check('PyQuillet has a pymalloc allocator for objects smaller than 512 bytes.', 'factual', 'medium', [alloc]).verdict;
      assert.notEqual(name.label, 'supports', name.reason);
      assert.ok(name.flags.includes('entity_missing:PyQuillet'), name.flags.join(' '));
      const clocks = makeDoc('notes/clocks.md', [
        '## The monotonic Quillet clock', 'It does not include time elapsed during sleep.',
        '## The boot Quillet clock', 'It does include time elapsed during sleep and is system-wide.',
      ].join('\n\n') + '\n');
      const both = check('It does include time elapsed during sleep.', 'factual', 'medium', [clocks]).verdict;
      assert.notEqual(both.label, 'supports', both.reason);
      assert.ok(both.flags.includes('conflicting_evidence'), both.flags.join(' '));
      // the same words with other figures are another example, not the claim said the other way
      const examples = makeDoc('notes/versions.md', 'For example, Quillet 26.0 would be released in 2026.\n\nFor example, Quillet 3.26 would be released in 2026.\n');
      assert.equal(check('For example, Quillet 26.0 would be released in 2026.', 'factual', 'medium', [examples]).verdict.label, 'supports');
    });

    it('"outside" where the span says "inside" is the opposite place', () => {
      const doc = makeDoc('notes/ornegade.md', 'The Ornegade cache lives inside the worker process.\n');
      const { verdict } = check('The Ornegade cache lives outside the worker process.', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('antonym:outside/inside'));
    });

    it('an opposite next to the same word contradicts even when the span also uses the claim\'s word elsewhere', () => {
      const doc = makeDoc('studies/merrow-spend.md', 'In the Merrow survey, customers who arrived by bike spent less per visit but visited more often than customers who arrived by car.\n');
      const { verdict } = check('In the Merrow survey, customers who arrived by bike spent more per visit than customers who arrived by car.', 'comparative', 'medium', [doc]);
      assert.equal(verdict.label, 'contradicts');
      assert.ok(verdict.flags.includes('antonym:more/less'), verdict.flags.join());
    });
  });

  describe('contractions and excerpts, as writers quote technical prose', () => {
    const doc = makeDoc('notes/quillet.md', [
      "The Quillet loader can't read archives larger than the cache, so it streams them.",
      'The Quillet scheduler does not reorder jobs that share a lock.',
      'The Quillet resolver keeps a reference to every module until the build ends (i.e. the cache does not drop modules early).',
      'The Quillet packer lists all archive (and non-archive) files in the manifest, which is not signed.',
    ].join('\n\n') + '\n');

    it('a contraction says what its full words say, both ways round', () => {
      const written = check('The Quillet loader cannot read archives larger than the cache, so it streams them.', 'factual', 'medium', [doc]).verdict;
      assert.equal(written.label, 'supports', written.reason);
      assert.ok(!written.flags.some((f) => f.startsWith('hedge_dropped')), "the 'can' of \"can't\" is no hedge");
      const contracted = check("The Quillet scheduler doesn't reorder jobs that share a lock.", 'factual', 'medium', [doc]).verdict;
      assert.equal(contracted.label, 'supports', contracted.reason);
      const denied = check("The Quillet loader can read archives larger than the cache, so it streams them.", 'factual', 'medium', [doc]).verdict;
      assert.equal(denied.label, 'contradicts', 'dropping the contracted "not" is still a contradiction');
      const added = check("The Quillet scheduler doesn't reorder jobs.", 'factual', 'medium', [makeDoc('notes/q2.md', 'The Quillet scheduler reorders jobs.\n')]).verdict;
      assert.equal(added.label, 'contradicts');
      // a contraction after a negation is two words: the denial reaches no further than over the full words
      // a word the claim also uses plainly elsewhere is still denied where both stand in the same place
      const crates = makeDoc('notes/q11.md', 'This lets Quillet find which crates are required by the graph without a list being set, and lets crates require other crates.\n');
      assert.equal(check('This lets Quillet find which crates are not required by the graph without a list being set, and lets crates require other crates.', 'factual', 'medium', [crates]).verdict.label, 'contradicts');
      // a negation that ends its clause denies the word it follows ("… just like the Quillet macro does not.")
      const does = makeDoc('notes/q9.md', 'Outside a block, the Quillet operator passes the error to the caller, just like the old Quillet macro does.\n');
      assert.equal(check('Outside a block, the Quillet operator passes the error to the caller, just like the old Quillet macro does not.', 'factual', 'medium', [does]).verdict.label, 'contradicts');
      // an aside right after the negation is passed over, contracted or not
      assert.equal(check('Varrow is thread-safe.', 'factual', 'medium', [makeDoc('notes/q8.md', "Varrow is not, we've confirmed, thread-safe.\n")]).verdict.label, 'contradicts');
      const reach = makeDoc('notes/q6.md', "A failure may happen when memory is first touched and not when it's actually requested.\n");
      const spelled = check('A failure may happen when memory is first touched and not when it is actually requested.', 'factual', 'medium', [reach]).verdict;
      assert.equal(spelled.label, 'supports', spelled.reason);
      const back = makeDoc('notes/q7.md', 'A failure may happen when memory is first touched and not when it is actually requested.\n');
      assert.equal(check("A failure may happen when memory is first touched and not when it's actually requested.", 'factual', 'medium', [back]).verdict.label, 'supports');
    });

    it('an excerpt is not denied by what the span adds after it or in brackets inside it', () => {
      const trailing = check('The Quillet resolver keeps a reference to every module until the build ends.', 'factual', 'medium', [doc]).verdict;
      assert.equal(trailing.label, 'supports', trailing.reason);
      const aside = check('Each target of the Quillet compiler specifies a default panic strategy, though these matter only if the std panic handler is used.', 'factual', 'medium',
        [makeDoc('notes/q5.md', "Each target of the Quillet compiler specifies a default panic strategy, though these matter only if the std panic handler is used (i.e. the target isn't a no-std target).\n")]).verdict;
      assert.notEqual(aside.label, 'contradicts', 'an aside that names the subject but says something else of it');
      const bracketed = check('The Quillet packer lists all archive files in the manifest.', 'factual', 'medium', [doc]).verdict;
      assert.notEqual(bracketed.label, 'contradicts', bracketed.reason);
      assert.ok(!bracketed.flags.some((f) => f.startsWith('antonym:')), bracketed.flags.join(' '));
    });

    it('a claim may name the document where the span calls it "this PEP" or "this RFC": its own number or file name, the same kind', () => {
      const pep = makeDoc('peps/pep-0917.rst', 'Title: Quillet Expressions\n\nThis PEP recommends always putting spaces around the quill operator.\n');
      const named = check('PEP 917 recommends always putting spaces around the quill operator.', 'factual', 'medium', [pep]).verdict;
      assert.equal(named.label, 'supports', named.reason);
      assert.ok(named.flags.includes('document_named:PEP 917'));
      assert.match(named.reason, /'PEP 917' is this document \('This PEP' in pep-0917\.rst\)/);
      assert.doesNotMatch(named.reason, /same numbers/, 'the document number is not a figure the span states');
      const rfc = makeDoc('rfcs/0001-quillet-fields.md', '# Summary\n\nThis RFC does not change how Quillet enum variants are laid out.\n');
      assert.equal(check('RFC 1 does not change how Quillet enum variants are laid out.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      assert.equal(check('The quillet-fields RFC does not change how Quillet enum variants are laid out.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      // another number, another kind, or a name the file does not have: not this document
      assert.notEqual(check('PEP 918 recommends always putting spaces around the quill operator.', 'factual', 'medium', [pep]).verdict.label, 'supports');
      assert.notEqual(check('RFC 917 recommends always putting spaces around the quill operator.', 'factual', 'medium', [pep]).verdict.label, 'supports');
      assert.notEqual(check('The quillet-arrays RFC does not change how Quillet enum variants are laid out.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      // what the document says of itself can be contradicted under its name too
      assert.equal(check('RFC 1 changes how Quillet enum variants are laid out.', 'factual', 'medium', [rfc]).verdict.label, 'contradicts');
    });

    it('a Summary in the imperative is the document saying what it does ("RFC 12 adds …" over "Add …" under "Summary")', () => {
      const rfc = makeDoc('rfcs/0012-quillet-sugar.md', '# Summary\n\nAdd syntactic sugar for working with the Quillet type.\n\n# Motivation\n\nAdd more sugar later.\n');
      const v = check('RFC 12 adds syntactic sugar for working with the Quillet type.', 'factual', 'medium', [rfc]).verdict;
      assert.equal(v.label, 'supports', v.reason);
      assert.ok(v.flags.includes('document_named:RFC 12'), v.flags.join());
      assert.match(v.reason, /its Summary says what it does in the imperative/);
      // another verb, another document, or an imperative outside the summary is not this
      assert.notEqual(check('RFC 12 removes syntactic sugar for working with the Quillet type.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      assert.notEqual(check('RFC 13 adds syntactic sugar for working with the Quillet type.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      assert.notEqual(check('RFC 12 adds more sugar later.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      // what a proposal's summary says in the imperative is what it proposes ("proposes adding …", "proposes to add …")
      for (const claim of ['RFC 12 proposes adding syntactic sugar for working with the Quillet type.', 'RFC 12 proposes to add syntactic sugar for working with the Quillet type.']) {
        const proposed = check(claim, 'factual', 'medium', [rfc]).verdict;
        assert.equal(proposed.label, 'supports', `${claim}: ${proposed.reason}`);
        assert.match(proposed.reason, /its Summary says what it proposes in the imperative/);
      }
      // (to propose a thing is to propose adding it: "RFC 12 proposed a macro …" over "Add a macro …"; not for another verb)
      const macro = makeDoc('rfcs/0015-quillet-macro.md', '# Summary\n\nAdd a `quill!` macro that hides deprecated symbols.\n\n# Motivation\n\nRemove the `quell!` macro that leaks symbols.\n');
      const proposedThing = check('RFC 15 proposed a macro, quill!, that hides deprecated symbols.', 'factual', 'medium', [macro]).verdict;
      assert.equal(proposedThing.label, 'supports', proposedThing.reason);
      assert.notEqual(check('RFC 15 proposed a macro, quell!, that leaks symbols.', 'factual', 'medium', [macro]).verdict.label, 'supports');
      for (const claim of ['RFC 12 proposes removing syntactic sugar for working with the Quillet type.', 'RFC 12 proposes not to add syntactic sugar for working with the Quillet type.',
        'RFC 12 rejects adding syntactic sugar for working with the Quillet type.', 'RFC 13 proposes adding syntactic sugar for working with the Quillet type.']) {
        assert.notEqual(check(claim, 'factual', 'medium', [rfc]).verdict.label, 'supports', claim);
      }
      // a summary that avoids, considers, defers or names a thing ("Support for …") does not do it
      const wary = makeDoc('rfcs/0014-quillet-wary.md', '# Summary\n\nAvoid adding a quill keyword to the language.\n\nConsider making the quill lint deny by default.\n\n' +
        'Add a quill lint, if needed.\n\nSupport for quill output beyond plain text is deferred.\n');
      for (const claim of ['RFC 14 adds a quill keyword to the language.', 'RFC 14 makes the quill lint deny by default.', 'RFC 14 adds a quill lint.',
        'RFC 14 supports quill output beyond plain text.']) {
        assert.notEqual(check(claim, 'factual', 'medium', [wary]).verdict.label, 'supports', claim);
      }
    });

    it('the document naming itself far from the span, another document introduced far from it, or an aside after a comma do not hide "this PEP"', () => {
      const filler = 'The quill operator binds tighter than the arrow operator in every position of an expression. '.repeat(12);
      const pep = makeDoc('peps/pep-0917.rst', `Title: Quillet Expressions\n\nThis PEP recommends always putting spaces around the quill operator.\n\n${filler}\n\n` +
        'References: the thread "PEP 917: spaces around quills" and the thread "PEP 432, PEP 917: quill spacing" are archived.\n');
      const named = check('PEP 917 recommends always putting spaces around the quill operator.', 'factual', 'medium', [pep]).verdict;
      assert.equal(named.label, 'supports', named.reason);
      const withdrawn = makeDoc('peps/pep-0918.rst', 'This PEP has been withdrawn by its author, as much of its design is no longer valid after the quill rewrite.\n');
      assert.equal(check('PEP 918 has been withdrawn by its author, as much of its design is no longer valid after the quill rewrite.', 'factual', 'medium', [withdrawn]).verdict.label, 'supports');
      // what it once was, before the comma, still hides it; so does another document named right before the span
      const once = makeDoc('peps/pep-0919.rst', 'This PEP no longer proposes quill literals, as the steering council asked.\n');
      assert.notEqual(check('PEP 919 proposes quill literals, as the steering council asked.', 'factual', 'medium', [once]).verdict.label, 'supports');
      const introduced = makeDoc('peps/pep-0920.rst', 'From the text of PEP 690:\n\nThis PEP makes every quill import lazy by default.\n');
      assert.notEqual(check('PEP 920 makes every quill import lazy by default.', 'factual', 'medium', [introduced]).verdict.label, 'supports');
      // a later clause of the claim with its own subject is carried by the span as any claim is; one whose subject is a
      // pronoun may speak of the document, and must then be what the document's own clause says
      const note = makeDoc('peps/pep-0922.rst', 'This PEP does not define any quill importers, and this note is for information only.\n');
      assert.equal(check('PEP 922 does not define any quill importers, and this note is for information only.', 'factual', 'medium', [note]).verdict.label, 'supports');
      const hook = makeDoc('peps/pep-0923.rst', 'This PEP makes quill attributes read-only after import, and the interpreter enforces this in the setattr hook.\n');
      assert.notEqual(check('PEP 923 makes quill attributes read-only after import, and it enforces this in the setattr hook.', 'factual', 'medium', [hook]).verdict.label, 'supports');
      const later = makeDoc('rfcs/0517-quill-strings.md', "This RFC does not propose taking such steps now, but it's important that we can do so later.\n");
      assert.equal(check("RFC 517 does not propose taking such steps now, but it's important that we can do so later.", 'factual', 'medium', [later]).verdict.label, 'supports');
      // "This is a proposal for …" in a PEP's file is the PEP speaking; so is "this PEP" anywhere the claim names it in the same place
      const proposal = makeDoc('python-peps/pep-0924.rst', 'This is a proposal for creating a way to assign to quill variables within an expression.\n');
      assert.equal(check('PEP 924 proposes a way to assign to quill variables within an expression.', 'factual', 'medium', [proposal]).verdict.label, 'supports');
      assert.notEqual(check('PEP 925 proposes a way to assign to quill variables within an expression.', 'factual', 'medium', [proposal]).verdict.label, 'supports');
      const notes = makeDoc('notes/quill-0924.md', 'This is a proposal for creating a way to assign to quill variables within an expression.\n');
      assert.notEqual(check('PEP 924 proposes a way to assign to quill variables within an expression.', 'factual', 'medium', [notes]).verdict.label, 'supports', 'the path names no PEP');
      const during = makeDoc('peps/pep-0926.rst', 'During discussion of this PEP, the quill operator became informally known as the walrus.\n');
      assert.equal(check('During the discussion of PEP 926, the quill operator became informally known as the walrus.', 'factual', 'medium', [during]).verdict.label, 'supports');
      const heavy = makeDoc('peps/pep-0927.rst', 'If this PEP is too heavy for you, the Birch library offers a streaming quill parser.\n');
      assert.notEqual(check('PEP 927 offers a streaming quill parser.', 'factual', 'medium', [heavy]).verdict.label, 'supports');
      // a heading that names the document's own number is the document naming itself
      const titled = makeDoc('rfcs/3310-quill-team.md', '# RFC 3310: Quill team\n\nThis RFC proposes re-chartering the quill team for the next edition.\n');
      assert.equal(check('RFC 3310 proposes re-chartering the quill team for the next edition.', 'factual', 'medium', [titled]).verdict.label, 'supports');
      const other = makeDoc('rfcs/3311-quill-team.md', '# Follow-up to RFC 3310\n\nThis RFC proposes re-chartering the quill team for the next edition.\n');
      assert.notEqual(check('RFC 3310 proposes re-chartering the quill team for the next edition.', 'factual', 'medium', [other]).verdict.label, 'supports');
      // an aside right after "this PEP" that tells its history governs what follows
      for (const src of ['This PEP, as originally drafted, required tabs for quill blocks; the current text requires spaces.',
        'This PEP, as first published, required tabs for quill blocks.',
        'This PEP, before the 2024 revision, used to require tabs for quill blocks.', 'This PEP, in its earlier drafts, required tabs for quill blocks.']) {
        assert.notEqual(check('PEP 928 requires tabs for quill blocks.', 'factual', 'medium', [makeDoc('peps/pep-0928.rst', `${src}\n`)]).verdict.label, 'supports', src);
      }
      // the claim that says the same of its history; another document the span names too, after the claim's subject
      const history = makeDoc('peps/pep-0921.rst', 'This PEP was originally written by Ada Quill, and the approval was given based on that version.\n');
      assert.equal(check('PEP 921 was originally written by Ada Quill, and the approval was given based on that version.', 'factual', 'medium', [history]).verdict.label, 'supports');
      const rfc = makeDoc('rfcs/3309-quill-team.md', 'This RFC proposes re-chartering the quill team, as originally specified in RFC 1607, to decide the quill style.\n');
      assert.equal(check('RFC 3309 proposes re-chartering the quill team, as originally specified in RFC 1607, to decide the quill style.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      assert.notEqual(check('RFC 1607 proposes re-chartering the quill team, as originally specified in RFC 3309, to decide the quill style.', 'factual', 'medium', [rfc]).verdict.label, 'supports');
      assert.notEqual(check('RFC 3309 and RFC 1607 propose re-chartering the quill team to decide the quill style.', 'factual', 'medium',
        [makeDoc('rfcs/3309-quill-team2.md', 'This RFC proposes re-chartering the quill team to decide the quill style, like RFC 1607.\n')]).verdict.label, 'supports');
    });

    it('after a review: what the new readings must not do (hand-made pairs of each kind that tricked their first version)', () => {
      const one = (claim: string, file: string, source: string, title?: string) => check(claim, 'factual', 'medium', [makeDoc(file, `${title ? `${title}\n\n` : ''}${source}\n`)]).verdict;
      // contractions keep their modal: "needn't" lifts an obligation, "mustn't" forbids, "mightn't" hedges
      assert.notEqual(one("Users mustn't restart the Quillet server after an update.", 'ops.md', "Users needn't restart the Quillet server after an update.").label, 'supports');
      assert.notEqual(one('Users must not restart the Quillet server after an update.', 'ops.md', "Users don't have to restart the Quillet server after an update.").label, 'supports');
      assert.notEqual(one("The Quillet index mustn't survive a power loss.", 'ops.md', "The Quillet index mightn't survive a power loss.").label, 'supports');
      // an aside that denies, limits or holds a claim word stays; so does an addition about the same subject, or a clause the excerpt runs into
      assert.notEqual(one('The Korrin bridge is open to heavy trucks on weekdays.', 'roads.md', 'The Korrin bridge is (not yet) open to heavy trucks on weekdays.').label, 'supports');
      assert.notEqual(one('The Korrin bridge is open to heavy trucks on weekdays.', 'roads.md', 'The Korrin bridge is (not yet, as the council decided in its spring session) open to heavy trucks on weekdays.').label, 'supports');
      // a long aside the claim leaves out is one inserted piece of an excerpt, and its "some" hedges nothing of the claim
      assert.equal(one('In cases where the Quillet hook wraps a native function, this is slow.', 'hooks.md', 'In cases where the Quillet hook wraps a native function (for example, one coming from ctypes or some compiler like Cython), this is slow.').label, 'supports');
      // a trailing relative clause the excerpt leaves out hedges nothing of it; a trailing condition still does
      assert.equal(one('The Quillet flag will implicitly enable the dependency.', 'flags.md', 'The Quillet flag will implicitly enable the dependency, which may not be what you want.').label, 'supports');
      assert.notEqual(one('The Quillet flag is enabled by default.', 'flags.md', 'The Quillet flag is enabled by default, unless the user opts out.').label, 'supports');
      // an uncertainty the claim also states, contracted or not
      assert.equal(one("The Quillet slowdown comes from the longer main loop, but this hasn't been confirmed.", 'perf.md', 'The Quillet slowdown comes from the longer main loop, but this has not been confirmed.').label, 'supports');
      // a hedge the claim also makes, contracted or not
      assert.equal(one("The Quillet values don't all have to be members of the same type.", 'values.md', 'The Quillet values do not all have to be members of the same type.').label, 'supports');
      assert.equal(one("The value the Quillet hook returns isn't necessarily a full new copy.", 'values.md', 'The value the Quillet hook returns is not necessarily a full new copy.').label, 'supports');
      assert.notEqual(one('The Vell pump supplies drinking water to the north district.', 'pumps.md', 'The Vell pump supplies water (never drinking water) to the north district.').label, 'supports');
      assert.notEqual(one('The Orla board boots from the SD card in under two seconds.', 'boards.md', 'The Orla board boots from the SD card in under two seconds (the Orla board does not, in fact, boot from the SD card).').label, 'supports');
      assert.notEqual(one('The Vell pump supplies water to the north district in summer.', 'pumps.md', 'The Vell pump supplies water to the north district, yet in summer the Vell pump does not supply water to it.').label, 'supports');
      assert.notEqual(one('The Vell pump cannot supply water to the north district.', 'pumps.md', "The Vell pump can't supply water to the north district (unless the bypass valve is open).").label, 'supports');
      // a frame: the claim that denies the same, a denied frame, a narrower denied clause, a reported one
      assert.equal(one("Pessel doesn't cache DNS lookups.", 'pessel.md', 'It is not true that Pessel caches DNS lookups.').label, 'supports');
      assert.notEqual(one('Pessel caches DNS lookups.', 'pessel.md', 'It is not a myth that Pessel caches DNS lookups.').label, 'contradicts');
      assert.notEqual(one('Pessel caches DNS lookups.', 'pessel.md', 'It is not true that only Pessel caches DNS lookups.').label, 'contradicts');
      assert.notEqual(one('Pessel caches DNS lookups.', 'pessel.md', 'Some believe it is not the case that Pessel caches DNS lookups.').label, 'contradicts');
      assert.equal(one('Pessel caches DNS lookups in memory.', 'pessel.md', 'It is not true that Pessel caches DNS lookups in memory, since Pessel caches DNS lookups on disk.').label, 'contradicts');
      // "this PEP" that is not the document the claim names, or not the subject of what the claim says
      assert.notEqual(one('PEP 14 proposes lazy loading of module attributes.', 'pep-0917.rst', 'This PEP proposes lazy loading of module attributes.', 'Title: Lazy attributes for Python 3.14').label, 'supports');
      assert.notEqual(one('PEP 917 drops the lazy keyword.', 'pep-0917.rst', 'Version 2 of this PEP drops the lazy keyword.').label, 'supports');
      assert.notEqual(one('The streaming sparsifier paper proves a lower bound.', 'streaming-sparsifier.md', 'In this paper they prove a lower bound.').label, 'supports');
      assert.notEqual(one('The Quarrel library offers a streaming parser.', 'quarrel.md', 'If this library is too heavy for you, the Birch library offers a streaming parser.').label, 'supports');
      assert.notEqual(one('RFC 42 withdraws inline caching for the router.', 'rfc-0042-followup.md', 'RFC 42 proposed inline caching for the router. This RFC withdraws inline caching for the router.').label, 'supports');
      assert.notEqual(one('Unlike PEP 917, PEP 484 requires explicit variance for type variables.', 'pep-0917.rst', 'Unlike PEP 484, this PEP requires explicit variance for type variables.').label, 'supports');
      assert.notEqual(one('PEP 917 and PEP 562 freeze module attributes after import.', 'pep-0917.rst', 'This PEP freezes module attributes after import, as PEP 562 did for module getattr.').label, 'supports');
      // what the document once meant to do, a relative clause, another subject after ", and", reported words, a date
      assert.notEqual(one('PEP 917 proposes mutable module attributes.', 'pep-0917.rst', 'This PEP was originally written to propose mutable module attributes, but now proposes frozen ones.').label, 'supports');
      assert.notEqual(one('PEP 917 proposed mutable module attributes.', 'pep-0917.rst', 'This PEP supersedes the draft that proposed mutable module attributes.').label, 'supports');
      assert.notEqual(one('PEP 917 enforces read-only module attributes in the setattr hook.', 'pep-0917.rst', 'This PEP makes module attributes read-only after import, and the interpreter enforces this in the setattr hook.').label, 'supports');
      assert.notEqual(one('PEP 917 will not change the import statement.', 'pep-0917.rst', 'PEP 690 said: this PEP will not change the import statement.').label, 'supports');
      assert.notEqual(one('PEP 917 makes every import lazy by default.', 'pep-0917.rst', 'From the text of PEP 690:\n\n    This PEP makes every import lazy by default.').label, 'supports');
      const everyStart = one('The manifest loader reads the lock file from local disk.', 'loader.md', 'It is not the case that the manifest loader reads the lock file from local disk on every start.');
      assert.ok(everyStart.label !== 'supports' && everyStart.label !== 'contradicts', everyStart.label);
      assert.notEqual(one('Proposal 2024 freezes module attributes after import.', '2024-06-frozen-attrs-proposal.md', 'This proposal freezes module attributes after import.').label, 'supports');
      // a denying frame over a narrower clause leaves the claim open: neither carried nor refuted
      const narrower = one('The manifest loader reads the lock file from local disk.', 'loader.md', 'It is not true that the manifest loader reads the lock file from local disk for signed packages.');
      assert.ok(narrower.label !== 'supports' && narrower.label !== 'contradicts', narrower.label);
      // a condition in another clause limits nothing here; one that opens the sentence limits what follows its comma
      assert.equal(one('The Quillet gateway retries failed requests.', 'gw.md', 'The Quillet gateway retries failed requests, and it pages the on-call engineer only if every retry fails.').label, 'supports');
      assert.notEqual(one('The Quillet gateway retries failed requests.', 'gw.md', 'Unless the queue is full, the Quillet gateway retries failed requests.').label, 'supports');
      assert.notEqual(one('You must not pin the Quillet compiler version.', 'pin.md', "You aren't required to pin the Quillet compiler version.").label, 'supports');
      // a relative clause inside what the document says of itself is part of it
      assert.equal(one('RFC 599 proposes to use the context in which a quillet type appears to derive a default.', '0599-quillet-bound.md', 'This RFC proposes to use the context in which a quillet type appears to derive a default.').label, 'supports');
      // a document that mentions others of its kind still speaks for itself
      assert.equal(one('RFC 3309 proposes re-chartering the quillet team.', '3309-quillet-team.md', 'This RFC proposes re-chartering the quillet team, as RFC 1607 specified.').label, 'supports');
      assert.notEqual(one('The new RFC keeps support for version 1 lockfiles.', '0012-new-lockfile-format.md', 'This RFC keeps support for version 1 lockfiles.').label, 'supports');
      const other = one('The Docker project is unmaintained.', 'gantry.md', 'This project is unmaintained.', '# Gantry: Docker Compose for Kubernetes');
      assert.ok(!other.flags.some((f) => f.startsWith('document_named')) && other.quality !== 'strong', 'a product the title mentions is not the document');
    });

    it('words that are names of object properties ("constructor", "toString", "__proto__") are words like any other', () => {
      const doc = makeDoc('notes/proto.md', "The Quillet constructor calls toString on __proto__ values, and O'constructor's notes don't say why.\n");
      const { verdict } = check("The Quillet constructor calls toString on __proto__ values, and O'constructor's notes don't say why.", 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'supports', verdict.reason);
      assert.deepEqual(quoteWords("O'constructor's toString").map((w) => w.word), ['o', 'constructor', 's', 'tostring']);
    });

    it('what stands before an excerpt still denies it', () => {
      const before = makeDoc('notes/q3.md', 'It is not true that the Quillet resolver keeps a reference to every module until the build ends.\n');
      const verdict = check('The Quillet resolver keeps a reference to every module until the build ends.', 'factual', 'medium', [before]).verdict;
      assert.equal(verdict.label, 'contradicts', verdict.reason);
      assert.ok(verdict.flags.includes('negation_conflict'));
      const both = check('It is not true that the Quillet resolver keeps a reference to every module until the build ends.', 'factual', 'medium', [before]).verdict;
      assert.equal(both.label, 'supports', 'a claim that says it is not true is carried by a span that says so');
      const other = makeDoc('notes/q4.md', 'It is not true that the Quillet cache is shared, but the Quillet resolver keeps a reference to every module until the build ends.\n');
      const elsewhere = check('The Quillet resolver keeps a reference to every module until the build ends.', 'factual', 'medium', [other]).verdict;
      assert.notEqual(elsewhere.label, 'contradicts', 'the frame denies its own clause, not the next one');
    });
  });

  describe('what counts as the claim', () => {
    it('Markdown link targets and footnote markers are not claim words; reporting frames weigh little', () => {
      const doc = makeDoc('studies/halden.md', 'The Halden study covered only two winters in one city.\n');
      const { verdict } = check('[The Halden notes](../studies/halden.md#limitations) say the study covered only two winters in one city.[^1]', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'supports');
      assert.ok(!verdict.flags.some((f) => /studies|limitations|md/.test(f)), verdict.flags.join());
    });

    for (const text of ['Many researchers have written about evaluation.', 'Experts agree that infrastructure matters.', 'Winter cycling is a big topic.', 'Cargo bikes are becoming more common.', 'Some cities do better than others.']) {
      it(`too vague: ${text}`, () => {
        assert.equal(check(text).verdict.label, 'too_vague');
      });
    }

    it('a specific claim without names or numbers is not too vague', () => {
      assert.notEqual(check('Dense retrievers often miss exact error codes in log files.').verdict.label, 'too_vague');
      // (nor one that opens with a quantifier and goes on to say something particular; an unnamed "experts" stays vague)
      assert.notEqual(check('Most implementation issues that the packaging tools faced are due to the old build module staying in the standard library.').verdict.label, 'too_vague');
      assert.equal(check('Experts agree that packaging tools faced implementation issues due to the old build module staying in the standard library.').verdict.label, 'too_vague');
    });

    it('a claim of many specific words is checkable even when it ends on a generic word ("… are used")', () => {
      const doc = makeDoc('notes/hooks.md', 'If the class does not implement the in-place hooks, the normal hooks for the binary operation are used.\n');
      const { verdict } = check('If the class does not implement the in-place hooks, the normal hooks for the binary operation are used.', 'factual', 'medium', [doc]);
      assert.equal(verdict.label, 'supports', verdict.reason);
      assert.equal(check('Cargo bikes in town are becoming common.').verdict.label, 'too_vague', 'three specific words and a generic ending: still vague');
    });

    describe('a relation said the other way round is not support', () => {
      const one = (claim: string, source: string) => check(claim, 'factual', 'medium', [makeDoc('notes/rel.md', `${source}\n`)]).verdict;
      it('the two sides of the claim\'s verb swapped in the span: not supported, and the reason says so', () => {
        for (const [claim, source] of [
          ['Heat stress causes coral bleaching.', 'Coral bleaching causes heat stress.'],
          ['Coral bleaching is caused by heat stress.', 'Coral bleaching causes heat stress.'],
          ['Kinase Q7 phosphorylates the Halden receptor.', 'The Halden receptor phosphorylates kinase Q7.'],
        ]) {
          const verdict = one(claim!, source!);
          assert.notEqual(verdict.label, 'supports', claim);
          assert.ok(verdict.flags.some((f) => f.startsWith('roles_reversed:')), verdict.flags.join());
          assert.match(verdict.reason, /other way round/);
        }
      });
      it('a cause stated with another causal verb carries the claim only the same way round', () => {
        assert.equal(one('Heat stress causes coral bleaching.', 'Heat stress leads to coral bleaching.').label, 'supports');
        assert.equal(one('Heat stress causes coral bleaching.', 'Coral bleaching is due to heat stress.').label, 'supports');
        assert.equal(one('Coral bleaching is caused by heat stress.', 'Heat stress results in coral bleaching.').label, 'supports');
        const reversed = one('Heat stress causes coral bleaching.', 'Coral bleaching leads to heat stress.');
        assert.notEqual(reversed.label, 'supports');
        assert.ok(reversed.flags.includes('roles_reversed:causes'), reversed.flags.join());
        assert.notEqual(one('Heat stress causes coral bleaching.', 'Heat stress is associated with coral bleaching.').label, 'supports');
        // a causal phrase of the span that links other things carries nothing, and a reversed one never supports
        assert.notEqual(one('Smoking causes lung cancer.', 'Smoking is associated with lung cancer, which in turn leads to weight loss.').label, 'supports');
        assert.notEqual(one('Smoking causes lung cancer.', 'Smoking was common in patients with lung cancer because of stress at work.').label, 'supports');
        assert.notEqual(one('Heat stress causes coral bleaching.', 'Coral bleaching causes heat stress, which in turn causes algal loss.').label, 'supports');
        // a passive with an adverb, and the perfect tense, are still the claim's relation
        assert.equal(one('Bleaching in shallow reefs is quickly induced by heat stress.', 'Heat stress quickly induces bleaching in shallow reefs.').label, 'supports');
        assert.equal(one('Heat stress has led to coral bleaching.', 'Heat stress causes coral bleaching.').label, 'supports');
      });

      it('a causal word inside a noun phrase is not the claim\'s relation: no reversal is read into it', () => {
        const verdict = one('Osteocytes have a role in heat induced bone loss.', 'Heat, used to stress bones, induces changes in osteocytes.');
        assert.ok(!verdict.flags.some((f) => f.startsWith('roles_reversed')), verdict.flags.join());
      });

      it('the same relation in the passive, or a relation that holds both ways, still supports', () => {
        assert.equal(one('Heat stress causes coral bleaching.', 'Coral bleaching is caused by heat stress.').label, 'supports');
        assert.equal(one('Coral bleaching is caused by heat stress.', 'Heat stress causes coral bleaching.').label, 'supports');
        assert.equal(one('The Halden receptor interacts with kinase Q7.', 'Kinase Q7 interacts with the Halden receptor.').label, 'supports');
        // a participle with "by" after it is passive without "is"; a verb without an object has no sides to swap;
        // a comparison is checked by its own rule
        assert.equal(one('Heat stress causes coral bleaching.', 'Coral bleaching caused by heat stress was seen on every reef.').label, 'supports');
        assert.equal(one('Coral bleaching is caused in part by heat stress.', 'Heat stress causes coral bleaching in part.').label, 'supports');
        assert.equal(one('Temperature increases the reaction rate.', 'The reaction rate increases with temperature.').label, 'supports');
        assert.equal(one('Smokers have higher rates of lung cancer than non-smokers.', 'Lung cancer rates are higher among smokers than among non-smokers.').label, 'supports');
      });
    });

    it('a bare web or e-mail address in the sentence is where to look, not a claim word; one the claim opens with may be its subject', () => {
      const doc = makeDoc('notes/cite.md', 'CiteVQA contains 1,897 questions built from 711 PDFs.\n');
      for (const text of ['CiteVQA contains 1,897 questions built from 711 PDFs (https://example.org/citevqa/v2).',
        'CiteVQA contains 1,897 questions built from 711 PDFs (www.example.org).', 'CiteVQA contains 1,897 questions built from 711 PDFs (data@example.org).']) {
        const { verdict } = check(text, 'factual', 'medium', [doc]);
        assert.equal(verdict.label, 'supports', text);
        assert.ok(!verdict.flags.some((f) => /example|org|https|www/.test(f)), verdict.flags.join());
      }
      const hosted = makeDoc('notes/hosts.md', 'The Halden archive hosts 5,000 datasets.\n');
      assert.notEqual(check('www.kaggle.com hosts 5,000 datasets.', 'factual', 'medium', [hosted]).verdict.label, 'supports');
      // an address the claim is about, and a metric or version written with "@", are claim words
      const zenodo = makeDoc('notes/zenodo.md', 'The Halden dataset is hosted at www.zenodo.org and has 5,000 entries.\n');
      assert.notEqual(check('The Halden dataset is hosted at www.kaggle.com and has 5,000 entries.', 'factual', 'medium', [zenodo]).verdict.label, 'supports');
      const coco = makeDoc('notes/coco.md', 'On COCO, YOLOv5 reaches 56.8 mAP@0.75 in our tests.\n');
      assert.notEqual(check('On COCO, YOLOv5 reaches 56.8 mAP@0.5 in our tests.', 'factual', 'medium', [coco]).verdict.label, 'supports');
    });

    it('a title before a name ("Dr. Singer") is not a word the span must carry', () => {
      const doc = makeDoc('notes/people.md', 'Siegfried Singer is an emeritus professor of physics at Halden University.\n');
      assert.equal(check('Dr. Singer is an emeritus professor of physics at Halden University.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    });

    it('a generic last word inside a compound names a particular thing ("the central nervous system")', () => {
      assert.notEqual(check('Astrocytes are glial cells of the central nervous system.').verdict.label, 'too_vague');
      assert.equal(check('Winter cycling is a big topic.').verdict.label, 'too_vague');
      assert.equal(check('Bike lanes are a key issue.').verdict.label, 'too_vague');
      assert.equal(check('Cargo bikes are becoming extremely common.').verdict.label, 'too_vague');
    });
  });

  it('uses the spans of every fixture source verbatim', () => {
    assertVerbatimSpans([spanOf(ACL_VERBATIM, 'The system never paraphrases the source text.')], ALL_DOCS);
  });
});

describe('verify: what a span does not say', () => {
  it('the claim word for word with its own figures is not contradicted by the same words with other figures elsewhere', () => {
    const docs = [
      makeDoc('peps/pep-0392.rst', 'After the release of Quillet 3.3.0 final, a final 3.2 bugfix update will be released.\n'),
      makeDoc('peps/pep-0398.rst', 'After the release of Quillet 3.4.0 final, a final 3.3 bugfix update will be released.\n'),
    ];
    const own = check('After the release of Quillet 3.3.0 final, a final 3.2 bugfix update will be released.', 'factual', 'medium', docs).verdict;
    assert.equal(own.label, 'supports', own.reason);
    const changed = check('After the release of Quillet 3.3.0 final, a final 3.1 bugfix update will be released.', 'factual', 'medium', docs).verdict;
    assert.notEqual(changed.label, 'supports', changed.reason);
  });

  it('a sentence the splitter left joined to the claim\'s own denies nothing in it', () => {
    const doc = makeDoc('notes/close.md', 'Specifically, a Quillet NaN is not considered close to any other value. inf and -inf are only considered close to themselves.\n');
    const own = check('inf and -inf are only considered close to themselves.', 'factual', 'medium', [doc]).verdict;
    assert.equal(own.label, 'supports', own.reason);
    assert.notEqual(check('inf and -inf are not considered close to themselves.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    const legal = makeDoc('notes/borrow.md', 'A Quillet write at point `P` is illegal if there is any borrow at `P`. Similarly, a Quillet read at point `P` is legal if there exists a reservation.\n');
    assert.equal(check('A Quillet read at point `P` is legal if there exists a reservation.', 'factual', 'medium', [legal]).verdict.label, 'supports');
    assert.equal(check('A Quillet write at point `P` is legal if there is any borrow at `P`.', 'factual', 'medium', [legal]).verdict.label, 'contradicts');
  });

  it('a "No." answering before the claim is no denial the claim adds', () => {
    const doc = makeDoc('notes/goals.md', 'Accepting a Quillet goal is not a promise to accept an RFC or stabilize a feature.\n');
    const answer = check("No. Accepting a Quillet goal isn't a promise to accept an RFC or stabilize a feature.", 'factual', 'medium', [doc]).verdict;
    assert.equal(answer.label, 'supports', answer.reason);
    assert.equal(check('Accepting a Quillet goal is a promise to accept an RFC or stabilize a feature.', 'factual', 'medium', [doc]).verdict.label, 'contradicts');
  });

  it('a general sentence a source states word for word is checked, not set aside as too vague', () => {
    const doc = makeDoc('notes/env.md', 'Currently, some values are passed in via environment variables.\n');
    assert.equal(check('Some values are passed in via environment variables.', 'factual', 'medium', [doc]).verdict.label, 'supports');
    assert.equal(check('Some values are passed.', 'factual', 'medium', [doc]).verdict.label, 'too_vague');
    // (with four specific words it says something particular: checked, and not carried)
    assert.equal(check('Some values are passed in via configuration files.', 'factual', 'medium', [doc]).verdict.label, 'does_not_support');
    assert.notEqual(check('Some values are not passed in via environment variables.', 'factual', 'medium', [doc]).verdict.label, 'supports');
  });

  it('"many" is carried by a span that says "many" of the same thing, whatever other "some" it has', () => {
    const doc = makeDoc('notes/tools.md', 'Similarly, many Quillet support tools can take quite some time to catch up with language changes.\n');
    const same = check('Many Quillet support tools can take quite some time to catch up with language changes.', 'factual', 'medium', [doc]).verdict;
    assert.equal(same.label, 'supports', same.reason);
    const weaker = makeDoc('notes/weaker.md', 'Similarly, some Quillet support tools can take a long time to catch up with language changes.\n');
    const over = check('Many Quillet support tools can take a long time to catch up with language changes.', 'factual', 'medium', [weaker]).verdict;
    assert.notEqual(over.label, 'supports', over.reason);
  });

  it('an address standing on its own (a footnote\'s link) is where to look, not words that carry a claim', () => {
    const doc = makeDoc('notes/refs.rst', '.. [3] Reference implementation\n   https://github.com/quillet/cpython/tree/same-pattern-used\n');
    const { verdict } = check('This is the same pattern used by CPython on Github.', 'factual', 'medium', [doc]);
    assert.notEqual(verdict.label, 'supports', verdict.reason);
    // an address inside a sentence is what the sentence says
    const inline = makeDoc('notes/fix.md', 'The Quillet crash was fixed in https://github.com/quillet/quillet/pull/1234 by the release team.\n');
    assert.equal(check('The Quillet crash was fixed in https://github.com/quillet/quillet/pull/1234 by the release team.', 'factual', 'medium', [inline]).verdict.label, 'supports');
  });

  it('a claim that opens with a pronoun nothing resolved, and says little else, is carried only by the same words', () => {
    const format = makeDoc('notes/format.md', 'A new file format called quillet-start is added which names entry points.\n');
    const loose = check("It's called for each file that is added.", 'factual', 'medium', [format]).verdict;
    assert.notEqual(loose.label, 'supports', loose.reason);
    // (the span's "file" is a "file format", too)
    assert.ok(loose.flags.includes('unnamed_subject') || loose.flags.includes('compound_differs:file/file format'), loose.flags.join(' '));
    // a name after the pronoun does not make the rest specific: "quite a bit like a Quillet 2 str" is not it
    const like = makeDoc('notes/bytes.md', 'A bytes type operates quite a bit like a Quillet 2 str in Quillet 3.\n');
    const thin = check('And we use Quillet because we like Quillet!', 'factual', 'medium', [like]).verdict;
    assert.notEqual(thin.label, 'supports', thin.reason);
    assert.ok(thin.flags.includes('unnamed_subject'), thin.flags.join(' '));
    const hook = makeDoc('notes/hooks.md', 'The hook runs once per build. It is called for each file that is removed.\n');
    assert.equal(check('It is called for each file that is removed.', 'factual', 'medium', [hook]).verdict.label, 'supports');
    // an act done to the pronoun opening the claim ("Using it …") leaves the subject as unnamed
    const yields = makeDoc('notes/yields.md', 'Add a sentence such as "If used within a quillet generator, it is an error to yield inside this context manager."\n');
    const using = check('Using it inside of that context is an error.', 'factual', 'medium', [yields]).verdict;
    assert.notEqual(using.label, 'supports', using.reason);
    assert.ok(using.flags.includes('unnamed_subject') || using.flags.includes('compound_differs:context/context manager'), using.flags.join(' '));
    const own = makeDoc('notes/await.md', 'The await keyword only works inside async functions. Using it outside of that context is an error.\n');
    assert.equal(check('Using it outside of that context is an error.', 'factual', 'medium', [own]).verdict.label, 'supports');
    // an "it" that stands for the clause after it ("It is highly recommended that …", "It is often desired to pass …")
    // names nothing before it; "It is used to …" does
    const passing = makeDoc('notes/unsized.md', 'Passing unsized Quillet values, such as trait objects, to functions by value is often desired.\n');
    const extraposed = check('It is often desired to pass unsized Quillet values, such as trait objects, to functions by value.', 'factual', 'medium', [passing]).verdict;
    assert.ok(!extraposed.flags.includes('unnamed_subject'), extraposed.flags.join(' '));
    assert.equal(extraposed.label, 'supports', extraposed.reason);
    const config = makeDoc('notes/config.md', 'The Quillet config file is used to configure the Quillet server.\n');
    assert.ok(check('It is used to configure the Quillet server.', 'factual', 'medium', [config]).verdict.flags.includes('unnamed_subject'));
    const importHook = makeDoc('notes/hook.md', 'The Quillet hook is code that runs at import time.\n');
    assert.ok(check('It is code that runs at Quillet import time.', 'factual', 'medium', [importHook]).verdict.flags.includes('unnamed_subject'));
  });

  it('a hyphenated name with another name in one part\'s place is not carried by the same name elsewhere in the span', () => {
    const doc = makeDoc('notes/targets.md', 'The build for Quillet GNU is fragile and maintained by people familiar with Quillet MSVC.\nThis results in Quillet-GNU problems often being unaddressed for months.\n');
    const swapped = check('This results in Quillet-MSVC problems often being unaddressed for months.', 'factual', 'medium', [doc]).verdict;
    assert.notEqual(swapped.label, 'supports', swapped.reason);
    assert.equal(check('This results in Quillet-GNU problems often being unaddressed for months.', 'factual', 'medium', [doc]).verdict.label, 'supports');
  });
});
