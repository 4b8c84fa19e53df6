// Generation latency over HTTP with the local provider, side by side with the estimator run
// in-process (the floor): for a 300,000+ character solicitation built from the eval documents,
// each round times (a) core's estimatePlan alone, (b) POST /api/staffing/plans end to end on
// the built server, and (c) the first thinking line on /api/ws/thinking after the POST.
// Also prints how far the digest shrinks what a model provider would be sent.
// Build first: cd packages/core && npx tsup && cd ../server && npx tsup
// Run: node bench/generation-latency.mjs [rounds]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { buildDigest, estimatePlan } from '../packages/core/dist/index.js';
import { loadConfig, startServer } from '../packages/server/dist/index.js';
import { grantSubscription, signUpConfirmed } from './lib/accounts.mjs';
import { benchServerEnv } from './lib/bench-server.mjs';
import { evalCorpus } from './lib/eval-corpus.mjs';

const require = createRequire(new URL('../packages/server/package.json', import.meta.url));
const WebSocket = require('ws');
const EVAL = evalCorpus('solicitations', 'bench/generation-latency.mjs');
const sources = [
  'niaid-iqa-rfp.txt',
  'dos-talentmap/Attachment2_PWS.md',
  'opm-eqip/PWS.md',
  'dol-14c/Attachment1_PWS.md',
  'usfs-epermit/SOO.md',
].map((p) => readFileSync(`${EVAL}/${p}`, 'utf8'));
let text = '';
for (let i = 0; text.length < 300_000; i++) text += `\n\n${sources[i % sources.length]}`;
text = text.slice(0, Math.max(300_000, text.indexOf('\n', 300_000)));

// The server runs in a child process, as in production: a client in the same process could
// not read the socket while the estimator holds the event loop.
if (process.argv[2] === 'serve') {
  await serve();
} else {
  await measure(Number(process.argv[2] ?? 7));
}

async function serve() {
  const server = await startServer(
    loadConfig(benchServerEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000' })),
    { background: false },
  );
  const session = await signUpConfirmed(server);
  await grantSubscription(server, session.user.id, { subscriptionId: 'bench' });

  process.stdout.write(`${JSON.stringify({ url: server.url, token: session.access_token })}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => server.close().then(() => process.exit(0)));
}

async function measure(ROUNDS) {
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), 'serve'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const { url, token } = await new Promise((resolve) => {
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      if (buffer.includes('\n')) resolve(JSON.parse(buffer.split('\n')[0]));
    });
  });
  const ws = new WebSocket(`${url.replace('http', 'ws')}/api/ws/thinking?access_token=${token}`);
  let onMessage = () => {};
  ws.on('message', (data) => onMessage(JSON.parse(String(data))));
  await new Promise((resolve) => {
    onMessage = (m) => m.type === 'ready' && resolve();
  });

  const body = JSON.stringify({ name: 'Bench', rfp_text: text, approach: 'bottom_up' });
  async function overHttp() {
    let first = null;
    const start = performance.now();
    onMessage = (m) => {
      if (m.type === 'thinking' && first === null) first = performance.now() - start;
    };
    const res = await fetch(`${url}/api/staffing/plans`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    if (!res.ok) throw new Error(`POST ${res.status} ${await res.text()}`);
    await res.json();
    return { total: performance.now() - start, first };
  }
  function inProcess() {
    const start = performance.now();
    estimatePlan({ primary: { name: 'bench', text } });
    return performance.now() - start;
  }

  await overHttp(); // warm up both paths
  inProcess();
  const rows = [];
  for (let r = 0; r < ROUNDS; r++) {
    const floor = inProcess();
    const http = await overHttp();
    rows.push({ floor, ...http });
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const max = (xs) => Math.max(...xs);
  const floor = median(rows.map((r) => r.floor));
  const total = median(rows.map((r) => r.total));
  const first = median(rows.map((r) => r.first));
  const digest = buildDigest({ primary: { name: 'bench', text } });
  console.log(
    `${ROUNDS} interleaved rounds, ${text.length.toLocaleString('en-US')}-character document, Node ${process.version}, ${availableParallelism()} cores`,
  );
  console.log('| measure | median ms | max ms |');
  console.log('|---|---:|---:|');
  console.log(
    `| estimatePlan in-process (floor) | ${floor.toFixed(0)} | ${max(rows.map((r) => r.floor)).toFixed(0)} |`,
  );
  console.log(
    `| POST /api/staffing/plans, local provider | ${total.toFixed(0)} | ${max(rows.map((r) => r.total)).toFixed(0)} |`,
  );
  console.log(
    `| first thinking line on the socket after the POST | ${first.toFixed(0)} | ${max(rows.map((r) => r.first)).toFixed(0)} |`,
  );
  console.log(
    `\nHTTP generation / in-process estimator: ${(total / floor).toFixed(2)}x; first line ${first < 300 ? 'under' : 'OVER'} the 300 ms target.`,
  );
  console.log(
    `Model input: raw ${Math.ceil(text.length / 4).toLocaleString('en-US')} tokens -> digest ${Math.ceil(digest.text.length / 4).toLocaleString('en-US')} tokens (${((digest.text.length / text.length) * 100).toFixed(1)}% of the raw text).`,
  );
  ws.close();
  child.stdin.end();
}
