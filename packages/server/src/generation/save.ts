import type { CreatePlanRequest, GeneratedPlan } from '@staffplan/core';
import type { Config } from '../config/index';
import type { Db } from '../db/connect';
import { getPlan, totalsOf, updatePlan } from '../services/plans';

/**
 * Whether a plan exists and belongs to the user (another user's plan reads as missing, 404).
 * @example
 * await assertOwnPlan(db, user.id, planId);
 */
export async function assertOwnPlan(db: Db, userId: string, planId: string): Promise<void> {
  await getPlan(db, userId, planId);
}

/**
 * The one place a generated plan is saved: the job's own step (not the route's), so a
 * dropped client still ends with a saved plan: a new row for POST, the same row for a PATCH
 * regeneration. Only the caller's plan is ever written.
 */
export async function saveGeneratedPlan(
  db: Db,
  config: Pick<Config, 'documentRetentionHours'>,
  args: {
    userId: string;
    planId: string | undefined;
    input: CreatePlanRequest;
    plan: GeneratedPlan;
    now: Date;
    /** The plan's version the regeneration started from: a newer edit makes it 409. */
    expected?: Date | undefined;
  },
): Promise<string> {
  const expires = new Date(args.now.getTime() + config.documentRetentionHours * 3_600_000);
  const values = {
    name: args.input.name,
    total_fte: args.input.total_fte ?? null,
    rfp_text: args.input.rfp_text,
    supporting_doc1: args.input.supporting_doc1 ?? null,
    supporting_doc2: args.input.supporting_doc2 ?? null,
    custom_instructions: args.input.custom_instructions ?? null,
    document_names: JSON.stringify(args.input.document_names ?? {}),
    generated_plan: JSON.stringify(args.plan),
    requirement_digest: JSON.stringify(args.plan.requirements ?? []),
    ...totalsOf(args.plan),
    texts_expire_at: expires,
  };
  if (args.planId) return (await updatePlan(db, args.userId, args.planId, values, args.expected)).id;
  const created = await db.kysely
    .insertInto('plans')
    .values({ ...values, owner_id: args.userId, approach: 'bottom_up' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
