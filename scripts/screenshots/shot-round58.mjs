#!/usr/bin/env node
// Two hovers of the fifty-eighth round in the real VS Code UI (light theme), on an invented workspace with a command's
// manual page and a library's release notes: "tally ls prints … in a tree structure." is carried by the manual page
// titled "tally-ls", whose "This command will print …" is the command's (the title names it; the "will" is what it always
// does); "Moving to tallyho 5 is simple for automated converters." is not carried by "… is relatively simple …" (a
// softening degree the claim drops; the repair puts it back) → docs/hover-manual-page-light.png,
// docs/hover-degree-dropped-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round58.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tally/commands/tally-ls.md': ['---', 'title: tally-ls', 'section: 1', '---', '',
      '### Description', '',
      'This command will print to stdout all the versions of packages that are installed, in a tree structure.', ''],
    'notes/tallyho/MIGRATING.md': ['# Migrating to tallyho 5', '',
      'Moving to tallyho 5 is relatively simple for automated converters, since only the option names change.', ''],
    'drafts/tally.md': ['# Notes on tally', '',
      'tally ls prints to stdout all the versions of packages that are installed, in a tree structure.', '',
      'Moving to tallyho 5 is simple for automated converters.', ''],
  },
  chapter: 'tally.md',
  hovers: [['in a tree structure', 'hover-manual-page'], ['simple for automated', 'hover-degree-dropped']],
});
