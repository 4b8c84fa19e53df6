import { API_ERROR_CODE_OF_STATUS } from '@staffplan/core';
import type { Middleware } from 'koa';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';
import type { AppState } from './state';

function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = (error as { status?: unknown; expose?: unknown }).status;
  const expose = (error as { expose?: unknown }).expose;
  return typeof status === 'number' && status >= 400 && status < 500 && expose === true ? status : undefined;
}

/** The status and body the API answers for an error, and whether it belongs in the error log. */
export interface ErrorAnswer {
  status: number;
  body: Record<string, unknown>;
  /** True for an unexpected error (a 500): its stack goes to the log, never to the client. */
  unexpected: boolean;
}

/**
 * The one error shape: `{error, code, requestId, ...extra}`. AppErrors and Koa's client
 * errors (bad JSON, body too large) keep their message; anything else is internal_error.
 * @example
 * errorAnswer(new AppError('not_found', 'Plan not found'), 'r1').status // 404
 */
export function errorAnswer(error: unknown, requestId: string | undefined): ErrorAnswer {
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: { error: error.message, code: error.code, requestId, ...error.extra },
      unexpected: false,
    };
  }
  const clientStatus = httpStatusOf(error);
  if (clientStatus !== undefined) {
    const message = error instanceof Error ? error.message : 'Bad request';
    return {
      status: clientStatus,
      body: { error: message, code: API_ERROR_CODE_OF_STATUS[clientStatus] ?? 'bad_request', requestId },
      unexpected: false,
    };
  }
  return {
    status: 500,
    body: { error: 'Internal server error', code: 'internal_error', requestId },
    unexpected: true,
  };
}

/**
 * The one error writer (see errorAnswer); an unexpected error is logged once, with its stack,
 * and answered without it.
 */
export function errorHandler(deps: Pick<AppDeps, 'logger'>): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const requestId = ctx.state.requestId;
      const answer = errorAnswer(error, requestId);
      if (answer.unexpected) deps.logger.error({ err: error, requestId, path: ctx.path }, 'unhandled error');
      ctx.status = answer.status;
      ctx.body = answer.body;
    }
  };
}
