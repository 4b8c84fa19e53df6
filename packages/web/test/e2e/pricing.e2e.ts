import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { SavedPlanSchema } from '@staffplan/core';
import { Dec, PricingSchema, reviewPricing, rowsFromXlsx, usd } from '@staffplan/core/pricing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, subscribedPage } from './flows';
import { type App, SOLICITATIONS, screenshot, startApp } from './harness';

/**
 * Issue 14's pricing journey in a real Chromium against the real server: generate a plan, open
 * Pricing, import a rate card CSV (saved to the rate library), set wraps and escalation, and
 * see the totals core's reviewPricing gives for the same plan and pricing; the pricing is
 * saved with the plan and comes back after a reload.
 */
let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(async () => {
  await app?.close();
});

async function serverApi(base: string, email: string) {
  const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'anon' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return async (path: string) => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    return res.json() as Promise<unknown>;
  };
}

const totalText = (page: Page) => page.getByTestId('price-total-value').textContent();

describe('the Pricing view', () => {
  it('generates, imports a rate card CSV, sets wraps and escalation, and shows the totals core computes', async () => {
    const { page, errors, email } = await subscribedPage(app, 'pricer');
    await page
      .getByTestId('upload-primary')
      .setInputFiles(join(SOLICITATIONS, 'usfs-epermit/API-SOO-12-21.docx'));
    await page.getByText('API-SOO-12-21.docx').waitFor({ timeout: 60_000 });
    await page.getByLabel('Plan Name').fill('ePermit priced');
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    await page.getByTestId('total-hours').waitFor({ timeout: 120_000 });

    const get = await serverApi(app.url, email);
    const [summary] = (await get('/api/staffing/plans')) as { id: string }[];
    const saved = SavedPlanSchema.parse(await get(`/api/staffing/plans/${summary?.id}`));
    const lcats = [...new Set(saved.generated_plan.tasks.map((t) => t.lcat))];
    const dir = mkdtempSync(join(tmpdir(), 'staffplan-rates-'));
    const csv = join(dir, 'FY27 rates.csv');
    const rows = lcats.map((lcat, i) => `"${lcat.replaceAll('"', '""')}","$${(82.5 + 7 * i).toFixed(2)}"`);
    writeFileSync(csv, `Labor Category,Hourly Rate\n${rows.join('\n')}\n`);

    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByTestId('pricing-view').waitFor();
    await page.getByTestId('rate-card-file').setInputFiles(csv);
    await page.getByText('From your library: FY27 rates').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('rate-row').count()).toBe(lcats.length);

    await page.getByLabel('Contract type').selectOption('T&M');
    for (const [label, value] of [
      ['Fringe', '30'],
      ['Overhead', '10'],
      ['G&A', '12'],
      ['Profit', '8'],
      ['Escalation a year', '3'],
      ['Budget a year', '1400000'],
    ] as const)
      await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Rates as of').fill('2026-01-01');
    await page.getByLabel('First period starts').fill('2026-10-01');

    // The figures are core's reviewPricing of the same plan and pricing.
    const pricing = PricingSchema.parse({
      contractType: 'T&M',
      rateCard: lcats.map((lcat, i) => ({
        lcat,
        rate: (82.5 + 7 * i).toFixed(2),
        source: { kind: 'company' },
      })),
      wraps: { fringe: { percent: 30 }, overhead: { percent: 10 }, ga: { percent: 12 }, fee: { percent: 8 } },
      escalation: { percent: 3, ratesAsOf: '2026-01-01' },
      contractStart: '2026-10-01',
      budget: '1400000',
    });
    const expected = reviewPricing(saved.generated_plan, pricing, {
      asOf: new Date().toISOString().slice(0, 10),
    });
    const total = usd(new Dec(expected.priced.total.price));
    await expect.poll(() => totalText(page), { timeout: 10_000 }).toBe(total);
    const periodPrices = await page.getByTestId('price-period').locator('td:last-child').allTextContents();
    expect(periodPrices).toEqual(expected.priced.byPeriod.map((p) => usd(new Dec(p.price))));
    expect(await page.getByTestId('fte-bought').textContent()).toContain(`${expected.budget?.fte} FTE`);
    expect(await page.getByTestId('benchmark-flag').count()).toBe(expected.flags.length);
    expect(Number(expected.priced.total.price)).toBeGreaterThan(0);

    // A rate overridden for this plan only: the totals follow, the library card does not change.
    const first = lcats[0] ?? '';
    await page.getByLabel(`Direct rate of ${first}`).fill('$90.00');
    await page.getByLabel(`Direct rate of ${first}`).press('Enter');
    const overridden = PricingSchema.parse({
      ...pricing,
      rateCard: pricing.rateCard.map((e, i) =>
        i === 0 ? { ...e, rate: '90.00', source: { kind: 'company', note: 'override for this plan' } } : e,
      ),
      rateCardFrom: { id: 'x', name: 'FY27 rates' },
    });
    const after = reviewPricing(saved.generated_plan, overridden, {
      asOf: new Date().toISOString().slice(0, 10),
    });
    await expect
      .poll(() => totalText(page), { timeout: 10_000 })
      .toBe(usd(new Dec(after.priced.total.price)));
    expect(await page.getByText('Company rate (override for this plan)').count()).toBe(1);
    const { violations } = await new AxeBuilder({ page }).include('[data-testid="pricing-view"]').analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);

    // Saved with the plan (PATCH generated_plan.pricing), and shown again after a reload.
    await expect
      .poll(
        async () =>
          SavedPlanSchema.parse(await get(`/api/staffing/plans/${saved.id}`)).generated_plan.pricing?.budget,
        {
          timeout: 10_000,
        },
      )
      .toBe('1400000');
    const stored = SavedPlanSchema.parse(await get(`/api/staffing/plans/${saved.id}`)).generated_plan.pricing;
    expect(stored?.rateCardFrom?.name).toBe('FY27 rates');
    expect(stored?.wraps.fee.percent).toBe('8');
    expect(stored?.rateCard[0]).toMatchObject({ rate: '90.00', source: { note: 'override for this plan' } });
    const [card] = (await get('/api/staffing/rate-cards')) as { id: string }[];
    const library = (await get(`/api/staffing/rate-cards/${card?.id}`)) as { entries: { rate: string }[] };
    expect(library.entries[0]?.rate).toBe('82.50');
    await page.getByText('Rate card imported').waitFor({ state: 'hidden', timeout: 15_000 });
    await page.getByLabel('Plan Name').focus();
    await page.setViewportSize({ width: 1440, height: 1200 });
    await page.waitForTimeout(300);
    await screenshot(page, 'planner-pricing-1440');

    // The cost volume carries the total on screen (its formulas' cached values are core's).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export cost volume' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ePermit_priced_cost_volume_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = rowsFromXlsx(new Uint8Array(readFileSync(await download.path())));
    const priceRow = sheet.find((row) => row[0] === 'Total price') ?? [];
    const fileTotal = Number(priceRow.filter((cell) => cell !== '').at(-1)).toFixed(2);
    expect(fileTotal).toBe(after.priced.total.price);
    expect(usd(new Dec(fileTotal))).toBe(await totalText(page));

    await page.reload();
    await page
      .getByLabel('Plan inputs')
      .getByRole('button', { name: /^ePermit priced/ })
      .click();
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await expect
      .poll(() => totalText(page), { timeout: 15_000 })
      .toBe(usd(new Dec(after.priced.total.price)));

    // A pricing chat edit reaches the Pricing view and is saved like any edit.
    await page.getByRole('button', { name: 'Open AI Assistant' }).click();
    await page.getByLabel('Message the AI Assistant').fill('set the profit to 10%');
    await page.getByLabel('Message the AI Assistant').press('Enter');
    await expect
      .poll(() => page.getByLabel('Profit', { exact: true }).inputValue(), { timeout: 20_000 })
      .toBe('10');
    const chatted = reviewPricing(
      saved.generated_plan,
      { ...overridden, wraps: { ...overridden.wraps, fee: { ...overridden.wraps.fee, percent: '10' } } },
      { asOf: new Date().toISOString().slice(0, 10) },
    );
    await expect
      .poll(() => totalText(page), { timeout: 10_000 })
      .toBe(usd(new Dec(chatted.priced.total.price)));
    await expect
      .poll(
        async () =>
          SavedPlanSchema.parse(await get(`/api/staffing/plans/${saved.id}`)).generated_plan.pricing?.wraps
            .fee.percent,
        {
          timeout: 10_000,
        },
      )
      .toBe('10');
    await page.getByRole('button', { name: 'Close AI Assistant' }).click();

    // The plan's rates, override included, go back to the library card when asked.
    await page.getByRole('button', { name: 'Update FY27 rates in the library' }).click();
    await page.getByText('Saved to your rate library').waitFor();
    const updated = (await get(`/api/staffing/rate-cards/${card?.id}`)) as { entries: { rate: string }[] };
    expect(updated.entries[0]?.rate).toBe('90.00');

    await page.setViewportSize({ width: 390, height: 844 });
    if (await page.getByRole('button', { name: 'Collapse sidebar' }).isVisible())
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.getByTestId('pricing-view').waitFor();
    await page.setViewportSize({ width: 390, height: 1800 });
    await page.waitForTimeout(300);
    // On a phone each rate is a card: the burdened rate shows without scrolling sideways.
    for (const row of await page.getByTestId('rate-row').all()) {
      const box = await row.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      expect(await row.textContent()).toMatch(/Burdened\s*\$[\d,]+\.\d\d/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'planner-pricing-390');
    expect(errors).toEqual([]);
  });
});
