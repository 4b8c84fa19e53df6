import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedText, exportPlan, PASSWORD, subscribedPage } from './flows';
import { type App, screenshot, startApp } from './harness';

/**
 * The planner's confidence surfaces in a real Chromium against the real server: a saved plan
 * carrying sources, citations, periods, confidence, assumptions, open questions and stated vs
 * planned (hand-made, saved with PATCH as the planner saves edits) is loaded from the library.
 */
type Row = { lcat: string | null; period: string | null; stated: number; planned: number; unit: string };
const FIXTURE = JSON.parse(
  readFileSync(new URL('../fixtures/confidence-plan.json', import.meta.url), 'utf8'),
) as { statedComparison: { rows: Row[] } } & Record<string, unknown>;
// A fuller labour category x period table than the unit fixture, so the picture shows the grid.
const PLAN = {
  ...FIXTURE,
  statedComparison: {
    ...FIXTURE.statedComparison,
    rows: [
      ...FIXTURE.statedComparison.rows,
      { lcat: 'Program Manager (Key)', period: 'Option Year 1', stated: 2080, planned: 2080, unit: 'hours' },
      { lcat: 'Help Desk Specialist II', period: 'Base Year', stated: 3120, planned: 3120, unit: 'hours' },
      {
        lcat: 'Help Desk Specialist II',
        period: 'Option Year 1',
        stated: 3120,
        planned: 3120,
        unit: 'hours',
      },
      { lcat: null, period: 'Option Year 1', stated: 3, planned: 2.5, unit: 'fte' },
    ],
  },
};
const NAME = 'Help desk support';

let app: App;

beforeAll(async () => {
  app = await startApp();
});

afterAll(async () => {
  await app?.close();
});

async function savePlan(base: string, email: string): Promise<void> {
  const signIn = await fetch(`${base}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'anon' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const created = await fetch(`${base}/api/staffing/plans`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      approach: 'bottom_up',
      name: NAME,
      rfp_text: 'The contractor shall staff a help desk answering about 12,000 tickets a year.',
    }),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  const patched = await fetch(`${base}/api/staffing/plans/${id}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ id, name: NAME, generated_plan: PLAN }),
  });
  expect(patched.status).toBe(200);
}

describe('the planner shows how far a plan can be trusted', () => {
  it('confidence, sources, citations, periods, assumptions and stated vs planned, at 1440 and 390 px', async () => {
    const { page, errors, email } = await subscribedPage(app, 'confidence');
    await savePlan(app.url, email);
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();

    const badge = page.getByRole('region', { name: 'Plan confidence' });
    await badge.getByText('Medium confidence').waitFor({ timeout: 15_000 });
    expect(await badge.textContent()).toContain('help desk hours are derived from ticket volume');
    expect(await page.getByTestId('source-tag').allTextContents()).toEqual(['Stated', 'Derived', 'Assumed']);
    expect(await page.getByTestId('total-fte').textContent()).toBe('5.25 FTE');
    await page.getByRole('button', { name: 'Task 2.1 details' }).click();
    await page.getByRole('button', { name: 'Task 3.1 details' }).click();
    expect(await page.getByTestId('citation').allTextContents()).toEqual([
      '"The desk receives about 12,000 tickets a year." (C.4.2)',
      'No requirement states this line',
    ]);
    await page.getByRole('region', { name: 'Hours by period' }).getByText('5,720 h').waitFor();
    const stated = page.getByRole('region', { name: 'Stated vs planned' });
    expect(await stated.getByText('Does not foot').count()).toBe(1);
    expect(await stated.getByRole('row').allTextContents()).toEqual([
      'Labour categoryBase YearOption Year 1',
      'Program Manager (Key)2,080 h (as stated)2,080 h (as stated)',
      'Help Desk Specialist II3,120 h (as stated)3,120 h (as stated)',
      'Whole plan2.50 FTEstated 3.00 FTE2.50 FTEstated 3.00 FTE',
    ]);
    const questions = page.getByRole('region', { name: 'Assumptions & open questions' });
    expect(await questions.getByText('Ask CO').count()).toBe(1);

    const csvText = await downloadedText(await exportPlan(page, 'CSV'));
    expect(csvText.split('\r\n')[0]).toBe(
      'Task Number,Location,Role,Hours,Calculation Method,Notes,Source,Citation,Base Year Hours,Option Year 1 Hours',
    );
    expect(csvText).toContain('Confidence,Medium confidence,');

    // Accessible in both themes: no serious or critical axe violations with every panel open.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await page.waitForTimeout(400);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious, colorScheme).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });

    // The plan panel scrolls inside the page: a tall viewport shows every panel in one picture.
    await page.setViewportSize({ width: 1440, height: 1800 });
    await page.waitForTimeout(800); // the 50 ms row stagger
    await screenshot(page, 'planner-confidence-1440');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.waitForTimeout(400); // buttons fade their colours over 150 ms
    await screenshot(page, 'planner-confidence-dark-1440');
    await page.emulateMedia({ colorScheme: 'light' });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`^${NAME}`) }).click();
    await badge.getByText('Medium confidence').waitFor({ timeout: 15_000 });
    await page.setViewportSize({ width: 390, height: 1560 });
    await page.waitForTimeout(800);
    await screenshot(page, 'planner-confidence-390');
    expect(errors).toEqual([]);
  });
});
