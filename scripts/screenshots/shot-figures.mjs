#!/usr/bin/env node
// The hovers of two verdicts of the round on figures and phrases that trade places, in the real VS Code UI (light
// theme), on an invented workspace: two numbered labels in each other's places ("the read … in worker 2 may see the
// value stored in worker 1" over "… worker 1 … worker 2") and a comparison whose other side the span never states
// ("more memory than the Quill scheduler" over "… more memory, a change the Quill scheduler never made")
// → docs/hover-labels-light.png, docs/hover-comparison-light.png.
// Usage: npm run build && node scripts/screenshots/shot-figures.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tern.md': ['# Tern scheduling notes', '',
      'In this schedule the read of the flag in worker 1 may see the value stored in worker 2 before the barrier.', '',
      '## Memory', '',
      'Compared with its first release, Tern gives each worker more memory, a change the Quill scheduler never made.', ''],
    'drafts/tern-chapter.md': ['# Scheduling with Tern', '',
      'The read of the flag in worker 2 may see the value stored in worker 1.', '',
      'Tern gives each worker more memory than the Quill scheduler.', ''],
  },
  chapter: 'tern-chapter.md',
  hovers: [['The read', 'hover-labels'], ['Tern gives', 'hover-comparison']],
});
