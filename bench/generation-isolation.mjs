// Does one huge generation stall other requests? (issue 13, point 1). Run after a build:
// `node bench/generation-isolation.mjs`. Starts the built server on the embedded PGlite, posts
// a 6 MB solicitation of 60,000 "shall" lines and, while it is planned, times GET /api/ping
// every 100 ms (BENCH_DATABASE_URL: on that Postgres instead). Prints the ping latencies and the generation's answer. The server runs in a
// child process with its Node flags, so the load generator's own work is not measured.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { grantSubscription, signUpConfirmed } from './lib/accounts.mjs';
import { benchServerEnv } from './lib/bench-server.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';

const serverDist = new URL('../packages/server/dist/index.js', import.meta.url).href;
const LINES = Number(process.env.BENCH_LINES ?? 60_000);

if (process.argv[2] === 'server') {
  const { loadConfig, startServer } = await import(serverDist);
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const config = loadConfig(
    benchServerEnv({ LOG_LEVEL: 'error', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }),
  );
  // On Postgres (BENCH_DATABASE_URL) in a fresh schema, dropped at the end.
  const db = databaseUrl ? { schema: `bench_${process.pid}`, dropSchemaOnClose: true } : undefined;
  const server = await startServer(config, { background: false, ...(db ? { db } : {}) });
  process.on('SIGTERM', () => server.close().then(() => process.exit(0)));
  const session = await signUpConfirmed(server);
  await grantSubscription(server, session.user.id, { subscriptionId: `local_${session.user.id}` });
  process.send({ url: server.url, token: session.access_token });
  setInterval(() => process.send({ rss: process.memoryUsage().rss }), 100);
} else {
  const child = fork(fileURLToPath(import.meta.url), ['server'], { execArgv: serverNodeFlags });
  const [{ url, token }] = await once(child, 'message');
  let peakRss = 0;
  child.on('message', (m) => {
    if (m.rss) peakRss = Math.max(peakRss, m.rss);
  });
  const text = Array.from(
    { length: LINES },
    (_, i) =>
      `C.${i + 1} The contractor shall provide guard service ${i} at building ${i % 97} on every day of the calendar year.`,
  ).join('\n');
  const body = JSON.stringify({ approach: 'bottom_up', name: 'Isolation', total_fte: null, rfp_text: text });
  let settled = false;
  const started = performance.now();
  const generation = fetch(`${url}/api/staffing/plans`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  }).then(async (res) => {
    settled = true;
    const answer = await res.json();
    return {
      status: res.status,
      ms: Math.round(performance.now() - started),
      code: answer.code,
      tasks: answer.generated_plan?.tasks.length,
    };
  });
  const pings = [];
  // [ms after the POST, latency] of every ping over 50 ms: when in the generation they stall.
  const slow = [];
  while (!settled) {
    const at = performance.now();
    await fetch(`${url}/api/ping`);
    pings.push(performance.now() - at);
    if (performance.now() - at > 50)
      slow.push([Math.round(at - started), Math.round(performance.now() - at)]);
    await new Promise((r) => setTimeout(r, 100));
  }
  const outcome = await generation;
  const sorted = [...pings].sort((a, b) => a - b);
  const q = (p) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] * 10) / 10;
  console.log(
    JSON.stringify(
      {
        documentChars: text.length,
        generation: outcome,
        pings: { count: pings.length, p50: q(0.5), p99: q(0.99), max: q(1), slow },
        serverPeakRssMb: Math.round(peakRss / 1048576),
      },
      null,
      2,
    ),
  );
  child.kill();
}
