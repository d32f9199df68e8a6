#!/usr/bin/env node
// Drives the real VS Code 1.100.3 UI (server + headless chromium, 1400×850) to take screenshots.
//
// Library:  import { openSession } from './scripts/vscode/screenshots.mjs';
//           const session = await openSession({ workspace, extensionDevelopmentPaths: [extDir] });
//           await session.openFile('draft.md'); await session.waitForSquiggles();
//           await session.screenshot('/tmp/shot.png'); await session.close();
// CLI:      node scripts/vscode/screenshots.mjs --scenario <module.mjs> --workspace <dir>
//             [--extension <dir> (default: repo root)] [--out <dir> (default: /tmp/warrant-screenshots)]
//             [--theme <name>] [--timeout 180] [--verbose]
//           The scenario module default-exports `async (session, { outDir }) => {}`.
import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { REPO_ROOT, assertEngineCompatible, launchBrowser, startServer } from './lib.mjs';

export const THEMES = {
  'Default Dark Modern': 'vs-dark',
  'Default Light Modern': 'vs',
  'Default High Contrast': 'hc-black',
};

/** Keeps prompts that have nothing to do with the extension out of the pictures. */
const SCREENSHOT_SETTINGS = {
  'git.openRepositoryInParentFolders': 'never',
  'workbench.tips.enabled': false,
};

const DEFAULT_WAIT_MS = 15_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts a server, opens `workspace` in chromium with the given extensions under development and
 * waits until the workbench and its Explorer are up.
 *
 * @param {{ workspace: string, extensionDevelopmentPaths?: string[], viewport?: { width: number, height: number },
 *           userSettings?: Record<string, unknown>, theme?: keyof typeof THEMES, verbose?: boolean }} options
 */
/** Screen coordinates of the middle of the first occurrence of `text` in the visible editor. */
export async function pointOnText(page, text, { timeoutMs = DEFAULT_WAIT_MS } = {}) {
  const line = page.locator('.editor-instance .monaco-editor .view-line', { hasText: text }).first();
  await line.waitFor({ timeout: timeoutMs });
  const box = await line.evaluate((element, needle) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const nodes = [];
    let full = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node, start: full.length });
      full += node.textContent;
    }
    const at = full.replace(/\u00a0/g, ' ').indexOf(needle);
    if (at === -1) return null;
    const middle = at + Math.floor(needle.length / 2);
    const hit = nodes.findLast((n) => n.start <= middle);
    const range = document.createRange();
    range.setStart(hit.node, middle - hit.start);
    range.setEnd(hit.node, middle - hit.start + 1);
    const rect = range.getBoundingClientRect();
    return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  }, text);
  if (!box) throw new Error(`text not found in the editor: ${text}`);
  return box;
}

export async function openSession(options) {
  const extensionDevelopmentPaths = (options.extensionDevelopmentPaths ?? []).map((p) => resolve(p));
  for (const dir of extensionDevelopmentPaths) assertEngineCompatible(dir);
  const userSettings = { ...SCREENSHOT_SETTINGS, ...options.userSettings };
  if (options.theme) userSettings['workbench.colorTheme'] = options.theme;

  const server = await startServer({ userSettings, echoServerLog: options.verbose });
  let browser;
  try {
    const launched = await launchBrowser({ viewport: options.viewport ?? { width: 1400, height: 850 } });
    browser = launched.browser;
    const { page } = launched;
    if (options.verbose) page.on('console', (message) => process.stderr.write(`[page] ${message.text()}\n`));
    await page.goto(server.workbenchUrl({ folder: options.workspace, extensionDevelopmentPaths }));
    await page.locator('.monaco-workbench').waitFor({ timeout: 60_000 });
    await page.locator('.explorer-folders-view .monaco-list-row').first().waitFor({ timeout: 60_000 });
    return createSession(page, server, browser);
  } catch (error) {
    await browser?.close().catch(() => {});
    await server.stop();
    throw error;
  }
}

