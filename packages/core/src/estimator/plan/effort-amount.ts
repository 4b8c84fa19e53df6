import type { Domain, SolicitationModel, StatedEffort } from '../../solicitation/model';
import { fmt } from '../text';
import { baseMonths, type PlanFrame, periodIndexOf } from './frame';

/** A stated effort turned into hours: a yearly amount and the hours of each frame period. */
export interface EffortHours {
  effort: StatedEffort;
  /** Hours a year the effort stands for. */
  annual: number;
  /** Hours in each period of the frame. */
  periodTotals: number[];
  /** How the yearly hours follow from the statement, without '= hours'. */
  formula: string;
  assumptions: string[];
  /** For a budget: the rate used and its source. */
  rate?: { hourly: number; source: 'stated' | 'assumed'; labourShare: number };
}

/** Blended labour rates assumed per domain when a budget states no rate (USD an hour). */
const BLENDED_RATE: Record<Domain, number> = {
  it: 150,
  professional: 130,
  research: 120,
  medical: 95,
  training: 110,
  construction: 100,
  'call-center': 55,
  transcription: 50,
  facilities: 60,
  security: 55,
  logistics: 60,
  other: 120,
};
const PRIORITY: Record<StatedEffort['kind'], number> = { hours: 0, fte: 1, people: 2, budget: 3 };
const PART_TIME = /\bnot all\b|part[- ]time|not .{0,20}full[- ]time/i;

const MONEY = /\$\s?([\d,.]+)\s*(million|billion|[MB]\b)?/i;
const money = (m: RegExpMatchArray | null) => {
  if (!m?.[1]) return undefined;
  const v = Number(m[1].replace(/,/g, ''));
  const unit = (m[2] ?? '').toLowerCase();
  return v * (unit.startsWith('b') ? 1e9 : unit.startsWith('m') ? 1e6 : 1);
};

/** Share of a budget the sentence itself says is not labour ("of which about $6.0 million ... is materials"). */
export function nonLabourShare(quote: string, total: number): number | undefined {
  const part = quote.match(
    /\b(?:of which|including)\b[^.;]*?(\$\s?[\d,.]+\s*(?:million|billion|[MB]\b)?)[^.;]*?\b(materials?|parts|supplies|travel|ODCs?|other direct costs|subcontract\w*|equipment|fuel)/i,
  );
  const v = money(part?.[1]?.match(MONEY) ?? null);
  if (!v || !(total > 0) || v >= total) return undefined;
  return v / total;
}

const amount = (e: StatedEffort) =>
  e.min !== undefined && e.max !== undefined ? (e.min + e.max) / 2 : e.value;

/** Yearly amount of an effort in its own measure, given the frame's months. */
function yearly(e: StatedEffort, frame: PlanFrame): number {
  const v = amount(e);
  if (e.scope === 'total') return (v * 12) / frame.months;
  if (e.scope === 'per-year' || e.kind === 'fte' || e.kind === 'people') return v;
  return (v * 12) / baseMonths(frame);
}

// A vehicle's ceiling (a BPA or IDIQ shared by several awardees, "the volume of purchases over the
// life of", a maximum order value) is not the budget of this work.
const VEHICLE_CEILING =
  /\b(BPAs?|IDIQ|blanket purchase|volume of purchases|over the life of|multiple[- ]award|all (?:orders|calls|task orders)|maximum (?:order|value)|ceiling)\b/i;

/** Whether a stated amount can size this work (a vehicle's ceiling cannot, nor an amount only asked about). */
// Hours stated as one line item's quantity (call-back hours, overtime) price that item, not the work.
const LINE_ITEM = /\b(quantity of|line item|call-?back|overtime|CLIN)\b/i;
const LOE = /\blevel of effort\b|\bLOE\b/i;

export const sizesWork = (e: StatedEffort): boolean =>
  e.value > 0 &&
  !e.asked &&
  !(e.kind === 'budget' && (e.ceiling || VEHICLE_CEILING.test(e.quote))) &&
  !(e.kind === 'hours' && LINE_ITEM.test(e.quote) && !LOE.test(e.quote));

/** The stated effort the plan is sized from: hours before FTE before people before a budget, the largest of a kind. */
export function chooseEffort(model: SolicitationModel, frame: PlanFrame): StatedEffort | undefined {
  // "$31 million a year, or about $262 million for the whole term": the sentence's yearly figure.
  const yearlyIn = (e: StatedEffort) =>
    model.statedEffort.some(
      (o) => o !== e && o.kind === e.kind && o.quote === e.quote && o.scope === 'per-year',
    );
  return [...model.statedEffort]
    .filter((e) => sizesWork(e) && (e.scope === 'per-year' || !yearlyIn(e)))
    .sort((a, b) => PRIORITY[a.kind] - PRIORITY[b.kind] || yearly(b, frame) - yearly(a, frame))[0];
}

