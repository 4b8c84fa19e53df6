import { strFromU8, unzipSync } from 'fflate';

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, name: string) => {
    if (name[0] === '#') {
      const hex = name[1] === 'x' || name[1] === 'X';
      return String.fromCodePoint(Number.parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
    }
    return ENTITIES[name.toLowerCase()] ?? '';
  });
}

/** The text of every <t> inside a fragment (rich text runs joined). */
function texts(fragment: string): string {
  return [...fragment.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)]
    .map((m) => unescapeXml(m[1] ?? ''))
    .join('');
}

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** The path of the workbook's first sheet (workbook order, through its relationship). */
function firstSheetPath(files: Record<string, Uint8Array>): string | undefined {
  const workbook = files['xl/workbook.xml'];
  const rels = files['xl/_rels/workbook.xml.rels'];
  if (workbook && rels) {
    const rid = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(strFromU8(workbook))?.[1];
    const rel = [...strFromU8(rels).matchAll(/<Relationship\b[^>]*>/g)]
      .map((m) => m[0])
      .find((tag) => tag.includes(`Id="${rid}"`));
    const target = rel && /Target="([^"]+)"/.exec(rel)?.[1];
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
  }
  return Object.keys(files).find((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
}

/**
 * The rows of an Excel workbook's first sheet as text cells (the values Excel saved: shared
 * and inline strings, numbers, cached formula results), for rateCardFromRows. Pure: the
 * caller reads the file. Throws when the bytes are not an .xlsx workbook.
 * @example
 * rateCardFromRows(rowsFromXlsx(new Uint8Array(await file.arrayBuffer())))
 */
export function rowsFromXlsx(bytes: Uint8Array): string[][] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => f.name.startsWith('xl/') });
  } catch {
    throw new Error('The file is not an Excel workbook (.xlsx).');
  }
  const path = firstSheetPath(files);
  const sheet = path ? files[path] : undefined;
  if (!sheet) throw new Error('The workbook has no worksheet.');
  const sharedXml = files['xl/sharedStrings.xml'];
  const shared = sharedXml
    ? [...strFromU8(sharedXml).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1] ?? ''))
    : [];
  const rows: string[][] = [];
  for (const rowMatch of strFromU8(sheet).matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1] ?? '')?.[1] ?? rows.length + 1);
    const row: string[] = [];
    for (const cell of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const type = /\bt="([^"]+)"/.exec(attrs)?.[1];
      const value = unescapeXml(/<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '');
      const text = type === 's' ? (shared[Number(value)] ?? '') : type === 'inlineStr' ? texts(body) : value;
      const at = columnIndex(/\br="([A-Z]+)\d+"/.exec(attrs)?.[1] ?? '');
      while (row.length < at) row.push('');
      row[at] = text;
    }
    while (rows.length < rowNumber - 1) rows.push([]);
    rows.push(row);
  }
  return rows;
}
