import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Table } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import {
  agentOf,
  matchRates,
  readRatios,
  readStatedRates,
  statedRateLines,
  tableRates,
  volumeItems,
} from './stated-rates';
import { model, periods, total } from './test-models';
import { planFrame } from './frame';
import { tableOf } from '../../solicitation/test-tables';

const table = (caption: string, header: string[], rows: string[][], start = 0): Table =>
  tableOf(header, rows, {
    id: 't1',
    document: 'pws.md',
    ref: '3.3',
    sectionId: 's1',
    caption,
    start,
    end: start + 1,
  });

describe('readStatedRates', () => {
  it.each([
    ['Desk-side tickets averaged 50 minutes of technician effort.', 50, 'technician'],
    ['An IMAC averaged 1.5 hours.', 90, undefined],
    [
      'Average handle time for telephone contacts was 9.5 minutes plus 2 minutes of after-contact work.',
      11.5,
      undefined,
    ],
    ['An intake screening by a dental assistant takes about ten (10) minutes.', 10, 'dental assistant'],
    ['Each benefits claim takes approximately 45 minutes to adjudicate.', 45, undefined],
    ['A site inspection typically requires 3 hours.', 180, undefined],
    ['Average processing time for a passport application is 20 minutes.', 20, undefined],
  ])('%s', (sentence, minutes, role) => {
    const r = readStatedRates([sentence])[0];
    expect(r?.minutes).toBe(minutes);
    expect(r?.role).toBe(role);
  });

  it('reads items per day, and the elliptical clause after it', () => {
    const rates = readStatedRates([
      'Experience is that a general dentist completes about twelve (12) patient visits in an eight-hour clinic day, and a dental hygienist about eight (8).',
    ]);
    expect(rates.map((r) => [r.role, r.minutes, r.perDay?.count])).toEqual([
      ['general dentist', 40, 12],
      ['dental hygienist', 60, 8],
    ]);
  });

  it.each([
    'An auditor reviews about 6 case files per day.',
    'A caseworker handles approximately 15 inquiries a day.',
    'One claims examiner processes 20 claims in a 10-hour shift.',
  ])('items per day in other words: %s', (sentence) => {
    const r = readStatedRates([sentence])[0];
    expect(r?.perDay?.count).toBeGreaterThan(0);
    expect(r?.minutes).toBeGreaterThan(0);
  });

  it.each([
    'The help desk handles about 300 calls a day.',
    'The office receives 1,500 claims per day.',
    'The Contractor shall respond within 15 minutes of a request.',
    'Interpreters shall arrive 15 minutes before the scheduled hearing.',
    'The service desk shall be staffed from 6:30 a.m. to 7:00 p.m.',
  ])('is not a productivity: %s', (sentence) => {
    expect(readStatedRates([sentence])).toEqual([]);
  });

  it('any minutes stated per item are read back (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('work order', 'claim', 'inspection', 'ticket'),
        fc.integer({ min: 1, max: 240 }),
        fc.constantFrom('averaged', 'takes about', 'took', 'requires approximately'),
        (noun, minutes, verb) => {
          const r = readStatedRates([`A ${noun} ${verb} ${minutes} minutes.`])[0];
          expect(r?.minutes).toBe(minutes);
        },
      ),
    );
  });
});

const rowsTable = table(
  'Workload',
  ['Workload item', 'Annual volume', 'Notes'],
  [
    ['Contacts to the service desk', '20,000', 'phone 60%, portal 30%, chat 10%'],
    ['Tickets escalated to desk-side (Tier 2)', '5,000', 'HQ 3,000'],
    ['Moves, adds and changes (IMAC)', '800', ''],
  ],
);
const columnsTable = table(
  'Clinic workload',
  ['Clinic', 'Dentist visits', 'Hygiene visits', 'Total visits', 'Intake screenings (by dental assistant)'],
  [
    ['North', '3,000', '1,000', '4,000', '5,000'],
    ['South', '1,000', '600', '1,600', '3,000'],
    ['Total', '4,000', '1,600', '5,600', '8,000'],
  ],
  200,
);

describe('volumeItems', () => {
  it('reads a row per item with an annual volume column', () => {
    expect(volumeItems(model({ tables: [rowsTable] }), ['']).map((v) => [v.label, v.value])).toEqual([
      ['Contacts to the service desk', 20000],
      ['Tickets escalated to desk-side (Tier 2)', 5000],
      ['Moves, adds and changes (IMAC)', 800],
    ]);
  });

  it('reads a column per item from the total row when the text before says it is a year', () => {
    const lead = `${'x'.repeat(120)} The table below shows the visits in fiscal year 2026.\n\n`;
    const items = volumeItems(model({ tables: [columnsTable] }), [lead.padEnd(200)]);
    expect(items.map((v) => [v.label, v.value])).toEqual([
      ['Dentist visits', 4000],
      ['Hygiene visits', 1600],
      ['Intake screenings (by dental assistant)', 8000],
    ]);
    // Without a word of the year, a table of counts is not a year's volume.
    expect(volumeItems(model({ tables: [columnsTable] }), [''])).toEqual([]);
  });

  it('turns a monthly column into a year', () => {
    const t = table(
      'Volumes',
      ['Item', 'Monthly volume'],
      [
        ['Claims', '1,000'],
        ['Appeals', '50'],
      ],
    );
    expect(volumeItems(model({ tables: [t] }), ['']).map((v) => v.value)).toEqual([12000, 600]);
  });
});

