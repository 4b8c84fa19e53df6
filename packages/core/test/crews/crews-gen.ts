/**
 * A generator of solicitations whose work is not a staffing table: a construction job priced
 * by its quantities with the crew named by trade, service work scheduled or priced per visit
 * (sites x visits a month or quarter x hours a visit), counted callbacks with a stated time
 * each, a stated crew paid by the counted day (crew-days, sea days, field days), and key personnel written in lower case, as acronyms or in a "Key Personnel" clause.
 * Each document is a whole small solicitation (scope, schedule, personnel, period, clauses)
 * with its truth: the plan's work hours (a band when the rate is the pricer's), the roles, the
 * key roles and the place. Nothing is taken from a corpus document: names, places, quantities
 * and sentences are invented here.
 */
import { seeded } from '../prose/phrasings';

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

/** The kind of work. */
export const KINDS = [
  'roof-job', // construction: roof area, edge metal, rooftop units; trades named; lump sum
  'visit-prose', // sites x visits a month or quarter x hours a visit, in sentences
  'visit-clin', // line items priced per visit, call or event, no time stated
  'callbacks', // counted callbacks or service calls with a stated time each
  'crew-days', // a stated crew paid so many hours per member per counted day, days by period
] as const;
export type Kind = (typeof KINDS)[number];

/** How the crew's trades or the sites are listed. */
export const FORMS = ['sentence', 'list', 'table'] as const;
export type Form = (typeof FORMS)[number];

/** How key personnel are written. */
export const KEYS = ['title-case', 'lower-case', 'acronym', 'clause'] as const;
export type KeyForm = (typeof KEYS)[number];

/** Where the place of performance is said. */
export const PLACES = ['work-sentence', 'title-only'] as const;
export type PlaceForm = (typeof PLACES)[number];

export interface CrewPhrasing {
  kind: Kind;
  form: Form;
  keys: KeyForm;
  ocr: boolean;
  place: PlaceForm;
}

export interface CrewTruth {
  /** Band of the plan's work hours (lines derived or stated, the first period, a year or the job). */
  hours: [number, number];
  /** Patterns of roles the plan must staff. */
  roles: string[];
  /** Patterns of the roles the plan must mark key. */
  keys: string[];
  /** The city the plan must place its work in. */
  city: string;
}

export interface GeneratedCrews {
  phrasing: CrewPhrasing;
  text: string;
  truth: CrewTruth;
}

const CITIES: readonly [string, string][] = [
  ['Rapid City', 'South Dakota'],
  ['Flagstaff', 'Arizona'],
  ['Duluth', 'Minnesota'],
  ['Macon', 'Georgia'],
  ['Yakima', 'Washington'],
  ['Pueblo', 'Colorado'],
  ['Erie', 'Pennsylvania'],
  ['Lubbock', 'Texas'],
];
const SMALL: Record<number, string> = {
  2: 'two',
  3: 'three',
  4: 'four',
  5: 'five',
  6: 'six',
  7: 'seven',
  8: 'eight',
  9: 'nine',
  10: 'ten',
  11: 'eleven',
  12: 'twelve',
};
const counted = (rng: Rng, n: number) =>
  SMALL[n] && rng() < 0.5 ? `${SMALL[n]} (${n})` : n.toLocaleString('en-US');

/** An OCR scan's misreadings: some 1s as l, 0s as O, a word broken by a space. */
function scan(rng: Rng, text: string): string {
  const digits = text.replace(/\d[\d,]*/g, (t) =>
    t.replace(/[10]/g, (d) => (rng() < 0.5 ? (d === '1' ? 'l' : 'O') : d)),
  );
  return digits.replace(/\b([a-z]{4,})([a-z]{3,})\b/g, (w, a: string, b: string) =>
    rng() < 0.04 ? `${a} ${b}` : w,
  );
}

/** The key personnel paragraph and the titles it makes key. */
function keyParagraph(rng: Rng, form: KeyForm, lead: string, second: [string, string]): string {
  const [title, acronym] = second;
  const lower = (s: string) => s.toLowerCase();
  switch (form) {
    case 'title-case':
      return `The ${lead} and the ${title} are Key Personnel. Resumes shall accompany the offer.`;
    case 'lower-case':
      return `The contractor shall furnish a ${lower(lead)} with at least five years of experience and a ${lower(title)} who is not the ${lower(lead)}. The ${lower(lead)} and the ${lower(title)} ${pick(rng, ['are Key Personnel', 'are designated key personnel', 'shall be Key Personnel'])}.`;
    case 'acronym':
      return `The Contractor shall provide a ${title} (${acronym}) on site while work is under way. The ${lower(lead)} and the ${acronym} are Key Personnel for the submittal of resumes.`;
    case 'clause':
      return `Key Personnel. The following positions are designated Key Personnel:\n\n- ${lead}\n- ${title}`;
  }
}

