/**
 * A generator of solicitations that state their staffing in prose and lists, and their places
 * of performance, along independent axes (how a count is written, the shape that carries the
 * staffing, where the places are and how the counts bind to them, which distractors stand
 * around). Each document comes with its truth, so a reader's recovery can be measured over a
 * grid of phrasings instead of one wording at a time. Titles come from the public labour
 * vocabularies, places from the USPS gazetteer and the installation list, numbers from a
 * seeded random source: nothing is taken from a corpus document.
 */
import { INSTALLATIONS } from '../../src/solicitation/facts/gazetteer-installations';
import { placesIn } from '../../src/solicitation/facts/gazetteer';
import { STATES } from '../../src/solicitation/facts/gazetteer-states';
import { COMMON_TITLES } from '../../src/solicitation/vocabulary/common-titles';
import { SCA_GROUPS } from '../../src/solicitation/vocabulary/sca-occupations';

/** A deterministic random source (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

/** How a count is written. */
export const COUNT_FORMS = [
  'digit', // 2 Title
  'word', // two Titles
  'legal', // two (2) Titles
  'fte', // 2 FTE Title / Title - 2 FTE
  'fraction', // 0.5 FTE
  'half-time', // one half-time Title
  'part-time', // one part-time (20 hours per week) Title
  'not-less-than', // not less than two (2) Titles
  'lower-noun', // two (2) full-time registered nurses (the title in lower case)
  'share-after', // one (1) Title at half time (0.5 FTE), a Title at 1/2 FTE
  'team', // three (3) teams, each of one Title and one dog
  'season', // two (2) Titles from May 15 through October 15, during a 20-week season
  'person-weeks', // two (2) Titles full time for six weeks; a Title is expected to work half time for all ten weeks
] as const;
export type CountForm = (typeof COUNT_FORMS)[number];

/** The shape that carries the staffing. */
export const SHAPES = [
  'sentence-each', // one sentence per category
  'one-sentence', // "a staff of six: one A, two B and three C"
  'bullets',
  'numbered',
  'lettered',
  'dash-run', // "Title – 2 FTE" lines
  'paren-run', // "Title (2)" lines
  'times-run', // "2 x Title" lines
] as const;
export type Shape = (typeof SHAPES)[number];

/** Where the places are and how the counts bind to them. */
export const PLACE_MODES = [
  'none',
  'one-place', // a Place of Performance section naming one city
  'each-site', // "at each site", the sites listed elsewhere
  'each-of-n', // "at each of the three clinics"
  'per-place-sentences', // "At Harbor Clinic, the Contractor shall provide ..."
  'per-place-list', // "Harbor Clinic: two A, one B"
] as const;
export type PlaceMode = (typeof PLACE_MODES)[number];

/** How the place list is carried when the places are listed apart from the staffing. */
export const PLACE_LISTS = ['lettered', 'bulleted', 'address-table', 'section-lines', 'inline'] as const;
export type PlaceList = (typeof PLACE_LISTS)[number];

/** How a place is named. */
export const PLACE_FORMS = [
  'city-st',
  'city-state',
  'facility-city',
  'building',
  'installation',
  'named-tower', // a bare name in a list of towers ("Cougar Peak"), no city or state
  'named-facility', // a proper name and its kind ("Alder Creek National Fish Hatchery", "Osprey Bend Unit")
] as const;
export type PlaceForm = (typeof PLACE_FORMS)[number];

export interface TruthPlace {
  /** The words a site's name must hold for the place to count as found. */
  key: string;
  /** As the document names it. */
  text: string;
}
export interface TruthLine {
  title: string;
  /** FTE of the line (people count as one FTE each). */
  fte: number;
  /** The place's key when the line is stated for one place. */
  place?: string;
  key: boolean;
}
export interface Truth {
  lines: TruthLine[];
  places: TruthPlace[];
  /** Titles that must not become staff (Government-provided people). */
  notStaff: string[];
}
export interface Phrasing {
  count: CountForm;
  shape: Shape;
  placeMode: PlaceMode;
  placeList: PlaceList;
  placeForm: PlaceForm;
}
export interface Generated {
  phrasing: Phrasing;
  text: string;
  truth: Truth;
}

