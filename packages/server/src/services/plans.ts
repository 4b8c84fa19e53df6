import type { GeneratedPlan, SavedPlan } from '@staffplan/core';
import { planTotals } from '@staffplan/core';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { PlanRow, PlanUpdate } from '../db/schema';
import { AppError } from '../errors';
import { conflictIfExists, sameVersion } from './plan-version';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 'Plan not found', the same for a missing id and for another user's plan. */
export function planNotFound(): AppError {
  return new AppError('not_found', 'Plan not found');
}

/** The saved plan as the API returns it (SavedPlanSchema). */
export function presentPlan(row: PlanRow): SavedPlan {
  return {
    id: row.id,
    name: row.name,
    total_fte: row.total_fte,
    rfp_text: row.rfp_text,
    supporting_doc1: row.supporting_doc1,
    supporting_doc2: row.supporting_doc2,
    custom_instructions: row.custom_instructions,
    document_names: row.document_names,
    approach: 'bottom_up',
    generated_plan: row.generated_plan as GeneratedPlan,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * A fingerprint of the owner's list: it changes with every insert, delete and update (each
 * write sets updated_at; the hash covers ids, names and timestamps). Cheap: aggregated inside
 * Postgres over the (owner_id, updated_at desc, id) index.
 */
export async function planListVersion(db: Db, ownerId: string): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select count(*)::text || ':' || coalesce(max(updated_at)::text, '') || ':' ||
      coalesce(sum(hashtext(id::text || updated_at::text || name || coalesce(total_fte::text, '')))::text, '') as version
    from plans where owner_id = ${ownerId}`.execute(db.kysely);
  return rows[0]?.version ?? '';
}

/** One plan of the owner, or 404. */
export async function getPlan(db: Db, ownerId: string, id: string): Promise<PlanRow> {
  if (!UUID.test(id)) throw planNotFound();
  const row = await db.kysely
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw planNotFound();
  return row;
}

/**
 * Updates the owner's plan (server-owned columns are the caller's to leave out), or 404.
 * With `expected`, only while the plan is still at that version, else 409 with the current one.
 */
export async function updatePlan(
  db: Db,
  ownerId: string,
  id: string,
  changes: PlanUpdate,
  expected?: Date,
): Promise<PlanRow> {
  if (!UUID.test(id)) throw planNotFound();
  let query = db.kysely
    .updateTable('plans')
    .set({ ...changes, updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId);
  if (expected) query = query.where(sameVersion(expected));
  const row = await query.returningAll().executeTakeFirst();
  if (row) return row;
  throw (expected && (await conflictIfExists(db, ownerId, id))) || planNotFound();
}

/** Deletes the owner's plan, or 404. */
export async function deletePlan(db: Db, ownerId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw planNotFound();
  const result = await db.kysely
    .deleteFrom('plans')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw planNotFound();
}

/** The task count and total hours stored beside a plan for the list. */
export function totalsOf(plan: GeneratedPlan): { task_count: number; total_hours: number } {
  const totals = planTotals(plan.tasks);
  return { task_count: totals.taskCount, total_hours: totals.totalHours };
}
