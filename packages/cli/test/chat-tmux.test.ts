import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, signedInClient } from './helpers/cli-user';
import { CLI_BIN, cliEnv, envWords, FIXTURE_DOCX, PASSWORD } from './helpers/server';
import { HAS_TMUX, quitChat, tmuxTerminal } from './helpers/tmux';

// A person's view of `staffplan chat`: the real command in a real terminal (tmux), driven with
// send-keys and read with capture-pane. Ink draws only the last frame when CI is set (as `npm
// test` under CI sets it), so the sessions start without it, as a real terminal would.
const EMAIL = 'tmux.user@example.com';
// The screen as the pane shows it now (no scrollback, wrapped lines as drawn).
const term = tmuxTerminal(`staffplan-test-${process.pid}`, 'chat', { capture: 'visible', waitMs: 20_000 });
const run = HAS_TMUX || Boolean(process.env.CI);
const user = cliUserOfFile(EMAIL, { enabled: run });
const count = (shot: string, text: string) => shot.split(text).length - 1;

let planId = '';

beforeAll(async () => {
  if (!run) return;
  const { client } = await signedInClient(user);
  const created = await client.plans.create({
    name: 'Tmux plan',
    rfp_text:
      'C.3.1 The contractor shall provide a program manager for the full period of performance. C.3.2 The contractor shall operate a help desk 8x5 for 500 users.',
  });
  planId = created.id;
}, 120_000);

afterAll(() => term.close());

describe.skipIf(!run)('staffplan in a terminal (tmux)', () => {
  it('login prompts for the e-mail and a hidden password', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'staffplan-tmux-login-'));
    const env = envWords({ ...cliEnv(fresh, user.server.url), NO_COLOR: '1' });
    const command = `${process.execPath} ${CLI_BIN} login; echo "EXIT=$?"; sleep 60`;
    term.start(100, 20, env, command);
    await term.waitFor('E-mail:');
    term.type(EMAIL);
    term.press('Enter');
    await term.waitFor('Password:');
    term.type(PASSWORD);
    term.press('Enter');
    const done = await term.waitFor('EXIT=');
    expect(done).toContain(`signed in as ${EMAIL}`);
    expect(done).not.toContain(PASSWORD);
    expect(done).toContain('EXIT=0');
    term.close();
  });

  it('shows the plan, applies two edits with their diffs, undoes one and quits on /quit', async () => {
    term.start(110, 40, user.envWords(), `${process.execPath} ${CLI_BIN} chat ${planId}`);
    const first = await term.waitFor('Commands: /undo');
    expect(first).toContain('Tmux plan');
    const before = /Tasks: (\d+)/.exec(first)?.[1];
    expect(before).toBeDefined();

    term.type('add a QA Engineer for 500 hours');
    await term.waitFor('› add a QA Engineer for 500 hours');
    term.press('Enter');
    const afterFirst = await term.waitFor(
      (s) => s.includes('1 to undo') && s.includes('Staffing plan updated successfully'),
    );
    expect(afterFirst).toContain('you › add a QA Engineer for 500 hours');
    expect(afterFirst).toMatch(/Δ Added 1 task \(QA Engineer, 500 h\)/);
    expect(afterFirst).toContain('Staffing plan updated successfully');
    expect(afterFirst).toContain(`Tasks: ${Number(before) + 1}`);

    term.type('add a Technical Writer for 300 hours');
    term.press('Enter');
    const afterSecond = await term.waitFor(
      (s) => s.includes('2 to undo') && count(s, 'Staffing plan updated successfully') === 2,
    );
    expect(afterSecond).toMatch(/Δ Added 1 task \(Technical Writer, 300 h\)/);
    expect(afterSecond).toContain(`Tasks: ${Number(before) + 2}`);

    term.type('/undo');
    term.press('Enter');
    const undone = await term.waitFor(
      (s) => s.includes('Restored the previous version') && /^›\s*$/m.test(s),
    );
    expect(undone).toContain(`Tasks: ${Number(before) + 1}`);
    expect(undone).toMatch(/Δ Undo: Removed 1 task \(Technical Writer, 300 h\)/);

    if (process.env.STAFFPLAN_TMUX_DUMP) writeFileSync(`${process.env.STAFFPLAN_TMUX_DUMP}-chat.txt`, undone);
    const started = Date.now();
    await quitChat(term);
    expect(term.alive()).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);

    const { client: saved } = await signedInClient(user);
    const plan = await saved.plans.get(planId);
    expect(plan.generated_plan.tasks.map((t) => t.lcat)).toContain('QA Engineer');
    expect(plan.generated_plan.tasks.map((t) => t.lcat)).not.toContain('Technical Writer');
  });

  it('generate on a terminal shows the spinner with its steps, then the table with totals', async () => {
    // Without NO_COLOR, as on a person's terminal.
    const env = user.envWords({ noColor: false });
    const docx = FIXTURE_DOCX;
    const command = `${process.execPath} ${CLI_BIN} generate ${docx} --name 'Terminal plan'; echo "EXIT=$?"; sleep 60`;
    term.start(160, 50, env, command);
    const frames = new Set<string>();
    const started = Date.now();
    let last = '';
    while (!last.includes('EXIT=') && Date.now() - started < 60_000) {
      last = term.screen();
      frames.add(last);
      await new Promise((r) => setTimeout(r, 50));
    }
    if (process.env.STAFFPLAN_TMUX_DUMP)
      writeFileSync(`${process.env.STAFFPLAN_TMUX_DUMP}-generate.txt`, [...frames].join('\n----\n'));
    expect(last).toContain('EXIT=0');
    const all = [...frames].join('\n');
    expect(all).toMatch(/[⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] (Uploading API-SOO-12-21\.docx|Connecting|Generating plan)/);
    expect(last).toMatch(/✔ Saved plan [\w-]+/);
    expect(last).toContain('Terminal plan');
    expect(last).toMatch(/Total Hours: [\d,.]+ h\s+Total FTE: [\d.]+ FTE/);
    term.close();
  });
});
