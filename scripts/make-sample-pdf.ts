// Writes sample-corpus/papers/layout-notes.pdf, the demo corpus's PDF source, from the text below (run with
// `npx tsx scripts/make-sample-pdf.ts`; the committed PDF is exactly what this writes, a test checks it).
// Like the other sample papers it holds the author's own illustrative notes, not facts from a real paper:
// page 1 is set in two columns with a hyphen at a line end and a ligature, page 2 has a section heading, a
// table and the sentence the sample draft cites with its page.
import { writeFileSync } from 'node:fs';
import { column, makePdf } from './tiny-pdf';

export const SAMPLE_PDF = 'sample-corpus/papers/layout-notes.pdf';

export function samplePdf(): Uint8Array {
  return makePdf(
    [
      {
        texts: [
          { text: 'Layout Notes on Two-Column Papers', x: 72, y: 740, size: 16 },
          ...column([
            'These are illustrative notes written for',
            'the Warrant demo corpus. A two-column',
            'page is read down the left column first,',
            'then down the right column, so that a',
            'sentence is never spliced with its neigh-',
            'bour across the gutter.',
          ], 72, 700),
          ...column([
            'Ligatures such as the \uFB01 in \uFB01gure are',
            'spelled out when the text is extracted,',
            'and a hyphen that only broke a word at',
            'the end of a line is removed.',
          ], 320, 700),
        ],
      },
      {
        texts: [
          { text: 'Page Audit', x: 72, y: 740, size: 13 },
          ...column([
            'The page audit checked 240 citations in 18 drafts and found',
            'that 37 of them pointed at the wrong page of the cited PDF.',
          ], 72, 712),
          { text: 'Drafts', x: 72, y: 660 }, { text: 'Citations', x: 200, y: 660 }, { text: 'Wrong page', x: 320, y: 660 },
          { text: '18', x: 72, y: 646 }, { text: '240', x: 200, y: 646 }, { text: '37', x: 320, y: 646 },
        ],
      },
    ],
    { outline: [{ title: 'Layout Notes on Two-Column Papers', page: 1 }, { title: 'Page Audit', page: 2 }] },
  );
}

if (require.main === module) {
  writeFileSync(SAMPLE_PDF, samplePdf());
  console.log(`wrote ${SAMPLE_PDF}`);
}
