import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText, exportPlan, subscribedPage } from './flows';
import { type App, REPO_DIR, screenshot, startApp } from './harness';

/** The team's own TruData-like chain (core's fixtures). */
const CHAIN = join(REPO_DIR, 'packages/core/test/fixtures/amendments/trudata-like');

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

const totalHours = async (page: Page) => (await page.getByTestId('total-hours').textContent()) ?? '';
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redoButton = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });

describe('an amendment added to a saved plan (issue 16)', () => {
  it('generate, edit by chat, add the Q&A, see the diff with its cause, undo, redo, export', async () => {
    const { page, errors, context } = await subscribedPage(app, 'amend');
    await page.getByText('Generated Staffing Plan').waitFor();
    await page.getByTestId('upload-primary').setInputFiles(join(CHAIN, 'rfq.txt'));
    await page.getByText('rfq.txt').waitFor({ timeout: 60_000 });
    await page.getByTestId('upload-supporting').setInputFiles(join(CHAIN, 'price-schedule.txt'));
    await page.getByText('price-schedule.txt').waitFor({ timeout: 60_000 });
    await page.getByTestId('upload-supporting').setInputFiles(join(CHAIN, 'soo.txt'));
    await page.getByText('soo.txt').waitFor({ timeout: 60_000 });
    await page.getByLabel('Plan Name').fill('TruData-like');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await page.getByTestId('total-hours').waitFor({ timeout: 120_000 });

    // An edit by chat, kept through the amendment.
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await page.getByLabel('Message the AI Assistant').fill('Add a QA Engineer for 500 hours');
    await page.getByLabel('Message the AI Assistant').press('Enter');
    await page.getByTestId('chat-diff').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Close AI Assistant' }).click();
    await expect.poll(() => undoButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    const edited = await totalHours(page);

    // The Q&A: the 24x7 line goes, the diff says which answer removed it.
    await page.getByTestId('amendment-file').setInputFiles(join(CHAIN, 'questions-and-responses.txt'));
    const dialog = page.getByRole('dialog', { name: 'Amendment added' });
    await dialog.waitFor({ timeout: 60_000 });
    const diff = dialog.getByTestId('amendment-diff');
    expect(await diff.textContent()).toContain('Questions and answers: questions-and-responses.txt');
    const removed = dialog.getByTestId('amendment-line').filter({ hasText: 'Removed' });
    expect(await removed.count()).toBe(1);
    expect(await removed.locator('q').textContent()).toBe(
      'The contractor is not expected to provide full 24x7 security incident coverage.',
    );
    expect(await diff.textContent()).toContain('Open question: Data Architect is named in');
    await screenshot(page, 'planner-amendment-1440');
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.getByTestId('plan-amendments').textContent())
      .toBe('Reflects Questions and answers: questions-and-responses.txt');
    await expect.poll(() => totalHours(page)).not.toBe(edited);
    const amended = await totalHours(page);
    expect(await page.getByText('QA Engineer').count()).toBeGreaterThan(0);

    // Undo steps back over the amendment; redo brings it back.
    await expect.poll(() => undoButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await undoButton(page).click();
    await expect.poll(() => totalHours(page)).toBe(edited);
    expect(await page.getByTestId('plan-amendments').count()).toBe(0);
    await redoButton(page).click();
    await expect.poll(() => totalHours(page)).toBe(amended);

    // The export states the amendment the plan reflects.
    const csvText = await downloadedText(await exportPlan(page, 'CSV'));
    expect(csvText).toContain('Amendment,Questions and answers: questions-and-responses.txt');
    expect(errors).toEqual([]);
    await context.close();
  });
});
