#!/usr/bin/env node
// The hovers of this round's two new verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim
// whose word the span names in another place than its act (argument_elsewhere) and a predicate of common words the span
// does not say (predicate_words_missing) → docs/hover-argument-elsewhere-light.png, docs/hover-common-predicate-light.png.
// Usage: npm run build && node scripts/screenshots/shot-arguments.mjs [--out docs]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../vscode/lib.mjs';
import { openSession, pointOnText } from '../vscode/screenshots.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: join(REPO_ROOT, 'docs') }, verbose: { type: 'boolean', default: false } } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const workspace = mkdtempSync(join(tmpdir(), 'warrant-args-'));
mkdirSync(join(workspace, 'notes'));
mkdirSync(join(workspace, 'drafts'));
writeFileSync(join(workspace, 'notes/relay.md'), [
  '# Orbix relay notes', '',
  'The default loader of the Orbix relay consults a settings file called `ORBIXRC`.', '',
  'Each Orbix writer is a module exporting a writer class.', '',
].join('\n'));
writeFileSync(join(workspace, 'drafts/relay-chapter.md'), [
  '# How the relay starts', '',
  'The default of the Orbix relay is consulted.', '',
  'The Orbix writer is on its own.', '',
  'The default loader of the Orbix relay consults a settings file called `ORBIXRC`.', '',
].join('\n'));
writeFileSync(join(workspace, '.warrant.json'), JSON.stringify({ sources: ['notes'], drafts: ['drafts'] }, null, 2));

const session = await openSession({
  workspace, extensionDevelopmentPaths: [REPO_ROOT], verbose: values.verbose,
  userSettings: { 'editor.minimap.enabled': false, 'workbench.activityBar.location': 'default', 'editor.wordWrap': 'on' },
});
const { page } = session;
try {
  await session.openFile('relay-chapter.md', { timeoutMs: 30_000 });
  await session.waitForSquiggles({ severity: 'any', timeoutMs: 60_000 }).catch(async () => {
    await session.runCommand('Warrant: Verify Chapter');
    await session.waitForSquiggles({ severity: 'any', timeoutMs: 120_000 });
  });
  for (const [text, name] of [['Orbix relay is consulted', 'hover-argument-elsewhere'], ['writer is on its own', 'hover-common-predicate']]) {
    const box = await pointOnText(page, text, { timeoutMs: 15_000 });
    await page.mouse.click(box.x, box.y);
    await session.hover(text, { timeoutMs: 30_000 });
    await sleep(500);
    console.log(await session.screenshot(resolve(values.out, `${name}-light.png`)));
    await page.mouse.move(5, 400);
    await session.dismiss();
  }
} finally {
  await session.close();
  rmSync(workspace, { recursive: true, force: true });
}
