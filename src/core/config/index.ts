// Loads `.warrant.json` (JSONC), validates it and resolves it against the workspace into a ResolvedConfig.
// Errors are ConfigErrors whose message names the file, the field and what was expected: no stack traces.
import * as path from 'node:path';
import { parse as parseJsonc, printParseErrorCode, visit as visitJsonc, type ParseError } from 'jsonc-parser';
import { z } from 'zod';
import type { FileSystemPort } from '../ports';
import {
  ALWAYS_EXCLUDED,
  CONFIG_FILE_NAME,
  CONFIG_LIMITS,
  DEFAULT_BUDGETS,
  DEFAULT_DRAFTS,
  DEFAULT_MAX_FILE_BYTES,
  DEFAULT_MAX_PDF_BYTES,
  DEFAULT_SOURCE_EXTENSIONS,
  DEFAULT_STATE_DIR,
  WarrantConfigSchema,
  type ResolvedConfig,
  type WarrantConfig,
} from './schema';

export * from './schema';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(
    message: string,
    /** The config file as shown to the user (workspace-relative when inside it). */
    readonly file: string,
    /** Dotted path of the offending field; '' for the whole file (syntax, I/O). */
    readonly field: string,
    /** What the field or the file should have been. */
    readonly expected: string,
  ) {
    super(message);
  }
}

/** The JSON Schema published for `.warrant.json` (editors validate against it). */
export function configJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(WarrantConfigSchema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
  return {
    $schema: schema.$schema,
    $id: 'https://warrant.dev/schemas/warrant-config.schema.json',
    title: 'Warrant configuration (.warrant.json)',
    description: 'Evidence sources, exclusions, per-claim warrant budgets, retention and verifier thresholds for Warrant.',
    ...Object.fromEntries(Object.entries(schema).filter(([k]) => k !== '$schema')),
  };
}

/** The committed form of configJsonSchema() (schemas/warrant-config.schema.json). */
export function configJsonSchemaText(): string {
  return JSON.stringify(configJsonSchema(), null, 2) + '\n';
}

/** The embedded default: every supported file under `root` (minus drafts and exclusions) is a source. */
export function defaultConfig(root: string): ResolvedConfig {
  return resolve({}, null, path.resolve(root));
}

/** Parses and validates config text. `root` is the folder relative globs resolve against. */
export function parseConfig(text: string, configPath: string, root: string): ResolvedConfig {
  const absRoot = path.resolve(root);
  const file = displayName(path.resolve(absRoot, configPath), absRoot);
  checkShape(text, file);
  const errors: ParseError[] = [];
  const raw: unknown = parseJsonc(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: false });
  if (errors.length > 0) {
    const first = errors[0]!;
    const { line, column } = lineColumn(text, first.offset);
    const expected = SYNTAX_EXPECTATIONS[printParseErrorCode(first.error)] ?? 'valid JSON (comments and trailing commas are allowed)';
    throw new ConfigError(`${file}:${line}:${column}: invalid JSON, expected ${expected}`, file, '', expected);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ConfigError(`${file}: the file must contain one JSON object (got ${describeValue(raw)})`, file, '', 'a JSON object');
  }
  const result = WarrantConfigSchema.safeParse(raw);
  if (!result.success) throw issueToError(result.error.issues[0]!, raw, file);
  checkRelativePatterns(result.data, file);
  checkPatternLimits(result.data, file);
  return resolve(result.data, path.resolve(absRoot, configPath), absRoot);
}

/**
 * Finds `<workspaceRoot>/.warrant.json` (or `explicitPath`, which must exist) and resolves it.
 * Without a config file the embedded default applies. The root is resolved to its real path.
 */
