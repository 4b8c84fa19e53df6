import {
  AdminOverviewSchema,
  AdminUsersResponseSchema,
  type ChatRequestInput,
  type CheckoutRequest,
  type CreatePlanRequestInput,
  type Tier,
  type UpdatePlanRequestInput,
} from '@staffplan/core';
import { createClient, type StaffPlanClient } from '@staffplan/core/client';
import { request } from './http';
import { getItem, KEYS } from './storage';
import { currentAuth } from './supabase';

/** The browser's fetch with cookies, as every call of the web app sends them. */
const withCookies = (input: string, init: RequestInit) => fetch(input, { ...init, credentials: 'include' });

/**
 * A client of core's SDK for one call: same origin, no retries (SPEC section 7), the session's
 * bearer token and, for the calls SPEC names, X-User-Email and X-Customer-ID.
 */
async function sdk(identity = false, bearer = true): Promise<StaffPlanClient> {
  const auth = bearer ? await currentAuth() : null;
  return createClient({
    baseUrl: '',
    maxRetries: 0,
    fetch: withCookies,
    ...(auth ? { accessToken: auth.token } : {}),
    ...(identity
      ? { identity: { email: auth?.email || undefined, customerId: () => getItem(KEYS.customerId) } }
      : {}),
  });
}

/** The identity calls also sent Content-Type: application/json (SPEC section 7). */
const IDENTITY = { headers: { 'Content-Type': 'application/json' } };

/** A query string as given ('a=1&b=2') as the SDK's per-call query parameters. */
const queryOf = (query: string) => Object.fromEntries(new URLSearchParams(query));

/** Every call the web app makes to the product server (SPEC section 7). */
export const api = {
  ping: async () => (await sdk(false, false)).session.ping(),
  resetSession: async () => (await sdk()).subscription.status({ resetSession: true }),
  sessionSync: async (body: { email: string; customerId?: string }) => (await sdk()).session.sync(body),
  lookupByEmail: async (email: string) => (await sdk()).subscription.lookupByEmail(email),
  /** The status call with identity headers; `query` is appended as given. */
  subscriptionStatus: async (query = '') =>
    (await sdk(true)).subscription.status({}, { ...IDENTITY, query: queryOf(query) }),
  /** The status call on return from checkout: query only, none of the identity headers. */
  checkoutStatus: async (query: string) => (await sdk()).subscription.status({}, { query: queryOf(query) }),
  signOut: async () => (await sdk()).session.signout(),
  devAccess: async () => (await sdk()).subscription.devAccess(),
  details: async (email: string, customerId: string) =>
    (await sdk()).subscription.details({ email, customerId }),
  cancel: async (subscriptionId: string) => (await sdk()).subscription.cancel(subscriptionId),
  reactivate: async (subscriptionId: string) => (await sdk()).subscription.reactivate(subscriptionId),
  changeTier: async (body: { subscriptionId: string; email: string; tier: Tier }) =>
    (await sdk()).subscription.changeTier(body),
  createCheckout: async (body: CheckoutRequest) => (await sdk()).subscription.checkout(body),
  /** One page of saved plans (the server's default size): the first for null. */
  planPage: async (cursor: string | null) => (await sdk()).plans.page(cursor ? { cursor } : {}),
  getPlan: async (id: string) => (await sdk()).plans.get(id),
  createPlan: async (body: CreatePlanRequestInput) => (await sdk()).plans.create(body),
  updatePlan: async (id: string, body: UpdatePlanRequestInput) => (await sdk()).plans.update(id, body),
  deletePlan: async (id: string) => (await sdk()).plans.delete(id),
  upload: async (file: File) => (await sdk()).documents.upload(file, file.name),
  chat: async (body: ChatRequestInput) => (await sdk()).chat.send(body),
  tokenStats: async () => (await sdk(true)).usage.tokenStats(IDENTITY),
  // The SDK has no admin or account resources: these stay on the plain request.
  adminOverview: () => request('/api/admin/overview', { schema: AdminOverviewSchema }),
  adminUsers: (page: number, pageSize = 50) =>
    request(`/api/admin/users?page=${page}&pageSize=${pageSize}`, { schema: AdminUsersResponseSchema }),
  deleteAccount: () => request('/api/account', { method: 'DELETE' }),
};
