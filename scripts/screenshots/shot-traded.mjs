#!/usr/bin/env node
// The hovers of two verdicts of the round on what words are attached to, in the real VS Code UI (light theme), on an
// invented workspace: two verbs that trade their objects ("Tern disables caching by default and enables telemetry"
// over "By default, Tern enables caching and disables telemetry") and a hyphenated measure read with its unit ("a
// one-week release cycle" over "a two-week release cycle with a one-week freeze") → docs/hover-traded-light.png,
// docs/hover-measure-light.png.
// Usage: npm run build && node scripts/screenshots/shot-traded.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tern.md': ['# Tern defaults', '',
      'By default, Tern enables caching and disables telemetry.', '',
      '## Releases', '',
      'Tern uses a two-week release cycle with a one-week freeze before each release.', ''],
    'drafts/tern-chapter.md': ['# Working with Tern', '',
      'Tern disables caching by default and enables telemetry.', '',
      'Tern uses a one-week release cycle with a freeze before each release.', ''],
  },
  chapter: 'tern-chapter.md',
  hovers: [['Tern disables', 'hover-traded'], ['Tern uses', 'hover-measure']],
});
