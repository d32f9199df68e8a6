// Types for scripts/check-doc-links.mjs, which the unit tests exercise.
export interface BrokenLink { file: string; line: number; target: string; reason: string }

export function proseLines(text: string): Array<{ line: string; number: number }>;
export function slugOf(heading: string): string;
export function anchorsOf(text: string): Set<string>;
export function linksOf(text: string): Array<{ line: number; target: string }>;
/** The broken links of Markdown files given by repository-relative path and text; `exists` answers for other paths. */
export function brokenLinks(files: Record<string, string>, exists?: (path: string) => boolean): BrokenLink[];
export function documentationOf(root: string): Record<string, string>;
export function checkRepository(root: string): BrokenLink[];
