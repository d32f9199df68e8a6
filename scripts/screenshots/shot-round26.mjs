#!/usr/bin/env node
// The hovers of two verdicts of the twenty-sixth round in the real VS Code UI (light theme), on an invented workspace:
// a claim whose opening clause changes a date, followed by a clause of the writer's own, refuted with that clause named;
// and a claim that puts two steps in the other order from the source's, not accepted
// → docs/hover-opening-clause-light.png, docs/hover-order-reversed-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round26.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9126-quillet-images.md': ['# Quillet build images', '', '## Base system', '',
      'Unfortunately, Quillet OS 5.11 reached its end-of-life on March 31st, 2017 with a clear warning against its continued use.', '',
      '## Compiler', '',
      'Once the Quillet graph is created, it must be flattened and then final emission of bytecode occurs.', ''],
    'drafts/images-chapter.md': ['# Building Quillet images', '', '## Base system', '',
      'Quillet OS 5.11 reached end-of-life on March 31st, 2018, leaving the old build image stuck on obsolete packages.', '',
      '## Compiler', '',
      'Once the final bytecode has been emitted, the Quillet graph must be created and then flattened.', ''],
  },
  chapter: 'images-chapter.md',
  hovers: [['Quillet OS 5.11 reached', 'hover-opening-clause'], ['Once the final bytecode', 'hover-order-reversed']],
});
