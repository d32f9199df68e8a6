// A small, strict argument parser: known flags only, clear usage errors.
import { CliError } from './io';

export interface FlagSpec {
  name: string; // without dashes
  repeatable?: boolean;
  boolean?: boolean;
  choices?: readonly string[];
}

export interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string[]>;
}

export function parseArgs(argv: string[], specs: readonly FlagSpec[], command: string): ParsedArgs {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const flags = new Map<string, string[]>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('--') || arg === '-') {
      positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    const spec = byName.get(name);
    if (!spec) throw new CliError(`warrant ${command}: unknown option --${name} (see warrant --help)`);
    let value: string;
    if (spec.boolean) {
      value = eq === -1 ? 'true' : arg.slice(eq + 1);
    } else if (eq !== -1) {
      value = arg.slice(eq + 1);
    } else {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new CliError(`warrant ${command}: --${name} needs a value`);
      value = next;
      i++;
    }
    if (spec.choices && !spec.choices.includes(value)) {
      throw new CliError(`warrant ${command}: --${name} must be one of ${spec.choices.join('|')} (got "${value}")`);
    }
    const list = flags.get(name) ?? [];
    if (list.length > 0 && !spec.repeatable) throw new CliError(`warrant ${command}: --${name} given twice`);
    list.push(value);
    flags.set(name, list);
  }
  return { positionals, flags };
}

export function flag(args: ParsedArgs, name: string): string | undefined {
  return args.flags.get(name)?.[0];
}
