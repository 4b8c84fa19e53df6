import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { lineItemHours, orderedHours, unitPricedVolumes } from './ordered-hours';
import { model, periods, total } from './test-models';
import { tableOf } from '../../solicitation/test-tables';

const table = (caption: string, header: string[], rows: string[][]): Table =>
  tableOf(header, rows, { id: 't1', document: 'rfq.md', ref: '2.2', sectionId: 's1', caption, end: 1 });

const byLanguage = table(
  'CLIN x001 - On-site interpretation by language and courthouse (hours)',
  ['Language', 'Courthouse', 'Base Year', 'Option Year 1', 'Option Year 2'],
  [
    ['Korean', 'Denver, CO', '4,000', '4,200', '4,400'],
    ['Somali', 'Denver, CO', '1,500', '1,500', '1,500'],
    ['Korean', 'Boise, ID', '900', '900', '900'],
    ['**Total**', '', '**6,400**', '**6,600**', '**6,800**'],
  ],
);

describe('orderedHours', () => {
  it('reads hours by item and period, places apart, totals left out', () => {
    const read = orderedHours(byLanguage);
    expect(read?.rows.map((r) => [r.label, r.place, r.hours.map((h) => h.value)])).toEqual([
      ['Korean', 'Denver, CO', [4000, 4200, 4400]],
      ['Somali', 'Denver, CO', [1500, 1500, 1500]],
      ['Korean', 'Boise, ID', [900, 900, 900]],
    ]);
  });

  it('reads hours named in the period columns instead of the caption', () => {
    const t = table(
      'Estimated quantities',
      ['Service', 'Base Period est. hours', 'Option Period 1 est. hours'],
      [['Telephonic interpretation', '2,000', '2,400']],
    );
    expect(orderedHours(t)?.rows[0]?.hours).toEqual([
      { period: 'Base', value: 2000 },
      { period: 'Option 1', value: 2400 },
    ]);
  });

  it('reads periods as rows, the same table turned', () => {
    const t = table(
      'Estimated interpreter hours',
      ['Period', 'Spanish', 'All other languages'],
      [
        ['Base Year', '3,000', '1,000'],
        ['Option Year 1', '3,200', '1,100'],
        ['Total', '6,200', '2,100'],
      ],
    );
    expect(orderedHours(t)?.rows.map((r) => [r.label, r.hours.map((h) => h.value)])).toEqual([
      ['Spanish', [3000, 3200]],
      ['All other languages', [1000, 1100]],
    ]);
  });

  it('takes the hours columns of a table with period columns of several measures', () => {
    const t = table(
      'Support workload',
      ['Service', 'Base iterations', 'Option 1 iterations', 'Base hours', 'Option 1 hours'],
      [['Records review', '12', '10', '1,920', '1,600']],
    );
    expect(orderedHours(t)?.rows[0]?.hours.map((h) => h.value)).toEqual([1920, 1600]);
    const counts = table(
      'Sessions (hours)',
      ['Service', 'Base sessions', 'Option 1 sessions'],
      [['Review', '12', '10']],
    );
    expect(orderedHours(counts)).toBeUndefined();
  });

  it("reads one column of a year's hours as every period's", () => {
    const t = table(
      'Estimated workload',
      ['Service', 'Estimated annual hours'],
      [
        ['On-site interpretation', '6,000'],
        ['Telephonic interpretation', '1,500'],
      ],
    );
    expect(orderedHours(t)?.rows.map((r) => [r.label, r.hours])).toEqual([
      ['On-site interpretation', [{ period: 'Annual', value: 6000 }]],
      ['Telephonic interpretation', [{ period: 'Annual', value: 1500 }]],
    ]);
    const plan = buildPlan(
      model({
        tables: [t],
        periods: periods(2, 0, 6),
        domain: { domain: 'professional', codes: [], serviceContractAct: false, evidence: [] },
      }),
    );
    const onsite = plan.tasks.find((x) => /On-site/.test(x.lcat));
    expect(onsite?.periods?.map((p) => p.hours)).toEqual([3000, 6000, 6000]);
  });

  it.each([
    [
      'hours of operation',
      'Hours of operation by office',
      ['Office', 'Base Year', 'Option Year 1'],
      ['Denver', '2,080', '2,080'],
    ],
    ['rates', 'Hourly rates (hours)', ['Language', 'Base Year', 'Option Year 1'], ['Korean', '85', '88']],
    [
      'a staffing table',
      'Staffing (hours)',
      ['Labor Category', 'Base Year', 'Option Year 1'],
      ['Analyst', '1,880', '1,880'],
    ],
    [
      'words',
      'Translation (hours)',
      ['Item', 'Base Year', 'Option Year 1'],
      ['Translation', '100,000 words', '100,000 words'],
    ],
    ['no period column', 'Volumes (hours)', ['Item', 'Annual'], ['Interpretation', '1,000']],
    ['no hours', 'Visits by clinic', ['Clinic', 'Base Year', 'Option Year 1'], ['North', '3,000', '3,000']],
  ])('is not ordered hours: %s', (_, caption, header, row) => {
    expect(orderedHours(table(caption as string, header as string[], [row as string[]]))).toBeUndefined();
  });

  it('keeps every row of any such table (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.constantFrom('Tagalog', 'Farsi', 'Hmong', 'Amharic'),
            fc.integer({ min: 1, max: 9000 }),
          ),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (rows) => {
          const t = table(
            'Interpretation (hours)',
            ['Language', 'Base Period', 'Option Year 1'],
            rows.map(([l, h]) => [l, h.toLocaleString('en-US'), String(h)]),
          );
          const read = orderedHours(t);
          expect(read?.rows.length).toBe(rows.length);
          expect(read?.rows.reduce((s, r) => s + (r.hours[0]?.value ?? 0), 0)).toBe(
            rows.reduce((s, [, h]) => s + h, 0),
          );
        },
      ),
    );
  });
});

