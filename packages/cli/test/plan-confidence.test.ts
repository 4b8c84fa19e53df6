import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GeneratedPlanSchema, SavedPlanSchema } from '@staffplan/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, savedAccessToken } from './helpers/cli-user';
import { FIXTURE_DOCX } from './helpers/server';

const EMAIL = 'cora.confidence@example.com';
const PLAN = GeneratedPlanSchema.parse(
  JSON.parse(
    await readFile(fileURLToPath(new URL('./fixtures/confidence-plan.json', import.meta.url)), 'utf8'),
  ),
);

const user = cliUserOfFile(EMAIL);
let planId = '';

beforeAll(async () => {
  const token = await savedAccessToken(user);
  const generated = await user.cli(['generate', FIXTURE_DOCX, '--name', 'Help desk', '--json']);
  planId = SavedPlanSchema.parse(JSON.parse(generated.stdout)).id;
  // A plan with every confidence field, saved the way the planner saves an edited plan.
  const patch = await fetch(`${user.server.url}/api/staffing/plans/${planId}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: planId, generated_plan: PLAN }),
  });
  expect(patch.status).toBe(200);
}, 180_000);

describe('staffplan shows how far a plan can be trusted', () => {
  it('plans show prints confidence, a Source column, periods, assumptions, questions and stated vs planned', async () => {
    const show = await user.cli(['plans', 'show', planId]);
    expect(show.code).toBe(0);
    const out = show.stdout;
    expect(out).toContain(
      'Confidence: Medium confidence. Key staff are stated; help desk hours are derived from ticket volume.',
    );
    expect(out).toContain('Sources: 1 stated · 1 derived · 1 assumed');
    expect(out).toMatch(/Hours\s+Source\s+Calculation Method/);
    expect(out).toMatch(/6,240 h\s+Derived/);
    expect(out).toContain('Total Hours: 10,920 h   Total FTE: 5.25 FTE');
    expect(out).toMatch(/Option Year 1\s+12\s+5,200 h\s+2\.50 FTE/);
    expect(out).toContain('- [Ask CO] Is the 12,000-ticket volume per year or for the whole period? (C.4.2)');
    expect(out).toContain('Does not foot: Base Year: the stated total is 6,240 but its rows sum to 6,000.');
    expect(out).toMatch(/Whole plan\s+2\.50 FTE \(stated 3\.00 FTE\)/);
    expect(out).not.toContain('\u001b[');
  });

  it('--json keeps every field of the plan', async () => {
    const json = await user.cli(['plans', 'show', planId, '--json']);
    expect(SavedPlanSchema.parse(JSON.parse(json.stdout)).generated_plan).toEqual(PLAN);
  });

  it('the CSV export carries Source, Citation and hours by period after the six export columns', async () => {
    const csv = await user.cli(['export', planId, '--format', 'csv', '-o', '-']);
    expect(csv.code).toBe(0);
    const lines = csv.stdout.split('\r\n');
    expect(lines[0]).toBe(
      'Task Number,Location,Role,Hours,Calculation Method,Notes,Source,Citation,Base Year Hours,Option Year 1 Hours',
    );
    expect(lines[3]).toBe(
      '3.1,Not specified,Technical Writer,520,0.25 FTE assumed,Documentation,Assumed,No requirement states this line,520,0',
    );
    expect(csv.stdout).toContain('Confidence,Medium confidence,');
  });
});
