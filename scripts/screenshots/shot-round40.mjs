#!/usr/bin/env node
// The hover of a verdict of the fortieth round in the real VS Code UI (light theme), on an invented workspace: a claim
// that trades the two sides of the span's contrast ("refers to a quill and not the () type" / the other way round)
// → docs/hover-sides-swapped-light.png.
// Usage: npm run build && node scripts/screenshots/shot-round40.mjs [--out docs]
import { shootHovers } from './hover-shots.mjs';

await shootHovers({
  files: {
    'notes/rust-rfcs/9140-tarn-tags.md': ['# Tarn tags', '', '## Motivation', '',
      'Leaving out the new `opt-` tag when no optimization level is applied should increase backwards-compatibility.', '',
      '## Drawbacks', '',
      'It could be confusing that `Tarn::check(..)` refers to a quill and not the `()` type that results from await.', ''],
    'drafts/tags-chapter.md': ['# Tarn tags', '', '## RFC 9140', '',
      'Omitting the new opt- tag when no optimization level is applied should increase backwards-compatibility.', '',
      'It could be confusing that Tarn::check(..) refers to the () type that results from await and not to the quill.', ''],
  },
  chapter: 'tags-chapter.md',
  hovers: [['refers to the () type', 'hover-sides-swapped']],
});
