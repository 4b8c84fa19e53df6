import type {
  ChatRequestInput,
  CheckoutRequest,
  CreatePlanRequestInput,
  Tier,
  UpdatePlanRequestInput,
} from '@staffplan/core';
import { createClient, type StaffPlanClient } from '@staffplan/core/client';
import { getItem, KEYS } from './storage';
import { currentAuth } from './supabase';

/**
 * The web app's one client of core's SDK, created once: same origin, cookies sent, no retries
 * (docs/product.md, How clients call the server), the session's bearer token read on every call (the auth library refreshes
 * it), and the browser's WebSocket for the thinking stream.
 * @example
 * const stream = client.thinking.stream({ follow: 'next' });
 */
export const client: StaffPlanClient = createClient({
  baseUrl: '',
  maxRetries: 0,
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
  accessToken: async () => (await currentAuth())?.token,
});

/**
 * The headers the status and usage calls send besides the token (docs/product.md, How clients call the server):
 * Content-Type, X-User-Email and X-Customer-ID.
 */
async function identity(): Promise<{ headers: Record<string, string> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  const email = (await currentAuth())?.email;
  const customerId = getItem(KEYS.customerId);
  if (email) headers['X-User-Email'] = email;
  if (customerId) headers['X-Customer-ID'] = customerId;
  return { headers };
}

/** A query string as given ('a=1&b=2') as the SDK's per-call query parameters. */
const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

/**
 * Every call the web app makes to the product server (docs/product.md, How clients call the server), each one SDK method of
 * the shared client.
 * @example
 * const plan = await api.getPlan(id);
 */
export const api = {
  ping: () => client.session.ping(),
  sessionSync: (body: { email: string; customerId?: string }) => client.session.sync(body),
  lookupByEmail: (email: string) => client.subscription.lookupByEmail(email),
  /** The status call with identity headers; `query` is appended as given. */
  subscriptionStatus: async (query = '') =>
    client.subscription.status({}, { ...(await identity()), query: queryOf(query) }),
  /** The status call on return from checkout: query only, none of the identity headers. */
  checkoutStatus: (query: string) => client.subscription.status({}, { query: queryOf(query) }),
  /** The server's sign-out, with the token captured before the auth session ended. */
  signOut: (token?: string) =>
    client.session.signout(token ? { headers: { authorization: `Bearer ${token}` } } : undefined),
  devAccess: () => client.subscription.devAccess(),
  details: (email: string, customerId: string) => client.subscription.details({ email, customerId }),
  cancel: (subscriptionId: string) => client.subscription.cancel(subscriptionId),
  reactivate: (subscriptionId: string) => client.subscription.reactivate(subscriptionId),
  changeTier: (body: { subscriptionId: string; email: string; tier: Tier }) =>
    client.subscription.changeTier(body),
  createCheckout: (body: CheckoutRequest) => client.subscription.checkout(body),
  /** One page of saved plans (the server's default size): the first for null. */
  planPage: (cursor: string | null) => client.plans.page(cursor ? { cursor } : {}),
  getPlan: (id: string) => client.plans.get(id),
  createPlan: (body: CreatePlanRequestInput) => client.plans.create(body),
  updatePlan: (id: string, body: UpdatePlanRequestInput) => client.plans.update(id, body),
  deletePlan: (id: string) => client.plans.delete(id),
  renamePlan: (id: string, name: string) => client.plans.rename(id, name),
  planVersions: (id: string) => client.plans.versions(id),
  undoPlan: (id: string) => client.plans.undo(id),
  redoPlan: (id: string) => client.plans.redo(id),
  upload: (file: File) => client.documents.upload(file, file.name),
  chat: (body: ChatRequestInput) => client.chat.send(body),
  tokenStats: async () => client.usage.tokenStats(await identity()),
  adminOverview: () => client.admin.overview(),
  adminUsers: (page: number) => client.admin.users({ page }),
  deleteAccount: () => client.account.delete(),
};
