import {
  AdminOverviewSchema,
  AdminUsersResponseSchema,
  type ChatRequestInput,
  ChatResponseSchema,
  type CheckoutRequest,
  CreatePlanResponseSchema,
  type CreatePlanRequestInput,
  PlanListResponseSchema,
  SavedPlanSchema,
  SubscriptionChangeResponseSchema,
  SubscriptionDetailsSchema,
  SubscriptionStatusSchema,
  type Tier,
  TokenStatsSchema,
  type UpdatePlanRequestInput,
  UploadResponseSchema,
  UrlResponseSchema,
} from '@staffplan/core';
import { request } from './http';

/** Every call the web app makes to the product server (SPEC section 7). */
export const api = {
  ping: () => request('/api/ping', { bearer: false }),
  resetSession: () => request('/api/subscription/status?reset_session=true'),
  sessionSync: (body: { email: string; customerId?: string }) =>
    request('/api/auth/session-sync', { method: 'POST', body, schema: SubscriptionStatusSchema }),
  lookupByEmail: (email: string) =>
    request('/api/subscription/lookup-by-email', {
      method: 'POST',
      body: { email },
      schema: SubscriptionStatusSchema,
    }),
  /** The status call with identity headers; `query` is appended as given. */
  subscriptionStatus: (query = '') =>
    request(`/api/subscription/status${query ? `?${query}` : ''}`, {
      identity: true,
      schema: SubscriptionStatusSchema,
    }),
  /** The status call on return from checkout: query only, none of the identity headers. */
  checkoutStatus: (query: string) =>
    request(`/api/subscription/status?${query}`, { schema: SubscriptionStatusSchema }),
  signOut: () => request('/api/auth/signout', { method: 'POST' }),
  devAccess: () =>
    request('/api/subscription/dev-access?dev=1&redirect=/staffing-planner', {
      schema: SubscriptionChangeResponseSchema,
    }),
  details: (email: string, customerId: string) =>
    request(
      `/api/subscription/details?email=${encodeURIComponent(email)}&customer_id=${encodeURIComponent(customerId)}`,
      { schema: SubscriptionDetailsSchema },
    ),
  cancel: (subscriptionId: string) =>
    request('/api/subscription/cancel', { method: 'POST', body: { subscriptionId } }),
  reactivate: (subscriptionId: string) =>
    request('/api/subscription/reactivate', { method: 'POST', body: { subscriptionId } }),
  changeTier: (body: { subscriptionId: string; email: string; tier: Tier }) =>
    request('/api/subscription/change-tier', { method: 'POST', body, schema: UrlResponseSchema }),
  createCheckout: (body: CheckoutRequest) =>
    request('/api/create-checkout-session', { method: 'POST', body, schema: UrlResponseSchema }),
  listPlans: () => request(`/api/staffing/plans?t=${Date.now()}`, { schema: PlanListResponseSchema }),
  getPlan: (id: string) =>
    request(`/api/staffing/plans/${encodeURIComponent(id)}`, { schema: SavedPlanSchema }),
  createPlan: (body: CreatePlanRequestInput) =>
    request('/api/staffing/plans', { method: 'POST', body, schema: CreatePlanResponseSchema }),
  updatePlan: (id: string, body: UpdatePlanRequestInput) =>
    request(`/api/staffing/plans/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { ...body, id },
      schema: SavedPlanSchema,
    }),
  deletePlan: (id: string) => request(`/api/staffing/plans/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  upload: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return request('/api/upload', { method: 'POST', body: form, schema: UploadResponseSchema });
  },
  chat: (body: ChatRequestInput) =>
    request('/api/chat/message', { method: 'POST', body, schema: ChatResponseSchema }),
  tokenStats: () =>
    request(`/api/usage/token-stats?t=${Date.now()}`, {
      identity: true,
      headers: { 'Cache-Control': 'no-cache' },
      schema: TokenStatsSchema,
    }),
  adminOverview: () => request('/api/admin/overview', { schema: AdminOverviewSchema }),
  adminUsers: (page: number, pageSize = 50) =>
    request(`/api/admin/users?page=${page}&pageSize=${pageSize}`, { schema: AdminUsersResponseSchema }),
  deleteAccount: () => request('/api/account', { method: 'DELETE' }),
};
