import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../src/solicitation/read-solicitation';

// The dev corpus's OCR'd fire alarm RFP: its inventory (Table C-1) is set two spaces apart under
// a header of two-word labels, broken by a "Page 1 of 3" footer and the running head, with a
// TOTAL row whose figures OCR misread ("l4", "2,84O", "1,l5O").
const file = join(
  __dirname,
  '../fixtures/solicitations/own/dev/ofc-oakmont-fire-alarm-sprinkler-itm-scan-ocr.txt',
);

describe('an OCR scan inventory table', () => {
  const { tables } = readSolicitation({ primary: { name: 'rfp.txt', text: readFileSync(file, 'utf8') } });
  const inventory = tables.find((t) => t.header.includes('SMOKE DET'));

  it('reads its header, its six buildings and the total, column for column', () => {
    expect(inventory?.header).toEqual([
      'BLDG',
      'FACP',
      'SMOKE DET',
      'HEAT DET',
      'DUCT DET',
      'PULL STA',
      'NOTIF APPL',
      'RISERS',
      'FIRE PUMPS',
      'BACKFLOW',
      'EXTING',
    ]);
    expect(inventory?.rows.map((r) => r[0])).toEqual(['1', '2', '3', '4', '5', '6', 'TOTAL']);
    expect(
      inventory?.rows.every((r) => r.length === 11 && r.every((c) => /^(?:\d[\d,]*|TOTAL)$/.test(c))),
    ).toBe(true);
    expect(inventory?.rows[6]).toEqual([
      'TOTAL',
      '14',
      '2,840',
      '610',
      '190',
      '420',
      '1,950',
      '38',
      '2',
      '9',
      '1,150',
    ]);
  });

  it('adds up: each column of the buildings sums to the total row', () => {
    const n = (c: string) => Number(c.replace(/,/g, ''));
    const rows = inventory?.rows ?? [];
    const total = rows[rows.length - 1] ?? [];
    for (let c = 1; c < 11; c++)
      expect(rows.slice(0, -1).reduce((s, r) => s + n(r[c] ?? ''), 0)).toBe(n(total[c] ?? ''));
  });
});
