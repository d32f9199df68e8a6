// The `bibliography:` field of a draft's YAML front matter, in the forms Pandoc users write:
//   bibliography: refs.bib
//   bibliography: [refs.bib, more.json]
//   bibliography:
//     - refs.bib
//     - "more.json"

export interface FrontMatterBibliography {
  files: string[]; // as written (relative to the draft's folder)
  start: number; // draft offsets of the field, for diagnostics
  end: number;
}

const OPEN = /^---[ \t]*\r?\n/;

export function frontMatterBibliography(text: string): FrontMatterBibliography | null {
  const open = OPEN.exec(text);
  if (!open) return null;
  const close = /\r?\n(?:---|\.\.\.)[ \t]*(?=\r?\n|$)/g;
  close.lastIndex = open[0].length - 1;
  const end = close.exec(text);
  if (!end) return null;
  const body = text.slice(0, end.index + 1);
  const field = /^bibliography[ \t]*:[ \t]*(.*)$/m.exec(body);
  if (!field) return null;
  const start = field.index;
  const inline = stripComment(field[1]!).trim();
  if (inline !== '') {
    const list = /^\[(.*)\]$/.exec(inline);
    const files = (list ? list[1]!.split(',') : [inline]).map(unquote).filter((f) => f !== '');
    return { files, start, end: start + field[0].length };
  }
  // a block list on the following lines
  const files: string[] = [];
  let stop = start + field[0].length;
  const item = /\r?\n[ \t]*-[ \t]+([^\r\n]*)/y;
  item.lastIndex = stop;
  for (let m = item.exec(body); m; m = item.exec(body)) {
    const value = unquote(stripComment(m[1]!));
    if (value !== '') files.push(value);
    stop = item.lastIndex;
  }
  return { files, start, end: stop };
}

function stripComment(value: string): string {
  return value.replace(/(^|\s)#.*$/, '');
}

function unquote(value: string): string {
  const v = value.trim();
  return /^(["']).*\1$/.test(v) ? v.slice(1, -1) : v;
}
