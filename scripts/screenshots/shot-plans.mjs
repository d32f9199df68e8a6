#!/usr/bin/env node
// The hovers of two verdicts of the tenth round in the real VS Code UI (light theme), on an invented workspace: a plan
// named by its noun said as done ("The module was split …" over "There is a proposal to split the module …") and a
// requirement word in capitals put at another level ("MAY be treated" over "MUST be treated")
// → docs/hover-plan-noun-light.png, docs/hover-level-light.png.
// Usage: npm run build && node scripts/screenshots/shot-plans.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kestrel.md': ['# Kestrel design notes', '',
      'There is a proposal to split the Kestrel core module into two packages, one for parsing and one for rendering.', '',
      '## Caching', '',
      'A Kestrel cache entry with no checksum MUST be treated as stale by every client.', ''],
    'drafts/kestrel-chapter.md': ['# Inside Kestrel', '',
      'The Kestrel core module was split into two packages, one for parsing and one for rendering.', '',
      'A Kestrel cache entry with no checksum MAY be treated as stale by every client.', ''],
  },
  chapter: 'kestrel-chapter.md',
  hovers: [['The Kestrel core module', 'hover-plan-noun'], ['A Kestrel cache entry', 'hover-level']],
});
