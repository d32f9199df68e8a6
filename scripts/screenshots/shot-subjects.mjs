#!/usr/bin/env node
// The hovers of two verdicts of this round, in the real VS Code UI (light theme), on an invented workspace: a phrase that
// opens the source's sentence and limits it (hedge_dropped:using) and a compound the span names as another thing
// (compound_differs) → docs/hover-opening-condition-light.png, docs/hover-compound-differs-light.png.
// Usage: npm run build && node scripts/screenshots/shot-subjects.mjs [--out docs]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../vscode/lib.mjs';
import { openSession, pointOnText } from '../vscode/screenshots.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: join(REPO_ROOT, 'docs') }, verbose: { type: 'boolean', default: false } } });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const workspace = mkdtempSync(join(tmpdir(), 'warrant-subjects-'));
mkdirSync(join(workspace, 'notes'));
mkdirSync(join(workspace, 'drafts'));
writeFileSync(join(workspace, 'notes/relay.md'), [
  '# Orbix relay notes', '',
  'Using the `spawn_relay()` function, all inheritable sockets are inherited by the Orbix child process.', '',
  'The Orbix relay keeps its queue safety types in a separate crate.', '',
].join('\n'));
writeFileSync(join(workspace, 'drafts/relay-chapter.md'), [
  '# How the relay starts', '',
  'All inheritable sockets are inherited by the Orbix child process.', '',
  'The Orbix relay keeps its queue safety in a separate crate.', '',
  'Using the `spawn_relay()` function, all inheritable sockets are inherited by the Orbix child process.', '',
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
  for (const [text, name] of [['All inheritable sockets', 'hover-opening-condition'], ['its queue safety in', 'hover-compound-differs']]) {
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
