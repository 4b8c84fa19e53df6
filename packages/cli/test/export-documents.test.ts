import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SavedPlanSchema } from '@staffplan/core';
import { createClient } from '@staffplan/core/client';
import { Dec, PricingSchema, pricePlan, usd } from '@staffplan/core/pricing';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, savedAccessToken } from './helpers/cli-user';
import { FIXTURE_DOCX } from './helpers/server';

const STAFFING_TEMPLATE = fileURLToPath(
  new URL('../../core/test/fixtures/templates/staffing-plan-lcat-by-year.xlsx', import.meta.url),
);
const EMAIL = 'cora.costvolume@example.com';
const user = cliUserOfFile(EMAIL);
let token = '';
let planId = '';

beforeAll(async () => {
  token = await savedAccessToken(user);
  const generated = await user.cli(['generate', FIXTURE_DOCX, '--name', 'Cost volume plan', '--json']);
  expect(generated.code).toBe(0);
  planId = SavedPlanSchema.parse(JSON.parse(generated.stdout)).id;
}, 180_000);

describe('staffplan export --cost-volume / --boe / --template', () => {
  it('checks the flags before fetching anything (exit 2)', async () => {
    const cases: [string[], string][] = [
      [
        ['--cost-volume', 'cv.csv'],
        "--cost-volume writes an Excel workbook; name the file .xlsx (got 'cv.csv').",
      ],
      [['--boe', 'boe.xlsx'], "--boe writes a Word document; name the file .docx (got 'boe.xlsx')."],
      [['--template', STAFFING_TEMPLATE], '--template needs --out FILE.xlsx'],
      [['--out', 'filled.xlsx'], '--out names the filled template; pass --template TEMPLATE.xlsx with it.'],
      [['--template', STAFFING_TEMPLATE, '--out', STAFFING_TEMPLATE], '--out must differ from --template'],
      [['--template', 'missing.xlsx', '--out', 'x.xlsx'], 'Could not read the template missing.xlsx.'],
      [['--map', 'A=B'], '--map names template rows; pass --template TEMPLATE.xlsx with it.'],
      [
        ['--template', STAFFING_TEMPLATE, '--out', 'o.xlsx', '--map', 'no pair'],
        "--map takes 'PLAN CATEGORY=TEMPLATE CATEGORY', got 'no pair'.",
      ],
    ];
    for (const [flags, message] of cases) {
      const result = await user.cli(['export', planId, ...flags]);
      expect([flags, result.code, result.stderr]).toEqual([flags, 2, expect.stringContaining(message)]);
      expect(result.stderr).toContain(message);
    }
  });

  it('refuses a cost volume for a plan without pricing (exit 1)', async () => {
    const result = await user.cli(['export', planId, '--cost-volume', 'cv.xlsx']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('This plan has no pricing yet');
  });

  it('writes the cost volume and the basis of estimate of a priced plan; --force to overwrite', async () => {
    const client = createClient({ baseUrl: user.server.url, accessToken: token });
    const saved = await client.plans.get(planId);
    const lcats = [...new Set(saved.generated_plan.tasks.map((t) => t.lcat))];
    const pricing = PricingSchema.parse({
      contractType: 'CPFF',
      rateCard: lcats.map((lcat, i) => ({ lcat, rate: `${70 + i * 3}.25`, source: { kind: 'company' } })),
      wraps: { fringe: { percent: 30 }, overhead: { percent: 10 }, ga: { percent: 12 }, fee: { percent: 7 } },
      escalation: { percent: 3, ratesAsOf: '2026-01-01' },
    });
    await client.plans.update(planId, { generated_plan: { ...saved.generated_plan, pricing } });
    const priced = pricePlan(SavedPlanSchema.parse(await client.plans.get(planId)).generated_plan, pricing);

    const result = await user.cli(['export', planId, '--cost-volume', 'cv.xlsx', '--boe', 'boe.docx']);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(`Wrote the cost volume to cv.xlsx: ${priced.lines.length} lines`);
    expect(result.stderr).toContain(`total price ${usd(new Dec(priced.total.price))}`);
    expect(result.stderr).toContain(
      `Wrote the basis of estimate to boe.docx: ${priced.lines.length} sections`,
    );
    for (const name of ['cv.xlsx', 'boe.docx']) {
      expect((await readFile(join(user.work, name))).subarray(0, 2).toString('latin1')).toBe('PK');
    }
    const again = await user.cli(['export', planId, '--boe', 'boe.docx']);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('boe.docx exists; pass --force to overwrite it.');
    expect((await user.cli(['export', planId, '--boe', 'boe.docx', '--force'])).code).toBe(0);
  });

  it('fills the government’s staffing template into --out, reporting the check and the tables', async () => {
    await copyFile(STAFFING_TEMPLATE, join(user.work, 'j5.xlsx'));
    const before = await readFile(join(user.work, 'j5.xlsx'));
    const result = await user.cli(['export', planId, '--template', 'j5.xlsx', '--out', 'j5-filled.xlsx']);
    expect(result.stderr).toContain('Template check of j5.xlsx: no problems found.');
    expect(result.stderr).toContain('Filled 1 table(s) of the template into j5-filled.xlsx:');
    expect(result.stderr).toContain('Naming: Key personnel are named "Key – TBD".');
    expect(result.code).toBe(0);
    expect(await readFile(join(user.work, 'j5.xlsx'))).toEqual(before);
  });
});
