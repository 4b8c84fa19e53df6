import { API_ROUTES, MAX_JSON_BODY_BYTES } from '@staffplan/core';
import type { Middleware } from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { GoTrueError, gotrue, writeGoTrueError } from '../auth/gotrue-error';
import { AppError } from '../errors';
import { assertStorableBody } from './body-guard';
import type { AppState } from './state';

/**
 * Paths that read their own body (the contract's raw and multipart routes): the Stripe
 * webhook needs the raw bytes for the signature, and the upload streams multipart itself.
 */
export const RAW_BODY_PATHS = new Set(
  API_ROUTES.filter((r) => r.bodyKind === 'raw' || r.bodyKind === 'multipart').map((r) => r.path),
);

/**
 * JSON, form and text bodies (no multipart), 25 MB, except on RAW_BODY_PATHS. A parsed body
 * with NUL, unpaired surrogates or deep nesting is refused with 400 before any route sees it.
 */
export function bodyParser(): Middleware<AppState> {
  const parse = koaBody({
    multipart: false,
    jsonLimit: MAX_JSON_BODY_BYTES,
    formLimit: '1mb',
    textLimit: '1mb',
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    onError: (error, ctx) => {
      const status = (error as { status?: unknown }).status;
      if (status === 413)
        throw new AppError(
          'payload_too_large',
          `Request body too large (limit ${MAX_JSON_BODY_BYTES / (1024 * 1024)} MB)`,
        );
      if (status === 415) throw new AppError('unsupported_media_type', error.message);
      // The embedded auth answers a body it cannot read as GoTrue does, so supabase-js shows a code.
      if (ctx.path.startsWith('/auth/v1/')) throw gotrue.badJson(error.message);
      throw new AppError('bad_request', `Invalid request body: ${error.message}`);
    },
  }) as unknown as Middleware<AppState>;
  return async (ctx, next) => {
    if (RAW_BODY_PATHS.has(ctx.path)) return next();
    // The embedded auth checks its own input and answers with GoTrue's error codes.
    if (ctx.path.startsWith('/auth/v1/')) {
      let parsed = false;
      try {
        return await parse(ctx, () => {
          parsed = true;
          return next();
        });
      } catch (error) {
        // Errors of the auth routes themselves were answered inside them; this is the parser's.
        if (parsed || !(error instanceof GoTrueError)) throw error;
        writeGoTrueError(ctx, error);
        return;
      }
    }
    return parse(ctx, () => {
      assertStorableBody((ctx.request as { body?: unknown }).body);
      return next();
    });
  };
}
