import { type ThinkingMessage, ThinkingMessageSchema } from '@staffplan/core';
import WebSocket from 'ws';

export interface ThinkingClient {
  ws: WebSocket;
  messages: ThinkingMessage[];
  /** Resolves with the first message (already received or future) matching `predicate`. */
  waitFor(predicate: (m: ThinkingMessage) => boolean, timeoutMs?: number): Promise<ThinkingMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens /api/ws/thinking and resolves once the server says the subscription is ready. */
export function openThinking(
  baseUrl: string,
  options: { token?: string; protocols?: string[]; query?: string },
): Promise<ThinkingClient> {
  const query = new URLSearchParams(options.query ?? '');
  if (options.token) query.set('access_token', options.token);
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/ws/thinking${query.size > 0 ? `?${query}` : ''}`;
  const ws = new WebSocket(url, options.protocols ?? []);
  const messages: ThinkingMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(ThinkingMessageSchema.parse(JSON.parse(String(data))));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const waitFor = (
    predicate: (m: ThinkingMessage) => boolean,
    timeoutMs = 10_000,
  ): Promise<ThinkingMessage> =>
    new Promise((resolve, reject) => {
      const check = (): boolean => {
        const found = messages.find(predicate);
        if (!found) return false;
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const wake = (): void => {
        check();
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`timed out waiting; got ${JSON.stringify(messages.map((m) => m.type))}`));
      }, timeoutMs);
      if (!check()) waiters.add(wake);
    });
  return new Promise((resolve, reject) => {
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
    const client = { ws, messages, waitFor, closed };
    waitFor((m) => m.type === 'ready').then(() => resolve(client), reject);
  });
}
