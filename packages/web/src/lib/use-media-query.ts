import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as the window changes. Without
 * matchMedia (jsdom, old browsers) it answers false: the wide layout.
 * @example
 * const compact = useMediaQuery(COMPACT_QUERY);
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Below Tailwind's `sm` breakpoint (640 px): a phone. */
export const COMPACT_QUERY = '(max-width: 639px)';
