/**
 * A generator of workload-driven solicitations: no staffing is stated, only the work's volume
 * (calls, pages, samples, cases, records, square feet, installations, inspections, trips) and
 * sometimes the rate at which it is done. Each document is a whole small solicitation (scope,
 * tasks, period of performance, Section L and M boilerplate) with the workload stated along
 * independent axes, and decoys around it that size nothing: Government staff counts, proposal
 * page limits, dollar values, volumes of work the Government keeps. Each comes with its truth, so
 * the plan can be scored (workload-score.ts). Nothing is taken from a corpus document.
 */
import { MONTH_NAMES } from '../../src/solicitation/facts/dates';
import { words } from '../../src/solicitation/robustness/phrasing';
import { seeded } from '../prose/phrasings';

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

/** How the volume is stated. */
export const VOLUMES = [
  'per-month', // "approximately 4,200 calls per month"
  'per-year', // "an estimated 18,000 samples per year"
  'total', // "a total of 1,200 workstations over the period of performance"
  'backlog', // "a backlog of 36,000 records ... within 180 calendar days after award"
  'table-by-year', // a table of volumes by period
  'table-by-site', // a table of yearly volumes by site, with a total
  'excel', // a sheet of monthly volumes, plain numbers, a total row
  'backlog-table', // a backlog counted by kind: "Lot | Description | Count" rows with "4,200 records"
] as const;
export type VolumeMode = (typeof VOLUMES)[number];

/** How the rate is stated. */
export const RATES = ['time-per-unit', 'units-per-time', 'historical-staff', 'listed', 'none'] as const;
export type RateMode = (typeof RATES)[number];

/** How numbers are written. */
export const NUMBER_FORMS = ['separators', 'plain', 'words-digits'] as const;
export type NumberForm = (typeof NUMBER_FORMS)[number];

/** Where the workload is stated. */
export const PLACES = ['pws-paragraph', 'workload-table', 'appendix'] as const;
export type Place = (typeof PLACES)[number];

/** A kind of counted work: its words, the worker, and the ranges of its rates. */
interface Work {
  id: string;
  /** Plural noun phrase the volume counts ("telephone calls"). */
  items: string;
  /** Singular of the head noun ("call"). */
  item: string;
  /** What the contractor does to each ("answer and resolve"). */
  verb: string;
  /** The worker a units-per-time rate names. */
  worker: string;
  /** Minutes per item (low, high) and items per hour or day. */
  minutes: [number, number];
  per: 'hour' | 'day';
  /** Volume per year (low, high). */
  yearly: [number, number];
  scope: string;
}

export const WORKS: readonly Work[] = [
  {
    id: 'calls',
    items: 'telephone calls',
    item: 'call',
    verb: 'answer and resolve',
    worker: 'customer service representative',
    minutes: [5, 10],
    per: 'hour',
    yearly: [24_000, 90_000],
    scope: 'operate a customer contact line for program beneficiaries',
  },
  {
    id: 'pages',
    items: 'pages',
    item: 'page',
    verb: 'scan, index and quality-check',
    worker: 'scanning technician',
    minutes: [1, 2],
    per: 'hour',
    yearly: [400_000, 1_500_000],
    scope: 'convert paper case files to electronic images',
  },
  {
    id: 'samples',
    items: 'water samples',
    item: 'sample',
    verb: 'collect and analyze',
    worker: 'laboratory technician',
    minutes: [45, 120],
    per: 'day',
    yearly: [2_000, 9_000],
    scope: 'perform drinking water compliance testing',
  },
  {
    id: 'cases',
    items: 'benefit applications',
    item: 'application',
    verb: 'review and adjudicate',
    worker: 'benefits examiner',
    minutes: [90, 240],
    per: 'day',
    yearly: [3_000, 12_000],
    scope: 'process benefit applications received by the program office',
  },
  {
    id: 'records',
    items: 'property records',
    item: 'record',
    verb: 'reconcile and update',
    worker: 'property clerk',
    minutes: [10, 25],
    per: 'hour',
    yearly: [20_000, 80_000],
    scope: 'reconcile the accountable property system of record',
  },
  {
    id: 'installs',
    items: 'workstations',
    item: 'workstation',
    verb: 'install, image and configure',
    worker: 'IT technician',
    minutes: [90, 240],
    per: 'day',
    yearly: [800, 3_000],
    scope: 'refresh end-user computing equipment across the agency',
  },
  {
    id: 'inspections',
    items: 'fire extinguisher inspections',
    item: 'inspection',
    verb: 'perform and document',
    worker: 'fire protection inspector',
    minutes: [15, 45],
    per: 'day',
    yearly: [6_000, 20_000],
    scope: 'inspect and maintain portable fire protection equipment',
  },
  {
    id: 'trips',
    items: 'shuttle trips',
    item: 'trip',
    verb: 'operate',
    worker: 'shuttle driver',
    minutes: [60, 150],
    per: 'day',
    yearly: [2_500, 8_000],
    scope: 'provide scheduled passenger shuttle service between facilities',
  },
  {
    id: 'sqft',
    items: 'square feet',
    item: 'square foot',
    verb: 'clean',
    worker: 'custodial worker',
    minutes: [0, 0],
    per: 'hour',
    yearly: [40_000, 140_000],
    scope: 'provide custodial services for administrative buildings',
  },
];

