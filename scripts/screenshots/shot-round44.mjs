#!/usr/bin/env node
// The hover of a verdict of the forty-fourth round in the real VS Code UI (light theme), on an invented workspace: a
// claim stated as what is so, over a sentence the source sets out under "Rejected Ideas" → docs/hover-rejected-idea-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round44.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tarn-index.md': ['# Tarn index format', '', '## Specification', '',
      'The index is a sorted list of entries, one per line, each with a path and a digest.', '',
      '## Rejected Ideas', '', '### Store the index in SQLite', '',
      'The index is stored in a single SQLite file, and lookups go through an SQL query. Native code was too heavy a dependency for the installer.', ''],
    'drafts/index-chapter.md': ['# How Tarn keeps its index', '',
      'The index is a sorted list of entries, one per line, each with a path and a digest.', '',
      'The index is stored in a single SQLite file.', ''],
  },
  chapter: 'index-chapter.md',
  hovers: [['stored in a single SQLite file', 'hover-rejected-idea']],
});
