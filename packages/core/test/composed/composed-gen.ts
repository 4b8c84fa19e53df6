/**
 * Test support: whole solicitations composed from the other generators' pieces, the way real
 * ones combine them. Stated staffing (a table of the shapes generator, or prose of the prose
 * generator) x a period structure (the period generator's wordings, with a six-month extension
 * or none) x places (one site, the same team at each of 2-4 sites, staffing that differs per
 * site, or one team serving all sites; listed as the prose generator lists them) x an
 * hours-per-FTE convention (the period generator's, or none) x the boilerplate around a work
 * statement (a UCF solicitation with Sections B, C, F, I, L and M, or an RFQ letter with
 * instructions to quoters), carried as Markdown or as plain text. The truth is the plan's:
 * hours per category and period, hours per category and site, the periods' months and the
 * hours per FTE. Nothing is taken from a corpus document.
 */
import { type Convention, conventionText, statePeriods, truthPeriods } from '../prose/period-phrasings';
import {
  PLACE_NOUN,
  type PlaceForm,
  placeList,
  places,
  staffing,
  type TruthPlace,
  title,
} from '../prose/phrasings';
import {
  alignedText,
  makeShape,
  type Random,
  render,
  seeded,
  type Truth as TableTruth,
} from '../shapes/shape-gen';
import { frame, type Frame, type Parts } from './composed-frame';

export const STAFFINGS = ['table', 'prose'] as const;
/** Period structures of the period generator that a staffed multi-year service states. */
export const STRUCTURES = [
  'base-options',
  'labelled-uneven',
  'date-ranges',
  'option-clins',
  'period-table',
  'roman-labels',
  'words-only',
  'base-plus-years',
  'award-through-months',
] as const;
export const EXTENSIONS = ['none', 'included', 'clin-row'] as const;
/** One site; the same team at each site; staffing per site; one team for all sites. */
export const SITE_MODES = ['one', 'each-site', 'per-site', 'shared'] as const;
export const SITE_LISTS = ['lettered', 'bulleted', 'address-table', 'inline'] as const;
export const CONVENTIONS = ['unstated', '1880-digits', '1920-words', '2080-mixed', 'words-only'] as const;
export const FRAMES = ['ucf', 'rfq'] as const;
export const CARRIERS = ['markdown', 'text'] as const;

export interface ComposedPhrasing {
  staffing: (typeof STAFFINGS)[number];
  structure: (typeof STRUCTURES)[number];
  extension: (typeof EXTENSIONS)[number];
  siteMode: (typeof SITE_MODES)[number];
  siteList: (typeof SITE_LISTS)[number];
  convention: Convention;
  frame: Frame;
  carrier: (typeof CARRIERS)[number];
}

export interface ComposedTruth {
  /** Hours of each plan period per category, summed over the sites. */
  categories: { title: string; key: boolean; hours: number[] }[];
  /** Base-period hours per category and site, when staffing is placed at each site. */
  bySite: { title: string; site: string; hours: number }[];
  sites: TruthPlace[];
  months: number[];
  hoursPerFte: number;
}

export interface ComposedCase {
  id: string;
  phrasing: ComposedPhrasing;
  text: string;
  truth: ComposedTruth;
}

const PLACE_FORMS: readonly PlaceForm[] = [
  'city-st',
  'city-state',
  'facility-city',
  'building',
  'installation',
];
const PROSE_SHAPES = [
  'sentence-each',
  'one-sentence',
  'bullets',
  'numbered',
  'dash-run',
  'paren-run',
] as const;
const PROSE_COUNTS = ['digit', 'word', 'legal', 'fte'] as const;

/** Markdown pipe tables in a text as column-aligned text (a PDF's or a text file's tables). */
export function unpipe(text: string): string {
  const out: string[] = [];
  let block: string[][] = [];
  const flush = () => {
    if (block.length) out.push(alignedText(block));
    block = [];
  };
  for (const line of text.split('\n')) {
    if (!/^\|.*\|\s*$/.test(line)) {
      flush();
      out.push(line);
    } else if (!/^\|(?:\s*:?-+:?\s*\|)+\s*$/.test(line))
      block.push(
        line
          .trim()
          .slice(1, -1)
          .split('|')
          .map((c) => c.trim()),
      );
  }
  flush();
  return out.join('\n');
}

const periodLabel = (kind: 'base' | 'option' | 'extension', n: number, style: number) =>
  kind === 'extension'
    ? '6-Month Extension'
    : style === 0
      ? kind === 'base'
        ? 'Base Year'
        : `Option Year ${n}`
      : kind === 'base'
        ? 'Base Period'
        : `Option Period ${n}`;

