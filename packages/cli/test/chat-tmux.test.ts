import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, memorySessionStore } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLI_BIN,
  type LiveServer,
  PASSWORD,
  runCli,
  signUpConfirmed,
  startLiveServer,
  subscribeViaCheckout,
  FIXTURE_DOCX,
} from './helpers/server';

// A person's view of `staffplan chat`: the real command in a real terminal (tmux), driven with
// send-keys and read with capture-pane.
const SOCKET = `staffplan-test-${process.pid}`;
const SESSION = 'chat';
const EMAIL = 'tmux.user@example.com';
const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V']);
    return true;
  } catch {
    return false;
  }
})();

const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-t', SESSION);
const count = (shot: string, text: string) => shot.split(text).length - 1;
async function waitFor(
  text: string | RegExp | ((shot: string) => boolean),
  timeoutMs = 20_000,
): Promise<string> {
  const started = Date.now();
  for (;;) {
    let shot = '';
    try {
      shot = screen();
    } catch {
      shot = '';
    }
    const done =
      typeof text === 'string' ? shot.includes(text) : text instanceof RegExp ? text.test(shot) : text(shot);
    if (done) return shot;
    if (Date.now() - started > timeoutMs)
      throw new Error(`timed out waiting for ${String(text)}; screen:\n${shot}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const sessionAlive = () => {
  try {
    tmux('has-session', '-t', SESSION);
    return true;
  } catch {
    return false;
  }
};

/** Starts the named session, replacing one a failed test left behind. */
function newSession(...args: string[]): void {
  if (sessionAlive()) tmux('kill-session', '-t', SESSION);
  tmux('new-session', '-d', '-s', SESSION, ...args);
}

// A person's terminal is not CI: Ink draws only the last frame when CI is set (as `npm test`
// under CI sets it), so the session starts without it, as a real terminal would.
const TERMINAL_ENV = ['-u', 'CI', '-u', 'CONTINUOUS_INTEGRATION', '-u', 'GITHUB_ACTIONS'];

let server: LiveServer;
let home: string;
let planId = '';

beforeAll(async () => {
  if (!hasTmux && !process.env.CI) return;
  server = await startLiveServer();
  home = await mkdtemp(join(tmpdir(), 'staffplan-tmux-'));
  await signUpConfirmed(server, EMAIL);
  const login = await runCli(['login', '--email', EMAIL], { server, configHome: home, input: PASSWORD });
  expect(login.code).toBe(0);
  const client = createClient({ baseUrl: server.url, session: memorySessionStore() });
  const session = await client.auth.signIn({ email: EMAIL, password: PASSWORD });
  await subscribeViaCheckout(server, session.access_token);
  const created = await client.plans.create({
    name: 'Tmux plan',
    rfp_text:
      'C.3.1 The contractor shall provide a program manager for the full period of performance. C.3.2 The contractor shall operate a help desk 8x5 for 500 users.',
  });
  planId = created.id;
}, 120_000);

afterAll(async () => {
  if (!hasTmux && !process.env.CI) return;
  if (sessionAlive()) tmux('kill-session', '-t', SESSION);
  try {
    tmux('kill-server');
  } catch {
    // already gone with its last session
  }
  await server?.close();
});

describe.skipIf(!hasTmux && !process.env.CI)('staffplan in a terminal (tmux)', () => {
  it('login prompts for the e-mail and a hidden password', async () => {
    const fresh = await mkdtemp(join(tmpdir(), 'staffplan-tmux-login-'));
    const env = [`XDG_CONFIG_HOME=${fresh}`, `HOME=${fresh}`, `STAFFPLAN_URL=${server.url}`, 'NO_COLOR=1'];
    const command = `${process.execPath} ${CLI_BIN} login; echo "EXIT=$?"; sleep 60`;
    newSession('-x', '100', '-y', '20', 'env', ...TERMINAL_ENV, ...env, 'sh', '-c', command);
    await waitFor('E-mail:');
    tmux('send-keys', '-t', SESSION, '-l', EMAIL);
    tmux('send-keys', '-t', SESSION, 'Enter');
    await waitFor('Password:');
    tmux('send-keys', '-t', SESSION, '-l', PASSWORD);
    tmux('send-keys', '-t', SESSION, 'Enter');
    const done = await waitFor('EXIT=');
    expect(done).toContain(`signed in as ${EMAIL}`);
    expect(done).not.toContain(PASSWORD);
    expect(done).toContain('EXIT=0');
    tmux('kill-session', '-t', SESSION);
  });

  it('shows the plan, applies two edits with their diffs, undoes one and quits on /quit', async () => {
    const env = [`XDG_CONFIG_HOME=${home}`, `HOME=${home}`, `STAFFPLAN_URL=${server.url}`, 'NO_COLOR=1'];
    newSession(
      '-x',
      '110',
      '-y',
      '40',
      'env',
      ...TERMINAL_ENV,
      ...env,
      process.execPath,
      CLI_BIN,
      'chat',
      planId,
    );
    const first = await waitFor('Commands: /undo');
    expect(first).toContain('Tmux plan');
    const before = /Tasks: (\d+)/.exec(first)?.[1];
    expect(before).toBeDefined();

    tmux('send-keys', '-t', SESSION, '-l', 'add a QA Engineer for 500 hours');
    await waitFor('› add a QA Engineer for 500 hours');
    tmux('send-keys', '-t', SESSION, 'Enter');
    const afterFirst = await waitFor(
      (s) => s.includes('1 to undo') && s.includes('Staffing plan updated successfully'),
    );
    expect(afterFirst).toContain('you › add a QA Engineer for 500 hours');
    expect(afterFirst).toMatch(/Δ Added 1 task \(QA Engineer, 500 h\)/);
    expect(afterFirst).toContain('Staffing plan updated successfully');
    expect(afterFirst).toContain(`Tasks: ${Number(before) + 1}`);

    tmux('send-keys', '-t', SESSION, '-l', 'add a Technical Writer for 300 hours');
    tmux('send-keys', '-t', SESSION, 'Enter');
    const afterSecond = await waitFor(
      (s) => s.includes('2 to undo') && count(s, 'Staffing plan updated successfully') === 2,
    );
    expect(afterSecond).toMatch(/Δ Added 1 task \(Technical Writer, 300 h\)/);
    expect(afterSecond).toContain(`Tasks: ${Number(before) + 2}`);

    tmux('send-keys', '-t', SESSION, '-l', '/undo');
    tmux('send-keys', '-t', SESSION, 'Enter');
    const undone = await waitFor((s) => s.includes('Restored the previous version') && /^›\s*$/m.test(s));
    expect(undone).toContain(`Tasks: ${Number(before) + 1}`);
    expect(undone).toMatch(/Δ Undo: Removed 1 task \(Technical Writer, 300 h\)/);

    if (process.env.STAFFPLAN_TMUX_DUMP) writeFileSync(`${process.env.STAFFPLAN_TMUX_DUMP}-chat.txt`, undone);
    // Keys typed while the undo is still being saved are dropped (the input is busy), so a
    // person on a slow machine types /quit again; the test does what they would.
    const started = Date.now();
    for (let attempt = 0; attempt < 3 && sessionAlive(); attempt += 1) {
      tmux('send-keys', '-t', SESSION, '-l', '/quit');
      tmux('send-keys', '-t', SESSION, 'Enter');
      const tried = Date.now();
      while (sessionAlive() && Date.now() - tried < 5_000) await new Promise((r) => setTimeout(r, 100));
    }
    expect(sessionAlive()).toBe(false);
    expect(Date.now() - started).toBeLessThan(15_000);

    const saved = createClient({ baseUrl: server.url, session: memorySessionStore() });
    await saved.auth.signIn({ email: EMAIL, password: PASSWORD });
    const plan = await saved.plans.get(planId);
    expect(plan.generated_plan.tasks.map((t) => t.lcat)).toContain('QA Engineer');
    expect(plan.generated_plan.tasks.map((t) => t.lcat)).not.toContain('Technical Writer');
  });

  it('generate on a terminal shows the spinner with its steps, then the table with totals', async () => {
    const env = [`XDG_CONFIG_HOME=${home}`, `HOME=${home}`, `STAFFPLAN_URL=${server.url}`];
    const docx = FIXTURE_DOCX;
    const command = `${process.execPath} ${CLI_BIN} generate ${docx} --name 'Terminal plan'; echo "EXIT=$?"; sleep 60`;
    newSession('-x', '160', '-y', '50', 'env', ...TERMINAL_ENV, ...env, 'sh', '-c', command);
    const frames = new Set<string>();
    const started = Date.now();
    let last = '';
    while (!last.includes('EXIT=') && Date.now() - started < 60_000) {
      last = screen();
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
    tmux('kill-session', '-t', SESSION);
  });
});
