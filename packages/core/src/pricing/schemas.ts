import { z } from 'zod';

/**
 * A decimal amount as a number or a decimal string ('152.34'); strings keep exact cents
 * through JSON. Never negative.
 * @example
 * DecimalInputSchema.parse('152.34') // '152.34'
 */
export const DecimalInputSchema = z.union([
  z.number().finite().nonnegative(),
  z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal number such as 152.34'),
]);
export type DecimalInput = z.infer<typeof DecimalInputSchema>;

/**
 * A calendar date, YYYY-MM-DD.
 * @example
 * IsoDateSchema.parse('2026-10-01')
 */
export const IsoDateSchema = z.iso.date();

/**
 * How the contract pays, which decides where the fee or profit sits (see WRAP_CONVENTIONS):
 * `FFP` firm-fixed-price (FAR 16.202), `T&M` time-and-materials or labour-hour (FAR 16.601,
 * 16.602), `CPFF` cost-plus-fixed-fee (FAR 16.306).
 * @example
 * ContractTypeSchema.parse('T&M')
 */
export const ContractTypeSchema = z.enum(['FFP', 'T&M', 'CPFF']);
export type ContractType = z.infer<typeof ContractTypeSchema>;

/**
 * Where a direct hourly rate comes from: the company's own rate, a benchmark (with the date of
 * its data), or a Service Contract Act wage determination (its number, and the health and
 * welfare per hour it requires, added to the fringe step).
 * @example
 * RateSourceSchema.parse({ kind: 'wage-determination', wdNumber: '2015-4281', revision: '30', healthWelfare: '5.36' })
 */
export const RateSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('company'), note: z.string().optional() }),
  z.object({
    kind: z.literal('benchmark'),
    /** Where the benchmark is from ('GSA CALC IT Schedule 70, median of 12 matches'). */
    reference: z.string().min(1),
    /** Date the benchmark's rates were in force. */
    dataDate: IsoDateSchema,
    percentile: z.number().min(0).max(100).optional(),
  }),
  z.object({
    kind: z.literal('wage-determination'),
    wdNumber: z.string().min(1),
    revision: z.string().optional(),
    /** Health and welfare the WD requires, dollars per hour. */
    healthWelfare: DecimalInputSchema,
  }),
]);
export type RateSource = z.infer<typeof RateSourceSchema>;

/**
 * One row of a rate card: a labour category's direct hourly rate (before wraps), where it comes
 * from, and its own escalation percent a year when it differs from the card's.
 * @example
 * RateCardEntrySchema.parse({ lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } })
 */
export const RateCardEntrySchema = z.object({
  lcat: z.string().trim().min(1),
  rate: DecimalInputSchema,
  source: RateSourceSchema,
  escalationPercent: DecimalInputSchema.optional(),
});
export type RateCardEntry = z.infer<typeof RateCardEntrySchema>;

/**
 * Indirect rates in percent. Each has a base; they compound in the order fringe -> overhead ->
 * G&A -> fee/profit (WRAP_CONVENTIONS says what each contract type does with the fee).
 * @example
 * WrapRatesSchema.parse({ fringe: { percent: 30 }, overhead: { percent: 10 }, ga: { percent: 12 }, fee: { percent: 8 } })
 */
export const WrapRatesSchema = z.object({
  /** Fringe (benefits, payroll taxes, paid leave) on direct labour. */
  fringe: z
    .object({
      percent: DecimalInputSchema.default(0),
      base: z.literal('direct-labor').default('direct-labor'),
    })
    .default({ percent: 0, base: 'direct-labor' }),
  /** Overhead on direct labour plus fringe (the usual labour overhead pool) or direct labour alone. */
  overhead: z
    .object({
      percent: DecimalInputSchema.default(0),
      base: z.enum(['direct-labor-plus-fringe', 'direct-labor']).default('direct-labor-plus-fringe'),
    })
    .default({ percent: 0, base: 'direct-labor-plus-fringe' }),
  /** G&A on total cost input (direct labour + fringe + overhead) or on direct labour alone. */
  ga: z
    .object({
      percent: DecimalInputSchema.default(0),
      base: z.enum(['total-cost-input', 'direct-labor']).default('total-cost-input'),
    })
    .default({ percent: 0, base: 'total-cost-input' }),
  /** Fee (CPFF) or profit (FFP, T&M) on total cost (everything above). */
  fee: z
    .object({ percent: DecimalInputSchema.default(0), base: z.literal('total-cost').default('total-cost') })
    .default({ percent: 0, base: 'total-cost' }),
});
export type WrapRates = z.infer<typeof WrapRatesSchema>;
export type WrapRatesInput = z.input<typeof WrapRatesSchema>;

/**
 * Escalation: rates are as of `ratesAsOf` and rise `percent` a year (a rate card entry's own
 * `escalationPercent` wins). A period's rate compounds once per whole year from `ratesAsOf`
 * to the period's start (`whole-years`), or by the exact fraction of years (`fractional`).
 * @example
 * EscalationSchema.parse({ percent: 3, ratesAsOf: '2026-01-01' })
 */
export const EscalationSchema = z.object({
  percent: DecimalInputSchema.default(0),
  ratesAsOf: IsoDateSchema,
  compounding: z.enum(['whole-years', 'fractional']).default('whole-years'),
});
export type Escalation = z.infer<typeof EscalationSchema>;

/**
 * Everything pricing needs besides the plan: contract type, rate card, wraps, escalation, and
 * the date the first period starts (default: the rates' date, so the first period is not
 * escalated). The planned `pricing` field of a plan holds this.
 * @example
 * PricingSchema.parse({ contractType: 'T&M', rateCard: [{ lcat: 'Program Manager', rate: 95, source: { kind: 'company' } }], escalation: { percent: 3, ratesAsOf: '2026-01-01' } })
 */
export const PricingSchema = z.object({
  contractType: ContractTypeSchema,
  rateCard: z.array(RateCardEntrySchema).max(5000).default([]),
  wraps: WrapRatesSchema.default({
    fringe: { percent: 0, base: 'direct-labor' },
    overhead: { percent: 0, base: 'direct-labor-plus-fringe' },
    ga: { percent: 0, base: 'total-cost-input' },
    fee: { percent: 0, base: 'total-cost' },
  }),
  escalation: EscalationSchema,
  contractStart: IsoDateSchema.optional(),
  /** The library card `rateCard` was copied from (entries may since be overridden for this plan). */
  rateCardFrom: z.object({ id: z.string(), name: z.string() }).optional(),
  /** A budget per year the user states, to show how many FTE it buys at the plan's rates. */
  budget: DecimalInputSchema.optional(),
});
export type Pricing = z.infer<typeof PricingSchema>;
export type PricingInput = z.input<typeof PricingSchema>;
