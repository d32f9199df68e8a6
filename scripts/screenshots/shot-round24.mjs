#!/usr/bin/env node
// The hovers of two verdicts of the twenty-fourth round in the real VS Code UI (light theme), on an invented workspace:
// an exception the source does not make, not accepted; and two pieces of code in each other's places in the source's own
// sentence, not accepted → docs/hover-exception-added-light.png, docs/hover-codes-traded-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round24.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rfc-3077-quillet-cache.md': ['# Quillet cache', '', '## Readers', '',
      'Distinct cache nodes let every downstream reader (e.g. the indexer, the scheduler, and third-party plugins) read entries directly.', '',
      '## Output directories', '',
      'Alternatively, Quillet can hand-code the output directory of `bench` and `test` to be `release` and `debug` to keep the current behavior.', ''],
    'drafts/cache-chapter.md': ['# The Quillet cache in practice', '', '## Readers', '',
      'Distinct cache nodes let every downstream reader except third-party plugins read entries directly.', '',
      '## Output directories', '',
      'Alternatively, Quillet can hand-code the output directory of `bench` and `test` to be `debug` and `release` to keep the current behavior.', ''],
  },
  chapter: 'cache-chapter.md',
  hovers: [['Distinct cache nodes', 'hover-exception-added'], ['Alternatively, Quillet', 'hover-codes-traded']],
});
