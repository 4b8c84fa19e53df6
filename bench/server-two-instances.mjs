// Two server instances on one Postgres, measured (issue 13, point 7). Run after a build:
// `BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/server-two-instances.mjs`
// (TEST_DATABASE_URL works too). Both instances run in child processes with the server's Node
// flags, share a fresh schema (dropped at the end), a signing key and a public URL.
//  1. The thinking stream crosses instances: a socket on A follows a generation run by B.
//  2. A bounded load (BENCH_SECONDS, BENCH_CONCURRENCY): list, get, update, generate and chat,
//     each call on a random instance; after every update the other instance's list is read
//     at once and must show the new name (plan list cache consistency).
//  3. One instance is killed with SIGKILL mid-regeneration; the survivor must mark the job
//     failed once its heartbeat stops, the plan must be the version before (nothing torn),
//     and the survivor keeps serving.
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_HOURS_PER_FTE } from '../packages/core/dist/index.js';
import { serverNodeFlags } from './lib/server-flags.mjs';

const serverPkg = fileURLToPath(new URL('../packages/server/package.json', import.meta.url));
const require = createRequire(serverPkg);
const serverDist = new URL('../packages/server/dist/index.js', import.meta.url).href;

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('Set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a Postgres URL');
  const seconds = Number(process.env.BENCH_SECONDS ?? 20);
  const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'staffplan-bench-'));
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    BENCH_SCHEMA: schema,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8787',
    LOG_LEVEL: 'error',
    NODE_ENV: 'development',
    TOKEN_LIMIT: '1000000000',
  };
  const pg = require('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const children = [];
  const start = async () => {
    const child = fork(fileURLToPath(import.meta.url), ['instance'], { env, execArgv: serverNodeFlags });
    children.push(child);
    const [message] = await once(child, 'message');
    return { child, url: message.url };
  };
  try {
    // A migrates and writes the signing key first; B starts on both.
    const a = await start();
    const b = await start();
    await db.query(`set search_path to ${schema}`);
    const instances = [a, b];
    const users = [];
    for (let i = 0; i < 4; i++) users.push(await signUp(a.url, db, i));
    for (const user of users) await seedPlans(user, instances);

    const crossing = await thinkingAcross(a, b, users[0]);
    const load = await runLoad(instances, users, seconds, concurrency);
    const kill = await killMidGeneration(a, b, users[1], db);
    const survivor = await timed(() => call(a.url, users[1], 'GET', '/api/staffing/plans'));

    const report = { schema, seconds, concurrency, crossing, load, kill, survivorListMs: survivor.ms };
    console.log(JSON.stringify(report, null, 2));
    console.log(markdown(report));
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await db.query(`drop schema if exists ${schema} cascade`).catch(() => {});
    await db.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const PASSWORD = 'Sturdy-Plan-2026!';
const RFP = [
  'C.3.1 Program Management. The contractor shall provide a program manager for the period of performance.',
  'C.3.2 Help Desk. The contractor shall staff the help desk 8x5 for 2,000 users at 3 sites.',
  'C.3.3 Security. The contractor shall provide one guard post 24x7 at the Washington, DC facility.',
].join('\n');

async function signUp(url, db, index) {
  const email = `bench-two-${Date.now()}-${index}@example.com`;
  const json = { 'content-type': 'application/json' };
  await fetch(`${url}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const mail = await db.query('select links from outbox_emails where "to" = $1', [email]);
  await fetch(mail.rows[0].links[0].replace('http://localhost:8787', url), { redirect: 'manual' });
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const session = await res.json();
  const now = new Date();
  await db.query(
    `insert into subscriptions (user_id, provider, status, tier, subscription_id, current_period_start, current_period_end)
     values ($1, 'local', 'active', 'enterprise', $2, $3, $4)`,
    [session.user.id, `local_${session.user.id}`, now, new Date(now.getTime() + 30 * 86_400_000)],
  );
  return { token: session.access_token, id: session.user.id, plans: [] };
}

async function call(url, user, method, path, body) {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ...result, ms: performance.now() - started };
}

async function seedPlans(user, instances) {
  for (let i = 0; i < 5; i++) {
    const at = instances[i % 2].url;
    const res = await call(at, user, 'POST', '/api/staffing/plans', {
      approach: 'bottom_up',
      name: `Seed ${i}`,
      total_fte: null,
      rfp_text: RFP,
    });
    if (res.status !== 200) throw new Error(`seed: ${res.status} ${JSON.stringify(res.body)}`);
    user.plans.push(res.body.id);
  }
}

function openSocket(url, token) {
  const WebSocket = require('ws');
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/ws/thinking?access_token=${token}`);
  const messages = [];
  const waiters = new Set();
  ws.on('message', (data) => {
    messages.push({ ...JSON.parse(String(data)), at: performance.now() });
    for (const wake of waiters) wake();
  });
  const waitFor = (predicate, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const wake = () => {
        const found = messages.find(predicate);
        if (!found) return;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => reject(new Error('socket wait timed out')), timeoutMs);
      waiters.add(wake);
      wake();
    });
  return waitFor((m) => m.type === 'ready').then(() => ({ ws, messages, waitFor }));
}

/** A socket on A, a generation on B: the messages cross through LISTEN/NOTIFY. */
async function thinkingAcross(a, b, user) {
  const socket = await openSocket(a.url, user.token);
  const started = performance.now();
  const generation = call(b.url, user, 'POST', '/api/staffing/plans', {
    approach: 'bottom_up',
    name: 'Crossing',
    total_fte: null,
    rfp_text: RFP,
  });
  const first = await socket.waitFor((m) => m.type === 'start');
  const done = await socket.waitFor((m) => m.type === 'done');
  const res = await generation;
  socket.ws.close();
  return {
    status: res.status,
    startAfterMs: Math.round(first.at - started),
    thinkingLines: socket.messages.filter((m) => m.type === 'thinking').length,
    donePlanMatches: done.planId === res.body.id,
  };
}

const OPS = [
  ['list', 40],
  ['get', 25],
  ['update', 20],
  ['chat', 10],
  ['generate', 5],
];

function pickOp() {
  let roll = Math.random() * 100;
  for (const [op, weight] of OPS) {
    roll -= weight;
    if (roll < 0) return op;
  }
  return 'list';
}

async function runLoad(instances, users, seconds, concurrency) {
  const stats = new Map();
  const record = (op, ms, status) => {
    const s = stats.get(op) ?? { latencies: [], errors: 0, statuses: {} };
    s.latencies.push(ms);
    s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    if (status >= 500) s.errors++;
    stats.set(op, s);
  };
  const consistency = { checks: 0, stale: 0 };
  const deadline = performance.now() + seconds * 1000;
  let sequence = 0;
  const updating = new Set();
  const worker = async () => {
    while (performance.now() < deadline) {
      const user = users[Math.floor(Math.random() * users.length)];
      const here = Math.floor(Math.random() * 2);
      const at = instances[here].url;
      const other = instances[1 - here].url;
      const planId = user.plans[Math.floor(Math.random() * user.plans.length)];
      // One update of a plan at a time, so the list read after it has one right answer.
      let op = pickOp();
      if (op === 'update' && updating.has(planId)) op = 'get';
      const started = performance.now();
      let res;
      if (op === 'list') res = await call(at, user, 'GET', '/api/staffing/plans');
      else if (op === 'get') res = await call(at, user, 'GET', `/api/staffing/plans/${planId}`);
      else if (op === 'update') {
        const name = `Renamed ${++sequence}`;
        updating.add(planId);
        res = await call(at, user, 'PATCH', `/api/staffing/plans/${planId}`, { name });
        if (res.status === 200) {
          const list = await call(other, user, 'GET', '/api/staffing/plans');
          consistency.checks++;
          if (!list.body.some((p) => p.id === planId && p.name === name)) consistency.stale++;
        }
        updating.delete(planId);
      } else if (op === 'chat') {
        res = await call(at, user, 'POST', '/api/chat/message', {
          message: 'Add a QA Engineer for 500 hours',
          planData: { tasks: [{ taskId: '1', lcat: 'Program Manager', hours: DEFAULT_HOURS_PER_FTE }] },
          planId,
        });
      } else {
        res = await call(at, user, 'POST', '/api/staffing/plans', {
          approach: 'bottom_up',
          name: `Load ${++sequence}`,
          total_fte: null,
          rfp_text: RFP,
        });
        if (res.status === 200) user.plans.push(res.body.id);
      }
      record(op, performance.now() - started, res.status);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - began) / 1000;
  const ops = {};
  let total = 0;
  for (const [op, s] of stats) {
    const sorted = [...s.latencies].sort((x, y) => x - y);
    const q = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]);
    total += sorted.length;
    ops[op] = { count: sorted.length, p50: q(0.5), p99: q(0.99), errors5xx: s.errors, statuses: s.statuses };
  }
  return { elapsedS: Math.round(elapsed), requestsPerS: Math.round(total / elapsed), ops, consistency };
}

