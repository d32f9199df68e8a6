#!/usr/bin/env node
// Two hovers of the fifty-first round in the real VS Code UI (light theme), on an invented workspace of a package README:
// a version written with its "v" and a comparison sign ("node `<v4.8`"), against which "above v4.8" is refuted and
// "versions below v4.8" carried; and two alternatives traded around "otherwise", not carried
// → docs/hover-version-bound-light.png, docs/hover-otherwise-traded-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round51.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/tilecart/README.md': ['# tilecart', '', 'Terminal widgets for Node.js.', '',
      '## Caveats', '',
      'While `tilecart` adds support for `options.shell` in node `<v4.8`, all of its enhancements are disabled.', '',
      '## API', '',
      '### `toText(node)`', '',
      'Prefers the node’s plain-text fields, otherwise serializes its children.', ''],
    'drafts/widgets.md': ['# Widgets in the terminal', '',
      "Although tilecart adds support for options.shell in node versions above v4.8, all of tilecart's enhancements are disabled.", '',
      "Although tilecart adds support for options.shell in node versions below v4.8, all of tilecart's enhancements are disabled.", '',
      "The toText function of tilecart prefers serializing a node's children, otherwise uses the node's plain-text fields.", ''],
  },
  chapter: 'widgets.md',
  hovers: [['versions above v4.8', 'hover-version-bound'], ['prefers serializing', 'hover-otherwise-traded']],
});
