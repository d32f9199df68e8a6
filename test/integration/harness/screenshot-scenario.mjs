// Example screenshot scenario for scripts/vscode/screenshots.mjs, run against the self-test extension:
//   node scripts/vscode/screenshots.mjs --scenario test/integration/harness/screenshot-scenario.mjs \
//     --workspace test/integration/harness/workspace --extension test/integration/harness/extension --out /tmp/harness-shots
import assert from 'node:assert/strict';
import { join } from 'node:path';

/** @param {import('../../../scripts/vscode/screenshots.mjs').Session} session */
export default async function scenario(session, { outDir }) {
  const shot = async (name) => console.log(await session.screenshot(join(outDir, `${name}.png`)));

  await session.openFile('sample.md');
  assert.ok((await session.waitForSquiggles({ severity: 'warning' })) >= 1);
  await shot('01-squiggles');

  const hoverText = await session.hover('UNSUPPORTED');
  assert.match(hoverText, /claim has no supporting span/);
  await shot('02-hover');
  await session.dismiss();

  const problems = await session.openProblems();
  assert.ok(problems.some((label) => label.includes('claim has no supporting span')), problems.join('\n'));
  await shot('03-problems');

  const fixes = await session.openQuickFix();
  assert.ok(fixes.some((text) => text.includes('Remove "UNSUPPORTED"')), fixes.join('\n'));
  await shot('04-quick-fix');
  await session.dismiss();

  await session.runCommand('Warrant Harness: Show Panel');
  const webview = await session.getWebviewFrame({ selector: '#harness-title' });
  assert.equal(await webview.locator('#harness-title').textContent(), 'Harness webview');
  await shot('05-webview');

  for (const theme of ['Default Light Modern', 'Default High Contrast', 'Default Dark Modern']) {
    await session.setTheme(theme);
    await shot(`06-theme-${theme.toLowerCase().replace(/\s+/g, '-')}`);
  }
}
