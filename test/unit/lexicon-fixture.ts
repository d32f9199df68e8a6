// A tiny WordNet written by hand in the database's own line format (data.*, index.*, index.sense), so the lexicon
// is tested without the real database and without timing: a few nouns, verbs and adjectives with the relations the
// verifier reads (derivation, synonymy, hypernymy, antonymy, similar-to), a polysemous word and a name.
import { compileWordNet, type WordNetFiles } from '../../src/core/lexicon/compile';

const HEADER = '  1 This is a hand-made fixture in the WordNet database format.\n';

export const FIXTURE_FILES: WordNetFiles = {
  source: 'fixture',
  data: {
    n: HEADER + [
      '00000010 05 n 01 animal 0 001 ~ 00000020 n 0000 | a living organism',
      '00000020 05 n 02 dog 0 domestic_dog 0 001 @ 00000010 n 0000 | a domesticated canid',
      '00000030 04 n 02 decrease 0 reduction 0 001 + 00000110 v 0101 | the act of decreasing',
      '00000040 04 n 01 evaluation 0 001 + 00000130 v 0101 | an appraisal',
      '00000050 17 n 01 bank 0 000 | sloping land beside water',
      '00000060 06 n 02 bank 1 camber 0 000 | a slope in the turn of a road',
      '00000070 07 n 02 fate 0 lot 0 000 | your overall circumstances',
      '00000080 14 n 02 lot 0 batch 0 000 | a collection of things',
      '00000090 26 n 01 presence 0 001 + 00000230 a 0101 | being present',
      '00000100 26 n 01 absence 0 001 + 00000240 a 0101 | being absent',
      '00000105 15 n 01 London 0 000 | a capital city',
    ].join('\n') + '\n',
    v: HEADER + [
      '00000110 30 v 02 decrease 0 lessen 0 003 ! 00000120 v 0101 + 00000030 n 0101 @ 00000140 v 0000 | become smaller',
      '00000120 30 v 01 increase 0 002 ! 00000110 v 0101 @ 00000140 v 0000 | become bigger',
      '00000130 31 v 02 evaluate 0 assess 0 001 + 00000040 n 0101 | form a critical opinion of',
      '00000140 30 v 01 change 0 001 ! 00000150 v 0101 | become different',
      '00000150 42 v 01 stay 0 001 ! 00000140 v 0101 | stay the same',
      '00000160 30 v 01 intensify 0 001 @ 00000120 v 0000 | make more intense',
      '00000170 30 v 01 enhance 0 001 @ 00000160 v 0000 | make greater',
      '00000180 30 v 01 reduce 0 001 @ 00000110 v 0000 | make smaller',
    ].join('\n') + '\n',
    a: HEADER + [
      '00000210 00 a 01 high 0 001 ! 00000220 a 0101 | greater than normal',
      '00000220 00 a 01 low 0 001 ! 00000210 a 0101 | less than normal',
      '00000230 00 a 01 present 0 002 ! 00000240 a 0101 + 00000090 n 0101 | being here',
      '00000240 00 a 01 absent 0 002 ! 00000230 a 0101 + 00000100 n 0101 | not being here',
      '00000250 00 s 01 elevated 0 001 & 00000210 a 0000 | raised above the normal',
      '00000260 00 a 01 big 0 000 | large',
    ].join('\n') + '\n',
  },
  index: {
    n: HEADER + [
      'absence n 1 1 + 1 1 00000100',
      'animal n 1 1 ~ 1 1 00000010',
      'bank n 2 0 2 1 00000050 00000060',
      'batch n 1 0 1 0 00000080',
      'camber n 1 0 1 0 00000060',
      'decrease n 1 1 + 1 0 00000030',
      'dog n 1 1 @ 1 1 00000020',
      'domestic_dog n 1 1 @ 1 0 00000020',
      'evaluation n 1 1 + 1 1 00000040',
      'fate n 1 0 1 1 00000070',
      'london n 1 0 1 0 00000105',
      'lot n 2 0 2 1 00000080 00000070',
      'presence n 1 1 + 1 1 00000090',
      'reduction n 1 1 + 1 1 00000030',
    ].join('\n') + '\n',
    v: HEADER + [
      'assess v 1 0 1 0 00000130',
      'change v 1 1 ! 1 1 00000140',
      'decrease v 1 3 ! + @ 1 1 00000110',
      'enhance v 1 1 @ 1 1 00000170',
      'evaluate v 1 1 + 1 1 00000130',
      'increase v 1 2 ! @ 1 1 00000120',
      'intensify v 1 1 @ 1 1 00000160',
      'lessen v 1 0 1 0 00000110',
      'reduce v 1 1 @ 1 1 00000180',
      'stay v 1 1 ! 1 1 00000150',
    ].join('\n') + '\n',
    a: HEADER + [
      'absent a 1 2 ! + 1 1 00000240',
      'big a 1 0 1 0 00000260',
      'elevated a 1 1 & 1 0 00000250',
      'high a 1 1 ! 1 1 00000210',
      'low a 1 1 ! 1 1 00000220',
      'present a 1 2 ! + 1 1 00000230',
    ].join('\n') + '\n',
  },
  senseIndex: [
    'decrease%1:04:00:: 00000030 1 2',
    'decrease%2:30:00:: 00000110 1 10',
    'evaluate%2:31:00:: 00000130 1 6',
    'evaluation%1:04:00:: 00000040 1 7',
    'reduction%1:04:00:: 00000030 1 5',
  ].join('\n') + '\n',
};

/** The fixture's compact index as the JSON text a loader returns. */
export const fixtureJson = (): string => JSON.stringify(compileWordNet(FIXTURE_FILES));
