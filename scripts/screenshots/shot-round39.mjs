#!/usr/bin/env node
// The hovers of two verdicts of the thirty-ninth round in the real VS Code UI (light theme), on an invented workspace:
// a claim that trades the modifiers of two phrases ("Orbix users … Quill errors" / "Quill users … Orbix errors"), and a
// claim that writes a code literal's words in another order ("MIT OR (… AND …)" / "MIT AND (… OR …)")
// → docs/hover-modifiers-traded-light.png, docs/hover-code-order-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round39.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/python-peps/pep-9139-tarn-lint.rst': ['PEP: 9139', 'Title: The Tarn lint', '', 'Motivation', '==========', '',
      'The Tarn lint helps Quill users avoid Orbix errors before they reach production.', '',
      'Licensing', '=========', '',
      'If your project is licensed MIT but vendors a dependency licensed under either Apache 2.0 or the 2-clause BSD, your license expression would be ``MIT AND (Apache-2.0 OR BSD-2-Clause)``.', ''],
    'drafts/lint-chapter.md': ['# The Tarn lint', '', '## PEP 9139', '',
      'Orbix users are helped by the Tarn lint to avoid Quill errors before they reach production.', '',
      'If your project is licensed MIT but vendors a dependency licensed under either Apache 2.0 or the 2-clause BSD, your license expression would be MIT OR (Apache-2.0 AND BSD-2-Clause).', ''],
  },
  chapter: 'lint-chapter.md',
  hovers: [['Orbix users are helped', 'hover-modifiers-traded'], ['your license expression would be MIT OR', 'hover-code-order']],
});
