// Citations written in the draft: footnotes whose definition names a source file, and links to local files.
// Pure: paths are resolved as strings, the file system is never touched here.
import * as path from 'node:path';
import type { Citation, Range } from '../model.js';
import type { FootnoteDefinition } from './markdown.js';

export interface PathContext {
  root: string; // absolute workspace root: targets starting with '/' resolve against it
  documentPath: string; // absolute draft path: other relative targets resolve against its folder
}

interface Target {
  file: string; // path part, percent-decoded
  line: number | null; // 0-based
  heading: string | null;
}

const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WINDOWS_DRIVE = /^[a-z]:[\\/]/i;
const PATH_LIKE = /^[\\/]?(?:[\p{L}\p{N}_.~-]+[\\/])*[\p{L}\p{N}_.~-]*\.[a-z][a-z0-9]{1,7}$/iu;
const LINE_IN_TEXT = /\b(?:lines?|l\.)\s*(\d+)|(?:^|\s)L(\d+)\b/i;

/** True for link targets that may name a workspace file (not a URL, mail address or in-page anchor). */
export function isLocalTarget(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '' || trimmed.startsWith('#') || trimmed.startsWith('//')) return false;
  return WINDOWS_DRIVE.test(trimmed) || !URL_SCHEME.test(trimmed);
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Split "papers/a.txt#L12", "papers/a.txt:12", "notes/a.md#some-heading" into file, line and heading. */
function parseTarget(raw: string): Target {
  let file = raw.trim().replace(/^<(.*)>$/, '$1');
  let line: number | null = null;
  let heading: string | null = null;
  const hash = file.indexOf('#');
  if (hash >= 0) {
    const fragment = decode(file.slice(hash + 1));
    file = file.slice(0, hash);
    const lineFragment = /^L(\d+)(?:-L?\d+)?$/i.exec(fragment);
    if (lineFragment) line = toZeroBased(lineFragment[1]!);
    else if (fragment !== '') heading = fragment;
  }
  const query = file.indexOf('?');
  if (query >= 0) file = file.slice(0, query);
  const lineSuffix = /^(.+?):(\d+)(?:[-:]\d+)?$/.exec(file);
  if (lineSuffix && !/^[a-z]$/i.test(lineSuffix[1]!)) {
    file = lineSuffix[1]!;
    line ??= toZeroBased(lineSuffix[2]!);
  }
  return { file: decode(file), line, heading };
}

function toZeroBased(oneBased: string): number {
  return Math.max(0, Number.parseInt(oneBased, 10) - 1);
}

/** A cited path as an absolute one: "/x" from the workspace root, anything else from the draft's folder. */
export function resolveFile(file: string, context: PathContext): string | null {
  if (file === '') return null;
  if (file.startsWith('/')) return path.join(context.root, file);
  return path.resolve(path.dirname(context.documentPath), file);
}

/** A citation for a Markdown link, or null when the link does not point at a local file. */
export function linkCitation(url: string, label: string, range: Range, context: PathContext): Citation | null {
  if (!isLocalTarget(url)) return null;
  const target = parseTarget(url);
  const resolvedPath = resolveFile(target.file, context);
  if (resolvedPath === null) return null;
  return { kind: 'link', label, target: url, resolvedPath, line: target.line, heading: target.heading, range };
}

/** A citation for a footnote reference; its definition may name a file, a line and a heading. */
export function footnoteCitation(label: string, definition: FootnoteDefinition, range: Range, context: PathContext): Citation {
  const written = definition.linkUrl ?? findPathToken(definition.text);
  const lineInText = LINE_IN_TEXT.exec(definition.text.replace(written ?? '', ' '));
  const textLine = lineInText ? toZeroBased((lineInText[1] ?? lineInText[2])!) : null;
  if (written === null || !isLocalTarget(written)) {
    return { kind: 'footnote', label, target: written ?? definition.text.trim(), resolvedPath: null, line: textLine, heading: null, range };
  }
  const target = parseTarget(written);
  return {
    kind: 'footnote',
    label,
    target: written,
    resolvedPath: resolveFile(target.file, context),
    line: target.line ?? textLine,
    heading: target.heading,
    range,
  };
}

/** The first whitespace-separated token of a footnote body that looks like a file path (or a URL). */
function findPathToken(text: string): string | null {
  for (const word of text.split(/\s+/)) {
    const token = word.replace(/^[("'<\[]+/, '').replace(/[)"'>\],;]+$/, '').replace(/\.$/, '');
    if (token === '') continue;
    if (URL_SCHEME.test(token) && !WINDOWS_DRIVE.test(token)) return token;
    const file = token.replace(/[#?].*$/, '').replace(/:\d+(?:[-:]\d+)?$/, '');
    if (PATH_LIKE.test(file)) return token;
  }
  return null;
}
