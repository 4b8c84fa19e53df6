import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PeriodStructure, Table } from '../model';
import { pipeTableOf } from '../test-tables';
import { sitesDown } from './block-shapes';
import { readTableStaffing } from './table-staffing';

/** A table as the structure reader gives it, from Markdown pipe rows. */
function pipeTable(text: string, caption?: string): Table {
  return pipeTableOf(text, { id: 't1', document: 'doc', ref: 'J.2', caption, end: text.length });
}

const FIVE_PERIODS: PeriodStructure = {
  periods: ['Base Year', 'Option Year 1', 'Option Year 2', 'Option Year 3', 'Option Year 4'].map(
    (name, i) => ({
      name,
      kind: i === 0 ? 'base' : 'option',
      months: 12,
      document: 'doc',
      ref: 'F',
      quote: name,
    }),
  ),
  totalMonths: 60,
  basis: 'stated',
};

describe('readTableStaffing: LCAT x period tables', () => {
  const text = `
| Level of Effort | | | | | | |
| --- | --- | --- | --- | --- | --- | --- |
| Labor Category | Base Year | OY1 | OY2 | OY3 | OY4 | Total |
| Program Manager (1 FTE/Contract Period is Key Personnel) | 4,160 | 4,160 | 4,160 | 4,160 | 4,160 | 20,800 |
| Sr. Systems Administrator (Unix/Linux) (Key) | 6,240 | 6,240 | 6,240 | 6,240 | 6,240 | 31,200 |
| Database Administrator | 5,640 | 7,520 | 7,520 | 9,400 | 11,280 | 41,360 |
| Total (Excluding Surge) | 16,040 | 17,920 | 17,920 | 19,800 | 21,680 | 93,360 |
| Surge | 1,604 | 1,792 | 1,792 | 1,980 | 2,168 | 9,336 |
| Total (Including Surge) | 17,644 | 19,712 | 19,712 | 21,780 | 23,848 | 102,696 |`;

  it('reads each category verbatim with its key flag and hours per period', () => {
    const read = readTableStaffing(pipeTable(text), [], FIVE_PERIODS);
    expect(read?.categories.map((c) => [c.title, c.key])).toEqual([
      ['Program Manager', true],
      ['Sr. Systems Administrator (Unix/Linux)', true],
      ['Database Administrator', false],
    ]);
    const dba = read?.categories[2];
    expect(dba?.stated.map((s) => [s.period, s.periodIndex, s.hours])).toEqual([
      ['Base Year', 0, 5640],
      ['OY1', 1, 7520],
      ['OY2', 2, 7520],
      ['OY3', 3, 9400],
      ['OY4', 4, 11280],
    ]);
    expect(read?.table.measure).toBe('hours');
    expect(read?.table.periods).toEqual(['Base Year', 'OY1', 'OY2', 'OY3', 'OY4']);
  });

  it('sets the surge apart and checks the rows against the total excluding it', () => {
    const read = readTableStaffing(pipeTable(text), [], null);
    expect(read?.table.optional).toEqual([{ label: 'Surge', amounts: [1604, 1792, 1792, 1980, 2168] }]);
    expect(read?.table.foots?.every((f) => f.ok)).toBe(true);
    expect(read?.table.totals?.[0]).toEqual({ period: 'Base Year', hours: 16040 });
  });

  it('says by how much a table does not foot', () => {
    const short = text.replace('| 16,040 |', '| 18,120 |');
    const read = readTableStaffing(pipeTable(short), [], null);
    expect(read?.table.foots?.[0]).toEqual({ period: 'Base Year', rowSum: 16040, stated: 18120, ok: false });
  });

  it('reads back any generated LCAT x period table exactly', () => {
    const titles = fc.constantFrom(
      'Systems Engineer II',
      'Help Desk Specialist',
      'Database Developer - Senior',
      'Guard I',
      'Registered Nurse',
      'Project Manager',
      'Data Scientist (e.g., AI/ML)',
    );
    const row = fc.record({
      title: titles,
      hours: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 3, maxLength: 3 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(row, { minLength: 1, maxLength: 6, selector: (r) => r.title }),
        fc.boolean(),
        (rows, commas) => {
          const fmt = (n: number) => (commas ? (n * 1920).toLocaleString('en-US') : String(n * 1920));
          const body = rows.map((r) => `| ${r.title} | ${r.hours.map(fmt).join(' | ')} |`).join('\n');
          const read = readTableStaffing(
            pipeTable(
              `| Labor Category | Base Period | Option Period 1 | Option Period 2 |\n|---|---|---|---|\n${body}`,
            ),
            [],
            null,
          );
          expect(read?.categories.map((c) => c.title)).toEqual(rows.map((r) => r.title));
          expect(read?.categories.map((c) => c.stated.map((s) => s.hours))).toEqual(
            rows.map((r) => r.hours.map((h) => h * 1920)),
          );
        },
      ),
    );
  });
});

