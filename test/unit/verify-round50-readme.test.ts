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
    const readme = '# tilecart\n\nTerminal widgets.\n\n## Adding Custom Widgets\n\nThe best way to get new widgets included in this library is to send them to the widget registry.\n\nWidgets sent to the registry are pulled into this library every week.\n';
    const r = await run('The best way to get new widgets included in tilecart is to send them to the widget registry.', readme, 'notes/tilecart/README.md');
    assert.equal(r.action, 'accept', r.verdict!.reason);
    assert.match(r.verdict!.reason, /this library/);
    // not where the claim makes the package do what the span's sentence says of something else
    assert.notEqual(await actionOf('tilecart sends widgets to the registry every week.', readme, 'notes/tilecart/README.md'), 'accept');
    assert.notEqual(await actionOf('The best way to get new widgets included in the registry is to send them to tilecart.', readme, 'notes/tilecart/README.md'), 'accept');
  });

  it('does not make the thing a pointer\'s sentence names after its verb the doer, whatever the word', async () => {
    const readme = '# Summary\n\nThis package contains type definitions for express.\n\nIt provides TypeScript types for the express web framework and its router.\n';
    for (const claim of ['express provides TypeScript types for its router.', 'The express web framework provides TypeScript types.']) {
      const r = await run(claim, readme, 'notes/@types/express/README.md');
      assert.notEqual(r.action, 'accept', claim);
    }
  });
});
