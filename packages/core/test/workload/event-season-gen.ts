/**
 * Generated seasonal event-work solicitations (round 11): work that comes in events (snow and
 * ice, storm debris, utility call-outs), the events a season stated as a month table of
 * averages (with or without a season total row) or in a sentence, and the effort each event
 * takes in several wordings (routes x hours per route per event, a crew of N x hours per event,
 * "each event requires about H hours from a crew of N", work with its own count a season, a
 * supervisor on site for every event). Decoys: Section L asks for the hours per event assumed,
 * past performance counts storms, a page limit, and the snowfall column of the table. Numbers
 * come from a seeded source; nothing is taken from a corpus document.
 */
import { numberWords } from './workload-gen';
import { seeded } from '../prose/phrasings';

type Rng = () => number;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));

export const SEASON_FORMS = ['table-total', 'table-months', 'prose-average', 'prose-brings'] as const;
export const EFFORT_FORMS = ['per-route', 'crew-per-event', 'event-requires', 'own-count'] as const;
export const EVENT_KINDS = ['snow', 'storm-debris', 'call-out'] as const;
export const EVENT_NUMBERS = ['digits', 'words-digits'] as const;

export interface EventPhrasing {
  kind: (typeof EVENT_KINDS)[number];
  season: (typeof SEASON_FORMS)[number];
  effort: (typeof EFFORT_FORMS)[number];
  numbers: (typeof EVENT_NUMBERS)[number];
  periods: 1 | 3;
}

export interface GeneratedEventSeason {
  phrasing: EventPhrasing;
  text: string;
  truth: { events: number; hoursPerPeriod: number; periods: number };
}

interface Kind {
  event: string;
  events: string;
  months: string[];
  season: string;
  routeNoun: string;
  crewWork: string;
  ownWork: string;
  ownUnit: string;
  title: string;
}

const KINDS: Record<EventPhrasing['kind'], Kind> = {
  snow: {
    event: 'snow event',
    events: 'plowable events',
    months: ['November', 'December', 'January', 'February', 'March'],
    season: 'winter',
    routeNoun: 'plow routes',
    crewWork: 'sidewalk and entrance crew with snow blowers',
    ownWork: 'Brine pretreatment of primary roads',
    ownUnit: 'application',
    title: 'Winter Operations Supervisor',
  },
  'storm-debris': {
    event: 'storm',
    events: 'storms',
    months: ['June', 'July', 'August', 'September', 'October'],
    season: 'season',
    routeNoun: 'cleanup zones',
    crewWork: 'hand crew clearing walkways and entrances',
    ownWork: 'Hauling of debris piles',
    ownUnit: 'haul',
    title: 'Storm Response Supervisor',
  },
  'call-out': {
    event: 'call-out',
    events: 'call-outs',
    months: ['May', 'June', 'July', 'August', 'September'],
    season: 'season',
    routeNoun: 'pump stations',
    crewWork: 'laborer crew setting barricades and sandbags',
    ownWork: 'Standby pump deployment',
    ownUnit: 'deployment',
    title: 'Field Supervisor',
  },
};

const num = (p: EventPhrasing, n: number) =>
  p.numbers === 'words-digits' && Number.isInteger(n) ? `${numberWords(n)} (${n})` : `${n}`;

/** Month averages that add up to the season (one decimal). */
function monthAverages(rng: Rng, months: number, total: number): number[] {
  const w = Array.from({ length: months }, () => 1 + rng() * 3);
  const sum = w.reduce((s, x) => s + x, 0);
  const out = w.map((x) => Math.round((x / sum) * total * 10) / 10);
  const drift = Math.round((total - out.reduce((s, x) => s + x, 0)) * 10) / 10;
  out[out.length - 1] = Math.round(((out[out.length - 1] ?? 0) + drift) * 10) / 10;
  return out;
}

/**
 * One document of the grid.
 * @example
 * generateEventSeason(1, eventSeasonGrid()[0]).truth.hoursPerPeriod
 */
