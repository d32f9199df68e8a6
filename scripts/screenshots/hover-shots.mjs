// Hovers on the claims of an invented workspace, in the real VS Code UI (light theme): one screenshot per hovered text.
// Used by the per-round screenshot scripts (shot-arguments.mjs, shot-subjects.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../vscode/lib.mjs';
import { openSession, pointOnText } from '../vscode/screenshots.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * files: workspace-relative path → lines; chapter: the draft opened (its file name); hovers: [text to hover, image name].
 * Command line: [--out docs] [--verbose].
 */
export async function shootHovers({ files, chapter, hovers }) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: join(REPO_ROOT, 'docs') }, verbose: { type: 'boolean', default: false } } });
  const workspace = mkdtempSync(join(tmpdir(), 'warrant-hovers-'));
  for (const [path, lines] of Object.entries(files)) {
    mkdirSync(dirname(join(workspace, path)), { recursive: true });
    writeFileSync(join(workspace, path), lines.join('\n'));
  }
  writeFileSync(join(workspace, '.warrant.json'), JSON.stringify({ sources: ['notes'], drafts: ['drafts'] }, null, 2));
  const session = await openSession({
    workspace, extensionDevelopmentPaths: [REPO_ROOT], verbose: values.verbose,
    userSettings: { 'editor.minimap.enabled': false, 'workbench.activityBar.location': 'default', 'editor.wordWrap': 'on' },
  });
  const { page } = session;
  try {
    await session.openFile(chapter, { timeoutMs: 30_000 });
    await session.waitForSquiggles({ severity: 'any', timeoutMs: 60_000 }).catch(async () => {
      await session.runCommand('Warrant: Verify Chapter');
      await session.waitForSquiggles({ severity: 'any', timeoutMs: 120_000 });
    });
    for (const [text, name] of hovers) {
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
}
