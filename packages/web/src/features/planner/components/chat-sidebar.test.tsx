import { DEFAULT_HOURS_PER_FTE } from '@staffplan/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChatSidebar } from './chat-sidebar';

describe('ChatSidebar', () => {
  it('sends on Enter, adds a line on Shift+Enter, and never sends blank text', async () => {
    const sent: string[] = [];
    render(<ChatSidebar messages={[]} busy={false} onSend={(t) => sent.push(t)} onClose={() => {}} />);
    const box = screen.getByLabelText('Message the AI Assistant');
    await userEvent.type(box, '   {Enter}');
    expect(sent).toEqual([]);
    await userEvent.clear(box);
    await userEvent.type(box, 'Add a QA Engineer{Shift>}{Enter}{/Shift}for 500 hours{Enter}');
    expect(sent).toEqual(['Add a QA Engineer\nfor 500 hours']);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('shows a chat edit with its hours and FTE before and after', () => {
    render(
      <ChatSidebar
        busy={false}
        onSend={() => {}}
        onClose={() => {}}
        messages={[
          {
            role: 'assistant',
            content: 'Added a QA Engineer.',
            diff: {
              added: [{ taskId: '9', lcat: 'QA Engineer', hours: 500 }],
              removed: [],
              changed: [],
              hoursBefore: DEFAULT_HOURS_PER_FTE,
              hoursAfter: 2380,
              fteBefore: 1,
              fteAfter: 1.27,
            },
          },
        ]}
      />,
    );
    expect(screen.getByTestId('chat-diff').textContent).toContain('1,880 h → 2,380 h · 1.00 FTE → 1.27 FTE');
    expect(screen.getByText('+ 9 QA Engineer (500 h)')).toBeTruthy();
  });
});
