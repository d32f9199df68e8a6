#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: an effect the source
// names only as what something else brings about (cause_dropped) and a claim too thin for other words to carry
// (thin_claim) → docs/hover-cause-dropped-light.png, docs/hover-thin-claim-light.png.
// Usage: npm run build && node scripts/screenshots/shot-causes.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/loader.md': ['# Orbix loader notes', '',
      'Not providing an Orbix token will result in an Orbix `KeyError` being raised immediately.', '',
      'In Orbix, each member is skipped.', ''],
    'drafts/loader-chapter.md': ['# How the loader fails', '',
      'An Orbix `KeyError` will be raised immediately.', '',
      'The Orbix member is skipped.', ''],
  },
  chapter: 'loader-chapter.md',
  hovers: [['will be raised', 'hover-cause-dropped'], ['member is skipped', 'hover-thin-claim']],
});