/**
 * Hours a stated effort stands for: hours as stated (per period where stated), FTE and people
 * at the document's hours per FTE (a ceiling of people "not all full time" at three quarters),
 * a budget at a blended labour rate (stated, else assumed for the domain).
 * @example
 * effortHours({ kind: 'fte', value: 6.5, scope: 'per-year', ... }, frame).annual // 12220
 */
export function effortHours(e: StatedEffort, frame: PlanFrame): EffortHours {
  const assumptions: string[] = [];
  const v = amount(e);
  const range =
    e.min !== undefined && e.max !== undefined ? ` (midpoint of ${fmt(e.min)}-${fmt(e.max)})` : '';
  let annual: number;
  let formula: string;
  let rate: EffortHours['rate'];
  if (e.kind === 'hours') {
    annual = yearly(e, frame);
    formula =
      e.scope === 'per-year'
        ? `Stated ${fmt(v)} h a year${range}`
        : e.scope === 'total'
          ? `Stated ${fmt(v)} h over ${fmt(frame.months)} months x 12`
          : `Stated ${fmt(v)} h in ${frame.periods[0]?.name ?? 'the base period'}${baseMonths(frame) === 12 ? '' : ` x 12/${fmt(baseMonths(frame))} mo`}`;
    if (e.scope === 'total') formula = `${formula}/${fmt(frame.months)}`;
  } else if (e.kind === 'fte') {
    annual = v * frame.hoursPerFte;
    formula = `Stated ${fmt(v)} FTE${range} x ${fmt(frame.hoursPerFte)} h`;
  } else if (e.kind === 'people') {
    const share = e.ceiling && PART_TIME.test(e.quote) ? 0.75 : 1;
    annual = v * share * frame.hoursPerFte;
    formula = `${e.ceiling ? 'At most' : 'Stated'} ${fmt(v)} people${range}${share < 1 ? ' x 0.75' : ''} x ${fmt(frame.hoursPerFte)} h`;
    if (share < 1)
      assumptions.push(
        `The document caps the team at ${fmt(v)} people, not all full time; the plan assumes three quarters of that as full-time equivalents (${fmt(v * share)} FTE).`,
      );
    else if (e.ceiling) assumptions.push(`The plan staffs the stated ceiling of ${fmt(v)} people full time.`);
  } else {
    // "of which about $6.0 million a year is materials" gives the share that is not labour.
    const stated = nonLabourShare(e.quote, e.value);
    const labourShare = stated !== undefined ? 1 - stated : e.includesNonLabour ? 0.9 : 1;
    const share = Math.round(labourShare * 1000) / 1000;
    rate = { hourly: BLENDED_RATE[frame.domain], source: 'assumed', labourShare: share };
    const perYear = yearly(e, frame);
    annual = (perYear * share) / rate.hourly;
    formula = `Budget $${fmt(Math.round(perYear))} a year${share < 1 ? ` x ${fmt(share)} labour` : ''} / $${rate.hourly}/h`;
    assumptions.push(
      `A blended labour rate of $${rate.hourly}/h (${frame.domain} services) is assumed to turn the stated budget into hours${
        stated !== undefined
          ? `; the non-labour part the documents state (${fmt(Math.round(stated * 100))}%) is taken out first`
          : share < 1
            ? '; 10% of the budget is assumed for travel and other direct costs'
            : ''
      }.`,
    );
  }
  if (range && e.kind !== 'people')
    assumptions.push(`The stated range ${fmt(e.min ?? 0)}-${fmt(e.max ?? 0)} is planned at its midpoint.`);
  annual = Math.round(annual);
  const periodTotals = frame.periods.map((p) => Math.round((annual * p.months) / 12));
  if (e.perPeriod?.length && e.kind !== 'budget') {
    const toHours = (x: number, months: number) =>
      e.kind === 'hours'
        ? x
        : ((x * frame.hoursPerFte * months) / 12) *
          (e.kind === 'people' && e.ceiling && PART_TIME.test(e.quote) ? 0.75 : 1);
    let last: number | undefined;
    const stated = new Map<number, number>();
    for (const pp of e.perPeriod) {
      const idx = periodIndexOf(frame, pp.period);
      if (idx >= 0) stated.set(idx, toHours(pp.value, frame.periods[idx]?.months ?? 12));
    }
    frame.periods.forEach((p, i) => {
      const s = stated.get(i);
      if (s !== undefined) {
        periodTotals[i] = Math.round(s);
        last = (s * 12) / p.months;
      } else if (last !== undefined) periodTotals[i] = Math.round((last * p.months) / 12);
    });
  }
  return rate
    ? { effort: e, annual, periodTotals, formula, assumptions, rate }
    : { effort: e, annual, periodTotals, formula, assumptions };
}
