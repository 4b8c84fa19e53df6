import type { Session } from '../schemas/auth';
import { MissingSessionError } from './errors';
import type { SessionStore } from './options';

/**
 * A session is refreshed when it expires within this many ms (docs/product.md, Limits: 3 ticks of 30 s).
 * @example
 * const due = sessionExpiry(session)! - Date.now() < REFRESH_MARGIN_MS;
 */
export const REFRESH_MARGIN_MS = 90_000;

/**
 * A session store that keeps the session in memory (the default of `createClient`).
 * @example
 * const client = createClient({ baseUrl, session: memorySessionStore() });
 */
export function memorySessionStore(initial: Session | null = null): SessionStore {
  let current = initial;
  return {
    load: async () => current,
    save: async (session) => {
      current = session;
    },
  };
}

/**
 * The moment a session expires, in ms since the epoch (`expires_at` is in seconds).
 * @example
 * sessionExpiry({ expires_at: 1_790_000_000 } as Session) // 1790000000000
 */
export function sessionExpiry(session: Session): number | undefined {
  return typeof session.expires_at === 'number' ? session.expires_at * 1000 : undefined;
}

/**
 * Gives a valid access token, refreshing the stored session once (shared) when it is about to
 * expire. Internal to createClient.
 * @example
 * const keeper = new SessionKeeper(store, (token) => auth.refresh(token), Date.now);
 */
export class SessionKeeper {
  private refreshing: Promise<Session> | null = null;

  constructor(
    private readonly store: SessionStore,
    private readonly refresh: (refreshToken: string) => Promise<Session>,
    private readonly now: () => number,
  ) {}

  /** The current session, refreshed when it expires within 90 s; null when signed out. */
  async current(): Promise<Session | null> {
    const session = await this.store.load();
    if (!session) return null;
    const expiry = sessionExpiry(session);
    if (expiry !== undefined && expiry - this.now() < REFRESH_MARGIN_MS) return this.forceRefresh(session);
    return session;
  }

  /** The access token, or MissingSessionError when signed out. */
  async accessToken(): Promise<string> {
    const session = await this.current();
    if (!session) throw new MissingSessionError();
    return session.access_token;
  }

  /** Refreshes now (one refresh at a time), saving the new session. */
  async forceRefresh(session?: Session): Promise<Session> {
    if (!this.refreshing) {
      this.refreshing = (async () => {
        const base = session ?? (await this.store.load());
        if (!base) throw new MissingSessionError();
        return this.refresh(base.refresh_token);
      })().finally(() => {
        this.refreshing = null;
      });
    }
    return this.refreshing;
  }
}
