import type { GeneratedPlan } from '@staffplan/core';
import { lcatKey, type Pricing, type PricingReview, reviewPricing } from '@staffplan/core/pricing';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CostVolumeButton } from './cost-volume-button';
import { formFromPricing, overrideRate, type PricingForm, pricingFromForm } from './pricing-form';
import { RateCardPanel } from './rate-card-panel';
import { RatesTable } from './rates-table';
import { TotalsPanel } from './totals-panel';
import { WrapsPanel } from './wraps-panel';

/** How long the view waits after the last change before it saves the pricing with the plan. */
export const PRICING_SAVE_DELAY_MS = 800;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The Pricing view of the planner: rate card, wraps per contract type, escalation, totals by
 * period, benchmark flags and what a budget buys. Every figure is core's reviewPricing of the
 * plan (the numbers `staffplan price` prints); changes are saved with the plan
 * (generated_plan.pricing) shortly after the last edit.
 */
export function PricingView({
  plan,
  planName,
  saved,
  onSave,
}: {
  plan: GeneratedPlan;
  planName: string;
  saved: boolean;
  onSave: (pricing: Pricing) => void;
}) {
  const [form, setForm] = useState<PricingForm>(() => formFromPricing(plan.pricing, today()));
  const [touched, setTouched] = useState(false);
  const parsed = useMemo(() => pricingFromForm(form, plan.pricing), [form, plan.pricing]);
  // The plan's pricing changed elsewhere (a chat edit, Undo): show it instead of the form's.
  const [shown, setShown] = useState(plan.pricing);
  if (plan.pricing !== shown) {
    setShown(plan.pricing);
    if (JSON.stringify(plan.pricing) !== JSON.stringify(parsed.ok ? parsed.pricing : null)) {
      setForm(formFromPricing(plan.pricing, today()));
      setTouched(false);
    }
  }
  // A field being typed ('12.') keeps the last figures on screen instead of blanking them.
  const lastReview = useRef<PricingReview | null>(null);
  const review = useMemo(() => {
    if (!parsed.ok) return lastReview.current;
    return reviewPricing(plan, parsed.pricing, { asOf: today() });
  }, [plan, parsed]);
  lastReview.current = review;
  const lcats = useMemo(() => {
    const seen = new Map<string, string>();
    for (const task of plan.tasks) if (!seen.has(lcatKey(task.lcat))) seen.set(lcatKey(task.lcat), task.lcat);
    return [...seen.values()];
  }, [plan.tasks]);

  const change = (patch: Partial<PricingForm>) => {
    setTouched(true);
    setForm((current) => ({ ...current, ...patch }));
  };

  useEffect(() => {
    if (!touched || !saved || !parsed.ok) return;
    if (JSON.stringify(parsed.pricing) === JSON.stringify(plan.pricing)) return;
    const timer = setTimeout(() => onSave(parsed.pricing), PRICING_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [touched, saved, parsed, plan.pricing, onSave]);

  const errors = parsed.ok ? {} : parsed.errors;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4" data-testid="pricing-view">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold tracking-tight">Pricing</h1>
          <p className="text-sm text-muted-foreground">
            Hours by period x burdened rates: {review?.priced.convention.split(':')[0] ?? form.contractType}
          </p>
        </div>
        <CostVolumeButton plan={plan} pricing={parsed.ok ? parsed.pricing : null} planName={planName} />
      </div>
      {saved ? null : (
        <p role="note" className="text-sm text-warning">
          This plan is not saved yet: its pricing is not kept until it is.
        </p>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <WrapsPanel form={form} errors={errors} onChange={change} />
        {review ? <TotalsPanel review={review} /> : null}
      </div>
      <RateCardPanel form={form} onCard={change}>
        {review ? (
          <RatesTable
            lcats={lcats}
            form={form}
            review={review}
            onRate={(lcat, rate) => {
              setTouched(true);
              setForm((current) => overrideRate(current, lcat, rate));
            }}
          />
        ) : null}
      </RateCardPanel>
    </div>
  );
}