describe('matchRates', () => {
  it('pairs each rate with its item, a channel through its share', () => {
    const rates = readStatedRates([
      'Average handle time for telephone contacts was 10 minutes plus 2 minutes of after-contact work. Chat sessions averaged 15 minutes. Desk-side tickets averaged 60 minutes of technician effort, and an IMAC averaged 2 hours.',
    ]);
    const pairs = matchRates(rates, volumeItems(model({ tables: [rowsTable] }), ['']));
    expect(pairs.map((p) => [p.item.label.slice(0, 12), p.share, p.rate.minutes])).toEqual([
      ['Contacts to ', 0.6, 12],
      ['Contacts to ', 0.1, 15],
      ['Tickets esca', 1, 60],
      ['Moves, adds ', 1, 120],
    ]);
  });
});

describe('readRatios', () => {
  it.each([
    [
      'Each dentist shall be supported by at least one dental assistant chair-side.',
      'dentist',
      'dental assistant',
      1,
    ],
    [
      'Every surgeon will be assisted by two (2) surgical technologists.',
      'surgeon',
      'surgical technologist',
      2,
    ],
    ['Each interpreter must be accompanied by a escort officer.', 'interpreter', 'escort officer', 1],
  ])('%s', (sentence, lead, helper, count) => {
    expect(readRatios([sentence])[0]).toMatchObject({ lead, helper, count });
  });
});

describe('statedRateLines and the plan', () => {
  it('sizes roles from volumes and stated productivity, with assumptions and a question', () => {
    const texts = [
      'Desk-side tickets averaged 60 minutes of technician effort, and an IMAC averaged 2 hours. Average handle time for telephone contacts was 10 minutes plus 2 minutes of after-contact work.',
    ];
    const m = model({ tables: [{ ...rowsTable, caption: 'Annual workload' }], periods: periods(1) });
    const r = statedRateLines(m, planFrame(m), texts);
    const desk = r.lines.find((l) => l.lcat === 'Desktop Support Technician');
    expect(desk?.hours).toBe(Math.round((5000 * 60 + 800 * 120) / 60 / 0.75));
    const tier1 = r.lines.find((l) => l.lcat === 'Help Desk Technician');
    expect(tier1?.hours).toBe(Math.round((12000 * 12) / 60 / 0.85 / 0.75));
    expect(r.assumptions.join(' ')).toMatch(/productive/);
    expect(r.questions.join(' ')).toMatch(/productivity/);
    const plan = buildPlan(m, { texts });
    expect(plan.tasks.some((t) => t.lcat === 'Desktop Support Technician')).toBe(true);
    expect(plan.confidence?.level).toBe('medium');
    expect(total(plan.tasks)).toBeGreaterThan(10000);
  });
});

describe('rates and volumes in other layouts', () => {
  it('reads a time-per-item column beside the volumes, in minutes or hours', () => {
    const t = table(
      'Annual workload',
      ['Work item', 'Annual volume', 'Average handling time (minutes)'],
      [
        ['Benefit claims', '12,000', '35'],
        ['Appeals', '900', '120'],
        ['Total', '12,900', ''],
      ],
    );
    expect(tableRates(model({ tables: [t] })).map((r) => [r.subject, r.minutes])).toEqual([
      ['Benefit claims', 35],
      ['Appeals', 120],
    ]);
    const h = table('Workload', ['Service', 'Orders per year', 'Hours per order'], [['Moves', '400', '2.5']]);
    expect(tableRates(model({ tables: [h] }))[0]?.minutes).toBe(150);
    const m = model({ tables: [t], periods: periods(1) });
    const lines = statedRateLines(m, planFrame(m), ['']).lines;
    expect(lines.reduce((s, l) => s + l.hours, 0)).toBe(Math.round((12000 * 35 + 900 * 120) / 60 / 0.75));
  });

  it('sizes a volume stated in a sentence with the rate stated for it', () => {
    const m = model({
      quantities: [
        {
          document: 'pws.md',
          ref: '2.1',
          quote: 'The office receives about 1,500 claims a month.',
          value: 1500,
          noun: 'claim',
          per: 'month',
        },
      ],
      periods: periods(1),
      domain: { domain: 'professional', codes: [], serviceContractAct: false, evidence: [] },
    });
    const r = statedRateLines(m, planFrame(m), ['A claim takes about 30 minutes to examine.']);
    expect(r.lines[0]?.hours).toBe(Math.round((18000 * 30) / 60 / 0.75));
  });
});

