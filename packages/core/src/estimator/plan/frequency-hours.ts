import type { SolicitationModel } from '../../solicitation/model';
import { type FrequencyRow, readFrequencyTables } from '../../solicitation/facts/frequency-tables';
import { clip, fmt } from '../text';
import type { PlanFrame } from './frame';
import { annualLine, type PlanLine } from './lines';

/**
 * An assumed production rate for one kind of work: the work's words, the units it is counted
 * in, and either units an hour or hours a unit. Figures are ordinary planning rates for the
 * trade (the question asks the Government for its own).
 */
interface ProductionRate {
  work: RegExp;
  unit: RegExp;
  trade: Trade;
  perHour?: number;
  hoursEach?: number;
  /** The work's usual crew: the row's hours split by share (shares sum to 1); else all on `trade`. */
  crew?: readonly { role: string; share: number }[];
  /** The rate as a pricing team says it ('acres mowed an hour'). */
  says: string;
}

type Trade = 'Groundskeeper' | 'Custodian' | 'Maintenance Worker' | 'Tree Trimmer and Pruner';

const ACRE = /\bac(?:res?)?\b/;
const SQFT = /sq\.?\s*f(?:ee)?t|square f(?:ee|oo)t|\bsf\b|ft2/;
const LF = /linear f|\blf\b/;
const EACH = /./;

const RATES: readonly ProductionRate[] = [
  {
    // Whole trees (not shrubs): a climber and a groundworker about two hours on an average tree.
    work: /prun|trim|thin|crown|canopy/,
    unit: /\btrees?\b/,
    trade: 'Tree Trimmer and Pruner',
    hoursEach: 4,
    crew: [
      { role: 'Tree Trimmer and Pruner', share: 0.5 },
      { role: 'Groundworker', share: 0.5 },
    ],
    says: 'labour hours to prune a tree (a climber and a groundworker, mixed sizes)',
  },
  {
    work: /mow|cut(?:ting)? (?:grass|turf)/,
    unit: ACRE,
    trade: 'Groundskeeper',
    perHour: 1.5,
    says: 'acres mowed an hour',
  },
  {
    work: /prun|hedge|shrub/,
    unit: /shrubs?|trees?|plants?/,
    trade: 'Groundskeeper',
    perHour: 10,
    says: 'shrubs pruned an hour',
  },
  {
    work: /prun|hedge|shrub/,
    unit: LF,
    trade: 'Groundskeeper',
    perHour: 150,
    says: 'linear feet of hedge pruned an hour',
  },
  {
    work: /trim|\bedg/,
    unit: /markers?|headstones?|stones?|monuments?/,
    trade: 'Groundskeeper',
    perHour: 400,
    says: 'markers trimmed an hour',
  },
  {
    work: /trim|\bedg/,
    unit: LF,
    trade: 'Groundskeeper',
    perHour: 1000,
    says: 'linear feet trimmed or edged an hour',
  },
  { work: /trim|\bedg/, unit: ACRE, trade: 'Groundskeeper', perHour: 0.5, says: 'acres trimmed an hour' },
  {
    work: /leaf|leaves/,
    unit: ACRE,
    trade: 'Groundskeeper',
    hoursEach: 3,
    says: 'hours of leaf removal an acre',
  },
  {
    work: /fertiliz|weed|herbicid|pesticid|spray|aerat|seed/,
    unit: ACRE,
    trade: 'Groundskeeper',
    perHour: 4,
    says: 'acres treated an hour',
  },
  {
    work: /litter|police|debris|trash pick/,
    unit: ACRE,
    trade: 'Groundskeeper',
    perHour: 5,
    says: 'acres policed for litter an hour',
  },
  {
    work: /irrigation|sprinkler/,
    unit: /zones?|heads?|controllers?/,
    trade: 'Groundskeeper',
    perHour: 4,
    says: 'irrigation zones inspected an hour',
  },
  {
    work: /(?:raise|realign|level|reset).*(?:headstone|marker|stone)/,
    unit: EACH,
    trade: 'Groundskeeper',
    hoursEach: 1,
    says: 'hours to raise and realign a headstone or marker',
  },
  {
    work: /\bgrave|settle/,
    unit: EACH,
    trade: 'Groundskeeper',
    hoursEach: 0.5,
    says: 'hours to fill and sod a gravesite',
  },
  {
    work: /\bsnow|\bice\b|de-?ic/,
    unit: SQFT,
    trade: 'Groundskeeper',
    perHour: 10000,
    says: 'square feet cleared of snow an hour',
  },
  {
    work: /strip|wax|refinish|burnish|buff/,
    unit: SQFT,
    trade: 'Custodian',
    perHour: 500,
    says: 'square feet of floor refinished an hour',
  },
  {
    work: /shampoo|extract|carpet/,
    unit: SQFT,
    trade: 'Custodian',
    perHour: 700,
    says: 'square feet of carpet cleaned an hour',
  },
  {
    work: /window|glass/,
    unit: /windows?|panes?/,
    trade: 'Custodian',
    perHour: 20,
    says: 'windows washed an hour',
  },
  {
    work: /restroom|lavator|latrine|toilet|fixture/,
    unit: /fixtures?|toilets?|urinals?|sinks?/,
    trade: 'Custodian',
    perHour: 30,
    says: 'restroom fixtures cleaned an hour',
  },
  {
    work: /restroom|lavator|latrine/,
    unit: /restrooms?|rooms?/,
    trade: 'Custodian',
    hoursEach: 0.5,
    says: 'hours to clean a restroom',
  },
  {
    work: /trash|refuse|waste|recycl|receptacle|can liner/,
    unit: /receptacles?|cans?|containers?|each|ea\b/,
    trade: 'Custodian',
    perHour: 60,
    says: 'receptacles emptied an hour',
  },
  {
    work: /clean|vacuum|mop|sweep|dust|janitor|custod|floor/,
    unit: SQFT,
    trade: 'Custodian',
    perHour: 3000,
    says: 'square feet cleaned an hour',
  },
  {
    work: /filter/,
    unit: /filters?|units?|each|ea\b/,
    trade: 'Maintenance Worker',
    perHour: 6,
    says: 'filters changed an hour',
  },
  {
    work: /relamp|lamp|light|bulb/,
    unit: /lamps?|lights?|fixtures?|bulbs?|each|ea\b/,
    trade: 'Maintenance Worker',
    perHour: 10,
    says: 'lamps replaced an hour',
  },
  {
    work: /preventive|\bpm\b|inspect|servic|maint/,
    unit: /units?|each|ea\b|equipment|systems?/,
    trade: 'Maintenance Worker',
    hoursEach: 1.5,
    says: 'hours to service a unit',
  },
];

