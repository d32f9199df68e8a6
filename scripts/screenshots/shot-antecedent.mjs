#!/usr/bin/env node
// The hovers of two verdicts of the sixteenth round in the real VS Code UI (light theme), on an invented workspace: a
// claim word carried by what the span points back to ("this macro" for "the trace! macro", named just before it), and
// a one-way relation whose two sides trade places ("is a subset of") → docs/hover-antecedent-light.png,
// docs/hover-one-way-light.png.
// Usage: npm run build && node scripts/screenshots/shot-antecedent.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/trace-macro.md': ['# The trace macro', '', '## Behaviour', '',
      'The `trace!(x)` macro returns its argument unchanged. It works in release builds too.', '',
      '## Output', '', 'The exact output printed by this macro is subject to change.', '',
      '## Catalogs', '', 'The names from the old helper will be subsets of the full list from the new `catalog()` function.', ''],
    'drafts/tracing-chapter.md': ['# Tracing', '', '## The trace macro', '',
      'The exact output printed by the trace! macro is subject to change.', '',
      'The full list from the new catalog() function will be a subset of the names from the old helper.', ''],
  },
  chapter: 'tracing-chapter.md',
  hovers: [['The exact output', 'hover-antecedent'], ['The full list', 'hover-one-way']],
});
