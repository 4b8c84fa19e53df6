// Planner interactive time and plan render time in headless Chromium against the real server
// (packages/server/dist) serving the built web app (packages/web/dist). Side by side in one run:
// a 20-task and a 2,000-task plan. Needs /usr/bin/chromium and both builds.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { plannerInteractiveMs, startBrowserApp } from '../packages/web/test/e2e/browser-app.mjs';
import { signUpInBrowser } from './lib/accounts.mjs';

const root = new URL('..', import.meta.url).pathname;
const requireWeb = createRequire(join(root, 'packages/web/package.json'));
const { chromium } = requireWeb('playwright-core');
const { loadConfig, startServer } = await import(join(root, 'packages/server/dist/index.js'));

const RUNS = 5;
const app = await startBrowserApp({
  server: { loadConfig, startServer },
  chromium,
  webDir: join(root, 'packages/web/dist'),
  tempPrefix: 'staffplan-web-bench-',
  env: { DEV_ACCESS: '1' },
});
const { browser, url: base } = app;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signUpInBrowser(page, base);
  await page.goto(`${base}/?dev=1`);
  await page.waitForURL(/staffing-planner/);

  // Two saved plans: 20 and 2,000 tasks.
  const ids = await page.evaluate(async () => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('sb-') && k.endsWith('-auth-token'));
    const token = JSON.parse(localStorage.getItem(key)).access_token;
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const roles = [
      'Program Manager',
      'Senior Developer',
      'QA Engineer',
      'DevOps Engineer',
      'Business Analyst',
    ];
    const make = async (name, n) => {
      const created = await (
        await fetch('/api/staffing/plans', {
          method: 'POST',
          headers,
          body: JSON.stringify({
            name,
            rfp_text: 'The contractor shall provide a program manager for 12 months.',
          }),
        })
      ).json();
      const tasks = Array.from({ length: n }, (_, i) => ({
        taskId: `${i + 1}`,
        lcat: roles[i % 5],
        hours: 100 + (i % 50) * 20,
        mathRationale: `${(i % 4) + 1} x 100 h`,
        basis: `C.${i % 9}.${i % 7}: The contractor shall support item ${i}.`,
        location: 'Remote',
      }));
      await fetch(`/api/staffing/plans/${created.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ generated_plan: { tasks } }),
      });
      return created.id;
    };
    return { small: await make('Bench 20', 20), large: await make('Bench 2000', 2000) };
  });

  const interactive = [];
  for (let i = 0; i < RUNS; i++) {
    await page.goto(`${base}/staffing-planner`);
    interactive.push(await plannerInteractiveMs(page));
  }

  const render = async (name, expectedTasks) => {
    const times = [];
    for (let i = 0; i < RUNS; i++) {
      await page.goto(`${base}/staffing-planner`);
      await page.getByRole('button', { name: new RegExp(`^${name} ${expectedTasks} tasks`) }).waitFor();
      times.push(
        await page.evaluate(
          async ({ name, expectedTasks }) => {
            const button = [...document.querySelectorAll('button')].find((b) =>
              b.textContent?.startsWith(`${name}${expectedTasks} tasks`),
            );
            const start = performance.now();
            button.click();
            await new Promise((resolve) => {
              const tick = () =>
                document.querySelector('[data-testid="task-count"]')?.textContent === String(expectedTasks) &&
                document.querySelector('[data-testid="hours-bar"]')
                  ? resolve()
                  : requestAnimationFrame(tick);
              tick();
            });
            await new Promise((r) => requestAnimationFrame(() => r()));
            return performance.now() - start;
          },
          { name, expectedTasks },
        ),
      );
    }
    return times;
  };
  const small = await render('Bench 20', 20);
  const large = await render('Bench 2000', 2000);
  // Scrolling the 2,000-row table: frames over 50 ms while scrolling to the end.
  await page.waitForTimeout(1000);
  const scroll = await page.evaluate(async () => {
    const el = document.querySelector('[data-testid="plan-table-scroll"]');
    let last = performance.now();
    const frames = [];
    for (let y = 400; y < el.scrollHeight; y += 400) {
      el.scrollTop = y;
      await new Promise((r) => requestAnimationFrame(() => r()));
      const now = performance.now();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return {
      frames: frames.length,
      medianFrame: frames[Math.floor(frames.length / 2)],
      p95Frame: frames[Math.floor(frames.length * 0.95)],
      worstFrame: frames.at(-1),
      rowsInDom: document.querySelectorAll('[data-testid="hours-bar"]').length,
    };
  });

  const fmt = (x) => `${x.toFixed(0)} ms`;
  console.log(
    `planner interactive (navigation start -> Generate Plan enabled), median of ${RUNS}: ${fmt(median(interactive))}  [${interactive.map(fmt).join(', ')}]`,
  );
  console.log(`load + render a 20-task plan, median: ${fmt(median(small))}`);
  console.log(
    `load + render a 2,000-task plan, median: ${fmt(median(large))}  (ratio to 20 tasks: ${(median(large) / median(small)).toFixed(2)}x)`,
  );
  console.log(
    `scrolling the 2,000-task table (${scroll.frames} steps of 400 px): median frame ${fmt(scroll.medianFrame)}, p95 ${fmt(scroll.p95Frame)}, worst ${fmt(scroll.worstFrame)}; rows in the DOM ${scroll.rowsInDom}`,
  );
  console.log(`plan ids: ${ids.small}, ${ids.large}`);
} finally {
  await app.close();
}