/** The rate that fits a row's work and unit, or undefined when none does. */
export function rateFor(
  row: Pick<FrequencyRow, 'service' | 'unit'> & { heading?: string },
): ProductionRate | undefined {
  // A row that names a place or a size class takes its work from the headers ("Pruned a year").
  const work = `${row.service} ${row.heading ?? ''}`.toLowerCase();
  const unit = row.unit.toLowerCase() || work;
  return RATES.find((r) => r.work.test(work) && r.unit.test(unit));
}

/** A row's units a year and its hours at the assumed rate. */
function rowHours(row: FrequencyRow, rate: ProductionRate): { annual: number; formula: string } {
  const units = row.quantity * row.cyclesPerYear;
  const unit = row.unit || 'units';
  const cycles = `${fmt(row.quantity)} ${unit} x ${fmt(row.cyclesPerYear)} a year`;
  if (rate.hoursEach !== undefined)
    return {
      annual: Math.round(units * rate.hoursEach),
      formula: `${cycles} x ${fmt(rate.hoursEach)} h each (assumed ${rate.says})`,
    };
  const perHour = rate.perHour ?? 1;
  return {
    annual: Math.round(units / perHour),
    formula: `${cycles} / ${fmt(perHour)} an hour (assumed ${rate.says})`,
  };
}

const SUPERVISOR =
  /supervisor|foreman|forem[ae]n|crew lead|team lead|site lead|lead (?:groundskeeper|custodian)|manager/i;

/** The share of the crew's hours a working supervisor is planned for. */
const SUPERVISION_SHARE = 0.1;

export interface FrequencyPlan {
  lines: PlanLine[];
  assumptions: string[];
  questions: string[];
  thinking: string[];
}

