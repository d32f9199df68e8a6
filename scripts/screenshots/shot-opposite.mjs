#!/usr/bin/env node
// The hovers of two verdicts of the nineteenth round in the real VS Code UI (light theme), on an invented workspace: a
// claim whose one word stands in the span's place with its opposite ("A large number of maintainers" / "A small number
// of maintainers"), refuted, and a claim that says "the authors recommend" what the span says Smith recommends, not
// carried → docs/hover-opposite-light.png, docs/hover-frame-light.png.
// Usage: npm run build && node scripts/screenshots/shot-opposite.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9753.md': ['# Quillet project URLs', '', '## Backwards compatibility', '',
      'A small number of quillet maintainers may observe new warnings from their index, should the index choose to ignore Home-page.', '',
      '## Recommendations', '', 'Smith recommends pinning the quillet compiler version in continuous integration.', ''],
    'drafts/urls-chapter.md': ['# Project URLs', '', '## What PEP 9753 changes', '',
      'A large number of quillet maintainers may observe new warnings from their index, should the index choose to ignore Home-page.', '',
      'The authors recommend pinning the quillet compiler version in continuous integration.', ''],
  },
  chapter: 'urls-chapter.md',
  hovers: [['A large number of quillet', 'hover-opposite'], ['The authors recommend', 'hover-frame']],
});
