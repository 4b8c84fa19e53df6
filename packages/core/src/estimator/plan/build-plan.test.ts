import { describe, expect, it } from 'vitest';
import type { LabourCategory, StatedEffort } from '../../solicitation/model';
import { buildPlan } from './build-plan';
import { areasWith, endsInHours, lcat, model, periodSum, periods, src, total } from './test-models';

describe('buildPlan: stated staffing wins', () => {
  const m = model({
    periods: periods(4),
    hoursPerFte: { ...src('J.2', '4,160 | 4,160'), value: 2080, stated: false },
    labourCategories: [
      lcat('Program Manager (1 FTE/Contract Period is Key Personnel)', [4160, 4160, 4160, 4160, 4160], {
        key: true,
      }),
      lcat('Sr. Systems Administrator (Unix/Linux)', [6240, 6240, 6240, 6240, 6240], { key: true }),
      lcat('Data Management Specialist', [2080, 6240, 8320, 10400, 12480]),
      lcat('Information System Security Officer', [], {}),
    ],
    staffingTables: [
      {
        ...src('J.2', 'Total (Excluding Surge) | 14,560'),
        periods: ['Base Year', 'OY1', 'OY2', 'OY3', 'OY4'],
        categoryTitles: [],
        measure: 'hours',
        indicative: false,
        optional: [{ label: 'Surge', amounts: [1248, 1664, 1872, 2080, 2288] }],
        foots: [{ period: 'Base Year', rowSum: 12480, stated: 14560, ok: false }],
      },
    ],
  });
  const plan = buildPlan(m);

  it('keeps every stated title verbatim with its key flag and base-year hours', () => {
    expect(plan.tasks.map((t) => t.lcat)).toEqual([
      'Program Manager (1 FTE/Contract Period is Key Personnel)',
      'Sr. Systems Administrator (Unix/Linux)',
      'Data Management Specialist',
    ]);
    expect(plan.tasks.filter((t) => t.keyPersonnel).length).toBe(2);
    expect(total(plan.tasks)).toBe(12_480);
    expect(plan.tasks.every((t) => t.hoursSource === 'stated' && endsInHours(t))).toBe(true);
  });

  it('gives hours for every period as stated and uses the inferred 2,080 h convention', () => {
    expect(plan.periodOfPerformance?.periods.map((p) => p.kind)).toEqual([
      'base',
      'option',
      'option',
      'option',
      'option',
    ]);
    expect([0, 1, 2, 3, 4].map((i) => periodSum(plan.tasks, i))).toEqual([
      12_480, 16_640, 18_720, 20_800, 22_880,
    ]);
    expect(plan.hoursPerFte).toBe(2080);
  });

  it('is highly confident, leaves the surge out as an assumption and asks about the table that does not foot', () => {
    expect(plan.confidence?.level).toBe('high');
    expect(plan.assumptions?.some((a) => /Surge.*optional/i.test(a))).toBe(true);
    expect(plan.statedComparison?.foots?.[0]?.ok).toBe(false);
    expect(plan.openQuestions?.some((q) => /does not foot/.test(q.question) && q.askContractingOfficer)).toBe(
      true,
    );
    expect(
      plan.openQuestions?.some((q) => q.question.startsWith('Information System Security Officer is named')),
    ).toBe(true);
  });

  it('shows the optional surge against nothing planned, period by period', () => {
    expect(
      plan.statedComparison?.rows
        .filter((r) => r.lcat === 'Surge')
        .map((r) => [r.period, r.stated, r.planned]),
    ).toEqual([
      ['Base Year', 1248, 0],
      ['Option Year 1', 1664, 0],
      ['Option Year 2', 1872, 0],
      ['Option Year 3', 2080, 0],
      ['Option Year 4', 2288, 0],
    ]);
  });

  it('compares stated and planned hours per category and period', () => {
    const row = plan.statedComparison?.rows.find(
      (r) => r.lcat === 'Data Management Specialist' && r.period === 'Option Year 4',
    );
    expect(row).toMatchObject({ stated: 12_480, planned: 12_480, unit: 'hours' });
  });
});

