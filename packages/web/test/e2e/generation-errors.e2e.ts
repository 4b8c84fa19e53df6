import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAnthropic, startFakeAnthropic } from '../../../server/test/fakes/anthropic-server';
import { openPlannerWithDevAccess, signUpAndConfirm } from './flows';
import { type App, newPage, screenshot, startApp } from './harness';

/**
 * The generation error branches against the real server, nothing intercepted: the server's
 * Anthropic provider talks to the local fake Anthropic API through the real SDK; the fake answers
 * the real 'prompt is too long' error, and a tiny TOKEN_LIMIT makes the second generation 429.
 */
let app: App;
let anthropic: FakeAnthropic;
const USER = `limits-${Date.now()}@example.com`;

beforeAll(async () => {
  anthropic = await startFakeAnthropic();
  app = await startApp({
    DEV_ACCESS: '1',
    MODEL_PROVIDER: 'anthropic',
    ANTHROPIC_API_KEY: 'sk-ant-test-local-fake',
    ANTHROPIC_BASE_URL: anthropic.url,
    TOKEN_LIMIT: '1000',
  });
});

afterAll(async () => {
  await app?.close();
  await anthropic?.close();
});

/** Puts a one-paragraph solicitation and a plan name into the user's draft, then reloads. */
async function fillDraft(page: Page, planName: string): Promise<void> {
  await page.evaluate(
    ({ key, planName }) => {
      const draft = JSON.parse(localStorage.getItem(key) ?? '{}');
      const rfpText =
        'The contractor shall staff a help desk from 8 a.m. to 5 p.m., Monday through Friday, answering about 400 calls a month.';
      localStorage.setItem(key, JSON.stringify({ ...draft, rfpText, planName }));
    },
    { key: `staffing_planner_draft_${USER.toLowerCase()}`, planName },
  );
  await page.reload();
  await page.getByRole('button', { name: 'Generate Plan' }).waitFor();
}

describe('generation error branches (real server, fake Anthropic API)', () => {
  it('shows the limit dialog for a prompt that is too long, then the token limit toast with tier and reset date', async () => {
    const { page, errors, context } = await newPage(app.browser);
    await signUpAndConfirm(page, app.url, USER);
    await openPlannerWithDevAccess(page, app.url);

    // 1. The model answers the real Anthropic error for an oversized prompt.
    anthropic.enqueue({
      kind: 'status',
      status: 400,
      type: 'invalid_request_error',
      message: 'prompt is too long: 212345 tokens > 200000 maximum',
    });
    await fillDraft(page, 'Too long');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Document Processing Limit Reached' });
    await dialog.waitFor();
    await screenshot(page, 'planner-limit-dialog-1440');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // 2. A generation that succeeds and uses more than the tiny monthly token limit.
    await fillDraft(page, 'Uses the limit');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await page.getByRole('heading', { name: 'Generated Staffing Plan' }).waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByRole('button', { name: 'Generate Plan' }).isEnabled()).toBe(true);

    // Role descriptions: a Radix tooltip after 700 ms of hover, and on keyboard focus.
    const role = page.getByTestId('role-name').first();
    await role.hover();
    await page.waitForTimeout(300);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.getByRole('tooltip').waitFor({ timeout: 2000 });
    await page.mouse.move(0, 0);
    await page.keyboard.press('Escape');
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await role.focus();
    await page.getByRole('tooltip').waitFor({ timeout: 2000 });
    await page.keyboard.press('Escape');

    // 3. The next generation is refused with 429: the toast names the tier and the reset date.
    await fillDraft(page, 'Over the limit');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Monthly Token Limit Exceeded' });
    await toast.waitFor();
    const text = (await toast.textContent()) ?? '';
    expect(text).toMatch(/of your (Basic|Professional|Enterprise) plan\. It resets on \w+ \d{1,2}, \d{4}\./);
    expect(text).not.toContain('next month');
    expect(text).not.toContain('current plan');
    await page.waitForTimeout(600); // the toast's entry animation
    await screenshot(page, 'planner-token-limit-1440');

    const expected = (e: string) =>
      /HTTP (413|422|429|400) POST .*\/api\/staffing\/plans/.test(e) || /status of (413|422|429|400)/.test(e);
    expect(errors.filter((e) => !expected(e))).toEqual([]);
    await context.close();
  });
});
