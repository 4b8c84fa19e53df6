import type { Quantity, SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { plural } from './productivity';
import type { WorkArea } from './work-elements';

/**
 * A unit of one-time work a job is priced by, with the hours one unit takes when the documents
 * state no productivity. The first rate whose words name a counted noun sizes it; `work` finds
 * the task area that holds the work.
 */
interface JobRate {
  words: RegExp;
  /** Words the count's sentence must hold ("roof", "edge metal"), when its noun alone is too common. */
  near?: RegExp;
  /** Words right before the number that make it this work ("remove ... over the entire roof area of"), not a building's size. */
  before?: RegExp;
  hoursEach: number;
  unit: string;
  role: string;
  rule: string;
  work: RegExp;
}

/** A trade of short one-time jobs: the words that put the documents in it, its rates, its crew lead. */
interface Trade {
  context: RegExp;
  rates: readonly JobRate[];
  /** The unit a job of this trade must count to be sized this way. */
  needs: string;
  /** The task area of a line when no requirement names its work. */
  area: string;
  /** A lead on site for each `span` people the units need ("Cabling Foreman", one per six). */
  lead?: { role: string; span: number };
  /** Every rate whose words name a count sizes it: several steps of work on the same pages. */
  steps?: boolean;
  question: string;
}

// Pages and sheets of paper (not bound books, which are counted apart); folders and case files.
const PAGES = /\b(?:pages?|sheets?)\b(?!.*\bbound\b)/i;
const FOLDERS = /\b(?:folders?|case\s+files?|file\s+jackets?)\b/i;

/**
 * Assumed productivities for structured cabling (pricers' usual figures, each written into the
 * line's basis and raised as a question): cables removed 0.2 h each; horizontal cables pulled,
 * terminated at both ends, labelled and certified 1 h each; fusion splices 0.25 h; racks and
 * cabinets assembled, anchored and bonded 4 h; patch panels 1.5 h.
 */
const CABLING_RATES: readonly JobRate[] = [
  {
    words:
      /\b(?:abandoned|existing|old)\b.*\bcables?\b|\bcables?\b.*\b(?:to\s+(?:be\s+)?remove|removed|removal)\b/i,
    hoursEach: 0.2,
    unit: 'removed cable',
    role: 'Cabling Technician',
    rule: 'abandoned cables removed 0.2 h each (cut back to source, pulled out and hauled off)',
    work: /\bremov\w*|\babandoned\b/i,
  },
  {
    words:
      /\b(?:horizontal|copper|data|voice|station)\b.*\b(?:cables?|drops?|runs?|links?)\b|\bcat(?:egory)?\s*[-.]?\s*[356]e?a?\b.*\bcables?\b/i,
    hoursEach: 1,
    unit: 'cable',
    role: 'Cabling Technician',
    rule: 'horizontal cables 1 h each (pulled, dressed, terminated at both ends, labelled and certified)',
    work: /\bcabl\w*|\bterminat\w*/i,
  },
  {
    words: /\b(?:fusion\s+)?splices?\b/i,
    hoursEach: 0.25,
    unit: 'splice',
    role: 'Fiber Splicing Technician',
    rule: 'fusion splices 0.25 h each (preparation, splice, tray and test)',
    work: /\bsplic\w*|\bfib(?:er|re)\b|\bbackbone\b/i,
  },
  {
    words: /\b(?:racks?|cabinets?|relay racks?)\b(?!.*\bpanels?\b)/i,
    hoursEach: 4,
    unit: 'rack',
    role: 'Cabling Technician',
    rule: 'racks and cabinets 4 h each (assembled, anchored, bonded, cable managers fitted)',
    work: /\bracks?\b|\bcabinets?\b/i,
  },
  {
    words: /\bpatch\s+panels?\b/i,
    hoursEach: 1.5,
    unit: 'patch panel',
    role: 'Cabling Technician',
    rule: 'patch panels 1.5 h each (mounted, dressed and labelled; the terminations are in the cables)',
    work: /\bpatch\s+panels?\b|\bracks?\b/i,
  },
];

/**
 * Assumed productivities for a one-time event's profile: registered attendees 0.2 h each
 * (registration site, inquiries, badges and check-in); speakers and moderators 2.5 h each
 * (invitations, bios, slides, travel and the ready room); sessions produced 12 h each (platform
 * set-up, tech check and rehearsal, a producer live in the room, the captioned recording).
 */
const EVENT_RATES: readonly JobRate[] = [
  {
    words: /\b(?:attendees?|participants?|registrants?)\b/i,
    hoursEach: 0.2,
    unit: 'attendee',
    role: 'Registration Coordinator',
    rule: 'registered attendees 0.2 h each (registration site, inquiries, badges and check-in)',
    work: /\bregist\w*|\bbadges?\b|\battendees?\b/i,
  },
  {
    words: /\b(?:speakers?|presenters?|moderators?|panelists?)\b/i,
    hoursEach: 2.5,
    unit: 'speaker',
    role: 'Speaker Coordinator',
    rule: 'speakers 2.5 h each (invitations, bios, slides, travel and the ready room)',
    work: /\bspeakers?\b|\bpresenters?\b/i,
  },
  {
    words: /\b(?:sessions?|plenar(?:y|ies)|webinars?)\b/i,
    hoursEach: 12,
    unit: 'session',
    role: 'Event Producer',
    rule: 'sessions produced 12 h each (set-up, tech check and rehearsal, a producer live in the room, streaming and the captioned recording where asked)',
    work: /\bstream\w*|\bvirtual\b|\bplatform\b|\brecord\w*/i,
  },
];

/**
 * Assumed productivities for converting paper records to images, one rate per step of the work
 * on the same count (pricers' usual figures, each written into the line's basis and raised as a
 * question): pages prepared 700 an hour (fasteners out, unfolded, targets in), scanned 1,000 an
 * hour on production scanners, quality-checked 2,000 an hour; photographs 60 an hour and
 * oversize maps or drawings 15 an hour on flatbed or wide-format scanners; bound volumes 4 h
 * each on a book scanner; folders indexed 2 minutes each and reassembled 1 minute each.
 */
const DIGITIZATION_RATES: readonly JobRate[] = [
  {
    words: PAGES,
    hoursEach: 1 / 700,
    unit: 'page',
    role: 'Document Preparation Technician',
    rule: 'pages prepared 700 an hour (fasteners removed, unfolded, repaired, target sheets inserted)',
    work: /\bprep\w*|\bfasteners?\b|\bstaples?\b/i,
  },
  {
    words: PAGES,
    hoursEach: 1 / 1000,
    unit: 'page',
    role: 'Scanning Technician',
    rule: 'pages scanned 1,000 an hour on production scanners',
    work: /\bscann\w*|\bscan\b|\bimag\w*/i,
  },
  {
    words: /\bphoto(?:graph)?s?\b|\bslides?\b|\bnegatives?\b/i,
    hoursEach: 1 / 60,
    unit: 'photograph',
    role: 'Scanning Technician',
    rule: 'photographs scanned 60 an hour on a flatbed',
    work: /\bscann\w*|\bscan\b|\bimag\w*/i,
  },
  {
    words: /\bmaps?\b|\bplats?\b|\bdrawings?\b|\bblueprints?\b|\boversized?\b/i,
    hoursEach: 1 / 15,
    unit: 'oversize sheet',
    role: 'Scanning Technician',
    rule: 'oversize maps and drawings scanned 15 an hour on a wide-format scanner',
    work: /\bscann\w*|\bscan\b|\bimag\w*/i,
  },
  {
    words: /\bbound\b.*\b(?:books?|volumes?|ledgers?|registers?)\b|\bledgers?\b/i,
    hoursEach: 4,
    unit: 'bound volume',
    role: 'Scanning Technician',
    rule: 'bound volumes 4 h each on an overhead book scanner',
    work: /\bscann\w*|\bscan\b|\bimag\w*/i,
  },
  {
    words: PAGES,
    hoursEach: 1 / 2000,
    unit: 'page',
    role: 'Quality Control Technician',
    rule: 'images quality-checked 2,000 an hour (count reconciliation, sampled visual inspection and rescans)',
    work: /\bquality\b|\bQC\b|\binspect\w*|\breconcil\w*/i,
  },
  {
    words: FOLDERS,
    hoursEach: 2 / 60,
    unit: 'folder',
    role: 'Indexing Clerk',
    rule: 'folders indexed 2 minutes each (the index fields keyed, double keying where asked)',
    work: /\bindex\w*|\bkey(?:ed|ing)?\b|\bmetadata\b/i,
  },
  {
    words: FOLDERS,
    hoursEach: 1 / 60,
    unit: 'folder',
    role: 'Document Preparation Technician',
    rule: 'folders reassembled 1 minute each (pages back in order, folders and boxes returned)',
    work: /\breassembl\w*|\breturn\w*|\brefil\w*|\breshel\w*/i,
  },
];

/**
 * Assumed productivities for a building-trades construction job priced by its quantities
 * (roofing and rooftop equipment; pricers' usual figures, each written into the line's basis
 * and raised as a question): roof area torn off and re-roofed 0.05 labour-hours a square foot
 * (tear-off, insulation, cover board and membrane); edge metal, coping, gutters and flashing
 * 0.35 h a linear foot; drains, scuppers, skylights and penetrations 3 h each; a rooftop or
 * packaged HVAC unit replaced 80 h (sheet metal 32 h, pipefitting 24 h, electrical 24 h: curb,
 * rigging, gas, condensate, power, start-up).
 */
const ROOF_AREA = /^(?:square (?:foot|feet)|sq\.? ?ft|sf|square)$/i;

/** A rooftop HVAC unit, the same count priced for each trade that touches it. */
const HVAC_UNIT = {
  words: /^(?:units?|rtus?|air handlers?|condensers?|condensing units?)$/i,
  near: /\b(?:rooftop|RTUs?|HVAC|packaged|air[- ]handl\w*|condens\w*|heat pumps?)\b/i,
  unit: 'HVAC unit',
  work: /\bunits?\b|\bRTU\w*|\bHVAC\b/i,
};

const BUILDING_RATES: readonly JobRate[] = [
  {
    words: ROOF_AREA,
    near: /\broof(?:ing)?\b|\bmembrane\b|\binsulation\b/i,
    before: /\b(?:remov\w*|replac\w*|install\w*|tear[- ]?off|re-?roof\w*|roof area|over)\b[^.;]{0,80}$/i,
    hoursEach: 0.05,
    unit: 'roof sq ft',
    role: 'Roofer',
    rule: 'roof area 0.05 labour-hours a square foot (tear-off, insulation, cover board and membrane)',
    work: /\broof\w*|\bmembrane\b|\binsulation\b/i,
  },
  {
    words: /^(?:foot|feet|linear f(?:oo|ee)t|lf)$/i,
    near: /\b(?:edge metal|coping|gutters?|flashings?|fascia|downspouts?|counterflashing)\b/i,
    before: /\b(?:linear|lineal)\b|\(\s*\**$|\b(?:install\w*|replac\w*)\b[^.;]{0,60}$/i,
    hoursEach: 0.35,
    unit: 'linear feet',
    role: 'Sheet Metal Worker',
    rule: 'edge metal, coping and flashing 0.35 h a linear foot',
    work: /\bedge metal\b|\bcoping\b|\bflashing\w*/i,
  },
  {
    words: /^(?:drains?|scuppers?|skylights?|penetrations?|curbs?|vents?|hatch(?:es)?)$/i,
    hoursEach: 3,
    unit: 'roof detail',
    role: 'Roofer',
    rule: 'drains, scuppers, skylights and penetrations flashed 3 h each',
    work: /\bdrains?\b|\bscuppers?\b|\bpenetrations?\b/i,
  },
  {
    ...HVAC_UNIT,
    hoursEach: 32,
    role: 'Sheet Metal Worker',
    rule: 'rooftop HVAC units 80 h each: sheet metal 32 h (curb adapter, ductwork connections)',
  },
  {
    ...HVAC_UNIT,
    hoursEach: 24,
    role: 'Pipefitter',
    rule: 'pipefitting 24 h (gas, condensate, start-up)',
  },
  {
    ...HVAC_UNIT,
    hoursEach: 24,
    role: 'Electrician',
    rule: 'electrical 24 h (disconnects, power, controls wiring)',
  },
];

const TRADES: readonly Trade[] = [
  {
    context:
      /\bstructured\s+cabling\b|\blow[- ]voltage\s+(?:cabling|wiring|work)\b|\bcat(?:egory)?\s*[-.]?\s*6a?\b|\btelecommunications\s+rooms?\b|\bpermanent\s+links?\b/i,
    rates: CABLING_RATES,
    needs: 'cable',
    area: 'Installation',
    lead: { role: 'Cabling Foreman', span: 6 },
    question:
      'What productivity (hours per cable pulled, terminated and certified, per splice, per rack) should the crew be priced at: are the assumed rates realistic for the ceiling heights, pathways and access on this site?',
  },
  {
    context:
      /\bdigiti[sz](?:e|es|ed|ing|ation)\b|\b(?:document|records?|paper|file)\s+(?:scanning|imaging|conversion)\b/i,
    rates: DIGITIZATION_RATES,
    needs: 'page',
    area: 'Digitization',
    steps: true,
    question:
      'What productivity (pages prepared, scanned and quality-checked per hour, minutes per folder indexed) should the conversion be priced at: are the assumed rates realistic for the condition of the records (fasteners, fragile or oversize items)?',
  },
  {
    context:
      /\b(?:re-?roofing|roof replacement|replace\w* (?:the )?(?:existing )?roof|rooftop (?:HVAC )?units?|RTUs?)\b[\s\S]*\b(?:Davis[- ]Bacon|construction wage|SF[- ]?1442|notice to proceed|wage decision)\b|\b(?:Davis[- ]Bacon|construction wage|SF[- ]?1442|notice to proceed|wage decision)\b[\s\S]*\b(?:re-?roofing|roof replacement|replace\w* (?:the )?(?:existing )?roof|rooftop (?:HVAC )?units?|RTUs?)\b/i,
    rates: BUILDING_RATES,
    needs: '',
    area: 'Construction',
    steps: true,
    question:
      'What crew and production rates (labour-hours per square foot of roof, per linear foot of edge metal, per rooftop unit) should the bid assume, and do the Davis-Bacon wage decision classifications match the crew?',
  },
  {
    context: /\b(?:summit|conference|symposium|convention|forum|annual\s+meeting)\b/i,
    rates: EVENT_RATES,
    needs: 'attendee',
    area: 'Event Support',
    question:
      'What effort per attendee, speaker and session should the event support be priced at (registration, speaker coordination, production): do the event profile figures include everyone the contractor registers and every session it streams?',
  },
];

/** The one period of a short job, in months; undefined when the plan has options or runs a year or more. */
function jobMonths(frame: PlanFrame): number | undefined {
  const months = frame.periods[0]?.months ?? 12;
  return frame.periods.length === 1 && months < 12 ? months : undefined;
}

function lineOf(frame: PlanFrame, hours: number, fields: Omit<PlanLine, 'periodHours' | 'hours'>): PlanLine {
  return { ...fields, hours, periodHours: frame.periods.map(() => hours) };
}

/**
 * A short one-time job sized from its counted units: each count (cables, splices, racks and
 * cables removed for cabling; attendees, speakers and sessions for an event) times an assumed
 * productivity, the hours the whole job takes (not a year's), and for a trade with a crew, a
 * lead for each crew over the job's weeks. Only for one period shorter than a year in documents
 * of the trade; counts per period of time are volumes, left to the volume rules. Counts of one
 * kind in one list add up (cables to work areas and to access points); the same kind counted
 * in another passage repeats it, and the larger list wins.
 * @example
 * jobUnitLines(model, frame, areas, texts).lines.map((l) => l.lcat) // ['Cabling Technician', 'Fiber Splicing Technician', 'Cabling Foreman']
 */
export function jobUnitLines(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; questions: string[] } {
  const none = { lines: [], assumptions: [], questions: [] };
  const months = jobMonths(frame);
  const all = texts.join('\n');
  const trade = months === undefined ? undefined : TRADES.find((t) => t.context.test(all));
  if (months === undefined || !trade) return none;
  const counted = countsByRate(model.quantities, trade.rates, trade.steps === true);
  if (!counted.size || (trade.needs && ![...counted.keys()].some((r) => r.unit === trade.needs))) return none;
  // The task area with the most requirements about the work holds its line.
  const areaFor = (rate: JobRate) => {
    const hits = (a: WorkArea) =>
      a.elements.flatMap((e) => e.requirements).filter((r) => rate.work.test(r.text)).length;
    const best = [...areas].sort((a, b) => hits(b) - hits(a))[0];
    return best && hits(best) > 0 ? best.title : trade.area;
  };
  const lines: PlanLine[] = [];
  for (const [rate, q] of counted) {
    const hours = Math.round(q.value * rate.hoursEach);
    if (hours < 1) continue;
    const same = lines.find((l) => l.lcat === rate.role && l.workArea === areaFor(rate));
    // A rate of many items an hour is said as items an hour ("1,275,000 pages / 700 an hour").
    const formula =
      rate.hoursEach < 0.1
        ? `${fmt(q.value)} ${plural(rate.unit)} / ${fmt(Math.round(1 / rate.hoursEach))} an hour (assumed)`
        : `${fmt(q.value)} ${plural(rate.unit)} x ${fmt(rate.hoursEach)} h (assumed)`;
    if (same) {
      same.hours += hours;
      same.periodHours = same.periodHours.map((h) => h + hours);
      same.formula = `${same.formula} + ${formula}`;
      same.basis = `${same.basis} ${q.ref}: "${clip(q.quote, 100)}" at ${rate.rule}.`;
      continue;
    }
    lines.push(
      lineOf(frame, hours, {
        lcat: rate.role,
        key: false,
        workArea: areaFor(rate),
        source: 'derived',
        formula,
        basis: `${q.ref}: "${clip(q.quote, 100)}" at ${rate.rule}; the documents state no productivity and no staffing.`,
        citation: { document: q.document, ref: q.ref, quote: clip(q.quote, 300) },
        requirements: [],
        requirementRefs: [q.ref],
        quantity: q.value,
        unit: rate.unit,
        rate: rate.hoursEach,
      }),
    );
  }
  if (trade.lead) lines.push(leadLine(frame, months, lines, trade.lead));
  const rules = trade.rates.filter((r) => counted.has(r)).map((r) => r.rule);
  return {
    lines,
    assumptions: [
      `No labour hours or staffing is stated: the hours are derived from the counted quantities at assumed productivities (${rules.join('; ')}), over the ${fmt(months)}-month job, not a year.`,
    ],
    questions: [trade.question],
  };
}

/** The counts each rate sizes: one list's counts of a kind added up, the largest list kept. */
function countsByRate(
  quantities: readonly Quantity[],
  rates: readonly JobRate[],
  steps: boolean,
): Map<JobRate, Quantity> {
  const lists = new Map<JobRate, Map<string, Quantity>>();
  for (const q of quantities) {
    if (q.per || !(q.value >= 2)) continue;
    const fits = rates.filter((r) => r.words.test(q.noun) && fitsQuote(r, q));
    for (const rate of steps ? fits : fits.slice(0, 1)) addCount(lists, rate, q);
  }
  const out = new Map<JobRate, Quantity>();
  for (const [rate, byList] of lists) {
    const largest = [...byList.values()].sort((a, b) => b.value - a.value)[0];
    if (largest) out.set(rate, largest);
  }
  return out;
}

/** The count's sentence names the rate's work, and the words right before its number make it that work. */
function fitsQuote(rate: JobRate, q: Quantity): boolean {
  if (rate.near && !rate.near.test(q.quote)) return false;
  if (!rate.before) return true;
  const digits = fmt(q.value);
  const at = q.quote.search(new RegExp(`(?<![\\d,.])(?:${digits.replace(/,/g, ',?')})(?![\\d])`));
  return at >= 0 && rate.before.test(q.quote.slice(0, at).replace(/\*+/g, ''));
}

/** Adds a count to its rate's list (one document passage): counts of one kind there add up. */
function addCount(lists: Map<JobRate, Map<string, Quantity>>, rate: JobRate, q: Quantity) {
  const byList = lists.get(rate) ?? new Map<string, Quantity>();
  const key = `${q.document}|${q.ref}`;
  const prior = byList.get(key);
  byList.set(key, prior ? { ...prior, value: prior.value + q.value } : q);
  lists.set(rate, byList);
}

/** A lead on site for each crew of `span` over the whole job. */
function leadLine(
  frame: PlanFrame,
  months: number,
  lines: PlanLine[],
  lead: { role: string; span: number },
): PlanLine {
  const jobFte = (frame.hoursPerFte * months) / 12;
  const crew = Math.round((lines.reduce((s, l) => s + l.hours, 0) / jobFte) * 10) / 10;
  const leads = Math.max(1, Math.ceil(crew / lead.span));
  return lineOf(frame, Math.round(leads * jobFte), {
    lcat: lead.role,
    key: false,
    workArea: lines[0]?.workArea ?? '',
    source: 'derived',
    formula: `${leads} x ${fmt(frame.hoursPerFte)} h x ${fmt(months)}/12 mo (${fmt(crew)} people at one lead per ${lead.span})`,
    basis: `Leads the crew on site for the whole job (${fmt(crew)} people over ${fmt(months)} months, one per ${lead.span}).`,
    citation: null,
    requirements: [],
    requirementRefs: [],
  });
}
