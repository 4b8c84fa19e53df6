import type { SolicitationModel } from '../../solicitation/model';
import { type ConstructionCost, readConstructionCost } from '../../solicitation/facts/construction-cost';
import { clip, fmt } from '../text';
import { baseMonths, type PlanFrame } from './frame';
import type { PlanLine } from './lines';
import { planLocation } from './sites';
import { requirementLine, type WorkArea } from './work-elements';

/** Lines of an architect-engineer design task order sized from its construction cost. */
export interface AeSizing {
  lines: PlanLine[];
  /** How the plan is sized: from the Government's fee estimate, else assumed. */
  rule: 'fee' | 'assumed';
  assumptions: string[];
  questions: string[];
  thinking: string;
}

/** The statutory limit on the fee for producing designs (FAR 15.404-4(c)(4)(i)(B), 10 U.S.C. 3322). */
export const AE_FEE_LIMIT = 0.06;
/** A design fee assumed below the limit when the documents give none (share of construction cost). */
const AE_FEE_ASSUMED = 0.055;
/** A blended, fully burdened A-E labour rate (USD an hour) across disciplines. */
export const AE_BLENDED_RATE = 165;

/** Design disciplines with their usual share of design labour and the words that name them. */
const DISCIPLINES: readonly { title: string; share: number; words: RegExp }[] = [
  { title: 'Project Manager', share: 0.08, words: /\bproject manager\b/i },
  { title: 'Architect', share: 0.24, words: /\barchitect(?:ure|ural)?\b(?! ?-? ?engineer)/i },
  { title: 'Structural Engineer', share: 0.11, words: /\bstructural\b/i },
  { title: 'Civil Engineer', share: 0.09, words: /\bcivil\b/i },
  { title: 'Mechanical Engineer', share: 0.13, words: /\bmechanical\b/i },
  { title: 'Electrical Engineer', share: 0.11, words: /\belectrical\b/i },
  { title: 'Fire Protection Engineer', share: 0.04, words: /\bfire protection\b/i },
  { title: 'Cost Estimator', share: 0.06, words: /\bcost (?:estimat\w*|engineer)/i },
  {
    title: 'Specification Writer',
    share: 0.04,
    words: /\bspecifications? (?:writer|\(UFGS\))|\bUFGS\b|\bspecifications writer/i,
  },
  { title: 'Interior Designer', share: 0.03, words: /\binterior design/i },
  { title: 'Landscape Architect', share: 0.02, words: /\blandscape architect/i },
  { title: 'CADD Technician', share: 0.05, words: /\bCADD?\b|\bBIM\b|\bRevit\b/i },
];
// The core disciplines of a building design when the documents name none.
const CORE = /^(?:Project Manager|Architect|Structural|Civil|Mechanical|Electrical|Cost)/;

const AE_WORK = /\bA-E\b|architect[- ]engineer|Brooks Act|FAR (?:Subpart )?36\.6|\bSF ?330\b/gi;
const PER_PROJECT =
  /\b(?:individual|each|per|future|typical)\s+(?:task orders?|projects?|orders?)\b|\bprojects?\s+(?:will\s+)?(?:range|vary)\b/i;
const DESIGN = /\b(?:design|drawings|specifications)\b/i;

/** Whether the documents ask for architect-engineer design services (not construction, not a study). */
export function isAeDesign(texts: readonly string[]): boolean {
  const all = texts.join('\n');
  return (all.match(AE_WORK)?.length ?? 0) >= 2 && DESIGN.test(all);
}

/** Share of the design hours each later phase takes (bidding support, services during construction). */
function phaseShare(name: string): number {
  if (/bidding|award/i.test(name)) return 0.04;
  if (/construction|post[- ]award|closeout|as-built/i.test(name)) return 0.15;
  return 1;
}

function feeOf(cost: ConstructionCost): { share: number; how: string } {
  if (cost.feeShare)
    return {
      share: cost.feeShare,
      how: `the Government's fee estimate ("${clip(cost.feeQuote ?? '', 90)}")`,
    };
  return {
    share: AE_FEE_ASSUMED,
    how: `an assumed design fee of ${fmt(AE_FEE_ASSUMED * 100)}% (below the ${fmt(AE_FEE_LIMIT * 100)}% statutory limit of FAR 15.404-4)`,
  };
}

/**
 * A-E design sized from the construction cost: design fee = cost x the Government's fee estimate
 * (else an assumed 5.5%, under the 6% limit), over a blended A-E rate, split over the disciplines
 * the documents name by their usual shares; design periods get the design hours by length, a
 * bidding phase 4% and construction-phase services 15% of them. Undefined when the documents are
 * not A-E design or state no construction cost.
 * @example
 * // ECC $21,400,000 x 5.4% = $1,155,600 / $165/h = 7,004 h: Architect 24%, Mechanical 13%, ...
 */
