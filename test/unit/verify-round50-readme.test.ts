// The fiftieth round on package READMEs (invented sentences): a section of the package's own API ("API",
// "`options.stringLength`", "render(nodes)") is about the package, so its sentences may have the package as subject; a
// README's "this library" stands for the package where the claim names it in the same place; and a pointer's sentence
// ("It provides types for the express web framework") does not make what it names after its verb the doer, whatever
// the word.
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string, path = 'notes/source.md') => (await verifyDraftAgainst(path, source, claim))[0]!;
const actionOf = async (claim: string, source: string, path?: string) => (await run(claim, source, path)).action;

describe('verify: the fiftieth round — a README\'s own parts and its own "this library"', () => {
  before(function () {
    this.timeout(120_000);
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a section of the package\'s own API ("API", "`options.stringLength`", "render(nodes)") as about the package', async () => {
    const readme = (heading: string) => `# tilecart\n\nTerminal widgets.\n\n## ${heading}\n\nFull-width characters and emoji mess up the alignment of the widget borders.\n`;
    for (const heading of ['API', '`options.stringLength`', 'render(nodes[, options])', 'Options']) {
      const r = await run('In tilecart, full-width characters and emoji mess up the alignment of the widget borders.', readme(heading), 'notes/tilecart/README.md');
      assert.equal(r.action, 'accept', `${heading}: ${r.verdict!.reason}`);
      assert.ok(r.verdict!.flags.includes('document_subject:tilecart'), r.verdict!.flags.join());
    }
    // a section about another project is still not the package's
    for (const heading of ['fast-widgets', 'Why not fast-widgets?']) {
      assert.notEqual(await actionOf('In tilecart, full-width characters and emoji mess up the alignment of the widget borders.', readme(heading), 'notes/tilecart/README.md'), 'accept', heading);
    }
  });

  it('reads a README\'s "this library" as its package where the claim names the package in the same place', async () => {
    const readme = '# tilecart\n\nTerminal widgets.\n\n## Adding Custom Widgets\n\nUsers of this library must register each widget before the first paint.\n\nWidgets sent to the registry are pulled into this library every week.\n';
    const r = await run('Users of tilecart must register each widget before the first paint.', readme, 'notes/tilecart/README.md');
    assert.equal(r.action, 'accept', r.verdict!.reason);
    assert.match(r.verdict!.reason, /this library/);
    // not where the claim makes the package do what the span's sentence says of something else
    assert.notEqual(await actionOf('tilecart sends widgets to the registry every week.', readme, 'notes/tilecart/README.md'), 'accept');
    assert.notEqual(await actionOf('Users of the registry must register each widget before the first paint.', readme, 'notes/tilecart/README.md'), 'accept');
    // nor under a heading about another project, nor where the span reports what another source says
    const other = '# tilecart\n\nTerminal widgets.\n\n## Alternatives\n\nUsers of this library must register each widget before the first paint.\n';
    assert.notEqual(await actionOf('Users of tilecart must register each widget before the first paint.', other, 'notes/tilecart/README.md'), 'accept');
    const reported = '# tilecart\n\nTerminal widgets.\n\n## Notes\n\nThe fast-widgets docs say that users of this library must register each widget.\n';
    assert.notEqual(await actionOf('Users of tilecart must register each widget.', reported, 'notes/tilecart/README.md'), 'accept');
  });

  it('reads a member heading as the package\'s own only where the member is: not another library\'s, a file or a platform', async () => {
    const readme = (heading: string) => `# tilecart\n\nTerminal widgets.\n\n## API\n\n### ${heading}\n\nTiles are cached in memory for one hour.\n`;
    for (const heading of ['`options.cache`', '`tilecart.cache(size)`', '`.cache(size)`', 'cache(size)']) {
      assert.equal(await actionOf('In tilecart, tiles are cached in memory for one hour.', readme(heading), 'notes/tilecart/README.md'), 'accept', heading);
    }
    for (const heading of ['`lodash.merge(object, sources)`', '`JSON.parse()`', 'fastWidgets.cache(size)', 'Node.js', '`FastWidgets::Cache::new()`', '0.x API', 'AWS']) {
      assert.notEqual(await actionOf('In tilecart, tiles are cached in memory for one hour.', readme(heading), 'notes/tilecart/README.md'), 'accept', heading);
    }
  });

  it('does not make the thing a pointer\'s sentence names after its verb the doer, whatever the word', async () => {
    const readme = '# Summary\n\nThis package contains type definitions for express.\n\nIt provides TypeScript types for the express web framework and its router.\n';
    for (const claim of ['express provides TypeScript types for its router.', 'The express web framework provides TypeScript types.']) {
      const r = await run(claim, readme, 'notes/@types/express/README.md');
      assert.notEqual(r.action, 'accept', claim);
    }
  });

  it('reads an API entry under the member\'s own heading as said of that member, and the kind of member the headings show', async () => {
    const readme = '# tilecart\n\nTerminal widgets.\n\n# API\n\n## `paint`\n\nCan be thought of as the equivalent of redrawing every widget on the screen.\n\n' +
      '## Options\n\n### `compact`\n\nDraws every widget without its border.\n\n## Windows\n\nRequires a terminal with virtual terminal sequences.\n';
    const entry = await run('The paint function of tilecart can be thought of as the equivalent of redrawing every widget on the screen.', readme, 'notes/tilecart/README.md');
    assert.equal(entry.action, 'accept', entry.verdict!.reason);
    assert.ok(entry.verdict!.flags.includes('api_kind:function'), entry.verdict!.flags.join());
    const option = await run('The compact option of tilecart draws every widget without its border.', readme, 'notes/tilecart/README.md');
    assert.equal(option.action, 'accept', option.verdict!.reason);
    // the kind the headings do not show, and a heading that is a place, not a member, are not read so
    assert.notEqual(await actionOf('The compact function of tilecart draws every widget without its border.', readme, 'notes/tilecart/README.md'), 'accept');
    assert.notEqual(await actionOf('Windows requires a terminal with virtual terminal sequences.', readme, 'notes/tilecart/README.md'), 'accept');
  });

  it('carries the kind of thing after a README\'s own name wherever the name is carried', async () => {
    const readme = '# tilecart\n\nTilecart draws terminal widgets with 256 colours.\n';
    const r = await run('The tilecart package draws terminal widgets with 256 colours.', readme, 'notes/tilecart/README.md');
    assert.equal(r.action, 'accept', r.verdict!.reason);
  });
});
