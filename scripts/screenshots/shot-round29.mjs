#!/usr/bin/env node
// The hovers of two verdicts of the twenty-ninth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that trades the two sides of "instead of" (refuted), and a claim whose comparative the source says as "less"
// of its opposite in its very place (accepted, the words named)
// → docs/hover-instead-of-light.png, docs/hover-less-strong-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round29.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9291-quill-ranges.md': ['# Quill ranges', '', '## Iteration', '',
      'Callers are encouraged to detect empty ranges with `Quill::is_empty` instead of by observing the fields directly.', '',
      '## Storage', '',
      'The case for caching the range index is less strong, but it is helped by consistency.', ''],
    'drafts/ranges-chapter.md': ['# Quill ranges', '', '## Iteration', '',
      'Callers are encouraged to detect empty ranges by observing the fields directly instead of with `Quill::is_empty`.', '',
      '## Storage', '',
      'The case for caching the range index is weaker, but it is helped by consistency.', ''],
  },
  chapter: 'ranges-chapter.md',
  hovers: [['detect empty ranges', 'hover-instead-of'], ['is weaker', 'hover-less-strong']],
});
