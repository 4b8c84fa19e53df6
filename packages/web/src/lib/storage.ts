/**
 * Keys the app keeps on the device (docs/product.md, Records: Device-stored keys). The server is the
 * authority; these are caches for fast rendering.
 */
export const KEYS = {
  hasSubscription: 'has_subscription',
  subscriptionTier: 'subscription_tier',
  customerId: 'stripe_customer_id',
  previousEmail: 'previous_user_email',
  checkoutPending: 'stripe_checkout_pending',
  checkoutEmail: 'stripe_checkout_email',
  checkoutTime: 'stripe_checkout_time',
  subscriptionError: 'subscription_error',
  sidebarOpen: 'sidebar_open',
} as const;

export const SUBSCRIPTION_KEYS = [
  KEYS.hasSubscription,
  KEYS.subscriptionTier,
  KEYS.customerId,
  KEYS.checkoutPending,
  KEYS.checkoutEmail,
  KEYS.checkoutTime,
  KEYS.subscriptionError,
] as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function getItem(key: string): string | null {
  return safe(() => localStorage.getItem(key), null);
}

export function setItem(key: string, value: string): void {
  safe(() => localStorage.setItem(key, value), undefined);
}

export function removeItem(key: string): void {
  safe(() => localStorage.removeItem(key), undefined);
}

/** Whether the cached flag says the user has a subscription. */
export function hasCachedSubscription(): boolean {
  return getItem(KEYS.hasSubscription) === 'true';
}

/** Stores a positive subscription answer: the flag, the tier (default professional), the customer id. */
export function storeSubscription(status: {
  tier?: string | null;
  customerId?: string | null | undefined;
}): void {
  setItem(KEYS.hasSubscription, 'true');
  setItem(KEYS.subscriptionTier, status.tier || 'professional');
  if (status.customerId) setItem(KEYS.customerId, status.customerId);
}

/** Removes the cached flag and tier. */
export function clearSubscriptionFlag(): void {
  removeItem(KEYS.hasSubscription);
  removeItem(KEYS.subscriptionTier);
}

/** Removes every cached subscription key. */
export function clearSubscriptionKeys(): void {
  for (const key of SUBSCRIPTION_KEYS) removeItem(key);
}

/**
 * When a different user signs in, the previous user's cached subscription is purged.
 * Returns whether a purge happened.
 */
export function purgeIfUserChanged(email: string): boolean {
  const previous = getItem(KEYS.previousEmail);
  const changed = previous !== null && previous !== email;
  if (changed) clearSubscriptionKeys();
  setItem(KEYS.previousEmail, email);
  return changed;
}

/** A known returning subscriber: same stored e-mail, cached flag and a stored customer id. */
export function isKnownReturningSubscriber(email: string): boolean {
  return (
    getItem(KEYS.previousEmail) === email && hasCachedSubscription() && Boolean(getItem(KEYS.customerId))
  );
}
