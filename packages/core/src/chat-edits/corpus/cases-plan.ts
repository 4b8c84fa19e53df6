import type { CorpusCase } from './run-corpus';

type C = CorpusCase;
const split = (id: string, hours: number[]): C['expect'] => ({
  kind: 'edit',
  removed: [id],
  added: hours.map((h, i) => ({ taskId: `${id}${String.fromCharCode(97 + i)}`, hours: h })),
});
const add = (
  taskId: string,
  hours: number,
  extra: { lcat?: string; location?: string } = {},
): C['expect'] => ({
  kind: 'edit',
  added: [{ taskId, hours, ...extra }],
});
const _removed = (ids: string[]): C['expect'] => ({ kind: 'edit', removed: ids });
const _q = (tasks: string[] = []): C['expect'] => ({ kind: 'question', tasks });
const refused: C['expect'] = { kind: 'refused' };
const NAVY_FTE = ['1.1', '1.2', '2.1', '2.2', '3.1', '3.2', '3.3', '4.1', '4.2'];
const hpf = (ids: string[], hoursPerFte: number): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(ids.map((id) => [id, ['hours']])),
  hoursPerFte,
});
const scaled = (ids: string[]): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(ids.map((id) => [id, ['hours']])),
});

/** Splits and plan-wide assumptions (hours per FTE, reserve, FTE target). */
export const PLAN_CASES: CorpusCase[] = [
  {
    family: 'split',
    plan: 'navy',
    message: 'split the help desk task into tier 1 and tier 2',
    expect: split('2.1', [1880, 1880]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split the help desk task 60/40 into tier 1 and tier 2',
    expect: split('2.1', [2256, 1504]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split task 3.1 between Developer and QA Engineer',
    expect: split('3.1', [2820, 2820]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split the developers 70/30 between Senior Developer and Developer',
    expect: split('3.1', [3948, 1692]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'divide task 4.2 evenly between Systems Administrator and Network Engineer',
    expect: split('4.2', [1880, 1880]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'break the help desk technician line into day shift and night shift',
    expect: split('2.1', [1880, 1880]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split 2.1 into tier 1, tier 2 and tier 3',
    expect: split('2.1', [1253.33, 1253.33, 1253.33]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'can you split the sysadmin task 75/25 into Windows Administrator and Linux Administrator',
    expect: split('4.2', [2820, 940]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: "divide the QA engineer's hours between manual testing and automation, 30:70",
    expect: split('3.3', [564, 1316]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split the help desk task into tier 1 and tier 2 at 60/40',
    expect: split('2.1', [2256, 1504]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split the help desk technician 80/20 between Tier 1 Technician and Tier 2 Technician',
    expect: split('2.1', [3008, 752]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split task 2.1 into Tier 1 (70%) and Tier 2 (30%)',
    expect: split('2.1', [2632, 1128]),
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split the PM 50/50 between Program Manager and Deputy Program Manager',
    expect: split('1.1', [940, 940]),
  },
  { family: 'split', plan: 'navy', message: 'split task 60', expect: refused },
  {
    family: 'split',
    plan: 'remote',
    message: 'split the data engineer 50/50 between Data Engineer and Cloud Engineer',
    expect: split('3', [1880, 1880]),
  },
  {
    family: 'split',
    plan: 'remote',
    message: 'split task 3 into ETL Developer and Data Architect',
    expect: split('3', [1880, 1880]),
  },
  {
    family: 'split',
    plan: 'remote',
    message: 'split the analyst 2:1 between Data Analyst and Report Developer',
    expect: split('2', [1253.33, 626.67]),
  },
  {
    family: 'split',
    plan: 'remote',
    message: 'split task 2 60-40 between junior analyst and senior analyst',
    expect: split('2', [1128, 752]),
  },
  // plan-wide assumptions: hours per FTE, reserve, FTE target
  { family: 'assumption', plan: 'navy', message: 'use 1,920 hours per FTE', expect: hpf(NAVY_FTE, 1920) },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'change the FTE hours to 1,920',
    expect: hpf(NAVY_FTE, 1920),
  },
  { family: 'assumption', plan: 'navy', message: 'assume 2,080 hours per year', expect: hpf(NAVY_FTE, 2080) },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'a full-time person works 1,920 hours',
    expect: hpf(NAVY_FTE, 1920),
  },
  { family: 'assumption', plan: 'navy', message: 'set hours per FTE to 1,800', expect: hpf(NAVY_FTE, 1800) },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'base the plan on a 1,920-hour work year',
    expect: hpf(NAVY_FTE, 1920),
  },
  { family: 'assumption', plan: 'navy', message: 'use 1920 hrs/FTE', expect: hpf(NAVY_FTE, 1920) },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'our FTE is 1,840 hours',
    expect: hpf(['1', '2', '3', '4'], 1840),
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'please use 2,080 hours per FTE',
    expect: hpf(['1', '2', '3', '4'], 2080),
  },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'add a 10% management reserve',
    expect: add('1.3', 2470, { lcat: 'Management Reserve', location: 'Norfolk, VA' }),
  },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'include a management reserve of 8%',
    expect: add('1.3', 1976, { lcat: 'Management Reserve' }),
  },
  { family: 'assumption', plan: 'navy', message: 'hold 10% in reserve', expect: add('1.3', 2470) },
  { family: 'assumption', plan: 'navy', message: 'add 5% reserve for surge', expect: add('1.3', 1235) },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'add a 5% contingency',
    expect: add('5', 352.5, { lcat: 'Contingency', location: 'Remote' }),
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'add a 10% management reserve',
    expect: add('5', 705, { location: 'Remote' }),
  },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'scale the plan to 12 FTE',
    expect: scaled(NAVY_FTE.slice(1).concat('5.1')),
  },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'bring the whole plan down to 10 FTE',
    expect: scaled(NAVY_FTE.slice(1).concat('5.1')),
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'target 3 FTE total',
    expect: scaled(['1', '2', '3', '4']),
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'the total staffing level should be 5 FTE',
    expect: scaled(['1', '2', '3', '4']),
  },
  // several edits in one message, applied in order
  {
    family: 'compound',
    plan: 'navy',
    message: 'move the Norfolk tasks to Charleston and make them remote',
    expect: {
      kind: 'edit',
      changed: Object.fromEntries(['1.1', '1.2', '2.1', '2.2', '4.1', '4.2'].map((id) => [id, ['location']])),
    },
  },
  {
    family: 'compound',
    plan: 'navy',
    message: 'cut the developers by 10% and move them to Norfolk',
    expect: { kind: 'edit', changed: { '3.1': ['hours', 'location'] }, hours: { '3.1': 5076 } },
  },
  {
    family: 'compound',
    plan: 'navy',
    message: 'reduce the PM to half time; remove task 1.2',
    expect: { kind: 'edit', changed: { '1.1': ['hours'] }, removed: ['1.2'], hours: { '1.1': 940 } },
  },
  {
    family: 'compound',
    plan: 'navy',
    message: 'use 1,920 hours per FTE, then add a 10% management reserve',
    expect: {
      kind: 'edit',
      hoursPerFte: 1920,
      changed: Object.fromEntries(
        ['1.1', '1.2', '2.1', '2.2', '3.1', '3.2', '3.3', '4.1', '4.2'].map((id) => [id, ['hours']]),
      ),
      added: [{ taskId: '1.3' }],
    },
  },
  {
    family: 'compound',
    plan: 'remote',
    message: 'set the data engineer to 1.5 FTE and rename it to Cloud Data Engineer',
    expect: { kind: 'edit', changed: { '3': ['hours', 'lcat'] }, hours: { '3': 2820 } },
  },
  // The new line takes the freed number 4 (the next after 3), so task 4 reads as changed.
  {
    family: 'compound',
    plan: 'remote',
    message: 'drop task 4 and add a QA analyst at 0.5 FTE',
    expect: { kind: 'edit', changed: { '4': ['lcat', 'hours'] }, hours: { '4': 940 } },
  },
];
