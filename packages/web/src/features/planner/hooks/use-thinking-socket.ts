import { ThinkingMessageSchema } from '@staffplan/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentAuth } from '../../../lib/supabase';

export function thinkingSocketUrl(location: { protocol: string; host: string }, token: string): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/api/ws/thinking?access_token=${encodeURIComponent(token)}`;
}

/** How long a generation waits for the socket to be ready before it starts anyway. */
const READY_TIMEOUT_MS = 2000;

/**
 * The live thinking stream. `open()` resets the text and resolves once the server says the
 * socket is ready (so no line of the generation is missed); `close()` ends it.
 */
export function useThinkingSocket() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const socket = useRef<WebSocket | null>(null);

  const close = useCallback(() => {
    socket.current?.close();
    socket.current = null;
  }, []);

  const open = useCallback(async () => {
    close();
    setText('');
    setError(null);
    const auth = await currentAuth();
    if (!auth) return;
    const ws = new WebSocket(thinkingSocketUrl(window.location, auth.token));
    socket.current = ws;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, READY_TIMEOUT_MS);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      ws.onmessage = (event) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const message = ThinkingMessageSchema.safeParse(raw);
        if (!message.success) return;
        const data = message.data;
        if (data.type === 'ready') done();
        if (data.type === 'thinking') setText((t) => t + data.content);
      };
      ws.onerror = () => {
        setError('Connection error. Please try again later.');
        done();
      };
    });
  }, [close]);

  useEffect(() => close, [close]);

  return { text, error, open, close };
}