describe('unitPricedVolumes', () => {
  it('says output ordered by the word is priced per word, rows or a lone row read as header', () => {
    const rows = table(
      'Written translation (words)',
      ['', 'Base Year', 'Option Year 1'],
      [['Translation, all languages', '90,000 words', '120,000 words']],
    );
    const asHeader = table(
      'Written translation (words)',
      ['Translation', 'Base Year 90,000 words', 'Option Year 1 120,000 words'],
      [],
    );
    for (const t of [rows, asHeader]) {
      const u = unitPricedVolumes(model({ tables: [t] }));
      expect(u.assumptions[0]).toMatch(/per word/);
      expect(u.assumptions[0]).toMatch(/90,000 words in Base/);
      expect(u.questions[0]).toMatch(/priced per word/);
    }
  });
});

describe('buildPlan with ordered hours', () => {
  it('plans each row as stated, each period its own hours, at high confidence', () => {
    const plan = buildPlan(
      model({
        tables: [byLanguage],
        periods: periods(2),
        domain: { domain: 'professional', codes: [], serviceContractAct: false, evidence: [] },
      }),
    );
    const interp = plan.tasks.filter((t) => /^Interpreter - /.test(t.lcat));
    expect(interp.map((t) => t.lcat)).toEqual([
      'Interpreter - Korean',
      'Interpreter - Somali',
      'Interpreter - Korean',
    ]);
    expect(interp.every((t) => t.hoursSource === 'stated')).toBe(true);
    expect(total(interp)).toBe(6400);
    expect(interp[0]?.periods?.map((p) => p.hours)).toEqual([4000, 4200, 4400]);
    expect(plan.confidence?.level).toBe('high');
    expect(plan.openQuestions?.some((q) => /level of effort/.test(q.question))).toBe(false);
  });
});

describe('lineItemHours', () => {
  it('reads hours a price schedule orders by line item, periods from the row or its CLIN', () => {
    const t = table(
      'Schedule of services',
      ['CLIN', 'Description', 'Est. Qty', 'Unit', 'Unit Price', 'Amount'],
      [
        ['0001', 'Spanish interpretation', '2,400', 'HR', '', ''],
        ['0002', 'Written translation', '90,000', 'Word', '', ''],
        ['0003', 'Travel', '1', 'LOT', '', ''],
        ['1001', 'Spanish interpretation', '2,600', 'HR', '', ''],
        ['2001', 'Option Year 2 - Spanish interpretation', '2,800', 'Hours', '', ''],
      ],
    );
    expect(lineItemHours(t)?.rows).toEqual([
      {
        label: 'Spanish interpretation',
        hours: [
          { period: 'Base', value: 2400 },
          { period: 'Option 1', value: 2600 },
          { period: 'Option 2', value: 2800 },
        ],
      },
    ]);
  });

  it('reads nothing from a schedule without hour units', () => {
    const t = table(
      'Schedule',
      ['CLIN', 'Description', 'Qty', 'Unit'],
      [['0001', 'Monthly services', '12', 'MO']],
    );
    expect(lineItemHours(t)).toBeUndefined();
  });
});
