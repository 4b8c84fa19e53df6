import type { Quantity, SolicitationModel } from '../../solicitation/model';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { plural } from './productivity';
import type { WorkArea } from './work-elements';

/**
 * A unit of low-voltage installation work a crew is priced by, with the hours one unit takes
 * when the documents state no productivity. The first rule whose words name a counted noun
 * sizes it; `work` finds the task area that holds the work.
 */
interface InstallRate {
  words: RegExp;
  hoursEach: number;
  unit: string;
  role: string;
  rule: string;
  work: RegExp;
}

/**
 * Assumed productivities for structured cabling (pricers' usual figures, each written into the
 * line's basis and raised as a question): cables removed 0.2 h each; horizontal cables pulled,
 * terminated at both ends, labelled and certified 1 h each; fusion splices 0.25 h; racks and
 * cabinets assembled, anchored and bonded 4 h; patch panels 1.5 h.
 */
const RATES: readonly InstallRate[] = [
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

// The documents install cabling: the trade these rates are for.
const CABLING =
  /\bstructured\s+cabling\b|\blow[- ]voltage\s+(?:cabling|wiring|work)\b|\bcat(?:egory)?\s*[-.]?\s*6a?\b|\btelecommunications\s+rooms?\b|\bpermanent\s+links?\b/i;
// A foreman leads a crew of up to this many technicians.
const CREW = 6;

/** The one period of a short job, in months; undefined when the plan has options or runs a year or more. */
function jobMonths(frame: PlanFrame): number | undefined {
  const months = frame.periods[0]?.months ?? 12;
  return frame.periods.length === 1 && months < 12 ? months : undefined;
}

function lineOf(frame: PlanFrame, hours: number, fields: Omit<PlanLine, 'periodHours' | 'hours'>): PlanLine {
  return { ...fields, hours, periodHours: frame.periods.map(() => hours) };
}

/**
 * A short installation job sized from its counted units: each count (cables, splices, racks,
 * patch panels, cables removed) times an assumed productivity, the hours the whole job takes
 * (not a year's), and a foreman for each crew of six technicians over the job's weeks. Only for
 * one period shorter than a year in documents about structured cabling; counts per period of
 * time are volumes, not a job, and are left to the volume rules.
 * @example
 * installUnitLines(model, frame, areas, texts).lines.map((l) => l.lcat) // ['Cabling Technician', 'Fiber Splicing Technician', 'Cabling Foreman']
 */
export function installUnitLines(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  texts: readonly string[],
): { lines: PlanLine[]; assumptions: string[]; questions: string[] } {
  const none = { lines: [], assumptions: [], questions: [] };
  const months = jobMonths(frame);
  if (months === undefined || !CABLING.test(texts.join('\n'))) return none;
  const counted = new Map<InstallRate, Quantity>();
  for (const q of model.quantities) {
    if (q.per || !(q.value >= 2)) continue;
    const rate = RATES.find((r) => r.words.test(q.noun));
    if (!rate) continue;
    // Counts of one kind in several rows (cables to work areas, cables to access points) add up.
    const prior = counted.get(rate);
    counted.set(rate, prior && prior.quote !== q.quote ? { ...q, value: prior.value + q.value } : q);
  }
  if (!counted.has(RATES[1] as InstallRate)) return none;
  // The task area with the most requirements about the work holds its line.
  const areaFor = (rate: InstallRate) => {
    const hits = (a: WorkArea) =>
      a.elements.flatMap((e) => e.requirements).filter((r) => rate.work.test(r.text)).length;
    const best = [...areas].sort((a, b) => hits(b) - hits(a))[0];
    return best && hits(best) > 0 ? best.title : 'Installation';
  };
  const lines: PlanLine[] = [];
  for (const [rate, q] of counted) {
    const hours = Math.round(q.value * rate.hoursEach);
    if (hours < 1) continue;
    const same = lines.find((l) => l.lcat === rate.role && l.workArea === areaFor(rate));
    const formula = `${fmt(q.value)} ${plural(rate.unit)} x ${fmt(rate.hoursEach)} h (assumed)`;
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
        basis: `${q.ref}: "${clip(q.quote, 100)}" at ${rate.rule}; the documents state no productivity and no crew.`,
        citation: { document: q.document, ref: q.ref, quote: clip(q.quote, 300) },
        requirements: [],
        requirementRefs: [q.ref],
        quantity: q.value,
        unit: rate.unit,
        rate: rate.hoursEach,
      }),
    );
  }
  const jobFte = (frame.hoursPerFte * months) / 12;
  const crew = lines.reduce((s, l) => s + l.hours, 0) / jobFte;
  const foremen = Math.max(1, Math.ceil(crew / CREW));
  lines.push(
    lineOf(frame, Math.round(foremen * jobFte), {
      lcat: 'Cabling Foreman',
      key: false,
      workArea: lines[0]?.workArea ?? 'Installation',
      source: 'derived',
      formula: `${foremen} foreman x ${fmt(frame.hoursPerFte)} h x ${fmt(months)}/12 mo (${fmt(Math.round(crew * 10) / 10)} technicians at one foreman per ${CREW})`,
      basis: `Leads the installation crew on site for the whole job (${fmt(Math.round(crew * 10) / 10)} technicians over ${fmt(months)} months, one foreman per ${CREW}).`,
      citation: null,
      requirements: [],
      requirementRefs: [],
    }),
  );
  const rules = RATES.filter((r) => counted.has(r)).map((r) => r.rule);
  return {
    lines,
    assumptions: [
      `No labour hours or crew size is stated: the crew is derived from the counted quantities at assumed productivities (${rules.join('; ')}), over the ${fmt(months)}-month job, not a year.`,
    ],
    questions: [
      'What productivity (hours per cable pulled, terminated and certified, per splice, per rack) should the crew be priced at: are the assumed rates realistic for the ceiling heights, pathways and access on this site?',
    ],
  };
}
