import { ThinkingMessageSchema } from '@staffplan/core';
import { useEffect, useState } from 'react';
import { currentAuth } from '../../../lib/supabase';

export function thinkingSocketUrl(location: { protocol: string; host: string }, token: string): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}/api/ws/thinking?access_token=${encodeURIComponent(token)}`;
}

/**
 * The live thinking stream: a socket open while `active` (a generation runs); text resets at
 * the start of each generation; an error line on connection errors.
 */
export function useThinkingSocket(active: boolean): { text: string; error: string | null } {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!active) return;
    setText('');
    setError(null);
    let socket: WebSocket | null = null;
    let closed = false;
    void currentAuth().then((auth) => {
      if (closed || !auth) return;
      socket = new WebSocket(thinkingSocketUrl(window.location, auth.token));
      socket.onmessage = (event) => {
        let raw: unknown;
        try {
          raw = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const message = ThinkingMessageSchema.safeParse(raw);
        if (!message.success) return;
        const data = message.data;
        if (data.type === 'thinking') setText((t) => t + data.content);
        if (data.type === 'start') setText('');
      };
      socket.onerror = () => setError('Connection error. Please try again later.');
    });
    return () => {
      closed = true;
      socket?.close();
    };
  }, [active]);

  return { text, error };
}