export interface WorkloadPhrasing {
  work: string;
  volume: VolumeMode;
  rate: RateMode;
  numbers: NumberForm;
  place: Place;
  periods: 1 | 2 | 3;
}

/** What the plan should hold. */
export interface WorkloadTruth {
  /** Volume each period (for a backlog: all in the first). */
  volumes: number[];
  /** The figure the document states for the volume (the yearly, monthly, total or backlog). */
  statedVolume: number;
  /** The counts of a backlog table's rows, each of which a line may quote. */
  figures?: number[];
  /** Hours each period by the document's own rate (volume x unit time), none when no rate is stated. */
  hours?: number[];
  /** The historical staffing: hours follow FTE x hours per FTE, not a productivity. */
  historicalFte?: number;
  /** Numbers of the decoys: no line may be sized from them. */
  decoys: number[];
  periods: number;
  hoursPerFte: number;
}

export interface GeneratedWorkload {
  phrasing: WorkloadPhrasing;
  text: string;
  truth: WorkloadTruth;
}

const SMALL = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** 42,500 -> "forty-two thousand five hundred". */
export function numberWords(n: number): string {
  const under1000 = (x: number): string => {
    const h = Math.floor(x / 100);
    const r = x % 100;
    return [h ? `${SMALL[h]} hundred` : '', r ? words(r) : ''].filter(Boolean).join(' ');
  };
  if (n === 0) return 'zero';
  const parts: string[] = [];
  const m = Math.floor(n / 1_000_000);
  const k = Math.floor((n % 1_000_000) / 1000);
  const r = n % 1000;
  if (m) parts.push(`${under1000(m)} million`);
  if (k) parts.push(`${under1000(k)} thousand`);
  if (r) parts.push(under1000(r));
  return parts.join(' ');
}

const sep = (n: number) => n.toLocaleString('en-US');
/** A number in the phrasing's form (tables keep digits: words are for prose). */
function num(n: number, form: NumberForm, inTable = false): string {
  if (form === 'plain') return String(n);
  if (form === 'words-digits' && !inTable) return `${numberWords(n)} (${sep(n)})`;
  return sep(n);
}
/** A round figure: 2-3 significant digits, as workload estimates are written. */
function round(n: number): number {
  const step = n >= 100_000 ? 5000 : n >= 10_000 ? 500 : n >= 1000 ? 50 : 10;
  return Math.max(step, Math.round(n / step) * step);
}

const PERIOD_NAMES = ['Base Year', 'Option Year 1', 'Option Year 2'];
const PERIOD_WORDS = [
  'one (1) twelve-month base period',
  'one (1) twelve-month base period and one (1) twelve-month option period',
  'one (1) twelve-month base period and two (2) twelve-month option periods',
];
/** The federal fiscal year's months, October first. */
const MONTHS = [...MONTH_NAMES.slice(9), ...MONTH_NAMES.slice(0, 9)];
const SITES = ['North Campus', 'Riverside Annex', 'Building 210', 'Eastgate Service Center'];

/** The volume sentences or tables, and the yearly volume per period. */
/** Kinds a backlog is counted by, each with a word of its own (a rate list names them so). */
const KINDS = [
  ['Legacy', 'left by the closed regional office'],
  ['Transferred', 'received from another agency'],
  ['Priority', 'flagged by the program office'],
  ['Damaged', 'needing repair before the work'],
] as const;