describe('buildPlan: stated FTE by category', () => {
  const fte = (title: string, n: number, key = false): LabourCategory => ({
    ...src('Attachment 1', `${n} | ${title} | ${n * 1880}`),
    title,
    key,
    stated: [{ period: 'Est. Hours', fte: n }],
  });
  const plan = buildPlan(
    model({
      periods: periods(3, 6),
      hoursPerFte: { ...src('Attachment 1', '1880 [=1880*A8]'), value: 1880, stated: true },
      sites: [
        {
          ...src('C.4', 'on-site at DOT Headquarters, Washington, DC'),
          name: 'DOT Headquarters, Washington, DC',
          setting: 'government',
        },
      ],
      labourCategories: [
        fte('Project Manager - Senior', 1, true),
        fte('Database Developer - Intermediate', 2),
        fte('Quality Assurance Analyst', 1, true),
      ],
      staffingTables: [
        {
          ...src('Attachment 1', '7 Total'),
          periods: ['Est. Hours'],
          categoryTitles: [],
          measure: 'fte',
          indicative: true,
        },
      ],
    }),
  );

  it('turns FTE into hours at the stated convention for every period; the unpriced extension is an assumption', () => {
    expect(total(plan.tasks)).toBe(4 * 1880);
    expect(plan.tasks.find((t) => t.lcat === 'Database Developer - Intermediate')?.mathRationale).toBe(
      '2 FTE x 1,880 h = 3,760',
    );
    expect(plan.periodOfPerformance).toMatchObject({ months: 48 });
    expect(plan.tasks[0]?.periods?.map((p) => p.hours)).toEqual([1880, 1880, 1880, 1880]);
    expect(plan.assumptions?.some((a) => /option to extend services .* is not priced/.test(a))).toBe(true);
  });

  it('places the work at the one stated site and notes that the mix is indicative', () => {
    expect(plan.tasks.every((t) => t.location === 'DOT Headquarters, Washington, DC')).toBe(true);
    expect(plan.assumptions?.some((a) => /estimating purposes only/.test(a))).toBe(true);
  });
});

describe('buildPlan: stated effort without categories', () => {
  const loe: StatedEffort = {
    ...src(
      'L.1.d',
      'Base Period 35,470 ... Option Period 9 35,470; Option to Extend Services up to 6-months 22,430; ADDITIONAL LOE OPTION 9,390',
    ),
    kind: 'hours',
    value: 35_470,
    scope: 'per-period',
    optional: { label: 'ADDITIONAL LOE OPTION', value: 9390 },
  };
  const plan = buildPlan(
    model({
      domain: { domain: 'research', codes: [], serviceContractAct: false, evidence: [] },
      periods: periods(9, 6),
      statedEffort: [loe],
      keyPersonnel: [
        { ...src('G.3', 'PRINCIPAL INVESTIGATOR'), title: 'Principal Investigator' },
        { ...src('G.3', 'PROGRAM MANAGER'), title: 'Program Manager' },
      ],
      ...areasWith({
        'Research Outline I': [
          'The contractor shall conduct literature reviews and studies of exposures.',
          'The contractor shall analyze study data.',
        ],
        'Meeting Support': ['The contractor shall plan scientific meetings and workshops.'],
      }),
    }),
  );

  it('plans the stated hours in every period, the key people first, the extension at half', () => {
    expect(total(plan.tasks)).toBe(35_470);
    for (let i = 0; i < 10; i++) expect(periodSum(plan.tasks, i)).toBe(35_470);
    expect(periodSum(plan.tasks, 10)).toBe(17_735);
    expect(plan.tasks.slice(0, 2).map((t) => [t.lcat, t.keyPersonnel])).toEqual([
      ['Program Manager', true],
      ['Principal Investigator', true],
    ]);
    expect(plan.tasks.every(endsInHours)).toBe(true);
  });

  it('fits roles to research work, keeps the optional LOE apart and is of medium confidence', () => {
    expect(plan.tasks.some((t) => t.lcat === 'Research Scientist')).toBe(true);
    expect(plan.tasks.some((t) => /QA|Developer/.test(t.lcat))).toBe(false);
    expect(
      plan.statedComparison?.rows.some((r) => r.lcat === 'ADDITIONAL LOE OPTION' && r.planned === 0),
    ).toBe(true);
    expect(plan.confidence?.level).toBe('medium');
    expect(plan.staffingSource).toBe('stated');
  });
});
