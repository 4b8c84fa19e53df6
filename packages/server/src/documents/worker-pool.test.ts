import { readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkerPool } from './worker-pool';

const evalPdf = new URL('../../test/fixtures/solicitations/gsa-ads-bpa-rfq.pdf', import.meta.url);

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

async function pdfBytes(): Promise<Uint8Array> {
  return new Uint8Array(await readFile(evalPdf));
}

describe('WorkerPool', () => {
  it('keeps its warm workers between ordinary jobs', async () => {
    pool = new WorkerPool({ size: 2 });
    await pool.warmUp();
    expect(pool.liveThreads).toBe(2);
    const output = await pool.run({ kind: 'pdf', bytes: await pdfBytes() }, 30_000);
    expect(output.type).toBe('document');
    expect(pool.liveThreads).toBe(2);
  });

  it('with retire, answers only after the reading worker has stopped; the next job starts a fresh one', async () => {
    pool = new WorkerPool({ size: 1 });
    await pool.warmUp();
    const output = await pool.run({ kind: 'pdf', bytes: await pdfBytes() }, 30_000, { retire: true });
    expect(output.type === 'document' && output.document.text).toMatch(/Agile Delivery Services/);
    expect(pool.liveThreads).toBe(0);
    const next = await pool.run({ kind: 'pdf', bytes: await pdfBytes() }, 30_000);
    expect(next.type === 'document' && next.document.text).toMatch(/Agile Delivery Services/);
    expect(pool.liveThreads).toBe(1);
  });

  it('with retire, idle workers are stopped when the job starts', async () => {
    pool = new WorkerPool({ size: 2 });
    await pool.warmUp();
    const running = pool.run({ kind: 'pdf', bytes: await pdfBytes() }, 30_000, { retire: true });
    await vi.waitFor(() => expect(pool?.liveThreads).toBe(1));
    await running;
    expect(pool.liveThreads).toBe(0);
  });

  it('a failed job with retire still stops its worker before the failure is reported', async () => {
    pool = new WorkerPool({ size: 1 });
    const truncated = (await pdfBytes()).subarray(0, 2_000);
    const failure = await pool
      .run({ kind: 'pdf', bytes: new Uint8Array(truncated) }, 30_000, { retire: true })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'damaged' });
    expect(pool.liveThreads).toBe(0);
  });
});