function volumeText(
  rng: Rng,
  w: Work,
  p: WorkloadPhrasing,
): {
  text: string;
  volumes: number[];
  stated: number;
  table: boolean;
  rows?: { kind: string; label: string; count: number }[];
} {
  const yearly = round(between(rng, w.yearly[0], w.yearly[1]));
  const n = p.periods;
  const f = (x: number, t = false) => num(x, p.numbers, t);
  const daily = w.id === 'sqft';
  if (daily) {
    // Square feet are cleaned every workday: the volume is a day's area x 250 workdays.
    const area = yearly;
    if (p.volume === 'table-by-site' || p.volume === 'excel' || p.volume === 'table-by-year') {
      const parts = SITES.slice(0, 3).map(() => round(area / 3));
      const total = parts.reduce((s, x) => s + x, 0);
      const rows = parts.map((x, i) => `| ${SITES[i]} | ${f(x, true)} | Daily |`);
      return {
        text: `Table 1. Cleanable Area by Building (cleaned daily, 250 workdays a year)\n\n| Building | Cleanable Square Feet | Frequency |\n|---|---|---|\n${rows.join('\n')}\n| Total | ${f(total, true)} | |`,
        volumes: Array(n).fill(total * 250),
        stated: total,
        table: true,
      };
    }
    return {
      text: `The Contractor shall ${w.verb} ${f(area)} square feet of office space each workday (250 workdays a year).`,
      volumes: Array(n).fill(area * 250),
      stated: area,
      table: false,
    };
  }
  switch (p.volume) {
    case 'per-month': {
      const monthly = round(yearly / 12);
      const text = pick(rng, [
        `The Contractor shall ${w.verb} approximately ${f(monthly)} ${w.items} per month.`,
        `Historically the program receives an average of ${f(monthly)} ${w.items} each month, all of which the Contractor shall ${w.verb}.`,
        `Workload: an estimated ${f(monthly)} ${w.items} a month.`,
      ]);
      return { text, volumes: Array(n).fill(monthly * 12), stated: monthly, table: false };
    }
    case 'per-year': {
      const text = pick(rng, [
        `The Contractor shall ${w.verb} an estimated ${f(yearly)} ${w.items} per year.`,
        `The estimated annual workload is ${f(yearly)} ${w.items}.`,
        `In each year of performance the Contractor is expected to ${w.verb} about ${f(yearly)} ${w.items}.`,
      ]);
      return { text, volumes: Array(n).fill(yearly), stated: yearly, table: false };
    }
    case 'total': {
      const total = yearly * n;
      const over =
        n === 1
          ? 'the period of performance'
          : `the ${words(n)}-year period of performance, base and options together`;
      const text = pick(rng, [
        `The Contractor shall ${w.verb} a total of ${f(total)} ${w.items} over ${over}.`,
        `Over ${over}, the Government estimates a total of ${f(total)} ${w.items} to ${w.verb}.`,
      ]);
      return { text, volumes: Array(n).fill(yearly), stated: total, table: false };
    }
    case 'backlog': {
      const backlog = round(yearly * (0.4 + rng() * 0.5));
      const days = pick(rng, [90, 120, 180, 270]);
      const text = pick(rng, [
        `The Government has a backlog of ${f(backlog)} ${w.items}. The Contractor shall ${w.verb} the backlog within ${days} calendar days after award.`,
        `A backlog of approximately ${f(backlog)} ${w.items} has accumulated; the Contractor shall clear it within ${days} days of contract award.`,
      ]);
      return { text, volumes: [backlog, ...Array(n - 1).fill(0)], stated: backlog, table: false };
    }
    case 'backlog-table': {
      const k = between(rng, 2, 3);
      const start = Math.floor(rng() * KINDS.length);
      const noun = w.items.split(' ').pop() ?? w.items;
      const rows = Array.from({ length: k }, (_, i) => {
        const [kind, note] = KINDS[(start + i) % KINDS.length] as readonly [string, string];
        return { kind, label: `${kind} ${w.items} ${note}`, count: round(yearly * (0.15 + rng() * 0.3)) };
      });
      const total = rows.reduce((x, r) => x + r.count, 0);
      const days = pick(rng, [180, 270, 300]);
      const lines = rows.map((r, i) => `| ${'ABCD'[i]} | ${r.label} | ${f(r.count, true)} ${noun} |`);
      const text = [
        `The Government counted the backlog last quarter. The Contractor shall ${w.verb} the whole backlog within ${days} calendar days after award.`,
        '',
        'Table 1. Backlog by Kind',
        '',
        '| Lot | Description | Count |',
        '|---|---|---|',
        ...lines,
      ].join('\n');
      return { text, volumes: [total, ...Array(n - 1).fill(0)], stated: total, table: true, rows };
    }
    case 'table-by-year': {
      const growth = 1 + between(rng, 2, 6) / 100;
      const volumes = Array.from({ length: n }, (_, i) => round(yearly * growth ** i));
      const rows = volumes.map((v, i) => `| ${PERIOD_NAMES[i]} | ${f(v, true)} |`);
      return {
        text: `Table 1. Estimated Workload by Period\n\n| Period | Estimated ${cap(w.items)} |\n|---|---|\n${rows.join('\n')}`,
        volumes,
        stated: volumes[0] ?? 0,
        table: true,
      };
    }
    case 'table-by-site': {
      const k = between(rng, 2, 4);
      const parts = Array.from({ length: k }, () => round((yearly / k) * (0.7 + rng() * 0.6)));
      const total = parts.reduce((s, x) => s + x, 0);
      const rows = parts.map((x, i) => `| ${SITES[i]} | ${f(x, true)} |`);
      return {
        text: `Table 1. Annual ${cap(w.items)} by Site\n\n| Site | Annual ${cap(w.items)} |\n|---|---|\n${rows.join('\n')}\n| Total | ${f(total, true)} |`,
        volumes: Array(n).fill(total),
        stated: total,
        table: true,
      };
    }
    case 'excel': {
      const months = MONTHS.map(() => round((yearly / 12) * (0.8 + rng() * 0.4)));
      const total = months.reduce((s, x) => s + x, 0);
      const rows = months.map((x, i) => `| ${MONTHS[i]} | ${x} |`);
      return {
        text: `Sheet: Historical Workload\n\n| Month | ${cap(w.items)} Received |\n|---|---|\n${rows.join('\n')}\n| Total | ${total} |`,
        volumes: Array(n).fill(total),
        stated: total,
        table: true,
      };
    }
  }
}

