import {
  AddTaskEditSchema,
  type ChatEdit,
  ChatEditSchema,
  DEFAULT_HOURS_PER_FTE,
  GeneratedPlanSchema,
  normalizePlan,
  type GeneratedPlan,
  RemoveTasksEditSchema,
  ScaleToFteEditSchema,
  SetHoursEditSchema,
  SetEscalationEditSchema,
  SetHoursPerFteEditSchema,
  SetLocationEditSchema,
  SetRateEditSchema,
  SetRoleEditSchema,
  SetWrapEditSchema,
  SplitTaskEditSchema,
  TaskSchema,
} from '@staffplan/core';
import { z } from 'zod';

/** A tool as both providers describe it: a name, a description, a JSON schema of its input. */
export interface ToolSpec {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

function jsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return rest;
}

/** What the model submits: the plan's tasks (core's Task schema) and its own notes. */
const PlanToolInputSchema = z.object({
  tasks: z.array(TaskSchema).min(1).max(5_000),
  thinkingProcess: z.string().max(200_000).optional(),
  staffingSource: z.enum(['stated', 'estimated', 'mixed']).optional(),
  /** Custom instructions the model could not act on, verbatim: the planner shows them in a banner. */
  instructionsNotApplied: z.array(z.string().max(500)).max(50).optional(),
});

export const PLAN_TOOL_NAME = 'submit_staffing_plan';

/**
 * The one tool of plan generation; its input schema comes from core's zod Task schema.
 * @example
 * planTool().inputSchema.type // 'object'
 */
export function planTool(): ToolSpec {
  return {
    name: PLAN_TOOL_NAME,
    description:
      'Submit the complete staffing plan for the solicitation being analysed. This replaces the draft of this plan only.',
    inputSchema: jsonSchema(PlanToolInputSchema),
  };
}

/**
 * Validate what a model submitted through the plan tool, then bring it to canonical form.
 * Returns issues as `path: message` strings when it is not a usable plan.
 * @example
 * parsePlanToolInput({ tasks: [{ taskId: '1', lcat: 'PM', hours: 940 }] })
 */
export function parsePlanToolInput(
  input: unknown,
): { ok: true; plan: GeneratedPlan } | { ok: false; errors: string[] } {
  const parsed = PlanToolInputSchema.safeParse(withPlainNumbers(input));
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.slice(0, 10).map((i) => `${i.path.join('.') || 'input'}: ${i.message}`),
    };
  }
  const normalized = normalizePlan({ ...parsed.data, hoursPerFte: DEFAULT_HOURS_PER_FTE });
  if (!normalized.ok) return { ok: false, errors: normalized.errors };
  return { ok: true, plan: GeneratedPlanSchema.parse(normalized.value) };
}

/** Models write hours as people do ("1,880"); anything else is left for the schema to judge. */
function withPlainNumbers(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || !Array.isArray((input as { tasks?: unknown }).tasks))
    return input;
  const tasks = (input as { tasks: unknown[] }).tasks.map((t) => {
    if (typeof t !== 'object' || t === null) return t;
    const hours = (t as { hours?: unknown }).hours;
    return typeof hours === 'string' && /^\s*\d[\d,]*(\.\d+)?\s*$/.test(hours)
      ? { ...t, hours: Number(hours.replace(/[,\s]/g, '')) }
      : t;
  });
  return { ...input, tasks };
}

const editSchemas: Record<ChatEdit['op'], { schema: z.ZodObject; description: string }> = {
  add_task: {
    schema: AddTaskEditSchema,
    description: 'Add a task (role, hours, optional location, math and basis).',
  },
  remove_tasks: {
    schema: RemoveTasksEditSchema,
    description: 'Remove one task by id, every task of a role, or all tasks.',
  },
  set_hours: {
    schema: SetHoursEditSchema,
    description:
      'Change hours: mode absolute (value = new hours), delta (+/- hours), percent (+/- percent) or fte (value = FTE).',
  },
  set_role: {
    schema: SetRoleEditSchema,
    description: 'Change the role (lcat) of one task, of every task of a role, or of all.',
  },
  set_location: { schema: SetLocationEditSchema, description: 'Change the location of the targeted tasks.' },
  scale_to_fte: {
    schema: ScaleToFteEditSchema,
    description: 'Rescale the non-key tasks so the plan totals this FTE.',
  },
  split_task: {
    schema: SplitTaskEditSchema,
    description: 'Split one task between roles; shares in percent, equal when omitted.',
  },
  set_hours_per_fte: {
    schema: SetHoursPerFteEditSchema,
    description: "Set the plan's hours per FTE; FTE-based lines are rescaled with it.",
  },
  set_escalation: {
    schema: SetEscalationEditSchema,
    description:
      "Pricing: the escalation of the plan's rates, percent a year (needs the plan to have pricing).",
  },
  set_wrap: {
    schema: SetWrapEditSchema,
    description:
      'Pricing: one wrap rate in percent: fringe, overhead, ga (G&A) or fee (the CPFF fee, or the profit of FFP and T&M).',
  },
  set_rate: {
    schema: SetRateEditSchema,
    description:
      "Pricing: the direct hourly rate (dollars, before wraps) of the targeted tasks' labour categories.",
  },
};

/**
 * The chat edit tools: one per edit of core's chat-edits, input schema without `op`.
 * @example
 * chatTools().map((t) => t.name) // ['add_task', 'remove_tasks', ...]
 */
export function chatTools(): ToolSpec[] {
  return Object.entries(editSchemas).map(([name, { schema, description }]) => ({
    name,
    description,
    inputSchema: jsonSchema(schema.omit({ op: true } as never)),
  }));
}

/**
 * Validate one tool call of a model as a chat edit (unknown tools and bad input are errors).
 * @example
 * parseEditCall('scale_to_fte', { fte: 10 }) // { ok: true, edit: { op: 'scale_to_fte', fte: 10 } }
 */
export function parseEditCall(
  name: string,
  input: unknown,
): { ok: true; edit: ChatEdit } | { ok: false; error: string } {
  if (!(name in editSchemas)) return { ok: false, error: `unknown tool ${name}` };
  const body = typeof input === 'object' && input !== null ? input : {};
  const parsed = ChatEditSchema.safeParse({ ...body, op: name });
  if (!parsed.success) {
    return {
      ok: false,
      error: `${name}: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`,
    };
  }
  return { ok: true, edit: parsed.data };
}
