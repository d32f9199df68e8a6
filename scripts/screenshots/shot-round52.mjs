#!/usr/bin/env node
// Two hovers of the fifty-second round in the real VS Code UI (light theme), on an invented workspace of a package README:
// an API entry "returns `true` if …, or `false` otherwise" against which "returns `false` if the key existed" is not
// carried; and a two-sentence span whose "It" is its first sentence's subject, so a name said after the verb there is no
// doer → docs/hover-otherwise-result-light.png, docs/hover-pronoun-subject-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round52.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tilecart/README.md': ['# tilecart', '', 'Terminal widgets for Node.js.', '',
      '## API', '',
      '`delete(key)` removes the entry and returns `true` if the key existed, or `false` otherwise.', '',
      '## Alerts', '',
      'The `Mailer` sends alerts through SendGrid. It limits each message to 25 MB.', ''],
    'drafts/widgets.md': ['# Widgets in the terminal', '',
      '`delete(key)` returns `false` if the key existed.', '',
      'SendGrid limits each message to 25 MB.', '',
      'The Mailer limits each message to 25 MB.', ''],
  },
  chapter: 'widgets.md',
  hovers: [['returns `false`', 'hover-otherwise-result'], ['SendGrid limits', 'hover-pronoun-subject']],
});