describe('more productivity and period phrasings', () => {
  it.each([
    ['A technician closes about 4 tickets per hour.', 15],
    ['An examiner processes 32 claims in an 8-hour day.', 15],
    ['A clerk scans approximately 1,200 pages a day.', 0.4],
  ])('%s', (sentence, minutes) => {
    expect(readStatedRates([sentence])[0]?.minutes ?? 0).toBeCloseTo(minutes, 1);
  });

  it('reads a table of average monthly volumes as twelve months', () => {
    const t = table(
      'Average monthly workload by office',
      ['Office', 'Claims', 'Appeals'],
      [
        ['East', '1,000', '50'],
        ['West', '500', '25'],
      ],
    );
    expect(volumeItems(model({ tables: [t] }), ['']).map((v) => [v.label, v.value])).toEqual([
      ['Claims', 18000],
      ['Appeals', 900],
    ]);
  });
});

describe('a workload table by place', () => {
  it('gives each place its own line, from its own volumes', () => {
    const lead = 'The table below shows the visits in fiscal year 2026.\n\n';
    const t = { ...columnsTable, start: lead.length };
    const m = model({
      tables: [t],
      periods: periods(1),
      domain: { domain: 'medical', codes: [], serviceContractAct: false, evidence: [] },
    });
    const r = statedRateLines(m, planFrame(m), [
      lead,
      'A dentist completes about 10 patient visits in an eight-hour day.',
    ]);
    const dentist = r.lines.filter((l) => l.lcat === 'Dentist');
    expect(dentist.map((l) => [l.location, l.hours])).toEqual([
      ['North', 2400],
      ['South', 800],
    ]);
  });
});

describe('items a year per worker', () => {
  it.each([
    'An examiner completes about 1,200 claims a year.',
    'One FTE processes approximately 1,200 applications per year.',
  ])('%s', (sentence) => {
    expect(readStatedRates([sentence])[0]?.perYear).toBe(1200);
  });

  it('sizes at the plan hours per FTE', () => {
    const m = model({
      quantities: [
        {
          document: 'pws.md',
          ref: '2.1',
          quote: 'The office receives about 500 claims a month.',
          value: 500,
          noun: 'claim',
          per: 'month',
        },
      ],
      periods: periods(1),
      hoursPerFte: { ...{ document: 'pws.md', ref: 'H.1', quote: '2,080 hours' }, value: 2080, stated: true },
      domain: { domain: 'professional', codes: [], serviceContractAct: false, evidence: [] },
    });
    const r = statedRateLines(m, planFrame(m), ['An examiner completes about 1,200 claims a year.']);
    expect(r.lines[0]?.hours).toBe(Math.round((6000 / 1200) * 2080));
    expect(r.lines[0]?.lcat).toBe('Examiner');
  });
});

describe('backlogs counted by kind, with rates listed by label', () => {
  it('reads labelled rates as items per hour or day, or time per item', () => {
    const text = [
      'Our own staff averaged, for information only:',
      '- tagging with barcode labels: thirty (30) boxes an hour;',
      '- indexing of deeds: two and one-half (2.5) hours a deed;',
      '(c) map conservation survey: 20 minutes per sheet; and',
      '- sorting: 120 letters a day.',
    ].join('\n');
    expect(readStatedRates([text]).map((r) => [r.subject, r.minutes])).toEqual([
      ['tagging with barcode labels boxes', 2],
      ['indexing of deeds deed', 150],
      ['map conservation survey sheet', 20],
      ['sorting letters', 4],
    ]);
  });

  it('reads no deadline, window or coverage as a rate', () => {
    const text = [
      '- response time: 2 hours per request;',
      '- hours of operation: 10 hours a day;',
      '- delivery: 3 days per order.',
      'Item 4: 12 pages per chapter',
    ].join('\n');
    expect(readStatedRates([text])).toEqual([]);
  });

  it('reads a backlog table as one-time volumes named by their description', () => {
    const t = table(
      'Backlog to clear',
      ['Lot', 'Description', 'Count'],
      [
        ['1', 'Land deeds awaiting indexing', '4,200 deeds'],
        ['2', 'Survey maps without a record', '900 sheets'],
        ['Total', '', '5,100'],
      ],
    );
    const items = volumeItems(model({ tables: [t] }), ['']);
    expect(items.map((v) => [v.label, v.value, v.once])).toEqual([
      ['Land deeds awaiting indexing', 4200, true],
      ['Survey maps without a record', 900, true],
    ]);
    // The same counts without the word backlog are no one-time volume.
    const plain = table('Lots', ['Lot', 'Description', 'Count'], t.rows.slice(0, 2));
    expect(volumeItems(model({ tables: [plain] }), ['']).some((v) => v.once)).toBe(false);
  });

  it('names the worker by the verb of the work when the documents call people so', () => {
    expect(agentOf('deed indexing', ['Work is done by qualified indexers.'])).toBe('Indexer');
    expect(agentOf('copy cataloging', ['Catalogers holding an MLS are exempt.'])).toBe('Cataloger');
    expect(agentOf('document scanning', ['Two scanners are provided by the Government.'])).toBeUndefined();
    expect(agentOf('sorting', ['Sort the mail daily.'])).toBeUndefined();
  });
});