/**
 * Hours from a frequency table: each service's quantity x cycles a year at an assumed
 * production rate, on the trade the work names; a supervisor line when the documents name
 * one (key when they say so). Undefined when the documents hold no such table, or when fewer
 * than two of its rows are work a production rate fits (a report schedule, a list of visits).
 */
export function frequencyPlan(model: SolicitationModel, frame: PlanFrame): FrequencyPlan | undefined {
  const read = readFrequencyTables(model.tables);
  const rows = read.flatMap((row) => {
    const rate = rateFor(row);
    return rate ? [{ row, rate }] : [];
  });
  if (rows.length < 2) return undefined;
  const unsized = read.filter((row) => !rows.some((r) => r.row === row));
  const lines: PlanLine[] = rows.flatMap(({ row, rate }) => {
    const { annual: total, formula: whole } = rowHours(row, rate);
    return (rate.crew ?? [{ role: rate.trade, share: 1 }]).map(({ role, share }) => {
      const annual = Math.round(total * share);
      const formula = share < 1 ? `${whole} x ${fmt(share * 100)}% ${role}` : whole;
      const laid = annualLine(frame, annual, formula);
      return {
        lcat: role,
        key: false,
        workArea: clip(row.service, 80),
        source: 'derived',
        ...laid,
        basis: `${row.ref}: ${fmt(row.quantity)} ${row.unit || 'units'} ${fmt(row.cyclesPerYear)} times a year (from ${row.frequency}); the documents state no hours, so the hours follow an assumed production rate.`,
        citation: { document: row.document, ref: row.ref, quote: clip(row.quote, 300) },
        requirements: [],
        requirementRefs: [row.ref],
        quantity: row.quantity * row.cyclesPerYear,
        ...(row.unit ? { unit: row.unit } : {}),
      };
    });
  });
  const crew = lines.reduce((s, l) => s + l.hours, 0);
  const named = model.labourCategories.find((c) => SUPERVISOR.test(c.title));
  const keyNamed = model.keyPersonnel.find((k) => SUPERVISOR.test(k.title));
  const lead = named ?? keyNamed;
  if (lead) {
    const annual = Math.round(crew * SUPERVISION_SHARE);
    const laid = annualLine(
      frame,
      annual,
      `${fmt(SUPERVISION_SHARE * 100)}% of ${fmt(crew)} crew h (assumed supervision share)`,
    );
    lines.unshift({
      lcat: lead.title,
      key: Boolean(named?.key) || Boolean(keyNamed),
      workArea: 'Supervision',
      source: 'derived',
      ...laid,
      basis: `${lead.ref} names the ${lead.title}; planned at ${fmt(SUPERVISION_SHARE * 100)}% of the crew's hours for a working supervisor.`,
      citation: { document: lead.document, ref: lead.ref, quote: clip(lead.quote, 300) },
      requirements: [],
      requirementRefs: [lead.ref],
    });
  }
  const said = [...new Set(rows.map(({ rate }) => rate.says))];
  return {
    lines,
    assumptions: [
      `The workload table states quantities and frequencies but no hours: each service's hours are its quantity x the times it is performed a year at an assumed production rate (${said.join('; ')}), written on each line.`,
      ...(lead
        ? [
            `The ${lead.title} is planned at ${fmt(SUPERVISION_SHARE * 100)}% of the crew's hours (a working supervisor); a full-time supervisor would add hours.`,
          ]
        : []),
      ...(unsized.length
        ? [
            `Not sized (no production rate fits the way the table counts them; add their hours): ${unsized.map((r) => `${clip(r.service, 60)} (${fmt(r.quantity)} ${r.unit || 'units'} x ${fmt(r.cyclesPerYear)} a year)`).join('; ')}.`,
          ]
        : []),
    ],
    questions: [
      `What production rates (for example ${said.slice(0, 3).join(', ')}) should offerors assume for the services in the frequency table, or what hours did the incumbent use for each service?`,
    ],
    thinking: [
      `Frequency table: ${rows.length} services with quantities and frequencies and no hours; ${fmt(crew)} crew hours a year at assumed production rates${lead ? `, plus the ${lead.title}` : ''}.`,
    ],
  };
}
