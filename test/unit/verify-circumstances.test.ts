// Lists, times and circumstances a span keeps apart from what the claim joins (invented sentences).
import assert from 'node:assert/strict';
import { verdictAgainst } from './verify-fixtures';
import { makeClaim, makeDoc, spanOf } from './verify-fixtures';
import { DEFAULT_THRESHOLDS, verifyClaim } from '../../src/core/verify/index';

function partsAgainst(claim: string, sentences: string[]) {
  const doc = makeDoc('notes/source.md', sentences.join(' '));
  return verifyClaim({ claim: makeClaim(claim), candidates: sentences.map((s) => spanOf(doc, s)), thresholds: DEFAULT_THRESHOLDS, scope: { exhausted: false, filesSearched: 1 } });
}

describe('verify: lists, times and circumstances (invented)', () => {
  it('"but not X 1.0" denies a figure with a dot in it; the other item stays carried', () => {
    const denied = verdictAgainst('Orbix supports TOML 1.0.', ['Orbix supports TOML 0.5 but not TOML 1.0.']);
    assert.equal(denied.label, 'contradicts', denied.reason);
    assert.equal(verdictAgainst('Orbix supports version 2.1.3.', ['Orbix supports version 2.0, not version 2.1.3.']).label, 'contradicts');
    assert.equal(verdictAgainst('Orbix supports TOML 0.5.', ['Orbix supports TOML 0.5 but not TOML 1.0.']).label, 'supports');
  });

  it('"once" of a time before now ("Orbix once supported …", "was once the default") is not "supports now"', () => {
    for (const [claim, span] of [
      ['Orbix supports TOML configuration files.', 'Orbix once supported TOML configuration files.'],
      ['Kettle is the default backend.', 'Kettle was once the default backend.'],
    ]) {
      const v = verdictAgainst(claim!, [span!]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.includes('hedge_dropped:once'), v.flags.join());
      assert.match(v.reason, /a time before now/);
    }
    // a claim in the past tense keeps it; "once" as a conjunction ("Once installed, …", "… once and caches") limits nothing of the kind
    assert.equal(verdictAgainst('Orbix supported TOML configuration files.', ['Orbix once supported TOML configuration files.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix runs the migration.', ['Once installed, Orbix runs the migration.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix checks the signature.', ['Orbix checks the signature once and caches the result.']).label, 'supports');
  });

  it('a list item the span names outside its list is not carried as one of the list', () => {
    const v = verdictAgainst('The supported formats are JSON, YAML and TOML.', ['The supported formats are JSON and YAML; TOML support was removed.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('list_item_outside:TOML'), v.flags.join());
    assert.match(v.reason, /list is 'JSON and YAML'/);
    const plugins = verdictAgainst('Kettle loads Lua, Python and Ruby plugins.', ['Kettle loads Lua and Python plugins, while Ruby plugins need a separate runner.']);
    assert.notEqual(plugins.label, 'supports', plugins.reason);
    // the whole list, a clause that adds to it ("too") or says the claim's act of it again, carries it
    assert.equal(verdictAgainst('The supported formats are JSON, YAML and TOML.', ['The supported formats are JSON, YAML and TOML.']).label, 'supports');
    assert.equal(verdictAgainst('The supported formats are JSON, YAML and TOML.', ['The supported formats are JSON and YAML; TOML is supported too.']).label, 'supports');
    assert.equal(verdictAgainst('Orbix reads JSON, YAML and TOML.', ['Orbix reads JSON and YAML, and reads TOML through a plugin.']).label, 'supports');
  });

  it("the claim's subject named only in the circumstance that opens the span says when, not that it did it", () => {
    for (const span of ['After the Falcon rewrite, startup time improved by 40%, mainly due to a new allocator.',
      'Following the Falcon rewrite, startup time improved by 40%.']) {
      const v = verdictAgainst('The Falcon rewrite improved startup time by 40%.', [span]);
      assert.notEqual(v.label, 'supports', `${span}: ${v.reason}`);
      assert.ok(v.flags.some((f) => f.startsWith('subject_as_circumstance:')), v.flags.join());
    }
    // the claim that keeps the circumstance, and a claim that opens with a condition of its own, are carried
    assert.equal(verdictAgainst('After the Falcon rewrite, startup time improved by 40%.', ['After the Falcon rewrite, startup time improved by 40%.']).label, 'supports');
    assert.equal(verdictAgainst('If the disk is full, Orbix drops writes.', ['With a full disk, Orbix drops writes.']).label, 'supports');
    assert.equal(verdictAgainst('The Falcon rewrite improved startup time by 40%.', ['The Falcon rewrite improved startup time by 40%.']).label, 'supports');
  });

  it('"because" is not carried by "after": a time is not a reason', () => {
    const v = verdictAgainst('Orbix crashed because the disk was full.', ['Orbix crashed after the disk was full.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.ok(v.flags.includes('relation_unstated'), v.flags.join());
    assert.equal(verdictAgainst('Orbix crashed because the disk was full.', ['Orbix crashed because the disk was full.']).label, 'supports');
    // a claim of a time is carried by the time
    assert.equal(verdictAgainst('Orbix crashed after the disk was full.', ['Orbix crashed after the disk was full.']).label, 'supports');
  });

  it('a later part inherits the first part\'s capitalised subject: a span about another name does not carry it, a pronoun does', () => {
    const claim = 'Orbix removed the legacy API and added async support.';
    const other = partsAgainst(claim, ['Orbix removed the legacy API.', 'Kettle added async support.']);
    assert.notEqual(other.verdict.label, 'supports', other.verdict.reason);
    for (const second of ['It added async support.', 'It also added async support.', 'Orbix added async support.']) {
      const v = partsAgainst(claim, ['Orbix removed the legacy API.', second]);
      assert.equal(v.verdict.label, 'supports', `${second}: ${v.verdict.reason}`);
      assert.ok(v.verdict.flags.includes('multi_span'), v.verdict.flags.join());
    }
    // a part that opens with a name of its own needs no other subject
    assert.equal(verdictAgainst('Orbix modules are built nightly and Varrow crates are signed by the release team.',
      ['Orbix modules are built nightly.', 'All Varrow crates are signed by the release team.']).label, 'supports');
  });

  it('a rate ("5 mg/kg") against its numerator alone ("5 mg") is another measure, not another unit of the same', () => {
    const v = verdictAgainst('The dose was 5 mg/kg.', ['The dose was 5 mg.']);
    assert.notEqual(v.label, 'supports', v.reason);
    assert.notEqual(v.label, 'contradicts', v.reason);
    // another unit of the same measure is still a conflict
    assert.equal(verdictAgainst('The dose was 5 mg.', ['The dose was 5 kg.']).label, 'contradicts');
  });
});
