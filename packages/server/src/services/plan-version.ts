import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { PlanRow } from '../db/schema';
import { AppError } from '../errors';

/**
 * A plan's version: its updated_at at millisecond precision, as an ISO string (what
 * SavedPlan.updated_at shows and the ETag of GET and PATCH carries).
 * @example
 * planVersion(row) // '2026-03-01T12:00:00.123Z'
 */
export function planVersion(row: Pick<PlanRow, 'updated_at'>): string {
  return row.updated_at.toISOString();
}

/**
 * The version a client edited, from `If-Match` (its ETag or its updated_at, quoted or not);
 * undefined without one or for `*`. 400 for anything else.
 * @example
 * expectedVersion('"2026-03-01T12:00:00.123Z"') // Date
 */
export function expectedVersion(header: string | undefined): Date | undefined {
  const value = header?.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  if (!value || value === '*') return undefined;
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    throw new AppError(
      'bad_request',
      `If-Match must be the plan's version (its ETag or updated_at, e.g. "2026-03-01T12:00:00.123Z"); received ${JSON.stringify(value.slice(0, 60))}`,
    );
  }
  return at;
}

/**
 * 409 when the plan changed since the version a write is based on, with the current version.
 * @example
 * assertVersion(existing, expected);
 */
export function assertVersion(row: Pick<PlanRow, 'updated_at'>, expected: Date | undefined): void {
  if (expected && row.updated_at.getTime() !== expected.getTime()) {
    throw versionConflict(planVersion(row));
  }
}

/** The 409 of a write based on an older version. */
export function versionConflict(current: string): AppError {
  return new AppError(
    'conflict',
    'This plan was changed since the version you edited (another tab, a chat edit or a regeneration). Reload it and apply your change again.',
    { currentVersion: current, updated_at: current },
  );
}

/**
 * The condition of a versioned update: updated_at equal to the expected version at
 * millisecond precision (the database keeps microseconds; drivers hand out milliseconds,
 * truncated or rounded), so within a millisecond either side.
 * @example
 * query.where(sameVersion(expected))
 */
export function sameVersion(expected: Date) {
  const before = new Date(expected.getTime() - 1);
  const after = new Date(expected.getTime() + 1);
  return sql<boolean>`(updated_at > ${before} and updated_at < ${after})`;
}

/** After a versioned update matched nothing: 409 when the plan exists, else 404 by the caller. */
export async function conflictIfExists(db: Db, ownerId: string, id: string): Promise<AppError | undefined> {
  const row = await db.kysely
    .selectFrom('plans')
    .select('updated_at')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return row ? versionConflict(planVersion(row)) : undefined;
}
