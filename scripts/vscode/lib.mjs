// Shared machinery for running an extension inside a real VS Code 1.100.3 (the build bundled in
// code-server@4.100.3) with headless Debian chromium as the window. Used by run-tests.mjs,
// code-launcher and screenshots.mjs. Background and traps: /work/shared/vscode-testing.md.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';

export const CODE_VERSION = '1.100.3';
export const CODE_SERVER_VERSION = '4.100.3';
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CODE_SERVER_DIR =
  process.env.WARRANT_CODE_SERVER_DIR ?? join(REPO_ROOT, '.vscode-test', `code-server-${CODE_SERVER_VERSION}`);
export const SERVER_MAIN = join(CODE_SERVER_DIR, 'node_modules/code-server/lib/vscode/out/server-main.js');
export const CHROMIUM_PATH = process.env.WARRANT_CHROMIUM ?? '/usr/bin/chromium';
const SETUP_SCRIPT = join(REPO_ROOT, 'scripts/vscode/setup.sh');

export const DEFAULT_USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  'telemetry.telemetryLevel': 'off',
  'security.workspace.trust.enabled': false,
  'extensions.autoUpdate': false,
};

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The workbench's own log lines arrive through the same channel as the extension host's console;
 * these are the harmless ones a run always prints (shown with `verbose`).
 */
const WORKBENCH_NOISE = [
  /^Resolving connection token|^Resolved connection token/,
  /^Creating a socket \(renderer-/,
  /^Updating additional builtin extensions cache/,
  /^ChatSessionStore:/,
  /^\[Service Worker\] registration/,
  /ENOTFOUND open-vsx\.org/,
  /^Creation of workbench contribution '.*' took \d+ms/, // printed when a busy machine slows start-up
];

const log = (message) => process.stderr.write(`[vscode] ${message}\n`);

/** Runs setup.sh when code-server or chromium is missing; throws with a clear message if that fails. */
export function ensureInstalled() {
  if (existsSync(SERVER_MAIN) && existsSync(CHROMIUM_PATH)) return;
  log(`VS Code server or chromium missing; running ${SETUP_SCRIPT}`);
  const result = spawnSync('bash', [SETUP_SCRIPT], { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CI: 'true' } });
  if (result.status !== 0 || !existsSync(SERVER_MAIN) || !existsSync(CHROMIUM_PATH)) {
    throw new Error(`setup failed (exit ${result.status}); run scripts/vscode/setup.sh by hand and read its output`);
  }
}

/**
 * Refuses an extension whose engines.vscode minimum is newer than the bundled VS Code: the server
 * would silently skip it and the run would only hang until the timeout.
 */
export function assertEngineCompatible(extensionDir) {
  const manifestPath = join(extensionDir, 'package.json');
  if (!existsSync(manifestPath)) throw new Error(`no package.json in extension folder ${extensionDir}`);
  const engine = JSON.parse(readFileSync(manifestPath, 'utf8')).engines?.vscode;
  if (typeof engine !== 'string') throw new Error(`${manifestPath} has no engines.vscode`);
  const wanted = /(\d+)\.(\d+)\.(\d+)/.exec(engine);
  if (!wanted) return;
  const have = CODE_VERSION.split('.').map(Number);
  const need = wanted.slice(1).map(Number);
  for (let i = 0; i < 3; i++) {
    if (need[i] < have[i]) return;
    if (need[i] > have[i]) {
      throw new Error(`${manifestPath}: engines.vscode "${engine}" is newer than the bundled VS Code ${CODE_VERSION}; ` +
        'the extension would not load. Pin it to ^1.100.0.');
    }
  }
}

async function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

function processGroupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Installs a packaged extension (.vsix) into the run's own extensions folder with the server's
 * `--install-extension`, as a user's `code --install-extension` does; throws with the server's output on failure.
 */
function installVsix(vsix, dirs, env, runDir) {
  if (!existsSync(vsix)) throw new Error(`extension package not found: ${vsix}`);
  const result = spawnSync(
    process.execPath,
    [SERVER_MAIN, '--install-extension', resolve(vsix), '--accept-server-license-terms',
      '--user-data-dir', dirs.userData, '--server-data-dir', dirs.serverData, '--extensions-dir', dirs.extensions],
    { env, encoding: 'utf8', timeout: 120_000 },
  );
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim();
  if (result.status !== 0 || !/successfully installed/i.test(output)) {
    rmSync(runDir, { recursive: true, force: true });
    throw new Error(`could not install ${vsix} (exit ${result.status}): ${output || result.error?.message}`);
  }
}

/**
 * Starts the VS Code server as its own process group on a random loopback port, with a private
 * TMPDIR/XDG/user-data folder. Returns a handle whose stop() kills the whole group.
 *
 * workspaceTrust: leave workspace trust on (folders open in Restricted Mode), for testing that mode.
 * installExtensions: .vsix files installed into the run's extensions folder before the server starts.
 *
 * @param {{ userSettings?: Record<string, unknown>, workspaceTrust?: boolean, echoServerLog?: boolean,
 *           startTimeoutMs?: number, installExtensions?: string[] }} [options]
 */
