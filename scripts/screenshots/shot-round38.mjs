#!/usr/bin/env node
// The hovers of two verdicts of the thirty-eighth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that says whose copy is used where the source says another's ("the author's copy" / "your local copy"), and a
// claim that gives an act to the party the source gives it from ("delegate … to Tarn" / "to a third party")
// → docs/hover-possessor-light.png, docs/hover-recipient-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round38.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rust-rfcs/9104-quill-macros.md': ['# Quill macros', '', '## Motivation', '',
      'Right now every macro you import will be expanded using your local copy of `quill_rules!`, regardless of what the macro author had in mind.', '',
      '## Rationale', '', 'The hard coded naming scheme requires delegating a domain name under tarn.org to a third party.', ''],
    'drafts/macros-chapter.md': ['# Quill macros', '', '## RFC 9104', '',
      "Right now every macro you import is expanded using the macro author's copy of quill_rules!, regardless of your local copy.", '',
      'The hard coded naming scheme requires a third party to delegate a domain name under tarn.org to Tarn.', ''],
  },
  chapter: 'macros-chapter.md',
  hovers: [["macro author's copy", 'hover-possessor'], ['a third party to delegate', 'hover-recipient']],
});
