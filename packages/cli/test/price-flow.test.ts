import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { RateCardListResponseSchema, RateCardSchema, SavedPlanSchema } from '@staffplan/core';
import { Dec, PricingSchema, reviewPricing, usd } from '@staffplan/core/pricing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, runExampleAs } from './helpers/cli-user';
import { FIXTURE_DOCX } from './helpers/server';

const EMAIL = 'pat.pricer@example.com';
const user = cliUserOfFile(EMAIL);
let planId = '';
let lcats: string[] = [];

beforeAll(async () => {
  const generated = await user.cli(['generate', FIXTURE_DOCX, '--name', 'Priced plan', '--json']);
  expect(generated.code).toBe(0);
  const plan = SavedPlanSchema.parse(JSON.parse(generated.stdout));
  planId = plan.id;
  lcats = [...new Set(plan.generated_plan.tasks.map((t) => t.lcat))];
}, 180_000);

/** A company rate card with every LCAT of the plan but the last, at $80.00, $85.00, ... */
async function writeRateCsv(name: string): Promise<string> {
  const rows = lcats.slice(0, -1).map((lcat, i) => `"${lcat.replaceAll('"', '""')}",$${80 + 5 * i}.00`);
  const path = join(user.work, name);
  await writeFile(path, `Labor Category,Hourly Rate\n${rows.join('\n')}\n`);
  return path;
}