export function generateEventSeason(seed: number, p: EventPhrasing): GeneratedEventSeason {
  const rng = seeded(seed);
  const k = KINDS[p.kind];
  const events = between(rng, 8, 24);
  const decoyStorms = events + between(rng, 3, 9);
  const seasonText = (() => {
    if (p.season === 'prose-average')
      return `Over the last five seasons the site averaged ${num(p, events)} ${k.events} per ${k.season}.`;
    if (p.season === 'prose-brings')
      return `The typical ${k.season} brings about ${num(p, events)} ${k.events}, based on the last five years of records.`;
    const avgs = monthAverages(rng, k.months.length, events);
    const snow = avgs.map((a) => Math.round(a * (4 + rng() * 3) * 10) / 10);
    const pad = (s: string, n: number) => s.padEnd(n);
    const rows = k.months.map(
      (m, i) => `   ${pad(m, 12)}${pad((avgs[i] ?? 0).toFixed(1), 14)}${(snow[i] ?? 0).toFixed(1)}`,
    );
    return [
      `The table below gives the average number of ${k.events} per month over the last five seasons.`,
      '',
      `   ${pad('Month', 12)}${pad('Avg', 14)}Avg amount`,
      `   ${pad('', 12)}${pad(k.events.split(' ').pop() ?? 'events', 14)}(inches)`,
      ...rows,
      ...(p.season === 'table-total'
        ? [
            `   ${'-'.repeat(36)}`,
            `   ${pad('Season', 12)}${pad(events.toFixed(1), 14)}${snow.reduce((s, x) => s + x, 0).toFixed(1)}`,
          ]
        : []),
    ].join('\n');
  })();
  const routes = between(rng, 2, 5);
  const perRoute = between(rng, 4, 10);
  const crew = between(rng, 2, 4);
  const crewHours = between(rng, 4, 10);
  const own = between(rng, 5, 25);
  const ownHours = between(rng, 2, 5);
  const supHours = between(rng, 6, 12);
  let perEvent = supHours;
  let ownTotal = 0;
  const items: string[] = [];
  if (p.effort === 'per-route') {
    items.push(
      `a. Primary areas: ${num(p, routes)} ${k.routeNoun}, each worked by one truck and one operator, for an average of ${num(p, perRoute)} hours per ${k.routeNoun.split(' ').pop()?.replace(/s$/, '')} per ${k.event.split(' ').pop()}.`,
    );
    perEvent += routes * perRoute;
  } else if (p.effort === 'crew-per-event') {
    items.push(
      `a. Walkways: a ${numberWords(crew)}-person ${k.crewWork}, an average of ${num(p, crewHours)} hours per ${k.event.split(' ').pop()}.`,
    );
    perEvent += crew * crewHours;
  } else if (p.effort === 'event-requires') {
    items.push(
      `a. Each ${k.event.split(' ').pop()} requires about ${num(p, crewHours)} hours from a crew of ${num(p, crew)} laborers at the walkways and entrances.`,
    );
    perEvent += crew * crewHours;
  } else {
    items.push(
      `a. ${k.ownWork}: one operator and one truck, about ${num(p, ownHours)} hours per ${k.ownUnit} and about ${num(p, own)} ${k.ownUnit}s a season.`,
      `b. Walkways: a ${numberWords(crew)}-person ${k.crewWork}, an average of ${num(p, crewHours)} hours per ${k.event.split(' ').pop()}.`,
    );
    ownTotal = own * ownHours;
    perEvent += crew * crewHours;
  }
  const periodWords =
    p.periods === 1
      ? 'a base period of twelve (12) months'
      : 'a base period of twelve (12) months and two (2) option periods of twelve (12) months each';
  const text = [
    'REQUEST FOR PROPOSAL',
    'SECTION C - PERFORMANCE WORK STATEMENT',
    '',
    `C.1 BACKGROUND. The campus has 31 buildings and about 1,400 employees. The Government's own crews performed this work until last year.`,
    '',
    `C.2 SCOPE. The Contractor shall respond to every ${k.event} 24 hours a day during the ${k.season} and is not required to keep personnel on site between events.`,
    '',
    `C.3 HISTORICAL EVENTS. ${seasonText}`,
    '',
    `C.4 EFFORT PER EVENT. Government logs show the following average effort:`,
    '',
    ...items.map((i) => `   ${i}`),
    '',
    `C.5 SUPERVISION. The Contractor shall provide a ${k.title} (Key Personnel) who shall be on site for the full duration of every ${k.event.split(' ').pop()} (on average about ${num(p, supHours)} hours).`,
    '',
    `C.6 PERIOD OF PERFORMANCE. The period of performance is ${periodWords}.`,
    '',
    'SECTION L - INSTRUCTIONS TO OFFERORS',
    '',
    `L.1 The technical volume is limited to 15 pages and shall state the hours per ${k.event.split(' ').pop()} assumed.`,
    `L.2 Past performance: three contracts with at least ${decoyStorms} ${k.events} per season within five years.`,
    '',
    'SECTION M - EVALUATION FACTORS FOR AWARD',
    '',
    'M.1 Technical approach is more important than past performance.',
  ].join('\n');
  return {
    phrasing: p,
    text,
    truth: { events, hoursPerPeriod: Math.round(events * perEvent + ownTotal), periods: p.periods },
  };
}

/** Every phrasing once. */
export function eventSeasonGrid(): EventPhrasing[] {
  const out: EventPhrasing[] = [];
  for (const kind of EVENT_KINDS)
    for (const season of SEASON_FORMS)
      for (const effort of EFFORT_FORMS)
        for (const numbers of EVENT_NUMBERS)
          for (const periods of [1, 3] as const) out.push({ kind, season, effort, numbers, periods });
  return out;
}
