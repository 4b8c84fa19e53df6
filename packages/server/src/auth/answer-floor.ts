import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Answers after exactly `floorMs`, whatever `work` does: it starts at once and its errors go
 * to `onError`; if it is still running at the floor it finishes after the answer. Used where
 * the answer must not tell whether an account exists (recover, resend): a mail to write or
 * send takes longer than none.
 * @example
 * await answerAfter(200, () => mailIfKnown(email), (err) => logger.warn({ err }));
 */
export async function answerAfter(
  floorMs: number,
  work: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<void> {
  const floor = sleep(floorMs);
  work().catch(onError);
  await floor;
}
