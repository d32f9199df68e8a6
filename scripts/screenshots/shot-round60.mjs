#!/usr/bin/env node
// Two hovers of the sixtieth round in the real VS Code UI (light theme), on an invented workspace with a project's
// release guide: "The date for 4.0.0 is announced right after the release of 5.0.0." is the guide's sentence with its two
// versions traded, and "Failed runs are labelled sync-failed." names only the start of the guide's label
// `sync-failed-twice` → docs/hover-pieces-traded-light.png, docs/hover-name-cut-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round60.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kettle/RELEASING.md': ['# Releasing kettle', '',
      'The date for the next major release is announced right after the current release (the date for 5.0.0 is announced right after the release of 4.0.0).', '',
      '## Labels', '',
      'If the release bot cannot finish the job twice in a row, it labels the pull request `sync-failed-twice`.', ''],
    'drafts/kettle.md': ['# Notes on kettle', '', '## Release dates', '',
      'The date for 4.0.0 is announced right after the release of 5.0.0.', '',
      '## Labels', '',
      'If the release bot cannot finish the job twice in a row, it labels the pull request sync-failed.', ''],
  },
  chapter: 'kettle.md',
  hovers: [['date for 4.0.0', 'hover-pieces-traded'], ['labels the pull request', 'hover-name-cut']],
});
