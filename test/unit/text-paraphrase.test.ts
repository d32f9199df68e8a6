// Worded numbers, fractions and units of measure: one quantity however it is written, and a changed unit is a
// different quantity.
import assert from 'node:assert/strict';
import { extractQuantities, sameQuantity, type Quantity } from '../../src/core/text';

const only = (text: string): Quantity => {
  const found = extractQuantities(text);
  assert.equal(found.length, 1, `one quantity in ${JSON.stringify(text)}: ${JSON.stringify(found)}`);
  return found[0]!;
};
const same = (a: string, b: string) => sameQuantity(only(a), only(b)) && sameQuantity(only(b), only(a));

describe('text: worded quantities', () => {
  it('reads "and a half" durations and converts between time units', () => {
    assert.equal(only('the pilot lasted a year and a half').value, 1.5);
    assert.equal(only('over two and a half years').value, 2.5);
    assert.ok(same('the pilot lasted a year and a half', 'the pilot lasted 18 months'));
    assert.ok(same('over two and a half years', 'over 30 months'));
    assert.ok(same('for 2 weeks', 'for 14 days'));
    assert.ok(!same('for eight years', 'for eight months'));
  });

  it('reads fractions as percentages, widened by the approximator before them', () => {
    const third = only('just over a third of the boats');
    assert.equal(third.kind, 'percent');
    assert.ok(same('just over a third of the boats', '35% of the boats'));
    assert.ok(!same('just over a third of the boats', '31% of the boats'));
    assert.ok(!same('just over a third of the boats', '45% of the boats'));
    assert.ok(same('nearly half of the nets', '47% of the nets'));
    assert.ok(!same('nearly half of the nets', '52% of the nets'));
    assert.ok(same('more than half of the nets', '71% of the nets'));
    assert.ok(!same('more than half of the nets', '41% of the nets'));
    assert.ok(same('two thirds of the crews', '67% of the crews'));
    assert.ok(same('three-quarters of the crews', '75% of the crews'));
    assert.ok(same('costs fell by a quarter', 'costs fell by 25%'));
    assert.ok(same('catches fell by half', 'catches fell by 50%'));
    assert.ok(same('catches halved', 'catches fell by 50%'));
    assert.equal(only('the third harbour').kind, 'ordinal');
    assert.ok(same('one in five anglers', '20% of anglers'));
    assert.ok(same('1 in 4 anglers', 'a quarter of anglers'));
    assert.deepEqual(extractQuantities('rose to 3 in 2020').map((q) => [q.value, q.kind]), [[3, 'count'], [2020, 'year']]);
  });

  it('widens a written number by the approximator before it', () => {
    assert.ok(same('about 30% of anglers', '32% of anglers'));
    assert.ok(!same('about 30% of anglers', '36% of anglers'));
    assert.ok(same('more than 1,000 anglers', '1,250 anglers'));
    assert.ok(!same('more than 1,000 anglers', '900 anglers'));
    assert.ok(same('roughly two years', '23 months'));
    assert.equal(only('in 2019').approx, undefined);
  });

  it('reads doubling verbs as multipliers', () => {
    assert.ok(same('landings roughly doubled', 'about twice as many landings'));
    assert.equal(only('landings tripled').value, 3);
  });

  it('gives abbreviations and full unit names one unit, and tells units of one family apart', () => {
    assert.ok(same('a 4 km transect', 'a 4 kilometre transect'));
    assert.ok(same('7 kg of bait', '7 kilograms of bait'));
    assert.ok(same('mesh of 20 mm', 'mesh of 2 cm'));
    assert.ok(!same('mesh of 20 mm', 'mesh of 20 cm'));
    assert.ok(!same('a 4 km transect', 'a 4 mile transect'));
  });
});
