// Mozilla's pdf.js (legacy build: plain Node, no canvas, no network), with its worker run in this thread.
// The bundler builds this file alone into dist/pdfjs.js, which the extractor loads only when a PDF is read.
//
// While it loads, pdf.js looks for a canvas package to draw with and polyfills a few globals; Warrant only reads
// text, so it is told there is none (the same in tests, the CLI, the editor and a packaged extension), is given
// identity stand-ins for the three drawing classes it touches while loading (removed afterwards), and the
// built-ins its core-js polyfills replace (JSON.parse's error messages, …) are put back once it has loaded.

class StandIn {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;
}
const DRAWING_CLASSES = ['DOMMatrix', 'ImageData', 'Path2D'] as const;

export async function loadPdfjs() {
  const g = globalThis as Record<string, unknown>;
  const saved: Array<[object, PropertyKey, PropertyDescriptor | undefined]> = [
    [JSON, 'parse'], [JSON, 'stringify'], [Array.prototype, 'push'], [Function.prototype, 'toString'], [process, 'getBuiltinModule'],
  ].map(([o, k]) => [o as object, k as PropertyKey, Object.getOwnPropertyDescriptor(o as object, k as PropertyKey)]);
  const standIns = DRAWING_CLASSES.filter((name) => g[name] === undefined);
  for (const name of standIns) g[name] = StandIn;
  const builtin = process.getBuiltinModule?.bind(process);
  if (builtin) {
    const noCanvas = (name: string) => {
      const real = builtin(name);
      if (name !== 'module' && name !== 'node:module') return real;
      const mod = real as typeof import('node:module');
      return { ...mod, createRequire: () => (id: string) => (id === '@napi-rs/canvas' ? {} : mod.createRequire(__filename)(id)) };
    };
    Object.defineProperty(process, 'getBuiltinModule', { value: noCanvas, configurable: true, writable: true });
  }
  try {
    const [lib, worker] = await Promise.all([import('pdfjs-dist/legacy/build/pdf.mjs'), import('pdfjs-dist/legacy/build/pdf.worker.mjs')]);
    // pdf.js looks here for a worker already loaded in this thread before it tries to start one.
    g.pdfjsWorker = worker;
    return lib;
  } finally {
    for (const name of standIns) if (g[name] === StandIn) delete g[name];
    for (const [o, k, d] of saved) if (d) Object.defineProperty(o, k, d);
  }
}

export type Pdfjs = Awaited<ReturnType<typeof loadPdfjs>>;
