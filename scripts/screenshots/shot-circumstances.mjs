#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim that drops a
// restriction the source puts on a generic noun ("plugins with the disk capability") and a claim that states as done what
// the source gives as an instruction ("Tag and push the release.") → docs/hover-restriction-light.png,
// docs/hover-instruction-light.png.
// Usage: npm run build && node scripts/screenshots/shot-circumstances.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/plugins.md': ['# Plugins', '',
      'Varrow plugins with the disk capability can read the local disk.', '',
      '## Releasing', '',
      'Tag and push the Varrow release.', ''],
    'drafts/plugins-chapter.md': ['# How Varrow plugins work', '',
      'Varrow plugins can read the local disk.', '',
      'The Varrow release was tagged and pushed.', ''],
  },
  chapter: 'plugins-chapter.md',
  hovers: [['Varrow plugins can', 'hover-restriction'], ['The Varrow release', 'hover-instruction']],
});
