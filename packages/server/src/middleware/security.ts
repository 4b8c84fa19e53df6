import type { Middleware } from 'koa';
import type { Config } from '../config/index';
import type { AppState } from './state';

// A Vite React build: own scripts only, inline styles (React style props), images from data:
// and blob: (exports), sockets for the thinking stream, and the hosted auth when configured.
function contentSecurityPolicy(config: Config): string {
  const connect = ["'self'", 'ws:', 'wss:', ...(config.supabaseUrl ? [config.supabaseUrl] : [])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The API and auth answer JSON (or redirects), never a page to render: nothing may load from
 * or frame them. The page policy above would only add bytes to every API answer.
 */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Security headers on every answer; no-store on the API and auth. */
export function securityHeaders(config: Config): Middleware<AppState> {
  const csp = contentSecurityPolicy(config);
  return async (ctx, next) => {
    const api = ctx.path.startsWith('/api') || ctx.path.startsWith('/auth/');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('X-Frame-Options', 'DENY');
    if (config.production) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (api) {
      ctx.set('Content-Security-Policy', API_POLICY);
      ctx.set('Cache-Control', 'no-store');
    } else {
      ctx.set('Content-Security-Policy', csp);
      ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    }
    await next();
  };
}

const ALLOWED_HEADERS = [
  'authorization',
  'content-type',
  'apikey',
  'x-client-info',
  'x-supabase-api-version',
  'x-user-email',
  'x-customer-id',
  'x-request-id',
  'cache-control',
  'if-match',
].join(', ');

/** CORS for the configured origins only; same-origin requests need none. */
export function cors(config: Config): Middleware<AppState> {
  const allowed = new Set(config.corsOrigins);
  return async (ctx, next) => {
    const origin = ctx.get('origin');
    if (origin && allowed.has(origin)) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
      ctx.set(
        'Access-Control-Expose-Headers',
        'X-Request-Id, X-Supabase-Api-Version, Link, X-Total-Count, ETag',
      );
      ctx.vary('Origin');
      if (ctx.method === 'OPTIONS' && ctx.get('access-control-request-method')) {
        ctx.set('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
        ctx.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        ctx.set('Access-Control-Max-Age', '600');
        ctx.status = 204;
        return;
      }
    }
    await next();
  };
}
