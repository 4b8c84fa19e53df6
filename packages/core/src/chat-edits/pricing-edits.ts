import { Dec, usd } from '../pricing/money';
import { lcatKey, rateSourceLabel } from '../pricing/rate-card';
import type { Pricing, RateCardEntry } from '../pricing/schemas';
import type { GeneratedPlan } from '../schemas/plan';
import type { EditResult } from './apply';
import { isIntent, targetOrAsk } from './parse-change';
import type { ChatEdit, ChatIntent } from './schemas';
import { matchesTarget } from './targets';

type PricingEdit = Extract<ChatEdit, { op: 'set_escalation' | 'set_wrap' | 'set_rate' }>;
const WRAP_NAMES = { fringe: 'Fringe', overhead: 'Overhead', ga: 'G&A', fee: 'Fee' } as const;
const WRAP_WORDS: ReadonlyArray<[keyof typeof WRAP_NAMES, RegExp]> = [
  ['fringe', /\bfringe\b/i],
  ['overhead', /\boverhead\b|\bOH\b/],
  ['ga', /\bg\s*&\s*a\b|\bg and a\b|\bgeneral and admin\w*/i],
  ['fee', /\bfee\b|\bprofit\b|\bmargin\b/i],
];
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const edit = (e: PricingEdit): ChatIntent => ({ kind: 'edit', edit: e });

/**
 * Pricing said the way pricers say it: "escalate 3% a year", "fee 8%", "12% G&A", "price the
 * PM at $165". Null when the text is not about pricing.
 * @example
 * parsePricing('escalate 3% a year', plan) // { kind: 'edit', edit: { op: 'set_escalation', percent: 3 } }
 */
export function parsePricing(text: string, plan: GeneratedPlan): ChatIntent | null {
  if (/\bescalat\w*\b/i.test(text)) {
    const amount = new RegExp(`${NUMBER}\\s*(?:%|percent)`, 'i').exec(text)?.[1];
    if (amount !== undefined) return edit({ op: 'set_escalation', percent: Number(amount) });
  }
  for (const [wrap, word] of WRAP_WORDS) {
    if (!word.test(text)) continue;
    const amount = new RegExp(`${NUMBER}\\s*(?:%|percent)`, 'i').exec(text)?.[1];
    if (amount !== undefined) return edit({ op: 'set_wrap', wrap, percent: Number(amount) });
  }
  const price = /\b(?:price|rate|bill|charge|cost)\w*\b.*?\$\s?(\d[\d,]*(?:\.\d+)?)/i.exec(text);
  if (price?.[1] !== undefined) {
    const who = text
      .replace(price[0].slice(price[0].indexOf('$')), ' ')
      .replace(/\b(?:price|rate|bill|charge|cost)\w*\b/gi, ' ');
    const target = targetOrAsk(who, plan, 'price');
    if (isIntent(target)) return target;
    return edit({ op: 'set_rate', target, rate: Number(price[1].replace(/,/g, '')) });
  }
  return null;
}

const NO_PRICING =
  'This plan has no pricing yet: open Pricing in the planner (or run `staffplan price` with --rates) to choose a rate card first.';

/**
 * Applies a pricing edit to `plan.pricing` (wraps, escalation, or a rate set for this plan on
 * the LCATs of the targeted tasks). Refused while the plan has no pricing.
 * @example
 * applyPricingEdit(plan, { op: 'set_wrap', wrap: 'fee', percent: 8 }).ok // true when plan.pricing is set
 */
export function applyPricingEdit(plan: GeneratedPlan, e: PricingEdit): EditResult {
  const pricing = plan.pricing;
  if (!pricing) return { ok: false, errors: [NO_PRICING] };
  const percent = String(e.op === 'set_rate' ? 0 : e.percent);
  let next: Pricing;
  if (e.op === 'set_escalation') next = { ...pricing, escalation: { ...pricing.escalation, percent } };
  else if (e.op === 'set_wrap')
    next = { ...pricing, wraps: { ...pricing.wraps, [e.wrap]: { ...pricing.wraps[e.wrap], percent } } };
  else {
    const lcats = [...new Set(plan.tasks.filter((t) => matchesTarget(t, e.target)).map((t) => t.lcat))];
    if (lcats.length === 0) return { ok: false, errors: ['No task of the plan matches that.'] };
    const rate = new Dec(e.rate).toDecimalPlaces(2).toFixed(2);
    const source = { kind: 'company' as const, note: 'set in chat' };
    const rateCard: RateCardEntry[] = pricing.rateCard.map((entry) =>
      lcats.some((l) => lcatKey(l) === lcatKey(entry.lcat))
        ? // A wage determination's rate stays one (its health and welfare still joins the fringe).
          { ...entry, rate, source: entry.source.kind === 'wage-determination' ? entry.source : source }
        : entry,
    );
    for (const lcat of lcats)
      if (!rateCard.some((entry) => lcatKey(entry.lcat) === lcatKey(lcat)))
        rateCard.push({ lcat, rate, source });
    next = { ...pricing, rateCard };
  }
  return { ok: true, value: { ...plan, pricing: next } };
}

/**
 * What a pricing change did, line by line: "Escalation: 0% -> 3% a year", "Fee: 0% -> 8%",
 * "Rate of Program Manager: $150.00 -> $165.00 (company rate (set in chat))".
 * @example
 * describePricingChanges(before, after) // ['Fee: 0% -> 8%']
 */
export function describePricingChanges(before: GeneratedPlan, after: GeneratedPlan): string[] {
  const a = before.pricing;
  const b = after.pricing;
  if (!a || !b || a === b) return [];
  const lines: string[] = [];
  const pct = (v: string | number) => `${new Dec(v).toString()}%`;
  if (!new Dec(a.escalation.percent).eq(b.escalation.percent))
    lines.push(`Escalation: ${pct(a.escalation.percent)} -> ${pct(b.escalation.percent)} a year`);
  for (const wrap of ['fringe', 'overhead', 'ga', 'fee'] as const)
    if (!new Dec(a.wraps[wrap].percent).eq(b.wraps[wrap].percent))
      lines.push(`${WRAP_NAMES[wrap]}: ${pct(a.wraps[wrap].percent)} -> ${pct(b.wraps[wrap].percent)}`);
  for (const entry of b.rateCard) {
    const was = a.rateCard.find((x) => lcatKey(x.lcat) === lcatKey(entry.lcat));
    if (was && new Dec(was.rate).eq(entry.rate)) continue;
    const from = was ? `${usd(new Dec(was.rate))} -> ` : '';
    lines.push(
      `Rate of ${entry.lcat}: ${from}${usd(new Dec(entry.rate))} (${rateSourceLabel(entry.source)})`,
    );
  }
  return lines;
}
