#!/usr/bin/env node
// The hovers of two verdicts of the fourteenth round in the real VS Code UI (light theme), on an invented workspace: a
// claim that names its document by kind only ("According to the PEP, …": checked against the PEPs' passages) and two
// names in each other's roles around a participle ("stable gets promoted to beta" over "beta gets promoted to stable")
// → docs/hover-kind-attribution-light.png, docs/hover-roles-traded-light.png.
// Usage: npm run build && node scripts/screenshots/shot-kinds.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-0842.rst': ['PEP 842 -- Plugin Hooks', '=======================', '', 'Abstract', '========', '',
      'Plugins that ship native code must declare their entry point in the manifest.', '',
      'Each release cycle beta gets promoted to stable, and nightly gets promoted to beta.', ''],
    'drafts/hooks-chapter.md': ['# Plugin hooks', '',
      'According to the PEP, plugins that ship native code must declare their entry point in the manifest.', '',
      'The PEP notes that each release cycle, stable gets promoted to beta and beta gets promoted to nightly.', ''],
  },
  chapter: 'hooks-chapter.md',
  hovers: [['According to the PEP', 'hover-kind-attribution'], ['The PEP notes that', 'hover-roles-traded']],
});
