// `warrant eval <gold.jsonl> [--sources …] [--config …] [--format text|json] [--chart out.svg]`
import { promises as fsp } from 'node:fs';
import * as path from 'node:path';
import { plainText } from '../../core/engine';
import { evaluate, parseGold, reliabilitySvg, type EvalCase, type EvalReport } from '../../core/eval';
import type { DocumentResult } from '../../core/model';
import { flag, parseArgs } from '../args';
import { CliError, type CliIO } from '../io';
import { createRunEngine, loadRunConfig } from '../run';

export const EVAL_FLAGS = [
  { name: 'sources', repeatable: true },
  { name: 'config' },
  { name: 'format', choices: ['text', 'json'] },
  { name: 'chart' },
] as const;

/** The options `warrant eval` accepts (docs/cli.md documents each; a test holds them equal). */
export const flags = EVAL_FLAGS;

export async function run(argv: string[], io: CliIO): Promise<number> {
  const args = parseArgs(argv, EVAL_FLAGS, 'eval');
  if (args.positionals.length !== 1) throw new CliError('warrant eval: name exactly one gold file (.jsonl)');
  const goldPath = path.resolve(io.cwd, args.positionals[0]!);
  const goldText = await fsp.readFile(goldPath, 'utf8').catch(() => {
    throw new CliError(`${args.positionals[0]}: cannot read the gold file`);
  });
  let gold;
  try {
    gold = parseGold(goldText, args.positionals[0]!);
  } catch (e) {
    throw new CliError((e as Error).message);
  }
  const report = await evaluateGold(gold, { cwd: io.cwd, io, sources: args.flags.get('sources'), configPath: flag(args, 'config') });
  const chart = flag(args, 'chart');
  if (chart) await fsp.writeFile(path.resolve(io.cwd, chart), reliabilitySvg(report));
  if ((flag(args, 'format') ?? 'text') === 'json') io.stdout(JSON.stringify(report, null, 2) + '\n');
  else io.stdout(renderEvalText(report));
  return 0;
}

/**
 * Runs the engine over every draft the gold set names, each with the config that governs it
 * (`--config`, else the nearest `.warrant.json` above the draft), and joins the results to the gold.
 */
export async function evaluateGold(
  gold: ReturnType<typeof parseGold>,
  opts: { cwd: string; io: CliIO; sources?: string[]; configPath?: string },
): Promise<EvalReport> {
  const results = new Map<string, DocumentResult>();
  for (const draft of [...new Set(gold.map((g) => g.draft))]) {
    const abs = path.resolve(opts.cwd, draft);
    const text = await fsp.readFile(abs, 'utf8').catch(() => {
      throw new CliError(`${draft}: draft named in the gold file not found`);
    });
    const configDir = opts.configPath ? opts.cwd : await nearestConfigDir(path.dirname(abs), opts.cwd);
    const config = await loadRunConfig({ cwd: configDir, sources: opts.sources, configPath: opts.configPath && path.resolve(opts.cwd, opts.configPath) });
    const engine = await createRunEngine(config, opts.io);
    results.set(draft, await engine.verifyDocument({ documentPath: abs, text }));
  }
  const cases: EvalCase[] = [];
  for (const g of gold) {
    const doc = results.get(g.draft)!;
    const want = norm(g.claim);
    const predicted = doc.results.find((r) => norm(r.claim.text) === want || norm(plainText(r.claim.text)) === want) ?? null;
    let goldSpan: EvalCase['goldSpan'] = null;
    if (g.sourcePath && g.span) {
      const sourcePath = path.resolve(opts.cwd, g.sourcePath);
      const sourceText = await fsp.readFile(sourcePath, 'utf8').catch(() => '');
      const at = sourceText.replace(/^\uFEFF/, '').indexOf(g.span);
      if (at >= 0) goldSpan = { sourcePath, start: at, end: at + g.span.length };
    }
    cases.push({ gold: g, predicted, goldSpan });
  }
  return evaluate(cases);
}

async function nearestConfigDir(dir: string, stop: string): Promise<string> {
  let cur = dir;
  for (;;) {
    if (await fsp.stat(path.join(cur, '.warrant.json')).catch(() => null)) return cur;
    const up = path.dirname(cur);
    if (cur === stop || up === cur) return stop;
    cur = up;
  }
}

const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
const pct = (v: number | null) => (v === null ? 'n/a' : `${(v * 100).toFixed(1)}%`);

export function renderEvalText(r: EvalReport): string {
  const lines = [
    `claims                      ${r.claims}${r.missing ? ` (${r.missing} not extracted)` : ''}`,
    `label accuracy              ${pct(r.labelAccuracy)}`,
    `action accuracy             ${pct(r.actionAccuracy)}`,
    `accept precision            ${pct(r.acceptPrecision)}  (${r.accepted} accepted)`,
    `strict attributed accuracy  ${pct(r.strictAttributedAccuracy)}`,
    `contradiction recall        ${pct(r.contradictionRecall)}`,
    `abstention rate             ${pct(r.abstentionRate)}`,
    `framing false alarms        ${pct(r.framingFalseAlarmRate)}  (sentences needing no evidence that were flagged)`,
    `ECE (supportScore)          ${r.ece.toFixed(3)}`,
    '',
    'reliability  bin        n   mean score  supported',
    ...r.reliability.filter((b) => b.count).map((b) => `             ${b.from.toFixed(1)}–${b.to.toFixed(1)}  ${String(b.count).padStart(4)}   ${b.meanScore.toFixed(2)}        ${pct(b.supportedRate)}`),
    '',
    'per modality',
    ...Object.entries(r.perModality).map(([m, v]) => `  ${m.padEnd(16)} ${String(v.claims).padStart(4)}  ${pct(v.labelAccuracy)}`),
    '',
    'confusion (expected → predicted)',
    ...Object.entries(r.confusion)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([exp, row]) => `  ${exp.padEnd(21)} ${Object.entries(row).map(([p, n]) => `${p}:${n}`).join('  ')}`),
  ];
  if (r.errors.length) {
    lines.push('', `mislabelled (${r.errors.length})`);
    for (const e of r.errors) lines.push(`  expected ${e.expected}, got ${e.predicted}: ${e.claim}`);
  }
  if (r.actionErrors.length) {
    lines.push('', `wrong action (${r.actionErrors.length})`);
    for (const e of r.actionErrors) lines.push(`  expected ${e.expected}, got ${e.predicted}: ${e.claim}`);
  }
  return lines.join('\n') + '\n';
}
