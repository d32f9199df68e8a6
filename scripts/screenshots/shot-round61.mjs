#!/usr/bin/env node
// Two hovers of the sixty-first round in the real VS Code UI (light theme), on an invented workspace with two manual
// pages of a tool: "Note: This command is unaware of workspaces." under a heading for `kettle-pour` is carried only by
// kettle-pour's own page, not by kettle-boil's same sentence; and "Templates from the shared folder shadow manifests."
// trades the two sides of the page's "Manifests shadow templates from the shared folder." → docs/hover-heading-subject-light.png,
// docs/hover-roles-reversed-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round61.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/kettle/kettle-boil.md': ['---', 'title: kettle-boil', '---', '', '### Description', '',
      'Boil the water in every kettle listed in the manifest.', '',
      'Note: This command is unaware of workspaces.', '',
      'Manifests shadow templates from the shared folder.', ''],
    'notes/kettle/kettle-pour.md': ['---', 'title: kettle-pour', '---', '', '### Description', '',
      'Pour the boiled water into the cups named on the command line.', ''],
    'drafts/kettle.md': ['# Notes on kettle', '', '## kettle-pour', '',
      'Note: This command is unaware of workspaces.', '',
      '## kettle-boil', '',
      'Templates from the shared folder shadow manifests.', ''],
  },
  chapter: 'kettle.md',
  hovers: [['This command is unaware', 'hover-heading-subject'], ['shadow manifests', 'hover-roles-reversed']],
});
