#!/usr/bin/env node
// The hovers of two verdicts of the twenty-fifth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that says "is able to" where the source says "can", accepted with the reading named; and a denial short of a
// condition ("must not … without") that the source words otherwise ("MUST NOT … UNLESS"), sent to review instead of refuted
// → docs/hover-periphrasis-light.png, docs/hover-denial-conditioned-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round25.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9125-quillet-locks.md': ['# Quillet lock files', '', '## Pinning', '',
      'With the new resolver, Quillet users can pin the plugin version in the lock file.', '',
      '## Changes', '',
      'Changing the recorded Quillet version after it has been locked MUST NOT occur UNLESS the maintainers approve it.', ''],
    'drafts/locks-chapter.md': ['# Locking Quillet plugins', '', '## Pinning', '',
      'With the new resolver, Quillet users are able to pin the plugin version in the lock file.', '',
      '## Changes', '',
      'The recorded Quillet version must not be changed after it has been locked without the approval of the maintainers.', ''],
  },
  chapter: 'locks-chapter.md',
  hovers: [['With the new resolver', 'hover-periphrasis'], ['The recorded Quillet version', 'hover-denial-conditioned']],
});
