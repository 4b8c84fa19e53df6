import { toast } from 'sonner';
import { loadApi } from '../../lib/api-lazy';
import {
  clearSubscriptionKeys,
  getItem,
  isKnownReturningSubscriber,
  KEYS,
  removeItem,
  storeSubscription,
} from '../../lib/storage';
import { currentAuth, getSupabase } from '../../lib/supabase';

const origin = () => window.location.origin;

function messageOf(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}

/** Syncs the server session after sign-in; failures are only logged (docs/product.md, Messages users see). */
export async function syncServerSession(email: string): Promise<void> {
  try {
    const api = await loadApi();
    await api.ping().catch(() => undefined);
    const knownReturning = isKnownReturningSubscriber(email);
    const storedCustomer = getItem(KEYS.customerId);
    const body =
      getItem(KEYS.previousEmail) === email && storedCustomer
        ? { email, customerId: storedCustomer }
        : { email };
    const synced = await api.sessionSync(body);
    if (synced.hasSubscription) {
      storeSubscription(synced);
      return;
    }
    if (knownReturning) {
      const found = await api.lookupByEmail(email);
      if (found.hasSubscription) storeSubscription(found);
    }
  } catch (error) {
    console.warn('Session sync failed', error);
  }
}

export async function signInAction(email: string, password: string): Promise<string> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) {
    toast.error('Error signing in', { description: error.message || 'An error occurred' });
    throw error;
  }
  const userEmail = data.user?.email ?? email;
  await syncServerSession(userEmail);
  toast.success('Welcome back!', { description: "You've successfully signed in." });
  return userEmail;
}

export async function signUpAction(email: string, password: string): Promise<void> {
  clearSubscriptionKeys();
  removeItem(KEYS.previousEmail);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({
    email,
    password,
    options: { emailRedirectTo: `${origin()}/pricing` },
  });
  if (error) {
    toast.error('Error signing up', { description: error.message || 'An error occurred' });
    throw error;
  }
}

function ignorableSignOutError(error: { name?: string; status?: number | undefined }): boolean {
  return error.name === 'AuthSessionMissingError' || [401, 403, 404].includes(error.status ?? 0);
}

export async function signOutAction(): Promise<void> {
  // The auth service ends the session first; the server's own sign-out then runs with the
  // token captured before (it accepts a token whose session is already gone).
  const auth = await currentAuth();
  clearSubscriptionKeys();
  const { error } = await (await getSupabase()).auth.signOut();
  await loadApi()
    .then((api) => api.signOut(auth?.token))
    .catch(() => undefined);
  if (error && !ignorableSignOutError(error)) {
    toast.error('Error signing out', { description: error.message });
    throw error;
  }
}

export async function resetPasswordAction(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${origin()}/reset-password`,
  });
  if (error) {
    toast.error('Error', { description: error.message || 'Failed to send reset email' });
    throw error;
  }
  toast.success('Check your email', { description: "We've sent you a password reset link." });
}

export async function updatePasswordAction(password: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({ password });
  if (error) {
    toast.error('Error', { description: error.message || 'Failed to update password' });
    throw error;
  }
  toast.success('Password updated!', { description: 'Your password has been successfully reset.' });
}

export async function resendVerificationAction(email: string | undefined): Promise<void> {
  if (!email) {
    toast.error('Error', { description: 'No email address found. Please sign up again.' });
    throw new Error('No email address found. Please sign up again.');
  }
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${origin()}/pricing` },
  });
  if (error) {
    toast.error('Error', { description: messageOf(error) || 'Failed to resend email' });
    throw error;
  }
  toast.success('Verification email sent!', {
    description: 'Please check your email inbox and spam folder.',
  });
}
