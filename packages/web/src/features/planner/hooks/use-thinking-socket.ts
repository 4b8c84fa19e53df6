import { THINKING_CONNECTION_ERROR, type ThinkingStream } from '@staffplan/core/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadClient } from '../../../lib/api-lazy';

/** How long a generation waits for the socket to be ready before it starts anyway. */
const READY_TIMEOUT_MS = 2000;

/**
 * The live thinking stream: the SDK's `client.thinking.stream({ follow: 'next' })` on the web
 * app's one client, so only the generation that starts next is shown (not another tab's).
 * `open()` resets the text and resolves once the server says the socket is ready (so no line
 * of the generation is missed); `close()` ends it. Signed out: nothing opens, no error.
 * @example
 * const thinking = useThinkingSocket();
 * await thinking.open(); // then start the generation
 */
export function useThinkingSocket() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const stream = useRef<ThinkingStream | null>(null);

  const close = useCallback(() => {
    stream.current?.close();
    stream.current = null;
  }, []);

  const open = useCallback(async () => {
    close();
    setText('');
    setError(null);
    const current = (await loadClient()).thinking.stream({ follow: 'next' });
    stream.current = current;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, READY_TIMEOUT_MS);
      const ready = () => {
        clearTimeout(timer);
        resolve();
      };
      const read = async () => {
        try {
          for await (const message of current) {
            if (message.type === 'ready') ready();
            if (message.type === 'thinking' && stream.current === current)
              setText((t) => t + message.content);
          }
        } catch (failure) {
          const signedOut = failure instanceof Error && failure.name === 'MissingSessionError';
          if (!signedOut && stream.current === current) setError(THINKING_CONNECTION_ERROR);
        } finally {
          ready();
        }
      };
      void read();
    });
  }, [close]);

  useEffect(() => close, [close]);

  return { text, error, open, close };
}
