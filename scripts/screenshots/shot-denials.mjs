#!/usr/bin/env node
// The hovers of two verdicts of the round on denials and names, in the real VS Code UI (light theme), on an invented
// workspace: a prohibition against a source that only denies a duty ("says apprentices should not be shown" over
// "… don't need to be shown"; a bare "should" is a norm the gate passes) and two names that trade places around the same words ("copies `fetch_at_origin` to a new function
// `fetch_one`" over the reverse) → docs/hover-duty-light.png, docs/hover-names-light.png.
// Usage: npm run build && node scripts/screenshots/shot-denials.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tern.md': ['# Tern onboarding', '',
      "The Tern guide says apprentices don't need to be shown the new gauges in their first week.", '',
      '## Attributes', '',
      'The `#[track]` attribute copies `fetch_one` to a new function `fetch_at_origin` which takes the caller as an extra argument.', ''],
    'drafts/tern-chapter.md': ['# Working with Tern', '',
      'The Tern guide says apprentices should not be shown the new gauges in their first week.', '',
      'The `#[track]` attribute copies `fetch_at_origin` to a new function `fetch_one` which takes the caller as an extra argument.', ''],
  },
  chapter: 'tern-chapter.md',
  hovers: [['The Tern guide', 'hover-duty'], ['The `#[track]`', 'hover-names']],
});
