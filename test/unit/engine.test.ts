// The engine end to end over an in-memory workspace: scope, citations, budgets, reuse and invalidation.
import assert from 'node:assert/strict';
import { defaultConfig, parseConfig } from '../../src/core/config';
import { placeFreeOrigin } from '../../src/core/claims';
import { createEngine, INTERNAL_ERROR_FLAG, sameForReuse } from '../../src/core/engine';
import { leadCopied } from '../../src/core/engine/lead-in';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';
import type { ClaimResult, DocumentResult } from '../../src/core/model';
import { silentLogger, systemClock } from '../../src/core/ports';

const ROOT = '/ws';

function workspace(): MemoryFileSystem {
  return new MemoryFileSystem()
    .writeFile(`${ROOT}/papers/orbit.txt`, 'Results\n\nThe Orbix survey covered 412 observatories in nine countries.\nOrbix complements ground surveys by adding satellite passes.\n')
    .writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 nights of data.\n')
    .writeFile(`${ROOT}/secrets/keys.txt`, 'The Zephyr grant was worth 4.2 million euros.\n')
    .writeFile(`${ROOT}/.env`, 'The Quasar team has 31 members.\n')
    .writeFile(`${ROOT}/outside/talk.md`, 'The Orbix authors called it a telescope with a diary.\n');
}

function engineFor(fs: MemoryFileSystem, configText?: string) {
  const config = configText ? parseConfig(configText, `${ROOT}/.warrant.json`, ROOT) : defaultConfig(ROOT);
  return createEngine({ config, ports: { fs, clock: systemClock, logger: silentLogger } });
}

const find = (d: DocumentResult, text: string): ClaimResult => {
  const r = d.results.find((x) => x.claim.text.includes(text));
  assert.ok(r, `no claim containing "${text}"`);
  return r;
};

