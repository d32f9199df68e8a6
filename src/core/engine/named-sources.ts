// A claim may name a source by the identifier its file is named after: "PEP 572" is pep-0572.rst, "RFC 326" is
// rust-rfcs/0326-restrict-xXX-to-ascii.md, "ADR 7" is adr/0007-use-postgres.md. Such a source is searched as well
// as discovery's ranking, the way a writer would open the document the sentence names.

/** Most files one claim's names bring into its search. */
const MAX_NAMED_FILES = 3;
const NAME_WITH_NUMBER = /\b([A-Z][A-Za-z]{1,11})[\s#-]?(\d{1,5})\b/g;

const wordsOfPath = (relPath: string) => new Set(relPath.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));

/** The files (absolute paths) whose names carry an identifier the claim names, at most a few. */
export function namedSourceFiles(claimText: string, sources: Iterable<[absPath: string, source: { relPath: string }]>): string[] {
  const names = [...claimText.matchAll(NAME_WITH_NUMBER)].map((m) => {
    const kind = m[1]!.toLowerCase();
    const number = String(Number(m[2]));
    // "pep-0572", "rfc7231", "adr_7": the kind and the number; "0326-restrict-…" in a folder named for the kind ("rust-rfcs")
    return { kind, own: new RegExp(`^${kind}[-_ ]?0*${number}(?![0-9])`), numbered: new RegExp(`^0*${number}[-_]`) };
  });
  if (names.length === 0) return [];
  const out: string[] = [];
  for (const [absPath, { relPath }] of sources) {
    const base = (relPath.slice(relPath.lastIndexOf('/') + 1)).toLowerCase().replace(/\.[^.]+$/, '');
    // only a name that starts with a letter or digit can match: most files are passed over at once
    if (!names.some((n) => base.startsWith(n.kind) || /^\d/.test(base))) continue;
    if (names.some(({ kind, own, numbered }) => own.test(base) || (numbered.test(base) && [...wordsOfPath(relPath)].some((w) => w === kind || w === `${kind}s`)))) {
      out.push(absPath);
      if (out.length >= MAX_NAMED_FILES) break;
    }
  }
  return out;
}
