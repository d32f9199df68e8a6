// Writes schemas/warrant-config.schema.json from the zod config schema (`--check` only verifies it is current).
import { readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { configJsonSchemaText } from '../src/core/config';

const target = path.join(__dirname, '..', 'schemas', 'warrant-config.schema.json');
const text = configJsonSchemaText();
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(target, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (current !== text) {
    console.error(`${path.relative(process.cwd(), target)} is stale: run npx tsx scripts/gen-schema.ts`);
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
