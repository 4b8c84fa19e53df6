import type { Confidence } from '../../schemas/plan';
import type { SolicitationModel } from '../../solicitation/model';
import { clip } from '../text';
import type { PlanFrame } from './frame';
import { lineItemRows } from './line-item-volumes';
import type { PlanLine } from './lines';
import { quote, sentences } from './open-terms';
import type { SizingRule } from './review';
import { singular } from '../../solicitation/facts/counted-positions';
import { unfixedQuantities, untimedUnits } from './unknowns';

/**
 * Work with nothing to size: a schedule of "quantity 1" lines used only to evaluate prices, or a
 * service ordered on request (visits, assessments, tunings) whose volume the documents say they do
 * not know. Its honest plan is short: only the roles the work names, no manager the documents do
 * not ask for, low confidence, and the three questions that would size it (how many a year, how
 * long one takes, the evaluation quantities are not the workload).
 */

/** Quantities used only to evaluate prices. */
const EVALUATION =
  /\b(?:for|in)\s+(?:the\s+)?(?:price\s+|cost\s+)?evaluation\b|\bevaluation\s+(?:purposes|quantit\w*)\b|\b(?:used|provided|shown|included)\s+(?:only|solely|strictly)\s+(?:for|to)\s+(?:(?:price|cost)\s+)?evaluat\w*|\bfor\s+(?:pricing|price\s+comparison)\s+purposes\s+only\b/i;
const OF_QUANTITIES = /\b(?:quantit(?:y|ies)|qty|volumes?|numbers?|estimates?|units?)\b/i;
/** The documents do not know the volume. */
const UNKNOWN =
  /\b(?:number|volume|quantity|frequency|amount)\s+of\s+(?:[a-z-]+\s+){0,3}(?:is|are|will\s+be|remains?)\s+(?:currently\s+)?(?:unknown|not\s+known|uncertain|unpredictable|variable|not\s+(?:yet\s+)?(?:determined|established|available|estimable))\b|\b(?:cannot|can't|can\s+not|unable\s+to|is\s+not\s+able\s+to|does\s+not|do\s+not)\s+(?:estimate|predict|forecast|determine|know)\s+(?:the\s+|in\s+advance\s+the\s+)?(?:number|volume|quantity|how\s+many|frequency)\b|\bno\s+(?:historical|workload|past)\s+(?:data|volumes?|information|records?)\b|^\s*(?:A(?:nswer)?\s*\d*\s*[.:)-]\s*)?(?:unknown|not\s+known)\b/i;
/** Work ordered when asked for. */
const ON_REQUEST =
  /\b(?:on|upon)\s+(?:the\s+)?(?:request|demand|call)\b|\bas\s+(?:needed|requested|required|ordered|directed)\b|\bwhen\s+(?:requested|ordered|needed|called)\b|\bas[- ]needed\s+basis\b/i;
/** A schedule line of quantity one in prose: "CLIN 0001 Organ tuning visit, per visit, Quantity 1". */
const PROSE_ITEM =
  /^\s*(?:CLIN|Item|Line\s+item)?\s*\d{3,4}[A-Z]{0,2}\s*[-–:.]?\s+(?<label>[A-Za-z][^\n]{3,120}?)[,;]?\s+(?:Quantity|Qty|Est\.?\s+qty)\.?\s*[:=]?\s*(?<qty>\d[\d,]*)\b/gim;

/** Schedule lines and their quantities, from tables and prose lines. */
function scheduleItems(
  model: SolicitationModel,
  texts: readonly string[],
): { label: string; value: number }[] {
  const out = model.tables.flatMap((t) => lineItemRows(t).map((r) => ({ label: r.label, value: r.value })));
  // Items counted each ("EA") are left out of the line-item rows' units: read the quantity cell too.
  for (const t of model.tables) {
    const q = t.header.findIndex((h) => /^\s*(?:est(?:imated|\.)?\s+)?(?:qty|quantity)\b/i.test(h));
    const d = t.header.findIndex((h) => /\b(?:description|supplies|services?|item)\b/i.test(h));
    if (q < 0 || d < 0 || d === q) continue;
    for (const r of t.rows) {
      const value = Number((r[q] ?? '').replace(/[,\s*]/g, ''));
      const label = (r[d] ?? '').replace(/\*+/g, '').trim();
      if (value > 0 && /[a-z]{3}/i.test(label) && !out.some((o) => o.label === label))
        out.push({ label, value });
    }
  }
  for (const text of texts)
    for (const m of text.matchAll(PROSE_ITEM)) {
      const value = Number((m.groups?.qty ?? '').replace(/,/g, ''));
      const label = (m.groups?.label ?? '').trim();
      if (value > 0 && !out.some((o) => o.label === label)) out.push({ label, value });
    }
  return out;
}

/** The unit of work a schedule line names: "Individual ergonomic assessment" -> "ergonomic assessment". */
function unitOf(label: string): string {
  const words = label
    .replace(/\([^)]*\)/g, ' ')
    .split(/,|\s+per\s+|\s+-\s+/i)[0]
    ?.toLowerCase()
    .match(/[a-z][a-z-]+/g)
    ?.filter(
      (w) =>
        !/^(?:individual|each|one|single|the|a|an|and|of|for|base|option|year|period|clin|item)$/.test(w),
    );
  return words?.slice(-2).join(' ') || 'unit of work';
}
const plural = (s: string) =>
  /(?:s|sh|ch|x)$/.test(s) ? `${s}es` : /[^aeiou]y$/.test(s) ? `${s.slice(0, -1)}ies` : `${s}s`;

