import { createClient } from '@staffplan/core/client';
import { render } from 'ink-testing-library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatApi, savedPlan, startChatApi } from '../../test/helpers/chat-api';
import { ChatController } from '../chat/controller';
import { ChatApp } from './chat-app';

// A real HTTP server standing in for the StaffPlan API (chat + save), so the controller runs
// through the real SDK.
const saved = savedPlan({
  rfp_text: 'The contractor shall staff a help desk.',
  document_names: { primary: 'rfp.pdf' },
});
let api: ChatApi;
let baseUrl = '';
beforeAll(async () => {
  api = await startChatApi(saved, (message) => ({
    body: message.includes('broken')
      ? { message: 'Hmm.', updatedPlan: {} }
      : {
          message: 'Added a QA Engineer.',
          updatedPlan: { updatedTasks: [{ taskId: '2', lcat: 'QA Engineer', hours: 500 }] },
        },
  }));
  baseUrl = api.url;
});
afterAll(() => api.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
};

const type = async (stdin: { write(data: string): void }, text: string) => {
  for (const ch of text) {
    stdin.write(ch);
    await new Promise((r) => setTimeout(r, 1));
  }
};

describe('<ChatApp>', () => {
  it('sends a typed request on Enter, shows reply, diff and totals, and undoes with /undo', async () => {
    const controller = new ChatController(createClient({ baseUrl, accessToken: 'tok' }), saved);
    const view = render(<ChatApp controller={controller} />);
    expect(view.lastFrame()).toContain('Help desk');
    expect(view.lastFrame()).toContain(
      'Total Hours: 1,880 h · Total FTE: 1.00 FTE · Unique Roles: 1 · Tasks: 1',
    );
    await new Promise((r) => setTimeout(r, 50)); // let Ink attach its input listener

    await type(view.stdin, 'add a QA Engineer for 500 hours');
    await until(() => view.lastFrame()?.includes('› add a QA Engineer for 500 hours') ?? false);
    view.stdin.write('\r');
    await until(() => view.lastFrame()?.includes('Staffing plan updated successfully') ?? false);
    const frame = view.lastFrame() ?? '';
    expect(frame).toContain('you › add a QA Engineer for 500 hours');
    expect(frame).toContain('AI Assistant › Added a QA Engineer.');
    expect(frame).toMatch(/Δ Added 1 task \(QA Engineer, 500 h\); total 1,880 h -> 2,380 h/);
    expect(frame).toContain('Total Hours: 2,380 h');
    expect(frame).toContain('1 to undo');
    expect(api.saves).toHaveLength(1);

    await type(view.stdin, '/undo');
    await until(() => view.lastFrame()?.includes('› /undo') ?? false);
    view.stdin.write('\r');
    await until(() => view.lastFrame()?.includes('Restored the previous version') ?? false);
    expect(view.lastFrame()).toContain('Total Hours: 1,880 h');
    expect(api.saves).toHaveLength(2);
    view.unmount();
  });

  it('rejects an empty updated plan with the product message', async () => {
    const controller = new ChatController(createClient({ baseUrl, accessToken: 'tok' }), saved);
    const view = render(<ChatApp controller={controller} />);
    await controller.submit('this is broken');
    await until(() => view.lastFrame()?.includes('Received invalid plan data') ?? false);
    expect(view.lastFrame()).toContain('Received invalid plan data. Could not update staffing plan.');
    expect(view.lastFrame()).toContain('Total Hours: 1,880 h');
    expect(await controller.submit('/quit')).toBe('quit');
    view.unmount();
  });
});
