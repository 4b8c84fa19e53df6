import type { SubscriptionStatus } from '@staffplan/core';
import { loadApi } from './api-lazy';
import { clearSubscriptionFlag, getItem, hasCachedSubscription, KEYS, storeSubscription } from './storage';

/** Checks the subscription with the server (ping first) and stores or clears the cached flags. */
export async function checkSubscription(query = ''): Promise<SubscriptionStatus> {
  const api = await loadApi();
  await api.ping().catch(() => undefined);
  const status = await api.subscriptionStatus(query);
  if (status.hasSubscription) storeSubscription(status);
  else clearSubscriptionFlag();
  return status;
}

/** The route guard's query: e-mail, customer id and the page's own query string. */
export function guardQuery(email: string, search: string): string {
  const params = new URLSearchParams(search);
  params.set('email', email);
  params.set('customer_id', getItem(KEYS.customerId) ?? '');
  return params.toString();
}

/** Whether the user counts as subscribed when the check fails: the cached flag decides. */
export function subscribedOnError(): boolean {
  return hasCachedSubscription();
}
