import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedPage } from './flows';
import { type App, SOLICITATIONS, screenshot, startApp } from './harness';

let app: App;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

/** expect.poll with room for a busy host (the default gives up after 1 s). */
const poll = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });

const totalHours = async (page: Page) => (await page.getByTestId('total-hours').textContent()) ?? '';
const undoButton = (page: Page) => page.getByRole('button', { name: 'Undo', exact: true });
const redoButton = (page: Page) => page.getByRole('button', { name: 'Redo', exact: true });

/** Sends a chat message and waits for the assistant's answer (two more bubbles). */
async function chat(page: Page, message: string): Promise<void> {
  const bubbles = page.getByLabel('AI Assistant', { exact: true }).locator('.whitespace-pre-wrap');
  const before = await bubbles.count();
  await page.getByLabel('Message the AI Assistant').fill(message);
  await page.getByLabel('Message the AI Assistant').press('Enter');
  await expect.poll(() => bubbles.count(), { timeout: 60_000 }).toBe(before + 2);
}

/**
 * At 390 px the plan is one card per task: nothing scrolls sideways, every card's hours are on
 * screen and not covered, and the Undo/Redo bar and chat button sit below the plan, not over it.
 */
async function phoneCardsFit(page: Page): Promise<void> {
  const cards = page.getByTestId('plan-card');
  await poll(() => cards.count()).toBe(Number(await page.getByTestId('task-count').textContent()));
  expect(await page.getByTestId('plan-table-scroll').locator('table').count()).toBe(0);
  const overflow = await page.evaluate(() => {
    const wider = (el: Element | null) => (el ? el.scrollWidth - el.clientWidth : -1);
    return {
      page: wider(document.documentElement),
      main: wider(document.querySelector('main')),
      plan: wider(document.querySelector('[data-testid="plan-table-scroll"]')),
    };
  });
  expect(overflow).toEqual({ page: 0, main: 0, plan: 0 });
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    const hours = card.getByTestId('task-hours');
    expect(await hours.isVisible()).toBe(true);
    const box = await hours.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    // What is drawn at the hours' centre belongs to the card: nothing floats over it.
    const onTop = await hours.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return hit !== null && el.closest('[data-testid="plan-card"]')?.contains(hit) === true;
    });
    expect(onTop).toBe(true);
  }
  // Back at the first card, the last is out of sight below, and the totals stay in sight,
  // pinned to the bottom of the plan area with nothing over them.
  await page.locator('main').evaluate((main) => main.scrollTo(0, 0));
  await cards.first().scrollIntoViewIfNeeded();
  const mainBottom = await page.locator('main').evaluate((main) => main.getBoundingClientRect().bottom);
  const lastBox = await cards.last().boundingBox();
  expect(lastBox && lastBox.y > mainBottom).toBe(true);
  const pinned = await page.getByTestId('plan-totals').evaluate((el, bottom) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return r.top >= 0 && r.bottom <= bottom + 0.5 && hit !== null && el.contains(hit);
  }, mainBottom);
  expect(pinned).toBe(true);
  // The plan scrolled to its very end: the bar with Undo/Redo and the chat button is under it.
  await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
  const mainBox = await page.locator('main').boundingBox();
  const dockBox = await page.getByTestId('planner-dock').boundingBox();
  expect(mainBox && dockBox && mainBox.y + mainBox.height <= dockBox.y + 0.5).toBe(true);
  expect(await page.getByRole('button', { name: 'Open AI Assistant' }).isVisible()).toBe(true);
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="plan-table-scroll"]')
    .analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  // The picture shows the cards.
  await page.getByTestId('plan-table-scroll').scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
}

