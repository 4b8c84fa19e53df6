import type { loadConfig, RunningServer, startServer } from '@staffplan/server';
import type { Browser, BrowserType, Page } from 'playwright-core';

export declare const CHROMIUM: string;

export type BrowserApp = { url: string; server: RunningServer; browser: Browser; close: () => Promise<void> };

export declare function startBrowserApp(options: {
  server: { loadConfig: typeof loadConfig; startServer: typeof startServer };
  chromium: BrowserType;
  webDir: string;
  tempPrefix: string;
  env?: Record<string, string>;
  /** Passed to startServer's `db` (for example a migrated PGlite snapshot to seed the data dir). */
  db?: NonNullable<Parameters<typeof startServer>[1]>['db'];
}): Promise<BrowserApp>;

export declare function plannerInteractiveMs(page: Page): Promise<number>;
