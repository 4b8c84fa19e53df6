import { formatHours } from '@staffplan/core';
import { Dec, type PricingReview, usd } from '@staffplan/core/pricing';
import { type FigureColumn, FigureTableHead } from '../components/figure-table-head';
import { TitledPanel } from '../components/titled-panel';

const money = (value: string) => usd(new Dec(value));

/** The totals' columns: cost and fee stand apart only when a fee is added to the cost. */
function totalsColumns(withFee: boolean): FigureColumn[] {
  const fee: FigureColumn[] = withFee
    ? [
        { label: 'Cost', numeric: true },
        { label: 'Fee', numeric: true },
      ]
    : [];
  return [
    { label: 'Period' },
    { label: 'Starts', className: 'hidden sm:table-cell' },
    { label: 'Hours', numeric: true },
    ...fee,
    { label: 'Price', numeric: true },
  ];
}

/** Totals by period and overall (cost, fee, price), key personnel apart, blended rate, budget. */
export function TotalsPanel({ review }: { review: PricingReview }) {
  const { priced } = review;
  const rows = [...priced.byPeriod, priced.total];
  // Only a CPFF price adds a fee to the cost; otherwise cost and price are the same figure.
  const withFee = priced.contractType === 'CPFF';
  return (
    <TitledPanel titleId="price-totals-title" title="Totals by period">
      <div className="overflow-x-auto">
        <table className="mt-2 w-full text-sm tabular-nums [&_td]:whitespace-nowrap [&_th]:whitespace-nowrap">
          <FigureTableHead columns={totalsColumns(withFee)} spaced />
          <tbody>
            {rows.map((row) => {
              const total = row === priced.total;
              return (
                <tr
                  key={row.period}
                  className={total ? 'border-t-2 font-medium' : 'border-t'}
                  data-testid={total ? 'price-total' : 'price-period'}
                  title={row.math}
                >
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {total ? 'Total' : row.period}
                  </th>
                  <td className="hidden py-1 pr-3 sm:table-cell">
                    {priced.periods.find((p) => p.name === row.period)?.start ?? ''}
                  </td>
                  <td className="py-1 pr-3 text-right">{formatHours(row.hours)}</td>
                  {withFee ? (
                    <>
                      <td className="py-1 pr-3 text-right">{money(row.cost)}</td>
                      <td className="py-1 pr-3 text-right">{money(row.fee)}</td>
                    </>
                  ) : null}
                  <td className="py-1 text-right" data-testid={total ? 'price-total-value' : undefined}>
                    {money(row.price)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Key personnel:</dt>
          <dd className="tabular-nums">
            {money(priced.keyPersonnel.total.cost)} ({formatHours(priced.keyPersonnel.total.hours)})
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-muted-foreground">Other personnel:</dt>
          <dd className="tabular-nums">{money(priced.otherPersonnel.total.cost)}</dd>
        </div>
        <div className="flex gap-1" title={review.blendedMath}>
          <dt className="text-muted-foreground">Blended rate:</dt>
          <dd className="tabular-nums" data-testid="blended-rate">
            {review.blendedRate ? `${money(review.blendedRate)}/h` : '—'}
          </dd>
        </div>
        {review.budget ? (
          <div className="flex gap-1" title={review.budget.math}>
            <dt className="text-muted-foreground">Budget buys:</dt>
            <dd className="tabular-nums" data-testid="fte-bought">
              {review.budget.fte} FTE a year at {formatHours(review.budget.hoursPerFte)} per FTE
            </dd>
          </div>
        ) : null}
      </dl>
      {priced.warnings.map((warning) => (
        <p key={warning} role="note" className="mt-1 text-xs font-medium text-warning">
          {warning}
        </p>
      ))}
    </TitledPanel>
  );
}
