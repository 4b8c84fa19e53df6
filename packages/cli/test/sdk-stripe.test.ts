import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ThinkingMessage } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  createClient,
  memorySessionStore,
  type StaffPlanClient,
} from '../src/index';
import {
  type CliResult,
  type LiveServer,
  PASSWORD,
  REPO_ROOT,
  runNode,
  signUpConfirmed,
  startLiveServer,
  subscribeViaCheckout,
} from './helpers/server';

// Issue 15 point 6, "an SDK like Stripe's", against the real server: one createClient on plain
// Node 20 with the thinking stream, `for await` paging, plans.chat that applies and saves
// (If-Match), onThinking, and a wrong password as an AuthenticationError with a clean message.
const EMAIL = 'sdk.stripe@example.com';
const RFP =
  'Performance Work Statement. The contractor shall provide help desk support Monday through Friday, 8 a.m. to 5 p.m., for 400 users. The contractor shall provide one project manager. Period of performance: a base year and two option years.';
let server: LiveServer;
let client: StaffPlanClient;
let planId = '';
const store = memorySessionStore();

/** Runs an ES module script with plain `node` from examples/ (resolves @staffplan/cli from dist). */
function node(script: string, env: Record<string, string>): Promise<CliResult> {
  return runNode(['--input-type=module', '-e', script], {
    cwd: join(REPO_ROOT, 'examples'),
    env: { PATH: process.env.PATH ?? '', HOME: REPO_ROOT, ...env },
  });
}

beforeAll(async () => {
  server = await startLiveServer();
  await signUpConfirmed(server, EMAIL);
  client = createClient({ baseUrl: server.url, session: store });
  const session = await client.auth.signIn({ email: EMAIL, password: PASSWORD });
  await subscribeViaCheckout(server, session.access_token);
}, 120_000);
afterAll(async () => {
  await server?.close();
});

