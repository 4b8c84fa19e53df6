import type {
  CreateRateCardRequest,
  RateCard,
  RateCardListResponse,
  UpdateRateCardRequest,
} from '@staffplan/core';
import { type RateCardEntry, rateCardFromRows } from '@staffplan/core/pricing';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { RateCardRow } from '../db/schema';
import { AppError } from '../errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 404 'Rate card not found', the same for a missing id and for another user's card. */
function notFound(): AppError {
  return new AppError('not_found', 'Rate card not found');
}

function nameTaken(name: string): AppError {
  return new AppError('conflict', `A rate card named "${name}" already exists; choose another name.`);
}

/** The unique (owner, lower(name)) index refused the write: a name taken meanwhile. */
function isNameClash(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || String(e?.message ?? '').includes('rate_cards_owner_name');
}

/** The card as the API returns it (RateCardSchema). */
export function presentRateCard(row: RateCardRow): RateCard {
  return {
    id: row.id,
    name: row.name,
    ratesAsOf: row.rates_as_of,
    entries: row.entries as RateCardEntry[],
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function assertNameFree(db: Db, ownerId: string, name: string, except?: string): Promise<void> {
  let query = db.kysely
    .selectFrom('rate_cards')
    .select('id')
    .where('owner_id', '=', ownerId)
    .where(sql<boolean>`lower(name) = lower(${name})`);
  if (except) query = query.where('id', '!=', except);
  if (await query.executeTakeFirst()) throw nameTaken(name);
}

/** The owner's cards without entries, most recently updated first. */
export async function listRateCards(db: Db, ownerId: string): Promise<RateCardListResponse> {
  const rows = await db.kysely
    .selectFrom('rate_cards')
    .select(['id', 'name', 'rates_as_of', 'entry_count', 'created_at', 'updated_at'])
    .where('owner_id', '=', ownerId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    ratesAsOf: row.rates_as_of,
    entry_count: row.entry_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }));
}

/** One card of the owner, or 404. */
export async function getRateCard(db: Db, ownerId: string, id: string): Promise<RateCardRow> {
  if (!UUID.test(id)) throw notFound();
  const row = await db.kysely
    .selectFrom('rate_cards')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Saves a new card; a name the owner already uses is 409. */
export async function createRateCard(
  db: Db,
  ownerId: string,
  input: CreateRateCardRequest,
): Promise<RateCardRow> {
  await assertNameFree(db, ownerId, input.name);
  try {
    return await db.kysely
      .insertInto('rate_cards')
      .values({
        owner_id: ownerId,
        name: input.name,
        rates_as_of: input.ratesAsOf ?? null,
        entries: JSON.stringify(input.entries),
        entry_count: input.entries.length,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    throw isNameClash(error) ? nameTaken(input.name) : error;
  }
}

/** Changes the owner's card (entries replaced as a whole), or 404; a taken name is 409. */
export async function updateRateCard(
  db: Db,
  ownerId: string,
  id: string,
  input: UpdateRateCardRequest,
): Promise<RateCardRow> {
  await getRateCard(db, ownerId, id);
  if (input.name !== undefined) await assertNameFree(db, ownerId, input.name, id);
  try {
    const row = await db.kysely
      .updateTable('rate_cards')
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.ratesAsOf !== undefined ? { rates_as_of: input.ratesAsOf } : {}),
        ...(input.entries !== undefined
          ? { entries: JSON.stringify(input.entries), entry_count: input.entries.length }
          : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  } catch (error) {
    throw isNameClash(error) && input.name ? nameTaken(input.name) : error;
  }
}

/** Deletes the owner's card, or 404. Plans priced with it keep their own copy. */
export async function deleteRateCard(db: Db, ownerId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound();
  const result = await db.kysely
    .deleteFrom('rate_cards')
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  if (result.numDeletedRows === 0n) throw notFound();
}

/**
 * Reads a card from the rows of a CSV file or sheet (core's rateCardFromRows) and saves it as
 * a new card, or over the entries of card `id`. Every bad row is one issue of a 400.
 */
export async function importRateCard(
  db: Db,
  ownerId: string,
  input: { name: string; id?: string | undefined; ratesAsOf?: string | null | undefined; rows: string[][] },
): Promise<{ row: RateCardRow; warnings: string[] }> {
  const read = rateCardFromRows(input.rows);
  if (!read.ok) {
    const issues = read.errors.map((message) => ({ in: 'body' as const, path: 'rows', message }));
    throw new AppError('bad_request', `rows: ${read.errors[0]}`, { issues });
  }
  const fields = { name: input.name, entries: read.value, ratesAsOf: input.ratesAsOf };
  const row = input.id
    ? await updateRateCard(db, ownerId, input.id, fields)
    : await createRateCard(db, ownerId, { ...fields, ratesAsOf: input.ratesAsOf ?? null });
  return { row, warnings: read.warnings };
}
