#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim that pairs the
// items of a "respectively" list otherwise than the source (not carried, the pairing named), and a claim whose word
// the source gives only in another clause ("…; Jaeger is not supported") → docs/hover-respectively-light.png,
// docs/hover-other-clause-light.png.
// Usage: npm run build && node scripts/screenshots/shot-pairings.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tracing.md': ['# Defaults', '',
      'Kestrel and Plover poll every 30 and 90 seconds, respectively.', '',
      'Plover ships traces to Zipkin; Jaeger is not supported.', ''],
    'drafts/tracing-chapter.md': ['# Polling and tracing', '',
      'Kestrel polls every 90 seconds.', '',
      'Plover ships traces to Jaeger.', ''],
  },
  chapter: 'tracing-chapter.md',
  hovers: [['Kestrel polls', 'hover-respectively'], ['Plover ships', 'hover-other-clause']],
});
