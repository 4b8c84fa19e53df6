import type { CorpusCase } from './run-corpus';

type C = CorpusCase;
const _split = (id: string, hours: number[]): C['expect'] => ({
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
const removed = (ids: string[]): C['expect'] => ({ kind: 'edit', removed: ids });
const q = (tasks: string[] = []): C['expect'] => ({ kind: 'question', tasks });
const refused: C['expect'] = { kind: 'refused' };
const _NAVY_FTE = ['1.1', '1.2', '2.1', '2.2', '3.1', '3.2', '3.3', '4.1', '4.2'];
const _hpf = (ids: string[], hoursPerFte: number): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(ids.map((id) => [id, ['hours']])),
  hoursPerFte,
});
const _scaled = (ids: string[]): C['expect'] => ({
  kind: 'edit',
  changed: Object.fromEntries(ids.map((id) => [id, ['hours']])),
});

/** New and removed lines, questions and refusals. */
export const LINE_CASES: CorpusCase[] = [
  // new lines, numbered in their area with the plan's conventions
  {
    family: 'add',
    plan: 'navy',
    message: 'add a help desk lead at 1 FTE',
    expect: add('2.3', 1880, { lcat: 'Help Desk Lead', location: 'Norfolk, VA' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a half-time DBA to network operations',
    expect: add('4.3', 940, { location: 'Norfolk, VA' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a technical writer for 500 hours',
    expect: add('6.1', 500, { lcat: 'Technical Writer' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add 2 developers at 0.5 FTE each',
    expect: add('3.4', 1880, { lcat: 'Developer', location: 'Charleston, SC' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a scrum master for 940 hours to software development',
    expect: add('3.4', 940, { lcat: 'Scrum Master', location: 'Charleston, SC' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add another network engineer, full time',
    expect: add('4.3', 1880, { lcat: 'Network Engineer' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'we need a security engineer at 0.5 FTE in the cybersecurity area',
    expect: add('5.2', 940, { lcat: 'Security Engineer', location: 'Charleston, SC' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a Program Analyst at a quarter of an FTE',
    expect: add('1.3', 470, { lcat: 'Program Analyst', location: 'Norfolk, VA' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'include a 0.5 FTE transition manager',
    expect: add('6.1', 940, { lcat: 'Transition Manager' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add 500 hours for a trainer',
    expect: add('6.1', 500, { lcat: 'Trainer' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a QA engineer for 1,000 hours',
    expect: add('3.4', 1000, { lcat: 'QA Engineer' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'add a desktop support technician in Charleston at 1 FTE',
    expect: add('2.3', 1880, { location: 'Charleston, SC' }),
  },
  {
    family: 'add',
    plan: 'navy',
    message: 'hire a help desk technician for 1,880 hours',
    expect: add('2.3', 1880, { lcat: 'Help Desk Technician' }),
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'add a QA analyst, full time',
    expect: add('5', 1880, { lcat: 'QA Analyst', location: 'Remote' }),
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'hire a data scientist for 1,000 hours',
    expect: add('5', 1000, { lcat: 'Data Scientist', location: 'Remote' }),
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'add a half-time scrum master',
    expect: add('5', 940, { lcat: 'Scrum Master', location: 'Remote' }),
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'please add a database administrator at 0.25 FTE',
    expect: add('5', 470, { lcat: 'Database Administrator' }),
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'add a Cloud Architect for 600 hours, on-site',
    expect: add('5', 600, { location: 'On-site' }),
  },
  {
    family: 'add',
    plan: 'remote',
    message: 'add two data engineers at 1 FTE each',
    expect: add('5', 3760, { lcat: 'Data Engineer' }),
  },
  { family: 'add', plan: 'remote', message: 'add a trainer', expect: refused },
  // removals
  { family: 'remove', plan: 'navy', message: 'remove task 1.2', expect: removed(['1.2']) },
  { family: 'remove', plan: 'navy', message: 'delete the contract administrator', expect: removed(['1.2']) },
  { family: 'remove', plan: 'navy', message: 'drop the QA engineer', expect: removed(['3.3']) },
  {
    family: 'remove',
    plan: 'navy',
    message: 'remove the Charleston tasks',
    expect: removed(['3.1', '3.2', '3.3', '5.1']),
  },
  { family: 'remove', plan: 'navy', message: 'eliminate task 5.1', expect: removed(['5.1']) },
  { family: 'remove', plan: 'navy', message: 'remove the cybersecurity line', expect: removed(['5.1']) },
  { family: 'remove', plan: 'navy', message: 'take out the senior developer', expect: removed(['3.2']) },
  {
    family: 'remove',
    plan: 'navy',
    message: 'we do not need the desktop support technician, remove it',
    expect: removed(['2.2']),
  },
  { family: 'remove', plan: 'navy', message: 'delete task 9', expect: refused },
  { family: 'remove', plan: 'navy', message: 'remove the astronauts', expect: refused },
  { family: 'remove', plan: 'remote', message: 'get rid of the technical writer', expect: removed(['4']) },
  { family: 'remove', plan: 'remote', message: 'drop task 4', expect: removed(['4']) },
  // questions: answered from the task's basis and math, no plan change
  { family: 'question', plan: 'navy', message: 'what does task 4 cover?', expect: q(['4.1', '4.2']) },
  { family: 'question', plan: 'navy', message: 'explain task 2', expect: q(['2.1', '2.2']) },
  { family: 'question', plan: 'navy', message: 'why does the PM have 1,880 hours?', expect: q(['1.1']) },
  { family: 'question', plan: 'navy', message: 'why 3,760 hours for the help desk?', expect: q(['2.1']) },
  { family: 'question', plan: 'navy', message: 'how did you get the developer hours?', expect: q(['3.1']) },
  { family: 'question', plan: 'navy', message: "what's behind task 3.3", expect: q(['3.3']) },
  { family: 'question', plan: 'navy', message: 'where do the sysadmin hours come from?', expect: q(['4.2']) },
  { family: 'question', plan: 'navy', message: 'tell me about the Norfolk tasks', expect: q(['1.1', '4.2']) },
  { family: 'question', plan: 'navy', message: 'walk me through the cybersecurity line', expect: q(['5.1']) },
  { family: 'question', plan: 'navy', message: "justify the QA engineer's hours", expect: q(['3.3']) },
  { family: 'question', plan: 'navy', message: 'what is task 5.1 based on?', expect: q(['5.1']) },
  {
    family: 'question',
    plan: 'navy',
    message: 'explain the math for the contract administrator',
    expect: q(['1.2']),
  },
  { family: 'question', plan: 'navy', message: 'is the PM key personnel?', expect: q(['1.1']) },
  { family: 'question', plan: 'navy', message: 'what does the plan assume?', expect: q() },
  { family: 'question', plan: 'navy', message: "what's the total FTE?", expect: q() },
  { family: 'question', plan: 'navy', message: 'can you explain task 1?', expect: q(['1.1', '1.2']) },
  {
    family: 'question',
    plan: 'navy',
    message: 'which requirement does task 2.1 answer?',
    expect: q(['2.1']),
  },
  { family: 'question', plan: 'navy', message: 'describe the help desk work', expect: q(['2.1']) },
  { family: 'question', plan: 'navy', message: 'why do we need a senior developer?', expect: q(['3.2']) },
  { family: 'question', plan: 'navy', message: 'what does task 4.1 cover', expect: q(['4.1']) },
  { family: 'question', plan: 'navy', message: 'explain the Charleston lines', expect: q(['3.1', '5.1']) },
  {
    family: 'question',
    plan: 'navy',
    message: 'where did 1,200 hours for cyber come from?',
    expect: q(['5.1']),
  },
  {
    family: 'question',
    plan: 'navy',
    message: 'How was the help desk technician sized?',
    expect: q(['2.1']),
  },
  {
    family: 'question',
    plan: 'navy',
    message: 'why is the contract administrator half time?',
    expect: q(['1.2']),
  },
  {
    family: 'question',
    plan: 'remote',
    message: 'how many hours does the data engineer have?',
    expect: q(['3']),
  },
  { family: 'question', plan: 'remote', message: 'why is the tech writer only 470 hours?', expect: q(['4']) },
  { family: 'question', plan: 'remote', message: 'can you explain task 1?', expect: q(['1']) },
  { family: 'question', plan: 'remote', message: 'how was task 3 estimated?', expect: q(['3']) },
  { family: 'question', plan: 'remote', message: 'explain task 2', expect: q(['2']) },
  // refusals: a helpful answer, never a silent no-op
  { family: 'refused', plan: 'navy', message: 'order pizza for the team', expect: refused },
  { family: 'refused', plan: 'navy', message: 'make it better', expect: refused },
  { family: 'refused', plan: 'navy', message: 'what a lovely day', expect: refused },
  { family: 'refused', plan: 'navy', message: 'set task 12 to 100 hours', expect: refused },
  { family: 'refused', plan: 'navy', message: 'add a developer', expect: refused },
  { family: 'refused', plan: 'navy', message: 'split task 3.1', expect: refused },
  { family: 'refused', plan: 'navy', message: 'translate the plan into French', expect: refused },
  { family: 'refused', plan: 'navy', message: 'email this to the contracting officer', expect: refused },
  { family: 'refused', plan: 'navy', message: 'add escalation of 3%', expect: refused },
  { family: 'refused', plan: 'navy', message: 'undo', expect: refused },
  { family: 'refused', plan: 'navy', message: 'price the plan at $95 an hour', expect: refused },
  { family: 'refused', plan: 'navy', message: 'asdf qwerty', expect: refused },
  { family: 'refused', plan: 'remote', message: 'increase the astronauts by 10%', expect: refused },
  {
    family: 'refused',
    plan: 'remote',
    message: 'scale the plan to 1 FTE',
    expect: { kind: 'edit', changed: { '1': ['hours'], '2': ['hours'], '3': ['hours'], '4': ['hours'] } },
  },
  { family: 'refused', plan: 'remote', message: 'thanks!', expect: refused },
];
