import assert from 'node:assert/strict';
import { datesIn, sameDay } from '../../src/core/text/dates';

describe('calendar dates in prose', () => {
  it('reads a day, month and year written the common ways, with their offsets', () => {
    const text = 'Shipped 2018-06-27, then 27 June 2018, on June 27, 2018, on Monday, 4th October 2021 and on Sept. 3 2019.';
    const dates = datesIn(text);
    assert.deepEqual(dates.map((d) => [d.year, d.month, d.day]), [[2018, 6, 27], [2018, 6, 27], [2018, 6, 27], [2021, 10, 4], [2019, 9, 3]]);
    assert.deepEqual(dates.map((d) => text.slice(d.start, d.end)), ['2018-06-27', '27 June 2018', 'June 27, 2018', '4th October 2021', 'Sept. 3 2019']);
    assert.ok(sameDay(dates[0]!, dates[2]!));
    assert.ok(!sameDay(dates[0]!, dates[3]!));
  });

  it('leaves out what is not a whole date: a month and year, a day and month, a version, an impossible day, the modal "may"', () => {
    assert.deepEqual(datesIn('In June 2018 and on 27 June the 3.10.11 release shipped; 2023-02-30 is no day; it may 5 2020 help.'), []);
    assert.deepEqual(datesIn('version 2018-06-27.1 and build 12018-06-27'), []);
    // (a leap day only in a leap year)
    assert.equal(datesIn('29 February 2024').length, 1);
    assert.equal(datesIn('29 February 2023').length, 0);
  });
});
