#!/usr/bin/env node
// The hovers of two verdicts of the thirteenth round in the real VS Code UI (light theme), on an invented workspace: a
// vague count the source gives as a figure ("several maintainers" over "one maintainer": not support) and the two sides
// of a comparison traded ("the streaming parser is about 3x faster than the tree parser" over the other way round)
// → docs/hover-count-for-figure-light.png, docs/hover-comparison-traded-light.png.
// Usage: npm run build && node scripts/screenshots/shot-counts.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/osprey.md': ['# Osprey migration notes', '',
      'Since the move to GitLab in 2022, one Osprey maintainer has refused to open an account there.', '',
      '## Parsers', '',
      'In Osprey, the tree parser is about 3x faster than the streaming parser on small files, and the streaming parser is 20x faster than the legacy parser.', ''],
    'drafts/osprey-chapter.md': ['# Inside Osprey', '',
      'Since the move to GitLab in 2022, several Osprey maintainers have refused to open an account there.', '',
      'In Osprey, the streaming parser is about 3x faster than the tree parser on small files.', ''],
  },
  chapter: 'osprey-chapter.md',
  hovers: [['Since the move', 'hover-count-for-figure'], ['In Osprey, the streaming', 'hover-comparison-traded']],
});
