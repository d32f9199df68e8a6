// Turns an evidence span (offsets into a source file) into an editor Location. The source is read
// once per content hash (a few recent files are kept in memory, nothing on disk); a span whose text no
// longer matches (the source changed) falls back to its line.
import * as vscode from 'vscode';
import type { EvidenceSpan } from '../core/model';
import { nodeFileSystem } from '../core/fs/node-fs';

const MAX_CACHED_SOURCES = 16;

export class SpanLocator {
  private readonly lineStarts = new Map<string, Promise<{ text: string; starts: number[] } | undefined>>();

  async locate(span: EvidenceSpan): Promise<vscode.Location> {
    const uri = vscode.Uri.file(span.sourcePath);
    const source = await this.load(span);
    if (!source || source.text.slice(span.start, span.end) !== span.text) {
      return new vscode.Location(uri, new vscode.Range(span.line, 0, span.line, 0));
    }
    return new vscode.Location(uri, new vscode.Range(position(source.starts, span.start), position(source.starts, span.end)));
  }

  /** Forget cached sources (all, or the given absolute paths). */
  invalidate(paths?: string[]): void {
    if (!paths) return this.lineStarts.clear();
    for (const key of [...this.lineStarts.keys()]) if (paths.some((p) => key.startsWith(`${p}\0`))) this.lineStarts.delete(key);
  }

  private load(span: EvidenceSpan) {
    const key = `${span.sourcePath}\0${span.sourceHash}`;
    let entry = this.lineStarts.get(key);
    if (!entry) {
      entry = nodeFileSystem.readFile(span.sourcePath).then(
        (bytes) => {
          const text = new TextDecoder().decode(bytes);
          const starts = [0];
          for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
          return { text, starts };
        },
        () => undefined,
      );
      this.lineStarts.set(key, entry);
      if (this.lineStarts.size > MAX_CACHED_SOURCES) this.lineStarts.delete(this.lineStarts.keys().next().value!);
    }
    return entry;
  }
}

function position(starts: number[], offset: number): vscode.Position {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= offset) lo = mid;
    else hi = mid - 1;
  }
  return new vscode.Position(lo, offset - starts[lo]!);
}
