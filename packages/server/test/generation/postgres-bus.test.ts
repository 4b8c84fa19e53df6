import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreatePlanRequestSchema, type ThinkingMessage } from '@staffplan/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/index';
import { openDatabase } from '../../src/db/connect';
import { createPostgresBus } from '../../src/generation/bus';
import { type RunningServer, startServer } from '../../src/server';
import { buildPlanRequest } from '../helpers/factories';
import { createSubscriber } from '../helpers/subscription';
import { postgresWanted, type TestServer, testDatabaseUrl } from '../helpers/test-server';
import { createTestUser } from '../helpers/test-user';
import { openThinking } from './socket-client';

// Two server instances on one real Postgres: the thinking of a generation running on A
// reaches a socket served by B through LISTEN/NOTIFY.
describe.runIf(postgresWanted())('thinking across instances (Postgres LISTEN/NOTIFY)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let dataDir: string;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    const url = testDatabaseUrl() ?? '';
    // A shared data folder: both instances sign and verify with the same auth key.
    dataDir = await mkdtemp(join(tmpdir(), 'staffplan-bus-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      // One public URL: both instances issue and accept tokens of the same issuer.
      PUBLIC_URL: 'http://localhost:8787',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      AUTH_RATE_LIMIT: '1000',
    });
    a = await startServer(config, { background: false, db: { schema } });
    b = await startServer(config, { background: false, db: { schema, dropSchemaOnClose: true } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a socket on instance B receives the thinking of a generation on instance A, in order', async () => {
    expect(a.deps.db.kind).toBe('postgres');
    const serverA = { ...a, config: a.deps.config } as TestServer;
    const user = await createSubscriber(serverA);
    const other = await createTestUser(serverA);
    const onB = await openThinking(b.url, { token: user.accessToken });
    const otherOnB = await openThinking(b.url, { token: other.accessToken });
    const result = await a.deps.generator.generate({
      user: { id: user.user.id, email: user.email, sessionId: null },
      input: CreatePlanRequestSchema.parse(buildPlanRequest({ name: 'Across instances' })),
    });
    await onB.waitFor((m) => m.type === 'done');
    const types = onB.messages.map((m) => m.type);
    expect(types[1]).toBe('start');
    expect(types.at(-1)).toBe('done');
    expect(types.filter((t) => t === 'thinking').length).toBeGreaterThan(2);
    expect(onB.messages.at(-1)).toEqual({
      type: 'done',
      generationId: result.generationId,
      planId: result.planId,
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(otherOnB.messages.map((m) => m.type)).toEqual(['ready']);
    onB.ws.close();
    otherOnB.ws.close();
  });

  it('cuts large thinking into NOTIFY payloads under 8,000 bytes and keeps the text whole', async () => {
    const url = testDatabaseUrl() ?? '';
    const one = await openDatabase({ dataDir: 'memory://', databaseUrl: url }, { schema });
    const two = await openDatabase({ dataDir: 'memory://', databaseUrl: url }, { schema });
    const sender = await createPostgresBus(one);
    const receiver = await createPostgresBus(two);
    const received: ThinkingMessage[] = [];
    await receiver.subscribe('user-1', (m) => received.push(m));
    const content = `${'Ünïcödé thinking — '.repeat(1_500)}${'"quoted" \\ back\n'.repeat(500)}`;
    await sender.publish('user-1', { type: 'thinking', content, generationId: 'g1' });
    await sender.publish('user-1', { type: 'done', generationId: 'g1' });
    const deadline = Date.now() + 5_000;
    while (received.at(-1)?.type !== 'done' && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(received.length).toBeGreaterThan(3);
    expect(received.map((m) => (m.type === 'thinking' ? m.content : '')).join('')).toBe(content);
    await sender.close();
    await receiver.close();
    await one.close();
    await two.close();
  });
});