describe('a plan managed like a document', () => {
  it('chat edit, undo, reload, redo, rename and a cell edit, all kept on the server', async () => {
    const { page, errors, context } = await subscribedPage(app, 'document');

    await page.getByText('Generated Staffing Plan').waitFor();
    await page
      .getByTestId('upload-primary')
      .setInputFiles(join(SOLICITATIONS, 'usfs-epermit/API-SOO-12-21.docx'));
    await page.getByText('API-SOO-12-21.docx').waitFor({ timeout: 60_000 });
    await page.getByLabel('Custom Instructions').fill('Assume remote work. Use our preferred subcontractor');
    await page.getByLabel('Plan Name').fill('ePermit draft');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await page.getByTestId('total-hours').waitFor({ timeout: 120_000 });
    const generated = await totalHours(page);

    // The instruction the estimator could not act on is shown over the plan, not hidden.
    const banner = page.getByTestId('instructions-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Use our preferred subcontractor');
    expect(await banner.textContent()).not.toContain('Assume remote work');

    // A chat edit is an undo step; a question is not.
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await chat(page, 'Add a QA Engineer for 500 hours');
    await page.getByTestId('chat-diff').waitFor({ timeout: 60_000 });
    await poll(() => totalHours(page)).not.toBe(generated);
    const edited = await totalHours(page);
    await poll(() => undoButton(page).isEnabled()).toBe(true);
    await chat(page, 'what does task 1 cover?');
    expect(await totalHours(page)).toBe(edited);
    await page.getByRole('button', { name: 'Close AI Assistant' }).click();
    await poll(() => undoButton(page).getAttribute('title')).toBe('Undo “Add a QA Engineer for 500 hours”');

    // Undo says what it undid.
    await undoButton(page).click();
    await page.getByText('Undone: “Add a QA Engineer for 500 hours”').waitFor();
    await poll(() => totalHours(page)).toBe(generated);
    expect(await undoButton(page).isEnabled()).toBe(false);

    // Redo survives a reload: the history is the server's. A user reloads once it says Saved.
    await poll(() => page.getByTestId('plan-name').locator('..').textContent()).toContain('Saved');
    await page.reload();
    await page.getByTestId('total-hours').waitFor({ timeout: 60_000 });
    await poll(() => totalHours(page)).toBe(generated);
    await expect.poll(() => redoButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await redoButton(page).click();
    await page.getByText('Redone: “Add a QA Engineer for 500 hours”').waitFor();
    await poll(() => totalHours(page)).toBe(edited);

    // Rename in place: saved, kept after a reload, the same plan (no regeneration).
    await page.getByRole('button', { name: 'Rename plan' }).first().click();
    await page.getByLabel('Plan name', { exact: true }).fill('ePermit (rev 2)');
    await page.getByLabel('Plan name', { exact: true }).press('Enter');
    await page.getByTestId('saved-plans').getByText('ePermit (rev 2)').waitFor();
    await poll(() => page.getByTestId('plan-name').textContent()).toBe('ePermit (rev 2)');
    await poll(() => page.locator('caption').first().textContent()).toBe('ePermit (rev 2)');

    // The banner, the plan name, the editable cells and the history controls pass axe in both
    // themes (the rest of the planner is checked by the other journeys).
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(400);
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="instructions-banner"]')
        .include('[data-testid="plan-name"]')
        .include('[data-testid="plan-table-scroll"]')
        .include('[data-testid="history-controls"]')
        .analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, colorScheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // A cell edit: the first task's hours, through core's mergePlan; undo names it.
    await page
      .getByRole('button', { name: /^Edit hours of task / })
      .first()
      .click();
    await page.getByLabel(/^Hours of task /).fill('1000');
    await page.getByLabel(/^Hours of task /).press('Enter');
    await poll(() => totalHours(page)).not.toBe(edited);
    const cellEdited = await totalHours(page);
    await page
      .getByText(/^Set by hand to 1,000 h \(was /)
      .first()
      .waitFor();
    await poll(() => undoButton(page).getAttribute('title')).toMatch(/^Undo Task .+ hours: .+ -> 1,000 h$/);
    await page.getByRole('button', { name: 'Version history' }).click();
    await poll(() => page.getByTestId('version').count()).toBe(3);
    await page.waitForTimeout(300);
    await screenshot(page, 'planner-document-1440');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect
      .poll(() => page.getByTestId('plan-name').textContent(), { timeout: 15_000 })
      .toBe('ePermit (rev 2)');
    await expect.poll(() => totalHours(page), { timeout: 15_000 }).toBe(cellEdited);
    await undoButton(page).click();
    await page.getByText(/^Undone: Task .+ hours/).waitFor();
    await poll(() => totalHours(page)).toBe(edited);

    // On a phone the same controls are there.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByTestId('instructions-banner').waitFor();
    await page.waitForTimeout(5500); // the toast of the undo has gone
    await phoneCardsFit(page);
    await screenshot(page, 'planner-document-390');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();

    // New plan empties the form: nothing of this plan carries into the next one.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'New plan' }).click();
    expect(await page.getByLabel('Custom Instructions').inputValue()).toBe('');
    expect(await page.getByLabel('Plan Name').inputValue()).toBe('');

    // Opening a plan fills the form with its own inputs and starts a new conversation;
    // deleting the open plan empties both (its name does not stay in the header).
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await chat(page, 'what does task 1 cover?');
    await page.getByRole('button', { name: /^ePermit \(rev 2\)/ }).click();
    await poll(() => page.getByLabel('Plan Name').inputValue()).toBe('ePermit (rev 2)');
    expect(await page.getByLabel('Custom Instructions').inputValue()).toBe(
      'Assume remote work. Use our preferred subcontractor',
    );
    expect(
      await page.getByLabel('AI Assistant', { exact: true }).locator('.whitespace-pre-wrap').count(),
    ).toBe(0);
    await page.getByRole('button', { name: 'Delete ePermit (rev 2)' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await poll(() => page.getByTestId('plan-name').textContent()).toBe('Untitled plan');
    expect(await page.getByLabel('Plan Name').inputValue()).toBe('');
    expect(await page.getByLabel('Custom Instructions').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
