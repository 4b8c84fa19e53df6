// Builds packages/core/src/pricing/data/calc-rates.ts from the GSA CALC export of IT Schedule 70
// (../shared/eval/labor-categories/gsa-calc-schedule70.csv): hourly ceiling rates grouped per
// labour-category family (the title without level words such as Senior, II or Level 3), with
// the 25th, 50th and 75th percentiles (Excel PERCENTILE.INC), the most common minimum
// education and the minimum years of experience. Families with fewer than MIN_ROWS rows are
// left out: a percentile of two prices says nothing.
// Run: node packages/core/scripts/build-pricing-benchmarks.mjs [path/to/csv]
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { importFromSource } from '../../../bench/lib/from-source.mjs';

// The family key is core's own (src/pricing/title-key.ts), so the shipped families and the
// look-up that finds them cannot drift apart.
const { titleKey, titleWords } = await importFromSource(
  "export { titleKey, titleWords } from './title-key';",
  'packages/core/src/pricing',
);

const MIN_ROWS = 3;
const TITLE = 'SERVICE PROPOSED (e.g. Job Title/Task)';
const EDUCATION = 'MINIMUM EDUCATION/ CERTIFICATION LEVEL';
const EXPERIENCE = 'MINIMUM YEARS OF EXPERIENCE';
const UNIT = 'UNIT OF ISSUE (e.g. Hour, Task, Sq ft)';
const PRICE = 'PRICE OFFERED TO GSA (including IFF)';

function educationLevel(text) {
  const t = text.toLowerCase();
  if (/ph\.?\s?d|doctor/.test(t)) return 'Doctorate';
  if (/master|\bm\.?s\b|\bm\.?a\b|mba/.test(t)) return 'Masters';
  if (/bachelor|\bb\.?s\b|\bb\.?a\b|ba\/bs|4[- ]year/.test(t)) return 'Bachelors';
  if (/associate|\ba\.?a\b|\ba\.?s\b|2[- ]y(ea)?r/.test(t)) return 'Associates';
  if (/high school|\bhs\b|ged/.test(t)) return 'High School';
  return 'Not stated';
}

/** Excel PERCENTILE.INC: linear between the closest ranks. */
export function percentile(sorted, p) {
  const rank = (sorted.length - 1) * p;
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  return sorted[low] + (sorted[high] - sorted[low]) * (rank - low);
}

// Short words that are words, not acronyms, when a title is written in title case.
const SHORT_WORDS = new Set('and of for the to in on web net end key lab law art top new old aid'.split(' '));
const cents = (n) => Math.round(n * 100) / 100;
const titleCase = (key) =>
  key
    .split(' ')
    .map((w) => (w.length <= 3 && !SHORT_WORDS.has(w) ? w.toUpperCase() : w))
    .map((w) => (w === w.toUpperCase() ? w : w[0].toUpperCase() + w.slice(1)))
    .join(' ');

