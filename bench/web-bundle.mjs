// The landing page's JavaScript as Chromium actually loads it: every JS response during the
// load and 3 s of idle afterwards, gzipped (level 9), against the real server
// (packages/server/dist) serving the built app (packages/web/dist). Side by side in one run: an
// anonymous visitor, and a signed-in visitor (stored session). Also the sizes of the lazy
// chunks that the landing page must not load. Needs /usr/bin/chromium and both builds.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startBrowserApp } from '../packages/web/test/e2e/browser-app.mjs';
import { signUpInBrowser } from './lib/accounts.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = join(root, 'packages/web/dist');
const requireWeb = createRequire(join(root, 'packages/web/package.json'));
const { chromium } = requireWeb('playwright-core');
const { loadConfig, startServer } = await import(join(root, 'packages/server/dist/index.js'));

const budgetKb = 150;
const kb = (bytes) => (bytes / 1024).toFixed(1);
const gz = (buffer) => gzipSync(buffer, { level: 9 }).length;
const app = await startBrowserApp({
  server: { loadConfig, startServer },
  chromium,
  webDir: dist,
  tempPrefix: 'staffplan-web-bundle-',
});
const { browser, url: base } = app;

/** Loads `/` in `context` and sums the gzipped JavaScript it fetched within load + 3 s idle. */
async function measureLanding(context) {
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js') && response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then((body) => ({ file: new URL(url).pathname.replace(/^\//, ''), size: gz(body) })),
    );
  });
  await page.goto(`${base}/`, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const files = await Promise.all(scripts);
  await page.close();
  return { files, total: files.reduce((t, f) => t + f.size, 0) };
}

let failed = false;
try {
  const anonymous = await browser.newContext();
  const visitor = await measureLanding(anonymous);

  // A signed-in visitor: sign up, confirm through the outbox link, then open the landing page.
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signUpInBrowser(page, base, 'bundle');
  await page.close();
  const member = await measureLanding(signedIn);

  for (const [label, result] of [
    ['anonymous visitor', visitor],
    ['signed-in visitor', member],
  ]) {
    console.log(`landing, ${label}: ${result.files.length} JS responses`);
    for (const f of result.files) console.log(`  ${f.file.padEnd(44)} ${kb(f.size).padStart(7)} KB`);
    const share = ((result.total / 1024 / budgetKb) * 100).toFixed(0);
    console.log(`  total ${kb(result.total)} KB of a ${budgetKb} KB budget (${share}%)`);
    if (result.total / 1024 > budgetKb) failed = true;
  }
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const chunk = (prefix) =>
    assets
      .filter((f) => f.startsWith(prefix))
      .reduce((t, f) => t + gz(readFileSync(join(dist, 'assets', f))), 0);
  console.log(
    `lazy chunks (gzip): auth client ${kb(chunk('supabase-client-'))} KB, planner ${kb(chunk('planner-'))} KB, exceljs ${kb(chunk('xlsx-'))} KB`,
  );
} finally {
  await app.close();
}
process.exitCode = failed ? 1 : 0;
