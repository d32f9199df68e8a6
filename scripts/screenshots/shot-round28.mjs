#!/usr/bin/env node
// The hovers of two verdicts of the twenty-eighth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that puts what an operator is compared with on the wrong side of a comparison the source makes both ways, and
// a claim that joins two things under one predicate where the source denies it of the second; neither accepted
// → docs/hover-comparison-side-light.png, docs/hover-item-denied-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round28.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9128-quill-bind.md': ['# The ?= operator', '', '## Precedence', '',
      'The `?=` operator binds more tightly than a comma, but less tightly than all other operators, including `or`, `and` and `not`.', '',
      '## Call arguments', '',
      'The `?=` operator may be used directly in a positional argument; however it is invalid directly in a keyword argument.', ''],
    'drafts/bind-chapter.md': ['# The ?= operator', '', '## Precedence', '',
      'The `?=` operator binds more tightly than `or`, `and` and `not`.', '',
      '## Call arguments', '',
      'The `?=` operator may be used directly in both positional and keyword arguments.', ''],
  },
  chapter: 'bind-chapter.md',
  hovers: [['binds more tightly', 'hover-comparison-side'], ['may be used directly', 'hover-item-denied']],
});
