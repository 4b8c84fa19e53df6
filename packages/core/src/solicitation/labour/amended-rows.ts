import type { DocumentInfo, ReaderNote, Table } from '../model';
import type { TextDocument } from '../parts';
import { parseNumber } from '../facts/numbers';
import { pipeCells } from '../structure/tables-pipe';

// An amendment that changes one row or one cell of an earlier table ("The row for HVAC Mechanic
// is deleted and replaced with the following row: ...", "In Table C-3 the Evening Mon-Fri figure
// for HVAC Mechanic is changed from 1 to 2") changes that table in place, before the staffing
// is read: the amended row replaces the original, it is neither added beside it nor ignored.

const ROW_WORD = /\b(?:row|line|entry|line\s+item)\b/i;
const REPLACES =
  /\b(?:deleted\s+and\s+replaced|replaced|superseded|substituted|changed\s+to\s+read|amended\s+to\s+read|revised\s+to\s+read|now\s+reads?|shall\s+read|reads?\s+as\s+follows|replace|substitute)\b/i;
// "from 1 to 2", "FROM: 1 TO: 2", "from '1' to '2'".
const FROM_TO =
  /\bfrom\s*:?\s*['"‘’“”]?(\d[\d,]*(?:\.\d+)?)['"‘’“”]?\s+(?:hours\s+)?to\s*:?\s*['"‘’“”]?(\d[\d,]*(?:\.\d+)?)\b/gi;
const NUMBER_CELL = /^(?:\d[\d,]*(?:\.\d+)?|-+|–|—|n\/?a)?$/i;
const TOKEN = /\d[\d,]*(?:\.\d+)?|(?<=\s|^)(?:-+|–|—)(?=\s|$)/g;

/** A row title reduced for matching: lower case, no parentheses or punctuation. */
const titleKey = (raw: string) =>
  raw
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Statements of a text with their offsets: clauses that end in a colon (a replacement row
 * follows) or, for cell changes, whole sentences ("Table C-5, Clerk: the hours are revised from 40 to 32.").
 */
function statements(text: string, colon: boolean): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  const re = colon ? /[^.:;\n]+(?:\n(?!\s*\n)[^.:;\n]+)*[.:;]?/g : /(?:[^.;\n]|\.(?=\S)|\n(?!\s*\n))+[.;]?/g;
  for (const m of text.matchAll(re)) {
    const start = m.index ?? 0;
    out.push({ text: m[0], start, end: start + m[0].length });
  }
  return out;
}

/** The cells a replacement line gives after its title: pipe cells, cells apart by wide gaps, or its figures. */
function newCells(line: string, title: string, width: number, original: string[]): string[] | null {
  const at = titleKey(line).indexOf(title);
  if (at !== 0) return null;
  if (line.includes('|')) {
    const cells = pipeCells(line).map((c) => c.trim());
    return cells.length === width ? cells.slice(1) : null;
  }
  // Skip the title's words in the line, then read the rest.
  const words = title.split(' ').length;
  const rest = line
    .trim()
    .replace(/\([^)]*\)/g, (m) => ' '.repeat(m.length))
    .split(/(\s+)/)
    .slice(words * 2)
    .join('');
  const wide = rest
    .trim()
    .split(/\s{2,}|\t/)
    .filter(Boolean);
  if (wide.length === width - 1) return wide;
  const figures = rest.match(TOKEN) ?? [];
  const numeric = original.map((c, i) => (i > 0 && NUMBER_CELL.test(c.trim()) ? i : -1)).filter((i) => i > 0);
  if (figures.length !== numeric.length || figures.length === 0) return null;
  const cells = original.slice(1);
  for (const [k, i] of numeric.entries()) cells[i - 1] = figures[k] ?? '';
  return cells;
}

/** A table's row titles, a merged (empty) first cell taking the title above it ("North Gate" over "| | Evening |"). */
function filledTitles(t: Table): string[] {
  let above = '';
  return t.rows.map((row) => {
    const own = (row[0] ?? '').trim();
    if (own || row.slice(1).every((c) => !c.trim())) above = own;
    return above;
  });
}

/** Tables of the earlier documents whose rows have titles, with the row index of a title key. */
function rowsTitled(tables: Table[], key: string): { t: Table; r: number }[] {
  const out: { t: Table; r: number }[] = [];
  for (const t of tables)
    for (const [r, title] of filledTitles(t).entries()) if (titleKey(title) === key) out.push({ t, r });
  return out;
}

/**
 * Of several rows with one title, those the statement tells apart by their other text cells
 * ("Main Campus / Night / 2300 - 0700": the shift and the hours name the row): the rows with
 * the most such cells named, all of them when none is.
 */
function toldApart(found: { t: Table; r: number }[], said: string): { t: Table; r: number }[] {
  if (found.length < 2) return found;
  const named = (cell: string) => {
    const k = titleKey(cell);
    return k.length >= 2 && !/^\d+(?:\.\d+)?$/.test(k) && ` ${said} `.includes(` ${k} `);
  };
  const score = ({ t, r }: { t: Table; r: number }) => (t.rows[r] ?? []).slice(1).filter(named).length;
  const best = Math.max(...found.map(score));
  return best > 0 ? found.filter((f) => score(f) === best) : found;
}

/** A row as the amendment's note names it: its title (carried down) and its other text cells. */
function rowName(t: Table, r: number): string {
  const cells = (t.rows[r] ?? []).slice(1).filter((c) => c.trim() && !NUMBER_CELL.test(c.trim()));
  return [filledTitles(t)[r] ?? '', ...cells].filter(Boolean).join(' / ');
}

