#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim that is one
// source sentence's words with its condition left out, carried elsewhere only in other words (limited_where_quoted),
// and a claim taken from a list item about a quoted value (label_dropped) → docs/hover-limited-where-quoted-light.png,
// docs/hover-label-dropped-light.png.
// Usage: npm run build && node scripts/screenshots/shot-limits.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/cache.md': ['# Orbix cache notes', '',
      'When the Orbix cache is full, the Orbix cache will have to fall back to the disk store.', '',
      'A full Orbix cache falls back to its disk store: a failed lookup in memory and a second one in the disk store.', ''],
    'notes/modes.md': ['# Orbix inheritance modes', '',
      '* "all": all Orbix handles are inherited by the child process', '',
      '* "std": only the three standard Orbix streams are kept open', ''],
    'drafts/cache-chapter.md': ['# How the cache behaves', '',
      'The Orbix cache will have to fall back to the disk store.', '',
      'All Orbix handles are inherited by the child process.', ''],
  },
  chapter: 'cache-chapter.md',
  hovers: [['fall back to the disk', 'hover-limited-where-quoted'], ['handles are inherited', 'hover-label-dropped']],
});
