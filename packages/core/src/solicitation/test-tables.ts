import type { Table } from './model';

/** What a test may set on a table; a caption may be given as undefined. */
export type TableFields = Partial<Omit<Table, 'caption'>> & { caption?: string | undefined };

/**
 * Test-only: a table as the structure reader gives it. `over` sets what a test cares about
 * (document, ref, caption, span); a caption given as undefined is left out, as the reader does.
 * @example
 * tableOf(['Position', 'FTE'], [['Nurse', '2']], { ref: 'C.2' }).rows // [['Nurse', '2']]
 */
export function tableOf(header: string[], rows: string[][], over: TableFields = {}): Table {
  const { caption, ...rest } = over;
  return {
    id: 't',
    document: 'doc',
    ref: '1',
    sectionId: null,
    ...(caption ? { caption } : {}),
    header,
    rows,
    origin: 'pipe',
    start: 0,
    end: 0,
    ...rest,
  };
}

/**
 * Test-only: a table from Markdown pipe rows; the first row is the header and separator rows
 * are dropped.
 * @example
 * pipeTableOf('| Role | FTE |\n|---|---|\n| Nurse | 2 |').header // ['Role', 'FTE']
 */
export function pipeTableOf(text: string, over: TableFields = {}): Table {
  const rows = text
    .trim()
    .split('\n')
    .filter((l) => !/^\|?[\s:|-]+\|?$/.test(l.trim()))
    .map((l) =>
      l
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((c) => c.trim()),
    );
  return tableOf(rows[0] ?? [], rows.slice(1), over);
}
