// GET /api/staffing/plans with 1,000 saved plans at 50 connections, against a bare Koa
// hello-world measured in the same run: 5 interleaved rounds, medians compared.
// Run after a build: `node bench/server-plans.mjs` (or `npm run bench server-plans`).
// BENCH_BASELINE=/path/to/an/older/packages/server/dist/index.js adds that build as a second
// plans server, measured in the same rounds (before/after figures side by side).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const serverPkg = fileURLToPath(new URL('../packages/server/package.json', import.meta.url));
const require = createRequire(serverPkg);
const autocannon = require('autocannon');
const Koa = require('koa');
const serverDist = process.argv[3] ?? new URL('../packages/server/dist/index.js', import.meta.url).href;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
// autocannon decodes every response body as a string in its own thread: with large bodies
// the load generator, not the server, is the limit. BENCH_WORKERS spreads it over threads.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);
const PLANS = 1000;

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function run(url, headers) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    ...(WORKERS > 0 ? { workers: WORKERS } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, bytes: result.throughput.average };
}

async function signUp(server) {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-Password-2026';
  const json = { 'content-type': 'application/json' };
  await fetch(`${server.url}/auth/v1/signup`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  const mail = await server.deps.db.kysely
    .selectFrom('outbox_emails')
    .select('links')
    .where('to', '=', email)
    .executeTakeFirstOrThrow();
  await fetch(mail.links[0].replace(server.deps.config.publicUrl, server.url), { redirect: 'manual' });
  const res = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  return res.json();
}

async function seedPlans(server, ownerId) {
  const tasks = Array.from({ length: 20 }, (_, i) => ({
    taskId: String(i + 1),
    lcat: 'Analyst',
    hours: 1880,
    mathRationale: '1 FTE x 1,880 h',
    basis: 'C.3',
  }));
  const rows = Array.from({ length: PLANS }, (_, i) => ({
    owner_id: ownerId,
    name: `Solicitation ${i + 1}`,
    total_fte: 20,
    rfp_text: 'The contractor shall provide services. '.repeat(200),
    document_names: JSON.stringify({ primary: `rfp-${i + 1}.pdf`, doc1: null, doc2: null }),
    generated_plan: JSON.stringify({ tasks, hoursPerFte: 1880 }),
    task_count: 20,
    total_hours: 37600,
    created_at: new Date(Date.now() - i * 60_000),
    updated_at: new Date(Date.now() - i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 250)
    await server.deps.db.kysely
      .insertInto('plans')
      .values(rows.slice(i, i + 250))
      .execute();
}

// Each server runs in its own process, as in production; autocannon runs here.
const role = process.argv[2];
if (role === 'plans') {
  const { loadConfig, startServer } = await import(
    serverDist.startsWith('file:') ? serverDist : `file://${serverDist}`
  );
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
  });
  const server = await startServer(config, { background: false });
  const session = await signUp(server);
  await seedPlans(server, session.user.id);
  process.send({ url: `${server.url}/api/staffing/plans`, token: session.access_token });
  process.on('message', (m) => m === 'exit' && process.exit(0));
} else if (role === 'hello') {
  const hello = new Koa();
  hello.use((ctx) => {
    ctx.body = 'Hello, world';
  });
  const helloServer = createServer(hello.callback()).listen(0, '127.0.0.1');
  await once(helloServer, 'listening');
  process.send({ url: `http://127.0.0.1:${helloServer.address().port}/` });
} else {
  await main();
}

async function child(name, ...args) {
  const proc = fork(fileURLToPath(import.meta.url), [name, ...args], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [message] = await once(proc, 'message');
  return { ...message, proc };
}

async function main() {
  const plansChild = await child('plans');
  const helloChild = await child('hello');
  const baseline = process.env.BENCH_BASELINE ? await child('plans', process.env.BENCH_BASELINE) : undefined;
  const plansUrl = plansChild.url;
  const helloUrl = helloChild.url;
  const auth = { authorization: `Bearer ${plansChild.token}` };
  // What browsers send; the uncompressed variant is measured too.
  const gzipped = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
  const list = await (await fetch(plansUrl, { headers: auth })).json();
  if (list.length !== PLANS) throw new Error(`expected ${PLANS} plans, got ${list.length}`);
  const bodyBytes = Buffer.byteLength(JSON.stringify(list));

  await run(plansUrl, auth); // warm-up
  await run(plansUrl, gzipped); // warm-up, and the compressed variants are built
  await run(helloUrl, {});
  const baseHeaders = baseline && {
    authorization: `Bearer ${baseline.token}`,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (baseline) await run(baseline.url, baseHeaders);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const plans = await run(plansUrl, gzipped);
    const bare = await run(helloUrl, {});
    const identity = await run(plansUrl, auth);
    const before = baseline ? await run(baseline.url, baseHeaders) : undefined;
    rounds.push({ plans, bare, identity, before });
    console.log(
      `round ${i + 1}: plans (browser encodings) ${plans.rps.toFixed(0)} req/s p99 ${plans.p99} ms | hello ${bare.rps.toFixed(0)} req/s p99 ${bare.p99} ms | plans (identity) ${identity.rps.toFixed(0)} req/s p99 ${identity.p99} ms${before ? ` | baseline build ${before.rps.toFixed(0)} req/s p99 ${before.p99} ms` : ''}`,
    );
  }
  const plansRps = median(rounds.map((r) => r.plans.rps));
  const helloRps = median(rounds.map((r) => r.bare.rps));
  const plansP99 = median(rounds.map((r) => r.plans.p99));
  const identityRps = median(rounds.map((r) => r.identity.rps));
  const identityP99 = median(rounds.map((r) => r.identity.p99));
  const answer = await fetch(plansUrl, { headers: gzipped });
  const wire = Number(answer.headers.get('content-length'));
  const encoding = answer.headers.get('content-encoding');
  const ratio = plansRps / helloRps;
  console.log(`\n| measure | value |\n|---|---|`);
  console.log(`| list body | ${PLANS} summaries, ${(bodyBytes / 1024).toFixed(0)} KiB |`);
  console.log(
    `| body on the wire for \`gzip, deflate, br\` | ${(wire / 1024).toFixed(0)} KiB (${encoding}) |`,
  );
  console.log(
    `| GET /api/staffing/plans (Accept-Encoding gzip, deflate, br), median req/s | ${plansRps.toFixed(0)} |`,
  );
  console.log(`| bare Koa hello-world, median req/s | ${helloRps.toFixed(0)} |`);
  console.log(`| ratio (target >= 30 %) | ${(ratio * 100).toFixed(1)} % |`);
  console.log(
    `| GET /api/staffing/plans (gzip, deflate, br) p99, median of rounds (target < 50 ms) | ${plansP99} ms |`,
  );
  console.log(
    `| GET /api/staffing/plans without compression, median req/s | ${identityRps.toFixed(0)} (${((identityRps / helloRps) * 100).toFixed(1)} %) |`,
  );
  console.log(`| GET /api/staffing/plans without compression, p99 | ${identityP99} ms |`);
  if (baseline) {
    const beforeRps = median(rounds.map((r) => r.before.rps));
    const beforeP99 = median(rounds.map((r) => r.before.p99));
    console.log(
      `| baseline build, same request, median req/s | ${beforeRps.toFixed(0)} (${((beforeRps / helloRps) * 100).toFixed(1)} %) |`,
    );
    console.log(`| baseline build p99 | ${beforeP99} ms |`);
    baseline.proc.kill();
  }
  plansChild.proc.kill();
  helloChild.proc.kill();
}
