import type { CorpusCase } from './run-corpus';

type C = CorpusCase;
const h = (hours: Record<string, number>): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(Object.keys(hours).map((id) => [id, ['hours']])),
  hours,
});
const loc = (ids: string[]): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(ids.map((id) => [id, ['location']])),
});
const q = (tasks: string[] = []): C['expect'] => ({ kind: 'question', tasks });
const NORFOLK = ['1.1', '1.2', '2.1', '2.2', '4.1', '4.2'];

/**
 * Phrasings written after the parser was tuned and run once without changes to it: the first
 * figure on these is the honest estimate of how the parser does on wording it has not seen.
 */
export const FRESH_CASES: CorpusCase[] = [
  { family: 'fte', plan: 'navy', message: 'knock the PM down to 50%', expect: h({ '1.1': 940 }) },
  { family: 'fte', plan: 'navy', message: 'PM should only be part time, 0.5', expect: h({ '1.1': 940 }) },
  {
    family: 'fte',
    plan: 'navy',
    message: 'we only need half a contract administrator',
    // Task 1.2 is already 0.5 FTE: the edit is understood and changes nothing.
    expect: { kind: 'edit' },
  },
  { family: 'fte', plan: 'navy', message: 'bring the QA engineer down to 0.5', expect: h({ '3.3': 940 }) },
  { family: 'fte', plan: 'navy', message: 'go to 4 FTE on the developers', expect: h({ '3.1': 7520 }) },
  { family: 'fte', plan: 'navy', message: 'add one more sysadmin', expect: h({ '4.2': 5640 }) },
  {
    family: 'fte',
    plan: 'navy',
    message: 'make the help desk technicians 3 people',
    expect: h({ '2.1': 5640 }),
  },
  { family: 'fte', plan: 'remote', message: 'data analyst at 75%', expect: h({ '2': 1410 }) },
  { family: 'fte', plan: 'remote', message: 'the PM is full-time on this one', expect: h({ '1': 1880 }) },
  {
    family: 'fte',
    plan: 'remote',
    message: 'put 2 FTE on data engineering',
    expect: { kind: 'edit' } /* already 2 FTE: no change */,
  },
  {
    family: 'percent',
    plan: 'navy',
    message: 'shave ten percent off development',
    expect: h({ '3.1': 5076, '3.2': 1692, '3.3': 1692 }),
  },
  {
    family: 'percent',
    plan: 'navy',
    message: 'the developer line looks 15% light, bump it',
    expect: h({ '3.1': 6486 }),
  },
  {
    family: 'percent',
    plan: 'navy',
    message: 'apply a 5% reduction to the help desk technician',
    expect: h({ '2.1': 3572 }),
  },
  { family: 'percent', plan: 'navy', message: 'lower cybersecurity 25%', expect: h({ '5.1': 900 }) },
  {
    family: 'percent',
    plan: 'navy',
    message: 'increase network operations by a tenth',
    expect: h({ '4.1': 2068, '4.2': 4136 }),
  },
  {
    family: 'percent',
    plan: 'remote',
    message: 'reduce all labor 10%',
    expect: h({ '1': 846, '2': 1692, '3': 3384, '4': 423 }),
  },
  { family: 'percent', plan: 'remote', message: 'data engineer +20%', expect: h({ '3': 4512 }) },
  {
    family: 'reference',
    plan: 'navy',
    message: 'the contracts admin only needs 600 hours',
    expect: h({ '1.2': 600 }),
  },
  { family: 'reference', plan: 'navy', message: 'set 3.2 to 1,700', expect: h({ '3.2': 1700 }) },
  {
    family: 'reference',
    plan: 'navy',
    message: 'give task 2.2 an extra 120 hours',
    expect: h({ '2.2': 2000 }),
  },
  { family: 'reference', plan: 'navy', message: 'network engineer: 2,000 hours', expect: h({ '4.1': 2000 }) },
  {
    family: 'reference',
    plan: 'navy',
    message: 'desktop support should be 1,500 hrs',
    expect: h({ '2.2': 1500 }),
  },
  {
    family: 'reference',
    plan: 'navy',
    message: 'take 300 hours out of the Charleston developers',
    expect: h({ '3.1': 5340 }),
  },
  { family: 'reference', plan: 'remote', message: 'writer to 300 hours', expect: h({ '4': 300 }) },
  {
    family: 'reference',
    plan: 'remote',
    message: 'the project manager needs 200 more hours for transition',
    expect: h({ '1': 1140 }),
  },
  {
    family: 'move',
    plan: 'navy',
    message: 'the Norfolk folks are moving to Charleston',
    expect: loc(NORFOLK),
  },
  {
    family: 'move',
    plan: 'navy',
    message: 'relocate network operations to Charleston, SC',
    expect: loc(['4.1', '4.2']),
  },
  { family: 'move', plan: 'navy', message: 'developers work from home', expect: loc(['3.1']) },
  {
    family: 'move',
    plan: 'navy',
    message: 'set the location for the help desk technician to Norfolk Naval Station',
    expect: loc(['2.1']),
  },
  { family: 'move', plan: 'navy', message: 'make the PM remote', expect: loc(['1.1']) },
  {
    family: 'move',
    plan: 'remote',
    message: 'the data engineer will sit on-site at the agency',
    expect: loc(['3']),
  },
  {
    family: 'move',
    plan: 'navy',
    message: 'put everyone in Norfolk',
    expect: loc(['3.1', '3.2', '3.3', '5.1']),
  },
  {
    family: 'role',
    plan: 'navy',
    message: 'call the contract administrator a Contracts Manager instead',
    expect: { kind: 'edit', changed: { '1.2': ['lcat'] } },
  },
  {
    family: 'role',
    plan: 'navy',
    message: 'retitle task 4.2 as Systems Engineer',
    expect: { kind: 'edit', changed: { '4.2': ['lcat'] } },
  },
  {
    family: 'role',
    plan: 'remote',
    message: 'the tech writer should be a Technical Editor',
    expect: { kind: 'edit', changed: { '4': ['lcat'] } },
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'break the help desk technician into Tier 1 and Tier 2, 70/30',
    expect: {
      kind: 'edit',
      removed: ['2.1'],
      added: [
        { taskId: '2.1a', hours: 2632 },
        { taskId: '2.1b', hours: 1128 },
      ],
    },
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'split the developers evenly between front end and back end',
    expect: {
      kind: 'edit',
      removed: ['3.1'],
      added: [
        { taskId: '3.1a', hours: 2820 },
        { taskId: '3.1b', hours: 2820 },
      ],
    },
  },
  {
    family: 'split',
    plan: 'remote',
    message: "split the PM's hours 50/50 between PM and deputy PM",
    expect: {
      kind: 'edit',
      removed: ['1'],
      added: [
        { taskId: '1a', hours: 470 },
        { taskId: '1b', hours: 470 },
      ],
    },
  },
  {
    family: 'split',
    plan: 'navy',
    message: 'I want the sysadmin line split into Windows and Linux',
    expect: {
      kind: 'edit',
      removed: ['4.2'],
      added: [
        { taskId: '4.2a', hours: 1880 },
        { taskId: '4.2b', hours: 1880 },
      ],
    },
  },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'we bid 1,920 productive hours per person',
    expect: {
      kind: 'edit',
      hoursPerFte: 1920,
      changed: Object.fromEntries(
        ['1.1', '1.2', '2.1', '2.2', '3.1', '3.2', '3.3', '4.1', '4.2'].map((id) => [id, ['hours']]),
      ),
    },
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'switch to a 2,080 hour year',
    expect: {
      kind: 'edit',
      hoursPerFte: 2080,
      changed: { '1': ['hours'], '2': ['hours'], '3': ['hours'], '4': ['hours'] },
    },
  },
  {
    family: 'assumption',
    plan: 'navy',
    message: 'put in a management reserve, 7%',
    expect: { kind: 'edit', added: [{ taskId: '1.3', hours: 1729 }] },
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'build in 10 percent contingency',
    expect: { kind: 'edit', added: [{ taskId: '5', hours: 705 }] },
  },
  {
    family: 'assumption',
    plan: 'remote',
    message: 'size this to 4 FTE overall',
    expect: { kind: 'edit', changed: { '1': ['hours'], '2': ['hours'], '3': ['hours'], '4': ['hours'] } },
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'we need an ISSO at half time',
    expect: { kind: 'edit', added: [{ taskId: '6.1', hours: 940, lcat: 'ISSO' }] },
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a Tier 3 help desk engineer, 1 FTE',
    expect: { kind: 'edit', added: [{ taskId: '2.3', hours: 1880, location: 'Norfolk, VA' }] },
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'can you add a DevOps engineer to software development at full time',
    expect: { kind: 'edit', added: [{ taskId: '3.4', hours: 1880, location: 'Charleston, SC' }] },
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'add a UX designer, 0.5 FTE',
    expect: { kind: 'edit', added: [{ taskId: '5', hours: 940, lcat: 'UX Designer', location: 'Remote' }] },
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'add 400 hours of training support',
    expect: { kind: 'edit', added: [{ taskId: '5', hours: 400 }] },
  },
  {
    family: 'remove',
    plan: 'navy',
    message: "cut the desktop support line, we don't need it",
    expect: { kind: 'edit', removed: ['2.2'] },
  },
  {
    family: 'remove',
    plan: 'navy',
    message: 'lose the contract administrator',
    expect: { kind: 'edit', removed: ['1.2'] },
  },
  {
    family: 'remove',
    plan: 'remote',
    message: 'no tech writer on this one',
    expect: { kind: 'edit', removed: ['4'] },
  },
  {
    family: 'question',
    plan: 'navy',
    message: 'where did the 3,760 on the help desk come from',
    expect: q(['2.1']),
  },
  { family: 'question', plan: 'navy', message: 'what requirement drives task 3.1?', expect: q(['3.1']) },
  { family: 'question', plan: 'navy', message: 'show me the math on the sysadmins', expect: q(['4.2']) },
  { family: 'question', plan: 'navy', message: 'what is in task 5?', expect: q(['5.1']) },
  { family: 'question', plan: 'navy', message: 'is the cyber line stated or assumed?', expect: q(['5.1']) },
  { family: 'question', plan: 'navy', message: 'how many FTE is the help desk?', expect: q(['2.1']) },
  { family: 'question', plan: 'remote', message: 'why 940 hours for the PM', expect: q(['1']) },
  { family: 'question', plan: 'remote', message: 'what does the data engineer do?', expect: q(['3']) },
  { family: 'refused', plan: 'navy', message: 'make the plan more competitive', expect: { kind: 'refused' } },
  { family: 'refused', plan: 'navy', message: 'add fringe at 32%', expect: { kind: 'refused' } },
  { family: 'refused', plan: 'navy', message: 'export to Excel', expect: { kind: 'refused' } },
  { family: 'refused', plan: 'remote', message: 'hello', expect: { kind: 'refused' } },
];
