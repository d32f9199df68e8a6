#!/usr/bin/env node
// The hovers of two verdicts of the thirty-third round in the real VS Code UI (light theme), on an invented workspace:
// a claim that a PEP failed to attract enough maintainers, carried by "it has failed …" right after "This PEP has been
// rejected." (accepted: the "it" is the document), and a claim that states as fact what the source only says someone
// expected ("they expected the Tarn build to be around 10-15% slower"; not accepted)
// → docs/hover-rejected-it-light.png, docs/hover-expected-stance-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round33.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/python-peps/pep-0942.rst': ['PEP: 942', 'Title: Quill registries', '', 'Rejection Notice', '================', '',
      'This PEP has been rejected. After sitting open for three years, it has failed to attract sufficient quill maintainers.', '',
      'Performance', '===========', '',
      'The quill council mentioned they expected the Tarn build to be around 10-15% slower, although this was not a hard target.', ''],
    'drafts/registry-chapter.md': ['# Quill registries', '', '## PEP 942: quill registries', '',
      'PEP 942 failed to attract enough quill maintainers after sitting open for three years.', '',
      'The quill council stated that the Tarn build will be 10-15% slower.', ''],
  },
  chapter: 'registry-chapter.md',
  hovers: [['failed to attract', 'hover-rejected-it'], ['Tarn build will be', 'hover-expected-stance']],
});
