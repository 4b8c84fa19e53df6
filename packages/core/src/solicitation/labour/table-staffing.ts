import type { PeriodStructure, ReaderNote, Site, Table } from '../model';
import type { TextDocument } from '../parts';
import { abbreviates } from '../facts/facility-names';
import { familyOf } from '../vocabulary/index';
import { type ReadBlock, readBlock } from './block-rows';
import { blocksOf } from './blocks';
import { clip } from './cells';
import { repeatAtEachPlace } from './each-place-tables';
import { documentOccupation } from './occupation';
import { readTitle } from './title';
import { isTitleLike, namesPerson } from './title-lists';
import { noteRow } from './note-rows';
import { hoursPerUnit } from './person-time';
import { moneyTable } from '../facts/table-unit';
import { assemble, type StaffingRead } from './staffing-read';

const AROUND = 600;
// Headers that name labour outright, and headers that name it only with job titles under them.
const VERY_STRONG =
  /labou?r\s*categor|\blcats?\b|labou?r\s*(?:type|mix)|job\s*titles?|classification|occupation/i;
const STRONG = /\bpositions?\b|\broles?\b|personnel|\bposts?\b/i;
const PLACE_WORDS =
  /\b(?:sites?|locations?|facilit(?:y|ies)|installations?|regions?|buildings?|campus(?:es)?|cities|offices)\b/i;

/**
 * Rows whose stated hours are not the product of their own multipliers ("1 | 16 | 52 | 900"):
 * the stated hours are used, and the difference is a question for the contracting officer.
 */
function arithmeticNotes(blocks: ReadBlock[], table: Table): ReaderNote[] {
  const out: ReaderNote[] = [];
  for (const b of blocks)
    for (const r of b.rows) {
      const p = r.product;
      if (!p || p.stated === undefined) continue;
      if (Math.abs(p.stated - p.hours) <= Math.max(1, 0.01 * p.stated)) continue;
      out.push({
        kind: 'conflict',
        text: `The staffing table in ${table.ref || table.document} states ${fmt(p.stated)} h for ${r.label}, but its own figures give ${p.formula} = ${fmt(p.hours)} h; the stated ${fmt(p.stated)} h is used. Which figure is right?`,
        askContractingOfficer: true,
        source: {
          document: table.document,
          ref: table.ref,
          quote: clip(r.cells.filter(Boolean).join(' | '), 200),
        },
      });
    }
  return out;
}

const fmt = (n: number) => n.toLocaleString('en-US');

// Amounts the document disowns as an estimate: hypothetical, notional or illustrative, or "not
// an estimate" of the work.
const NOT_AN_ESTIMATE =
  /\b(?:hypothetical|notional|illustrative)\s+(?:hours|quantit\w+|volumes?|calls?|orders?|amounts?|figures?|levels?)\b|\b(?:hours|quantit\w+|figures|amounts)\b[^.;]{0,80}\b(?:are|is)\s+not\s+(?:an?\s+)?(?:estimate|forecast|projection|guarantee)\b/i;

/** The words around a table: its caption, the lines above it and the notes under it. */
export function tableContext(table: Table, docs: TextDocument[]): string {
  const doc = docs.find((d) => d.name === table.document);
  const before = doc ? doc.text.slice(Math.max(0, table.start - AROUND), table.start) : '';
  const after = doc ? doc.text.slice(table.end, table.end + AROUND) : '';
  return [table.caption ?? '', before, after].join('\n');
}

/**
 * Staffing a table states: labour categories by period (LCAT x period hours, FTE-by-LCAT
 * price schedules with one block per period, role x site tables, post tables, periods down
 * the side). Null when the table is not staffing: no category column a header names and
 * fewer than half of its row labels are job titles, or no cell states an amount (a
 * template). Rates and prices are ignored as effort.
 * @example
 * // see table-staffing.test.ts
 */
