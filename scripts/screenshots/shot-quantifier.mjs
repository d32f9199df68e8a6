#!/usr/bin/env node
// The hovers of two verdicts of the twelfth round in the real VS Code UI (light theme), on an invented workspace: a
// weaker quantifier than the source's "all" ("some of the structs" over "for all structs": not support) and what the
// source sets aside ("Unlike staging runners, hosted runners are required …" for "Staging runners are required …")
// → docs/hover-quantifier-weakened-light.png, docs/hover-set-aside-light.png.
// Usage: npm run build && node scripts/screenshots/shot-quantifier.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kestrel.md': ['# Kestrel design notes', '',
      'An optional feature of the library implements `Debug` for all structs, but it is turned off by default.', '',
      '## Runners', '',
      'Unlike staging runners, however, hosted runners are *required* to pin exactly one toolchain.', ''],
    'drafts/kestrel-chapter.md': ['# Inside Kestrel', '',
      'An optional feature of the library implements `Debug` for some of the structs.', '',
      'Staging runners are required to pin exactly one toolchain.', ''],
  },
  chapter: 'kestrel-chapter.md',
  hovers: [['An optional feature', 'hover-quantifier-weakened'], ['Staging runners are', 'hover-set-aside']],
});
