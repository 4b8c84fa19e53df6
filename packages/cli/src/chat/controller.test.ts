import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@staffplan/core/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatApi, savedPlan, startChatApi } from '../../test/helpers/chat-api';
import { ChatController } from './controller';

// The chat session through the real SDK against a real HTTP server of the test: each request
// adds a task; /save and auto-saves are PATCHes; 'fail' answers 500.
const saved = savedPlan();
let added = 0;
let api: ChatApi;
let baseUrl = '';
beforeAll(async () => {
  api = await startChatApi(saved, (message) => {
    if (message === 'why?') return { body: { message: 'Because.', updatedPlan: saved.generated_plan } };
    if (message === 'fail')
      return { status: 500, body: { error: 'Model unavailable', code: 'upstream_error' } };
    added += 1;
    return {
      body: {
        message: 'ok',
        updatedPlan: { updatedTasks: [{ taskId: `n${added}`, lcat: 'Analyst', hours: 100 }] },
      },
    };
  });
  baseUrl = api.url;
});
afterAll(() => api.close());
const patches = () => api.saves.length;

const texts = (c: ChatController) => c.snapshot().lines.map((l) => l.text);

describe('ChatController', () => {
  it('keeps the last 10 versions for /undo and says when there is nothing left', async () => {
    const chat = new ChatController(createClient({ baseUrl, accessToken: 't' }), saved);
    for (let i = 0; i < 11; i++) await chat.submit(`add analyst ${i}`);
    expect(chat.snapshot().plan.tasks).toHaveLength(12);
    expect(chat.snapshot().undoSize).toBe(10);
    for (let i = 0; i < 10; i++) await chat.submit('/undo');
    expect(chat.snapshot().plan.tasks).toHaveLength(2);
    await chat.submit('/undo');
    expect(texts(chat).at(-1)).toBe('Nothing to undo.');
    expect(patches()).toBe(21); // 11 auto-saves + 10 undo saves
  });

  it('reports a failed request with the product text, ignores blank input, saves and exports', async () => {
    const chat = new ChatController(createClient({ baseUrl, accessToken: 't', maxRetries: 0 }), saved);
    await chat.submit('   ');
    expect(chat.snapshot().lines).toHaveLength(0);
    await chat.submit('fail');
    expect(texts(chat).at(-1)).toBe('Failed to send message: Model unavailable');
    const before = patches();
    await chat.submit('why?');
    expect(texts(chat).slice(-2)).toEqual(['why?', 'Because.']);
    expect(chat.snapshot().undoSize).toBe(0);
    expect(patches()).toBe(before);
    await chat.submit('/save');
    expect(texts(chat).at(-1)).toBe('Saved.');
    const dir = await mkdtemp(join(tmpdir(), 'sp-chat-'));
    await chat.submit(`/export csv ${join(dir, 'plan.csv')}`);
    expect(texts(chat).at(-1)).toBe(`Exported to ${join(dir, 'plan.csv')}`);
    expect((await readFile(join(dir, 'plan.csv'), 'utf8')).split(/\r?\n/)[0]).toContain('Task Number');
    await chat.submit('/export pdf');
    expect(texts(chat).at(-1)).toBe('Use /export csv or /export xlsx.');
    await chat.submit('/help');
    expect(texts(chat).at(-1)).toContain('/undo (last 10 versions)');
    expect(await chat.submit('/exit')).toBe('quit');
  });

  it('never sends a slash command it does not know, or one with stray arguments, to the assistant', async () => {
    const chat = new ChatController(createClient({ baseUrl, accessToken: 't', maxRetries: 0 }), saved);
    const sent = added;
    await chat.submit('/redo');
    expect(texts(chat).at(-1)).toMatch(/^Unknown command \/redo\. Commands: \/undo/);
    await chat.submit('/foo bar');
    expect(texts(chat).at(-1)).toMatch(/^Unknown command \/foo\./);
    await chat.submit('/undo 3');
    expect(texts(chat).at(-1)).toMatch(/^\/undo takes no arguments\./);
    expect(chat.snapshot().lines.some((l) => l.kind === 'user')).toBe(false);
    expect(added).toBe(sent);
    expect(await chat.submit('/QUIT')).toBe('quit');
  });
});