export function readTableStaffing(
  table: Table,
  docs: TextDocument[],
  periods: PeriodStructure | null,
  sites: Site[] = [],
): StaffingRead | null {
  // Sheets can carry thousands of empty columns: only the columns with words or numbers count.
  const full = [table.header, ...table.rows];
  let width = 0;
  for (const row of full) for (let c = row.length - 1; c >= width; c--) if (row[c]?.trim()) width = c + 1;
  const grid = full.map((r) => (r.length > width ? r.slice(0, width) : r));
  // Dollars by labour category are a budget (read with the stated effort), not hours.
  if (moneyTable(table, docs)) return null;
  const near = tableContext(table, docs);
  // A numeric column is a site when the document names it as one, or the table is about sites.
  const names = sites
    .flatMap((s) => [s.name, s.city, s.installation])
    .filter((n): n is string => Boolean(n))
    .map((n) => n.toLowerCase());
  const isPlace = (label: string) =>
    names.some((n) => label.toLowerCase().includes(n) || n.includes(label.toLowerCase())) ||
    sites.some((s) => abbreviates(label, s.installation ?? s.name)) ||
    /,\s*[A-Z]{2}\b/.test(label);
  // The caption, the sentence that leads into the table ("positions shared between sites"),
  // the notes under it and its header.
  const doc = docs.find((d) => d.name === table.document);
  const lead = doc ? doc.text.slice(Math.max(0, table.start - 300), table.start) : '';
  const aboutPlaces = PLACE_WORDS.test(
    `${table.caption ?? ''} ${lead} ${near.slice(-300)} ${full[0]?.join(' ') ?? ''}`,
  );
  // Hours the document uses only to compare prices and says are no estimate ("For price
  // evaluation only ... The hypothetical hours are not an estimate") state no staffing.
  if (NOT_AN_ESTIMATE.test(`${table.caption ?? ''} ${lead}`)) return null;
  const blocks = blocksOf(grid, table.caption)
    .map((b) => readBlock(b, { isPlace, aboutPlaces }, (label) => hoursPerUnit(label, near)))
    .filter((b) => b !== null);
  if (blocks.length === 0) return null;
  const labels = blocks.flatMap((b) => b.rows.map((r) => r.label));
  const titled = labels.filter((l) => isTitleLike(readTitle(l).title) && familyOf(l)).length;
  // A header that names labour ("Labor Category", "Position") vouches for rows of any title;
  // a weaker one ("Title", "Description") needs half of its rows to be job titles.
  const named = blocks.filter((b) => b.namedCategory).map((b) => b.categoryLabel);
  // Under a header of positions or roles, rows that all read as titles, most of them ending in a
  // person's noun ("Drover", "Fence Rider", "Bin Hand"), are people though no vocabulary lists them.
  const people = labels.every((l) => isTitleLike(readTitle(l).title))
    ? labels.filter((l) => familyOf(l) || namesPerson(readTitle(l).title.split(/\s+/).pop() ?? '')).length
    : 0;
  const vouched =
    named.some((l) => VERY_STRONG.test(l)) ||
    ((titled >= 1 || people >= Math.max(1, labels.length / 2)) && named.some((l) => STRONG.test(l)));
  const postTable =
    named.some((l) => /\bposts?\b/i.test(l)) && blocks.some((b) => b.rows.some((r) => r.post || r.shift));
  if (titled < Math.max(1, labels.length / 2) && !vouched && !postTable) return null;
  // Words inside the table (notes under it, "for estimating purposes only"), not all of a long sheet.
  const lines = grid.map((r) => r.filter(Boolean).join(' ').slice(0, 400));
  const inside = [...lines.slice(0, 40), ...lines.slice(-40)].join('\n');
  const context = `${near}\n${inside}`;
  const quote = clip(
    [
      blocks[0]?.labels.filter(Boolean).join(' | '),
      ...grid.slice(1, 4).map((r) => r.filter(Boolean).join(' | ')),
    ].join(' / '),
    240,
  );
  const read = assemble(
    blocks,
    { document: table.document, ref: table.ref, quote, offset: table.start, tableId: table.id },
    context,
    periods,
  );
  if (!read) return null;
  const disagree = arithmeticNotes(blocks, table);
  if (disagree.length > 0) read.notes = [...(read.notes ?? []), ...disagree];
  // Staffing notes set as rows of their own ("Contract Manager (Key), North Site, 1 position"):
  // read apart, so that they do not count against the table's totals.
  const notes = grid
    .filter((row) => row[0]?.trim() && row.slice(1).every((c) => !c.trim()))
    .map((row) => noteRow(row[0] ?? '', 'Annual'))
    .filter((b) => b !== null);
  const noted = notes.length
    ? assemble(
        notes,
        { document: table.document, ref: table.ref, quote, offset: table.start },
        context,
        periods,
      )
    : null;
  if (noted) {
    read.categories.push(...noted.categories);
    read.table.categoryTitles.push(...noted.table.categoryTitles);
  }
  // Thousands of FTE or people on one row are numbers of something else (question numbers, IDs).
  const counts = read.categories.flatMap((c) => c.stated.map((a) => Math.max(a.fte ?? 0, a.people ?? 0)));
  if (read.table.measure !== 'hours' && Math.max(0, ...counts) > 500) return null;
  // Posts are places, not jobs: a post without a job title is staffed by the document's occupation.
  const posts =
    blocks.some((b) => b.labels.some((l) => /\bposts?\b/i.test(l))) || read.categories.some((c) => c.shift);
  const occupation = posts && doc ? documentOccupation(doc) : undefined;
  if (occupation) for (const c of read.categories) c.family ??= occupation;
  const money = [...new Set(blocks.flatMap((b) => b.moneyColumns))];
  if (money.length > 0) read.table.moneyColumns = money;
  return repeatAtEachPlace(read, `${lead}\n${table.caption ?? ''}`, sites);
}
