/**
 * `@staffplan/core/boe`: the basis-of-estimate document (DOCX, issue 14). It loads the docx
 * library, so it is its own entry point, fetched only when a pricer exports.
 */
import {
  BorderStyle,
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import type { PricedPlan } from '../pricing/types';
import { type BasisOfEstimate, type BoeInput, basisOfEstimate } from './content';

export {
  type BasisOfEstimate,
  type BoeInput,
  type BoeSection,
  basisOfEstimate,
  driverOf,
  LINE_CONFIDENCE,
} from './content';

/**
 * The media type of .docx files.
 * @example
 * new Blob([bytes], { type: DOCX_MEDIA_TYPE })
 */
export const DOCX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

const LINE = { style: BorderStyle.SINGLE, size: 4, color: 'BFBFBF' } as const;
const BORDERS = {
  top: LINE,
  bottom: LINE,
  left: LINE,
  right: LINE,
  insideHorizontal: LINE,
  insideVertical: LINE,
};

function fieldTable(fields: readonly [string, string][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: BORDERS,
    rows: fields.map(
      ([label, value]) =>
        new TableRow({
          children: [
            new TableCell({
              width: { size: 24, type: WidthType.PERCENTAGE },
              children: [new Paragraph({ children: [new TextRun({ text: label, bold: true })] })],
            }),
            new TableCell({
              width: { size: 76, type: WidthType.PERCENTAGE },
              children: value.split('\n').map((text) => new Paragraph({ text })),
            }),
          ],
        }),
    ),
  });
}

function list(heading: string, items: readonly string[]): Paragraph[] {
  if (items.length === 0) return [];
  return [
    new Paragraph({ text: heading, heading: HeadingLevel.HEADING_1 }),
    ...items.map((text) => new Paragraph({ text, bullet: { level: 0 } })),
  ];
}

/**
 * The basis of estimate laid out as a Word document: title, summary table, one heading and
 * field table per line, then assumptions and open questions.
 * @example
 * const doc = boeDocument(basisOfEstimate(plan));
 */
export function boeDocument(boe: BasisOfEstimate): Document {
  const children: (Paragraph | Table)[] = [
    new Paragraph({ text: boe.title, heading: HeadingLevel.TITLE }),
    fieldTable(boe.summary),
  ];
  for (const section of boe.sections) {
    children.push(
      new Paragraph({ text: section.heading, heading: HeadingLevel.HEADING_2 }),
      fieldTable(section.fields),
    );
  }
  children.push(...list('Assumptions', boe.assumptions), ...list('Open questions', boe.openQuestions));
  return new Document({
    creator: 'StaffPlan',
    title: boe.title,
    lastModifiedBy: 'StaffPlan',
    sections: [{ children }],
  });
}

/**
 * The plan's basis of estimate as .docx bytes: a section per line with work element, driver
 * and quantity, productivity, hours, source quote, assumptions and confidence (and price,
 * when `priced` is given).
 * @example
 * const bytes = await toBasisOfEstimate(plan, { planName: 'Help desk' });
 */
export async function toBasisOfEstimate(
  plan: BoeInput,
  options: { planName?: string; priced?: PricedPlan } = {},
): Promise<Uint8Array> {
  const buffer = await Packer.toArrayBuffer(boeDocument(basisOfEstimate(plan, options)));
  return new Uint8Array(buffer);
}
