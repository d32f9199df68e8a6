#!/usr/bin/env node
// Two hovers of the forty-ninth round in the real VS Code UI (light theme), on an invented workspace of package READMEs:
// a README's own name, given by the folder it is in, read as the subject of a sentence that says "All of the methods …",
// and an item under "What This Is (probably) Not", neither carried nor refuted by its words
// → docs/hover-readme-subject-light.png, docs/hover-heading-denies-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round49.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/quill-walk/README.md': ['# Overview', '', 'A fast directory walker for Node.js.', '',
      '## Options', '', 'All of the methods take the same options as the `walk()` factory function.', '',
      '## What This Is (probably) Not', '',
      '- A file watcher - It reads a tree once, and does not follow changes.', ''],
    'drafts/walkers.md': ['# Walking directories in Node.js', '',
      'All of the methods of quill-walk take the same options as the walk() factory function.', '',
      'The quill-walk package is a file watcher that reads a tree once.', ''],
  },
  chapter: 'walkers.md',
  hovers: [['take the same options', 'hover-readme-subject'], ['is a file watcher', 'hover-heading-denies']],
});
