import type { UpdatePlanRequest } from '@staffplan/core';
import { sql } from 'kysely';
import type { AppDeps } from '../deps';
import type { Db } from '../db/connect';
import type { PlanRow } from '../db/schema';
import type { AuthUser } from '../types';
import { recordVersion } from './plan-history';
import { versionDb } from './plan-history-store';
import { patchPlan } from './plan-generation';
import { getPlan } from './plans';

/**
 * A PATCH of a plan as a document: the edit, rename or regeneration (patchPlan), then its
 * version in the history when the tasks changed (a regeneration when no generated_plan was
 * sent; a rename makes none), and a rename carried into the title the plan got from its name.
 * @example
 * const saved = await patchDocument(deps, user, id, { generated_plan, change: { source: 'chat', message } });
 */
export async function patchDocument(
  deps: AppDeps,
  user: AuthUser,
  id: string,
  input: UpdatePlanRequest,
  expected: Date | undefined,
): Promise<PlanRow> {
  const before = await getPlan(deps.db, user.id, id);
  const saved = await patchPlan(deps, user, id, input, expected);
  const edit = input.generated_plan !== undefined;
  await recordVersion(deps.db, user.id, before, saved, {
    source: edit ? (input.change?.source ?? 'edit') : 'generated',
    message: edit ? input.change?.message : null,
  });
  return saved.name === before.name ? saved : retitle(deps.db, user.id, before.name, saved);
}

/**
 * A plan is titled after its name when the generator gave it no title of its own; a rename
 * then renames that title too, in the plan and in every version of it (so undo does not
 * bring the old name back), without making a version.
 */
async function retitle(db: Db, ownerId: string, oldName: string, saved: PlanRow): Promise<PlanRow> {
  if ((saved.generated_plan as { title?: unknown }).title !== oldName) return saved;
  const title = sql<string>`jsonb_set(generated_plan, '{title}', to_jsonb(${saved.name}::text))`;
  return db.kysely.transaction().execute(async (trx) => {
    await versionDb(trx)
      .updateTable('plan_versions')
      .set({ generated_plan: title })
      .where('plan_id', '=', saved.id)
      .where(sql<boolean>`generated_plan->>'title' = ${oldName}`)
      .execute();
    const row = await trx
      .updateTable('plans')
      .set({ generated_plan: title })
      .where('id', '=', saved.id)
      .where('owner_id', '=', ownerId)
      .returningAll()
      .executeTakeFirst();
    return row ?? saved;
  });
}
