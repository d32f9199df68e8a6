#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a denial that sits in a
// condition the claim leaves out ("… returns an error if there is no current owner": partly carried, not refuted), and
// a claim that denies what a heading only names ("There are no Orbix-only parameters." against the heading "Orbix-Only
// Parameters": neither stated nor denied) → docs/hover-condition-kept-light.png, docs/hover-heading-names-light.png.
// Usage: npm run build && node scripts/screenshots/shot-denials.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/owners.md': ['# Orbix-Only Parameters', '',
      'The Orbix remove-owner call returns an error if there is no current owner with that name.', ''],
    'drafts/owners-chapter.md': ['# Removing owners', '',
      'The Orbix remove-owner call returns an error.', '',
      'There are no Orbix-only parameters.', ''],
  },
  chapter: 'owners-chapter.md',
  hovers: [['returns an error', 'hover-condition-kept'], ['no Orbix-only', 'hover-heading-names']],
});
