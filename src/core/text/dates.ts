// Calendar dates written in the common ways of English technical prose: "2018-06-27", "27 June 2018", "27th June, 2018",
// "June 27, 2018", "Jun 27 2018", each optionally after a weekday ("Monday, 2021-10-04"). A date is read only when it
// gives day, month and year, so "June 2018" or "27 June" are not dates here; a month's name is read capitalised only
// (the modal "may" is no month).

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
  /** Offsets of the whole date in the text (a weekday before it excluded). */
  start: number;
  end: number;
}

const MONTHS: ReadonlyMap<string, number> = new Map([
  ['january', 1], ['february', 2], ['march', 3], ['april', 4], ['may', 5], ['june', 6], ['july', 7], ['august', 8],
  ['september', 9], ['october', 10], ['november', 11], ['december', 12],
  ['jan', 1], ['feb', 2], ['mar', 3], ['apr', 4], ['jun', 6], ['jul', 7], ['aug', 8], ['sep', 9], ['sept', 9], ['oct', 10], ['nov', 11], ['dec', 12],
]);
const MONTH = String.raw`(January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)\.?`;
const DAY = String.raw`(\d{1,2})(?:st|nd|rd|th)?`;
const YEAR = String.raw`(\d{4})`;
const DATE = new RegExp([
  String.raw`(?<![\w.-])${YEAR}-(\d{2})-(\d{2})(?![\w-]|\.\d)`, // 2018-06-27
  String.raw`(?<![\w.])${DAY}\s+(?:of\s+)?${MONTH},?\s+${YEAR}(?![\w-]|\.\d)`, // 27 June 2018, 27th of June, 2018
  String.raw`(?<![\w.])${MONTH}\s+${DAY},?\s+${YEAR}(?![\w-]|\.\d)`, // June 27, 2018
].join('|'), 'g');

function valid(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** The calendar dates of a text, in order. */
export function datesIn(text: string): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (const m of text.matchAll(DATE)) {
    const g = m.slice(1);
    let year: number, month: number, day: number;
    if (g[0] !== undefined) [year, month, day] = [Number(g[0]), Number(g[1]), Number(g[2])];
    else if (g[3] !== undefined) [day, month, year] = [Number(g[3]), MONTHS.get(g[4]!.toLowerCase())!, Number(g[5])];
    else [month, day, year] = [MONTHS.get(g[6]!.toLowerCase())!, Number(g[7]), Number(g[8])];
    if (!valid(year, month, day)) continue;
    out.push({ year, month, day, start: m.index!, end: m.index! + m[0].length });
  }
  return out;
}

export const sameDay = (a: CalendarDate, b: CalendarDate): boolean => a.year === b.year && a.month === b.month && a.day === b.day;
