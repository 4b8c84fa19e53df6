/**
 * A generator of solicitations that both name their labour categories and state the workload:
 * the workload generator's document (volume, rate, decoys) with a naming of the team inserted
 * before Section L, in one of the named-roles generator's forms (key section, qualifications,
 * category attachment, price schedule, Section L table, role table, lettered list, include
 * sentence, by site) and key marks. The team is a lead, the category that does the counted work
 * (its title in one of three forms) and one to three other categories of the same domain whose
 * titles fit none of the counted work. Titles are written for this generator.
 */
import { seeded } from '../prose/phrasings';
import {
  CARRIERS,
  KEY_FORMS,
  type KeyForm,
  keyDesignation,
  keyFormFits,
  NAMINGS,
  type NamedPhrasing,
  naming,
} from '../roles/named-gen';
import {
  type GeneratedWorkload,
  generateWorkload,
  NUMBER_FORMS,
  PLACES,
  RATES,
  VOLUMES,
  WORKS,
  type WorkloadPhrasing,
} from '../workload/workload-gen';

type Rng = () => number;
const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)] as T;

/** How the title of the category that does the work is written. */
export const DOER_FORMS = ['worker', 'leveled', 'variant'] as const;
export type DoerForm = (typeof DOER_FORMS)[number];

/** Per kind of work: the domain, its leads, the doer's title variants and titles that fit other work. */
const TEAM: Record<
  string,
  { domain: NamedPhrasing['domain']; leads: string[]; variants: string[]; others: string[] }
> = {
  calls: {
    domain: 'professional',
    leads: ['Project Manager', 'Contact Center Manager'],
    variants: ['Call Center Representative', 'Customer Service Agent'],
    others: ['Quality Assurance Specialist', 'Training Specialist', 'Reporting Analyst'],
  },
  pages: {
    domain: 'professional',
    leads: ['Project Manager', 'Imaging Supervisor'],
    variants: ['Document Scanning Technician', 'Scanning Operator'],
    others: ['Records Management Specialist', 'Quality Assurance Specialist', 'Administrative Assistant'],
  },
  samples: {
    domain: 'research',
    leads: ['Laboratory Manager', 'Project Manager'],
    variants: ['Water Sample Technician', 'Laboratory Analyst'],
    others: ['Quality Assurance Officer', 'Data Manager', 'Statistician'],
  },
  cases: {
    domain: 'professional',
    leads: ['Program Manager', 'Project Manager'],
    variants: ['Benefits Adjudicator', 'Application Examiner'],
    others: ['Policy Analyst', 'Training Specialist', 'Administrative Assistant'],
  },
  records: {
    domain: 'professional',
    leads: ['Project Manager', 'Property Manager'],
    variants: ['Property Records Clerk', 'Property Specialist'],
    others: ['Financial Analyst', 'Policy Analyst', 'Administrative Assistant'],
  },
  installs: {
    domain: 'it',
    leads: ['Project Manager', 'Technical Lead'],
    variants: ['Desktop Support Technician', 'Workstation Technician'],
    others: ['Network Engineer', 'Database Administrator', 'Cybersecurity Analyst'],
  },
  inspections: {
    domain: 'service-trades',
    leads: ['Site Supervisor', 'Project Manager'],
    variants: ['Fire Extinguisher Technician', 'Fire Protection Technician'],
    others: ['Electrician', 'Plumber', 'Painter'],
  },
  trips: {
    domain: 'service-trades',
    leads: ['Transportation Manager', 'Project Manager'],
    variants: ['Shuttle Bus Driver', 'Bus Operator'],
    others: ['Dispatcher', 'Vehicle Mechanic', 'Administrative Assistant'],
  },
  sqft: {
    domain: 'service-trades',
    leads: ['Project Manager', 'Site Supervisor'],
    variants: ['Custodian', 'Janitor'],
    others: ['Electrician', 'HVAC Mechanic', 'Groundskeeper'],
  },
};

const titleCase = (s: string) =>
  s.replace(/\b([a-z])([a-z]*)/g, (_, a: string, b: string) => a.toUpperCase() + b).replace(/\bIt\b/, 'IT');

export interface NamedWorkloadPhrasing {
  naming: NamedPhrasing['naming'];
  keyForm: KeyForm;
  carrier: NamedPhrasing['carrier'];
  doer: DoerForm;
  workload: WorkloadPhrasing;
}

