import { Dec, lcatKey, type PricingReview, rateSourceLabel, readAmount, usd } from '@staffplan/core/pricing';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { type FigureColumn, FigureTableHead } from '../components/figure-table-head';
import type { PricingForm } from './pricing-form';

const money = (value: string) => usd(new Dec(value));
const FLAG_TEXT = {
  below: 'Below range',
  within: 'Within range',
  above: 'Above range',
  'no-match': 'No match',
};
const FLAG_TONE = {
  below: 'border-warning text-warning',
  within: 'text-muted-foreground',
  above: 'border-warning text-warning',
  'no-match': 'text-muted-foreground',
};

const RATE_COLUMNS: FigureColumn[] = [
  { label: 'Labour category' },
  { label: 'Direct', numeric: true },
  { label: 'Burdened', numeric: true },
  { label: 'CALC 25th–75th', numeric: true },
  { label: 'Benchmark' },
];

/** A direct rate typed for this plan; committed on blur or Enter when it is an amount. */
function RateInput({
  lcat,
  value,
  onCommit,
}: {
  lcat: string;
  value: string;
  onCommit: (rate: string) => void;
}) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const valid = text.trim() === '' || readAmount(text) !== null;
  const commit = () => {
    if (valid && text !== value) onCommit(text);
  };
  return (
    <Input
      aria-label={`Direct rate of ${lcat}`}
      inputMode="decimal"
      value={text}
      aria-invalid={valid ? undefined : true}
      className="ml-auto h-8 w-24 text-right tabular-nums"
      placeholder="No rate"
      onChange={(e) => setText(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

/**
 * One row per labour category of the plan: its direct rate (editable: an override for this
 * plan), source, burdened rate in the first period, and where that falls against GSA CALC.
 */
export function RatesTable({
  lcats,
  form,
  review,
  onRate,
}: {
  lcats: string[];
  form: PricingForm;
  review: PricingReview;
  onRate: (lcat: string, rate: string) => void;
}) {
  const first = review.priced.periods[0]?.name;
  const benchmark = review.flags.find((f) => f.match)?.match;
  return (
    <div className="overflow-x-auto">
      <table className="mt-2 w-full text-sm tabular-nums [&_td]:py-1 [&_td]:pr-3">
        <FigureTableHead columns={RATE_COLUMNS} spaced />
        <tbody>
          {lcats.map((lcat) => {
            const entry = form.rateCard.find((e) => lcatKey(e.lcat) === lcatKey(lcat));
            const rate = review.priced.rates.find(
              (r) => lcatKey(r.lcat) === lcatKey(lcat) && r.period === first,
            );
            const flag = review.flags.find((f) => lcatKey(f.lcat) === lcatKey(lcat));
            return (
              <tr key={lcat} className="border-t align-top" data-testid="rate-row">
                <td className="min-w-40">
                  <div>{lcat}</div>
                  <div className="text-xs text-muted-foreground">
                    {entry ? rateSourceLabel(entry.source) : 'No rate on the card'}
                  </div>
                </td>
                <td className="text-right">
                  <RateInput
                    lcat={lcat}
                    value={entry ? String(entry.rate) : ''}
                    onCommit={(r) => onRate(lcat, r)}
                  />
                </td>
                <td className="text-right" title={rate?.burdenMath}>
                  {rate ? money(rate.burdened) : '—'}
                </td>
                <td className="whitespace-nowrap text-right">
                  {flag?.match
                    ? `${money(flag.match.escalated.p25)}–${money(flag.match.escalated.p75)}`
                    : '—'}
                </td>
                <td>
                  {flag ? (
                    <Badge
                      className={FLAG_TONE[flag.status]}
                      title={flag.message}
                      data-testid="benchmark-flag"
                    >
                      {FLAG_TEXT[flag.status]}
                    </Badge>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {benchmark ? (
        <p className="mt-2 text-xs text-muted-foreground">Benchmarks: {benchmark.label}.</p>
      ) : null}
    </div>
  );
}
