import { Dec, lcatKey, type PricingReview, rateSourceLabel, readAmount, usd } from '@staffplan/core/pricing';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Input } from '../../../components/ui/input';
import { useNarrowerThan } from '../../../lib/use-narrower-than';
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

/** What one labour category's row shows, computed once for the table and the cards. */
interface RateRow {
  lcat: string;
  source: string;
  rate: string;
  burdened: string;
  burdenMath: string | undefined;
  range: string;
  flag: PricingReview['flags'][number] | undefined;
}

function rateRows(lcats: string[], form: PricingForm, review: PricingReview): RateRow[] {
  const first = review.priced.periods[0]?.name;
  return lcats.map((lcat) => {
    const entry = form.rateCard.find((e) => lcatKey(e.lcat) === lcatKey(lcat));
    const rate = review.priced.rates.find((r) => lcatKey(r.lcat) === lcatKey(lcat) && r.period === first);
    const flag = review.flags.find((f) => lcatKey(f.lcat) === lcatKey(lcat));
    return {
      lcat,
      source: entry ? rateSourceLabel(entry.source) : 'No rate on the card',
      rate: entry ? String(entry.rate) : '',
      burdened: rate ? money(rate.burdened) : '—',
      burdenMath: rate?.burdenMath,
      range: flag?.match ? `${money(flag.match.escalated.p25)}–${money(flag.match.escalated.p75)}` : '—',
      flag,
    };
  });
}

function FlagBadge({ flag }: { flag: RateRow['flag'] }) {
  if (!flag) return null;
  return (
    <Badge className={FLAG_TONE[flag.status]} title={flag.message} data-testid="benchmark-flag">
      {FLAG_TEXT[flag.status]}
    </Badge>
  );
}

/** Narrow panels: one card per labour category, every figure visible without scrolling sideways. */
function RateCards({ rows, onRate }: { rows: RateRow[]; onRate: (lcat: string, rate: string) => void }) {
  return (
    <ul className="mt-2 divide-y text-sm tabular-nums">
      {rows.map((row) => (
        <li key={row.lcat} className="py-2" data-testid="rate-row">
          <div className="flex items-start justify-between gap-3">
            <div>
              <div>{row.lcat}</div>
              <div className="text-xs text-muted-foreground">{row.source}</div>
            </div>
            <RateInput lcat={row.lcat} value={row.rate} onCommit={(r) => onRate(row.lcat, r)} />
          </div>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs">
            <dt className="text-muted-foreground">Burdened</dt>
            <dd className="text-right" title={row.burdenMath}>
              {row.burdened}
            </dd>
            <dt className="text-muted-foreground">CALC 25th–75th</dt>
            <dd className="text-right">{row.range}</dd>
          </dl>
          {row.flag ? (
            <div className="mt-1 text-right">
              <FlagBadge flag={row.flag} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Below this width the five columns would scroll sideways and hide the burdened rate. */
const RATE_TABLE_MIN_WIDTH = 560;

/**
 * One row per labour category of the plan: its direct rate (editable: an override for this
 * plan), source, burdened rate in the first period, and where that falls against GSA CALC.
 * In a panel narrower than the table, each category is a card instead.
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
  const [narrow, boxRef] = useNarrowerThan(RATE_TABLE_MIN_WIDTH);
  const rows = rateRows(lcats, form, review);
  const benchmark = review.flags.find((f) => f.match)?.match;
  return (
    <div ref={boxRef} className="overflow-x-auto">
      {narrow ? (
        <RateCards rows={rows} onRate={onRate} />
      ) : (
        <table className="mt-2 w-full text-sm tabular-nums [&_td]:py-1 [&_td]:pr-3">
          <FigureTableHead columns={RATE_COLUMNS} spaced />
          <tbody>
            {rows.map((row) => (
              <tr key={row.lcat} className="border-t align-top" data-testid="rate-row">
                <td className="min-w-40">
                  <div>{row.lcat}</div>
                  <div className="text-xs text-muted-foreground">{row.source}</div>
                </td>
                <td className="text-right">
                  <RateInput lcat={row.lcat} value={row.rate} onCommit={(r) => onRate(row.lcat, r)} />
                </td>
                <td className="text-right" title={row.burdenMath}>
                  {row.burdened}
                </td>
                <td className="whitespace-nowrap text-right">{row.range}</td>
                <td>
                  <FlagBadge flag={row.flag} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {benchmark ? (
        <p className="mt-2 text-xs text-muted-foreground">Benchmarks: {benchmark.label}.</p>
      ) : null}
    </div>
  );
}
