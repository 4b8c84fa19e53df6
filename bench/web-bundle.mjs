// The landing page's JavaScript, gzipped: what index.html loads before first paint (entry and
// its static imports), and what the landing page fetches right after (the auth client and any
// chunk it pulls in). Run after `cd packages/web && npx vite build`.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../packages/web/dist/', import.meta.url).pathname;
const budgetKb = 150;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

// Static graph: <script src> and <link rel="modulepreload"> of index.html, then static imports.
const initial = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]));
const queue = [...initial];
while (queue.length > 0) {
  const file = queue.pop();
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w{}\s,*$]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dep = `assets/${m[1]}`;
    if (!initial.has(dep)) {
      initial.add(dep);
      queue.push(dep);
    }
  }
}
const all = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const deferredOnLanding = all.filter((f) => /^supabase-client-/.test(f)).map((f) => `assets/${f}`);
const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);
const initialGz = sum(initial);
const deferredGz = sum(deferredOnLanding);
const planner = all.filter((f) => f.startsWith('planner-')).map((f) => `assets/${f}`);
const xlsx = all.filter((f) => f.startsWith('xlsx-')).map((f) => `assets/${f}`);
const totalRaw = all.reduce((t, f) => t + statSync(join(dist, 'assets', f)).size, 0);

console.log('landing, before first paint (gzip):');
for (const f of initial) console.log(`  ${f.padEnd(44)} ${kb(gz(f)).padStart(7)} KB`);
console.log(
  `  total ${kb(initialGz)} KB of a ${budgetKb} KB budget (${((initialGz / 1024 / budgetKb) * 100).toFixed(0)}%)`,
);
console.log(`landing, fetched after paint (auth client): ${kb(deferredGz)} KB`);
console.log(`landing, everything it loads for a visitor: ${kb(initialGz + deferredGz)} KB`);
console.log(`planner chunk: ${kb(sum(planner))} KB; exceljs chunk (export only): ${kb(sum(xlsx))} KB`);
console.log(`all JS (raw, every route): ${kb(totalRaw)} KB`);
process.exitCode = initialGz / 1024 > budgetKb ? 1 : 0;
