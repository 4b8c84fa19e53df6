import type { CorpusCase } from './run-corpus';

type C = CorpusCase;
const _h = (hours: Record<string, number>): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(Object.keys(hours).map((id) => [id, ['hours']])),
  hours,
});
const NORFOLK = ['1.1', '1.2', '2.1', '2.2', '4.1', '4.2'];
const CHARLESTON = ['3.1', '3.2', '3.3', '5.1'];
const loc = (ids: string[]): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(ids.map((id) => [id, ['location']])),
});
const role = (id: string): C['expect'] => ({ kind: 'edit', changed: { [id]: ['lcat'] } });
const _each = (ids: string[], f: (id: string) => number): Record<string, number> =>
  Object.fromEntries(ids.map((id) => [id, f(id)]));
const NAVY_H: Record<string, number> = {
  '1.1': 1880,
  '1.2': 940,
  '2.1': 3760,
  '2.2': 1880,
  '3.1': 5640,
  '3.2': 1880,
  '3.3': 1880,
  '4.1': 1880,
  '4.2': 3760,
  '5.1': 1200,
};
const _nh = (id: string): number => NAVY_H[id] ?? 0;

/** Moves and role changes. */
export const PLACE_ROLE_CASES: CorpusCase[] = [
  // moves
  { family: 'move', plan: 'navy', message: 'move the Norfolk tasks to Charleston', expect: loc(NORFOLK) },
  {
    family: 'move',
    plan: 'navy',
    message: 'relocate the help desk to Charleston',
    expect: loc(['2.1', '2.2']),
  },
  { family: 'move', plan: 'navy', message: 'move task 3.2 to Norfolk', expect: loc(['3.2']) },
  { family: 'move', plan: 'navy', message: 'make the developers remote', expect: loc(['3.1']) },
  { family: 'move', plan: 'navy', message: 'all Charleston staff should be remote', expect: loc(CHARLESTON) },
  {
    family: 'move',
    plan: 'navy',
    message: 'shift the network team to Charleston',
    expect: loc(['4.1', '4.2']),
  },
  { family: 'move', plan: 'navy', message: 'put the QA engineer on-site', expect: loc(['3.3']) },
  { family: 'move', plan: 'navy', message: 'the cyber analyst can work remotely', expect: loc(['5.1']) },
  { family: 'move', plan: 'navy', message: 'move everyone to Charleston', expect: loc(NORFOLK) },
  { family: 'move', plan: 'navy', message: 'move the Norfolk tasks to Charleston, SC', expect: loc(NORFOLK) },
  {
    family: 'move',
    plan: 'navy',
    message: 'transfer the desktop support tech to Charleston',
    expect: loc(['2.2']),
  },
  {
    family: 'move',
    plan: 'navy',
    message: 'change the location of task 4.1 to Remote',
    expect: loc(['4.1']),
  },
  { family: 'move', plan: 'navy', message: 'move the PM to Charleston', expect: loc(['1.1']) },
  { family: 'move', plan: 'navy', message: 'base the sysadmins in Charleston', expect: loc(['4.2']) },
  {
    family: 'move',
    plan: 'navy',
    message: 'move help desk support to Charleston',
    expect: loc(['2.1', '2.2']),
  },
  { family: 'move', plan: 'navy', message: 'Norfolk tasks go to Charleston', expect: loc(NORFOLK) },
  { family: 'move', plan: 'navy', message: 'make task 2 telework', expect: loc(['2.1', '2.2']) },
  { family: 'move', plan: 'navy', message: 'relocate Charleston to Norfolk', expect: loc(CHARLESTON) },
  {
    family: 'move',
    plan: 'remote',
    message: "change the data engineer's location to Arlington, VA",
    expect: loc(['3']),
  },
  { family: 'move', plan: 'remote', message: 'relocate task 2 to Norfolk', expect: loc(['2']) },
  { family: 'move', plan: 'remote', message: 'make the project manager on-site', expect: loc(['1']) },
  {
    family: 'move',
    plan: 'remote',
    message: 'move everything on-site in Washington, DC',
    expect: loc(['1', '2', '3', '4']),
  },
  // roles
  {
    family: 'role',
    plan: 'navy',
    message: 'change the developers to Software Engineer',
    expect: role('3.1'),
  },
  { family: 'role', plan: 'navy', message: 'rename the QA engineer to Test Engineer', expect: role('3.3') },
  {
    family: 'role',
    plan: 'navy',
    message: 'replace the contract administrator with a Contracts Manager',
    expect: role('1.2'),
  },
  { family: 'role', plan: 'navy', message: "change task 3.2's role to Lead Developer", expect: role('3.2') },
  { family: 'role', plan: 'navy', message: 'rename the sysadmins to Systems Engineer', expect: role('4.2') },
  {
    family: 'role',
    plan: 'navy',
    message: 'convert the desktop support technician into a Field Technician',
    expect: role('2.2'),
  },
  {
    family: 'role',
    plan: 'navy',
    message: 'change the role of task 1.2 to Contracts Specialist',
    expect: role('1.2'),
  },
  { family: 'role', plan: 'navy', message: 'make task 4.1 a Senior Network Engineer', expect: role('4.1') },
  {
    family: 'role',
    plan: 'remote',
    message: 'swap the tech writer for a documentation specialist',
    expect: role('4'),
  },
  {
    family: 'role',
    plan: 'remote',
    message: 'change the data analyst to a Business Analyst',
    expect: role('2'),
  },
];