describe('the SDK like Stripe’s, against the real server', () => {
  it('a wrong password is an AuthenticationError whose message is the sentence, not JSON', async () => {
    const other = createClient({ baseUrl: server.url });
    const error = await other.auth.signIn({ email: EMAIL, password: 'wrong-password-1' }).catch((e) => e);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).not.toBeInstanceOf(BadRequestError);
    expect(error.message).toBe('Invalid login credentials');
    expect(error.authCode).toBe('invalid_credentials');
  });

  it('createClient from @staffplan/cli streams thinking on plain Node 20 (no global WebSocket)', async () => {
    const script = `import { createClient } from '@staffplan/cli';
      const client = createClient({ baseUrl: process.env.URL });
      await client.auth.signIn({ email: process.env.EMAIL, password: process.env.PASSWORD });
      const types = [];
      const plan = await client.plans.create(
        { name: 'From plain Node', rfp_text: process.env.RFP },
        { onThinking: (m) => types.push(m.type) },
      );
      console.log(JSON.stringify({ hasGlobal: typeof globalThis.WebSocket, types, tasks: plan.generated_plan.tasks.length, id: plan.id }));`;
    const result = await node(script, { URL: server.url, EMAIL, PASSWORD, RFP });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const out = JSON.parse(result.stdout) as {
      hasGlobal: string;
      types: string[];
      tasks: number;
      id: string;
    };
    expect(out.hasGlobal).toBe('undefined');
    expect(out.types[0]).toBe('start');
    expect(out.types).toContain('thinking');
    expect(out.types.at(-1)).toBe('done');
    expect(out.tasks).toBeGreaterThan(0);
    planId = out.id;
  }, 120_000);

  it('onThinking in process: only this generation’s messages, in order, ending with done', async () => {
    const seen: ThinkingMessage[] = [];
    const created = await client.plans.create(
      { name: 'Thinking plan', rfp_text: RFP },
      { onThinking: (m) => seen.push(m) },
    );
    expect(seen[0]?.type).toBe('start');
    expect(seen.at(-1)?.type).toBe('done');
    const ids = new Set(seen.map((m) => ('generationId' in m ? m.generationId : undefined)));
    expect(ids.size).toBe(1);
    expect(created.generated_plan.tasks.length).toBeGreaterThan(0);
  }, 120_000);

  it('for await pages through every plan, a page per request, and stops reading when the loop breaks', async () => {
    const owner = (await client.auth.getUser()).id;
    await server.running.deps.db.kysely
      .insertInto('plans')
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          owner_id: owner,
          name: `Paged ${i}`,
          rfp_text: RFP,
          document_names: JSON.stringify({ primary: 'rfp.pdf', doc1: null, doc2: null }),
          generated_plan: JSON.stringify({ tasks: [] }),
          updated_at: new Date(Date.now() + 60_000 - i * 1000),
        })),
      )
      .execute();
    const requests: string[] = [];
    const counted = createClient({
      baseUrl: server.url,
      accessToken: async () => (await store.load())?.access_token,
      fetch: (url, init) => {
        if (url.includes('/api/staffing/plans?')) requests.push(url);
        return fetch(url, init);
      },
    });
    const names: string[] = [];
    for await (const plan of counted.plans.list({ limit: 3 })) names.push(plan.name);
    expect(names.slice(0, 7)).toEqual(Array.from({ length: 7 }, (_, i) => `Paged ${i}`));
    expect(names).toHaveLength(9);
    expect(requests).toHaveLength(3);
    requests.length = 0;
    for await (const plan of counted.plans.list({ limit: 3 })) if (plan.name === 'Paged 1') break;
    expect(requests).toHaveLength(1);
    expect((await counted.plans.list()).map((p) => p.name)).toEqual(names);
  }, 60_000);

  it('plans.chat applies the edit, saves it as a chat version, and saves nothing for a question', async () => {
    const before = await client.plans.get(planId);
    const edit = await client.plans.chat(planId, 'add a QA Engineer for 500 hours');
    expect(edit.saved).toBe(true);
    expect(edit.diff?.added.map((t) => t.hours)).toEqual([500]);
    expect(edit.plan.generated_plan.tasks.length).toBe(before.generated_plan.tasks.length + 1);
    const reread = await client.plans.get(planId);
    expect(reread.generated_plan.tasks.some((t) => /QA Engineer/i.test(t.lcat) && t.hours === 500)).toBe(
      true,
    );
    const { versions } = await client.plans.versions(planId);
    expect(versions[0]).toMatchObject({ source: 'chat', message: 'add a QA Engineer for 500 hours' });

    const question = await client.plans.chat(planId, 'what does task 1 cover?', { history: edit.turn });
    expect(question.saved).toBe(false);
    expect(question.reply.length).toBeGreaterThan(0);
    expect((await client.plans.get(planId)).updated_at).toBe(reread.updated_at);
  }, 60_000);

  it('plans.chat honours the version it read: an edit saved meanwhile answers ConflictError', async () => {
    let renamed = false;
    const racing = createClient({
      baseUrl: server.url,
      accessToken: async () => (await store.load())?.access_token,
      fetch: async (url, init) => {
        if (init.method === 'PATCH' && !renamed) {
          renamed = true;
          await client.plans.chat(planId, 'add a Trainer for 100 hours');
        }
        return fetch(url, init);
      },
    });
    const error = await racing.plans.chat(planId, 'add a Tester for 300 hours').catch((e) => e);
    expect(error).toBeInstanceOf(ConflictError);
    const tasks = (await client.plans.get(planId)).generated_plan.tasks;
    expect(tasks.some((t) => /Trainer/i.test(t.lcat))).toBe(true);
    expect(tasks.some((t) => /Tester/i.test(t.lcat))).toBe(false);
  }, 60_000);

  it('the SDK README’s complete examples run as written with plain node', async () => {
    const readme = await readFile(join(REPO_ROOT, 'packages/core/README.md'), 'utf8');
    const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)]
      .map((m) => m[1] ?? '')
      .filter((code) => code.includes('createClient('));
    expect(blocks).toHaveLength(2);
    const env = { STAFFPLAN_URL: server.url, STAFFPLAN_EMAIL: EMAIL, STAFFPLAN_PASSWORD: PASSWORD };
    const quick = await node(blocks[0] ?? '', env);
    expect(quick.stderr).toMatch(/^\.+$/);
    expect(quick.code).toBe(0);
    expect(quick.stdout).toMatch(/ true \d[\d.]* -> \d/);
    expect(quick.stdout).toContain(' Help desk ');
    const auth = await node(blocks[1] ?? '', env);
    expect(auth.stdout.trim()).toBe('AuthenticationError: Invalid login credentials (invalid_credentials)');
    expect(auth.code).toBe(0);
  }, 120_000);
});
