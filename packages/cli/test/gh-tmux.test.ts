import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, signedInClient } from './helpers/cli-user';
import { CLI_BIN } from './helpers/server';
import { HAS_TMUX, tmuxTerminal } from './helpers/tmux';

// Issue 15's tmux journeys of the CLI: a pasted line in chat, 80 columns, piping to head and a
// delete without a terminal, as a person sees them in a real terminal.
const EMAIL = 'tmux.gh@example.com';
const RFP =
  'C.3.1 The contractor shall provide a program manager for the full period of performance. C.3.2 The contractor shall operate a help desk 8x5 for 500 users at the Norfolk and Charleston offices, including desk-side support, account administration and a knowledge base.';
const term = tmuxTerminal(`staffplan-gh-${process.pid}`, 'gh');
const run = HAS_TMUX || Boolean(process.env.CI);
const user = cliUserOfFile(EMAIL, { enabled: run });
let planId = '';
let env: string[] = [];
const staffplan = `${process.execPath} ${CLI_BIN}`;

beforeAll(async () => {
  if (!run) return;
  env = user.envWords();
  const { client, session } = await signedInClient(user);
  planId = (await client.plans.create({ name: 'Help desk and program management', rfp_text: RFP })).id;
  await user.server.running.deps.db.kysely
    .insertInto('plans')
    .values(
      Array.from({ length: 800 }, (_, i) => ({
        owner_id: session.user.id,
        name: `Archived solicitation ${i} for facilities, guard services and grounds maintenance`,
        rfp_text: RFP,
        document_names: JSON.stringify({ primary: 'rfp.pdf', doc1: null, doc2: null }),
        generated_plan: JSON.stringify({ tasks: [] }),
        updated_at: new Date(Date.now() - 86_400_000 - i * 1000),
      })),
    )
    .execute();
}, 120_000);

afterAll(() => term.close());

describe.skipIf(!run)('staffplan like gh, in a terminal (tmux)', () => {
  it('at 80 columns, plans list and plans show fit without wrapping', async () => {
    term.start(
      80,
      60,
      env,
      `${staffplan} plans list | cat >/dev/null; ${staffplan} plans show ${planId.slice(0, 8)}; echo "EXIT=$?"; sleep 60`,
    );
    const shot = await term.waitFor('EXIT=');
    expect(shot).toContain('EXIT=0');
    const lines = shot.split('\n');
    const from = lines.findIndex((l) => l.startsWith('Task Number'));
    const to = lines.findIndex((l) => l.startsWith('Total Hours'));
    expect(from).toBeGreaterThan(-1);
    expect(to).toBeGreaterThan(from + 2);
    // -J joins a wrapped row into one line: every row of the table is within 80 columns.
    for (const line of lines.slice(from, to + 1)) expect(line.length).toBeLessThanOrEqual(80);
    term.start(80, 10, env, `${staffplan} plans list; echo "EXIT=$?"; sleep 60`);
    const list = await term.waitFor('EXIT=');
    const rows = list.split('\n').filter((l) => /^[0-9a-f]{8}\s/.test(l));
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) expect(row.length).toBeLessThanOrEqual(80);
    expect(list).toContain('…');
  });

  it('plans list | head -1 prints the header and exits 0, no EPIPE stack', async () => {
    term.start(
      100,
      12,
      env,
      `bash -c '${staffplan} plans list | head -1; echo "EXIT=\${PIPESTATUS[0]}"'; sleep 60`,
    );
    const shot = await term.waitFor('EXIT=');
    expect(shot).toMatch(/^ID\s+Name\s+Tasks\s+Hours\s+Updated/m);
    expect(shot).toContain('EXIT=0');
    expect(shot).not.toMatch(/EPIPE|Error|at .*\.js/);
  });

  it('delete with stdin not a terminal refuses without --yes; on a terminal it asks', async () => {
    term.start(
      100,
      12,
      env,
      `echo | ${staffplan} plans delete ${planId.slice(0, 8)}; echo "EXIT=$?"; sleep 60`,
    );
    const refused = await term.waitFor('EXIT=');
    expect(refused).toContain('Pass --yes to delete without asking');
    expect(refused).toContain('EXIT=2');
    term.start(100, 12, env, `${staffplan} plans delete ${planId.slice(0, 8)}; echo "EXIT=$?"; sleep 60`);
    await term.waitFor(`Delete plan ${planId}? This cannot be undone. [y/N]`);
    term.type('n');
    term.press('Enter');
    const kept = await term.waitFor('EXIT=');
    expect(kept).toContain('Kept the plan.');
    expect(kept).toContain('EXIT=0');
  });

  it('a line pasted into chat is sent once, the prompt is drawn once, and Ctrl-C exits 130', async () => {
    term.start(80, 40, env, `${staffplan} chat ${planId.slice(0, 8)}; echo "EXIT=$?"; sleep 60`);
    await term.waitFor('Commands: /undo');
    term.paste('add a QA Engineer for 500 hours\n');
    const shot = await term.waitFor('Staffing plan updated successfully', 30_000);
    expect(shot).toContain('you › add a QA Engineer for 500 hours');
    expect(shot).toMatch(/Δ Added 1 task \(QA Engineer, 500 h\)/);
    expect(shot.split('\n').filter((l) => l.startsWith('›'))).toHaveLength(1);
    term.paste('/foo\n');
    expect(await term.waitFor('Unknown command /foo.')).not.toContain('you › /foo');
    // Ctrl-C leaves the chat with 130, the exit code of an interrupt in the documented table.
    term.press('C-c');
    const left = await term.waitFor('EXIT=');
    expect(left).toContain('EXIT=130');
    expect(left).not.toContain('Error:');
  });
});