/** SIGKILL B while it regenerates; A marks the job failed once B's heartbeat is stale. */
async function killMidGeneration(a, b, user, db) {
  const planId = user.plans[0];
  const before = await db.query('select updated_at, task_count, generated_plan from plans where id = $1', [
    planId,
  ]);
  const socket = await openSocket(a.url, user.token);
  const lines = Array.from(
    { length: 30_000 },
    (_, i) => `C.${i + 1} The contractor shall provide guard service ${i} at building ${i % 97} every day.`,
  ).join('\n');
  const regeneration = call(b.url, user, 'PATCH', `/api/staffing/plans/${planId}`, { rfp_text: lines }).catch(
    (error) => ({ status: 0, error: String(error) }),
  );
  const start = await socket.waitFor((m) => m.type === 'start', 60_000);
  await new Promise((r) => setTimeout(r, 500));
  b.child.kill('SIGKILL');
  const killedAt = performance.now();
  const answer = await regeneration;
  let job;
  while (performance.now() - killedAt < 120_000) {
    job = (await db.query('select status, error from generation_jobs where id = $1', [start.generationId]))
      .rows[0];
    if (job?.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const after = await db.query('select updated_at, task_count, generated_plan from plans where id = $1', [
    planId,
  ]);
  socket.ws.close();
  const row = after.rows[0];
  return {
    clientSaw: answer.status === 0 ? 'connection reset' : answer.status,
    jobStatus: job?.status,
    jobError: job?.error,
    failedAfterKillS: Math.round((performance.now() - killedAt) / 100) / 10,
    planUnchanged: row.updated_at.getTime() === before.rows[0].updated_at.getTime(),
    planWhole: row.generated_plan.tasks.length === row.task_count,
  };
}

function markdown(r) {
  const rows = Object.entries(r.load.ops)
    .map(
      ([op, s]) =>
        `| ${op} | ${s.count} | ${s.p50} | ${s.p99} | ${s.errors5xx} | ${JSON.stringify(s.statuses)} |`,
    )
    .join('\n');
  return [
    `| op | calls | p50 ms | p99 ms | 5xx | statuses |`,
    `|---|---|---|---|---|---|`,
    rows,
    '',
    `total ${r.load.requestsPerS} req/s over ${r.load.elapsedS} s at ${r.concurrency} concurrent callers;`,
    `list consistency after update on the other instance: ${r.load.consistency.stale} stale of ${r.load.consistency.checks};`,
    `thinking across instances: start after ${r.crossing.startAfterMs} ms, ${r.crossing.thinkingLines} lines, done matches plan ${r.crossing.donePlanMatches};`,
    `kill -9 mid-regeneration: client saw ${r.kill.clientSaw}, job ${r.kill.jobStatus} after ${r.kill.failedAfterKillS} s (${r.kill.jobError}), plan unchanged ${r.kill.planUnchanged}, whole ${r.kill.planWhole}; survivor list ${Math.round(r.survivorListMs)} ms`,
  ].join('\n');
}

// Last, so every constant above is initialised before either role runs.
const role = process.argv[2];
if (role === 'instance') {
  const { loadConfig, startServer } = await import(serverDist);
  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' });
  const running = await startServer(config, { db: { schema: process.env.BENCH_SCHEMA } });
  process.send?.({ url: running.url });
} else {
  await main();
}
