import type { CoverageFact, Table } from '../model';
import type { TextDocument } from '../parts';
import { readPostSchedules } from './post-schedules';

// The words that put a new row in place of an old one: "the table row for Heron Bay is deleted and replaced with".
const REPLACES = /\b(?:replaced|revised|amended|changed|substituted?|superseded|to read|now reads?)\b/i;
const REACH = 600;

const describe = (c: CoverageFact) =>
  `${c.function ?? c.label}: ${c.posts} x ${c.hoursPerDay} h${c.daysPerYear ? ` x ${c.daysPerYear} d` : ''}`;

/**
 * The rows a later document (an amendment) restates for a post schedule's posts: a line that
 * opens with a post's name, has as many cells (columns two or more spaces apart) as the schedule
 * and follows words that replace it ("the table row for Heron Bay is deleted and replaced with
 * the following: Heron Bay  15 April - 30 September  169  8:00 a.m. - 10:00 p.m. daily  1").
 * The row is read under the schedule's own header.
 */
function restatedRows(post: CoverageFact, table: Table, docs: TextDocument[]): CoverageFact[] {
  const name = (post.function ?? '').trim().toLowerCase();
  if (!name) return [];
  const own = docs.find((d) => d.name === post.document)?.index ?? 0;
  const out: CoverageFact[] = [];
  for (const doc of docs.filter((d) => d.index > own)) {
    let offset = 0;
    for (const line of doc.text.split('\n')) {
      const at = offset;
      offset += line.length + 1;
      const cells = line.trim().split(/\s{2,}|\t+/);
      if (cells.length !== table.header.length || cells[0]?.toLowerCase() !== name) continue;
      if (!REPLACES.test(doc.text.slice(Math.max(0, at - REACH), at))) continue;
      const read = readPostSchedules([
        { ...table, document: doc.name, start: at, end: offset, rows: [cells] },
      ]);
      out.push(
        ...read.map((r) => ({
          ...r,
          offset: at,
          replaces: `${describe(post)} (${post.document}, ${post.ref})`,
        })),
      );
    }
  }
  return out;
}

/**
 * Post schedule rows an amendment replaces give way to the amendment's rows, each marked with
 * what it replaced; rows the amendment leaves alone stay.
 * @example
 * withAmendedRows(readPostTables(tables, docs), tables, docs) // Heron Bay at 169 days, not 138
 */
export function withAmendedRows(
  posts: CoverageFact[],
  tables: Table[],
  docs: TextDocument[],
): CoverageFact[] {
  if (docs.length < 2) return posts;
  return posts.flatMap((p) => {
    const table = p.scheduled
      ? tables.find(
          (t) => t.document === p.document && (t.caption ?? t.ref) === p.ref && t.start === p.offset,
        )
      : undefined;
    const restated = table ? restatedRows(p, table, docs) : [];
    return restated.length ? restated.slice(-1) : [p];
  });
}
