import type { GeneratedPlan } from '../schemas/plan';

/**
 * A hand-made plan with every field the surfaces show (sources, citations, periods, confidence,
 * assumptions, open questions, stated vs planned). Test data only; not exported.
 */
export const FULL_PLAN: GeneratedPlan = {
  title: 'Help desk support',
  hoursPerFte: 2080,
  staffingSource: 'mixed',
  periodOfPerformance: {
    months: 24,
    periods: [
      { name: 'Base Year', months: 12, kind: 'base' },
      { name: 'Option Year 1', months: 12, kind: 'option' },
    ],
  },
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager (Key)',
      family: 'Program Manager',
      hours: 4160,
      mathRationale: '1 FTE x 2,080 h x 2 periods',
      basis: 'Stated in the staffing table',
      location: 'Washington, DC',
      hoursSource: 'stated',
      keyPersonnel: true,
      workArea: 'Program Management',
      citation: { document: 'pws.pdf', ref: 'Table 3', quote: 'Program Manager (Key) 2,080 hours per year' },
      requirements: ['C.3.1 Provide a program manager.'],
      periods: [
        { name: 'Base Year', hours: 2080 },
        { name: 'Option Year 1', hours: 2080 },
      ],
    },
    {
      taskId: '2.1',
      lcat: 'Help Desk Specialist II',
      family: 'Help Desk Technician',
      hours: 6240,
      mathRationale: '12,000 tickets x 0.5 h = 6,000 h; + 4% surge',
      basis: 'Derived from ticket volume',
      hoursSource: 'derived',
      workArea: 'Service Desk',
      citation: { ref: 'C.4.2', quote: 'The desk receives about 12,000 tickets a year.' },
      requirements: ['C.4.2 Answer tickets.', 'C.4.3 Keep a knowledge base.'],
      periods: [
        { name: 'Base Year', hours: 3120 },
        { name: 'Option Year 1', hours: 3120 },
      ],
    },
    {
      taskId: '3.1',
      lcat: 'Technical Writer',
      hours: 520,
      mathRationale: '0.25 FTE assumed',
      basis: 'Documentation',
      hoursSource: 'assumed',
      citation: null,
    },
  ],
  confidence: {
    level: 'medium',
    reason: 'Key staff are stated; help desk hours are derived from ticket volume.',
  },
  assumptions: ['0.5 h per ticket (industry norm).', 'Documentation needs a quarter of a writer.'],
  openQuestions: [
    {
      question: 'Is the 12,000-ticket volume per year or for the whole period?',
      askContractingOfficer: true,
      citation: { ref: 'C.4.2', quote: 'about 12,000 tickets a year' },
    },
    { question: 'Check whether surge support is priced separately.', askContractingOfficer: false },
  ],
  statedComparison: {
    rows: [
      {
        lcat: 'Program Manager (Key)',
        period: 'Base Year',
        stated: 2080,
        planned: 2080,
        unit: 'hours',
        citation: { ref: 'Table 3', quote: 'Program Manager (Key) 2,080 hours per year' },
      },
      { lcat: null, period: 'Base Year', stated: 3, planned: 2.5, unit: 'fte' },
    ],
    foots: [{ period: 'Base Year', statedTotal: 6240, rowSum: 6000, ok: false }],
    budget: {
      amount: 1_200_000,
      period: 'Base Year',
      hourlyRate: 115,
      rateSource: 'assumed',
      fteBought: 5.02,
      plannedFte: 2.5,
    },
  },
};
