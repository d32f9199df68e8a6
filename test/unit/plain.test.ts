import assert from 'node:assert/strict';
import { plainText } from '../../src/core/engine/plain';
import * as path from 'node:path';
import { exclusionMatcher, relativePath } from '../../src/core/kernel/paths';

describe('engine: plain text of a claim', () => {
  it('drops Markdown syntax and keeps the words', () => {
    assert.equal(
      plainText('**CiteVQA** has [1,897 questions](papers/citevqa.txt)[^1] <!-- note --> in `seven` _domains_ .'),
      'CiteVQA has 1,897 questions in seven domains.',
    );
    // (struck-out text is what the writer no longer says: "~~no~~" is read away with its marks)
    assert.equal(plainText('![chart](a.png) shows ~~no~~ <b>growth</b>'), 'chart shows growth');
  });

  it('drops citation markers copied from reStructuredText or numbered references', () => {
    assert.equal(plainText('Perf can use up to 17% of CPU [#redhat]_, and more [issue19183]_ in tests [12].'), 'Perf can use up to 17% of CPU, and more in tests.');
    assert.equal(plainText('Cases [3, 4] and [7–9] agree.'), 'Cases and agree.');
  });

  it('keeps underscores inside words and code ("x86_64" is not emphasis)', () => {
    assert.equal(plainText('Unlike `x86_64`, where both `x86` and `x86_64` run, _ARM_ mixes snake_case_names and __bold__ text.'),
      'Unlike x86_64, where both x86 and x86_64 run, ARM mixes snake_case_names and bold text.');
    assert.equal(plainText('Use `**kwargs` with *care*.'), 'Use **kwargs with care.');
  });

  it('only normalises spaces in text without markup', () => {
    assert.equal(plainText('  GrepSeek\tcomplements\n dense retrieval .  '), 'GrepSeek complements dense retrieval.');
  });
});

describe('kernel: exclusion matcher', () => {
  it('gives the same answer for a path asked again, in any case, and covers folders below a match', () => {
    const excluded = exclusionMatcher(['**/secrets', '**/.env*']);
    for (let round = 0; round < 2; round++) {
      assert.equal(excluded('notes/Secrets/key.txt'), true);
      assert.equal(excluded('notes/secrets'), true);
      assert.equal(excluded('a/secrets/b/c/d.txt'), true);
      assert.equal(excluded('a/b/c/d.txt'), false);
      assert.equal(excluded('app/.ENV.local'), true);
      assert.equal(excluded('notes/secretsanta.txt'), false);
      assert.equal(excluded('papers/citevqa.txt'), false);
    }
  });
});

describe('kernel: relative paths', () => {
  it('agree with path.relative on plain, dotted, doubled-slash and outside paths', () => {
    const roots = ['/w', '/w/ws', '/w/ws/', '/w/./ws', '/', '/w/ws/..'];
    const paths = ['/w/ws/a.md', '/w/ws', '/w/ws/', '/w/wsx/a.md', '/w/ws/../ws/a.md', '/w/ws//a.md', '/w/ws/./a.md', '/w/ws/a/..', '/x', '/w/ws/a/b/c.txt', '/w/ws/.env', '/w/ws/..a/b'];
    for (const root of roots) {
      for (const p of paths) assert.equal(relativePath(root, p), path.relative(root, p).split(path.sep).join('/'), `${root} → ${p}`);
    }
  });
});
