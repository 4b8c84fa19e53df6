import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PlanListResponseSchema,
  SavedPlanSchema,
  SubscriptionDetailsSchema,
  TokenStatsSchema,
} from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { cliUserOfFile, credentialsPath, savedAccessToken } from './helpers/cli-user';
import { FIXTURE_DOCX, FIXTURE_PDF, PASSWORD, runCli, subscribeViaCheckout } from './helpers/server';

const DOCX = FIXTURE_DOCX;
const PDF = FIXTURE_PDF;
const EMAIL = 'ann.cli@example.com';

// Signed up only: the tests log in and subscribe themselves.
const user = cliUserOfFile(EMAIL, { subscribe: false });

describe('staffplan against a real server', () => {
  let planId = '';

  it('refuses commands before login with exit 3 and says what to do', async () => {
    const result = await user.cli(['whoami']);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain('Not signed in');
    expect(result.stderr).toContain('staffplan login');
  });

  it('rejects a wrong password with exit 3, bad usage with exit 2', async () => {
    const wrong = await user.cli(['login', '--email', EMAIL], 'not-the-password\n');
    expect(wrong.code).toBe(3);
    expect(wrong.stderr).toMatch(/Invalid login credentials/i);
    expect((await user.cli(['login'])).code).toBe(2);
    expect((await user.cli(['plans', 'frobnicate', 'x'])).code).toBe(2);
    expect((await user.cli(['export', 'x', '--format', 'pdf'])).code).toBe(2);
  });

  it('logs in with the password on stdin and stores credentials with mode 0600', async () => {
    const result = await user.cli(['login', '--email', EMAIL], `${PASSWORD}\n`);
    expect(result.stderr).toContain(`signed in as ${EMAIL}`);
    expect(result.code).toBe(0);
    expect((await stat(credentialsPath(user))).mode & 0o777).toBe(0o600);
    const whoami = await user.cli(['whoami', '--json']);
    expect(whoami.code).toBe(0);
    const parsed = JSON.parse(whoami.stdout) as { user: { email: string }; subscription: unknown };
    expect(parsed.user.email).toBe(EMAIL);
    expect(SubscriptionDetailsSchema.parse(parsed.subscription).hasSubscription).toBe(false);
  });

  it('without a subscription generate fails with a pointer to pricing', async () => {
    const result = await user.cli(['generate', DOCX, '--name', 'No plan yet']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('/pricing');
  });

  it('generates from a real Word solicitation and prints the plan as JSON', async () => {
    await subscribeViaCheckout(user.server, await savedAccessToken(user));
    const result = await user.cli(['generate', DOCX, '--name', 'ePermit API', '--fte', '6', '--json']);
    expect(result.stderr).toContain('Uploading API-SOO-12-21.docx');
    expect(result.code).toBe(0);
    const plan = SavedPlanSchema.parse(JSON.parse(result.stdout));
    expect(plan.name).toBe('ePermit API');
    expect(plan.generated_plan.tasks.length).toBeGreaterThan(0);
    expect(plan.document_names.primary).toBe('API-SOO-12-21.docx');
    planId = plan.id;
  });

  it('generates with a supporting PDF and prints the table with totals', async () => {
    await writeFile(join(user.work, 'notes.txt'), 'Staff the help desk 8x5 only.');
    const result = await user.cli([
      'generate',
      DOCX,
      '--supporting',
      PDF,
      '--instructions',
      `@${join(user.work, 'notes.txt')}`,
      '--name',
      'With support',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Task Number');
    expect(result.stdout).toMatch(/Total Hours: [\d,.]+ h\s+Total FTE: [\d.]+ FTE/);
  });

  it('lists, shows and exports plans', async () => {
    const list = await user.cli(['plans', 'list', '--json']);
    const plans = PlanListResponseSchema.parse(JSON.parse(list.stdout));
    expect(plans.map((p) => p.name).sort()).toEqual(['With support', 'ePermit API']);
    const supported = plans.find((p) => p.name === 'With support');
    expect(supported?.document_names).toMatchObject({
      primary: 'API-SOO-12-21.docx',
      doc1: 'irs-andover-guard-pws.pdf',
    });
    const full = SavedPlanSchema.parse(
      JSON.parse((await user.cli(['plans', 'show', supported?.id ?? '', '--json'])).stdout),
    );
    expect(full.custom_instructions).toBe('Staff the help desk 8x5 only.');
    const text = await user.cli(['plans']);
    expect(text.stdout).toContain('ePermit API');
    expect(text.stdout).toContain(planId);
    const show = await user.cli(['plans', 'show', planId]);
    expect(show.code).toBe(0);
    expect(show.stdout).toContain('Bottom-Up Analysis');
    expect(show.stdout).toContain('Total FTE');

    const csv = await user.cli(['export', planId, '--format', 'csv']);
    expect(csv.code).toBe(0);
    const files = await readdir(user.work);
    const csvName = files.find((f) => f.endsWith('.csv'));
    expect(csvName).toMatch(/^ePermit_API_staffing_plan_\d{4}-\d{2}-\d{2}\.csv$/);
    const csvText = await readFile(join(user.work, csvName ?? ''), 'utf8');
    expect(csvText.split(/\r?\n/)[0]).toContain('Task Number');
    const xlsx = await user.cli(['export', planId, '--format', 'xlsx', '-o', 'plan.xlsx']);
    expect(xlsx.code).toBe(0);
    const bytes = await readFile(join(user.work, 'plan.xlsx'));
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('chats with two edits and an undo (line mode on piped stdin), saving each version', async () => {
    const before = SavedPlanSchema.parse(
      JSON.parse((await user.cli(['plans', 'show', planId, '--json'])).stdout),
    );
    const script = [
      'add a QA Engineer for 500 hours',
      'add a Technical Writer for 300 hours',
      '/undo',
      '/quit',
    ].join('\n');
    const result = await user.cli(['chat', planId], `${script}\n`);
    expect(result.code).toBe(0);
    expect(result.stdout.match(/^Δ /gm)?.length).toBe(3);
    expect(result.stdout).toContain('Staffing plan updated successfully');
    expect(result.stdout).toContain('Restored the previous version');
    const after = SavedPlanSchema.parse(
      JSON.parse((await user.cli(['plans', 'show', planId, '--json'])).stdout),
    );
    expect(after.generated_plan.tasks.length).toBe(before.generated_plan.tasks.length + 1);
    expect(after.generated_plan.tasks.some((t) => /QA Engineer/i.test(t.lcat))).toBe(true);
    expect(after.generated_plan.tasks.some((t) => /Technical Writer/i.test(t.lcat))).toBe(false);
  });

  it('shows usage with the bar, and as JSON per TokenStatsSchema', async () => {
    const json = await user.cli(['usage', '--json']);
    expect(json.code).toBe(0);
    const stats = TokenStatsSchema.parse(JSON.parse(json.stdout));
    expect(stats.currentMonth.weightedTokens).toBeGreaterThan(0);
    const text = await user.cli(['usage']);
    expect(text.stdout).toContain('Professional Plan');
    expect(text.stdout).toMatch(/[█░]{30} [\d.]+% used/);
    expect(text.stdout).not.toContain('\u001b[');
    const colored = await user.cli(['usage'], undefined, { NO_COLOR: '', FORCE_COLOR: '1' });
    expect(colored.stdout).toContain('\u001b[1mProfessional Plan\u001b[22m');
    const whoami = await user.cli(['whoami']);
    expect(whoami.stdout).toContain(EMAIL);
    expect(whoami.stdout).toContain('Active subscription: professional (Premium)');
    expect(whoami.stdout).toMatch(/Usage this month: [\d.]+% of 8,240,000 tokens/);
  });

  it('deletes a plan; a deleted plan is not found (exit 1)', async () => {
    const other = PlanListResponseSchema.parse(JSON.parse((await user.cli(['plans', '--json'])).stdout)).find(
      (p) => p.id !== planId,
    );
    expect((await user.cli(['plans', 'delete', other?.id ?? '', '--yes'])).code).toBe(0);
    const gone = await user.cli(['plans', 'show', other?.id ?? '']);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('staffplan plans list');
  });

  it('prints the planner URL and logs out (credentials removed, exit 3 afterwards)', async () => {
    const open = await user.cli(['open', '--print']);
    expect(open.stdout.trim()).toBe(`${user.server.url}/staffing-planner`);
    const logout = await user.cli(['logout']);
    expect(logout.code).toBe(0);
    expect(logout.stderr).toContain('Signed out');
    await expect(stat(credentialsPath(user))).rejects.toThrow();
    const after = await user.cli(['plans']);
    expect(after.stderr).toContain('Not signed in');
    expect(after.code).toBe(3);
  });

  it('reports an unreachable server with exit 1 and what to do', async () => {
    const result = await runCli(['login', '--email', EMAIL], {
      server: 'http://127.0.0.1:9',
      configHome: user.home,
      cwd: user.work,
      input: PASSWORD,
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Could not reach the StaffPlan server at http:\/\/127\.0\.0\.1:9/);
  });
});
