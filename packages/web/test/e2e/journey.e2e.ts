import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText, exportPlan, subscribedPage } from './flows';
import { type App, SOLICITATIONS, screenshot, startApp } from './harness';

let app: App;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

async function totalHours(page: import('playwright-core').Page): Promise<string> {
  return (await page.getByTestId('total-hours').textContent()) ?? '';
}

describe('the staffing planner journey', () => {
  it('signs up, subscribes, generates, edits, undoes, saves, exports, deletes and signs out', async () => {
    const { page, errors, context, email } = await subscribedPage(app, 'planner');

    // Upload the DOCX as the primary RFP and a PDF as a supporting document.
    await page.getByText('Generated Staffing Plan').waitFor();
    const started = Date.now();
    await page
      .getByTestId('upload-primary')
      .setInputFiles(join(SOLICITATIONS, 'usfs-epermit/API-SOO-12-21.docx'));
    await page.getByText('API-SOO-12-21.docx').waitFor({ timeout: 60_000 });
    await page.getByTestId('upload-supporting').setInputFiles(join(SOLICITATIONS, 'gsa-ads-bpa-rfq.pdf'));
    await page.getByText('gsa-ads-bpa-rfq.pdf').waitFor({ timeout: 60_000 });
    console.log(`uploads took ${Date.now() - started} ms`);
    await page.getByLabel('Plan Name').fill('USFS ePermit');

    // The overlay can be short-lived with the local estimator: watch it every frame from the click on.
    const sawThinking = page.waitForFunction(
      () => (document.querySelector('[data-testid="thinking-text"]')?.textContent ?? '').length > 40,
      undefined,
      { polling: 'raf', timeout: 60_000 },
    );
    const sawOverlay = page.getByText('Extended Thinking in Progress').waitFor();
    // Hold the plan's answer back 1.5 s (network only) so the overlay can be photographed with text.
    await page.route('**/api/staffing/plans', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      const response = await route.fetch();
      await new Promise((r) => setTimeout(r, 1500));
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await sawOverlay;
    await sawThinking;
    await screenshot(page, 'planner-thinking-1440');
    await page.getByTestId('total-hours').waitFor({ timeout: 120_000 });
    await page.unroute('**/api/staffing/plans');
    const rows = await page.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(1);
    const hoursBefore = await totalHours(page);
    expect(hoursBefore).toMatch(/^[\d,.]+ h$/);
    await page.waitForTimeout(1500); // let the 50 ms row stagger finish
    await screenshot(page, 'planner-1440');

    // Chat edit with its diff.
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await page.getByLabel('Message the AI Assistant').fill('Add a QA Engineer for 500 hours');
    await page.getByLabel('Message the AI Assistant').press('Enter');
    await page.getByTestId('chat-diff').waitFor({ timeout: 60_000 });
    await expect.poll(() => totalHours(page)).not.toBe(hoursBefore);
    await page.waitForTimeout(1000);
    await screenshot(page, 'planner-chat-1440');
    await page.getByRole('button', { name: 'Close AI Assistant' }).click();

    // Undo restores the previous version on the server (after the chat edit's own save lands).
    const undoSaved = page.waitForRequest(
      (request) => request.method() === 'POST' && /\/api\/staffing\/plans\/[^/]+\/undo$/.test(request.url()),
    );
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => totalHours(page)).toBe(hoursBefore);
    expect((await (await undoSaved).response())?.status()).toBe(200);

    // Saved: after a reload the plan is in the library and loads again.
    await page.reload();
    await page.getByRole('button', { name: /^USFS ePermit [\d,]+ tasks/ }).click();
    await expect.poll(() => totalHours(page), { timeout: 15_000 }).toBe(hoursBefore);

    // Exports.
    const csv = await exportPlan(page, 'CSV');
    expect(csv.suggestedFilename()).toMatch(/^USFS_ePermit_staffing_plan_\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await downloadedText(csv);
    expect(csvText.split(/\r?\n/)[0]).toContain('Task Number,Location,Role,Hours,Calculation Method,Notes');
    const xlsx = await exportPlan(page, 'Excel');
    expect(xlsx.suggestedFilename()).toMatch(/^USFS_ePermit_staffing_plan_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const xlsxBytes = readFileSync((await xlsx.path()) ?? '');
    expect(xlsxBytes.subarray(0, 2).toString()).toBe('PK');

    // Delete clears the view.
    await page.getByRole('button', { name: 'Delete USFS ePermit' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('No data available').waitFor();

    // Account tabs.
    await page.goto(`${app.url}/account`);
    await page.getByText('Active subscription').waitFor();
    await page.getByRole('tab', { name: 'Usage' }).click();
    await page.getByText('Professional Plan').waitFor();
    await screenshot(page, 'account-usage-1440');
    await page.getByRole('tab', { name: 'Billing' }).click();
    await page.getByRole('button', { name: 'Manage Subscription' }).waitFor();
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByText(email).first().waitFor();

    // Sign out.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
