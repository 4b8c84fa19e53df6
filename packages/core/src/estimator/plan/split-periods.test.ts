import { describe, expect, it } from 'vitest';
import { readSolicitation } from '../../solicitation';
import { readClinPeriods } from '../../solicitation/facts/clins';
import type { LabourCategory } from '../../solicitation/model';
import type { PlanFrame } from './frame';
import { categoryPeriodHours } from './stated-staffing';

/** Tables rebuilt from PDF positions: a period split over CLIN columns, an extension row, a key header. */
const frame = {
  periods: [
    { name: 'Base Period', kind: 'base', months: 24 },
    { name: 'Option Period', kind: 'option', months: 24 },
  ],
  months: 48,
  hoursPerFte: 1920,
} as unknown as PlanFrame;

const category = (stated: [string, number][]) =>
  ({
    title: 'Hydrographic Surveyor',
    stated: stated.map(([period, hours]) => ({ period, hours })),
  }) as never as LabourCategory;

describe('a period split over several columns', () => {
  it('takes the period total column, in several wordings, over the first of its parts', () => {
    for (const [part, total] of [
      ['BASE PERIOD (24 months) 0001 Survey', 'BASE PERIOD (24 months) Base total'],
      ['Base Period Task 1 Field', 'Base Period Total Hours'],
      ['Base Period CLIN 0001 Mapping', 'Total, Base Period'],
    ] as const) {
      const c = category([
        [part, 700],
        [part.replace(/\w+$/, 'Other'), 300],
        [total, 1000],
        ['Option Period Task 1', 500],
        ['Option Period Task 2', 400],
        ['Option Period total', 900],
      ]);
      expect(categoryPeriodHours(c, frame, []).hours).toEqual([1000, 900]);
    }
  });

  it('keeps the first amount of a period when no column is a total', () => {
    const c = category([
      ['Base Period', 1200],
      ['Option Period', 1100],
    ]);
    expect(categoryPeriodHours(c, frame, []).hours).toEqual([1200, 1100]);
    // A grand total outside every period stays out of the periods.
    const grand = category([
      ['Base Period', 1200],
      ['Option Period', 1100],
      ['Total', 2300],
    ]);
    expect(categoryPeriodHours(grand, frame, []).hours).toEqual([1200, 1100]);
    // A row total whose label took the last period's name is no period total: it adds up more.
    const named = category([
      ['Base Period', 1200],
      ['Option Period', 1100],
      ['Option Period Total', 2300],
    ]);
    expect(categoryPeriodHours(named, frame, []).hours).toEqual([1200, 1100]);
  });
});

describe('a CLIN row that names the extension', () => {
  const unit = (text: string) => ({ text, row: true }) as never;
  it('is not an option period, however the row words it', () => {
    for (const extension of [
      '3001 Extension (6 mo.)  960',
      '3001  Extension Period  12 MO',
      '3001 | Extension - six months | 480',
    ]) {
      const periods = readClinPeriods([
        unit('0001  Base Period labor  12 MO'),
        unit('1001  Option Period 1 labor  12 MO'),
        unit('2001  Option Period 2 labor  12 MO'),
        unit(extension),
      ]);
      expect(periods.map((p) => p.index)).toEqual([0, 1, 2]);
    }
  });

  it('still reads an option whose services mention an extension of something else', () => {
    const periods = readClinPeriods([
      unit('0001  Base Year support services  12 MO'),
      unit('1001  Option Year 1 support services, telephone extension moves  12 MO'),
    ]);
    expect(periods.map((p) => p.index)).toEqual([0, 1]);
  });
});

describe('a key marker in a header of column-aligned labels', () => {
  it('names the title of its own column, not the column label before it', () => {
    for (const [header, title] of [
      ['Line Item / Year   Dredge Superintendent (Key)   Deckhand', 'Dredge Superintendent'],
      ['Task Order Period    Nurse Case Manager (Key)    Scheduler', 'Nurse Case Manager'],
      ['CLIN   Period   Chief Surveyor (Key)   Rodman', 'Chief Surveyor'],
    ] as const) {
      const model = readSolicitation({ primary: { name: 'rfq.txt', text: `3. STAFFING\n\n${header}\n` } });
      const titles = model.keyPersonnel.map((k) => k.title);
      expect(titles).toContain(title);
      expect(titles.some((t) => t !== title && t.endsWith(title))).toBe(false);
    }
  });
});
