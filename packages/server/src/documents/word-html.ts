import { type DefaultTreeAdapterTypes, parseFragment } from 'parse5';
import { markdownTable } from './markdown-table';
import { normalizeText } from './normalize-text';
import { LABEL_END } from './word-labels';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const HEADING = /^h([1-6])$/;
/** Elements whose children are blocks of their own (paragraphs, lists, tables). */
const CONTAINERS = new Set(['div', 'section', 'article', 'blockquote', 'tbody', 'thead', 'tfoot']);

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The words of an inline run: text, links and emphasis as plain text; a <br> is a line break. */
function inlineText(node: Node): string {
  if (node.nodeName === '#text') return 'value' in node ? node.value : '';
  if (!isElement(node)) return '';
  if (node.tagName === 'br') return '\n';
  if (node.tagName === 'img') return '';
  // The "↑" link back from a footnote or endnote to where it is cited.
  if (node.tagName === 'a' && /^#(foot|end)note-ref-/.test(attribute(node, 'href') ?? '')) return '';
  return node.childNodes.map(inlineText).join('');
}

/** True when every visible character under a node is bold (a <strong> or <b> around it). */
function allBold(node: Node, bold = false): boolean {
  if (node.nodeName === '#text') {
    return bold || !('value' in node) || node.value.trim() === '' || node.value.includes(LABEL_END);
  }
  if (!isElement(node)) return true;
  const inside = bold || node.tagName === 'strong' || node.tagName === 'b';
  return node.childNodes.every((child) => allBold(child, inside));
}

/** A bold paragraph this short is a heading without a heading style; it is written `**so**`. */
const BOLD_HEADING_MAX = 120;

function tidyInline(text: string): string {
  return text
    .split('\n')
    .map((line) => normalizeText(line))
    .filter((line) => line !== '')
    .join('\n');
}

function listItems(list: Element, depth: number): string[] {
  const ordered = list.tagName === 'ol';
  const lines: string[] = [];
  let number = 0;
  for (const item of list.childNodes) {
    if (!isElement(item) || item.tagName !== 'li') continue;
    number++;
    const marker = ordered ? `${number}.` : '-';
    const inline = item.childNodes.filter(
      (child) => !isElement(child) || !['ul', 'ol'].includes(child.tagName),
    );
    const nested = item.childNodes.filter(
      (child): child is Element => isElement(child) && ['ul', 'ol'].includes(child.tagName),
    );
    const raw = tidyInline(inline.map(inlineText).join('')).replace(/\n/g, ' ');
    // Word's own label ("C.3.1", "a.") when it was put in front (word-labels.ts).
    const labelled = raw.indexOf(LABEL_END);
    const text = labelled > 0 ? raw.slice(labelled + 1).trim() : raw;
    const shown = labelled > 0 ? raw.slice(0, labelled) : marker;
    if (text !== '') lines.push(`${'  '.repeat(depth)}${shown} ${text}`);
    for (const child of nested) lines.push(...listItems(child, depth + 1));
  }
  return lines;
}

/**
 * A table's rows as a grid: a cell spanning n columns is followed by n - 1 empty cells,
 * and one spanning n rows leaves an empty cell in its column of the n - 1 rows below.
 */
function tableGrid(table: Element): string[][] {
  const rows: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.childNodes) {
      if (!isElement(child)) continue;
      if (child.tagName === 'tr') rows.push(child);
      else if (CONTAINERS.has(child.tagName)) collect(child);
    }
  };
  collect(table);
  const grid: string[][] = [];
  const covered: boolean[][] = [];
  rows.forEach((row, r) => {
    const out: string[] = [];
    grid[r] = out;
    let column = 0;
    for (const cell of row.childNodes) {
      if (!isElement(cell) || (cell.tagName !== 'td' && cell.tagName !== 'th')) continue;
      while (covered[r]?.[column]) out[column++] = '';
      const colspan = Math.max(1, Number(attribute(cell, 'colspan')) || 1);
      const rowspan = Math.max(1, Number(attribute(cell, 'rowspan')) || 1);
      out[column] = blocks(cell.childNodes, true).join('\n');
      for (let c = 1; c < colspan; c++) out[column + c] = '';
      for (let below = 1; below < rowspan; below++) {
        const mark = covered[r + below] ?? [];
        for (let c = 0; c < colspan; c++) mark[column + c] = true;
        covered[r + below] = mark;
      }
      column += colspan;
    }
    // Cells spanned from above at the end of the row.
    while (covered[r]?.[column]) out[column++] = '';
  });
  return grid.map((row) => Array.from(row, (cell) => cell ?? ''));
}

