#!/usr/bin/env node
// Screenshots of the extension in the real VS Code UI, for the README: squiggles + Problems, the
// quick-fix menu, the hover, the evidence panel (also on a synthesis claim) and the Attribution Diff view
// after a source edit, in the light and the dark theme → docs/*.png. The "editor" set: the status bar, the Drafts
// view after Verify Workspace, and Quote the Evidence (menu, then the quotation in the draft). The "sources" set:
// the hover of a claim carried by a PDF page, and `@` completion of bibliography keys.
// Usage: npm run build && node scripts/screenshots/take.mjs [--out docs] [--only light|dark|hc] [--set all|core|editor|sources] [--verbose]
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_ROOT } from '../vscode/lib.mjs';
import { openSession, pointOnText } from '../vscode/screenshots.mjs';

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: join(REPO_ROOT, 'docs') },
    only: { type: 'string' },
    set: { type: 'string', default: 'all' },
    verbose: { type: 'boolean', default: false },
  },
});
const THEMES = [
  { key: 'light', label: 'Light Modern', workbenchClass: 'vs' },
  { key: 'dark', label: 'Dark Modern', workbenchClass: 'vs-dark' },
  { key: 'hc', label: 'Dark High Contrast', workbenchClass: 'hc-black', onRequestOnly: true },
].filter((t) => (values.only ? t.key === values.only : !t.onRequestOnly));
const DRAFT = 'drafts/warranted-search.md';
const CLAIM = 'GrepSeek replaces dense retrieval.';
const SYNTHESIS = 'GrepSeek, ACL-Verbatim, and CiteVQA form a single architecture';
const METRIC = 'CiteVQA contains 1,897 questions across 711 PDFs.';
const SOURCE = 'papers/citevqa.txt';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Expands or collapses a view in the side bar by its title. */
async function setPane(page, title, expanded) {
  const header = page.locator('.part.sidebar .pane-header', { hasText: new RegExp(`^${title}$`, 'i') }).first();
  await header.waitFor({ timeout: 15_000 });
  if ((await header.getAttribute('aria-expanded')) !== String(expanded)) await header.click();
}

/** Drags the sash on the side bar's right edge by `px`. */
async function widenSideBar(page, px) {
  const box = await page.locator('.part.sidebar').boundingBox();
  const x = box.x + box.width;
  const y = box.y + box.height / 2;
  await page.mouse.move(x - 1, y);
  await page.mouse.down();
  await page.mouse.move(x + px / 2, y, { steps: 5 });
  await page.mouse.move(x + px, y, { steps: 5 });
  await page.mouse.up();
}

