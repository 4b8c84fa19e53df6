import { WHOLE_TERM } from './person-time';
import type { HoursPerFteFact, LabourCategory, ReaderNote } from '../model';

/** Hours a year one FTE works, in the conventions solicitations use. */
const CONVENTIONS = [2080, 1920, 1880, 1860, 2000, 1800, 1760];
const fmt = (n: number) => n.toLocaleString('en-US');

/** The convention a row's hours fit: hours over FTE when both are stated, else whole multiples. */
function fitsOf(c: LabourCategory): number[] {
  // Hours of the whole term (person-weeks) are no year's hours: they say nothing of the convention.
  const amounts = c.stated.filter((a) => (a.hours ?? 0) > 0 && a.period !== WHOLE_TERM);
  if (amounts.length === 0) return [];
  const ratios = amounts.filter((a) => (a.fte ?? 0) > 0).map((a) => (a.hours ?? 0) / (a.fte ?? 1));
  if (ratios.length > 0) {
    const r = ratios[0] ?? 0;
    return ratios.every((x) => Math.abs(x - r) < 0.5) && r >= 1500 && r <= 2200 ? [Math.round(r)] : [];
  }
  return CONVENTIONS.filter((h) => amounts.every((a) => (a.hours ?? 0) % h === 0));
}

const rowText = (c: LabourCategory, h: number) => {
  const hours = c.stated.map((a) => a.hours ?? 0).filter((x) => x > 0);
  return `${c.title} (${hours.map(fmt).join(' / ')} = ${hours.map((x) => fmt(x / h)).join(' / ')} x ${fmt(h)})`;
};

/**
 * The hours-per-FTE convention stated rows imply: every row a whole number of FTE at 2,080
 * (or 1,920, 1,880 ...) hours, or hours over FTE where a row states both. Needs two rows and
 * three in five rows to agree; rows that fit another convention instead become a conflict
 * note. `stated` is false: it is read from the rows, not said in words.
 * @example
 * inferHoursPerFte([]).fact // null
 */
export function inferHoursPerFte(categories: LabourCategory[]): {
  fact: HoursPerFteFact | null;
  notes: ReaderNote[];
} {
  const rows = categories
    .map((c) => ({ c, fits: fitsOf(c) }))
    .filter((r) => r.c.stated.some((a) => (a.hours ?? 0) > 0));
  const counts = new Map<number, number>();
  for (const r of rows) for (const h of r.fits) counts.set(h, (counts.get(h) ?? 0) + 1);
  const best = [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || CONVENTIONS.indexOf(a[0]) - CONVENTIONS.indexOf(b[0]),
  )[0];
  if (!best || best[1] < 2 || best[1] < rows.length * 0.6) return { fact: null, notes: [] };
  const [hours, count] = best;
  const sample = rows.find((r) => r.fits.includes(hours))?.c;
  if (!sample) return { fact: null, notes: [] };
  const fact: HoursPerFteFact = {
    document: sample.document,
    ref: sample.ref,
    quote: sample.quote,
    ...(sample.offset !== undefined ? { offset: sample.offset } : {}),
    value: hours,
    stated: false,
  };
  const others = rows.filter((r) => !r.fits.includes(hours) && r.fits.length > 0);
  const notes: ReaderNote[] = others.map((r) => {
    const other = r.fits[0] ?? 0;
    return {
      kind: 'conflict',
      text: `Hours per FTE: ${count} of ${rows.length} stated rows are whole FTE at ${fmt(hours)} hours a year, but ${rowText(r.c, other)} is at ${fmt(other)}. Which convention applies?`,
      askContractingOfficer: true,
      source: { document: r.c.document, ref: r.c.ref, quote: r.c.quote },
    };
  });
  return { fact, notes };
}