/** The second key role of a construction job, and of a service contract: its title, acronym and pattern. */
const SECOND_KEYS: readonly [string, string, string][] = [
  ['Quality Control Manager', 'QCM', 'Quality Control|QC'],
  ['Site Safety and Health Officer', 'SSHO', 'Safety'],
  ['Quality Control System Manager', 'QCSM', 'Quality Control|QC'],
];
const SERVICE_KEYS: readonly [string, string, string][] = [
  ['Quality Control Manager', 'QCM', 'Quality Control|QC'],
  ['Quality Assurance Lead', 'QAL', 'Quality Assurance|QA'],
  ['Field Supervisor', 'FS', 'Supervisor'],
];

function roofJob(rng: Rng, p: CrewPhrasing, city: string, state: string) {
  const area = between(rng, 18, 90) * 500;
  const edge = between(rng, 40, 160) * 10;
  const units = between(rng, 2, 9);
  const drains = between(rng, 6, 30);
  const days = pick(rng, [90, 120, 150, 180]);
  const trades = ['Roofer', 'Sheet Metal Worker', 'Electrician', 'Laborer'];
  const tradeText =
    p.form === 'sentence'
      ? `The wage decision lists the classifications the Government expects on this job: ${trades.slice(0, -1).join(', ')} and ${trades.at(-1)}.`
      : p.form === 'list'
        ? `The classifications expected on this job under the wage decision are:\n\n${trades.map((t) => `- ${t}`).join('\n')}`
        : `Classifications expected under the wage decision:\n\n| Classification | Work |\n|---|---|\n| Roofer | membrane and insulation |\n| Sheet Metal Worker | edge metal, curbs and ductwork |\n| Electrician | unit power and disconnects |\n| Laborer | tear-off and clean-up |`;
  const [second, acronym, secondPattern] = pick(rng, SECOND_KEYS);
  const where =
    p.place === 'work-sentence'
      ? `The Contractor shall replace the roof of the Records Annex in ${city}, ${state}.`
      : 'The Contractor shall replace the roof of the Records Annex.';
  const text = `INVITATION FOR BIDS NO. ${between(rng, 10, 99)}-IFB-${between(rng, 1000, 9999)}
Reroofing and Rooftop Unit Replacement, Records Annex, ${city}, ${state}

Standard Form 1442 applies. Davis-Bacon wage rates apply to all site labor.

1. SUMMARY OF WORK

1.1 ${where} The annex is a two-story masonry building of ${(area + between(rng, 2, 9) * 1000).toLocaleString('en-US')} square feet built in ${between(rng, 1960, 1995)}.

1.2 Roofing. Remove the existing roof down to the deck over the entire roof area of ${area.toLocaleString('en-US')} square feet and install new tapered insulation and a single-ply membrane. Install new edge metal and coping (${edge.toLocaleString('en-US')} linear feet) and flash ${drains} roof drains.

1.3 Rooftop units. Remove and replace ${counted(rng, units)} rooftop HVAC units on new curb adapters, reconnect gas, condensate and power, and start up each unit.

1.4 ${tradeText}

2. PERSONNEL

2.1 ${keyParagraph(rng, p.keys, 'Superintendent', [second, acronym])}

2.2 The Government does not prescribe crew sizes or labor hours; the bid is a lump sum.

3. SCHEDULE

3.1 The Contractor shall complete the work within ${days} calendar days after receipt of the notice to proceed. There are no options.

4. CLAUSES

52.222-6 Construction Wage Rate Requirements; 52.236-2 Differing Site Conditions; 52.246-12 Inspection of Construction.
`;
  const lo = area * 0.035 + edge * 0.2 + units * 50 + drains * 1;
  const hi = area * 0.07 + edge * 0.6 + units * 120 + drains * 5;
  return {
    text,
    truth: {
      hours: [Math.round(lo), Math.round(hi)] as [number, number],
      roles: ['Roofer', 'Sheet Metal|HVAC|Pipefitter', 'Electrician'],
      keys: ['Superintendent', secondPattern],
      city,
    },
  };
}

