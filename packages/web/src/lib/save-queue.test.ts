import { describe, expect, it } from 'vitest';
import { createSaveQueue } from './save-queue';

/** A save whose calls land only when the test says so, recording what reached the "server". */
function controlledSave() {
  const landed: Array<[string, number]> = [];
  const calls: Array<{ id: string; value: number; land: () => void }> = [];
  const save = (id: string, value: number) =>
    new Promise<void>((resolve) => {
      calls.push({ id, value, land: () => (landed.push([id, value]), resolve()) });
    });
  return { save, calls, landed };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('createSaveQueue', () => {
  it('sends an undo only after the edit before it has landed', async () => {
    const { save, calls, landed } = controlledSave();
    const queue = createSaveQueue(save);
    void queue.push('p1', 1); // chat edit
    await tick();
    void queue.push('p1', 0); // undo, while the edit is in flight
    await tick();
    expect(calls).toHaveLength(1);
    calls[0]?.land();
    await tick();
    expect(calls).toHaveLength(2);
    calls[1]?.land();
    await queue.idle();
    expect(landed).toEqual([
      ['p1', 1],
      ['p1', 0],
    ]);
    expect(queue.busy).toBe(false);
  });

  it('collapses changes that wait behind a flight into the newest one', async () => {
    const { save, calls, landed } = controlledSave();
    const queue = createSaveQueue(save);
    const first = queue.push('p1', 1);
    await tick();
    const second = queue.push('p1', 2);
    const third = queue.push('p1', 3);
    calls[0]?.land();
    await first;
    await tick();
    calls[1]?.land();
    await Promise.all([second, third]);
    expect(landed).toEqual([
      ['p1', 1],
      ['p1', 3],
    ]);
  });

  it('keeps the order across documents and goes on after a failed save', async () => {
    const order: string[] = [];
    const queue = createSaveQueue(async (id: string, value: number) => {
      order.push(`${id}:${value}`);
      if (value === 1) throw new Error('offline');
    });
    expect(queue.busy).toBe(false);
    void queue.push('a', 1);
    void queue.push('b', 2);
    expect(queue.busy).toBe(true);
    await queue.idle();
    expect(order).toEqual(['a:1', 'b:2']);
    expect(queue.busy).toBe(false);
  });
});

describe('createSaveQueue: steps', () => {
  it('runs steps one at a time in order, never merged, after the saves queued before them', async () => {
    const { save, calls, landed } = controlledSave();
    const queue = createSaveQueue(save);
    const order: string[] = [];
    void queue.push('p1', 1);
    const undo = queue.run(async () => {
      order.push(`undo after ${landed.length} saves`);
      return 'undone';
    });
    void queue.push('p1', 2); // an edit after the undo: never merged into the save before it
    const redo = queue.run(async () => {
      order.push(`redo after ${landed.length} saves`);
      return 'redone';
    });
    await tick();
    expect(order).toEqual([]);
    calls[0]?.land();
    expect(await undo).toBe('undone');
    await tick();
    calls[1]?.land();
    expect(await redo).toBe('redone');
    expect(order).toEqual(['undo after 1 saves', 'redo after 2 saves']);
    expect(landed).toEqual([
      ['p1', 1],
      ['p1', 2],
    ]);
    await queue.idle();
    expect(queue.busy).toBe(false);
  });

  it('a failed step rejects its own promise and the queue goes on', async () => {
    const queue = createSaveQueue(async () => undefined);
    const failed = queue.run(async () => {
      throw new Error('offline');
    });
    await expect(failed).rejects.toThrow('offline');
    expect(await queue.run(async () => 2)).toBe(2);
  });
});