/** The staffing section as a table of the shapes generator; returns its text and FTE or hours per cell. */
function tableStaffing(
  random: Random,
  titles: string[],
  sites: TruthPlace[],
  perSite: boolean,
  months: number[],
  labels: string[],
  markdown: boolean,
) {
  const measure = random.pick(['fte', 'hours'] as const);
  const one = () =>
    measure === 'fte' ? random.pick([0.5, 1, 1, 2, 3]) : random.pick([960, 1500, 2000, 2500, 3100]);
  const categories = titles.map((t) => ({ title: t, key: random.chance(0.25) }));
  const table: TableTruth = perSite
    ? {
        categories,
        periods: ['Annual'],
        places: sites.map((s) => s.key),
        shifts: [],
        measure,
        values: titles.map(() => sites.map(() => [[one()]])),
      }
    : {
        categories,
        periods: labels,
        places: [],
        shifts: [],
        measure,
        // A team that grows or stays level from period to period.
        values: titles.map(() => {
          const v = one();
          const grow = random.chance(0.3) ? (measure === 'fte' ? 1 : 500) : 0;
          return [[months.map((_, i) => (i === 0 ? v : v + grow))]];
        }),
      };
  const shape = makeShape(random, perSite ? 'cats-down-places-across' : 'cats-down-periods-across');
  shape.totalsColumn = false;
  const rendered = render(table, shape, random);
  const grid = markdown ? pipeOf(rendered.grid) : alignedText(rendered.grid);
  const text = [rendered.lead, rendered.caption, grid].join('\n\n');
  return { text, table, measure };
}

function pipeOf(grid: string[][]): string {
  const width = Math.max(...grid.map((r) => r.length));
  const line = (row: string[]) => `| ${Array.from({ length: width }, (_, i) => row[i] ?? '').join(' | ')} |`;
  const [head = [], ...body] = grid;
  return [line(head), `|${'---|'.repeat(width)}`, ...body.map(line)].join('\n');
}

/**
 * One composed solicitation in the given phrasing, with its truth.
 * @example
 * composedCase(3, composedGrid()[0]).truth.months // [12, 12, ...]
 */
