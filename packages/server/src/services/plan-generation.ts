import {
  type CreatePlanRequest,
  CreatePlanRequestSchema,
  type GeneratedPlan,
  type UpdatePlanRequest,
} from '@staffplan/core';
import type { AppDeps } from '../deps';
import type { PlanRow, PlanUpdate } from '../db/schema';
import type { AuthUser } from '../types';
import { assertVersion } from './plan-version';
import { getPlan, presentPlan, totalsOf, updatePlan } from './plans';
import { clipQuotes } from './retention-trim';

const HOUR_MS = 3_600_000;

/**
 * Runs the generator for a new plan (planId undefined) or a regeneration. The generator's job
 * saves the plan and records its usage (generation/save.ts); this is the one save path.
 * @example
 * const { planId, generatedPlan } = await generatePlan(deps, user, input, undefined);
 */
export async function generatePlan(
  deps: AppDeps,
  user: AuthUser,
  input: CreatePlanRequest,
  planId: string | undefined,
  expected?: Date,
): Promise<{ planId: string; generatedPlan: GeneratedPlan; generationId: string }> {
  const result = await deps.generator.generate({
    user,
    input,
    ...(planId ? { planId } : {}),
    ...(expected ? { expectedVersion: expected } : {}),
  });
  return { planId: result.planId, generatedPlan: result.generatedPlan, generationId: result.generationId };
}

/**
 * `PATCH /api/staffing/plans/:id`: a regeneration or an edit of the caller's plan, answered
 * with the saved row. As the web client sends them: no generated_plan, document text present
 * and the name unchanged means "regenerate this plan"; anything else is an edit. With
 * `expected` (If-Match) a write on a newer plan is 409; without it an edit applies, and a
 * regeneration still saves only over the version it started from.
 * @example
 * const row = await patchPlan(deps, user, id, { name: 'Renamed' }, undefined);
 */
export async function patchPlan(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  input: UpdatePlanRequest,
  expected: Date | undefined,
): Promise<PlanRow> {
  const existing = await getPlan(deps.db, user.id, id);
  assertVersion(existing, expected);
  const regenerate =
    input.generated_plan === undefined &&
    typeof input.rfp_text === 'string' &&
    input.rfp_text !== '' &&
    (input.name ?? existing.name) === existing.name;
  if (regenerate) {
    const request = CreatePlanRequestSchema.parse({
      ...presentPlan(existing),
      ...input,
      name: existing.name,
    });
    await generatePlan(deps, user, request, id, expected ?? existing.updated_at);
  } else {
    await planChanges(deps, user.id, id, input, existing, expected);
  }
  return getPlan(deps.db, user.id, id);
}

/**
 * Applies a PATCH edit. Only the fields of UpdatePlanRequestSchema are read, so owner, usage,
 * totals and timestamps sent by a client are ignored; totals follow the new generated_plan.
 * A plan whose documents were purged keeps short citations only, whatever the client still
 * holds: its edits are clipped as the retention sweeper clips.
 */
async function planChanges(
  deps: AppDeps,
  ownerId: string,
  id: string,
  input: UpdatePlanRequest,
  existing?: PlanRow,
  expected?: Date,
) {
  const changes: PlanUpdate = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.total_fte !== undefined) changes.total_fte = input.total_fte;
  if (input.custom_instructions !== undefined) changes.custom_instructions = input.custom_instructions;
  if (input.document_names !== undefined) changes.document_names = JSON.stringify(input.document_names ?? {});
  let texts = false;
  for (const key of ['rfp_text', 'supporting_doc1', 'supporting_doc2'] as const) {
    if (input[key] !== undefined) {
      changes[key] = input[key];
      texts = true;
    }
  }
  if (texts)
    changes.texts_expire_at = new Date(deps.clock().getTime() + deps.config.documentRetentionHours * HOUR_MS);
  if (input.generated_plan !== undefined) {
    const purged = !texts && existing?.rfp_text === null && existing.texts_expire_at === null;
    changes.generated_plan = JSON.stringify(purged ? clipQuotes(input.generated_plan) : input.generated_plan);
    Object.assign(changes, totalsOf(input.generated_plan));
  }
  return updatePlan(deps.db, ownerId, id, changes, expected);
}
