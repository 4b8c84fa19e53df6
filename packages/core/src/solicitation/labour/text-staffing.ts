import type { PeriodStructure, Site, Table } from '../model';
import type { Structure, TextDocument } from '../parts';
import { readFlatRows } from './flat-rows';
import { readFlatTables } from './flat-tables';
import { readPostLines } from './post-lines';
import { readPostPhrases } from './post-phrases';
import { readProseRuns } from './prose-runs';
import type { StaffingRead } from './staffing-read';

type Range = [start: number, end: number];

const within = (ranges: Range[], offset: number) => ranges.some(([a, b]) => offset >= a && offset <= b);

/** A section that lists what the Government furnishes or does: the people it counts are the Government's. */
const GOVERNMENT_PART =
  /^\W*(?:the\s+)?government(?:['’]s)?[\s-]+(?:responsibilit\w*|furnish\w*|provid\w*|obligations|support|personnel|staff)\b/i;

/** The text of a document's sections about what the Government furnishes or does. */
function governmentParts(doc: TextDocument, structure: Structure): Range[] {
  return structure.sections
    .filter((s) => s.document === doc.name && GOVERNMENT_PART.test(s.title) && !/\bcontractor/i.test(s.title))
    .map((s) => [s.start, s.end]);
}

/** The span of text a read came from, from its own and its rows' offsets. */
function spanOf(read: StaffingRead): Range {
  const offsets = [read.table.offset ?? 0, ...read.categories.map((c) => c.offset ?? 0)];
  return [Math.min(...offsets), Math.max(...offsets) + 200];
}

/**
 * Staffing stated in a document's text rather than its tables: post rows in laid-out text,
 * tables flattened into a line, and runs or counts of titles in prose. Text that a table
 * (or an earlier reader) already covers is not read again, nor a section of what the
 * Government furnishes or does (its people are not the contractor's).
 * @example
 * readTextStaffing([], { tables: [], sections: [] } as never, null) // []
 */
export function readTextStaffing(
  docs: TextDocument[],
  structure: Structure,
  periods: PeriodStructure | null,
  sites: Site[] = [],
): StaffingRead[] {
  const out: StaffingRead[] = [];
  for (const doc of docs) {
    const tables: Range[] = structure.tables
      .filter((t: Table) => t.document === doc.name)
      .map((t) => [t.start, t.end]);
    const reads = [
      ...readPostLines(doc, structure),
      ...readPostPhrases(doc, structure),
      ...readFlatTables(doc, structure, periods),
      ...readFlatRows(doc, structure, periods),
    ];
    const taken = [...tables, ...reads.map(spanOf), ...governmentParts(doc, structure)];
    const prose = readProseRuns(doc, structure, (offset) => within(taken, offset), periods, sites);
    out.push(...reads, ...prose);
  }
  return out;
}

/**
 * Drops table reads that text readers read better (a post table rebuilt from aligned text
 * whose wrapped post names the post reader joins).
 */
export function preferTextReads(
  tableReads: StaffingRead[],
  textReads: StaffingRead[],
  tables: Table[],
): StaffingRead[] {
  const posts = textReads.filter((r) => r.categories.some((c) => c.shift));
  return tableReads.filter((r) => {
    const t = tables.find((x) => x.id === r.table.tableId);
    if (t?.origin !== 'aligned') return true;
    return !posts.some(
      (p) =>
        p.table.document === t.document &&
        p.categories.some((c) => (c.offset ?? -1) >= t.start && (c.offset ?? -1) <= t.end),
    );
  });
}