const cap = (s: string) => s.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** The rate sentence and the hours one item takes (undefined for history or none). */
function rateText(
  rng: Rng,
  w: Work,
  p: WorkloadPhrasing,
  yearly: number,
  rows?: { kind: string; label: string; count: number }[],
): { text: string; hoursEach?: number; fte?: number; rowHours?: number[] } {
  if (p.rate === 'listed') {
    // A list of labelled rates, one per kind of the backlog (or one for the work), one form each.
    const perHour = rng() < 0.5;
    const lead = pick(rng, [
      'For information only, the incumbent’s staff averaged the following; these are not standards:',
      'Historical production rates (for estimating purposes):',
    ]);
    const labels = rows?.map((r) => `${r.kind.toLowerCase()} ${w.items}`) ?? [
      `${w.verb.split(/,| and /)[0]} ${w.items}`,
    ];
    const each = labels.map(() => between(rng, w.minutes[0], w.minutes[1]));
    const items = labels.map((label, i) => {
      const m = each[i] ?? 10;
      if (perHour && m < 60) {
        const n = Math.max(2, Math.round(60 / m));
        each[i] = 60 / n;
        return `- ${label}: ${rng() < 0.5 ? `${words(n)} (${n})` : n} ${plural(w.item)} an hour;`;
      }
      return `- ${label}: ${rng() < 0.5 ? `${words(m)} (${m})` : m} minutes ${pick(rng, ['a', 'per'])} ${w.item};`;
    });
    const hoursEach = (each[0] ?? 10) / 60;
    return {
      text: [lead, ...items].join('\n').replace(/;$/, '.'),
      hoursEach,
      ...(rows ? { rowHours: rows.map((r, i) => (r.count * (each[i] ?? 10)) / 60) } : {}),
    };
  }
  if (w.id === 'sqft') {
    const perHour = pick(rng, [2000, 2500, 3000, 3500]);
    if (p.rate === 'none') return { text: '' };
    if (p.rate === 'historical-staff') {
      const fte = Math.max(2, Math.round((yearly / perHour / 1880) * 2) / 2);
      return {
        text: `Historically, this area has been cleaned by ${count(fte)} full-time custodial workers.`,
        fte,
      };
    }
    return p.rate === 'time-per-unit'
      ? {
          text: `A custodial worker cleans about ${sep(perHour)} square feet per hour.`,
          hoursEach: 1 / perHour,
        }
      : {
          text: `The Government's standard is ${sep(perHour)} square feet per labor hour.`,
          hoursEach: 1 / perHour,
        };
  }
  const minutes = between(rng, w.minutes[0], w.minutes[1]);
  switch (p.rate) {
    case 'time-per-unit': {
      const hours = minutes >= 60 && minutes % 30 === 0;
      const amount = hours ? `${minutes / 60} hours` : `${minutes} minutes`;
      const text = pick(rng, [
        `Each ${w.item} takes an average of ${amount} to complete.`,
        `The average time per ${w.item} is ${amount}.`,
        `Historical data show that one ${w.item} requires approximately ${amount} of effort.`,
        `Offerors should assume ${amount} per ${w.item}.`,
      ]);
      return { text, hoursEach: minutes / 60 };
    }
    case 'units-per-time': {
      if (w.per === 'hour') {
        const perHour = Math.max(2, Math.round(60 / minutes));
        const text = pick(rng, [
          `A ${w.worker} typically completes ${perHour} ${plural(w.item)} per hour.`,
          `Productivity has averaged ${perHour} ${plural(w.item)} per hour.`,
        ]);
        return { text, hoursEach: 1 / perHour };
      }
      const perDay = Math.max(1, Math.round((8 * 60) / minutes));
      const text = pick(rng, [
        `A ${w.worker} completes about ${words(perDay)} (${perDay}) ${plural(w.item)} per eight-hour day.`,
        `One ${w.worker} can ${w.verb.split(/,| and /)[0]} ${perDay} ${plural(w.item)} per day.`,
      ]);
      return { text, hoursEach: 8 / perDay };
    }
    case 'historical-staff': {
      const fte = Math.max(1, Math.round((yearly * minutes) / 60 / 1880));
      const text = pick(rng, [
        `Historically, this workload has been performed by ${count(fte)} full-time employees.`,
        `The incumbent currently performs this work with ${count(fte)} FTEs.`,
      ]);
      return { text, fte };
    }
    case 'none':
      return { text: '' };
  }
}
const count = (n: number) => (Number.isInteger(n) && n < 20 ? `${words(n)} (${n})` : String(n));
const plural = (s: string) => (/y$/.test(s) ? `${s.slice(0, -1)}ies` : /s$/.test(s) ? s : `${s}s`);