const SERVICES: readonly { title: string; work: string; role: string; visit: string }[] = [
  {
    title: 'Integrated Pest Management Services',
    work: 'inspect for and control pests, service bait stations and keep pesticide records',
    role: 'Pest|Technician|Exterminator',
    visit: 'pest control service',
  },
  {
    title: 'Fire Extinguisher and Emergency Lighting Inspection Services',
    work: 'inspect and tag portable fire extinguishers and test emergency lighting',
    role: 'Technician|Inspector|Electrician',
    visit: 'inspection visit',
  },
  {
    title: 'Drinking Fountain and Ice Machine Sanitation Services',
    work: 'clean, sanitize and descale drinking fountains and ice machines',
    role: 'Technician|Worker|Custodian|Janitor',
    visit: 'sanitation visit',
  },
];
const SITE_NOUNS = ['offices', 'field offices', 'clinics', 'branch libraries', 'service centers'];

function visitWork(rng: Rng, p: CrewPhrasing, city: string, state: string, priced: boolean) {
  const svc = pick(rng, SERVICES);
  const sites = between(rng, 4, 14);
  const noun = pick(rng, SITE_NOUNS);
  const monthly = pick(rng, [
    { words: 'once a month', n: 12 },
    { words: 'twice a month', n: 24 },
    { words: 'once each quarter', n: 4 },
    { words: 'two times per month', n: 24 },
    { words: 'every month', n: 12 },
  ]);
  const hours = pick(rng, [1, 1.5, 2, 2.5, 3, 4]);
  const hoursWords = pick(rng, [
    `Each visit takes about ${hours} hours on site.`,
    `A visit is expected to take approximately ${hours} hours.`,
    `Allow ${hours} hours per visit.`,
  ]);
  const siteList =
    p.form === 'list'
      ? `\n\n${Array.from({ length: Math.min(sites, 4) }, (_, i) => `- Site ${i + 1}, ${i === 0 ? city : `${pick(rng, ['North', 'East', 'West', 'South'])} Annex`}`).join('\n')}\n- and the other ${noun} listed in Attachment 1`
      : '';
  const where =
    p.place === 'work-sentence'
      ? `The work is performed at ${counted(rng, sites)} ${noun} in and around ${city}, ${state}.`
      : `The work covers ${counted(rng, sites)} ${noun}.`;
  const [second, acronym, secondPattern] = pick(rng, SERVICE_KEYS);
  let schedule: string;
  let band: [number, number];
  if (priced) {
    const routine = sites * monthly.n;
    const calls = between(rng, 6, 40);
    const events = between(rng, 2, 8);
    const rows: [string, string, number, string][] = [
      ['0001', `Routine ${svc.visit}, per site`, routine, 'Visit'],
      ['0002', 'Unscheduled service call (non-emergency)', calls, 'Each'],
      ['0003', 'Emergency service call', Math.max(2, Math.round(calls / 4)), 'Each'],
      ['0004', 'Special treatment, per event', events, 'Event'],
    ];
    schedule =
      p.form === 'table'
        ? `| CLIN | Description | Est. Qty | Unit | Unit Price |\n|---|---|---|---|---|\n${rows.map((r) => `| ${r[0]} | ${r[1]} | ${r[2]} | ${r[3]} | |`).join('\n')}`
        : `CLIN   Description                                   Est. Qty   Unit    Unit Price\n${rows.map((r) => `${r[0]}   ${r[1].padEnd(46)}${String(r[2]).padStart(6)}     ${r[3].padEnd(8)}________`).join('\n')}`;
    const count = rows.reduce((s, r) => s + r[2], 0);
    band = [Math.round(count * 1), Math.round(count * 3)];
  } else {
    schedule = `The Contractor shall ${pick(rng, ['visit', 'service'])} each of the ${counted(rng, sites)} ${noun} ${monthly.words}. ${hoursWords}`;
    const h = sites * monthly.n * hours;
    band = [Math.round(h * 0.95), Math.round(h * 1.05)];
  }
  const text = `REQUEST FOR PROPOSALS ${between(rng, 10, 99)}-R-${between(rng, 1000, 9999)}
${svc.title}, ${city}, ${state}

SECTION B - SUPPLIES OR SERVICES AND PRICES

B.1 The Contractor shall furnish all services at the unit prices below or as scheduled in Section C. Quantities are the Government's best estimate for each year.

${priced ? schedule : 'CLIN 0001 Services, per month, 12 months.'}

SECTION C - PERFORMANCE WORK STATEMENT

C.1 SCOPE. The Contractor shall ${svc.work}. ${where}${siteList}

C.2 SCHEDULE. ${priced ? 'Routine visits are made on the schedule of CLIN 0001; calls are answered within two business days.' : schedule}

C.3 REPORTS. A service ticket is left at each visit and a monthly summary is due by the 10th of the following month.

C.4 PERSONNEL. ${keyParagraph(rng, p.keys, 'Contract Manager', [second, acronym])}

SECTION F - PERIOD OF PERFORMANCE

F.1 Base Year: 1 October 2029 through 30 September 2030.
F.2 Option Year 1: 1 October 2030 through 30 September 2031.
`;
  return {
    text,
    truth: { hours: band, roles: [svc.role], keys: ['Contract Manager', secondPattern], city },
  };
}

