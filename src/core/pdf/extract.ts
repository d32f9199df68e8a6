// PDF bytes → extracted text, page by page, with the headings the outline or the font sizes give. pdf.js is
// loaded on first use (dist/pdfjs.js in the bundles) and runs offline: the bytes are handed to it, it fetches
// nothing, evaluates no font code and draws nothing. A PDF that gives no text says why (PdfExtractionError).
import { foldTitle, layoutPage, type PageHeading, type TextRun } from './layout';

/** The pdf.js release the layout was written against: a unit test holds it equal to the installed one. */
export const PDFJS_VERSION = '5.6.205';
/** Bump when the layout rules change: cached extractions and recorded evidence name the version they came from. */
export const LAYOUT_VERSION = 1;
export const PDF_EXTRACTOR_VERSION = `pdfjs-${PDFJS_VERSION}/layout-${LAYOUT_VERSION}`;

export interface PdfExtraction {
  extractor: string;
  /** Each page's extracted text (no page contains a form feed). */
  pages: string[];
  /** Heading lines, per page, as offsets into that page's text. */
  headings: PageHeading[][];
}

export type PdfProblem = 'encrypted' | 'damaged' | 'no_text';

/** Why a PDF gives no text, in words that name the file's problem. */
export class PdfExtractionError extends Error {
  override readonly name = 'PdfExtractionError';
  constructor(readonly problem: PdfProblem, detail: string) {
    super(detail);
  }
}

const PROBLEM_WORDS: Record<PdfProblem, string> = {
  encrypted: 'the PDF is encrypted (password-protected): no text can be read',
  damaged: 'the PDF is damaged or not a PDF',
  no_text: 'the PDF has no text layer (a scan?): nothing to read without OCR, which Warrant does not do',
};

interface RawPage {
  runs: TextRun[];
}

/** Extracts the text of every page. Throws PdfExtractionError for an encrypted, damaged or text-less PDF. */
export async function extractPdf(bytes: Uint8Array): Promise<PdfExtraction> {
  // required at run time (dist/pdfjs.js in the bundles, see scripts/build.mjs), not at start-up
  const { loadPdfjs } = (await Promise.resolve().then(() => require('./pdfjs-lib'))) as typeof import('./pdfjs-lib.js');
  const pdfjs = await loadPdfjs();
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes), // pdf.js takes ownership of the buffer it is given
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  let pdf: Awaited<typeof task.promise>;
  try {
    pdf = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => undefined);
    const name = (e as { name?: string }).name;
    if (name === 'PasswordException') throw new PdfExtractionError('encrypted', PROBLEM_WORDS.encrypted);
    throw new PdfExtractionError('damaged', `${PROBLEM_WORDS.damaged} (${(e as Error).message})`);
  }
  try {
    const raw: RawPage[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.length === 0) continue;
        const [, , c, d, x, y] = item.transform as number[];
        runs.push({ text: item.str, x: x!, y: y!, width: item.width, size: Math.hypot(c!, d!) || item.height });
      }
      raw.push({ runs });
      page.cleanup();
    }
    const outline = outlineDepths(await pdf.getOutline().catch(() => null));
    const { bodySize, headingSizes } = fontSizes(raw);
    const laid = raw.map((p) => layoutPage(p.runs, { bodySize, headingSizes, outline }));
    if (laid.every((p) => !/[\p{L}\p{N}]/u.test(p.text))) throw new PdfExtractionError('no_text', PROBLEM_WORDS.no_text);
    return { extractor: PDF_EXTRACTOR_VERSION, pages: laid.map((p) => p.text), headings: laid.map((p) => p.headings) };
  } catch (e) {
    if (e instanceof PdfExtractionError) throw e;
    throw new PdfExtractionError('damaged', `${PROBLEM_WORDS.damaged} (${(e as Error).message})`);
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}

interface OutlineNode {
  title: string;
  items?: OutlineNode[];
}

function outlineDepths(nodes: OutlineNode[] | null): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (list: OutlineNode[], depth: number) => {
    for (const node of list) {
      const key = foldTitle(node.title ?? '');
      if (key && !out.has(key)) out.set(key, depth);
      if (node.items && depth < 6) walk(node.items, depth + 1);
    }
  };
  walk(nodes ?? [], 1);
  return out;
}

/** The body size (most characters set in it) and the larger sizes, largest first, rounded to half points. */
function fontSizes(pages: RawPage[]): { bodySize: number; headingSizes: number[] } {
  const chars = new Map<number, number>();
  for (const p of pages) for (const r of p.runs) {
    const s = Math.round(r.size * 2) / 2;
    chars.set(s, (chars.get(s) ?? 0) + r.text.trim().length);
  }
  let bodySize = 10;
  let most = -1;
  for (const [s, n] of chars) if (n > most) [bodySize, most] = [s, n];
  const headingSizes = [...chars.keys()].filter((s) => s >= bodySize * 1.15).sort((a, b) => b - a);
  return { bodySize, headingSizes };
}
