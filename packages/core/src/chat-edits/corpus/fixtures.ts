import type { GeneratedPlan, Task } from '../../schemas/plan';

const POP = {
  months: 36,
  periods: [
    { name: 'Base Year', months: 12, kind: 'base' as const },
    { name: 'Option Year 1', months: 12, kind: 'option' as const },
    { name: 'Option Year 2', months: 12, kind: 'option' as const },
  ],
};

function line(
  taskId: string,
  lcat: string,
  fte: number,
  workArea: string,
  location: string,
  extra: Partial<Task> = {},
): Task {
  const hours = fte * 1880;
  return {
    taskId,
    lcat,
    hours,
    mathRationale: `${fte} FTE x 1,880 h = ${hours.toLocaleString('en-US')}`,
    basis: `${workArea}: the contractor shall provide ${lcat.toLowerCase()} support.`,
    location,
    workArea,
    quantity: fte,
    unit: 'FTE',
    rate: 1880,
    hoursSource: 'derived',
    periods: POP.periods.map((p) => ({ name: p.name, hours })),
    ...extra,
  };
}

/** A Navy IT support plan: five work areas, Norfolk and Charleston, FTE-based lines, one hours line. */
export const NAVY: GeneratedPlan = {
  title: 'NAVSUP IT Support',
  hoursPerFte: 1880,
  periodOfPerformance: POP,
  tasks: [
    line('1.1', 'Program Manager', 1, 'Program Management', 'Norfolk, VA', {
      keyPersonnel: true,
      hoursSource: 'stated',
      citation: {
        document: 'pws.pdf',
        ref: 'C.3.1',
        quote: 'The contractor shall provide a full-time Program Manager.',
      },
      requirements: ['C.3.1 Provide a Program Manager', 'C.3.2 Monthly status reports'],
    }),
    line('1.2', 'Contract Administrator', 0.5, 'Program Management', 'Norfolk, VA'),
    line('2.1', 'Help Desk Technician', 2, 'Help Desk', 'Norfolk, VA', {
      mathRationale: '12,000 tickets / 6,000 tickets per FTE = 2 FTE x 1,880 h = 3,760',
      citation: {
        document: 'pws.pdf',
        ref: 'C.4.1',
        quote: 'The help desk receives about 12,000 tickets a year.',
      },
      requirements: ['C.4.1 Tier 1 and tier 2 help desk, 0700-1800 ET'],
    }),
    line('2.2', 'Desktop Support Technician', 1, 'Help Desk', 'Norfolk, VA'),
    line('3.1', 'Developer', 3, 'Software Development', 'Charleston, SC'),
    line('3.2', 'Senior Developer', 1, 'Software Development', 'Charleston, SC'),
    line('3.3', 'QA Engineer', 1, 'Software Development', 'Charleston, SC'),
    line('4.1', 'Network Engineer', 1, 'Network Operations', 'Norfolk, VA'),
    line('4.2', 'Systems Administrator', 2, 'Network Operations', 'Norfolk, VA'),
    {
      taskId: '5.1',
      lcat: 'Cybersecurity Analyst',
      hours: 1200,
      mathRationale: 'Stated level of effort: 1,200 hours a year',
      basis: 'C.7: 1,200 hours of security assessment a year.',
      location: 'Charleston, SC',
      workArea: 'Cybersecurity',
      hoursSource: 'stated',
      periods: POP.periods.map((p) => ({ name: p.name, hours: 1200 })),
    },
  ],
};

/** An all-remote data plan with plain numbered tasks and no work areas. */
export const REMOTE: GeneratedPlan = {
  title: 'Data Modernization',
  hoursPerFte: 1880,
  periodOfPerformance: {
    months: 24,
    periods: [POP.periods[0], POP.periods[1]].filter((p) => p !== undefined),
  },
  tasks: [
    { ...line('1', 'Project Manager', 0.5, '', 'Remote'), workArea: undefined },
    { ...line('2', 'Data Analyst', 1, '', 'Remote'), workArea: undefined },
    { ...line('3', 'Data Engineer', 2, '', 'Remote'), workArea: undefined },
    { ...line('4', 'Technical Writer', 0.25, '', 'Remote'), workArea: undefined },
  ].map((t) => {
    const { workArea: _drop, ...rest } = t;
    return { ...rest, periods: (rest.periods ?? []).slice(0, 2) };
  }),
};

/** The plans the corpus runs against, by id. */
export const FIXTURES: Record<'navy' | 'remote', GeneratedPlan> = { navy: NAVY, remote: REMOTE };
