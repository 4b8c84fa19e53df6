import { PlanHistorySchema, SavedPlanSchema } from '@staffplan/core';
import { describe, expect, it } from 'vitest';
import { cliUserOfFile } from './helpers/cli-user';
import { FIXTURE_DOCX } from './helpers/server';

const EMAIL = 'history.cli@example.com';
const user = cliUserOfFile(EMAIL);

describe('staffplan plans rename, history, undo, redo', () => {
  it('renames a plan, then undoes and redoes a chat edit saying what it was', async () => {
    const generated = await user.cli(['generate', FIXTURE_DOCX, '--name', 'Before rename', '--json']);
    expect(generated.code).toBe(0);
    const id = SavedPlanSchema.parse(JSON.parse(generated.stdout)).id;

    const renamed = await user.cli(['plans', 'rename', id, 'Guard', 'services', '(rev', '2)']);
    expect(renamed.code).toBe(0);
    expect(renamed.stderr).toContain('to "Guard services (rev 2)"');
    expect((await user.cli(['plans', 'history', id])).stderr).toContain('No edits yet');
    expect((await user.cli(['plans', 'undo', id])).code).toBe(1);

    expect((await user.cli(['chat', id], 'add a QA Engineer for 500 hours\n/quit\n')).code).toBe(0);
    const history = PlanHistorySchema.parse(
      JSON.parse((await user.cli(['plans', 'history', id, '--json'])).stdout),
    );
    expect(history.versions.map((v) => [v.source, v.message])).toEqual([
      ['chat', 'add a QA Engineer for 500 hours'],
      ['generated', null],
    ]);
    expect(history.undo?.summary).toMatch(/QA Engineer/);

    const table = await user.cli(['plans', 'history', id]);
    expect(table.stdout).toMatch(/2\* chat .*"add a QA Engineer for 500 hours": Added 1 task/);

    const undone = await user.cli(['plans', 'undo', id]);
    expect(undone.code).toBe(0);
    expect(undone.stderr).toMatch(
      /Undid: "add a QA Engineer for 500 hours": Added 1 task \(QA Engineer, 500 h\)/,
    );
    const after = SavedPlanSchema.parse(JSON.parse((await user.cli(['plans', 'show', id, '--json'])).stdout));
    expect(after.name).toBe('Guard services (rev 2)');
    expect(after.generated_plan.tasks.some((t) => /QA Engineer/i.test(t.lcat))).toBe(false);

    const redone = await user.cli(['plans', 'redo', id]);
    expect(redone.stderr).toMatch(/Redid: .*QA Engineer/);
    expect((await user.cli(['plans', 'redo', id])).code).toBe(1);
  });
});
