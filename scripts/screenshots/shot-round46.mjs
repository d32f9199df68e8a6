#!/usr/bin/env node
// The hover of a verdict on one item of a list given another item's words (a wrong accept the last rounds' adversarial
// reviews had left open) in the real VS Code UI (light theme), on an invented workspace: "soft … dropped at once" where
// the source gives "dropped at once" to "hard" → docs/hover-list-item-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round46.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/moraine-jobs.md': ['# Moraine jobs', '',
      'Moraine runs every export as a job on a queue of its own.', '',
      'In Moraine, "soft" means the job can be retried later, and "hard" means the job is dropped at once.', ''],
    'drafts/jobs-chapter.md': ['# What Moraine does with a failed job', '',
      'Moraine runs every export as a job on a queue of its own.', '',
      'In Moraine, soft means the job is dropped at once.', ''],
  },
  chapter: 'jobs-chapter.md',
  hovers: [['soft means the job is dropped', 'hover-list-item']],
});
