#!/usr/bin/env node
// Two hovers of the fifty-ninth round in the real VS Code UI (light theme), on an invented workspace with an API page
// and a project's compatibility notes: "The model does not inherit …" under the draft's "## Permissions" is carried by the
// page titled Permissions that says the same words of its "model" (the span says the claim's description where its title
// names the claim's subject); "Callers keep working after a new field is added." is not carried by "… after a new
// optional field is added." (a modifier of any field the claim drops) → docs/hover-description-shared-light.png,
// docs/hover-modifier-dropped-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round59.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kettle/permissions.md': ['# Permissions', '',
      'Permissions restrict what a kettle process may touch.', '',
      '## Process-based permissions', '',
      'The model does not inherit to a child process or a worker thread.', ''],
    'notes/kettle/COMPATIBILITY.md': ['# Compatibility', '',
      'Callers keep working after a new optional field is added to a record type.', ''],
    'drafts/kettle.md': ['# Notes on kettle', '', '## Permissions', '',
      'The model does not inherit to a child process or a worker thread.', '',
      '## Records', '',
      'Callers keep working after a new field is added to a record type.', ''],
  },
  chapter: 'kettle.md',
  hovers: [['does not inherit', 'hover-description-shared'], ['new field is added', 'hover-modifier-dropped']],
});
