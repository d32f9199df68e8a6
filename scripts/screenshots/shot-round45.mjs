#!/usr/bin/env node
// The hover of a verdict on a list whose items trade their words (the kind of wrong accept the forty-fifth round's blind
// set found) in the real VS Code UI (light theme), on an invented workspace: "proof … in print" where the source pairs
// "final" with "in print" → docs/hover-list-pairs-light.png. (On this short example the older parts reading answers
// first, `parts_traded`; the round's new list reading answers where it does not.)
// Usage: npm run build && node scripts/screenshots/shot-round45.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/moraine-states.md': ['# Moraine chapter states', '',
      'Moraine tracks each chapter of a book through three states.', '',
      'With this scheme, we can use "draft" to refer to a chapter still being written, "proof" for a chapter sent to the printer, and "final" for a chapter in print.', ''],
    'drafts/states-chapter.md': ['# How Moraine names its states', '',
      'Moraine tracks each chapter of a book through three states.', '',
      'With this scheme, draft can refer to a chapter still being written, proof to a chapter in print, and final to a chapter sent to the printer.', ''],
  },
  chapter: 'states-chapter.md',
  hovers: [['proof to a chapter in print', 'hover-list-pairs']],
});
