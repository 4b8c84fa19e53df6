import type { LabourCategory, Table } from '../model';
import { familyOf, isJobNoun } from '../vocabulary/index';
import { clip } from './cells';
import { columnRole } from './columns';
import { headTitle } from './named-prose';
import { readTitle, titleFields } from './title';
import { isTitleLike } from './title-lists';

const TOTAL = /^(?:grand\s+|sub-?)?totals?\b/i;
/** A column that marks key personnel, and the marks that say yes. */
const KEY_HEAD = /^\W*key(?:\s+(?:personnel|positions?|person))?\s*(?:\(y\/n\))?\W*$/i;
const KEY_YES = /^(?:yes|y|x|✓|✔|key)$/i;

/**
 * Labour categories a table names without amounts: a column headed "Role", "Labor Category",
 * "Position" and the like whose cells are job titles ("| Study Lead (Key) | PE; 10 years ... |").
 * Each becomes a category with nothing stated, its key flag read from the title.
 * @example
 * readCategoryTables([{ id: 't', document: 'sow', ref: '7', sectionId: null, header: ['Role', 'Qualifications'], rows: [['Traffic Engineer', '5 years']], origin: 'pipe', start: 0, end: 0 }])[0]?.title // 'Traffic Engineer'
 */
export function readCategoryTables(tables: Table[]): LabourCategory[] {
  const out: LabourCategory[] = [];
  for (const table of tables) {
    const col = table.header.findIndex((h) => columnRole(h).role === 'category');
    if (col < 0 || table.rows.length === 0) continue;
    const found: LabourCategory[] = [];
    const keyCol = table.header.findIndex((h) => KEY_HEAD.test(h));
    for (const row of table.rows) {
      const cell = (row[col] ?? '').trim();
      if (!cell || TOTAL.test(cell)) continue;
      const reading = readTitle(cell);
      // A Key column marks the row's title key ("| Janitor | Yes |").
      if (keyCol >= 0 && KEY_YES.test((row[keyCol] ?? '').trim())) reading.key = true;
      const last = reading.title.split(/\s+/).pop() ?? '';
      // A column headed as categories holds people: a person-shaped noun is a title too ("Ironworker").
      const person = familyOf(reading.title) || isJobNoun(last) || headTitle(reading.title, true);
      if (!reading.title || !isTitleLike(reading.title) || !person) continue;
      found.push({
        document: table.document,
        ref: table.ref,
        quote: clip(row.filter(Boolean).join(' | '), 240),
        offset: table.start,
        ...titleFields(reading),
        stated: [],
      });
    }
    // Most of the column must be titles: a "Title" column of deliverables is not labour.
    if (found.length > 0 && found.length * 2 >= table.rows.length) out.push(...found);
  }
  return out;
}
