#!/usr/bin/env node
// The hovers of two verdicts of the fifteenth round in the real VS Code UI (light theme), on an invented workspace: a
// "should" under a heading that names a document, checked as that document's rule and refuted, and a claim whose word
// stands where the source has another one it names elsewhere ("type -> instead of =>" over "type `=>` instead of `->`")
// → docs/hover-document-rule-light.png, docs/hover-others-place-light.png.
// Usage: npm run build && node scripts/screenshots/shot-places.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-0851.rst': ['PEP 851 -- Signed Mirrors', '=========================', '', 'Specification', '=============', '',
      'Mirrors should refresh their signed index at least once a day.', '',
      'It is easy to type ``=>`` instead of ``->`` in a hook signature, which the parser then rejects.', ''],
    'drafts/mirrors-chapter.md': ['# Signed mirrors', '', '## PEP 851: signed mirrors', '',
      'Mirrors should refresh their signed index at least once a week.', '',
      'It is easy to type -> instead of => in a hook signature, which the parser then rejects.', ''],
  },
  chapter: 'mirrors-chapter.md',
  hovers: [['Mirrors should refresh', 'hover-document-rule'], ['It is easy to type', 'hover-others-place']],
});
