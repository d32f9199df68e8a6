// The modality gate: one modality per sentence, cues that explain it, needsEvidence and risk.
import assert from 'node:assert/strict';
import type { Claim, Modality } from '../../src/core/model';
import { EVIDENCE_MODALITIES } from '../../src/core/claims';
import { extract } from './claims-helpers';

function classify(sentence: string): Claim {
  const result = extract(sentence + '\n');
  assert.equal(result.claims.length, 1, `one sentence: ${JSON.stringify(result.claims.map((c) => c.text))}`);
  return result.claims[0]!;
}

function expectModality(sentence: string, modality: Modality): Claim {
  const claim = classify(sentence);
  assert.equal(claim.modality, modality, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`);
  assert.equal(claim.needsEvidence, EVIDENCE_MODALITIES.has(modality), `needsEvidence of ${sentence}`);
  assert.ok(claim.cues.length > 0, 'every decision leaves a cue');
  return claim;
}

describe('claims: the four demo claims of the design (§13)', () => {
  it('classifies them as metric, causal (high), causal (high) and synthesis (high)', () => {
    const draft = [
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      'ACL-Verbatim eliminates hallucination from research QA.',
      'GrepSeek replaces dense retrieval.',
      'GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture for trustworthy AI writing.',
    ].join('\n');
    const [metric, eliminates, replaces, synthesis] = extract(draft).claims;
    assert.equal(metric!.modality, 'metric');
    assert.equal(metric!.risk, 'medium');
    assert.ok(metric!.cues.includes('number:1,897') && metric!.cues.includes('number:711'));
    assert.equal(eliminates!.modality, 'causal');
    assert.equal(eliminates!.risk, 'high');
    assert.ok(eliminates!.cues.includes('predicate:eliminates'));
    assert.equal(replaces!.modality, 'causal');
    assert.equal(replaces!.risk, 'high');
    assert.ok(replaces!.cues.includes('predicate:replaces'));
    assert.equal(synthesis!.modality, 'synthesis');
    assert.equal(synthesis!.risk, 'high');
    assert.ok(synthesis!.cues.some((c) => c.startsWith('join:')));
    assert.ok(synthesis!.cues.some((c) => c.startsWith('entities:') && c.includes('GrepSeek') && c.includes('ACL-Verbatim') && c.includes('CiteVQA')));
    for (const claim of [metric, eliminates, replaces, synthesis]) assert.equal(claim!.needsEvidence, true);
  });
});

describe('claims: sentences that must pass (no evidence burden)', () => {
  it('opinion: first-person evaluation, evaluative adjectives, should', () => {
    expectModality('I think GrepSeek is the most elegant retrieval paper of the year.', 'opinion');
    expectModality('Honestly, the SAA metric is the part of this work I would teach first.', 'opinion');
    expectModality('Writers should check every citation before publishing.', 'opinion');
    expectModality('The GrepSeek trace viewer is a delightful piece of engineering.', 'opinion');
  });

  it('author_defined: the writer naming or defining a term', () => {
    expectModality('I call this failure mode evidence quicksand.', 'author_defined');
    expectModality('We define a warrant as the permission a claim needs before search.', 'author_defined');
    expectModality('This is what I call citation drift in long documents.', 'author_defined');
    expectModality('In this chapter, evidence quicksand means a citation that cannot carry its sentence.', 'author_defined');
  });

  it('speculative: possibility and the future, unless a source is reported', () => {
    expectModality('Future writing tools might check citations the way compilers check types.', 'speculative');
    expectModality('Perhaps GrepSeek will replace dense retrieval one day.', 'speculative');
    const reported = classify('The authors report that ACL-Verbatim may reduce hallucination risk in research QA.');
    assert.equal(reported.needsEvidence, true, `a reported hedge is still a claim: ${reported.modality}`);
    const cited = classify('ACL-Verbatim may reduce hallucination risk.[^1]\n\n[^1]: papers/acl.txt');
    assert.equal(cited.needsEvidence, true, 'a cited hedge is still a claim');
    const inability = classify('The first GrepSeek prototype could not search scanned PDFs.');
    assert.equal(inability.needsEvidence, true, `a past inability is a fact: ${inability.modality}`);
    const month = classify('In May 2024, GrepSeek was released with its evaluation scripts.');
    assert.notEqual(month.modality, 'speculative', 'the month May is not a modal');
  });

  it('interpretive: the writer reading meaning into facts', () => {
    expectModality('This suggests that search is not the bottleneck for attribution.', 'interpretive');
    expectModality('The lesson is that search, extraction and attribution are separate jobs.', 'interpretive');
    expectModality('In other words, a correct answer is not enough when its evidence is wrong.', 'interpretive');
  });

  it('interpretive: a frame opening the sentence ("Taken together, …") makes it the writer\'s reading, names and counts of things read included', () => {
    expectModality('Taken together, the two surveys suggest that the hard part of fishing is the weather, not the nets.', 'interpretive');
    expectModality('Read side by side, the two reports show two fleets converging on the same idea of escape panels.', 'interpretive');
    expectModality('Side by side, the Kessel fleet reads like a cooperative while the Orran fleet reads like a business.', 'interpretive');
    // a figure in digits is something a source may state; the cue elsewhere is not the frame
    assert.ok(classify('Taken together, the two trials enrolled 4,000 patients.').needsEvidence);
    assert.ok(classify('Side by side comparisons of the Kessel nets show that they tear 30% less often.').needsEvidence);
    expectModality('Taken together, the Kessel and Orran surveys show that escape panels both cut bycatch and save fuel.', 'synthesis');
  });

  it('narrative: questions, imperatives, first-person process, transitions, framing and metaphors', () => {
    for (const sentence of [
      'Can the system extract evidence-bearing claims from CiteVQA?',
      'Run the verifier again on the sample chapter.',
      'See the CiteVQA notes for the details of the benchmark.',
      'Last week I reran my older notes through the checker.',
      'I pointed the tool at a small version of this article.',
      'In the next section I turn to what a writing tool can borrow.',
      'This was the first real run of the system.',
      'That is exactly the failure mode this article warns about.',
      'Search is not the whole story here.',
      'A citation is a promise.',
      'That is exactly why GrepSeek is not raw grep.',
      'For GrepSeek, the equivalent rule is:',
      'citations that decorate rather than prove',
    ]) {
      expectModality(sentence, 'narrative');
    }
    for (const sentence of [
      'It is something more boring and more important.',
      'Evidence discipline is the whole point of this chapter.',
      'The verifier is still heuristic and imperfect.', // an evaluation (opinion)
    ]) {
      const claim = classify(sentence);
      assert.equal(claim.needsEvidence, false, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`);
    }
  });

  it('fragments shorter than minWords are listed as narrative', () => {
    const claim = expectModality('GrepSeek rocks.', 'narrative');
    assert.ok(claim.cues.includes('short'));
    assert.equal(extract('GrepSeek beats BM25.\n').claims[0]!.needsEvidence, true); // three words: a whole statement
    assert.equal(extract('GrepSeek beats BM25.\n', { minWords: 4 }).claims[0]!.needsEvidence, false);
  });
});

