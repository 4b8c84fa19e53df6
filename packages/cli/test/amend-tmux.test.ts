import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliUserOfFile, signedInClient } from './helpers/cli-user';
import { CLI_BIN } from './helpers/server';
import { HAS_TMUX, quitChat, tmuxTerminal } from './helpers/tmux';

// Issue 16 in a real terminal (tmux): a plan edited by chat, then an amendment added with
// `staffplan amend`, its diff read on screen, undone, redone and exported.
const EMAIL = 'tmux.amend@example.com';
const CHAIN = fileURLToPath(new URL('../../core/test/fixtures/amendments/trudata-like/', import.meta.url));
const term = tmuxTerminal(`staffplan-amend-${process.pid}`, 'amend', { waitMs: 60_000 });
const run = HAS_TMUX || Boolean(process.env.CI);
const user = cliUserOfFile(EMAIL, { enabled: run });

let planId = '';

beforeAll(async () => {
  if (!run) return;
  const { client } = await signedInClient(user);
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

afterAll(() => term.close());

describe.skipIf(!run)('staffplan amend in a terminal (tmux)', () => {
  it('edit by chat, add the Q&A and read its diff, undo, redo, export', async () => {
    term.start(160, 60, user.envWords(), `${process.execPath} ${CLI_BIN} chat ${planId}`);
    await term.waitFor((s) => s.includes('Commands: /undo'));
    term.type('add a QA Engineer for 500 hours');
    term.press('Enter');
    await term.waitFor((s) => s.includes('1 to undo') && s.includes('Staffing plan updated successfully'));
    await quitChat(term);
    expect(term.alive()).toBe(false);

    const out = join(user.home, 'plan.csv');
    const cli = `${process.execPath} ${CLI_BIN}`;
    const script = [
      `${cli} amend ${planId} '${join(CHAIN, 'questions-and-responses.txt')}'`,
      `${cli} plans undo ${planId}`,
      `${cli} plans redo ${planId}`,
      `${cli} export ${planId} --format csv -o ${out}`,
      'echo "EXIT=$?"',
      'sleep 60',
    ].join('; ');
    term.start(160, 60, user.envWords(), script);
    const shot = await term.waitFor((s) => s.includes('EXIT='), 120_000);
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
