import { type ThinkingMessage, ThinkingMessageSchema } from '../../schemas/thinking';
import { API_CONTRACT } from '../../contract/index';
import type { ApiContext } from '../api-context';
import { APIConnectionError, StaffPlanError } from '../errors';
import type { WebSocketConstructor, WebSocketLike } from '../options';

/**
 * The thinking overlay's text (docs/product.md, Messages users see) for a socket that fails.
 * @example
 * stream.opened.catch(() => show(THINKING_CONNECTION_ERROR));
 */
export const THINKING_CONNECTION_ERROR = 'Connection error. Please try again later.';

/**
 * A live thinking stream: iterate it with `for await`; `opened` resolves once the socket is
 * connected (open it before starting a generation); `close()` ends it.
 * @example
 * const stream = client.thinking.stream();
 * await stream.opened;
 * for await (const m of stream) if (m.type === 'thinking') process.stdout.write(m.content);
 */
export interface ThinkingStream extends AsyncIterable<ThinkingMessage> {
  readonly opened: Promise<void>;
  close(): void;
}

/**
 * Which generation a stream follows when its id is not known yet: the next one to start.
 * @example
 * client.thinking.stream({ follow: 'next' })
 */
export interface ThinkingFollow {
  follow: 'next';
}

function decode(data: unknown): string {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new TextDecoder().decode(data);
  if (ArrayBuffer.isView(data)) return new TextDecoder().decode(data as Uint8Array);
  return String(data);
}

/**
 * The thinking socket `WebSocket /api/ws/thinking?access_token=...`.
 * @example
 * for await (const m of client.thinking.stream(generationId)) console.log(m);
 */
export class ThinkingResource {
  constructor(
    private readonly api: ApiContext,
    private readonly Ctor: WebSocketConstructor | undefined,
  ) {}

  /**
   * Opens the socket. With a generation id only that generation's messages come through and
   * the stream ends after its 'done' or 'error'. With `{ follow: 'next' }` (the id is not known
   * before the plan is requested) the first 'start' after opening picks the generation, and
   * the same filter applies from then on; messages of generations already running are
   * dropped. Without either it runs until `close()`.
   * @example
   * const stream = client.thinking.stream({ follow: 'next' });
   * await stream.opened;
   * const created = client.plans.create(input).finally(() => stream.close());
   */
  stream(follow?: string | ThinkingFollow): ThinkingStream {
    let generationId = typeof follow === 'string' ? follow : undefined;
    const followNext = typeof follow === 'object' && follow.follow === 'next';
    const queue: ThinkingMessage[] = [];
    let waiting: ((done: boolean) => void) | null = null;
    let ended = false;
    let failure: StaffPlanError | null = null;
    let socket: WebSocketLike | null = null;
    let markOpen: () => void = () => {};
    let markFailed: (error: StaffPlanError) => void = () => {};
    const opened = new Promise<void>((resolve, reject) => {
      markOpen = resolve;
      markFailed = reject;
    });
    opened.catch(() => {});

    const wake = () => {
      const w = waiting;
      waiting = null;
      w?.(ended);
    };
    const end = (error?: StaffPlanError) => {
      if (ended) return;
      ended = true;
      if (error) {
        failure = error;
        markFailed(error);
      }
      socket?.close();
      wake();
    };
    const accept = (message: ThinkingMessage) => {
      const id = 'generationId' in message ? message.generationId : undefined;
      if (followNext && !generationId) {
        if (message.type === 'start') generationId = message.generationId;
        else if (id !== undefined) return;
      }
      if (generationId && id !== undefined && id !== generationId) return;
      queue.push(message);
      wake();
      if (generationId && id === generationId && (message.type === 'done' || message.type === 'error')) end();
    };

    const connect = async () => {
      const Ctor = this.Ctor;
      if (!Ctor) throw new StaffPlanError('No WebSocket implementation: pass `WebSocket` to createClient.');
      const token = await this.api.token('required');
      const url = this.api.socketUrl(
        `${API_CONTRACT.thinking.socket.path}?access_token=${encodeURIComponent(token ?? '')}`,
      );
      const ws = new Ctor(url);
      socket = ws;
      if (ended) ws.close();
      ws.onopen = () => markOpen();
      ws.onmessage = (event) => {
        let json: unknown;
        try {
          json = JSON.parse(decode(event.data));
        } catch {
          return;
        }
        const parsed = ThinkingMessageSchema.safeParse(json);
        if (parsed.success) accept(parsed.data);
      };
      ws.onerror = (event) => end(new APIConnectionError(THINKING_CONNECTION_ERROR, { cause: event }));
      ws.onclose = () => {
        markFailed(new APIConnectionError(THINKING_CONNECTION_ERROR));
        end();
      };
    };
    connect().catch((error: unknown) =>
      end(
        error instanceof StaffPlanError
          ? error
          : new APIConnectionError(THINKING_CONNECTION_ERROR, { cause: error }),
      ),
    );

    const iterator: AsyncIterator<ThinkingMessage> = {
      next: async () => {
        for (;;) {
          const message = queue.shift();
          if (message) return { value: message, done: false };
          if (failure) throw failure;
          if (ended) return { value: undefined, done: true };
          await new Promise<boolean>((resolve) => {
            waiting = resolve;
          });
        }
      },
      return: async () => {
        end();
        return { value: undefined, done: true };
      },
    };
    return { opened, close: () => end(), [Symbol.asyncIterator]: () => iterator };
  }
}