describe('readTableStaffing: price schedules by period', () => {
  const block = (period: string) => `
| | ${period} - IT Support Services | ${period} - IT Support Services | ${period} - IT Support Services |
| | | Rate | Est. Hours | 12 Month POP Total Price |
| # of FTE | LABOR CATEGORY |
| 1 | Project Manager - Senior | | 1880 |
| 2 | Database Developer - Intermediate | | 3760 |
| 3 | Total | | | $ |`;
  const sheet = `| Detailed FFP Breakdown | | | | |\n|---|---|---|---|---|${['Base Period', 'Option Period 1', 'Option Period 2'].map(block).join('')}
| | *THE ALLOCATED HOURS AND LABOR CATEGORIES ARE FOR ESTIMATING PURPOSES ONLY. |`;

  it('reads FTE and hours per LCAT for every period block, ignoring the price columns', () => {
    const read = readTableStaffing(pipeTable(sheet), [], null);
    expect(read?.table.periods).toEqual(['Base Period', 'Option Period 1', 'Option Period 2']);
    expect(read?.categories.map((c) => c.title)).toEqual([
      'Project Manager - Senior',
      'Database Developer - Intermediate',
    ]);
    expect(read?.categories[1]?.stated.map((s) => [s.fte, s.hours])).toEqual([
      [2, 3760],
      [2, 3760],
      [2, 3760],
    ]);
    expect(read?.table.measure).toBe('hours');
    expect(read?.table.indicative).toBe(true);
    expect(read?.table.moneyColumns).toContain('Rate');
  });
});

