import type { RateCard, RateCardSummary } from '@staffplan/core';
import { rowsFromCsv } from '@staffplan/core/pricing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../billing/helpers';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser, type TestUser } from '../helpers/test-user';

const BASE = '/api/staffing/rate-cards';
const CSV =
  'Labor Category,Hourly Rate,Escalation %\nProgram Manager,$95.00,\n"Analyst, Senior",$60.50,2.5\n';

/** The rate library as a user meets it, on one database. */
function rateLibraryJourney(postgres: boolean) {
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    server = await getTestServer({ postgres });
    alice = await createTestUser(server);
    bob = await createTestUser(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('imports a CSV, lists it, reads it back, edits and deletes it, owner-scoped', async () => {
    const imported = await api(server, `${BASE}/import`, {
      user: alice,
      body: { name: ' FY27 company rates ', ratesAsOf: '2026-10-01', rows: rowsFromCsv(CSV) },
    });
    expect(imported.status).toBe(200);
    const card = imported.body.card as RateCard;
    expect(card).toMatchObject({
      name: 'FY27 company rates',
      ratesAsOf: '2026-10-01',
      entries: [
        { lcat: 'Program Manager', rate: '95.00', source: { kind: 'company' } },
        { lcat: 'Analyst, Senior', rate: '60.50', source: { kind: 'company' }, escalationPercent: '2.5' },
      ],
    });
    expect(imported.body.warnings).toEqual([]);

    const list = await api(server, BASE, { user: alice });
    expect(list.status).toBe(200);
    const summaries = list.body as unknown as RateCardSummary[];
    expect(summaries).toEqual([
      expect.objectContaining({ id: card.id, name: 'FY27 company rates', entry_count: 2 }),
    ]);
    expect(summaries[0]).not.toHaveProperty('entries');

    // Bob sees none of it: his list is empty and Alice's id is a 404, as a missing one is.
    expect((await api(server, BASE, { user: bob })).body).toEqual([]);
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const res = await api(server, `${BASE}/${card.id}`, {
        user: bob,
        method,
        ...(method === 'PATCH' ? { body: { name: 'Mine now' } } : {}),
      });
      expect(res.status, method).toBe(404);
      expect(res.body).toMatchObject({ code: 'not_found', error: 'Rate card not found' });
    }
    expect((await api(server, `${BASE}/not-a-uuid`, { user: alice })).status).toBe(404);

    const edited = await api(server, `${BASE}/${card.id}`, {
      user: alice,
      method: 'PATCH',
      body: { entries: [{ lcat: 'Program Manager', rate: '97.25', source: { kind: 'company' } }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'FY27 company rates', entries: [{ rate: '97.25' }] });
    const read = await api(server, `${BASE}/${card.id}`, { user: alice });
    expect((read.body as unknown as RateCard).entries).toHaveLength(1);
    expect(
      ((await api(server, BASE, { user: alice })).body as unknown as RateCardSummary[])[0]?.entry_count,
    ).toBe(1);

    expect((await api(server, `${BASE}/${card.id}`, { user: alice, method: 'DELETE' })).body).toEqual({
      ok: true,
    });
    expect((await api(server, `${BASE}/${card.id}`, { user: alice })).status).toBe(404);
  });

  it('names every bad row of an import, and keeps names unique per user', async () => {
    const bad = await api(server, `${BASE}/import`, {
      user: alice,
      body: {
        name: 'Broken',
        rows: [
          ['LCAT', 'Rate'],
          ['Program Manager', 'n/a'],
          ['', '50'],
        ],
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'bad_request',
      error: 'rows: row 2: rate "n/a" is not an amount such as 152.34',
      issues: [
        { in: 'body', path: 'rows', message: 'row 2: rate "n/a" is not an amount such as 152.34' },
        { in: 'body', path: 'rows', message: 'row 3: no labour category' },
      ],
    });
    const created = await api(server, BASE, {
      user: alice,
      body: {
        name: 'SCA rates',
        entries: [
          {
            lcat: 'Guard I',
            rate: 21.5,
            source: { kind: 'wage-determination', wdNumber: '2015-4281', healthWelfare: '5.36' },
          },
        ],
      },
    });
    expect(created.status).toBe(200);
    const clash = await api(server, BASE, { user: alice, body: { name: 'sca RATES' } });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({
      code: 'conflict',
      error: 'A rate card named "sca RATES" already exists; choose another name.',
    });
    // Another user may use the same name.
    expect((await api(server, BASE, { user: bob, body: { name: 'SCA rates' } })).status).toBe(200);
    const empty = await api(server, BASE, { user: alice, body: { name: '  ' } });
    expect(empty.body).toMatchObject({
      code: 'bad_request',
      error: 'name: Please enter a name for this rate card',
    });
    // Re-importing over a card replaces its entries under its id.
    const id = (created.body as unknown as RateCard).id;
    const again = await api(server, `${BASE}/import`, {
      user: alice,
      body: {
        id,
        name: 'SCA rates',
        rows: [
          ['Labor Category', 'Rate', 'WD', 'H&W'],
          ['Guard II', '23.10', '2015-4281', '5.36'],
        ],
      },
    });
    expect(again.status).toBe(200);
    expect(again.body.card).toMatchObject({
      id,
      entries: [
        { lcat: 'Guard II', rate: '23.10', source: { kind: 'wage-determination', healthWelfare: '5.36' } },
      ],
    });
  });

  it('removes the cards with the account', async () => {
    const carol = await createTestUser(server);
    expect((await api(server, BASE, { user: carol, body: { name: 'Temp' } })).status).toBe(200);
    const gone = await api(server, '/api/account', { user: carol, method: 'DELETE' });
    expect(gone.status).toBe(200);
    const left = await server.deps.db.kysely
      .selectFrom('rate_cards')
      .select('id')
      .where('owner_id', '=', carol.user.id)
      .execute();
    expect(left).toEqual([]);
  });
}

describe('rate library on PGlite', () => rateLibraryJourney(false));
describe.runIf(postgresWanted())('rate library on Postgres', () => rateLibraryJourney(true));