describe('claims: evidence-bearing modalities', () => {
  it('metric: numbers, percentages and spelled quantities in a factual statement', () => {
    expectModality('On CiteVQA, the strongest model reached an SAA of 38.5%.', 'metric');
    expectModality('CiteVQA covers seven domains in two languages, English and Chinese.', 'metric');
    expectModality('In a 2024 survey of 120 retrieval systems, 84% used dense retrieval as their first stage.', 'metric');
  });

  it('dates, versions and section numbers are not metrics', () => {
    const dated = expectModality('GrepSeek was released at ACL in 2025.', 'factual');
    assert.ok(dated.cues.includes('date:2025'));
    for (const sentence of ['GPT-4 answers questions about the ACL Anthology.', 'Python 3 ships with a regular expression module.', 'Section 3 of the GrepSeek paper describes the agent loop.']) {
      const claim = classify(sentence);
      assert.ok(!claim.cues.some((c) => c.startsWith('number:')), `${sentence}: ${claim.cues.join(', ')}`);
    }
  });

  it('comparative: than, outperforms, -er than', () => {
    const claim = expectModality('GrepSeek is slower than index-based retrieval on very large corpora.', 'comparative');
    assert.equal(claim.risk, 'medium');
    expectModality('GrepSeek outperforms BM25 on multi-hop questions.', 'comparative');
  });

  it('causal: because, leads to, reduces, eliminates, improves', () => {
    const claim = expectModality('ACL-Verbatim reduces hallucination risk in research QA.', 'causal');
    assert.equal(claim.risk, 'medium');
    expectModality('Lexical overlap leads to false support for paraphrased claims.', 'causal');
    expectModality('In the Dunmore review, lower speed limits eliminated injury risk for cyclists.', 'causal');
  });

  it('definitional: a named or generic term defined in so many words', () => {
    expectModality('BM25 is a ranking function that scores documents by term frequency.', 'definitional');
    expectModality('SAA stands for Strict Attributed Accuracy in the CiteVQA benchmark.', 'definitional');
    expectModality('A protected bike lane is a bike lane physically separated from motor traffic by a kerb.', 'definitional');
  });

  it('factual: a declarative statement about a named entity, or about a class of things', () => {
    expectModality('CiteVQA was presented at a workshop in Vienna.', 'factual');
    expectModality('ACL-Verbatim answers questions over papers from the ACL Anthology.', 'factual');
    expectModality('Many researchers have written about evaluation.', 'factual');
  });

  it('synthesis needs two named entities joined by an authorial relation', () => {
    expectModality('Together, GrepSeek and ACL-Verbatim cover search and extraction.', 'synthesis');
    const single = classify('GrepSeek combines grep with an agent loop.');
    assert.notEqual(single.modality, 'synthesis', 'one entity is not a synthesis');
  });
});

