import type { Domain, Quantity } from '../../solicitation/model';
import { fmt } from '../text';

/** Working periods a year: 260 working days, 52 weeks, 12 months. */
const PER_YEAR = { day: 260, week: 52, month: 12, year: 1 } as const;
const PER_LABEL = { day: 'd', week: 'wk', month: 'mo', year: 'yr' } as const;

/**
 * A counted noun in the plural ('class' -> 'classes', 'sq ft' stays).
 * @example
 * plural('inquiry') // 'inquiries'
 */
export function plural(noun: string): string {
  if (/\b(sq ft|square feet|feet|staff|personnel)$/i.test(noun)) return noun;
  if (/(s|x|z|ch|sh)$/i.test(noun)) return `${noun}es`;
  if (/[^aeiou]y$/i.test(noun)) return `${noun.slice(0, -1)}ies`;
  return `${noun}s`;
}

/** Hours a workload quantity needs a year, and how. */
export interface Sizing {
  annual: number;
  formula: string;
  unit: string;
  /** Hours per unit of `quantity`. */
  rate: number;
  quantity: number;
}

/** A productivity rule: which counted nouns it sizes, in which domains, with which role. */
export interface ProductivityRule {
  nouns: RegExp;
  /** A volume needs a period (per day/week/month/year); a standing count must not have one. */
  volume: boolean;
  domains: readonly Domain[];
  /** Words the driver's sentence must contain (a standing count read in its own context). */
  context?: RegExp;
  /** Words that put the driver in the rule's trade when the documents' domain was not recognised. */
  evidence?: RegExp;
  role: string;
  /** The work's usual crew: the sized hours split by share between these roles (shares sum to 1). */
  crew?: readonly { role: string; share: number }[];
  rule: string;
  size: (q: Quantity, hoursPerFte: number) => Sizing;
}

function perItem(each: number, unit: string) {
  return (q: Quantity): Sizing => {
    const per = q.per ?? 'year';
    const yearly = q.value * PER_YEAR[per];
    const times = per === 'year' ? '' : ` x ${PER_YEAR[per]} ${PER_LABEL[per]}`;
    return {
      annual: Math.round(yearly * each),
      formula: `${fmt(q.value)} ${plural(q.noun)}/${PER_LABEL[per]}${times} x ${fmt(each)} h`,
      unit,
      rate: each,
      quantity: yearly,
    };
  };
}

/** `ownNoun`: the formula counts in the document's noun ('8,000 workstations'), not the rule's. */
function perFte(unitsPerFte: number, unit: string, ownNoun = false) {
  return (q: Quantity, hoursPerFte: number): Sizing => ({
    annual: Math.round((q.value / unitsPerFte) * hoursPerFte),
    formula: `${fmt(q.value)} ${plural(ownNoun ? q.noun.toLowerCase() : unit)} / ${fmt(unitsPerFte)} per FTE x ${fmt(hoursPerFte)} h`,
    unit,
    rate: hoursPerFte / unitsPerFte,
    quantity: q.value,
  });
}

/** Class length read from the sentence ("each 40 hours long", "8-hour"), else 8 h; x 2 for preparation. */
function classHours(q: Quantity): Sizing {
  const length = Number(
    q.quote
      .match(/\beach\s+(\d{1,3})\s+hours?|\b(\d{1,3})[- ]hour\b/i)
      ?.slice(1)
      .find(Boolean) ?? 8,
  );
  return perItem(length * 2, 'class')(q);
}

const ALL: readonly Domain[] = [
  'it',
  'facilities',
  'security',
  'research',
  'professional',
  'medical',
  'call-center',
  'construction',
  'training',
  'logistics',
  'transcription',
  'other',
];
const HELP = /help ?desk|service desk|support|tickets?|end[- ]users?|customers?|calls?/i;

/**
 * The productivity rules, each written out in its lines' mathRationale:
 * tickets, incidents and service requests 0.5 h each; calls and contacts 0.25 h; work and
 * service orders 3 h; samples and specimens 0.5 h; classes twice their length (8 h classes
 * when not stated); meetings and events 40 h each; audio hours transcribed 4 h each; pages
 * 0.15 h; cases stocked 60 a labour hour; patient visits 0.75 h; procurements 16 h; users (IT support) 12 tickets a user a
 * year at 0.5 h; square feet cleaned 3,000 an hour on 260 days; square feet maintained 1 FTE
 * per 100,000; servers 1 FTE per 50; workstations, endpoints and devices 1 FTE per 500;
 * printers 1 FTE per 400; phones 1 FTE per 1,000; meals served 10 a labor hour, split into a
 * cook, food service worker and cashier crew; vehicle service hours 1.2 paid driver hours each. Days are 260 working days a year.
 */
