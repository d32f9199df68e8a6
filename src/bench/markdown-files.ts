// The Markdown files under folders or file paths, for the developer checks that compare the fast reader with remark.
import { readdirSync, statSync } from 'node:fs';
import * as path from 'node:path';

/** Adds to `out` the target if it is a Markdown file, else every Markdown file under it (.git folders skipped). */
export function markdownUnder(target: string, out: string[]): void {
  if (statSync(target).isFile()) {
    if (/\.(md|markdown)$/i.test(target)) out.push(target);
    return;
  }
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === '.git') continue;
    const full = path.join(target, entry.name);
    if (entry.isDirectory()) markdownUnder(full, out);
    else if (entry.isFile() && /\.(md|markdown)$/i.test(entry.name)) out.push(full);
  }
}
