#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim that pairs a figure
// with the item the source gives another figure for ("KIP 12 … in Kestrel 2.4" over "KIP 12 in Kestrel 2.1 and KIP 19 in
// Kestrel 2.4") and a claim that waives the restriction the source sets ("whether or not it supports threads")
// → docs/hover-crossed-light.png, docs/hover-waived-light.png.
// Usage: npm run build && node scripts/screenshots/shot-crossed.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kestrel.md': ['# Kestrel history', '',
      'The cache layer has changed since this note was written, as part of KIP 12 in Kestrel 2.1 and KIP 19 in Kestrel 2.4.', '',
      '## Hooks', '',
      'The hooks are easy to add to any runtime that already supports threads.', ''],
    'drafts/kestrel-chapter.md': ['# What changed in Kestrel', '',
      'KIP 12 changed the cache layer in Kestrel 2.4.', '',
      'The hooks are easy to add to any runtime, whether or not it supports threads.', ''],
  },
  chapter: 'kestrel-chapter.md',
  hovers: [['KIP 12 changed', 'hover-crossed'], ['The hooks are', 'hover-waived']],
});
