#!/usr/bin/env node
// The hovers of two verdicts of the thirtieth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that says the maintainers argued against an act, over a source that says only that the act was not done
// (not carried: a stance is not the act left undone), and a claim that a release removes what the source says it adds
// (refuted: the opposite in its very place)
// → docs/hover-stance-light.png, docs/hover-adds-removes-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round30.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/quill-lockfiles.md': ['# Quill lockfiles', '', '## History', '',
      'The quill maintainers did not add a second lockfile for workspaces.', '',
      '## Format', '',
      'Version 1.2 of the quill lockfile format adds a number of optional fields for registries.', ''],
    'drafts/lockfiles-chapter.md': ['# Quill lockfiles', '', '## History', '',
      'The quill maintainers argued against adding a second lockfile for workspaces.', '',
      '## Format', '',
      'Version 1.2 of the quill lockfile format removes a number of optional fields for registries.', ''],
  },
  chapter: 'lockfiles-chapter.md',
  hovers: [['argued against adding', 'hover-stance'], ['removes a number', 'hover-adds-removes']],
});
