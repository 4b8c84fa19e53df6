import { type QaPair, sectionRefs } from './qa-refs';

const ROW = /^\s{0,12}(\d{1,3})\s{2,}\S/;
const HEADER = /\bquestions?\b.*\s{2,}(?:\S+ )?(?:response|answer)s?\b/i;
const FOOTER = /^\s*(?:page\s+\d+(?:\s+of\s+\d+)?|\d{1,3})\s*$/i;

/** Where the answer cell starts on a line: a cell start near the column, else a space near it. */
function splitAt(line: string, column: number): number {
  for (const m of line.matchAll(/\s{2,}(?=\S)/g)) {
    const start = (m.index ?? 0) + m[0].length;
    if (start >= column - 8 && start <= column + 12) return start;
  }
  if (line.length <= column) return line.length;
  for (let d = 0; d <= 6; d++) {
    if (line[column - d] === ' ') return column - d + 1;
    if (line[column + d] === ' ') return column + d + 1;
  }
  return line.length;
}

/** The answer column: where the header puts the response, else the usual start of rows' last cell. */
function answerColumn(lines: string[]): number | null {
  const header = lines.find((l) => HEADER.test(l));
  if (header) {
    const word = header.search(/(?:\S+ )?(?:response|answer)s?\s*$/i);
    if (word > 0) return word;
  }
  const counts = new Map<number, number>();
  for (const l of lines) {
    if (!ROW.test(l)) continue;
    const cells = [...l.trimEnd().matchAll(/\s{2,}(?=\S)/g)];
    const last = cells.at(-1);
    if (cells.length >= 2 && last) {
      const at = (last.index ?? 0) + last[0].length;
      counts.set(at, (counts.get(at) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best && best[1] >= 3 ? best[0] : null;
}

/**
 * Questions and answers laid out as a table in page text (question number, references,
 * question, response columns): rows start with the question number, and the response is the
 * text from the response column on.
 * @example
 * tablePairs('No.  Question                 Response\n1    Is 24x7 required?        No. Core hours only.', 'qa.pdf')
 * // [{ number: '1', question: 'Is 24x7 required?', answer: 'No. Core hours only.', ... }]
 */
export function tablePairs(text: string, document: string): QaPair[] {
  const lines = text.split('\n');
  const column = answerColumn(lines);
  if (column === null || lines.filter((l) => ROW.test(l)).length < 2) return [];
  const out: QaPair[] = [];
  let row: { number: string; q: string[]; a: string[]; offset: number } | null = null;
  const flush = () => {
    if (!row) return;
    const question = row.q.join(' ').replace(/\s+/g, ' ').trim();
    const answer = row.a.join(' ').replace(/\s+/g, ' ').trim();
    if (question && answer)
      out.push({
        number: row.number,
        question,
        answer,
        refs: sectionRefs(question),
        document,
        offset: row.offset,
        questionOffset: row.offset,
      });
    row = null;
  };
  const seen = new Map<string, number>();
  for (const l of lines) seen.set(l.trim(), (seen.get(l.trim()) ?? 0) + 1);
  let offset = 0;
  for (const line of lines) {
    if ((seen.get(line.trim()) ?? 0) >= 3 && line.trim()) {
      offset += line.length + 1;
      continue;
    }
    const m = line.match(ROW);
    if (m) {
      flush();
      row = { number: m[1] as string, q: [], a: [], offset };
    }
    if (row && !FOOTER.test(line) && !HEADER.test(line)) {
      const cut = splitAt(line, column);
      row.q.push(line.slice(0, cut).replace(m ? /^\s*\d{1,3}\s+/ : /^$/, ''));
      row.a.push(line.slice(cut));
    }
    offset += line.length + 1;
  }
  flush();
  return out;
}