export async function startServer(options = {}) {
  ensureInstalled();
  const runDir = mkdtempSync(join(tmpdir(), 'warrant-vscode-'));
  const dirs = {
    tmp: join(runDir, 'tmp'),
    userData: join(runDir, 'user-data'),
    serverData: join(runDir, 'server-data'),
    extensions: join(runDir, 'extensions'),
    xdgConfig: join(runDir, 'xdg/config'),
    xdgData: join(runDir, 'xdg/data'),
    xdgCache: join(runDir, 'xdg/cache'),
    xdgRuntime: join(runDir, 'xdg/runtime'),
  };
  for (const dir of Object.values(dirs)) mkdirSync(dir, { recursive: true, mode: 0o700 });
  mkdirSync(join(dirs.userData, 'User'), { recursive: true });
  writeFileSync(
    join(dirs.userData, 'User/settings.json'),
    JSON.stringify(
      {
        ...DEFAULT_USER_SETTINGS,
        // Restricted Mode without the startup "Do you trust the authors…?" prompt: the test build refuses every
        // dialog and logged that refusal with a stack trace on each run; the folder stays untrusted either way.
        ...(options.workspaceTrust ? { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never' } : {}),
        ...options.userSettings,
      },
      null,
      2,
    ),
  );

  const serverEnv = {
    ...process.env,
    TMPDIR: dirs.tmp,
    XDG_CONFIG_HOME: dirs.xdgConfig,
    XDG_DATA_HOME: dirs.xdgData,
    XDG_CACHE_HOME: dirs.xdgCache,
    XDG_RUNTIME_DIR: dirs.xdgRuntime,
  };
  for (const vsix of options.installExtensions ?? []) installVsix(vsix, dirs, serverEnv, runDir);

  const port = await freePort();
  const serverLogPath = join(runDir, 'server.log');
  const serverLog = createWriteStream(serverLogPath);
  const child = spawn(
    process.execPath,
    [
      SERVER_MAIN,
      '--host', '127.0.0.1',
      '--port', String(port),
      '--without-connection-token',
      '--accept-server-license-terms',
      '--telemetry-level', 'off',
      '--enable-smoke-test-driver',
      ...(options.workspaceTrust ? [] : ['--disable-workspace-trust']),
      '--user-data-dir', dirs.userData,
      '--server-data-dir', dirs.serverData,
      '--extensions-dir', dirs.extensions,
    ],
    {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: serverEnv,
    },
  );
  const pgid = child.pid;
  let exited = false;
  child.once('exit', () => (exited = true));

  /** Lines of server output that explain a run that otherwise would just hang. */
  const problems = [];
  const onOutput = (chunk) => {
    serverLog.write(chunk);
    if (options.echoServerLog) process.stderr.write(chunk);
    for (const line of chunk.toString().split('\n')) {
      if (/not compatible with Code|Cannot find module|EADDRINUSE/.test(line)) {
        problems.push(line.trim());
        log(`server: ${line.trim()}`);
      }
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);

  let stopped = false;
  const killGroupSync = () => {
    if (!stopped && processGroupAlive(pgid)) {
      try {
        process.kill(-pgid, 'SIGKILL');
      } catch {}
    }
  };
  // Ctrl+C / kill of this process: Node would exit without 'exit' handlers for an unhandled signal.
  const onSignal = (signal) => {
    killGroupSync();
    rmSync(runDir, { recursive: true, force: true });
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killGroupSync);
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const server = {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    runDir,
    serverLogPath,
    problems,
    /**
     * URL that opens `folder` or the `.code-workspace` file `workspaceFile` (optional, not both) with the
     * given development/test paths (absolute, on this machine).
     */
    workbenchUrl({ folder, workspaceFile, extensionDevelopmentPaths = [], extensionTestsPath } = {}) {
      if (folder && workspaceFile) throw new Error('open either a folder or a workspace file, not both');
      const remote = (absPath) => `vscode-remote://127.0.0.1:${port}${resolve(absPath)}`;
      const payload = extensionDevelopmentPaths.map((p) => ['extensionDevelopmentPath', remote(p)]);
      if (extensionTestsPath) payload.push(['extensionTestsPath', remote(extensionTestsPath)]);
      const params = new URLSearchParams();
      if (folder) params.set('folder', resolve(folder));
      if (workspaceFile) params.set('workspace', resolve(workspaceFile));
      if (payload.length) params.set('payload', JSON.stringify(payload));
      const query = params.toString();
      return `${server.baseUrl}/${query ? `?${query}` : ''}`;
    },
    /** Kills the whole process group (SIGTERM, then SIGKILL after 3 s); removes runDir unless keepRunDir. */
    async stop({ keepRunDir = false } = {}) {
      if (stopped) return;
      try {
        process.kill(-pgid, 'SIGTERM');
      } catch {}
      for (let waited = 0; waited < 3000 && processGroupAlive(pgid); waited += 100) await sleep(100);
      if (processGroupAlive(pgid)) {
        try {
          process.kill(-pgid, 'SIGKILL');
        } catch {}
        for (let waited = 0; waited < 2000 && processGroupAlive(pgid); waited += 100) await sleep(100);
      }
      stopped = true;
      process.removeListener('exit', killGroupSync);
      process.removeListener('SIGINT', onSignal);
      process.removeListener('SIGTERM', onSignal);
      serverLog.end();
      if (!keepRunDir) rmSync(runDir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (true) {
    if (exited) {
      await server.stop({ keepRunDir: true });
      throw new Error(`VS Code server exited during startup; log: ${serverLogPath}`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/version`);
      if (response.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await server.stop({ keepRunDir: true });
      throw new Error(`VS Code server did not answer /version in time; log: ${serverLogPath}`);
    }
    await sleep(200);
  }
  return server;
}

/**
 * Launches headless chromium through playwright-core and opens one page.
 * @param {{ viewport?: { width: number, height: number }, colorScheme?: 'light' | 'dark' }} [options]
 */
export async function launchBrowser(options = {}) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1400, height: 850 } });
  const page = await context.newPage();
  return { browser, context, page };
}

/** Writes the log files VS Code hands over with the exit code ({ relativePath, contents }[]). */
function saveWorkbenchLogs(dir, logs) {
  if (!Array.isArray(logs)) return;
  for (const { relativePath, contents } of logs) {
    const target = resolve(dir, relativePath);
    if (!target.startsWith(`${dir}/`)) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, contents);
  }
}

/**
 * Runs an extension's integration tests in the real extension host and resolves with their exit code
 * (124 on timeout). Extension-host console output is forwarded to stdout. Never leaves processes behind.
 *
 * workspace opens a folder; workspaceFile opens a multi-root `.code-workspace` file instead (not both).
 * installExtensions: packaged extensions (.vsix) to install first; extensionDevelopmentPaths may then be empty,
 * so that the tests run against the installed extension only.
 *
 * @param {{ extensionDevelopmentPaths: string[], extensionTestsPath: string, workspace?: string,
 *           workspaceFile?: string, timeoutSec?: number, userSettings?: Record<string, unknown>, workspaceTrust?: boolean,
 *           verbose?: boolean, installExtensions?: string[] }} options
 */
export async function runExtensionTests(options) {
  const timeoutSec = options.timeoutSec ?? 300;
  for (const dir of options.extensionDevelopmentPaths) assertEngineCompatible(dir);
  if (!existsSync(options.extensionTestsPath)) throw new Error(`tests not found: ${options.extensionTestsPath}`);
  if (options.workspace && !existsSync(options.workspace)) throw new Error(`workspace not found: ${options.workspace}`);
  if (options.workspace && options.workspaceFile) throw new Error('give either a workspace folder or a workspace file, not both');
  if (options.workspaceFile && !options.workspaceFile.endsWith('.code-workspace')) {
    throw new Error(`not a .code-workspace file: ${options.workspaceFile}`);
  }
  if (options.workspaceFile && !existsSync(options.workspaceFile)) throw new Error(`workspace file not found: ${options.workspaceFile}`);

  const started = Date.now();
  const server = await startServer({
    userSettings: options.userSettings,
    workspaceTrust: options.workspaceTrust,
    echoServerLog: options.verbose,
    installExtensions: options.installExtensions,
  });
  log(`server up on ${server.baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let browser;
  let timer;
  let exitCode;
  try {
    const exitCodeArrived = new Promise((resolveExit) => {
      timer = setTimeout(() => {
        log(`timed out after ${timeoutSec} s`);
        for (const problem of server.problems) log(`server reported: ${problem}`);
        resolveExit(124);
      }, timeoutSec * 1000);
      launchBrowser().then(async (launched) => {
        browser = launched.browser;
        const { page } = launched;
        await page.exposeFunction('codeAutomationExit', (code, logs) => {
          saveWorkbenchLogs(join(server.runDir, 'workbench-logs'), logs);
          resolveExit(Number(code) || 0);
        });
        await page.exposeFunction('codeAutomationLog', (level, args) => {
          const text = Array.isArray(args) ? format(...args) : String(args);
          if (!options.verbose && WORKBENCH_NOISE.some((pattern) => pattern.test(text))) return;
          if (level === 'error' || level === 'warn') process.stderr.write(`${text}\n`);
          else process.stdout.write(`${text}\n`);
        });
        page.on('pageerror', (error) => log(`page error: ${error.message}`));
        await page.goto(
          server.workbenchUrl({
            folder: options.workspace,
            workspaceFile: options.workspaceFile,
            extensionDevelopmentPaths: options.extensionDevelopmentPaths,
            extensionTestsPath: options.extensionTestsPath,
          }),
        );
      }).catch((error) => {
        log(`browser failed: ${error.message}`);
        resolveExit(1);
      });
    });
    exitCode = await exitCodeArrived;
  } finally {
    clearTimeout(timer);
    await browser?.close().catch(() => {});
    await server.stop({ keepRunDir: exitCode !== 0 });
    if (exitCode !== 0) log(`run folder kept for inspection: ${server.runDir} (server.log, workbench-logs/)`);
  }
  log(`finished with exit code ${exitCode} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return exitCode;
}