/** Decoys: numbers in the document that size none of the contractor's work. */
function decoys(rng: Rng, w: Work): { background: string[]; sectionL: string[]; numbers: number[] } {
  const staff = between(rng, 6, 40);
  const visitors = round(between(rng, 1500, 9000));
  const pages = pick(rng, [15, 20, 25, 30, 40]);
  const dollars = round(between(rng, 400_000, 4_000_000));
  const population = round(between(rng, 20_000, 200_000));
  const background = [
    `The program office has ${staff} Government employees who manage policy and oversight; they will continue to perform those functions.`,
    `The office also receives approximately ${sep(visitors)} walk-in visitors per month; walk-in service is provided by Government staff and is not part of this requirement.`,
    `The program serves a population of about ${sep(population)} beneficiaries.`,
  ];
  const sectionL = [
    `The technical volume shall not exceed ${pages} pages.`,
    `The Government's independent estimate for this effort is $${sep(dollars)}.`,
  ];
  void w;
  return { background, sectionL, numbers: [staff, visitors, pages, dollars, population] };
}

/**
 * One whole solicitation with its workload truth.
 * @example
 * generateWorkload(1, workloadGrid()[0]).truth.volumes
 */
export function generateWorkload(seed: number, p: WorkloadPhrasing): GeneratedWorkload {
  const rng = seeded(seed * 7919 + 13);
  const w = WORKS.find((x) => x.id === p.work) as Work;
  const vol = volumeText(rng, w, p);
  const yearly = vol.volumes.find((v) => v > 0) ?? 0;
  const rate = rateText(rng, w, p, yearly, vol.rows);
  const d = decoys(rng, w);
  const hoursPerFte = 1880;
  const rowTotal = rate.rowHours?.reduce((x, h) => x + h, 0);
  const hours =
    rowTotal !== undefined
      ? vol.volumes.map((v, i) => (i === 0 && v > 0 ? rowTotal : 0))
      : rate.hoursEach !== undefined
        ? vol.volumes.map((v) => v * (rate.hoursEach as number))
        : undefined;
  // A rate column in the workload table when the table is the place and a time is stated.
  const workloadBlock = (): string => {
    if (p.place === 'workload-table' && !vol.table) {
      const row = vol.text.replace(/^(?:Workload: )/, '');
      return `Table 1. Workload Estimate\n\n| Workload Item | Estimated Volume |\n|---|---|\n| ${cap(w.items)} | ${row.replace(/\|/g, '/')} |`;
    }
    return vol.text;
  };
  const workTitle =
    p.place === 'appendix'
      ? 'ATTACHMENT J-3 HISTORICAL WORKLOAD DATA'
      : p.place === 'workload-table'
        ? 'C.5 WORKLOAD ESTIMATES'
        : 'C.5 WORKLOAD';
  const workSection = [
    workTitle,
    '',
    p.place === 'appendix'
      ? 'The following historical data are provided for information and estimating purposes.'
      : 'The workload below is the Government’s best estimate and is provided for planning purposes.',
    '',
    workloadBlock(),
    '',
    rate.text,
  ].join('\n');
  const [bgStaff, bgVisitors, bgPopulation] = d.background;
  const text = [
    `REQUEST FOR PROPOSAL`,
    `SECTION C - PERFORMANCE WORK STATEMENT`,
    '',
    'C.1 BACKGROUND',
    '',
    `The agency requires contractor support to ${w.scope}. ${bgPopulation} ${bgStaff}`,
    '',
    'C.2 SCOPE',
    '',
    `The Contractor shall provide all personnel, supervision, equipment and materials necessary to ${w.scope}. ${bgVisitors}`,
    '',
    'C.3 PERIOD OF PERFORMANCE',
    '',
    `The period of performance consists of ${PERIOD_WORDS[p.periods - 1]}.`,
    '',
    'C.4 TASKS',
    '',
    `C.4.1 The Contractor shall ${w.verb} all ${w.items} in accordance with the standards in this PWS.`,
    'C.4.2 The Contractor shall record each completed item in the Government’s tracking system.',
    'C.4.3 The Contractor shall deliver a monthly status report within ten (10) business days after the end of each month.',
    '',
    p.place === 'appendix' ? '' : workSection,
    '',
    'SECTION L - INSTRUCTIONS TO OFFERORS',
    '',
    `L.1 ${d.sectionL[0]} Offerors shall describe their staffing approach and the basis of their estimate.`,
    `L.2 ${d.sectionL[1]}`,
    '',
    'SECTION M - EVALUATION FACTORS FOR AWARD',
    '',
    'M.1 The Government will evaluate the technical approach, the staffing plan and price.',
    '',
    p.place === 'appendix' ? workSection : '',
  ].join('\n');
  return {
    phrasing: p,
    text,
    truth: {
      volumes: vol.volumes,
      statedVolume: vol.stated,
      ...(vol.rows ? { figures: vol.rows.map((r) => r.count) } : {}),
      ...(hours ? { hours } : {}),
      ...(rate.fte ? { historicalFte: rate.fte } : {}),
      decoys: d.numbers,
      periods: p.periods,
      hoursPerFte,
    },
  };
}

/**
 * Every combination of the axes (square feet only with the volume modes it is stated in).
 * @example
 * workloadGrid().length
 */
export function workloadGrid(): WorkloadPhrasing[] {
  const out: WorkloadPhrasing[] = [];
  let k = 0;
  for (const w of WORKS)
    for (const volume of VOLUMES)
      for (const rate of RATES)
        for (const numbers of NUMBER_FORMS)
          for (const place of PLACES) {
            if (w.id === 'sqft' && !['per-year', 'table-by-site'].includes(volume)) continue;
            // A backlog counted by kind is sized by a rate per kind, listed, or by none.
            if (volume === 'backlog-table' && !['listed', 'none'].includes(rate)) continue;
            if (w.id === 'sqft' && rate === 'listed') continue;
            // Periods vary apart from the place (the innermost axis).
            const periods = (((k + Math.floor(k / 3)) % 3) + 1) as 1 | 2 | 3;
            k++;
            out.push({ work: w.id, volume, rate, numbers, place, periods });
          }
  return out;
}