export function aeSizing(
  model: SolicitationModel,
  frame: PlanFrame,
  areas: WorkArea[],
  texts: readonly string[],
): AeSizing | undefined {
  if (!isAeDesign(texts)) return undefined;
  const cost = readConstructionCost(texts);
  // An IDIQ's range for its future projects sizes no one design.
  if (!cost || PER_PROJECT.test(cost.quote)) return undefined;
  const all = texts.join('\n');
  const named = DISCIPLINES.filter((d) => d.words.test(all) || d.title === 'Project Manager');
  const team = named.length >= 4 ? named : DISCIPLINES.filter((d) => CORE.test(d.title));
  const shareSum = team.reduce((s, d) => s + d.share, 0);
  const fee = feeOf(cost);
  const dollars = cost.value * fee.share;
  const designHours = dollars / AE_BLENDED_RATE;
  const designMonths =
    frame.periods.filter((p) => phaseShare(p.name) === 1).reduce((s, p) => s + p.months, 0) || 12;
  const pools = frame.periods.map((p) =>
    phaseShare(p.name) === 1 ? (designHours * p.months) / designMonths : designHours * phaseShare(p.name),
  );
  const keyTitle = (re: RegExp) =>
    model.keyPersonnel
      .map((k) => k.title.replace(/^(?:the\s+)?(?:A-E|contractor|offeror)'s\s+/i, '').trim())
      .find((t) => re.test(t));
  const costSaid = `${cost.basis === 'ecc' ? 'estimated construction cost' : cost.basis === 'limit' ? 'construction cost limitation' : 'programmed amount'} $${fmt(Math.round(cost.value))}${cost.min !== undefined ? ` (midpoint of $${fmt(cost.min)}-$${fmt(cost.max ?? 0)})` : ''}`;
  const base = `${costSaid} x ${fmt(Math.round(fee.share * 1000) / 10)}% = $${fmt(Math.round(dollars))} / $${AE_BLENDED_RATE}/h = ${fmt(Math.round(designHours))} design h`;
  const source: PlanLine['source'] = cost.feeShare ? 'derived' : 'assumed';
  const lines = team.map((d): PlanLine => {
    const share = d.share / shareSum;
    const title =
      d.title === 'Project Manager'
        ? (keyTitle(/manager/i) ?? d.title)
        : d.title === 'Architect'
          ? (keyTitle(/architect/i) ?? d.title)
          : d.title;
    const periodHours = pools.map((p) => Math.round(p * share));
    const hours =
      baseMonths(frame) <= 12
        ? (periodHours[0] ?? 0)
        : Math.round(((periodHours[0] ?? 0) * 12) / baseMonths(frame));
    const reqs = model.requirements.filter((r) => d.words.test(r.text)).slice(0, 10);
    return {
      lcat: title,
      key: model.keyPersonnel.some((k) => k.title.includes(title)),
      workArea: areas.find((a) => DESIGN.test(a.title))?.title ?? 'Design Services',
      source,
      periodHours,
      hours,
      formula: `${base} x ${fmt(Math.round(share * 1000) / 10)}% ${d.title.toLowerCase()} share${frame.periods.length > 1 ? ` (${frame.periods[0]?.name})` : ''}`,
      basis: `A-E design fee sized from the ${costSaid} (${clip(cost.quote, 110)}); the discipline's usual share of design labour.`,
      citation: { document: model.documents[0]?.name ?? '', ref: '', quote: clip(cost.quote, 300) },
      requirements: reqs.map(requirementLine),
      requirementRefs: reqs.map((r) => r.ref),
    };
  });
  const location = planLocation(frame);
  return {
    lines: location ? lines.map((l) => (l.location ? l : { ...l, location })) : lines,
    rule: cost.feeShare ? 'fee' : 'assumed',
    assumptions: [
      `No hours or staffing are stated for the design; the hours are derived from the ${costSaid} at ${fee.how}, over a blended A-E rate of $${AE_BLENDED_RATE}/h, and split over the disciplines by their usual shares of design labour.`,
      ...(frame.periods.length > 1
        ? [
            'Bidding-phase support is planned at 4% and services during construction at 15% of the design hours.',
          ]
        : []),
    ],
    questions: [
      `The design hours follow the fee, not a stated level of effort: does the Government's independent estimate assume a fee near ${fmt(Math.round(fee.share * 1000) / 10)}% of the construction cost, and which hours by discipline does it carry?`,
    ],
    thinking: `A-E design: ${base}, over ${team.length} disciplines.`,
  };
}

/**
 * The question every document with a construction cost raises: the design fee is capped at six
 * percent of it, so the design hours should be checked against the fee.
 */
export function aeFeeQuestion(texts: readonly string[]): string[] {
  return texts.some((t) =>
    /estimated (?:cost of )?construction(?: cost)?|\bECC\b|construction cost limit/i.test(t),
  )
    ? [
        'Architect-engineer design fees are capped at six percent (6%) of the estimated construction cost (ECC; FAR 15.404-4(c)(4)(i)(B)): what ECC and fee range should the design hours be checked against?',
      ]
    : [];
}
