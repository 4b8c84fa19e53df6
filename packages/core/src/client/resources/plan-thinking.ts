import type { ThinkingMessage } from '../../schemas/thinking';
import type { RequestOptions } from '../options';
import type { ThinkingResource } from './thinking';

/**
 * Options of a call that generates a plan: the request options plus `onThinking`.
 * @example
 * await client.plans.create(input, { onThinking: (m) => m.type === 'thinking' && process.stdout.write(m.content) });
 */
export interface GenerateOptions extends RequestOptions {
  /**
   * Called with each message of this generation's live thinking stream (start, thinking,
   * done or error), in order. The socket is opened before the request is sent and closed
   * when the call ends; on Node 20 it needs `ws` (createClient of `@staffplan/cli` has it).
   */
  onThinking?: (message: Exclude<ThinkingMessage, { type: 'ready' }>) => void;
}

/** How long the last thinking messages may take to arrive after the plan did. */
const DRAIN_MS = 1_000;

/**
 * Runs a generating call with its thinking stream followed: opens `stream({ follow: 'next' })`,
 * waits until it is connected, runs the call, then gives the stream up to a second to deliver
 * its 'done' before closing it. An exception thrown by the callback is not the call's failure:
 * it stops the delivery only.
 * @example
 * const created = await withThinking(client.thinking, options, (request) => post(request));
 */
export async function withThinking<T>(
  thinking: ThinkingResource,
  options: GenerateOptions | undefined,
  run: (request: RequestOptions | undefined) => Promise<T>,
): Promise<T> {
  if (!options?.onThinking) return run(options);
  const { onThinking, ...request } = options;
  const stream = thinking.stream({ follow: 'next' });
  await stream.opened;
  const pump = (async () => {
    try {
      for await (const message of stream) if (message.type !== 'ready') onThinking(message);
    } catch {
      // A socket that fails mid-way, or a callback that throws: the generation goes on.
    }
  })();
  try {
    return await run(request);
  } finally {
    await Promise.race([pump, new Promise((resolve) => setTimeout(resolve, DRAIN_MS))]);
    stream.close();
    await pump;
  }
}
