// Mozilla's pdf.js (legacy build: plain Node, no canvas, no network), with its worker run in this thread.
// The bundler builds this file alone into dist/pdfjs.js, which the extractor loads only when a PDF is read.
// The legacy build carries core-js polyfills that replace a few built-ins (JSON.parse's error messages, …): the
// originals are put back once it has loaded, so the rest of Warrant behaves the same whether or not a PDF was read.

export async function loadPdfjs() {
  const saved: Array<[object, PropertyKey, PropertyDescriptor | undefined]> = [
    [JSON, 'parse'], [JSON, 'stringify'], [Array.prototype, 'push'], [Function.prototype, 'toString'],
  ].map(([o, k]) => [o as object, k as PropertyKey, Object.getOwnPropertyDescriptor(o as object, k as PropertyKey)]);
  // Loading builds one identity DOMMatrix (used only to draw, which Warrant never does): without a canvas
  // package (none is shipped) a stand-in is given for that moment, and the "cannot polyfill" warnings pdf.js
  // prints to the console while it looks for one are held back (they would mix into the CLI's output).
  const g = globalThis as { DOMMatrix?: unknown; pdfjsWorker?: unknown };
  const standIn = g.DOMMatrix === undefined;
  if (standIn) g.DOMMatrix = IdentityMatrix;
  const consoleWarn = console.warn;
  console.warn = () => {};
  try {
    const [lib, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
    // pdf.js looks here for a worker already loaded in this thread before it tries to start one.
    g.pdfjsWorker = worker;
    return lib;
  } finally {
    console.warn = consoleWarn;
    if (standIn && g.DOMMatrix === IdentityMatrix) delete g.DOMMatrix;
    for (const [o, k, d] of saved) if (d) Object.defineProperty(o, k, d);
  }
}

class IdentityMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
}

export type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
