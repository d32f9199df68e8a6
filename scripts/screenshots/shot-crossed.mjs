#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim that pairs a figure
// with what the source gives another figure for ("Its effect is to become the default in Kestrel 2.1" over "This option is
// to appear in Kestrel 2.1; its effect is to become the default in Kestrel 3.0") and a claim that waives the restriction
// the source sets ("whether or not it supports threads") → docs/hover-crossed-light.png, docs/hover-waived-light.png.
// Usage: npm run build && node scripts/screenshots/shot-crossed.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kestrel.md': ['# Kestrel history', '',
      'The `--strict` option is to appear in Kestrel 2.1; its effect is to become the default in Kestrel 3.0.', '',
      '## Hooks', '',
      'The hooks are easy to add to any runtime that already supports threads.', ''],
    'drafts/kestrel-chapter.md': ['# What changed in Kestrel', '',
      'The effect of the `--strict` option is to become the default in Kestrel 2.1.', '',
      'The hooks are easy to add to any runtime, whether or not it supports threads.', ''],
  },
  chapter: 'kestrel-chapter.md',
  hovers: [['The effect of', 'hover-crossed'], ['The hooks are', 'hover-waived']],
});