export function composedCase(seed: number, p: ComposedPhrasing): ComposedCase {
  const random = seeded(seed);
  const rng = random.next;
  const markdown = p.carrier === 'markdown';
  const periods = truthPeriods(rng, p.structure);
  const periodText = statePeriods(rng, p.structure, periods);
  const extension = p.extension !== 'none';
  const months = [...periods.map((x) => x.months), ...(extension ? [6] : [])];
  const labelStyle = random.int(0, 1);
  const labels = [
    ...periods.map((x) => periodLabel(x.kind, x.index ?? 0, labelStyle)),
    ...(extension ? [periodLabel('extension', 0, 0)] : []),
  ];
  const convention = conventionText(rng, p.convention);
  const hpf = convention.value;
  const count = random.int(2, 4);
  const titles: string[] = [];
  while (titles.length < count) {
    const t = title(rng);
    const head = (x: string) => x.split(' ').at(-1) ?? x;
    if (!titles.some((x) => x.includes(head(t)) || t.includes(head(x)))) titles.push(t);
  }
  const form = random.pick(PLACE_FORMS);
  const siteCount = p.siteMode === 'one' ? 1 : random.int(2, 4);
  const sites = places(rng, form, siteCount);
  const noun = PLACE_NOUN[form];
  const siteText = placeList(p.siteMode === 'one' ? 'section-lines' : p.siteList, sites, noun);
  const perSite = p.siteMode === 'per-site';
  // The plan prices the extension as a period only where the staffing states its amounts (a
  // table with an extension column); elsewhere it is an assumption, not a period.
  const priced = p.staffing === 'table' && !perSite;
  const planMonths = priced || !extension ? months : months.slice(0, -1);
  const times = p.siteMode === 'each-site' ? sites.length : 1;
  const categories: ComposedTruth['categories'] = [];
  const bySite: ComposedTruth['bySite'] = [];
  let staffText: string;
  if (p.staffing === 'table') {
    const t = tableStaffing(random, titles, sites, perSite, months, labels, markdown);
    const lead =
      p.siteMode === 'each-site'
        ? `The staffing below is required at each of the ${sites.length} ${noun}.`
        : p.siteMode === 'shared'
          ? `One team supports all ${noun} listed above; the staffing below is for the whole contract.`
          : perSite
            ? `Staffing differs by site as shown below.`
            : '';
    staffText = [lead, t.text].filter(Boolean).join('\n\n');
    const hoursOf = (v: number, m: number, stated: boolean) =>
      t.measure === 'hours' ? (stated ? v : Math.round((v * m) / 12)) : Math.round((v * hpf * m) / 12);
    t.table.categories.forEach((c, ci) => {
      const cells = t.table.values[ci] ?? [];
      const keyShown = true;
      if (perSite) {
        const yearly = cells.map((byShift) => byShift[0]?.[0] ?? 0);
        categories.push({
          title: c.title,
          key: c.key && keyShown,
          hours: planMonths.map((m) => yearly.reduce((s, v) => s + hoursOf(v, m, false), 0)),
        });
        sites.forEach((s, si) => {
          bySite.push({
            title: c.title,
            site: s.key,
            hours: hoursOf(yearly[si] ?? 0, months[0] ?? 12, false),
          });
        });
      } else {
        const per = cells[0]?.[0] ?? [];
        const hours = months.map((m, i) => times * hoursOf(per[i] ?? 0, m, true));
        categories.push({ title: c.title, key: c.key && keyShown, hours });
        if (times > 1)
          for (const s of sites)
            bySite.push({ title: c.title, site: s.key, hours: hoursOf(per[0] ?? 0, months[0] ?? 12, true) });
      }
    });
  } else {
    const shape = random.pick(PROSE_SHAPES);
    const countForm = random.pick(PROSE_COUNTS);
    const team = () => titles.map((t) => ({ title: t, n: random.int(1, 4) }));
    const fteHours = (n: number, m: number) => Math.round((n * hpf * m) / 12);
    if (perSite) {
      const teams = sites.map(team);
      staffText = teams
        .map((roles, si) => {
          const s = sites[si] as TruthPlace;
          return `At ${s.text}, ${staffing(rng, 'one-sentence', countForm, roles, '').replace(/^The Contractor/, 'the Contractor')}`;
        })
        .join('\n');
      titles.forEach((t, ci) => {
        categories.push({
          title: t,
          key: false,
          hours: planMonths.map((m) => teams.reduce((s, roles) => s + fteHours(roles[ci]?.n ?? 0, m), 0)),
        });
        sites.forEach((s, si) => {
          bySite.push({ title: t, site: s.key, hours: fteHours(teams[si]?.[ci]?.n ?? 0, months[0] ?? 12) });
        });
      });
    } else {
      const roles = team();
      const singular = noun.replace(/ies$/, 'y').replace(/s$/, '');
      const where = p.siteMode === 'each-site' ? `at each ${singular}` : '';
      staffText = staffing(rng, shape, countForm, roles, where);
      if (p.siteMode === 'shared')
        staffText = `${staffText}\nThis one team shall support all of the ${noun} listed above; no additional staff is required at any ${singular}.`;
      roles.forEach((r) => {
        categories.push({
          title: r.title,
          key: false,
          hours: planMonths.map((m) => times * fteHours(r.n, m)),
        });
        if (times > 1)
          for (const s of sites)
            bySite.push({ title: r.title, site: s.key, hours: fteHours(r.n, months[0] ?? 12) });
      });
    }
  }
  const parts: Parts = {
    periodText,
    extension: p.extension,
    siteText,
    staffText,
    convention: convention.text,
  };
  let text = frame(random, p.frame, parts, markdown);
  if (!markdown) text = unpipe(text);
  return {
    id: `${seed}:${Object.values(p).join('/')}`,
    phrasing: p,
    text,
    truth: { categories, bySite, sites, months: planMonths, hoursPerFte: hpf },
  };
}

/**
 * Every staffing x structure x site mode x carrier; the other axes turn with the index.
 * @example
 * composedGrid().length // 2 * 9 * 4 * 2 = 144
 */
export function composedGrid(): ComposedPhrasing[] {
  const out: ComposedPhrasing[] = [];
  let i = 0;
  for (const staffing of STAFFINGS)
    for (const structure of STRUCTURES)
      for (const siteMode of SITE_MODES)
        for (const carrier of CARRIERS) {
          out.push({
            staffing,
            structure,
            siteMode,
            carrier,
            extension: EXTENSIONS[i % EXTENSIONS.length] as ComposedPhrasing['extension'],
            siteList: SITE_LISTS[Math.floor(i / 3) % SITE_LISTS.length] as ComposedPhrasing['siteList'],
            convention: CONVENTIONS[Math.floor(i / 2) % CONVENTIONS.length] as Convention,
            frame: FRAMES[Math.floor(i / 5) % FRAMES.length] as Frame,
          });
          i++;
        }
  return out;
}
