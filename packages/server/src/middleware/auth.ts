import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import type { AuthUser } from '../types';
import type { AppContext, AppState } from './state';

/** The bearer token of a request, if any. */
export function bearerToken(ctx: Pick<AppContext, 'get'>): string | undefined {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** 401 'Authentication required' unless a valid access token is sent; sets ctx.state.user. */
export function requireUser(deps: Pick<AppDeps, 'auth'>): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    const user = token ? await deps.auth.verifyAccessToken(token) : null;
    if (!user) throw new AppError('unauthorized', 'Authentication required');
    ctx.state.user = user;
    await next();
  };
}

/** Sets ctx.state.user when a valid token is sent; never fails. */
export function optionalUser(deps: Pick<AppDeps, 'auth'>): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    const user = token ? await deps.auth.verifyAccessToken(token) : null;
    if (user) ctx.state.user = user;
    await next();
  };
}

/** The user set by requireUser (throws if the chain forgot it). */
export function currentUser(ctx: AppContext): AuthUser {
  const user = ctx.state.user;
  if (!user) throw new AppError('unauthorized', 'Authentication required');
  return user;
}
