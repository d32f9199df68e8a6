#!/usr/bin/env node
// The hovers of two verdicts of the twenty-second round in the real VS Code UI (light theme), on an invented workspace: a
// recommendation the gate reads as an opinion, checked because the source says it in other words, accepted; and the
// source's recommendation with its two sides swapped, refuted → docs/hover-said-light.png, docs/hover-said-refuted-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round22.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9762.md': ['# Quillet archives', '', '## Recommendation', '',
      'We recommend starting with a single shared archive rather than one archive per observatory.', '',
      'The survey committee should publish every raw light curve within two years of observation.', ''],
    'drafts/archive-chapter.md': ['# Where the light curves go', '', '## Publishing and archives', '',
      'Within two years of observation, the survey committee should publish every raw light curve.', '',
      'We recommend starting with one archive per observatory rather than a single shared archive.', ''],
  },
  chapter: 'archive-chapter.md',
  hovers: [['Within two years of observation', 'hover-said'], ['We recommend starting with one', 'hover-said-refuted']],
});
