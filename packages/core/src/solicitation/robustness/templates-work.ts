import type { Generated } from './expectation';
import { periodText } from './periods-text';
import { amount, count, heading, list, table } from './phrasing';
import type { Style } from './templates-staffing';

const FRONT =
  'NAICS 541611 | PSC R408 | Set-aside: Small Business. Point of contact: (202) 555-0147, Washington, DC 20590.';
const DISTRACT = [541611, 408, 202, 555, 147, 20590];

/** Call centre driven by volumes; no staffing stated. */
export function volumes(s: Style): Generated {
  const vols = [
    ['Inbound calls', `${amount(12000, s.n, s.ocr)} per month`],
    ['Emails', `${amount(3500, s.n)} per month`],
  ];
  const body =
    s.t % 2 === 0
      ? `The contact center receives approximately ${amount(12000, s.n)} calls per month and ${amount(3500, s.n)} emails per month from ${amount(45000, s.n)} annuitants.`
      : `Historical workload (approximate):\n\n${table(['Workload', 'Volume'], vols, s.t)}\n\nThe center serves ${amount(45000, s.n)} annuitants.`;
  return {
    text: [
      'PERFORMANCE WORK STATEMENT - ANNUITANT CONTACT CENTER',
      FRONT,
      heading('1.0', 'Scope', s.h),
      body,
      'Hours of operation are 8:00 a.m. to 6:00 p.m. Eastern Time, Monday through Friday.',
      heading('2.0', 'Period of Performance', s.h),
      periodText(12, [12, 12, 12, 12], s.p, s.n),
      heading('3.0', 'Place of Performance', s.h),
      'Work is performed at the contractor facility and at the Government office in Boyers, Pennsylvania.',
    ].join('\n\n'),
    expected: {
      periodMonths: [12, 12, 12, 12, 12],
      quantities: [{ noun: 'annuitant', value: 45000 }],
      sites: ['Boyers'],
    },
    distractors: DISTRACT,
  };
}

/** A short study stated in days, weeks or a date range. */
export function shortStudy(s: Style): Generated {
  const phr = [
    `The period of performance is ${count(90, s.n)} calendar days after award.`,
    `The Contractor shall complete all work within ${count(90, s.n)} days of award.`,
    'The period of performance is from March 1, 2026 through May 31, 2026.',
    'The study shall be completed in 13 weeks.',
    `Period of Performance: ${count(3, s.n)} months from date of award.`,
    'The Contractor shall deliver the final report no later than 90 days after award.',
    'Period of Performance: 03/01/2026 - 05/31/2026',
    `The work is to be completed in under ${count(3, s.n)} months.`,
    'POP: 90 calendar days ARO.',
  ];
  return {
    text: [
      'REQUEST FOR QUOTATION - TRUCK STAGING FEASIBILITY STUDY',
      FRONT,
      heading('1.0', 'Objective', s.h),
      'The contractor shall study truck staging at 2 land ports of entry and deliver a final report. The budget is not to exceed $250,000.',
      heading('2.0', 'Period of Performance', s.h),
      phr[s.p % phr.length] ?? '',
      heading('3.0', 'Deliverables', s.h),
      list(
        ['Kickoff meeting within 10 days of award', 'Draft report at day 60', 'Final report at day 85'],
        s.l,
      ),
    ].join('\n\n'),
    expected: { periodMonths: [3] },
    distractors: [...DISTRACT, 250000],
  };
}

/** Base operations: seven option years, several installations, an annual budget. */
export function baseOps(s: Style): Generated {
  const budget = [
    'The estimated annual budget is $30,000,000.',
    'The Government estimates funding of approximately $30 million per year.',
    'Annual budget: $30.0M.',
  ][s.v % 3];
  const installations = [
    'Yuma Proving Ground, Arizona',
    'Fort Huachuca, AZ',
    'White Sands Missile Range, New Mexico',
  ];
  const siteBlock =
    s.l % 3 === 2
      ? table(
          ['Site', 'Acres'],
          installations.map((x, i) => [x, amount(1000 * (i + 2), 0)]),
          s.t,
        )
      : list(installations, s.l);
  return {
    text: [
      'BASE OPERATIONS SUPPORT SERVICES (BOSS) - REQUEST FOR PROPOSAL',
      FRONT,
      heading('1.0', 'General', s.h),
      `The Contractor shall provide base operations support at ${count(3, s.n)} installations:`,
      siteBlock,
      heading('2.0', 'Period of Performance', s.h),
      periodText(12, [12, 12, 12, 12, 12, 12, 12], s.p, s.n),
      heading('3.0', 'Budget', s.h),
      budget ?? '',
    ].join('\n\n'),
    expected: {
      periodMonths: [12, 12, 12, 12, 12, 12, 12, 12],
      sites: ['Yuma', 'Huachuca', 'White Sands'],
      budget: 30_000_000,
    },
    distractors: DISTRACT,
  };
}

/** Training with course iterations. */
export function training(s: Style): Generated {
  return {
    text: [
      'STATEMENT OF WORK - INSTRUCTOR-LED TRAINING',
      FRONT,
      heading('1.0', 'Scope', s.h),
      `The contractor shall deliver ${count(12, s.n)} iterations of the Incident Command course per year. Each iteration is ${count(5, s.n)} days long for up to ${count(24, s.n)} students.`,
      'Course schedule (Attachment 2):',
      table(
        [
          'Course',
          'Length (days)',
          'Instructors per class',
          'Max students',
          'Base iterations',
          'OY1 iterations',
        ],
        [
          ['Incident Command', '5', '2', '24', '12', '12'],
          ['Transportation Dispatcher', '3', '1', '20', '6', '4'],
          ['Unit Movement Officer', '5', '2', '30', '4', '4'],
        ],
        s.t,
      ),
      heading('2.0', 'Period of Performance', s.h),
      periodText(12, [12, 12], s.p, s.n),
      heading('3.0', 'Place of Performance', s.h),
      'Training is delivered at the Emergency Management Institute, Emmitsburg, Maryland.',
    ].join('\n\n'),
    expected: {
      periodMonths: [12, 12, 12],
      quantities: [
        { noun: 'iteration', value: 12 },
        { noun: 'student', value: 24 },
      ],
      sites: ['Emmitsburg'],
      noStaffing: true,
    },
    distractors: DISTRACT,
  };
}
