#!/usr/bin/env node
// The hover of a verdict on a change an RFC proposes ("proposes the `legacy` flag … to be renamed") that the draft says
// was made (a wrong accept of the round's blind set) in the real VS Code UI (light theme), on an invented workspace →
// docs/hover-proposed-as-done-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round47.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/gorse-flags.md': ['# Gorse flags', '',
      'Gorse 2 keeps every flag of the old command line.', '',
      'This RFC proposes the `legacy` flag used by old builds (`gorse --legacy::old`) to be renamed to `compat`.', ''],
    'drafts/flags-chapter.md': ['# What happened to the Gorse flags', '',
      'Gorse 2 keeps every flag of the old command line.', '',
      'The legacy flag used by old builds has been renamed to compat.', ''],
  },
  chapter: 'flags-chapter.md',
  hovers: [['has been renamed to compat', 'hover-proposed-as-done']],
});