function callbackWork(rng: Rng, p: CrewPhrasing, city: string, state: string) {
  const units = between(rng, 8, 40);
  const calls = between(rng, 80, 600);
  const each = pick(rng, [1.5, 2, 2.5, 3]);
  const sentence = pick(rng, [
    `Last year there were ${calls.toLocaleString('en-US')} callbacks; each took an average of ${each} mechanic hours on site.`,
    `The Government logged ${calls.toLocaleString('en-US')} service calls in fiscal year 2028, averaging ${each} hours per call.`,
    `Historical data: ${calls.toLocaleString('en-US')} trouble calls a year. The average on-site time was ${each} hours per trouble call.`,
  ]);
  const where =
    p.place === 'work-sentence'
      ? `The Contractor shall maintain the ${units} elevators and escalators in the federal buildings in ${city}, ${state}.`
      : `The Contractor shall maintain the ${units} elevators and escalators listed in Attachment 1.`;
  const [second, acronym, secondPattern] = pick(rng, SERVICE_KEYS);
  const text = `SOLICITATION ${between(rng, 10, 99)}-R-${between(rng, 1000, 9999)}
Elevator Maintenance and Repair Services, ${city}, ${state}

SECTION C - STATEMENT OF WORK

C.1 General. ${where} Preventive maintenance is part of the firm-fixed monthly price.

C.2 Callbacks. The Contractor shall answer callbacks 24 hours a day. ${sentence}

C.3 Personnel. ${keyParagraph(rng, p.keys, 'Contract Manager', [second, acronym])}

SECTION F - PERIOD OF PERFORMANCE

F.1 Base Year: 1 April 2029 through 31 March 2030.
F.2 Option Year 1: 1 April 2030 through 31 March 2031.
`;
  const h = calls * each;
  return {
    text,
    truth: {
      hours: [Math.round(h * 0.95), Math.round(h * 1.05 + 4000)] as [number, number],
      roles: ['Elevator|Mechanic|Technician'],
      keys: ['Contract Manager', secondPattern],
      city,
    },
  };
}

const DAY_CREWS: readonly { title: string; unit: string; crew: [string, number, string][] }[] = [
  {
    title: 'Hydrographic Condition Surveys',
    unit: 'crew-day',
    crew: [
      ['Party Chief', 1, 'Party Chief'],
      ['Survey Technician', 1, 'Survey Technician'],
      ['Boat Operator', 1, 'Boat Operator'],
    ],
  },
  {
    title: 'Buoy Tender Vessel Crewing',
    unit: 'sea day',
    crew: [
      ['Master', 1, 'Master'],
      ['Able Seaman', 2, 'Able Seaman'],
      ['Cook', 1, 'Cook'],
    ],
  },
  {
    title: 'Stream Gauging Field Services',
    unit: 'field day',
    crew: [
      ['Field Supervisor', 1, 'Field Supervisor'],
      ['Hydrologic Technician', 2, 'Hydrologic Technician'],
    ],
  },
];

