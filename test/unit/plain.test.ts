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
    assert.equal(plainText('![chart](a.png) shows ~~no~~ <b>growth</b>'), 'chart shows no growth');
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
