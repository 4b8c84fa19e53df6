import {
  type ContractType,
  type Pricing,
  PricingSchema,
  type RateCardEntry,
  readAmount,
} from '@staffplan/core/pricing';

/**
 * What the Pricing view edits, as the user types it (strings), beside the rate card it prices
 * with. pricingFromForm turns it into core's Pricing, or says which fields are not numbers.
 */
export interface PricingForm {
  contractType: ContractType;
  fringe: string;
  overhead: string;
  ga: string;
  fee: string;
  escalation: string;
  ratesAsOf: string;
  contractStart: string;
  budget: string;
  rateCard: RateCardEntry[];
  rateCardFrom?: { id: string; name: string } | undefined;
}

export type PercentField = 'fringe' | 'overhead' | 'ga' | 'fee' | 'escalation';
export type FormErrors = Partial<Record<keyof PricingForm, string>>;

const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));

/** The form for a plan's saved pricing, or an empty T&M pricing with rates as of today. */
export function formFromPricing(pricing: Pricing | undefined, today: string): PricingForm {
  return {
    contractType: pricing?.contractType ?? 'T&M',
    fringe: text(pricing?.wraps.fringe.percent ?? 0),
    overhead: text(pricing?.wraps.overhead.percent ?? 0),
    ga: text(pricing?.wraps.ga.percent ?? 0),
    fee: text(pricing?.wraps.fee.percent ?? 0),
    escalation: text(pricing?.escalation.percent ?? 0),
    ratesAsOf: pricing?.escalation.ratesAsOf ?? today,
    contractStart: pricing?.contractStart ?? '',
    budget: text(pricing?.budget),
    rateCard: pricing?.rateCard ?? [],
    rateCardFrom: pricing?.rateCardFrom,
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * core's Pricing from the form (wrap bases as the plan had them, else core's defaults), or the
 * fields to fix: a percent or amount that is not a number, a date that is not YYYY-MM-DD.
 */
export function pricingFromForm(
  form: PricingForm,
  saved: Pricing | undefined,
): { ok: true; pricing: Pricing } | { ok: false; errors: FormErrors } {
  const errors: FormErrors = {};
  const percent = (field: PercentField) => {
    const value = form[field].trim() === '' ? '0' : readAmount(form[field]);
    if (value === null) errors[field] = 'Enter a percent such as 12.5';
    return value ?? '0';
  };
  const wraps = {
    fringe: { ...saved?.wraps.fringe, percent: percent('fringe') },
    overhead: { ...saved?.wraps.overhead, percent: percent('overhead') },
    ga: { ...saved?.wraps.ga, percent: percent('ga') },
    fee: { ...saved?.wraps.fee, percent: percent('fee') },
  };
  const escalation = percent('escalation');
  if (!DATE.test(form.ratesAsOf)) errors.ratesAsOf = 'Enter a date';
  if (form.contractStart && !DATE.test(form.contractStart)) errors.contractStart = 'Enter a date';
  const budget = form.budget.trim() === '' ? undefined : readAmount(form.budget);
  if (budget === null) errors.budget = 'Enter an amount such as 1400000';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const parsed = PricingSchema.safeParse({
    contractType: form.contractType,
    rateCard: form.rateCard,
    wraps,
    escalation: { ...saved?.escalation, percent: escalation, ratesAsOf: form.ratesAsOf },
    ...(form.contractStart ? { contractStart: form.contractStart } : {}),
    ...(form.rateCardFrom ? { rateCardFrom: form.rateCardFrom } : {}),
    ...(budget ? { budget } : {}),
  });
  if (!parsed.success)
    return { ok: false, errors: { rateCard: parsed.error.issues[0]?.message ?? 'Invalid' } };
  return { ok: true, pricing: parsed.data };
}

/**
 * The form with one labour category's direct rate set for this plan (an override of the
 * library's rate, or a rate the card lacks); an empty rate removes the plan's own entry.
 */
export function overrideRate(form: PricingForm, lcat: string, rate: string): PricingForm {
  const key = lcat.trim().toLowerCase();
  const at = form.rateCard.findIndex((e) => e.lcat.trim().toLowerCase() === key);
  const source = { kind: 'company' as const, note: 'override for this plan' };
  if (rate.trim() === '') {
    return at < 0 ? form : { ...form, rateCard: form.rateCard.filter((_, i) => i !== at) };
  }
  const amount = readAmount(rate) ?? rate;
  const existing = at < 0 ? undefined : form.rateCard[at];
  // A wage determination's rate stays one (its health and welfare still joins the fringe).
  const kept = existing?.source.kind === 'wage-determination' ? existing.source : source;
  const entry = existing ? { ...existing, lcat, rate: amount, source: kept } : { lcat, rate: amount, source };
  const rateCard = at < 0 ? [...form.rateCard, entry] : form.rateCard.map((e, i) => (i === at ? entry : e));
  return { ...form, rateCard: rateCard as RateCardEntry[] };
}
