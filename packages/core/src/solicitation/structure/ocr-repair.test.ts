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

  it('takes a clean UCF text with Section I clause numbers for no scan, and keeps them in a scan', () => {
    // "I.1", "I.3" are Section I's clauses, not misread decimals: a real RFP must reach the readers as
    // it was written (and quickly: the repair is skipped).
    const ucf =
      'SECTION I\nI.1 52.252-2 Clauses Incorporated by Reference.\nI.3 52.217-9.\nSee I.1, I.2 and I.4.';
    expect(looksScanned(ucf)).toBe(false);
    expect(repairScannedText(ucf)).toBe(ucf);
    const repaired = repairScannedText(`${SCAN}I.3 Option clause. Clerk  O.5  l.5  1.O`).split('\n')[1];
    expect(repaired).toBe('I.3 Option clause. Clerk  0.5  1.5  1.0');
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

// The clause words a rule reads are known even where the scan damaged their only occurrence.
describe('OCR repair of the clause words (Service Contract Act, wage determination)', () => {
  const sca = (line: string) =>
    readSolicitation({
      primary: { name: 'scan', text: `${SCAN}C.1 Rail operations at the plant.\n${line}\n` },
    }).domain.serviceContractAct;
  it.each([
    'C.6  Wage Deterrnination 2015-5l29 Rev. 25 applies.',
    'I.2  52.222-4l is incorporated: Serv1ce Contract Labor Standards.',
    'The Wage Detcrmination attached as J-4 applies to this order.',
    'H.3 Serv ice Contract Labor Standards apply to the technicians.',
  ])('%s', (line) => {
    expect(sca(line)).toBe(true);
  });

  it('does not bring in the Act where the scan says no such thing', () => {
    expect(sca("C.6  Wage rates are the offeror's own; the deterrnination of prices is by quote.")).toBe(
      false,
    );
    expect(sca('C.6  Service Contract Labor Standards do not apply (professional services).')).toBe(false);
  });
});
