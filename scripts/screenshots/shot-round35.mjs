#!/usr/bin/env node
// The hovers of two verdicts of the thirty-fifth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that a removal will happen where the source goes on to say it was postponed (not accepted), and a claim whose
// subject only a section heading names, which the source points back to with "This type" (accepted)
// → docs/hover-plan-undone-light.png, docs/hover-heading-pointer-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round35.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rust-rfcs/9102-quill-atomics.md': ['# Quill atomics', '', '## Changes to QuillBool', '',
      'This type will be changed to use a QuillU8 internally instead of a QuillUsize.', '',
      '## Deprecations', '', 'The Tarn loader was scheduled to be removed in 3.19, but the removal was postponed.', ''],
    'drafts/atomics-chapter.md': ['# Quill atomics', '', '## RFC 9102', '',
      'QuillBool will be changed to use a QuillU8 internally instead of a QuillUsize.', '',
      'The Tarn loader will be removed in 3.19.', ''],
  },
  chapter: 'atomics-chapter.md',
  hovers: [['be removed', 'hover-plan-undone'], ['QuillBool will', 'hover-heading-pointer']],
});
