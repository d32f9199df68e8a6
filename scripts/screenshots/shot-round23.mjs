#!/usr/bin/env node
// The hovers of two verdicts of the twenty-third round in the real VS Code UI (light theme), on an invented workspace: a
// cause the source gives for another clause of its sentence, not accepted; and two encodings paired with two modes the
// other way round → docs/hover-cause-other-clause-light.png, docs/hover-pairs-crossed-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round23.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9763.md': ['# Quillet maps', '', '## Performance', '',
      'The complexity of mutation operations is O(log N) and the resulting map copies often consume very little additional memory due to the use of structural sharing.', '',
      '## Serialisation', '',
      'Marlin uses UTF-8 and Quillet either chooses Latin-1 (in text mode) or UTF-8 (in binary mode) as encoding.', ''],
    'drafts/maps-chapter.md': ['# Persistent maps in practice', '', '## Speed', '',
      'The complexity of mutation operations is O(log N) because of structural sharing.', '',
      '## Storage', '',
      'Marlin uses UTF-8, and Quillet chooses UTF-8 in text mode or Latin-1 in binary mode as its encoding.', ''],
  },
  chapter: 'maps-chapter.md',
  hovers: [['The complexity of mutation', 'hover-cause-other-clause'], ['Marlin uses UTF-8', 'hover-pairs-crossed']],
});
