import { inflateEntry, readZipEntries } from './zip-reader';

/** A numbered paragraph of a .docx: its text and the label Word shows before it ("C.3.1"). */
export interface NumberedParagraph {
  text: string;
  label: string;
}

interface Level {
  start: number;
  format: string;
  text: string;
  legal: boolean;
}

interface Definitions {
  /** abstractNumId of each numId. */
  abstractOf: Map<string, string>;
  /** Levels of each abstractNumId. */
  levels: Map<string, Map<number, Level>>;
  /** Start overrides of each numId, by level. */
  overrides: Map<string, Map<number, number>>;
  /** Numbering a paragraph style carries (directly or through the level that names it). */
  styles: Map<string, { numId?: string; abstractId?: string; level: number }>;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name] ?? '');
}

function attr(xml: string, tag: string): string | undefined {
  return new RegExp(`<w:${tag}\\b[^>]*?w:val="([^"]*)"`).exec(xml)?.[1];
}

function part(bytes: Uint8Array, name: string): string {
  const entry = readZipEntries(bytes)?.find((candidate) => candidate.name === name);
  if (!entry) return '';
  return new TextDecoder().decode(inflateEntry(bytes, entry, entry.uncompressedSize));
}

function readDefinitions(numbering: string, styles: string): Definitions {
  const definitions: Definitions = {
    abstractOf: new Map(),
    levels: new Map(),
    overrides: new Map(),
    styles: new Map(),
  };
  for (const [, id = '', body = ''] of numbering.matchAll(
    /<w:abstractNum\b[^>]*w:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g,
  )) {
    const levels = new Map<number, Level>();
    for (const [, ilvl = '0', lvl = ''] of body.matchAll(
      /<w:lvl\b[^>]*w:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g,
    )) {
      const level = Number(ilvl);
      levels.set(level, {
        start: Number(attr(lvl, 'start') ?? '1'),
        format: attr(lvl, 'numFmt') ?? 'decimal',
        text: unescapeXml(attr(lvl, 'lvlText') ?? ''),
        legal: /<w:isLgl\b/.test(lvl),
      });
      const style = attr(lvl, 'pStyle');
      if (style) definitions.styles.set(style, { abstractId: id, level });
    }
    definitions.levels.set(id, levels);
  }
  for (const [, numId = '', body = ''] of numbering.matchAll(
    /<w:num\b[^>]*w:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g,
  )) {
    definitions.abstractOf.set(numId, attr(body, 'abstractNumId') ?? '');
    const overrides = new Map<number, number>();
    for (const [, ilvl = '0', start = '1'] of body.matchAll(
      /<w:lvlOverride\b[^>]*w:ilvl="(\d+)"[^>]*>[\s\S]*?<w:startOverride w:val="(\d+)"/g,
    )) {
      overrides.set(Number(ilvl), Number(start));
    }
    definitions.overrides.set(numId, overrides);
  }
  for (const [, styleId = '', body = ''] of styles.matchAll(
    /<w:style\b[^>]*w:styleId="([^"]+)"[^>]*>([\s\S]*?)<\/w:style>/g,
  )) {
    const numId = attr(body, 'numId');
    if (numId) definitions.styles.set(styleId, { numId, level: Number(attr(body, 'ilvl') ?? '0') });
  }
  return definitions;
}

const ROMAN: Array<[number, string]> = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

function roman(value: number): string {
  let rest = value;
  let out = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      out += letters;
      rest -= amount;
    }
  }
  return out;
}

function letters(value: number): string {
  const letter = String.fromCharCode(97 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
}

function formatNumber(value: number, format: string): string {
  if (format === 'lowerLetter') return letters(value);
  if (format === 'upperLetter') return letters(value).toUpperCase();
  if (format === 'lowerRoman') return roman(value);
  if (format === 'upperRoman') return roman(value).toUpperCase();
  if (format === 'decimalZero') return String(value).padStart(2, '0');
  return String(value);
}

/** Text of a paragraph's runs, spaces collapsed, for matching with the reader's paragraphs. */
export function paragraphKey(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The labels Word computes for a .docx's numbered paragraphs ("1.0", "C.3.1", "a."), in
 * document order, which the text readers never see (they are not in the text). Counters run
 * per list definition, restart below a level that advances and honour start overrides;
 * bullets and unnumbered levels have no label. Reads the parts with plain patterns: a part
 * it cannot follow yields fewer labels, never wrong ones (callers match by text).
 * @example
 * numberedParagraphs(docx) // [{ text: 'Scope', label: 'C.3.1' }, ...]
 */
export function numberedParagraphs(bytes: Uint8Array): NumberedParagraph[] {
  const numbering = part(bytes, 'word/numbering.xml');
  if (numbering === '') return [];
  const definitions = readDefinitions(numbering, part(bytes, 'word/styles.xml'));
  const counters = new Map<string, number[]>();
  const seenNums = new Set<string>();
  const out: NumberedParagraph[] = [];
  const document = part(bytes, 'word/document.xml');
  for (const [, body = ''] of document.matchAll(/<w:p\b(?:[^>]*\/>|[^>]*>([\s\S]*?)<\/w:p>)/g)) {
    const properties = /<w:pPr>([\s\S]*?)<\/w:pPr>/.exec(body)?.[1] ?? '';
    const style = definitions.styles.get(attr(properties, 'pStyle') ?? '');
    const numId = attr(properties, 'numId') ?? style?.numId;
    const abstractId = numId ? definitions.abstractOf.get(numId) : style?.abstractId;
    if (!abstractId || numId === '0') continue;
    const level = Number(attr(properties, 'ilvl') ?? style?.level ?? 0);
    const levels = definitions.levels.get(abstractId);
    const current = levels?.get(level);
    if (!levels || !current) continue;
    const count = counters.get(abstractId) ?? [];
    const first = numId !== undefined && !seenNums.has(`${numId}:${level}`);
    const override = first ? definitions.overrides.get(numId)?.get(level) : undefined;
    if (numId) seenNums.add(`${numId}:${level}`);
    count[level] = override !== undefined ? override : (count[level] ?? current.start - 1) + 1;
    count.length = level + 1;
    counters.set(abstractId, count);
    if (current.format === 'bullet' || current.format === 'none') continue;
    const label = current.text.replace(/%(\d)/g, (_, n: string) => {
      const index = Number(n) - 1;
      const of = levels.get(index);
      const value = count[index] ?? of?.start ?? 1;
      return formatNumber(value, current.legal ? 'decimal' : (of?.format ?? 'decimal'));
    });
    const text = [...body.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)]
      .map((m) => unescapeXml(m[1] ?? ''))
      .join('');
    if (label.trim() !== '') out.push({ text: paragraphKey(text), label: label.trim() });
  }
  return out;
}
