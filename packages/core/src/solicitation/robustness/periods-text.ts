import { amount, count, table, words } from './phrasing';
import { MONTH_NAMES } from '../facts/dates';

/**
 * Test-only: a period-of-performance statement in one of several styles, for a base period and
 * option periods given in months.
 */

const MONTHS = MONTH_NAMES;

function date(y: number, m: number, d: number, style: number): string {
  const month = MONTHS[m] ?? '';
  if (style % 3 === 0) return `${d} ${month} ${y}`;
  if (style % 3 === 1) return `${month} ${d}, ${y}`;
  return `${String(m + 1).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
}

/** Start and end (inclusive) of consecutive periods from 1 October 2025. */
function ranges(months: number[], style: number): string[] {
  let y = 2025;
  let m = 9;
  return months.map((len) => {
    const start = date(y, m, 1, style);
    const endM = m + len - 1;
    const ey = y + Math.floor(endM / 12);
    const em = endM % 12;
    const last = new Date(Date.UTC(ey, em + 1, 0)).getUTCDate();
    const end = date(ey, em, last, style);
    m += len;
    y += Math.floor(m / 12);
    m %= 12;
    return `${start} through ${end}`;
  });
}

function monthsText(n: number, style: number): string {
  if (n % 12 === 0 && style % 2 === 1) {
    const years = n / 12;
    return years === 1 ? 'one (1) year' : `${count(years, 2)} years`;
  }
  return `${count(n, style)} months`;
}

/**
 * The periods in one of six styles (prose, label list, date ranges, CLIN table, "option
 * years", one option period per sentence).
 * @example
 * periodText(12, [12, 12], 0).includes('base period') // true
 */
export function periodText(base: number, options: number[], style: number, numStyle = 2): string {
  const extension =
    numStyle % 3 === 0
      ? ` The Government may extend performance by up to ${count(6, numStyle)} months under FAR 52.217-8, Option to Extend Services.`
      : '';
  return core(base, options, style, numStyle) + extension;
}

function core(base: number, options: number[], style: number, numStyle: number): string {
  const all = [base, ...options];
  const same = options.every((o) => o === options[0]);
  const optName = (i: number) =>
    options[i] === 12 && style % 2 === 0 ? `Option Year ${i + 1}` : `Option Period ${i + 1}`;
  switch (style % 7) {
    case 0:
      if (same && options.length > 0)
        return `The period of performance consists of a base period of ${monthsText(base, numStyle)} and ${count(options.length, numStyle)} ${options[0] === 12 ? 'twelve-month' : `${words(options[0] ?? 0)}-month`} option periods.`;
      return `The period of performance is a base period of ${monthsText(base, numStyle)}${options.map((o, i) => `, Option Period ${i + 1} of ${monthsText(o, numStyle)}`).join('')}.`;
    case 1:
      return [
        'Period of Performance:',
        `Base Period: ${monthsText(base, numStyle)}`,
        ...options.map((o, i) => `${optName(i)}: ${monthsText(o, numStyle)}`),
      ].join('\n');
    case 2: {
      const r = ranges(all, numStyle);
      return [
        'The periods of performance are:',
        `Base Period: ${r[0]}`,
        ...options.map((_, i) => `${optName(i)}: ${r[i + 1]}`),
      ].join('\n');
    }
    case 3: {
      const rows = all.map((m, i) => [
        `${i}001`.padStart(4, '0'),
        i === 0 ? 'Base Period' : optName(i - 1),
        `${amount(m, 0)} months`,
      ]);
      return `Schedule of CLINs\n\n${table(['CLIN', 'Period', 'Duration'], rows, numStyle)}`;
    }
    case 4:
      if (same && options[0] === 12 && base === 12)
        return `The contract will have a one-year base period and ${count(options.length, numStyle)} one-year option periods.`;
      return `The base period is ${monthsText(base, numStyle)}. ${options.map((o, i) => `Option Period ${i + 1} is ${monthsText(o, numStyle)}.`).join(' ')}`;
    case 6:
      return `${count(1, numStyle)} base period of ${monthsText(base, numStyle)} and ${options.map((o, i) => `Option ${i + 1} (${monthsText(o, numStyle)})`).join(', ')}.`.replace(
        /^./,
        (c) => c.toUpperCase(),
      );
    default:
      return `Base period of performance: ${monthsText(base, numStyle)} from the date of award. ${options.map((o, i) => `The Government may exercise ${optName(i)} for an additional ${monthsText(o, numStyle)}.`).join(' ')}`;
  }
}
