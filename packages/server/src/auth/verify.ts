import type { AppContext } from '../middleware/state';
import { flowKindOf } from './flow-input';
import { consumeEmailLink } from './flows';
import { gotrue } from './gotrue-error';
import { type AuthRouteDeps, bodyOf, sessionMeta } from './route-deps';
import { openSession } from './sessions';

/**
 * GET /verify: the link of an e-mail. Redirects (303) to the flow's page with a PKCE code, a
 * session in the fragment, a message (an e-mail change asked for in PKCE mode) or GoTrue's
 * otp_expired error in the fragment.
 */
export async function verifyLink(deps: AuthRouteDeps, ctx: AppContext): Promise<void> {
  deps.limit(ctx);
  const outcome = await consumeEmailLink(deps.flow, ctx.query.token, ctx.query.type, ctx.query.redirect_to);
  const target = new URL(outcome.redirectTo);
  if (outcome.kind === 'invalid') {
    target.hash = new URLSearchParams({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    }).toString();
  } else if (outcome.kind === 'changed') {
    target.hash = new URLSearchParams({
      message: 'Your e-mail address is changed',
      type: 'email_change',
    }).toString();
  } else if (outcome.kind === 'code') {
    target.searchParams.set('code', outcome.code);
  } else {
    const s = await openSession(deps.session, outcome.user, sessionMeta(ctx, 'otp'));
    target.hash = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: outcome.type,
    }).toString();
  }
  ctx.status = 303;
  ctx.redirect(target.toString());
}

/**
 * POST /verify (supabase-js verifyOtp): `token_hash` is the token of an e-mail link, for apps
 * that confirm on their own server; answers GoTrue's session JSON. We send no numeric codes,
 * so `token` with `email` never matches.
 */
export async function verifyTokenHash(deps: AuthRouteDeps, ctx: AppContext) {
  deps.limit(ctx);
  const body = bodyOf(ctx);
  if (!flowKindOf(body.type)) throw gotrue.validation('Unsupported verification type');
  if (typeof body.token_hash !== 'string' || body.token_hash === '') throw gotrue.otpExpired();
  const outcome = await consumeEmailLink(deps.flow, body.token_hash, body.type, body.redirect_to, false);
  if (outcome.kind !== 'session') throw gotrue.otpExpired();
  return openSession(deps.session, outcome.user, sessionMeta(ctx, 'otp'));
}
