// Which build of the code is running: a hash of everything that decides a verdict (the sources under src/, the
// build script, package.json and package-lock.json, which pin the NLP model, WordNet and pdf.js), computed by
// scripts/build.mjs when it bundles (esbuild's `define`), or from the source tree when the code runs unbundled
// (tests under tsx). Persisted results are reused only under the very build that made them: the version strings
// of src/core/version.ts are not bumped with every change, this is.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import * as path from 'node:path';

declare const __WARRANT_BUILD_ID__: string | undefined;

/** The files the build id hashes, relative to the project folder (the same list scripts/build.mjs hashes). */
export const BUILD_ID_INPUTS = ['src', 'scripts/build.mjs', 'package.json', 'package-lock.json'] as const;

let cached: string | null | undefined;

/** This build's id ("build:<hex>"), or null when it cannot be told (unbundled, with no source tree next to it). */
export function buildId(): string | null {
  if (cached !== undefined) return cached;
  if (typeof __WARRANT_BUILD_ID__ === 'string') return (cached = __WARRANT_BUILD_ID__);
  const project = projectFolder(__dirname);
  return (cached = project ? hashProject(project) : null);
}

/** The id of the project in `folder` (scripts/build.mjs runs the same function). */
export function hashProject(folder: string): string {
  const hash = createHash('sha256');
  for (const input of BUILD_ID_INPUTS) {
    for (const file of filesOf(folder, input)) {
      hash.update(file).update('\u0000').update(readFileSync(path.join(folder, file))).update('\u0000');
    }
  }
  return `build:${hash.digest('hex')}`;
}

/** `rel` itself when it is a file, else every file under it, sorted, as forward-slash paths relative to `folder`. */
function filesOf(folder: string, rel: string): string[] {
  const abs = path.join(folder, rel);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [rel];
  const out: string[] = [];
  for (const entry of readdirSync(abs, { withFileTypes: true })) {
    const child = `${rel}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesOf(folder, child));
    else if (entry.isFile()) out.push(child);
  }
  return out.sort();
}

function projectFolder(from: string): string | null {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'src', 'core', 'build-id.ts'))) return dir;
    if (path.dirname(dir) === dir) return null;
  }
}
