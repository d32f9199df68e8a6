// The `file` field of a BibTeX entry as Zotero / Better BibTeX / JabRef / Mendeley write it:
//   {papers/a.pdf}
//   {Full Text:papers/a.pdf:application/pdf}
//   {Full Text PDF:C\:\\Users\\me\\a.pdf:application/pdf;Snapshot:snap.html:text/html}
// Entries are separated by ";", parts by ":", and "\" escapes ":", ";" and "\" inside a part.

/** The file paths a `file` field names, in order (descriptions and MIME types dropped, escapes undone). */
export function filePaths(field: string): string[] {
  const paths: string[] = [];
  for (const entry of splitUnescaped(field, ';')) {
    const parts = splitUnescaped(entry, ':').map(unescape);
    let file: string;
    if (parts.length >= 3) {
      // description:path:type — a Windows drive letter splits the path once more ("C", "\Users\…")
      const middle = parts.slice(1, -1);
      file = middle.length === 2 && /^[A-Za-z]$/.test(middle[0]!) ? `${middle[0]}:${middle[1]}` : middle.join(':');
    } else if (parts.length === 2 && /^[A-Za-z]$/.test(parts[0]!)) {
      file = `${parts[0]}:${parts[1]}`; // a bare Windows path "C:\…"
    } else {
      file = parts.length === 2 ? parts[1]! : parts[0]!;
    }
    file = file.trim();
    if (file !== '') paths.push(file);
  }
  return paths;
}

function splitUnescaped(value: string, separator: string): string[] {
  const out: string[] = [];
  let current = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === '\\' && i + 1 < value.length) {
      current += ch + value[i + 1];
      i++;
    } else if (ch === separator) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out;
}

/** "\:" → ":", "\;" → ";", "\\" → "\" (a lone backslash in a Windows path stays). */
function unescape(part: string): string {
  return part.replace(/\\([\\:;])/g, '$1');
}