export async function loadConfig(fs: FileSystemPort, workspaceRoot: string, explicitPath?: string): Promise<ResolvedConfig> {
  const absWorkspace = path.resolve(workspaceRoot);
  const configPath = explicitPath === undefined ? path.join(absWorkspace, CONFIG_FILE_NAME) : path.resolve(absWorkspace, explicitPath);
  const shown = displayName(configPath, absWorkspace);
  const stat = await fs.stat(configPath);
  if (stat === undefined) {
    if (explicitPath !== undefined) {
      throw new ConfigError(`${shown}: config file not found`, shown, '', 'an existing config file');
    }
    return defaultConfig(await realRoot(fs, absWorkspace));
  }
  // The workspace's own config may be a link only to a file inside the workspace; one named with --config may be anywhere.
  let readPath = configPath;
  if (stat.kind === 'symlink') {
    readPath = await fs.realpath(configPath).catch(() => {
      throw new ConfigError(`${shown}: the config file is a broken link`, shown, '', 'a readable file');
    });
    const inside = path.relative(await realRoot(fs, absWorkspace), readPath);
    if (explicitPath === undefined && (inside.startsWith('..') || path.isAbsolute(inside))) {
      throw new ConfigError(`${shown}: the config file is a link that leads outside the workspace`, shown, '', 'a file inside the workspace');
    }
  }
  let bytes: Uint8Array;
  try {
    bytes = (await fs.readChecked(readPath, CONFIG_LIMITS.maxBytes)).data;
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    const [problem, expected] =
      code === 'EFBIG'
        ? [`the config file is larger than ${CONFIG_LIMITS.maxBytes / 1024} KB`, `at most ${CONFIG_LIMITS.maxBytes / 1024} KB`]
        : code === 'ENOTREG'
          ? ['the config file is not a regular file (a folder, a FIFO or a device)', 'a regular file']
          : [`cannot read the config file (${(e as Error).message})`, 'a readable file'];
    throw new ConfigError(`${shown}: ${problem}`, shown, '', expected);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw new ConfigError(`${shown}: the config file is not valid UTF-8 text`, shown, '', 'UTF-8 text');
  }
  const root = await realRoot(fs, path.dirname(configPath));
  return parseConfig(text, path.join(root, path.basename(configPath)), root);
}

async function realRoot(fs: FileSystemPort, dir: string): Promise<string> {
  try {
    return await fs.realpath(dir);
  } catch {
    const shown = dir;
    throw new ConfigError(`${shown}: workspace folder not found`, shown, '', 'an existing folder');
  }
}