describe('staffplan rates and price against a real server', () => {
  it('imports a CSV rate card into the library, lists and shows it', async () => {
    const csv = await writeRateCsv('fy27.csv');
    const imported = await user.cli([
      'rates',
      'import',
      csv,
      '--name',
      'FY27 company rates',
      '--as-of',
      '2026-01-01',
    ]);
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain(`Saved rate card FY27 company rates`);
    expect(imported.stderr).toContain(`with ${lcats.length - 1} labour categories`);
    const list = RateCardListResponseSchema.parse(
      JSON.parse((await user.cli(['rates', 'list', '--json'])).stdout),
    );
    expect(list.map((c) => [c.name, c.entry_count, c.ratesAsOf])).toEqual([
      ['FY27 company rates', lcats.length - 1, '2026-01-01'],
    ]);
    const show = await user.cli(['rates', 'show', 'fy27 company rates']);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain(lcats[0]);
    expect(show.stdout).toContain('$80.00');
    expect(show.stdout).toContain('Company rate');
  });

  it('prints the totals core computes, as a table and as JSON, and saves the pricing with --save', async () => {
    const flags = [
      '--rates',
      'FY27 company rates',
      '--contract',
      'T&M',
      '--fringe',
      '30',
      '--overhead',
      '10',
    ];
    const more = [
      '--ga',
      '12',
      '--fee',
      '8',
      '--escalation',
      '3',
      '--start',
      '2026-10-01',
      '--budget',
      '1400000',
    ];
    const json = await user.cli(['price', planId, ...flags, ...more, '--output', 'json']);
    expect(json.code).toBe(0);
    const printed = JSON.parse(json.stdout) as ReturnType<typeof reviewPricing> & { pricing: unknown };
    const pricing = PricingSchema.parse(printed.pricing);
    expect(pricing).toMatchObject({
      contractType: 'T&M',
      escalation: { percent: '3', ratesAsOf: '2026-01-01' },
      contractStart: '2026-10-01',
      budget: '1400000',
    });
    expect(pricing.rateCardFrom?.name).toBe('FY27 company rates');
    // The same computation in the test process gives the same figures.
    const plan = SavedPlanSchema.parse(
      JSON.parse((await user.cli(['plans', 'show', planId, '--json'])).stdout),
    );
    const today = new Date().toISOString().slice(0, 10);
    const expected = reviewPricing(plan.generated_plan, pricing, { asOf: today });
    expect(printed.priced.byPeriod).toEqual(expected.priced.byPeriod);
    expect(printed.priced.total).toEqual(expected.priced.total);
    expect(printed.budget).toEqual(expected.budget);
    expect(printed.priced.unpriced.map((u) => u.lcat)).toContain(lcats.at(-1));
    expect(Number(printed.priced.total.price)).toBeGreaterThan(0);

    const table = await user.cli(['price', planId, ...flags, ...more, '--save']);
    expect(table.code).toBe(0);
    expect(table.stderr).toContain('Saved the pricing with plan Priced plan.');
    for (const row of expected.priced.byPeriod) expect(table.stdout).toContain(usd(new Dec(row.price)));
    expect(table.stdout).toMatch(
      new RegExp(`Total\\s.*${usd(new Dec(expected.priced.total.price)).replace('$', '\\$')}`),
    );
    expect(table.stdout).toContain(`buys ${expected.budget?.fte} FTE`);
    expect(table.stdout).toContain('Time-and-materials');

    // Saved: a later `staffplan price` without flags prices the same.
    const again = JSON.parse((await user.cli(['price', planId, '--json'])).stdout) as typeof printed;
    expect(again.priced.total).toEqual(expected.priced.total);
  });

  it('takes a pricing edit in `staffplan chat` and saves it with the plan', async () => {
    const chat = await user.cli(['chat', planId], 'set the profit to 9%\n/quit\n');
    expect(chat.code).toBe(0);
    expect(chat.stdout).toContain('Fee: 8% -> 9%');
    const printed = JSON.parse((await user.cli(['price', planId, '--json'])).stdout) as {
      pricing: { wraps: { fee: { percent: string } } };
    };
    expect(printed.pricing.wraps.fee.percent).toBe('9');
  });

  it('prices from a CSV file without saving it to the library', async () => {
    const csv = await writeRateCsv('quote.csv');
    const res = await user.cli([
      'price',
      planId,
      '--rates',
      csv,
      '--contract',
      'cpff',
      '--fee',
      '7',
      '--json',
    ]);
    expect(res.code).toBe(0);
    const printed = JSON.parse(res.stdout) as {
      pricing: { contractType: string; rateCardFrom?: unknown };
      priced: { total: { fee: string } };
    };
    expect(printed.pricing.contractType).toBe('CPFF');
    expect(printed.pricing.rateCardFrom).toBeUndefined();
    expect(Number(printed.priced.total.fee)).toBeGreaterThan(0);
    expect(
      RateCardListResponseSchema.parse(JSON.parse((await user.cli(['rates', '--json'])).stdout)),
    ).toHaveLength(1);
  });

  it('exits 1 for a bad CSV or an unknown card and 2 for bad flags, saying what to do', async () => {
    await writeFile(join(user.work, 'bad.csv'), 'Labor Category,Rate\nProgram Manager,n/a\n');
    const bad = await user.cli(['rates', 'import', 'bad.csv']);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('row 2: rate "n/a" is not an amount such as 152.34');
    const unknown = await user.cli(['rates', 'show', 'Nope']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('staffplan rates list');
    expect((await user.cli(['price', planId, '--fee', 'lots'])).code).toBe(2);
    expect((await user.cli(['price', planId, '--contract', 'IDIQ'])).code).toBe(2);
    expect((await user.cli(['price', planId, '--output', 'xml'])).code).toBe(2);
    expect((await user.cli(['rates', 'import', 'missing.csv'])).code).toBe(2);
  });

  it('examples/price-with-rate-card.mjs prices with the SDK as the CLI does', async () => {
    const csv = await writeRateCsv('example rates.csv');
    const result = await runExampleAs(user, 'price-with-rate-card.mjs', [planId, csv, '--fee', '8']);
    expect(result.stderr).not.toContain('Error');
    expect(result.code).toBe(0);
    const printed = JSON.parse((await user.cli(['price', planId, '--json'])).stdout) as {
      pricing: { rateCardFrom?: { name: string } };
      priced: { total: { price: string } };
    };
    expect(printed.pricing.rateCardFrom?.name).toBe('example rates');
    const totalLine = result.stdout.split('\n').find((line) => line.startsWith('Total\t'));
    expect(totalLine?.endsWith(`\t${usd(new Dec(printed.priced.total.price))}`)).toBe(true);
  });

  it('replaces a card by name with --replace and deletes it', async () => {
    await writeFile(join(user.work, 'small.csv'), 'LCAT,Rate\nProgram Manager,120\n');
    const replaced = await user.cli([
      'rates',
      'import',
      'small.csv',
      '--name',
      'FY27 company rates',
      '--replace',
      '--json',
    ]);
    expect(replaced.code).toBe(0);
    expect(RateCardSchema.parse(JSON.parse(replaced.stdout)).entries).toHaveLength(1);
    expect((await user.cli(['rates', 'delete', 'FY27 company rates', '--yes'])).code).toBe(0);
    const left = RateCardListResponseSchema.parse(
      JSON.parse((await user.cli(['rates', 'list', '--json'])).stdout),
    );
    expect(left.map((c) => c.name)).toEqual(['example rates']);
  });
});
