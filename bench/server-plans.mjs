// GET /api/staffing/plans with 1,000 saved plans at 50 connections, against a bare Koa
// hello-world measured in the same run: 5 interleaved rounds, medians compared. The list is
// paged: the measured call is the default one (the first page of 50, as the web app asks on
// every focus); one `?limit=200` page is measured in the same rounds for the curve.
// Run after a build: `node bench/server-plans.mjs` (or `npm run bench server-plans`).
// BENCH_BASELINE=/path/to/an/older/packages/server/dist/index.js adds that build as a second
// plans server (its default call, whatever it answers), measured in the same rounds.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { signUpConfirmed } from './lib/accounts.mjs';
import { benchServerEnv } from './lib/bench-server.mjs';
import { DEFAULT_HOURS_PER_FTE } from '../packages/core/dist/index.js';
import { serverNodeFlags } from './lib/server-flags.mjs';

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

async function seedPlans(server, ownerId) {
  const tasks = Array.from({ length: 20 }, (_, i) => ({
    taskId: String(i + 1),
    lcat: 'Analyst',
    hours: DEFAULT_HOURS_PER_FTE,
    mathRationale: '1 FTE x 1,880 h',
    basis: 'C.3',
  }));
  const rows = Array.from({ length: PLANS }, (_, i) => ({
    owner_id: ownerId,
    name: `Solicitation ${i + 1}`,
    total_fte: 20,
    rfp_text: 'The contractor shall provide services. '.repeat(200),
    document_names: JSON.stringify({ primary: `rfp-${i + 1}.pdf`, doc1: null, doc2: null }),
    generated_plan: JSON.stringify({ tasks, hoursPerFte: DEFAULT_HOURS_PER_FTE }),
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
  const config = loadConfig(benchServerEnv({ LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '1000' }));
  const server = await startServer(config, { background: false });
  const session = await signUpConfirmed(server);
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
    // The StaffPlan server runs with its own Node flags, as `npm start` runs it.
    // BENCH_NODE_FLAGS='' (or other flags) overrides them, for comparisons.
    execArgv:
      name === 'plans' ? (process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags) : [],
  });
  const [message] = await once(proc, 'message');
  return { ...message, proc };
}

async function main() {
  const plansChild = await child('plans');
  const helloChild = await child('hello');
  const baseline = process.env.BENCH_BASELINE ? await child('plans', process.env.BENCH_BASELINE) : undefined;
  const plansUrl = plansChild.url;
  const pageUrl = `${plansUrl}?limit=200`;
  const helloUrl = helloChild.url;
  // What browsers send.
  const browser = { authorization: `Bearer ${plansChild.token}`, 'accept-encoding': 'gzip, deflate, br' };
  const first = await fetch(plansUrl, { headers: { authorization: browser.authorization } });
  const page = await first.json();
  const total = Number(first.headers.get('x-total-count'));
  if (page.length !== 50 || total !== PLANS || !first.headers.get('link'))
    throw new Error(`expected a first page of 50 of ${PLANS} with a Link, got ${page.length} of ${total}`);
  const big = await (await fetch(pageUrl, { headers: { authorization: browser.authorization } })).json();
  if (big.length !== 200) throw new Error(`expected 200 plans on ?limit=200, got ${big.length}`);

  await run(plansUrl, browser); // warm-up; the second request of an entry builds its brotli bytes
  await run(pageUrl, browser);
  await run(helloUrl, {});
  const baseHeaders = baseline && {
    authorization: `Bearer ${baseline.token}`,
    'accept-encoding': 'gzip, deflate, br',
  };
  if (baseline) await run(baseline.url, baseHeaders);
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    const plans = await run(plansUrl, browser);
    const bare = await run(helloUrl, {});
    const large = await run(pageUrl, browser);
    const before = baseline ? await run(baseline.url, baseHeaders) : undefined;
    rounds.push({ plans, bare, large, before });
    console.log(
      `round ${i + 1}: first page ${plans.rps.toFixed(0)} req/s p99 ${plans.p99} ms | hello ${bare.rps.toFixed(0)} req/s p99 ${bare.p99} ms | ?limit=200 ${large.rps.toFixed(0)} req/s p99 ${large.p99} ms${before ? ` | baseline build ${before.rps.toFixed(0)} req/s p99 ${before.p99} ms` : ''}`,
    );
  }
  const med = (pick) => median(rounds.map(pick));
  const helloRps = med((r) => r.bare.rps);
  const plansRps = med((r) => r.plans.rps);
  const largeRps = med((r) => r.large.rps);
  const pct = (rps) => `${((rps / helloRps) * 100).toFixed(1)} %`;
  const wire = async (url) => {
    const answer = await fetch(url, { headers: browser });
    const bytes = Number(answer.headers.get('content-length')) || (await answer.arrayBuffer()).byteLength;
    return `${(bytes / 1024).toFixed(1)} KiB (${answer.headers.get('content-encoding') ?? 'identity'})`;
  };
  const kib = (list) => `${(Buffer.byteLength(JSON.stringify(list)) / 1024).toFixed(1)} KiB`;
  console.log(`\n| measure | value |\n|---|---|`);
  console.log(`| plans in the account | ${PLANS} (X-Total-Count ${total}) |`);
  console.log(`| first page body | 50 summaries, ${kib(page)}; on the wire ${await wire(plansUrl)} |`);
  console.log(`| GET /api/staffing/plans (browser encodings), median req/s | ${plansRps.toFixed(0)} |`);
  console.log(`| bare Koa hello-world, median req/s | ${helloRps.toFixed(0)} |`);
  console.log(`| ratio (target >= 30 %) | ${pct(plansRps)} |`);
  console.log(`| p99, median of rounds (target < 50 ms) | ${med((r) => r.plans.p99)} ms |`);
  console.log(`| ?limit=200 page body | 200 summaries, ${kib(big)}; on the wire ${await wire(pageUrl)} |`);
  console.log(
    `| ?limit=200, median req/s (share of hello-world) | ${largeRps.toFixed(0)} (${pct(largeRps)}) |`,
  );
  console.log(`| ?limit=200 p99, median of rounds | ${med((r) => r.large.p99)} ms |`);
  if (baseline) {
    const beforeRps = med((r) => r.before.rps);
    console.log(
      `| baseline build, its default call, median req/s | ${beforeRps.toFixed(0)} (${pct(beforeRps)}) |`,
    );
    console.log(`| baseline build p99 | ${med((r) => r.before.p99)} ms |`);
    baseline.proc.kill();
  }
  plansChild.proc.kill();
  helloChild.proc.kill();
}