/**
 * A table as Markdown: titles in the leading rows that hold one value each (a caption row
 * spanning the table) become lines, the rest a pipe table whose first row is the header.
 */
function tableText(table: Element): string {
  const grid = tableGrid(table).filter((row) => row.some((cell) => cell !== ''));
  const single = (row: readonly string[]) => row.filter((cell) => cell !== '').length <= 1;
  let start = 0;
  while (start < grid.length && single(grid[start] ?? [])) start++;
  const lines = grid.slice(0, start).map((row) => row.find((cell) => cell !== '') ?? '');
  if (start === grid.length) return lines.join('\n\n');
  return [...lines, markdownTable(grid.slice(start))].join('\n\n');
}

/** A table inside a table cell, kept on the cell's line: cells joined by " / ", rows by "; ". */
function nestedTableText(table: Element): string {
  return tableGrid(table)
    .map((row) => row.filter((cell) => cell !== '').join(' / '))
    .filter((row) => row !== '')
    .join('; ');
}

/**
 * The blocks (paragraphs, headings, lists, tables) under some nodes, in order. In a table
 * cell a bold paragraph is only text (header cells are often bold).
 */
function blocks(nodes: readonly Node[], inCell = false): string[] {
  const out: string[] = [];
  let inline = '';
  const flush = () => {
    const text = tidyInline(inline);
    if (text !== '') out.push(text);
    inline = '';
  };
  for (const node of nodes) {
    if (!isElement(node)) {
      inline += inlineText(node);
      continue;
    }
    const tag = node.tagName;
    const heading = HEADING.exec(tag);
    if (heading || tag === 'p' || tag === 'ul' || tag === 'ol' || tag === 'table' || CONTAINERS.has(tag)) {
      flush();
      if (heading) {
        const text = tidyInline(node.childNodes.map(inlineText).join('')).replace(/\n/g, ' ');
        if (text !== '') out.push(`${'#'.repeat(Number(heading[1]))} ${text}`);
      } else if (tag === 'p') {
        const text = tidyInline(node.childNodes.map(inlineText).join(''));
        const heading = !inCell && text.length <= BOLD_HEADING_MAX && !text.includes('\n') && allBold(node);
        if (text !== '') out.push(heading ? `**${text}**` : text);
      } else if (tag === 'ul' || tag === 'ol') {
        const lines = listItems(node, 0);
        if (lines.length > 0) out.push(lines.join('\n'));
      } else if (tag === 'table') {
        const text = inCell ? nestedTableText(node) : tableText(node);
        if (text !== '') out.push(text);
      } else out.push(...blocks(node.childNodes, inCell));
    } else inline += inlineText(node);
  }
  flush();
  return out;
}

/**
 * Turns the HTML mammoth writes for a Word document into Markdown-shaped text: headings as
 * `#` lines, short paragraphs that are all bold as `**bold**` lines, paragraphs separated by
 * blank lines, lists as `-` / `1.` items, tables as pipe
 * tables with merged cells kept as empty cells.
 * @example
 * wordHtmlToText('<h2>C.3 Scope</h2><table><tr><td>LCAT</td><td>Hours</td></tr><tr><td>Analyst</td><td>1,880</td></tr></table>')
 * // '## C.3 Scope\n\n| LCAT | Hours |\n|---|---|\n| Analyst | 1,880 |'
 */
export function wordHtmlToText(html: string): string {
  return blocks(parseFragment(html).childNodes).join('\n\n').replaceAll(LABEL_END, '');
}
