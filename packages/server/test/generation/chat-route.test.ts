import { ChatResponseSchema, DEFAULT_HOURS_PER_FTE, type GeneratedPlan } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSubscriber } from '../helpers/subscription';
import { getTestServer, type TestServer } from '../helpers/test-server';
import { authHeaders, createTestUser, type TestUser } from '../helpers/test-user';

let server: TestServer;
let user: TestUser;

const plan: GeneratedPlan = {
  hoursPerFte: DEFAULT_HOURS_PER_FTE,
  tasks: [
    {
      taskId: '1.1',
      lcat: 'Program Manager',
      hours: DEFAULT_HOURS_PER_FTE,
      mathRationale: '1 FTE x 1,880 h = 1,880',
      basis: 'C.3.1: The contractor shall provide a program manager.',
      keyPersonnel: true,
    },
    {
      taskId: '2.1',
      lcat: 'Developer',
      hours: 3760,
      mathRationale: '2 FTE x 1,880 h = 3,760',
      basis: 'C.4: The contractor shall develop the system.',
    },
    {
      taskId: '3',
      lcat: 'QA Engineer',
      hours: 940,
      mathRationale: '0.5 FTE x 1,880 h = 940',
      basis: 'C.5: The contractor shall test every release.',
    },
  ],
};

beforeAll(async () => {
  server = await getTestServer();
  user = await createSubscriber(server);
});
afterAll(() => server.close());

async function chat(message: string, planData: unknown = plan, extra: object = {}) {
  const res = await fetch(`${server.url}/api/chat/message`, {
    method: 'POST',
    headers: authHeaders(user),
    body: JSON.stringify({ message, planData, history: [], ...extra }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function edit(message: string) {
  const { status, body } = await chat(message);
  expect(status).toBe(200);
  const parsed = ChatResponseSchema.parse(body);
  return { ...parsed, plan: parsed.updatedPlan as unknown as GeneratedPlan };
}

describe('POST /api/chat/message with the local intent parser', () => {
  it('adds a task (role, hours, location) and explains it with the diff', async () => {
    const r = await edit('Add a DevOps Engineer for 1,000 hours, remote');
    expect(r.plan.tasks.at(-1)).toMatchObject({ lcat: 'DevOps Engineer', hours: 1000, location: 'Remote' });
    expect(r.message).toBe(
      'Added 1 task (DevOps Engineer, 1,000 h); total 6,580 h -> 7,580 h, 3.50 -> 4.03 FTE.',
    );
    expect(r.diff?.added).toHaveLength(1);
  });

  it('removes a task', async () => {
    const r = await edit('remove task 3');
    expect(r.plan.tasks.map((t) => t.taskId)).toEqual(['1.1', '2.1']);
    expect(r.diff?.removed).toEqual([{ taskId: '3', lcat: 'QA Engineer', hours: 940 }]);
  });

  it('changes hours: absolute, +/- n and +/- n%', async () => {
    expect((await edit('set task 3 to 1,200 hours')).plan.tasks[2]?.hours).toBe(1200);
    expect((await edit('increase task 3 by 60 hours')).plan.tasks[2]?.hours).toBe(1000);
    expect((await edit('cut all Developer hours by 25%')).plan.tasks[1]?.hours).toBe(2820);
  });

  it('changes the role or the location of a task or of all tasks of a role', async () => {
    expect((await edit('change the role of task 2.1 to Senior Developer')).plan.tasks[1]?.lcat).toBe(
      'Senior Developer',
    );
    expect((await edit('make all QA Engineer tasks on-site')).plan.tasks[2]?.location).toBe('On-site');
  });

  it('scales the plan to an FTE target, key personnel kept', async () => {
    const r = await edit('scale the plan to 3 FTE');
    expect(r.plan.tasks.reduce((s, t) => s + t.hours, 0)).toBeCloseTo(5640, 0);
    expect(r.plan.tasks[0]?.hours).toBe(DEFAULT_HOURS_PER_FTE);
    expect(r.message).toMatch(/3\.50 -> 3\.00 FTE\.$/);
  });

  it('splits a task between roles', async () => {
    const r = await edit('split task 2.1 50/50 between Developer and DevOps Engineer');
    expect(r.plan.tasks.map((t) => [t.taskId, t.lcat, t.hours])).toContainEqual([
      '2.1b',
      'DevOps Engineer',
      DEFAULT_HOURS_PER_FTE,
    ]);
  });

  it('answers why questions from the basis without changing the plan', async () => {
    const r = await edit('Why does task 1.1 have 1,880 hours?');
    expect(r.message).toContain('C.3.1: The contractor shall provide a program manager.');
    expect(r.plan).toEqual(plan);
    expect(r.diff?.added).toEqual([]);
  });

  it('answers nonsense plainly with examples, plan unchanged and complete', async () => {
    const r = await edit('banana weather pizza');
    expect(r.message).toContain('Scale the plan to 12 FTE');
    expect(r.plan).toEqual(plan);
  });

  it('reports an edit it cannot apply', async () => {
    const r = await edit('remove task 42');
    expect(r.message).toContain('No task matches task 42');
    expect(r.plan).toEqual(plan);
  });

  it('reads plans in every shape a client may send and starts from an empty plan when none is sent', async () => {
    const wrapped = await chat('add a QA Engineer for 100 hours', {
      finalStaffingPlan: { tasks: JSON.stringify(plan.tasks) },
    });
    expect((ChatResponseSchema.parse(wrapped.body).updatedPlan.tasks as unknown[]).length).toBe(4);
    const empty = await chat('add a QA Engineer for 100 hours', {});
    expect(ChatResponseSchema.parse(empty.body).updatedPlan.tasks).toEqual([
      expect.objectContaining({ taskId: '1', lcat: 'QA Engineer', hours: 100 }),
    ]);
    const invalid = await chat('add a QA Engineer for 100 hours', 42);
    expect(invalid.status).toBe(422);
  });

  it('normalises history and validates the message', async () => {
    const ok = await chat('remove task 3', plan, {
      history: [{ role: 'system', content: 7 }, { role: 'assistant', content: null }, 'junk'],
    });
    expect(ok.status).toBe(400);
    const fine = await chat('remove task 3', plan, {
      history: [
        { role: 'system', content: 7 },
        { role: 'assistant', content: null },
      ],
    });
    expect(fine.status).toBe(200);
    expect((await chat('   ')).status).toBe(400);
  });

  it('records chat usage as an estimate and refuses unauthenticated or unsubscribed callers', async () => {
    const events = await server.deps.db.kysely
      .selectFrom('usage_events')
      .selectAll()
      .where('user_id', '=', user.user.id)
      .where('kind', '=', 'chat')
      .execute();
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => e.estimated && e.provider === 'local' && e.input_tokens > 0)).toBe(true);
    const anonymous = await fetch(`${server.url}/api/chat/message`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'hi', planData: plan }),
    });
    expect(anonymous.status).toBe(401);
    const stranger = await createTestUser(server);
    const res = await fetch(`${server.url}/api/chat/message`, {
      method: 'POST',
      headers: authHeaders(stranger),
      body: JSON.stringify({ message: 'hi', planData: plan }),
    });
    expect(res.status).toBe(403);
  });

  it("refuses a planId of another user's plan (404)", async () => {
    const r = await chat('remove task 3', plan, { planId: '00000000-0000-4000-8000-000000000000' });
    expect(r.status).toBe(404);
  });
});
