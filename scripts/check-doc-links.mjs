#!/usr/bin/env node
// Checks the relative links of the documentation: every link in README.md and docs/*.md that points at a file of
// the repository must find that file, and every link to an anchor (`#...`, `docs/x.md#...`) must find a heading
// whose GitHub anchor it is. GitHub's anchors: the heading's text (backticks, emphasis markers and link targets
// gone), lower case, every character but letters, digits, '-', '_' and spaces dropped, each space a '-'; a
// repeated anchor gets -1, -2, … in order. Links inside fenced code blocks and inline code are not links;
// http(s), mailto and other scheme links are not checked (no network).
//   node scripts/check-doc-links.mjs [repository root]      exit 1 and one line per broken link, else exit 0
// The checking itself is a pure function of the files' texts (brokenLinks), so a test can give it text in memory.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The lines of a Markdown text that are not inside a fenced code block, with their 1-based numbers. */
export function proseLines(text) {
  const out = [];
  let fence = null; // the fence that opened the block: its character and length
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    const m = /^ {0,3}(`{3,}|~{3,})(.*)$/.exec(line);
    if (fence === null) {
      if (m && !(m[1][0] === '`' && m[2].includes('`'))) {
        fence = { char: m[1][0], length: m[1].length };
        continue;
      }
      out.push({ line, number: i + 1 });
    } else if (m && m[1][0] === fence.char && m[1].length >= fence.length && m[2].trim() === '') {
      fence = null;
    }
  }
  return out;
}

/** The text GitHub shows for a heading's Markdown: code, emphasis, links and images as their text, HTML tags gone. */
function headingText(markdown) {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`+/g, '')
    .replace(/(^|[^\p{L}\p{N}])_{1,3}(?=\S)|(?<=\S)_{1,3}(?=$|[^\p{L}\p{N}])/gu, '$1')
    .trim();
}

/** GitHub's anchor for a heading's text (as github-slugger makes it, before duplicates are numbered). */
export function slugOf(heading) {
  return headingText(heading).toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-');
}

/** The anchors of a Markdown text's headings, in order, duplicates numbered as GitHub numbers them. */
export function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  const add = (slug) => {
    let unique = slug;
    if (seen.has(slug)) {
      let n = seen.get(slug);
      do unique = `${slug}-${++n}`; while (seen.has(unique));
      seen.set(slug, n);
    }
    seen.set(unique, 0);
    anchors.add(unique);
  };
  const lines = proseLines(text);
  for (let k = 0; k < lines.length; k++) {
    const { line } = lines[k];
    const atx = /^ {0,3}#{1,6}(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (atx) {
      add(slugOf(atx[1] ?? ''));
      continue;
    }
    const next = lines[k + 1];
    if (next && next.number === lines[k].number + 1 && line.trim() !== '' && /^ {0,3}(=+|-+)[ \t]*$/.test(next.line)
      && !/^ {0,3}([-*+]|\d+[.)]|>|\|)/.test(line) && (k === 0 || lines[k - 1].line.trim() === '' || /^ {0,3}=+[ \t]*$/.test(next.line))) {
      add(slugOf(line));
      k++;
      continue;
    }
    for (const m of line.matchAll(/<a\s+(?:[^>]*\s)?(?:name|id)=["']([^"']+)["']/gi)) anchors.add(m[1]);
  }
  return anchors;
}

