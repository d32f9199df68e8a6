#!/usr/bin/env node
// The hovers of two verdicts of the thirty-sixth round in the real VS Code UI (light theme), on an invented workspace:
// a claim whose two denials trade places with the source's (refuted, the reason naming both), and a claim that a tool
// "shows" what the source says it "does not display" (not accepted: "shows" is the act, not a report frame)
// → docs/hover-denials-traded-light.png, docs/hover-shows-act-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round36.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rust-rfcs/9103-quill-command.md': ['# Quill command', '', '## Drawbacks', '',
      'This change is possible to be a breaking change to `QuillCommand` as it will no longer implement all marker traits by default.', '',
      '## Motivation', '', 'Today, the Tarn registry does not display any information about known vulnerabilities for a given crate.', ''],
    'drafts/command-chapter.md': ['# Quill command', '', '## RFC 9103', '',
      'This change cannot be a breaking change to QuillCommand, because it will still implement all marker traits by default.', '',
      'Today, the Tarn registry already shows known vulnerabilities for each crate.', ''],
  },
  chapter: 'command-chapter.md',
  hovers: [['cannot be a breaking', 'hover-denials-traded'], ['already shows', 'hover-shows-act']],
});
