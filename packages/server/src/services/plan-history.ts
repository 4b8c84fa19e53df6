import {
  describeDiff,
  diffPlans,
  type GeneratedPlan,
  type PlanChangeSource,
  type PlanHistory,
  type PlanHistoryStep,
  UNDO_LIMIT,
} from '@staffplan/core';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/connect';
import type { Database, PlanRow } from '../db/schema';
import { AppError } from '../errors';
import {
  listVersions,
  presentVersion,
  readVersion,
  type VersionDb,
  type VersionSummaryRow,
  versionDb,
} from './plan-history-store';
import { getPlan, planNotFound, presentPlan, totalsOf } from './plans';
import { clipQuotes } from './retention-trim';

export { clipPlanVersions } from './plan-history-store';

/** The history as the API shows it, from the versions newest first. */
function historyOf(rows: VersionSummaryRow[]): PlanHistory {
  const live = rows.filter((r) => !r.undone);
  const undone = rows.filter((r) => r.undone);
  const [top, previous] = live;
  const next = undone.at(-1);
  return {
    versions: rows.map(presentVersion),
    current: top?.seq ?? 0,
    undo: top && previous ? presentVersion(top) : null,
    redo: next ? presentVersion(next) : null,
  };
}

/** The owner's plan, locked for this transaction (writes of the same plan queue behind it), or 404. */
async function lockPlan(trx: Transaction<Database>, ownerId: string, planId: string): Promise<PlanRow> {
  const row = await trx
    .selectFrom('plans')
    .selectAll()
    .where('id', '=', planId)
    .where('owner_id', '=', ownerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw planNotFound();
  return row;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const tasksOf = (plan: unknown) => plan as GeneratedPlan;

/**
 * A plan's version history, newest first, with what undo and redo would do. 404 for another
 * user's plan. A plan never edited since it was generated has no versions yet.
 * @example
 * const { undo } = await planHistory(db, user.id, planId);
 */
export async function planHistory(db: Db, ownerId: string, planId: string): Promise<PlanHistory> {
  await getPlan(db, ownerId, planId);
  return historyOf(await listVersions(versionDb(db), ownerId, planId));
}

/**
 * Records a saved change of a plan's tasks as a new version: from `before` (the plan as it
 * was, recorded first as the base version when the plan has no history yet) to `after`.
 * Versions undone are dropped (a new edit ends redo); at most UNDO_LIMIT steps stay. A save
 * that changed no task (a rename, a question in chat) makes no version.
 * @example
 * await recordVersion(db, user.id, existing, saved, { source: 'chat', message: 'add a QA Engineer' });
 */
export async function recordVersion(
  db: Db,
  ownerId: string,
  before: PlanRow,
  after: PlanRow,
  change: { source: PlanChangeSource; message?: string | null | undefined },
): Promise<void> {
  if (same(before.generated_plan, after.generated_plan)) return;
  await db.kysely.transaction().execute(async (trx) => {
    await lockPlan(trx, ownerId, after.id);
    const v = versionDb(trx);
    const live = await v
      .selectFrom('plan_versions')
      .select('seq')
      .where('plan_id', '=', after.id)
      .where('undone', '=', false)
      .orderBy('seq', 'desc')
      .executeTakeFirst();
    let top = live?.seq ?? 0;
    if (!live) {
      await insertVersion(v, ownerId, after.id, 1, before.generated_plan, { source: 'generated' }, null);
      top = 1;
    }
    await v.deleteFrom('plan_versions').where('plan_id', '=', after.id).where('undone', '=', true).execute();
    const diff = diffPlans(tasksOf(before.generated_plan), tasksOf(after.generated_plan));
    await insertVersion(v, ownerId, after.id, top + 1, after.generated_plan, change, diff);
    await v
      .deleteFrom('plan_versions')
      .where('plan_id', '=', after.id)
      .where('seq', '<=', top + 1 - (UNDO_LIMIT + 1))
      .execute();
  });
}

async function insertVersion(
  v: VersionDb,
  ownerId: string,
  planId: string,
  seq: number,
  plan: Record<string, unknown>,
  change: { source: PlanChangeSource; message?: string | null | undefined },
  diff: ReturnType<typeof diffPlans> | null,
): Promise<void> {
  await v
    .insertInto('plan_versions')
    .values({
      plan_id: planId,
      owner_id: ownerId,
      seq,
      source: change.source,
      message: change.message || null,
      summary: diff ? describeDiff(diff) : '',
      diff: diff ? JSON.stringify(diff) : null,
      generated_plan: JSON.stringify(plan),
      ...totalsOf(tasksOf(plan)),
    })
    .execute();
}

/**
 * Undo (take back the newest live version, save the one before) or redo (bring back the
 * oldest undone version). 409 when there is nothing to undo or redo; 404 for another user's plan.
 * @example
 * const { plan, step } = await stepHistory(db, user.id, planId, 'undo');
 */
export async function stepHistory(
  db: Db,
  ownerId: string,
  planId: string,
  direction: 'undo' | 'redo',
): Promise<PlanHistoryStep> {
  if (!/^[0-9a-f-]{36}$/i.test(planId)) throw planNotFound();
  return db.kysely.transaction().execute(async (trx) => {
    const plan = await lockPlan(trx, ownerId, planId);
    const v = versionDb(trx);
    const rows = await listVersions(v, ownerId, planId);
    const { undo, redo } = historyOf(rows);
    const step = direction === 'undo' ? undo : redo;
    if (!step) throw new AppError('conflict', direction === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
    // Undo restores the live version below the one undone; redo restores the one redone.
    const targetSeq = direction === 'undo' ? rows.find((r) => !r.undone && r.seq < step.seq)?.seq : step.seq;
    const target = targetSeq === undefined ? undefined : await readVersion(v, planId, targetSeq);
    if (!target)
      throw new AppError('conflict', direction === 'undo' ? 'Nothing to undo.' : 'Nothing to redo.');
    await v
      .updateTable('plan_versions')
      .set({ undone: direction === 'undo' })
      .where('plan_id', '=', planId)
      .where('seq', '=', step.seq)
      .execute();
    // A plan whose documents were purged keeps short citations only, whatever a version holds.
    const purged = plan.rfp_text === null && plan.texts_expire_at === null;
    const restored = purged ? clipQuotes(target.generated_plan) : target.generated_plan;
    const saved = await trx
      .updateTable('plans')
      .set({
        generated_plan: JSON.stringify(restored),
        ...totalsOf(tasksOf(restored)),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', planId)
      .where('owner_id', '=', ownerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const after = historyOf(await listVersions(v, ownerId, planId));
    return { plan: presentPlan(saved), step: { ...step, undone: direction === 'undo' }, history: after };
  });
}