function resolve(cfg: WarrantConfig, configPath: string | null, root: string): ResolvedConfig {
  const stateDirRel = toPosix(cfg.stateDir ?? DEFAULT_STATE_DIR).replace(/^\.\//, '').replace(/\/+$/, '');
  const stateExclude = stateDirRel === DEFAULT_STATE_DIR ? [] : [`${stateDirRel}/**`];
  return {
    configPath,
    root,
    sources: (cfg.sources ?? []).map(normalizePattern),
    // Configured drafts are never evidence: they join the exclusions (the default "**/*.md" does not).
    exclude: unique([...(cfg.exclude ?? []), ...(cfg.drafts ?? []), ...stateExclude].map(normalizePattern).concat(ALWAYS_EXCLUDED)),
    drafts: (cfg.drafts ?? DEFAULT_DRAFTS).map(normalizePattern),
    bibliography: (typeof cfg.bibliography === 'string' ? [cfg.bibliography] : (cfg.bibliography ?? [])).map((b) => path.resolve(root, normalizePattern(b))),
    sourceExtensions: unique((cfg.sourceExtensions ?? DEFAULT_SOURCE_EXTENSIONS).map((e) => e.toLowerCase())),
    stateDir: path.resolve(root, stateDirRel),
    maxFileBytes: cfg.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES,
    maxPdfBytes: cfg.maxPdfBytes ?? DEFAULT_MAX_PDF_BYTES,
    budgets: { ...DEFAULT_BUDGETS, ...stripUndefined(cfg.budgets ?? {}) },
    retention: { default: cfg.retention?.default ?? 'metadata_only', overrides: cfg.retention?.overrides ?? [] },
    plainQueryTerms: cfg.audit?.plainQueryTerms ?? false,
    claims: {
      checkHeadings: cfg.claims?.checkHeadings ?? false,
      checkBlockquotes: cfg.claims?.checkBlockquotes ?? false,
      minWords: cfg.claims?.minWords ?? 3,
    },
    review: { modalities: cfg.review?.modalities ?? [], risks: cfg.review?.risks ?? [] },
    verifier: {
      acceptScore: cfg.verifier?.acceptScore ?? 0.75,
      partialScore: cfg.verifier?.partialScore ?? 0.4,
      synthesisJoin: cfg.verifier?.synthesisJoin ?? 'review',
      refutation: cfg.verifier?.refutation ?? true,
    },
  };
}

/** Sources, excludes, drafts and the state folder must stay inside the config's folder. */
function checkRelativePatterns(cfg: WarrantConfig, file: string): void {
  const lists: Array<[string, string[] | undefined]> = [
    ['sources', cfg.sources],
    ['exclude', cfg.exclude],
    ['drafts', cfg.drafts],
    ...(cfg.retention?.overrides ?? []).map((o, i): [string, string[]] => [`retention.overrides[${i}].sources`, o.sources]),
  ];
  if (cfg.stateDir !== undefined) lists.push(['stateDir', [cfg.stateDir]]);
  if (cfg.bibliography !== undefined) lists.push(['bibliography', typeof cfg.bibliography === 'string' ? [cfg.bibliography] : cfg.bibliography]);
  for (const [field, values] of lists) {
    values?.forEach((value, i) => {
      const p = toPosix(value).trim();
      const escapes = p === '' || path.posix.isAbsolute(p) || /^[A-Za-z]:/.test(p) || p.split('/').includes('..') || p.startsWith('!');
      if (escapes) {
        const at = field === 'stateDir' || (field === 'bibliography' && typeof cfg.bibliography === 'string') ? field : `${field}[${i}]`;
        const expected = 'a non-empty path or glob relative to the config file, without "..", a leading "/" or a "!" negation (use "exclude")';
        throw new ConfigError(`${file}: "${at}" must be ${expected} (got ${JSON.stringify(value)})`, file, at, expected);
      }
    });
  }
}

/**
 * Before parsing: nesting depth (the parser recurses) and keys that would reach an object's prototype
 * (`{"retention": {"__proto__": {...}}}` would otherwise be applied through the prototype, unvalidated).
 */
function checkShape(text: string, file: string): void {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92 /* \\ */) i++;
    } else if (c === 47 /* / */ && text.charCodeAt(i + 1) === 47) {
      while (i < text.length && text.charCodeAt(i) !== 10) i++;
    } else if (c === 47 && text.charCodeAt(i + 1) === 42 /* * */) {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > CONFIG_LIMITS.maxDepth) {
        const { line, column } = lineColumn(text, i);
        const expected = `at most ${CONFIG_LIMITS.maxDepth} levels of nested objects and arrays`;
        throw new ConfigError(`${file}:${line}:${column}: nested too deeply, expected ${expected}`, file, '', expected);
      }
    } else if (c === 125 || c === 93) {
      depth--;
    }
  }
  let forbidden: string | undefined;
  visitJsonc(text, {
    onObjectProperty(property, _offset, _length, _line, _column, pathSupplier) {
      if (forbidden === undefined && FORBIDDEN_KEYS.has(property)) forbidden = fieldName([...pathSupplier().map(String), property]);
    },
  }, { allowTrailingComma: true, disallowComments: false });
  if (forbidden !== undefined) {
    const expected = 'no "__proto__", "constructor" or "prototype" keys';
    throw new ConfigError(`${file}: the key "${forbidden}" is not allowed (expected ${expected})`, file, forbidden, expected);
  }
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Globs are compiled into regular expressions: bound their length and number. */
function checkPatternLimits(cfg: WarrantConfig, file: string): void {
  const lists: Array<[string, readonly string[] | undefined]> = [
    ['sources', cfg.sources],
    ['exclude', cfg.exclude],
    ['drafts', cfg.drafts],
    ['sourceExtensions', cfg.sourceExtensions],
    ...(cfg.retention?.overrides ?? []).map((o, i): [string, string[]] => [`retention.overrides[${i}].sources`, o.sources]),
  ];
  let total = 0;
  for (const [field, values] of lists) {
    values?.forEach((value, i) => {
      if (value.length > CONFIG_LIMITS.maxPatternChars) {
        const expected = `a path or glob of at most ${CONFIG_LIMITS.maxPatternChars} characters`;
        throw new ConfigError(`${file}: "${field}[${i}]" must be ${expected} (got ${value.length} characters)`, file, `${field}[${i}]`, expected);
      }
    });
    total += values?.length ?? 0;
    if (total > CONFIG_LIMITS.maxPatterns) {
      const expected = `at most ${CONFIG_LIMITS.maxPatterns} paths and globs in all`;
      throw new ConfigError(`${file}: "${field}" has too many entries (expected ${expected})`, file, field, expected);
    }
  }
  if (cfg.stateDir !== undefined && cfg.stateDir.length > CONFIG_LIMITS.maxPatternChars) {
    const expected = `a path of at most ${CONFIG_LIMITS.maxPatternChars} characters`;
    throw new ConfigError(`${file}: "stateDir" must be ${expected}`, file, 'stateDir', expected);
  }
}

