#!/usr/bin/env node
// Document extraction benchmark (issue 3, performance points):
//  1. PDF text extraction time of the server (PDF.js in its warm worker) against poppler's
//     `pdftotext`, side by side in one run, on the eval PDFs and a generated
//     300,000-character PDF. Target: ours within 3x of pdftotext.
//  2. Peak RSS of the real server (a child process started from the build) while it answers
//     POST /api/upload with a generated 50 MB PDF. Target: under 400 MB.
// Needs the server build (`cd packages/server && npx tsup`) and pdftotext (poppler-utils).
// Usage: node bench/documents-extract.mjs [--runs 15] [--json out.json] [--only timing|memory]
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeTextPdf, paginate, solicitationLines } from '../packages/server/test/fixtures/generate.mjs';
import { serverNodeFlags } from './lib/server-flags.mjs';
import { evalCorpus } from './lib/eval-corpus.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'packages/server/dist/index.js');
const evalDir = evalCorpus('solicitations', 'bench/documents-extract.mjs');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 15;
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

const { extractDocument, warmUpDocumentWorkers, closeDocumentWorkers } = await import(dist);
const scratch = mkdtempSync(join(tmpdir(), 'staffplan-bench-docs-'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function pdftotext(file) {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 256 * 1024 * 1024 }).toString(
    'utf8',
  );
}

async function timeIt(fn) {
  const started = process.hrtime.bigint();
  const value = await fn();
  return { ms: Number(process.hrtime.bigint() - started) / 1e6, value };
}

/** CPU ms of this process, all threads (the extraction worker included). */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** CPU ms of the waited-for children (pdftotext), from /proc (10 ms ticks, summed over runs). */
const childCpuMs = () => {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10;
};

async function compare(label, file) {
  const bytes = readFileSync(file);
  const modes = {
    parallel: () => extractDocument(bytes),
    single: () => extractDocument(bytes, { parallel: false }),
    pdftotext: () => pdftotext(file),
  };
  // One untimed round each, so no side pays a first-run cost in the figures.
  const first = await modes.parallel();
  await modes.single();
  const reference = pdftotext(file);
  const wall = { parallel: [], single: [], pdftotext: [], pdftotextSingle: [] };
  const cpu = { parallel: 0, single: 0, pdftotext: 0, pdftotextSingle: 0 };
  // Two passes, each interleaving one of ours with pdftotext run by run, so each pair sees the
  // same machine state: the default (both workers) first, then one worker for reference.
  const passes = [
    ['parallel', 'pdftotext'],
    ['single', 'pdftotextSingle'],
  ];
  for (const [ours, theirs] of passes) {
    for (let i = 0; i < runs; i++) {
      for (const mode of [ours, theirs]) {
        const measureCpu = mode.startsWith('pdftotext') ? childCpuMs : ownCpuMs;
        const cpu0 = measureCpu();
        wall[mode].push((await timeIt(mode.startsWith('pdftotext') ? modes.pdftotext : modes[mode])).ms);
        cpu[mode] += measureCpu() - cpu0;
      }
    }
  }
  const ms = (mode) => Number(median(wall[mode]).toFixed(1));
  const cpuMs = (mode) => Number((cpu[mode] / runs).toFixed(1));
  return {
    file: label,
    pages: first.pages,
    characters: first.characters,
    pdftotextCharacters: reference.replace(/\s+/g, ' ').trim().length,
    oursMs: ms('parallel'),
    pdftotextMs: ms('pdftotext'),
    ratio: Number((ms('parallel') / ms('pdftotext')).toFixed(2)),
    oneWorkerMs: ms('single'),
    pdftotextMs2: ms('pdftotextSingle'),
    oneWorkerRatio: Number((ms('single') / ms('pdftotextSingle')).toFixed(2)),
    oursCpuMs: cpuMs('parallel'),
    oneWorkerCpuMs: cpuMs('single'),
    pdftotextCpuMs: cpuMs('pdftotext'),
    cpuRatio: Number((cpuMs('single') / cpuMs('pdftotext')).toFixed(2)),
  };
}

