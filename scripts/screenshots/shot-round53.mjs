#!/usr/bin/env node
// Two hovers of the fifty-third round in the real VS Code UI (light theme), on an invented workspace of a package README:
// a claim that drops the dashes of a flag the README writes as code ("the `force` flag" of `--force`) is not carried; and
// "tilecart takes …" is carried by the README's "This package is a utility that takes …", its folder naming the package
// → docs/hover-code-mark-light.png, docs/hover-this-package-utility-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round53.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tilecart/README.md': ['# tilecart', '',
      '## What is this?', '',
      'This package is a utility that takes a widget tree as input and draws it in the terminal.', '',
      '## CLI', '',
      'The `--force` flag overwrites existing snapshots.', ''],
    'drafts/widgets.md': ['# Widgets in the terminal', '',
      'The `force` flag overwrites existing snapshots.', '',
      'tilecart takes a widget tree as its input and draws it in the terminal.', ''],
  },
  chapter: 'widgets.md',
  hovers: [['`force` flag', 'hover-code-mark'], ['tilecart takes', 'hover-this-package-utility']],
});
