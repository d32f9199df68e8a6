#!/usr/bin/env node
// The hovers of two verdicts of the eleventh round in the real VS Code UI (light theme), on an invented workspace: a
// denied duty against the plain statement ("will reboot" over "does not have to reboot": not a contradiction, not
// support) and a detail the span gives beside another date merged into the claim's ("free for student projects" on the
// first date) → docs/hover-weak-denial-light.png, docs/hover-merged-figure-light.png.
// Usage: npm run build && node scripts/screenshots/shot-weak.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/plover.md': ['# Plover release notes', '',
      'The Plover installer does not have to reboot the machine after an update.', '',
      '## Mirrors', '',
      'The first Plover mirrors opened on 2021-04-12, with free mirrors for student projects opened on 2022-02-01.', ''],
    'drafts/plover-chapter.md': ['# Inside Plover', '',
      'The Plover installer will reboot the machine after an update.', '',
      'Plover opened its first mirrors, free for student projects, on 2021-04-12.', ''],
  },
  chapter: 'plover-chapter.md',
  hovers: [['The Plover installer', 'hover-weak-denial'], ['Plover opened its first', 'hover-merged-figure']],
});
