#!/usr/bin/env node
// The hovers of two verdicts of the round on both sides of a contrast and requirements said as done, in the real VS Code
// UI (light theme), on an invented workspace: a claim that joins a conceded clause's words to the main clause's
// ("… a good way to close tickets by hand" over "Although maintainers close tickets by hand, labelling a ticket as stale
// is a good way to reduce noise …") and a requirement said as done ("has already been updated" over "must be updated")
// → docs/hover-sides-light.png, docs/hover-required-light.png.
// Usage: npm run build && node scripts/screenshots/shot-sides.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kestrel.md': ['# Kestrel triage notes', '',
      'Although maintainers close tickets by hand, labelling a ticket as stale is a good way to reduce noise in the queue.', '',
      '## Index format', '',
      'To use the new index format, the Kestrel mirrors (including the main one) must be updated.', ''],
    'drafts/kestrel-chapter.md': ['# Triage with Kestrel', '',
      'Labelling a ticket as stale is a good way to close tickets by hand.', '',
      'The main Kestrel mirror has already been updated to use the new index format.', ''],
  },
  chapter: 'kestrel-chapter.md',
  hovers: [['Labelling a ticket', 'hover-sides'], ['The main Kestrel', 'hover-required']],
});
