import { z } from 'zod';

/**
 * What a document added after release is: an SF-30 amendment, questions and answers, a
 * replacement attachment, a revised template, or other.
 * @example
 * AmendmentKindSchema.parse('questions-and-answers')
 */
export const AmendmentKindSchema = z.enum([
  'amendment',
  'questions-and-answers',
  'replacement-attachment',
  'revised-template',
  'other',
]);

/**
 * An amendment a plan reflects, as the plan carries it (`generated_plan.amendments`) and the
 * export states it: the document, its kind and number, when it was applied and what it did.
 * @example
 * AppliedAmendmentSchema.parse({ name: 'Amendment 2.pdf', kind: 'amendment', number: '0002', changes: 14, summary: '14 changes; lines +0 -0 ~1' })
 */
export const AppliedAmendmentSchema = z.object({
  name: z.string(),
  kind: AmendmentKindSchema,
  number: z.string().optional(),
  appliedAt: z.string().optional(),
  /** How many entries the change list has. */
  changes: z.number().int().nonnegative(),
  /** One line: changes, lines added/removed/changed, hours before and after, conflicts. */
  summary: z.string(),
});
export type AppliedAmendment = z.infer<typeof AppliedAmendmentSchema>;

const SourceSchema = z.object({ document: z.string(), ref: z.string(), quote: z.string() });

/**
 * One entry of an amendment's change list (core's SolicitationChange, as sent).
 * @example
 * SolicitationChangeSchema.parse({ kind: 'changed', fact: 'text', key: 'text:1', appliesTo: 'F.3', summary: '"exclude" -> "include"' })
 */
export const SolicitationChangeSchema = z.looseObject({
  kind: z.enum(['added', 'removed', 'changed', 'clarification']),
  fact: z.string(),
  key: z.string(),
  appliesTo: z.string(),
  summary: z.string(),
  field: z.string().optional(),
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  source: SourceSchema.optional(),
  previous: SourceSchema.optional(),
  question: z.string().optional(),
});

const PeriodDeltaSchema = z.object({
  period: z.string(),
  hoursBefore: z.number(),
  hoursAfter: z.number(),
  fteBefore: z.number(),
  fteAfter: z.number(),
});

/**
 * One line of an amendment's staffing diff, with the sentence that caused the change.
 * @example
 * AmendmentLineSchema.parse({ taskKey: 'pm||', lcat: 'Program Manager', status: 'changed', hoursBefore: 1880, hoursAfter: 2080, fteBefore: 1, fteAfter: 1.11, periods: [], cause: null })
 */
export const AmendmentLineSchema = z.object({
  taskKey: z.string(),
  lcat: z.string(),
  location: z.string().optional(),
  status: z.enum(['added', 'removed', 'changed', 'unchanged']),
  hoursBefore: z.number(),
  hoursAfter: z.number(),
  fteBefore: z.number(),
  fteAfter: z.number(),
  periods: z.array(PeriodDeltaSchema),
  /** The amendment's sentence behind the change, with where it was read; null when none names it. */
  cause: SourceSchema.nullable(),
});
export type AmendmentLine = z.infer<typeof AmendmentLineSchema>;

const PriceChangeSchema = z.object({ before: z.string(), after: z.string() });

/**
 * What an amendment did to the price of a priced plan (decimal strings, as pricePlan gives them).
 * @example
 * AmendmentCostSchema.parse({ total: { before: '100.00', after: '120.00' }, byPeriod: [] })
 */
export const AmendmentCostSchema = z.object({
  total: PriceChangeSchema,
  byPeriod: z.array(PriceChangeSchema.extend({ period: z.string() })),
});
export type AmendmentCost = z.infer<typeof AmendmentCostSchema>;

/**
 * The staffing change an amendment made to the user's plan: lines (changed ones with their
 * cause), counts, totals and hours/FTE by period.
 * @example
 * AmendmentStaffingSchema.parse({ lines: [], added: 0, removed: 0, changed: 0, totals: { hoursBefore: 0, hoursAfter: 0, fteBefore: 0, fteAfter: 0 }, periods: [] })
 */
export const AmendmentStaffingSchema = z.object({
  lines: z.array(AmendmentLineSchema),
  added: z.number(),
  removed: z.number(),
  changed: z.number(),
  totals: z.object({
    hoursBefore: z.number(),
    hoursAfter: z.number(),
    fteBefore: z.number(),
    fteAfter: z.number(),
  }),
  periods: z.array(PeriodDeltaSchema),
  /** The price before and after, when the plan is priced; null otherwise. */
  cost: AmendmentCostSchema.nullable().optional(),
});
export type AmendmentStaffing = z.infer<typeof AmendmentStaffingSchema>;

/**
 * Where the amendment and a user edit disagree: the plan keeps the user's value and asks.
 * @example
 * AmendmentConflictSchema.parse({ taskKey: 'pm||', lcat: 'Program Manager', field: 'hours', before: 1880, amendment: 2080, user: 1920, question: 'The amendment sets ...' })
 */
export const AmendmentConflictSchema = z.object({
  taskKey: z.string(),
  lcat: z.string(),
  field: z.string(),
  before: z.unknown(),
  amendment: z.unknown(),
  user: z.unknown(),
  question: z.string(),
});
export type AmendmentConflict = z.infer<typeof AmendmentConflictSchema>;

/**
 * An amendment applied to a saved plan: what it is, its change list in its own words, the
 * staffing diff and the conflicts with the user's edits.
 * @example
 * AmendmentReportSchema.parse({ amendment, classEvidence: 'SF-30 ...', answersQuestions: false, changes: [], staffing, conflicts: [], openQuestions: [] })
 */
export const AmendmentReportSchema = z.object({
  amendment: AppliedAmendmentSchema,
  /** The words that decided the kind. */
  classEvidence: z.string(),
  answersQuestions: z.boolean(),
  changes: z.array(SolicitationChangeSchema),
  staffing: AmendmentStaffingSchema,
  conflicts: z.array(AmendmentConflictSchema),
  /** Open questions the amendment put on the plan (conflicts, category gaps). */
  openQuestions: z.array(
    z.object({ question: z.string(), askContractingOfficer: z.boolean(), citation: z.unknown().optional() }),
  ),
});
export type AmendmentReport = z.infer<typeof AmendmentReportSchema>;

/**
 * The amendments a plan reflects, read from `generated_plan.amendments` (entries that do not
 * parse are left out).
 * @example
 * planAmendments({ tasks: [], amendments: [{ name: 'A1.pdf', kind: 'amendment', changes: 2, summary: '2 changes' }] })[0].name // 'A1.pdf'
 */
export function planAmendments(plan: object): AppliedAmendment[] {
  const list = (plan as { amendments?: unknown }).amendments;
  if (!Array.isArray(list)) return [];
  return list.flatMap((a) => {
    const parsed = AppliedAmendmentSchema.safeParse(a);
    return parsed.success ? [parsed.data] : [];
  });
}
