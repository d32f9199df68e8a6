#!/usr/bin/env node
// The hovers of two verdicts of the thirty-first round in the real VS Code UI (light theme), on an invented workspace:
// a claim that an RFC changes what its Summary says in the imperative (accepted: the Summary is the document's act),
// and a claim that telemetry is opt-out over a source that says opt-in (refuted: one word of a compound turned to its
// opposite) → docs/hover-imperative-summary-light.png, docs/hover-opt-in-out-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round31.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rust-rfcs/0042-quill-lines.md': ['# Quill line endings', '', '## Summary', '',
      'Change all quill functions dealing with reading lines to treat a lone CR as a line ending.', '',
      '## Telemetry', '',
      'Quill telemetry is opt-in for every project, and no data is sent without consent.', ''],
    'drafts/lines-chapter.md': ['# Quill line endings', '', '## RFC 42: quill line endings', '',
      'The RFC proposes to change all quill functions dealing with reading lines to treat a lone CR as a line ending.', '',
      'Quill telemetry is opt-out for every project.', ''],
  },
  chapter: 'lines-chapter.md',
  hovers: [['proposes to change', 'hover-imperative-summary'], ['opt-out for every', 'hover-opt-in-out']],
});
