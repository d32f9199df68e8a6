#!/usr/bin/env node
// Two hovers of the fifty-seventh round in the real VS Code UI (light theme), on an invented workspace with a library's
// changelog and README: "In tallyho 3.2.0 the strictKeys option was removed." is carried by the entry "Removed the
// `strictKeys` option." under the release heading "## [3.2.0] - 2024-05-01" (the heading gives the version); "A
// segment is moved to object storage after seven days." is not carried by "A cold segment is moved …" (the span's subject
// is narrowed by "cold") → docs/hover-release-heading-light.png, docs/hover-subject-limit-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round57.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tallyho/CHANGELOG.md': ['# Changelog', '',
      '## [3.2.0] - 2024-05-01', '',
      '- Removed the `strictKeys` option. Unknown keys are now ignored by default.',
      '- Add a `timeout` option to `connect()`.', '',
      '## [3.1.0] - 2024-02-01', '',
      '- The cache will be cleared on every reload.', ''],
    'notes/tallyho/README.md': ['# tallyho', '',
      'tallyho is a small log store.', '',
      '## Storage', '',
      'A cold segment is moved to object storage after seven days.', ''],
    'drafts/tallyho.md': ['# Notes on tallyho', '',
      'In tallyho 3.2.0 the strictKeys option was removed.', '',
      'A segment is moved to object storage after seven days.', ''],
  },
  chapter: 'tallyho.md',
  hovers: [['strictKeys option', 'hover-release-heading'], ['moved to object', 'hover-subject-limit']],
});
