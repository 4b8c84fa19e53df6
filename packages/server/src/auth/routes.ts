import Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AppContext, AppState } from '../middleware/state';
import { consumeEmailLink, exchangeCode, startEmailFlow } from './flows';
import { GoTrueError, gotrue, gotrueErrors } from './gotrue-error';
import { assertStrongPassword, hashPassword, verifyPassword } from './passwords';
import { RateLimiter } from './rate-limit';
import { requestUser } from './request-user';
import { openSession, refreshSession, type SessionDeps } from './sessions';
import { normalizeEmail, presentUser } from './users';

type Body = Record<string, unknown>;

function bodyOf(ctx: AppContext): Body {
  const body = (ctx.request as { body?: unknown }).body;
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

function meta(ctx: AppContext, method: string) {
  return { ip: ctx.ip, userAgent: ctx.get('user-agent'), method };
}

/**
 * The embedded GoTrue-compatible service at /auth/v1: the subset @supabase/supabase-js uses.
 * Any `apikey` is accepted unless AUTH_ANON_KEY is configured.
 */
export function buildAuthRouter(deps: AppDeps, session: SessionDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth/v1' });
  const now = () => deps.clock().getTime();
  const byIp = new RateLimiter(deps.config.authRateLimit, 60_000, now);
  const byEmail = new RateLimiter(deps.config.authRateLimit, 60_000, now);
  const limit = (ctx: AppContext, email?: string) => {
    const ipOk = byIp.hit(`${ctx.path}|${ctx.ip}`);
    const emailOk = email === undefined || byEmail.hit(`${ctx.path}|${email}`);
    if (!ipOk || !emailOk) throw gotrue.rateLimited();
  };
  const flowDeps = { config: deps.config, db: deps.db, mailer: deps.mailer, clock: deps.clock };

  router.use(gotrueErrors());
  router.use(async (ctx, next) => {
    const open =
      ctx.path.endsWith('/verify') || ctx.path.endsWith('/health') || ctx.path.endsWith('/jwks.json');
    const expected = deps.config.authAnonKey;
    if (expected && !open && ctx.get('apikey') !== expected)
      throw new GoTrueError(401, 'no_authorization', 'Invalid API key');
    await next();
  });

  router.get('/health', (ctx) => {
    ctx.body = {
      version: 'staffplan-embedded',
      name: 'GoTrue',
      description: 'StaffPlan embedded auth (GoTrue-compatible subset)',
    };
  });
  router.get('/settings', (ctx) => {
    ctx.body = {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: false,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    };
  });
  router.get('/.well-known/jwks.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = { keys: [session.key.publicJwk] };
  });

  router.post('/signup', async (ctx) => {
    const body = bodyOf(ctx);
    const email = normalizeEmail(body.email);
    limit(ctx, email);
    if (!email) throw gotrue.validation('Unable to validate email address: invalid format');
    assertStrongPassword(body.password);
    const existing = await deps.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (existing?.email_confirmed_at) throw gotrue.userAlreadyExists();
    const passwordHash = await hashPassword(body.password, deps.config.passwordHash);
    const metadata = typeof body.data === 'object' && body.data !== null ? JSON.stringify(body.data) : '{}';
    const user = existing
      ? await deps.db.kysely
          .updateTable('users')
          .set({ password_hash: passwordHash, user_metadata: metadata, updated_at: deps.clock() })
          .where('id', '=', existing.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await deps.db.kysely
          .insertInto('users')
          .values({
            email,
            password_hash: passwordHash,
            user_metadata: metadata,
            created_at: deps.clock(),
            updated_at: deps.clock(),
          })
          .onConflict((oc) => oc.column('email').doNothing())
          .returningAll()
          .executeTakeFirst();
    if (!user) throw gotrue.userAlreadyExists();
    await startEmailFlow(flowDeps, user, 'signup', ctx.query.redirect_to, body);
    const fresh = await deps.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    ctx.body = presentUser(fresh);
  });

  router.post('/token', async (ctx) => {
    const body = bodyOf(ctx);
    const grant = ctx.query.grant_type;
    if (grant === 'password') {
      const email = normalizeEmail(body.email);
      limit(ctx, email ?? '');
      if (!email || typeof body.password !== 'string') throw gotrue.validation('missing email or phone');
      const user = await deps.db.kysely
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email)
        .executeTakeFirst();
      const ok = await verifyPassword(user?.password_hash, body.password, deps.config.passwordHash);
      if (!user || !ok) throw gotrue.invalidCredentials();
      if (!user.email_confirmed_at) throw gotrue.emailNotConfirmed();
      ctx.body = await openSession(session, user, meta(ctx, 'password'));
    } else if (grant === 'refresh_token') {
      limit(ctx);
      ctx.body = await refreshSession(session, body.refresh_token);
    } else if (grant === 'pkce') {
      limit(ctx);
      const user = await exchangeCode(flowDeps, body.auth_code, body.code_verifier);
      ctx.body = await openSession(session, user, meta(ctx, 'otp'));
    } else {
      throw new GoTrueError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
  });

  router.get('/user', async (ctx) => {
    const { user } = await requestUser(session, ctx);
    ctx.body = presentUser(user);
  });

  router.put('/user', async (ctx) => {
    const { user } = await requestUser(session, ctx);
    const body = bodyOf(ctx);
    if (body.email !== undefined && normalizeEmail(body.email) !== user.email) {
      throw new GoTrueError(
        422,
        'email_change_not_supported',
        'Changing the e-mail address is not supported',
      );
    }
    const changes: { password_hash?: string; user_metadata?: string; updated_at: Date } = {
      updated_at: deps.clock(),
    };
    if (body.password !== undefined) {
      assertStrongPassword(body.password);
      if (await verifyPassword(user.password_hash, body.password, deps.config.passwordHash)) {
        throw new GoTrueError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      changes.password_hash = await hashPassword(body.password, deps.config.passwordHash);
    }
    if (typeof body.data === 'object' && body.data !== null) {
      changes.user_metadata = JSON.stringify({ ...user.user_metadata, ...(body.data as Body) });
    }
    const updated = await deps.db.kysely
      .updateTable('users')
      .set(changes)
      .where('id', '=', user.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    ctx.body = presentUser(updated);
  });

  router.post('/logout', async (ctx) => {
    const { user, sessionId } = await requestUser(session, ctx);
    const scope = ctx.query.scope ?? 'global';
    let query = deps.db.kysely.deleteFrom('auth_sessions').where('user_id', '=', user.id);
    if (scope === 'local') query = query.where('id', '=', sessionId);
    else if (scope === 'others') query = query.where('id', '!=', sessionId);
    await query.execute();
    ctx.status = 204;
  });

  router.post('/recover', async (ctx) => {
    const body = bodyOf(ctx);
    const email = normalizeEmail(body.email);
    limit(ctx, email);
    if (!email) throw gotrue.validation('Unable to validate email address: invalid format');
    const user = await deps.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    // The same answer whether or not the address has an account (no enumeration).
    if (user) await startEmailFlow(flowDeps, user, 'recovery', ctx.query.redirect_to, body);
    ctx.body = {};
  });

  router.post('/resend', async (ctx) => {
    const body = bodyOf(ctx);
    const email = normalizeEmail(body.email);
    limit(ctx, email);
    if (body.type !== 'signup') throw gotrue.validation('Only type signup can be resent by e-mail');
    if (!email) throw gotrue.validation('Unable to validate email address: invalid format');
    const user = await deps.db.kysely
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    if (user && !user.email_confirmed_at)
      await startEmailFlow(flowDeps, user, 'signup', ctx.query.redirect_to, body);
    ctx.body = {};
  });

  router.get('/verify', async (ctx) => {
    limit(ctx);
    const outcome = await consumeEmailLink(flowDeps, ctx.query.token, ctx.query.type, ctx.query.redirect_to);
    const target = new URL(outcome.redirectTo);
    if (outcome.kind === 'invalid') {
      target.hash = new URLSearchParams({
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: 'Email link is invalid or has expired',
      }).toString();
    } else if (outcome.kind === 'code') {
      target.searchParams.set('code', outcome.code);
    } else {
      const s = await openSession(session, outcome.user, meta(ctx, 'otp'));
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
  });

  return router;
}
