import type { StaffPlanClient } from '@staffplan/core/client';

/** How long to wait for the thinking socket before generating without it. */
const OPEN_TIMEOUT_MS = 3_000;

/**
 * Opens the thinking stream before a generation starts and feeds its text to `onText` until
 * closed. When the socket cannot open, generation goes on without it (`live` false).
 * @example
 * const follow = await followThinking(client, (t) => store.think(t));
 * try { await client.plans.create(input); } finally { follow.close(); }
 */
export async function followThinking(
  client: StaffPlanClient,
  onText: (text: string) => void,
): Promise<{ live: boolean; close(): void }> {
  const stream = client.thinking.stream();
  const opened = await Promise.race([
    stream.opened.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), OPEN_TIMEOUT_MS).unref()),
  ]).catch(() => false);
  if (!opened) {
    stream.close();
    return { live: false, close: () => {} };
  }
  const pump = (async () => {
    try {
      for await (const message of stream) {
        if (message.type === 'thinking') onText(message.content);
      }
    } catch {
      // A dropped socket only loses the live view; the generation result still arrives.
    }
  })();
  return {
    live: true,
    close: () => {
      // Let messages already in flight arrive before closing.
      setTimeout(() => stream.close(), 50).unref();
      void pump;
    },
  };
}
