// The built web app served by the real server and driven by headless Chromium. Shared by the
// e2e harness (server from its sources) and the web benchmarks in bench/ (server from its
// build): each passes in the server module and Playwright's chromium as it loads them.
// Plain JavaScript so that `node bench/*.mjs` can import it; its types are in browser-app.d.mts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium, the browser the e2e suite and the web benchmarks drive. */
export const CHROMIUM = '/usr/bin/chromium';

/** Headless, without sandbox or GPU, and without Chromium's own background traffic. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Starts the server on a free local port with a fresh temp data dir (named from `tempPrefix`)
 * serving the app built in `webDir`, then launches Chromium. `env` adds to or overrides the
 * server's settings; `db` is passed to the server's database (the e2e harness seeds the data
 * dir from one migrated PGlite snapshot). `url` is the server's address as the browser uses it (localhost);
 * `close` stops both and removes the data dir.
 */
export async function startBrowserApp({
  server: { loadConfig, startServer },
  chromium,
  webDir,
  tempPrefix,
  env = {},
  db,
}) {
  const dataDir = mkdtempSync(join(tmpdir(), tempPrefix));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STAFFPLAN_WEB_DIR: webDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const server = await startServer(config, { background: false, db });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  return {
    url: server.url.replace('127.0.0.1', 'localhost'),
    server,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Planner interactive time: on a page navigating to the planner, waits (each animation frame)
 * for an enabled Generate Plan button and answers the page's clock then, in ms since the
 * navigation started.
 */
export async function plannerInteractiveMs(page) {
  const ready = await page.waitForFunction(
    () => {
      const button = [...document.querySelectorAll('button')].find((b) =>
        b.textContent?.includes('Generate Plan'),
      );
      return button && !button.disabled ? performance.now() : false;
    },
    undefined,
    { polling: 'raf' },
  );
  return ready.jsonValue();
}
