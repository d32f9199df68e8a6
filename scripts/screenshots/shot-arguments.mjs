#!/usr/bin/env node
// The hovers of two verdicts, in the real VS Code UI (light theme), on an invented workspace: a claim whose word the
// span names in another place than its act (argument_elsewhere) and a predicate of common words the span does not say
// (predicate_words_missing) → docs/hover-argument-elsewhere-light.png, docs/hover-common-predicate-light.png.
// Usage: npm run build && node scripts/screenshots/shot-arguments.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/relay.md': ['# Orbix relay notes', '',
      'The default loader of the Orbix relay consults a settings file called `ORBIXRC`.', '',
      'Each Orbix writer is a module exporting a writer class.', ''],
    'drafts/relay-chapter.md': ['# How the relay starts', '',
      'The default of the Orbix relay is consulted.', '',
      'The Orbix writer is on its own.', '',
      'The default loader of the Orbix relay consults a settings file called `ORBIXRC`.', ''],
  },
  chapter: 'relay-chapter.md',
  hovers: [['Orbix relay is consulted', 'hover-argument-elsewhere'], ['writer is on its own', 'hover-common-predicate']],
});