function createSession(page, server, browser) {
  const session = {
    page,
    server,
    browser,

    /** Opens a workspace file: clicks its Explorer row, or falls back to Quick Open (nested files). */
    async openFile(name, { timeoutMs = DEFAULT_WAIT_MS } = {}) {
      const row = page.locator(`.explorer-folders-view .monaco-list-row[aria-label*="${cssString(name)}"]`).first();
      if (await row.isVisible().catch(() => false)) {
        await row.click();
      } else {
        await page.keyboard.press('Control+P');
        const input = page.locator('.quick-input-widget input');
        await input.waitFor({ timeout: timeoutMs });
        await input.fill(name);
        await page.locator('.quick-input-list .monaco-list-row').first().waitFor({ timeout: timeoutMs });
        await page.keyboard.press('Enter');
      }
      const baseName = name.split('/').pop();
      await page.locator(`.tabs-container .tab.active[aria-label*="${cssString(baseName)}"]`).waitFor({ timeout: timeoutMs });
      await page.locator('.editor-instance .monaco-editor .view-lines').first().waitFor({ timeout: timeoutMs });
      await page.locator('.editor-instance .monaco-editor .view-lines').first().click();
    },

    /** Waits for diagnostic squiggles in the visible editor; severity: 'error' | 'warning' | 'info' | 'any'. */
    async waitForSquiggles({ severity = 'any', timeoutMs = 30_000 } = {}) {
      const kinds = severity === 'any' ? ['error', 'warning', 'info'] : [severity];
      const selector = kinds.map((kind) => `.monaco-editor .squiggly-${kind}`).join(', ');
      await page.locator(selector).first().waitFor({ state: 'attached', timeout: timeoutMs });
      return page.locator(selector).count();
    },

    /** Opens the Problems panel and waits for at least one row; returns the row labels. */
    async openProblems({ timeoutMs = DEFAULT_WAIT_MS } = {}) {
      const rows = page.locator('.markers-panel .monaco-list-row');
      if (!(await rows.first().isVisible().catch(() => false))) await page.keyboard.press('Control+Shift+M');
      await rows.first().waitFor({ timeout: timeoutMs });
      return rows.evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label') ?? e.textContent ?? ''));
    },

    /** Goes to the next problem (F8) and opens the quick-fix menu (Ctrl+.); returns the menu's item texts. */
    async openQuickFix({ timeoutMs = DEFAULT_WAIT_MS } = {}) {
      await page.locator('.editor-instance .monaco-editor .view-lines').first().click();
      await page.keyboard.press('F8');
      await page.locator('.marker-widget').first().waitFor({ timeout: timeoutMs });
      await page.keyboard.press('Control+.');
      const items = page.locator('.action-widget .monaco-list-row.action');
      await items.first().waitFor({ timeout: timeoutMs });
      return items.allTextContents();
    },

    /** Moves the mouse over the first occurrence of `text` in the visible editor and waits for the hover. */
    async hover(text, { timeoutMs = DEFAULT_WAIT_MS } = {}) {
      const box = await pointOnText(page, text, { timeoutMs });
      await page.mouse.move(box.x, box.y - 30);
      await page.mouse.move(box.x, box.y, { steps: 5 });
      const hoverWidget = page.locator('.monaco-editor .monaco-hover:not(.hidden)').first();
      await hoverWidget.waitFor({ timeout: timeoutMs });
      return hoverWidget.innerText();
    },

    /** Runs a command by its palette title (e.g. "Warrant: Verify Document"). */
    async runCommand(title, { timeoutMs = DEFAULT_WAIT_MS } = {}) {
      await page.keyboard.press('F1');
      const input = page.locator('.quick-input-widget input');
      await input.waitFor({ timeout: timeoutMs });
      await input.fill(`>${title}`);
      const match = page.locator(`.quick-input-list .monaco-list-row[aria-label*="${cssString(title)}"]`).first();
      await match.waitFor({ timeout: timeoutMs });
      await match.click();
    },

    /** Switches the colour theme through the theme picker and waits until the workbench uses it. */
    async setTheme(name, { timeoutMs = DEFAULT_WAIT_MS } = {}) {
      const themeClass = THEMES[name];
      if (!themeClass) throw new Error(`unknown theme ${name}; known: ${Object.keys(THEMES).join(', ')}`);
      await session.runCommand('Preferences: Color Theme', { timeoutMs });
      const input = page.locator('.quick-input-widget input');
      await input.fill(name);
      const row = page.locator(`.quick-input-list .monaco-list-row[aria-label*="${cssString(name)}"]`).first();
      await row.waitFor({ timeout: timeoutMs });
      await row.click();
      await page.locator(`.monaco-workbench.${themeClass}`).waitFor({ timeout: timeoutMs });
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden', timeout: timeoutMs });
    },

    /** Returns the frame of a visible webview: the one containing `selector` (default: the first webview body). */
    async getWebviewFrame({ selector, timeoutMs = DEFAULT_WAIT_MS } = {}) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        for (const frame of page.frames()) {
          const isWebviewContent = frame.url().includes('/fake.html');
          if (!selector && isWebviewContent) return frame;
          if (selector && frame !== page.mainFrame() && (await frame.$(selector).catch(() => null))) return frame;
        }
        await sleep(200);
      }
      throw new Error(`no webview frame${selector ? ` containing ${selector}` : ''} within ${timeoutMs} ms`);
    },

    /** Clears notification toasts so they don't cover the shot. */
    async clearNotifications() {
      await session.runCommand('Notifications: Clear All Notifications');
    },

    /** Closes menus/widgets (Escape, twice). */
    async dismiss() {
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
    },

    /** Saves a PNG of the whole window; returns its absolute path. */
    async screenshot(path) {
      const target = resolve(path);
      mkdirSync(dirname(target), { recursive: true });
      await sleep(300); // let animations (hover fade-in, list reveal) settle
      await page.screenshot({ path: target });
      return target;
    },

    /** Closes chromium and kills the server's whole process group. */
    async close() {
      await browser.close().catch(() => {});
      await server.stop();
    },
  };
  return session;
}