describe('claims: risk', () => {
  it('high for strong predicates and quantifiers, superlatives and synthesis', () => {
    for (const sentence of [
      'BM25 is always more accurate than dense retrieval on keyword queries.',
      'CiteVQA is the largest benchmark for attributed document QA.',
      'GrepSeek was the first agent to search a corpus with grep.',
      'ACL-Verbatim guarantees faithful answers for research QA.',
      'Only GrepSeek exposes its search trajectory to the user.',
    ]) {
      const claim = classify(sentence);
      assert.equal(claim.needsEvidence, true, sentence);
      assert.equal(claim.risk, 'high', `${sentence} [${claim.cues.join(', ')}]`);
    }
  });

  it('low for plain facts and for everything that needs no evidence', () => {
    assert.equal(classify('CiteVQA was presented at a workshop in Vienna.').risk, 'low');
    assert.equal(classify('I think GrepSeek is the best paper ever written.').risk, 'low');
  });

  it('idioms are not strong quantifiers ("at all", "First,", "not only")', () => {
    for (const sentence of ['First, GrepSeek searches the corpus with grep.', 'GrepSeek does not only search but also reads files.']) {
      const claim = classify(sentence);
      assert.ok(!claim.cues.some((c) => c.startsWith('predicate:')), `${sentence}: ${claim.cues.join(', ')}`);
    }
  });
});

