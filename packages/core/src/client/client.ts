import { ApiContext } from './api-context';
import { AuthResource } from './auth';
import { StaffPlanError } from './errors';
import type { ClientOptions, FetchLike, WebSocketConstructor } from './options';
import { AccountResource } from './resources/account';
import { SessionResource } from './resources/account-session';
import { AdminResource } from './resources/admin';
import { ChatResource } from './resources/chat';
import { DocumentsResource } from './resources/documents';
import { PlansResource } from './resources/plans';
import { RateCardsResource } from './resources/rate-cards';
import { SubscriptionResource } from './resources/subscription';
import { ThinkingResource } from './resources/thinking';
import { UsageResource } from './resources/usage';
import { memorySessionStore, SessionKeeper } from './session';

/**
 * The typed StaffPlan client: `client.<resource>.<verb>(params, options?)`.
 * @example
 * const client = createClient({ baseUrl: 'http://localhost:8787' });
 * await client.auth.signIn({ email, password });
 * const plans = await client.plans.list();
 */
export interface StaffPlanClient {
  readonly baseUrl: string;
  readonly auth: AuthResource;
  readonly plans: PlansResource;
  readonly rateCards: RateCardsResource;
  readonly documents: DocumentsResource;
  readonly chat: ChatResource;
  readonly usage: UsageResource;
  readonly subscription: SubscriptionResource;
  readonly session: SessionResource;
  readonly thinking: ThinkingResource;
  readonly account: AccountResource;
  readonly admin: AdminResource;
}

/**
 * Default per-request timeout: 10 minutes, because creating a plan waits for the generation.
 * @example
 * createClient({ baseUrl, timeoutMs: DEFAULT_TIMEOUT_MS / 10 })
 */
export const DEFAULT_TIMEOUT_MS = 600_000;
/**
 * Default retries of idempotent requests (GET, PUT, DELETE) after connection errors and 408/502/503/504.
 * @example
 * createClient({ baseUrl, maxRetries: DEFAULT_MAX_RETRIES + 1 })
 */
export const DEFAULT_MAX_RETRIES = 2;

/**
 * Creates a client. Give it an `accessToken`, or a `session` store (default: in memory) that
 * `client.auth.signIn` fills and that is refreshed automatically within 90 s of expiry.
 * @example
 * const client = createClient({ baseUrl: 'http://localhost:8787', session: memorySessionStore() });
 * await client.auth.signIn({ email: 'ann@example.com', password: 'correct horse' });
 * console.log((await client.usage.tokenStats()).currentMonth.percentUsed);
 */
export function createClient(options: ClientOptions): StaffPlanClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // '' or '/prefix' means the page's own origin (the web app); anything else must be absolute.
  if (baseUrl !== '' && !baseUrl.startsWith('/') && !/^https?:\/\//.test(baseUrl)) {
    throw new StaffPlanError(`baseUrl must start with http://, https:// or /, got '${options.baseUrl}'`);
  }
  const globalFetch = (globalThis as { fetch?: FetchLike }).fetch;
  const fetchImpl = options.fetch ?? globalFetch?.bind(globalThis);
  if (!fetchImpl) throw new StaffPlanError('No fetch implementation: pass `fetch` to createClient.');
  const now = options.now ?? Date.now;
  const transport = {
    fetch: fetchImpl,
    timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
  };
  const store = options.session ?? memorySessionStore();
  const auth = new AuthResource({
    transport,
    authUrl: (options.authUrl ?? `${baseUrl}/auth/v1`).replace(/\/+$/, ''),
    anonKey: options.anonKey,
    store,
    now,
  });
  const keeper = new SessionKeeper(store, (token) => auth.refresh(token), now);
  const api = new ApiContext(baseUrl, transport, keeper, options);
  const WebSocketImpl =
    options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket ?? undefined;
  const thinking = new ThinkingResource(api, WebSocketImpl);
  return {
    baseUrl,
    auth,
    plans: new PlansResource(api, now, thinking),
    rateCards: new RateCardsResource(api),
    documents: new DocumentsResource(api),
    chat: new ChatResource(api),
    usage: new UsageResource(api, now),
    subscription: new SubscriptionResource(api),
    session: new SessionResource(api),
    thinking,
    account: new AccountResource(api),
    admin: new AdminResource(api),
  };
}
