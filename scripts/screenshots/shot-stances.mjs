#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim that states as
// fact what the source only proposes ("This RFC proposes that …": not carried, the stance named), and a claim whose
// words are the source's with two of them in each other's places (the lock file and the configuration file swapped)
// → docs/hover-stance-light.png, docs/hover-words-swapped-light.png.
// Usage: npm run build && node scripts/screenshots/shot-stances.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rfc-traits.md': ['# Summary', '',
      'This RFC proposes that Orbix traits be object safe by default.', '',
      'Quillet reads the configuration file and Varrow writes the lock file.', ''],
    'drafts/traits-chapter.md': ['# Object safety', '',
      'Orbix traits are object safe by default.', '',
      'Quillet reads the lock file and Varrow writes the configuration file.', ''],
  },
  chapter: 'traits-chapter.md',
  hovers: [['Orbix traits', 'hover-stance'], ['Quillet reads', 'hover-words-swapped']],
});
