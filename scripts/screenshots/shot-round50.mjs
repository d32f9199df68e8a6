#!/usr/bin/env node
// Two hovers of the fiftieth round in the real VS Code UI (light theme), on an invented workspace of a package README:
// a claim of what the README strikes out ("~~Runs on Windows …~~ Dropped in version 3."), not carried by it, and a
// figure the README writes as a power with HTML ("2<sup>10</sup>"), read as 1024 and not as 210
// → docs/hover-struck-out-light.png, docs/hover-html-power-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round50.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tilecart/README.md': ['# tilecart', '', 'Terminal widgets for Node.js.', '',
      '## Features', '',
      '- ~~Runs on Windows through the legacy console API.~~ Dropped in version 3.',
      '- The cache holds up to 2<sup>10</sup> widgets before it evicts the oldest.', ''],
    'drafts/widgets.md': ['# Widgets in the terminal', '',
      'tilecart runs on Windows through the legacy console API.', '',
      'The tilecart cache holds up to 210 widgets before it evicts the oldest.', '',
      'The tilecart cache holds up to 1024 widgets before it evicts the oldest.', ''],
  },
  chapter: 'widgets.md',
  hovers: [['runs on Windows', 'hover-struck-out'], ['up to 210 widgets', 'hover-html-power']],
});
