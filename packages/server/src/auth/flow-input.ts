import type { Config } from '../config/index';
import { gotrue } from './gotrue-error';

/** The e-mail link flows: confirming a sign-up, recovering a password, changing the address. */
export type FlowKind = 'signup' | 'recovery' | 'email_change';

const FALLBACK_PAGE: Record<FlowKind, string> = {
  signup: '/pricing',
  recovery: '/reset-password',
  email_change: '/account',
};

/**
 * Where e-mail links may send the browser: our own host or a configured CORS origin (no open
 * redirects). Anything else falls back to the page of the flow on our host.
 */
export function safeRedirect(config: Config, wanted: unknown, kind: FlowKind): string {
  const fallback = `${config.publicUrl}${FALLBACK_PAGE[kind]}`;
  if (typeof wanted !== 'string' || wanted === '') return fallback;
  try {
    const url = new URL(wanted);
    const allowed = new Set([new URL(config.publicUrl).origin, ...config.corsOrigins]);
    return allowed.has(url.origin) ? url.toString() : fallback;
  } catch {
    return fallback;
  }
}

/** The PKCE challenge a flow starts with (supabase-js in pkce mode sends one). */
export interface Challenge {
  challenge: string | null;
  method: string | null;
}

/** Reads and checks the PKCE challenge of a request body (400 on an unknown method). */
export function challengeOf(body: Record<string, unknown>): Challenge {
  const challenge =
    typeof body.code_challenge === 'string' && body.code_challenge !== '' ? body.code_challenge : null;
  const method =
    challenge && typeof body.code_challenge_method === 'string'
      ? body.code_challenge_method.toLowerCase()
      : null;
  if (challenge && method !== 's256' && method !== 'plain')
    throw gotrue.validation('Unsupported code challenge method');
  return { challenge, method };
}

/**
 * The flow a verify `type` names: GoTrue's 'email' is the sign-up confirmation here; types we
 * do not send (magiclink, invite, sms) are none.
 */
export function flowKindOf(type: unknown): FlowKind | undefined {
  if (type === 'signup' || type === 'email') return 'signup';
  if (type === 'recovery' || type === 'email_change') return type;
  return undefined;
}
