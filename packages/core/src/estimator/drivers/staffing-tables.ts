import { clip, squash, toNumber } from '../text';
import type { Section, StatedStaffing } from '../types';
import { canonicalRole } from './roles';

const ROLE_HEADER = /labou?r categor|position|\brole\b|job title|\btitle\b|personnel/i;
const FTE_HEADER = /\bFTEs?\b|full[- ]time/i;
const HOURS_HEADER = /\bhours?\b|\bhrs\b/i;
const CELL = String.raw`(?:\(?\d[\d,]*(?:\.\d+)?\)?|\.\d+)`;
// "Program Manager   1,920   1,920" or, from PDF.js text, "Program Manager 1.0 1.0": the first number counts.
const TEXT_ROW = new RegExp(
  String.raw`^\s*([A-Za-z][A-Za-z ,/&().'-]{2,60}?)\s+(${CELL}(?:\s+(?:${CELL}|-))*)\s*$`,
);
const NUMBER = /^\(?\d[\d,]*(?:\.\d+)?\)?$|^\.\d+$/;

interface Row {
  name: string;
  value: number;
}

function toStaffing(
  rows: Row[],
  kind: 'fte' | 'hours',
  section: Section,
  quote: string,
): StatedStaffing | null {
  const kept = rows.filter((r) => r.value > 0 && !/^(total|sum|grand total)/i.test(r.name));
  if (kept.length === 0) return null;
  if (kind === 'fte') {
    const totalFte = kept.reduce((s, r) => s + r.value, 0);
    return {
      form: 'fte',
      totalFte,
      mix: kept.map((r) => ({ category: r.name, fte: r.value })),
      ref: section.ref,
      quote,
    };
  }
  return {
    form: 'hours',
    categories: kept.map((r) => ({
      name: r.name,
      annualHours: r.value,
      posts: [],
      ref: section.ref,
      quote: `${r.name}: ${r.value}`,
    })),
    ref: section.ref,
    quote,
  };
}

/** A Markdown table with a role column and an FTE or hours column. */
function markdownTable(section: Section): StatedStaffing | null {
  const lines = section.text.split('\n');
  for (let i = 0; i + 2 < lines.length; i++) {
    const header = lines[i]?.trim() ?? '';
    if (
      !header.startsWith('|') ||
      !ROLE_HEADER.test(header) ||
      !/^\|[\s:|-]+\|?$/.test(lines[i + 1]?.trim() ?? '')
    )
      continue;
    const cells = header
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const roleCol = cells.findIndex((c) => ROLE_HEADER.test(c));
    let valueCol = cells.findIndex((c, k) => k !== roleCol && FTE_HEADER.test(c));
    const kind = valueCol >= 0 ? 'fte' : 'hours';
    if (valueCol < 0) valueCol = cells.findIndex((c, k) => k !== roleCol && HOURS_HEADER.test(c));
    if (roleCol < 0 || valueCol < 0) continue;
    const rows: Row[] = [];
    for (const line of lines.slice(i + 2)) {
      if (!line.trim().startsWith('|')) break;
      const row = line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replace(/[*_]/g, ''));
      const value = row[valueCol] ?? '';
      if (row[roleCol] && NUMBER.test(value))
        rows.push({ name: canonicalRole(row[roleCol]), value: toNumber(value.replace(/[()]/g, '')) });
    }
    const found = toStaffing(
      rows,
      kind,
      section,
      clip(`${header} ${rows.map((r) => `${r.name} ${r.value}`).join('; ')}`, 240),
    );
    if (found) return found;
  }
  return null;
}

