// A claim may name a source by the identifier its file is named after: "PEP 572" is pep-0572.rst, "RFC 326" is
// rust-rfcs/0326-restrict-xXX-to-ascii.md, "ADR 7" is adr/0007-use-postgres.md. Such a source is searched as well
// as discovery's ranking, the way a writer would open the document the sentence names.

/** Most files one claim's names bring into its search. */
const MAX_NAMED_FILES = 3;
const NAME_WITH_NUMBER = /\b([A-Z][A-Za-z]{1,11})[\s#-]?(\d{1,5})\b/g;

const wordsOfPath = (relPath: string) => new Set(relPath.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

/** The files (absolute paths) whose names carry an identifier the claim names, at most a few. */
export function namedSourceFiles(claimText: string, sources: Iterable<[absPath: string, source: { relPath: string }]>): string[] {
  const names = [...claimText.matchAll(NAME_WITH_NUMBER)].map((m) => ({ kind: m[1]!.toLowerCase(), number: String(Number(m[2])) }));
  if (names.length === 0) return [];
  const out: string[] = [];
  for (const [absPath, { relPath }] of sources) {
    const base = (relPath.split('/').pop() ?? '').toLowerCase().replace(/\.[^.]+$/, '');
    for (const { kind, number } of names) {
      // "pep-0572", "rfc7231", "adr_7": the kind and the number; "0326-restrict-…" in a folder named for the kind ("rust-rfcs")
      const own = new RegExp(`^${kind}[-_ ]?0*${number}(?![0-9])`).test(base);
      const numbered = new RegExp(`^0*${number}[-_]`).test(base) && [...wordsOfPath(relPath)].some((w) => w === kind || w === `${kind}s`);
      if (own || numbered) {
        out.push(absPath);
        break;
      }
    }
    if (out.length >= MAX_NAMED_FILES) break;
  }
  return out;
}
