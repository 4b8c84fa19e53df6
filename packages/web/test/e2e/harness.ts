import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, startServer } from '@staffplan/server';
import { type Browser, type BrowserContext, chromium, type Page, type Request } from 'playwright-core';
import { onTestFailed } from 'vitest';
// The server tests' snapshot: one PGlite dump with every migration applied, made once per run
// and keyed by the migration files, so each journey's server skips initdb and the migrations.
import { migratedSnapshot } from '../../../server/test/helpers/pglite-snapshot';
import { type BrowserApp, CHROMIUM, startBrowserApp } from './browser-app.mjs';

const here = dirname(fileURLToPath(import.meta.url));
export const WEB_DIR = resolve(here, '../..');
export const DIST_DIR = join(WEB_DIR, 'dist');
export const REPO_DIR = resolve(WEB_DIR, '../..');
export const SCREENSHOT_DIR = join(REPO_DIR, 'docs/screenshots');
export const SOLICITATIONS = resolve(REPO_DIR, 'packages/web/test/fixtures/solicitations');

/** Installs Debian's chromium when it is missing (the e2e suite never skips). */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM)) return;
  execFileSync('sh', ['-c', 'apt-get update && apt-get install -y chromium'], { stdio: 'inherit' });
}

/** Builds the web app when no build is there (the root `npm test` builds first). */
export function ensureBuild(): void {
  if (existsSync(join(DIST_DIR, 'index.html'))) return;
  execFileSync('npx', ['vite', 'build'], { cwd: WEB_DIR, stdio: 'inherit' });
}

export type App = BrowserApp;

/** The real server in-process (temp data dir seeded from the migrated snapshot, the built web app) and headless Chromium. */
export async function startApp(env: Record<string, string> = {}): Promise<App> {
  ensureChromium();
  ensureBuild();
  return startBrowserApp({
    server: { loadConfig, startServer },
    chromium,
    webDir: DIST_DIR,
    tempPrefix: 'staffplan-web-e2e-',
    env,
    db: { pgliteSnapshot: await migratedSnapshot() },
  });
}

/** A page that records console errors and failed page errors. */
export async function newPage(
  browser: Browser,
  width = 1440,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      errors.push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  // A failed step says where the page was, what it showed and which requests never finished.
  const open = new Map<Request, number>();
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  onTestFailed(async () => {
    const text = await page
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no body)');
    const waiting = [...open].map(([r, at]) => `${r.method()} ${r.url()} (${Date.now() - at} ms)`);
    console.error(
      [
        `page at failure: ${page.url()}`,
        `visible text: ${text.replace(/\s+/g, ' ').slice(0, 1_200)}`,
        `requests still open: ${waiting.join('; ') || 'none'}`,
        `errors: ${errors.join('; ') || 'none'}`,
      ].join('\n'),
    );
  });
  return { context, page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

type MailboxEntry = { to: string; subject: string; links: string[] };

/** The newest link in the dev outbox for an address, matching `pattern`. */
export async function mailLink(base: string, to: string, pattern: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await fetch(`${base}/dev/mailbox.json`);
    const mails = (await response.json()) as MailboxEntry[];
    const mine = mails.filter((m) => m.to.toLowerCase() === to.toLowerCase());
    for (const mail of mine.reverse()) {
      const link = mail.links.find((l) => pattern.test(l));
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail with a link matching ${pattern} for ${to}`);
}