describe('claims: the gate on a whole chapter', () => {
  it('keeps framing and metaphors out of the evidence burden while checking the claims', () => {
    const chapter = [
      'The most honest demo is to run the engine on the article itself.',
      'The article should not merely argue for evidence-first writing.',
      'It should perform it.',
      'This was not a simulated result.',
      'The goal was narrower: can the system route overclaims to review?',
      'That is the first bar for intelligent grep.',
      'Not omniscience.',
      'Evidence discipline.',
      'CiteVQA contains 1,897 questions across 711 PDFs.',
      'GrepSeek replaces dense retrieval.',
    ].join('\n');
    const claims = extract(chapter).claims;
    const checked = claims.filter((c) => c.needsEvidence).map((c) => c.text);
    assert.deepEqual(checked, ['CiteVQA contains 1,897 questions across 711 PDFs.', 'GrepSeek replaces dense retrieval.']);
  });
});

/** True when the gate sends the sentence to be checked; the message shows its modality and cues. */
function checks(sentence: string): [boolean, string] {
  const claim = classify(sentence);
  return [claim.needsEvidence, `${sentence} → ${claim.modality} [${claim.cues.join(', ')}]`];
}

function assertChecked(sentences: readonly string[]): void {
  for (const sentence of sentences) {
    const [needs, why] = checks(sentence);
    assert.equal(needs, true, `should be checked: ${why}`);
  }
}

function assertPassed(sentences: readonly string[]): void {
  for (const sentence of sentences) {
    const [needs, why] = checks(sentence);
    assert.equal(needs, false, `should pass: ${why}`);
  }
}

describe('claims: the gate errs toward checking (a statement about the world is checked without a name or a number)', () => {
  it('a definite, bare or generic subject with a plain predicate', () => {
    assertChecked([
      'The polling was close in the final week.',
      'The kettle lid rattles when the water boils.',
      'Rainfall is rising along the northern coast.',
      'Migraine with aura is associated with stroke in older patients.',
      'Seagrass is having a moment.',
    ]);
  });

  it('a pronoun standing for a person or thing named earlier, and an existential "there is"', () => {
    assertChecked([
      'He was bullied in school.',
      'She moved to the coast after the war.',
      'Their second album sold poorly abroad.',
      'There is no relation between coffee intake and hair loss.',
      'There were protests in every large town.',
    ]);
  });

  it('"this"/"it" with a lexical verb and content, or naming something; a clause in extraposition', () => {
    assertChecked([
      'It has a single entrance on the south side of the hall.',
      'It is the successor to the Harwick K2 engine.',
      'This increase is the result of warmer winters in the valley.',
      'It remains unclear whether the new hedges will spread beyond the field.',
      'It is expected the council will publish its figures next spring.',
    ]);
  });

  it('quantities written as words, fractions and "one in N"', () => {
    assertChecked([
      'One in two small bakeries closes within its first years.',
      'The river lost just over a third of its flow in the drought.',
      'Sown plots held roughly three times as many beetles as bare soil did.',
    ]);
  });

  it('a hedged statement: epistemic modals and probability words are how sources state findings too', () => {
    assertChecked([
      'Older patients may respond more slowly to the drug.',
      'Cyclists are less likely to be injured on separated lanes.',
      'The northern glaciers could vanish within a century.',
    ]);
  });

  it('someone else\'s words: a quotation or a reported opinion is a fact about who said what', () => {
    assertChecked([
      'Marla Quist claims that the festival is a waste of money.',
      '“We should have acted decades ago,” the minister said.',
      'Local farmers say the new dam should be torn down.',
    ]);
  });

  it('a document as the speaker: what it specifies or proposes is reported, a "should" in it is the document\'s', () => {
    assertChecked([
      'RFC 4120 specifies how clients should renew their tickets before they expire.',
      'The proposal recommends that every mirror should keep a signed index.',
      'The spec requires that servers should reject unsigned packets.',
    ]);
    assertChecked(['RFC 4120 does not specify how clients should renew their tickets.', 'The charter summarizes how wardens should log each crossing.']);
    // the writer's own advice about a document is still the writer's, and so is a modal or "be" after the document
    assertPassed(['Readers should skim the proposal before the meeting.', 'The policy should be scrapped.']);
  });

  it('"it" in a passive event or an it-cleft: an act with its agent or focus, not a characterisation', () => {
    assertChecked([
      'After the audit, it was quietly withdrawn from the catalogue.',
      'It was first shipped behind a feature flag.',
      'It is the wardens, not the council, who set the opening hours.',
    ]);
    assertPassed(['It was a long winter.', 'This is exactly why the plan failed.']);
  });

  it('a collective "we" about the world, and a line the tagger left without a verb', () => {
    assertChecked([
      'We are coming out of the Little Ice Age.',
      'Orvell rewrote the Harwick council report',
    ]);
  });

  it('a subject the tagger missed at the start of a clause ("By summer …", "Buoy-deployed …")', () => {
    assertChecked([
      'By the next summer the restored meadow had won back about half of what it lost.',
      'Buoy-deployed seed bags established ten times as many seedlings as hand broadcasting.',
    ]);
  });
});

