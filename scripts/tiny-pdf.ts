// A tiny PDF writer for tests and the sample corpus: text placed at given positions in the standard Helvetica
// font (WinAnsi, with the "fi"/"fl" ligature glyphs at codes 174/175), optional drawn rectangles, and the
// two broken kinds Warrant must name: encrypted (a password is needed) and damaged. No dependency: every
// byte is written here, so tests control exactly what a PDF holds.

export interface PdfText {
  text: string; // WinAnsi text; "\uFB01" and "\uFB02" are written as the fi/fl ligature glyphs
  x: number;
  y: number;
  size?: number; // default 10
}

export interface PdfPage {
  texts: PdfText[];
  /** Filled rectangles [x, y, w, h] (a page of only these has no text layer, like a scan). */
  boxes?: Array<[number, number, number, number]>;
}

export interface PdfOptions {
  /** Outline (bookmark) titles, each pointing at a 1-based page. */
  outline?: Array<{ title: string; page: number }>;
  /** Adds a standard security handler whose user password is not empty: readers must ask for a password. */
  encrypted?: boolean;
  width?: number; // default 612 (US Letter)
  height?: number; // default 792
}

function escapeText(s: string): string {
  let out = '';
  for (const ch of s) {
    if (ch === '\uFB01') out += '\\256';
    else if (ch === '\uFB02') out += '\\257';
    else if (ch === '(' || ch === ')' || ch === '\\') out += '\\' + ch;
    else {
      const c = ch.charCodeAt(0);
      out += c < 32 || c > 126 ? '\\' + (c & 0xff).toString(8).padStart(3, '0') : ch;
    }
  }
  return out;
}

export function makePdf(pages: PdfPage[], opts: PdfOptions = {}): Uint8Array {
  const width = opts.width ?? 612;
  const height = opts.height ?? 792;
  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  const catalog = add('');
  const pagesObj = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [174 /fi /fl] >> >>');
  const pageIds: number[] = [];
  for (const page of pages) {
    const ops: string[] = [];
    for (const [x, y, w, h] of page.boxes ?? []) ops.push(`0.2 g ${x} ${y} ${w} ${h} re f`);
    for (const t of page.texts) ops.push(`BT /F1 ${t.size ?? 10} Tf ${t.x} ${t.y} Td (${escapeText(t.text)}) Tj ET`);
    const stream = ops.join('\n');
    const content = add(`<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`);
    pageIds.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  let outlineRef = '';
  if (opts.outline && opts.outline.length > 0) {
    const root = add('');
    const ids = opts.outline.map(() => add(''));
    opts.outline.forEach((o, i) => {
      const links = [i > 0 ? `/Prev ${ids[i - 1]} 0 R` : '', i + 1 < ids.length ? `/Next ${ids[i + 1]} 0 R` : ''].join(' ');
      objects[ids[i]! - 1] = `<< /Title (${escapeText(o.title)}) /Parent ${root} 0 R ${links} /Dest [${pageIds[o.page - 1]} 0 R /Fit] >>`;
    });
    objects[root - 1] = `<< /Type /Outlines /First ${ids[0]} 0 R /Last ${ids[ids.length - 1]} 0 R /Count ${ids.length} >>`;
    outlineRef = ` /Outlines ${root} 0 R`;
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R${outlineRef} >>`;
  let encrypt = '';
  if (opts.encrypted) {
    const o = add(`<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`);
    encrypt = ` /Encrypt ${o} 0 R`;
  }
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R${encrypt} /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

/** Bytes that start like a PDF and are not one. */
export function damagedPdf(): Uint8Array {
  return new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R\nthis is not a PDF any more \u0000\u0001\u0002 trailer <<<<\n', 'latin1'));
}

/** Lines of running text laid out top-down in a column from (x, top), `leading` points apart. */
export function column(lines: string[], x: number, top: number, size = 10, leading = 12): PdfText[] {
  return lines.map((text, i) => ({ text, x, y: top - i * leading, size }));
}