export const PRODUCTIVITY: readonly ProductivityRule[] = [
  {
    nouns: /^(ticket|incident|service request|request)$/,
    volume: true,
    domains: ['it', 'call-center', 'professional', 'other'],
    role: 'Help Desk Technician',
    rule: 'tickets 0.5 h each',
    size: perItem(0.5, 'ticket'),
  },
  {
    nouns: /^(call|contact|inquiry)$/,
    volume: true,
    domains: ALL,
    role: 'Customer Service Representative',
    rule: 'calls 0.25 h each',
    size: perItem(0.25, 'call'),
  },
  {
    nouns: /^(message|e-mail|email|correspondence|letter)$/,
    volume: true,
    domains: ALL,
    role: 'Customer Service Representative',
    rule: 'messages 0.25 h each',
    size: perItem(0.25, 'message'),
  },
  {
    nouns: /^(work order|service order|trouble call)$/,
    volume: true,
    domains: ['facilities', 'construction', 'logistics', 'other'],
    role: 'Maintenance Technician',
    rule: 'work orders 3 h each',
    size: perItem(3, 'order'),
  },
  {
    nouns: /^(sample|specimen)$/,
    volume: true,
    domains: ['research', 'medical', 'other'],
    role: 'Laboratory Technician',
    rule: 'samples 0.5 h each',
    size: perItem(0.5, 'sample'),
  },
  {
    nouns: /^(class|course|session)$/,
    volume: true,
    domains: ['training', 'it', 'medical', 'security', 'professional', 'other'],
    role: 'Instructor',
    rule: 'classes 2 h per class hour',
    size: classHours,
  },
  {
    nouns: /^(meeting|event|workshop|conference)$/,
    volume: true,
    domains: ['research', 'professional', 'training', 'other'],
    role: 'Meeting and Event Planner',
    rule: 'events 40 h each',
    size: perItem(40, 'event'),
  },
  {
    nouns: /^meal$/,
    volume: true,
    domains: ALL,
    context: /\b(meals?|dining|food|kitchen|cafeteria|mess)\b/i,
    role: 'Food Service Worker',
    crew: [
      { role: 'Cook', share: 0.35 },
      { role: 'Food Service Worker', share: 0.5 },
      { role: 'Cashier', share: 0.15 },
    ],
    rule: 'meals served 10 a labor hour for full food service (cooking, serving, dish room, headcount and cleaning; 35% cooks, 50% food service workers, 15% cashiers)',
    size: perItem(0.1, 'meal'),
  },
  {
    nouns: /^case$/,
    volume: true,
    domains: ALL,
    context: /\b(?:stock(?:ing|ed|er)?|shel(?:f|ves)|commissar\w*|grocer\w*|store|sales floor)\b/i,
    role: 'Stocker',
    rule: 'cases stocked at an assumed 60 cases a labour hour (from staging to the shelf: opening, price-marking, stocking, rotating, facing and removing empties); ask for the productivity the price should rest on',
    size: (q) => {
      const per = q.per ?? 'year';
      const yearly = q.value * PER_YEAR[per];
      return {
        annual: Math.round(yearly / 60),
        formula: `${fmt(yearly)} cases/yr / 60 cases a labour hour`,
        unit: 'case',
        rate: 1 / 60,
        quantity: yearly,
      };
    },
  },
  {
    nouns: /^vehicle hour$/,
    volume: true,
    domains: ALL,
    role: 'Driver',
    rule: "vehicle service hours x 1.2 for drivers' paid hours (pre-trip and post-trip inspection, pull-out and pull-in, report and relief time, split-shift spread; a run-cut of the schedule may differ)",
    size: perItem(1.2, 'vehicle hour'),
  },
  {
    nouns: /^(audio hour|hour of audio|recording hour)$/,
    volume: true,
    domains: ['transcription', 'professional', 'medical', 'other'],
    role: 'Transcriptionist',
    rule: 'audio hours 4 h each',
    size: perItem(4, 'audio hour'),
  },
  {
    nouns: /^page$/,
    volume: true,
    domains: ['transcription'],
    role: 'Transcriptionist',
    rule: 'pages 0.15 h each (about 6-7 transcript pages an hour, proofreading included)',
    size: perItem(0.15, 'page'),
  },
  {
    nouns: /^(patient|visit|encounter)$/,
    volume: true,
    domains: ['medical'],
    role: 'Registered Nurse',
    rule: 'patient visits 0.75 h each',
    size: perItem(0.75, 'visit'),
  },
  {
    nouns: /^(procurement|purchase request|purchase order)$/,
    volume: true,
    domains: ['it', 'professional', 'logistics', 'other'],
    role: 'Procurement Specialist',
    rule: 'procurements 16 h each',
    size: perItem(16, 'procurement'),
  },
  {
    nouns: /^user$/,
    volume: false,
    domains: ['it', 'call-center'],
    context: HELP,
    role: 'Help Desk Technician',
    rule: '12 tickets a user a year at 0.5 h',
    size: (q) => ({
      annual: q.value * 6,
      formula: `${fmt(q.value)} users x 12 tickets/yr x 0.5 h`,
      unit: 'user',
      rate: 6,
      quantity: q.value,
    }),
  },
  {
    nouns: /^(square foot|sq ft)$/,
    volume: false,
    domains: ['facilities', 'other'],
    context: /clean|custodial|janitorial/i,
    role: 'Custodian',
    rule: '3,000 sq ft cleaned an hour',
    size: (q) => {
      const days = Number(q.quote.match(/\b([1-7])\s+days?\s+(?:per|a|each)\s+week/i)?.[1] ?? 5);
      return {
        annual: Math.round((q.value / 3000) * days * 52),
        formula: `${fmt(q.value)} sq ft / 3,000 sq ft/h x ${days} d x 52 wk`,
        unit: 'sq ft',
        rate: (days * 52) / 3000,
        quantity: q.value,
      };
    },
  },
  {
    nouns: /^(square foot|sq ft)$/,
    volume: false,
    domains: ['facilities'],
    role: 'Maintenance Technician',
    rule: '1 FTE per 100,000 sq ft maintained',
    size: perFte(100_000, 'sq ft'),
  },
  {
    nouns: /^(server|virtual server|virtual machine)$/,
    volume: false,
    domains: ['it'],
    evidence:
      /data cent(?:er|re)|\bhost|virtual|network|infrastructure|\bracks?\b|operat\w* and maintain|patch/i,
    role: 'Systems Administrator',
    rule: '1 FTE per 50 servers',
    size: perFte(50, 'server', true),
  },
  {
    nouns: /^(workstation|endpoint|device|computer|laptop|desktop)$/,
    volume: false,
    domains: ['it'],
    evidence:
      /enterprise|desktop|end[- ]users?|help ?desk|image|patch|refresh|network|IT support|technical support/i,
    role: 'Desktop Support Technician',
    rule: '1 FTE per 500 devices',
    size: perFte(500, 'device', true),
  },
  {
    nouns: /^printer$/,
    volume: false,
    domains: ['it'],
    role: 'Desktop Support Technician',
    rule: '1 FTE per 400 printers',
    size: perFte(400, 'printer'),
  },
  {
    nouns: /^(phone|telephone|handset)$/,
    volume: false,
    domains: ['it'],
    role: 'Network Technician',
    rule: '1 FTE per 1,000 phones',
    size: perFte(1000, 'phone'),
  },
];

/**
 * The rule that sizes a quantity in a domain, if any.
 * @example
 * ruleFor({ value: 4000, noun: 'ticket', per: 'month', ... }, 'it')?.rule // 'tickets 0.5 h each'
 */
export function ruleFor(q: Quantity, domain: Domain): ProductivityRule | undefined {
  const noun = q.noun.toLowerCase();
  return PRODUCTIVITY.find(
    (r) =>
      r.nouns.test(noun) &&
      r.volume === Boolean(q.per) &&
      (r.domains.includes(domain) || (domain === 'other' && Boolean(r.evidence?.test(q.quote)))) &&
      (!r.context || r.context.test(q.quote)) &&
      q.value > 0,
  );
}