describe('claims: the gate still passes the writer\'s stance and framing', () => {
  it('first person with a verb of opinion, wish or proposal', () => {
    assertPassed([
      'We also believe that the festival deserves a second chance.',
      'I would argue that the committee moved too fast.',
      'We propose a simpler schedule for the spring term.',
    ]);
  });

  it('the writer\'s experience and impressions ("in my experience", "strikes me as"), and readings ("reads like", "side by side")', () => {
    assertPassed([
      'The appendix of rejected names reads like a diary of the committee.',
      'Put side by side, the old and the new timetable show how the harbour changed.',
      'In my experience, the old ferry timetable is the most reliable one in the valley.',
      'The second edition strikes me as the more honest of the two.',
    ]);
  });

  it('evaluative adjectives and advice ("should"), but not "should" as an expectation', () => {
    assertPassed([
      'The new interface is clumsy and tedious.',
      'Teachers should read every essay twice.',
    ]);
    assertChecked([
      'As emissions rise, the number of record highs should increase.',
      'The ice sheet would raise sea levels by several metres should it collapse.',
    ]);
  });

  it('the writer\'s own speculation: hedges, "one day", a modal with a simile or "eventually"', () => {
    assertPassed([
      'Maybe the orchard will recover by itself.',
      'Towns might one day treat cycle paths like water mains.',
      'Libraries could eventually lend tools the way they lend books.',
    ]);
    assertChecked(['The archive received over a thousand visitors in one day.']);
  });

  it('self-reference to the writer\'s text, "here", aphorisms and comments on what was just said', () => {
    assertPassed([
      'This post collects the field notes of a whole summer.',
      'Search is not the whole story here.',
      'A map is a promise.',
      'That is exactly why the old bridge matters to Harwick.',
      'This was not a simulated result.',
    ]);
  });

  it('a hedge on the last item of a list ("…, and perhaps even …") leaves the rest of the sentence to check', () => {
    assertChecked([
      'Quillet annotations can help prevent many sorts of bugs, serve documentation purposes, and perhaps even make programs run faster.',
      'The default quillet entropy is meant to be enough for medium-security uses, though it is likely to change, possibly even in a maintenance release.',
    ]);
    assertPassed(['Perhaps this is why the quillet community moved on.', 'Maybe even the quillet compiler will change.']);
  });

  it('a fronted clause ("Though it can be confusing, …") does not give the sentence its subject, unless the writer tells it', () => {
    assertChecked(['Though it can sometimes be confusing, structural quillet subtyping is regarded as the more flexible approach.']);
    assertPassed(['Since I started using it, the quillet parser has felt fast.']);
  });

  it('interpretation stays the writer\'s unless it reports a source or carries a quantity', () => {
    assertPassed(['In other words, riders vote with their wheels.']);
    assertChecked(['Put differently, the meadow took roughly a quarter off the wave height.']);
  });

  it('imperatives still pass, but a sentence opening with a noun the tagger read as a verb is checked', () => {
    assertPassed(['Run the verifier again on the sample chapter.']);
    assertChecked(['Shoot density simply means how many eelgrass shoots stand on each square metre of seabed.']);
  });
});
