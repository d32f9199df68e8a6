#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a phrase that opens the
// source's sentence and limits it (hedge_dropped:using) and a compound the span names as another thing
// (compound_differs) → docs/hover-opening-condition-light.png, docs/hover-compound-differs-light.png.
// Usage: npm run build && node scripts/screenshots/shot-subjects.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/relay.md': ['# Orbix relay notes', '',
      'Using the `spawn_relay()` function, all inheritable sockets are inherited by the Orbix child process.', '',
      'The Orbix relay keeps its queue safety types in a separate crate.', ''],
    'drafts/relay-chapter.md': ['# How the relay starts', '',
      'All inheritable sockets are inherited by the Orbix child process.', '',
      'The Orbix relay keeps its queue safety in a separate crate.', '',
      'Using the `spawn_relay()` function, all inheritable sockets are inherited by the Orbix child process.', ''],
  },
  chapter: 'relay-chapter.md',
  hovers: [['All inheritable sockets', 'hover-opening-condition'], ['its queue safety in', 'hover-compound-differs']],
});
