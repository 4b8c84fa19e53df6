import {
  CUSTOM_INSTRUCTIONS_MAX_CHARS,
  DEFAULT_HOURS_PER_FTE,
  PLAN_NAME_MAX_CHARS,
} from '../contract/limits';
import { z } from 'zod';
import { PricingSchema } from '../pricing/schemas';
import { PlanChangeSchema } from './plan-change';

/**
 * Hours of one task in one period of performance (base year, option year 1, ...).
 * @example
 * TaskPeriodSchema.parse({ name: 'Base Year', hours: 1880 })
 */
export const TaskPeriodSchema = z.object({ name: z.string(), hours: z.number().nonnegative() });
export type TaskPeriod = z.infer<typeof TaskPeriodSchema>;

/**
 * A quotation from the documents and where it was read.
 * @example
 * CitationSchema.parse({ document: 'pws.pdf', ref: 'C.3.2', quote: 'The contractor shall staff the help desk 24x7.' })
 */
export const CitationSchema = z.object({
  document: z.string().optional(),
  ref: z.string(),
  quote: z.string(),
});
export type Citation = z.infer<typeof CitationSchema>;

/**
 * One row of a staffing plan (docs/product.md, Records), plus optional structured fields that make its
 * hours recomputable: `hours = quantity x rate` when both are present.
 * @example
 * TaskSchema.parse({ taskId: '1.1', lcat: 'Program Manager', hours: 1880, mathRationale: '1 FTE x 1,880 h = 1,880', basis: 'C.3.1: The contractor shall provide a program manager.' })
 */
export const TaskSchema = z.looseObject({
  taskId: z.coerce.string().min(1),
  lcat: z.string(),
  /**
   * Hours of one year of performance: the first (base) period's hours, a base period longer
   * than a year scaled to twelve months; the whole period when the work is shorter than a year.
   * `periods` holds the hours of every period.
   */
  hours: z.coerce.number().finite().nonnegative(),
  mathRationale: z.string().default(''),
  basis: z.string().default(''),
  location: z.string().optional(),
  /** Section references of the requirements this task answers (C.3.2, Task 4, ...). */
  requirementRefs: z.array(z.string()).optional(),
  /** Workload driver count (posts, FTE, tickets, ...). */
  quantity: z.number().nonnegative().optional(),
  /** Unit of `quantity` ('post', 'FTE', 'ticket'). */
  unit: z.string().optional(),
  /** Hours per unit of `quantity`. */
  rate: z.number().nonnegative().optional(),
  /** Hours in each period of performance (base, options, extension); their sum covers the whole contract. */
  periods: z.array(TaskPeriodSchema).optional(),
  /** Work area the task belongs to ('Program Management', 'Security Operations'). */
  workArea: z.string().optional(),
  /** Key personnel keep their hours when an FTE target rescales the plan. */
  keyPersonnel: z.boolean().optional(),
  /**
   * Where the hours come from: `stated` by the government (a staffing table, LOE, FTE),
   * `derived` from a workload driver the document states (x productivity), or `assumed`
   * (no driver: a judgement, listed in the plan's assumptions).
   */
  hoursSource: z.enum(['stated', 'derived', 'assumed']).optional(),
  /** Standard labour family of `lcat` when `lcat` is the document's own title ('Systems Administrator'). */
  family: z.string().optional(),
  /** The sentence or row that drives the line, verbatim, with where it was read; null when none does. */
  citation: CitationSchema.nullable().optional(),
  /** The work statement requirements this work element answers, listed under it. */
  requirements: z.array(z.string()).optional(),
});
export type Task = z.infer<typeof TaskSchema>;

/**
 * The period of performance: total months and its base and option periods.
 * @example
 * PeriodOfPerformanceSchema.parse({ months: 24, periods: [{ name: 'Base Year', months: 12 }, { name: 'Option Year 1', months: 12 }] })
 */
export const PeriodOfPerformanceSchema = z.object({
  months: z.number().positive(),
  periods: z.array(
    z.object({
      name: z.string(),
      months: z.number().positive(),
      /** base, option, extension (FAR 52.217-8), transition or phase. */
      kind: z.enum(['base', 'option', 'extension', 'transition', 'phase']).optional(),
    }),
  ),
});
export type PeriodOfPerformance = z.infer<typeof PeriodOfPerformanceSchema>;

