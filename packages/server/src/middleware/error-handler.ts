import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { AppError, type ErrorCode } from '../errors';
import type { AppState } from './state';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown; expose?: unknown }).status;
  const expose = (error as { expose?: unknown }).expose;
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : undefined;
}

/**
 * The one error writer: `{error, code, requestId, ...extra}`. AppErrors and Koa's client
 * errors (bad JSON, body too large) keep their message; anything else becomes
 * internal_error with no stack trace in the answer (it goes to the log).
 */
export function errorHandler(deps: Pick<AppDeps, 'logger'>): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const requestId = ctx.state.requestId;
      const clientStatus = httpStatusOf(error);
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.body = { error: error.message, code: error.code, requestId, ...error.extra };
      } else if (clientStatus !== undefined) {
        ctx.status = clientStatus;
        const message = error instanceof Error ? error.message : 'Bad request';
        ctx.body = { error: message, code: codeByStatus[clientStatus] ?? 'bad_request', requestId };
      } else {
        deps.logger.error({ err: error, requestId, path: ctx.path }, 'unhandled error');
        ctx.status = 500;
        ctx.body = { error: 'Internal server error', code: 'internal_error', requestId };
      }
    }
  };
}
