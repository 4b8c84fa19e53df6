import type { PlanChangeSource, PlanVersion } from '@staffplan/core';
import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';
import type { Db } from '../db/connect';
import { clipQuotes } from './retention-trim';
import type { Database } from '../db/schema';

/** The plan_versions table of migration 0007 (kept beside its service: only it reads the table). */
export interface PlanVersionsTable {
  id: Generated<string>;
  plan_id: string;
  owner_id: string;
  seq: number;
  source: PlanChangeSource;
  message: string | null;
  summary: Generated<string>;
  diff: ColumnType<PlanVersion['diff'], string | null, string | null>;
  generated_plan: ColumnType<Record<string, unknown>, string, string>;
  task_count: Generated<number>;
  total_hours: Generated<number>;
  undone: Generated<boolean>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type VersionDb = Kysely<Database & { plan_versions: PlanVersionsTable }>;
export type VersionRow = Selectable<PlanVersionsTable>;

/** The database with the versions table typed in. */
export function versionDb(db: Db | Kysely<Database>): VersionDb {
  const kysely = 'kysely' in db ? db.kysely : db;
  return kysely.withTables<{ plan_versions: PlanVersionsTable }>();
}

/** Columns of a version without its snapshot (what the history lists). */
export const SUMMARY_COLUMNS = [
  'seq',
  'source',
  'message',
  'summary',
  'diff',
  'task_count',
  'total_hours',
  'undone',
  'created_at',
] as const;

export type VersionSummaryRow = Pick<VersionRow, (typeof SUMMARY_COLUMNS)[number]>;

/** A version as the API shows it (PlanVersionSchema). */
export function presentVersion(row: VersionSummaryRow): PlanVersion {
  return {
    seq: row.seq,
    source: row.source,
    message: row.message,
    summary: row.summary,
    diff: row.diff ?? null,
    task_count: row.task_count,
    total_hours: row.total_hours,
    undone: row.undone,
    created_at: row.created_at.toISOString(),
  };
}

/** The plan's versions, newest first (owner-scoped). */
export async function listVersions(
  db: VersionDb,
  ownerId: string,
  planId: string,
): Promise<VersionSummaryRow[]> {
  return db
    .selectFrom('plan_versions')
    .select([...SUMMARY_COLUMNS])
    .where('plan_id', '=', planId)
    .where('owner_id', '=', ownerId)
    .orderBy('seq', 'desc')
    .execute();
}

/** One version with its snapshot. */
export async function readVersion(
  db: VersionDb,
  planId: string,
  seq: number,
): Promise<VersionRow | undefined> {
  return db
    .selectFrom('plan_versions')
    .selectAll()
    .where('plan_id', '=', planId)
    .where('seq', '=', seq)
    .executeTakeFirst();
}

/**
 * Cuts the quotes of every version of a plan as the retention sweeper cuts the plan's own
 * (called in its transaction), so no version keeps a document sentence past the window.
 * @example
 * await clipPlanVersions(trx, row.id);
 */
export async function clipPlanVersions(trx: Transaction<Database>, planId: string): Promise<void> {
  const v = versionDb(trx);
  const rows = await v
    .selectFrom('plan_versions')
    .select(['id', 'generated_plan'])
    .where('plan_id', '=', planId)
    .execute();
  for (const row of rows) {
    await v
      .updateTable('plan_versions')
      .set({ generated_plan: JSON.stringify(clipQuotes(row.generated_plan)) })
      .where('id', '=', row.id)
      .execute();
  }
}
