import { randomUUID } from 'node:crypto';
import type { ThinkingMessage } from '@staffplan/core';
import type { Db } from '../db/connect';
import type { ThinkingBus } from '../types';

/** Handler of the messages of one user's generations. */
export type ThinkingHandler = (message: ThinkingMessage) => void;

/** The bus of the app (types.ts) plus which transport it uses. */
export type FanoutBus = ThinkingBus & { readonly kind: 'memory' | 'postgres'; close(): Promise<void> };

class LocalFanout {
  private readonly handlers = new Map<string, Set<ThinkingHandler>>();

  deliver(userId: string, message: ThinkingMessage): void {
    for (const handler of this.handlers.get(userId) ?? []) handler(message);
  }

  subscribe(userId: string, handler: ThinkingHandler): () => void {
    let set = this.handlers.get(userId);
    if (!set) {
      set = new Set();
      this.handlers.set(userId, set);
    }
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0) this.handlers.delete(userId);
    };
  }
}

/**
 * The in-process bus: enough for one server instance.
 * @example
 * const bus = createMemoryBus();
 * bus.subscribe(userId, (m) => console.log(m));
 */
export function createMemoryBus(): FanoutBus {
  const fanout = new LocalFanout();
  return {
    kind: 'memory',
    publish: async (userId, message) => fanout.deliver(userId, message),
    subscribe: async (userId, handler) => {
      const off = fanout.subscribe(userId, handler);
      return async () => off();
    },
    close: async () => {},
  };
}

/** NOTIFY payloads must stay under 8,000 bytes; content is cut into pieces well below. */
export const MAX_CHUNK_BYTES = 6_000;

/**
 * Cut a text into pieces of at most `maxBytes` UTF-8 bytes, never inside a character.
 * @example
 * chunkUtf8('abcdef', 4) // ['abcd', 'ef']
 */
export function chunkUtf8(text: string, maxBytes: number): string[] {
  if (Buffer.byteLength(text) <= maxBytes) return [text];
  const pieces: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of text) {
    const size = Buffer.byteLength(char);
    if (bytes + size > maxBytes && current !== '') {
      pieces.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

interface Envelope {
  /** Publishing instance; its own messages were already delivered locally. */
  i: string;
  u: string;
  m: ThinkingMessage;
}

/** JSON escaping can grow a text up to 6x (\u00XX); keep a thinking chunk small enough. */
function splitForNotify(message: ThinkingMessage): ThinkingMessage[] {
  if (message.type !== 'thinking') return [message];
  const parts = chunkUtf8(message.content, MAX_CHUNK_BYTES);
  const safe = parts.flatMap((p) => (JSON.stringify(p).length > MAX_CHUNK_BYTES ? chunkUtf8(p, 1_000) : [p]));
  return safe.map((content) => ({ ...message, content }));
}

/**
 * The cross-instance bus over Postgres LISTEN/NOTIFY: any instance can serve any socket.
 * Messages of this instance are delivered locally at once and ignored when they come back.
 */
export async function createPostgresBus(
  db: Db,
  onError: (error: unknown) => void = () => {},
): Promise<FanoutBus> {
  const instance = randomUUID();
  const channel = `staffplan_thinking_${db.schema ?? 'public'}`;
  const fanout = new LocalFanout();
  const unlisten = await db.listen(channel, (payload) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (envelope.i !== instance) fanout.deliver(envelope.u, envelope.m);
  });
  // One chain: pool connections could otherwise commit NOTIFYs out of order.
  let chain: Promise<void> = Promise.resolve();
  return {
    kind: 'postgres',
    publish: (userId, message) => {
      fanout.deliver(userId, message);
      const payloads = splitForNotify(message).map((m) =>
        JSON.stringify({ i: instance, u: userId, m } satisfies Envelope),
      );
      chain = chain
        .then(async () => {
          for (const payload of payloads) await db.notify(channel, payload);
        })
        .catch(onError);
      return chain;
    },
    subscribe: async (userId, handler) => {
      const off = fanout.subscribe(userId, handler);
      return async () => off();
    },
    close: async () => {
      await chain;
      await unlisten();
    },
  };
}

/**
 * The bus the configuration asks for: Postgres LISTEN/NOTIFY with DATABASE_URL, else in-process.
 * @example
 * const bus = await createThinkingBus(db);
 */
export async function createThinkingBus(db: Db, onError?: (error: unknown) => void): Promise<FanoutBus> {
  return db.kind === 'postgres' ? createPostgresBus(db, onError) : createMemoryBus();
}