export interface NothingToSize {
  lines: PlanLine[];
  confidence: (c: Confidence) => Confidence;
  assumptions: string[];
  questions: string[];
}

/**
 * Whether the plan has nothing to size, and its honest shape when it has not: the plan is derived
 * or assumed, the documents say the quantities are for evaluation, that they do not know the
 * volume, or price quantity-one items of work ordered on request; and the work its own readers
 * derived is under half a year of one person (the placeholder quantities, not a workload).
 * @example
 * nothingToSize(model, texts, lines, 'assumed', frame)?.questions.length // 3
 */
export function nothingToSize(
  model: SolicitationModel,
  texts: readonly string[],
  lines: PlanLine[],
  rule: SizingRule,
  frame: PlanFrame,
): NothingToSize | undefined {
  if (rule !== 'derived' && rule !== 'assumed') return undefined;
  const all = sentences(model, texts);
  const items = scheduleItems(model, texts);
  const ones = items.filter((i) => i.value === 1);
  const allOnes = items.length > 0 && ones.length === items.length;
  const evaluation = all.find((s) => EVALUATION.test(s.text) && OF_QUANTITIES.test(s.text));
  // A question and its answer: "How many ...? The number is unknown."
  const unknown = all.find((s) => UNKNOWN.test(s.text));
  const onRequest = all.find((s) => ON_REQUEST.test(s.text));
  if (!(unknown || (evaluation && (allOnes || onRequest)) || (allOnes && onRequest))) return undefined;
  // Every line the readers sized rests on placeholder quantities (the ones of the schedule), and
  // they come to less than half a year of one person: a small real workload is still a workload.
  const work = lines.filter((l) => !l.head && l.source !== 'assumed');
  const placeholder = (l: PlanLine) => l.quantity !== undefined && l.quantity <= Math.max(1, ones.length);
  const sized = work.reduce((s, l) => s + l.hours, 0);
  if (!work.every(placeholder) || sized >= 0.5 * frame.hoursPerFte) return undefined;
  // Heads the plan invented (a manager no document names) go; the documents' own stay.
  const kept = lines.filter((l) => !(l.head && !l.citation));
  if (!kept.length) return undefined;
  const out = kept.map((l) =>
    l.source === 'assumed'
      ? l
      : {
          ...l,
          source: 'assumed' as const,
          basis: `${l.basis} The quantity is a placeholder (the documents state no volume), so these hours are assumed.`,
        },
  );
  // The unit the schedule names, else the one whose number the documents do not know (in their
  // own words: "no history of the number of referrals"), else the one they give no time for.
  const admitted = unfixedQuantities(model, texts).find((u) => u.admitted)?.noun;
  const counted =
    unknown?.text.match(
      /\bnumber\s+of\s+(?:[a-z-]+\s+){0,2}?([a-z-]+?)s?\s+(?:is|are|will|remains?)\b/i,
    )?.[1] ??
    (admitted ? admitted.replace(/(\w+)$/, (w) => singular(w)) : untimedUnits(model, texts)[0]?.unit);
  const unit = unitOf(ones[0]?.label ?? items[0]?.label ?? counted ?? '');
  const units = unit === 'unit of work' ? 'units of work (visits, requests or assessments)' : plural(unit);
  const why = [unknown, evaluation, onRequest].filter((s) => s !== undefined);
  const reason = `Nothing in the documents sizes the work: ${why
    .slice(0, 2)
    .map((s) => quote(s, 140))
    .join('; ')}. The hours are placeholders until the volume and the time per ${unit} are known.`;
  return {
    lines: out,
    confidence: () => ({ level: 'low', reason }),
    assumptions: [
      `${reason} The plan names only the roles the work needs and adds no manager the documents do not ask for.`,
      ...(ones.length
        ? [
            `The schedule's quantities of one (${ones
              .slice(0, 3)
              .map((o) => `"${clip(o.label, 60)}"`)
              .join(
                ', ',
              )}) are for price evaluation only, not the workload: the plan does not size a year from them.`,
          ]
        : []),
    ],
    questions: [
      `How many ${units} a year should offerors expect (a history of past requests, or a range)? The documents state no volume${evaluation ? ' and the quantities given are for evaluation only' : ''}.`,
      `How long does one ${unit} take (hours on site, travel and any written report), so that each can be priced?`,
      ...(evaluation || ones.length
        ? [
            'Are the quantities in the price schedule for evaluation only, and will the Government order by the unit (a unit price per visit, request or assessment) rather than a fixed level of effort?',
          ]
        : []),
    ],
  };
}
