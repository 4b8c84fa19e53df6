import { fileURLToPath } from 'node:url';
import { SavedPlanSchema } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { cliUserOfFile } from './helpers/cli-user';

/** The team's own TruData-like and FLETC-like chains (core's fixtures). */
const fixture = (path: string) =>
  fileURLToPath(new URL(`../../core/test/fixtures/amendments/${path}`, import.meta.url));
const EMAIL = 'amy.amend@example.com';

const user = cliUserOfFile(EMAIL);

describe('staffplan amend PLAN FILE...', () => {
  it('prints the line a Q&A removed with the answer that removed it, and the missing category as a question', async () => {
    const generated = await user.cli([
      'generate',
      fixture('trudata-like/rfq.txt'),
      '--supporting',
      fixture('trudata-like/price-schedule.txt'),
      fixture('trudata-like/soo.txt'),
      '--name',
      'TruData-like',
      '--json',
    ]);
    expect(generated.code).toBe(0);
    const id = SavedPlanSchema.parse(JSON.parse(generated.stdout)).id;
    const amended = await user.cli(['amend', id, fixture('trudata-like/questions-and-responses.txt')]);
    expect(amended.code, amended.stderr).toBe(0);
    expect(amended.stdout).toContain('Questions and answers: questions-and-responses.txt');
    expect(amended.stdout).toMatch(/Removed Security.*-> 0 h/);
    expect(amended.stdout).toContain(
      'because questions-and-responses.txt (Q&A 3): "The contractor is not expected to provide full 24x7 security incident coverage."',
    );
    expect(amended.stdout).toMatch(/Base Period: [\d,]+ h -> [\d,]+ h/);
    expect(amended.stdout).toMatch(/Open question: Data Architect is named in soo\.txt/);
    const csv = await user.cli(['export', id, '--format', 'csv', '-o', '-']);
    expect(csv.stdout).toContain('Amendment,Questions and answers: questions-and-responses.txt');
  }, 120_000);

  it('adds several files in order and says when no line changes (--json gives the reports)', async () => {
    const generated = await user.cli([
      'generate',
      fixture('fletc-like/rfq.txt'),
      '--name',
      'FLETC-like',
      '--json',
    ]);
    expect(generated.code, generated.stderr).toBe(0);
    const id = SavedPlanSchema.parse(JSON.parse(generated.stdout)).id;
    const text = await user.cli(['amend', id, fixture('fletc-like/amendment-1.txt')]);
    expect(text.stdout).toContain('Amendment 0001: amendment-1.txt');
    expect(text.stdout).toContain('No line of the plan changes.');
    const json = await user.cli(['amend', id, fixture('fletc-like/amendment-2.txt'), '--json']);
    const reports = JSON.parse(json.stdout) as Array<{
      amendment: { number: string };
      staffing: { changed: number };
    }>;
    expect(reports.map((r) => [r.amendment.number, r.staffing.changed])).toEqual([['0002', 0]]);
  }, 120_000);
});