describe('readTableStaffing: other shapes', () => {
  it('reads role x site FTE tables with one category per site', () => {
    const read = readTableStaffing(
      pipeTable(
        `| Position | Glynco, GA | Artesia, NM | Charleston, SC |\n|---|---|---|---|\n| Custodian | 4 | 2 | 1 |\n| Floor Technician | 1 | 1 | 0.5 |`,
        'FTE by site',
      ),
      [],
      null,
    );
    expect(read?.categories.map((c) => [c.title, c.site, c.stated[0]?.fte])).toEqual([
      ['Custodian', 'Glynco, GA', 4],
      ['Custodian', 'Artesia, NM', 2],
      ['Custodian', 'Charleston, SC', 1],
      ['Floor Technician', 'Glynco, GA', 1],
      ['Floor Technician', 'Artesia, NM', 1],
      ['Floor Technician', 'Charleston, SC', 0.5],
    ]);
  });

  it('reads places down the side with job titles across, in several shapes', () => {
    const shapes = [
      `| Site | Lead Guard | Guard | Total |\n|---|---|---|---|\n| North Gate | 1 | 4 | 5 |\n| South Yard | 1 | 2 | 3 |\n| Total | 2 | 6 | 8 |`,
      `| Clinic | Dental Hygienist | Dental Assistant |\n|---|---|---|\n| Eastside Clinic | 2 | 3 |\n| Riverside Clinic | 1 | 2 |`,
      `| Location | Custodian | Floor Technician | Total FTE |\n|---|---|---|---|\n| Building 100 | 3 | 1 | 4 |\n| Building 200 | 2 | 0.5 | 2.5 |\n| All locations total | 5 | 1.5 | 6.5 |`,
    ];
    const reads = shapes.map((t) => readTableStaffing(pipeTable(t), [], null));
    const rows = (k: number) =>
      reads[k]?.categories.map((c) => [c.title, c.site, c.stated[0]?.people ?? c.stated[0]?.fte]);
    expect(rows(0)).toEqual([
      ['Lead Guard', 'North Gate', 1],
      ['Lead Guard', 'South Yard', 1],
      ['Guard', 'North Gate', 4],
      ['Guard', 'South Yard', 2],
    ]);
    expect(rows(1)).toEqual([
      ['Dental Hygienist', 'Eastside Clinic', 2],
      ['Dental Hygienist', 'Riverside Clinic', 1],
      ['Dental Assistant', 'Eastside Clinic', 3],
      ['Dental Assistant', 'Riverside Clinic', 2],
    ]);
    expect(rows(2)?.map((r) => r[0])).toEqual([
      'Custodian',
      'Custodian',
      'Floor Technician',
      'Floor Technician',
    ]);
    expect(reads[2]?.table.foots?.every((f) => f.ok)).toBe(true);
  });

  it('does not turn a table of places by measure, or of titles by place, around', () => {
    // Places down the side but only measures across: the places are not job titles, nor read as sites.
    const measures = readTableStaffing(
      pipeTable(
        `| Site | Hours | FTE |\n|---|---|---|\n| North Gate | 4,160 | 2 |\n| South Yard | 2,080 | 1 |`,
      ),
      [],
      null,
    );
    expect(measures?.categories.some((c) => c.site === 'Hours' || c.site === 'FTE') ?? false).toBe(false);
    // Places down the side with dimensions across: no job titles, nothing turned.
    expect(
      sitesDown(
        { labels: ['Site', 'Chamber (ft)', 'Lift (ft)', 'Gates'], rows: [['North Lock', '600', '34', '4']] },
        () => true,
      ),
    ).toBeNull();
    // Places down the side with a column of positions: read as it stands.
    const listed = readTableStaffing(
      pipeTable(
        `| Site | Shift | Position | Number of Positions |\n|---|---|---|---|\n| North Gate | Day | Guard | 3 |\n| South Yard | Night | Lead Guard | 1 |`,
      ),
      [],
      null,
    );
    expect((listed?.categories ?? []).every((c) => !/Gate|Yard/.test(c.title))).toBe(true);
    expect(
      sitesDown(
        {
          labels: ['Site', 'Shift', 'Position', 'Number of Positions'],
          rows: [['North Gate', 'Day', 'Guard', '3']],
        },
        () => true,
      ),
    ).toBeNull();
    // Titles down the side, places across: read as it stands.
    const across = readTableStaffing(
      pipeTable(
        `| Position | North Gate | South Yard |\n|---|---|---|\n| Guard | 4 | 2 |\n| Lead Guard | 1 | 1 |`,
        'Staff by site',
      ),
      [],
      null,
    );
    expect(across?.categories.map((c) => [c.title, c.site])).toEqual([
      ['Guard', 'North Gate'],
      ['Guard', 'South Yard'],
      ['Lead Guard', 'North Gate'],
      ['Lead Guard', 'South Yard'],
    ]);
  });

  it('reads a staffing note set as a row of its own, apart from the totals', () => {
    const read = readTableStaffing(
      pipeTable(
        `| Site | Lead Guard | Guard | Total |\n|---|---|---|---|\n| North Gate | 1 | 4 | 5 |\n| South Yard | 1 | 2 | 3 |\n| Sites total | 2 | 6 | 8 |\n| Program Manager (Key Personnel), North Gate, one (1) position | | | |`,
      ),
      [],
      null,
    );
    const pm = read?.categories.find((c) => c.title === 'Program Manager');
    expect([pm?.key, pm?.site, pm?.stated[0]?.people]).toEqual([true, 'North Gate', 1]);
    expect(read?.table.foots?.every((f) => f.ok)).toBe(true);
  });

  it('adds up the per-site totals of a total row into the period total', () => {
    const read = readTableStaffing(
      pipeTable(
        `| Labor category | East Plant | West Plant | Total FTE |\n|---|---|---|---|\n| Operator | 2.0 | 1.0 | 3.0 |\n| Mechanic | 1.0 | 0.5 | 1.5 |\n| Total | 3.0 | 1.5 | 4.5 |`,
        'Positions shared between sites',
      ),
      [],
      null,
    );
    expect(read?.table.foots).toEqual([{ period: 'Annual', rowSum: 4.5, stated: 4.5, ok: true }]);
  });

  it('reads periods down the side with categories across', () => {
    const read = readTableStaffing(
      pipeTable(
        `| Full Time Equivalents | Professional | Project Manager | Support | Totals |\n|---|---|---|---|---|\n| Year 1 | 0.20 | 1.00 | 5.30 | 6.50 |\n| Year 2 | 0.20 | 1.00 | 5.30 | 6.50 |`,
      ),
      [],
      null,
    );
    expect(read?.categories.map((c) => [c.title, c.stated.map((s) => s.fte)])).toEqual([
      ['Professional', [0.2, 0.2]],
      ['Project Manager', [1, 1]],
      ['Support', [5.3, 5.3]],
    ]);
    expect(read?.table.foots?.map((f) => f.ok)).toEqual([true, true]);
  });

  it.each([
    '| Period | CLIN | Dates |\n|---|---|---|\n| Base Period | 0001 | 1 May 2027 - 30 April 2028 |\n| Option Period 1 | 1001 | 1 May 2028 - 30 April 2029 |\n| Option Period 2 | 2001 | 1 May 2029 - 30 April 2030 |',
    '| Contract Year | Line Item | Months |\n|---|---|---|\n| Base Year | 0001AA | twelve |\n| Option Year 1 | 1001AA | twelve |',
    '| Period | Item No. |\n|---|---|\n| Year 1 | 0100 |\n| Year 2 | 1100 |\n| Year 3 | 2100 |',
  ])('reads no staffing from a table of periods and their line items: %s', (text) => {
    expect(readTableStaffing(pipeTable(text), [], null)).toBeNull();
  });

  it('still reads categories beside a line item column', () => {
    const read = readTableStaffing(
      pipeTable(
        '| Period | CLIN | Field Engineer | Dispatcher |\n|---|---|---|---|\n| Base Year | 0001 | 2,080 | 1,040 |\n| Option Year 1 | 1001 | 2,080 | 1,040 |',
      ),
      [],
      null,
    );
    expect(read?.categories.map((c) => [c.title, c.stated.map((s) => s.hours)])).toEqual([
      ['Field Engineer', [2080, 2080]],
      ['Dispatcher', [1040, 1040]],
    ]);
  });

  it('reads post tables of hours per day and days per week', () => {
    const read = readTableStaffing(
      pipeTable(
        `| Post | Shift | Hours per Day | Days per Week |\n|---|---|---|---|\n| Guard, Main Gate | 0600-1800 | 12 | 7 |\n| Guard Supervisor | 0800-1600 | 8 | 5 |`,
      ),
      [],
      null,
    );
    expect(read?.categories.map((c) => [c.title, c.shift, c.stated[0]?.hours])).toEqual([
      ['Guard, Main Gate', '0600-1800', 4368],
      ['Guard Supervisor', '0800-1600', 2080],
    ]);
  });

  it('reads OCR-noisy post tables: digits read as letters, rules, a total set in another column', () => {
    const read = readTableStaffing(
      pipeTable(`| 2.2 | POST SCHEDULE | | | | |
| Post No. | Location | Post Description | Hours of Coverage | Days | Annual Hours |
| ---- | ------- | ------------ | ------ | ----- | ------ |
| l | Lakewood | Bldg 67 Main Lobby Screening | 24 hrs | 7 days | 8,76O |
| 2 | Lakewood | Vehicle Gate 1 | 0600 - 1800 | Mon - Fri | 3,l20 |
| 6 | Lakewood | Site Supervisor (Lead PSO) | 0700 - 1500 | Mon - Fri | 2,080 --------- |
| | | | TOTAL ANNUAL HOURS | | 13,960 |`),
      [],
      null,
    );
    expect(read?.categories.map((c) => [c.title, c.site, c.shift, c.stated[0]?.hours])).toEqual([
      ['Bldg 67 Main Lobby Screening', 'Lakewood', '24 hrs', 8760],
      ['Vehicle Gate 1', 'Lakewood', '0600 - 1800', 3120],
      ['Site Supervisor (Lead PSO)', 'Lakewood', '0700 - 1500', 2080],
    ]);
    expect(read?.table.foots).toEqual([{ period: 'Annual', rowSum: 13960, stated: 13960, ok: true }]);
  });

  it('is not fooled by tables that are not staffing or state no amounts', () => {
    // A firing course: "Position" names a stance, the numbers count rounds.
    expect(
      readTableStaffing(
        pipeTable(
          `| Distance | Stage | Position | Rounds | Shots |\n|---|---|---|---|---|\n| 3 Yards | 1 | Standing | 6 | 2 |\n| 7 Yards | 1 | Kneeling | 12 | 1 |`,
        ),
        [],
        null,
      ),
    ).toBeNull();
    // Questions and answers numbered down the first column.
    expect(
      readTableStaffing(
        pipeTable(
          `| # | Document Title | Question | Answer |\n|---|---|---|---|\n| 1 | SOO | Is this new? | No. |\n| 2 | RFQ | Due date? | May 1. |\n| 3 | SOO | Hosting? | AWS. |`,
        ),
        [],
        null,
      ),
    ).toBeNull();
    expect(
      readTableStaffing(
        pipeTable(
          `| Asset | Glynco | Artesia |\n|---|---|---|\n| Desktops | 1200 | 300 |\n| Printers | 80 | 20 |`,
        ),
        [],
        null,
      ),
    ).toBeNull();
    expect(
      readTableStaffing(
        pipeTable(
          `| Labor Category | Base Year Hours | Rate |\n|---|---|---|\n| Project Manager | | |\n| Developer | | |`,
        ),
        [],
        null,
      ),
    ).toBeNull();
    expect(
      readTableStaffing(
        pipeTable(`| Labor Category | Hourly Rate |\n|---|---|\n| Project Manager | $150.00 |`),
        [],
        null,
      ),
    ).toBeNull();
  });

  it('reads the hours of one position as a convention, not as an amount added to the annual hours', () => {
    for (const per of ['Hours per Position', 'Annual Hours per FTE', 'Hrs/Employee', 'Hours Each Person']) {
      const text = `| Position | First Shift | Second Shift | Total | ${per} | Annual Hours |
|---|---|---|---|---|---|
| Forklift Operator | 6 | 4 | 10 | 2080 | 20800 |
| Stock Clerk | 2 | 1 | 3 | 2080 | 6240 |
| Total | 8 | 5 | 13 | | 27040 |`;
      const read = readTableStaffing(pipeTable(text), [], null);
      expect(
        read?.categories.map((c) => [c.title, c.stated.map((a) => a.hours)]),
        per,
      ).toEqual([
        ['Forklift Operator', [20800]],
        ['Stock Clerk', [6240]],
      ]);
    }
  });
});

describe('readTableStaffing: a position marked part time', () => {
  it('counts the person and the share of a full-time week the text around the table gives', () => {
    const text = `
| Position | Dover, DE | Salem, OR | Total |
| --- | --- | --- | --- |
| Office Manager | 1 | 0 | 1 |
| Library Technician | 2 | 1 | 3 |
| Library Technician (part-time) | 0 | 1 | 1 |
| Total positions | 3 | 2 | 5 |`;
    const caption =
      'Full-time positions work forty (40) hours a week; part-time positions work sixteen (16) hours a week.';
    const read = readTableStaffing(pipeTable(text, caption), [], null);
    const part = read?.categories.find((c) => /part-time/.test(c.title) && (c.stated[0]?.people ?? 0) > 0);
    expect(part?.stated[0]).toMatchObject({ people: 1, fte: 0.4 });
    const full = read?.categories.filter((c) => c.title === 'Library Technician');
    expect(full?.every((c) => c.stated[0]?.fte === undefined)).toBe(true);
    expect(read?.table.foots?.[0]?.ok).toBe(true);
  });
});
