// The small project both packaging checks use (scripts/test-package.mjs): a source, a draft whose claims it
// carries verbatim, and a draft with a changed number. Written to a scratch folder, never into the repository.
import * as fs from 'node:fs';
import * as path from 'node:path';

const SOURCE = [
  'CiteVQA: A Benchmark for Attributed Document Question Answering',
  '',
  'The CiteVQA benchmark contains 1,897 questions across 711 PDFs.',
  'CiteVQA covers seven domains in two languages, English and Chinese.',
  '',
].join('\n');

const rightClaims = ['CiteVQA contains 1,897 questions across 711 PDFs.', 'CiteVQA covers seven domains in two languages, English and Chinese.'];
const wrongClaim = 'CiteVQA contains 2,400 questions across 711 PDFs.';

export const PROJECT = {
  source: 'papers/citevqa.txt',
  rightDraft: 'drafts/right.md',
  wrongDraft: 'drafts/wrong.md',
  rightClaims,
  wrongClaim,
};

/** Writes the project into `root` (created if missing). */
export function writeScratchProject(root: string): void {
  const files: Record<string, string> = {
    '.warrant.json': `${JSON.stringify({ sources: ['papers'], drafts: ['drafts/**'] }, null, 2)}\n`,
    [PROJECT.source]: SOURCE,
    [PROJECT.rightDraft]: `# Benchmarks\n\n${rightClaims.join('\n')}\n`,
    [PROJECT.wrongDraft]: `# Benchmarks\n\n${wrongClaim}\n`,
  };
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), text);
  }
}