const PLAIN_TITLE = /^[A-Z][A-Za-z]+(?: [A-Z][A-Za-z]+){1,3}$/;
/** Titles from the public vocabularies, plain enough to sit in a sentence. */
const TITLES: readonly string[] = [
  ...new Set(
    [...COMMON_TITLES, ...SCA_GROUPS.flatMap((g) => g.titles)]
      .map((t) => (t.split('|')[0] ?? '').trim())
      .filter((t) => PLAIN_TITLE.test(t) && !/\b(?:And|Of|For)\b/.test(t)),
  ),
].sort();
const MODIFIERS = ['Senior', 'Lead', 'Junior', 'Principal', 'Assistant'];
const LEVELS = ['I', 'II', 'III'];

// Titles no vocabulary holds, made of a field of work and a person's noun ("Kennel Attendant").
const FIELDS = [
  'Grants',
  'Hangar',
  'Range',
  'Kennel',
  'Archive',
  'Fleet',
  'Harbor',
  'Exhibit',
  'Greenhouse',
  'Ordnance',
  'Tram',
  'Hatchery',
];
const HEADS = [
  'Specialist',
  'Technician',
  'Attendant',
  'Coordinator',
  'Inspector',
  'Operator',
  'Clerk',
  'Assistant',
  'Aide',
  'Keeper',
];

