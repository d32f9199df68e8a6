#!/usr/bin/env node
// The hovers of two verdicts of the twenty-seventh round in the real VS Code UI (light theme), on an invented workspace:
// a claim that puts the two sides of "rejected in favour of" the other way round, not accepted; and a claim that keeps a
// code snippet's names but changes its operator, not accepted ("code must match as written")
// → docs/hover-favour-sides-light.png, docs/hover-code-operators-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round27.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9127-quillet-locks.md': ['# Quillet lock files', '', '## History', '',
      'PEP 9002 is a competing proposal for a lock format, which has now been rejected in favour of this PEP.', '',
      '## Pitfalls', '',
      'A common pitfall is `(hi+lo)/2`, which can overflow for large indices.', ''],
    'drafts/locks-chapter.md': ['# Quillet lock files', '', '## History', '',
      'This PEP is a competing proposal for a lock format, which has now been rejected in favour of PEP 9002.', '',
      '## Pitfalls', '',
      'A common pitfall is `(hi-lo)/2`, which can overflow for large indices.', ''],
  },
  chapter: 'locks-chapter.md',
  hovers: [['This PEP is a competing', 'hover-favour-sides'], ['A common pitfall', 'hover-code-operators']],
});
