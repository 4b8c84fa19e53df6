import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { AppError } from '../errors';
import type { AppState } from './state';

/**
 * Paths that read their own body: the Stripe webhook needs the raw bytes for the signature,
 * and the upload streams multipart itself.
 */
export const RAW_BODY_PATHS = new Set(['/api/stripe/webhook', '/api/upload']);

/** JSON, form and text bodies (no multipart), 25 MB, except on RAW_BODY_PATHS. */
export function bodyParser(): Middleware<AppState> {
  const parse = koaBody({
    multipart: false,
    jsonLimit: '25mb',
    formLimit: '1mb',
    textLimit: '1mb',
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    onError: (error) => {
      const status = (error as { status?: unknown }).status;
      if (status === 413) throw new AppError('payload_too_large', 'Request body too large (limit 25 MB)');
      if (status === 415) throw new AppError('unsupported_media_type', error.message);
      throw new AppError('bad_request', `Invalid request body: ${error.message}`);
    },
  }) as unknown as Middleware<AppState>;
  return async (ctx, next) => {
    if (RAW_BODY_PATHS.has(ctx.path)) return next();
    return parse(ctx, next);
  };
}
