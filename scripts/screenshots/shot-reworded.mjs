#!/usr/bin/env node
// The hovers of two verdicts of the seventeenth round in the real VS Code UI (light theme), on an invented workspace: a
// claim that brings the span's condition to the front past an aside ("If a long chain of forwards, that is …, exceeds
// …") and is carried, and a claim word carried by what the span's opening pronoun stands for ("But its implementation
// …" after a sentence about libtarn) → docs/hover-fronted-condition-light.png, docs/hover-pronoun-light.png. A third
// claim drops the condition, so the chapter has a squiggle to wait for.
// Usage: npm run build && node scripts/screenshots/shot-reworded.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/relay-spec.md': ['# The relay specification', '', '## Limits', '',
      'Relays MAY refuse a session if a long chain of forwards (forwards pointing to forwards many times) exceeds a limit set by the operator.', '',
      '## Runtime', '', 'In this scheme, the public API of `libtarn` will not change significantly. But its implementation will call functions in `libnative` directly, rather than going through a trait object.', ''],
    'drafts/relay-chapter.md': ['# Relays', '', '## What the specification says', '',
      'If a long chain of forwards, that is forwards pointing to forwards many times, exceeds a limit set by the operator, relays MAY refuse a session.', '',
      'However, the implementation of libtarn will call functions in libnative directly rather than going through a trait object.', '',
      'Relays MAY refuse a session.', ''],
  },
  chapter: 'relay-chapter.md',
  hovers: [['If a long chain', 'hover-fronted-condition'], ['However, the implementation', 'hover-pronoun']],
});
