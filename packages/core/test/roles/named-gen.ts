/**
 * A generator of solicitations that name their labour categories without stated hours (or with
 * hours for some of them only), along independent axes: where and how the categories are named
 * (a key personnel section, qualification paragraphs, a labour category descriptions
 * attachment, a price schedule or Section L table with blank hours, a role table with duties, a
 * lettered list, a "personnel shall include" sentence, staffing by site), the carrier of the
 * tables (pipe or column-aligned text), the title forms (levels, Senior/Sr., parentheses with an
 * abbreviation), how key personnel are marked, 1-12 categories, six domains, and whether any
 * hours are stated. Each case is a whole small solicitation with boilerplate around the naming
 * and decoys that must not become roles: Government roles, another contractor's people, the
 * evaluation board, named individuals, "personnel security", an equipment list and trade
 * names. Titles are written for this generator; nothing is taken from a corpus document.
 */
import { seeded } from '../prose/phrasings';

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

export const DOMAINS = [
  'it',
  'professional',
  'service-trades',
  'medical',
  'research',
  'construction',
] as const;
export type NamedDomain = (typeof DOMAINS)[number];

/** Where and how the categories are named. */
export const NAMINGS = [
  'key-section', // "The Contractor shall provide a Project Manager ..." sentences in a personnel section
  'qualifications', // "The Senior Claims Analyst shall have ..." paragraphs under numbered titles
  'lcat-attachment', // Labor Category: / Duties: / Education: / Experience: blocks
  'price-schedule', // CLIN | Labor Category | Est. Hours | Unit Price | Amount, hours blank
  'section-l', // "propose hours for each labor category below" and a period table
  'role-table', // Position | Duties | Minimum Qualifications
  'lettered-list', // "The team shall include: a) ... b) ..."
  'include-sentence', // "Contractor personnel shall include a A, a B and a C."
  'by-site', // staffing requirements by site, titles only
  'performers', // lower case in duty sentences: "provide qualified claims examiners to ...", "the tree trimmer shall ..."
  'lower-list', // one lower-case list of the people provided: "shall provide trained a's, b's and a c to ..."
] as const;
export type Naming = (typeof NAMINGS)[number];

/** How the key personnel are marked. */
export const KEY_FORMS = [
  'none',
  'designated',
  'paren',
  'key-list',
  'key-column',
  'asterisk',
  'joined', // "The A and the B are Key Personnel."
  'resume-paren', // "Submit resumes for the A and the B (Key Personnel)."
  'described-list', // "The following are key personnel: the A, who ..., and the B, who ..."
  'label-line', // "H.2 Key personnel: the A and the B." (one title alone too)
  'designate-all', // "The Contractor shall designate an A and a B; both are key personnel."
] as const;
export type KeyForm = (typeof KEY_FORMS)[number];

