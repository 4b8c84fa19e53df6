import { z } from 'zod';
import { type AuthServiceUser, AuthServiceUserSchema, type Session, SessionSchema } from '../schemas/auth';
import { ApiError, MissingSessionError } from './errors';
import type { RequestOptions, SessionStore } from './options';
import { type CallSpec, perform, type TransportSettings } from './transport';

/** What `auth.signUp` gives: the user, and a session when the service confirms at once. */
export interface SignUpResult {
  user: AuthServiceUser;
  session: Session | null;
}

const SessionOrUserSchema = z.union([
  SessionSchema,
  AuthServiceUserSchema,
  z.looseObject({ user: AuthServiceUserSchema }),
]);

/** Settings the auth resource needs from the client. */
export interface AuthContext {
  transport: TransportSettings;
  authUrl: string;
  anonKey: string | undefined;
  store: SessionStore;
  now: () => number;
}

/**
 * The auth service in GoTrue's wire format: the server's embedded /auth/v1, or hosted
 * Supabase Auth given its URL and anon key. Sessions are saved to the client's store.
 * @example
 * await client.auth.signIn({ email: 'ann@example.com', password: 'correct horse' });
 * const user = await client.auth.getUser();
 */
export class AuthResource {
  constructor(private readonly ctx: AuthContext) {}

  private call<T>(spec: Omit<CallSpec<T>, 'url'> & { path: string; bearer?: string }): Promise<T> {
    const { path, bearer, ...rest } = spec;
    const key = this.ctx.anonKey;
    const headers: Record<string, string> = { 'x-supabase-api-version': '2024-01-01', ...rest.headers };
    if (key) headers.apikey = key;
    const token = bearer ?? key;
    if (token) headers.authorization = `Bearer ${token}`;
    return perform(this.ctx.transport, { ...rest, url: `${this.ctx.authUrl}${path}`, headers });
  }

  /** Adds `expires_at` when the service leaves it out (now + expires_in), as supabase-js does. */
  private complete(session: Session): Session {
    if (typeof session.expires_at === 'number') return session;
    return { ...session, expires_at: Math.floor(this.ctx.now() / 1000) + session.expires_in };
  }

  /**
   * Signs in with e-mail and password and saves the session.
   * @example
   * const session = await client.auth.signIn({ email, password });
   */
  async signIn(credentials: { email: string; password: string }, options?: RequestOptions): Promise<Session> {
    const session = await this.call({
      method: 'POST',
      path: '/token',
      query: { grant_type: 'password' },
      json: { email: credentials.email, password: credentials.password, gotrue_meta_security: {} },
      schema: SessionSchema,
      options,
    });
    const complete = this.complete(session);
    await this.ctx.store.save(complete);
    return complete;
  }

  /**
   * Creates an account. With e-mail confirmation on, `session` is null until the link is followed.
   * @example
   * const { user, session } = await client.auth.signUp({ email, password, redirectTo: 'http://localhost:8787/pricing' });
   */
  async signUp(
    input: { email: string; password: string; redirectTo?: string; data?: Record<string, unknown> },
    options?: RequestOptions,
  ): Promise<SignUpResult> {
    const answer = await this.call({
      method: 'POST',
      path: '/signup',
      query: { redirect_to: input.redirectTo },
      json: {
        email: input.email,
        password: input.password,
        data: input.data ?? {},
        gotrue_meta_security: {},
      },
      schema: SessionOrUserSchema,
      options,
    });
    const asSession = SessionSchema.safeParse(answer);
    if (asSession.success) {
      const session = this.complete(asSession.data);
      await this.ctx.store.save(session);
      return { user: session.user, session };
    }
    const user =
      'user' in answer ? AuthServiceUserSchema.parse(answer.user) : AuthServiceUserSchema.parse(answer);
    return { user, session: null };
  }

  /**
   * Exchanges a refresh token (default: the stored one) for a new session and saves it.
   * @example
   * await client.auth.refresh();
   */
  async refresh(refreshToken?: string, options?: RequestOptions): Promise<Session> {
    const token = refreshToken ?? (await this.ctx.store.load())?.refresh_token;
    if (!token) throw new MissingSessionError();
    try {
      const session = await this.call({
        method: 'POST',
        path: '/token',
        query: { grant_type: 'refresh_token' },
        json: { refresh_token: token },
        schema: SessionSchema,
        options,
      });
      const complete = this.complete(session);
      await this.ctx.store.save(complete);
      return complete;
    } catch (error) {
      // A refused refresh token will never work again: forget the session (as supabase-js does).
      if (error instanceof ApiError && error.status >= 400 && error.status < 500)
        await this.ctx.store.save(null);
      throw error;
    }
  }

  /**
   * Signs out on the service (401, 403 and 404 are ignored) and clears the stored session.
   * @example
   * await client.auth.signOut(); // or signOut('local')
   */
  async signOut(scope: 'global' | 'local' | 'others' = 'global', options?: RequestOptions): Promise<void> {
    const session = await this.ctx.store.load();
    try {
      if (session) {
        await this.call({
          method: 'POST',
          path: '/logout',
          query: { scope },
          bearer: session.access_token,
          options,
        });
      }
    } catch (error) {
      if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
    }
    if (scope !== 'others') await this.ctx.store.save(null);
  }

  /**
   * The signed-in user as the service knows it now.
   * @example
   * const { email } = await client.auth.getUser(session.access_token);
   */
  async getUser(accessToken?: string, options?: RequestOptions): Promise<AuthServiceUser> {
    const token = accessToken ?? (await this.ctx.store.load())?.access_token;
    if (!token) throw new MissingSessionError();
    const answer = await this.call({
      method: 'GET',
      path: '/user',
      bearer: token,
      schema: z.union([AuthServiceUserSchema, z.looseObject({ user: AuthServiceUserSchema })]),
      options,
    });
    return 'user' in answer && answer.user && typeof answer.user === 'object'
      ? AuthServiceUserSchema.parse(answer.user)
      : AuthServiceUserSchema.parse(answer);
  }

  /**
   * Asks for a password-reset e-mail.
   * @example
   * await client.auth.resetPasswordForEmail('ann@example.com', 'http://localhost:8787/reset-password');
   */
  async resetPasswordForEmail(email: string, redirectTo?: string, options?: RequestOptions): Promise<void> {
    await this.call({
      method: 'POST',
      path: '/recover',
      query: { redirect_to: redirectTo },
      json: { email, gotrue_meta_security: {} },
      options,
    });
  }
}
