import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { EditableCell } from './editable-cell';
import { HistoryControls } from './history-controls';
import { PlanName } from './plan-name';

describe('PlanName', () => {
  it('renames in place on Enter, refuses an empty name with the spec message, Esc cancels', async () => {
    const renamed: string[] = [];
    render(
      <>
        <PlanName name="Guard services" saved saving={false} onRename={(n) => void renamed.push(n)} />
        <Toaster />
      </>,
    );
    expect(screen.getByText('Saved')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename plan' }));
    await user.clear(screen.getByLabelText('Plan name'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Please enter a name for this plan')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rename plan' }));
    await user.type(screen.getByLabelText('Plan name'), ' (rev 2){Escape}');
    await user.click(screen.getByRole('button', { name: 'Rename plan' }));
    await user.type(screen.getByLabelText('Plan name'), ' (rev 2){Enter}');
    expect(renamed).toEqual(['Guard services (rev 2)']);
  });
});

describe('EditableCell', () => {
  it('saves a changed number on Enter, never a negative or an unchanged one', async () => {
    const saved: string[] = [];
    render(
      <EditableCell label="Hours of task 1" kind="number" value="2080" onSave={(v) => saved.push(v)}>
        2,080
      </EditableCell>,
    );
    const user = userEvent.setup();
    const edit = async (text: string) => {
      await user.click(screen.getByRole('button', { name: 'Edit hours of task 1' }));
      await user.clear(screen.getByLabelText('Hours of task 1'));
      await user.type(screen.getByLabelText('Hours of task 1'), `${text}{Enter}`);
    };
    await edit('-5');
    await edit('2080');
    await edit('940');
    expect(saved).toEqual(['940']);
  });
});

describe('HistoryControls', () => {
  const version = {
    seq: 2,
    source: 'chat' as const,
    message: 'add a QA Engineer',
    summary: 'Added 1 task',
    diff: null,
    task_count: 3,
    total_hours: 2380,
    undone: false,
    created_at: '2026-11-25T03:00:00.000Z',
  };

  it('says what undo would take back; Ctrl+Z undoes unless a field has the focus', async () => {
    let undos = 0;
    render(
      <>
        <HistoryControls
          history={{ versions: [version], current: 2, undo: version, redo: null }}
          canUndo
          canRedo={false}
          onUndo={() => undos++}
          onRedo={() => undefined}
        />
        <input aria-label="Somewhere else" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Undo' }).getAttribute('title')).toBe(
      'Undo “add a QA Engineer”',
    );
    expect((screen.getByRole('button', { name: 'Redo' }) as HTMLButtonElement).disabled).toBe(true);
    const user = userEvent.setup();
    await user.keyboard('{Control>}z{/Control}');
    expect(undos).toBe(1);
    await user.click(screen.getByLabelText('Somewhere else'));
    await user.keyboard('{Control>}z{/Control}');
    expect(undos).toBe(1);
  });
});