describe('engine', function () {
  this.timeout(30_000);

  it('a verifier failure on one sentence is that sentence\'s verdict (flagged, logged); the other claims are still checked', async () => {
    const fs = workspace();
    const config = parseConfig('{ "sources": ["papers"] }', `${ROOT}/.warrant.json`, ROOT);
    const errors: string[] = [];
    const logger = { ...silentLogger, error: (message: string) => { errors.push(message); } };
    const engine = createEngine({ config, ports: { fs, clock: systemClock, logger } });
    // a bug in the verifier, met on one sentence only
    const inner = engine as unknown as { verifyClaim: (claim: { text: string }, scope: unknown) => Promise<ClaimResult> };
    const verify = inner.verifyClaim.bind(engine);
    inner.verifyClaim = async (claim, scope) => {
      if (claim.text.includes('2,300')) throw new TypeError("Cannot read properties of undefined (reading 'norm')");
      return verify(claim, scope);
    };
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The Lumen pipeline processed 2,300 nights of data.\n\nThe Orbix survey covered 412 observatories in nine countries.\n',
    });
    const failed = find(doc, '2,300');
    assert.equal(failed.action, 'abstain');
    assert.deepEqual(failed.verdict.flags, [INTERNAL_ERROR_FLAG]);
    assert.match(failed.verdict.reason, /Warrant failed while checking this sentence \(Cannot read properties of undefined \(reading 'norm'\)\); it is not verified/);
    assert.equal(find(doc, '412 observatories').action, 'accept');
    assert.deepEqual(errors, ['verifying a claim failed']);
    // an error the run handles itself (a stale index, a refused source) is not taken for a bug
    inner.verifyClaim = async () => { throw new Error('papers/lumen.txt is not the version indexed'); };
    await assert.rejects(engine.verifyDocument({ documentPath: `${ROOT}/draft2.md`, text: 'The Lumen pipeline processed 2,301 nights of data.\n' }), /not the version indexed/);
  });

  it('accepts a carried claim, refutes a changed number and abstains on what is not in scope', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The Orbix survey covered 412 observatories in nine countries.\n\nThe Orbix survey covered 421 observatories in nine countries.\n\nThe Zephyr grant was worth 4.2 million euros.\n\nThe Quasar team has 31 members.\n',
    });
    assert.equal(find(doc, '412').action, 'accept');
    assert.equal(find(doc, '412').evidence[0]!.relPath, 'papers/orbit.txt');
    assert.equal(find(doc, '421').verdict.label, 'contradicts');
    for (const t of ['Zephyr', 'Quasar']) {
      const r = find(doc, t);
      assert.equal(r.action, 'abstain', t);
      assert.equal(r.evidence.length, 0, `${t}: secrets and .env are never read`);
      assert.ok(r.trace.every((e) => e.files.every((f) => !f.startsWith('secrets/') && f !== '.env')));
    }
  });

  it('checks a sentence the gate would pass when a source states it word for word, and keeps the gate\'s call otherwise', async () => {
    const fs = workspace().writeFile(`${ROOT}/papers/advice.txt`,
      'Observatory guidance\n\nThe survey committee should publish every raw light curve within two years of observation.\n');
    const doc = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The survey committee should publish every raw light curve within two years of observation.\n\n' +
        'The survey committee should publish every processed light curve within two years of observation.\n\nThis seems like a sensible rule to me.\n',
    });
    const copied = find(doc, 'every raw');
    assert.equal(copied.action, 'accept');
    assert.ok(copied.verdict.flags.includes('copied_from_source'));
    assert.equal(copied.evidence[0]!.relPath, 'papers/advice.txt');
    const reworded = find(doc, 'every processed');
    assert.equal(reworded.action, 'refute', 'not a copy, but the source says "raw", the opposite of "processed"');
    assert.ok(reworded.verdict.flags.includes('said_by_source'), reworded.verdict.flags.join(' '));
    assert.equal(find(doc, 'sensible').action, 'pass');
    const misquoted = (await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The survey committee should publish every raw light curve within five years of observation.\n',
    })).results[0]!;
    assert.equal(misquoted.action, 'refute', 'a copy with a changed figure is a misquote');
    assert.ok(misquoted.verdict.flags.includes('copied_from_source'));
    // moved down by an edit: checked again, still the copy it was
    const engine = engineFor(fs, '{ "sources": ["papers"] }');
    const text = 'The survey committee should publish every raw light curve within two years of observation.\n';
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    const moved = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: `A new opening line.\n\n${text}`, previous: first });
    const again = find(moved, 'every raw');
    assert.equal(again.action, 'accept');
    assert.equal(again.claim.needsEvidence, true);
    assert.equal(again.evidence, find(first, 'every raw').evidence, 'reused in its checked form');
    const fresh = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({ documentPath: `${ROOT}/draft.md`, text: `A new opening line.\n\n${text}` });
    assert.deepEqual(JSON.parse(JSON.stringify(moved.results)), JSON.parse(JSON.stringify(fresh.results)));
  });

  it('checks a sentence the gate would pass when a source says it in other words, keeping only a check that decides it', async () => {
    const fs = workspace().writeFile(`${ROOT}/papers/advice.txt`,
      'Observatory guidance\n\nThe survey committee should publish every raw light curve within two years of observation.\n\n' +
      'We recommend starting with a single shared archive rather than one archive per observatory.\n');
    const doc = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'Within two years of observation, the survey committee should publish every raw light curve.\n\n' +
        'We recommend starting with one archive per observatory rather than a single shared archive.\n\n' +
        'We recommend starting with a single shared archive, which seems wise to me.\n\nThis seems like a sensible rule to me.\n',
    });
    const said = find(doc, 'Within two years');
    assert.ok(said.claim.cues.includes('copied_from_source'), 'the gate passed it; it is checked in its checked form');
    assert.equal(said.action, 'accept', said.verdict.reason);
    assert.ok(said.verdict.flags.includes('said_by_source') && !said.verdict.flags.includes('copied_from_source'), said.verdict.flags.join(' '));
    assert.match(said.verdict.reason, /^Read as an opinion, but a source says it/);
    const swapped = find(doc, 'one archive per observatory rather');
    assert.equal(swapped.action, 'refute', swapped.verdict.reason);
    assert.match(swapped.verdict.reason, /^Read as an opinion, but a source says otherwise/);
    assert.equal(find(doc, 'seems wise').action, 'pass', 'an opinion added to the source\'s words keeps the gate\'s call');
    // the writer's own marked view stays theirs, though the source says otherwise; a swap carried through WordNet is not accepted
    const own = await engineFor(fs.writeFile(`${ROOT}/papers/lifetimes.txt`, 'Library authors should prefer explicit lifetimes in public signatures, since elision hides borrowing.\n'),
      '{ "sources": ["papers"] }').verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'I suspect the survey committee should not publish every raw light curve within two years of observation.\n\n' +
        'Library authors should prefer elided lifetimes in public signatures, since explicit lifetimes hide borrowing.\n',
    });
    assert.equal(find(own, 'I suspect').action, 'pass', find(own, 'I suspect').verdict.reason);
    assert.notEqual(find(own, 'elided lifetimes').action, 'accept', find(own, 'elided lifetimes').verdict.reason);
    // (a first-person view the source states too, denied there, is the source's: refuted)
    const ours = await engineFor(fs.writeFile(`${ROOT}/papers/leads.txt`, 'Our rationale for this is that we do not think every survey member is interested in becoming a lead.\n'),
      '{ "sources": ["papers"] }').verifyDocument({ documentPath: `${ROOT}/draft.md`, text: 'Our rationale is that we think every survey member is interested in becoming a lead.\n' });
    assert.equal(ours.results[0]!.action, 'refute', ours.results[0]!.verdict.reason);
    assert.equal(find(doc, 'sensible').action, 'pass');
  });

  it('checks a sentence the gate would pass when it copies a source and cites that document, not when it cites another', async () => {
    const fs = workspace().writeFile(`${ROOT}/papers/pep-0771.txt`,
      'Observatory guidance\n\nThe survey committee should publish every raw light curve within two years of observation.\n')
      .writeFile(`${ROOT}/papers/pep-0772.txt`, 'Telescope time\n\nEach proposal gets one night of telescope time per season.\n');
    const doc = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The survey committee should publish every raw light curve within two years of observation (PEP 771).\n\n' +
        'The survey committee should publish every raw light curve within two years of observation (PEP 772).\n',
    });
    const cited = find(doc, 'PEP 771');
    assert.equal(cited.action, 'accept');
    assert.ok(cited.verdict.flags.includes('copied_from_source') && cited.verdict.flags.includes('attributed:PEP 771'), cited.verdict.flags.join(' '));
    assert.notEqual(find(doc, 'PEP 772').action, 'accept', 'cites a document that does not say it');
  });

  it('never reads secret-looking files even without a config', async () => {
    const doc = await engineFor(workspace()).verifyDocument({ documentPath: `${ROOT}/draft.md`, text: 'The Quasar team has 31 members.\n' });
    assert.equal(doc.results[0]!.action, 'abstain');
  });

  it('checks the cited source and points to the one that carries the claim', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The Lumen pipeline processed 2,300 nights of data.[^1]\n\n[^1]: papers/orbit.txt\n',
    });
    const r = doc.results[0]!;
    assert.notEqual(r.action, 'accept');
    assert.ok(r.verdict.flags.includes('wrong_source'));
    assert.equal(r.suggestedCitation?.relPath, 'papers/lumen.txt');
    assert.equal(r.suggestedCitation?.line, 1);
  });

  it('refuses a cited file outside the allowed sources and records the boundary event', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The Orbix authors called it a telescope with a diary.[^1]\n\n[^1]: outside/talk.md\n',
    });
    const r = doc.results[0]!;
    assert.equal(r.verdict.label, 'out_of_scope');
    assert.equal(r.action, 'abstain');
    assert.ok(r.trace.some((e) => e.status === 'refused'), 'a refused boundary event is traced');
  });

  it('says so when a cited file does not exist', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/drafts/draft.md`,
      text: 'The Lumen pipeline processed 2,300 nights of data.[^1]\n\n[^1]: papers/lumen.txt\n',
    });
    const r = doc.results[0]!;
    assert.notEqual(r.action, 'accept');
    assert.ok(r.verdict.flags.includes('citation_missing'), r.verdict.flags.join(','));
    assert.match(r.verdict.reason, /cited file does not exist \(papers\/lumen\.txt/);
    assert.equal(r.suggestedCitation?.relPath, 'papers/lumen.txt', 'and points at the file that does carry it');
  });

  it('abstains when the warrant budget is exhausted before evidence is found', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"], "budgets": { "maxSearchOps": 1, "maxCharsRead": 10 } }');
    const doc = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: 'The Lumen pipeline processed 2,300 nights of data.\n' });
    const r = doc.results[0]!;
    assert.equal(r.action, 'abstain');
    assert.ok(r.usage?.exhausted);
  });

  it('reuses unchanged paragraphs from a previous run and re-verifies after sources change', async () => {
    const fs = workspace();
    const engine = engineFor(fs, '{ "sources": ["papers"] }');
    const text = 'Lumen is a photometry pipeline.\n\nThe Lumen pipeline processed 2,300 nights of data.\n';
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    const edited = text.replace('2,300', '2,400');
    const second = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: edited, previous: first });
    assert.equal(second.results[0], first.results[0], 'the untouched paragraph is reused as is');
    assert.equal(second.results[1]!.verdict.label, 'contradicts');
    fs.writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,400 nights of data.\n', 1);
    engine.invalidateSources([`${ROOT}/papers/lumen.txt`]);
    const third = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: edited, previous: second });
    assert.notEqual(third.results[1], second.results[1], 'a change to its evidence invalidates reuse');
    assert.equal(third.results[1]!.action, 'accept');
  });

  it('after a source change, re-verifies only the claims that depend on it or whose words it contains', async () => {
    const fs = workspace();
    const engine = engineFor(fs, '{ "sources": ["papers"] }');
    const text = 'The Orbix survey covered 412 observatories in nine countries.\n\nThe Lumen pipeline processed 2,300 nights of data.\n\nThe Zorba array has 12 dishes.\n';
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    assert.equal(first.results[2]!.verdict.label, 'not_in_corpus');
    fs.writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,400 nights of data.\n', 1);
    engine.invalidateSources([`${ROOT}/papers/lumen.txt`]);
    const second = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text, previous: first });
    assert.equal(second.results[0], first.results[0], 'the Orbix claim never touched lumen.txt: reused');
    assert.equal(second.results[1]!.verdict.label, 'contradicts', 'the Lumen claim is re-verified');
    assert.equal(second.results[2], first.results[2], 'nothing about Zorba arrived: reused');
    fs.writeFile(`${ROOT}/papers/zorba.txt`, 'The Zorba array has 12 dishes.\n', 2);
    engine.invalidateSources();
    const third = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text, previous: second });
    assert.equal(third.results[0], second.results[0]);
    assert.equal(third.results[2]!.action, 'accept', 'a new source carrying the claim is found');
  });

  it('reuses a paragraph that only moved (text typed above it), at its new place, as a fresh run would give it', async () => {
    const fs = workspace();
    const engine = engineFor(fs, '{ "sources": ["papers"] }');
    const text = 'Lumen is a photometry pipeline.\n\nThe Lumen pipeline processed 2,300 nights of data.[^1]\n\n[^1]: papers/lumen.txt\n';
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    const edited = `The Orbix survey covered 412 observatories in nine countries.\n\n${text}`;
    const second = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: edited, previous: first });
    const moved = find(second, '2,300');
    assert.equal(moved.evidence, find(first, '2,300').evidence, 'reused, not verified again');
    assert.equal(moved.claim.start, edited.indexOf('The Lumen pipeline'));
    assert.equal(moved.claim.range.start.line, 4);
    const fresh = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({ documentPath: `${ROOT}/draft.md`, text: edited });
    assert.deepEqual(JSON.parse(JSON.stringify(second.results)), JSON.parse(JSON.stringify(fresh.results)));
  });

  it('claims extraction gives back unchanged or only moved: their results are reused as they are, or at the new place', async () => {
    const fs = workspace();
    const engine = engineFor(fs, '{ "sources": ["papers"] }');
    const filler = Array.from({ length: 10 }, (_, i) => `Survey ${i} of the Orbix programme covered ${300 + i} observatories.`);
    const text = `${['The Lumen pipeline processed 2,300 nights of data.', ...filler, 'Lumen is a photometry pipeline.'].join('\n\n')}\n`;
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    const same = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text, previous: first });
    assert.ok(same.results.every((r, i) => r === first.results[i]), 'nothing changed: the very results');
    const edited = text.replace('2,300 nights of data', '2,300 nights of sky data');
    const second = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: edited, previous: same });
    const moved = find(second, 'photometry');
    assert.notEqual(moved.claim, find(first, 'photometry').claim);
    assert.equal(placeFreeOrigin(moved.claim), find(first, 'photometry').claim, 'a copy of the claim at its new place');
    assert.equal(moved.evidence, find(first, 'photometry').evidence, 'reused, not verified again');
    assert.equal(moved.claim.start, edited.indexOf('Lumen is a photometry'));
    const fresh = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({ documentPath: `${ROOT}/draft.md`, text: edited });
    assert.deepEqual(JSON.parse(JSON.stringify(second.results)), JSON.parse(JSON.stringify(fresh.results)));
  });

  it('reuses a paragraph edited back (undo) when reuse is asked for, unless a source it rests on changed', async () => {
    const fs = workspace();
    const engine = engineFor(fs, '{ "sources": ["papers"] }');
    const documentPath = `${ROOT}/draft.md`;
    const text = 'Lumen is a photometry pipeline.\n\nThe Lumen pipeline processed 2,300 nights of data.\n';
    const typedText = text.replace('2,300 nights', '2,300 cloudy nights');
    const first = await engine.verifyDocument({ documentPath, text });
    const typed = await engine.verifyDocument({ documentPath, text: typedText, previous: first });
    assert.notEqual(typed.results[1], first.results[1]);
    const undone = await engine.verifyDocument({ documentPath, text, previous: typed });
    assert.equal(undone.results[1], first.results[1], 'the earlier result of the same sentence');
    const unasked = await engine.verifyDocument({ documentPath, text });
    assert.notEqual(unasked.results[1], first.results[1], 'without previous, nothing is reused');
    assert.deepEqual(JSON.parse(JSON.stringify(unasked.results)), JSON.parse(JSON.stringify(undone.results)));
    fs.writeFile(`${ROOT}/papers/lumen.txt`, 'Lumen is a photometry pipeline.\nThe Lumen pipeline processed 2,300 cloudy nights of data.\n', 1);
    engine.invalidateSources([`${ROOT}/papers/lumen.txt`]);
    const again = await engine.verifyDocument({ documentPath, text: typedText, previous: undone });
    assert.notEqual(again.results[1], typed.results[1], 'its source changed: verified again');
    assert.equal(again.results[1]!.action, 'accept');
  });

  it('re-verifies the claims under a changed heading, and reuses either version when the heading is changed back and forth', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const documentPath = `${ROOT}/draft.md`;
    const lumen = '# Lumen\n\nIt processed 2,300 nights of data.\n\nThe Orbix survey covered 412 observatories in nine countries.\n';
    const orbix = lumen.replace('# Lumen', '# Orbix');
    const first = await engine.verifyDocument({ documentPath, text: lumen });
    assert.equal(first.results[0]!.action, 'accept', 'read as a claim about Lumen');
    const second = await engine.verifyDocument({ documentPath, text: orbix, previous: first });
    assert.notEqual(second.results[0], first.results[0], 'its context changed: verified again');
    assert.notEqual(second.results[0]!.action, 'accept', 'Orbix did not process 2,300 nights');
    assert.notEqual(second.results[1], first.results[1], 'under the new heading too');
    const third = await engine.verifyDocument({ documentPath, text: lumen, previous: second });
    assert.equal(third.results[0], first.results[0], 'the result made under # Lumen');
    const fourth = await engine.verifyDocument({ documentPath, text: orbix, previous: third });
    assert.equal(fourth.results[0], second.results[0], 'the result made under # Orbix, kept beside the other');
    const fresh = await engineFor(workspace(), '{ "sources": ["papers"] }').verifyDocument({ documentPath, text: orbix });
    assert.deepEqual(JSON.parse(JSON.stringify(fourth.results)), JSON.parse(JSON.stringify(fresh.results)));
  });

  it('does not reuse results once the draft excludes a source', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const text = 'The Lumen pipeline processed 2,300 nights of data.\n';
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text });
    assert.equal(first.results[0]!.action, 'accept');
    const second = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: `${text}\n<!-- warrant exclude: papers/lumen.txt -->\n`, previous: first });
    assert.notEqual(second.results[0]!.action, 'accept');
  });

  it('the reuse key ignores where a claim sits, not what its verification reads', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const claim = (await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: 'The Lumen pipeline processed 2,300 nights of data.\n' })).results[0]!.claim;
    const range = { start: { line: 9, character: 0 }, end: { line: 9, character: 50 } };
    assert.ok(sameForReuse({ ...claim, start: claim.start + 90, end: claim.end + 90, range }, claim));
    // a citation's place is no part of it either; where it points is
    const citation = { kind: 'footnote' as const, label: '1', target: 'papers/lumen.txt', resolvedPath: `${ROOT}/papers/lumen.txt`, line: null, heading: null, range };
    const cited = { ...claim, citations: [citation] };
    assert.ok(sameForReuse({ ...cited, citations: [{ ...citation, range: { ...range, start: { line: 3, character: 1 } } }] }, cited));
    assert.ok(!sameForReuse({ ...cited, citations: [{ ...citation, resolvedPath: `${ROOT}/papers/orbit.txt` }] }, cited));
    for (const changed of [
      { ...claim, modality: 'opinion' as const },
      { ...claim, cues: [...claim.cues, 'entities:Lumen'] },
      { ...claim, needsEvidence: false },
      { ...claim, context: { headings: ['Results'], previous: [] } },
      { ...claim, context: { headings: [], previous: ['It is a pipeline.'] } },
      { ...claim, id: 'claim_other' },
      { ...claim, paragraphKey: 'sha256:other' },
      { ...claim, citations: [citation] },
    ]) {
      assert.ok(!sameForReuse(changed, claim), JSON.stringify(changed));
      assert.ok(!sameForReuse(claim, changed), JSON.stringify(changed));
    }
  });

  it('does not reuse a claim whose footnote now points elsewhere', async () => {
    const engine = engineFor(workspace(), '{ "sources": ["papers"] }');
    const body = 'The Lumen pipeline processed 2,300 nights of data.[^1]\n\n';
    const first = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: body + '[^1]: papers/lumen.txt\n' });
    assert.equal(first.results[0]!.action, 'accept');
    const second = await engine.verifyDocument({ documentPath: `${ROOT}/draft.md`, text: body + '[^1]: papers/orbit.txt\n', previous: first });
    assert.notEqual(second.results[0]!.action, 'accept');
  });

  it('reads "The RFC" under a heading with its number as that document, and the claim as written when the document speaks of itself so', async () => {
    const fs = new MemoryFileSystem()
      .writeFile(`${ROOT}/rfcs/0042-quill-sugar.md`, '# Summary\n\nAdd quill sugar to make it easier to write code that folds quills.\n\n# Motivation\n\n' +
        'Quills are folded by hand today, which is tedious and error-prone for every crate that reads them.\n\n' +
        'Finally, the proposal also settles how a folded quill is printed in the debug output of the compiler.\n');
    const engine = engineFor(fs, '{ "sources": ["rfcs"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: '# Notes\n\n## RFC 42: quill sugar for everyone\n\nThe RFC proposes adding quill sugar to make it easier to write code that folds quills.\n\n' +
        'The proposal also settles how a folded quill is printed in the debug output of the compiler.\n\n## RFC 43: quill sugar again\n\n' +
        'The RFC proposes adding quill sugar to make it easier to write code that folds quills.\n',
    });
    const proposed = doc.results.filter((r) => r.claim.text.startsWith('The RFC proposes'));
    assert.equal(proposed[0]!.action, 'accept', proposed[0]!.verdict.reason);
    assert.ok(proposed[0]!.verdict.flags.includes('subject_resolved:RFC 42'), proposed[0]!.verdict.flags.join());
    assert.match(proposed[0]!.verdict.reason, /'RFC 42' is this document: its Summary says what it proposes in the imperative/);
    // under another RFC's heading the same sentence is about that one, which this source is not
    assert.notEqual(proposed[1]!.action, 'accept', proposed[1]!.verdict.reason);
    // "the proposal" in the document is how it speaks of itself: the claim as written is carried, not "RFC 42 also settles …"
    const settles = find(doc, 'The proposal also settles');
    assert.equal(settles.action, 'accept', settles.verdict.reason);
    assert.ok(!settles.verdict.flags.some((f) => f.startsWith('subject_resolved:')), settles.verdict.flags.join());
  });

  it('checks what follows a characterising lead-in before a colon, and names the lead-in as the writer\'s own words', async () => {
    const fs = new MemoryFileSystem().writeFile(`${ROOT}/rfcs/governance.md`, '# Moderation team\n\n' +
      'One key difference from the other subteams is that the moderation team does not have a leader. To limit conflicts of interest, ' +
      'the moderation subteam should not include any core team members.\n\n# Case\n\nThe lower left box is a mix: creating a file stores its name as typed, ' +
      'but you do not have to match case when opening it.\n');
    const engine = engineFor(fs, '{ "sources": ["rfcs"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The moderation team is the exception: it does not have a leader.\n\n' +
        'The core team is the exception: it does not have a leader.\n\n' +
        'The moderation team was disbanded: it does not have a leader.\n\n' +
        'The higher left box is a mix: creating a file stores its name as typed, but you do not have to match case when opening it.\n',
    });
    const exception = find(doc, 'The moderation team is the exception');
    assert.equal(exception.action, 'accept', exception.verdict.reason);
    assert.ok(exception.verdict.flags.includes('lead_in:The moderation team is the exception'), exception.verdict.flags.join());
    assert.match(exception.verdict.reason, /The words before the colon \("The moderation team is the exception"\) are the writer's characterisation of what follows; they are not checked\./);
    // the lead-in's subject is what "it" stands for: another team is not carried; a lead-in that states an act is checked
    assert.notEqual(find(doc, 'The core team is the exception').action, 'accept');
    const disbanded = find(doc, 'was disbanded');
    assert.notEqual(disbanded.action, 'accept', disbanded.verdict.reason);
    assert.ok(!disbanded.verdict.flags.some((f) => f.startsWith('lead_in:')));
    // the lead-in's subject is what the rest is about: a source that says it of another box does not carry it
    const box = find(doc, 'The higher left box');
    assert.notEqual(box.action, 'accept', box.verdict.reason);
  });

  it('does not take a lead-in the source has too, with a hedge, for the writer\'s own words', async () => {
    const fs = new MemoryFileSystem().writeFile(`${ROOT}/rfcs/tls.md`, '# Migration\n\n' +
      'This migration is normally painless: most Orbix tools that use the TLS module hide it from the user, so the switch should be invisible.\n');
    const engine = engineFor(fs, '{ "sources": ["rfcs"] }');
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'This migration is painless: most Orbix tools that use the TLS module hide it from the user, so the switch should be invisible.\n',
    });
    const copied = find(doc, 'This migration is painless');
    assert.notEqual(copied.action, 'accept', copied.verdict.reason);
    assert.ok(!copied.verdict.flags.some((f) => f.startsWith('lead_in:')), copied.verdict.flags.join());
    assert.equal(leadCopied('This migration is painless', 'This migration is normally painless: most Orbix tools …'), true);
    assert.equal(leadCopied('The moderation team is the exception', 'The moderation team does not have a leader.'), false);
    // one word of the source's own lead-in changed ("correct" → "incorrect") is the source's lead-in, changed
    assert.equal(leadCopied('Orbix is technically incorrect here', 'Orbix is technically correct here: the branch is unreachable.'), true);
    assert.equal(leadCopied('The relay is the exception', 'The relay is special: it has no leader.'), false);
  });

  it('keeps every span verbatim and ids deterministic', async () => {
    const fs = workspace();
    const text = 'The Orbix survey covered 412 observatories in nine countries.\n\nOrbix replaces ground surveys.\n';
    const a = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({ documentPath: `${ROOT}/d.md`, text });
    const b = await engineFor(fs, '{ "sources": ["papers"] }').verifyDocument({ documentPath: `${ROOT}/d.md`, text });
    assert.deepEqual(a.results.map((r) => r.claim.id), b.results.map((r) => r.claim.id));
    assert.deepEqual(a.results.map((r) => r.warrant?.id), b.results.map((r) => r.warrant?.id));
    for (const r of a.results) {
      for (const e of r.evidence) {
        const source = new TextDecoder().decode(await fs.readFile(e.sourcePath));
        assert.equal(source.slice(e.start, e.end), e.text);
        const lines = source.split('\n');
        assert.ok(e.range, 'spans carry their editor range');
        assert.equal(e.range.start.line, e.line);
        assert.ok(e.text.startsWith(lines[e.range.start.line]!.slice(e.range.start.character, e.range.start.character + 5)));
        assert.equal(lines.slice(0, e.range.end.line).reduce((n, l) => n + l.length + 1, 0) + e.range.end.character, e.end);
      }
    }
    const overclaim = find(a, 'replaces');
    assert.notEqual(overclaim.verdict.label, 'supports');
    assert.ok(overclaim.verdict.flags.some((f) => f.startsWith('overclaim:')));
  });
});

describe('repairs narrow the claim', () => {
  // imported lazily so the describe above stays about the engine's behaviour
  const { narrows } = require('../../src/core/engine') as typeof import('../../src/core/engine');
  it('accepts a softened predicate, a restored number and a dropped unsupported part', () => {
    assert.ok(narrows('ACL-Verbatim eliminates hallucination from research QA.', 'ACL-Verbatim reduces hallucination risk in research QA by returning answers as verbatim source spans.'));
    assert.ok(narrows('CiteVQA contains 1,987 questions.', 'CiteVQA contains 1,897 questions.'));
    assert.ok(narrows('CiteVQA contains 1,897 questions and ships with a public leaderboard.', 'CiteVQA contains 1,897 questions.'));
  });
  it('refuses a different statement about the same subject', () => {
    assert.ok(!narrows('Treara231 retrieves sparse retrievers and replaces dense pages for the evaluation.', 'Treara231 ranks large retrievers and reports sparse domains for the span.'));
  });
});

describe('exclusions ignore case', () => {
  it('never reads Secrets/, .ENV or .Git/ however they are capitalised', async () => {
    const fs = new MemoryFileSystem()
      .writeFile(`${ROOT}/Secrets/k.txt`, 'The Quasar team has 31 members.\n')
      .writeFile(`${ROOT}/.ENV`, 'The Vega mission carried 14 cameras.\n')
      .writeFile(`${ROOT}/.Git/notes.txt`, 'The Orion lab employs 52 engineers.\n');
    const engine = engineFor(fs);
    const doc = await engine.verifyDocument({
      documentPath: `${ROOT}/draft.md`,
      text: 'The Quasar team has 31 members.\n\nThe Vega mission carried 14 cameras.\n\nThe Orion lab employs 52 engineers.\n',
    });
    for (const r of doc.results) {
      assert.equal(r.action, 'abstain', r.claim.text);
      assert.equal(r.evidence.length, 0);
    }
  });
});
