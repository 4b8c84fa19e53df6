import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import type { AppState } from './state';

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Gives every request an id (X-Request-Id in and out) and logs one line when it ends. */
export function requestContext(deps: Pick<AppDeps, 'logger'>): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const line = { requestId, method: ctx.method, path: ctx.path, status: ctx.status, ms };
      if (ctx.status >= 500) deps.logger.error(line, 'request failed');
      else deps.logger.info(line, 'request');
    }
  };
}
