import Router from '@koa/router';
import type { AppDeps } from '../deps';
import type { AppContext, AppState } from '../middleware/state';
import { answerAfter } from './answer-floor';
import { challengeOf } from './flow-input';
import { exchangeCode, startEmailFlow } from './flows';
import { GoTrueError, gotrue, gotrueErrors } from './gotrue-error';
import { verifyPassword } from './passwords';
import { RateLimiter } from './rate-limit';
import { requestUser } from './request-user';
import { type AuthRouteDeps, bodyOf, sessionMeta } from './route-deps';
import { openSession, refreshSession, type SessionDeps, signOutOthers } from './sessions';
import { signUp } from './signup';
import { unsupportedEndpoint } from './unsupported';
import { startEmailChange, updateUser } from './user-update';
import { normalizeEmail, presentUser } from './users';
import { verifyLink, verifyTokenHash } from './verify';

/**
 * Recover and resend answer after this long whether or not the address has an account (the
 * mail of a known one is written or sent meanwhile, or after the answer).
 */
export const MAIL_ANSWER_FLOOR_MS = 200;

/**
 * The embedded GoTrue-compatible service at /auth/v1: the subset @supabase/supabase-js uses.
 * Any `apikey` is accepted unless AUTH_ANON_KEY is configured.
 */
export function buildAuthRouter(app: AppDeps, session: SessionDeps): Router<AppState> {
  const router = new Router<AppState>({ prefix: '/auth/v1' });
  const now = () => app.clock().getTime();
  const byIp = new RateLimiter(app.config.authRateLimit, 60_000, now);
  const byEmail = new RateLimiter(app.config.authRateLimit, 60_000, now);
  const limit = (ctx: AppContext, email?: string) => {
    // An IP over its limit does not get to count (and store) e-mail keys.
    const ipOk = byIp.hit(`${ctx.path}|${ctx.ip}`);
    if (!ipOk || (email !== undefined && !byEmail.hit(`${ctx.path}|${email}`))) throw gotrue.rateLimited();
  };
  const flow = { config: app.config, db: app.db, mailer: app.mailer, clock: app.clock };
  const deps: AuthRouteDeps = { app, session, flow, limit };
  const findUser = (email: string) =>
    app.db.kysely.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  const logMailError = (error: unknown) => app.logger.warn({ err: error }, 'auth e-mail failed');

  router.use(gotrueErrors());
  router.use(async (ctx, next) => {
    const open =
      ctx.path.endsWith('/verify') || ctx.path.endsWith('/health') || ctx.path.endsWith('/jwks.json');
    const expected = app.config.authAnonKey;
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
    ctx.body = await signUp(deps, ctx);
  });

  router.post('/token', async (ctx) => {
    const body = bodyOf(ctx);
    const grant = ctx.query.grant_type;
    if (grant === 'password') {
      if (body.email === undefined && body.phone !== undefined) throw gotrue.phoneDisabled();
      const email = normalizeEmail(body.email);
      limit(ctx, email ?? '');
      if (!email || typeof body.password !== 'string') throw gotrue.validation('missing email or phone');
      const user = await findUser(email);
      const ok = await verifyPassword(user?.password_hash, body.password, app.config.passwordHash);
      if (!user || !ok) throw gotrue.invalidCredentials();
      if (!user.email_confirmed_at) throw gotrue.emailNotConfirmed();
      ctx.body = await openSession(session, user, sessionMeta(ctx, 'password'));
    } else if (grant === 'refresh_token') {
      limit(ctx);
      ctx.body = await refreshSession(session, body.refresh_token);
    } else if (grant === 'pkce') {
      limit(ctx);
      const user = await exchangeCode(flow, body.auth_code, body.code_verifier);
      ctx.body = await openSession(session, user, sessionMeta(ctx, 'otp'));
    } else {
      throw new GoTrueError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
  });

  router.get('/user', async (ctx) => {
    const { user } = await requestUser(session, ctx);
    ctx.body = presentUser(user);
  });

  router.put('/user', async (ctx) => {
    ctx.body = await updateUser(deps, ctx);
  });

  router.post('/logout', async (ctx) => {
    const { user, sessionId } = await requestUser(session, ctx);
    const scope = ctx.query.scope ?? 'global';
    if (scope === 'others') await signOutOthers(app, user.id, sessionId);
    else {
      let query = app.db.kysely.deleteFrom('auth_sessions').where('user_id', '=', user.id);
      if (scope === 'local') query = query.where('id', '=', sessionId);
      await query.execute();
    }
    ctx.status = 204;
  });

  router.post('/recover', async (ctx) => {
    const body = bodyOf(ctx);
    const email = normalizeEmail(body.email);
    limit(ctx, email);
    if (!email) throw gotrue.validation('Unable to validate email address: invalid format');
    const pkce = challengeOf(body);
    // The same answer, after the same time, whether or not the address has an account.
    await answerAfter(
      MAIL_ANSWER_FLOOR_MS,
      async () => {
        const user = await findUser(email);
        if (user) await startEmailFlow(flow, user, 'recovery', ctx.query.redirect_to, pkce);
      },
      logMailError,
    );
    ctx.body = {};
  });

  router.post('/resend', async (ctx) => {
    const body = bodyOf(ctx);
    const email = normalizeEmail(body.email);
    limit(ctx, email);
    if (body.type !== 'signup' && body.type !== 'email_change')
      throw gotrue.validation('Only types signup and email_change can be resent by e-mail');
    if (!email) throw gotrue.validation('Unable to validate email address: invalid format');
    const pkce = challengeOf(body);
    await answerAfter(
      MAIL_ANSWER_FLOOR_MS,
      async () => {
        if (body.type === 'email_change') {
          // The current or the requested address of an account with a change pending.
          const user = await app.db.kysely
            .selectFrom('users')
            .selectAll()
            .where((eb) => eb.or([eb('email', '=', email), eb('email_change', '=', email)]))
            .where('email_change', 'is not', null)
            .executeTakeFirst();
          if (user?.email_change)
            await startEmailChange(deps, user, user.email_change, ctx.query.redirect_to, pkce);
          return;
        }
        const user = await findUser(email);
        if (user && !user.email_confirmed_at)
          await startEmailFlow(flow, user, 'signup', ctx.query.redirect_to, pkce);
      },
      logMailError,
    );
    ctx.body = {};
  });

  router.get('/verify', async (ctx) => {
    await verifyLink(deps, ctx);
  });
  router.post('/verify', async (ctx) => {
    ctx.body = await verifyTokenHash(deps, ctx);
  });

  // Every other path and method: a GoTrue JSON error, never a plain-text 404 or 405.
  router.all('/{*rest}', (ctx) => {
    throw unsupportedEndpoint(ctx.path, ctx.method);
  });

  return router;
}