/**
 * A requirement extracted from a solicitation, with its section reference.
 * @example
 * RequirementSchema.parse({ id: 'R1', ref: 'C.3.2', text: 'The contractor shall staff the help desk 24x7.' })
 */
export const RequirementSchema = z.object({
  id: z.string(),
  ref: z.string(),
  text: z.string(),
  document: z.string().optional(),
});
export type Requirement = z.infer<typeof RequirementSchema>;

/**
 * How requirements map to tasks: every requirement to at least one task and back.
 * @example
 * CoverageSchema.parse({ mapped: [{ requirementId: 'R1', taskIds: ['1'] }], unmappedRequirements: [], unmappedTasks: [] })
 */
export const CoverageSchema = z.object({
  mapped: z.array(z.object({ requirementId: z.string(), taskIds: z.array(z.string()) })).default([]),
  unmappedRequirements: z.array(RequirementSchema).default([]),
  unmappedTasks: z.array(z.string()).default([]),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/**
 * How far a pricer can trust the plan's hours: `high` when the government states the staffing,
 * `medium` when they are derived from stated workload drivers, `low` when they are assumed.
 * @example
 * ConfidenceSchema.parse({ level: 'low', reason: 'No staffing, effort or workload is stated; hours are assumed.' })
 */
export const ConfidenceSchema = z.object({
  level: z.enum(['high', 'medium', 'low']),
  reason: z.string(),
});
export type Confidence = z.infer<typeof ConfidenceSchema>;

/**
 * A question the plan leaves open (missing period, work statement in annexes not uploaded, a
 * table that does not foot), and whether to send it to the contracting officer.
 * @example
 * OpenQuestionSchema.parse({ question: 'Which attachment holds the work statement?', askContractingOfficer: true })
 */
export const OpenQuestionSchema = z.object({
  question: z.string(),
  askContractingOfficer: z.boolean().default(false),
  citation: CitationSchema.optional(),
});
export type OpenQuestion = z.infer<typeof OpenQuestionSchema>;

/**
 * What the government states against what the plan plans, per labour category and period
 * (`lcat` null for a whole-plan figure), with whether the stated table foots and, for a budget,
 * the FTE it buys at a rate.
 * @example
 * StatedComparisonSchema.parse({ rows: [{ lcat: 'Program Manager', period: 'Base Year', stated: 2080, planned: 2080, unit: 'hours' }] })
 */
export const StatedComparisonSchema = z.object({
  rows: z
    .array(
      z.object({
        lcat: z.string().nullable(),
        period: z.string().nullable(),
        stated: z.number(),
        planned: z.number(),
        unit: z.enum(['hours', 'fte', 'people']),
        citation: CitationSchema.optional(),
      }),
    )
    .default([]),
  foots: z
    .array(z.object({ period: z.string(), statedTotal: z.number(), rowSum: z.number(), ok: z.boolean() }))
    .default([]),
  budget: z
    .object({
      amount: z.number(),
      period: z.string(),
      hourlyRate: z.number(),
      rateSource: z.enum(['stated', 'assumed']),
      fteBought: z.number(),
      plannedFte: z.number(),
      citation: CitationSchema.optional(),
    })
    .optional(),
});
export type StatedComparison = z.infer<typeof StatedComparisonSchema>;

/**
 * A generated plan in its canonical form (what normalizePlan returns and the server stores).
 * @example
 * GeneratedPlanSchema.parse({ tasks: [], thinkingProcess: 'Read section C.3 ...' })
 */
export const GeneratedPlanSchema = z.looseObject({
  tasks: z.array(TaskSchema),
  thinkingProcess: z.string().optional(),
  title: z.string().optional(),
  periodOfPerformance: PeriodOfPerformanceSchema.optional(),
  hoursPerFte: z.number().positive().default(DEFAULT_HOURS_PER_FTE),
  /** Whether the hours follow staffing the document states or are estimated from drivers. */
  staffingSource: z.enum(['stated', 'estimated', 'mixed']).optional(),
  requirements: z.array(RequirementSchema).optional(),
  coverage: CoverageSchema.optional(),
  /** How far the hours can be trusted, and why. */
  confidence: ConfidenceSchema.optional(),
  /** What the plan assumes where the documents are silent, in words a pricer can check. */
  assumptions: z.array(z.string()).optional(),
  /** Questions the plan leaves open; some worth sending to the contracting officer. */
  openQuestions: z.array(OpenQuestionSchema).optional(),
  /** Stated vs planned per labour category and period, footing and budget. */
  statedComparison: StatedComparisonSchema.optional(),
  /** How the plan is priced (contract type, rate card, wraps, escalation); the priced result is computed from it by pricePlan, never stored. */
  pricing: PricingSchema.optional(),
  /** Clauses of the custom instructions the generator could not act on (the planner shows them in a banner). */
  instructionsNotApplied: z.array(z.string()).optional(),
});
export type GeneratedPlan = z.infer<typeof GeneratedPlanSchema>;
export type GeneratedPlanInput = z.input<typeof GeneratedPlanSchema>;

/**
 * Names of the uploaded documents of a plan (keys primary, doc1, doc2).
 * @example
 * DocumentNamesSchema.parse({ primary: 'rfp.pdf', doc1: null, doc2: null })
 */
export const DocumentNamesSchema = z.object({
  primary: z.string().nullish(),
  doc1: z.string().nullish(),
  doc2: z.string().nullish(),
});
export type DocumentNames = z.infer<typeof DocumentNamesSchema>;

const planName = z
  .string()
  .transform((s) => s.trim())
  .pipe(z.string().min(1, 'Please enter a name for this plan').max(PLAN_NAME_MAX_CHARS));

/**
 * Body of `POST /api/staffing/plans` (docs/product.md, How clients call the server).
 * @example
 * CreatePlanRequestSchema.parse({ approach: 'bottom_up', rfp_text: 'The contractor shall ...', name: 'Guard services' })
 */
export const CreatePlanRequestSchema = z.object({
  approach: z.literal('bottom_up').default('bottom_up'),
  total_fte: z.coerce.number().positive().nullish(),
  rfp_text: z.string().min(1, 'Please upload a primary RFP document'),
  supporting_doc1: z.string().nullish(),
  supporting_doc2: z.string().nullish(),
  custom_instructions: z.string().max(CUSTOM_INSTRUCTIONS_MAX_CHARS).nullish(),
  document_names: DocumentNamesSchema.nullish(),
  name: planName,
});
export type CreatePlanRequest = z.infer<typeof CreatePlanRequestSchema>;
export type CreatePlanRequestInput = z.input<typeof CreatePlanRequestSchema>;

/**
 * Body of `PATCH /api/staffing/plans/:id`: the POST fields, all optional, plus an optional
 * `generated_plan`. Without `generated_plan` and with `rfp_text` the plan is regenerated.
 * @example
 * UpdatePlanRequestSchema.parse({ id: 'p1', generated_plan: { tasks: [] } })
 */
export const UpdatePlanRequestSchema = z.object({
  id: z.string().optional(),
  approach: z.literal('bottom_up').optional(),
  total_fte: z.coerce.number().positive().nullish(),
  rfp_text: z.string().nullish(),
  supporting_doc1: z.string().nullish(),
  supporting_doc2: z.string().nullish(),
  custom_instructions: z.string().max(CUSTOM_INSTRUCTIONS_MAX_CHARS).nullish(),
  document_names: DocumentNamesSchema.nullish(),
  name: planName.optional(),
  generated_plan: GeneratedPlanSchema.optional(),
  /** With `generated_plan`: where the edit comes from (chat message or manual edit), kept in the plan's version history. */
  change: PlanChangeSchema.optional(),
});
export type UpdatePlanRequest = z.infer<typeof UpdatePlanRequestSchema>;
export type UpdatePlanRequestInput = z.input<typeof UpdatePlanRequestSchema>;

/**
 * A saved plan as the server returns it (docs/product.md, Records: Saved plan).
 * @example
 * SavedPlanSchema.parse({ id: 'p1', name: 'Guard services', total_fte: null, rfp_text: null, supporting_doc1: null, supporting_doc2: null, custom_instructions: null, document_names: {}, approach: 'bottom_up', generated_plan: { tasks: [] }, created_at: '2026-11-22T00:00:00Z', updated_at: '2026-11-22T00:00:00Z' })
 */
export const SavedPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  total_fte: z.number().nullable(),
  rfp_text: z.string().nullable(),
  supporting_doc1: z.string().nullable(),
  supporting_doc2: z.string().nullable(),
  custom_instructions: z.string().nullable(),
  document_names: DocumentNamesSchema,
  approach: z.literal('bottom_up'),
  generated_plan: GeneratedPlanSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedPlan = z.infer<typeof SavedPlanSchema>;

/**
 * One entry of `GET /api/staffing/plans`: a summary without document text or tasks.
 * @example
 * PlanSummarySchema.parse({ id: 'p1', name: 'Guard services', total_fte: null, approach: 'bottom_up', document_names: {}, task_count: 12, total_hours: 24000, created_at: '2026-11-22T00:00:00Z', updated_at: '2026-11-22T00:00:00Z' })
 */
export const PlanSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  total_fte: z.number().nullable(),
  approach: z.literal('bottom_up'),
  document_names: DocumentNamesSchema,
  task_count: z.number(),
  total_hours: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlanSummary = z.infer<typeof PlanSummarySchema>;

/**
 * Answer of `GET /api/staffing/plans`.
 * @example
 * PlanListResponseSchema.parse([])
 */
export const PlanListResponseSchema = z.array(PlanSummarySchema);
export type PlanListResponse = z.infer<typeof PlanListResponseSchema>;

/** Plans per page of `GET /api/staffing/plans` when the query names no limit. */
export const PLAN_PAGE_DEFAULT_LIMIT = 50;
/** The largest page `GET /api/staffing/plans` answers. */
export const PLAN_PAGE_MAX_LIMIT = 200;

const received = (issue: { input?: unknown }) =>
  issue.input === undefined ? '' : `; received ${JSON.stringify(issue.input)}`;

/**
 * Query of `GET /api/staffing/plans`: `limit` (1-200, default 50) and the opaque `cursor` of
 * the previous page's `Link: <...>; rel="next"`. Other parameters (the web's cache-busting `t`) are ignored.
 * Each message reads after the parameter's name ('limit must be a whole number ...').
 * @example
 * PlanListQuerySchema.parse({ limit: '200', t: '1' }) // { limit: 200 }
 */
export const PlanListQuerySchema = z.object({
  limit: z
    .string({ error: (issue) => `must be given once${received(issue)}` })
    .regex(/^[1-9][0-9]{0,2}$/, {
      error: (issue) => `must be a whole number from 1 to ${PLAN_PAGE_MAX_LIMIT}${received(issue)}`,
    })
    .transform(Number)
    .pipe(
      z.number().max(PLAN_PAGE_MAX_LIMIT, {
        error: (issue) => `must be a whole number from 1 to ${PLAN_PAGE_MAX_LIMIT}${received(issue)}`,
      }),
    )
    .default(PLAN_PAGE_DEFAULT_LIMIT),
  cursor: z
    .string({ error: (issue) => `must be given once${received(issue)}` })
    .min(1, { error: "must not be empty: pass the one from the previous page's Link header" })
    .max(200, { error: "is not one this server gave: pass the one from the previous page's Link header" })
    .optional(),
});
export type PlanListQuery = z.infer<typeof PlanListQuerySchema>;

/**
 * Answer of `POST /api/staffing/plans`: the new id and the generated plan.
 * @example
 * CreatePlanResponseSchema.parse({ id: 'p1', generated_plan: { tasks: [] } })
 */
export const CreatePlanResponseSchema = z.looseObject({
  id: z.string(),
  generated_plan: GeneratedPlanSchema,
  generationId: z.string().optional(),
});
export type CreatePlanResponse = z.infer<typeof CreatePlanResponseSchema>;