/** The date a row's price was in force: contract start + (current contract year - 1) years. */
function priceYearStart(row) {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{2,4})$/.exec(String(row['CONTRACT START DATE'] ?? '').trim());
  const year = Number(String(row['CURRENT CONTRACT YEAR'] ?? '').trim());
  if (!m || !Number.isInteger(year) || year < 1) return null;
  const y = Number(m[3]) < 100 ? 2000 + Number(m[3]) : Number(m[3]);
  return `${y + year - 1}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
}

/** Rows of the CSV -> families with rate percentiles, and the data's dates. */
export function buildBenchmarks(csvText) {
  const rows = parse(csvText, { columns: true, skip_empty_lines: true, relax_column_count: true });
  const groups = new Map();
  const dates = [];
  let used = 0;
  for (const row of rows) {
    if (!/hour/i.test(String(row[UNIT] ?? ''))) continue;
    const price = Number(String(row[PRICE] ?? '').replace(/[$,\s]/g, ''));
    if (!Number.isFinite(price) || price <= 0) continue;
    const words = titleWords(String(row[TITLE] ?? ''));
    const key = titleKey(words.join(' '));
    if (!key || words.length > 6) continue;
    const g = groups.get(key) ?? { prices: [], education: new Map(), experience: [], forms: new Map() };
    const form = words.join(' ');
    g.forms.set(form, (g.forms.get(form) ?? 0) + 1);
    g.prices.push(price);
    const edu = educationLevel(String(row[EDUCATION] ?? ''));
    g.education.set(edu, (g.education.get(edu) ?? 0) + 1);
    const years = Number(String(row[EXPERIENCE] ?? '').trim());
    if (Number.isFinite(years) && years >= 0 && years <= 40) g.experience.push(years);
    groups.set(key, g);
    const date = priceYearStart(row);
    if (date) dates.push(date);
    used++;
  }
  const families = [...groups.entries()]
    .filter(([, g]) => g.prices.length >= MIN_ROWS)
    .map(([, g]) => {
      const prices = [...g.prices].sort((a, b) => a - b);
      const exp = [...g.experience].sort((a, b) => a - b);
      const education = [...g.education.entries()].sort(
        (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
      )[0][0];
      const form = [...g.forms.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0][0];
      return [
        titleCase(form),
        prices.length,
        cents(percentile(prices, 0.25)),
        cents(percentile(prices, 0.5)),
        cents(percentile(prices, 0.75)),
        education,
        exp.length ? exp[0] : null,
        exp.length ? percentile(exp, 0.5) : null,
        exp.length ? exp[exp.length - 1] : null,
      ];
    })
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  dates.sort();
  const at = (q) => dates[Math.floor((dates.length - 1) * q)];
  return {
    families,
    rows: rows.length,
    used,
    dates: { first: at(0), p25: at(0.25), median: at(0.5), p75: at(0.75), last: at(1) },
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const here = dirname(fileURLToPath(import.meta.url));
  const csv =
    process.argv[2] ?? join(here, '../../../../shared/eval/labor-categories/gsa-calc-schedule70.csv');
  const out = join(here, '../src/pricing/data/calc-rates.ts');
  const { families, rows, used, dates } = buildBenchmarks(readFileSync(csv, 'utf8'));
  const literal = (v) => (typeof v === 'string' ? `'${v.replace(/'/g, "\\'")}'` : String(v));
  const body = families.map((f) => `  [${f.map(literal).join(', ')}],`).join('\n');
  writeFileSync(
    out,
    `/**
 * Hourly ceiling rates of the GSA CALC export of IT Schedule 70 (18F/calc @ a231f2e9,
 * gsa-calc-schedule70.csv: ${rows.toLocaleString('en-US')} rows, ${used.toLocaleString('en-US')} priced by the hour; read 2026-11-25).
 * Rates are fully burdened GSA ceiling prices including the 0.75% IFF, for the contract year
 * in force: contract start + (current contract year - 1), from ${dates.first} to ${dates.last},
 * half of them between ${dates.p25} and ${dates.p75}; CALC_DATA_DATE is their median.
 * One row per family (the title without level words, titleKey), kept with ${MIN_ROWS}+ rows:
 * [title, rows, p25, p50, p75 (PERCENTILE.INC, USD/h), most common minimum education,
 *  minimum years of experience: least, median, most].
 * Generated by packages/core/scripts/build-pricing-benchmarks.mjs: do not edit by hand.
 */
export const CALC_DATA_DATE = '${dates.median}';

/** Where the rates come from, in words a pricer can cite. */
export const CALC_SOURCE = 'GSA CALC, IT Schedule 70 ceiling rates (18F/calc export)';

export type CalcFamily = readonly [
  title: string,
  rows: number,
  p25: number,
  p50: number,
  p75: number,
  education: string,
  experienceMin: number | null,
  experienceMedian: number | null,
  experienceMax: number | null,
];

export const CALC_FAMILIES: readonly CalcFamily[] = [
${body}
];
`,
  );
  console.log(`${families.length} families from ${used} of ${rows} rows -> ${out}`);
}