/** @typedef {ReturnType<typeof createSession>} Session */

function cssString(value) {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}

async function cli() {
  const usage =
    'usage: node scripts/vscode/screenshots.mjs --scenario <module.mjs> --workspace <dir> [--extension <dir>] [--out <dir>] [--theme <name>] [--timeout <s>] [--verbose]';
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        scenario: { type: 'string' },
        workspace: { type: 'string' },
        extension: { type: 'string', multiple: true },
        out: { type: 'string', default: '/tmp/warrant-screenshots' },
        theme: { type: 'string' },
        timeout: { type: 'string', default: '180' },
        verbose: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    return 2;
  }
  const timeoutSec = Number(values.timeout);
  if (!values.scenario || !values.workspace || !(timeoutSec > 0)) {
    console.error(usage);
    return 2;
  }
  if (values.theme && !THEMES[values.theme]) {
    console.error(`unknown theme ${values.theme}; known: ${Object.keys(THEMES).join(', ')}`);
    return 2;
  }
  const absolute = (p) => (isAbsolute(p) ? p : resolve(p));
  const scenario = (await import(pathToFileURL(absolute(values.scenario)).href)).default;
  if (typeof scenario !== 'function') {
    console.error(`${values.scenario} must default-export an async function (session, { outDir })`);
    return 2;
  }

  const started = Date.now();
  const session = await openSession({
    workspace: absolute(values.workspace),
    extensionDevelopmentPaths: (values.extension ?? [REPO_ROOT]).map(absolute),
    theme: values.theme,
    verbose: values.verbose,
  });
  let timer;
  try {
    const timedOut = new Promise((resolveTimeout) => (timer = setTimeout(() => resolveTimeout('timeout'), timeoutSec * 1000)));
    const outcome = await Promise.race([scenario(session, { outDir: absolute(values.out) }).then(() => 'done'), timedOut]);
    if (outcome === 'timeout') {
      console.error(`[screenshots] timed out after ${timeoutSec} s`);
      return 124;
    }
    console.error(`[screenshots] done in ${((Date.now() - started) / 1000).toFixed(1)} s; output in ${absolute(values.out)}`);
    return 0;
  } catch (error) {
    const failurePath = resolve(absolute(values.out), 'failure.png');
    await session.screenshot(failurePath).catch(() => {});
    console.error(`[screenshots] scenario failed: ${error.stack ?? error.message}\n[screenshots] state at failure: ${failurePath}`);
    return 1;
  } finally {
    clearTimeout(timer);
    await session.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  cli().then(
    (code) => process.exit(code),
    (error) => {
      console.error(`[screenshots] ${error.message}`);
      process.exit(1);
    },
  );
}
