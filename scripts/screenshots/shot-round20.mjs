#!/usr/bin/env node
// The hovers of two verdicts of the twentieth round in the real VS Code UI (light theme), on an invented workspace: a
// release said to have done a one-time act that the source gives to another release ("Python 3.9 added the quillet
// slot" / "Python 3.11 added …"), refuted with its verified repair, and a quoted literal the source writes otherwise
// ("'<anonymous QuilletDict>'" / "`<inline QuilletDict>`"), not carried → docs/hover-release-light.png,
// docs/hover-literal-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round20.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/pep-9760.md': ['# Quillet slots', '', '## Subinterpreters', '',
      'Python 3.11 added the quillet slot so that modules can mark whether they may be loaded in a subinterpreter.', '',
      '## Inline dictionaries', '', 'As inline quillet dicts are meant to be anonymous, their `__name__` attribute is set to the `<inline QuilletDict>` string.', ''],
    'drafts/slots-chapter.md': ['# Slots and dictionaries', '', '## What PEP 9760 adds', '',
      'Python 3.9 added the quillet slot so that modules can mark whether they may be loaded in a subinterpreter.', '',
      "As inline quillet dicts are meant to be anonymous, their `__name__` attribute is set to the '<anonymous QuilletDict>' string.", ''],
  },
  chapter: 'slots-chapter.md',
  hovers: [['Python 3.9 added', 'hover-release'], ['As inline quillet dicts', 'hover-literal']],
});
