// `warrant-source:` documents: the extracted text of one page of a PDF source, read-only, so that the evidence
// link of a PDF-backed claim opens where the span is (a PDF's own viewer has no offsets into our text). The
// URI's path names the file and page ("papers/citevqa.pdf, p. 3"); its query carries the absolute path. The text
// comes from the folder's source reader (the kernel's SourceStore), which extracts and caches PDFs.
import * as path from 'node:path';
import * as vscode from 'vscode';
import { pageStarts, pageText } from '../core/pdf/pages';
import type { EngineHost } from './engines';
import { realPathInside } from './safe-paths';

export const SOURCE_SCHEME = 'warrant-source';

/** The URI of page `page` of the PDF at `absPath` (relPath: how the title names it). */
export function pageUri(absPath: string, relPath: string, page: number): vscode.Uri {
  return vscode.Uri.from({ scheme: SOURCE_SCHEME, path: `/${relPath}, p. ${page}`, query: new URLSearchParams({ file: absPath, page: String(page) }).toString() });
}

export class SourcePageProvider implements vscode.TextDocumentContentProvider {
  constructor(private readonly engines: EngineHost) {}

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const q = new URLSearchParams(uri.query);
    const file = q.get('file') ?? '';
    const page = Number(q.get('page'));
    if (!path.isAbsolute(file) || !Number.isInteger(page) || page < 1) return 'Warrant: not a source page.';
    const folder = vscode.workspace.getWorkspaceFolder(vscode.Uri.file(file));
    const real = folder ? await realPathInside(file) : undefined;
    if (!folder || real === undefined) return 'Warrant: that source is not a file inside the workspace, so it is not shown.';
    const host = await this.engines.get(folder);
    if (!host) return 'Warrant: the folder has no usable config (see the Warrant log).';
    try {
      const doc = await host.recordSources.load(real);
      return pageText(doc.text, page, doc.pages ?? pageStarts(doc.text));
    } catch (e) {
      return `Warrant: ${path.basename(file)} cannot be read: ${(e as Error).message}`;
    }
  }
}

/** Opens page `page` of a PDF source beside the draft with [start, end) (offsets into the page's text) selected. */
export async function openPdfPage(absPath: string, relPath: string, page: number, start: number, end: number): Promise<vscode.TextEditor> {
  const document = await vscode.workspace.openTextDocument(pageUri(absPath, relPath, page));
  const length = document.getText().length;
  const range = end <= length ? new vscode.Range(document.positionAt(start), document.positionAt(end)) : new vscode.Range(0, 0, 0, 0);
  return vscode.window.showTextDocument(document, { selection: range, preview: true, viewColumn: vscode.ViewColumn.Beside });
}