function readStatus(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

// The server runs in its own process so the client's copy of the file is not counted.
// The bearer token is checked by an injected verifier: the benchmark measures the upload,
// not sign-in. With a database URL, the server uses Postgres in a scratch schema.
const serverScript = (databaseUrl, dataDir) => `
  import { randomBytes, randomUUID } from 'node:crypto';
  import { loadConfig, startServer, warmUpDocumentWorkers } from ${JSON.stringify(dist)};
  const user = { id: randomUUID(), email: 'bench@example.com', sessionId: null };
  const databaseUrl = ${JSON.stringify(databaseUrl ?? '')};
  const config = loadConfig({
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: ${JSON.stringify(dataDir ?? 'memory://')}, LOG_LEVEL: 'silent', NODE_ENV: 'test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const server = await startServer(config, {
    background: false,
    overrides: { auth: { verifyAccessToken: async (token) => (token === 'bench' ? user : null) } },
    ...(databaseUrl ? { db: { schema: 'bench_' + randomBytes(4).toString('hex'), dropSchemaOnClose: true } } : {}),
  });
  const now = new Date();
  await server.deps.db.kysely.insertInto('subscriptions').values({
    user_id: user.id, provider: 'local', status: 'active', tier: 'professional',
    current_period_start: now, current_period_end: new Date(now.getTime() + 30 * 86400000),
  }).execute();
  await warmUpDocumentWorkers();
  process.stdout.write(JSON.stringify({ url: server.url }) + '\\n');
  process.stdin.on('end', async () => { await server.close(); process.exit(0); });
  process.stdin.resume();
`;

async function serverRssDuringUpload(label, bytes, databaseUrl, dataDir) {
  // The server runs with its own Node flags, as `npm start` runs it (BENCH_NODE_FLAGS overrides).
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? serverNodeFlags;
  const child = spawn(
    process.execPath,
    [...flags, '--input-type=module', '-e', serverScript(databaseUrl, dataDir)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const { url } = await new Promise((resolve, reject) => {
    child.stdout.once('data', (data) => resolve(JSON.parse(String(data))));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const idle = readStatus(child.pid);
  let sampledPeak = idle.rssMb;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, readStatus(child.pid).rssMb);
  }, 10);
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'big.pdf');
  const { ms, value: response } = await timeIt(() =>
    fetch(`${url}/api/upload`, { method: 'POST', headers: { authorization: 'Bearer bench' }, body: form }),
  );
  const body = await response.json();
  clearInterval(sampler);
  const after = readStatus(child.pid);
  child.stdin.end();
  await new Promise((resolve) => child.once('exit', resolve));
  return {
    file: label,
    database: databaseUrl ? 'postgres' : dataDir ? 'pglite (data folder)' : 'pglite (in memory)',
    megabytes: Number((bytes.length / 1048576).toFixed(1)),
    status: response.status,
    pages: body.pages,
    characters: body.characters,
    uploadMs: Math.round(ms),
    idleRssMb: Math.round(idle.rssMb),
    peakRssMb: Math.round(Math.max(after.peakMb, sampledPeak)),
    extractionDeltaMb: Math.round(Math.max(after.peakMb, sampledPeak) - idle.rssMb),
  };
}

async function timingPart() {
  const generated = join(scratch, 'generated-300k.pdf');
  writeFileSync(generated, makeTextPdf(paginate(solicitationLines(300_000))));
  await warmUpDocumentWorkers();
  const timing = [
    await compare('gsa-ads-bpa-rfq.pdf', join(evalDir, 'gsa-ads-bpa-rfq.pdf')),
    await compare('irs-andover-guard-pws.pdf', join(evalDir, 'irs-andover-guard-pws.pdf')),
    await compare('generated 300k characters', generated),
  ];
  console.log(
    `\nPDF extraction, ${runs} interleaved runs: median wall ms, mean CPU ms per run. ours = both warm workers reading a share of the pages each, interleaved run by run with pdftotext (one process per file); then oneWorker = one warm worker, interleaved with pdftotext again (pdftotextMs2). cpuRatio = oneWorker / pdftotext`,
  );
  console.table(timing);
  await closeDocumentWorkers();
  const worst = Math.max(...timing.map((row) => row.ratio));
  const worstCpu = Math.max(...timing.map((row) => row.cpuRatio));
  console.log(
    `worst wall-time ratio ours/pdftotext: ${worst}; worst CPU-time ratio: ${worstCpu} (target <= 3)`,
  );
  return timing;
}

async function memoryPart() {
  // Both just under the 50 MB upload limit.
  const mixed = makeTextPdf(paginate(solicitationLines(1_500_000)), { imageBytes: 158_000 });
  const allText = makeTextPdf(paginate(solicitationLines(45_500_000)));
  // The same text with the balanced page tree PDF producers write (32 kids a node): PDF.js
  // then reads only the path to a page, not all 9,563 page objects, when it opens the file.
  const allTextTree = makeTextPdf(paginate(solicitationLines(45_500_000)), { fanout: 32 });
  const postgres = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const dataDir = join(scratch, 'data');
  const memory = [
    await serverRssDuringUpload('50 MB: text + page images', mixed, postgres),
    await serverRssDuringUpload('50 MB: all text (2M-char cap)', allText, postgres),
    // The embedded default: PGlite in a data folder, first on the start that creates it,
    // then on later starts (the folder exists).
    await serverRssDuringUpload('50 MB: text + page images (first start)', mixed, undefined, dataDir),
    await serverRssDuringUpload('50 MB: text + page images', mixed, undefined, dataDir),
    await serverRssDuringUpload('50 MB: all text (2M-char cap)', allText, undefined, dataDir),
    await serverRssDuringUpload('50 MB: all text, balanced page tree', allTextTree, postgres),
    await serverRssDuringUpload('50 MB: all text, balanced page tree', allTextTree, undefined, dataDir),
  ];
  console.log('\nServer RSS while answering POST /api/upload (server in its own process)');
  console.table(memory);
  for (const database of new Set(memory.map((row) => row.database))) {
    const peak = Math.max(...memory.filter((row) => row.database === database).map((row) => row.peakRssMb));
    console.log(`peak server RSS with ${database}: ${peak} MB (target < 400)`);
  }
  return memory;
}

try {
  const timing = only === 'memory' ? [] : await timingPart();
  const memory = only === 'timing' ? [] : await memoryPart();
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  if (jsonOut) writeFileSync(jsonOut, JSON.stringify({ runs, loadavg: loadavg(), timing, memory }, null, 2));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
