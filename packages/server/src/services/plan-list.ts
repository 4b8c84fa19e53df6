import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { AppError } from '../errors';

/** One page of an owner's plan summaries, as JSON built by Postgres. */
export interface PlanListPage {
  /** A JSON array of PlanSummary, most recently updated first, ties by id. */
  readonly json: string;
  /** How many plans the owner has (X-Total-Count). */
  readonly total: number;
  /** The cursor of the following page, or null when this page is the last. */
  readonly next: string | null;
}

/** Where a page ends: the last plan's updated_at in microseconds since the epoch, and id. */
interface Position {
  micros: bigint;
  id: string;
}

const MAX_MICROS = 253_402_300_799_999_999n;
const ISO = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

// 8 bytes of microseconds (Postgres keeps them; a millisecond cursor would skip plans written
// within the page's last millisecond) and the 16 bytes of the uuid: 32 characters in base64url.
function encodeCursor(position: Position): string {
  const bytes = Buffer.alloc(24);
  bytes.writeBigInt64BE(position.micros);
  Buffer.from(position.id.replaceAll('-', ''), 'hex').copy(bytes, 8);
  return bytes.toString('base64url');
}

/** The position a cursor names, or 400: cursors are opaque, only this module reads them. */
export function decodeCursor(cursor: string): Position {
  const bytes = Buffer.from(cursor, 'base64url');
  const micros = bytes.length === 24 ? bytes.readBigInt64BE(0) : -1n;
  // Canonical encoding and a time between 1970 and 9999: anything else was not made here.
  if (micros < 0n || micros > MAX_MICROS || bytes.toString('base64url') !== cursor)
    throw new AppError(
      'bad_request',
      `cursor is not one this server gave: pass the one from the previous page's Link header; received ${JSON.stringify(cursor)}`,
    );
  const hex = bytes.subarray(8).toString('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return { micros, id };
}

/**
 * A page of the owner's plans after `cursor` (keyset paging over the plans_owner_updated_id
 * index): summaries without document text or tasks, built as JSON inside Postgres. A plan
 * updated between two pages moves to the top and is not repeated; the others keep their place.
 */
export async function listPlanPage(
  db: Db,
  ownerId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<PlanListPage> {
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor);
  const at = (micros: bigint) =>
    sql`(timestamptz 'epoch' + ${String(micros)}::bigint * interval '1 microsecond')`;
  const afterCursor = after
    ? sql`and (updated_at < ${at(after.micros)} or (updated_at = ${at(after.micros)} and id > ${after.id}::uuid))`
    : sql``;
  // The page's keys come from the index first; summaries are built for those rows only (without
  // statistics, which the embedded database never gathers, the planner would otherwise build
  // one for every plan of the owner and sort them all).
  const { rows } = await sql<{
    total: number;
    summary: string | null;
    micros: string | null;
    id: string | null;
  }>`
    select t.total, p.id::text as id, (extract(epoch from p.updated_at) * 1000000)::bigint::text as micros,
      json_build_object(
        'id', p.id, 'name', p.name, 'total_fte', p.total_fte, 'approach', p.approach,
        'document_names', p.document_names, 'task_count', p.task_count, 'total_hours', p.total_hours,
        'created_at', to_char(p.created_at at time zone 'UTC', ${sql.raw(ISO)}),
        'updated_at', to_char(p.updated_at at time zone 'UTC', ${sql.raw(ISO)})
      )::text as summary
    from (select count(*)::int as total from plans where owner_id = ${ownerId}) t
    left join lateral (
      select id, updated_at from plans where owner_id = ${ownerId} ${afterCursor}
      order by updated_at desc, id
      limit ${page.limit + 1}
    ) k on true
    left join plans p on p.id = k.id
    order by k.updated_at desc, k.id`.execute(db.kysely);
  const found = rows.filter((r) => r.id !== null);
  const shown = found.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    json: `[${shown.map((r) => r.summary).join(',')}]`,
    total: rows[0]?.total ?? 0,
    next:
      found.length > page.limit && last?.micros && last.id
        ? encodeCursor({ micros: BigInt(last.micros), id: last.id })
        : null,
  };
}
