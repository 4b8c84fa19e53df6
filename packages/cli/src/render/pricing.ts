import { type Pricing, type PricingReview, Dec, usd, WRAP_CONVENTIONS } from '@staffplan/core/pricing';
import type { Output } from '../cli/output';

const money = (value: string) => usd(new Dec(value));
const hours = (value: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value)} h`;
const pct = (value: string | number) => `${new Dec(value).toString()}%`;

function table(out: Output, header: string[], rows: string[][], rightFrom: number): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const cell = (text: string, i: number) =>
    i >= rightFrom ? text.padStart(widths[i] ?? 0) : text.padEnd(widths[i] ?? 0);
  return [
    out.paint('bold', header.map(cell).join('  ').trimEnd()),
    ...rows.map((r) => r.map(cell).join('  ').trimEnd()),
  ];
}

/**
 * The lines `staffplan price` prints: inputs, rates with benchmark flags, totals by period,
 * key personnel, blended rate, what the budget buys, warnings. Every figure is the review's.
 * @example
 * for (const line of renderPricing(review, pricing, out)) out.line(line);
 */
export function renderPricing(review: PricingReview, pricing: Pricing, out: Output): string[] {
  const { priced } = review;
  const convention = WRAP_CONVENTIONS[pricing.contractType];
  const w = pricing.wraps;
  const card = pricing.rateCardFrom ? `${pricing.rateCardFrom.name} (library)` : 'the plan’s own';
  const lines = [
    `${out.paint('bold', 'Contract type:')} ${convention.name}`,
    `${out.paint('bold', 'Rate card:')} ${card}, ${pricing.rateCard.length} labour categories, rates as of ${pricing.escalation.ratesAsOf}, escalation ${pct(pricing.escalation.percent)} a year`,
    `${out.paint('bold', 'Wraps:')} fringe ${pct(w.fringe.percent)}, overhead ${pct(w.overhead.percent)}, G&A ${pct(w.ga.percent)}, ${convention.feeLabel} ${pct(w.fee.percent)}`,
    '',
  ];
  const flagText: Record<string, string> = {
    below: 'below range',
    within: 'within range',
    above: 'above range',
    'no-match': 'no match',
  };
  lines.push(
    out.paint(
      'bold',
      `Rates (${priced.periods[0]?.name ?? 'first period'}) against GSA CALC 25th-75th percentile`,
    ),
  );
  lines.push(
    ...table(
      out,
      ['Labour category', 'Direct', 'Burdened', 'CALC 25th-75th', 'Benchmark'],
      review.flags.map((f) => {
        const rate = priced.rates.find((r) => r.lcat === f.lcat && r.period === f.period);
        const range = f.match ? `${money(f.match.escalated.p25)}-${money(f.match.escalated.p75)}` : '-';
        const tone = f.status === 'within' ? 'green' : f.status === 'no-match' ? 'dim' : 'yellow';
        return [
          f.lcat,
          rate ? money(rate.direct) : '-',
          money(f.burdened),
          range,
          out.paint(tone, flagText[f.status] ?? f.status),
        ];
      }),
      1,
    ),
  );
  lines.push('', out.paint('bold', 'Totals by period'));
  const totalRows = [...priced.byPeriod, priced.total].map((t) => {
    const period = priced.periods.find((p) => p.name === t.period);
    return [t.period, period?.start ?? '', hours(t.hours), money(t.cost), money(t.fee), money(t.price)];
  });
  lines.push(...table(out, ['Period', 'Starts', 'Hours', 'Cost', 'Fee', 'Price'], totalRows, 2));
  const key = priced.keyPersonnel.total;
  lines.push(
    '',
    `Key personnel: ${money(key.cost)} (${hours(key.hours)}); other personnel: ${money(priced.otherPersonnel.total.cost)}`,
  );
  lines.push(
    `Blended rate: ${review.blendedRate ? `${money(review.blendedRate)}/h` : '-'} (${review.blendedMath})`,
  );
  if (review.budget)
    lines.push(
      `Budget ${money(review.budget.amount)} a year buys ${review.budget.fte} FTE (${review.budget.math})`,
    );
  for (const f of review.flags.filter((x) => x.status === 'above' || x.status === 'below'))
    lines.push(out.paint('yellow', `Benchmark: ${f.lcat}: ${f.message}`));
  for (const warning of priced.warnings) lines.push(out.paint('yellow', `Warning: ${warning}`));
  return lines;
}
