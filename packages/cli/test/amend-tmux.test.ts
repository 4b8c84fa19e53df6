import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
} from './helpers/server';

// Issue 16 in a real terminal (tmux): a plan edited by chat, then an amendment added with
// `staffplan amend`, its diff read on screen, undone, redone and exported.
const SOCKET = `staffplan-amend-${process.pid}`;
const SESSION = 'amend';
const EMAIL = 'tmux.amend@example.com';
const CHAIN = fileURLToPath(new URL('../../core/test/fixtures/amendments/trudata-like/', import.meta.url));
const hasTmux = (() => {
  try {
    execFileSync('tmux', ['-V']);
    return true;
  } catch {
    return false;
  }
})();
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const screen = () => tmux('capture-pane', '-p', '-J', '-S', '-200', '-t', SESSION);
const alive = () => {
  try {
    tmux('has-session', '-t', SESSION);
    return true;
  } catch {
    return false;
  }
};
async function waitFor(test: (shot: string) => boolean, timeoutMs = 60_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    let shot = '';
    try {
      shot = screen();
    } catch {
      shot = '';
    }
    if (test(shot)) return shot;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out; screen:\n${shot}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
function start(...args: string[]): void {
  if (alive()) tmux('kill-session', '-t', SESSION);
  tmux('new-session', '-d', '-s', SESSION, '-x', '160', '-y', '60', ...args);
}
const TERMINAL_ENV = ['-u', 'CI', '-u', 'CONTINUOUS_INTEGRATION', '-u', 'GITHUB_ACTIONS'];

let server: LiveServer;
let home: string;
let planId = '';
const env = () => [`XDG_CONFIG_HOME=${home}`, `HOME=${home}`, `STAFFPLAN_URL=${server.url}`, 'NO_COLOR=1'];

beforeAll(async () => {
  if (!hasTmux && !process.env.CI) return;
  server = await startLiveServer();
  home = await mkdtemp(join(tmpdir(), 'staffplan-tmux-amend-'));
  await signUpConfirmed(server, EMAIL);
  expect(
    (await runCli(['login', '--email', EMAIL], { server, configHome: home, input: PASSWORD })).code,
  ).toBe(0);
  const client = createClient({ baseUrl: server.url, session: memorySessionStore() });
  const session = await client.auth.signIn({ email: EMAIL, password: PASSWORD });
  await subscribeViaCheckout(server, session.access_token);
  const text = (name: string) => readFileSync(join(CHAIN, name), 'utf8');
  const created = await client.plans.create({
    name: 'TruData-like in tmux',
    rfp_text: text('rfq.txt'),
    supporting_doc1: text('price-schedule.txt'),
    supporting_doc2: text('soo.txt'),
    document_names: { primary: 'rfq.txt', doc1: 'price-schedule.txt', doc2: 'soo.txt' },
  });
  planId = created.id;
}, 180_000);

afterAll(async () => {
  if (!hasTmux && !process.env.CI) return;
  if (alive()) tmux('kill-session', '-t', SESSION);
  try {
    tmux('kill-server');
  } catch {
    // gone with its last session
  }
  await server?.close();
});

describe.skipIf(!hasTmux && !process.env.CI)('staffplan amend in a terminal (tmux)', () => {
  it('edit by chat, add the Q&A and read its diff, undo, redo, export', async () => {
    start('env', ...TERMINAL_ENV, ...env(), process.execPath, CLI_BIN, 'chat', planId);
    await waitFor((s) => s.includes('Commands: /undo'));
    tmux('send-keys', '-t', SESSION, '-l', 'add a QA Engineer for 500 hours');
    tmux('send-keys', '-t', SESSION, 'Enter');
    await waitFor((s) => s.includes('1 to undo') && s.includes('Staffing plan updated successfully'));
    for (let attempt = 0; attempt < 3 && alive(); attempt += 1) {
      tmux('send-keys', '-t', SESSION, '-l', '/quit');
      tmux('send-keys', '-t', SESSION, 'Enter');
      const tried = Date.now();
      while (alive() && Date.now() - tried < 5_000) await new Promise((r) => setTimeout(r, 100));
    }
    expect(alive()).toBe(false);

    const out = join(home, 'plan.csv');
    const cli = `${process.execPath} ${CLI_BIN}`;
    const script = [
      `${cli} amend ${planId} '${join(CHAIN, 'questions-and-responses.txt')}'`,
      `${cli} plans undo ${planId}`,
      `${cli} plans redo ${planId}`,
      `${cli} export ${planId} --format csv -o ${out}`,
      'echo "EXIT=$?"',
      'sleep 60',
    ].join('; ');
    start('env', ...TERMINAL_ENV, ...env(), 'sh', '-c', script);
    const shot = await waitFor((s) => s.includes('EXIT='), 120_000);
    expect(shot).toContain('Questions and answers: questions-and-responses.txt');
    expect(shot).toMatch(/Removed Security: [\d,]+ h -> 0 h/);
    expect(shot).toContain(
      'because questions-and-responses.txt (Q&A 3): "The contractor is not expected to provide full 24x7 security incident coverage."',
    );
    expect(shot).toMatch(/Open question: Data Architect is named in soo\.txt/);
    expect(shot).toMatch(/Undid: "Questions and answers: questions-and-responses\.txt/);
    expect(shot).toMatch(/Redid: "Questions and answers: questions-and-responses\.txt/);
    expect(shot).toContain('EXIT=0');
    const csv = readFileSync(out, 'utf8');
    expect(csv).toContain('Amendment,Questions and answers: questions-and-responses.txt');
    expect(csv).toContain('QA Engineer');
    expect(csv).not.toMatch(/^\d[^,]*,[^,]*,Security,/m);
  }, 240_000);
});
