/**
 * A generator of phased work: a schedule of phases (weeks, months or working days) that names
 * the people of each phase beside it, so the schedule sets both the length of the work and
 * the hours of each role. Layouts: a pipe table, aligned text, a Word table (its text as the
 * upload reader writes it: pipes, the duration inside the phase cell, a "Team" column), one
 * prose sentence per phase, and a role x phase matrix of hours. Each document comes with its
 * truth: hours by role (singular title) and the months the schedule spans. Nothing is taken
 * from a corpus document: domains, titles and numbers are invented here.
 */
import { seeded } from '../prose/phrasings';

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

interface Domain {
  agency: string;
  work: string;
  lead: string;
  /** Plural-capable roles: singular title. */
  crew: [string, string, string];
  phases: [string, string, string];
}

const DOMAINS: Domain[] = [
  {
    agency: 'Bureau of Coastal Charting',
    work: 'hydrographic data conversion',
    lead: 'Project Manager',
    crew: ['Data Analyst', 'GIS Technician', 'Quality Reviewer'],
    phases: ['Discovery and planning', 'Conversion', 'Validation and hand-off'],
  },
  {
    agency: 'Federal Grain Inspection Office',
    work: 'sampling equipment calibration',
    lead: 'Field Supervisor',
    crew: ['Calibration Technician', 'Metrologist', 'Records Clerk'],
    phases: ['Mobilization', 'Calibration visits', 'Reporting'],
  },
  {
    agency: 'National Archives Annex',
    work: 'digitization of case files',
    lead: 'Team Leader',
    crew: ['Scanning Operator', 'Indexer', 'Quality Control Inspector'],
    phases: ['Set-up and pilot', 'Production scanning', 'Close-out'],
  },
  {
    agency: 'River Basin Authority',
    work: 'levee condition survey',
    lead: 'Survey Manager',
    crew: ['Survey Technician', 'Geotechnical Engineer', 'CAD Drafter'],
    phases: ['Reconnaissance', 'Field survey', 'Report preparation'],
  },
  {
    agency: 'Office of Language Services',
    work: 'translation of outreach materials',
    lead: 'Translation Coordinator',
    crew: ['Translator', 'Editor', 'Desktop Publisher'],
    phases: ['Terminology and glossary', 'Translation', 'Review and layout'],
  },
  {
    agency: 'Wildlife Refuge System',
    work: 'invasive plant treatment',
    lead: 'Crew Supervisor',
    crew: ['Biological Technician', 'Pesticide Applicator', 'Data Manager'],
    phases: ['Planning', 'Treatment season', 'Monitoring and report'],
  },
];

