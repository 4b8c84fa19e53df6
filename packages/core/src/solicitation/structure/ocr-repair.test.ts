import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../read-solicitation';
import { looksScanned, repairScannedText } from './ocr-repair';

// Three numbers misread with letters mark a text as a scan.
const SCAN = 'Ref. l02-AO-29 and 2O15-55O3, page l2.\n';

describe('OCR repair of a scanned document', () => {
  it.each([
    [
      'two (2) Boiler Operat ors on each shlft.\nBoiler Operators work one shift.',
      'two (2) Boiler Operators on each shift.',
    ],
    [
      'one (l) Grounds Keeper frorn l Oct through 3O Apr.\nfrom the start',
      'one (1) Grounds Keeper from 1 Oct through 30 Apr.',
    ],
    [
      'The Contrac tor shall travcl as ordered.\nContractor travel is rare.',
      'The Contractor shall travel as ordered.',
    ],
  ])('repairs numbers, broken words and confused letters: %s', (text, repaired) => {
    const out = repairScannedText(SCAN + text).split('\n');
    expect(out[1]?.trimEnd()).toBe(repaired);
    // Every line keeps its length, so every offset after it stays where it was.
    expect(out.map((l) => l.length)).toEqual((SCAN + text).split('\n').map((l) => l.length));
  });

  it('leaves text that is no scan, and words the document does not use, alone', () => {
    expect(looksScanned('Option Year 1 and 2,080 hours; Mechanic I WG-10.')).toBe(false);
    const clean = 'two (2) Boiler Operat ors on each shlft in l Oct.';
    expect(repairScannedText(clean)).toBe(clean);
    const kept = 'Aircraft Mechanic I WG-10 uses a modern lathe and a cross brace.';
    expect(repairScannedText(`${SCAN}${kept}`).split('\n')[1]).toBe(kept);
  });

  it('lets the readers count staff a scan lists', () => {
    const text = `${SCAN}C.5 PERSONNEL. The Contractor shall provide (a) one (l) Site Lead; (b) four (4) Hangar Mechan ics.\nMechanics shall bring tools.`;
    const titles = readSolicitation({ primary: { text } }).labourCategories.map((c) => [
      c.title,
      c.stated[0]?.people,
    ]);
    expect(titles).toEqual(
      expect.arrayContaining([
        ['Site Lead', 1],
        ['Hangar Mechanic', 4],
      ]),
    );
  });
});