async function waitForFile(file, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${file}`);
    await sleep(100);
  }
}

/** Puts the cursor inside the first editor line containing `text` (clicking on its middle). */
async function clickOnText(page, text) {
  const box = await pointOnText(page, text, { timeoutMs: 15_000 });
  await page.mouse.click(box.x, box.y);
}

/** Picks a colour theme by its label in "Preferences: Color Theme" (the web workbench keeps user settings in the browser). */
async function setTheme(session, theme) {
  const { page } = session;
  await session.runCommand('Preferences: Color Theme');
  const input = page.locator('.quick-input-widget input');
  await input.fill(theme.label);
  await page.locator(`.quick-input-list .monaco-list-row[aria-label^="${theme.label}"]`).first().waitFor({ timeout: 15_000 });
  await page.keyboard.press('Enter');
  await page.locator(`.monaco-workbench.${theme.workbenchClass}`).waitFor({ timeout: 15_000 });
}

/** User settings of every screenshot session: no minimap, the activity bar where users have it, wrapped lines. */
const SHOT_SETTINGS = { 'editor.minimap.enabled': false, 'workbench.activityBar.location': 'default', 'editor.wordWrap': 'on' };

/** A VS Code session on `workspace` with the development extension and the screenshot settings. */
function shotSession(workspace, extra = {}) {
  return openSession({ workspace, extensionDevelopmentPaths: [REPO_ROOT], verbose: values.verbose, userSettings: SHOT_SETTINGS, ...extra });
}

/** Opens a draft and waits for its squiggles; if the automatic run overran its 5 s budget (a busy machine), verifies on command. */
async function openVerified(session, file) {
  await session.openFile(file);
  await session.waitForSquiggles({ severity: 'warning', timeoutMs: 30_000 }).catch(async () => {
    await session.runCommand('Warrant: Verify Chapter');
    await session.waitForSquiggles({ severity: 'warning', timeoutMs: 120_000 });
  });
}

async function shoot(theme, workspace) {
  const session = await shotSession(workspace, { theme: theme.name });
  const { page } = session;
  const out = (name) => resolve(values.out, `${name}-${theme.key}.png`);
  const shots = [];
  try {
    await session.openFile(DRAFT);
    await session.waitForSquiggles({ severity: 'warning', timeoutMs: 60_000 });
    await setTheme(session, theme); // after the squiggles: by then the theme extensions are loaded too
    await session.openProblems();
    await sleep(500);
    await clickOnText(page, CLAIM);
    shots.push(await session.screenshot(out('diagnostics')));
    await page.keyboard.press('Control+J'); // hide the panel: more room for the editor in the next shots

    await clickOnText(page, CLAIM);
    await page.keyboard.press('Control+.');
    await page.locator('.action-widget .monaco-list-row.action').first().waitFor({ timeout: 15_000 });
    shots.push(await session.screenshot(out('quick-fix')));
    await session.dismiss();

    await session.hover(CLAIM);
    shots.push(await session.screenshot(out('hover')));
    await page.mouse.move(5, 400);
    await session.dismiss();

    await clickOnText(page, CLAIM);
    await session.runCommand('Warrant: Show Evidence Panel');
    await setPane(page, 'Attribution Diff', false); // the evidence panel gets the whole side bar
    const frame = await session.getWebviewFrame({ selector: 'header .claim', timeoutMs: 20_000 });
    await frame.locator('header .claim').waitFor({ timeout: 10_000 });
    await session.clearNotifications().catch(() => {});
    shots.push(await session.screenshot(out('evidence-panel')));

    // The injection grammar: inline controls and evidence footnotes stand out in the draft.
    const lines = readFileSync(join(workspace, DRAFT), 'utf8').split('\n');
    const control = lines.findIndex((l) => l.startsWith('<!-- warrant'));
    await page.keyboard.press('Control+G');
    await page.keyboard.type(String(control + 1)); // revealed in the middle of the editor
    await page.keyboard.press('Enter');
    await page.locator('.editor-instance .monaco-editor .view-line', { hasText: '<!-- warrant' }).first().waitFor({ timeout: 10_000 });
    await session.dismiss();
    shots.push(await session.screenshot(out('controls')));

    // Issue 5: a synthesis claim in the panel, as parts with their spans and the join marked as the author's.
    await page.keyboard.press('Control+G');
    await page.keyboard.type(String(lines.findIndex((l) => l.includes(SYNTHESIS)) + 1));
    await page.keyboard.press('Enter');
    await session.dismiss();
    await clickOnText(page, SYNTHESIS);
    await session.runCommand('Warrant: Show Evidence Panel');
    const panel = await session.getWebviewFrame({ selector: 'ol.parts', timeoutMs: 20_000 });
    await widenSideBar(page, 300); // room for the parts and their spans
    await panel.locator('h2', { hasText: /^Synthesis/ }).first().evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await session.clearNotifications().catch(() => {});
    shots.push(await session.screenshot(out('evidence-set')));

    // Living evidence: record, then a source edit changes a number the metric claim depends on.
    await session.runCommand('Warrant: Record Evidence');
    await waitForFile(join(workspace, '.warrant', 'evidence.lock.json'));
    const source = join(workspace, SOURCE);
    const original = readFileSync(source, 'utf8');
    writeFileSync(source, original.replace('1,897 questions', '1,987 questions'));
    try {
      await session.runCommand('Warrant: Show Attribution Diff');
      await setPane(page, 'Evidence', false);
      await setPane(page, 'Attribution Diff', true);
      await widenSideBar(page, 80); // room for the claims' text
      const lost = page.locator('.monaco-list-row', { hasText: /Lost evidence|Verdict worse/ }).first();
      await lost.waitFor({ timeout: 20_000 });
      const entry = page.locator('.monaco-list-row', { hasText: METRIC }).last();
      await entry.locator('.monaco-tl-twistie').click();
      await page.locator('.monaco-list-row', { hasText: /^before: papers\/citevqa/ }).first().waitFor({ timeout: 10_000 }).catch(() => {});
      await session.clearNotifications().catch(() => {});
      await page.mouse.move(5, 400);
      shots.push(await session.screenshot(out('attribution-diff')));
    } finally {
      writeFileSync(source, original);
      rmSync(join(workspace, '.warrant'), { recursive: true, force: true });
    }
  } catch (error) {
    await session.runCommand('Warrant: Show Log').catch(() => {});
    console.error(`failed; the window at that moment: ${await session.screenshot(join(tmpdir(), `warrant-shot-failure-${theme.key}.png`))}`);
    throw error;
  } finally {
    await session.close();
  }
  return shots;
}

/** A config naming a source folder that does not exist: one notification and the status bar say so, no squiggle per claim. */
async function shootSourceProblem(theme, workspace) {
  writeFileSync(join(workspace, '.warrant.json'), '{ "sources": ["paper", "notes"], "exclude": ["notes/excluded/**"], "drafts": ["drafts/**"] }\n');
  const session = await shotSession(workspace);
  const { page } = session;
  try {
    await session.openFile(DRAFT);
    await setTheme(session, theme);
    await page.locator('.notifications-toasts .notification-toast', { hasText: /paper/ }).first().waitFor({ timeout: 60_000 });
    await page.locator('.statusbar-item', { hasText: /source not found/ }).first().waitFor({ timeout: 15_000 });
    return [await session.screenshot(resolve(values.out, `source-problem-${theme.key}.png`))];
  } finally {
    await session.close();
  }
}

/** A part of the window (the status bar, a menu) as its own PNG. */
async function clipShot(page, file, clip) {
  await sleep(300);
  await page.screenshot({ path: file, clip });
  return file;
}

/** Issue 11: the status bar's counts, the Drafts view after Verify Workspace, and Quote the Evidence. */
async function shootEditor(theme, workspace) {
  const session = await shotSession(workspace);
  const { page } = session;
  const out = (name) => resolve(values.out, `${name}-${theme.key}.png`);
  const shots = [];
  try {
    await openVerified(session, DRAFT);
    await setTheme(session, theme);

    // The status bar: the active draft's counts, with its tooltip.
    const status = page.locator('.statusbar-item:has(.codicon-pass):has(.codicon-warning)').first();
    await status.waitFor({ timeout: 30_000 });
    await status.hover();
    await page.locator('.monaco-hover:not(.hidden), .workbench-hover').first().waitFor({ timeout: 10_000 }).catch(() => {});
    const box = await status.boundingBox();
    const size = page.viewportSize();
    const x = Math.max(0, box.x + box.width - 620);
    shots.push(await clipShot(page, out('status-bar'), { x, y: size.height - 190, width: Math.min(size.width - x, 700), height: 190 }));
    await page.mouse.move(5, 400);

    // Verify Workspace, then the Drafts view with the demo draft's counts.
    await session.runCommand('Warrant: Verify Workspace');
    await page.locator('.notifications-toasts .notification-toast', { hasText: /draft/ }).first().waitFor({ timeout: 120_000 });
    await session.runCommand('Warrant: Focus on Drafts View');
    await setPane(page, 'Evidence', false);
    await setPane(page, 'Attribution Diff', false);
    await setPane(page, 'Drafts', true);
    const row = page.locator('.part.sidebar .monaco-list-row', { hasText: 'warranted-search.md' }).first();
    await row.waitFor({ timeout: 20_000 });
    await row.locator('.monaco-tl-twistie').click();
    await page.locator('.part.sidebar .monaco-list-row', { hasText: /not verified/ }).first().waitFor({ timeout: 10_000 });
    await widenSideBar(page, 260);
    await session.clearNotifications().catch(() => {});
    await page.mouse.move(5, 400);
    shots.push(await session.screenshot(out('drafts-view')));

    // Quote the Evidence on the accepted metric claim: the menu, then the quotation and its footnote.
    await clickOnText(page, METRIC);
    await page.keyboard.press('Control+.');
    await page.locator('.action-widget .monaco-list-row.action', { hasText: 'Quote the evidence' }).first().waitFor({ timeout: 15_000 });
    const focused = page.locator('.action-widget .monaco-list-row.action.focused');
    for (let i = 0; i < 6 && !/Quote the evidence/.test((await focused.first().textContent().catch(() => '')) ?? ''); i++) await page.keyboard.press('ArrowDown');
    shots.push(await session.screenshot(out('quote-evidence-menu')));
    const counts = async () => (await status.textContent().catch(() => '')) ?? '';
    const before = await counts();
    await page.keyboard.press('Enter');
    await page.locator('.editor-instance .monaco-editor .view-line', { hasText: '“' }).first().waitFor({ timeout: 30_000 });
    // Verified again: the quotation is one more accepted sentence in the status bar and the Drafts view.
    for (const deadline = Date.now() + 90_000; (await counts()) === before && Date.now() < deadline; ) await sleep(250);
    await session.dismiss();
    // The footnote at the end of the draft, in a second editor below the quotation.
    await session.runCommand('View: Split Editor Down');
    await page.keyboard.press('Control+End');
    await clickOnText(page, METRIC);
    await page.mouse.move(5, 400);
    shots.push(await session.screenshot(out('quote-evidence')));
  } catch (error) {
    console.error(`failed; the window at that moment: ${await session.screenshot(join(tmpdir(), `warrant-shot-failure-editor-${theme.key}.png`))}`);
    throw error;
  } finally {
    await session.close();
  }
  return shots;
}

async function shootSources(theme, workspace) {
  const session = await shotSession(workspace);
  const { page } = session;
  const out = (name) => resolve(values.out, `${name}-${theme.key}.png`);
  const shots = [];
  try {
    await openVerified(session, 'drafts/pdf-sources.md');
    await setTheme(session, theme);
    await clickOnText(page, 'The page audit found');
    await session.hover('found that 73 of the citations', { timeoutMs: 30_000 });
    shots.push(await session.screenshot(out('pdf-hover')));
    await page.mouse.move(5, 400);
    await session.dismiss();

    await page.keyboard.press('Escape');
    await session.openFile('cited-by-key.md', { timeoutMs: 30_000 }); // its Explorer row is showing
    await clickOnText(page, 'CiteVQA contains 1,897 questions');
    await page.keyboard.press('End');
    await page.keyboard.type(' See [@');
    await page.locator('.suggest-widget.visible .monaco-list-row').first().waitFor({ timeout: 20_000 });
    await sleep(500); // the details pane fills in after the list
    shots.push(await session.screenshot(out('citation-completion')));
    await page.keyboard.press('Escape');
  } finally {
    await session.close();
  }
  return shots;
}

const workspace = mkdtempSync(join(tmpdir(), 'warrant-shots-'));
const brokenConfig = mkdtempSync(join(tmpdir(), 'warrant-shots-sources-'));
const editorWorkspace = mkdtempSync(join(tmpdir(), 'warrant-shots-editor-'));
try {
  const copyCorpus = (to) => cpSync(join(REPO_ROOT, 'sample-corpus'), to, { recursive: true, filter: (src) => !/[\\/]\.warrant([\\/]|$)/.test(src) });
  copyCorpus(workspace);
  copyCorpus(brokenConfig);
  for (const theme of THEMES) {
    if (values.set === 'all' || values.set === 'core') {
      for (const shot of await shoot(theme, workspace)) console.log(shot);
      for (const shot of await shootSourceProblem(theme, brokenConfig)) console.log(shot);
    }
    if (values.set === 'all' || values.set === 'sources') {
      for (const shot of await shootSources(theme, workspace)) console.log(shot);
    }
    if (values.set === 'all' || values.set === 'editor') {
      copyCorpus(editorWorkspace); // fresh: the quotation edits the draft
      for (const shot of await shootEditor(theme, editorWorkspace)) console.log(shot);
      rmSync(editorWorkspace, { recursive: true, force: true });
    }
  }
} finally {
  rmSync(workspace, { recursive: true, force: true });
  rmSync(brokenConfig, { recursive: true, force: true });
  rmSync(editorWorkspace, { recursive: true, force: true });
}
