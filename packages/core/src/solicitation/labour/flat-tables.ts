import type { LabourCategory, PeriodStructure, StaffingTable } from '../model';
import type { Structure, TextDocument } from '../parts';
import { familyMatch } from '../vocabulary/index';
import { sameAmount, squash, tidy } from './cells';
import { statedFor } from './period-labels';
import type { StaffingRead } from './staffing-read';
import { readTitle, titleFields } from './title';
import { quoteOf, refAt } from './where';

const PERIOD = String.raw`(?:Base\s+(?:Year|Period)|Option\s+(?:Year|Period)\s*\d{1,2}|Year\s*\d{1,2}|Yr\.?\s*\d{1,2}|OY\s*\d{1,2}|Period\s*\d{1,2})`;
const NUMBER = String.raw`(?:\d[\d,]*(?:\.\d+)?|\.\d+)`;
// A table flattened into one line: "Labor Category Professional Project Manager Support Totals Year 1 0.20 1.00 5.30 6.50 Year 2 ...".
const FLAT = new RegExp(
  String.raw`Labou?r\s+Cat\w*\s+(?<names>(?:[A-Za-z][A-Za-z/&().'-]*\s+){1,16}?)(?<total>Totals?\s+)?(?<rows>(?:${PERIOD}\s+${NUMBER}(?:\s+${NUMBER})*\s*)+)`,
  'gi',
);
const ROW = new RegExp(String.raw`(${PERIOD})\s+(${NUMBER}(?:\s+${NUMBER})*)`, 'gi');

/**
 * Splits a run of words into `n` labour-category names, preferring known titles
 * ("Professional Project Manager Support" into 3 is Professional / Project Manager / Support).
 * @example
 * splitNames(['Professional', 'Project', 'Manager', 'Support'], 3) // ['Professional', 'Project Manager', 'Support']
 */
export function splitNames(words: string[], n: number): string[] | null {
  const score = (seg: string[]) =>
    seg.length === 1 ? 0 : familyMatch(seg.join(' '))?.exact ? seg.length * 3 : -2 * seg.length;
  // best[i][k]: best score splitting words[0..i) into k names.
  const best: { score: number; cut: number }[][] = Array.from({ length: words.length + 1 }, () => []);
  (best[0] as { score: number; cut: number }[])[0] = { score: 0, cut: 0 };
  for (let i = 1; i <= words.length; i++) {
    for (let k = 1; k <= n; k++) {
      for (let j = Math.max(0, i - 5); j < i; j++) {
        const prev = best[j]?.[k - 1];
        if (!prev) continue;
        const s = prev.score + score(words.slice(j, i));
        if (!best[i]?.[k] || s > (best[i]?.[k]?.score ?? -Infinity))
          (best[i] as { score: number; cut: number }[])[k] = { score: s, cut: j };
      }
    }
  }
  if (!best[words.length]?.[n]) return null;
  const out: string[] = [];
  for (let i = words.length, k = n; k > 0; k--) {
    const cut = best[i]?.[k]?.cut ?? 0;
    out.unshift(words.slice(cut, i).join(' '));
    i = cut;
  }
  return out;
}

const num = (s: string) => Number(s.replace(/,/g, ''));

/**
 * Staffing tables that text extraction flattened into one line: a "Labor Category" header
 * naming the categories, then one row per period ("Year 1 0.20 1.00 5.30 6.50"). A last
 * column that adds up the others is the total. Tables after words about an option or an
 * increase are optional increments of the table before them.
 * @example
 * // see flat-tables.test.ts
 */
export function readFlatTables(
  doc: TextDocument,
  structure: Structure,
  periods: PeriodStructure | null,
): StaffingRead[] {
  if (!/labou?r\s+cat/i.test(doc.text)) return [];
  const out: StaffingRead[] = [];
  for (const m of doc.text.matchAll(FLAT)) {
    const g = m.groups ?? {};
    const rows = [...(g.rows ?? '').matchAll(ROW)].map((r) => ({
      label: squash(r[1] ?? ''),
      values: (r[2] ?? '').trim().split(/\s+/).map(num),
    }));
    const width = rows[0]?.values.length ?? 0;
    if (rows.length < 1 || width < 1 || !rows.every((r) => r.values.length === width)) continue;
    const totalled =
      width > 1 &&
      rows.every((r) =>
        sameAmount(tidy(r.values.slice(0, -1).reduce((a, b) => a + b, 0)), r.values[width - 1] ?? 0),
      );
    const count = totalled || g.total ? width - 1 : width;
    const names = splitNames((g.names ?? '').trim().split(/\s+/), count);
    if (!names || count < 1) continue;
    const offset = m.index ?? 0;
    const before = doc.text.slice(Math.max(0, offset - 400), offset);
    const measure =
      /full[- ]time\s+equivalents?\s*$|\bFTEs?\s*$/i.test(before.slice(-60)) ||
      rows.every((r) => r.values.every((v) => v <= 60))
        ? 'fte'
        : 'hours';
    const ref = refAt(structure, doc.name, offset);
    const categories = names.map((name, i): LabourCategory => {
      const reading = readTitle(name);
      return {
        document: doc.name,
        ref,
        quote: quoteOf(`${name}: ${rows.map((r) => `${r.label} ${r.values[i]}`).join(', ')}`),
        offset,
        ...titleFields(reading),
        stated: rows.map((r) => statedFor(r.label, measure, r.values[i] ?? 0, periods)),
      };
    });
    const previous = out[out.length - 1];
    if (previous && /\boption|\bincrease|\badditional/i.test(before.slice(-400))) {
      const optional = categories.map((c) => ({
        label: `Option: ${c.title}`,
        amounts: c.stated.map((s) => s[measure] ?? 0),
      }));
      previous.table.optional = [...(previous.table.optional ?? []), ...optional];
      continue;
    }
    const table: StaffingTable = {
      document: doc.name,
      ref,
      quote: quoteOf(m[0]),
      offset,
      periods: rows.map((r) => r.label),
      categoryTitles: categories.map((c) => c.title),
      ...(totalled
        ? { totals: rows.map((r) => ({ period: r.label, [measure]: r.values[width - 1] ?? 0 })) }
        : {}),
      ...(totalled
        ? {
            foots: rows.map((r) => ({
              period: r.label,
              rowSum: tidy(r.values.slice(0, -1).reduce((a, b) => a + b, 0)),
              stated: r.values[width - 1] ?? 0,
              ok: true,
            })),
          }
        : {}),
      measure,
      indicative:
        /government'?s\s+estimate|not\s+(?:be\s+)?considered\s+restrictive|for\s+estimating\s+purposes/i.test(
          doc.text.slice(offset, offset + m[0].length + 400),
        ),
    };
    out.push({ table, categories });
  }
  return out;
}
