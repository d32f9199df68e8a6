// Issue 13, case 8: a hostile .warrant.json fails fast with an error naming the file and the field.
import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import { ConfigError, loadConfig, parseConfig } from '../../src/core/config';
import { nodeFileSystem } from '../../src/core/fs/node-fs';
import { cli, mkfifo, workspace, type Workspace } from './helpers';

const FAST_MS = 3000;

describe('adversarial 8: hostile config files', () => {
  let ws: Workspace;
  beforeEach(() => {
    ws = workspace();
    ws.write('drafts/chapter.md', '# Chapter\n\nThe Halvard reservoir holds 4,180 cubic metres of water.\n');
  });
  afterEach(() => ws.cleanup());

  const expectConfigError = async (text: string, pattern: RegExp) => {
    ws.write('.warrant.json', text);
    const started = Date.now();
    await assert.rejects(loadConfig(nodeFileSystem, ws.root), (e: unknown) => e instanceof ConfigError && pattern.test(e.message));
    assert.ok(Date.now() - started < FAST_MS, `took ${Date.now() - started} ms`);
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /\.warrant\.json/);
    assert.doesNotMatch(run.stderr, /internal error|\(\?:|at .*\.ts:/);
  };

  it('a FIFO as .warrant.json is refused at once', async () => {
    mkfifo(ws.file('.warrant.json'));
    const started = Date.now();
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /\.warrant\.json: the config file is not a regular file/);
    assert.ok(Date.now() - started < FAST_MS);
  });

  it('a folder named .warrant.json is refused with a reason', async () => {
    fs.mkdirSync(ws.file('.warrant.json'));
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /\.warrant\.json: the config file is not a regular file/);
  });

  it('a link to a config outside the workspace is refused', async () => {
    fs.writeFileSync(`${ws.outside}/c.json`, '{"sources": ["."]}');
    fs.symlinkSync(`${ws.outside}/c.json`, ws.file('.warrant.json'));
    const run = await cli(ws.root, ['verify', 'drafts/chapter.md']);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /link that leads outside the workspace/);
  });

  it('100,000 nested arrays: a depth error, no stack overflow', () => expectConfigError(`{"exclude": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`, /nested too deeply/));
  it('40,000 nested objects: a depth error', () => expectConfigError(`${'{"a":'.repeat(40_000)}1${'}'.repeat(40_000)}`, /nested too deeply/));
  it('a config over 256 KB is refused by size', () => expectConfigError(`{"exclude": ["${'a'.repeat(300_000)}"]}`, /larger than 256 KB/));
  it('a 100,000-character glob (in a small enough file) names the field', () => expectConfigError(`{"exclude": ["${'*'.repeat(100_000)}"]}`, /"exclude\[0\]" must be a path or glob of at most 1024 characters/));
  it('a 2,000-character brace glob names the field', () => expectConfigError(`{"sources": ["${'{a,'.repeat(600)}b${'}'.repeat(600)}"]}`, /"sources\[0\]" must be a path or glob of at most 1024/));
  it('20,000 globs name the field', () => expectConfigError(JSON.stringify({ exclude: Array.from({ length: 20_000 }, (_, i) => `d${i}/**`) }), /"exclude" has too many entries/));
  it('too many retention override globs in all name the field', () =>
    expectConfigError(JSON.stringify({ retention: { overrides: Array.from({ length: 40 }, () => ({ sources: Array.from({ length: 30 }, (_, i) => `s${i}`) })) } }), /"retention\.overrides\[\d+\]\.sources" has too many entries/));
  for (const key of ['__proto__', 'constructor', 'prototype']) {
    it(`a "${key}" key in retention is refused, never applied`, () => expectConfigError(`{"retention": {"${key}": {"default": "store_span"}}}`, new RegExp(`"retention\\.${key}" is not allowed`)));
    it(`a top-level "${key}" key is refused`, () => expectConfigError(`{"${key}": {"sources": ["/"]}}`, new RegExp(`"${key}" is not allowed`)));
  }
  it('a __proto__ key hidden by a comment trick is still refused', () => expectConfigError('{"budgets": {/* x */ "__proto__" /* y */: {"maxFilesTouched": 999999}}}', /"budgets\.__proto__" is not allowed/));
  it('__proto__ never changes the resolved retention', () => {
    assert.throws(() => parseConfig('{"retention":{"__proto__":{"default":"store_span"}}}', '.warrant.json', ws.root), ConfigError);
    assert.equal(parseConfig('{"retention":{}}', '.warrant.json', ws.root).retention.default, 'metadata_only');
  });
  it('strings with brackets and comment markers do not count as nesting', () => {
    const config = parseConfig(JSON.stringify({ exclude: ['['.repeat(100), 'x//y', 'z/*y*/', '{'.repeat(50) + 'a'] }), '.warrant.json', ws.root);
    assert.ok(config.exclude.includes('['.repeat(100)));
  });
});