/** A title as a solicitation might name it: a vocabulary title, one with a modifier or a level, or one no vocabulary holds. */
export function title(rng: Rng): string {
  if (rng() < 0.2) return `${pick(rng, FIELDS)} ${pick(rng, HEADS)}`;
  const base = pick(rng, TITLES);
  const r = rng();
  if (r < 0.2) return `${pick(rng, MODIFIERS)} ${base}`;
  if (r < 0.35) return `${base} ${pick(rng, LEVELS)}`;
  return base;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** The plural of a title's head noun ("Registered Nurses", "Secretaries"); a title ending in a level keeps its form and counts "positions". */
export function plural(t: string): string {
  if (/ (?:I|II|III|IV|V)$/.test(t)) return `${t} positions`;
  if (/(?:s|sh|ch|x)$/.test(t)) return `${t}es`;
  if (/[^aeiou]y$/.test(t)) return `${t.slice(0, -1)}ies`;
  if (/man$/.test(t)) return `${t.slice(0, -3)}men`;
  return `${t}s`;
}

/** A count in its written form and the FTE it means (`variant` picks a wording of the newer forms, per document). */
export function countOf(rng: Rng, form: CountForm, variant = 0): { n: number; fte: number } {
  if (form === 'fraction') return { n: pick(rng, [0.5, 1.5, 2.5]), fte: 0 };
  if (form === 'half-time' || form === 'part-time' || form === 'share-after') return { n: 1, fte: 0.5 };
  if (form === 'team') {
    const n = 2 + Math.floor(rng() * 4);
    return { n, fte: n };
  }
  const n = 1 + Math.floor(rng() * 4);
  if (form === 'person-weeks') {
    const heads = variant === 1 || variant === 4 ? 1 : n;
    const w = personWeeks(heads, variant);
    return { n: heads, fte: Math.round(((heads * w.share * 40 * w.weeks) / 1880) * 1000) / 1000 };
  }
  if (form === 'season') {
    const season = SEASONS[variant % SEASONS.length] as (typeof SEASONS)[number];
    return { n, fte: Math.round(n * season.share * 1000) / 1000 };
  }
  return { n, fte: n };
}

/** The weeks and share of a person-time wording (the same for a count and its rendering). */
function personWeeks(n: number, variant: number): { weeks: number; share: number; from: number } {
  const weeks = 3 + ((n * 7 + variant * 5) % 18);
  return { weeks, share: variant === 1 || variant === 4 ? 0.5 : 1, from: 1 + ((n + variant) % 4) };
}
/** Wordings of people working a share of each week for a number of weeks (person-time). */
const PERSON_WEEKS = [
  (n: number, noun: string, w: ReturnType<typeof personWeeks>) =>
    `${WORDS[n]} (${n}) ${noun} full time for ${WORDS[w.weeks] ?? w.weeks} weeks`,
  (_n: number, noun: string, w: ReturnType<typeof personWeeks>) =>
    `one ${noun} at half time for the first ${w.weeks} weeks`,
  (n: number, noun: string, w: ReturnType<typeof personWeeks>) =>
    `${n} ${noun}, each full time from week ${w.from} through week ${w.from + w.weeks - 1}`,
  (n: number, noun: string, w: ReturnType<typeof personWeeks>) => `${WORDS[n]} ${noun} for ${w.weeks} weeks`,
] as const;
/** A sentence whose subject is the person: "A Title is expected to give about half of each week ... for all N weeks". */
const PERSON_WEEK_SENTENCES = [
  (t: string, w: ReturnType<typeof personWeeks>) =>
    `A ${t} is expected to give about half of each week to this work for all ${WORDS[w.weeks] ?? w.weeks} weeks.`,
  (t: string, w: ReturnType<typeof personWeeks>) =>
    `One ${t} will work half time during weeks ${w.from} through ${w.from + w.weeks - 1}.`,
  (t: string, w: ReturnType<typeof personWeeks>) =>
    `The Government anticipates that a ${t} will spend 50 percent of each week on the effort for ${w.weeks} weeks.`,
] as const;

/** Seasons a count may be stated for, with the share of a year each is. */
const SEASONS = [
  { text: 'from May 15 through October 15', share: 5 / 12 },
  { text: 'during a 20-week fire season', share: 20 / 52 },
  { text: 'from June 1 through August 31 of each year', share: 3 / 12 },
  { text: 'during the season, 1 April through 30 September', share: 6 / 12 },
  { text: 'for a season of sixteen (16) weeks', share: 16 / 52 },
] as const;
/** Wordings of one half-time person after the title. */
const SHARES = [
  (t: string) => `one (1) ${t} at half time (0.5 FTE)`,
  (t: string) => `one ${t}, part-time (20 hours per week)`,
  (t: string) => `a ${t} at half time`,
  (t: string) => `one ${t} at 1/2 FTE`,
  (t: string) => `one ${t} (0.5 FTE)`,
] as const;
/** Wordings of teams of one person and a dog, a vehicle or a boat. */
const TEAMS = [
  (n: number, t: string) => `${WORDS[n]} (${n}) teams, each of one ${t.toLowerCase()} and one dog`,
  (n: number, t: string) => `${WORDS[n]} crews, each consisting of one ${t} and one vehicle`,
  (n: number, t: string) => `${n} teams (each team is one ${t.toLowerCase()} and one canine)`,
  (n: number, t: string) =>
    `${WORDS[n]} (${n}) patrol teams, each made up of one full-time ${t} and one boat`,
] as const;
/** Lower-case wordings of a count of a title. */
const LOWER = [
  (n: number, noun: string) => `${WORDS[n]} (${n}) full-time ${noun}`,
  (n: number, noun: string) => `${WORDS[n]} ${noun}`,
  (n: number, noun: string) => `${n} full-time ${noun}`,
] as const;

/** "two (2) Registered Nurses", "0.5 FTE Registered Nurse", "one half-time Registered Nurse". */
export function counted(form: CountForm, n: number, t: string, variant = 0): string {
  const noun = n === 1 ? t : plural(t);
  switch (form) {
    case 'lower-noun':
      return (LOWER[variant % LOWER.length] as (typeof LOWER)[number])(n, noun.toLowerCase());
    case 'share-after':
      return (SHARES[variant % SHARES.length] as (typeof SHARES)[number])(t);
    case 'team':
      return (TEAMS[variant % TEAMS.length] as (typeof TEAMS)[number])(n, t);
    case 'person-weeks': {
      const w = personWeeks(n, variant);
      const say = PERSON_WEEKS[variant % PERSON_WEEKS.length] as (typeof PERSON_WEEKS)[number];
      return variant === 1 ? say(1, t, w) : say(n, noun, w);
    }
    case 'season':
      return `${WORDS[n]} (${n}) ${noun} ${(SEASONS[variant % SEASONS.length] as (typeof SEASONS)[number]).text}`;
    case 'digit':
      return `${n} ${noun}`;
    case 'word':
      return `${WORDS[n]} ${noun}`;
    case 'legal':
      return `${WORDS[n]} (${n}) ${noun}`;
    case 'fte':
      return `${n} FTE ${t}`;
    case 'fraction':
      return `${n} FTE ${t}`;
    case 'half-time':
      return `one half-time ${t}`;
    case 'part-time':
      return `one part-time (20 hours per week) ${t}`;
    case 'not-less-than':
      return `not less than ${WORDS[n]} (${n}) ${noun}`;
  }
}

/** A list or run entry: "Title – 2 FTE", "Title (2)", "2 x Title", or the counted phrase. */
function entry(shape: Shape, form: CountForm, n: number, t: string, variant = 0): string {
  const amount =
    form === 'half-time' || form === 'part-time'
      ? '0.5 FTE'
      : form === 'fte' || form === 'fraction'
        ? `${n} FTE`
        : `${n}`;
  if (shape === 'dash-run') return `${t} – ${amount}`;
  if (shape === 'paren-run') return `${t} (${amount})`;
  if (shape === 'times-run') return `${amount} x ${t}`;
  return counted(form, n, t, variant);
}

const FACILITY_NOUNS = ['Clinic', 'Depot', 'Annex', 'Center', 'Warehouse', 'Field Office', 'Laboratory'];
const FACILITY_WORDS = [
  'Harbor',
  'North',
  'Ridge',
  'Valley',
  'Lakeside',
  'Summit',
  'Riverside',
  'Pine',
  'Cedar',
  'Eastgate',
];
export const PLACE_NOUN: Record<PlaceForm, string> = {
  'city-st': 'locations',
  'city-state': 'sites',
  'facility-city': 'facilities',
  building: 'buildings',
  installation: 'installations',
  'named-tower': 'towers',
  'named-facility': 'facilities',
};
// Kinds of place a facility's own name ends in, with the qualifiers some carry.
const FACILITY_KINDS = [
  'National Fish Hatchery',
  'Unit',
  'Federal Center',
  'Ranger Station',
  'Wildlife Refuge',
  'Medical Center',
  'Lookout',
];
// Names of lookout towers, piers and camps: two words, no city, no state, no facility noun.
const NAME_WORDS = [
  'Cougar',
  'Baldy',
  'Hemlock',
  'Saddle',
  'Granite',
  'Juniper',
  'Coyote',
  'Raven',
  'Pinegrass',
  'Lost Horse',
  'Elk',
  'Tamarack',
];
const NAME_FEATURES = ['Peak', 'Knob', 'Butte', 'Ridge', 'Point', 'Mountain', 'Flat', 'Rim'];

/** Places a document might name, each with the words that identify it in a site's name. */
export function places(rng: Rng, form: PlaceForm, n: number): TruthPlace[] {
  const out: TruthPlace[] = [];
  const used = new Set<string>();
  while (out.length < n) {
    const [code, stateName] = pick(
      rng,
      STATES.filter(([c]) => c.length === 2 && placesIn(c).length > 50),
    );
    const city = pick(
      rng,
      placesIn(code).filter((c) => /^[A-Z][a-z]+(?: [A-Z][a-z]+)?$/.test(c)),
    );
    let place: TruthPlace;
    if (form === 'city-st') place = { key: city, text: `${city}, ${code}` };
    else if (form === 'city-state') place = { key: city, text: `${city}, ${stateName}` };
    else if (form === 'facility-city') {
      const name = `${pick(rng, FACILITY_WORDS)} ${pick(rng, FACILITY_NOUNS)}`;
      place = { key: name, text: `${name}, ${city}, ${code}` };
    } else if (form === 'named-tower') {
      const name = `${pick(rng, NAME_WORDS)} ${pick(rng, NAME_FEATURES)}`;
      place = { key: name, text: name };
    } else if (form === 'named-facility') {
      const proper = `${pick(rng, NAME_WORDS)} ${pick(rng, NAME_FEATURES)}`;
      place = { key: proper, text: `${proper} ${pick(rng, FACILITY_KINDS)}` };
    } else if (form === 'building') {
      const name = `Building ${100 + Math.floor(rng() * 900)}`;
      place = { key: name, text: name };
    } else {
      const inst = pick(
        rng,
        INSTALLATIONS.filter((i) => /^(?:Fort|Camp|Naval|Joint)\b/.test(i.name)),
      );
      place = {
        key: inst.name,
        text: inst.city ? `${inst.name}, ${inst.city}, ${inst.state}` : `${inst.name}, ${inst.state}`,
      };
    }
    const id = place.key.split(' ').slice(0, 2).join(' ');
    if (used.has(id)) continue;
    used.add(id);
    out.push(place);
  }
  return out;
}

/** The place list carried apart from the staffing, in one of its carriers. */
export function placeList(list: PlaceList, ps: TruthPlace[], noun: string): string {
  const lead = `The work shall be performed at the following ${noun}:`;
  switch (list) {
    case 'lettered':
      return `${lead}\n${ps.map((p, i) => `${'abcdefgh'[i]}. ${p.text}`).join('\n')}`;
    case 'bulleted':
      return `${lead}\n${ps.map((p) => `• ${p.text}`).join('\n')}`;
    case 'address-table':
      return `${lead}\n| Site | Address |\n|---|---|\n${ps
        .map(
          (p, i) =>
            `| ${p.text.split(',')[0]} | ${100 + i * 17} Main Street, ${p.text.split(', ').slice(1).join(', ') || 'Main Campus'} |`,
        )
        .join('\n')}`;
    case 'section-lines':
      return ps.map((p) => p.text).join('\n');
    case 'inline':
      return `The work shall be performed at ${ps.map((p) => p.text).join('; ')}.`;
  }
}

const PROVIDE = [
  'The Contractor shall provide',
  'The Contractor shall furnish',
  'The Contractor shall employ',
  'The Contractor shall assign',
];
const LIST_LEADS = [
  'The Contractor shall provide the following personnel:',
  'The minimum staffing shall be as follows:',
  'The Contractor shall staff the following positions:',
];

/** The staffing of one place (or of the whole contract) in one shape. */
export function staffing(
  rng: Rng,
  shape: Shape,
  form: CountForm,
  roles: { title: string; n: number }[],
  where: string,
  variant = 0,
): string {
  const at = where ? ` ${where}` : '';
  const items = roles.map((r) => entry(shape, form, r.n, r.title, variant));
  switch (shape) {
    case 'sentence-each':
      // Person-time stated with the person as the sentence's subject (the fifth wording).
      if (form === 'person-weeks' && variant === 4)
        return roles
          .map((r, k) => {
            const say = PERSON_WEEK_SENTENCES[
              k % PERSON_WEEK_SENTENCES.length
            ] as (typeof PERSON_WEEK_SENTENCES)[number];
            return say(r.title, personWeeks(r.n, variant)).replace(/\.$/, `${at}.`);
          })
          .join(' ');
      return roles
        .map((r) => `${pick(rng, PROVIDE)} ${counted(form, r.n, r.title, variant)}${at}.`)
        .join(' ');
    case 'one-sentence': {
      const total = roles.reduce((s, r) => s + r.n, 0);
      const head =
        Number.isInteger(total) &&
        total <= 10 &&
        !NEWER_FORMS.has(form) &&
        form !== 'half-time' &&
        form !== 'part-time'
          ? `${pick(rng, PROVIDE)} a staff of ${WORDS[total]}${at}: `
          : `${pick(rng, PROVIDE)}${at} `;
      return `${head}${items.slice(0, -1).join(', ')}${items.length > 1 ? ' and ' : ''}${items.at(-1)}.`;
    }
    case 'bullets':
      return `${pick(rng, LIST_LEADS).replace(':', `${at}:`)}\n${items.map((i) => `• ${i}`).join('\n')}`;
    case 'numbered':
      return `${pick(rng, LIST_LEADS).replace(':', `${at}:`)}\n${items.map((i, k) => `${k + 1}. ${i}`).join('\n')}`;
    case 'lettered':
      return `${pick(rng, LIST_LEADS).replace(':', `${at}:`)}\n${items.map((i, k) => `(${'abcdefgh'[k]}) ${i}`).join('\n')}`;
    default:
      return `${pick(rng, LIST_LEADS).replace(':', `${at}:`)}\n${items.join('\n')}`;
  }
}

/** Text around the staffing that states counts of other things and people the contractor does not staff. */
function distractors(rng: Rng, government: string): string {
  const year = 2026 + Math.floor(rng() * 3);
  return [
    `The Government will provide ${counted('legal', 2, government)} to escort contractor personnel.`,
    `The agency has nine Federal staff and ${counted('legal', 2, government)} of its own; the contract supplements them.`,
    `The Contractor shall maintain ${counted('legal', 1 + Math.floor(rng() * 5), 'Vehicle')} and ${3 + Math.floor(rng() * 20)} Buildings in good repair.`,
    `The NAICS code is 5612${10 + Math.floor(rng() * 89)} and the PSC is S2${10 + Math.floor(rng() * 89)}. FAR 52.222-41 and 52.222-42 apply.`,
    `The Contractor shall deliver ${counted('legal', 3, 'Monthly Status Report')} by ${pick(rng, ['March', 'June', 'October'])} 15, ${year}.`,
  ].join('\n');
}

const EVALUATION =
  'M.2 EVALUATION FACTORS\nFactor 1, Key Personnel: the Government will evaluate the qualifications of the key personnel proposed, including two (2) resumes for each key position.';

/**
 * One solicitation in the given phrasing, with its truth.
 * @example
 * generate(7, { count: 'legal', shape: 'bullets', placeMode: 'each-site', placeList: 'lettered', placeForm: 'facility-city' }).truth.lines.length // 2 categories x 2-4 sites
 */
export function generate(seed: number, phrasing: Phrasing): Generated {
  const rng = seeded(seed);
  const { count: form, shape, placeMode, placeList: list, placeForm } = phrasing;
  const roleCount = 2 + Math.floor(rng() * 3);
  // The newer forms pick one wording per document (a season or a team shape the whole staffing shares).
  const variant = NEWER_FORMS.has(form) ? Math.floor(rng() * 5) : 0;
  const titles: string[] = [];
  while (titles.length < roleCount) {
    const t = title(rng);
    // A title in lower case or a team's member has no level ("two records clerk ii positions").
    if ((form === 'lower-noun' || form === 'team') && / (?:I|II|III)$/.test(t)) continue;
    if (!titles.some((x) => x.includes(t.split(' ').at(-1) ?? t) || t.includes(x.split(' ').at(-1) ?? x)))
      titles.push(t);
  }
  let government = title(rng);
  while (titles.includes(government)) government = title(rng);
  const roles = titles.map((t) => {
    const c = countOf(rng, form, variant);
    return { title: t, n: c.n, fte: c.fte || c.n };
  });
  const placeCount = placeMode === 'none' ? 0 : placeMode === 'one-place' ? 1 : 2 + Math.floor(rng() * 3);
  const ps = places(rng, placeForm, placeCount);
  const noun = PLACE_NOUN[placeForm];
  const sections: string[] = [
    'PERFORMANCE WORK STATEMENT',
    '1. SCOPE',
    'The Contractor shall provide facility support services.',
  ];
  const lines: TruthLine[] = [];
  const line = (r: (typeof roles)[number], place?: string): TruthLine => ({
    title: r.title,
    fte: r.fte,
    ...(place ? { place } : {}),
    key: false,
  });
  const pop = () =>
    placeMode === 'none'
      ? []
      : ['3. PLACE OF PERFORMANCE', placeList(placeMode === 'one-place' ? 'section-lines' : list, ps, noun)];
  if (placeMode === 'none' || placeMode === 'one-place') {
    sections.push('2. STAFFING', staffing(rng, shape, form, roles, '', variant), ...pop());
    lines.push(...roles.map((r) => line(r, ps[0]?.key)));
  } else if (placeMode === 'each-site' || placeMode === 'each-of-n') {
    const where =
      placeMode === 'each-site'
        ? `at each ${noun.replace(/(?:ies|s)$/, (s) => (s === 'ies' ? 'y' : ''))}`
        : `at each of the ${WORDS[ps.length]} ${noun}`;
    sections.push('2. STAFFING', staffing(rng, shape, form, roles, where, variant), ...pop());
    for (const p of ps) lines.push(...roles.map((r) => line(r, p.key)));
  } else {
    // Counts differ by place: each place staffs its own mix.
    const parts: string[] = [];
    for (const p of ps) {
      const own = roles.map((r) => {
        const c = countOf(rng, form, variant);
        return { ...r, n: c.n, fte: c.fte || c.n };
      });
      lines.push(...own.map((r) => line(r, p.key)));
      parts.push(
        placeMode === 'per-place-sentences'
          ? `At ${p.text}, ${staffing(rng, 'one-sentence', form === 'fraction' ? 'fte' : form, own, '', variant).replace(/^The Contractor/, 'the Contractor')}`
          : `${p.text}: ${own.map((r) => counted(form, r.n, r.title, variant)).join(', ')}`,
      );
    }
    sections.push(
      '2. STAFFING',
      placeMode === 'per-place-list' ? `Staffing by site:\n${parts.join('\n')}` : parts.join('\n'),
    );
  }
  sections.push('4. GENERAL', distractors(rng, government), EVALUATION);
  return { phrasing, text: sections.join('\n'), truth: { lines, places: ps, notStaff: [government] } };
}

/** Count forms whose wording is a phrase of its own (a season, a team, a share after the title). */
const NEWER_FORMS: ReadonlySet<CountForm> = new Set([
  'lower-noun',
  'share-after',
  'team',
  'season',
  'person-weeks',
]);
/** Person-time is stated in sentences and list items, for the whole contract or each place alike. */
const PERSON_TIME_SHAPES: ReadonlySet<Shape> = new Set(['sentence-each', 'bullets', 'numbered', 'lettered']);
const PERSON_TIME_PLACES: ReadonlySet<PlaceMode> = new Set(['none', 'one-place', 'each-site', 'each-of-n']);
/** Run lines ("Title – 2") carry a bare amount: the newer forms are stated in sentences and list items. */
const RUN_SHAPES: ReadonlySet<Shape> = new Set(['dash-run', 'paren-run', 'times-run']);

/** Every combination of the axes (the full grid), for the bench; the test runs a seeded subset. */
export function grid(): Phrasing[] {
  const out: Phrasing[] = [];
  const older = COUNT_FORMS.filter((c) => c !== 'person-weeks');
  for (const count of older)
    for (const shape of SHAPES.filter((s) => !(NEWER_FORMS.has(count) && RUN_SHAPES.has(s))))
      for (const placeMode of PLACE_MODES)
        for (const placeList of placeMode === 'each-site' || placeMode === 'each-of-n'
          ? PLACE_LISTS
          : (['lettered'] as const))
          for (const placeForm of placeMode === 'none' ? (['city-st'] as const) : PLACE_FORMS)
            if (placeForm !== 'named-facility') out.push({ count, shape, placeMode, placeList, placeForm });
  // Facilities by their own name come last, so the seeded subsets of the older grid stay as they were.
  for (const count of older)
    for (const shape of SHAPES.filter((s) => !(NEWER_FORMS.has(count) && RUN_SHAPES.has(s))))
      for (const placeMode of PLACE_MODES.filter((m) => m !== 'none'))
        for (const placeList of placeMode === 'each-site' || placeMode === 'each-of-n'
          ? PLACE_LISTS
          : (['lettered'] as const))
          out.push({ count, shape, placeMode, placeList, placeForm: 'named-facility' });
  // Person-time comes after both, for the same reason.
  for (const shape of SHAPES.filter((s) => PERSON_TIME_SHAPES.has(s)))
    for (const placeMode of PLACE_MODES.filter((m) => PERSON_TIME_PLACES.has(m)))
      for (const placeList of placeMode === 'each-site' || placeMode === 'each-of-n'
        ? PLACE_LISTS
        : (['lettered'] as const))
        for (const placeForm of placeMode === 'none' ? (['city-st'] as const) : PLACE_FORMS)
          out.push({ count: 'person-weeks', shape, placeMode, placeList, placeForm });
  return out;
}