export const CARRIERS = ['pipe', 'aligned'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const HOURS = ['none', 'partial'] as const;
export type HoursForm = (typeof HOURS)[number];

export interface NamedPhrasing {
  naming: Naming;
  keyForm: KeyForm;
  carrier: Carrier;
  domain: NamedDomain;
  hours: HoursForm;
}

export interface NamedTruth {
  categories: { title: string; key: boolean }[];
  /** Titles of people and things named in the document that are no contractor role. */
  decoys: string[];
}

export interface NamedCase {
  id: string;
  phrasing: NamedPhrasing;
  text: string;
  truth: NamedTruth;
}

/** The domain's work, its manager titles and its worker titles (written for this generator). */
const DOMAIN: Record<
  NamedDomain,
  { scope: string; tasks: string[]; leads: string[]; workers: string[]; equipment: string[] }
> = {
  it: {
    scope: 'information technology operations and maintenance support for the agency network',
    tasks: [
      'Operate and patch the servers, storage and virtual hosts.',
      'Answer user tickets and restore service within the stated times.',
      'Maintain the configuration baseline and change records.',
    ],
    leads: ['Project Manager', 'Program Manager', 'Technical Lead', 'Task Order Manager'],
    workers: [
      'Systems Administrator',
      'Network Engineer',
      'Software Developer',
      'Help Desk Technician',
      'Database Administrator',
      'Information System Security Officer (ISSO)',
      'Business Analyst',
      'Cloud Architect',
      'Technical Writer',
      'Cybersecurity Analyst',
      'DevOps Engineer',
      'Test Engineer',
    ],
    equipment: ['Rack Server', 'Managed Switch', 'Laptop Computer', 'UPS Battery Cabinet'],
  },
  professional: {
    scope: 'program support, analysis and claims processing services for the benefits office',
    tasks: [
      'Review incoming claims and adjudicate eligibility.',
      'Prepare briefings, budget exhibits and program reviews.',
      'Maintain case records and correspondence.',
    ],
    leads: ['Project Manager', 'Engagement Manager', 'Team Lead', 'Contract Manager'],
    workers: [
      'Claims Analyst',
      'Program Analyst',
      'Management Analyst',
      'Financial Analyst',
      'Budget Analyst',
      'Training Specialist',
      'Administrative Assistant',
      'Records Management Specialist',
      'Acquisition Specialist',
      'Policy Analyst',
      'Data Entry Clerk',
      'Quality Assurance Specialist',
    ],
    equipment: ['Document Scanner', 'Shredder', 'Desktop Computer', 'Filing Cabinet'],
  },
  'service-trades': {
    scope: 'custodial, grounds and facility maintenance services for the federal center',
    tasks: [
      'Clean offices, restrooms and common areas daily.',
      'Mow, trim and edge the grounds during the growing season.',
      'Perform preventive maintenance on the building systems.',
    ],
    leads: ['Site Supervisor', 'Project Manager', 'Working Supervisor', 'Facility Manager'],
    workers: [
      'Janitor',
      'Floor Care Technician',
      'General Maintenance Worker',
      'HVAC Mechanic',
      'Electrician',
      'Groundskeeper',
      'Maintenance Trades Helper',
      'Laborer',
      'Plumber',
      'Painter',
      'Pest Controller',
      'Housekeeping Aide',
    ],
    equipment: ['Floor Scrubber', 'Riding Mower', 'Pressure Washer', 'Utility Cart'],
  },
  medical: {
    scope: 'clinical staffing services for the outpatient clinic',
    tasks: [
      'Triage patients and take vital signs.',
      'Administer immunizations and record them in the health record.',
      'Schedule appointments and manage the clinic roster.',
    ],
    leads: ['Clinical Director', 'Nurse Manager', 'Project Manager', 'Medical Director'],
    workers: [
      'Registered Nurse',
      'Licensed Practical Nurse',
      'Medical Assistant',
      'Pharmacist',
      'Physician Assistant',
      'Medical Records Technician',
      'Phlebotomist',
      'Dental Hygienist',
      'Nurse Practitioner',
      'Radiologic Technologist',
      'Medical Support Assistant',
      'Physical Therapist',
    ],
    equipment: ['Exam Table', 'Vital Signs Monitor', 'Autoclave', 'Wheelchair'],
  },
  research: {
    scope: 'laboratory and field research support for the science center',
    tasks: [
      'Collect and process field samples under the sampling plan.',
      'Run assays and record the results in the laboratory system.',
      'Analyse the data sets and draft the technical reports.',
    ],
    leads: ['Principal Investigator', 'Project Manager', 'Research Program Manager', 'Laboratory Manager'],
    workers: [
      'Research Scientist',
      'Biologist',
      'Laboratory Technician',
      'Data Scientist',
      'Statistician',
      'Research Assistant',
      'Chemist',
      'Field Technician',
      'Hydrologist',
      'GIS Analyst',
      'Postdoctoral Researcher',
      'Ecologist',
    ],
    equipment: ['Centrifuge', 'Fume Hood', 'Spectrophotometer', 'Field Vehicle'],
  },
  construction: {
    scope: 'renovation and repair construction at the federal building',
    tasks: [
      'Demolish and rebuild the interior partitions on floors two and three.',
      'Replace the domestic water piping and fixtures.',
      'Install the new lighting and branch circuits.',
    ],
    leads: ['Construction Superintendent', 'Project Manager', 'Site Superintendent', 'Construction Manager'],
    workers: [
      'Carpenter',
      'Electrician',
      'Plumber',
      'Heavy Equipment Operator',
      'Laborer',
      'Pipefitter',
      'Welder',
      'Quality Control Manager',
      'Site Safety and Health Officer (SSHO)',
      'Ironworker',
      'Drywall Finisher',
      'Sheet Metal Worker',
    ],
    equipment: ['Scissor Lift', 'Skid Steer Loader', 'Concrete Mixer', 'Welding Machine'],
  },
};

/**
 * The titles of a domain (its leads and workers), against which a role the plan adds is judged
 * in or outside the domain.
 * @example
 * domainTitles('medical').includes('Registered Nurse') // true
 */
export function domainTitles(d: NamedDomain): string[] {
  return [...DOMAIN[d].leads, ...DOMAIN[d].workers];
}

const LEVELS = ['I', 'II', 'III'];
const PREFIXES = ['Senior', 'Junior', 'Sr.', 'Lead'];

/** A worker title in one of its forms: plain, with a level, or with a seniority prefix. */
function form(rng: Rng, base: string): string {
  const r = rng();
  if (r < 0.2 && !/\(/.test(base)) return `${base} ${pick(rng, LEVELS)}`;
  if (r < 0.35) return `${pick(rng, PREFIXES)} ${base}`;
  return base;
}

/** Decoys: Government roles, another contractor's people, the board, people named, things. */
function decoys(rng: Rng, d: NamedDomain): { text: string; titles: string[] } {
  const equipment = DOMAIN[d].equipment;
  const text = [
    'G.2 GOVERNMENT REPRESENTATIVES',
    "The Contracting Officer is the only person authorized to change this contract. The Contracting Officer's Representative (COR) will monitor performance and accept deliverables. The agency Program Director will approve the annual work plan, and the Government Quality Assurance Evaluator will inspect the work.",
    `Points of contact: Ms. ${pick(rng, ['Dana Whitfield', 'Maria Okafor', 'Lena Brandt'])}, Contract Specialist; Mr. ${pick(rng, ['Tomas Reyes', 'Alan Pryce', 'Omar Haddad'])}, Facility Inspector.`,
    "The Contractor shall coordinate with the base operations support contractor's Fire Inspector and its Dispatch Supervisor, who are not part of this contract.",
    'H.4 SECURITY',
    'All contractor employees shall comply with the personnel security requirements of the agency. Personnel security investigations are the responsibility of the Government Security Officer.',
    'GOVERNMENT-FURNISHED EQUIPMENT',
    `| Item | Quantity |\n|---|---|\n${equipment.map((e, i) => `| ${e} | ${1 + ((i * 3) % 5)} |`).join('\n')}`,
    'The Contractor shall use Microsoft Project and ServiceNow for schedules and tickets.',
    'M.3 EVALUATION',
    'Proposals will be evaluated by a Source Selection Evaluation Board of a Chairperson and three Technical Evaluators. Key personnel resumes will be evaluated for relevant experience.',
  ].join('\n');
  return {
    text,
    titles: [
      'Contracting Officer',
      "Contracting Officer's Representative",
      'Program Director',
      'Quality Assurance Evaluator',
      'Contract Specialist',
      'Facility Inspector',
      'Fire Inspector',
      'Dispatch Supervisor',
      'Security Officer',
      'Chairperson',
      'Technical Evaluator',
      ...equipment,
    ],
  };
}

/** Column-aligned text of a header and rows (cells padded to their column width). */
function aligned(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('   ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}

function table(carrier: Carrier, header: string[], rows: string[][]): string {
  if (carrier === 'aligned') return aligned(header, rows);
  return [header, header.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`).join('\n');
}

const article = (t: string) => (/^[AEIOU]/.test(t) && !/^(?:U[a-z]|One)/.test(t) ? 'an' : 'a');
const KEY_WORDS = ['is designated Key Personnel', 'is a Key Personnel position', 'shall be Key Personnel'];
const DUTIES = [
  'plans and performs the work of the task areas',
  'carries out the daily work under the direction of the lead',
  'performs the assigned tasks and reports status weekly',
];

/** The naming of the categories in one place and form, with key marks as the phrasing says. */
export function naming(
  rng: Rng,
  p: NamedPhrasing,
  cats: { title: string; key: boolean }[],
  hoursOf: (i: number) => number | undefined,
): string {
  const mark = (c: { title: string; key: boolean }) =>
    c.key && p.keyForm === 'paren'
      ? `${c.title} (Key)`
      : c.key && p.keyForm === 'asterisk'
        ? `${c.title}*`
        : c.title;
  const keyNote = p.keyForm === 'asterisk' && cats.some((c) => c.key) ? '* denotes Key Personnel.' : '';
  const keyCol = p.keyForm === 'key-column';
  const hrs = (i: number) => {
    const h = hoursOf(i);
    return h === undefined ? '' : h.toLocaleString('en-US');
  };
  switch (p.naming) {
    case 'key-section':
      return [
        'C.6 PERSONNEL',
        ...cats.map((c, i) => {
          const h = hoursOf(i);
          return `The Contractor shall provide ${article(c.title)} ${mark(c)} who ${pick(rng, DUTIES)}.${h ? ` The Government estimates ${h.toLocaleString('en-US')} hours per year for this position.` : ''}`;
        }),
        keyNote,
      ].join('\n');
    case 'qualifications':
      return [
        'C.6 PERSONNEL QUALIFICATIONS',
        ...cats.map(
          (c, i) =>
            `C.6.${i + 1} ${mark(c)}\nThe ${c.title} shall have a bachelor's degree and ${2 + (i % 6)} years of relevant experience.${hoursOf(i) ? ` Estimated level of effort: ${hrs(i)} hours per year.` : ''}`,
        ),
        keyNote,
      ].join('\n');
    case 'lcat-attachment':
      return [
        'ATTACHMENT 2 - LABOR CATEGORY DESCRIPTIONS',
        ...cats.map(
          (c, i) =>
            `Labor Category: ${mark(c)}${keyCol && c.key ? '\nKey Personnel: Yes' : ''}\nDuties: ${pick(rng, DUTIES)}.\nEducation: Bachelor's degree or equivalent experience.\nExperience: ${2 + (i % 8)} years.${hoursOf(i) ? `\nEstimated Hours: ${hrs(i)}` : ''}`,
        ),
        keyNote,
      ].join('\n\n');
    case 'price-schedule': {
      const head = [
        'CLIN',
        'Labor Category',
        ...(keyCol ? ['Key'] : []),
        'Est. Hours',
        'Unit Price',
        'Amount',
      ];
      const rows = cats.map((c, i) => [
        `0001${String.fromCharCode(65 + i)}`,
        mark(c),
        ...(keyCol ? [c.key ? 'Yes' : 'No'] : []),
        hrs(i),
        '$',
        '$',
      ]);
      return [
        'SECTION B - SUPPLIES OR SERVICES AND PRICES',
        'B.2 PRICE SCHEDULE - BASE YEAR',
        table(p.carrier, head, rows),
        keyNote,
      ].join('\n');
    }
    case 'section-l': {
      const head = [
        'Labor Category',
        ...(keyCol ? ['Key Personnel'] : []),
        'Base Year',
        'Option Year 1',
        'Option Year 2',
      ];
      const rows = cats.map((c, i) => [
        mark(c),
        ...(keyCol ? [c.key ? 'Y' : 'N'] : []),
        hrs(i),
        hrs(i),
        hrs(i),
      ]);
      return [
        'L.5 PRICE VOLUME',
        'Offerors shall propose hours for each labor category below for each period of performance.',
        table(p.carrier, head, rows),
        keyNote,
      ].join('\n');
    }
    case 'role-table': {
      const head = ['Position', ...(keyCol ? ['Key'] : []), 'Duties', 'Minimum Qualifications'];
      const rows = cats.map((c, i) => [
        mark(c),
        ...(keyCol ? [c.key ? 'Yes' : 'No'] : []),
        pick(rng, DUTIES),
        `${2 + (i % 8)} years of experience`,
      ]);
      return [
        'C.7 STAFFING',
        'The Contractor shall staff the following positions.',
        table(p.carrier, head, rows),
        keyNote,
      ].join('\n');
    }
    case 'lettered-list':
      return [
        'C.6 CONTRACTOR TEAM',
        'The team shall include:',
        ...cats.map((c, i) => `${'abcdefghijkl'[i]}) ${article(c.title)} ${mark(c)};`),
        keyNote,
      ].join('\n');
    case 'include-sentence': {
      const items = cats.map((c) => `${article(c.title)} ${mark(c)}`);
      const list = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0];
      return ['C.6 PERSONNEL', `Contractor personnel shall include ${list}.`, keyNote].join('\n');
    }
    case 'performers': {
      // The lead by its title; the workers in lower case, as the performers of the work.
      const many = (t: string) => t.toLowerCase().replace(/y$/, 'ie').concat('s');
      return [
        'C.6 PERFORMANCE OF THE WORK',
        ...cats.map((c, i) => {
          const h = hoursOf(i);
          const est = h
            ? ` The Government estimates ${h.toLocaleString('en-US')} hours per year for this work.`
            : '';
          if (c.key || i === 0)
            return `The Contractor shall provide ${article(c.title)} ${mark(c)} who ${pick(rng, DUTIES)}.${est}`;
          const low = c.title.toLowerCase();
          return `${pick(rng, [
            `The Contractor shall provide qualified ${many(c.title)} to carry out the tasks in C.3.`,
            `The ${low} shall ${pick(rng, ['keep a daily log of the work', 'report defects to the lead the same day', 'follow the approved work plan'])}.`,
            `${many(c.title).replace(/^[a-z]/, (x) => x.toUpperCase())} shall hold the certifications the trade requires.`,
            `Each ${low} must carry photo identification while on the work site.`,
          ])}${est}`;
        }),
        keyNote,
      ].join('\n');
    }
    case 'lower-list': {
      // The lead by its title; the other people in one lower-case list, plural or with an article.
      const many = (t: string) => t.toLowerCase().replace(/y$/, 'ie').concat('s');
      const lead = cats[0] as { title: string; key: boolean };
      const rest = cats.slice(1);
      const items = rest.map((c, i) =>
        i === rest.length - 1 && i > 0 && rng() < 0.4
          ? `${article(c.title)} ${c.title.toLowerCase()}`
          : many(c.title),
      );
      const list = items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : '';
      const est = (i: number) => {
        const h = hoursOf(i);
        return h
          ? ` The Government estimates ${h.toLocaleString('en-US')} hours per year for the ${i === 0 ? 'lead' : 'crew'}.`
          : '';
      };
      return [
        'C.6 PERFORMANCE OF THE WORK',
        `The Contractor shall provide ${article(lead.title)} ${mark(lead)} who ${pick(rng, DUTIES)}.${est(0)}`,
        items.length === 1
          ? `The Contractor shall provide ${article(rest[0]?.title ?? '')} ${mark(rest[0] as { title: string; key: boolean })} who ${pick(rng, DUTIES)}.`
          : list
            ? `The Contractor ${pick(rng, ['shall provide', 'shall furnish', 'will employ', 'shall assign'])} ${pick(rng, ['', 'qualified ', 'trained ', 'experienced '])}${list} ${pick(rng, ['to carry out the tasks in C.3', 'for all work under this contract', 'at the Government facility'])}.${est(1)}`
            : '',
        ...rest.filter((c) => c.key).map((c) => `The ${c.title} is designated Key Personnel.`),
        keyNote,
      ].join('\n');
    }
    case 'by-site': {
      const sites = ['Main Office', 'North Annex', 'Field Station'];
      const groups = sites.map((s, k) => ({ s, cs: cats.filter((_, i) => i % sites.length === k) }));
      return [
        'C.6 STAFFING REQUIREMENTS BY SITE',
        ...groups.filter((g) => g.cs.length).map((g) => `${g.s}: ${g.cs.map(mark).join(', ')}.`),
        keyNote,
      ].join('\n');
    }
  }
}

/** The key designation stated apart from the naming (a sentence per key role, or one list). */
export function keyDesignation(rng: Rng, p: NamedPhrasing, cats: { title: string; key: boolean }[]): string {
  const keys = cats.filter((c) => c.key).map((c) => c.title);
  if (!keys.length) return '';
  if (p.keyForm === 'designated') return keys.map((k) => `The ${k} ${pick(rng, KEY_WORDS)}.`).join(' ');
  const joined = (ts: string[]) =>
    ts.length > 1 ? `the ${ts.slice(0, -1).join(', the ')} and the ${ts.at(-1)}` : `the ${ts[0]}`;
  if (p.keyForm === 'joined') {
    const list = joined(keys);
    return `${list.replace(/^t/, 'T')} ${keys.length > 1 ? 'are' : 'is'} ${pick(rng, ['Key Personnel', 'designated Key Personnel', 'key personnel'])}.`;
  }
  if (p.keyForm === 'resume-paren')
    return `L.4 The technical volume shall include resumes for ${joined(keys)} (Key Personnel).`;
  if (p.keyForm === 'key-list')
    return `H.7 KEY PERSONNEL\nThe following positions are Key Personnel: ${keys.length > 1 ? `${keys.slice(0, -1).join(', ')} and ${keys.at(-1)}` : keys[0]}. Substitution of key personnel requires the Contracting Officer's approval.`;
  if (p.keyForm === 'described-list') {
    const clauses = [
      'who is responsible for the whole contract',
      "who is the COR's point of contact",
      'who leads the daily work',
      'who signs the monthly report',
    ];
    const parts = keys.map((k) => `the ${k}, ${pick(rng, clauses)}`);
    const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')}, and ${parts.at(-1)}` : parts[0];
    return `${pick(rng, ['H.7 KEY PERSONNEL\n', 'H.7 '])}${pick(rng, ['The following are key personnel:', 'The following are designated key:', 'Key Personnel:'])} ${list}. Substitution of key personnel requires the Contracting Officer's approval.`;
  }
  if (p.keyForm === 'designate-all') {
    const a = (t: string) => `${/^[AEIOU]/.test(t) ? 'an' : 'a'} ${t}`;
    const list =
      keys.length > 1
        ? `${keys.slice(0, -1).map(a).join(', ')} and ${a(keys.at(-1) ?? '')}`
        : a(keys[0] ?? '');
    const who = pick(rng, ['Contractor shall designate', 'offeror shall appoint', 'quoter must designate']);
    const all =
      keys.length === 1
        ? ', who is key personnel'
        : pick(rng, [
            '; both are key personnel',
            ', all of whom are Key Personnel',
            '; these positions are considered key',
          ]);
    return `H.7 The ${who} ${list}${keys.length === 2 || keys.length === 1 || !all.includes('both') ? all : '; all are key personnel'}.`;
  }
  if (p.keyForm === 'label-line')
    return `${pick(rng, ['H.2 Key personnel:', 'H.2 KEY PERSONNEL:', 'Key Personnel:'])} ${joined(keys)}. ${pick(rng, ['Resumes are required with the proposal.', 'Substitution requires approval.', ''])}`.trim();
  return '';
}

/** Key forms that can mark keys in this naming (a Key column only where a table or block is). */
export function keyFormFits(naming: Naming, keyForm: KeyForm): boolean {
  if (keyForm === 'key-column')
    return ['price-schedule', 'section-l', 'role-table', 'lcat-attachment'].includes(naming);
  return true;
}

/**
 * One solicitation in the given phrasing, with its truth.
 * @example
 * namedCase(7, { naming: 'section-l', keyForm: 'paren', carrier: 'pipe', domain: 'it', hours: 'none' }).truth.categories.length // 1-12
 */
export function namedCase(seed: number, p: NamedPhrasing): NamedCase {
  const rng = seeded(seed);
  const d = DOMAIN[p.domain];
  const n = 1 + Math.floor(rng() ** 1.4 * 12);
  const cats: { title: string; key: boolean }[] = [];
  const lead = pick(rng, d.leads);
  const withLead = rng() < 0.75;
  if (withLead) cats.push({ title: lead, key: p.keyForm !== 'none' });
  // Performers in lower case are plain titles of up to three words (no level, no abbreviation).
  const plain = (t: string) => !/[()]|\band\b/.test(t) && t.split(' ').length <= 3;
  const lower = p.naming === 'performers' || p.naming === 'lower-list';
  const pool = [...d.workers].filter((t) => !lower || plain(t)).sort(() => rng() - 0.5);
  while (cats.length < n && pool.length) {
    const base = pool.pop() as string;
    if (cats.some((c) => c.title.includes(base) || base.includes(c.title))) continue;
    cats.push({
      title: lower ? base : form(rng, base),
      key: p.keyForm !== 'none' && rng() < 0.25,
    });
  }
  const partial = p.hours === 'partial';
  const hoursOf = (i: number) => (partial && i % 2 === 0 ? 960 * (1 + (i % 3)) : undefined);
  const dec = decoys(rng, p.domain);
  const text = [
    'REQUEST FOR PROPOSAL',
    'SECTION C - PERFORMANCE WORK STATEMENT',
    'C.1 SCOPE',
    `The Contractor shall provide all personnel, supervision and management necessary to perform ${d.scope}.`,
    'C.2 PERIOD OF PERFORMANCE',
    'The period of performance is one (1) base year and two (2) option years.',
    'C.3 TASKS',
    ...d.tasks.map((t, i) => `C.3.${i + 1} ${t}`),
    'C.4 PLACE OF PERFORMANCE',
    'The work shall be performed at the Government facility.',
    naming(rng, p, cats, hoursOf),
    keyDesignation(rng, p, cats),
    dec.text,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    id: `${p.naming}/${p.keyForm}/${p.carrier}/${p.domain}/${p.hours}/${seed}`,
    phrasing: p,
    text,
    truth: { categories: cats, decoys: dec.titles },
  };
}

/** The grid of phrasings: every naming x key form x carrier (tables only) x domain x hours. */
export function namedGrid(): NamedPhrasing[] {
  const out: NamedPhrasing[] = [];
  const tabled = new Set<Naming>(['price-schedule', 'section-l', 'role-table']);
  for (const naming of NAMINGS)
    for (const keyForm of KEY_FORMS)
      for (const carrier of tabled.has(naming) ? CARRIERS : (['pipe'] as const))
        for (const domain of DOMAINS)
          for (const hours of HOURS) {
            const fits = keyFormFits(naming, keyForm);
            if (fits) out.push({ naming, keyForm, carrier, domain, hours });
          }
  return out;
}
