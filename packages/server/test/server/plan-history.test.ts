import { DEFAULT_HOURS_PER_FTE, type GeneratedPlanInput, UNDO_LIMIT } from '@staffplan/core';
import { ConflictError, createClient, NotFoundError, type StaffPlanClient } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTE_LIMIT } from '../../src/services/retention-trim';
import { sweepExpiredDocuments } from '../../src/services/retention-sweeper';
import { buildGeneratedPlan, buildPlanRequest } from '../helpers/factories';
import { grantSubscription } from '../helpers/subscription';
import { getTestServer, postgresWanted, type TestServer } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';

/** The plan with task 1's hours set (a manual edit or a chat edit of one cell). */
const withHours = (hours: number): GeneratedPlanInput =>
  buildGeneratedPlan({
    tasks: [
      { taskId: '1', lcat: 'Program Manager', hours, mathRationale: '', basis: 'C.3.1' },
      { taskId: '2', lcat: 'Help Desk Analyst', hours: 3760, mathRationale: '', basis: 'C.3.2' },
    ],
  });

const hoursOf = (plan: { generated_plan: { tasks: Array<{ hours: number }> } }) =>
  plan.generated_plan.tasks[0]?.hours;

function historySuite(name: string, postgres: boolean) {
  describe(name, () => {
    let server: TestServer;
    let client: StaffPlanClient;
    let other: StaffPlanClient;
    beforeAll(async () => {
      server = await getTestServer({ postgres });
      const [user, stranger] = await Promise.all([createTestUser(server), createTestUser(server)]);
      await grantSubscription(server, user.user.id);
      client = createClient({ baseUrl: server.url, accessToken: user.accessToken, maxRetries: 0 });
      other = createClient({ baseUrl: server.url, accessToken: stranger.accessToken, maxRetries: 0 });
    });
    afterAll(() => server?.close());

    /** A generated plan, then saved as the small plan with task 1 at 1,880 h (its first edit). */
    const fresh = async (): Promise<string> => {
      const { id } = await client.plans.create(buildPlanRequest({ name: `History ${Date.now()}` }));
      return id;
    };

    it('records each edit with its source and message; undo says what it undid; redo brings it back', async () => {
      const id = await fresh();
      expect((await client.plans.versions(id)).versions).toEqual([]);
      await client.plans.update(id, {
        generated_plan: withHours(DEFAULT_HOURS_PER_FTE),
        change: { source: 'edit' },
      });
      await client.plans.update(id, {
        generated_plan: withHours(940),
        change: { source: 'chat', message: 'set the program manager to 0.5 FTE' },
      });
      const history = await client.plans.versions(id);
      expect(history.versions.map((v) => [v.seq, v.source, v.message])).toEqual([
        [3, 'chat', 'set the program manager to 0.5 FTE'],
        [2, 'edit', null],
        [1, 'generated', null],
      ]);
      expect(history.current).toBe(3);
      expect(history.undo?.summary).toContain('1 Program Manager: 1,880 h -> 940 h');
      expect(history.versions[0]?.diff?.changed).toEqual([
        {
          taskId: '1',
          lcat: 'Program Manager',
          hoursBefore: DEFAULT_HOURS_PER_FTE,
          hoursAfter: 940,
          fields: ['hours'],
        },
      ]);
      expect(history.redo).toBeNull();

      const undone = await client.plans.undo(id);
      expect(undone.step).toMatchObject({
        seq: 3,
        source: 'chat',
        message: 'set the program manager to 0.5 FTE',
      });
      expect(hoursOf(undone.plan)).toBe(DEFAULT_HOURS_PER_FTE);
      expect(hoursOf(await client.plans.get(id))).toBe(DEFAULT_HOURS_PER_FTE);
      // A new request (a reload, another tab, the CLI) sees the same history: redo is there.
      const reloaded = await client.plans.versions(id);
      expect(reloaded.current).toBe(2);
      expect(reloaded.redo?.message).toBe('set the program manager to 0.5 FTE');
      expect(reloaded.undo?.seq).toBe(2);

      const redone = await client.plans.redo(id);
      expect(redone.step.seq).toBe(3);
      expect(hoursOf(redone.plan)).toBe(940);
      expect(redone.history.redo).toBeNull();
      expect((await client.plans.get(id)).total_fte).toBe(2);
    });

    it('undo walks back to the generated plan and stops there; redo stops at the newest', async () => {
      const id = await fresh();
      const generated = await client.plans.get(id);
      await client.plans.update(id, { generated_plan: withHours(100), change: { source: 'edit' } });
      await client.plans.update(id, { generated_plan: withHours(200), change: { source: 'edit' } });
      expect(hoursOf(await client.plans.undo(id).then((r) => r.plan))).toBe(100);
      const first = await client.plans.undo(id);
      expect(first.plan.generated_plan.tasks).toEqual(generated.generated_plan.tasks);
      expect(first.history.undo).toBeNull();
      await expect(client.plans.undo(id)).rejects.toBeInstanceOf(ConflictError);
      await client.plans.redo(id);
      await client.plans.redo(id);
      await expect(client.plans.redo(id)).rejects.toBeInstanceOf(ConflictError);
      expect(hoursOf(await client.plans.get(id))).toBe(200);
    });

    it('only edits make versions: a rename or a save that changes no task does not', async () => {
      const id = await fresh();
      await client.plans.update(id, { generated_plan: withHours(500), change: { source: 'edit' } });
      const renamed = await client.plans.rename(id, '  Guard services (rev 2) ');
      expect(renamed.name).toBe('Guard services (rev 2)');
      expect(hoursOf(renamed)).toBe(500);
      await client.plans.update(id, {
        generated_plan: withHours(500),
        change: { source: 'chat', message: 'what does task 1 cover?' },
      });
      const history = await client.plans.versions(id);
      expect(history.versions.map((v) => v.seq)).toEqual([2, 1]);
      expect((await client.plans.undo(id)).plan.name).toBe('Guard services (rev 2)');
    });

    it('a rename carries into the title the plan took from its name, in every version', async () => {
      const id = await fresh();
      const plan = await client.plans.get(id);
      expect(plan.generated_plan.title).toBe(plan.name);
      const tasks = plan.generated_plan.tasks.map((t, i) => (i === 0 ? { ...t, hours: t.hours + 1 } : t));
      await client.plans.update(id, {
        generated_plan: { ...plan.generated_plan, tasks },
        change: { source: 'edit' },
      });
      const renamed = await client.plans.rename(id, 'Renamed plan');
      expect(renamed.generated_plan.title).toBe('Renamed plan');
      expect((await client.plans.versions(id)).versions).toHaveLength(2);
      expect((await client.plans.undo(id)).plan.generated_plan.title).toBe('Renamed plan');
    });

    it('a new edit after an undo ends redo', async () => {
      const id = await fresh();
      await client.plans.update(id, { generated_plan: withHours(10), change: { source: 'edit' } });
      await client.plans.update(id, { generated_plan: withHours(20), change: { source: 'edit' } });
      await client.plans.undo(id);
      await client.plans.update(id, {
        generated_plan: withHours(30),
        change: { source: 'chat', message: 'x' },
      });
      const history = await client.plans.versions(id);
      expect(history.redo).toBeNull();
      expect(history.versions.map((v) => [v.seq, v.undone])).toEqual([
        [3, false],
        [2, false],
        [1, false],
      ]);
      expect(hoursOf(await client.plans.undo(id).then((r) => r.plan))).toBe(10);
    });

    it(`keeps the last ${UNDO_LIMIT} undo steps`, async () => {
      const id = await fresh();
      for (let i = 1; i <= UNDO_LIMIT + 3; i++)
        await client.plans.update(id, { generated_plan: withHours(i), change: { source: 'edit' } });
      const history = await client.plans.versions(id);
      expect(history.versions).toHaveLength(UNDO_LIMIT + 1);
      for (let i = 0; i < UNDO_LIMIT; i++) await client.plans.undo(id);
      expect(hoursOf(await client.plans.get(id))).toBe(3);
      await expect(client.plans.undo(id)).rejects.toBeInstanceOf(ConflictError);
    });

    it('a regeneration is a version: undo brings the edits back', async () => {
      const id = await fresh();
      await client.plans.update(id, { generated_plan: withHours(777), change: { source: 'edit' } });
      const plan = await client.plans.get(id);
      await client.plans.update(id, { rfp_text: plan.rfp_text ?? '', name: plan.name });
      expect(hoursOf(await client.plans.get(id))).not.toBe(777);
      expect((await client.plans.versions(id)).versions[0]?.source).toBe('generated');
      expect(hoursOf((await client.plans.undo(id)).plan)).toBe(777);
    });

    it("another user's plan: versions, undo and redo are 404", async () => {
      const id = await fresh();
      await client.plans.update(id, { generated_plan: withHours(5), change: { source: 'edit' } });
      await expect(other.plans.versions(id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(other.plans.undo(id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(other.plans.redo(id)).rejects.toBeInstanceOf(NotFoundError);
      await expect(other.plans.redo('not-a-uuid')).rejects.toBeInstanceOf(NotFoundError);
      expect(hoursOf(await client.plans.get(id))).toBe(5);
    });

    it('deleting a plan deletes its history', async () => {
      const id = await fresh();
      await client.plans.update(id, { generated_plan: withHours(5), change: { source: 'edit' } });
      await client.plans.delete(id);
      const left = await server.deps.db.kysely
        .withTables<{ plan_versions: { plan_id: string } }>()
        .selectFrom('plan_versions')
        .select('plan_id')
        .where('plan_id', '=', id)
        .execute();
      expect(left).toEqual([]);
    });

    // Last: the sweep purges every plan of this server.
    it('the retention sweeper cuts the quotes of every version, as of the plan', async () => {
      const id = await fresh();
      const long = `C.3.1 ${'The contractor shall staff the help desk every business day. '.repeat(8)}`;
      const withBasis = (hours: number) => {
        const plan = withHours(hours);
        return { ...plan, tasks: plan.tasks.map((t) => ({ ...t, basis: long })) };
      };
      await client.plans.update(id, { generated_plan: withBasis(10), change: { source: 'edit' } });
      await client.plans.update(id, { generated_plan: withBasis(20), change: { source: 'edit' } });
      await sweepExpiredDocuments(server.deps.db, new Date(Date.now() + 48 * 3_600_000));
      const versions = await server.deps.db.kysely
        .withTables<{
          plan_versions: { plan_id: string; generated_plan: { tasks: Array<{ basis: string }> } };
        }>()
        .selectFrom('plan_versions')
        .select('generated_plan')
        .where('plan_id', '=', id)
        .execute();
      expect(versions).toHaveLength(3);
      const bases = versions.flatMap((v) => v.generated_plan.tasks.map((t) => t.basis));
      expect(Math.max(...bases.map((b) => b.length))).toBeLessThanOrEqual(QUOTE_LIMIT);
      const undone = await client.plans.undo(id);
      expect(hoursOf(undone.plan)).toBe(10);
      expect(undone.plan.generated_plan.tasks[0]?.basis.length).toBeLessThanOrEqual(QUOTE_LIMIT);
    });
  });
}

historySuite('plan history: undo and redo on the server (PGlite)', false);
describe.runIf(postgresWanted())('on Postgres', () => {
  historySuite('plan history: undo and redo on the server (Postgres)', true);
});
