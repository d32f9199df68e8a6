#!/usr/bin/env node
// The hovers of two verdicts of the thirty-second round in the real VS Code UI (light theme), on an invented workspace:
// a claim that a PEP recommends what its authors say "We recommend …" (accepted: the authors' stance is the
// document's), and a claim that drops the source's restriction "only over TLS" (not accepted: the span says it only
// under that restriction) → docs/hover-authors-stance-light.png, docs/hover-only-restriction-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round32.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/python-peps/pep-0942.rst': ['PEP: 942', 'Title: Quill registries', '', 'Specification', '=============', '',
      'We recommend pinning quill plugin versions in every lock file.', '',
      'The quill proxy forwards session cookies to the upstream server only over TLS.', ''],
    'drafts/registry-chapter.md': ['# Quill registries', '', '## PEP 942: quill registries', '',
      'PEP 942 recommends pinning quill plugin versions in every lock file.', '',
      'The quill proxy forwards session cookies to the upstream server.', ''],
  },
  chapter: 'registry-chapter.md',
  hovers: [['recommends pinning', 'hover-authors-stance'], ['forwards session cookies', 'hover-only-restriction']],
});