function issueToError(issue: z.core.$ZodIssue, raw: unknown, file: string): ConfigError {
  const where = issue.path.map(String);
  if (issue.code === 'unrecognized_keys') {
    const key = fieldName([...where, issue.keys[0]!]);
    const allowed = allowedKeys(where);
    const expected = allowed.length > 0 ? `one of ${allowed.map((k) => `"${k}"`).join(', ')}` : 'no other keys';
    return new ConfigError(`${file}: unknown key "${key}" (expected ${expected})`, file, key, expected);
  }
  const field = fieldName(where);
  const custom = issue.code === 'invalid_format' && !issue.message.startsWith('Invalid');
  const expected = custom ? issue.message : describeSchemaAt(where);
  const got = valueAt(raw, issue.path);
  return new ConfigError(`${file}: "${field}" must be ${expected} (got ${describeValue(got)})`, file, field, expected);
}

type JsonSchemaNode = {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  pattern?: string;
};

let cachedSchema: JsonSchemaNode | undefined;
function schemaAt(where: string[]): JsonSchemaNode | undefined {
  cachedSchema ??= configJsonSchema() as JsonSchemaNode;
  let node: JsonSchemaNode | undefined = cachedSchema;
  for (const key of where) {
    if (!node) return undefined;
    node = /^\d+$/.test(key) && node.items ? node.items : node.properties?.[key];
  }
  return node;
}

function allowedKeys(where: string[]): string[] {
  return Object.keys(schemaAt(where)?.properties ?? {});
}

function describeSchemaAt(where: string[]): string {
  const node = schemaAt(where);
  return node ? describeSchema(node) : 'a valid value';
}

function describeSchema(node: JsonSchemaNode, plural = false): string {
  const a = (singular: string, many: string) => (plural ? many : singular);
  if (node.enum) return `${a('one of', 'values from')} ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  switch (node.type) {
    case 'integer':
      return node.exclusiveMinimum === 0 ? a('a positive integer', 'positive integers') : a('an integer', 'integers');
    case 'number':
      return (
        a('a number', 'numbers') + (node.minimum !== undefined && node.maximum !== undefined ? ` between ${node.minimum} and ${node.maximum}` : '')
      );
    case 'boolean':
      return a('true or false', 'booleans');
    case 'string':
      return a('a string', 'strings') + (node.pattern ? ` matching ${node.pattern}` : '');
    case 'array':
      return `${node.minItems ? 'a non-empty array' : 'an array'} of ${node.items ? describeSchema(node.items, true) : 'values'}`;
    case 'object':
      return a('an object', 'objects');
    default:
      return a('a valid value', 'valid values');
  }
}

function valueAt(raw: unknown, where: PropertyKey[]): unknown {
  let cur: unknown = raw;
  for (const key of where) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** "budgets.maxSearchOps", "sources[0]". */
function fieldName(where: string[]): string {
  return where.reduce((acc, key) => (/^\d+$/.test(key) ? `${acc}[${key}]` : acc ? `${acc}.${key}` : key), '');
}

function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  const json = JSON.stringify(value);
  return json.length > 60 ? json.slice(0, 57) + '...' : json;
}

const SYNTAX_EXPECTATIONS: Record<string, string> = {
  InvalidSymbol: 'a JSON value (unexpected character)',
  InvalidNumberFormat: 'a number',
  PropertyNameExpected: 'a property name in double quotes',
  ValueExpected: 'a value',
  ColonExpected: 'a colon ":"',
  CommaExpected: 'a comma ","',
  CloseBraceExpected: 'a closing brace "}"',
  CloseBracketExpected: 'a closing bracket "]"',
  EndOfFileExpected: 'the end of the file',
  InvalidCommentToken: 'a comment closed with "*/"',
  UnexpectedEndOfComment: 'a comment closed with "*/"',
  UnexpectedEndOfString: 'a closing double quote',
  UnexpectedEndOfNumber: 'a complete number',
  InvalidUnicode: 'a valid \\u escape',
  InvalidEscapeCharacter: 'a valid escape sequence',
  InvalidCharacter: 'a valid character in the string',
};

function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

function displayName(absFile: string, root: string): string {
  const rel = path.relative(root, absFile);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? toPosix(rel) : absFile;
}

function normalizePattern(p: string): string {
  return toPosix(p.trim()).replace(/^(\.\/)+/, '').replace(/\/+$/, '') || '.';
}

function toPosix(p: string): string {
  return p.replace(/\\/g, '/');
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

function stripUndefined<T extends object>(o: T): { [K in keyof T]-?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]-?: Exclude<T[K], undefined> };
}
