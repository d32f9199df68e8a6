import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import {
  ALWAYS_EXCLUDED,
  ConfigError,
  DEFAULT_BUDGETS,
  DEFAULT_SOURCE_EXTENSIONS,
  configJsonSchema,
  configJsonSchemaText,
  defaultConfig,
  loadConfig,
  parseConfig,
} from '../../src/core/config';
import { MemoryFileSystem } from '../../src/core/fs/memory-fs';

function configError(fn: () => unknown): ConfigError {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected a ConfigError');
}

async function configErrorAsync(p: Promise<unknown>): Promise<ConfigError> {
  try {
    await p;
  } catch (e) {
    assert.ok(e instanceof ConfigError, `expected a ConfigError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected a ConfigError');
}

const parse = (text: string) => parseConfig(text, '/ws/.warrant.json', '/ws');

describe('config: defaults', () => {
  it('the embedded default serves a workspace without any config', () => {
    const c = defaultConfig('/ws');
    assert.equal(c.configPath, null);
    assert.equal(c.root, '/ws');
    assert.deepEqual(c.sources, []);
    assert.deepEqual(c.exclude, ALWAYS_EXCLUDED);
    assert.deepEqual(c.sourceExtensions, DEFAULT_SOURCE_EXTENSIONS);
    assert.equal(c.stateDir, '/ws/.warrant');
    assert.deepEqual(c.budgets, DEFAULT_BUDGETS);
    assert.equal(c.retention.default, 'metadata_only');
    assert.equal(c.plainQueryTerms, false);
    assert.deepEqual(c.claims, { checkHeadings: false, checkBlockquotes: false, minWords: 3 });
    assert.deepEqual(c.verifier, { acceptScore: 0.75, partialScore: 0.4, synthesisJoin: 'review', refutation: true });
  });

  it('an empty object equals the default apart from configPath', () => {
    const c = parse('{}');
    assert.equal(c.configPath, '/ws/.warrant.json');
    assert.deepEqual({ ...c, configPath: null }, defaultConfig('/ws'));
  });

  it('merges partial budgets over the defaults and puts user excludes before the built-in ones', () => {
    const c = parse('{"budgets": {"maxSearchOps": 5}, "exclude": ["drafts/old/**"], "stateDir": "state/"}');
    assert.deepEqual(c.budgets, { ...DEFAULT_BUDGETS, maxSearchOps: 5 });
    assert.deepEqual(c.exclude, ['drafts/old/**', 'state/**', ...ALWAYS_EXCLUDED]);
    assert.equal(c.stateDir, '/ws/state');
  });

  it('configured drafts are never evidence: they join the exclusions', () => {
    const c = parse('{"drafts": ["chapters/**/*.md"], "exclude": ["old"]}');
    assert.deepEqual(c.drafts, ['chapters/**/*.md']);
    assert.deepEqual(c.exclude, ['old', 'chapters/**/*.md', ...ALWAYS_EXCLUDED]);
    assert.deepEqual(defaultConfig('/ws').drafts, ['**/*.md']);
    assert.ok(!defaultConfig('/ws').exclude.includes('**/*.md'), 'the default drafts glob does not exclude Markdown sources');
  });

  it('accepts JSONC: comments and trailing commas; normalises source paths', () => {
    const c = parse(`// evidence lives in papers
{
  /* block comment */
  "sources": ["./papers/", "notes\\\\a.md", "**/*.txt",],
  "sourceExtensions": [".MD", ".txt"],
  "audit": { "plainQueryTerms": true },
}`);
    assert.deepEqual(c.sources, ['papers', 'notes/a.md', '**/*.txt']);
    assert.deepEqual(c.sourceExtensions, ['.md', '.txt']);
    assert.equal(c.plainQueryTerms, true);
  });
});

describe('config: errors name the file, the field and what is expected', () => {
  it('wrong type', () => {
    const e = configError(() => parse('{"budgets": {"maxSearchOps": "ten"}}'));
    assert.equal(e.message, '.warrant.json: "budgets.maxSearchOps" must be a positive integer (got "ten")');
    assert.equal(e.file, '.warrant.json');
    assert.equal(e.field, 'budgets.maxSearchOps');
    assert.equal(e.expected, 'a positive integer');
  });

  it('out of range, enum, array item, boolean', () => {
    assert.equal(
      configError(() => parse('{"verifier": {"acceptScore": 1.5}}')).message,
      '.warrant.json: "verifier.acceptScore" must be a number between 0 and 1 (got 1.5)',
    );
    assert.match(configError(() => parse('{"retention": {"default": "keep_all"}}')).message, /"retention\.default" must be one of "metadata_only", "store_span", "store_redacted_span" \(got "keep_all"\)/);
    assert.equal(configError(() => parse('{"sources": ["a", 3]}')).message, '.warrant.json: "sources[1]" must be a string (got 3)');
    assert.equal(configError(() => parse('{"sources": "papers"}')).message, '.warrant.json: "sources" must be an array of strings (got "papers")');
    assert.equal(configError(() => parse('{"claims": {"checkHeadings": "yes"}}')).field, 'claims.checkHeadings');
    assert.equal(configError(() => parse('{"budgets": {"maxFilesTouched": 0}}')).expected, 'a positive integer');
    assert.equal(configError(() => parse('{"sourceExtensions": ["md"]}')).expected, 'an extension such as ".md"');
  });

  it('unknown keys are errors naming the key, at any depth', () => {
    const top = configError(() => parse('{"source": ["papers"]}'));
    assert.equal(top.field, 'source');
    assert.match(top.message, /^\.warrant\.json: unknown key "source" \(expected one of .*"sources"/);
    const nested = configError(() => parse('{"budgets": {"maxOps": 3}}'));
    assert.equal(nested.field, 'budgets.maxOps');
    assert.match(nested.message, /unknown key "budgets\.maxOps" \(expected one of "maxFilesTouched", "maxSearchOps", "maxCharsRead", "maxCharsReturned"\)/);
  });

  it('JSON syntax errors give file:line:col and what was expected', () => {
    const e = configError(() => parse('{\n  "sources": ["a"]\n  "exclude": []\n}'));
    assert.equal(e.message, '.warrant.json:3:3: invalid JSON, expected a comma ","');
    assert.equal(e.field, '');
    const missingValue = configError(() => parse('{"sources": }'));
    assert.match(missingValue.message, /^\.warrant\.json:1:13: invalid JSON, expected a value$/);
    assert.match(configError(() => parse('')).message, /^\.warrant\.json:1:1: invalid JSON/);
  });

  it('the file must hold an object', () => {
    assert.equal(configError(() => parse('["papers"]')).message, '.warrant.json: the file must contain one JSON object (got ["papers"])');
    assert.equal(configError(() => parse('null')).expected, 'a JSON object');
  });

  it('paths may not leave the config folder', () => {
    for (const bad of ['"../elsewhere"', '"/etc"', '"a/../../b"', '"C:/x"', '""', '"!drafts/**"']) {
      const e = configError(() => parse(`{"sources": [${bad}]}`));
      assert.equal(e.field, 'sources[0]');
      assert.match(e.message, /must be a non-empty path or glob relative to the config file/);
    }
    assert.equal(configError(() => parse('{"stateDir": "../state"}')).field, 'stateDir');
    assert.equal(configError(() => parse('{"retention": {"overrides": [{"sources": ["../x"]}]}}')).field, 'retention.overrides[0].sources[0]');
  });

  it('never carries a stack trace in the message', () => {
    const e = configError(() => parse('{"budgets": []}'));
    assert.doesNotMatch(e.message, /\n\s+at /);
    assert.equal(e.message, '.warrant.json: "budgets" must be an object (got [])');
  });
});

describe('config: loadConfig', () => {
  it('uses the embedded default when the file is absent, with the real root', async () => {
    const fs = new MemoryFileSystem().mkdirp('/real/ws').symlink('/link', '/real');
    const c = await loadConfig(fs, '/link/ws');
    assert.equal(c.configPath, null);
    assert.equal(c.root, '/real/ws');
  });

  it('reads <root>/.warrant.json (with BOM) and resolves against its folder', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/.warrant.json', '\uFEFF{"sources": ["papers"], "maxFileBytes": 1000}');
    const c = await loadConfig(fs, '/ws');
    assert.equal(c.configPath, '/ws/.warrant.json');
    assert.deepEqual(c.sources, ['papers']);
    assert.equal(c.maxFileBytes, 1000);
  });

  it('an explicit config path: its folder becomes the root; missing file is an error', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/conf/custom.json', '{"sources": ["notes"]}');
    const c = await loadConfig(fs, '/ws', 'conf/custom.json');
    assert.equal(c.root, '/ws/conf');
    assert.equal(c.configPath, '/ws/conf/custom.json');
    const e = await configErrorAsync(loadConfig(fs, '/ws', 'nope.json'));
    assert.equal(e.message, 'nope.json: config file not found');
  });

  it('errors from a loaded file name it relative to the workspace', async () => {
    const fs = new MemoryFileSystem().writeFile('/ws/.warrant.json', '{"budgets": {"maxSearchOps": "ten"}}');
    const e = await configErrorAsync(loadConfig(fs, '/ws'));
    assert.equal(e.message, '.warrant.json: "budgets.maxSearchOps" must be a positive integer (got "ten")');
    const binary = new MemoryFileSystem().writeFile('/ws/.warrant.json', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]));
    assert.match((await configErrorAsync(loadConfig(binary, '/ws'))).message, /not valid UTF-8/);
  });
});

describe('config: JSON Schema', () => {
  it('the committed schemas/warrant-config.schema.json equals the generated one', () => {
    const committed = readFileSync(path.join(__dirname, '..', '..', 'schemas', 'warrant-config.schema.json'), 'utf8');
    assert.equal(committed, configJsonSchemaText(), 'stale: run npx tsx scripts/gen-schema.ts');
  });

  it('is a draft-07 object schema with descriptions and no additional properties', () => {
    const s = configJsonSchema() as { $schema: string; type: string; additionalProperties: boolean; properties: Record<string, { description?: string }> };
    assert.equal(s.$schema, 'http://json-schema.org/draft-07/schema#');
    assert.equal(s.type, 'object');
    assert.equal(s.additionalProperties, false);
    for (const [key, prop] of Object.entries(s.properties)) assert.ok(prop.description, `${key} has a description`);
    const budgets = (s.properties.budgets as unknown as { properties: Record<string, { type: string; description: string }> }).properties;
    assert.equal(budgets.maxSearchOps!.type, 'integer');
    assert.match(budgets.maxSearchOps!.description, /Default 24/);
  });
});