function crewDayWork(rng: Rng, p: CrewPhrasing, city: string, state: string) {
  const job = pick(rng, DAY_CREWS);
  const hours = pick(rng, [8, 10, 12]);
  const days = between(rng, 8, 24) * 10;
  const unit = job.unit;
  const count = (n: number) => (n === 1 ? 'one (1)' : `${SMALL[n] ?? n} (${n})`);
  const members = job.crew.map(([t, n]) => `${count(n)} ${n > 1 ? `${t}s` : t}`);
  const crewText =
    p.form === 'sentence'
      ? `Each crew shall consist of ${members.slice(0, -1).join(', ')} and ${members.at(-1)}.`
      : p.form === 'list'
        ? `Each crew shall consist of:\n\n${members.map((m) => `- ${m}`).join('\n')}`
        : `Each crew shall consist of the following positions:\n\n| Position | Number per crew |\n|---|---|\n${job.crew.map(([t, n]) => `| ${t} | ${n} |`).join('\n')}`;
  const pay = pick(rng, [
    `A ${unit} is ${counted(rng, hours)} hours for each member of the crew.`,
    `For pricing, each crew member is paid ${counted(rng, hours)} hours for each ${unit}.`,
    `Price each ${unit} at ${hours} paid hours per crew member, travel included.`,
  ]);
  const schedule =
    p.form === 'table'
      ? `| CLIN | Description | Estimated quantity | Unit |\n|---|---|---|---|\n| 0001 | Field work, base year | ${days} | ${unit[0]?.toUpperCase()}${unit.slice(1)} |\n| 1001 | Option Year 1, same as 0001 | | |`
      : `The Government estimates ${days.toLocaleString('en-US')} ${unit}s in each period; ${unit}s are ordered by written task request.`;
  const where =
    p.place === 'work-sentence'
      ? `The work is performed in and around ${city}, ${state}; crews report to the Government field office.`
      : 'Crews report to the Government field office.';
  const [second, acronym, secondPattern] = pick(rng, SERVICE_KEYS);
  const lead = job.crew[0]?.[0] ?? 'Crew Leader';
  const text = `REQUEST FOR PROPOSALS ${between(rng, 10, 99)}-R-${between(rng, 1000, 9999)}
${job.title}, ${city}, ${state}

SECTION B - SUPPLIES OR SERVICES AND PRICES

B.1 Firm-fixed-price per ${unit} with estimated quantities.

${schedule}

SECTION C - STATEMENT OF WORK

C.1 SCOPE. The Contractor shall furnish the crew for the ${job.title.toLowerCase()}. ${where}

C.2 CREW. ${crewText}

C.3 HOURS. ${pay}

C.4 PERSONNEL. ${keyParagraph(rng, p.keys, lead, [second, acronym])}

C.5 PAST PERFORMANCE. Offerors shall describe two contracts of at least ${between(rng, 3, 9) * 100} ${unit}s each.

SECTION F - PERIOD OF PERFORMANCE

F.1 Base Year: 1 October 2029 through 30 September 2030.
F.2 Option Year 1: 1 October 2030 through 30 September 2031.
`;
  const people = job.crew.reduce((sum, [, n]) => sum + n, 0);
  const h = people * hours * days;
  return {
    text,
    truth: {
      hours: [Math.round(h * 0.95), Math.round(h * 1.05)] as [number, number],
      roles: job.crew.map(([, , pattern]) => pattern),
      keys: [lead, secondPattern],
      city,
    },
  };
}

/**
 * One generated solicitation and its truth.
 * @example
 * generateCrews(1, crewsGrid()[0]).truth.roles // ['Roofer', 'Sheet Metal|HVAC|Pipefitter', 'Electrician']
 */
export function generateCrews(seed: number, p: CrewPhrasing): GeneratedCrews {
  const rng = seeded(seed * 7919 + 17);
  const [city, state] = pick(rng, CITIES);
  const made =
    p.kind === 'roof-job'
      ? roofJob(rng, p, city, state)
      : p.kind === 'callbacks'
        ? callbackWork(rng, p, city, state)
        : p.kind === 'crew-days'
          ? crewDayWork(rng, p, city, state)
          : visitWork(rng, p, city, state, p.kind === 'visit-clin');
  return { phrasing: p, text: p.ocr ? scan(rng, made.text) : made.text, truth: made.truth };
}

/**
 * Every phrasing: kinds x forms x key forms x OCR x place (240).
 * @example
 * crewsGrid().length // 240
 */
export function crewsGrid(): CrewPhrasing[] {
  const out: CrewPhrasing[] = [];
  for (const kind of KINDS)
    for (const form of FORMS)
      for (const keys of KEYS)
        for (const ocr of [false, true])
          for (const place of PLACES) out.push({ kind, form, keys, ocr, place });
  return out;
}
