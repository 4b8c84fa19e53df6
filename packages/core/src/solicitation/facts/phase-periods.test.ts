import { describe, expect, it } from 'vitest';
import { readPhasePeriods, withPhasePeriods } from './phase-periods';

const doc = (text: string) => [{ name: 'rfp', index: 0, text }];
const months = (text: string) => readPhasePeriods(doc(text))?.periods.map((p) => [p.kind, p.months]);

describe('periods stated as phases in a schedule of items', () => {
  it('reads a PDF layout where the duration sits on the line before the item', () => {
    const text = [
      '    Item                      Description                                  Duration',
      '',
      '            Design Services: Site Investigation, Concept',
      '                                                            210 calendar days from Notice to',
      '0001        (35%), Final (95%) and Bid Documents (100%) -',
      '                                                            Proceed, including Government reviews',
      '            Base',
      '',
      '0002        Travel (included in Item 0001 price)            -',
      '',
      '0003',
      '            Bidding and Award Phase Services                60 calendar days',
      '(Option A)',
      '',
      '0004        Construction Phase Services (shop drawing review, 540 calendar days (estimated 18-month',
      '(Option B) RFIs, site visits, as-builts)                    construction period)',
      '',
      'Options A and B may be exercised within 365 days after acceptance of the Bid Documents.',
    ].join('\n');
    expect(months(text)).toEqual([
      ['base', 6.9],
      ['option', 2],
      ['option', 17.7],
    ]);
  });

  it.each([
    [
      '0001  Design (Base)  180 calendar days\n0002 (Option 1) Construction Phase Services  12 months\n',
      [
        ['base', 5.9],
        ['option', 12],
      ],
    ],
    [
      '0001 Base - Planning and Design Services | 9 months\n0002 Option A - Post Construction Award Services | 24 months\n0003 Option B - As-Built Drawings | 8 weeks\n',
      [
        ['base', 9],
        ['option', 24],
        ['option', 1.8],
      ],
    ],
  ])('in one-line rows: %s', (text, want) => {
    expect(months(text)).toEqual(want);
  });

  it('reads a pipe table of items', () => {
    const text = [
      '| CLIN | Description | Duration |',
      '|---|---|---|',
      '| 0001 | Design Services (Base) | 180 calendar days |',
      '| 0002 | Option A - Bidding Phase Services | 45 calendar days |',
      '| 0003 | Option B - Construction Phase Services | 12 months |',
    ].join('\n');
    expect(months(text)).toEqual([
      ['base', 5.9],
      ['option', 1.5],
      ['option', 12],
    ]);
  });

  it('needs a base item and an option item with their lengths', () => {
    expect(readPhasePeriods(doc('0001 Design services 210 calendar days\n0002 Travel -\n'))).toBeNull();
    expect(readPhasePeriods(doc('Submittal due 60 calendar days after Notice to Proceed.'))).toBeNull();
  });

  it('keeps a structure of several periods the other readers found', () => {
    const found = {
      periods: {
        periods: [
          { document: 'rfp', ref: 'F', quote: '', name: 'Base Year', kind: 'base' as const, months: 12 },
          {
            document: 'rfp',
            ref: 'F',
            quote: '',
            name: 'Option Year 1',
            kind: 'option' as const,
            months: 12,
          },
        ],
        totalMonths: 24,
        basis: 'stated' as const,
      },
      notes: [],
    };
    expect(withPhasePeriods(found, doc('0001 Design (Base) 6 months\n0002 (Option A) CPS 12 months\n'))).toBe(
      found,
    );
  });
});

describe('phase names', () => {
  it('names each phase by its description', () => {
    const text = [
      '            Design Services: Site Investigation, Concept',
      '                                                            210 calendar days from Notice to',
      '0001        (35%), Final (95%) and Bid Documents (100%) -',
      '            Base',
      '',
      '0003',
      '            Bidding and Award Phase Services                60 calendar days',
      '(Option A)',
      '',
      '0004        Construction Phase Services (shop drawing review, 540 calendar days',
      '(Option B) RFIs, site visits, as-builts)',
    ].join('\n');
    expect(readPhasePeriods([{ name: 'rfp', index: 0, text }])?.periods.map((p) => p.name)).toEqual([
      'Design Services (Base)',
      'Option A: Bidding and Award Phase Services',
      'Option B: Construction Phase Services',
    ]);
  });
});
