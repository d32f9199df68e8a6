#!/usr/bin/env node
// The hovers of two verdicts of the twenty-ninth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that trades the two sides of "instead of" (refuted), and a claim whose verb the source says with a verb
// WordNet relates to it in its very place (accepted, the relation named)
// → docs/hover-instead-of-light.png, docs/hover-verb-kin-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round29.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9291-quill-ranges.md': ['# Quill ranges', '', '## Iteration', '',
      'Callers are encouraged to detect empty ranges with `Quill::is_empty` instead of by observing the fields directly.', '',
      '## Storage', '',
      'Each cache directory may contain several snapshots of the range index.', ''],
    'drafts/ranges-chapter.md': ['# Quill ranges', '', '## Iteration', '',
      'Callers are encouraged to detect empty ranges by observing the fields directly instead of with `Quill::is_empty`.', '',
      '## Storage', '',
      'Each cache directory may hold several snapshots of the range index.', ''],
  },
  chapter: 'ranges-chapter.md',
  hovers: [['detect empty ranges', 'hover-instead-of'], ['may hold several', 'hover-verb-kin']],
});