/** A plain-text table: a header naming labour categories and hours/FTE, then "Name   1,920" rows. */
function textTable(section: Section): StatedStaffing | null {
  const lines = section.text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i] ?? '';
    if (header.length > 160 || /\.\s*$/.test(header) || !ROLE_HEADER.test(header)) continue;
    // The unit may sit in the table's title just above its header ("Estimated FTE by year").
    const context = [section.title, ...lines.slice(Math.max(0, i - 2), i + 1)].join(' ');
    if (!(FTE_HEADER.test(context) || HOURS_HEADER.test(context))) continue;
    const kind = FTE_HEADER.test(context) ? 'fte' : 'hours';
    const rows: Row[] = [];
    for (const line of lines.slice(i + 1, i + 40)) {
      const m = line.match(TEXT_ROW);
      if (m?.[1] && m[2]) {
        const first = m[2].trim().split(/\s+/)[0] ?? '';
        rows.push({ name: canonicalRole(squash(m[1])), value: toNumber(first.replace(/[()]/g, '')) });
      } else if (line.trim() && rows.length > 0) break;
    }
    if (rows.length < 2) continue;
    const found = toStaffing(
      rows,
      kind,
      section,
      clip(`${squash(header)} ${rows.map((r) => `${r.name} ${r.value}`).join('; ')}`, 240),
    );
    if (found) return found;
  }
  return null;
}

const CLIN_ROW =
  /^\s*(\d{4})[A-Z]{0,2}\s+(.{3,80}?)\s+(\d{1,3}(?:,\d{3})+|\d{2,7})(?:\.\d+)?\s+(?:labou?r\s+)?(?:hours?|hrs?\.?|HR|LH)\b/i;

/**
 * Hours a labour-hour RFQ states by CLIN ("0001  Help Desk Analyst  9,600  Hours"). CLINs are
 * numbered by period (0001 base, 1001 option 1, ...): the first period's CLINs are one year.
 * @example
 * clinTable({ ref: 'B', title: 'CLINs', text: '0001 Analyst 2,080 Hours\n1001 Analyst 2,080 Hours', document: 'rfq', start: 0 })?.form // 'hours'
 */
export function clinTable(section: Section): StatedStaffing | null {
  const rows: { clin: string; name: string; hours: number; line: string }[] = [];
  for (const raw of section.text.split('\n')) {
    const line = squash(raw.replace(/\|/g, ' '));
    const m = line.match(CLIN_ROW);
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const name = squash(m[2].replace(/\([^)]*\)/g, '').replace(/\s*[-–]\s*(base|option).*$/i, ''));
    rows.push({ clin: m[1], name, hours: toNumber(m[3]), line });
  }
  if (rows.length === 0) return null;
  const first = Math.min(...rows.map((r) => Number(r.clin[0])));
  const base = rows.filter((r) => Number(r.clin[0]) === first && r.hours > 0);
  if (base.reduce((sum, r) => sum + r.hours, 0) < 500) return null;
  return {
    form: 'hours',
    categories: base.map((r) => ({
      name: r.name,
      annualHours: r.hours,
      posts: [],
      ref: section.ref,
      quote: `CLIN ${r.clin}: ${r.line}`,
    })),
    ref: section.ref,
    quote: clip(
      base.map((r) => `CLIN ${r.clin} ${r.name} ${r.hours.toLocaleString('en-US')} hours`).join('; '),
      240,
    ),
  };
}

/**
 * Staffing stated as a table of labour categories with FTE or annual hours (Markdown or
 * plain-text columns). Null when there is none.
 * @example
 * extractTableStaffing([{ ref: 'B.2', title: 'Labor', text: '| Labor Category | FTE |\n|---|---|\n| Program Manager | 1 |\n| Analyst | 2.5 |', document: 'rfp', start: 0 }])?.form // 'fte'
 */
export function extractTableStaffing(sections: Section[]): StatedStaffing | null {
  for (const section of sections) {
    const clins = /\bCLIN\b/.test(section.text) ? clinTable(section) : null;
    if (clins) return clins;
    const unit = `${section.title}\n${section.text}`;
    if (!ROLE_HEADER.test(section.text) || !(FTE_HEADER.test(unit) || HOURS_HEADER.test(unit))) continue;
    const found = markdownTable(section) ?? textTable(section);
    if (found) return found;
  }
  return null;
}
