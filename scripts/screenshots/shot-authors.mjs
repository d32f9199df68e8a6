#!/usr/bin/env node
// The hovers of two verdicts of the eighteenth round in the real VS Code UI (light theme), on an invented workspace: a
// claim that names "the PEP 9750 authors" where the span is the authors speaking ("We expect …" in pep-9750.md), carried,
// and a claim that trades the two sides of a preference ("`layout(C, Tag)` should be preferred over `layout(Tag)`"), not
// carried → docs/hover-authors-light.png, docs/hover-preference-light.png.
// Usage: npm run build && node scripts/screenshots/shot-authors.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9750.md': ['# Quillet templates', '', '## Rationale', '',
      'We expect that the quillet attribute will be rarely consulted by template processing code.', '',
      '## Layout', '', 'If a deterministic layout is required, `layout(Tag)` should be preferred by default over `layout(C, Tag)` as it has a strictly smaller size.', ''],
    'drafts/templates-chapter.md': ['# Templates', '', '## What PEP 9750 says', '',
      'The PEP 9750 authors expect that the quillet attribute will be rarely consulted by template processing code.', '',
      'If a deterministic layout is required, layout(C, Tag) should be preferred by default over layout(Tag), as it has a strictly smaller size.', ''],
  },
  chapter: 'templates-chapter.md',
  hovers: [['The PEP 9750 authors', 'hover-authors'], ['If a deterministic layout', 'hover-preference']],
});
