#!/usr/bin/env node
// Two hovers of the fifty-sixth round in the real VS Code UI (light theme), on an invented workspace of a library's
// documentation pages: "The httpProxy option of Tidehook, when set, …" is carried by an entry of the Tidehook page's
// parameter list (the page titled "Class: Tidehook" is Tidehook's, and the entry's "it" is httpProxy); "The scheduler
// keeps each job in memory." is not carried by "… keeps the state of each job in memory …" (the span speaks of the jobs'
// state) → docs/hover-api-entry-light.png, docs/hover-head-noun-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round56.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tidepool/docs/api/Tidehook.md': ['# Class: Tidehook', '',
      'A dispatcher that sends requests through a proxy.', '',
      '## `new Tidehook([options])`', '',
      '### Parameter: `TidehookOptions`', '',
      '* **httpProxy** `string` (optional) - When set, it will override the `HTTP_PROXY` environment variable.',
      '* **noProxy** `string` (optional) - When set, it will override the `NO_PROXY` environment variable.', ''],
    'notes/tidepool/docs/api/Scheduler.md': ['# Class: Scheduler', '',
      '## Persistence', '',
      'The scheduler keeps the state of each job in memory and flushes it to disk every 10 seconds.', ''],
    'drafts/tidepool.md': ['# Notes on tidepool', '',
      'The httpProxy option of Tidehook, when set, overrides the HTTP_PROXY environment variable.', '',
      'The scheduler keeps each job in memory.', ''],
  },
  chapter: 'tidepool.md',
  hovers: [['httpProxy option', 'hover-api-entry'], ['keeps each job', 'hover-head-noun']],
});
