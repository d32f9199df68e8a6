#!/usr/bin/env node
// Two hovers of the fifty-fourth round in the real VS Code UI (light theme), on an invented workspace of a package README:
// "jsonish gives you a scanner and a parser …" is carried by the README's tagline under its title (a line with no verb);
// "The installer deletes old versions." is not carried by "The installer offers to delete old versions." (an offer is no act)
// → docs/hover-tagline-light.png, docs/hover-offers-to-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round54.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/jsonish/README.md': ['# jsonish', '',
      '> Scanner and parser for JSON with comments.', '',
      '## Install', '',
      'The installer offers to delete old versions.', ''],
    'drafts/jsonish.md': ['# Parsing JSON with comments', '',
      'jsonish gives you both a scanner and a parser for JSON with comments.', '',
      'The installer deletes old versions.', ''],
  },
  chapter: 'jsonish.md',
  hovers: [['jsonish gives', 'hover-tagline'], ['installer deletes', 'hover-offers-to']],
});
