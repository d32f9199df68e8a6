#!/usr/bin/env node
// Two hovers of the forty-eighth round in the real VS Code UI (light theme), on an invented workspace: a date the
// source writes another way ("2018-06-27" for "27 June 2018") read as the same day, and a reST crew table read row by
// row, so a name is not given another row's position → docs/hover-date-same-day-light.png, docs/hover-table-row-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round48.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/gorse-3-7.rst': ['PEP: 9937', 'Title: Gorse 3.7 Release Schedule', '',
      'Release Manager and Crew', '========================', '',
      '============================ ==================', 'Position                     Name',
      '============================ ==================', '3.7 Release Manager          Quill Writer',
      'Windows installers           Steve Marl', 'Mac installers               Ned Tarn',
      '============================ ==================', '',
      'Release Schedule', '================', '',
      'Gorse 3.7.0 final shipped on 2018-06-27, after two release candidates.', ''],
    'drafts/gorse-history.md': ['# A short history of Gorse 3.7', '',
      'Gorse 3.7.0 final shipped on 27 June 2018, after two release candidates.', '',
      'Ned Tarn was the release manager for 3.7.', ''],
  },
  chapter: 'gorse-history.md',
  hovers: [['shipped on 27 June 2018', 'hover-date-same-day'], ['release manager for 3.7', 'hover-table-row']],
});