/** The links of a Markdown text that are not in code: inline links and images, and reference definitions. */
export function linksOf(text) {
  const out = [];
  for (const { line, number } of proseLines(text)) {
    const def = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(line);
    if (def && !/^ {0,3}\[\^/.test(line)) {
      out.push({ line: number, target: def[1].replace(/^<|>$/g, '') });
      continue;
    }
    const noCode = line.replace(/(`+)(?:(?!\1)[\s\S])*?\1/g, (s) => ' '.repeat(s.length));
    for (const m of noCode.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+(?:\([^\s)]*\)[^\s)]*)*)(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g)) {
      out.push({ line: number, target: m[1].replace(/^<|>$/g, '') });
    }
  }
  return out;
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The broken links of a set of Markdown files. `files` maps a repository-relative path ('README.md',
 * 'docs/x.md') to its text; `exists(path)` says whether another repository path exists (a picture, a source file,
 * a folder). A link to a Markdown file with an anchor must land on a file of `files`. Returns one entry per broken
 * link: { file, line, target, reason }.
 */
export function brokenLinks(files, exists = () => false) {
  const anchors = new Map();
  const anchorsIn = (file) => {
    if (!anchors.has(file)) anchors.set(file, anchorsOf(files[file]));
    return anchors.get(file);
  };
  const broken = [];
  for (const file of Object.keys(files).sort()) {
    for (const { line, target } of linksOf(files[file])) {
      if (SCHEME.test(target) || target.startsWith('//')) continue;
      const hash = target.indexOf('#');
      const pathPart = hash < 0 ? target : target.slice(0, hash);
      let anchor = hash < 0 ? null : target.slice(hash + 1);
      let resolved = file;
      if (pathPart !== '') {
        let decoded = pathPart;
        try { decoded = decodeURIComponent(pathPart); } catch { /* kept as written */ }
        resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded)).replace(/\/$/, '');
        if (resolved.startsWith('..') || path.posix.isAbsolute(decoded)) {
          broken.push({ file, line, target, reason: 'points outside the repository' });
          continue;
        }
        if (!(resolved in files) && !exists(resolved)) {
          broken.push({ file, line, target, reason: `no file ${resolved}` });
          continue;
        }
      }
      if (anchor === null || anchor === '') continue;
      try { anchor = decodeURIComponent(anchor); } catch { /* kept as written */ }
      if (!(resolved in files)) {
        if (/\.(md|markdown)$/i.test(resolved)) broken.push({ file, line, target, reason: `${resolved} was not read, so its anchors cannot be checked` });
        continue;
      }
      if (!anchorsIn(resolved).has(anchor)) broken.push({ file, line, target, reason: `no heading in ${resolved} has the anchor #${anchor}` });
    }
  }
  return broken;
}

/** README.md and docs/*.md of a repository, and every other Markdown file of it they link to, with their texts. */
export function documentationOf(root) {
  const files = {};
  const read = (rel) => { files[rel] = readFileSync(path.join(root, rel), 'utf8'); };
  read('README.md');
  const docs = path.join(root, 'docs');
  if (existsSync(docs)) for (const name of readdirSync(docs).sort()) if (/\.md$/i.test(name)) read(`docs/${name}`);
  const queue = Object.keys(files);
  while (queue.length > 0) {
    const file = queue.shift();
    for (const { target } of linksOf(files[file])) {
      if (SCHEME.test(target)) continue;
      const pathPart = target.split('#')[0];
      if (!/\.(md|markdown)$/i.test(pathPart)) continue;
      let decoded = pathPart;
      try { decoded = decodeURIComponent(pathPart); } catch { /* kept as written */ }
      const rel = path.posix.normalize(path.posix.join(path.posix.dirname(file), decoded));
      if (rel.startsWith('..') || rel in files || !existsSync(path.join(root, rel))) continue;
      read(rel);
      queue.push(rel);
    }
  }
  return files;
}

/** The broken links of the documentation of the repository at `root`. */
export function checkRepository(root) {
  return brokenLinks(documentationOf(root), (rel) => existsSync(path.join(root, rel)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const broken = checkRepository(root);
  for (const b of broken) console.log(`${b.file}:${b.line}: ${b.target} — ${b.reason}`);
  if (broken.length > 0) {
    console.error(`check-doc-links: ${broken.length} broken link${broken.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
  console.log('check-doc-links: every relative link and anchor resolves');
}
