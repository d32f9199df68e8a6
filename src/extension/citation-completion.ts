// Completion of Pandoc citation keys in Markdown drafts: typing "@" (or inside "[@…") offers the keys of the
// bibliographies the draft names in its front matter and the folder's .warrant.json names, each with its
// title, authors and year. Read through the core's loader (same parser, same cache rules, workspace only).
import * as path from 'node:path';
import * as vscode from 'vscode';
import { frontMatterBibliography } from '../core/bibliography/front-matter';
import { BibliographyLoader } from '../core/bibliography/resolve';
import { nodeFileSystem } from '../core/fs/node-fs';
import type { EngineHost } from './engines';

/** The "@key" being typed at the end of `before` (the line up to the cursor), or null when it is no citation. */
export function citationPrefix(before: string): { prefix: string; start: number } | null {
  const m = /(^|[\s[;(-])@(\{?[^\s@[\]{};,]*)$/.exec(before);
  if (!m) return null;
  // inside inline code (an odd number of backticks before it) an "@" is code, not a citation
  if ((before.slice(0, m.index).match(/`/g)?.length ?? 0) % 2 === 1) return null;
  const prefix = m[2]!.replace(/^\{/, '');
  return { prefix, start: before.length - prefix.length };
}

export class CitationCompletionProvider implements vscode.CompletionItemProvider {
  static readonly triggerCharacters = ['@'];
  private readonly loaders = new Map<string, BibliographyLoader>(); // by workspace root

  constructor(private readonly engines: EngineHost) {}

  async provideCompletionItems(document: vscode.TextDocument, position: vscode.Position): Promise<vscode.CompletionItem[]> {
    const at = citationPrefix(document.lineAt(position.line).text.slice(0, position.character));
    const folder = vscode.workspace.getWorkspaceFolder(document.uri);
    if (!at || !folder || document.uri.scheme !== 'file') return [];
    const host = await this.engines.get(folder);
    const root = host?.config.root ?? (await nodeFileSystem.realpath(folder.uri.fsPath).catch(() => folder.uri.fsPath));
    const named = frontMatterBibliography(document.getText());
    const draft = await nodeFileSystem.realpath(document.uri.fsPath).catch(() => document.uri.fsPath);
    const files = [...new Set([...(named?.files ?? []).map((f) => path.resolve(path.dirname(draft), f)), ...(host?.config.bibliography ?? [])])];
    if (files.length === 0) return [];
    let loader = this.loaders.get(root);
    if (!loader) this.loaders.set(root, (loader = new BibliographyLoader(nodeFileSystem, root)));
    const range = new vscode.Range(position.line, at.start, position.line, position.character);
    const items: vscode.CompletionItem[] = [];
    const seen = new Set<string>();
    for (const file of files) {
      const bib = await loader.load(file);
      for (const entry of bib.entries.values()) {
        if (seen.has(entry.key)) continue;
        seen.add(entry.key);
        const byline = [entry.authors, entry.year].filter(Boolean).join(' ');
        const item = new vscode.CompletionItem({ label: entry.key, description: byline || undefined }, vscode.CompletionItemKind.Reference);
        const title = entry.title?.replace(/<[^>]+>/g, '') ?? '(no title)';
        item.detail = byline ? `${title} — ${byline}` : title;
        const where = entry.files.length > 0 ? `file: ${entry.files.join(', ')}` : 'no local file: Warrant cannot check claims citing it';
        item.documentation = new vscode.MarkdownString().appendText(`${bib.shown} line ${entry.line} · ${where}`);
        item.insertText = entry.key;
        item.filterText = entry.key;
        item.range = range;
        items.push(item);
      }
    }
    return items;
  }
}
