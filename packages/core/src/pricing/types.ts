import { z } from 'zod';
import { ContractTypeSchema, IsoDateSchema, RateSourceSchema } from './schemas';

/**
 * Money as the priced plan carries it: a decimal string with two places ('286399.20'), exact
 * through JSON. `Number(m)` is fine for display; sums belong to pricePlan.
 * @example
 * MoneySchema.parse('286399.20')
 */
export const MoneySchema = z
  .string()
  .regex(/^\d+\.\d{2}$/, 'must be dollars with two decimals such as 286399.20');
export type Money = z.infer<typeof MoneySchema>;

/**
 * A period of the priced plan and the date it starts (which decides its escalation).
 * @example
 * PricedPeriodSchema.parse({ name: 'Option Year 1', start: '2027-10-01', months: 12 })
 */
export const PricedPeriodSchema = z.object({ name: z.string(), start: IsoDateSchema, months: z.number() });
export type PricedPeriod = z.infer<typeof PricedPeriodSchema>;

/**
 * A labour category's rate in one period: direct, escalated, burdened (the rate the hours are
 * priced at: cost only for CPFF, with profit for FFP and T&M), each with its math.
 * @example
 * PricedRateSchema.parse({ lcat: 'Program Manager', period: 'Base Year', source: { kind: 'company' }, sourceLabel: 'Company rate', direct: '100.00', escalationPercent: '3', escalationYears: '0', escalated: '100.00', burdened: '172.97', escalationMath: '$100.00 (not escalated)', burdenMath: '$100.00 direct + ... = $172.97' })
 */
export const PricedRateSchema = z.object({
  lcat: z.string(),
  period: z.string(),
  source: RateSourceSchema,
  /** rateSourceLabel(source): 'Company rate', 'Wage determination 2015-4281 Rev. 30 (...)'. */
  sourceLabel: z.string(),
  direct: MoneySchema,
  /** Percent a year (the entry's own or the card's). */
  escalationPercent: z.string(),
  /** Years of escalation from the rates' date to the period's start. */
  escalationYears: z.string(),
  escalated: MoneySchema,
  burdened: MoneySchema,
  escalationMath: z.string(),
  burdenMath: z.string(),
});
export type PricedRate = z.infer<typeof PricedRateSchema>;

/**
 * One line's hours and cost in one period; `rate` is null when the card has no rate for it.
 * @example
 * PricedCellSchema.parse({ period: 'Base Year', hours: 1880, rate: '152.34', cost: '286399.20', math: '1,880 h x $152.34 = $286,399.20' })
 */
export const PricedCellSchema = z.object({
  period: z.string(),
  hours: z.number(),
  rate: MoneySchema.nullable(),
  cost: MoneySchema,
  math: z.string(),
});
export type PricedCell = z.infer<typeof PricedCellSchema>;

/**
 * One plan line priced over every period; `priced` is false when the rate card has no rate
 * for its LCAT (its cost is zero and it is listed in `unpriced`).
 * @example
 * PricedLineSchema.parse({ taskId: '1.1', lcat: 'Program Manager', keyPersonnel: true, priced: true, periods: [], hours: 0, cost: '0.00', math: 'no hours' })
 */
export const PricedLineSchema = z.object({
  taskId: z.string(),
  lcat: z.string(),
  keyPersonnel: z.boolean(),
  priced: z.boolean(),
  periods: z.array(PricedCellSchema),
  hours: z.number(),
  cost: MoneySchema,
  math: z.string(),
});
export type PricedLine = z.infer<typeof PricedLineSchema>;

/**
 * Hours and cost of a group of lines in one period (or 'Total').
 * @example
 * GroupTotalSchema.parse({ period: 'Total', hours: 3760, cost: '572798.40', math: '$286,399.20 Base Year + $286,399.20 Option Year 1 = $572,798.40' })
 */
export const GroupTotalSchema = z.object({
  period: z.string(),
  hours: z.number(),
  cost: MoneySchema,
  math: z.string(),
});
export type GroupTotal = z.infer<typeof GroupTotalSchema>;

/**
 * The plan's total in one period (or 'Total'): cost, the CPFF fixed fee (zero when profit sits
 * in the rates), and price = cost + fee.
 * @example
 * PlanTotalSchema.parse({ period: 'Base Year', hours: 1880, cost: '286399.20', fee: '0.00', price: '286399.20', math: '...' })
 */
export const PlanTotalSchema = GroupTotalSchema.extend({ fee: MoneySchema, price: MoneySchema });
export type PlanTotal = z.infer<typeof PlanTotalSchema>;

const GroupSchema = z.object({ byPeriod: z.array(GroupTotalSchema), total: GroupTotalSchema });

/**
 * A plan priced (what pricePlan returns and an API would send): rates per LCAT and period,
 * cost per line and period, totals by period and overall, key personnel apart (cost only; a
 * CPFF fee is priced on the whole plan), lines without a rate, warnings, and where it rounds.
 * @example
 * PricedPlanSchema.parse(pricePlan(plan, pricing)).total.price // '1234567.89'
 */
export const PricedPlanSchema = z.object({
  contractType: ContractTypeSchema,
  /** The contract type's convention (WRAP_CONVENTIONS), in words. */
  convention: z.string(),
  periods: z.array(PricedPeriodSchema),
  rates: z.array(PricedRateSchema),
  lines: z.array(PricedLineSchema),
  byPeriod: z.array(PlanTotalSchema),
  total: PlanTotalSchema,
  keyPersonnel: GroupSchema,
  otherPersonnel: GroupSchema,
  unpriced: z.array(
    z.object({ taskId: z.string(), lcat: z.string(), hours: z.number(), message: z.string() }),
  ),
  warnings: z.array(z.string()),
  /** Where figures are rounded (ROUNDING_POINTS). */
  rounding: z.array(z.string()).readonly(),
});
export type PricedPlan = z.infer<typeof PricedPlanSchema>;