/** The one table a statement points at: the one its reference names ("Table C-3"), else the only one with that row. */
function pick(found: { t: Table; r: number }[], statement: string): { t: Table; r: number } | null {
  if (found.length === 1) return found[0] ?? null;
  const named = found.filter(({ t }) => {
    const label = /\b(?:table|exhibit|attachment)\s+[A-Z]?[-.\d]+[A-Z]?\b/i.exec(
      `${t.caption ?? ''} ${t.ref}`,
    )?.[0];
    return label !== undefined && statement.toLowerCase().includes(label.toLowerCase());
  });
  return named.length === 1 ? (named[0] ?? null) : null;
}

/**
 * Earlier tables with the rows and cells the amendments replace, each change noted; the
 * amendment's own replacement table is dropped so that the row is not read twice.
 * @example
 * replaceAmendedRows([], [], []).tables // []
 */
export function replaceAmendedRows(
  tables: Table[],
  docs: TextDocument[],
  documents: DocumentInfo[],
): { tables: Table[]; notes: ReaderNote[] } {
  const amendments = documents.filter((d) => d.role === 'amendment');
  if (amendments.length === 0) return { tables, notes: [] };
  const out = tables.map((t) => ({ ...t, rows: t.rows.map((r) => [...r]) }));
  const notes: ReaderNote[] = [];
  const consumed = new Set<string>();
  for (const doc of amendments) {
    const text = docs.find((d) => d.name === doc.name)?.text ?? '';
    const earlier = out.filter((t) => (documents.find((d) => d.name === t.document)?.index ?? 0) < doc.index);
    const keys = new Set(earlier.flatMap((t) => filledTitles(t).map(titleKey)).filter((k) => k.length >= 3));
    for (const s of [
      ...statements(text, true),
      ...statements(text, false).map((x) => ({ ...x, cells: true })),
    ]) {
      const said = titleKey(s.text);
      const key = [...keys]
        // A row named in the plural ("the two Maintenance Mechanics") is the same row.
        .filter((k) => [' ', 's ', 'es '].some((end) => ` ${said} `.includes(` ${k}${end}`)))
        .sort((a, b) => b.length - a.length)[0];
      if (!key) continue;
      const target = pick(toldApart(rowsTitled(earlier, key), said), s.text);
      if (!target) continue;
      const row = target.t.rows[target.r] as string[];
      if (!('cells' in s) && ROW_WORD.test(s.text) && REPLACES.test(s.text)) {
        // The replacement row is the next line (within a few) that opens with the row's title.
        const after = text.slice(s.end, s.end + 1500).split('\n');
        let offset = s.end;
        for (const line of after.slice(0, 15)) {
          const cells = newCells(line, key, row.length, row);
          if (cells) {
            const before = row.join(' | ');
            target.t.rows[target.r] = [row[0] ?? '', ...cells];
            for (const t of out)
              if (t.document === doc.name && t.start <= offset && t.end >= offset) consumed.add(t.id);
            notes.push(
              note(
                doc.name,
                s.text,
                `${target.t.caption ?? target.t.ref}: "${before}" is replaced by "${target.t.rows[target.r]?.join(' | ')}"`,
              ),
            );
            break;
          }
          offset += line.length + 1;
        }
        continue;
      }
      if (!('cells' in s)) continue;
      for (const m of s.text.matchAll(FROM_TO)) {
        const was = parseNumber(m[1] ?? '');
        const header = target.t.header.map((h) => titleKey(h));
        // The column the statement names: of the headers it holds, the longest over a figure of the row
        // ("operators on duty", not "shift" of "the Night shift").
        const column = header.reduce(
          (best, h, i) =>
            i > 0 &&
            h.length >= 3 &&
            said.includes(h) &&
            /^\d[\d,]*(?:\.\d+)?$/.test((row[i] ?? '').trim()) &&
            h.length > (header[best]?.length ?? 0)
              ? i
              : best,
          -1,
        );
        const hits = row
          .map((c, i) => (i > 0 && parseNumber(c) === was && (column < 0 || column === i) ? i : -1))
          .filter((i) => i > 0);
        if (hits.length !== 1) continue;
        const i = hits[0] as number;
        const before = row[i];
        row[i] = m[2] ?? '';
        notes.push(
          note(
            doc.name,
            s.text,
            `${target.t.caption ?? target.t.ref}, ${rowName(target.t, target.r)}${column > 0 ? `, ${target.t.header[column]}` : ''}: ${before} -> ${row[i]}`,
          ),
        );
      }
    }
  }
  return { tables: out.filter((t) => !consumed.has(t.id)), notes };
}

const AMENDS = 'amends a staffing table';

/**
 * Whether a reader note records a table row or cell an amendment changed (the plan says which
 * amended figure it used).
 * @example
 * isAmendedTableNote({ kind: 'conflict', text: 'a.pdf amends a staffing table: ...', askContractingOfficer: false }) // true
 */
export function isAmendedTableNote(n: ReaderNote): boolean {
  return n.kind === 'conflict' && n.text.includes(AMENDS);
}

function note(document: string, statement: string, change: string): ReaderNote {
  const quote = statement.replace(/\s+/g, ' ').trim();
  return {
    kind: 'conflict',
    text: `${document} ${AMENDS}: ${change}. The amended figures are used.`,
    askContractingOfficer: false,
    source: { document, ref: 'amendment', quote },
  };
}