export interface NamedWorkloadCase {
  id: string;
  phrasing: NamedWorkloadPhrasing;
  text: string;
  /** The workload document the naming was inserted into (its truth scores the hours). */
  workload: GeneratedWorkload;
  truth: {
    categories: { title: string; key: boolean }[];
    /** The named category that does the counted work. */
    doer: string;
  };
}

/**
 * One whole solicitation: the workload document with the team named before Section L.
 * @example
 * namedWorkloadCase(1, namedWorkloadGrid()[0]).truth.doer
 */
export function namedWorkloadCase(seed: number, p: NamedWorkloadPhrasing): NamedWorkloadCase {
  const rng = seeded(seed * 104_729 + 7);
  const work = WORKS.find((w) => w.id === p.workload.work);
  const team = TEAM[p.workload.work];
  if (!work || !team) throw new Error(`no team for ${p.workload.work}`);
  const wl = generateWorkload(seed, p.workload);
  const base = titleCase(work.worker);
  const doer =
    p.doer === 'worker'
      ? base
      : p.doer === 'leveled'
        ? pick(rng, [`Senior ${base}`, `${base} II`])
        : pick(rng, team.variants);
  const keyed = p.keyForm !== 'none';
  const cats = [{ title: pick(rng, team.leads), key: keyed }];
  const others = [...team.others].sort(() => rng() - 0.5).slice(0, 1 + Math.floor(rng() * 3));
  const at = Math.floor(rng() * (others.length + 1));
  const rest = others.map((t) => ({ title: t, key: false }));
  rest.splice(at, 0, { title: doer, key: keyed && rng() < 0.3 });
  cats.push(...rest);
  const np: NamedPhrasing = {
    naming: p.naming,
    keyForm: p.keyForm,
    carrier: p.carrier,
    domain: team.domain,
    hours: 'none',
  };
  const named = [naming(rng, np, cats, () => undefined), keyDesignation(rng, np, cats)]
    .filter(Boolean)
    .join('\n');
  const at2 = wl.text.indexOf('SECTION L - INSTRUCTIONS');
  const text = `${wl.text.slice(0, at2)}${named}\n\n${wl.text.slice(at2)}`;
  const w = p.workload;
  return {
    id: `${p.naming}/${p.keyForm}/${p.carrier}/${p.doer}/${w.work}/${w.volume}/${w.rate}/${w.numbers}/${w.place}/${w.periods}/${seed}`,
    phrasing: p,
    text,
    workload: { ...wl, text },
    truth: { categories: cats, doer },
  };
}

const ROLES_ONLY = new Set<string>(['lower-list', 'described-list', 'label-line', 'designate-all']);

/**
 * The grid: every naming x key form (where it fits) x carrier (tables) x kind of work, the
 * doer's form and the workload's other axes turned by index so each value recurs evenly.
 * @example
 * namedWorkloadGrid().length
 */
export function namedWorkloadGrid(): NamedWorkloadPhrasing[] {
  const out: NamedWorkloadPhrasing[] = [];
  const tabled = new Set<string>(['price-schedule', 'section-l', 'role-table']);
  let k = 0;
  for (const n of NAMINGS)
    for (const keyForm of KEY_FORMS)
      for (const carrier of tabled.has(n) ? CARRIERS : (['pipe'] as const))
        for (const w of WORKS) {
          if (!keyFormFits(n, keyForm)) continue;
          // The seventh session's naming axes are the named-roles bench's; this grid stays as it was.
          if (ROLES_ONLY.has(n) || ROLES_ONLY.has(keyForm)) continue;
          const volumes = w.id === 'sqft' ? (['per-year', 'table-by-site'] as const) : VOLUMES;
          out.push({
            naming: n,
            keyForm,
            carrier,
            // The doer form turns apart from the kind of work (nine kinds: k alone would tie them).
            doer: DOER_FORMS[(k + Math.floor(k / WORKS.length)) % 3] as DoerForm,
            workload: {
              work: w.id,
              volume: volumes[Math.floor(k / 3) % volumes.length] as WorkloadPhrasing['volume'],
              rate: RATES[Math.floor(k / 2) % RATES.length] as WorkloadPhrasing['rate'],
              numbers: NUMBER_FORMS[Math.floor(k / 5) % NUMBER_FORMS.length] as WorkloadPhrasing['numbers'],
              place: PLACES[Math.floor(k / 7) % PLACES.length] as WorkloadPhrasing['place'],
              periods: (((k + Math.floor(k / 3)) % 3) + 1) as 1 | 2 | 3,
            },
          });
          k++;
        }
  return out;
}
