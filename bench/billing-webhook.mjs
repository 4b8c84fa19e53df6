// Billing benchmark, side by side in one run against the built server (child process):
//  - GET /api/ping (the floor: routing, headers, no auth, no database),
//  - GET /api/subscription/status with a bearer token (JWT check + subscription read),
//  - POST /api/stripe/webhook with a signed customer.subscription.updated event, a new event
//    id per request (signature check, event claim + re-read from Stripe + upsert in one
//    transaction; Stripe is a tiny local fake answering Stripe's fixture subscription).
// Medians of interleaved rounds; ratios against ping.
// Build first: cd packages/core && npx tsup && cd ../server && npx tsup
// Run: node bench/billing-webhook.mjs [rounds=5] [seconds=3] [connections=10]
// With BENCH_DATABASE_URL=postgres://... the server uses that Postgres (in a throw-away schema)
// instead of the embedded PGlite.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { grantSubscription, signUpConfirmed } from './lib/accounts.mjs';
import { benchServerEnv } from './lib/bench-server.mjs';
import { evalCorpus } from './lib/eval-corpus.mjs';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const Stripe = require('stripe');
const STRIPE_EVAL = evalCorpus('stripe', 'bench/billing-webhook.mjs');
const SECRET = 'whsec_bench';

/** A Stripe stand-in answering GET /v1/subscriptions/:id with the fixture subscription. */
async function fakeStripe() {
  const fixture = JSON.parse(readFileSync(`${STRIPE_EVAL}/openapi-fixtures3/fixtures3.json`, 'utf8'))
    .resources.subscription;
  const now = Math.floor(Date.now() / 1000);
  const sub = {
    ...fixture,
    id: 'sub_bench',
    customer: 'cus_bench',
    status: 'active',
    cancel_at_period_end: false,
  };
  sub.items.data[0] = {
    ...sub.items.data[0],
    current_period_start: now,
    current_period_end: now + 30 * 86400,
  };
  sub.items.data[0].price = { ...sub.items.data[0].price, id: 'price_basic' };
  const server = createServer((req, res) => {
    req.resume();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(sub));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

async function serve() {
  const { loadConfig, startServer } = await import('../packages/server/dist/index.js');
  const port = await fakeStripe();
  const server = await startServer(
    loadConfig(
      benchServerEnv({
        LOG_LEVEL: 'silent',
        AUTH_RATE_LIMIT: '100000',
        STRIPE_SECRET_KEY: 'sk_test_bench',
        STRIPE_WEBHOOK_SECRET: SECRET,
        STRIPE_PRICE_BASIC: 'price_basic',
        STRIPE_PRICE_PROFESSIONAL: 'price_pro',
        STRIPE_PRICE_ENTERPRISE: 'price_ent',
        STRIPE_HOST: '127.0.0.1',
        STRIPE_PORT: String(port),
        STRIPE_PROTOCOL: 'http',
        ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
      }),
    ),
    process.env.BENCH_DATABASE_URL
      ? { db: { schema: `bench_${randomBytes(4).toString('hex')}`, dropSchemaOnClose: true } }
      : {},
  );
  const token = await signUpConfirmed(server);
  await grantSubscription(server, token.user.id, {
    provider: 'stripe',
    tier: 'basic',
    customerId: 'cus_bench',
    subscriptionId: 'sub_bench',
  });
  process.stdout.write(`${JSON.stringify({ url: server.url, token: token.access_token })}\n`);
}

function startChild() {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      const line = buffer.split('\n')[0];
      if (buffer.includes('\n')) resolve({ child, ...JSON.parse(line) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measure(rounds, seconds, connections) {
  const autocannon = require('autocannon');
  const { child, url, token } = await startChild();
  const payload = JSON.parse(
    readFileSync(`${STRIPE_EVAL}/event-payloads_stripe-ruby-mock/customer.subscription.updated.json`, 'utf8'),
  );
  Object.assign(payload.data.object, { id: 'sub_bench', customer: 'cus_bench' });
  const webhookRequest = (req) => {
    payload.id = `evt_${randomBytes(12).toString('hex')}`;
    const body = JSON.stringify(payload);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET });
    return { ...req, body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  };
  const targets = {
    ping: { url: `${url}/api/ping` },
    status: { url: `${url}/api/subscription/status`, headers: { authorization: `Bearer ${token}` } },
    webhook: {
      url: `${url}/api/stripe/webhook`,
      method: 'POST',
      requests: [{ setupRequest: webhookRequest }],
    },
  };
  const results = Object.fromEntries(Object.keys(targets).map((k) => [k, { rps: [], p99: [], errors: 0 }]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of Object.entries(targets)) {
      const r = await autocannon({ ...target, connections, duration: seconds });
      results[name].rps.push(r.requests.average);
      results[name].p99.push(r.latency.p99);
      results[name].errors += r.errors + r.non2xx;
    }
  }
  child.kill();
  const ping = median(results.ping.rps);
  const engine = process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite';
  console.log(`${engine}: rounds=${rounds} seconds=${seconds} connections=${connections} (medians)`);
  for (const [name, r] of Object.entries(results)) {
    const rps = median(r.rps);
    console.log(
      `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} req/s  p99 ${median(r.p99).toFixed(1).padStart(6)} ms  ` +
        `${((rps / ping) * 100).toFixed(1).padStart(5)}% of ping  non-2xx/errors ${r.errors}`,
    );
  }
}

if (process.argv[2] === 'serve') await serve();
else await measure(Number(process.argv[2] ?? 5), Number(process.argv[3] ?? 3), Number(process.argv[4] ?? 10));
