import type { LabourCategory, PeriodStructure, StaffingTable } from '../model';
import type { Structure, TextDocument } from '../parts';
import { sameAmount, squash, tidy } from './cells';
import { statedFor } from './period-labels';
import type { StaffingRead } from './staffing-read';
import { readTitle, titleFields } from './title';
import { quoteOf, refAt } from './where';

const PERIOD = String.raw`(?:Base\s+(?:Year|Period)|Option\s+(?:Year|Period)\s*\d{1,2}|Year\s*\d{1,2}|Yr\.?\s*\d{1,2}|OY\s*\d{1,2}|Period\s*\d{1,2})`;
// Period labels across, then "Labor Category" and rows of a name and one number per period.
const HEAD = new RegExp(String.raw`(?<periods>(?:${PERIOD}\s+){2,15})Labou?r\s+Cat\w*\s+`, 'gi');
const NUMBER = /^(?:\d[\d,]*(?:\.\d+)?|\.\d+)$/;
const num = (s: string) => Number(s.replace(/,/g, ''));

/** Rows of "Name n n n" after the header, up to the first word run that is not followed by n numbers. */
function rowsAfter(text: string, n: number): { name: string; values: number[] }[] {
  const words = text.slice(0, 4000).split(/\s+/).filter(Boolean);
  const rows: { name: string; values: number[] }[] = [];
  let i = 0;
  while (i < words.length) {
    const name: string[] = [];
    while (i < words.length && !NUMBER.test(words[i] ?? '') && name.length <= 8) name.push(words[i++] ?? '');
    const values: number[] = [];
    while (i < words.length && NUMBER.test(words[i] ?? '') && values.length < n)
      values.push(num(words[i++] ?? ''));
    if (name.length === 0 || name.length > 8 || values.length !== n) break;
    rows.push({ name: name.join(' '), values });
  }
  return rows;
}

/**
 * Labour mixes that text extraction flattened row by row: period labels across ("Yr 1 Yr 2
 * ... Yr 6"), then "Labor Category" and one row per category ("Project Manager 1.00 1.00 ..."),
 * ending with a total row that the rows are footed against.
 * @example
 * // see text-staffing.test.ts
 */
export function readFlatRows(
  doc: TextDocument,
  structure: Structure,
  periods: PeriodStructure | null,
): StaffingRead[] {
  const out: StaffingRead[] = [];
  for (const m of doc.text.matchAll(HEAD)) {
    const labels = [...(m.groups?.periods ?? '').matchAll(new RegExp(PERIOD, 'gi'))].map((p) => squash(p[0]));
    const offset = m.index ?? 0;
    const rows = rowsAfter(doc.text.slice(offset + m[0].length), labels.length);
    const total = rows.find((r) => /^totals?$/i.test(r.name));
    const body = rows.filter((r) => r !== total);
    if (body.length === 0) continue;
    const measure =
      /full[- ]time\s+equivalents?|\bFTEs?\b/i.test(doc.text.slice(Math.max(0, offset - 80), offset)) ||
      body.every((r) => r.values.every((v) => v <= 60))
        ? 'fte'
        : 'hours';
    // A mix after words about options or increases is an optional increment of the mix before it.
    const previous = out[out.length - 1];
    if (
      previous &&
      /\boption|\bincrease|\badditional/i.test(doc.text.slice(Math.max(0, offset - 400), offset))
    ) {
      previous.table.optional = [
        ...(previous.table.optional ?? []),
        ...body.map((r) => ({ label: `Option: ${r.name}`, amounts: r.values })),
      ];
      continue;
    }
    const ref = refAt(structure, doc.name, offset);
    const categories = body.map((r): LabourCategory => {
      const reading = readTitle(r.name);
      return {
        document: doc.name,
        ref,
        quote: quoteOf(`${r.name} ${r.values.join(' ')}`),
        offset,
        ...titleFields(reading),
        stated: labels.map((label, i) => statedFor(label, measure, r.values[i] ?? 0, periods)),
      };
    });
    const sums = labels.map((_, i) => tidy(body.reduce((s, r) => s + (r.values[i] ?? 0), 0)));
    const table: StaffingTable = {
      document: doc.name,
      ref,
      quote: quoteOf(doc.text.slice(offset, offset + 240)),
      offset,
      periods: labels,
      categoryTitles: categories.map((c) => c.title),
      ...(total ? { totals: labels.map((period, i) => ({ period, [measure]: total.values[i] ?? 0 })) } : {}),
      ...(total
        ? {
            foots: labels.map((period, i) => ({
              period,
              rowSum: sums[i] ?? 0,
              stated: total.values[i] ?? 0,
              ok: sameAmount(sums[i] ?? 0, total.values[i] ?? 0),
            })),
          }
        : {}),
      measure,
      indicative:
        /government'?s\s+estimate|not\s+(?:be\s+)?considered\s+restrictive|for\s+estimating\s+purposes/i.test(
          doc.text.slice(offset, offset + 3000),
        ),
    };
    out.push({ table, categories });
  }
  return out;
}
