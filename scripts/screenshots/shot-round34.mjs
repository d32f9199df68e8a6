#!/usr/bin/env node
// The hovers of two verdicts of the thirty-fourth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that a style guide recommends limiting lines, carried by its imperative "Limit all quill lines to …" under a
// heading of its own advice (accepted), and a claim that states as what will be what the source gives only as a plan
// ("The quill team plans to remove the Tarn loader in 3.19"; not accepted)
// → docs/hover-advice-imperative-light.png, docs/hover-plan-not-fact-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round34.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/python-peps/pep-0943.rst': ['PEP: 943', 'Title: Style guide for quill files', '', 'Maximum Line Length', '===================', '',
      'Limit all quill lines to a maximum of 88 characters.', '',
      'Deprecations', '============', '',
      'The quill team plans to remove the Tarn loader in 3.19.', ''],
    'drafts/style-chapter.md': ['# Quill style', '', '## PEP 943: quill style', '',
      'PEP 943 recommends limiting all quill lines to a maximum of 88 characters.', '',
      'The Tarn loader will be removed in 3.19.', ''],
  },
  chapter: 'style-chapter.md',
  hovers: [['recommends limiting', 'hover-advice-imperative'], ['will be removed', 'hover-plan-not-fact']],
});
