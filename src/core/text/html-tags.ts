// Which angle-bracketed runs of a draft are HTML markup and which are the writer's literal text ("the
// '<anonymous TypedDict>' string", "Vec<T>"): a tag that names no HTML element is shown as written.

/** Elements a writer's inline HTML may name: their tags are markup, not words. */
const HTML_ELEMENTS = new Set(('a abbr acronym address area article aside audio b base bdi bdo big blockquote body br button canvas caption center ' +
  'cite code col colgroup data datalist dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 h2 h3 h4 ' +
  'h5 h6 head header hr html i iframe img input ins kbd label legend li link main map mark menu meta meter nav noscript object ol optgroup ' +
  'option output p param picture pre progress q rp rt ruby s samp script section select slot small source span strike strong style sub ' +
  'summary sup svg table tbody td template textarea tfoot th thead time title tr track tt u ul var video wbr path g').split(' '));

/** An inline tag that names no HTML element ("<anonymous TypedDict>", "<T>"): literal text the writer meant to show. */
export function literalTag(tag: string): boolean {
  const name = /^<\/?([A-Za-z][\w-]*)/.exec(tag)?.[1];
  return name !== undefined && !HTML_ELEMENTS.has(name.toLowerCase()) && !name.includes('-');
}
