#!/usr/bin/env node
// Two hovers of the fifty-fifth round in the real VS Code UI (light theme), on an invented workspace of a package README:
// "The tilecart maintainers try to keep …" is carried by the README's "we try to keep …" (its makers speaking);
// "Secret masking comes with a warning …" is not carried by "… can be turned off, but this comes with a warning …" (the
// "this" stands for turning it off) → docs/hover-maintainers-light.png, docs/hover-this-clause-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round55.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tilecart/README.md': ['# tilecart', '',
      'A tile cache for map servers.', '',
      '## Secrets', '',
      'Secret masking can be turned off with `maskSecrets: false`, but this comes with a warning that the dump must not be shared.', '',
      '## Compatibility', '',
      'This means we try to keep the current release line, `tilecart@2`, compatible with Node.js 16.', ''],
    'drafts/tilecart.md': ['# Choosing a tile cache', '',
      'The tilecart maintainers try to keep the current release line, tilecart@2, compatible with Node.js 16.', '',
      'Secret masking comes with a warning that the dump must not be shared.', ''],
  },
  chapter: 'tilecart.md',
  hovers: [['tilecart maintainers', 'hover-maintainers'], ['Secret masking comes', 'hover-this-clause']],
});
