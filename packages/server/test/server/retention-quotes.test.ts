import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as backfill } from '../../src/db/migrations/0005-retention-backfill';
import { sweepExpiredDocuments } from '../../src/services/retention-sweeper';
import { QUOTE_LIMIT } from '../../src/services/retention-trim';
import { createTestClock } from '../helpers/clock';
import { buildPlanRequest } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { authHeaders, createTestUser } from '../helpers/test-user';

const HOUR = 3_600_000;

const PWS = [
  'SECTION C - PERFORMANCE WORK STATEMENT',
  'C.1 Scope. The contractor shall provide all personnel, supervision, training, equipment and supplies necessary to operate the visitor screening and access control program at the federal office building located at 1800 F Street NW, Washington, DC, during the entire period of performance.',
  'C.2 Period of Performance. The period of performance is one base year of twelve months followed by four option years of twelve months each, exercised at the discretion of the Government under FAR 52.217-9.',
  'C.3 Security Posts. The contractor shall staff two armed guard posts twenty-four hours a day, seven days a week, including federal holidays, at the main lobby entrance and at the loading dock, and each post shall be relieved for meals and breaks without leaving the post unattended at any time.',
  'C.4 Help Desk. The contractor shall operate a help desk from 7:00 a.m. to 6:00 p.m. Eastern Time, Monday through Friday, answering an estimated 1,200 calls and 800 e-mail tickets per month from agency employees about badges, building access, parking permits and visitor registration.',
  'C.5 Program Management. The contractor shall designate a full-time program manager who is the single point of contact for the contracting officer representative, attends the weekly status meeting, submits the monthly status report by the fifth business day, and maintains the quality control plan.',
].join('\n');
const ATTACHMENT =
  'J.1 Staffing. The contractor shall provide one Program Manager at 1,880 hours per year and four Help Desk Technicians at 1,880 hours per year each, and shall keep the technicians on site during core hours from 9:00 a.m. to 3:00 p.m. on every business day of the year.';

const squash = (text: string): string => text.replace(/\s+/g, ' ');

/** Every run of the documents one character longer than the bound. */
function longQuotes(): string[] {
  const windows = new Set<string>();
  for (const line of [...PWS.split('\n'), ATTACHMENT].map(squash)) {
    for (let i = 0; i + QUOTE_LIMIT + 1 <= line.length; i += 7)
      windows.add(line.slice(i, i + QUOTE_LIMIT + 1));
  }
  return [...windows];
}

function stringsOf(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(squash(value));
  else if (value instanceof Uint8Array) out.push(squash(Buffer.from(value).toString('utf8')));
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, out);
  else if (value !== null && typeof value === 'object' && !(value instanceof Date))
    for (const item of Object.values(value)) stringsOf(item, out);
  return out;
}

/** Runs of the documents longer than the bound found in any row of any table, by table. */
async function leftovers(server: TestServer): Promise<Record<string, number>> {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(server.deps.db.kysely);
  expect(tables.map((t) => t.name)).toContain('plans');
  const quotes = longQuotes();
  const found: Record<string, number> = {};
  for (const { name } of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(
      server.deps.db.kysely,
    );
    const text = stringsOf(rows, []).join('\n');
    const hits = quotes.filter((q) => text.includes(q)).length;
    if (hits > 0) found[name] = hits;
  }
  return found;
}

function retentionSuite(name: string, postgres: boolean) {
  describe(name, () => {
    const clock = createTestClock(new Date('2026-03-01T12:00:00Z'));
    let server: TestServer;
    beforeAll(async () => {
      server = await getTestServer({ postgres, overrides: { clock: clock.now } });
    });
    afterAll(() => server?.close());

    it(`after the retention window no table keeps a run of the documents longer than ${QUOTE_LIMIT} characters`, async () => {
      const user = await createSubscriber(server);
      const res = await fetch(`${server.url}/api/staffing/plans`, {
        method: 'POST',
        headers: authHeaders(user),
        body: JSON.stringify(
          buildPlanRequest({
            rfp_text: PWS,
            supporting_doc1: ATTACHMENT,
            name: 'Retention',
            total_fte: null,
          }),
        ),
      });
      expect(res.status).toBe(200);
      const { id, generated_plan: original } = (await res.json()) as { id: string; generated_plan: unknown };
      await server.deps.db.kysely
        .insertInto('documents')
        .values({
          owner_id: user.user.id,
          name: 'pws.txt',
          kind: 'text',
          text: PWS,
          characters: PWS.length,
          expires_at: new Date(clock.now().getTime() + 24 * HOUR),
        })
        .execute();
      // Before the window ends the documents are kept whole, and the plan quotes them at length.
      const before = await leftovers(server);
      expect(Object.keys(before)).toEqual(expect.arrayContaining(['plans', 'documents']));

      clock.advance(25 * HOUR);
      expect(await sweepExpiredDocuments(server.deps.db, clock.now())).toMatchObject({
        skipped: false,
        plans: 1,
      });
      expect(await leftovers(server)).toEqual({});

      // A day later the access token has expired: sign in again.
      const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const session = { accessToken: ((await signIn.json()) as { access_token: string }).access_token };
      // The plan is still a plan: same tasks and hours, references kept, quotes cut short.
      const saved = (await (
        await fetch(`${server.url}/api/staffing/plans/${id}`, { headers: authHeaders(session) })
      ).json()) as { generated_plan: { tasks: Array<{ hours: number; lcat: string }> }; rfp_text: unknown };
      const tasks = (original as { tasks: Array<{ hours: number; lcat: string }> }).tasks;
      expect(saved.rfp_text).toBeNull();
      expect(saved.generated_plan.tasks.map((t) => [t.lcat, t.hours])).toEqual(
        tasks.map((t) => [t.lcat, t.hours]),
      );

      // A client still holding the whole plan cannot write the quotes back.
      const patch = await fetch(`${server.url}/api/staffing/plans/${id}`, {
        method: 'PATCH',
        headers: authHeaders(session),
        body: JSON.stringify({ generated_plan: original }),
      });
      expect(patch.status).toBe(200);
      expect(await leftovers(server)).toEqual({});
    });

    it('plans purged before quotes were cut are cut by the first sweep after the upgrade', async () => {
      const user = await createTestUser(server);
      const quote = squash(PWS.split('\n')[3] ?? '');
      const { id } = await server.deps.db.kysely
        .insertInto('plans')
        .values({
          owner_id: user.user.id,
          name: 'Purged long ago',
          rfp_text: null,
          document_names: JSON.stringify({ primary: 'pws.txt' }),
          generated_plan: JSON.stringify({
            tasks: [{ taskId: '1', lcat: 'Guard', hours: 8760, citation: { ref: 'C.3', quote } }],
          }),
          requirement_digest: JSON.stringify([{ id: 'r1', ref: 'C.3', text: quote }]),
          texts_expire_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await backfill(server.deps.db.kysely as unknown as Kysely<unknown>);
      // The migration marks them due at the database's own time; the sweeper runs after it.
      clock.set(new Date(Date.now() + HOUR));
      await sweepExpiredDocuments(server.deps.db, clock.now());
      expect(await leftovers(server)).toEqual({});
      const row = await server.deps.db.kysely
        .selectFrom('plans')
        .select(['generated_plan', 'texts_expire_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.texts_expire_at).toBeNull();
      expect(JSON.stringify(row.generated_plan)).toContain('C.3');
    });
  });
}

retentionSuite('retention keeps short citations only (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  retentionSuite('retention keeps short citations only (Postgres)', true);
});