export const LAYOUTS = ['pipe', 'aligned', 'word', 'prose', 'matrix'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const UNITS = ['weeks', 'months', 'range'] as const;
export type Unit = (typeof UNITS)[number];
/** How a member of a phase is written: "2 Analysts", "Analysts (2)", "2 x Analyst", "two Analysts". */
export const PEOPLE = ['count-first', 'count-after', 'times', 'words'] as const;
export type PeopleForm = (typeof PEOPLE)[number];

export interface PhasePhrasing {
  layout: Layout;
  unit: Unit;
  people: PeopleForm;
  /** The period of performance is stated; else the schedule's span is the period. */
  statedPeriod: boolean;
}

export interface PhaseTruth {
  /** Hours over the whole work by singular title. */
  hours: Record<string, number>;
  months: number;
}

export interface GeneratedPhases {
  phrasing: PhasePhrasing;
  text: string;
  truth: PhaseTruth;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const plural = (t: string) => (/y$/.test(t) && !/ey$/.test(t) ? `${t.slice(0, -1)}ies` : `${t}s`);

interface Member {
  title: string;
  count: number;
  half: boolean;
}

function member(m: Member, form: PeopleForm): string {
  const share = m.half ? ' half time' : '';
  if (m.count === 1 && !m.half && form !== 'times') return `${m.title}`;
  if (m.count === 1) return form === 'times' ? `1 x ${m.title}${share}` : `1 ${m.title}${share}`;
  const t = plural(m.title);
  switch (form) {
    case 'count-first':
      return `${m.count} ${t}${share}`;
    case 'count-after':
      return `${t} (${m.count})${share}`;
    case 'times':
      return `${m.count} x ${m.title}${share}`;
    case 'words':
      return `${WORDS[m.count] ?? m.count} ${t}${share}`;
  }
}

/** Hours a person works in a phase of this length (40 a week; a month is 52/12 weeks). */
const phaseHours = (length: number, unit: Unit) =>
  unit === 'months' ? (length * 40 * 52) / 12 : length * 40;

function schedule(rng: Rng, d: Domain) {
  const [a, b, c] = d.crew;
  const lengths = [between(rng, 2, 4), between(rng, 5, 12), between(rng, 2, 4)];
  const phases: Member[][] = [
    [
      { title: d.lead, count: 1, half: false },
      { title: a, count: 1, half: false },
    ],
    [
      { title: d.lead, count: 1, half: rng() < 0.5 },
      { title: a, count: between(rng, 2, 6), half: false },
      { title: b, count: between(rng, 2, 4), half: false },
    ],
    [
      { title: d.lead, count: 1, half: false },
      { title: c, count: between(rng, 1, 2), half: false },
    ],
  ];
  return { lengths, phases };
}

function truthOf(lengths: number[], phases: Member[][], unit: Unit): PhaseTruth {
  const hours: Record<string, number> = {};
  phases.forEach((members, i) => {
    for (const m of members)
      hours[m.title] =
        (hours[m.title] ?? 0) + m.count * (m.half ? 0.5 : 1) * phaseHours(lengths[i] ?? 0, unit);
  });
  const total = lengths.reduce((s, l) => s + l, 0);
  return { hours, months: unit === 'months' ? total : (total * 12) / 52 };
}

function durationCells(lengths: number[], unit: Unit): string[] {
  let start = 1;
  return lengths.map((l) => {
    const cell =
      unit === 'range' ? `${start} - ${start + l - 1}` : unit === 'months' ? `${l} months` : `${l} weeks`;
    start += l;
    return cell;
  });
}

function tableText(d: Domain, lengths: number[], phases: Member[][], p: PhasePhrasing): string {
  const cells = durationCells(lengths, p.unit);
  if (p.layout === 'word') {
    const rows = phases.map((ms, i) => [
      `Phase ${i + 1}: ${d.phases[i]} (${p.unit === 'range' ? `weeks ${cells[i]}` : cells[i]})`,
      ms.map((m) => member(m, p.people)).join(', '),
    ]);
    return [['Phase', 'Team'], ['---', '---'], ...rows].map((r) => `|${r.join('|')}|`).join('\n');
  }
  const head = ['Phase', p.unit === 'range' ? 'Weeks' : 'Duration', 'Staff'];
  const rows = phases.map((ms, i) => [
    `${i + 1}. ${d.phases[i]}`,
    cells[i] ?? '',
    ms.map((m) => member(m, p.people)).join('; '),
  ]);
  if (p.layout === 'pipe')
    return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
  const widths = head.map((_, c) => Math.max(...[head, ...rows].map((r) => (r[c] ?? '').length)) + 3);
  return [head, ...rows].map((r) => `   ${r.map((x, c) => x.padEnd(widths[c] ?? 0)).join('')}`).join('\n');
}

function proseText(d: Domain, lengths: number[], phases: Member[][], p: PhasePhrasing): string {
  let start = 1;
  return phases
    .map((ms, i) => {
      const l = lengths[i] ?? 0;
      const when = p.unit === 'months' ? `${WORDS[l] ?? l} months` : `weeks ${start}-${start + l - 1}`;
      start += l;
      const names = ms.map((m) => member(m, p.people));
      const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
      return `Phase ${i + 1} - ${d.phases[i]} (${when}): ${list}.`;
    })
    .join('\n\n');
}

function matrixText(d: Domain, lengths: number[], phases: Member[][]): string {
  const titles = [...new Set(phases.flat().map((m) => m.title))];
  let start = 1;
  const head = [
    'Role',
    ...lengths.map((l, i) => {
      const h = `Phase ${i + 1} - ${d.phases[i]} (weeks ${start}-${start + l - 1})`;
      start += l;
      return h;
    }),
  ];
  const rows = titles.map((t) => {
    const counts = phases.map((ms) => ms.find((m) => m.title === t)?.count ?? 0);
    const most = Math.max(...counts);
    const label = most > 1 ? `${plural(t)} (${most})` : t;
    // Hours per person; a phase with fewer people than the row's count is the count's mean.
    const cells = phases.map((ms, i) => {
      const m = ms.find((x) => x.title === t);
      if (!m) return '-';
      return String(Math.round((m.count * (m.half ? 0.5 : 1) * phaseHours(lengths[i] ?? 0, 'weeks')) / most));
    });
    return [label, ...cells];
  });
  return [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

/** One phased solicitation and its truth. */
export function generatePhases(seed: number, phrasing: PhasePhrasing): GeneratedPhases {
  const rng = seeded(seed);
  const d = pick(rng, DOMAINS);
  const unit: Unit = phrasing.layout === 'matrix' ? 'range' : phrasing.unit;
  const { lengths, phases } = schedule(rng, d);
  const truth = truthOf(lengths, phases, unit);
  const weeks = lengths.reduce((s, l) => s + l, 0);
  const body =
    phrasing.layout === 'prose'
      ? proseText(d, lengths, phases, { ...phrasing, unit })
      : phrasing.layout === 'matrix'
        ? matrixText(d, lengths, phases)
        : tableText(d, lengths, phases, { ...phrasing, unit });
  const period = phrasing.statedPeriod
    ? `4. PERIOD OF PERFORMANCE\n\nThe period of performance is ${unit === 'months' ? `${weeks} months` : `${weeks} weeks`} from award. There are no options.\n\n`
    : '';
  const intro =
    phrasing.layout === 'matrix'
      ? 'The Government estimates the hours below. Hours are per person in each phase.'
      : 'The work is performed in three phases, one after another. Each person works full time (40 hours a week) unless shown as half time.';
  const text = `${d.agency.toUpperCase()}
REQUEST FOR QUOTATIONS - ${d.work.toUpperCase()}

1. SCOPE

The Contractor shall perform ${d.work} for the ${d.agency}. Quotes are due on the date in the cover letter.

2. PHASES AND STAFFING

${intro}

${body}

3. DELIVERABLES

| Deliverable | Due | Copies |
| --- | --- | --- |
| Work plan | Week 2 | 3 |
| Draft report | Week ${weeks - 1} | 2 |
| Final report | Week ${weeks} | 5 |

${period}5. PAYMENT

| Milestone | Payment |
| --- | --- |
| Phase 1 accepted | 20 percent |
| Phase 2 accepted | 50 percent |
| Phase 3 accepted | 30 percent |
`;
  return { phrasing: { ...phrasing, unit }, text, truth };
}

/** Every layout x unit x people form, once each, with the period stated or not in turn. */
export function phrasings(): PhasePhrasing[] {
  const out: PhasePhrasing[] = [];
  let i = 0;
  for (const layout of LAYOUTS)
    for (const unit of layout === 'matrix' ? (['range'] as const) : UNITS)
      for (const people of layout === 'matrix' ? (['count-after'] as const) : PEOPLE) {
        if (layout === 'prose' && unit === 'range') continue;
        out.push({ layout, unit, people, statedPeriod: i++ % 2 === 0 });
      }
  return out;
}
