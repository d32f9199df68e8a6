#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a figure whose bound the
// source states the other way ("no more than 254" against "more than 254": refuted), and a denial of what the source
// only leaves to a choice ("chooses which handles are inherited": not contradicted) → docs/hover-bound-refuted-light.png,
// docs/hover-only-asked-light.png.
// Usage: npm run build && node scripts/screenshots/shot-bounds.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/limits.md': ['# Orbix address limits', '',
      'The Orbix address field holds no more than 254 characters.', '',
      'The Orbix caller chooses which handles are inherited by the child process.', ''],
    'drafts/limits-chapter.md': ['# What the address field takes', '',
      'The Orbix address field holds more than 254 characters.', '',
      'No Orbix handles are inherited by the child process.', ''],
  },
  chapter: 'limits-chapter.md',
  hovers: [['more than 254', 'hover-bound-refuted'], ['handles are inherited', 'hover-only-asked']],
});
