#!/usr/bin/env node
// The hovers of two verdicts of the twenty-first round in the real VS Code UI (light theme), on an invented workspace: a
// changed page count in a reworded sentence, refuted because both figures fill one slot ("runs to 68 pages when printed"
// / "86 pages when printed"), and a sentence whose opening phrase the writer moved after the verb ("over the last two
// quarters"), accepted → docs/hover-slot-light.png, docs/hover-moved-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round21.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9761.md': ['# Quillet configuration', '', '## Rejected formats', '',
      'One objection is that the quillet specification is large: 86 pages when printed on letter paper.', '',
      '## Status', '', 'In the last two quarters, good progress has been made in filling the gaps on the path to a stable quillet release.', ''],
    'drafts/config-chapter.md': ['# Choosing a configuration format', '', '## What PEP 9761 weighed', '',
      'One objection to the quillet format was its specification, which runs to 68 pages when printed on letter paper.', '',
      'Good progress has been made over the last two quarters in filling the gaps on the path to a stable quillet release.', ''],
  },
  chapter: 'config-chapter.md',
  hovers: [['One objection to the quillet', 'hover-slot'], ['Good progress has been made', 'hover-moved']],
});
