// Mozilla's pdf.js (legacy build: plain Node, no canvas, no network), with its worker run in this thread.
// The bundler builds this file alone into dist/pdfjs.js, which the extractor loads only when a PDF is read.

export async function loadPdfjs() {
  const [lib, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
  // pdf.js looks here for a worker already loaded in this thread before it tries to start one.
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
  return lib;
}

export type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
